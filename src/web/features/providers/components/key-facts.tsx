import { placeName } from '@shared/geo/place-names'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatLongDate } from '@web/lib/format/date'
import { Briefcase, CalendarDays, Hammer, MapPinned } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Experience, projects, service radius and membership: the numbers people decide on. */
export function KeyFacts({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{t('facts.title')}</h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        <Fact icon={<Hammer className="size-5" aria-hidden="true" />}>
          {t('facts.experience', { count: profile.yearsExperience })}
        </Fact>
        <Fact icon={<Briefcase className="size-5" aria-hidden="true" />}>
          {t('facts.projects', { count: profile.projectsCompleted })}
        </Fact>
        <Fact icon={<MapPinned className="size-5" aria-hidden="true" />}>
          {t('facts.radius', {
            km: profile.serviceRadiusKm,
            locality: placeName(profile.locality, language),
          })}
        </Fact>
        <Fact icon={<CalendarDays className="size-5" aria-hidden="true" />}>
          {t('facts.memberSince', { date: formatLongDate(profile.memberSince, language) })}
        </Fact>
      </ul>
    </div>
  )
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-slate-700">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      {children}
    </li>
  )
}
