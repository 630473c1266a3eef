import type { FastifyMultipartOptions } from '@fastify/multipart'
import { type ErrorCode, localizedError } from '@server/http/errors'
import { TEMPLATE_MAX_BYTES } from '@shared/workspace/workspace-schemas'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** One file of at most 10 MB and a few short text fields per form (register inside each upload plugin). */
export const UPLOAD_LIMITS: FastifyMultipartOptions['limits'] = {
  fileSize: TEMPLATE_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 4000,
  parts: 12,
}

/** A refused upload: the localized error code and its HTTP status. */
export class UploadError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
  ) {
    super(code)
  }
}

export interface Upload {
  fields: Record<string, string>
  file: { bytes: Buffer; fileName: string } | null
}

/**
 * Reads a multipart form with (at most) one file: its bytes and name, and the text fields. The
 * plugin's own errors (not multipart, file over the limit, too many parts…) become clear 4xx.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new UploadError('file_missing', 400)
  const fields: Record<string, string> = {}
  let file: Upload['file'] = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (part.file.truncated) throw new UploadError('file_too_large', 413)
        // A file sent with filename="" has no name at all (undefined, whatever the types say).
        file = { bytes, fileName: part.filename ?? '' }
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value
    }
  } catch (error) {
    if (error instanceof UploadError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadError('file_too_large', 413)
    if (code?.startsWith('FST_')) throw new UploadError('validation_error', 400)
    // A body cut short or malformed by the client (busboy): the client's fault, not ours.
    if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message))
      throw new UploadError('validation_error', 400)
    throw error
  }
  return { fields, file }
}

/** The file, present and not empty, or the matching refusal. */
export function requireFile(upload: Upload): { bytes: Buffer; fileName: string } {
  // A form sent with no file chosen still carries an empty, nameless file part.
  if (!upload.file || (upload.file.bytes.length === 0 && upload.file.fileName === ''))
    throw new UploadError('file_missing', 400)
  if (upload.file.bytes.length === 0) throw new UploadError('file_empty', 400)
  return upload.file
}

/** Sends a refused upload as its localized error; anything else goes on to the error handler. */
export function sendUploadError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof UploadError) return reply.code(error.status).send(localizedError(request, error.code))
  throw error
}

/** A 400 validation_error whose details name each refused field. */
export function sendFieldErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
) {
  const body = localizedError(request, 'validation_error')
  body.error.details = issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
  return reply.code(400).send(body)
}
