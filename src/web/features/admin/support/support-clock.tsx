import { formatNumber } from '@shared/format/number'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

/** Time left on the response promise, like the applications' 48-hour clock: red once overdue. */
export function SupportClock({ ms, promise }: { ms: number | null; promise: '48h' | '2wd' }) {
  const { t } = useTranslation('support')
  const language = useUiLanguage()
  const kind = t(`clock.${promise === '2wd' ? 'promise2wd' : 'promise48h'}`)
  if (ms === null) return <span className="text-slate-600">{t('inbox.answered')}</span>
  const minutes = Math.floor(Math.abs(ms) / 60_000)
  const hours = Math.floor(minutes / 60)
  const span = t('clock.duration', {
    hours: formatNumber(hours, language),
    minutes: formatNumber(minutes % 60, language),
  })
  const text = ms < 0 ? t('clock.overdueBy', { time: span }) : t('clock.left', { time: span })
  return (
    <span
      className={ms < 0 ? 'font-semibold text-danger' : hours < 6 ? 'font-medium text-amber-800' : 'text-ink'}
    >
      {text}
      <span className="block text-xs font-normal text-slate-600">{kind}</span>
    </span>
  )
}
