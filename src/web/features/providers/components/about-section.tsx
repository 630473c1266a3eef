import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { useProviderLabelText } from '@web/i18n/use-provider-label-text'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'
import { KeyFacts } from './key-facts'
import { ProfileSection } from './profile-section'

/** The description in the interface language, and the specialties. */
export function AboutSection({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const labelText = useProviderLabelText()
  const description = profile.descriptions[language].trim()
  return (
    <ProfileSection id="about" title={t('about.title', { name: profile.name })}>
      <p className="max-w-prose text-base leading-relaxed text-slate-700">
        {description || t('about.noDescription', { name: profile.name })}
      </p>
      <div className="mt-5">
        <KeyFacts profile={profile} />
      </div>
      {profile.specialties.length > 0 && (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-ink">{t('about.specialties')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {profile.specialties.map((specialty) => (
              <li
                key={specialty}
                className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700"
              >
                {labelText(specialty)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </ProfileSection>
  )
}
