import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { failureText } from '@web/lib/api/failure-text'
import { useFieldError } from '@web/lib/forms/field-error'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AdminDialog } from './admin-dialog'
import { FailureCallout } from './failure-callout'

/**
 * The typed text matches the value asked for; the server compares again before it acts, so this
 * only spares a round trip (and says what to type).
 */
const typedConfirmationSchema = (expected: string, caseSensitive: boolean) =>
  z.object({
    typed: z
      .string()
      .trim()
      .refine((typed) =>
        caseSensitive ? typed === expected : typed.toLowerCase() === expected.toLowerCase(),
      ),
  })

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
  const fieldError = useFieldError()
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm({
    resolver: zodResolver(typedConfirmationSchema(expected, caseSensitive)),
    defaultValues: { typed: '' },
  })
  const submit = form.handleSubmit(async ({ typed }) => {
    setFailure(null)
    try {
      await onConfirm(typed)
      form.reset()
      onOpenChange(false)
    } catch (error) {
      setFailure(error)
    }
  })
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return
        form.reset()
        setFailure(null)
        onOpenChange(next)
      }}
      title={title}
      description={body}
    >
      <Form onSubmit={submit} className="space-y-4" noValidate>
        <FormField
          label={t('confirm.typeToConfirm', { value: expected })}
          error={fieldError(form.formState.errors.typed, {
            other: t('confirm.mismatch', { value: expected }),
          })}
        >
          {(field) => <Input {...field} {...form.register('typed')} autoComplete="off" spellCheck={false} />}
        </FormField>
        {failure && failureTitle ? <FailureCallout title={failureTitle} error={failure} /> : null}
        {failure && !failureTitle ? (
          <Callout tone="error">{failureText(failure, t('common.failed'))}</Callout>
        ) : null}
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
