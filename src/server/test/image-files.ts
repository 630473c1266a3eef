import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

// Images as uploads carry them, for API tests: real files that an image decoder reads.

function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function pngHeader(width: number, height: number) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
  ])
}

/** A real PNG of size × size red pixels (1×1 unless asked). */
export function png(size = 1): Buffer {
  // Each row: filter byte 0, then red pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).fill(Buffer.from([255, 0, 0]))])
  return Buffer.concat([
    pngHeader(size, size),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A PNG whose header declares width × height pixels but whose data is a few bytes (a decompression
 * bomb's shape: small to send, huge once decoded).
 */
export const pngDeclaring = (width: number, height: number) =>
  Buffer.concat([
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])

/** A real 2×2 JPEG (brand blue). */
export const jpeg = () =>
  Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJYBUC//2Q==',
    'base64',
  )

/** A real 2×2 WebP (brand blue). */
export const webp = () =>
  Buffer.from(
    'UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoCAAIAAsBMJaACdLoAA5gA/uveL9XbtZnj3/8pX6GuxreAAAA=',
    'base64',
  )

/** Where the test photos say they were taken (Luxembourg City), in EXIF's degrees/minutes/seconds. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '49/1 36/1 42/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '6/1 7/1 48/1',
}

/**
 * A phone photo as it leaves the phone: a JPEG `width` × `height` as stored (left half red, right
 * half blue), with the camera's make, a GPS position, an EXIF orientation (6: to be shown turned a
 * quarter clockwise) and an ICC profile.
 */
export async function phonePhoto({ width = 1600, height = 1000, orientation = 6 } = {}): Promise<Buffer> {
  const half = Math.floor(width / 2)
  const red = await sharp({
    create: { width: half, height, channels: 3, background: { r: 220, g: 20, b: 20 } },
  })
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 20, b: 220 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withIccProfile('p3')
    .withMetadata({ orientation })
    .withExifMerge({ IFD0: { Make: 'LuxPhone', Model: 'Test 1' }, IFD3: GPS })
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** Whether EXIF bytes hold a GPS block (the GPSInfo tag 0x8825, little- or big-endian). */
export const hasGpsTag = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])))
