MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish (lb) ----------------
add("lb-s01", "Moien, mir bräichten en Elektriker fir eng Wallbox (11 kW) an eiser Garage zu Bouneweg ze installéieren, hätt een nach Zäit virun Chrëschtdag?",
    "electrical", "Luxembourg", "Bouneweg", situation="Install an 11 kW wallbox in a garage in Bonnevoie")
add("lb-s02", "wie kann eis d'Fuge vun de Plättercher an der Kiche zu nidderkäerjeng nei maachen, déi sinn ganz schwaarz an et bréckelt iwwerall",
    "tiling", "Käerjeng", "nidderkäerjeng", situation="Regrout crumbling black kitchen tile joints in Bascharage")
add("lb-s03", "Sinn ausgespaart 😩 de Schlëssel stécht vu bannen an der Dier an d'Kanner sinn nach dobannen, mir sinn zu Mutfert an der route de Remich",
    "locksmith", "Contern", "Mutfert", distractors=("Remich",), situation="Locked out with key inside and children indoors, Moutfort (street named after another town)")
add("lb-s04", "Mir sichen een, deen eis al Wiss hannert dem Haus zu Lintgen ewechhëlt an Rollrasen leet, ongeféier 180 m².",
    "gardening", "Lintgen", "Lintgen", situation="Replace an old lawn with turf, 180 m2")
add("lb-s05", "Eis Spullmaschinn (Bosch Serie 4, 6 Joer al) pompelt d'Waasser net méi eraus an et steet ëmmer e Fangerbreet Waasser dran, kënnt dir op Kolmer-Bierg?",
    "appliance-repair", "Colmar-Berg", "Kolmer-Bierg", situation="Dishwasher no longer drains")
add("lb-s06", "Ech brauch en Affekot wéinst enger Kënnegung fir faute grave no 11 Joer an der Firma, wat kascht eng éischt Entrevue?",
    "legal", None, None, not_place=("éischt",), situation="Dismissal for gross misconduct after 11 years, cost of first consultation")
add("lb-s07", "D'Kandel vun eisem Haus zu Klierf ass vum Schnéi erofgerappt ginn an hänkt elo iwwer der Entrée, wien kann déi ersetzen?",
    "roofing", "Clervaux", "Klierf", situation="Gutter torn down by snow hangs over the entrance")
add("lb-s08", "Mir sichen e Fotograf fir d'Portraite vun eisem Team (12 Leit) fir déi nei Websäit, am Büro zu Iechternach, am léifsten de 14 Januar moies.",
    "photography", "Echternach", "Iechternach", situation="Team portraits of 12 staff in an office for a new website")
add("lb-s09", "Mir hunn Ratten am Keller zu Téiteng, all Owend héiert een se an der Decken kraazen an se hunn e ganze Sak Gromperen ugefriess!!",
    "pest-control", "Kayl", "Téiteng", situation="Rats in the cellar eating potatoes")
add("lb-s10", "Sicht een deen eisen Hond (Labrador, 4 Joer) vum 3 bis 17 August zweemol den Dag spadséiere geet, well mir an Italien an der Vakanz sinn",
    None, None, None, distractors=("Italien",), situation="Dog walker during the family holiday (not a listed trade)")
add("lb-t01", "Eis Sécherung fält zënter e puer Deeg ëmmer eraus, och an der Nuecht wann näischt leeft. Elo flackert d'Luucht am Gank an d'Steckdous beim Frigo gëtt waarm a richt no verbranntem Plastik. Mir hunn e klengt Kand an hunn e bësse Angscht. Haus zu Schuller, Baujoer 1972.",
    "electrical", "Dippach", "Schuller", kind="a", nu="U", situation="Breaker trips at night, flickering light, hot socket smelling of burnt plastic")
add("lb-t02", "Mir hunn ugebaut an am neie Living ass Buedemheizung, mee et gëtt net méi waarm wéi 18 Grad. De Schwoer sot, ech soll d'Temperatur um Kessel einfach op de Maximum setzen. Dat hu mer gemaach, d'Gasrechnung ass explodéiert an d'Schlofzëmmeren uewen sinn elo iwwerhëtzt, mee de Living bleift kal. Mir sichen e Chauffagist deen d'Anlag richteg areguléiert, zu Beetebuerg.",
    "heating", "Bettembourg", "Beetebuerg", kind="b", nu="N", situation="Underfloor heating in an extension stays cold; brother-in-law said to turn the boiler to maximum")
add("lb-t03", "Moien, ech schreiwen fir de Comité vum Basketclub. An de Vestiairen vun eiser Hal zu Esch-Uelzecht blättert d'Faarf iwwerall vun de Maueren a vum Plafong, wéinst dem Damp vun den Duschen. D'Saison fänkt den 12. September un, bis dohinner misst dat alles erëm ordentlech an eise Clubfaarwen bloo-wäiss sinn, mat eppes wat d'Fiichtegkeet aushält. Kënnt Dir eis en Devis maachen? D'Rechnung geet un de Club.",
    "painting", "Esch-sur-Alzette", "Esch-Uelzecht", kind="c", nu="U", situation="Basketball club needs changing rooms repainted in club colours before the season")
add("lb-t04", "Mir iwwerleeën eng Photovoltaik-Anlag op eist Daach zu Gonnereng ze setzen. D'Daach ass Osten/Westen orientéiert, zwou Säiten vun ongeféier 35 m², kee Schied. Lount sech dat iwwerhaapt oder ass dat nëmme mat engem Süd-Daach rentabel? A wéi vill kWc kéint een do ongeféier drop kréien?",
    "solar", "Junglinster", "Gonnereng", kind="d", nu="N", situation="Is PV worth it on an east-west roof, how many kWp")
add("lb-t05", "Ënnert dem Lavabo am Buedzëmmer leeft et aus dem Siphon. Am Bauhaus hu se mir gesot, ech soll einfach Silikon ronderëm d'Verbindung schmieren, dat hunn ech gemaach. Elo leeft et nach méi an de Schaf drënner ass schonn opgequollen. Mir wunnen zu Gaasperech um 2. Stack an den Noper ënnendrënner huet och schonn e Flecken um Plafong. Wien kann dat haut oder muer kucken?",
    "plumbing", "Luxembourg", "Gaasperech", kind="b", nu="U", situation="Leaking sink trap made worse by silicone on a DIY store's advice")
add("lb-t06", "Zanter dem Wanter ass an der Mauer vun eiser Garage zu Lëppschent e Rass deen ëmmer méi grouss gëtt. Um Ufank war en esou déck wéi en Hoer, elo passt eng Euro-Mënz dran. Et geet schréi vun der Fënsterecke bal bis op de Buedem. Ass dat geféierlech?",
    "masonry", "Bourscheid", "Lëppschent", kind="a", nu="U", situation="Growing diagonal crack in a garage wall")
add("lb-t07", "Mäi Laptop vum Büro verléiert all puer Minutten d'Verbindung mam Internet, mee nëmmen am Büro uewen, ënnen am Living geet alles. Den Handy huet uewen och bal kee Wifi. D'Box ass am Keller nieft dem Zähler. Ech schaffen 3 Deeg Teletravail doheem zu Nidderfeelen an dat geet esou net méi.",
    "it-support", "Feulen", "Nidderfeelen", kind="a", nu="U", situation="Wi-Fi drops in the upstairs home office, router in the cellar")
add("lb-t08", "Eis Holzterrass hannert dem Haus zu Folscht ass 15 Joer al an e puer Briede ginn no ënnen wann ee drop trëppelt. Den Noper sot, ech soll se just schleifen an nei ueleegen, dat géif duergoen. Ech hunn ugefaangen a bei dräi Briede kann ech de Schrauwenzéier mat der Hand an d'Holz drécken, ënnendrënner sinn d'Balken och weech. Ech mengen do mussen nei Briede an eventuell nei Balken drënner. Wien mécht esou eppes?",
    "carpentry", "Rambrouch", "Folscht", not_place=("Holz",), kind="b", nu="U", situation="Soft deck boards and joists; neighbour said sanding and oiling would do")
add("lb-t09", "Ech hunn zanter dësem Joer e Studio zu Porto verlount an eng Frëndin sot mer, dat misst ech zu Lëtzebuerg guer net deklaréieren, well d'Steier jo a Portugal bezuelt gëtt. Elo hunn ech gelies dass dat net esou einfach ass. Ech sichen e Comptabel oder Steierberoder, deen meng Steiererklärung fir 2026 mat dem Akommes aus dem Ausland mécht. Et geet just ëm mech als Privatpersoun, keng Firma.",
    "accounting", None, None, distractors=("Porto", "Lëtzebuerg", "Portugal"), kind="b", nu="N", situation="Tax return with rental income from a flat abroad; a friend said it need not be declared")
add("lb-t10", "Mir sinn d'Scoutegrupp vum Duerf an organiséieren all Summer e Camp fir 80 Kanner. Bis elo maache mer d'Umeldunge mat Pabeierformulairen an enger Excel-Lëscht, dat ass de Chaos. Mir hätte gär eng kleng Säit wou d'Elteren d'Kanner umellen, d'Autorisatiounen eroplueden an direkt bezuelen. D'Budget ass limitéiert, mir sinn eng ASBL.",
    "web-development", None, None, kind="c", nu="U", situation="Scout group wants an online registration and payment page for summer camp")
add("lb-t11", "Bonjour, mir sinn eng Zänndokter-Praxis mat 3 Behandlungsraim zu Ettelbruck. Eis Madame Rosa, déi zanter 20 Joer all Owend bei eis kënnt, geet Enn Januar an d'Pensioun. Mir sichen een deen no 19 Auer d'Wartesall, d'Toiletten an d'Büroe mécht, d'Behandlungsraim maache mer selwer. Erfahrung mat Praxisen wier gutt.",
    "cleaning", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="Dental practice needs evening cleaning after its long-time cleaner retires")
add("lb-t12", "Mir sinn eng Schräinerei mat 14 Mataarbechter a wëllen eis fir en ëffentlechen Appel d'offres an der Belsch bewerben. All d'Dokumenter (Mémoire technique, ongeféier 40 Säiten) musse vum Franséischen an Hollännesch iwwersat ginn, bis den 20. Januar. Mir sichen en Iwwersetzer oder e Büro deen dat mécht, am beschten mat Erfahrung am Bau.",
    "translation", None, None, distractors=("Belsch",), kind="c", nu="N", situation="Joinery firm needs tender documents translated French to Dutch for a Belgian tender")
add("lb-t13", "Meng Mamm muss aus hirem Haus zu Nacher an e Studio an der Seniorenresidenz zu Ettelbréck plënneren. Et ass e ganzt Haus mat 5 Zëmmeren, mee an de Studio kommen nëmmen e Bett, e Schaf an hire Fotell mat. Wat kascht esou eppes ongeféier, an huelen d'Déménageuren och d'Miwwelen mat déi mer net méi brauchen? Hatt ass 87 a kann net vill hëllefen.",
    "moving", "Goesdorf", "Nacher", distractors=("Ettelbréck",), kind="d", nu="N", situation="Mother moves from a house to a care-home studio; cost and taking away surplus furniture")
add("lb-t14", "Mir hunn e Bauerenhaus zu Furen kaf, Baujoer ongeféier 1900, zanter 10 Joer eidel. Kiche, Buedzëmmer, Elektresch, Fënsteren a Buedem, alles muss nei. Mir wëllen dat vun enger eenzeger Firma maache loossen déi alles koordinéiert. Wéi laang dauert dat realistesch, a wéini misste mer ufänken wa mer am Oktober wëllen aplënneren?",
    "renovation", "Tandel", "Furen", kind="d", nu="U", situation="How long a coordinated renovation of an empty 1900 farmhouse takes")
add("lb-t15", "Mir hunn zu Arel en Appartement vun 68 m² kaf fir eis Duechter, déi do studéiert. De Living ass laang a schmuel mat nëmmen enger Fënster um Enn. Wéi deelt een esou e Raum am beschten an, Kiche, Ess-Eck a Sofa, a wat fir Faarwen a Luuchten datt et manner däischter ass? Hëlt een do eng Berodung op Stonn oder e ganze Plang?",
    "interior-design", "abroad", "Arel", kind="d", nu="U", situation="Layout, colours and lighting for a long narrow living room in a flat in Arlon")

# ---------------- French (fr) ----------------
add("fr-s01", "Bonjour, la chasse d'eau des WC du rez-de-chaussée coule en continu depuis hier soir même après avoir changé le flotteur, on est à Niedercorn, quelqu'un de dispo cette semaine ?",
    "plumbing", "Differdange", "Niedercorn", situation="Toilet cistern runs continuously even after a new float")
add("fr-s02", "Je cherche un peintre pour refaire murs et plafonds d'un appartement de 3 pièces au Limpertsberg avant l'arrivée des nouveaux locataires le 1er mars.",
    "painting", "Luxembourg", "Limpertsberg", situation="Repaint walls and ceilings of a 3-room flat between tenants")
add("fr-s03", "La tempête de cette nuit a arraché une vingtaine de tuiles sur notre toit à Dahlem et il pleut dans le grenier, il faudrait au moins bâcher en urgence !",
    "roofing", "Garnich", "Dahlem", situation="Storm tore off roof tiles, rain in the attic, emergency tarp")
add("fr-s04", "Tentative de cambriolage cette nuit à Aspelt, le cylindre de la porte d'entrée est arraché et la porte ne ferme plus, besoin de quelqu'un aujourd'hui svp",
    "locksmith", "Frisange", "Aspelt", situation="Front-door cylinder ripped out in a burglary attempt")
add("fr-s05", "vous faites aussi le dessouchage, on a fait abattre 2 vieux sapins à bridel et il reste les deux souches devant la terrasse",
    "gardening", "Kopstal", "bridel", situation="Grind out two stumps of felled fir trees")
add("fr-s06", "Nous cherchons un expert-comptable pour le bilan 2026 et les fiches de salaire de notre SARL (magasin de vélos, 2 salariés), notre fiduciaire actuel part à la retraite.",
    "accounting", None, None, situation="Annual accounts and payslips for a small bike shop company")
add("fr-s07", "Besoin d'un électricien pour installer un éclairage le long de l'allée du jardin (6 bornes) et une prise extérieure étanche près de la terrasse, maison à Leudelange.",
    "electrical", "Leudelange", "Leudelange", situation="Garden path lighting bollards and a weatherproof outdoor socket")
add("fr-s08", "Notre four Siemens encastré ne chauffe plus du tout alors que l'affichage et la lumière marchent, vous réparez ça à Capellen ?",
    "appliance-repair", "Mamer", "Capellen", situation="Built-in oven no longer heats though display works (locality that is also a canton name)")
add("fr-s09", "Quelqu'un connaît un bon garagiste pas trop cher pour la révision des 60 000 km de ma Clio, le concessionnaire m'a demandé 480 € ?",
    None, None, None, situation="Car service at a garage (not a listed trade)")
add("fr-s10", "Devis pour déménager un 3 pièces de Bissen à Mersch le samedi 30 janvier, 2e étage sans ascenseur au départ, maison à l'arrivée.",
    "moving", "Bissen", "Bissen", distractors=("Mersch",), situation="Move of a 3-room flat between two Luxembourg communes, labelled at the loading end")
add("fr-t01", "Depuis trois jours ça sent le mazout dans la cave et le matin il fait 15 degrés dans la maison. Le brûleur démarre, fait un gros bruit sourd, puis s'arrête avec un voyant rouge. Quand j'appuie sur le bouton il repart une heure et recommence. Maison à Gilsdorf, les enfants sont malades, c'est assez urgent.",
    "heating", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="Oil burner bangs and locks out, smell of fuel oil, cold house")
add("fr-t02", "Chaque matin on trouve des petites crottes noires sur le plan de travail et dans le tiroir à couverts. Le sachet de pain a été rongé cette nuit et on entend gratter derrière le lave-vaisselle le soir. On a un bébé de 8 mois, je ne veux pas mettre n'importe quoi. Maison à Heiderscheid.",
    "pest-control", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U", situation="Mouse droppings and gnawed bread in the kitchen, baby in the house")
add("fr-t03", "Dans le couloir le carrelage se soulève au milieu et forme une bosse, on a entendu un craquement la nuit comme un coup de fusil. Deux carreaux sont maintenant fendus et ça sonne creux quand on marche dessus. La maison date de 2009, avec chauffage au sol. C'est à Bettborn.",
    "tiling", "Préizerdaul", "Bettborn", kind="a", nu="U", situation="Hallway floor tiles tenting up with a bang, cracked and hollow")
add("fr-t04", "Le mur en pierres qui retient notre jardin à Beaufort penche vers le trottoir et une fissure s'est ouverte sur toute la hauteur. Un voisin nous a conseillé de la remplir de mousse expansive, ce qu'on a fait en octobre. Depuis, la fissure a doublé et des pierres tombent sur le trottoir, la commune nous a écrit. Il faudrait quelqu'un qui refasse ce mur correctement, il fait environ 8 m de long et 1,5 m de haut.",
    "masonry", "Beaufort", "Beaufort", kind="b", nu="U", situation="Leaning stone retaining wall; neighbour advised expanding foam")
add("fr-t05", "Chez mes parents à Hettange-Grande il y a un grand noyer de 15 m qui dépasse sur la maison. Mon beau-frère nous a dit qu'on pouvait couper nous-mêmes les grosses branches en août avec une tronçonneuse et une échelle, on l'a fait et une branche est tombée sur l'abri de jardin. Maintenant l'arbre est déséquilibré et mes parents ont peur à chaque coup de vent. On cherche un élagueur sérieux qui peut passer avant l'hiver.",
    "gardening", "abroad", "Hettange-Grande", kind="b", nu="N", situation="Unbalanced walnut tree at parents' house across the border after DIY pruning on a relative's advice")
add("fr-t06", "Les travaux de notre appartement à Esch/Alzette sont enfin finis, mais il y a de la poussière de plâtre partout, jusque dans les placards, et des taches de peinture sur les vitres. L'entrepreneur nous a dit qu'un bon coup d'aspirateur suffirait : notre aspirateur a rendu l'âme au bout d'une heure et la poussière revient dès qu'on passe. On emménage le 15 avec deux enfants. On cherche quelqu'un qui s'occupe de tout de fond en comble, vitres comprises, 85 m².",
    "cleaning", "Esch-sur-Alzette", "Esch/Alzette", kind="b", nu="U", situation="Plaster dust everywhere after renovation works; contractor said a vacuum would do")
add("fr-t07", "Notre entrepreneur a livré la maison avec des infiltrations au sous-sol et refuse de revenir. Un ami m'a dit de simplement bloquer le dernier versement de 38 000 €, ce que j'ai fait, et maintenant l'entrepreneur me menace d'une procédure et de pénalités. Je cherche un avocat en droit de la construction pour savoir où j'en suis vraiment. Les réserves avaient pourtant été notées à la réception.",
    "legal", None, None, kind="b", nu="N", situation="Builder dispute over defects after withholding the last payment on a friend's advice")
add("fr-t08", "Bonjour, nous sommes un petit hôtel de 14 chambres à Mondorf, côté luxembourgeois bien sûr. Nous avons rénové les chambres et le spa cet hiver, et les photos sur Booking datent de 2015. Nous cherchons un photographe pour une journée, chambres, spa, petit-déjeuner, avec des images utilisables aussi pour Instagram. Possible en semaine avant Pâques ?",
    "photography", "Mondorf-les-Bains", "Mondorf", kind="c", nu="N", situation="Small hotel needs new photos of rooms and spa for booking sites")
add("fr-t09", "Nous sommes un bureau d'architectes de 8 personnes à Bertrange. Depuis lundi la sauvegarde de nos plans sur le NAS échoue toutes les nuits et le boîtier fait des cliquetis. Deux postes n'arrivent plus à ouvrir les fichiers partagés sans planter. On n'a personne en interne pour gérer ça, il nous faudrait quelqu'un rapidement, et idéalement un contrat de suivi.",
    "it-support", "Bertrange", "Bertrange", kind="c", nu="U", situation="Architects' office: failing NAS backups, clicking disk, shared files crash")
add("fr-t10", "Nous sommes une association d'apiculteurs amateurs (45 membres). On vend notre miel sur les marchés, mais beaucoup de gens nous demandent s'ils peuvent commander en ligne. Il nous faudrait quelque chose de simple : une page de présentation, un petit catalogue, le paiement et le retrait au local. Budget serré, on peut payer en miel 🙂",
    "web-development", None, None, kind="c", nu="U", situation="Beekeepers' association wants a simple online shop for honey")
add("fr-t11", "Je suis directrice d'une crèche de 60 enfants. Notre livret d'accueil, le règlement intérieur et les fiches santé n'existent qu'en français. De plus en plus de familles ne lisent que le portugais ou l'anglais, et on a eu des malentendus sur les allergies. Il nous faudrait ces documents (environ 25 pages) aussi en portugais et en anglais pour la rentrée.",
    "translation", None, None, kind="c", nu="U", situation="Day-care centre needs parents' handbook and health forms in Portuguese and English")
add("fr-t12", "Notre maison au Howald a un escalier en chêne de 1965, les marches sont creusées au milieu et deux grincent fort. Est-ce que ça vaut la peine de les restaurer ou est-ce qu'il vaut mieux tout remplacer ? On pensait aussi changer la rampe. Quel ordre de prix pour 14 marches ?",
    "carpentry", "Hesperange", "Howald", kind="d", nu="U", situation="Worn creaking oak staircase: restore or replace, price for 14 steps")
add("fr-t13", "Nous voudrions aménager les combles de notre maison à Heffingen en deux chambres et une petite salle d'eau. Pour l'instant c'est un grenier brut, sans isolation, avec juste une lucarne. Combien faut-il compter au m² en gros, isolation, cloisons, électricité, sanitaire et sols compris ? Et faut-il une autorisation de la commune pour ça ?",
    "renovation", "Heffingen", "Heffingen", kind="d", nu="U", situation="Cost per m2 of converting a bare attic into two bedrooms and a shower room")
add("fr-t14", "On a une ferme à Hachiville avec une grange dont le toit fait 220 m², plein sud. Est-ce que ça vaut la peine d'y mettre des panneaux photovoltaïques alors que la charpente a 60 ans ? Et vaut-il mieux consommer nous-mêmes (on a une chambre froide pour la viande) ou tout revendre au réseau ? On a entendu parler de primes, mais on ne sait pas lesquelles.",
    "solar", "Wincrange", "Hachiville", kind="d", nu="N", situation="Is PV worth it on a 60-year-old barn roof, self-consumption or feed-in")
add("fr-t15", "On vient d'acheter un 3 pièces sur plan au Kirchberg, livraison en septembre. Le promoteur nous laisse encore choisir l'emplacement de la cuisine et de certaines cloisons. Est-ce qu'un architecte d'intérieur peut nous aider à ce stade, et combien ça coûte en général, au forfait ou à l'heure ? On aimerait surtout un plan d'aménagement et des idées pour la lumière.",
    "interior-design", "Luxembourg", "Kirchberg", kind="d", nu="N", situation="Interior designer for an off-plan flat: when to involve, how fees work")

# ---------------- German (de) ----------------
add("de-s01", "Wer macht die jährliche Wartung unserer Gastherme (Vaillant ecoTEC plus, Baujahr 2016) in Hobscheid, der letzte Service war vor zwei Jahren?",
    "heating", "Habscht", "Hobscheid", situation="Annual service of a gas boiler")
add("de-s02", "Elektriker gesucht: Altbauwohnung in der Oberstadt, die Küche braucht einen eigenen Starkstromanschluss für ein Induktionskochfeld.",
    "electrical", "Luxembourg", "Oberstadt", not_place=("einen",), situation="Dedicated high-power circuit for an induction hob in an old flat")
add("de-s03", "unser kleiner Tresor von Burg-Wächter geht nach dem Batteriewechsel nicht mehr auf obwohl der Code stimmt, wohnen in goeblange und da sind die Pässe drin 😬",
    "locksmith", "Koerich", "goeblange", situation="Small electronic safe will not open after a battery change, passports inside")
add("de-s04", "Suchen eine Firma für unseren Umzug von Düdelingen nach Saarbrücken Ende März, 2-Zimmer-Wohnung, circa 25 Kartons plus Möbel, Packmaterial bräuchten wir auch.",
    "moving", "Dudelange", "Düdelingen", distractors=("Saarbrücken",), situation="Move from Dudelange to Germany, labelled at the Luxembourg end")
add("de-s05", "Wir suchen einen Maler, der die Fassade unseres Reihenhauses in Steinbrücken neu streicht, etwa 90 m², ein Gerüst müsste gestellt werden.",
    "painting", "Mondercange", "Steinbrücken", not_place=("einen",), situation="Repaint the facade of a terraced house, scaffolding needed")
add("de-s06", "Ich brauche eine Übersetzung von meinem Arbeitsvertrag und drei Lohnabrechnungen vom Französischen ins Deutsche für die Familienkasse, geht das bis nächste Woche?",
    "translation", None, None, situation="Translate an employment contract and payslips into German for a family-benefits office")
add("de-s07", "Seit wir aus dem Urlaub zurück sind haben wir Kakerlaken in der Küche unserer Wohnung in Senningerberg, bitte schnell jemanden schicken!!",
    "pest-control", "Niederanven", "Senningerberg", situation="Cockroaches in the kitchen after a holiday")
add("de-s08", "Fensterreinigung für unser Einfamilienhaus in Sandweiler gesucht, 22 Fenster plus Wintergarten, am liebsten zweimal im Jahr.",
    "cleaning", "Sandweiler", "Sandweiler", situation="Window cleaning twice a year for a house with a conservatory")
add("de-s09", "Suche Nachhilfe in Mathe für meinen Sohn (neunte Klasse, Lycée), zweimal pro Woche nach der Schule, gerne auch online.",
    None, None, None, situation="Maths tutoring for a teenager (not a listed trade)")
add("de-s10", "Dach in Fels: der Schornsteinkopf bröckelt und einige Schieferplatten sind locker, kann jemand diese Woche vorbeischauen?",
    "roofing", "Larochette", "Fels", situation="Crumbling chimney head and loose slates (German name that is also the word for rock)")
add("de-t01", "Seit dem Frost fällt an der Nordseite unseres Hauses in Diekirch der Putz in handgroßen Stücken ab. Darunter sieht man die roten Ziegel. Gestern lag ein Stück direkt neben dem Kinderwagen vor der Tür. Wenn man auf den Putz klopft, klingt es an vielen Stellen hohl.",
    "masonry", "Diekirch", "Diekirch", kind="a", nu="U", situation="Render falling off the north facade in chunks after frost")
add("de-t02", "Seit gestern Abend ist der Wasserdruck im ganzen Haus schwach, oben in der Dusche kommt fast nichts mehr. Alle Hähne sind zu, aber das kleine Sternrad an der Wasseruhr im Keller dreht sich trotzdem. Im Garten neben der Einfahrt ist eine Stelle im Rasen nass, obwohl es seit einer Woche nicht geregnet hat. Wir wohnen in Bereldingen.",
    "plumbing", "Walferdange", "Bereldingen", kind="a", nu="U", situation="Low pressure, water meter turning with taps closed, wet patch in the lawn (buried leak)")
add("de-t03", "Unser Kühlschrank (Liebherr, Kombigerät) kühlt unten nicht mehr richtig, das Gefrierfach oben ist aber eiskalt. Unter der Gemüseschublade steht jeden Morgen Wasser. Die Milch ist nach zwei Tagen sauer. Wir wohnen in Beringen.",
    "appliance-repair", "Mersch", "Beringen", kind="a", nu="U", situation="Fridge section warm while freezer is cold, water under the crisper")
add("de-t04", "Unser altes Bauernhaus in Rippig hat Mauern aus Sandstein. Vor drei Jahren haben wir die Fugen selbst erneuert, im Baumarkt hat man uns normalen Zementmörtel empfohlen. Jetzt bröckelt der Sandstein genau neben den Fugen ab, der Mörtel selbst ist steinhart. Wir bräuchten jemanden, der den Zement wieder rausholt und das richtig mit Kalk verfugt, etwa 60 m² Fassade.",
    "masonry", "Bech", "Rippig", kind="b", nu="U", situation="Sandstone crumbling after DIY cement repointing recommended by a DIY store")
add("de-t05", "Unser Eichenparkett im Wohnzimmer in Tüntingen hat sich an mehreren Stellen aufgewölbt, die Dielen stehen an den Rändern hoch. Die Nachbarin hatte uns geraten, es jede Woche richtig nass mit Essigwasser zu wischen, das sei am hygienischsten. Jetzt sind zwischen den Dielen schwarze Ritzen und es knackt beim Laufen. Kann man das abschleifen oder müssen einzelne Dielen raus?",
    "carpentry", "Helperknapp", "Tüntingen", kind="b", nu="U", situation="Cupped oak floorboards after wet mopping on a neighbour's advice")
add("de-t06", "Ich arbeite seit Januar in Luxemburg und wohne in Deutschland, bin also Grenzgänger. Ein Kollege meinte, ich müsse hier überhaupt keine Steuererklärung machen, weil die Lohnsteuer ja schon abgezogen wird. Jetzt habe ich gehört, dass ich mit meiner Frau in Steuerklasse 2 einiges zurückbekommen könnte. Ich suche einen Steuerberater, der mir das für 2026 erledigt.",
    "accounting", None, None, distractors=("Luxemburg", "Deutschland"), not_place=("einen",), kind="b", nu="N", situation="Cross-border worker told by a colleague he needs no tax return")
add("de-t07", "Unsere Mutter ist im Sommer gestorben und hinterlässt ein Haus und ein Konto. Mein Bruder sagt, wir brauchen keinen Notar und keinen Anwalt, wir teilen das einfach unter uns auf, er behält das Haus und zahlt mich irgendwann aus. Inzwischen wohnt er dort mit seiner Familie und will von einer Auszahlung nichts mehr wissen. Ich möchte mich von einem Anwalt für Erbrecht beraten lassen, was mir zusteht.",
    "legal", None, None, kind="b", nu="N", situation="Inheritance dispute after a brother said no notary or lawyer was needed")
add("de-t08", "Wir sind ein Bauunternehmen aus Grevenmacher und haben dieses Jahr drei Mehrfamilienhäuser fertiggestellt. Für unsere neue Broschüre und die Messe im März brauchen wir professionelle Bilder, außen auch mit Drohne, innen von der Musterwohnung. Die Gebäude stehen alle hier in der Stadt. Wir suchen einen Fotografen mit Drohnenlizenz, Rechnung an die Firma.",
    "photography", "Grevenmacher", "Grevenmacher", not_place=("einen",), kind="c", nu="N", situation="Construction firm needs drone and interior photos of finished buildings")
add("de-t09", "Ich habe eine Kinesitherapie-Praxis in Ell mit zwei Behandlungsräumen und einem Empfang. Seit dem letzten Windows-Update druckt der Empfangs-PC keine Rechnungen mehr und das Kartenlesegerät für die CNS wird nicht mehr erkannt. Meine Nichte hat es sich angeschaut, kommt aber auch nicht weiter. Wir können so keine Patienten abrechnen, es eilt.",
    "it-support", "Ell", "Ell", kind="c", nu="U", situation="Physiotherapy practice: printer and health-card reader stopped working after an update")
add("de-t10", "Wir sind der Musikverein unseres Dorfes, 38 Musiker, und unsere Internetseite ist von 2011 und funktioniert auf dem Handy gar nicht. Wir hätten gerne etwas Modernes mit Konzertkalender, Fotos und der Möglichkeit, Karten für das Jahreskonzert zu reservieren. Einer unserer Musiker hat es mit einem Baukasten versucht, aber das sah nicht gut aus. Wer macht so etwas zu einem vereinsfreundlichen Preis?",
    "web-development", None, None, kind="c", nu="U", situation="Village brass band wants a modern site with concert calendar and ticket reservations")
add("de-t11", "Hallo, ich bin Kassierer beim Fußballverein in Hosingen. Unser Trainingsplatz ist nach dem Winter voller Moos und kahler Stellen, die Jugend spielt teilweise auf Erde. Die Gemeinde mäht nur, mehr nicht. Wir bräuchten jemanden, der im April vertikutiert, nachsät und düngt, und uns vielleicht einen Pflegeplan für die Saison macht. Der Platz ist circa 90 x 55 m groß.",
    "gardening", "Parc Hosingen", "Hosingen", not_place=("kahler", "einen",), kind="c", nu="U", situation="Football club's training pitch full of moss needs scarifying and reseeding")
add("de-t12", "Frage an einen Fliesenleger: In unserem Bad in Nittel, gleich auf der anderen Moselseite, liegen noch die braunen Fliesen aus den 80ern, fest und ohne Risse. Kann man neue Feinsteinzeug-Fliesen 120 x 60 einfach darüber legen, oder muss alles raus? Was ist dann mit der Türhöhe und der Dusche? Und was kostet so etwas ungefähr pro m²?",
    "tiling", "abroad", "Nittel", not_place=("einen",), kind="d", nu="N", situation="Can large porcelain tiles be laid over old bathroom tiles, in a house across the Moselle; cost per m2")
add("de-t13", "Wir haben eine Wohnung von 1974 in Zessingen gekauft. Küche und Bad sollen raus und komplett neu, dazu neue Böden und die ganze Elektrik. Können wir während der Arbeiten dort wohnen bleiben, oder ist das unrealistisch? Wie viele Wochen ohne Küche und Bad muss man ungefähr rechnen?",
    "renovation", "Luxembourg", "Zessingen", kind="d", nu="U", situation="Can we live in a 1974 flat while kitchen, bathroom, floors and wiring are redone")
add("de-t14", "Wir wohnen in einer Eigentumswohnung in Differdingen, Balkon nach Süden. Lohnt sich bei uns ein Balkonkraftwerk mit zwei Solarmodulen, und darf man das in Luxemburg überhaupt einfach einstecken? Muss die Miteigentümerversammlung zustimmen, wenn die Module am Geländer hängen? Und gibt es dafür auch eine Prämie?",
    "solar", "Differdange", "Differdingen", distractors=("Luxemburg",), kind="d", nu="N", situation="Is a plug-in balcony PV kit worth it and allowed in a co-owned building")
add("de-t15", "Wir wohnen in Wilwerwiltz und unsere Zwillinge (7) sollen ab Sommer ein gemeinsames Zimmer von nur 12 m² haben. Wie bekommt man da zwei Betten, zwei Schreibtische und Stauraum unter, ohne dass es vollgestopft wirkt? Sind Hochbetten sinnvoll oder eher nicht? Lohnt es sich, dafür jemanden einen Plan machen zu lassen, und was kostet sowas?",
    "interior-design", "Kiischpelt", "Wilwerwiltz", not_place=("einen",), kind="d", nu="U", situation="Layout of a 12 m2 shared room for twins")

# ---------------- English (en) ----------------
add("en-s01", "Pipe to the outside tap burst in the frost last night and water is pouring down the garage wall, house in Nospelt – I've shut the main valve, can someone come today?",
    "plumbing", "Kehlen", "Nospelt", situation="Frost-burst pipe feeding an outside tap, water running down the garage wall")
add("en-s02", "Hi, my ex-flatmate moved out and never returned his keys, so I'd like all the locks on our flat near the Gare changed this week, how much would that be?",
    "locksmith", "Luxembourg", "Gare", situation="Change all locks after an ex-flatmate kept the keys")
add("en-s03", "looking for someone to turn about 200 m2 of boring lawn into a wildflower meadow with some native shrubs around the edge, we're in mullendorf",
    "gardening", "Steinsel", "mullendorf", situation="Turn a lawn into a wildflower meadow with native shrubs")
add("en-s04", "Could someone do a thorough deep clean of our 4-bedroom house in Strassen on 18 or 19 December before the in-laws arrive, including inside the kitchen cupboards and the oven?",
    "cleaning", "Strassen", "Strassen", situation="Deep clean of a house before family visit")
add("en-s05", "We need a developer to add online appointment booking to our physio practice's WordPress site, synced with Google Calendar and with SMS reminders.",
    "web-development", None, None, situation="Add appointment booking with calendar sync to a practice's WordPress site")
add("en-s06", "Our 1960s house in Rodange still has the old ceramic fuse box with screw-in fuses, and we'd like it replaced with a proper modern breaker board and RCDs before we renovate.",
    "electrical", "Pétange", "Rodange", situation="Replace an old screw-fuse box with a modern consumer unit")
add("en-s07", "Need movers: 4-bed house from Munsbach to a flat in Belair on 12 March, plus storage for about two months for what won't fit.",
    "moving", "Schuttrange", "Munsbach", distractors=("Belair",), situation="House move between two Luxembourg places plus storage, labelled at the loading end")
add("en-s08", "The tiles on our balcony in Bofferdange (about 12 m2) have cracked and lifted after the frost, looking for someone to take them up and lay new frost-proof ones.",
    "tiling", "Lorentzweiler", "Bofferdange", situation="Retile a frost-damaged balcony")
add("en-s09", "Need a DJ for my daughter's 18th birthday party on 20 June, around 80 guests, budget about 600 euros.",
    None, None, None, situation="DJ for a birthday party (not a listed trade)")
add("en-s10", "Can I get a quote for a 9 kWp PV system on our new-build roof in Roodt-sur-Syre, south-west facing, no shading?",
    "solar", "Betzdorf", "Roodt-sur-Syre", situation="Quote for a 9 kWp PV system on a new build")
add("en-t01", "Every time it rains hard there's a brown stain spreading on the bedroom ceiling, right under the window in the sloped roof. Last night it was actually dripping onto the carpet, so we put a bucket there. When it's dry it stays dry. The house is in Redange-sur-Attert and the room is in the attic conversion.",
    "roofing", "Redange", "Redange-sur-Attert", kind="a", nu="U", situation="Ceiling stain and drips around a roof window only when it rains")
add("en-t02", "There are pigeons living on our balcony and in the gap above the roller shutter, and the cooing starts at 5 am. The balcony floor is covered in droppings and my son has asthma. We tried a plastic owl, they sit next to it. Flat in Hamm (not the German one 😅)",
    "pest-control", "Luxembourg", "Hamm", kind="a", nu="U", situation="Pigeons nesting above a roller shutter, droppings, child with asthma (quarter that shares a German city's name)")
add("en-t03", "Every week or so the needle on the little pressure gauge under our boiler drops from 1.5 to below 0.5 and all the radiators go cold. I top it up with the tap underneath and it works again for a few days. There's no water on the floor anywhere that we can see. House in Angelsberg, two kids, and it's getting cold at night.",
    "heating", "Fischbach", "Angelsberg", kind="a", nu="U", situation="Heating system keeps losing pressure and shutting down")
add("en-t04", "When we moved into our house in Mamer, a friend told us we could just go straight over the old wallpaper in the living room with two coats instead of stripping it. We did, and now big bubbles and loose seams are showing everywhere, especially near the windows. It looks awful in daylight. We'd like someone to take the whole lot off properly and make the walls look decent again, roughly 45 m2.",
    "painting", "Mamer", "Mamer", kind="b", nu="U", situation="Bubbling wallpaper after painting over it on a friend's advice")
add("en-t05", "Our puppy had an accident on the light wool rug and the fabric sofa. My neighbour swore by hot water and baking soda, so I scrubbed both, and now there's a brown ring on the sofa and the rug smells worse than before. The sofa covers can't be unzipped. Is there anyone in Esch-sur-Alzette who comes to the house and does this kind of thing with a machine?",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="b", nu="U", situation="Rug and sofa stains made worse by a neighbour's home remedy")
add("en-t06", "Our tumble dryer (Bosch Serie 6, heat pump model) now needs three cycles to dry one load and the room gets very warm and smells hot. My dad said it's just the fluff filter, so I've cleaned it and the condenser box twice, no change. It's only four years old. We're in Ingeldorf, can someone have a look at it?",
    "appliance-repair", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="Heat-pump tumble dryer takes three cycles; father said it was only the lint filter")
add("en-t07", "I moved out of my rented flat in August and left it spotless, with the check-out report signed by both of us. The landlord still hasn't returned my 3,600 € deposit and says he's allowed to keep it for a year for the service charges. A colleague told me to simply stop paying the rent on my new place until I get it back, which sounds like a terrible idea. I'd like a lawyer to send him a proper letter.",
    "legal", None, None, kind="b", nu="N", situation="Landlord withholds a deposit; a colleague suggested withholding rent elsewhere")
add("en-t08", "We run a small campsite in Berdorf with 60 pitches. Guests keep complaining that the Wi-Fi dies in the evenings when everyone is back, and the reception PC freezes whenever the card terminal prints. A cousin set it all up years ago with a couple of cheap routers. Could someone come before the season opens at Easter and sort it out properly?",
    "it-support", "Berdorf", "Berdorf", kind="c", nu="U", situation="Campsite guest Wi-Fi and reception PC problems")
add("en-t09", "We're a four-person fintech startup and our budgeting app is only in English so far. Before launching in Luxembourg, Belgium and Switzerland we need the interface texts (about 2,400 strings) and our help pages put into French and German by a proper translator, not machine output. Some terms are financial, so experience with banking language would help. Can someone quote per word?",
    "translation", None, None, distractors=("Luxembourg", "Belgium", "Switzerland"), kind="c", nu="N", situation="Startup needs its app strings and help pages in French and German")
add("en-t10", "I'm treasurer of an amateur theatre group, an asbl with about 30 members. Until now one of our actors did the books in a spreadsheet, but he's moved away and the bank is now asking for proper annual accounts. We also got a grant from the ministry that needs a financial report. Is there an accountant who takes on small associations like ours at a reasonable fee?",
    "accounting", None, None, kind="c", nu="N", situation="Amateur theatre association needs annual accounts and a grant report")
add("en-t11", "We're opening a small co-working space at L-1855 in a former shop. We'd like built-in oak shelving along one wall, a long bench seat with storage under the big window and a counter for the coffee corner, all made to measure. The floor and walls are already done. Who could design and build that, and how long would it take?",
    "carpentry", "Luxembourg", "L-1855", kind="c", nu="U", situation="Co-working space wants made-to-measure oak shelving, bench and counter")
add("en-t12", "We'd love to open up the wall between the kitchen and the dining room in our old stone house in Longwy-Haut, just over the border. It's about 50 cm thick and I suspect it's load-bearing, since the upstairs floor beams rest on it. Is that even possible, and what would roughly be involved, a steel beam, props, permits? And what sort of budget are we talking about?",
    "masonry", "abroad", "Longwy-Haut", kind="d", nu="U", situation="Can a thick load-bearing stone wall be opened between kitchen and dining room, house across the French border")
add("en-t13", "My mother-in-law is moving in with us, so we're thinking of turning our double garage in Troisvierges into a small flat for her. It would need insulation, a shower room, a kitchenette, underfloor heating and a proper window instead of the garage door. Is that a realistic project, and what kind of budget and timeline should we expect? Does the commune need to approve it?",
    "renovation", "Troisvierges", "Troisvierges", kind="d", nu="U", situation="Converting a double garage into a granny flat: budget and timeline")
add("en-t14", "We've bought an old farmhouse in Kaundorf and the rooms are dark with odd layouts. Before buying any furniture we'd like an interior designer to suggest a layout, colours and lighting for the ground floor. Do designers usually charge by the hour or a fixed fee, and do they provide 3D drawings? Also, would someone based in Luxembourg City even travel up there?",
    "interior-design", "Lac de la Haute-Sûre", "Kaundorf", distractors=("Luxembourg City",), kind="d", nu="N", situation="Interior designer for a dark farmhouse in the north: fees, 3D drawings, travel from the city")
add("en-t15", "Our baby is due in mid-February and we'd like a newborn photographer to come to our home in Itzig in the first two weeks. Is it better to do it at home or in a studio, and how long does a session usually take with a tiny baby? What do packages usually cost, and do you get all the digital files? My sister had hers done but it was 400 km away.",
    "photography", "Hesperange", "Itzig", kind="d", nu="N", situation="Newborn photo session at home: home or studio, duration, price")

# ---------------- Portuguese (pt) ----------------
add("pt-s01", "Boa tarde, o esgoto da cozinha está entupido e quando ligo a máquina da loiça a água volta pelo lava-loiça, moro em Esch-sur-Alzette perto da gare, alguém pode vir amanhã?",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", not_place=("gare",), situation="Blocked kitchen drain backing up when the dishwasher runs")
add("pt-s02", "As tomadas da cozinha deixaram de funcionar todas e o disjuntor vai abaixo logo que o levanto, estamos em Kleinbettingen, preciso de um eletricista urgente.",
    "electrical", "Steinfort", "Kleinbettingen", situation="Kitchen sockets dead, breaker trips as soon as it is reset")
add("pt-s03", "Preciso de um orçamento para uma mudança de Bonnevoie para Braga em julho, um T2 com móveis e umas 40 caixas.",
    "moving", "Luxembourg", "Bonnevoie", distractors=("Braga",), situation="Move from Luxembourg City back to Portugal, labelled at the Luxembourg end")
add("pt-s04", "Procuro senhora ou empresa para limpeza semanal do nosso apartamento em Wickrange, 3 horas às sextas, e se possível também passar a ferro.",
    "cleaning", "Reckange-sur-Mess", "Wickrange", situation="Weekly home cleaning with ironing")
add("pt-s05", "a chave roda mas a fechadura da porta de casa nao abre estou na rua com as compras em rumelange socorro",
    "locksmith", "Rumelange", "rumelange", situation="Key turns but the front-door lock will not open, voice-typed")
add("pt-s06", "Preciso de um advogado porque o meu patrão não me paga as horas extra há 6 meses e agora quer que eu assine a minha démission.",
    "legal", None, None, situation="Unpaid overtime and pressure to resign")
add("pt-s07", "Quanto custa pintar a sala e o corredor (uns 70 m² de parede) numa casa em Saeul, as paredes estão boas e é só mudar a cor?",
    "painting", "Saeul", "Saeul", situation="Price to repaint living room and hallway in a new colour")
add("pt-s08", "O exaustor da cozinha (Siemens) faz um barulho enorme tipo avião e quase não aspira, alguém repara isso em Wäisswampech?",
    "appliance-repair", "Weiswampach", "Wäisswampech", situation="Noisy cooker hood that barely extracts")
add("pt-s09", "Procuro uma costureira para fazer bainhas em 6 calças e apertar um vestido para um casamento em maio.",
    None, None, None, situation="Seamstress for clothing alterations (not a listed trade)")
add("pt-s10", "Precisamos de alguém para cortar a relva e limpar o terreno à volta da casa em Stolzembourg todas as semanas de abril a outubro, são uns 800 m².",
    "gardening", "Putscheid", "Stolzembourg", situation="Weekly lawn mowing and grounds upkeep for a season")
add("pt-t01", "Encontrei buracos pequeninos em várias camisolas de lã no roupeiro e no tapete da sala. À noite vejo umas borboletinhas castanhas a voar perto do teto. Já deitei fora duas camisolas e elas continuam a aparecer. Moro num apartamento em Hollerich.",
    "pest-control", "Luxembourg", "Hollerich", kind="a", nu="U", situation="Holes in wool clothes and small brown moths flying")
add("pt-t02", "A caldeira a pellets na cave faz fumo quando arranca e a cave fica a cheirar a queimado. Depois de meia hora apaga-se sozinha e a casa fica fria. Já limpei o cinzeiro como diz o livro, mas continua igual. Casa em Wiltz, temos dois filhos pequenos.",
    "heating", "Wiltz", "Wiltz", kind="a", nu="U", situation="Pellet boiler smokes on start-up and goes out")
add("pt-t03", "Depois da tempestade de domingo o vizinho disse que viu telhas fora do sítio no nosso telhado. No sótão vê-se a luz do dia entre as traves num canto e há água no isolamento. A previsão diz mais chuva na quinta. Estamos em Consdorf.",
    "roofing", "Consdorf", "Consdorf", kind="a", nu="U", situation="Displaced roof tiles after a storm, daylight and wet insulation in the attic")
add("pt-t04", "O meu primo disse que alugar uma carrinha e fazer a mudança com os amigos saía muito mais barato. Começámos no sábado e em Oberkorn ficou ainda metade do apartamento: o roupeiro grande partiu-se nas escadas e o meu cunhado magoou as costas. Temos de entregar as chaves no dia 31. Preciso de uma empresa de mudanças para levar o resto, sobretudo o sofá e a máquina de lavar, para a casa nova em Lamadelaine.",
    "moving", "Differdange", "Oberkorn", distractors=("Lamadelaine",), kind="b", nu="N", situation="DIY move on a cousin's advice went wrong; movers needed for the rest")
add("pt-t05", "A entrada da garagem em betão, na nossa casa em Wecker, tinha umas fissuras. O meu tio disse para pôr uma camada fininha de cimento por cima, que ficava como nova. Passado um inverno essa camada está toda a soltar-se em placas e as fissuras voltaram maiores. Precisamos de alguém que arranje isto como deve ser, são uns 40 m².",
    "masonry", "Biwer", "Wecker", kind="b", nu="U", situation="Thin cement topping on a cracked concrete driveway flakes off; uncle's advice")
add("pt-t06", "Na cozinha da nossa casa em Larochette, a loja de bricolagem disse que podíamos colar o mosaico novo diretamente em cima do parquet antigo. Passados três meses já há cinco peças rachadas e ouve-se oco quando se anda. O resto começa a levantar perto do frigorífico. Alguém pode vir ver e fazer o chão outra vez como deve ser?",
    "tiling", "Larochette", "Larochette", kind="b", nu="U", situation="Floor tiles glued on old parquet crack, as a DIY shop suggested")
add("pt-t07", "Há três semanas que a aplicação mostra 0 kWh de produção e a caixa do inversor na garagem tem uma luz vermelha a piscar. O vizinho, que também tem, disse que no inverno é normal e que voltava sozinho. Hoje esteve sol o dia todo e continua a zero. A instalação tem 4 anos, é na nossa casa em Audun-le-Tiche, do lado francês.",
    "solar", "abroad", "Audun-le-Tiche", kind="b", nu="U", situation="Inverter red light and zero production for weeks at a house across the French border; neighbour said it is normal in winter")
add("pt-t08", "Somos uma escola de condução em Ettelbruck com 6 computadores para os alunos treinarem o código. Desde a semana passada metade dos computadores não se liga à internet e a impressora do escritório também desapareceu da rede. O senhor que montou tudo reformou-se. Precisamos de alguém que venha cá pôr isto a funcionar, e talvez um contrato de manutenção.",
    "it-support", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="Driving school: computers lost internet, office printer off the network")
add("pt-t09", "Somos um rancho folclórico português com 40 dançarinos e fazemos festas e atuações durante o ano. Hoje só temos uma página no Facebook e perdemos muita gente que não o usa. Queríamos um sítio nosso com as datas das atuações, fotos, inscrições para as aulas das crianças e um formulário para quem nos quer contratar. Somos uma asbl, não temos muito dinheiro.",
    "web-development", None, None, kind="c", nu="U", situation="Folk-dance association wants its own site with dates, class sign-ups and booking form")
add("pt-t10", "Somos uma pequena empresa de limpezas com 12 funcionárias, quase todas portuguesas e cabo-verdianas. O contrato de trabalho, o regulamento interno e as regras de segurança estão só em francês e muitas não percebem bem o que assinam. Queríamos um tradutor para passar tudo para português, cerca de 30 páginas. Quanto custa e quanto tempo demora?",
    "translation", None, None, kind="c", nu="N", situation="Cleaning company needs staff documents translated from French to Portuguese")
add("pt-t11", "Abrimos há pouco uma pastelaria portuguesa em Schieren. Queremos pôr os bolos e os salgados no Instagram e fazer um menu novo com imagens, mas as do telemóvel ficam horríveis. Procuramos um fotógrafo para uma manhã, de preferência numa segunda-feira, que é o dia em que estamos fechados. Quanto costuma custar?",
    "photography", "Schieren", "Schieren", kind="c", nu="N", situation="New pastry shop needs product photos for a menu and Instagram")
add("pt-t12", "Queremos um roupeiro embutido no quarto, com 3,20 m de largura e até ao teto, que é inclinado de um lado. Vale a pena mandar fazer por medida a um carpinteiro, ou é melhor comprar no IKEA e adaptar? Quanto custa mais ou menos um roupeiro assim em madeira? A casa é em Oberpallen.",
    "carpentry", "Beckerich", "Oberpallen", kind="d", nu="N", situation="Made-to-measure built-in wardrobe under a sloping ceiling vs flat-pack")
add("pt-t13", "Estamos a pensar comprar uma casa antiga em Dikrech, dos anos 50, que precisa de tudo: cozinha, casa de banho, janelas, instalação elétrica e chão. O preço é bom, mas não sabemos quanto vamos gastar nas obras todas. Vale a pena, ou é melhor comprar uma casa mais cara que já esteja pronta? Há alguém que faça uma visita antes de comprarmos e nos dê uma ideia do custo?",
    "renovation", "Diekirch", "Dikrech", kind="d", nu="U", situation="Cost estimate before buying a 1950s house needing everything redone")
add("pt-t14", "Comprámos um estúdio de 32 m² em Filsdorf para arrendar. Como é que se arruma num espaço tão pequeno uma cama, uma mesa de trabalho, um sofá e uma cozinha sem ficar apertado? Que cores e que tipo de luz aconselham para parecer maior? Vale a pena pagar a alguém só para fazer o plano?",
    "interior-design", "Dalheim", "Filsdorf", kind="d", nu="U", situation="Layout, colours and light for a 32 m2 studio to let")
add("pt-t15", "Eu e o meu marido trabalhamos os dois por conta de outrem e comprámos casa no ano passado. Fazemos sempre a declaração de impostos sozinhos, mas este ano há os juros do crédito, o seguro de vida e a conta poupança-habitação. Compensa pagar a um contabilista para fazer a declaração conjunta, ou é simples e fazemos nós? Quanto cobram normalmente?",
    "accounting", None, None, kind="d", nu="N", situation="Is an accountant worth it for a joint tax return with mortgage interest and insurance")

# ---------------- Italian (it) ----------------
add("it-s01", "Buongiorno, vorremmo sostituire la vecchia caldaia a gasolio della nostra casa a Merl con una pompa di calore, potete mandarci un preventivo?",
    "heating", "Luxembourg", "Merl", situation="Replace an oil boiler with a heat pump")
add("it-s02", "Devo sostituire il lavandino e il mobile del bagno e collegare un miscelatore nuovo, abito a Dudelange, chi può farlo a gennaio?",
    "plumbing", "Dudelange", "Dudelange", situation="Replace a bathroom sink and vanity and connect a new mixer")
add("it-s03", "cerco un imbianchino per tutta la casa a soleuvre 4 camere più cucina e scale pareti e soffitti",
    "painting", "Sanem", "soleuvre", situation="Paint a whole house, walls and ceilings")
add("it-s04", "Vorrei far costruire una libreria su misura in legno massello intorno alla porta del soggiorno, casa a Reisdorf, circa 3 metri per 2,60.",
    "carpentry", "Reisdorf", "Reisdorf", situation="Made-to-measure solid-wood bookcase around a living-room door")
add("it-s05", "Cerchiamo un fotografo per la prima comunione di nostra figlia il 10 maggio a Vianden, in chiesa e poi al ristorante.",
    "photography", "Vianden", "Vianden", situation="Photographer for a first communion, church and lunch")
add("it-s06", "Cerco un commercialista che mi prepari ogni mese la busta paga della badante di mia madre, con la dichiarazione al CCSS.",
    "accounting", None, None, situation="Monthly payroll and social-security filing for a mother's live-in carer")
add("it-s07", "Il tetto piano del garage a Useldange perde da tutte le parti, la guaina è spaccata e gonfia e bisogna rifarlo prima dell'inverno.",
    "roofing", "Useldange", "Useldange", situation="Leaking flat garage roof with a split membrane")
add("it-s08", "Dopo il furto nel palazzo vorrei mettere un cilindro di sicurezza antiscasso e un defender sulla porta del mio appartamento a Schifflange.",
    "locksmith", "Schifflange", "Schifflange", situation="Fit an anti-snap security cylinder and guard plate after a burglary in the building")
add("it-s09", "Cerco un servizio catering per circa 40 persone per il battesimo di mio figlio a fine marzo, cucina italiana se possibile.",
    None, None, None, situation="Catering for a christening (not a listed trade)")
add("it-s10", "Vorremmo installare un videocitofono con apriporta elettrico al cancello della casa a Hassel, il vecchio citofono è morto.",
    "electrical", "Weiler-la-Tour", "Hassel", situation="Video intercom with electric gate opener")
add("it-t01", "Da qualche giorno la zona grande del piano a induzione si spegne da sola dopo dieci secondi e la spia lampeggia. Le altre tre zone funzionano normalmente. Le pentole sono le stesse di sempre. Siamo a Mertzig, e con quattro figli cucinare con tre fuochi è un'impresa.",
    "appliance-repair", "Mertzig", "Mertzig", kind="a", nu="U", situation="Largest induction zone switches itself off after ten seconds")
add("it-t02", "Ogni mattina c'è una fila di formiche che parte dalla terrazza, passa sotto la porta-finestra e arriva fino al cestino del pane. Le abbiamo seguite e sembrano uscire da una fessura tra le piastrelle della terrazza. Abbiamo provato con aceto e cannella, ma dopo due giorni tornano. Casa a Cruchten.",
    "pest-control", "Nommern", "Cruchten", kind="a", nu="U", situation="Trail of ants from the terrace into the kitchen")
add("it-t03", "Nella nostra casa a Kayl, sulle pareti del piano terra, l'intonaco si sbriciola fino a circa mezzo metro d'altezza. Si formano delle macchie bianche come di sale e la pittura si gonfia. D'estate migliora un po', d'inverno è peggio. La casa è del 1930, senza cantina.",
    "masonry", "Kayl", "Kayl", kind="a", nu="U", situation="Plaster crumbling with salt stains at the base of ground-floor walls (rising damp)")
add("it-t04", "La primavera scorsa abbiamo dato noi stessi una mano di vernice alla ringhiera del balcone e al cancello in ferro della casa a Berchem. Al negozio ci avevano detto che quella per interni andava benissimo anche fuori. Dopo un inverno si stacca a scaglie e sotto c'è già la ruggine. Cerchiamo qualcuno che faccia il lavoro come si deve, circa 25 metri di ringhiera più il cancello.",
    "painting", "Roeser", "Berchem", kind="b", nu="U", situation="Interior paint on iron railings peels and rusts; shop said it would do")
add("it-t05", "Tre anni fa un amico ci ha consigliato di piantare del bambù lungo la recinzione, diceva che cresceva in fretta e copriva bene. Adesso è spuntato dappertutto nel prato e perfino dall'altra parte, nel giardino del vicino, che non è contento. Vorremmo toglierlo completamente, radici comprese, e mettere qualcosa di più tranquillo. La casa è a Boulaide.",
    "gardening", "Boulaide", "Boulaide", kind="b", nu="U", situation="Invasive bamboo planted on a friend's advice spreads into the lawn and next door")
add("it-t06", "A ottobre una macchina mi ha tamponato al semaforo, la colpa è tutta sua ed è scritto nel constat. La sua assicurazione mi offre 900 euro per la macchina e niente per il collo, anche se ho fatto sei settimane di fisioterapia. Un collega mi ha detto di accettare subito perché tanto con gli avvocati non si ottiene nulla. Io vorrei prima sentire il parere di un avvocato.",
    "legal", None, None, kind="b", nu="N", situation="Low insurance offer after a rear-end collision; colleague said to accept")
add("it-t07", "Mio nipote mi ha sistemato il computer e mi ha detto di disattivare gli aggiornamenti di Windows perché rallentano tutto, e di installare un antivirus gratuito che aveva trovato lui. Adesso il computer ci mette dieci minuti ad accendersi, si aprono pubblicità dappertutto e la banca online mi ha bloccato l'accesso. Ho 74 anni e non so più cosa fare. Abito a Bettembourg, qualcuno può venire a casa?",
    "it-support", "Bettembourg", "Bettembourg", kind="b", nu="U", situation="Home PC full of adware after a nephew disabled updates")
add("it-t08", "Gestiamo una palestra in rue de l'Alzette, L-4130, con sala pesi, due sale corsi e spogliatoi. Finora se ne occupava uno dei nostri istruttori a fine serata, ma con 300 iscritti non basta più e i clienti si lamentano delle docce. Ci servirebbe qualcuno ogni mattina prima delle 7, sei giorni su sette. Potete farci un'offerta?",
    "cleaning", "Esch-sur-Alzette", "L-4130", kind="c", nu="U", situation="Gym needs early-morning cleaning of training rooms and showers")
add("it-t09", "Siamo un piccolo importatore di vini italiani. Per vendere ai ristoranti qui dobbiamo presentare le schede tecniche di 60 vini anche in francese e in tedesco, adesso le abbiamo solo in italiano. Cerchiamo un traduttore che conosca un po' il linguaggio del vino. Sono circa 45 pagine in tutto e ci servirebbero entro febbraio.",
    "translation", None, None, kind="c", nu="N", situation="Wine importer needs technical sheets in French and German")
add("it-t10", "Abbiamo una piccola scuola di italiano per adulti e bambini, con circa 150 studenti. Le iscrizioni le facciamo ancora per e-mail e con bonifico, e ogni settembre è un caos. Ci servirebbe un sito dove si vedono i corsi, gli orari e i posti liberi, e dove ci si può iscrivere e pagare online. Il vecchio sito l'aveva fatto un ex studente e non sappiamo modificarlo.",
    "web-development", None, None, kind="c", nu="U", situation="Language school wants a site with course listings, enrolment and payment")
add("it-t11", "Siamo una piccola cantina a conduzione familiare a Niederdonven. Le celle frigorifere e la pressa consumano tantissima corrente proprio in estate e durante la vendemmia. Stiamo pensando a un impianto fotovoltaico sul tetto del capannone, circa 400 m². Qualcuno può venire a fare un sopralluogo e un preventivo?",
    "solar", "Flaxweiler", "Niederdonven", kind="c", nu="N", situation="Family winery considers PV on its warehouse roof")
add("it-t12", "Dobbiamo rifare la terrazza di casa a Rosport, circa 35 m². Per un piastrellista cosa conviene di più, il gres porcellanato effetto pietra o la pietra naturale vera? Quale resiste meglio al gelo e quale è più facile da pulire? E come costi, c'è tanta differenza?",
    "tiling", "Rosport-Mompach", "Rosport", kind="d", nu="N", situation="Terrace: porcelain stoneware or natural stone, frost and cost")
add("it-t13", "Stiamo per comprare un appartamento degli anni '80 a Lussemburgo, in un quartiere tranquillo, ma è tutto da rifare: pavimenti, bagno, cucina, impianto elettrico e porte. Da dove si comincia, e in che ordine vanno fatti i lavori? Conviene fare tutto prima di trasferirci? Più o meno quanto tempo ci vuole per 90 m²?",
    "renovation", "Luxembourg", "Lussemburgo", kind="d", nu="U", situation="Order and duration of redoing a whole 1980s flat before moving in")
add("it-t14", "Ad aprile ci trasferiamo da Wasserbillig a Rumelange, casa con 4 camere, cantina e garage pieni. Quanto costa più o meno un trasloco del genere con una ditta di traslochi? Bisogna chiedere noi il permesso al comune per parcheggiare il camion, o lo fa la ditta? Conviene farlo di sabato o in settimana?",
    "moving", "Mertert", "Wasserbillig", distractors=("Rumelange",), kind="d", nu="N", situation="Cost of a house move across the country, parking permit, weekday or Saturday")
add("it-t15", "Dobbiamo vendere la casa dei miei suoceri a Martelange, dalla parte belga, ed è rimasta ferma agli anni '70, con mobili scuri e carta da parati a fiori. L'agenzia dice che le foto sono tristi e che nessuno viene a visitarla. Vale la pena fare un home staging, e cosa comprende di solito? Quanto costa per una casa di 5 stanze?",
    "interior-design", "abroad", "Martelange", kind="d", nu="U", situation="Home staging to sell a dated house on the Belgian side of Martelange")

# ---------------- Spanish (es) ----------------
add("es-s01", "Necesito un electricista para poner 3 enchufes y un punto de luz en el garaje de mi casa en Remich, ¿cuándo podrían venir?",
    "electrical", "Remich", "Remich", situation="Three sockets and a light point in a garage")
add("es-s02", "el inodoro se mueve y cada vez que tiro de la cadena sale agua por la base, vivo en el grund, alguien puede venir esta semana??",
    "plumbing", "Luxembourg", "grund", situation="Wobbly toilet leaking at the base when flushed")
add("es-s03", "Busco a alguien que empapele una pared del dormitorio con un papel pintado que ya compramos, 4,5 m de ancho, en Vichten.",
    "painting", "Vichten", "Vichten", situation="Hang already-bought wallpaper on a bedroom feature wall")
add("es-s04", "Buscamos a alguien que pode 4 manzanos viejos que nadie ha tocado en años, en el jardín de casa en Christnach.",
    "gardening", "Waldbillig", "Christnach", situation="Prune four neglected old apple trees")
add("es-s05", "Perdí la llave del buzón y necesito que me cambien la cerradura, vivo en Bertrange, ¿cuánto cuesta más o menos?",
    "locksmith", "Bertrange", "Bertrange", situation="Replace a letterbox lock after losing the key")
add("es-s06", "Necesito un intérprete de español a francés para acompañar a mi padre a una consulta con el cardiólogo el 22 de enero.",
    "translation", None, None, situation="Spanish-French interpreter for a father's cardiology appointment")
add("es-s07", "Quiero alicatar la pared de la cocina detrás de la encimera, unos 4 m², con azulejo metro blanco, la casa está en Grosbous.",
    "tiling", "Groussbus-Wal", "Grosbous", situation="Tile a kitchen splashback with white metro tiles")
add("es-s08", "Presupuesto para mudanza de un piso en Mersch a una casa en Walferdange, 3 habitaciones, el 28 de febrero.",
    "moving", "Mersch", "Mersch", distractors=("Walferdange",), situation="Flat-to-house move between two Luxembourg communes, labelled at the loading end")
add("es-s09", "Busco niñera para dos niños de 3 y 6 años, de lunes a viernes de 16 a 19 h, que hable español.",
    None, None, None, situation="Spanish-speaking nanny for after-school care (not a listed trade)")
add("es-s10", "Creo que tenemos chinches en la cama, picaduras cada mañana y manchitas negras en el colchón, estamos en Remerschen y necesitamos a alguien ya.",
    "pest-control", "Schengen", "Remerschen", situation="Bed bugs in the mattress")
add("es-t01", "Desde hace una semana huele a alcantarilla en el baño de arriba, sobre todo por la mañana. Cuando tiramos de la cadena del váter, el desagüe de la ducha hace glu-glu y a veces sube un poco de agua sucia. El lavabo también tarda en vaciarse. Vivimos en Greiveldange, en una casa de 1985.",
    "plumbing", "Stadtbredimus", "Greiveldange", kind="a", nu="U", situation="Sewer smell, shower drain gurgles and backs up when the toilet is flushed")
add("es-t02", "La puerta corredera del armario empotrado del dormitorio se salió del carril de arriba y ya no entra. El panel de madera se ha rajado en la esquina de abajo y el carril está doblado. Si la forzamos, se cae hacia dentro. Estamos en Canach.",
    "carpentry", "Lenningen", "Canach", kind="a", nu="U", situation="Built-in wardrobe sliding door off its track, wooden panel split")
add("es-t03", "La escalera de hormigón de la entrada de casa, en Cents, tiene grietas cada vez más grandes. El segundo escalón se ha hundido unos tres centímetros y se mueve cuando lo pisas. Mi madre tiene 80 años y tengo miedo de que se caiga. Por debajo parece que se sale la tierra.",
    "masonry", "Luxembourg", "Cents", kind="a", nu="U", situation="Cracking, sinking concrete entrance steps")
add("es-t04", "Compramos la casa en Pommerloch en 2022 y el antiguo dueño nos dijo que la caldera de gas solo necesitaba revisión cada cinco años. Este invierno hace un ruido como de silbido, el agua caliente sale a veces tibia y dos veces se ha apagado sola por la noche. Al mirar el libro de la caldera vimos que la última revisión fue en 2017. Queremos que alguien la revise y nos diga si vale la pena arreglarla.",
    "heating", "Winseler", "Pommerloch", kind="b", nu="U", situation="Neglected gas boiler whistles and cuts out; previous owner said service every five years")
add("es-t05", "Cuando llueve fuerte entra agua por donde la chimenea atraviesa el tejado, se ve la mancha en la viga del desván. En la tienda de bricolaje nos dijeron que bastaba con poner silicona por dentro, desde el desván, y así lo hicimos. Ahora el agua baja por otro lado y la mancha es más grande. La casa está en Sierck-les-Bains, al otro lado de la frontera, cerca del río.",
    "roofing", "abroad", "Sierck-les-Bains", kind="b", nu="U", situation="Leak where the chimney passes the roof of a house across the border; DIY store said silicone from inside")
add("es-t06", "Mi cuñado me dijo que descalcificara la cafetera automática (una Jura E8) con vinagre puro, que era lo mismo que las pastillas. Desde entonces pierde agua por debajo y el café sale frío y aguado. La casa huele a vinagre cada vez que la encendemos. Vivimos en Bous, ¿alguien arregla estas máquinas a domicilio o hay que llevarla?",
    "appliance-repair", "Bous-Waldbredimus", "Bous", kind="b", nu="U", situation="Bean-to-cup coffee machine leaks after descaling with vinegar on a relative's advice")
add("es-t07", "Me separé hace un año y tengo la custodia compartida de mis dos hijos. Una amiga me dijo que puedo llevármelos a España todo el verano sin decirle nada a mi ex, que como soy la madre no pasa nada. Él ya me ha escrito diciendo que si lo hago me denuncia. Quiero hablar con un abogado de familia antes de comprar los billetes.",
    "legal", None, None, distractors=("España",), kind="b", nu="N", situation="Shared custody and a summer abroad; a friend said no consent was needed")
add("es-t08", "Somos una clínica veterinaria en Junglinster con tres ordenadores y un servidor pequeño donde están las fichas de los pacientes. Desde ayer nadie puede entrar al programa de citas y el servidor hace pitidos. El chico que lo instaló se fue a vivir a Canadá. Necesitamos a alguien hoy mismo si es posible, tenemos la sala de espera llena.",
    "it-support", "Junglinster", "Junglinster", distractors=("Canadá",), kind="c", nu="U", situation="Vet clinic's small server beeps and the appointment software is unreachable")
add("es-t09", "Tenemos un bar de tapas con cinco empleados. Nuestro gestor se ha jubilado y nos ha dejado sin hacer las declaraciones de IVA del último trimestre y las nóminas de enero. Buscamos un contable o una fiduciaria que se encargue de todo, contabilidad, IVA y sueldos. ¿Cuánto suele cobrar una fiduciaria al mes para un negocio así?",
    "accounting", None, None, kind="c", nu="N", situation="Tapas bar needs bookkeeping, VAT returns and payroll after its adviser retired")
add("es-t10", "Somos una agencia inmobiliaria pequeña en Medernach y hasta ahora las fotos de los pisos las hacíamos con el móvil. Los clientes dicen que no se ven bien y que los anuncios de la competencia parecen revistas. Buscamos un fotógrafo con quien trabajar de forma regular, unas 6 u 8 casas al mes, fotos y quizás un vídeo corto. ¿Cómo suelen cobrar, por casa o por día?",
    "photography", "Vallée de l'Ernz", "Medernach", kind="c", nu="N", situation="Estate agency wants a regular photographer for listings")
add("es-t11", "Tenemos un lavadero de coches en Walferdange con túnel de lavado y aspiradoras, y la factura de la electricidad se ha disparado. El tejado de la nave es plano, unos 300 m², y no le da sombra nada. Nos gustaría aprovechar ese tejado para producir nuestra propia electricidad. ¿Alguien puede venir a estudiar cuánto podríamos generar y cuánto costaría?",
    "solar", "Walferdange", "Walferdange", kind="c", nu="U", situation="Car wash wants to generate its own electricity on a flat roof")
add("es-t12", "Hemos comprado una casa vieja en Ehnen, a orillas del Mosela, y el salón-comedor es enorme pero oscuro y frío. ¿Merece la pena contratar a un interiorista solo para el salón, o eso es para casas de lujo? ¿Qué hace exactamente, planos, colores, elegir muebles, la iluminación? ¿Cuánto cobra más o menos?",
    "interior-design", "Wormeldange", "Ehnen", kind="d", nu="N", situation="Is an interior designer worth it for one dark living room")
add("es-t13", "Vivimos de alquiler y estamos pensando comprar un piso antiguo en el centro de Luxemburgo para dejarlo a nuestro gusto. Habría que tirar un tabique, hacer cocina y baño nuevos, cambiar el suelo y la instalación eléctrica. ¿Cuánto tiempo se tarda en una obra así en un edificio con vecinos? ¿Y hay que pedir permiso al syndic o a la commune?",
    "renovation", "Luxembourg", "Luxemburgo", kind="d", nu="U", situation="Duration and permits for redoing an old city-centre flat")
add("es-t14", "Tenemos una casa grande en Manternach y trabajamos los dos a tiempo completo. ¿Qué sale mejor, contratar a una asistenta por nuestra cuenta declarándola en la CCSS o una empresa de limpieza que mande a alguien? Serían unas 6 horas a la semana, con plancha. ¿Qué precio por hora es normal aquí?",
    "cleaning", "Manternach", "Manternach", kind="d", nu="N", situation="Household help: employ someone directly or use a cleaning company")
add("es-t15", "Doy clases de flamenco y sevillanas desde hace tres años y ahora todo lo organizo por Instagram y WhatsApp. ¿Vale la pena tener una página propia con el horario, los precios y reservas de clases, o con Instagram basta? ¿Cuánto cuesta algo así y cuánto hay que pagar cada año para mantenerla? No sé nada de informática.",
    "web-development", None, None, kind="d", nu="U", situation="Flamenco teacher asks whether her own booking website is worth it and what it costs")
