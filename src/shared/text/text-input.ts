import { z } from 'zod'

/**
 * Every piece of text people type goes through these schemas (docs/product.md §5 "Text everywhere"; rules that hold
 * everywhere"): characters that are not text are refused with a 400, the rest is normalised to
 * NFC and trimmed, and lengths count characters (code points, as PostgreSQL's char_length does),
 * not UTF-16 units, so an emoji is one character and a limit never cuts one in half.
 */

/** C0 and C1 control characters other than tab, line feed and carriage return (NUL included). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find them
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/** Half of a surrogate pair: not a character, and refused by PostgreSQL's jsonb. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
/**
 * Bidirectional embeddings, overrides and isolates: they reverse how a name or a file name reads
 * ("invoice‮fdp.exe"). Real right-to-left text needs none of them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/
/** The byte-order mark pasted along with text: stripped, it never means anything inside a field. */
const BYTE_ORDER_MARKS = /\ufeff/g

export const TEXT_NOT_ALLOWED_MESSAGE =
  'Remove the characters that are not text (control characters or broken symbols).'

/** The number of characters as people (and PostgreSQL) count them. */
export function codePointLength(value: string): number {
  let length = 0
  for (const _ of value) length++
  return length
}

/** The first `max` characters, never half of a surrogate pair. */
export function truncateCodePoints(value: string, max: number): string {
  if (value.length <= max) return value
  return Array.from(value).slice(0, max).join('')
}

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value)
}

/** Lone surrogates become U+FFFD, as a UTF-8 encoder would: for text read back that predates these rules. */
export function toWellFormed(value: string): string {
  return value.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd')
}

export type TextKind = 'singleLine' | 'multiLine'

/** Whether the text holds characters no field accepts (per kind); null when it is clean. */
export function textProblem(value: string, kind: TextKind): 'control' | 'surrogate' | 'bidi' | null {
  if (CONTROL_CHARACTERS.test(value)) return 'control'
  if (LONE_SURROGATE.test(value)) return 'surrogate'
  if (kind === 'singleLine' && BIDI_CONTROLS.test(value)) return 'bidi'
  return null
}

/**
 * The text as it is stored: NFC, no byte-order marks, trimmed. A single line has its runs of
 * white space (tabs and line breaks pasted along included) folded to one space; several lines keep
 * their line breaks as \n, without trailing spaces.
 */
export function normalizeTextInput(value: string, kind: TextKind): string {
  const text = value.replace(BYTE_ORDER_MARKS, '').normalize('NFC')
  if (kind === 'singleLine') return text.replace(/\s+/g, ' ').trim()
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/[^\S\n]+$/gm, '')
    .trim()
}

export interface TextOptions {
  /** Most characters (code points) accepted, after normalisation. */
  max: number
  /** Fewest characters accepted, after normalisation (default 0). */
  min?: number
  tooShort?: string
  tooLong?: string
  /** The message when the value is missing or not a string. */
  required?: string
  /** The message for characters that are not text (default TEXT_NOT_ALLOWED_MESSAGE). */
  notText?: string
}

function textSchema(kind: TextKind, { min = 0, max, tooShort, tooLong, required, notText }: TextOptions) {
  return z
    .string(required)
    .superRefine((value, ctx) => {
      if (textProblem(value, kind) === null) return
      ctx.addIssue({
        code: 'invalid_format',
        format: 'text',
        message: notText ?? TEXT_NOT_ALLOWED_MESSAGE,
        fatal: true,
      })
    })
    .overwrite((value) => normalizeTextInput(value, kind))
    .superRefine((value, ctx) => {
      const length = codePointLength(value)
      if (length < min)
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: min,
          inclusive: true,
          message: tooShort ?? `Write at least ${min} characters.`,
        })
      if (length > max)
        ctx.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: max,
          inclusive: true,
          message: tooLong ?? `Write at most ${max} characters.`,
        })
    })
    .meta({ ...(min > 0 ? { minLength: min } : {}), maxLength: max })
}

/** A name, a title, a place, a file name: one line, no bidi controls. */
export const singleLineText = (options: TextOptions) => textSchema('singleLine', options)

/** A description or a message: line breaks kept. */
export const multiLineText = (options: TextOptions) => textSchema('multiLine', options)

export const WEB_ADDRESS_MESSAGE = 'Please enter a full web address such as https://example.lu.'

/** An http or https address with a host: never javascript:, data: or any other scheme. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A website people may open from our pages. */
export const webAddress = (max: number) =>
  singleLineText({ max }).refine(isWebAddress, { message: WEB_ADDRESS_MESSAGE, abort: true })
