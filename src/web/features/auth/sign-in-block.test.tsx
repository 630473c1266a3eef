import { screen } from '@testing-library/react'
import { SignInBlock } from '@web/features/auth/sign-in-block'
import { i18n, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { useLayoutEffect } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'

/** Reads where the focus is in the commit that shows the block, before any passive effect runs. */
function FocusAtCommit({ seen }: { seen: { element: Element | null } }) {
  useLayoutEffect(() => {
    seen.element = document.activeElement
  }, [seen])
  return null
}

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('auth')
})

describe('SignInBlock', () => {
  it('takes the focus to its heading in the commit that shows it, before the visitor can type', async () => {
    const seen: { element: Element | null } = { element: null }
    renderWithProviders(
      <>
        <SignInBlock location="Strassen" onSignedIn={() => {}} />
        <FocusAtCommit seen={seen} />
      </>,
    )
    const heading = await screen.findByRole('heading', { level: 3 })
    expect(seen.element).toBe(heading)
    expect(document.activeElement).toBe(heading)
  })
})
