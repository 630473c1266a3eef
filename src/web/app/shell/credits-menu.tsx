import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useLocalizedPath } from '@web/components/localized-link'
import { useAuth } from '@web/lib/auth/auth-context'
import { ClipboardList, Coins, HelpCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

const item =
  'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-lg px-3 text-sm font-medium text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700'

/**
 * product §1 credits counter: the number, "3 credits" on very wide screens (German words are long:
 * the signed-in header keeps one row). It opens
 * what credits are (ADR 027): one per open project, back when the project closes.
 */
export function CreditsMenu({ count }: { count: number }) {
  const { t } = useTranslation()
  const { user } = useAuth()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const label = t('account.credits', { count })
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('credits.open', { count })}
        className="inline-flex h-9 shrink-0 items-center gap-1 rounded-full whitespace-nowrap bg-brand-50 px-2 text-sm font-medium text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=open]:bg-brand-100 sm:gap-1.5 sm:px-3"
      >
        <Coins className="size-4" aria-hidden="true" />
        <span className="2xl:hidden">{count}</span>
        <span className="hidden 2xl:inline">{label}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-(--z-popover) w-[min(20rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1">
            <span className="block font-semibold text-ink">{label}</span>
            <span className="mt-1 block text-sm font-normal text-slate-700">{t('credits.explanation')}</span>
            {count <= 0 && (
              <span className="mt-2 block text-sm font-medium text-danger">{t('credits.none')}</span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {user?.role === 'customer' && (
            <DropdownMenu.Item className={item} onSelect={() => navigate(localize('/my-requests'))}>
              <ClipboardList className="size-4" aria-hidden="true" />
              {t('account.myRequests')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={item} onSelect={() => navigate(localize('/#faq'))}>
            <HelpCircle className="size-4" aria-hidden="true" />
            {t('credits.faq')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
