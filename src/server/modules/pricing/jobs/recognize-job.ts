import type { CategorySlug } from '@shared/catalog/categories'
import { fold } from '@shared/text/fold'
import { JOB_CATALOGUE } from './job-catalogue'
import type { JobDefinition } from './job-model'

/** The catalogue by slug, and each category's jobs in catalogue order. */
export const JOBS_BY_SLUG: ReadonlyMap<string, JobDefinition> = new Map(
  JOB_CATALOGUE.map((job) => [job.slug, job]),
)
const JOBS_BY_CATEGORY = new Map<CategorySlug, JobDefinition[]>()
for (const job of JOB_CATALOGUE) {
  const list = JOBS_BY_CATEGORY.get(job.category) ?? []
  list.push(job)
  JOBS_BY_CATEGORY.set(job.category, list)
}

export function jobBySlug(slug: string | null | undefined): JobDefinition | null {
  return slug ? (JOBS_BY_SLUG.get(slug) ?? null) : null
}

/** How well a job's patterns fit the folded text: 0 unless all match; more patterns, then longer matches, win. */
function fitOf(job: JobDefinition, folded: string): number {
  if (job.exclude?.test(folded)) return 0
  let matched = 0
  for (const pattern of job.match) {
    const found = pattern.exec(folded)
    if (!found) return 0
    matched += found[0].length
  }
  return job.match.length * 1000 + matched
}

/**
 * The catalogue job a text asks for within a category (the customer's description, or a provider's
 * service name), or null when none fits: the estimate then falls back on the category's rates.
 * Only the category's jobs are tried, so a word shared by two trades cannot pull the job elsewhere.
 */
export function recognizeJob(text: string, category: CategorySlug): JobDefinition | null {
  const folded = fold(text)
  let best: JobDefinition | null = null
  let bestFit = 0
  for (const job of JOBS_BY_CATEGORY.get(category) ?? []) {
    const score = fitOf(job, folded)
    if (score > bestFit) {
      best = job
      bestFit = score
    }
  }
  return best
}
