import type { AccessValidateResponse } from '@shared/access/access-schemas'
import type { UiLanguage } from '@shared/i18n/languages'
import { sendRequest } from '@web/lib/api/http'

/** POST /api/access/request-code: a code by email, in the page's language. */
export function requestAccessCode(email: string, language: UiLanguage) {
  return sendRequest<{ sent: true; resendAfterSeconds: number }>('/api/access/request-code', {
    method: 'POST',
    body: { email, language },
  })
}

/** POST /api/access/validate (product §7): the server sets its cookie and answers the session. */
export function validateAccessCode(code: string) {
  return sendRequest<AccessValidateResponse>('/api/access/validate', { method: 'POST', body: { code } })
}

/** POST /api/access/waiting-list: a place on the list; the invitation will be in this language. */
export function joinWaitingList(email: string, language: UiLanguage) {
  return sendRequest<{ joined: true }>('/api/access/waiting-list', {
    method: 'POST',
    body: { email, language },
  })
}
