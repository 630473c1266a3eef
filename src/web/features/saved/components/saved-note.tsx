import { zodResolver } from '@hookform/resolvers/zod'
import {
  SAVED_NOTE_MAX,
  SavedNoteInputSchema,
  type SavedProvider,
} from '@shared/saved/saved-provider-schemas'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { useSaveNote } from '@web/features/saved/api/saved-providers'
import { failureText } from '@web/lib/api/failure-text'
import { useFieldError } from '@web/lib/forms/field-error'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** The private note of one saved provider: shown, and edited in place. */
export function SavedNote({ item }: { item: SavedProvider }) {
  const { t } = useTranslation('saved')
  const [editing, setEditing] = useState(false)
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(SavedNoteInputSchema),
    defaultValues: { note: item.note },
  })
  const save = useSaveNote()
  const toggle = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  // Back from the form (saved or cancelled), focus returns to the button that opened it.
  useEffect(() => {
    if (!editing && wasEditing.current) toggle.current?.focus()
    wasEditing.current = editing
  }, [editing])

  if (!editing) {
    return (
      <div className="mt-3 space-y-2">
        {item.note && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
            <span className="sr-only">{t('note.label')} </span>
            {item.note}
          </p>
        )}
        <Button
          ref={toggle}
          variant="ghost"
          size="sm"
          onClick={() => {
            form.reset({ note: item.note })
            save.reset()
            setEditing(true)
          }}
        >
          {item.note ? t('note.edit') : t('note.add')}
          <span className="sr-only"> ({item.name})</span>
        </Button>
      </div>
    )
  }

  return (
    <Form
      className="mt-3 space-y-3"
      onSubmit={form.handleSubmit(({ note }) =>
        save.mutate({ providerId: item.id, note }, { onSuccess: () => setEditing(false) }),
      )}
    >
      <FormField
        label={t('note.label')}
        hint={t('note.hint', { max: SAVED_NOTE_MAX })}
        error={
          fieldError(form.formState.errors.note, {
            codes: { too_big: t('note.tooLong', { max: SAVED_NOTE_MAX }) },
          }) ?? (save.isError ? failureText(save.error, t('note.failed')) : undefined)
        }
      >
        {(field) => <Textarea {...field} autoFocus className="min-h-24" {...form.register('note')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={save.isPending}>
          {t('note.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setEditing(false)}>
          {t('note.cancel')}
        </Button>
      </div>
    </Form>
  )
}
