import { createHash, randomBytes, randomInt } from 'node:crypto'

/** A link's secret (43 base64url characters); only its sha256 is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url')
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** No 0/O, 1/I/L: a reference people read out on the phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** What the applicant quotes: LP- and six characters (~887 million of them), never the row id. */
export function newReference(): string {
  let body = ''
  for (let i = 0; i < 6; i++) body += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `LP-${body}`
}
