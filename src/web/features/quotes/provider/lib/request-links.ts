/** Paths of the provider's answer flow; the email link's token travels along so no login is needed. */
const query = (entries: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(entries)) if (value) params.set(key, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function requestPath(id: number | string, token?: string | null): string {
  return `/business/quote-requests/${encodeURIComponent(String(id))}${query({ token })}`
}

export function declinePath(id: number | string, token?: string | null): string {
  return `/decline${query({ request: String(id), token })}`
}

export function declineSuccessPath(id: number | string, token?: string | null): string {
  return `/decline-success${query({ request: String(id), token })}`
}

/** `?request=` as a request id, or NaN when it is missing or not a positive whole number. */
export function requestIdFrom(raw: string | null | undefined): number {
  return raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN
}
