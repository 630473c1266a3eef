import { dateTimeFormat } from '@shared/format/date-time'
import type { UiLanguage } from '@shared/i18n/languages'

/** A yyyy-mm-dd day as the reader writes it in an email or a PDF: "15 December 2026", "15 décembre 2026". */
export const formatDayPlain = (day: string, language: UiLanguage) =>
  dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
