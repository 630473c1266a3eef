import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Sixty-ninth lessons, from new development sentences: a machine that no longer pumps its water out is the appliance
 * repairer's; a practice cleaned every evening after closing, the cleaner's; a diagonal crack since the neighbour dug,
 * the mason's; free slots that customers book themselves from their phone, or a booking with a text reminder, the web
 * developer's; a bathroom stripped for a walk-in shower with a vanity and a towel radiator, one renovation; ants in a
 * trail with sand between the slabs, the pest controller's; paint coming off in strips where no primer was put, the
 * painter's; a contract in a language one does not understand, or wanted "in Portuguese", the translator's; making
 * oneself the electricity one uses, on a new roof, the solar installer's.
 */
describe('stories, sixty-ninth lessons', () => {
  it.each([
    [
      'appliance-repair',
      "Eis Wäschmaschinn pompelt d'Waasser net méi eraus, et bleift ëmmer Waasser an der Trommel stoen.",
    ],
    [
      'appliance-repair',
      "Notre lave-vaisselle ne vidange plus, il reste toujours de l'eau au fond, quelqu'un peut le réparer ?",
    ],
    [
      'appliance-repair',
      'Unsere Spülmaschine pumpt das Wasser nicht mehr ab, unten bleibt immer eine Pfütze stehen.',
    ],
    ['appliance-repair', 'A máquina de lavar loiça já não escoa a água, fica sempre água no fundo.'],
    [
      'cleaning',
      "Mir hunn eng Kinésitherapie-Praxis mat véier Raim a sichen een deen all Owend no 18 Auer kënnt an alles propper mécht, och d'Toiletten.",
    ],
    [
      'cleaning',
      "Nous avons un cabinet médical, il faut quelqu'un qui passe chaque soir après 19 h pour tout nettoyer selon les règles d'hygiène, salle de stérilisation comprise.",
    ],
    [
      'cleaning',
      'Abbiamo uno studio dentistico: ogni sera dopo la chiusura pavimenti e superfici vanno lavati e disinfettati.',
    ],
    [
      'cleaning',
      'Tenemos una clínica veterinaria y cada noche después del cierre hay que fregar y desinfectar suelos y superficies.',
    ],
    [
      'cleaning',
      'Our vet practice needs the floors and surfaces washed and disinfected every evening after closing.',
    ],
    [
      'masonry',
      'Une fissure en biais est apparue au-dessus de la porte du garage depuis que le voisin a creusé sa piscine, on peut y glisser une pièce.',
    ],
    [
      'masonry',
      'Über dem Kellerfenster ist ein schräger Riss aufgetaucht, seit der Nachbar eine Baugrube ausgehoben hat; innen bröckelt der Putz.',
    ],
    [
      'masonry',
      'A diagonal crack has opened above the back door since the neighbours dug out for their extension, you can fit a coin in it.',
    ],
    [
      'web-development',
      "Nous sommes une petite école de musique, les parents appellent sans arrêt pour réserver ou déplacer les cours. On voudrait qu'ils voient les créneaux et réservent eux-mêmes depuis leur téléphone, avec un rappel par SMS.",
    ],
    [
      'web-development',
      'Wir sind eine Fahrschule, die Schüler rufen ständig an, um Stunden zu buchen oder zu verschieben. Sie sollen freie Termine sehen und selbst vom Handy aus buchen, mit SMS-Erinnerung.',
    ],
    [
      'web-development',
      "We're a small tennis club and members keep phoning to book or move courts. We'd like them to see free slots and book themselves from their phone, with a text reminder.",
    ],
    [
      'renovation',
      "Notre salle de bains date de 1980 : baignoire, carrelage marron. On veut tout enlever et mettre une douche à l'italienne, un meuble double vasque et un sèche-serviettes. Combien de temps sans salle de bains ?",
    ],
    [
      'renovation',
      'Unser Bad ist von 1978, Wanne und grüne Fliesen. Wir möchten alles rausreißen und eine bodengleiche Dusche, einen Doppelwaschtisch und einen Handtuchheizkörper. Wie lange sind wir ohne Bad?',
    ],
    [
      'renovation',
      'Our bathroom is from the 70s with a pink bath and tiles. We want it all stripped out for a walk-in shower, a double vanity and a towel rail. How long would we be without a bathroom?',
    ],
    [
      'pest-control',
      'Jeden Abend laufen Ameisen in einer Straße vom Balkon bis in die Küche, unter den Platten sieht man Sandhäufchen.',
    ],
    [
      'pest-control',
      "Des fourmis font un chemin de la porte-fenêtre jusqu'à la poubelle, et il y a des petits tas de sable entre les dalles de la terrasse.",
    ],
    [
      'pest-control',
      "There's a line of ants from the patio door to the kitchen bin every morning and little piles of sand between the patio slabs.",
    ],
    [
      'pest-control',
      'Formiche in fila dalla porta del terrazzo al bidone in cucina, e mucchietti di sabbia tra le piastrelle della terrazza.',
    ],
    [
      'painting',
      "We extended the house and were told we didn't need to prime the new plaster. Now the paint peels off in long strips when we take a picture down. Could someone strip it and redo it?",
    ],
    [
      'painting',
      "On nous a dit qu'il ne fallait pas d'impression sur le plâtre neuf, maintenant la peinture part en longues bandes dès qu'on enlève un cadre.",
    ],
    [
      'painting',
      'Uns wurde gesagt, der neue Putz brauche keine Grundierung. Jetzt geht die Farbe in langen Streifen ab, sobald man ein Bild abnimmt.',
    ],
    [
      'painting',
      "Ci hanno detto che sull'intonaco nuovo non serviva il fondo, ora la pittura viene via a strisce quando togliamo un quadro.",
    ],
    [
      'translation',
      'O meu contrato de arrendamento está em alemão e não percebo quase nada, são 12 páginas. Quanto custa tê-lo em português?',
    ],
    [
      'translation',
      "Mon bail et le règlement de copropriété sont en allemand et je n'y comprends rien, combien pour les avoir en français ?",
    ],
    [
      'translation',
      "Il mio contratto d'affitto è in tedesco e non capisco quasi niente, quanto costa averlo in italiano?",
    ],
    [
      'translation',
      'Mi contrato de alquiler está en alemán y no entiendo casi nada, son 20 páginas, ¿cuánto cuesta tenerlo en español?',
    ],
    [
      'solar',
      'Wir haben einen Hof mit Kühlräumen, die viel Strom brauchen. Das Stalldach ist neu und nach Süden ausgerichtet. Wir möchten den Strom, den wir tagsüber brauchen, selbst erzeugen.',
    ],
    [
      'solar',
      "Abbiamo un'azienda agricola e le celle frigorifere consumano tanta corrente. Il tetto del fienile è nuovo, a sud. Vorremmo produrre noi l'elettricità che ci serve.",
    ],
    [
      'solar',
      'Tenemos una granja con cámaras frigoríficas que gastan mucha luz. El tejado del establo es nuevo y da al sur. Queremos producir nosotros la electricidad que usamos de día.',
    ],
    [
      'solar',
      'Temos uma quinta com câmaras frigoríficas que gastam muita eletricidade, o telhado do armazém é novo e virado a sul. Queríamos produzir nós a eletricidade de que precisamos.',
    ],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
