import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages'
import { getLegalDocument } from '@web/features/legal/api/get-legal-document'
import { describe, expect, it } from 'vitest'
import { BROWSER_STORAGE_NAMES } from './browser-storage'

/**
 * The cookie policy lists exactly what the product keeps in the browser: its list
 * (browser-storage.ts) against the keys the source (src/web, with src/shared's constants) writes, and the page in en/fr/de against both. The written
 * keys are read from the source: every `localStorage/sessionStorage.setItem(NAME` with NAME's
 * string value, every `document.cookie = "name=` (or `${NAME}=`), the service worker's caches, and the session
 * cookie the auth library sets. A new key without a policy row, or a row for a key nothing writes,
 * fails here.
 */
const root = process.cwd()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function writtenKeys(): string[] {
  // The browser's code, and the shared constants it names keys with.
  const sources = [...sourceFiles(join(root, 'src/web')), ...sourceFiles(join(root, 'src/shared'))].map(
    (file) => readFileSync(file, 'utf8'),
  )
  const all = sources.join('\n')
  const constant = (name: string) => {
    const value = new RegExp(`const ${name} = '([^']+)'`).exec(all)?.[1]
    if (!value) throw new Error(`No string constant ${name} for a storage key`)
    return value
  }
  const keys = new Set<string>()
  for (const match of all.matchAll(/(?:localStorage|sessionStorage)\.setItem\(\s*([A-Za-z_]\w*|'[^']+')/g)) {
    const arg = match[1] ?? ''
    keys.add(arg.startsWith("'") ? arg.slice(1, -1) : constant(arg))
  }
  for (const match of all.matchAll(/document\.cookie = `(?:(\w+)|\$\{([A-Za-z_]\w*)\})=/g))
    keys.add(match[1] ?? constant(match[2] ?? ''))
  const worker = readFileSync(join(root, 'public/sw.js'), 'utf8')
  for (const match of worker.matchAll(/const \w+_CACHE = '([^']+)'/g)) keys.add(match[1] ?? '')
  keys.add('better-auth.session_token')
  // The early-access gate's cookie, set by the server (ADR 026).
  keys.add('luxpro_access')
  // The landing version and visitor id, set by the server (ADR 032).
  keys.add('luxpro_landing')
  // The device cookie a successful sign-in sets (ADR 039).
  keys.add('luxpro_device')
  return [...keys].sort()
}

/** The names in the first column of the policy's table, as the page shows it. */
async function policyKeys(language: UiLanguage): Promise<string[]> {
  const { document } = await getLegalDocument('cookie-policy', language)
  const rows = document.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.type === 'table' ? block.rows : [])),
  )
  return rows.flatMap((row) => (row[0] ?? '').split(', ')).sort()
}

describe('cookie policy', () => {
  it('finds the keys the app writes', () => {
    expect(writtenKeys()).toEqual(expect.arrayContaining(['language', 'errorCount', 'lang', 'luxpro-user']))
  })

  it('lists exactly the cookies and storage keys the app writes', () => {
    expect([...BROWSER_STORAGE_NAMES].sort()).toEqual(writtenKeys())
  })

  it.each(UI_LANGUAGES)(
    'shows every one of them on the page, with its purpose and duration (%s)',
    async (language) => {
      expect(await policyKeys(language)).toEqual(writtenKeys())
      const { document } = await getLegalDocument('cookie-policy', language)
      const table = document.sections
        .flatMap((section) => section.blocks)
        .find((block) => block.type === 'table')
      expect(table?.rows.every((row) => row.length === 4 && row.every((cell) => cell.trim() !== ''))).toBe(
        true,
      )
    },
  )
})
