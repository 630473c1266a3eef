import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

const root = mkdtempSync(join(tmpdir(), 'luxpro-open-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/**
 * The server loads the rest of its code only once the embedded database has begun to open (onOpening): loading
 * holds the main thread, so it must not come before the database's thread has started.
 */
describe('openDatabase: the moment the database begins to open', () => {
  it('is told once, under the data-directory lock, before the database is open', async () => {
    const dir = join(root, 'db')
    const seen: { lockHeld: boolean; openYet: boolean }[] = []
    let open = false
    const opening = openDatabase({
      driver: 'pglite',
      dataDir: dir,
      onOpening: () => seen.push({ lockHeld: existsSync(`${realpathSync(dir)}.lock`), openYet: open }),
    })
    const database = await opening.finally(() => {
      open = true
    })
    try {
      expect(seen).toEqual([{ lockHeld: true, openYet: false }])
      await database.ping()
    } finally {
      await database.close()
    }
  })

  it('is not told when the data directory is another process’s', async () => {
    const dir = join(root, 'held')
    const held = await lockDataDir(dir)
    let told = false
    try {
      await expect(
        openDatabase({ driver: 'pglite', dataDir: dir, onOpening: () => (told = true) }),
      ).rejects.toThrow(DataDirLockedError)
      expect(told).toBe(false)
    } finally {
      await held.release()
    }
  })
})
