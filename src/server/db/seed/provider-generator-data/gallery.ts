import type { GalleryImage, LocalizedText } from '@server/db/schema/providers'
import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import { localized as t } from './types'

/** What the two icons of each category's illustrations show (public/gallery, scripts/generate-gallery.mjs). */
const ICONS: Record<CategorySlug, [LocalizedText, LocalizedText]> = {
  plumbing: [
    t('a tap and a drop of water', 'un robinet et une goutte d’eau', 'ein Wasserhahn und ein Wassertropfen'),
    t('a wrench and a pipe', 'une clé à molette et un tuyau', 'ein Schraubenschlüssel und ein Rohr'),
  ],
  electrical: [
    t('a lightning bolt', 'un éclair', 'ein Blitz'),
    t('a light bulb', 'une ampoule', 'eine Glühbirne'),
  ],
  heating: [
    t('a warm radiator', 'un radiateur chaud', 'ein warmer Heizkörper'),
    t('a flame', 'une flamme', 'eine Flamme'),
  ],
  painting: [
    t('a paint roller', 'un rouleau de peinture', 'eine Farbrolle'),
    t('a brush and a paint pot', 'un pinceau et un pot de peinture', 'ein Pinsel und ein Farbeimer'),
  ],
  carpentry: [
    t('a hand saw', 'une scie égoïne', 'eine Handsäge'),
    t('wooden planks and a pencil', 'des planches et un crayon', 'Holzbretter und ein Bleistift'),
  ],
  roofing: [
    t('a tiled roof', 'un toit en tuiles', 'ein Ziegeldach'),
    t('a ladder', 'une échelle', 'eine Leiter'),
  ],
  masonry: [
    t('a brick wall', 'un mur de briques', 'eine Ziegelmauer'),
    t('a trowel', 'une truelle', 'eine Maurerkelle'),
  ],
  tiling: [
    t('a tiled floor', 'un sol carrelé', 'ein Fliesenboden'),
    t('a spirit level', 'un niveau à bulle', 'eine Wasserwaage'),
  ],
  locksmith: [t('a key', 'une clé', 'ein Schlüssel'), t('a padlock', 'un cadenas', 'ein Vorhängeschloss')],
  gardening: [t('a tree', 'un arbre', 'ein Baum'), t('a watering can', 'un arrosoir', 'eine Gießkanne')],
  moving: [
    t('a removal van', 'un camion de déménagement', 'ein Umzugswagen'),
    t('stacked moving boxes', 'des cartons de déménagement empilés', 'gestapelte Umzugskartons'),
  ],
  cleaning: [
    t('a spray bottle', 'un vaporisateur', 'eine Sprühflasche'),
    t('a bucket and soap bubbles', 'un seau et des bulles de savon', 'ein Eimer und Seifenblasen'),
  ],
  renovation: [
    t('a hard hat', 'un casque de chantier', 'ein Schutzhelm'),
    t('a floor plan', 'un plan d’étage', 'ein Grundriss'),
  ],
  'appliance-repair': [
    t('a washing machine', 'un lave-linge', 'eine Waschmaschine'),
    t('a gear and a screwdriver', 'un engrenage et un tournevis', 'ein Zahnrad und ein Schraubendreher'),
  ],
  solar: [
    t('a solar panel in the sun', 'un panneau solaire au soleil', 'ein Solarmodul in der Sonne'),
    t('a charged battery', 'une batterie chargée', 'ein geladener Akku'),
  ],
  legal: [
    t('the scales of justice', 'la balance de la justice', 'die Waage der Justitia'),
    t('a sealed document', 'un document scellé', 'ein gesiegeltes Dokument'),
  ],
  accounting: [
    t('a calculator', 'une calculatrice', 'ein Taschenrechner'),
    t('a bar chart and coins', 'un graphique en barres et des pièces', 'ein Balkendiagramm und Münzen'),
  ],
  'it-support': [
    t('a computer screen', 'un écran d’ordinateur', 'ein Computerbildschirm'),
    t('a server rack', 'une baie de serveurs', 'ein Serverschrank'),
  ],
  'web-development': [
    t('a browser window with code', 'une fenêtre de navigateur avec du code', 'ein Browserfenster mit Code'),
    t('a smartphone layout', 'une maquette pour smartphone', 'ein Smartphone-Layout'),
  ],
  translation: [
    t('two speech bubbles', 'deux bulles de dialogue', 'zwei Sprechblasen'),
    t('a globe', 'un globe', 'ein Globus'),
  ],
  photography: [
    t('a camera', 'un appareil photo', 'eine Kamera'),
    t('a framed landscape photo', 'une photo de paysage encadrée', 'ein gerahmtes Landschaftsfoto'),
  ],
  'interior-design': [
    t('a sofa and a lamp', 'un canapé et une lampe', 'ein Sofa und eine Lampe'),
    t('colour swatches', 'un nuancier', 'Farbmuster'),
  ],
  'pest-control': [
    t('a shield with an insect', 'un bouclier et un insecte', 'ein Schild mit einem Insekt'),
    t('a magnifying glass over an insect', 'une loupe sur un insecte', 'eine Lupe über einem Insekt'),
  ],
}

export const GALLERY_IMAGES_PER_CATEGORY = 3

/** Image n (1–3) of a category: its main icon, a house or office scene, its second icon. */
export function galleryImage(slug: CategorySlug, n: number): GalleryImage {
  const category = CATEGORIES.find((c) => c.slug === slug)
  if (!category) throw new Error(`Unknown category ${slug}`)
  const [main, second] = ICONS[slug]
  const { en, fr, de } = category.names
  const alt =
    n === 1
      ? main
      : n === 3
        ? second
        : category.group === 'home'
          ? t(
              `a family house and a “${en}” badge`,
              `une maison et le pictogramme « ${fr} »`,
              `ein Einfamilienhaus und ein Symbol für ${de}`,
            )
          : t(
              `an office desk and a “${en}” badge`,
              `un bureau et le pictogramme « ${fr} »`,
              `ein Schreibtisch und ein Symbol für ${de}`,
            )
  return {
    src: `/gallery/${slug}-${n}.svg`,
    alt: t(`Illustration: ${alt.en}`, `Illustration : ${alt.fr}`, `Illustration: ${alt.de}`),
  }
}
