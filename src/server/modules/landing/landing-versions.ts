import { resolveCaller, type SessionReader } from '@server/http/access'
import { batchedWrites } from '@server/http/batched-writes'
import { readSetting } from '@server/modules/settings/settings-store'
import { demoCookieOn } from '@shared/demo/demo-mode'
import { assignLandingVersion, landingCookieOf } from '@shared/landing/landing-assignment'
import type {
  LandingAssignment,
  LandingConversion,
  LandingEvent,
  LandingVersion,
} from '@shared/landing/landing-versions'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { landingCookieHeader } from './landing-cookie'
import { recordLandingEvents } from './landing-events'

declare module 'fastify' {
  interface FastifyInstance {
    /** Landing versions A and B (ADR 032): who sees which, and what they did. */
    landing: {
      /** The version of the landing page this request shows; assigns and keeps one (cookie) when needed. */
      pageVersion(request: FastifyRequest, reply: FastifyReply): Promise<LandingVersion>
      /** Counts conversions for the version the visitor saw; never fails the action that made them. */
      record(request: FastifyRequest, events: readonly LandingConversion[]): Promise<void>
      /** Writes the events gathered in memory now (they are written every few seconds, and on close). */
      flush(): Promise<void>
    }
  }
}

/** Search engines, link previews, monitors and scripts see a landing, but are no visitors. */
const ROBOT = /bot|crawl|spider|slurp|preview|monitor|curl|wget|python|go-http-client|headlesschrome/i
/** The session cookie of the auth library (with or without its __Secure- prefix). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/

const landingVersions: FastifyPluginAsync<{ sessions: SessionReader }> = async (app, { sessions }) => {
  const db = () => app.deps.database.db
  // Counted in memory and written in batches (ADR 044): a landing page's render writes nothing.
  const counted = batchedWrites<{ assignment: LandingAssignment; event: LandingEvent }>(
    app,
    'landing events',
    async (batch) => {
      for (const [assignment, events] of groupByVisitor(batch))
        await recordLandingEvents(db(), assignment, events)
    },
  )
  const secure = app.deps.config.NODE_ENV === 'production'

  /** Admins and demo mode try the versions out: what they do is not the visitors' behaviour. */
  const isCounted = async (request: FastifyRequest) => {
    if (request.method === 'HEAD' || ROBOT.test(request.headers['user-agent'] ?? '')) return false
    if (demoCookieOn(request.headers.cookie)) return false
    if (!request.caller && !SESSION_COOKIE.test(request.headers.cookie ?? '')) return true
    const caller = request.caller ?? (await resolveCaller(sessions, request).catch(() => null))
    return caller?.role !== 'admin'
  }

  const safely = async (request: FastifyRequest, work: () => Promise<void>) => {
    try {
      await work()
    } catch (error) {
      request.log.warn({ err: error }, 'a landing-version event was not counted')
    }
  }

  app.decorate('landing', {
    async pageVersion(request, reply) {
      const forced = new URL(request.url, 'http://x').searchParams.get('v')
      const weights = await readSetting(db(), 'landingWeights')
      const { assignment, changed } = assignLandingVersion(request.headers.cookie, forced, weights)
      if (changed) {
        reply.header('set-cookie', landingCookieHeader(assignment, secure))
        await safely(request, async () => {
          if (await isCounted(request)) counted.add({ assignment, event: 'visit' })
        })
      }
      return assignment.version
    },
    async record(request, events) {
      const assignment = landingCookieOf(request.headers.cookie)
      if (!assignment) return
      await safely(request, async () => {
        if (await isCounted(request)) for (const event of events) counted.add({ assignment, event })
      })
    },
    flush: counted.flush,
  })
}

/** The events of each visitor and version together: one insert each. */
function groupByVisitor(batch: readonly { assignment: LandingAssignment; event: LandingEvent }[]) {
  const groups = new Map<string, [LandingAssignment, LandingEvent[]]>()
  for (const { assignment, event } of batch) {
    const key = `${assignment.visitorId} ${assignment.version}`
    const group = groups.get(key) ?? [assignment, []]
    groups.set(key, group)
    group[1].push(event)
  }
  return groups.values()
}

export default fp(landingVersions, { name: 'landing-versions' })
