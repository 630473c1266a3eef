import { resolveCaller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { errorResponses, fileResponse } from '@server/http/response-schemas'
import { openStoredImage } from '@server/modules/files/stored-image'
import { acceptUploads, receiveUpload } from '@server/modules/files/upload'
import { PHOTO_UPLOAD_TYPES } from '@server/modules/quotes/photo-routes'
import {
  chatPhotos,
  findChatPhoto,
  removeChatPhotos,
  uploadChatPhoto,
} from '@server/modules/quotes/project-photos'
import { ChatPhotoParamsSchema, ChatPhotosSchema } from '@shared/assistant/chat-schemas'
import { RowIdParamSchema } from '@shared/http/row-id'
import { IMAGE_VARIANT_TYPES, ImageVariantQuerySchema } from '@shared/images/responsive-image'
import { PROJECT_PHOTO_TYPES, UploadedProjectPhotoSchema } from '@shared/quotes/project-photos'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { loadSession } from './session-store'

const chatPhotoUrl = (token: string, id: number) =>
  `/api/public/chat/${encodeURIComponent(token)}/photos/${id}`

/**
 * Photos of the job added in the assistant conversation before its project is sent, signed out
 * too: the conversation's id (`:token`, kept out of the logs) is the visitor's key. They go with the
 * project kept at sign-up (pending-projects) and with the project when it is sent (ADR 071).
 */
export const chatPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const files = app.fileStore
  await acceptUploads(app)

  /**
   * The conversation and whose photos the caller handles there: a signed-out visitor's (null) in an
   * anonymous one, or the signed-in account's (the visitor's own after sign-up). Null when it is
   * not theirs, has expired or does not exist: the same 404.
   */
  async function opened(request: FastifyRequest, token: string) {
    const session = await loadSession(db(), token, new Date())
    if (!session) return null
    const caller = await resolveCaller(app.auth, request).catch(() => null)
    if (session.userId && session.userId !== caller?.userId) return null
    return { session, uploader: caller?.userId ?? null }
  }

  const rateLimit = { max: app.deps.config.ASSISTANT_RATE_LIMIT_PER_MIN, timeWindow: '1 minute' }
  const PhotoParamsSchema = ChatPhotoParamsSchema.extend({ photoId: RowIdParamSchema })

  app.post(
    '/api/public/chat/:token/photos',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['assistant'],
        summary:
          'Add a photo of the job to the conversation before sending it (multipart: file; JPEG, PNG or WebP, ≤ 10 MB; at most 5); stored without its metadata',
        consumes: ['multipart/form-data'],
        params: ChatPhotoParamsSchema,
        response: {
          201: UploadedProjectPhotoSchema,
          ...errorResponses(400, 404, 409, 413, 415, 429, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const found = await opened(request, request.params.token)
      if (!found) throw new DomainError('not_found', 404)
      if (found.session.state === 'quotes_sent') throw new DomainError('illegal_transition', 409)
      const { file } = await receiveUpload(request, z.object({}), PHOTO_UPLOAD_TYPES)
      const uploaded = await uploadChatPhoto(db(), files, found.session.id, found.uploader, file.bytes)
      return reply.code(201).send(uploaded)
    },
  )

  app.get(
    '/api/public/chat/:token/photos',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['assistant'],
        summary: 'The photos added to the conversation, not sent yet',
        params: ChatPhotoParamsSchema,
        response: { 200: ChatPhotosSchema, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const found = await opened(request, request.params.token)
      if (!found) throw new DomainError('not_found', 404)
      reply.header('cache-control', 'no-store')
      const rows = await chatPhotos(db(), found.session.id, found.uploader)
      return { photos: rows.map((row) => ({ id: row.id, url: chatPhotoUrl(found.session.id, row.id) })) }
    },
  )

  app.get(
    '/api/public/chat/:token/photos/:photoId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['assistant'],
        summary: 'A photo added to the conversation, not sent yet; ?v=webp-640 for a resized copy',
        params: PhotoParamsSchema,
        querystring: ImageVariantQuerySchema,
        response: {
          200: fileResponse('The photo', [...PROJECT_PHOTO_TYPES, ...Object.values(IMAGE_VARIANT_TYPES)]),
          ...errorResponses(400, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const found = await opened(request, request.params.token)
      const photo =
        found && (await findChatPhoto(db(), found.session.id, found.uploader, request.params.photoId))
      const file = photo && (await openStoredImage(files, 'project-photos', photo, request.query.v))
      if (!file) throw new DomainError('not_found', 404)
      return reply
        .header('content-type', file.type)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.body)
    },
  )

  app.delete(
    '/api/public/chat/:token/photos/:photoId',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['assistant'],
        summary: 'Take back a photo added to the conversation, before sending',
        params: PhotoParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const found = await opened(request, request.params.token)
      const removed =
        found &&
        (await removeChatPhotos(db(), files, found.session.id, found.uploader, request.params.photoId))
      if (!removed) throw new DomainError('not_found', 404)
      return reply.code(204).send(null)
    },
  )
}
