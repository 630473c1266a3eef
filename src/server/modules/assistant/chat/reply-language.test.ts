import { describe, expect, it } from 'vitest'
import { askedLanguage, replyLanguage } from './reply-language'

const fresh = { language: 'en' as const, isNew: true, chosen: false }
const inPortuguese = { language: 'pt' as const, isNew: false, chosen: false }

describe('which language the assistant answers in', () => {
  it('a first message sets it; one that says nothing, or is torn with the page’s, takes the page’s', () => {
    expect(replyLanguage(fresh, 'Moien, ech sichen e Sanitär zu Esch', 'fr').language).toBe('lb')
    expect(replyLanguage(fresh, 'Mamer', 'de').language).toBe('de')
    expect(replyLanguage(fresh, 'yes', 'fr').language).toBe('fr')
    // "in" is German, English and Italian alike: the German page decides.
    expect(replyLanguage(fresh, 'Maler in Mamer', 'de').language).toBe('de')
  })

  it('short answers keep it; a clear sentence in another language switches', () => {
    for (const short of ['yes', 'sim', 'Esch', 'Não', 'providers', 'plumbing', 'Canalização'])
      expect(replyLanguage(inPortuguese, short, 'fr').language, short).toBe('pt')
    expect(replyLanguage(inPortuguese, 'Es en Mamer', 'fr').language).toBe('pt')
    expect(replyLanguage(inPortuguese, 'Mi scusi, il lavoro si trova a Mamer', 'fr').language).toBe('it')
  })

  it('a choice, tapped or typed, sticks', () => {
    expect(replyLanguage(inPortuguese, 'Répondre en français', 'fr')).toEqual({
      language: 'fr',
      chosen: true,
      onlyAsked: true,
    })
    const chosen = { language: 'fr' as const, isNew: false, chosen: true }
    expect(
      replyLanguage(chosen, 'Olá, afinal o trabalho é em Bertrange, perto da estação', 'fr').language,
    ).toBe('fr')
    expect(
      ['Auf Deutsch antworten', 'auf Deutsch, bitte!', 'Op Lëtzebuergesch äntweren', 'en español'].map(
        askedLanguage,
      ),
    ).toEqual(['de', 'de', 'lb', 'es'])
    expect(askedLanguage('Je voudrais un devis en français')).toBeNull()
  })
})
