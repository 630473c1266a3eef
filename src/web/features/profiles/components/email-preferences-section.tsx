import { Skeleton } from '@web/components/ui/skeleton'
import { useEmailPreferences, useStoreEmailPreferences } from '@web/features/profiles/api/email-preferences'
import { useTranslation } from 'react-i18next'
import { SectionCard } from './section-card'

/**
 * The email preferences every email links to (#email-preferences): the optional emails, each one a
 * switch; the emails needed for what someone does (requests, quotes, account) are listed as always on.
 */
export function EmailPreferencesSection() {
  const { t } = useTranslation('profiles')
  const preferences = useEmailPreferences()
  const saving = useStoreEmailPreferences()
  return (
    <div id="email-preferences" className="scroll-mt-24">
      <SectionCard title={t('settings.emailPreferences.title')} intro={t('settings.emailPreferences.body')}>
        {preferences.isPending ? (
          <Skeleton className="h-6 w-64" />
        ) : preferences.isError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('settings.emailPreferences.loadFailed')}
          </p>
        ) : (
          <label className="flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-brand-700"
              checked={preferences.data.messages}
              disabled={saving.isPending}
              onChange={(event) => saving.mutate({ messages: event.target.checked })}
            />
            <span>
              <span className="block font-medium">{t('settings.emailPreferences.messages')}</span>
              <span className="block text-sm text-slate-600">
                {t('settings.emailPreferences.messagesHint')}
              </span>
            </span>
          </label>
        )}
        <p className="mt-3 text-sm text-slate-600">{t('settings.emailPreferences.always')}</p>
        <p role="status" className="mt-2 text-sm text-slate-600">
          {saving.isSuccess ? t('settings.emailPreferences.saved') : ''}
        </p>
        {saving.isError && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {t('settings.emailPreferences.saveFailed')}
          </p>
        )}
      </SectionCard>
    </div>
  )
}
