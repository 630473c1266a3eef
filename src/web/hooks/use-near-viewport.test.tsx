import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNearViewport } from './use-near-viewport'

function Probe() {
  const [watch, near] = useNearViewport<HTMLDivElement>('300px')
  return <div ref={near ? undefined : watch}>{near ? 'near' : 'far'}</div>
}

afterEach(() => vi.unstubAllGlobals())

describe('useNearViewport', () => {
  it('answers true once the element comes within the margin of the viewport, and stops watching', () => {
    const observers: Array<{
      fire: (isIntersecting: boolean) => void
      margin?: string
      disconnected: boolean
    }> = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private state: (typeof observers)[number]
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.state = {
            fire: (isIntersecting) =>
              callback(
                [{ isIntersecting } as IntersectionObserverEntry],
                this as unknown as IntersectionObserver,
              ),
            margin: options?.rootMargin,
            disconnected: false,
          }
          observers.push(this.state)
        }
        observe() {}
        disconnect() {
          this.state.disconnected = true
        }
      },
    )
    render(<Probe />)
    expect(screen.getByText('far')).toBeInTheDocument()
    const [observer] = observers
    expect(observer?.margin).toBe('300px')
    act(() => observer?.fire(false))
    expect(screen.getByText('far')).toBeInTheDocument()
    act(() => observer?.fire(true))
    expect(screen.getByText('near')).toBeInTheDocument()
    expect(observers.every((o) => o.disconnected)).toBe(true)
  })

  it('answers true at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe />)
    expect(screen.getByText('near')).toBeInTheDocument()
  })
})
