import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { errorResponses } from '@server/http/response-schemas'
import { acceptUploads, receiveUpload } from '@server/modules/files/upload'
import {
  IdParamsSchema,
  PortfolioCaptionSchema,
  PortfolioItemSchema,
  PortfolioListSchema,
} from '@shared/workspace/workspace-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownedProviderId } from './owned-provider'
import { addPortfolioItem, deletePortfolioItem, listPortfolio, updateCaption } from './portfolio'
import { PORTFOLIO_UPLOAD_TYPES } from './portfolio-type'

/** The caller's portfolio: images with captions (JPEG, PNG or WebP by content, ≤ 10 MB). */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const files = app.fileStore
  await acceptUploads(app)
  const myProvider = (userId: string) => ownedProviderId(db(), userId)

  app.get(
    '/api/provider/portfolio',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'My portfolio, oldest first (the gallery order)',
        response: { 200: PortfolioListSchema, ...errorResponses(401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
      reply.header('cache-control', 'no-store')
      return { items: await listPortfolio(db(), providerId) }
    },
  )

  app.post(
    '/api/provider/portfolio',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary:
          'Add an image to my portfolio (multipart: file, caption); stored without its metadata, with resized copies',
        consumes: ['multipart/form-data'],
        response: {
          201: PortfolioItemSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
      const { fields, file } = await receiveUpload(request, PortfolioCaptionSchema, PORTFOLIO_UPLOAD_TYPES)
      const created = await addPortfolioItem(db(), files, providerId, {
        caption: fields.caption,
        bytes: file.bytes,
      })
      app.recentWork.clear()
      return reply.code(201).send(created)
    },
  )

  app.patch(
    '/api/provider/portfolio/:id',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'Change the caption of one of my portfolio images',
        params: IdParamsSchema,
        body: PortfolioCaptionSchema,
        response: { 200: PortfolioItemSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
      const updated = await updateCaption(db(), providerId, request.params.id, request.body.caption)
      if (!updated) throw new DomainError('not_found', 404)
      app.recentWork.clear()
      return updated
    },
  )

  app.delete(
    '/api/provider/portfolio/:id',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'Delete one of my portfolio images (and its file); answers the remaining ones',
        params: IdParamsSchema,
        response: { 200: PortfolioListSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
      if (!(await deletePortfolioItem(db(), files, providerId, request.params.id)))
        throw new DomainError('not_found', 404)
      app.recentWork.clear()
      return { items: await listPortfolio(db(), providerId) }
    },
  )
}
