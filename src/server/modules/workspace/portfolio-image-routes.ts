import { resolveCaller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { errorResponses, fileResponse } from '@server/http/response-schemas'
import { sendStoredFile } from '@server/modules/files/send-stored-file'
import { openStoredImage } from '@server/modules/files/stored-image'
import { IMAGE_VARIANT_TYPES, ImageVariantQuerySchema } from '@shared/images/responsive-image'
import { IdParamsSchema, PORTFOLIO_IMAGE_TYPES } from '@shared/workspace/workspace-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { findPortfolioImage } from './portfolio'

/** Images of active listings are public and never change under their id: browsers may keep them a day. */
const PUBLIC_IMAGE_CACHE = 'public, max-age=86400'

/** A portfolio image at its public URL, as the profile's gallery shows it, or one of its resized copies. */
export const portfolioImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const files = app.fileStore

  app.get(
    '/api/public/portfolio/:id/image',
    {
      config: { access: 'public' },
      schema: {
        tags: ['workspace'],
        summary:
          'A portfolio image (of an active listing; its owner and admins also see inactive ones); ?v=webp-640 for a resized copy',
        params: IdParamsSchema,
        querystring: ImageVariantQuerySchema,
        response: {
          200: fileResponse('The image', [...PORTFOLIO_IMAGE_TYPES, ...Object.values(IMAGE_VARIANT_TYPES)]),
          ...errorResponses(400, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const image = await findPortfolioImage(db(), request.params.id)
      if (!image) throw new DomainError('not_found', 404)
      let cache = PUBLIC_IMAGE_CACHE
      if (image.status !== 'active') {
        // A listing taken down shows nothing to the public; its owner still sees their workspace.
        const caller = await resolveCaller(app.auth, request)
        const allowed = caller && (caller.role === 'admin' || caller.userId === image.ownerUserId)
        if (!allowed) throw new DomainError('not_found', 404)
        cache = 'private, no-store'
      }
      const file = await openStoredImage(files, 'portfolio', image, request.query.v)
      if (!file) throw new DomainError('not_found', 404)
      return sendStoredFile(reply, file, { cacheControl: cache })
    },
  )
}
