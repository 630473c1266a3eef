import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { type CustomerRequest, RejectInputSchema } from '@shared/quotes/quote-request-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { acceptQuote, rejectQuote } from '@web/features/quotes/api/decide-quote'
import { quoteKeys } from '@web/features/quotes/api/quote-keys'
import { failureText } from '@web/lib/api/failure-text'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

function DecisionDialog({
  trigger,
  title,
  children,
}: {
  trigger: ReactNode
  title: string
  children: (close: () => void) => ReactNode
}) {
  const { t } = useTranslation('quotes')
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {children(() => setOpen(false))}
          <Dialog.Close className="sr-only">{t('compare.close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Accept one quote: the dialog says what follows (the other open requests close as "Not chosen"). */
export function AcceptQuoteDialog({ request }: { request: CustomerRequest }) {
  const { t } = useTranslation('quotes')
  const queryClient = useQueryClient()
  const accept = useMutation({
    mutationFn: () => acceptQuote(request.quote?.id ?? 0),
    onSuccess: () => {
      toast.success(t('compare.accepted', { name: request.provider.name }))
      void queryClient.invalidateQueries({ queryKey: quoteKeys.mine })
    },
    onError: (error) => toast.error(failureText(error, t('compare.acceptFailed'))),
  })
  return (
    <DecisionDialog
      title={t('compare.acceptTitle', { name: request.provider.name })}
      trigger={<Button size="sm">{t('compare.accept')}</Button>}
    >
      {(close) => (
        <div className="mt-3 space-y-4">
          <Dialog.Description asChild>
            <div className="space-y-2 text-slate-700">
              <p>{t('compare.acceptBody')}</p>
              <p>{t('compare.acceptOthers')}</p>
              <p>{t('compare.acceptFinal')}</p>
            </div>
          </Dialog.Description>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              {t('compare.back')}
            </Button>
            <Button loading={accept.isPending} onClick={() => accept.mutate(undefined, { onSuccess: close })}>
              {t('compare.acceptConfirm')}
            </Button>
          </div>
        </div>
      )}
    </DecisionDialog>
  )
}

/** Reject a quote with a reason the provider reads. */
export function RejectQuoteDialog({ request }: { request: CustomerRequest }) {
  const { t } = useTranslation('quotes')
  const queryClient = useQueryClient()
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(RejectInputSchema),
    defaultValues: { reason: '' },
  })
  const reject = useMutation({
    mutationFn: (reason: string) => rejectQuote(request.quote?.id ?? 0, reason),
    onSuccess: () => {
      toast.success(t('compare.rejected', { name: request.provider.name }))
      void queryClient.invalidateQueries({ queryKey: quoteKeys.mine })
    },
    onError: (error) => toast.error(failureText(error, t('compare.rejectFailed'))),
  })
  return (
    <DecisionDialog
      title={t('compare.rejectTitle', { name: request.provider.name })}
      trigger={
        <Button size="sm" variant="secondary">
          {t('compare.reject')}
        </Button>
      }
    >
      {(close) => (
        <Form
          className="mt-3 space-y-4"
          noValidate
          onSubmit={form.handleSubmit(({ reason }) => reject.mutate(reason, { onSuccess: close }))}
        >
          <Dialog.Description className="text-slate-700">{t('compare.rejectBody')}</Dialog.Description>
          <FormField
            label={t('compare.reason')}
            error={fieldError(form.formState.errors.reason, { other: t('compare.reasonRequired') })}
          >
            {(field) => <Textarea {...field} rows={3} {...form.register('reason')} />}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              {t('compare.back')}
            </Button>
            <Button type="submit" variant="danger" loading={reject.isPending}>
              {t('compare.rejectConfirm')}
            </Button>
          </div>
        </Form>
      )}
    </DecisionDialog>
  )
}
