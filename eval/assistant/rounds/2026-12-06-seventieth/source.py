MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, ech brauch een deen mir eng Wallbox (11 kW, Typ 2) an der Garage zu Biekerech uschléisst, geet dat nach virun Chrëschtdag?",
    "electrical", "Beckerich", "Biekerech", situation="wallbox for the car to be connected in the garage")
add("lb-s02", "ech sinn ausgespaart de schlëssel stécht vu bannen an der dier rue de luxembourg zu suessem wéi séier kann ee kommen",
    "locksmith", "Sanem", "suessem", distractors=("luxembourg",), situation="locked out, key stuck on the inside; street named after the capital")
add("lb-s03", "Mir héieren all Nuecht eppes am Plafong vum Schlofzëmmer kraazen, bestëmmt Mais, kann dir eng Kontroll zu Hënsdref maachen?",
    "pest-control", "Lorentzweiler", "Hënsdref", situation="scratching in the bedroom ceiling at night, probably mice")
add("lb-s04", "Mäi Schwéierpapp schwätzt nëmmen Portugisesch an brauch den 14/01 een deen beim Notaire fir hien dolmetscht, wat kascht sou eppes?",
    "translation", None, None, situation="interpreter for father-in-law at the notary")
add("lb-s05", "Sichen e Comptabel fir eis kleng Sàrl mat 3 Salariéen, Fiches de salaire all Mount an de Bilan 2026, wat kascht dat ongeféier?",
    "accounting", None, None, situation="payroll and annual accounts for a small company")
add("lb-s06", "Kéint een eis am Fréijoer e Gemeisgaart mat 4 Héichbeeter an engem Wee aus Schotter uleeën, ca 40 m2 hannert dem Haus zu Wëntger?",
    "gardening", "Wincrange", "Wëntger", situation="lay out a vegetable garden with raised beds")
add("lb-s07", "no eisem ëmbau ass iwwerall stëbs um buedem an op de fënsteren mir brauchen eng equipe fir eng baustellebotz am haus zu ëlwen nächst woch",
    "cleaning", "Troisvierges", "ëlwen", situation="cleaning after building works")
add("lb-s08", "Eis Bosch Spullmaschinn (Serie 6) pompelt d'Waasser net méi ewech, kann een dat zu Klierf flécken oder ass se Schrott? 🙈",
    "appliance-repair", "Clervaux", "Klierf", situation="dishwasher no longer drains the water")
add("lb-s09", "Gëtt et op ärer Säit och Fuerschoulen, mäi Jong wëll ab Januar säi Führerschäin maachen?",
    None, None, None, situation="driving school for the son")
add("lb-s10", "Mir sichen e Fotograf fir d'Equipefotoe vun eisem Fussballclub um Terrain zu Nidderfeelen, Samschdes de Moien virum Match.",
    "photography", "Feulen", "Nidderfeelen", situation="team photos of a football club")
add("lb-t01", "Zanter gëschter richt et am Keller no fauleg Eeër. Am Buedem ass e klengen Ofloss an do gurgelt et all Kéier wann d'Spullmaschinn eidel leeft. Haut de Moien stoung e bëssi gro Waasser ronderëm. Haus vun 1978 zu Mäerzeg, wat ass do lass?",
    "plumbing", "Mertzig", "Mäerzeg", kind="a", nu="U", situation="floor drain in the cellar smells and backs up")
add("lb-t02", "All Kéier wann ech de Waasserkocher an d'Mikrowell gläichzäiteg umaachen, ass an der ganzer Kichen de Stroum fort. Ech muss dann an de Keller a mussen do e Schalter erëm eropdrécken. Gëschter ass et esouguer geschitt wéi just de Fön lief. Mir sinn an engem Appartement zu Nidderkäerjeng.",
    "electrical", "Käerjeng", "Nidderkäerjeng", kind="a", nu="U", situation="kitchen circuit trips whenever two appliances run")
add("lb-t03", "De Buedem am Living gëtt just nach an enger Eck waarm, de Rescht bleift kal. Um Verdeeler am Keller sinn déi kleng Glieser bei zwee Kreesser eidel, bei deenen aneren dréit sech e roude Stëft. Mir hunn näischt geännert zanter dem Summer. Haus zu Géisdref, 3 Kanner an et ass ieskal.",
    "heating", "Goesdorf", "Géisdref", kind="a", nu="U", situation="underfloor heating circuits without flow")
add("lb-t04", "Mäi Noper, deen säin Haus selwer gebaut huet, mengt ech soll de Rëss an der Gaardemauer einfach mat Silikon zoumaachen. Ma de Rëss gëtt all Mount méi breet an d'Mauer hänkt elo liicht Richtung Trottoir. Si ass ongeféier 1,60 m héich a vu Bréckstee. Ka sech dat ee zu Groussbus ukucken ier se ëmfält?",
    "masonry", "Groussbus-Wal", "Groussbus", kind="b", nu="U", situation="garden wall with a widening crack leaning over the pavement")
add("lb-t05", "D'Schwéiermamm sot, mir sollen d'Trap einfach mat Ueleg aschmieren, da géif se net méi knaschteren. Elo ass se glat wéi Äis an d'Knaschteren ass bliwwen, an zwou Tréppleken wackelen. Mir sichen e Schräiner deen eis Eechentrap zu Préizerdaul richt. Et ass dréngend well déi Kleng all Dag do erop a erof lafen.",
    "carpentry", "Préizerdaul", "Préizerdaul", kind="b", nu="N", situation="creaking oak staircase made slippery by oil")
add("lb-t06", "De Proprietaire sot, déi puer verrutschte Zillen wieren net schlëmm, dat géif sech vum selwe setzen. Elo no dem Stuerm leeft d'Waasser bei der Dachfënster an d'Schlofzëmmer. Ech hunn en Eemer drënner gestallt. Et ass e Lacatiounshaus zu Wëlwerwolz, ka muer een eropklammen?",
    "roofing", "Kiischpelt", "Wëlwerwolz", kind="b", nu="U", situation="slipped tiles, water comes in at the roof window")
add("lb-t07", "De Verkeefer am Baumarché sot, ech kéint déi nei Plättercher einfach iwwer déi al pechen. Elo kléngen der eng hallef Dose hol a bei der Dusch fält d'Fuge schonn eraus. Ech wëll dat elo richteg maachen loossen, Buedzëmmer vu 6 m2 zu Esch-Uelzecht. Wien huet Zäit am Januar?",
    "tiling", "Esch-sur-Alzette", "Esch-Uelzecht", kind="b", nu="U", situation="new tiles glued over old ones sound hollow, grout falls out")
add("lb-t08", "Mir sinn eng kleng Bäckerei mat zwou Filialen. Eis Keess an de Büroscomputer hänken um selwechte Router, an zanter dem Update vum Provider fält den Drécker all Dag aus. Mir bräuchten en IT-Techniker deen d'Netzwierk an der Filial am Garer Quartier propper ophëlt. Am beschten e Méindeg, do ass zou.",
    "it-support", "Luxembourg", "Garer Quartier", kind="c", nu="N", situation="bakery: shared router, printer drops out after provider update")
add("lb-t09", "Mir bedreiwen e klenge Camping um Waasser zu Buerschent-Plage. Bis elo kommen d'Reservatiounen per Telefon an op engem Heft, dat geet net méi. Mir hätten gär eng Säit wou d'Leit selwer eng Plaz wielen a bezuele kënnen, op LB, FR, DE an NL. Wat kascht dat an ass dat bis Ouschteren ze maachen?",
    "web-development", None, None, distractors=("Buerschent-Plage",), kind="c", nu="U", situation="campsite needs an online booking page")
add("lb-t10", "Ech schaffen an der Crèche zu Sëll a mir hunn d'Erlaabnis vun der Gemeng kritt, déi dräi Gruppenzëmmer ze erneieren. D'Wänn si voller Fangerofdréck a Kriibsen. Mir sichen e Moler deen an de Schoulvakanzen schafft an eng Faarf hëlt déi fir Kanner ok ass. Kënnt Dir eng Offer schécken?",
    "painting", "Saeul", "Sëll", kind="c", nu="N", situation="day-care centre wants three group rooms repainted in the holidays")
add("lb-t11", "Eis Affekotekanzlei plënnert Enn Februar aus dem Büro zu Hamm an en neit Gebai zu Bartreng. Et sinn 12 Büroen, vill Archivskëschten an zwee grouss Schränk déi muss ee ofbauen. Mir brauchen eng Demenagementsfirma déi dat iwwer e Weekend mécht.",
    "moving", "Luxembourg", "Hamm", distractors=("Bartreng",), kind="c", nu="N", situation="law office moves out of its offices over a weekend")
add("lb-t12", "Mir hunn en aalt Bauerenhaus zu Buerschent kaaft an d'Buedzëmmer ass nach vun 1965. D'Haus stoung zanter zwee Joer eidel. Et misst alles eraus: Leitungen, Plättercher, Elektresch, eng nei Dusch. Ass esou eppes mat 15000 Euro ze maachen oder ass dat naiv? Mir wëllen nëmmen eng Iddi vum Präis ier mir ufänken. Eis Bank wëll d'Zuelen am Mäerz gesinn.",
    "renovation", "Bourscheid", "Buerschent", kind="d", nu="U", situation="rough cost of gutting and redoing a 1965 bathroom")
add("lb-t13", "Mir wunnen zu Burg-Reuland, 5 km vun der Grenz, a schaffen allebéid zu Lëtzebuerg. Ass et sënnvoll Panneauen op de flaache Garagendaach ze leeën, Ost-West, oder bréngt dat näischt? Kéint e Solarinstallateur eis eng Offer maachen oder kommt dir net an d'Belsch?",
    "solar", "abroad", "Burg-Reuland", distractors=("Lëtzebuerg",), kind="d", nu="N", situation="PV on a flat garage roof across the border: worth it?")
add("lb-t14", "Eise Noper zu Diddeleng huet eng nei Mauer gebaut déi 30 cm op eisem Terrain steet, dat weisen d'Kadasterpläng kloer. Mir hunn him e Bréif geschriwwen mä hien äntwert net. Wat kënne mir do rechtlech maachen a wat kascht eis sou eng Affär ongeféier?",
    "legal", None, None, distractors=("Diddeleng",), kind="d", nu="U", situation="neighbour's new wall stands on our land: what can we do legally")
add("lb-t15", "Eise Living ass 45 m2 grouss mat enger Fënsterfront no Norden an alles wierkt däischter a kal. Mir wëssen net wou de Sofa hi soll, wéi eng Luuchten a wéi eng Téin un d'Wänn. Lount et sech een ze bezuelen deen eis e Plang mécht, oder ass dat Geld fort? Appartement zu Ettelbréck.",
    "interior-design", "Ettelbruck", "Ettelbréck", kind="d", nu="U", situation="dark north-facing living room: is a layout and lighting plan worth paying for")
# ---------------- French ----------------
add("fr-s01", "Bonjour, la chasse d'eau des WC coule en continu et le réservoir se remplit toutes les deux minutes, appartement rue de Bonnevoie, quelqu'un peut passer cette semaine ?",
    "plumbing", "Luxembourg", "Bonnevoie", situation="toilet cistern runs continuously")
add("fr-s02", "Besoin d'un électricien pour remplacer le vieux tableau à fusibles en porcelaine par un tableau avec différentiels, maison de 1962 à Rumelange.",
    "electrical", "Rumelange", "Rumelange", situation="replace an old porcelain fuse box with a modern board")
add("fr-s03", "Devis svp pour repeindre la façade (env. 180 m2, crépi, teinte sable) d'une maison jumelée à Hassel avant l'été",
    "painting", "Weiler-la-Tour", "Hassel", situation="repaint the rendered facade of a semi-detached house")
add("fr-s04", "Mon employeur veut me licencier pendant mon congé maladie, est-ce légal et pouvez-vous me recommander un avocat en droit du travail ?",
    "legal", None, None, situation="dismissal during sick leave, employment lawyer")
add("fr-s05", "il me faudrait une petite boutique en ligne pour vendre mes bougies artisanales shopify ou woocommerce je sais pas trop budget max 2500 €",
    "web-development", None, None, situation="small online shop for handmade candles")
add("fr-s06", "La serrure de la porte d'entrée tourne dans le vide depuis hier soir et je ne peux plus fermer à clé, Bettembourg centre, c'est urgent !",
    "locksmith", "Bettembourg", "Bettembourg", situation="front door lock spins freely, cannot lock")
add("fr-s07", "On a des punaises de lit dans la chambre d'amis depuis la visite de ma belle-sœur 😩 appart à Differdange, un traitement est possible avant le 20 décembre ?",
    "pest-control", "Differdange", "Differdange", situation="bed bugs in the guest room")
add("fr-s08", "Je cherche un toiletteur pour mon caniche, il a peur de la voiture donc si quelqu'un se déplace à domicile c'est encore mieux 🐩",
    None, None, None, situation="dog groomer who comes to the home")
add("fr-s09", "Déménagement d'un 3 pièces de Thionville vers Dudelange le 15 janvier, 3e étage sans ascenseur au départ, combien pour ça ?",
    "moving", "Dudelange", "Dudelange", distractors=("Thionville",), situation="move from a flat in France into Luxembourg")
add("fr-s10", "Combien de temps faut-il en général pour que Creos raccorde une installation photovoltaïque de 9 kWc qu'on voudrait poser sur notre maison à Esch/Alzette ?",
    "solar", "Esch-sur-Alzette", "Esch/Alzette", situation="new 9 kWp PV system and grid connection delay")
add("fr-t01", "Depuis une semaine, l'unité extérieure derrière la maison fait un claquement sec toutes les dix minutes, surtout la nuit, et les voisins commencent à se plaindre. Dans la maison on n'arrive plus qu'à 19 degrés alors que tout est réglé sur 22. L'appareil a 4 ans, c'est un Daikin. Nous sommes à Schwebsange, rue du Vin.",
    "heating", "Schengen", "Schwebsange", kind="a", nu="U", situation="outdoor unit knocks at night, house stays at 19 degrees")
add("fr-t02", "Quand il pleut fort avec du vent d'ouest, une tache brune apparaît au plafond de la chambre sous les combles, juste à côté du conduit de cheminée. Par temps calme il n'y a rien. La tache grandit à chaque averse et le plâtre commence à gondoler. Maison à Remich, sur les hauteurs.",
    "roofing", "Remich", "Remich", kind="a", nu="U", situation="stain next to the chimney in wind-driven rain")
add("fr-t03", "Notre facture d'eau a doublé alors qu'on n'est que deux à la maison. Le compteur continue de tourner quand tout est fermé, même la nuit. On n'entend rien et il n'y a aucune trace d'humidité nulle part. Maison de 1985 à Bous, avec un jardin devant.",
    "plumbing", "Bous-Waldbredimus", "Bous", kind="a", nu="U", situation="water meter runs with everything closed, hidden leak")
add("fr-t04", "Le peintre qui a refait notre façade l'an dernier nous a dit que les fissures en escalier sur le pignon étaient « juste esthétiques ». Depuis, il y en a trois de plus et la fenêtre du garage ne ferme plus bien. On aimerait que quelqu'un regarde sérieusement si c'est structurel. C'est une maison des années 50 à Eischen.",
    "masonry", "Habscht", "Eischen", kind="b", nu="U", situation="stepped cracks in the gable wall getting worse")
add("fr-t05", "Ma voisine m'a conseillé de nettoyer les joints de la terrasse carrelée au Kärcher. Résultat : la moitié des joints sont partis et deux carreaux se sont décollés. Je cherche un carreleur pour refaire les joints et recoller ce qui bouge, environ 25 m2. C'est à Aspelt, pas pressé mais avant le printemps.",
    "tiling", "Frisange", "Aspelt", kind="b", nu="N", situation="pressure washer destroyed the grout of a tiled terrace")
add("fr-t06", "Mon beau-frère disait qu'une terrasse en bois n'avait pas besoin de lambourdes ventilées et qu'on pouvait visser les lames directement sur la dalle. Deux ans plus tard les lames pourrissent par en dessous et on a presque passé le pied à travers. Il faudrait refaire les 30 m2 correctement, en bois ou en composite. C'est à Filsdorf.",
    "carpentry", "Dalheim", "Filsdorf", kind="b", nu="U", situation="wooden deck screwed onto the slab rots from below")
add("fr-t07", "Au magasin de bricolage on m'a dit de semer le gazon en plein mois d'août sans arroser, « la rosée suffit ». Évidemment rien n'a levé et maintenant c'est de la boue partout. Je voudrais faire poser du gazon en rouleaux au printemps, environ 300 m2. La maison est à Mondorff, côté français, juste en face de Mondorf-les-Bains, vous venez jusque-là ?",
    "gardening", "abroad", "Mondorff", distractors=("Mondorf-les-Bains",), kind="b", nu="U", situation="failed lawn sowing, wants roll-out turf; house in the French village")
add("fr-t08", "Nous sommes un cabinet de kinésithérapie avec quatre salles de soin et une salle d'attente. Notre femme de ménage part à la retraite fin janvier. Nous cherchons une société de nettoyage qui passe trois soirs par semaine, désinfection des tables comprise. Le cabinet est à Pétange, près de la gare.",
    "cleaning", "Pétange", "Pétange", not_place=("gare",), kind="c", nu="N", situation="physiotherapy practice needs evening cleaning")
add("fr-t09", "Petite agence immobilière, 6 postes. Depuis qu'on a changé de fournisseur internet, le partage de fichiers sur le NAS Synology ne marche plus depuis les portables, seulement depuis les fixes. Personne ici n'y connaît rien et on perd un temps fou à s'envoyer les fichiers par mail. Bureau à Mondorf-les-Bains, avenue des Bains.",
    "it-support", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="c", nu="U", situation="estate agency: NAS shares unreachable from laptops after ISP change")
add("fr-t10", "Notre restaurant à Steinfort change toute sa carte en février. Pour le nouveau menu et Instagram il nous faut des photos des vingt plats et de la salle. Je cherche un photographe habitué à la cuisine, un lundi puisque c'est notre jour de fermeture. Quel serait le tarif pour une demi-journée ?",
    "photography", "Steinfort", "Steinfort", kind="c", nu="N", situation="restaurant needs photos of its new dishes")
add("fr-t11", "Notre club de handball organise un tournoi international à Pâques avec des équipes de Pologne et du Portugal. Il faudrait traduire le règlement, le programme et les consignes de sécurité en anglais et en portugais, environ 8 pages. Le club est basé à Differdange mais tout se fait par mail. Qui peut s'en charger pour fin février ?",
    "translation", None, None, distractors=("Differdange",), kind="c", nu="U", situation="handball club: tournament rules into English and Portuguese")
add("fr-t12", "On hésite entre rénover la maison de mes parents à Kockelscheuer ou la vendre. Elle date de 1970 : simple vitrage, salle de bains d'origine, électricité à refaire et la cuisine est au bout du rouleau. Quelqu'un pourrait-il passer pour nous donner un ordre de grandeur, sans engagement ? On ne sait pas si on parle de 50 000 ou de 200 000 €.",
    "renovation", "Roeser", "Kockelscheuer", kind="d", nu="U", situation="rough cost to bring a 1970 house up to date, or sell")
add("fr-t13", "Nous allons ouvrir la cloison entre la cuisine et le séjour dans notre appartement au Limpertsberg. Est-ce que ça vaut la peine de prendre une architecte d'intérieur pour l'agencement et l'éclairage, ou est-ce que le cuisiniste suffit ? Combien coûte en général un plan d'aménagement ?",
    "interior-design", "Luxembourg", "Limpertsberg", kind="d", nu="N", situation="open-plan kitchen: is an interior designer worth it")
add("fr-t14", "Je suis frontalière, j'habite à Longwy et je travaille à Luxembourg depuis mars. Je dois faire ma première déclaration d'impôts luxembourgeoise et je ne comprends rien aux classes d'impôt ni à l'assimilation au résident. Ça vaut la peine de payer un comptable pour ça ? Et combien ça coûte en moyenne ?",
    "accounting", None, None, distractors=("Longwy", "Luxembourg"), kind="d", nu="N", situation="cross-border worker's first Luxembourg tax return")
add("fr-t15", "Notre four encastrable Siemens de 2019 ne chauffe plus que par le haut, la sole reste froide. La marque demande 149 € rien que pour le déplacement. Ça vaut le coup de le faire réparer ou on en rachète un ? On habite à Oberkorn.",
    "appliance-repair", "Differdange", "Oberkorn", kind="d", nu="U", situation="built-in oven's bottom element no longer heats: repair or replace")
# ---------------- German ----------------
add("de-s01", "Dachrinne hängt hinten durch und läuft bei jedem Regen über, Einfamilienhaus in Wasserbillig, bitte um Rückruf",
    "roofing", "Mertert", "Wasserbillig", situation="sagging gutter overflows")
add("de-s02", "Wir brauchen 6 zusätzliche Steckdosen und einen Starkstromanschluss für den Induktionsherd in der neuen Küche in Stolzembourg, wann hätten Sie Zeit?",
    "electrical", "Putscheid", "Stolzembourg", not_place=("einen",), situation="extra sockets and a cooker supply in a new kitchen")
add("de-s03", "Unsere alte Birke (ca 18 m) steht zu nah am Haus in Berdorf und soll weg, macht ihr das mit Genehmigung und Abtransport?",
    "gardening", "Berdorf", "Berdorf", situation="fell a tall birch close to the house")
add("de-s04", "Suche Nachhilfe in Mathe für meine Tochter (4e im Lycée), gerne online und zweimal pro Woche.",
    None, None, None, situation="maths tutoring for a daughter")
add("de-s05", "Brauche einen Anwalt für Mietrecht, der Vermieter behält die komplette Kaution von 3600 € ohne jede Begründung ein.",
    "legal", None, None, not_place=("einen",), situation="landlord keeps the whole deposit")
add("de-s06", "wer macht die lohnabrechnung für 2 aushilfen in unserem verein, keine ahnung wie das in luxemburg mit den sozialabgaben läuft",
    "accounting", None, None, distractors=("luxemburg",), situation="payroll for two helpers of a club")
add("de-s07", "Wir haben Silberfischchen und jetzt krabbelt fast jede Nacht auch eine Assel über den Boden der Souterrainwohnung in Consdorf, kann da jemand was machen?",
    "pest-control", "Consdorf", "Consdorf", not_place=("Assel",), situation="silverfish and woodlice in a basement flat")
add("de-s08", "Umzug von Vianden nach Trier am 28.02., Zweizimmerwohnung im zweiten Stock, Kartons bräuchten wir auch.",
    "moving", "Vianden", "Vianden", distractors=("Trier",), situation="move from Luxembourg to Germany, loading end in Luxembourg")
add("de-s09", "Suche Fliesenleger für großformatige Feinsteinzeugplatten 120x60 im Wohnzimmer, ca 35 m², in Manternach.",
    "tiling", "Manternach", "Manternach", situation="large-format porcelain tiles in a living room")
add("de-s10", "Unser Liebherr-Kühlschrank (6 Jahre) kühlt oben kaum noch und im Gefrierfach ist alles voller Eis, kommt jemand nach Befort?",
    "appliance-repair", "Beaufort", "Befort", situation="fridge barely cools, freezer iced up")
add("de-t01", "Der Druck fällt jede Woche von 1,5 auf 0,5 bar und ich fülle immer wieder Wasser nach. Danach gluckert es kurz und im Erdgeschoss werden die Heizkörper nur lauwarm. Eine nasse Stelle habe ich nirgends gefunden. Das Haus in Rosport ist von 1994.",
    "heating", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="heating system keeps losing pressure")
add("de-t02", "Der Schlüssel für die Haustür lässt sich seit ein paar Tagen nur noch mit Gewalt drehen. Heute Morgen habe ich ihn kaum wieder herausbekommen. Ich habe Angst, dass ich am Wochenende nicht mehr ins Haus komme, weil meine Frau mit dem zweiten Schlüssel verreist ist. Wir wohnen in Grevenmacher.",
    "locksmith", "Grevenmacher", "Grevenmacher", kind="a", nu="U", situation="front-door key turns only with force")
add("de-t03", "Bei uns in Merzig (Saarland, nicht Mertzig!) liegen nach dem Sturm drei Schieferplatten im Garten. Vom Garten aus sieht man oben am First eine Lücke. Auf dem Speicher ist es noch trocken, aber für Freitag ist wieder Regen gemeldet. Kommt überhaupt jemand aus Luxemburg so weit raus?",
    "roofing", "abroad", "Merzig", distractors=("Mertzig", "Luxemburg"), kind="a", nu="U", situation="slates blown off near the ridge; German town, homonym of a Luxembourg commune")
add("de-t04", "Der Verkäufer im Baumarkt meinte, man könne Dispersionsfarbe direkt auf die alte Ölfarbe im Treppenhaus streichen. Aus diesem Grund haben wir nicht geschliffen. Jetzt blättert alles in großen Fetzen ab, schon nach drei Wochen. Wir brauchen einen Maler, der das ordentlich abschleift und neu macht, Treppenhaus über drei Etagen in Bech.",
    "painting", "Bech", "Bech", not_place=("Grund", "einen"), kind="b", nu="N", situation="emulsion over old oil paint peels off in the stairwell")
add("de-t05", "Der Hausmeister hat die klemmende Zimmertür einfach unten mit der Flex gekürzt. Jetzt geht sie zwar zu, aber unten ist ein Spalt von 3 cm und das Blatt ist verzogen. Vier weitere Türen aus Eiche klemmen auch. Kann das jemand in Müllerthal richtig machen, vielleicht neu einhängen oder die Zargen richten?",
    "carpentry", "Waldbillig", "Müllerthal", kind="b", nu="U", situation="caretaker sawed a sticking oak door short; other doors stick too")
add("de-t06", "Mein Schwager hat gemeint, gegen den verstopften Abfluss in der Küche hilft Rohrreiniger und danach kochendes Wasser. Jetzt ist der Siphon aus Kunststoff verformt, unten tropft es raus und verstopft ist es immer noch. Wir sind Mieter in Wecker und der Vermieter ist erst nächste Woche erreichbar. Was kostet so ein Einsatz ungefähr?",
    "plumbing", "Biwer", "Wecker", kind="b", nu="U", situation="drain cleaner and boiling water deformed the trap, still blocked")
add("de-t07", "Der Verkäufer von dem Balkonkraftwerk-Set hat gesagt, ich kann die zwei Module einfach über die Schuko-Steckdose einspeisen, ohne Anmeldung. Jetzt sagt mein Vermieter, das sei in Luxemburg so nicht erlaubt, und ich soll es abbauen. Ich suche einen Solarteur, der mir sagt, wie das legal geht und ob man die Anlage auf der Garage in Wormeldingen anmelden kann.",
    "solar", "Wormeldange", "Wormeldingen", distractors=("Luxemburg",), not_place=("einen",), kind="b", nu="N", situation="plug-in balcony PV set up without registration")
add("de-t08", "Wir haben ein kleines Hotel mit 14 Zimmern und einem Wintergarten in Echternach. Bisher hat der Juniorchef die Fenster selbst geputzt, aber er hat sich im Herbst die Schulter gebrochen. Wir suchen eine Reinigungsfirma für alle Fenster innen und außen, zweimal im Jahr, am liebsten vor Ostern. Bitte ein Angebot.",
    "cleaning", "Echternach", "Echternach", kind="c", nu="N", situation="small hotel needs its windows cleaned twice a year")
add("de-t09", "Unsere Zahnarztpraxis ist in Kirchberg. Seit dem Windows-Update letzte Woche findet der Rechner am Röntgengerät das Netzlaufwerk nicht mehr, die Bilder landen nur noch lokal. Am Empfang funktioniert alles. Unser bisheriger Betreuer hat aufgehört und wir haben niemanden mehr.",
    "it-support", "Luxembourg", "Kirchberg", kind="c", nu="U", situation="dental practice: X-ray PC lost the network drive after an update")
add("de-t10", "Ich bin Winzer an der Mosel und verkaufe bisher nur ab Hof. Ich hätte gern eine einfache Seite mit Weinliste, Online-Bestellung und Versand nach Belgien und Deutschland. Die alte Seite hat mein Neffe 2012 gebastelt und auf dem Handy geht sie gar nicht. Was würde so etwas kosten?",
    "web-development", None, None, kind="c", nu="U", situation="winegrower wants a web shop with shipping")
add("de-t11", "Wir sind ein Ingenieurbüro mit Sitz in Grevenmacher. Für eine öffentliche Ausschreibung brauchen wir die technische Beschreibung, 22 Seiten, vom Deutschen ins Französische. Es sollte ein Fachübersetzer sein, der Bauvokabular kennt. Abgabe ist der 15. Januar.",
    "translation", None, None, distractors=("Grevenmacher",), kind="c", nu="N", situation="engineering office: technical tender text German to French")
add("de-t12", "Wir wohnen in Ettelbrück und der Speicher ist bisher nur Abstellraum, 55 m² unter der Dachschräge. Lohnt sich ein Ausbau zu zwei Kinderzimmern mit kleinem Bad, oder frisst das mit Dämmung, Treppe und Gauben alles auf? Die Balken aus Holz sind laut Nachbar in Ordnung. Was kostet so etwas grob pro m²?",
    "renovation", "Ettelbruck", "Ettelbrück", not_place=("Holz",), kind="d", nu="U", situation="converting the attic into two children's rooms and a bathroom: is it worth it")
add("de-t13", "Wir haben eine Penthousewohnung in Belair gekauft, 130 m² mit viel Glas und Sichtbeton. Jetzt stehen unsere alten Möbel drin und es sieht aus wie in einem Wartesaal. Lohnt es sich, jemanden für ein Einrichtungs- und Lichtkonzept zu bezahlen, oder macht man das besser Raum für Raum selbst?",
    "interior-design", "Luxembourg", "Belair", kind="d", nu="U", situation="penthouse feels like a waiting room: pay for a furnishing and lighting concept?")
add("de-t14", "Im Garten am Howald wollen wir den Hang mit einer Mauer abfangen, etwa 12 m lang und 1 m hoch. Was ist besser: eine Trockenmauer aus Naturstein oder eine Betonmauer, die man verkleidet? Und welcher Maurer macht so etwas überhaupt noch? Das Gelände ist steil, ein Bagger kommt nur von oben.",
    "masonry", "Hesperange", "Howald", kind="d", nu="N", situation="retaining wall for a slope: dry stone or clad concrete")
add("de-t15", "Im Mai feiern wir die goldene Hochzeit meiner Eltern mit 60 Gästen in einem Saal in Remich. Meine Schwester meint, die Handys der Enkel reichen völlig. Lohnt es sich trotzdem, jemanden für drei Stunden zu buchen, der Gruppenbilder und ein paar Porträts macht? Was kostet so etwas ungefähr?",
    "photography", "Remich", "Remich", kind="d", nu="U", situation="golden wedding anniversary: book someone for photos or rely on phones")
# ---------------- English ----------------
add("en-s01", "Need a deep clean of a 2-bed flat in Strassen before my in-laws arrive on the 19th, oven and fridge included if possible",
    "cleaning", "Strassen", "Strassen", situation="deep clean before a family visit")
add("en-s02", "Our lawn in Bridel is more moss than grass at this point, could someone scarify, reseed and feed it in March?",
    "gardening", "Kopstal", "Bridel", not_place=("grass",), situation="mossy lawn to scarify and reseed")
add("en-s03", "Looking for someone to bolt a 60 kg safe to the floor of the home office in Bertrange and, while you're there, swap the cylinder on the back door.",
    "locksmith", "Bertrange", "Bertrange", situation="install a floor safe and change a door cylinder")
add("en-s04", "Can anyone recommend a garage that services a Tesla Model 3, the brakes squeak and the contrôle technique is due in February?",
    None, None, None, situation="car service before the roadworthiness test")
add("en-s05", "Need an English to Luxembourgish interpreter for a parents' evening at my son's school next Thursday, about an hour.",
    "translation", None, None, situation="interpreter at a school parents' evening")
add("en-s06", "Could an electrician add motion-sensor lights along the driveway and two outdoor sockets on the terrace of our house in Senningerberg?",
    "electrical", "Niederanven", "Senningerberg", situation="outdoor lights and sockets")
add("en-s07", "My Samsung induction hob keeps beeping and switching itself off after a few seconds whenever I use the big zone, worth repairing or not, flat in Sandweiler?",
    "appliance-repair", "Sandweiler", "Sandweiler", situation="induction hob switches off on the large zone")
add("en-s08", "Who can do the year-end accounts and the corporate tax return for a small SARL-S (IT consultancy, one employee) for 2026?",
    "accounting", None, None, situation="annual accounts and corporate tax for a small company")
add("en-s09", "there are rats coming up from the compost bin into the garden shed in munsbach and my kids play out there 🐀 how soon can someone come",
    "pest-control", "Schuttrange", "munsbach", situation="rats from the compost bin into the shed")
add("en-s10", "Quote wanted for about 10 kWp of PV on a south-facing roof in Contern, with power at 30 cents a kWh we'd like to charge the EV from it too.",
    "solar", "Contern", "Contern", not_place=("cents",), situation="10 kWp PV quote, also for charging the car")
add("en-t01", "Every time someone upstairs has a shower there's a bang in the walls, like someone hitting a pipe with a hammer. It started after the water company did works on our street in October. It's loud enough to wake the baby, and the water bill hasn't changed so I don't think anything's leaking. House in Leudelange.",
    "plumbing", "Leudelange", "Leudelange", not_place=("bill",), kind="a", nu="U", situation="water hammer in the walls since street works")
add("en-t02", "The house is freezing in the mornings although the thermostat is set to start at 6. By lunchtime it's fine. The display shows the right time, so I don't think the clock is the problem. The radiators only get warm around 9 or 10. We're in Itzig, house from 2008.",
    "heating", "Hesperange", "Itzig", kind="a", nu="U", situation="house stays cold until mid-morning despite the programme")
add("en-t03", "Three floor tiles in our kitchen have cracked right across in the last month, all in a line from the fridge to the back door. When you knock on the ones next to them they sound hollow. Nothing heavy was dropped and the building is only 10 years old. Walferdange, ground floor flat.",
    "tiling", "Walferdange", "Walferdange", kind="a", nu="U", situation="kitchen floor tiles crack and sound hollow")
add("en-t04", "We live just outside Arlon, on the Belgian side, and both work in Luxembourg. A friend told us moss on the tiles is fine and actually protects them, so we left it. Now two tiles have slipped and the gutters are full of the stuff. Would anyone on your platform come over the border for a clean and repair?",
    "roofing", "abroad", "Arlon", distractors=("Luxembourg",), kind="b", nu="U", situation="mossy roof with slipped tiles, house just across the Belgian border")
add("en-t05", "The guy who sold us the house said the damp patch at the bottom of the garage wall was just condensation. After this autumn the render is crumbling off in chunks up to knee height and there's white powder on the bricks. I think we need a mason to look at it properly, maybe injection and new render. Detached garage, house in Junglinster.",
    "masonry", "Junglinster", "Junglinster", kind="b", nu="N", situation="rising damp: render crumbling off a garage wall")
add("en-t06", "My dad insisted we could hang the heavy oak shelves in the alcoves with plastic plugs. One came down last night with all the books, luckily nobody was in the room. I'd like built-in shelving done properly, floor to ceiling on both sides of the chimney breast. Flat in Steinsel, we were both born here and not planning to move lol.",
    "carpentry", "Steinsel", "Steinsel", not_place=("born",), kind="b", nu="U", situation="shelves on plastic plugs fell; wants built-in shelving")
add("en-t07", "Our landlord said we could just leave the big wardrobe and the sofa bed in the flat and he'd sort them out. Now he's changed his mind and wants them gone by Friday. We're moving from Mamer to a smaller place in Kehlen and our friends can't carry that stuff down four floors. Need movers with a van on Friday morning, maybe also a run to the recycling centre.",
    "moving", "Mamer", "Mamer", distractors=("Kehlen",), kind="b", nu="N", situation="move between two communes, heavy furniture down four floors")
add("en-t08", "I manage a co-working space in Betzdorf with about 40 desks and two meeting rooms. Our cleaning contractor went bust on Monday and the bins are already overflowing. We need a cleaning company that can start ASAP, five mornings a week before 8am. Can you send a quote?",
    "cleaning", "Betzdorf", "Betzdorf", kind="c", nu="N", situation="co-working space needs a new office cleaning contractor")
add("en-t09", "Our architecture practice moved to a new office in Gasperich last month. Half of the laptops won't print to the big plotter and the Wi-Fi drops every afternoon around 3. The building manager says it's not his problem. We're 9 people and we have a competition deadline on the 20th.",
    "it-support", "Luxembourg", "Gasperich", kind="c", nu="U", situation="architecture office: plotter and Wi-Fi problems after moving")
add("en-t10", "I run a small dog-training school and people book sessions through WhatsApp, which is chaos. I'd like something on my site where they can pick a slot, pay a deposit and get a reminder the day before. I'm based near Bertrange but clients come from all over. What would that cost roughly?",
    "web-development", None, None, distractors=("Bertrange",), kind="c", nu="U", situation="dog trainer wants online booking with deposits")
add("en-t11", "We're a fintech start-up with 25 people and our careers page still has stock photos. Looking for a photographer who can set up a mini studio in our meeting room in Kirchberg for headshots, plus a few shots of the team at work. One day in January would be ideal.",
    "photography", "Luxembourg", "Kirchberg", kind="c", nu="N", situation="start-up needs team headshots in its office")
add("en-t12", "We're buying a 1950s terraced house in Hollerich and the survey says the kitchen, the bathroom and all the wiring need redoing. We'd like to move in by September. Is that realistic if we start in March, or are we dreaming? Also, who keeps the different people on schedule?",
    "renovation", "Luxembourg", "Hollerich", kind="d", nu="U", situation="is a kitchen, bathroom and rewiring refit realistic in six months")
add("en-t13", "My builder is eight months late with our new house in Schrassig and keeps inventing excuses. The contract has a penalty clause for delays. Is it worth getting a lawyer involved now, or should I wait until the handover? What does a first consultation usually cost here?",
    "legal", None, None, distractors=("Schrassig",), kind="d", nu="N", situation="builder eight months late: lawyer now or after handover")
add("en-t14", "We have a long, narrow living room, about 9 m by 3.5 m, with the only window at one end. Right now it feels like a corridor with a sofa in it. Would a proper furniture and lighting plan really make a difference, or is it just a matter of buying the right sofa? How do people charge for that, per room or per hour? Flat in Esch-sur-Alzette.",
    "interior-design", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="narrow living room: worth paying for a layout and lighting plan")
add("en-t15", "Which is better for a hallway with three kids and a dog, washable matt or satin? We want the walls and ceilings of the stairwell redone in our house in Capellen, three floors. Is it cheaper to get someone in during winter? Roughly what would that cost?",
    "painting", "Mamer", "Capellen", kind="d", nu="U", situation="repainting a three-floor stairwell: which finish and what cost")
# ---------------- Portuguese ----------------
add("pt-s01", "Bom dia, preciso de um canalizador para trocar o autoclismo e a sanita, casa de banho pequena em Schifflange, pode ser num sábado?",
    "plumbing", "Schifflange", "Schifflange", situation="replace cistern and toilet bowl")
add("pt-s02", "queria um devis para pintar 3 quartos e o corredor paredes e tetos tudo branco apartamento em kayl perto da igreja",
    "painting", "Kayl", "kayl", situation="paint three rooms and the corridor white")
add("pt-s03", "Procuro alguém para limpar os vidros todos da casa de 15 em 15 dias (são muitos, temos uma marquise) em Bergem.",
    "cleaning", "Mondercange", "Bergem", situation="fortnightly window cleaning of a house with a glazed porch")
add("pt-s04", "Alguém conhece uma costureira que faça bainhas e aperte dois vestidos para um batizado até dia 10?",
    None, None, None, situation="seamstress for hems and taking in dresses")
add("pt-s05", "O meu patrão não me paga as horas extra há 6 meses e preciso de um advogado que fale português, quanto custa uma primeira consulta?",
    "legal", None, None, situation="unpaid overtime, lawyer who speaks Portuguese")
add("pt-s06", "mudança de Lintgen para Viseu em julho, só umas 20 caixas e uma mota, fazem isso ou só dentro do Luxemburgo?",
    "moving", "Lintgen", "Lintgen", distractors=("Luxemburgo",), situation="small move from Luxembourg to Portugal")
add("pt-s07", "Preciso de alguém para cortar a relva e tratar do jardim da minha sogra em Dippach uma vez por mês, ela já não consegue 🙏",
    "gardening", "Dippach", "Dippach", situation="monthly lawn and garden care for an elderly relative")
add("pt-s08", "Quero um site simples para a minha empresa de transportes com formulário de pedido de orçamento, em português e francês.",
    "web-development", None, None, situation="simple site with quote-request form for a haulage firm")
add("pt-s09", "A luz da cozinha pisca e o interruptor fica quente quando lhe toco, moramos em Mersch, isto é perigoso?",
    "electrical", "Mersch", "Mersch", situation="flickering kitchen light, switch gets hot")
add("pt-s10", "A máquina de secar da Bosch faz um barulho de metal a raspar e deixou de aquecer, alguém repara em Colmar-Berg?",
    "appliance-repair", "Colmar-Berg", "Colmar-Berg", situation="tumble dryer scraping noise and no heat")
add("pt-t01", "A água do duche demora imenso a ir embora e sobe um cheiro esquisito do ralo. Agora também o lavatório ao lado começou a escoar devagar. Já tirei os cabelos do ralo e nada mudou. Moramos num rés-do-chão em Koerich.",
    "plumbing", "Koerich", "Koerich", kind="a", nu="U", situation="shower and washbasin drain slowly and smell")
add("pt-t02", "Há umas semanas começámos a ver uns bichinhos castanhos na despensa, dentro dos pacotes de farinha e de arroz. Deitei tudo fora, limpei as prateleiras com vinagre, mas voltaram. Agora também aparecem umas borboletas pequeninas na cozinha à noite. Casa em Garnich, tenho dois miúdos pequenos.",
    "pest-control", "Garnich", "Garnich", kind="a", nu="U", situation="pantry moths and larvae in flour and rice")
add("pt-t03", "Desde a tempestade de domingo ouve-se qualquer coisa a bater lá em cima quando há vento. Da rua vê-se uma telha partida perto da caleira e a caleira está meio solta. Ainda não entrou água em casa mas estou com medo. Casa em Limpach.",
    "roofing", "Reckange-sur-Mess", "Limpach", kind="a", nu="U", situation="broken tile and loose gutter after a storm")
add("pt-t04", "O meu cunhado pôs o carrelage na varanda com cola de interior e agora, depois das geadas, há ladrilhos a saltar. Preciso de um ladrilhador que tire tudo e volte a assentar com material para exterior. São 12 m2 no segundo andar, apartamento em Kehlen.",
    "tiling", "Kehlen", "Kehlen", kind="b", nu="N", situation="balcony tiles laid with indoor adhesive come loose after frost")
add("pt-t05", "O proprietário disse que para poupar devíamos desligar o chauffage completamente durante o dia. Agora as paredes do quarto estão sempre frias e quando ligamos à noite demora horas a aquecer. Ele também diz que o barulho de água a ferver na caldeira «é normal». Podem mandar alguém ver? Moramos em Bissen.",
    "heating", "Bissen", "Bissen", kind="b", nu="U", situation="landlord says switch heating off by day; boiler makes kettling noise")
add("pt-t06", "Um vizinho disse-nos que podíamos abrir uma porta entre a cozinha e a sala sem pôr viga, porque a parede «não é de carga». Agora há uma fissura do canto da porta até ao teto e o chão do quarto de cima range. Estamos em Audun-le-Tiche, do lado francês, mas trabalhamos os dois no Luxemburgo. Alguém pode vir ver isto com urgência?",
    "masonry", "abroad", "Audun-le-Tiche", distractors=("Luxemburgo",), kind="b", nu="U", situation="doorway cut without a lintel, crack to the ceiling; house in France")
add("pt-t07", "A senhoria deu-nos só uma chave e disse que não se podiam fazer cópias porque é uma chave de segurança com cartão. Afinal a agência diz que podemos, mas o cartão está com ela e ela não responde. Somos três a viver no apartamento e andamos a passar a chave pela janela. Precisamos de um serralheiro que faça cópias ou troque o canhão, em Esch-Alzette.",
    "locksmith", "Esch-sur-Alzette", "Esch-Alzette", kind="b", nu="N", situation="only one security key for three flatmates")
add("pt-t08", "Temos uma pequena empresa de limpezas com 15 funcionárias e usamos tablets para marcar as horas. Desde a semana passada dois tablets não sincronizam e o computador do escritório ficou lentíssimo. O meu filho costumava tratar disso mas foi estudar para Lisboa. O escritório é em Differdange, perto do estádio.",
    "it-support", "Differdange", "Differdange", kind="c", nu="U", situation="cleaning company: time-tracking tablets do not sync, office PC slow")
add("pt-t09", "Abrimos um restaurante em Ettelbruck há quatro meses e ainda não temos contabilista, o antigo dono tratava de tudo. Precisamos de alguém para os salários de cinco pessoas, as declarações de TVA e o balanço. Quanto se paga por mês mais ou menos?",
    "accounting", None, None, distractors=("Ettelbruck",), kind="c", nu="N", situation="new restaurant needs payroll, VAT returns and annual accounts")
add("pt-t10", "Sou presidente de uma associação de pais portugueses e vamos ter uma reunião com a escola sobre a nova secção de ensino. Muitos pais percebem mal o francês e a diretora só fala francês e luxemburguês. Precisávamos de alguém presente para passar tudo para português e as perguntas dos pais para francês. Seriam umas duas horas, em fevereiro.",
    "translation", None, None, kind="c", nu="U", situation="parents' association needs an interpreter for a school meeting")
add("pt-t11", "Temos uma pastelaria na rue de Hollerich e vamos lançar um catálogo de bolos de festa por encomenda. Procuro um fotógrafo que faça fotos de produto com fundo branco, uns 40 bolos em dois dias. Também queríamos umas fotos da equipa para o Facebook.",
    "photography", "Luxembourg", "Hollerich", kind="c", nu="N", situation="pastry shop needs product photos for a cake catalogue")
add("pt-t12", "Vale a pena reparar o soalho antigo da sala ou é melhor pôr flutuante por cima? Há tábuas soltas e range muito, mas é carvalho maciço com quase 80 anos. A casa é em Tuntange e queremos fazer isto antes do Natal.",
    "carpentry", "Helperknapp", "Tuntange", kind="d", nu="U", situation="old oak floorboards: repair or cover with floating floor")
add("pt-t13", "Comprámos um apartamento antigo em Rodange: cozinha, casa de banho, chão e eletricidade, está tudo por fazer. Quanto tempo demora normalmente uma empresa de renovação a fazer 80 m2 assim? Ainda pagamos renda e precisamos de saber quando nos podemos mudar.",
    "renovation", "Pétange", "Rodange", kind="d", nu="N", situation="how long a full flat renovation takes")
add("pt-t14", "O meu vizinho pôs painéis no telhado e diz que quase não paga eletricidade. A nossa casa em Dudelange tem o telhado virado a norte e a leste. Vale a pena pôr também, ou assim não compensa? E há ajudas do Estado para isto?",
    "solar", "Dudelange", "Dudelange", kind="d", nu="U", situation="is PV worth it on a north/east roof, subsidies")
add("pt-t15", "A minha mãe vem viver connosco e temos de transformar o escritório num quarto sem perder o sítio para trabalhar. Será que vale a pena pedir um plano de mobiliário e de luz a um profissional ou resolvemos sozinhos com o IKEA? Quanto se cobra normalmente? Moramos num T3 em Soleuvre.",
    "interior-design", "Sanem", "Soleuvre", kind="d", nu="U", situation="turn a study into a bedroom and workspace: pay for a furniture and light plan?")
# ---------------- Italian ----------------
add("it-s01", "Cerco un giardiniere per potare due ulivi in vaso e tre alberi da frutto nel giardino di casa a Diekirch prima della primavera.",
    "gardening", "Diekirch", "Diekirch", situation="prune two potted olive trees and three fruit trees")
add("it-s02", "Salve, dovrei far installare un videocitofono nuovo con due monitor in una casa a Larochette, quello vecchio non funziona più da mesi.",
    "electrical", "Larochette", "Larochette", situation="new video door-entry system")
add("it-s03", "Cerco un insegnante di chitarra per mio figlio di 12 anni, va bene anche online.",
    None, None, None, situation="guitar teacher for a child")
add("it-s04", "Ho bisogno di un commercialista per la dichiarazione dei redditi 2026, ho un appartamento in affitto in Italia e qui lavoro come dipendente.",
    "accounting", None, None, situation="tax return with rental income from a flat in Italy")
add("it-s05", "Mi servirebbe la traduzione dall'italiano al tedesco di un contratto di compravendita di un'auto d'epoca, 4 pagine, entro venerdì.",
    "translation", None, None, situation="translate a classic-car sale contract Italian to German")
add("it-s06", "preventivo per rifare le fughe della doccia e sostituire 6 piastrelle rotte nel bagno, appartamento a schieren",
    "tiling", "Schieren", "schieren", situation="regrout a shower and replace broken tiles")
add("it-s07", "Vorrei una scala in legno su misura per il soppalco della mansarda a Bettendorf, altezza circa 2,6 m, è fattibile?",
    "carpentry", "Bettendorf", "Bettendorf", situation="made-to-measure wooden stair to a mezzanine")
add("it-s08", "Mi hanno rubato lo zaino con le chiavi di casa e ho paura che tornino, potete cambiare la serratura oggi stesso a Ermsdorf?",
    "locksmith", "Vallée de l'Ernz", "Ermsdorf", situation="keys stolen, change the lock today")
add("it-s09", "Il microonde da incasso Whirlpool fa scintille dentro appena lo accendo, conviene ripararlo o no, siamo a Schoos?",
    "appliance-repair", "Fischbach", "Schoos", situation="built-in microwave sparks inside")
add("it-s10", "Cerco un imbianchino per riverniciare le ringhiere in ferro e le persiane di legno della casa a Heffingen, sono tutte scrostate.",
    "painting", "Heffingen", "Heffingen", situation="repaint flaking iron railings and wooden shutters")
add("it-t01", "La caldaia si accende e si spegne ogni due o tre minuti, tutto il giorno. Il consumo di gas è salito tantissimo rispetto all'anno scorso. Eppure in casa fa sempre fresco, 18-19 gradi al massimo. Abitiamo a Nommern, la casa è del 2001.",
    "heating", "Nommern", "Nommern", kind="a", nu="U", situation="boiler short-cycles, high gas use, house stays cool")
add("it-t02", "Sul davanzale e sul pavimento della camera trovo ogni mattina delle piccole ali trasparenti e qualche insetto nero. Sembrano formiche, ma con le ali, ed escono da una fessura vicino al battiscopa. Ieri erano decine. Casa a Bastendorf, con il giardino proprio sotto la finestra.",
    "pest-control", "Tandel", "Bastendorf", kind="a", nu="U", situation="winged ants emerging from a crack by the skirting board")
add("it-t03", "Dal soffitto del garage si staccano pezzi di cemento e si vedono i ferri arrugginiti. Ieri un pezzo grande come una mano è caduto sul cofano della macchina. Il garage è interrato e sopra c'è il giardino. Siamo a Reisdorf e non so nemmeno a chi chiedere.",
    "masonry", "Reisdorf", "Reisdorf", kind="a", nu="U", situation="concrete spalling from an underground garage ceiling")
add("it-t04", "Il montatore della cucina ha collegato la lavastoviglie direttamente allo scarico del lavello senza sifone, dicendo che andava bene lo stesso. Adesso in cucina c'è puzza di fogna e sotto il lavello è sempre umido. Vorrei che qualcuno sistemasse gli scarichi come si deve. Siamo a Ingeldorf.",
    "plumbing", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="dishwasher connected without a trap, sewer smell")
add("it-t05", "L'installatore di prima ci aveva detto che l'inverter poteva stare in soffitta, anche senza ventilazione. D'estate si spegne tutti i pomeriggi per surriscaldamento e perdiamo produzione proprio nelle ore migliori. Cerchiamo un installatore fotovoltaico che sposti l'inverter e controlli tutto l'impianto. Casa a Flaxweiler, 8 kWp.",
    "solar", "Flaxweiler", "Flaxweiler", kind="b", nu="N", situation="PV inverter in an unventilated attic shuts down from heat")
add("it-t06", "Un amico ci aveva consigliato di piantare il bambù lungo la recinzione, «cresce in fretta e non dà problemi». Sei anni dopo è arrivato nel giardino del vicino e spunta anche sotto la terrazza. Abitiamo a Martelange, in Belgio, proprio sul confine. Qualcuno può venire a estirparlo e mettere una barriera antiradice?",
    "gardening", "abroad", "Martelange", kind="b", nu="U", situation="invasive bamboo to remove, house on the Belgian side")
add("it-t07", "Mio suocero, che fa tutto da solo, ha sigillato il lucernario con la schiuma poliuretanica perché gocciolava. Adesso la schiuma si sbriciola al sole e quando piove forte l'acqua entra di nuovo, anche di più. Bisogna sostituire il lucernario o basta rifare il raccordo? Siamo a Canach.",
    "roofing", "Lenningen", "Canach", kind="b", nu="U", situation="roof window sealed with foam leaks again")
add("it-t08", "Gestisco una piccola palestra di arrampicata a Lussemburgo. La signora che puliva da noi è tornata in Portogallo e da due settimane ci arrangiamo da soli. Ci serve un'impresa di pulizie che passi ogni sera dopo le 22, spogliatoi e docce compresi. Potete mandarmi un preventivo?",
    "cleaning", "Luxembourg", "Lussemburgo", kind="c", nu="N", situation="climbing gym needs nightly cleaning")
add("it-t09", "Siamo una scuola di lingue con due aule a Strassen. Il proiettore interattivo e i 10 portatili degli studenti non si collegano più alla nuova rete Wi-Fi che ci ha installato il provider. Le lezioni ricominciano il 7 gennaio e siamo nel panico.",
    "it-support", "Strassen", "Strassen", kind="c", nu="U", situation="language school: projector and laptops will not join the new Wi-Fi")
add("it-t10", "Abbiamo una piccola ditta di traslochi con due furgoni e finora lavoriamo solo col passaparola. Vorremmo un sito dove il cliente inserisce gli indirizzi e i metri cubi e riceve subito un preventivo indicativo. È fattibile? Più o meno quanto costa?",
    "web-development", None, None, kind="c", nu="U", situation="removal firm wants a site with instant quote calculator")
add("it-t11", "Sono la responsabile marketing di una cantina a Ehnen. Per il nuovo sito vorremmo un video di due minuti e una trentina di foto della cantina, delle botti e delle degustazioni. Cerchiamo un fotografo che faccia anche video, possibilmente con drone. Quanto chiedete per una giornata?",
    "photography", "Wormeldange", "Ehnen", kind="c", nu="N", situation="winery needs a short video and photos")
add("it-t12", "A marzo ci trasferiamo da Dudelange a Torino per lavoro. Conviene una ditta di traslochi internazionale che fa tutto, o un furgone a noleggio più un container per i mobili grossi? Abbiamo un trilocale, una moto e due bici da corsa.",
    "moving", "Dudelange", "Dudelange", distractors=("Torino",), kind="d", nu="N", situation="international move: one removal firm or van plus container")
add("it-t13", "Mia nonna ci ha lasciato una casetta a Mersch, bagno e cucina sono degli anni '70. Vale la pena rimettere tutto a nuovo prima di affittarla, o conviene affittarla così e abbassare il prezzo? Vorremmo capire più o meno quanto costerebbe sistemare le due stanze.",
    "renovation", "Mersch", "Mersch", kind="d", nu="U", situation="refit a 1970s kitchen and bathroom before letting: worth it?")
add("it-t14", "Ho comprato casa a Heffingen un anno fa e solo adesso scopro che il vicino ha un diritto di passaggio nel mio giardino. Il notaio non mi aveva detto niente. Conviene rivolgersi a un avvocato o è tempo perso? Quanto costa una prima consulenza?",
    "legal", None, None, distractors=("Heffingen",), kind="d", nu="N", situation="undisclosed right of way over the garden: worth seeing a lawyer")
add("it-t15", "Abbiamo comprato un monolocale a Cents da affittare arredato. Sono 38 m² e vogliamo che sembri più grande nelle foto dell'annuncio. Conviene far progettare arredo e luci da un professionista, o bastano mobili standard ben scelti?",
    "interior-design", "Luxembourg", "Cents", kind="d", nu="U", situation="studio flat to let: worth having furniture and lighting designed")
# ---------------- Spanish ----------------
add("es-s01", "Necesito que alguien me levante un murete de bloques de hormigón de 8 metros para separar el jardín del vecino en Hosingen, ¿hacéis presupuestos gratis?",
    "masonry", "Parc Hosingen", "Hosingen", situation="build a low concrete-block garden wall")
add("es-s02", "Se ha reventado una tubería del garaje con la helada y sale agua por todas partes, ya he cerrado la llave general, casa en Weiswampach, ¡urgente!",
    "plumbing", "Weiswampach", "Weiswampach", situation="frozen pipe burst in the garage")
add("es-s03", "¿Alguien sabe dónde me pueden arreglar una bici eléctrica que ya no carga?",
    None, None, None, situation="e-bike repair")
add("es-s04", "Busco abogado que hable español para la herencia de mi padre, que tenía cuentas aquí y en España.",
    "legal", None, None, situation="inheritance with accounts in two countries")
add("es-s05", "quiero una web para mi empresa de reformas con galería de fotos de las obras y formulario de contacto cuánto cuesta más o menos",
    "web-development", None, None, situation="website for a building refurbishment company")
add("es-s06", "Queremos cambiar la caldera de gasóleo por una bomba de calor aire-agua en una casa de 160 m² en Redange-sur-Attert, ¿nos mandáis presupuesto?",
    "heating", "Redange", "Redange-sur-Attert", situation="replace an oil boiler with an air-to-water heat pump")
add("es-s07", "Busco empresa de limpieza para la escalera y el portal de un edificio de 8 pisos en Wiltz, una vez por semana.",
    "cleaning", "Wiltz", "Wiltz", situation="weekly cleaning of a block's stairs and entrance")
add("es-s08", "Tenemos cucarachas en la cocina del piso de Useldange, salen por la noche de detrás de la nevera 🤢 ¿hacéis desinsectación?",
    "pest-control", "Useldange", "Useldange", situation="cockroaches in a kitchen")
add("es-s09", "Busco fotógrafo para sacar fotos de la casa que vendemos en Ell, interior y exterior, con dron si puede ser.",
    "photography", "Ell", "Ell", situation="property photos for a house sale")
add("es-s10", "¿Cuánto cuesta poner paneles de solar térmica para el agua caliente en una casa en Boulaide?",
    "solar", "Boulaide", "Boulaide", situation="solar thermal panels for hot water")
add("es-t01", "Cuando enciendo la luz del baño, el enchufe del pasillo deja de funcionar. A veces huele a plástico quemado cerca del interruptor. El piso es de alquiler y la instalación es muy antigua. Vivimos en Winseler y tengo miedo de dejarlo así con los niños.",
    "electrical", "Winseler", "Winseler", kind="a", nu="U", situation="socket dies when the bathroom light is on, burning smell")
add("es-t02", "Cuando se derrite la nieve aparecen gotas en el techo del dormitorio de arriba, pero con lluvia normal nunca. En el borde del tejado se forman carámbanos enormes. Dentro, la pintura del techo ya tiene una mancha amarilla. Casa en L-9901, de los años 70.",
    "roofing", "Troisvierges", "L-9901", kind="a", nu="U", situation="drips only during snowmelt, big icicles at the eaves")
add("es-t03", "Las juntas entre los ladrillos de la fachada se están deshaciendo: las toco y cae arena. Hay un par de ladrillos que se mueven un poco. La casa es de 1930 y esa pared da al oeste, donde pega la lluvia. Vivimos en Vichten.",
    "masonry", "Vichten", "Vichten", kind="a", nu="U", situation="mortar joints of a brick facade crumble")
add("es-t04", "El de la tienda nos dijo que no hacía falta imprimación sobre el yeso nuevo. Hemos pintado el salón y a las dos semanas la pintura se levanta como si fuera piel. Busco un pintor que lo arregle bien, son unos 60 m² de pared. Piso en Kirchberg, cerca del tranvía.",
    "painting", "Luxembourg", "Kirchberg", kind="b", nu="N", situation="paint peels off new plaster applied without primer")
add("es-t05", "Mi cuñado me dijo que podía poner el porcelánico directamente sobre el parquet viejo de la cocina. A los tres meses hay baldosas agrietadas y otras suenan huecas. Quiero quitarlo todo y hacerlo bien esta vez. Son 14 m² en Rambrouch.",
    "tiling", "Rambrouch", "Rambrouch", kind="b", nu="U", situation="porcelain tiles laid over old parquet crack")
add("es-t06", "En la tienda de bricolaje me vendieron un herbicida «para todo» y ahora el césped tiene calvas amarillas enormes y se han secado dos rosales. Vivimos en Wallendorf, al otro lado del río, en Alemania, a dos minutos de Reisdorf. ¿Alguien puede venir en primavera a recuperar el jardín?",
    "gardening", "abroad", "Wallendorf", distractors=("Reisdorf",), kind="b", nu="U", situation="weedkiller burned the lawn; German village across the river")
add("es-t07", "El técnico de la tienda dijo que el goteo del dispensador de hielo de la nevera americana era normal los primeros meses. Ahora cada mañana hay un charco helado en el suelo y el lado derecho ya no enfría. La garantía terminó hace un mes. Busco un técnico de electrodomésticos en Stadtbredimus o cerca.",
    "appliance-repair", "Stadtbredimus", "Stadtbredimus", kind="b", nu="N", situation="American fridge ice dispenser leaks, one side stops cooling")
add("es-t08", "Tenemos un hotel rural de 12 habitaciones en Kaundorf. El wifi no llega a la mitad de las habitaciones y los huéspedes se quejan en las reseñas. El router está en recepción, en la planta baja, y los repetidores que compramos no sirven de mucho. Encima el datáfono pierde la conexión dos veces al día. Yo de esto no entiendo nada. Queremos una red en condiciones antes de Semana Santa.",
    "it-support", "Lac de la Haute-Sûre", "Kaundorf", kind="c", nu="U", situation="rural hotel Wi-Fi does not reach half the rooms")
add("es-t09", "Somos una asociación cultural hispano-luxemburguesa con 120 socios. Hasta ahora la tesorera llevaba las cuentas en una libreta, pero ahora recibimos una subvención y nos piden cuentas anuales en regla. ¿Algún contable que trabaje con asbl y no cobre una fortuna?",
    "accounting", None, None, kind="c", nu="N", situation="cultural association needs proper annual accounts")
add("es-t10", "Tenemos una pequeña empresa de software en Esch-sur-Alzette y vamos a lanzar nuestra app en España y México. Hay que pasar al español la interfaz, unas 4.000 palabras, y las condiciones de uso. ¿Se puede hacer en dos semanas?",
    "translation", None, None, distractors=("Esch-sur-Alzette",), kind="c", nu="U", situation="software firm: app interface and terms into Spanish")
add("es-t11", "Llevo una pensión de 9 habitaciones en Clervaux y cada verano se pierden llaves. Queremos pasar a un sistema de llaves maestras o a cerraduras con tarjeta, lo que salga más razonable. ¿Quién hace eso por aquí?",
    "locksmith", "Clervaux", "Clervaux", kind="c", nu="U", situation="guesthouse wants a master-key or card-lock system")
add("es-t12", "Nos mudamos de Madrid a un piso en Bonnevoie en abril, con dos niños y un gato. ¿Es mejor contratar una empresa de mudanzas de España o una de aquí que haga la parte de la llegada? Tenemos unos 30 m³ y el piso nuevo está en un cuarto sin ascensor.",
    "moving", "Luxembourg", "Bonnevoie", distractors=("Madrid",), kind="d", nu="N", situation="move from Spain into the city: Spanish or local removal firm")
add("es-t13", "Hemos heredado la casa de mis suegros en Esch-Sauer. Tiene 120 años, muros de piedra, ventanas viejas y nada de aislamiento. ¿Tiene sentido arreglarla entera para vivir o sale casi igual de caro hacer una nueva? ¿Quién nos puede dar una valoración honesta?",
    "renovation", "Esch-sur-Sûre", "Esch-Sauer", kind="d", nu="U", situation="120-year-old stone house: refurbish completely or rebuild")
add("es-t14", "Voy a abrir una pequeña consulta de psicología en casa, en una habitación de 12 m² que ahora es un trastero. Quiero que sea acogedora pero profesional, y no tengo ni idea de colores, luz ni muebles. ¿Merece la pena pagar a alguien que lo diseñe? Vivo en Merl.",
    "interior-design", "Luxembourg", "Merl", kind="d", nu="U", situation="small therapy room at home: worth paying for a design")
add("es-t15", "¿Qué es mejor para una pérgola adosada a la casa, alerce o pino tratado? Queremos una estructura de madera de 4 x 3 m con suelo de tarima, en L-8211. ¿Algún carpintero que haga este tipo de trabajo y nos diga cuál dura más?",
    "carpentry", "Mamer", "L-8211", kind="d", nu="N", situation="timber pergola with decking: larch or treated pine")
