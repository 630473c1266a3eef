/**
 * A reader of an event stream (GET /api/events) over real HTTP, as a browser's EventSource reads it:
 * every frame kept in order, waited for by what it says (API, cluster tests and the bench).
 */

export interface Frame {
  id?: number
  event?: string
  data?: unknown
  comment?: boolean
}

export class EventStream {
  frames: Frame[] = []
  ended = false
  private waiters: Array<() => void> = []
  private constructor(
    readonly status: number,
    readonly response: Response,
    private readonly abort: AbortController,
  ) {}

  /** Opens `base`/api/events with the session `cookie` (and `query`, such as `?lastEventId=`). */
  static async open(base: string, cookie: string, headers: Record<string, string> = {}, query = '') {
    const abort = new AbortController()
    const response = await fetch(`${base}/api/events${query}`, {
      headers: { cookie, accept: 'text/event-stream', ...headers },
      signal: abort.signal,
    })
    const stream = new EventStream(response.status, response, abort)
    if (response.status === 200) void stream.read()
    return stream
  }

  private async read() {
    const reader = this.response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          this.frames.push(parseFrame(buffer.slice(0, end)))
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
        }
        for (const wake of this.waiters.splice(0)) wake()
      }
    } catch {
      // aborted by close()
    }
    this.ended = true
    for (const wake of this.waiters.splice(0)) wake()
  }

  /** Resolves with the first frame (from `from` on) that matches, or fails after `timeoutMs`. */
  async waitFor(match: (frame: Frame) => boolean, timeoutMs = 5_000, from = 0): Promise<Frame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.frames.slice(from).find(match)
      if (found) return found
      if (this.ended) throw new Error(`stream ended without it: ${JSON.stringify(this.frames)}`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`not received in ${timeoutMs} ms: ${JSON.stringify(this.frames)}`)
      await new Promise<void>((wake) => {
        this.waiters.push(wake)
        setTimeout(wake, left).unref()
      })
    }
  }

  ready = () => this.waitFor((f) => f.event === 'ready')
  events = () => this.frames.filter((f) => f.event && f.event !== 'ready')

  close() {
    this.abort.abort()
  }
}

function parseFrame(text: string): Frame {
  const frame: Frame = {}
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = true
    else if (line.startsWith('id: ')) frame.id = Number(line.slice(4))
    else if (line.startsWith('event: ')) frame.event = line.slice(7)
    else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6))
  }
  return frame
}
