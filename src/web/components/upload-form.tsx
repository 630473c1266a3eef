import { useMutation } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FileInput, FormField } from '@web/components/ui/form-field'
import { failureText } from '@web/lib/api/failure-text'
import type { LucideIcon } from 'lucide-react'
import { type FormEvent, type ReactNode, useRef, useState } from 'react'

type Errors = Record<string, string | undefined>

/** The file to send: what the field says, which files it takes, and what to say about a wrong one. */
export interface UploadFile {
  label: ReactNode
  hint: string
  /** The input's `accept`: extensions and content types. */
  accept: string
  /** The file names taken here; the server still decides by the content. */
  pattern: RegExp
  maxBytes: number
  errors: { missing: string; type: string; size: string }
}

/**
 * The one upload form (quote templates, portfolio images): a file checked here for a quick answer,
 * the form's other fields, a submit that sends everything as multipart form data, the server's
 * refusal in its own words, and an empty form again after success.
 */
export function UploadForm<T>({
  title,
  titleAs: Title = 'h2',
  file,
  upload,
  onUploaded,
  failedText,
  submitLabel,
  submitIcon: SubmitIcon,
  validate,
  prepare,
  children,
}: {
  title: string
  titleAs?: 'h2' | 'h3'
  file: UploadFile
  upload: (form: FormData) => Promise<T>
  onUploaded: (created: T) => void
  /** 'Failed to … Please try again.' for anything but a refusal of the input. */
  failedText: string
  submitLabel: string
  submitIcon: LucideIcon
  /** The other fields' problems, by field name. */
  validate?: (form: FormData) => Errors
  /** Last touches to the form data before it is sent. */
  prepare?: (form: FormData) => void
  /** The other fields, with their problems. */
  children?: (errors: Errors) => ReactNode
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const sending = useMutation({
    mutationFn: upload,
    onSuccess: (created) => {
      formRef.current?.reset()
      onUploaded(created)
    },
    onError: (error) => setErrors({ form: failureText(error, failedText) }),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const chosen = form.get('file')
    let fileError: string | undefined
    if (!(chosen instanceof File) || chosen.size === 0) fileError = file.errors.missing
    else if (!file.pattern.test(chosen.name)) fileError = file.errors.type
    else if (chosen.size > file.maxBytes) fileError = file.errors.size
    const next = { ...validate?.(form), file: fileError }
    setErrors(next)
    if (Object.values(next).some(Boolean)) return
    prepare?.(form)
    sending.mutate(form)
  }

  return (
    <Card>
      <Title className="text-lg font-semibold">{title}</Title>
      <Form ref={formRef} noValidate onSubmit={submit} className="mt-4 space-y-5">
        <FormField label={file.label} hint={file.hint} error={errors.file}>
          {(field) => <FileInput {...field} name="file" accept={file.accept} required />}
        </FormField>
        {children?.(errors)}
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.form}
          </p>
        )}
        <Button type="submit" className="w-full sm:w-auto" loading={sending.isPending}>
          {!sending.isPending && <SubmitIcon className="size-5" aria-hidden="true" />}
          {submitLabel}
        </Button>
      </Form>
    </Card>
  )
}
