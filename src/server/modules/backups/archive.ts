import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { createGunzip, createGzip } from 'node:zlib'
import { storageKeyProblem } from '@server/modules/files/storage-key'
import type { DatabaseDump } from './database-export'
import { readTar, tarWriter } from './tar'

export const ARCHIVE_FORMAT = 'luxpro-backup'
export const ARCHIVE_VERSION = 1

/** What the archive says about itself (manifest.json, its first entry). */
export interface Manifest {
  format: typeof ARCHIVE_FORMAT
  version: number
  createdAt: string
  driver: 'pglite' | 'postgres'
  /** The migrations the database had: a restore needs the same. */
  migration: string
  tables: Record<string, number>
  sequences: Array<{ name: string; value: number | null }>
  native: string | null
  nativeProblem: string | null
  uploads: string[]
  /** Files rows point at that the storage no longer had when the backup was taken. */
  missingUploads: string[]
}

export interface Upload {
  key: string
  bytes: Buffer
}

/**
 * Writes the archive (a .tar.gz): manifest.json, database/<table>.json (every row), the engine's own
 * dump under native/, and the uploaded files under uploads/<kind>/<name>.
 */
export async function writeArchive(
  path: string,
  manifest: Manifest,
  dump: DatabaseDump,
  uploads: Upload[],
): Promise<void> {
  const gzip = createGzip({ level: 6 })
  const file = createWriteStream(path, { flags: 'wx' })
  gzip.pipe(file)
  const tar = tarWriter(gzip, new Date(manifest.createdAt))
  await tar.add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)))
  for (const table of dump.tables) await tar.add(`database/${table.name}.json`, table.json)
  if (dump.native) await tar.add(dump.native.name, dump.native.data)
  for (const upload of uploads) await tar.add(`uploads/${upload.key}`, upload.bytes)
  await tar.finish()
  gzip.end()
  await once(file, 'close')
}

/** The SHA-256 of a file, hex. */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

export interface ArchiveContents {
  manifest: Manifest
  tables: Map<string, unknown[]>
  uploads: Upload[]
}

/**
 * What makes an archive unusable although its bytes are intact: a member named to escape the folder
 * it is unpacked into, a manifest or table that does not parse, a table incomplete, rows the database
 * refuses. `member` names the part at fault, `reason` says why (both shown to the admin).
 */
export class ArchiveInvalid extends Error {
  constructor(
    readonly member: string,
    readonly reason: string,
  ) {
    super(`${member}: ${reason}`)
    this.name = 'ArchiveInvalid'
  }
}

function parseJson(member: string, data: Buffer): unknown {
  try {
    return JSON.parse(data.toString('utf8'))
  } catch {
    throw new ArchiveInvalid(member, 'is not valid JSON')
  }
}

/**
 * Reads an archive back (the native dump is skipped: the app restores from the rows). Refuses the
 * whole archive (ArchiveInvalid) for any member whose name is not a safe relative path — `..`, an
 * absolute path, NUL or backslash — before anything is written anywhere; a damaged gzip or tar
 * stream throws as it is.
 */
export async function readArchive(path: string): Promise<ArchiveContents> {
  let manifest: Manifest | null = null
  const tables = new Map<string, unknown[]>()
  const uploads: Upload[] = []
  for await (const entry of readTar(createReadStream(path).pipe(createGunzip()))) {
    const problem = storageKeyProblem(entry.name)
    if (problem) throw new ArchiveInvalid(JSON.stringify(entry.name), `unsafe member name (${problem})`)
    if (entry.name === 'manifest.json') {
      manifest = parseJson(entry.name, entry.data) as Manifest
      if (manifest?.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION)
        throw new ArchiveInvalid(entry.name, 'not a LuxPro backup of a version this server reads')
    } else if (!manifest) {
      throw new ArchiveInvalid(entry.name, 'comes before the manifest, which must be first')
    } else if (entry.name.startsWith('database/') && entry.name.endsWith('.json')) {
      const rows = parseJson(entry.name, entry.data)
      if (!Array.isArray(rows)) throw new ArchiveInvalid(entry.name, 'is not a list of rows')
      tables.set(entry.name.slice('database/'.length, -'.json'.length), rows)
    } else if (entry.name.startsWith('uploads/')) {
      uploads.push({ key: entry.name.slice('uploads/'.length), bytes: entry.data })
    }
  }
  if (!manifest) throw new ArchiveInvalid('manifest.json', 'missing')
  for (const [name, count] of Object.entries(manifest.tables ?? {}))
    if ((tables.get(name)?.length ?? 0) !== count)
      throw new ArchiveInvalid(
        `database/${name}.json`,
        `holds ${tables.get(name)?.length ?? 0} rows, the manifest says ${count}`,
      )
  return { manifest, tables, uploads }
}
