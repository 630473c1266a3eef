import { act } from '@testing-library/react'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useHydrated } from './use-hydrated'

function Where() {
  return <p>{useHydrated() ? 'in the browser' : 'as the server drew it'}</p>
}

describe('useHydrated', () => {
  it('answers false while hydrating the server’s HTML, then true', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Where />)
    document.body.append(container)
    expect(container.textContent).toBe('as the server drew it')
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Where />)
      })
    })
    expect(container.textContent).toBe('in the browser')
    container.remove()
  })
})
