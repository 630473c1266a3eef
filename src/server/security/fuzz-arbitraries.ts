import fc from 'fast-check'
import { z } from 'zod'

/**
 * fast-check arbitraries built from a route's own zod schemas: the schema is turned into JSON
 * Schema (zod 4's z.toJSONSchema, input side) and walked. Every value is valid, valid but nasty
 * (astral characters, combining marks, right-to-left text, quotes, values at the limits), or
 * hostile (NUL, lone surrogates, RTL overrides, huge and NaN-like numbers, wrong types, deep
 * nesting, very long strings).
 */

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  minItems?: number
  maxItems?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
}

/** Realistic values by property name, so that valid inputs get past lookups (places, ids) to the code behind. */
export type Hints = Record<string, fc.Arbitrary<unknown>>

/** 'valid': every leaf follows the schema; 'mixed': about one leaf in six is hostile. */
type Mode = 'valid' | 'mixed'

/** The input side of a zod schema as JSON Schema; null for anything that is not a zod schema. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

/** Characters that are valid text but stress storage, notices and rendering. */
const NASTY_BUT_VALID = fc.constantFrom(
  '𝕏',
  '😀',
  '👩‍👩‍👧',
  '\u0301',
  'é',
  'ß',
  'ﬁ',
  'ש',
  'ع',
  '\u200f',
  '\u200b',
  '"',
  "'",
  '`',
  '\\',
  '%',
  '<',
  '>',
  '&',
  ';',
  '$',
  '{',
  '\n',
  '\t',
  ' ',
)
const TEXT_UNIT = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: NASTY_BUT_VALID },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
)

export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  'Carl \ud835',
  '\u202eevil.pdf',
  'a\u202eb',
  '𝕏𝕏',
  'Carl 𝕏𝕏',
  'NaN',
  '-1',
  '-0',
  '1e309',
  '-1e309',
  'Infinity',
  '0x1f',
  '9007199254740993',
  '99999999999999999999999999',
  ' ',
  '',
  '\u3000',
  '\ufeff',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '%00',
  '%ff%fe',
  '{}',
  '[]',
  'null',
  'true',
  '__proto__',
  'constructor',
  'admin',
]

const longString = fc
  .integer({ min: 1_000, max: 60_000 })
  .chain((n) => fc.constantFrom('a', '𝕏', 'é ', '\u0000').map((unit) => unit.repeat(n)))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: longString },
)

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER - 2,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 63,
    1e21,
    5e-324,
    -1,
    0,
    -0,
    0.5,
    1.005,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)

/** [[[…]]] or {"a":{"a":…}} many levels deep, built without recursion (deeper ones are sent as raw text). */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value }
  return value
}
const deepNesting = fc
  .tuple(fc.integer({ min: 20, max: 1_000 }), fc.constantFrom('array' as const, 'object' as const))
  .map(([depth, kind]) => nested(depth, kind))

/** Anything but what the schema wants: wrong types, hostile scalars, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { type: 'admin' }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

function schemaString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl()
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 200 })
    } catch {
      // A pattern fast-check cannot generate from: plain text instead.
    }
  }
  const min = schema.minLength ?? 0
  const max = Math.max(min, Math.min(schema.maxLength ?? 300, 5_000))
  const text = fc.string({ unit: TEXT_UNIT, minLength: min, maxLength: max })
  const atLimit = fc.constantFrom('x', '𝕏', 'é').map((unit) => unit.repeat(max))
  return fc.oneof({ weight: 6, arbitrary: text }, { weight: 1, arbitrary: atLimit })
}

function validString(schema: JsonSchema, hint: fc.Arbitrary<unknown> | undefined): fc.Arbitrary<string> {
  const generated = schemaString(schema)
  if (!hint) return generated
  return fc.oneof({ weight: 2, arbitrary: hint.map(String) }, { weight: 1, arbitrary: generated })
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : -1e9)
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : 1e9)
  const edges = [low, high].filter((v) => Number.isFinite(v) && Math.abs(v) <= Number.MAX_SAFE_INTEGER)
  const inside = integer
    ? fc.integer({ min: Math.ceil(Math.max(low, -(2 ** 31))), max: Math.floor(Math.min(high, 2 ** 31 - 1)) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true })
  return edges.length > 0
    ? fc.oneof({ weight: 5, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(...edges) })
    : inside
}

function objectOf(schema: JsonSchema, mode: Mode, hints: Hints): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, child] of Object.entries(properties)) model[key] = arbitraryFor(child, mode, hints, key)
  const optionalKeys = Object.keys(properties).filter((key) => !required.has(key))
  const base = fc.record(model, { requiredKeys: [...required] as never[] }) as fc.Arbitrary<
    Record<string, unknown>
  >
  if (mode === 'valid') return base
  // Extra keys a client should not be able to set, and keys that confuse naive merges.
  const extra = fc.dictionary(
    fc.constantFrom(
      'type',
      'role',
      'credits',
      'verified',
      'status',
      'userId',
      '__proto__',
      'constructor',
      'x',
    ),
    hostileValue,
    { maxKeys: 2 },
  )
  return fc.tuple(base, extra, fc.subarray(optionalKeys)).map(([value, more, dropped]) => {
    const out: Record<string, unknown> = { ...more, ...value }
    for (const key of dropped) delete out[key]
    return out
  })
}

/** An arbitrary for one JSON Schema node; `name` is the property it fills (for hints). */
export function arbitraryFor(
  schema: JsonSchema,
  mode: Mode,
  hints: Hints,
  name?: string,
): fc.Arbitrary<unknown> {
  const valid = validValueOf(schema, mode, hints, name)
  if (mode === 'valid') return valid
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostileValue })
}

function validValueOf(schema: JsonSchema, mode: Mode, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((c) => arbitraryFor(c, mode, hints, name)))
  if (schema.allOf && schema.allOf.length > 0)
    return arbitraryFor(schema.allOf[0] as JsonSchema, mode, hints, name)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  const hint = name ? hints[name] : undefined
  switch (type) {
    case 'string':
      return validString(schema, hint)
    case 'integer':
    case 'number': {
      const number = validNumber(schema, type === 'integer')
      return hint ? fc.oneof({ weight: 2, arbitrary: hint }, { weight: 1, arbitrary: number }) : number
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      // An array's items take the hints named "<array>[]"; the array itself those named "<array>".
      const itemName = name ? `${name}[]` : undefined
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((item) => arbitraryFor(item, mode, hints, itemName)))
      const item = schema.items
        ? arbitraryFor(schema.items, mode, hints, itemName)
        : fc.jsonValue({ maxDepth: 2 })
      const minLength = schema.minItems ?? 0
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 10, 50))
      const list = fc.array(item, { minLength, maxLength })
      return hint ? fc.oneof({ weight: 2, arbitrary: hint }, { weight: 1, arbitrary: list }) : list
    }
    case 'object':
      return objectOf(schema, mode, hints)
    default:
      // No constraint (z.unknown(), a transform's input): any JSON.
      return fc.jsonValue({ maxDepth: 3 })
  }
}

/** Valid, half-valid and hostile inputs for one schema, in that order of likelihood. */
export function inputArbitrary(schema: JsonSchema | null, hints: Hints): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 3 }), hostileValue)
  return fc.oneof(
    { weight: 4, arbitrary: arbitraryFor(schema, 'valid', hints) },
    { weight: 4, arbitrary: arbitraryFor(schema, 'mixed', hints) },
    { weight: 1, arbitrary: hostileValue },
  )
}

/** A query string or path parameter is text: numbers and booleans as they would be typed, objects flattened. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value)
  return JSON.stringify(value).slice(0, 8_000)
}

/** A querystring object with text values (repeated keys for arrays), as a browser would send it. */
export function asQuery(value: unknown): Record<string, string | string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { q: asText(value) }
  const out: Record<string, string | string[]> = {}
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue
    out[key] = Array.isArray(v) ? v.slice(0, 20).map(asText) : asText(v).slice(0, 8_000)
  }
  return out
}
