import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { projectPath } from '@server/project-root'

/**
 * The web app and its server renderer built from the current sources, for a test file that renders
 * pages (under .data/, so the renderer finds node_modules as it does in dist/). `webRoot` goes to
 * buildTestApp; `remove` deletes the build after the file. With TESTS_USE_BUILD=1 (`npm test` and CI,
 * which have just built dist/ from the same sources) it is dist/ itself, and nothing is built again.
 */
export function buildWebApp(): { webRoot: string; remove: () => void } {
  if (process.env.TESTS_USE_BUILD === '1') {
    if (!existsSync(projectPath('dist/ssr/entry-server.js')))
      throw new Error('TESTS_USE_BUILD=1 but dist/ssr/entry-server.js is missing: run npm run build')
    return { webRoot: projectPath('dist/web'), remove: () => {} }
  }
  mkdirSync(projectPath('.data'), { recursive: true })
  const dir = mkdtempSync(projectPath('.data/test-ssr-'))
  // Built for production whatever NODE_ENV the test runs with (Vitest sets "test"): built under
  // "test", the renderer calls React's development JSX runtime, which the production React it loads lacks.
  const node = (script: string, ...args: string[]) =>
    execFileSync(process.execPath, [projectPath(script), ...args], {
      cwd: projectPath(),
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    })
  node('node_modules/vite/bin/vite.js', 'build', '--outDir', join(dir, 'web'), '--logLevel', 'error')
  node('scripts/build-ssr.mjs', join(dir, 'ssr'))
  return { webRoot: join(dir, 'web'), remove: () => rmSync(dir, { recursive: true, force: true }) }
}
