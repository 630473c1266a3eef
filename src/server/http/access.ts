import { timingSafeEqual } from 'node:crypto'
import { normalizeUserType, type Role, roleOf, type UserType } from '@shared/accounts/user-types'
import type { Access } from '@shared/api/operation'
import { isUiLanguage, type UiLanguage } from '@shared/i18n/languages'
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DomainError } from './domain-error'

/**
 * Who may call a route (product §6): the shared declaration's `Access`. Every API route declares one
 * in `config.access` (an operation of the contract carries its own); the server refuses to start
 * otherwise, and the route × role test walks them all. Ownership is checked inside each query, on top
 * of this guard.
 */
export type { Access }

export interface Caller {
  userId: string
  email: string
  name: string
  type: UserType
  role: Role
  sessionId: string
  /** Sign-in took a second factor for this account; admin routes require it (ADR 040). */
  twoFactorEnabled: boolean
  /** The account's interface language: its refusals and emails speak it. */
  language?: UiLanguage
}

/**
 * What access control needs from the auth library: the session a request carries, if any. The auth
 * module's instance (app.auth) is one; http depends on this shape, not on the module.
 */
export interface SessionReader {
  api: {
    getSession(context: { headers: Headers }): Promise<{
      user: { id: string; email: string; name: string; twoFactorEnabled?: boolean | null }
      session: { id: string }
    } | null>
  }
}

/** The zod schemas a route validates its input with (absent: the route reads none). */
export interface RouteInputSchemas {
  body?: unknown
  querystring?: unknown
  params?: unknown
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
    /** Also lets a monitoring system in with `Authorization: Bearer $METRICS_TOKEN` (/metrics). */
    acceptsScrapeToken?: boolean
    /** Set by the admin route table alone: every `/api/admin` route comes from it (ADR 076). */
    fromAdminRouteTable?: boolean
  }
  interface FastifyRequest {
    caller: Caller | null
  }
  interface FastifyInstance {
    /** Every API route with its rule and its input schemas, for the route × role test and the fuzzer. */
    accessRules: Array<{
      method: string
      url: string
      access: Access
      schema: RouteInputSchemas
      /** The contract operation the route was registered from (ADR 078), when it was. */
      operationPath?: string
    }>
  }
}

const isApiPath = (url: string) =>
  url === '/health' || url === '/metrics' || url.startsWith('/api/') || url.startsWith('/dev/')

export const isAdminPath = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/')

export function allows(access: Access, role: Role | null): boolean {
  if (access === 'public') return true
  if (!role) return false
  if (access === 'signedIn' || role === 'admin') return true
  return access === role
}

export async function resolveCaller(
  sessions: SessionReader,
  request: FastifyRequest,
): Promise<Caller | null> {
  const result = await sessions.api.getSession({ headers: fromNodeHeaders(request.headers) })
  if (!result) return null
  const type =
    normalizeUserType(String((result.user as { type?: string }).type ?? 'individual')) ?? 'individual'
  return {
    userId: result.user.id,
    email: result.user.email,
    name: result.user.name,
    type,
    role: roleOf(type),
    sessionId: result.session.id,
    twoFactorEnabled: result.user.twoFactorEnabled === true,
    language: accountLanguage(result.user),
  }
}

function accountLanguage(user: object): UiLanguage | undefined {
  const language = (user as { language?: unknown }).language
  return isUiLanguage(language) ? language : undefined
}

function carriesScrapeToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false
  const given = Buffer.from(request.headers.authorization ?? '')
  const expected = Buffer.from(`Bearer ${token}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The one authorization module every route goes through; `sessions` tells who is calling. */
export function registerAccessControl(app: FastifyInstance, sessions: SessionReader) {
  app.decorateRequest('caller', null)
  app.decorate('accessRules', [])
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.url.startsWith('/api/docs')) return
    const access = route.config?.access
    if (!access) throw new Error(`${route.method} ${route.url} declares no access rule (config.access)`)
    if (isAdminPath(route.url) && !route.config?.fromAdminRouteTable)
      throw new Error(`${route.method} ${route.url}: admin routes are declared in the admin route table`)
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        const { body, querystring, params } = route.schema ?? {}
        app.accessRules.push({
          method,
          url: route.url,
          access,
          schema: { body, querystring, params },
          operationPath: route.config?.operationPath,
        })
      }
    }
  })
  // onRequest: who may call is decided before the body is even read.
  app.addHook('onRequest', async (request) => {
    const { access = 'public', acceptsScrapeToken } = request.routeOptions.config
    if (access === 'public') return
    if (acceptsScrapeToken && carriesScrapeToken(request, app.deps.config.METRICS_TOKEN)) return
    request.caller = await resolveCaller(sessions, request)
    if (!request.caller) throw new DomainError('unauthorized', 401)
    if (!allows(access, request.caller.role)) throw new DomainError('forbidden', 403)
    // An admin's powers wait for the second factor; what setting it up needs is signedIn (ADR 040).
    if (access === 'admin' && !request.caller.twoFactorEnabled)
      throw new DomainError('two_factor_required', 403)
  })
}

/** For handlers behind a non-public rule: the guard has already ensured a caller. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf used on a public route')
  return request.caller
}
