MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien, eis Toilette leeft dauernd no an de Waasserzieler dréint wéi wild, kéint een dës Woch op Keel kommen fir dat ze flécken?",
    "plumbing", "Kayl", "Keel", situation="Toilet cistern keeps running, water meter spinning")
add("lb-s02", "Mir hunn en Haus vun 1974 zu Capellen kaaft a wëllen d'Kichen an d'Wunnzëmmer zesummeleeën – Mauer eraus, neie Buedem, Elektresch an Heizkierper verréckelen – a sichen eng Firma déi dat alles vun A bis Z koordinéiert.",
    "renovation", "Mamer", "Capellen", situation="Merge kitchen and living room in a 1974 house, one coordinating firm")
add("lb-s03", "Bonjour, ech hätt gär en Devis fir dräi Zëmmer an e Gank ze sträichen, Plafongen och, Appartement um Lampertsbierg, ab Mëtt Januar fräi.",
    "painting", "Luxembourg", "Lampertsbierg", situation="Quote to paint three rooms, corridor and ceilings")
add("lb-s04", "D'Fugen am Kichebuedem bröckelen an zwou Plättercher klénge huel a si gebrach, wie kann déi zu Greiveldange ersetzen an nei verfugen?",
    "tiling", "Stadtbredimus", "Greiveldange", situation="Crumbling grout and two hollow, broken kitchen floor tiles")
add("lb-s05", "ech sinn ausgespaart d'dier ass zougefall an de schlëssel stécht bannen am schlass sandweiler rue principale wie kann elo kommen",
    "locksmith", "Sandweiler", "sandweiler", situation="Locked out, key left inside in the lock (voice-typed)")
add("lb-s06", "Mir plënneren den 28 Februar vu Biissen op Ettelbréck, 3 Schlofzëmmer, vill Bicher an e groussen Eckschaf, wat kascht dat mat Camionnette an 3 Männer?",
    "moving", "Bissen", "Biissen", distractors=["Ettelbréck"], situation="House move Bissen to Ettelbruck, price for van and three men")
add("lb-s07", "Eise Volleyballveräin brauch eng nei Websäit mat Memberlëscht, Matchkalenner an online Umeldung fir d'Jugend, wien mécht esou eppes fir e klenge Budget?",
    "web-development", None, None, situation="Volleyball club website with fixtures and youth sign-up")
add("lb-s08", "Ech brauch e Kafvertrag fir en Appartement vum Portugisesche an d'Franséisch iwwersat, 14 Säiten, et muss net beeedegt sinn.",
    "translation", None, None, situation="Non-sworn translation of a 14-page purchase contract PT to FR")
add("lb-s09", "Wat kascht ongeféier eng PV-Anlag vun 9 kWc op engem Süd-Daach zu Reisduerf, mat Fronius-Onduleur, a wéi laang muss ee waarden?",
    "solar", "Reisdorf", "Reisduerf", situation="Price and lead time of a 9 kWp PV system")
add("lb-s10", "Sicht een e Student deen mengem Jong (3e) zweemol d'Woch Nohëllef a Mathé gëtt, gär och online?",
    None, None, None, situation="Maths tutoring for a schoolboy (not a trade)")
add("lb-t01", "Zanter de Feierdeeg ass d'Haus just nach 16 Grad, och wann den Thermostat op 22 steet. Am Keller weist de Manometer vum Kessel 0,4 bar an et klickt all puer Minutten, mee d'Flam geet net un. Waarmt Waasser hu mir och keent méi, d'Kanner wäschen sech mat Waasser aus dem Kachdëppen. Mir wunnen zu Bettenduerf, kann haut nach een kucken?",
    "heating", "Bettendorf", "Bettenduerf", kind="a", nu="U", situation="House at 16 degrees, boiler pressure 0.4 bar, burner will not light")
add("lb-t02", "All Nuecht héiere mir et am Plafong vum Schlofzëmmer kraazen a rennen, ëmmer tëscht 2 an 4 Auer. Um Späicher louchen gëschter kleng schwaarz Kréimelen, esou grouss wéi Räiskären, an e Stéck vun der Isolatioun ass ugeknabbert. D'Kaz interesséiert sech guer net dofir. Haus zu Veianen, no bei der Bréck.",
    "pest-control", "Vianden", "Veianen", kind="a", nu="U", situation="Scratching in the ceiling at night, rice-sized droppings, gnawed insulation")
add("lb-t03", "Nom Stuerm vu Sonndeg hu mir um Späicher e grousse naasse Flack um Holz, an et leeft Waasser laanscht de Kamäin erof. Am Gaart louchen dräi zerbrach Schifer. Et ass d'Haus vu menge Schwéierelteren zu Echternacherbrück, direkt iwwer der Sauer vun Iechternach. Kann dat een esou séier wéi méiglech ofdecken?",
    "roofing", "abroad", "Echternacherbrück", distractors=["Iechternach"], not_place=["Holz"], kind="a", nu="U", situation="Storm: broken slates, water running down by the chimney, house just across the border")
add("lb-t04", "Eise Lavabo am Buedzëmmer leeft zanter enger Woch ëmmer méi lues of. Den Noper huet gemengt, ech soll eng ganz Fläsch Ätznatron an Äessëg dran schëdden, an elo ass alles komplett zou an et stënkt. Elo hunn ech Angscht, datt d'Leitunge kapott sinn. Ech hätt gär e Sanitärinstallateur, deen d'Rouer mat enger Kamera kuckt, zu Waasserbëlleg.",
    "plumbing", "Mertert", "Waasserbëlleg", kind="b", nu="N", situation="Neighbour's caustic soda made a slow basin drain fully blocked")
add("lb-t05", "Am Keller vun eisem Lounhaus zu Schouweiler geet e Rass schréi duerch d'Mauer, uewen bal ee Zentimeter breet. De Proprietaire seet, dat wier normal an et géif duergoen, e bëssen Silikon dran ze drécken. Mee zanter dem Summer ass de Rass méi laang ginn an d'Kellerdier klemmt. Ech wëll dat vun engem Fachmann kucken an zoumaache loossen.",
    "masonry", "Dippach", "Schouweiler", kind="b", nu="U", situation="Widening diagonal crack in a cellar wall, landlord says silicone will do")
add("lb-t06", "Um Rot vum Verkeefer am Bauhaus hunn ech am Juli de Rasen gedüngt a kräfteg vertikutéiert, an elo ass de ganze Gaart brong an et wiisst nëmmen nach Moos. Meng Fra ass guer net frou. Mir sichen e Gäertner, deen de Rasen am Fréijoer nei uleet, ongeféier 300 m2, zu Nocher.",
    "gardening", "Goesdorf", "Nocher", kind="b", nu="N", situation="Shop advice to scarify and feed in July burnt the lawn; reseed 300 m2")
add("lb-t07", "Mäi Schwoer huet eis d'LED-Spotten am Buedzëmmer selwer ugeschloss, hie mécht jo alles selwer. Zanter deem fält all Kéier de FI eraus, wann d'Dusch méi wéi 5 Minutte leeft. D'Kanner hunn elo Angscht, am Donkelen ze duschen. Appartement zu Gaasperech, am zweete Stack.",
    "electrical", "Luxembourg", "Gaasperech", kind="b", nu="U", situation="DIY bathroom spotlights by brother-in-law trip the RCD when showering")
add("lb-t08", "Mir sinn e klengen Tennisclub mat ongeféier 180 Memberen an enger Buvette. Eise Keessier hält no 20 Joer op, a keen am Comité kennt sech mat de Bicher, der TVA vun der Buvette an de Lounfiche vun eisem Trainer aus. Mir sichen een, deen dat alles all Mount iwwerhëlt an den Ofschloss fir d'Generalversammlung preparéiert.",
    "accounting", None, None, kind="c", nu="U", situation="Tennis club needs books, bar VAT and coach payroll after treasurer quits")
add("lb-t09", "Eis Musek, d'Harmonie vu Waldbëlleg, feiert dëst Joer hir 125 Joer. Fir de Galaconcert an der Kierch an de Cortège duerno sichen mir e Fotograf, deen och e kuerze Film fir eis Facebook-Säit mécht. De Budget ass limitéiert, mee mir ginn e Friessen a Gedrénks. Wien huet den 9. Mee Zäit?",
    "photography", "Waldbillig", "Waldbëlleg", kind="c", nu="N", situation="Village band's 125th anniversary concert needs photos and a short film")
add("lb-t10", "Mir sinn eng Physiotherapie-Praxis zu Esch-Uelzecht, 160 m2 mat 5 Behandlungsraim an enger klenger Turnhal. Déi Persoun, déi dat bis elo gemaach huet, ass a Pensioun. Mir bräichten een, deen dräimol d'Woch owes no 19 Auer d'Biedem, d'Toiletten an d'Matten mécht, mat Rechnung.",
    "cleaning", "Esch-sur-Alzette", "Esch-Uelzecht", kind="c", nu="U", situation="Physiotherapy practice needs evening floor, toilet and mat cleaning")
add("lb-t11", "Mir sinn eng Schräinerei zu Réiden mat 12 Leit. Zanter mir en neie Router kritt hunn, fënnt keen Computer méi den Netzwierk-Drécker an de Server mat de Pläng. Eise Lehrjong huet et probéiert, ouni Erfolleg. Mir sichen eng IT-Firma, déi dat reparéiert an eis och e Wartungsvertrag mécht.",
    "it-support", "Redange", "Réiden", kind="c", nu="N", situation="Joinery's PCs lost printer and file server after router swap")
add("lb-t12", "Mir hunn en neit Appartement um Kierchbierg kaaft, 95 m2, alles wäiss an eidel. Lount et sech, eng Interior Designerin ze huelen fir Faarwen, Luuchten a Miwwelen ze plangen, oder ass dat erausgehäite Geld? Wat kascht esou eppes ongeféier, pro Stonn oder pauschal? Mir wëllen op alle Fall keng Wänn erausrappen.",
    "interior-design", "Luxembourg", "Kierchbierg", kind="d", nu="N", situation="Is an interior designer worth it for a bare new flat; hourly or flat fee")
add("lb-t13", "Eis Trap aus Eech huet 40 Joer um Bockel an d'Trëtter sinn an der Mëtt ausgetrueden. Wat ass besser: alles ofschleifen an nei ueleg, oder just déi schlëmmst Trëtter ersetzen? A wat kascht dat ongeféier? Haus zu Suessem.",
    "carpentry", "Sanem", "Suessem", not_place=["Eech"], kind="d", nu="U", situation="Worn oak staircase: sand and oil or replace treads")
add("lb-t14", "Mäi Papp ass am Oktober gestuerwen an hannerléisst en Haus, dat mir zu dräi ierwen. Mäi Brudder wunnt do gratis a wëll weder verkafen nach eis eppes bezuelen. Kann hien dat einfach esou maachen? A wat kascht et, wann ee sech do beroden a vertriede léisst?",
    "legal", None, None, kind="d", nu="U", situation="Inherited house: brother lives there free and refuses to sell")
add("lb-t15", "Eise Bosch-Spullmaschinn, 7 Joer al, gëtt net méi richteg propper an d'Waasser bleift ënnen stoen. Ech hunn de Filter scho gebotzt. Soll ech se nach flécke loossen oder ass et gescheiter, direkt eng nei ze kafen? Mir sinn zu Miersch.",
    "appliance-repair", "Mersch", "Miersch", kind="d", nu="U", situation="Dishwasher leaves water standing: repair or replace")

# ---------------- French ----------------
add("fr-s01", "Bonjour, je cherche un électricien pour ajouter quatre prises et une ligne dédiée pour une plaque à induction dans notre cuisine à Munsbach, c'est possible avant Noël ?",
    "electrical", "Schuttrange", "Munsbach", situation="Four sockets and a dedicated induction hob circuit")
add("fr-s02", "Notre plancher chauffant ne chauffe plus que dans les chambres, le salon reste froid et le collecteur goutte un peu, quelqu'un peut passer à Bous cette semaine ?",
    "heating", "Bous-Waldbredimus", "Bous", situation="Underfloor heating cold in living room, manifold weeping")
add("fr-s03", "Devis svp pour remplacer notre terrasse en bois de 25 m² (ipé ou mélèze, je ne sais pas trop) à Beaufort, les lames actuelles sont pourries et on passe à travers.",
    "carpentry", "Beaufort", "Beaufort", situation="Replace a rotten 25 m2 timber deck")
add("fr-s04", "Il faudrait abattre un épicéa d'environ 18 m qui penche vers la maison à Hollenfels, l'accès au jardin se fait seulement par un chemin de 1,20 m.",
    "gardening", "Helperknapp", "Hollenfels", situation="Fell an 18 m spruce leaning towards the house, narrow access")
add("fr-s05", "Nettoyage après travaux d'une maison neuve à Ehnen : vitres, sols, poussière de plâtre partout, il faut que ce soit fini pour la remise des clés le 3 avril.",
    "cleaning", "Wormeldange", "Ehnen", situation="Post-construction clean of a new house before handover")
add("fr-s06", "Mon employeur veut me licencier pendant mon congé maladie, est-ce qu'il en a le droit et combien coûte une consultation chez un avocat en droit du travail ?",
    "legal", None, None, situation="Dismissal during sick leave, employment lawyer fee")
add("fr-s07", "Cherche comptable pour une petite SCI familiale avec trois appartements loués, bilan annuel et déclaration d'impôt, idéalement à prix forfaitaire.",
    "accounting", None, None, situation="Bookkeeping and tax return for a family property company")
add("fr-s08", "le wifi ne passe pas du tout au 2e étage chez nous (code postal L-3370), on voudrait des bornes mesh câblées proprement et un switch dans le garage",
    "it-support", "Leudelange", "L-3370", situation="No wifi upstairs, wired mesh access points and a switch")
add("fr-s09", "Déménagement de Thionville vers Schifflange le 14 juin, un 2 pièces au 3e sans ascenseur, faut-il un monte-meubles ou ça passe par l'escalier ?",
    "moving", "Schifflange", "Schifflange", distractors=["Thionville"], situation="Cross-border move into Schifflange, third floor without lift")
add("fr-s10", "Quelqu'un connaît un garage pas trop cher pour changer la courroie de distribution d'une Clio 4 de 2016 ?",
    None, None, None, situation="Cheap garage for a car timing belt (not a trade)")
add("fr-t01", "Depuis hier soir, la moitié de la maison n'a plus de courant : cuisine et salon dans le noir, mais les chambres marchent. Au tableau, un des interrupteurs redescend dès que je le remonte, même avec tout débranché. Le congélateur est plein pour la communion de samedi ! Maison à Schieren, juste à côté de la gare.",
    "electrical", "Schieren", "Schieren", not_place=["gare"], kind="a", nu="U", situation="Half the house without power, one breaker trips at once")
add("fr-t02", "Le muret en pierres qui retient le talus le long de notre allée penche de plus en plus. Après les grosses pluies de la semaine dernière, plusieurs pierres sont tombées et la terre commence à glisser. Le portail ne ferme plus. Nous habitons à Nommern, les enfants passent là tous les jours.",
    "masonry", "Nommern", "Nommern", kind="a", nu="U", situation="Stone retaining wall along the drive leaning, stones falling")
add("fr-t03", "Mon four encastré Siemens chauffe encore par le haut mais plus du tout par le bas. Les gâteaux sont brûlés dessus et crus dessous. Le ventilateur tourne, la lumière marche, il a 6 ans. Appartement à Bonnevoie, je suis là tous les après-midi.",
    "appliance-repair", "Luxembourg", "Bonnevoie", kind="a", nu="U", situation="Built-in oven no longer heats from below")
add("fr-t04", "Notre fenêtre de toit Velux fuyait un peu par fortes pluies. Mon beau-frère m'a conseillé de mettre du silicone tout autour à l'extérieur, et maintenant l'eau coule carrément dans le caisson et tache le plafond. Je cherche un couvreur qui refasse le raccord correctement, maison à Kautenbach.",
    "roofing", "Kiischpelt", "Kautenbach", kind="b", nu="N", situation="Brother-in-law's silicone round a roof window made the leak worse")
add("fr-t05", "Dans la cuisine de notre appartement à Cessange, des petites blattes sortent le soir de derrière le frigo. Le propriétaire nous a dit de mettre du bicarbonate avec du sucre, ça n'a rien changé, il y en a de plus en plus. On a un bébé de 4 mois. Le propriétaire accepte de payer si on lui envoie la facture. On veut quelqu'un qui règle ça pour de bon, sans produits dangereux si possible.",
    "pest-control", "Luxembourg", "Cessange", kind="b", nu="U", situation="Cockroaches in a rented kitchen; landlord's home remedy failed")
add("fr-t06", "Le vendeur du magasin de bricolage m'a assuré qu'on pouvait coller du carrelage neuf directement sur l'ancien sans rien préparer. Trois mois plus tard les carreaux sonnent creux et deux sont fendus. Je cherche un carreleur pour tout enlever et refaire proprement, environ 20 m², à Steinfort.",
    "tiling", "Steinfort", "Steinfort", kind="b", nu="N", situation="Tiles glued over old tiles on shop advice now hollow and cracked")
add("fr-t07", "Ma voisine m'a dit qu'une peinture acrylique d'intérieur ferait l'affaire sur la façade, « c'est pareil et moins cher ». Un an après, ça s'écaille partout et ça fait des cloques côté pluie. Maison à Garnich, deux façades à reprendre, il faudra sûrement un échafaudage.",
    "painting", "Garnich", "Garnich", kind="b", nu="U", situation="Facade painted with interior paint on neighbour's advice is peeling")
add("fr-t08", "Nous sommes une petite école de musique associative. En mai nous accueillons des élèves d'une école de Porto et nous devons faire passer notre règlement, le programme et plusieurs lettres aux parents du français vers le portugais. Environ 12 pages en tout. Nous cherchons un traducteur ou une traductrice, pas forcément assermenté.",
    "translation", None, None, distractors=["Porto"], kind="c", nu="N", situation="Music school exchange: rules, programme and letters FR to PT")
add("fr-t09", "Notre boulangerie à Bourscheid lance une nouvelle gamme de pains au levain. Nous voudrions de belles images des pains, des viennoiseries et de l'équipe au fournil, pour Instagram, les affiches et la vitrine. La séance devrait se faire tôt le matin, quand tout sort du four.",
    "photography", "Bourscheid", "Bourscheid", kind="c", nu="U", situation="Bakery wants product and team pictures at dawn")
add("fr-t10", "Nous sommes un bureau d'architectes de quatre personnes. Notre site actuel date de 2012, il n'est pas lisible sur téléphone et nous ne pouvons rien modifier nous-mêmes. Nous cherchons un développeur web pour un nouveau site avec portfolio de projets, version anglaise et formulaire de contact.",
    "web-development", None, None, kind="c", nu="N", situation="Architects' office needs a new portfolio site")
add("fr-t11", "Je suis syndic bénévole d'une résidence de 24 appartements à Roodt-sur-Syre. Le cylindre de la porte d'entrée commune est usé et il circule beaucoup trop de clés, même d'anciens locataires. Nous voudrions passer à un système de clés protégées ou à badge pour l'entrée, la cave et le local vélos.",
    "locksmith", "Betzdorf", "Roodt-sur-Syre", kind="c", nu="U", situation="Residence committee wants a restricted key or badge system")
add("fr-t12", "Mon voisin a posé des panneaux photovoltaïques l'an dernier et il est ravi. Notre toit est orienté est-ouest, pas sud : est-ce que ça vaut quand même le coup ? Combien coûterait une installation d'environ 8 kWc, et quelles aides existent encore ? J'aimerais qu'un installateur passe voir le toit, nous sommes à Saeul.",
    "solar", "Saeul", "Saeul", kind="d", nu="N", situation="Is PV worth it on an east-west roof, cost and subsidies")
add("fr-t13", "Notre séjour fait 40 m² en L et il est très sombre, même en plein jour. Vaut-il mieux repeindre en clair, changer l'éclairage ou revoir complètement la disposition des meubles ? Combien coûte un plan d'aménagement avec des conseils de couleurs ? Appartement au Belair.",
    "interior-design", "Luxembourg", "Belair", kind="d", nu="U", situation="Dark L-shaped living room: colours, lighting or layout plan")
add("fr-t14", "Ma mère habite à Audun-le-Tiche, juste de l'autre côté de la frontière en venant d'Esch-sur-Alzette. Sa maison a encore des conduites d'eau en plomb dans la cave et la cuisine. Faut-il tout remplacer ou seulement ce qui est visible, et combien ça coûte à peu près ? Est-ce que quelqu'un d'ici se déplace là-bas ?",
    "plumbing", "abroad", "Audun-le-Tiche", distractors=["Esch-sur-Alzette"], kind="d", nu="U", situation="Replace lead water pipes in mother's house across the border")
add("fr-t15", "On vient d'acheter un appartement de 1978 à Alzingen : cuisine, salle de bain, sols, électricité, tout est d'origine. Combien de temps faut-il prévoir pour tout remettre à neuf, et quel budget au m² à peu près ? On aimerait emménager avant la rentrée.",
    "renovation", "Hesperange", "Alzingen", kind="d", nu="U", situation="Time and cost per m2 to refit a 1978 flat")

# ---------------- German ----------------
add("de-s01", "Wir suchen jemanden, der unseren völlig verwilderten Garten in Bartringen neu anlegt – Rasen, zwei Beete, ein paar Obstbäume, circa 400 m2 – gerne mit Entwurf vorab.",
    "gardening", "Bertrange", "Bartringen", situation="Redesign and replant an overgrown 400 m2 garden")
add("de-s02", "Nach dem Starkregen drückt bei uns in Mullendorf Abwasser aus dem Bodenablauf im Keller hoch, wir brauchen dringend jemanden mit Spirale oder Spülwagen!",
    "plumbing", "Steinsel", "Mullendorf", situation="Sewage backing up through a cellar floor drain after heavy rain")
add("de-s03", "Die Dachrinne an unserem Haus in Dalheim hängt auf der Gartenseite durch und läuft bei jedem Regen über, bitte ein Angebot für eine neue Zinkrinne, etwa 14 Meter.",
    "roofing", "Dalheim", "Dalheim", situation="Sagging, overflowing gutter; quote for 14 m zinc gutter")
add("de-s04", "Unser Tresor im Büro in Bettemburg geht nach dem Batteriewechsel nicht mehr auf, der Code stimmt, das Elektronikschloss piept nur dreimal – wer kann das öffnen, ohne alles zu zerstören?",
    "locksmith", "Bettembourg", "Bettemburg", situation="Office safe with electronic lock will not open after battery change")
add("de-s05", "Umzug von Hamm in Westfalen nach Diekirch Ende März, 2-Zimmer-Wohnung mit Keller, brauchen wir in Diekirch eine Halteverbotszone für den LKW?",
    "moving", "Diekirch", "Diekirch", distractors=["Hamm"], situation="Move from Hamm (Germany) to Diekirch, parking permit for the lorry")
add("de-s06", "Brauche jemanden, der für meine kleine GmbH (Weinimport) jeden Monat die Lohnabrechnung für zwei Angestellte und die Meldungen an die Sozialversicherung übernimmt.",
    "accounting", None, None, situation="Monthly payroll and social security filings for two employees")
add("de-s07", "Wohnzimmer und Flur in unserem Haus in Schoos sollen tapeziert werden, Vliestapete mit Muster haben wir schon gekauft (6 Rollen), wer hätte im Februar Zeit?",
    "painting", "Fischbach", "Schoos", not_place=["Rollen"], situation="Hang patterned wallpaper in living room and hall")
add("de-s08", "Suche eine Innenarchitektin für die Lichtplanung in unserem umgebauten Bauernhaus in Medernach, offene Küche mit fünf Meter hoher Decke und Holzbalken.",
    "interior-design", "Vallée de l'Ernz", "Medernach", situation="Lighting design for a converted farmhouse with high ceiling")
add("de-s09", "Ich brauche nächsten Dienstag für ungefähr zwei Stunden einen Dolmetscher Deutsch–Rumänisch für einen Termin beim Notar.",
    "translation", None, None, not_place=["einen"], situation="German-Romanian interpreter at a notary appointment")
add("de-s10", "Gibt es hier jemanden, der zweimal täglich unseren Labrador ausführt, während wir drei Wochen in Italien sind?",
    None, None, None, distractors=["Italien"], situation="Dog walker while on holiday (not a trade)")
add("de-t01", "Die App zeigt seit zehn Tagen 0 kWh an, obwohl fast jeden Tag die Sonne scheint. Am Wechselrichter im Keller leuchtet eine rote LED und das Display bleibt schwarz. Sicherung haben wir schon aus- und wieder eingeschaltet, ohne Erfolg. Die Anlage ist vier Jahre alt, Haus in Useldingen.",
    "solar", "Useldange", "Useldingen", kind="a", nu="U", situation="PV app shows zero yield, inverter red LED and black display")
add("de-t02", "In der Küche fliegen seit Wochen kleine graue Falter herum, abends sitzen sie an der Decke. Heute habe ich im Mehl, in den Haferflocken und sogar im Vogelfutter Gespinste und kleine Raupen gefunden. Ich habe schon alles weggeworfen und ausgewischt, aber sie kommen immer wieder. Wir wohnen in Harlange am Stausee.",
    "pest-control", "Lac de la Haute-Sûre", "Harlange", kind="a", nu="U", situation="Pantry moths keep coming back despite clearing the cupboards")
add("de-t03", "Wenn die Waschmaschine schleudert, flackert im ganzen Erdgeschoss das Licht. Gestern roch es hinter der Maschine verbrannt, und die Steckdose dort ist leicht braun verfärbt. Ich benutze sie jetzt nicht mehr. Wir wohnen in Clerf, oben an der Kirche.",
    "electrical", "Clervaux", "Clerf", kind="a", nu="U", situation="Lights flicker during spin cycle, scorched socket behind washer")
add("de-t04", "Im Baumarkt hat man uns gesagt, wir sollen die Thermostatköpfe über den Sommer ganz zudrehen, das spare Energie. Jetzt im Oktober bleiben drei Heizkörper im Erdgeschoss eiskalt, obwohl die Köpfe voll aufgedreht sind. Mein Mann hat mit der Zange an den Stiften herumgedrückt, seitdem tropft es an einem Ventil. Wir suchen einen Heizungsinstallateur in der Nähe von Monnerich.",
    "heating", "Mondercange", "Monnerich", kind="b", nu="N", not_place=["einen"], situation="Radiator valve pins stuck after closing thermostats all summer")
add("de-t05", "Der Verkäufer im Gartencenter hat uns vor drei Jahren Bambus als Sichtschutz empfohlen, der sei pflegeleicht. Jetzt kommen die Ausläufer unter dem Zaun durch bis in den Rasen der Nachbarn, und an der Terrasse heben sich schon die Platten. Der Nachbar ist sauer. Wir brauchen jemanden, der den Bambus komplett ausgräbt und eine Wurzelsperre setzt, Haus in Eischen.",
    "gardening", "Habscht", "Eischen", kind="b", nu="U", situation="Running bamboo recommended by garden centre invading neighbours; dig out and root barrier")
add("de-t06", "An der Wetterseite unseres Hauses in Wecker bröckelt der Außenputz großflächig ab. Der Vermieter meinte, wir sollen die Stellen einfach mit Fliesenkleber zuspachteln, das halte ewig. Nach einem Winter ist alles wieder abgeplatzt und die Wand dahinter ist nass. Wir brauchen einen Maurer oder Verputzer, der sich das ansieht; der Vermieter zahlt, wenn wir ein Angebot haben.",
    "masonry", "Biwer", "Wecker", kind="b", nu="N", not_place=["einen"], situation="Exterior render falling off; landlord's tile-adhesive patch failed")
add("de-t07", "Meine Schwiegermutter hat gesagt, beim Abtauen solle man das Eis im Gefrierfach einfach mit einem Messer lösen, das gehe schneller. Dabei hat es kurz gezischt, und jetzt kühlt der Kühlschrank gar nicht mehr, der Motor läuft aber dauernd. Es ist ein Liebherr-Einbaugerät, erst drei Jahre alt. Lohnt es sich, den in Bech anschauen zu lassen?",
    "appliance-repair", "Bech", "Bech", kind="b", nu="U", situation="Freezer punctured with a knife while defrosting on mother-in-law's advice")
add("de-t08", "Wir sind eine Tierarztpraxis in Merl mit vier Arbeitsplätzen und einem Röntgengerät. Seit einem Stromausfall letzte Woche startet der Server mit der Praxissoftware nicht mehr richtig, und die Sicherung auf die externe Festplatte lief anscheinend seit Monaten nicht. Wir suchen einen IT-Techniker, der kurzfristig kommt und uns danach eine vernünftige Datensicherung einrichtet.",
    "it-support", "Luxembourg", "Merl", kind="c", nu="N", not_place=["einen"], situation="Vet practice server fails after power cut, backups not running")
add("de-t09", "Wir sind der Vorstand eines Fußballvereins. Nach unserem Dorffest am Wochenende sieht das Vereinsheim in Berchem aus wie ein Schlachtfeld: Küche, Saal, Toiletten und die Umkleiden. Unsere Ehrenamtlichen sind alle am Ende. Könnte jemand am Montag gründlich durchgehen, gegen Rechnung an den Verein?",
    "cleaning", "Roeser", "Berchem", kind="c", nu="U", situation="Football club house needs a deep clean after the village fete")
add("de-t10", "Wir sind ein kleines Busunternehmen mit Tagesausflügen und Weihnachtsmarktfahrten. Buchungen laufen bisher per Telefon und Excel, und jedes Jahr geht etwas schief. Wir hätten gern eine Seite, auf der Kunden Plätze für eine bestimmte Fahrt reservieren und direkt bezahlen können, mit Warteliste.",
    "web-development", None, None, kind="c", nu="U", situation="Coach operator wants an online seat booking and payment page")
add("de-t11", "Wir sind ein Weingut in Wellenstein und erneuern gerade Katalog und Webseite. Dafür suchen wir einen Fotografen, der im Herbst die Lese, den Keller und die Familie fotografiert. Ideal wären auch ein paar Luftaufnahmen der Weinberge mit Drohne.",
    "photography", "Schengen", "Wellenstein", kind="c", nu="N", not_place=["einen"], situation="Winery needs harvest, cellar and drone photos for catalogue")
add("de-t12", "Unser Nachbar hat eine Gartenmauer gebaut, die laut Kataster 30 cm auf unserem Grundstück steht. Er sagt, das sei schon immer so gewesen, und aus diesem Grund müsse er nichts ändern. Lohnt sich da ein Anwalt, oder sollten wir zuerst einen Geometer messen lassen? Und was kostet so ein Verfahren ungefähr?",
    "legal", None, None, not_place=["Grund", "einen"], kind="d", nu="N", situation="Neighbour's wall 30 cm on our land: lawyer or surveyor first")
add("de-t13", "Wir haben ein altes Winzerhaus in Nittel gekauft, direkt gegenüber von Wormeldingen auf der anderen Moselseite. Dach, Fenster, Bad und Elektrik sind von 1965. Lohnt sich eine Sanierung überhaupt, oder ist Abreißen und Neubauen günstiger? Was kostet eine Kernsanierung pro m2 ungefähr, und arbeiten Firmen aus Luxemburg auch auf der deutschen Seite?",
    "renovation", "abroad", "Nittel", distractors=["Wormeldingen", "Luxemburg"], kind="d", nu="U", situation="Gut-renovate or rebuild an old winegrower's house across the Moselle")
add("de-t14", "Im Kinderzimmer unter der Dachschräge wollen wir einen Einbauschrank, 3,5 m breit, mit Schiebetüren. Lohnt sich eine Maßanfertigung aus Massivholz oder kommen wir mit angepassten IKEA-Schränken genauso gut weg? Was kostet so etwas ungefähr? Haus in Walferdingen.",
    "carpentry", "Walferdange", "Walferdingen", kind="d", nu="U", not_place=["einen"], situation="Made-to-measure built-in wardrobe under a sloping roof vs adapted flat-pack")
add("de-t15", "Wir wollen den Küchenboden in unserer Wohnung in Cents neu fliesen. Was ist besser bei einem leicht unebenen Estrich: große Platten 120x60 oder kleinere 30x60? Und was kostet das Verlegen pro m2 ungefähr, alte Fliesen raus inklusive?",
    "tiling", "Luxembourg", "Cents", kind="d", nu="U", situation="Large or smaller floor tiles on an uneven screed, laying price")

# ---------------- English ----------------
add("en-s01", "Looking for someone to deep-clean the oven, extractor hood and all kitchen cupboards before my in-laws arrive, address is 112 route d'Arlon, L-8010, 2nd floor.",
    "cleaning", "Strassen", "L-8010", distractors=["Arlon"], situation="Deep-clean of oven, hood and cupboards before a family visit")
add("en-s02", "Need an 11 kW EV charger installed in our garage in Bascharage for a new Tesla, the fuse board is from 1998 so it might need upgrading too.",
    "electrical", "Käerjeng", "Bascharage", situation="Wallbox for a new EV, old fuse board may need upgrading")
add("en-s03", "Could someone retile the kitchen splashback with white metro tiles, about 4 m², in our flat in Oberkorn?",
    "tiling", "Differdange", "Oberkorn", situation="New metro-tile kitchen splashback")
add("en-s04", "can someone mow and clear a 1500 m2 plot with waist high grass and brambles at my late uncle's house in rodange before we put it on the market",
    "gardening", "Pétange", "rodange", not_place=["grass"], situation="Clear an overgrown plot before selling a house")
add("en-s05", "Our heat pump (Viessmann Vitocal) has started humming really loudly at night and the neighbours are complaining, can someone check it in Moutfort?",
    "heating", "Contern", "Moutfort", situation="Heat pump humming loudly at night")
add("en-s06", "Roughly what would a lawyer charge to check a 9-year commercial lease before I sign it for my new shop?",
    "legal", None, None, situation="Lawyer to review a commercial lease")
add("en-s07", "Need a small online shop (Shopify or WooCommerce, your call) for my handmade ceramics, about 40 products, with shipping rates to Belgium and Germany.",
    "web-development", None, None, distractors=["Belgium", "Germany"], situation="Online shop for handmade ceramics")
add("en-s08", "Looking for someone to interpret English–Luxembourgish at a parent-teacher meeting next Thursday, it should take about an hour.",
    "translation", None, None, situation="Interpreter at a parent-teacher meeting")
add("en-s09", "We need professional headshots for our 15-person team at the office in Kirchberg, ideally all done in one morning 📸",
    "photography", "Luxembourg", "Kirchberg", situation="Team headshots at the office")
add("en-s10", "Does anyone know a good tailor who can shorten a suit and take in a dress by Friday?",
    None, None, None, situation="Tailor for alterations (not a trade)")
add("en-t01", "Our last water bill was three times the usual amount. I turned off every tap and the meter in the cellar is still turning slowly. There's also a damp patch on the garage wall that never dries, even in this frost. We're in Weidingen, the house is from the 80s.",
    "plumbing", "Wiltz", "Weidingen", not_place=["bill"], kind="a", nu="U", situation="Huge water bill, meter turning with taps off, damp garage wall")
add("en-t02", "Every time it rains hard, a brown stain on the bedroom ceiling right under the skylight gets bigger. After last week's storm we found a strip of bent metal and some moss clumps in the garden. Now there's a drip onto the bed when the wind blows from the west. House in Weilerbach.",
    "roofing", "Berdorf", "Weilerbach", kind="a", nu="U", situation="Ceiling stain under skylight grows in rain, flashing blown off")
add("en-t03", "Every evening a dozen pigeons roost on the ledge above our balcony and by morning everything is covered in droppings. The kids can't play out there anymore and my wife is worried about germs. Now they've started building a nest behind the satellite dish. We're on the 4th floor near the Gare.",
    "pest-control", "Luxembourg", "Gare", not_place=["roost"], kind="a", nu="U", situation="Pigeons roosting and nesting on a city balcony")
add("en-t04", "My landlord told me to just use the leftover paint from the cellar on the hallway and stairwell, 'it's all white anyway'. Turns out it was a satin exterior paint and now the walls are blotchy, shiny in patches and still sticky after two weeks. The flat inspection is next month. I need a painter to strip or seal it and redo the hallway properly, house in Heffingen.",
    "painting", "Heffingen", "Heffingen", kind="b", nu="N", situation="Landlord's leftover exterior paint left hallway blotchy and sticky")
add("en-t05", "The guy at the hardware store sold me a cheap cylinder and said it fits every standard door. I fitted it myself and now the key only turns halfway and the front door won't lock from outside. We fly to Lisbon on Saturday morning. Can someone come to Flaxweiler before then?",
    "locksmith", "Flaxweiler", "Flaxweiler", distractors=["Lisbon"], kind="b", nu="U", situation="Self-fitted cheap cylinder won't lock the front door")
add("en-t06", "Our neighbour told us to clean the solar panels with his pressure washer, so we did in August. Since then one string shows about half the production of the other, and there is condensation inside one of the junction boxes on the roof. I'd like a solar installer to check the panels and the wiring before it gets worse. We're in Canach.",
    "solar", "Lenningen", "Canach", kind="b", nu="N", situation="Pressure-washed PV panels: one string at half output, water in junction box")
add("en-t07", "My father-in-law convinced me to sand our oak floor myself with a belt sander from the rental shop. Now there are deep waves and gouges across the living room and the edges are still old varnish. My wife is not amused. We need someone to sand it again properly and oil it, about 35 m², in Ingeldorf.",
    "carpentry", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="DIY belt-sanded oak floor gouged; resand and oil")
add("en-t08", "We're a driving school moving our office, classroom and two driving simulators from Beckerich to new premises in Redange. The simulators are heavy and must not be tilted. We need a removal company for a Saturday in May so we don't lose lesson days.",
    "moving", "Beckerich", "Beckerich", distractors=["Redange"], kind="c", nu="N", situation="Driving school moves office and simulators")
add("en-t09", "We run a small family hotel with 14 rooms in Hachiville. Guests keep complaining that the wifi drops in the upper rooms, and the reception PC can no longer print invoices since a Windows update. I'm a cook, not a computer person. Can someone sort it out before the Easter bookings?",
    "it-support", "Wincrange", "Hachiville", kind="c", nu="U", situation="Small hotel: wifi drops in rooms, reception printer broken")
add("en-t10", "We run a crèche in Vichten with 30 children and four groups. Our current contract ends in March. We need a cleaning company for daily cleaning after 6.30 pm, plus the windows once a month, with products that are safe for toddlers.",
    "cleaning", "Vichten", "Vichten", kind="c", nu="N", situation="Crèche needs daily cleaning and monthly windows")
add("en-t11", "I volunteer as president of a small charity that runs a second-hand shop. We have one part-time employee and about 60,000 euros turnover a year. The ministry now wants proper annual accounts, and we also have to issue tax receipts for donations. Nobody on the board knows how, can someone take this on?",
    "accounting", None, None, kind="c", nu="U", situation="Charity shop needs annual accounts, payroll and donation receipts")
add("en-t12", "Since our second baby was born we're running out of space. Is it worth converting the attic into a bedroom with a small shower room, or is moving cheaper in the end? Roughly how much per m² should we expect, and do we need a permit? Terraced house in Limpertsberg.",
    "renovation", "Luxembourg", "Limpertsberg", not_place=["born"], kind="d", nu="U", situation="Attic conversion versus moving; cost per m2 and permits")
add("en-t13", "We bought a 3-bedroom flat in Luxembourg City to rent out furnished to expats. Is it worth hiring an interior designer for that, or will IKEA and a good eye do? How do they usually charge? We'd want it ready by September.",
    "interior-design", "Luxembourg", "Luxembourg City", kind="d", nu="N", situation="Is an interior designer worth it for a furnished rental flat")
add("en-t14", "We live just over the border in Arlon. Our tumble dryer runs but the clothes are still damp after three hours, and it's only 9 years old. Is it worth repairing, or should we buy a new heat-pump dryer? Roughly what does a callout cost?",
    "appliance-repair", "abroad", "Arlon", kind="d", nu="U", situation="Tumble dryer leaves clothes damp: repair or replace")
add("en-t15", "We want to replace the crumbling garden wall along the street, about 12 m long and 1.2 m high. Which lasts longer: rendered concrete blocks or natural sandstone? And what would each roughly cost? We live in Born, close to the river.",
    "masonry", "Rosport-Mompach", "Born", kind="d", nu="U", situation="Rebuild a garden wall: blocks or sandstone, cost")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, preciso de uma empresa de mudanças para levar as coisas da minha mãe de Dudelange para Portugal (Viseu) em julho, quanto custa mais ou menos?",
    "moving", "Dudelange", "Dudelange", distractors=["Portugal", "Viseu"], situation="Move mother's belongings from Dudelange to Portugal")
add("pt-s02", "a sanita do rés-do-chão está entupida e a água sobe quando se puxa o autoclismo, alguém pode vir hoje a Ettelbruck??",
    "plumbing", "Ettelbruck", "Ettelbruck", situation="Blocked ground-floor toilet, water rises when flushed")
add("pt-s03", "queria um devis para pintar paredes e tetos de um apartamento de 3 quartos em Kehlen, nunca foi pintado desde 2010",
    "painting", "Kehlen", "Kehlen", situation="Quote to paint walls and ceilings of a three-bedroom flat")
add("pt-s04", "A luz da casa de banho não acende e o interruptor faz faíscas quando se carrega, moro em Bereldange, é perigoso?",
    "electrical", "Walferdange", "Bereldange", situation="Bathroom light switch sparks")
add("pt-s05", "Preciso de trocar a fechadura da porta de entrada porque o meu ex ainda tem a chave, apartamento em Grevenmacher, o mais rápido possível.",
    "locksmith", "Grevenmacher", "Grevenmacher", situation="Change front-door lock because an ex-partner still has a key")
add("pt-s06", "Alguém faz a déclaration d'impôt para um casal com dois filhos e um crédito à habitação, e quanto cobra?",
    "accounting", None, None, situation="Joint income tax return with children and mortgage")
add("pt-s07", "Preciso de um advogado que fale português por causa de um acidente de trabalho, o seguro não quer pagar nada.",
    "legal", None, None, situation="Portuguese-speaking lawyer for a work-accident insurance refusal")
add("pt-s08", "Quem me traduz o CV e a carta de motivação de português para alemão, são 3 páginas, preciso até sexta?",
    "translation", None, None, situation="Translate CV and cover letter PT to DE")
add("pt-s09", "a caldeira a mazout faz fumo preto e cheira muito mal na cave, casa em Larochette, dá para vir ver amanhã de manhã",
    "heating", "Larochette", "Larochette", situation="Oil boiler smoking and smelling in the cellar")
add("pt-s10", "Procuro alguém que dê aulas de condução em português para a minha filha de 18 anos.",
    None, None, None, situation="Driving lessons in Portuguese (not a trade)")
add("pt-t01", "No chão da cozinha há três ladrilhos estalados que fazem barulho oco quando se pisa. A junta à volta está a saltar e já há um canto levantado onde a minha filha tropeçou. Ninguém deixou cair nada pesado, apareceu assim. Moramos em Mondorf, perto das termas.",
    "tiling", "Mondorf-les-Bains", "Mondorf", kind="a", nu="U", situation="Cracked hollow-sounding kitchen floor tiles, lifting corner")
add("pt-t02", "Desde ontem o computador lá de casa não se liga à impressora nem à internet, aparece sempre 'sem ligação'. O telemóvel apanha o wifi normalmente. Já desliguei a box duas vezes. A minha filha tem de entregar um trabalho na segunda e estamos em Consdorf, longe de tudo.",
    "it-support", "Consdorf", "Consdorf", kind="a", nu="U", situation="Home PC lost printer and internet, phones fine")
add("pt-t03", "A arca congeladora na garagem faz um barulho de tractor e está sempre a trabalhar, nunca desliga. Mesmo assim a carne por cima começou a descongelar e há gelo por fora na tampa. Tem só cinco anos e está cheia de coisas que trouxemos de Portugal. Estamos em Pommerloch.",
    "appliance-repair", "Winseler", "Pommerloch", distractors=["Portugal"], kind="a", nu="U", situation="Chest freezer runs nonstop yet food thaws")
add("pt-t04", "O meu cunhado disse que com uma carrinha alugada e três amigos fazíamos a mudança num dia. Hoje de manhã dois amigos desistiram e o sofá de canto não passa na escada. Preciso de uma empresa de mudanças para sábado, de Reckange-sur-Mess para Esch-sur-Alzette, um T2 com cave.",
    "moving", "Reckange-sur-Mess", "Reckange-sur-Mess", distractors=["Esch-sur-Alzette"], kind="b", nu="N", situation="DIY move collapsed; corner sofa will not fit the stairs")
add("pt-t05", "Há formigas grandes a sair do rodapé de madeira da sala, e agora também algumas com asas. A vizinha disse que bastava deitar lixívia nos buracos, fiz isso três vezes e continuam. Tenho medo que estejam a comer a madeira por dentro. Casa em Bettborn, alguém que trate disto a sério?",
    "pest-control", "Préizerdaul", "Bettborn", kind="b", nu="U", situation="Large and winged ants from a skirting board; bleach did nothing")
add("pt-t06", "O propriétaire disse que umas telhas partidas não eram nada e que aguentava mais um inverno. Depois da tempestade de domingo há água no sótão e o isolamento está encharcado. Ele agora diz para eu procurar um couvreur e mandar-lhe o devis. Casa em Grosbous, de preferência esta semana.",
    "roofing", "Groussbus-Wal", "Grosbous", kind="b", nu="N", situation="Landlord ignored broken roof tiles; loft now wet")
add("pt-t07", "Podei as macieiras e a cerejeira em agosto a conselho do vizinho, que dizia que assim davam mais fruta. Cortei demais, agora estão cheias de ramos direitos para cima e este ano não deram quase nada. Queria alguém que saiba podar árvores de fruto para as pôr em forma neste inverno. O terreno fica em Hosingen, atrás da igreja.",
    "gardening", "Parc Hosingen", "Hosingen", kind="b", nu="U", situation="Fruit trees over-pruned in summer on neighbour's advice")
add("pt-t08", "Temos uma pequena empresa de limpezas com seis funcionárias. Os clientes pedem orçamento por telefone e perdemos muitos pedidos. Precisamos de um web designer que faça um site simples em português, francês e inglês, com formulário de pedido de orçamento e fotos da equipa.",
    "web-development", None, None, kind="c", nu="N", situation="Cleaning company needs a trilingual site with quote form")
add("pt-t09", "O nosso rancho folclórico faz 40 anos e vamos ter uma festa grande no salão de Fentange, com jantar e atuação dos miúdos. Queríamos fotos bonitas e um vídeo curto para recordar e pôr no Facebook. Quem faz isto ao sábado à noite?",
    "photography", "Hesperange", "Fentange", kind="c", nu="U", situation="Folk dance group's 40th anniversary party pictures and video")
add("pt-t10", "Temos um restaurante português em Gasperich. Os filtros e a conduta do exaustor da cozinha estão cheios de gordura e o controlo sanitário vem para o mês. Precisamos de alguém que desengordure tudo a fundo, de preferência num domingo quando está fechado.",
    "cleaning", "Luxembourg", "Gasperich", kind="c", nu="U", situation="Restaurant kitchen hood and duct degreasing before inspection")
add("pt-t11", "Sou educadora numa maison relais em Hollerich. Queremos estantes baixas e bancos de madeira feitos à medida para o canto de leitura, com cantos arredondados por causa das crianças. Alguém faz isto e quanto custa?",
    "carpentry", "Luxembourg", "Hollerich", kind="c", nu="U", situation="Childcare centre wants made-to-measure low shelves and benches")
add("pt-t12", "Moramos em Yutz, em França, mas trabalhamos os dois no Luxemburgo. O telhado é pequeno, uns 30 m² virados a sul. Vale a pena pôr painéis solares ou é dinheiro deitado fora? Quanto custa e algum instalador luxemburguês trabalha do outro lado da fronteira?",
    "solar", "abroad", "Yutz", distractors=["Luxemburgo"], kind="d", nu="N", situation="Is PV worth it on a small roof across the border")
add("pt-t13", "Comprámos uma casa em Warken e está tudo em bege escuro. Queríamos ajuda para escolher cores, cortinas, candeeiros e a disposição dos móveis na sala e nos quartos, se possível com um plano 3D. Quanto costuma custar isso? Compensa ou fazemos sozinhos com o Pinterest?",
    "interior-design", "Ettelbruck", "Warken", kind="d", nu="U", situation="Colours, curtains, lamps and furniture plan; worth paying for")
add("pt-t14", "Quanto tempo demora renovar uma casa de banho completa: tirar a banheira, pôr duche à italiana, azulejos, móvel novo e as tomadas? Queremos fazer tudo nas férias de agosto quando estamos em Portugal. Uma firma de renovação consegue fazer isso em três semanas? Moramos em Keispelt.",
    "renovation", "Kehlen", "Keispelt", distractors=["Portugal"], kind="d", nu="N", situation="Can a whole bathroom refit be done in three weeks of holiday")
add("pt-t15", "Queremos pôr um abrigo de jardim de 6x4 m e precisamos de uma base em betão. É melhor uma laje de betão armado ou chega pôr blocos nos cantos? Quanto custa por m² mais ou menos? É em Tétange, o acesso ao jardim é só pela garagem.",
    "masonry", "Kayl", "Tétange", kind="d", nu="U", situation="Concrete base for a garden shed: slab or blocks, price")

# ---------------- Italian ----------------
add("it-s01", "Cerco un imbianchino per riverniciare la ringhiera e le persiane in ferro del balcone, casa a Remich vicino alla Mosella, la ruggine ormai si vede da lontano.",
    "painting", "Remich", "Remich", situation="Repaint rusty iron balcony railing and shutters")
add("it-s02", "Ci serve un idraulico per spostare il lavello e l'attacco della lavatrice dall'altra parte della cucina, appartamento a Esch/Alzette, lavori previsti a marzo.",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", situation="Relocate kitchen sink and washer connections")
add("it-s03", "Vorrei un preventivo per un impianto di irrigazione automatica a goccia per orto e aiuole, circa 200 m2, a Junglinster.",
    "gardening", "Junglinster", "Junglinster", situation="Drip irrigation for vegetable garden and beds")
add("it-s04", "buongiorno la porta blindata non si chiude più a chiave da dentro, la chiave gira a vuoto, siamo a Lintgen e stasera dobbiamo partire",
    "locksmith", "Lintgen", "Lintgen", situation="Armoured door lock spins freely, cannot lock")
add("it-s05", "Mi servirebbe un falegname che monti e adatti una vecchia cucina in legno massello che ci hanno regalato, la casa è a Troisvierges e i pensili vanno accorciati.",
    "carpentry", "Troisvierges", "Troisvierges", situation="Fit and adapt a second-hand solid-wood kitchen")
add("it-s06", "Il mio ex datore di lavoro non mi ha pagato gli ultimi due stipendi né le ferie, a chi mi rivolgo e quanto costa un avvocato?",
    "legal", None, None, situation="Unpaid last salaries and holiday pay")
add("it-s07", "Cerco qualcuno che mi faccia un sito per il mio bed & breakfast con calendario delle camere libere e pagamento della caparra online.",
    "web-development", None, None, situation="B&B website with availability calendar and deposit payment")
add("it-s08", "Sono pensionato e devo dichiarare qui sia la pensione italiana sia l'affitto di un appartamento in Italia, chi mi aiuta con la dichiarazione dei redditi?",
    "accounting", None, None, distractors=["Italia"], situation="Tax return with Italian pension and rental income")
add("it-s09", "Mi serve la traduzione in francese del manuale d'uso di una macchina per la pasta industriale, una sessantina di pagine con molti termini tecnici.",
    "translation", None, None, situation="Technical manual translation IT to FR")
add("it-s10", "Qualcuno conosce un bravo veterinario per conigli nani, siamo appena arrivati e non sappiamo a chi chiedere?",
    None, None, None, situation="Looking for a rabbit vet (not a trade)")
add("it-t01", "Da due settimane mio figlio si sveglia con delle punture in fila sulle braccia e sulla schiena. Sul materasso e sul bordo del letto ci sono puntini neri, e ieri sera ho visto un insetto piatto e marrone sulla testiera. Siamo tornati da un viaggio a inizio mese. Abitiamo a Echternach e non dormiamo più tranquilli.",
    "pest-control", "Echternach", "Echternach", kind="a", nu="U", situation="Bite marks in rows, black spots on mattress, flat brown insect")
add("it-t02", "Al piano terra della nostra casa l'intonaco si sbriciola in basso su tutti i muri, fino a circa 50 cm da terra. Ci sono macchie bianche come di sale e la carta da parati si stacca. D'inverno in quelle stanze c'è un odore di cantina. La casa è a Hassel, costruita negli anni 50.",
    "masonry", "Weiler-la-Tour", "Hassel", kind="a", nu="U", situation="Rising damp: crumbling plaster and salt marks on ground floor walls")
add("it-t03", "Ogni volta che piove forte in casa salta la corrente, ma solo il salvavita, gli altri interruttori restano su. Quando torna il sole si riattacca senza problemi. Le lampade del giardino non si accendono più da un mese. Siamo a Niederfeulen.",
    "electrical", "Feulen", "Niederfeulen", kind="a", nu="U", situation="RCD trips whenever it rains, garden lights dead")
add("it-t04", "Il negozio dove abbiamo comprato la stufa a pellet ci ha detto che potevamo collegarla alla vecchia canna fumaria senza mettere il tubo in acciaio dentro. Ora quando c'è vento il fumo torna in salotto e il rilevatore di monossido ha suonato due volte. Cerco un installatore di stufe che sistemi il collegamento come si deve. Siamo a Bastendorf.",
    "heating", "Tandel", "Bastendorf", kind="b", nu="N", situation="Pellet stove connected to old flue without liner on shop advice, smoke back")
add("it-t05", "Mio suocero ha detto che le fughe del pavimento del corridoio si potevano rifare con il silicone bianco, che è più pratico. Dopo due mesi è tutto nero, si stacca e lo sporco entra sotto. Adesso vorrei togliere tutto e rifare le fughe come si deve, sono circa 15 m2. Casa a Boulaide.",
    "tiling", "Boulaide", "Boulaide", kind="b", nu="U", situation="Floor grout replaced with silicone by father-in-law is failing")
add("it-t06", "Il commesso del negozio di vernici ci ha assicurato che sul cartongesso nuovo non serviva il fondo. Abbiamo dato due mani di bianco e ora si vedono tutte le giunte e le viti, e in alcuni punti la pittura si stacca col nastro. Cerchiamo un pittore che rimedi, soggiorno e due camere, a Goeblange.",
    "painting", "Koerich", "Goeblange", kind="b", nu="N", situation="Paint on unprimed new plasterboard shows joints and peels")
add("it-t07", "Un vicino ci ha consigliato di togliere il muschio dal tetto con l'idropulitrice, dice che lui lo fa ogni anno. Da allora alcune tegole sono spostate e quando piove forte entra qualche goccia in soffitta. Abbiamo messo un secchio, ma non è una soluzione. La casa è a Ell, vicino alla chiesa.",
    "roofing", "Ell", "Ell", kind="b", nu="U", situation="Pressure-washing moss off the roof displaced tiles")
add("it-t08", "Siamo un piccolo studio di commercialisti a Lussemburgo, sei persone. Da lunedì il server dei documenti è lentissimo, due PC non vedono più le cartelle condivise e la stampante multifunzione non scansiona più via e-mail. È periodo di dichiarazioni, non possiamo fermarci. Cerchiamo un tecnico informatico disponibile questa settimana e poi per un contratto di assistenza.",
    "it-support", "Luxembourg", "Lussemburgo", kind="c", nu="N", situation="Accounting office: slow file server, shares and scan-to-mail broken")
add("it-t09", "La nostra associazione culturale italiana deve lasciare la sede di Bettembourg entro fine mese. Ci sono 120 sedie, scaffali, l'archivio in scatole e il materiale del teatro. La nuova sala a Dudelange sarà pronta solo a giugno, quindi per due mesi ci serve anche un deposito. Quanto costerebbe tutto?",
    "moving", "Bettembourg", "Bettembourg", distractors=["Dudelange"], kind="c", nu="U", situation="Cultural association vacates premises, needs transport and two months' storage")
add("it-t10", "Siamo un'agenzia immobiliare a Strassen e abbiamo dieci appartamenti nuovi da mettere in vendita. Ci serve un fotografo per foto d'interni luminose, qualche ripresa con il drone e se possibile un tour virtuale. Lavorate anche con consegna entro 48 ore?",
    "photography", "Strassen", "Strassen", kind="c", nu="N", situation="Estate agency needs interior photos, drone shots and virtual tours")
add("it-t11", "Ho una scuola di danza a Mamer con due sale e gli spogliatoi. Dopo le lezioni il parquet, gli specchi e le docce andrebbero sistemati tre sere a settimana. Finora lo facevamo noi insegnanti, ma con 200 allievi non ce la facciamo più.",
    "cleaning", "Mamer", "Mamer", kind="c", nu="U", situation="Dance school needs studio, mirror and shower cleaning three evenings a week")
add("it-t12", "Sul tetto della nostra casa a Mondorf-les-Bains abbiamo circa 40 m2 esposti a sud-ovest. Conviene di più il fotovoltaico o il solare termico per l'acqua calda, visto che siamo in cinque? Si possono mettere tutti e due? Più o meno quanto costa ciascuno?",
    "solar", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="d", nu="U", situation="PV or solar thermal for a family of five, or both")
add("it-t13", "Abbiamo comprato un loft a Clausen con muri in pietra e travi a vista, ma di sera è buio e triste. Vale la pena chiamare un'interior designer per il progetto delle luci e dei colori? Quanto chiede di solito, a ora o a progetto?",
    "interior-design", "Luxembourg", "Clausen", kind="d", nu="N", situation="Is an interior designer worth it for lighting and colours of a dark loft")
add("it-t14", "Mia madre abita a Villerupt, appena passato il confine. Il suo piano a induzione si spegne da solo dopo un paio di minuti su tutte le zone. Ha otto anni: conviene farlo riparare o comprarne uno nuovo? Qualcuno viene anche in Francia?",
    "appliance-repair", "abroad", "Villerupt", distractors=["Francia"], kind="d", nu="U", situation="Induction hob switches itself off: repair or replace")
add("it-t15", "Vogliamo vendere il nostro appartamento a Dommeldange, cucina e bagno sono originali del 1985. Conviene rifarli prima di vendere o si perde solo tempo e denaro? E quanto costerebbe più o meno rimettere a nuovo tutte e due le stanze?",
    "renovation", "Luxembourg", "Dommeldange", kind="d", nu="U", situation="Refit kitchen and bath before selling or sell as is")

# ---------------- Spanish ----------------
add("es-s01", "Necesito un carpintero para cambiar la encimera de madera de la cocina y ajustar dos puertas de armario que no cierran, piso en Senningerberg.",
    "carpentry", "Niederanven", "Senningerberg", situation="Replace a wooden worktop and adjust cupboard doors")
add("es-s02", "Hola, ¿alguien puede instalar tres puntos de luz nuevos y un ventilador de techo en el dormitorio de nuestra casa en Colmar-Berg?",
    "electrical", "Colmar-Berg", "Colmar-Berg", situation="Three new light points and a ceiling fan")
add("es-s03", "Busco a alguien para limpiar los ventanales de 3 metros de alto y la galería acristalada de nuestra casa en Bridel, una vez cada tres meses.",
    "cleaning", "Kopstal", "Bridel", situation="Quarterly cleaning of tall windows and a glazed veranda")
add("es-s04", "Presupuesto para limpiar y reparar los canalones y cambiar unas tejas rotas en Weiswampach antes de que llegue la nieve, por favor.",
    "roofing", "Weiswampach", "Weiswampach", situation="Gutter repair and broken roof tiles before winter")
add("es-s05", "tenemos ratas en el patio y ya han entrado en el garaje de la casa en rumelange, hacéis desratización con contrato de seguimiento?",
    "pest-control", "Rumelange", "rumelange", situation="Rats in yard and garage, follow-up contract")
add("es-s06", "Necesito traducir al francés la carta de invitación y el itinerario para el visado Schengen de mi madre, que viene de Colombia en abril.",
    "translation", None, None, distractors=["Colombia"], not_place=["Schengen"], situation="Translate invitation letter and itinerary for a visa application")
add("es-s07", "Busco abogado para un divorcio de mutuo acuerdo con una casa en común y un niño pequeño, ¿cuánto cuesta más o menos?",
    "legal", None, None, situation="Uncontested divorce with shared house and child")
add("es-s08", "Trabajé medio año en España y medio año aquí, ¿quién me puede ayudar con la declaración de la renta para no pagar dos veces?",
    "accounting", None, None, distractors=["España"], situation="Tax return after working in two countries in one year")
add("es-s09", "Mudanza de un estudio de Mertzig a Madrid en septiembre, unos 15 m3 con bicicletas, ¿alguien hace grupaje para no pagar un camión entero?",
    "moving", "Mertzig", "Mertzig", distractors=["Madrid"], situation="Groupage move of a studio from Mertzig to Madrid")
add("es-s10", "¿Alguien conoce una peluquería canina buena y que no cueste un riñón? 🐶",
    None, None, None, situation="Dog grooming (not a trade)")
add("es-t01", "La barandilla de madera de la escalera se mueve cada vez más cuando bajamos. Dos barrotes se han soltado del todo y el poste de abajo cruje al apoyarse. Tengo un niño de dos años y me da miedo. Vivimos en Helmdange, casa de los años 80.",
    "carpentry", "Lorentzweiler", "Helmdange", kind="a", nu="U", situation="Wobbly wooden banister with loose balusters")
add("es-t02", "El agua caliente sale tan caliente que quema y los radiadores están a tope aunque el termostato esté en 17 grados. Si lo apago del todo, siguen calientes. La factura de gas de este mes ha sido el doble. Estamos en Heiderscheid y con este calor en casa no se puede dormir.",
    "heating", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U", situation="Radiators and hot water ignore the thermostat, scalding")
add("es-t03", "El frigorífico hace una capa de hielo en la pared del fondo y el cajón de la verdura amanece lleno de agua. La parte de arriba enfría poco y la leche se pone mala en dos días. Lo hemos desenchufado una noche y al volver pasó lo mismo. Vivimos en Perlé.",
    "appliance-repair", "Rambrouch", "Perlé", kind="a", nu="U", situation="Fridge ices at the back, water in the crisper, poor cooling")
add("es-t04", "En el baño hay un olor a alcantarilla que no se va. El casero dijo que era normal en casas viejas y que echara lejía por los desagües cada semana, pero ahora huele peor. He visto que el suelo alrededor del inodoro está un poco húmedo. Necesito un fontanero que mire la junta y los desagües, casa en Aspelt.",
    "plumbing", "Frisange", "Aspelt", kind="b", nu="N", situation="Persistent sewer smell, damp floor round the toilet; landlord said bleach")
add("es-t05", "Mi sobrino me dijo que instalara un antivirus gratis que él usa, y desde entonces el portátil tarda diez minutos en arrancar y salen ventanas de publicidad por todas partes. El navegador abre solo páginas de apuestas. Lo uso para el banco y me da miedo. Mi sobrino ahora dice que no sabe qué pasa. Quiero que alguien lo limpie bien y me deje un antivirus de verdad. Vivo en Stolzembourg, ¿alguien viene a casa?",
    "it-support", "Putscheid", "Stolzembourg", kind="b", nu="U", situation="Free 'antivirus' from nephew brought adware and slowness")
add("es-t06", "En la tienda de jardinería me dijeron que un sauce llorón a tres metros de la casa quedaría precioso. Quince años después las raíces levantan el camino y el árbol tapa todo el sol. Quiero un jardinero que lo quite con las raíces y me plante algo más pequeño, en Berbourg.",
    "gardening", "Manternach", "Berbourg", kind="b", nu="N", situation="Weeping willow planted too close on shop advice; remove and replant")
add("es-t07", "Mi cuñado nos dijo que dejáramos una copia de la llave debajo de la maceta de la entrada, que así nunca nos quedaríamos fuera. La semana pasada entraron a robar sin forzar nada. Ahora quiero cambiar todas las cerraduras de la casa y poner un cilindro de seguridad en la puerta principal. Vivimos en Pfaffenthal.",
    "locksmith", "Luxembourg", "Pfaffenthal", kind="b", nu="U", situation="Burglary via key under the flowerpot; change all locks")
add("es-t08", "Somos una academia de español con clases para niños y adultos. Ahora las inscripciones se hacen por correo y con transferencia, y es un caos. Buscamos un desarrollador web que nos haga una página con horarios, inscripción y pago con tarjeta.",
    "web-development", None, None, kind="c", nu="N", situation="Spanish school needs enrolment and card payment pages")
add("es-t09", "Somos un club de fútbol sala de Differdange y en junio organizamos un torneo con 16 equipos de niños. Queremos fotos de cada equipo y un reportaje de la final para las familias y los patrocinadores. Todo en un sábado, desde las 9 hasta las 18.",
    "photography", "Differdange", "Differdange", kind="c", nu="U", situation="Futsal club youth tournament team photos and final")
add("es-t10", "Tenemos un restaurante español en el Grund, con un sótano de piedra que usamos como comedor. En una pared se ha abierto una grieta y se caen trozos de mortero entre las piedras. Antes del verano queremos que un albañil la repare y rejunte la pared.",
    "masonry", "Luxembourg", "Grund", kind="c", nu="N", situation="Restaurant's stone cellar wall cracked, mortar falling out")
add("es-t11", "Tengo una tienda de productos latinos en Howald. En la entrada varias baldosas del suelo están rotas y sueltas, y los clientes tropiezan con el carro. Quiero cambiar unos 10 m2 un lunes, que es cuando cerramos.",
    "tiling", "Hesperange", "Howald", kind="c", nu="U", situation="Shop entrance floor tiles broken and loose")
add("es-t12", "Tenemos paneles solares desde 2010 en Sandweiler y el inversor empieza a fallar. ¿Merece la pena cambiar solo el inversor o ya toca renovar toda la instalación con paneles nuevos? ¿Cuánto cuesta cada opción? Me gustaría que un instalador solar nos diera su opinión.",
    "solar", "Sandweiler", "Sandweiler", kind="d", nu="N", situation="2010 PV system with failing inverter: replace inverter or everything")
add("es-t13", "Hemos comprado una casa antigua en Martelange, en el lado belga, no en Rombach-Martelange. Hay que cambiar el baño, la cocina, los suelos y la instalación eléctrica. ¿Cuánto puede costar todo más o menos? ¿Trabajáis también en Bélgica?",
    "renovation", "abroad", "Martelange", distractors=["Rombach-Martelange", "Bélgica"], kind="d", nu="U", situation="Refit of an old house just across the Belgian border")
add("es-t14", "Queremos pintar la fachada de nuestra casa en Pétange, unos 180 m2. ¿Qué es mejor, pintura de silicato o acrílica? ¿Cuánto cuesta por m2 con andamio incluido? La casa es de 1960.",
    "painting", "Pétange", "Pétange", kind="d", nu="U", situation="Silicate or acrylic facade paint, price with scaffold")
add("es-t15", "Acabamos de alquilar una oficina de 80 m2 en Neudorf para nuestra pequeña agencia de viajes. ¿Vale la pena pagar a alguien que nos haga el plano de distribución, elija colores e iluminación, o lo hacemos nosotros? ¿Cuánto cuesta algo así?",
    "interior-design", "Luxembourg", "Neudorf", kind="d", nu="U", situation="Layout, colours and lighting for a small office: worth paying for")
