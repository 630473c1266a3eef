MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------------------------------------------------------- Luxembourgish
add("lb-s01", "Moien, ech bräicht een deen eis an der Kiche 3 nei Steckdousen setzt an d'Luucht iwwert dem Dësch richteg ubënnt, mir wunnen zu Bouneweg.",
    "electrical", "Luxembourg", "Bouneweg", situation="three new kitchen sockets and a ceiling light connected, flat in Bonnevoie")
add("lb-s02", "Sichen e Moler fir eis Fassad zu Ëlwen, ronn 140 m², den Crépi ass just gro a faleg ginn an et sollt am Abrëll gemaach ginn.",
    "painting", "Troisvierges", "Ëlwen", situation="repaint a greyed rendered facade in Troisvierges (Ëlwen)")
add("lb-s03", "plënneren de 23 januar vun Housen op Ettelbréck, 3 zëmmer am 2te stack ouni lift, bräicht 3 mann an e camion",
    "moving", "Parc Hosingen", "Housen", distractors=["Ettelbréck"], situation="move of a 3-room flat from Hosingen to Ettelbruck")
add("lb-s04", "Wéi fannen ech en Affekot deen sech mat Ierfschaften auskennt, eise Papp ass gestuerwen an ee vu menge Bridder wëll d'Haus net verkafen?",
    "legal", None, None, situation="inheritance dispute between siblings over the parents' house")
add("lb-s05", "wie kann mir d'plättercher an der dusch nei leeën zu mäerzeg ca 8m2 wand an buedem déi al si gespronge",
    "tiling", "Mertzig", "mäerzeg", situation="retile a shower (walls and floor), cracked tiles, Mertzig")
add("lb-s06", "Hätt gär eng kleng Websäit fir eis Ferienwunneng mat engem Kalenner wou d'Gäscht direkt kënne reservéieren a bezuelen, wat kascht sou eppes?",
    "web-development", None, None, situation="small website with booking calendar and payment for a holiday flat")
add("lb-s07", "Ass iergendeen fräi fir eise Rasen ze verticutéieren an nei anzesäen, Niederfeulen, Gaart ass ongeféier 600m2 😊",
    "gardening", "Feulen", "Niederfeulen", situation="scarify and reseed a lawn in Niederfeulen")
add("lb-s08", "Sichen een deen eisem Bouf (5e am Lycée) zweemol d'Woch Nohëllef a Mathé gëtt, gär och online.",
    None, None, None, situation="maths tutoring for a secondary-school pupil (not a trade)")
add("lb-s09", "Offer fir eng Photovoltaik-Anlag op eiser Scheier, Daach ca 220m² no Süden, L-9991, mat der Umeldung bei der Creos wann ech gelift",
    "solar", "Weiswampach", "L-9991", situation="PV system on a barn roof, postal code only (Weiswampach)")
add("lb-s10", "D'Schlass vun eiser Hausdier spert net méi richteg an de Schlëssel dréint sech just nach wann ee fest dréckt, mir wunnen zu Esch-Uelzecht an et misst séier goen.",
    "locksmith", "Esch-sur-Alzette", "Esch-Uelzecht", situation="front door lock barely turns, Esch-sur-Alzette (Luxembourgish name)")

add("lb-t01", "Zënter e puer Deeg ass de Kellerbuedem ëmmer naass, genau do wou d'Waasser an d'Haus kënnt. Ech hunn op de Compteur gekuckt an dee leeft och wann am ganzen Haus näischt op ass. Um Rouer niewendrun hänken esou kleng Drëpsen an d'Isolatioun ass naass. Mir sinn zu Wilwerwiltz, d'Haus ass vun 1978. Kann dat een sech ukucken ier et méi schlëmm gëtt?",
    "plumbing", "Kiischpelt", "Wilwerwiltz", kind="a", nu="U", situation="wet cellar floor at the water inlet, meter running: leak on the supply pipe")
add("lb-t02", "Nom Stuerm vum Weekend hu mer um Späicher e groussen naasse Fleck op de Balken gesinn. Vum Gaart aus gesäit een dass e puer Schifere verrutscht sinn an een ganz feelt. Et soll nächst Woch nach méi reenen. D'Haus ass zu Dahl, niewent der Kierch. Wéini kéint ee laanscht kommen?",
    "roofing", "Goesdorf", "Dahl", kind="a", nu="U", situation="wet patch in the attic after a storm, slipped and missing slates")
add("lb-t03", "Nuets héiere mer et am Plaffong vum Schlofzëmmer kraazen an trëppelen. An der Spënn hunn ech elo kleng schwaarz Kréimelen fonnt, wéi Reiskären, an e Pak Nuddele war ugebass. Eis Kaz interesséiert sech guer net dofir. Mir wunnen zu Asselborn. Wat kann ee do maachen?",
    "pest-control", "Wincrange", "Asselborn", kind="a", nu="U", situation="scratching in the ceiling, droppings and gnawed pasta in the pantry (mice)")
add("lb-t04", "Eise Noper huet eis gesot mir sollten déi bëlleg Pellets aus dem Baumaart huelen, déi wieren d'selwecht. Zënterhier geet eise Pelletskessel all zwee Deeg a Stéierung an am Brenntopf ass eng haart Schlak. Ech hunn en schonn zweemol propper gemaach. Mir wunnen zu Lipperscheid an et gëtt kal dobaussen. Ass e Heizungsmonteur an der Géigend deen sech mat Pelletsheizungen auskennt?",
    "heating", "Bourscheid", "Lipperscheid", kind="b", nu="N", situation="neighbour advised cheap pellets, pellet boiler now keeps failing with slag")
add("lb-t05", "Mäi Schwoer huet gemengt ech sollt eis Terrass mam Héichdrockreiniger ofsprëtzen, dat géif se wéi nei maachen. Elo sinn d'Brieder ganz rau an ausgefranst, an op e puer Plazen wackele se. Zwee si bal duerchgebrach. D'Terrass ass ongeféier 30 m² aus Bangkirai, bei eis zu Stolzebuerg. Ech hätt gär dass déi futti Brieder ersat ginn an de Rescht geschléift gëtt.",
    "carpentry", "Putscheid", "Stolzebuerg", kind="b", nu="U", situation="brother-in-law advised pressure-washing the wooden deck; boards frayed and loose")
add("lb-t06", "Eisen Uewen gëtt net méi richteg waarm, no enger Stonn op 200 Grad ass de Kuch nach ëmmer flësseg. Am Geschäft hu se gesot et wier sécher den Thermostat, dee si mir verkaf hunn, a mäi Mann huet en selwer agebaut. Et ass näischt besser ginn. Et ass en Abau-Uewen vu Siemens vun 2016. Mir sinn zu Klierf, kéint do een laanscht kommen deen sech domat auskennt?",
    "appliance-repair", "Clervaux", "Klierf", kind="b", nu="U", situation="shop sold a thermostat for an oven that does not heat; fitting it changed nothing")
add("lb-t07", "D'Gaardemauer hannert eisem gelounten Haus zu Ettelbréck huet e Rëss dee schréi vun uewen no ënne leeft. De Proprietär sot mir sollten einfach driwwer molen, dat wier näischt. Elo ass de Rëss bal zwee Fanger breet an e puer Steng si schonn lass. Ech hunn Angscht wéinst de Kanner déi do spillen. Kann e Maurer sech dat ukucken an eng Offer maachen déi ech dem Proprietär weise kann?",
    "masonry", "Ettelbruck", "Ettelbréck", kind="b", nu="N", situation="landlord said to paint over a widening crack in the garden wall")
add("lb-t08", "Ech sinn Keessier vun eisem Museksveräin an eleng packen ech dat net méi. Mir hunn elo eng Dirigentin déi mir all Mount bezuelen, mat Fiche de salaire an allem, an d'Gemeng wëll fir de Subsid eng propper Ofrechnung gesinn. Ech bräicht een deen eis Bicher féiert, d'Pai mécht an eis bei der Joresofrechnung hëlleft. Wat kascht sou eppes ongeféier am Joer?",
    "accounting", None, None, kind="c", nu="U", situation="music society needs bookkeeping, payroll for its conductor and the annual accounts")
add("lb-t09", "Mir hunn eng kleng Bäckerei zu Sëll. Zënter dem Update vun der Keess gëtt de Bongdrécker net méi erkannt an de Wifi am Geschäft fält dauernd aus. Samschdes moies stinn d'Leit bis dobaussen an ech muss alles op Pabeier opschreiwen. Kann een dat hei virun Uert uerdentlech astellen an direkt och e Backup vun eise Fichieren maachen?",
    "it-support", "Saeul", "Sëll", kind="c", nu="U", situation="bakery: receipt printer not recognised after till update, shop wifi drops")
add("lb-t10", "Eise Fussballclub zu Reimberg gëtt 75 Joer al a mir maachen eng Festbroschür. Dofir bräichte mer vun all eisen Équippen, vun de Bambinien bis bei d'Veteranen, flott Gruppebiller um Terrain an e puer Portraite vum Comité. Et misst un engem Samschdeg am Mäerz sinn, wou all d'Trainingen do sinn. Mir hätten och gär d'Rechter fir se um Internet ze benotzen.",
    "photography", "Préizerdaul", "Reimberg", kind="c", nu="U", situation="football club's 75th anniversary brochure: team pictures and portraits")
add("lb-t11", "Mir bedreiwen de Camping zu Bastendorf an Ufank Abrëll geet d'Saison lass. D'Sanitärgebaier stinn zënter Oktober zou an do ass Stëbs, Spannennetzer a Kallek iwwerall. Och d'Fënstere vun der Receptioun an déi sechs Mobilheemer mussen ordentlech blénken. Eis eege Leit fänken eréischt am Abrëll un. Wien hätt an der leschter Mäerzwoch Zäit?",
    "cleaning", "Tandel", "Bastendorf", kind="c", nu="U", situation="campsite: sanitary blocks, reception windows and mobile homes before the season")
add("lb-t12", "Mir hunn en Appartement aus de 60er Joren um Lampertsbierg kaaft, 85 m², mat engem laange Gank a klenge Zëmmeren. Mir froen eis ob et sech lount en Interior Designer ze huelen, fir d'Opdeelung, d'Faarwen an d'Beliichtung ze plangen ier d'Handwierker kommen. Wat kascht sou eng Berodung ongeféier, a bezillt een dat pro Stonn oder pauschal? Et soll kee Showroom ginn, just praktesch an hell.",
    "interior-design", "Luxembourg", "Lampertsbierg", kind="d", nu="N", situation="is an interior designer worth it for a 1960s flat in Limpertsberg, and how is it billed")
add("lb-t13", "Mir hunn zu Hiefenech en Haus vun 1972 kaaft an do muss bal alles gemaach ginn: Kiche a Buedzëmmer eraus, nei Leitungen, neie Buedem am Rez-de-chaussée an d'Maueren nei verputzen. De Puppelchen kënnt am Oktober. Wéi laang dauert esou eppes realistesch wann alles openee geplangt gëtt? A wat muss een als éischt maachen, datt mir op mannst am September dra kënnen?",
    "renovation", "Heffingen", "Hiefenech", not_place=["éischt"], kind="d", nu="U", situation="how long a whole-house refit of a 1972 house takes before a baby is due")
add("lb-t14", "Mir kafen en Haus an de Rendez-vous beim Notaire ass de 12 Februar. Meng Fra schwätzt just Portugisesch an Englesch, an den Akt gëtt op Franséisch virgelies. Muss do onbedéngt en Dolmetscher derbäi sinn, oder geet et och wann ech hir alles iwwersetzen? A wat kascht sou eng Stonn ongeféier?",
    "translation", None, None, kind="d", nu="N", situation="does the wife need an interpreter at the notary signing, and what it costs")
add("lb-t15", "Eis Holztrap am Haus zu Arel kraacht bei all Schrëtt, virun allem déi ënnescht véier Tratten. Se ass aus Eech, ronn 40 Joer al, a mir wunnen zënter zwee Joer op der belscher Säit. Lount et sech se vun engem Schräiner nei befestegen ze loossen, oder soll ee besser direkt eng nei Trap maachen? Wat wier ongeféier de Präisënnerscheed?",
    "carpentry", "abroad", "Arel", not_place=["Tratten", "Eech"], kind="d", nu="N", situation="creaking oak staircase in a house in Arlon (Belgium): repair or replace?")

# ---------------------------------------------------------------- French
add("fr-s01", "Bonjour, je cherche un électricien pour installer une borne de recharge 11 kW dans notre garage souterrain, quartier Gare, l'accord de la copropriété est déjà voté.",
    "electrical", "Luxembourg", "Gare", situation="11 kW EV charger in a shared underground garage, Gare quarter")
add("fr-s02", "Qui pourrait reprendre la comptabilité de notre petite SARL de transport (2 camions, 3 chauffeurs), avec les fiches de paie et le bilan annuel ?",
    "accounting", None, None, situation="bookkeeping, payslips and annual accounts for a small haulage company")
add("fr-s03", "Nos gouttières débordent à chaque averse et une descente s'est décrochée, maison mitoyenne à Rumelange, quelqu'un peut passer avant l'hiver ?",
    "roofing", "Rumelange", "Rumelange", situation="overflowing gutters and a detached downpipe, Rumelange")
add("fr-s04", "punaises de lit dans la chambre des enfants depuis le retour de vacances appart à tétange besoin d'un traitement rapide svp",
    "pest-control", "Kayl", "tétange", situation="bed bugs after the holidays, flat in Tétange, lower-case")
add("fr-s05", "Déménagement d'une maison à Goeblange vers un appartement à Hesperange fin mars, environ 35 m³, avec démontage et remontage des meubles.",
    "moving", "Koerich", "Goeblange", distractors=["Hesperange"], situation="house move Goeblange to a flat in Hesperange, 35 m3")
add("fr-s06", "Besoin d'un interprète portugais-français pour accompagner ma mère à un rendez-vous à la CNS la semaine prochaine.",
    "translation", None, None, situation="Portuguese-French interpreter for a health-insurance appointment")
add("fr-s07", "Je cherche un carreleur pour poser du grès cérame 120x60 dans le séjour à Schouweiler, environ 45 m², la chape est sèche depuis un mois.",
    "tiling", "Dippach", "Schouweiler", situation="large-format porcelain tiles in a living room, Schouweiler")
add("fr-s08", "Nettoyage des vitres et de la véranda (à peu près 30 m² de verre) pour une maison à L-8053, idéalement un samedi matin.",
    "cleaning", "Bertrange", "L-8053", situation="window and conservatory cleaning, postal code only (Bertrange)")
add("fr-s09", "Porte claquée avec les clés à l'intérieur, je suis devant chez moi à Niedercorn avec le bébé dans la poussette, vous pouvez venir vite ?",
    "locksmith", "Differdange", "Niedercorn", situation="locked out with a baby, Niederkorn (French spelling)")
add("fr-s10", "Nous cherchons un photographe pour faire les portraits de nos 12 collaborateurs et quelques photos de l'atelier à Garnich, pour notre nouveau site.",
    "photography", "Garnich", "Garnich", situation="staff portraits and workshop pictures for a company website, Garnich")

add("fr-t01", "Depuis hier soir, le disjoncteur saute dès qu'on allume le four et la hotte en même temps. Ce matin tout a coupé pendant qu'on dormait, et la prise derrière le frigo est noircie et sent le brûlé. C'est une maison à Rodange, l'installation date des années 80. On a coupé le circuit de la cuisine en attendant, mais du coup on n'a plus de frigo.",
    "electrical", "Pétange", "Rodange", kind="a", nu="U", situation="breaker trips, blackened socket smelling burnt behind the fridge")
add("fr-t02", "Il fait 16 degrés dans la maison alors que la chaudière tourne. Le chauffage au sol du rez-de-chaussée reste froid, seuls les radiateurs de l'étage chauffent un peu. La pression est à 0,8 bar et j'ai déjà remis de l'eau deux fois cette semaine. On est à Eischen, maison de 2004, chaudière gaz à condensation.",
    "heating", "Habscht", "Eischen", kind="a", nu="U", situation="cold underfloor heating and pressure loss in the heating circuit")
add("fr-t03", "Une fissure en escalier est apparue dans le mur du garage, elle part du coin de la fenêtre et descend jusqu'au sol. Maintenant on peut y passer un doigt. Des morceaux de crépi tombent sur la voiture le matin. La maison est à Aspelt, construite en 1992 sur un terrain en pente.",
    "masonry", "Frisange", "Aspelt", kind="a", nu="U", situation="stair-step crack in the garage wall, render falling off")
add("fr-t04", "Notre évier se vidait lentement et le vendeur du magasin de bricolage m'a conseillé un déboucheur à la soude, le plus fort. Depuis, le siphon en PVC fuit, ça sent horriblement mauvais et l'eau ne descend plus du tout. J'ai peur d'avoir abîmé les tuyaux. C'est une maison à Berchem, près de l'église. Un plombier pourrait venir cette semaine ?",
    "plumbing", "Roeser", "Berchem", kind="b", nu="N", situation="DIY-shop caustic drain cleaner damaged the sink trap, drain blocked")
add("fr-t05", "Mon beau-père m'a assuré qu'on pouvait peindre directement sur le vieux papier peint du salon, sans rien enlever. Trois semaines plus tard il y a des bulles partout et les lés se décollent aux joints. Il faudrait maintenant tout arracher, reboucher et repeindre proprement, quatre murs et le plafond, pour une pièce d'environ 30 m². C'est à Bascharage, et un peintre disponible avant Noël serait idéal.",
    "painting", "Käerjeng", "Bascharage", kind="b", nu="N", situation="father-in-law painted over old wallpaper; bubbles, strip and repaint")
add("fr-t06", "Un voisin m'avait conseillé de planter du bambou le long de la clôture pour avoir vite de l'intimité. Cinq ans plus tard, il y a des rejets jusque sous la terrasse et dans le potager d'à côté, et le voisin n'est pas content. Il faudrait tout arracher avec les racines, poser une barrière anti-rhizome et replanter quelque chose de raisonnable. Le terrain est à Hassel, une bande d'environ 15 mètres.",
    "gardening", "Weiler-la-Tour", "Hassel", kind="b", nu="U", situation="neighbour's bamboo tip spread everywhere; remove it, rhizome barrier, replant")
add("fr-t07", "Le congélateur coffre du garage ne descend plus qu'à -8 °C. Mon beau-frère m'a dit de le dégivrer au sèche-cheveux et de gratter la glace au couteau pour aller plus vite, j'ai entendu un petit sifflement et depuis il ne refroidit presque plus. C'est un Liebherr de 2019 qui nous a coûté presque neuf cents euros, encore plein de gibier. On est à Filsdorf, quelqu'un peut venir voir si ça se répare ?",
    "appliance-repair", "Dalheim", "Filsdorf", not_place=["cents"], kind="b", nu="U", situation="chest freezer punctured while defrosting with a knife on a relative's advice")
add("fr-t08", "Nous sommes un cabinet de kinésithérapie à Esch-sur-Alzette, à deux pas de la gare, avec quatre praticiens. Depuis le changement de box internet, l'agenda partagé ne se synchronise plus entre les postes et l'imprimante de l'accueil est hors ligne une fois sur deux. On perd un temps fou chaque matin. Il nous faudrait quelqu'un qui vienne sur place remettre le réseau au propre, et si possible un contrat de maintenance.",
    "it-support", "Esch-sur-Alzette", "Esch-sur-Alzette", not_place=["gare"], kind="c", nu="U", situation="physiotherapy practice: shared calendar and reception printer broken after router change")
add("fr-t09", "Je gère une petite crèche privée de 28 places. Une maman refuse de régler trois mois de frais en disant que sa fille a été mal encadrée, et elle menace de publier des avis sur internet. Nous avons envoyé deux rappels restés sans réponse. Je pense qu'il nous faut un avocat, pour le recouvrement et peut-être pour la diffamation. Combien coûte une première consultation ?",
    "legal", None, None, kind="c", nu="N", situation="private crèche: unpaid fees and threatened defamation, needs a lawyer")
add("fr-t10", "Nous ouvrons un cabinet dentaire au Limpertsberg, au rez-de-chaussée d'un ancien commerce de 110 m². Il nous faudrait quelqu'un pour imaginer l'agencement de l'accueil et de la salle d'attente, les couleurs, l'éclairage et le mobilier, pour que ce soit chaleureux et pas clinique. Les fauteuils et toute la partie technique sont gérés par notre fournisseur. Ouverture prévue en septembre.",
    "interior-design", "Luxembourg", "Limpertsberg", kind="c", nu="U", situation="new dental practice: layout, colours, lighting and furniture of reception and waiting room")
add("fr-t11", "Nous avons une exploitation agricole à Steinfort avec un hangar à machines de 600 m² de toiture orientée sud-ouest. La coopérative nous a parlé de panneaux photovoltaïques pour revendre le courant et alimenter le séchoir à grains. Nous voudrions une étude et un devis, y compris les démarches pour le raccordement. Le toit est en bac acier, posé en 2015.",
    "solar", "Steinfort", "Steinfort", kind="c", nu="U", situation="farm: PV on a 600 m2 machine shed for grain dryer and feed-in")
add("fr-t12", "Nous avons acheté un appartement de 1975 au Howald, l'acte est signé en février. Cuisine et salle de bain à casser, sols à changer, électricité à remettre aux normes. Est-ce réaliste de tout faire en trois mois, avant la fin de notre bail actuel ? Et peut-on vivre dedans pendant une partie des travaux avec un bébé de six mois ?",
    "renovation", "Hesperange", "Howald", kind="d", nu="U", situation="can a 1975 flat be refitted in three months, and can they live in it meanwhile")
add("fr-t13", "Je suis sophrologue et je consulte dans un cabinet partagé. Mes clientes me demandent sans arrêt si elles peuvent prendre rendez-vous en ligne. Vaut-il mieux un site fait sur mesure ou un outil de réservation tout prêt avec abonnement ? Et un développeur web, ça coûte combien pour un site simple avec prise de rendez-vous et paiement ?",
    "web-development", None, None, kind="d", nu="N", situation="therapist: custom site or booking tool, what a web developer costs")
add("fr-t14", "Nous habitons Mondorff, le village français juste en face de Mondorf-les-Bains. Sous notre escalier il y a une niche de 2,5 m qu'on voudrait transformer en bibliothèque et placard sur mesure, en chêne massif. Vaut-il mieux passer par un menuisier ou adapter un meuble en kit ? Et est-ce que vous intervenez côté français ?",
    "carpentry", "abroad", "Mondorff", distractors=["Mondorf-les-Bains"], kind="d", nu="N", situation="built-in oak bookcase under the stairs in Mondorff (France): joiner or kit?")
add("fr-t15", "Pour la communion de notre fille en mai, on attend une quarantaine de personnes à la maison. Vaut-il mieux un buffet froid livré ou quelqu'un qui cuisine et fait le service sur place ? Et combien faut-il compter par personne, boissons non comprises ?",
    None, None, None, kind="d", nu="U", situation="catering for a first communion at home (not a trade)")

# ---------------------------------------------------------------- German
add("de-s01", "Brauche einen Dachdecker, der bei uns in Grevenmacher drei gebrochene Ziegel tauscht und die Dachrinne reinigt, am besten noch vor dem ersten Frost.",
    "roofing", "Grevenmacher", "Grevenmacher", not_place=["einen"], situation="three broken roof tiles and gutter cleaning, Grevenmacher")
add("de-s02", "Unser Netzwerkdrucker im Büro auf Kirchberg druckt seit dem Windows-Update von keinem Laptop mehr, wer kann kurzfristig vorbeikommen?",
    "it-support", "Luxembourg", "Kirchberg", situation="office network printer unreachable after a Windows update, Kirchberg")
add("de-s03", "Suche Anwalt für Arbeitsrecht, mein Chef will dass ich nach 11 Jahren bis Freitag einen Aufhebungsvertrag unterschreibe, sonst droht er mit Kündigung.",
    "legal", None, None, not_place=["einen"], situation="employment lawyer: pressure to sign a termination agreement")
add("de-s04", "Wer legt uns im Frühjahr in Wasserbillig einen kleinen Naturgarten mit Blumenwiese, Kräuterspirale und zwei Hochbeeten an, etwa 200 m²?",
    "gardening", "Mertert", "Wasserbillig", not_place=["einen"], situation="design and plant a small wildlife garden, Wasserbillig")
add("de-s05", "elektriker gesucht altbau in echternach fi schalter fliegt ständig raus und im bad fehlt ne steckdose neben dem spiegel",
    "electrical", "Echternach", "echternach", situation="RCD keeps tripping, missing bathroom socket, lower-case chat")
add("de-s06", "Wir brauchen jemanden, der unsere Bedienungsanleitung für Weinpressen (ca 60 Seiten) aus dem Deutschen ins Französische und Englische übersetzt.",
    "translation", None, None, situation="translate a 60-page wine-press manual into French and English")
add("de-s07", "Wir hätten gern Einbauschränke aus Massivholz für die Dachschräge im Schlafzimmer unseres Hauses in Remich, bitte mit Aufmaß vor Ort.",
    "carpentry", "Remich", "Remich", situation="solid-wood built-in wardrobes under a sloping ceiling, Remich")
add("de-s08", "Wir möchten im Treppenhaus unseres Hauses in Rippig Wände und Decke neu streichen lassen, drei Etagen, wann hätten Sie Zeit?",
    "painting", "Bech", "Rippig", situation="repaint a three-storey stairwell, Rippig")
add("de-s09", "Unsere Ölheizung in Gostingen ist 28 Jahre alt und wir wollen auf eine Luft-Wasser-Wärmepumpe umsteigen, bitte um Beratung und Angebot inklusive Klimabonus-Antrag.",
    "heating", "Flaxweiler", "Gostingen", situation="replace a 28-year-old oil boiler with an air-water heat pump, Gostingen")
add("de-s10", "Umzug von Manternach nach Schweich bei Trier Ende Februar, 4-Zimmer-Haus, mit Küchenabbau und Einlagerung einiger Möbel für zwei Monate.",
    "moving", "Manternach", "Manternach", distractors=["Schweich", "Trier"], situation="house move Manternach to Schweich (Germany) with storage")

add("de-t01", "Seit dem letzten Sturm tropft es im Dachgeschoss direkt neben dem Dachfenster, aber nur wenn der Regen von Westen kommt. Die Tapete darunter ist schon gelb verfärbt und wellt sich. Von der Straße aus sieht man, dass das Blech am Kamin hochsteht. Wir wohnen in Berdorf, Einfamilienhaus von 1995.",
    "roofing", "Berdorf", "Berdorf", kind="a", nu="U", situation="leak beside the roof window in westerly rain, lifted chimney flashing")
add("de-t02", "Im Keller riecht es seit zwei Wochen nach Abwasser, vor allem wenn oben die Waschmaschine abpumpt. Aus dem Bodenablauf im Heizungsraum drückt dann graues Wasser hoch. Rohrreiniger aus dem Supermarkt hat nichts gebracht. Das Haus steht in Ahn, direkt an der Weinstraße.",
    "plumbing", "Wormeldange", "Ahn", kind="a", nu="U", situation="sewage smell and grey water backing up through a cellar floor drain")
add("de-t03", "Unser Geschirrspüler bleibt nach zehn Minuten stehen, unten steht das Wasser und er piept dreimal. Die Siebe habe ich schon gereinigt, der Schlauch ist nicht geknickt. Es ist ein Bosch, gut vier Jahre alt, in die Küchenzeile eingebaut. Wir sind in Remerschen und würden ihn lieber reparieren lassen als wegwerfen.",
    "appliance-repair", "Schengen", "Remerschen", kind="a", nu="U", situation="dishwasher stops mid-cycle with standing water")
add("de-t04", "Der Verkäufer im Baumarkt meinte, ich könne den Schließzylinder der Haustür einfach mit Öl einsprühen, dann gehe er wieder leichter. Jetzt ist alles verklebt, der Schlüssel geht nur noch halb rein und meine Tochter stand gestern vor verschlossener Tür. Ich hätte gern einen neuen Zylinder mit mehreren Schlüsseln. Wir wohnen in Consdorf, gleich bei der Schule.",
    "locksmith", "Consdorf", "Consdorf", not_place=["einen"], kind="b", nu="U", situation="DIY-store advice to oil the lock cylinder gummed it up; new cylinder wanted")
add("de-t05", "Unser Nachbar hat gesagt, wir sollen die Risse im Sockel einfach mit Silikon zuschmieren. Jetzt blättert dort der Putz großflächig ab und dahinter ist das Mauerwerk feucht und bröselig. Das Haus ist ein altes Winzerhaus in Greiweldingen. Gibt es einen Maurer, der sich mit Bruchsteinmauern auskennt und das fachgerecht neu verputzen kann?",
    "masonry", "Stadtbredimus", "Greiweldingen", not_place=["einen"], kind="b", nu="N", situation="neighbour's silicone on plinth cracks; render falling off a rubble-stone wall")
add("de-t06", "Mein Schwager meinte vor zwei Jahren, Innenfliesen würden für die Terrasse völlig reichen, die waren gerade im Angebot, und hat sie uns selbst verlegt. Nach dem Winter sind viele gesprungen und einige liegen ganz lose. Aus genau diesem Grund wollen wir es jetzt richtig machen lassen, mit frostfesten Fliesen und ordentlichem Gefälle. Die Terrasse hat ungefähr 25 m² und ist in Canach.",
    "tiling", "Lenningen", "Canach", not_place=["Grund"], kind="b", nu="U", situation="brother-in-law said indoor tiles would do on the terrace; frost damage")
add("de-t07", "Die Vermieterin meinte, gegen die Ameisen in der Küche helfen Backpulver und Essig. Seit drei Wochen streue ich das jeden Tag, aber es werden immer mehr, jetzt auch im Schlafzimmer, und es sind so ganz kleine gelbliche. Ich habe gelesen, das könnten Pharaoameisen sein. Ich wohne in Rosport und brauche einen Kammerjäger, der das richtig behandelt.",
    "pest-control", "Rosport-Mompach", "Rosport", not_place=["einen"], kind="b", nu="N", situation="landlady's baking-soda remedy failed; pharaoh ants spreading")
add("de-t08", "Unser Weingut hat seit diesem Jahr auch einen Hofladen und zwei Saisonkräfte. Meine Mutter hat die Bücher bisher mit Ordnern und Taschenrechner gemacht, aber mit Lohnabrechnungen und Mehrwertsteuererklärungen kommt sie nicht mehr hinterher. Wer könnte das für uns übernehmen, am liebsten jemand, der sich mit Landwirtschaft auskennt? Was kostet so etwas im Monat?",
    "accounting", None, None, not_place=["einen"], kind="c", nu="U", situation="winery with farm shop: books, seasonal payroll and VAT returns")
add("de-t09", "Wir betreiben eine Tierarztpraxis in Bad Mondorf mit drei Behandlungsräumen und einem OP. Unsere bisherige Reinigungskraft geht im Sommer in Rente. Wir suchen eine Reinigungsfirma, die dreimal pro Woche abends kommt, dazu einmal im Monat die Fenster. Wichtig sind die Hygienevorgaben für Behandlungstische, Boxen und Geräte.",
    "cleaning", "Mondorf-les-Bains", "Bad Mondorf", kind="c", nu="N", situation="veterinary practice needs an evening cleaning contract")
add("de-t10", "Unser Angelverein hat bisher nur eine Facebook-Seite. Wir hätten gern eine richtige Seite, auf der man Tageskarten für unseren Weiher online kaufen kann und die Mitglieder ihre Fangbücher hochladen. Viel Geld haben wir nicht, so um die 2000 Euro. Wer kann so etwas bauen und später auch pflegen?",
    "web-development", None, None, kind="c", nu="U", situation="angling club: site selling day permits online and members' catch logs")
add("de-t11", "Wir eröffnen im März ein kleines Restaurant in Bourglinster und brauchen Bilder von etwa 15 Gerichten und vom Gastraum für Speisekarte, Instagram und Presse. Am besten an einem Montag, da ist Ruhetag. Gibt es jemanden, der Food-Fotografie macht und auch ein kurzes Video dreht?",
    "photography", "Junglinster", "Bourglinster", kind="c", nu="N", situation="new restaurant needs food photography and a short video")
add("de-t12", "Wir wohnen in Wecker und überlegen, was fürs Warmwasser sinnvoller ist. Lohnt sich eine Solarthermie-Anlage, oder ist eine PV-Anlage mit Heizstab heute die bessere Wahl? Wir sind zu viert, das Dach ist Ost-West, ca 40 m² pro Seite. Und welche Förderung gibt es dafür in Luxemburg?",
    "solar", "Biwer", "Wecker", distractors=["Luxemburg"], not_place=["Wahl"], kind="d", nu="U", situation="solar thermal or PV with immersion heater for hot water?")
add("de-t13", "Unser Erdgeschoss ist offen, Küche, Essen und Wohnen auf 60 m², und es wirkt trotz neuer Möbel einfach ungemütlich. Lohnt sich dafür eine Innenarchitektin, oder reicht die Beratung im Möbelhaus? Was kostet so ein Farb- und Lichtkonzept ungefähr? Wir wohnen in Senningerberg.",
    "interior-design", "Niederanven", "Senningerberg", kind="d", nu="N", situation="open-plan ground floor feels cold: is an interior designer worth it")
add("de-t14", "Wir haben in Nittel, auf der deutschen Moselseite gegenüber von Machtum, ein altes Winzerhaus geerbt. Bad, Küche, Elektrik und Böden müssten komplett neu, die Fenster wahrscheinlich auch. Arbeiten luxemburgische Firmen auch drüben, und mit welcher Mehrwertsteuer rechnet man dann? Wie lange dauert so etwas ungefähr?",
    "renovation", "abroad", "Nittel", distractors=["Machtum"], kind="d", nu="U", situation="inherited winemaker's house in Nittel (Germany) to refit: do Luxembourg firms work there")
add("de-t15", "Wir fliegen im August drei Wochen nach Kanada und wissen nicht wohin mit unserem nervösen Labrador. Ist es besser, wenn jemand bei uns zu Hause wohnt und sich um ihn kümmert, oder ist eine Hundepension die bessere Lösung? Was zahlt man da so pro Tag?",
    None, None, None, distractors=["Kanada"], kind="d", nu="U", situation="house-sitting for a nervous dog vs. kennel (not a trade)")

# ---------------------------------------------------------------- English
add("en-s01", "Looking for a cleaner for our flat in Belair, 3 hours every Friday morning, ironing included if possible.",
    "cleaning", "Luxembourg", "Belair", situation="weekly home cleaning with ironing, flat in Belair")
add("en-s02", "Can anyone recommend an accountant who handles payroll for a household employee (our nanny) plus the annual joint tax return for a couple?",
    "accounting", None, None, situation="payroll for a nanny and a couple's joint tax return")
add("en-s03", "need an electrician in strassen to install an EV charger (zappi) on the garage wall, about 12m of cable from the fuse box",
    "electrical", "Strassen", "strassen", situation="wall-mounted EV charger with a 12 m cable run, lower-case")
add("en-s04", "Pigeons have taken over the balcony of our fourth-floor flat in Leudelange, droppings everywhere, can someone fit spikes or netting the building manager will accept?",
    "pest-control", "Leudelange", "Leudelange", situation="pigeons on a balcony: spikes or netting")
add("en-s05", "Looking for someone to build a small online shop for my handmade ceramics, around 40 products, card payments and shipping within the EU.",
    "web-development", None, None, situation="small online shop for handmade ceramics")
add("en-s06", "Could someone lay new turf on our back lawn in Bridel, roughly 120 m², the old grass is mostly moss after two summers of trampoline.",
    "gardening", "Kopstal", "Bridel", not_place=["grass"], situation="returf a mossy back lawn in Bridel")
add("en-s07", "Our wifi doesn't reach the top floor of our house in Cents and I work from home up there, can someone set up proper mesh or wired access points?",
    "it-support", "Luxembourg", "Cents", situation="home wifi coverage for a top-floor home office, Cents")
add("en-s08", "Moving from a 2-bed flat in Walferdange to Kirchberg on 28 February, need a team with a furniture lift for the 3rd floor.",
    "moving", "Walferdange", "Walferdange", distractors=["Kirchberg"], situation="flat move Walferdange to Kirchberg with furniture lift")
add("en-s09", "Can someone regrout and reseal the shower and the kitchen splashback tiles in the house we rent in Junglinster, the grout is crumbling?",
    "tiling", "Junglinster", "Junglinster", situation="regrout crumbling shower and splashback tiles")
add("en-s10", "Need a Luxembourgish interpreter for a parent-teacher meeting next Tuesday, my Luxembourgish isn't up to it yet.",
    "translation", None, None, situation="Luxembourgish interpreter for a school meeting")

add("en-t01", "Since Monday neither my laptop nor my husband's can see the NAS any more, and the shared printer shows as offline even though it's switched on. The NAS just blinks an amber light. Internet works fine on everything else. We both work from home in Roodt-sur-Syre and all our invoices are on that box. Could someone come and have a look?",
    "it-support", "Betzdorf", "Roodt-sur-Syre", not_place=["amber"], kind="a", nu="U", situation="home office: NAS and shared printer unreachable, amber light")
add("en-t02", "Every time it rains hard there's a drip from the ceiling of the top-floor bathroom, right under the skylight. Yesterday a chunk of plaster came down into the bath. From the garden I can see moss and what looks like a cracked slate next to the window frame. We're in Mamer, house from the 80s.",
    "roofing", "Mamer", "Mamer", kind="a", nu="U", situation="leak under a skylight, cracked slate beside it")
add("en-t03", "Our bathroom is freezing even though the heating's on full. The towel rail stays stone cold while the radiators in the bedrooms are warm. We've opened and closed the valve a few times and nothing changes. It's a gas system from 2011, house in Moutfort.",
    "heating", "Contern", "Moutfort", kind="a", nu="U", situation="towel radiator stays cold while other radiators work")
add("en-t04", "Our neighbour told us the crack in our garden retaining wall was nothing and to fill it with expanding foam from a can. That was last spring. Now the wall is leaning towards the path and two blocks have pushed out. We rent a house in Oberanven and the landlord said we should organise it and send him the bill. Is there a mason who could check it and quote for a repair?",
    "masonry", "Niederanven", "Oberanven", not_place=["bill"], kind="b", nu="N", situation="neighbour said to foam a crack; retaining wall now leaning")
add("en-t05", "A guy at the DIY store told us any flexible hose would do to connect the new kitchen tap. My husband fitted it on Saturday and now there's water pooling in the cabinet under the sink, and the base board is already swollen. We live in Messancy, just over the Belgian border, on the first floor, and I'm worried about the flat below. Does anyone come out this side of the border to sort this properly?",
    "plumbing", "abroad", "Messancy", kind="b", nu="U", situation="wrong hose on a new kitchen tap leaking into the cabinet, Messancy (Belgium)")
add("en-t06", "My brother-in-law swore his leftover satin bathroom paint would be fine for our hallway and stairs, and put it on himself. Now every bump in the wall shows and it's patchy wherever the light hits it. We'd like the whole lot redone in a proper matt finish, walls and ceilings over three floors. We're in Itzig and flexible on dates, ideally before Easter.",
    "painting", "Hesperange", "Itzig", kind="b", nu="U", situation="brother-in-law insisted satin bathroom paint would do for the stairwell; redo in matt")
add("en-t07", "The kitchen shop that sold us our fridge-freezer said the rattling was normal for a new model. Three months later it hums loudly all night and the freezer frosts up within a day. It's a Samsung side-by-side, still under warranty, but they keep sending us to a hotline that never calls back. We're in Steinsel. Is there an independent appliance repair service that could diagnose it and write a report?",
    "appliance-repair", "Steinsel", "Steinsel", kind="b", nu="N", situation="shop called the rattle normal; fridge-freezer humming and icing up")
add("en-t08", "We run a small language school with 12 teachers, most of them part-time. A teacher we let go now claims she was really an employee, not a freelancer, and wants back pay and holiday. We've had a letter from her union with a three-week deadline. We need a lawyer who knows Luxembourg labour law, ideally English-speaking.",
    "legal", None, None, distractors=["Luxembourg"], kind="c", nu="N", situation="language school: ex-teacher claims employee status, needs a labour lawyer")
add("en-t09", "Our consultancy moves into new offices in Kirchberg in April. We need headshots of the whole team, about 35 people, on the same neutral background, plus some shots of the new space for LinkedIn and the website. Ideally everything on one day, on site. Could you send us a quote?",
    "photography", "Luxembourg", "Kirchberg", kind="c", nu="U", situation="consultancy: team headshots and office pictures on one day")
add("en-t10", "We manage a logistics warehouse near Findel with about 2,000 m² of flat roof. Most of our electricity goes into cold storage during the day, so we'd like quotes for a photovoltaic installation sized for that. Who handles the grid connection paperwork, you or us? The roof membrane was replaced in 2021.",
    "solar", "Sandweiler", "Findel", kind="c", nu="U", situation="warehouse: PV on a flat roof for daytime cold storage")
add("en-t11", "We're a small crèche in Munsbach with 24 children. We need built-in wooden cubbies and a low bench along the cloakroom wall, all with rounded edges, and a new wooden gate for the garden. The inspector wants it done before the summer. Is there a carpenter who does this kind of work for childcare places?",
    "carpentry", "Schuttrange", "Munsbach", kind="c", nu="N", situation="crèche: built-in wooden cubbies, bench and garden gate")
add("en-t12", "We've just bought a flat in Merl and the previous owners handed over only two keys, one of them clearly a copy. Is it worth changing the whole cylinder or just adding a second lock? How much does a good security cylinder cost, and can it be set up so the building's master key still opens the common door?",
    "locksmith", "Luxembourg", "Merl", kind="d", nu="U", situation="new flat with unknown keys: change the cylinder? cost, master key")
add("en-t13", "We're renting a furnished flat in Luxembourg City for two years and we're not allowed to paint or drill much. Would an interior designer be worth it for a rental, or is that overkill? We mainly want better lighting and a layout that works with a home office. What does a first consultation usually cost?",
    "interior-design", "Luxembourg", "Luxembourg City", kind="d", nu="N", situation="is an interior designer worth it for a rented flat")
add("en-t14", "We're buying a 1960s bungalow in Bertrange that needs gutting: kitchen, bathroom, wiring, floors, insulation. Roughly what does that cost per square metre these days, and how long would it take? We'd like to move in by September. Is it normal to pay a deposit before the work starts?",
    "renovation", "Bertrange", "Bertrange", kind="d", nu="U", situation="cost per m2 and timing for gutting a 1960s bungalow")
add("en-t15", "Is it still worth swapping between summer and winter tyres, or should I just go for all-seasons this time? I do about 15,000 km a year, mostly motorway, plus the odd ski trip to Austria. Also, does anyone come to the office car park to change them?",
    None, None, None, distractors=["Austria"], kind="d", nu="U", situation="winter vs all-season tyres and mobile tyre fitting (not a trade)")

# ---------------------------------------------------------------- Portuguese
add("pt-s01", "Procuro uma senhora para a limpeza de um escritório pequeno em Esch/Alzette, duas vezes por semana ao fim do dia.",
    "cleaning", "Esch-sur-Alzette", "Esch/Alzette", situation="small office cleaning twice a week, Esch/Alzette spelling")
add("pt-s02", "preciso de um canalizador urgente em schifflange o autoclismo nao para de correr e ta a sair agua por baixo da sanita",
    "plumbing", "Schifflange", "schifflange", situation="cistern runs non-stop and water leaks under the toilet, lower-case chat")
add("pt-s03", "Boa tarde, preciso de um advogado que fale português por causa do patrão, não me pagou as horas extra dos últimos 6 meses.",
    "legal", None, None, situation="Portuguese-speaking lawyer for six months of unpaid overtime")
add("pt-s04", "Quanto custa pintar um apartamento T2 em Soleuvre, paredes e tetos, mais ou menos 70 m²?",
    "painting", "Sanem", "Soleuvre", situation="price for painting walls and ceilings of a two-bedroom flat, Soleuvre")
add("pt-s05", "Mudança de Ettelbruck para Portugal (Viseu) em julho, são umas 20 caixas, uma cómoda e uma mota, alguém faz esse transporte?",
    "moving", "Ettelbruck", "Ettelbruck", distractors=["Portugal", "Viseu"], situation="small move from Ettelbruck to Viseu, Portugal")
add("pt-s06", "Preciso de um contabilista para fazer a declaração de impostos deste ano, sou casado e a minha mulher trabalha em França.",
    "accounting", None, None, situation="annual tax return for a couple, wife works in France")
add("pt-s07", "A minha máquina de secar roupa da Miele aquece mas o tambor não roda, moro em Diekirch, alguém repara?",
    "appliance-repair", "Diekirch", "Diekirch", situation="tumble dryer heats but the drum does not turn")
add("pt-s08", "Procuro alguém para cortar a relva e limpar o terreno à volta da casa em Vianden, está tudo cheio de silvas, uns 800 m2.",
    "gardening", "Vianden", "Vianden", situation="mow and clear brambles from an 800 m2 plot")
add("pt-s09", "Preciso de traduzir o meu contrato de trabalho e o regulamento interno da empresa de francês para português para perceber bem o que assinei.",
    "translation", None, None, situation="translate an employment contract and company rules from French")
add("pt-s10", "Alguém faz a instalação elétrica de uma garagem em Larochette, pôr luz, 4 tomadas e um quadro novo?",
    "electrical", "Larochette", "Larochette", situation="wire a garage: lights, four sockets and a new board")

add("pt-t01", "Já é a terceira vez esta semana que acordamos com a casa gelada. De manhã a caldeira está apagada e tenho de carregar no botão de reset para voltar a funcionar. Depois trabalha o dia todo normal. Moramos em Wiltz, numa casa antiga com aquecimento a gasóleo.",
    "heating", "Wiltz", "Wiltz", kind="a", nu="U", situation="oil boiler locks out every night and needs a reset in the morning")
add("pt-t02", "Na cozinha apareceram uns bichinhos castanhos dentro do pacote de farinha e do arroz. Deitei tudo fora, mas passada uma semana estão outra vez nos armários e à noite andam a voar perto da luz. Moramos em Gilsdorf. Já não sei o que fazer.",
    "pest-control", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="pantry moths back in the cupboards after throwing food away")
add("pt-t03", "A porta de casa já não fecha à chave. A chave roda até ao fim mas a lingueta não sai, e ontem à noite tivemos de encostar uma cadeira à porta. É uma porta de entrada de alumínio com uns 15 anos. Moramos em Schieren, perto da estação.",
    "locksmith", "Schieren", "Schieren", kind="a", nu="U", situation="key turns but the bolt of the front-door lock no longer comes out")
add("pt-t04", "A minha cunhada disse-me para limpar o sofá de tecido e os tapetes com vinagre e bicarbonato. Ficou tudo com manchas esbranquiçadas e um cheiro horrível que não sai. Daqui a duas semanas temos o batizado do nosso filho cá em casa. Há alguma empresa de limpeza que lave sofás e tapetes ao domicílio? Moramos em Foetz.",
    "cleaning", "Mondercange", "Foetz", kind="b", nu="N", situation="sister-in-law's vinegar remedy stained sofa and rugs; deep cleaning at home")
add("pt-t05", "Um vizinho disse-me que bastava pôr silicone à volta da chaminé lá em cima. Fiz isso no verão e agora, com as chuvas, volta a entrar água pelo teto do quarto. Já há uma mancha castanha e o estuque está a cair aos bocados. Moro em Ingeldorf. Preciso de alguém que veja isto a sério no telhado.",
    "roofing", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="neighbour's silicone around the chimney failed; water through the ceiling")
add("pt-t06", "O empreiteiro que fez a nossa casa de banho disse que não era preciso impermeabilizar debaixo do azulejo do duche. Dois anos depois as juntas estão a esfarelar e há azulejos ocos que soam quando se bate. A vizinha de baixo já tem uma mancha no teto. A casa é em Colmar-Berg e precisamos de alguém que tire aquilo tudo e volte a assentar bem.",
    "tiling", "Colmar-Berg", "Colmar-Berg", kind="b", nu="U", situation="contractor skipped waterproofing under shower tiles; hollow tiles, leak below")
add("pt-t07", "O meu sogro disse que as portas interiores se podiam cortar por baixo com a rebarbadora para passar o chão novo. Estragou duas, a madeira lascou toda. Agora preciso de um carpinteiro para pôr portas novas de madeira no quarto e na sala e acertar as outras três. A casa é em Reisdorf.",
    "carpentry", "Reisdorf", "Reisdorf", kind="b", nu="N", situation="father-in-law ruined doors trimming them with an angle grinder")
add("pt-t08", "Tenho um restaurante português em Bonnevoie e o sistema dos pedidos pelo tablet deixou de imprimir na cozinha. Os empregados têm de gritar os pedidos e à hora do almoço é uma confusão. O rapaz que instalou tudo voltou para Portugal e não atende o telefone. Preciso de alguém que venha cá configurar tudo outra vez, a rede e as impressoras.",
    "it-support", "Luxembourg", "Bonnevoie", distractors=["Portugal"], kind="c", nu="U", situation="restaurant: tablet ordering no longer prints in the kitchen")
add("pt-t09", "Temos uma pequena empresa de limpezas com 8 funcionárias. Os clientes pedem sempre um site onde possam ver os preços e marcar as limpezas online. Queríamos em português, francês e inglês. Conhecem um webdesigner que faça isso sem ser muito caro?",
    "web-development", None, None, kind="c", nu="N", situation="cleaning company wants a trilingual website with online booking")
add("pt-t10", "Vamos abrir uma pastelaria em Dudelange, numa loja antiga de 70 m². Queremos ajuda para decidir onde fica o balcão e as mesas, as cores, a iluminação e os móveis, para ficar acolhedor mas moderno. As obras ficam por conta do senhorio. Abrimos em outubro.",
    "interior-design", "Dudelange", "Dudelange", kind="c", nu="U", situation="new pastry shop: counter and table layout, colours, lighting, furniture")
add("pt-t11", "O nosso rancho folclórico de Obercorn faz 40 anos em junho e vamos ter uma festa no pavilhão com grupos convidados de Portugal. Queremos um fotógrafo e alguém para filmar o espetáculo, umas 4 horas. Também precisamos de fotos dos trajes para um livro.",
    "photography", "Differdange", "Obercorn", distractors=["Portugal"], kind="c", nu="N", situation="folk-dance group's 40th anniversary: photos, video and costume pictures")
add("pt-t12", "Vale a pena pôr painéis solares numa casa em Lintgen com o telhado virado a noroeste? O meu cunhado diz que sim por causa das ajudas do Estado, mas eu tenho dúvidas. Quanto tempo demora a pagar-se, mais ou menos?",
    "solar", "Lintgen", "Lintgen", kind="d", nu="U", situation="are solar panels worth it on a north-west roof, payback time")
add("pt-t13", "Temos uma casa em Hamm com um sótão grande que só serve de arrumação. Queríamos transformá-lo em dois quartos e uma casa de banho pequena, com janelas no telhado, isolamento, chão e eletricidade. Quanto pode custar uma obra destas e quanto tempo demora? É preciso pedir autorização à comuna?",
    "renovation", "Luxembourg", "Hamm", kind="d", nu="U", situation="converting an attic into two bedrooms and a bathroom: cost, time, permit")
add("pt-t14", "Moramos em Athus, do lado belga. Queremos fazer um muro de blocos com 1,5 m à volta do quintal, uns 30 metros ao todo. Compensa chamar um pedreiro do Luxemburgo ou fica muito mais caro? E quanto se paga mais ou menos por metro?",
    "masonry", "abroad", "Athus", distractors=["Luxemburgo"], kind="d", nu="N", situation="block wall round a garden in Athus (Belgium): Luxembourg mason worth it?")
add("pt-t15", "Tenho um vestido de cerimónia para o casamento da minha irmã que me ficou largo. Compensa arranjar ou é melhor comprar outro? Quanto costuma custar apertar dos lados e subir a bainha?",
    None, None, None, kind="d", nu="U", situation="taking in a dress for a wedding (not a trade)")

# ---------------------------------------------------------------- Italian
add("it-s01", "Cerco un muratore a Dudelange per rifare il muretto del giardino crollato dopo i temporali, circa 8 metri.",
    "masonry", "Dudelange", "Dudelange", situation="rebuild a collapsed low garden wall after storms")
add("it-s02", "Dopo la separazione vorrei cambiare la serratura della porta di casa a Hollerich perché il mio ex ha ancora le chiavi, si può fare domani?",
    "locksmith", "Luxembourg", "Hollerich", situation="change the front-door lock after a separation, Hollerich")
add("it-s03", "Mi serve qualcuno che faccia il sito per la nostra associazione culturale italiana, con il calendario degli eventi e le iscrizioni dei soci online.",
    "web-development", None, None, situation="website with event calendar and online membership for a cultural association")
add("it-s04", "Vorremmo il riscaldamento a pavimento nella nuova veranda della casa a Fennange, circa 25 m², collegato alla caldaia che c'è già.",
    "heating", "Bettembourg", "Fennange", situation="underfloor heating in a new conservatory linked to the existing boiler")
add("it-s05", "Cerchiamo un commercialista che segua la contabilità e le buste paga della nostra piccola impresa edile con 6 operai.",
    "accounting", None, None, situation="bookkeeping and payroll for a small building firm")
add("it-s06", "c'è un elettricista che possa venire a Mersch a sostituire il vecchio quadro con i fusibili a vite?",
    "electrical", "Mersch", "Mersch", situation="replace an old screw-fuse board")
add("it-s07", "Avrei bisogno di un interprete italiano-lussemburghese per l'assemblea di condominio di giovedì sera.",
    "translation", None, None, situation="interpreter for a co-owners' meeting")
add("it-s08", "Vorrei un preventivo per una scala in rovere su misura per il soppalco della casa a Wickrange.",
    "carpentry", "Reckange-sur-Mess", "Wickrange", situation="made-to-measure oak staircase to a mezzanine")
add("it-s09", "qualcuno per potare tre alberi da frutto e due tigli nel giardino a olm prima della primavera",
    "gardening", "Kehlen", "olm", situation="prune fruit trees and limes, lower-case short place name")
add("it-s10", "Pulizia completa dell'appartamento dopo il cantiere a Esch-sur-Alzette, polvere di cartongesso ovunque, 90 m².",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="post-construction cleaning of a 90 m2 flat")

add("it-t01", "Sulla facciata della casa a Bofferdange si sono staccati dei pezzi di intonaco grandi come una mano, proprio sopra l'ingresso. Sotto si vedono i mattoni e una crepa che scende dalla finestra del primo piano. Ieri un pezzo è caduto vicino al passeggino. Vorrei che qualcuno controllasse prima che si faccia male qualcuno.",
    "masonry", "Lorentzweiler", "Bofferdange", kind="a", nu="U", situation="render falling off the facade over the entrance, crack below a window")
add("it-t02", "Il frigorifero fa acqua sotto il cassetto delle verdure e dentro ci sono 12 gradi, mentre il congelatore funziona benissimo. Ho già pulito il buchino dello scarico dietro, ma dopo due giorni è di nuovo uguale. È un Liebherr da incasso di sei anni. Abitiamo a Bissen.",
    "appliance-repair", "Bissen", "Bissen", kind="a", nu="U", situation="fridge compartment at 12 degrees and leaking, freezer fine")
add("it-t03", "Il lavandino del bagno e la doccia si svuotano lentissimo e fanno glu-glu. Quando tiro lo sciacquone l'acqua sale nel piatto doccia e poi riscende. C'è anche un odore sgradevole in tutto il piano terra. Casa a Tuntange, costruita nel 1985.",
    "plumbing", "Helperknapp", "Tuntange", kind="a", nu="U", situation="slow gurgling drains, water rises in the shower when flushing")
add("it-t04", "Mio cognato mi ha detto di pulire le grondaie salendo sul tetto con l'idropulitrice. Ha spostato parecchie tegole e adesso in soffitta entra l'acqua quando piove. Cerco un'impresa di coperture che rimetta a posto e controlli tutto il tetto. Siamo a Schoos.",
    "roofing", "Fischbach", "Schoos", kind="b", nu="N", situation="brother-in-law pressure-washed the gutters from the roof and displaced tiles")
add("it-t05", "Il vicino mi ha consigliato di mettere del veleno per topi in cantina. Adesso c'è un odore terribile dietro il muro e ne vedo ancora correre la sera. Ho due gatti e ho paura che lo mangino. Casa a Cruchten, vorrei che qualcuno risolvesse la cosa in modo sicuro.",
    "pest-control", "Nommern", "Cruchten", kind="b", nu="U", situation="neighbour's rat-poison advice: smell behind the wall, rats still there")
add("it-t06", "Chi ci ha venduto i pannelli due anni fa ci ha detto che non serve mai pulirli né controllarli. Adesso l'app dell'inverter segna quasi la metà della produzione dell'anno scorso e un modulo ha una macchia scura. Cerchiamo un installatore fotovoltaico che faccia un controllo serio. Siamo a Christnach.",
    "solar", "Waldbillig", "Christnach", kind="b", nu="N", situation="seller said PV needs no maintenance; output halved, dark spot on a module")
add("it-t07", "In ferramenta mi hanno venduto una pittura per muri dicendo che andava benissimo anche per le persiane di legno. Dopo un solo inverno si stacca a scaglie. Vorrei farle sverniciare e ridipingere bene, sono 12 persiane. Casa a Medernach.",
    "painting", "Vallée de l'Ernz", "Medernach", kind="b", nu="U", situation="hardware shop sold wall paint for wooden shutters; peeling")
add("it-t08", "Abbiamo un piccolo ristorante e un fornitore di vini ci ha fatto causa per una fattura che contestiamo da mesi. Dice che abbiamo ordinato 40 casse, noi ne abbiamo ricevute 25. Ci è arrivata la citazione e abbiamo quindici giorni. Cerchiamo un avvocato esperto di diritto commerciale che parli italiano o francese.",
    "legal", None, None, kind="c", nu="N", situation="restaurant sued by a wine supplier over a disputed invoice")
add("it-t09", "Gestiamo un piccolo albergo a Beaufort. In quattro bagni delle camere le piastrelle del pavimento sono crepate e alcune si muovono. Vorremmo sostituirle a novembre, quando siamo chiusi, quattro bagni da circa 5 m² ciascuno. Potete mandarci un preventivo?",
    "tiling", "Beaufort", "Beaufort", kind="c", nu="U", situation="small hotel: replace cracked floor tiles in four guest bathrooms")
add("it-t10", "La nostra scuola di musica a Bous si trasferisce nella nuova sede a Remich ad agosto. Ci sono batterie, amplificatori, una trentina di leggii, 40 sedie, armadi e l'archivio degli spartiti. Vorremmo fare tutto in un giorno, di sabato. Quanto costa più o meno?",
    "moving", "Bous-Waldbredimus", "Bous", distractors=["Remich"], kind="c", nu="U", situation="music school moves from Bous to Remich")
add("it-t11", "La nostra azienda organizza la cena di Natale per 120 dipendenti in un hotel in centro a Lussemburgo. Cerchiamo un fotografo per tutta la serata e, se possibile, un piccolo video da mandare ai colleghi. La data è venerdì 12 dicembre.",
    "photography", "Luxembourg", "Lussemburgo", kind="c", nu="N", situation="company Christmas dinner: photographer and short video")
add("it-t12", "Lavoro da casa a Villerupt, appena oltre il confine, e tengo tutti i file dei clienti su un portatile e una chiavetta. Conviene comprare un NAS o usare un cloud per i backup? Qualcuno di voi viene anche in Francia a installare e configurare tutto?",
    "it-support", "abroad", "Villerupt", kind="d", nu="U", situation="home worker in Villerupt (France): NAS or cloud backup, set-up on site")
add("it-t13", "Abbiamo comprato un bilocale a Rumelange da affittare. Conviene pagare un interior designer per scegliere arredi, colori e luci, o si rischia di spendere troppo per un appartamento in affitto? Quanto chiede di solito per un progetto così?",
    "interior-design", "Rumelange", "Rumelange", kind="d", nu="N", situation="is an interior designer worth it for a buy-to-let flat")
add("it-t14", "Abbiamo una casa a schiera degli anni '60 a Tétange. Vorremmo rifare cucina e bagno, cambiare gli impianti e i pavimenti e togliere un muro tra cucina e soggiorno. Quanto tempo ci vuole di solito e si può restare in casa durante i lavori? Ci serve un permesso del comune per il muro?",
    "renovation", "Kayl", "Tétange", kind="d", nu="U", situation="refit of a 1960s terraced house: duration, living in, permit for a wall")
add("it-t15", "Cerchiamo qualcuno che stia con i nostri due bambini il venerdì sera, dalle 19 a mezzanotte. Quanto si paga di solito all'ora? E conviene passare da un'agenzia o cercare tra conoscenti?",
    None, None, None, kind="d", nu="U", situation="Friday-evening childcare, hourly rate (not a trade)")

# ---------------------------------------------------------------- Spanish
add("es-s01", "Busco pintor para un piso de 3 habitaciones en el Grund antes de que lleguen los muebles, paredes blancas y techos.",
    "painting", "Luxembourg", "Grund", situation="paint a three-bedroom flat before the furniture arrives, Grund")
add("es-s02", "¿Me pueden recomendar un abogado que hable español para un divorcio con hijos, mi marido es luxemburgués?",
    "legal", None, None, situation="Spanish-speaking divorce lawyer, children involved")
add("es-s03", "Necesito a alguien que diseñe y plante el jardín delantero de nuestra casa nueva en Redange-sur-Attert, ahora mismo es solo tierra.",
    "gardening", "Redange", "Redange-sur-Attert", situation="design and plant a front garden on bare soil")
add("es-s04", "el ordenador de la oficina en gasperich no arranca y tenemos toda la contabilidad dentro alguien puede venir hoy",
    "it-support", "Luxembourg", "gasperich", situation="office PC will not boot, accounts stored on it (accounting trap)")
add("es-s05", "Quiero una página web para mi academia de baile flamenco con los horarios y la reserva de clases, en español y francés.",
    "web-development", None, None, situation="website with timetable and class booking for a dance school")
add("es-s06", "¿Cuánto cuesta cambiar los canalones y las bajantes de una casa adosada en Useldange?",
    "roofing", "Useldange", "Useldange", situation="price to replace gutters and downpipes")
add("es-s07", "Necesito un contable para cerrar las cuentas anuales de mi pequeña empresa de reformas antes de junio.",
    "accounting", None, None, situation="annual accounts for a small renovation firm (renovation trap)")
add("es-s08", "Necesito cambiar todas las cerraduras de la casa que acabamos de comprar en Beckerich, son 4 puertas.",
    "locksmith", "Beckerich", "Beckerich", situation="change all locks of a newly bought house")
add("es-s09", "Necesito un traductor para pasar al español un informe médico de 12 páginas en alemán, es para mi médico en España.",
    "translation", None, None, distractors=["España"], situation="translate a German medical report into Spanish")
add("es-s10", "Busco electricista en Strassen para cambiar todos los enchufes e interruptores de un piso de los 70, son unos 35.",
    "electrical", "Strassen", "Strassen", situation="replace about 35 sockets and switches in a 1970s flat")

add("es-t01", "Desde hace unos días el agua sale con muy poca presión en toda la casa. En el jardín hay una zona del césped siempre encharcada aunque no llueva. Además la última factura del agua ha subido muchísimo. Vivimos en Ell, en una casa de los años 90.",
    "plumbing", "Ell", "Ell", kind="a", nu="U", situation="low pressure, waterlogged lawn and high bill: buried supply-pipe leak")
add("es-t02", "Los suelos del piso de arriba están fríos y los de abajo queman. El termostato del cuarto de los niños parece que no hace nada, lo pongas como lo pongas. Por la noche en esa habitación no pasamos de 17 grados. La casa está en Perlé y tiene seis años.",
    "heating", "Rambrouch", "Perlé", kind="a", nu="U", situation="upstairs underfloor loops cold, one room thermostat ineffective")
add("es-t03", "Por las mañanas encontramos cucarachas pequeñas en la cocina, detrás de la cafetera y dentro del lavavajillas. Limpiamos todo con lejía y siguen saliendo, cada vez más. Tengo un bebé y me da mucho asco. Vivimos en Grosbous, en un piso alquilado.",
    "pest-control", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="small cockroaches in the kitchen despite cleaning")
add("es-t04", "Mi suegro nos aseguró que la pintura plástica de interior que le había sobrado valía para la fachada, y la pintó él mismo. Un invierno después se cae a trozos y se ve el revoco gris debajo. Necesito un pintor que rasque todo y la pinte con pintura de fachada de verdad. La casa está en Clausen, son unos 90 m² de fachada.",
    "painting", "Luxembourg", "Clausen", kind="b", nu="N", situation="father-in-law said interior paint would do for the facade; peeling after a winter")
add("es-t05", "En la tienda de muebles nos dijeron que el parquet de roble se podía fregar con agua y lejía. Ahora hay tablas levantadas y manchas grises por todo el salón. Queremos que alguien lo lije, cambie las tablas peores y lo vuelva a aceitar. Son unos 40 m², en Vichten.",
    "carpentry", "Vichten", "Vichten", kind="b", nu="U", situation="shop's bleach advice ruined an oak parquet: sand, replace boards, oil")
add("es-t06", "El antiguo dueño nos dijo que la humedad de la pared del sótano se arreglaba con una pintura impermeable. Ahora la pintura hace bolsas, el revoco se deshace y salen sales blancas entre las piedras. Queremos picar todo el revoco y rehacerlo con mortero de cal. La casa está en Boulaide.",
    "masonry", "Boulaide", "Boulaide", kind="b", nu="U", situation="previous owner's waterproof paint on a damp cellar wall; redo lime render")
add("es-t07", "En la tienda de electrodomésticos nos dijeron que la placa de inducción no tenía arreglo y que compráramos otra de 900 euros. Solo falla una zona, que se apaga a los dos minutos. ¿Hay algún técnico de electrodomésticos que la revise antes de tirarla? Vivimos en Heiderscheid.",
    "appliance-repair", "Esch-sur-Sûre", "Heiderscheid", kind="b", nu="N", situation="shop said the induction hob is beyond repair; one zone cuts out")
add("es-t08", "Tenemos un gimnasio pequeño en Walferdange y la persona que limpiaba se ha ido. Necesitamos que alguien venga cada día antes de las 7 y deje impecables los vestuarios, las duchas y la sala de máquinas. ¿Nos pueden mandar un presupuesto mensual?",
    "cleaning", "Walferdange", "Walferdange", kind="c", nu="U", situation="small gym needs daily early-morning cleaning")
add("es-t09", "Tenemos una tienda de productos españoles en Fentange y vamos a empezar a vender por internet. Necesitamos fotos de unos 80 productos con fondo blanco y algunas de la tienda. Buscamos un fotógrafo que pueda hacerlo en dos o tres días.",
    "photography", "Hesperange", "Fentange", kind="c", nu="N", situation="grocery shop: product pictures on white for a new online shop")
add("es-t10", "Tenemos una panadería en Sandweiler y queremos convertir el antiguo almacén en obrador. Hay que tirar un tabique, poner suelo antideslizante, alicatar las paredes y cambiar la instalación eléctrica y la fontanería para dos fregaderos. Nos gustaría que una sola persona coordinara todo para cerrar como mucho dos semanas.",
    "renovation", "Sandweiler", "Sandweiler", kind="c", nu="U", situation="bakery converts a storeroom into a bakehouse: several trades coordinated")
add("es-t11", "Tenemos un bar de tapas en Pfaffenthal y el suelo de la cocina es un peligro, las baldosas resbalan y varias están rotas. Buscamos un solador que ponga baldosa antideslizante en unos 25 m². Solo podemos cerrar un lunes y un martes.",
    "tiling", "Luxembourg", "Pfaffenthal", kind="c", nu="N", situation="tapas bar: replace slippery broken kitchen floor tiles in two days")
add("es-t12", "Nos mudamos de Thionville a Luxemburgo en abril, un piso de 80 m² en un tercero sin ascensor. ¿Sale más barato contratar a alguien de Francia o de aquí? ¿Cuánto puede costar más o menos?",
    "moving", "abroad", "Thionville", distractors=["Luxemburgo", "Francia"], kind="d", nu="U", situation="move from Thionville (France) to Luxembourg: which side is cheaper")
add("es-t13", "¿Merece la pena poner placas solares térmicas para el agua caliente en una casa de vacaciones en Harlange que solo usamos en verano? Mi mujer dice que es tirar el dinero. ¿Un instalador de placas me lo podría calcular?",
    "solar", "Lac de la Haute-Sûre", "Harlange", kind="d", nu="N", situation="solar thermal for a summer-only holiday house: worth it?")
add("es-t14", "Hemos comprado una casa de pueblo en Doncols, con habitaciones pequeñas y oscuras. ¿Vale la pena pagar a alguien para que nos haga un plan de distribución, colores e iluminación, o es tirar el dinero? ¿Cuánto se suele pagar por algo así?",
    "interior-design", "Winseler", "Doncols", kind="d", nu="U", situation="village house with dark small rooms: pay for a layout and lighting plan?")
add("es-t15", "Nuestro perro, un bóxer adoptado, tira muchísimo de la correa y ladra a todos los perros. ¿Es mejor ir a clases en grupo o que alguien venga a casa? ¿Cuánto suele costar?",
    None, None, None, not_place=["bóxer"], kind="d", nu="U", situation="dog training for a reactive boxer (not a trade)")
