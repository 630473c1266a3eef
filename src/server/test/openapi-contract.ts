import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

/** The parts of the OpenAPI document (what /api/docs/json serves) that the contract check reads. */
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
}
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>
}

/** An answer as `app.inject` gives it. */
export interface Answer {
  statusCode: number
  headers: Record<string, unknown>
  body: string
}

/** `/api/users/:id/audit` (Fastify) → `/api/users/{id}/audit` (OpenAPI). */
export const documentPathOf = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

/**
 * Checks real answers against the document: the status is declared for the operation, and a JSON
 * body is valid against the schema declared for that status (no undeclared field, no missing one).
 */
export function openApiContract(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  const validators = new Map<object, ValidateFunction>()
  const validatorOf = (schema: object) => {
    const known = validators.get(schema)
    if (known) return known
    const validate = ajv.compile(schema)
    validators.set(schema, validate)
    return validate
  }

  /** What is wrong with `answer` for this operation, or null when it is as documented. */
  function problemOf(method: string, url: string, answer: Answer): string | null {
    const path = documentPathOf(url)
    const operation = document.paths[path]?.[method.toLowerCase()]
    const where = `${method.toUpperCase()} ${path} → ${answer.statusCode}`
    if (!operation) return `${where}: operation not in the document`
    const response = operation.responses[String(answer.statusCode)]
    if (!response) return `${where}: status not declared (${answer.body.slice(0, 160)})`
    const type = String(answer.headers['content-type'] ?? '').split(';')[0] ?? ''
    const content = response.content ?? {}
    if (answer.body.length === 0) return null
    if (Object.keys(content).length === 0) return `${where}: a body where none is declared`
    if (!(type in content)) return `${where}: content type ${type} not declared`
    const schema = content[type]?.schema
    if (type !== 'application/json' || !schema) return null
    const validate = validatorOf(schema)
    if (validate(JSON.parse(answer.body))) return null
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    return `${where}: body does not match the schema: ${errors.join('; ')} (${answer.body.slice(0, 160)})`
  }

  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  )
  return { problemOf, operations }
}
