import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Sixty-eighth lessons, from new development sentences: a practice's rooms to share out anew with colours and light,
 * plans and proposals only, is the interior designer's; the power going when two appliances run together and a lever
 * pushed back up in the fuse box, the electrician's; a house that needs everything, works spread in stages, or which of
 * insulation and windows to do first, one renovation; panels for a tenant whose landlord forbids the roof, the solar
 * installer's; changing rooms and showers done every morning before opening, the cleaner's; a wooden worktop gone black
 * round the sink, the joiner's; black smoke from the chimney "since November" while the oil boiler cuts out is the
 * boiler's trouble, not its cause (a "since" that says when).
 */
describe('stories, sixty-eighth lessons', () => {
  it.each([
    [
      'interior-design',
      "Mir hunn eis Zänndokterpraxis ëm e Büro vergréissert a wëllen d'Raim nei opdeelen, mat Faarwen a Luuchten déi berouegen. Mir brauchen een dee Pläng a Virschléi mécht, de Bau maache mir duerno mat eisem Schräiner.",
    ],
    [
      'interior-design',
      "Nous avons repris le local d'à côté pour notre cabinet d'ostéo et voulons redistribuer l'accueil, l'attente et deux salles, avec des couleurs et un éclairage apaisants. Il nous faut des plans et des propositions, les travaux on les fera ensuite avec notre menuisier.",
    ],
    [
      'interior-design',
      'Wir haben für unsere Ergotherapie-Praxis den Nachbarraum dazubekommen und wollen Empfang, Wartebereich und zwei Behandlungsräume neu aufteilen, mit ruhigen Farben und Licht. Wir suchen jemanden für Pläne und Vorschläge, bauen lassen wir danach selbst.',
    ],
    [
      'interior-design',
      "We've taken over the unit next door for our physio clinic and want to lay out reception, waiting area and three treatment rooms again, with calm colours and lighting. We need someone to draw plans and suggestions; our joiner will build it afterwards.",
    ],
    [
      'electrical',
      'Sobald der Backofen und der Wasserkocher gleichzeitig laufen, geht im ganzen Erdgeschoss das Licht aus. Ich drücke den Hebel im Sicherungskasten wieder hoch und es geht, am nächsten Tag wieder. Der Ofen ist neu.',
    ],
    [
      'electrical',
      'Every time the microwave and the kettle are on together the whole kitchen goes dark. I flip the switch back up in the fuse box and it works until the next day. The microwave is only a year old.',
    ],
    [
      'electrical',
      'Quando a máquina de lavar e o forno estão ligados ao mesmo tempo vai-se a luz no rés-do-chão. Levanto o disjuntor no quadro e volta, mas no dia seguinte repete-se.',
    ],
    [
      'electrical',
      'Quando lavatrice e forno vanno insieme salta la corrente in tutta la cucina. Rialzo la levetta nel quadro e riparte, poi il giorno dopo di nuovo. La lavatrice è nuova.',
    ],
    [
      'electrical',
      'Cuando el horno y el hervidor funcionan a la vez se apaga toda la planta baja. Subo la palanca del cuadro y vuelve, pero al día siguiente pasa otra vez.',
    ],
    [
      'renovation',
      "Nous venons d'acheter une maison des années 50, tout est d'origine. Vaut-il mieux tout refaire avant d'emménager ou étaler les travaux sur plusieurs années en commençant par l'électricité et la cuisine ? Budget 90 000 €.",
    ],
    [
      'renovation',
      'Wir haben ein Haus aus den 60ern gekauft, alles ist original. Sollen wir alles vor dem Einzug machen lassen oder die Arbeiten über drei Jahre verteilen und mit der Elektrik und dem Bad anfangen?',
    ],
    [
      'renovation',
      'We just bought a 1950s terrace where everything is original. Should we do it all before we move in, or spread the work over a few years starting with the wiring and the bathroom? Budget around 100k.',
    ],
    [
      'renovation',
      'Comprámos uma casa antiga que precisa de tudo: canalização, eletricidade, isolamento, cozinha e casa de banho. Fazemos tudo de uma vez ou por fases? Temos 80 mil euros.',
    ],
    [
      'renovation',
      "Abbiamo comprato una casa vecchia che ha bisogno di tutto: impianto idraulico, elettrico, isolamento, bagno e cucina. Meglio fare tutto subito o un po' alla volta?",
    ],
    [
      'renovation',
      'Tenemos una casa de 1970 y queremos mejorarla poco a poco. ¿Qué hacemos primero: el aislamiento de la fachada, las ventanas o la caldera?',
    ],
    [
      'renovation',
      "Notre maison date de 1972 et on veut l'améliorer petit à petit. Par quoi commencer : l'isolation de la façade, les fenêtres ou la chaudière ?",
    ],
    [
      'renovation',
      "Eist Haus ass vun 1968 a mir wëllen et lues a lues verbesseren. Wat als éischt: d'Fassadenisolatioun, d'Fënsteren oder de Kessel?",
    ],
    [
      'solar',
      'Wir wohnen zur Miete und der Vermieter erlaubt nichts auf dem Dach. Lohnt sich ein Balkonkraftwerk am Geländer oder besser Module auf unserer eigenen Garage?',
    ],
    [
      'solar',
      'Nous sommes locataires et le propriétaire refuse tout sur le toit. Un kit solaire sur le balcon vaut-il le coup, ou plutôt des panneaux sur notre carport ?',
    ],
    [
      'solar',
      "We rent and the landlord won't allow anything on the roof. Is a plug-in balcony solar kit worth it, or should we put panels on our own carport?",
    ],
    [
      'painting',
      "We had the hallway replastered and the painter just rolled paint onto the fresh plaster. Now it's patchy and peels off in strips. Can someone redo it properly?",
    ],
    [
      'painting',
      "On a fait refaire le plâtre du salon et peint directement dessus. Maintenant la peinture fait des taches et se décolle en bandes. Quelqu'un peut refaire ça correctement ?",
    ],
    [
      'painting',
      'Nach dem neuen Verputz wurde direkt gestrichen, jetzt ist die Farbe fleckig und löst sich in Streifen ab. Kann das jemand richtig neu machen?',
    ],
    [
      'cleaning',
      'I run a small yoga studio and the changing rooms and showers need doing properly every morning before we open, plus the studio floor. Three mornings a week.',
    ],
    [
      'cleaning',
      "Je gère une petite salle de sport, il faudrait que les vestiaires et les douches soient faits à fond chaque matin avant l'ouverture, plus le sol de la salle.",
    ],
    [
      'cleaning',
      'Wir haben ein kleines Fitnessstudio, Umkleiden und Duschen müssen jeden Morgen vor der Öffnung gründlich gemacht werden, dazu der Boden.',
    ],
    [
      'cleaning',
      'Temos um pequeno ginásio e os balneários e os chuveiros precisam de ser bem limpos todas as manhãs antes de abrir.',
    ],
    [
      'heating',
      'Seit Wochen kommt schwarzer Rauch aus dem Schornstein und die Ölheizung schaltet sich zwei-, dreimal am Tag ab. Die Kinder frieren.',
    ],
    [
      'heating',
      'De la fumée noire sort de la cheminée depuis novembre et la chaudière au fioul se coupe deux ou trois fois par jour.',
    ],
    [
      'heating',
      'Black smoke has been coming out of the chimney since November and the oil boiler cuts out a few times a day. The kids are cold.',
    ],
    [
      'heating',
      'Dal camino esce fumo nero e la caldaia a gasolio si spegne due o tre volte al giorno, i bambini hanno freddo.',
    ],
    [
      'carpentry',
      "Notre plan de travail en chêne massif est devenu noir autour de l'évier et le bois s'est soulevé au joint. Peut-on le poncer et le réparer ?",
    ],
    [
      'carpentry',
      'Our solid oak worktop has gone black around the sink and the wood has lifted at the joint. Can it be sanded and repaired or does that piece need replacing?',
    ],
    [
      'carpentry',
      'Unsere Arbeitsplatte aus Eiche ist um die Spüle herum schwarz geworden und das Holz hat sich an der Fuge gehoben. Kann man das abschleifen?',
    ],
    [
      'carpentry',
      'O tampo de carvalho da cozinha ficou preto à volta do lava-loiça e a madeira levantou na junta. Dá para lixar e reparar?',
    ],
    [
      'electrical',
      "Wann de Four an de Waasserkocher zesumme lafen, geet am ganze Rez-de-chaussée d'Luucht aus. Ech drécken de Knäppchen am Sicherungskasten erëm erop an et geet.",
    ],
    [
      'electrical',
      'Si el microondas y la lavadora están encendidos a la vez, salta el diferencial y se queda toda la casa sin luz.',
    ],
    [
      'heating',
      'Sai fumo preto da chaminé e a caldeira a gasóleo desliga-se várias vezes por dia desde dezembro.',
    ],
    ['heating', 'Sale humo negro por la chimenea y la caldera de gasóleo se apaga dos o tres veces al día.'],
    [
      'heating',
      'Zanter November kënnt schwaarzen Damp aus der Kamäin an den Uelegkessel schalt sech e puer Mol am Dag aus.',
    ],
    [
      'cleaning',
      "Gestisco una piccola palestra e gli spogliatoi e le docce vanno puliti a fondo ogni mattina prima dell'apertura.",
    ],
    [
      'cleaning',
      'Tengo un pequeño gimnasio y los vestuarios y las duchas tienen que quedar bien hechos cada mañana antes de abrir.',
    ],
    [
      'cleaning',
      "Mir hunn e klenge Fitnessstudio, d'Vestiairen an d'Duschen mussen all Moien ier mir opmaachen gutt gemaach ginn.",
    ],
    [
      'carpentry',
      'Il piano di lavoro in rovere è diventato nero intorno al lavello e il legno si è sollevato alla giunzione, si può carteggiare?',
    ],
    [
      'carpentry',
      'La encimera de roble se ha puesto negra alrededor del fregadero y la madera se ha levantado en la junta, ¿se puede lijar?',
    ],
    [
      'interior-design',
      'Alargámos a nossa clínica de fisioterapia para a sala do lado e queremos redistribuir a receção, a sala de espera e dois gabinetes, com cores e luz calmas. Precisamos de plantas e propostas.',
    ],
    [
      'interior-design',
      "Abbiamo preso il locale accanto per il nostro studio e vogliamo ridistribuire accoglienza, sala d'attesa e due stanze, con colori e luci rilassanti. Ci servono piante e proposte.",
    ],
    [
      'renovation',
      'Wir haben ein altes Haus gekauft, es braucht alles: Leitungen, Elektrik, Dämmung, Bad und Küche. Lieber alles auf einmal oder in Etappen?',
    ],
    [
      'renovation',
      'We bought an old house that needs everything: plumbing, wiring, insulation, kitchen and bathroom. Do it all at once or in phases?',
    ],
    ['renovation', 'Unser Haus ist von 1970, was zuerst: die Fassadendämmung, die Fenster oder die Heizung?'],
    [
      'renovation',
      'Our house is from 1975, what should we do first: insulate the walls, new windows or the boiler?',
    ],
    [
      'painting',
      'Après le nouvel enduit on a peint tout de suite, maintenant la peinture cloque et se décolle par plaques, il faut tout refaire.',
    ],
    [
      'painting',
      'Dopo il nuovo intonaco abbiamo dipinto subito e ora la pittura si stacca a strisce, bisogna rifare.',
    ],
    [
      'solar',
      'Somos inquilinos y el casero no deja poner nada en el tejado. ¿Merece la pena un kit solar para el balcón o paneles en nuestra cochera?',
    ],
    [
      'solar',
      'Siamo in affitto e il proprietario non permette niente sul tetto, conviene un kit fotovoltaico da balcone?',
    ],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
