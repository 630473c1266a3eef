import type { UiLanguage } from '@shared/i18n/languages'

/**
 * Server-rendered descriptions and breadcrumb steps. Titles are the app's own (`providers:meta.title`,
 * `directory:metaTitleCategory[In]`, through the server's translator), so the tab keeps its title once
 * the app runs.
 */
export const SEO_TEXTS: Record<
  UiLanguage,
  {
    directoryCategoryDescription: (category: string, count: number) => string
    directoryCategoryPlaceDescription: (category: string, place: string) => string
    /** The breadcrumb's first two steps. */
    home: string
    directory: string
  }
> = {
  en: {
    directoryCategoryDescription: (category, count) =>
      `${count} ${category.toLowerCase()} providers in Luxembourg with ratings, verified badges, prices and reviews. Request free quotes on LuxPro.`,
    directoryCategoryPlaceDescription: (category, place) =>
      `${category} providers nearest to ${place} first, with ratings, verified badges, prices and reviews. Request free quotes on LuxPro.`,
    home: 'Home',
    directory: 'Directory',
  },
  fr: {
    directoryCategoryDescription: (category, count) =>
      `${count} prestataires (${category.toLowerCase()}) au Luxembourg avec notes, badges vérifiés, prix et avis. Demandez des devis gratuits sur LuxPro.`,
    directoryCategoryPlaceDescription: (category, place) =>
      `Prestataires (${category.toLowerCase()}) les plus proches de ${place} en premier, avec notes, badges vérifiés, prix et avis. Demandez des devis gratuits sur LuxPro.`,
    home: 'Accueil',
    directory: 'Annuaire',
  },
  de: {
    directoryCategoryDescription: (category, count) =>
      `${count} Anbieter (${category}) in Luxemburg mit Bewertungen, geprüften Abzeichen, Preisen und Rezensionen. Kostenlose Angebote auf LuxPro anfordern.`,
    directoryCategoryPlaceDescription: (category, place) =>
      `Anbieter (${category}) nahe ${place} zuerst, mit Bewertungen, geprüften Abzeichen, Preisen und Rezensionen. Kostenlose Angebote auf LuxPro anfordern.`,
    home: 'Startseite',
    directory: 'Verzeichnis',
  },
}
