import type { UiLanguage } from '@shared/i18n/languages'
import type { PushKey } from '@shared/push/push-subscriptions'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { subscriptionBody } from '@web/lib/push/push-device'

/** GET /api/push/key: the server's VAPID public key, null when push is off on this server. */
export const fetchPushKey = () => authenticatedRequest<PushKey>('/api/push/key')

/** POST /api/push/subscriptions: this device's subscription, for the signed-in account and its language. */
export const savePushSubscription = (subscription: PushSubscription, language: UiLanguage) =>
  authenticatedRequest('/api/push/subscriptions', {
    method: 'POST',
    body: { ...subscriptionBody(subscription), language },
  })

/** DELETE /api/push/subscriptions: forget this device's subscription. */
export const removePushSubscription = (endpoint: string) =>
  authenticatedRequest('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } })
