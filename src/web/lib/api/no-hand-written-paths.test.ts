import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The web calls the API through the contract (ADR 078): `call(operation, inputs)` builds every URL
 * from the operation's declaration, and a link to a file takes its address from `operationUrl`. A
 * quoted API path written by hand is refused anywhere on the web.
 */
const WEB = join(import.meta.dirname, '..', '..')
const HAND_WRITTEN_PATH = /[`'"]\/api\//

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : []
  })
}

describe('API paths on the web', () => {
  it('come from the contract, never written by hand', () => {
    const withPaths = sourceFiles(WEB)
      .filter((file) => HAND_WRITTEN_PATH.test(readFileSync(file, 'utf8')))
      .map((file) => relative(WEB, file))
    expect(withPaths).toEqual([])
  })
})
