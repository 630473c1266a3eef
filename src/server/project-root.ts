import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, found from this file whether it runs from src/ (tsx, vitest) or dist/ (bundle). */
export const PROJECT_ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('package.json not found above the server code')
    dir = parent
  }
  return dir
})()

export const projectPath = (...parts: string[]) => join(PROJECT_ROOT, ...parts)
