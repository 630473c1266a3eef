import type { Readable, Writable } from 'node:stream'

/**
 * The little of POSIX tar (ustar) a backup needs: regular files with names under 100 bytes. A
 * backup is then a plain .tar.gz that `tar -xzf` opens, without a dependency.
 */
const BLOCK = 512

function header(name: string, size: number, mtime: Date): Buffer {
  const bytes = Buffer.from(name, 'utf8')
  if (bytes.length > 100) throw new Error(`tar entry name too long: ${name}`)
  const block = Buffer.alloc(BLOCK)
  bytes.copy(block, 0)
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0')
  block.write(octal(0o644, 8), 100, 'ascii')
  block.write(octal(0, 8), 108, 'ascii')
  block.write(octal(0, 8), 116, 'ascii')
  block.write(octal(size, 12), 124, 'ascii')
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii')
  block.fill(' ', 148, 156)
  block.write('0', 156, 'ascii')
  block.write('ustar\u000000', 257, 'ascii')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'ascii')
  return block
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (out.write(chunk)) return
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      out.off('drain', done)
      out.off('error', done)
      error ? reject(error) : resolve()
    }
    out.once('drain', done)
    out.once('error', done)
  })
}

/** Writes tar entries to `out` (a gzip stream, for a .tar.gz); `finish` writes the end marker. */
export function tarWriter(out: Writable, mtime = new Date()) {
  return {
    async add(name: string, data: Buffer): Promise<void> {
      await write(out, header(name, data.length, mtime))
      await write(out, data)
      await write(out, padding(data.length))
    },
    async finish(): Promise<void> {
      await write(out, Buffer.alloc(BLOCK * 2))
    },
  }
}

export interface TarEntry {
  name: string
  data: Buffer
}

/** Bytes arriving in chunks, taken from the front without copying them again and again. */
function byteQueue() {
  const chunks: Buffer[] = []
  let length = 0
  return {
    get length() {
      return length
    },
    push(chunk: Buffer) {
      chunks.push(chunk)
      length += chunk.length
    },
    take(n: number): Buffer {
      const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length)
      chunks.length = 0
      const head = all.subarray(0, n)
      if (all.length > n) chunks.push(all.subarray(n))
      length -= n
      return head
    },
  }
}

/** The regular files of a tar stream, one at a time (each entry's bytes held in memory). */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  const queue = byteQueue()
  let entry: { name: string; size: number; regular: boolean } | null = null
  for await (const chunk of input) {
    queue.push(chunk as Buffer)
    for (;;) {
      if (!entry) {
        if (queue.length < BLOCK) break
        const block = queue.take(BLOCK)
        if (block.every((byte) => byte === 0)) return
        const field = (start: number, length: number) =>
          block
            .subarray(start, start + length)
            .toString('utf8')
            .replace(/\0.*$/s, '')
        const prefix = field(345, 155)
        const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100)
        const size = Number.parseInt(field(124, 12).trim() || 'x', 8)
        if (!Number.isFinite(size)) throw new Error('damaged tar header')
        const type = field(156, 1)
        entry = { name, size, regular: type === '0' || type === '' }
      }
      const total = entry.size + padding(entry.size).length
      if (queue.length < total) break
      const data = Buffer.from(queue.take(total).subarray(0, entry.size))
      const done = entry
      entry = null
      if (done.regular) yield { name: done.name, data }
    }
  }
  throw new Error('the archive ends before its end marker')
}
