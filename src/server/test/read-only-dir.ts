import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Makes `dir` refuse new files and deletions for real, and gives back what undoes it. As an
 * ordinary user, mode 0555 (EACCES); as root, whom modes do not stop, the file system's immutable
 * flag (`chattr +i`, EPERM), which stops root too. Checked with a probe write before it is trusted.
 */
export function makeReadOnly(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chattr', ['+i', dir])
  else chmodSync(dir, 0o555)
  const undo = () => (asRoot ? execFileSync('chattr', ['-i', dir]) : chmodSync(dir, 0o755))
  const probe = join(dir, '.probe')
  try {
    writeFileSync(probe, '')
  } catch {
    return undo
  }
  undo()
  rmSync(probe, { force: true })
  throw new Error(`${dir} could not be made read-only on this file system`)
}
