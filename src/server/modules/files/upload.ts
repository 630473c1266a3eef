import multipart, { type FastifyMultipartOptions } from '@fastify/multipart'
import { DomainError, invalidFields } from '@server/http/domain-error'
import { TEMPLATE_MAX_BYTES } from '@shared/workspace/workspace-schemas'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'

/** One file of at most 10 MB and a few short text fields per form. */
export const UPLOAD_LIMITS: FastifyMultipartOptions['limits'] = {
  fileSize: TEMPLATE_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 4000,
  parts: 12,
}

/** The multipart parser with our limits, for the routes of the plugin that calls it (and only those). */
export function acceptUploads(app: Pick<FastifyInstance, 'register'>) {
  return app.register(multipart, { limits: UPLOAD_LIMITS })
}

/** The file types a form accepts: the name we keep for each, and the MIME type its bytes must show. */
export type AcceptedTypes<Type extends string> = Readonly<Record<Type, string>>

/** A form as received: its text fields validated, its one file present, not empty and of an accepted type. */
export interface ReceivedUpload<Fields, Type extends string> {
  fields: Fields
  file: { bytes: Buffer; fileName: string; type: Type }
}

interface RawUpload {
  fields: Record<string, string>
  file: { bytes: Buffer; fileName: string } | null
}

/**
 * Reads a multipart form with (at most) one file: its bytes and name, and the text fields. The
 * plugin's own errors (not multipart, file over the limit, too many parts…) become clear 4xx.
 */
async function readParts(request: FastifyRequest): Promise<RawUpload> {
  if (!request.isMultipart()) throw new DomainError('file_missing', 400)
  const fields: Record<string, string> = {}
  let file: RawUpload['file'] = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (part.file.truncated) throw new DomainError('file_too_large', 413)
        // A file sent with filename="" has no name at all (undefined, whatever the types say).
        file = { bytes, fileName: part.filename ?? '' }
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value
    }
  } catch (error) {
    throw asUploadRefusal(error)
  }
  return { fields, file }
}

/** The multipart plugin's and the parser's errors, as the client's fault they are; anything else as is. */
function asUploadRefusal(error: unknown): unknown {
  if (error instanceof DomainError) return error
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError('file_too_large', 413)
  if (code?.startsWith('FST_')) return new DomainError('validation_error', 400)
  // A body cut short or malformed by the client (busboy).
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message))
    return new DomainError('validation_error', 400)
  return error
}

/** The file, present and not empty, or the matching refusal. */
function requireFile(upload: RawUpload): { bytes: Buffer; fileName: string } {
  // A form sent with no file chosen still carries an empty, nameless file part.
  if (!upload.file || (upload.file.bytes.length === 0 && upload.file.fileName === ''))
    throw new DomainError('file_missing', 400)
  if (upload.file.bytes.length === 0) throw new DomainError('file_empty', 400)
  return upload.file
}

/**
 * What the file really is, read from its bytes (magic numbers; for DOCX and XLSX the entries of the
 * ZIP), whatever its name or declared type says: one of the accepted types, or null.
 */
export async function sniffType<Type extends string>(
  bytes: Buffer,
  accepted: AcceptedTypes<Type>,
): Promise<Type | null> {
  const { fileTypeFromBuffer } = await import('file-type')
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected) return null
  const types = Object.keys(accepted) as Type[]
  return types.find((type) => accepted[type] === detected.mime) ?? null
}

/**
 * Receives an upload form, refusing in this order: fields that do not pass `fieldsSchema` (400
 * validation_error naming them), no file or an empty one (400), a file whose content is not of an
 * accepted type (415). Nothing is stored here.
 */
export async function receiveUpload<Schema extends z.ZodType, Type extends string>(
  request: FastifyRequest,
  fieldsSchema: Schema,
  accepted: AcceptedTypes<Type>,
): Promise<ReceivedUpload<z.output<Schema>, Type>> {
  const upload = await readParts(request)
  const parsed = fieldsSchema.safeParse(upload.fields)
  if (!parsed.success) throw invalidFields(parsed.error.issues)
  const file = requireFile(upload)
  const type = await sniffType(file.bytes, accepted)
  if (!type) throw new DomainError('file_type_not_allowed', 415)
  return { fields: parsed.data, file: { ...file, type } }
}
