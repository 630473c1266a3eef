import { type CategorySlug, categoryName } from '@shared/catalog/categories'
import type { UiLanguage } from '@shared/i18n/languages'

const IN_PLACE: Record<UiLanguage, (category: string, locality: string) => string> = {
  en: (category, locality) => `${category} in ${locality}`,
  fr: (category, locality) => `${category} à ${locality}`,
  de: (category, locality) => `${category} in ${locality}`,
}

/**
 * What an email calls a project: its category in the reader's language and its place ("Plomberie à
 * Strassen"). The project's own name is the customer's words, in the customer's language, so it is
 * never what the other side reads in a subject.
 */
export function jobTitle(job: { category: CategorySlug; locality: string }, language: UiLanguage): string {
  return IN_PLACE[language](categoryName(job.category, language), job.locality)
}
