import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { ASSISTANT_LANGUAGES } from '@shared/i18n/languages'
import { z } from 'zod'

/** The admins' list of requests the assistant could not match (product §2 /admin/unmatched-requests). */
export const UNMATCHED_PAGE_SIZE = 20

export const UnmatchedRequestsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Pages start at 1.').max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, 'Ask for at most 100 requests per page.')
    .default(UNMATCHED_PAGE_SIZE),
  category: z.enum(CATEGORY_SLUGS, 'Unknown category.').optional(),
})
export type UnmatchedRequestsQuery = z.infer<typeof UnmatchedRequestsQuerySchema>

export const UnmatchedRequestSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The customer's own words. */
  text: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  locality: z.string(),
  commune: z.string(),
  /** The language of the conversation. */
  language: z.enum(ASSISTANT_LANGUAGES),
  /** The project an admin sent it as, to providers picked by hand. */
  assignedProjectId: z.number().int().nullable(),
})
export type UnmatchedRequest = z.infer<typeof UnmatchedRequestSchema>

export const UnmatchedRequestsSchema = z.object({
  items: z.array(UnmatchedRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type UnmatchedRequests = z.infer<typeof UnmatchedRequestsSchema>
