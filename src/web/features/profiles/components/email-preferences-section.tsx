import {
  EMAIL_MODES,
  IN_APP_FAMILIES,
  NOTIFICATION_FAMILIES,
  type NotificationFamily,
  type NotificationPreferences,
} from '@shared/mail/notification-preferences'
import { Skeleton } from '@web/components/ui/skeleton'
import { useEmailPreferences, useStoreEmailPreferences } from '@web/features/profiles/api/email-preferences'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PushDeviceToggle } from './push-device-toggle'
import { SectionCard } from './section-card'

/** The emails needed for what someone does: listed as always sent, never a choice. */
const ALWAYS_SENT = ['account', 'security', 'receipts', 'invoices', 'decisions'] as const

/**
 * The notification preferences every email links to (#email-preferences): for each family, its
 * notices in the app (where it has any) and its emails, one by one, in a daily digest, or none; the
 * emails needed for what someone does are listed as always sent. Each change is saved at once.
 */
export function EmailPreferencesSection() {
  const { t } = useTranslation('profiles')
  const preferences = useEmailPreferences()
  const saving = useStoreEmailPreferences()
  // The choice being saved shows at once (a radio keeps its focus while the arrows move through it).
  const shown = saving.isPending ? saving.variables : preferences.data
  const change = (family: NotificationFamily, next: Partial<NotificationPreferences[NotificationFamily]>) => {
    if (shown) saving.mutate({ ...shown, [family]: { ...shown[family], ...next } })
  }
  return (
    <div id="email-preferences" className="scroll-mt-24">
      <SectionCard title={t('settings.emailPreferences.title')} intro={t('settings.emailPreferences.body')}>
        <div className="mb-4">
          <PushDeviceToggle />
        </div>
        {preferences.isPending ? (
          <Skeleton className="h-6 w-64" />
        ) : preferences.isError || !shown ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('settings.emailPreferences.loadFailed')}
          </p>
        ) : (
          <div className="space-y-4">
            {NOTIFICATION_FAMILIES.map((family) => (
              <FamilyFieldset
                key={family}
                family={family}
                value={shown[family]}
                onChange={(next) => change(family, next)}
              />
            ))}
          </div>
        )}
        <div className="mt-4">
          <h3 className="font-medium text-slate-800">{t('settings.emailPreferences.alwaysTitle')}</h3>
          <p className="text-sm text-slate-600">{t('settings.emailPreferences.always')}</p>
          <ul className="mt-1 list-disc ps-5 text-sm text-slate-600">
            {ALWAYS_SENT.map((kind) => (
              <li key={kind}>{t(`settings.emailPreferences.alwaysSent.${kind}`)}</li>
            ))}
          </ul>
        </div>
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

function FamilyFieldset({
  family,
  value,
  onChange,
}: {
  family: NotificationFamily
  value: NotificationPreferences[NotificationFamily]
  onChange: (next: Partial<NotificationPreferences[NotificationFamily]>) => void
}) {
  const { t } = useTranslation('profiles')
  const hintId = useId()
  const radioName = useId()
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4" aria-describedby={hintId}>
      <legend className="px-1 font-medium text-slate-900">
        {t(`settings.emailPreferences.families.${family}.title`)}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t(`settings.emailPreferences.families.${family}.hint`)}
      </p>
      {IN_APP_FAMILIES.includes(family) && (
        <label className="mt-3 flex items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={value.inApp}
            onChange={(event) => onChange({ inApp: event.target.checked })}
          />
          {t('settings.emailPreferences.inApp')}
        </label>
      )}
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-800">
          {t('settings.emailPreferences.emails')}
        </legend>
        <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:gap-5">
          {EMAIL_MODES.map((mode) => (
            <label key={mode} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                className="size-4 accent-brand-700"
                name={radioName}
                value={mode}
                checked={value.email === mode}
                onChange={() => onChange({ email: mode })}
              />
              {t(`settings.emailPreferences.modes.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  )
}
