import { Hammer } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The honest state of a page whose feature is still being built: what it will do, and where to go
 * meanwhile. Never placeholder text.
 */
export function AvailableSoon({ what, children }: { what: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section
      className="rounded-2xl border border-dashed border-brand-600/40 bg-brand-50/60 p-6"
      aria-labelledby={titleId}
    >
      <div className="flex items-start gap-3">
        <Hammer className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {t('availableSoon.title')}
          </h2>
          <p className="mt-1 text-slate-700">{what}</p>
          {children && <div className="mt-4">{children}</div>}
        </div>
      </div>
    </section>
  )
}
