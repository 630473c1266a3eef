import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RatingStars } from './rating-stars'

describe('RatingStars', () => {
  it('draws five stars as two painted layers, no inline SVG, the top one as wide as the rating', () => {
    const { container } = render(<RatingStars rating={4.6} label="Rated 4.6 out of 5" />)
    const stars = screen.getByRole('img', { name: 'Rated 4.6 out of 5' })
    // Ten SVG icons per rating made a provider page's HTML 40 KB heavier.
    expect(container.querySelectorAll('svg')).toHaveLength(0)
    const layers = stars.querySelectorAll('.rating-stars')
    expect(layers).toHaveLength(2)
    expect((layers[1] as HTMLElement).style.width).toBe('92%')
  })

  it('keeps the fill between none and five stars, and is hidden from screen readers without a label', () => {
    const { container } = render(<RatingStars rating={7} size="sm" />)
    const root = container.firstElementChild as HTMLElement
    expect(root.getAttribute('aria-hidden')).toBe('true')
    expect((root.querySelectorAll('.rating-stars')[1] as HTMLElement).style.width).toBe('100%')
  })
})
