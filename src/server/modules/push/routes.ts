import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { errorResponses } from '@server/http/response-schemas'
import {
  PushKeySchema,
  PushSubscriptionInputSchema,
  PushSubscriptionRemovalSchema,
  PushSubscriptionSavedSchema,
} from '@shared/push/push-subscriptions'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pushDelivery } from './push-delivery'
import { pushEndpointAllowed } from './push-endpoints'
import { isDeviceKey, removeSubscription, saveSubscription } from './push-subscriptions'
import { pushPossible, vapidKeysOf } from './vapid-keys'

/** A device subscribes once and again when its language changes; a few a minute is plenty. */
const SUBSCRIPTION_RATE_LIMIT = { max: 20, timeWindow: '1 minute' }

/**
 * Push notifications on the devices that ask (ADR 072): the server's public key, a device's
 * subscription kept and forgotten by its account, and the worker that sends the queued pushes.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps
  const db = () => app.deps.database.db
  const vapidKeys = vapidKeysOf(config, db)
  const production = config.NODE_ENV === 'production'
  const endpointAllowed = (endpoint: string) => pushEndpointAllowed(endpoint, production)
  if (pushPossible(config)) app.jobs.work(pushDelivery({ vapidKeys, endpointAllowed }))

  app.get(
    '/api/push/key',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: "The server's VAPID public key for a device's subscription (null: push is off here)",
        response: { 200: PushKeySchema, ...errorResponses(401, 429, 503) },
      },
    },
    async () => ({ publicKey: (await vapidKeys())?.publicKey ?? null }),
  )

  app.post(
    '/api/push/subscriptions',
    {
      config: { access: 'signedIn', rateLimit: SUBSCRIPTION_RATE_LIMIT },
      schema: {
        tags: ['notifications'],
        summary:
          'Receive push notifications on this device (its browser subscription), or resume them after a sign-in',
        body: PushSubscriptionInputSchema,
        response: {
          200: PushSubscriptionSavedSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
        },
      },
    },
    async (request, reply) => {
      if (!(await vapidKeys())) throw new DomainError('push_unavailable', 409)
      if (!endpointAllowed(request.body.endpoint)) throw new DomainError('push_endpoint_not_allowed', 400)
      if (!isDeviceKey(request.body.keys.p256dh)) throw new DomainError('validation_error', 400)
      const saved = await saveSubscription(
        db(),
        callerOf(request),
        request.body,
        request.headers['user-agent'],
      )
      if (!saved) throw new DomainError('not_found', 404)
      return saved
    },
  )

  app.delete(
    '/api/push/subscriptions',
    {
      config: { access: 'signedIn', rateLimit: SUBSCRIPTION_RATE_LIMIT },
      schema: {
        tags: ['notifications'],
        summary: 'Stop push notifications on this device (only my own subscription)',
        body: PushSubscriptionRemovalSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const removed = await removeSubscription(db(), callerOf(request).userId, request.body.endpoint)
      if (!removed) throw new DomainError('not_found', 404)
      return reply.code(204).send(null)
    },
  )
}
