import type { FastifyInstance } from 'fastify'

/**
 * How long a server that has just started listening leaves to requests before its follow-up work:
 * the warm-ups (reference data, settings, the page renderer, the assistant's classifier, the admins'
 * figures) and the jobs' first round. Run at once, they held the embedded database and the event
 * loop while the first health check and the first visitors waited; anything a request needs before
 * then, it loads itself.
 */
export const AFTER_START_DELAY_MS = 1_000

/**
 * Runs `task` once, AFTER_START_DELAY_MS after the server starts listening; not at all in an app that
 * only answers injected requests (tests), nor once it is draining or closing. `task` handles its own asynchronous failures.
 */
export function afterStart(app: FastifyInstance, task: () => void) {
  let timer: NodeJS.Timeout | undefined
  let closing = false
  app.addHook('onListen', async () => {
    if (closing) return
    timer = setTimeout(() => {
      // A server told to stop (SIGTERM) drains its requests before closing: follow-up work started
      // now would only hold the stop up (the jobs' first round took 4–5 s under load).
      if (app.draining?.value) return
      try {
        task()
      } catch (error) {
        app.log.error({ err: error }, 'follow-up work after the start failed')
      }
    }, AFTER_START_DELAY_MS)
  })
  app.addHook('preClose', async () => {
    closing = true
    clearTimeout(timer)
  })
}
