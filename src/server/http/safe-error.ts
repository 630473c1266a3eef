/**
 * An error as the log keeps it. Errors from the database carry what a request wrote: Drizzle's
 * message is the query followed by its parameters (emails, names, messages…), PostgreSQL's `detail`
 * quotes the offending values ("Key (email)=(…) already exists"), and pino's default serializer would
 * copy every such field. Here only named fields are kept: the type, a message without values, codes,
 * the places the error went through (stack frames) and, the same way, its causes.
 */
export function safeError(error: unknown): SerializedError {
  return serialize(error, 0)
}

export interface SerializedError {
  [field: string]: unknown
  type: string
  message: string
  stack: string
}

const MAX_CAUSES = 4
/** Kept from any error when present: codes and places, never values. */
const SAFE_FIELDS = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'statusCode',
  'status',
  'severity',
  'constraint',
  'table',
  'column',
] as const

function serialize(error: unknown, depth: number): SerializedError {
  // Our own code passes a message as a string at times; anything else thrown is not shown.
  if (!(error instanceof Error))
    return { type: typeof error, message: typeof error === 'string' ? error : '', stack: '' }
  const message = safeMessage(error)
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: `${error.name}: ${message}${frames(error.stack ?? '')}`,
  }
  const fields = error as unknown as Record<string, unknown>
  for (const field of SAFE_FIELDS) {
    const value = fields[field]
    if (typeof value === 'string' || typeof value === 'number') out[field] = value
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serialize(error.cause, depth + 1)
  if (error instanceof AggregateError && depth < MAX_CAUSES)
    out.errors = error.errors.slice(0, 3).map((e) => serialize(e, depth + 1))
  return out
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" becomes the statement's kind and table. */
const FAILED_QUERY = /^Failed query: ([\s\S]*?)\nparams: /
/** PostgreSQL quotes the value it refused at the end of some messages (`invalid input syntax for type uuid: "…"`). */
const QUOTED_VALUE_AT_END = /: ".*"$/s

function safeMessage(error: Error): string {
  const failedQuery = FAILED_QUERY.exec(error.message)
  if (failedQuery) return `Failed query: ${statementOf(failedQuery[1] ?? '')}`
  return error.message.replace(QUOTED_VALUE_AT_END, ': [value]')
}

/** `insert "user"`, `select "session"`: which statement on which table, nothing it carried. */
function statementOf(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'query'
  const table = /\b(?:into|from|update)\s+("[^"]+"|\w+)/i.exec(query)?.[1]
  return table ? `${verb} ${table}` : verb
}

/** The stack's frames without its first line (which repeats the message). */
function frames(stack: string): string {
  const at = stack.indexOf('\n    at ')
  return at === -1 ? '' : stack.slice(at)
}
