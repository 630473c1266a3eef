import * as Tabs from '@radix-ui/react-tabs'
import { cn } from '@web/components/ui/cn'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { AUTH_TABS, type AuthTab, isAuthTab } from './auth-tab'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'
import { ResetPasswordForm } from './reset-password-form'
import { WelcomePasswordForm } from './welcome-password-form'

/** Parameters that belong to the email link just followed; they go once the person moves on. */
const LINK_PARAMS = ['token', 'error', 'verified', 'welcome'] as const

/**
 * Log in / Register / Forgot password, plus New password when a reset link opened the page. The open
 * tab lives in ?tab= so links can open any of them.
 */
export function AuthTabs() {
  const { t } = useTranslation('auth')
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: AuthTab = isAuthTab(requested) ? requested : 'login'
  const visible = AUTH_TABS.filter((value) => value !== 'reset' || tab === 'reset')
  // The approval email's link: a new business chooses its first password, nothing else to choose from.
  const welcome = tab === 'reset' && params.get('welcome') === '1'

  const select = (value: string) => {
    if (!isAuthTab(value)) return
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        for (const name of LINK_PARAMS) next.delete(name)
        if (value === 'login') next.delete('tab')
        else next.set('tab', value)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  if (welcome)
    return (
      <section
        aria-labelledby="welcome-title"
        className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="welcome-title" className="mb-4 text-xl font-semibold">
          {t('welcome.title')}
        </h2>
        <WelcomePasswordForm token={params.get('token')} linkError={params.get('error')} onSwitch={select} />
      </section>
    )

  return (
    <div className="rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm">
      <Tabs.Root value={tab} onValueChange={select}>
        <Tabs.List
          aria-label={t('tabsLabel')}
          className={cn(
            'grid border-b border-slate-200',
            visible.length === 4 ? 'grid-cols-4' : 'grid-cols-3',
          )}
        >
          {visible.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px min-h-12 border-b-2 border-transparent px-2 text-sm font-medium text-slate-600 hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:text-base"
            >
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="login" className="p-5 sm:p-6">
          <LoginForm onSwitch={select} />
        </Tabs.Content>
        <Tabs.Content value="register" className="p-5 sm:p-6">
          <RegisterForm onSwitch={select} />
        </Tabs.Content>
        <Tabs.Content value="forgot" className="p-5 sm:p-6">
          <ForgotPasswordForm onSwitch={select} />
        </Tabs.Content>
        <Tabs.Content value="reset" className="p-5 sm:p-6">
          <ResetPasswordForm token={params.get('token')} linkError={params.get('error')} onSwitch={select} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
