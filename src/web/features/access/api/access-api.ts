import { siteContract } from '@shared/api/site-contract'
import type { UiLanguage } from '@shared/i18n/languages'
import { call } from '@web/lib/api/call'

/** POST /api/access/request-code: a code by email, in the page's language. */
export function requestAccessCode(email: string, language: UiLanguage) {
  return call(siteContract.requestAccessCode, { body: { email, language } })
}

/** POST /api/access/validate (product §7): the server sets its cookie and answers the session. */
export function validateAccessCode(code: string) {
  return call(siteContract.validateAccessCode, { body: { code } })
}

/** POST /api/access/waiting-list: a place on the list; the invitation will be in this language. */
export function joinWaitingList(email: string, language: UiLanguage) {
  return call(siteContract.joinWaitingList, { body: { email, language } })
}
