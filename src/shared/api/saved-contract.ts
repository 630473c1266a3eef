import {
  SavedListSchema,
  SavedMergeInputSchema,
  SavedNoteInputSchema,
  SavedProviderParamsSchema,
  SavedProviderSchema,
} from '@shared/saved/saved-provider-schemas'
import { z } from 'zod'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

/** The customer's saved providers (ADR 078). */
export const savedContract = {
  list: defineOperation({
    method: 'GET',
    path: '/api/saved-providers',
    access: 'customer',
    tags: ['saved'],
    summary: 'My saved providers, newest first, with my notes',
    responses: { 200: SavedListSchema, ...errorResponses(401, 403, 429, 503) },
  }),
  save: defineOperation({
    method: 'PUT',
    path: '/api/saved-providers/:providerId',
    access: 'customer',
    tags: ['saved'],
    summary: 'Save a listed provider (saving it again changes nothing)',
    params: SavedProviderParamsSchema,
    responses: { 200: SavedProviderSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
  }),
  writeNote: defineOperation({
    method: 'PATCH',
    path: '/api/saved-providers/:providerId',
    access: 'customer',
    tags: ['saved'],
    summary: 'Write my private note on a saved provider (empty clears it)',
    params: SavedProviderParamsSchema,
    body: SavedNoteInputSchema,
    responses: { 200: SavedProviderSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/saved-providers/:providerId',
    access: 'customer',
    tags: ['saved'],
    summary: 'Remove a provider from my saved list',
    params: SavedProviderParamsSchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
  }),
  merge: defineOperation({
    method: 'POST',
    path: '/api/saved-providers/merge',
    access: 'customer',
    tags: ['saved'],
    summary:
      'Join the list kept in the browser before sign-in to mine: duplicates and unlisted providers skipped, capped; answers the whole list',
    body: SavedMergeInputSchema,
    responses: { 200: SavedListSchema, ...errorResponses(400, 401, 403, 429, 503) },
  }),
}
