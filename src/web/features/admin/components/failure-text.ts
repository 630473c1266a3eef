import { ApiRequestError } from '@web/lib/api/request-error'
import type { TFunction } from 'i18next'

/**
 * What a failed admin call tells the admin: the server's sentence (already in the interface
 * language), with the rows or fields it names; a network failure in our words.
 */
export function failureText(error: unknown, t: TFunction<'admin'>): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return t('common.network')
    const details = (error.data as { error?: { details?: Array<{ path: string; message: string }> } } | null)
      ?.error?.details
    const named = details?.length
      ? ` ${details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join(' · ')}`
      : ''
    return `${error.message}${named}`
  }
  return t('common.failed')
}
