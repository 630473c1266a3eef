import { ApiErrorSchema } from '@shared/http/api-error'
import { z } from 'zod'

/**
 * The error statuses a route can answer with, beside its success:
 * - 400 invalid input; 401 not signed in; 403 wrong role, or a cookie-carrying write from another site;
 * - 404 / 409 the route's own refusals; 406 a client that does not accept what the route sends; 413 / 415 a body too large or of a type it does not read;
 * - 422 an upload whose contents cannot be used (a backup archive);
 * - 429 rate limited; 503 the database or the file storage out of reach; 507 the file storage full.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 507

/** What each error status means, for the API document. */
const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not allowed: the wrong role, or a write with the session cookie from another site',
  404: 'Not found, or not yours',
  406: 'The client does not accept the only type the route sends (an event stream: `Accept: text/event-stream`)',
  409: 'Not possible in the current state',
  413: 'Body or file too large',
  415: 'Content type or file type not accepted',
  422: 'Contents that cannot be used',
  429: 'Too many requests',
  502: 'A service LuxPro asks (the translation model) failed',
  503: 'Temporarily unavailable (the database or the file storage), or a feature that is off',
  507: 'The file storage is full',
}

/** `responses` entries for an operation's error statuses, each with the shared ApiError body. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ApiErrorSchema> {
  return Object.fromEntries(
    statuses.map((status) => [status, ApiErrorSchema.describe(DESCRIPTIONS[status])]),
  ) as Record<S, typeof ApiErrorSchema>
}

/** The bytes of a stored file (sent as they are: a buffer or a stream is never serialised). */
const FileBytesSchema = z
  .custom<Uint8Array | NodeJS.ReadableStream>()
  .meta({ type: 'string', format: 'binary' })

/**
 * The `responses` entry of an operation that answers with a file of one of `mimeTypes`: the web
 * links to it (`operationUrl`) rather than reading it as JSON.
 */
export function fileResponse(description: string, mimeTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(mimeTypes.map((type) => [type, { schema: FileBytesSchema }])),
  }
}
