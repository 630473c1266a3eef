MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Kennt een e Garagist deen den Auto virum Contrôle technique nach eng Kéier duerchkuckt, d'Bremsluucht leeft net an et klappert eppes hannen?",
    None, None, None, situation="car to be checked by a garage before the roadworthiness test (not a trade of the marketplace)")
add("lb-s02", "hei zu Nidderkäerjeng sinn am Buedzëmmer e puer Plättercher um Buedem gesprongen an d'Fuge bréckelen iwwerall, wien kann déi ersetzen an nei verfugen",
    "tiling", "Käerjeng", "Nidderkäerjeng", situation="cracked floor tiles and crumbling grout in a bathroom")
add("lb-s03", "Mir sti am Gronn virun der Dier, de Schlëssel stécht bannen am Schlass an de Puppelchen schléift dobannen, wien kann direkt kommen??",
    "locksmith", "Luxembourg", "Gronn", situation="locked out with the key stuck inside and a baby asleep in the flat")
add("lb-s04", "Mir plënneren de 14ten Mäerz vu Furen op Ettelbréck, Haus mat 3 Schlofzëmmer, vill Kartongen an e schwéiere Kleederschaf, wat kascht dat mat 2 Mann an engem Camion?",
    "moving", "Tandel", "Furen", distractors=["Ettelbréck"], situation="house move from Fouhren to Ettelbruck, price question")
add("lb-s05", "eis Spullmaschinn vu Bosch (Serie 4, 6 Joer al) gëtt net méi waarm an d'Telleren kommen fetteg eraus, mir wunnen zu veianen, flécht nach een esou eppes oder lount dat net méi",
    "appliance-repair", "Vianden", "veianen", situation="dishwasher no longer heats, repair or replace")
add("lb-s06", "Mir sinn eng kleng Asbl mat 3 Salariéen a sichen ab Januar een deen eis d'Paien an d'Deklaratiounen bei der CCSS mécht.",
    "accounting", None, None, situation="payroll for a small non-profit with three employees")
add("lb-s07", "ech hätt gär eng einfach Internetsäit fir meng Yoga-Coursen wou d'Leit sech selwer kënnen aschreiwen a mat Payconiq oder Kaart bezuelen 🙏",
    "web-development", None, None, situation="simple booking and payment page for yoga classes")
add("lb-s08", "Gesicht: een deen all 3 Méint bei eis zu Kapellen d'Fënsteren botzt, Eefamilljenhaus mat ronn 25 Fënsteren an engem Wantergaart.",
    "cleaning", "Mamer", "Kapellen", situation="quarterly window cleaning of a house with a conservatory")
add("lb-s09", "Wéi vill Solarpanneauen kréie mer op en Daach vun ongeféier 60 m² zu Garnich (Süd-West), a wat bleift nach ze bezuelen no der Klimabonus-Prime?",
    "solar", "Garnich", "Garnich", situation="how many PV panels fit on a roof and the cost after subsidy")
add("lb-s10", "Brauch e Moler fir d'Trapenhaus an eisem Haus zu Bouneweg ze sträichen, dräi Stäck, d'Mauere si voller Kraazer vun de Vëloen.",
    "painting", "Luxembourg", "Bouneweg", situation="repainting a scuffed three-storey stairwell")
add("lb-t01", "Zënter dem Stuerm vu leschter Woch hu mir e bronge Flecken um Plafong am Kannerzëmmer uewen ënnert der Schréi. Wann et méi laang reent, dréckt et laanscht de Kamäin erof an et richt muffeg. Am Gaart louchen der Mueres zwee gebrachen Ziegelen. Mäi Mann traut sech net op d'Leeder. Mir wunnen zu Ëlwen, kann dat sech een ukucken ier de nächste Reen kënnt?",
    "roofing", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="brown stain under the sloping ceiling after a storm, broken roof tiles in the garden")
add("lb-t02", "Mir héieren zënter zwou Wochen nuets eppes am Plafong iwwer dem Schlofzëmmer kraazen a lafen. Moies leien kleng schwaarz Kréimelen an der Kichenschaf, an d'Miel-Tut ass ugebass. Eis Kaz interesséiert sech guer net dofir. Et ass en aalt Bauerenhaus zu Wäisswampech, mir hunn e Puppelchen am Haus a wëllen do kee Gëft leie loossen, wat kann een do maachen?",
    "pest-control", "Weiswampach", "Wäisswampech", kind="a", nu="U", situation="scratching in the ceiling at night and droppings in the kitchen cupboard")
add("lb-t03", "All Kéiers wann de Waasserkacher an d'Mikrowell zesumme lafen, gëtt et an der Kichen donkel. Am Keller ass dann ëmmer dee selwechte Schalter erofgefall, deen hunn ech elo scho fënnef mol erëm eropgedréckt. Haut huet eng Steckdous hannert dem Frigo no verbranntem Plastik geroch an de Stecker war ganz waarm. D'Haus zu Käerch ass vun 1978. Wat maache mer do?",
    "electrical", "Koerich", "Käerch", kind="a", nu="U", situation="kitchen circuit trips and a socket behind the fridge smells burnt")
add("lb-t04", "Mäi Noper huet gemengt, ech kéint d'Fassad einfach mat der Wandfaarf sträichen, déi nach vum Wunnzëmmer am Keller stoung. Elo, no engem Wanter, blätscht d'Faarf a grousse Fetzen of an d'Westsäit ass ganz gréng. Ech géif dat dës Kéier léiwer e richtege Moler maache loossen, mat Ofwäschen, Grondéieren an enger Fassadefaarf. Haus zu Schuller, ongeféier 140 m² Fassad, ee Stack plus Dachgeschoss.",
    "painting", "Dippach", "Schuller", kind="b", nu="N", situation="facade painted with leftover interior paint on a neighbour's advice is peeling")
add("lb-t05", "Eise Spullstee an der Kichen leeft zënter Freides net méi of. De Proprietär huet um Telefon gesot, mir sollen einfach nach eng Fläsch Destop eraschëdden an dat wier et. Elo hu mer der zwou dran, d'Waasser steet bal bis un de Rand an et stinkt no Chimie. Hie wëll keen schécken ier net eppes 'Konkretes' futti ass. Mir sinn zu Äischen.",
    "plumbing", "Habscht", "Äischen", kind="b", nu="U", situation="blocked kitchen sink, landlord only advised more drain cleaner")
add("lb-t06", "Mäi Schwoer, deen sech 'domat auskennt', huet um Verdeeler vun der Buedemheizung e puer Ventiler zougedréint, fir ze spueren. Zënterhier gëtt de Living net méi iwwer 18 Grad, an am Buedzëmmer ass de Buedem kal. Ech weess net méi, wéi déi Rädercher virdru stoungen. Kann een dat nees richteg aregléieren? Mir wunnen zu Nouspelt, Gasheizung vun 2015.",
    "heating", "Kehlen", "Nouspelt", kind="b", nu="U", situation="brother-in-law closed underfloor heating valves, rooms now cold, needs rebalancing")
add("lb-t07", "Meng Eltere wunnen zu Wallendorf, direkt op der däitscher Säit vun der Sauer. E Kolleg vum Papp huet him geroden, de Rasen am Mee voll mat Kallek ze strëeën, dat géif géint d'Moos hëllefen. Elo ass de ganze Rasen giel a brong an et wiisst bal näischt méi. Mir sichen e Gäertner, deen de Rasen verticutéiert an nei uséit, gär nach virum Hierscht.",
    "gardening", "abroad", "Wallendorf", kind="b", nu="N", situation="lawn burnt by lime on a friend's advice at parents' house in Wallendorf (Germany)")
add("lb-t08", "Mir hunn eng kleng Bäckerei zu Klierf mat zwee Verkafsstänn. Zënter dem leschte Windows-Update fënnt de Büroslaptop eisen Drécker net méi, an d'Keess am Buttek verléiert all puer Stonnen d'Verbindung mam WLAN. Da dréckt se keng Bongen a mir mussen d'Clienten mat der Kaart ofweisen. Mäi Neveu huet et probéiert, mee hien ass elo an der Vakanz. Kann eng Firma dat eemol richteg astellen, och samschdes?",
    "it-support", "Clervaux", "Klierf", kind="c", nu="U", situation="bakery's till loses Wi-Fi and office laptop no longer finds the printer")
add("lb-t09", "Eise Fussballclub zu Wëntger gëtt dëst Joer 100 Joer al. Fir d'Jubiläumsbroschür brauche mir e Fotograf, deen un engem Samschdeg all Jugendequippen an d'Veteranen fotograféiert. Wann et geet och e puer Luftbiller vum Terrain mat enger Drone. De Budget vum Comité läit bei ongeféier 800 Euro.",
    "photography", "Wincrange", "Wëntger", kind="c", nu="N", situation="football club centenary: team photos and drone shots for a brochure")
add("lb-t10", "Eis Musek kritt am Mee Besuch vun eiser Partnermusek aus Polen. Mir hunn e Programmheft vun 12 Säiten an eng Begréissungsried, déi op Polnesch iwwersat misste ginn. Um Owend selwer wier et och flott, en Dolmetscher fir d'Rieden dobäi ze hunn. Wien mécht dat a wat kascht et?",
    "translation", None, None, distractors=["Polen"], kind="c", nu="N", situation="brass band needs a programme translated into Polish and an interpreter for speeches")
add("lb-t11", "Mir sinn eng kleng Brauerei an hunn eist Béier zënter 2019 ënnert dem selwechten Numm um Maart. Elo hu mir e Bréif vun enger Firma aus Däitschland kritt: eise Logo géif hir Mark verletzen a mir sollen bannent 14 Deeg ënnerschreiwen an 5.000 Euro bezuelen. Mir hunn domat keng Erfarung. Wien kann eis do beroden, ier mir eppes ënnerschreiwen?",
    "legal", None, None, distractors=["Däitschland"], kind="c", nu="U", situation="small brewery receives a trademark infringement demand from a German company")
add("lb-t12", "Mir huelen zu Stengefort d'Mauer tëscht Kichen a Living eraus an hunn dann ee grousse Raum vu 55 m². Elo wësse mir net, wou de Kachblock hikënnt, wéi eng Luuchten iwwer den Dësch passen an ob d'Faarwen vum Buedem dozou gi. Lount et sech, fir sou eppes en Interior Designer ze huelen, oder mécht de Kichebauer dat souwisou gratis mat? Wat kascht sou eng Berodung ongeféier?",
    "interior-design", "Steinfort", "Stengefort", kind="d", nu="N", situation="is an interior designer worth it for planning a new open kitchen-living space")
add("lb-t13", "Mir hunn en ale Bauerenhaff zu Stolzebuerg kaaft. Daach a Fënstere sinn an der Rei, mee d'Buedzëmmer, d'Kichen, d'Elektresch an d'Buedeme musse komplett nei. Ass et realistesch, dat an dräi Méint fäerdeg ze kréien, wa mir am Juni wëllen eraplënneren? Oder soll een éischter mat sechs Méint rechnen?",
    "renovation", "Putscheid", "Stolzebuerg", kind="d", nu="U", situation="how long a multi-trade refit of an old farmhouse takes")
add("lb-t14", "Hannert eisem Haus zu Housen soll eng Terrass vu ronn 30 m² hikommen, op Fësser iwwer engem liicht schréien Terrain. Wat ass besser op 500 Meter Héicht mat vill Reen: Lärch, Douglasie oder dach WPC? Ech hätt léiwer eppes, wat ee net all Joer muss uelegen. A wat kascht sou eng Terrass ongeféier mat Montage?",
    "carpentry", "Parc Hosingen", "Housen", kind="d", nu="U", situation="which decking material for a raised terrace and what it costs")
add("lb-t15", "Mir hunn d'lescht Joer zu Briddel eng nei Gaardemauer aus Betonsteng kritt, ronn 12 Meter laang. Elo sinn op zwou Plazen Rëss dran vu bal engem Zentimeter, a bei engem Pilier ass de Crépi ofgesprongen. Ass dat normal, datt sech sou eng Mauer nach setzt, oder ass do eppes mam Fundament schif gelaf? Lount et sech, dat ze flécken, oder muss dat Stéck nei gemaach ginn?",
    "masonry", "Kopstal", "Briddel", kind="d", nu="U", situation="cracks in a one-year-old concrete block garden wall, repair or rebuild")

# ---------------- French ----------------
add("fr-s01", "Bonjour, chasse d'eau qui coule en continu dans les WC à Esch/Alzette, le flotteur est HS je pense, quelqu'un de dispo cette semaine ?",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", situation="toilet cistern running non-stop, float valve broken")
add("fr-s02", "Je cherche un électricien pour ajouter 4 prises et un point lumineux dans le garage de notre maison à Fennange, avec mise en conformité du tableau si nécessaire.",
    "electrical", "Bettembourg", "Fennange", situation="extra sockets and a light in a garage, fuse board upgrade")
add("fr-s03", "punaises de lit dans notre appart à Dudelange depuis le retour de vacances, on a déjà tout lavé à 60° mais on se fait encore piquer la nuit svp aidez nous",
    "pest-control", "Dudelange", "Dudelange", situation="bed bugs after holidays despite hot washing")
add("fr-s04", "Pourriez-vous me faire un devis pour l'abattage d'un bouleau de 15 m trop proche de la maison à Pontpierre, avec évacuation du bois et dessouchage ?",
    "gardening", "Mondercange", "Pontpierre", situation="felling a birch tree close to the house, stump removal")
add("fr-s05", "déménagement d'un studio au Limpertsberg vers Porto fin juin, environ 15 cartons + un vélo + une commode, vous faites l'international ou pas ?",
    "moving", "Luxembourg", "Limpertsberg", distractors=["Porto"], situation="studio move from Limpertsberg to Porto")
add("fr-s06", "Bonjour, je reprends une petite boulangerie en SARL-S et je cherche un comptable pour le bilan annuel et les déclarations TVA trimestrielles, quel tarif à peu près ?",
    "accounting", None, None, situation="annual accounts and quarterly VAT for a bakery taken over as a small company")
add("fr-s07", "Besoin de changer le cylindre de la porte d'entrée à Rumelange, on a perdu un trousseau avec l'adresse dessus et je ne suis pas tranquille.",
    "locksmith", "Rumelange", "Rumelange", situation="change the front door cylinder after losing keys with the address")
add("fr-s08", "On cherche quelqu'un pour un grand nettoyage après travaux, maison de 160 m² à Crauthem, poussière de plâtre partout et traces de peinture sur les vitres.",
    "cleaning", "Roeser", "Crauthem", situation="post-construction clean of a house")
add("fr-s09", "Carreleur dispo pour poser environ 35 m² de grès cérame 60x120 dans le séjour à Tétange, chape déjà faite et sèche ?",
    "tiling", "Kayl", "Tétange", situation="laying large porcelain floor tiles in a living room")
add("fr-s10", "je voudrais refaire le site de mon cabinet de kiné pour que les patients puissent prendre rdv en ligne et voir les tarifs, wordpress ou autre je m'en fiche",
    "web-development", None, None, situation="physiotherapy practice website with online appointments")
add("fr-t01", "Notre facture d'eau vient d'arriver et elle a presque doublé par rapport à l'an dernier. J'ai tout fermé hier soir et le petit compteur tournait quand même. Au sous-sol, le mur derrière la machine à laver est humide sur un mètre et ça sent le moisi. On est au deuxième à Bonnevoie, le voisin du dessous n'a rien remarqué. Que faut-il faire ?",
    "plumbing", "Luxembourg", "Bonnevoie", kind="a", nu="U", situation="water bill doubled, meter turning with everything closed, damp wall in the basement")
add("fr-t02", "Depuis ce matin plus d'eau chaude et tous les radiateurs sont froids. L'aiguille du manomètre sur la chaudière est tombée à 0,4 bar alors que d'habitude elle est vers 1,5. On entend un petit claquement quand elle essaie de démarrer. Maison à Soleuvre, gaz, installée en 2011. Avec deux enfants en bas âge ça devient urgent.",
    "heating", "Sanem", "Soleuvre", kind="a", nu="U", situation="no hot water or heating, boiler pressure dropped")
add("fr-t03", "Notre frigo-congélateur Liebherr de 8 ans fait une couche de glace au fond du frigo. L'eau coule ensuite sous les bacs à légumes et le thermomètre indique 11 degrés en haut. Le congélateur, lui, tient bien. On habite à Leudelange et on se demande si une réparation à plus de trois cents euros vaut encore la peine.",
    "appliance-repair", "Leudelange", "Leudelange", not_place=["cents"], kind="a", nu="U", situation="fridge ices up at the back and warms to 11 degrees")
add("fr-t04", "Le vendeur du magasin de bricolage m'a assuré qu'un bon mastic silicone suffisait pour refaire l'étanchéité autour de la cheminée. J'ai suivi son conseil en avril, et avec les pluies de la semaine dernière ça goutte de nouveau dans le grenier. Cette fois je voudrais un couvreur qui refasse le solin correctement. Maison à Remerschen, toit en ardoises.",
    "roofing", "Schengen", "Remerschen", kind="b", nu="N", situation="chimney flashing sealed with silicone on a shop's advice leaks again")
add("fr-t05", "Au magasin de peinture on m'a conseillé une peinture satinée pour le salon, soi-disant plus facile à nettoyer. Résultat: avec la lumière rasante de la baie vitrée, chaque bosse et chaque ancienne cheville se voient. Il faudrait poncer, reprendre les murs à l'enduit et repasser en mat, environ 45 m² de murs. Appartement à Oberkorn, on aimerait que ce soit fini avant Noël.",
    "painting", "Differdange", "Oberkorn", kind="b", nu="U", situation="satin wall paint advised by a shop shows every defect, redo in matt")
add("fr-t06", "Une fissure d'environ un mètre est apparue dans le crépi de la façade, à côté de la fenêtre de la cuisine. Mon voisin m'a dit de la boucher avec du mastic acrylique, ce que j'ai fait. Trois mois plus tard elle s'est rouverte et l'eau rentre derrière quand il pleut de côté. La maison à Rodange date de 1965. Qui peut regarder ça sérieusement ?",
    "masonry", "Pétange", "Rodange", kind="b", nu="U", situation="render crack filled with acrylic on a neighbour's advice reopened")
add("fr-t07", "Mon beau-père a voulu rendre service et a raboté le bas de notre porte d'entrée en chêne parce qu'elle frottait. Il en a enlevé beaucoup trop: il y a maintenant presque deux centimètres de jour et on sent le courant d'air dans tout le couloir. Je cherche un menuisier qui puisse rajouter une pièce ou refaire le bas de la porte proprement. On habite à Aspelt.",
    "carpentry", "Frisange", "Aspelt", kind="b", nu="N", situation="oak front door planed too short by father-in-law, gap and draught")
add("fr-t08", "Notre cabinet dentaire reçoit beaucoup de patients lusophones et anglophones. Nous aimerions faire traduire le questionnaire médical, le consentement éclairé et les consignes post-opératoires, soit environ 6 pages. Nous cherchons un traducteur qui connaisse un minimum le vocabulaire médical. Délai souhaité: fin du mois.",
    "translation", None, None, kind="c", nu="N", situation="dental practice needs patient forms translated into Portuguese and English")
add("fr-t09", "Nous sommes un petit bureau d'architectes de six personnes. Une ancienne salariée nous réclame 11 000 € d'heures supplémentaires et nous avons reçu une convocation du tribunal du travail. Nous avons les relevés d'heures mais aucune idée de la procédure. Qui peut nous représenter et combien faut-il prévoir ?",
    "legal", None, None, kind="c", nu="U", situation="architects' office summoned by the labour court over overtime claim")
add("fr-t10", "Nous sommes un domaine viticole à Remich et nous lançons une nouvelle gamme de crémants. Il nous faudrait un photographe pour les bouteilles sur fond blanc et quelques images dans les vignes au lever du soleil. Idéalement en septembre, avant les vendanges. Pouvez-vous nous mettre en contact avec quelqu'un ?",
    "photography", "Remich", "Remich", kind="c", nu="N", situation="wine estate needs product and vineyard photos for a new range")
add("fr-t11", "Nous gérons une auto-école à Reckange-sur-Mess. Le wifi ne couvre pas la salle de code, les tablettes des élèves décrochent en plein examen blanc et l'imprimante du bureau est hors ligne une fois sur deux. Le cousin qui avait installé le réseau a déménagé. Il nous faudrait quelqu'un pour tout remettre d'aplomb, idéalement un lundi quand on est fermés.",
    "it-support", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="c", nu="U", situation="driving school with poor Wi-Fi coverage, tablets dropping, printer offline")
add("fr-t12", "Nous avons une maison à Mondorff, juste en face de Mondorf-les-Bains de l'autre côté de la frontière. Le toit fait environ 70 m² plein sud. Vaut-il mieux mettre du photovoltaïque ou un chauffe-eau solaire thermique pour une famille de cinq ? Nous cherchons un installateur solaire qui puisse nous conseiller honnêtement.",
    "solar", "abroad", "Mondorff", distractors=["Mondorf-les-Bains"], kind="d", nu="N", situation="PV or solar thermal for a house in Mondorff (France)")
add("fr-t13", "Nous venons d'acheter un appartement de 68 m² à Mondorf, avec un séjour en longueur assez sombre. Est-il possible d'y créer un coin bureau sans que ça fasse encombré ? Quelles couleurs et quel éclairage pour donner plus de profondeur ? Et combien coûte en général un plan d'aménagement avec une liste de meubles ?",
    "interior-design", "Mondorf-les-Bains", "Mondorf", kind="d", nu="U", situation="layout, colours and lighting for a dark elongated living room")
add("fr-t14", "Nous habitons une maison des années 60 à Schifflange et nous voulons refaire entièrement la cuisine et la salle de bain, avec électricité et plomberie à reprendre. Combien de temps durent ce genre de travaux en moyenne ? Est-ce qu'on peut rester habiter dedans pendant le chantier avec un ado et un chien ?",
    "renovation", "Schifflange", "Schifflange", kind="d", nu="U", situation="duration of a kitchen and bathroom refit and whether to stay in the house")
add("fr-t15", "On part trois semaines en Bretagne au mois d'août et on ne peut pas emmener notre vieux labrador. Est-ce que quelqu'un pourrait passer deux fois par jour pour le nourrir et le sortir ? Combien ça coûte en général ce genre de service ?",
    None, None, None, distractors=["Bretagne"], kind="d", nu="U", situation="dog care during a holiday (not a trade of the marketplace)")

# ---------------- German ----------------
add("de-s01", "Suche Elektriker für den Austausch des alten Sicherungskastens (noch mit Schraubsicherungen!) in einem Einfamilienhaus in L-6141, Baujahr 1972.",
    "electrical", "Junglinster", "L-6141", situation="replacing an old screw-fuse board in a 1972 house")
add("de-s02", "Hallo, wir hätten gern einen frostsicheren Wasseranschluss außen an der Hauswand zum Garten in Grevenmacher, die Leitung im Keller liegt direkt dahinter, wer macht so etwas?",
    "plumbing", "Grevenmacher", "Grevenmacher", not_place=["einen"], situation="new frost-proof outdoor water connection on the house wall")
add("de-s03", "wir brauchen jemanden der unseren verwilderten garten in berdorf wieder in form bringt also brombeeren raus rasen neu und zwei alte obstbäume schneiden",
    "gardening", "Berdorf", "berdorf", situation="overgrown garden: brambles, new lawn, pruning fruit trees (voice-typed)")
add("de-s04", "Umzug von Wasserbillig nach Trier Ende März, 2-Zimmer-Wohnung im dritten Stock ohne Aufzug, was kostet das ungefähr mit Abbau der Küche?",
    "moving", "Mertert", "Wasserbillig", distractors=["Trier"], situation="flat move from Wasserbillig to Trier including kitchen dismantling")
add("de-s05", "Tresor im Büro in Echternach lässt sich nach dem Batteriewechsel nicht mehr öffnen, Code stimmt, Display bleibt dunkel – Schlüsseldienst gesucht.",
    "locksmith", "Echternach", "Echternach", situation="electronic safe will not open after battery change")
add("de-s06", "Unser Mesh-WLAN (Fritz!Box + 2 Repeater) im Haus in Roodt-sur-Syre bricht im Obergeschoss ständig ab und der Drucker verschwindet aus dem Netz, kann das jemand vor Ort richtig einrichten?",
    "it-support", "Betzdorf", "Roodt-sur-Syre", situation="home mesh Wi-Fi drops upstairs and printer vanishes from network")
add("de-s07", "Gesucht: ein kleiner Onlineshop für unsere handgemachten Seifen, etwa 40 Produkte, mit PayPal und Versand nach DE und FR.",
    "web-development", None, None, situation="small online shop for handmade soaps")
add("de-s08", "Kann jemand unser 30-seitiges Benutzerhandbuch für eine Laborsoftware vom Deutschen ins Französische übersetzen, bis Ende Oktober?",
    "translation", None, None, situation="translating a software user manual from German into French")
add("de-s09", "Der Wechselrichter unserer PV-Anlage in Consdorf (SMA Sunny Boy 5.0) zeigt seit Tagen 0 Watt Einspeisung, obwohl die Sonne scheint, wer kennt sich damit aus?",
    "solar", "Consdorf", "Consdorf", situation="PV inverter shows zero output on sunny days")
add("de-s10", "Suchen eine Reinigungskraft für unser Büro in Gasperich, 220 m², dreimal pro Woche abends, ab Februar.",
    "cleaning", "Luxembourg", "Gasperich", situation="evening office cleaning three times a week")
add("de-t01", "Seit dem Sturm am Wochenende klappert nachts etwas über dem Schlafzimmer, sobald der Wind dreht. Heute Morgen lag ein Stück Blech im Hof. Außerdem läuft das Regenwasser an der Hausecke jetzt über die Fassade statt nach unten ins Rohr. Wir wohnen in Rippig, das Haus ist von 1985. Könnte sich das jemand anschauen, bevor der nächste Sturm kommt?",
    "roofing", "Bech", "Rippig", kind="a", nu="U", situation="rattling at night after a storm, piece of metal in the yard, overflowing gutter")
add("de-t02", "In unserer Speisekammer krabbeln seit ein paar Wochen kleine braune Käfer aus der Mehltüte und den Haferflocken. Inzwischen sitzen sie auch an der Decke und in den Ritzen vom Regal. Wir haben schon alles Offene weggeworfen und ausgewischt, aber nach drei Tagen sind sie wieder da. Haus in Rosport, zwei kleine Kinder.",
    "pest-control", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="pantry beetles keep coming back after cleaning out")
add("de-t03", "Die Außenleuchten am Carport gehen seit dem Starkregen nicht mehr an. Jedes Mal, wenn ich den Schalter drücke, fliegt im Keller der FI raus und das halbe Erdgeschoss ist dunkel. In der Lampe am Pfosten steht sichtbar Wasser. Haus in Christnach, die Leitung liegt irgendwo im Rasen. Was tun?",
    "electrical", "Waldbillig", "Christnach", kind="a", nu="U", situation="carport lights trip the RCD after heavy rain, water in a post lamp")
add("de-t04", "Der Fliesenhändler meinte, wir könnten die neuen Fliesen im Flur einfach direkt auf die alten kleben, das spare Zeit und Dreck. Ein halbes Jahr später klingen mehrere hohl, zwei sind quer gerissen und an der Haustür wackelt eine. Wir suchen jetzt einen Fliesenleger, der das ordentlich macht, notfalls alles runter. Flur etwa 12 m², Haus in Niederdonven.",
    "tiling", "Flaxweiler", "Niederdonven", not_place=["einen"], kind="b", nu="N", situation="tiles glued over old tiles on a dealer's advice now hollow and cracked")
add("de-t05", "Bei unserem Backofen bleibt die Unterhitze kalt, oben heizt er normal. Meine Schwiegermutter meinte, man müsse nur die Sicherung kurz raus- und wieder reinmachen, dann ginge es wieder. Das haben wir jetzt fünfmal gemacht, ohne Erfolg. Es ist ein Siemens-Einbaugerät, sieben Jahre alt. Wir wohnen in Filsdorf und backen eigentlich jedes Wochenende.",
    "appliance-repair", "Dalheim", "Filsdorf", kind="b", nu="U", situation="oven bottom heating element dead, mother-in-law's fuse-reset advice useless")
add("de-t06", "Ein Bekannter hat uns geraten, die Ölheizung nachts ganz auszuschalten, um zu sparen. Seitdem wird es morgens bis mittags nicht richtig warm, der Brenner läuft gefühlt ununterbrochen und der Verbrauch ist sogar gestiegen. Aus diesem Grund hätten wir gern, dass jemand die Heizkurve und die Nachtabsenkung vernünftig einstellt. Haus in Canach, Kessel von 2009.",
    "heating", "Lenningen", "Canach", not_place=["Grund"], kind="b", nu="U", situation="oil heating switched off at night on a friend's advice, now cold mornings and higher use")
add("de-t07", "Unsere Tochter hat ihr Zimmer dunkelblau gestrichen, auf Rat einer Freundin direkt auf die Raufaser und ohne Grundierung. Jetzt ist alles fleckig, an den Kanten schimmert das alte Weiß durch und die Decke hat Spritzer abbekommen. Sie zieht im Herbst zum Studium aus und wir wollen das Zimmer wieder hell haben. Gesucht ist ein Maler für Wände und Decke, etwa 14 m² Boden, in Greiveldange.",
    "painting", "Stadtbredimus", "Greiveldange", kind="b", nu="N", situation="teenager's blotchy dark-blue paint job to be redone light")
add("de-t08", "Wir sind ein Handballverein mit gut 300 Mitgliedern. Unser Kassierer hört nach 18 Jahren auf, und bisher lief alles über eine Excel-Tabelle. Wir brauchen jemanden, der Einnahmen und Ausgaben sauber erfasst, den Jahresabschluss für die Generalversammlung erstellt und die Gehälter von zwei Trainern abrechnet. Was kostet so etwas ungefähr im Jahr?",
    "accounting", None, None, kind="c", nu="U", situation="handball club needs bookkeeping, year-end accounts and payroll for two coaches")
add("de-t09", "Wir führen ein kleines Hotel in Befort mit 14 Zimmern und erneuern gerade unsere Buchungsseite. Dafür brauchen wir einen Fotografen für Zimmer, Frühstücksraum, Terrasse und den Blick auf die Burg. Am liebsten an einem sonnigen Vormittag im Mai. Können Sie jemanden empfehlen?",
    "photography", "Beaufort", "Befort", not_place=["führen", "einen"], kind="c", nu="N", situation="small hotel needs photos of rooms and views for its booking page")
add("de-t10", "Wir sind eine Tierarztpraxis mit drei Ärztinnen. Eine Kundin verbreitet seit Wochen in Facebook-Gruppen, wir hätten ihren Hund absichtlich falsch behandelt, und nennt dabei unsere Namen. Die Beiträge werden geteilt und wir bekommen anonyme Anrufe. Wie können wir dagegen vorgehen, und wer kann uns dabei vertreten?",
    "legal", None, None, kind="c", nu="U", situation="veterinary practice defamed on social media")
add("de-t11", "Wir sind eine Versicherungsagentur und ziehen in ein ehemaliges Ladenlokal in Manternach. Der Raum ist ein langer Schlauch mit nur einem Schaufenster. Gesucht wird ein Innenarchitekt, der Empfang, zwei Besprechungsecken und die Beleuchtung plant, damit es nicht wie eine Bankfiliale aussieht. Umbau ist für Juli geplant.",
    "interior-design", "Manternach", "Manternach", kind="c", nu="N", situation="insurance agency moving into a former shop needs layout and lighting plan")
add("de-t12", "In unserem Haus in Wecker haben wir eine alte Treppe aus massivem Holz, Eiche, 14 Stufen, die knarren und sind stark abgelaufen. Lohnt es sich, die Stufen abschleifen, die Knarrstellen beheben und neu ölen zu lassen? Oder ist eine neue Treppe am Ende günstiger? Mit welchen Kosten müssten wir jeweils rechnen?",
    "carpentry", "Biwer", "Wecker", not_place=["Holz"], kind="d", nu="U", situation="restore a worn creaking oak staircase or replace it")
add("de-t13", "Wir haben ein altes Winzerhaus in Ehnen geerbt, Baujahr um 1900, seit zehn Jahren leer. Dach ist dicht, aber Bäder, Küche, Elektrik, Fenster und Böden sind alle am Ende. Lohnt sich da eine Sanierung überhaupt noch, oder fährt man mit Abriss und Neubau besser? Wir suchen eine Sanierungsfirma, die uns zuerst eine ehrliche Einschätzung gibt.",
    "renovation", "Wormeldange", "Ehnen", kind="d", nu="N", situation="inherited old winegrower's house: renovate or demolish and rebuild")
add("de-t14", "Wir wohnen in Echternacherbrück, also auf der deutschen Seite gegenüber von Echternach. Im Erdgeschoss wollen wir die Wand zwischen Küche und Esszimmer öffnen, etwa 2,5 Meter breit. Die Wand ist tragend und aus Bruchstein, 50 cm dick. Was kostet so ein Durchbruch mit Stahlträger ungefähr, und braucht man dafür vorher einen Statiker?",
    "masonry", "abroad", "Echternacherbrück", distractors=["Echternach"], not_place=["einen"], kind="d", nu="U", situation="opening a load-bearing rubble-stone wall in a house in Echternacherbrück (Germany)")
add("de-t15", "Unser Sohn (12) kommt in Mathe und Französisch nicht mehr mit, die letzten beiden Arbeiten waren ungenügend. Wir überlegen, jemanden zu suchen, der zweimal die Woche mit ihm übt. Ist Einzelunterricht zu Hause sinnvoller als eine Gruppe, und was zahlt man dafür pro Stunde?",
    None, None, None, kind="d", nu="U", situation="private tutoring for a 12-year-old (not a trade of the marketplace)")

# ---------------- English ----------------
add("en-s01", "Our Miele induction hob has one zone that just stays dead (no light, pan stays cold) while the other three work fine, does anyone repair hobs around Strassen?",
    "appliance-repair", "Strassen", "Strassen", situation="one induction hob zone dead")
add("en-s02", "Need 3 extra copies of a Kaba security key for our flat on Kirchberg, we have the ownership card, can you do it this week?",
    "locksmith", "Luxembourg", "Kirchberg", situation="copies of a registered security key")
add("en-s03", "Looking for a cleaner every two weeks for a 3-bed house in Howald, about 4 hours each time, we have a dog and two cats so lots of hair lol",
    "cleaning", "Hesperange", "Howald", situation="fortnightly house cleaning with pets")
add("en-s04", "can someone replace about 12 cracked wall tiles behind the hob in our kitchen in bertrange, we still have a box of the same ones from when it was built",
    "tiling", "Bertrange", "bertrange", situation="replace cracked kitchen wall tiles with spares")
add("en-s05", "What's the realistic payback time for a 9 kWp PV system on a south-east facing roof in Moutfort with the current feed-in tariff and subsidies?",
    "solar", "Contern", "Moutfort", situation="payback time of a 9 kWp PV installation")
add("en-s06", "I need a lawyer who works in English for a dispute with my former employer over a non-compete clause after I resigned last month.",
    "legal", None, None, situation="non-compete clause dispute with a former employer")
add("en-s07", "Looking for an accountant to do my personal tax return this year, I moved from France to Luxembourg in June and still rent out a small flat in Nancy.",
    "accounting", None, None, distractors=["France", "Luxembourg", "Nancy"], situation="personal tax return after moving countries, rental income abroad")
add("en-s08", "We need someone to lay about 80 m² of roll-out grass and put in a drip irrigation line in the back garden in Senningerberg, ideally before our daughter's party on the 20th.",
    "gardening", "Niederanven", "Senningerberg", not_place=["grass"], situation="laying turf and irrigation before a party")
add("en-s09", "We're moving from Hamm in Germany to Sandweiler in mid-May (3-bed house, 2 bikes, a trampoline), can your movers load up there or do we need a German company for that part?",
    "moving", "Sandweiler", "Sandweiler", distractors=["Hamm", "Germany"], situation="move from Hamm (Germany) into Sandweiler")
add("en-s10", "Home office set-up in Walferdange: need someone to run a network cable up to the attic, set up a NAS for photo backups and get our old HP printer working with a Mac.",
    "it-support", "Walferdange", "Walferdange", situation="home office network cable, NAS and printer set-up")
add("en-t01", "We just bought an old terraced house in Audun-le-Tiche, literally ten minutes from Esch. When it rains hard there's water on the attic floorboards and you can see daylight in two spots near the ridge. There's also a lot of moss and some tiles look like they've slipped. The previous owners said it was 'fine for years'. Can anyone come and look before winter?",
    "roofing", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="a", nu="U", situation="daylight and rainwater in the attic of a house in Audun-le-Tiche (France)")
add("en-t02", "Every morning around 5am there's scratching and cooing right above our bedroom ceiling. We found feathers, twigs and a lot of droppings on the balcony, and there are always two or three pigeons sitting on the ridge. Something has clearly built a nest up there. House in Mullendorf, we have a newborn so the smell and dirt really worry us.",
    "pest-control", "Steinsel", "Mullendorf", kind="a", nu="U", situation="pigeons nesting in the loft through a gap in the eaves")
add("en-t03", "Every time the upstairs neighbours flush, our toilet gurgles and the water in the bowl drops. The kitchen sink has started to smell like sewage in the evening, and that smell tends to linger all night. It's a 1960s building in Belair, we're on the ground floor. The syndic says it's 'our side' and we should just pay the bill ourselves.",
    "plumbing", "Luxembourg", "Belair", not_place=["linger", "bill"], kind="a", nu="U", situation="gurgling toilet and sewage smell from the kitchen sink in a ground-floor flat")
add("en-t04", "Two years ago the garden centre told us a row of bamboo would make a quick, tidy screen along the fence. It has now spread under the patio slabs and come up in the neighbour's lawn, and they are not amused. We need a gardener to dig out the whole lot and put in a proper root barrier, then maybe plant something sensible instead. Back garden in Munsbach, about 15 metres of fence.",
    "gardening", "Schuttrange", "Munsbach", kind="b", nu="N", situation="invasive bamboo planted on a garden centre's advice has spread under the patio")
add("en-t05", "The letting agent says if the living room is cold we should just turn the thermostat up higher. The radiator under the window stays stone cold even though the pipe going into it is hot, all the others in the flat are fine. We've already turned the valve head back and forth a dozen times. We're in Hassel, and it's getting to 17 degrees in the evenings.",
    "heating", "Weiler-la-Tour", "Hassel", kind="b", nu="U", situation="one radiator stays cold although its feed pipe is hot, agent says turn the thermostat up")
add("en-t06", "My husband watched a YouTube video and asked the guy at the DIY store, then swapped our living room switch for a dimmer. Now the LED spots flicker at low settings and the dimmer buzzes and gets warm. He says it's fine but I don't trust it with kids in the house. We'd like a proper electrician to check it and fit the right dimmer, we're in Mamer.",
    "electrical", "Mamer", "Mamer", kind="b", nu="N", situation="DIY dimmer swap makes LED spots flicker and buzz")
add("en-t07", "We have an old sandstone garden wall in Esch-sur-Alzette, about 20 metres long. On advice from a DIY forum we repointed part of it last year with ordinary cement mortar. Now the stone is crumbling around the new joints while the cement is still rock hard. Can someone redo it with the right lime mortar and tell us whether the damaged stones can be saved?",
    "masonry", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="b", nu="U", situation="sandstone wall repointed with cement on forum advice is crumbling")
add("en-t08", "We're a small biotech start-up with a partner meeting coming up in Zurich next month. Our pitch deck and a 20-page clinical summary need to go into German, and we'd like someone to interpret during a half-day meeting. Is there a translator who is used to medical and regulatory wording? Budget is flexible if the quality is right.",
    "translation", None, None, distractors=["Zurich"], kind="c", nu="N", situation="biotech start-up needs documents translated into German and an interpreter")
add("en-t09", "Our coworking space in Hollerich is relaunching after a refurbishment. We'd like professional headshots of about 25 members, some shots of the space at golden hour, and a short video clip for LinkedIn. Ideally all done on one Thursday in March. What would something like that cost?",
    "photography", "Luxembourg", "Hollerich", kind="c", nu="U", situation="coworking space needs member headshots, interior shots and a short video")
add("en-t10", "We're an amateur theatre group putting on three performances in November. Right now people reserve seats by email and it's chaos. We're looking for a web developer to build a simple site with ticket sales and seat selection, something volunteers can update without help. Is that a big job?",
    "web-development", None, None, kind="c", nu="N", situation="theatre group needs a site with ticket sales and seat selection")
add("en-t11", "We run a small restaurant on the riverside in Remich and close for two weeks every January. The dining room walls and ceiling have gone greyish from years of the open grill, and the window frames on the inside are chipped. We'd like it all freshened up in a warm off-white while we're closed. About 90 m² of walls plus the ceiling.",
    "painting", "Remich", "Remich", kind="c", nu="U", situation="restaurant dining room walls and ceiling to be repainted during the January closure")
add("en-t12", "We bought a 1970s bungalow in Junglinster with a big open living area and very few windows on the north side. Before the electrician comes, we'd like a lighting plan and some advice on where to put the sofa, dining table and a reading corner. Is it worth paying an interior designer for that, or is it money thrown away? What do they usually charge?",
    "interior-design", "Junglinster", "Junglinster", kind="d", nu="N", situation="is an interior designer worth it for a lighting and furniture plan")
add("en-t13", "Our attic bedroom in Clervaux has a sloping ceiling on both sides and no proper storage. We'd like built-in wardrobes along one side, about 4 metres. Is a custom-made one from a local workshop worth it, or would an IKEA PAX with cut-down fronts do the job? What's the rough price difference?",
    "carpentry", "Clervaux", "Clervaux", kind="d", nu="U", situation="custom built-in wardrobes under a sloping ceiling vs flat-pack")
add("en-t14", "We bought a 1980s semi-detached house in Bous and need new electrics, a new bathroom, new floors and the kitchen moved to the other side. Can that be done on a rolling basis, room by room while we live there, or is it smarter to do everything at once and rent something for a few months? Which order do these jobs normally go in?",
    "renovation", "Bous-Waldbredimus", "Bous", not_place=["rolling"], kind="d", nu="U", situation="staging a multi-trade renovation while living in the house")
add("en-t15", "We're throwing a surprise 40th birthday party for my wife in our garden in June, about 60 guests. Is it better to book someone to play music for the evening, or just do a playlist with rented speakers? And roughly what does the first option cost for five hours?",
    None, None, None, kind="d", nu="U", situation="music for a birthday party (not a trade of the marketplace)")

# ---------------- Portuguese ----------------
add("pt-s01", "Bom dia, o esgoto da banheira está entupido e a água suja sobe pelo ralo do duche em Niederkorn, precisava de um canalizador com urgência.",
    "plumbing", "Differdange", "Niederkorn", situation="blocked bath drain, dirty water rising in the shower")
add("pt-s02", "Procuro senhora ou empresa para limpeza de escritório em Esch-sur-Alzette, 2 vezes por semana ao fim da tarde, cerca de 120 m².",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="office cleaning twice a week")
add("pt-s03", "a campainha e a luz da entrada deixaram de funcionar depois da trovoada em schifflange, o disjuntor não salta, alguém pode vir ver?",
    "electrical", "Schifflange", "schifflange", situation="doorbell and entrance light dead after a thunderstorm")
add("pt-s04", "Mudança do Luxemburgo para Viseu em julho, apartamento T2 na Gare, fazem transporte para Portugal ou só cá dentro?",
    "moving", "Luxembourg", "Gare", distractors=["Viseu", "Portugal"], not_place=["Luxemburgo"], situation="move from a flat near the station back to Portugal")
add("pt-s05", "Alguém que troque a fechadura da porta das traseiras em Wiltz, já não fecha bem e a chave só roda com muita força?",
    "locksmith", "Wiltz", "Wiltz", situation="stiff back door lock to be replaced")
add("pt-s06", "Preciso de um site para a minha empresa de transportes com formulário de pedido de orçamento, em português, francês e alemão.",
    "web-development", None, None, situation="trilingual website with quote form for a transport company")
add("pt-s07", "Quanto custa traduzir do português para o francês o contrato de compra de uma casa em Portugal, o banco aqui pede isso para o empréstimo?",
    "translation", None, None, distractors=["Portugal"], situation="translating a Portuguese property purchase contract for a bank")
add("pt-s08", "Preciso de um carreleur para pôr mosaico novo na varanda em Ettelbruck, uns 12 m², o antigo está todo a levantar por causa do gelo.",
    "tiling", "Ettelbruck", "Ettelbruck", situation="frost-lifted balcony tiles to be replaced")
add("pt-s09", "a minha máquina de secar roupa Bosch faz um barulho de metal a raspar e para a meio do programa, alguém repara isto na zona de L-3450??",
    "appliance-repair", "Dudelange", "L-3450", situation="tumble dryer scraping noise and stopping mid-cycle")
add("pt-s10", "Quanto levam para cortar a relva e apanhar as folhas uma vez por mês num jardim de uns 300 m² em Colmar-Berg?",
    "gardening", "Colmar-Berg", "Colmar-Berg", situation="monthly lawn mowing and leaf clearing")
add("pt-t01", "Desde ontem a caldeira a gasóleo faz um estalo forte, arranca uns segundos e apaga-se outra vez. Na cave cheira bastante a gasóleo e há uma pequena mancha debaixo do queimador. Os radiadores estão frios e em casa temos 16 graus. Moramos em Gosseldange, casa de 1995. O que devemos fazer?",
    "heating", "Lintgen", "Gosseldange", kind="a", nu="U", situation="oil boiler bangs and cuts out, smell of fuel in the cellar")
add("pt-t02", "Hoje de manhã saíram dezenas de formigas com asas de uma fresta no rodapé da sala. Limpei tudo com o aspirador mas à tarde voltaram a aparecer. Também há um pozinho fino tipo serradura debaixo da janela. A casa em Larochette é antiga, com muita madeira. Isto é perigoso para a casa?",
    "pest-control", "Larochette", "Larochette", kind="a", nu="U", situation="swarming winged ants and fine sawdust near the skirting")
add("pt-t03", "Com o vento de ontem à noite, a caleira da frente soltou-se de um lado e está pendurada. Quando chove a água cai mesmo em cima da porta de entrada e já entrou no hall. Não temos escada tão alta. Casa em Heffingen, dois andares.",
    "roofing", "Heffingen", "Heffingen", kind="a", nu="U", situation="front gutter torn loose by wind, water pouring over the door")
add("pt-t04", "Moro em Athus, na Bélgica, mas trabalho no Luxemburgo. Um vizinho disse-me para pintar a cozinha com tinta de exterior porque aguentava melhor a gordura e o vapor. Passados dois meses a parede continua pegajosa e ainda cheira a químico. Procuro um pintor que tire aquilo e pinte como deve ser, de preferência ao sábado.",
    "painting", "abroad", "Athus", distractors=["Bélgica", "Luxemburgo"], kind="b", nu="N", situation="kitchen painted with exterior paint on a neighbour's advice stays sticky, house in Athus (Belgium)")
add("pt-t05", "O nosso cão esteve doente e sujou o sofá de tecido e a carpete da sala. A minha cunhada disse que bastava passar vinagre com bicarbonato e deixar secar. Agora há manchas brancas, o tecido ficou duro e o cheiro voltou com o aquecimento ligado. Precisamos de alguém com máquina para lavar o sofá e a carpete a fundo, em Mersch.",
    "cleaning", "Mersch", "Mersch", kind="b", nu="U", situation="sofa and carpet deep clean after a vinegar home remedy failed")
add("pt-t06", "O meu cunhado disse que para o anexo do jardim não era preciso pôr ferro na laje, que bastava betão. Fizemos assim há um ano e agora a laje está rachada de um lado ao outro e uma parte afundou. Queríamos um pedreiro que visse se se pode reparar ou se é preciso partir e fazer de novo. Moramos em Bissen.",
    "masonry", "Bissen", "Bissen", kind="b", nu="N", situation="unreinforced concrete slab for a garden annex has cracked and sunk")
add("pt-t07", "Quem nos vendeu os painéis garantiu que não precisavam de limpeza nem de revisão nenhuma. Três anos depois a produção caiu para metade e na aplicação aparece um otimizador sempre desligado. Num dos painéis vê-se uma mancha castanha. A casa é em Tuntange, instalação de 8 kWp.",
    "solar", "Helperknapp", "Tuntange", kind="b", nu="U", situation="PV output halved, one optimiser offline, seller said no maintenance needed")
add("pt-t08", "Temos uma pequena empresa de construção com 8 operários. O senhor que nos fazia as contas reformou-se em dezembro e ficámos com papéis atrasados. Precisamos de alguém que trate dos salários, das declarações de TVA e do balanço do ano passado. Quanto se paga por mês por um serviço assim?",
    "accounting", None, None, kind="c", nu="U", situation="construction firm lost its bookkeeper, needs payroll, VAT returns and annual accounts")
add("pt-t09", "Temos um café-restaurante em Cruchten. O computador da caixa desliga-se sozinho e os tablets onde os empregados tiram os pedidos perdem a ligação à impressora da cozinha. No fim de semana com a casa cheia foi um caos. Precisamos de um técnico informático que venha cá de manhã antes de abrirmos.",
    "it-support", "Nommern", "Cruchten", kind="c", nu="N", situation="restaurant till PC shuts down and order tablets lose the kitchen printer")
add("pt-t10", "Somos uma pastelaria em Schoos e vamos lançar um catálogo de bolos de encomenda para casamentos e batizados. Precisávamos de fotos bonitas de uns 30 bolos, com fundo neutro, para o catálogo e para o Instagram. Pode ser feito aqui na loja num domingo, quando estamos fechados. Quanto costuma custar?",
    "photography", "Fischbach", "Schoos", kind="c", nu="U", situation="pastry shop needs product photos of cakes for a catalogue")
add("pt-t11", "Somos uma empresa de limpezas com 12 funcionárias. Uma delas caiu de uma escada em casa de um cliente e agora o cliente diz que a culpa é nossa e o seguro não quer pagar. Precisamos de um advogado que perceba de direito do trabalho e de seguros. Falamos português e francês.",
    "legal", None, None, kind="c", nu="N", situation="cleaning company's employee injured at a client's home, insurance dispute")
add("pt-t12", "Comprámos um apartamento antigo em Diekirch com 85 m². É preciso fazer tudo: cozinha, casa de banho, chão, eletricidade e portas. Mais ou menos quanto custa por m² fazer tudo de novo assim? E quanto tempo demora até se poder lá morar?",
    "renovation", "Diekirch", "Diekirch", kind="d", nu="U", situation="cost per m² and duration of a complete flat refit")
add("pt-t13", "Queremos trocar o chão da sala e dos quartos em Lorentzweiler, uns 60 m². É melhor soalho de madeira maciça ou flutuante com camada de madeira? Temos aquecimento no chão e dois gatos. Procuramos um menuisier que nos diga o que compensa mais e faça a instalação.",
    "carpentry", "Lorentzweiler", "Lorentzweiler", kind="d", nu="N", situation="solid wood vs engineered floor over underfloor heating")
add("pt-t14", "A nossa sala em Lamadelaine é pequena e escura e nunca sabemos onde pôr os móveis. Vale a pena pagar a alguém que escolha cores, luzes e uma disposição melhor, ou é dinheiro deitado fora? Quanto se costuma pagar por uma visita com um plano?",
    "interior-design", "Pétange", "Lamadelaine", kind="d", nu="U", situation="is paying for a layout, colour and lighting plan for a small dark room worth it")
add("pt-t15", "A minha filha quer tirar a carta de mota este verão. É melhor fazer as aulas todas seguidas em dois meses ou ir aos poucos durante o ano? E mais ou menos quanto se paga ao todo com o exame?",
    None, None, None, kind="d", nu="U", situation="motorbike licence lessons (not a trade of the marketplace)")

# ---------------- Italian ----------------
add("it-s01", "Cerco un imbianchino per ridipingere tre stanze e il corridoio del nostro appartamento a Esch-sur-Alzette, circa 200 m² di pareti, tutto bianco.",
    "painting", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="repainting three rooms and a hallway white")
add("it-s02", "La caldaia a gas fa l'acqua calda ma i termosifoni non si scaldano più da ieri sera, siamo a Dudelange, qualcuno può passare oggi?",
    "heating", "Dudelange", "Dudelange", situation="gas boiler gives hot water but radiators stay cold")
add("it-s03", "Trasloco da Bettembourg a Milano a fine agosto, bilocale, una ventina di scatoloni e una lavatrice, quanto costa più o meno?",
    "moving", "Bettembourg", "Bettembourg", distractors=["Milano"], situation="two-room flat move from Bettembourg to Milan")
add("it-s04", "Vorrei far fare una libreria su misura in rovere massello per la nicchia del soggiorno ad Alzingen, 3 metri per 2,40 di altezza.",
    "carpentry", "Hesperange", "Alzingen", situation="made-to-measure oak bookcase for a living-room niche")
add("it-s05", "Mi si è bloccata la serratura della porta blindata a kayl, la chiave gira a vuoto e non riesco a entrare, urgente!",
    "locksmith", "Kayl", "kayl", situation="armoured door lock spins freely, locked out")
add("it-s06", "Cerco un commercialista che segua la contabilità della mia piccola SARL di import di vini italiani, fatture, bilancio e dichiarazioni comprese.",
    "accounting", None, None, situation="bookkeeping and annual accounts for a small wine import company")
add("it-s07", "Fotografo cercasi per un servizio di famiglia all'aperto a Clausen in ottobre, due adulti, tre bambini e il nonno che compie 90 anni 📸",
    "photography", "Luxembourg", "Clausen", situation="outdoor family photo shoot for a grandfather's 90th")
add("it-s08", "mi servirebbe un sito per la mia piccola attività di noleggio bici elettriche con la mappa dei percorsi e la prenotazione online",
    "web-development", None, None, situation="website with route map and booking for an e-bike rental")
add("it-s09", "Vorremmo mettere i pannelli fotovoltaici sul tetto del fienile a Redange/Attert, circa 120 m², conviene vendere tutta l'energia o puntare sull'autoconsumo?",
    "solar", "Redange", "Redange/Attert", situation="PV on a barn roof: sell everything or self-consume")
add("it-s10", "Piastrellista cercasi per rifare il rivestimento della cucina a Reisdorf, circa 8 m² di piastrelle 20x20 da togliere e rimettere.",
    "tiling", "Reisdorf", "Reisdorf", situation="redo kitchen wall tiling")
add("it-t01", "Da qualche giorno le luci della cucina tremolano ogni volta che parte il frigo. Stamattina l'interruttore del bagno ha fatto una scintilla quando l'ho acceso e adesso c'è odore di bruciato vicino alla placca. Ho staccato tutto quello che potevo. Abitiamo a Gilsdorf in una casa degli anni '70. Cosa devo fare?",
    "electrical", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="flickering lights and a sparking switch smelling burnt")
add("it-t02", "Dopo la grandinata di sabato è comparsa una macchia di umido sul soffitto della mansarda, proprio attorno al lucernario. Quando piove forte gocciola sul parquet e abbiamo messo un secchio. Da fuori ci sembra che il vetro sia intatto ma la cornice metallica è ammaccata. Siamo a Lipperscheid.",
    "roofing", "Bourscheid", "Lipperscheid", kind="a", nu="U", situation="leak around a roof window after a hailstorm")
add("it-t03", "Il congelatore a pozzo in cantina fa un ronzio continuo e il motore non si ferma mai. Il ghiaccio sulle pareti si è ammorbidito e la carne in fondo non è più dura come prima. Dentro ci sono circa 40 kg di carne di un mezzo maiale. Siamo a Medernach, ci servirebbe qualcuno entro domani.",
    "appliance-repair", "Vallée de l'Ernz", "Medernach", kind="a", nu="U", situation="chest freezer runs constantly and is thawing")
add("it-t04", "Al negozio di bricolage ci hanno detto che il parquet flottante si poteva posare direttamente sulle vecchie piastrelle, senza materassino e senza lasciare spazio lungo i muri. Dopo l'estate si è gonfiato in mezzo alla stanza e scricchiola a ogni passo. Cerchiamo un falegname che lo smonti e lo rimonti come si deve, circa 35 m². Abitiamo a Niederfeulen.",
    "carpentry", "Feulen", "Niederfeulen", kind="b", nu="N", situation="floating wooden floor laid without gaps on shop advice has buckled")
add("it-t05", "Un vicino ci ha consigliato di potare il nostro vecchio noce a fine marzo, dicendo che era il momento migliore. Adesso dai tagli cola linfa da settimane e due rami grossi hanno perso le foglie. Vorremmo qualcuno che controlli l'albero e ci dica come sistemarlo senza rovinarlo. Il giardino è a Schieren.",
    "gardening", "Schieren", "Schieren", kind="b", nu="U", situation="walnut tree bleeding sap after pruning at the wrong time on a neighbour's advice")
add("it-t06", "Il proprietario dice che basta mettere qualche trappola per topi in cantina. Però quelli che vediamo la sera vicino ai bidoni sono grossi come un gatto piccolo e hanno rosicchiato un tubo di scarico. Le trappole sono sparite, trascinate via. Cerchiamo una ditta di disinfestazione seria a Mertzig, abbiamo due bambini piccoli.",
    "pest-control", "Mertzig", "Mertzig", kind="b", nu="N", situation="rats in the cellar, landlord says a few mouse traps will do")
add("it-t07", "Mio suocero, che si arrangia in tutto, ha sostituito il sifone del lavandino del bagno con uno di plastica preso al supermercato. Da allora a ogni scarico c'è una pozza sotto il mobile e il legno si sta gonfiando. Inoltre si sente odore di fogna quando il lavandino non viene usato per un giorno. Casa a Pratz, bagno al primo piano.",
    "plumbing", "Préizerdaul", "Pratz", kind="b", nu="U", situation="father-in-law's supermarket siphon leaks and lets sewer smell in")
add("it-t08", "Siamo un piccolo studio di ingegneria e vogliamo partecipare a una gara d'appalto pubblica. Il capitolato è di 40 pagine in tedesco e la scadenza è tra tre settimane. Ci serve un traduttore tecnico che lo porti in italiano, e poi la nostra offerta dall'italiano al francese. Potete metterci in contatto con qualcuno?",
    "translation", None, None, kind="c", nu="N", situation="engineering office needs a tender translated for a public bid")
add("it-t09", "Gestiamo una crèche con 36 bambini a Beckerich. La ditta che avevamo prima ha chiuso e da lunedì siamo scoperti. Ci serve qualcuno ogni sera dopo le 18 per pavimenti, bagni, cucina e giochi, con prodotti adatti ai bambini. È possibile avere un preventivo in settimana?",
    "cleaning", "Beckerich", "Beckerich", kind="c", nu="U", situation="day-care centre needs daily evening cleaning")
add("it-t10", "Abbiamo una pizzeria d'asporto a Ell e vogliamo trasformarla in un locale con una trentina di coperti. Lo spazio è stretto e lungo e il forno è in fondo. Cerchiamo un arredatore d'interni che ci disegni la disposizione dei tavoli, il bancone e l'illuminazione, così da portare il progetto al falegname. Avete qualcuno che lavora anche per i ristoranti?",
    "interior-design", "Ell", "Ell", kind="c", nu="N", situation="takeaway pizzeria becoming a 30-seat restaurant needs a layout and lighting plan")
add("it-t11", "Gestiamo da dieci anni un piccolo negozio di alimentari italiani. Un ex socio ha aperto un negozio quasi identico a due strade da noi, con un nome molto simile e le nostre stesse ricette della casa. Alcuni clienti pensano che sia una nostra filiale. Chi ci può aiutare a capire che cosa possiamo fare?",
    "legal", None, None, kind="c", nu="U", situation="former partner opened a look-alike shop with a similar name")
add("it-t12", "Nel nostro giardino a Perlé c'è un muro di contenimento in mattoni, alto circa un metro e mezzo, che da un anno si sta inclinando verso la strada. In due punti le fughe si sono aperte e dopo la pioggia esce acqua fangosa. Conviene rinforzarlo oppure demolirlo e rifarlo in cemento armato? Più o meno che cifre dobbiamo aspettarci?",
    "masonry", "Rambrouch", "Perlé", kind="d", nu="U", situation="leaning brick retaining wall: reinforce or rebuild in concrete")
add("it-t13", "Lavoro da casa a Ingeldorf e il wifi arriva a malapena nello studio al piano di sopra, le videochiamate si bloccano di continuo. Conviene un sistema mesh oppure far passare un cavo di rete dal router? Cerco un tecnico informatico che venga a vedere e lo configuri, anche di sabato.",
    "it-support", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="N", situation="mesh Wi-Fi or network cable for a home office upstairs")
add("it-t14", "Abbiamo comprato una casa del 1960 a Martelange, dal lato belga, a due passi da Rombach. Vanno rifatti impianto elettrico, bagno, cucina e pavimenti. Ha senso far fare tutti i lavori in inverno, quando le ditte dicono di avere meno lavoro e forse prezzi migliori? Oppure è rischioso per i tempi di asciugatura e il freddo?",
    "renovation", "abroad", "Martelange", distractors=["Rombach"], kind="d", nu="U", situation="whether to do a multi-trade refit in winter, house in Martelange (Belgium)")
add("it-t15", "Nostro figlio ha appena preso la patente e vorrebbe usare la nostra macchina. Conviene aggiungerlo come secondo conducente sulla nostra polizza o fargli un'assicurazione tutta sua? Più o meno quanto costa per un neopatentato qui in Lussemburgo?",
    None, None, None, distractors=["Lussemburgo"], kind="d", nu="U", situation="car insurance for a newly licensed son (not a trade of the marketplace)")

# ---------------- Spanish ----------------
add("es-s01", "Necesito a alguien que limpie y revise los canalones del tejado de mi casa en Ettelbruck, están llenos de hojas y rebosan cada vez que llueve.",
    "roofing", "Ettelbruck", "Ettelbruck", situation="clearing and checking overflowing roof gutters")
add("es-s02", "Busco electricista para cambiar todos los enchufes e interruptores de un piso de 90 m² en L-8010 y añadir un par de puntos de luz en el salón.",
    "electrical", "Strassen", "L-8010", situation="replacing all sockets and switches in a flat, adding light points")
add("es-s03", "Hola, ¿alguien hace limpieza de cristales en altura? tenemos un ventanal de 5 metros en el salón en Merl y no llegamos ni con escalera",
    "cleaning", "Luxembourg", "Merl", situation="cleaning a 5-metre-high living-room window")
add("es-s04", "¿Cuánto cobraríais por diseñar un jardín pequeño de 40 m² en Bertrange con plantas que aguanten la sombra y pidan poco mantenimiento?",
    "gardening", "Bertrange", "Bertrange", situation="design of a small shady low-maintenance garden")
add("es-s05", "Se nos ha atascado el váter y el desatascador no sirve de nada, el agua casi se sale y en el piso de Mersch solo tenemos ese baño, ¿quién puede venir hoy?",
    "plumbing", "Mersch", "Mersch", situation="blocked toilet, plunger useless, only toilet in the flat")
add("es-s06", "Necesito un abogado que revise el contrato de compraventa de un local comercial antes de firmar, hablo español e inglés.",
    "legal", None, None, situation="lawyer to review a commercial property purchase contract")
add("es-s07", "Busco intérprete de español y francés para acompañar a mi madre a varias citas médicas durante las próximas dos semanas.",
    "translation", None, None, situation="interpreter for a mother's medical appointments")
add("es-s08", "Mudanza desde Ehlerange a Valencia en septiembre, unos 25 m³, ¿hacéis portes internacionales y guardamuebles durante un par de meses?",
    "moving", "Sanem", "Ehlerange", distractors=["Valencia"], situation="international move from Ehlerange to Valencia with temporary storage")
add("es-s09", "la nevera americana Samsung hace un ruido de ventilador muy fuerte y el dispensador de hielo ya no funciona, estamos en Wiltz, alguien que la arregle?",
    "appliance-repair", "Wiltz", "Wiltz", situation="American-style fridge with a loud fan and dead ice dispenser")
add("es-s10", "Quiero una tienda online para vender mis cuadros y láminas, con envíos a toda Europa y pago con tarjeta.",
    "web-development", None, None, distractors=["Europa"], situation="online shop for paintings and prints")
add("es-t01", "Con el temporal del jueves se oyó toda la noche un golpeteo encima de la habitación de los niños. Esta mañana había trozos de pizarra en el césped y una tira de zinc del borde se ha levantado y se mueve con el viento. Dentro todavía no entra agua, pero tememos que con la próxima lluvia sí. La casa está en Baschleiden.",
    "roofing", "Boulaide", "Baschleiden", kind="a", nu="U", situation="banging at night, slate pieces in the lawn and lifted zinc edge after a storm")
add("es-t02", "Por la noche vemos unos bichos plateados y alargados que corren por el suelo del baño. Ahora también aparecen en la estantería del salón y algunos libros antiguos tienen las páginas como mordidas. Vivimos en Esch-Sauer, en una casa vieja de piedra bastante húmeda. ¿Qué se puede hacer sin usar venenos fuertes?",
    "pest-control", "Esch-sur-Sûre", "Esch-Sauer", kind="a", nu="U", situation="silverfish in the bathroom and damaging old books")
add("es-t03", "Desde hace una semana el suelo del baño y de la cocina está frío, mientras que el resto de la casa sigue calentito. En el armarito del colector hay una lucecita roja que parpadea en uno de los cabezales. Hemos probado a subir el termostato del baño pero no cambia nada. La casa está en Goesdorf, la construimos en 2016.",
    "heating", "Goesdorf", "Goesdorf", kind="a", nu="U", situation="two underfloor heating zones cold, red light blinking on an actuator")
add("es-t04", "Un vecino nos dijo que limpiáramos los paneles solares con la hidrolimpiadora a tope, que así quedaban como nuevos. Después de hacerlo, uno de los paneles tiene el cristal como rayado y la aplicación del inversor marca bastante menos producción que el año pasado. Buscamos un instalador fotovoltaico que revise la instalación y nos diga si hay que cambiar el panel. Estamos en Wilwerwiltz.",
    "solar", "Kiischpelt", "Wilwerwiltz", kind="b", nu="N", situation="PV panel damaged by pressure washing on a neighbour's advice, output down")
add("es-t05", "En el muro del sótano hay una grieta diagonal que va desde la ventana hasta el suelo. Mi cuñado la rellenó con espuma de poliuretano y dijo que así ya no se movería. Seis meses después la espuma se ha despegado, la grieta es más ancha y cuando llueve mucho entra humedad. Vivimos en Kaundorf, la casa es de los años 50.",
    "masonry", "Lac de la Haute-Sûre", "Kaundorf", kind="b", nu="U", situation="widening basement wall crack filled with foam by brother-in-law")
add("es-t06", "En la tienda nos aseguraron que para la terraza servía la misma lechada que para el baño. Tras el primer invierno las juntas se deshacen, salen hierbas entre las baldosas y varias suenan huecas. Queremos un solador que levante lo que esté suelto y lo rejunte con material de exterior. Son unos 30 m² en Doncols.",
    "tiling", "Winseler", "Doncols", kind="b", nu="N", situation="terrace tile grout failing after a shop recommended indoor grout")
add("es-t07", "La puerta corredera de madera del armario empotrado del dormitorio se ha descolgado y roza el suelo. En la tienda de muebles nos dijeron que bastaba con frotar el carril con jabón, pero ahora además se sale del raíl cada dos por tres. Es un armario hecho a medida hace 15 años. Vivimos en Useldange y nos gustaría arreglarlo antes de que se rompa del todo.",
    "carpentry", "Useldange", "Useldange", kind="b", nu="U", situation="built-in wardrobe sliding door sagging and jumping its rail")
add("es-t08", "Somos una pequeña academia de idiomas en la Ville-Haute con cuatro aulas. Los portátiles de los profesores no conectan bien con los proyectores, la impresora compartida se queda colgada y nadie sabe dónde se guardan las copias de seguridad. El chico que montó todo ya no trabaja con nosotros. Necesitaríamos a alguien que lo revise y nos deje un mantenimiento mensual.",
    "it-support", "Luxembourg", "Ville-Haute", kind="c", nu="U", situation="language school: laptops, projectors, shared printer and backups")
add("es-t09", "Somos una asociación cultural de familias hispanohablantes con unos 80 socios. Hasta ahora la tesorera llevaba las cuentas en un cuaderno, pero ahora recibimos una subvención y nos piden cuentas anuales en regla. Buscamos un contable que nos lleve la contabilidad y prepare el cierre del año. ¿Cuánto suele costar para una asociación pequeña?",
    "accounting", None, None, kind="c", nu="N", situation="cultural association needs proper annual accounts for a grant")
add("es-t10", "Somos una granja ecológica en Vichten y vamos a lanzar una campaña de crowdfunding para un nuevo establo. Nos harían falta fotos de los animales, del huerto y de la familia trabajando, y un vídeo corto de un minuto. Lo ideal sería a primera hora de la mañana en mayo. ¿Tenéis a alguien que haga este tipo de trabajos?",
    "photography", "Vichten", "Vichten", kind="c", nu="U", situation="organic farm needs photos and a short video for crowdfunding")
add("es-t11", "Gestionamos una pequeña casa rural con 12 habitaciones en Saeul. Los clientes pierden llaves cada dos por tres y cambiar cilindros nos sale carísimo. Queremos un sistema de llave maestra, o quizá cerraduras con tarjeta, y necesitamos un cerrajero que nos aconseje qué conviene. ¿Podría venir alguien a ver el edificio?",
    "locksmith", "Saeul", "Saeul", kind="c", nu="N", situation="guesthouse wants a master key or card lock system")
add("es-t12", "Tenemos que pintar la fachada de la casa en Grosbous, unos 180 m² de revoco antiguo. ¿Qué es mejor, pintura de silicato o acrílica, sabiendo que la cara oeste recibe mucha lluvia? ¿Y cada cuántos años habría que repintar? Buscamos un pintor que nos haga presupuesto con las dos opciones.",
    "painting", "Groussbus-Wal", "Grosbous", kind="d", nu="N", situation="silicate or acrylic paint for a rain-exposed facade")
add("es-t13", "Acabamos de comprar un dúplex en Mamer y no sabemos cómo distribuir el salón, el comedor y una zona de trabajo. ¿Qué sale más a cuenta, un proyecto completo con planos, colores y lista de muebles, o solo una consulta de un par de horas? ¿Y qué precio tiene cada cosa más o menos?",
    "interior-design", "Mamer", "Mamer", kind="d", nu="U", situation="full design project or a two-hour consultation for a duplex")
add("es-t14", "Vivimos en Arlon pero los dos trabajamos en Luxemburgo. Nos han dado un presupuesto para rehacer a la vez la cocina y el baño de nuestra casa, con fontanería, electricidad y alicatado incluidos. Hay una partida de imprevistos del 15% que nadie nos explica bien. ¿Es normal eso en unas obras así o nos están inflando el precio?",
    "renovation", "abroad", "Arlon", distractors=["Luxemburgo"], kind="d", nu="U", situation="15 % contingency line in a kitchen and bathroom refit quote, house in Arlon (Belgium)")
add("es-t15", "Estamos organizando la comunión de nuestra hija para unas 50 personas. ¿Sale más a cuenta encargar la comida hecha y hacerlo en casa, o alquilar un restaurante entero con menú? No tenemos ni idea de precios.",
    None, None, None, kind="d", nu="U", situation="food for a first communion party (not a trade of the marketplace)")
