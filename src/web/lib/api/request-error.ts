/** A failed API call (product §8): the HTTP status (0 for a network failure), the body and the path. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
    readonly path: string,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }

  /** The server's `{error:{code}}`, when it sent one. */
  get code(): string | undefined {
    const error = (this.data as { error?: { code?: unknown } } | null)?.error
    return typeof error?.code === 'string' ? error.code : undefined
  }
}
