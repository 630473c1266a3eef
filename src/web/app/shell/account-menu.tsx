import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { roleOf } from '@shared/accounts/user-types'
import { LocalizedLink, useLocalizedPath } from '@web/components/localized-link'
import { useAuth } from '@web/lib/auth/auth-context'
import { signOutErrorKey } from '@web/lib/auth/sign-out-error'
import { toast } from '@web/lib/toast/toast'
import { ChevronDown, LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ACCOUNT_MENU } from './role-navigation'

const item =
  'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-lg px-3 text-sm font-medium text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700'

/** Signs out from wherever it is asked: home first, then the session ends, and a toast says how it went. */
export function useLogOut() {
  const { t } = useTranslation()
  const { signOut } = useAuth()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  return async () => {
    // Leave first: on a login-required page the signed-out state would otherwise send us to /auth.
    navigate(localize('/'))
    try {
      await signOut()
      toast.success(t('account.loggedOut'))
    } catch (error) {
      // product §4: the local session is already cleared; only the remote call failed.
      toast.error(t(signOutErrorKey(error)))
    }
  }
}

/** The signed-in person's menu: their pages and "Log out" (Radix: arrow keys, Enter, Escape). */
export function AccountMenu() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const logOut = useLogOut()

  if (!user) return null
  const initial = user.name.trim().charAt(0).toUpperCase() || '?'
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('account.menuLabel', { name: user.name })}
        className="flex h-10 shrink-0 items-center gap-2 rounded-full border border-slate-300 bg-white p-0.5 text-sm xl:py-1 xl:pl-1 xl:pr-2 font-medium text-ink hover:bg-slate-50 data-[state=open]:bg-slate-50"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
        >
          {initial}
        </span>
        {/* The name from xl up: with the German navigation it does not fit beside it before. */}
        <span className="hidden max-w-32 truncate xl:inline">{user.name}</span>
        <ChevronDown className="hidden size-4 text-slate-600 xl:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-(--z-popover) w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-xs text-slate-600">{t('account.signedInAs')}</span>
            <span className="block truncate font-semibold text-ink">{user.name}</span>
            <span className="block truncate text-sm text-slate-600">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {ACCOUNT_MENU[roleOf(user.type)].map(({ to, key, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={item}>
              <LocalizedLink to={to}>
                <Icon className="size-5 text-slate-600" aria-hidden="true" />
                {t(key)}
              </LocalizedLink>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={item} onSelect={() => void logOut()}>
            <LogOut className="size-5 text-slate-600" aria-hidden="true" />
            {t('account.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
