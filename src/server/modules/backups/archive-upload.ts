import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DomainError, invalidFields } from '@server/http/domain-error'
import { asStorageFailure } from '@server/modules/files/storage-errors'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'

/** An archive received: where it waits (a hidden part file of the backups folder), its size and SHA-256. */
export interface ArchiveUpload<Fields> {
  fields: Fields
  path: string
  sizeBytes: number
  sha256: string
}

const multipartFields = (parts: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(parts ?? {}).flatMap(([name, part]) => {
      const value = (part as { type?: string; value?: unknown } | undefined)?.value
      return typeof value === 'string' ? [[name, value]] : []
    }),
  )

/**
 * Streams an uploaded archive to `dir` (never whole in memory), hashing it on the way. The text fields
 * must come before the file: they are validated, and `check` run on them, before a byte of the file is
 * read. An archive over `maxBytes` is 413 backup_too_large; a disk that fills up, 507 storage_full.
 */
export async function receiveArchive<Schema extends z.ZodType>(
  request: FastifyRequest,
  dir: string,
  fieldsSchema: Schema,
  check: (fields: z.output<Schema>) => void,
): Promise<ArchiveUpload<z.output<Schema>>> {
  if (!request.isMultipart()) throw new DomainError('file_missing', 400)
  const data = await request.file()
  if (!data) throw new DomainError('file_missing', 400)
  const parsed = fieldsSchema.safeParse(multipartFields(data.fields as Record<string, unknown>))
  if (!parsed.success) throw invalidFields(parsed.error.issues)
  check(parsed.data)
  await mkdir(dir, { recursive: true })
  const path = join(dir, `.upload-${randomBytes(8).toString('hex')}.part`)
  const hash = createHash('sha256')
  let sizeBytes = 0
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      sizeBytes += chunk.length
      done(null, chunk)
    },
  })
  try {
    await pipeline(data.file, measure, createWriteStream(path, { flags: 'wx' }))
    if (data.file.truncated) throw new DomainError('backup_too_large', 413)
  } catch (error) {
    await rm(path, { force: true })
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError('backup_too_large', 413)
    throw asStorageFailure(error)
  }
  if (sizeBytes === 0) {
    await rm(path, { force: true })
    throw new DomainError('file_empty', 400)
  }
  return { fields: parsed.data, path, sizeBytes, sha256: hash.digest('hex') }
}
