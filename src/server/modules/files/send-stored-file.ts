import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

/**
 * The header naming a file by its uploaded name, in RFC 5987 form only (every character outside
 * its safe set escaped: no quote, semicolon or line break can end the value early).
 */
export const fileDisposition = (type: 'inline' | 'attachment', name: string) =>
  `${type}; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`

/**
 * Sends a stored file as what it is (its type and size), never sniffed as another type, with the
 * cache policy and disposition given: the one way an uploaded photo, attachment or template leaves.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { body: Readable | Buffer; size: number; type: string },
  options: { cacheControl: string; disposition?: string },
) {
  return reply
    .header('content-type', file.type)
    .header('content-length', file.size)
    .header('cache-control', options.cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', options.disposition ?? 'inline')
    .send(file.body)
}
