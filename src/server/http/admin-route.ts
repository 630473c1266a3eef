import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Access } from './access'

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type AdminUrl = `/api/admin/${string}`

/** What every admin route's OpenAPI entry says: its tags and one line (the rest is its schemas). */
export interface AdminRouteSchema extends FastifySchema {
  tags: string[]
  summary: string
  response: Record<number, unknown>
}

/** A handler typed by the route's own zod schemas, as `app.get(url, { schema }, handler)` types it. */
export type AdminHandler<Schema extends AdminRouteSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider
>

/**
 * One `/api/admin` route, declared by the module that owns it and registered only by the admin
 * route table (ADR 076), which gives it the admin rule unless it says otherwise: a module cannot
 * forget it, and no module adds an admin route of its own.
 */
export interface AdminRoute {
  method: AdminMethod
  url: AdminUrl
  /** Called by the admin route table alone. */
  register: (app: FastifyInstance) => void
}

export function adminRoute<Schema extends AdminRouteSchema>(declaration: {
  method: AdminMethod
  url: AdminUrl
  schema: Schema
  handler: AdminHandler<Schema>
  /** A route that takes a larger body than the app's limit (an import file). */
  bodyLimit?: number
  /** Admins only, unless said otherwise (the console asks who is calling before it knows). */
  access?: Access
}): AdminRoute {
  const { method, url, schema, handler, bodyLimit, access = 'admin' } = declaration
  return {
    method,
    url,
    register: (app) => {
      app.withTypeProvider<ZodTypeProvider>().route<RouteGenericInterface, ContextConfigDefault, Schema>({
        method,
        url,
        config: { access, fromAdminRouteTable: true },
        schema,
        handler,
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
      })
    },
  }
}

/**
 * A module's admin routes. The table gives each module a scope of its own: the function may read
 * the app's services and set up what only its routes need (a multipart parser, a job, a hook).
 */
export type AdminRoutes = (scope: FastifyInstance) => readonly AdminRoute[] | Promise<readonly AdminRoute[]>
