import { placeName } from '@shared/geo/place-names'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { Breakable } from '@web/components/ui/breakable'
import { safeWebsiteHref, websiteLabel } from '@web/features/providers/lib/contact-links'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { telHref } from '@web/lib/format/tel-href'
import { ExternalLink, Globe, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ProfileCard } from './profile-section'

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 break-words hover:text-brand-600'

/** Every way to reach the business: phone (tel:), email (mailto:), website (new tab) and address. */
export function ContactCard({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const website = profile.website ? safeWebsiteHref(profile.website) : null
  const address = [
    profile.address,
    [profile.postalCode && `L-${profile.postalCode}`, placeName(profile.locality, language)]
      .filter(Boolean)
      .join(' '),
  ]
    .filter(Boolean)
    .join(', ')
  const hasDirectContact = Boolean(profile.phone || profile.email || website)
  return (
    <ProfileCard id="contact" title={t('contact.title')}>
      <dl className="space-y-3">
        {profile.phone && (
          <ContactRow
            icon={<Phone className="size-4 shrink-0 text-slate-500" aria-hidden="true" />}
            term={t('contact.phone')}
          >
            <a href={telHref(profile.phone)} className={linkClass}>
              {profile.phone}
            </a>
          </ContactRow>
        )}
        {profile.email && (
          <ContactRow
            icon={<Mail className="size-4 shrink-0 text-slate-500" aria-hidden="true" />}
            term={t('contact.email')}
          >
            <a href={`mailto:${profile.email}`} className={linkClass}>
              <Breakable text={profile.email} />
            </a>
          </ContactRow>
        )}
        {website && profile.website && (
          <ContactRow
            icon={<Globe className="size-4 shrink-0 text-slate-500" aria-hidden="true" />}
            term={t('contact.website')}
          >
            <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <Breakable text={websiteLabel(profile.website)} />
              <ExternalLink className="ml-1 inline size-3.5 align-baseline" aria-hidden="true" />
              <span className="sr-only"> ({t('contact.opensInNewTab')})</span>
            </a>
          </ContactRow>
        )}
        <ContactRow
          icon={<MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />}
          term={t('contact.address')}
        >
          <span className="text-slate-700">{address}</span>
        </ContactRow>
      </dl>
      {!hasDirectContact && <p className="mt-3 text-sm text-slate-700">{t('contact.none')}</p>}
    </ProfileCard>
  )
}

function ContactRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {icon}
        {term}
      </dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  )
}
