import { ChatSessionIdSchema } from '@shared/assistant/chat-schemas'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { RowIdParamSchema } from '@shared/http/row-id'
import { z } from 'zod'
import { ProjectEstimateSchema } from './project-estimate'
import { CreateQuoteRequestsSchema, ProjectInputSchema } from './quote-request-schemas'

/** A project kept for a new account until its email is confirmed and it is sent or discarded. */
export const PENDING_PROJECT_DAYS = 7

/**
 * What a visitor registering inside the request form or the chat asks us to keep (sign-up body
 * `pendingProject`): the form's project as typed, or the chat's conversation (the server reads the
 * project and the estimate from it, never from the client).
 */
export const PendingProjectInputSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('form'),
    providerIds: CreateQuoteRequestsSchema.shape.providerIds,
    project: ProjectInputSchema,
  }),
  z.object({
    source: z.literal('chat'),
    sessionId: ChatSessionIdSchema,
    providerIds: CreateQuoteRequestsSchema.shape.providerIds,
  }),
])
export type PendingProjectInput = z.input<typeof PendingProjectInputSchema>

/** GET /api/pending-project: the caller's project waiting to be sent, or null. */
export const PendingProjectSchema = z.object({
  id: z.number(),
  project: z.object({
    /** Null: the assistant names it from its trade and place (drawn in the reader's language). */
    name: z.string().nullish(),
    category: z.enum(CATEGORY_SLUGS),
    description: z.string(),
    location: z.string(),
    budgetLow: z.number().nullable(),
    budgetHigh: z.number().nullable(),
    timeline: z.string().nullable(),
  }),
  estimate: ProjectEstimateSchema.nullable(),
  providers: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() })),
  expiresAt: z.string(),
})
export type PendingProject = z.infer<typeof PendingProjectSchema>
export const PendingProjectResponseSchema = z.object({ pending: PendingProjectSchema.nullable() })
export const PendingProjectParamsSchema = z.object({ id: RowIdParamSchema })
