import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { cn } from '@web/components/ui/cn'
import {
  formatClockTime,
  type OpeningHours,
  openingWeek,
  openNow,
} from '@web/features/providers/lib/opening-hours'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { Clock } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ProfileCard } from './profile-section'

/** Monday first, today highlighted, closed days said in words; "open now" in Luxembourg time. */
export function OpeningHoursCard({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation('providers')
  return (
    <ProfileCard
      id="hours"
      title={t('hours.title')}
      icon={<Clock className="size-5 text-brand-700" aria-hidden="true" />}
    >
      {profile.openingHours ? (
        <OpeningWeek hours={profile.openingHours} />
      ) : (
        <p className="text-sm text-slate-700">{t('hours.unknown', { name: profile.name })}</p>
      )}
    </ProfileCard>
  )
}

function OpeningWeek({ hours }: { hours: OpeningHours }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  // One clock reading per visit keeps "today" and "open now" consistent with each other.
  const [now] = useState(() => new Date())
  const week = openingWeek(hours, language, now)
  const status = openNow(hours, now)
  return (
    <>
      <p className={cn('text-sm font-semibold', status.open ? 'text-emerald-800' : 'text-slate-700')}>
        {status.open
          ? t('hours.openNow', { time: formatClockTime(status.until, language) })
          : t('hours.closedNow')}
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('hours.title')}</caption>
        <tbody>
          {week.map((day) => (
            <tr
              key={day.weekday}
              className={cn('align-top', day.isToday && 'bg-brand-50 font-semibold text-ink')}
              aria-current={day.isToday ? 'date' : undefined}
            >
              <th scope="row" className="rounded-l-md py-1.5 pr-3 pl-2 text-left font-medium">
                <span className="capitalize">{day.name}</span>
                {day.isToday && (
                  <span className="ml-1 text-xs font-semibold text-brand-700">({t('hours.today')})</span>
                )}
              </th>
              <td className="rounded-r-md py-1.5 pr-2 text-right text-slate-700">
                {day.closed ? (
                  <span className="text-slate-600">{t('hours.closed')}</span>
                ) : (
                  day.periods.map((period) => (
                    <span key={period} className="block whitespace-nowrap">
                      {period}
                    </span>
                  ))
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">{t('hours.timeZone')}</p>
    </>
  )
}
