import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'

/** A file size in kB below a megabyte, in MB above: 12.5 kB, 1,2 MB. */
export function formatFileSize(bytes: number, language: UiLanguage): string {
  const megabytes = bytes >= 1_048_576
  return formatNumber(megabytes ? bytes / 1_048_576 : Math.max(bytes / 1024, 0.1), language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  })
}
