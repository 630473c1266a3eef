import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Sixty-seventh lessons, from new development sentences: a relative who only speaks their language and someone to
 * translate for them at an appointment is the interpreter's (Luxembourgish names of languages too); a page where guests
 * choose a room, a pitch or a lesson and pay is the web developer's, as is a site with a contact form or a gallery of
 * the work, though the customer's firm is of another trade; whether to pay for a plan of furniture and light is the
 * interior designer's ("luz", "Licht", "wou de Canapé hi soll"); a tree that has to go, with its permit and its wood
 * taken away, is the gardener's; concrete falling with its rusty bars showing is the mason's.
 */
describe('stories, sixty-seventh lessons', () => {
  it.each([
    [
      'translation',
      'Mäi Papp schwätzt just Italienesch, hie brauch een deen him beim Affekot iwwersetzt, wat kascht dat?',
    ],
    [
      'interior-design',
      'Unser Wohnzimmer wirkt dunkel, wir wissen nicht wohin mit dem Sofa und welche Lampen und Farben, lohnt sich ein Planer?',
    ],
    [
      'interior-design',
      'Dobbiamo trasformare lo studio in una camera per gli ospiti senza perdere la scrivania, conviene farsi fare un progetto di arredo?',
    ],
    [
      'gardening',
      'Unsere Fichte (20 m) soll gefällt werden, übernehmt ihr auch Genehmigung und Abtransport?',
    ],
    [
      'gardening',
      "Le vieux bouleau devant la maison doit partir, vous vous occupez de l'autorisation et de l'évacuation ?",
    ],
    [
      'translation',
      "Meng Schwéiermamm schwätzt nëmme Spuenesch a muss am Februar bei den Notaire fir d'Ierfschaft, mir sichen een deen do fir hatt dolmetscht. Wat kascht eng Stonn?",
    ],
    [
      'translation',
      'Mäi Papp versteet kee Franséisch, hie brauch e Mëttwoch een deen him beim Affekot alles iwwersetzt.',
    ],
    [
      'web-development',
      "Mir hunn e klengt Hotel zu Klierf. D'Reservatioune kommen all per Telefon a mir schreiwen se an e Buch, dat geet net méi. Mir hätten gär eng Säit wou d'Leit selwer e Zëmmer wielen a bezuelen, op dräi Sproochen.",
    ],
    [
      'web-development',
      "Eise Reitstall hëlt d'Aschreiwunge fir d'Coursen nach ëmmer per SMS. Mir bräichten eppes um Internet wou d'Elteren eng Plaz reservéieren a bezuelen.",
    ],
    [
      'legal',
      'Eise Noper zu Miersch huet säin neie Carport 40 cm op eisem Terrain gebaut, dat gesäit een um Kadasterplang. Hien äntwert net op eis Bréiwer. Wat kënne mir do maachen a wat kascht esou eng Affär?',
    ],
    [
      'legal',
      "Notre voisin a monté un mur de clôture qui dépasse de 30 cm sur notre parcelle, le géomètre l'a confirmé. Il ne répond pas à nos courriers. Quels recours avons-nous et combien coûte une procédure ?",
    ],
    [
      'legal',
      'Der Nachbar hat eine Mauer gezogen, die laut Katasterplan 25 cm auf unserem Grundstück steht. Auf unsere Briefe reagiert er nicht. Was können wir rechtlich machen?',
    ],
    [
      'interior-design',
      "Eis Stuff ass grouss mä däischter, d'Fënstere ginn no Norden. Mir wëssen net wou de Canapé hi soll a wéi eng Faarf un d'Maueren. Lount et sech fir een ze bezuelen deen e Plang mécht?",
    ],
    [
      'interior-design',
      'A minha sogra vem morar connosco e temos de transformar o escritório num quarto sem perder o canto de trabalho. Vale a pena pagar a um profissional um plano de móveis e iluminação ou fazemos nós com o IKEA?',
    ],
    [
      'interior-design',
      'Mi suegra se viene a vivir con nosotros y hay que convertir el despacho en dormitorio sin perder la zona de trabajo. ¿Vale la pena pagar a alguien un plano de muebles y luz?',
    ],
    [
      'interior-design',
      'My mother-in-law is moving in and we need to turn the study into a bedroom but keep a desk corner. Is it worth paying someone for a furniture and lighting plan or should we just do it ourselves with IKEA?',
    ],
    [
      'gardening',
      "Eis al Bierk (bal 20 m) steet ze no beim Haus zu Bauschelt a soll ewech. Maacht dir dat mat der Autorisatioun vun der Gemeng an huelt dir d'Holz och mat?",
    ],
    [
      'gardening',
      "Le grand bouleau derrière la maison penche vers le toit et doit être abattu. Vous vous chargez de la demande d'autorisation et de l'évacuation du bois ?",
    ],
    [
      'gardening',
      'Our big old oak leans towards the house and has to come down. Can you sort out the permit and take the wood away afterwards?',
    ],
    [
      'gardening',
      'A bétula velha está demasiado perto da casa e tem de ser cortada, tratam da licença e de levar a madeira?',
    ],
    [
      'gardening',
      'El abedul viejo está demasiado cerca de la casa y hay que talarlo, ¿se encargan del permiso y de llevarse la madera?',
    ],
    [
      'it-support',
      "Eis Dokterpraxis ass um Kirchbierg. Zanter dem Windows-Update fënnt de Computer bei der Echographie den Netzwierkdisk net méi, d'Biller bleiwen op der Maschinn. Eise Betreier huet opgehalen.",
    ],
    [
      'it-support',
      'Unsere Tierarztpraxis in Strassen: Seit dem Update letzte Woche sieht der Rechner am Ultraschallgerät das Netzlaufwerk nicht mehr, die Bilder bleiben lokal. Unser Techniker hat aufgehört.',
    ],
    [
      'it-support',
      "Our physio practice in Mamer: since last week's Windows update the PC next to the scanner can't find the network drive, scans stay on the machine. The guy who looked after our IT retired.",
    ],
    [
      'masonry',
      "Dal soffitto della cantina si staccano pezzi di cemento e si vedono i ferri arrugginiti. Ieri un pezzo è caduto sulla bicicletta. Sopra c'è la terrazza del vicino. Non so a chi rivolgermi.",
    ],
    [
      'masonry',
      'Vom Kellerdach bröckelt der Beton ab und man sieht die rostigen Eisen. Gestern ist ein Stück auf das Auto gefallen. Oben drüber ist der Garten. Ich weiß nicht, wen ich fragen soll.',
    ],
    [
      'masonry',
      "Du plafond du garage se détachent des morceaux de béton, on voit les fers rouillés. Hier un morceau est tombé sur la voiture. Au-dessus il y a le jardin. Je ne sais pas à qui m'adresser.",
    ],
    [
      'renovation',
      "Mio zio ci ha lasciato un appartamento a Esch, bagno e cucina sono degli anni '80. Conviene rifare tutto prima di affittarlo o affittarlo così a meno? Quanto costerebbe sistemare le due stanze?",
    ],
    [
      'renovation',
      'Ma grand-mère nous a laissé une petite maison, la salle de bains et la cuisine datent des années 70. Vaut-il mieux tout refaire avant de louer ou louer moins cher ? Combien pour remettre ces deux pièces en état ?',
    ],
    [
      'renovation',
      'Meng Bomi huet eis e Haus hannerlooss, Buedzëmmer a Kichen sinn aus den 70er Joren. Lount et sech alles nei ze maache virum Verlounen?',
    ],
    [
      'web-development',
      'quiero una web para mi empresa de reformas con fotos de las obras y formulario de contacto cuanto cuesta',
    ],
    [
      'web-development',
      'quero um site para a minha empresa de pintura com galeria de fotos das obras e formulário de contacto quanto custa',
    ],
    [
      'web-development',
      'vorrei un sito per la mia impresa edile con la galleria dei lavori e un modulo di contatto quanto costa',
    ],
    [
      'web-development',
      'ech hätt gär eng Websäit fir meng Dachdeckerfirma mat Fotoe vun de Chantieren an engem Kontaktformular',
    ],
    [
      'translation',
      'Somos una pequeña empresa de software en Luxemburgo y vamos a lanzar la app en Argentina y Chile. Hay que pasar al español la interfaz, unas 5.000 palabras, y la política de privacidad. ¿Es posible en tres semanas?',
    ],
    [
      'translation',
      "Nous sommes une petite start-up à Belval et lançons notre application en Allemagne. Il faut passer l'interface en allemand, environ 6 000 mots, plus les conditions générales. Faisable en deux semaines ?",
    ],
    [
      'translation',
      'Wir sind ein kleines Softwarehaus und bringen unsere App nach Italien. Die Oberfläche, rund 3.000 Wörter, und die AGB müssen ins Italienische. Geht das in zwei Wochen?',
    ],
    [
      'it-support',
      'Unsere Zahnarztpraxis in Bonneweg: Seit dem Windows-Update findet der Rechner am Röntgengerät den Server nicht mehr und die Aufnahmen bleiben lokal gespeichert.',
    ],
    [
      'it-support',
      'Notre cabinet dentaire à Howald : depuis la mise à jour, le PC de la radio ne trouve plus le serveur et les images restent sur le poste.',
    ],
    [
      'it-support',
      "Il nostro studio dentistico a Strassen: dopo l'aggiornamento di Windows il computer della radiografia non vede più il disco di rete.",
    ],
    [
      'it-support',
      'A nossa clínica dentária em Esch: desde a atualização do Windows o computador do raio-X já não encontra a pasta partilhada.',
    ],
    [
      'legal',
      'O vizinho construiu um muro que passa 30 cm para dentro do nosso terreno, segundo o cadastro. Não responde às cartas. O que podemos fazer legalmente?',
    ],
    [
      'legal',
      'Il vicino ha costruito un muro che sta 30 cm sul nostro terreno secondo il catasto. Non risponde alle lettere. Cosa possiamo fare legalmente e quanto costa?',
    ],
    [
      'legal',
      'El vecino ha levantado un muro que invade 30 cm de nuestra parcela según el catastro. No contesta a las cartas. ¿Qué podemos hacer legalmente?',
    ],
    [
      'translation',
      'A minha mãe só fala português e precisa de alguém que traduza para ela no notário em março.',
    ],
    [
      'translation',
      'Mia madre parla solo italiano e ha bisogno di un interprete dal notaio il 20 febbraio, quanto costa?',
    ],
    [
      'translation',
      'Mi padre solo habla español y necesita a alguien que le traduzca en la notaría la semana que viene.',
    ],
    [
      'translation',
      'My father-in-law only speaks Portuguese and needs someone to interpret for him at the notary next Tuesday.',
    ],
    [
      'web-development',
      'Wir haben eine kleine Pension in Vianden, Buchungen kommen per Telefon. Wir möchten eine Seite, auf der Gäste selbst ein Zimmer wählen und bezahlen.',
    ],
    [
      'web-development',
      'Temos um pequeno alojamento local e as reservas são todas por telefone, queríamos uma página onde os clientes escolhem o quarto e pagam.',
    ],
    [
      'web-development',
      'Abbiamo un piccolo campeggio e le prenotazioni arrivano per telefono, vorremmo una pagina dove i clienti scelgono la piazzola e pagano.',
    ],
    [
      'web-development',
      'Tenemos un pequeño camping y las reservas llegan por teléfono, queremos una página donde la gente elija la parcela y pague.',
    ],
    [
      'gardening',
      'Il vecchio abete è troppo vicino alla casa e va tagliato, vi occupate voi del permesso e di portare via la legna?',
    ],
    [
      'gardening',
      'Mir hunn eng al Fiicht déi ze no beim Haus steet, déi muss ewech, kënnt dir dat maachen mat allem?',
    ],
    [
      'gardening',
      'La vieja encina está demasiado cerca de la casa y hay que cortarla, ¿os encargáis del permiso y de llevaros la leña?',
    ],
    [
      'interior-design',
      'Unser Arbeitszimmer soll ein Gästezimmer werden, aber der Schreibtisch muss bleiben. Lohnt sich ein Plan für Möbel und Licht vom Profi?',
    ],
    [
      'interior-design',
      'Il soggiorno è buio e freddo, non sappiamo dove mettere il divano né che colori usare, conviene pagare qualcuno per un progetto?',
    ],
    [
      'web-development',
      "I'd like a website for my roofing company with a gallery of our jobs and a contact form, what would it cost?",
    ],
    [
      'web-development',
      'Queria um site para a minha empresa de canalização com galeria de trabalhos e formulário de contacto.',
    ],
    [
      'web-development',
      'Vorrei un sito per la mia ditta di giardinaggio con una galleria di foto e il modulo di contatto.',
    ],
    [
      'translation',
      "Siamo una piccola software house e lanciamo l'app in Germania, bisogna tradurre l'interfaccia e le condizioni d'uso in tedesco.",
    ],
    [
      'translation',
      'Somos uma pequena empresa de software e vamos lançar a aplicação em Espanha, é preciso passar a interface para espanhol, cerca de 5000 palavras.',
    ],
    [
      'roofing',
      'Bei uns haben sich nach dem Winter zwei Ziegel verschoben und die Dachrinne ist voller Moos, kann jemand reinigen und reparieren?',
    ],
    [
      'roofing',
      'Due tegole sono scivolate e le grondaie sono piene di muschio, qualcuno può venire a pulire e sistemare?',
    ],
    [
      'masonry',
      'Del techo del garaje se desprenden trozos de hormigón y se ven los hierros oxidados, ayer cayó uno sobre el coche.',
    ],
    [
      'masonry',
      'Do teto da garagem caem pedaços de betão e vêem-se os ferros enferrujados, ontem caiu um em cima do carro.',
    ],
    [
      'renovation',
      'A minha avó deixou-nos uma casa, a cozinha e a casa de banho são dos anos 70. Vale a pena renovar tudo antes de arrendar?',
    ],
    [
      'renovation',
      'Mi abuela nos dejó una casa con cocina y baño de los años 70, ¿merece la pena reformar todo antes de alquilarla?',
    ],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
