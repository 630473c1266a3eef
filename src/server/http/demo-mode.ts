import { demoCookieOn } from '@shared/demo/demo-mode'
import type { FastifyRequest } from 'fastify'

/**
 * Whether the request comes from demo mode (the `luxpro_demo` cookie, ADR 031). It is the visitor's
 * choice, not an authority: it only ever narrows what a request reaches (demo businesses only).
 */
export function isDemoRequest(request: FastifyRequest): boolean {
  return demoCookieOn(request.headers.cookie)
}
