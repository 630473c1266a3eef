import { zodResolver } from '@hookform/resolvers/zod'
import {
  SUPPORT_STATUSES,
  type SupportEntry,
  SupportNoteSchema,
  SupportReplySchema,
  type SupportTicketDetail,
  SupportUpdateSchema,
} from '@shared/support/support-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Select, Textarea } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import { ReasonDialog } from '@web/features/admin/components/reason-dialog'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useReviewerName } from '@web/hooks/use-reviewer-name'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatLongDate, formatTime } from '@web/lib/format/date'
import { useFieldError } from '@web/lib/forms/field-error'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import type { z } from 'zod'
import { supportApi, supportKeys } from './support-api'
import { SupportClock } from './support-clock'

/** /admin/support/:id: one case, its thread, the reported item, and what an admin can do. */
export function AdminSupportThreadPage() {
  const { t } = useTranslation('support')
  const id = Number(useParams().id)
  const ticket = useQuery({
    queryKey: supportKeys.detail(id),
    queryFn: ({ signal }) => supportApi.detail(id, signal),
  })
  useDocumentTitle(ticket.data ? `${ticket.data.reference} · ${t('inbox.title')}` : t('inbox.title'))
  return (
    <section className="space-y-5">
      <LocalizedLink
        to="/admin/support"
        className="text-sm text-brand-700 underline-offset-4 hover:underline"
      >
        {t('thread.back')}
      </LocalizedLink>
      {ticket.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : ticket.isError ? (
        <Callout tone="error" title={t('thread.loadFailed')}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void ticket.refetch()}>
            {t('inbox.retry')}
          </Button>
        </Callout>
      ) : (
        <Ticket ticket={ticket.data} />
      )}
    </section>
  )
}

function Ticket({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation('support')
  const language = useUiLanguage()
  const topic = ticket.kind === 'contact' ? t(`topics.${ticket.topic}`) : t(`report.reasons.${ticket.topic}`)
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">{`${ticket.reference} · ${t(`kind.${ticket.kind}`)}`}</h2>
          <p className="mt-1 text-slate-600">
            {`${t('thread.from', { name: ticket.name })}${ticket.email ? ` <${ticket.email}>` : ''} · ${topic} · ${formatLongDate(ticket.createdAt, language)}`}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-3">
            <Badge tone={ticket.status === 'new' ? 'brand' : 'neutral'}>{t(`status.${ticket.status}`)}</Badge>
            <SupportClock ms={ticket.timeLeftMs} promise={ticket.promise} />
          </p>
        </div>
        <ol className="space-y-3" aria-label={t('inbox.columns.case')}>
          {ticket.entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
        {ticket.email ? <ReplyForm ticket={ticket} /> : <Callout tone="info">{t('thread.noEmail')}</Callout>}
        <NoteForm id={ticket.id} />
      </div>
      <div className="min-w-0 space-y-5">
        <CaseSettings ticket={ticket} />
        {ticket.linked && <LinkedItemCard ticket={ticket} />}
      </div>
    </div>
  )
}

function EntryItem({ entry }: { entry: SupportEntry }) {
  const { t } = useTranslation('support')
  const language = useUiLanguage()
  const tone =
    entry.kind === 'reply'
      ? 'border-brand-200 bg-brand-50'
      : entry.kind === 'note'
        ? 'border-amber-200 bg-amber-50'
        : entry.kind === 'event'
          ? 'border-slate-200 bg-slate-50'
          : 'border-slate-200 bg-white'
  const event = /^(review\.hide|review\.restore): ([\s\S]*)$/.exec(entry.body)
  return (
    <li className={`rounded-xl border p-4 ${tone}`}>
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-ink">{t(`thread.entries.${entry.kind}`)}</span>
        {` · ${entry.authorName} · ${formatLongDate(entry.createdAt, language)} ${formatTime(entry.createdAt, language)}`}
      </p>
      <p className="mt-2 whitespace-pre-line break-words">
        {event ? t(`thread.events.${event[1]}`, { reason: event[2] }) : entry.body}
      </p>
    </li>
  )
}

function useRefresh(id: number) {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: supportKeys.detail(id) }),
      client.invalidateQueries({ queryKey: ['admin', 'support', 'list'] }),
    ])
}

type SupportReply = z.output<typeof SupportReplySchema>
type SupportNote = z.infer<typeof SupportNoteSchema>
type SupportUpdate = z.output<typeof SupportUpdateSchema>

/** What the thread's text fields say of their problems (fieldError adds the words every field shares). */
function useThreadTextError() {
  const { t } = useTranslation('support')
  const fieldError = useFieldError()
  return (error: unknown) => fieldError(error, { other: t('thread.tooShort') })
}

function ReplyForm({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation('support')
  const textError = useThreadTextError()
  const refresh = useRefresh(ticket.id)
  const [done, setDone] = useState(false)
  const form = useForm({
    resolver: zodResolver(SupportReplySchema),
    defaultValues: { message: '', afterwards: 'waiting' },
  })
  const send = useMutation({
    mutationFn: (reply: SupportReply) => supportApi.reply(ticket.id, reply),
    onSuccess: async () => {
      form.reset({ message: '', afterwards: form.getValues('afterwards') })
      setDone(true)
      await refresh()
    },
  })
  const submit = form.handleSubmit(
    (reply) => {
      setDone(false)
      send.mutate(reply)
    },
    () => setDone(false),
  )
  return (
    <Form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" noValidate>
      <FormField
        label={t('thread.reply')}
        hint={t('thread.replyHint')}
        error={textError(form.formState.errors.message)}
      >
        {(field) => <Textarea {...field} className="min-h-32" {...form.register('message')} />}
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <FormField label={t('thread.afterwards')}>
          {(field) => (
            <Select {...field} {...form.register('afterwards')}>
              <option value="waiting">{t('thread.waiting')}</option>
              <option value="closed">{t('thread.close')}</option>
            </Select>
          )}
        </FormField>
        <Button type="submit" loading={send.isPending}>
          {t('thread.sendReply')}
        </Button>
      </div>
      {send.isError && <Callout tone="error">{failureText(send.error, t('thread.failed'))}</Callout>}
      {done && (
        <p role="status" className="text-sm text-emerald-800">
          {t('thread.replied')}
        </p>
      )}
    </Form>
  )
}

function NoteForm({ id }: { id: number }) {
  const { t } = useTranslation('support')
  const textError = useThreadTextError()
  const refresh = useRefresh(id)
  const form = useForm({
    resolver: zodResolver(SupportNoteSchema),
    defaultValues: { body: '' },
  })
  const add = useMutation({
    mutationFn: ({ body }: SupportNote) => supportApi.note(id, body),
    onSuccess: async () => {
      form.reset()
      await refresh()
    },
  })
  return (
    <Form
      onSubmit={form.handleSubmit((note) => add.mutate(note))}
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50/50 p-4"
      noValidate
    >
      <FormField
        label={t('thread.note')}
        hint={t('thread.noteHint')}
        error={textError(form.formState.errors.body)}
      >
        {(field) => <Textarea {...field} className="min-h-20" {...form.register('body')} />}
      </FormField>
      {add.isError && <Callout tone="error">{failureText(add.error, t('thread.failed'))}</Callout>}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={add.isPending}>
          {t('thread.addNote')}
        </Button>
      </div>
    </Form>
  )
}

function CaseSettings({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation('support')
  const refresh = useRefresh(ticket.id)
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(SupportUpdateSchema),
    defaultValues: { status: ticket.status, assigneeUserId: ticket.assignee?.id ?? null },
  })
  const save = useMutation({
    mutationFn: (update: SupportUpdate) => supportApi.update(ticket.id, update),
    onSuccess: async () => {
      setMessage(t('thread.saved'))
      await refresh()
    },
    onError: (failure) => setMessage(failureText(failure, t('thread.failed'))),
  })
  return (
    <Form
      onSubmit={form.handleSubmit((update) => save.mutate(update))}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <FormField label={t('thread.status')}>
        {(field) => (
          <Select {...field} {...form.register('status')}>
            {SUPPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('thread.assignee')}>
        {(field) => (
          // "Nobody" is the empty option: the case then has no assignee (null).
          <Select {...field} {...form.register('assigneeUserId', { setValueAs: (id: string) => id || null })}>
            <option value="">{t('inbox.nobody')}</option>
            {ticket.admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t('thread.save')}
      </Button>
      {message && (
        <p role="status" className="text-sm text-slate-700">
          {message}
        </p>
      )}
    </Form>
  )
}

function LinkedItemCard({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation('support')
  const reviewerName = useReviewerName()
  const refresh = useRefresh(ticket.id)
  const linked = ticket.linked
  const [done, setDone] = useState(false)
  const moderate = useMutation({
    mutationFn: ({ action, reason }: { action: 'hide' | 'restore'; reason: string }) =>
      supportApi.moderateReview(linked?.id ?? 0, action, { reason, ticketId: ticket.id }),
    onSuccess: async () => {
      setDone(true)
      await refresh()
    },
  })
  if (!linked) return null
  const review = linked.review
  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="linked-item"
    >
      <h3 id="linked-item" className="font-semibold">
        {t('thread.linked')}
      </h3>
      {linked.missing ? (
        <p className="text-slate-600">{t('thread.missing')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{`${t(`report.targets.${linked.type}`)} · #${linked.id}`}</p>
          {review ? (
            <div className="space-y-2">
              <p className="text-sm font-medium">
                {t('thread.review.by', {
                  name: reviewerName(review.authorName),
                  provider: review.providerName,
                })}
              </p>
              <p className="text-sm">
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </p>
              <p className="whitespace-pre-line break-words text-sm">{review.text}</p>
              {review.hiddenAt && (
                <Callout tone="warning">
                  {t('thread.review.hidden', { reason: review.hiddenReason ?? '' })}
                </Callout>
              )}
              <ReasonDialog
                title={review.hiddenAt ? t('thread.review.restoreTitle') : t('thread.review.hideTitle')}
                description={review.hiddenAt ? t('thread.review.restoreText') : t('thread.review.hideText')}
                confirm={review.hiddenAt ? t('thread.review.restore') : t('thread.review.hide')}
                pending={moderate.isPending}
                onConfirm={async (reason) => {
                  await moderate.mutateAsync({ action: review.hiddenAt ? 'restore' : 'hide', reason })
                }}
                trigger={(open) => (
                  <Button variant={review.hiddenAt ? 'secondary' : 'danger'} onClick={open}>
                    {review.hiddenAt ? t('thread.review.restore') : t('thread.review.hide')}
                  </Button>
                )}
              />
              {done && (
                <p role="status" className="text-sm text-emerald-800">
                  {t('thread.review.done')}
                </p>
              )}
            </div>
          ) : (
            <p className="break-words">{linked.label}</p>
          )}
          {linked.href && (
            <LocalizedLink
              to={linked.href}
              className="text-sm text-brand-700 underline-offset-4 hover:underline"
            >
              {t('thread.openItem')}
            </LocalizedLink>
          )}
        </>
      )}
    </section>
  )
}
