import type { UiLanguage } from '@shared/i18n/languages'
import { projectTitle } from '@shared/quotes/job-title'
import type { AppNotification } from '@shared/quotes/quote-request-schemas'

/**
 * The names a notice's sentence takes: the project titled in the reader's language (a notice stored
 * before titles were drawn per reader keeps the title it was written with).
 */
export function notificationParams(notice: AppNotification, language: UiLanguage): Record<string, string> {
  return notice.project
    ? { ...notice.params, projectName: projectTitle(notice.project, language) }
    : notice.params
}
