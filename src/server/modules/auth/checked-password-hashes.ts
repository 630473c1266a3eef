import { createHash } from 'node:crypto'
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * Password hashes already verified not to hold a given password. A production start verifies the
 * demo accounts' hashes against the README's passwords (a scrypt each, about a second of CPU for
 * all of them): remembered, a restart verifies only a hash it has not seen, and a changed hash is
 * a new one.
 */
export interface CheckedHashes {
  /** Whether `hash` was verified before not to hold `password`. */
  has(hash: string, password: string): boolean
  /** Remembers that `hash` does not hold `password`. */
  add(hash: string, password: string): void
}

const fingerprint = (hash: string, password: string) =>
  createHash('sha256').update(`${password}\n${hash}`).digest('hex')

/** Kept in a file of the data directory, one SHA-256 of password and hash a line. */
export function checkedHashesFile(file: string): CheckedHashes {
  let known: Set<string>
  try {
    known = new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean))
  } catch {
    known = new Set()
  }
  return {
    has: (hash, password) => known.has(fingerprint(hash, password)),
    add(hash, password) {
      const line = fingerprint(hash, password)
      if (known.has(line)) return
      known.add(line)
      mkdirSync(dirname(file), { recursive: true })
      appendFileSync(file, `${line}\n`)
    },
  }
}
