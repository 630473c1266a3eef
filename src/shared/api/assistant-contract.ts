import {
  ChatPhotoParamsSchema,
  ChatPhotosSchema,
  ChatReplySchema,
  ChatRequestSchema,
  SendChatQuotesSchema,
} from '@shared/assistant/chat-schemas'
import { RowIdParamSchema } from '@shared/http/row-id'
import { UploadedProjectPhotoSchema } from '@shared/quotes/project-photos'
import { z } from 'zod'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

const CHAT_ERRORS = errorResponses(400, 403, 404, 409, 413, 415, 429, 503)
/** A photo of the conversation: its token and the photo's id. */
export const ChatPhotoIdParamsSchema = ChatPhotoParamsSchema.extend({ photoId: RowIdParamSchema })

/** The project assistant's conversation and the photos added to it (ADR 078). */
export const assistantContract = {
  /**
   * One conversation handler under two paths (product §7's adaptive handler): the web uses `chat`
   * when it may have a session or names a provider, `publicChat` otherwise.
   */
  publicChat: defineOperation({
    method: 'POST',
    path: '/api/public/chat',
    access: 'public',
    tags: ['assistant'],
    summary: 'Talk to the project assistant (signed in or not; sending quotes asks to sign in)',
    body: ChatRequestSchema,
    responses: { 200: ChatReplySchema, ...CHAT_ERRORS },
  }),
  chat: defineOperation({
    method: 'POST',
    path: '/api/chat',
    access: 'public',
    tags: ['assistant'],
    summary: 'The same conversation under the path a client with a session uses',
    body: ChatRequestSchema,
    responses: { 200: ChatReplySchema, ...CHAT_ERRORS },
  }),
  sendQuotes: defineOperation({
    method: 'POST',
    path: '/api/chat/quotes',
    access: 'customer',
    tags: ['assistant'],
    summary: 'Send the conversation’s project to some of the proposed providers (one credit)',
    body: SendChatQuotesSchema,
    responses: { 200: ChatReplySchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
  }),
  addPhoto: defineOperation({
    method: 'POST',
    path: '/api/public/chat/:token/photos',
    access: 'public',
    tags: ['assistant'],
    summary:
      'Add a photo of the job to the conversation before sending it (multipart: file; JPEG, PNG or WebP, ≤ 10 MB; at most 5); stored without its metadata',
    consumes: ['multipart/form-data'],
    params: ChatPhotoParamsSchema,
    responses: { 201: UploadedProjectPhotoSchema, ...errorResponses(400, 404, 409, 413, 415, 429, 503, 507) },
  }),
  photos: defineOperation({
    method: 'GET',
    path: '/api/public/chat/:token/photos',
    access: 'public',
    tags: ['assistant'],
    summary: 'The photos added to the conversation, not sent yet',
    params: ChatPhotoParamsSchema,
    responses: { 200: ChatPhotosSchema, ...errorResponses(400, 404, 429, 503) },
  }),
  removePhoto: defineOperation({
    method: 'DELETE',
    path: '/api/public/chat/:token/photos/:photoId',
    access: 'public',
    tags: ['assistant'],
    summary: 'Take back a photo added to the conversation, before sending',
    params: ChatPhotoIdParamsSchema,
    responses: { 204: z.null(), ...errorResponses(400, 404, 429, 503) },
  }),
}
