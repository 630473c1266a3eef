MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, eise Spullkaste vum WC am Buedzëmmer leeft zënter zwou Woche permanent no an d'Waasserrechnung ass schonn héich, kéint een dës Woch laanscht kommen, mir wunnen zu Wolz an der Grand-Rue.",
    "plumbing", "Wiltz", "Wolz", situation="Toilet cistern keeps running after flushing, water bill rising")
add("lb-s02", "mir brauchen 3 Steckdousen dobaussen op der Terrass an eng Luucht beim Gaardenhaischen, adress ass zu klierf, wien huet Zäit virum Summer",
    "electrical", "Clervaux", "klierf", situation="Three outdoor sockets on the terrace and a light at the garden shed")
add("lb-s03", "D'Schlass vun eiser Bréifkëscht am Haus um Lampertsbierg ass futti an d'Post ka keng Bréiwer méi erareechen, kann ee mir dat ersetzen? 🙏",
    "locksmith", "Luxembourg", "Lampertsbierg", situation="Broken lock of a letterbox in a shared house; postman cannot deliver")
add("lb-s04", "Mäi Rasen zu Ëlwen ass méi Moos wéi Gras, ech hätt gär een deen en am Abrëll vertikutéiert, nei séit a fir d'éischt ee Joer versuergt.",
    "gardening", "Troisvierges", "Ëlwen", not_place=("éischt",), situation="Mossy lawn to scarify, reseed and look after for a year")
add("lb-s05", "Fir eis Vakanzewunneng zu Veianen sichen mir ab Mee eng Equipe déi all Samschdeg tëscht zwee Gäscht propper mécht, Bettwäsch inklusiv.",
    "cleaning", "Vianden", "Veianen", situation="Weekly changeover cleaning of a holiday flat between guests")
add("lb-s06", "Meng zwou Schwësteren an ech streiden eis zënter dem Doud vun eisem Papp iwwert den Testament an ech hätt gär e Rendez-vous mat engem Affekot, deen sech mat Ierfschaftsrecht auskennt.",
    "legal", None, None, situation="Siblings disputing a father's will; wants an inheritance lawyer")
add("lb-s07", "Mir verkafen eist Haus (L-9350) a brauchen schéi Fotoen dobannen an dobaussen, am beschten och e puer Drone-Biller, fir d'Annonce op athome.",
    "photography", "Tandel", "L-9350", situation="Property photos, inside, outside and drone, for a house sale listing")
add("lb-s08", "ech brauch den Expertise-Rapport vun eisem Bauschued (12 Säiten, Franséisch) op Englesch iwwersat fir eis Versécherung, wat kascht dat ongeféier",
    "translation", None, None, situation="Translate a 12-page French building-damage expert report into English for an insurer")
add("lb-s09", "Op eisem Balkon zu Heesdref hunn sech no dem Frascht vill Plättercher geléist a klénge wann ee drop trëppelt, ech hätt gär datt een déi nei leet ier eppes ofbrécht.",
    "tiling", "Wincrange", "Heesdref", situation="Balcony tiles loosened by frost, hollow-sounding, need relaying")
add("lb-s10", "Wou kann ech nach dës Woch meng Wanterpneuen um Auto montéiere loossen, mäi Garage huet eréischt Rendez-vous am Januar?",
    None, None, None, situation="Wants winter tyres fitted on a car; not a trade of the marketplace")
add("lb-t01", "Mir wunnen zu Housen an engem Haus vun 2015 mat Buedemheizung. Zënter Oktober bleift de Buedem am Kannerzëmmer kal, och wann den Thermostat op 23 steet. An alle anere Raim gëtt et waarm. Am Keller beim Verdeeler ass een vun de klenge Reegler anescht wéi déi aner, mee mir trauen eis net drun ze dréien. D'Kand schléift elo bei eis am Bett.",
    "heating", "Parc Hosingen", "Housen", kind="a", nu="U", situation="One underfloor-heating loop stays cold in a child's bedroom")
add("lb-t02", "Moien! Zënter e puer Nuechten héiere mer et iwwert dem Plafong am Schlofzëmmer kraazen a lafen. Um Späicher leien lauter kleng schwaarz Kréimelen an d'Isolatioun ass un zwou Plazen zerrappt. Eis Kaz geet net do erop. Mir sinn zu Wäisswampech, Haus ass an enger Sackgaass beim Feld.",
    "pest-control", "Weiswampach", "Wäisswampech", kind="a", nu="U", situation="Scratching above bedroom ceiling, droppings and torn insulation in the attic")
add("lb-t03", "no dem Stuerm leschte Freideg hu mer um Späicher e groussen brongen Flecken um Holz gesinn. vum Gaart aus gesäit een datt e puer Zillen verrutscht sinn. elo soll et nees eng Woch reenen. mir wunnen zu Wëlwerwolz, d'Haus ass zimlech héich, ech ka selwer net do erop.",
    "roofing", "Kiischpelt", "Wëlwerwolz", not_place=("Holz",), kind="a", nu="U", situation="Storm shifted roof tiles; brown water stain in the attic")
add("lb-t04", "Eisen Tumbler (Miele, 6 Joer al) dréint nach, mee d'Wäsch bleift naass, en hëtzt einfach net méi. Mäi Schwoer seet, dat lount sech net méi, mir sollen en neien kafen. Ech fannen dat schued bei engem Apparat deen 1200 € kascht huet. Gëtt et e Reparateur fir Haushaltsapparater deen op Ettelbréck kënnt a sech dat ukuckt?",
    "appliance-repair", "Ettelbruck", "Ettelbréck", kind="b", nu="N", situation="Tumble dryer turns but no longer heats; brother-in-law says buy new")
add("lb-t05", "Eis Stützmauer am Gaart zu Dol huet e Rass vun uewen bis ënnen kritt, ongeféier 2 cm breet. Den Noper sot, mir sollen einfach Silikon drasprëtzen, dat géif duergoen. Elo ass de Silikon schonn nees gerass an d'Mauer hänkt e bësse no vir. Wien kann dat richteg flécken oder nei opriichten?",
    "masonry", "Goesdorf", "Dol", kind="b", nu="U", situation="Cracked, leaning garden retaining wall; neighbour advised silicone")
add("lb-t06", "Mir lounen en Haus zu Stolzebuerg mat enger Pelletsheizung. Zënter e puer Deeg richt et am Keller no Damp an um Kessel ass Rouss. De Proprietär mengt dat wier normal am Wanter a mir sollen d'Fënster opmaachen. Ech hätt awer gär datt e Chauffagist dat ukuckt ier eppes geschitt, wie kéint kommen?",
    "heating", "Putscheid", "Stolzebuerg", kind="b", nu="N", situation="Pellet boiler smells of smoke and is sooty; landlord says it is normal")
add("lb-t07", "Eis Holztrap zu Mäerzeg ass bal 40 Joer al, all Stuf kraacht an déi drëtt vun ënnen wackelt. Lount et sech déi ze flécken oder ass eng nei Trap am Enn méi bëlleg? Mir wëllen d'Holz eigentlech behalen, et ass Eech. Wat kascht sou eppes an der Reegel?",
    "carpentry", "Mertzig", "Mäerzeg", not_place=("Eech", "Holz"), kind="d", nu="U", situation="Old oak staircase creaks with one loose step; repair or replace?")
add("lb-t08", "Am Bauhaus hu se eis eng normal Wandfaarf fir de Plafong an der Kichen verkaf. Elo, no 5 Méint, bliedert se iwwert dem Kachfeld a fält an d'Iessen. Ech hu kee Loscht dat nach eng Kéier selwer ze maachen. Sicht e Moler fir Kichen an Gank, Wunneng zu Bouneweg, 2. Stack ouni Lift.",
    "painting", "Luxembourg", "Bouneweg", kind="b", nu="N", situation="Kitchen ceiling paint sold by DIY store peels above the hob; wants a painter")
add("lb-t09", "Mir bedreiwen de Camping zu Buerschent. D'Wifi fir d'Gäscht geet just bis bei d'Receptioun, op den ënneschte Plazen beim Floss ass näischt méi. Zousätzlech hänkt de PC mat de Reservatiounen all Moment. D'Saison fänkt den 1. Abrëll un. Wie kann eis e richtegt Netz opbauen?",
    "it-support", "Bourscheid", "Buerschent", kind="c", nu="U", situation="Campsite wifi does not reach lower pitches; booking PC freezes")
add("lb-t10", "Ech sinn zënter dësem Joer Keessier vun eisem Fussballveräin. Mäi Virgänger huet alles an engem Heft gefouert, et gi Rechnungen, Cotisatiounen a Subsiden. Fir d'Generalversammlung brauche mir ordentlech Comptes. Kennt dir e Comptabel dee Veräiner mécht an net ze deier ass?",
    "accounting", None, None, kind="c", nu="N", situation="Football club treasurer needs a bookkeeper for proper annual accounts")
add("lb-t11", "Eis Museksschoul muss bis Enn Juni aus dem alen Gebai zu Dikrech eraus. Et sinn 2 Flilleken, 30 Pulten, Archiven an eng ganz Partie Instrumenter. Dat neit Gebai ass zu Ettelbréck. Mir brauchen eng Firma mat Camion a Leit déi dat virsiichteg droen.",
    "moving", "Diekirch", "Dikrech", distractors=("Ettelbréck",), kind="c", nu="U", situation="Music school relocating instruments, desks and archives to a new building")
add("lb-t12", "Mir hunn e klenge Reitstall mat 14 Päerd. D'Reitstonne gi bis elo per Telefon an WhatsApp reservéiert an dat ass de pure Chaos. Mir hätte gär eng Säit wou d'Elteren selwer eng Stonn bucht a bezilt. Wat kascht sou eppes a wie mécht dat?",
    "web-development", None, None, kind="c", nu="U", situation="Riding stable wants an online page where parents book and pay lessons")
add("lb-t13", "Eisen Daach zu Nidderfeelen geet Ost-West, net Süd. Lount sech Photovoltaik do iwwerhaapt? Den Daach huet ongeféier 60 m² op all Säit. Eng Solarfirma huet mir eng Offer vun 18.000 € gemaach, ass dat normal fir 9 kWc? Ech hätt gär nach eng zweet Offer.",
    "solar", "Feulen", "Nidderfeelen", kind="d", nu="N", situation="Is PV worth it on an east-west roof; second quote wanted")
add("lb-t14", "Mir hunn eng Mauer erausgeholl an hunn elo zu Pommerlach e grousse Raum mat Kichen, Iessdësch a Stuff. Mee et gesäit eidel a kal aus, mir wëssen net wou de Canapé hi soll a wéi eng Luuchten. Lount et sech, een ze bezuelen deen e Plang mat Miwwelen, Faarwen a Beliichtung mécht? Wat kascht dat ongeféier?",
    "interior-design", "Winseler", "Pommerlach", kind="d", nu="U", situation="New open-plan living area looks empty; worth paying for a layout and lighting plan?")
add("lb-t15", "Mir hunn e Bungalow vun 1974 zu Sankt Vith an der Belsch kaaft, just iwwert der Grenz. D'Buedzëmmer an d'Kichen musse ganz eraus: Leitungen, Plättercher, Elektresch, alles. Wat kascht esou eppes ongeféier? A kommen Lëtzebuerger Betriber iwwerhaapt dohinner?",
    "renovation", "abroad", "Sankt Vith", distractors=(), kind="d", nu="U", situation="Full bathroom and kitchen refit in a bungalow just across the Belgian border")

# ---------------- French ----------------
add("fr-s01", "Bonjour, je viens de recevoir une Tesla Model Y et je voudrais faire installer une borne de recharge 11 kW dans mon garage à Strassen, le tableau électrique est juste à côté.",
    "electrical", "Strassen", "Strassen", situation="Install an 11 kW wallbox in a garage next to the fuse board")
add("fr-s02", "évier de la cuisine complètement bouché depuis hier soir, l'eau remonte même dans le lave-vaisselle, je suis au howald, quelqu'un dispo aujourd'hui ?",
    "plumbing", "Hesperange", "howald", situation="Kitchen sink blocked, water backing up into the dishwasher")
add("fr-s03", "Au retour de Barcelone on a découvert des punaises de lit dans la chambre de notre appartement au Kirchberg et on aimerait un traitement le plus vite possible svp 😩",
    "pest-control", "Luxembourg", "Kirchberg", distractors=("Barcelone",), situation="Bed bugs in a flat after a trip")
add("fr-s04", "Les joints de notre douche à l'italienne sont noirs et s'effritent, on voudrait les faire refaire à Mondorf (côté luxembourgeois, pas Mondorff en France).",
    "tiling", "Mondorf-les-Bains", "Mondorf", distractors=("Mondorff", "France"), situation="Crumbling grout in a walk-in shower needs redoing")
add("fr-s05", "Je télétravaille depuis Gasperich et depuis la mise à jour de la box plus aucun PC n'arrive à imprimer sur l'imprimante réseau Brother, il me faudrait quelqu'un de compétent.",
    "it-support", "Luxembourg", "Gasperich", situation="After router update no PC can print to the network printer")
add("fr-s06", "Nous cherchons un interprète japonais-français pour une visioconférence de deux heures avec un fournisseur d'Osaka le 14 janvier.",
    "translation", None, None, situation="Japanese-French interpreter for a two-hour supplier video call")
add("fr-s07", "Je travaille au Luxembourg mais j'habite à Hettange-Grande et je voudrais faire planter 8 arbres fruitiers au fond de mon jardin cet automne, vous avez quelqu'un qui passe la frontière ?",
    "gardening", "abroad", "Hettange-Grande", distractors=("Luxembourg",), situation="Planting eight fruit trees in a garden just across the French border")
add("fr-s08", "Ma fille de 9 ans voudrait commencer le piano et je cherche un professeur qui viendrait à la maison le mercredi après-midi.",
    None, None, None, situation="Piano teacher for a 9-year-old; not a trade of the marketplace")
add("fr-s09", "Porte claquée avec les clés et le téléphone de mon fils à l'intérieur, j'écris depuis chez la voisine, rue de l'Alzette à Esch/Alzette pas loin de la gare, c'est urgent !!",
    "locksmith", "Esch-sur-Alzette", "Esch/Alzette", not_place=("gare",), situation="Locked out, keys inside, writing from a neighbour's phone")
add("fr-s10", "bonjour on cherche qqn pour laver toutes les vitres de la maison + la véranda 2 fois par an, rue des Champs L-8080",
    "cleaning", "Bertrange", "L-8080", situation="Window and veranda cleaning twice a year")
add("fr-t01", "Depuis une semaine, les lumières du salon clignotent dès que le four tourne. Hier soir, tout a sauté quand j'ai mis la bouilloire en même temps. Ce matin il y avait une odeur de brûlé près de la prise derrière le frigo et elle est un peu noircie. J'ai coupé le disjoncteur de la cuisine par précaution. Maison à Helmsange, années 80.",
    "electrical", "Walferdange", "Helmsange", kind="a", nu="U", situation="Flickering lights, tripping breaker and a scorched socket behind the fridge")
add("fr-t02", "Bonjour. Tous les deux jours je dois remettre de l'eau dans le circuit, la pression tombe de 1,5 à 0,5 bar. Il n'y a aucune flaque visible dans la maison. Par contre le sol de la cave est humide près du départ vers la salle de bain. Nous habitons à Moutfort.",
    "heating", "Contern", "Moutfort", kind="a", nu="U", situation="Central heating loses pressure every two days, damp cellar floor")
add("fr-t03", "Le voisin a fait creuser pour une piscine l'été dernier. Depuis, une fissure en diagonale part du coin de la fenêtre de la cuisine et elle s'élargit. Des morceaux de crépi tombent sur la terrasse. On habite à Remerschen et on voudrait que quelqu'un regarde ça avant l'hiver.",
    "masonry", "Schengen", "Remerschen", kind="a", nu="U", situation="Widening diagonal crack and falling render after neighbour's excavation")
add("fr-t04", "Nos gouttières débordent à chaque grosse pluie. Le voisin nous a conseillé de simplement poser une grille anti-feuilles, ce qu'on a fait, mais ça ne change rien. En regardant mieux, la gouttière côté rue s'est décrochée et penche vers le milieu. On cherche un couvreur à Dalheim ou dans les environs.",
    "roofing", "Dalheim", "Dalheim", kind="b", nu="N", situation="Gutter overflowing and sagging; neighbour's leaf-guard tip did not help")
add("fr-t05", "Mon beau-frère a repeint notre façade à Sandweiler il y a deux ans avec de la peinture qui lui restait. On a appris après que c'était de la peinture pour l'intérieur. Aujourd'hui elle farine, elle cloque et s'en va par plaques. Il faudrait tout gratter et refaire correctement avant de vendre la maison.",
    "painting", "Sandweiler", "Sandweiler", kind="b", nu="U", situation="Facade painted with interior paint by brother-in-law is peeling")
add("fr-t06", "Nous quittons notre appartement d'Obercorn pour Metz fin mars. Ma mère dit qu'on n'a qu'à louer une camionnette et demander aux copains. Mais on est au 4e sans ascenseur et on a un frigo américain de 120 kg. Je préfère payer des déménageurs, vous pouvez m'envoyer des devis ?",
    "moving", "Differdange", "Obercorn", distractors=("Metz",), kind="b", nu="N", situation="Moving out of a 4th-floor flat without lift; mother suggests doing it with friends")
add("fr-t07", "Le magasin nous avait vendu une huile « spéciale bois exotique » pour notre terrasse à Mullendorf. Deux ans après, les lames sont grises, trois sont pourries et bougent quand on marche dessus. Le vendeur dit maintenant qu'il fallait une lasure. On voudrait remplacer les lames abîmées et savoir quoi mettre.",
    "carpentry", "Steinsel", "Mullendorf", kind="b", nu="U", situation="Wooden deck boards rotten despite shop-recommended oil; replace damaged boards")
add("fr-t08", "Notre société de conseil (35 personnes) refait son site et ses profils LinkedIn. Il nous faut des portraits de tout le personnel, sur fond neutre et cohérents. L'idéal serait une demi-journée dans nos bureaux à Senningerberg avec éclairage installé sur place. Pouvez-vous nous proposer quelqu'un ?",
    "photography", "Niederanven", "Senningerberg", kind="c", nu="U", situation="Consulting firm wants staff headshots shot on site")
add("fr-t09", "Nous sommes une entreprise de logistique avec un entrepôt à Munsbach. Le toit fait environ 2 000 m² et il est plat. La direction aimerait produire une partie de notre électricité nous-mêmes. Nous cherchons un installateur photovoltaïque capable de gérer un projet de cette taille.",
    "solar", "Schuttrange", "Munsbach", kind="c", nu="N", situation="Logistics company wants PV on a 2,000 m² flat warehouse roof")
add("fr-t10", "Je gère un cabinet dentaire avec 6 salariés. Jusqu'ici ma femme faisait les fiches de salaire sur Excel mais elle reprend son travail. Il y a aussi les déclarations au CCSS et les congés à suivre. Qui pourrait reprendre ça chaque mois ?",
    "accounting", None, None, kind="c", nu="U", situation="Dental practice needs monthly payroll for six employees")
add("fr-t11", "Notre crèche a signé un contrat de trois ans pour les repas avec un traiteur. Les repas arrivent froids et en retard depuis des mois, on a des photos et des mails. Le traiteur refuse de résilier et réclame des pénalités. Le conseil d'administration voudrait l'avis d'un avocat en droit des contrats.",
    "legal", None, None, kind="c", nu="N", situation="Day-care centre wants out of a catering contract; lawyer needed")
add("fr-t12", "Je fabrique des savons artisanaux et je vends pour l'instant sur les marchés. Je voudrais une boutique en ligne avec paiement et livraison. Est-ce que Shopify suffit ou est-ce qu'il vaut mieux un site fait sur mesure ? Et ça coûte combien en gros ?",
    "web-development", None, None, kind="d", nu="U", situation="Soap maker: Shopify or custom online shop, and cost")
add("fr-t13", "On vient d'acheter un appartement de 80 m² à Remich avec vue sur la Moselle. Tout est blanc et vide et on ne sait pas par où commencer. Est-ce que ça vaut la peine de prendre un architecte d'intérieur pour un si petit espace ? Ils facturent au m² ou au forfait ?",
    "interior-design", "Remich", "Remich", kind="d", nu="N", situation="Is an interior designer worth it for an 80 m² flat, and how they charge")
add("fr-t14", "Une des quatre zones de ma plaque à induction Siemens ne chauffe plus, l'écran affiche juste un point qui clignote. La plaque a 7 ans. Est-ce que ça vaut le coup de la faire réparer ou je la remplace directement ? Je suis à Aspelt.",
    "appliance-repair", "Frisange", "Aspelt", kind="d", nu="U", situation="One induction zone dead; repair or replace a 7-year-old hob?")
add("fr-t15", "Nous avons hérité d'une vieille ferme à Weiler-la-Tour. Le rez-de-chaussée est à refaire entièrement : sols, électricité, cuisine, salle d'eau, cloisons. Combien de temps dure en général un tel chantier ? Et peut-on habiter à l'étage pendant les travaux ?",
    "renovation", "Weiler-la-Tour", "Weiler-la-Tour", kind="d", nu="U", situation="Duration of a full ground-floor refit of an inherited farmhouse; can they live upstairs")

# ---------------- German ----------------
add("de-s01", "Unser Velux-Dachfenster im Kinderzimmer ist seit dem letzten Sturm undicht und es tropft bei jedem Regen aufs Bett, wir wohnen in Junglinster, bitte dringend melden.",
    "roofing", "Junglinster", "Junglinster", situation="Roof window leaking onto a child's bed since a storm")
add("de-s02", "Altbauwohnung in Hollerich, noch alter Sicherungskasten mit Schraubsicherungen, ich möchte ihn gegen einen modernen Verteiler mit FI-Schalter tauschen lassen – was kostet das ungefähr?",
    "electrical", "Luxembourg", "Hollerich", not_place=("einen",), situation="Replace an old screw-fuse box with a modern board with RCD")
add("de-s03", "Nach dem Sturm steht bei uns in Berdorf eine 25 m hohe Fichte ganz schief Richtung Haus und muss so schnell wie möglich gefällt werden.",
    "gardening", "Berdorf", "Berdorf", situation="Storm-tilted 25 m spruce leaning towards the house must be felled")
add("de-s04", "Wir suchen für Ende Februar eine Baureinigung für ein frisch umgebautes Einfamilienhaus in Capellen, 180 m², überall Gipsstaub und Farbspritzer auf den Fenstern.",
    "cleaning", "Mamer", "Capellen", situation="Post-construction cleaning of a rebuilt house, plaster dust and paint splashes")
add("de-s05", "hallo wir suchen jemanden der vom 3 bis 17 august auf unseren labrador aufpasst und zweimal am tag mit ihm rausgeht",
    None, None, None, situation="Dog sitter for two weeks in August; not a trade of the marketplace")
add("de-s06", "Ich bin Grenzgänger mit Wohnsitz in Deutschland und brauche jemanden, der meine luxemburgische Steuererklärung für 2025 macht, weil wir 2025 geheiratet haben und ich die Steuerklasse ändern will.",
    "accounting", None, None, not_place=(), situation="Cross-border worker needs his Luxembourg income tax return after marriage")
add("de-s07", "Unser Kühlschrank (Liebherr, Baujahr 2017) kühlt oben kaum noch und das Gefrierfach ist komplett vereist, gibt es jemanden in Echternach, der so etwas repariert?",
    "appliance-repair", "Echternach", "Echternach", situation="Fridge barely cools and freezer compartment iced solid")
add("de-s08", "küche in wasserbillig, möchten den alten fliesenspiegel hinter der arbeitsplatte (ca 4 m²) abschlagen und neue metro-fliesen verlegen lassen",
    "tiling", "Mertert", "wasserbillig", situation="Replace kitchen splashback tiles with metro tiles")
add("de-s09", "Im Keller meines verstorbenen Großvaters in Itzig steht ein alter Tresor, niemand kennt den Code und wir bräuchten jemanden, der ihn öffnet, ohne den Inhalt zu beschädigen.",
    "locksmith", "Hesperange", "Itzig", situation="Open a late grandfather's safe without the code")
add("de-s10", "Unser Kirchenchor braucht endlich eine eigene Website mit Probenterminen, Konzertkalender und einem kleinen Bereich nur für Mitglieder.",
    "web-development", None, None, situation="Church choir website with rehearsal dates, concerts and members area")
add("de-t01", "Heute Morgen lagen drei Stücke Schiefer auf dem Rasen. Auf dem Dachboden sieht man neben dem Kamin einen Streifen Tageslicht. Bei Wind hört man es da oben klappern. Das Haus in Flaxweiler ist von 1958.",
    "roofing", "Flaxweiler", "Flaxweiler", not_place=("einen",), kind="a", nu="U", situation="Slates fallen on the lawn, daylight visible next to the chimney in the attic")
add("de-t02", "Seit zwei Wochen stinkt es im Keller nach Kanal. Wenn oben die Waschmaschine abpumpt, kommt unten aus dem Bodenablauf graues Wasser hoch. Gestern stand die Waschküche zwei Zentimeter unter Wasser. Wir wohnen in Grevenmacher, Reihenhaus, Keller gefliest.",
    "plumbing", "Grevenmacher", "Grevenmacher", kind="a", nu="U", situation="Grey water rising from a cellar floor drain when the washing machine empties")
add("de-t03", "Jeden Morgen läuft eine lange Ameisenstraße aus der Fußleiste hinter dem Herd quer durch die Küche bis zum Katzenfutter. Wir haben schon alles geputzt und Backpulver gestreut. Jetzt tauchen sie auch im Badezimmer auf. Einfamilienhaus in Consdorf, Garten mit vielen Steinplatten.",
    "pest-control", "Consdorf", "Consdorf", kind="a", nu="U", situation="Ant trails from the skirting board through kitchen and bathroom")
add("de-t04", "Unsere PV-Anlage in Berburg bringt seit dem Frühjahr nur noch halb so viel Strom wie letztes Jahr. Der Nachbar meint, die Module müsse man nie reinigen oder prüfen, das sei halt Wetter. Am Wechselrichter blinkt aber ein rotes Lämpchen. Ich hätte gern, dass sich ein Solarteur die Anlage anschaut.",
    "solar", "Manternach", "Berburg", kind="b", nu="N", situation="PV output halved and inverter shows red light; neighbour says it is just weather")
add("de-t05", "Wir haben in Roodt-sur-Syre eine neue Wärmepumpe. Der Vermieter hat uns gesagt, wir sollen sie nur nachts laufen lassen, weil der Strom dann billiger sei. Jetzt ist es morgens 17 Grad im Wohnzimmer und die Stromrechnung ist trotzdem enorm. Wer kann die Anlage einmal richtig einstellen?",
    "heating", "Betzdorf", "Roodt-sur-Syre", kind="b", nu="U", situation="Heat pump run only at night on landlord's advice; cold rooms, high bill")
add("de-t06", "Unsere alte Natursteinmauer am Hang in Rosport wurde vor zwei Jahren mit Zementmörtel ausgefugt, so hat es uns der Baumarkt empfohlen. Jetzt platzen an vielen Stellen die Steine ab und die Fugen reißen. Ein Bekannter sagt, da hätte Kalkmörtel hingehört. Wir suchen einen Maurer, der sich mit alten Mauern auskennt.",
    "masonry", "Rosport-Mompach", "Rosport", not_place=("einen",), kind="b", nu="N", situation="Old stone wall repointed with cement on DIY store advice; stones spalling")
add("de-t07", "Mein Schwiegervater meinte, Parkett abschleifen sei kinderleicht, man leiht sich einfach eine Maschine. Jetzt hat unser Eichenparkett im Wohnzimmer in Stadtbredimus tiefe Wellen und Rillen. An zwei Stellen ist die Nutzschicht fast durch. Kann das noch jemand retten?",
    "carpentry", "Stadtbredimus", "Stadtbredimus", kind="b", nu="U", situation="Oak parquet gouged by DIY sanding on father-in-law's advice")
add("de-t08", "Wir exportieren seit diesem Jahr Crémant nach China. Für die Etiketten, das Datenblatt und die Zollunterlagen brauchen wir alles auf Chinesisch. Reicht es, wenn wir das mit DeepL machen, oder sollte unbedingt ein Muttersprachler drüberschauen? Was kostet so etwas pro Seite?",
    "translation", None, None, kind="d", nu="U", situation="Wine exporter: machine translation into Chinese enough, or native check? Price per page")
add("de-t09", "Wir sind eine Anwaltskanzlei im Bahnhofsviertel mit 8 Arbeitsplätzen. Unser Server ist 9 Jahre alt, das Backup läuft auf einer USB-Platte und die E-Mails kommen oft verspätet. Wir suchen einen IT-Dienstleister, der das modernisiert und danach betreut.",
    "it-support", "Luxembourg", "Bahnhofsviertel", not_place=("einen",), kind="c", nu="N", situation="Law firm with ageing server and USB backups needs an IT provider")
add("de-t10", "Unser Weingut in Ehnen baut den Probierraum im Winter um. Bis dahin müssen die Theke, 12 Tische, 60 Stühle und etwa 400 Kisten Wein raus und irgendwo trocken untergestellt werden. Im April soll alles wieder zurück. Wer kann das übernehmen?",
    "moving", "Wormeldange", "Ehnen", kind="c", nu="U", situation="Winery clears its tasting room into storage for winter works and back in April")
add("de-t11", "Wir führen eine kleine Pension in Wecker mit 6 Zimmern. Die Zimmer sind sauber, aber sehen aus wie 1995. Wir wollen ein einheitliches Konzept für Farben, Möbel, Vorhänge und Licht, die Handwerker haben wir selbst. Wer plant so etwas für uns?",
    "interior-design", "Biwer", "Wecker", not_place=("führen",), kind="c", nu="U", situation="Guesthouse wants a colour, furniture and lighting concept for six rooms")
add("de-t12", "Unsere Bäckerei hat drei Filialen und heißt seit 20 Jahren gleich. Letzte Woche kam eine Abmahnung von einer Firma aus Köln, die den Namen als Marke eingetragen hat. Sie verlangen 4.500 € und dass wir den Namen aufgeben. Wir brauchen dringend einen Anwalt für Markenrecht.",
    "legal", None, None, distractors=("Köln",), not_place=("einen",), kind="c", nu="N", situation="Bakery got a trademark warning letter over its name")
add("de-t13", "Unser Bauernhaus in Canach ist über 300 Jahre alt und wird nächstes Jahr abgerissen. Meine Mutter möchte es vorher für die Familie festhalten, innen, außen, vielleicht auch aus der Luft. Lohnt sich dafür ein Profi oder reicht ein gutes Handy? Mit welchen Kosten muss man rechnen?",
    "photography", "Lenningen", "Canach", kind="d", nu="U", situation="Documenting a 300-year-old farmhouse before demolition: worth a professional?")
add("de-t14", "Wir haben in Mersch eine Wohnung von 1965 gekauft, 95 m², alles original. Bad, Küche, Elektrik, Böden, Türen, alles muss neu. In welcher Reihenfolge macht man so etwas sinnvoll? Und mit wie viel pro Quadratmeter sollte man ungefähr planen?",
    "renovation", "Mersch", "Mersch", kind="d", nu="U", situation="Order of works and budget per m² for refitting a 1965 flat")
add("de-t15", "Wir wohnen in Oberbillig, direkt gegenüber von Wasserbillig. Unser Treppenhaus über drei Etagen muss gestrichen werden. Lohnt es sich, einen Maler aus Luxemburg zu nehmen, oder sind die deutlich teurer? Wir hätten gern zumindest einen Vergleich.",
    "painting", "abroad", "Oberbillig", distractors=("Wasserbillig", "Luxemburg"), not_place=("einen",), kind="d", nu="N", situation="Painting a three-storey stairwell just across the German border; is a Luxembourg painter dearer?")

# ---------------- English ----------------
add("en-s01", "Hi, looking for a cleaner for our 3-bed flat in Belair, every Tuesday morning for about 4 hours, we can pay through chèque-service.",
    "cleaning", "Luxembourg", "Belair", situation="Weekly home cleaner for a three-bedroom flat")
add("en-s02", "just bought a new ThinkPad and need someone to move everything over from my old laptop and set up automatic backups to our Synology NAS at home in merl",
    "it-support", "Luxembourg", "merl", situation="Migrate data to a new laptop and set up NAS backups")
add("en-s03", "We'd like LED bollard lights along our driveway in Bridel with a motion sensor at the gate, the cable would have to run about 30 m from the house.",
    "electrical", "Kopstal", "Bridel", situation="Driveway bollard lights with a motion sensor, 30 m cable run")
add("en-s04", "Need all walls and ceilings of a 5-room rental house in Garnich repainted white before the new tenants move in on 1 March, can anyone quote?",
    "painting", "Garnich", "Garnich", situation="Repaint a five-room rental house before new tenants arrive")
add("en-s05", "I was dismissed by email while on certified sick leave and I'd like to speak to an employment lawyer this week about whether that is even legal.",
    "legal", None, None, situation="Dismissed by email during sick leave; wants an employment lawyer")
add("en-s06", "Does anyone know a caterer who could do finger food for about 60 people at my husband's 40th birthday on the 21st of June?",
    None, None, None, situation="Caterer for a 40th birthday party; not a trade of the marketplace")
add("en-s07", "We just moved from Hamm in Germany to a house in Kleinbettingen and want every lock changed since nobody knows how many keys the previous owners handed out.",
    "locksmith", "Steinfort", "Kleinbettingen", distractors=("Hamm",), situation="Change all locks after buying a house")
add("en-s08", "Looking for a photographer for our daughter's christening in Beaufort on 12 April, church plus a couple of hours at the restaurant afterwards 📸",
    "photography", "Beaufort", "Beaufort", situation="Christening photos at church and restaurant")
add("en-s09", "How much would it cost to have 40 m² of large 120x60 porcelain tiles laid in the living room of our house in Bertrange, old laminate already removed?",
    "tiling", "Bertrange", "Bertrange", situation="Lay 40 m² of large-format porcelain floor tiles")
add("en-s10", "Since the last WooCommerce plugin update our checkout page just spins forever and customers can't pay, need a developer asap.",
    "web-development", None, None, situation="Online shop checkout broken after a plugin update")
add("en-t01", "Our water meter keeps turning even when every tap in the house is off. There's a damp patch on the lawn between the house and the street that never dries. The water bill for the last quarter was three times the usual. We live in Goeblange, house built in 1972.",
    "plumbing", "Koerich", "Goeblange", not_place=("bill",), kind="a", nu="U", situation="Meter turning with taps off, wet patch on lawn, bill tripled")
add("en-t02", "The fan in our oven has started screeching like a bird whenever it's on. It now takes almost half an hour to reach 180 degrees. Last night the pizza was still raw on top after 25 minutes. It's a built-in Bosch, about 8 years old, in our kitchen in Olm.",
    "appliance-repair", "Kehlen", "Olm", kind="a", nu="U", situation="Oven fan screeching and oven very slow to heat")
add("en-t03", "We had a party on Saturday and now there's red wine all over the cream wool rug and the light grey fabric sofa. We tried salt and sparkling water like the internet said. The stains are dry now and look even worse. Flat in Mamer, it's a rental and the sofa belongs to the landlord.",
    "cleaning", "Mamer", "Mamer", kind="a", nu="U", situation="Dried red wine stains on a wool rug and fabric sofa after a party")
add("en-t04", "We rent an old house in Hobscheid. When we heard scratching, the landlord said mice are normal in old houses and to put some traps with peanut butter. Now we've seen two rats in the kitchen at night and there are droppings in the pantry. I want a pest control company, not more traps.",
    "pest-control", "Habscht", "Hobscheid", kind="b", nu="N", situation="Rats in the kitchen after landlord said a few traps would do")
add("en-t05", "The flat roof of our garage in Schouweiler leaked onto the car all winter. My dad told me to just paint bitumen over the cracks, which I did in October. It still drips in exactly the same spot, plus there's now a puddle that stays on top. I think someone needs to look at it properly.",
    "roofing", "Dippach", "Schouweiler", kind="b", nu="U", situation="Garage flat roof still leaks after dad's bitumen-paint fix")
add("en-t06", "The furniture store talked us into a huge corner sofa for our living room in Leudelange. Now the room feels tiny, the TV is in the wrong place and there's one sad ceiling light. We'd like someone to rethink the whole layout, lighting and colours. We're not planning any building works.",
    "interior-design", "Leudelange", "Leudelange", kind="b", nu="U", situation="Oversized sofa sold by store ruined living-room layout; wants layout and lighting plan")
add("en-t07", "A neighbour told us to sprinkle salt on the weeds in our lawn in Rippig. Now there are big yellow dead patches and even the grass along the path won't come back. It's pretty embarrassing. We're looking for a gardener to redo the lawn properly in spring.",
    "gardening", "Bech", "Rippig", not_place=("grass",), kind="b", nu="N", situation="Lawn killed by salting weeds on neighbour's advice; gardener to relay it")
add("en-t08", "Our scout group has been given a shipping container for storing tents and canoes. It needs to stand on a proper concrete base, roughly 6 by 3 metres, next to our hut in Christnach. We're a volunteer group, so budget is tight. Could someone quote for the groundwork and slab?",
    "masonry", "Waldbillig", "Christnach", kind="c", nu="U", situation="Scout group needs a concrete slab for a storage container")
add("en-t09", "We're a small NGO and our 40-page annual report is only in English. Our funders want French and German versions by the end of May. It has a lot of technical terms about water sanitation. We're looking for a translator or agency that can handle both languages.",
    "translation", None, None, kind="c", nu="N", situation="NGO annual report into French and German")
add("en-t10", "We're a two-person architecture studio and so far we've done our books in a spreadsheet. Our first full year is closing and we have no idea how to prepare the annual accounts and file them. We also need to know what we can deduct. Who could take this on for us every year?",
    "accounting", None, None, kind="c", nu="U", situation="Small architecture studio needs year-end accounts prepared and filed")
add("en-t11", "My dance studio in Bous is moving to bigger premises in Remich in July. We have mirrors, a sprung floor in sections, a piano-sized sound system and lots of costumes. The hall must be empty by the 30th. Can you recommend a removal company that handles fragile stuff?",
    "moving", "Bous-Waldbredimus", "Bous", distractors=("Remich",), kind="c", nu="N", situation="Dance studio relocating mirrors, floor sections and costumes")
add("en-t12", "We have a south-facing roof in Strassen and our hot water is from an old electric tank. Is solar thermal for hot water still worth it in 2026, or should we rather put PV on the roof and heat the water with that? Which one pays off faster? Family of five.",
    "solar", "Strassen", "Strassen", kind="d", nu="U", situation="Solar thermal or PV for hot water, which pays off faster")
add("en-t13", "Our gas boiler is 25 years old and the service guy says it won't last much longer. We're in a 1980s terraced house in Cents. Is it smarter to put in another gas boiler or go for a heat pump straight away? I'd like a heating engineer to come and give us an honest opinion and a price.",
    "heating", "Luxembourg", "Cents", kind="d", nu="N", situation="Replace a 25-year-old gas boiler with gas or a heat pump?")
add("en-t14", "We live in Arlon, in the Belgian province of Luxembourg, and both of us work in Kirchberg. We'd like fitted wardrobes in the attic bedroom under the sloping ceiling. Would made-to-measure be much more expensive than flat-pack? And does anyone on your side come over the border?",
    "carpentry", "abroad", "Arlon", distractors=("Luxembourg", "Kirchberg"), kind="d", nu="U", situation="Fitted wardrobes under a sloping ceiling in a house across the Belgian border")
add("en-t15", "We're about to buy a 1970s bungalow near Findel. The kitchen and the bathroom both need a complete refit, new pipes and wiring included. Is it cheaper to do both rooms at the same time? What would a realistic budget be?",
    "renovation", "Sandweiler", "Findel", kind="d", nu="U", situation="Budget for refitting kitchen and bathroom of a 1970s bungalow at once")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, queria instalar um adoucisseur na cave para a água calcária de Dudelange, a entrada da água e o contador estão mesmo ao lado, quanto custa com montagem?",
    "plumbing", "Dudelange", "Dudelange", situation="Install a water softener at the mains entry in the cellar")
add("pt-s02", "as tomadas da cozinha estão sem corrente desde ontem e o disjuntor não fica para cima, ja tentei tudo, moro em ettelbruck perto do hospital",
    "electrical", "Ettelbruck", "ettelbruck", situation="Kitchen sockets dead, breaker will not reset")
add("pt-s03", "Olá! Queria pintar o quarto dos miúdos em Rodange, uma parede azul escuro, as outras brancas e o teto também, é um quarto de 12 m² 😊",
    "painting", "Pétange", "Rodange", situation="Paint a 12 m² children's room, one dark blue wall")
add("pt-s04", "Procuramos uma empresa de limpeza para o nosso escritório na rue de la Paix, L-3857 (6 secretárias, cozinha e 2 WC), três vezes por semana depois das 18h.",
    "cleaning", "Schifflange", "L-3857", situation="Office cleaning three evenings a week")
add("pt-s05", "Preciso de alguém que traduza o compromis de vente da casa do francês para português, são 14 páginas, para os meus pais perceberem o que vão assinar.",
    "translation", None, None, situation="Translate a 14-page house sale agreement from French to Portuguese for parents")
add("pt-s06", "Conhecem alguma cabeleireira que vá a casa cortar o cabelo à minha avó, ela tem 91 anos e já não consegue sair?",
    None, None, None, situation="Home-visit hairdresser for a 91-year-old; not a trade of the marketplace")
add("pt-s07", "precisava de alguém para cortar a relva e tratar do jardim da minha sogra em tétange de 15 em 15 dias ate outubro",
    "gardening", "Kayl", "tétange", situation="Fortnightly lawn mowing and garden care for mother-in-law")
add("pt-s08", "Queria pôr uma fechadura de segurança de 3 pontos na porta do apartamento em Bonnevoie, houve dois assaltos no prédio este mês.",
    "locksmith", "Luxembourg", "Bonnevoie", situation="Fit a three-point security lock after burglaries in the building")
add("pt-s09", "É a primeira vez que fazemos a declaração de impostos como casal e com o crédito da casa, alguém que perceba disto pode tratar de tudo por nós?",
    "accounting", None, None, situation="First joint income tax return with a mortgage")
add("pt-s10", "Orçamento para assentar carrelage na casa de banho nova em Soleuvre, mais ou menos 12 m² de parede e 5 m² de chão, o material já está comprado.",
    "tiling", "Sanem", "Soleuvre", situation="Lay wall and floor tiles in a new bathroom, material already bought")
add("pt-t01", "Pintámos a sala em Niedercorn há dois meses. Agora a tinta do teto está a fazer bolhas e cai em lascas quando se toca. Por baixo vê-se a tinta velha, brilhante, como se fosse de óleo. Não sei se tenho de raspar tudo ou se dá para salvar.",
    "painting", "Differdange", "Niedercorn", kind="a", nu="U", situation="New ceiling paint blistering and flaking off old gloss paint")
add("pt-t02", "A caldeira faz um barulho como uma chaleira a ferver sempre que arranca. Os radiadores demoram horas a aquecer e nunca ficam bem quentes. A água do duche também oscila entre quente e morna. Moramos em Fennange, a casa é de 2004.",
    "heating", "Bettembourg", "Fennange", kind="a", nu="U", situation="Boiler kettling, radiators slow to heat, shower temperature swings")
add("pt-t03", "Há uma semana comecei a ver baratas na cozinha à noite, quando acendo a luz fogem para trás do frigorífico. Ontem vi duas na casa de banho. O apartamento em Rumelange está sempre limpo! Os vizinhos de baixo dizem que também têm.",
    "pest-control", "Rumelange", "Rumelange", kind="a", nu="U", situation="Cockroaches in kitchen and bathroom of a flat")
add("pt-t04", "Vamos voltar para Viseu em agosto depois de 18 anos em Bascharage. O meu primo diz que leva tudo na carrinha dele em duas viagens. Mas temos uma casa inteira, móveis grandes e não há seguro nenhum. A minha irmã de Belvaux também acha arriscado. Prefiro uma empresa de mudanças a sério.",
    "moving", "Käerjeng", "Bascharage", distractors=("Viseu", "Belvaux"), kind="b", nu="N", situation="Family moving back to Portugal; cousin offers his van")
add("pt-t05", "O pilar de tijolo do portão da entrada está inclinado e tem uma racha de cima a baixo. O meu tio disse para pôr uma braçadeira de ferro e ficava resolvido. Pusemos, mas a racha continua a abrir e o portão já raspa no chão. Casa em Foetz, o pilar tem uns 2 metros.",
    "masonry", "Mondercange", "Foetz", kind="b", nu="U", situation="Cracked, leaning brick gate pillar; uncle's iron bracket did not help")
add("pt-t06", "O exaustor da cozinha deixou de aspirar e o motor faz um barulho estranho. O senhorio disse que era só limpar os filtros, já limpei duas vezes e está igual. Moro perto da Gare, na rue de Strasbourg. Precisava de um técnico de eletrodomésticos que venha ver.",
    "appliance-repair", "Luxembourg", "Gare", kind="b", nu="N", situation="Cooker hood no longer extracts, motor noisy; landlord said clean filters")
add("pt-t07", "Em janeiro nevou muito e o vizinho disse que a neve no telhado não fazia mal nenhum. Quando derreteu, a caleira da frente soltou-se e há telhas partidas por cima da porta. Agora quando chove cai água mesmo à entrada de casa. Moramos em Ehlange.",
    "roofing", "Reckange-sur-Mess", "Ehlange", kind="b", nu="U", situation="Snow load tore off a gutter and broke roof tiles above the door")
add("pt-t08", "Sou da direção de uma associação portuguesa em Esch-sur-Alzette. Temos 3 computadores antigos, uma impressora que ninguém consegue ligar e o Wi-Fi cai a toda a hora. Os sócios usam a sala para aulas de português ao sábado. Procuramos um técnico informático que trate disto e dê apoio de vez em quando.",
    "it-support", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="Portuguese association with old PCs, printer and unstable wifi")
add("pt-t09", "Temos uma pequena empresa de construção com 12 operários. Os clientes pedem sempre para ver obras que já fizemos. Queríamos uma página com fotografias das obras e um formulário para pedirem orçamento. Quem faz isso e por quanto?",
    "web-development", None, None, kind="c", nu="U", situation="Construction company wants a portfolio site with a quote-request form")
add("pt-t10", "Abrimos uma pastelaria em Livange em março. Queremos pôr os bolos no Instagram e num menu novo, mas as fotos do telemóvel ficam horríveis. Precisávamos de alguém que venha uma manhã e faça fotos bonitas de uns 30 produtos. Quanto se costuma pagar?",
    "photography", "Roeser", "Livange", kind="c", nu="U", situation="Pastry shop wants product photos of about 30 cakes")
add("pt-t11", "Tenho uma pequena empresa de transportes com dois camiões. Um dos motoristas foi apanhado com o tacógrafo mal configurado e a empresa levou uma multa enorme. Acho que a culpa é da oficina que instalou o aparelho. Preciso de um advogado que me diga se vale a pena avançar contra eles.",
    "legal", None, None, kind="c", nu="N", situation="Haulier fined over a badly set tachograph; wants to pursue the garage")
add("pt-t12", "O meu vizinho em Lasauvage pôs painéis solares e diz que já quase não paga luz. A nossa casa é antiga e o telhado está virado para sudoeste com uma chaminé no meio. Será que compensa? Gostava que uma empresa de painéis solares viesse ver e dizer quantos cabem.",
    "solar", "Differdange", "Lasauvage", kind="d", nu="N", situation="Does PV pay off on an old south-west roof with a chimney")
add("pt-t13", "As portas interiores da casa em Beringen são de madeira maciça dos anos 70. Quase todas raspam no chão e duas já nem fecham. Vale a pena arranjar as sete ou é melhor trocar tudo por portas novas? Gostamos muito da madeira.",
    "carpentry", "Mersch", "Beringen", kind="d", nu="U", situation="Repair or replace seven sticking 1970s solid-wood interior doors")
add("pt-t14", "Moramos em Audun-le-Tiche mas trabalhamos os dois no Luxemburgo. A sala e a cozinha juntas têm só 25 m² e está tudo atravancado. Compensa pagar a alguém para fazer um plano com a disposição dos móveis e a iluminação? Ou isso é só para casas grandes?",
    "interior-design", "abroad", "Audun-le-Tiche", distractors=("Luxemburgo",), kind="d", nu="U", situation="Is a layout and lighting plan worth paying for a cramped 25 m² living-kitchen across the French border")
add("pt-t15", "Comprámos um apartamento antigo em Esch-sur-Alzette e a cozinha e a casa de banho precisam de ser refeitas de raiz. Pedimos um orçamento e a firma quer 40% de adiantamento antes de começar. Isto é normal aqui? Quanto é que se costuma pagar à cabeça numa obra destas?",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="Kitchen and bathroom refit: is a 40% advance payment normal?")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, vorrei far installare un lavello con acqua calda e fredda nella lavanderia in cantina, casa a Lintgen, lo scarico c'è già a un metro.",
    "plumbing", "Lintgen", "Lintgen", situation="Install a utility sink with hot and cold water in the cellar laundry")
add("it-s02", "Nel nostro condominio al Limpertsberg vorremmo sostituire il vecchio citofono con un videocitofono per i 6 appartamenti, chi lo fa?",
    "electrical", "Luxembourg", "Limpertsberg", situation="Replace an old intercom with a video intercom for six flats")
add("it-s03", "Abbiamo un noce enorme che copre tutta la terrazza e toglie la luce alla cucina, cerchiamo qualcuno per potarlo bene prima della primavera, siamo a Larochette.",
    "gardening", "Larochette", "Larochette", situation="Prune a huge walnut tree shading the terrace and kitchen")
add("it-s04", "cerco una signora delle pulizie per casa nostra a bissen, abbiamo 2 cani e pavimenti chiari quindi peli ovunque, 2 volte a settimana 🐕🐕",
    "cleaning", "Bissen", "bissen", situation="Twice-weekly home cleaning in a house with two dogs")
add("it-s05", "Sono fisioterapista e vorrei un sito semplice dove i pazienti possano vedere gli orari liberi e prenotare da soli, collegato al mio Google Calendar.",
    "web-development", None, None, situation="Physiotherapist wants a site with self-service booking linked to Google Calendar")
add("it-s06", "Cerchiamo una babysitter che parli italiano per il sabato sera, due bambini di 4 e 7 anni.",
    None, None, None, situation="Italian-speaking babysitter on Saturday evenings; not a trade of the marketplace")
add("it-s07", "I gradini esterni in cemento davanti casa a Heffingen sono brutti e scivolosi, vorrei farli rivestire con piastrelle antiscivolo da esterno, sono 7 gradini.",
    "tiling", "Heffingen", "Heffingen", situation="Clad seven outdoor concrete steps with non-slip tiles")
add("it-s08", "Ho avuto un incidente con la macchina tre mesi fa, l'altro era chiaramente in torto ma la sua assicurazione non risponde più e vorrei un avvocato che segua la pratica.",
    "legal", None, None, situation="Other driver's insurer stonewalling after an accident; wants a lawyer")
add("it-s09", "Per i 18 anni di mia figlia facciamo una festa in giardino a Colmar-Berg (non Colmar in Alsazia 😅) e vorremmo un fotografo per tutta la serata.",
    "photography", "Colmar-Berg", "Colmar-Berg", situation="Photographer for a daughter's 18th birthday garden party")
add("it-s10", "la chiave gira a vuoto nella serratura della porta di casa e non si apre piu niente, sono fuori con la spesa, abito al grund vicino al ponte",
    "locksmith", "Luxembourg", "grund", situation="Key spins freely in the front-door lock, locked out")
add("it-t01", "Quando qualcuno tira lo sciacquone al primo piano, al piano terra l'acqua risale dallo scarico della doccia. Da qualche giorno c'è anche un cattivo odore in bagno. Abbiamo provato con lo sturalavandini ma niente. Casa a schiera a Schoos.",
    "plumbing", "Fischbach", "Schoos", kind="a", nu="U", situation="Flushing upstairs pushes water up the ground-floor shower drain")
add("it-t02", "Quando piove forte l'acqua non scende più dal tubo ma cola lungo tutta la facciata sul lato nord. La facciata è diventata verde e sotto la finestra si è staccato un po' d'intonaco. Da terra si vede che c'è erba che cresce lassù. Abitiamo a Cruchten.",
    "roofing", "Nommern", "Cruchten", kind="a", nu="U", situation="Blocked gutter overflowing down the north facade, grass growing in it")
add("it-t03", "Siamo tornati dalle vacanze e da allora abbiamo tutti piccoli morsi rossi alle caviglie. Sul tappeto del soggiorno ho visto degli insettini neri che saltano. Il gatto era dai nonni per tre settimane. Abbiamo già lavato tutto a 60 gradi ma continuano. Casa a Reisdorf.",
    "pest-control", "Reisdorf", "Reisdorf", kind="a", nu="U", situation="Ankle bites and tiny jumping insects on the rug after holidays")
add("it-t04", "Al negozio ci hanno detto che le valvole termostatiche andavano bene su qualsiasi radiatore. Le abbiamo montate da soli a Tuntange. Adesso una perde acqua dal raccordo e il radiatore della camera non scalda più. Vorrei un tecnico del riscaldamento che sistemi tutto per bene.",
    "heating", "Helperknapp", "Tuntange", kind="b", nu="N", situation="DIY thermostatic valves from the shop leak; radiator cold; wants a heating technician")
add("it-t05", "Il ferramenta ci aveva dato uno smalto per le persiane di legno, dicendo che andava benissimo. Dopo un solo inverno si stacca a scaglie su tutte e 12 le persiane. Abbiamo scoperto che era uno smalto per interni. Cerchiamo qualcuno che le svernici e le ridipinga bene, casa a Ingeldorf.",
    "painting", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="Shutters painted with interior enamel on hardware store advice are flaking")
add("it-t06", "La lavatrice in centrifuga salta per tutto il bagno e fa un rumore di ferro. Mio cognato ha detto di metterci sotto un tappetino antivibrazione e basta. Il rumore è peggiorato e ieri c'era un po' d'acqua sotto. È una Samsung di 5 anni, siamo a Diekirch. Cerco un tecnico per lavatrici.",
    "appliance-repair", "Diekirch", "Diekirch", kind="b", nu="N", situation="Washing machine jumps and grinds on spin; anti-vibration mat did not help")
add("it-t07", "Un amico ci ha montato un pergolato di legno sulla terrazza a Gilsdorf, fissando i pali solo con viti nelle piastrelle. Adesso con il vento oscilla e una trave si è crepata. Lui dice che è normale che si muova un po'. Vorremmo che qualcuno lo rifacesse come si deve.",
    "carpentry", "Bettendorf", "Gilsdorf", kind="b", nu="U", situation="Wobbly wooden pergola built by a friend, cracked beam")
add("it-t08", "Gestiamo una piccola scuola di lingue nel centro di Lussemburgo. Abbiamo 10 portatili per gli studenti, due stampanti e il Wi-Fi che non regge quando ci sono tutte le classi. Vorremmo anche passare a Microsoft 365 per le email. Chi può occuparsene e poi fare assistenza?",
    "it-support", "Luxembourg", "Lussemburgo", kind="c", nu="U", situation="Language school: laptops, printers, weak wifi and move to Microsoft 365")
add("it-t09", "Abbiamo rilevato un ristorante a gennaio. Il vecchio proprietario faceva tutto da solo e la contabilità è un disastro. Ci servono la contabilità mensile, le buste paga di 5 dipendenti e le dichiarazioni IVA. Cerchiamo un commercialista che parli italiano o francese.",
    "accounting", None, None, kind="c", nu="N", situation="Newly taken-over restaurant needs monthly books, payroll and VAT returns")
add("it-t10", "Siamo una piccola azienda di software. Il nostro manuale utente (circa 80 pagine) e l'interfaccia del programma esistono solo in italiano e inglese. Due clienti nuovi li vogliono in tedesco e in francese. Cerchiamo un traduttore tecnico o un'agenzia.",
    "translation", None, None, kind="c", nu="N", situation="Software firm needs user manual and interface in German and French")
add("it-t11", "La nostra ditta di informatica lascia l'ufficio di Hunsdorf a fine mese. Sono 15 scrivanie, un armadio server, sedie e un sacco di scatoloni. I nuovi uffici sono al Kirchberg, quarto piano con montacarichi. Ci serve qualcuno con furgone e operai per un sabato.",
    "moving", "Lorentzweiler", "Hunsdorf", distractors=("Kirchberg",), kind="c", nu="U", situation="IT company moving its office, desks and server rack")
add("it-t12", "Abitiamo a Mondorff, in Francia, a due passi da Mondorf-les-Bains. Il tetto del garage è piatto e il tetto della casa è in ombra per metà. Conviene mettere i pannelli solari sul garage? Le ditte lussemburghesi lavorano anche di qua dal confine?",
    "solar", "abroad", "Mondorff", distractors=("Mondorf-les-Bains",), kind="d", nu="U", situation="PV on a flat garage roof in a French border village; do Luxembourg installers come?")
add("it-t13", "Aspettiamo due gemelli e la cameretta nella nostra casa a Mersch è di soli 11 m² con una finestra piccola. Non sappiamo come far stare due lettini, un fasciatoio e un armadio. Conviene pagare qualcuno che ci faccia un progetto con arredo e luci? Quanto può costare?",
    "interior-design", "Mersch", "Mersch", kind="d", nu="U", situation="Worth paying for a layout and lighting plan of a tiny twins' nursery?")
add("it-t14", "Dobbiamo rifare il muro di cinta verso la strada a Steinsel, circa 20 metri, alto un metro e mezzo. Meglio in blocchi di cemento intonacati o in cemento armato? Quale dura di più e quale costa meno? Il vecchio muro è da demolire.",
    "masonry", "Steinsel", "Steinsel", kind="d", nu="U", situation="Rebuild a 20 m boundary wall: rendered blocks or reinforced concrete?")
add("it-t15", "Abbiamo comprato una casa degli anni 60 ad Alzingen. Bagno, cucina, impianti e pavimenti sono tutti da rifare. Ci conviene aspettare la primavera o si può lavorare anche d'inverno? Vorremmo parlare con un'impresa di ristrutturazioni che ci dica i tempi.",
    "renovation", "Hesperange", "Alzingen", kind="d", nu="N", situation="Whether a full refit of a 1960s house can run through winter; wants a renovation firm")

# ---------------- Spanish ----------------
add("es-s01", "Hola, tras una fuga de la lavadora la tarima de roble del salón se ha levantado en varias zonas y quisiéramos cambiar unos 15 m², vivimos en Useldange.",
    "carpentry", "Useldange", "Useldange", situation="Replace 15 m² of oak floorboards lifted after a washing-machine leak")
add("es-s02", "Buenas, quiero poner 8 focos LED empotrados en el techo de la cocina con un regulador de intensidad, casa en Redange-sur-Attert, ¿me pueden dar presupuesto?",
    "electrical", "Redange", "Redange-sur-Attert", situation="Eight recessed LED spots with a dimmer in the kitchen ceiling")
add("es-s03", "Necesito cambiar la lavadora a la otra pared del baño y hace falta una toma de agua nueva y un desagüe, estamos en Ell, un pueblo pequeño cerca de Redange.",
    "plumbing", "Ell", "Ell", distractors=("Redange",), situation="New water supply and drain to move the washing machine")
add("es-s04", "quiero cambiar la cerradura de mi piso en cessange por una cerradura inteligente tipo Nuki que se abra con el movil, quien lo instala??",
    "locksmith", "Luxembourg", "cessange", situation="Fit a smart lock opened by phone on a flat door")
add("es-s05", "Busco un profesor particular de matemáticas para mi hijo de 15 años que va a la escuela europea, dos tardes por semana.",
    None, None, None, situation="Private maths tutor for a 15-year-old; not a trade of the marketplace")
add("es-s06", "Necesito traducir al español el informe médico de mi padre, son 12 páginas en alemán, para que lo vea su médico de cabecera en Sevilla.",
    "translation", None, None, distractors=("Sevilla",), situation="Translate a father's 12-page German medical report into Spanish")
add("es-s07", "Queremos transformar el jardín de atrás en Vichten: un huerto con bancales elevados, un camino de grava y césped nuevo, ¿alguien que lo diseñe y lo haga?",
    "gardening", "Vichten", "Vichten", situation="Design and build raised vegetable beds, gravel path and new lawn")
add("es-s08", "Busco a alguien de confianza para limpiar la casa de mi madre en Pratz una vez por semana, tiene 84 años y vive sola.",
    "cleaning", "Préizerdaul", "Pratz", situation="Weekly cleaning for an elderly mother living alone")
add("es-s09", "Estoy embarazada de 7 meses y me encantaría una sesión de fotos al atardecer en Esch-sur-Sûre, junto al castillo y el río 🤰",
    "photography", "Esch-sur-Sûre", "Esch-sur-Sûre", situation="Maternity photo shoot at sunset by the castle and river")
add("es-s10", "Tenemos una empleada de hogar 20 horas a la semana y necesito a alguien que le haga las nóminas cada mes y la declare bien en la seguridad social.",
    "accounting", None, None, situation="Monthly payroll and social security for a household employee")
add("es-t01", "La barandilla de madera de la escalera se mueve mucho cuando te apoyas. Esta semana se han salido dos barrotes y los he vuelto a meter a presión. Mi hijo de dos años ya sube solo y me da miedo. Vivimos en Noerdange, la casa es de los años 80.",
    "carpentry", "Beckerich", "Noerdange", kind="a", nu="U", situation="Wobbly wooden banister with balusters falling out, toddler in the house")
add("es-t02", "Cuando abro el lavavajillas la puerta cae de golpe hasta abajo. Además, si no la sujeto con la rodilla al cerrarla, no empieza el programa. Por lo demás lava bien. Es un Bosch de hace unos 6 años, estamos en Perlé.",
    "appliance-repair", "Rambrouch", "Perlé", kind="a", nu="U", situation="Dishwasher door drops open and it will not start unless held shut")
add("es-t03", "Desde marzo hay palomas metidas en un hueco bajo el tejado, justo encima del balcón. Todo el balcón está lleno de excrementos y plumas. A las cinco de la mañana empiezan con el ruido. Vivimos en Grosbous y tenemos un bebé.",
    "pest-control", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="Pigeons nesting under the roof edge above a balcony")
add("es-t04", "Mi suegro dice que una caldera de gasóleo no necesita revisión si funciona. La nuestra tiene 30 años y ahora huele a gasóleo en el sótano y hay una mancha oscura debajo. Además hace un ruido fuerte al arrancar. Vivimos en Saeul y quiero un técnico de calefacción que la revise antes del invierno.",
    "heating", "Saeul", "Saeul", kind="b", nu="N", situation="30-year-old oil boiler smells and leaks; father-in-law said no servicing needed")
add("es-t05", "En la tienda de bricolaje nos dijeron que podíamos poner los azulejos nuevos de la cocina directamente encima de los viejos. Lo hicimos en otoño. Ahora varios suenan huecos y dos se han despegado detrás del fregadero. Casa en Schieren, son unos 6 m² de pared.",
    "tiling", "Schieren", "Schieren", kind="b", nu="U", situation="Kitchen tiles laid over old ones on DIY store advice sound hollow and come off")
add("es-t06", "Mi cuñado nos pintó el salón en Boulaide justo después de que pusieran el yeso nuevo, sin imprimación. Dijo que así se ahorraba una mano. Ahora las paredes tienen manchas, zonas mates y brillantes, y se nota cada empalme. Queremos que alguien lo arregle bien.",
    "painting", "Boulaide", "Boulaide", kind="b", nu="U", situation="Living room painted straight on new plaster without primer is patchy")
add("es-t07", "Nos mudamos de Harlange a Madrid en junio. Una amiga nos recomendó una empresa que encontró en internet, pagamos el 50% por adelantado y ya no contestan al teléfono. Ahora no tenemos a nadie y el piso tiene que quedar vacío el día 20. Necesitamos una empresa de mudanzas seria, por favor.",
    "moving", "Lac de la Haute-Sûre", "Harlange", distractors=("Madrid",), kind="b", nu="N", situation="Friend-recommended movers took a deposit and vanished; move to Madrid")
add("es-t08", "Tenemos una clínica veterinaria en Mamer con cuatro ordenadores y un programa de citas. Desde hace un mes los equipos se cuelgan varias veces al día y la impresora de etiquetas no responde. Perdemos citas y clientes. ¿Alguien que venga a revisar la red y los equipos?",
    "it-support", "Mamer", "Mamer", kind="c", nu="U", situation="Vet clinic PCs freeze and label printer stops responding")
add("es-t09", "Importamos jamón, aceite y vino de España y los vendemos en una tiendita. Muchos clientes nos piden poder pedir por internet. Queremos una tienda online con pago y recogida en tienda. Buscamos un desarrollador web que nos la monte y nos enseñe a usarla.",
    "web-development", None, None, distractors=("España",), kind="c", nu="N", situation="Spanish food importer wants an online shop with click-and-collect")
add("es-t10", "Tenemos una academia de baile con unas 120 alumnas. Una alumna se cayó en clase, se rompió la muñeca y ahora su familia nos reclama 15.000 €. El seguro dice que no cubre todo. Necesitamos un abogado que nos diga qué hacer.",
    "legal", None, None, kind="c", nu="N", situation="Dance school facing a claim after a pupil's fall")
add("es-t11", "Llevamos una agencia de seguros en Medernach y la recepción y la sala de espera parecen de otra época. Queremos que alguien proponga colores, muebles y una iluminación más cálida. No vamos a tirar tabiques. ¿Quién hace este tipo de proyectos?",
    "interior-design", "Vallée de l'Ernz", "Medernach", kind="c", nu="U", situation="Insurance agency wants a new look for reception and waiting room")
add("es-t12", "Tenemos que cambiar las tejas de nuestra casa en Neudorf, que son de 1975. ¿Merece la pena aprovechar para aislar el tejado por fuera? ¿Cuánto encarece la obra más o menos? La buhardilla es muy fría en invierno.",
    "roofing", "Luxembourg", "Neudorf", kind="d", nu="U", situation="Re-tiling a 1975 roof: worth adding insulation from outside?")
add("es-t13", "Estamos pensando en poner placas solares en el Howald. Un vecino pagó 14.000 € y otro 22.000 € por casi lo mismo. ¿Cómo sé si un presupuesto es razonable? Me gustaría pedir precio a dos o tres instaladores de placas solares.",
    "solar", "Hesperange", "Howald", kind="d", nu="N", situation="How to judge PV quotes that vary widely; wants two or three installers")
add("es-t14", "Hemos comprado un piso en Bertrange que necesita una reforma completa. ¿Es mejor hacerla toda antes de entrar a vivir o ir por fases mientras vivimos allí? Tenemos dos niños pequeños y el alquiler actual acaba en septiembre.",
    "renovation", "Bertrange", "Bertrange", kind="d", nu="U", situation="Refit a flat all at once before moving in, or in phases while living there?")
add("es-t15", "Vivimos en Athus, en Bélgica, a cinco minutos de la frontera. Queremos una losa de hormigón de 4 x 5 metros para poner una caseta en el jardín. ¿Cuánto puede costar algo así? ¿Hay empresas de Luxemburgo que trabajen en este lado?",
    "masonry", "abroad", "Athus", distractors=("Luxemburgo",), kind="d", nu="U", situation="Concrete slab for a garden shed just across the Belgian border")
