import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What a push service received for a device, after checking its VAPID signature and decrypting it. */
export interface ReceivedPush {
  /** The decrypted payload, parsed. */
  payload: unknown
  /** The claims of the VAPID JWT, checked: audience, expiry, subject. */
  claims: { aud: string; exp: number; sub: string }
  /** The VAPID public key the request was signed with (k=). */
  signedWith: string
  ttl: string | undefined
  urgency: string | undefined
}

/** A browser's subscription on this service: its keys are made here as a browser makes them. */
export interface TestDevice {
  /** What PushSubscription.toJSON() gives the page, to post to /api/push/subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  received: ReceivedPush[]
  /** The status the service answers this device's pushes with (201; 404 or 410 once it is gone). */
  answer(status: number): void
}

export interface PushService {
  url: string
  device(): TestDevice
  /** Requests refused (bad signature, expired token, undecryptable body): each with why. */
  refused: string[]
  close(): Promise<void>
}

const b64 = (bytes: Buffer) => bytes.toString('base64url')

/**
 * Checks a VAPID `Authorization: vapid t=<jwt>, k=<key>` header as a push service does (RFC 8292):
 * an ES256 JWT signed by the key it names, for this service's origin, not expired, not more than
 * 24 hours ahead, with a mailto: or https: contact. Throws why it is refused.
 */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) throw new Error('no vapid authorization')
  const [, token = '', key = ''] = match
  const [head = '', body = '', signature = ''] = token.split('.')
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string; typ: string }
  if (header64.alg !== 'ES256') throw new Error(`alg ${header64.alg}`)
  const point = Buffer.from(key, 'base64url')
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not a P-256 point')
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) throw new Error('bad signature')
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims']
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}`)
  const now = Date.now() / 1000
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp}`)
  if (!/^(mailto:|https:\/\/)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`)
  return { claims, signedWith: key }
}

/**
 * Decrypts an aes128gcm push message (RFC 8188, keys as RFC 8291 derives them) with the device's
 * private key and auth secret. Throws when it is not readable.
 */
function decrypt(body: Buffer, device: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  if (record.length > recordSize) throw new Error('more than one record')
  const receiverKey = device.getPublicKey()
  const shared = device.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero or more zero bytes of padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/**
 * For API tests: a push service on the loopback address. Each device has a real P-256 key pair and
 * auth secret; a push to it is accepted (201) only with a valid VAPID token for this origin and a
 * body that decrypts with the device's keys, and its payload is kept for the test to read.
 */
export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; status: number; received: ReceivedPush[] }>()
  const refused: string[] = []
  let origin = ''
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const device = devices.get(request.url?.replace('/push/', '') ?? '')
      const answer = (status: number) => {
        response.writeHead(status)
        response.end()
      }
      if (request.method !== 'POST' || !device) return answer(404)
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
        const vapid = checkVapid(request.headers.authorization, origin)
        const text = decrypt(Buffer.concat(chunks), device.ecdh, device.auth)
        if (device.status >= 300) return answer(device.status)
        device.received.push({
          ...vapid,
          payload: JSON.parse(text),
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
        })
        answer(201)
      } catch (error) {
        refused.push((error as Error).message)
        answer(400)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    refused,
    device() {
      const id = randomBytes(8).toString('hex')
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const state = { ecdh, auth, status: 201, received: [] as ReceivedPush[] }
      devices.set(id, state)
      return {
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) },
        },
        received: state.received,
        answer: (status) => {
          state.status = status
        },
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
