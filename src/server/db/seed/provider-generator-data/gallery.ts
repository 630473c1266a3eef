import type { GalleryImage, LocalizedText } from '@server/db/schema/providers'
import type { CategorySlug } from '@shared/catalog/categories'
import { localized as t } from './types'

/**
 * What each category's three illustrations show (public/gallery, drawn by scripts/generate-gallery.ts
 * with these English texts as their titles): the finished work, the work in its place, a detail.
 */
export const GALLERY_SCENE_TEXTS: Record<CategorySlug, [LocalizedText, LocalizedText, LocalizedText]> = {
  plumbing: [
    t(
      'a tiled bathroom with a bathtub and a washbasin',
      'une salle de bains carrelée avec baignoire et lavabo',
      'ein gefliestes Bad mit Badewanne und Waschtisch',
    ),
    t(
      'a kitchen sink with a new tap under a window',
      'un évier de cuisine avec un robinet neuf sous une fenêtre',
      'eine Küchenspüle mit neuer Armatur unter einem Fenster',
    ),
    t(
      'new pipes with shut-off valves beside a boiler',
      'des tuyaux neufs avec vannes d’arrêt près d’une chaudière',
      'neue Rohre mit Absperrventilen neben einem Heizkessel',
    ),
  ],
  electrical: [
    t(
      'a neatly wired consumer unit',
      'un tableau électrique proprement câblé',
      'ein sauber verdrahteter Sicherungskasten',
    ),
    t(
      'a living room lit by two pendant lamps',
      'un salon éclairé par deux suspensions',
      'ein Wohnzimmer mit zwei Pendelleuchten',
    ),
    t(
      'a house with a wall-mounted car charger',
      'une maison avec une borne de recharge murale',
      'ein Haus mit einer Wandladestation',
    ),
  ],
  heating: [
    t(
      'a radiator under a living room window',
      'un radiateur sous la fenêtre d’un salon',
      'ein Heizkörper unter einem Wohnzimmerfenster',
    ),
    t(
      'a wall-hung boiler in a utility room',
      'une chaudière murale dans une buanderie',
      'ein Wandheizkessel im Hauswirtschaftsraum',
    ),
    t(
      'a heat pump beside a house',
      'une pompe à chaleur à côté d’une maison',
      'eine Wärmepumpe neben einem Haus',
    ),
  ],
  painting: [
    t(
      'a living room with a freshly painted feature wall',
      'un salon avec un mur fraîchement peint',
      'ein Wohnzimmer mit frisch gestrichener Akzentwand',
    ),
    t(
      'a wall half painted, a ladder and a roller tray',
      'un mur à moitié peint, une échelle et un bac à peinture',
      'eine halb gestrichene Wand, eine Leiter und eine Farbwanne',
    ),
    t(
      'a house with a freshly painted façade',
      'une maison à la façade fraîchement repeinte',
      'ein Haus mit frisch gestrichener Fassade',
    ),
  ],
  carpentry: [
    t(
      'a fitted bookcase and a wardrobe in wood',
      'une bibliothèque et une armoire sur mesure en bois',
      'ein Einbauregal und ein Schrank aus Holz',
    ),
    t(
      'a kitchen with wooden cabinet doors',
      'une cuisine aux façades en bois',
      'eine Küche mit Schrankfronten aus Holz',
    ),
    t(
      'a workbench with a plank and a hand saw',
      'un établi avec une planche et une scie égoïne',
      'eine Werkbank mit einem Brett und einer Handsäge',
    ),
  ],
  roofing: [
    t('a house with a new tiled roof', 'une maison au toit de tuiles neuf', 'ein Haus mit neuem Ziegeldach'),
    t(
      'a roof with a skylight and a gutter',
      'un toit avec une fenêtre de toit et une gouttière',
      'ein Dach mit Dachfenster und Dachrinne',
    ),
    t('a ladder against a house', 'une échelle contre une maison', 'eine Leiter an einem Haus'),
  ],
  masonry: [
    t(
      'a garden wall in brick with a gate',
      'un mur de jardin en briques avec un portail',
      'eine Gartenmauer aus Ziegeln mit Tor',
    ),
    t('a house with a brick base', 'une maison avec un soubassement en briques', 'ein Haus mit Ziegelsockel'),
    t(
      'a brick pillar, a mortar tub and a trowel',
      'un pilier en briques, une auge à mortier et une truelle',
      'ein Ziegelpfeiler, ein Mörtelkübel und eine Kelle',
    ),
  ],
  tiling: [
    t(
      'a walk-in shower tiled to the ceiling',
      'une douche à l’italienne carrelée jusqu’au plafond',
      'eine bodengleiche Dusche, bis zur Decke gefliest',
    ),
    t(
      'a kitchen with a tiled splashback',
      'une cuisine avec une crédence carrelée',
      'eine Küche mit gefliestem Spritzschutz',
    ),
    t('a hallway with a tiled floor', 'une entrée au sol carrelé', 'ein Flur mit Fliesenboden'),
  ],
  locksmith: [
    t(
      'a front door with a new lock',
      'une porte d’entrée avec une serrure neuve',
      'eine Haustür mit neuem Schloss',
    ),
    t(
      'a door handle and a lock cylinder',
      'une poignée de porte et un cylindre de serrure',
      'ein Türgriff und ein Schließzylinder',
    ),
    t(
      'keys on a board above a workbench',
      'des clés sur un tableau au-dessus d’un établi',
      'Schlüssel an einer Tafel über einer Werkbank',
    ),
  ],
  gardening: [
    t(
      'a garden with a lawn, a hedge, trees and flowers',
      'un jardin avec pelouse, haie, arbres et fleurs',
      'ein Garten mit Rasen, Hecke, Bäumen und Blumen',
    ),
    t(
      'raised vegetable beds and a watering can',
      'des potagers surélevés et un arrosoir',
      'Hochbeete und eine Gießkanne',
    ),
    t('potted plants on a terrace', 'des plantes en pot sur une terrasse', 'Topfpflanzen auf einer Terrasse'),
  ],
  moving: [
    t(
      'a removal van and boxes on the street',
      'un camion de déménagement et des cartons dans la rue',
      'ein Umzugswagen und Kartons auf der Straße',
    ),
    t(
      'moving boxes in an empty room',
      'des cartons dans une pièce vide',
      'Umzugskartons in einem leeren Zimmer',
    ),
    t(
      'boxes on a hand truck in a hallway',
      'des cartons sur un diable dans une entrée',
      'Kartons auf einer Sackkarre im Flur',
    ),
  ],
  cleaning: [
    t('a spotless kitchen', 'une cuisine impeccable', 'eine blitzsaubere Küche'),
    t(
      'an office floor and a cleaning trolley',
      'le sol d’un bureau et un chariot de nettoyage',
      'ein Büroboden und ein Reinigungswagen',
    ),
    t('a façade with clean windows', 'une façade aux vitres propres', 'eine Fassade mit sauberen Fenstern'),
  ],
  renovation: [
    t(
      'a renovated open-plan kitchen and living room',
      'une cuisine ouverte et un salon rénovés',
      'eine renovierte offene Küche mit Wohnzimmer',
    ),
    t(
      'a room during works, with new stud walls',
      'une pièce en travaux avec de nouvelles cloisons',
      'ein Raum im Umbau mit neuen Ständerwänden',
    ),
    t(
      'a converted attic with a skylight',
      'des combles aménagés avec une fenêtre de toit',
      'ein ausgebautes Dachgeschoss mit Dachfenster',
    ),
  ],
  'appliance-repair': [
    t(
      'a washing machine and a dryer in a utility room',
      'un lave-linge et un sèche-linge dans une buanderie',
      'eine Waschmaschine und ein Trockner im Hauswirtschaftsraum',
    ),
    t(
      'a kitchen with a built-in oven and a fridge',
      'une cuisine avec four encastré et réfrigérateur',
      'eine Küche mit Einbauofen und Kühlschrank',
    ),
    t(
      'an appliance panel opened on a workbench',
      'le panneau d’un appareil ouvert sur un établi',
      'eine geöffnete Geräteblende auf einer Werkbank',
    ),
  ],
  solar: [
    t(
      'a house with solar panels on its roof',
      'une maison avec des panneaux solaires sur le toit',
      'ein Haus mit Solarmodulen auf dem Dach',
    ),
    t(
      'a home battery and an inverter on a wall',
      'une batterie domestique et un onduleur au mur',
      'ein Heimspeicher und ein Wechselrichter an der Wand',
    ),
    t(
      'rows of solar panels on a flat roof',
      'des rangées de panneaux solaires sur un toit plat',
      'Reihen von Solarmodulen auf einem Flachdach',
    ),
  ],
  legal: [
    t(
      'an office with law books and a desk',
      'un bureau avec des livres de droit',
      'ein Büro mit Gesetzbüchern und einem Schreibtisch',
    ),
    t(
      'documents on a meeting table',
      'des documents sur une table de réunion',
      'Unterlagen auf einem Besprechungstisch',
    ),
    t(
      'a signed and sealed contract with a pen',
      'un contrat signé et scellé et un stylo',
      'ein unterschriebener, gesiegelter Vertrag und ein Stift',
    ),
  ],
  accounting: [
    t(
      'a desk with a screen showing a bar chart',
      'un bureau avec un écran affichant un graphique',
      'ein Schreibtisch mit einem Bildschirm voller Balken',
    ),
    t('shelves of ring binders', 'des étagères de classeurs', 'Regale voller Ordner'),
    t(
      'a laptop and a calculator on a table',
      'un ordinateur portable et une calculatrice sur une table',
      'ein Laptop und ein Taschenrechner auf einem Tisch',
    ),
  ],
  'it-support': [
    t('a desk with two screens', 'un bureau avec deux écrans', 'ein Schreibtisch mit zwei Bildschirmen'),
    t(
      'server racks in a server room',
      'des baies de serveurs dans une salle informatique',
      'Serverschränke in einem Serverraum',
    ),
    t(
      'a laptop connected to a network switch',
      'un portable relié à un commutateur réseau',
      'ein Laptop an einem Netzwerk-Switch',
    ),
  ],
  'web-development': [
    t(
      'a desk with a large screen showing a web page',
      'un bureau avec un grand écran affichant une page web',
      'ein Schreibtisch mit großem Bildschirm und einer Webseite',
    ),
    t(
      'a website on a laptop and a phone, on a board',
      'un site sur un portable et un téléphone, au tableau',
      'eine Website auf Laptop und Handy, an einer Tafel',
    ),
    t('wireframes on a whiteboard', 'des maquettes sur un tableau blanc', 'Wireframes auf einem Whiteboard'),
  ],
  translation: [
    t(
      'two speech bubbles over documents on a table',
      'deux bulles de dialogue au-dessus de documents',
      'zwei Sprechblasen über Dokumenten auf einem Tisch',
    ),
    t(
      'a bookcase of dictionaries beside a desk',
      'une bibliothèque de dictionnaires près d’un bureau',
      'ein Regal mit Wörterbüchern neben einem Schreibtisch',
    ),
    t(
      'an interpreter’s headset and console in a booth',
      'le casque et la console d’un interprète en cabine',
      'Kopfhörer und Pult eines Dolmetschers in der Kabine',
    ),
  ],
  photography: [
    t(
      'a studio with a camera on a tripod and a softbox',
      'un studio avec un appareil sur trépied et une boîte à lumière',
      'ein Studio mit Kamera auf Stativ und Softbox',
    ),
    t('a wall of framed photographs', 'un mur de photographies encadrées', 'eine Wand mit gerahmten Fotos'),
    t(
      'a photo being edited on a large screen',
      'une photo retouchée sur un grand écran',
      'ein Foto in Bearbeitung auf einem großen Bildschirm',
    ),
  ],
  'interior-design': [
    t(
      'a styled living room with a sofa, a rug and a lamp',
      'un salon aménagé avec canapé, tapis et lampe',
      'ein gestaltetes Wohnzimmer mit Sofa, Teppich und Lampe',
    ),
    t(
      'a mood board of colour samples above a desk',
      'une planche de tendances au-dessus d’un bureau',
      'ein Moodboard mit Farbmustern über einem Schreibtisch',
    ),
    t(
      'a bedroom with a bed, pendant lights and a picture',
      'une chambre avec lit, suspensions et tableau',
      'ein Schlafzimmer mit Bett, Pendelleuchten und Bild',
    ),
  ],
  'pest-control': [
    t(
      'a clean kitchen with a bait station',
      'une cuisine propre avec une station d’appâts',
      'eine saubere Küche mit einer Köderstation',
    ),
    t(
      'a house with its roof vents screened',
      'une maison aux aérations de toit grillagées',
      'ein Haus mit vergitterten Dachlüftern',
    ),
    t('a clean, insulated attic', 'des combles propres et isolés', 'ein sauberer, gedämmter Dachboden'),
  ],
}

export const GALLERY_IMAGES_PER_CATEGORY = 3

/** Illustration n (1–3) of a category; its alt text says it is an illustration. */
export function galleryImage(slug: CategorySlug, n: number): GalleryImage {
  const scene = GALLERY_SCENE_TEXTS[slug][n - 1]
  if (!scene) throw new Error(`No illustration ${n} for ${slug}`)
  return {
    src: `/gallery/${slug}-${n}.svg`,
    alt: t(`Illustration: ${scene.en}`, `Illustration : ${scene.fr}`, `Illustration: ${scene.de}`),
  }
}
