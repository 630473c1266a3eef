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

  /** The server's `{error}`, when it sent one: the one place its answer is read. */
  private get body(): { code?: unknown; message?: unknown; details?: unknown } | undefined {
    return (this.data as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error
  }

  /** The server's `{error:{code}}`, when it sent one. */
  get code(): string | undefined {
    const code = this.body?.code
    return typeof code === 'string' ? code : undefined
  }

  /** The server's sentence, already in the interface language (the request said Accept-Language). */
  get serverMessage(): string | undefined {
    const message = this.body?.message
    return typeof message === 'string' && message.trim() ? message : undefined
  }

  /** The rows or fields the server's refusal names (`details`), each with what is wrong with it. */
  get namedDetails(): Array<{ path: string; message: string }> {
    if (!Array.isArray(this.body?.details)) return []
    return (this.body.details as Array<{ path?: unknown; message?: unknown }>)
      .map((detail) => ({
        path: typeof detail.path === 'string' ? detail.path : '',
        message: typeof detail.message === 'string' ? detail.message : '',
      }))
      .filter(({ path, message }) => path || message)
  }

  /** The fields a 400 validation_error refused, as the server named them (path "address.street"). */
  get refusedFields(): Array<{ path: string; field: string; message: string }> {
    if (this.status !== 400 || !Array.isArray(this.body?.details)) return []
    return (this.body.details as Array<{ path?: unknown; message?: unknown }>).map((detail) => {
      const path = String(detail.path ?? '')
      return {
        path,
        field: path.split('.')[0] ?? '',
        message: typeof detail.message === 'string' ? detail.message : '',
      }
    })
  }
}
