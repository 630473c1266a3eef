import type { Database } from '@server/db/client'
import { project, review } from '@server/db/schema/index'
import type { CategorySlug } from '@shared/catalog/categories'
import { ASSISTANT_LANGUAGES, type AssistantLanguage, isAssistantLanguage } from '@shared/i18n/languages'
import { normalizeText } from '@shared/text/normalize'
import { desc, eq, isNull, not } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { placeName } from './chat/capital-city'
import { categoryName } from './chat/quick-replies'
import { writtenLanguage } from './understanding/written-language'

const BACKFILL_INTERVAL_MS = 5 * 60 * 1000
const BATCH = 500

/** How titles were made before they were drawn per reader: "{trade} {in} {place}" per language, or "{trade} — {place}". */
const IN: Record<AssistantLanguage, string> = {
  en: 'in',
  fr: 'à',
  de: 'in',
  lb: 'zu',
  pt: 'em',
  it: 'a',
  es: 'en',
}

/**
 * Whether a stored project name is one the assistant, the short form or an admin's assignment
 * made from the trade and the place, in any language: such a project is then titled per reader.
 */
export function isGeneratedTitle(
  name: string,
  job: { category: CategorySlug; locality: string; commune: string },
) {
  const wanted = normalizeText(name)
  for (const language of ASSISTANT_LANGUAGES) {
    const trade = categoryName(job.category, language)
    const places = new Set([
      job.locality,
      placeName(job, language, false),
      placeName({ ...job, quarter: job.locality }, language, false),
    ])
    for (const place of places)
      for (const title of [`${trade} ${IN[language]} ${place}`, `${trade} — ${place}`])
        if (normalizeText(title) === wanted) return true
  }
  return false
}

/**
 * Rows written before the writer's language was stored: each review's language detected from its
 * text (the page's language it was stored with when its words say none), each project's from its
 * description, and a project name made from its trade and place dropped (its title is then drawn).
 * Returns how many rows it settled.
 */
export async function backfillWrittenLanguages(db: Database): Promise<number> {
  const reviews = await db
    .select({ id: review.id, text: review.text, language: review.language })
    .from(review)
    .where(not(review.languageDetected))
    .orderBy(desc(review.id))
    .limit(BATCH)
  for (const row of reviews) {
    const fallback = isAssistantLanguage(row.language) ? row.language : 'en'
    await db
      .update(review)
      .set({ language: writtenLanguage(row.text, fallback), languageDetected: true })
      .where(eq(review.id, row.id))
  }
  const projects = await db
    .select()
    .from(project)
    .where(isNull(project.language))
    .orderBy(desc(project.id))
    .limit(BATCH)
  for (const row of projects) {
    const generated = row.name !== null && isGeneratedTitle(row.name, row)
    await db
      .update(project)
      .set({ language: writtenLanguage(row.description), ...(generated ? { name: null } : {}) })
      .where(eq(project.id, row.id))
  }
  return reviews.length + projects.length
}

/** Runs the backfill through the job runner: once across instances, until nothing is left. */
export function scheduleWrittenLanguageBackfill(app: Pick<FastifyInstance, 'jobs'>) {
  app.jobs.schedule({
    name: 'written-language-backfill',
    everyMs: BACKFILL_INTERVAL_MS,
    async run({ db, log }) {
      const count = await backfillWrittenLanguages(db)
      if (count > 0) log.info({ count }, 'written languages detected on older reviews and projects')
    },
  })
}
