import type { Settings } from '@shared/admin/settings-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { Container } from '@web/components/ui/container'
import { usePublicSettings } from '@web/hooks/use-public-settings'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ArrowRight, Megaphone, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useBannerDismissal } from './launch-banner-dismissal'

/** A short fingerprint of the banner's texts and link (FNV-1a): its version. */
export function bannerVersion(banner: Settings['launchBanner']): string {
  const source = JSON.stringify([banner.text.en, banner.text.fr, banner.text.de, banner.link ?? ''])
  let hash = 0x811c9dc5
  for (let i = 0; i < source.length; i++) {
    hash ^= source.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

const linkClass = 'ml-2 inline-flex items-center gap-1 font-semibold underline underline-offset-2'

/**
 * The admin's launch banner above the header: in the flow (it never covers content), closable, and
 * rendered by the server with the page (its settings and the visitor's dismissal are page data).
 */
export function LaunchBanner() {
  const { t } = useTranslation()
  const language = useUiLanguage()
  const banner = usePublicSettings().data?.launchBanner
  const dismissal = useBannerDismissal()
  if (!banner?.enabled || !dismissal.known) return null
  if (banner.endsAt && Date.parse(banner.endsAt) <= Date.now()) return null
  const version = bannerVersion(banner)
  if (dismissal.dismissed === version) return null
  const dismiss = () => dismissal.dismiss(version)
  return (
    <aside aria-label={t('banner.label')} className="bg-brand-700 text-white" data-testid="launch-banner">
      <Container className="flex items-start gap-3 py-2.5 text-sm sm:items-center">
        <Megaphone className="mt-0.5 size-5 shrink-0 sm:mt-0" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <span lang={language}>{banner.text[language]}</span>
          {banner.link ? (
            <a href={banner.link} className={linkClass}>
              {t('banner.more')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          ) : (
            // Without a link of the admin's, the banner's question is answered on the contact page.
            <LocalizedLink to="/contact" className={linkClass}>
              {t('banner.writeToUs')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </LocalizedLink>
          )}
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('banner.dismiss')}
          className="-my-1 flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </Container>
    </aside>
  )
}
