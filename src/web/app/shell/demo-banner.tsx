import { LocalizedLink } from '@web/components/localized-link'
import { Container } from '@web/components/ui/container'
import { setDemoMode, useDemoMode } from '@web/hooks/use-demo-mode'
import { FlaskConical } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * While demo mode is on, a strip at the top of the sticky header: always in sight, and in the flow,
 * so it never covers the page.
 */
export function DemoBanner() {
  const { t } = useTranslation()
  const on = useDemoMode()
  if (!on) return null
  return (
    <div className="border-b border-amber-300 bg-amber-100 text-amber-950" data-testid="demo-banner">
      <Container className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 text-sm">
        <p className="flex min-w-0 basis-full items-center gap-2 font-semibold sm:basis-auto sm:flex-1">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          {t('demo.banner')}
        </p>
        <LocalizedLink to="/demo/simulation" className="underline underline-offset-2 hover:no-underline">
          {t('demo.about')}
        </LocalizedLink>
        <button
          type="button"
          onClick={() => setDemoMode(false)}
          className="rounded-md px-2 py-1 font-semibold underline underline-offset-2 hover:bg-amber-200"
        >
          {t('demo.leave')}
        </button>
      </Container>
    </div>
  )
}
