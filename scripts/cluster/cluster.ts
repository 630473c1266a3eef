// `npm run cluster [-- --instances N] [--port 8080] [--no-build]`: N instances (default 2) of the
// production build on the local PostgreSQL and Redis, behind HAProxy, uploads in a local
// S3-compatible store (s3rver) unless S3_URL is set. `npm run cluster -- stop` ends it.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  type ClusterSettings,
  type ClusterState,
  keptSecret,
  ROOT,
  startCluster,
  stopFromState,
} from './cluster-control'

const USAGE = `Usage: npm run cluster [-- --instances N] [--port P] [--no-build]
       npm run cluster -- stop | status

Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/luxpro_cluster, created when
missing), REDIS_URL (default redis://127.0.0.1:6379), S3_URL/S3_BUCKET/S3_ACCESS_KEY_ID/
S3_SECRET_ACCESS_KEY (default: a local s3rver). State, logs and secrets: .data/cluster/.`

const dir = join(ROOT, '.data/cluster')

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      instances: { type: 'string', default: '2' },
      port: { type: 'string', default: '8080' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return console.log(USAGE)
  const command = positionals[0] ?? 'start'
  if (command === 'stop') {
    const stopped = await stopFromState(dir)
    return console.log(stopped ? 'Cluster stopped.' : 'No cluster is running (no .data/cluster/state.json).')
  }
  if (command === 'status') return status()
  if (command !== 'start') throw new Error(`unknown command "${command}"\n${USAGE}`)
  if (existsSync(join(dir, 'state.json')))
    throw new Error('A cluster is already running: `npm run cluster -- stop` first.')

  const instances = Number(values.instances)
  const port = Number(values.port)
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error('--instances: 1 to 16')
  if (!values['no-build']) {
    console.log('▶ npm run build')
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const settings: ClusterSettings = {
    instances,
    port,
    firstInstancePort: 3101,
    databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/luxpro_cluster',
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    s3Url: process.env.S3_URL || undefined,
    s3Port: 3190,
    s3Bucket: process.env.S3_BUCKET || 'luxpro-uploads',
    s3AccessKeyId: process.env.S3_ACCESS_KEY_ID || 'S3RVER',
    s3SecretAccessKey: process.env.S3_SECRET_ACCESS_KEY || 'S3RVER',
    dir,
    authSecret: process.env.AUTH_SECRET || keptSecret(dir, 'auth-secret'),
    demoAccountPassword: process.env.DEMO_ACCOUNT_PASSWORD || `Demo-${keptSecret(dir, 'demo-password', 12)}`,
  }
  console.log(`▶ starting ${instances} instance(s), the object store and HAProxy`)
  const cluster = await startCluster(settings)
  console.log(`
LuxPro cluster ready: ${cluster.url} (HAProxy → ${cluster.instances.map((i) => `${i.name} :${i.port}`).join(', ')})
  database  ${new URL(settings.databaseUrl).host}${new URL(settings.databaseUrl).pathname}   redis ${new URL(settings.redisUrl).host}   uploads ${settings.s3Url ?? `s3rver :${settings.s3Port}`} / ${settings.s3Bucket}
  demo accounts' password: ${settings.demoAccountPassword}
  logs: .data/cluster/*.log    stop: npm run cluster -- stop`)
}

async function status() {
  const file = join(dir, 'state.json')
  if (!existsSync(file)) return console.log('No cluster is running.')
  const state = JSON.parse(readFileSync(file, 'utf8')) as ClusterState
  const check = async (url: string) => {
    try {
      return String((await fetch(url, { signal: AbortSignal.timeout(2_000) })).status)
    } catch {
      return 'down'
    }
  }
  console.log(
    `proxy  :${state.proxy.port}  /health/ready → ${await check(`http://127.0.0.1:${state.proxy.port}/health/ready`)}`,
  )
  for (const instance of state.instances)
    console.log(
      `${instance.name}   :${instance.port}  pid ${instance.pid}  /health/ready → ${await check(`http://127.0.0.1:${instance.port}/health/ready`)}`,
    )
}

main().catch((error) => {
  console.error(`npm run cluster: ${(error as Error).message}`)
  process.exit(1)
})
