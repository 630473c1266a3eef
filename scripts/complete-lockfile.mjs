// The registry this project installs from serves only this machine's platform binaries, so
// `npm install` leaves out the other platforms' optional packages (biome, tailwind oxide) and
// `npm ci` then refuses the lock file. This adds those entries back with their os/cpu, which npm
// skips on a mismatching machine without fetching them. Run it after changing dependencies:
//   npm install && node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages

function platformOf(name) {
  const tail = name.split('/').pop()
  const os = ['darwin', 'win32', 'android', 'freebsd', 'linux'].find((o) => tail.includes(`-${o}-`))
  const cpu = ['arm64', 'x64', 'arm', 'wasm32'].find((c) => tail.includes(`-${c}`))
  const libc = tail.includes('-musl') ? 'musl' : os === 'linux' ? 'glibc' : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ''}node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[key] || packages[hoisted]) continue
    const { os, cpu, libc } = platformOf(name)
    if (!cpu) continue
    packages[hoisted] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : entry.devOptional ? { devOptional: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: added ${added} optional platform entries`)
