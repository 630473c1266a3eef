import { type Operation, type OperationInput, operationUrl, type ResponseOf } from '@shared/api/operation'
import { bearerToken } from './bearer-token'
import { sendRequest } from './http'

/** What a call sends beside its inputs: a form body in place of JSON, headers, its cancellation. */
export interface CallOptions {
  signal?: AbortSignal
  headers?: Record<string, string>
  /** A multipart body (files) for an operation that reads one: sent as it is. */
  form?: FormData
}

/**
 * The one way the web calls the API (ADR 078): the URL from the operation's declaration with its
 * parameters encoded, the body as JSON, `Accept-Language`, the session's bearer token when there is one; the answer typed by the operation's success schema, a refusal
 * thrown as `ApiRequestError`. TanStack Query is the only cache.
 */
export function call<O extends Operation>(
  operation: O,
  ...[input, options = {}]: Record<never, never> extends OperationInput<O>
    ? [input?: OperationInput<O>, options?: CallOptions]
    : [input: OperationInput<O>, options?: CallOptions]
): Promise<ResponseOf<O>> {
  // The token goes to public operations too: some answer the account that owns what they show (a
  // conversation linked to an account).
  const token = bearerToken()
  return sendRequest<ResponseOf<O>>(operationUrl(operation, input), {
    method: operation.method,
    body: options.form ?? (input as { body?: unknown } | undefined)?.body,
    signal: options.signal,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...options.headers },
  })
}
