import { formatNumber } from '@shared/format/number'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

/** Hours and minutes left on the 48-hour clock: red when overdue, paused while an answer is awaited. */
export function TimeLeft({ ms, overdue, paused }: { ms: number | null; overdue: boolean; paused: boolean }) {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  if (ms === null) return <span className="text-slate-500">—</span>
  const minutes = Math.floor(Math.abs(ms) / 60_000)
  const hours = Math.floor(minutes / 60)
  const span = t('review.duration', {
    hours: formatNumber(hours, language),
    minutes: formatNumber(minutes % 60, language),
  })
  if (overdue)
    return <span className="font-semibold text-danger">{t('review.overdueBy', { time: span })}</span>
  if (paused) return <span className="text-slate-600">{t('review.paused', { time: span })}</span>
  return (
    <span className={hours < 6 ? 'font-medium text-amber-800' : 'text-ink'}>
      {t('review.left', { time: span })}
    </span>
  )
}
