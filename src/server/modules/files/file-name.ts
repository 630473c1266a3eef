import { codePointLength, normalizeTextInput, textProblem, truncateCodePoints } from '@shared/text/text-input'

/** What the template row keeps of the uploaded file's name (characters, not UTF-16 units). */
export const FILE_NAME_MAX = 200

/**
 * The uploaded file's name as we keep it, or null when it holds characters that are not text (NUL,
 * control characters, broken symbols, bidi overrides that disguise an extension). Folders a browser
 * may send along are dropped; a name too long is shortened by characters, keeping its extension.
 */
export function storedFileName(raw: string, fallback: string): string | null {
  if (textProblem(raw, 'singleLine')) return null
  const base = normalizeTextInput(raw.split(/[/\\]/).pop() ?? '', 'singleLine')
  if (base === '') return fallback
  if (codePointLength(base) <= FILE_NAME_MAX) return base
  const dot = base.lastIndexOf('.')
  const extension = dot > 0 && codePointLength(base.slice(dot)) <= 10 ? base.slice(dot) : ''
  const stem = base.slice(0, base.length - extension.length)
  return `${truncateCodePoints(stem, FILE_NAME_MAX - codePointLength(extension)).trimEnd()}${extension}`
}
