import { Callout } from '@web/components/ui/callout'
import { cn } from '@web/components/ui/cn'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QuickLoginForm } from './quick-login-form'
import { QuickRegisterForm } from './quick-register-form'

type Mode = 'register' | 'login'

/**
 * Quick registration or login before the quote requests go out (SPEC §2, §5), inside the chat:
 * the conversation and the chosen providers stay; once signed in, `onSignedIn` sends.
 */
export function QuickAuth({ location, onSignedIn }: { location: string; onSignedIn: () => void }) {
  const { t } = useTranslation('assistant')
  const [mode, setMode] = useState<Mode>('register')
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)
  const [loginEmail, setLoginEmail] = useState('')
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])

  const toLogin = (email: string) => {
    setLoginEmail(email)
    setMode('login')
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
        {t('auth.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('auth.intro')}</p>
      {registeredEmail && (
        <Callout tone="success" title={t('auth.registered')} className="mt-3">
          <p className="text-sm">{t('auth.registeredHint', { email: registeredEmail })}</p>
        </Callout>
      )}
      <fieldset className="mt-4">
        <legend className="sr-only">{t('auth.tabs')}</legend>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {tab('register', t('auth.register'))}
          {tab('login', t('auth.login'))}
        </div>
      </fieldset>
      <div className="mt-4">
        {mode === 'register' ? (
          <QuickRegisterForm
            location={location}
            onSignedIn={onSignedIn}
            onRegistered={(email) => {
              setRegisteredEmail(email)
              toLogin(email)
            }}
            onLoginInstead={toLogin}
          />
        ) : (
          <QuickLoginForm key={loginEmail} email={loginEmail} onSignedIn={onSignedIn} />
        )}
      </div>
    </section>
  )
}
