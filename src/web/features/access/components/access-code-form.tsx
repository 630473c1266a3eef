import type { AccessRequestMode } from '@shared/access/access-features'
import { EmailSchema } from '@shared/contact/contact-schemas'
import { isUiLanguage } from '@shared/i18n/languages'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { joinWaitingList, requestAccessCode, validateAccessCode } from '@web/features/access/api/access-api'
import { storeAccessSession } from '@web/lib/access/access-session'
import { ApiRequestError } from '@web/lib/api/request-error'
import { KeyRound, ListPlus, Mail } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

function useCountdown() {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return [left, setLeft] as const
}

function EmailStep({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useTranslation('access')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [cooldown, setCooldown] = useCountdown()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = EmailSchema.safeParse(email)
    if (!parsed.success) return setError(t('emailStep.invalidEmail'))
    setError(undefined)
    setSending(true)
    try {
      const language = isUiLanguage(i18n.language) ? i18n.language : 'en'
      const answer = await requestAccessCode(parsed.data, language)
      setSentTo(parsed.data)
      setCooldown(answer.resendAfterSeconds)
      onSent()
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.status === 429
          ? failure.message
          : t('emailStep.failed'),
      )
    } finally {
      setSending(false)
    }
  }
  return (
    <Form className="space-y-6" noValidate onSubmit={submit}>
      <Step step={1} legend={t('emailStep.legend')}>
        <EmailField hint={t('emailStep.hint')} error={error} value={email} onChange={setEmail} />
        {sentTo && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {t('emailStep.sent', { email: sentTo })}
          </p>
        )}
        <Button type="submit" className="w-full sm:w-auto" loading={sending} disabled={cooldown > 0}>
          <Mail className="size-5" aria-hidden="true" />
          {sentTo
            ? cooldown > 0
              ? t('emailStep.resendIn', { count: cooldown })
              : t('emailStep.resend')
            : t('emailStep.submit')}
        </Button>
      </Step>
    </Form>
  )
}

/** The visitor's email address, as both ways in ask for it. */
function EmailField({
  hint,
  error,
  value,
  onChange,
}: {
  hint: string
  error: string | undefined
  value: string
  onChange: (email: string) => void
}) {
  const { t } = useTranslation('access')
  return (
    <FormField label={t('emailStep.email')} hint={hint} error={error}>
      {(field) => (
        <Input
          {...field}
          type="email"
          autoComplete="email"
          placeholder={t('emailStep.emailExample')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  )
}

/** Waiting-list mode (ADR 050): the email and the page's language join the list; no code is sent now. */
function WaitingListStep() {
  const { t, i18n } = useTranslation('access')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [joinedAs, setJoinedAs] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = EmailSchema.safeParse(email)
    if (!parsed.success) return setError(t('emailStep.invalidEmail'))
    setError(undefined)
    setSending(true)
    try {
      await joinWaitingList(parsed.data, isUiLanguage(i18n.language) ? i18n.language : 'en')
      setJoinedAs(parsed.data)
    } catch (failure) {
      // A limit, or the mode changed meanwhile: the server's reason says what to do.
      setError(
        failure instanceof ApiRequestError && (failure.status === 429 || failure.status === 409)
          ? failure.message
          : t('waitingStep.failed'),
      )
    } finally {
      setSending(false)
    }
  }
  return (
    <Form className="space-y-6" noValidate onSubmit={submit}>
      <Step step={1} legend={t('waitingStep.legend')}>
        <EmailField hint={t('waitingStep.hint')} error={error} value={email} onChange={setEmail} />
        {joinedAs ? (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {t('waitingStep.joined', { email: joinedAs })}
          </p>
        ) : (
          <Button type="submit" className="w-full sm:w-auto" loading={sending}>
            <ListPlus className="size-5" aria-hidden="true" />
            {t('waitingStep.submit')}
          </Button>
        )}
      </Step>
    </Form>
  )
}

function CodeStep({ focus }: { focus: boolean }) {
  const { t } = useTranslation('access')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [checking, setChecking] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChecking(true)
    setError(undefined)
    try {
      const granted = await validateAccessCode(code)
      storeAccessSession({
        accessLevel: granted.access_level,
        features: granted.features,
        sessionId: granted.session_id,
        expiresAt: granted.expires_at,
      })
      // product §2: a full reload to / once access is granted.
      window.location.assign('/')
    } catch (failure) {
      const refused = failure instanceof ApiRequestError && failure.status === 400
      setError(refused || !(failure instanceof ApiRequestError) ? t('codeStep.invalid') : failure.message)
      setChecking(false)
    }
  }
  return (
    <Form className="border-t border-slate-200 pt-6" noValidate onSubmit={submit}>
      <Step step={2} legend={t('codeStep.legend')}>
        <FormField label={t('codeStep.code')} hint={t('codeStep.hint')} error={error}>
          {(field) => (
            <Input
              {...field}
              autoFocus={focus}
              inputMode="text"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono tracking-widest"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full sm:w-auto" loading={checking}>
          <KeyRound className="size-5" aria-hidden="true" />
          {t('codeStep.submit')}
        </Button>
      </Step>
    </Form>
  )
}

/**
 * The two steps of the gate (product §4): a code by email — or, in waiting-list mode, a place on the
 * list (ADR 050) — then the code (or one from an invitation).
 */
export function AccessCodeForm({ requestMode }: { requestMode: AccessRequestMode }) {
  const [sent, setSent] = useState(false)
  return (
    <Card className="space-y-6">
      {requestMode === 'waiting_list' ? <WaitingListStep /> : <EmailStep onSent={() => setSent(true)} />}
      <CodeStep key={String(sent)} focus={sent} />
    </Card>
  )
}

function Step({ step, legend, children }: { step: number; legend: string; children: ReactNode }) {
  const { t } = useTranslation('access')
  return (
    <fieldset className="space-y-4">
      <legend className="flex items-center gap-3">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
          aria-hidden="true"
        >
          {step}
        </span>
        <span>
          <span className="block text-sm text-slate-600">{t('stepOf', { step })}</span>
          <span className="block font-semibold text-ink">{legend}</span>
        </span>
      </legend>
      {children}
    </fieldset>
  )
}
