MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien mir kréien am Mäerz en Tesla Model Y a bräichten eng Wallbox 11 kW an der Garage zu Klierf, Compteur ass am Keller, wéini hätt der Zäit?",
    "electrical", "Clervaux", "Klierf", situation="Wallbox 11 kW for a new electric car in the garage")
add("lb-s02", "Hëllef ech stinn virun der Dier zu Veianen, d'Dier ass zougefall an de Schlëssel läit bannen um Kichendësch 😩",
    "locksmith", "Vianden", "Veianen", situation="Locked out, key left inside on the kitchen table")
add("lb-s03", "Wat kascht et ongeféier fir eng Facade vun ca 180 m² nei ze molen (Haus zu Stolzebuerg, 2 Stäck, Gerüst néideg)?",
    "painting", "Putscheid", "Stolzebuerg", situation="Price for repainting a 180 m² facade with scaffolding")
add("lb-s04", "an der kiche si 6 plättercher huel a klénge wann een drop trëppelt an eng ass gebrach adress L-9990 wien kann dat ersetzen",
    "tiling", "Weiswampach", "L-9990", situation="Hollow-sounding and one broken kitchen floor tile")
add("lb-s05", "Eise Frigo Samsung RB34 mécht Äis un der Réckwand an d'Geméis gëtt naass, kann een deen dat flécke kommen op Bettenduerf?",
    "appliance-repair", "Bettendorf", "Bettenduerf", situation="Fridge icing up at the back wall, vegetables get wet")
add("lb-s06", "Mir sinn eng Musekskapell a sichen een deen eis eng Websäit mat Concertsagenda a Fotosgalerie mécht, Budget ronn 1500 €.",
    "web-development", None, None, situation="Brass band wants a website with concert calendar and gallery")
add("lb-s07", "wéi vill kascht eng PV Anlag vu 15 kWp op engem Scheierendaach zu Housen, mir hunn 3 Phasen an e Stall mat vill Stroumverbrauch",
    "solar", "Parc Hosingen", "Housen", situation="Price of a 15 kWp PV system on a barn roof of a farm")
add("lb-s08", "Nom Stuerm vu gëschter feelen e puer Zillen op eisem Daach zu Walfer an et reent an de Späicher, wien kann dat nach haut ofdecken?",
    "roofing", "Walferdange", "Walfer", not_place=["feelen"], situation="Storm blew tiles off the roof, rain in the attic")
add("lb-s09", "Eis Holztrap zu Wëlwerwolz knaascht bei all Schrëtt an zwou Stufe wackelen, ech sichen e Schräiner deen dat fest mécht.",
    "carpentry", "Kiischpelt", "Wëlwerwolz", situation="Creaking wooden staircase with two loose treads")
add("lb-s10", "Sichen een deen eis Hond (Labrador, 6 Joer) vum 3 bis 17 August versuergt wa mir an Italien sinn, bei eis doheem oder bei iech.",
    None, None, None, distractors=["Italien"], situation="Dog sitter needed during a holiday (not a trade)")
add("lb-t01", "Moien. Zanter dem Hierscht muss ech all puer Deeg Waasser an d'Anlag am Keller nofëllen, den Drock fält vun 1,5 op 0,5 bar. Soss leeft alles an et ass waarm, mee wann ech vergiessen nozefëllen, geet de Brenner a Stéierung. Ech fannen néierens e naasse Flecken, weder am Keller nach ënner de Radiatoren. D'Haus ass zu Harel, Baujoer 1998.",
    "heating", "Lac de la Haute-Sûre", "Harel", kind="a", nu="U", situation="Heating circuit loses pressure every few days, no visible leak")
add("lb-t02", "Zanter zwou Wochen héiere mir owes am Plafong vum Schlofzëmmer et kraazen a lafen. Op der Späicherkummer leie kleng schwaarz Këmmercher wéi Räis, an e Sak Vullefudder ass ugefriess. D'Kanner trauen sech net méi eleng ze schlofen. Mir wunnen zu Heischent an engem alen Haus. Wat kënne mir maachen?",
    "pest-control", "Esch-sur-Sûre", "Heischent", kind="a", nu="U", situation="Scratching in the ceiling at night, droppings and gnawed bird-seed bag")
add("lb-t03", "Bei eis zu Ëlwen ass an der Mauer vun der Garage e Rass deen ëmmer méi breet gëtt. Am Fréijoer war en nach wéi en Hoer, elo passt e Fanger dran. Hie geet vun der Fënster schräg erof bis op de Buedem. D'Garage ass un d'Haus ugebaut an ech hunn Angscht datt sech dat beweegt.",
    "masonry", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="Widening diagonal crack in the garage wall")
add("lb-t04", "Den Ofloss vum Wäschbecken an der Wäschkichen leeft zanter Méindeg net méi of. Mäin Noper huet gemengt ech soll eng ganz Fläsch Ätznatron dran schëdden an dann kachend Waasser no, dat hätt bei him ëmmer geklappt. Elo steet do eng brong Bréi déi stinkt an d'Plastiksréier ënnendrënner si ganz mëll ginn. Ech brauch dréngend en Installateur-Sanitaire zu Nacher, ech trauen mech net méi drun.",
    "plumbing", "Goesdorf", "Nacher", kind="b", nu="N", situation="Neighbour's caustic soda plus boiling water softened the plastic drain pipes")
add("lb-t05", "Mir hunn zu Bauschelt e ganz ale Nëssbam am Gaart, bal 15 Meter héich. Eng Bekannten huet gesot, datt een d'Äscht am Abrëll staark soll zréckschneiden, da géif e méi Nëss droen. Mäi Mann huet dat gemaach, an elo leeft aus all Schnëtt Saft erof an déi hallef Kroun huet keng Blieder méi. Ass do nach eppes ze retten? Mir bräichten een deen sech mat Beem auskennt a kucke kënnt.",
    "gardening", "Boulaide", "Bauschelt", kind="b", nu="U", situation="Walnut tree pruned hard in April on an acquaintance's advice, now bleeding and half bare")
add("lb-t06", "Am Buedzëmmer vun eiser Wunneng zu Fouhren gëtt de Buedem net méi waarm, all déi aner Zëmmere mat Buedemheizung funktionéieren. De Proprietaire sot um Telefon ech soll just den Thermostat op Maximum stellen an d'Loft erausloossen wéi bei engem Radiator. Et gëtt awer néierens e Ventil fir ze entlëften an um Verdeeler am Gank ass e Stellmotor deen bei deem Krees ni opgeet. Kann e Chauffagist dat kucke kommen?",
    "heating", "Tandel", "Fouhren", kind="b", nu="N", situation="One underfloor heating loop stays cold; landlord said to bleed it like a radiator")
add("lb-t07", "Mäi Schwoer huet eis iwwerzeegt mir kéinten d'Kichen an d'Buedzëmmer selwer nei maachen, hie géif hëllefen. Elo sinn d'Plättercher erofgerappt, d'Leitunge leie bloos, an hien huet keng Zäit méi well e selwer baut. Mir wunnen zu Hamiville a kachen zanter sechs Wochen op enger Plack an der Garage. Mir sichen eng Firma déi dat alles an d'Hand hëlt, Sanitär, Stroum, Plättercher a Miwwelen, an et fäerdeg mécht.",
    "renovation", "Wincrange", "Hamiville", kind="b", nu="U", situation="Brother-in-law's DIY kitchen and bathroom refit abandoned half-way, firm to coordinate and finish")
add("lb-t08", "Mir sinn d'Scouten aus der Géigend a kréien en neie Lokal. Den ale Chalet zu Pommerlach gëtt ofgerappt an all eist Material muss bis Enn Mäerz eraus: 14 Zelter, Kachgeschir, Bänken, zwee Schief. Alles kënnt an de Lokal bei der Kierch zu Wooltz. Mir si Fräiwëlleger an hu keen Camion, kéint eng Déménagementsfirma eis dat an engem Dag maachen?",
    "moving", "Winseler", "Pommerlach", distractors=["Wooltz"], kind="c", nu="N", situation="Scout group moves its equipment from an old chalet to a new hall in the next town")
add("lb-t09", "Mir bedreiwen de Camping bei der Sauer zu Reisduerf. Nom leschte Weekend vun der Saison stinn 12 Chalete an zwee Sanitärblocken eidel an et muss alles grëndlech gemaach ginn ier mir zoumaachen: Kichen, Duschen, Fënsteren, Matratzen. Eis eege Leit sinn all schonn fort. Hätt een Enn Oktober zwee Deeg Zäit?",
    "cleaning", "Reisdorf", "Reisduerf", kind="c", nu="U", situation="Campsite needs chalets and shower blocks deep-cleaned at season end")
add("lb-t10", "Ech sinn Tresorier vun engem klengen Theaterveräin. Bis elo hu mir d'Konte mat Excel gefouert, mee elo hu mir eng Subventioun vum Ministère kritt a mussen e richtege Bilan virleeën. Mir sichen e Comptabel deen eis e puer Stonnen d'Joer hëlleft an den Ofschloss 2026 mécht.",
    "accounting", None, None, kind="c", nu="N", situation="Amateur theatre club needs proper annual accounts for a ministry grant")
add("lb-t11", "Mir sinn eng Dokteschpraxis mat dräi Dokteren zu Miersch. Zanter dem Update vum Router fält de WLAN all puer Stonnen aus an den Drécker um Empfang gëtt net méi fonnt. D'Patiente waarden an eis Sekretärin verléiert all Moien eng hallef Stonn. Gëtt et een deen eis Computeren an de Reseau regelméisseg betreit?",
    "it-support", "Mersch", "Miersch", kind="c", nu="U", situation="Doctors' practice: Wi-Fi drops and reception printer lost after router update")
add("lb-t12", "Eisen Noper huet eng nei Mauer gebaut an no eisem Geometer steet se 40 cm op eisem Terrain. Hie seet dat wier ëmmer schonn esou gewiescht. Lount et sech, do eng Prozedur unzefänken, oder kascht dat méi wéi déi puer m² wäert sinn? A wien kann eis soen wat eis Rechter sinn?",
    "legal", None, None, kind="d", nu="U", situation="Neighbour's new wall stands 40 cm on our land: worth going to court?")
add("lb-t13", "Meng Schwéiermamm ierft e Stéck Land a muss nächste Mount bei den Notaire. Si schwätzt nëmme Portugisesch a versteet vum Akt näischt. Mécht et Sënn, een ze huelen deen um Rendez-vous dobäi ass an hir alles Wuert fir Wuert op Portugisesch erkläert, oder geet dat och iwwer Telefon? Wat kascht sou eppes fir zwou Stonnen?",
    "translation", None, None, kind="d", nu="U", situation="Interpreter for a Portuguese-speaking mother-in-law at the notary")
add("lb-t14", "Mir hunn en Appartement vu 65 m² um Lampertsbierg kaf, mat enger donkeler Kiche an engem laange Gank. Mir froen eis ob et sech lount en Interior Designer ze bezuelen fir de Plang, d'Faarwen an d'Beliichtung, oder ob mir dat besser selwer mat engem Miwwelgeschäft maachen. Wat kascht esou eng Berodung ongeféier?",
    "interior-design", "Luxembourg", "Lampertsbierg", kind="d", nu="N", situation="Worth paying an interior designer for a dark 65 m² flat?")
add("lb-t15", "Mir verkafen d'Haus vu menger Mamm zu Ouren, just hannert der Grenz an der Belsch. Den Immobilienagent mécht d'Fotoe mat sengem Handy an déi gesinn schrecklech aus. Lount et sech, een ze bezuele fir professionell Biller an e kuerze Video mat Drohn? Oder mécht dat keen Ënnerscheed fir de Präis?",
    "photography", "abroad", "Ouren", distractors=["Belsch"], kind="d", nu="U", situation="Professional photos and drone video of a house for sale just across the Belgian border")

# ---------------- French ----------------
add("fr-s01", "Bonjour, la chasse d'eau des WC coule en continu depuis hier et le compteur d'eau tourne, j'habite à Esch/Alzette, vous pourriez passer samedi ?",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", situation="Toilet cistern runs constantly, water meter spinning")
add("fr-s02", "les plombs sautent dès que je branche le four et la bouilloire en même temps, maison à Niedercorn, c'est urgent on reçoit 12 personnes dimanche",
    "electrical", "Differdange", "Niedercorn", situation="Fuses blow when oven and kettle run together")
add("fr-s03", "Besoin d'un serrurier pour changer le cylindre de la porte d'entrée après une tentative de cambriolage à Rumelange, la police est déjà passée.",
    "locksmith", "Rumelange", "Rumelange", situation="Replace front-door cylinder after attempted burglary")
add("fr-s04", "quelqu'un pour scarifier et regarnir une pelouse de 400 m2 pleine de mousse à aspelt svp",
    "gardening", "Frisange", "aspelt", situation="Scarify and reseed a mossy 400 m² lawn")
add("fr-s05", "Devis pour la pose de 25 m² de carrelage grand format 120x60 dans un séjour, L-3630, chape sèche depuis un mois.",
    "tiling", "Kayl", "L-3630", situation="Lay 25 m² of large-format tiles in a living room")
add("fr-s06", "Mon four Bosch Serie 6 ne chauffe plus que par le haut, la résistance du bas a l'air morte, je suis à Schifflange 😕",
    "appliance-repair", "Schifflange", "Schifflange", situation="Oven bottom heating element dead")
add("fr-s07", "On cherche un développeur pour refaire la boutique en ligne de notre cave à vins (WooCommerce, 300 références, paiement par Digicash et Payconiq).",
    "web-development", None, None, situation="Wine merchant's online shop rebuild")
add("fr-s08", "Les gouttières débordent à chaque averse côté jardin, maison à Pontpierre, il faudrait les nettoyer et vérifier la pente.",
    "roofing", "Mondercange", "Pontpierre", situation="Gutters overflow in every shower, clean and check the slope")
add("fr-s09", "Cherche électricien pour remplacer le tableau d'un vieil appartement quartier Gare, il y a encore des fusibles en porcelaine !",
    "electrical", "Luxembourg", "Gare", situation="Replace an old fuse board with porcelain fuses")
add("fr-s10", "Bonjour je cherche un moniteur d'auto-école qui parle portugais pour mon fils de 17 ans, merci.",
    None, None, None, situation="Portuguese-speaking driving instructor (not a trade)")
add("fr-t01", "Depuis les premiers froids, la chaudière au gaz se met en route, fait un bruit de souffle, puis s'arrête au bout d'une minute, et ça recommence toute la journée. Les radiateurs restent juste tièdes et la facture de gaz de novembre a doublé. Elle a 14 ans et personne n'y a touché depuis qu'on a acheté la maison. Nous sommes à Dudelange, près du parc Le'h.",
    "heating", "Dudelange", "Dudelange", kind="a", nu="U", situation="Gas boiler short-cycles, radiators lukewarm, gas bill doubled")
add("fr-t02", "Le parquet en chêne massif du salon s'est soulevé au milieu, ça fait une bosse d'au moins trois centimètres et les lames craquent quand on marche dessus. Ça a commencé après les vacances, quand la maison est restée fermée tout l'été. Les plinthes se décollent aussi. C'est une maison de 2012 à Bettembourg.",
    "carpentry", "Bettembourg", "Bettembourg", kind="a", nu="U", situation="Solid oak parquet has buckled into a hump")
add("fr-t03", "Ma fille se réveille chaque matin avec des petits boutons rouges alignés sur les bras et le cou. Sur le matelas, le long de la couture, on voit des petites taches noires, et hier j'ai écrasé une petite bête plate et brune derrière la tête de lit. On est rentrés d'un séjour à l'hôtel à Barcelone il y a trois semaines. On habite Bascharage, la chambre est au premier.",
    "pest-control", "Käerjeng", "Bascharage", distractors=["Barcelone"], kind="a", nu="U", situation="Bites in rows and black spots on the mattress after a hotel stay")
add("fr-t04", "L'été dernier mon beau-père a repeint toute la façade de notre maison à Crauthem. Il a utilisé le reste d'un seau de peinture pour intérieur, en disant que ça tiendrait puisque c'est marqué « lessivable ». Après un seul hiver, ça cloque et ça part en plaques, surtout côté ouest. Il faut tout reprendre correctement avant que l'enduit en dessous s'abîme, quelqu'un peut passer faire un devis ?",
    "painting", "Roeser", "Crauthem", kind="b", nu="U", situation="Father-in-law painted the facade with interior paint, now peeling")
add("fr-t05", "Mon voisin, qui a travaillé dans le bâtiment, m'a conseillé de refaire les joints de notre mur de jardin en pierre avec un mortier de ciment bien dur. Deux ans après, le grès s'effrite autour des joints et des morceaux tombent. J'ai lu que sur ce genre de mur il fallait de la chaux. Je cherche un maçon qui connaît la pierre naturelle, à Leudelange.",
    "masonry", "Leudelange", "Leudelange", kind="b", nu="N", situation="Stone garden wall repointed with hard cement on neighbour's advice, sandstone crumbling")
add("fr-t06", "Le commercial qui nous a vendu nos 18 panneaux nous avait assuré que l'ombre du grand sapin du voisin ne poserait aucun problème. Résultat : en été on produit à peine la moitié de ce qui était promis, et dès 15 h la production tombe presque à zéro. L'entreprise a fermé entre-temps. Quelqu'un peut venir voir si on peut ajouter des optimiseurs ou déplacer une partie des panneaux ? Maison à Limpach.",
    "solar", "Reckange-sur-Mess", "Limpach", kind="b", nu="U", situation="Salesman said a neighbour's tree would not shade the PV panels; yield halved")
add("fr-t07", "On vient de faire refaire la cuisine et poncer les parquets dans notre appartement à Bonnevoie. Le chef de chantier nous a dit que la poussière partirait en deux coups d'aspirateur. Trois semaines plus tard, il y a toujours une fine poudre blanche partout, dans les placards, sur les rails des fenêtres, et l'aspirateur a rendu l'âme. On cherche une entreprise de nettoyage pour un vrai nettoyage après travaux, 85 m².",
    "cleaning", "Luxembourg", "Bonnevoie", kind="b", nu="N", situation="Site foreman said dust would vacuum away; fine dust everywhere weeks later")
add("fr-t08", "Je gère un cabinet de kinésithérapie à Schouweiler et nous déménageons en juin dans des locaux plus grands à Bertrange. Il y a quatre tables de massage électriques, une dizaine d'appareils, les dossiers et le mobilier de la salle d'attente. On ne peut pas fermer plus de deux jours. Pouvez-vous me mettre en relation avec des déménageurs habitués au matériel médical ?",
    "moving", "Dippach", "Schouweiler", distractors=["Bertrange"], kind="c", nu="N", situation="Physiotherapy practice moves its equipment to larger premises")
add("fr-t09", "Boulangerie à Rodange, trois vendeuses et un labo. Depuis que notre fils a changé la box internet, la caisse n'envoie plus les tickets sur l'imprimante du labo et l'ordinateur du bureau ne voit plus le dossier partagé des commandes. On ouvre à 5 h 30 et on perd un temps fou chaque matin. Il nous faudrait quelqu'un qui remette tout en ordre et qu'on puisse appeler en cas de panne.",
    "it-support", "Pétange", "Rodange", kind="c", nu="U", situation="Bakery: till no longer prints to bakehouse printer, office PC lost the shared folder")
add("fr-t10", "Je suis trésorière d'un club de foot amateur. À partir de janvier on paie deux entraîneurs à temps partiel et on ne sait pas du tout gérer les fiches de salaire, les déclarations au CCSS et tout ça. On cherche une fiduciaire ou un comptable pas trop cher qui s'occupe des salaires chaque mois.",
    "accounting", None, None, kind="c", nu="N", situation="Amateur football club needs monthly payroll for two part-time coaches")
add("fr-t11", "Notre école de danse organise son gala de fin d'année le 20 juin au centre culturel de Soleuvre. On a 120 élèves et les parents réclament une vidéo propre du spectacle, avec deux caméras si possible, plus quelques photos des groupes en coulisses. Les années précédentes un papa filmait avec son téléphone mais le son était catastrophique. Quelqu'un serait disponible ce soir-là ?",
    "photography", "Sanem", "Soleuvre", kind="c", nu="U", situation="Dance school wants a two-camera video and photos of its year-end show")
add("fr-t12", "Nous avons une maison de 1972 à Hesperange avec un grenier non aménagé de 45 m². On aimerait en faire une chambre avec salle d'eau pour notre fille. Est-ce réaliste sans toucher à la toiture, et quel budget faut-il prévoir en gros pour l'isolation, l'électricité, la plomberie, le sol et les finitions ? Et faut-il une autorisation de la commune ?",
    "renovation", "Hesperange", "Hesperange", kind="d", nu="U", situation="What does turning a 45 m² attic into a bedroom with shower room cost?")
add("fr-t13", "Je suis en arrêt maladie depuis cinq semaines et mon employeur m'a convoqué à un entretien préalable au licenciement. Est-ce qu'il a le droit ? J'ai lu qu'il y a une protection pendant les 26 premières semaines, mais je ne suis pas sûr que ça s'applique si j'ai envoyé le certificat avec un jour de retard. Ça vaut la peine de consulter quelqu'un tout de suite ou j'attends la lettre ?",
    "legal", None, None, kind="d", nu="U", situation="Dismissal interview during sick leave: protected or not?")
add("fr-t14", "J'ai terminé mon mémoire de master (82 pages, en français, sur l'hydrologie) et mon directeur à Montréal voudrait une version anglaise pour une publication. Combien coûte en général une traduction de ce genre ? Vaut-il mieux prendre un traducteur spécialisé en sciences ou un bon traducteur généraliste suffit ?",
    "translation", None, None, distractors=["Montréal"], kind="d", nu="N", situation="Cost of translating an 82-page master's thesis into English; specialist or generalist?")
add("fr-t15", "On a acheté une petite maison de ville à Volmerange-les-Mines, juste de l'autre côté de la frontière, et on travaille tous les deux à Dudelange. Le rez-de-chaussée fait 38 m² et on n'arrive pas à y caser cuisine, coin repas et salon sans que ça fasse couloir. Est-ce que ça vaut le coup de payer quelqu'un pour nous faire un plan d'aménagement et un choix de couleurs, et combien ça coûte en général ?",
    "interior-design", "abroad", "Volmerange-les-Mines", distractors=["Dudelange"], kind="d", nu="U", situation="Worth paying for a layout and colour plan for a cramped ground floor just across the French border?")

# ---------------- German ----------------
add("de-s01", "Unser Dachfenster im Bad tropft bei jedem Schlagregen, Haus in Remich, Baujahr 2004, wer kann sich das anschauen?",
    "roofing", "Remich", "Remich", situation="Roof window in the bathroom leaks in driving rain")
add("de-s02", "Der alte Tresor im Büro meines verstorbenen Vaters in Echternach lässt sich nicht mehr öffnen und niemand kennt die Kombination, wer macht so was?",
    "locksmith", "Echternach", "Echternach", situation="Open an old safe whose combination is unknown")
add("de-s03", "Auf unserer Terrasse in Ehnen sind drei Feinsteinzeugplatten gesprungen und zwei wackeln, wer kann die austauschen und neu verfugen?",
    "tiling", "Wormeldange", "Ehnen", situation="Cracked and loose porcelain tiles on a terrace")
add("de-s04", "Spülmaschine (Miele, 6 Jahre) pumpt nicht mehr ab und unten steht Wasser, wir wohnen in Grevenmacher.",
    "appliance-repair", "Grevenmacher", "Grevenmacher", situation="Dishwasher no longer drains")
add("de-s05", "Wir suchen jemanden, der in unserem Garten in Berdorf 12 Meter Kirschlorbeer ausgräbt und dort eine Blumenwiese anlegt.",
    "gardening", "Berdorf", "Berdorf", situation="Dig out a cherry-laurel row and sow a wildflower meadow")
add("de-s06", "außensteckdose an der terrasse in wasserbillig hat keinen strom mehr und der fi fliegt raus sobald es regnet",
    "electrical", "Mertert", "wasserbillig", situation="Outdoor socket dead, RCD trips when it rains")
add("de-s07", "Suche jemanden, der die Website unserer Physiotherapie-Praxis auf WordPress umzieht und eine Online-Terminbuchung einbaut.",
    "web-development", None, None, situation="Move a physiotherapy practice website to WordPress with online booking")
add("de-s08", "Bitte um Angebot für eine Solarthermie-Anlage zur Warmwasserbereitung, 4 Personen, Süddach, Einfamilienhaus in Junglinster.",
    "solar", "Junglinster", "Junglinster", situation="Quote for solar thermal hot-water system")
add("de-s09", "Suche Nachhilfe in Mathe für meine Tochter (4e, Lycée), gerne auch online, zweimal pro Woche.",
    None, None, None, situation="Maths tutoring for a pupil (not a trade)")
add("de-s10", "Unsere Holzterrasse (Bangkirai, 30 m²) in Roodt-sur-Syre ist an mehreren Stellen morsch, bitte Angebot für neue Dielen und Unterkonstruktion.",
    "carpentry", "Betzdorf", "Roodt-sur-Syre", situation="Rotten hardwood deck boards and substructure")
add("de-t01", "Seit ein paar Wochen riecht es in unserem Keller in Consdorf nach Kanal, besonders nach starkem Regen. Der Bodenablauf in der Waschküche gluckert, wenn oben jemand die Toilette spült, und einmal stand sogar eine Pfütze drum herum. Wir haben schon Wasser nachgegossen, damit der Siphon nicht austrocknet. Woran kann das liegen?",
    "plumbing", "Consdorf", "Consdorf", kind="a", nu="U", situation="Sewer smell and gurgling floor drain in the basement")
add("de-t02", "Nach jedem stärkeren Regen bildet sich an der Decke im Dachgeschoss ein brauner Fleck, genau da, wo der Schornstein durchgeht. Er wird jedes Mal etwas größer und die Tapete löst sich schon. Auf dem Speicher ist das Holz neben dem Kamin dunkel und feucht. Haus in Altrier, Schieferdach, ca. 40 Jahre alt.",
    "roofing", "Bech", "Altrier", not_place=["Holz"], kind="a", nu="U", situation="Brown stain spreading on the ceiling around the chimney after rain")
add("de-t03", "Jeden Morgen sitzen auf unserem Balkon auf dem Kirchberg ein Dutzend Tauben, alles ist voller Kot und es stinkt. Ein Pärchen brütet hinter dem Blumenkasten, und wenn man rausgeht, fliegen sie einem fast ins Gesicht. Wir haben schon CDs aufgehängt und eine Plastik-Eule hingestellt, aber die wilden Tauben lassen sich davon nicht stören. Mit einem kleinen Kind wird uns das zu unhygienisch.",
    "pest-control", "Luxembourg", "Kirchberg", not_place=["wilden"], kind="a", nu="U", situation="Pigeons nesting and fouling a flat's balcony")
add("de-t04", "Im Baumarkt hat man uns gesagt, wir sollen im Sommer alle Thermostatventile ganz zudrehen, dann spart man am meisten. Jetzt im Oktober bleiben in drei Zimmern die Heizkörper komplett kalt, egal wie weit man aufdreht. Mein Mann hat mit der Zange am Stift gewackelt, aber der bewegt sich nicht. Wir suchen einen Heizungsbauer in Rosport, der das möglichst vor dem ersten Frost richtet.",
    "heating", "Rosport-Mompach", "Rosport", not_place=["einen"], kind="b", nu="N", situation="Valves shut all summer on DIY-store advice, pins stuck, three radiators cold")
add("de-t05", "Als wir eingezogen sind, hat uns der Vermieter gesagt, die dunkelrote Wand im Wohnzimmer bekommt man mit einem Anstrich weiß. Inzwischen haben wir drei Schichten draufgerollt und sie ist immer noch fleckig rosa, an den Rändern sieht man Streifen. Jetzt wollen wir Wohnzimmer, Flur und Schlafzimmer ordentlich machen lassen, mit Grundierung und allem. Wohnung in Greiweldingen, ca. 120 m² Wandfläche.",
    "painting", "Stadtbredimus", "Greiweldingen", kind="b", nu="U", situation="Landlord said one coat would cover a dark red wall; still pink after three")
add("de-t06", "Ein Bekannter, der selbst gebaut hat, meinte vor zwei Jahren, für eine 1,20 m hohe Gartenmauer aus Betonsteinen braucht man kein richtiges Fundament, ein bisschen Schotter reicht. Jetzt neigt sich die Mauer auf acht Metern Richtung Straße und hat einen durchgehenden Riss. Die Gemeinde hat uns schon angeschrieben. Wir brauchen einen Maurer in Berbourg, der sie abreißt und mit Fundament neu aufbaut.",
    "masonry", "Manternach", "Berbourg", not_place=["einen"], kind="b", nu="N", situation="Garden wall built without foundation on an acquaintance's advice is leaning")
add("de-t07", "Mein Neffe hat mir am Telefon geraten, die Fritzbox einfach auf Werkseinstellungen zurückzusetzen, weil das Internet langsam war. Seitdem geht gar nichts mehr: kein Internet, das Festnetztelefon ist tot und der Drucker im Arbeitszimmer wird nicht mehr gefunden. Die Zugangsdaten vom Anbieter finde ich nicht. Ich bin 74 und wohne in Mullerthal, gibt es jemanden, der vorbeikommt und das einrichtet?",
    "it-support", "Waldbillig", "Mullerthal", kind="b", nu="U", situation="Router factory-reset on a nephew's advice: no internet, phone or printer")
add("de-t08", "Wir führen ein kleines Weingut in Remerschen mit Probierstube und Verkaufsraum, wohnen selbst aber drüben in Perl. Die große Glasfront zur Mosel und der Steinboden sehen nach jedem Wochenende mit Busgruppen furchtbar aus, und zwischen Lese und Abfüllen kommen wir nicht selbst dazu. Wir suchen jemanden, der von April bis Oktober einmal pro Woche gründlich putzt, Fenster inklusive.",
    "cleaning", "Schengen", "Remerschen", distractors=["Perl"], not_place=["führen"], kind="c", nu="U", situation="Winery tasting room needs weekly cleaning incl. glass front")
add("de-t09", "Unser Hotel in Beaufort wird ab Januar umgebaut und wir müssen 22 Zimmer komplett leer räumen: Betten, Schränke, Nachttische, Lampen. Die Möbel sollen etwa acht Monate eingelagert und danach zurückgebracht werden. Gesucht ist eine Umzugsfirma mit Lagerraum, die das in einer Woche schafft.",
    "moving", "Beaufort", "Beaufort", kind="c", nu="N", situation="Hotel clears 22 rooms into storage during a rebuild")
add("de-t10", "Wir sind ein kleines Software-Start-up mit Sitz in Luxemburg und drei Mitarbeitern, zwei davon Grenzgänger aus Deutschland. Bisher hat ein Steuerberater in Trier alles gemacht, der kennt sich aber mit den luxemburgischen Lohnabrechnungen und der TVA nicht aus. Wir suchen einen Buchhalter vor Ort, der Buchführung, Löhne und Jahresabschluss übernimmt.",
    "accounting", None, None, distractors=["Luxemburg", "Deutschland", "Trier"], not_place=["einen"], kind="c", nu="N", situation="Start-up needs local bookkeeping, payroll for cross-border staff and annual accounts")
add("de-t11", "Wir sind eine kleine Schreinerei in Wecker und bauen Küchen und Einbauschränke nach Maß. Für die neue Website und Instagram bräuchten wir richtig gute Bilder von sechs fertigen Projekten bei Kunden, dazu ein paar Aufnahmen aus der Werkstatt. Mit dem Handy wird das nie so, wie wir es uns vorstellen. Wer könnte das im März an zwei Tagen machen?",
    "photography", "Biwer", "Wecker", kind="c", nu="U", situation="Joinery workshop wants professional photos of finished kitchens")
add("de-t12", "Wir haben in Nittel, direkt gegenüber von Wormeldingen auf der deutschen Seite, ein altes Winzerhaus geerbt. Bad, Küche, Elektrik und Böden müssten komplett neu, die Heizung ist von 1985. Lohnt sich das überhaupt noch oder sollte man besser verkaufen? Und kann man für so etwas eine Firma aus Luxemburg nehmen, oder ist das wegen der Mehrwertsteuer Unsinn?",
    "renovation", "abroad", "Nittel", distractors=["Wormeldingen", "Luxemburg"], kind="d", nu="U", situation="Inherited winemaker's house across the Moselle: renovate or sell?")
add("de-t13", "Mein Vater ist im Sommer in Deutschland gestorben, hatte aber noch ein Konto und eine kleine Wohnung in Luxemburg. Meine Schwester und ich sind uns über die Aufteilung nicht einig, sie will die Wohnung behalten und mich mit einem viel zu niedrigen Betrag auszahlen. Brauche ich dafür einen Anwalt in Luxemburg, oder reicht der Notar? Und was kostet so etwas ungefähr?",
    "legal", None, None, distractors=["Deutschland", "Luxemburg"], not_place=["einen"], kind="d", nu="N", situation="Inheritance dispute with a sister: lawyer or notary?")
add("de-t14", "Wir nehmen an einer öffentlichen Ausschreibung teil und müssen unsere technischen Unterlagen, ca. 40 Seiten mit vielen Fachbegriffen aus der Lüftungstechnik, auf Französisch einreichen. Lohnt es sich, das durch DeepL zu jagen und dann korrigieren zu lassen, oder sollte man gleich einen Profi bezahlen? Wie lange dauert so etwas normalerweise?",
    "translation", None, None, not_place=["einen"], kind="d", nu="U", situation="40 pages of ventilation tender documents into French: machine plus review or a professional?")
add("de-t15", "Wir bauen gerade in Niederdonven ein Einfamilienhaus, der Rohbau steht, Einzug im Herbst. Jetzt müssen wir Lichtauslässe, Farben und die Aufteilung von Küche und Wohnbereich festlegen, und wir haben ehrlich gesagt keinen Plan. Lohnt es sich, dafür jemanden zu bezahlen, der ein Gesamtkonzept macht, oder reicht die Beratung im Küchenstudio? Was kostet so eine Planung?",
    "interior-design", "Flaxweiler", "Niederdonven", kind="d", nu="U", situation="New build: worth paying for an overall lighting, colour and layout concept?")

# ---------------- English ----------------
add("en-s01", "Kitchen sink and dishwasher both backing up since this morning, flat in Strassen, can someone come today?",
    "plumbing", "Strassen", "Strassen", situation="Kitchen drain blocked, sink and dishwasher backing up")
add("en-s02", "Need an electrician to add 4 recessed LED spots and a dimmer in the living room, house in Bertrange, ceiling is plasterboard.",
    "electrical", "Bertrange", "Bertrange", situation="Add recessed LED spots and a dimmer")
add("en-s03", "lost the only key to our mailbox in capellen and the post is piling up, who can open it and fit a new lock",
    "locksmith", "Mamer", "capellen", situation="Open a letterbox and fit a new lock after losing the only key")
add("en-s04", "Our tumble dryer (Siemens iQ500) runs but doesn't heat anymore, we're in Bridel - worth repairing or should we bin it?",
    "appliance-repair", "Kopstal", "Bridel", situation="Tumble dryer turns but no longer heats")
add("en-s05", "Looking for someone to lay about 150 m2 of roll-out grass in the back garden in Steinsel before our daughter's party on 14 June.",
    "gardening", "Steinsel", "Steinsel", not_place=["grass"], situation="Lay 150 m² of turf before a party")
add("en-s06", "Can anyone regrout and reseal the kitchen backsplash tiles in our Senningerberg flat, the grout is cracking behind the hob?",
    "tiling", "Niederanven", "Senningerberg", situation="Regrout cracked kitchen backsplash tiles")
add("en-s07", "Need someone to build a small website for my guided hiking tours with a calendar and online payment, nothing fancy.",
    "web-development", None, None, situation="Small website with calendar and payment for guided hikes")
add("en-s08", "Need the flat roof over our garage in Sandweiler re-felted, about 25 m², it puddles after every rain.",
    "roofing", "Sandweiler", "Sandweiler", situation="Re-felt a 25 m² flat garage roof")
add("en-s09", "Can anyone recommend a piano teacher for an adult beginner, evenings only?",
    None, None, None, situation="Piano teacher for an adult (not a trade)")
add("en-s10", "Quote wanted for built-in wardrobes with sliding doors along a 3.2 m wall under a sloping ceiling, Munsbach",
    "carpentry", "Schuttrange", "Munsbach", situation="Fitted wardrobes with sliding doors under a sloping ceiling")
add("en-t01", "Our oil tank was filled three weeks ago, but twice this week the boiler cut out in the night and we woke up to a cold house. Pressing the red button on the burner gets it going again, but now there's a smell of diesel in the boiler room. It's a 2009 Buderus in a semi-detached house in Moutfort. The kids are off school sick so we really need it sorted.",
    "heating", "Contern", "Moutfort", kind="a", nu="U", situation="Oil burner locks out at night, diesel smell in boiler room")
add("en-t02", "Something has been digging under our garden shed in Olm. There are fist-sized holes next to the compost bin, the bird feeder gets emptied overnight and yesterday my son saw a long grey tail disappearing under the decking. We also found a chewed bag of grass seed in the shed.",
    "pest-control", "Kehlen", "Olm", not_place=["grass"], kind="a", nu="U", situation="Burrows by the compost, chewed seed bag, grey tail seen: rats")
add("en-t03", "Chunks of render keep falling off the front of our house in Goeblange, and in two places you can now see the bricks underneath. There's also a crack running along the top of the living room window. The house is from the 1950s and I'm worried about the frost this winter. What can be done?",
    "masonry", "Koerich", "Goeblange", kind="a", nu="U", situation="Render falling off the facade, bricks showing, crack over a window")
add("en-t04", "We had an extension built last year and the man at the paint shop told me I could roll normal emulsion straight onto the new plaster, no primer needed. Six months later it's peeling off in sheets, you can pull it away like wallpaper. I'd like a painter to strip it and do it properly, about 60 m² of walls plus a ceiling. House in Hassel.",
    "painting", "Weiler-la-Tour", "Hassel", kind="b", nu="N", situation="Emulsion on fresh plaster without mist coat peeling on shop's advice")
add("en-t05", "Our neighbour swears by cleaning the panels on his roof with a pressure washer and washing-up liquid every spring, so my husband did the same on ours. Since then the app shows one of the two strings producing about a third less, and there's condensation inside one of the junction boxes on the roof. We're in Dahlem. Could someone check the system before it gets worse?",
    "solar", "Garnich", "Dahlem", kind="b", nu="U", situation="PV panels pressure-washed on neighbour's advice; one string down, moisture in junction box")
add("en-t06", "My mother-in-law told me bleach would take out the stain after the dog was sick on our light grey sofa and the living-room carpet. Now there are pale orange blotches on both and the sofa cushion feels stiff. We live in Belair and have guests coming at Christmas. Is there a carpet and upholstery cleaning company that can rescue this or at least make it look better?",
    "cleaning", "Luxembourg", "Belair", kind="b", nu="N", situation="Bleach on sofa and carpet on mother-in-law's advice; professional upholstery cleaning")
add("en-t07", "When we bought our 1970s house in Kleinbettingen, the estate agent said it only needed a lick of paint. The surveyor we finally hired says the wiring is original, the windows are single-glazed, the kitchen and bathroom need replacing and the old floor tiles may contain asbestos. We'd like one company to plan and manage all of it so we can move in by summer.",
    "renovation", "Steinfort", "Kleinbettingen", kind="b", nu="U", situation="Agent said 'just paint'; house needs rewiring, windows, kitchen, bath; one firm to manage")
add("en-t08", "We're a 12-person consultancy moving from our office in Hollerich to a co-working floor in Howald at the end of the month. There are 14 desks, a server rack, two big meeting tables and around 60 archive boxes. The move has to happen over a weekend so nobody loses a working day. Can you recommend a removal company that does office moves?",
    "moving", "Luxembourg", "Hollerich", distractors=["Howald"], kind="c", nu="N", situation="Consultancy office move over a weekend")
add("en-t09", "I'm the practice manager of a dental practice with two dentists and three staff. Our bookkeeper is retiring in March and we need someone to take over the monthly bookkeeping, payroll and the yearly tax return. We'd prefer an accountant who already works with medical practices.",
    "accounting", None, None, kind="c", nu="N", situation="Dental practice needs bookkeeping, payroll and tax return after bookkeeper retires")
add("en-t10", "We're a small architects' office in Hesperange with six workstations and a big plotter. Our NAS backup hasn't run for five weeks and nobody noticed until a file went missing. On top of that the plotter drops off the network every other day. We need someone who can sort it out and keep an eye on things every month.",
    "it-support", "Hesperange", "Hesperange", kind="c", nu="U", situation="Architects' office: silent NAS backup failure, plotter dropping off network")
add("en-t11", "We run a small private crèche in Bofferdange with 24 children. Until now one of the mums did the floors, toilets and kitchen every evening, but she is moving back to Portugal at the end of January. We need someone every weekday evening for about two hours, including disinfecting the toys. Ideally someone used to childcare premises.",
    "cleaning", "Lorentzweiler", "Bofferdange", distractors=["Portugal"], kind="c", nu="U", situation="Private crèche needs evening cleaning every weekday")
add("en-t12", "We moved out of our rented flat in August and the landlord is keeping the whole €4,800 deposit, saying the parquet shows excessive wear after six years. We have photos from moving in and moving out. Is it worth going after this formally, and roughly what would it cost us to get advice?",
    "legal", None, None, kind="d", nu="U", situation="Landlord keeps the whole deposit for parquet wear: worth pursuing?")
add("en-t13", "Our company's employee handbook is 60 pages in English and it now needs to exist in French and German too. Is it better to hire one translator for both languages or two separate ones? And does it need to be certified, or is a normal translation fine for an internal document?",
    "translation", None, None, kind="d", nu="N", situation="Employee handbook into French and German: one translator or two?")
add("en-t14", "We've just bought a 1990s house in Eischen with a very closed layout and brown everything. Before we touch anything we'd like a proper plan for the ground floor: which walls could go, where the kitchen should be, colours and lighting. Is it worth paying someone independent for that, or should we just ask the builder? What would a plan like that typically cost?",
    "interior-design", "Habscht", "Eischen", kind="d", nu="U", situation="Worth paying for a ground-floor layout, colour and lighting plan?")
add("en-t15", "We're a family of five living in Steinfort and we'd love proper outdoor family photos this autumn, ideally in the woods just across the border near Arlon where we walk the dog. Is it worth paying a professional for that or will a friend with a good camera do? What's a normal price for a one-hour shoot with edited pictures?",
    "photography", "abroad", "Arlon", distractors=["Steinfort"], kind="d", nu="U", situation="Family photo shoot in the woods near Arlon: professional or friend?")

# ---------------- Portuguese ----------------
add("pt-s01", "Bom dia, a sanita está entupida e a água sobe quando puxo o autoclismo, moro em Diekirch, alguém pode vir hoje?",
    "plumbing", "Diekirch", "Diekirch", situation="Blocked toilet, water rises when flushing")
add("pt-s02", "Preciso de um eletricista para trocar as tomadas da cozinha que estão queimadas e pôr uma linha nova para o forno, Ettelbruck.",
    "electrical", "Ettelbruck", "Ettelbruck", situation="Replace scorched kitchen sockets and run a new oven circuit")
add("pt-s03", "queria um devis para pintar o apartamento todo 3 quartos paredes e tetos em schieren o propriétaire paga metade",
    "painting", "Schieren", "schieren", situation="Quote to paint a whole flat, walls and ceilings")
add("pt-s04", "Preciso de alguém para assentar azulejos na parede do duche, uns 12 m², já tenho o material comprado, Esch-sur-Alzette.",
    "tiling", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="Tile a 12 m² shower wall, materials already bought")
add("pt-s05", "A fechadura da porta do prédio partiu-se e a porta já não fecha, somos 6 apartamentos em Niederfeulen, quem pode trocar?",
    "locksmith", "Feulen", "Niederfeulen", situation="Broken lock on a block of flats' entrance door")
add("pt-s06", "A placa de indução Siemens desliga sozinha ao fim de dois minutos em duas das zonas, moro em Mertzig, vale a pena arranjar?",
    "appliance-repair", "Mertzig", "Mertzig", situation="Induction hob switches off after two minutes on two zones")
add("pt-s07", "Procuro alguém para fazer o site da minha empresa de limpezas com pedido de orçamento online, em português e francês.",
    "web-development", None, None, situation="Website with quote-request form for a cleaning company")
add("pt-s08", "Quanto custa pôr painéis solares numa moradia em Colmar-Berg com telhado virado a sul e consumo de 5000 kWh por ano?",
    "solar", "Colmar-Berg", "Colmar-Berg", situation="Price of PV for a south-facing house using 5000 kWh a year")
add("pt-s09", "Vamos voltar para Portugal em julho e precisamos de mudança de um T3 de Wiltz para Viseu com carrinha e montagem dos móveis 🙏",
    "moving", "Wiltz", "Wiltz", distractors=["Portugal", "Viseu"], situation="Move a three-bedroom flat back to Portugal (loading end in Luxembourg)")
add("pt-s10", "Procuro uma ama para duas crianças às quartas à tarde, das 13h às 18h.",
    None, None, None, situation="Childminder on Wednesday afternoons (not a trade)")
add("pt-t01", "Desde a tempestade de domingo ouvimos qualquer coisa a bater lá em cima quando há vento. Hoje de manhã encontrei três ardósias partidas no jardim e outra pendurada na caleira. No sótão ainda não pinga, mas a previsão é de chuva forte para quinta. A casa é em Lipperscheid.",
    "roofing", "Bourscheid", "Lipperscheid", kind="a", nu="U", situation="Broken slates in the garden and one hanging in the gutter after a storm")
add("pt-t02", "O corrimão de madeira da escada soltou-se da parede e dois balaústres já caíram. A minha mãe tem 81 anos e vive connosco, sobe essa escada todos os dias agarrada a ele. Os degraus também rangem muito, sobretudo o terceiro. Moramos em Ingeldorf, numa casa dos anos 80.",
    "carpentry", "Erpeldange-sur-Sûre", "Ingeldorf", kind="a", nu="U", situation="Wooden stair handrail came off the wall, balusters fallen out")
add("pt-t03", "À noite, quando acendo a luz da cozinha, vejo umas baratinhas castanhas a fugir para trás do frigorífico e para debaixo do lava-loiça. Já pus gel da loja e limpo tudo todos os dias, mas há cada vez mais. O prédio tem 12 apartamentos e a vizinha de baixo diz que também as tem. Moro em Cessange, ao pé da escola.",
    "pest-control", "Luxembourg", "Cessange", kind="a", nu="U", situation="Small brown cockroaches in the kitchen of a block of flats")
add("pt-t04", "O meu cunhado disse-me que, se a pressão da caldeira estava baixa, era só abrir a torneirinha de enchimento e deixar. Deixei demasiado tempo e agora o manómetro está nos 3,5 bar e a válvula de segurança pinga para um balde o dia todo. Tenho medo de mexer mais. Preciso de um chauffagiste em Bissen que venha ver isto.",
    "heating", "Bissen", "Bissen", kind="b", nu="N", situation="Boiler overfilled on brother-in-law's advice, safety valve discharging")
add("pt-t05", "Os degraus de betão da entrada tinham umas fissuras e um vizinho disse-me para as tapar com silicone, que ficava bom. Depois do inverno a água entrou por baixo do silicone, gelou e agora as esquinas de dois degraus partiram-se. Alguém em Larochette pode refazer os degraus como deve ser antes que alguém caia?",
    "masonry", "Larochette", "Larochette", kind="b", nu="U", situation="Concrete entrance steps cracked after neighbour's silicone fix")
add("pt-t06", "Há quatro anos a senhora da loja de plantas aconselhou-nos bambu para fazer uma sebe rápida contra o vizinho. Agora o bambu está por todo o lado, as raízes passaram por baixo do terraço e já aparecem rebentos no relvado do vizinho. Precisamos de alguém que arranque tudo, ponha uma barreira anti-raízes e plante outra coisa. Moramos em Heffingen.",
    "gardening", "Heffingen", "Heffingen", kind="b", nu="U", situation="Running bamboo recommended by a plant shop has spread under the terrace")
add("pt-t07", "O meu patron disse-me que no primeiro ano de contrato não tenho direito a férias pagas e que, se tirar uns dias, é sem vencimento. Uma colega diz que isso não é verdade no Luxemburgo. Já trabalho lá há oito meses e ele descontou-me três dias na fiche de paie. Quem me pode ajudar a recuperar esse dinheiro?",
    "legal", None, None, distractors=["Luxemburgo"], kind="b", nu="U", situation="Employer wrongly said no paid leave in the first year and docked pay")
add("pt-t08", "Temos uma pequena oficina de automóveis em Mersch, com um escritório e uma sala de espera para os clientes. Os mecânicos não têm tempo e a sala de espera anda sempre com pó e marcas de óleo no chão. Procuramos alguém que venha duas vezes por semana limpar o escritório, a sala de espera, a casa de banho e os vidros da montra.",
    "cleaning", "Mersch", "Mersch", kind="c", nu="U", situation="Car repair garage needs its office and waiting room cleaned twice a week")
add("pt-t09", "Tenho um restaurante com quatro empregados e o meu contabilista vai reformar-se no fim do ano. Preciso de um novo contabilista que faça as fiches de paie, a TVA trimestral e o balanço, de preferência que fale português porque o meu francês escrito não é grande coisa. Quanto costuma custar por mês?",
    "accounting", None, None, kind="c", nu="N", situation="Restaurant needs a new accountant for payroll, quarterly VAT and balance sheet")
add("pt-t10", "Sou o secretário de uma associação cultural portuguesa em Dudelange. Na nossa sede temos dois computadores antigos, uma impressora que já ninguém consegue pôr a funcionar e um wifi que não chega à sala de festas. Para a festa dos Santos Populares queremos também ligar o projetor ao portátil sem fios. Há alguém que possa pôr isto tudo a funcionar e deixar-nos instruções simples?",
    "it-support", "Dudelange", "Dudelange", kind="c", nu="U", situation="Cultural association: old PCs, dead printer, Wi-Fi and wireless projector")
add("pt-t11", "Somos uma pastelaria em Strassen e vamos lançar um catálogo de bolos de encomenda para casamentos e batizados. Precisamos de um fotógrafo que faça umas 40 fotos dos bolos com fundo bonito, para o catálogo e para o Facebook. Pode ser no nosso laboratório ao domingo, quando está fechado.",
    "photography", "Strassen", "Strassen", kind="c", nu="N", situation="Pastry shop needs product photos of celebration cakes for a catalogue")
add("pt-t12", "A minha mãe vai deixar a casa em Braga e vir viver connosco em Gasperich. São uns 25 m³: a cama, um roupeiro antigo, a máquina de costura e muitas caixas. Vale mais a pena contratar uma empresa de mudanças daqui, uma de Portugal, ou alugar uma carrinha e ir lá buscar com o meu irmão? Quanto custa mais ou menos uma mudança destas?",
    "moving", "Luxembourg", "Gasperich", distractors=["Braga", "Portugal"], kind="d", nu="N", situation="Mother moving in from Portugal: local movers, Portuguese movers or a rented van?")
add("pt-t13", "Comprámos uma casa dos anos 60 em Hettange-Grande, do lado francês, porque no Luxemburgo não conseguíamos pagar nada. Cozinha, casa de banho, eletricidade e janelas está tudo por fazer. Vale a pena fazer tudo de uma vez antes de irmos para lá, ou ir fazendo por fases enquanto lá vivemos? Quanto custa mais ou menos por metro quadrado?",
    "renovation", "abroad", "Hettange-Grande", distractors=["Luxemburgo"], kind="d", nu="U", situation="1960s house just across the French border: renovate all at once or in phases?")
add("pt-t14", "A minha sogra vai ser operada no próximo mês no CHL e não fala francês nem alemão, só português. O hospital disponibiliza alguém que fale português nas consultas ou temos de pagar nós? Se for pago, quanto costuma custar uma hora com alguém presente na consulta?",
    "translation", None, None, kind="d", nu="U", situation="Interpreter for a Portuguese-only patient at hospital consultations")
add("pt-t15", "Temos uma sala pequena e escura num rés-do-chão em Oberkorn, com uma só janela e um radiador no sítio mais estúpido. Vale a pena pagar a um decorador de interiores para nos fazer um plano de móveis, cores e iluminação, ou basta ir ao IKEA com as medidas? Quanto cobra normalmente?",
    "interior-design", "Differdange", "Oberkorn", kind="d", nu="N", situation="Worth paying an interior decorator for a small dark living room?")

# ---------------- Italian ----------------
add("it-s01", "Vorremmo sostituire la vecchia caldaia a gasolio con una pompa di calore aria-acqua, casa di 160 m² a Redange-sur-Attert, chi fa preventivi?",
    "heating", "Redange", "Redange-sur-Attert", situation="Replace an oil boiler with an air-to-water heat pump")
add("it-s02", "Serve un elettricista per collegare il nuovo piano cottura a induzione, in cucina c'è solo una presa normale, abitiamo a Beckerich.",
    "electrical", "Beckerich", "Beckerich", situation="New circuit to connect an induction hob")
add("it-s03", "Ho perso le chiavi di casa, abito a Lussemburgo città, porta blindata, serve un fabbro subito per favore!!",
    "locksmith", "Luxembourg", "Lussemburgo", situation="Lost house keys, armoured door, urgent opening")
add("it-s04", "Cerco qualcuno che poti 6 vecchi alberi da frutto abbandonati (meli e peri) nel giardino della casa nuova a Platen.",
    "gardening", "Préizerdaul", "Platen", situation="Prune six neglected old apple and pear trees")
add("it-s05", "preventivo per piastrellare il pavimento del garage 35 mq con gres antiscivolo a ell",
    "tiling", "Ell", "ell", situation="Tile a 35 m² garage floor with non-slip porcelain")
add("it-s06", "La lavatrice Electrolux non centrifuga più e i panni escono fradici, abito a Mamer, qualcuno ripara a domicilio?",
    "appliance-repair", "Mamer", "Mamer", situation="Washing machine no longer spins")
add("it-s07", "Ci serve un sito per il nostro agriturismo con prenotazioni online e le pagine in tre lingue.",
    "web-development", None, None, situation="Farm-stay website with online booking in three languages")
add("it-s08", "Devo far rifare la grondaia e i pluviali della casa a Saeul perché sono in zinco vecchio e bucati in più punti.",
    "roofing", "Saeul", "Saeul", situation="Replace old zinc gutters and downpipes with holes")
add("it-s09", "Cerco un falegname per costruire una libreria su misura intorno alla porta del soggiorno, casa a Useldange.",
    "carpentry", "Useldange", "Useldange", situation="Made-to-measure bookcase around a living-room door")
add("it-s10", "Qualcuno sa dove posso seguire un corso serale di lussemburghese per la cittadinanza?",
    None, None, None, situation="Evening Luxembourgish course for citizenship (not a trade)")
add("it-t01", "La bolletta dell'acqua dell'ultimo trimestre è triplicata e il contatore in cantina gira anche con tutti i rubinetti chiusi. Davanti a casa, tra il cancello e la porta, c'è un punto del prato sempre bagnato anche quando non piove. In casa non vediamo nessuna perdita. Abitiamo a Vichten, la casa è degli anni '70.",
    "plumbing", "Vichten", "Vichten", kind="a", nu="U", situation="Water bill tripled, meter turning, permanently wet patch in the front lawn")
add("it-t02", "Da qualche settimana ogni mattina troviamo una fila di formiche che entra dalla finestra della cucina e arriva fino allo zucchero. Adesso ne vediamo anche in bagno al primo piano, e ieri alcune avevano le ali. Abbiamo provato con aceto e cannella ma non cambia niente. Siamo a Grosbous, casa con giardino.",
    "pest-control", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="Ant trails into kitchen and upstairs bathroom, winged ants seen")
add("it-t03", "La porta scorrevole in legno massiccio tra cucina e soggiorno è uscita dal binario e adesso pende da un lato. Il binario in alto sembra piegato e una delle rotelle è rotta. È pesante e ho paura che cada addosso ai bambini. Casa a Tuntange.",
    "carpentry", "Helperknapp", "Tuntange", kind="a", nu="U", situation="Heavy solid-wood sliding door off its track and hanging")
add("it-t04", "Il vicino, che è molto bravo col fai-da-te, mi ha detto che per il cancello e la ringhiera in ferro bastava passare lo smalto sopra, senza togliere la ruggine. L'ho fatto a maggio e adesso ci sono già bolle e macchie arancioni dappertutto. Vorrei farlo sistemare da qualcuno come si deve, sono circa 15 metri di ringhiera più il cancello. Siamo a Schoos.",
    "painting", "Fischbach", "Schoos", kind="b", nu="U", situation="Iron gate and railing enamelled over rust on neighbour's advice, now blistering")
add("it-t05", "Mio cognato l'anno scorso ha allargato il passaggio tra cucina e soggiorno e ha detto che non serviva nessuna trave, perché il muro regge da solo. Adesso sopra l'apertura c'è una crepa a scaletta che si allunga e una porta al piano di sopra non si chiude più bene. Cerco un muratore a Perlé che venga a vedere al più presto e metta un architrave.",
    "masonry", "Rambrouch", "Perlé", kind="b", nu="N", situation="Wall opening widened without a lintel by brother-in-law, stepped crack above")
add("it-t06", "Un amico mi ha detto che potevo montare da solo quattro pannelli sul tetto del garage e collegarli a una presa, come si fa in Germania. Ho comprato tutto online, ma l'inverter non si accende e il gestore di rete dice che così non è a norma. Cerco qualcuno a Bertrange che installi e colleghi l'impianto come si deve e faccia la pratica.",
    "solar", "Bertrange", "Bertrange", distractors=["Germania"], kind="b", nu="U", situation="DIY plug-in PV on a friend's advice not compliant; proper install and paperwork")
add("it-t07", "Sabato una padella d'olio ha preso fuoco in cucina, per fortuna nessuno si è fatto male. L'assicurazione ci ha detto al telefono di lavare i muri con acqua e sapone, ma la fuliggine si spalma ovunque e l'odore di fumo è in tutto l'appartamento, anche negli armadi. Cerchiamo un'impresa di pulizie specializzata in danni da fumo, appartamento al Limpertsberg.",
    "cleaning", "Luxembourg", "Limpertsberg", kind="b", nu="N", situation="Soot and smoke smell after a pan fire; insurer's soap-and-water advice smeared it")
add("it-t08", "Siamo una piccola galleria d'arte a Bereldange e a marzo prestiamo 18 quadri e tre sculture per una mostra a Esch-sur-Alzette. Le opere vanno imballate, caricate e scaricate con cura, alcune cornici sono molto fragili. Cerchiamo qualcuno con un furgone attrezzato ed esperienza con le opere d'arte.",
    "moving", "Walferdange", "Bereldange", distractors=["Esch-sur-Alzette"], kind="c", nu="U", situation="Art gallery needs 21 works packed and carried to an exhibition")
add("it-t09", "Ho una piccola impresa edile con sette operai e finora la contabilità la faceva mia moglie. Con le nuove regole sulle fatture elettroniche non ce la facciamo più. Cerco un commercialista o una fiduciaria che segua buste paga, IVA e bilancio.",
    "accounting", None, None, kind="c", nu="N", situation="Small building firm needs payroll, VAT and annual accounts")
add("it-t10", "Siamo uno studio legale con quattro avvocati a Ehlerange. Ci serve qualcuno che configuri le e-mail su Outlook per tutti, una VPN per lavorare da casa e un backup automatico dei fascicoli. Il ragazzo che ci seguiva si è trasferito all'estero e nessuno sa più le password del server.",
    "it-support", "Sanem", "Ehlerange", kind="c", nu="U", situation="Law office needs Outlook set-up, VPN and automatic backups")
add("it-t11", "La nostra ditta di catering compie dieci anni e a giugno facciamo una festa per clienti e fornitori nella nostra sede di Itzig. Vorremmo qualcuno che faccia foto durante la serata e un breve video da mettere su LinkedIn. Saremo circa 80 persone, dalle 18 a mezzanotte.",
    "photography", "Hesperange", "Itzig", kind="c", nu="U", situation="Catering firm's 10th-anniversary party: photos and a short video")
add("it-t12", "I miei genitori hanno una casa a Villerupt, dove sono cresciuto, e adesso vogliono rifare bagno, cucina e impianto elettrico. Quanto tempo ci vuole in media per lavori così? Possono restare ad abitarci durante i lavori o è meglio che vengano da noi per qualche mese?",
    "renovation", "abroad", "Villerupt", kind="d", nu="U", situation="Parents' house just across the French border: how long does a bathroom, kitchen and wiring refit take, can they stay?")
add("it-t13", "A settembre un'auto mi ha tamponato a un semaforo e da allora ho dolori al collo e ho fatto sei settimane di fisioterapia. L'assicurazione dell'altro conducente mi offre 2.000 euro per chiudere la pratica. Conviene prendere un avvocato o finisce che spendo più di quello che recupero?",
    "legal", None, None, kind="d", nu="N", situation="Whiplash after a rear-end crash, insurer offers €2,000: worth a lawyer?")
add("it-t14", "Vorrei pubblicare in francese il quaderno di ricette di mia nonna, circa 120 ricette con tante parole in dialetto calabrese. È meglio affidarlo a una persona di madrelingua francese che capisce l'italiano, o a un italiano che scrive bene in francese? E più o meno quanto costa a pagina?",
    "translation", None, None, kind="d", nu="U", situation="Grandmother's recipe book into French: native French or Italian translator?")
add("it-t15", "Abbiamo una mansarda di 22 m² a Leudelange da trasformare in cameretta per due bambini di 3 e 9 anni, con un letto a soppalco e spazio per giocare. Vale la pena chiedere a un'architetta d'interni di progettarla, o si rischia di spendere tanto per qualcosa che si fa anche con un buon catalogo? Quanto costa di solito un progetto così piccolo?",
    "interior-design", "Leudelange", "Leudelange", kind="d", nu="N", situation="Worth hiring an interior architect for a 22 m² attic kids' room?")

# ---------------- Spanish ----------------
add("es-s01", "Se me va la luz del baño cada vez que enciendo el extractor, vivo en el Grund, ¿alguien puede venir esta semana?",
    "electrical", "Luxembourg", "Grund", situation="Bathroom circuit trips whenever the extractor fan is switched on")
add("es-s02", "Necesito un fontanero para llevar el desagüe y las tomas de agua de la lavadora al otro lado del lavadero, en Strassen.",
    "plumbing", "Strassen", "Strassen", situation="Move washing-machine drain and water supply to the other wall")
add("es-s03", "presupuesto para pintar la escalera y los rellanos de un edificio de 4 plantas en bertrange, lo pide la copropiedad",
    "painting", "Bertrange", "bertrange", situation="Repaint stairwell and landings of a four-storey block")
add("es-s04", "¿Cuánto cuesta cambiar todas las cerraduras de una casa que acabamos de comprar en Dalheim, son 3 puertas exteriores y el garaje?",
    "locksmith", "Dalheim", "Dalheim", situation="Change all locks of a newly bought house")
add("es-s05", "La campana extractora Balay hace un ruido tremendo y ya casi no aspira, ¿alguien la repara en Canach?",
    "appliance-repair", "Lenningen", "Canach", situation="Noisy cooker hood that barely extracts")
add("es-s06", "Busco a alguien que me monte una tienda online para vender cerámica hecha a mano, con Shopify o algo parecido.",
    "web-development", None, None, situation="Online shop for handmade ceramics")
add("es-s07", "Quiero poner una ventana de tejado en la buhardilla de mi casa en Mondorf para que entre luz, ¿quién hace eso?",
    "roofing", "Mondorf-les-Bains", "Mondorf", situation="Fit a new roof window in an attic")
add("es-s08", "Busco jardinero para diseñar un jardín pequeño de 80 m² con plantas que aguanten la sequía, casa en Bous.",
    "gardening", "Bous-Waldbredimus", "Bous", situation="Design a small drought-tolerant garden")
add("es-s09", "Tengo placas solares desde 2015 en Tétange y el inversor SMA hace clic y se apaga cada tarde, ¿alguien hace mantenimiento de estas instalaciones?",
    "solar", "Kayl", "Tétange", situation="PV inverter clicks and shuts down every afternoon")
add("es-s10", "¿Alguien conoce una guardería con plazas libres para un bebé de 10 meses a partir de marzo?",
    None, None, None, situation="Nursery place for a baby (not a trade)")
add("es-t01", "Este invierno, al encender por primera vez la calefacción por suelo, empezamos a oír crujidos en el pasillo. Ahora dos baldosas grandes se han levantado en el centro, formando como una pequeña tienda de campaña, y una está agrietada. Tengo miedo de que alguien tropiece, sobre todo mi padre, que usa bastón. La casa está en Lintgen y es de 2019.",
    "tiling", "Lintgen", "Lintgen", kind="a", nu="U", situation="Two large hall floor tiles tented up and cracked after underfloor heating started")
add("es-t02", "La caldera de pellets del sótano se llena de ceniza en dos días, cuando antes aguantaba una semana. Al arrancar sale humo negro por la chimenea y los vecinos ya se han quejado. Además se apaga sola casi todas las noches y por la mañana la casa está fría. Vivimos en Cruchten, la caldera tiene unos ocho años.",
    "heating", "Nommern", "Cruchten", kind="a", nu="U", situation="Pellet boiler fills with ash, black smoke at start-up, goes out at night")
add("es-t03", "El muro de piedra que sujeta nuestro jardín por el lado de la calle se ha abombado hacia fuera. Después de las lluvias de la semana pasada se cayeron varias piedras a la acera y el ayuntamiento ha puesto una valla. Arriba, junto al muro, el césped se está hundiendo. Estamos en Medernach.",
    "masonry", "Vallée de l'Ernz", "Medernach", kind="a", nu="U", situation="Bulging stone retaining wall dropping stones onto the pavement")
add("es-t04", "En la tienda de cocinas nos dijeron que la encimera de roble macizo no necesitaba ningún cuidado porque venía tratada de fábrica. Un año después, alrededor del fregadero la madera está negra, hinchada y se despega en una esquina. Buscamos un carpintero que pueda lijarla y tratarla bien o cambiar ese tramo. Piso en el Pfaffenthal.",
    "carpentry", "Luxembourg", "Pfaffenthal", kind="b", nu="N", situation="Oak worktop left unoiled on the kitchen shop's advice, black and swollen at the sink")
add("es-t05", "Un amigo nos convenció de que con una furgoneta de alquiler y tres colegas lo llevaríamos todo a la casa nueva en una tarde. Al final nos hicimos daño en la espalda, el sofá no pasó por la escalera y la mitad de las cosas siguen en el piso viejo de Gonderange. Necesitamos a alguien con un camión y gente que sepa, para llevar lo que queda a la casa nueva en Mersch este sábado.",
    "moving", "Junglinster", "Gonderange", distractors=["Mersch"], kind="b", nu="U", situation="DIY move with friends failed; rest of the flat still to be moved")
add("es-t06", "La dependienta de la tienda me aseguró que la alfombra de lana del salón se podía limpiar en casa con la vaporeta. Ahora huele a perro mojado, ha encogido por un lado y tiene manchas amarillas. Es una alfombra persa de mi suegra y me da mucha vergüenza. ¿Hay alguna empresa de limpieza de alfombras cerca de Zolwer que pueda intentar salvarla?",
    "cleaning", "Sanem", "Zolwer", kind="b", nu="N", situation="Wool rug steam-cleaned on a shop assistant's advice, shrunk and stained")
add("es-t07", "En el súper me recomendaron unos aparatos de ultrasonidos que se enchufan y que, según ellos, echan a los ratones en una semana. Llevamos dos meses con tres aparatos y siguen ahí: han roído el cable del congelador del garaje y hay excrementos en el armario de la comida del perro. Vivimos en Lamadelaine, en una casa adosada. Necesitamos a alguien que lo resuelva de verdad.",
    "pest-control", "Pétange", "Lamadelaine", kind="b", nu="U", situation="Ultrasonic plug-ins from the supermarket did not stop mice chewing cables")
add("es-t08", "Somos una pequeña escuela infantil bilingüe en Hamm, con un patio de unos 300 m². Dos de los tres árboles grandes tienen ramas secas que podrían caer sobre los niños, y el césped está pelado por completo. Necesitamos a alguien que revise los árboles, quite lo peligroso y nos proponga un patio más verde y resistente.",
    "gardening", "Luxembourg", "Hamm", kind="c", nu="U", situation="Nursery school playground: dead branches over children, bare lawn, greener design")
add("es-t09", "Tengo una pequeña academia de idiomas, casi todo clases de español para niños. Hasta ahora llevaba yo las cuentas en una hoja de cálculo, pero este año hemos contratado a dos profesoras más y ya no me aclaro con las nóminas ni con las declaraciones. Busco un contable que se encargue de todo eso.",
    "accounting", None, None, kind="c", nu="N", situation="Language school needs bookkeeping, payroll and returns after hiring staff")
add("es-t10", "Somos una farmacia pequeña en Beringen. El ordenador del mostrador se reinicia solo dos o tres veces al día, el lector de códigos de barras deja de responder y la impresora de etiquetas imprime en blanco. El proveedor del programa dice que no es cosa suya sino del equipo. Necesitamos a alguien que revise los ordenadores y la red cuanto antes.",
    "it-support", "Mersch", "Beringen", kind="c", nu="U", situation="Pharmacy: counter PC reboots, barcode scanner and label printer fail")
add("es-t11", "Nuestro club de tenis de Oberanven cumple 50 años y en junio organizamos un torneo con fiesta. Queremos un fotógrafo que cubra las finales, haga fotos de todos los equipos y algunas de la fiesta por la noche, para un libro del aniversario. ¿Hay alguien disponible el sábado 13 de junio?",
    "photography", "Niederanven", "Oberanven", kind="c", nu="N", situation="Tennis club's 50th-anniversary tournament and party photos for a book")
add("es-t12", "Mi padre va a venir a vivir con nosotros y usa silla de ruedas. Nuestra casa en Oetrange tiene el baño en la planta baja, pero la puerta es estrecha y hay bañera. ¿Cuánto puede costar más o menos adaptarlo: ensanchar la puerta, poner un plato de ducha a ras de suelo, barras y un lavabo más bajo? ¿Y cuánto tiempo llevan esas obras?",
    "renovation", "Contern", "Oetrange", kind="d", nu="U", situation="Cost and duration of adapting a bathroom for a wheelchair user")
add("es-t13", "A mi madre, que vive en Colombia, le han denegado el visado Schengen para venir a conocer a su nieta, con una carta que dice que no demostró medios suficientes. Yo le mandé los papeles de mi contrato y una carta de invitación. ¿Merece la pena pagar a un abogado para recurrir o es mejor volver a pedirlo con más documentos?",
    "legal", None, None, distractors=["Colombia"], not_place=["Schengen"], kind="d", nu="N", situation="Mother's Schengen visa refused: appeal with a lawyer or reapply?")
add("es-t14", "Hemos rodado un cortometraje de 18 minutos en español y queremos mandarlo a festivales en Francia y Bélgica. ¿Merece la pena pagar subtítulos profesionales en francés e inglés o lo hacemos nosotros con una herramienta automática y lo repasamos? ¿Cuánto se suele cobrar por minuto?",
    "translation", None, None, distractors=["Francia", "Bélgica"], kind="d", nu="U", situation="Professional French and English subtitles for a short film, or machine plus review?")
add("es-t15", "Nos hemos mudado a un piso de 60 m² en Thionville y los dos trabajamos desde casa tres días a la semana para empresas de Luxemburgo. Necesitamos dos puestos de trabajo, que el salón siga siendo salón y que no parezca una oficina. ¿Compensa pagar a alguien que nos haga un proyecto de distribución, muebles e iluminación, o con paciencia y Pinterest se puede? ¿Qué precio es normal?",
    "interior-design", "abroad", "Thionville", distractors=["Luxemburgo"], kind="d", nu="U", situation="Two home offices in a 60 m² flat across the French border: worth paying for a design?")
