import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Ninety-ninth lessons, from new development sentences: the power that goes down when two appliances run together,
 * said in Portuguese ("vai-se abaixo") or Spanish ("se me va la luz"), is the electrician's; a roof's orientation
 * weighed with the power bill or grants is solar; trees that take a home's light ("tiram a luz") are the gardener's;
 * bites in a line and spots on the mattress are bed bugs though a vacuum was tried; coats and roller marks are a
 * painter's; an online shop where customers order and pay is the web developer's when the family takes the photos;
 * premises moving with their machines to carry are the movers'.
 */
describe('stories, ninety-ninth lessons', () => {
  it.each([
    [
      'electrical',
      'A luz da casa vai-se abaixo sempre que ligo o forno e a máquina de lavar ao mesmo tempo.',
    ],
    ['electrical', 'Quando ligo o secador a luz vai abaixo na casa toda.'],
    [
      'solar',
      'Unsere Stromrechnung ist enorm, das Dach der neuen Halle zeigt nach Süden. Wer macht uns ein Angebot für eine Anlage auf dem Dach?',
    ],
    [
      'gardening',
      'Temos duas tílias enormes no quintal que tiram a luz toda à sala, queria cortá-las e tirar as raízes.',
    ],
    ['gardening', 'Die zwei Linden vor dem Haus nehmen uns das ganze Licht, wir möchten sie fällen lassen.'],
    ['gardening', 'Il grande tiglio davanti alla finestra ci toglie la luce, vorremmo potarlo molto.'],
    [
      'pest-control',
      "Depuis notre retour de vacances, mon mari a des boutons en ligne sur le dos. On a trouvé des petites taches brunes le long des coutures du matelas. Ma sœur nous a conseillé de tout passer à l'aspirateur, on l'a fait, mais ça continue et maintenant il y en a aussi sur le fauteuil. Qui peut traiter l'appartement ?",
    ],
    [
      'painting',
      "Our new flat has a dark navy bedroom wall. The agent told us a single tin of cheap white would cover it, so we tried. After three coats it's a patchy blue-grey with roller lines everywhere. The owner says he'll pay for a professional to do it properly, roughly 15 m². Could someone give us a price?",
    ],
    [
      'web-development',
      'A minha mulher tem uma pastelaria há oito anos e os clientes perguntam sempre se podem encomendar bolos pela internet. Queríamos um site com os bolos, pagamento com cartão e levantamento na loja. A minha filha tira as fotografias. Quem faz isto e nos explica como funciona?',
    ],
    [
      'moving',
      'Il nostro bar si trasferisce in un locale nuovo in centro. Bisogna portare la macchina del caffè, il frigorifero a vetrina e i tavoli. Cerchiamo una ditta di traslochi disponibile di domenica.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
