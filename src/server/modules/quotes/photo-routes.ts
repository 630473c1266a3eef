import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { sendStoredFile } from '@server/modules/files/send-stored-file'
import { openStoredImage } from '@server/modules/files/stored-image'
import { type AcceptedTypes, acceptUploads, receiveUpload } from '@server/modules/files/upload'
import { quotesContract } from '@shared/api/quotes-contract'
import { PROJECT_PHOTO_TYPES } from '@shared/quotes/project-photos'
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

  serveOperation(app, quotesContract.addPhoto, async (request, reply) => {
    const { file } = await receiveUpload(request, z.object({}), PHOTO_UPLOAD_TYPES)
    const uploaded = await uploadProjectPhoto(db(), files, callerOf(request).userId, file.bytes)
    return reply.code(201).send(uploaded)
  })

  serveOperation(app, quotesContract.removePhoto, async (request, reply) => {
    if (!(await deleteUnsentPhoto(db(), files, callerOf(request).userId, request.params.id)))
      throw new DomainError('not_found', 404)
    return reply.code(204).send(null)
  })

  serveOperation(app, quotesContract.photo, async (request, reply) => {
    const found = await open(request, request.params.id, request.query.token, [
      'customer',
      'provider',
      'admin',
    ])
    if (!found) throw new DomainError('quote_request_unavailable', 404)
    const photo = await findProjectPhoto(db(), found.context.project.id, request.params.photoId)
    const file = photo && (await openStoredImage(files, 'project-photos', photo, request.query.v))
    if (!file) throw new DomainError('not_found', 404)
    return sendStoredFile(reply, file, { cacheControl: 'private, max-age=3600' })
  })

  app.jobs.schedule({
    name: 'unsent-photo-purge',
    everyMs: HOUR_MS,
    async run({ db: jobDb, log }) {
      const count = await purgeUnsentPhotos(jobDb, files)
      if (count > 0) log.info({ count }, 'unsent project photos removed')
    },
  })
}
