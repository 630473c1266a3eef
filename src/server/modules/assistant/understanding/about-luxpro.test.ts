import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { understand } from './understand'

const gazetteer = loadGazetteer()

/**
 * A question about LuxPro itself (the site's price, languages and checks, the account, its confirmation
 * e-mail, a cancelled request) asks for no trade: before, "the site" was read as web development and
 * "the confirmation e-mail" as IT support. A site of the customer's own is still web development.
 */
describe('a question about LuxPro itself', () => {
  it.each([
    'Do I pay anything for using your website, or only the tradesperson?',
    'Is this site available in German as well?',
    'Est-ce que je dois payer quelque chose pour utiliser votre site ?',
    'Les artisans sur le site sont-ils vérifiés ?',
    'Kostet es etwas, über Ihre Seite einen Handwerker zu suchen?',
    'Ech hunn d’Confirmatiouns-Mail net kritt, kënnt Dir se nach eng Kéier schécken? Meng Bestätigungsmail ass net ukomm.',
    'Quanto custa usar o site para pedir orçamentos?',
    'Come funziona il sito? Devo pagare per chiedere un preventivo?',
    '¿Vuestra web es gratis para pedir presupuestos?',
    'I never got the confirmation email, can you send it again?',
    'Comment changer l’adresse e-mail de mon compte ?',
    'Wie kann ich mein Konto löschen?',
    'Ho cancellato la richiesta per errore, si può recuperare?',
  ])('%s', (text) => {
    const understood = understand(text, gazetteer)
    expect(understood.aboutLuxPro).toBe(true)
    expect(understood.category).toBeNull()
  })

  it.each([
    ['web-development', 'O site novo do nosso clube precisa de pagamento online das quotas, quanto custa?'],
    [
      'web-development',
      'Since the update the website only shows an error, we lose bookings. Can someone fix it?',
    ],
    ['web-development', 'Je voudrais un site pour ma boulangerie avec commande en ligne, combien ça coûte ?'],
    ['it-support', 'My new phone won’t sync with my work email, I reinstalled the app three times.'],
    ['plumbing', 'Can I find a plumber through your site? The toilet in Strassen leaks.'],
  ])('%s: %s', (category, text) => {
    const understood = understand(text, gazetteer)
    expect(understood.aboutLuxPro).toBe(false)
    expect(understood.category).toBe(category)
  })

  it('a need LuxPro does not list, asked through the site, is that need', () => {
    const understood = understand(
      'Est-ce qu’on peut trouver un professeur particulier de maths via votre site pour mon fils ?',
      gazetteer,
    )
    expect(understood.aboutLuxPro).toBe(false)
    expect(understood.outOfScope).toBe('tutoring')
  })
})
