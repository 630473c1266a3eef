import type { FastifyInstance, HTTPMethods } from 'fastify'

/**
 * Every GET route answers HEAD too: the same route, its hooks and handler, which see the request's
 * own method (HEAD), with no body sent (Node sends none for HEAD, its length still said). Fastify's
 * own way (`exposeHeadRoutes`) builds a second route per GET route, with its own hooks, context and
 * compiled schemas: a sixth of the time a start spent building the app (ADR 080). Routes that name
 * HEAD themselves (the web app's files) are left as they are; pages answer HEAD in the not-found
 * handler. Registered before any route.
 */
export function answerHeadWithGet(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods: HTTPMethods[] = [route.method].flat()
    if (methods.includes('GET') && !methods.includes('HEAD')) route.method = [...methods, 'HEAD']
  })
}

/** The OpenAPI document lists the GET of each route: its HEAD is the same answer without the body. */
export function withoutHeadOperations<T extends { paths?: object }>(document: T): T {
  for (const operations of Object.values(document.paths ?? {}) as Array<Record<string, unknown>>)
    delete operations.head
  return document
}
