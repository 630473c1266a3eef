import { projectTitle } from '@shared/quotes/job-title'
import { screen } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { beforeAll, describe, expect, it } from 'vitest'
import { ProjectTitle } from './project-title'
import { WrittenIn } from './written-in'

beforeAll(async () => {
  await initI18n('en', ['common'])
})

const DRAWN = {
  name: null,
  category: 'electrical' as const,
  locality: 'Mamer',
  createdAt: '2026-11-20T09:00:00.000Z',
  titleNumber: 1,
}

describe('a project title drawn from its facts', () => {
  it('reads in each language, numbered from the second such project', () => {
    expect(projectTitle(DRAWN, 'en')).toBe('Electrical in Mamer, November 2026')
    expect(projectTitle(DRAWN, 'fr')).toBe('Électricité à Mamer, novembre 2026')
    expect(projectTitle({ ...DRAWN, titleNumber: 2 }, 'de')).toBe('Elektrik in Mamer, November 2026 (2)')
    expect(projectTitle({ ...DRAWN, locality: 'Walferdange' }, 'de')).toMatch(/^Elektrik in Walferdingen/)
  })

  it('marks a title the customer typed as their words, and a drawn one as ours', async () => {
    await changeLanguage('fr')
    const { container, rerender } = renderWithProviders(<ProjectTitle project={DRAWN} />)
    expect(container.textContent).toBe('Électricité à Mamer, novembre 2026')
    expect(container.querySelector('[data-user-text]')).toBeNull()
    rerender(<ProjectTitle project={{ ...DRAWN, name: 'Neue Steckdosen' }} />)
    expect(screen.getByText('Neue Steckdosen')).toHaveAttribute('data-user-text')
  })
})

describe('the language of what someone wrote', () => {
  for (const [reader, label] of [
    ['en', 'Written in German'],
    ['fr', 'Rédigé en allemand'],
    ['de', 'Auf Deutsch verfasst'],
  ] as const) {
    it(`is named in ${reader}`, async () => {
      await changeLanguage(reader)
      renderWithProviders(<WrittenIn language="de" always />)
      expect(screen.getByText(label)).toBeInTheDocument()
    })
  }

  it('is left out when it is the page’s own, unless asked for', async () => {
    await changeLanguage('fr')
    const { container } = renderWithProviders(<WrittenIn language="fr" />)
    expect(container.textContent).toBe('')
    renderWithProviders(<WrittenIn language="pt" />)
    expect(screen.getByText('Rédigé en portugais')).toBeInTheDocument()
  })
})
