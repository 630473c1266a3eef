import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { richText } from './rich-text'

describe('richText', () => {
  it('replaces tags by components and keeps the text around them', () => {
    render(
      <p>
        {richText('Read our <link>privacy policy</link> today.', {
          link: (c) => <a href="/privacy-policy">{c}</a>,
        })}
      </p>,
    )
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy')
    expect(screen.getByText(/Read our/).textContent).toBe('Read our privacy policy today.')
  })

  it('leaves unknown tags as their text', () => {
    render(<p>{richText('a <b>bold</b> move', {})}</p>)
    expect(screen.getByText('a bold move')).toBeInTheDocument()
  })
})
