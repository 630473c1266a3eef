import { Briefcase, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const TYPES = [
  { value: 'customer', icon: UserRound },
  { value: 'business', icon: Briefcase },
] as const

export function AccountTypeChoice() {
  const { t } = useTranslation('auth')
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{t('register.accountType')}</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {TYPES.map(({ value, icon: Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="accountType"
              value={value}
              defaultChecked={value === 'customer'}
              className="mt-1 size-4 accent-brand-600"
            />
            <span>
              <span className="flex items-center gap-1.5 font-medium text-ink">
                <Icon className="size-4" aria-hidden="true" />
                {t(`register.${value}`)}
              </span>
              <span className="block text-sm text-slate-600">{t(`register.${value}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
