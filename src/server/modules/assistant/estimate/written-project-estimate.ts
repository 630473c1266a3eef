import { detectLanguage } from '@server/modules/assistant/understanding/language'
import { readQuantities } from '@server/modules/assistant/understanding/quantities'
import { tokenize } from '@server/modules/assistant/understanding/text'
import { readUrgency } from '@server/modules/assistant/understanding/urgency'
import { recognizeJob } from '@server/modules/pricing/jobs/recognize-job'
import type { CategorySlug } from '@shared/catalog/categories'
import type { ProjectEstimate } from '@shared/quotes/project-estimate'
import { estimate } from './estimate'
import { pricedQuantities } from './priced-quantities'

/**
 * The chat's estimate for a project written in a form: the same estimator, fed with what the
 * description says (the catalogue job it describes, its quantities, whether it is urgent). The category was chosen, not guessed, and
 * the form requires a place, so neither lowers the confidence.
 */
export function estimateWrittenProject(job: {
  category: CategorySlug
  description: string
}): ProjectEstimate {
  const tokens = tokenize(job.description)
  const urgency = readUrgency(tokens, detectLanguage(job.description, tokens))
  const result = estimate({
    category: job.category,
    quantities: pricedQuantities(readQuantities(job.description)),
    urgency: urgency === 'urgent' ? 'urgent' : 'normal',
    place: { locality: '' },
    job: recognizeJob(job.description, job.category)?.slug ?? null,
    // The figures do not depend on the language; only the basis lines, which are not kept.
    language: 'en',
  })
  return {
    low: result.low,
    high: result.high,
    unit: result.unit,
    confidence: result.confidence,
    quantity: result.quantity,
  }
}
