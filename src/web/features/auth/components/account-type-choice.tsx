import type { RegistrableType } from '@shared/accounts/user-types'
import { LocalizedLink } from '@web/components/localized-link'
import { Briefcase, UserRound } from 'lucide-react'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

const TYPES: readonly { value: RegistrableType; labelKey: string; icon: typeof UserRound }[] = [
  { value: 'individual', labelKey: 'customer', icon: UserRound },
  { value: 'business', labelKey: 'business', icon: Briefcase },
]

export function AccountTypeChoice({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'type'>
  error?: string
}) {
  const { t } = useTranslation('auth')
  const errorId = useId()
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">{t('register.accountType')}</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {TYPES.map(({ value, labelKey, icon: Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              {...registration}
              type="radio"
              value={value}
              aria-invalid={Boolean(error)}
              className="mt-1 size-4 accent-brand-600"
            />
            <span>
              <span className="flex items-center gap-1.5 font-medium text-ink">
                <Icon className="size-4" aria-hidden="true" />
                {t(`register.${labelKey}`)}
              </span>
              <span className="block text-sm text-slate-600">{t(`register.${labelKey}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">
        {t('register.listBusiness')}{' '}
        <LocalizedLink
          to="/partners/apply"
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          {t('register.applyPartner')}
        </LocalizedLink>
      </p>
    </fieldset>
  )
}
