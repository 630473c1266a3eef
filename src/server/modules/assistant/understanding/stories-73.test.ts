import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Seventy-third lessons, from new development sentences: the power gone when two appliances run at once, or a socket
 * smelling of burnt plastic, is the electrician's; a finished build's dust and plaster on the windows, the cleaner's
 * final clean; pictures for flyers, labels, posters, menu boards or a trade fair, the photographer's; selling online,
 * with an age check, or a shop that is so far only a Facebook page, the web developer's; a rented van and friends
 * who let one down, a move; an unknown animal that moved in, by what it leaves, pests; how to declare something in
 * the tax return, the accountant's; a shop that ships, the web developer's; a party or a day to "capture", the
 * photographer's; a roof, whether it pays and the electricity bill, solar; an employer who does not pay the wages, a
 * lawyer's, and so are a contract's penalties or damages claimed; Luxembourgish roofs in compounds ("Süddaach"); a
 * room to make cosy, the interior designer's; a house where "everything new" is listed, one renovation.
 */
describe('stories, seventy-third lessons', () => {
  it.each([
    [
      'electrical',
      'Wann de Wäschtrockner an de Kachplack gläichzäiteg lafen, ass am ganze Keller de Stroum ewech, a bei enger Steckdous richt et verbrannt',
    ],
    [
      'electrical',
      'Whenever the dryer and the hob are on at once the whole ground floor loses power, and one socket smells of melted plastic',
    ],
    ['electrical', 'Il y a une odeur de plastique brûlé qui sort de la prise derrière le frigo'],
    ['electrical', 'Aus der Steckdose im Flur riecht es verschmort und sie ist ganz warm'],
    [
      'cleaning',
      'Wir sind mit dem Umbau fertig und alles ist voller Baustaub, Böden, Fenster, Treppe, wer macht die Endreinigung bevor die Möbel kommen?',
    ],
    [
      'cleaning',
      "Nouvelle maison terminée, il reste des traces de plâtre sur les vitres et de la poussière de chantier partout, 150 m2 à nettoyer avant l'emménagement",
    ],
    [
      'cleaning',
      'A obra acabou e a casa nova está cheia de pó, janelas com salpicos de cimento, precisamos de uma limpeza final',
    ],
    [
      'photography',
      'Für unseren Hofladen brauchen wir schöne Bilder von den Produkten, vom Hof und von uns, für Flyer und Website',
    ],
    [
      'photography',
      'Our bakery needs pictures of the cakes and the team for the new menu boards, the website and Instagram',
    ],
    [
      'web-development',
      'Our little cheese shop wants to sell online with home delivery and a monthly subscription box, at the moment we only have Instagram',
    ],
    [
      'web-development',
      'Wir wollen unseren Wein direkt an Kunden verkaufen, mit Altersprüfung, Lieferung und Abo, bisher haben wir nur eine Facebook-Seite',
    ],
    [
      'web-development',
      "On voudrait vendre nos bières en ligne avec livraison et abonnement mensuel, on n'a qu'une page Facebook",
    ],
    [
      'moving',
      'Íbamos a alquilar una furgoneta y hacerlo entre amigos, pero nos han fallado, nos vamos de Ettelbruck a un tercero sin ascensor con una nevera y dos camas',
    ],
    [
      'moving',
      'Tínhamos uma carrinha alugada e amigos para ajudar mas desistiram, mudamos no sábado para um 4º andar sem elevador',
    ],
    [
      'moving',
      'Wollten eigentlich einen Transporter mieten und mit Freunden umziehen, jetzt haben alle abgesagt, der Termin steht',
    ],
    [
      'photography',
      'Pour le salon professionnel, il nous faut des photos de nos bouteilles et du domaine, qui fait ça?',
    ],
    [
      'web-development',
      'I want to sell my paintings online, I have only a Facebook page and no idea how to take payments',
    ],
    ['web-development', 'Ech wëll meng Kuchen online verkafen, mat Bezuelen a Liwwerung'],
    [
      'pest-control',
      'In unserem Gartenhaus hat sich irgendein Tier eingenistet, die Polster der Gartenstühle sind zerfetzt und es riecht nach Urin, die Kinder haben Angst',
    ],
    [
      'solar',
      'Unser Stromversorger hat die Preise wieder erhöht, der Nachbar hat eine Anlage auf dem Dach und zahlt kaum noch was, lohnt sich das bei einem Süddach mit 40 Grad?',
    ],
    [
      'web-development',
      'Meine Frau macht Keramik und verkauft bisher nur auf Märkten, wir möchten einen kleinen Shop mit Versand, aber wir verstehen nichts davon',
    ],
    [
      'accounting',
      'Ich habe neben meinem Job eine kleine Photovoltaikanlage und vermiete eine Wohnung, wie gebe ich das in der Steuererklärung an, ich blicke nicht durch',
    ],
    [
      'photography',
      'Meine Eltern feiern goldene Hochzeit mit 60 Gästen in einem Restaurant, wir hätten gern jemanden, der den Nachmittag festhält',
    ],
    [
      'pest-control',
      "Depuis l'automne une bête s'est installée dans les combles, on entend gratter et il y a des crottes",
    ],
    ['accounting', 'How do I declare the rent from my flat in Portugal on my Luxembourg tax return?'],
    [
      'web-development',
      'Je fais des bougies artisanales et je voudrais une petite boutique avec envoi partout en Europe',
    ],
    [
      'legal',
      "Mäi Patron bezillt mir zënter zwee Méint kee Loun méi a seet just ëmmer d'nächst Woch, wat kann ech maachen?",
    ],
    ['legal', "My employer hasn't paid me since September and keeps saying next week, what are my rights?"],
    ['legal', 'O meu patrão não me paga há dois meses e diz sempre que é para a semana'],
    [
      'solar',
      'Mir hunn e Süddaach a wollten wëssen wéi vill Panneauen drop passen a wat dat kascht mat de Subventiounen',
    ],
    [
      'legal',
      'The builder finished our extension six months late and the terrace is already cracking, the contract had penalties, can we claim them?',
    ],
    [
      'legal',
      'Der Bauträger hat zwei Monate Verspätung, im Vertrag steht eine Vertragsstrafe, wie setzen wir die durch?',
    ],
    [
      'interior-design',
      "We're converting the loft into a guest room and reading corner, sloped ceilings, need help making it cosy and practical",
    ],
    [
      'interior-design',
      'Notre salon est grand mais froid, on voudrait le rendre plus chaleureux avec les bons meubles et la lumière',
    ],
    [
      'renovation',
      'Olá, herdámos a casa dos avós em Ettelbruck, tem de levar tudo novo: canalização, eletricidade, casas de banho, janelas',
    ],
    ['renovation', 'Im Haus von meinem Onkel muss alles neu, Leitungen, Bad, Heizung und Fenster'],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    ['web-development', 'Our website needs a new gallery page for the photos we already have'],
    [
      'photography',
      'We need a photographer for the company party on Friday evening, the pictures go in the staff newsletter',
    ],
    ['it-support', "Our Facebook page was hacked and we can't log into the admin email anymore"],
    [
      'roofing',
      'Das Dach lohnt sich nicht mehr zu flicken, es ist undicht an mehreren Stellen und der Strom im Dachboden ist auch ausgefallen',
    ],
    [
      'gardening',
      'Wir möchten den Garten für die Hochzeit unserer Tochter im Juni schön machen, Rasen, Hecken, Blumenbeete',
    ],
    ['cleaning', 'Nach der Party ist die Wohnung ein Chaos, Flecken auf dem Sofa und überall Konfetti'],
    [
      'moving',
      'Wir brauchen für den Umzug jemanden, der auch den Versand von ein paar Kartons nach Portugal übernimmt',
    ],
    [
      'accounting',
      'We have 4 employees and our boss wants someone to handle the payroll and the salaries every month',
    ],
    ['roofing', 'Eist Süddaach huet e Lach nom Stuerm an et reent eran'],
    ['masonry', "There's a crack in the terrace wall and the contract with the builder ended two years ago"],
    ['heating', 'Our cosy little cottage has a boiler that keeps losing pressure every night'],
    ['electrical', 'On veut tout neuf pour le tableau électrique, il date de 1980'],
  ])('still %s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
