import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { apiError } from '../../shared/http/api-error'
import { parseAcceptLanguage, type UiLanguage } from '../../shared/i18n/languages'

export type ErrorCode =
  | 'validation_error'
  | 'invalid_json'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'not_found'
  | 'rate_limited'
  | 'unauthorized'
  | 'forbidden'
  | 'internal_error'
  | 'unknown_locality'
  | 'review_not_allowed'
  | 'already_reviewed'
  | 'already_replied'

/** Generic API error messages in the caller's language (Accept-Language). */
const MESSAGES: Record<ErrorCode, Record<UiLanguage, string>> = {
  validation_error: {
    en: 'Some fields are missing or invalid.',
    fr: 'Certains champs sont manquants ou invalides.',
    de: 'Einige Felder fehlen oder sind ungültig.',
  },
  invalid_json: {
    en: 'The request body is not valid JSON.',
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    de: 'Der Anfragetext ist kein gültiges JSON.',
  },
  payload_too_large: {
    en: 'The request body is too large.',
    fr: 'Le corps de la requête est trop volumineux.',
    de: 'Der Anfragetext ist zu groß.',
  },
  unsupported_media_type: {
    en: 'This content type is not supported.',
    fr: 'Ce type de contenu n’est pas pris en charge.',
    de: 'Dieser Inhaltstyp wird nicht unterstützt.',
  },
  not_found: {
    en: 'Not found.',
    fr: 'Introuvable.',
    de: 'Nicht gefunden.',
  },
  rate_limited: {
    en: 'Too many requests. Please wait a minute and try again.',
    fr: 'Trop de requêtes. Veuillez patienter une minute puis réessayer.',
    de: 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  },
  unauthorized: {
    en: 'Please log in to continue.',
    fr: 'Veuillez vous connecter pour continuer.',
    de: 'Bitte melden Sie sich an, um fortzufahren.',
  },
  forbidden: {
    en: 'You do not have access to this.',
    fr: 'Vous n’avez pas accès à cette ressource.',
    de: 'Sie haben keinen Zugriff darauf.',
  },
  internal_error: {
    en: 'Something went wrong. Please try again.',
    fr: 'Une erreur est survenue. Veuillez réessayer.',
    de: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  unknown_locality: {
    en: 'We do not know this place in Luxembourg. Choose a locality from the list.',
    fr: 'Nous ne connaissons pas ce lieu au Luxembourg. Choisissez une localité dans la liste.',
    de: 'Diesen Ort in Luxemburg kennen wir nicht. Wählen Sie einen Ort aus der Liste.',
  },
  review_not_allowed: {
    en: 'Only customers whose request with this provider was completed can review it.',
    fr: 'Seuls les clients dont la demande auprès de ce prestataire a été terminée peuvent l’évaluer.',
    de: 'Nur Kunden, deren Anfrage bei diesem Anbieter abgeschlossen wurde, können ihn bewerten.',
  },
  already_reviewed: {
    en: 'You have already reviewed this provider.',
    fr: 'Vous avez déjà évalué ce prestataire.',
    de: 'Sie haben diesen Anbieter bereits bewertet.',
  },
  already_replied: {
    en: 'This review already has a reply.',
    fr: 'Cet avis a déjà une réponse.',
    de: 'Diese Bewertung hat bereits eine Antwort.',
  },
}

export function requestLanguage(request: FastifyRequest): UiLanguage {
  return parseAcceptLanguage(request.headers['accept-language'])
}

export function localizedError(request: FastifyRequest, code: ErrorCode) {
  return apiError(code, MESSAGES[code][requestLanguage(request)])
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(localizedError(request, 'not_found'))
}

/** One error handler: clear 4xx for the caller, 5xx logged in full and hidden from the caller. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send(localizedError(request, 'internal_error'))
  })
}
