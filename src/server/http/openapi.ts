import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifySchema, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { withoutHeadOperations } from './head-requests'

const SESSION_COOKIE = 'better-auth.session_token'

/** `GET /api/public/providers/:slug/reviews` → `getApiPublicProvidersSlugReviews`: unique per route. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split(/[/\-_.]/)
    .filter(Boolean)
    .map((word) => word.replace(/^:/, ''))
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('')
}

/**
 * Each operation says who may call it, from the same `config.access` the server enforces: public
 * routes need nothing; the others take the session cookie or its bearer token (ADR 004).
 */
const SIGNED_IN: Array<Record<string, string[]>> = [{ sessionCookie: [] }, { bearerToken: [] }]

const ERROR_BODY = {
  'application/json': { schema: z.toJSONSchema(ApiErrorSchema) },
}
const error = (description: string) => ({ description, content: ERROR_BODY })
const FROM_ANOTHER_SITE = 'a write carrying the session cookie from another site'

/**
 * The answers every route can give through the shared hooks, whatever its handler does: invalid
 * input (400), no session or the wrong role (401/403), a write carrying the session cookie from
 * another site (403), an empty or over-long path parameter (404),
 * too many requests (429), the database out of reach (503). A route's own declaration of a status wins.
 */
function sharedErrorResponses(route: RouteOptions, schema: FastifySchema) {
  const access = route.config?.access ?? 'public'
  const writes = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD')
  const anyRole = access === 'public' || access === 'signedIn'
  return {
    ...(schema.body || schema.querystring || schema.params ? { 400: error('Invalid input') } : {}),
    ...(access === 'public' ? {} : { 401: error('Not signed in') }),
    ...(anyRole ? {} : { 403: error('Not allowed for this role') }),
    ...(writes
      ? {
          403: error(
            anyRole ? `Refused: ${FROM_ANOTHER_SITE}` : `Not allowed for this role, or ${FROM_ANOTHER_SITE}`,
          ),
        }
      : {}),
    ...(/[:*]/.test(route.url) ? { 404: error('Not found, or an empty or over-long path parameter') } : {}),
    ...(route.config?.rateLimit === false ? {} : { 429: error('Too many requests') }),
    503: error('Temporarily unavailable'),
  }
}

const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0])
  const { route } = input
  const access = route.config?.access ?? 'public'
  const method = [route.method].flat()[0] ?? 'GET'
  const declared = (schema as { response?: Record<string, unknown> }).response ?? {}
  return {
    url,
    schema: {
      ...schema,
      response: { ...sharedErrorResponses(route, input.schema), ...declared },
      operationId: (schema as { operationId?: string }).operationId ?? operationIdOf(method, route.url),
      security: access === 'public' ? [] : SIGNED_IN,
    },
  }
}

/** The instance the document describes: its version and public address. */
export interface OpenapiInstance {
  version: string
  publicUrl: string
}

export function openapiOptions({ version, publicUrl }: OpenapiInstance): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'LuxPro API',
        description:
          'Marketplace and directory of Luxembourg service providers. Errors are `{error: {code, message}}` with the message in the `Accept-Language` of the request (en, fr, de).',
        version,
        license: { name: 'Proprietary', url: `${publicUrl}/terms-of-service` },
        contact: { name: 'LuxPro', url: `${publicUrl}/contact` },
      },
      servers: [{ url: publicUrl, description: 'This instance' }],
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Set by POST /api/auth/sign-in/email (browsers).',
          },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The `set-auth-token` header of POST /api/auth/sign-in/email (API clients).',
          },
        },
      },
    },
    transform,
    transformObject: (document) =>
      'openapiObject' in document ? withoutHeadOperations(document.openapiObject) : document.swaggerObject,
  }
}
