import { createRequire } from 'node:module'
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { RateLimitStoreMode } from '@shared/health/health-schemas'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

/**
 * Rate-limit counters for @fastify/rate-limit (ADR 006): in Redis, shared by every instance, while
 * Redis answers; in this instance's memory, at once, while it does not. No request waits on a dead
 * Redis and no limit is switched off.
 */

export interface RateLimitStoreStatus {
  /** memory: no REDIS_URL; redis: shared counters; memory-fallback: Redis unreachable, per instance. */
  readonly mode: RateLimitStoreMode
  /** How many times this instance has switched to its own counters since it started. */
  readonly fallbacks: number
}

export interface RateLimitStore {
  readonly status: RateLimitStoreStatus
  /** The `store` option of @fastify/rate-limit; undefined without Redis (the plugin's memory store). */
  readonly Store: FastifyRateLimitStoreCtor | undefined
  close(): Promise<void>
}

export interface RedisTiming {
  /** A rate-limit check waits at most this long for Redis before counting in memory. */
  commandTimeoutMs: number
  connectTimeoutMs: number
  /** Reconnect delay: doubles from 100 ms up to this, plus jitter so instances do not reconnect in step. */
  reconnectMaxDelayMs: number
  /** On the fallback with the connection still open (Redis stalled), how often to ask whether it answers. */
  probeIntervalMs: number
}

export const REDIS_TIMING: RedisTiming = {
  commandTimeoutMs: 100,
  connectTimeoutMs: 1000,
  reconnectMaxDelayMs: 2000,
  probeIntervalMs: 1000,
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where rate-limit counters live right now: read by /health and /metrics. */
    rateLimitStore: RateLimitStoreStatus
  }
}

type Counted = { current: number; ttl: number }
type Done = (error: Error | null, result?: Counted) => void
/** The interface of the plugin's own stores (store/LocalStore.js, store/RedisStore.js). */
interface PluginStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void
  read(key: string, done: Done, timeWindow: number, max: number): void
  child(params: StoreParams): PluginStore
}
/** What the plugin passes to a store: its merged options, with the route for per-route limits. */
interface StoreParams {
  continueExceeding?: boolean
  exponentialBackoff?: boolean
  cache?: number
  routeInfo?: { method?: string | string[]; url?: string }
}

/** How the plugin's LocalStore keeps a count (its window started at iterationStartMs). */
interface LocalCount {
  current: number
  ttl: number
  iterationStartMs: number
}
interface LocalPluginStore extends PluginStore {
  lru: { set(key: string, value: LocalCount): void }
  child(params: StoreParams): LocalPluginStore
}

// The plugin's stores are reused as they are (same Lua script, same window rules); they ship without types.
const requireFromHere = createRequire(import.meta.url)
const LocalStore = requireFromHere('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => LocalPluginStore
const RedisStore = requireFromHere('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => PluginStore

/** Follows the Redis connection and decides, for every instance-wide store, where counts go. */
class RedisLink {
  mode: 'starting' | 'redis' | 'memory-fallback' = 'starting'
  fallbacks = 0
  private probe: NodeJS.Timeout | undefined
  private closing = false

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly timing: RedisTiming,
  ) {
    redis.on('ready', () => this.switchToRedis())
    redis.on('error', (error: Error) => this.switchToMemory(error))
    redis.on('close', () => this.switchToMemory(new Error('connection to Redis closed')))
  }

  /** Resolves once the first connection is ready or has failed: start-up never waits longer than that. */
  started(): Promise<void> {
    if (this.mode !== 'starting') return Promise.resolve()
    return new Promise((resolve) => {
      const settle = () => {
        clearTimeout(timer)
        this.redis.off('ready', settle)
        this.redis.off('error', settle)
        resolve()
      }
      const timer = setTimeout(() => {
        this.switchToMemory(new Error('Redis not ready in time'))
        settle()
      }, this.timing.connectTimeoutMs * 2)
      this.redis.on('ready', settle)
      this.redis.on('error', settle)
    })
  }

  switchToMemory(error: Error) {
    if (this.closing || this.mode === 'memory-fallback') return
    this.mode = 'memory-fallback'
    this.fallbacks += 1
    this.log.warn(
      { err: error.message },
      'Redis unreachable: rate limits are counted per instance, in memory, until it answers again',
    )
    this.probe = setInterval(() => this.probeRedis(), this.timing.probeIntervalMs)
    this.probe.unref()
  }

  switchToRedis() {
    if (this.closing || this.mode === 'redis') return
    const returning = this.mode === 'memory-fallback'
    this.mode = 'redis'
    clearInterval(this.probe)
    if (returning) this.log.info('Redis answers again: rate limits are shared between instances again')
  }

  /** A reconnect announces itself ('ready'); a stalled server that recovers on the same connection does not. */
  private probeRedis() {
    if (this.redis.status !== 'ready') return
    this.redis.ping().then(
      () => this.switchToRedis(),
      () => {},
    )
  }

  async close() {
    this.closing = true
    clearInterval(this.probe)
    // disconnect, not quit: quit would wait for an answer from a Redis that may be gone.
    this.redis.disconnect()
  }
}

/**
 * Counts in Redis while the link says so, otherwise (or when a Redis call fails) in memory. Each
 * count Redis gives is copied into memory as it goes, so the fallback goes on from the last counts
 * this instance saw instead of from zero: a Redis cut never resets a window.
 */
class FallbackStore implements PluginStore {
  constructor(
    private readonly link: RedisLink,
    private readonly shared: PluginStore,
    private readonly local: LocalPluginStore,
    private readonly nameSpace: string,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number) {
    this.count('incr', key, done, timeWindow, max)
  }

  read(key: string, done: Done, timeWindow: number, max: number) {
    this.count('read', key, done, timeWindow, max)
  }

  /**
   * Per-route limits (`config.rateLimit`) and `createRateLimit`/`rateLimit` limiters: own counters
   * under the route's name, as the plugin's Redis store names them. Limiters without a route share
   * one name and tell their counters apart by their keys.
   */
  child(params: StoreParams): FallbackStore {
    const { method, url } = params.routeInfo ?? {}
    const nameSpace = url ? `${this.nameSpace}${method}${url}-` : `${this.nameSpace}limiter-`
    return new FallbackStore(
      this.link,
      new RedisStore(params.continueExceeding, params.exponentialBackoff, this.link.redis, nameSpace),
      this.local.child(params),
      nameSpace,
    )
  }

  private count(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
    if (this.link.mode !== 'redis') return this.local[method](key, done, timeWindow, max)
    this.shared[method](
      key,
      (error, result) => {
        if (!error) {
          if (result) this.mirror(key, result, timeWindow)
          return done(null, result)
        }
        this.link.switchToMemory(error)
        this.local[method](key, done, timeWindow, max)
      },
      timeWindow,
      max,
    )
  }

  /** The window ends when Redis's key expires: `ttl` from now, whatever the window's length. */
  private mirror(key: string, { current, ttl }: Counted, timeWindow: number) {
    if (ttl <= 0) return
    this.local.lru.set(key, { current, ttl, iterationStartMs: Date.now() + ttl - timeWindow })
  }
}

/** ioredis loads only where REDIS_URL is set. */
async function connectRedis(url: string, timing: RedisTiming): Promise<Redis> {
  // `default`: the bundle's import() of a CommonJS package gives only its module.exports (ADR 061).
  const { default: RedisClient } = await import('ioredis')
  return new RedisClient(url, {
    commandTimeout: timing.commandTimeoutMs,
    connectTimeout: timing.connectTimeoutMs,
    // Disconnected: a command fails at once instead of waiting in a queue for a reconnect.
    enableOfflineQueue: false,
    // A command in flight when the connection drops fails at once instead of being sent again.
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) =>
      Math.min(100 * 2 ** Math.min(attempt - 1, 10), timing.reconnectMaxDelayMs) +
      Math.floor(Math.random() * 100),
  })
}

/**
 * The rate-limit store for this app: the plugin's memory store without REDIS_URL; with it, Redis
 * with an in-memory fallback. Resolves once the first connection is ready or has failed.
 */
export async function createRateLimitStore(options: {
  redisUrl: string | undefined
  nameSpace: string
  log: FastifyBaseLogger
  timing?: Partial<RedisTiming>
}): Promise<RateLimitStore> {
  if (!options.redisUrl) {
    return { status: { mode: 'memory', fallbacks: 0 }, Store: undefined, close: async () => {} }
  }
  const timing = { ...REDIS_TIMING, ...options.timing }
  const link = new RedisLink(await connectRedis(options.redisUrl, timing), options.log, timing)
  await link.started()
  const { nameSpace } = options
  class Store extends FallbackStore {
    constructor(params: StoreParams) {
      super(
        link,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, link.redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache),
        nameSpace,
      )
    }
  }
  return {
    status: {
      get mode() {
        return link.mode === 'redis' ? 'redis' : 'memory-fallback'
      },
      get fallbacks() {
        return link.fallbacks
      },
    },
    Store: Store as unknown as FastifyRateLimitStoreCtor,
    close: () => link.close(),
  }
}
