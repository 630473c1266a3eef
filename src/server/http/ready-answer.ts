import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

/** One answer, kept as the bytes we send: JSON text, and its gzip made once on first need. */
export interface CachedAnswer {
  json: string
  gzipped?: Promise<Buffer>
}

const gzipAsync = promisify(gzip)

/**
 * The gzip bytes of an answer, compressed once and kept with it. On libuv's thread pool, so the
 * event loop goes on serving (a 16 KB answer takes a few tenths of a millisecond to compress).
 */
export function gzippedOf(answer: CachedAnswer): Promise<Buffer> {
  answer.gzipped ??= gzipAsync(answer.json, { level: 6 })
  return answer.gzipped
}

export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')
  return /(^|,)\s*(gzip|\*)\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(value)
}
