import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { understand } from './understand'

const gazetteer = loadGazetteer()
const read = (text: string) => {
  const understood = understand(text, gazetteer)
  return understood.category ?? (understood.outOfScope ? `oos:${understood.outOfScope}` : null)
}

/**
 * Fiftieth lessons, from new development sentences: a drain that backs up when an appliance empties
 * ("Wasser hoch", "remonte par la bonde", "sobe pelo ralo") is the plumber's; a view from the air
 * ("vue aérienne", "Drohnenaufnahme") with pictures is the photographer's; salts at the foot of a wall
 * ("poudre blanche", "Salzbelag", "salitre") are the mason's damp, though the paint is what shows it;
 * degreasing a kitchen and its hoods ("dégraisser", "gordura", "sgrassato") is cleaning; a socket that
 * gets hot or smells of burning is the electrician's; a maple or lime tree, or one taken down in
 * sections ("stückweise", "aos bocados"), is the gardener's; premises turned into a practice are a
 * renovation, the practice only its setting; "se encargue de todo" and "take care of everything" hand
 * the whole job to one firm; holiday flats where some guests leave and others arrive are cleaned.
 */
describe('stories, fiftieth lessons', () => {
  it.each([
    [
      'plumbing',
      'Jedes Mal wenn die Spülmaschine abpumpt, drückt im Abfluss der Dusche daneben schmutziges Wasser hoch. Wohnung in Ettelbruck.',
    ],
    [
      'plumbing',
      "Quand la machine à laver vidange, l'eau sale remonte par la bonde de sol de la buanderie et inonde la cave. Bettembourg.",
    ],
    [
      'photography',
      'Pour notre gîte à Vianden on refait le site et le dépliant : il nous faut de belles photos des chambres et une vue aérienne du domaine.',
    ],
    [
      'photography',
      'For our campsite near Larochette we need nice pictures of the pitches and a drone shot for the new brochure and website.',
    ],
    [
      'masonry',
      "Les murs du rez-de-chaussée de notre maison en pierre à Wiltz ont la peinture qui cloque et une poudre blanche jusqu'à un mètre du sol.",
    ],
    [
      'masonry',
      'Im Erdgeschoss unseres alten Bruchsteinhauses in Clervaux blättert die Farbe unten an den Wänden ab und es bildet sich weißer Salzbelag.',
    ],
    [
      'masonry',
      'As paredes da sala em Ettelbruck têm a tinta a estalar e um pó branco em baixo até meio metro, e já pintámos duas vezes.',
    ],
    [
      'cleaning',
      "On a un restaurant à Esch et le contrôle d'hygiène arrive : il faut dégraisser à fond la cuisine, les hottes et les filtres.",
    ],
    [
      'gardening',
      'Ein kranker Ahorn steht dicht am Haus in Bissen und muss stückweise gefällt werden, bevor ein Ast aufs Dach fällt.',
    ],
    [
      'renovation',
      "Nous transformons un ancien magasin à Ettelbruck en cabinet de kiné : enlever le sol, monter des cloisons, faire un WC adapté et refaire l'éclairage. Qui s'occupe de tout ?",
    ],
    [
      'cleaning',
      'Tenemos dos apartamentos turísticos en Vianden y cada sábado se va un huésped y llega otro: buscamos a alguien que limpie y cambie las sábanas.',
    ],
    [
      'renovation',
      'We are turning an old shop in Mersch into a physio practice: new floor, partition walls, an accessible toilet and new lighting. Who can run the whole job?',
    ],
    [
      'renovation',
      'Compramos un piso viejo en Dudelange: hay que cambiar el suelo, la instalación eléctrica y el baño. Buscamos una empresa que se encargue de todo.',
    ],
    [
      'electrical',
      'Dès que je lance le four et le lave-vaisselle, tout saute et la prise du four chauffe. Appartement à Hesperange.',
    ],
    [
      'electrical',
      "Chez nous à Sanem, ça saute à chaque fois qu'on allume le chauffage d'appoint et le four ensemble, et ça sent le brûlé près de la prise.",
    ],
    [
      'gardening',
      'Temos um pinheiro enorme junto à casa em Sandweiler que tem de ser cortado aos bocados antes que um ramo caia no telhado.',
    ],
    [
      'masonry',
      'La pintura de la pared del salón se hincha y sale salitre en la parte de abajo, casa antigua en Remich.',
    ],
    [
      'masonry',
      'In unserem alten Haus in Vianden platzt unten an der Wand die Farbe ab, darunter ist Salpeter.',
    ],
    [
      'plumbing',
      'Quando a máquina de lavar esvazia, a água suja sobe pelo ralo da lavandaria. Casa em Bascharage.',
    ],
    [
      'cleaning',
      "Il nostro ristorante a Esch deve essere sgrassato a fondo prima del controllo dell'igiene: cucina, cappe e filtri.",
    ],
    [
      'electrical',
      'Die Steckdose hinter dem Kühlschrank in Wasserbillig riecht verschmort und ist ganz heiß.',
    ],
  ])('%s: %s', (category, text) => {
    expect(read(text)).toBe(category)
  })

  it.each([
    [
      'interior-design',
      "Nous avons abattu le mur entre la cuisine et le salon à Mamer, et maintenant notre grande table en chêne ne trouve plus sa place : qui peut nous conseiller l'aménagement et les couleurs ?",
    ],
    [
      'appliance-repair',
      'Die Spülmaschine in unserer Ferienwohnung in Vianden zeigt Fehler E24 und pumpt nicht ab, die nächsten Gäste kommen am Samstag.',
    ],
    [
      'cleaning',
      'Après le ponçage du plâtre par le peintre, il y a de la poussière blanche partout dans la maison à Strassen, il faut tout nettoyer.',
    ],
    ['oos:health', 'Je cherche un kiné pour ma rééducation du genou à Ettelbruck.'],
  ])('and still %s: %s', (category, text) => {
    expect(read(text)).toBe(category)
  })
})
