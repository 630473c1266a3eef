import type { Readable } from 'node:stream'
import { z } from 'zod'

/** The error statuses of a route are declared as an operation's are (ADR 078). */
export { type ErrorStatus, errorResponses } from '@shared/api/error-responses'

/** The bytes of a stored file (sent as they are: a Buffer or a stream is never serialised). */
const FileBytesSchema = z.custom<Buffer | Readable>().meta({ type: 'string', format: 'binary' })

/** `schema.response` entry for a route that answers with a file of one of `mimeTypes`. */
export function fileResponse(description: string, mimeTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(mimeTypes.map((type) => [type, { schema: FileBytesSchema }])),
  }
}
