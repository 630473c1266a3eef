import { useLocalizedPath } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { SearchForm } from '@web/components/ui/form'
import { Input } from '@web/components/ui/form-field'
import { useResponsePromise } from '@web/hooks/use-response-promise'
import { Search } from 'lucide-react'
import type { FormEvent } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AssistantEntry } from './assistant-entry'
import { TrustLine } from './trust-line'

/** Version A (chat-first): the promise, a directory search and the assistant entry. Only the trust line's figure asks the API. */
export function Hero() {
  const { t } = useTranslation('landing')
  const promise = useResponsePromise()
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_1.05fr] lg:items-center lg:gap-14 lg:py-20">
        <div>
          <h1 id="hero-title" className="text-[2rem] font-bold leading-tight tracking-tight sm:text-[2.5rem]">
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">{t('hero.subtitle', { promise })}</p>
          <DirectorySearch />
        </div>
        <AssistantEntry />
        <TrustLine />
      </Container>
    </section>
  )
}

function DirectorySearch() {
  const { t } = useTranslation('landing')
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const inputId = useId()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    navigate(localize(text ? `/directory?q=${encodeURIComponent(text)}` : '/directory'))
  }

  return (
    <SearchForm
      aria-label={t('hero.search.formLabel')}
      action="/directory"
      onSubmit={onSubmit}
      className="mt-8 max-w-xl"
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {t('hero.search.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={inputId}
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('hero.search.example')}
            className="h-12 pl-10"
          />
        </div>
        <Button type="submit" size="lg" className="shrink-0 px-4 sm:px-6">
          {t('hero.search.submit')}
        </Button>
      </div>
    </SearchForm>
  )
}
