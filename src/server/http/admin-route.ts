import type { AdminPath } from '@shared/api/admin-resource'
import type { HttpMethod, Operation } from '@shared/api/operation'
import type { FastifyInstance } from 'fastify'
import { type OperationHandler, serveOperation } from './operation-route'

/** An operation of the admin area: its path is under `/api/admin` (ADR 076, 078). */
export type AdminOperation = Operation & { path: AdminPath }

/**
 * One `/api/admin` route: a contract operation (ADR 078) and its handler, declared by the module
 * that owns it and registered only by the admin route table (ADR 076). The declaration gives its
 * method, path, schemas and access (admins only unless it says otherwise); no module adds an admin
 * route of its own.
 */
export interface AdminRoute {
  method: HttpMethod
  url: AdminPath
  /** Called by the admin route table alone. */
  register: (app: FastifyInstance) => void
}

export function adminRoute<const O extends AdminOperation>(
  operation: O,
  handler: OperationHandler<O>,
  /** A route that takes a larger body than the app's limit (an import file). */
  extras: { bodyLimit?: number } = {},
): AdminRoute {
  return {
    method: operation.method,
    url: operation.path,
    register: (app) =>
      serveOperation(app, operation, handler, { ...extras, config: { fromAdminRouteTable: true } }),
  }
}

/**
 * A module's admin routes. The table gives each module a scope of its own: the function may read
 * the app's services and set up what only its routes need (a multipart parser, a job, a hook).
 */
export type AdminRoutes = (scope: FastifyInstance) => readonly AdminRoute[] | Promise<readonly AdminRoute[]>
