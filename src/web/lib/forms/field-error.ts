import { TEXT_NOT_ALLOWED_MESSAGE } from '@shared/text/text-input'
import { useTranslation } from 'react-i18next'

/**
 * A field's problem as a form holds it: react-hook-form's error (`type` is the zod issue code,
 * `message` the shared schema's English words), or a field the server refused (`type: 'server'` and
 * the server's message, which is the same schema's).
 */
export interface FieldProblem {
  type?: string
  message?: string
}

/** A field's own words for its problems, already in the reader's language. */
export interface FieldWords {
  /** By the shared schema's English message, where the schema tells two problems of one code apart. */
  messages?: Partial<Record<string, string>>
  /** By zod issue code (`too_small`, `too_big`, `invalid_format`, `custom`, `server`…). */
  codes?: Partial<Record<string, string>>
  /** Every other problem, except a text too long (the catalogue's words unless `codes` names `too_big`). */
  other?: string
}

/** The catalogue's words for the problems any field can have (`fieldErrors` in common.json). */
export type CommonFieldText = (
  key: 'fieldErrors.notText' | 'fieldErrors.tooLong' | 'fieldErrors.invalid',
) => string

/** The problem of a field's error; lists and objects (coordinates, a list's entries) nest theirs. */
export function problemOf(error: unknown): FieldProblem | undefined {
  if (!error || typeof error !== 'object') return undefined
  const { type, message } = error as FieldProblem
  if (typeof type === 'string' || typeof message === 'string')
    return {
      type: typeof type === 'string' ? type : undefined,
      message: typeof message === 'string' ? message : undefined,
    }
  for (const nested of Object.values(error)) {
    const found = problemOf(nested)
    if (found) return found
  }
  return undefined
}

/**
 * The one text a form field shows for its problem, in the reader's language (the shared schemas
 * speak English): characters that are not text are named the same way in every field; then the
 * field's own words for the schema's message or the code; a text too long says so; then the
 * field's `other` words; else "Please check this field". Undefined when the field has no problem.
 */
export function fieldError(error: unknown, words: FieldWords, common: CommonFieldText): string | undefined {
  const problem = problemOf(error)
  if (!problem) return undefined
  if (problem.message === TEXT_NOT_ALLOWED_MESSAGE) return common('fieldErrors.notText')
  const code = problem.type ?? ''
  const own = (problem.message && words.messages?.[problem.message]) || words.codes?.[code]
  if (own !== undefined) return own
  if (code === 'too_big') return common('fieldErrors.tooLong')
  return words.other ?? common('fieldErrors.invalid')
}

/** `fieldError` with the catalogue's words in the interface language. */
export function useFieldError(): (error: unknown, words?: FieldWords) => string | undefined {
  const { t } = useTranslation('common')
  return (error, words = {}) => fieldError(error, words, (key) => t(key))
}
