import { screen } from '@testing-library/react'
import { FINE_POINTER } from '@web/hooks/use-media-query'
import { initI18n } from '@web/i18n/i18n'
import { withMedia } from '@web/test/media'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ChatComposer } from './chat-composer'

let restore = () => {}
afterEach(() => restore())

beforeAll(async () => {
  await initI18n('de', ['common', 'assistant'])
})

describe('ChatComposer: the keyboard hint', () => {
  it('tells a keyboard user how Enter and Shift+Enter work, and describes the box with it', () => {
    restore = withMedia([FINE_POINTER])
    renderWithProviders(<ChatComposer onSend={() => {}} busy={false} />)
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveAccessibleDescription(
      'Eingabetaste sendet, Umschalt+Eingabe beginnt eine neue Zeile.',
    )
  })

  it('says nothing of Shift+Enter on a touch screen, whose Enter key sends', () => {
    restore = withMedia([])
    renderWithProviders(<ChatComposer onSend={() => {}} busy={false} />)
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByText(/Umschalt\+Eingabe/)).toBeNull()
  })
})
