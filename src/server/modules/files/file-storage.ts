import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import * as fs from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import type { Config } from '@server/config'
import { projectPath } from '@server/project-root'
import { asStorageFailure, mappingFailures } from './storage-errors'
import { checkStorageKey, pathUnder } from './storage-key'

/** A stored object as it is read back: its bytes as a stream, and how many there are. */
export interface StoredObject {
  body: Readable
  size: number
}

/**
 * Where uploaded bytes live, by key (`<kind>/<name>`): the local disk (one instance, the embedded
 * default) or an S3-compatible object store (several instances share it). Keys are made by the file
 * store, never by a client; each storage checks them again all the same (storage-key.ts: no `..`, no
 * absolute path, no NUL or backslash, the path stays under the root), since a restore reads them from
 * an archive. Failures of the disk or the bucket come out as 507 storage_full or 503
 * storage_unavailable (storage-errors.ts), never as a bare 500.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3'
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<StoredObject | null>
  /** Removes the object; nothing happens when it is already gone. */
  remove(key: string): Promise<void>
  /**
   * Writes that stay invisible under their keys until `commit` moves them in: a restore stages the
   * archive's files before its transaction, commits them after it, and discards them if it fails.
   */
  stage(): StagedFiles
}

export interface StagedFiles {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** Moves every staged file under its key (replacing one already there). */
  commit(): Promise<void>
  /** Forgets the staged files; nothing under a real key changed. */
  discard(): Promise<void>
}

/** The file-system calls the disk storage makes (tests hand in one that fails like a full disk). */
export type DiskIo = Pick<typeof fs, 'mkdir' | 'rename' | 'rm' | 'stat' | 'unlink' | 'writeFile'>

/** S3 when S3_URL is set, else the disk under $DATA_DIR/uploads (a relative DATA_DIR from the project root). */
export function storageFromConfig(config: Config): FileStorage {
  if (config.S3_URL)
    return s3Storage({
      url: config.S3_URL,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    })
  return diskStorage(resolve(projectPath(), config.DATA_DIR, 'uploads'))
}

/**
 * Files under `root`, outside the web root. A write goes to a temporary name first, so a half-written
 * file never has a real name. Staged files wait in a hidden folder of the root (a key never starts
 * with a dot), on the same file system, so that committing them is a rename.
 */
export function diskStorage(root: string, io: DiskIo = fs): FileStorage {
  const base = resolve(root)
  const write = async (target: string, bytes: Buffer) => {
    await io.mkdir(dirname(target), { recursive: true })
    const temporary = join(dirname(target), `.${randomBytes(8).toString('hex')}.part`)
    try {
      await io.writeFile(temporary, bytes, { flag: 'wx' })
      await io.rename(temporary, target)
    } catch (error) {
      await io.rm(temporary, { force: true }).catch(() => undefined)
      throw error
    }
  }
  return {
    kind: 'disk',
    put: (key, bytes) => mappingFailures(() => write(pathUnder(base, key), bytes)),
    async get(key) {
      const path = pathUnder(base, key)
      try {
        const { size } = await io.stat(path)
        return { body: createReadStream(path), size }
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null
        throw asStorageFailure(error)
      }
    },
    remove: (key) =>
      mappingFailures(async () => {
        // unlink, not rm: rm's fallbacks turn a read-only folder's EPERM into a misleading ENOTDIR.
        await io.unlink(pathUnder(base, key)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error
        })
      }),
    stage() {
      const folder = join(base, `.staging-${randomBytes(8).toString('hex')}`)
      const staged = new Set<string>()
      return {
        async put(key, bytes) {
          const path = pathUnder(folder, key)
          await mappingFailures(() => write(path, bytes))
          staged.add(key)
        },
        commit: () =>
          mappingFailures(async () => {
            for (const key of staged) {
              const target = pathUnder(base, key)
              await io.mkdir(dirname(target), { recursive: true })
              await io.rename(pathUnder(folder, key), target)
            }
            await io.rm(folder, { recursive: true, force: true })
          }),
        discard: () => mappingFailures(() => io.rm(folder, { recursive: true, force: true })),
      }
    },
  }
}

export interface S3Settings {
  url: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

type S3Sdk = typeof import('./s3-sdk')
const loadS3Sdk = (): Promise<S3Sdk> => import('./s3-sdk')

/** Timeouts short enough that a stalled store fails the request instead of holding it. */
const S3_CONNECT_TIMEOUT_MS = 2_000
const S3_REQUEST_TIMEOUT_MS = 30_000

/**
 * An S3-compatible bucket through the official client (path-style addresses, as MinIO and most
 * self-hosted stores want). Reads stream from the store to the client.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  // The client (a large library) loads with the first use, not at start.
  let connected: Promise<{ s3: S3Sdk; client: S3Client }> | undefined
  const connect = () => {
    connected ??= loadS3Sdk().then((s3) => ({
      s3,
      client: new s3.S3Client({
        endpoint: settings.url,
        region: settings.region,
        forcePathStyle: true,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: S3_REQUEST_TIMEOUT_MS },
        maxAttempts: 3,
      }),
    }))
    return connected
  }
  const Bucket = settings.bucket
  const put = (Key: string, bytes: Buffer, ContentType: string) =>
    mappingFailures(async () => {
      const { s3, client } = await connect()
      await client.send(
        new s3.PutObjectCommand({ Bucket, Key, Body: bytes, ContentType, ContentLength: bytes.length }),
      )
    })
  const remove = (Key: string) =>
    mappingFailures(async () => {
      const { s3, client } = await connect()
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key }))
    })
  return {
    kind: 's3',
    put: async (key, bytes, contentType) => put(checkStorageKey(key), bytes, contentType),
    async get(key) {
      try {
        const { s3, client } = await connect()
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: checkStorageKey(key) }))
        if (!object.Body) return null
        return { body: object.Body as Readable, size: Number(object.ContentLength ?? 0) }
      } catch (error) {
        if (isNotFound(error)) return null
        throw asStorageFailure(error)
      }
    },
    remove: async (key) => remove(checkStorageKey(key)),
    stage() {
      // Under a prefix no key can have (a key never starts with a dot), copied in by the store itself.
      const prefix = `.staging/${randomBytes(8).toString('hex')}/`
      const staged = new Set<string>()
      return {
        async put(key, bytes, contentType) {
          await put(prefix + checkStorageKey(key), bytes, contentType)
          staged.add(key)
        },
        commit: () =>
          mappingFailures(async () => {
            const { s3, client } = await connect()
            for (const key of staged) {
              await client.send(
                new s3.CopyObjectCommand({ Bucket, Key: key, CopySource: `${Bucket}/${prefix}${key}` }),
              )
              await client.send(new s3.DeleteObjectCommand({ Bucket, Key: prefix + key }))
            }
          }),
        async discard() {
          for (const key of staged) await remove(prefix + key)
        },
      }
    },
  }
}

/** Whether the bucket answers (start-up check: a wrong URL, bucket or key fails the start, not the first upload). */
export async function checkS3Bucket(settings: S3Settings): Promise<void> {
  const s3 = await loadS3Sdk()
  const client = new s3.S3Client({
    endpoint: settings.url,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: 5_000 },
    maxAttempts: 1,
  })
  try {
    // The same permission as HeadBucket (s3:ListBucket), and answered by every S3-compatible store.
    // Under a prefix that holds nothing, so the answer is never a truncated page (s3rver answers a
    // truncated ListObjectsV2 with a 500, and a bucket holds several files per image).
    await client.send(
      new s3.ListObjectsV2Command({ Bucket: settings.bucket, MaxKeys: 1, Prefix: 'luxpro-start-check/' }),
    )
  } finally {
    client.destroy()
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}
