import { Button } from '@web/components/ui/button'
import { cn } from '@web/components/ui/cn'
import { Input } from '@web/components/ui/form-field'
import { Plus, X } from 'lucide-react'
import { type KeyboardEvent, type Ref, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface ListInputProps {
  id: string
  value: string[]
  onChange: (next: string[]) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  /** 'chips' for short words (interests), 'rows' for longer entries (services). */
  layout: 'chips' | 'rows'
  maxItems: number
  maxLength: number
  placeholder?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** A list of short texts: type one and press Enter (or a comma) to add it; each has a remove button. */
export function ListInput({
  value,
  onChange,
  onBlur,
  inputRef,
  layout,
  maxItems,
  maxLength,
  ...inputProps
}: ListInputProps) {
  const { t } = useTranslation('profiles')
  const [draft, setDraft] = useState('')
  const full = value.length >= maxItems

  const add = () => {
    const entries = draft
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const known = new Set(value.map((entry) => entry.toLowerCase()))
    const fresh = entries.filter((entry) => !known.has(entry.toLowerCase()))
    if (fresh.length > 0) onChange([...value, ...fresh].slice(0, maxItems))
    setDraft('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || (event.key === ',' && layout === 'chips')) {
      // Enter adds the entry instead of submitting the whole profile.
      event.preventDefault()
      add()
    }
  }

  return (
    <div className="space-y-2">
      {value.length > 0 && (
        <ul
          className={cn(
            layout === 'chips'
              ? 'flex flex-wrap gap-2'
              : 'divide-y divide-slate-200 rounded-lg border border-slate-200',
          )}
        >
          {value.map((entry, index) => (
            <li
              key={entry}
              className={cn(
                'flex items-center gap-1',
                layout === 'chips'
                  ? 'rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-ink'
                  : 'justify-between py-1.5 pr-1.5 pl-3',
              )}
            >
              <span className="min-w-0 break-words">{entry}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={t('profile.list.remove', { entry })}
                className="shrink-0 rounded-full p-1.5 text-slate-600 hover:bg-slate-200 hover:text-ink"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          {...inputProps}
          ref={inputRef}
          value={draft}
          maxLength={layout === 'chips' ? undefined : maxLength}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            add()
            onBlur?.()
          }}
        />
        <Button variant="secondary" onClick={add} disabled={full || !draft.trim()} className="shrink-0">
          <Plus className="size-5" aria-hidden="true" />
          {t('profile.list.add')}
        </Button>
      </div>
    </div>
  )
}
