import type { ErrorCode } from '@server/http/errors'

/** A refusal the chat routes turn into a localized 4xx. */
export class ChatError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: 400 | 404 | 409,
  ) {
    super(code)
  }
}
