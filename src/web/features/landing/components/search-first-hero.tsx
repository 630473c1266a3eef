import type { CategorySlug } from '@shared/catalog/categories'
import { categoryName } from '@shared/catalog/categories'
import { LocalizedLink, useLocalizedPath } from '@web/components/localized-link'
import { OpenAssistantLink } from '@web/components/open-assistant-link'
import { Button } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { SearchForm } from '@web/components/ui/form'
import { Input } from '@web/components/ui/form-field'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { MapPin, MessageSquareText, Search } from 'lucide-react'
import { type FormEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { TrustLine } from './trust-line'

/** The trades people look for most, as one-tap ways into the directory. */
const POPULAR: readonly CategorySlug[] = [
  'plumbing',
  'electrical',
  'cleaning',
  'painting',
  'legal',
  'it-support',
]

const chipClasses =
  'inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 transition-colors duration-150 hover:border-brand-600 hover:text-brand-700'

/**
 * Version B (search-first): "what do you need, where" leads straight to the directory, with the
 * popular trades as chips; the assistant is the second way in. Works as a plain form without script.
 */
export function SearchFirstHero() {
  const { t } = useTranslation('landing')
  const language = useUiLanguage()
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
      <Container className="py-10 sm:py-14 lg:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h1 id="hero-title" className="text-[2rem] font-bold leading-tight tracking-tight sm:text-[2.5rem]">
            {t('heroSearch.title')}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t('heroSearch.subtitle')}</p>
        </div>
        <WhatWhereSearch />
        <div className="mx-auto mt-6 max-w-4xl">
          <h2 id="hero-popular" className="text-center text-sm font-medium text-slate-700">
            {t('heroSearch.popular')}
          </h2>
          <ul aria-labelledby="hero-popular" className="mt-2 flex flex-wrap justify-center gap-2">
            {POPULAR.map((slug) => (
              <li key={slug}>
                <LocalizedLink to={`/directory?category=${slug}`} className={chipClasses}>
                  {categoryName(slug, language)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
          <p className="mt-6 flex items-center gap-2 text-slate-700 sm:justify-center">
            <MessageSquareText className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              {t('heroSearch.assistant.lead')}{' '}
              <OpenAssistantLink className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {t('heroSearch.assistant.link')}
              </OpenAssistantLink>
            </span>
          </p>
        </div>
        <div className="mx-auto mt-10 max-w-4xl">
          <TrustLine className="justify-center" />
        </div>
      </Container>
    </section>
  )
}

function WhatWhereSearch() {
  const { t } = useTranslation('landing')
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const whatId = useId()
  const whereId = useId()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const query = new URLSearchParams()
    const what = String(form.get('q') ?? '').trim()
    const where = String(form.get('locality') ?? '').trim()
    if (what) query.set('q', what)
    if (where) query.set(/^\d{4}$/.test(where) ? 'postalCode' : 'locality', where)
    const search = query.toString()
    navigate(localize(search ? `/directory?${search}` : '/directory'))
  }

  return (
    <SearchForm
      aria-label={t('heroSearch.formLabel')}
      action="/directory"
      onSubmit={onSubmit}
      className="mx-auto mt-8 grid max-w-4xl gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[1.3fr_1fr_auto] sm:items-end sm:p-4"
    >
      <SearchField id={whatId} name="q" label={t('heroSearch.what')} example={t('heroSearch.whatExample')}>
        <Search className="size-5" />
      </SearchField>
      <SearchField
        id={whereId}
        name="locality"
        label={t('heroSearch.where')}
        example={t('heroSearch.whereExample')}
      >
        <MapPin className="size-5" />
      </SearchField>
      <Button type="submit" size="lg" className="h-12 px-6">
        {t('heroSearch.submit')}
      </Button>
    </SearchForm>
  )
}

function SearchField({
  id,
  name,
  label,
  example,
  children,
}: {
  id: string
  name: string
  label: string
  example: string
  children: React.ReactNode
}) {
  return (
    <div className="min-w-0 text-left">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1.5">
        <span
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        >
          {children}
        </span>
        <Input
          id={id}
          name={name}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={example}
          maxLength={80}
          className="h-12 pl-10"
        />
      </div>
    </div>
  )
}
