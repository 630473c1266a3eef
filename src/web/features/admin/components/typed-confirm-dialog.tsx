import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminDialog } from './admin-dialog'
import { FailureCallout } from './failure-callout'
import { failureText } from './failure-text'

/**
 * A dangerous action confirmed by typing a value (an email, a name, RESTORE): the button stays
 * enabled and says what is wrong when the text does not match (docs/ui-guidelines.md, Forms).
 */
export function TypedConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  expected,
  actionLabel,
  onConfirm,
  pending,
  caseSensitive = false,
  failureTitle,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  body: string
  expected: string
  actionLabel: string
  onConfirm: (typed: string) => Promise<unknown>
  pending: boolean
  caseSensitive?: boolean
  /** What a failure says first (product §8: "Failed to delete user. Please try again."). */
  failureTitle?: string
}) {
  const { t } = useTranslation('admin')
  const [typed, setTyped] = useState('')
  const [mismatch, setMismatch] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const same = (a: string, b: string) =>
    caseSensitive ? a.trim() === b : a.trim().toLowerCase() === b.toLowerCase()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!same(typed, expected)) return setMismatch(true)
    setFailure(null)
    try {
      await onConfirm(typed.trim())
      setTyped('')
      onOpenChange(false)
    } catch (error) {
      setFailure(error)
    }
  }
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return
        setTyped('')
        setMismatch(false)
        setFailure(null)
        onOpenChange(next)
      }}
      title={title}
      description={body}
    >
      <Form onSubmit={submit} className="space-y-4" noValidate>
        <FormField
          label={t('confirm.typeToConfirm', { value: expected })}
          error={mismatch ? t('confirm.mismatch', { value: expected }) : undefined}
        >
          {(field) => (
            <Input
              {...field}
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setTyped(event.target.value)
                setMismatch(false)
              }}
            />
          )}
        </FormField>
        {failure && failureTitle ? <FailureCallout title={failureTitle} error={failure} /> : null}
        {failure && !failureTitle ? <Callout tone="error">{failureText(failure, t)}</Callout> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {actionLabel}
          </Button>
        </div>
      </Form>
    </AdminDialog>
  )
}
