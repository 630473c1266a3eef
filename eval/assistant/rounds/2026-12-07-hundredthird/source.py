MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien, mir kréien de 14 Mäerz eisen neien Skoda Enyaq a bräichten eng Wallbox 11 kW an der Garage zu Klierf, de Compteur ass awer nach vun 1978 😅",
    "electrical", "Clervaux", "Klierf", situation="Wallbox for a new electric car in a garage with an old meter")
add("lb-s02", "Bei eis zu Wolz leeft d'Waasser an der Toilette ouni Ophalen no, och nodeems ech de Flotteur gebéit hunn, kéint iergendeen dës Woch laanscht kommen?",
    "plumbing", "Wiltz", "Wolz", situation="Toilet cistern keeps running after the float was bent")
add("lb-s03", "Op eiser Terrass zu Housen si bal 15 Plättercher lass a klénge huel wann ee driwwer trëppelt, mir sichen een deen se nei verleet ier d'Kommioun am Abrëll ass",
    "tiling", "Parc Hosingen", "Housen", situation="Loose hollow-sounding terrace tiles before a family celebration")
add("lb-s04", "hu mech grad ausgespaart zu Bofferdange, d'Schlësselen leien bannen um Dësch an de Puppelchen schléift am Won, wien kann elo direkt kommen???",
    "locksmith", "Lorentzweiler", "Bofferdange", situation="Locked out of the house with the keys inside and a baby in the car")
add("lb-s05", "Sichen eng Equipe déi eis Wunneng zu Bouneweg nom Parquetschleifen an dem Ustrach grëndlech botzt, 85 m2, iwwerall läit e feine Stëbs.",
    "cleaning", "Luxembourg", "Bouneweg", situation="Thorough cleaning of a flat after floor sanding and painting")
add("lb-s06", "Mäi Brudder wëll d'Haus vun eisen verstuerwenen Elteren eleng verkafen an ech sinn net averstanen, ech brauch en Affekot deen sech mat Ierfschaft auskennt.",
    "legal", None, None, situation="Inheritance dispute with a brother over the parents' house")
add("lb-s07", "Kéint een eis d'Menükaart vun eisem Restaurant, ongeféier 60 Platen, bis Enn Mee op Englesch a Portugisesch iwwersetzen?",
    "translation", None, None, not_place=("Platen",), situation="Translating a restaurant menu into English and Portuguese")
add("lb-s08", "D'Trapenhaus vun eisem Haus zu Bridel soll frësch ugestrach ginn, dräi Stäck, Wänn a Plafong, wat kascht dat ongeféier?",
    "painting", "Kopstal", "Bridel", situation="Repainting a three-storey stairwell, walls and ceiling")
add("lb-s09", "Mir plënneren den 30 Juni vu Veianen op Ettelbréck, 3-Zëmmer-Wunneng am zweete Stack ouni Lift, brauche Leit mat Camion an e puer Kartongen.",
    "moving", "Vianden", "Veianen", distractors=("Ettelbréck",), situation="Moving a three-room flat without lift from Vianden to Ettelbruck")
add("lb-s10", "Mäin Auto mécht beim Bremsen esou e komescht Quietschen, kënnt dir mir e gudde Garagist recommandéieren?",
    None, None, None, situation="Squeaking brakes on a car, wants a garage mechanic")
add("lb-t01", "Mir wunnen zanter Oktober an engem neie Bungalow zu Ëlwen. Am Buedzëmmer ass de Buedem schéi waarm, awer am Living bleift e kal, och wann um Thermostat 23 Grad agestallt sinn. Am Keller gesinn ech, datt un engem vun de Verdeeler e Rädchen zou ass, mee ech trauen mech net drun. Kann dat eng Kéier ee kucke kommen?",
    "heating", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="Underfloor heating warm in the bathroom but cold in the living room")
add("lb-t02", "All Nuecht héiere mir et iwwer dem Schlofzëmmer kraazen an trëppelen. Um Späicher leien elo kleng schwaarz Kréimelen laanscht d'Mauer an eng Tut mat Vullefudder ass ugeknabbert. D'Kanner hunn Angscht a mir sinn net sécher, wat dat ass. Mir sinn zu Stolzembourg, gläich beim Floss.",
    "pest-control", "Putscheid", "Stolzembourg", kind="a", nu="U", situation="Scratching in the ceiling and droppings in the attic at night")
add("lb-t03", "Eise Frigo (Liebherr, 6 Joer al) mécht zanter e puer Deeg e lauten Klick an dann näischt méi. Uewen am Congélateur ass alles nach gefruer, mee ënnen ass d'Mëllech lauwarm a beim Geméisstirang steet Waasser. Mir hunn e schonn vun der Mauer ewechgezunn an hannen d'Gitter gebotzt, et huet näischt bruecht. Adress ass Niederfeulen, mir sinn ab 16 Auer doheem.",
    "appliance-repair", "Feulen", "Niederfeulen", kind="a", nu="U", situation="Fridge clicks and stays warm while the freezer still works")
add("lb-t04", "Bei eis zu Mäerzeg fält d'Sécherung an der Kichen all Kéier eraus, wann de Waasserkacher an den Uewen zesumme lafen. Den Noper huet gesot, ech soll einfach eng vun 16 op 32 Ampère dra setzen, hien hätt der nach am Garage leien. Mäi Schwoer mengt awer, dat wier geféierlech, well d'Kabelen dat net aushalen. Ech hätt léiwer, datt en Elektriker sech dat ukuckt, ier eppes brennt.",
    "electrical", "Mertzig", "Mäerzeg", kind="b", nu="N", situation="Kitchen breaker trips; neighbour suggests a bigger fuse")
add("lb-t05", "Meng Schwéiermamm wunnt zu Gouvy, just hannert der Grenz bei Ëlwen. Beim leschte Stuerm si puer Schifer vum Daach gerutscht an elo leeft et bei all Reen op de Späicher. Hiren Noper huet gemengt, mir sollen d'Lächer einfach mat Silikon an enger Plastiksfolie zoumaachen. Dat kann dach net déi Léisung sinn! Kennt dir en Dachdecker deen och an der Belsch schafft?",
    "roofing", "abroad", "Gouvy", distractors=("Ëlwen",), kind="b", nu="N", situation="Slipped slates on a mother-in-law's roof across the Belgian border; neighbour suggests silicone")
add("lb-t06", "Eise Gaart zu Nocher war am Fréijoer voller Moos. Am Bausmaart hu se eis geroden, Kallek an Eisesulfat zesummen ze streeën an direkt ze wässeren. Elo ass d'Gras op der ganzer Fläch giel bis brong, just d'Moos ass nach gréng. Kritt een dee Rasen nees op d'Been, oder muss alles nei ugeluecht ginn? Mir hätte gär een, deen dat am September mécht.",
    "gardening", "Goesdorf", "Nocher", kind="b", nu="U", situation="Lawn burnt after a shop's advice to spread lime and iron sulphate together")
add("lb-t07", "Um Enn vun eisem Terrain zu Sëll steet eng al Stengmauer vu ronn 1,20 m. Zanter dem Wanter ass e Rëss dran, deen ëmmer méi breet gëtt, an uewen ass se schonn e bëssen no baussen gekippt. De Proprietaire sot, mir sollen de Rëss mat Acryl aus der Kartusch zoumaachen, dat géing duergoen. Elo falen awer Steng eraus an d'Kanner spillen do. Wien kann d'Mauer stabiliséieren oder nei opriichten?",
    "masonry", "Saeul", "Sëll", kind="b", nu="U", situation="Leaning garden stone wall with a widening crack; landlord says fill it with acrylic")
add("lb-t08", "Ech sinn Sekretär vun eisem Fussballveräin, eist Clubhaus ass um Terrain zu Arsdorf. Eise Computer do ass esou lues ginn, datt d'Matchblieder net méi online erakommen. De Laserdrécker gëtt och net méi am Netz erkannt, an de WLAN brécht all puer Minutten of. Mir sinn e klenge Veräin ouni vill Budget, kéint trotzdem een eng Kéier laanscht kommen?",
    "it-support", "Rambrouch", "Arsdorf", kind="c", nu="U", situation="Football club's slow PC, lost network printer and unstable Wi-Fi in the clubhouse")
add("lb-t09", "Mir hunn eis Metzlerei zu Biekerech nei ageriicht an d'Theek ass elo vill méi grouss. Fir Facebook an eisen neie Flyer bräichte mir flott Fotoe vun de Produiten, Wurscht, Kotletten, Zoossissen, an e puer vun eis bei der Aarbecht. Mir sichen e Fotograf, deen sech mat Iessen auskennt a fir zwou Stonnen kënnt. Et géing virun der Ouverture moies um 6 Auer passen.",
    "photography", "Beckerich", "Biekerech", kind="c", nu="N", situation="Butcher's shop needs product photos for social media and a flyer")
add("lb-t10", "Ech sinn zanter dësem Joer Keessier vun eisem Reitveräin. Mäi Virgänger huet alles an engem Heft gemaach, an d'Rechnunge leien an enger Schongkëscht. Bis zur Generalversammlung am Mäerz brauche mir eng propper Joresofrechnung an e Bilan, an ech hu keng Ahnung dovun. Gëtt et een, deen dat fir e Veräin zu engem raisonnabele Präis iwwerhëlt?",
    "accounting", None, None, kind="c", nu="U", situation="Riding club's new treasurer needs annual accounts from a shoebox of receipts")
add("lb-t11", "Mir sinn eng kleng Schräinerei mat fënnef Leit. Bis elo komme all d'Demanden per Telefon, an dacks vergiesse mir zréckzeruffen. Mir hätte gär eng Websäit, wou d'Clienten Fotoe vun hirer aler Kichen eroplueden an en Devis ufroe kënnen, op Lëtzebuergesch a Franséisch. Mir sichen e Webdesigner, deen esou eppes baut an duerno och ënnerhält.",
    "web-development", None, None, kind="c", nu="N", situation="Joinery workshop wants a quote-request website with photo upload")
add("lb-t12", "Mir hunn e Bauerenhaff zu Bettborn mat enger grousser Scheier, d'Daach ass Ost-West, ongeféier 300 m2. Loune sech Panneauen do drop iwwerhaapt bei Ost-West? Wat kascht sou eng Installatioun ongeféier pro kWc, a wéi vill gëtt et elo nach vum Klimabonus? Mir iwwerleeën och, de Stroum ganz anzespeisen amplaz e selwer ze verbrauchen.",
    "solar", "Préizerdaul", "Bettborn", kind="d", nu="U", situation="Is PV worth it on an east-west barn roof, costs and subsidies")
add("lb-t13", "Mir hunn eng al Scheier zu Asselborn ëmbaue gelooss, de Rohbau ass fäerdeg. Elo hu mir een eenzege Raum vu 70 m2 mat 6 Meter Héicht a wësse net, wéi mir Kichen, Iessdësch a Living esou opdeelen, datt et gemittlech gëtt. Wat kascht en Interior Designer fir e Plang mat Miwwelen, Faarwen a Beliichtung? Oder mécht dat normalerweis den Architekt mat?",
    "interior-design", "Wincrange", "Asselborn", kind="d", nu="N", situation="Layout, colours and lighting for a converted barn; designer or architect?")
add("lb-t14", "Mir hunn en Haus vun 1962 zu Eschdorf kaaft. D'Kichen an d'Buedzëmmer sinn nach original, d'Elektresch ass al an d'Steckdousen hunn keng Äerd. Mir wëllen dat alles an engem Zuch moderniséieren, ier mir aplënneren. Ass et realistesch, dat tëscht Mee an August gemaach ze kréien, a mat wéi vill pro m2 muss ee rechnen?",
    "renovation", "Esch-sur-Sûre", "Eschdorf", kind="d", nu="U", situation="Modernising kitchen, bathroom and wiring of a 1962 house before moving in: timing and cost")
add("lb-t15", "Eis Eechentrap zu Lipperscheid ass 40 Joer al a knaascht bei all Tratt. E puer Tratte si ganz ausgetrëppelt an de Lack ass un de Kante fort. Lount et sech nach, se ofschleifen an nei ze uelegen, oder ass eng nei Trap am Enn méi bëlleg? D'Holz selwer ass nach gutt, mee mir hunn zwee Kanner an eng Kaz, also soll et robust sinn.",
    "carpentry", "Bourscheid", "Lipperscheid", not_place=("Holz",), kind="d", nu="U", situation="Creaking worn oak staircase: sand and oil or replace?")

# ---------------- French ----------------
add("fr-s01", "bonjour l'évier de la cuisine ne s'écoule plus du tout depuis hier soir, j'ai déjà essayé la ventouse et le Destop sans résultat, on est à Niederkorn près de la gare, quelqu'un peut passer aujourd'hui ?",
    "plumbing", "Differdange", "Niederkorn", not_place=("gare",), situation="Kitchen sink completely blocked, plunger and drain cleaner failed")
add("fr-s02", "Nous souhaiterions faire installer trois prises extérieures étanches et un éclairage avec détecteur sur notre terrasse à bertrange avant l'été.",
    "electrical", "Bertrange", "bertrange", situation="Outdoor sockets and motion-sensor lighting on a terrace")
add("fr-s03", "Besoin de quelqu'un pour abattre trois vieux thuyas de 8 m et enlever les souches dans le jardin à Kleinbettingen, devis svp.",
    "gardening", "Steinfort", "Kleinbettingen", situation="Felling three tall thujas and removing the stumps")
add("fr-s04", "Les gouttières de la maison débordent à chaque averse et l'eau coule le long de la façade, c'est à Rodange, rue pas loin de l'école, vous pouvez venir voir ?",
    "roofing", "Pétange", "Rodange", situation="Gutters overflowing at every shower and water running down the facade")
add("fr-s05", "Je viens d'embaucher ma première salariée à mi-temps dans ma boutique de fleurs et je ne sais pas du tout comment faire les fiches de paie ni les déclarations au CCSS, je cherche quelqu'un qui s'en occupe chaque mois.",
    "accounting", None, None, situation="Monthly payroll for a flower shop's first part-time employee")
add("fr-s06", "Nous cherchons un interprète français-mandarin pour une réunion de deux heures avec un fournisseur chinois le jeudi 18, idéalement quelqu'un qui connaît le vocabulaire technique du bâtiment.",
    "translation", None, None, situation="French–Mandarin interpreter for a two-hour supplier meeting")
add("fr-s07", "On m'a volé mon sac avec les clés et la carte d'identité dedans, je voudrais faire changer les cylindres de la porte d'entrée et de la cave au Howald le plus vite possible.",
    "locksmith", "Hesperange", "Howald", situation="Changing door and cellar lock cylinders after a stolen bag with keys")
add("fr-s08", "Bjr, qui fait le nettoyage des vitres d'une véranda de 25 m2 + 4 velux, L-5710, c'est tout vert sur le toit en verre 🙈",
    "cleaning", "Frisange", "L-5710", situation="Cleaning the glass roof and windows of a green-stained veranda")
add("fr-s09", "Devis pour un déménagement le 2 mai de Thionville à Schouweiler, maison 4 pièces, avec démontage des meubles et un frigo américain.",
    "moving", "Dippach", "Schouweiler", distractors=("Thionville",), situation="Moving a four-room house from Thionville into Luxembourg, with furniture dismantling")
add("fr-s10", "Mon fils est en 3e au lycée et il a de grosses lacunes en maths, je cherche un prof pour des cours particuliers deux fois par semaine, à domicile ou en visio.",
    None, None, None, situation="Private maths tutoring for a secondary-school pupil")
add("fr-t01", "Notre facture d'eau a presque doublé par rapport à l'année dernière. Hier soir j'ai fermé tous les robinets et le petit compteur tourne quand même, lentement mais il tourne. Dans le garage il y a une tache sombre au sol qui ne sèche jamais, près du mur côté rue. La maison est à Bascharage, construite en 1985.",
    "plumbing", "Käerjeng", "Bascharage", kind="a", nu="U", situation="Water meter turning with all taps closed and a damp patch in the garage")
add("fr-t02", "Dans la douche, les joints sont devenus noirs et il y a des fissures un peu partout. Deux carreaux du bas sonnent creux et l'un bouge quand on appuie dessus. J'ai peur que l'eau passe derrière et abîme le mur. C'est pour un appartement à Mondorf, au premier étage.",
    "tiling", "Mondorf-les-Bains", "Mondorf", kind="a", nu="U", situation="Cracked black grout and hollow loose tiles in a shower")
add("fr-t03", "Depuis quelques semaines, on trouve des petits papillons gris qui volent dans la cuisine le soir. Ce matin en ouvrant un paquet de farine, j'ai vu des sortes de fils et des petites larves blanches. On a jeté pas mal de choses mais ils reviennent. On habite à Weiswampach, maison avec une grande cave où on stocke les conserves.",
    "pest-control", "Weiswampach", "Weiswampach", kind="a", nu="U", situation="Pantry moths and larvae in flour keep coming back")
add("fr-t04", "La pression de notre chaudière gaz descend à 0,5 bar à peu près chaque semaine. Notre propriétaire nous a dit de simplement remettre de l'eau tous les dimanches et que c'était normal pour une vieille installation. Mais maintenant il y a une trace de rouille sous la soupape et ça goutte un peu. Je préfère qu'un chauffagiste vérifie, la maison est à Bastendorf.",
    "heating", "Tandel", "Bastendorf", kind="b", nu="N", situation="Boiler pressure drops weekly; landlord says just top it up")
add("fr-t05", "Nous avons un parquet en chêne huilé dans le séjour, à Belair. Au magasin on nous a conseillé un balai vapeur pour le nettoyer, soi-disant parfait pour tous les sols. Après deux mois, le bois est devenu gris par endroits et plusieurs lames se soulèvent sur les bords. Est-ce qu'on peut encore le sauver ou faut-il remplacer une partie des lames ?",
    "carpentry", "Luxembourg", "Belair", kind="b", nu="U", situation="Oiled oak floor greyed and cupped after a shop recommended a steam mop")
add("fr-t06", "On a 18 panneaux sur le toit depuis 2019, à reisdorf. Le vendeur nous avait assuré qu'il n'y avait jamais rien à contrôler et que tout marchait tout seul. Or l'application montre que la production a baissé de moitié depuis mars, alors qu'il fait beau, et l'onduleur clignote orange. La société a fermé entre-temps, qui peut venir regarder ?",
    "solar", "Reisdorf", "reisdorf", kind="b", nu="U", situation="PV output halved and inverter blinking orange; seller said no checks needed and has closed")
add("fr-t07", "Ma mère habite à Audun-le-Tiche, juste de l'autre côté de la frontière en venant d'Esch. L'an dernier mon beau-frère a repeint sa façade avec de la peinture intérieure qui restait, en disant que c'était pareil. Aujourd'hui tout s'écaille et il y a des plaques qui tombent sur le trottoir. Je cherche un peintre sérieux qui accepte de travailler en France, le ravalement fait environ 90 m2.",
    "painting", "abroad", "Audun-le-Tiche", distractors=("Esch", "France"), kind="b", nu="N", situation="Facade painted with leftover interior paint now peeling, house just across the French border")
add("fr-t08", "Je gère un cabinet de kinésithérapie à Harlange avec trois collègues. Nos quatre ordinateurs sont très lents, l'imprimante de l'accueil se déconnecte tous les jours et on voudrait enfin une sauvegarde automatique des dossiers patients. On ne connaît personne dans le coin pour ça. Quelqu'un pourrait-il venir faire un état des lieux un mercredi après-midi ?",
    "it-support", "Lac de la Haute-Sûre", "Harlange", kind="c", nu="U", situation="Physiotherapy practice: slow PCs, dropping printer, automatic backups")
add("fr-t09", "Nous tenons un petit restaurant (SARL, 6 employés). En janvier nous avons payé un acompte de 4 800 € pour un four professionnel qui n'a jamais été livré, et le fournisseur ne répond plus aux mails ni aux recommandés. Notre comptable dit qu'il faut passer par un avocat pour récupérer l'argent. Combien coûte une première consultation ?",
    "legal", None, None, kind="c", nu="N", situation="Restaurant paid a deposit for an oven never delivered; wants to recover it")
add("fr-t10", "Nous exploitons un camping à Doncols. Le muret de soutènement en blocs le long des emplacements 12 à 20 a commencé à pencher après les pluies de l'hiver et deux blocs sont fendus. Nous voudrions aussi couler trois dalles en béton pour des mobil-homes. L'ouverture est le 1er avril, donc il faudrait intervenir en mars.",
    "masonry", "Winseler", "Doncols", kind="c", nu="U", situation="Campsite: leaning block retaining wall and new concrete slabs for mobile homes")
add("fr-t11", "Nous avons repris un petit hôtel de 9 chambres à Kautenbach et tout a été rafraîchi cet hiver. Les photos sur Booking datent de 2012 et ne donnent vraiment pas envie. On cherche un photographe pour les chambres, la salle du petit-déjeuner et la terrasse au bord de l'eau. Si possible un jour de soleil en mai !",
    "photography", "Kiischpelt", "Kautenbach", kind="c", nu="N", situation="Small hotel needs new photos of rooms and terrace for booking sites")
add("fr-t12", "On vient d'acheter un appartement des années 70 à Wellenstein : cuisine fermée, salle de bain d'origine, sols en lino, électricité à revoir. Notre bébé naît en septembre. Est-ce raisonnable de tout faire refaire avant d'emménager en juillet, ou vaut-il mieux habiter dedans et avancer pièce par pièce ? Et à quel budget faut-il s'attendre pour 85 m2 ?",
    "renovation", "Schengen", "Wellenstein", kind="d", nu="U", situation="1970s flat: redo everything before moving in with a baby due, or room by room?")
add("fr-t13", "Nous avons racheté l'ancienne école du village à Boulaide pour en faire un gîte de 6 personnes. Le gros œuvre est fini mais nous ne savons pas du tout comment l'aménager : couleurs, meubles, éclairage, le tout pour que ça reste pratique pour la location. Est-ce qu'une décoratrice d'intérieur vaut le coup pour un projet comme le nôtre, et combien faut-il compter ?",
    "interior-design", "Boulaide", "Boulaide", kind="d", nu="N", situation="Is an interior decorator worth it for furnishing a holiday-let barn?")
add("fr-t14", "Notre plaque à induction Siemens a 9 ans. Depuis une semaine, la zone avant gauche affiche un F et ne chauffe plus, les trois autres marchent. Est-ce que ça vaut encore la peine de la faire réparer ou est-ce qu'on achète directement une nouvelle ? On habite à Gilsdorf si quelqu'un peut faire un diagnostic.",
    "appliance-repair", "Bettendorf", "Gilsdorf", kind="d", nu="U", situation="One induction hob zone shows F: repair or replace?")
add("fr-t15", "Nous sommes vignerons et nous vendons pour l'instant uniquement au domaine. Nous aimerions vendre nos crémants en ligne avec livraison au Luxembourg et en Belgique. Vaut-il mieux se lancer seuls avec Shopify ou Wix, ou faire faire un site sur mesure ? Combien ça coûte en gros, maintenance comprise ?",
    "web-development", None, None, distractors=("Luxembourg",), kind="d", nu="U", situation="Wine estate online shop: Shopify/Wix alone or a custom build?")

# ---------------- German ----------------
add("de-s01", "Suche einen Schreiner, der uns unter der Dachschräge im Kinderzimmer in Gonderange einen Einbauschrank nach Maß baut, etwa 3,40 m breit, weiß lackiert.",
    "carpentry", "Junglinster", "Gonderange", not_place=("einen",), situation="Made-to-measure built-in wardrobe under a sloping ceiling")
add("de-s02", "hallo wir möchten die alte klingel durch eine gegensprechanlage mit kamera ersetzen lassen das kabel liegt schon bis zum tor in grevenmacher",
    "electrical", "Grevenmacher", "grevenmacher", situation="Replacing an old doorbell with a video intercom to the gate")
add("de-s03", "Unsere Ölheizung in Niederdonven wurde seit drei Jahren nicht mehr gewartet, wer übernimmt Wartung und Brennerreinigung noch vor dem Winter?",
    "heating", "Flaxweiler", "Niederdonven", situation="Overdue service and burner cleaning of an oil heating system")
add("de-s04", "Im Bahnhofsviertel soll in einer Altbauwohnung die alte Raufasertapete runter und alles neu gestrichen werden, 3 Zimmer, Decken 3,10 m hoch.",
    "painting", "Luxembourg", "Bahnhofsviertel", situation="Stripping woodchip wallpaper and repainting a high-ceilinged old flat")
add("de-s05", "Wir haben letztes Jahr geheiratet und ich arbeite als Grenzgänger, aus diesem Grund würde ich die gemeinsame Steuererklärung diesmal lieber von jemandem machen lassen, der sich auskennt.",
    "accounting", None, None, not_place=("Grund",), situation="First joint tax return for a newly married cross-border worker")
add("de-s06", "Für unseren kleinen E-Bike-Verleih brauchen wir eine Buchungsseite mit Kalender, Online-Zahlung und Bestätigungsmail, gibt es hier jemanden, der das programmiert?",
    "web-development", None, None, situation="Booking page with calendar and payment for an e-bike rental")
add("de-s07", "Hinter der Spüle und dem Herd in unserer Küche in Wasserbillig soll ein Fliesenspiegel hin, rund 4 m2, Fliesen haben wir schon gekauft.",
    "tiling", "Mertert", "Wasserbillig", situation="Tiling a kitchen backsplash with tiles already bought")
add("de-s08", "Der Tresor meines verstorbenen Vaters in Echternach lässt sich nicht öffnen, Code unbekannt und der Schlüssel fehlt, wer kann den fachgerecht aufmachen?",
    "locksmith", "Echternach", "Echternach", situation="Opening a late father's safe with unknown code and missing key")
add("de-s09", "Meine Mutter zieht Mitte März aus ihrem Haus in Consdorf ins Pflegeheim nach Luxemburg und wir brauchen Hilfe, um ein paar Möbel mitzunehmen und den Rest einzulagern.",
    "moving", "Consdorf", "Consdorf", distractors=("Luxemburg",), situation="Moving a mother from her house into a care home, with storage for the rest")
add("de-s10", "Unser Labrador ist zwei Jahre alt, zieht an der Leine wie verrückt und hört überhaupt nicht, kennt jemand einen guten Hundetrainer für Einzelstunden?",
    None, None, None, not_place=("einen",), situation="Looking for a dog trainer for a leash-pulling Labrador")
add("de-t01", "Nach dem Sturm letzte Woche ist an der Decke im Schlafzimmer oben ein brauner Fleck aufgetaucht, der jeden Tag größer wird. Auf dem Dachboden ist die Dämmwolle an einer Stelle nass. Vom Garten aus sieht man, dass oben in der Fläche ein paar Ziegel fehlen. Das Haus steht in Cruchten, bitte möglichst schnell, für Freitag ist wieder Regen angesagt.",
    "roofing", "Nommern", "Cruchten", kind="a", nu="U", situation="Brown ceiling stain and wet insulation after a storm, tiles missing")
add("de-t02", "Unsere Spülmaschine (AEG, 5 Jahre) pumpt nicht mehr ab. Nach dem Programm steht unten immer noch schmutziges Wasser, und man hört nur ein Brummen. Das Sieb habe ich schon gereinigt und den Schlauch kontrolliert. Wir wohnen in Befort, tagsüber ist meistens jemand zu Hause.",
    "appliance-repair", "Beaufort", "Befort", kind="a", nu="U", situation="Dishwasher no longer drains and only hums")
add("de-t03", "An unserem Haus in Altrier gehen von den Ecken der Fenster schräge Risse durch den Außenputz nach oben. Letztes Jahr waren die noch haarfein, jetzt passt eine Münze rein. Innen knirscht seit dem Sommer auch die Terrassentür beim Schließen. Wir machen uns Sorgen, ob da was Größeres dahintersteckt.",
    "masonry", "Bech", "Altrier", kind="a", nu="U", situation="Diagonal cracks in the render from the window corners are widening")
add("de-t04", "Im Keller unseres Hauses in Berburg stinkt es seit Wochen nach Kanal, vor allem am Bodenablauf neben der Waschküche. Der Hausmeister meinte, wir sollen einfach jede Woche Chlorreiniger reinkippen, dann sei Ruhe. Hat zwei Tage geholfen, jetzt ist der Geruch schlimmer als vorher und es gluckert, wenn oben jemand duscht. Kann sich das bitte jemand anschauen?",
    "plumbing", "Manternach", "Berburg", kind="b", nu="U", situation="Sewer smell from a cellar floor drain; caretaker says pour in bleach")
add("de-t05", "Vor zwei Jahren haben wir in Rosport eine Holzterrasse aus Douglasie gebaut, der Baumarkt hat uns gesagt, man kann die Dielen ohne Unterkonstruktion direkt auf Kies legen. Jetzt sind viele Bretter an den Enden schwarz und weich und die ganze Fläche ist wellig. Wir wollen das diesmal richtig machen lassen, mit Unterbau und Abstand zum Boden. Welcher Schreiner macht so etwas noch vor dem Sommer?",
    "carpentry", "Rosport-Mompach", "Rosport", kind="b", nu="N", situation="Wooden deck laid straight on gravel rots; wants it rebuilt with a substructure")
add("de-t06", "Wir wohnen in Perl und haben zusätzlich ein Wochenendhaus in Nittel, gegenüber von Machtum auf der anderen Moselseite. Der Vorbesitzer hat uns damals geraten, Bambus als Sichtschutz zu pflanzen, das sei pflegeleicht. Inzwischen kommen die Triebe überall im Rasen raus und sogar beim Nachbarn. Wir suchen einen Gärtner, der den Bambus samt Wurzeln komplett entfernt.",
    "gardening", "abroad", "Nittel", distractors=("Perl", "Machtum"), not_place=("einen",), kind="b", nu="N", situation="Invasive bamboo at a weekend house across the Moselle; previous owner called it low-maintenance")
add("de-t07", "Seit drei Wochen wachen mein Freund und ich mit Stichen in einer Reihe auf, und auf dem Laken sind kleine Blutflecken. Der Vermieter sagt, wir sollen einfach alles bei 60 Grad waschen, dann ist das Problem erledigt. Das haben wir zweimal gemacht, es beißt uns trotzdem jede Nacht. Die Wohnung ist in Fels, direkt im Ort, und wir haben keine Wahl, wir können nicht einfach ausziehen.",
    "pest-control", "Larochette", "Fels", not_place=("Wahl",), kind="b", nu="U", situation="Bed bug bites continue; landlord says washing at 60 degrees is enough")
add("de-t08", "Wir sind eine Anwaltskanzlei mit acht Mitarbeitern und ziehen im April in neue Büros in Wecker, etwa 180 m2. Bisher hat eine Putzfrau privat geputzt, sie geht aber in Rente. Wir suchen eine Reinigungsfirma für zweimal pro Woche abends, inklusive Küche und Sanitärräume. Bitte ein Angebot pro Monat.",
    "cleaning", "Biwer", "Wecker", kind="c", nu="N", situation="Law office needs regular evening office cleaning in new premises")
add("de-t09", "Unsere Bäckerei hat drei Filialen, die Zentrale mit Backstube ist in Christnach. Die Kassen in den Filialen sollen abends automatisch die Umsätze an den PC im Büro schicken, aber seit dem neuen Router klappt die Verbindung nicht mehr. Außerdem bräuchten wir ein vernünftiges Backup. Wer kennt sich mit Netzwerken und Kassensystemen aus?",
    "it-support", "Waldbillig", "Christnach", kind="c", nu="U", situation="Bakery chain: tills no longer sync to the office PC after a router change")
add("de-t10", "Wir sind ein Familienweingut an der Mosel und bringen im Herbst einen neuen Katalog heraus. Die Texte über unsere Weine, die Etiketten und die Preisliste sollen ins Englische und Niederländische übertragen werden, etwa 25 Seiten. Wichtig ist uns ein Übersetzer, der Weinvokabular kennt und nicht einfach DeepL benutzt. Bis Ende August wäre ideal.",
    "translation", None, None, not_place=("einen",), kind="c", nu="N", situation="Winery catalogue and labels into English and Dutch")
add("de-t11", "Ich bin Kassierer im Tennisclub Heffingen. Der Vorstand überlegt, das Dach des Clubhauses und der Halle mit Photovoltaik zu belegen, die Halle allein hat etwa 600 m2. Wir bräuchten jemanden, der das durchrechnet und ein Angebot macht, auch mit Blick auf die Zuschüsse für Vereine. Die Generalversammlung ist im November.",
    "solar", "Heffingen", "Heffingen", kind="c", nu="U", situation="Tennis club wants PV on clubhouse and hall roofs")
add("de-t12", "Unser Nachbar hat vor einem Jahr eine Garage gebaut, die laut Vermesser 40 cm auf unserem Grundstück steht. Er sagt, das sei verjährt und uns egal. Lohnt es sich, dafür einen Anwalt einzuschalten, oder ist das am Ende teurer als es bringt? Mit welchen Kosten muss man ungefähr rechnen?",
    "legal", None, None, not_place=("einen",), kind="d", nu="N", situation="Neighbour's garage built 40 cm over the boundary: worth a lawyer?")
add("de-t13", "In unserer Wohnung in Medernach haben wir ein kleines Zimmer von 9 m2, das gleichzeitig Homeoffice und Gästezimmer werden soll. Wir haben schon zwei Mal Möbel gekauft und wieder zurückgeschickt, weil nichts passte. Lohnt es sich, jemanden ein Konzept mit Möbeln, Farben und Licht machen zu lassen, oder ist das für so einen kleinen Raum übertrieben? Was kostet so etwas ungefähr?",
    "interior-design", "Vallée de l'Ernz", "Medernach", not_place=("einen",), kind="d", nu="U", situation="Small room as home office and guest room: worth paying for a concept?")
add("de-t14", "Wir wollen den Dachboden unseres Hauses in Ehnen zu zwei Kinderzimmern ausbauen: Dämmung, Trockenbau, zwei Dachfenster, Strom, Heizung und Boden. Wie lange dauert so ein Ausbau normalerweise? Braucht man dafür eine Genehmigung von der Gemeinde? Und mit welchen Kosten pro m2 sollte man grob planen?",
    "renovation", "Wormeldange", "Ehnen", kind="d", nu="U", situation="Converting an attic into two children's rooms: duration, permit, cost")
add("de-t15", "Unsere Tochter hat im Mai Erstkommunion, danach feiern wir mit 40 Gästen bei uns zu Hause in Berdorf. Mein Bruder hat eine gute Kamera und bietet an, die Bilder zu machen. Lohnt es sich trotzdem, jemanden professionell zu buchen, nur für die Kirche und ein paar Gruppenbilder? Was kostet das für zwei, drei Stunden?",
    "photography", "Berdorf", "Berdorf", kind="d", nu="U", situation="First communion pictures: brother with a camera or a professional?")

# ---------------- English ----------------
add("en-s01", "Looking for someone to clean our 2-bed flat in Kirchberg every Tuesday morning, about 3 hours, we provide the products.",
    "cleaning", "Luxembourg", "Kirchberg", situation="Weekly cleaner for a two-bedroom flat")
add("en-s02", "We need a carpenter to hang a new solid oak front door in an existing frame at our house in Roodt-sur-Syre, the old one is warped and lets the draught in.",
    "carpentry", "Betzdorf", "Roodt-sur-Syre", situation="Hanging a new solid oak front door in an existing frame")
add("en-s03", "the toilet in our downstairs loo wobbles and there's water pooling round the base every time someone flushes, we're in Capellen near the roundabout, can a plumber come this week",
    "plumbing", "Mamer", "Capellen", situation="Wobbly toilet leaking at the base when flushed")
add("en-s04", "Hi, we'd like six fruit trees planted and a couple of raised veg beds designed where there's only patchy grass now, L-5250, any time in October works.",
    "gardening", "Sandweiler", "L-5250", not_place=("grass",), situation="Planting fruit trees and designing raised vegetable beds")
add("en-s05", "I was let go during my probation period two weeks after telling my manager I'm pregnant, can a lawyer tell me if that's even allowed here?",
    "legal", None, None, situation="Dismissed during probation right after announcing a pregnancy")
add("en-s06", "We have a 12-minute training video in English and need French and German subtitles done properly by a human translator, not auto-generated.",
    "translation", None, None, situation="French and German subtitles for a company training video")
add("en-s07", "Our Bosch tumble dryer in Helmsange runs the full cycle but the clothes come out cold and wet, it's only 4 years old, anyone repair these?",
    "appliance-repair", "Walferdange", "Helmsange", situation="Tumble dryer runs but does not heat")
add("en-s08", "Quote needed to move a one-bedroom flat from Moutfort to a studio in Kirchberg on Saturday 21st, second floor both ends, there is a lift at the new place.",
    "moving", "Contern", "Moutfort", distractors=("Kirchberg",), situation="Small flat move to a studio, lift only at the destination")
add("en-s09", "Pigeons keep nesting on our balcony in Gasperich and the mess is disgusting, we'd like spikes or a net fitted by someone who knows what they're doing 🙏",
    "pest-control", "Luxembourg", "Gasperich", situation="Pigeons nesting on a balcony; wants spikes or netting")
add("en-s10", "Does anyone know a reliable English-speaking babysitter for two kids (4 and 7) on Friday evenings, we're new to the country?",
    None, None, None, situation="English-speaking babysitter for Friday evenings")
add("en-t01", "Every time the oven or the dryer switches on, all the lights on the ground floor dim for a second. Since last week one of the double sockets in the kitchen feels warm and there's a faint smell of burnt plastic near it. Nothing has tripped yet. The house is in Senningerberg and was built in the early 80s.",
    "electrical", "Niederanven", "Senningerberg", kind="a", nu="U", situation="Lights dim when big appliances start; a kitchen socket is warm and smells burnt")
add("en-t02", "Our front door won't lock anymore. The key goes in and turns all the way round, but the bolts don't come out, top or bottom. We can close it, but we can't lock it, and we're flying to Lisbon on Thursday. We live in Goeblange, the door is a uPVC one with one of those long multi-point mechanisms.",
    "locksmith", "Koerich", "Goeblange", distractors=("Lisbon",), kind="a", nu="U", situation="Multi-point front door lock turns freely and bolts do not engage before a trip")
add("en-t03", "I work from home three days a week in Mullendorf. My video calls keep freezing and dropping in the top-floor room I use as an office, while downstairs everything is fine. The box from the provider is in the cellar and I already bought a cheap plug-in repeater that made no difference. My laptop also randomly loses the connection to the printer. I just want this to work properly.",
    "it-support", "Steinsel", "Mullendorf", kind="a", nu="U", situation="Home office Wi-Fi drops upstairs; repeater did not help; printer disconnects")
add("en-t04", "We rent a house in Messancy, just across the border from Clemency. When the heat pump was installed, the installer told us to switch it off every night and back on in the morning to save electricity. The house now never gets above 18 degrees and our electricity bill has gone up, not down. Is there a heating engineer who would come over to Belgium and set it up properly?",
    "heating", "abroad", "Messancy", distractors=("Clemency",), not_place=("bill",), kind="b", nu="N", situation="Heat pump switched off nightly on the installer's advice; house stays cold across the Belgian border")
add("en-t05", "Our neighbour in Munsbach pressure-washed the moss off his roof last spring and told us to do the same, so we did. This winter there is a damp patch spreading on the ceiling of the loft bedroom, and from the street the concrete tiles look rough and pale where the surface came off. Some of them seem to have hairline cracks too. Could someone inspect the roof and tell us what needs replacing?",
    "roofing", "Schuttrange", "Munsbach", kind="b", nu="U", situation="Roof tiles damaged by pressure-washing on a neighbour's advice; ceiling now damp")
add("en-t06", "Last year I tiled over the old tiles in our shower myself in Hassel, because the guy at the DIY store said normal adhesive straight on top was fine. Now three tiles have popped off and the others sound hollow when I knock on them. I'd rather have a proper tiler strip it back and redo it. It's a walk-in shower, about 1.2 by 0.9 m, plus the wall up to the ceiling.",
    "tiling", "Weiler-la-Tour", "Hassel", kind="b", nu="N", situation="DIY tiles over old shower tiles popping off after a store's advice")
add("en-t07", "The living room walls in our house in Dahlem were done in glossy oil paint by the previous owners. My father-in-law said we could just roll the new matt emulsion straight over it, no sanding or primer needed. Three months later it's peeling off in sheets whenever anything touches it, and the kids have started picking at it. We need the walls sorted before my parents visit in June.",
    "painting", "Garnich", "Dahlem", kind="b", nu="U", situation="Emulsion peeling off glossy oil paint after a father-in-law's no-primer advice")
add("en-t08", "We run a coworking space in Hollerich with around 40 desks, two meeting rooms and a shared kitchen. Our current cleaning company keeps skipping days and the kitchen is a disaster by Wednesday. We're looking for a new cleaning company that can come every weekday evening, and do the windows once a month. Please send a monthly price.",
    "cleaning", "Luxembourg", "Hollerich", kind="c", nu="N", situation="Coworking space needs weekday evening cleaning and monthly windows")
add("en-t09", "I'm one of two vets at a small practice in Leudelange. Our waiting room is one long corridor with plastic chairs, and the cats get terrified when dogs come in. We'd like someone to rethink the space: a separate corner for cats, calmer colours, better lighting and furniture that's easy to disinfect. Budget is limited, so we need a plan we can carry out in phases.",
    "interior-design", "Leudelange", "Leudelange", kind="c", nu="U", situation="Vet practice waiting room: separate cat area, colours, lighting, furniture")
add("en-t10", "Dear Sir or Madam, we set up a small SARL-S last March to sell refurbished laptops online. Neither of us has any background in finance, and we have just realised the annual accounts and the corporate tax return are due. We have bank statements and invoices in a shared folder, nothing else. Could you tell us what it would cost to have the books done and filed for the first year?",
    "accounting", None, None, not_place=("Sir", "sell"), kind="c", nu="U", situation="Small company's first-year bookkeeping, annual accounts and corporate tax filing")
add("en-t11", "We're an estate agency based in Strassen and list roughly ten properties a month, mostly flats in the city and houses around Mamer and Bertrange. Our phone pictures aren't cutting it anymore. We're looking for a photographer who can do interiors with proper lighting, plus drone shots for the houses, with a turnaround of 48 hours. This shoot would be at our office first, for team portraits.",
    "photography", "Strassen", "Strassen", distractors=("Mamer", "Bertrange"), kind="c", nu="N", situation="Estate agency needs interior and drone photos; first shoot is team portraits at the office")
add("en-t12", "We live in Canach and our old electric water heater is on its last legs. A friend swears by solar thermal panels for hot water, while another says PV panels running a heat-pump water heater make more sense these days. We're a family of five and the roof faces south-west. Which one would you recommend, and roughly what would each cost us?",
    "solar", "Lenningen", "Canach", kind="d", nu="U", situation="Solar thermal or PV with a heat-pump water heater for a family of five?")
add("en-t13", "We want to open up the wall between our kitchen and dining room in Olm so it becomes one space. It's about 3.5 m long and we think it might be load-bearing, since the floor joists upstairs run across it. How much would it roughly cost to take it out and put in a steel beam, and do we need a structural engineer first? We might sell in five years, so we don't want to overspend.",
    "masonry", "Kehlen", "Olm", not_place=("sell",), kind="d", nu="U", situation="Removing a possibly load-bearing kitchen wall with a steel beam: cost and engineer?")
add("en-t14", "I'm a physiotherapist about to open my own practice in September. Patients can already book me through Doctena, so is a proper website actually worth it, or would a Google business profile do? If it's worth it, what would a web developer charge for a simple bilingual site with my services and prices?",
    "web-development", None, None, kind="d", nu="N", situation="Does a new physio practice need its own website beyond a booking platform?")
add("en-t15", "We've just bought a house in Greiveldange and the kitchen is from the 90s: we'd like to knock down the pantry wall, put in a new kitchen with an island, redo the floor and move a few sockets. Realistically, how long would we be without a kitchen? And what's a sensible budget for about 16 m2 if we go mid-range? Our baby was born in January, so we'd like to plan this carefully.",
    "renovation", "Stadtbredimus", "Greiveldange", not_place=("born",), kind="d", nu="U", situation="Whole-kitchen refit with a wall removed: how long without a kitchen and what budget?")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, preciso de orçamento para uma mudança de Ingeldorf para Viseu em julho, vamos voltar para Portugal de vez, é um T3 com bastantes móveis.",
    "moving", "Erpeldange-sur-Sûre", "Ingeldorf", distractors=("Viseu", "Portugal"), situation="Moving a three-bedroom home back to Portugal for good")
add("pt-s02", "Queria pôr uma janela de telhado tipo velux no sótão da minha casa em Schifflange para fazer lá um quarto, quem faz isso e quanto custa mais ou menos?",
    "roofing", "Schifflange", "Schifflange", situation="Fitting a roof window in an attic to make a bedroom")
add("pt-s03", "ola queria pintar o quarto dos meus filhos em tetange paredes azul e teto branco mais ou menos 14 m2 quando tem disponibilidade",
    "painting", "Kayl", "tetange", situation="Painting a children's bedroom, blue walls and white ceiling")
add("pt-s04", "Com o gelo desta noite rebentou um cano na garagem em Rumelange e está a sair água por todo o lado, já fechei a água geral, preciso de alguém URGENTE!!",
    "plumbing", "Rumelange", "Rumelange", situation="Pipe burst in the garage after a frost night")
add("pt-s05", "Preciso de um intérprete de português para alemão para uma reunião na escola do meu filho na próxima terça às 16h, a professora não fala francês.",
    "translation", None, None, situation="Portuguese–German interpreter for a parent-teacher meeting")
add("pt-s06", "Tenho um apartamento alugado em Braga e nunca sei como declarar essas rendas na déclaration d'impôts aqui no Luxemburgo, alguém que trate disso por mim?",
    "accounting", None, None, distractors=("Braga", "Luxemburgo"), situation="Declaring rental income from a flat in Portugal on the Luxembourg tax return")
add("pt-s07", "O meu forno Whirlpool aquece em cima mas a resistência de baixo já não funciona e os bolos ficam crus por baixo, moro em L-3450, alguém repara?",
    "appliance-repair", "Dudelange", "L-3450", situation="Oven's lower heating element no longer works")
add("pt-s08", "Perdi a chave da caixa do correio e o síndico diz que tenho de trocar a fechadura eu mesmo, moro em Noertzange, alguém vem trocar isso?",
    "locksmith", "Bettembourg", "Noertzange", situation="Lost mailbox key, needs the mailbox lock replaced")
add("pt-s09", "Procuro alguém para limpar a fundo o sofá de tecido e dois tapetes grandes em casa, em Pontpierre, temos um cão e está tudo cheio de pelos e manchas.",
    "cleaning", "Mondercange", "Pontpierre", situation="Deep-cleaning a fabric sofa and two large rugs at home")
add("pt-s10", "Alguém conhece uma costureira que faça bainhas e aperte dois fatos para o casamento da minha irmã, tem de ficar pronto até dia 20?",
    None, None, None, situation="Seamstress for hems and taking in two suits")
add("pt-t01", "Desde que mudámos o termóstato, a caldeira liga e desliga de dois em dois minutos, faz clic clic o dia todo. Os radiadores ficam mornos mas nunca quentes, e a casa não passa dos 17 graus. O gás que gastámos em janeiro foi o dobro do ano passado. Moramos em Warken, numa casa geminada.",
    "heating", "Ettelbruck", "Warken", kind="a", nu="U", situation="Boiler short-cycles every two minutes and the house stays at 17 degrees")
add("pt-t02", "Todas as manhãs aparecem formigas pequenas castanhas na bancada da cozinha. Saem de uma fenda no rodapé, fazem um carreiro até ao açúcar e ao pão. Já pusemos vinagre e pó do supermercado mas voltam sempre. Moramos em Diekirch, no rés-do-chão, e temos um bebé que começa a gatinhar.",
    "pest-control", "Diekirch", "Diekirch", kind="a", nu="U", situation="Ants trailing from a skirting-board crack to food every morning")
add("pt-t03", "No corredor lá de casa, em Welsdorf, o chão de madeira faz um barulho enorme quando se anda. Duas tábuas já afundam um bocadinho quando se pisa e entre elas abriu uma fenda onde cabe uma moeda. A casa é dos anos 60 e por baixo é a cave. Tenho medo que alguém tropece.",
    "carpentry", "Colmar-Berg", "Welsdorf", kind="a", nu="U", situation="Creaking sagging wooden floorboards in a hallway")
add("pt-t04", "Vamos mudar-nos de Mersch para Lintgen no fim do mês. O meu cunhado disse que não é preciso pedir nada à comuna para parar o camião na rua, e que fazíamos tudo sozinhos numa manhã. Agora a vizinha diz que a rua é estreita e que sem autorização é multa. Acho melhor contratar uma empresa de mudanças que trate também da autorização, são 3 quartos e um 2º andar sem elevador.",
    "moving", "Mersch", "Mersch", distractors=("Lintgen",), kind="b", nu="N", situation="Move between two villages; brother-in-law said no street parking permit needed")
add("pt-t05", "Temos uma bétula grande ao pé do terraço em Schieren, as raízes estavam a levantar as lajes. Um vizinho disse para cortar as raízes maiores rente ao terraço, que a árvore aguentava. Fizemos isso em abril e agora a árvore está inclinada para o lado da casa e metade das folhas secou. Precisamos de alguém que veja se tem de ser abatida antes que caia.",
    "gardening", "Schieren", "Schieren", kind="b", nu="U", situation="Birch leaning after roots were cut on a neighbour's advice; may need felling")
add("pt-t06", "O meu cunhado fez a iluminação do jardim em Bissen no verão passado, com cabo normal enterrado diretamente na terra. Dizia que era igual ao cabo próprio e que não fazia mal. Agora, sempre que chove, o diferencial dispara e ficamos sem luz na casa toda. Preciso de um eletricista que faça isto como deve ser.",
    "electrical", "Bissen", "Bissen", kind="b", nu="N", situation="Garden lighting with ordinary buried cable trips the RCD whenever it rains")
add("pt-t07", "Um amigo ajudou-me a levantar um muro de blocos no fundo do quintal em Ehlange, sem fundação, só em cima da terra, porque disse que para um metro de altura não precisava. Depois das chuvas de fevereiro o muro caiu para o lado do vizinho. Felizmente não magoou ninguém. Quero que o refaçam como deve ser e que vejam o que é preciso por baixo.",
    "masonry", "Reckange-sur-Mess", "Ehlange", kind="b", nu="U", situation="Block wall built without a foundation on a friend's advice collapsed")
add("pt-t08", "Tenho uma pastelaria em Esch-sur-Alzette e a inspeção sanitária passou na semana passada. Disseram que os azulejos partidos no chão da cozinha e as juntas abertas atrás do forno têm de ser arranjados em 30 dias. São mais ou menos 20 m2 de chão e uns 6 m2 de parede. Só posso fechar à segunda-feira, é possível fazer em dois ou três dias de segunda?",
    "tiling", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="Pastry shop must replace broken kitchen floor tiles and open joints after a hygiene inspection")
add("pt-t09", "O nosso rancho folclórico faz 25 anos e vamos ter uma festa grande no salão em Soleuvre, com grupos convidados de Portugal. Queremos um fotógrafo que faça fotos das danças e também um pequeno vídeo para as redes sociais. É no sábado 14 de junho, das 15h às 22h. Somos uma associação, por isso o orçamento é apertado.",
    "photography", "Sanem", "Soleuvre", distractors=("Portugal",), kind="c", nu="N", situation="Folk dance group's anniversary needs photos and a short video")
add("pt-t10", "Temos uma mercearia portuguesa há 12 anos e muitos clientes pedem para encomendar pelo telemóvel. Queríamos uma loja online simples com os produtos, pagamento por Payconiq e entrega ao sábado. Não percebemos nada disso e o sobrinho que fazia o Facebook foi estudar para fora. Alguém que faça e explique como atualizar os preços?",
    "web-development", None, None, kind="c", nu="U", situation="Portuguese grocery wants a simple online shop with Payconiq and Saturday delivery")
add("pt-t11", "Abrimos uma pequena tasca em Bonnevoie há um ano e a sala parece um corredor frio, com luz branca de escritório. Queremos que fique mais acolhedora sem fechar muitos dias: outra disposição das mesas, cores, iluminação, talvez um banco corrido na parede. Procuramos um decorador de interiores que faça um plano e nos diga onde comprar. Temos cerca de 8 000 euros.",
    "interior-design", "Luxembourg", "Bonnevoie", kind="c", nu="N", situation="Small restaurant wants a cosier layout, colours and lighting")
add("pt-t12", "O meu marido caiu de um andaime numa obra há três meses e partiu o pé. O patrão diz que o acidente não foi declarado porque ele estava a fazer horas fora do horário. Agora a CNS e a AAA fazem perguntas e ele não recebe nada. Vale a pena ir a um advogado ou é dinheiro deitado fora? Quanto custa uma consulta?",
    "legal", None, None, kind="d", nu="N", situation="Undeclared work accident from scaffolding: worth a lawyer?")
add("pt-t13", "Vivemos numa casa geminada em Crauthem, o telhado é pequeno e virado a sudeste. Vale a pena pôr painéis solares com tão pouco espaço? Quantos caberiam e quanto se poupa por ano mais ou menos? Li que agora há ajudas do Estado, ainda existem?",
    "solar", "Roeser", "Crauthem", kind="d", nu="U", situation="Is PV worth it on a small south-east semi-detached roof?")
add("pt-t14", "A casa de banho do nosso apartamento em Esch/Alzette é de 1985 e queremos mudar tudo: tirar a banheira, pôr um duche italiano, lavatório novo, azulejos e luz. Quanto tempo ficamos sem casa de banho? É melhor fazer em agosto quando vamos de férias? E quanto custa mais ou menos para 6 m2?",
    "renovation", "Esch-sur-Alzette", "Esch/Alzette", kind="d", nu="U", situation="Full bathroom refit: how long without a bathroom and what cost?")
add("pt-t15", "Tenho uma pequena empresa de limpezas com escritório em Villerupt, pertinho de Esch. Os três computadores do escritório têm oito anos, o programa de faturação está cada vez mais lento e o antivírus caducou. Vale mais a pena arranjar estes ou comprar novos? E é melhor ter um contrato de manutenção ou chamar alguém só quando há problema?",
    "it-support", "abroad", "Villerupt", distractors=("Esch",), kind="d", nu="U", situation="Cleaning company office across the French border: fix or replace old PCs, maintenance contract?")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, vorremmo far ridipingere la facciata della nostra casa a Remich, circa 120 m2, l'intonaco è sano ma il colore è tutto sbiadito e sporco.",
    "painting", "Remich", "Remich", situation="Repainting a faded facade with sound render")
add("it-s02", "Cerco un elettricista per montare sei faretti a incasso e due lampadari nell'appartamento nuovo al Limpertsberg, i fili escono già dal soffitto.",
    "electrical", "Luxembourg", "Limpertsberg", situation="Fitting recessed spotlights and two ceiling lights in a new flat")
add("it-s03", "Il sifone sotto il lavandino del bagno perde e il mobile di legno si sta gonfiando, abito a Strassen, qualcuno può venire a cambiare sifone e scarico?",
    "plumbing", "Strassen", "Strassen", situation="Leaking basin trap swelling the vanity unit")
add("it-s04", "vorrei far montare le valvole termostatiche su tutti e 9 i termosifoni di casa a bertrange prima dell'inverno quanto costa piu o meno",
    "heating", "Bertrange", "bertrange", situation="Fitting thermostatic valves on nine radiators")
add("it-s05", "Io e mio marito vogliamo separarci in modo consensuale, abbiamo due figli piccoli e una casa in comune, cerchiamo un avvocato che segua entrambi se è possibile.",
    "legal", None, None, situation="Consensual separation with two children and a shared house")
add("it-s06", "Do corsi di cucina italiana a casa e vorrei una pagina dove le persone vedono le date, prenotano il posto e pagano in anticipo, chi può farmela?",
    "web-development", None, None, situation="Booking and payment page for Italian cooking classes")
add("it-s07", "Le fughe del pavimento in gres della cucina a Itzig sono nere e in alcuni punti si sbriciolano, cerco qualcuno che le rifaccia tutte, sono circa 25 m2.",
    "tiling", "Hesperange", "Itzig", situation="Regrouting a crumbling porcelain kitchen floor")
add("it-s08", "Preventivo per trasloco da Dudelange a Roma a fine agosto, appartamento di 70 m2, ci serve anche l'imballaggio di piatti e bicchieri.",
    "moving", "Dudelange", "Dudelange", distractors=("Roma",), situation="Moving a flat to Rome with packing of crockery")
add("it-s09", "La serratura della porta blindata di casa a Holzem si è bloccata con la porta chiusa e noi siamo fuori con la spesa, c'è un fabbro disponibile adesso?",
    "locksmith", "Mamer", "Holzem", situation="Armoured front door lock jammed shut with the family outside")
add("it-s10", "Cerco un personal trainer che venga a casa due volte a settimana, ho 52 anni e devo riprendere a muovermi dopo un'operazione al ginocchio.",
    None, None, None, situation="Personal trainer at home after knee surgery")
add("it-t01", "La cappa sopra il piano cottura fa un rumore fortissimo, come un ronzio metallico, appena si accende. Da qualche giorno non aspira quasi più e il fumo resta in cucina. Ho già lavato i filtri in lavastoviglie ma non è cambiato niente. È una Elica incassata nel pensile, casa nostra è a Beringen.",
    "appliance-repair", "Mersch", "Beringen", kind="a", nu="U", situation="Built-in cooker hood rattles loudly and no longer extracts")
add("it-t02", "Quando piove forte, dal telaio della finestra sul tetto della mansarda scendono gocce lungo il muro. Il cartongesso intorno è diventato scuro e molle. Dall'interno la finestra si chiude bene, quindi credo che l'acqua entri da fuori, intorno al vetro. Siamo a Grevenmacher, la casa ha circa trent'anni.",
    "roofing", "Grevenmacher", "Grevenmacher", kind="a", nu="U", situation="Rain seeping in around an attic roof window frame")
add("it-t03", "Nel nostro giardino a Septfontaines c'è una quercia enorme e negli ultimi mesi cadono rami secchi sul vialetto dove giocano i bambini. Metà della chioma in alto non ha messo foglie quest'anno. Alla base del tronco sono spuntati dei funghi grandi. Ho paura che un giorno cada un ramo sulla macchina o peggio.",
    "gardening", "Habscht", "Septfontaines", kind="a", nu="U", situation="Large oak dropping dead branches with fungi at the base")
add("it-t04", "Due anni fa abbiamo dipinto la ringhiera in ferro della scala esterna a Filsdorf. In negozio ci avevano detto che bastava uno smalto normale, senza antiruggine né carteggiatura. Adesso la vernice si stacca a scaglie e sotto è tutto arrugginito. Cerchiamo un pittore che la sistemi per bene prima dell'estate.",
    "painting", "Dalheim", "Filsdorf", kind="b", nu="N", situation="Iron railing painted without primer on a shop's advice now rusting")
add("it-t05", "Abbiamo visto dei ratti vicino alla compostiera in fondo al giardino a Bous, uno anche sulla terrazza la sera. Il vicino ci ha detto di spargere del veleno in giro per l'erba e basta. Però abbiamo un cane e due gatti e non vogliamo rischiare. Cerchiamo un disinfestatore che usi trappole o esche sicure.",
    "pest-control", "Bous-Waldbredimus", "Bous", kind="b", nu="N", situation="Rats near the compost; neighbour says scatter poison but there are pets")
add("it-t06", "La porta di legno della camera a Tuntange strusciava in basso. Un amico ci ha detto di piallarla noi sotto e l'abbiamo fatto. Ora sotto c'è una fessura di un centimetro, ma in alto continua a toccare il telaio e non si chiude. Credo che si sia proprio storta, qualcuno può sistemarla o cambiarla?",
    "carpentry", "Helperknapp", "Tuntange", kind="b", nu="U", situation="Wooden bedroom door still sticks after a friend's advice to plane the bottom")
add("it-t07", "Abbiamo un soggiorno di 18 m2 a Cents e il negozio di mobili ci ha assicurato che un divano angolare da tre metri ci stava benissimo. Adesso che è arrivato non si passa più verso il balcone e il tavolo da pranzo è finito in cucina. Vorremmo qualcuno che ci aiuti a ripensare tutta la disposizione, colori e luci compresi, magari tenendo il divano. Non vogliamo buttare altri soldi in mobili sbagliati.",
    "interior-design", "Luxembourg", "Cents", kind="b", nu="U", situation="Oversized corner sofa ruins a small living room; wants the layout rethought")
add("it-t08", "Gestiamo un ristorante a Mondorf-les-Bains con 60 coperti. Dopo la stagione estiva la cucina ha bisogno di una pulizia a fondo: cappe, filtri, piastrelle dietro i fuochi, celle frigo. Ci serve una squadra che lavori di notte o di lunedì, quando siamo chiusi. Potete mandarci un preventivo?",
    "cleaning", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="c", nu="U", situation="Restaurant kitchen deep clean after the summer season")
add("it-t09", "Importiamo pasta fresca e salumi dall'Emilia e due supermercati in Lussemburgo vogliono metterli in vendita. Servono le etichette e le schede prodotto in francese e tedesco, con gli allergeni scritti correttamente. Sono circa 40 prodotti. Cerchiamo un traduttore che conosca il settore alimentare.",
    "translation", None, None, distractors=("Lussemburgo",), kind="c", nu="N", situation="Food importer needs labels and product sheets in French and German")
add("it-t10", "Ho una pizzeria da cinque anni e a giugno apro un secondo locale, quindi passeremo da 4 a 11 dipendenti. Chi mi segue adesso fa solo la dichiarazione dei redditi e non vuole occuparsi delle buste paga. Cerco qualcuno che tenga i conti e prepari le paghe per entrambi i locali. Quanto si paga di solito al mese?",
    "accounting", None, None, kind="c", nu="U", situation="Pizzeria opening a second site needs bookkeeping and payroll for eleven staff")
add("it-t11", "Ho un'officina meccanica a Esch-sur-Alzette con un capannone di 400 m2 di tetto piano. Consumiamo tanta corrente di giorno per compressore e ponti sollevatori. Vorrei che un installatore fotovoltaico valutasse quanti pannelli ci stanno e in quanti anni si ripaga. Possibilmente qualcuno che abbia già fatto impianti su capannoni.",
    "solar", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="Car workshop with a flat roof wants a PV assessment")
add("it-t12", "A settembre festeggiamo le nozze di perle dei miei genitori, 30 anni, con una cena per 50 persone nel giardino di casa a Gosseldange. Conviene prendere un fotografo per tutta la serata o basta un photobooth con le foto stampate? Quanto costa in genere un fotografo per quattro ore?",
    "photography", "Lintgen", "Gosseldange", not_place=("perle",), kind="d", nu="N", situation="Parents' pearl anniversary dinner: photographer or photo booth?")
add("it-t13", "Stiamo pensando di comprare una vecchia casa a Ettelbruck da ristrutturare completamente: tetto a posto, ma impianti, bagni, cucina e pavimenti da rifare. Quanto si spende di solito al metro quadro per una ristrutturazione così? Conviene davvero rispetto a una casa nuova? La casa è di 140 m2.",
    "renovation", "Ettelbruck", "Ettelbruck", kind="d", nu="U", situation="Cost per m2 of fully renovating an old house versus buying new")
add("it-t14", "Abitiamo a Nennig, proprio di fronte a Remich dall'altra parte del ponte. Vogliamo fare una base in cemento per una pergola di 4 x 5 metri in giardino. È meglio una soletta gettata o dei plinti con le piastre? Quanto può costare più o meno e si lavora anche in Germania?",
    "masonry", "abroad", "Nennig", distractors=("Remich",), kind="d", nu="U", situation="Concrete slab or footings for a pergola just across the border from Remich")
add("it-t15", "I miei genitori hanno 80 anni e vivono a Differdange, vorrebbero vedere i nipoti in videochiamata. È meglio comprargli un tablet o un computer semplice? E c'è qualcuno che vada a casa loro a configurare tutto, internet compreso, e che possa aiutarli a distanza quando qualcosa non va?",
    "it-support", "Differdange", "Differdange", kind="d", nu="U", situation="Tablet or PC for elderly parents, home set-up and remote help")

# ---------------- Spanish ----------------
add("es-s01", "Hola, buscamos a alguien que cuide el jardín de nuestra casa en Schoos durante agosto mientras estamos en España: cortar el césped cada semana y regar los frutales.",
    "gardening", "Fischbach", "Schoos", distractors=("España",), situation="Garden upkeep in August while the family is away")
add("es-s02", "Necesito cambiar el cuadro eléctrico viejo de fusibles de porcelana por uno moderno con diferenciales, casa de 1960 en Ell, ¿cuánto puede costar?",
    "electrical", "Ell", "Ell", situation="Replacing an old porcelain fuse box with a modern board")
add("es-s03", "Quisiera que me instalaran un grifo exterior en la pared del jardín con su llave de paso por dentro, vivo en Redange-sur-Attert.",
    "plumbing", "Redange", "Redange-sur-Attert", situation="Installing an outdoor tap with an inside stop valve")
add("es-s04", "buenas, queremos poner baldosas antideslizantes en el suelo del garaje de useldange, son unos 35 m2 y el suelo ahora es de cemento pintado",
    "tiling", "Useldange", "useldange", situation="Non-slip floor tiles for a 35 m2 garage")
add("es-s05", "Tengo una pequeña SARL de reformas y mi gestor se jubila en junio, busco a alguien que lleve la contabilidad mensual y haga el cierre del ejercicio.",
    "accounting", None, None, situation="New accountant for monthly books and year-end closing of a small company")
add("es-s06", "Un coche me dio por detrás en una rotonda hace cuatro meses, tengo el parte firmado y su seguro sigue sin pagarme la reparación ni el fisio, ¿me conviene un abogado?",
    "legal", None, None, situation="Other driver's insurer will not pay after a rear-end collision")
add("es-s07", "Necesito dos personas con furgoneta para bajar un armario de tres cuerpos y una cama del tercer piso sin ascensor en el barrio de la Gare y llevarlos a un trastero.",
    "moving", "Luxembourg", "Gare", situation="Carrying a large wardrobe and a bed down three floors to a storage unit")
add("es-s08", "Hemos visto cucarachas por la noche en la cocina de nuestro piso en Esch-sur-Alzette y creemos que vienen del vecino, ¿quién puede tratar el piso entero?",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="Cockroaches in a flat's kitchen at night")
add("es-s09", "El congelador de tres cajones que tenemos en Lamadelaine hace una capa de hielo enorme detrás y la puerta ya no cierra bien, ¿lo pueden reparar?",
    "appliance-repair", "Pétange", "Lamadelaine", situation="Chest-of-drawers freezer builds thick ice and the door no longer seals")
add("es-s10", "¿Alguien conoce una peluquera que venga a casa a cortar el pelo a mi madre, que tiene 91 años y ya no puede salir?",
    None, None, None, situation="Hairdresser who visits an elderly mother at home")
add("es-t01", "Desde el martes la aplicación del móvil dice que no hay producción, aunque hace un sol espléndido. En la pantallita del aparato gris del garaje pone 0 W a mediodía y una luz roja parpadea. Hemos apagado y encendido el interruptor de al lado como decía el manual, sin suerte. La casa está en Bourglinster.",
    "solar", "Junglinster", "Bourglinster", kind="a", nu="U", situation="App shows no production; grey box in the garage shows 0 W and a red light")
add("es-t02", "Ha llegado el frío y los radiadores del salón y del comedor siguen helados, aunque los tubos que llegan a ellos queman. En el resto de la casa todo calienta bien y la presión está en 1,5 como siempre. Mi marido ha girado los cabezales blancos de un lado a otro y nada. Vivimos en Bereldange, en un dúplex.",
    "heating", "Walferdange", "Bereldange", kind="a", nu="U", situation="Two radiators stay cold though their pipes are hot after the summer")
add("es-t03", "Los escalones de hormigón de la entrada de casa se están desmoronando por los bordes. Esta semana se desprendió un trozo grande y se ven los hierros oxidados por dentro. Mi suegra casi se cae al subir. Estamos en Michelbouch y queremos arreglarlo antes de que llegue la helada.",
    "masonry", "Vichten", "Michelbouch", kind="a", nu="U", situation="Concrete front steps crumbling with rusty rebar exposed")
add("es-t04", "En julio sembramos césped en el jardín nuevo de Alzingen porque un amigo nos dijo que con calor sale antes. Con la sequía no salió casi nada y lo poco que salió está lleno de malas hierbas. Ahora queremos hacerlo bien, quizá con césped en rollo. ¿Hay algún jardinero que pueda prepararlo y colocarlo este otoño?",
    "gardening", "Hesperange", "Alzingen", kind="b", nu="N", situation="Lawn sown in a July heatwave on a friend's advice failed; wants turf laid")
add("es-t05", "El tejado plano del garaje en Kayl tiene goteras desde el invierno pasado. El casero dijo que bastaba con darle una mano de pintura de betún, y lo hizo él mismo en mayo. Sigue entrando agua cada vez que llueve y ya se ha estropeado una bicicleta y varias cajas. ¿Quién puede mirar la cubierta y decirnos qué hay que hacer de verdad?",
    "roofing", "Kayl", "Kayl", kind="b", nu="U", situation="Flat garage roof still leaks after landlord's coat of bitumen paint")
add("es-t06", "Mi cuñado nos puso el pasamanos de madera de la escalera en Echternach con tacos de plástico normales, dijo que aguantaban de sobra. Ahora se mueve un montón y uno de los soportes se ha salido de la pared. Con los niños subiendo y bajando me da miedo. Queremos que alguien lo fije bien o ponga uno nuevo de roble.",
    "carpentry", "Echternach", "Echternach", kind="b", nu="U", situation="Wooden stair handrail fixed with weak plugs by a brother-in-law is coming loose")
add("es-t07", "En la tienda nos aseguraron que la pintura blanca 'cubre en una mano' incluso sobre el rojo oscuro que tenía el salón. Llevamos tres manos y la pared sigue rosa y con manchas. Ya no queremos perder más fines de semana. Buscamos un pintor que lo deje bien en nuestro piso de Diekirch, unos 45 m2 de pared.",
    "painting", "Diekirch", "Diekirch", kind="b", nu="N", situation="White 'one-coat' paint over dark red still pink after three coats")
add("es-t08", "Tengo una escuela de baile en Ehlerange y el 28 de junio hacemos el festival de fin de curso con unas 120 alumnas. Las familias siempre piden fotos bonitas y este año queremos contratar a un fotógrafo de verdad. Serían unas cuatro horas, sala con poca luz. ¿Qué precio tendría?",
    "photography", "Sanem", "Ehlerange", kind="c", nu="N", situation="Dance school end-of-year show needs a photographer")
add("es-t09", "Somos una academia de idiomas pequeña y damos clases de español e inglés. Desde la última actualización de WordPress, el formulario de inscripción ya no envía nada y la página de horarios sale en blanco. Además, nos gustaría que los alumnos pudieran pagar el curso en línea. ¿Alguien que lo arregle y lo mejore?",
    "web-development", None, None, kind="c", nu="U", situation="Language school website: enrolment form broken after an update, add online payment")
add("es-t10", "Tenemos una panadería en Wiltz y queremos aprovechar el fondo del local para poner seis mesas de café. Ahora es un espacio frío, con fluorescentes y estanterías por todas partes. Buscamos a alguien que nos proponga cómo distribuirlo, qué colores y qué luz poner para que la gente se quede. No queremos hacer obra grande.",
    "interior-design", "Wiltz", "Wiltz", kind="c", nu="U", situation="Bakery wants a café corner: layout, colours and lighting without major works")
add("es-t11", "Somos una empresa de construcción con 30 trabajadores, la mitad portugueses y la otra mitad franceses o belgas. La Inspección del Trabajo nos pide que el manual de seguridad y las instrucciones de las máquinas estén en un idioma que todos entiendan. Son unas 60 páginas en alemán. Buscamos un traductor que lo pase al francés y al portugués.",
    "translation", None, None, kind="c", nu="N", situation="Building firm's safety manual from German into French and Portuguese")
add("es-t12", "Antes teníamos la oficina en el Born, en Barcelona, y todo estaba en la nube. Ahora somos cinco en una oficina en Grosbous y la conexión a veces es lenta. ¿Nos conviene más un NAS en la oficina o seguir con copias en la nube? ¿Y alguien nos lo puede montar y revisar de vez en cuando?",
    "it-support", "Groussbus-Wal", "Grosbous", distractors=("Born", "Barcelona"), kind="d", nu="U", situation="Small office: NAS or cloud backups, and who sets it up?")
add("es-t13", "Tenemos una casa en Huncherange con un sótano grande y seco de unos 50 m2. Queremos convertirlo en un estudio para mi suegro: baño, cocina pequeña, suelo, luz y una ventana más grande. ¿Es posible legalmente y cuánto costaría más o menos? ¿Cuántos meses de obra serían?",
    "renovation", "Bettembourg", "Huncherange", kind="d", nu="U", situation="Converting a dry basement into a studio flat: legal, cost, duration")
add("es-t14", "Vivimos en Merl, en una casa de 130 m2 con dos niños y un perro. ¿Es mejor contratar una empresa de limpieza o a una asistenta por su cuenta declarada en la CCSS? ¿Qué se paga normalmente por hora en cada caso? Necesitaríamos unas seis horas por semana.",
    "cleaning", "Luxembourg", "Merl", kind="d", nu="N", situation="Cleaning company or self-employed cleaner for a family house: prices")
add("es-t15", "Vivimos en Athus, justo al lado de Rodange, y en nuestra calle ha habido tres robos este invierno. ¿Qué es mejor para la puerta de entrada, una cerradura electrónica con huella o un bombín de alta seguridad con escudo? ¿Cuánto cuesta cada opción instalada y vienen también a Bélgica?",
    "locksmith", "abroad", "Athus", distractors=("Rodange",), kind="d", nu="U", situation="Smart lock or high-security cylinder after burglaries, just across the Belgian border")
