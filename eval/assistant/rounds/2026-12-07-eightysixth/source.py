MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, eis Toilette am Rez-de-chaussée leeft nom Spullen einfach weider an de Floater mécht net méi zou, kéint een déi Woch laanscht kommen an der Rue Principale zu Schuller?",
    "plumbing", "Dippach", "Schuller", situation="Toilet cistern keeps running after flushing, float valve not closing")
add("lb-s02", "ech hunn en Tesla bestallt a brauch eng Wallbox an der Garage mat enger eegener Sécherung am Tableau, mir wunnen zu Dahlem",
    "electrical", "Garnich", "Dahlem", situation="Install a wallbox with its own breaker for a new electric car")
add("lb-s03", "Mir hunn e klengt Vakanzenhaus zu Tintange an der Belsch an d'Fassad bréicht dréngend eng nei Faarf, schafft dir och iwwer der Grenz? 🙏",
    "painting", "abroad", "Tintange", distractors=["Belsch"], situation="Repaint the facade of a holiday house across the Belgian border")
add("lb-s04", "HËLLEF ech stinn hei dobaussen zu Bouneweg, Dier ass hannert mir zougefall an de Schlëssel läit nach um Kichendësch!!",
    "locksmith", "Luxembourg", "Bouneweg", situation="Locked out, door slammed shut with the key inside")
add("lb-s05", "Mäi Gaart zu Grass ass komplett verwuess, ech géif gär dräi al Fichten ewech maachen an duerno nei Wiss uleeën loossen.",
    "gardening", "Steinfort", "Grass", situation="Overgrown garden: remove three old spruces and lay a new lawn")
add("lb-s06", "Mir plënneren de 28/02 vu Kapellen op Arel, 3-Zëmmer-Appartement zweete Stack ouni Lift, wat kascht dat ongeféier mat Kartongen?",
    "moving", "Mamer", "Kapellen", distractors=["Arel"], situation="Flat removal from Capellen to Arlon, second floor without lift")
add("lb-s07", "Mir wëllen um Daach vun eiser Scheier zu Giewel eng Photovoltaik vun ongeféier 12 kWc mat Onduleur opbauen loossen, wien mécht do eng Offer.",
    "solar", "Koerich", "Giewel", situation="Quote for a 12 kWp photovoltaic system on a barn roof")
add("lb-s08", "Mäi Papp ass gestuerwen an meng Schwëster wëll d'Haus verkafen ouni mech ze froen, ech brauch en Affekot deen sech mat Ierfschaft auskennt.",
    "legal", None, None, situation="Inheritance dispute with a sister who wants to sell the parents' house")
add("lb-s09", "Brauch een deen e Bauplang an e Cahier des charges vum Portugisesche op Franséisch iwwersetzt, ongeféier 14 Säiten.",
    "translation", None, None, distractors=[], situation="Translate building specifications from Portuguese into French")
add("lb-s10", "Kennt iergendeen eng zouverlässeg Babysitterin fir Samschdes owes, eis Kanner sinn 4 an 7?",
    None, None, None, situation="Looking for a babysitter on Saturday evenings (not a trade)")
add("lb-t01", "Mir hunn am Summer eng Extensioun un d'Haus gebaut, mat Buedemheizung wéi am Rescht vum Haus. Zanter et kal ass, ass de Buedem an der neier Stuff ëmmer äiskal, an deenen anere Raim ass alles waarm. Den Thermostat op der Mauer weist 21 Grad, mee et gëtt net méi wéi 17. Mir wunnen zu Simmer. Kann dat ee kucken kommen?",
    "heating", "Habscht", "Simmer", kind="a", nu="U", situation="Underfloor heating cold in a new extension only, rest of the house warm")
add("lb-t02", "Ech weess net méi weider. Zanter zwou Wochen héiere mir nuets et kraazt am Plafong iwwer dem Schlofzëmmer. Haut de Moien hunn ech an der Späicherkummer kleng schwaarz Kréimercher fonnt an d'Tut mat de Nuddelen war ugebass. Eis Kaz interesséiert dat guer net. Mir sinn zu Käerjeng, bei der Schoul.",
    "pest-control", "Käerjeng", "Käerjeng", kind="a", nu="U", situation="Scratching in the ceiling, droppings and gnawed pasta packet in the pantry")
add("lb-t03", "No all grousse Reen kënnt e bronge Fleck um Plafong vum Kannerzëmmer, direkt ënnert dem Späicher. Um Späicher selwer gesäit ee Liicht tëscht den Ziegelen wann d'Sonn schéngt. De Fleck gëtt all Kéier e bësse méi grouss. Mir sinn zu Niederkorn an hunn Angscht fir de Wanter.",
    "roofing", "Differdange", "Niederkorn", kind="a", nu="U", situation="Brown ceiling stain after every rain, daylight visible between roof tiles")
add("lb-t04", "D'Gaardemauer op der Säit vum Noper huet e Rëss kritt, dee geet elo schonn vun uewen bis bal ënnen. Den Noper sot, ech soll dat einfach mat Silikon zoumaachen, dat hätt hien och esou gemaach. Mee den Rëss ass an zwee Méint méi breet ginn an eng Steen wackelt schonn. Ech hätt gär e richtege Maurer deen sech dat zu Diddeleng ukuckt.",
    "masonry", "Dudelange", "Diddeleng", kind="b", nu="N", situation="Widening crack in a garden wall; neighbour advised silicone")
add("lb-t05", "Mäi Schwoer huet eis d'lescht Joer d'Plättercher an der Kichen geluecht, 'dat kann ech och', sot hien. Elo klénge bal d'Hallschent hol wann ee drop klappt an zwou si quer duerch gerass. D'Fugen bréckelen och schonn eraus. Ech wëll dat elo propper nei gemaach hunn, ouni him ze vill op d'Féiss ze trëppelen 😅 Mir wunnen zu Esch-Uelzecht.",
    "tiling", "Esch-sur-Alzette", "Esch-Uelzecht", kind="b", nu="U", situation="Kitchen floor tiles laid by brother-in-law sound hollow and crack")
add("lb-t06", "Eis Bosch Spullmaschinn ass dräi Joer al an pompelt d'Waasser net méi eraus. Am Buttek wou mir se kaaft hunn soten se, d'Reparatur wier net derwäert, mir sollen eng nei huelen. Dat fannen ech awer Verschwendung. Gëtt et e Reparateur fir Haushaltsgeräter deen op Uespelt kënnt?",
    "appliance-repair", "Frisange", "Uespelt", kind="b", nu="N", situation="Three-year-old dishwasher won't drain; shop said buy a new one")
add("lb-t07", "Mir sinn am Appartement zu Teiteng a kréien zanter September kee richteg waarmt Waasser méi, just lauwarm. De Proprietaire seet dat wier normal mat enger Wärmepompel, mir sollen d'Thermostat vun der Heizung méi héich setzen. Dat hu mir gemaach an elo ass et an der Stuff 25 Grad, mee d'Dusch ass ëmmer nach lauwarm. Kann een dat mol richteg kontrolléieren?",
    "heating", "Kayl", "Teiteng", kind="b", nu="U", situation="Heat pump hot water only lukewarm since September; landlord says raise the thermostat")
add("lb-t08", "Mir hunn eng Bäckerei zu Beetebuerg mat zwee Verkaafsstänn. Zanter e puer Wochen fält de Wifi ëmmer erëm aus an da geet de Bancomat net méi, an den Büro-PC fënnt den Drécker net. Den Internetprovider seet bei hinnen wier alles an der Rei. Mir brauchen en IT-Techniker deen eist Netz eemol ganz duerchkuckt.",
    "it-support", "Bettembourg", "Beetebuerg", kind="c", nu="N", situation="Bakery: wifi keeps dropping, card terminal and office printer fail")
add("lb-t09", "Ech sinn am Comité vun eisem Fussballclub. Eise Clubhaus zu Briddel mat de Kabinnen gesäit no all Wochenend aus wéi e Schluechtfeld. Bis elo hunn d'Memberen dat selwer gemaach, mee et mécht keen et méi. Mir sichen eng Firma déi all Méindeg de Moien alles propper mécht, Kabinnen, Duschen, Buvette.",
    "cleaning", "Kopstal", "Briddel", kind="c", nu="U", situation="Football club needs weekly cleaning of clubhouse and changing rooms")
add("lb-t10", "Mir sinn eng kleng Affekotskanzlei um Kierchbierg. Mir maachen eis Websäit nei an brauchen fir dat Portraite vun all eise 9 Mataarbechter an e puer Fotoen vum Büro. Idealerweis un engem Moien, sou datt mir net de ganzen Dag blockéiert sinn. Kennt dir e Fotograf deen dat mécht?",
    "photography", "Luxembourg", "Kierchbierg", kind="c", nu="N", situation="Law firm needs staff portraits and office photos for its new website")
add("lb-t11", "Mir hunn e Päerdsstall mat Reitschoul. D'Reitstonnen ginn ëmmer nach per SMS a Telefon reservéiert, an dat ass de pure Chaos. Mir hätte gär eppes wou d'Elteren online kënnen eng Stonn buchen a direkt bezuelen. Wat brauch een dofir a wien kann dat opsetzen?",
    "web-development", None, None, kind="c", nu="U", situation="Riding school wants an online booking and payment page for lessons")
add("lb-t12", "Ech hunn eng kleng Schräinerei mat dräi Salariéen. Bis elo maachen ech d'Pai an d'Déclaratiounen bei de CCSS selwer owes um Kichendësch. Ass et der wäert dat engem Comptabel ze ginn, a wat kascht dat am Mount ongeféier?",
    "accounting", None, None, kind="d", nu="N", situation="Small joinery with three employees: worth outsourcing payroll to an accountant?")
add("lb-t13", "Eis Trap ass aus Eech an ongeféier 40 Joer al. All Tratt kraacht an de Lack ass an der Mëtt ganz ofgelaf. Lount et sech déi ofschleifen an nei ze behandelen, oder ass eng nei Trap am Enn méi bëlleg? D'Haus ass zu Stroossen.",
    "carpentry", "Strassen", "Stroossen", not_place=["Eech"], kind="d", nu="U", situation="Creaking 40-year-old oak staircase: sand and refinish or replace?")
add("lb-t14", "Mir hunn eng Mauer tëscht Kichen a Stuff erausgeholl an elo hu mir ee grousse Raum vu 55 m2 mat deem mir näischt ugefaang kréien. De Canapé steet iergendwéi verluer an der Mëtt an d'Luuchten hänken nach wou fréier d'Mauer war. Wat kascht et wann een eis e Plang mécht mat Faarwen, Miwwelen a Beliichtung? Mir sinn zu Bartreng.",
    "interior-design", "Bertrange", "Bartreng", kind="d", nu="U", situation="New open-plan living room: how much for a layout, colour and lighting plan?")
add("lb-t15", "Mir wëllen de Späicher zu Keispelt ausbauen: e Schlofzëmmer an eng kleng Duschkummer, mat Isolatioun, Fënsteren am Daach a Stroum. Wéi laang dauert esou eppes a mat wéi enger Zomm muss ee rechnen? Mir hunn nach keng Iddi ob dat 30.000 oder 80.000 Euro sinn.",
    "renovation", "Kehlen", "Keispelt", kind="d", nu="U", situation="Convert the attic into a bedroom with shower room: duration and budget?")

# ---------------- French ----------------
add("fr-s01", "Bonjour, depuis l'orage d'hier le différentiel saute dès qu'on branche la bouilloire dans la cuisine, pourriez-vous envoyer un électricien à Leudelange cette semaine ?",
    "electrical", "Leudelange", "Leudelange", situation="Residual-current breaker trips whenever the kitchen kettle is plugged in")
add("fr-s02", "la douche du rez se vide plus du tout l eau monte jusqu aux chevilles, on est rue de Luxembourg a Foetz merci de me rappeler",
    "plumbing", "Mondercange", "Foetz", distractors=["Luxembourg"], situation="Shower drain blocked, water rises to the ankles")
add("fr-s03", "Nous souhaitons remplacer les gouttières en zinc de notre maison à Rodange, elles débordent à chaque averse et une descente est fendue.",
    "roofing", "Pétange", "Rodange", situation="Replace overflowing zinc gutters and a split downpipe")
add("fr-s04", "Qui peut poser une crédence en faïence métro blanche (environ 4 m²) derrière le plan de travail de notre cuisine à Wickrange ?",
    "tiling", "Reckange-sur-Mess", "Wickrange", situation="Lay a white metro tile splashback behind the kitchen worktop")
add("fr-s05", "On m'a volé mon sac avec les clés et ma carte d'identité, je voudrais faire changer le cylindre de la porte d'entrée aujourd'hui encore à Crauthem svp.",
    "locksmith", "Roeser", "Crauthem", situation="Bag with keys stolen, replace entrance door cylinder the same day")
add("fr-s06", "Pour notre copropriété de 6 logements, code postal L-3750, le syndic cherche un devis pour repeindre toute la cage d'escalier, murs et plafonds, sur trois étages.",
    "painting", "Rumelange", "L-3750", situation="Condominium stairwell repaint over three floors")
add("fr-s07", "Mon employeur m'a licencié par SMS après 11 ans d'ancienneté sans entretien préalable, est-ce que je peux contester et quel avocat en droit du travail me conseillez-vous ?",
    "legal", None, None, situation="Dismissed by text message after 11 years: contest with an employment lawyer")
add("fr-s08", "Première année de mariage, deux salaires, un prêt immobilier et une assurance-vie : nous cherchons quelqu'un pour remplir notre déclaration d'impôts commune avant le 31 décembre.",
    "accounting", None, None, situation="Newly married couple needs help with their first joint tax return")
add("fr-s09", "Je cherche un traiteur pour la communion de ma fille, environ 40 personnes, buffet froid et dessert, budget autour de trois cents euros hors boissons.",
    None, None, None, not_place=["cents"], situation="Caterer for a first communion party (not a trade)")
add("fr-s10", "Pendant les travaux chez nous à Soleuvre il faudrait vider deux chambres, stocker les meubles environ 3 mois puis tout ramener, ou alors tout emmener direct dans notre nouvel appart à Esch si la vente se fait.",
    "moving", "Sanem", "Soleuvre", distractors=["Esch"], situation="Empty two rooms, store furniture for three months during works")
add("fr-t01", "Depuis quelques jours, les lumières du salon baissent chaque fois que la machine à laver démarre l'essorage. Hier soir, la prise derrière le frigo était tiède et ça sentait le plastique brûlé. J'ai débranché le frigo par précaution. On habite à Schifflange dans une maison des années 60.",
    "electrical", "Schifflange", "Schifflange", kind="a", nu="U", situation="Lights dim during spin cycle, warm socket smelling of burnt plastic")
add("fr-t02", "Notre réfrigérateur Liebherr fait un bruit normal et le congélateur en bas congèle très bien. Par contre la partie frigo est à 12 degrés et il y a une couche de glace au fond de la paroi. On a déjà jeté le lait deux fois. C'est à Moutfort, on est là tous les après-midis.",
    "appliance-repair", "Contern", "Moutfort", kind="a", nu="U", situation="Fridge compartment at 12 degrees with ice at the back, freezer fine")
add("fr-t03", "Au-dessus de la fenêtre de la cuisine, une fissure est apparue dans la façade l'an dernier. Elle fait maintenant presque un centimètre à certains endroits. La semaine passée, des morceaux d'enduit sont tombés sur la terrasse, à côté des enfants. Maison mitoyenne à Howald.",
    "masonry", "Hesperange", "Howald", kind="a", nu="U", situation="Widening crack in facade render above a window, pieces falling off")
add("fr-t04", "Mon beau-père a taillé notre vieux cerisier au mois d'août, très court, en disant que ça le ferait repartir. Résultat : la moitié des branches sont mortes et il y a de la gomme qui coule du tronc. Il penche en plus vers la maison du voisin. Est-ce qu'un élagueur pourrait venir à Senningerberg pour voir s'il faut l'abattre ?",
    "gardening", "Niederanven", "Senningerberg", kind="b", nu="N", situation="Cherry tree badly pruned by father-in-law, half dead, leaning to the neighbour")
add("fr-t05", "Notre chaudière gaz perd sa pression, il faut la remettre à 1,5 bar presque tous les jours. Le propriétaire dit que c'est normal en hiver et qu'il suffit de rajouter de l'eau. Mais j'ai trouvé une petite flaque sous le vase d'expansion. Je préfère qu'un professionnel vérifie, à Sandweiler.",
    "heating", "Sandweiler", "Sandweiler", kind="b", nu="U", situation="Gas boiler loses pressure daily; landlord says just top it up")
add("fr-t06", "Nous avons posé nous-mêmes une terrasse en bois au printemps, avec le kit et les conseils du magasin de bricolage. Ils nous ont dit de serrer les lames sans espace pour que ce soit plus joli. Maintenant les planches gondolent et deux se sont soulevées. Il faudrait quelqu'un pour refaire la terrasse correctement à Munsbach, environ 25 m².",
    "carpentry", "Schuttrange", "Munsbach", kind="b", nu="U", situation="DIY wooden deck laid without gaps on shop advice, boards buckling")
add("fr-t07", "L'onduleur de nos panneaux solaires clignote en rouge depuis trois semaines et l'application affiche 0 kWh tous les jours. Un voisin m'a dit de couper le disjoncteur pendant une nuit pour le réinitialiser, je l'ai fait deux fois sans résultat. L'installateur d'origine a fait faillite. Je cherche un installateur photovoltaïque pour un diagnostic à Gasperich.",
    "solar", "Luxembourg", "Gasperich", kind="b", nu="N", situation="PV inverter blinking red, zero production; neighbour's reset advice failed")
add("fr-t08", "Notre domaine viticole participe pour la première fois à un salon professionnel en Allemagne au mois de mars. Nous devons faire traduire nos fiches techniques et la présentation du domaine en allemand et en anglais, une vingtaine de pages en tout. Nous cherchons un traducteur qui connaisse le vocabulaire du vin.",
    "translation", None, None, distractors=["Allemagne"], kind="c", nu="N", situation="Wine estate needs tech sheets translated for a trade fair in Germany")
add("fr-t09", "Je gère un cabinet dentaire de trois fauteuils près de la Gare. Notre prestataire actuel ne vient plus qu'une fois sur deux. Il nous faut un passage chaque soir après 19h, avec désinfection des surfaces et sols des salles de soins. Pouvez-vous me faire une offre ?",
    "cleaning", "Luxembourg", "Gare", kind="c", nu="U", situation="Dental practice needs nightly cleaning and disinfection")
add("fr-t10", "Nous sommes une entreprise de chauffage-sanitaire de 12 personnes. Notre site internet date de 2012 et n'est pas lisible sur téléphone. Nous voudrions un site moderne avec nos réalisations et un formulaire de demande de devis. Quel développeur web ou agence pourrait s'en charger ?",
    "web-development", None, None, kind="c", nu="N", situation="Heating and sanitary company wants a modern mobile site with quote form")
add("fr-t11", "Restaurant à Helmsange, 40 couverts. Ce matin en ouvrant la cuisine, le chef a vu plusieurs cafards courir sous le lave-vaisselle. Nous avons un contrôle sanitaire prévu dans dix jours. Il faut une intervention rapide et discrète, si possible un lundi (jour de fermeture).",
    "pest-control", "Walferdange", "Helmsange", kind="c", nu="U", situation="Restaurant kitchen with cockroaches ten days before a hygiene inspection")
add("fr-t12", "Nous venons d'acheter un appartement à Oberkorn avec une pièce de vie toute en longueur, très sombre au fond. Est-ce que ça vaut la peine de payer quelqu'un pour un plan d'aménagement et un concept d'éclairage, ou les magasins de meubles font-ils ça gratuitement ? Quel budget faut-il prévoir ?",
    "interior-design", "Differdange", "Oberkorn", kind="d", nu="U", situation="Long dark living room: pay for a layout and lighting plan or use free store service?")
add("fr-t13", "Nous avons acheté une vieille maison à Yutz, de l'autre côté de la frontière. Il faut tout refaire : électricité, salle de bain, sols, plâtre. Est-ce que des entreprises de chez vous travaillent en France ou vaut-il mieux prendre une entreprise française ? Et combien de temps prévoir pour 120 m² ?",
    "renovation", "abroad", "Yutz", distractors=["France"], kind="d", nu="U", situation="Full refurbishment of an old house in Yutz (France): who and how long?")
add("fr-t14", "Ma mère fête ses 80 ans le 14 février dans la salle des fêtes de Kayl. Combien coûte un photographe pour environ trois heures ? Nous voudrions surtout des photos de famille et quelques photos spontanées. Faut-il réserver longtemps à l'avance ?",
    "photography", "Kayl", "Kayl", kind="d", nu="N", situation="Photographer for a mother's 80th birthday party: price and notice")
add("fr-t15", "L'ordinateur de mon père (82 ans) à Dudelange met dix minutes à démarrer et affiche des fenêtres de publicité partout. Il ne s'en sert que pour ses mails et les photos des petits-enfants. Est-ce que ça vaut la peine de le faire nettoyer et réparer ou faut-il en acheter un neuf ? Quelqu'un pourrait passer chez lui ?",
    "it-support", "Dudelange", "Dudelange", kind="d", nu="U", situation="Elderly father's slow PC full of pop-ups: repair or replace?")

# ---------------- German ----------------
add("de-s01", "Wir suchen einen Schreiner, der uns in Müllendorf einen Einbauschrank nach Maß in die Dachschräge baut, am liebsten aus massivem Holz und nicht aus Spanplatte.",
    "carpentry", "Steinsel", "Müllendorf", not_place=["Holz", "einen"], situation="Made-to-measure built-in wardrobe under a sloping attic ceiling")
add("de-s02", "Unser Ölkessel in Hassel ist 27 Jahre alt und wir möchten ein Angebot für den Austausch gegen eine Luft-Wasser-Wärmepumpe inklusive Förderantrag Klimabonus.",
    "heating", "Weiler-la-Tour", "Hassel", situation="Replace a 27-year-old oil boiler with an air-to-water heat pump")
add("de-s03", "Der Außenwasserhahn an der Garage ist über Nacht bei minus 9 Grad geplatzt und jetzt läuft Wasser in den Keller, Haupthahn ist zu, brauche dringend jemanden in Colmar-Berg!",
    "plumbing", "Colmar-Berg", "Colmar-Berg", situation="Outdoor tap burst in the frost, water running into the cellar")
add("de-s04", "hallo wir bräuchten im garten in bissen zwei aussensteckdosen und eine beleuchtung entlang vom weg so ca 15 meter kabel in die erde",
    "electrical", "Bissen", "bissen", situation="Two outdoor sockets and path lighting with buried cable")
add("de-s05", "Mein alter Tresor im Büro zu Hause in Angelsberg geht nicht mehr auf, ich habe den Code nach dem Batteriewechsel offenbar falsch gespeichert und die Notschlüssel sind nicht auffindbar.",
    "locksmith", "Fischbach", "Angelsberg", situation="Home safe won't open after a code change, emergency keys lost")
add("de-s06", "Zwei Velux-Dachfenster in unserem Haus in Prettingen sind undicht und sollen komplett ersetzt werden, Größe MK06, gerne mit Rollladen.",
    "roofing", "Lintgen", "Prettingen", situation="Replace two leaking roof windows, size MK06, with shutters")
add("de-s07", "Der Nachbar baut seit letzter Woche eine Garage direkt an unsere Grundstücksgrenze und wir haben nie eine Baugenehmigung gesehen, welcher Anwalt hilft bei sowas?",
    "legal", None, None, situation="Neighbour building a garage on the boundary without a visible permit")
add("de-s08", "Ich verkaufe handgemachte Seifen bisher nur auf Märkten und möchte jetzt einen kleinen Onlineshop mit Versand und Bezahlung per Karte und Payconiq, wer programmiert sowas?",
    "web-development", None, None, not_place=["einen"], situation="Small online shop for handmade soaps with card and Payconiq payment")
add("de-s09", "Kennt jemand eine gute Autowerkstatt, die noch kurzfristig Winterreifen wechselt und auch den Ölwechsel macht?",
    None, None, None, situation="Car garage for tyre change and oil service (not a trade)")
add("de-s10", "Wir ziehen Ende März von Trier nach Mersch, 4-Zimmer-Wohnung, und suchen eine Umzugsfirma, die auch Küche ab- und wieder aufbaut.",
    "moving", "Mersch", "Mersch", distractors=["Trier"], situation="Move from Trier to Mersch including kitchen dismantling and refitting")
add("de-t01", "Jedes Frühjahr das gleiche: eine Straße von kleinen schwarzen Tierchen zieht aus einer Ritze unter der Terrassentür quer durch die Küche bis zum Katzenfutter. Wir haben Essig, Backpulver und Köderdosen aus dem Supermarkt probiert. Nach ein paar Tagen sind sie wieder da, dieses Jahr schon im März. Wir wohnen in Fels.",
    "pest-control", "Larochette", "Fels", kind="a", nu="U", situation="Trail of ants through the kitchen every spring despite home remedies")
add("de-t02", "Bei unserer Innentreppe wackelt der untere Geländerpfosten so stark, dass man sich nicht mehr festhalten kann. Außerdem hat sich eine Stufe gelöst und knarzt bei jedem Schritt. Meine Schwiegermutter kommt bald zu uns und ist nicht mehr gut zu Fuß. Das Haus ist in Heffingen.",
    "carpentry", "Heffingen", "Heffingen", kind="a", nu="U", situation="Wobbly newel post and loose step on an indoor staircase")
add("de-t03", "Unser Rasen in Cruchten besteht inzwischen mehr aus Moos als aus Gras, dazu kommen gelbe kahle Stellen. Im Beet gehen meine Lilien jedes Jahr ein. Der Boden ist nach Regen tagelang matschig. Ich weiß wirklich nicht mehr, was ich falsch mache.",
    "gardening", "Nommern", "Cruchten", not_place=["Lilien"], kind="a", nu="U", situation="Mossy lawn with bare patches, waterlogged soil, dying lilies")
add("de-t04", "Wir haben das ganze Erdgeschoss in Bofferdange renovieren lassen. Der Bauleiter meinte, der feine Staub setzt sich von selbst und man müsse nur einmal durchsaugen. Jetzt liegt nach zwei Wochen immer noch alles grau voll, auf den Fensterbänken, in den Schränken, sogar auf dem Wecker im Schlafzimmer. Wir brauchen jemanden, der das alles gründlich wegmacht.",
    "cleaning", "Lorentzweiler", "Bofferdange", not_place=["Wecker"], kind="b", nu="U", situation="Fine construction dust everywhere after works; site manager said it would settle")
add("de-t05", "Der Baumarkt hat mir für das Badezimmer normale Innenwandfarbe verkauft, das reiche völlig. Nach einem Jahr löst sich die Farbe über der Dusche in großen Fetzen von der Decke. Ich möchte das jetzt richtig machen lassen, bevor wir die Wohnung verkaufen. Gibt es einen Maler, der nach Limpertsberg kommt?",
    "painting", "Luxembourg", "Limpertsberg", kind="b", nu="N", not_place=["einen"], situation="Wrong interior paint in bathroom peeling off the ceiling")
add("de-t06", "Wir haben seit 2015 eine Solarthermie-Anlage für Warmwasser auf dem Dach. Mein Schwiegervater hat immer gesagt, die braucht keine Wartung. Seit dem Sommer läuft die Pumpe zwar, aber der Speicher wird nicht mehr warm, und im Display steht 130 Grad am Kollektor. Das Haus ist in Boevange-sur-Attert.",
    "solar", "Helperknapp", "Boevange-sur-Attert", kind="b", nu="U", situation="Solar thermal system: storage tank no longer heats, collector at 130 degrees")
add("de-t07", "Der Verkäufer im Möbelhaus hat uns zu dunkelgrauen Wänden, dunklem Boden und schwarzen Möbeln geraten, das sei modern. Jetzt wirkt unser Wohnzimmer in Itzig wie eine Höhle, selbst mittags brauchen wir Licht. Wir würden gern eine Innenarchitektin beauftragen, die ein neues Farb- und Lichtkonzept macht, ohne dass wir alles neu kaufen müssen.",
    "interior-design", "Hesperange", "Itzig", kind="b", nu="N", situation="Living room too dark after furniture store's all-grey advice, new colour and light concept")
add("de-t08", "Wir sind ein Architekturbüro mit sechs Arbeitsplätzen in Senningen. Unser Server im Abstellraum ist acht Jahre alt, Backups machen wir auf eine externe Festplatte, wenn jemand daran denkt. Die CAD-Rechner werden immer langsamer. Wir suchen einen IT-Dienstleister, der das einmal ordentlich aufsetzt und dann betreut.",
    "it-support", "Niederanven", "Senningen", kind="c", nu="N", not_place=["einen"], situation="Architecture office: old server, unreliable backups, slow CAD workstations")
add("de-t09", "Ich bin im Vorstand unseres Musikvereins. Unser Kassierer ist nach 20 Jahren zurückgetreten und hat uns einen Schuhkarton voller Belege hinterlassen. Für die Generalversammlung im April brauchen wir einen sauberen Jahresabschluss. Wer kann so etwas für einen Verein übernehmen?",
    "accounting", None, None, kind="c", nu="U", not_place=["einen"], situation="Music society needs annual accounts after the treasurer quit")
add("de-t10", "Wir sind ein kleiner Dachdeckerbetrieb und wollen uns zum ersten Mal an einer öffentlichen Ausschreibung beteiligen. Die Unterlagen sind nur auf Französisch, rund 60 Seiten mit vielen Fachbegriffen. Wir suchen einen Übersetzer, der uns das bis Ende des Monats ins Deutsche bringt.",
    "translation", None, None, kind="c", nu="N", not_place=["einen"], situation="Roofing company needs 60 pages of French tender documents translated")
add("de-t11", "Wir betreiben ein Autohaus am Windhof mit rund 80 Gebrauchtwagen. Bisher fotografieren die Verkäufer die Autos mit dem Handy auf dem Parkplatz, entsprechend sehen die Anzeigen aus. Wir möchten einheitliche Bilder und kurze Videos für jedes Fahrzeug, idealerweise jede Woche für die Neuzugänge.",
    "photography", "Koerich", "Windhof", kind="c", nu="U", situation="Car dealership wants uniform photos and short videos of used cars")
add("de-t12", "Wir wohnen in Konz, also direkt hinter der Grenze, und wollen im Flur und in der Küche neue Fliesen legen lassen, etwa 45 m². Lohnt sich Großformat 120x60 oder ist das bei einem alten, leicht unebenen Boden keine gute Idee? Und kommen luxemburgische Betriebe überhaupt nach Deutschland?",
    "tiling", "abroad", "Konz", distractors=["Deutschland"], kind="d", nu="U", situation="New floor tiles in Konz (Germany): large format on an uneven floor?")
add("de-t13", "Wir wollen in unserem Haus in Rollingen eine Wand zwischen Küche und Esszimmer entfernen und gleichzeitig Küche, Boden und Elektrik erneuern. Wie lange sind wir ungefähr ohne Küche? Kann man während der Arbeiten im Haus wohnen bleiben, mit zwei kleinen Kindern?",
    "renovation", "Mersch", "Rollingen", kind="d", nu="U", situation="Knock through kitchen wall and redo kitchen, floor, wiring: how long, can we stay?")
add("de-t14", "Für unseren neuen Carport in Schoos braucht es eine Betonplatte von etwa 6 mal 3 Metern. Wie dick muss die sein und braucht man eine Bewehrung? Was verlangt ein Maurer ungefähr dafür, inklusive Aushub?",
    "masonry", "Fischbach", "Schoos", kind="d", nu="N", situation="Concrete slab for a carport: thickness, reinforcement, price")
add("de-t15", "Bei unserem Siemens-Induktionskochfeld funktioniert seit gestern die große Zone vorne links nicht mehr, die anderen drei schon. Das Gerät ist acht Jahre alt. Lohnt sich eine Reparatur noch oder sollte man gleich ein neues kaufen? Wir wohnen in Hunsdorf.",
    "appliance-repair", "Lorentzweiler", "Hunsdorf", kind="d", nu="U", situation="One induction hob zone dead on an eight-year-old Siemens: repair or replace?")

# ---------------- English ----------------
add("en-s01", "Our old stone farmhouse in Clervaux eats wifi, the mesh system we bought doesn't reach the office in the barn at all, can someone come and sort out a proper network with cable or access points?",
    "it-support", "Clervaux", "Clervaux", situation="Home network does not reach an office in a converted barn")
add("en-s02", "Storm last night ripped about a dozen tiles off our roof in Hachiville and there's a tarp on it now but rain is forecast for Thursday 😬",
    "roofing", "Wincrange", "Hachiville", situation="Storm blew a dozen tiles off the roof, temporary tarp in place")
add("en-s03", "Looking for someone to paint two kids bedrooms in hosingen before christmas, one wants dark blue and one wants 'unicorn pink' so probably two coats each lol",
    "painting", "Parc Hosingen", "hosingen", situation="Paint two children's bedrooms before Christmas")
add("en-s04", "Could a plumber fit a water softener on the mains in our house in Troisvierges, the kettle and shower heads are white with limescale after a month?",
    "plumbing", "Troisvierges", "Troisvierges", situation="Fit a water softener on the incoming mains")
add("en-s05", "Dear Sir or Madam, my former landlord has kept my full deposit of 3,600 euros for 'general wear' without any inventory report and I would like a lawyer to write to him.",
    "legal", None, None, not_place=["Sir"], situation="Former landlord withholding a full rent deposit without an inventory")
add("en-s06", "I'm a US citizen working in Luxembourg and need an accountant who can handle both my Luxembourg return and the US filing plus FBAR this year.",
    "accounting", None, None, distractors=["Luxembourg", "US"], situation="US citizen needs both Luxembourg and US tax returns")
add("en-s07", "Anyone know a reliable dog walker for weekday lunchtimes, we have a very energetic two-year-old boxer and both work full time?",
    None, None, None, not_place=["boxer"], situation="Dog walker for weekday lunchtimes (not a trade)")
add("en-s08", "We'd like to plant a row of six apple and plum trees along the fence in Wemperhardt and reseed the grass where the old shed stood.",
    "gardening", "Weiswampach", "Wemperhardt", not_place=["grass"], situation="Plant a row of fruit trees and reseed lawn where a shed stood")
add("en-s09", "need movers on 15 jan from gilsdorf to our new flat in Hamm, 3 bed house, loads of books and a huge wardrobe that has to be taken apart",
    "moving", "Bettendorf", "gilsdorf", distractors=["Hamm"], situation="House move from Gilsdorf to a flat in Hamm (Luxembourg City)")
add("en-s10", "The farmhouse we bought in Bourscheid still has the old ceramic fuses and no earth in half the rooms, we need it rewired and a modern consumer unit before we move in.",
    "electrical", "Bourscheid", "Bourscheid", situation="Rewire an old farmhouse and replace the ceramic fuse box")
add("en-t01", "We have a pellet boiler in the cellar. Since last week the cellar smells of smoke and there's a pile of unburnt pellets in the burner pot every morning. The house is only lukewarm until about noon. We're in Diekirch, near the hospital. Is this something someone can look at before the weekend?",
    "heating", "Diekirch", "Diekirch", kind="a", nu="U", situation="Pellet boiler smells of smoke, unburnt pellets pile up, house lukewarm")
add("en-t02", "Every evening around 8 the internet drops for everyone in the house. Video calls freeze, the TV stops streaming and the light on the box goes amber for a few minutes. My daughter has online classes in the evening. The provider says the line is fine. We live in Ingeldorf.",
    "it-support", "Erpeldange-sur-Sûre", "Ingeldorf", not_place=["amber"], kind="a", nu="U", situation="Home internet drops every evening, router light amber, provider says line fine")
add("en-t03", "A dozen pigeons have started to roost under the eaves at the back of our building in Ettelbruck. The balcony and the bins below are covered in droppings every day. My wife is pregnant and we'd rather not keep scrubbing this ourselves. They come back as soon as we chase them.",
    "pest-control", "Ettelbruck", "Ettelbruck", not_place=["roost"], kind="a", nu="U", situation="Pigeons roosting under the eaves, droppings on the balcony")
add("en-t04", "Our tumble dryer (Miele, 6 years) runs the full programme but the clothes come out still damp. A friend said just vacuum the sensor and it'll be fine, so I did, no change. The shop wants 180 euros only to come out. Is there an independent appliance repair technician who covers Feulen?",
    "appliance-repair", "Feulen", "Feulen", kind="b", nu="N", situation="Tumble dryer leaves clothes damp; friend's vacuum tip did nothing")
add("en-t05", "The key to our front door has been getting stiff for months. The landlord told us to spray WD-40 into the lock, which we did, and now it's worse, the key barely turns and sometimes won't come out again. I'm scared of getting stuck outside with the baby. Flat is in Mertzig, on the ground floor.",
    "locksmith", "Mertzig", "Mertzig", kind="b", nu="U", situation="Stiff front door lock made worse by the landlord's WD-40 advice")
add("en-t06", "Two years ago my dad tiled over the old shower tiles with ordinary adhesive because he said that was how they always did it. Now four tiles have come loose and one fell off this morning. I'd rather a real tiler redo the shower walls properly this time. House is in Reisdorf.",
    "tiling", "Reisdorf", "Reisdorf", kind="b", nu="N", situation="Shower tiles laid over old tiles by dad coming loose")
add("en-t07", "When we bought our house in Schieren the seller told us the damp patch on the cellar wall was just condensation. Since then the bricks at the bottom have started to crumble and there's white powder coming out of the joints. It's spreading along the whole wall. Who should we call to repair the wall properly?",
    "masonry", "Schieren", "Schieren", kind="b", nu="U", situation="Cellar brick wall crumbling with salt efflorescence; seller said condensation")
add("en-t08", "I run a small crèche with many families who have just arrived from Ukraine and Syria. Twice a year we hold parent evenings and some of the parents understand neither French nor English. We'd need an interpreter for Ukrainian and one for Arabic, about two hours each. How far ahead should we book?",
    "translation", None, None, distractors=["Ukraine", "Syria"], kind="c", nu="N", situation="Crèche needs Ukrainian and Arabic interpreters for parent evenings")
add("en-t09", "Our choir has grown to 60 singers and we are still announcing concerts on a Facebook page. We'd like a simple site with the concert dates, a page for new members and online ticket sales. None of us has a clue about this. Roughly what would it cost?",
    "web-development", None, None, kind="c", nu="U", situation="Choir wants a site with concert dates, member sign-up and ticket sales")
add("en-t10", "We manage a coworking space on Kirchberg with a fully glazed ground floor and a glass roof over the atrium. The windows haven't been done since the summer and it really shows when the sun is low. We'd need the outside done quarterly and the inside monthly. Can you send us a quote?",
    "cleaning", "Luxembourg", "Kirchberg", kind="c", nu="U", situation="Coworking space needs regular glass facade and atrium window cleaning")
add("en-t11", "I have a small yoga studio in Hamm (not the one in Germany!). The reception area is cramped, the lighting is harsh and cold, and people say it feels like a doctor's waiting room. I'd like an interior designer to rethink the layout, colours and lighting on a modest budget.",
    "interior-design", "Luxembourg", "Hamm", distractors=["Germany"], kind="c", nu="N", situation="Yoga studio wants reception layout, colours and lighting redesigned")
add("en-t12", "Our roof in Wilwerwiltz faces east and west, nothing to the south. Is it still worth putting panels on both sides, or is that a waste of money? How many kWp would make sense for a family of five with an electric car? Thanks in advance!",
    "solar", "Kiischpelt", "Wilwerwiltz", kind="d", nu="U", situation="East-west roof: is PV worthwhile and what size for a family with an EV?")
add("en-t13", "We rent out a holiday cottage in Martelange, just across the Belgian border. Our listing photos were taken on a phone in November and bookings are slow. How much does a photographer charge for interior and exterior shots of a small house? Do photographers from Luxembourg travel to Belgium for this?",
    "photography", "abroad", "Martelange", distractors=["Luxembourg", "Belgium", "Belgian"], kind="d", nu="N", situation="Photographs of a holiday cottage in Martelange (Belgium) for listings")
add("en-t14", "The flat we just bought in Bonnevoie has the original oak parquet from the 1950s, grey and scratched, with a few loose blocks. Can it be sanded and oiled, or is it better to lay a new floor on top? What's the price difference per m2 roughly?",
    "carpentry", "Luxembourg", "Bonnevoie", kind="d", nu="U", situation="1950s oak parquet: sand and oil or lay a new floor?")
add("en-t15", "We bought a 1970s house in Warken that needs a new kitchen, bathroom, windows and heating. In which order should all this be done so we're not tearing out new work twice? Ballpark cost per m2 for this kind of job would also help, we have about 140 m2.",
    "renovation", "Ettelbruck", "Warken", kind="d", nu="U", situation="1970s house needing kitchen, bath, windows, heating: order, coordination, cost")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, procuro uma senhora ou empresa para fazer a limpeza da casa duas vezes por semana, 4 horas de cada vez, em Medernach.",
    "cleaning", "Vallée de l'Ernz", "Medernach", situation="Home cleaning twice a week, four hours each time")
add("pt-s02", "queria um orçamento para pintar a sala e o corredor lá em casa (L-8523), as paredes têm umas fissuras pequenas e manchas dos miúdos",
    "painting", "Beckerich", "L-8523", situation="Paint living room and hallway with small cracks and children's marks")
add("pt-s03", "Há uma semana que cheira a esgoto na casa de banho, sobretudo quando chove, e já despejei lixívia no ralo do chão sem resultado, moramos em Platen.",
    "plumbing", "Préizerdaul", "Platen", situation="Sewer smell from the bathroom floor drain, worse when it rains")
add("pt-s04", "Precisava de um eletricista para montar 8 spots LED no teto da cozinha e trocar o interrupteur velho, a casa é em Ell 💡",
    "electrical", "Ell", "Ell", situation="Fit eight LED spots in the kitchen ceiling and replace an old switch")
add("pt-s05", "A fechadura da porta basculante da garagem partiu-se e agora não consigo fechar a garagem à chave, estamos em Koetschette.",
    "locksmith", "Rambrouch", "Koetschette", situation="Broken lock on an up-and-over garage door")
add("pt-s06", "Preciso de alguém que traduza o contrato de trabalho e o regulamento interno da empresa do meu pai de francês para português para ele perceber o que assinou.",
    "translation", None, None, situation="Translate an employment contract and company rules into Portuguese for a father")
add("pt-s07", "Tive um acidente de trabalho na obra em maio, parti o pulso, e a seguradora ainda não pagou nada, preciso de um advogado que fale português.",
    "legal", None, None, situation="Work accident on a building site, insurer not paying: Portuguese-speaking lawyer")
add("pt-s08", "Alguém conhece um explicador de matemática para o meu filho do 5e do liceu, duas vezes por semana depois das aulas?",
    None, None, None, situation="Maths tutor for a secondary school pupil (not a trade)")
add("pt-s09", "Vamos voltar para Portugal em julho e precisamos de uma empresa de mudanças que leve tudo de Redange até Braga, é uma casa com três quartos.",
    "moving", "Redange", "Redange", distractors=["Portugal", "Braga"], situation="Move back to Portugal: load in Redange, deliver to Braga")
add("pt-s10", "Quando chove muito entra água à volta da chaminé no sótão, parece que o rufo de zinco está descolado, a casa é em Saeul.",
    "roofing", "Saeul", "Saeul", situation="Water entering around the chimney, zinc flashing loose")
add("pt-t01", "O nosso forno acende a luz e a ventoinha roda, mas não aquece nada. Ontem tentei fazer um bolo e ao fim de uma hora estava cru. Os bicos do fogão funcionam normalmente. É um forno encastrado com seis anos, aqui em Useldange. O aniversário da minha filha é no sábado!",
    "appliance-repair", "Useldange", "Useldange", kind="a", nu="U", situation="Built-in oven light and fan work but it no longer heats")
add("pt-t02", "O muro que segura a terra do jardim, ao lado da entrada, está a fazer barriga. Este inverno apareceram rachas e algumas pedras já saíram do sítio. Do outro lado passa o caminho da escola. Moramos em Vichten e tenho medo que caia em cima de alguém.",
    "masonry", "Vichten", "Vichten", kind="a", nu="U", situation="Garden retaining wall bulging and cracking next to a school path")
add("pt-t03", "Há duas semanas que os meus filhos acordam com picadas nos braços, sempre em linha. No colchão encontrei pequenas manchas pretas nas costuras. Já lavei tudo a 60 graus e continua. Voltámos de férias no fim de agosto. Estamos em Grosbous.",
    "pest-control", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="Children bitten in rows at night, black spots on mattress seams (bed bugs)")
add("pt-t04", "A minha cunhada disse-me para limpar o sofá de tecido claro com vinagre e água quente. Ficou pior, agora tem manchas amarelas enormes e cheira a vinagre na sala toda. Queria uma empresa de limpeza que faça limpeza profissional de sofás e tapetes. Moramos em Boulaide.",
    "cleaning", "Boulaide", "Boulaide", kind="b", nu="N", situation="Fabric sofa stained worse by vinegar advice, needs professional upholstery cleaning")
add("pt-t05", "O meu cunhado instalou um termóstato wifi na nossa caldeira, comprado na internet. Desde então a caldeira liga e desliga de dois em dois minutos e a casa nunca chega aos 20 graus. Ele diz que é assim mesmo, que tem de se habituar. Estamos em Heiderscheid e já não sei o que fazer.",
    "heating", "Esch-sur-Sûre", "Heiderscheid", kind="b", nu="U", situation="Boiler short-cycling since brother-in-law fitted a wifi thermostat")
add("pt-t06", "O senhor da loja de bricolage disse para pôr adubo em pó no relvado, em julho, com 30 graus. Uma semana depois estava tudo amarelo e queimado. Agora o jardim em Goesdorf parece um deserto. Procuro um jardineiro que saiba recuperar isto antes da primavera.",
    "gardening", "Goesdorf", "Goesdorf", kind="b", nu="N", situation="Lawn scorched by fertiliser applied in July heat on shop advice")
add("pt-t07", "Um vendedor bateu-nos à porta e disse que os painéis solares se pagavam em três anos. Assinámos, puseram os painéis no telhado, mas nunca ligaram a instalação à rede e agora a empresa não atende o telefone. Metade do sistema parece não funcionar. Moramos em esch-sur-alzette e precisamos de alguém que veja e termine o trabalho.",
    "solar", "Esch-sur-Alzette", "esch-sur-alzette", kind="b", nu="U", situation="Door-to-door PV sale left unfinished and not connected; firm gone")
add("pt-t08", "Tenho uma mercearia portuguesa em Differdange. O computador da caixa desliga-se sozinho várias vezes por dia e a impressora das etiquetas deixou de aparecer na rede. Perco vendas sempre que isto acontece. Preciso de um técnico de informática o mais rápido possível.",
    "it-support", "Differdange", "Differdange", kind="c", nu="N", situation="Grocery shop: till PC shuts down, label printer lost from the network")
add("pt-t09", "Tenho uma pequena empresa de construção com cinco operários. Até agora era a minha mulher que tratava dos papéis, mas já não conseguimos com as fiches de paie, a TVA e o balanço. Procuro um contabilista que fale português e não seja muito caro.",
    "accounting", None, None, kind="c", nu="N", situation="Small building firm needs bookkeeping, payslips, VAT and annual accounts")
add("pt-t10", "Sou da direção de uma associação cultural portuguesa com rancho folclórico. Queremos ter uma página com as datas dos eventos, fotos e a possibilidade de os sócios pagarem a quota online. Até agora é tudo em papel e por WhatsApp. Quem faz isso e quanto custa?",
    "web-development", None, None, kind="c", nu="U", situation="Portuguese cultural association wants events page and online membership fees")
add("pt-t11", "Abrimos um restaurante português em Cessange há seis meses. As fotos do menu e do Instagram foram tiradas com o telemóvel e não fazem justiça aos pratos. Queríamos fotos profissionais da comida e da sala, talvez um pequeno vídeo. Podem ajudar?",
    "photography", "Luxembourg", "Cessange", kind="c", nu="U", situation="Portuguese restaurant wants professional food and room photos")
add("pt-t12", "O chão da cozinha em Wiltz tem mosaico antigo dos anos 80, feio mas sem nada partido. Vale a pena colocar porcelanato novo por cima ou é melhor arrancar tudo? Qual é a diferença de preço para uns 18 m²?",
    "tiling", "Wiltz", "Wiltz", kind="d", nu="U", situation="Old 1980s kitchen floor tiles: tile over or rip out?")
add("pt-t13", "Comprámos um T2 em Ettelbruck e não temos jeito nenhum para decoração. Quanto costuma cobrar um decorador de interiores para fazer um plano com cores, móveis e iluminação? Vale a pena ou é dinheiro deitado fora?",
    "interior-design", "Ettelbruck", "Ettelbruck", kind="d", nu="N", situation="Two-room flat: cost and value of an interior decorator's plan")
add("pt-t14", "Estamos a acabar uma casa em Longwy, do lado francês. Falta a escada interior para o primeiro andar. É melhor escada em madeira maciça ou com estrutura metálica e degraus de madeira? E quanto custa mais ou menos uma escada de madeira feita à medida?",
    "carpentry", "abroad", "Longwy", kind="d", nu="U", situation="House in Longwy (France): made-to-measure wooden staircase, price and choice")
add("pt-t15", "Queremos transformar a garagem da nossa casa em Pétange num estúdio para o meu sogro, com casa de banho pequena, janela e aquecimento. Quanto tempo demora uma obra destas? E mais ou menos quanto dinheiro devemos contar?",
    "renovation", "Pétange", "Pétange", kind="d", nu="U", situation="Convert a garage into a studio with small bathroom: time and budget")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, il lavello della cucina scarica lentissimo e gorgoglia, ho già smontato il sifone ma niente, servirebbe un idraulico a Kaundorf.",
    "plumbing", "Lac de la Haute-Sûre", "Kaundorf", situation="Kitchen sink drains very slowly, siphon already cleaned")
add("it-s02", "Vorrei sostituire il vecchio citofono con un videocitofono a due fili per la nostra casa a Winseler, con apertura del cancello dal telefono se possibile.",
    "electrical", "Winseler", "Winseler", situation="Replace an old intercom with a video door entry system")
add("it-s03", "cerco qualcuno per carteggiare e riverniciare la ringhiera in ferro del balcone tutta arrugginita, casa a bastendorf, circa 12 metri",
    "painting", "Tandel", "bastendorf", situation="Sand and repaint a rusty iron balcony railing")
add("it-s04", "Abbiamo un giardino in pendenza a Stolzembourg e vorremmo sistemarlo con terrazzamenti, aiuole di lavanda e un piccolo orto per i bambini.",
    "gardening", "Putscheid", "Stolzembourg", situation="Landscape a sloping garden with terraces, lavender beds and a vegetable patch")
add("it-s05", "Dopo la grandinata di domenica mancano parecchie ardesie sul tetto della nostra casa a Vianden e in soffitta si vede il cielo.",
    "roofing", "Vianden", "Vianden", situation="Missing roof slates after a hailstorm")
add("it-s06", "L'impresa edile ha incassato l'acconto del 40% e poi ha abbandonato il cantiere da tre mesi senza rispondere, mi serve un avvocato che mi aiuti a recuperare i soldi.",
    "legal", None, None, situation="Builder took a 40 percent deposit and abandoned the job")
add("it-s07", "Sono in pensione e ricevo una pensione italiana e una lussemburghese, chi mi può aiutare con la dichiarazione dei redditi senza pagare due volte le tasse?",
    "accounting", None, None, situation="Retiree with two pensions needs help with the tax return and double taxation")
add("it-s08", "Qualcuno conosce un insegnante di chitarra classica che dia lezioni a un adulto principiante il giovedì sera?",
    None, None, None, situation="Classical guitar lessons for an adult beginner (not a trade)")
add("it-s09", "Ci trasferiamo da Beaufort a Lussemburgo città a fine aprile, cerchiamo una ditta di traslochi con montacarichi perché il nuovo appartamento è al quinto piano.",
    "moving", "Beaufort", "Beaufort", distractors=["Lussemburgo"], situation="Move from Beaufort to a fifth-floor flat in Luxembourg City")
add("it-s10", "la stampante wifi non stampa più dal portatile nuovo ma dal telefono sì, a Bech non c'è nessuno che venga a casa a sistemare?",
    "it-support", "Bech", "Bech", situation="Wi-fi printer won't print from a new laptop")
add("it-t01", "La bolletta dell'acqua dell'ultimo trimestre è triplicata. Ho chiuso tutti i rubinetti e il contatore continua a girare piano piano. In un angolo del prato, vicino al muro, l'erba è sempre bagnata anche quando non piove. Siamo a Berdorf.",
    "plumbing", "Berdorf", "Berdorf", kind="a", nu="U", situation="Water bill tripled, meter turning with everything closed, wet patch in the lawn")
add("it-t02", "Quando fuori scende sotto lo zero la caldaia a gas si spegne da sola, anche due volte al giorno. La riaccendo dal pulsante e riparte, ma dopo qualche ora si ferma di nuovo. Intanto niente acqua calda per la doccia dei ragazzi. Abitiamo a Consdorf.",
    "heating", "Consdorf", "Consdorf", kind="a", nu="U", situation="Gas boiler shuts itself off in frosty weather, must be restarted")
add("it-t03", "Da qualche settimana in dispensa volano delle farfalline grigie. Oggi ho aperto il pacco della farina e c'erano dei vermetti e dei fili come ragnatele. Ho buttato tutto ma le vedo anche in camera. Abito a Echternach, in un appartamento al secondo piano.",
    "pest-control", "Echternach", "Echternach", kind="a", nu="U", situation="Pantry moths with larvae in flour, spreading to the bedroom")
add("it-t04", "Mio suocero ci ha montato le porte interne nuove, dicendo che era un lavoro da un pomeriggio. Adesso tre porte non chiudono, strisciano sul pavimento e in alto resta un centimetro di spazio. Vorrei un falegname che le sistemi come si deve a Rosport.",
    "carpentry", "Rosport-Mompach", "Rosport", kind="b", nu="N", situation="Interior doors hung by father-in-law rub the floor and will not close")
add("it-t05", "Un amico mi aveva detto che per un muretto di recinzione non serve la fondazione, bastano i blocchi appoggiati sulla ghiaia. Dopo un inverno il muretto si è inclinato e una parte è crollata sul marciapiede. Bisogna rifarlo da capo, circa 15 metri. La casa è a Christnach.",
    "masonry", "Waldbillig", "Christnach", kind="b", nu="U", situation="Boundary wall built without foundation on a friend's advice collapsed")
add("it-t06", "Mia madre mi ha detto di decalcificare la macchina da caffè automatica De'Longhi con aceto puro. Da allora perde acqua sotto e fa solo rumore, niente caffè. Esiste un tecnico che ripari queste macchine a Mensdorf o devo spedirla?",
    "appliance-repair", "Betzdorf", "Mensdorf", kind="b", nu="N", situation="Bean-to-cup coffee machine leaking after vinegar descaling")
add("it-t07", "Il ferramenta mi ha venduto un cilindro di sicurezza dicendo che andava bene per tutte le porte. Ora sporge di un centimetro fuori dalla porta blindata e la chiave gira a fatica. Mi hanno detto che così si spezza facilmente. Abito a Merl, qualcuno può montarne uno della misura giusta?",
    "locksmith", "Luxembourg", "Merl", kind="b", nu="U", situation="Wrong-size security cylinder sticks out of the door")
add("it-t08", "Abbiamo una gelateria artigianale a Grevenmacher e forniamo anche ristoranti. Per il nuovo catalogo e per il sito ci servono foto professionali dei gusti e delle torte gelato. È un lavoro delicato perché il gelato si scioglie in fretta. Conoscete un fotografo abituato al food?",
    "photography", "Grevenmacher", "Grevenmacher", kind="c", nu="N", situation="Ice-cream maker needs professional product photos for a catalogue")
add("it-t09", "Siamo uno studio di architettura italiano e partecipiamo a un concorso pubblico. La relazione tecnica di 30 pagine deve essere consegnata in francese e in tedesco entro tre settimane. Cerchiamo un traduttore con esperienza nel settore edilizio.",
    "translation", None, None, kind="c", nu="N", situation="Architecture firm needs a technical report translated for a competition")
add("it-t10", "Gestiamo un doposcuola di italiano per bambini. Finora le iscrizioni le raccoglieva il nostro collega Walter con un modulo Excel, ma ora è andato in pensione. Vorremmo un sito con iscrizione e pagamento online e un calendario delle lezioni.",
    "web-development", None, None, not_place=["Walter"], kind="c", nu="U", situation="After-school Italian classes want online enrolment, payment and calendar")
add("it-t11", "Abbiamo una piccola galleria d'arte nel Grund. Ogni mese facciamo un vernissage con 100 persone e il giorno dopo il locale è un disastro. Ci serve qualcuno che rimetta tutto in ordine dopo ogni evento e passi una volta a settimana per pavimenti e vetrine.",
    "cleaning", "Luxembourg", "Grund", kind="c", nu="U", situation="Art gallery needs cleaning after monthly openings and weekly floors and windows")
add("it-t12", "Per l'acqua calda della casa a Bourglinster ci conviene di più il solare termico o qualche pannello fotovoltaico in più collegato al boiler? Siamo in quattro e il tetto è esposto a sud. Quanto si spende per l'uno e per l'altro?",
    "solar", "Junglinster", "Bourglinster", kind="d", nu="U", situation="Solar thermal or extra PV for hot water: which pays off?")
add("it-t13", "Abbiamo una casa ad Audun-le-Tiche, appena oltre il confine con la Francia, e vorremmo piastrelle effetto legno sul terrazzo. Resistono davvero al gelo? Meglio posarle su massetto o su piedini? Avete ditte che lavorano anche lì?",
    "tiling", "abroad", "Audun-le-Tiche", distractors=["Francia"], kind="d", nu="U", situation="Wood-look tiles on a terrace in Audun-le-Tiche: frost, laying method")
add("it-t14", "Stiamo finendo di costruire una casa a Mamer. Vale la pena prendere un interior designer per scegliere colori, arredi e luci, o basta l'architetto che ha fatto il progetto? Quanto costa in media?",
    "interior-design", "Mamer", "Mamer", kind="d", nu="N", situation="New house: is an interior designer worth it on top of the architect?")
add("it-t15", "Mia madre ha 84 anni e vive da sola a Mondorf. Vorremmo togliere la vasca e fare una doccia a filo pavimento, con maniglioni e una porta del bagno più larga per il deambulatore. Quanto tempo ci vuole e quanto può costare più o meno? Ci sono aiuti dello Stato?",
    "renovation", "Mondorf-les-Bains", "Mondorf", kind="d", nu="U", situation="Make an elderly mother's bathroom accessible: walk-in shower, grab bars, wider door")

# ---------------- Spanish ----------------
add("es-s01", "Hola, busco jardinero para cortar el césped y quitar las malas hierbas cada dos semanas de abril a octubre en Wecker, el jardín tiene unos 400 m².",
    "gardening", "Biwer", "Wecker", situation="Fortnightly lawn mowing and weeding from April to October")
add("es-s02", "Hemos comprado una placa de inducción nueva y el técnico de la tienda dice que la toma de la cocina en nuestra casa de Oberdonven no aguanta, que hace falta una línea de 32A.",
    "electrical", "Flaxweiler", "Oberdonven", situation="New 32 A circuit needed for an induction hob")
add("es-s03", "necesito que alguien me haga la toma de agua y el desagüe para un lavavajillas en una cocina que no lo tenía, vivo en berbourg, cuanto cobrais?",
    "plumbing", "Manternach", "berbourg", situation="Add water supply and drain for a dishwasher in a kitchen without one")
add("es-s04", "Me gustaría empapelar una pared del dormitorio con un papel pintado de flores que ya tengo comprado y pintar las otras tres en verde salvia, el piso está en Wasserbillig.",
    "painting", "Mertert", "Wasserbillig", situation="Hang patterned wallpaper on one wall and paint three others")
add("es-s05", "Se me ha perdido la llave del buzón y el cartero ya no puede meter nada, ¿alguien puede cambiar la cerradura del buzón en Ehnen?",
    "locksmith", "Wormeldange", "Ehnen", situation="Lost letterbox key, letterbox lock to be replaced")
add("es-s06", "Mi madre vive en Colombia y le han denegado el visado Schengen dos veces para venir a vivir conmigo, necesito un abogado de extranjería que conozca bien la reagrupación familiar.",
    "legal", None, None, distractors=["Colombia"], not_place=["Schengen"], situation="Mother's visa refused twice: family reunification lawyer")
add("es-s07", "Doy clases de flamenco y sevillanas y quiero una página web sencilla donde las alumnas puedan ver los horarios y reservar y pagar su plaza.",
    "web-development", None, None, situation="Flamenco teacher wants a simple site with class booking and payment")
add("es-s08", "¿Conocéis alguna peluquera que vaya a domicilio para cortar el pelo a mi abuela, que ya no puede salir de casa?",
    None, None, None, situation="Home-visit hairdresser for a housebound grandmother (not a trade)")
add("es-s09", "Solo necesito dos personas fuertes con una furgoneta para recoger un sofá rinconero de una tienda y subirlo a un tercer piso sin ascensor en Remich, el sábado por la mañana.",
    "moving", "Remich", "Remich", situation="Collect a corner sofa and carry it up to a third floor without lift")
add("es-s10", "Busco un intérprete de español a francés para acompañarme a la cita con el banco por la hipoteca el día 12, porque no quiero firmar nada que no entienda.",
    "translation", None, None, situation="Spanish-French interpreter for a mortgage appointment at the bank")
add("es-t01", "Compramos la casa en Filsdorf en pleno invierno y ahora, en primavera, aquello es una selva. Hay zarzas de dos metros, ortigas por todas partes y un manzano con la mitad de las ramas secas. Ni siquiera se ve la valla del fondo. Los niños no pueden salir a jugar.",
    "gardening", "Dalheim", "Filsdorf", kind="a", nu="U", situation="Garden overgrown with brambles and nettles, half-dead apple tree")
add("es-t02", "Cuando llueve fuerte, el agua cae como una cascada justo encima de la puerta de entrada. En la fachada ha salido una mancha verde que baja desde arriba. Por dentro todavía no hay humedad, pero da miedo. Vivimos en Canach, en una casa adosada.",
    "roofing", "Lenningen", "Canach", kind="a", nu="U", situation="Rain pours over the entrance door like a waterfall, green streak on facade (gutter)")
add("es-t03", "Anoche oímos un crac muy fuerte en la cocina. Esta mañana varias baldosas del suelo se habían levantado y formaban una pequeña montaña en el centro. Algunas se han partido y otras se mueven al pisar. Vivimos en Greiveldange y tenemos un bebé que empieza a gatear.",
    "tiling", "Stadtbredimus", "Greiveldange", kind="a", nu="U", situation="Kitchen floor tiles popped up overnight forming a tent")
add("es-t04", "Mi sobrino, que 'sabe mucho de ordenadores', me cambió el router y configuró la red de la casa. Desde entonces la cámara de la entrada y la impresora ya no aparecen, y el portátil se desconecta cada media hora. Él dice que es culpa de los aparatos viejos. Vivo en Bous y necesito que alguien lo deje funcionando.",
    "it-support", "Bous-Waldbredimus", "Bous", kind="b", nu="U", situation="Nephew's router swap broke camera, printer and laptop connections")
add("es-t05", "Un vecino nos dijo que apagáramos la bomba de calor por la noche para ahorrar. Ahora por la mañana la casa está fría hasta mediodía y la factura de luz de enero ha sido la más alta hasta ahora. Queremos que un técnico de calefacción revise la configuración de nuestra instalación en Remerschen.",
    "heating", "Schengen", "Remerschen", kind="b", nu="N", situation="Heat pump switched off at night on a neighbour's advice, cold house and higher bill")
add("es-t06", "Tenemos ratones en el piso y el casero nos dijo que pusiéramos veneno del supermercado y ya está. Ahora huele a animal muerto detrás de la pared de la cocina y por la noche seguimos oyendo ruidos. Buscamos una empresa de control de plagas que venga a Belair esta semana.",
    "pest-control", "Luxembourg", "Belair", kind="b", nu="N", situation="Mice still present and dead-animal smell after landlord's supermarket poison")
add("es-t07", "El constructor nos dijo que podíamos quitar nosotros mismos los restos de cemento de las ventanas nuevas con una rasqueta. Ya hemos rayado un cristal y todavía queda polvo, pintura en el suelo y silicona por todas partes. Antes de mudarnos queremos que alguien deje la casa impecable. La casa está en Sandweiler.",
    "cleaning", "Sandweiler", "Sandweiler", kind="b", nu="U", situation="Post-construction cleaning after scratching a new window on the builder's advice")
add("es-t08", "Somos un club de pádel que empezó como grupo de amigos y ahora tiene 150 socios y alquila pistas. Hasta ahora el tesorero lo apuntaba todo en un cuaderno. Nos han dicho que quizá tengamos que declarar IVA por los alquileres. Necesitamos a alguien que ponga orden en todo esto y nos diga qué obligaciones tenemos.",
    "accounting", None, None, kind="c", nu="U", situation="Padel club renting courts needs bookkeeping and VAT advice")
add("es-t09", "Tenemos una pequeña clínica veterinaria en Strassen y la sala de espera es un caos: perros y gatos juntos, ruido, luz blanca de hospital. Queremos separar zonas, usar colores más tranquilos y mejorar la luz. Buscamos un interiorista que haya trabajado en locales comerciales.",
    "interior-design", "Strassen", "Strassen", kind="c", nu="N", situation="Vet clinic waiting room: separate zones, calmer colours, better light")
add("es-t10", "Somos una bodega familiar en Ahn y vamos a abrir una sala de catas en la antigua prensa. Necesitamos una barra de madera maciza, estanterías para unas 600 botellas y un par de bancos. Buscamos un carpintero que pueda hacerlo a medida antes de la temporada.",
    "carpentry", "Wormeldange", "Ahn", kind="c", nu="N", situation="Winery tasting room: solid wood bar, bottle shelving and benches")
add("es-t11", "Tenemos un restaurante en Nittel, justo al otro lado del Mosela, en Alemania. Queremos construir en la terraza un horno de leña de ladrillo refractario para pizzas y pan. ¿Alguna empresa de Luxemburgo haría una obra así fuera del país?",
    "masonry", "abroad", "Nittel", distractors=["Mosela", "Alemania", "Luxemburgo"], kind="c", nu="U", situation="Restaurant in Nittel (Germany) wants a brick wood-fired oven on its terrace")
add("es-t12", "Nuestra nevera americana Samsung de cinco años hace un ruido de ventilador fortísimo y el dispensador de hielo ya no funciona. ¿Vale la pena repararla o es mejor comprar otra? ¿Cuánto suele costar solo la visita en Boudler?",
    "appliance-repair", "Biwer", "Boudler", kind="d", nu="U", situation="Five-year-old American fridge: loud fan, ice dispenser dead: repair or replace?")
add("es-t13", "Nuestra casa en Lellig tiene tejado de pizarra y es bastante antigua. ¿Se pueden poner placas solares encima sin estropear el tejado? ¿Y se necesita algún permiso especial del ayuntamiento? Nos interesa saber un precio aproximado para 8 kWp.",
    "solar", "Manternach", "Lellig", kind="d", nu="U", situation="PV on an old slate roof: damage, permits and price for 8 kWp")
add("es-t14", "Queremos una sesión de fotos de embarazo al aire libre en el Mullerthal a mediados de octubre. ¿Cuánto cobra un fotógrafo por una hora y unas 30 fotos editadas? ¿Es mejor por la mañana o al atardecer?",
    "photography", "Waldbillig", "Mullerthal", kind="d", nu="N", situation="Outdoor pregnancy photo shoot in the Mullerthal: price and time of day")
add("es-t15", "Estamos dudando entre comprar una casa antigua en Beyren y reformarla entera o comprar un piso nuevo. ¿Cuánto cuesta más o menos reformar una casa de 1960 por metro cuadrado con cocina, baños, suelos y electricidad nuevos? ¿Cuánto tiempo se tarda?",
    "renovation", "Flaxweiler", "Beyren", kind="d", nu="U", situation="Old house in Beyren vs new flat: cost per m2 and duration of a full refurbishment")
