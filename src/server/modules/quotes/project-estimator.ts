import type { CategorySlug } from '@shared/catalog/categories'
import type { ProjectEstimate } from '@shared/quotes/project-estimate'

/**
 * The assistant's estimator for a project written in a form, so the provider reads the range the
 * customer saw. buildApp passes it in: the assistant sends its projects through this module, so this
 * module cannot import the assistant (ADR 013).
 */
export type WrittenProjectEstimator = (job: {
  category: CategorySlug
  description: string
}) => ProjectEstimate

declare module 'fastify' {
  interface FastifyInstance {
    estimateWrittenProject: WrittenProjectEstimator
  }
}
