import { afterStart } from '@server/http/after-start'
import { serveOperation } from '@server/http/operation-route'
import { sendReadyAnswer } from '@server/http/ready-answer'
import { catalogContract } from '@shared/api/catalog-contract'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ReferenceData } from './reference-data'

declare module 'fastify' {
  interface FastifyInstance {
    /** Categories and places, in memory (read after the start, again after a restore); decorated by the app, for every module. */
    referenceData: ReferenceData
  }
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { referenceData } = app
  // Read a moment after the server listens, not before it answers; a request arriving first (or in an
  // app that never listens) reads them, as does the first request after a database that did not answer.
  afterStart(
    app,
    () =>
      void referenceData
        .current()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'reference data not read at start: read on first use'),
        ),
  )

  serveOperation(app, catalogContract.categories, async (request, reply) => {
    const answer = (await referenceData.current()).categoriesAnswer
    return sendReadyAnswer(request, reply as unknown as FastifyReply, answer, 'public, max-age=600')
  })

  serveOperation(app, catalogContract.localities, async (request, reply) => {
    const { localities } = await referenceData.current()
    reply.header('cache-control', 'public, max-age=600')
    return { items: localities.search(request.query.q, request.query.limit) }
  })
}
