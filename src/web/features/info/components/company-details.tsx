import { Breakable } from '@web/components/ui/breakable'
import { Card } from '@web/components/ui/card'
import { Building2, Clock, Mail, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const MAILBOXES = [
  { address: 'hello@luxpro.lu', key: 'contact.details.general' },
  { address: 'support@luxpro.lu', key: 'contact.details.support' },
  { address: 'privacy@luxpro.lu', key: 'contact.details.privacy' },
] as const

export function CompanyDetails() {
  const { t } = useTranslation('info')
  return (
    <div className="space-y-5">
      <Card>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Clock className="size-5 text-brand-700" aria-hidden="true" />
          {t('contact.response.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('contact.response.body')}</p>
        <p className="mt-2 text-sm text-slate-600">{t('contact.response.quotes')}</p>
      </Card>
      <Card>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Building2 className="size-5 text-brand-700" aria-hidden="true" />
          {t('contact.details.title')}
        </h2>
        <address className="mt-3 space-y-4 not-italic">
          <div className="flex gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <p className="text-slate-700">
              <span className="sr-only">{t('contact.details.address')}: </span>
              <span className="block font-medium text-ink">LuxPro S.à r.l.</span>
              <span className="block">9, rue du Laboratoire</span>
              <span className="block">L-1911 Luxembourg</span>
            </p>
          </div>
          <ul className="space-y-3">
            {MAILBOXES.map((mailbox) => (
              <li key={mailbox.address} className="flex gap-3">
                <Mail className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
                <div>
                  <p className="text-sm text-slate-600">{t(mailbox.key)}</p>
                  <a
                    href={`mailto:${mailbox.address}`}
                    className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-600"
                  >
                    <Breakable text={mailbox.address} />
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </address>
        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-slate-200 pt-4 text-sm">
          <dt className="text-slate-600">{t('contact.details.register')}</dt>
          <dd className="text-ink">RCS Luxembourg B 287341</dd>
          <dt className="text-slate-600">{t('contact.details.vat')}</dt>
          <dd className="text-ink">LU34567802</dd>
        </dl>
      </Card>
    </div>
  )
}
