import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Fifty-third lessons, from new development sentences: a terrace of larch or planks is a deck, the
 * joiner's; pictures and a film of an event are the photographer's (Luxembourgish "Biller"); where to put
 * the furniture, with a plan, is the interior designer's; moths ("Falter", "petits papillons") in
 * woollens and cashmere are pest control's; showers and washrooms to clean every day or week are the
 * cleaners', though a "Sanitärgebäude" sounds like plumbing; a smell of sewers by a floor drain is the
 * plumber's, though the boiler stands beside it; a slow sink that gurgles is the plumber's; an inverter
 * showing 0 kWh is solar's; insulation, windows and the pipes or wiring of an old house together are one
 * renovation, and "e eletricidade" ("and electricity") asks for no electrician.
 */
describe('stories, fifty-third lessons', () => {
  it.each([
    [
      'carpentry',
      'Mir wëllen eng nei Terrass aus Lärchenholz hannert dem Haus, ongeféier 30 m2, zu Useldeng',
    ],
    [
      'carpentry',
      'Wir suchen jemanden, der uns eine Terrasse aus Lärchendielen baut, etwa 20 m², in Junglinster',
    ],
    ['carpentry', 'on voudrait une terrasse en mélèze de 25 m2 derrière la maison à Mondercange'],
    ['carpentry', 'vorremmo una terrazza in larice dietro casa, circa 20 mq, a Steinsel'],
    ['carpentry', 'queremos hacer una terraza de tablas de madera en el jardín, unos 18 m2, en Mertert'],
    ['carpentry', 'Ech brauch een deen eis Terrassenplanken auswiesselt, e puer si verfault, zu Kayl'],
    [
      'photography',
      'Eis Fanfare feiert hiren 50. Anniversaire, mir hätte gär Fotoen an e klenge Film vum Concert, zu Ettelbréck',
    ],
    ['photography', 'Mir hätte gär schéi Biller vun eiser Kommioun an e kuerze Video, zu Hesper'],
    [
      'photography',
      'Notre chorale fête ses 40 ans, on aimerait des photos et une petite vidéo du concert à Wiltz',
    ],
    [
      'photography',
      'Unser Sportverein feiert Jubiläum und wir hätten gerne Bilder und ein kurzes Video vom Fest in Bettembourg',
    ],
    [
      'interior-design',
      "Mir hunn e klengt Appartement zu Stroossen a wëssen net wéi mir d'Miwwele stellen, kann een eis e Plang maachen?",
    ],
    [
      'interior-design',
      "Notre salon est petit et on ne sait pas où mettre le canapé et le bureau, quelqu'un peut nous faire un plan d'aménagement ? Bertrange",
    ],
    [
      'interior-design',
      'Wir wissen nicht, wie wir die Möbel im offenen Wohnbereich stellen sollen, kann uns jemand einen Plan machen? Wohnung in Howald',
    ],
    [
      'interior-design',
      'Não sabemos como arrumar os móveis na sala nova, alguém pode fazer um plano? Strassen',
    ],
    [
      'pest-control',
      'In meinem Schrank fliegen kleine Motten und meine Wollpullover haben Löcher, was tun? Wohnung in Mersch',
    ],
    [
      'pest-control',
      'dans mon armoire il y a des petits papillons et des trous dans mes pulls en laine, appartement à Hesperange',
    ],
    ['pest-control', 'Kleine Falter im Kleiderschrank und Löcher im Kaschmirschal, Haus in Mamer'],
    ['pest-control', 'tenho traças no roupeiro, as camisolas de lã estão cheias de buracos, moro em Esch'],
    [
      'cleaning',
      'Unser Campingplatz braucht jemanden, der die Duschen und Toiletten täglich reinigt, in Diekirch',
    ],
    [
      'cleaning',
      'Wir haben ein Sanitärgebäude am Campingplatz in Larochette, das zweimal täglich gereinigt werden muss',
    ],
    [
      'cleaning',
      'Os balneários e a cozinha do pessoal da nossa empresa em Bettembourg precisam de ser limpos duas vezes por semana',
    ],
    [
      'cleaning',
      'On cherche une société pour nettoyer les vestiaires et les douches de notre club de foot à Rumelange chaque semaine',
    ],
    [
      'plumbing',
      "There's a sewage smell coming from the floor drain in our basement in Bereldange, worst when the drain hasn't been used",
    ],
    [
      'plumbing',
      'Im Keller riecht es nach Kanal, besonders am Bodenablauf neben der Heizung, Haus in Lintgen',
    ],
    [
      'plumbing',
      'ça sent les égouts dans la buanderie au sous-sol, près du siphon de sol et de la chaudière, maison à Soleuvre',
    ],
    [
      'plumbing',
      'Il lavandino del bagno scarica lentissimo e gorgoglia quando si svuota la vasca, casa a Sanem',
    ],
    [
      'plumbing',
      'el fregadero de la cocina traga muy despacio y hace ruido cuando el lavavajillas desagua, piso en Esch',
    ],
    [
      'plumbing',
      'la pia da cozinha escoa muito devagar e faz glu glu quando a máquina de lavar loiça despeja, Differdange',
    ],
    ['solar', 'La aplicación del inversor marca 0 kWh aunque hace sol, la casa está en Mersch'],
    [
      'solar',
      "L'onduleur affiche une erreur et la production est à zéro depuis une semaine, maison à Bissen",
    ],
    ['solar', 'Der Wechselrichter zeigt seit Tagen 0 kWh an, obwohl die Sonne scheint, Haus in Frisange'],
    ['solar', "L'app dell'inverter segna zero produzione anche con il sole, il led è rosso, casa a Remich"],
    ['solar', 'a aplicação do inversor mostra 0 kWh há uma semana, casa em Ettelbruck'],
    [
      'renovation',
      'Comprámos uma casa antiga em Redange, sem isolamento, queremos janelas, canalização e eletricidade novas, quanto custa tudo?',
    ],
    [
      'renovation',
      'Wir haben ein altes Haus in Vianden gekauft, Dämmung, Fenster, Leitungen und Elektrik müssen neu, was kostet so etwas?',
    ],
    [
      'renovation',
      "On a acheté une vieille maison à Clervaux, il faut isoler, changer les fenêtres, refaire la plomberie et l'électricité, combien ça coûte ?",
    ],
    [
      'renovation',
      'abbiamo comprato una casa vecchia a Wormeldange, servono isolamento, finestre, impianto idraulico ed elettrico nuovi, quanto costa?',
    ],
    ['photography', 'Mir hätte gär gutt Biller an e kuerze Film vun eisem Veräinsfest, zu Mäerzeg'],
    [
      'photography',
      'Eis Chorale feiert 75 Joer, mir sichen een fir Biller a Filmopnamen vum Concert zu Ettelbréck',
    ],
    ['photography', 'Fir eis Hochzäit am Summer hätte mir gär Biller an e Film, zu Bauschelt'],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: wood on a terrace that is not a deck, and a terrace where the electrician is asked for.
  it.each([
    ['painting', 'barnizar las mesas de madera de la terraza del restaurante, el sol las ha dejado grises'],
    [
      'electrical',
      'Acabamos de hacer una terraza nueva en Holzem, ahora queremos focos y enchufes exteriores, ¿algún electricista?',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
