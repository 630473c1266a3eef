import { zodResolver } from '@hookform/resolvers/zod'
import {
  ApplicationDeclineSchema,
  type ApplicationDetail,
  ApplicationNoteSchema,
  ApplicationQuestionInputSchema,
} from '@shared/applications/application-review-schemas'
import { actionsFrom } from '@shared/applications/application-status'
import { areaName } from '@shared/applications/service-areas'
import { categoryName } from '@shared/catalog/categories'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import { APPLICATION_STATUS_TONE, StatusBadges } from '@web/features/admin/components/status-badges'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatLongDate, formatTime } from '@web/lib/format/date'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { AlertTriangle, ArrowLeft, CheckCircle2, CircleHelp, XCircle } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { z } from 'zod'
import { applicationKeys, applicationsApi } from './applications-api'
import { TimeLeft } from './time-left'

const CHECK_ICONS = {
  pass: <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" />,
  fail: <XCircle className="size-5 text-danger" aria-hidden="true" />,
  missing: <CircleHelp className="size-5 text-slate-500" aria-hidden="true" />,
  warning: <AlertTriangle className="size-5 text-amber-700" aria-hidden="true" />,
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line">{children ?? '—'}</dd>
    </>
  )
}

type Action = 'start-review' | 'approve' | 'notes' | 'request-info' | 'decline'

/** The length a shared text schema (singleLineText / multiLineText) declares, for the field's words. */
function declaredLength(schema: z.ZodType<string, string>): { minLength?: number; maxLength?: number } {
  const meta = schema.meta() as { minLength?: unknown; maxLength?: unknown } | undefined
  return {
    minLength: typeof meta?.minLength === 'number' ? meta.minLength : undefined,
    maxLength: typeof meta?.maxLength === 'number' ? meta.maxLength : undefined,
  }
}

/** A text decision (question, reason, note), checked by its shared schema: a short form that says what is missing. */
function TextAction({
  label,
  submit,
  schema,
  onSend,
  pending,
  tone = 'secondary',
}: {
  label: string
  submit: string
  /** The text's rule, as the server's body schema has it. */
  schema: z.ZodType<string, string>
  /** Sends the text; `false` keeps it in the field (the step asks for a confirmation first). */
  onSend: (text: string) => boolean | undefined
  pending: boolean
  tone?: 'secondary' | 'danger' | 'primary'
}) {
  const { t } = useTranslation('partners')
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(z.object({ text: schema })),
    defaultValues: { text: '' },
  })
  const { minLength = 1, maxLength } = declaredLength(schema)
  const send = form.handleSubmit(({ text }) => {
    if (onSend(text) !== false) form.reset()
  })
  return (
    <Form noValidate onSubmit={send} className="space-y-2">
      <FormField
        label={label}
        error={fieldError(form.formState.errors.text, { other: t('review.tooShort', { count: minLength }) })}
      >
        {(props) => (
          <Textarea {...props} className="min-h-20" maxLength={maxLength} {...form.register('text')} />
        )}
      </FormField>
      <Button type="submit" variant={tone} size="sm" loading={pending}>
        {submit}
      </Button>
    </Form>
  )
}

type Decision = { action: 'approve' } | { action: 'decline'; reason: string }

/** What approving or declining does, spelled out before it is done: neither can be taken back. */
function DecisionDialog({
  detail,
  decision,
  onClose,
  act,
  pending,
}: {
  detail: ApplicationDetail
  decision: Decision | null
  onClose: () => void
  act: (a: Action, body?: object, onDone?: () => void) => void
  pending: boolean
}) {
  const { t } = useTranslation('partners')
  const values = { company: detail.companyName, email: detail.email, plan: t(`tiers.${detail.tier}`) }
  const approve = decision?.action !== 'decline'
  return (
    <ConfirmStepDialog
      open={decision !== null}
      onOpenChange={(open) => !open && onClose()}
      title={approve ? t('review.confirm.approveTitle', values) : t('review.confirm.declineTitle', values)}
      consequences={
        approve
          ? [t('review.confirm.approveAccount', values), t('review.confirm.approveEmail', values)]
          : [t('review.confirm.declineEmail', values), t('review.confirm.declineFinal', values)]
      }
      confirmLabel={approve ? t('review.confirm.approve') : t('review.confirm.decline')}
      backLabel={t('review.confirm.back')}
      pending={pending}
      danger={!approve}
      onConfirm={() =>
        decision?.action === 'decline'
          ? act('decline', { reason: decision.reason }, onClose)
          : act('approve', undefined, onClose)
      }
    />
  )
}

function Decisions({
  detail,
  act,
  pending,
}: {
  detail: ApplicationDetail
  act: (a: Action, body?: object, onDone?: () => void) => void
  pending: Action | null
}) {
  const { t } = useTranslation('partners')
  const [decision, setDecision] = useState<Decision | null>(null)
  const allowed = actionsFrom(detail.status, 'admin')
  if (allowed.length === 0) return null
  return (
    <Card className="space-y-5">
      <h3 className="text-lg font-semibold">{t('review.decide')}</h3>
      {allowed.includes('start_review') && (
        <Button onClick={() => act('start-review')} loading={pending === 'start-review'}>
          {t('review.actions.startReview')}
        </Button>
      )}
      {allowed.includes('approve') && (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{t('review.approveHint')}</p>
          <Button onClick={() => setDecision({ action: 'approve' })} loading={pending === 'approve'}>
            {t('review.actions.approve')}
          </Button>
        </div>
      )}
      {allowed.includes('request_info') && (
        <TextAction
          label={t('review.actions.question')}
          submit={t('review.actions.requestInfo')}
          schema={ApplicationQuestionInputSchema.shape.question}
          pending={pending === 'request-info'}
          onSend={(question) => {
            act('request-info', { question })
            return undefined
          }}
        />
      )}
      {allowed.includes('decline') && (
        <TextAction
          label={t('review.actions.reason')}
          submit={t('review.actions.decline')}
          schema={ApplicationDeclineSchema.shape.reason}
          tone="danger"
          pending={pending === 'decline'}
          onSend={(reason) => {
            setDecision({ action: 'decline', reason })
            return false
          }}
        />
      )}
      <DecisionDialog
        detail={detail}
        decision={decision}
        onClose={() => setDecision(null)}
        act={act}
        pending={pending === 'approve' || pending === 'decline'}
      />
    </Card>
  )
}

/** /admin/applications/:id: the application, its checks, its history, notes and the decisions. */
export function AdminApplicationPage() {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const id = Number(useParams().id)
  const queryClient = useQueryClient()
  const detail = useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => applicationsApi.detail(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  })
  useDocumentTitle(detail.data ? `${detail.data.companyName} – ${t('review.title')}` : t('review.title'))
  const act = useMutation({
    mutationFn: ({ action, body }: { action: Action; body?: object }) =>
      applicationsApi.act(id, action, body),
    onSuccess: (data, { action }) => {
      queryClient.setQueryData(applicationKeys.detail(id), data)
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all })
      toast.success(t(`review.done.${action}`))
    },
    onError: (e) => toast.error(failureText(e, t('review.actionFailed'))),
  })

  if (detail.isPending) return <Skeleton className="h-96 w-full" />
  if (detail.isError) return <Callout tone="error" title={t('review.loadFailed')} />
  const d = detail.data
  const f = (key: string) => t(`apply.fields.${key}`)
  return (
    <section className="space-y-6">
      <LocalizedLink
        to="/admin/applications"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('review.back')}
      </LocalizedLink>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-bold tracking-tight">{d.companyName}</h2>
          <p className="text-slate-600">{`${d.reference} · ${categoryName(d.primaryCategory, language)}`}</p>
        </div>
        <StatusBadges tone={APPLICATION_STATUS_TONE[d.status]} label={t(`review.status.${d.status}`)} />
        <Badge tone="brand">{t(`tiers.${d.tier}`)}</Badge>
      </div>
      <p>
        <TimeLeft ms={d.timeLeftMs} overdue={d.overdue} paused={d.paused} />
        {d.reviewDueAt && (
          <span className="text-slate-600">{` · ${t('review.dueAt', { date: formatLongDate(d.reviewDueAt, language) })}`}</span>
        )}
      </p>
      {d.providerSlug && (
        <Callout tone="success" title={t('review.listingCreated')}>
          <LocalizedLink
            to={`/providers/${d.providerSlug}`}
            className="font-medium text-brand-700 underline"
          >{`/providers/${d.providerSlug}`}</LocalizedLink>
        </Callout>
      )}
      {d.declineReason && (
        <Callout tone="error" title={t('review.declinedBecause')}>
          {d.declineReason}
        </Callout>
      )}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Card>
            <h3 className="text-lg font-semibold">{t('review.checks.title')}</h3>
            <ul className="mt-3 space-y-3">
              {d.checks.map((check) => (
                <li key={check.id} className="flex gap-3">
                  {CHECK_ICONS[check.result]}
                  <div>
                    <p className="font-medium">{t(`review.checks.${check.id}`)}</p>
                    <p className="text-sm text-slate-600">{t(`review.checks.result.${check.result}`)}</p>
                    {check.matches.map((m) => (
                      <p
                        key={m.label}
                        className="text-sm"
                      >{`${t(`review.checks.reason.${m.reason}`)}: ${m.label}`}</p>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <h3 className="text-lg font-semibold">{t('review.application')}</h3>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <Field label={f('contactPerson')}>{d.contactPerson}</Field>
              <Field label={f('email')}>{d.email}</Field>
              <Field label={f('phone')}>{d.phone}</Field>
              <Field label={t('review.language')}>{d.language.toUpperCase()}</Field>
              <Field label={f('yearsInBusiness')}>
                {d.yearsInBusiness && t(`apply.years.${d.yearsInBusiness}`)}
              </Field>
              <Field label={f('teamSize')}>{d.teamSize && t(`apply.team.${d.teamSize}`)}</Field>
              <Field label={f('serviceAreas')}>
                {d.serviceAreas
                  .map((a) =>
                    a.startsWith('canton:') ? t('apply.areas.canton', { canton: areaName(a) }) : areaName(a),
                  )
                  .join(', ')}
              </Field>
              <Field label={f('specificServices')}>{d.specificServices}</Field>
              <Field label={f('vatNumber')}>{d.vatNumber}</Field>
              <Field label={f('rcsNumber')}>{d.rcsNumber}</Field>
              <Field label={f('permitNumber')}>{d.permitNumber}</Field>
              <Field label={f('address')}>
                {d.street ? `${d.street}, L-${d.postalCode} ${d.locality}` : null}
              </Field>
              <Field label={f('howHeard')}>{d.howHeard && t(`apply.heard.${d.howHeard}`)}</Field>
              <Field label={f('goal')}>{d.goal}</Field>
              <Field label={f('otherServiceDescription')}>{d.otherServiceDescription}</Field>
              <Field label={f('interestedProducts')}>
                {d.interestedProducts.map((p) => t(`products.${p}.name`)).join(', ')}
              </Field>
            </dl>
          </Card>
        </div>
        <div className="space-y-6">
          <Decisions
            detail={d}
            pending={act.isPending ? act.variables.action : null}
            act={(action, body, onDone) => act.mutate({ action, body }, { onSuccess: onDone })}
          />
          <Card className="space-y-4">
            <h3 className="text-lg font-semibold">{t('review.history')}</h3>
            <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
              {d.events.map((event) => (
                <li key={event.id}>
                  <p className="text-sm font-medium">{t(`review.events.${event.kind}`)}</p>
                  <p className="text-sm text-slate-600">
                    {`${event.actor === 'applicant' ? t('review.applicant') : event.actor} · ${formatLongDate(event.createdAt, language)} ${formatTime(event.createdAt, language)}`}
                  </p>
                  {event.body && <p className="mt-1 whitespace-pre-line text-sm">{event.body}</p>}
                </li>
              ))}
            </ol>
            <TextAction
              label={t('review.actions.note')}
              submit={t('review.actions.addNote')}
              schema={ApplicationNoteSchema.shape.note}
              pending={act.isPending && act.variables.action === 'notes'}
              onSend={(note) => {
                act.mutate({ action: 'notes', body: { note } })
                return undefined
              }}
            />
          </Card>
        </div>
      </div>
    </section>
  )
}
