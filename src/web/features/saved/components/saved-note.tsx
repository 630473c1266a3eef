import { SAVED_NOTE_MAX, SavedNoteSchema, type SavedProvider } from '@shared/saved/saved-provider-schemas'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Textarea } from '@web/components/ui/form-field'
import { useSaveNote } from '@web/features/saved/api/saved-providers'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The private note of one saved provider: shown, and edited in place. */
export function SavedNote({ item }: { item: SavedProvider }) {
  const { t } = useTranslation('saved')
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(item.note)
  const [error, setError] = useState<string | undefined>()
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
            setDraft(item.note)
            setError(undefined)
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
      onSubmit={() => {
        const parsed = SavedNoteSchema.safeParse(draft)
        if (!parsed.success) return setError(t('note.tooLong', { max: SAVED_NOTE_MAX }))
        setError(undefined)
        save.mutate(
          { providerId: item.id, note: parsed.data },
          {
            onSuccess: () => setEditing(false),
            onError: () => setError(t('note.failed')),
          },
        )
      }}
    >
      <FormField label={t('note.label')} hint={t('note.hint', { max: SAVED_NOTE_MAX })} error={error}>
        {(field) => (
          <Textarea
            {...field}
            name="note"
            autoFocus
            className="min-h-24"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        )}
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
