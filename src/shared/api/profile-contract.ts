import {
  DeleteAccountSchema,
  ProfileResponseSchema,
  ProfileStoreSchema,
} from '@shared/accounts/account-schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import { NotificationPreferencesSchema } from '@shared/mail/notification-preferences'
import {
  PushKeySchema,
  PushSubscriptionInputSchema,
  PushSubscriptionRemovalSchema,
  PushSubscriptionSavedSchema,
} from '@shared/push/push-subscriptions'
import { z } from 'zod'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

/** The signed-in person's profile, data export, account erasure, notification choices and push devices (ADR 078). */
export const profileContract = {
  me: defineOperation({
    method: 'GET',
    path: '/api/users/me',
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'My profile',
    responses: { 200: ProfileResponseSchema },
  }),
  store: defineOperation({
    method: 'POST',
    path: '/api/users/profile/store',
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'Save my profile (type and verification stay server state)',
    body: ProfileStoreSchema,
    responses: { 200: ProfileResponseSchema, 400: ApiErrorSchema },
  }),
  export: defineOperation({
    method: 'GET',
    path: '/api/users/me/export',
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'Everything we hold about me (JSON)',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
  deleteAccount: defineOperation({
    method: 'POST',
    path: '/api/users/me/delete',
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'Erase my account for good (password required)',
    body: DeleteAccountSchema,
    responses: { 204: z.null(), 403: ApiErrorSchema },
  }),
  emailPreferences: defineOperation({
    method: 'GET',
    path: '/api/email-preferences',
    access: 'signedIn',
    tags: ['notifications'],
    summary: 'My notification preferences: per family, in-app notices and emails (each, daily digest, off)',
    responses: { 200: NotificationPreferencesSchema, ...errorResponses(401, 429, 503) },
  }),
  storeEmailPreferences: defineOperation({
    method: 'PUT',
    path: '/api/email-preferences',
    access: 'signedIn',
    tags: ['notifications'],
    summary: 'Change my notification preferences (transactional emails are always sent)',
    body: NotificationPreferencesSchema,
    responses: {
      200: NotificationPreferencesSchema,
      ...errorResponses(400, 401, 403, 413, 415, 429, 503),
    },
  }),
  pushKey: defineOperation({
    method: 'GET',
    path: '/api/push/key',
    access: 'signedIn',
    tags: ['notifications'],
    summary: "The server's VAPID public key for a device's subscription (null: push is off here)",
    responses: { 200: PushKeySchema, ...errorResponses(401, 429, 503) },
  }),
  subscribePush: defineOperation({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'signedIn',
    tags: ['notifications'],
    summary:
      'Receive push notifications on this device (its browser subscription), or resume them after a sign-in',
    body: PushSubscriptionInputSchema,
    responses: {
      200: PushSubscriptionSavedSchema,
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
    },
  }),
  unsubscribePush: defineOperation({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'signedIn',
    tags: ['notifications'],
    summary: 'Stop push notifications on this device (only my own subscription)',
    body: PushSubscriptionRemovalSchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
  }),
}
