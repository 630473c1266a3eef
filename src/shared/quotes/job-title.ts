import { CATEGORY_SLUGS, type CategorySlug, categoryName } from '@shared/catalog/categories'
import { dateTimeFormat } from '@shared/format/date-time'
import { placeName } from '@shared/geo/place-names'
import type { UiLanguage } from '@shared/i18n/languages'
import { sharedTranslator } from '@shared/i18n/shared-translator'
import { z } from 'zod'

/**
 * What an email calls a project: its category in the reader's language and its place ("Plomberie à
 * Strassen"). The project's own name is the customer's words, in the customer's language, so it is
 * never what the other side reads in a subject.
 */
export function jobTitle(job: { category: CategorySlug; locality: string }, language: UiLanguage): string {
  return sharedTranslator(language)('jobTitle', {
    category: categoryName(job.category, language),
    locality: placeName(job.locality, language),
  })
}

/**
 * The facts a project's title is made of. `name` is the title the customer typed (shown as typed);
 * null when the assistant named the project: the title is then drawn in the reader's language.
 */
export const ProjectTitleSchema = z.object({
  name: z.string().nullable(),
  category: z.enum(CATEGORY_SLUGS),
  locality: z.string(),
  createdAt: z.string(),
  /** 2, 3… for the customer's second, third… project of the same trade, place and month. */
  titleNumber: z.number().int(),
})
export type ProjectTitleFacts = z.infer<typeof ProjectTitleSchema>

const MONTH = { month: 'long', year: 'numeric', timeZone: 'Europe/Luxembourg' } as const

/**
 * A project's title as `language` reads it: the customer's own title as typed, else the trade, the
 * place and the month it was sent ("Électricité à Mamer, novembre 2026"), numbered from the second
 * such project of the same customer ("… (2)"), so two of them never read the same.
 */
export function projectTitle(
  project: Omit<ProjectTitleFacts, 'createdAt'> & { createdAt: string | Date },
  language: UiLanguage,
): string {
  if (project.name !== null) return project.name
  const month = dateTimeFormat(language, MONTH).format(new Date(project.createdAt))
  const title = `${jobTitle(project, language)}, ${month}`
  return project.titleNumber > 1 ? `${title} (${project.titleNumber})` : title
}
