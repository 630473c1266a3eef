import { LANDING_VERSIONS } from '@shared/landing/landing-versions'
import { useLocalizedPath } from '@web/components/localized-link'
import { cn } from '@web/components/ui/cn'
import { useDemoMode } from '@web/hooks/use-demo-mode'
import { useHydrated } from '@web/hooks/use-hydrated'
import { useLandingVersion } from '@web/hooks/use-landing-version'
import { useAccountRole } from '@web/lib/auth/use-account-role'
import { useTranslation } from 'react-i18next'

/**
 * The landing-version switcher (ADR 032), for admins and in demo mode: each link opens the
 * landing in that version, rendered by the server, which keeps it from then on (`?v=`).
 */
export function LandingVersionSwitch({ className }: { className?: string }) {
  const hydrated = useHydrated()
  const admin = useAccountRole() === 'admin'
  const demo = useDemoMode()
  if (!hydrated || !(admin || demo)) return null
  return <VersionLinks className={className} />
}

function VersionLinks({ className }: { className?: string }) {
  const { t } = useTranslation()
  const localize = useLocalizedPath()
  const current = useLandingVersion().data?.version
  return (
    <nav aria-label={t('landingVersion.label')} className={cn('text-sm', className)}>
      <p className="font-medium text-ink">{t('landingVersion.label')}</p>
      <ul className="mt-2 flex gap-2">
        {LANDING_VERSIONS.map((version) => (
          <li key={version}>
            {/* A full page load: the server renders the version and keeps it. */}
            <a
              href={localize(`/?v=${version}`)}
              aria-current={version === current ? 'true' : undefined}
              className={cn(
                'inline-flex min-h-10 items-center rounded-full border px-3 font-medium',
                version === current
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700',
              )}
            >
              {t('landingVersion.version', { version })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
