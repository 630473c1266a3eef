import { spokenLanguageNames } from '@web/features/providers/lib/language-names'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProfileCard } from './profile-section'

export function LanguagesCard({ codes }: { codes: string[] }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const names = spokenLanguageNames(codes, language)
  return (
    <ProfileCard
      id="languages"
      title={t('languages.title')}
      icon={<Languages className="size-5 text-brand-700" aria-hidden="true" />}
    >
      {names.length === 0 ? (
        <p className="text-sm text-slate-700">{t('languages.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {codes.map((code, index) => (
            <li key={code} lang={code} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {names[index]}
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  )
}
