import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { projectPath } from '@server/project-root'

export type FileKind = 'templates' | 'portfolio'

/**
 * Uploaded files under DATA_DIR/uploads/<kind>/, outside the web root, each under a generated name
 * (never the uploader's file name). A write goes to a temporary name first, so a half-written file
 * never has a real name.
 */
export function createFileStore(dataDir: string) {
  // A relative DATA_DIR is read from the project root, as for the database (src/server/main.ts).
  const root = resolve(projectPath(), dataDir, 'uploads')
  const dir = (kind: FileKind) => join(root, kind)
  const safe = (name: string) => {
    if (!/^[a-f0-9]{32}$/.test(name)) throw new Error('invalid stored file name')
    return name
  }
  async function save(kind: FileKind, bytes: Buffer): Promise<string> {
    await mkdir(dir(kind), { recursive: true })
    const name = randomBytes(16).toString('hex')
    const temporary = join(dir(kind), `.${name}.part`)
    try {
      await writeFile(temporary, bytes, { flag: 'wx' })
      await rename(temporary, join(dir(kind), name))
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
    return name
  }
  const remove = (kind: FileKind, name: string) => rm(join(dir(kind), safe(name)), { force: true })
  return {
    /**
     * Stores the bytes, then runs `record` with their stored name (the row that points at them);
     * when `record` fails the file goes too: nothing is half-saved.
     */
    async storeWith<T>(
      kind: FileKind,
      bytes: Buffer,
      record: (storedName: string) => Promise<T>,
    ): Promise<T> {
      const storedName = await save(kind, bytes)
      try {
        return await record(storedName)
      } catch (error) {
        await remove(kind, storedName)
        throw error
      }
    },
    /** The stored bytes, or null when the file is gone (removed by hand, lost with a volume). */
    async read(kind: FileKind, name: string): Promise<Buffer | null> {
      try {
        return await readFile(join(dir(kind), safe(name)))
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null
        throw error
      }
    },
    remove,
  }
}
export type FileStore = ReturnType<typeof createFileStore>
