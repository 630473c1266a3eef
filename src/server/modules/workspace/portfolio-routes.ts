import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { acceptUploads, receiveUpload } from '@server/modules/files/upload'
import { workspaceContract } from '@shared/api/workspace-contract'
import { PortfolioCaptionSchema } from '@shared/workspace/workspace-schemas'
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

  serveOperation(app, workspaceContract.portfolio, async (request, reply) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    reply.header('cache-control', 'no-store')
    return { items: await listPortfolio(db(), providerId) }
  })

  serveOperation(app, workspaceContract.addPortfolioImage, async (request, reply) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    const { fields, file } = await receiveUpload(request, PortfolioCaptionSchema, PORTFOLIO_UPLOAD_TYPES)
    const created = await addPortfolioItem(db(), files, providerId, {
      caption: fields.caption,
      bytes: file.bytes,
    })
    app.recentWork.clear()
    return reply.code(201).send(created)
  })

  serveOperation(app, workspaceContract.updateCaption, async (request) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    const updated = await updateCaption(db(), providerId, request.params.id, request.body.caption)
    if (!updated) throw new DomainError('not_found', 404)
    app.recentWork.clear()
    return updated
  })

  serveOperation(app, workspaceContract.removePortfolioImage, async (request) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    if (!(await deletePortfolioItem(db(), files, providerId, request.params.id)))
      throw new DomainError('not_found', 404)
    app.recentWork.clear()
    return { items: await listPortfolio(db(), providerId) }
  })
}
