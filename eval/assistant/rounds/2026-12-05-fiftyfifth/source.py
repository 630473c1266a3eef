MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, eisen Ofloss an der Kiche ass komplett verstoppt an d'Waasser bleift am Spullbecken stoen, kéint muer een op Wooltz kommen?",
    "plumbing", "Wiltz", "Wooltz", situation="Blocked kitchen sink drain, water standing")
add("lb-s02", "hallo mir hunn en neien elektreschen Auto a bräichten eng Wallbox an der Garage zu veianen ugeschloss 11 kW wat kascht dat ongeféier",
    "electrical", "Vianden", "veianen", situation="Install an 11 kW wallbox for a new electric car")
add("lb-s03", "Dréngend: ech hu mech um Gronn ausgespaart, de Schlëssel stécht bannen an der Dier, wie kann an der nächster Stonn kommen?",
    "locksmith", "Luxembourg", "Gronn", situation="Locked out, key stuck inside")
add("lb-s04", "Eis Bosch Spullmaschinn vun 2019 gëtt net méi waarm an d'Teller bleiwe fetteg, ass een an der Géigend vun Ëlwen deen esou eppes flécke kann?",
    "appliance-repair", "Troisvierges", "Ëlwen", situation="Dishwasher no longer heats")
add("lb-s05", "Ech sichen en Affekot well de Garagist fir eng Reparatur 2.300 € verrechent huet, obwuel mer nëmmen 900 € ausgemaach haten.",
    "legal", None, None, situation="Dispute with a garage over an inflated repair bill")
add("lb-s06", "Fir eis nei Ferienwunneng zu Klierf brauche mer gutt Fotoen (bannen an dobaussen, och mat Drone wann et geet) fir op Airbnb ze setzen 📸",
    "photography", "Clervaux", "Klierf", situation="Photos of a holiday flat for a rental listing")
add("lb-s07", "Am Gank vun eisem Haus zu Esch/Uelzecht sinn 6 Buedemplättercher gerappt, Ersatzplättercher hu mer nach am Keller, wie kann déi auswiesselen?",
    "tiling", "Esch-sur-Alzette", "Esch/Uelzecht", situation="Replace six cracked floor tiles in a hallway")
add("lb-s08", "wie kann eis zwee al Bierebeem am Bongert zu géisdref schneiden déi sinn zanter Joren net méi geschnidde ginn 🍐",
    "gardening", "Goesdorf", "géisdref", situation="Prune two old pear trees in an orchard")
add("lb-s09", "Mir hunn dräi Gîtes am Éislek a bräichten eng Websäit wou d'Leit direkt kënne reservéieren a bezuelen, op dräi Sproochen.",
    "web-development", None, None, situation="Booking website for three holiday cottages")
add("lb-s10", "Kennt dir mir e Babysitter recommandéiere fir Samschdeg den Owend, eis Kanner sinn 3 a 6 Joer al?",
    None, None, None, situation="Looking for a babysitter (not a trade)")
add("lb-t01", "Moien. Zënter gëschter owes gëtt et bei eis zu Harel net méi waarm, all Heizkierper sinn äiskal. Am Keller mécht et all puer Minutte klick, et brummt kuerz an dann geet e rout Luucht un. Mir hunn nach genuch Heizueleg am Tank, dat hunn ech nogekuckt. Mat zwee klenge Kanner ass dat elo net witzeg.",
    "heating", "Lac de la Haute-Sûre", "Harel", kind="a", nu="U", situation="Oil burner locks out, whole house cold")
add("lb-t02", "Mir hunn en aalt Haus zu Stolzebuerg geierft a sinn elo all Weekend do. Nuets héiere mer et an der Plafong kraazen a lafen, an am Späicher leien iwwerall kleng schwaarz Kréimelen. D'Isolatioun ass op e puer Plazen ugeknabbert an am Kichenschaf war e Pak Nuddelen opgebass. D'Kaz vum Noper interesséiert sech net dofir.",
    "pest-control", "Putscheid", "Stolzebuerg", kind="a", nu="U", situation="Mice or rats in ceiling and attic of an inherited house")
add("lb-t03", "Nom Stuerm vu leschter Nuecht louchen dräi Schifer bei eis am Gaart zu Pommerlach. Haut de Moien hunn ech am Späicher e naasse Flack um Holz gesinn, direkt ënnert där Plaz. Et soll dës Woch nach weider reenen. Kann een dat nach virum Weekend zoumaachen?",
    "roofing", "Winseler", "Pommerlach", not_place=("Holz",), kind="a", nu="U", situation="Slates blown off in a storm, wet patch in attic")
add("lb-t04", "Eis Toilette zu Housen leeft zanter e puer Deeg ganz lues of an elo guer net méi. Mäi Schwoer sot, ech soll Ätznatron mat kachendem Waasser dran schëdden, dat géif alles léisen. Elo stinkt et am ganze Buedzëmmer an d'Waasser steet bal bis um Rand. Ech bräicht e Sanitärinstallateur, am léifsten nach haut.",
    "plumbing", "Parc Hosingen", "Housen", kind="b", nu="N", situation="Blocked toilet made worse by caustic soda on a relative's advice")
add("lb-t05", "Eis Stützmauer beim Gaart zu Kautebaach huet zanter dem Wanter e Rass, bal zwee Zentimeter breet. De Proprietaire sot, mir sollten einfach Silikon dran spritzen, dat géif duergoen. Dat hu mer gemaach, mee de Rass ass méi grouss ginn an uewen fänken d'Steng un ze wackelen. Wie kann dat richteg reparéieren ier d'Mauer op de Wee fält?",
    "masonry", "Kiischpelt", "Kautebaach", kind="b", nu="U", situation="Cracked retaining wall, landlord suggested silicone")
add("lb-t06", "Mäi Brudder huet eis am Fréijoer zwielef Panneauen op d'Garage zu Wäisswampech montéiert, hie mengt hien hätt dat um YouTube geléiert. Hien huet gesot, den Onduleur kéint een einfach an e zouenen Schaf hänken ouni Lëftung. Elo schalt deen all Mëtteg bei Sonn aus an d'App weist bal näischt u. Ech hätt gär dass een dat emol fachgerecht iwwerpréift.",
    "solar", "Weiswampach", "Wäisswampech", kind="b", nu="U", situation="DIY PV system, inverter in a closed cupboard shuts down at noon")
add("lb-t07", "Ech hunn eis Wunneng um Lampertsbierg iwwer Ouschteren selwer gestrach. Am Baumaart sot de Verkeefer, ech kéint d'Faarf direkt iwwer déi al Struktur-Tapéit maachen, ouni Grondéierung. Elo hu sech iwwerall Blosen gemaach an d'Tapéit geet an den Ecken of. Ech ginn op, ech sichen e Moler deen d'Tapéit ofhëlt an dat richteg mécht.",
    "painting", "Luxembourg", "Lampertsbierg", kind="b", nu="N", situation="Paint over wallpaper blistered after shop advice")
add("lb-t08", "Mir sinn de Comité vum Pompjeesfest zu Furen. No eisem Fest vum 14. Juni muss de Sall mat der Kiche komplett gebotzt ginn, mir si just sechs Fräiwëlleger an dat packe mer net. Sicht dir eng Botzfirma déi Sonndes den 15. moies ka kommen?",
    "cleaning", "Tandel", "Furen", kind="c", nu="N", situation="Fire brigade club needs hall cleaned after its festival")
add("lb-t09", "Ech schaffen am Büro vun enger klenger Landwirtschaftskooperativ zu Hamiville. Zanter eisem neie Router fält d'Internet all puer Stonnen aus an den Drécker am Gank gëtt vun de PCen net méi fonnt. Mir sinn zu véier an ouni Internet kënne mer keng Bestellungen eraginn. Kann een dat bei eis am Büro an d'Rei bréngen?",
    "it-support", "Wincrange", "Hamiville", kind="c", nu="U", situation="Farm cooperative office: internet drops, printer not found")
add("lb-t10", "Ech si Keessen vum Fussballclub an eisen Trainer an déi zwee Jugendtrainer kréien elo eng Pei. Ech hunn dat bis elo mat Excel gemaach, mee d'Deklaratiounen bei der CCSS an d'Joresofrechnung wuessen mir iwwer de Kapp. Mir sichen e Comptabel oder eng Fiduciaire déi d'Lounofrechnung an de Bilan iwwerhëlt.",
    "accounting", None, None, kind="c", nu="N", situation="Football club treasurer needs payroll and annual accounts")
add("lb-t11", "Eis Schräinerei huet eng grouss Offer fir en Hotel an der Belsch gewonnen. D'Kontrakter an déi technesch Fichen sinn alleguer op Hollännesch an do verstinn mir kee Wuert. Mir mussen déi 40 Säiten bis Enn vum Mount op Franséisch hunn.",
    "translation", None, None, kind="c", nu="U", situation="Joinery firm needs Dutch contracts translated into French")
add("lb-t12", "Mir hunn e Bauerenhaus vun 1890 zu Bauschelt kaaft mat enger aler Eechentrap. E puer Tratten sinn ausgelaf an d'Gelänner wackelt. Lount et sech dat restauréieren ze loossen, oder ass eng nei Trap méi bëlleg? Wat géif e Schräiner fir sou eppes ongeféier froen?",
    "carpentry", "Boulaide", "Bauschelt", not_place=("Tratten",), kind="d", nu="N", situation="Restore or replace a worn oak staircase")
add("lb-t13", "Mir plënneren am August vun Esch-Sauer op Paräis, well meng Fra do eng nei Stell kritt. Et ass en Haus mat véier Zëmmeren an engem vollgestoppte Keller, an um anere Bout sinn et dräi Stäck ouni Lift. Wat kascht sou en Transport ongeféier, a brauch een dofir ee grousse Camion oder zwee? Packen déi Firmen och selwer an?",
    "moving", "Esch-sur-Sûre", "Esch-Sauer", distractors=("Paräis",), kind="d", nu="U", situation="Cost of a house move to Paris, one truck or two")
add("lb-t14", "Mir hunn eng Wunneng vu 55 m² um Kierchbierg kaaft, alles op, Kiche, Stuff a Büro an engem Raum. Mir wëssen net wéi mer d'Miwwele stelle sollen, wéi eng Faarwen a wou d'Luuchten hi sollen. Lount et sech, fir sou eng kleng Wunneng een ze froen deen e Plang mécht, oder ass dat rausgeworfe Geld? Wat kascht sou eng Berodung?",
    "interior-design", "Luxembourg", "Kierchbierg", kind="d", nu="U", situation="Is a layout and lighting plan worth it for a small open-plan flat")
add("lb-t15", "Meng Elteren hunn en Haus zu Bastogne, mir selwer wunnen zu Wooltz. D'Buedzëmmer an d'Kiche sollen allebéid komplett nei gemaach ginn, mat Sanitär, Elektresch, Plättercher a Molerei. Schaffen d'Firmen vun hei och iwwer d'Grenz, oder solle mer léiwer eng belsch Firma huelen déi alles koordinéiert? Wat ass do méi bëlleg?",
    "renovation", "abroad", "Bastogne", distractors=("Wooltz",), kind="d", nu="U", situation="Bathroom and kitchen refit at parents' house across the Belgian border")
# ---------------- French ----------------
add("fr-s01", "Bonjour, le différentiel saute dès qu'on branche la bouilloire dans la cuisine, on est à Dudelange, quelqu'un peut passer cette semaine ?",
    "electrical", "Dudelange", "Dudelange", situation="Residual-current breaker trips when the kettle is plugged in")
add("fr-s02", "Besoin de changer le cylindre de la porte d'entrée d'un appart quartier Gare, rue de Strasbourg, l'ancien locataire n'a jamais rendu son jeu de clés.",
    "locksmith", "Luxembourg", "Gare", distractors=("Strasbourg",), situation="Change the door cylinder, previous tenant kept keys")
add("fr-s03", "la chasse d'eau des wc coule sans arrêt depuis hier soir à tétange et le robinet d'arrêt est bloqué aussi",
    "plumbing", "Kayl", "tétange", situation="Toilet cistern runs constantly, stop valve seized")
add("fr-s04", "Je voudrais faire monter un muret en blocs béton de 12 m de long au fond du jardin à Obercorn pour séparer de chez le voisin.",
    "masonry", "Differdange", "Obercorn", situation="Build a 12 m concrete block garden wall")
add("fr-s05", "Quelqu'un pour scarifier et réensemencer une pelouse de 300 m² à Capellen début avril ?",
    "gardening", "Mamer", "Capellen", situation="Scarify and reseed a 300 m2 lawn")
add("fr-s06", "Je cherche une fiduciaire pour reprendre la comptabilité d'une petite SARL de transport (3 camions, 5 salariés) à partir du 1er janvier.",
    "accounting", None, None, situation="Bookkeeping for a small haulage company")
add("fr-s07", "Il me faudrait un interprète français-portugais pour accompagner ma belle-mère chez le notaire le 12 mars, elle ne comprend pas bien le français.",
    "translation", None, None, situation="Interpreter French-Portuguese at a notary appointment")
add("fr-s08", "Notre NAS Synology au cabinet à Bertrange n'est plus visible sur le réseau depuis la coupure de courant de lundi, qui peut intervenir sur place ?",
    "it-support", "Bertrange", "Bertrange", situation="Office NAS not visible on the network after a power cut")
add("fr-s09", "Cherche photographe pour des portraits corporate de notre équipe de 14 personnes dans nos bureaux à Belval (Esch/Alzette), fond neutre, fin du mois.",
    "photography", "Esch-sur-Alzette", "Esch/Alzette", situation="Corporate team portraits in the office")
add("fr-s10", "Est-ce que vous proposez aussi des cours de guitare à domicile pour un enfant de 10 ans ?",
    None, None, None, situation="Guitar lessons at home (not a trade)")
add("fr-t01", "Depuis qu'on a emménagé à Garnich en novembre, le sol du salon reste froid alors que celui de la cuisine est chaud. Les thermostats affichent 21 mais il fait 17 dans la pièce. Dans le placard du couloir il y a un boîtier avec plein de petits tuyaux et des molettes, et sur l'un d'eux le petit indicateur ne bouge plus. L'ancien propriétaire n'a laissé aucun papier.",
    "heating", "Garnich", "Garnich", kind="a", nu="U", situation="Underfloor heating loop in the living room stays cold")
add("fr-t02", "Notre four encastré Siemens s'arrête de chauffer au bout de dix minutes. L'écran reste allumé et le ventilateur continue de tourner. Il a six ans et il est intégré dans un meuble qu'on ne veut pas démonter. On habite à Eischen.",
    "appliance-repair", "Habscht", "Eischen", kind="a", nu="U", situation="Built-in oven stops heating after ten minutes")
add("fr-t03", "Hier soir en allumant la lumière de la cuisine, j'ai vu trois bestioles brunes d'environ 2 cm filer sous le frigo. Ce matin il y en avait une morte dans le tiroir à couverts. L'appartement est à Kleinbettingen, au-dessus d'une pizzeria. J'ai deux enfants en bas âge et je ne veux pas mettre n'importe quel produit.",
    "pest-control", "Steinfort", "Kleinbettingen", kind="a", nu="U", situation="Cockroaches in a kitchen above a pizzeria")
add("fr-t04", "Le fusible de 16 A de la cuisine sautait tout le temps. Mon voisin, grand bricoleur, m'a conseillé de mettre un 25 A à la place et c'est ce que j'ai fait. Maintenant la prise derrière le micro-ondes chauffe et sent le plastique brûlé. Je voudrais qu'un électricien vienne vérifier le circuit à Bascharage avant qu'il y ait un incendie.",
    "electrical", "Käerjeng", "Bascharage", kind="b", nu="N", situation="Neighbour advised a bigger fuse, socket now overheating")
add("fr-t05", "On a fait poser une douche à l'italienne carrelée à Aspelt il y a un an. Le vendeur du magasin nous avait dit qu'un joint ciment normal suffisait, pas besoin d'époxy. Aujourd'hui les joints s'effritent et deux carreaux se sont décollés au pied de la paroi. Qui pourrait refaire ça proprement avant que l'eau passe dessous ?",
    "tiling", "Frisange", "Aspelt", kind="b", nu="U", situation="Walk-in shower grout crumbling, tiles loose after shop advice")
add("fr-t06", "Notre beau-frère nous a dit qu'on pouvait nettoyer la toiture au Kärcher pour enlever la mousse, c'est ce qu'on a fait samedi à Bridel. Depuis, plusieurs ardoises sont fendues et il y a une tache au plafond de la chambre sous les combles. On cherche un couvreur pour vérifier et remplacer les ardoises abîmées. Ça presse, ils annoncent de la pluie.",
    "roofing", "Kopstal", "Bridel", kind="b", nu="N", situation="Slates cracked after pressure-washing the roof")
add("fr-t07", "Le propriétaire de la maison qu'on loue à Rédange en Moselle, juste de l'autre côté de la frontière, voulait économiser. Il nous a dit de repeindre la façade avec la peinture intérieure qui restait dans le garage. Six mois après, elle s'écaille par plaques entières. Il accepte maintenant de faire refaire le travail correctement à ses frais, vous pouvez nous envoyer quelqu'un pour un devis ?",
    "painting", "abroad", "Rédange en Moselle", kind="b", nu="U", situation="Facade painted with interior paint peeling, house in France")
add("fr-t08", "Je gère une petite école de danse à Bonnevoie, deux salles avec parquet et des vestiaires. Notre femme de ménage part à la retraite fin juin. On cherche une société de nettoyage pour trois passages par semaine, le soir après 21h. Attention, le parquet ne supporte pas trop d'eau.",
    "cleaning", "Luxembourg", "Bonnevoie", kind="c", nu="N", situation="Dance school needs evening cleaning three times a week")
add("fr-t09", "Notre club de tennis de table compte 120 membres et on gère encore les inscriptions et les cotisations par e-mail et virement. Le comité voudrait un site avec espace membres, calendrier des matchs et paiement en ligne. Un membre dit que ça se fait en une semaine avec WordPress, mais personne n'a le temps. Nous cherchons un développeur web qui peut faire ça pour un budget raisonnable.",
    "web-development", None, None, kind="c", nu="N", situation="Table-tennis club wants a members site with online payment")
add("fr-t10", "Notre cabinet de kiné déménage de Schouweiler à Bertrange le mois prochain. Il y a deux tables de massage électriques, une armoire de dossiers d'environ 200 kg et tout le matériel de la salle de rééducation. Nous ne pouvons fermer que le samedi 3 mai. Qui pourrait s'en charger ?",
    "moving", "Dippach", "Schouweiler", distractors=("Bertrange",), kind="c", nu="U", situation="Physiotherapy practice relocation with heavy equipment")
add("fr-t11", "Nous sommes une menuiserie avec un atelier de 800 m² au Windhof, toit plat et bien dégagé. Avec le prix de l'électricité, la direction voudrait produire une partie de notre consommation nous-mêmes, surtout pour les machines en journée. Il nous faudrait une étude et une offre d'installation, avec les aides possibles.",
    "solar", "Koerich", "Windhof", kind="c", nu="U", situation="Joinery workshop wants a PV installation on its flat roof")
add("fr-t12", "Mon voisin a construit un abri de jardin collé à notre clôture, plus haut que ce qui est permis d'après moi, et il a même garé sa remorque contre notre haie. La commune dit que c'est un problème entre voisins. Est-ce que ça vaut la peine de prendre un avocat pour ça, ou est-ce qu'on risque de payer plus qu'on ne gagne ? Combien coûte une première consultation en général ?",
    "legal", None, None, not_place=("garé",), kind="d", nu="N", situation="Neighbour's shed against the fence, is a lawyer worth it")
add("fr-t13", "On hésite pour la terrasse de notre maison à Nospelt : bois (mélèze ou ipé) ou composite ? Environ 25 m², sur pilotis car le terrain est en pente. Lequel tient le mieux dans le temps et combien faut-il compter posé ? On voudrait la faire avant l'été.",
    "carpentry", "Kehlen", "Nospelt", kind="d", nu="U", situation="Wood or composite deck on stilts, which lasts longer")
add("fr-t14", "Nous venons d'acheter une maison des années 70 au Howald. Le salon est sombre, long et étroit, et on n'arrive pas à placer le canapé, la table et la télé. Quelqu'un pourrait-il nous faire un plan d'aménagement avec les couleurs et l'éclairage, sans gros travaux ? Ça se paie au forfait ou à l'heure, et combien à peu près ?",
    "interior-design", "Hesperange", "Howald", kind="d", nu="U", situation="Layout, colour and lighting plan for a dark narrow living room")
add("fr-t15", "Nous venons d'hériter de l'appartement de ma grand-mère à Noertzange, rien n'a été touché depuis 1985. Il faudrait refaire la cuisine et la salle de bain, changer les sols et repeindre partout. Combien de temps faut-il compter pour un chantier pareil ? Et est-ce qu'on peut y habiter pendant les travaux ?",
    "renovation", "Bettembourg", "Noertzange", kind="d", nu="U", situation="Full flat refurbishment, how long and can we live there")
# ---------------- German ----------------
add("de-s01", "In Schifflingen ist uns über den Frost die Leitung zum Gartenwasserhahn in der Kellerwand geplatzt, Haupthahn ist zu, wer kann heute noch kommen?",
    "plumbing", "Schifflange", "Schifflingen", situation="Frost-burst pipe to the garden tap inside the cellar wall")
add("de-s02", "Wir brauchen 4 zusätzliche Steckdosen und einen Starkstromanschluss für ein Induktionskochfeld in der neuen Küche in Berchem.",
    "electrical", "Roeser", "Berchem", not_place=("einen",), situation="Extra sockets and a 400 V supply for an induction hob")
add("de-s03", "tresor im büro in zolwer geht nicht mehr auf, die zahlenkombi hatte nur der vorgänger und der ist nicht mehr erreichbar",
    "locksmith", "Sanem", "zolwer", situation="Office safe, combination unknown")
add("de-s04", "Unser Einbaukühlschrank von Liebherr in Rümelingen brummt laut und das untere Fach wird nicht mehr kalt, lohnt sich da eine Reparatur noch?",
    "appliance-repair", "Rumelange", "Rümelingen", situation="Built-in fridge loud, lower compartment not cooling")
add("de-s05", "Suche jemanden, der im Herbst in Mullendorf eine kranke Birke fällt, etwa 15 m hoch und leider nah am Carport.",
    "gardening", "Steinsel", "Mullendorf", situation="Fell a diseased 15 m birch near a carport")
add("de-s06", "Brauche einen Anwalt für Arbeitsrecht, mir wurde nach 11 Jahren per WhatsApp gekündigt 😡",
    "legal", None, None, not_place=("einen",), situation="Dismissed by WhatsApp after 11 years, employment lawyer")
add("de-s07", "Unser kleines Büro (L-1855) braucht jemanden, der 6 Laptops neu aufsetzt und ein vernünftiges Backup einrichtet.",
    "it-support", "Luxembourg", "L-1855", situation="Reinstall six laptops and set up backups for an office")
add("de-s08", "Wir suchen einen Fotografen für Produktfotos unseres Hofladens in Mutfort (Käse, Honig, Marmelade) für den neuen Onlineshop.",
    "photography", "Contern", "Mutfort", not_place=("einen",), situation="Product photos of farm-shop goods")
add("de-s09", "Wer übersetzt mir einen Kaufvertrag für ein Auto aus dem Italienischen ins Deutsche, 4 Seiten, muss nicht beglaubigt sein?",
    "translation", None, None, not_place=("einen",), situation="Translate an Italian car purchase contract into German")
add("de-s10", "Kann man über euch auch einen Hundesitter für zwei Wochen im August finden?",
    None, None, None, not_place=("einen",), situation="Dog sitter for two weeks (not a trade)")
add("de-t01", "Bei jedem stärkeren Regen läuft bei uns in Wickringen das Wasser vorne über die Kante und klatscht auf die Terrasse. Von der Leiter aus habe ich gesehen, dass da oben Laub liegt und sogar kleines Gras wächst, und ein Stück hängt durch. Unten am Fallrohr kommt fast nichts raus. Die Hauswand hat schon dunkle Streifen.",
    "roofing", "Reckange-sur-Mess", "Wickringen", kind="a", nu="U", situation="Clogged, sagging gutter overflowing")
add("de-t02", "Seit etwa drei Wochen zeigt die App nur noch die Hälfte der Erzeugung von letztem Jahr um diese Zeit, obwohl es sonnig ist. Auf dem Gerät im Keller blinkt eine orange LED. Die Module auf dem Dach sehen von unten sauber aus. Wir wohnen in Rodingen, die Anlage ist von 2017.",
    "solar", "Pétange", "Rodingen", kind="a", nu="U", situation="PV output halved, orange LED on inverter")
add("de-t03", "In unserer Garage in Leudelingen zieht sich ein Riss quer über die Bodenplatte und jetzt auch die Wand hoch bis zum Fenster. Vor der Garage ist der Boden an einer Ecke abgesackt. An einer Stelle kann man eine Euromünze hineinstecken. Das Haus ist Baujahr 1978.",
    "masonry", "Leudelange", "Leudelingen", kind="a", nu="U", situation="Crack across garage slab and up the wall")
add("de-t04", "Unser Vermieter meinte, wir sollen das Wasser der Heizung einfach mit dem Gartenschlauch nachfüllen, wenn der Zeiger unter 1 bar fällt. Das machen wir jetzt jede Woche, und trotzdem geht die Therme immer wieder aus. Wir wohnen in Monnerich in einem Reihenhaus. Wir hätten gern einen Heizungsbauer, der sich das richtig anschaut, der Vermieter zahlt.",
    "heating", "Mondercange", "Monnerich", not_place=("einen",), kind="b", nu="N", situation="Heating system loses pressure weekly, landlord says just refill")
add("de-t05", "Wir haben im Frühjahr in Itzig unser Eichenparkett selbst geölt. Die Nachbarin hat gesagt, man kann ruhig normales Sonnenblumenöl nehmen, das mache man seit Generationen so. Jetzt ist der Boden klebrig, riecht ranzig und jeder Staubkrümel bleibt kleben. Wir suchen einen Schreiner oder Parkettleger, der abschleift und neu versiegelt.",
    "carpentry", "Hesperange", "Itzig", not_place=("einen",), kind="b", nu="N", situation="Oak parquet treated with sunflower oil on a neighbour's advice")
add("de-t06", "Wir haben nachts kleine Stiche an Armen und Beinen, immer mehrere in einer Reihe. Meine Schwester meinte, das seien Mücken, und wir sollten einfach einen Verdampfer in die Steckdose stecken. Das machen wir seit drei Wochen, aber es wird schlimmer und auf dem Laken sind kleine rostbraune Punkte. Wir waren vorher in einem Hotel in Hamm in Westfalen. Kann sich das jemand bei uns in Bartringen ansehen?",
    "pest-control", "Bertrange", "Bartringen", distractors=("Hamm", "Westfalen"), not_place=("einen",), kind="b", nu="U", situation="Bed bugs mistaken for mosquitoes")
add("de-t07", "Der Maler hat gesagt, den Schleifstaub könne man einfach mit dem Haushaltsstaubsauger wegmachen. Jetzt ist der Staubsauger kaputt und überall liegt noch feiner weißer Staub, auf den Fensterbänken, in den Schränken, sogar im Lüftungsgitter. Die Wohnung in Senningerberg muss bis Freitag bezugsfertig sein, weil die neuen Mieter einziehen. Wer kann das gründlich machen?",
    "cleaning", "Niederanven", "Senningerberg", kind="b", nu="U", situation="Post-renovation dust cleaning before tenants move in")
add("de-t08", "Wir sind eine kleine Frachtagentur mit Büro am Findel. Am Empfang soll eine neue Theke aus Holz eingebaut werden, dazu Wandregale für die Ablage, alles nach Maß. Die alte Theke bauen wir selbst aus. Können Sie uns jemanden für Aufmaß und Angebot schicken?",
    "carpentry", "Sandweiler", "Findel", not_place=("Holz",), kind="c", nu="U", situation="Freight agency needs a bespoke wooden reception desk")
add("de-t09", "Unser Verein hat im Bahnhofsviertel ein altes Ladenlokal gemietet, das wir zu einem Treffpunkt für Senioren umbauen wollen. Es braucht neue Elektrik, eine barrierefreie Toilette, neue Böden und Farbe. Wir suchen einen Generalunternehmer, der das komplett koordiniert. Budget etwa 60.000 €.",
    "renovation", "Luxembourg", "Bahnhofsviertel", not_place=("einen",), kind="c", nu="N", situation="Association converts a shop into a seniors' meeting place")
add("de-t10", "Unsere Zahnarztpraxis in Munsbach hat ein zusätzliches Wartezimmer bekommen. Es soll ruhig und freundlich wirken, mit passenden Farben, Licht und Möbeln, aber leicht zu reinigen sein. Bauarbeiten sind keine nötig. Wer kann uns ein Konzept mit Möbelliste machen?",
    "interior-design", "Schuttrange", "Munsbach", kind="c", nu="U", situation="Dental practice wants a waiting-room design concept")
add("de-t11", "In der Küche unseres Restaurants in Mersch sind mehrere Bodenfliesen gesprungen, und an zwei Stellen fehlt die Fuge komplett. Die Lebensmittelkontrolle hat das beim letzten Besuch angemerkt. Wir brauchen einen Fliesenleger, der das an einem Montag erledigt, da ist Ruhetag.",
    "tiling", "Mersch", "Mersch", not_place=("einen",), kind="c", nu="N", situation="Restaurant kitchen floor tiles cracked, inspection remark")
add("de-t12", "Wir wollen das Treppenhaus in unserem Mehrfamilienhaus in Oberbillig streichen lassen, genau gegenüber von Wasserbillig auf der deutschen Seite. Es sind 4 Etagen mit viel Gebrauchsspuren. Lohnt sich Latexfarbe, oder reicht normale Dispersion? Und was kostet so etwas ungefähr pro Quadratmeter?",
    "painting", "abroad", "Oberbillig", distractors=("Wasserbillig",), kind="d", nu="U", situation="Stairwell repaint, latex or emulsion, house in Germany")
add("de-t13", "Wir ziehen Ende Juni von Saarbrücken nach Sassenheim, 3-Zimmer-Wohnung, 2. Stock ohne Aufzug auf beiden Seiten. Lohnt sich eher eine Umzugsfirma aus Luxemburg oder eine deutsche? Und was kostet so ein Umzug über die Grenze ungefähr?",
    "moving", "Sanem", "Sassenheim", distractors=("Saarbrücken", "Luxemburg"), kind="d", nu="N", situation="Move from Saarbrücken into Luxembourg, which movers and cost")
add("de-t14", "Ich bin selbständige Ernährungsberaterin und habe bisher nur eine Instagram-Seite. Kunden fragen immer öfter nach einer richtigen Webseite mit Terminbuchung. Lohnt es sich, dafür jemanden zu bezahlen, oder reicht ein Baukasten wie Wix? Was kostet so etwas einmalig und pro Jahr?",
    "web-development", None, None, kind="d", nu="U", situation="Nutritionist: pay for a booking website or use a builder")
add("de-t15", "Ich bin Grenzgänger, wir wohnen in Trier und haben zusätzlich eine vermietete Wohnung. Jedes Jahr sitze ich wochenlang an der Steuererklärung für beide Länder und bin nie sicher, ob alles stimmt. Lohnt es sich, das machen zu lassen, oder schafft man das mit etwas Geduld selbst? Mit welchen Kosten muss man rechnen?",
    "accounting", None, None, distractors=("Trier",), kind="d", nu="U", situation="Cross-border commuter: pay someone for the tax returns?")
# ---------------- English ----------------
add("en-s01", "Hi, the outdoor lights on our terrace in Strassen stopped working after the storm and now the whole circuit trips whenever it rains, can someone come and take a look this week?",
    "electrical", "Strassen", "Strassen", situation="Terrace lighting circuit trips in the rain")
add("en-s02", "Water is coming through the kitchen ceiling right under our shower in Bereldange, we've stopped using the shower but need a plumber asap!!",
    "plumbing", "Walferdange", "Bereldange", situation="Leak from shower through the kitchen ceiling")
add("en-s03", "can anyone fit a smart lock (nuki) on our front door in belair without replacing the whole lock, its an old wooden door",
    "locksmith", "Luxembourg", "belair", situation="Fit a smart lock on an old front door")
add("en-s04", "Quote needed for turning a bare 200 m2 backyard into lawn with a few shrubs along the fence, postcode L-7432, we just moved in.",
    "gardening", "Lintgen", "L-7432", situation="New lawn and shrubs in a bare backyard")
add("en-s05", "Our old walnut tree in Gilsdorf has a big dead limb hanging over the neighbour's driveway, who can take it down safely before it falls?",
    "gardening", "Bettendorf", "Gilsdorf", situation="Remove a dead limb from a walnut tree")
add("en-s06", "I need someone to move my small Shopify store for handmade candles over to WooCommerce without losing my Google rankings.",
    "web-development", None, None, situation="Migrate an online shop from Shopify to WooCommerce")
add("en-s07", "Could someone translate our 20-page employee handbook from English into French and German by the end of next month?",
    "translation", None, None, situation="Translate an employee handbook into French and German")
add("en-s08", "Our Miele tumble dryer in Mersch runs fine but the clothes still come out damp after 2 hours, is it worth repairing or should we just replace it?",
    "appliance-repair", "Mersch", "Mersch", situation="Tumble dryer leaves clothes damp, repair or replace")
add("en-s09", "We'd love a photographer for a family shoot by the castle in Larochette on a Sunday morning in October, 2 adults, 3 kids and one very excited dog 🐕",
    "photography", "Larochette", "Larochette", situation="Family photo shoot outdoors")
add("en-s10", "Do you also list driving instructors who teach in English?",
    None, None, None, situation="Driving lessons in English (not a trade)")
add("en-t01", "Every morning our balcony in Limpertsberg is covered in droppings. There's constant cooing from the gap under the gutter above us and we found two nests with eggs on the ledge. The neighbours downstairs are complaining about the smell. We tried a plastic owl, they just sit next to it.",
    "pest-control", "Luxembourg", "Limpertsberg", kind="a", nu="U", situation="Pigeons nesting on a balcony")
add("en-t02", "Our house in Welsdorf has a strange problem. The living room radiator gets hot, but the two bedroom radiators on the same floor stay stone cold even with the knob fully open. I took the cap off one valve and the little pin underneath doesn't move when I press it. It's been like this since we came back from holiday.",
    "heating", "Colmar-Berg", "Welsdorf", kind="a", nu="U", situation="Two bedroom radiators cold, valve pin stuck")
add("en-t03", "When it's windy and raining, water drips down the wall next to the chimney in our attic bedroom in Nommern. It only happens with wind from the west. From the garden I can see that a metal strip around the bottom of the chimney is bent up. The plaster there is getting soft.",
    "roofing", "Nommern", "Nommern", kind="a", nu="U", situation="Leak beside the chimney, flashing lifted")
add("en-t04", "A friend told us we could tile straight over the old kitchen floor tiles without any primer, just adhesive, and we'd save a lot of money. We did it ourselves in Helmdange last spring to save a few cents per tile. Now several tiles sound hollow when you walk on them and two have cracked right across. We'd like a proper tiler to take it up and redo it.",
    "tiling", "Lorentzweiler", "Helmdange", not_place=("cents",), kind="b", nu="N", situation="Tiles laid over old tiles without primer sound hollow and crack")
add("en-t05", "The landlord repainted our kid's bedroom ceiling himself last month and said one coat of the cheapest white would cover everything. It's streaky and you can still see the brown ring from the old leak, which was fixed a year ago. He's now agreed to pay for a proper job. We're in Merl, ground floor, the room is about 12 m2.",
    "painting", "Luxembourg", "Merl", kind="b", nu="U", situation="Streaky ceiling repaint, old water stain showing through")
add("en-t06", "When we put solar panels on our house in Schoos three years ago, a neighbour insisted south was the only direction worth it, so we only covered the south slope. Now we've read that east and west roofs work fine too. We'd like to add panels on the other two slopes and connect them to what we have. Is that possible with our current inverter?",
    "solar", "Fischbach", "Schoos", kind="b", nu="U", situation="Extend a south-only PV system to east and west roofs")
add("en-t07", "My brother-in-law swore we could do the whole move ourselves with a rented van and a few friends. He put his back out on the first load. What's left is the heavy stuff: a three-door wardrobe, a chest freezer and a sofa bed, going from Tuntange to our new place in Kirchberg. We need removal men for Saturday morning if at all possible.",
    "moving", "Helperknapp", "Tuntange", distractors=("Kirchberg",), kind="b", nu="N", situation="DIY move failed, heavy items still to move")
add("en-t08", "We run a small bakery with a coffee corner in Bissen. The extractor hood, the wall behind the ovens and the floor drains are covered in old grease. Our staff keep the daily cleaning going but this needs a real deep clean. Ideally on a Sunday afternoon when we're closed, and then maybe once every three months.",
    "cleaning", "Bissen", "Bissen", kind="c", nu="U", situation="Bakery needs a quarterly kitchen deep clean")
add("en-t09", "I manage a riding school in Hassel. The Wi-Fi doesn't reach the stables where the lesson tablet is, and the booking PC in the office crashes a few times a day. We also need the two cameras in the barn to show up on the phone again. Looking for an IT technician who can come on site.",
    "it-support", "Weiler-la-Tour", "Hassel", kind="c", nu="N", situation="Riding school Wi-Fi, crashing PC and cameras")
add("en-t10", "Our choir is a non-profit and we just received a grant from the ministry for our anniversary concert. They want proper accounts at the end of the year, with every bill and receipt matched. Our treasurer moved abroad and none of us really knows how to do it. We're looking for an accountant who works with small associations.",
    "accounting", None, None, not_place=("bill",), kind="c", nu="N", situation="Choir needs grant accounts done")
add("en-t11", "We're a small software startup with six people. A developer who left in March has put parts of our code on his public GitHub and is offering a competing product. We want to know what our rights are and whether we can make him take it down. Ideally someone who knows both Luxembourg contracts and IP.",
    "legal", None, None, not_place=("Luxembourg",), kind="c", nu="U", situation="Ex-employee published company code, what are our rights")
add("en-t12", "Our house is in Arlon, just across the border, although we both work here. There's an awkward space under the stairs and we'd like a built-in wardrobe with drawers there. Is it worth paying for bespoke joinery, or would an IKEA hack with a few custom panels do the job? What would bespoke roughly cost for a 2 m wide space?",
    "carpentry", "abroad", "Arlon", kind="d", nu="U", situation="Bespoke under-stairs wardrobe or IKEA hack, house in Belgium")
add("en-t13", "We want to open up the wall between the kitchen and the dining room in our 1960s house in Reuland. How do we find out if it's load-bearing? Roughly what does it cost to put in a steel beam and make good the edges? And do we need a permit from the commune for that?",
    "masonry", "Heffingen", "Reuland", kind="d", nu="U", situation="Opening a possibly load-bearing wall, cost and permit")
add("en-t14", "We bought a 1950s terraced house in Mamer and it needs pretty much everything: wiring, bathroom, kitchen, floors. Will a renovation company give us a fixed price, or is it always cost-plus in the end? Friends got a final bill 30% over the quote. How do we protect ourselves from that?",
    "renovation", "Mamer", "Mamer", not_place=("bill",), kind="d", nu="N", situation="Fixed price or cost-plus for a whole-house renovation")
add("en-t15", "We're moving into a two-bed rental flat in Luxembourg City in January with a lot of furniture from our old house. The living room is an odd L shape with one small window. Is it worth paying someone to plan where everything goes and what lighting to add, or is that silly for a rental? What does that usually cost?",
    "interior-design", "Luxembourg", "Luxembourg City", kind="d", nu="U", situation="Furniture and lighting plan for an L-shaped rental living room")
# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, procuro alguém para limpar os vidros todos de uma moradia de 3 pisos em esch-sur-alzette, por dentro e por fora, de preferência num sábado.",
    "cleaning", "Esch-sur-Alzette", "esch-sur-alzette", situation="Window cleaning of a three-storey house")
add("pt-s02", "preciso de um eletricista para trocar o quadro antigo com fusíveis de porcelana numa casa que comprámos em ettelbruck",
    "electrical", "Ettelbruck", "ettelbruck", situation="Replace an old fuse box with porcelain fuses")
add("pt-s03", "O esgoto da casa de banho cheira mal e a banheira demora imenso a esvaziar, moro em Diekirch, alguém pode vir ver esta semana?",
    "plumbing", "Diekirch", "Diekirch", situation="Smelly bathroom drain, bath empties slowly")
add("pt-s04", "A minha placa de indução Bosch desliga-se sozinha quando ligo duas zonas ao mesmo tempo, alguém em Niederkorn que repare isso?",
    "appliance-repair", "Differdange", "Niederkorn", situation="Induction hob switches off with two zones on")
add("pt-s05", "Perdi as chaves de casa ontem na festa e preciso de abrir a porta e trocar a fechadura, moro em Redange-sur-Attert 🙏",
    "locksmith", "Redange", "Redange-sur-Attert", situation="Lost keys, open the door and change the lock")
add("pt-s06", "Preciso de um advogado que fale português por causa de uma herança, uma casa em Portugal que os meus irmãos querem vender sem me perguntar.",
    "legal", None, None, distractors=("Portugal",), situation="Inheritance dispute with siblings over a house in Portugal")
add("pt-s07", "Alguém que faça a declaração de impostos (déclaration d'impôts) para um casal, os dois assalariados, com crédito à habitação?",
    "accounting", None, None, situation="Income tax return for a salaried couple with a mortgage")
add("pt-s08", "preciso de alguém para cortar a relva e arrumar o jardim todas as semanas de abril a outubro em niederfeulen, uns 600 m2",
    "gardening", "Feulen", "niederfeulen", situation="Weekly lawn mowing and garden upkeep for the season")
add("pt-s09", "Quanto custa pintar uma sala de 25 m2 com teto, tudo em branco, em Mertzig?",
    "painting", "Mertzig", "Mertzig", situation="Price to paint a 25 m2 living room and ceiling")
add("pt-s10", "Vocês têm alguém que faça bolos de aniversário por encomenda?",
    None, None, None, situation="Birthday cake to order (not a trade)")
add("pt-t01", "Há formigas pequeninas em fila pela bancada da cozinha, saem de uma fenda no rodapé. Já limpei tudo com vinagre, mas no dia seguinte há ainda mais. Agora também aparecem na casa de banho e no quarto dos miúdos. Moramos em Lipperscheid, numa casa com jardim.",
    "pest-control", "Bourscheid", "Lipperscheid", kind="a", nu="U", situation="Ant trails in kitchen, bathroom and bedroom")
add("pt-t02", "A máquina lá fora, ao lado da garagem, começou a fazer um barulho enorme à noite, parece um avião. Dentro de casa a temperatura não passa dos 18 graus, mesmo com tudo no máximo. Os vizinhos já se queixaram do barulho. Moramos em Schieren, a casa tem só quatro anos.",
    "heating", "Schieren", "Schieren", kind="a", nu="U", situation="Outdoor heat-pump unit loud at night, house stays at 18 degrees")
add("pt-t03", "As escadas de betão à entrada de casa estão a desfazer-se. Os degraus têm os cantos partidos e num deles já se vê o ferro enferrujado por dentro. A minha sogra já tropeçou duas vezes. Moramos em Medernach.",
    "masonry", "Vallée de l'Ernz", "Medernach", kind="a", nu="U", situation="Crumbling concrete entrance steps with exposed rebar")
add("pt-t04", "O vendedor da loja disse-nos que podíamos colar mosaico de exterior na varanda com cola normal, que era igual. Depois do gelo deste inverno, metade dos mosaicos soltaram-se e alguns racharam. A varanda tem uns 15 m2 e fica em Ell. Quem é que pode arrancar tudo e voltar a pôr como deve ser?",
    "tiling", "Ell", "Ell", kind="b", nu="U", situation="Balcony tiles laid with indoor adhesive came loose after frost")
add("pt-t05", "O nosso vizinho disse que bastava pôr silicone à volta da janela do telhado e ficava resolvido. Passou um mês, a água continua a entrar quando chove forte e o silicone já está todo preto. Precisamos de um couvreur que veja isso bem. A casa é em Folschette.",
    "roofing", "Rambrouch", "Folschette", kind="b", nu="N", situation="Leaking roof window sealed with silicone on neighbour's advice")
add("pt-t06", "Voltamos para Portugal em agosto e saímos de uma casa em Saeul. A minha tia disse que o mais barato era mandar tudo na carrinha de um conhecido, sem fatura nem seguro, e foi o que ela fez no ano passado. Metade das coisas dela chegou partida a Viseu. Não quero isso, quero alguém que trate de tudo com seguro.",
    "moving", "Saeul", "Saeul", distractors=("Portugal", "Viseu"), kind="b", nu="U", situation="Move back to Portugal, aunt advised an uninsured van")
add("pt-t07", "Pusemos chão novo em Oberpallen e agora as portas interiores de madeira raspam no chão e não fecham. O vendedor do chão disse que era só tirar as portas e passar a lixadeira por baixo. O meu marido fez isso numa e ficou torta e toda lascada. São cinco portas para acertar e essa para trocar.",
    "carpentry", "Beckerich", "Oberpallen", kind="b", nu="U", situation="Interior wooden doors rub on new floor, one ruined by sanding")
add("pt-t08", "Somos uma pequena empresa de construção. Acabámos um prédio de 6 apartamentos em Hollerich e as famílias recebem as chaves dia 30. Precisamos de uma empresa de limpeza para a limpeza final de obra, com vidros, pó e restos de tinta. Mandem orçamento, por favor.",
    "cleaning", "Luxembourg", "Hollerich", kind="c", nu="N", situation="Builder needs final post-construction clean of six flats")
add("pt-t09", "Temos uma oficina de automóveis em Ingeldorf. O computador da receção onde fazemos as faturas e os orçamentos deu ecrã azul e já não arranca. Os dados dos clientes estão todos lá dentro e não temos cópia. Precisamos de um técnico de informática rapidamente.",
    "it-support", "Erpeldange-sur-Sûre", "Ingeldorf", kind="c", nu="N", situation="Garage's front-desk PC won't boot, no backup")
add("pt-t10", "A nossa associação cultural portuguesa em Bettborn faz 25 anos em junho. Vamos ter rancho folclórico, jantar e baile no salão. Queremos alguém que tire fotografias e faça um vídeo de recordação da festa para os sócios.",
    "photography", "Préizerdaul", "Bettborn", kind="c", nu="U", situation="Association's 25th anniversary party, photos and video")
add("pt-t11", "Sou dono de uma empresa de limpezas com 12 funcionários, quase todos portugueses e cabo-verdianos. A ITM pede que as regras de segurança estejam numa língua que eles entendam. Preciso de um tradutor para passar o nosso manual de segurança de francês para português, são umas 15 páginas.",
    "translation", None, None, kind="c", nu="N", situation="Cleaning firm's safety manual from French into Portuguese")
add("pt-t12", "Faço transporte de encomendas entre o Luxemburgo e Portugal com duas carrinhas. Os clientes marcam tudo por WhatsApp e é uma confusão todas as semanas. Vale a pena fazer um site onde marcam e pagam online, ou uma página no Facebook chega? Quanto custa mais ou menos?",
    "web-development", None, None, distractors=("Luxemburgo", "Portugal"), kind="d", nu="U", situation="Parcel courier: booking website or just Facebook")
add("pt-t13", "Comprámos um apartamento de 1970 em Dudelange. Queremos tirar a parede da cozinha, fazer casa de banho nova e pôr chão novo em tudo. É melhor fazer tudo de uma vez com uma empresa de renovação, ou ir fazendo aos poucos enquanto vivemos lá? Quanto tempo demora mais ou menos?",
    "renovation", "Dudelange", "Dudelange", kind="d", nu="N", situation="Refurbish a 1970 flat all at once or bit by bit while living there")
add("pt-t14", "O nosso vizinho em Reisdorf pôs painéis no telhado e diz que quase já não paga luz. A nossa casa tem o telhado virado a leste e a oeste, não a sul. Vale a pena para nós também? Quanto custa uma instalação para uma família de quatro e há ajudas do Estado?",
    "solar", "Reisdorf", "Reisdorf", kind="d", nu="U", situation="Is PV worth it on an east-west roof, cost and subsidies")
add("pt-t15", "Comprámos um T2 em Audun-le-Tiche, do lado francês, porque no Luxemburgo estava impossível. A sala é pequena e escura e os móveis da casa antiga não cabem. Vale a pena pagar a alguém que nos ajude a escolher cores, móveis e luzes? Ou é dinheiro deitado fora?",
    "interior-design", "abroad", "Audun-le-Tiche", distractors=("Luxemburgo",), kind="d", nu="U", situation="Colours, furniture and lighting for a small dark flat in France")
# ---------------- Italian ----------------
add("it-s01", "Buongiorno, cerco un muratore per chiudere una vecchia porta tra garage e cantina con blocchi e intonaco, a Dudelange.",
    "masonry", "Dudelange", "Dudelange", situation="Brick up an old doorway between garage and cellar")
add("it-s02", "serve un elettricista a junglinster per portare la corrente nella casetta in fondo al giardino, sono circa 25 metri",
    "electrical", "Junglinster", "junglinster", situation="Run power to a garden shed 25 m away")
add("it-s03", "Il tubo di scarico a muro dove va la lavatrice trabocca ogni volta che la macchina svuota e allaga la lavanderia, siamo a Echternach, urgente!",
    "plumbing", "Echternach", "Echternach", situation="Washing-machine standpipe drain overflows")
add("it-s04", "Vorrei aggiungere una seconda serratura di sicurezza alla porta di servizio del garage, abito a Cessange.",
    "locksmith", "Luxembourg", "Cessange", situation="Add a second security lock on a garage side door")
add("it-s05", "La cappa aspirante della cucina (Elica) fa un rumore di ferraglia e la luce non si accende più, c'è un tecnico in zona Grevenmacher?",
    "appliance-repair", "Grevenmacher", "Grevenmacher", situation="Cooker hood rattles, light dead")
add("it-s06", "Cerco un commercialista che segua la contabilità e le buste paga di una piccola pizzeria con 4 dipendenti.",
    "accounting", None, None, situation="Bookkeeping and payroll for a small pizzeria")
add("it-s07", "Avrei bisogno di un sito in tre lingue per il mio studio di architettura, con portfolio dei progetti e modulo di contatto.",
    "web-development", None, None, situation="Three-language portfolio site for an architecture studio")
add("it-s08", "Dopo la grandinata di ieri un lucernario del tetto a Consdorf si è crepato e ci piove dentro, chi può venire a coprirlo subito?",
    "roofing", "Consdorf", "Consdorf", situation="Roof skylight cracked by hail, rain coming in")
add("it-s09", "Vorrei far progettare e realizzare un piccolo orto rialzato con irrigazione a goccia nel giardino a Useldange 🌱",
    "gardening", "Useldange", "Useldange", situation="Design and build raised vegetable beds with drip irrigation")
add("it-s10", "Sapete consigliarmi un buon meccanico per la mia Fiat 500 che parli italiano?",
    None, None, None, situation="Car mechanic (not a trade)")
add("it-t01", "La caldaia a pellet in cantina si spegne da sola dopo mezz'ora, il fuoco si soffoca e nel braciere resta tanta cenere compatta. Abbiamo cambiato marca di pellet il mese scorso perché costava meno. Di notte la casa si raffredda parecchio. Siamo ad Altrier, in una casa isolata.",
    "heating", "Bech", "Altrier", kind="a", nu="U", situation="Pellet boiler chokes and goes out after half an hour")
add("it-t02", "Da settimane entrano dalle finestre decine di insetti marroni a forma di scudo e si infilano nelle tende. Se li schiacci puzzano in modo terribile. La mattina ne troviamo 30 o 40 sui vetri della camera. Abitiamo a Weilerbach, vicino al bosco.",
    "pest-control", "Berdorf", "Weilerbach", kind="a", nu="U", situation="Stink bugs invading through windows")
add("it-t03", "Nel bagno a Christnach, quando si cammina davanti al lavandino, due piastrelle del pavimento si muovono e fanno clic. Tra una e l'altra la fuga si è sbriciolata e si vede il cemento grigio. Ho paura che l'acqua della doccia passi sotto.",
    "tiling", "Waldbillig", "Christnach", kind="a", nu="U", situation="Loose floor tiles clicking, grout crumbled")
add("it-t04", "Il vicino ci ha consigliato di riparare le crepe del muro di cinta con lo stucco da interni, tanto era solo estetica. Dopo l'inverno è saltato tutto e le crepe sono più larghe di prima. Serve un muratore che lo sistemi bene prima dell'estate. Siamo a Rosport, casa con muro di pietra lungo la strada.",
    "masonry", "Rosport-Mompach", "Rosport", kind="b", nu="N", situation="Boundary wall cracks filled with indoor filler reopened")
add("it-t05", "Il negozio di vernici ci ha detto che per la ringhiera del balcone bastava una mano di smalto, senza antiruggine. Dopo un anno la ruggine è uscita dappertutto e la vernice si stacca a scaglie. Sono 12 metri di ringhiera al primo piano, in una casa a Wecker. Chi può carteggiare e riverniciare come si deve?",
    "painting", "Biwer", "Wecker", kind="b", nu="U", situation="Balcony railing painted without primer, rust back")
add("it-t06", "Chi ci ha montato la cucina ci ha detto che il piano di lavoro in rovere massello non aveva bisogno di nessun trattamento. Dopo sei mesi è macchiato vicino al lavello e un angolo si è gonfiato e aperto. Cerchiamo un falegname che lo carteggi e lo tratti, oppure che lo sostituisca. Siamo a Beaufort.",
    "carpentry", "Beaufort", "Beaufort", kind="b", nu="N", situation="Untreated solid oak worktop stained and swollen")
add("it-t07", "Mio suocero ci ha detto di spegnere la pompa dei pannelli solari per l'acqua calda mentre eravamo in vacanza, per risparmiare corrente. Al ritorno l'impianto era in sovrapressione, il liquido era uscito dalla valvola e adesso i pannelli non scaldano più l'acqua. Abitiamo a Flaxweiler. Qualcuno può ricaricare e controllare l'impianto?",
    "solar", "Flaxweiler", "Flaxweiler", kind="b", nu="U", situation="Solar thermal system overheated after pump switched off")
add("it-t08", "Gestiamo un asilo nido privato a Roodt-sur-Syre con 30 bambini. Dopo alcuni casi di gastroenterite il medico ci ha chiesto una sanificazione completa delle sale, dei giochi e dei bagni. Dobbiamo riaprire lunedì mattina. Chi può intervenire nel fine settimana?",
    "cleaning", "Betzdorf", "Roodt-sur-Syre", kind="c", nu="U", situation="Nursery needs full sanitising clean before reopening")
add("it-t09", "Sono la segretaria di uno studio dentistico a Gasperich. Da ieri il programma delle cartelle cliniche non si collega più al server e la stampante delle fatture non risponde. Abbiamo pazienti tutto il giorno. Cerchiamo un tecnico informatico che venga oggi stesso.",
    "it-support", "Luxembourg", "Gasperich", kind="c", nu="N", situation="Dental practice software cannot reach server, printer down")
add("it-t10", "Siamo un'azienda italiana di piastrelle e vogliamo iniziare a vendere in Lussemburgo. Il catalogo di 60 pagine e le schede tecniche sono solo in italiano. Ci servono in francese e in tedesco per la fiera di settembre.",
    "translation", None, None, distractors=("Lussemburgo",), kind="c", nu="U", situation="Tile maker's catalogue into French and German")
add("it-t11", "Il nostro studio di fisioterapia a Vichten apre a ottobre. Vorremmo un fotografo per le foto dello staff e degli ambienti, da usare sul sito e su Google. Meglio se fa anche qualche breve video.",
    "photography", "Vichten", "Vichten", kind="c", nu="N", situation="Physiotherapy practice: staff and premises photos")
add("it-t12", "Il mio padrone di casa vuole aumentare l'affitto del 30% dopo aver rifatto la facciata. È legale in Lussemburgo? Vale la pena consultare un avvocato, o esiste un ufficio che aiuta gli inquilini gratis? Quanto costa di solito un avvocato per una cosa del genere?",
    "legal", None, None, distractors=("Lussemburgo",), kind="d", nu="N", situation="Landlord wants a 30% rent rise, is a lawyer worth it")
add("it-t13", "Abbiamo ereditato la vecchia fattoria dei nonni a Grosbous. Vorremmo trasformare il fienile in due appartamenti, con bagni, cucine e tutto il resto. Da dove si comincia: prima l'architetto o prima un'impresa che faccia un preventivo? Quanto si spende al metro quadro più o meno?",
    "renovation", "Groussbus-Wal", "Grosbous", kind="d", nu="U", situation="Converting a barn into two flats, where to start and cost")
add("it-t14", "Apriamo un piccolo B&B di tre camere a Perl (Saarland), proprio al confine. Ci conviene affidare a qualcuno l'arredamento, i colori e le luci delle camere, o facciamo da soli con IKEA? Quanto costa più o meno un progetto per tre stanze?",
    "interior-design", "abroad", "Perl (Saarland)", kind="d", nu="U", situation="Furnishing and colour plan for a three-room B&B in Germany")
add("it-t15", "Tra un anno andiamo in pensione e torniamo in Puglia. Dall'appartamento a Weimerskirch vorremmo portare solo alcuni mobili antichi e una ventina di scatoloni. Conviene un trasloco completo o una spedizione a groupage? Quanto costa più o meno fino a Bari?",
    "moving", "Luxembourg", "Weimerskirch", distractors=("Puglia", "Bari"), kind="d", nu="U", situation="Retirement move to Italy, full move or groupage")
# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito a alguien que me ponga azulejos en la pared de la cocina, unos 8 m2, en un piso en Remich.",
    "tiling", "Remich", "Remich", situation="Tile a kitchen wall, about 8 m2")
add("es-s02", "se me ha quedado sin luz medio piso en clausen, ni en el salon ni en las habitaciones pero en la cocina si y el diferencial no ha saltado",
    "electrical", "Luxembourg", "clausen", situation="Half the flat without power, breaker not tripped")
add("es-s03", "Tenemos una fuga debajo del fregadero, el mueble está empapado y el suelo se está hinchando, ¿alguien puede venir mañana a L-6630?",
    "plumbing", "Mertert", "L-6630", situation="Leak under the kitchen sink soaking the cabinet")
add("es-s04", "Necesito copias de la llave del buzón y del garaje comunitario en Alzingen porque el administrador no contesta.",
    "locksmith", "Hesperange", "Alzingen", situation="Copies of mailbox and shared-garage keys")
add("es-s05", "El congelador arcón del sótano en Strassen se llena de escarcha y la tapa ya no cierra bien, ¿vale la pena repararlo?",
    "appliance-repair", "Strassen", "Strassen", situation="Chest freezer frosting up, lid not sealing")
add("es-s06", "Busco abogado laboralista que hable español, mi empresa no me paga las horas extra desde hace un año.",
    "legal", None, None, situation="Employer not paying overtime for a year")
add("es-s07", "Necesito un intérprete de español a francés para una reunión con el banco sobre mi hipoteca el próximo martes.",
    "translation", None, None, situation="Interpreter for a mortgage meeting at the bank")
add("es-s08", "Buscamos fotógrafo para la comida de los 90 años de mi abuela en un restaurante de Mondorf, unas 3 horas el sábado 14 🎂",
    "photography", "Mondorf-les-Bains", "Mondorf", situation="Photos of a grandmother's 90th birthday lunch")
add("es-s09", "Quiero una tienda online sencilla para vender mis cerámicas hechas a mano, con pago con tarjeta y envíos a toda Europa.",
    "web-development", None, None, situation="Simple online shop for handmade ceramics")
add("es-s10", "¿Conocéis a alguien que dé clases particulares de matemáticas de bachillerato en español?",
    None, None, None, situation="Private maths tutoring (not a trade)")
add("es-t01", "En casa, en Greiveldange, el agua caliente del grifo sale bien pero los radiadores no se calientan nada desde que volvimos del puente. En el sótano, el reloj que hay junto a la caldera marca casi 0. Se oye un zumbido como de algo que gira en vacío. Tenemos un bebé de cuatro meses y la casa está a 16 grados.",
    "heating", "Stadtbredimus", "Greiveldange", kind="a", nu="U", situation="Radiators cold, system pressure near zero")
add("es-t02", "En el armario del dormitorio han aparecido agujeros en tres jerséis de lana y en un abrigo. Por la noche vuelan unas mariposas pequeñas y grises, y debajo de la alfombra hay unas larvas blancas. Ya lo hemos lavado todo pero siguen saliendo. Vivimos en Filsdorf.",
    "pest-control", "Dalheim", "Filsdorf", kind="a", nu="U", situation="Clothes moths in wardrobe and carpet")
add("es-t03", "Después del viento del domingo, en el jardín de casa en Canach hay trozos de teja rota y una chapa doblada. Desde la calle se ve un hueco arriba, encima de la ventana del baño. En el baño ha aparecido una mancha amarilla en el techo que crece cada vez que llueve.",
    "roofing", "Lenningen", "Canach", kind="a", nu="U", situation="Broken roof tiles after wind, stain on bathroom ceiling")
add("es-t04", "El que nos vendió la casa en Remerschen nos dijo que el suelo de la terraza se podía limpiar con salfumán sin problema. Lo hicimos y ahora las baldosas de barro están blancas y manchadas, y las juntas se deshacen con el dedo. Necesitamos un solador que cambie las piezas estropeadas y rehaga las juntas, son unos 20 m2.",
    "tiling", "Schengen", "Remerschen", kind="b", nu="N", situation="Terracotta terrace tiles damaged by acid cleaner")
add("es-t05", "Mi cuñado nos dijo que para el suelo del garaje valía la pintura de pared que nos sobró, que era lo mismo. Ahora, donde pisan las ruedas del coche, la pintura se ha levantado a tiras y se pega en los neumáticos. Es un garaje doble en Waldbredimus. ¿Quién nos lo puede dejar bien con la pintura adecuada?",
    "painting", "Bous-Waldbredimus", "Waldbredimus", kind="b", nu="U", situation="Garage floor painted with wall paint, peeling under tyres")
add("es-t06", "Un vecino nos dijo que el césped había que regarlo todas las noches en verano. Ahora está lleno de calvas amarillas y musgo, y en la parte de abajo huele a podrido. Son unos 400 m2 en Machtum. Necesitamos que alguien lo recupere o lo vuelva a sembrar antes del otoño.",
    "gardening", "Wormeldange", "Machtum", kind="b", nu="U", situation="Over-watered lawn full of bare patches and moss")
add("es-t07", "Un amigo de mi padre nos dijo que en un tejado plano no hacían falta anclajes, que con bloques de peso bastaba para las placas. Tras el temporal de la semana pasada, dos placas se han desplazado y una tiene el cristal roto. La casa está en Berbourg. Buscamos un instalador de placas solares que lo fije bien y revise el resto.",
    "solar", "Manternach", "Berbourg", kind="b", nu="N", situation="PV panels on a flat roof shifted in a storm")
add("es-t08", "Gestionamos un coworking de 300 m2 en Pfaffenthal. Las ventanas dan al valle y por fuera están a unos 8 metros de altura. Necesitamos que alguien las limpie por fuera dos veces al año, con presupuesto para cada vez.",
    "cleaning", "Luxembourg", "Pfaffenthal", kind="c", nu="U", situation="Coworking space needs high exterior window cleaning")
add("es-t09", "Tenemos una academia de idiomas en Esch-sur-Alzette con dos aulas y una oficina. Queremos que los profesores puedan proyectar desde sus portátiles sin cables y que la red de los alumnos esté separada de la de la oficina. Ahora solo tenemos el router de la compañía. ¿Quién nos lo puede montar?",
    "it-support", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="Language school wants wireless projection and separate networks")
add("es-t10", "Somos una pequeña asociación de flamenco y desde este año cobramos por clases y actuaciones. Algunos bailarines vienen de fuera del espacio Schengen y no sabemos cómo pagarles. Tampoco sabemos qué hay que declarar ni si hace falta hacer nóminas a los profesores. Necesitamos a alguien que nos lleve las cuentas.",
    "accounting", None, None, not_place=("Schengen",), kind="c", nu="U", situation="Flamenco association needs bookkeeping and payroll advice")
add("es-t11", "Nuestra pequeña consultora se traslada de Kirchberg a Strassen el 1 de julio. Son 15 puestos de trabajo, archivadores y un armario con el servidor. Buscamos una empresa de mudanzas que lo haga en un fin de semana para no parar la actividad.",
    "moving", "Luxembourg", "Kirchberg", distractors=("Strassen",), kind="c", nu="N", situation="Consultancy office move over a weekend")
add("es-t12", "Vivimos en Mondorff, el pueblo francés pegado a Mondorf-les-Bains. Queremos hacer un altillo en el garaje para guardar cosas, de unos 3 x 2 metros. ¿Es mejor hacerlo de madera o de metal? ¿Cuánto puede costar uno así de madera?",
    "carpentry", "abroad", "Mondorff", distractors=("Mondorf-les-Bains",), kind="d", nu="U", situation="Wooden storage mezzanine in a garage, house in France")
add("es-t13", "Queremos hacer una barbacoa de obra con ladrillo refractario en el jardín de casa en Differdange. ¿Merece la pena hacerla de obra o es mejor comprar una prefabricada? ¿Cuánto cobra más o menos un albañil por algo así?",
    "masonry", "Differdange", "Differdange", kind="d", nu="N", situation="Built brick barbecue or prefab, mason's price")
add("es-t14", "Hemos comprado un local comercial en Ettelbruck y queremos convertirlo en vivienda, con cocina, baño, dos habitaciones y suelos nuevos. ¿Qué va primero, los permisos o los presupuestos? ¿Hay alguien que lo haga todo llave en mano? ¿Cuánto tiempo se suele tardar?",
    "renovation", "Ettelbruck", "Ettelbruck", kind="d", nu="U", situation="Convert a shop into a home, permits first, turnkey")
add("es-t15", "Nos acabamos de mudar a una casa adosada en Bertrange y la planta baja es un caos: cocina abierta, comedor y salón sin separación. ¿Merece la pena contratar a un interiorista solo para el plan de muebles e iluminación? ¿Cobran por hora o por proyecto?",
    "interior-design", "Bertrange", "Bertrange", kind="d", nu="N", situation="Open ground floor layout, is an interior designer worth it")
