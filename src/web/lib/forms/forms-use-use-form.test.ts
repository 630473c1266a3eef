import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every form of the web holds its fields in react-hook-form with the shared schema, so the rules
 * the server checks are the ones the form checks. A component that renders a form or handles a
 * submit and never calls `useForm` is refused, unless listed here with the reason it is not a
 * form with rules to check.
 */
const WEB = join(import.meta.dirname, '..', '..')

const NOT_VALIDATED_FORMS: Record<string, string> = {
  'components/ui/form.tsx': 'the Form and SearchForm elements every form renders',
  'features/landing/components/hero.tsx': 'a search box: any words are a search',
  'features/landing/components/search-first-hero.tsx': 'a search box: any words are a search',
  'features/landing/components/assistant-entry.tsx': 'opens the assistant with the words typed, any words',
  'features/directory/components/directory-search.tsx': 'a search box: any words are a search',
  'features/assistant/components/chat-composer.tsx': 'the chat composer: any message, the assistant answers',
  'features/dev-tools/components/style-form-fields.tsx': 'the style guide’s sample fields, never sent',
}

/**
 * A form's field and submitted types come from its resolver (the shared schema's input and output):
 * written by hand beside it they can drift from the schema. Listed here where inference would widen.
 */
const TYPES_NAMED_BY_HAND: Record<string, string> = {
  'features/quotes/request/project-request-form.tsx': 'its first category may be missing from the list',
}

const RENDERS_A_FORM = /<form\b|\bonSubmit=/i
const CALLS_USE_FORM = /\buseForm\s*[<(]/

function componentFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return componentFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : []
  })
}

describe('forms on the web', () => {
  const files = componentFiles(WEB).map((file) => ({
    name: relative(WEB, file).split('\\').join('/'),
    text: readFileSync(file, 'utf8'),
  }))

  it('hold their fields in react-hook-form, or are listed with the reason they need no rules', () => {
    const without = files
      .filter(({ text }) => RENDERS_A_FORM.test(text) && !CALLS_USE_FORM.test(text))
      .map(({ name }) => name)
      .filter((name) => !(name in NOT_VALIDATED_FORMS))
    expect(without).toEqual([])
  })

  it('take their types from the schema, not from types written beside it', () => {
    const named = files.filter(({ text }) => /\buseForm\s*</.test(text)).map(({ name }) => name)
    expect(named).toEqual(Object.keys(TYPES_NAMED_BY_HAND))
  })

  it('lists only files that still render a form without useForm', () => {
    const stale = Object.keys(NOT_VALIDATED_FORMS).filter((name) => {
      const file = files.find((f) => f.name === name)
      return !file || !RENDERS_A_FORM.test(file.text) || CALLS_USE_FORM.test(file.text)
    })
    expect(stale).toEqual([])
  })
})
