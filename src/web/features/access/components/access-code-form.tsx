import { zodResolver } from '@hookform/resolvers/zod'
import type { AccessRequestMode } from '@shared/access/access-features'
import { AccessCodeRequestBodySchema, AccessValidateBodySchema } from '@shared/access/access-schemas'
import { isUiLanguage } from '@shared/i18n/languages'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { joinWaitingList, requestAccessCode, validateAccessCode } from '@web/features/access/api/access-api'
import { storeAccessSession } from '@web/lib/access/access-session'
import { failureText } from '@web/lib/api/failure-text'
import { ApiRequestError } from '@web/lib/api/request-error'
import { useFieldError } from '@web/lib/forms/field-error'
import { KeyRound, ListPlus, Mail } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { type UseFormRegisterReturn, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** Both ways in ask for the address as the code request checks it (the language is the page's). */
const EmailFormSchema = AccessCodeRequestBodySchema.pick({ email: true })

function useEmailForm() {
  return useForm({
    resolver: zodResolver(EmailFormSchema),
    defaultValues: { email: '' },
  })
}

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
  const fieldError = useFieldError()
  const form = useEmailForm()
  const [failure, setFailure] = useState<string | undefined>()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [cooldown, setCooldown] = useCountdown()
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined)
    setSending(true)
    try {
      const language = isUiLanguage(i18n.language) ? i18n.language : 'en'
      const answer = await requestAccessCode(email, language)
      setSentTo(email)
      setCooldown(answer.resendAfterSeconds)
      onSent()
    } catch (refusal) {
      setFailure(failureText(refusal, t('emailStep.failed')))
    } finally {
      setSending(false)
    }
  })
  const error = fieldError(form.formState.errors.email, { other: t('emailStep.invalidEmail') }) ?? failure
  return (
    <Form className="space-y-6" noValidate onSubmit={submit}>
      <Step step={1} legend={t('emailStep.legend')}>
        <EmailField hint={t('emailStep.hint')} error={error} registration={form.register('email')} />
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
  registration,
}: {
  hint: string
  error: string | undefined
  registration: UseFormRegisterReturn<'email'>
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
          {...registration}
        />
      )}
    </FormField>
  )
}

/** Waiting-list mode (ADR 050): the email and the page's language join the list; no code is sent now. */
function WaitingListStep() {
  const { t, i18n } = useTranslation('access')
  const fieldError = useFieldError()
  const form = useEmailForm()
  const [failure, setFailure] = useState<string | undefined>()
  const [joinedAs, setJoinedAs] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined)
    setSending(true)
    try {
      await joinWaitingList(email, isUiLanguage(i18n.language) ? i18n.language : 'en')
      setJoinedAs(email)
    } catch (refusal) {
      // A limit, or the mode changed meanwhile: the server's reason says what to do.
      setFailure(failureText(refusal, t('waitingStep.failed')))
    } finally {
      setSending(false)
    }
  })
  const error = fieldError(form.formState.errors.email, { other: t('emailStep.invalidEmail') }) ?? failure
  return (
    <Form className="space-y-6" noValidate onSubmit={submit}>
      <Step step={1} legend={t('waitingStep.legend')}>
        <EmailField hint={t('waitingStep.hint')} error={error} registration={form.register('email')} />
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
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(AccessValidateBodySchema),
    defaultValues: { code: '' },
  })
  const [failure, setFailure] = useState<string | undefined>()
  const [checking, setChecking] = useState(false)
  const submit = form.handleSubmit(async ({ code }) => {
    setChecking(true)
    setFailure(undefined)
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
    } catch (refusal) {
      const refused = refusal instanceof ApiRequestError && refusal.status === 400
      setFailure(refused ? t('codeStep.invalid') : failureText(refusal, t('codeStep.failed')))
      setChecking(false)
    }
  })
  const error = fieldError(form.formState.errors.code, { other: t('codeStep.invalid') }) ?? failure
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
              {...form.register('code')}
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
