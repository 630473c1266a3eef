import { mkdirSync, realpathSync, statSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { lock } from 'proper-lockfile'

/**
 * A held lock is refreshed every second; one not refreshed for this long belongs to a process that
 * died without releasing it (kill -9, power loss) and is taken over. ADR 009 weighs the number.
 */
export const LOCK_STALE_MS = 5_000
const LOCK_REFRESH_MS = 1_000
const POLL_MS = 200

export class DataDirLockedError extends Error {
  readonly code = 'EDATADIRLOCKED'
}

export interface DataDirLock {
  /** The lock itself: a directory beside the locked one. */
  path: string
  release(): Promise<void>
}

export interface DataDirLockOptions {
  /** Told when the lock is found held and again when a stale one is taken over. */
  log?: (message: string) => void
  /**
   * The lock was taken by another process or deleted: this one must stop writing at once. By default
   * the process exits without closing the database (as after kill -9, which it survives).
   */
  onCompromised?: (error: Error) => void
  staleMs?: number
}

const lockMtime = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs

/**
 * Holds `dir` for this process alone (proper-lockfile: an atomic mkdir of `<dir>.lock`, refreshed
 * every second). When it is held, waits only as long as it takes to tell a live holder (the lock's
 * time moves) from a dead one (it goes stale and is taken over); a live holder means
 * DataDirLockedError, before anything in `dir` was opened.
 */
export async function lockDataDir(dir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  const staleMs = options.staleMs ?? LOCK_STALE_MS
  mkdirSync(dir, { recursive: true })
  const path = `${realpathSync(dir)}.lock`
  const onCompromised =
    options.onCompromised ??
    ((error: Error) => {
      console.error(`Lost the lock on ${dir} (${error.message}): stopping at once, without writing more.`)
      process.exit(1)
    })
  const startedAt = Date.now()
  // A lock left by a process that died long enough ago is taken at the first try: say so too.
  const leftBehind = lockMtime(path) !== undefined
  let seenMtime: number | undefined
  for (;;) {
    try {
      const release = await lock(dir, { stale: staleMs, update: LOCK_REFRESH_MS, onCompromised })
      if (leftBehind || seenMtime !== undefined)
        options.log?.(`Took over the stale lock ${path} after ${Date.now() - startedAt} ms`)
      return { path, release: () => release().catch(ignoreReleased) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
    }
    const mtime = lockMtime(path)
    if (mtime === undefined) continue
    if (seenMtime === undefined) {
      seenMtime = mtime
      options.log?.(
        `${dir} is locked by another process (${path}); waiting up to ${staleMs / 1000} s to see whether it is still running`,
      )
    } else if (mtime !== seenMtime || Date.now() - startedAt > 3 * staleMs) {
      throw new DataDirLockedError(
        `The database in ${dir} is in use by another LuxPro process (its lock ${path} is held). Stop that process first, or give this one its own DATA_DIR.`,
      )
    }
    await sleep(POLL_MS)
  }
}

function ignoreReleased(error: NodeJS.ErrnoException) {
  // Released already, or lost (onCompromised has dealt with that).
  if (error.code !== 'ERELEASED' && error.code !== 'ENOTACQUIRED') throw error
}
