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
import { type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form'
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

/** The form's other fields: the schema the server reads them with (each sent as a text part). */
type OtherFields = z.ZodObject<z.ZodRawShape>

/** One file, of a name the field takes and at most its size, beside the other fields. */
const uploadSchema = (fields: OtherFields, { pattern, maxBytes }: Pick<UploadFile, 'pattern' | 'maxBytes'>) =>
  fields.extend({
    file: chosenFileSchema({ maxBytes }).refine((file) => pattern.test(file.name), WRONG_TYPE_MESSAGE),
  })

/** The form data the server reads: the file, and every other field as text ("true" for a box ticked). */
function multipart(values: Record<string, unknown>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof File) body.append(name, value)
    else if (value !== undefined && value !== null) body.append(name, String(value))
  }
  return body
}

const NO_FIELDS = z.object({})

/**
 * The one upload form (quote templates, portfolio images, verification documents): a file checked
 * here for a quick answer, the form's other fields checked by the server's schema for them, a submit
 * that sends everything as multipart form data, the server's refusal in its own words, and an empty
 * form again after success.
 */
export function UploadForm<T, Fields extends OtherFields = typeof NO_FIELDS>({
  title,
  titleAs: Title = 'h2',
  file,
  upload,
  onUploaded,
  failedText,
  submitLabel,
  submitIcon: SubmitIcon,
  fields,
  defaultValues,
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
  /** The other fields' schema (as the server reads them), and what they hold at first. */
  fields?: Fields
  defaultValues?: z.input<Fields>
  /** What goes between the file and the submit button: the other fields, registered in the form. */
  children?: ReactNode | ((form: UseFormReturn<z.input<Fields>>) => ReactNode)
}) {
  const fieldError = useFieldError()
  const { pattern, maxBytes } = file
  const resolver = useMemo(
    () =>
      zodResolver(
        uploadSchema(fields ?? NO_FIELDS, { pattern, maxBytes }),
      ) as unknown as Resolver<FieldValues>,
    [fields, pattern, maxBytes],
  )
  const form = useForm({ resolver, defaultValues })
  const sending = useMutation({
    mutationFn: upload,
    onSuccess: (created) => {
      form.reset()
      onUploaded(created)
    },
  })
  const submit = form.handleSubmit((values) => sending.mutate(multipart(values)))
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
        {typeof children === 'function'
          ? children(form as unknown as UseFormReturn<z.input<Fields>>)
          : children}
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
