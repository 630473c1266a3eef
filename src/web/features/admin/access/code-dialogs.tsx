import { isUiLanguage, UI_LANGUAGES } from '@shared/i18n/languages'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { failureText } from '@web/lib/api/failure-text'
import { toast } from '@web/lib/toast/toast'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCreateAccessCode, useInviteByEmail } from './access-codes-api'
import { type CodeDraft, CodeFields, EMPTY_DRAFT, expiryOf } from './code-fields'

/** A new code: what it grants and how often it works; the code is shown once, then only its end. */
export function CreateCodeDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('admin')
  const create = useCreateAccessCode()
  const [draft, setDraft] = useState<CodeDraft>(EMPTY_DRAFT)
  const [maxUses, setMaxUses] = useState('')
  const [created, setCreated] = useState<string | null>(null)
  const close = (next: boolean) => {
    onOpenChange(next)
    if (!next) {
      setCreated(null)
      setDraft(EMPTY_DRAFT)
      setMaxUses('')
      create.reset()
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await create
      .mutateAsync({
        accessLevel: draft.accessLevel,
        features: draft.features,
        expiresAt: expiryOf(draft),
        maxUses: maxUses ? Number(maxUses) : null,
        note: draft.note,
      })
      .catch(() => null)
    if (answer) setCreated(answer.code)
  }
  return (
    <AdminDialog open={open} onOpenChange={close} title={t('accessCodes.create')}>
      {created ? (
        <div className="space-y-4">
          <Callout tone="success" title={t('accessCodes.created')}>
            <p>{t('accessCodes.shownOnce')}</p>
          </Callout>
          <p
            className="rounded-lg bg-slate-100 p-4 text-center font-mono text-2xl tracking-widest"
            data-testid="new-code"
          >
            {created}
          </p>
          <Button onClick={() => close(false)}>{t('common.close')}</Button>
        </div>
      ) : (
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <CodeFields draft={draft} onChange={setDraft} />
          <FormField label={t('accessCodes.maxUses')} hint={t('accessCodes.maxUsesHint')}>
            {(field) => (
              <Input
                {...field}
                type="number"
                min={1}
                value={maxUses}
                onChange={(event) => setMaxUses(event.target.value)}
              />
            )}
          </FormField>
          {create.isError && <Callout tone="error">{failureText(create.error, t('common.failed'))}</Callout>}
          <Button type="submit" loading={create.isPending}>
            {t('accessCodes.create')}
          </Button>
        </Form>
      )}
    </AdminDialog>
  )
}

const emailsIn = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean)

/** Invitations in bulk: one single-use code per address, each emailed in the chosen language. */
export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t, i18n } = useTranslation('admin')
  const invite = useInviteByEmail()
  const [draft, setDraft] = useState<CodeDraft>(EMPTY_DRAFT)
  const [emails, setEmails] = useState('')
  const [language, setLanguage] = useState(isUiLanguage(i18n.language) ? i18n.language : 'en')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await invite
      .mutateAsync({
        emails: emailsIn(emails),
        accessLevel: draft.accessLevel,
        features: draft.features,
        expiresAt: expiryOf(draft),
        note: draft.note,
        language,
      })
      .catch(() => null)
    if (!answer) return
    toast.success(t('accessCodes.invited', { count: answer.invited }))
    setEmails('')
    onOpenChange(false)
  }
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={t('accessCodes.invite')} wide>
      <Form onSubmit={submit} className="space-y-4" noValidate>
        <FormField label={t('accessCodes.emails')} hint={t('accessCodes.emailsHint')}>
          {(field) => (
            <Textarea
              {...field}
              rows={4}
              value={emails}
              onChange={(event) => setEmails(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('accessCodes.emailLanguage')}>
          {(field) => (
            <Select
              {...field}
              value={language}
              onChange={(event) => setLanguage(event.target.value as typeof language)}
            >
              {UI_LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {t(`languages.${lang}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <CodeFields draft={draft} onChange={setDraft} />
        {invite.isError && <Callout tone="error">{failureText(invite.error, t('common.failed'))}</Callout>}
        <Button type="submit" loading={invite.isPending}>
          {t('accessCodes.sendInvites', { count: emailsIn(emails).length })}
        </Button>
      </Form>
    </AdminDialog>
  )
}
