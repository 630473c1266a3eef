import { profileContract } from '@shared/api/profile-contract'
import type { UiLanguage } from '@shared/i18n/languages'
import { call } from '@web/lib/api/call'
import { pushSupported, subscriptionBody, workerRegistration } from '@web/lib/push/push-device'

/** GET /api/push/key: the server's VAPID public key, null when push is off on this server. */
export const fetchPushKey = () => call(profileContract.pushKey)

/**
 * POST /api/push/subscriptions: this device's subscription, for the signed-in account and its
 * language. `resume`: only if this account is the one that turned it on (else a 404).
 */
export const savePushSubscription = (
  subscription: PushSubscription,
  language: UiLanguage,
  { resume = false } = {},
) =>
  call(profileContract.subscribePush, {
    body: { ...subscriptionBody(subscription), language, ...(resume ? { resume } : {}) },
  })

/** DELETE /api/push/subscriptions: forget this device's subscription. */
export const removePushSubscription = (endpoint: string) =>
  call(profileContract.unsubscribePush, { body: { endpoint } })

/**
 * After a sign-in on a device whose push was on: its subscription, paused when the former session
 * ended, is taken up again — by the server only if this account is the one that turned it on.
 */
export async function resumePushSubscription(language: UiLanguage) {
  if (!pushSupported() || Notification.permission !== 'granted') return
  const subscription = await (await workerRegistration())?.pushManager.getSubscription()
  if (!subscription) return
  await savePushSubscription(subscription, language, { resume: true }).catch(() => undefined)
}
