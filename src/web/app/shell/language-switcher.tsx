import { profileContract } from '@shared/api/profile-contract'
import { UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages'
import { useAccess } from '@web/hooks/use-access-status'
import { changeLanguage } from '@web/i18n/i18n'
import { LANGUAGE_NAMES } from '@web/i18n/language'
import { call } from '@web/lib/api/call'
import { useAuth } from '@web/lib/auth/auth-context'
import { Globe } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const { status } = useAuth()
  const id = useId()
  // product §4: a limited access level forces English and blocks the language change.
  const limited = useAccess().limited
  const choose = (language: UiLanguage) => {
    void changeLanguage(language)
    // Signed in: emails follow the interface language too. A failed save only costs the email language.
    if (status === 'signedIn') {
      call(profileContract.store, { body: { language } }).catch(() => undefined)
    }
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('shell.language')}
      </label>
      <div className="relative flex items-center">
        <Globe className="pointer-events-none absolute left-2 size-4 text-slate-600" aria-hidden="true" />
        <select
          id={id}
          value={i18n.language}
          disabled={limited}
          title={limited ? t('shell.limitedLanguage') : undefined}
          onChange={(event) => choose(event.target.value as UiLanguage)}
          className="h-9 rounded-lg border border-slate-300 bg-white py-1 pl-7 pr-1 text-sm text-ink sm:pr-2"
        >
          {UI_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
