import { randomBytes } from 'node:crypto'
import type { Database } from '@server/db/client'
import { removeQueuedFiles } from './file-removals'
import type { FileStorage, StoredObject } from './file-storage'

export type FileKind = 'templates' | 'portfolio' | 'project-photos' | 'message-attachments'

/** A stored file, as the row that points at it knows it. */
export interface StoredFileRef {
  kind: FileKind
  storedName: string
}

/**
 * Uploaded files by kind, each under a generated name (never the uploader's file name), in the
 * storage the configuration chose (file-storage.ts: the disk under DATA_DIR/uploads/<kind>/, outside
 * the web root, or an S3-compatible bucket under `<kind>/`). Every instance behind one proxy reads
 * what any of them stored when the storage is shared (S3).
 */
type Log = { warn: (details: object, message: string) => void }

export function createFileStore(storage: FileStorage, db: Database, appLog: Log) {
  const key = (kind: FileKind, name: string) => {
    if (!/^[a-f0-9]{32}$/.test(name)) throw new Error('invalid stored file name')
    return `${kind}/${name}`
  }
  const remove = (kind: FileKind, name: string) => storage.remove(key(kind, name))
  return {
    storage: storage.kind,
    /**
     * Stores the bytes, then runs `record` with their stored name (the row that points at them);
     * when `record` fails the file goes too: nothing is half-saved.
     */
    async storeWith<T>(
      kind: FileKind,
      bytes: Buffer,
      record: (storedName: string) => Promise<T>,
      contentType = 'application/octet-stream',
    ): Promise<T> {
      const storedName = randomBytes(16).toString('hex')
      await storage.put(key(kind, storedName), bytes, contentType)
      try {
        return await record(storedName)
      } catch (error) {
        await remove(kind, storedName).catch(() => undefined)
        throw error
      }
    },
    /** The stored file as a stream with its size, or null when it is gone (removed by hand, lost with a volume). */
    open(kind: FileKind, name: string): Promise<StoredObject | null> {
      return storage.get(key(kind, name))
    },
    /** The stored bytes at once, or null (small files, tests). */
    async read(kind: FileKind, name: string): Promise<Buffer | null> {
      const object = await storage.get(key(kind, name))
      if (!object) return null
      const chunks: Buffer[] = []
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array))
      return Buffer.concat(chunks)
    },
    remove,
    /**
     * Deletes the bytes of files whose rows a committed transaction removed (a deleted template or
     * photo, an erased account, a deleted listing): after the commit, so that no row ever points at a
     * missing file. The delete queued each file (ADR 037); a file the storage cannot delete now stays
     * queued for the retry job and is logged by its generated name (nothing personal), not thrown at
     * whoever asked for the deletion.
     */
    async removeAll(stored: StoredFileRef[], log: Log = appLog) {
      await removeQueuedFiles(db, stored, (file) => remove(file.kind as FileKind, file.storedName), log)
    },
  }
}
export type FileStore = ReturnType<typeof createFileStore>

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (templates, portfolio images), on the disk or in S3 (buildApp makes it). */
    fileStore: FileStore
  }
}
