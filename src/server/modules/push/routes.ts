import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { profileContract } from '@shared/api/profile-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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

  serveOperation(app, profileContract.pushKey, async () => ({
    publicKey: (await vapidKeys())?.publicKey ?? null,
  }))

  serveOperation(
    app,
    profileContract.subscribePush,
    async (request, _reply) => {
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
    { config: { rateLimit: SUBSCRIPTION_RATE_LIMIT } },
  )

  serveOperation(
    app,
    profileContract.unsubscribePush,
    async (request, reply) => {
      const removed = await removeSubscription(db(), callerOf(request).userId, request.body.endpoint)
      if (!removed) throw new DomainError('not_found', 404)
      return reply.code(204).send(null)
    },
    { config: { rateLimit: SUBSCRIPTION_RATE_LIMIT } },
  )
}
