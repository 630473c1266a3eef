MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------------------------------------------------------- Luxembourgish
add("lb-s01", "Mir hunn de ganze Schlësselbond am Zuch verluer, kann een dës Woch d'Schlass vun eiser Hausdier zu Wolz wiesselen, et ass e Sécherheetszylinder mat Kaart?",
    "locksmith", "Wiltz", "Wolz", situation="Keys lost on the train, wants the front-door security cylinder replaced")
add("lb-s02", "wéi vill kascht et fir e ganz neie Rasen unzeleeën den ale bei eis zu Ëlwen ass just nach Moos a Maulwurfshiwwelen",
    "gardening", "Troisvierges", "Ëlwen", situation="Lawn is all moss and molehills, wants a new lawn laid")
add("lb-s03", "Eise Frigo (Liebherr, 6 Joer al) mécht Kaméidi a killt net méi richteg, de Congélateur uewen geet awer nach – hätt een nocher oder muer Zäit an der Géigend vu Klierf?",
    "appliance-repair", "Clervaux", "Klierf", not_place=["nocher"], situation="Fridge noisy and not cooling, freezer still works")
add("lb-s04", "Ech sichen en Affekot fir Ierfrecht, mäi Brudder wëll d'Haus vun eiser verstuerwener Mamm verkafen ouni eis zwou Schwësteren iwwerhaapt ze froen.",
    "legal", None, None, situation="Inheritance dispute: brother wants to sell late mother's house alone")
add("lb-s05", "D'Fugen an eiser Dusch zu Wilwerwiltz bréckelen eraus an et leeft Waasser hannert d'Plättercher, wie kann déi nei maachen 🙏",
    "tiling", "Kiischpelt", "Wilwerwiltz", situation="Shower grout crumbling, water getting behind the tiles")
add("lb-s06", "Mir plënneren Enn Februar vun Dikrech op Ettelbréck an hu keen Auto, mir bräichten Leit mat engem Camion fir en Appartement mat 3 Zëmmer.",
    "moving", "Diekirch", "Dikrech", distractors=["Ettelbréck"], situation="Move of a 3-room flat from Diekirch to Ettelbruck, no car")
add("lb-s07", "Mir sichen e Fotograf fir nei Fotoe vun eise véier Gîte-Zëmmeren zu Veianen, well déi aler op eiser Internetsäit nach aus dem Joer 2011 sinn.",
    "photography", "Vianden", "Veianen", situation="New photos of four guest rooms for the website")
add("lb-s08", "Kann een eis e Kafcompromis vu 14 Säiten vum Franséischen op Portugisesch iwwersetzen, d'Schwéierelteren wëllen et verstoen ier se ënnerschreiwen?",
    "translation", None, None, situation="Translate a 14-page property purchase agreement French to Portuguese")
add("lb-s09", "Zanter enger Woch hu mir Mais um Späicher zu Dahl, et kraazt all Nuecht iwwer eisem Schlofzëmmer a mir hunn och schonn Knuddele fonnt, wien hëlleft do?",
    "pest-control", "Goesdorf", "Dahl", situation="Mice scratching in the attic above the bedroom")
add("lb-s10", "Sicht ee Nohëllef a Mathé fir eise Jong deen an der 4e am Lycée ass, zweemol d'Woch, gären online.",
    None, None, None, situation="Maths tutoring for a secondary-school son (not a listed trade)")

add("lb-t01", "Moien. Bei eis zu Hosingen leeft d'Waasser an der Toilette ëmmer no, och Stonne nom Spullen. Et zischt an der Nuecht a mir héieren et bis an d'Schlofzëmmer. D'Waasserrechnung vun der Gemeng war elo bal duebel sou héich wéi d'lescht Joer. Wann ech den Deckel vum Réservoir ophiewen, gesinn ech eng Zort Schwëmmer, mee ech trauen mech net drun.",
    "plumbing", "Parc Hosingen", "Hosingen", kind="a", nu="U", situation="Toilet cistern keeps refilling and hissing, water bill doubled")
add("lb-t02", "Bei eis zu Weiswampach fält all Kéier d'Sécherung eraus, wann de Kachheerd an d'Spullmaschinn gläichzäiteg lafen. Eisen Noper huet gemengt, ech soll einfach eng méi staark Sécherung (25 amplaz 16) an de Kasten setzen, dann wier Rou. Mäi Schwoer seet awer, dat wier geféierlech wéinst de Kabelen. Ech hätt gär, datt en Elektriker sech dat eemol ukuckt ier ech eppes Dommes maachen.",
    "electrical", "Weiswampach", "Weiswampach", kind="b", nu="N", situation="Breaker trips with cooker and dishwasher; neighbour advised a bigger fuse")
add("lb-t03", "Mir hunn en alen Bauerenhaff zu Nothum mat enger Uelegheizung vun 1994. Elo iwwerleeë mir, ob Pellets oder eng Wärmepompel méi Sënn mécht, well d'Haus net besonnesch gutt isoléiert ass. Wat ass méi bëlleg am Verbrauch, a wéi vill Subside kritt een dofir? Ka mir een dat virun Uert erklären an duerno eng Offer maachen?",
    "heating", "Lac de la Haute-Sûre", "Nothum", kind="d", nu="U", situation="Replace 1994 oil boiler in old farmhouse: pellets or heat pump?")
add("lb-t04", "Moien, ech schreiwen am Numm vum Fussballclub vu Miersch. D'Vestiairen an d'Buvette hunn zanter Joren keng nei Faarf méi gesinn, d'Maueren si gro a voller Fleeken. Mir hätte gär e Moler, deen dat an der Summerpaus mécht, also tëscht Mëtt Juni an Enn Juli. Et sinn ongeféier 220 m² Mauer a Plafong. Kënnt Dir eis en Devis schécken?",
    "painting", "Mersch", "Miersch", kind="c", nu="N", situation="Football club wants changing rooms and clubhouse repainted in summer break")
add("lb-t05", "Eis Holztrap am Haus zu Stolzebuerg kraacht bei all Schrëtt, virun allem déi ënnescht véier Stufen. Am Baumaart hu se mir gesot, ech soll einfach Babypuder an d'Ritze streeën, dat géif duergoen. Dat huet genau zwee Deeg gehalen. Elo wackelt eng Stuf souguer e bëssen. Wien kann dat uerdentlech fixéieren?",
    "carpentry", "Putscheid", "Stolzebuerg", kind="b", nu="U", situation="Creaking, now wobbly wooden stairs; DIY store suggested baby powder")
add("lb-t06", "Nom Stuerm vu leschter Nuecht dreipt et bei eis zu Pommerloch um Späicher. Op engem vun den Dachbalken ass e groussen donkele Fleck, an um Buedem steet e bësse Waasser. Vu baussen gesäit een, datt e puer Zilleger verrutscht sinn. Mir hunn elo emol en Eemer drënner gestallt.",
    "roofing", "Winseler", "Pommerloch", kind="a", nu="U", situation="Water dripping into the attic after a storm, displaced tiles visible")
add("lb-t07", "Bei eiser aler Schei zu Bauschelt bucht d'Bruchsteemauer op der Stroossesäit no baussen. Ass et besser, déi Mauer ofzerappen an nei opzemaueren, oder kann e Maurer se mat Ankeren stabiliséieren? Wat kascht sou eppes ongeféier, et sinn 8 Meter laang an 3 Meter héich? Mir wëllen net waarden, bis se engem op de Kapp fält.",
    "masonry", "Boulaide", "Bauschelt", kind="d", nu="N", situation="Bulging rubble-stone barn wall: rebuild or anchor, and cost?")
add("lb-t08", "Mir sinn eng Crèche um Lampertsbierg mat engem klenge Gaart hannendrun. D'Spillwiss ass ganz ausgelatscht, d'Bëscher si verwëllert an et stinn e puer gëfteg Planzen do, déi mir lass wëlle ginn. Mir hätte gär, datt een dat am Fréijoer kannerfrëndlech nei uleet an duerno all Mount e bëssen entretenéiert. De Budget muss duerch de Conseil d'administration, also bräichte mir eng schrëftlech Offer.",
    "gardening", "Luxembourg", "Lampertsbierg", kind="c", nu="U", situation="Day-care centre wants its play garden redesigned and maintained monthly")
add("lb-t09", "Eis Musekgesellschaft organiséiert de Fuesbal an der Sall zu Ettelbruck. Um Sonndeg de Mueren muss alles erëm propper sinn, well d'Gemeng d'Sall um 14 Auer fir eng aner Manifestatioun brauch. Et geet ëm Buedem, Toiletten, Kichen an d'Konfetti iwwerall. Mir sinn zwar Benevollen, mee no enger Nuecht Fuesbal kritt keen dat méi eleng hin. Wat géif dat kaschten, fir 4 bis 5 Stonnen?",
    "cleaning", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="Brass band needs the hall cleaned the morning after its carnival ball")
add("lb-t10", "Mir hunn en Haus vun 1962 zu Heiderscheid kaaft. Kichen, Buedzëmmer an d'Elektresch sinn nach original, d'Buedem ass Linoleum iwwer alem Parkett. Mir froen eis, a wéi enger Reiefolleg ee sou eppes ugeet an ob et realistesch ass, bis September anzeplënneren. Huet een eng Iddi, wat sou e Projet pro m² haut ongeféier kascht?",
    "renovation", "Esch-sur-Sûre", "Heiderscheid", kind="d", nu="U", situation="Bought a 1962 house needing kitchen, bath, wiring, floors: order, timing, cost per m²")
add("lb-t11", "Eist Haus zu Bastendorf huet en Daach, dee just no Norden an no Osten geet. E Verkeefer op der Oekofoire huet eis gesot, dat wier egal, d'Panneauen géifen och do quasi d'selwecht produzéieren. Eng Kollegin mengt, dat wier Blödsinn. Mir hätte gär eng éierlech Berechnung vun engem, deen net just verkafe wëll, an dann eventuell eng Installatioun vu 6 bis 8 kWc.",
    "solar", "Tandel", "Bastendorf", kind="b", nu="U", situation="Salesman said north/east roof is as good for PV; wants honest yield estimate")
add("lb-t12", "Ech si Presidentin vun enger klenger Chorale. Eise Caissier huet no 20 Joer opgehalen an eis e Schongkartong voller Quittungen hannerlooss. D'Generalversammlung ass am Mäerz an d'Keesserevisoren wëllen eng uerdentlech Comptabilitéit gesinn. Gëtt et e Comptabel, deen esou eppes fir eng ASBL mécht, ouni datt et eis ganz Keess kascht?",
    "accounting", None, None, kind="c", nu="N", situation="Choir association needs its books put in order for the general assembly")
add("lb-t13", "Bei eis doheem zu Asselborn ass de WiFi am Büro uewen ëmmer ewech. Mäin Neveu huet e Repeater aus dem Supermarché drugestach an eis gesot, mir sollen de Router all Owend ausschalten, da géif e sech erhuelen. Elo dauert et all Moien eng hallef Stonn, bis alles erëm leeft. Ech pendelen just nach zwee Deeg an d'Stad a schaffen de Rescht vun doheem, dofir brauch ech dat stabil, eventuell mat Kabel oder Mesh.",
    "it-support", "Wincrange", "Asselborn", distractors=["d'Stad"], kind="b", nu="U", situation="Home-office Wi-Fi upstairs drops; nephew's repeater and router-off advice made it worse")
add("lb-t14", "Mir verkafen zanter kuerzem Rëndfleesch-Päck direkt vum Bauerenhaff. Bis elo leeft alles iwwer Facebook an Telefon, an ech verléieren den Iwwerbléck iwwer d'Bestellungen. Ass et besser, selwer eppes mat Wix ze bastelen, oder lount et sech, e Webdesigner ze huelen, deen eis eng kleng Bestellsäit mécht? Wat kascht sou eppes realistesch?",
    "web-development", None, None, kind="d", nu="N", situation="Farm selling beef boxes: DIY site builder or pay a web designer for an order page?")
add("lb-t15", "Mir sinn an en Appartement zu Arel geplënnert, well et do méi bëlleg ass. De Living ass laang a schmuel, mat nëmmen enger Fënster um Enn, an iergendwéi gesäit alles ëmmer donkel a vollgestoppt aus. Mir wëssen net, wou de Canapé, den Iessdësch an d'Regaler hi sollen. All Miwwel, dee mir bis elo kaaft hunn, mécht et nach méi enk.",
    "interior-design", "abroad", "Arel", kind="a", nu="U", situation="Long narrow dark living room in Arlon, no idea how to place the furniture")

# ---------------------------------------------------------------- French
add("fr-s01", "Bonjour, besoin d'un électricien pour poser une borne de recharge 11 kW dans le garage d'une maison à Esch-sur-Alzette, le tableau est au sous-sol à environ 15 m.",
    "electrical", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="Install an 11 kW wallbox in the garage")
add("fr-s02", "à chaque gros orage l'eau des égouts remonte par le siphon de sol de notre cave à rumelange, quelqu'un peut venir poser un clapet anti-retour avant l'automne ?",
    "plumbing", "Rumelange", "rumelange", situation="Sewage backs up through the cellar floor drain in storms, wants a backflow valve")
add("fr-s03", "Ma porte blindée refuse de s'ouvrir, la clé tourne dans le vide et je suis coincée dehors avec les courses, appartement au 3e rue de Strasbourg quartier Gare 😩",
    "locksmith", "Luxembourg", "Gare", situation="Armoured door lock spins freely, locked out")
add("fr-s04", "Couple de frontaliers (lui travaille à Luxembourg, moi en France) cherche un comptable pour remplir notre déclaration d'impôts 2025, on ne sait pas si l'imposition collective vaut le coup.",
    "accounting", None, None, distractors=["Luxembourg"], situation="Cross-border couple needs help with tax return and joint taxation choice")
add("fr-s05", "On vend la maison de mes parents à Niedercorn et on cherche une entreprise pour un grand nettoyage complet avant les visites (vitres, cuisine, cave, 160 m²).",
    "cleaning", "Differdange", "Niedercorn", situation="Deep clean of parents' house before viewings for the sale")
add("fr-s06", "Notre club de judo cherche quelqu'un pour refaire son site internet avec le planning des cours, les inscriptions en ligne et une page pour les résultats des compétitions.",
    "web-development", None, None, situation="Judo club website with timetable, online sign-up and results")
add("fr-s07", "Quelqu'un connaît un bon garage pour faire le contrôle technique et changer l'embrayage de ma Clio ?",
    None, None, None, situation="Car inspection and clutch replacement (not a listed trade)")
add("fr-s08", "Devis svp pour couler une dalle en béton de 3 x 4 m pour un abri de jardin derrière la maison à Tétange, accès possible par le côté.",
    "masonry", "Kayl", "Tétange", situation="Pour a 3x4 m concrete slab for a garden shed")
add("fr-s09", "Mon lave-vaisselle Bosch de 5 ans ne vide plus l'eau, il en reste 3 cm au fond après chaque cycle, je suis à Bergem.",
    "appliance-repair", "Mondercange", "Bergem", situation="Dishwasher no longer drains")
add("fr-s10", "Je cherche un interprète portugais-français pour accompagner ma mère chez le notaire jeudi prochain, c'est pour la succession de mon père.",
    "translation", None, None, situation="Interpreter Portuguese-French for a notary appointment")

add("fr-t01", "Depuis quelques jours, chez nous à Lamadelaine, les lumières du salon clignotent dès que le four tourne. Ce matin il y avait une petite odeur de plastique brûlé près de la prise derrière le frigo, et le cache est un peu jauni. J'ai débranché le frigo par précaution. Ma fille de 3 ans joue souvent dans cette pièce, donc ça m'inquiète.",
    "electrical", "Pétange", "Lamadelaine", kind="a", nu="U", situation="Lights flicker when the oven runs, burnt-plastic smell at a socket")
add("fr-t02", "Bonjour. Dans l'appartement que je loue à Bettembourg, la pression du chauffage tombe à 0,5 bar presque chaque semaine et les radiateurs deviennent tièdes. Le propriétaire m'a dit de rajouter de l'eau moi-même tous les lundis et que c'était normal pour une vieille installation. J'ai plutôt l'impression qu'il y a une fuite quelque part, il y a d'ailleurs une trace de rouille sous la vanne du radiateur de la chambre. Le propriétaire accepte de payer si quelqu'un de sérieux confirme le problème.",
    "heating", "Bettembourg", "Bettembourg", kind="b", nu="U", situation="Heating pressure drops weekly; landlord says just top it up")
add("fr-t03", "Nous sommes une petite agence immobilière au Howald. Pendant les fêtes, du 24 décembre au 2 janvier, l'agence est fermée et nous voudrions en profiter pour rafraîchir les murs de l'accueil et des deux bureaux, environ 140 m², en blanc cassé avec un mur vert sauge derrière le comptoir. Les murs sont en bon état, juste quelques trous de cadres à reboucher. Pouvez-vous nous proposer quelqu'un de disponible à ces dates ?",
    "painting", "Hesperange", "Howald", kind="c", nu="U", situation="Estate agency wants its office walls repainted over the holidays")
add("fr-t04", "On vient d'acheter une maison à Soleuvre avec un vieux parquet en chêne d'environ 60 m² sous la moquette. Il est rayé et grisé mais semble solide. Vaut-il mieux le poncer et le vitrifier, ou plutôt l'huiler vu qu'on a deux chiens ? Et à combien faut-il s'attendre au m², à peu près ?",
    "carpentry", "Sanem", "Soleuvre", kind="d", nu="U", situation="Old oak parquet under carpet: sand and varnish or oil, cost per m²?")
add("fr-t05", "Au printemps, un voisin m'a conseillé de passer le nettoyeur haute pression sur le toit pour enlever la mousse, il l'avait fait chez lui sans problème. Depuis, à chaque grosse pluie, une tache s'agrandit au plafond de la chambre sous les combles. En montant au grenier, j'ai vu le jour entre deux tuiles. Maison à Bascharage, tuiles en terre cuite d'une trentaine d'années. Il faudrait quelqu'un pour vérifier et réparer avant l'hiver.",
    "roofing", "Käerjeng", "Bascharage", kind="b", nu="U", situation="Pressure-washed roof on neighbour's advice, now leaks between tiles")
add("fr-t06", "Dans notre cuisine, plusieurs carreaux du sol sonnent creux quand on marche dessus, surtout devant l'évier. Hier, l'un d'eux s'est fendu d'un coin à l'autre quand j'ai fait tomber une casserole. Les joints autour se décollent aussi. Il nous reste une boîte de carreaux d'origine au garage, si jamais ça peut servir. Adresse : 12 rue du Bois, L-3345.",
    "tiling", "Leudelange", "L-3345", kind="a", nu="U", situation="Kitchen floor tiles sound hollow, one cracked, grout coming loose")
add("fr-t07", "Nous sommes un bureau d'architectes de 8 personnes et nous quittons nos locaux de Thionville pour nous installer au Kirchberg début mars. Il faut transporter les bureaux, deux armoires à plans, un traceur grand format et environ 120 cartons d'archives. Nous cherchons des déménageurs qui peuvent faire ça un vendredi après-midi et un samedi, pour rouvrir le lundi. Pouvez-vous nous faire une offre ?",
    "moving", "abroad", "Thionville", distractors=["Kirchberg"], kind="c", nu="N", situation="Architects' office moving from Thionville to Kirchberg over a weekend")
add("fr-t08", "Nous avons acheté un appartement des années 70 à Reckange-sur-Mess. L'agent immobilier nous avait assuré qu'on pouvait refaire cuisine, salle de bains, sols et électricité en deux semaines pour 15 000 €. Le premier artisan qu'on a appelé a rigolé au téléphone. On cherche maintenant quelqu'un qui prenne en charge l'ensemble des travaux avec un planning réaliste, on doit quitter notre location fin juin.",
    "renovation", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="b", nu="U", situation="Agent promised a 2-week full flat refit for 15k; needs realistic coordinated works")
add("fr-t09", "Je suis boulanger à Schifflange et nos fours tournent dès 3 h du matin, la facture d'électricité a explosé. Le toit plat de l'atelier fait environ 300 m² et il est libre. Je voudrais qu'un installateur photovoltaïque vienne voir ce qu'on peut y mettre, et si la production peut couvrir nos chambres froides la journée. Est-ce qu'il y a des aides pour les entreprises ?",
    "solar", "Schifflange", "Schifflange", kind="c", nu="N", situation="Bakery wants PV on its 300 m² flat workshop roof")
add("fr-t10", "Bonjour, je gère un restaurant à Esch/Alzette. Depuis deux semaines on voit des cafards le soir derrière le lave-vaisselle et sous la plonge. Le contrôle de la sécurité alimentaire peut passer à tout moment et on ne peut pas fermer plus d'un jour. Nous cherchons une entreprise de désinsectisation discrète, idéalement avec un contrat de suivi.",
    "pest-control", "Esch-sur-Alzette", "Esch/Alzette", kind="c", nu="N", situation="Restaurant kitchen has cockroaches before a food-safety inspection")
add("fr-t11", "Depuis la mise à jour de Windows de la semaine dernière, l'imprimante n'imprime plus rien depuis mon portable, alors que ça marche depuis le téléphone. Le PC de ma femme, branché par câble sur la box, ne voit plus non plus le disque réseau où sont toutes nos photos. J'ai déjà redémarré la box trois fois. On habite à Dudelange, près de la gare.",
    "it-support", "Dudelange", "Dudelange", not_place=["gare"], kind="a", nu="U", situation="After a Windows update, printer and network drive unreachable at home")
add("fr-t12", "Un entrepreneur a encaissé 40 % d'acompte pour notre extension, soit 28 000 €, puis il a disparu du chantier depuis trois mois. Il ne répond plus que par des excuses par SMS. Est-ce que ça vaut la peine de prendre un avocat, ou faut-il d'abord envoyer une mise en demeure nous-mêmes ? Combien coûte en général une procédure comme ça ?",
    "legal", None, None, kind="d", nu="N", situation="Contractor took a 40% deposit and vanished: lawyer or formal notice first?")
add("fr-t13", "Notre maison à Crauthem est en vente depuis deux mois et presque personne ne vient visiter. Mon beau-frère avait dit que les photos au smartphone suffisaient, que les gens regardent le prix et pas les images. L'agence nous dit maintenant que nos photos sombres et penchées font fuir les acheteurs. On voudrait de vraies images lumineuses, intérieur et extérieur, et peut-être quelques vues par drone.",
    "photography", "Roeser", "Crauthem", kind="b", nu="U", situation="House for sale with dark smartphone photos; wants proper interior/exterior and drone shots")
add("fr-t14", "Nous rénovons un appartement à Belair et nous voulons ouvrir la cuisine sur le séjour. Nous hésitons entre un îlot central et une péninsule, et nous ne savons pas du tout comment éclairer l'ensemble, la pièce ne reçoit la lumière que d'un côté. Est-ce qu'un architecte d'intérieur travaille plutôt au forfait ou à l'heure pour ce genre de mission ? Et combien de temps prend en général un plan d'aménagement ?",
    "interior-design", "Luxembourg", "Belair", kind="d", nu="N", situation="Open kitchen layout and lighting: how do interior architects charge?")
add("fr-t15", "Mon père m'a donné cinq jeunes arbres fruitiers, deux pommiers, deux poiriers et un mirabellier, en haute tige. Est-ce que ça vaut la peine de les faire planter maintenant en décembre ou vaut-il mieux attendre le printemps ? Le terrain à Aspelt est assez argileux et en pente. Combien demanderait quelqu'un pour la plantation, avec tuteurs et protection contre les chevreuils ?",
    "gardening", "Frisange", "Aspelt", kind="d", nu="U", situation="Plant five fruit trees now or in spring, and what would it cost?")

# ---------------------------------------------------------------- German
add("de-s01", "Nach dem Sturm am Wochenende liegen bei uns in Grevenmacher drei Firstziegel im Garten, kann bitte jemand schnell aufs Dach schauen, bevor es wieder regnet?",
    "roofing", "Grevenmacher", "Grevenmacher", situation="Ridge tiles blown off in a storm")
add("de-s02", "Suche jemanden, der uns in Remich eine Küchenrückwand aus weißen Metro-Fliesen verlegt, etwa 4 m², die Fliesen sind schon gekauft.",
    "tiling", "Remich", "Remich", situation="Lay a metro-tile kitchen splashback, tiles already bought")
add("de-s03", "Nach einem Einbruchsversuch letzte Woche hätten wir gern ein Angebot für neue Sicherheitszylinder an Haustür und Kellertür in Echternach.",
    "locksmith", "Echternach", "Echternach", situation="New security cylinders after an attempted break-in")
add("de-s04", "Ich brauche einen Anwalt für Arbeitsrecht, mir wurde nach 11 Jahren per WhatsApp gekündigt.",
    "legal", None, None, not_place=["einen"], situation="Dismissed by WhatsApp after 11 years, needs an employment lawyer")
add("de-s05", "Nach dem Umbau liegt im ganzen Haus feiner Staub, wir bräuchten bis Freitag eine gründliche Baureinigung inklusive Fenster, Adresse 6180 Gonderange.",
    "cleaning", "Junglinster", "Gonderange", situation="Post-renovation dust clean including windows by Friday")
add("de-s06", "Backofen von Siemens heizt nur noch oben, unten bleibt alles kalt – wer repariert sowas in Wasserbillig?",
    "appliance-repair", "Mertert", "Wasserbillig", situation="Oven bottom heating element dead")
add("de-s07", "Wir hätten gern einen maßgefertigten Einbauschrank unter der Dachschräge im Kinderzimmer, Haus in Bech, also nicht in Consdorf wie auf dem Formular steht.",
    "carpentry", "Bech", "Bech", distractors=["Consdorf"], not_place=["einen"], situation="Made-to-measure wardrobe under the sloping ceiling")
add("de-s08", "Wer kann uns beim Termin mit dem Gutachter der Versicherung dolmetschen, Deutsch–Portugiesisch, voraussichtlich nächsten Dienstag?",
    "translation", None, None, situation="Interpreter German-Portuguese for an insurance assessor's visit")
add("de-s09", "Suche jemanden, der zweimal pro Woche mittags mit unserem Hund Gassi geht, wir sind beide bis 18 Uhr im Büro.",
    None, None, None, situation="Dog walker (not a listed trade)")
add("de-s10", "Unser Keller in Wecker ist voller Asseln und jetzt kriechen sie sogar schon ins Wohnzimmer hoch, was kann man da machen?",
    "pest-control", "Biwer", "Wecker", situation="Woodlice infesting the cellar and living room")

add("de-t01", "Wir wohnen in Remich, kümmern uns aber um die Wohnung meiner Schwiegermutter in Konz. Seit ein paar Tagen knallt es dort laut in der Wand, jedes Mal wenn jemand den Wasserhahn in der Küche zudreht. Gestern war unter dem Spülbecken im Schrank auch plötzlich ein feuchter Fleck. Die Hausverwaltung reagiert nicht.",
    "plumbing", "abroad", "Konz", distractors=["Remich"], kind="a", nu="U", situation="Water hammer bangs and damp patch under sink in mother-in-law's flat in Konz")
add("de-t02", "Wir haben in Roodt-sur-Syre neue Wegleuchten für den Garten gekauft. Im Baumarkt hieß es, wir könnten ein normales Verlängerungskabel einfach in der Erde vergraben und an die Steckdose auf der Terrasse hängen. Mein Nachbar meinte dann, das sei lebensgefährlich und der FI würde bei Regen sowieso ständig rausfliegen. Jetzt hätten wir gern einen Elektriker, der ein richtiges Erdkabel verlegt und einen Schalter im Haus setzt.",
    "electrical", "Betzdorf", "Roodt-sur-Syre", not_place=["einen"], kind="b", nu="N", situation="Garden path lights: store said bury an extension cable; wants proper buried cable")
add("de-t03", "In unserem Haus in Fels ist seit dem Herbst das Badezimmer kalt, obwohl der Boden in allen anderen Räumen schön warm ist. Am Verteiler im Flur steht bei diesem Kreis der kleine Anzeiger auf null, die anderen auf 2 bis 3. Am Raumthermostat haben wir schon gedreht, ohne Ergebnis. Es ist ein Neubau von 2019.",
    "heating", "Larochette", "Fels", kind="a", nu="U", situation="One underfloor heating circuit (bathroom) gives no heat")
add("de-t04", "Wir sind ein kleines Weingut in Ehnen und eröffnen im Mai unseren neuen Probierraum. Die Fassade zur Weinstraße hin ist grau und fleckig, der alte Putz ist aber noch fest. Wir möchten sie in einem warmen Sandton streichen lassen, dazu die Fensterläden in Dunkelgrün. Die Fläche ist etwa 90 m², ein Gerüst wäre nötig. Wer hätte im März oder April Zeit?",
    "painting", "Wormeldange", "Ehnen", kind="c", nu="U", situation="Winery wants its facade and shutters repainted before opening a tasting room")
add("de-t05", "Unsere Holzterrasse in Consdorf, Douglasie, sechs Jahre alt, hat inzwischen mehrere morsche Dielen, man bricht fast durch. Ein Bekannter hatte uns beim Bau geraten, die Bretter direkt auf den Kies zu legen, das trockne schon. Jetzt ist wohl auch die Unterkonstruktion hinüber. Es müsste jemand die Terrasse richtig neu aufbauen, mit Abstand zum Boden, ungefähr 25 m².",
    "carpentry", "Consdorf", "Consdorf", kind="b", nu="U", situation="Wooden deck laid straight on gravel on a friend's advice is rotting")
add("de-t06", "Im Wohnzimmer unseres Hauses in Heffingen zieht sich ein Riss schräg von der Fensterecke bis zur Decke. Letztes Jahr konnte man ihn kaum sehen, inzwischen passt ein Fingernagel hinein. Außen an der Giebelwand sieht man an derselben Stelle auch einen feinen Riss im Putz. Das Haus ist von 1978 und steht am Hang, vielleicht ist das der Grund.",
    "masonry", "Heffingen", "Heffingen", not_place=["einen", "Grund"], kind="a", nu="U", situation="Diagonal crack from window corner growing, matching crack outside")
add("de-t07", "Letztes Jahr hat uns der Verkäufer im Gartencenter für unseren Hang in Christnach Bambus empfohlen, der wachse schnell und halte die Erde. Jetzt ist er überall, sogar unter dem Zaun beim Nachbarn und zwischen den Platten der Terrasse. Wir möchten, dass jemand den Bambus samt Wurzeln komplett entfernt und den Hang mit heimischen Sträuchern neu bepflanzt. Was kostet sowas ungefähr?",
    "gardening", "Waldbillig", "Christnach", kind="b", nu="U", situation="Garden-centre bamboo spreading everywhere; remove and replant the slope")
add("de-t08", "Wir sind ein Tischtennisverein aus Rosport und müssen unser altes Vereinslokal bis Ende Januar räumen. Es geht um zwei Tischtennisplatten, zwei Kühlschränke, Tische, Bänke und etwa 40 Kisten mit Pokalen und Trikots. Alles soll in ein Lager nach Echternach. Kann uns eine Umzugsfirma an einem Samstag helfen, und was würde das kosten?",
    "moving", "Rosport-Mompach", "Rosport", distractors=["Echternach"], kind="c", nu="N", situation="Table-tennis club clearing its clubhouse into storage")
add("de-t09", "Wir haben das Bauernhaus meiner Großeltern in Beyren geerbt: Bad, Küche, Böden und Dämmung sind alle von anno dazumal. Mein Onkel meinte, das meiste könnten wir am Wochenende selbst machen, er habe das 1985 auch so gemacht. Nach drei Monaten sind gerade mal die Tapeten unten und im Bad liegt der Estrich offen. Wir suchen jetzt jemanden, der den Umbau von Bad, Küche und Böden plant und übernimmt, damit wir im Herbst einziehen können.",
    "renovation", "Flaxweiler", "Beyren", kind="b", nu="U", situation="Inherited farmhouse: DIY weekends on uncle's advice stalled; needs a coordinated refit")
add("de-t10", "Auf unserem Garagendach in Berburg wäre Platz für vielleicht 12 Module. Lohnt sich das überhaupt, wenn wir tagsüber arbeiten und den Strom erst abends brauchen? Wird eine Anlage auf der Garage vom Klimabonus genauso gefördert wie auf dem Hausdach? Und wie lange dauert es momentan von der Bestellung bis zur Inbetriebnahme?",
    "solar", "Manternach", "Berburg", kind="d", nu="U", situation="Is a 12-module PV system on the garage roof worth it, subsidies, lead time?")
add("de-t11", "Ich habe im Frühjahr eine kleine Wohnung geerbt, die ich jetzt vermiete. Muss ich die Mieteinnahmen in der Steuererklärung angeben, auch wenn nach den Zinsen kaum etwas übrig bleibt? Lohnt es sich, dafür einen Steuerberater zu nehmen, oder schafft man das allein über MyGuichet? Was kostet so etwas ungefähr im Jahr?",
    "accounting", None, None, not_place=["einen"], kind="d", nu="N", situation="Declaring rent from an inherited flat: tax adviser or DIY?")
add("de-t12", "Wir führen ein kleines Hotel in Berdorf mit 14 Zimmern. Seit dem neuen Glasfaseranschluss fällt das Gäste-WLAN im hinteren Flügel ständig aus und die PCs an der Rezeption verlieren die Verbindung zum Drucker. Der Anbieter sagt, bis zum Router sei alles in Ordnung. Wir bräuchten jemanden, der sich das Netzwerk vor Ort anschaut, bevor zu Ostern die Wanderer kommen.",
    "it-support", "Berdorf", "Berdorf", not_place=["führen"], kind="c", nu="U", situation="Hotel guest Wi-Fi and reception network dropping after fibre switch")
add("de-t13", "Ich bin Physiotherapeutin aus Brandenburg und mache mich hier im Januar selbstständig. Brauche ich wirklich eine eigene Website mit Online-Terminbuchung, oder reicht ein Profil auf Doctena und Google? Falls ja: Was kostet eine einfache Seite bei einer Webagentur, und was muss ich danach monatlich einplanen?",
    "web-development", None, None, distractors=["Brandenburg"], kind="d", nu="N", situation="New physiotherapist: own website with booking, or a Doctena profile?")
add("de-t14", "Wir betreiben einen Campingplatz in Dillingen an der Sauer und bauen gerade fünf neue Holzchalets. Für die Saison brauchen wir Bilder von den Chalets, vom Pool und von der Umgebung, am liebsten auch ein kurzes Video mit Drohne. Das Material kommt auf unsere Website und auf Booking.com. Wer hätte im Mai Zeit, wenn alles fertig eingerichtet ist?",
    "photography", "Beaufort", "Dillingen", not_place=["einen"], kind="c", nu="U", situation="Campsite needs photos and drone video of new chalets")
add("de-t15", "Wir haben in Greiveldange einen alten Gewölbekeller unter dem Haus, den wir zu einem Wohnraum mit Bar und Gästeecke machen möchten. Die Wände sind Bruchstein, es gibt nur ein kleines Fenster. Lohnt es sich, dafür einen Innenarchitekten zu beauftragen, oder bekommt man das mit guten Ideen aus dem Internet auch hin? Uns geht es vor allem um Licht, Farben und die Aufteilung.",
    "interior-design", "Stadtbredimus", "Greiveldange", not_place=["einen"], kind="d", nu="N", situation="Turn a vaulted cellar into a living space: hire an interior designer?")

# ---------------------------------------------------------------- English
add("en-s01", "Hi, since the water company swapped our meter last week the pressure in the whole house in Strassen has dropped to a trickle, could a plumber come and check the pipes?",
    "plumbing", "Strassen", "Strassen", situation="Water pressure collapsed after meter replacement")
add("en-s02", "Need an electrician to add four double sockets and a network outlet in the spare room we're turning into a home office, flat near the Cloche d'Or in Luxembourg City.",
    "electrical", "Luxembourg", "Luxembourg City", situation="Extra sockets and a network outlet for a home office")
add("en-s03", "Our safe at home in Bertrange won't open, we've forgotten the code and the backup key is locked inside it 🙃",
    "locksmith", "Bertrange", "Bertrange", situation="Home safe locked, code forgotten")
add("en-s04", "Looking for a freelance developer to rebuild the website of our choir with a concert calendar, ticket sales and a members-only area for sheet music.",
    "web-development", None, None, situation="Choir website with concert calendar, tickets and members area")
add("en-s05", "Looking for someone to deep clean our house in Manderen, just over the border from Schengen, the morning after my 40th birthday party this Sunday.",
    "cleaning", "abroad", "Manderen", distractors=["Schengen"], situation="Deep clean of a house in Manderen (France) after a party")
add("en-s06", "Can anyone turn the bare muddy plot behind our new-build in Capellen into a garden with some grass, two or three trees and a veg patch, roughly 200 m2?",
    "gardening", "Mamer", "Capellen", not_place=["grass"], situation="Turn a new-build's bare plot into a garden")
add("en-s07", "We need corporate headshots for 25 staff at our office in Senningerberg, ideally all done in one morning with a plain grey background.",
    "photography", "Niederanven", "Senningerberg", situation="Corporate headshots for 25 staff")
add("en-s08", "Does anyone know a good driving instructor with an automatic car who can do lessons in English on weekends?",
    None, None, None, situation="Driving lessons (not a listed trade)")
add("en-s09", "Quote please for retiling a small balcony, about 6 m², the old tiles are lifting and cracking after the frost, postcode L-5330.",
    "tiling", "Contern", "L-5330", situation="Retile a frost-damaged balcony")
add("en-s10", "our tumble dryer squeals like a pig whenever the drum turns its a 7 yr old miele and we're in bereldange",
    "appliance-repair", "Walferdange", "bereldange", situation="Tumble dryer squealing")

add("en-t01", "There's a strong smell of heating oil in our basement in Sandweiler since Monday, right next to the burner. This morning my husband Bill noticed black soot marks on the wall above it, and the radiators were only lukewarm. The tank was filled two weeks ago. We've kept the basement door shut because the kids' bedrooms are right above.",
    "heating", "Sandweiler", "Sandweiler", not_place=["Bill"], kind="a", nu="U", situation="Heating-oil smell and soot next to the burner, radiators lukewarm")
add("en-t02", "Last spring we repainted the metal railings on our balcony in Mullendorf ourselves. The guy at the DIY store said ordinary exterior wall paint would be fine if we gave it two coats. It's now peeling off in strips and rust is coming through everywhere. We'd like someone to strip it back properly and redo it with the right primer and paint, about 14 metres of railing.",
    "painting", "Steinsel", "Mullendorf", kind="b", nu="U", situation="Balcony railings painted with wall paint on DIY store advice are peeling")
add("en-t03", "Since we had new floor tiles laid in the hallway in Bridel, none of the three wooden interior doors will close properly. They scrape along the floor and one of them is leaving marks on the new tiles. The doors are solid oak and we really don't want to ruin them. Forcing them shut every evening is getting old.",
    "carpentry", "Kopstal", "Bridel", kind="a", nu="U", situation="Oak interior doors scrape on the new, higher floor")
add("en-t04", "Water's been coming in around the chimney on our roof in Munsbach whenever the rain comes sideways. My father-in-law went up and squeezed a whole tube of bathroom silicone around the base of the chimney, said it would last for years. It lasted one storm. The stain on the bedroom ceiling keeps growing, so we need someone to fix it properly from the outside.",
    "roofing", "Schuttrange", "Munsbach", kind="b", nu="U", situation="Leak at chimney flashing; father-in-law's silicone fix failed")
add("en-t05", "Dear Sir or Madam, I'm the secretary of a small riding club in Lintgen. We want to replace the muddy area in front of the stables with a proper concrete slab, roughly 12 by 8 metres, with a slight slope. The horses will need to be moved while it cures, so we have to plan the dates well in advance. Could someone come to measure up and send us a quote?",
    "masonry", "Lintgen", "Lintgen", not_place=["Sir"], kind="c", nu="U", situation="Riding club wants a concrete yard slab in front of the stables")
add("en-t06", "We have to be out of our rented house in Weiler-la-Tour by 31 January, but the handover of our new flat in Howald has been pushed back to late February. The estate agent said we could just keep the furniture in the garage at the new place, and the developer has now told us that's absolutely not allowed. So we need movers who can pack everything, keep it in storage for about three weeks and then deliver it. Do you offer that kind of combined service?",
    "moving", "Weiler-la-Tour", "Weiler-la-Tour", distractors=["Howald"], kind="b", nu="N", situation="Move out with three weeks of storage; agent's garage idea not allowed")
add("en-t07", "We run a yoga studio in Bofferdange with two practice rooms, changing rooms and showers. The lady who looked after it for years has just retired, and we urgently need somebody to take over three mornings a week before the first class at 9. Mats wiped, floors mopped, and the showers have to be spotless. Let me know your rates.",
    "cleaning", "Lorentzweiler", "Bofferdange", kind="c", nu="U", situation="Yoga studio needs regular morning cleaning")
add("en-t08", "We're looking at a 1970s bungalow in Keispelt that needs everything: kitchen, bathroom, floors, wiring and windows. Before making an offer we'd like a rough idea of what that costs per square metre these days and how long it takes. Is it realistic to move in within six months of buying? Would anyone come for a walkthrough before we sign the compromis?",
    "renovation", "Kehlen", "Keispelt", kind="d", nu="U", situation="1970s bungalow needing everything: cost per m² and time before buying")
add("en-t09", "Our solar panels in Mondorf have been producing roughly half of what they did last year. The neighbour, who has the same system, told us to switch the inverter off and on every morning to reset it, and we've done that for weeks with no change. The app now shows one string much lower than the other. Can someone come and check the installation properly?",
    "solar", "Mondorf-les-Bains", "Mondorf", kind="b", nu="U", situation="PV yield halved, one string low; neighbour's reset advice useless")
add("en-t10", "My ex-husband and I bought a flat together, and now he refuses to either sell it or buy me out. The divorce went through in Portugal last year. Do I need a lawyer here for this, and can he be forced to sell? Roughly what would it cost just to get started?",
    "legal", None, None, not_place=["sell"], kind="d", nu="N", situation="Ex-husband blocks sale or buy-out of jointly owned flat")
add("en-t11", "My partner and I have just set up a food truck as a small SARL-S. Do we really need an accountant from the first year, or can we keep the books ourselves in Excel until we grow? What does a fiduciary usually charge for a company with about 150 invoices a year?",
    "accounting", None, None, kind="d", nu="N", situation="New food-truck company: accountant from year one or DIY books?")
add("en-t12", "We're a three-lawyer practice in the Ville-Haute, just off the Grand-Rue. Our only IT person was one partner's nephew, and he has moved to Canada. Two laptops need replacing, the shared drive is almost full, and nobody knows the admin password for the firewall. We need an IT support company that can take over, ideally on a monthly contract.",
    "it-support", "Luxembourg", "Ville-Haute", kind="c", nu="N", situation="Small law firm lost its IT person and needs managed IT support")
add("en-t13", "We're organising a reunion for my grandmother's 90th, she was born in Trás-os-Montes and half the family only speaks Portuguese, the other half Luxembourgish and German. Would it be worth having somebody stand next to the speakers and put everything into the other language as they go? Or is it better to have the speeches written out in both languages beforehand? What would either option cost for about two hours?",
    "translation", None, None, not_place=["born"], kind="d", nu="U", situation="Family party in two languages: live interpreting or pre-translated speeches?")
add("en-t14", "I'm opening a small dental practice in Merl in the spring. The space is an old shop, long and narrow, with a waiting area at the front and two treatment rooms at the back. I'd like an interior designer to work out the layout, the lighting and a calming colour scheme so it doesn't feel clinical. The fit-out contractor is already booked, so I need the plans by February.",
    "interior-design", "Luxembourg", "Merl", kind="c", nu="N", situation="Dental practice in a former shop needs layout, lighting and colours")
add("en-t15", "For a few weeks now little grey moths keep fluttering out of our kitchen cupboards in Remerschen. Today I found fine webs and tiny worms in an open bag of flour and in the bird seed. I threw out half the cupboard, but in the evening they're still there. We've got the whole family coming over for Christmas.",
    "pest-control", "Schengen", "Remerschen", kind="a", nu="U", situation="Pantry moths in kitchen cupboards")

# ---------------------------------------------------------------- Portuguese
add("pt-s01", "Bom dia, preciso de um canalizador para trocar os canos velhos de chumbo na cave de uma casa em Schouweiler, é urgente porque as obras começam em janeiro.",
    "plumbing", "Dippach", "Schouweiler", situation="Replace old lead water pipes in the cellar")
add("pt-s02", "Alguém pode vir montar os candeeiros da casa nova e ligar as luzes do jardim em Dahlem, o eletricista da obra desapareceu 😅",
    "electrical", "Garnich", "Dahlem", situation="Fit ceiling lights and wire garden lights in a new house")
add("pt-s03", "Queria um orçamento para pintar a fachada da casa em Eischen, são mais ou menos 180 m2 e tem de ser com andaime.",
    "painting", "Habscht", "Eischen", situation="Facade painting with scaffolding")
add("pt-s04", "Preciso de um contabilista para fazer os salários das duas empregadas da minha pastelaria a partir de janeiro.",
    "accounting", None, None, situation="Payroll for two employees of a pastry shop")
add("pt-s05", "fiquei fechada fora de casa em goeblange com o bebé lá dentro a dormir por favor alguém que venha já",
    "locksmith", "Koerich", "goeblange", situation="Locked out with the baby asleep inside")
add("pt-s06", "Precisamos de limpeza do nosso escritório (duas salas, casa de banho e copa) em Esch-sur-Alzette três vezes por semana ao fim do dia.",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="Regular evening office cleaning")
add("pt-s07", "Preciso de traduzir o relatório médico do meu pai de francês para português para mostrar ao médico dele em Portugal.",
    "translation", None, None, situation="Translate father's medical report French to Portuguese")
add("pt-s08", "O frigorífico Samsung está a fazer gelo na parede de trás e a parte de baixo já não arrefece, moro em Kleinbettingen.",
    "appliance-repair", "Steinfort", "Kleinbettingen", situation="Fridge ices up at the back, bottom not cooling")
add("pt-s09", "Alguém conhece uma explicadora de francês para o meu filho do 7º ano, de preferência ao sábado de manhã?",
    None, None, None, situation="French tutor for a pupil (not a listed trade)")
add("pt-s10", "Tenho uma bétula enorme mesmo encostada à casa em Bissen e tenho medo que caia com o vento, alguém corta e tira a raiz?",
    "gardening", "Bissen", "Bissen", situation="Fell a big birch next to the house and remove the stump")

add("pt-t01", "Na casa de banho do rés-do-chão, em Colmar-Berg, o ralo do chão começou a cheirar a esgoto. Quando a máquina de lavar roupa despeja, a água sobe pelo ralo do duche e faz um barulho esquisito. Já deitei lixívia duas vezes e não mudou nada. Os miúdos já nem querem tomar banho lá em baixo.",
    "plumbing", "Colmar-Berg", "Colmar-Berg", kind="a", nu="U", situation="Floor drain smells of sewage, water rises in the shower when the washer empties")
add("pt-t02", "O radiador grande da sala, na nossa casa em Angelsberg, está completamente frio há uma semana. Os outros radiadores aquecem normalmente. A cabeça do termóstato roda sem fazer nada, parece solta. Com este frio estamos a usar um aquecedor elétrico e a conta vai ser enorme.",
    "heating", "Fischbach", "Angelsberg", kind="a", nu="U", situation="One living-room radiator stone cold, thermostatic head spins freely")
add("pt-t03", "A escada de madeira para o sótão da nossa casa em Cruchten está a desfazer-se e um degrau já partiu. O meu cunhado disse para pregar umas tábuas de pinho por cima, mas agora a escada range e abana toda. Tenho medo que alguém caia. Queria uma escada nova feita à medida, ou então que reparem esta como deve ser.",
    "carpentry", "Nommern", "Cruchten", kind="b", nu="U", situation="Wooden attic stairs botched by brother-in-law; repair or new made-to-measure")
add("pt-t04", "O senhorio disse-me que a caleira entupida não era nada e que com a chuva limpava-se sozinha. Agora a água transborda por cima e escorre pela parede até à janela da cozinha, a casa em Mertzig já tem manchas verdes lá fora. Já se vê uma planta a crescer dentro da caleira. Quero que alguém limpe e veja se está furada, e depois mando a conta ao senhorio.",
    "roofing", "Mertzig", "Mertzig", kind="b", nu="U", situation="Blocked overflowing gutter; landlord said rain would clear it")
add("pt-t05", "Queremos abrir a parede entre a cozinha e a sala na nossa casa em Niederfeulen, é uma parede de tijolo com uns 25 cm. Como é que se sabe se é uma parede de carga? Se for, ainda dá para abrir com uma viga, e quanto custa mais ou menos? Também queríamos saber se é preciso licença da comuna.",
    "masonry", "Feulen", "Niederfeulen", kind="d", nu="U", situation="Open a brick wall between kitchen and living room: load-bearing? cost? permit?")
add("pt-t06", "Tenho um talho em Schieren e o chão da câmara frigorífica tem vários mosaicos partidos e as juntas abertas. O controlo sanitário já nos avisou que temos de resolver isto até ao fim do mês. Só podemos fechar ao domingo e à segunda. São uns 12 m2 e tem de ser material próprio para frio e para lavar com água quente.",
    "tiling", "Schieren", "Schieren", kind="c", nu="U", situation="Butcher's cold-room floor tiles broken, hygiene deadline")
add("pt-t07", "Vamos mudar de Ingeldorf para Luxemburgo cidade no dia 15 de janeiro. Um amigo disse que uma carrinha alugada e dois primos chegavam, mas o apartamento novo é num 4º andar sem elevador e temos um sofá de canto enorme. Agora preciso mesmo de uma empresa de mudanças, pelo menos para os móveis grandes. Quanto custa mais ou menos para um T2?",
    "moving", "Erpeldange-sur-Sûre", "Ingeldorf", distractors=["Luxemburgo"], kind="b", nu="N", situation="Move to a 4th-floor walk-up; friend's rented-van plan not enough")
add("pt-t08", "Comprámos uma casa antiga em Gilsdorf que precisa de tudo: casa de banho, cozinha, chão, parte elétrica e janelas. Vale a pena fazer tudo de uma vez antes de mudarmos, ou dá para ir fazendo aos poucos connosco lá a viver? Quanto tempo costuma demorar uma obra destas numa casa de 120 m2? O banco pede um orçamento para aprovar o empréstimo.",
    "renovation", "Bettendorf", "Gilsdorf", kind="d", nu="U", situation="Old house needing everything: all at once or in stages while living there?")
add("pt-t09", "Em Reisdorf temos painéis solares para a água quente no telhado há oito anos. O vizinho disse para desligar a bomba no inverno para poupar eletricidade, e agora apareceu uma fuga e o manómetro está a zero. Mesmo no verão a água nunca aqueceu tanto como devia. Precisava de alguém que perceba destes sistemas para ver o que está estragado.",
    "solar", "Reisdorf", "Reisdorf", kind="b", nu="U", situation="Solar thermal system leaking, pressure zero after neighbour said switch the pump off")
add("pt-t10", "O meu patrão não me paga as horas extra há seis meses e agora quer que eu assine um papel a dizer que está tudo certo. Devo assinar? Vale a pena ir a um advogado ou primeiro à ITM? Tenho medo de perder o trabalho.",
    "legal", None, None, kind="d", nu="N", situation="Unpaid overtime, boss wants a waiver signed: lawyer or labour inspectorate?")
add("pt-t11", "Temos uma mercearia portuguesa em Medernach e o computador da caixa desliga-se sozinho várias vezes por dia. Quando isso acontece, a impressora dos talões e o terminal de pagamento ficam sem ligação e os clientes ficam à espera. O sobrinho do meu marido já reinstalou o Windows mas continua igual. Precisamos de um técnico de informática que venha cá, de preferência numa segunda-feira de manhã.",
    "it-support", "Vallée de l'Ernz", "Medernach", kind="c", nu="N", situation="Grocery's till PC keeps shutting down, receipt printer and terminal drop")
add("pt-t12", "Faço bolos de aniversário e de batizado em casa e as encomendas chegam todas pelo WhatsApp e pelo Instagram. Compensa pagar a um web designer um site com encomendas e pagamento online, ou é dinheiro deitado fora? Quanto é que isso custa mais ou menos, e quanto se paga por mês depois?",
    "web-development", None, None, kind="d", nu="N", situation="Home cake maker: is an ordering website worth paying for?")
add("pt-t13", "Somos uma associação portuguesa e no verão fazemos a nossa festa de rancho folclórico junto ao rio em Bourscheid-Plage. Este ano fazemos 30 anos e queríamos fotos e um pequeno vídeo do dia, das danças e dos trajes, para fazer um álbum e pôr no Facebook. É no sábado 18 de julho, das 14h à meia-noite. Alguém tem disponibilidade e faz preço para associações?",
    "photography", "Bourscheid", "Bourscheid-Plage", kind="c", nu="U", situation="Folk-dance association's 30th anniversary festival photos and video")
add("pt-t14", "Vou abrir um estúdio de unhas em Bonnevoie, num antigo escritório de 45 m2. Queria que ficasse moderno e acolhedor, com boa luz para o trabalho e uma pequena zona de espera. Procuro uma designer de interiores que me faça o plano, as cores e a iluminação, as obras faço depois com o meu irmão. Quanto cobram por um projeto assim?",
    "interior-design", "Luxembourg", "Bonnevoie", kind="c", nu="N", situation="Nail studio in a former office needs layout, colours and lighting")
add("pt-t15", "Voltámos de férias e desde então acordo todas as manhãs com picadas vermelhas em fila nos braços. No colchão apareceram pontinhos pretos e ontem vi um bicho pequeno castanho na costura. Já lavei tudo a 60 graus e continua igual. Moramos em Villerupt, mas eu trabalho no Luxemburgo.",
    "pest-control", "abroad", "Villerupt", distractors=["Luxemburgo"], kind="a", nu="U", situation="Bed-bug bites after holidays, at home in Villerupt")

# ---------------------------------------------------------------- Italian
add("it-s01", "Buongiorno, mi serve un elettricista per sostituire il vecchio quadro con i fusibili a tappo in una casa a Beckerich, lo chiede l'assicurazione.",
    "electrical", "Beckerich", "Beckerich", situation="Replace an old screw-fuse board, insurer requires it")
add("it-s02", "Preventivo per ridipingere il soffitto della taverna, tutto ingiallito dal fumo del camino, a Pratz, circa 40 m².",
    "painting", "Préizerdaul", "Pratz", situation="Repaint a basement room ceiling yellowed by fireplace smoke")
add("it-s03", "Ho perso le chiavi della cassetta delle lettere a Colpach-Bas, qualcuno può aprirla e cambiare la serratura?",
    "locksmith", "Ell", "Colpach-Bas", situation="Lost letterbox keys, open and change the lock")
add("it-s04", "Cerco un avvocato esperto di diritto di famiglia, mio marito vuole portare i bambini a vivere in Italia senza il mio consenso.",
    "legal", None, None, situation="Husband wants to relocate the children abroad without consent")
add("it-s05", "Cerco qualcuno che tolga le erbacce tra le lastre del vialetto e sistemi le aiuole davanti a casa a Perlé, una volta al mese.",
    "gardening", "Rambrouch", "Perlé", situation="Monthly weeding of the path and tidying flower beds")
add("it-s06", "La cappa della cucina fa un rumore tremendo e aspira pochissimo, è una Elica a incasso e abito a Redange/Attert.",
    "appliance-repair", "Redange", "Redange/Attert", situation="Kitchen extractor hood loud and weak")
add("it-s07", "Cerco uno sviluppatore che sistemi il sito WordPress della nostra associazione, dopo l'ultimo aggiornamento il modulo di iscrizione non funziona più.",
    "web-development", None, None, situation="Fix the association's WordPress sign-up form after an update")
add("it-s08", "Dopo la grandinata di ieri sera il lucernario sul tetto di casa nostra a Saeul ha il vetro rotto e piove dentro, urgente!",
    "roofing", "Saeul", "Saeul", situation="Hail broke the roof window, rain coming in")
add("it-s09", "Conoscete un bravo sarto che possa accorciare e stringere un abito da cerimonia entro fine mese?",
    None, None, None, situation="Tailor to alter a suit (not a listed trade)")
add("it-s10", "Abbiamo i piccioni che fanno il nido sul balcone e sul davanzale a Useldange, cerchiamo chi metta reti o dissuasori.",
    "pest-control", "Useldange", "Useldange", situation="Pigeons nesting on the balcony, nets or spikes")

add("it-t01", "A Vichten il contatore dell'acqua continua a girare anche quando in casa è tutto chiuso, l'ho controllato stanotte. In giardino, tra la casa e la strada, c'è una zona del prato sempre bagnata anche se non piove da giorni. La bolletta dell'ultimo trimestre è quasi tripla. Il comune dice che dal contatore in poi è affare nostro.",
    "plumbing", "Vichten", "Vichten", kind="a", nu="U", situation="Water meter spins with everything off, wet patch in the lawn")
add("it-t02", "La pompa di calore in giardino da qualche settimana fa un rumore metallico forte, soprattutto di notte quando si accende. Il vicino si è già lamentato due volte. Sembra che qualcosa sbatta dentro il ventilatore. L'impianto ha quattro anni e siamo a Grosbous.",
    "heating", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="Heat pump outdoor unit rattles loudly at night")
add("it-t03", "Il vecchio proprietario ci aveva detto che si può mettere la carta da parati nuova sopra quella vecchia, tanto tiene. Abbiamo fatto così nel corridoio della casa a Tuntange e dopo due mesi sono venute fuori bolle e le giunture si staccano. Adesso vorremmo togliere tutto, sistemare le pareti e pitturarle invece di rimettere la carta. È un corridoio su due piani con la scala, quindi serve un piccolo ponteggio.",
    "painting", "Helperknapp", "Tuntange", kind="b", nu="U", situation="Wallpaper over old wallpaper bubbling; strip and paint the stairwell")
add("it-t04", "Nella camera dei bambini a Bous il soffitto è alto 3,60 m e vorremmo farci costruire un soppalco in legno con una scaletta. È sicuro per due bambini di 6 e 9 anni, e serve un permesso? Quanto può costare più o meno, e quanto tempo ci vuole?",
    "carpentry", "Bous-Waldbredimus", "Bous", kind="d", nu="U", situation="Wooden loft bed platform in a high-ceilinged kids' room: safe, cost, time?")
add("it-t05", "Sul muro esterno della nostra casa a Filsdorf c'era una crepa nell'intonaco e un amico ci ha detto di riempirla col silicone bianco. Ora il silicone si è staccato, la crepa è più larga e d'inverno entra umidità nella stanza. Vorremmo che qualcuno riparasse la crepa per bene e rifacesse l'intonaco su quel lato.",
    "masonry", "Dalheim", "Filsdorf", kind="b", nu="U", situation="Render crack filled with silicone on a friend's advice has widened")
add("it-t06", "Gestiamo una piccola palestra a Canach e nelle docce degli uomini diverse piastrelle del pavimento sono crepate e alcune si muovono. I clienti si lamentano e abbiamo paura che qualcuno si tagli. Cerchiamo un piastrellista che possa lavorare di sera o nel weekend, così non chiudiamo. Sono circa 15 m².",
    "tiling", "Lenningen", "Canach", kind="c", nu="N", situation="Gym shower floor tiles cracked and loose")
add("it-t07", "Mia madre si trasferisce da Dudelange in una casa di riposo a Bettembourg. L'agenzia mi ha detto che i mobili potevo lasciarli nell'appartamento, che ci avrebbe pensato il nuovo inquilino, ma il proprietario lo vuole vuoto entro il 31. Ci servirebbe una ditta di traslochi che porti alcune cose nella sua nuova camera e il resto in un deposito. Avete anche box per il deposito?",
    "moving", "Dudelange", "Dudelange", distractors=["Bettembourg"], kind="b", nu="N", situation="Mother moving into a care home; agency wrongly said furniture could stay")
add("it-t08", "Sono il presidente di un'associazione culturale italiana a Esch-sur-Alzette. Il 20 dicembre facciamo la cena di Natale nella nostra sede e il giorno dopo la sala deve essere restituita pulita al comune. Parliamo di pavimenti, cucina, bagni e vetrate, circa 200 m². Qualcuno è disponibile la domenica mattina?",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="Association hall must be cleaned the morning after its Christmas dinner")
add("it-t09", "Abbiamo comprato un appartamento di 85 m² a Obercorn, anni '80, tutto originale. Vorremmo rifare bagno, cucina e pavimenti e spostare una parete per allargare il soggiorno. Quanto tempo ci vuole di solito per un lavoro così, e si riesce in due mesi mentre paghiamo ancora l'affitto altrove? Conviene aspettare la primavera o i prezzi sono uguali tutto l'anno?",
    "renovation", "Differdange", "Obercorn", kind="d", nu="U", situation="1980s flat: bath, kitchen, floors, moving a wall; how long, when?")
add("it-t10", "Un venditore porta a porta ci aveva detto che con i pannelli sul tetto a Schifflange non avremmo più pagato la corrente, e abbiamo firmato quasi subito. L'impianto è montato da tre mesi ma l'inverter è spesso spento, l'app non mostra niente e la ditta non risponde più al telefono. Qualcuno può controllare se l'impianto è fatto bene e farlo funzionare?",
    "solar", "Schifflange", "Schifflange", kind="b", nu="U", situation="Door-to-door PV sale; inverter often off and installer unreachable")
add("it-t11", "Mia madre è mancata a settembre e dobbiamo fare la sua ultima dichiarazione dei redditi. Aveva una pensione italiana e una piccola pensione qui. Serve per forza un commercialista o possiamo farla noi figli? Quanto costa di solito una cosa del genere?",
    "accounting", None, None, kind="d", nu="N", situation="Final tax return of a deceased mother with two pensions")
add("it-t12", "Da qualche giorno il portatile di mio figlio si spegne da solo dopo dieci minuti e la ventola fa un rumore fortissimo. Ieri si è spento mentre faceva un compito online e ha perso tutto. È un Lenovo di tre anni. Abitiamo a Cessange e a lui serve per la scuola.",
    "it-support", "Luxembourg", "Cessange", kind="a", nu="U", situation="Son's laptop overheats and shuts down")
add("it-t13", "Abbiamo un piccolo negozio online di vini italiani e vorremmo vendere anche in Lussemburgo e in Germania. Conviene pagare un traduttore per le schede dei 60 vini in francese e tedesco, o basta la traduzione automatica corretta da noi? Quanto costa più o meno a parola?",
    "translation", None, None, distractors=["Lussemburgo"], kind="d", nu="N", situation="Translate 60 wine descriptions into French and German: translator or machine?")
add("it-t14", "Abbiamo una pizzeria a Bettembourg e a gennaio cambiamo menù. Vorremmo delle belle foto dei piatti e del locale per il menù nuovo, per Instagram e per Wolt. Possiamo farle un lunedì, che è il giorno di chiusura. Quanto costa di solito per una ventina di piatti?",
    "photography", "Bettembourg", "Bettembourg", kind="c", nu="U", situation="Pizzeria wants food and venue photos for a new menu")
add("it-t15", "Abbiamo un piccolo albergo ad Athus, a due passi dal confine, e la sala colazioni è rimasta com'era negli anni '90. Vorremmo rinnovarne l'aspetto senza spendere una fortuna: disposizione dei tavoli, colori, luci e magari un angolo buffet più pratico. Cerchiamo un interior designer che ci faccia un progetto, i lavori poi li facciamo fare a ditte locali. Lavorate anche in Belgio?",
    "interior-design", "abroad", "Athus", kind="c", nu="N", situation="Small hotel in Athus wants its breakfast room redesigned")

# ---------------------------------------------------------------- Spanish
add("es-s01", "Hola, el váter de mi piso en Hollerich está atascado y cuando tiro de la cadena el agua sube casi hasta arriba, ¿alguien puede venir hoy?",
    "plumbing", "Luxembourg", "Hollerich", situation="Blocked toilet nearly overflowing")
add("es-s02", "Busco a alguien que me cambie los azulejos de la pared de la cocina en Strassen, unos 8 m², el material ya lo tengo.",
    "tiling", "Strassen", "Strassen", situation="Replace kitchen wall tiles, material supplied")
add("es-s03", "Nos han intentado forzar la puerta del garaje en Itzig y ahora la cerradura no cierra, necesitamos cambiarla cuanto antes.",
    "locksmith", "Hesperange", "Itzig", situation="Garage door lock damaged in a break-in attempt")
add("es-s04", "Busco intérprete de español a luxemburgués para la reunión de padres en el colegio de mi hija la semana que viene.",
    "translation", None, None, situation="Interpreter for a parent-teacher meeting")
add("es-s05", "Necesito dos personas con furgoneta para llevar un sofá y una cama de Bertrange a Mamer el sábado por la mañana.",
    "moving", "Bertrange", "Bertrange", distractors=["Mamer"], situation="Carry a sofa and a bed from Bertrange to Mamer")
add("es-s06", "Buscamos a alguien para limpiar los cristales de toda la casa en Mersch, son muchos ventanales grandes y una galería acristalada.",
    "cleaning", "Mersch", "Mersch", situation="Window cleaning of a house with large glazing and a conservatory")
add("es-s07", "Necesito un contable que me haga las nóminas y las declaraciones a la CCSS de nuestra empleada de hogar.",
    "accounting", None, None, situation="Payroll and social-security declarations for a domestic worker")
add("es-s08", "en el salon de casa en ettelbruck saltan chispas del enchufe cuando enchufo la aspiradora necesito un electricista urgente",
    "electrical", "Ettelbruck", "ettelbruck", situation="Sparks from a living-room socket")
add("es-s09", "Busco una canguro que hable español para dos niños de 4 y 7 años los martes y jueves por la tarde.",
    None, None, None, situation="Spanish-speaking babysitter (not a listed trade)")
add("es-s10", "¿Cuánto cobraría un jardinero por cortar el césped y recoger las hojas cada dos semanas en un jardín de 600 m² en Diekirch?",
    "gardening", "Diekirch", "Diekirch", situation="Fortnightly lawn mowing and leaf clearing")

add("es-t01", "Vivimos de alquiler en un piso en Remich con calefacción de gas. El casero nos dijo que lo más barato era dejar los termostatos de todos los radiadores al 5 día y noche y abrir las ventanas si hace calor. Hemos pagado 900 euros de regularización y aun así el dormitorio sigue frío porque su radiador apenas calienta. Queremos que alguien revise la instalación y nos explique cómo ajustarla, el casero ha aceptado pagarlo.",
    "heating", "Remich", "Remich", kind="b", nu="U", situation="Landlord's 'thermostats on 5, open windows' advice; bedroom radiator barely heats")
add("es-t02", "El anterior dueño pintó la fachada de la casa en Grevenmacher con pintura de interior. La vecina nos dijo que bastaba con darle otra mano encima, que pintura es pintura. Lo hicimos en la parte del jardín y en seis meses se está cayendo a trozos. Queremos que alguien quite la pintura suelta y pinte toda la fachada como es debido, unos 120 m².",
    "painting", "Grevenmacher", "Grevenmacher", kind="b", nu="U", situation="Facade painted with interior paint; neighbour's recoat advice failed")
add("es-t03", "En la tienda de muebles nos dijeron que unas baldas de 1,20 m aguantaban libros sin problema. Ahora todas están combadas y una se ha partido por la mitad. Queremos una librería de madera a medida en el salón, de pared a pared y hasta el techo, que aguante de verdad. Vivimos en L-9515, cerca del castillo.",
    "carpentry", "Wiltz", "L-9515", kind="b", nu="U", situation="Shop shelves sagged under books; wants a made-to-measure wooden bookcase")
add("es-t04", "Tenemos una casa de 1975 en Bourglinster y el tejado todavía es de pizarra de fibrocemento, la original. ¿Es obligatorio quitarla si tiene amianto, o se puede dejar si no está rota? ¿Cuánto cuesta más o menos cambiar un tejado de unos 140 m² por pizarra natural? ¿Hay ayudas si al mismo tiempo aislamos?",
    "roofing", "Junglinster", "Bourglinster", kind="d", nu="U", situation="1975 fibre-cement roof slates, asbestos: must they go, cost of natural slate?")
add("es-t05", "De la fachada de nuestra casa en Mamer se están cayendo trozos del revoco, ayer cayó uno grande junto a la puerta de entrada. Debajo se ven los ladrillos y hay grietas alrededor de las ventanas. Los niños salen por ahí cada mañana para ir al colegio.",
    "masonry", "Mamer", "Mamer", kind="a", nu="U", situation="Chunks of render falling off the facade by the front door")
add("es-t06", "Vivimos en Hettange-Grande y el 1 de febrero nos mudamos a Pétange, cerca de mi trabajo. Mi cuñado dijo que no hacía falta empresa de mudanzas, que en unos cuantos fines de semana con los coches lo llevábamos todo. Llevamos tres fines de semana y solo hemos movido cajas, quedan los armarios, la lavadora, las camas y un sofá. ¿Una empresa de mudanzas podría hacer solo los muebles grandes en un día?",
    "moving", "abroad", "Hettange-Grande", distractors=["Pétange"], kind="b", nu="N", situation="Moving from Hettange-Grande; car-trips plan failed, needs movers for big furniture")
add("es-t07", "Tenemos un bar de tapas en Esch-sur-Alzette y en agosto cerramos tres semanas. Queremos aprovechar para rehacer los dos baños de clientes, cambiar el suelo de la sala y hacer una barra nueva. Necesitamos a alguien que lo lleve todo y que los distintos oficios no se pisen, porque el 1 de septiembre abrimos sí o sí. ¿Nos pueden hacer un presupuesto?",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="Tapas bar refit of toilets, floor and bar during a 3-week closure")
add("es-t08", "La placa de inducción de la cocina se apaga sola a los pocos segundos de poner una olla, sobre todo en el fuego grande. Pita tres veces y se queda una luz parpadeando. Con sartenes pequeñas a veces sí funciona. Es una Siemens de hace cuatro años y estamos en Ehlerange.",
    "appliance-repair", "Sanem", "Ehlerange", kind="a", nu="U", situation="Induction hob cuts out after a few seconds")
add("es-t09", "Nos hemos comprado una casa adosada en Differdange con el tejado orientado al sur. ¿Merece la pena poner placas para el agua caliente, o es mejor directamente fotovoltaica y un termo eléctrico? ¿Qué ayudas hay ahora con el Klimabonus y en cuántos años se amortiza? No queremos que nos engañe el primero que llame a la puerta.",
    "solar", "Differdange", "Differdange", kind="d", nu="U", situation="South roof: solar thermal or PV plus electric water heater?")
add("es-t10", "Tuvimos un accidente con el coche en una rotonda y la aseguradora del otro conductor dice que la culpa fue compartida, aunque él se saltó el ceda el paso. Tenemos fotos y un testigo. ¿Vale la pena contratar a un abogado por unos 4.000 euros de daños, o nos va a costar más de lo que recuperemos?",
    "legal", None, None, kind="d", nu="N", situation="Insurer claims shared fault in a roundabout crash: worth a lawyer?")
add("es-t11", "Tenemos una pequeña academia de idiomas en Walferdange con 10 ordenadores para los alumnos. Van lentísimos, algunos ya no reciben actualizaciones y la wifi se cae cuando hay más de 15 personas conectadas. Buscamos un técnico informático que nos aconseje qué cambiar y nos lo deje funcionando antes de los cursos de enero.",
    "it-support", "Walferdange", "Walferdange", kind="c", nu="N", situation="Language school's 10 student PCs slow and Wi-Fi overloaded")
add("es-t12", "Soy guía turística y hago rutas a pie en español por la ciudad. ¿Me conviene una web propia con reservas y pago, o basta con estar en GetYourGuide? Si la hago, ¿cuánto cobra un desarrollador web por algo sencillo en tres idiomas?",
    "web-development", None, None, kind="d", nu="N", situation="Tour guide: own booking website or just a tour platform?")
add("es-t13", "Soy la secretaria de un club de fútbol infantil en Niederanven y queremos hacer las fotos de los equipos y fotos individuales de los 120 niños para un calendario. Los entrenamientos son los miércoles por la tarde en el campo. ¿Alguien lo haría en dos miércoles y cuánto costaría con las fotos impresas?",
    "photography", "Niederanven", "Niederanven", kind="c", nu="U", situation="Youth football club team and individual photos for a calendar")
add("es-t14", "Vamos a abrir un coworking pequeño en Kirchberg, unos 220 m² de planta diáfana. Queremos zonas de silencio, cabinas para llamadas, una cocina compartida y que no parezca la oficina de un banco. Buscamos un interiorista que haga la distribución, la iluminación y elija el mobiliario. ¿Cómo suelen cobrar, por m² o por proyecto?",
    "interior-design", "Luxembourg", "Kirchberg", kind="c", nu="N", situation="Small coworking space needs layout, lighting and furniture plan")
add("es-t15", "En el jardín de casa en Rodange, al lado del compost, han aparecido varios agujeros y caminos aplastados en la hierba. Por la noche hemos visto algo gris correr junto a la valla y esta mañana había excrementos en la caseta de las herramientas. Tenemos dos niños pequeños y un gato que no hace nada. La vecina dice que ella también ha visto algo.",
    "pest-control", "Pétange", "Rodange", kind="a", nu="U", situation="Burrows and droppings near the compost, grey animal at night (rats)")
