/** Luxembourg postal codes are written L-1234; the server stores the digits. */
export function formatPostalCode(code: string | null | undefined): string {
  const digits = code?.trim().replace(/^L-?/i, '') ?? ''
  return digits ? `L-${digits}` : ''
}
