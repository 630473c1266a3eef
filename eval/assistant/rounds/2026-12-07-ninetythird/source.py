MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, kéint een eis eng Wallbox (11 kW) an d'Garage installéieren, mir wunnen zu Hoscheid an de Stroumkasten ass vun 1987 :)",
    "electrical", "Parc Hosingen", "Hoscheid", situation="wallbox for an electric car in the garage, old fuse box")
add("lb-s02", "sichen e Moler deen eis d'Fassad zu Wooltz frësch sträicht ongeféier 180m2 am beschten am Mee",
    "painting", "Wiltz", "Wooltz", situation="repaint a house facade, about 180 m2")
add("lb-s03", "Wie kann eis de Gaart hannert dem Haus zu Ëlwen nei uleeën, mat Rasen, e puer Uebstbeem an engem Plang wat wou hikënnt?",
    "gardening", "Troisvierges", "Ëlwen", situation="new garden layout with lawn and fruit trees")
add("lb-s04", "Hëllef, ech hu mech ausgespaart, de Schlëssel läit bannen um Dësch an d'Kanner kommen ëm 4 vun der Schoul, Bouneweg, wéi séier kann een hei sinn??",
    "locksmith", "Luxembourg", "Bouneweg", situation="locked out, key inside, children coming home")
add("lb-s05", "bräicht een dee mir d'Plättercher an der Kichen erausklappt an nei verluecht ca 25 m2 Feelen",
    "tiling", "Feulen", "Feelen", situation="replace 25 m2 of kitchen floor tiles")
add("lb-s06", "Mir plënneren den 14ten Abrëll vu Klierf op Iechternach, 3 Zëmmer am zweete Stack ouni Lift, wie mécht dat a wat kascht et?",
    "moving", "Clervaux", "Klierf", distractors=["Iechternach"], situation="move of a 3-room flat, second floor without lift, between two towns")
add("lb-s07", "Ech brauch eng Iwwersetzung vun engem Mietvertrag vum Däitschen op Portugisesch fir meng Mamm, 9 Säiten, bis Ufank nächster Woch.",
    "translation", None, None, situation="translate a 9-page rental contract German to Portuguese")
add("lb-s08", "eisen Tumbler vu Miele gëtt net méi waarm, dréint awer nach, kënnt een op Mäerzeg fir en ze flécken",
    "appliance-repair", "Mertzig", "Mäerzeg", situation="tumble dryer turns but no heat")
add("lb-s09", "Mir sichen eng Botzfirma fir eise Büro am Lampertsbierg, 120 m2, zweemol d'Woch owes no 18 Auer.",
    "cleaning", "Luxembourg", "Lampertsbierg", situation="regular office cleaning twice a week")
add("lb-s10", "Wat kascht ongeféier eng Photovoltaikanlag vu 9 kWc op engem Scheierendaach zu Kautenbach?",
    "solar", "Kiischpelt", "Kautenbach", situation="price of a 9 kWp PV system on a barn roof")
add("lb-t01", "Zënter leschter Woch leeft an eiser Toilette d'Waasser ëmmer no, et hält guer net op ze ruschelen. D'Waasserrechnung war dëst Joer dräimol sou héich wéi soss. Mir wunnen zu Nocher an d'Haus ass vun 1975. Kann sech dat een ukucken?",
    "plumbing", "Goesdorf", "Nocher", kind="a", nu="U", situation="toilet cistern keeps running, water bill tripled")
add("lb-t02", "All Owend héiere mer et am Plafong vum Schlofzëmmer kraazen a lafen. Gëschter louchen kleng schwaarz Kréimelen hannert dem Frigo an e Pak Nuddele war ugefriess. D'Kanner wëllen net méi eleng schlofen. Mir hu scho Fale opgestallt, mee déi bleiwen eidel. Mir sinn zu Stolzebuerg, wie kann dat séier ukucken?",
    "pest-control", "Putscheid", "Stolzebuerg", kind="a", nu="U", situation="scratching in the ceiling, droppings, gnawed food (mice)")
add("lb-t03", "An eiser Garagemauer ass e Rëss, dee vu lénks uewen schréi no ënne leeft. Virun engem Joer war en nach hoerfein, elo passt e 5-Cent-Stéck dran. D'Haus steet um Hang zu Fouhren. Soll dat just zougemaach ginn oder ass do méi lass?",
    "masonry", "Tandel", "Fouhren", not_place=["Cent"], kind="a", nu="U", situation="growing diagonal crack in a garage wall on a slope")
add("lb-t04", "Mir hunn zanter November eng Loft-Waasser-Wäermepompel. Den Noper huet gesot, mir sollen se nuets ausschalten, dat géif Stroum spueren. Elo ass et moies am Haus nëmmen 17 Grad a se leeft de ganzen Dag op voller Kraaft. Kann een dat bei eis zu Hiefenech richteg aastellen?",
    "heating", "Heffingen", "Hiefenech", kind="b", nu="U", situation="neighbour said switch heat pump off at night, now house cold in the morning")
add("lb-t05", "Bei all Reen leeft eis Dachrënn iwwer an d'Waasser leeft d'Fassad erof. Mäi Schwoer ass eropgeklommen an huet d'Lächer mat Silikon zougeschmiert, mee dat huet näischt bruecht. Elo hänkt d'Rënn och nach an der Mëtt duerch. Ech hätt gär en Dachdecker deen dat richteg mécht, mir sinn zu Hamiville.",
    "roofing", "Wincrange", "Hamiville", kind="b", nu="N", situation="overflowing, sagging gutter after brother-in-law's silicone fix")
add("lb-t06", "Eis Holztrap knaschtert bei all Tratt an zwou Trëppele wackelen. Am Bastelbuttek hu se eis gesot, mir sollen einfach Holzläim an d'Spléck sprëtzen, elo pecht et an et knaschtert ëmmer nach. D'Haus ass zu Lëppschent. Wie kann d'Trap richteg flécken?",
    "carpentry", "Bourscheid", "Lëppschent", kind="b", nu="U", situation="creaking wooden stairs, loose treads, DIY shop's glue advice failed")
add("lb-t07", "Eise Bureau huet 4 PCen an een Drécker am Netz. Den Neveu vum Chef huet de Router op d'Fabrikastellungen zréckgesat well d'Internet lues war. Zënterhier fënnt keen PC méi den Drécker an d'Backup-Disk ass och fort. Mir sinn zu L-9990, kann haut nach een eriwwerkommen?",
    "it-support", "Weiswampach", "L-9990", kind="b", nu="U", situation="router factory reset by nephew, printer and backup disk gone from network")
add("lb-t08", "Mir sinn de Comité vum Fussballclub a feieren dëst Joer 100 Joer. Dofir brauche mir e Fotograf fir Équipesfotoe vu 14 Ekippen um Terrain zu Ettelbréck, samschdes den 12ten Abrëll vu 9 bis 13 Auer. Dozou e puer Fotoe vum Clubhaus fir d'Festbroschür. Wat kascht sou eppes?",
    "photography", "Ettelbruck", "Ettelbréck", kind="c", nu="N", situation="football club centenary: team photos of 14 teams")
add("lb-t09", "Ech hunn eng Zänndokterpraxis zu Dikrech an d'Waardesall gesäit aus wéi 1995. Ech sichen en Interior Designer deen e Konzept mécht: Faarwen, Luuchten, Miwwelen, vläicht eng Kannerecke. Den Ëmbau selwer maache mir méi spéit mat Handwierker. Budget fir de Plang ongeféier 3000 Euro.",
    "interior-design", "Diekirch", "Dikrech", kind="c", nu="N", situation="dentist wants a design concept for the waiting room")
add("lb-t10", "Ech sinn Keessener vun eiser Musekgesellschaft an hunn d'Buchhaltung bis elo an Excel gemaach. Elo hu mir 80 Memberen, Subsiden an eng Buvette mat 40.000 Euro Ëmsaz. D'Keesserevisoren wëllen dat dëst Joer professionell gemaach kréien. Gëtt et e Comptabel deen dat fir eng asbl mécht, a wat kascht dat?",
    "accounting", None, None, kind="c", nu="N", situation="music society (asbl) needs its bookkeeping done professionally")
add("lb-t11", "Mir hunn e Bauerenhaff mat Hoflueden a verkafen Fleesch, Eeër a Kéis. D'Leit ruffen all Dag un fir ze bestellen, dat packe mir net méi. Mir hätten gär eppes, wou d'Clienten online hire Kuerf zesummestellen an en Dag zum Ofhuelen eraussichen. Wie programméiert eis sou eppes?",
    "web-development", None, None, kind="c", nu="U", situation="farm shop wants online ordering with pick-up day")
add("lb-t12", "Mir kafen en alen Haff zu Platen. Kichen, Buedzëmmer an d'Elektrik sinn all nach aus de 70er Joren. Ass et méi gënschteg, alles virum Aplënneren ze maachen, oder een Zëmmer nom aneren wa mer schonn dra wunnen? A wéi laang dauert sou eppes ongeféier?",
    "renovation", "Préizerdaul", "Platen", kind="d", nu="U", situation="old farmhouse: refit kitchen, bathroom, wiring before or after moving in")
add("lb-t13", "Meng Mamm wunnt zu Burg-Reuland an der Belsch, direkt hannert der Grenz. Hire Mazoutkessel ass 30 Joer al an de Kamäinsfeeger seet, en hält keen Wanter méi. Wat ass do besser, Pellets oder eng Wäermepompel, an hutt dir eng Iddi wat dat kascht?",
    "heating", "abroad", "Burg-Reuland", kind="d", nu="U", situation="mother's 30-year-old oil boiler across the border: pellets or heat pump")
add("lb-t14", "Eisen Noper wëll seng Garage direkt op d'Grenz vun eisem Terrain bauen an huet d'Autorisatioun vun der Gemeng schonn. Mir hunn Angscht, datt eis Fënstere keng Luucht méi kréien. Kënne mir do nach eppes maachen oder ass et ze spéit? Wat kascht en Affekot fir sou eng Affär?",
    "legal", None, None, kind="d", nu="N", situation="neighbour's garage on the boundary already permitted: can we object")
add("lb-t15", "Eise Jong ass an der 4e am Lycée a kritt seng Mathé net gebacken. Ass et besser, e Privatproff heem kommen ze loossen oder en Nohëllefcours a Grupp? Wat bezilt een do an der Stonn?",
    None, None, None, kind="d", nu="U", situation="maths tutoring for a secondary-school pupil")

# ---------------- French ----------------
add("fr-s01", "Bonjour, la douche ne s'évacue plus du tout, l'eau reste à 10 cm dans le bac, on est à Esch/Alzette près de la gare, vous pouvez passer demain matin ?",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", not_place=["gare"], situation="shower drain completely blocked")
add("fr-s02", "besoin d'un électricien pour ajouter 4 prises et un spot extérieur sur la terrasse à Obercorn",
    "electrical", "Differdange", "Obercorn", situation="four new sockets and an outdoor spotlight")
add("fr-s03", "Devis svp pour peindre 3 chambres + plafonds (environ 45 m2 au sol) à Rodange, murs en bon état, juste changer de couleur.",
    "painting", "Pétange", "Rodange", situation="paint three bedrooms and ceilings")
add("fr-s04", "Serrure de la porte d'entrée bloquée, la clé tourne dans le vide, on est à Diddeleng, quelqu'un peut venir ce soir ?",
    "locksmith", "Dudelange", "Diddeleng", situation="front-door lock jammed, key spins freely")
add("fr-s05", "Je voudrais faire abattre un bouleau de 15 m trop proche de la maison à Crauthem, avec dessouchage et évacuation du bois.",
    "gardening", "Roeser", "Crauthem", situation="fell a 15 m birch near the house, remove stump")
add("fr-s06", "Déménagement d'un studio au Kirchberg vers Thionville le 30 juin, environ 15 m3, avec démontage d'un lit mezzanine, vous faites ça ?",
    "moving", "Luxembourg", "Kirchberg", distractors=["Thionville"], situation="studio move from the city to a French town")
add("fr-s07", "Je cherche un avocat en droit du travail pour contester un licenciement pour faute grave reçu hier par lettre recommandée.",
    "legal", None, None, situation="contest a dismissal for gross misconduct")
add("fr-s08", "nettoyage fin de chantier maison neuve à bettembourg 160 m2 vitres comprises début mars merci",
    "cleaning", "Bettembourg", "bettembourg", situation="builders' clean of a new house including windows")
add("fr-s09", "Combien coûte le remplacement d'un onduleur SMA de 2012 sur une installation photovoltaïque de 6 kWc à Aspelt, il ne s'allume plus ?",
    "solar", "Frisange", "Aspelt", situation="dead 2012 inverter on a 6 kWp PV system")
add("fr-s10", "Carreleur dispo pour refaire les joints et remplacer 6 carreaux fissurés sur la terrasse à Tétange avant l'été ?",
    "tiling", "Kayl", "Tétange", situation="regrout terrace and replace six cracked tiles")
add("fr-t01", "Depuis qu'on a installé la nouvelle plaque à induction, dès que le four et la plaque marchent ensemble, tout le rez-de-chaussée s'éteint. Il faut descendre à la cave remonter la manette à chaque fois. Hier soir c'est arrivé trois fois pendant le repas d'anniversaire de ma fille. Maison à Soleuvre, construite en 1982.",
    "electrical", "Sanem", "Soleuvre", kind="a", nu="U", situation="ground floor loses power when oven and induction hob run together")
add("fr-t02", "Notre frigo américain Samsung fait toujours du bruit mais ne refroidit plus en bas, le congélateur est encore froid. Mes bouteilles de Rosport sont tièdes et le lait a tourné en deux jours. Il a 4 ans, plus sous garantie. On habite à Schifflange, quelqu'un pourrait passer cette semaine ?",
    "appliance-repair", "Schifflange", "Schifflange", not_place=["Rosport"], kind="a", nu="U", situation="American fridge runs but fridge part no longer cools")
add("fr-t03", "Après la tempête de dimanche, on a retrouvé quatre ardoises cassées dans le jardin. Depuis, quand il pleut fort, ça goutte dans le grenier juste sous la fenêtre de toit et le bois est mouillé. On a mis une bassine en attendant. C'est à Rëmeleng, pas loin du stade.",
    "roofing", "Rumelange", "Rëmeleng", kind="a", nu="U", situation="broken slates after a storm, leak under the roof window")
add("fr-t04", "Dans notre maison à Monnerech, une pièce du chauffage au sol reste froide, les autres sont bien. Un ami plombier nous a dit que c'était le thermostat d'ambiance, on l'a changé nous-mêmes (89 € au magasin de bricolage) mais rien n'a changé. Sur le collecteur au garage il y a des petits débitmètres, celui de cette pièce reste à zéro. Qui peut venir regarder ça ?",
    "heating", "Mondercange", "Monnerech", kind="b", nu="U", situation="one underfloor-heating loop cold; friend said thermostat, changing it did nothing")
add("fr-t05", "Le mur de notre cave à Bascharage était humide et le voisin nous a conseillé une peinture « anti-humidité » du Brico. Six mois après, elle cloque, le crépi derrière s'effrite et il y a du salpêtre blanc partout. Je pense qu'il faut un maçon pour gratter et refaire l'enduit correctement. Est-ce que quelqu'un peut faire un devis ?",
    "masonry", "Käerjeng", "Bascharage", kind="b", nu="N", situation="damp cellar wall painted on neighbour's advice, render now crumbling")
add("fr-t06", "On a des rats dans l'abri de jardin et sous la terrasse, à Howald. Le magasin nous a vendu des boîtiers à ultrasons « 100 % efficaces », on en a mis trois, et les rats se promènent devant en plein jour. Mes voisins ont des enfants et un chien, donc je ne veux pas mettre de poison n'importe où. Le jardin donne sur un petit ruisseau, je ne sais pas si ça joue. Je cherche un dératiseur professionnel.",
    "pest-control", "Hesperange", "Howald", kind="b", nu="N", situation="rats in garden shed; ultrasonic devices from the shop useless")
add("fr-t07", "Il y a trois ans on a fait poser une terrasse en bois exotique chez nous (L-5770). Le vendeur du négoce nous a dit de passer de l'huile tous les mois, alors on l'a fait, et maintenant les lames sont noires, glissantes et plusieurs se soulèvent. Un menuisier pourrait-il venir voir s'il faut poncer ou changer des lames ?",
    "carpentry", "Weiler-la-Tour", "L-5770", kind="b", nu="N", situation="over-oiled hardwood deck black, slippery, boards lifting")
add("fr-t08", "Notre agence de voyages déménage le mois prochain dans de nouveaux bureaux quartier Gare. Il faut installer 6 postes, une imprimante réseau, un wifi pour les clients séparé du nôtre et la téléphonie. Aucun de nous n'y connaît rien et notre ancien prestataire a pris sa retraite. Quelqu'un peut-il s'occuper de tout ça avant le 1er du mois ?",
    "it-support", "Luxembourg", "Gare", kind="c", nu="U", situation="travel agency's new office: six PCs, network printer, guest wifi, phones")
add("fr-t09", "Nous sommes un garage de voitures d'occasion à Bertrange. Pour nos annonces en ligne, il nous faudrait des images propres de nos 40 véhicules, intérieur et extérieur, sur fond neutre. Idéalement en deux matinées, en avril. Vous pouvez nous faire une offre ?",
    "photography", "Bertrange", "Bertrange", kind="c", nu="U", situation="used-car dealer needs pictures of 40 cars for listings")
add("fr-t10", "Nous sommes une école de musique et nous accueillons un groupe d'élèves ukrainiens avec leurs parents. Pour la réunion d'information du 12 mai, il nous faudrait un interprète ukrainien-français pendant deux heures. Nous aurions aussi besoin de traduire le règlement intérieur (4 pages). Quel serait le tarif ?",
    "translation", None, None, kind="c", nu="N", situation="music school needs a Ukrainian interpreter and a translated house rules sheet")
add("fr-t11", "J'ai repris une petite boulangerie avec trois salariés en janvier. L'ancien propriétaire faisait tout lui-même, mais moi je suis au fournil dès 3 heures du matin et les fiches de paie, la TVA trimestrielle et le bilan, je n'y arrive pas. Je cherche une fiduciaire ou un comptable pas trop cher. Vous connaissez ?",
    "accounting", None, None, kind="c", nu="N", situation="new bakery owner needs payroll, VAT returns and annual accounts")
add("fr-t12", "On vient d'acheter un appartement de 1968 à Belair. On aimerait refaire la cuisine et la salle de bain, abattre la cloison entre cuisine et séjour et changer tous les sols. Combien de temps faut-il compter, à peu près, et faut-il l'accord de la copropriété pour la cloison ? On voudrait emménager en septembre.",
    "renovation", "Luxembourg", "Belair", kind="d", nu="U", situation="1968 flat: new kitchen and bathroom, remove a partition, new floors: how long")
add("fr-t13", "Nous habitons à Audun-le-Tiche, juste de l'autre côté de la frontière, et mon mari travaille à Esch. Notre salon-salle à manger de 40 m2 est long et sombre, on ne sait pas où mettre le canapé, la table, ni quel éclairage choisir. Est-ce que ça vaut le coup de payer quelqu'un pour faire un plan d'aménagement et une palette de couleurs, ou les magasins de meubles le font-ils gratuitement ? Et ça coûte combien en général ?",
    "interior-design", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="d", nu="U", situation="long dark living room across the border: is a layout and colour plan worth paying for")
add("fr-t14", "Je suis kiné indépendante et mes patients m'appellent pendant les séances pour prendre rendez-vous. Vaut-il mieux utiliser un outil tout fait du genre Doctolib, ou faire faire une page de réservation à moi, reliée à mon agenda Google ? Et le sur-mesure, ça coûte combien ?",
    "web-development", None, None, kind="d", nu="U", situation="physiotherapist: ready-made booking tool or own booking page")
add("fr-t15", "On part trois semaines au Portugal en août. Est-ce qu'il vaut mieux mettre nos deux chats en pension ou faire venir quelqu'un à la maison deux fois par jour ? Ça coûte combien à peu près ?",
    None, None, None, distractors=["Portugal"], kind="d", nu="U", situation="cat sitting during a holiday")

# ---------------- German ----------------
add("de-s01", "Suche Heizungsbauer für die jährliche Wartung unserer Gas-Brennwerttherme (Vaillant, 9 Jahre alt) in Echternach, am liebsten nächste Woche.",
    "heating", "Echternach", "Echternach", situation="annual service of a gas condensing boiler")
add("de-s02", "Wer kann bei uns in Grevenmacher das Treppenhaus eines Mehrfamilienhauses (3 Etagen) streichen, die Eigentümergemeinschaft braucht bis Monatsende ein Angebot?",
    "painting", "Grevenmacher", "Grevenmacher", situation="paint the stairwell of a block of flats")
add("de-s03", "Brauche neue Schließzylinder für Haustür, Garage und Kellertür, alle mit einem Schlüssel schließbar, Haus in Réimech.",
    "locksmith", "Remich", "Réimech", situation="new keyed-alike cylinders for three doors")
add("de-s04", "Umzug von Rosport nach Trier am 15 Mai, 2-Zimmer-Wohnung im Erdgeschoss, Einbauküche muss mit, wer hat noch Termine frei",
    "moving", "Rosport-Mompach", "Rosport", distractors=["Trier"], situation="two-room flat moving across the border, fitted kitchen included")
add("de-s05", "wir brauchen jemand der unseren verwilderten garten in wasserbillig neu anlegt rasen säen beete vielleicht ein kleiner teich",
    "gardening", "Mertert", "wasserbillig", situation="redesign an overgrown garden with lawn, beds and a pond")
add("de-s06", "Fliesenleger gesucht: Bad in Niederdonven, 12 m² Wandfliesen 30x60 und 8 m² Boden, Material ist schon gekauft.",
    "tiling", "Flaxweiler", "Niederdonven", situation="tile a bathroom, material already bought")
add("de-s07", "Angebot für eine PV-Anlage mit 12 kWp und Speicher auf einem Einfamilienhaus in Roodt-sur-Syre, Süddach mit 35 Grad Neigung.",
    "solar", "Betzdorf", "Roodt-sur-Syre", situation="quote for a new 12 kWp PV system with battery")
add("de-s08", "Ich brauche einen Onlineshop für meine handgemachten Keramiktassen, rund 40 Produkte, mit Versand nach Deutschland und Frankreich.",
    "web-development", None, None, distractors=["Deutschland", "Frankreich"], not_place=["einen"], situation="online shop for handmade ceramic mugs")
add("de-s09", "Fensterreinigung für eine Altbauwohnung in der Oberstadt, 14 Sprossenfenster innen und außen, gerne an einem Samstag.",
    "cleaning", "Luxembourg", "Oberstadt", situation="window cleaning, 14 muntin windows in an old flat")
add("de-s10", "Elektriker gesucht für den Austausch des alten Sicherungskastens gegen einen neuen Verteiler mit FI-Schaltern in Stadtbredimus",
    "electrical", "Stadtbredimus", "Stadtbredimus", not_place=["einen"], situation="replace old fuse box with a new board with RCDs")
add("de-t01", "Unser Wasserzähler im Keller dreht sich weiter, auch wenn im ganzen Haus kein Hahn offen ist. Seit ein paar Tagen ist außerdem die Wand im Abstellraum unten feucht und der Putz wird dunkel. Die Gemeinde hat uns schon wegen des hohen Verbrauchs angeschrieben. Wir wohnen in Ehnen, kann sich das jemand ansehen?",
    "plumbing", "Wormeldange", "Ehnen", kind="a", nu="U", situation="water meter runs with all taps shut, damp wall: hidden leak")
add("de-t02", "Mein Wecker klingelt um fünf, und das Erste, was ich höre, ist die Dachbodenklappe, die im Wind klappert. Die Bodentreppe aus Holz lässt sich seit dem Winter nicht mehr richtig zuklappen, ein Holm ist gerissen und die Stufen knarzen bedrohlich. Die Kinder dürfen da jetzt gar nicht mehr hoch. Wir wohnen in Wecker, gleich an der Hauptstraße.",
    "carpentry", "Biwer", "Wecker", not_place=["Holz"], kind="a", nu="U", situation="wooden loft ladder: hatch won't close, cracked rail, creaking steps")
add("de-t03", "Nachts, wenn ich in die Küche komme und das Licht anmache, flitzen kleine braune Käfer unter die Spülmaschine und hinter die Sockelleiste. Es werden jede Woche mehr, und heute Morgen saß einer in der Besteckschublade. Wir haben schon alles geputzt und die Lebensmittel in Dosen gepackt. Wohnung in Canach, Mehrfamilienhaus, vierter Stock.",
    "pest-control", "Lenningen", "Canach", kind="a", nu="U", situation="small brown beetles (cockroaches) in the kitchen at night")
add("de-t04", "Unsere Haustür aus Eiche schleift seit dem Herbst unten am Boden. Mein Schwiegervater hat sie ausgehängt und unten zwei Zentimeter abgehobelt, jetzt zieht es kalt durch den Spalt und oben klemmt sie trotzdem. Ich glaube, da muss ein Schreiner ran, der die Tür richtig einstellt oder die Schwelle anpasst. Haus in Schwebsingen.",
    "carpentry", "Schengen", "Schwebsingen", kind="b", nu="N", situation="oak front door planed by father-in-law, now draughty and still sticking")
add("de-t05", "Auf unserem Dach in Bous (das an der Mosel, nicht das im Saarland) wächst seit Jahren dickes Moos. Der Vermieter meinte, das sei harmlos und schütze sogar die Ziegel. Jetzt haben wir im Schlafzimmer einen braunen Wasserfleck an der Decke, direkt unter der Dachschräge, und mehrere Ziegel sind verrutscht. Wer kommt sich das ansehen, bevor der Vermieter wieder abwinkt? Im Mietvertrag steht, dass Reparaturen am Dach Sache des Eigentümers sind. Uns geht es vor allem darum, dass jemand Fachkundiges den Schaden schriftlich festhält.",
    "roofing", "Bous-Waldbredimus", "Bous", distractors=["Saarland"], not_place=["einen"], kind="b", nu="U", situation="landlord said roof moss is harmless; now stain on ceiling, slipped tiles")
add("de-t06", "Unser Backofen (Bosch Serie 6, 5 Jahre) heizt seit einer Woche nicht mehr, nur das Licht und der Lüfter gehen noch. Die Nachbarin hat geschworen, man solle die Pyrolyse zweimal hintereinander laufen lassen, um ihn freizubrennen, danach roch es verschmort und seitdem geht gar nichts mehr. Die Sicherung ist nicht rausgeflogen. Kann jemand in Manternach vorbeikommen?",
    "appliance-repair", "Manternach", "Manternach", kind="b", nu="U", situation="oven stopped heating; neighbour's double-pyrolysis advice made it worse")
add("de-t07", "Unsere alte Gartenmauer aus Naturstein in Moutfort hatte breite Fugen und Risse. Im Baumarkt hat man uns Bauschaum empfohlen, den haben wir reingesprüht und abgeschnitten. Jetzt, nach dem Winter, bröckelt der Schaum raus, einige Steine wackeln und es sieht furchtbar aus. Wir suchen einen Maurer, der die Mauer ordentlich neu verfugt.",
    "masonry", "Contern", "Moutfort", not_place=["einen"], kind="b", nu="N", situation="stone garden wall filled with expanding foam on DIY-store advice, now loose")
add("de-t08", "Wir sind eine kleine Steuerkanzlei mit acht Mitarbeitern am Senningerberg. Unser Server im Abstellraum ist 9 Jahre alt, und das Backup läuft auf einer USB-Platte, die jemand jeden Freitag mit nach Hause nimmt. Aus diesem Grund möchten wir auf eine Cloud-Lösung mit vernünftiger Datensicherung umsteigen und brauchen jemanden, der das plant und die Rechner umstellt. Termin gern im Sommerloch.",
    "it-support", "Niederanven", "Senningerberg", not_place=["Grund"], kind="c", nu="U", situation="tax office: replace 9-year-old server and USB backups with cloud")
add("de-t09", "Unsere Tanzschule in Strassen hat am 21 Juni ihre Jahresaufführung mit rund 120 Kindern. Die Eltern wünschen sich jedes Jahr schöne Bilder von jeder Gruppe und einen kurzen Film. Mit dem Handy filmen ist im Saal verboten, deshalb brauchen wir jemanden, der das professionell übernimmt. Was würde das kosten?",
    "photography", "Strassen", "Strassen", not_place=["einen"], kind="c", nu="U", situation="dance school show: pictures of every group and a short film")
add("de-t10", "Wir sind ein Familienweingut an der Mosel und haben dieses Jahr zum ersten Mal Anfragen aus Japan und den USA. Unsere Preisliste, die Weinbeschreibungen und die Rückseiten der Etiketten gibt es nur auf Deutsch und Französisch. Wer kann uns die Texte sauber ins Englische und Japanische bringen, mit den richtigen Fachbegriffen? Es sind etwa 15 Seiten.",
    "translation", None, None, distractors=["Japan", "USA"], kind="c", nu="U", situation="family winery wants price list and labels in English and Japanese")
add("de-t11", "Ich bin Kassenwart unseres Tennisclubs. Wir beschäftigen seit diesem Jahr zwei Trainer in Teilzeit und haben keine Ahnung von Lohnabrechnung und Sozialversicherung. Wir suchen einen Buchhalter oder ein Büro, das so etwas für Vereine übernimmt, zu einem vernünftigen Preis. Wer kann das?",
    "accounting", None, None, not_place=["einen"], kind="c", nu="N", situation="tennis club employing two coaches needs payroll and social security")
add("de-t12", "Wir überlegen, ein Reihenhaus von 1958 in Neudorf zu kaufen. Innen ist seit den 70ern nichts gemacht worden: Bad, Küche, Leitungen, Böden, alles original. Lohnt sich das überhaupt, oder fressen die Arbeiten den Preisvorteil auf? Mit wie viel pro Quadratmeter muss man ungefähr rechnen?",
    "renovation", "Luxembourg", "Neudorf", kind="d", nu="U", situation="is buying a 1958 terraced house needing bath, kitchen, pipes, floors worth it")
add("de-t13", "Wir haben ein altes Winzerhaus in Nittel auf der deutschen Moselseite gekauft, ich arbeite in Luxemburg. Das Erdgeschoss ist dunkel und verwinkelt, und wir wissen nicht, wie wir Küche, Essbereich und Wohnzimmer sinnvoll aufteilen sollen. Lohnt sich ein Innenarchitekt für so etwas, oder reicht eine Beratung im Möbelhaus? Was kostet ein Einrichtungsplan ungefähr?",
    "interior-design", "abroad", "Nittel", distractors=["Luxemburg"], kind="d", nu="N", situation="old winegrower's house across the Moselle: is an interior designer worth it")
add("de-t14", "Der Antrag meiner Mutter auf ein Schengen-Visum für die Hochzeit meiner Schwester wurde ohne richtige Begründung abgelehnt. Die Hochzeit ist in zehn Wochen. Lohnt es sich, mit einem Anwalt Widerspruch einzulegen, oder stellen wir einfach einen neuen Antrag? Was kostet so ein Anwalt ungefähr?",
    "legal", None, None, not_place=["Schengen", "einen"], kind="d", nu="N", situation="mother's visa refused: appeal with a lawyer or reapply")
add("de-t15", "Bei uns stehen die Winterreifen im Keller und ich bekomme sie allein nicht mehr ins Auto. Lohnt es sich, die Reifen gleich in der Werkstatt einlagern zu lassen, oder ist es günstiger, jemanden zum Wechseln nach Hause kommen zu lassen? Was zahlt man dafür normalerweise?",
    None, None, None, kind="d", nu="U", situation="winter tyres: storage at a garage or a mobile tyre fitter")

# ---------------- English ----------------
add("en-s01", "Hi, need a plumber to replace the leaking waste pipe under our kitchen sink in Strassen, the cabinet floor is already soaked.",
    "plumbing", "Strassen", "Strassen", situation="leaking waste pipe under the kitchen sink")
add("en-s02", "Looking for an electrician to fit 6 recessed LED downlights in a plasterboard living-room ceiling in Bereldange.",
    "electrical", "Walferdange", "Bereldange", situation="six recessed LED downlights")
add("en-s03", "Can someone strip the patchy old grass and lay about 200 m2 of new turf at our place in Mullendorf before our daughter's garden party on 6 June?",
    "gardening", "Steinsel", "Mullendorf", not_place=["grass"], situation="replace a patchy lawn with turf before a party")
add("en-s04", "We just bought a house in Bridel and want every lock changed before we move in (3 doors plus the garage), what would that cost?",
    "locksmith", "Kopstal", "Bridel", situation="change all locks of a newly bought house")
add("en-s05", "quote for tiling a 6m2 shower wall with large format porcelain in mamer pls",
    "tiling", "Mamer", "mamer", situation="tile a shower wall with large-format porcelain")
add("en-s06", "Need 2 guys and a van on Saturday to take a sofa and a wardrobe from my flat in Leudelange to my new place in Kirchberg, 3rd floor with lift.",
    "moving", "Leudelange", "Leudelange", distractors=["Kirchberg"], situation="small move of a sofa and wardrobe between two towns")
add("en-s07", "Weekly cleaner wanted for a 3-bed apartment in Limpertsberg, 4 hours every Friday, ironing included if possible.",
    "cleaning", "Luxembourg", "Limpertsberg", situation="weekly home cleaning of a 3-bed flat")
add("en-s08", "Need our wooden garden fence (about 30 m) and the shed painted dark grey in Keispelt, the old stain is peeling.",
    "painting", "Kehlen", "Keispelt", situation="paint a 30 m wooden fence and a shed")
add("en-s09", "Need an accountant to file our 2025 Luxembourg tax return, married, one kid, bought a flat last year so there are loan interest deductions.",
    "accounting", None, None, distractors=["Luxembourg"], situation="household income tax return with mortgage interest")
add("en-s10", "Looking for an interior designer to plan colours, lighting and furniture for our new open-plan ground floor in Sandweiler, around 70 m2.",
    "interior-design", "Sandweiler", "Sandweiler", situation="colour, lighting and furniture plan for an open-plan ground floor")
add("en-t01", "Since the weekend the radiators in our flat in Gasperich only get lukewarm, even with the thermostat on 5. The little dial on the boiler in the kitchen cupboard shows 0.4 bar, it used to be around 1.5. Strangely, the shower water is still hot. My wife is 8 months pregnant and the bedroom is 16 degrees, so this is quite urgent.",
    "heating", "Luxembourg", "Gasperich", kind="a", nu="U", situation="radiators lukewarm, boiler pressure dropped to 0.4 bar")
add("en-t02", "The app on my phone has shown 0 kWh since Tuesday, although it's been sunny all week. The panels on the roof look clean and nothing is broken that I can see. The grey box in the garage has a red light on and its fan isn't running. House in Munsbach, system installed in 2019 by a company that has since closed.",
    "solar", "Schuttrange", "Munsbach", kind="a", nu="U", situation="PV app shows zero production, inverter red light, installer gone")
add("en-t03", "A pair of pigeons has moved onto our balcony in Bertrange and there are droppings all over the table, the railing and my bike. They've started building a nest behind the air conditioning unit. We tried hanging old CDs, they don't care at all. My son has asthma, so I'd like this dealt with properly.",
    "pest-control", "Bertrange", "Bertrange", kind="a", nu="U", situation="pigeons nesting on a balcony, droppings")
add("en-t04", "My father-in-law was convinced we should pressure-wash the moss off our roof, so he spent a Sunday up there with his Kärcher. Since the last storm we've had water coming through in two places in the loft, and a few tiles look cracked or shifted. He now says it's a coincidence. My wife wants it fixed properly this time, with a written quote. House in Bofferdange, tiles about 25 years old, can someone check it before the next rain?",
    "roofing", "Lorentzweiler", "Bofferdange", kind="b", nu="U", situation="roof pressure-washed by father-in-law, now leaks and cracked tiles")
add("en-t05", "A friend told me the fastest way to defrost our freezer was a hairdryer and a butter knife to chip off the ice. I must have hit something, there was a hiss and now the freezer part doesn't get cold at all, while the fridge part still works. It's a Liebherr, only 3 years old. Is there a repair technician who can come out to Itzig, or is it a write-off?",
    "appliance-repair", "Hesperange", "Itzig", kind="b", nu="N", situation="freezer punctured while chipping ice on a friend's advice")
add("en-t06", "The doors on our built-in bedroom wardrobe were hanging crooked, and my neighbour said to just tighten the hinge screws as hard as I could. Now one hinge has ripped right out of the side panel and the door is leaning against the wall. The wardrobe was made to measure in oak veneer, so I don't want to replace it. We live in Oetrange, could someone repair it properly?",
    "carpentry", "Contern", "Oetrange", kind="b", nu="U", situation="made-to-measure wardrobe: hinge torn out after over-tightening")
add("en-t07", "Last spring we had a concrete terrace slab poured behind the house. A hairline crack appeared after a month and our neighbour, who 'knows about building', said it was normal shrinkage and would stop. It's now 5 mm wide and one side has dropped about a centimetre. We need a mason or concrete specialist to look at it, we're in L-6970.",
    "masonry", "Niederanven", "L-6970", kind="b", nu="N", situation="concrete terrace slab crack widening and sinking; neighbour said shrinkage")
add("en-t08", "We are a small architecture office in Merl, five people, mostly on Macs plus one Windows PC for the plotter. Since our internet provider swapped the box last week, nobody can print to the plotter and the shared drive on the NAS disconnects every hour. The provider says it's not their problem. We need someone who can sort out the network and ideally look after it every month.",
    "it-support", "Luxembourg", "Merl", kind="c", nu="U", situation="architects' office: plotter and NAS lost after router swap, wants monthly care")
add("en-t09", "We are opening our second restaurant in Belval, Esch-sur-Alzette, at the end of May. We need a photographer for the dishes on the new menu (about 25 plates) and some interior shots for Google and Instagram. The shoot would be on a Monday when we're closed. Could you send us a price?",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="new restaurant: food and interior photos")
add("en-t10", "I run the membership side of a rowing club with about 300 members. Every year we chase fees by bank transfer and collect forms on paper, which is chaos. We'd like members to sign up, accept the rules and pay online, and the committee to see a list of who has paid. Who can build that for us, and roughly what would it cost?",
    "web-development", None, None, kind="c", nu="U", situation="rowing club: online sign-up and fee payment with committee list")
add("en-t11", "Our fintech startup has three Japanese investors visiting on 14 and 15 May for due diligence meetings. Two of them don't speak English well, so we need an interpreter for Japanese to English on both days. We'd also like our 10-page pitch deck translated into Japanese beforehand. Can you help?",
    "translation", None, None, kind="c", nu="N", situation="startup needs a Japanese interpreter for investor meetings and a translated deck")
add("en-t12", "We want to convert the attic of our townhouse in Luxembourg City into a bedroom with a small shower room. That means insulation, a new staircase, a roof window, plumbing, electrics, plasterboard and tiling. Can all that be done while we keep living downstairs, and roughly how long does a job like that take? We have two small kids, so dust and noise are a real concern. Also, do we need a building permit for it?",
    "renovation", "Luxembourg", "Luxembourg City", kind="d", nu="U", situation="attic conversion into bedroom with shower: can we stay, how long, permit")
add("en-t13", "We bought a flat off-plan in 2023 and the handover was promised for last September. The developer keeps sending new dates and now says spring next year, blaming suppliers. Is it worth getting a lawyer to claim the late-delivery penalties in the contract, or will that just slow things down? What would a lawyer typically charge for this?",
    "legal", None, None, kind="d", nu="N", situation="off-plan flat delivered late: claim penalties with a lawyer?")
add("en-t14", "My late aunt's house in Arlon is going on the market next month and I'm handling it from Luxembourg. Everything has been cleared out, but it's dusty, the kitchen is greasy and the windows haven't been done in years. We'd like to sell quickly, so is it worth paying someone to get it spotless before the viewings, or do buyers not care? If yes, what does that usually cost for a 4-bedroom house?",
    "cleaning", "abroad", "Arlon", distractors=["Luxembourg"], not_place=["sell"], kind="d", nu="U", situation="is a deep clean of a late aunt's house across the border worth it before viewings")
add("en-t15", "I'm turning 40 in July and we're having about 35 people over in the garden. Would it be better to hire someone to cook and serve at the house, or just order platters and do it ourselves? What does that typically cost per person?",
    None, None, None, kind="d", nu="U", situation="catering for a 40th birthday at home")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, preciso de um canalizador para trocar a sanita e o autoclismo da casa de banho, moramos em Mersch perto da gare, pode ser esta semana?",
    "plumbing", "Mersch", "Mersch", not_place=["gare"], situation="replace toilet and cistern")
add("pt-s02", "Alguém faz a instalação elétrica de uma garagem nova em Colmar-Berg, tomadas, luzes e uma wallbox para o carro elétrico?",
    "electrical", "Colmar-Berg", "Colmar-Berg", situation="wiring of a new garage with sockets, lights and a wallbox")
add("pt-s03", "Queremos pintar o quarto do bebé e o corredor em Bonnevoie, paredes e tetos, mais ou menos 40 m2 de chão, o bebé nasce em março 😊",
    "painting", "Luxembourg", "Bonnevoie", situation="paint nursery and hallway, walls and ceilings")
add("pt-s04", "Perdi as chaves de casa ontem à noite e estou em casa da vizinha, preciso de alguém que abra a porta em Larochette sem partir a fechadura",
    "locksmith", "Larochette", "Larochette", situation="lost house keys, open the door without breaking the lock")
add("pt-s05", "preciso de um carreleur para pôr 40 m2 de carrelage na sala em ehlange o chão já está preparado",
    "tiling", "Reckange-sur-Mess", "ehlange", situation="lay 40 m2 of floor tiles in a living room")
add("pt-s06", "Mudança de Ettelbruck para Portugal (zona de Viseu) em agosto, um T3 completo, alguém faz isso com camião?",
    "moving", "Ettelbruck", "Ettelbruck", distractors=["Portugal", "Viseu"], situation="international move of a 3-bedroom home to Portugal")
add("pt-s07", "Preciso de traduzir para francês o meu contrato de trabalho e três recibos de vencimento em português, é para o banco.",
    "translation", None, None, situation="translate an employment contract and payslips for the bank")
add("pt-s08", "Procuro empresa para limpar os vidros e as persianas de uma moradia em Lintgen, 22 janelas, uma vez por trimestre.",
    "cleaning", "Lintgen", "Lintgen", situation="quarterly window and shutter cleaning")
add("pt-s09", "A minha máquina de lavar loiça Bosch já não aquece a água e a loiça sai engordurada, alguém repara em Schieren?",
    "appliance-repair", "Schieren", "Schieren", situation="dishwasher no longer heats water")
add("pt-s10", "Procuro advogado que fale português para um problema de herança de uma casa em Portugal com irmãos que não se entendem.",
    "legal", None, None, distractors=["Portugal"], situation="Portuguese-speaking lawyer for an inheritance dispute among siblings")
add("pt-t01", "Todas as manhãs, quando o aquecimento liga às seis, os radiadores dão pancadas fortes, parece que alguém está a bater nos canos com um martelo. Acorda toda a gente, incluindo o bebé. Depois de meia hora pára e a casa aquece normalmente. Moramos numa casa geminada em Niederkorn.",
    "heating", "Differdange", "Niederkorn", kind="a", nu="U", situation="radiators bang loudly every morning when the heating starts")
add("pt-t02", "As tuias grandes ao longo do nosso muro estão a ficar castanhas por dentro e caem ramos secos para o passeio. No relvado apareceram manchas amarelas e cogumelos. O meu marido deitou adubo mas piorou. Casa em Angelsberg, jardim com uns 600 m2.",
    "gardening", "Fischbach", "Angelsberg", kind="a", nu="U", situation="conifers browning from inside, yellow patches and mushrooms in the lawn")
add("pt-t03", "O soalho de madeira da sala começou a levantar junto à janela e há tábuas que rangem e outras com frestas de quase um centímetro. No inverno as frestas ficam ainda maiores. A casa tem 15 anos e é em Nommern. Será que tem arranjo?",
    "carpentry", "Nommern", "Nommern", kind="a", nu="U", situation="wooden floorboards lifting, creaking and gapping")
add("pt-t04", "No ano passado pintei as portas e os rodapés do apartamento em Hollerich com tinta acrílica, porque na loja me disseram que dava por cima da tinta de óleo antiga sem problema. Agora está tudo a descascar, sai em tiras com a unha. Quero um pintor que faça isto bem, com lixa e primário, são 9 portas. Quanto pode custar?",
    "painting", "Luxembourg", "Hollerich", kind="b", nu="N", situation="acrylic over old oil paint on doors peeling, as the shop had said it would hold")
add("pt-t05", "A janela de telhado do quarto da minha filha deixa entrar água quando chove com vento. O primo do senhorio veio cá e colou fita de alumínio à volta por fora, mas continua a pingar e agora a madeira por dentro está preta. O senhorio diz que já está resolvido. Moramos em Gilsdorf, alguém pode ver isto e fazer um devis?",
    "roofing", "Bettendorf", "Gilsdorf", kind="b", nu="U", situation="leaking roof window taped by landlord's cousin")
add("pt-t06", "Temos formigas na cozinha e na casa de banho há três semanas, em Esch-sur-Alzette. A vizinha disse para pôr borra de café e vinagre nos cantos, fizemos isso e agora há ainda mais, até dentro do açucareiro e no quarto dos miúdos. Acho que precisamos de uma empresa de desinfestação. Quanto custa um tratamento num apartamento de 80 m2?",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="b", nu="N", situation="ants spreading after neighbour's coffee-grounds remedy")
add("pt-t07", "Temos painéis solares para a água quente no telhado há 10 anos. O meu cunhado disse que o líquido do circuito nunca precisava de ser mudado, e em janeiro, com o gelo, alguma coisa rebentou. Agora há uma mancha de água no sótão e a água do depósito só aquece com a resistência. Casa em Bissen, alguém trata disto?",
    "solar", "Bissen", "Bissen", kind="b", nu="U", situation="solar thermal circuit burst in frost; antifreeze never changed")
add("pt-t08", "Abrimos uma pastelaria portuguesa há seis meses, eu e o meu marido, com duas empregadas. Até agora era um amigo que fazia as contas, mas ele voltou para Portugal e temos a declaração de IVA e os salários em atraso. Precisamos de um contabilista que fale português ou francês. Quanto se paga por mês?",
    "accounting", None, None, distractors=["Portugal"], kind="c", nu="N", situation="pastry shop behind on VAT and payroll")
add("pt-t09", "Somos um rancho folclórico português e em julho fazemos 25 anos, com um festival em Diekirch e seis grupos convidados. Queríamos que alguém registasse o dia todo em fotos e num pequeno vídeo, para o livro do aniversário e para as redes sociais. O festival vai das 14h às 22h. Também gostávamos de umas fotografias de grupo com os trajes tradicionais antes do desfile. Que preço fazem?",
    "photography", "Diekirch", "Diekirch", kind="c", nu="U", situation="folk dance group's anniversary festival: photos and short video")
add("pt-t10", "Temos uma pequena pensão com oito quartos em Ingeldorf e os quartos estão muito antiquados, com móveis castanhos dos anos 90. Queremos um decorador de interiores que nos faça um conceito para os quartos: cores, iluminação, cortinas, móveis. As obras fazemos depois com a nossa equipa durante o inverno. É possível ter um orçamento?",
    "interior-design", "Erpeldange-sur-Sûre", "Ingeldorf", kind="c", nu="N", situation="guesthouse wants a design concept for eight dated rooms")
add("pt-t11", "Sou a secretária de uma empresa de construção em Medernach. Temos 7 computadores no escritório e desde ontem ninguém consegue abrir os e-mails, e o servidor dos ficheiros também não responde. O patrão está em obra e não percebe nada disto. Alguém pode vir hoje ou amanhã?",
    "it-support", "Vallée de l'Ernz", "Medernach", kind="c", nu="U", situation="building firm's office: e-mail and file server down")
add("pt-t12", "Estamos a pensar comprar um apartamento antigo no centro do Luxemburgo, de 1975, que precisa de tudo novo: cozinha, casa de banho, elétrica e chão. Compensa mais isso ou comprar um novo mais longe? Quanto custa mais ou menos pôr um apartamento de 90 m2 como novo e quanto tempo demora?",
    "renovation", "Luxembourg", "Luxemburgo", kind="d", nu="U", situation="old city flat needing everything redone vs a new flat further out")
add("pt-t13", "Tenho uma pequena empresa de limpezas com cinco funcionárias e os clientes só me encontram pelo Facebook. Vale a pena pagar a alguém para me fazer uma página a sério, com formulário de pedido de orçamento, ou faço eu no Wix? Quanto se cobra normalmente por uma coisa simples assim?",
    "web-development", None, None, kind="d", nu="U", situation="cleaning company: pay for a proper page with quote form or DIY")
add("pt-t14", "O muro do quintal da casa dos meus sogros em Villerupt, do lado francês, caiu em parte depois das chuvas. São uns 12 metros de muro em pedra, com 1,5 m de altura. Vale a pena reconstruir em pedra ou é melhor fazer em blocos e rebocar? Quanto pede um pedreiro por um trabalho destes?",
    "masonry", "abroad", "Villerupt", kind="d", nu="N", situation="partly collapsed stone garden wall across the border: rebuild in stone or blocks")
add("pt-t15", "A minha mãe tem 82 anos e vive connosco, mas eu e o meu marido trabalhamos o dia todo e a minha irmã vive em Hamm, na Alemanha. É melhor contratar uma pessoa para estar com ela durante o dia ou procurar um centro de dia? Quanto custa uma acompanhante por mês?",
    None, None, None, distractors=["Hamm", "Alemanha"], kind="d", nu="U", situation="daytime care for an elderly mother")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, cerco un idraulico per spostare il lavandino e l'attacco della lavatrice nella lavanderia a Schouweiler, circa mezza giornata di lavoro.",
    "plumbing", "Dippach", "Schouweiler", situation="move a sink and the washing-machine connection in a utility room")
add("it-s02", "serve un elettricista a garnich per sostituire tutti gli interruttori di casa con quelli smart compatibili con Alexa, circa 30 punti.",
    "electrical", "Garnich", "garnich", situation="replace about 30 switches with smart ones")
add("it-s03", "Quanto costa far ridipingere la facciata di una villetta a schiera a Steinfort, circa 120 m2, colore chiaro?",
    "painting", "Steinfort", "Steinfort", situation="price to repaint a terraced house facade")
add("it-s04", "Cerco un giardiniere per potare due vecchi meli e un noce nel giardino a Goeblange prima della primavera.",
    "gardening", "Koerich", "Goeblange", situation="prune two old apple trees and a walnut")
add("it-s05", "Vorrei cambiare la serratura della porta blindata con un cilindro europeo antieffrazione, appartamento a Cessange, quando potete venire?",
    "locksmith", "Luxembourg", "Cessange", situation="fit an anti-burglary euro cylinder in a security door")
add("it-s06", "Trasloco da Eischen a Milano ad aprile, bilocale arredato più una moto, ci fate un preventivo?",
    "moving", "Habscht", "Eischen", distractors=["Milano"], situation="move of a furnished two-room flat and a motorbike to Italy")
add("it-s07", "Ci serve qualcuno che rifaccia il sito della nostra associazione culturale italo-lussemburghese, con calendario eventi e iscrizioni online.",
    "web-development", None, None, situation="rebuild a cultural association's site with events calendar and sign-up")
add("it-s08", "Pulizia settimanale di uno studio medico a Redange-sur-Attert, 90 m2, il sabato mattina, fattura alla società.",
    "cleaning", "Redange", "Redange-sur-Attert", situation="weekly cleaning of a doctor's surgery")
add("it-s09", "Quanto viene un impianto fotovoltaico da 8 kWp su un tetto est-ovest a Beckerich, con inverter ibrido?",
    "solar", "Beckerich", "Beckerich", situation="price of an 8 kWp PV system on an east-west roof")
add("it-s10", "La cappa della cucina (Elica) fa un rumore fortissimo e non aspira più, qualcuno la ripara a Dudelange?",
    "appliance-repair", "Dudelange", "Dudelange", situation="noisy cooker hood no longer extracts")
add("it-t01", "Nel corridoio di casa nostra a Useldange alcune piastrelle suonano vuote quando ci si cammina sopra. Due si sono crepate in diagonale e una si muove proprio davanti alla porta d'ingresso. La casa è del 2010 e sotto c'è il riscaldamento a pavimento. Mia suocera ci è quasi inciampata domenica.",
    "tiling", "Useldange", "Useldange", kind="a", nu="U", situation="hollow-sounding, cracked and loose hallway floor tiles")
add("it-t02", "Dopo la tempesta di martedì, una lamiera attorno al camino sul tetto si è staccata e sbatte tutta la notte. Da ieri c'è anche una macchia bagnata sul soffitto della mansarda, proprio accanto alla canna fumaria. Non riesco a salire a vedere, il tetto è troppo ripido. Abitiamo a Boulaide.",
    "roofing", "Boulaide", "Boulaide", kind="a", nu="U", situation="chimney flashing torn loose by storm, damp patch in the attic")
add("it-t03", "Da qualche settimana troviamo buchini nei maglioni di lana e nel tappeto del soggiorno. Nell'armadio ci sono delle piccole larve chiare e delle farfalline che volano quando apriamo le ante. Abbiamo già lavato tutto a 60 gradi, ma continuano. Siamo a Perlé, casa vecchia con molti armadi a muro.",
    "pest-control", "Rambrouch", "Perlé", kind="a", nu="U", situation="clothes moths in wool and carpet")
add("it-t04", "Abbiamo una caldaia a pellet da tre anni a Saeul. Il venditore del deposito ci ha detto che i pellet più economici, senza certificazione, vanno benissimo lo stesso, e ne abbiamo prese 5 tonnellate. Da allora il bruciatore si intasa e la caldaia si spegne ogni due giorni, e in casa fa freddo. Qualcuno può venire a pulirla e regolarla?",
    "heating", "Saeul", "Saeul", kind="b", nu="U", situation="cheap uncertified pellets from the dealer clog the pellet boiler")
add("it-t05", "Due anni fa abbiamo messo in cucina un piano di lavoro in rovere massello. Mio cognato ci ha detto di trattarlo con la vernice per parquet, così sarebbe stato eterno, e invece vicino al lavello la vernice si è crepata e il legno è diventato nero. Cerco un falegname che possa levigarlo o sostituire quel pezzo. Siamo a Ell, vicino a Redange.",
    "carpentry", "Ell", "Ell", distractors=["Redange"], kind="b", nu="N", situation="oak worktop varnished with floor varnish on brother-in-law's advice, blackened near sink")
add("it-t06", "Per il giardino in pendenza un amico ci ha consigliato di fare il muro di contenimento con blocchi di cemento appoggiati a secco, senza fondazione, perché tanto regge. Dopo un inverno il muro è inclinato in avanti di quasi dieci centimetri e la terra spinge. Abbiamo paura che crolli, sotto giocano i bambini. Ci serve un muratore a Michelbouch che lo rifaccia come si deve.",
    "masonry", "Vichten", "Michelbouch", kind="b", nu="N", situation="dry-stacked retaining wall without footing leaning after one winter")
add("it-t07", "A luglio il garden center ci ha detto che era il momento giusto per seminare il prato, basta innaffiare. Con il caldo non è nato quasi niente, e adesso ci sono solo erbacce, terra nuda e le buche che scava il nostro boxer. Vorremmo rifare il prato per bene, magari a rotoli, su circa 300 m2. Siamo a Tuntange.",
    "gardening", "Helperknapp", "Tuntange", not_place=["boxer"], kind="b", nu="U", situation="lawn sown in July on garden centre's advice failed; redo with rolls")
add("it-t08", "Abbiamo una trattoria in centro a Lussemburgo e da lunedì la cassa non stampa più gli scontrini e il tablet dei camerieri non si collega alla cucina. Il fornitore del software risponde solo per e-mail, in due giorni. Con il pranzo di lavoro pieno tutti i giorni non possiamo andare avanti così. Siamo aperti dal martedì alla domenica, quindi il lunedì sarebbe ideale per l'intervento. Cerchiamo qualcuno che metta a posto la rete e poi ci segua.",
    "it-support", "Luxembourg", "Lussemburgo", kind="c", nu="U", situation="restaurant till and waiters' tablets lost network connection")
add("it-t09", "Sono la direttrice di una maison relais a Kayl con circa 90 bambini. Per la fine dell'anno vorremmo un fotografo per le foto di gruppo e i ritratti singoli, da vendere ai genitori. Le autorizzazioni dei genitori le raccogliamo noi. Quali giorni avete liberi a giugno?",
    "photography", "Kayl", "Kayl", kind="c", nu="N", situation="childcare centre: group photos and portraits of 90 children")
add("it-t10", "Abbiamo una piccola palestra a Ehlerange e l'ingresso con la reception è triste, buio e disordinato. Vorremmo qualcuno che ci disegni un nuovo ambiente: disposizione del bancone, colori, luci, zona d'attesa, qualche pianta. I lavori li facciamo fare poi ai nostri artigiani. Che costi ci sono per un progetto così?",
    "interior-design", "Sanem", "Ehlerange", kind="c", nu="U", situation="small gym wants its reception area redesigned")
add("it-t11", "Siamo due ingegneri e abbiamo appena aperto una sàrl-s di consulenza. Non abbiamo idea di come tenere la contabilità, quando pagare l'IVA e cosa serve per il bilancio di fine anno. Cerchiamo un commercialista o una fiduciaria che parli italiano o inglese. Quanto chiedono di solito per una società piccola come la nostra?",
    "accounting", None, None, kind="c", nu="N", situation="new two-engineer consultancy needs bookkeeping, VAT and annual accounts")
add("it-t12", "Abbiamo ereditato la casa della nonna ad Athus, appena oltre il confine belga, anni '60. Ci sarebbe da rifare tetto, impianti, bagno e cucina. Conviene sistemarla per viverci o venderla così com'è? E più o meno quanto costa al metro quadro un intervento completo del genere?",
    "renovation", "abroad", "Athus", kind="d", nu="U", situation="inherited 1960s house across the border: refit everything or sell as is")
add("it-t13", "Mi sto separando e mia moglie vuole tornare in Italia con i nostri due figli a settembre. Io vorrei che restassero qui a scuola. Ha il diritto di portarli via senza il mio consenso? Mi conviene prendere subito un avvocato o provare prima con una mediazione?",
    "legal", None, None, distractors=["Italia"], kind="d", nu="N", situation="separation: can the mother move the children abroad")
add("it-t14", "Tra un mese firmiamo dal notaio per la casa, e mio marito non parla francese. Serve per legge qualcuno che gli spieghi l'atto in italiano durante la firma, o basta che lo legga prima? Se serve, quanto costa una persona per due ore?",
    "translation", None, None, kind="d", nu="U", situation="does a non-French-speaking husband need an interpreter at the notary")
add("it-t15", "Nostra figlia ha 7 anni e vuole assolutamente suonare il pianoforte. È meglio cominciare con lezioni private a casa o iscriverla a una scuola di musica? E quanto costa di solito un'ora di lezione?",
    None, None, None, kind="d", nu="U", situation="piano lessons for a 7-year-old")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito un fontanero urgente en Junglinster, se ha roto una tubería en el garaje y sigue saliendo agua aunque he cerrado la llave de paso.",
    "plumbing", "Junglinster", "Junglinster", situation="burst pipe in the garage still running after closing the stop valve")
add("es-s02", "Busco electricista para instalar una toma trifásica para la placa de inducción nueva en un piso en Mondorf",
    "electrical", "Mondorf-les-Bains", "Mondorf", situation="three-phase supply for a new induction hob")
add("es-s03", "¿Alguien puede pintar el techo alto del salón (5 m) y las paredes de la escalera en una casa en Vianden?",
    "painting", "Vianden", "Vianden", situation="paint a 5 m high ceiling and the stairwell walls")
add("es-s04", "se me ha cerrado la puerta con el bebé dormido dentro y las llaves puestas por dentro estoy en pfaffenthal por favor que venga alguien YA",
    "locksmith", "Luxembourg", "pfaffenthal", situation="locked out with the baby asleep inside")
add("es-s05", "Presupuesto para alicatar la pared de la cocina entre muebles (unos 8 m2) con azulejo metro blanco en Consdorf",
    "tiling", "Consdorf", "Consdorf", situation="tile the kitchen splashback with white metro tiles")
add("es-s06", "Nos mudamos de Madrid a Bech en septiembre, unos 30 m3 y un coche, buscamos una empresa que lo haga puerta a puerta.",
    "moving", "Bech", "Bech", distractors=["Madrid"], situation="international move into Luxembourg, door to door")
add("es-s07", "Necesito un contable para la declaración de la renta de este año, trabajo en Luxemburgo pero mi mujer sigue cobrando en España.",
    "accounting", None, None, distractors=["Luxemburgo", "España"], situation="income tax return for a couple earning in two countries")
add("es-s08", "Busco una limpieza a fondo de un local comercial vacío en Capellen antes de abrir la tienda, 150 m2 con escaparates.",
    "cleaning", "Mamer", "Capellen", situation="deep clean of an empty shop before opening")
add("es-s09", "¿Cuánto costaría ampliar nuestras placas solares de 5 a 10 kWp en Filsdorf, manteniendo el mismo inversor si se puede?",
    "solar", "Dalheim", "Filsdorf", situation="extend a PV system from 5 to 10 kWp")
add("es-s10", "Busco interiorista para decorar y amueblar una casita en Pommerloch que vamos a alquilar a turistas, presupuesto ajustado 🙏",
    "interior-design", "Winseler", "Pommerloch", situation="furnish and decorate a small holiday let")
add("es-t01", "La placa de inducción se apaga sola a los pocos segundos de poner una olla y empieza a pitar. Las ollas son las de siempre y antes funcionaban perfectamente. El horno, que está debajo, va bien. Vivimos en Beaufort y la placa tiene 6 años.",
    "appliance-repair", "Beaufort", "Beaufort", kind="a", nu="U", situation="induction hob switches itself off and beeps")
add("es-t02", "Cada vez que llueve fuerte sube un olor a cloaca por el sumidero del sótano y por la ducha de abajo. Un par de veces el agua ha llegado a salir por el sumidero y ha mojado el suelo del trastero. Arriba todo desagua normal. La casa está en Heiderscheid, es de los años 80.",
    "plumbing", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U", situation="sewer smell and backflow from the basement drain in heavy rain")
add("es-t03", "En la fachada de atrás se está cayendo el revoque a trozos y debajo de la ventana de la cocina los ladrillos se deshacen como arena. Cuando hiela se ve peor. Mi marido ha puesto una lona de momento. Estamos en Grosbous, casa antigua de piedra y ladrillo.",
    "masonry", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="render falling off, crumbling bricks under a window")
add("es-t04", "En la tienda de electrónica nos vendieron un termostato inteligente y nos dijeron que cualquiera lo instala en diez minutos. Mi primo lo conectó a la caldera de gas y desde entonces la calefacción no se apaga nunca, la casa está a 26 grados y la factura se dispara. Hemos vuelto a poner el termostato viejo pero ahora no enciende. Vivimos en el Grund, ¿alguien puede venir a arreglarlo?",
    "heating", "Luxembourg", "Grund", kind="b", nu="U", situation="smart thermostat wired by cousin: heating never stops, old one now dead")
add("es-t05", "El vecino nos dijo que con rejillas en los canalones ya no hacía falta limpiarlos nunca. Tres otoños después, el agua rebosa por encima, chorrea por la fachada y tenemos una mancha de humedad en la pared del dormitorio. Desde el jardín se ve el canalón lleno de hojas podridas y hasta plantas creciendo. Buscamos un tejador que lo limpie y lo revise en Reisdorf.",
    "roofing", "Reisdorf", "Reisdorf", kind="b", nu="N", situation="gutter guards never cleaned on neighbour's advice, gutters overflowing")
add("es-t06", "Hace cuatro años compramos unos bambúes en un vivero y nos aseguraron que esa variedad no se extendía. Ahora han salido brotes por todo el césped, debajo de la terraza y hasta en el jardín del vecino, que ya se ha quejado. Necesitamos que alguien los saque de raíz y ponga una barrera, si es que se puede. Es en Christnach.",
    "gardening", "Waldbillig", "Christnach", kind="b", nu="U", situation="'non-spreading' bamboo from the nursery invading lawn and neighbour's garden")
add("es-t07", "En el centro de bricolaje nos dijeron que para la pérgola del jardín bastaba pino sin tratar con una mano de barniz. A los cinco años dos postes están blandos por abajo y la pérgola se inclina hacia la casa. Queremos un carpintero que cambie los postes o la haga nueva en una madera que aguante. Estamos en Berdorf, cerca de los senderos del Mullerthal.",
    "carpentry", "Berdorf", "Berdorf", distractors=["Mullerthal"], kind="b", nu="N", situation="untreated pine pergola rotting at the posts")
add("es-t08", "Tenemos una bodega familiar en Bech-Kleinmacher y este verano abrimos una sala de catas. Necesitamos que el wifi llegue desde la casa hasta la sala, que está a 60 metros, y que el terminal de pago y el ordenador de la tienda funcionen sin cortes. El técnico de la operadora dice que eso no es cosa suya. ¿Quién nos puede montar la red?",
    "it-support", "Schengen", "Bech-Kleinmacher", kind="c", nu="U", situation="winery tasting room: wifi over 60 m, card terminal and shop PC")
add("es-t09", "Tengo un restaurante de tapas en Strassen y esta semana el cocinero ha visto excrementos de ratón detrás de las cámaras frigoríficas. Tenemos inspección sanitaria en mayo y no nos podemos arriesgar. Necesitamos un tratamiento discreto, fuera del horario de servicio, y un contrato de seguimiento. ¿Nos podéis mandar a alguien esta semana?",
    "pest-control", "Strassen", "Strassen", kind="c", nu="U", situation="tapas restaurant: mouse droppings behind the cold rooms")
add("es-t10", "Tenemos un pequeño hotel en Liefrange, junto al lago, y los 12 baños se han quedado anticuados: bañeras viejas, azulejos de los 90 y grifería que falla. Queremos cambiarlos todos por duchas, con fontanería, electricidad, alicatado y muebles nuevos, entre noviembre y marzo que cerramos. Buscamos a alguien que coordine todo de principio a fin. El hotel tiene tres plantas y no hay ascensor para el material. ¿Es posible en ese plazo?",
    "renovation", "Lac de la Haute-Sûre", "Liefrange", kind="c", nu="U", situation="small hotel: refit 12 bathrooms in the closed season, one coordinator")
add("es-t11", "Soy guía de montaña y organizo rutas a pie en grupo por el Mullerthal y las Ardenas. Ahora todo va por WhatsApp y transferencias y me vuelvo loca. Quiero que la gente vea el calendario de rutas en español, francés e inglés, reserve su plaza y pague con tarjeta. ¿Quién me puede hacer algo así y cuánto cuesta?",
    "web-development", None, None, distractors=["Mullerthal", "Ardenas"], kind="c", nu="U", situation="hiking guide wants a multilingual tour calendar with booking and card payment")
add("es-t12", "Vamos a vender la casa de mis suegros en Wallendorf, al otro lado del Sûre, en Alemania. La agencia dice que con fotos del móvil vale, pero la casa es oscura y en las fotos parece una cueva. ¿Merece la pena pagar a un fotógrafo profesional de inmobiliaria? ¿Cuánto cobran por una casa de 140 m2?",
    "photography", "abroad", "Wallendorf", kind="d", nu="N", situation="house for sale across the border: is a property photographer worth it")
add("es-t13", "Mi casero quiere subirme el alquiler un 20 % de golpe y dice que si no firmo el nuevo contrato me tengo que ir en tres meses. ¿Puede hacer eso? ¿Me merece la pena consultar a un abogado o hay algún organismo gratuito que me pueda asesorar?",
    "legal", None, None, kind="d", nu="N", situation="landlord demands a 20 % rent rise or leave: get a lawyer?")
add("es-t14", "Mi abuelo escribió una novela corta en luxemburgués y queremos publicarla en español para la familia y quizá para una editorial pequeña. Son unas 120 páginas. ¿Hace falta un traductor literario o sirve uno general? ¿Cuánto cobran más o menos por página?",
    "translation", None, None, kind="d", nu="N", situation="literary translation of a grandfather's novella")
add("es-t15", "Trabajo diez horas al día y mi perro, un labrador de dos años, se queda solo y está destrozando el sofá. ¿Es mejor contratar a alguien que lo saque a pasear a mediodía o llevarlo a una guardería canina? ¿Qué precios hay más o menos?",
    None, None, None, kind="d", nu="U", situation="dog walker or dog day care")
