import { serveOperation } from '@server/http/operation-route'
import { partnersContract } from '@shared/api/partners-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { draftByToken, saveStep, startApplication, submitApplication } from './application-drafts'
import { emailApplicant } from './application-emails'
import { answerQuestion, questionByToken } from './application-review'
import { draftView } from './application-rows'

/** Applications are public: limited per IP on top of the global limit (no one applies 20 times a minute). */
const WRITE_LIMIT = { max: 20, timeWindow: '1 minute' }

/**
 * The partner application (product §2 "Provider application"): a draft saved step by
 * step, reachable with the link emailed when it starts, then submitted; and the applicant's answer
 * to a reviewer's question. The link's token is the only key: no account is needed to apply.
 * Starting and submitting answer alike whether or not the email address has applied before.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ mailer: app.mailer, publicUrl: app.deps.config.PUBLIC_URL, log: app.log })
  const db = () => app.deps.database.db

  serveOperation(
    app,
    partnersContract.start,
    async (request, reply) => {
      const { token, row, duplicateOf } = await startApplication(db(), request.body)
      if (duplicateOf) await emailApplicant(deps(), duplicateOf, 'partner-duplicate', { path: '/auth' })
      else
        await emailApplicant(deps(), row, 'partner-draft', {
          path: '/partners/apply',
          params: { draft: token },
        })
      return reply.code(201).send({ token, draft: draftView(row) })
    },
    { config: { rateLimit: WRITE_LIMIT } },
  )

  serveOperation(app, partnersContract.draft, async (request) =>
    draftView(await draftByToken(db(), request.query.token)),
  )

  serveOperation(
    app,
    partnersContract.saveStep,
    async (request) => draftView(await saveStep(db(), request.query.token, request.body)),
    { config: { rateLimit: WRITE_LIMIT } },
  )

  serveOperation(
    app,
    partnersContract.submit,
    async (request) => {
      const { row, duplicateOf } = await submitApplication(db(), request.query.token)
      if (duplicateOf) await emailApplicant(deps(), duplicateOf, 'partner-duplicate', { path: '/auth' })
      else await emailApplicant(deps(), row, 'partner-received', { path: '/how-it-works#providers' })
      return {
        reference: row.reference,
        status: row.status,
        tier: row.tier,
        reviewDueAt: (row.reviewDueAt ?? new Date()).toISOString(),
        email: row.email,
      }
    },
    { config: { rateLimit: WRITE_LIMIT } },
  )

  serveOperation(app, partnersContract.question, async (request) =>
    questionByToken(db(), request.query.token),
  )

  serveOperation(
    app,
    partnersContract.answer,
    async (request) => {
      await answerQuestion(db(), request.query.token, request.body.answer)
      return questionByToken(db(), request.query.token)
    },
    { config: { rateLimit: WRITE_LIMIT } },
  )
}
