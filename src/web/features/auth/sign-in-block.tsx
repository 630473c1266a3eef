import type { PendingProjectInput } from '@shared/quotes/pending-project-schemas'
import { Callout } from '@web/components/ui/callout'
import { cn } from '@web/components/ui/cn'
import { RegistrationForm } from '@web/features/auth/components/registration-form'
import { SignInForm } from '@web/features/auth/components/sign-in-form'
import { useAuth } from '@web/lib/auth/auth-context'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

type Mode = 'register' | 'login'

/**
 * What the auth feature offers others: quick registration or login in place (product §2, §5), with the
 * same forms as the auth page. The assistant and the request form show it before the quote requests
 * go out: what was typed stays; a registration also keeps it on the server for the new account
 * (`pendingProject`), so that it waits there when the email is confirmed in another tab or on another
 * device. Once signed in here, `onSignedIn` sends, told whether this block kept the project.
 */
export function SignInBlock({
  location,
  pendingProject,
  onSignedIn,
}: {
  location: string
  pendingProject?: PendingProjectInput
  onSignedIn: (kept: boolean) => void
}) {
  const { t } = useTranslation('auth')
  const { refresh } = useAuth()
  const [mode, setMode] = useState<Mode>('register')
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)
  const [loginEmail, setLoginEmail] = useState('')
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Focus moves in the commit that shows the block, before the browser takes the next key: as a
  // passive effect it could run after the visitor (or a test) had already started typing in a field
  // and take the focus away mid-word.
  useLayoutEffect(() => headingRef.current?.focus(), [])

  const toLogin = (email: string) => {
    setLoginEmail(email)
    setMode('login')
  }
  // Without email confirmation the account is signed in at once: send straight away.
  const onRegistered = async (email: string) => {
    if (await refresh().catch(() => null)) return onSignedIn(pendingProject !== undefined)
    setRegisteredEmail(email)
    toLogin(email)
  }
  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={cn(
        'flex-1 rounded-md px-3 py-2 text-sm font-medium transition-colors duration-150',
        mode === value ? 'bg-white text-ink shadow-sm' : 'text-slate-700 hover:text-ink',
      )}
    >
      {label}
    </button>
  )

  return (
    <section
      aria-labelledby={titleId}
      data-testid="assistant-quick-auth"
      className="mt-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
        {t('quick.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('quick.intro')}</p>
      {registeredEmail && (
        <Callout tone="success" title={t('quick.registered')} className="mt-3">
          <p className="text-sm">
            {t(pendingProject ? 'quick.registeredKeptHint' : 'quick.registeredHint', {
              email: registeredEmail,
            })}
          </p>
        </Callout>
      )}
      <fieldset className="mt-4">
        <legend className="sr-only">{t('quick.tabs')}</legend>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {tab('register', t('quick.register'))}
          {tab('login', t('quick.login'))}
        </div>
      </fieldset>
      <div className="mt-4">
        {mode === 'register' ? (
          <RegistrationForm
            defaultLocation={location}
            submitLabel={t('quick.registerSubmit')}
            pendingProject={pendingProject}
            onRegistered={(email) => void onRegistered(email)}
            onLoginInstead={toLogin}
          />
        ) : (
          <SignInForm
            key={loginEmail}
            compact
            defaultEmail={loginEmail}
            submitLabel={t('quick.loginSubmit')}
            onSignedIn={() => onSignedIn(registeredEmail !== null && pendingProject !== undefined)}
          />
        )}
      </div>
    </section>
  )
}
