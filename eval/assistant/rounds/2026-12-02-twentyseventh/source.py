"""Round 27 blind test set: 175 messages (7 languages x 25), written blind.
m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False)
styles: L long, Q question, B brand/model/code, X code-switching, O other trade as context,
C casual, P other place names. nt: trade/professional not named."""
MESSAGES = []
META = {}
def m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False):
    MESSAGES.append((mid, text, category, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = {"styles": styles, "nt": nt}


# ---------------------------------------------------------------- lb
m("lb-s01", "Q", "plumbing", "Luxembourg", "Bouneweg",
  "Moien, eise Spullbecken an der Kichen leeft net méi of an et stinkt, kéint haut nach een op Bouneweg laanscht kommen?", nt=True)
m("lb-s02", "", "locksmith", "Esch-sur-Alzette", "Esch-Uelzecht",
  "Ech stinn dobaussen virun der Dier, de Schlëssel stécht vu bannen am Schlass, Appartement zu Esch-Uelzecht, wann ech gelift séier!!", nt=True)
m("lb-s03", "C", "electrical", "Mersch", "miersch",
  "d sécherung fält all kéier eraus wann ech de fuer an d wäschmaschinn gläichzäiteg unmaachen wunnen zu miersch wie kann dat kucken", nt=True)
m("lb-s04", "", "gardening", "Redange", "Reiden",
  "Sichen een fir eis Heck ze schneiden an de Rasen ze méien zu Reiden, all zwou Wochen vun Abrëll bis Oktober.", nt=True)
m("lb-s05", "BQ", "appliance-repair", "Walferdange", "Walfer",
  "Eis Bosch Spullmaschinn weist E:15 a pompelt d'Waasser net méi of, kéint en Techniker op Walfer kommen?")
m("lb-s06", "", "photography", "Echternach", "Iechternach",
  "Mir sichen e Fotograf fir eis Hochzäit am Mee 2027 an der Basilika zu Iechternach, Zeremonie an Apéro.")
m("lb-s07", "Q", "pest-control", "Schifflange", "Schëffleng",
  "Do ass e Wespennascht ënnert dem Daach vun eiser Garage zu Schëffleng, wéi séier kéint dir kommen?", nt=True)
m("lb-s08", "X", "legal", None, None,
  "Ech brauch en Affekot, mäi Patron huet mech fristlos entlooss wéinst enger faute grave déi ech guer net gemaach hunn.")
m("lb-s09", "Q", "translation", None, None,
  "Wat kascht eng vereedegt Iwwersetzung vun engem portugisesche Gebuertsschäin op Franséisch?")
m("lb-s10", "B", "heating", "Junglinster", "Jonglënster",
  "Buderus Kessel weist 6A, keng Hëtzt a kee waarmt Waasser méi, Haus zu Jonglënster.", nt=True)

m("lb-t01", "CP", "cleaning", "Diekirch", "Dikrech",
  "Meng Mamm ass 86 a wunnt nach eleng an hirem Haus zu Dikrech. D'Madame, déi all Dënschdeg bei hir den Haushalt gemaach huet, ass zréck a Portugal. "
  "Mir sichen een, deen eemol d'Woch dräi Stonne kënnt: Kichen, Buedzëmmer, Stëbs huelen a Buedem ophuelen. D'Mamm ass guer net schwiereg, si mécht Kaffi fir jiddereen 🙂",
  distractors=("Portugal",), nt=True)
m("lb-t02", "OBQP", "heating", "Wiltz", "Wolz",
  "Mäi Schwoer ass Sanitärinstallateur an huet eis Wäermepompel viru véier Joer agebaut, mee hien ass elo pensionéiert a wunnt a Spuenien. "
  "Zënter e puer Deeg gëtt d'Haus net méi richteg waarm an um Display steet E-112. Mir wunnen zu Wolz. Kéint dir iech dat ukucken?",
  distractors=("Spuenien",))
m("lb-t03", "XL", "painting", "Bettembourg", "Beetebuerg",
  "Mäi Locataire ass den 30. November eraus an huet d'Wänn vum Fëmmen ganz giel hannerlooss. Ech halen en Deel vun der Kautioun zréck, dat ass mam Agence scho geregelt, do brauch ech keng Hëllef. "
  "Elo brauch ech just een, deen déi dräi Zëmmer an de Gank erëm schéin wäiss mécht, Plafongen inklusiv, ier déi nei Leit den 1. Januar aplënneren. "
  "Appartement zu Beetebuerg, 2. Stack ouni Lift, d'Schlësselen kann ech bei der Noperin deposéieren. Ech sinn selwer 70 an ech klammen net méi op d'Leeder.", nt=True)
m("lb-t04", "Q", "carpentry", "Steinsel", "Steesel",
  "Lount et sech, eng al Eechentrap vun 1962 ofschleifen an nei vernisséieren ze loossen, oder ass eng nei Trap besser? "
  "E puer Stufe kraachen an d'Gelänner wackelt. Haus zu Steesel. Maacht Dir esou eppes, a wat kascht dat ongeféier?", nt=True)
m("lb-t05", "Q", "roofing", "Clervaux", "Klierf",
  "Nom Stuerm lescht Nuecht leien e puer Leeën am Gaart an et drëppt duerch de Plafong vun der Späicherkummer. "
  "D'Haus steet zu Klierf uewen um Bierg, ganz am Wand. Kann een haut oder muer eng Plane driwwer maachen an dat dann uerdentlech flécken?",
  not_place=("Bierg",), nt=True)
m("lb-t06", "XQO", "masonry", "Käerjeng", "Nidderkäerjeng",
  "De Maurer, deen eis d'Ouverture tëscht Kichen a Living sollt maachen, ass no dräi Deeg net méi opgedaucht. "
  "De Stolträger läit nach am Gaart an d'Mauer ass hallef op, mat Stäipen drënner. Mir hunn de Plang vum Statiker. Haus zu Nidderkäerjeng. Wie kann dat fäerdeg maachen?")
m("lb-t07", "QP", "tiling", "Sanem", "Zolwer",
  "Wat kascht et ongeféier, 12 m² Plättercher 60x60 am Buedzëmmer ze leeën, wann déi al och nach erof mussen? "
  "D'Plättercher hu mir schonn zu Bartreng kaaft. D'Haus ass zu Zolwer. Hätt Dir am Februar Zäit?",
  distractors=("Bartreng",), nt=True)
m("lb-t08", "LPQ", "moving", "abroad", "Arel",
  "Mir plënneren Enn Januar vun Arel op Stengefort, endlech méi no bei der Aarbecht. Et sinn dräi Schlofzëmmer, e Piano an eng Wäschmaschinn, "
  "an am neien Haus geet et an den zweete Stack ouni Lift. Mir hätte gär, datt alles ofgebaut, agepaakt, transportéiert an op der anerer Säit erëm opgebaut gëtt, "
  "well mir allen zwee voll schaffen an d'Kanner kleng sinn. Mir hunn och e grousse Frigo americain an eng Schief, déi muss auserneegeholl ginn. Wat géif dat kaschten, a wéini hätt Dir en Termin?",
  distractors=("Stengefort",))
m("lb-t09", "OLX", "renovation", "Ettelbruck", "Ettelbruck",
  "Ech sinn selwer Elektriker, d'Stroum maachen ech also selwer. Mee mir hunn en aalt Haus zu Ettelbruck kaaft, an do mussen d'Kichen, d'Buedzëmmer, "
  "d'Buedem an d'Fënstere gemaach ginn, an d'Maueren kréien nach eng Isolatioun. Ech hunn net d'Zäit, fir fënnef verschidde Betriber ze koordinéieren. "
  "Mir sichen eng Firma, déi dat alles organiséiert a mécht, ouni den elektreschen Deel, mam Ufank am Abrëll. D'Haus ass vun 1958, mir wëllen am September mat de Kanner eraplënneren, an d'Bank wëll en Devis vun enger eenzeger Firma gesinn, éier se de Prêt fräigëtt.", nt=True)
m("lb-t10", "Q", "solar", "Grevenmacher", "Gréiwemaacher",
  "Mir hunn en Haus zu Gréiwemaacher mat engem Daach no Süd-Osten, ongeféier 45 m². "
  "Lount et sech elo nach, Solarpanneauen mat enger Batterie drop ze maachen, och mat de Subside vum Klimabonus? Wat kascht esou eng Installatioun ongeféier?")
m("lb-t11", "XP", "accounting", None, None,
  "Ech hunn zënter Mäerz e klenge Coiffeursalon zu Hesper. Elo krut ech e Bréif vun der Enregistrement, datt meng TVA-Deklaratiounen net gemaach goufen, "
  "an ech hunn och nach keng Comptabilitéit vun dësem Joer. Ech brauch een, deen dat nohëlt an an Uerdnung bréngt, a mir och d'Steiererklärung mécht.",
  distractors=("Hesper",))
m("lb-t12", "BPQ", "it-support", "Roeser", "Berchem",
  "Eise Jong huet bis elo ëmmer alles um Computer gemaach, mee hie schafft zënter September zu Bréissel. "
  "Elo kënnt de Wifi am Haus zu Berchem net méi bis an d'Stuff uewen, an de Canon Drécker vun der Mamm fënnt de Laptop net méi. Kéint een laanscht kommen an dat alles nei astellen?",
  distractors=("Bréissel",), nt=True)
m("lb-t13", "QP", "web-development", None, None,
  "Maacht Dir och Internetsäite fir Veräiner? D'Fanfare vu Buerglënster huet nach eng Säit vun 2009, déi um Handy net ze liesen ass. "
  "Mir wéilten eng nei, wou ee sech och online fir de Chrëschtconcert aschreiwen a bezuelen kann. Wat kascht dat ongeféier fir e Veräin?",
  distractors=("Buerglënster",), nt=True)
m("lb-t14", "", "interior-design", "Luxembourg", "Kierchbierg",
  "Mir sinn an en neien Appartement um Kierchbierg geplënnert, alles ass wäiss an eidel an et wierkt kal. "
  "Mir wëssen net, wéi eng Faarwen, wou de Canapé hikënnt oder wéi eng Luuchten a Riddoen. "
  "Ëmbaue wëlle mir näischt, just een, deen eis seet, wat zesumme passt, an eis vläicht e Plang mécht.", nt=True)
m("lb-t15", "CQP", None, None, None,
  "moien mir sichen eng babysitter fir eis 2 kanner 3 an 6 joer mëttwochs vun 12 bis 18 auer. mir wunnen zu kielen 😊 ass dat eppes wat dir och vermëttelt",
  distractors=("kielen",))

# ---------------------------------------------------------------- fr
m("fr-s01", "X", "plumbing", "Differdange", "Differdange",
  "Moien, le ballon d'eau chaude fuit par le bas et il y a de l'eau partout dans la buanderie, on est à Differdange, c'est urgent.", nt=True)
m("fr-s02", "QB", "electrical", "Bertrange", "Bertrange",
  "Est-ce que vous installez des wallbox Easee pour une Tesla dans un garage à Bertrange ?", nt=True)
m("fr-s03", "", "locksmith", "Kayl", "Tétange",
  "Clé cassée dans la serrure de la porte d'entrée, je suis coincée dehors à Tétange avec les enfants.", nt=True)
m("fr-s04", "BQ", "appliance-repair", "Dudelange", "Dudelange",
  "Lave-linge Miele qui affiche F53 et ne vidange plus, 3401 Dudelange, possible cette semaine ?", nt=True)
m("fr-s05", "C", "pest-control", "Pétange", "rodange",
  "des rats dans la cave de notre immeuble a rodange et le syndic dit que c a nous de voir 😩 vous faites ça", nt=True)
m("fr-s06", "Q", "photography", "Mondorf-les-Bains", "Mondorf",
  "Je cherche un photographe pour mettre en valeur mon appartement de Mondorf dans une annonce de location, dispo cette semaine ?")
m("fr-s07", "Q", "translation", None, None,
  "Il me faut une traduction assermentée de l'allemand vers le français d'un jugement de divorce de 12 pages, quel délai ?")
m("fr-s08", "", "accounting", None, None,
  "Graphiste indépendante depuis janvier, je cherche un comptable pour ma première déclaration de TVA et mes impôts.")
m("fr-s09", "Q", "solar", "Weiler-la-Tour", "Weiler-la-Tour",
  "Combien coûte l'ajout d'une batterie à notre installation photovoltaïque de 8 kWc à Weiler-la-Tour ?")
m("fr-s10", "", "roofing", "Frisange", "Aspelt",
  "Gouttière arrachée par le vent au-dessus de la terrasse, maison à Aspelt, il faudrait quelqu'un avant le week-end.", nt=True)

m("fr-t01", "Q", "plumbing", "Strassen", "Strassen",
  "Un plombier est venu la semaine dernière pour les WC qui se bouchent tout le temps : il a débouché, facturé 180 € et deux jours après, ça recommence. "
  "Je pense que le problème est plus loin dans la canalisation. Appartement au rez-de-chaussée à Strassen, immeuble de 1975. Quelqu'un peut venir avec une caméra ?")
m("fr-t02", "Q", "heating", "Rumelange", "Rumelange",
  "Depuis que le froid est revenu, les radiateurs de l'étage restent tièdes alors que ceux du rez-de-chaussée sont brûlants. "
  "On a déjà purgé deux fois, rien à faire. Maison mitoyenne à Rumelange, chaudière gaz de 2012. Ça doit être la pompe ou l'équilibrage, non ?", nt=True)
m("fr-t03", "LQ", "painting", "Luxembourg", "Bonnevoie",
  "L'assemblée générale de notre copropriété à Bonnevoie a enfin voté le budget pour la cage d'escalier : 18 000 € maximum, après deux ans de discussions. "
  "Il s'agit de refaire les murs et les plafonds sur quatre étages, et de repeindre les rampes métalliques qui commencent à rouiller. Il y a aussi des traces d'humidité au plafond du dernier palier. "
  "Le syndic nous demande trois devis avant fin janvier pour pouvoir lancer le chantier au printemps, quand il fera assez chaud pour aérer. Vous pouvez passer mesurer ?")
m("fr-t04", "Q", "carpentry", "Leudelange", "Leudelange",
  "Est-ce que vous faites des rangements sur mesure sous un escalier ? On a un espace d'environ 3 m de long sous l'escalier du salon et on aimerait des tiroirs et une porte en chêne massif. "
  "Maison à Leudelange. Vous auriez une idée du prix ?", nt=True)
m("fr-t05", "P", "masonry", "abroad", "Villerupt",
  "Une grosse fissure en escalier est apparue dans le mur porteur du garage, elle part du coin de la fenêtre et s'élargit depuis l'été. "
  "Maison de 1930 à Villerupt, à deux minutes de la frontière d'Esch. Il faudrait quelqu'un qui voie si c'est grave et qui la répare.",
  distractors=("Esch",), nt=True)
m("fr-t06", "Q", "tiling", "Mondercange", "Mondercange",
  "Mon beau-père était carreleur et il avait posé le carrelage de notre terrasse en 1998. Aujourd'hui plusieurs carreaux sonnent creux et se décollent, et il n'est plus là pour le faire. "
  "Maison à Mondercange, environ 25 m². Vous pouvez refaire ça au printemps ?")
m("fr-t07", "", "gardening", "Hesperange", "Howald",
  "Nous sommes syndic d'une résidence de 12 appartements à Howald. Le contrat d'entretien des espaces verts se termine fin décembre et le prestataire ne renouvelle pas. "
  "Il faut tondre, tailler les haies deux fois par an et ramasser les feuilles. Merci de nous envoyer une offre annuelle.")
m("fr-t08", "PQ", "moving", "Mamer", "Capellen",
  "Mon cousin devait m'aider avec sa camionnette mais il s'est bloqué le dos. Il faut vider mon studio à Capellen et tout amener à Thionville le 20 décembre : "
  "un lit, un canapé, un frigo, une machine à laver et une vingtaine de cartons. 2e étage sans ascenseur des deux côtés. Vous êtes dispo ?",
  distractors=("Thionville",), nt=True)
m("fr-t09", "Q", "cleaning", "Schengen", "Remerschen",
  "On rend les clés de notre maison à Remerschen le 31 décembre et l'agence veut que tout soit impeccable : vitres, four, hotte, salle de bain sans calcaire, sols. "
  "Nous partons déjà le 27 avec les enfants. Quelqu'un pourrait s'en occuper le 28 ou le 29 ?", nt=True)
m("fr-t10", "QL", "renovation", "Dalheim", "Dalheim",
  "Est-ce que vous faites des rénovations complètes clé en main ? On vient d'acheter une maison de 1960 à Dalheim : électricité à refaire, salle de bain, sols, isolation des combles "
  "et peut-être une cuisine ouverte. Nous préférerions un seul interlocuteur plutôt que cinq artisans qui se renvoient la balle. La maison reste habitable pendant les travaux, mais avec deux enfants en bas âge on commencerait idéalement par l'étage. "
  "Pour 140 m² habitables, un budget de 150 000 € est-il réaliste ou faut-il prévoir plus ?")
m("fr-t11", "OP", "legal", None, None,
  "L'entreprise qui a posé nos fenêtres à Bous en 2024 ne répond plus. Les fenêtres prennent l'eau à chaque pluie, un expert a confirmé la malfaçon et eux refusent d'intervenir. "
  "Je veux maintenant quelqu'un qui puisse les mettre en demeure et aller au tribunal si besoin.",
  distractors=("Bous",), nt=True)
m("fr-t12", "", "it-support", "Contern", "Moutfort",
  "J'ai un cabinet de kiné à Moutfort. Depuis la mise à jour de la box, le terminal de paiement ne se connecte plus au Wi-Fi et l'ordinateur de l'accueil affiche des fenêtres bizarres, je crains un virus. "
  "Je ne peux plus encaisser mes patients.", nt=True)
m("fr-t13", "QP", "web-development", None, None,
  "On me propose des sites à 3 000 € pour mon petit restaurant à Bettembourg, c'est normal ? Je veux juste une page avec le menu, les horaires, quelques photos et la réservation en ligne. "
  "Vous faites ça pour combien ?",
  distractors=("Bettembourg",), nt=True)
m("fr-t14", "Q", "interior-design", "Luxembourg", "Limpertsberg",
  "Combien coûte une séance de conseil en décoration ? Nous avons un salon de 40 m² à Limpertsberg avec des meubles hérités qu'on veut garder, mais rien ne va ensemble. "
  "Pas de travaux, juste des idées de couleurs, de rideaux, de luminaires et de disposition.")
m("fr-t15", "BP", None, None, None,
  "Ma Peugeot 308 fait un bruit de claquement à l'avant quand je tourne, et le voyant moteur s'allume depuis hier. Je travaille à Foetz et je cherche un garage qui peut la regarder rapidement.",
  distractors=("Foetz",))

# ---------------------------------------------------------------- de
m("de-s01", "", "electrical", "Mertert", "Wasserbillig",
  "Seit heute Morgen ist in der halben Wohnung der Strom weg und der FI fliegt sofort wieder raus, wir sind in Wasserbillig.", nt=True)
m("de-s02", "QB", "plumbing", "Rosport-Mompach", "Rosport",
  "Können Sie uns in Rosport eine BWT Enthärtungsanlage im Keller einbauen?", nt=True)
m("de-s03", "", "locksmith", "Beaufort", "Befort",
  "Schlüssel verloren, ich brauche heute noch einen neuen Schließzylinder für die Haustür in Befort.",
  not_place=("einen",), nt=True)
m("de-s04", "B", "roofing", "Consdorf", "Consdorf",
  "Das Velux Dachfenster im Kinderzimmer ist undicht und es tropft aufs Bett, Haus in Consdorf.", nt=True)
m("de-s05", "C", "gardening", "Berdorf", "berdorf",
  "hecke ca 40m muss geschnitten werden und 2 tannen gefällt in berdorf wer hat zeit", nt=True)
m("de-s06", "BQ", "appliance-repair", "Schuttrange", "L-5365",
  "Unser Siemens Backofen heizt nicht mehr und zeigt E011, PLZ L-5365, wann könnte jemand kommen?", nt=True)
m("de-s07", "Q", "pest-control", "Lenningen", "Lenningen",
  "Ein Marder hat in Lenningen unsere Dämmung im Dachboden zerfetzt, wer kann den vertreiben und die Einstiege sichern?", nt=True)
m("de-s08", "", "legal", None, None,
  "Ich brauche einen Anwalt für Arbeitsrecht, mir wurde in der Probezeit direkt nach einer Krankmeldung gekündigt.",
  not_place=("einen",))
m("de-s09", "P", "accounting", None, None,
  "Suche jemanden für meine Steuererklärung 2025: Grenzgänger aus Trier, dazu eine vermietete Wohnung in Luxemburg.",
  distractors=("Trier", "Luxemburg"), nt=True)
m("de-s10", "O", "photography", "Wormeldange", "Ehnen",
  "Wir brauchen Produktfotos von etwa 30 Weinflaschen für unseren neuen Webshop, Weingut in Ehnen.")

m("de-t01", "Q", "roofing", "Manternach", "Manternach",
  "Die Dachrinne an der Straßenseite hängt durch und bei Regen läuft das Wasser über die Fassade runter. Letzten Winter hingen dort Eiszapfen von einem Meter. "
  "Haus in Manternach, Baujahr 1978. Kann sich das jemand anschauen, bevor es wieder friert?", nt=True)
m("de-t02", "OBQ", "heating", "Bech", "Bech",
  "Der Kaminfeger war letzte Woche da und meinte, unser Ölkessel (Viessmann Vitola, Baujahr 1996) sei am Ende, die Abgaswerte sind zu hoch. "
  "Er hat uns eine Wärmepumpe empfohlen. Was kostet so ein Wechsel ungefähr für ein Einfamilienhaus in Bech von 1985 mit normalen Heizkörpern?", nt=True)
m("de-t03", "", "painting", "Flaxweiler", "Niederdonven",
  "Mein Vermieter will 1.500 € von der Kaution einbehalten, weil die Wände nicht mehr weiß sind. Ich will keinen Streit, lieber lasse ich es machen: "
  "3-Zimmer-Wohnung in Niederdonven, Decken bleiben wie sie sind. Die Übergabe ist am 15. Januar.", nt=True)
m("de-t04", "Q", "carpentry", "Larochette", "Fels",
  "Lohnt es sich, alte Holzfenster aus Eiche (1930er) aufarbeiten zu lassen, statt neue Kunststofffenster einzusetzen? "
  "Das Haus in Fels steht unter Denkmalschutz, zwei Flügel klemmen und die Rahmen sind unten morsch. Machen Sie so etwas und was kostet ein Fenster ungefähr?", nt=True)
m("de-t05", "", "masonry", "Heffingen", "Heffingen",
  "Mein Nachbar war früher Maurer und sagt, die Risse in unserer Gartenmauer kommen vom Frost und die Mauer müsse oben neu aufgesetzt werden. "
  "Sie ist etwa 20 m lang und 1,5 m hoch, Natursteine mit Mörtel. Er selbst kann es mit 78 nicht mehr machen. Wir wohnen in Heffingen.")
m("de-t06", "", "tiling", "Waldbillig", "Christnach",
  "In unserer Dusche sind die Fugen schwarz und an zwei Stellen bröckeln sie schon raus, hinter einer Fliese klingt es hohl. "
  "Die Fliesen selbst sind noch schön, wir wollen nicht alles rausreißen. Es ist unser Ferienhaus in Christnach, vermietet ab Ostern.", nt=True)
m("de-t07", "OP", "moving", "Niederanven", "Senningerberg",
  "Wir sind eine kleine Anwaltskanzlei mit sechs Leuten und ziehen im März von Senningerberg auf den Kirchberg. "
  "Es geht um Schreibtische, Aktenschränke, ein Archiv von ca. 150 Umzugskartons und zwei Serverschränke. Der Umzug muss an einem Wochenende passieren, am Montag müssen wir wieder arbeiten.",
  distractors=("Kirchberg",))
m("de-t08", "", "cleaning", "Vallée de l'Ernz", "Medernach",
  "Unsere Putzfrau hat nach zwölf Jahren aufgehört, sie geht in Rente. Es geht um meine Zahnarztpraxis in Medernach: Behandlungsräume, Wartezimmer, Toiletten, dreimal pro Woche nach 18 Uhr. "
  "Wichtig ist Erfahrung mit Hygienevorschriften.")
m("de-t09", "QL", "renovation", "Biwer", "Biwer",
  "Macht ihr auch alles aus einer Hand? Wir haben ein altes Bauernhaus in Biwer gekauft, und da muss so ziemlich alles gemacht werden: Elektrik, Heizung, Bäder, Böden, Innenputz und Fenster. "
  "Wir haben beide Vollzeitjobs und keine Lust, zehn Firmen zu koordinieren und jedem einzeln hinterherzutelefonieren. Das Haus ist von 1920, laut Gutachter ist die Bausubstanz gut, aber seit den 70ern wurde nichts mehr gemacht, und einziehen wollen wir spätestens im Herbst 2027. "
  "Was kostet so etwas grob pro Quadratmeter, und wie lange dauert es von der Planung bis zum Einzug?", nt=True)
m("de-t10", "PQ", "solar", "abroad", "Nittel",
  "Wir wohnen in Nittel auf der deutschen Seite, ich arbeite in Luxemburg. Wir möchten etwa 10 kWp auf das Scheunendach bringen, mit Speicher. "
  "Macht Ihre Firma auch Anlagen in Deutschland oder nur in Luxemburg?",
  distractors=("Luxemburg", "Deutschland"), nt=True)
m("de-t11", "B", "it-support", "Betzdorf", "Roodt-sur-Syre",
  "Ich habe eine Bäckerei in Roodt-sur-Syre. Seit dem Stromausfall am Sonntag verbindet sich das Kartenterminal (Worldline) nicht mehr, und der Kassen-PC startet nur noch bis zum Windows-Logo. "
  "Wir können nur Bargeld nehmen, das geht nicht lange gut.", nt=True)
m("de-t12", "P", "web-development", None, None,
  "Meine Nichte hat uns die Webseite für unsere Ferienwohnung in Vianden gebaut, aber sie studiert jetzt in Wien und niemand kann mehr etwas ändern. "
  "Die Preise sind von 2022 und der Buchungskalender funktioniert nicht mehr. Wir bräuchten jemanden, der die Seite übernimmt oder neu macht.",
  distractors=("Vianden", "Wien"), nt=True)
m("de-t13", "QP", "translation", None, None,
  "Für den Kauf unseres Hauses in Schüttringen verlangt die Bank eine beglaubigte Übersetzung unserer brasilianischen Heiratsurkunde ins Französische. "
  "Der Notartermin ist am 12. Februar. Können Sie das bis Ende Januar machen?",
  distractors=("Schüttringen",))
m("de-t14", "", "interior-design", "Stadtbredimus", "Stadtbredimus",
  "Unser Wohnzimmer wirkt trotz großer Fenster dunkel und ungemütlich, und die Möbel aus drei Wohnungen passen nicht zusammen. Umbauen wollen wir nichts. "
  "Wir suchen jemanden, der zu uns nach Stadtbredimus kommt und uns sagt, welche Farben, Vorhänge, Lampen und welche Anordnung passen.", nt=True)
m("de-t15", "XP", None, None, None,
  "Unser Sohn ist in der 4e im Lycée in Mersch und schreibt in Mathe nur noch 20er. Wir suchen Nachhilfe, zweimal die Woche bei uns zu Hause, "
  "am liebsten jemand, der das luxemburgische System kennt.",
  distractors=("Mersch",))

# ---------------------------------------------------------------- en
m("en-s01", "", "plumbing", "Kopstal", "Bridel",
  "Hi, the kitchen tap won't stop dripping and the shut-off valve under the sink is seized solid, we're in Bridel.", nt=True)
m("en-s02", "C", "electrical", "Luxembourg", "kirchberg",
  "need someone to add 4 sockets and a ceiling light in our flat in kirchberg asap pls", nt=True)
m("en-s03", "PQ", "locksmith", "Dippach", "Schouweiler",
  "Locked out of my flat on Route de Luxembourg in Schouweiler, keys are on the kitchen table, can anyone come now?",
  distractors=("Luxembourg",), nt=True)
m("en-s04", "B", "heating", "Kehlen", "Olm",
  "Our Vaillant ecoTEC shows F.28 and won't light, so no heating or hot water, house in Olm.", nt=True)
m("en-s05", "BQ", "appliance-repair", "Steinfort", "Steinfort",
  "Does anyone repair Liebherr fridges near Steinfort, ours is warm inside but the freezer part still works?", nt=True)
m("en-s06", "CQ", "pest-control", "Luxembourg", "belair",
  "bed bugs 😫 in our rented flat in belair, landlord says its our problem, how much is a treatment", nt=True)
m("en-s07", "X", "cleaning", "Garnich", "Garnich",
  "Looking for a cleaner, femme de ménage, for a 3-bedroom house in Garnich, every other Friday, about 4 hours each time.")
m("en-s08", "QP", "translation", None, None,
  "Can you translate my UK driving licence and a police certificate into French for the Luxembourg authorities?",
  distractors=("Luxembourg",))
m("en-s09", "", "web-development", None, None,
  "I need a simple website for my yoga classes with a booking calendar and online payment.", nt=True)
m("en-s10", "QP", "gardening", "abroad", "Athus",
  "Could someone clear the brambles and cut back an overgrown garden at my late aunt's house in Athus, just over the border from Rodange?",
  distractors=("Rodange",), nt=True)

m("en-t01", "Q", "electrical", "Lintgen", "Lintgen",
  "We just bought an electric car and I'm wondering whether a wallbox is worth it or if charging from a normal socket is fine. "
  "The house is in Lintgen and the fuse box is from the 80s. What would installation cost, and would the board need upgrading too?", nt=True)
m("en-t02", "OQ", "painting", "Fischbach", "Angelsberg",
  "The estate agent selling our house in Angelsberg says the hallway and living room need freshening up before the photographer comes on the 12th. "
  "The walls are a tired beige with marks from picture frames, and the shutters outside have faded badly. Could someone do it within two weeks?", nt=True)
m("en-t03", "O", "carpentry", "Lorentzweiler", "Lorentzweiler",
  "We'd love a window seat with storage drawers built into the bay window of our living room in Lorentzweiler. "
  "It has to be made to measure because the wall isn't straight, and we'd like solid oak for the top. We'll paint the rest ourselves.", nt=True)
m("en-t04", "Q", "roofing", "Reckange-sur-Mess", "Reckange-sur-Mess",
  "Our insurer will cover the storm damage from last week, but only with a report and a quote from a roofer. "
  "About fifteen tiles came off and one of the ridge tiles is cracked. House in Reckange-sur-Mess. Can you come and assess it and send the paperwork?")
m("en-t05", "QL", "masonry", "Troisvierges", "Troisvierges",
  "How much, roughly, would it cost to knock through a load-bearing wall between the kitchen and the dining room? We're thinking of a 3 m opening with a steel lintel. "
  "It's a terraced house from the 1950s in Troisvierges and we already have an engineer's calculation for the beam. The previous owners already took out a chimney breast in the same room, so we know the walls are solid stone. "
  "Is it worth it, or would you advise a smaller opening, given that the house is only 5 m wide?", nt=True)
m("en-t06", "QP", "tiling", "Weiswampach", "Weiswampach",
  "The man who was doing our bathroom tiles in Weiswampach, he went back to Portugal and now the grout around the bath is cracking and become black. "
  "Also two tiles near the floor are sounding hollow. Could someone regrout and reseal and change those tiles? We still have spare ones.",
  distractors=("Portugal",))
m("en-t07", "QPL", "moving", "Parc Hosingen", "Hosingen",
  "My mother (82) is going into a care home in Ettelbruck next month, so her house in Hosingen has to be emptied. "
  "Her bed, an armchair and a small dresser need to go to her new room, the rest of the furniture to my garage in Bissen, and a few boxes to the recycling centre. Nothing is very heavy, but the house has narrow stairs and there is no parking in front. "
  "I live abroad and can only come over for two days around the 15th. Can you give me a price?",
  distractors=("Ettelbruck", "Bissen"), nt=True)
m("en-t08", "OL", "renovation", "Colmar-Berg", "Colmar-Berg",
  "I run a small bakery in Colmar-Berg and we've taken over the old butcher's shop next door to turn it into a café. "
  "It needs a new floor, toilets, electrics, lighting and a paint job, and the wall between the two shops has to be opened up. "
  "One company to manage the whole thing would be ideal, because I'm at the ovens from 4 am and can't chase five different trades. The landlord has already agreed to the works in writing, and we want to open in May.", nt=True)
m("en-t09", "QP", "solar", "Bissen", "Bissen",
  "Our neighbour installs solar panels for a company in Germany and says our south-facing roof is perfect, but he can't do it here. "
  "The house is in Bissen, the roof is about 60 m² and we use around 5,000 kWh a year. What size system would you suggest and what's the payback time?",
  distractors=("Germany",))
m("en-t10", "OP", "legal", None, None,
  "In March we paid a contractor a 40% deposit, €12,000, for a new kitchen. He never showed up, his phone is off and letters to his address in Mamer come back. "
  "We need someone to get our money back, through the courts if that's what it takes.",
  distractors=("Mamer",), nt=True)
m("en-t11", "OP", "accounting", None, None,
  "My accountant retired at the end of last month and handed my file back to me. "
  "I'm a freelance translator registered in Bertrange and I need someone for my 2025 tax return and the quarterly VAT filings.",
  distractors=("Bertrange",))
m("en-t12", "BQ", "it-support", "Koerich", "Windhof",
  "Since the power cut on Sunday our office network in Windhof has been down: the NAS doesn't show up, two PCs get no internet and the Fritzbox lights blink red. "
  "There are eight of us who can't work. Can someone come today?", nt=True)
m("en-t13", "QOP", "photography", "Luxembourg", "Gasperich",
  "Do you do headshots for a whole team on site? We're 25 people in an office in Gasperich near the Cloche d'Or, and we need matching photos for the new website by the end of January. "
  "What would that cost?",
  distractors=("Cloche d'Or",))
m("en-t14", "", "interior-design", "Habscht", "Septfontaines",
  "My sister-in-law is an architect, but she only does new builds and says this isn't her thing. We've bought an old farmhouse in Septfontaines and the rooms feel dark and mismatched. "
  "We don't want any building work, just advice on colours, furniture layout and lighting.", nt=True)
m("en-t15", "CQP", None, None, None,
  "i work long shifts at the hospital in Esch and need someone to walk our labrador twice a day. we live in Hesperange, is that something you do",
  distractors=("Esch", "Hesperange"))

# ---------------------------------------------------------------- pt
m("pt-s01", "C", "electrical", "Erpeldange-sur-Sûre", "ingeldorf",
  "boa tarde preciso de um eletricista para mudar o quadro eletrico numa casa em ingeldorf")
m("pt-s02", "Q", "locksmith", "Ettelbruck", "Ettelbruck",
  "Perdi as chaves do apartamento em Ettelbruck e a fechadura é de segurança, podem vir hoje?", nt=True)
m("pt-s03", "B", "appliance-repair", "Bettendorf", "Gilsdorf",
  "A minha máquina de lavar Samsung dá o erro 4C e não enche de água, moro em Gilsdorf.", nt=True)
m("pt-s04", "", "pest-control", "Vianden", "Vianden",
  "Temos baratas na cozinha do nosso restaurante em Vianden e precisamos de tratamento urgente antes da inspeção.", nt=True)
m("pt-s05", "", "cleaning", "Feulen", "Feulen",
  "Procuro senhora para limpeza de um escritório em Feulen, duas vezes por semana ao fim do dia.")
m("pt-s06", "Q", "painting", "Tandel", "Bastendorf",
  "Quanto custa pintar a fachada de uma casa geminada em Bastendorf, mais ou menos 120 m²?")
m("pt-s07", "", "legal", None, None,
  "Preciso de um advogado porque o senhorio não me devolve a caução de 2400 € há cinco meses.")
m("pt-s08", "Q", "translation", None, None,
  "Quanto tempo demora uma tradução juramentada do meu diploma de enfermagem de português para francês?")
m("pt-s09", "", "roofing", "Mertzig", "Mertzig",
  "Entra água pelo telhado junto à chaminé sempre que chove com vento, casa em Mertzig.", nt=True)
m("pt-s10", "C", "tiling", "Schieren", "schieren",
  "queria por azulejo na parede da cozinha por cima da bancada uns 4 m2 em schieren 👍", nt=True)

m("pt-t01", "OQ", "cleaning", "Reisdorf", "Reisdorf",
  "Sou pedreiro por conta própria e acabei agora uma obra numa moradia em Reisdorf. O cliente quer entrar antes do Natal, mas há pó por todo o lado e restos de cimento nos vidros e no chão. "
  "Vocês fazem limpeza de fim de obra? Para quando conseguiam?")
m("pt-t02", "P", "plumbing", "abroad", "Audun-le-Tiche",
  "Moro em Audun-le-Tiche, do lado francês, e trabalho em Esch. Desde ontem o esgoto da casa de banho cheira mal, a sanita demora a escoar e quando tomamos banho a água sobe no ralo. "
  "Precisava de alguém que viesse ver ainda esta semana.",
  distractors=("Esch",), nt=True)
m("pt-t03", "B", "heating", "Esch-sur-Alzette", "Esch/Alzette",
  "O senhor que fazia a manutenção da nossa caldeira reformou-se e não deixou ninguém. É uma caldeira a gás De Dietrich com 15 anos, precisa da revisão anual, e o radiador da sala quase não aquece. "
  "Moramos em Esch/Alzette, perto do Brill.", nt=True)
m("pt-t04", "Q", "carpentry", "Kiischpelt", "Wilwerwiltz",
  "Vale a pena reparar as portas interiores de madeira maciça ou é melhor trocar tudo? A casa em Wilwerwiltz é dos anos 50, as portas são bonitas mas arrastam no chão e duas não fecham. "
  "Fazem este tipo de trabalho?", nt=True)
m("pt-t05", "", "masonry", "Goesdorf", "Goesdorf",
  "O vizinho diz que o muro entre os nossos terrenos é nosso e que temos de o pagar sozinhos. Não quero confusões: quero só alguém que refaça o muro em blocos, uns 12 metros, "
  "porque está a cair para o lado dele. Casa em Goesdorf.", nt=True)
m("pt-t06", "L", "gardening", "Esch-sur-Sûre", "Heiderscheid",
  "O meu marido era jardineiro e tratava de tudo no quintal, mas faleceu em agosto e eu sozinha não consigo. "
  "Agora a relva está enorme, a sebe já tapa a janela da cozinha e há ramos caídos da última tempestade por cima dos canteiros dele. O jardim tem uns 800 m² e há também duas árvores de fruto que ele podava todos os invernos. "
  "Moro em Heiderscheid e preciso de alguém que venha pôr tudo em ordem e depois faça a manutenção uma ou duas vezes por mês, como ele fazia.")
m("pt-t07", "QPL", "moving", "Winseler", "Doncols",
  "Depois de 30 anos no Luxemburgo vamos voltar para Portugal em fevereiro. Temos de esvaziar a casa em Doncols: a mobília da sala e dos quartos, "
  "as coisas da cozinha e umas 40 caixas vão num camião para Viseu, e o resto fica para doar à Caritas. A casa vai ser vendida, por isso tem de ficar tudo fora até dia 20. "
  "Os nossos filhos ficam cá e não podem ajudar durante a semana. Fazem mudanças internacionais e quanto custa mais ou menos?",
  distractors=("Luxemburgo", "Portugal", "Viseu"))
m("pt-t08", "Q", "renovation", "Wincrange", "Wincrange",
  "Fazem remodelações completas? Comprei uma casa antiga em Wincrange e queria fazer tudo de uma vez: cozinha, casa de banho, pavimento, janelas e isolamento. "
  "Não conheço cá ninguém e prefiro uma empresa só. Quanto tempo demora algo assim?")
m("pt-t09", "OXQ", "solar", "Putscheid", "Stolzembourg",
  "O meu cunhado é eletricista e diz que me monta os painéis solares num fim de semana, mas o banco só dá o prêt com fatura de uma empresa certificada. "
  "A casa é em Stolzembourg e o telhado dá para sul. Podem fazer-me um orçamento com bateria?")
m("pt-t10", "P", "accounting", None, None,
  "Abri um snack-bar em Differdange em setembro e até agora guardei todas as faturas numa caixa de sapatos. A contabilista que me ajudou no início deixou de atender o telefone. "
  "Preciso de alguém que faça a contabilidade e as declarações do IVA.",
  distractors=("Differdange",))
m("pt-t11", "BQ", "it-support", "Luxembourg", "Luxemburgo",
  "O portátil da minha filha está cheio de anúncios e abrem janelas sozinhas, e a impressora HP já não imprime por wifi desde que mudámos a box. "
  "Moramos na cidade do Luxemburgo. Alguém pode vir a casa ver isso?", nt=True)
m("pt-t12", "QP", "web-development", None, None,
  "Sou cabeleireira e tenho um salão pequeno em Mersch. As clientes estão sempre a pedir para marcar pela internet e eu perco chamadas enquanto trabalho. "
  "Queria um site simples com marcações online e lembrete por SMS, quanto fica?",
  distractors=("Mersch",), nt=True)
m("pt-t13", "O", "photography", "Lac de la Haute-Sûre", "Harlange",
  "Temos um restaurante em Harlange, perto do lago, e mudámos a carta. Precisamos de fotos profissionais dos pratos para o menu, o Instagram e o site. "
  "Pode ser numa segunda-feira, que é o nosso dia de folga.")
m("pt-t14", "", "interior-design", "Bourscheid", "Bourscheid",
  "Comprámos um T2 em Bourscheid e a sala é pequena e escura, não sabemos como pôr o sofá, a mesa e a televisão. "
  "Não queremos obras, só alguém que nos diga que cores, cortinas e móveis ficam bem e como arrumar tudo.", nt=True)
m("pt-t15", "P", None, None, None,
  "A minha mãe tem 79 anos, mora em Diekirch e já não consegue sair de casa por causa da anca. Procuro uma cabeleireira que vá a casa cortar e pintar o cabelo uma vez por mês.",
  distractors=("Diekirch",))

# ---------------------------------------------------------------- it
m("it-s01", "", "plumbing", "Beckerich", "Beckerich",
  "Lo scarico della doccia è otturato e l'acqua risale nel lavandino, siamo a Beckerich.", nt=True)
m("it-s02", "B", "electrical", "Differdange", "Oberkorn",
  "Il citofono Bticino non suona più e il portone non si apre dall'appartamento, condominio a Oberkorn.", nt=True)
m("it-s03", "C", "locksmith", "Helperknapp", "tuntange",
  "la chiave gira a vuoto nella serratura della porta di casa e non riesco a chiudere qui a tuntange qualcuno può venire oggi", nt=True)
m("it-s04", "B", "heating", "Useldange", "Useldange",
  "La pompa di calore Daikin fa un rumore fortissimo di notte e segnala U4, abitiamo a Useldange.", nt=True)
m("it-s05", "B", "appliance-repair", "Ell", "Ell",
  "Il piano cottura a induzione Bosch di tre anni si spegne da solo dopo due minuti, abito a Ell.", nt=True)
m("it-s06", "Q", "pest-control", "Luxembourg", "Lussemburgo",
  "Come si mandano via i piccioni che fanno il nido sul balcone del nostro condominio a Lussemburgo città?", nt=True)
m("it-s07", "", "gardening", "Saeul", "Saeul",
  "Cerco un giardiniere per potare due alberi da frutto e sistemare le aiuole a Saeul prima della primavera.")
m("it-s08", "P", "legal", None, None,
  "Mi serve un avvocato per una successione: la casa è in Italia ma mio padre viveva a Dudelange.",
  distractors=("Italia", "Dudelange"))
m("it-s09", "X", "accounting", None, None,
  "Cerco una fiduciaire per la contabilità di una piccola SARL, circa 200 fatture l'anno.")
m("it-s10", "Q", "renovation", "Pétange", "Lamadelaine",
  "Fate ristrutturazioni complete chiavi in mano anche per un appartamento di 70 m² a Lamadelaine?")

m("it-t01", "OP", "renovation", "Groussbus-Wal", "Grosbous",
  "Mio cugino fa il muratore e voleva farci lui il bagno, ma adesso lavora in Svizzera. Abbiamo comprato una casa del 1970 a Grosbous: bagno, cucina, pavimenti e impianto elettrico sono da rifare. "
  "Cerchiamo un'impresa che faccia tutto e coordini i lavori, così non dobbiamo chiamare cinque ditte.",
  distractors=("Svizzera",), nt=True)
m("it-t02", "Q", "painting", "Bettembourg", "Bettembourg",
  "Le persiane di legno della nostra casa a Bettembourg sono sbiadite e si sfogliano, e la ringhiera del balcone è tutta arrugginita. "
  "Vorremmo sistemarle prima dell'estate, sono 8 finestre. Qualcuno può venire a vedere e farci un prezzo?", nt=True)
m("it-t03", "O", "carpentry", "Rambrouch", "Perlé",
  "Abbiamo una pizzeria a Perlé e a febbraio rinnoviamo la sala. Ci serve un bancone bar in legno su misura, 4 metri, con ripiani per le bottiglie, e delle panche lungo la parete. "
  "L'impianto elettrico lo fa già un'altra ditta.", nt=True)
m("it-t04", "Q", "roofing", "Préizerdaul", "Pratz",
  "Conviene rifare tutto il tetto o basta sostituire le tegole rotte? La casa a Pratz è del 1982, in soffitta si vedono macchie di umidità dopo ogni temporale e il muschio copre metà delle tegole. "
  "Quanto potrebbe costare un controllo?", nt=True)
m("it-t05", "", "masonry", "Vichten", "Vichten",
  "Il fisioterapista di mio padre ci ha consigliato una rampa davanti a casa, perché adesso è in sedia a rotelle. "
  "Sono quattro gradini da superare, vorremmo una rampa in cemento con il corrimano. La casa è a Vichten.", nt=True)
m("it-t06", "QP", "tiling", "abroad", "Thionville",
  "Abito a Thionville e lavoro a Lussemburgo, quindi sono a casa solo il sabato. In cucina alcune piastrelle del pavimento si sono crepate e altre si muovono, vorrei rifare tutto, circa 18 m². "
  "Venite anche in Francia?",
  distractors=("Lussemburgo", "Francia"), nt=True)
m("it-t07", "Q", "moving", "Mondercange", "Mondercange",
  "La ditta che doveva farci il trasloco ci ha dato buca due giorni prima e si è tenuta l'acconto, a quello penseremo dopo. "
  "Adesso dobbiamo liberare l'appartamento a Mondercange entro il 31 gennaio: tre stanze, una lavatrice e un divano enorme. Siete liberi quella settimana?")
m("it-t08", "Q", "cleaning", "Nommern", "Nommern",
  "Dopo la festa di compleanno il divano in tessuto chiaro e le sei sedie imbottite sono pieni di macchie di vino rosso e cioccolato. "
  "Abitiamo a Nommern. Qualcuno viene a casa con la macchina apposta per lavarli?", nt=True)
m("it-t09", "Q", "solar", "Dudelange", "Dudelange",
  "Ha senso un kit solare da balcone da 800 W per un appartamento in affitto a Dudelange? Il balcone guarda a sud-ovest. "
  "Serve il permesso del proprietario e voi lo installate?")
m("it-t10", "B", "it-support", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Ieri il tecnico della POST ha installato la fibra e da allora la stampante Brother e il PC fisso non si collegano più alla rete, vanno solo i telefoni. "
  "Lavoro da casa a Esch-sur-Alzette e lunedì devo essere operativa.", nt=True)
m("it-t11", "QP", "web-development", None, None,
  "Gestisco un B&B con quattro camere a Clervaux e pago il 18% di commissione a Booking. Vorrei un sito mio con prenotazione diretta e pagamento online, in italiano, francese e tedesco. "
  "Potete farmi un preventivo?",
  distractors=("Clervaux",), nt=True)
m("it-t12", "OXQ", "translation", None, None,
  "La mia commercialista mi ha detto che per la pensione italiana devo presentare all'INPS i miei contratti di lavoro luxembourgeois tradotti in italiano. "
  "Sono sei documenti, circa 15 pagine. Li potete tradurre voi?")
m("it-t13", "LP", "photography", "Luxembourg", "Cents",
  "Il 14 marzo i miei genitori festeggiano 50 anni di matrimonio nella sala parrocchiale di Cents, con la messa prima e il pranzo dopo. "
  "Vorremmo qualcuno che resti tre ore con la macchina fotografica, che faccia anche le foto di gruppo con tutti i nipoti, e poi ci prepari un album stampato da regalare a loro. "
  "Siamo una sessantina, quasi tutti parenti venuti dall'Abruzzo. La sala è al primo piano senza ascensore ma c'è tanta luce naturale, e la mamma vorrebbe una foto con la torta come quella del 1976.",
  distractors=("Abruzzo",))
m("it-t14", "Q", "interior-design", "Boulaide", "Boulaide",
  "Quanto costa una consulenza d'arredo per una casa di vacanza a Boulaide? L'abbiamo ereditata con mobili di tre generazioni e vorremmo renderla accogliente per affittarla, senza fare lavori. "
  "Fate anche la lista di cosa comprare?")
m("it-t15", "P", None, None, None,
  "Cerco una persona per stare la notte con il nonno di 92 anni a Colmar-Berg, dalle 21 alle 7, tre notti a settimana. Non è malato, ha solo paura di cadere.",
  distractors=("Colmar-Berg",))

# ---------------------------------------------------------------- es
m("es-s01", "", "plumbing", "Hesperange", "Itzig",
  "Hay una fuga debajo del fregadero y el mueble está empapado, vivo en Itzig.", nt=True)
m("es-s02", "C", "electrical", "Walferdange", "bereldange",
  "quiero cambiar todos los enchufes y poner focos led en el techo del salon, piso en bereldange, me podeis pasar presupuesto", nt=True)
m("es-s03", "Q", "locksmith", "Luxembourg", "Hollerich",
  "¿Cuánto cuesta cambiar la cerradura después de un robo en un piso de Hollerich?", nt=True)
m("es-s04", "B", "appliance-repair", "Steinsel", "Mullendorf",
  "La secadora Electrolux no calienta y marca E62, estoy en Mullendorf.", nt=True)
m("es-s05", "Q", "pest-control", "Leudelange", "Leudelange",
  "Tenemos ratones en el falso techo de la oficina en Leudelange, ¿hacéis desratización para empresas?")
m("es-s06", "", "gardening", "Sandweiler", "Sandweiler",
  "Necesito a alguien para cortar el césped y recoger las hojas de un jardín de 600 m² en Sandweiler cada quince días.", nt=True)
m("es-s07", "", "cleaning", "Sanem", "Soleuvre",
  "Busco empresa de limpieza para la escalera comunitaria de un edificio en Soleuvre, una vez por semana.")
m("es-s08", "Q", "painting", "Remich", "Remich",
  "¿Podéis pintar el techo de la cocina que quedó negro por un pequeño incendio en nuestra casa de Remich?")
m("es-s09", "", "legal", None, None,
  "Necesito un abogado que revise el contrato de compra de un local comercial antes de firmar el compromiso de venta.")
m("es-s10", "P", "web-development", None, None,
  "Quiero montar una tienda online para vender mis cerámicas, con pago con tarjeta y envíos a toda Europa.",
  distractors=("Europa",), nt=True)

m("es-t01", "B", "appliance-repair", "Luxembourg", "Cessange",
  "El técnico de la marca vino en octubre por el lavavajillas Bosch (error E24), cambió la bomba y nos cobró 210 €. "
  "Ahora vuelve a quedarse agua en el fondo después de cada lavado. Vivimos en Cessange y no queremos volver a llamar a los mismos.")
m("es-t02", "Q", "heating", "Roeser", "Kockelscheuer",
  "En casa de mis suegros en Kockelscheuer el suelo radiante del salón se ha quedado frío, mientras que en las habitaciones funciona. "
  "El termostato de esa zona parpadea. Ellos tienen 80 años y no saben a quién llamar, ¿alguien puede ir esta semana?", nt=True)
m("es-t03", "", "carpentry", "Bertrange", "Bertrange",
  "Mi padre era carpintero y hace 30 años hizo los muebles de nuestra cocina. Ahora la encimera de madera está hinchada junto al fregadero y dos puertas ya no cierran. "
  "Queremos una encimera nueva de roble a medida, lo demás se queda. Casa en Bertrange.")
m("es-t04", "Q", "roofing", "Mamer", "Mamer",
  "¿Merece la pena cambiar las dos ventanas de tejado del desván o basta con cambiar las juntas? Son de 1995, entra frío y en invierno gotean un poco. "
  "La casa está en Mamer. ¿Cuánto costaría más o menos?", nt=True)
m("es-t05", "Q", "masonry", "Junglinster", "Gonderange",
  "El ayuntamiento nos ha dado el permiso para una caseta de jardín, pero exige una base de hormigón de 3 x 4 metros. "
  "La caseta ya está pagada y llega en abril. ¿Quién nos puede hacer la losa? Vivimos en Gonderange.", nt=True)
m("es-t06", "", "tiling", "Lorentzweiler", "Helmdange",
  "Se han levantado varias baldosas del pasillo, suenan huecas y una está rota por la mitad. Tenemos cajas de sobra del mismo modelo en el sótano. "
  "Piso en Helmdange, unos 10 m² afectados.", nt=True)
m("es-t07", "QP", "moving", "Kayl", "Kayl",
  "Hemos vendido el piano vertical de mi hija a una familia de Bettembourg. Hay que bajarlo de nuestro segundo piso en Kayl, sin ascensor, y llevarlo hasta su casa. "
  "¿Cuánto cuesta algo así y tenéis a alguien con experiencia en pianos?",
  distractors=("Bettembourg",), nt=True)
m("es-t08", "XLO", "renovation", "Schifflange", "Schifflange",
  "Soy propietario de un piso en Schifflange que tenía alquilado. El inquilino se fue en noviembre y en el état des lieux de salida vimos que lo dejó destrozado: "
  "hay que rehacer el suelo, el baño, la cocina y pintar todo. Con la fianza no llega ni para la mitad, pero eso ya lo veré con mi abogado, ahora lo urgente es volver a alquilarlo pronto. "
  "Está en un tercero sin ascensor, son 85 m² y las llaves las tiene la vecina. Busco una sola empresa que lo haga todo.", nt=True)
m("es-t09", "Q", "solar", "Bous-Waldbredimus", "Waldbredimus",
  "Queremos producir nuestra propia electricidad con el tejado del granero, que da al sur y mide unos 80 m², y guardar lo que sobre en una batería para la noche. "
  "Granja en Waldbredimus. ¿Qué potencia se podría poner?", nt=True)
m("es-t10", "OP", "accounting", None, None,
  "Trabajo como electricista autónomo desde hace un año, con taller en Mondorf. Mi gestor de España no conoce el sistema de aquí y no sé hacer la declaración del IVA ni la de la renta. "
  "Busco a alguien que me lleve la contabilidad.",
  distractors=("Mondorf", "España"))
m("es-t11", "Q", "it-support", "Strassen", "Strassen",
  "Mi hija tiene clases online y el wifi no llega a su habitación, el router de POST está en el salón al otro lado de la casa. "
  "¿Ponéis repetidores o es mejor tirar un cable de red? Estamos en Strassen.", nt=True)
m("es-t12", "QP", "translation", None, None,
  "¿Cuánto cuesta traducir al alemán mi título de fisioterapeuta y el certificado de notas? El Ministerio de Sanidad de Luxemburgo lo pide para reconocerme el título.",
  distractors=("Luxemburgo",))
m("es-t13", "P", "photography", "abroad", "Longwy",
  "Mi prima es fotógrafa pero vive en Madrid y no puede venir. Nos casamos el 6 de junio en Longwy, justo al otro lado de la frontera, y la mayoría de los invitados viven en Luxemburgo. "
  "Buscamos a alguien para la ceremonia y el banquete.",
  distractors=("Madrid", "Luxemburgo"))
m("es-t14", "", "interior-design", "Luxembourg", "Ville-Haute",
  "Tenemos una tienda de ropa pequeña en la Ville-Haute y las ventas han bajado. Creemos que el espacio no invita a entrar: la disposición de los percheros, los colores, la luz. "
  "No queremos obras, solo alguien que nos aconseje cómo organizar y decorar la tienda.")
m("es-t15", "P", None, None, None,
  "Busco profesor de guitarra para mi hijo de 12 años, clases en casa los sábados por la mañana. Vivimos en Contern.",
  distractors=("Contern",))
