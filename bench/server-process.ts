import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

/** The project's root (this file is plain TypeScript that Node runs as is, so no path aliases). */
const ROOT = fileURLToPath(new URL('..', import.meta.url))

export interface Started {
  child: ChildProcess
  /** From spawning the process to /health answering 200. */
  healthyMs: number
  /** CPU time the process had used by then (all its threads; Linux only): steadier than the wall clock on a shared machine. */
  cpuMs: number | undefined
}

/**
 * User and system time of a process, or of one of its threads (`thread`: its id; a process's main
 * thread has the process's id), from /proc (clock ticks of 10 ms); undefined elsewhere.
 */
export function cpuMsOf(pid: number | undefined, thread?: number): number | undefined {
  try {
    const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`
    const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}

/**
 * The one way the benchmarks time a cold start: spawn `node <args>` in the project's root (the Node
 * that runs the bench, the project's Node 24 under npm) and poll `/health` every 25 ms until it
 * answers 200. `args` is the production build (`dist/server/main.js`) or, for the floor, a bare
 * server started the same way.
 */
export async function startServer(
  args: string[],
  options: { port: number; env: Record<string, string>; quiet?: boolean; onStdout?: (text: string) => void },
): Promise<Started> {
  const spawned = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', options.quiet ? 'ignore' : 'inherit'],
  })
  child.stdout?.setEncoding('utf8').on('data', (text: string) => options.onStdout?.(text))
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  for (;;) {
    if (exited) throw new Error('the server exited before it was healthy (see its log above)')
    const status = await fetch(`http://127.0.0.1:${options.port}/health`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (res) => res.status,
      () => 0,
    )
    if (status === 200) return { child, healthyMs: performance.now() - spawned, cpuMs: cpuMsOf(child.pid) }
    await sleep(25)
  }
}

/** SIGTERM, then SIGKILL after 20 s. */
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await Promise.race([exited, sleep(20_000)])
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
