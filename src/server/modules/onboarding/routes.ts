import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { errorResponses, fileResponse } from '@server/http/response-schemas'
import { storedFileName } from '@server/modules/files/file-name'
import { type AcceptedTypes, acceptUploads, receiveUpload } from '@server/modules/files/upload'
import { ownedProviderId } from '@server/modules/workspace/owned-provider'
import { workspaceContract } from '@shared/api/workspace-contract'
import { OnboardingDocumentKindSchema } from '@shared/onboarding/onboarding-schemas'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listingOverview } from './listing-stats'
import { onboardingOf, publishIfReady, readDocument, saveDocument, setServiceRadius } from './onboarding'

const LOGO_TYPES = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/webp': 'image/webp',
} as const
const INSURANCE_TYPES = { 'application/pdf': 'application/pdf', ...LOGO_TYPES } as const
const ACCEPTED: Record<'logo' | 'insurance' | 'rcs_extract' | 'permit', AcceptedTypes<string>> = {
  logo: LOGO_TYPES,
  insurance: INSURANCE_TYPES,
  rcs_extract: INSURANCE_TYPES,
  permit: INSURANCE_TYPES,
}

/** The form has no other field than the file. */
const DocumentFieldsSchema = z.object({})

/**
 * An approved partner's onboarding: the checklist that publishes the listing, the logo
 * and insurance certificate, the service radius, and the overview of what leads bring.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  await acceptUploads(app)

  const providerOf = async (request: FastifyRequest) => {
    const id = await ownedProviderId(db(), callerOf(request).userId)
    if (id === null) throw new DomainError('no_provider_listing', 404)
    return id
  }
  /** After a change: publish when it completed the checklist; the directory shows it at once. */
  const settle = async (providerId: number) => {
    const state = await onboardingOf(db(), providerId)
    if (state.ready && !state.published && state.fromApplication && (await publishIfReady(db(), providerId)))
      app.searchCache.clear()
    return onboardingOf(db(), providerId)
  }

  serveOperation(app, workspaceContract.onboarding, async (request) =>
    onboardingOf(db(), await providerOf(request)),
  )

  serveOperation(app, workspaceContract.publish, async (request) => {
    const providerId = await providerOf(request)
    if (await publishIfReady(db(), providerId)) app.searchCache.clear()
    return onboardingOf(db(), providerId)
  })

  serveOperation(app, workspaceContract.setServiceRadius, async (request) => {
    const providerId = await providerOf(request)
    await setServiceRadius(db(), providerId, request.body.km)
    app.searchCache.clear()
    return settle(providerId)
  })

  serveOperation(app, workspaceContract.uploadDocument, async (request) => {
    const providerId = await providerOf(request)
    const { kind } = request.params
    const { file } = await receiveUpload(request, DocumentFieldsSchema, ACCEPTED[kind])
    const fileName = storedFileName(file.fileName, kind)
    if (fileName === null) throw new DomainError('file_name_invalid', 400)
    await saveDocument(db(), providerId, { kind, fileName, mimeType: file.type, bytes: file.bytes })
    // A replaced trust document takes its badge along until it is reviewed again; a logo shows on
    // the listing's cards and profile.
    app.searchCache.clear()
    return settle(providerId)
  })

  app.get(
    '/api/provider/onboarding/documents/:kind',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['onboarding'],
        summary: 'Download my logo or one of my documents',
        params: OnboardingDocumentKindSchema,
        response: {
          200: fileResponse('The document', Object.keys(INSURANCE_TYPES)),
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const row = await readDocument(db(), await providerOf(request), request.params.kind)
      return reply
        .header('content-type', row.mimeType)
        .header('content-disposition', `attachment; filename="${encodeURIComponent(row.fileName)}"`)
        .header('cache-control', 'private, no-store')
        .send(row.bytes)
    },
  )

  serveOperation(app, workspaceContract.overview, async (request) =>
    listingOverview(db(), await providerOf(request), request.query.days),
  )
}
