import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startProcess, waitForStatus } from './cluster-control'

const dir = mkdtempSync(join(tmpdir(), 'luxpro-cluster-control-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('waiting for a process of the cluster', () => {
  it('fails at once with the exit code and the end of the log of a process that exits before it answers', async () => {
    const failing = startProcess(
      'app1',
      process.execPath,
      ['-e', "console.log('starting'); console.error('port 1 is already in use'); process.exit(3)"],
      {},
      join(dir, 'app1.log'),
      1,
    )
    const startedAt = Date.now()
    const waiting = waitForStatus('http://127.0.0.1:1/health/ready', 200, 60_000, failing)
    await expect(waiting).rejects.toThrow(
      /^app1 exited with code 3; its log ends:\nstarting\nport 1 is already in use$/,
    )
    expect(Date.now() - startedAt).toBeLessThan(30_000)
  })
})
