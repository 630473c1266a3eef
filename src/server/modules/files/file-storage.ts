import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { Config } from '@server/config'
import { projectPath } from '@server/project-root'

/** A stored object as it is read back: its bytes as a stream, and how many there are. */
export interface StoredObject {
  body: Readable
  size: number
}

/**
 * Where uploaded bytes live, by key (`<kind>/<name>`): the local disk (one instance, the embedded
 * default) or an S3-compatible object store (several instances share it). Keys are made by the file
 * store, never by a client.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3'
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<StoredObject | null>
  /** Removes the object; nothing happens when it is already gone. */
  remove(key: string): Promise<void>
}

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
 * file never has a real name.
 */
export function diskStorage(root: string): FileStorage {
  const path = (key: string) => join(root, key)
  return {
    kind: 'disk',
    async put(key, bytes) {
      const target = path(key)
      await mkdir(dirname(target), { recursive: true })
      const temporary = join(dirname(target), `.${randomBytes(8).toString('hex')}.part`)
      try {
        await writeFile(temporary, bytes, { flag: 'wx' })
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async get(key) {
      try {
        const { size } = await stat(path(key))
        return { body: createReadStream(path(key)), size }
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null
        throw error
      }
    },
    remove: (key) => rm(path(key), { force: true }),
  }
}

export interface S3Settings {
  url: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

/** Timeouts short enough that a stalled store fails the request instead of holding it. */
const S3_CONNECT_TIMEOUT_MS = 2_000
const S3_REQUEST_TIMEOUT_MS = 30_000

/**
 * An S3-compatible bucket through the official client (path-style addresses, as MinIO and most
 * self-hosted stores want). Reads stream from the store to the client.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: settings.url,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: S3_REQUEST_TIMEOUT_MS },
    maxAttempts: 3,
  })
  const Bucket = settings.bucket
  return {
    kind: 's3',
    async put(Key, bytes, ContentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType, ContentLength: bytes.length }),
      )
    },
    async get(Key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }))
        if (!object.Body) return null
        return { body: object.Body as Readable, size: Number(object.ContentLength ?? 0) }
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }))
    },
  }
}

/** Whether the bucket answers (start-up check: a wrong URL, bucket or key fails the start, not the first upload). */
export async function checkS3Bucket(settings: S3Settings): Promise<void> {
  const client = new S3Client({
    endpoint: settings.url,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: 5_000 },
    maxAttempts: 1,
  })
  try {
    // The same permission as HeadBucket (s3:ListBucket), and answered by every S3-compatible store.
    await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, MaxKeys: 1 }))
  } finally {
    client.destroy()
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}
