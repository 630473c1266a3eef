import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export type FileKind = 'templates' | 'portfolio'

/**
 * Uploaded files under DATA_DIR/uploads/<kind>/, outside the web root, each under a generated name
 * (never the uploader's file name). A write goes to a temporary name first, so a half-written file
 * never has a real name.
 */
export function createFileStore(dataDir: string) {
  const dir = (kind: FileKind) => join(dataDir, 'uploads', kind)
  const safe = (name: string) => {
    if (!/^[a-f0-9]{32}$/.test(name)) throw new Error('invalid stored file name')
    return name
  }
  return {
    async save(kind: FileKind, bytes: Buffer): Promise<string> {
      await mkdir(dir(kind), { recursive: true })
      const name = randomBytes(16).toString('hex')
      const temporary = join(dir(kind), `.${name}.part`)
      await writeFile(temporary, bytes, { flag: 'wx' })
      await rename(temporary, join(dir(kind), name))
      return name
    },
    read: (kind: FileKind, name: string) => readFile(join(dir(kind), safe(name))),
    remove: (kind: FileKind, name: string) => rm(join(dir(kind), safe(name)), { force: true }),
    pathOf: (kind: FileKind, name: string) => join(dir(kind), safe(name)),
  }
}
export type FileStore = ReturnType<typeof createFileStore>
