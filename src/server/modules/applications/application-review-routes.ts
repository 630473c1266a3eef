import { callerOf } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { serveAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import { VAT_CHECK_JOB } from '@server/modules/verification/vat-check'
import { adminApplicationsContract } from '@shared/api/admin-applications-contract'
import type { FastifyRequest } from 'fastify'
import { approveApplication } from './application-approval'
import { emailApplicant } from './application-emails'
import {
  addNote,
  applicationDetail,
  declineApplication,
  listQueue,
  queueCounts,
  type Reviewer,
  requestInfo,
  startReview,
} from './application-review'

const reviewerOf = (request: FastifyRequest): Reviewer => {
  const caller = callerOf(request)
  return { userId: caller.userId, name: caller.name, actor: actorOf(request) }
}

/**
 * The admins' review queue (/admin/applications): the 48-hour clock, the checks, notes and the
 * decisions. Every decision is one transaction with its event (who, when) and its audit entry; its
 * email follows.
 */
export const applicationReviewAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  const deps = () => ({ mailer: app.mailer, publicUrl: app.deps.config.PUBLIC_URL, log: app.log })

  return [
    ...serveAdminResource(adminApplicationsContract.applications, {
      list: listQueue,
      detail: (database, id) => applicationDetail(database, id),
    }),
    adminRoute(adminApplicationsContract.counts, async () => queueCounts(db())),
    adminRoute(adminApplicationsContract.startReview, async (request) => {
      await startReview(db(), request.params.id, reviewerOf(request))
      return applicationDetail(db(), request.params.id)
    }),
    adminRoute(adminApplicationsContract.addNote, async (request) => {
      await addNote(db(), request.params.id, reviewerOf(request), request.body.note)
      return applicationDetail(db(), request.params.id)
    }),
    adminRoute(adminApplicationsContract.requestInfo, async (request) => {
      const { row, token } = await requestInfo(
        db(),
        request.params.id,
        reviewerOf(request),
        request.body.question,
      )
      await emailApplicant(
        deps(),
        row,
        'partner-info-requested',
        { path: '/partners/apply/answer', params: { token } },
        request.body.question,
      )
      return applicationDetail(db(), request.params.id)
    }),
    adminRoute(adminApplicationsContract.approve, async (request) => {
      const approval = await approveApplication(db(), request.params.id, reviewerOf(request))
      // The new listing's VAT number is asked about in VIES off the request path (when it is on).
      await app.jobs.runSoon(VAT_CHECK_JOB)
      if (approval.setPasswordToken)
        await emailApplicant(deps(), approval.row, 'partner-approved', {
          path: '/auth',
          params: { tab: 'reset', token: approval.setPasswordToken, welcome: '1' },
        })
      else
        await emailApplicant(deps(), approval.row, 'partner-approved-existing', {
          path: '/dashboard/overview',
        })
      return applicationDetail(db(), request.params.id)
    }),
    adminRoute(adminApplicationsContract.decline, async (request) => {
      const row = await declineApplication(db(), request.params.id, reviewerOf(request), request.body.reason)
      await emailApplicant(deps(), row, 'partner-declined', { path: '/contact' }, request.body.reason)
      return applicationDetail(db(), request.params.id)
    }),
  ]
}
