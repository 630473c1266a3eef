import { Button } from '@web/components/ui/button'
import { Input } from '@web/components/ui/form-field'
import { LocateFixed, Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The search box keeps its own draft so typing never waits for the URL, and follows the URL when it changes elsewhere. */
export function DirectorySearch({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const { t } = useTranslation('directory')
  const id = useId()
  const [draft, setDraft] = useState(query)
  // Values sent to the URL and not yet seen back: URL updates land later than keystrokes.
  const pending = useRef<string[]>([])

  useEffect(() => {
    const index = pending.current.indexOf(query)
    if (index >= 0) {
      pending.current = pending.current.slice(index + 1)
      return
    }
    pending.current = []
    setDraft(query)
  }, [query])

  const write = (value: string) => {
    setDraft(value)
    const next = value.trim()
    if (next === (pending.current.at(-1) ?? query)) return
    pending.current.push(next)
    onChange(next)
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <search className="flex-1">
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              write(draft)
            }}
          >
            <div className="flex-1">
              <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
                {t('search.label')}
              </label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600"
                  aria-hidden="true"
                />
                <Input
                  id={id}
                  type="search"
                  name="q"
                  value={draft}
                  onChange={(event) => write(event.target.value)}
                  placeholder={t('search.example')}
                  className="pl-10"
                  autoComplete="off"
                />
              </div>
            </div>
            <Button type="submit" className="self-end">
              {t('search.submit')}
            </Button>
          </form>
        </search>
        <div>
          <Button
            variant="secondary"
            disabled
            aria-describedby={`${id}-location-hint`}
            className="w-full sm:w-auto"
          >
            <LocateFixed className="size-5" aria-hidden="true" />
            {t('search.useLocation')}
          </Button>
        </div>
      </div>
      <p id={`${id}-location-hint`} className="text-sm text-slate-600">
        {t('search.useLocationHint')}
      </p>
    </div>
  )
}
