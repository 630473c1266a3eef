// Browser tests use Debian's Chromium (nothing is downloaded by npm): its headless shell for most specs
// and the whole browser for those that need it (playwright.config.ts). Installs what is missing with
// apt-get; without the headless shell the whole browser runs everything.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { FULL_CHROMIUM, HEADLESS_SHELL } from './chromium-paths.ts'

const wanted = process.env.CHROMIUM_PATH
  ? [[process.env.CHROMIUM_PATH, 'chromium']]
  : [
      [FULL_CHROMIUM, 'chromium'],
      [HEADLESS_SHELL, 'chromium-headless-shell'],
    ]
const missing = wanted.filter(([path]) => !existsSync(path))

if (missing.length > 0) {
  const packages = missing.map(([, name]) => name).join(' ')
  console.log(`${missing.map(([path]) => path).join(' and ')} missing: installing ${packages} with apt-get…`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  try {
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
      { stdio: 'inherit' },
    )
  } catch {
    console.error(`apt-get could not install ${packages}.`)
  }
  const required = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM
  if (!existsSync(required)) {
    console.error(
      `Could not install Chromium at ${required}. Install it (apt-get install chromium) and run again.`,
    )
    process.exit(1)
  }
  if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL))
    console.log(`Without ${HEADLESS_SHELL} every spec runs in ${FULL_CHROMIUM} (slower).`)
}
