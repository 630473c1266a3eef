import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { projectPath } from './project-root'

/**
 * The real server process on the embedded database: start, serve, stop on SIGTERM with in-flight
 * requests finished, and find its data intact on the next start.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-main-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', projectPath('src/server/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      AUTH_SECRET: 'main-test-secret-main-test-secret-0123456',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('LuxPro is ready')) resolve(child)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

describe.skipIf(Boolean(process.env.DATABASE_URL))('server process on the embedded database', () => {
  it('shuts down cleanly on SIGTERM after finishing in-flight requests, and keeps its data', async () => {
    const port = 3900 + Math.floor(Math.random() * 90)
    const base = `http://127.0.0.1:${port}`
    const first = await startServer(port)
    const sent = await fetch(`${base}/api/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Luc Weber',
        email: 'luc@example.lu',
        topic: 'other',
        message: 'Kept across restarts?',
      }),
    })
    expect(sent.status).toBe(201)

    const inFlight = fetch(`${base}/api/public/localities?q=Clervaux`)
    await new Promise((r) => setTimeout(r, 5))
    const exitCode = exited(first)
    first.kill('SIGTERM')
    expect((await inFlight).status).toBe(200)
    expect(await exitCode).toBe(0)

    const second = await startServer(port)
    try {
      const health = await fetch(`${base}/health`)
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' })
      // Had the data dir been lost, the id sequence would start again at 1.
      const next = await fetch(`${base}/api/public/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Luc Weber',
          email: 'luc@example.lu',
          topic: 'other',
          message: 'Second message here',
        }),
      })
      const { id: firstId } = (await sent.json()) as { id: number }
      const { id: secondId } = (await next.json()) as { id: number }
      expect(secondId).toBeGreaterThan(firstId)
    } finally {
      const code = exited(second)
      second.kill('SIGINT')
      expect(await code).toBe(0)
    }
  }, 60_000)
})
