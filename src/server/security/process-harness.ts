import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { projectPath } from '@server/project-root'
import pg from 'pg'

/** The real server (src/server/main.ts through tsx) as a child process, for crash and shutdown drills. */
export interface ServerProcess {
  child: ChildProcess
  base: string
  /** Everything it printed so far (JSON log lines). */
  output(): string
  /** Resolves when the output contains `text` (rejects when the process exits first). */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>
  exited: Promise<number | null>
}

export const DRILL_SECRET = 'drill-secret-drill-secret-drill-secret-0123'

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening))
  const address = probe.address()
  await new Promise((closed) => probe.close(closed))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/**
 * What the drills start: the source through tsx, or, with TESTS_USE_BUILD=1, the production build
 * (`npm test` and CI build it before any test runs, and loading the bundle costs a fraction of compiling
 * the source).
 */
function serverEntry(): string[] {
  if (process.env.TESTS_USE_BUILD !== '1') return ['--import', 'tsx', projectPath('src/server/main.ts')]
  const build = projectPath('dist/server/main.js')
  if (!existsSync(build))
    throw new Error('TESTS_USE_BUILD=1 but dist/server/main.js is missing: run npm run build')
  return [build]
}

export function spawnServer(options: {
  dataDir: string
  port: number
  env?: Record<string, string>
}): ServerProcess {
  const child = spawn(process.execPath, serverEntry(), {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      AUTH_SECRET: DRILL_SECRET,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listeners = new Set<() => void>()
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const waitFor = (text: string | RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const found = () => (typeof text === 'string' ? output.includes(text) : text.test(output))
      const check = () => {
        if (!found()) return
        cleanup()
        resolve()
      }
      const timer = setTimeout(() => {
        cleanup()
        reject(new Error(`no "${text}" within ${timeoutMs} ms: ${output.slice(-2000)}`))
      }, timeoutMs)
      const onExit = (code: number | null) => {
        if (found()) return check()
        cleanup()
        reject(new Error(`server exited with ${code} before "${text}": ${output.slice(-2000)}`))
      }
      const cleanup = () => {
        clearTimeout(timer)
        listeners.delete(check)
        child.off('exit', onExit)
      }
      listeners.add(check)
      child.on('exit', onExit)
      if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode)
      else check()
    })
  return { child, base: `http://127.0.0.1:${options.port}`, output: () => output, waitFor, exited }
}

export async function startServer(options: Parameters<typeof spawnServer>[0]): Promise<ServerProcess> {
  const server = spawnServer(options)
  await server.waitFor('LuxPro is ready')
  return server
}

/** Lines of the JSON log whose message is `msg`. */
export function logLines(server: ServerProcess, msg: string): Array<Record<string, unknown>> {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(`"msg":"${msg}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/**
 * The PostgreSQL server drills run on: DATABASE_URL, else the machine's (CI runs the security suite
 * without DATABASE_URL); undefined when none answers, and the PostgreSQL half of a drill is skipped.
 */
export async function drillPostgresUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
  try {
    await client.connect()
    return url
  } catch {
    return undefined
  } finally {
    await client.end().catch(() => undefined)
  }
}
