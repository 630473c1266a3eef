import { Check, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DeleteAccountDialog } from './delete-account-dialog'
import { SectionCard } from './section-card'

const ERASED = [
  'account',
  'profile',
  'sessions',
  'emails',
  'messages',
  'conversations',
  'photos',
  'templates',
  'notifications',
] as const
const KEPT = ['requests', 'reviews', 'ledger'] as const

/** GDPR art. 17: says exactly what is erased and what is kept before anyone presses the button. */
export function DeleteAccountSection() {
  const { t } = useTranslation('profiles')
  return (
    <SectionCard title={t('settings.delete.title')} intro={t('settings.delete.body')} tone="danger">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t('settings.delete.erasedTitle')}</h3>
          <ul className="mt-2 space-y-1.5 text-slate-700">
            {ERASED.map((item) => (
              <li key={item} className="flex gap-2">
                <Trash2 className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
                {t(`settings.delete.erased.${item}`)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold">{t('settings.delete.keptTitle')}</h3>
          <ul className="mt-2 space-y-1.5 text-slate-700">
            {KEPT.map((item) => (
              <li key={item} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />
                {t(`settings.delete.kept.${item}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-600">{t('settings.delete.exportFirst')}</p>
      <div className="mt-4">
        <DeleteAccountDialog />
      </div>
    </SectionCard>
  )
}
