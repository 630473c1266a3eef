import type { UiLanguage } from '@shared/i18n/languages'

/** Server-rendered titles and descriptions (the client sets the same ones once it runs). */
export const SEO_TEXTS: Record<
  UiLanguage,
  {
    providerTitle: (name: string, category: string, locality: string) => string
    directoryCategoryTitle: (category: string) => string
    directoryCategoryDescription: (category: string, count: number) => string
    directoryCategoryPlaceTitle: (category: string, place: string) => string
    directoryCategoryPlaceDescription: (category: string, place: string) => string
    /** The breadcrumb's first two steps. */
    home: string
    directory: string
  }
> = {
  en: {
    providerTitle: (name, category, locality) => `${name} – ${category} in ${locality} | LuxPro`,
    directoryCategoryTitle: (category) => `${category} in Luxembourg – compare local pros | LuxPro`,
    directoryCategoryDescription: (category, count) =>
      `${count} ${category.toLowerCase()} providers in Luxembourg with ratings, verified badges, prices and reviews. Request free quotes on LuxPro.`,
    directoryCategoryPlaceTitle: (category, place) => `${category} in ${place} – compare local pros | LuxPro`,
    directoryCategoryPlaceDescription: (category, place) =>
      `${category} providers nearest to ${place} first, with ratings, verified badges, prices and reviews. Request free quotes on LuxPro.`,
    home: 'Home',
    directory: 'Directory',
  },
  fr: {
    providerTitle: (name, category, locality) => `${name} – ${category} à ${locality} | LuxPro`,
    directoryCategoryTitle: (category) => `${category} au Luxembourg – comparez les pros locaux | LuxPro`,
    directoryCategoryDescription: (category, count) =>
      `${count} prestataires (${category.toLowerCase()}) au Luxembourg avec notes, badges vérifiés, prix et avis. Demandez des devis gratuits sur LuxPro.`,
    directoryCategoryPlaceTitle: (category, place) =>
      `${category} à ${place} – comparez les pros locaux | LuxPro`,
    directoryCategoryPlaceDescription: (category, place) =>
      `Prestataires (${category.toLowerCase()}) les plus proches de ${place} en premier, avec notes, badges vérifiés, prix et avis. Demandez des devis gratuits sur LuxPro.`,
    home: 'Accueil',
    directory: 'Annuaire',
  },
  de: {
    providerTitle: (name, category, locality) => `${name} – ${category} in ${locality} | LuxPro`,
    directoryCategoryTitle: (category) => `${category} in Luxemburg – lokale Profis vergleichen | LuxPro`,
    directoryCategoryDescription: (category, count) =>
      `${count} Anbieter (${category}) in Luxemburg mit Bewertungen, geprüften Abzeichen, Preisen und Rezensionen. Kostenlose Angebote auf LuxPro anfordern.`,
    directoryCategoryPlaceTitle: (category, place) =>
      `${category} in ${place} – lokale Profis vergleichen | LuxPro`,
    directoryCategoryPlaceDescription: (category, place) =>
      `Anbieter (${category}) nahe ${place} zuerst, mit Bewertungen, geprüften Abzeichen, Preisen und Rezensionen. Kostenlose Angebote auf LuxPro anfordern.`,
    home: 'Startseite',
    directory: 'Verzeichnis',
  },
}
