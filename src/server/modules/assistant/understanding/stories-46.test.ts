import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { tradeOf } from './readings-for-tests'
import { understand } from './understand'

const gazetteer = loadGazetteer()

/**
 * Forty-sixth lessons, from new development sentences: someone who speaks both languages (or a relative
 * who speaks only theirs) to go along to an appointment is an interpreter, though the appointment is at
 * the notary's; producing part of one's own consumption is solar; disinfecting washrooms, and cleaning
 * offices, a waiting room or changing rooms on a schedule, is cleaning; going back to one's country with
 * the belongings packed and sent is a move; a barn or stable turned into flats is a renovation; a heat
 * pump's outdoor unit, loud while the rooms stay at 17 degrees, is heating; a hob that beeps and stops
 * is the appliance's fault; a gutter that overflows or whose downpipe is blocked is the roofer's; rodent
 * droppings with squeaking are pest control; the lights going out when two appliances run together is
 * the electrician's; a scooter ("Vespa") or a car's air conditioning is a vehicle's repair, out of scope.
 */
describe('stories, forty-sixth lessons', () => {
  it.each([
    [
      'cleaning',
      'Dopo alcuni casi di influenza in ufficio vogliamo una sanificazione delle scrivanie e dei bagni questo fine settimana, siamo a Strassen',
    ],
    [
      'moving',
      'Vamos voltar para o Brasil e deixar o apartamento em Hesperange. Queremos uma empresa que embale tudo e envie com seguro.',
    ],
    [
      'translation',
      'Mein Vater versteht kein Französisch und hat einen Termin beim Notar, wir brauchen jemanden, der beide Sprachen spricht und mitkommt. Diekirch',
    ],
    [
      'moving',
      'Torniamo in Italia a fine anno e lasciamo la casa a Bettembourg. Cerchiamo qualcuno che impacchetti tutto e lo spedisca con assicurazione.',
    ],
    [
      'moving',
      'Volvemos a España en julio y dejamos el piso de Strassen. Queremos que alguien lo empaquete todo y lo lleve hasta Valencia con seguro.',
    ],
    [
      'moving',
      "Le cabinet dentaire part de Mamer pour s'installer à Capellen en avril, avec le fauteuil, les archives et les meubles de la salle d'attente. Qui peut organiser ça un week-end ?",
    ],
    [
      'translation',
      'Meine Schwiegermutter spricht nur Italienisch und muss nächste Woche zur Voruntersuchung ins Krankenhaus. Kann jemand mitkommen, der beide Sprachen spricht? Was kostet das pro Stunde?',
    ],
    [
      'translation',
      "Mon père ne parle que le portugais et il a rendez-vous chez le notaire pour la succession. Il nous faudrait quelqu'un qui parle les deux langues et qui l'accompagne.",
    ],
    [
      'translation',
      'My grandmother only speaks Spanish and has a hospital appointment on Tuesday. Could someone who speaks both languages come along with her?',
    ],
    [
      'cleaning',
      'Notre crèche à Mamer a eu plusieurs cas de gastro, le médecin demande une désinfection complète des salles, des jouets et des sanitaires avant lundi.',
    ],
    [
      'cleaning',
      'Unser Tennisverein in Walferdange hat ein Clubhaus mit Umkleiden und Duschen, das bisher die Mitglieder selber sauber gehalten haben. Das klappt nicht mehr, wir hätten gern jemanden zweimal pro Woche.',
    ],
    [
      'cleaning',
      "Eis Dokterpraxis zu Mamer brauch all Owend een, deen d'Wartesall, d'Büroen an d'Toiletten mécht, ongeféier 100 m2.",
    ],
    [
      'renovation',
      'Nous avons hérité de la grange de mes grands-parents à Redange et voulons y aménager deux logements avec salles de bains et cuisines. Par où commencer, et combien au mètre carré ?',
    ],
    [
      'heating',
      'La unidad de fuera, junto a la terraza, hace un ruido enorme por la noche y dentro de casa no pasamos de 17 grados aunque lo ponemos al máximo. Casa nueva en Mamer.',
    ],
    [
      'pest-control',
      'In the shed the bag of bird seed is chewed through every morning and there are small dark droppings on the shelf. Last night we heard squeaking behind the chest freezer. Mamer',
    ],
    [
      'appliance-repair',
      "La table de cuisson Siemens fait un bip puis s'éteint quand j'utilise le grand foyer, les autres marchent. Mamer",
    ],
    [
      'electrical',
      'Ogni volta che forno e lavatrice vanno insieme la cucina resta al buio e devo scendere in cantina a rialzare la levetta. È già successo tre volte questa settimana. Mamer',
    ],
    [
      'solar',
      'Nous avons une menuiserie avec un grand atelier à Foetz, toit plat dégagé. Avec le prix du courant, la direction veut produire une partie de sa consommation elle-même, surtout en journée pour les machines.',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  it.each([
    'Cerco un meccanico per la mia Vespa che non parte più',
    'Wer füllt die Klimaanlage von meinem Auto nach? Es kommt nur warme Luft',
    'Who can refill the air conditioning in my car? It only blows warm air.',
    "Cherche quelqu'un pour réparer ma Vespa des années 80, elle ne démarre plus.",
    'Wer füllt bei meinem Auto die Klimaanlage nach? Es kommt nur noch warme Luft.',
  ])('a vehicle’s repair, out of scope: %s', (text) => {
    const understanding = understand(text, gazetteer)
    expect(understanding.outOfScope).toBe('vehicle-repair')
    expect(understanding.category).toBeNull()
  })
})
