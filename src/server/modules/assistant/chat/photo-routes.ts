import { resolveCaller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { errorResponses, fileResponse } from '@server/http/response-schemas'
import { sendStoredFile } from '@server/modules/files/send-stored-file'
import { openStoredImage } from '@server/modules/files/stored-image'
import { acceptUploads, receiveUpload } from '@server/modules/files/upload'
import { PHOTO_UPLOAD_TYPES } from '@server/modules/quotes/photo-routes'
import {
  chatPhotos,
  findChatPhoto,
  removeChatPhotos,
  uploadChatPhoto,
} from '@server/modules/quotes/project-photos'
import { assistantContract, ChatPhotoIdParamsSchema } from '@shared/api/assistant-contract'
import { IMAGE_VARIANT_TYPES, ImageVariantQuerySchema } from '@shared/images/responsive-image'
import { PROJECT_PHOTO_TYPES } from '@shared/quotes/project-photos'
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

  serveOperation(
    app,
    assistantContract.addPhoto,
    async (request, reply) => {
      const found = await opened(request, request.params.token)
      if (!found) throw new DomainError('not_found', 404)
      if (found.session.state === 'quotes_sent') throw new DomainError('illegal_transition', 409)
      const { file } = await receiveUpload(request, z.object({}), PHOTO_UPLOAD_TYPES)
      const uploaded = await uploadChatPhoto(db(), files, found.session.id, found.uploader, file.bytes)
      return reply.code(201).send(uploaded)
    },
    { config: { rateLimit } },
  )

  serveOperation(
    app,
    assistantContract.photos,
    async (request, reply) => {
      const found = await opened(request, request.params.token)
      if (!found) throw new DomainError('not_found', 404)
      reply.header('cache-control', 'no-store')
      const rows = await chatPhotos(db(), found.session.id, found.uploader)
      return { photos: rows.map((row) => ({ id: row.id, url: chatPhotoUrl(found.session.id, row.id) })) }
    },
    { config: { rateLimit } },
  )

  app.get(
    '/api/public/chat/:token/photos/:photoId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['assistant'],
        summary: 'A photo added to the conversation, not sent yet; ?v=webp-640 for a resized copy',
        params: ChatPhotoIdParamsSchema,
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
      return sendStoredFile(reply, file, { cacheControl: 'private, no-store' })
    },
  )

  serveOperation(
    app,
    assistantContract.removePhoto,
    async (request, reply) => {
      const found = await opened(request, request.params.token)
      const removed =
        found &&
        (await removeChatPhotos(db(), files, found.session.id, found.uploader, request.params.photoId))
      if (!removed) throw new DomainError('not_found', 404)
      return reply.code(204).send(null)
    },
    { config: { rateLimit } },
  )
}
