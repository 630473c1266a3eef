import { APPLICATION_STEPS } from '@shared/applications/application-options'
import type { ApplicationDraft, ApplicationSubmitted } from '@shared/applications/application-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { Spinner } from '@web/components/ui/spinner'
import { partnerApi, partnerKeys } from '@web/features/partners/api/partner-api'
import { ApplicationSummary } from '@web/features/partners/components/application-summary'
import {
  BasicStep,
  type BasicValues,
  BusinessStep,
  type BusinessValues,
  draftDefaults,
  FinalStep,
  type FinalValues,
} from '@web/features/partners/components/apply-steps'
import { StepProgress } from '@web/features/partners/components/step-progress'
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from '@web/features/partners/lib/draft-storage'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { ApiRequestError } from '@web/lib/api/request-error'
import { formatLongDate } from '@web/lib/format/date'
import { toast } from '@web/lib/toast/toast'
import { CheckCircle2 } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

const STEP_NAMES = [...APPLICATION_STEPS, 'summary'] as const

/**
 * /partners/apply (product §2 "Provider application"): three steps with Next, Back and Submit, a
 * summary with the derived plan before submitting. The draft lives on the server from the first
 * Next (its link is emailed, valid 7 days); the browser keeps the link, the step and what was typed.
 */
export function ApplyPage() {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const stored = useRef(readStoredDraft())
  const [token, setToken] = useState<string | null>(params.get('draft') ?? stored.current.token)
  const [chosenStep, setStep] = useState(params.get('draft') ? 0 : stored.current.step)
  const [submitted, setSubmitted] = useState<ApplicationSubmitted | null>(null)
  const [error, setError] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const formId = useId()
  useDocumentTitle(t('apply.title'), t('apply.lead'))

  // A link from the email: keep its token, then take it out of the address bar.
  useEffect(() => {
    const fromLink = params.get('draft')
    if (!fromLink) return
    writeStoredDraft({ token: fromLink, step: 0, unsaved: {} })
    const next = new URLSearchParams(params)
    next.delete('draft')
    setParams(next, { replace: true })
  }, [params, setParams])

  const draft = useQuery({
    queryKey: partnerKeys.draft(token),
    queryFn: ({ signal }) => partnerApi.draft(token ?? '', signal),
    enabled: token !== null && submitted === null,
    retry: (count, e) => !(e instanceof ApiRequestError && e.status === 404) && count < 2,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const lostDraft = draft.error instanceof ApiRequestError && draft.error.status === 404
  // Without a saved draft there is only the first step.
  const step = token && !lostDraft ? chosenStep : 0

  const goTo = useCallback((index: number) => {
    setStep(index)
    setError(null)
    writeStoredDraft({ step: index })
    requestAnimationFrame(() => heading.current?.focus())
  }, [])

  const onSaved = (saved: ApplicationDraft, nextStep: number, stepName: string) => {
    queryClient.setQueryData(partnerKeys.draft(token), saved)
    const { unsaved } = readStoredDraft()
    delete unsaved[stepName]
    writeStoredDraft({ unsaved })
    goTo(nextStep)
  }

  const save = useMutation({
    mutationFn: async ({
      stepName,
      values,
    }: {
      stepName: string
      values: BasicValues | BusinessValues | FinalValues
    }) => {
      if (stepName === 'basic' && !token) {
        const started = await partnerApi.start({ ...(values as BasicValues), language })
        return { ...started, stepName }
      }
      const saved = await partnerApi.saveStep(token ?? '', { step: stepName, ...values } as never)
      return { token, draft: saved, stepName }
    },
    onSuccess: (result) => {
      if (result.token && result.token !== token) {
        setToken(result.token)
        writeStoredDraft({ token: result.token })
        queryClient.setQueryData(partnerKeys.draft(result.token), result.draft)
        toast.success(t('apply.savedDraft'))
      }
      onSaved(
        result.draft,
        STEP_NAMES.indexOf(result.stepName as (typeof STEP_NAMES)[number]) + 1,
        result.stepName,
      )
    },
    onError: (e) => setError(failureText(e, t('apply.saveFailed'))),
  })

  const submit = useMutation({
    mutationFn: () => partnerApi.submit(token ?? ''),
    onSuccess: (result) => {
      clearStoredDraft()
      setSubmitted(result)
      requestAnimationFrame(() => heading.current?.focus())
    },
    onError: (e) => setError(failureText(e, t('apply.submitFailed'))),
  })

  const startOver = () => {
    clearStoredDraft()
    stored.current = readStoredDraft()
    setToken(null)
    goTo(0)
  }

  const keepTyped = useCallback(
    (stepName: string) => (values: object) => {
      const { unsaved } = readStoredDraft()
      writeStoredDraft({ unsaved: { ...unsaved, [stepName]: values as Record<string, unknown> } })
    },
    [],
  )
  const typedBasic = useCallback((v: BasicValues) => keepTyped('basic')(v), [keepTyped])
  const typedBusiness = useCallback((v: BusinessValues) => keepTyped('business')(v), [keepTyped])
  const typedFinal = useCallback((v: FinalValues) => keepTyped('final')(v), [keepTyped])

  if (submitted) {
    return (
      <>
        <PageHeader title={t('apply.title')} />
        <Container className="max-w-3xl py-10">
          <Card className="space-y-4 p-6">
            <CheckCircle2 className="size-10 text-emerald-600" aria-hidden="true" />
            <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
              {t('apply.done.title')}
            </h2>
            <p className="text-lg text-slate-700">
              {t('apply.done.body', { reference: submitted.reference, email: submitted.email })}
            </p>
            <p className="font-medium">
              {t('apply.done.due', { date: formatLongDate(submitted.reviewDueAt, language) })}
            </p>
            <p className="text-slate-700">{t('apply.done.next')}</p>
            <div className="flex flex-wrap gap-3 pt-2">
              <LocalizedLink to="/pricing" className={buttonClasses('primary')}>
                {t('apply.done.pricing')}
              </LocalizedLink>
              <LocalizedLink to="/" className={buttonClasses('secondary')}>
                {t('apply.done.home')}
              </LocalizedLink>
            </div>
          </Card>
        </Container>
      </>
    )
  }

  // Read at each render: what was typed in a step left with Back is in storage, not in the first read.
  const unsaved = readStoredDraft().unsaved
  const defaults = draftDefaults(lostDraft ? undefined : draft.data)
  const stepName = STEP_NAMES[step] ?? 'basic'
  const busy = save.isPending || submit.isPending
  const actions = (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
      {step > 0 && (
        <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={busy}>
          {t('apply.back')}
        </Button>
      )}
      {stepName === 'summary' ? (
        <Button size="lg" loading={submit.isPending} onClick={() => submit.mutate()} className="ml-auto">
          {submit.isPending ? t('apply.saving') : t('apply.submit')}
        </Button>
      ) : (
        <Button
          type="submit"
          form={formId}
          loading={save.isPending}
          className="ml-auto"
          // The field being left is checked on blur; its message appearing or going would move this
          // button under the pointer and lose the click. Keeping the focus where it is until the
          // click lands avoids that; the submit checks every field anyway.
          onMouseDown={(event) => event.preventDefault()}
        >
          {save.isPending ? t('apply.saving') : t('apply.next')}
        </Button>
      )}
    </div>
  )

  return (
    <>
      <PageHeader title={t('apply.title')} lead={t('apply.lead')} />
      <Container className="max-w-3xl py-8 sm:py-10">
        <StepProgress
          current={step}
          names={[t('apply.steps.basic'), t('apply.steps.business'), t('apply.steps.final')]}
        />
        {lostDraft && (
          <Callout tone="warning" title={t('apply.resumeFailed')} className="mt-6">
            <Button variant="secondary" size="sm" className="mt-2" onClick={startOver}>
              {t('apply.startOver')}
            </Button>
          </Callout>
        )}
        <Card className="mt-6 space-y-6 p-5 sm:p-6">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            <span className="block text-sm font-medium text-slate-600">
              {stepName === 'summary'
                ? t('apply.lastCheck')
                : t('apply.stepOf', { current: step + 1, total: APPLICATION_STEPS.length })}
            </span>
            {t(`apply.steps.${stepName}`)}
          </h2>
          {token && draft.isPending && !lostDraft ? (
            <p className="flex items-center gap-2 text-slate-600" role="status">
              <Spinner className="size-5" />
              {t('apply.loading')}
            </p>
          ) : (
            <>
              {error && (
                <Callout tone="error" title={error}>
                  {null}
                </Callout>
              )}
              {stepName === 'basic' && (
                <BasicStep
                  key={`basic-${draft.dataUpdatedAt}`}
                  formId={formId}
                  defaults={{ ...defaults.basic, ...(unsaved.basic as Partial<BasicValues>) }}
                  onTyped={typedBasic}
                  onNext={(values) => save.mutate({ stepName: 'basic', values })}
                  actions={actions}
                />
              )}
              {stepName === 'business' && (
                <BusinessStep
                  key={`business-${draft.dataUpdatedAt}`}
                  formId={formId}
                  defaults={{ ...defaults.business, ...(unsaved.business as Partial<BusinessValues>) }}
                  onTyped={typedBusiness}
                  onNext={(values) => save.mutate({ stepName: 'business', values })}
                  actions={actions}
                />
              )}
              {stepName === 'final' && (
                <FinalStep
                  key={`final-${draft.dataUpdatedAt}`}
                  formId={formId}
                  defaults={{ ...defaults.final, ...(unsaved.final as Partial<FinalValues>) }}
                  onTyped={typedFinal}
                  onNext={(values) => save.mutate({ stepName: 'final', values })}
                  actions={actions}
                />
              )}
              {stepName === 'summary' && draft.data && (
                <>
                  <ApplicationSummary draft={draft.data} onEdit={goTo} />
                  {actions}
                </>
              )}
            </>
          )}
        </Card>
      </Container>
    </>
  )
}
