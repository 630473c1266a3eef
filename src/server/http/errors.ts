import { isDatabaseUnavailable } from '@server/db/client'
import { createTranslator } from '@server/i18n/translator'
import { apiError } from '@shared/http/api-error'
import { DEFAULT_LANGUAGE, isUiLanguage, parseAcceptLanguage, type UiLanguage } from '@shared/i18n/languages'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { DomainError, type ErrorCode } from './domain-error'

/** The message of `code` in `language`, for callers without a request (the command-line tools). */
export const errorMessage = (code: ErrorCode, language: UiLanguage = DEFAULT_LANGUAGE): string =>
  createTranslator(language, 'errors')(code)

/**
 * The caller's language, the one rule for every answer: `?lang=` when the address carries one (as
 * pages do), else the Accept-Language the caller sent (the web app sends the language its interface
 * is in), else the signed-in account's language, else English.
 */
export function requestLanguage(request: FastifyRequest): UiLanguage {
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang')
  if (isUiLanguage(asked)) return asked
  const header = request.headers['accept-language']
  if (header) return parseAcceptLanguage(header)
  const account = request.caller?.language
  return isUiLanguage(account) ? account : DEFAULT_LANGUAGE
}

export function localizedError(request: FastifyRequest, code: ErrorCode) {
  return apiError(code, errorMessage(code, requestLanguage(request)))
}

function sendDomainError(request: FastifyRequest, reply: FastifyReply, error: DomainError) {
  // A refusal on the server's side (the file storage full or read-only) is the operator's to fix.
  if (error.status >= 500) request.log.error({ err: error.cause ?? error, code: error.code }, error.code)
  const body = localizedError(request, error.code)
  if (error.details) body.error.details = [...error.details]
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds))
  return reply.code(error.status).send(body)
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(localizedError(request, 'not_found'))
}

/**
 * The one error handler: a service's refusal (DomainError) and every 4xx of the framework become a
 * clear, localized answer; 5xx are logged in full and hidden from the caller.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) return sendDomainError(request, reply, error)
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body = localizedError(request, 'validation_error')
      body.error.details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? ''),
        message: issue.message ?? 'Invalid value',
      }))
      return reply.code(400).send(body)
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return reply.code(500).send(localizedError(request, 'internal_error'))
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(localizedError(request, 'invalid_json'))
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(localizedError(request, 'payload_too_large'))
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(localizedError(request, 'unsupported_media_type'))
    }
    const status = error.statusCode ?? 500
    if (status === 429) return reply.code(429).send(localizedError(request, 'rate_limited'))
    if (status >= 400 && status < 500) {
      if (error instanceof SyntaxError) return reply.code(400).send(localizedError(request, 'invalid_json'))
      return reply.code(status).send(apiError(error.code ?? 'bad_request', error.message))
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      return reply.code(503).header('retry-after', '5').send(localizedError(request, 'service_unavailable'))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send(localizedError(request, 'internal_error'))
  })
}
