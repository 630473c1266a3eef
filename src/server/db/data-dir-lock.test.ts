import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

const root = mkdtempSync(join(tmpdir(), 'luxpro-lock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let n = 0
const freshDir = () => join(root, `db-${++n}`)

describe('data directory lock', () => {
  it('refuses a second holder as soon as it sees the lock kept fresh, and is free again once released', async () => {
    const dir = freshDir()
    const first = await lockDataDir(dir)
    expect(first.path).toBe(`${realpathSync(dir)}.lock`)
    const log = vi.fn()
    const startedAt = Date.now()
    await expect(lockDataDir(dir, { log })).rejects.toThrow(DataDirLockedError)
    expect(Date.now() - startedAt).toBeLessThan(3_000)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('is locked by another process'))
    await first.release()
    expect(existsSync(first.path)).toBe(false)
    const again = await lockDataDir(dir)
    await again.release()
    await again.release()
  })

  it('takes over, with a log line, the lock of a process killed without releasing it', async () => {
    const dir = freshDir()
    mkdirSync(dir)
    // What kill -9 leaves behind: the lock directory, refreshed for the last time a moment ago.
    mkdirSync(`${dir}.lock`)
    const lastRefresh = new Date(Date.now() - 500)
    utimesSync(`${dir}.lock`, lastRefresh, lastRefresh)
    const log = vi.fn()
    const startedAt = Date.now()
    const lock = await lockDataDir(dir, { log, staleMs: 2_000 })
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_000)
    expect(Date.now() - startedAt).toBeLessThan(4_000)
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('waiting up to 2 s'),
      expect.stringContaining('Took over the stale lock'),
    ])
    await lock.release()
  })

  it('reports a lock taken away from it, so the process can stop writing', async () => {
    const dir = freshDir()
    const onCompromised = vi.fn()
    const lock = await lockDataDir(dir, { onCompromised })
    rmSync(lock.path, { recursive: true })
    await vi.waitFor(() => expect(onCompromised).toHaveBeenCalledOnce(), { timeout: 3_000 })
    await lock.release()
  })
})
