import {
  AccessCodeRequestBodySchema,
  AccessCodeRequestResponseSchema,
  AccessStatusSchema,
  AccessValidateBodySchema,
  AccessValidateResponseSchema,
  WaitingListJoinBodySchema,
  WaitingListJoinResponseSchema,
} from '@shared/access/access-schemas'
import { MaintenanceStateSchema } from '@shared/admin/settings-schemas'
import { RowIdParamSchema } from '@shared/http/row-id'
import { LandingVersionQuerySchema, LandingVersionSchema } from '@shared/landing/landing-version-schemas'
import {
  MarkNotificationsReadSchema,
  NotificationListSchema,
  QuoteTokenQuerySchema,
} from '@shared/quotes/quote-request-schemas'
import { TranslationRequestSchema, TranslationSchema } from '@shared/translations/translation-schemas'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

/** Maintenance, notifications, the landing version, translations and the early-access gate (ADR 078). */
export const siteContract = {
  maintenance: defineOperation({
    method: 'GET',
    path: '/api/public/maintenance',
    access: 'public',
    tags: ['system'],
    summary: 'Whether LuxPro is in maintenance, with its message and announced end',
    responses: { 200: MaintenanceStateSchema },
  }),
  notifications: defineOperation({
    method: 'GET',
    path: '/api/notifications',
    access: 'signedIn',
    tags: ['notifications'],
    summary: 'My latest notifications and how many are unread',
    responses: { 200: NotificationListSchema },
  }),
  markRead: defineOperation({
    method: 'POST',
    path: '/api/notifications/read',
    access: 'signedIn',
    tags: ['notifications'],
    summary: 'Mark my notifications read (the given ids, or all)',
    body: MarkNotificationsReadSchema,
    responses: { 200: NotificationListSchema },
  }),
  landingVersion: defineOperation({
    method: 'GET',
    path: '/api/public/landing-version',
    access: 'public',
    tags: ['landing'],
    summary: 'The landing version this visitor sees (?v=A|B forces and keeps one; a first-party cookie)',
    query: LandingVersionQuerySchema,
    responses: { 200: LandingVersionSchema, ...errorResponses(400, 429, 503) },
  }),
  translate: defineOperation({
    method: 'POST',
    path: '/api/translations',
    access: 'public',
    tags: ['translations'],
    summary:
      'Machine-translate one text the caller may read (a lead’s description, a message of a request, a review) into the caller’s language; 404 when translation is off on this site',
    // From a provider's email link: the request it opens, for the early-access gate only.
    query: QuoteTokenQuerySchema.extend({ request: RowIdParamSchema.optional() }),
    body: TranslationRequestSchema,
    responses: { 200: TranslationSchema, ...errorResponses(400, 404, 413, 415, 429, 502, 503) },
  }),
  requestAccessCode: defineOperation({
    method: 'POST',
    path: '/api/access/request-code',
    access: 'public',
    tags: ['access'],
    summary:
      'Email an access code (one use, one hour) to this address, in the given language; refused (409) while requests join the waiting list',
    body: AccessCodeRequestBodySchema,
    responses: { 200: AccessCodeRequestResponseSchema, ...errorResponses(400, 409, 413, 415, 429, 503) },
  }),
  joinWaitingList: defineOperation({
    method: 'POST',
    path: '/api/access/waiting-list',
    access: 'public',
    tags: ['access'],
    summary:
      'Join the early-access waiting list (the invitation is emailed in the given language); refused (409) while codes are sent on request',
    body: WaitingListJoinBodySchema,
    responses: { 200: WaitingListJoinResponseSchema, ...errorResponses(400, 409, 413, 415, 429, 503) },
  }),
  validateAccessCode: defineOperation({
    method: 'POST',
    path: '/api/access/validate',
    access: 'public',
    tags: ['access'],
    summary: 'Trade an access code for an access session (cookie), product §7',
    body: AccessValidateBodySchema,
    responses: { 200: AccessValidateResponseSchema, ...errorResponses(400, 413, 415, 429, 503) },
  }),
  accessSession: defineOperation({
    method: 'GET',
    path: '/api/access/session',
    access: 'public',
    tags: ['access'],
    summary: 'Whether the early-access gate is on, and the access session the caller holds',
    responses: { 200: AccessStatusSchema, ...errorResponses(429, 503) },
  }),
}
