// Browser tests use Debian's Chromium (nothing is downloaded by npm). Install it when missing.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get…`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  )
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Could not install Chromium at ${CHROMIUM}. Install it (apt-get install chromium) and run again.`,
    )
    process.exit(1)
  }
}
