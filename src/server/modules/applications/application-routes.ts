import { errorResponses } from '@server/http/response-schemas'
import {
  ApplicationAnswerSchema,
  ApplicationDraftSchema,
  ApplicationQuestionSchema,
  ApplicationStartedSchema,
  ApplicationStartSchema,
  ApplicationStepSaveSchema,
  ApplicationSubmittedSchema,
  ApplicationTokenQuerySchema,
} from '@shared/applications/application-schemas'
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

  app.post(
    '/api/public/partner-applications',
    {
      config: { access: 'public', rateLimit: WRITE_LIMIT },
      schema: {
        tags: ['applications'],
        summary: 'Start a partner application with its first step (a draft; its link is emailed)',
        body: ApplicationStartSchema,
        response: { 201: ApplicationStartedSchema, ...errorResponses(400, 413, 415, 429, 503) },
      },
    },
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
  )

  app.get(
    '/api/public/partner-applications/draft',
    {
      config: { access: 'public' },
      schema: {
        tags: ['applications'],
        summary: 'The draft a link opens (for 7 days, until it is submitted)',
        querystring: ApplicationTokenQuerySchema,
        response: { 200: ApplicationDraftSchema, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request) => draftView(await draftByToken(db(), request.query.token)),
  )

  app.put(
    '/api/public/partner-applications/draft',
    {
      config: { access: 'public', rateLimit: WRITE_LIMIT },
      schema: {
        tags: ['applications'],
        summary: 'Save one step of a draft (basic, business or final)',
        querystring: ApplicationTokenQuerySchema,
        body: ApplicationStepSaveSchema,
        response: { 200: ApplicationDraftSchema, ...errorResponses(400, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (request) => draftView(await saveStep(db(), request.query.token, request.body)),
  )

  app.post(
    '/api/public/partner-applications/draft/submit',
    {
      config: { access: 'public', rateLimit: WRITE_LIMIT },
      schema: {
        tags: ['applications'],
        summary: 'Submit a complete draft: the 48-hour review starts and a confirmation is emailed',
        querystring: ApplicationTokenQuerySchema,
        response: { 200: ApplicationSubmittedSchema, ...errorResponses(400, 404, 409, 413, 415, 429, 503) },
      },
    },
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
  )

  app.get(
    '/api/public/partner-applications/question',
    {
      config: { access: 'public' },
      schema: {
        tags: ['applications'],
        summary: "A reviewer's question, as the answer link shows it",
        querystring: ApplicationTokenQuerySchema,
        response: { 200: ApplicationQuestionSchema, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request) => questionByToken(db(), request.query.token),
  )

  app.post(
    '/api/public/partner-applications/answer',
    {
      config: { access: 'public', rateLimit: WRITE_LIMIT },
      schema: {
        tags: ['applications'],
        summary: "Answer a reviewer's question: the review (and its clock) goes on",
        querystring: ApplicationTokenQuerySchema,
        body: ApplicationAnswerSchema,
        response: { 200: ApplicationQuestionSchema, ...errorResponses(400, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      await answerQuestion(db(), request.query.token, request.body.answer)
      return questionByToken(db(), request.query.token)
    },
  )
}
