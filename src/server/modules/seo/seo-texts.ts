import type { UiLanguage } from '@shared/i18n/languages'

/**
 * Server-rendered titles and descriptions. A category page's title is the app's own
 * (`directory:metaTitleCategory[In]`, through the server's translator), so the tab keeps it once the app runs.
 */
export const SEO_TEXTS: Record<
  UiLanguage,
  {
    providerTitle: (name: string, category: string, locality: string) => string
    directoryCategoryDescription: (category: string, count: number) => string
    directoryCategoryPlaceDescription: (category: string, place: string) => string
    /** The breadcrumb's first two steps. */
    home: string
    directory: string
  }
> = {
  en: {
    providerTitle: (name, category, locality) => `${name} – ${category} in ${locality} | LuxPro`,
    directoryCategoryDescription: (category, count) =>
      `${count} ${category.toLowerCase()} providers in Luxembourg with ratings, verified badges, prices and reviews. Request free quotes on LuxPro.`,
    directoryCategoryPlaceDescription: (category, place) =>
      `${category} providers nearest to ${place} first, with ratings, verified badges, prices and reviews. Request free quotes on LuxPro.`,
    home: 'Home',
    directory: 'Directory',
  },
  fr: {
    providerTitle: (name, category, locality) => `${name} – ${category} à ${locality} | LuxPro`,
    directoryCategoryDescription: (category, count) =>
      `${count} prestataires (${category.toLowerCase()}) au Luxembourg avec notes, badges vérifiés, prix et avis. Demandez des devis gratuits sur LuxPro.`,
    directoryCategoryPlaceDescription: (category, place) =>
      `Prestataires (${category.toLowerCase()}) les plus proches de ${place} en premier, avec notes, badges vérifiés, prix et avis. Demandez des devis gratuits sur LuxPro.`,
    home: 'Accueil',
    directory: 'Annuaire',
  },
  de: {
    providerTitle: (name, category, locality) => `${name} – ${category} in ${locality} | LuxPro`,
    directoryCategoryDescription: (category, count) =>
      `${count} Anbieter (${category}) in Luxemburg mit Bewertungen, geprüften Abzeichen, Preisen und Rezensionen. Kostenlose Angebote auf LuxPro anfordern.`,
    directoryCategoryPlaceDescription: (category, place) =>
      `Anbieter (${category}) nahe ${place} zuerst, mit Bewertungen, geprüften Abzeichen, Preisen und Rezensionen. Kostenlose Angebote auf LuxPro anfordern.`,
    home: 'Startseite',
    directory: 'Verzeichnis',
  },
}
