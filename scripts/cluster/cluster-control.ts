// Starts and stops a local cluster: N instances of the production build (dist/server/main.js) on one
// PostgreSQL, one Redis and one S3-compatible store, behind HAProxy (ADR 015). `npm run cluster` and
// the cluster tests both use it; compose.yaml mirrors it (scripts/cluster/compose-in-step.test.ts).
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'

export const ROOT = resolve(import.meta.dirname, '..', '..')
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy'

/** What every instance runs: the production build, the same in compose.yaml and the Dockerfile. */
export const APP_COMMAND = ['node', 'dist/server/main.js'] as const
/** What a deployment that migrates before rolling out runs once (`npm run migrate` builds nothing). */
export const MIGRATE_COMMAND = ['node', 'dist/server/main.js', 'migrate'] as const

export interface ClusterSettings {
  instances: number
  /** The proxy's public port. */
  port: number
  /** Instance i listens on firstInstancePort + i. */
  firstInstancePort: number
  databaseUrl: string
  redisUrl: string
  /** An S3-compatible store; when unset, the cluster runs s3rver on s3Port. */
  s3Url?: string
  s3Port: number
  s3Bucket: string
  s3AccessKeyId: string
  s3SecretAccessKey: string
  /** Where the cluster keeps its state, logs, secrets and each instance's DATA_DIR. */
  dir: string
  authSecret: string
  demoAccountPassword: string
  /** Extra variables for every instance (tests: higher limits, a log level). */
  extraEnv?: Record<string, string>
}

/**
 * Four consecutive ports nothing is bound to, for the proxy, the instances and the object store.
 * They are drawn below Linux's ephemeral range (32768 and up): a port there can be the local end of
 * an outgoing connection, which nothing answers on yet binding it fails (EADDRINUSE).
 */
async function freePorts(): Promise<{ proxy: number; first: number; s3: number }> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 12_000)
    const ports = [base, base + 1, base + 2, base + 3]
    const free = await Promise.all(ports.map(canListen))
    if (free.every(Boolean)) return { proxy: base, first: base + 1, s3: base + 3 }
  }
}

/** Whether a server could listen on 127.0.0.1:port now (it listens and closes at once). */
export function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/**
 * The settings of a test cluster: two instances on free ports, s3rver as the object store, a fresh
 * auth secret, and limits high enough for one machine's traffic (`extraEnv` adds to them).
 */
export async function testClusterSettings(options: {
  databaseUrl: string
  redisUrl: string
  dir: string
  demoAccountPassword: string
  extraEnv?: (origin: string) => Record<string, string>
}): Promise<ClusterSettings> {
  const ports = await freePorts()
  const origin = `http://localhost:${ports.proxy}`
  return {
    instances: 2,
    port: ports.proxy,
    firstInstancePort: ports.first,
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    s3Port: ports.s3,
    s3Bucket: 'luxpro-uploads',
    s3AccessKeyId: 'S3RVER',
    s3SecretAccessKey: 'S3RVER',
    dir: options.dir,
    authSecret: randomBytes(32).toString('base64url'),
    demoAccountPassword: options.demoAccountPassword,
    extraEnv: {
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      ...options.extraEnv?.(origin),
    },
  }
}

/**
 * The environment of instance `index`: the same variables as the app service of compose.yaml
 * (checked by compose-in-step.test.ts). Each instance has a DATA_DIR of its own, so nothing is
 * shared through the disk: uploads go to the object store.
 */
export function instanceEnv(settings: ClusterSettings, index: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(settings.firstInstancePort + index),
    DATA_DIR: join(settings.dir, `app${index + 1}`),
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    S3_URL: settings.s3Url ?? `http://127.0.0.1:${settings.s3Port}`,
    S3_BUCKET: settings.s3Bucket,
    S3_ACCESS_KEY_ID: settings.s3AccessKeyId,
    S3_SECRET_ACCESS_KEY: settings.s3SecretAccessKey,
    // The proxy is the one hop to trust: the client is the address it puts in X-Forwarded-For.
    TRUST_PROXY: '1',
    PUBLIC_URL: `http://localhost:${settings.port}`,
    AUTH_SECRET: settings.authSecret,
    SEED_DEMO_DATA: 'true',
    DEMO_ACCOUNT_PASSWORD: settings.demoAccountPassword,
    LOG_LEVEL: 'info',
    REQUEST_LOG_SAMPLE: '1',
    ...settings.extraEnv,
  }
}

/** Where the proxy listens and the instances it sends requests to (name, host:port). */
export interface ProxyTopology {
  bind: string
  servers: Array<{ name: string; address: string }>
}

export const localTopology = (settings: ClusterSettings): ProxyTopology => ({
  bind: `127.0.0.1:${settings.port}`,
  servers: Array.from({ length: settings.instances }, (_, i) => ({
    name: `app${i + 1}`,
    address: `127.0.0.1:${settings.firstInstancePort + i}`,
  })),
})

/** compose.yaml's: the same proxy in front of the app1 and app2 containers. */
export const composeTopology: ProxyTopology = {
  bind: '*:8080',
  servers: [
    { name: 'app1', address: 'app1:3000' },
    { name: 'app2', address: 'app2:3000' },
  ],
}

/**
 * HAProxy: health-checked upstreams (GET /health/ready), round robin, no stickiness. The local
 * cluster writes it for its ports; scripts/cluster/haproxy.compose.cfg is the same for compose.yaml
 * (compose-in-step.test.ts checks that it is exactly this).
 */
export function haproxyConfig(topology: ProxyTopology): string {
  const servers = topology.servers.map(({ name, address }) => `  server ${name} ${address} check`)
  const streamServers = topology.servers.map(
    ({ name, address }) => `  server ${name} ${address} track app/${name}`,
  )
  return `# Written by scripts/cluster/cluster-control.ts (ADR 015): edit haproxyConfig there, not this file.
global
  # Each open event stream (ADR 058) holds a connection on both sides for minutes (two file
  # descriptors per connection: 8000 needs a limit of 16k, what Debian allows without root).
  maxconn 8000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  # A saturated instance answers its check late, not never: give it time before calling it down.
  timeout check 3s
  # Requests beyond an instance's maxconn wait here, in order, rather than in the instance.
  timeout queue 30s
  # A request whose connection to an instance failed (it died or is restarting) is sent to another
  # one: nothing reached the dead instance, so no write is made twice.
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend public
  bind ${topology.bind}
  option forwardfor
  http-request set-header X-Forwarded-Proto http
  # Event streams stay open for minutes: they must not take the 32 request slots of an instance.
  use_backend events if { path /api/events }
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /health/ready
  http-check expect status 200
  # Checked every second (every 250 ms while changing state): out after 3 failures (a refused
  # connection fails at once: a dead instance is out within a second), back after 2 passes; an
  # address that does not resolve yet (a container still starting) is a server down. At most 32
  # requests at once per instance (one event loop gains nothing from more, its pool has 10
  # connections): the rest queue in the proxy, so a check never waits behind hundreds of requests.
  default-server inter 1s fastinter 250ms downinter 1s fall 3 rise 2 maxconn 32 init-addr last,libc,none
  http-response set-header X-Served-By %[srv_name]
${servers.join('\n')}

# Live updates (ADR 058): each stream is quiet but for an event or the heartbeat comment every 20 s,
# well within the 60 s timeouts above; the fewest open streams first; up or down as the app backend
# checks them. A draining instance ends its streams and the browsers come back through here.
backend events
  balance leastconn
  default-server maxconn 5000 init-addr last,libc,none
  http-response set-header X-Served-By %[srv_name]
${streamServers.join('\n')}
`
}

/** Debian's HAProxy, installed when missing (as the browser tests install Chromium). */
export function ensureHaproxy() {
  if (existsSync(HAPROXY)) return
  console.log(`${HAPROXY} is missing: installing Debian's haproxy with apt-get…`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy`,
    { stdio: 'inherit' },
  )
  if (!existsSync(HAPROXY))
    throw new Error(`Could not install HAProxy at ${HAPROXY}: apt-get install haproxy`)
}

/** Creates the database named in the URL when the server does not have it yet. */
export async function ensureDatabase(url: string) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const server = new URL(url)
  server.pathname = '/postgres'
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 3_000 })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`)
  } finally {
    await client.end()
  }
}

/** Whether something answers TCP at host:port (Redis, PostgreSQL) within a second. */
export async function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((done) => {
    const socket = connect(Number(port), hostname)
    const finish = (up: boolean) => {
      socket.destroy()
      done(up)
    }
    socket.setTimeout(1_000, () => finish(false))
    socket.once('connect', () => finish(true)).once('error', () => finish(false))
  })
}

export interface RunningProcess {
  name: string
  pid: number
  port: number
  child?: ChildProcess
  /** Where its stdout and stderr go. */
  logFile: string
  exited: Promise<number | null>
}

export interface ClusterState {
  proxy: { pid: number; port: number }
  s3?: { pid: number; port: number }
  instances: Array<{ name: string; pid: number; port: number }>
  dir: string
}

/** Starts `command` detached, its stdout and stderr appended to `logFile`. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  logFile: string,
  port: number,
): RunningProcess {
  const out = openSync(logFile, 'a')
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
    detached: true,
  })
  child.unref()
  if (!child.pid) throw new Error(`${name} did not start`)
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return { name, pid: child.pid, port, child, logFile, exited }
}

/** A process to watch while waiting on it; the log file, when there is one, is quoted when it exits. */
export type WatchedProcess = Pick<RunningProcess, 'name' | 'exited'> & { logFile?: string }

/** An error that says which process exited, with what code, and the last lines it printed. */
async function exitedError(watched: WatchedProcess): Promise<Error> {
  const code = await watched.exited
  const log = watched.logFile ? readFileSync(watched.logFile, 'utf8').trimEnd().split('\n').slice(-20) : []
  return new Error(
    `${watched.name} exited with code ${code}${log.length ? `; its log ends:\n${log.join('\n')}` : ''}`,
  )
}

/** Starts one instance of the production build with its environment (also used to restart one). */
export function startInstance(settings: ClusterSettings, index: number): RunningProcess {
  const env = instanceEnv(settings, index)
  mkdirSync(env.DATA_DIR!, { recursive: true })
  const [command, ...args] = APP_COMMAND
  return startProcess(
    `app${index + 1}`,
    command === 'node' ? process.execPath : command,
    args,
    env,
    join(settings.dir, `app${index + 1}.log`),
    Number(env.PORT),
  )
}

/**
 * Resolves when GET url answers `status` (rejects after timeoutMs, or at once, with its log, when
 * `behind` — the process that should answer — exits).
 */
export async function waitForStatus(url: string, status = 200, timeoutMs = 90_000, behind?: WatchedProcess) {
  const deadline = Date.now() + timeoutMs
  let died = false
  void behind?.exited.then(() => {
    died = true
  })
  for (;;) {
    if (died && behind) throw await exitedError(behind)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      await res.arrayBuffer()
      if (res.status === status) return
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`)
    await sleep(200)
  }
}

export interface Cluster {
  settings: ClusterSettings
  url: string
  proxy: RunningProcess
  s3?: RunningProcess
  instances: RunningProcess[]
  stop(): Promise<void>
}

/**
 * Starts the store (unless settings.s3Url), the instances (all at once: they take turns to migrate,
 * ADR 015) and the proxy, and resolves when every instance and the proxy say they are ready.
 */
export async function startCluster(settings: ClusterSettings): Promise<Cluster> {
  if (!existsSync(join(ROOT, 'dist/server/main.js')))
    throw new Error('dist/server/main.js is missing: run `npm run build` first')
  ensureHaproxy()
  mkdirSync(settings.dir, { recursive: true })
  if (!(await answers(settings.databaseUrl)))
    throw new Error(`PostgreSQL does not answer at ${new URL(settings.databaseUrl).host}`)
  if (!(await answers(settings.redisUrl)))
    throw new Error(`Redis does not answer at ${new URL(settings.redisUrl).host}`)
  await ensureDatabase(settings.databaseUrl)

  let s3: RunningProcess | undefined
  if (!settings.s3Url) {
    const s3Dir = join(settings.dir, 's3')
    mkdirSync(s3Dir, { recursive: true })
    s3 = startProcess(
      's3',
      process.execPath,
      [
        join(ROOT, 'node_modules/s3rver/bin/s3rver.js'),
        '--directory',
        s3Dir,
        '--address',
        '127.0.0.1',
        '--port',
        String(settings.s3Port),
        '--configure-bucket',
        settings.s3Bucket,
        '--silent',
      ],
      {},
      join(settings.dir, 's3.log'),
      settings.s3Port,
    )
    await waitForS3(s3)
  }

  const instances = Array.from({ length: settings.instances }, (_, i) => startInstance(settings, i))
  const configFile = join(settings.dir, 'haproxy.cfg')
  writeFileSync(configFile, haproxyConfig(localTopology(settings)))
  const proxy = startProcess(
    'haproxy',
    HAPROXY,
    ['-db', '-f', configFile],
    {},
    join(settings.dir, 'haproxy.log'),
    settings.port,
  )
  const cluster: Cluster = {
    settings,
    url: `http://127.0.0.1:${settings.port}`,
    proxy,
    s3,
    instances,
    stop: () => stopProcesses([proxy, ...instances, ...(s3 ? [s3] : [])]),
  }
  try {
    await Promise.all(
      instances.map((instance) =>
        waitForStatus(`http://127.0.0.1:${instance.port}/health/ready`, 200, 120_000, instance),
      ),
    )
    await waitForStatus(`${cluster.url}/health/ready`, 200, 30_000, proxy)
    await waitForProxyToUse(
      cluster.url,
      instances.map((i) => i.name),
    )
  } catch (error) {
    await cluster.stop()
    throw error
  }
  writeFileSync(join(settings.dir, 'state.json'), JSON.stringify(stateOf(cluster), null, 2))
  return cluster
}

/**
 * The proxy marks a server up after two passed checks: wait until it has sent requests to every
 * instance (the X-Served-By header it adds), so the cluster is whole when this returns.
 */
export async function waitForProxyToUse(url: string, names: string[], timeoutMs = 30_000) {
  const seen = new Set<string>()
  const deadline = Date.now() + timeoutMs
  while (names.some((name) => !seen.has(name))) {
    if (Date.now() > deadline)
      throw new Error(`the proxy did not send requests to ${names.filter((n) => !seen.has(n))}`)
    try {
      const res = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2_000) })
      await res.arrayBuffer()
      const name = res.headers.get('x-served-by')
      if (res.status === 200 && name) seen.add(name)
    } catch {}
    await sleep(50)
  }
}

async function waitForS3(s3: RunningProcess) {
  // s3rver answers 403 to an unsigned request once it listens.
  const deadline = Date.now() + 20_000
  for (;;) {
    if (await answers(`http://127.0.0.1:${s3.port}`)) return
    if (Date.now() > deadline) throw new Error(`s3rver did not listen on ${s3.port}`)
    const dead = await Promise.race([s3.exited.then(() => true), sleep(100).then(() => false)])
    if (dead) throw await exitedError(s3)
  }
}

export const stateOf = (cluster: Cluster): ClusterState => ({
  proxy: { pid: cluster.proxy.pid, port: cluster.proxy.port },
  s3: cluster.s3 && { pid: cluster.s3.pid, port: cluster.s3.port },
  instances: cluster.instances.map(({ name, pid, port }) => ({ name, pid, port })),
  dir: cluster.settings.dir,
})

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** SIGTERM (instances finish their requests and close their connections), SIGKILL after 15 s. */
export async function stopPids(pids: number[]) {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM')
    } catch {}
  }
  const deadline = Date.now() + 15_000
  while (pids.some(alive) && Date.now() < deadline) await sleep(100)
  for (const pid of pids.filter(alive)) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {}
  }
}

const stopProcesses = (processes: RunningProcess[]) => stopPids(processes.map((p) => p.pid))

/** Stops the cluster described by `<dir>/state.json` (`npm run cluster -- stop`). */
export async function stopFromState(dir: string): Promise<boolean> {
  const file = join(dir, 'state.json')
  if (!existsSync(file)) return false
  const state = JSON.parse(readFileSync(file, 'utf8')) as ClusterState
  // The proxy first: no new requests reach instances that are stopping.
  await stopPids([state.proxy.pid])
  await stopPids(state.instances.map((i) => i.pid))
  if (state.s3) await stopPids([state.s3.pid])
  writeFileSync(file.replace(/state\.json$/, 'stopped.json'), JSON.stringify(state, null, 2))
  const { rmSync } = await import('node:fs')
  rmSync(file)
  return true
}

/** A secret kept in the cluster's folder, made once. */
export function keptSecret(dir: string, name: string, bytes = 32): string {
  const file = join(dir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dir, { recursive: true })
  const secret = randomBytes(bytes).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
