MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------------------------------------------------------- Luxembourgish
add("lb-s01", "Mir plënneren den 12 Januar vu Miersch op Ettelbréck, 3-Zëmmer-Wunneng am 2ten Stack ouni Lift, wien huet nach e Camion an 2-3 staark Leit fräi?",
    "moving", "Mersch", "Miersch", distractors=["Ettelbréck"], situation="Move of a 3-room second-floor flat without lift from Mersch to Ettelbruck")
add("lb-s02", "wien kann mir an der kiche zu wëntger d plättercher hannert dem spullstee nei leeën ongeféier 4 m2 déi al sinn gesprong",
    "tiling", "Wincrange", "wëntger", situation="Re-tile 4 m2 of cracked splashback behind the kitchen sink")
add("lb-s03", "Brauch dréngend een deen mir d'Schlass vun der Haapdier zu Housen wiesselt, de Locataire ass ausgezunn an huet zwee Schlësselen net zeréckginn 😤",
    "locksmith", "Parc Hosingen", "Housen", situation="Change the front-door lock after a tenant left without returning two keys")
add("lb-s04", "Ech sichen en Affekot deen sech am Aarbechtsrecht auskennt, mäi Patron wëll mech no 11 Joer ouni richtege Grond entloossen an ech hunn de Bréif gëschter kritt.",
    "legal", None, None, situation="Employment lawyer: dismissal after 11 years without proper reason")
add("lb-s05", "Kann een eis am Fréijoer de Gaart zu Sëll nei uleeën, Rasen, e Stéck Bléieweis an 5-6 Uebstbeem laanscht de Bord?",
    "gardening", "Saeul", "Sëll", situation="Lay out a new garden with lawn, wildflower strip and fruit trees")
add("lb-s06", "Wou kann ech hei zu Lëtzebuerg nach séier meng Wanterpneuen opmaache loossen ouni dräi Wochen op en Termin ze waarden?",
    None, None, None, distractors=["Lëtzebuerg"], situation="Winter tyre change at a garage (not a listed trade); country name only")
add("lb-s07", "Mir hätte gär eng Offer fir Photovoltaik um Daach vun eisem Haus zu Ëlwen, ongeféier 35 m2 op der Südsäit, Zieler ass am Keller.",
    "solar", "Troisvierges", "Ëlwen", situation="Quote for a photovoltaic system on 35 m2 south roof")
add("lb-s08", "Mir sichen eng Firma déi all Samschdeg eis zwou Ferienwunnengen zu Klierf tëscht 10 an 15 Auer nom Gäschtewiessel botzt, Wäsch inklusiv wann méiglech.",
    "cleaning", "Clervaux", "Klierf", situation="Weekly changeover cleaning of two holiday flats")
add("lb-s09", "Hätt iergendeen Zäit fir Fotoen an e kuerze Film vun eisem Bauerenhaff zu Proz fir eis nei Broschür ze maachen, am léifsten am Mee wann d'Kéi dobausse sinn?",
    "photography", "Préizerdaul", "Proz", situation="Photos and a short film of a farm for a brochure")
add("lb-s10", "Kann mir een e Bau-Devis vun 12 Säiten vum Portugisesche op Franséisch iwwersetzen, et ass pressant bis Freideg",
    "translation", None, None, situation="Translate a 12-page building quote from Portuguese to French")
add("lb-t01", "Zënter enger Woch gesäit een um Plafong an der Stuff, direkt ënnert der Buedzëmmer, e brongen Fleck deen all Dag méi grouss gëtt. De Waasserzieler dréint och nuets wou keen eppes opmécht. Mir wunnen zu Kautebaach, d'Haus ass vun 1978 an nach ni renovéiert ginn. Wie kann dat kucke kommen ier de Plafong erofkënnt?",
    "plumbing", "Kiischpelt", "Kautebaach", kind="a", nu="U", situation="Brown stain spreading under the bathroom and the water meter turning at night")
add("lb-t02", "An der Späicherkummer héiere mer all Nuecht eppes kraazen an der Mauer. Haut de Moien louche kleng schwaarz Kréimelen niewent de Gromperen am Keller an e Sak Miel war ugebass. Meng Fra traut sech net méi erof an d'Kanner wëllen eng Fal mat Kéis opstellen. Mir sinn zu Nacher, kënnt dir eppes maachen?",
    "pest-control", "Goesdorf", "Nacher", kind="a", nu="U", situation="Scratching in walls, droppings and a gnawed flour bag in the cellar")
add("lb-t03", "Bei eis zu Bouneweg fält de Stroum an der ganzer Kichen aus soubal de Kachherd an eng zweet Saach gläichzäiteg lafen, och just de Waasserkocher. Am Kasten am Gank ass dann ëmmer dee selwechte Schalter erof. D'Wunneng ass vun de 60er Joren an d'Kichen ass nei, déi al Leitungen net. Ech hunn och gemierkt, datt d'Steckdous hannert dem Kachherd ganz waarm gëtt. Mir hunn dräi kleng Kanner an ech kachen elo mat enger Verlängerung aus der Stuff, dat ka jo net gutt sinn.",
    "electrical", "Luxembourg", "Bouneweg", kind="a", nu="U", situation="Kitchen circuit breaker trips whenever the cooker runs with any other appliance")
add("lb-t04", "Mäi Schwoer huet gesot, ech soll d'Buedemheizung iwwer den Dag ganz ausschalten, dat géif vill spueren. Zënterhier kréie mer d'Haus zu Hiefenech net méi iwwer 18 Grad an um Verdeeler am Keller bewege sech zwee vun de Stellventiler guer net méi. D'Gasrechnung ass och net méi kleng ginn, am Géigendeel. Ech hätt gär datt een dat richteg areguléiert an déi Ventiler kuckt.",
    "heating", "Heffingen", "Hiefenech", kind="b", nu="U", situation="Underfloor heating switched off by day on advice; house stuck at 18 degrees, manifold valves seized")
add("lb-t05", "De Proprietaire seet, d'Dachrënn wier net säi Problem an ech sollt se selwer mat Silikon zoumaachen. Dat hunn ech gemaach an elo leeft bei all Reen d'Waasser iwwer de Rand laanscht d'Fassad erof, d'Kellerfënster ass all Kéier naass. Mir sinn zu Wäisswampech, Haus mat zwee Stäck. Ech hätt gär en Dachdecker deen dat eng Kéier richteg mécht an eng Rechnung schreift déi ech dem Proprietaire weiderginn.",
    "roofing", "Weiswampach", "Wäisswampech", kind="b", nu="N", situation="Landlord said to seal the gutter with silicone; it now overflows down the facade")
add("lb-t06", "E Kolleg vum Fussball huet gemengt, de Rëss an eiser Gaardemauer wier just kosmetesch, bësse Mortier drop a fäerdeg. No engem Wanter ass de Rëss elo zwee Fanger breet an d'Mauer hänkt sichtbar no bausse. Wann déi ëmfält, läit se um Auto vum Noper. Mir sinn zu Pëtscht, wien kann dat stabiliséieren oder nei opbauen?",
    "masonry", "Putscheid", "Pëtscht", kind="b", nu="U", situation="Garden wall crack dismissed as cosmetic by a friend, now leaning outwards")
add("lb-t07", "Am Geschäft hu se mir gesot, e Frigo vu 6 Joer wier e Fall fir den Container an ech soll en neien huelen. Den Tiefkühler ënnen ass eiskal, mee uewen am Frigo sinn et 14 Grad an hannen un der Mauer ass alles mat Äis zou. Ech gleewen net datt en ganz futti ass, et ass e Liebherr an deen huet 1400 Euro kascht. Ass et een deen dat zu Biekerech reparéiere kënnt?",
    "appliance-repair", "Beckerich", "Biekerech", kind="b", nu="U", situation="Shop said to replace a 6-year-old fridge; fridge warm, back wall iced")
add("lb-t08", "Mir hunn eng Bäckerei zu Feelen mat zwou Kaassen an engem Drécker fir d'Bestellungen am Fournil. Zënter dem Update vum Router verléieren d'Kaassen all puer Stonnen d'Verbindung an d'Bestellunge kommen net méi eriwwer. De Provider seet, bei hinne wier alles an der Rei. Mir bräichten en Informatiker deen eist Netz eng Kéier propper opsetzt, am beschten e Méindeg well mer do zou hunn.",
    "it-support", "Feulen", "Feelen", kind="c", nu="N", situation="Bakery tills and order printer lose network connection after router update")
add("lb-t09", "Ech sinn de Caissier vum Tennisclub zu Schëtter. An der Buvette leeft d'Pissoir dauernd iwwer an am Vestiaire ass den Ofloss vun den Duschen bal zou, d'Waasser steet no engem Match bis un d'Knöchelen. Samschdeg hu mer en Tournoi mat 60 Spiller. De Buvettier seet, et géif no Kanal stinken. Kann do virdrun nach een laanscht kommen?",
    "plumbing", "Schuttrange", "Schëtter", kind="c", nu="U", situation="Tennis club: overflowing urinal and nearly blocked shower drain before a tournament")
add("lb-t10", "Mir sinn eng kleng Versécherungsagence an zéien an en neie Büro vun 80 m2 zu Viichten. Mir wëssen net, wéi mer Empfang, véier Schreifdëscher an eng kleng Kichen esou placéieren, datt et net ausgesäit wéi e Waardesall. Mir hätte gär och Virschléi fir Faarwen a Luuchten. Bauen a montéiere mécht duerno eise Schräiner, et geet just ëm de Plang.",
    "interior-design", "Vichten", "Viichten", kind="c", nu="U", situation="Insurance agency wants a layout, colour and lighting plan for a new 80 m2 office")
add("lb-t11", "Ech schreiwen fir eis Harmonie, mir sinn 45 Musikanten. Eise Site ass vun 2009 a kee weess méi d'Passwuert. Fir de Galakonzert am Mäerz bräichte mer eng nei Websäit wou d'Leit och Plazen reservéiere kënnen. Kennt dir e Webdesigner deen dat fir e Veräin mécht ouni datt et e Verméigen kascht?",
    "web-development", None, None, kind="c", nu="N", situation="Brass band needs a new website with seat booking for its gala concert")
add("lb-t12", "Mir hunn e Bauerenhaus vun 1920 zu Briddel kaf. Et muss alles gemaach ginn: Stroum, Waasser, Buedzëmmer, Fënsteren, Isolatioun, Buedem. De Puppelchen kënnt am August. Ass et realistesch datt dat bis dohin bewunnbar ass, oder dreeme mer?",
    "renovation", "Kopstal", "Briddel", kind="d", nu="U", situation="Whether a 1920 farmhouse needing everything can be habitable within months")
add("lb-t13", "Mäi Brudder an ech hunn eng SARL-S gegrënnt fir e Foodtruck. Lount et sech schonn am éischte Joer e Comptabel ze huelen, oder kann een d'Bilan an d'Deklaratioune selwer maachen? Wat kascht esou eppes ongeféier am Joer fir eng kleng Firma wéi eis?",
    "accounting", None, None, kind="d", nu="N", situation="Whether a new food-truck SARL-S needs an accountant in year one, and the cost")
add("lb-t14", "Eis Trap aus Eechenholz kraacht bei all Tratt an d'Lack ass op de Stufen ofgelaf. Ass et besser se ofzeschleifen an nei ze lackéieren, oder soll een einfach Teppech drop leeën? Wéi vill kascht dat bei 16 Stufen ongeféier, mir sinn zu Wolz.",
    "carpentry", "Wiltz", "Wolz", kind="d", nu="U", situation="Creaking oak staircase with worn lacquer: sand and relacquer or carpet")
add("lb-t15", "Meng Elteren hunn en Haus zu Gouvy, just iwwer der Grenz an der Belsch. D'Fassad ass gro a bréckelt op der Wiederseit. Kënnt iwwerhaapt e Fassadenmoler vun hei bis do eriwwer? A wat kascht eng Fassad vun ongeféier 120 m2?",
    "painting", "abroad", "Gouvy", kind="d", nu="N", situation="Parents' house facade repaint in Gouvy, Belgium: will a painter travel there, cost")

# ---------------------------------------------------------------- French
add("fr-s01", "Bonjour, je cherche un peintre pour refaire le salon et le couloir (environ 70 m² de murs + plafonds) dans notre appart à Tétange, dispo à partir du 15 janvier.",
    "painting", "Kayl", "Tétange", situation="Repaint living room and hallway walls and ceilings")
add("fr-s02", "porte claquée avec les clés dedans au 3e étage rue de la gare à soleuvre et la casserole est encore sur le feu, quelqu'un peut venir MAINTENANT svp",
    "locksmith", "Sanem", "soleuvre", not_place=["gare"], situation="Locked out with a pan still on the stove")
add("fr-s03", "Qui pourrait abattre et dessoucher un vieux sapin d'une quinzaine de mètres qui penche vers la maison à Aspelt, avant les tempêtes de février ?",
    "gardening", "Frisange", "Aspelt", situation="Fell and stump-grind a 15 m fir leaning towards the house")
add("fr-s04", "Nous cherchons un cabinet pour tenir la comptabilité et faire les fiches de paie de nos 6 salariés à partir de janvier, car nous quittons notre fiduciaire actuelle.",
    "accounting", None, None, situation="Bookkeeping and payroll for 6 employees after leaving the current firm")
add("fr-s05", "Besoin d'un électricien pour poser une borne de recharge 11 kW dans le garage de notre maison à Bascharage, la voiture est livrée fin du mois.",
    "electrical", "Käerjeng", "Bascharage", situation="Install an 11 kW EV charger in the garage")
add("fr-s06", "Je cherche une baby-sitter fiable les mercredis après-midi pour mes deux filles de 4 et 7 ans, idéalement quelqu'un qui parle luxembourgeois.",
    None, None, None, situation="Babysitter on Wednesday afternoons (not a listed trade)")
add("fr-s07", "On déménage un 4 pièces de Rumelange vers Thionville le 28/02, il nous faudrait un devis avec monte-meubles car l'escalier est très étroit.",
    "moving", "Rumelange", "Rumelange", distractors=["Thionville"], situation="Move of a 4-room flat from Rumelange to Thionville with a furniture lift")
add("fr-s08", "Il me faudrait un interprète portugais-français pour accompagner mes parents à la signature de leur compromis de vente jeudi prochain, ils ne parlent pas un mot de français.",
    "translation", None, None, situation="Portuguese-French interpreter for parents signing a property sale agreement")
add("fr-s09", "Mon four encastrable Siemens ne chauffe plus que par le haut (la résistance du bas reste froide), un réparateur pourrait passer à Mondercange cette semaine ?",
    "appliance-repair", "Mondercange", "Mondercange", situation="Built-in oven: bottom heating element stays cold")
add("fr-s10", "Je voudrais l'avis d'une décoratrice d'intérieur pour réaménager un deux-pièces de 48 m² au Limpertsberg que je mets en location meublée : plan des meubles, couleurs, éclairage.",
    "interior-design", "Luxembourg", "Limpertsberg", situation="Furniture plan, colours and lighting for a furnished rental flat")
add("fr-t01", "Depuis ce matin il fait 15 degrés dans l'appartement et l'eau de la douche est à peine tiède. Sur l'appareil au gaz dans la cuisine, le petit manomètre est presque à zéro et il y a une flaque en dessous. Le propriétaire est en vacances jusqu'au 3 janvier. On est à Esch/Alzette avec un bébé de 5 mois, il faudrait que quelqu'un passe aujourd'hui.",
    "heating", "Esch-sur-Alzette", "Esch/Alzette", kind="a", nu="U", situation="Flat cold, shower lukewarm, gas appliance pressure near zero with a puddle below")
add("fr-t02", "Après la tempête de dimanche, il manque plusieurs ardoises sur le pan côté Moselle et on voit le jour depuis le grenier. Cette nuit il a plu et le seau qu'on a mis sous la charpente était à moitié plein ce matin. La maison est à Remich, tout près des quais. Il faudrait au moins bâcher avant la pluie annoncée jeudi.",
    "roofing", "Remich", "Remich", kind="a", nu="U", situation="Slates missing after a storm, daylight and rain coming into the attic")
add("fr-t03", "Dans la salle de bains, trois carreaux du sol sonnent creux quand on marche dessus. Depuis hier l'un d'eux s'est carrément soulevé, avec une fissure en travers, et les joints autour partent en petits morceaux. C'est un appartement à Dudelange acheté neuf il y a deux ans et je voudrais que quelqu'un s'en occupe avant que ça empire.",
    "tiling", "Dudelange", "Dudelange", kind="a", nu="U", situation="Hollow-sounding floor tiles, one lifted and cracked, grout crumbling")
add("fr-t04", "Mon voisin, qui « s'y connaît », a remplacé lui-même la prise de la salle de bains et m'a dit que la terre n'était pas nécessaire pour un sèche-cheveux. Depuis, le différentiel saute dès qu'on prend une douche et hier ma fille a pris une petite décharge en touchant le sèche-serviettes. Je veux qu'un vrai électricien vienne vérifier toute l'installation de la salle de bains. C'est à Niederkorn, on est là tous les jours après 16h.",
    "electrical", "Differdange", "Niederkorn", kind="b", nu="N", situation="Neighbour replaced a bathroom socket without earth; RCD trips, child got a shock")
add("fr-t05", "Le vendeur du magasin de bricolage m'a conseillé un enduit acrylique pour reboucher les fissures de notre vieille maison en pierre à Remerschen. Deux hivers plus tard, l'enduit se décolle par plaques et derrière, les pierres sont humides et les joints s'effritent. Apparemment il aurait fallu de la chaux, mais le magasin dit que ce n'est pas son problème. Qui peut enlever tout ça et refaire les joints et l'enduit correctement ?",
    "masonry", "Schengen", "Remerschen", kind="b", nu="U", situation="DIY-store acrylic render on an old stone house peeling, joints crumbling")
add("fr-t06", "L'entreprise qui a posé notre parquet nous a dit qu'un coup d'aspirateur suffirait pour la poussière de ponçage. On l'a passé trois fois, et il reste une couche blanche sur les meubles, les rideaux, dans les placards et même dans la hotte. On emménage dans notre maison à Mondorf dans dix jours avec un enfant asthmatique. Quelqu'un peut-il s'occuper de tout ça, du sol au plafond ?",
    "cleaning", "Mondorf-les-Bains", "Mondorf", kind="b", nu="U", situation="Floor sanding dust everywhere after the floor fitter said vacuuming would do")
add("fr-t07", "Un commercial nous a vendu l'an dernier « le meilleur onduleur du marché » en jurant qu'il n'y aurait jamais d'entretien. Depuis octobre, l'appli affiche 0 kWh presque tous les jours et le boîtier dans le garage clignote en rouge, mais la société a fait faillite. On paie encore deux cent cinquante euros par mois de crédit pour les 24 panneaux sur le toit à Dalheim. Quelqu'un peut-il diagnostiquer et remplacer l'onduleur si besoin ?",
    "solar", "Dalheim", "Dalheim", not_place=["cent"], kind="b", nu="U", situation="Salesman's 'maintenance-free' PV inverter dead, installer bankrupt")
add("fr-t08", "Je gère un cabinet de kiné à Bettembourg avec quatre praticiens. Notre logiciel de rendez-vous tourne sur un vieux PC sous Windows 7 à l'accueil qui met dix minutes à démarrer, et l'imprimante réseau ne répond qu'une fois sur deux. On aimerait migrer tout ça proprement sans perdre l'historique des patients. Quelqu'un pourrait venir un samedi matin ?",
    "it-support", "Bettembourg", "Bettembourg", kind="c", nu="U", situation="Physio practice: migrate booking software off an old Windows 7 PC, fix network printer")
add("fr-t09", "Nous sommes une petite brasserie artisanale avec douze bières, vendues uniquement au marché et par téléphone. On voudrait un site avec boutique en ligne, paiement Payconiq et une vérification de l'âge à la commande. Notre budget tourne autour de 4 000 €. Est-ce qu'un développeur web pourrait nous faire une proposition ?",
    "web-development", None, None, kind="c", nu="N", situation="Craft brewery needs an online shop with age check and Payconiq")
add("fr-t10", "Notre garage automobile à Rodange fête ses 50 ans le 14 mars avec des portes ouvertes. On voudrait quelqu'un pour couvrir la journée et surtout tourner un petit film de deux minutes sur l'histoire de l'atelier, avec une interview du fondateur. Le tout doit pouvoir passer sur Facebook et sur l'écran du showroom.",
    "photography", "Pétange", "Rodange", kind="c", nu="U", situation="Car garage's 50th anniversary: event photos and a 2-minute history film")
add("fr-t11", "Je suis gérant d'un snack à Schifflange. Hier soir, en fermant, on a vu une dizaine de blattes sortir de derrière le frigo-vitrine. Le contrôle sanitaire peut passer à tout moment et je ne veux surtout pas fermer. Je cherche une entreprise de désinsectisation qui intervient de nuit, discrètement, avec un certificat.",
    "pest-control", "Schifflange", "Schifflange", kind="c", nu="N", situation="Snack bar with cockroaches behind the display fridge, needs night treatment")
add("fr-t12", "J'habite à Audun-le-Tiche, à deux minutes de la frontière, et je travaille à Esch. Je voudrais remplacer toute la tuyauterie en plomb de ma maison des années 30 par du multicouche. Est-ce que des artisans luxembourgeois se déplacent côté français, et combien faut-il compter pour 100 m² avec une salle de bains et une cuisine ? Ça vaut le coup de tout changer d'un coup ?",
    "plumbing", "abroad", "Audun-le-Tiche", kind="d", nu="U", situation="Replace lead water pipes in a 1930s house in Audun-le-Tiche: will Luxembourg firms come, cost")
add("fr-t13", "On hésite entre une terrasse en bois (ipé ou mélèze) et une terrasse composite pour notre jardin à Weiler-la-Tour, environ 30 m² sur plots. Le menuisier du village dit que le bois vieillit mieux, mon mari a vu de la pub pour le composite « sans entretien ». Qu'est-ce qui dure le plus longtemps et quelle différence de prix ? On voudrait la poser en avril.",
    "carpentry", "Weiler-la-Tour", "Weiler-la-Tour", kind="d", nu="N", situation="Wooden versus composite 30 m2 deck: durability and price")
add("fr-t14", "Nous venons d'hériter de la maison de ma grand-mère à Crauthem, restée dans son jus depuis 1975 : cuisine en formica, salle de bains rose, moquette partout, électricité d'origine. Est-ce qu'on la rénove pour la louer ou est-ce qu'on la vend en l'état ? Avant d'en parler avec mon frère, j'aimerais une estimation grossière de ce que coûte une remise aux normes complète.",
    "renovation", "Roeser", "Crauthem", kind="d", nu="U", situation="Inherited 1975 house: renovate to let or sell as is, rough cost")
add("fr-t15", "Mon ex-compagnon et moi avons acheté un appartement ensemble il y a trois ans, sans être mariés ni pacsés. Il refuse de vendre et ne paie plus sa part du prêt depuis juin. Est-ce que je peux l'obliger à vendre ou à racheter ma part ? J'aimerais parler à un avocat, si possible en français.",
    "legal", None, None, kind="d", nu="N", situation="Unmarried ex-partner refuses to sell a jointly owned flat or pay the loan")

# ---------------------------------------------------------------- German
add("de-s01", "Hallo, wir bräuchten einen Dachdecker für neue Dachrinnen und Fallrohre (rund 24 m, Zink) an unserem Haus in Echternach, gerne ein Angebot bis Ende Januar.",
    "roofing", "Echternach", "Echternach", not_place=["einen"], situation="Replace 24 m of zinc gutters and downpipes")
add("de-s02", "Unser WC im Gäste-Bad in Wasserbillig spült seit gestern ununterbrochen nach, der Spülkasten ist ein Unterputz-Geberit und die Drückerplatte klemmt.",
    "plumbing", "Mertert", "Wasserbillig", situation="Concealed-cistern toilet keeps running, flush plate stuck")
add("de-s03", "Wer kann uns in Befort einen steilen Rasenhang von etwa 200 m² durch eine pflegeleichte Bepflanzung mit Bodendeckern ersetzen, so wie bei meiner Schwester in Perl?",
    "gardening", "Beaufort", "Befort", distractors=["Perl"], not_place=["einen"], situation="Replace a steep lawn slope with low-maintenance ground cover")
add("de-s04", "Suche zuverlässigen Hundesitter für unseren Labrador für zwei Wochen im Februar, während wir in Österreich Ski fahren.",
    None, None, None, situation="Dog sitter for two weeks (not a listed trade)")
add("de-s05", "Unser WLAN-Mesh mit drei Fritz-Repeatern im Haus in Junglinster bricht im Obergeschoss ständig ab, bräuchte jemanden, der das vor Ort richtig einrichtet.",
    "it-support", "Junglinster", "Junglinster", situation="Home mesh Wi-Fi keeps dropping upstairs")
add("de-s06", "Wir suchen jemanden, der unsere Bedienungsanleitung für Pelletöfen (36 Seiten) aus dem Deutschen ins Französische und Niederländische übersetzt.",
    "translation", None, None, situation="Translate a 36-page pellet stove manual into French and Dutch")
add("de-s07", "Mein Sohn zieht nach dem Studium aus seinem WG-Zimmer in Trier wieder zu uns nach Grevenmacher, wir brauchen für den 3 März einen kleinen Transporter mit zwei Helfern.",
    "moving", "Grevenmacher", "Grevenmacher", distractors=["Trier"], not_place=["einen"], situation="Student's move back from Trier to the parents' house")
add("de-s08", "Kann jemand in Vianden den alten Tresor in unserem Ferienhaus öffnen, die Kombination kannte nur Opa und der ist letzten Monat gestorben?",
    "locksmith", "Vianden", "Vianden", situation="Open an old safe whose combination died with grandfather")
add("de-s09", "Wir sind ein Reitstall und suchen jemanden, der uns eine Website mit Online-Buchung für Reitstunden baut, gerne mit Kalender und Kartenzahlung.",
    "web-development", None, None, situation="Riding stable website with online lesson booking")
add("de-s10", "Seit zwei Wochen laufen bei uns in Bastendorf hunderte kleine Ameisen aus der Fußleiste in der Küche und Backpulver und Essig aus dem Internet helfen nichts, wer bekämpft die professionell?",
    "pest-control", "Tandel", "Bastendorf", situation="Ant trail from the kitchen skirting board")
add("de-t01", "Seit dem Sturm tropft es bei Regen von der Decke im Dachgeschoss, genau neben dem Kamin. Von außen sieht man, dass sich das Blech um den Schornstein an einer Ecke hochgebogen hat. In dem Zimmer schläft eigentlich unser Sohn, wir haben ihn jetzt ins Wohnzimmer verlegt. Das Haus steht in Rosport, direkt an der Sauer.",
    "roofing", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="Drip next to the chimney after a storm, flashing bent up")
add("de-t02", "Unser Wäschetrockner (Miele, Wärmepumpe, fünf Jahre alt) läuft die volle Zeit, aber die Wäsche kommt danach immer noch feucht raus. Flusensieb und Sockelfilter sind sauber, das Kondenswasser wird auch abgepumpt. Wir wohnen in Berdorf, haben vier Kinder und jeden Tag zwei Ladungen. Ich stelle mir inzwischen nachts den Wecker, um einen zweiten Durchgang zu starten.",
    "appliance-repair", "Berdorf", "Berdorf", not_place=["Wecker", "einen"], kind="a", nu="U", situation="Heat-pump dryer runs full cycle but laundry stays damp")
add("de-t03", "Seit die Nachbarn nebenan eine Baugrube ausgehoben haben, zieht sich ein Riss schräg durch unsere Kellerwand, man kann einen Fingernagel reinstecken. Oben in der Küche geht seitdem eine Tür nicht mehr richtig zu. Das Haus in Consdorf ist von 1962, unten Bruchstein, oben Ziegel. Wir wollen wissen, wie schlimm das ist und was gemacht werden muss.",
    "masonry", "Consdorf", "Consdorf", kind="a", nu="U", not_place=["einen"], situation="Diagonal crack in the cellar wall since the neighbours excavated")
add("de-t04", "Ein Bekannter meinte, bei unserer Ölheizung könne man die Wartung ruhig drei Jahre auslassen. Jetzt springt der Brenner morgens erst nach drei, vier Versuchen an, im Heizraum riecht es nach Öl und Ruß und die Störlampe leuchtet immer öfter. Im Tank sind noch gut 1500 Liter, am Öl liegt es also nicht. Wir wohnen in Müllerthal, im Winter kommt hier nicht schnell jemand hin. Wir hätten gerne jemanden, der die Anlage gründlich wartet und sagt, ob der Brenner noch zu retten ist.",
    "heating", "Waldbillig", "Müllerthal", kind="b", nu="U", situation="Oil burner skipped servicing on a friend's advice, now starts badly and smells")
add("de-t05", "Im Baumarkt hat man uns gesagt, auf die alte Ölfarbe im Treppenhaus könne man einfach Dispersionsfarbe streichen. Nach drei Wochen pellt die neue Farbe in langen Streifen ab, sobald man mit dem Fingernagel drankommt. Das Treppenhaus geht über drei Etagen, rund 90 m² Wandfläche, in einem Mehrfamilienhaus in Bech. Wer macht das fachgerecht neu, mit Anschleifen und Grundierung?",
    "painting", "Bech", "Bech", kind="b", nu="U", situation="Emulsion painted over old oil paint on DIY-store advice is peeling off")
add("de-t06", "Mein Vermieter hat gesagt, ich soll einfach eine Mehrfachsteckdose nehmen, statt eine neue Steckdose setzen zu lassen. Jetzt hängen im Homeoffice Rechner, zwei Bildschirme, Drucker und ein Heizlüfter an einer Leiste, und gestern war der Stecker angeschmort. Ich wohne in Lellig und habe ehrlich gesagt Angst vor einem Brand. Ich suche einen Elektriker, der zwei zusätzliche Steckdosen setzt und die Leitung prüft, die Rechnung geht an den Vermieter.",
    "electrical", "Manternach", "Lellig", kind="b", nu="N", not_place=["einen"], situation="Landlord said use a power strip; overloaded strip scorched a plug")
add("de-t07", "Der Hausmeister meinte, die klemmende Haustür aus Eiche solle ich einfach unten etwas abhobeln. Jetzt schließt sie zwar, aber unten ist ein Spalt von einem Zentimeter, es zieht kalt rein und bei Schlagregen steht Wasser im Flur. Wir wohnen in Boudler. Kann jemand die Tür richtig einstellen und unten eine neue Schwelle oder Leiste anbringen?",
    "carpentry", "Biwer", "Boudler", kind="b", nu="U", situation="Oak front door planed down on the caretaker's advice, now a 1 cm draught gap")
add("de-t08", "Wir sind ein Weingut in Ehnen und haben ab April jedes Wochenende Weinproben mit Gruppen. Der Probierraum hat eine Glasfront von 14 Metern Länge und fast vier Metern Höhe, dazu kommen die Fenster der Vinothek. Wir suchen eine Reinigungsfirma, die das vor der Saison einmal gründlich und danach alle zwei Wochen macht. Bitte mit Hebebühne oder Teleskopstangen, so hoch kommen wir selbst nicht.",
    "cleaning", "Wormeldange", "Ehnen", kind="c", nu="N", situation="Winery tasting room: 14 m glass front cleaned before the season, then fortnightly")
add("de-t09", "Unser kleines Hotel in Greiveldange ist nach dem Umbau fertig und die neue Website macht eine Agentur, uns fehlen aber die Bilder. Gebraucht werden die zwölf Zimmer, das Frühstück und die Terrasse mit Blick auf die Weinberge. Am liebsten an einem sonnigen Tag im Mai, wenn die Reben grün sind. Ein paar Drohnenaufnahmen wären schön.",
    "photography", "Stadtbredimus", "Greiveldange", kind="c", nu="U", situation="Small hotel needs room, breakfast and terrace photos plus drone shots")
add("de-t10", "Ich bin Kassierer in einem Fußballverein. Ein ehemaliger Trainer verlangt 8.000 Euro nachträglich, weil er angeblich angestellt und nicht ehrenamtlich war. Einen schriftlichen Vertrag gibt es nicht, nur WhatsApp-Nachrichten, und aus diesem Grund sind wir ziemlich nervös. Wer kann uns beraten und notfalls vor Gericht vertreten?",
    "legal", None, None, not_place=["Grund", "einen"], kind="c", nu="U", situation="Football club sued by a former coach claiming employee status")
add("de-t11", "Wir betreiben eine Zahnarztpraxis in Canach und übernehmen die Räume nebenan, 60 m² zusätzlich. Der Wartebereich soll ruhiger und freundlicher werden, mit einer Ecke für Kinder, und das Licht ist momentan furchtbar grell. Gesucht ist eine Innenarchitektin oder ein Innenarchitekt für ein Konzept mit Grundriss, Farben und Beleuchtung. Umsetzen würden das unsere eigenen Handwerker.",
    "interior-design", "Lenningen", "Canach", kind="c", nu="N", situation="Dental practice extension: waiting-room concept with layout, colours, lighting")
add("de-t12", "Wir wohnen in Igel, gleich gegenüber von Wasserbillig, arbeiten aber beide in Luxemburg. Lohnt sich bei einem Ost-West-Dach mit zusammen 50 m² überhaupt Strom vom eigenen Dach? Darf eine luxemburgische Firma so etwas in Deutschland installieren und anmelden, oder nimmt man besser jemanden aus Trier? Der Nachbar hat eine Anlage von einer Firma aus Saarburg und ist nicht begeistert. Wie lange dauert das ungefähr vom Angebot bis zum ersten Strom?",
    "solar", "abroad", "Igel", distractors=["Wasserbillig", "Luxemburg", "Trier"], kind="d", nu="U", situation="PV on an east-west roof in Igel (Germany): worth it, may a Luxembourg firm install")
add("de-t13", "Wir wollen im Bad in Flaxweiler die alten Fliesen nicht rausreißen, sondern neue drüberkleben lassen – geht das überhaupt? Ein Fliesenleger aus Perl hat uns 85 € pro m² genannt, ein anderer 140 €, ist das normal? Es geht um etwa 25 m² Wand und 6 m² Boden. Wir haben zwei kleine Kinder und nur dieses eine Bad.",
    "tiling", "Flaxweiler", "Flaxweiler", distractors=["Perl"], kind="d", nu="N", situation="Tile over old bathroom tiles: feasible, and why quotes differ")
add("de-t14", "Wir überlegen, eine Erdgeschosswohnung in einem Haus von 1985 in Roodt-sur-Syre zu kaufen. Küche, Bad und Böden müssten komplett raus, die Elektrik ist alt und ein Zimmer soll barrierefrei werden, weil meine Mutter einzieht. Mit welchen Kosten pro Quadratmeter muss man da ungefähr rechnen? Und wie lange wären wir ohne Küche?",
    "renovation", "Betzdorf", "Roodt-sur-Syre", kind="d", nu="U", situation="Cost per m2 and duration to refit a 1985 ground-floor flat before buying")
add("de-t15", "Ich bin Grenzgänger aus Deutschland und seit 2024 verheiratet, meine Frau arbeitet nicht. Lohnt es sich, in Luxemburg eine gemeinsame Veranlagung zu beantragen, und muss ich in Deutschland dann auch etwas erklären? Ich habe keine Ahnung und würde das gern einem Steuerberater überlassen. Was kostet so etwas ungefähr?",
    "accounting", None, None, distractors=["Luxemburg"], kind="d", nu="N", situation="Cross-border worker: joint tax assessment after marriage, wants a tax adviser")

# ---------------------------------------------------------------- English
add("en-s01", "Looking for someone to clean our 3-bed house in Strassen every other Friday, about 4 hours, we have two cats and a very hairy dog 🐶",
    "cleaning", "Strassen", "Strassen", situation="Fortnightly house cleaning with pets")
add("en-s02", "Need an electrician to swap all 14 halogen downlights in our Belair flat for LEDs and put a dimmer in the living room.",
    "electrical", "Luxembourg", "Belair", situation="Replace 14 halogen downlights with LED and add a dimmer")
add("en-s03", "Can anyone recommend a maths tutor for my 15-year-old, twice a week after school, preferably someone who has taught the IB programme?",
    None, None, None, situation="Maths tutor for a teenager (not a listed trade)")
add("en-s04", "I need an English-speaking lawyer to look over a commercial lease for a small shop before I sign it on Monday.",
    "legal", None, None, situation="Lawyer to review a commercial lease before signing")
add("en-s05", "Quote needed for moving a 2-bed flat from L-8080 to our new place in Hamm on 14 February, second floor with a lift at both ends.",
    "moving", "Bertrange", "L-8080", distractors=["Hamm"], situation="Move of a 2-bed flat from a Bertrange postal code to the Hamm quarter")
add("en-s06", "anyone free to rotavate and re-turf about 150 m2 of lawn in mullendorf after the builders wrecked it with their digger, the grass is basically mud now",
    "gardening", "Steinsel", "mullendorf", not_place=["grass"], situation="Re-turf a lawn wrecked by builders")
add("en-s07", "Need our 20-page employee handbook translated from English into French and German by the end of Q1.",
    "translation", None, None, situation="Translate a 20-page employee handbook into French and German")
add("en-s08", "Looking for a photographer to do professional headshots of our team of 18 at our office in Kirchberg, ideally on one morning next week.",
    "photography", "Luxembourg", "Kirchberg", situation="Team headshots at an office")
add("en-s09", "Our Bosch dishwasher in Mamer stops halfway through and leaves dirty water in the bottom, is it worth repairing at 7 years old?",
    "appliance-repair", "Mamer", "Mamer", situation="Dishwasher stops mid-cycle and leaves water; worth repairing")
add("en-s10", "Could someone fit a smart lock on the front door of our flat in Howald and swap the cylinder for one that works with it?",
    "locksmith", "Hesperange", "Howald", situation="Fit a smart lock and a compatible cylinder")
add("en-t01", "There's a horrible sewer smell in the utility room in our basement in Sandweiler, strongest near the floor drain, and it seems to linger for hours after the washing machine has run. Sometimes the drain makes a glugging sound when someone flushes upstairs. We've poured bleach down it twice and the smell is back within a day. We have guests arriving on the 20th.",
    "plumbing", "Sandweiler", "Sandweiler", not_place=["linger"], kind="a", nu="U", situation="Sewer smell and glugging from a basement floor drain")
add("en-t02", "We keep waking up with rows of small itchy bites on our arms and legs, always three or four in a line. This morning I found tiny dark spots along the mattress seam and something like an apple seed crawling on the headboard. We got back from a hostel trip to Lisbon two weeks ago. I've already washed all the bedding at 60 degrees. Our flat is in Moutfort and I'm scared it's spreading to the kids' room.",
    "pest-control", "Contern", "Moutfort", distractors=["Lisbon"], kind="a", nu="U", situation="Bites in rows and spots on the mattress after a hostel trip")
add("en-t03", "Our electricity bill for November was double last year's, and the house in Leudelange still only gets to about 19 degrees. The little display on the indoor unit in the utility room shows the backup-heater symbol almost all the time. The outside unit runs and there's no ice on it. Nothing has changed in the house except that it's colder outside.",
    "heating", "Leudelange", "Leudelange", not_place=["bill"], kind="a", nu="U", situation="Heat pump running on backup heater, bill doubled, house at 19 degrees")
add("en-t04", "My father-in-law insisted the new plaster didn't need a primer and rolled two coats of white straight on. Three weeks later the paint is flaking off in sheets wherever we touch it and the walls look blotchy. It's the whole upstairs of our new-build in Bereldange, about 220 m² of wall. Could someone strip what's failing and redo it properly before the baby arrives in April?",
    "painting", "Walferdange", "Bereldange", kind="b", nu="U", situation="Unprimed new plaster painted by a relative, paint flaking in sheets")
add("en-t05", "A door-to-door guy offered to 'clean and seal' our roof tiles for €1,200 and said it would add 20 years to the roof. Since then there are loose tiles and broken bits in the gutter, and water came through the bedroom ceiling in last week's storm. He's not answering his phone. We're in Nospelt and we'd like a proper roofer to inspect the damage and tell us what really needs doing.",
    "roofing", "Kehlen", "Nospelt", kind="b", nu="N", situation="Door-to-door roof 'sealing' left broken tiles and a leak")
add("en-t06", "The guy at the DIY store said normal cement grout would be fine for our walk-in shower as long as we sealed it once. Eighteen months later the grout lines are crumbly and coming out in bits, and a couple of tiles near the drain sound hollow. It's the main bathroom in our house in Eischen. Could someone rake it all out and regrout with something that actually lasts, epoxy maybe?",
    "tiling", "Habscht", "Eischen", kind="b", nu="U", situation="Cement grout in a walk-in shower crumbling after DIY-store advice")
add("en-t07", "Our neighbour told us to blast our solar panels with the pressure washer once a year, so my husband did it last weekend from a ladder. Since then two of the panels show a fine pattern of lines and the app says that string is producing about a third less than on similar sunny days before. We're in Kleinbettingen and the system is only four years old. Could someone check whether the panels are damaged?",
    "solar", "Steinfort", "Kleinbettingen", kind="b", nu="U", situation="PV panels pressure-washed on a neighbour's advice, output down a third")
add("en-t08", "Dear Sir or Madam, we are a coworking space in Senningerberg with 40 desks, two meeting rooms and a shared kitchen. Our current contractor retires at the end of February. We are looking for a cleaning company for daily evening cleaning, Monday to Friday, including restocking the kitchen and washrooms. Twice a year we would also need the carpets deep-cleaned. Please let us know when you could come for a site visit.",
    "cleaning", "Niederanven", "Senningerberg", not_place=["Sir"], kind="c", nu="N", situation="Coworking space needs daily evening office cleaning")
add("en-t09", "We run a small architecture studio in Windhof with nine people. Our NAS with all the project files has started clicking and one of its two drives shows as 'degraded'. The only backup is a USB disk someone took home in October. We need someone to sort out the storage, set up proper backups and ideally look after our IT every month.",
    "it-support", "Koerich", "Windhof", kind="c", nu="U", situation="Architecture studio NAS drive degraded, no real backup")
add("en-t10", "I'm the secretary of an English-speaking amateur theatre group. At the moment we sell tickets through a Google Form and bank transfers, and it's chaos. We'd like a simple website where people can see upcoming shows, pick seats and pay by card, plus a members' area with rehearsal schedules. Do you know a web developer who works with non-profits?",
    "web-development", None, None, not_place=["sell"], kind="c", nu="N", situation="Amateur theatre group wants a ticketing site with seat choice")
add("en-t11", "We're a family vet practice moving into a converted barn in Garnich. The ground floor is one open space of about 150 m², and we need a reception, a waiting area that keeps cats and dogs apart, two consulting rooms and a small shop corner. We'd like someone to plan the layout and choose colours and lighting so it feels calm for the animals. The builders will put up the walls once we have a plan.",
    "interior-design", "Garnich", "Garnich", kind="c", nu="U", situation="Vet practice in a converted barn needs a layout, colour and lighting plan")
add("en-t12", "We've just bought a house in Arlon, just over the border, and the garden has an old timber deck that's bouncy and soft in places. Is it better to replace only the boards or the whole frame? Roughly what would a 25 m² hardwood deck cost, and would a Luxembourg firm even come out to Belgium?",
    "carpentry", "abroad", "Arlon", distractors=["Luxembourg"], kind="d", nu="U", situation="Bouncy old deck at a house in Arlon: replace boards or frame, cost")
add("en-t13", "We're thinking of turning the garage and utility room of our house in Schouweiler into a granny flat for my mum, with a bedroom, a small shower room, a kitchenette and its own entrance. Is that realistic for about €80k? How long would something like this take, and do we need a permit from the commune first?",
    "renovation", "Dippach", "Schouweiler", kind="d", nu="U", situation="Convert garage and utility room into a granny flat: budget, time, permit")
add("en-t14", "I moved to Luxembourg from Dublin in March and started a job here, but I still get rent from my flat in Ireland. Do I have to declare that income here, in Ireland, or both? Is it worth paying an accountant to do my first tax return, and roughly what do they charge?",
    "accounting", None, None, distractors=["Luxembourg", "Dublin"], kind="d", nu="N", situation="New resident with Irish rental income: where to declare, worth an accountant")
add("en-t15", "We want to replace the wobbly fence at the front of our house in Reckange-sur-Mess with a low wall, about 18 m long and 1.2 m high. Is it cheaper to build it in concrete blocks and render it, or in natural stone? Could a mason do it before summer, and what's the rough price difference?",
    "masonry", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="d", nu="N", situation="Low front garden wall: rendered blocks versus natural stone, price")

# ---------------------------------------------------------------- Portuguese
add("pt-s01", "Boa tarde, preciso de um pintor para pintar a sala e dois quartos num apartamento de 85 m2 em Ettelbruck, pode ser em fevereiro?",
    "painting", "Ettelbruck", "Ettelbruck", situation="Paint living room and two bedrooms of an 85 m2 flat")
add("pt-s02", "tenho uma fuite debaixo do lava-loiça em diekirch, o tubo do esgoto está a pingar para dentro do armário e já pus um balde, alguém pode vir hoje",
    "plumbing", "Diekirch", "diekirch", situation="Waste pipe under the kitchen sink leaking into the cupboard")
add("pt-s03", "Procuro uma costureira que me arranje um vestido de cerimónia para o batizado do meu sobrinho, é só apertar na cintura e fazer a bainha.",
    None, None, None, situation="Seamstress to alter a dress (not a listed trade)")
add("pt-s04", "Preciso de um contabilista que faça a declaração de impostos de 2025 para mim e para o meu marido, é a primeira vez que fazemos isto aqui no Luxemburgo.",
    "accounting", None, None, distractors=["Luxemburgo"], situation="First joint income tax return for a couple; country name only")
add("pt-s05", "Orçamento para mudança de um T3 de Bonnevoie para Esch-sur-Alzette no dia 31 de janeiro, temos um sofá de canto e uma arca congeladora muito pesada.",
    "moving", "Luxembourg", "Bonnevoie", distractors=["Esch-sur-Alzette"], situation="Move of a 3-room flat from Bonnevoie to Esch-sur-Alzette")
add("pt-s06", "Queria saber quanto custa pôr painéis solares térmicos para aquecer a água dos banhos na nossa casa em Gilsdorf, somos 5 pessoas.",
    "solar", "Bettendorf", "Gilsdorf", situation="Cost of solar thermal panels for hot water for a family of five")
add("pt-s07", "Perdi o molho de chaves com a chave da porta de casa e da caixa do correio em Larochette, preciso de alguém para trocar o canhão ainda hoje 🙏",
    "locksmith", "Larochette", "Larochette", situation="Lost house and letterbox keys, change the cylinder today")
add("pt-s08", "Alguém pode traduzir do português para alemão o relatório médico do meu pai, são 8 páginas e a caixa de saúde pediu até ao fim do mês?",
    "translation", None, None, situation="Translate an 8-page medical report from Portuguese to German")
add("pt-s09", "Preciso de alguém para podar duas nogueiras grandes e cortar a relva do terreno da minha sogra em Cruchten, ela já não consegue fazer nada sozinha.",
    "gardening", "Nommern", "Cruchten", situation="Prune two large walnut trees and mow the mother-in-law's lawn")
add("pt-s10", "Procuramos fotógrafo para a primeira comunhão da nossa filha a 17 de maio, na igreja de Bourscheid e depois no almoço com a família.",
    "photography", "Bourscheid", "Bourscheid", situation="Photographer for a first communion at church and lunch")
add("pt-t01", "Sempre que chove muito, a água escorre pela parede do quarto da minha filha, mesmo debaixo da janela do telhado. Por fora vê-se que falta um bocado de chapa à volta da janela e há musgo por todo o lado. A casa é em Ingeldorf e é arrendada, mas o propriétaire mora em Portugal e diz para eu tratar e mandar a fatura. Amanhã volta a chover.",
    "roofing", "Erpeldange-sur-Sûre", "Ingeldorf", distractors=["Portugal"], kind="a", nu="U", situation="Rain running down a bedroom wall below a roof window with missing flashing")
add("pt-t02", "A máquina de lavar roupa faz um barulho enorme a centrifugar, parece um avião, e ontem andou meio metro pela casa de banho. A roupa sai bem lavada mas encharcada. Tem só 4 anos, é uma Samsung de 9 kg. Moramos em Schieren num segundo andar e os vizinhos de baixo já se queixaram.",
    "appliance-repair", "Schieren", "Schieren", kind="a", nu="U", situation="Washing machine roars and walks during spin, laundry left soaked")
add("pt-t03", "Há umas semanas começaram a aparecer umas traças pequenas a voar na despensa. Hoje abri um pacote de arroz cheio de fios e bichinhos brancos. Já deitei muita comida fora e limpei tudo com vinagre, mas continuam a aparecer no teto da cozinha. Vivemos em Colmar-Berg com um bebé e não quero usar venenos à toa.",
    "pest-control", "Colmar-Berg", "Colmar-Berg", kind="a", nu="U", situation="Pantry moths and larvae in rice, still appearing after cleaning")
add("pt-t04", "Na loja de bricolage venderam-nos uma válvula termostática « universal » para o radiador da sala e o meu marido montou-a sozinho. Desde então o radiador está sempre a ferver, mesmo com a cabeça no 1, e pinga um bocadinho na ligação. A casa é em Reisdorf e a sala é onde a bebé brinca no chão. Alguém pode vir trocar isto e ver se está tudo bem com o resto do aquecimento?",
    "heating", "Reisdorf", "Reisdorf", kind="b", nu="U", situation="DIY-store 'universal' thermostatic valve: radiator always hot and dripping")
add("pt-t05", "O vizinho disse que a fachada podia ser pintada com tinta de interior normal, que era igual e mais barata. Passado um inverno está toda às manchas e a descascar do lado da rua. A casa fica em Oberkorn, são uns 90 m2 de fachada em dois andares. Queria que alguém raspasse aquilo e pintasse com a tinta certa antes do verão.",
    "painting", "Differdange", "Oberkorn", kind="b", nu="U", situation="Facade painted with interior paint on a neighbour's advice, peeling after a winter")
add("pt-t06", "O construtor que fez o nosso terraço disse que a laje de betão não precisava de juntas de dilatação. Dois anos depois abriu uma racha de um lado ao outro e um canto afundou uns dois centímetros. A casa é em Medernach. Precisamos de um pedreiro que nos diga se dá para reparar ou se é preciso partir tudo e fazer de novo.",
    "masonry", "Vallée de l'Ernz", "Medernach", kind="b", nu="N", situation="Concrete terrace slab without expansion joints cracked and sunk")
add("pt-t07", "Um primo que « percebe de eletricidade » montou os candeeiros do jardim com cabo normal de interior enterrado na relva. Agora sempre que chove o disjuntor vai abaixo e uma das lâmpadas ficou com água dentro. Moro em Schoos e tenho dois cães que andam sempre pelo jardim, tenho medo. Procuro um eletricista que faça isto como deve ser.",
    "electrical", "Fischbach", "Schoos", kind="b", nu="N", situation="Cousin buried indoor cable for garden lights; breaker trips when it rains")
add("pt-t08", "Sou responsável por uma creche privada em Lintgen com 30 crianças. A senhora que fazia a limpeza volta para Portugal em março. Precisamos de uma empresa de limpeza que venha todos os dias depois das 18h30, com produtos adequados para bebés. São seis salas, uma cozinha e três casas de banho pequenas. Também queríamos uma limpeza a fundo nas férias da Páscoa.",
    "cleaning", "Lintgen", "Lintgen", distractors=["Portugal"], kind="c", nu="N", situation="Private nursery needs daily evening cleaning and an Easter deep clean")
add("pt-t09", "Temos uma empresa de construção em Bofferdange com 12 operários e no escritório são só três computadores. Desde ontem ninguém consegue abrir os e-mails no Outlook e o computador da secretária diz que o disco está cheio, mas não sabemos o que apagar. As faturas têm de sair até sexta. Alguém pode ajudar?",
    "it-support", "Lorentzweiler", "Bofferdange", kind="c", nu="U", situation="Construction firm office: Outlook broken, disk full before invoicing")
add("pt-t10", "Tenho uma pequena empresa de jardinagem com 3 pessoas e toda a gente me pergunta se temos site. Queria uma página simples em português, francês e alemão, com fotos dos trabalhos e um formulário para pedir orçamento. Também queria aparecer no Google Maps. Conhecem algum web designer que não cobre uma fortuna?",
    "web-development", None, None, kind="c", nu="N", situation="Gardening firm wants a simple trilingual site with a quote form")
add("pt-t11", "Vamos abrir uma pastelaria portuguesa em Mertzig num espaço de 70 m2 que era uma agência bancária. Queríamos que alguém desenhasse a disposição do balcão, das mesas e da vitrine, e escolhesse cores e iluminação para ficar acolhedor e não parecer um escritório. As obras fazemos depois com um empreiteiro conhecido.",
    "interior-design", "Mertzig", "Mertzig", kind="c", nu="U", situation="Portuguese pastry shop in a former bank branch needs a layout and lighting plan")
add("pt-t12", "Moro em Villerupt, do lado francês, e trabalho em Esch. Quero pôr mosaico novo no chão da cozinha e da sala, uns 45 m2, em grés porcelânico imitação madeira. Vale a pena pedir orçamento a empresas do Luxemburgo ou ficam muito mais caras que as francesas? E quanto tempo leva um trabalho destes?",
    "tiling", "abroad", "Villerupt", distractors=["Luxemburgo"], kind="d", nu="U", situation="45 m2 porcelain floor tiles at home in Villerupt: Luxembourg or French firm, duration")
add("pt-t13", "Queríamos um roupeiro embutido feito por medida no quarto do sótão em Bissen, que tem o teto inclinado. Compensa mais mandar fazer em madeira maciça ou em MDF lacado? Quanto custa mais ou menos um roupeiro de 3 metros? E quanto tempo demora a ficar pronto?",
    "carpentry", "Bissen", "Bissen", kind="d", nu="U", situation="Made-to-measure wardrobe under a sloping ceiling: solid wood or MDF, price")
add("pt-t14", "Comprámos um apartamento de 1960 em Esch-sur-Alzette para reformar antes de irmos morar: casa de banho nova, cozinha nova, chão, pintura e a parte elétrica toda. Com 90 m2, quanto é que se gasta mais ou menos? Dá para viver lá durante as obras com duas crianças ou é loucura?",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="Refit of a 1960 flat: rough budget, can the family live there during works")
add("pt-t15", "O senhorio não me devolve a caução de três meses, 4 500 €, desde que saí do apartamento em setembro. Diz que houve estragos mas não mostra fotos nem faturas. Vale a pena ir a tribunal por causa disto? Preciso mesmo de um advogado ou há uma forma mais barata?",
    "legal", None, None, kind="d", nu="N", situation="Landlord withholds a 4,500 euro deposit without proof of damage")

# ---------------------------------------------------------------- Italian
add("it-s01", "Buongiorno, cerco qualcuno che progetti e realizzi un piccolo orto con quattro cassoni rialzati e irrigazione a goccia nel giardino di casa a Useldange.",
    "gardening", "Useldange", "Useldange", situation="Design and build a raised-bed vegetable garden with drip irrigation")
add("it-s02", "Cerco un tecnico per la manutenzione annuale della caldaia a gas nel mio appartamento a Cessange, l'ultima l'hanno fatta nel 2023.",
    "heating", "Luxembourg", "Cessange", situation="Annual gas boiler service, overdue since 2023")
add("it-s03", "Cerchiamo un DJ per la festa dei 18 anni di nostro figlio il 21 marzo, circa 80 ragazzi, musica italiana e commerciale.",
    None, None, None, situation="DJ for an 18th birthday party (not a listed trade)")
add("it-s04", "Mi serve un avvocato per una successione: mio padre è morto in Italia ma aveva un conto e un appartamento qui in Lussemburgo, e noi fratelli non siamo d'accordo su niente.",
    "legal", None, None, distractors=["Lussemburgo"], situation="Inheritance dispute between siblings over assets in two countries")
add("it-s05", "Cerco un'impresa che pulisca i vetri di tutta la casa a Dudelange, compresi la veranda e il lucernario, prima della comunione del 3 maggio.",
    "cleaning", "Dudelange", "Dudelange", situation="Window cleaning of a whole house including conservatory and skylight")
add("it-s06", "Ci trasferiamo da Strassen a Milano a fine giugno e ci serve un preventivo per un trasloco internazionale di un bilocale con pochi mobili e tantissimi libri.",
    "moving", "Strassen", "Strassen", distractors=["Milano"], situation="International move of a 2-room flat from Strassen to Milan")
add("it-s07", "Chi può posare 18 m2 di piastrelle antigelo sulla terrazza a Redange/Attert, il massetto è già pronto e le piastrelle le abbiamo comprate noi?",
    "tiling", "Redange", "Redange/Attert", situation="Lay 18 m2 of frost-proof terrace tiles on a ready screed")
add("it-s08", "Cerco uno sviluppatore che aggiunga prenotazioni online e pagamento con carta al sito del nostro agriturismo, che adesso è solo una pagina WordPress.",
    "web-development", None, None, situation="Add online booking and card payment to a farm-stay website")
add("it-s09", "Il piano a induzione De Dietrich a Bettembourg si spegne da solo dopo un paio di minuti su tutte le zone, qualcuno lo ripara o conviene cambiarlo?",
    "appliance-repair", "Bettembourg", "Bettembourg", situation="Induction hob switches itself off after a few minutes")
add("it-s10", "Da quando abbiamo preso il gatto la casa a Ell è piena di pulci e i bambini sono tutti punti, chi viene a fare una disinfestazione?",
    "pest-control", "Ell", "Ell", situation="Flea infestation after adopting a cat")
add("it-t01", "Da tre giorni, quando apriamo l'acqua, esce marrone per i primi minuti e la pressione della doccia è diventata debolissima. Al piano terra va un po' meglio. La casa è a Perlé ed è del 1970, i tubi non sono mai stati cambiati. Con due bambini piccoli non sappiamo più come lavarli.",
    "plumbing", "Rambrouch", "Perlé", kind="a", nu="U", situation="Brown water at first and very weak shower pressure in a 1970 house")
add("it-t02", "Stamattina la chiave gira a vuoto nella serratura della porta blindata e la porta non si apre più, né da fuori né da dentro. Siamo rimaste fuori io e la bambina, mio marito è in trasferta a Bruxelles. Abitiamo a Gasperich, al primo piano. Aspettiamo dalla vicina.",
    "locksmith", "Luxembourg", "Gasperich", distractors=["Bruxelles"], kind="a", nu="U", situation="Key spins in the security door lock, mother and child shut out")
add("it-t03", "Sulla facciata di casa l'intonaco si è staccato sopra la porta d'ingresso e si vedono i mattoni. Stamattina ne è caduto un pezzo grande come un piatto proprio sul gradino. C'è anche una crepa che parte dall'angolo della finestra accanto. Abitiamo a Grosbous e la mattina i bambini escono da quella porta.",
    "masonry", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="Render falling off above the front door, crack from a window corner")
add("it-t04", "Il commesso del colorificio mi ha convinto che per la camera dei bambini bastava una mano di « pittura che copre tutto » sopra il vecchio rosso scuro. Adesso le pareti sono rosa a chiazze e si vedono tutti i segni del rullo. Abitiamo a Tuntange e mia suocera arriva dall'Italia il 10 aprile per un mese. Adesso il commesso dice che serviva una seconda mano, ma non mi fido più. Vorrei anche un colore più chiaro, tipo grigio perla. Qualcuno può ridipingere la stanza come si deve, soffitto compreso?",
    "painting", "Helperknapp", "Tuntange", kind="b", nu="U", situation="One-coat paint over dark red, blotchy pink walls")
add("it-t05", "Un amico mi ha detto di trattare il parquet di rovere del soggiorno con l'olio per mobili per farlo tornare lucido. Adesso è appiccicoso, pieno di aloni e ci restano attaccati i calzini. Abitiamo ad Alzingen, sono 35 m2. Cerco un falegname o un parquettista che lo levighi e lo tratti di nuovo come si deve.",
    "carpentry", "Hesperange", "Alzingen", kind="b", nu="N", situation="Oak parquet treated with furniture oil on a friend's advice, now sticky")
add("it-t06", "Il nostro elettricista di fiducia ci aveva detto che i micro-inverter sotto i pannelli non si guastano mai e che il monitoraggio non serviva. Con l'app nuova vediamo che 5 pannelli su 18 producono zero da chissà quanto tempo. L'impianto è sul tetto di casa a Gonderange. Qualcuno può salire, controllare e sostituire i pezzi guasti?",
    "solar", "Junglinster", "Gonderange", kind="b", nu="U", situation="Electrician said microinverters never fail; 5 of 18 panels produce nothing")
add("it-t07", "Al vivaio ci avevano consigliato il bambù lungo il confine per avere privacy in fretta. Dopo tre anni le radici sono arrivate sotto il vialetto e nell'aiuola dei vicini, che adesso si lamentano. Abitiamo a Capellen. Vorremmo toglierlo tutto, radici comprese, e piantare qualcosa che non invada.",
    "gardening", "Mamer", "Capellen", kind="b", nu="U", situation="Nursery-recommended bamboo spreading under the path and into the neighbours' bed")
add("it-t08", "Siamo una piccola agenzia immobiliare a Bertrange con cinque persone. Da lunedì la multifunzione non scansiona più nelle cartelle condivise e due portatili non vedono più il server. Il ragazzo che ci aveva fatto la rete è tornato in Italia. Cerchiamo qualcuno che venga a sistemare e poi ci segua ogni tanto.",
    "it-support", "Bertrange", "Bertrange", kind="c", nu="U", situation="Estate agency: scanner to shared folders and laptops to server broken")
add("it-t09", "Siamo un'associazione culturale italo-lussemburghese e stiamo pubblicando un libro di ricette delle nonne di 120 pagine. Ci serve un traduttore che lo porti dall'italiano al francese e al lussemburghese. Il tono deve restare affettuoso, non da manuale di cucina. Quanto può costare e in quanto tempo?",
    "translation", None, None, kind="c", nu="N", situation="Cultural association's 120-page recipe book into French and Luxembourgish")
add("it-t10", "Gestiamo un piccolo ristorante nel Grund e abbiamo appena rifatto il menu. Ci serve un fotografo per una ventina di piatti, per il menu stampato e per Instagram. Possiamo farlo un lunedì, giorno di chiusura, con la luce naturale della terrazza sul fiume.",
    "photography", "Luxembourg", "Grund", kind="c", nu="N", situation="Restaurant needs food photos for a new menu and Instagram")
add("it-t11", "Sono la presidente di un club di scacchi a Schifflange e il comune ci ha dato una vecchia sala di 90 m2 con luci al neon e pareti verde ospedale. Vorremmo qualcuno che ci proponga come disporre 12 tavoli, un angolo bar e una vetrina per le coppe. Colori e luce devono aiutare a restare concentrati per ore. I lavori li faremo noi soci nei fine settimana. Il budget è piccolo, siamo un'associazione.",
    "interior-design", "Schifflange", "Schifflange", kind="c", nu="U", situation="Chess club hall: layout of tables, bar and trophy case, colours and lighting")
add("it-t12", "Abito ad Athus, in Belgio, a due passi da Rodange. Devo rifare l'impianto elettrico di una casa degli anni '50 prima di affittarla. Conviene chiamare una ditta lussemburghese o una belga, visto che serve anche il controllo di conformità? Quanto costa più o meno rifare tutto per 110 m2?",
    "electrical", "abroad", "Athus", distractors=["Rodange"], kind="d", nu="U", situation="Rewire a 1950s house in Athus before letting: Luxembourg or Belgian firm, cost")
add("it-t13", "Il tetto della nostra casa a Beringen ha 40 anni e le tegole sono porose, alcune rotte. Un copritetto ci ha detto che conviene rifarlo tutto con l'isolamento, un altro che basta cambiare le tegole rotte. Chi ha ragione? E se lo rifacciamo, quanto costa per circa 140 m2?",
    "roofing", "Mersch", "Beringen", kind="d", nu="N", situation="40-year-old roof: full re-roof with insulation or replace broken tiles")
add("it-t14", "Abbiamo una casa a schiera del 1975 a Ehlerange e vorremmo unire cucina e soggiorno abbattendo un muro, rifare il bagno e cambiare tutti i pavimenti. È meglio fare tutto subito e andare in affitto per tre mesi, o una stanza alla volta restando in casa? E per il muro serve un ingegnere?",
    "renovation", "Sanem", "Ehlerange", kind="d", nu="U", situation="Knock through kitchen wall, new bathroom and floors: all at once or room by room")
add("it-t15", "Io e mia cugina apriamo una gelateria stagionale ad aprile con tre dipendenti part-time. Conviene affidare buste paga e contabilità a un commercialista fin da subito o usare un software e fare da sole? Quanto costa in media al mese? La banca ci chiede anche un business plan con i conti previsionali.",
    "accounting", None, None, kind="d", nu="N", situation="Seasonal ice-cream shop: accountant for payroll and books or DIY software")

# ---------------------------------------------------------------- Spanish
add("es-s01", "Hola, necesito presupuesto para una mudanza de un piso de 2 habitaciones de Merl a Howald el sábado 7 de marzo, sin ascensor en origen (3ª planta).",
    "moving", "Luxembourg", "Merl", distractors=["Howald"], situation="Move of a 2-bedroom flat from Merl to Howald, third floor without lift")
add("es-s02", "Busco electricista para instalar un enchufe exterior y dos focos con sensor de movimiento en la entrada de la casa en Boulaide.",
    "electrical", "Boulaide", "Boulaide", situation="Outdoor socket and two motion-sensor floodlights at the entrance")
add("es-s03", "Busco profesor de guitarra para mi hijo de 10 años, clases los sábados por la mañana, que tenga paciencia porque es muy movido 😅",
    None, None, None, situation="Guitar teacher for a child (not a listed trade)")
add("es-s04", "Necesito que alguien traduzca al francés el contrato de trabajo y las nóminas de mi marido, que están en español, son unas 15 páginas y las pide el banco.",
    "translation", None, None, situation="Translate an employment contract and payslips from Spanish to French for the bank")
add("es-s05", "Se ha atascado el desagüe de la bañera y ahora el agua sube por el sumidero de la ducha, estamos en el código postal L-1724, ¿alguien puede venir mañana por la mañana?",
    "plumbing", "Luxembourg", "L-1724", situation="Blocked bath drain backing up through the shower drain")
add("es-s06", "Quiero pintar la fachada y las contraventanas de nuestra casa en Winseler antes del verano, ¿cuánto puede costar más o menos para unos 150 m2?",
    "painting", "Winseler", "Winseler", situation="Paint a facade and shutters before summer, price for 150 m2")
add("es-s07", "me han robado el bolso con las llaves y un sobre con la dirección dentro, necesito cambiar la cerradura de casa en esch-sur-alzette hoy mismo",
    "locksmith", "Esch-sur-Alzette", "esch-sur-alzette", situation="Bag with keys and address stolen, change the lock today")
add("es-s08", "Busco gestor o contable para llevar la contabilidad de mi pequeña empresa de reformas recién creada aquí en Luxemburgo (SARL, dos empleados).",
    "accounting", None, None, distractors=["Luxemburgo"], situation="Bookkeeping for a newly founded renovation company; country name only")
add("es-s09", "Busco a alguien que limpie a domicilio un sofá de tela y dos alfombras en Remich, el perro lo ha dejado todo hecho un desastre 🐕",
    "cleaning", "Remich", "Remich", situation="Home cleaning of a fabric sofa and two rugs soiled by the dog")
add("es-s10", "¿Cuánto cuesta instalar placas solares con batería en una casa nueva en Bous, tejado a dos aguas orientado sur?",
    "solar", "Bous-Waldbredimus", "Bous", situation="Price of PV with a battery on a new house")
add("es-t01", "Desde la última tormenta, cuando llueve se oye gotear dentro de la pared del salón y por fuera el agua cae como una cascada justo delante de la puerta. Desde el jardín se ve que el canalón de ese lado está torcido y medio suelto. La casa está en Esch-sur-Sûre, cerca del castillo. Mañana vienen mis suegros a quedarse una semana.",
    "roofing", "Esch-sur-Sûre", "Esch-sur-Sûre", kind="a", nu="U", situation="Water cascading past the door and dripping in the wall; bent, loose gutter")
add("es-t02", "Nuestra nevera americana Samsung hace un ruido de ventilador rozando cada vez que se cierra la puerta y el dispensador de hielo ha dejado de funcionar. El congelador sigue frío, pero en la parte de abajo hay agua en el cajón de las verduras. Vivimos en Lamadelaine y la compramos hace solo tres años.",
    "appliance-repair", "Pétange", "Lamadelaine", kind="a", nu="U", situation="American fridge: fan scraping, ice dispenser dead, water in the crisper")
add("es-t03", "Desde hace una semana el ordenador de casa se queda congelado cada media hora y el ventilador suena como un secador de pelo. Mi hija tiene que entregar el trabajo de fin de curso el viernes y todo está en ese ordenador, sin copia. Estamos en Kayl, si alguien pudiera venir por la tarde sería perfecto.",
    "it-support", "Kayl", "Kayl", kind="a", nu="U", situation="Home PC freezes every half hour with a loud fan, school project without backup")
add("es-t04", "El dueño de la casa nos dijo que podíamos poner suelo de vinilo adhesivo encima de las baldosas viejas de la cocina. A los pocos meses se han marcado todas las juntas y varias baldosas de debajo están sueltas y suenan a hueco. La casa está en Harlange. Queremos quitarlo todo y poner baldosas nuevas como es debido, unos 20 m2.",
    "tiling", "Lac de la Haute-Sûre", "Harlange", kind="b", nu="U", situation="Landlord's stick-on vinyl over old kitchen tiles failed; wants new tiles")
add("es-t05", "Un vecino nos dijo que echáramos sal gorda en el césped para quitar el musgo. Ahora tenemos calvas amarillas por todo el jardín y se han secado hasta las plantas del borde del camino. La casa está en Vianden, con bastante pendiente. Los niños juegan ahí y no sé si la sal es peligrosa para ellos. ¿Alguien podría recuperar el césped y decirnos qué plantar en las zonas de sombra?",
    "gardening", "Vianden", "Vianden", kind="b", nu="U", situation="Coarse salt on the lawn against moss on a neighbour's advice killed it")
add("es-t06", "El que nos vendió la casa dijo que la tarima de madera del porche solo necesitaba un barniz. La hemos barnizado y ahora hay tablas que se hunden al pisarlas y un clavo salido con el que ya se ha cortado el niño. Vivimos en Wiltz y el porche tiene unos 12 m2. Buscamos a alguien que cambie las tablas podridas y revise la estructura.",
    "carpentry", "Wiltz", "Wiltz", kind="b", nu="U", situation="Seller said the porch decking only needed varnish; boards give way")
add("es-t07", "La casera nos dijo que las ratas del patio eran « de paso » y que con un gato se iban. Ya tenemos gato y ahora las vemos también en el garaje, y han roído el cable del congelador. Vivimos en Warken con dos niños pequeños. Necesito una empresa de control de plagas que venga cuanto antes.",
    "pest-control", "Ettelbruck", "Warken", kind="b", nu="N", situation="Landlady said rats would leave with a cat; now in the garage gnawing cables")
add("es-t08", "Somos una asesoría fiscal con 14 personas y en abril dejamos la oficina del barrio de la Gare para irnos a Strassen. Hay que trasladar mesas, sillas y armarios de archivo con documentación confidencial; los servidores los desconecta nuestro informático. Buscamos una empresa de mudanzas que lo haga en un fin de semana para no cerrar ni un día.",
    "moving", "Luxembourg", "Gare", distractors=["Strassen"], kind="c", nu="N", situation="Tax consultancy office move from the Gare quarter to Strassen over a weekend")
add("es-t09", "Tenemos un pequeño taller de cerámica en Echternach y vamos a abrir la tienda online en primavera. Necesitamos fotos de unas 60 piezas sobre fondo blanco y algunas en ambiente, además de un vídeo corto del taller trabajando. ¿Se puede hacer todo en dos días?",
    "photography", "Echternach", "Echternach", kind="c", nu="U", situation="Pottery workshop needs product photos of 60 pieces and a short workshop video")
add("es-t10", "Dirijo una escuela de idiomas en Sandweiler y hemos alquilado un local de 120 m2 que antes era una tienda de bicicletas. Necesitamos repartir cuatro aulas pequeñas, una recepción y una zona de espera, y elegir colores y luz que no cansen. Las obras las hará el propietario cuando tengamos un plano.",
    "interior-design", "Sandweiler", "Sandweiler", kind="c", nu="U", situation="Language school in a former bike shop needs a room layout, colours and lighting")
add("es-t11", "Somos una ONG pequeña que organiza campamentos de verano para niños. Cada año las inscripciones nos vuelven locos entre correos y hojas de Excel. Queremos una web donde las familias puedan inscribir a los niños, subir documentos y pagar. ¿Algún desarrollador web que haga precio para asociaciones?",
    "web-development", None, None, kind="c", nu="N", situation="Small NGO wants a summer-camp registration and payment site")
add("es-t12", "Vivimos en Mondorff, el pueblo francés que está justo enfrente de Mondorf-les-Bains. Nuestra caldera de gasóleo tiene 25 años y queremos cambiarla por una bomba de calor. ¿Merece la pena con radiadores antiguos o habría que cambiarlos también? ¿Y las empresas luxemburguesas trabajan en Francia?",
    "heating", "abroad", "Mondorff", distractors=["Mondorf-les-Bains"], kind="d", nu="U", situation="Replace a 25-year-old oil boiler with a heat pump in Mondorff (France): radiators, cross-border firms")
add("es-t13", "Queremos abrir un hueco de 3 metros en un muro de carga entre la cocina y el comedor de nuestra casa en Steinfort. ¿Esto lo puede hacer un albañil o hace falta un ingeniero? ¿Cuánto puede costar con la viga incluida?",
    "masonry", "Steinfort", "Steinfort", kind="d", nu="N", situation="Open a 3 m gap in a load-bearing wall: mason or engineer, cost")
add("es-t14", "Nos jubilamos este año y queremos adaptar nuestra casa en Diekirch: cambiar la bañera por un plato de ducha, ensanchar puertas, poner una rampa y bajar el dormitorio a la planta baja. ¿Hay ayudas del Estado para esto? ¿Cuánto tiempo y dinero puede suponer, más o menos?",
    "renovation", "Diekirch", "Diekirch", kind="d", nu="U", situation="Adapt a house for retirement: accessible shower, wider doors, ramp, bedroom downstairs")
add("es-t15", "El vecino ha construido un garaje pegado a nuestra pared y desde entonces tenemos manchas de humedad en el salón. Él dice que tiene permiso del ayuntamiento y que no es cosa suya. ¿Podemos reclamarle algo? ¿Merece la pena buscar un abogado o es perder el tiempo?",
    "legal", None, None, kind="d", nu="N", situation="Neighbour's garage built against the wall causes damp: can we claim, worth a lawyer")
