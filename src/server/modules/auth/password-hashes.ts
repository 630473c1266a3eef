import { availableParallelism } from 'node:os'
import { hashPassword, verifyPassword } from 'better-auth/crypto'

/**
 * Password hashing (scrypt, about 32 MB and tens of milliseconds of a core each) runs on the libuv
 * thread pool, which file reads, compression and DNS share. Unbounded, a burst of sign-ins fills
 * that pool and the cores: every other request waits behind it. Two bounds keep the server whole:
 * - `run`: at most `concurrency` hashes at once; the others wait their turn in order;
 * - `admit`: each request that may hash holds a ticket while it runs; with `concurrency + queue`
 *   tickets out, the next request is refused at once (503 with Retry-After) instead of waiting
 *   seconds, and before anything about it is counted (sign-in limits, attempts).
 */
export interface PasswordHashes {
  /** A ticket for a request that may hash (released by calling it; twice is harmless), or null when full. */
  admit(): (() => void) | null
  /** Runs one hash or verification once a slot is free. */
  run<T>(task: () => Promise<T>): Promise<T>
  /** The auth library's `emailAndPassword.password` option: its hash and verify, through `run`. */
  readonly libraryOptions: {
    hash: (password: string) => Promise<string>
    verify: (input: { hash: string; password: string }) => Promise<boolean>
  }
  /** Seconds a refused caller is told to wait (Retry-After). */
  readonly retryAfterSeconds: number
  /** What is happening now, for the metrics. */
  stats(): { running: number; waiting: number; tickets: number; refused: number }
}

/** The default number of hashes at once: the cores (at least 1), leaving the other requests room between them. */
export const defaultHashConcurrency = () => Math.max(1, availableParallelism())

export function createPasswordHashes({
  concurrency,
  queue,
  retryAfterSeconds = 1,
}: {
  concurrency: number
  queue: number
  retryAfterSeconds?: number
}): PasswordHashes {
  let running = 0
  const waiting: Array<() => void> = []
  let tickets = 0
  let refused = 0

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < concurrency) running++
    // The slot passes straight from the hash that ends to the one that waited longest.
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      release()
    }
  }

  return {
    admit() {
      if (tickets >= concurrency + queue) {
        refused++
        return null
      }
      tickets++
      let held = true
      return () => {
        if (!held) return
        held = false
        tickets--
      }
    },
    run,
    libraryOptions: {
      hash: (password) => run(() => hashPassword(password)),
      verify: (input) => run(() => verifyPassword(input)),
    },
    retryAfterSeconds,
    stats: () => ({ running, waiting: waiting.length, tickets, refused }),
  }
}
