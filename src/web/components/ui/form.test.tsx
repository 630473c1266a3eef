import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { act } from '@testing-library/react'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Button } from './button'
import { Form, SearchForm } from './form'

const WEB = join(import.meta.dirname, '..', '..')

/** The forms allowed to navigate with GET before the script runs: searches whose URL is the point. */
const GET_FORMS = [
  'features/directory/components/directory-search.tsx',
  'features/landing/components/hero.tsx',
  'features/landing/components/search-first-hero.tsx',
]

const sources = (readdirSync(WEB, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
  .map((file) => ({ file: relative(WEB, join(WEB, file)), text: readFileSync(join(WEB, file), 'utf8') }))

function SignIn() {
  return (
    <Form>
      <input name="password" type="password" />
      <Button type="submit">Sign in</Button>
    </Form>
  )
}

/** The server's HTML in a container, then hydrated by React as the browser does. */
async function serverRenderedThenHydrated(element: React.ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  const before = container.innerHTML
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, element)
    })
  })
  return { before, container }
}

describe('forms before the page script runs', () => {
  it('every <form> of the web app is the Form or SearchForm primitive', () => {
    const raw = sources.filter(
      ({ file, text }) => file !== 'components/ui/form.tsx' && /<form[\s>]/.test(text),
    )
    expect(raw.map(({ file }) => file)).toEqual([])
  })

  it('only the listed searches navigate with GET', () => {
    const searches = sources.filter(({ text }) => text.includes('<SearchForm')).map(({ file }) => file)
    expect(searches.sort()).toEqual(GET_FORMS)
  })

  it('a raw submit button waits for the script like Button does', () => {
    const unlocked = sources.filter(
      ({ file, text }) =>
        file !== 'components/ui/button.tsx' &&
        /<(button|input)\b[^>]*type="submit"/.test(text) &&
        !text.includes('useSubmitLocked()'),
    )
    expect(unlocked.map(({ file }) => file)).toEqual([])
  })

  it('a form posts, and its submit button is disabled until the page has hydrated', async () => {
    const { before, container } = await serverRenderedThenHydrated(<SignIn />)
    expect(before).toMatch(/<form method="post">/)
    expect(before).toMatch(/<button type="submit"[^>]* disabled="">/)
    expect(container.querySelector('button')).not.toBeDisabled()
    container.remove()
  })

  it('a submit button tied to a form from outside it is locked too', () => {
    expect(renderToString(<Button type="submit" form="apply" />)).toContain('disabled=""')
    expect(renderToString(<Button>Cancel</Button>)).not.toContain('disabled=""')
  })

  it('a search navigates with GET to its action, and its button works at once', () => {
    const html = renderToString(
      <SearchForm action="/directory">
        <input name="q" />
        <Button type="submit">Search</Button>
      </SearchForm>,
    )
    const form = document.createRange().createContextualFragment(html).querySelector('form')
    expect(form?.getAttribute('method')).toBe('get')
    expect(form?.getAttribute('action')).toBe('/directory')
    expect(form?.getAttribute('role')).toBe('search')
    expect(form?.querySelector('button')).not.toBeDisabled()
  })
})
