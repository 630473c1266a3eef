import type { UiLanguage } from '@shared/i18n/languages'

/** Server-rendered titles and descriptions (the client sets the same ones once it runs). */
export const SEO_TEXTS: Record<
  UiLanguage,
  {
    providerTitle: (name: string, category: string, locality: string) => string
    directoryCategoryTitle: (category: string) => string
    directoryCategoryDescription: (category: string, count: number) => string
  }
> = {
  en: {
    providerTitle: (name, category, locality) => `${name} – ${category} in ${locality} | LuxPro`,
    directoryCategoryTitle: (category) => `${category} in Luxembourg – compare local pros | LuxPro`,
    directoryCategoryDescription: (category, count) =>
      `${count} ${category.toLowerCase()} providers in Luxembourg with ratings, verified badges, prices and reviews. Request free quotes on LuxPro.`,
  },
  fr: {
    providerTitle: (name, category, locality) => `${name} – ${category} à ${locality} | LuxPro`,
    directoryCategoryTitle: (category) => `${category} au Luxembourg – comparez les pros locaux | LuxPro`,
    directoryCategoryDescription: (category, count) =>
      `${count} prestataires (${category.toLowerCase()}) au Luxembourg avec notes, badges vérifiés, prix et avis. Demandez des devis gratuits sur LuxPro.`,
  },
  de: {
    providerTitle: (name, category, locality) => `${name} – ${category} in ${locality} | LuxPro`,
    directoryCategoryTitle: (category) => `${category} in Luxemburg – lokale Profis vergleichen | LuxPro`,
    directoryCategoryDescription: (category, count) =>
      `${count} Anbieter (${category}) in Luxemburg mit Bewertungen, geprüften Abzeichen, Preisen und Rezensionen. Kostenlose Angebote auf LuxPro anfordern.`,
  },
}
