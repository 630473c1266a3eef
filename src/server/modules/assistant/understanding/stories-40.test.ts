import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Fortieth lessons, from new development sentences: pictures of a business's goods for what sells them
 * (the online shop, the catalogue, the label) are the photographer's, also said as "clichés" or
 * "scatti"; an online shop that shows photos, or whose photos are already taken, stays a website.
 */
describe('stories, fortieth lessons', () => {
  it.each([
    [
      'We make craft gin in Grevenmacher and need shots of our bottles on a white background for the online shop',
      'photography',
    ],
    ['Il nous faut des clichés de nos bijoux pour le catalogue, atelier à Esch', 'photography'],
    [
      'Cerchiamo qualcuno che faccia scatti dei nostri vini per la nuova etichetta e il sito, cantina a Remich',
      'photography',
    ],
    [
      'We need an online shop for our bakery with photos of our cakes and online payment, Mamer',
      'web-development',
    ],
    [
      'Pour notre boutique en ligne il faut refaire le site avec un panier et le paiement, Esch',
      'web-development',
    ],
    [
      'Wir brauchen einen Webshop mit Warenkorb für unsere Weine, Bilder haben wir schon, Remich',
      'web-development',
    ],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })
})
