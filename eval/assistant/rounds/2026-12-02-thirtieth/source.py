# Blind test set, round 30 (2026-12-02). 175 messages = 7 languages x 25.
# Tuple: (id, text, category, commune, place, distractors, not_place)
# NOTES[id] = (writer imagined, situation, story kind, trade named in the text?)
#   kind: a = need told only by its result/problem; b = a person of a trade appears;
#         c = a business of one trade needs another (or the reverse); d = a question rather than an order;
#         "" = plain request (trade or its object named).

MESSAGES = []
NOTES = {}


def m(mid, text, category, commune, place, distractors=(), not_place=(), *, writer, situation, kind="", named=True):
    MESSAGES.append((mid, text, category, commune, place, tuple(distractors), tuple(not_place)))
    NOTES[mid] = (writer, situation, kind, named)


# ---------------------------------------------------------------- lb (Luxembourgish)
# trade twice: cleaning; None: vet; abroad: Thionville written in Luxembourgish (Diddenuewen)
m("lb-s01", "hunn mech ausgespaart 🙈 stinn am Gronn virun der Dier an de Schlëssel läit dobannen, kann een séier kommen",
  "locksmith", "Luxembourg", "Gronn",
  writer="student, 22, flat in the Grund", situation="locked out, key inside")
m("lb-s02", "wie kann mir zu Klierf 3 nei Steckdousen an eng Luucht an der Garage setzen?",
  "electrical", "Clervaux", "Klierf",
  writer="retired farmer's son", situation="sockets and a light in the garage")
m("lb-s03", "sichen een deen eis Heck schneit, ca 30m laang an 2m héich, zu Hiefenech",
  "gardening", "Heffingen", "Hiefenech",
  writer="couple in their 60s", situation="hedge of 30 m to cut")
m("lb-s04", "eis Bosch Spullmaschinn weist E15 un a mécht näischt méi, mir sinn zu miersch, lount sech eng Reparatur nach?",
  "appliance-repair", "Mersch", "miersch",
  writer="father of three, types in lower case", situation="dishwasher error E15")
m("lb-s05", "Wat kascht et ongeféier fir 8m2 Plättercher am Buedzëmmer nei ze leeën, mir wunnen zu Veianen?",
  "tiling", "Vianden", "Veianen",
  writer="young couple, first house", situation="8 m² of bathroom tiles, price question")
m("lb-s06", "mir hunn e Wespennascht ënnert dem Daach vun der Garage zu Fiels, d'Kanner trauen sech net méi baussen 😬",
  "pest-control", "Larochette", "Fiels",
  writer="mother, 35", situation="wasp nest under the garage roof")
m("lb-s07", "WLAN am Büro zu Ëlwen fält all puer Stonnen aus a keen hei weess firwat, brauch een deen sech domat auskennt",
  "it-support", "Troisvierges", "Ëlwen",
  writer="office manager of a small transport firm", situation="office Wi-Fi drops")
m("lb-s08", "Sichen e Fotograf fir eis Hochzäit den 14 August zu Wäisswampech 💍📸",
  "photography", "Weiswampach", "Wäisswampech",
  writer="bride-to-be, 28", situation="wedding photographer")
m("lb-s09", "wat kascht ongeféier eng PV Anlag mat Batterie op en Eefamilljenhaus zu Housen",
  "solar", "Parc Hosingen", "Housen",
  writer="engineer, 45", situation="PV with battery, price question")
m("lb-s10", "Brauch Hëllef bei menger Steiererklärung (Modell 100), hunn zënter dësem Joer eng Wunneng déi ech verlounen",
  "accounting", None, None,
  writer="teacher who now rents out a flat", situation="tax return with rental income")

m("lb-t01", "Moien. Zënter e puer Deeg leeft d'Waasser an der Dusch net méi richteg of, et steet eis bal bis un d'Knéchelen wann ee sech wäscht 🤢 Mir hunn schonn esou e Mëttel aus dem Supermarché drageschott, huet näischt bruecht. Eist Haus ass zu Nocher. Kéint een nach dës Woch laanscht kommen?",
  "plumbing", "Goesdorf", "Nocher",
  writer="family man in the Éislek", situation="shower water does not drain", kind="a", named=False)
m("lb-t02", "De Chauffagist deen eis Pelletsheizung d'lescht Joer installéiert huet ass no der éischter Reparatur ni méi erëmkomm an hëlt den Telefon net of. Elo weist de Kessel all Moien eng rout Luucht an d'Haus gëtt net méi waarm. D'Kanner sinn allebéid krank doheem. Mir wunnen zu Hamiville. Hutt dir een deen sech mat Pelletskessele auskennt?",
  "heating", "Wincrange", "Hamiville",
  writer="mother of two, angry at the last firm", situation="pellet boiler fault, installer vanished", kind="b", named=False)
m("lb-t03", "Mir ginn eisen Appartement zu Bouneweg den 31. zréck an de Proprietaire huet kloer gesot hie wëll en 'nickel' zréck, soss gëtt et Problemer mat der Kautioun. D'Plënneren maachen eis Frënn, dat ass geregelt. Mee fir Kichen, Buedzëmmer an d'Fënsteren hu mir einfach keng Zäit méi, mir schaffen allebéid. Et sinn 75m2 mat Balkon. Geet dat nach virum 31.?",
  "cleaning", "Luxembourg", "Bouneweg",
  writer="young couple both working", situation="flat to hand back spotless", kind="a", named=False)
m("lb-t04", "Ech hunn e klenge Café zu Wolz a meng Botzfra geet Enn des Mounts an d'Pensioun, no 19 Joer 😢 Ech sichen eng Firma déi zweemol d'Woch owes nom Zoumaachen botze kënnt, ongeféier 60m2 plus d'Toiletten. Wat géif dat kaschten?",
  "cleaning", "Wiltz", "Wolz",
  writer="café owner, 50s", situation="café cleaning twice a week")
m("lb-t05", "Nom Stuerm vu gëschter Nuecht dréipst et am Späicher, et feelen e puer Schifer, dat gesäit een vun der Strooss aus. Mäin Noper ass selwer Dachdecker mee deen ass am Spidol mat enger neier Hëft. Kann een dat op d'mannst provisoresch zoumaachen ier et nees reent? Mir sinn zu Wilwerwiltz, niewent der Kierch.",
  "roofing", "Kiischpelt", "Wilwerwiltz", (), ("feelen",),
  writer="older man, 70", situation="slates missing after storm, neighbour roofer in hospital", kind="b", named=False)
m("lb-t06", "Eis Gaardemauer aus Bruchsteen, ongeféier 1m20 héich, ass nom Reen op 4 Meter agefall. Mir sichen e Maurer deen se nees opriicht, am léifsten mat de selwechte Steng. D'Haus ass zu Bourscheid uewen am Duerf. Merci!",
  "masonry", "Bourscheid", "Bourscheid",
  writer="woman, 58", situation="garden wall collapsed")
m("lb-t07", "Mir hunn eng al Holztrap vun 1962 am Haus zu Stolzebuerg, d'Tratten knaarzen an de Lack ass komplett ofgelaf. Mäi Mann mengt mir solle se ofschleifen an nei lackéieren, ech mengen eng nei wier besser. Wat mengt dir, lount sech dat nach oder solle mir direkt e Schräiner froen fir eng nei? A wat kascht sou eppes ongeféier?",
  "carpentry", "Putscheid", "Stolzebuerg", (), ("Tratten",),
  writer="wife arguing with husband", situation="old wooden stairs: sand down or replace", kind="d", named=True)
m("lb-t08", "Moien, mir wëllen dëse Summer d'Fassad vun eisem Haus zu Fouhren nei ufierwe loossen, ongeféier 180m2, zwee Stäck. Elo ass se wäiss a mir hätten gär e liichte Grogréng 😅 D'Gerüst misst d'Firma matbréngen. Wéini hätt dir Zäit fir en Devis?",
  "painting", "Tandel", "Fouhren",
  writer="couple, 40s", situation="façade repaint, 180 m²")
m("lb-t09", "Mir plënneren Enn Mäerz vu Pommerloch op Esch-Uelzecht, 3 Zëmmer, e Piano an e risege Frigo. Sichen eng Plënnerfirma mat Camion, d'Kartongen paken mir selwer. Wat kascht dat ongeféier?",
  "moving", "Winseler", "Pommerloch", ("Esch-Uelzecht",),
  writer="nurse moving south for work", situation="move with a piano, from the north to Esch")
m("lb-t10", "Mir hunn dem Bomi säin Haus zu Kruuchten ierwen. Et ass alles nach vun de 70er: Buedzëmmer, Elektresch, Buedem, Fënsteren. Mir wëllen do an engem Joer mat de Kanner wunnen, mee ech hu keng Loscht sechs verschidde Firmen ze koordinéieren. Gëtt et een deen dat alles an engem mécht?",
  "renovation", "Nommern", "Kruuchten",
  writer="grandson, 34", situation="inherited 1970s house, one firm for all", kind="a", named=False)
m("lb-t11", "Moien! Mir hunn e Reienhaus zu Diddenuewen kaaft, well hei zu Lëtzebuerg ass et einfach net méi ze bezuelen 😩 D'Haus ass donkel a mir wëssen net wéi mir de Living aménagéiere sollen: Kichen op oder zou, wéi eng Faarwen, wou de Canapé hikënnt. Schafft dir och a Frankräich? A wat kascht esou eng Berodung?",
  "interior-design", "abroad", "Diddenuewen", ("Lëtzebuerg",),
  writer="Luxembourger who moved across the border", situation="layout and colours of a house in Thionville", kind="d", named=False)
m("lb-t12", "Mir hunn d'lescht Joer eis Terrass vun enger Firma maache gelooss, 14.000 Euro bezuelt. Elo sinn d'Platen all lass a gi sech op, an d'Firma äntwert net méi op Mailen an op Recommandéen. Ech wëll net nach eng Kéier eppes maache loossen ier dat gekläert ass, ech wëll mäi Geld zréck. Wien kann eis do hëllefen?",
  "legal", None, None, (), ("Platen",),
  writer="retired civil servant", situation="terrace job gone wrong, wants money back", kind="c", named=False)
m("lb-t13", "Ech hunn eng kleng Bäckerei an d'Clienten froen ëmmer méi ob se hir Kuchen an hiert Brout virdrun online bestelle kënnen. Meng Niess huet mir eng Facebook Säit gemaach, mee dat geet net fir Bestellungen. Wat kascht sou eppes wou d'Leit direkt bestellen a bezuelen?",
  "web-development", None, None,
  writer="baker, 55", situation="bakery wants online orders", kind="c", named=False)
m("lb-t14", "Moien, ech brauch mäi Gebuertsakt an mäi Bestietnesakt vum Portugisesche op Franséisch iwwersat, vereedegt, fir d'Gemeng. Wéi laang dauert dat a wat kascht dat pro Säit?",
  "translation", None, None,
  writer="Portuguese-born resident writing Luxembourgish", situation="sworn translation of civil-status papers")
m("lb-t15", "Eisen Hond (Beagle, 9 Joer) frësst zënter 3 Deeg näischt méi a bleift nëmmen am Kuerf leien. Eisen Déierendokter ass an der Vakanz bis den 20. Kennt dir een deen och heem kënnt? Ech hu keen Auto méi.",
  None, None, None,
  writer="widow, 78, no car", situation="vet home visit for a sick dog")

# ---------------------------------------------------------------- fr
# trade twice: plumbing; None: driving school; abroad: a move out of Longwy
m("fr-s01", "fuite sous l evier depuis ce matin L-4062 quelqu un de dispo aujourd hui svp",
  "plumbing", "Esch-sur-Alzette", "L-4062",
  writer="frontier worker on a phone, no apostrophes", situation="leak under the sink")
m("fr-s02", "Bonjour, on voudrait faire installer une borne de recharge pour la voiture dans notre parking au Kirchberg, c'est possible en copropriété ?",
  "electrical", "Luxembourg", "Kirchberg",
  writer="expat couple, French", situation="car charging point in a shared car park")
m("fr-s03", "porte claquée les clés à l'intérieur et le bébé dort dedans !!! je suis à Rumelange venez vite",
  "locksmith", "Rumelange", "Rumelange",
  writer="panicked young mother", situation="locked out, baby inside")
m("fr-s04", "devis pour repeindre 3 chambres + le couloir a dudelange, murs et plafonds en blanc",
  "painting", "Dudelange", "dudelange",
  writer="landlord of a small house", situation="repaint three rooms")
m("fr-s05", "On entend des souris dans le faux plafond du grenier à Bettembourg, vous intervenez aussi le samedi ?",
  "pest-control", "Bettembourg", "Bettembourg",
  writer="retired teacher", situation="mice in the attic")
m("fr-s06", "je cherche une femme de ménage 4h par semaine à Capellen, de préférence le mardi matin",
  "cleaning", "Mamer", "Capellen",
  writer="busy lawyer mum", situation="weekly home cleaning")
m("fr-s07", "Tonte de pelouse + taille des haies une fois par mois à Remerschen c'est possible ? 🌿",
  "gardening", "Schengen", "Remerschen",
  writer="winemaker's widow", situation="monthly lawn and hedges")
m("fr-s08", "mon four Siemens ne chauffe plus du tout depuis dimanche, on est a tetange, réparation possible cette semaine ?",
  "appliance-repair", "Kayl", "tetange",
  writer="man, 40s", situation="oven no longer heats")
m("fr-s09", "Je cherche un comptable pour ma petite SARL-S : bilan 2025 et déclarations TVA trimestrielles",
  "accounting", None, None,
  writer="founder of a one-person company", situation="annual accounts and VAT")
m("fr-s10", "Combien coûte un kit solaire de balcon posé et branché, j'habite à Aspelt au 2e étage ?",
  "solar", "Frisange", "Aspelt",
  writer="tenant, 30s", situation="balcony solar kit, price question")

m("fr-t01", "Depuis hier soir plus une goutte d'eau chaude à la maison 😤 Le cumulus électrique de 200 L dans la cave fait un bruit de bouilloire et il y a une petite flaque en dessous. Mon mari a coupé le disjoncteur par sécurité. On habite Oberkorn, rue de la Chiers, on peut vous envoyer une photo de l'étiquette. Quelqu'un peut passer demain ?",
  "plumbing", "Differdange", "Oberkorn",
  writer="mother, 38", situation="electric water heater leaking, no hot water", kind="a", named=False)
m("fr-t02", "Notre pompe à chaleur affiche le code E-1204 depuis trois jours et les radiateurs restent tièdes. Mon beau-frère, électricien à la retraite, est passé : selon lui ce n'est pas l'électricité, tout arrive bien jusqu'à l'appareil. Il pense que c'est la pompe elle-même ou un réglage. La maison est à Rodange. Vous avez quelqu'un qui connaît ces machines ?",
  "heating", "Pétange", "Rodange",
  writer="couple, 50s", situation="heat pump error, retired electrician brother-in-law ruled out wiring", kind="b", named=False)
m("fr-t03", "Bonjour, question avant de demander un devis : notre terrasse en bois (pin traité, 25 m²) a 12 ans, plusieurs lames sont pourries et ça bouge sous les pieds. Est-ce que ça vaut la peine de changer seulement les lames ou il faut tout refaire, la structure aussi ? C'est à Bascharage. Et vous faites ça en combien de temps à peu près ?",
  "carpentry", "Käerjeng", "Bascharage",
  writer="DIY-minded father", situation="rotten wooden deck: repair or redo", kind="d", named=False)
m("fr-t04", "Bonjour, je cherche un couvreur pour nettoyer les gouttières (complètement bouchées, ça déborde à chaque averse) et remplacer deux ou trois tuiles cassées côté jardin. Maison à Mondorf, un étage. Merci de me dire vos disponibilités.",
  "roofing", "Mondorf-les-Bains", "Mondorf",
  writer="retired couple from France", situation="gutters and broken tiles")
m("fr-t05", "Le mur de soutènement le long de l'allée a une fissure qui s'élargit depuis cet hiver, on passe maintenant deux doigts dedans. Juste en dessous il y a le garage du voisin et il commence à s'inquiéter (nous aussi). On est à Remich, en haut de la côte. Vous pouvez venir voir ?",
  "masonry", "Remich", "Remich",
  writer="homeowner, 60s", situation="retaining wall crack widening", kind="a", named=False)
m("fr-t06", "Je cherche un carreleur pour refaire la faïence de la salle de bain (environ 14 m² de mur). Les carreaux sont déjà achetés, on les a pris chez Brico à Foetz en promo. L'appartement est à Livange, au rez-de-chaussée. Dispo plutôt en février.",
  "tiling", "Roeser", "Livange", ("Foetz",),
  writer="woman, 45, renovating slowly", situation="bathroom wall tiles already bought")
m("fr-t07", "Bonjour, on déménage de Longwy à Differdange le 15 mars (je travaille chez ArcelorMittal depuis deux ans). Appartement 3 pièces au 3e sans ascenseur côté Longwy. Vous faites les déménagements depuis la France ? Il nous faudrait aussi des cartons.",
  "moving", "abroad", "Longwy", ("Differdange",),
  writer="French steelworker", situation="move from Longwy into Luxembourg")
m("fr-t08", "On vient d'acheter un appart des années 80 au Howald. On voudrait tout refaire d'un coup avant d'emménager : cuisine, salle de bain, sols, électricité, peinture. Honnêtement on ne veut pas courir après cinq artisans différents, l'idéal serait une seule entreprise qui coordonne tout. Budget autour de 80 000 €.",
  "renovation", "Hesperange", "Howald",
  writer="young couple, first purchase", situation="1980s flat, everything at once", kind="a", named=False)
m("fr-t09", "Je tiens une boulangerie dans le quartier Gare et depuis ce matin le terminal de paiement ne se connecte plus, les clients ne peuvent payer qu'en espèces. J'ai déjà redémarré la box et le terminal, rien. Le samedi c'est notre plus grosse journée... Quelqu'un peut venir vite ?",
  "it-support", "Luxembourg", "Gare",
  writer="baker, French, 40s", situation="bakery card terminal offline", kind="c", named=False)
m("fr-t10", "Je vends ma maison à Steinfort et l'agence dit que de belles images font toute la différence sur athome. L'agence parle de deux cents euros pour un photographe, c'est le prix normal pour une maison de 150 m² avec jardin ? Et vous faites aussi des vues avec drone ?",
  "photography", "Steinfort", "Steinfort", (), ("cents",),
  writer="seller, 60s", situation="property photos for a sale", kind="d", named=True)
m("fr-t11", "Je viens de reprendre un petit salon de coiffure à Soleuvre et il est resté dans son jus des années 90. Je cherche une architecte d'intérieur pour repenser l'agencement, les couleurs, l'éclairage et le mobilier, avec un budget raisonnable. Réouverture prévue en avril.",
  "interior-design", "Sanem", "Soleuvre",
  writer="hairdresser taking over a salon", situation="salon layout and décor", kind="c")
m("fr-t12", "Bonjour, mon employeur veut me licencier après 12 ans pour « faute grave » parce que j'ai refusé de faire des heures sup non payées. Je suis frontalière, j'habite à Thionville. J'ai besoin d'un avocat en droit du travail luxembourgeois, rapidement si possible.",
  "legal", None, None, ("Thionville",),
  writer="frontier worker, woman, 47", situation="dismissal for gross misconduct")
m("fr-t13", "Je suis plombier-chauffagiste à mon compte depuis 3 ans, tout marche au bouche-à-oreille mais je perds du temps au téléphone. Je voudrais un site simple avec mes prestations et une prise de rendez-vous en ligne. Mon atelier est à Dudelange si jamais. Vous faites ça pour combien ?",
  "web-development", None, None, ("Dudelange",),
  writer="self-employed plumber", situation="plumber wants a website with booking", kind="c", named=False)
m("fr-t14", "Il me faut une traduction assermentée de mon jugement de divorce (portugais vers français, 6 pages) pour le dossier au tribunal. C'est urgent, l'audience est le 12. Vous pouvez me dire le prix ?",
  "translation", None, None,
  writer="Portuguese-born woman writing French", situation="sworn translation of a divorce judgment")
m("fr-t15", "Ma fille a eu 17 ans et veut passer son permis. On cherche une auto-école qui propose aussi des cours le samedi et si possible la conduite accompagnée. Vous avez ça ?",
  None, None, None,
  writer="father of a teenager", situation="driving school")

# ---------------------------------------------------------------- de
# trade twice: heating; None: mobile hairdresser; abroad: holiday house in Nennig (Saarland)
m("de-s01", "Heizung seit heute früh aus, Ölbrenner zeigt rote Lampe, Echternach, bitte dringend!!",
  "heating", "Echternach", "Echternach",
  writer="older man, terse", situation="oil burner lockout")
m("de-s02", "Schlüssel im Schloss der Haustür abgebrochen, Adresse 14 route de Trèves L-6793, wer kann heute noch kommen",
  "locksmith", "Grevenmacher", "L-6793", ("Trèves",),
  writer="woman, 50s", situation="key snapped in the lock")
m("de-s03", "Gegensprechanlage klingelt nicht mehr und der Türöffner geht auch nicht, Mehrfamilienhaus in Junglinster, 6 Parteien",
  "electrical", "Junglinster", "Junglinster",
  writer="syndic of a small building", situation="door intercom dead")
m("de-s04", "Fugen in der Dusche sind schwarz und bröckeln raus, suche jemanden der das neu verfugt in Wasserbillig",
  "tiling", "Mertert", "Wasserbillig",
  writer="German frontier worker renting in Lux", situation="shower grout")
m("de-s05", "Wer mäht bei uns in Berdorf regelmäßig den Rasen, ca 600 qm, auch wenn wir im Urlaub sind?",
  "gardening", "Berdorf", "Berdorf",
  writer="couple who travel a lot", situation="regular lawn mowing")
m("de-s06", "Suche Reinigungskraft fürs Büro in Roodt-sur-Syre, 2x pro Woche abends, ca 120 qm",
  "cleaning", "Betzdorf", "Roodt-sur-Syre",
  writer="owner of an insurance agency", situation="office cleaning")
m("de-s07", "Unser Kaffeevollautomat (Jura E8) zeigt ständig Fehler 8, reparieren Sie sowas auch bei uns in bous?",
  "appliance-repair", "Bous-Waldbredimus", "bous",
  writer="retired couple", situation="coffee machine error")
m("de-s08", "Marder hat erst die Kabel im Auto und jetzt auch die Dämmung auf dem Speicher zerfetzt, Haus in Konsdref, was kann man machen?",
  "pest-control", "Consdorf", "Konsdref",
  writer="Luxembourger writing German, uses the lb village name", situation="marten in car and attic")
m("de-s09", "Lohnt sich eine PV-Anlage mit Speicher auf einem Ost-West-Dach in Flaxweiler überhaupt noch, nachdem die Einspeisevergütung gesunken ist?",
  "solar", "Flaxweiler", "Flaxweiler",
  writer="engineer, 50s", situation="PV on east-west roof, worth it?")
m("de-s10", "Brauche eine vereidigte Übersetzung meiner Geburtsurkunde Deutsch-Französisch bis Freitag, geht das per Mail?",
  "translation", None, None,
  writer="German newcomer", situation="sworn translation of a birth certificate")

m("de-t01", "Der Installateur, der letztes Jahr unser Bad gemacht hat, ist nach der Hälfte einfach nicht mehr gekommen, die Rechnung hat er aber geschickt. Jetzt tropft der Siphon unter dem Waschbecken und das WC läuft ständig nach, man hört es die ganze Nacht. Wir wohnen in Rosport. Wer macht so kleine Sachen noch?",
  "plumbing", "Rosport-Mompach", "Rosport",
  writer="couple, 40s, burnt by the last firm", situation="dripping siphon, toilet running; installer vanished", kind="b", named=False)
m("de-t02", "Im Obergeschoss werden die Heizkörper seit zwei Wochen nur noch lauwarm, unten ist alles normal. Entlüftet haben wir schon zweimal, Druck steht auf 1,5 bar. Meine Schwiegermutter wohnt oben und friert. Wir sind in Befort, könnte jemand vorbeischauen?",
  "heating", "Beaufort", "Befort",
  writer="son-in-law, 45", situation="upstairs radiators lukewarm", kind="a", named=False)
m("de-t03", "Die Fensterläden an unserem Haus in Altrier sind total verblasst und die Farbe blättert überall ab. Es sind 14 Stück aus Holz, die Nachbarn haben schon gefragt ob wir ausziehen 😅 Kann man die abnehmen und in der Werkstatt machen oder geht das nur vor Ort?",
  "painting", "Bech", "Altrier", (), ("Holz",),
  writer="woman, 60s, self-ironic", situation="faded shutters to repaint", kind="a", named=False)
m("de-t04", "Kurze Frage: unsere Arbeitsplatte aus Eiche ist neben der Spüle aufgequollen und hat schwarze Flecken. Kann ein Schreiner nur die Platte tauschen, ohne die ganze Küche rauszureißen? Die Küche selbst ist erst 8 Jahre alt. Wir wohnen in Christnach.",
  "carpentry", "Waldbillig", "Christnach",
  writer="retired teacher", situation="swollen oak worktop, replace only the top?", kind="d", named=True)
m("de-t05", "Guten Tag, wir suchen einen Dachdecker. Unser Dachfenster (Velux, ca. 20 Jahre alt) ist undicht, bei starkem Regen läuft Wasser seitlich an der Verkleidung runter ins Kinderzimmer. Haus in Ehnen an der Mosel. Danke",
  "roofing", "Wormeldange", "Ehnen", (), ("einen",),
  writer="father, 38", situation="roof window leaking")
m("de-t06", "Mein Schwager ist Fliesenleger und würde uns die Terrasse fliesen, aber er sagt, vorher muss jemand die alte Betonplatte rausnehmen und eine neue gießen, mit Gefälle. Das macht er nicht. Ca 30 qm, Haus in Manternach. Wer kann das übernehmen und was kostet das ungefähr?",
  "masonry", "Manternach", "Manternach",
  writer="man, 35", situation="new concrete slab before the tiler", kind="b", named=False)
m("de-t07", "Wir ziehen im Mai von Biwer nach Trier zurück, 4-Zimmer-Haus, viele Bücher und eine Werkbank aus der Garage. Suchen ein Umzugsunternehmen das auch die Möbel abbaut. Wer kann uns ein Angebot machen?",
  "moving", "Biwer", "Biwer", ("Trier",),
  writer="German couple going home", situation="move from Biwer back to Trier")
m("de-t08", "Wir haben ein altes Winzerhaus in Greiweldingen gekauft. Das Dach ist ok, aber sonst muss alles neu: Bäder, Leitungen, Böden, Fenster, Heizung. Wir suchen eine Firma, die das alles aus einer Hand macht und koordiniert, weil wir beide Vollzeit arbeiten und noch in Köln wohnen.",
  "renovation", "Stadtbredimus", "Greiweldingen", (),
  writer="German couple still living in Cologne", situation="old winegrower's house, everything new", kind="a", named=False)
m("de-t09", "Unsere Zahnarztpraxis in der Oberstadt hat seit heute morgen ein Problem: der Server startet nicht mehr und an keinem der 4 Rechner kommt man an die Patientenakten. Der Drucker am Empfang spinnt auch. Wir haben Patienten im Wartezimmer. Bitte melden!",
  "it-support", "Luxembourg", "Oberstadt",
  writer="dental practice manager", situation="practice server down", kind="c", named=False)
m("de-t10", "Unsere Schreinerei wird 50 und wir machen am 20. Juni ein Fest in der Werkstatt in Esch an der Alzette, mit Kunden und allen Mitarbeitern. Mein Vater möchte unbedingt schöne Bilder davon, auch von den Maschinen und den Leuten. Wer hätte an dem Abend Zeit?",
  "photography", "Esch-sur-Alzette", "Esch an der Alzette",
  writer="carpenter's daughter, runs the firm", situation="joinery's 50th anniversary party", kind="c", named=False)
m("de-t11", "Wir haben ein Ferienhaus in Nennig, direkt gegenüber von Remich auf der anderen Moselseite. Es ist komplett leer und wir wissen nicht, wie wir es einrichten sollen, damit es gemütlich wird und sich gut vermieten lässt: Farben, Möbel, Licht. Haben Sie eine Innenarchitektin, die auch auf die deutsche Seite kommt? Was kostet eine Beratung?",
  "interior-design", "abroad", "Nennig", ("Remich",),
  writer="Saarland couple with a holiday let", situation="furnishing a holiday house across the Moselle", kind="d", named=True)
m("de-t12", "Unser Vermieter behält die komplette Kaution (3 Monatsmieten) ein und behauptet, wir hätten die Wohnung in Strassen beschädigt. Es gibt ein Übergabeprotokoll, wo nichts drinsteht. Wir brauchen einen Anwalt, der sich mit Mietrecht in Luxemburg auskennt.",
  "legal", None, None, ("Strassen", "Luxemburg"), ("einen",),
  writer="young couple, German", situation="landlord keeps the deposit")
m("de-t13", "Ich habe einen kleinen Malerbetrieb mit 3 Angestellten und mein Buchhalter geht Ende des Jahres in Rente. Ich brauche jemanden für Lohnabrechnung, Mehrwertsteuer und den Jahresabschluss. Am liebsten jemand, der auch Deutsch spricht.",
  "accounting", None, None, (), ("einen",),
  writer="master painter", situation="painting firm needs a new accountant", kind="c")
m("de-t14", "Wir sind ein kleines Weingut und möchten, dass Leute unsere Weinproben direkt online buchen und bezahlen können, am besten auf Deutsch, Französisch und Englisch. Im Moment geht alles per Telefon. Was kostet sowas ungefähr und machen Sie danach auch die Pflege?",
  "web-development", None, None,
  writer="young winemaker", situation="online booking for wine tastings", kind="d", named=False)
m("de-t15", "Meine Mutter ist 89 und kommt nicht mehr aus dem Haus. Wir suchen eine Friseurin, die zu ihr nach Hause kommt, alle 6 Wochen schneiden und Dauerwelle. Gibt es so etwas bei Ihnen?",
  None, None, None,
  writer="daughter caring for her mother", situation="mobile hairdresser")

# ---------------------------------------------------------------- en
# trade twice: gardening; None: wedding DJ; abroad: family portraits in Messancy (Belgium)
m("en-s01", "half the lights in our flat in limpertsberg went off after the breaker tripped and it wont reset, can someone come today",
  "electrical", "Luxembourg", "limpertsberg",
  writer="British expat, lower case", situation="breaker will not reset")
m("en-s02", "Toilet keeps running nonstop and the bill is going to be insane lol, Strassen, anyone free this week?",
  "plumbing", "Strassen", "Strassen", (), ("bill",),
  writer="American consultant", situation="running toilet")
m("en-s03", "locked out of my apartment in Bertrange with the keys inside 😩 how fast can someone get here?",
  "locksmith", "Bertrange", "Bertrange",
  writer="young Indian IT worker", situation="locked out")
m("en-s04", "Looking for someone to cut back a massive laurel hedge and mow the lawn in Senningerberg, one-off job before we sell",
  "gardening", "Niederanven", "Senningerberg", (), ("sell",),
  writer="departing expat", situation="one-off hedge and lawn")
m("en-s05", "Could I get a quote for moving a 2-bed flat from Sandweiler to Amsterdam in June?",
  "moving", "Sandweiler", "Sandweiler", ("Amsterdam",),
  writer="Dutch couple going home", situation="international move")
m("en-s06", "Our Miele dryer heats up but the drum won't turn anymore, we're in Walfer, near the school",
  "appliance-repair", "Walferdange", "Walfer",
  writer="Irish mum", situation="dryer drum stuck")
m("en-s07", "Need a deep clean of a 3-bed house in Belair before we move in on the 1st, incl windows and oven",
  "cleaning", "Luxembourg", "Belair",
  writer="relocating banker", situation="clean before moving in")
m("en-s08", "Can you replace 6 cracked floor tiles in our kitchen (postcode L-5310), we still have spares from the builder",
  "tiling", "Contern", "L-5310",
  writer="Canadian homeowner", situation="six cracked floor tiles")
m("en-s09", "How much for a simple website with online booking for my yoga classes?",
  "web-development", None, None,
  writer="yoga teacher", situation="site with class booking")
m("en-s10", "pretty sure we have bedbugs in the guest room after my in-laws visit, Mullendorf, need someone asap",
  "pest-control", "Steinsel", "Mullendorf",
  writer="embarrassed host", situation="bedbugs")

m("en-t01", "Since my dad's knee surgery his garden in Goeblange has turned into a proper jungle. The grass is knee high, the hedges are over the fence and the neighbours have started to comment. I live in Brussels so I can't pop over every weekend. Could someone sort it out and then keep it tidy once a month?",
  "gardening", "Koerich", "Goeblange", ("Brussels",), ("grass",),
  writer="son living in Brussels", situation="dad's overgrown garden after surgery", kind="a", named=False)
m("en-t02", "Our oil boiler is 26 years old and the guy who services it says it won't pass many more winters. Is it actually worth switching to a heat pump in an old stone farmhouse, or are we better off with a new condensing boiler? We're in Nospelt. Rough costs with the Klimabonus would help a lot.",
  "heating", "Kehlen", "Nospelt",
  writer="British couple in a farmhouse", situation="heat pump or new boiler?", kind="d", named=False)
m("en-t03", "So our 4 year old found the permanent markers and decorated the whole hallway and half the living room 🙃 Landlord inspection is in three weeks and we'd like to get our deposit back, every cent of it. Flat is in Cents, about 40 m2 of wall. Can someone make it look like nothing happened?",
  "painting", "Luxembourg", "Cents", (), ("cent",),
  writer="tired parents", situation="marker drawings on walls before inspection", kind="a", named=False)
m("en-t04", "The storm on Sunday flattened about 15 metres of our wooden fence. Our neighbour is a roofer and had a look, he says the posts are rotten at the base and it's not his thing. We'd like the same type of fence back, larch panels. We're in Leudelange near the football pitch.",
  "carpentry", "Leudelange", "Leudelange",
  writer="Scottish family", situation="storm-flattened wooden fence; roofer neighbour", kind="b", named=False)
m("en-t05", "Hi, we need a roofer to look at our gutters (overflowing every time it rains) and there's a lot of moss on the tiles on the north side. House is in weiler la tour. Would also like a devis for cleaning and treating the roof.",
  "roofing", "Weiler-la-Tour", "weiler la tour",
  writer="Swedish homeowner", situation="gutters and moss")
m("en-t06", "The concrete steps up to our front door are crumbling, a chunk came off last week and my mother in law almost fell. There are 5 steps, about 1.2 m wide. We're in Bofferdange. Is this a quick fix or does the whole thing need redoing?",
  "masonry", "Lorentzweiler", "Bofferdange",
  writer="son-in-law, worried", situation="crumbling concrete steps", kind="a", named=False)
m("en-t07", "We just bought a 1960s bungalow in Lintgen and want to renovate the whole thing before moving in: new kitchen, bathroom, floors, wiring and insulation. Ideally one company that manages it all, we both work long hours. Timeline about 6 months.",
  "renovation", "Lintgen", "Lintgen",
  writer="young professionals", situation="full bungalow renovation")
m("en-t08", "Our neighbour in Munsbach put panels on his roof last year and his electricity bills are tiny now. Our roof faces north-east though. Does it even make sense for us, and would you do a battery too? Just trying to figure out if it's worth getting a quote.",
  "solar", "Schuttrange", "Munsbach",
  writer="Portuguese-English family", situation="solar on a north-east roof?", kind="d", named=True)
m("en-t09", "We're a small accounting firm in Mamer, 4 people. Since Monday our NAS won't show up on the network and nobody can open the client folders, it's the worst week with VAT deadlines. We don't have an IT guy, my nephew usually helps but he's abroad. Can anyone come in tomorrow morning?",
  "it-support", "Mamer", "Mamer",
  writer="accountant, owner of a small firm", situation="accounting office NAS offline", kind="c", named=False)
m("en-t10", "We just bought a flat in Merl and honestly we have zero sense of style. Everything is white and beige and it feels like a hotel. We'd like someone to tell us what to do with colours, lighting and furniture, and maybe where to put the desk so we can both work from home.",
  "interior-design", "Luxembourg", "Merl",
  writer="couple, both remote workers", situation="bland new flat, colours and furniture", kind="a", named=False)
m("en-t11", "My grandparents are having their 60th wedding anniversary at their farm in Messancy, just over the border. The whole family is flying in from 4 countries, first time together in 10 years. Would one of your photographers come to Belgium for an afternoon of family portraits?",
  "photography", "abroad", "Messancy",
  writer="granddaughter, works in Luxembourg", situation="family portraits at a farm in Belgium", kind="d")
m("en-t12", "I was let go during my probation period, two days before it ended, with no reason given. I've read that in Luxembourg they don't have to give one but something feels off, my manager said some things about my pregnancy. I'd like to speak to an employment lawyer.",
  "legal", None, None, ("Luxembourg",),
  writer="pregnant woman, 31", situation="dismissed at end of probation")
m("en-t13", "I went freelance in March as a translator and I have no idea what I'm doing tax-wise. Do I need to register for VAT, and who can do my first annual return? Is it expensive to have someone do the books every quarter?",
  "accounting", None, None,
  writer="freelance translator", situation="translator needs tax help", kind="c", named=False)
m("en-t14", "We're buying a house in Ettelbruck and the notary just sent us the draft deed, 11 pages, all in French. My husband doesn't speak a word of it and won't sign something he can't read. Can someone translate it into English before the signing on the 9th?",
  "translation", None, None, ("Ettelbruck",),
  writer="Indian-British couple buying a house", situation="notary's draft deed to translate before signing")
m("en-t15", "Looking for a DJ for our wedding party in September, about 120 guests, a mix of Portuguese music and 80s hits. Do you have anyone?",
  None, None, None,
  writer="groom, Portuguese-British", situation="wedding DJ")

# ---------------------------------------------------------------- pt
# trade twice: moving; None: car mechanic; abroad: tiling in a house bought in Villerupt
m("pt-s01", "bom dia preciso de um canalizador urgente tenho uma fuga de agua debaixo do lava loica em esch sur alzette",
  "plumbing", "Esch-sur-Alzette", "esch sur alzette",
  writer="voice-typed, no punctuation, construction worker", situation="leak under the sink")
m("pt-s02", "procuro senhora para fazer o ménage 2x por semana em Bonnevoie, apartamento de 90m2 👍",
  "cleaning", "Luxembourg", "Bonnevoie",
  writer="couple both working shifts", situation="home cleaning twice a week")
m("pt-s03", "quanto custa mais ou menos uma mudança de um T2 de Schifflange para Esch no fim do mes?",
  "moving", "Schifflange", "Schifflange",
  writer="young man, 24", situation="small local move")
m("pt-s04", "as tomadas da cozinha não têm corrente desde ontem e o disjuntor não sobe, moro em Bergem",
  "electrical", "Mondercange", "Bergem",
  writer="woman, 42", situation="kitchen sockets dead, breaker will not reset")
m("pt-s05", "preciso de alguem para cortar a relva e limpar o jardim em Reckange sur Mess uma vez por mes",
  "gardening", "Reckange-sur-Mess", "Reckange sur Mess",
  writer="older man, no accents", situation="monthly lawn and garden")
m("pt-s06", "perdi as chaves de casa 😭 estou em dikrech, alguém pode abrir a porta sem estragar a fechadura?",
  "locksmith", "Diekirch", "dikrech",
  writer="teenage girl", situation="lost keys")
m("pt-s07", "a minha maquina de lavar roupa Samsung da erro 4C e nao tira a agua, Schouweiler, alguem repara?",
  "appliance-repair", "Dippach", "Schouweiler",
  writer="mother of four", situation="washing machine error 4C")
m("pt-s08", "telhado com várias telhas partidas depois da tempestade, moradia em Eischen, preciso de orçamento rápido",
  "roofing", "Habscht", "Eischen",
  writer="man, 50s", situation="broken roof tiles after storm")
m("pt-s09", "Preciso de um contabilista para fazer a declaração de impostos minha e do meu marido, é a primeira vez que fazemos juntos",
  "accounting", None, None,
  writer="newly married woman", situation="joint tax return")
m("pt-s10", "o portátil da minha filha apanhou um vírus e já nem liga direito, somos de Bissen, alguém arranja?",
  "it-support", "Bissen", "Bissen",
  writer="father, 45", situation="laptop virus")

m("pt-t01", "Olá! Já temos tudo na carrinha do meu primo, viemos de Ettelbruck hoje de manhã. O problema é que o apartamento novo em Hollerich é no 4º andar sem elevador e o sofá e o roupeiro não passam na escada, é preciso subir pela janela. Vocês têm alguém com elevador de mudanças para hoje à tarde ou amanhã?",
  "moving", "Luxembourg", "Hollerich", ("Ettelbruck",),
  writer="young couple mid-move", situation="furniture lift at the arrival end (work at the new flat)")
m("pt-t02", "O meu cunhado é canalizador e veio cá ver, diz que os canos estão bons e que o problema é da caldeira a gás, que já tem 15 anos. Ela dá o erro F28 e apaga várias vezes por dia, ficamos sem aquecimento nem água quente. Moramos em Colmar-Berg. Alguém pode vir ver antes do fim de semana?",
  "heating", "Colmar-Berg", "Colmar-Berg",
  writer="woman, 40s", situation="gas boiler error; plumber brother-in-law ruled out pipes", kind="b", named=False)
m("pt-t03", "Vamos sair do apartamento em Schieren no fim do mês. O senhorio quer as paredes como estavam, tudo branco, e os miúdos tinham o quarto pintado de azul escuro e o outro de rosa 🙈 São dois quartos de mais ou menos 12m2. Quanto fica isso mais ou menos?",
  "painting", "Schieren", "Schieren",
  writer="mother of two", situation="dark walls back to white before leaving", kind="a", named=False)
m("pt-t04", "Boa tarde, preciso de um carpinteiro para fazer um roupeiro embutido à medida no quarto, 2,40m de largura até ao teto, com portas de correr. A casa é em Ingeldorf. Podem vir medir?",
  "carpentry", "Erpeldange-sur-Sûre", "Ingeldorf",
  writer="man, 36", situation="built-in wardrobe")
m("pt-t05", "Queremos fazer o caminho da garagem até à porta em pavê, uns 35m2, agora é só gravilha e a lama entra toda em casa no inverno. A casa é em Gilsdorf. Quanto custa mais ou menos por m2, com material?",
  "masonry", "Bettendorf", "Gilsdorf",
  writer="man, 55", situation="paving the drive, price per m²", kind="d", named=False)
m("pt-t06", "Comprámos uma casa em Villerupt porque no Luxemburgo está tudo muito caro, mas continuo a trabalhar em Esch. É preciso pôr azulejo na casa de banho toda e mosaico no chão da cozinha. As empresas daí também trabalham em França?",
  "tiling", "abroad", "Villerupt", ("Luxemburgo", "Esch"),
  writer="Portuguese frontier worker", situation="tiles in a house just across the border")
m("pt-t07", "A casa da minha sogra em Redange precisa de tudo: a casa de banho é dos anos 70, a cozinha cai aos bocados, o chão está todo levantado e os fios ainda são dos antigos. Ela vai viver connosco e queremos alugar a casa depois. Não quero andar atrás de cinco empresas diferentes.",
  "renovation", "Redange", "Redange",
  writer="daughter-in-law, 48", situation="mother-in-law's house, everything", kind="a", named=False)
m("pt-t08", "Vi na televisão que agora se pode pôr um kit solar na varanda. Moro num apartamento em Niederkorn, 3º andar, a varanda dá para sul. Vale a pena? E o condomínio tem de autorizar? Se compensar, quero que venham instalar.",
  "solar", "Differdange", "Niederkorn",
  writer="retired man, 67", situation="balcony solar kit, worth it?", kind="d", named=True)
m("pt-t09", "Temos um restaurante português em Dudelange há 10 anos e finalmente vamos fazer um menu novo e uma página de Instagram a sério. Precisamos de fotos bonitas dos pratos e da sala, as que tiramos com o telemóvel ficam horríveis 😅 Quanto custa uma sessão?",
  "photography", "Dudelange", "Dudelange",
  writer="restaurant owner", situation="food photos for a new menu", kind="c", named=False)
m("pt-t10", "Mudamos para uma casa nova em Ettelbruck e a sala é enorme mas não sabemos o que fazer com ela. Procuro uma decoradora de interiores para ajudar com cores, móveis e iluminação. Não precisamos de obras.",
  "interior-design", "Ettelbruck", "Ettelbruck",
  writer="woman, 39", situation="large living room, colours and furniture")
m("pt-t11", "Há baratas na cozinha há umas semanas, de noite quando acendo a luz fogem para debaixo do frigorífico. Já pus gel e armadilhas do supermercado mas não dá para conter a praga. É um apartamento no centro de Luxemburgo e tenho um bebé de 8 meses, tem de ser algo seguro. Podem ajudar?",
  "pest-control", "Luxembourg", "Luxemburgo", (), ("conter",),
  writer="young mother", situation="cockroaches in the kitchen", kind="a", named=False)
m("pt-t12", "O meu patrão não me pagou as horas extra dos últimos 6 meses e agora despediu-me sem carta. Eu trabalhava numa obra em Strassen. Preciso de um advogado que fale português se possível.",
  "legal", None, None, ("Strassen",),
  writer="construction worker", situation="unpaid overtime, dismissal")
m("pt-t13", "Tenho uma pequena empresa de limpezas com 4 funcionárias e os clientes pedem sempre para marcar pelo telefone. Queria uma coisa onde eles escolhem o dia e a hora e pagam logo. Quanto custa e demora muito a fazer?",
  "web-development", None, None,
  writer="owner of a cleaning company", situation="cleaning firm wants online booking", kind="c", named=False)
m("pt-t14", "Preciso de uma tradução juramentada da minha carta de condução e da certidão de nascimento do português para o francês. É para o processo no Ministério. Quanto tempo demora?",
  "translation", None, None,
  writer="new arrival from Portugal", situation="sworn translation of licence and birth certificate")
m("pt-t15", "O meu carro faz um barulho esquisito quando travo e a luz do ABS acendeu. Não conheço ninguém aqui. Sabem de algum mecânico bom e honesto?",
  None, None, None,
  writer="newly arrived man", situation="car mechanic")

# ---------------------------------------------------------------- it
# trade twice: electrical; None: piano teacher; abroad: first communion in Metz
m("it-s01", "mi serve un elettricista per cambiare il quadro elettrico, è ancora quello vecchio con i fusibili a vite, casa a Dudelange",
  "electrical", "Dudelange", "Dudelange",
  writer="son of Italian immigrants, 60", situation="old fuse box to replace")
m("it-s02", "lo scaldabagno elettrico perde acqua da sotto, abito a Esch/Alzette, qualcuno viene domani?",
  "plumbing", "Esch-sur-Alzette", "Esch/Alzette",
  writer="retired miner's widow", situation="water heater leaking")
m("it-s03", "Cerchiamo un'impresa di pulizie per un ufficio di 200 mq a Lussemburgo città, 3 volte a settimana dopo le 18",
  "cleaning", "Luxembourg", "Lussemburgo",
  writer="office manager at an Italian firm", situation="office cleaning")
m("it-s04", "potatura di 3 alberi da frutto e della siepe a Schoos, quando potete venire?",
  "gardening", "Fischbach", "Schoos",
  writer="retired couple from Abruzzo", situation="pruning fruit trees and hedge")
m("it-s05", "ho perso il mazzo di chiavi, bisogna cambiare il cilindro della porta d'ingresso a kayl, oggi se possibile",
  "locksmith", "Kayl", "kayl",
  writer="man, 45", situation="lost keys, new cylinder")
m("it-s06", "la caldaia a pellet si blocca tutte le notti e la mattina la casa è gelata, Heiderscheid, qualcuno che conosce le Hargassner?",
  "heating", "Esch-sur-Sûre", "Heiderscheid",
  writer="Italian engineer living in the north", situation="pellet boiler blocks every night")
m("it-s07", "il frigo Liebherr non raffredda più ma la luce dentro si accende, indirizzo L-3833 😓",
  "appliance-repair", "Schifflange", "L-3833",
  writer="woman, 50s", situation="fridge not cooling")
m("it-s08", "abbiamo un nido di calabroni enorme nel fienile a Boulaide, venite anche in campagna?",
  "pest-control", "Boulaide", "Boulaide",
  writer="farmer's wife of Italian origin", situation="hornet nest in the barn")
m("it-s09", "quanto costa un sito con negozio online per vendere olio e vino che importiamo dalla Puglia?",
  "web-development", None, None,
  writer="small importer", situation="online shop")
m("it-s10", "Cerco piastrellista per posare 40 mq di gres effetto legno in soggiorno a Useldange, mi fate un devis? 🙏",
  "tiling", "Useldange", "Useldange",
  writer="young couple", situation="40 m² of porcelain tiles")

m("it-t01", "Abbiamo appena preso una macchina elettrica e vorremmo la colonnina in garage. Mio cognato faceva l'elettricista a Bergamo e dice che ci vuole una linea dedicata dal contatore, ma qui non può fare lui i lavori. La casa è a Tuntange. Quanto costa più o meno con l'installazione?",
  "electrical", "Helperknapp", "Tuntange", ("Bergamo",),
  writer="family man, 42", situation="wallbox; electrician brother-in-law from Bergamo", kind="b", named=False)
m("it-t02", "Le persiane di legno della nostra casa a Perlé sono scolorite dal sole e la vernice si stacca a pezzi, anche la ringhiera del balcone è piena di ruggine. Mia moglie le vorrebbe verde salvia 😄 Fate anche queste cose o solo muri?",
  "painting", "Rambrouch", "Perlé",
  writer="retired man, jokes", situation="shutters and railing to repaint", kind="d", named=False)
m("it-t03", "La porta d'ingresso in legno si è gonfiata con l'umidità e non chiude più bene, bisogna spingere forte con la spalla. La serratura funziona, è proprio la porta che tocca. Conviene ripararla o cambiarla? Siamo a Beckerich.",
  "carpentry", "Beckerich", "Beckerich",
  writer="woman, 65", situation="swollen wooden front door", kind="d", named=False)
m("it-t04", "Nella nostra casa a Harlange, quando piove forte, esce una macchia marrone sul soffitto della mansarda, proprio vicino alla finestra del tetto. Prima era piccola, adesso è grande come un piatto. La casa è vecchia e non sappiamo chi chiamare.",
  "roofing", "Lac de la Haute-Sûre", "Harlange",
  writer="couple who bought an old house", situation="stain under the roof window", kind="a", named=False)
m("it-t05", "Cerco un muratore per tirare su un muretto in blocchi di cemento lungo il confine del giardino, circa 12 metri per 80 cm. Il vicino è d'accordo. Siamo a Grosbous. Grazie",
  "masonry", "Groussbus-Wal", "Grosbous",
  writer="man, 50s", situation="block wall along the boundary")
m("it-t06", "A luglio torniamo in Italia dopo 15 anni 🇮🇹 Dobbiamo fare il trasloco da Saeul a Milano, casa di 4 stanze. Cerchiamo una ditta che faccia anche l'imballaggio e il deposito per un mese. Ci fate un preventivo?",
  "moving", "Saeul", "Saeul", ("Milano",),
  writer="Italian family returning home", situation="international move with storage")
m("it-t07", "Abbiamo comprato una vecchia fattoria a Bettborn. Il tetto è stato rifatto ma dentro è tutto da sistemare: bagni, impianto elettrico, pavimenti, cucina, isolamento. Vorremmo un'unica ditta che segue tutto dall'inizio alla fine, perché non parliamo bene né francese né lussemburghese.",
  "renovation", "Préizerdaul", "Bettborn",
  writer="Italian couple new to Luxembourg", situation="old farmhouse, one firm for everything", kind="a", named=False)
m("it-t08", "Ho un'officina di carrozzeria a Medernach con un capannone di 400 mq e il tetto piatto. La bolletta della luce è diventata assurda con i compressori e le cabine di verniciatura. Vale la pena mettere i pannelli? Quanto si recupera in qualche anno?",
  "solar", "Vallée de l'Ernz", "Medernach",
  writer="car-body shop owner", situation="solar on a workshop roof, worth it?", kind="c+d", named=True)
m("it-t09", "Abbiamo una pizzeria a Cessange e da ieri la stampante delle comande in cucina non riceve più niente dal tablet, e il wifi dei clienti va e viene. Stasera abbiamo 60 coperti... qualcuno può venire nel pomeriggio?",
  "it-support", "Luxembourg", "Cessange",
  writer="pizzeria owner", situation="kitchen order printer and Wi-Fi", kind="c", named=False)
m("it-t10", "Abbiamo finito di costruire la casa a Reisdorf e adesso siamo bloccati: il soggiorno è enorme, non sappiamo come disporre i mobili, che colori scegliere, che luci. Cerco un'arredatrice d'interni che ci faccia un progetto.",
  "interior-design", "Reisdorf", "Reisdorf",
  writer="woman, 37", situation="new house, layout and colours")
m("it-t11", "A maggio facciamo la prima comunione di nostra figlia a Metz, dove vive la nonna. Conosciamo un fotografo qui ma costa troppo. I vostri vengono anche in Francia? Ci servirebbe la mattina in chiesa e il pranzo.",
  "photography", "abroad", "Metz",
  writer="Italian mother living in Luxembourg", situation="first communion photos in France", kind="d")
m("it-t12", "Mio padre è mancato a febbraio e ha lasciato una casa a Dudelange a me e ai miei due fratelli, che vivono in Italia. Non siamo d'accordo su cosa fare e il notaio ci ha consigliato di sentire un avvocato per la successione.",
  "legal", None, None, ("Dudelange",),
  writer="son, 55", situation="inheritance between siblings")
m("it-t13", "Sono piastrellista e ho aperto la mia ditta individuale a gennaio. Tra fatture, IVA e contributi non ci capisco niente e ho paura di sbagliare. Cerco qualcuno che mi segua tutto l'anno, a un prezzo onesto.",
  "accounting", None, None,
  writer="self-employed tiler", situation="tiler needs an accountant", kind="c", named=False)
m("it-t14", "Devo tradurre il diploma di laurea e il certificato degli esami dall'italiano al francese, con traduzione giurata, per il riconoscimento del titolo. Quanto costa a pagina?",
  "translation", None, None,
  writer="young Italian engineer", situation="sworn translation of a degree")
m("it-t15", "Mia figlia ha 8 anni e vuole imparare il pianoforte. Cerchiamo un insegnante che venga a casa una volta a settimana, meglio se parla italiano. Avete qualcuno?",
  None, None, None,
  writer="Italian mother", situation="piano teacher")

# ---------------------------------------------------------------- es
# trade twice: painting; None: babysitter; abroad: roof of the in-laws' house in Athus (Belgium)
m("es-s01", "necesito pintar el salon y dos habitaciones en Gasperich, me podeis mandar un devis mas o menos?",
  "painting", "Luxembourg", "Gasperich",
  writer="Spanish nurse, no accents", situation="paint living room and two bedrooms")
m("es-s02", "se ha atascado el desagüe de la cocina y huele fatal 🤢 vivo en Bridel, alguien puede venir hoy?",
  "plumbing", "Kopstal", "Bridel",
  writer="Argentinian woman", situation="blocked kitchen drain")
m("es-s03", "hola! quiero poner lamparas nuevas en todo el piso y cambiar los enchufes viejos, es en Garnich",
  "electrical", "Garnich", "Garnich",
  writer="young Spanish couple", situation="new lights and sockets")
m("es-s04", "me he quedado fuera de casa con las llaves dentro, estoy en esch-alzette, cuanto tardais?",
  "locksmith", "Esch-sur-Alzette", "esch-alzette",
  writer="Spanish student", situation="locked out")
m("es-s05", "busco a alguien para limpiar un sofá de tela y dos alfombras este sábado, código postal L-9168",
  "cleaning", "Mertzig", "L-9168",
  writer="Colombian mum", situation="sofa and carpet cleaning")
m("es-s06", "mi lavavajillas Bosch no seca bien y hace un ruido raro al desaguar, estoy en Déifferdeng",
  "appliance-repair", "Differdange", "Déifferdeng",
  writer="Spaniard who has picked up Luxembourgish names", situation="dishwasher noise")
m("es-s07", "el termostato de la calefacción no responde y los radiadores están fríos, Niederfeulen, urgente por favor",
  "heating", "Feulen", "Niederfeulen",
  writer="Chilean father", situation="heating thermostat dead")
m("es-s08", "tenemos cucarachas en la cocina del restaurante en Ell y el lunes viene inspección, necesitamos tratamiento ya",
  "pest-control", "Ell", "Ell",
  writer="Spanish restaurant owner", situation="cockroaches before an inspection")
m("es-s09", "Necesito un abogado para un divorcio, hablo muy poco francés y mi marido ya tiene uno",
  "legal", None, None,
  writer="Venezuelan woman", situation="divorce")
m("es-s10", "Queremos diseñar el jardín de la casa nueva en Vichten, ahora es solo tierra, con césped, algunos árboles y un huerto pequeño",
  "gardening", "Vichten", "Vichten",
  writer="Spanish couple, new build", situation="garden design from bare soil")

m("es-t01", "El pintor que vino el año pasado nos dejó manchas de pintura en el parquet y el techo con marcas de rodillo, y nunca volvió a arreglarlo. Ahora queremos volver a pintar el salón y el pasillo bien hecho. Vivimos en Pfaffenthal, en un tercero sin ascensor. ¿Alguien serio?",
  "painting", "Luxembourg", "Pfaffenthal",
  writer="couple, 40s, disappointed", situation="redo a bad paint job; last painter never came back", kind="b", named=False)
m("es-t02", "La puerta del armario empotrado del dormitorio se ha descolgado y la encimera de madera de la cocina está hinchada al lado del fregadero. El piso es de alquiler en Mersch y el casero dice que lo arregle yo y le pase la factura. ¿Podéis venir a verlo?",
  "carpentry", "Mersch", "Mersch",
  writer="tenant, Spanish, 33", situation="wardrobe door and swollen wooden worktop", kind="a", named=False)
m("es-t03", "Mis suegros viven en Athus, justo al otro lado de la frontera, y después de la tormenta se les han caído varias tejas y el canalón cuelga. Ellos son mayores y no conocen a nadie. Nosotros vivimos en Pétange. ¿Trabajáis también en Bélgica?",
  "roofing", "abroad", "Athus", ("Pétange",),
  writer="Spanish son-in-law in Pétange", situation="in-laws' roof in Belgium", kind="d", named=False)
m("es-t04", "¿Cuánto cobra más o menos un albañil por hacer un murete de piedra de unos 8 metros en la entrada de casa? Queremos que quede como los de las casas viejas del pueblo. Estamos en Dalheim. No tenemos prisa, es para primavera.",
  "masonry", "Dalheim", "Dalheim",
  writer="retired Spanish couple", situation="stone wall at the entrance, price question", kind="d", named=True)
m("es-t05", "Tenemos un bar pequeño en Canach y en la cocina se han levantado varias baldosas del suelo, hay una que se mueve y ya se ha tropezado un camarero. La inspección de sanidad nos lo ha apuntado. ¿Se puede cambiar solo esa zona sin cerrar el bar?",
  "tiling", "Lenningen", "Canach",
  writer="Galician bar owner", situation="loose kitchen floor tiles in a bar", kind="c", named=False)
m("es-t06", "Hola, nos mudamos de Ettelbruck a Barcelona en agosto, volvemos a España después de 12 años, a un piso en el Born. Es un piso de 3 habitaciones. Buscamos empresa de mudanzas que haga también el embalaje. ¿Me podéis pasar presupuesto?",
  "moving", "Ettelbruck", "Ettelbruck", ("Barcelona", "Born"),
  writer="Spanish family going home", situation="move from Ettelbruck to the Born quarter of Barcelona")
m("es-t07", "El piso que heredamos de mi tía en Itzig está como en los años 70: hay que cambiar el baño, la cocina, los suelos y toda la instalación eléctrica. Queremos alquilarlo después. No queremos buscar cinco empresas distintas, ¿hacéis todo vosotros?",
  "renovation", "Hesperange", "Itzig",
  writer="Spanish nephew, 45", situation="inherited 1970s flat, everything", kind="a", named=False)
m("es-t08", "Mi vecino puso placas solares con batería el año pasado y dice que casi no paga luz. Nosotros tenemos una casa adosada en Strassen con el tejado hacia el sur. ¿Merece la pena de verdad o es mucha inversión? ¿Cuánto sale todo con las ayudas?",
  "solar", "Strassen", "Strassen",
  writer="Spanish engineer", situation="solar with battery, worth it?", kind="d", named=True)
m("es-t09", "Tenemos un hotel pequeño en Mondorf-les-Bains y los clientes se quejan de que el wifi no llega a las habitaciones del segundo piso. Además el ordenador de recepción va lentísimo. ¿Alguien que lo revise y lo deje bien?",
  "it-support", "Mondorf-les-Bains", "Mondorf-les-Bains",
  writer="hotel manager", situation="hotel Wi-Fi and reception PC", kind="c", named=False)
m("es-t10", "Busco un fotógrafo para hacer fotos de producto de mis cerámicas para la tienda online. Son unas 40 piezas y tengo el taller en Bertrange, se pueden hacer allí. ¿Precio?",
  "photography", "Bertrange", "Bertrange",
  writer="Spanish ceramicist", situation="product photos of ceramics")
m("es-t11", "Acabamos de alquilar un local para una tienda de ropa en la Ville-Haute y no tenemos ni idea de cómo distribuir el espacio, qué colores usar, qué muebles ni cómo iluminar los escaparates. Abrimos en marzo. ¿Tenéis a alguien de interiorismo que nos ayude?",
  "interior-design", "Luxembourg", "Ville-Haute",
  writer="two Spanish sisters opening a shop", situation="clothes shop layout and lighting", kind="c", named=True)
m("es-t12", "Soy autónoma, tengo una empresa de limpieza desde hace un año. Me han dicho que tengo que declarar el IVA cada trimestre y no lo he hecho nunca 😰 ¿Quién me puede llevar los papeles y arreglar lo de este año?",
  "accounting", None, None,
  writer="self-employed cleaner from Colombia", situation="cleaning firm behind on VAT", kind="c", named=False)
m("es-t13", "Tengo una peluquería y quiero que las clientas puedan reservar cita por internet, con recordatorio por SMS. Ahora lo apunto todo en una libreta. ¿Cuánto costaría algo así?",
  "web-development", None, None,
  writer="hairdresser, 35", situation="hair salon wants online appointments", kind="c", named=False)
m("es-t14", "Necesito la traducción jurada de mi título universitario y del expediente académico del español al francés, para el Ministerio. Vivo en Strassen pero puedo mandarlo todo por correo. ¿Cuánto tardáis?",
  "translation", None, None, ("Strassen",),
  writer="Spanish architect", situation="sworn translation of a degree")
m("es-t15", "Buscamos una niñera para dos niños de 4 y 7 años, tres tardes por semana después del cole. Que hable español si puede ser. ¿Tenéis a alguien?",
  None, None, None,
  writer="Spanish working mother", situation="babysitter")
