import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FileInput, FormField } from '@web/components/ui/form-field'
import { failureText } from '@web/lib/api/failure-text'
import { chosenFileSchema, FILE_MISSING_MESSAGE } from '@web/lib/forms/chosen-file'
import { useFieldError } from '@web/lib/forms/field-error'
import type { LucideIcon } from 'lucide-react'
import { type ReactNode, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

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

const WRONG_TYPE_MESSAGE = 'Choose a file of a type taken here.'

/** One file, of a name the field takes and at most its size. */
const uploadSchema = ({ pattern, maxBytes }: Pick<UploadFile, 'pattern' | 'maxBytes'>) =>
  z.object({
    file: chosenFileSchema({ maxBytes }).refine((file) => pattern.test(file.name), WRONG_TYPE_MESSAGE),
  })
type UploadInput = z.input<ReturnType<typeof uploadSchema>>
type UploadOutput = z.output<ReturnType<typeof uploadSchema>>

/**
 * The one upload form (verification documents): a file checked here for a quick answer, a submit
 * that sends it as multipart form data, the server's refusal in its own words, and an empty form
 * again after success.
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
  /** What goes between the file and the submit button. */
  children?: ReactNode
}) {
  const fieldError = useFieldError()
  const { pattern, maxBytes } = file
  const resolver = useMemo(() => zodResolver(uploadSchema({ pattern, maxBytes })), [pattern, maxBytes])
  const form = useForm<UploadInput, unknown, UploadOutput>({ resolver })
  const sending = useMutation({
    mutationFn: upload,
    onSuccess: (created) => {
      form.reset()
      onUploaded(created)
    },
  })
  const submit = form.handleSubmit(({ file: chosen }) => {
    const body = new FormData()
    body.append('file', chosen)
    sending.mutate(body)
  })
  const fileProblem = fieldError(form.formState.errors.file, {
    messages: { [FILE_MISSING_MESSAGE]: file.errors.missing, [WRONG_TYPE_MESSAGE]: file.errors.type },
    codes: { too_big: file.errors.size },
    other: file.errors.missing,
  })

  return (
    <Card>
      <Title className="text-lg font-semibold">{title}</Title>
      <Form noValidate onSubmit={submit} className="mt-4 space-y-5">
        <FormField label={file.label} hint={file.hint} error={fileProblem}>
          {(field) => <FileInput {...field} accept={file.accept} required {...form.register('file')} />}
        </FormField>
        {children}
        {sending.isError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {failureText(sending.error, failedText)}
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
