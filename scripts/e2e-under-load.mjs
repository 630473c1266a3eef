// `npm run test:e2e:under-load [-- --rounds 3]`: the whole browser suite several times in a row with
// retries off, while a second process keeps one core busy, to show the suite waits on readiness and
// not on time. Run `npm run build` first. Prints each round's result, time and the load average.
import { spawn, spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } })
const rounds = Number(values.rounds)

// The CPU hog: a separate Node process spinning until it is killed.
const hog = spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random())'], { stdio: 'ignore' })
const stopHog = () => hog.kill('SIGKILL')
process.on('exit', stopHog)
process.on('SIGINT', () => process.exit(130))

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')

const results = []
for (let round = 1; round <= rounds; round++) {
  const started = Date.now()
  console.log(`\n▶ round ${round} of ${rounds} (load ${load()})`)
  const run = (env, args = []) =>
    spawnSync('npx', ['playwright', 'test', '--retries=0', '--reporter=dot', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    }).status
  // The tests that must run alone run last, on the same server (playwright.config.ts).
  const passed = run({ E2E_ALONE: '1' }) === 0
  const seconds = Math.round((Date.now() - started) / 1000)
  results.push({ round, passed, seconds, load: load() })
  console.log(`✔ round ${round}: ${passed ? 'passed' : 'FAILED'} in ${seconds} s (load ${load()})`)
}
stopHog()

console.log('\nround | result | seconds | load average (1, 5, 15 min) at the end')
for (const r of results)
  console.log(`${r.round} | ${r.passed ? 'passed' : 'FAILED'} | ${r.seconds} | ${r.load}`)
process.exit(results.every((r) => r.passed) ? 0 : 1)
