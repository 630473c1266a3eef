import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { errorResponses, fileResponse } from '@server/http/response-schemas'
import { openStoredImage } from '@server/modules/files/stored-image'
import { type AcceptedTypes, acceptUploads, receiveUpload } from '@server/modules/files/upload'
import { RowIdParamSchema } from '@shared/http/row-id'
import { IMAGE_VARIANT_TYPES, ImageVariantQuerySchema } from '@shared/images/responsive-image'
import { PROJECT_PHOTO_TYPES, UploadedProjectPhotoSchema } from '@shared/quotes/project-photos'
import { QuoteTokenQuerySchema } from '@shared/quotes/quote-request-schemas'
import { IdParamsSchema } from '@shared/workspace/workspace-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { deleteUnsentPhoto, findProjectPhoto, purgeUnsentPhotos, uploadProjectPhoto } from './project-photos'
import { quoteRouteSupport } from './quote-route-support'

type PhotoType = (typeof PROJECT_PHOTO_TYPES)[number]
/** A project photo's accepted types, judged by its bytes. */
export const PHOTO_UPLOAD_TYPES = Object.fromEntries(
  PROJECT_PHOTO_TYPES.map((type) => [type, type]),
) as AcceptedTypes<PhotoType>

const HOUR_MS = 60 * 60 * 1000

/**
 * The customer's photos of a job: uploaded while the request is written, sent with it (photoIds of
 * POST /api/quote-requests), then seen by whoever may open one of the project's requests.
 */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const files = app.fileStore
  const { open } = quoteRouteSupport(app)
  await acceptUploads(app)

  app.post(
    '/api/project-photos',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['quotes'],
        summary:
          'Upload a photo for the project being written (multipart: file; JPEG, PNG or WebP, ≤ 10 MB, ≤ 50 megapixels); stored without its metadata',
        consumes: ['multipart/form-data'],
        response: {
          201: UploadedProjectPhotoSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 429, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const { file } = await receiveUpload(request, z.object({}), PHOTO_UPLOAD_TYPES)
      const uploaded = await uploadProjectPhoto(db(), files, callerOf(request).userId, file.bytes)
      return reply.code(201).send(uploaded)
    },
  )

  app.delete(
    '/api/project-photos/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['quotes'],
        summary: 'Remove a photo I uploaded and have not sent yet',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      if (!(await deleteUnsentPhoto(db(), files, callerOf(request).userId, request.params.id)))
        throw new DomainError('not_found', 404)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/quote-requests/:id/photos/:photoId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['quotes'],
        summary:
          'A photo of the request’s project: for its customer, its provider (signed in or with the email link token), or an admin; ?v=webp-640 for a resized copy',
        params: z.object({ id: RowIdParamSchema, photoId: RowIdParamSchema }),
        querystring: QuoteTokenQuerySchema.extend(ImageVariantQuerySchema.shape),
        response: {
          200: fileResponse('The photo', [...PROJECT_PHOTO_TYPES, ...Object.values(IMAGE_VARIANT_TYPES)]),
          ...errorResponses(400, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const found = await open(request, request.params.id, request.query.token, [
        'customer',
        'provider',
        'admin',
      ])
      if (!found) throw new DomainError('quote_request_unavailable', 404)
      const photo = await findProjectPhoto(db(), found.context.project.id, request.params.photoId)
      const file = photo && (await openStoredImage(files, 'project-photos', photo, request.query.v))
      if (!file) throw new DomainError('not_found', 404)
      return reply
        .header('content-type', file.type)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.body)
    },
  )

  app.jobs.schedule({
    name: 'unsent-photo-purge',
    everyMs: HOUR_MS,
    async run({ db: jobDb, log }) {
      const count = await purgeUnsentPhotos(jobDb, files)
      if (count > 0) log.info({ count }, 'unsent project photos removed')
    },
  })
}
