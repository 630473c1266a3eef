MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien eis spullkëscht um wc leeft zanter e puer deeg an engem stéck no an ech kréien se net méi zou, kéint ee sech dat zu Wooltz ukucken",
    "plumbing", "Wiltz", "Wooltz", situation="toilet cistern keeps running, Wiltz written in Luxembourgish")
add("lb-s02", "Hëllef, ech hu mech grad erausgespaart, d'Schlësselen leien bannen um Kichendësch an den Handy huet nach 8% 😩 Grand-Rue zu Ettelbréck",
    "locksmith", "Ettelbruck", "Ettelbréck", situation="locked out, keys inside, phone nearly flat")
add("lb-s03", "Mir kréien am Mäerz en Elektroauto a bräichten eng Wallbox (11 kW) an der Garage, de Sicherungskaschten ass vun 1998 – wien mécht dat zu Klierf?",
    "electrical", "Clervaux", "Klierf", situation="wallbox for a new electric car, old fuse box")
add("lb-s04", "An der Kiche zu Miersch sinn dräi Buedemplättercher gerappt well mer eng Goussfer-Pan erofgefall ass, ech hunn nach eng Këscht vun deene selwechten am Keller, wie kann se auswiesselen?",
    "tiling", "Mersch", "Miersch", situation="three cracked kitchen floor tiles after a cast-iron pan fell, spares in the cellar")
add("lb-s05", "Ech sichen en Affekot fir eng Ierfschaftssaach, meng Geschwëster wëllen d'Haus vun eisen Elteren verkafen an ech net, wat sinn do meng Rechter",
    "legal", None, None, situation="siblings want to sell the inherited parents' house, writer does not")
add("lb-s06", "Sicht een fir zweemol am Joer eis Fënsteren ze botzen, bal alles Glas mat enger grousser Veranda, zu Wäisswampech?",
    "cleaning", "Weiswampach", "Wäisswampech", situation="window cleaning twice a year, house with large glass veranda")
add("lb-s07", "Eis Bomi gëtt 90 a mir feieren den 14ten Juni am Restaurant zu Veianen, mir hätten gär een deen 2-3 Stonne Fotoe vun der ganzer Famill mécht 📸",
    "photography", "Vianden", "Veianen", situation="photos of grandmother's 90th birthday family lunch")
add("lb-s08", "Wou fannen ech een deen mir d'Wanterpneuen opzitt an den Auto fir de Contrôle technique preparéiert?",
    None, None, None, situation="car mechanic for winter tyres and roadworthiness test (not a listed trade)")
add("lb-s09", "de wifi-router steet am keller a kënnt net bis an mäi büro am zweete stack, ech schaffen 3 deeg homeoffice, kéint een zu Gilsdorf e mesh-system oder esou astellen",
    "it-support", "Bettendorf", "Gilsdorf", situation="home Wi-Fi does not reach the upstairs home office, locality Gilsdorf")
add("lb-s10", "Eise Pelletskessel (ÖkoFEN, 2016) brauch säin jäerlechen Entretien, wien kann dat am Oktober maachen, mir sinn an der rue de la Sûre, L-9201",
    "heating", "Diekirch", "L-9201", situation="annual service of a pellet boiler, only a postal code given")
add("lb-t01", "Eise Frigo leeft a leeft, een héiert de Kompressor quasi dauernd, mee bannen ass et just nach 12 Grad. D'Mëllech war gëschter schonn sauer. Den Tiefkühlfach uewen ass awer nach ganz kal. Et ass e Liebherr vun 2019, also nach net sou al. Mir sinn zu Stolzembourg, wien kann dat kucken?",
    "appliance-repair", "Putscheid", "Stolzembourg", kind="a", nu="U", situation="fridge compressor runs constantly but the fridge is warm, freezer fine")
add("lb-t02", "Zanter zwou Wochen héiere mir nuets wéi et an der Plafong vum Schlofzëmmer kraazt. Um Späicher louchen kleng schwaarz Kréimelen an eng Tut Vullefudder war ugefriess. D'Kaz sëtzt stonnelaang do a kuckt un d'Plafong. Eist Haus zu Kautenbach ass al an huet vill Lächer. Kann een do eppes maachen?",
    "pest-control", "Kiischpelt", "Kautenbach", kind="a", nu="U", situation="scratching in the bedroom ceiling, droppings and gnawed bird-seed bag in the attic")
add("lb-t03", "Mir hunn am Neibau zu Ëlwen Buedemheizung, d'Stuff ass schéi waarm mee am Buedzëmmer bleift de Buedem kal. Um Verdeeler am Keller steet beim Krees 4 den Duerchflossmesser op null. Ech hunn de Stellmotor schonn erofgeschrauft, ouni Effekt. Dobaussen ass et -5 Grad an d'Kanner wëllen net méi dobanne bueden.",
    "heating", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="one underfloor heating loop (bathroom) stays cold, flow meter at zero")
add("lb-t04", "Nom Stuerm vum Weekend leien op eisem Daach zu Mäerzeg e puer Zillen verrutscht an een ass am Gaart zerbrach. Den Noper sot, ech soll einfach eng Plastiksblach driwwer leeën an se mat Silikon fixéieren, dat géif de Wanter halen. Ech trauen mech awer net op d'Leeder a wëll dat éischter richteg gemaach hunn. Huet en Dachdecker Zäit virum nächste Reen?",
    "roofing", "Mertzig", "Mäerzeg", kind="b", nu="N", situation="storm moved roof tiles; neighbour suggested a plastic sheet and silicone")
add("lb-t05", "Eise Schwoer huet virun zwee Joer d'Fassad vun eisem Haus zu Dahl gestrach, mat Faarf déi nach vum Bannen iwwreg war. Elo blieft se iwwerall of a kënnt a grousse Fatzen erof, virun allem op der Wiederssäit. Hie mengt et wier normal an et misst een dat just iwwersträichen. Mir hätten gär dat Ganzt propper ofgeschafft an nei gemaach, ongeféier 140 m². Wéini kéint ee fir en Devis laanscht kommen?",
    "painting", "Goesdorf", "Dahl", kind="b", nu="U", situation="facade painted with leftover interior paint by brother-in-law now peeling")
add("lb-t06", "Eis Stäipmauer am Gaart zu Bastendorf huet e Rass vun uewen bis ënnen kritt, ronn 2 cm breet, an se bucht e bëssen no baussen. De Proprietär sot, mir sollen de Rass einfach mat Silikon zoumaachen, dann wier et gutt. Ech hunn awer Angscht datt se op d'Kanner fällt déi do spillen. Sicht ee Maurer deen sech dat ukuckt an eis seet wat ze maachen ass.",
    "masonry", "Tandel", "Bastendorf", kind="b", nu="N", situation="cracked, bulging garden retaining wall; landlord says fill it with silicone")
add("lb-t07", "Meng Mamm wunnt zu Gouvy an der Belsch, direkt hannert der Grenz. Am Gaardecenter hunn se hir gesot, si soll am Juli de Rasen vertikutéieren an duerno Kallek drop streeën – elo ass alles giel an doud. Si ass 78 a packt dat net méi eleng. Kéint een de Rasen do nei uleeën, vläicht mat Rollrasen?",
    "gardening", "abroad", "Gouvy", distractors=("Belsch",), kind="b", nu="U", situation="mother's lawn in a Belgian border village ruined after garden-centre advice")
add("lb-t08", "Ech schreiwen fir d'Musek vun Niederfeulen. Eise Proberaum am alen Schoulgebai gëtt ofgerappt a mir mussen bis Enn Mäerz eraus. Dat sinn ronn 60 Instrumenter, Pupitten, dräi Archivschief an eng grouss Tromm. Mir plënneren an den neie Centre culturel an der selwechter Gemeng, just 2 km. Wéi eng Déménagementsfirma mécht esou eppes a wat kascht dat?",
    "moving", "Feulen", "Niederfeulen", kind="c", nu="N", situation="brass band moving instruments and archive out of a rehearsal room")
add("lb-t09", "Mir sinn e Mëllechbetrib bei Housen mat 90 Kéi. De Stall huet en Daach vu ronn 800 m², Südost orientéiert, an d'Melkrobotter an d'Mëllechkillung zéien vill Stroum. Mir iwwerleeën, mat der Sonn vun deem Daach eise Stroum selwer ze produzéieren. Wie kéint eis eng Offer maachen, och mat de Subsiden vum Landwirtschaftsministère?",
    "solar", "Parc Hosingen", "Housen", kind="c", nu="U", situation="dairy farm wants to produce its own electricity from the barn roof")
add("lb-t10", "Ech sinn Presidentin vun engem Dëschtennisclub mat 120 Memberen. Eise Keessier hält no 15 Joer op a keen anere wëll dat maachen. Mir hunn Cotisatiounen, Subsiden, eng Buvette mat Keess an zwee Trainer mat Remboursementer. Mir bräichten een deen d'Bicher féiert an den Ofschloss fir d'Generalversammlung mécht, géint Bezuelung natierlech.",
    "accounting", None, None, kind="c", nu="U", situation="table-tennis club needs someone to keep the books after the treasurer quits")
add("lb-t11", "Mir bedreiwen e klenge Café-Restaurant zu Hachiville, direkt un der Vëlospist. Eis Terrass aus Lärcheholz ass 12 Joer al, e puer Briet sinn esou mëll datt e Client bal duerchgetrëppelt wier. Mir wëllen d'Saison den 1 Abrëll opmaachen. Kann een déi schlecht Briet an d'Ënnerkonstruktioun erneieren?",
    "carpentry", "Wincrange", "Hachiville", kind="c", nu="U", situation="café's larch-wood terrace deck has soft boards before the season")
add("lb-t12", "Mir kucken eng Wunneng aus de 60er Joren zu Bouneweg ze kafen, 78 m². Kiche a Buedzëmmer sinn nach original, mat rosa Plättercher. Ass et iwwerhaapt rentabel dat ze maachen, oder gëtt de Präis dann ze héich? Wat kascht ongeféier wann eng Renovatiounsfirma Kiche a Buedzëmmer komplett nei mécht?",
    "renovation", "Luxembourg", "Bouneweg", kind="d", nu="N", situation="is buying a 1960s flat and redoing kitchen and bathroom worth it, rough cost")
add("lb-t13", "Ech verlounen eng Ferienwunneng an hunn bis elo alles iwwer Booking gemaach. Déi huelen 17% Kommissioun. Lount et sech, eng eege Säit mat Reservatiounskalenner an Online-Bezuelen maachen ze loossen? Wat kascht esou eppes ongeféier, an och d'Wartung duerno?",
    "web-development", None, None, kind="d", nu="U", situation="is an own booking site for a holiday flat worth it versus platform commission")
add("lb-t14", "Mir sinn eng kleng Firma a mussen eise Businessplang (40 Säiten, op Däitsch) fir en Investisseur op Englesch hunn. Ass et besser en Iwwersetzer ze huelen oder geet DeepL duer wann ee nach eng Kéier driwwer liest? Wat kascht en Iwwersetzer pro Säit a wéi laang dauert dat ongeféier?",
    "translation", None, None, kind="d", nu="N", situation="translator or machine translation for a 40-page business plan, price and delay")
add("lb-t15", "Mir plënneren an eng nei Wunneng um Kierchbierg, oppene Living mat Kiche, 45 m², grouss Fënsteren no Norden. Mir sinn eis net eens: donkelen Eechebuedem an hell Miwwelen oder ëmgedréint? A wéi stelle mir de Canapé, den Dësch an d'Luuchten esou datt et net wéi e Gank ausgesäit? Lount et sech, fir sou eppes een ze bezuelen deen e Plang mécht?",
    "interior-design", "Luxembourg", "Kierchbierg", kind="d", nu="U", situation="dark or light floor, furniture and lamp layout for a north-facing open-plan flat")

# ---------------- French ----------------
add("fr-s01", "Bonjour, depuis une semaine l'évier de la cuisine se vide très lentement et ça sent l'égout dans toute la pièce, pouvez-vous m'envoyer quelqu'un à Bascharage?",
    "plumbing", "Käerjeng", "Bascharage", situation="slow kitchen sink drain with sewer smell")
add("fr-s02", "je voudrais faire fabriquer un placard sur mesure en chêne sous l'escalier (forme en biais, env 2m de long) pour ranger les manteaux, on habite à Rodange",
    "carpentry", "Pétange", "Rodange", situation="made-to-measure oak cupboard under the stairs")
add("fr-s03", "On vient d'emménager à Belair et l'ancien locataire n'a rendu que 2 clés sur 4, je voudrais faire changer le cylindre de la porte d'entrée rapidement.",
    "locksmith", "Luxembourg", "Belair", situation="change the entrance cylinder after moving in, previous tenant kept keys")
add("fr-s04", "Un bouleau malade penche dangereusement vers notre toit à Garnich, il faudrait l'abattre et enlever la souche avant l'hiver, c'est possible?",
    "gardening", "Garnich", "Garnich", situation="fell a diseased birch leaning over the house and remove the stump")
add("fr-s05", "Qui peut me traduire un bail commercial de 12 pages du français vers l'allemand pour mon associé, idéalement sous une semaine?",
    "translation", None, None, situation="translate a 12-page commercial lease French to German")
add("fr-s06", "Les peintres et le plaquiste ont fini, il reste de la poussière de plâtre partout (maison de 160 m² à Leudelange), nous cherchons un nettoyage complet avant d'emménager le 3 mars.",
    "cleaning", "Leudelange", "Leudelange", situation="cleaning plaster dust after works before moving in")
add("fr-s07", "Mon four Siemens iQ700 s'allume, le ventilateur tourne mais il ne chauffe plus du tout, réparation possible à domicile à Crauthem?",
    "appliance-repair", "Roeser", "Crauthem", situation="built-in oven fan runs but no heat")
add("fr-s08", "Nous cherchons une baby-sitter fiable pour nos jumeaux de 6 ans, les mercredis après-midi de 13h à 18h, français et anglais si possible 🙏",
    None, None, None, situation="babysitter for twins on Wednesday afternoons (not a listed trade)")
add("fr-s09", "Pour la nouvelle carte de notre brasserie à Esch/Alzette il nous faut des photos professionnelles d'une trentaine de plats, shooting un lundi quand on est fermés.",
    "photography", "Esch-sur-Alzette", "Esch/Alzette", situation="food photos of about thirty dishes for a brasserie menu")
add("fr-s10", "devis svp pour murer une ancienne porte de garage (2,40 x 2 m) en parpaings et faire l'enduit, maison à Goeblange",
    "masonry", "Koerich", "Goeblange", situation="brick up an old garage door opening and render it")
add("fr-t01", "Quand il pleut fort avec du vent d'ouest, de l'eau coule le long du mur dans la chambre sous les combles. Il y a une auréole jaune au plafond juste à côté de la fenêtre de toit, et le bois du cadre est noir en bas. Par beau temps tout est sec. La maison est à Audun-le-Tiche, juste de l'autre côté de la frontière, mais je travaille à Luxembourg et je préfère une entreprise d'ici. Quelqu'un peut venir voir?",
    "roofing", "abroad", "Audun-le-Tiche", distractors=("Luxembourg",), kind="a", nu="U", situation="rain runs in beside a roof window in driving rain, house just across the French border")
add("fr-t02", "Chaque fois que le four se met en marche, les lumières du salon baissent et clignotent. Hier soir la prise du couloir était tiède et il y avait une odeur de plastique brûlé. La maison date de 1972 et personne n'a touché au tableau depuis. J'ai peur de laisser les enfants seuls. On est à Niederkorn, rue de la Chiers.",
    "electrical", "Differdange", "Niederkorn", kind="a", nu="U", situation="lights dim when the oven starts, warm socket smelling burnt, 1972 house")
add("fr-t03", "Dans le couloir, quand on marche, plusieurs carreaux sonnent creux. Deux se sont fendus en diagonale cette semaine et les joints s'effritent autour. C'est du grès cérame 60x60 posé il y a seulement 4 ans par l'ancien propriétaire. Appartement au rez-de-chaussée à Soleuvre. Qu'est-ce qu'on peut faire?",
    "tiling", "Sanem", "Soleuvre", kind="a", nu="U", situation="hollow-sounding and cracking floor tiles in a hallway")
add("fr-t04", "La pression de notre chaudière gaz tombe à 0,5 bar tous les trois ou quatre jours. Mon beau-père me dit de simplement remettre de l'eau chaque dimanche, qu'il fait ça depuis des années chez lui. Moi je trouve ça pas normal, il doit y avoir une fuite quelque part. Je voudrais qu'un chauffagiste vienne chercher d'où ça vient. Maison à Bergem, chaudière Vaillant de 2014.",
    "heating", "Mondercange", "Bergem", kind="b", nu="N", situation="heating system loses pressure every few days; father-in-law says just top it up")
add("fr-t05", "Sur la façade nord de notre maison à Limpach, le crépi se décolle par plaques et sonne creux quand on tape dessus. Un voisin qui a travaillé dans le bâtiment nous conseille de tout recouvrir d'une peinture élastique, que ça suffira. J'ai des doutes, il y a déjà des morceaux tombés sur la terrasse. On voudrait faire enlever ce qui est abîmé et refaire l'enduit correctement. Environ 35 m².",
    "masonry", "Reckange-sur-Mess", "Limpach", kind="b", nu="U", situation="render coming off the north facade; neighbour suggests elastic paint over it")
add("fr-t06", "Depuis deux mois on voit des cafards dans la cuisine, surtout la nuit derrière le frigo et sous l'évier. Le propriétaire nous a dit de mettre de l'acide borique et du bicarbonate, on l'a fait, mais il y en a de plus en plus. Les voisins du dessus en ont aussi. On habite quartier Gare, au 2e étage. Il faudrait un vrai traitement.",
    "pest-control", "Luxembourg", "Gare", kind="b", nu="U", situation="cockroaches in a flat; landlord's boric-acid advice failed")
add("fr-t07", "Le vendeur du magasin de meubles nous a convaincus de prendre un canapé d'angle de 3,20 m, une grande table et un buffet assorti. Résultat : le salon de notre maison à Bertrange est bouché, on se cogne partout et la lumière n'arrive plus au fond. On ne peut plus rendre le canapé. Est-ce qu'un architecte d'intérieur pourrait repenser l'aménagement et l'éclairage avec ce qu'on a ?",
    "interior-design", "Bertrange", "Bertrange", kind="b", nu="N", situation="oversized furniture bought on a salesman's advice; rethink the living-room layout")
add("fr-t08", "Nous sommes un cabinet de kinésithérapie à Olm avec trois praticiens. Nous avons 4 PC, une imprimante réseau et un logiciel de rendez-vous partagé. Depuis la mise à jour de la box internet, l'imprimante disparaît du réseau et deux postes n'accèdent plus au dossier partagé. Nous cherchons quelqu'un pour remettre tout ça en ordre et, si possible, un contrat de maintenance.",
    "it-support", "Kehlen", "Olm", kind="c", nu="U", situation="physiotherapy practice: network printer and shared folder lost after router update")
add("fr-t09", "Je suis membre du conseil syndical d'une résidence de 12 appartements à Howald. La cage d'escalier (4 étages) n'a pas été refaite depuis 1995 : murs griffés, traces de mains, plafond jauni. L'assemblée générale a voté le budget. Nous voudrions trois devis pour murs et plafonds, avec une couleur claire et lessivable.",
    "painting", "Hesperange", "Howald", kind="c", nu="U", situation="co-ownership wants the stairwell walls and ceilings redone")
add("fr-t10", "Je suis trésorière d'une petite ASBL d'aide aux devoirs. Une ancienne salariée, licenciée pendant sa période d'essai, nous attaque devant le tribunal du travail pour licenciement abusif. Nous avons reçu la convocation hier et personne au comité n'y connaît rien. Il nous faut un avocat en droit du travail, et savoir combien ça peut coûter.",
    "legal", None, None, kind="c", nu="N", situation="non-profit sued by a former employee dismissed during probation")
add("fr-t11", "Notre boulangerie à Schouweiler veut transformer l'arrière-boutique en petit salon de thé de 20 places. Il faut abattre une cloison, refaire le sol, ajouter un point d'eau, des prises et l'éclairage, et mettre des toilettes aux normes pour les clients. On voudrait un seul interlocuteur qui coordonne tout ça, et que le chantier dure moins de 6 semaines.",
    "renovation", "Dippach", "Schouweiler", kind="c", nu="U", situation="bakery turning its back room into a small tea room")
add("fr-t12", "On veut produire notre eau chaude avec le soleil, maison de 4 personnes à Hobscheid, toit plein sud. Est-ce que des capteurs thermiques valent encore le coup, ou est-ce qu'il vaut mieux mettre des panneaux photovoltaïques et un chauffe-eau thermodynamique ? Quelles sont les aides de l'État pour l'un et pour l'autre ? J'aimerais l'avis d'un installateur solaire qui fait les deux.",
    "solar", "Habscht", "Hobscheid", kind="d", nu="N", situation="solar thermal or photovoltaic plus heat-pump water heater for hot water")
add("fr-t13", "Je suis frontalier (je vis en France) et ma femme a une activité de traductrice indépendante depuis un an. Jusqu'ici on faisait notre déclaration nous-mêmes, mais entre le télétravail, ses frais et les deux pays, on ne comprend plus rien. Est-ce que ça vaut le coup de prendre un comptable ? Combien ça coûte en général pour une déclaration de couple ?",
    "accounting", None, None, distractors=("France",), kind="d", nu="N", situation="cross-border couple, is an accountant worth it for the joint tax return")
add("fr-t14", "Nous quittons notre 3 pièces à Steinfort pour une maison à Arlon en Belgique, le 28 juin. Il y a environ 30 m³ de meubles, dont une armoire ancienne très lourde. Vaut-il mieux louer un camion et demander aux amis, ou passer par une entreprise ? Et combien faut-il compter pour 15 km ?",
    "moving", "Steinfort", "Steinfort", distractors=("Arlon", "Belgique"), kind="d", nu="U", situation="moving a flat across the Belgian border, rent a van or hire a firm")
add("fr-t15", "Nous sommes un petit domaine viticole et nous voulons vendre nos crémants en ligne. Un ami nous conseille Shopify, un autre WooCommerce. Lequel est le mieux pour 15 produits, des livraisons au Benelux et le paiement Payconiq ? Et combien faut-il compter pour faire monter la boutique par quelqu'un ?",
    "web-development", None, None, distractors=("Benelux",), kind="d", nu="U", situation="winery online shop, Shopify or WooCommerce, developer cost")

# ---------------- German ----------------
add("de-s01", "Wir möchten entlang vom Gartenweg sechs Pollerleuchten mit Bewegungsmelder setzen lassen, Kabel müsste ca 25 m unter die Erde, Haus in Grevenmacher.",
    "electrical", "Grevenmacher", "Grevenmacher", situation="six bollard lights with motion sensor along a garden path, buried cable")
add("de-s02", "Unser Wandtresor im Büro in Echternach lässt sich nicht mehr öffnen, das Elektronikschloss piept nur dreimal obwohl der Code stimmt – wer bekommt den auf ohne dass alles kaputt ist?",
    "locksmith", "Echternach", "Echternach", situation="office wall safe with electronic lock refuses the correct code")
add("de-s03", "Neubau in Bech fertig, jetzt liegen 600 m² nackte Erde ums Haus – wir hätten gern einen Plan mit Rasen, Beeten, Sitzplatz und ein paar Obstbäumen und jemanden der das anlegt.",
    "gardening", "Bech", "Bech", not_place=("einen",), situation="design and lay out a garden around a new house")
add("de-s04", "Gesucht: wöchentliche Treppenhausreinigung für ein Mehrfamilienhaus mit 6 Parteien in Wasserbillig, inklusive Kellerflur und Glastür, bitte Preis pro Monat.",
    "cleaning", "Mertert", "Wasserbillig", situation="weekly stairwell cleaning for a six-flat building")
add("de-s05", "Wir suchen ab Januar jemanden für die Lohnabrechnung unserer drei Angestellten in der Schreinerei, bisher hat das meine Frau nebenbei gemacht.",
    "accounting", None, None, situation="payroll for three employees of a joinery workshop")
add("de-s06", "spülmaschine bosch pumpt nicht mehr ab, unten steht nach jedem gang 3 cm dreckiges wasser, sieb ist sauber, wer repariert sowas in junglinster",
    "appliance-repair", "Junglinster", "junglinster", situation="dishwasher no longer drains although the filter is clean")
add("de-s07", "Wir verkaufen unser Haus in Berdorf privat und hätten gern professionelle Fotos innen und außen, gerne auch ein paar Drohnenbilder vom Grundstück am Waldrand.",
    "photography", "Berdorf", "Berdorf", situation="property photos and drone shots for a private house sale")
add("de-s08", "Wer kann vom 02/08 bis 16/08 zweimal täglich nach unseren zwei Katzen und dem Hund schauen, wir fahren in den Urlaub?",
    None, None, None, situation="pet sitter during the summer holiday (not a listed trade)")
add("de-s09", "Unser Sohn (4) hat im Kinderzimmer die komplette Wand mit Wachsmalstiften verschönert 🙈 abwaschen geht nicht, könnte jemand in Bad Mondorf die Wände neu streichen, ca 35 m²?",
    "painting", "Mondorf-les-Bains", "Bad Mondorf", situation="repaint child's room walls covered in wax crayon")
add("de-s10", "Bräuchte eine gedämmte Einschubtreppe zum Dachboden, Deckenöffnung ist schon da (120 x 70), Haus in Manternach, wann hätten Sie Zeit?",
    "carpentry", "Manternach", "Manternach", situation="fit an insulated folding loft ladder into an existing ceiling opening")
add("de-t01", "Über dem Küchenfenster ist ein Riss, der schräg von der Ecke nach oben läuft. Vor einem Jahr war er haarfein, jetzt passt eine Münze hinein. Außen sieht man ihn auch im Putz, genau an derselben Stelle. Das Haus in Rosport ist von 1958, Bruchsteinmauerwerk. Müssen wir uns Sorgen machen und wer schaut sich das an?",
    "masonry", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="widening diagonal crack above a kitchen window, inside and outside")
add("de-t02", "Wir haben ein kleines Ferienhaus in Echternacherbrück, gleich hinter der Sauerbrücke. Als wir am Samstag nach dem Frost hinkamen, lief im Gartenhaus Wasser aus der Wand unter dem Waschbecken, und der Wasserzähler dreht sich, auch wenn alles zu ist. Den Haupthahn haben wir erst mal zugedreht. Wir wohnen selbst in Luxemburg und kennen drüben niemanden, der schnell kommen könnte.",
    "plumbing", "abroad", "Echternacherbrück", distractors=("Luxemburg",), kind="a", nu="U", situation="water coming out of a wall in a holiday home garden house after frost, just across the German border")
add("de-t03", "Im Vorratsschrank krabbeln seit Wochen kleine braune Käfer herum, in Mehl, Haferflocken und sogar im Paprikapulver. Ich habe alles weggeworfen und den Schrank mit Essig ausgewischt, nach zehn Tagen waren sie wieder da. Jetzt sehe ich sie auch an der Küchendecke. Wir wohnen in Wecker, Einfamilienhaus. Was kann man da machen?",
    "pest-control", "Biwer", "Wecker", kind="a", nu="U", situation="small brown beetles keep coming back in the pantry")
add("de-t04", "Bei jedem stärkeren Regen läuft unsere Dachrinne vorne über und das Wasser klatscht direkt auf die Terrasse. Im Baumarkt hat man uns Schaumstoff-Einsätze gegen Laub verkauft, seitdem ist es noch schlimmer, jetzt hängt da alles voller Tannennadeln und Moos. Das Fallrohr macht auch komische Geräusche. Kann jemand die Rinne sauber machen und schauen, ob das Gefälle stimmt? Bungalow in Niederdonven.",
    "roofing", "Flaxweiler", "Niederdonven", kind="b", nu="U", situation="overflowing gutter made worse by foam inserts sold at a DIY store")
add("de-t05", "Unsere Eichentreppe (14 Stufen) war stumpf und zerkratzt. Ein Bekannter meinte, man müsse sie nur mit Olivenöl einreiben, das nähre das Holz. Jetzt ist sie seit drei Wochen klebrig, riecht ranzig und der Staub bleibt überall hängen. Wir möchten die Stufen abschleifen und richtig ölen oder versiegeln lassen. Wir wohnen in Consdorf.",
    "carpentry", "Consdorf", "Consdorf", not_place=("Holz",), kind="b", nu="U", situation="oak stairs sticky and rancid after an acquaintance advised olive oil; sand and refinish")
add("de-t06", "Letzten Sommer haben wir die Balkonfliesen selbst erneuert. Der Berater im Baumarkt sagte, man könne die neuen Fliesen einfach mit Flexkleber auf die alten kleben, ohne Gefälle und ohne Abdichtung. Nach dem ersten Winter ist die Hälfte hohl, drei sind gesprungen, und unten beim Nachbarn gibt es einen nassen Fleck an der Decke. Wir suchen einen Fliesenleger, der das ordentlich macht. Balkon ca. 9 m², Wohnung in Remich.",
    "tiling", "Remich", "Remich", not_place=("einen",), kind="b", nu="N", situation="balcony tiles glued over old ones on DIY-store advice now hollow and leaking")
add("de-t07", "Im Elektromarkt hat man uns vor zwei Jahren ein NAS mit zwei Festplatten verkauft und gesagt, durch das RAID seien unsere Familienfotos sicher, ein Backup bräuchten wir nicht. Jetzt piept das Gerät, eine Platte wird als defekt angezeigt und der Ordner mit 2019 bis 2021 ist leer. Ich traue mich nicht mehr, irgendwas anzufassen. Kann jemand zu uns nach Roodt-sur-Syre kommen, die Daten retten und ein richtiges Backup einrichten?",
    "it-support", "Betzdorf", "Roodt-sur-Syre", kind="b", nu="U", situation="home NAS disk failed after shop said RAID needs no backup; recover photos")
add("de-t08", "Ich schreibe für den Heimatverein. Unsere Sammlung – alte Landmaschinen, Werkzeug, vier Glasvitrinen und etwa 80 Kisten Dokumente – steht in einer Scheune in Mullerthal, die im Frühjahr verkauft wird. Wir brauchen eine Umzugsfirma, die alles vorsichtig verpackt und für ungefähr ein Jahr einlagert, bis das neue Vereinshaus fertig ist. Was kostet so etwas ungefähr?",
    "moving", "Waldbillig", "Mullerthal", kind="c", nu="N", situation="local history society must pack and store its collection for a year")
add("de-t09", "Wir betreiben einen Campingplatz bei Befort mit 90 Stellplätzen. Im Sommer laufen die Duschen im Sanitärgebäude fast ununterbrochen und der Gasverbrauch fürs Warmwasser ist enorm. Das Flachdach des Sanitärgebäudes hat rund 200 m² und liegt den ganzen Tag in der Sonne. Wir würden das Warmwasser gern mit der Sonne vorheizen. Wer plant und baut so etwas für Betriebe?",
    "solar", "Beaufort", "Befort", not_place=("einen",), kind="c", nu="U", situation="campsite wants solar pre-heating of shower water on the sanitary block roof")
add("de-t10", "Wir führen ein kleines Hotel mit 18 Zimmern. Ein Reiseveranstalter hat eine Gruppenbuchung für September storniert und weigert sich, die vertraglich vereinbarte Stornogebühr von 6.400 € zu zahlen. Er behauptet, die Klausel sei unwirksam. Wir brauchen einen Anwalt, der sich mit Vertragsrecht auskennt und erst einmal ein Schreiben aufsetzt.",
    "legal", None, None, not_place=("einen", "führen"), kind="c", nu="N", situation="hotel: tour operator refuses the contractual cancellation fee")
add("de-t11", "Wir sind ein Winzerbetrieb in Ehnen und bauen die alte Kelterhalle zu einer Vinothek mit Verkostung um. Der Raum ist 11 x 7 m, Gewölbedecke, kaum Tageslicht. Wir wissen nicht, wo die Theke hin soll, wie wir 300 Flaschen schön präsentieren und wie das Licht sein muss, damit es nicht wie im Keller wirkt. Die Handwerker haben wir, uns fehlt das Konzept.",
    "interior-design", "Wormeldange", "Ehnen", kind="c", nu="U", situation="winery turning its press hall into a tasting room; needs layout and lighting concept")
add("de-t12", "Unser Dachboden in Diekirch ist ungenutzt, ca. 40 m², Kniestock 1 m, ein kleines Fenster. Die Kinder werden größer und wir überlegen, dort zwei Zimmer und ein kleines Duschbad auszubauen. Lohnt sich das überhaupt, oder sollten wir lieber anbauen? Mit welchen Kosten pro m² muss man grob rechnen, und braucht man eine Baugenehmigung?",
    "renovation", "Diekirch", "Diekirch", kind="d", nu="U", situation="is converting the attic into two rooms and a shower room worth it, cost per m2")
add("de-t13", "Bei uns in der Firma ist im März eine Betriebsversammlung, und ein Drittel der Belegschaft spricht besser Portugiesisch als Deutsch oder Französisch. Brauchen wir dafür einen Simultandolmetscher mit Kabine, oder reicht ein Dolmetscher, der konsekutiv übersetzt? Die Versammlung dauert etwa zwei Stunden. Was kostet das ungefähr?",
    "translation", None, None, not_place=("einen",), kind="d", nu="N", situation="simultaneous or consecutive interpreting for a staff meeting")
add("de-t14", "Ich eröffne im Herbst eine Physiotherapiepraxis. Brauche ich überhaupt eine eigene Website mit Online-Terminbuchung, oder reicht ein Profil bei Doctena? Falls eigene Seite: Was kostet so etwas einmalig und pro Monat, und kann ich die Texte später selbst ändern?",
    "web-development", None, None, kind="d", nu="U", situation="new physiotherapy practice: own booking website or a platform profile")
add("de-t15", "Unser Haus in Luxemburg-Stadt ist von 1965, die Ölheizung ist 26 Jahre alt und der Tank müsste auch saniert werden. Der Energieberater sagt Wärmepumpe, der Nachbar schwört auf Pellets, und die Fenster sind noch die alten. Lohnt sich eine Wärmepumpe in so einem Altbau mit normalen Heizkörpern überhaupt? Ich hätte gern die Meinung von einem Heizungsbauer, der beides anbietet.",
    "heating", "Luxembourg", "Luxemburg-Stadt", kind="d", nu="N", situation="replace a 26-year-old oil boiler: heat pump or pellets in a 1965 house")

# ---------------- English ----------------
add("en-s01", "Hi, I've lost the only set of keys to my rented flat in Limpertsberg and the landlord is abroad until Sunday, can someone get me in tonight and change the lock?",
    "locksmith", "Luxembourg", "Limpertsberg", situation="lost the only keys to a rented flat, landlord away")
add("en-s02", "Looking for someone to add four double sockets and a ceiling light in the small bedroom I'm turning into a home office, house in Strassen.",
    "electrical", "Strassen", "Strassen", situation="extra sockets and a ceiling light for a new home office")
add("en-s03", "our tumble dryer (AEG, 5 yrs old) heats up and hums but the drum won't turn anymore, could someone come and fix it in Helmsange",
    "appliance-repair", "Walferdange", "Helmsange", situation="tumble dryer drum does not turn")
add("en-s04", "The garden of the house we just rented in Moutfort hasn't been touched in years – brambles, waist-high grass, a dead plum tree – can anyone clear it before our kids arrive in July?",
    "gardening", "Contern", "Moutfort", not_place=("grass",), situation="clear a long-neglected rented garden")
add("en-s05", "After a plugin update our charity's WordPress site only shows a white screen and donations stopped coming in, who can fix this asap?",
    "web-development", None, None, situation="charity WordPress site white screen after a plugin update")
add("en-s06", "Would like white metro tiles as a splashback behind the hob and sink, about 4 m², kitchen in Bridel – how soon could you do it?",
    "tiling", "Kopstal", "Bridel", situation="metro tile kitchen splashback")
add("en-s07", "We're relocating from London to Sandweiler in April and need a crew on the Luxembourg side to unload the container, carry everything up two floors and reassemble the beds and wardrobes.",
    "moving", "Sandweiler", "Sandweiler", distractors=("London", "Luxembourg"), situation="international move: unload, carry and reassemble at the Luxembourg end")
add("en-s08", "anyone know a reliable dog walker for weekday lunchtimes, our lab is 2 and has way too much energy 🐶",
    None, None, None, situation="dog walker (not a listed trade)")
add("en-s09", "We need professional headshots for our team of 12 at our office in Gasperich, same background for everyone, ideally one morning next month.",
    "photography", "Luxembourg", "Gasperich", situation="team headshots at an office")
add("en-s10", "my in-laws arrive friday for 3 weeks and the house in Bertrange is a disaster, need a thorough deep clean incl oven, fridge and all windows on wednesday or thursday",
    "cleaning", "Bertrange", "Bertrange", situation="deep clean before in-laws visit")
add("en-t01", "Our staircase has started creaking really loudly, especially the third and seventh steps. One step now visibly flexes when you stand on it and there's a gap of a few millimetres between the tread and the riser. My husband carries the baby up and down every night and I'm getting nervous. The house in Munsbach is from the 80s, stairs are solid beech I think.",
    "carpentry", "Schuttrange", "Munsbach", kind="a", nu="U", situation="wooden stair tread flexes and creaks, gap between tread and riser")
add("en-t02", "We came back from a week in New York and since then I wake up with itchy bites in little rows on my arms and neck. My partner has nothing. This morning I found tiny dark spots along the seams of the mattress and something like a small flat seed. I've washed all the bedding at 60 already. We live in a flat in Itzig, what do we do?",
    "pest-control", "Hesperange", "Itzig", distractors=("New York",), kind="a", nu="U", situation="rows of bites and dark spots on mattress seams after a trip")
add("en-t03", "Our water bill for the last quarter was almost double. I checked the meter last night before bed and again at 6 am, nobody used any water and it had moved 40 litres. There's a faint damp patch on the garage ceiling right under the bathroom. No drip anywhere visible. House in Mullendorf.",
    "plumbing", "Steinsel", "Mullendorf", not_place=("bill",), kind="a", nu="U", situation="water meter moves overnight, damp patch under the bathroom")
add("en-t04", "A guy came to the door offering to remove the moss from our roof for 300 euros cash, pressure washer and some 'sealant'. We said yes, stupidly. Now there are cracked tiles all over, granules in the gutters, and after the rain on Tuesday there were drips in the loft. Can someone come and assess the damage and fix it properly? We're in Senningerberg.",
    "roofing", "Niederanven", "Senningerberg", kind="b", nu="U", situation="doorstep moss-removal job cracked roof tiles; loft now drips")
add("en-t05", "We rent a new-ish house in Capellen with an air-to-water heat pump. Our landlord told us to switch it off every night and on again in the morning to save electricity. Now the house is 16 degrees at breakfast and the outdoor unit seems to run flat out all day. The bill went up, not down. Could a heating engineer check the settings and explain how we should actually run it?",
    "heating", "Mamer", "Capellen", not_place=("bill",), kind="b", nu="N", situation="landlord said to switch the heat pump off nightly; cold house, higher bill")
add("en-t06", "Two summers ago my brother-in-law built us a brick wall along the side of the garden, about 1.5 m high and 12 m long. He said a foundation wasn't needed for a garden wall. It is now leaning towards the neighbour's drive and there's a crack running down the middle. The neighbour is not amused. We need a proper bricklayer to take it down and rebuild it. We're in Bofferdange.",
    "masonry", "Lorentzweiler", "Bofferdange", kind="b", nu="N", situation="garden brick wall built without footing by a relative now leaning")
add("en-t07", "We just bought a house in Athus in Belgium, five minutes from Rodange. The estate agent said the walls only needed a quick coat of white over the old wallpaper. We tried it in one bedroom and the paper bubbled and is coming off in strips. Now we'd like someone to strip the paper in four rooms and do walls and ceilings before we move in in May. We both work in Luxembourg so a company from there is fine.",
    "painting", "abroad", "Athus", distractors=("Belgium", "Rodange", "Luxembourg"), kind="b", nu="U", situation="strip wallpaper and paint four rooms in a house just across the Belgian border")
add("en-t08", "We're a six-person law firm in Strassen. We're moving from our old Exchange server to Microsoft 365, and at the same time the two multifunction printers need scan-to-email set up again. Our previous IT guy has retired. We'd like someone to plan the migration over a weekend and then give us a support contract.",
    "it-support", "Strassen", "Strassen", kind="c", nu="U", situation="law firm: mail migration, scan-to-email, ongoing IT support")
add("en-t09", "Our startup (25 people) is moving office from Kirchberg to Strassen on the weekend of 14 March. Around 30 desks, chairs, two server racks, a kitchen's worth of stuff and a lot of monitors. We need office movers who can pack on Friday evening and have everything set up by Monday 8 am. Can you quote?",
    "moving", "Luxembourg", "Kirchberg", distractors=("Strassen",), kind="c", nu="N", situation="startup office move over a weekend")
add("en-t10", "I run a small language school, a SARL-S, three teachers and me. I'm a teacher, not a numbers person, and until now a friend did our books for free but she's moving away. We need someone for monthly bookkeeping, the annual accounts and whatever has to go to the authorities. Roughly what does that cost per month?",
    "accounting", None, None, kind="c", nu="U", situation="small language school needs monthly bookkeeping and annual accounts")
add("en-t11", "We have a dental practice in Junglinster and are taking over the flat next door to add two treatment rooms and a sterilisation room. Walls need to come out, new water and drain points, a lot of electrics, flooring that meets hygiene rules. We'd like one company to coordinate the whole thing so we only close for two weeks in August.",
    "renovation", "Junglinster", "Junglinster", kind="c", nu="U", situation="dental practice expanding into the neighbouring flat")
add("en-t12", "Our roof in Hassel faces east and west, no south side at all. A neighbour told us panels are pointless without a south roof. Is that true, or does east-west still make sense these days? Roughly what would 8 kWp cost after the state subsidy, and how long until it pays for itself?",
    "solar", "Weiler-la-Tour", "Hassel", kind="d", nu="U", situation="is PV worth it on an east-west roof, cost and payback")
add("en-t13", "Our landlord is refusing to return our 4,200 euro deposit, saying the flat needed 'general refreshing' after 5 years. We left it clean and have photos. Is it worth paying a lawyer for this, or is there a cheaper way? What would a lawyer typically charge for a case like this?",
    "legal", None, None, kind="d", nu="N", situation="landlord keeps a deposit: is a lawyer worth it")
add("en-t14", "Our company handbook (about 30 pages, in English) needs to go into French and German for all staff. Is it better to use a freelance translator for each language or an agency? How much should we budget and how long does it take?",
    "translation", None, None, kind="d", nu="N", situation="translate a staff handbook into French and German: freelancer or agency")
add("en-t15", "I've bought a tiny 52 m² flat in Cents, one bedroom, open kitchen, and I work from home. Everything I put in looks cramped. Is it worth paying someone to draw up a proper furniture and lighting plan, and what would that cost? Or should I just go to the big furniture stores and use their free planning?",
    "interior-design", "Luxembourg", "Cents", kind="d", nu="U", situation="is paying for a furniture and lighting plan for a small flat worth it")

# ---------------- Portuguese ----------------
add("pt-s01", "boa tarde tenho uma fuga de agua debaixo do lava loiça e o movel ja esta todo inchado preciso de alguem urgente em esch-sur-alzette",
    "plumbing", "Esch-sur-Alzette", "esch-sur-alzette", situation="leak under the kitchen sink, cabinet swollen, voice-typed")
add("pt-s02", "Queria uma limpeza a fundo do sofá de tecido (3 lugares) e de dois tapetes grandes, o cão estragou tudo 😅, moro em Schifflange.",
    "cleaning", "Schifflange", "Schifflange", situation="deep clean of a fabric sofa and two rugs soiled by the dog")
add("pt-s03", "A fechadura da porta de casa encravou e a chave já não roda nem para um lado nem para o outro, estou cá fora com as compras em Tétange, alguém pode vir?",
    "locksmith", "Kayl", "Tétange", situation="front-door lock jammed, key will not turn")
add("pt-s04", "Os pombos fizeram ninho na varanda e está tudo cheio de porcaria, queria pôr redes ou picos para eles não voltarem, apartamento em Rumelange 3º andar.",
    "pest-control", "Rumelange", "Rumelange", situation="pigeons nesting on a balcony, nets or spikes")
add("pt-s05", "Preciso de ajuda para fazer a declaração de impostos do casal pela primeira vez, chegámos ao Luxemburgo no ano passado e não percebemos nada dos formulários.",
    "accounting", None, None, distractors=("Luxemburgo",), situation="first joint tax return after arriving in the country")
add("pt-s06", "Orçamento para afagar e envernizar o soalho de madeira da sala e do corredor, mais ou menos 45 m², casa em Bettembourg.",
    "carpentry", "Bettembourg", "Bettembourg", situation="sand and varnish a wooden floor")
add("pt-s07", "Procuro fotógrafo para o batizado do meu filho no dia 8 de junho, missa na igreja de Ettelbruck e depois o almoço no salão.",
    "photography", "Ettelbruck", "Ettelbruck", situation="photographer for a baby's baptism and lunch")
add("pt-s08", "alguém conhece uma cabeleireira que vá a casa, é para a minha mãe que tem 84 anos e já não sai",
    None, None, None, situation="home-visiting hairdresser for an elderly mother (not a listed trade)")
add("pt-s09", "As escadas de cimento da entrada estão partidas nas pontas e um degrau abana, moramos em Larochette, dá para refazer antes do inverno?",
    "masonry", "Larochette", "Larochette", situation="broken outdoor concrete entrance steps")
add("pt-s10", "Procuro alguém para cortar a relva de 15 em 15 dias de abril a outubro, jardim de uns 400 m² em Colmar-Berg, pago por mês.",
    "gardening", "Colmar-Berg", "Colmar-Berg", situation="regular lawn mowing April to October")
add("pt-t01", "O congelador de baixo está cheio de gelo nas paredes e as gavetas já nem abrem. De manhã há uma poça de água no chão à frente do frigorífico. Já descongelei tudo há um mês e voltou a ficar igual. A borracha da porta parece torta num canto. Moramos em Schieren, é um combinado Samsung de 2020.",
    "appliance-repair", "Schieren", "Schieren", kind="a", nu="U", situation="fridge-freezer ices up and leaves a puddle, door seal bent")
add("pt-t02", "A casa da minha sogra fica em Volmerange-les-Mines, do lado francês, mesmo ao pé de Kayl onde nós moramos. Sempre que chove forte vai-se a luz da casa toda, o disjuntor diferencial salta e só volta a ligar no dia seguinte. Parece que começou quando puseram a tomada nova no terraço. Ela vive sozinha e fica às escuras. Alguém de cá pode ir lá ver?",
    "electrical", "abroad", "Volmerange-les-Mines", distractors=("Kayl",), kind="a", nu="U", situation="residual-current breaker trips whenever it rains, mother-in-law's house across the French border")
add("pt-t03", "Quando chove com vento aparece uma mancha de humidade no teto do quarto, sempre no canto junto à chaminé. A mancha está cada vez maior e a tinta já começa a fazer bolhas. No sótão a madeira à volta da chaminé está escura. A casa é em Lintgen, tem uns 40 anos.",
    "roofing", "Lintgen", "Lintgen", kind="a", nu="U", situation="damp patch on the bedroom ceiling beside the chimney when rain is wind-driven")
add("pt-t04", "O meu cunhado pôs o chão da cozinha no ano passado, azulejo grande 60x120, colado com cimento-cola normal e sem juntas de dilatação porque disse que não era preciso. Agora com o aquecimento ligado os azulejos levantaram no meio, fizeram uma espécie de tenda e dois partiram. Precisamos de um ladrilhador a sério para tirar e voltar a pôr. Casa em Reisdorf.",
    "tiling", "Reisdorf", "Reisdorf", kind="b", nu="N", situation="large kitchen tiles tented up after a relative laid them without movement joints")
add("pt-t05", "O radiador da sala pinga na válvula há três semanas, já fez uma mancha no parquet. O senhorio disse para pôr uma toalha e um balde por baixo que para o ano trata disso. Mas a pressão da caldeira também está a baixar. Moro em Bonnevoie, num rés-do-chão alugado. Posso chamar alguém eu mesma e depois apresentar a fatura?",
    "heating", "Luxembourg", "Bonnevoie", kind="b", nu="U", situation="radiator valve drips; landlord said to put a bucket under it")
add("pt-t06", "As portadas de madeira da casa estavam desbotadas e o vizinho disse que bastava dar uma demão de tinta por cima, sem lixar nem primário. Fizemos isso na primavera e agora a tinta está a estalar e a sair em lascas. São 8 janelas com portadas, casa em Ingeldorf. Queremos que alguém as decape e pinte como deve ser.",
    "painting", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="wooden shutters painted without sanding now flaking")
add("pt-t07", "Temos painéis solares há 3 anos. Há dois meses o inversor começou a acender uma luz vermelha e o vizinho, que também tem painéis, disse para desligar e voltar a ligar sempre que acontecesse. Fizemos isso várias vezes, agora o inversor nem liga e a aplicação mostra zero produção. A empresa que instalou fechou. Precisamos de um técnico de painéis solares em Bissen.",
    "solar", "Bissen", "Bissen", kind="b", nu="N", situation="PV inverter red light, neighbour said to keep restarting it, now dead")
add("pt-t08", "Somos uma empresa de construção com escritório e balneários para 15 operários em Differdange. Os balneários ficam num estado terrível ao fim do dia. Precisamos de alguém que venha três vezes por semana ao fim da tarde limpar o escritório, as casas de banho e os balneários. Os produtos podemos ser nós a comprar.",
    "cleaning", "Differdange", "Differdange", kind="c", nu="U", situation="building firm needs its office and workers' changing rooms cleaned")
add("pt-t09", "Sou da direção de uma associação cultural portuguesa, a sede é na rua do Brill, L-4041. O computador do bar que faz as faturas está lentíssimo, a impressora de talões deixou de funcionar e nas festas o wifi não aguenta com tanta gente. Queremos alguém que ponha isto a funcionar e nos diga o que comprar.",
    "it-support", "Esch-sur-Alzette", "L-4041", kind="c", nu="U", situation="cultural association: slow bar PC, receipt printer, Wi-Fi for events")
add("pt-t10", "Temos uma empresa de limpezas com 30 funcionárias, quase todas portuguesas e cabo-verdianas. A Inspeção do Trabalho pediu que o regulamento interno e as instruções de segurança estejam numa língua que elas percebam. Temos os documentos em francês, umas 25 páginas. Procuramos um tradutor para português.",
    "translation", None, None, kind="c", nu="N", situation="cleaning company must translate internal rules and safety instructions into Portuguese")
add("pt-t11", "Vou abrir um restaurante de comida portuguesa em Ettelbruck, numa antiga loja de 90 m². Tenho a cozinha resolvida, mas não sei como pôr as mesas para caberem 40 pessoas sem parecer uma cantina, que cores, que luzes. Quero que fique acolhedor mas moderno. Alguém faz projeto de decoração e disposição?",
    "interior-design", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="new restaurant in a former shop: table layout, colours, lights")
add("pt-t12", "Comprámos uma casa antiga em Lamadelaine, de 1930, com telhado bom mas tudo o resto por fazer: canalização velha, instalação elétrica antiga, sem isolamento. Vale a pena renovar ou sai mais barato deitar abaixo e construir de novo? Mais ou menos quanto custa por m² uma renovação completa assim?",
    "renovation", "Pétange", "Lamadelaine", kind="d", nu="U", situation="renovate a 1930 house completely or demolish and rebuild")
add("pt-t13", "Eu e o meu marido vamos divorciar-nos e estamos de acordo em tudo, a casa, os filhos, o carro. Vale a pena cada um ter um advogado ou basta um para os dois? Quanto custa mais ou menos um divórcio por mútuo consentimento?",
    "legal", None, None, kind="d", nu="N", situation="amicable divorce: one lawyer or two, cost")
add("pt-t14", "Faço bolos de aniversário por encomenda e até agora recebo tudo pelo Instagram e WhatsApp. As encomendas são tantas que já me perco. Vale a pena ter um site com formulário de encomenda e pagamento online? Quanto custa fazer isso?",
    "web-development", None, None, kind="d", nu="U", situation="home cake maker: is an ordering website worth it")
add("pt-t15", "Vamos reformar-nos e voltar para Viseu, em Portugal, no fim do verão. A casa em Mersch tem muita coisa: móveis, ferramentas, a mota. É melhor um contentor só para nós ou um camião partilhado com outras famílias? Quanto cobra uma empresa de mudanças para uma viagem destas?",
    "moving", "Mersch", "Mersch", distractors=("Viseu", "Portugal"), kind="d", nu="N", situation="retirement move from Luxembourg to Portugal: own container or shared truck")

# ---------------- Italian ----------------
add("it-s01", "Con il gelo di gennaio si sono spaccate sei piastrelle della terrazza a Dudelange e adesso l'acqua entra sotto, qualcuno può sostituirle prima della primavera?",
    "tiling", "Dudelange", "Dudelange", situation="frost-cracked terrace tiles letting water underneath")
add("it-s02", "Abbiamo ancora il vecchio quadro con i fusibili a tappo in porcellana nella casa che abbiamo comprato ad Aspelt, vorremmo sostituirlo con uno moderno con salvavita.",
    "electrical", "Frisange", "Aspelt", situation="replace an old porcelain-fuse board with a modern consumer unit")
add("it-s03", "ho perso la chiave della cassetta delle lettere e il proprietario non ha una copia, mi serve qualcuno a mondorf che apra e cambi la serratura 🙏",
    "locksmith", "Mondorf-les-Bains", "mondorf", situation="lost letterbox key, open and replace the lock")
add("it-s04", "La macchina da caffè a incasso Miele CVA 7440 fa rumore ma non esce più il caffè, solo acqua, c'è un tecnico che viene a domicilio a Remich?",
    "appliance-repair", "Remich", "Remich", situation="built-in coffee machine pumps water but no coffee")
add("it-s05", "Cerco un avvocato per un incidente stradale di marzo, l'assicurazione dell'altro conducente non vuole pagare i danni della macchina e la fisioterapia.",
    "legal", None, None, situation="road accident, the other driver's insurer refuses to pay")
add("it-s06", "Nel giardino a Remerschen abbiamo un ulivo in vaso grande, un fico e una pergola di vite che nessuno pota da anni, cerco un giardiniere esperto.",
    "gardening", "Schengen", "Remerschen", situation="prune an olive tree, a fig and a grapevine pergola")
add("it-s07", "Preventivo per ridipingere soggiorno e corridoio, pareti e soffitti, colore tortora, circa 90 m² di superficie, casa a Dalheim.",
    "painting", "Dalheim", "Dalheim", situation="repaint living room and hallway walls and ceilings")
add("it-s08", "Cerco un insegnante di matematica per ripetizioni a mio figlio di terza media, due volte a settimana, anche online va bene.",
    None, None, None, situation="maths tutor for a teenager (not a listed trade)")
add("it-s09", "A luglio torniamo in Puglia per sempre e ci serve un trasloco da Bettembourg fino a Bari, trilocale più cantina, chi fa viaggi in Italia?",
    "moving", "Bettembourg", "Bettembourg", distractors=("Puglia", "Bari", "Italia"), situation="moving house from Luxembourg to southern Italy")
add("it-s10", "Vorrei installare un termostato smart Netatmo e le valvole termostatiche su tutti i termosifoni, caldaia a gas, casa a Canach.",
    "heating", "Lenningen", "Canach", situation="smart thermostat and thermostatic radiator valves")
add("it-t01", "Nel giardino dei miei nonni a Villerupt, in Francia, sono comparsi dei buchi vicino al compost e una galleria sotto la casetta degli attrezzi. Mio nonno ieri sera ha visto un animale grigio, grosso, con la coda lunga, correre verso il muro. Hanno anche le galline e temono per il mangime. Loro sono anziani e io lavoro in Lussemburgo, posso mandare qualcuno da qui?",
    "pest-control", "abroad", "Villerupt", distractors=("Francia", "Lussemburgo"), kind="a", nu="U", situation="burrows by the compost and a large long-tailed animal at grandparents' house across the French border")
add("it-t02", "Quando parte lo scarico della lavatrice, nella doccia al piano terra l'acqua risale dal piatto e fa un odore terribile. Anche il WC gorgoglia per un minuto. È iniziato da quando abbiamo messo la nuova lavastoviglie. Abitiamo a Greiveldange, casa vecchia.",
    "plumbing", "Stadtbredimus", "Greiveldange", kind="a", nu="U", situation="water backs up into the shower when the washing machine drains")
add("it-t03", "I pannelli sul tetto quest'estate hanno prodotto un 30% in meno rispetto all'anno scorso, con lo stesso sole. Guardando dal giardino, uno dei pannelli ha una macchia marrone e una specie di bolla. L'app segnala tutto normale. Casa a Bous, l'impianto ha 7 anni.",
    "solar", "Bous-Waldbredimus", "Bous", kind="a", nu="U", situation="rooftop panels produce 30% less, one panel has a brown blister")
add("it-t04", "L'anno scorso abbiamo rifatto il vialetto d'ingresso da soli. Al negozio di bricolage ci hanno detto che bastava il calcestruzzo premiscelato in sacchi, 5 cm senza rete. Dopo l'inverno si sbriciola, ci sono crepe ovunque e un pezzo si è abbassato. Vorremmo un muratore che lo demolisca e lo rifaccia bene. Casa a Heffingen, vialetto di circa 25 m².",
    "masonry", "Heffingen", "Heffingen", kind="b", nu="N", situation="DIY concrete drive on a shop's advice crumbled; demolish and redo")
add("it-t05", "Il tetto piano del garage perde da due anni. Mio fratello ci ha passato sopra una vernice bituminosa dicendo che avrebbe chiuso tutte le crepe. Dopo un mese perdeva di nuovo, e adesso c'è una macchia sul soffitto e la bici è arrugginita. Vogliamo rifare la guaina come si deve. Siamo ad Angelsberg.",
    "roofing", "Fischbach", "Angelsberg", kind="b", nu="U", situation="leaking flat garage roof painted with bitumen by a brother; new membrane needed")
add("it-t06", "Sabato abbiamo fatto la festa per i 18 anni di mia figlia in casa. Il catering ci ha detto di mettere sale e acqua calda sulle macchie di vino rosso sulla moquette, ora sono ancora peggio e ovunque. Il divano chiaro ha macchie di sugo e la cucina è un disastro. Mi servirebbe qualcuno domani per una pulizia a fondo e per trattare la moquette. Abitiamo a Cruchten.",
    "cleaning", "Nommern", "Cruchten", kind="b", nu="U", situation="clean-up after a party; caterer's salt-and-hot-water advice fixed wine stains")
add("it-t07", "Mio cognato ci ha montato tre porte interne in legno massello nella casa nuova. Ha detto che se non chiudono bene è normale, il legno si assesta. Sono passati sei mesi: una striscia sul pavimento, una non entra nella serratura e l'altra ha uno spiraglio di un dito in alto. Cerco un falegname che le regoli o le rimonti. Casa a Medernach.",
    "carpentry", "Vallée de l'Ernz", "Medernach", kind="b", nu="N", situation="three solid-wood interior doors badly hung by a relative")
add("it-t08", "Abbiamo un agriturismo con quattro camere vicino a Bourscheid e stiamo rifacendo il sito e i profili. Ci servono foto delle camere, della colazione e del paesaggio, e un video di un minuto con il drone sopra la valle e il castello. Possibilmente a maggio, quando è tutto verde.",
    "photography", "Bourscheid", "Bourscheid", kind="c", nu="U", situation="farm guesthouse needs room photos and a drone video")
add("it-t09", "Siamo uno studio di architettura a Lussemburgo con 7 persone. Il server con i progetti è sotto una scrivania, i backup li facciamo a mano quando ce ne ricordiamo e i plotter vanno in crisi ogni settimana. Vorremmo qualcuno che metta ordine: backup automatico, accesso da casa e un contratto di assistenza.",
    "it-support", "Luxembourg", "Lussemburgo", kind="c", nu="U", situation="architects' office: server, backups, remote access, plotters")
add("it-t10", "Ho aperto da tre mesi una pizzeria con mio cugino, abbiamo quattro dipendenti. Finora teniamo le ricevute in una scatola e le buste paga le fa un amico. Cerchiamo un commercialista che si occupi della contabilità mensile, delle paghe e delle dichiarazioni. Quanto costa più o meno al mese?",
    "accounting", None, None, kind="c", nu="N", situation="new pizzeria needs monthly bookkeeping, payroll and returns")
add("it-t11", "Apriamo una gelateria artigianale a Oberkorn in un locale di 50 m² con una vetrina lunga. Non sappiamo dove mettere il banco, i tavolini e la zona laboratorio a vista, e vorremmo colori e luci che facciano venire voglia di entrare. Il budget per l'arredo c'è, manca l'idea d'insieme.",
    "interior-design", "Differdange", "Oberkorn", kind="c", nu="U", situation="new ice-cream parlour: layout, colours and lighting")
add("it-t12", "Abbiamo un garage doppio staccato dalla casa a Kayl che usiamo solo come deposito. Stavamo pensando di trasformarlo in un monolocale con bagno da affittare. Conviene davvero, considerando permessi, isolamento, impianti e bagno? Quanto potrebbe costare più o meno?",
    "renovation", "Kayl", "Kayl", kind="d", nu="U", situation="is converting a detached garage into a rentable studio worth it")
add("it-t13", "La nostra azienda produce macchine per la pasta e dobbiamo consegnare il manuale d'uso (60 pagine) in francese e tedesco a un cliente. Serve un traduttore tecnico specializzato o va bene uno generico? Quanto si paga di solito a parola e quanto tempo ci vuole?",
    "translation", None, None, kind="d", nu="N", situation="technical translation of a machine manual: specialist or general translator, price")
add("it-t14", "Sono architetta freelance e vorrei un sito portfolio in tre lingue con i miei progetti. Meglio WordPress con un tema o un sito fatto su misura? E chi poi lo aggiorna, io o serve un contratto di manutenzione? Quanto costa in media?",
    "web-development", None, None, kind="d", nu="U", situation="trilingual portfolio site: template or custom, maintenance")
add("it-t15", "Stiamo rifacendo il bagno piccolo (4 m²) nella nostra casa a Esch-sur-Alzette e ci piacciono le lastre grandi 120x120. Il piastrellista dice che in un bagno così piccolo sono uno spreco e difficili da posare, il negozio dice che sono perfette. Chi ha ragione? E quanto costa la posa al m² per quel formato?",
    "tiling", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="N", situation="large-format tiles in a tiny bathroom: worth it, laying cost")

# ---------------- Spanish ----------------
add("es-s01", "El portero automático no suena desde la tormenta del martes y tampoco abre la puerta de abajo, ¿alguien puede venir a revisarlo a Useldange?",
    "electrical", "Useldange", "Useldange", situation="door entry phone dead since a storm")
add("es-s02", "Quiero plantar un seto de carpes de unos 20 metros a lo largo de la valla para tener privacidad, casa en Beckerich, ¿hacen también la preparación del terreno?",
    "gardening", "Beckerich", "Beckerich", situation="plant a 20 m hornbeam hedge along a fence")
add("es-s03", "Después de dos robos en el edificio quiero cambiar el bombín de mi puerta por uno antibumping de seguridad, vivo en Hollerich.",
    "locksmith", "Luxembourg", "Hollerich", situation="upgrade to an anti-bumping cylinder after burglaries in the building")
add("es-s04", "hola buscamos alguien para poner baldosa hidráulica en el recibidor unos 8 m2 ya tenemos las baldosas compradas estamos en saeul",
    "tiling", "Saeul", "saeul", situation="lay encaustic cement tiles in an entrance hall, voice-typed")
add("es-s05", "Necesito un intérprete de español a francés para acompañarme a una reunión en el banco por la hipoteca el próximo jueves por la mañana.",
    "translation", None, None, situation="interpreter for a mortgage meeting at the bank")
add("es-s06", "Mi placa de inducción Bosch hace clic y se encienden las luces pero no calienta ninguna zona, ¿reparan a domicilio en Mamer?",
    "appliance-repair", "Mamer", "Mamer", situation="induction hob clicks and lights up but does not heat")
add("es-s07", "Busco una persona o empresa para limpiar nuestra casa en Pratz una vez por semana, unas 4 horas, incluido planchar.",
    "cleaning", "Préizerdaul", "Pratz", situation="weekly house cleaning including ironing")
add("es-s08", "¿Alguien conoce un profesor de guitarra que dé clases a niños de 10 años los sábados por la mañana? 🎸",
    None, None, None, situation="guitar teacher for a child (not a listed trade)")
add("es-s09", "El inodoro se mueve cuando te sientas y sale agua por la base cada vez que tiramos de la cadena, estamos en Ell.",
    "plumbing", "Ell", "Ell", situation="toilet rocks and leaks at its base when flushed")
add("es-s10", "Me gustaría una sesión de fotos de embarazo al aire libre junto al lago, en Liefrange o por ahí, a finales de septiembre con buena luz.",
    "photography", "Lac de la Haute-Sûre", "Liefrange", situation="outdoor pregnancy photo shoot by the lake")
add("es-t01", "La casa de mi madre está en Martelange, en el lado belga, justo en la frontera. Desde hace unas semanas la caldera de gasóleo hace unos golpes fuertes, como martillazos en las tuberías, sobre todo de noche cuando arranca. Los radiadores calientan pero ella no duerme. Mi madre tiene 81 años y yo vivo aquí en Luxemburgo, ¿pueden ir ustedes?",
    "heating", "abroad", "Martelange", distractors=("Luxemburgo",), kind="a", nu="U", situation="loud knocking in the pipes when the oil boiler starts, mother's house on the Belgian side of the border")
add("es-t02", "He encontrado agujeritos en tres jerséis de lana y en un abrigo bueno. Al abrir el armario salen volando unas mariposas pequeñitas de color beige. He puesto bolitas de lavanda pero siguen saliendo y ahora también las veo en la alfombra del salón. Vivimos en Réiden.",
    "pest-control", "Redange", "Réiden", kind="a", nu="U", situation="holes in woollens and small beige moths flying out of the wardrobe")
add("es-t03", "Las puertas del armario empotrado del dormitorio se han descolgado. Una ya no cierra y roza el suelo, y en la otra la bisagra se ha arrancado del tablero con un trozo de madera. El armario tiene unos 15 años y es de roble. Estamos en Michelbouch.",
    "carpentry", "Vichten", "Michelbouch", kind="a", nu="U", situation="built-in oak wardrobe doors sagging, hinge torn out of the panel")
add("es-t04", "Hace tres años talaron un abeto grande en nuestro jardín y el vecino nos dijo que dejáramos el tocón, que se pudría solo en un par de años. Sigue ahí, lleno de hongos, y ahora salen raíces por el césped y ya nos hemos tropezado dos veces. Queremos que alguien lo triture y deje el césped nuevo en esa zona. Vivimos en Arsdorf.",
    "gardening", "Rambrouch", "Arsdorf", kind="b", nu="U", situation="stump left to rot on a neighbour's advice; grind it and re-turf")
add("es-t05", "Un amigo nos dijo que podíamos tirar nosotros mismos el tabique entre la cocina y el salón, que era de pladur. Empezamos el sábado y resulta que es de ladrillo macizo y encima hay una viga. Hemos parado. Necesitamos un albañil que mire si es de carga y nos haga la abertura con un dintel como se debe. Casa en Grosbous.",
    "masonry", "Groussbus-Wal", "Grosbous", kind="b", nu="N", situation="friend said the kitchen wall was plasterboard; it is solid brick, possibly load-bearing")
add("es-t06", "Alquilamos un piso en Merl con las paredes del salón en rojo oscuro. Un conocido nos dijo que con una mano de blanco bastaba. Ahora el salón está rosa, con manchas y marcas del rodillo por todas partes. El casero nos deja cambiarlo si queda bien. Buscamos a alguien que lo deje blanco de verdad, son unos 60 m² de pared.",
    "painting", "Luxembourg", "Merl", kind="b", nu="U", situation="one coat of white over dark red turned pink and patchy")
add("es-t07", "En la tienda de lámparas nos vendieron 24 focos empotrados para el salón y la cocina, diciendo que era lo más moderno. Ya están puestos y aquello parece un quirófano, luz dura y sin ambiente. Queremos que un interiorista nos haga un proyecto de iluminación con lámparas de pie, apliques y luz indirecta antes de tocar nada más. Casa en Tuntange.",
    "interior-design", "Helperknapp", "Tuntange", kind="b", nu="N", situation="shop sold 24 downlights, room feels like an operating theatre; wants a lighting plan")
add("es-t08", "Tenemos un restaurante de tapas en Heiderscheid. El datáfono se desconecta cada dos por tres, el wifi de clientes va lentísimo y el ordenador de la caja se reinicia solo. Los fines de semana es un caos. Queremos que alguien lo revise todo y separe la red de clientes de la nuestra.",
    "it-support", "Esch-sur-Sûre", "Heiderscheid", kind="c", nu="U", situation="tapas restaurant: card terminal drops, guest Wi-Fi, till PC reboots")
add("es-t09", "Tenemos una tienda de muebles de jardín en Pommerloch con una nave de 1.500 m² de cubierta plana. En verano el aire acondicionado y la iluminación nos cuestan una fortuna. Queremos producir nuestra propia electricidad con el sol en esa cubierta. ¿Quién hace estudios e instalaciones para negocios?",
    "solar", "Winseler", "Pommerloch", kind="c", nu="U", situation="garden-furniture store wants to produce its own electricity on a flat roof")
add("es-t10", "Somos una escuela de baile en Fentange y en junio nos cambiamos a un local más grande. Hay que llevar espejos de 2 metros, barras, equipos de sonido, 80 sillas y el suelo de linóleo enrollado. Buscamos una empresa de mudanzas con experiencia en cosas frágiles que lo haga un domingo.",
    "moving", "Hesperange", "Fentange", kind="c", nu="N", situation="dance school moving mirrors, barres and sound equipment")
add("es-t11", "Somos una pequeña empresa de catering. Un antiguo empleado ha abierto su propio negocio con un nombre casi igual al nuestro y está usando fotos de nuestros platos en su web. Le escribimos y no contesta. Necesitamos un abogado que sepa de marcas y propiedad intelectual.",
    "legal", None, None, kind="c", nu="N", situation="catering firm: former employee copies its name and photos")
add("es-t12", "Trabajo aquí por cuenta ajena pero tengo un piso alquilado en Valencia, en España. Hasta ahora hacía la declaración yo sola, pero me han dicho que debería declarar el alquiler en los dos países. ¿Merece la pena contratar a un contable para esto? ¿Cuánto suele costar?",
    "accounting", None, None, distractors=("Valencia", "España"), kind="d", nu="N", situation="salaried employee with a rented flat in Spain: is an accountant worth it")
add("es-t13", "Doy clases de yoga y quiero una web sencilla con horarios, precios y reserva de clases. ¿Es mejor hacerla yo con Wix o pagar a alguien? ¿Cuánto cuesta más o menos una web así y cuánto se paga al año por mantenerla?",
    "web-development", None, None, kind="d", nu="U", situation="yoga teacher: DIY site builder or pay someone")
add("es-t14", "Hemos comprado una casa en Boulaide con la cocina original de 1985. Queremos quitarlo todo y hacer cocina nueva abierta al comedor, con isla, suelo nuevo y luces. ¿Cuánto puede costar algo así más o menos y cuánto tiempo estaríamos sin cocina?",
    "renovation", "Boulaide", "Boulaide", kind="d", nu="U", situation="full kitchen refit opened to the dining room: cost and duration")
add("es-t15", "Tenemos que cambiar las tejas de nuestra casa en Bartreng, que son de 1978. ¿Vale la pena aprovechar para aislar el tejado por fuera o es mejor solo cambiar tejas y aislar luego desde dentro? ¿Qué diferencia de precio hay más o menos por m²?",
    "roofing", "Bertrange", "Bartreng", kind="d", nu="U", situation="re-roofing: insulate from outside at the same time or not")
