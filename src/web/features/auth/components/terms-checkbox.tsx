import { LocalizedLink } from '@web/components/localized-link'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600'

/** product §5: the terms of service and the privacy policy must be accepted. */
export function TermsCheckbox({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'acceptTerms'>
  error?: string
}) {
  const { t } = useTranslation('auth')
  const id = useId()
  return (
    <div className="space-y-1.5">
      {/* A link inside a label opens the page without ticking the box (HTML activation rules). */}
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          {...registration}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>
          <Trans
            t={t}
            i18nKey="register.acceptTerms"
            components={{
              terms: <LocalizedLink to="/terms-of-service" className={linkClass} />,
              privacy: <LocalizedLink to="/privacy-policy" className={linkClass} />,
            }}
          />
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
