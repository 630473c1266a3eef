# Round 45 blind test set: 175 customer messages (7 languages x 25).
# Tuple: (id, text, category|None, commune|'abroad'|None, place|None, (distractors,), (not_place,))
# META[id] = (kind, N/U, situation) with kind s = one-sentence message, a/b/c/d = story kinds of the brief.
MESSAGES = []
META = {}

def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------------------------------------------------------- lb
add("lb-s01", "Moien, bei eis zu Izeg leeft d'Waasser am Lavabo an an der Dusch net méi of an aus dem Ofloss kënnt e Geroch wéi Kanal, kann haut nach een laanscht kommen?",
    "plumbing", "Hesperange", "Izeg", situation="sink and shower not draining, sewer smell")
add("lb-s02", "hunn mech ausgespaart 😩 de Schlëssel stécht vu bannen an der Dier an ech stinn am Trapenhaus an der Grand-Rue zu Ettelbréck, de Bouf muss um 4 Auer vun der Crèche ofgeholl ginn",
    "locksmith", "Ettelbruck", "Ettelbréck", situation="locked out, key inside in the lock, child to fetch")
add("lb-s03", "Mir sichen een deen Fotoe mécht vun eiser Hochzäit den 14/08 an der Kierch an duerno am Schlass zu Klierf, wat kascht dat ongeféier fir 6 Stonnen",
    "photography", "Clervaux", "Klierf", situation="wedding pictures, church and castle")
add("lb-s04", "Wien mécht mir eng vereedegt Iwwersetzung vu mengem brasilianesche Gebuertsschäin op Franséisch, d'Gemeng wëll en bis Enn vum Mount hunn",
    "translation", None, None, situation="sworn translation of a Brazilian birth certificate")
add("lb-s05", "wat kascht dat ongeféier fir Solarpanneauen op eis Garage ze leeën zu useldeng, d'Daach ass flaach ca 30m2 a weist no Süd-Westen",
    "solar", "Useldange", "useldeng", situation="panels on a flat garage roof, price")
add("lb-s06", "D'Thuja-Heck ronderëm de Gaart zu Éileng ass bal 3 Meter héich ginn a mäi Mann huet de Réck futti, wien kéint déi schneiden an de Gréngschnëtt mathuelen?",
    "gardening", "Reckange-sur-Mess", "Éileng", situation="overgrown thuja hedge, husband's back")
add("lb-s07", "Mäi Laptop weist just nach e schwaarze Bildschierm mat 'no bootable device' an do sinn all d'Fotoe vun de Kanner drop, kann een heem kommen op Gonnereng?",
    "it-support", "Junglinster", "Gonnereng", situation="laptop no bootable device, children's photos")
add("lb-s08", "Mir plënneren den 30ten vun Déifferdeng op Suessem, 3 Zëmmer am 2te Stack ouni Lift, sichen Leit mat Camionnette fir e Samschdeg",
    "moving", "Differdange", "Déifferdeng", ["Suessem"], situation="3-room flat, no lift, Saturday move")
add("lb-s09", "Eise Pelletskessel zu Hamiville geet all puer Stonnen an Stéierung mat F-105 an d'Haus ass just nach 16 Grad 🥶",
    "heating", "Wincrange", "Hamiville", situation="pellet boiler fault F-105, house at 16 degrees")
add("lb-s10", "Wou kann ech mäin Auto séier nokucken loossen, beim Bremsen schleeft et vir lénks wéi Metall op Metall an de Contrôle technique ass an 2 Wochen",
    None, None, None, situation="car brakes grinding before the roadworthiness test (mechanic)")
add("lb-t01", "Zanter e puer Deeg gluckst et an de Radiatoren wéi an engem Bach. Am Schlofzëmmer ass de Radiator uewen kal an ënnen just lauwarm. Den Drock um Kessel am Keller fält all Dag vun 1,5 op ënner 1 bar. Mir wunnen zu Bouneweg an engem Haus vun 1968.",
    "heating", "Luxembourg", "Bouneweg", kind="a", nu="U", situation="gurgling radiators, boiler pressure drops")
add("lb-t02", "All Kéier wann d'Spullmaschinn an de Waasserkocher zur selwechter Zäit lafen, ass an der ganzer Kichen de Stroum ewech. Da muss ech an de Keller goen an de Schalter am Kasten nees erop maachen. Gëschter huet et bei der Steckdous hannert dem Frigo e bësse verbrannt geroch. D'Haus zu Miersch ass vun de 60er Joren an nach ni richteg nogekuckt ginn.",
    "electrical", "Mersch", "Miersch", kind="a", nu="U", situation="kitchen circuit trips, burnt smell at a socket")
add("lb-t03", "Um Späicher kraazt a rabbelt et all Nuecht tëscht 2 an 4 Auer. Mir hunn elo och Dreckelcher fonnt an d'Isolatiounswoll ass a Fatzen erofgezunn. D'Kaz traut sech net erop. Eist Haus zu Fiels steet direkt um Bëschrand.",
    "pest-control", "Larochette", "Fiels", kind="a", nu="U", situation="scratching in the attic at night, insulation torn (marten)")
add("lb-t04", "D'Mauer vun eiser Terrass zu Duelem huet e Rëss dee vun uewen bis ënnen geet, bal e Fanger breet. Eis Nopesch seet dat wier näischt, mir sollten et einfach mat Silikon zoumaachen an driwwer molen. Mee e puer Steng beweege sech schonn an d'Terrass hänkt e bëssen no vir. Ech hu Angscht dass dat eng Kéier ofrutscht wann d'Kanner do spillen.",
    "masonry", "Dalheim", "Duelem", kind="b", nu="U", situation="cracked terrace retaining wall, neighbour says silicone")
add("lb-t05", "De Sanitärinstallateur war do fir d'Mëschbatterie an der Dusch ze wiesselen. Hien huet gesot d'Plättercher hannendrun kléngen huel an et géif duergoen nei Fuge mat Silikon ze maachen. Elo sinn der schonn zwou erofgefall an dohannert ass alles fiicht. D'Appartement ass zu Esch-Uelzecht am 3te Stack.",
    "tiling", "Esch-sur-Alzette", "Esch-Uelzecht", kind="b", nu="U", situation="hollow shower tiles falling off, plumber said silicone")
add("lb-t06", "D'Holzgeländer vun eiser Trap wackelt zanter dem Gebuertsdag vum Jong, do hunn e puer Jonker sech drugehaang. Mäi Schwoer mengt e bësse Holzläim an zwou Schrauwen a fäerdeg. Mee ënnen ass de Pfoste gerappt an e Stéck ass ausgebrach. Kennt dir e Schräiner ronderëm Dikrech deen esou eppes nei mécht?",
    "carpentry", "Diekirch", "Dikrech", kind="b", nu="N", situation="broken stair banister post after a party, brother-in-law says glue")
add("lb-t07", "Beim Stuerm leschte Weekend sinn um Haus vu menge Schwéierelteren zu Arlon e puer Ziegelen verrutscht. Elo leeft bei all Reen Waasser laanscht de Kamäin op de Späicher. Den Noper huet eng Plastiksbâche driwwer geluecht a seet dat hält bis d'Fréijoer. Ech mengen dat muss virum Wanter gemaach ginn, mir wunnen selwer zu Wooltz a kommen net all Dag do hin.",
    "roofing", "abroad", "Arlon", ["Wooltz"], kind="b", nu="U", situation="slipped roof tiles at in-laws' house in Belgium, neighbour's tarp")
add("lb-t08", "Mir hunn eng Stuff mat Holzdecken aus den 80er Joren, ganz donkel. Ass et derwäert dat vun engem Moler wäiss lackéieren ze loossen oder besser Gipsplacken drop? Wat kascht dat ongeféier fir 35 m2 a wéi laang dauert dat? D'Haus ass zu Wolz.",
    "painting", "Wiltz", "Wolz", kind="d", nu="N", situation="paint a dark wooden ceiling white or cover it, cost")
add("lb-t09", "Ech hu mech am Mäerz als Elektriker selbstänneg gemaach, ech schaffen eleng mat enger Camionnette. Bis elo huet meng Fra d'Rechnungen an Excel gemaach. Elo kënnt déi éischt TVA-Deklaratioun an de Bilan fir d'Steieren. Ech sichen e Comptabel oder eng Fiduciaire déi dat fir kleng Betriber mécht, wat kascht dat am Mount?",
    "accounting", None, None, (), ["éischt"], kind="c", nu="N", situation="new self-employed electrician, first VAT return")
add("lb-t10", "Mir haten e Plattenleeër fir d'Terrass, deen huet 4.000 € Acompte geholl an ass no 2 Deeg ni méi erëm komm. Hien äntwert net méi um Handy an d'Firma steet um Internet nach ëmmer als aktiv. Mir hunn e Kontrakt ënnerschriwwen a Fotoe vum halwe Chantier. Wéi kréie mir eis Suen erëm, muss een do viru Geriicht?",
    "legal", None, None, kind="c", nu="U", situation="tiler took a deposit and vanished, getting money back")
add("lb-t11", "Ech hunn e klenge Café zu Gilsdref an no der Iwwerschwemmung war de Keller an d'Kichen ënner Waasser. D'Sanitärfirma huet d'Pompel ersat an den Elektriker war och do. Elo ass alles erëm dréchen, mee et ass iwwerall Bulli an den Ecken an et richt muffeg. D'Kontroll vun der Sécurité alimentaire kënnt den 12ten a mir wëllen nees opmaachen.",
    "cleaning", "Bettendorf", "Gilsdref", kind="c", nu="U", situation="café after a flood, mud before food inspection")
add("lb-t12", "Mir sinn e Familljebetrib, eng Schräinerei, an eis Websäit ass nach vun 2012 an um Handy net ze liesen. Mir wëllen eng nei Säit mat Fotoe vun eise Kichen an engem Formulaire fir Offeren ze froen, op Lëtzebuergesch, Franséisch an Däitsch. Wat kascht sou eppes bei engem Webdesigner?",
    "web-development", None, None, kind="c", nu="N", situation="joinery business, outdated site, three languages")
add("lb-t13", "Mir hunn e Bauerenhaus vun 1890 zu Nocher kaaft, décke Mauere mee alles nach original: al Fënsteren, keng Isolatioun, Stroum aus de 50er. Elo froe mir eis ob et sech lount alles vun Ufank un ze erneieren oder ob ofrappen an nei bauen méi bëlleg ass. Mat wéi vill pro m2 muss ee rechnen a wéi laang dauert dat ongeféier?",
    "renovation", "Goesdorf", "Nocher", kind="d", nu="U", situation="1890 farmhouse, renovate or demolish")
add("lb-t14", "Eis Miele Wäschmaschinn ass 11 Joer al a weist zanter gëschter de Feeler F53, d'Trommel dréint net méi. Lount et sech nach e Reparateur kommen ze loossen oder ass dat rausgehäit Geld? Wat kascht sou en Depannage op Wëlwerwolz mat der Fahrt? Eng nei kascht jo och 900 Euro.",
    "appliance-repair", "Kiischpelt", "Wëlwerwolz", kind="d", nu="N", situation="11-year-old washing machine F53, repair or replace")
add("lb-t15", "Mir sinn an en neit Haus zu Nidderfeelen geplënnert an d'Kichen mat der Stuff ass ee grousse Raum vu 60 m2. Et hallt, et ass kal a mir wësse net wouhin mat de Miwwelen. Ass et derwäert een ze bezuelen deen e Plang mat Faarwen, Luuchten a Miwwele mécht, a wat kascht dat?",
    "interior-design", "Feulen", "Nidderfeelen", kind="d", nu="U", situation="echoing open-plan room, pay someone to plan it?")

# ---------------------------------------------------------------- fr
add("fr-s01", "Depuis l'orage d'hier soir la moitié de la maison à Rodange n'a plus de courant et le différentiel saute dès que je le remonte, quelqu'un peut passer aujourd'hui ?",
    "electrical", "Pétange", "Rodange", situation="half the house without power since a storm, RCD trips")
add("fr-s02", "bjr la clé tourne dans le vide dans la serrure de ma porte blindée, je suis coincée dehors avec les courses devant l'immeuble au Limpertsberg, combien pour ouvrir sans tout casser",
    "locksmith", "Luxembourg", "Limpertsberg", situation="key spins in armoured door lock, stuck outside with shopping")
add("fr-s03", "Notre chaudière gaz Vaillant à Dahlem se met en défaut F.28 tous les matins vers 6h et il faut la réarmer à la main, c'est normal",
    "heating", "Garnich", "Dahlem", situation="gas boiler fault F.28 every morning")
add("fr-s04", "Je cherche quelqu'un pour ajouter la prise de rendez-vous en ligne et le paiement par carte sur le site WordPress de mon salon de coiffure, budget autour de 1500 €",
    "web-development", None, None, situation="online booking and payment for a hair salon site")
add("fr-s05", "Déménagement d'un 2 pièces de Soleuvre vers Metz fin juin, il y a un piano droit et un frigo américain, vous faites ça avec monte-meuble",
    "moving", "Sanem", "Soleuvre", ["Metz"], situation="2-room flat to France with an upright piano")
add("fr-s06", "Qui peut scarifier et ressemer une pelouse de 400 m2 pleine de mousse à Mondorf avant la communion du petit le 10 mai",
    "gardening", "Mondorf-les-Bains", "Mondorf", situation="mossy lawn before a first communion")
add("fr-s07", "Besoin de belles photos de nos vignes, de la cave et des bouteilles pour les nouvelles étiquettes du domaine à Remerschen, idéalement pendant les vendanges",
    "photography", "Schengen", "Remerschen", situation="winery pictures for new labels during harvest")
add("fr-s08", "Mon four Siemens encastré affiche E011 et ne chauffe plus du tout, on est au L-3450, un technicien peut venir cette semaine ?",
    "appliance-repair", "Dudelange", "L-3450", situation="built-in oven error E011, no heat")
add("fr-s09", "Il y a un nid de guêpes sous le rebord du toit juste au-dessus de la chambre des enfants à Tétange, c'est possible de l'enlever avant samedi pour l'anniversaire",
    "pest-control", "Kayl", "Tétange", situation="wasp nest above the children's room before a birthday")
add("fr-s10", "Je cherche quelqu'un pour nourrir mon chat et arroser les plantes 3 semaines en août pendant qu'on est au Portugal, c'est payé bien sûr",
    None, None, None, situation="cat and plant sitter for holidays")
add("fr-t01", "Le compteur d'eau tourne même la nuit quand tous les robinets sont fermés. La dernière facture de la commune a presque doublé. Dans le jardin il y a une zone qui reste toujours mouillée même quand il ne pleut pas. Maison de 1985 à Bascharage, la conduite passe sous la terrasse je crois.",
    "plumbing", "Käerjeng", "Bascharage", kind="a", nu="U", situation="water meter runs at night, wet patch in the garden")
add("fr-t02", "Une tache brune grandit au plafond de la chambre sous les combles, surtout après les pluies avec vent d'ouest. Quand je monte au grenier, le bois sous les ardoises est noirci près de la cheminée. Dehors on voit que quelques ardoises ont glissé. C'est une maison à Kleinbettingen.",
    "roofing", "Steinfort", "Kleinbettingen", kind="a", nu="U", situation="brown stain in attic bedroom, slipped slates")
add("fr-t03", "Le pilier gauche de notre portail penche de plus en plus et des pierres se détachent en haut. Hier un morceau est tombé à côté de la voiture du facteur ! Le portail ne ferme plus correctement. On habite à Pontpierre, rue principale.",
    "masonry", "Mondercange", "Pontpierre", kind="a", nu="U", situation="leaning stone gate pillar losing stones")
add("fr-t04", "On a acheté un studio de 38 m2 à Belair pour le louer meublé à des stagiaires. Le peintre qui refait les murs nous conseille de tout mettre en gris anthracite, parce que ce serait moderne. J'ai peur que ça fasse une cave. Il faudrait quelqu'un qui pense l'aménagement complet : lit escamotable, rangements, couleurs, éclairage.",
    "interior-design", "Luxembourg", "Belair", kind="b", nu="U", situation="38 m2 studio to let furnished, painter says all grey")
add("fr-t05", "Notre maison à Aspelt date de 1932 et la façade s'écaille par plaques. L'ancien propriétaire avait mis une peinture plastique par-dessus l'enduit à la chaux. Mon beau-père dit qu'il suffit de repasser une couche de la même peinture du Brico. Je voudrais l'avis d'un peintre en façade qui connaît les vieilles maisons.",
    "painting", "Frisange", "Aspelt", kind="b", nu="N", situation="peeling plastic paint on lime render, father-in-law's advice")
add("fr-t06", "Nos panneaux posés en 2019 sur le toit à Hobscheid ne produisent presque plus rien depuis mars, l'appli affiche 0 kWh certains jours de plein soleil. Mon voisin dit que c'est juste la poussière et qu'il suffit de passer le Kärcher. Mais l'onduleur dans le garage clignote en rouge avec le code 202. Qui peut vérifier l'installation ?",
    "solar", "Habscht", "Hobscheid", kind="b", nu="U", situation="PV yields zero, inverter red code 202, neighbour says pressure-wash")
add("fr-t07", "Je quitte mon appartement près de la gare de Rumelange le 31 et l'état des lieux est le 2. La propriétaire exige que tout soit fait par une entreprise, avec facture, sinon elle garde la caution. Une amie m'a dit qu'elle n'a pas le droit d'exiger ça et que je peux le faire moi-même. De toute façon je n'ai pas le temps avec le déménagement, et les vitres et le four sont à faire.",
    "cleaning", "Rumelange", "Rumelange", (), ["gare"], kind="b", nu="U", situation="end-of-lease clean, landlady demands an invoice")
add("fr-t08", "On voudrait refaire le sol de la véranda, environ 25 m2 de vieux carrelage beige des années 90. Est-ce qu'on peut poser les nouveaux carreaux directement par-dessus ou faut-il tout casser ? Combien ça coûte à peu près et combien de jours ? Maison à Wemperhardt.",
    "tiling", "Weiswampach", "Wemperhardt", kind="d", nu="U", situation="new floor tiles over old in a veranda?")
add("fr-t09", "Une entreprise de rénovation a posé un parquet chez nous il y a 8 mois et il gondole dans tout le salon. Ils disent que c'est notre faute parce qu'on chauffe trop et refusent de revenir. Nous avons payé 11 000 € et on a déjà dépensé trois cents euros pour un expert. Quelles sont nos options pour les obliger à reprendre le travail ?",
    "legal", None, None, (), ["cents"], kind="c", nu="U", situation="warped parquet, renovation firm refuses warranty")
add("fr-t10", "J'ai ouvert un food truck en avril et je fais les marchés le week-end. Je ne sais pas si je dois faire la TVA mensuelle ou annuelle et je suis perdu avec le Centre commun. Mon beau-frère faisait ma compta mais il est reparti au Portugal. Je cherche un expert-comptable ou une fiduciaire pas trop chère pour les petits indépendants.",
    "accounting", None, None, kind="c", nu="N", situation="food truck owner lost with VAT and social security")
add("fr-t11", "Je gère la boulangerie de mon frère à Thionville pendant qu'il est à l'hôpital. Le bac à graisse dans la cour déborde et ça sent jusque dans la boutique. En plus l'évier du labo se vide de plus en plus lentement. J'habite à Dippach et je fais l'aller-retour tous les jours, est-ce que vous intervenez aussi en France ?",
    "plumbing", "abroad", "Thionville", ["Dippach"], kind="c", nu="U", situation="bakery grease trap overflowing in France")
add("fr-t12", "Nous avons un petit restaurant sur l'esplanade à Remich. Depuis la mise à jour de la box, la caisse sur tablette ne se connecte plus au wifi et les terminaux de carte non plus. Les clients doivent payer en liquide en pleine saison des terrasses. On cherche un informaticien qui peut venir sur place rapidement.",
    "it-support", "Remich", "Remich", kind="c", nu="N", situation="restaurant till tablet and card terminals off wifi")
add("fr-t13", "On hésite à acheter une maison de 1974 à Schouweiler à 780 000 €. Il faudrait refaire la cuisine, la salle de bain, les sols et probablement l'électricité. Un entrepreneur général peut-il tout prendre en charge et combien faut-il prévoir ? Et combien de mois de travaux, sachant qu'on a deux enfants et qu'on loue encore ?",
    "renovation", "Dippach", "Schouweiler", kind="d", nu="N", situation="1974 house to buy, full refit cost and duration")
add("fr-t14", "On voudrait un placard sur mesure en chêne sous l'escalier et des étagères autour de la cheminée. Est-ce que ça vaut le coup par rapport à de l'IKEA bricolé ? Ça coûte combien en gros et il faut compter combien de temps ? Adresse : rue de Luxembourg, L-8050.",
    "carpentry", "Bertrange", "L-8050", ["Luxembourg"], kind="d", nu="U", situation="bespoke oak cupboard under stairs vs IKEA")
add("fr-t15", "Mon fils a obtenu son diplôme d'infirmier au Brésil et il doit le faire reconnaître ici. Le ministère demande une traduction par un traducteur assermenté du diplôme et du relevé de notes, environ 14 pages. Combien ça coûte en général et combien de temps ça prend ? Il commence à travailler en septembre.",
    "translation", None, None, kind="d", nu="N", situation="sworn translation of a nursing diploma")

# ---------------------------------------------------------------- de
add("de-s01", "Bei uns in Echternach tropft es seit heute früh aus der Flurdecke genau unter dem Bad der Nachbarn oben, die sind aber im Urlaub und gehen nicht ans Telefon",
    "plumbing", "Echternach", "Echternach", situation="drip from the ceiling under the absent neighbours' bathroom")
add("de-s02", "Brauche einen Elektriker, der in unserem Büro am Kirchberg 6 zusätzliche Steckdosen und Bodentanks setzt, das Team zieht am 15ten um",
    "electrical", "Luxembourg", "Kirchberg", (), ["einen"], situation="extra sockets and floor boxes in an office")
add("de-s03", "Suche Umzugshilfe mit LKW für einen 4-Zimmer-Haushalt von Grevenmacher nach Trier, Termin Ende Oktober, Klavier und ein 300-Liter-Aquarium inklusive",
    "moving", "Grevenmacher", "Grevenmacher", ["Trier"], ["einen"], situation="4-room household to Germany with piano and aquarium")
add("de-s04", "Wer kann mir als Grenzgänger mit Mieteinnahmen aus Deutschland bei der luxemburgischen Steuererklärung helfen, die Frist läuft bald ab",
    "accounting", None, None, situation="cross-border worker with German rental income, tax return")
add("de-s05", "Unser Schrebergarten in Nittel direkt gegenüber von Machtum ist total verwildert mit Brombeeren bis zur Hütte, kommt jemand auch auf die deutsche Seite rüber?",
    "gardening", "abroad", "Nittel", ["Machtum"], situation="overgrown allotment across the Moselle in Germany")
add("de-s06", "In der Küche unserer Ferienwohnung in Rosport sehe ich jeden Abend mehr Silberfischchen und ab und zu eine Assel, die nächsten Gäste kommen am Freitag",
    "pest-control", "Rosport-Mompach", "Rosport", (), ["Assel"], situation="silverfish in a holiday flat before guests")
add("de-s07", "Wir suchen jemanden für schöne Fotos von unserem Hof in Altrier für den Hofladen und Instagram, gern auch mit Drohne",
    "photography", "Bech", "Altrier", situation="farm shop and Instagram pictures with a drone")
add("de-s08", "Der Tresor im Schlafzimmer geht nicht mehr auf, Batterien sind neu aber der Code wird nicht angenommen und da liegen unsere Pässe drin, wir fliegen Montag, wohnen in Consdorf",
    "locksmith", "Consdorf", "Consdorf", situation="bedroom safe won't open, passports inside before a flight")
add("de-s09", "Unser Bosch Geschirrspüler zeigt E:24 und pumpt nicht mehr ab, unten steht das Wasser, wir wohnen in Strassen nähe Cactus, wer repariert sowas noch?",
    "appliance-repair", "Strassen", "Strassen", situation="dishwasher E:24 not draining")
add("de-s10", "Wer stimmt ein altes Klavier von meiner Oma, seit dem Umzug klingt es schief und zwei Tasten bleiben hängen",
    None, None, None, situation="tune grandmother's piano after a move (piano tuner)")
add("de-t01", "Seit dem Hagel letzte Woche klappert es bei jedem Wind oben auf dem Dach. Vom Dachfenster aus sieht man, dass ein Blech an der Kante hochsteht. Heute morgen lag ein Stück Schiefer in der Einfahrt neben dem Auto. Das Haus steht in Berdorf, ziemlich frei Richtung Felsen.",
    "roofing", "Berdorf", "Berdorf", kind="a", nu="U", situation="rattling flashing after hail, slate fell in the drive")
add("de-t02", "Die Fußbodenheizung im Erdgeschoss wird nur noch im Bad warm, im Wohnzimmer bleibt der Boden kalt. Am Verteiler im Abstellraum stehen zwei von sechs Durchflussanzeigen auf null. Die Wärmepumpe draußen läuft aber ganz normal. Wir wohnen in Ulflingen, Haus Baujahr 2011.",
    "heating", "Troisvierges", "Ulflingen", kind="a", nu="U", situation="underfloor loops cold, flow meters at zero")
add("de-t03", "Im Keller unseres Hauses in Wasserbillig drückt nach jedem Hochwasser der Mosel Wasser durch die Bruchsteinwand. Der Putz bröckelt ab und die Fugen sind sandig, man kann mit dem Finger hineinbohren. Es riecht modrig und auf dem Boden bleibt eine weiße Kruste.",
    "masonry", "Mertert", "Wasserbillig", kind="a", nu="U", situation="rubble-stone cellar wall with sandy joints after floods")
add("de-t04", "Der Schornsteinfeger war gestern zur Messung da und meinte, der Kaminkopf sei total marode und das ganze Dach müsse sowieso neu. Das Dach ist aber erst 15 Jahre alt. Oben am Kamin sieht man allerdings Risse und das Blech drumherum ist lose. Ich suche einen seriösen Dachdecker in Befort für eine zweite Meinung.",
    "roofing", "Beaufort", "Befort", (), ["einen"], kind="b", nu="N", situation="chimney sweep says whole roof must go, second opinion")
add("de-t05", "Im Kinderzimmer blättert die Farbe an der Außenwand großflächig ab und darunter wirft die alte Tapete Blasen. Der Vermieter sagt, wir sollen einfach drüberstreichen, die Farbe stellt er. Ich glaube nicht, dass das hält. Die Wohnung ist in Mullerthal, das Kind kommt im Juni.",
    "painting", "Waldbillig", "Mullerthal", kind="b", nu="U", situation="peeling paint on old wallpaper, landlord says paint over")
add("de-t06", "Mein Schwager hat uns beim Umbau Großformatfliesen 120x60 im Flur verlegt. Jetzt sind zwei gesprungen und an mehreren Stellen stehen die Kanten über, man stolpert fast. Er meint, das setzt sich noch. Ich fürchte, darunter ist zu wenig Kleber. Haus in Berburg.",
    "tiling", "Manternach", "Berburg", kind="b", nu="U", situation="cracked large-format tiles laid by brother-in-law")
add("de-t07", "Wir haben die Wohnung unserer verstorbenen Tante im Grund geerbt. Sie hat stark geraucht und hatte drei Katzen, Teppiche und Polster riechen extrem. Der Hausmeister meint, mit Essigwasser und Lüften geht das schon weg. Wir wollen verkaufen und die Besichtigungen fangen im Mai an.",
    "cleaning", "Luxembourg", "Grund", kind="b", nu="U", situation="inherited smoker's flat with cats, caretaker says vinegar")
add("de-t08", "Die Eigentümergemeinschaft will uns 18.000 € für die Fassadensanierung berechnen, obwohl unsere Wohnung nach dem Verteilerschlüssel viel weniger tragen müsste. Der Syndic reagiert nicht auf unsere Mails. Aus diesem Grund haben wir bei der letzten Versammlung dagegen gestimmt, trotzdem kam die Rechnung. Was können wir jetzt tun, bevor die Zahlungsfrist abläuft?",
    "legal", None, None, (), ["Grund"], kind="c", nu="U", situation="co-ownership charges facade works unfairly, syndic silent")
add("de-t09", "Wir sind ein Malerbetrieb aus Saarburg und haben unseren ersten Auftrag in Luxemburg bekommen. Der Kunde will das Angebot und unsere AGB auf Französisch. Dazu brauchen wir auch das Datenblatt der Farben übersetzt. Gibt es einen Übersetzer, der Fachbegriffe aus dem Handwerk kennt?",
    "translation", None, None, ["Luxemburg"], ["einen"], kind="c", nu="N", situation="German painting firm needs quote and terms in French")
add("de-t10", "Ich bin Hufschmied und fahre zu Ställen im ganzen Land. Die Kunden rufen mich immer während der Arbeit an, das nervt. Ich hätte gern eine einfache Website mit Terminanfrage und einer Karte, wo ich unterwegs bin. Was nimmt ein Webentwickler für sowas?",
    "web-development", None, None, kind="c", nu="N", situation="farrier wants a simple site with appointment requests")
add("de-t11", "Wir sind eine kleine Schreinerei in Wecker mit vier Leuten. Seit Montag kommt keiner mehr an das Netzlaufwerk mit allen Zeichnungen und Aufträgen, und das Gerät piept alle paar Sekunden. Eine Lampe an der Platte 2 leuchtet orange. Morgen früh muss ein Angebot raus.",
    "it-support", "Biwer", "Wecker", kind="c", nu="U", situation="joinery's NAS beeping, drawings unreachable")
add("de-t12", "Unser Weingut in Ehnen hat eine große Scheune mit Süddach, und die Kühlung im Keller frisst im Sommer viel Strom. Lohnt sich da eine Photovoltaikanlage mit Speicher und in wie vielen Jahren hat sich das amortisiert? Was kosten ungefähr 40 kWp und gibt es noch Förderung für Betriebe?",
    "solar", "Wormeldange", "Ehnen", kind="d", nu="N", situation="winery barn roof PV with storage, payback")
add("de-t13", "Lohnt es sich, die alte Scheune neben unserem Haus in Oberdonven zu einer Einliegerwohnung für meine Eltern umzubauen? Die Mauern sind gut, aber es gibt weder Wasser noch Strom drin. Was kostet so etwas ungefähr pro Quadratmeter und wie lange dauert das mit Genehmigung?",
    "renovation", "Flaxweiler", "Oberdonven", kind="d", nu="U", situation="convert barn to granny flat, cost and duration")
add("de-t14", "Meine Mutter hat Demenz und zieht zu uns nach Ettelbrück ins Erdgeschoss. Zimmer und Bad sollen ruhig wirken, gut beleuchtet sein und sie soll sich nachts zurechtfinden. Was kostet es, so etwas von jemandem planen zu lassen, oder reicht es, selbst ein paar Farben zu wählen?",
    "interior-design", "Ettelbruck", "Ettelbrück", kind="d", nu="U", situation="room for a mother with dementia, colours and light")
add("de-t15", "Unsere Haustür aus Eiche von 1978 klemmt, unten ist das Holz grau und rissig und es zieht. Lohnt es sich, sie von einem Schreiner aufarbeiten zu lassen, oder kauft man besser eine neue? Was kostet das ungefähr, wir wohnen in Capellen an der N6.",
    "carpentry", "Mamer", "Capellen", (), ["Holz"], kind="d", nu="N", situation="1978 oak front door: restore or replace")

# ---------------------------------------------------------------- en
add("en-s01", "Our front door key snapped in the lock at the flat in Howald and half of it is still stuck inside, can someone come tonight?",
    "locksmith", "Hesperange", "Howald", situation="key snapped in the front-door lock")
add("en-s02", "Need someone to cut the grass and pull the ivy off the back fence at a rental in Moutfort before the new tenants move in on the 1st",
    "gardening", "Contern", "Moutfort", (), ["grass"], situation="lawn and ivy at a rental before new tenants")
add("en-s03", "Looking for an electrician to install an EV wallbox in our garage in Bridel, the fuse box is on the other side of the house about 15 m away",
    "electrical", "Kopstal", "Bridel", situation="EV wallbox 15 m from the fuse box")
add("en-s04", "Need my UK police certificate and marriage certificate translated into French for the residence card appointment next Thursday, how fast can you do it",
    "translation", None, None, situation="police and marriage certificates into French for a residence card")
add("en-s05", "Can anyone do a one-off deep clean of a 2-bed flat near the station in Gare after my brother's stag weekend, it's really bad 🙈",
    "cleaning", "Luxembourg", "Gare", situation="deep clean after a stag weekend")
add("en-s06", "Our small office at Findel has had no internet since the router got fried in the storm and 8 people can't work, please help asap",
    "it-support", "Sandweiler", "Findel", situation="office router fried by a storm, no internet")
add("en-s07", "Samsung tumble dryer shows hE and stays cold, we're in Mullendorf, is it even worth getting someone out for a 6 year old machine",
    "appliance-repair", "Steinsel", "Mullendorf", situation="tumble dryer hE error, stays cold")
add("en-s08", "Looking for a photographer to do headshots of our 25 staff at our office in Leudelange, ideally one morning in March",
    "photography", "Leudelange", "Leudelange", situation="staff headshots in an office")
add("en-s09", "How much would it cost to add a battery to our existing 9 kWp panels in Syren, the inverter is a Fronius from 2020",
    "solar", "Weiler-la-Tour", "Syren", situation="add a battery to an existing installation")
add("en-s10", "Looking for a reliable English-speaking babysitter for our two kids aged 4 and 7 on Friday evenings, happy to pay 15 an hour",
    None, None, None, situation="babysitter on Friday evenings")
add("en-t01", "Every time it rains the lights in the hallway flicker and the outdoor socket on the terrace trips everything. This morning the doorbell was humming on its own. There's a smell like hot plastic near the outside lamp by the door. We're renting a house in Bereldange and the landlord is on holiday.",
    "electrical", "Walferdange", "Bereldange", kind="a", nu="U", situation="rain makes lights flicker and outdoor socket trip")
add("en-t02", "There's a loud bang in the pipes every time someone closes the kitchen tap, it sounds like a hammer hitting the wall. The downstairs neighbour has already complained twice. The hot water also takes ages to arrive in the bathroom. Flat in Bonnevoie, 3rd floor, building from the 70s.",
    "plumbing", "Luxembourg", "Bonnevoie", kind="a", nu="U", situation="water hammer when the kitchen tap closes")
add("en-t03", "I wake up with tiny itchy bites in a line on my legs every morning. There are little brown spots on the mattress seams and behind the headboard. We came back from a city trip two weeks ago. The house is in Aubange just over the border, do you cover Belgium?",
    "pest-control", "abroad", "Aubange", kind="a", nu="U", situation="bites in a line, spots on the mattress (bedbugs), Belgium")
add("en-t04", "Water pours over the front gutter whenever it rains hard and runs down the wall. Walter, our neighbour, says it's just leaves and we should clip a mesh on top. But I cleaned it last week and the board behind the gutter is soft and dark now. House in Senningerberg, built around 1990.",
    "roofing", "Niederanven", "Senningerberg", (), ["Walter"], kind="b", nu="U", situation="gutter overflows, rotten fascia, neighbour Walter says leaves")
add("en-t05", "Our landlord says the heating is fine because the boiler shows no error, and told us to bleed the radiators ourselves. We did, and it's still 17 degrees in the living room with the thermostat on 22. The boiler is a 2004 Buderus. Can a heating engineer check it, and I'll forward the bill to him? Flat in Strassen.",
    "heating", "Strassen", "Strassen", (), ["bill"], kind="b", nu="N", situation="flat stays cold, landlord says bleed radiators")
add("en-t06", "We uncovered a brick wall in our living room when we took off the old plaster. A builder friend says to repoint the gaps with normal cement from the DIY store. I read that bricks from the 1920s need lime mortar or they crack. We want it done properly, the house is in Munsbach.",
    "masonry", "Schuttrange", "Munsbach", kind="b", nu="U", situation="repointing an exposed 1920s brick wall, cement or lime")
add("en-t07", "We're relocating back to Dublin in August from our house in Kehlen. My company cut the relocation package and a colleague says we should just rent a van and take the ferry. We have a 3-bed house, a piano and a dog, and we need storage for a month. Looking for movers who do international moves.",
    "moving", "Kehlen", "Kehlen", ["Dublin"], kind="b", nu="N", situation="3-bed house to Ireland, colleague says rent a van")
add("en-t08", "I rent out a one-bedroom flat in Kirchberg and the tenant hasn't paid for four months. He answers my messages with excuses and now says he'll leave when he finds something else. The guarantee only covers three months. What are my options to get him out and recover the money?",
    "legal", None, None, ["Kirchberg"], kind="c", nu="U", situation="tenant four months in arrears")
add("en-t09", "I'm a freelance software contractor with a SARL-S, and my accountant just retired. I need someone for the annual accounts, the VAT returns and the filing with the Luxembourg Business Registers. Turnover is around 140k a year. Is there an accountant who takes small clients like me?",
    "accounting", None, None, ["Luxembourg"], kind="c", nu="N", situation="freelancer's SARL-S needs annual accounts")
add("en-t10", "We're opening a small cocktail bar in a vaulted cellar in Clausen in October. The carpenter wants the plans for the bar counter by the end of the month, and we have no idea about layout or lighting. The space is narrow and has no windows. We need someone who can plan the whole interior, materials included.",
    "interior-design", "Luxembourg", "Clausen", kind="c", nu="U", situation="cocktail bar in a vaulted cellar needs a layout")
add("en-t11", "We run a mobile dog grooming van and half our clients are big breeds, every second Boxer owner asks if we come to them. We want a website where people can see the areas and book a slot. Right now everything goes through Facebook messages. What would a web developer charge for that?",
    "web-development", None, None, (), ["Boxer"], kind="c", nu="N", situation="mobile dog groomer wants online booking site")
add("en-t12", "Our tennis club at Kockelscheuer has black mould stains on the changing room ceilings and graffiti on the clubhouse wall. The committee asks if special anti-mould paint is worth the extra price. How much would it be for about 120 m2 and how long, the season starts in April?",
    "painting", "Roeser", "Kockelscheuer", kind="d", nu="U", situation="tennis club changing rooms, anti-mould paint worth it?")
add("en-t13", "Is it worth converting our loft in Bourglinster into a bedroom with an en-suite? The roof is high enough in the middle but there's no window yet. Roughly how much would it cost and how long would we be without the attic storage? Baby number two is due in November.",
    "renovation", "Junglinster", "Bourglinster", kind="d", nu="U", situation="loft conversion before a second baby")
add("en-t14", "One of the floor tiles in our bathroom cracked and the grout has gone black in the corners. We still have three spare tiles in the cellar. Is it better to just replace that one and regrout, or redo the whole floor? We have only one bathroom and a newborn, so how long would it be out of use? Flat in Bertrange from 2005.",
    "tiling", "Bertrange", "Bertrange", kind="d", nu="U", situation="one cracked tile and black grout, replace or redo")
add("en-t15", "how much would a carpenter charge to build a wooden pergola over our terrace, about 4 by 3 m. Or is a kit from the garden centre just as good. And how long does it take to build one. we are in mamer near the school",
    "carpentry", "Mamer", "mamer", kind="d", nu="N", situation="wooden pergola, carpenter or kit (voice-typed)")

# ---------------------------------------------------------------- pt
add("pt-s01", "boa tarde tenho uma fuite debaixo do lava-loiça e o armário já está todo inchado, moro em Esch-sur-Alzette perto da gare, alguém pode vir hoje",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", (), ["gare"], situation="leak under the sink, cabinet swollen")
add("pt-s02", "Procuro uma senhora para fazer limpeza 4 horas por semana num T2 em Dudelange, de preferência às quintas de manhã, pago em chèque-service",
    "cleaning", "Dudelange", "Dudelange", situation="weekly cleaner for a 2-room flat, service vouchers")
add("pt-s03", "Fechei a porta da garagem com o comando lá dentro e a chave suplente ficou no carro que está dentro da garagem 🤦‍♂️ estou na rua L-3850, quem me abre isto",
    "locksmith", "Schifflange", "L-3850", situation="garage shut with remote and spare key inside")
add("pt-s04", "Quero fazer um site simples para o meu café com o prato do dia e umas fotos, alguém faz isso barato?",
    "web-development", None, None, situation="simple site for a café with the daily dish")
add("pt-s05", "Preciso de alguém para podar 6 árvores de fruta e arrancar as raízes de um pinheiro que caiu no quintal em Gosseldange com a tempestade",
    "gardening", "Lintgen", "Gosseldange", situation="prune fruit trees, remove fallen pine roots")
add("pt-s06", "Mudança dia 15 de um T3 em Cessange para Belvaux, 4º andar sem elevador, quanto custa mais ou menos com 2 homens e camião",
    "moving", "Luxembourg", "Cessange", ["Belvaux"], situation="3-room flat, 4th floor without lift")
add("pt-s07", "o meu computador apanhou um virus aparece uma mensagem a pedir 300 euros em bitcoin e nao consigo abrir nada moro em bissen e trabalho em casa",
    "it-support", "Bissen", "bissen", situation="ransomware message asking for bitcoin")
add("pt-s08", "A máquina da loiça Beko não puxa água e mostra o erro E01, a casa fica em Bettembourg perto do Parc Merveilleux, quem arranja",
    "appliance-repair", "Bettembourg", "Bettembourg", situation="dishwasher no water intake, error E01")
add("pt-s09", "Preciso de um eletricista para pôr luz e tomadas no anexo do jardim em Vianden, são uns 20 metros de cabo desde a casa",
    "electrical", "Vianden", "Vianden", situation="power and light to a garden outbuilding")
add("pt-s10", "Procuro explicador de matemática e francês para o meu filho do 7º ano que está com muitas dificuldades no lycée",
    None, None, None, situation="maths and French tutor for a pupil")
add("pt-t01", "O radiador da sala faz barulho como se tivesse água a correr lá dentro. A caldeira liga e desliga de cinco em cinco minutos e aparece um código F22. De manhã a água do banho sai morna. Moramos em Niederkorn num rés-do-chão.",
    "heating", "Differdange", "Niederkorn", kind="a", nu="U", situation="boiler cycling, F22, lukewarm water")
add("pt-t02", "Na cozinha aparecem formigas pequenas castanhas em fila desde a janela até ao caixote do lixo. Já pus vinagre e pó de talco, mas voltam no dia seguinte. Agora também estão no quarto da bebé 😫 Moro em Ingeldorf, casa com jardim.",
    "pest-control", "Erpeldange-sur-Sûre", "Ingeldorf", kind="a", nu="U", situation="ant trails into the kitchen and baby's room")
add("pt-t03", "Quando chove com vento aparece água a escorrer na parede da escada, mesmo por baixo da chaminé. No sótão vê-se a madeira molhada e de fora há telhas partidas. A mancha já chegou ao teto do corredor. A casa fica em Bastendorf.",
    "roofing", "Tandel", "Bastendorf", kind="a", nu="U", situation="wind-driven rain under the chimney, broken roof tiles")
add("pt-t04", "Quero mudar os azulejos da cozinha que são dos anos 80, castanhos com flores. O meu cunhado que é pedreiro diz que posso colar os novos por cima dos antigos e pronto. Mas alguns dos velhos já estão soltos e soam ocos. A casa é em Mersch, perto da piscina.",
    "tiling", "Mersch", "Mersch", kind="b", nu="U", situation="new wall tiles over loose old ones, mason brother-in-law's advice")
add("pt-t05", "O muro de pedra do quintal está a abaular para o lado da rua e já caíram umas pedras. O vizinho diz que basta pôr umas barras de ferro e cimento por cima. Eu acho que é preciso desmontar e refazer aquela parte. Fica em Bofferdange e as crianças passam ali para a escola.",
    "masonry", "Lorentzweiler", "Bofferdange", kind="b", nu="U", situation="bulging stone garden wall, neighbour says iron bars")
add("pt-t06", "Quero pintar os armários da cozinha, que são de madeira, em verde. O senhor que montou a cozinha disse que basta tinta de parede e um rolo. Na internet diz que é preciso lixar e pôr primário. Preferia um pintor que já tenha feito isto, a casa é em Stolzembourg.",
    "painting", "Putscheid", "Stolzembourg", kind="b", nu="N", situation="paint wooden kitchen cabinets green, fitter says wall paint")
add("pt-t07", "Acabaram as obras no apartamento em Colmar-Berg e está tudo cheio de pó de gesso, até dentro dos armários e nas calhas das janelas. O chefe da obra diz que com um aspirador normal sai tudo. Já estraguei um aspirador assim. Entramos dia 1 com duas crianças pequenas.",
    "cleaning", "Colmar-Berg", "Colmar-Berg", kind="b", nu="U", situation="plaster dust after building work, site manager says vacuum")
add("pt-t08", "Trabalhei 3 meses numa empresa de construção em Differdange e não me pagaram as horas extra nem o último salário. O patron diz que eu abandonei o posto, mas eu estive de baixa com atestado. Tenho fotos das fichas de horas. Posso levar isto ao tribunal do trabalho e quanto tempo demora?",
    "legal", None, None, ["Differdange"], kind="c", nu="U", situation="unpaid overtime and last wage from a building firm")
add("pt-t09", "Tenho uma pequena empresa de limpezas com 3 empregadas. Preciso de um contabilista que fale português para os salários, a CCSS e a TVA. O que eu tinha cobrava 400 euros por mês e ainda errou a TVA do ano passado. Quanto costuma custar?",
    "accounting", None, None, kind="c", nu="N", situation="cleaning company needs payroll and VAT accountant")
add("pt-t10", "A empresa de transportes do meu marido ganhou um contrato com uma firma alemã. Eles querem o contrato, as condições gerais e o seguro em alemão até ao fim do mês. Nós só temos tudo em francês e português. Procuramos um tradutor que perceba de transportes e que não cobre uma fortuna.",
    "translation", None, None, kind="c", nu="N", situation="haulage firm's contract and insurance into German")
add("pt-t11", "Abri uma pastelaria em Ettelbruck há dois meses. Preciso de fotos bonitas dos bolos e dos pastéis de nata para o menu, a montra e o Instagram. As que tiro com o telemóvel ficam amarelas e sem graça. Alguém vem à loja numa manhã antes de abrir?",
    "photography", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="new pastry shop needs product pictures")
add("pt-t12", "Vamos abrir um salão de cabeleireiro em Schieren num antigo escritório com teto baixo e luz fria. Vale a pena pagar a uma decoradora de interiores para planear tudo ou fazemos nós com o Pinterest? Quanto é que isso custa normalmente?",
    "interior-design", "Schieren", "Schieren", kind="d", nu="N", situation="hair salon in an old office, pay a designer?")
add("pt-t13", "Herdei a casa dos meus avós em Viseu, está fechada há 10 anos e o telhado está a ceder numa parte. Não sei se vale a pena recuperar tudo ou vender assim. Quanto custa mais ou menos por metro quadrado e quanto tempo leva? Vocês têm alguém que trabalhe em Portugal, eu moro em Dudelange?",
    "renovation", "abroad", "Viseu", ["Dudelange"], kind="d", nu="U", situation="inherited grandparents' house in Portugal, restore or sell")
add("pt-t14", "Estamos a pensar pôr painéis solares na casa em Pétange, o telhado dá para sudeste. Um instalador pediu 14 000 euros por 8 kWp. Em quantos anos isso se paga com a ajuda do Klima-Agence? E vale a pena pôr bateria já ou mais tarde?",
    "solar", "Pétange", "Pétange", kind="d", nu="N", situation="8 kWp quote, payback and battery")
add("pt-t15", "A porta de correr do roupeiro, que é de madeira, saltou do trilho e uma das rodinhas partiu. Já tentei pôr no lugar mas fica torta e arrasta no chão. Vale a pena arranjar ou mandar fazer portas novas à medida? Apartamento em Hamm, quanto custa mais ou menos?",
    "carpentry", "Luxembourg", "Hamm", kind="d", nu="U", situation="wooden sliding wardrobe door off its track")

# ---------------------------------------------------------------- it
add("it-s01", "Cerco un imbianchino per ridipingere un trilocale a Strassen prima del 30, pareti e soffitti bianchi, circa 75 m2, il proprietario vuole la fattura",
    "painting", "Strassen", "Strassen", situation="repaint a 3-room flat before moving out")
add("it-s02", "La caldaia a gasolio della casa a Heffingen fa fumo nero dal camino e c'è puzza in cantina, è sicuro accenderla stasera?",
    "heating", "Heffingen", "Heffingen", situation="oil boiler black smoke and smell")
add("it-s03", "mi hanno rubato lo zaino con le chiavi e il badge, voglio cambiare subito il cilindro della porta a Gasperich, siete disponibili stasera",
    "locksmith", "Luxembourg", "Gasperich", situation="keys stolen, change the cylinder tonight")
add("it-s04", "Mi serve un commercialista che mi segua come indipendente in Lussemburgo, lavoro da casa come grafica e non capisco niente di TVA e contributi",
    "accounting", None, None, ["Lussemburgo"], situation="freelance graphic designer lost with VAT")
add("it-s05", "ci sono topi in cantina nella casa a reisdorf hanno rosicchiato i sacchi delle patate e anche un cavo della lavatrice",
    "pest-control", "Reisdorf", "reisdorf", situation="mice in the cellar gnawing a cable")
add("it-s06", "Vorrei un preventivo per pannelli fotovoltaici su un tetto a due falde a Roodt-sur-Syre, casa nuova, consumiamo circa 6000 kWh all'anno",
    "solar", "Betzdorf", "Roodt-sur-Syre", situation="PV quote for a new house")
add("it-s07", "Cerco qualcuno che mi curi l'orto e le aiuole a Cruchten mentre sono in Italia tutto luglio, bisogna bagnare e tagliare l'erba",
    "gardening", "Nommern", "Cruchten", situation="look after the vegetable patch during July")
add("it-s08", "Quanto costa posare 40 m2 di gres effetto legno in soggiorno, appartamento a Dudelange, il massetto è già pronto",
    "tiling", "Dudelange", "Dudelange", situation="lay 40 m2 of wood-look porcelain tiles")
add("it-s09", "La stampante di rete dello studio non stampa più da nessun pc da quando ho cambiato il router, siamo a Esch/Alzette e domani abbiamo un'udienza",
    "it-support", "Esch-sur-Alzette", "Esch/Alzette", situation="network printer lost after a router change")
add("it-s10", "Cerchiamo un DJ per il matrimonio del 20 giugno, musica italiana e latina, circa 120 invitati 🎶",
    None, None, None, situation="DJ for a wedding")
add("it-t01", "Da qualche giorno quando tiro lo sciacquone l'acqua sale nella doccia al piano di sotto. Si sente un gorgoglio nel lavandino e in cantina c'è odore di fogna. Stamattina è uscita acqua marrone dallo scarico della doccia. Abitiamo a Mertzig, casa bifamiliare.",
    "plumbing", "Mertzig", "Mertzig", kind="a", nu="U", situation="toilet flush backs up into the shower")
add("it-t02", "Quando accendo il forno salta la corrente in tutta la casa, ma solo da quando hanno rifatto il bagno. Il salvavita scatta anche quando piove forte. Il quadro è ancora quello del 1990 con i fusibili vecchi. La casa è a Tuntange.",
    "electrical", "Helperknapp", "Tuntange", kind="a", nu="U", situation="oven and heavy rain trip the RCD since bathroom works")
add("it-t03", "Dopo la grandinata di domenica in soffitta si vedono punti di luce tra le lastre. Il tetto è in ardesia e due lastre sono scivolate nella grondaia. Per ora non piove, ma danno temporali per giovedì. La casa è a Hosingen.",
    "roofing", "Parc Hosingen", "Hosingen", kind="a", nu="U", situation="daylight through slates after hail")
add("it-t04", "Sul muro esterno della casa a Medernach c'è una crepa a scaletta che parte dall'angolo della finestra. Il mio vicino dice che è normale assestamento e che basta stuccarla. Ma in un anno si è allargata e adesso la finestra non si chiude più bene. Ho paura che sia qualcosa di serio.",
    "masonry", "Vallée de l'Ernz", "Medernach", kind="b", nu="U", situation="stepped crack from a window corner, neighbour says filler")
add("it-t05", "La ringhiera del balcone è piena di ruggine e la vernice si sfoglia. Un mio amico dice di dare solo una mano di smalto spray sopra. Ma la ruggine torna ogni inverno, l'ho già fatto due volte. Cerco un imbianchino che sappia trattare il ferro, appartamento a Merl.",
    "painting", "Luxembourg", "Merl", kind="b", nu="N", situation="rusty balcony railing, friend says spray over")
add("it-t06", "Le assi della terrazza in legno si sono imbarcate e alcune vicino alla casa sono marce. Mio suocero dice di girarle al contrario e riavvitarle. Però sotto anche le travi sembrano umide e morbide. La casa è a Schoos e vorremmo usarla per la comunione di maggio.",
    "carpentry", "Fischbach", "Schoos", kind="b", nu="U", situation="warped rotten deck boards, father-in-law says flip them")
add("it-t07", "Il frigo fa ghiaccio sulla parete di fondo e l'acqua cola nel cassetto delle verdure. Il tecnico che era qui per la caldaia ha detto che è finito il gas e conviene buttarlo. Ma è un Liebherr di soli 4 anni. Siamo a Lipperscheid.",
    "appliance-repair", "Bourscheid", "Lipperscheid", kind="b", nu="U", situation="fridge ices up, boiler technician says bin it")
add("it-t08", "Lavoravo per un'impresa di pulizie e mi hanno licenziata durante il periodo di prova, due giorni dopo che ho detto di essere incinta. Ho la lettera di licenziamento e i messaggi della responsabile. Vorrei sapere se posso fare ricorso. Cerco un avvocato che parli italiano.",
    "legal", None, None, kind="c", nu="N", situation="dismissed in probation after announcing pregnancy")
add("it-t09", "Abbiamo una piccola agenzia di traduzioni e il nostro sito è fermo al 2015. Non si vede bene sul telefono, il modulo per i preventivi non manda più le mail e Google non ci trova. Vorremmo anche poter caricare i documenti da tradurre direttamente online. Chi ce lo rifà e quanto costa?",
    "web-development", None, None, kind="c", nu="U", situation="translation agency's outdated site with broken quote form")
add("it-t10", "La nostra ditta importa piastrelle dall'Italia e le vende a imprese qui. Le schede tecniche e le istruzioni di posa sono solo in italiano. I clienti ci chiedono tutto in francese e tedesco entro la fiera di ottobre. Sono circa 60 pagine piene di termini tecnici.",
    "translation", None, None, kind="c", nu="U", situation="tile importer needs data sheets in French and German")
add("it-t11", "Gestiamo un piccolo B&B a Insenborn sul lago con sei camere. Ogni sabato c'è il cambio ospiti con biancheria, bagni e cucina. La signora che ci aiutava si è rotta un braccio e siamo in piena stagione. Cerchiamo un'impresa di pulizie per i sabati fino a settembre.",
    "cleaning", "Esch-sur-Sûre", "Insenborn", kind="c", nu="N", situation="B&B changeover cleaning on Saturdays")
add("it-t12", "Torniamo in Italia dopo sei anni e dobbiamo svuotare la casa a Harlange. Quanto costa più o meno una ditta di traslochi fino a Milano per un bilocale e un garage? Conviene un camion intero o un trasporto condiviso? E quanto tempo ci vuole di solito?",
    "moving", "Lac de la Haute-Sûre", "Harlange", ["Milano"], kind="d", nu="N", situation="move back to Milan, full truck or groupage")
add("it-t13", "Il piano terra della casa che abbiamo comprato a Boulaide era un negozio di alimentari, con vetrina e pavimento in linoleum. Vorremmo trasformarlo in cucina e soggiorno. Vale la pena o costa troppo rispetto a quello che si guadagna? Quanto tempo servirebbe più o meno?",
    "renovation", "Boulaide", "Boulaide", kind="d", nu="U", situation="turn a former village shop into living space")
add("it-t14", "Ci sposiamo al castello di Bouillon in Belgio a settembre, io indosserò la collana di perle della nonna. Cerchiamo un fotografo dal Lussemburgo che venga per tutta la giornata. Quanto costa in più la trasferta? Vale la pena aggiungere anche il video?",
    "photography", "abroad", "Bouillon", ["Lussemburgo"], ["perle"], kind="d", nu="N", situation="wedding photographer for a castle wedding in Belgium")
add("it-t15", "Abbiamo una casa a Pommerloch e affittiamo due camere su Airbnb, ma le recensioni dicono che sono fredde e spoglie. Quanto costa farsi fare un progetto di arredo, colori e luci per due stanze? Ne vale la pena o basta comprare qualche cuscino e una lampada?",
    "interior-design", "Winseler", "Pommerloch", kind="d", nu="U", situation="two Airbnb rooms called cold and bare")

# ---------------------------------------------------------------- es
add("es-s01", "Se me ha partido la llave del buzón dentro de la cerradura y encima la del trastero tampoco gira, vivo en Redange/Attert, ¿cuánto cobráis por venir?",
    "locksmith", "Redange", "Redange/Attert", situation="key broken in the letterbox lock, storage lock stuck")
add("es-s02", "Busco a alguien para limpiar cristales, son 14 ventanales de suelo a techo en un piso en Weimerskirch, mejor un sábado por la mañana",
    "cleaning", "Luxembourg", "Weimerskirch", situation="14 floor-to-ceiling windows to clean")
add("es-s03", "Necesito que alguien quite las hierbas de entre los adoquines del patio y recorte el seto de laurel en Bous antes del cumple de mi hija el día 12",
    "gardening", "Bous-Waldbredimus", "Bous", situation="weeds between pavers, laurel hedge before a birthday")
add("es-s04", "Necesito traducir del español al francés el certificado de antecedentes penales y el título de la universidad para la homologación, ¿cuánto tardáis?",
    "translation", None, None, situation="criminal record and degree into French")
add("es-s05", "Tenemos una oficina pequeña en Windhof y se ha quemado un enchufe de la cocina con la cafetera, huele a quemado y no hay luz en esa parte 😬",
    "electrical", "Koerich", "Windhof", situation="burnt socket in an office kitchen")
add("es-s06", "Buscamos fotógrafo para la comunión de nuestra hija el 18 de mayo en Greiveldange, primero la iglesia y luego comida en casa con la familia",
    "photography", "Stadtbredimus", "Greiveldange", situation="first communion pictures")
add("es-s07", "La lavadora Bosch no centrifuga y deja la ropa empapada con el código E18, estamos en Canach cerca del golf",
    "appliance-repair", "Lenningen", "Canach", situation="washing machine E18, no spin")
add("es-s08", "hay carcoma en las vigas del desvan de la casa en saeul cada dia aparece serrin fino debajo y agujeritos nuevos",
    "pest-control", "Saeul", "saeul", situation="woodworm in attic beams")
add("es-s09", "Mi padre le dio su contraseña a uno que llamó diciendo que era de Microsoft y ahora el ordenador va rarísimo, vive solo en Alzingen",
    "it-support", "Hesperange", "Alzingen", situation="father scammed by a fake Microsoft call")
add("es-s10", "Busco una cuidadora que hable español para acompañar a mi madre de 84 años por las mañanas, sobre todo para la ducha y las comidas",
    None, None, None, situation="Spanish-speaking carer for an elderly mother")
add("es-t01", "El agua del grifo sale marrón por las mañanas durante un minuto y luego se aclara. La presión en la ducha de arriba es cada vez más baja. Las tuberías de la casa son de hierro, de los años 60. Vivimos en Perlé.",
    "plumbing", "Rambrouch", "Perlé", kind="a", nu="U", situation="brown water in the morning, low pressure, iron pipes")
add("es-t02", "Después de la tormenta se oye gotear dentro de la pared de la habitación del niño. En el techo del pasillo ha salido una mancha con forma de mapa. Desde la calle se ve que falta un trozo de chapa alrededor de la ventana del tejado. Casa en Grosbous.",
    "roofing", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="dripping inside a wall, missing flashing round a roof window")
add("es-t03", "Los radiadores están fríos desde el domingo y la caldera hace clic clic pero no se enciende. En la pantalla sale E1 y una llama tachada. Ya la he reiniciado tres veces. Vivimos en Longwy y trabajamos en Luxemburgo, ¿alguien se desplaza a Francia?",
    "heating", "abroad", "Longwy", ["Luxemburgo"], kind="a", nu="U", situation="boiler clicks but won't fire, France")
add("es-t04", "Queremos abrir un hueco en la pared entre la cocina y el comedor. Un amigo que es electricista dice que no es de carga y que la tiramos nosotros un sábado. Pero justo encima está el baño del primer piso. La casa es de 1955, en Noerdange.",
    "masonry", "Beckerich", "Noerdange", kind="b", nu="U", situation="opening a wall, electrician friend says not load-bearing")
add("es-t05", "Queremos poner baldosas en la terraza de fuera, unos 30 m2. El de la tienda dice que cualquier azulejo de interior vale si nos gusta. Aquí hiela todo el invierno y no quiero que se partan. Buscamos un solador que sepa de exteriores, la casa está en Vichten.",
    "tiling", "Vichten", "Vichten", kind="b", nu="N", situation="outdoor terrace tiles, shop says indoor tiles are fine")
add("es-t06", "La pintura del salón se queda en el dedo como tiza cuando la tocas. El casero dice que es normal y que la repasemos con la pintura que sobró en el garaje. Pero esa pintura es de fachada y huele muy fuerte. Piso en Roodt, en una casa antigua.",
    "painting", "Ell", "Roodt", kind="b", nu="U", situation="chalky wall paint, landlord says use leftover facade paint")
add("es-t07", "La cerradura de la puerta de entrada cuesta cada vez más, hay que levantar la manilla y empujar. Mi vecino dice que le eche WD-40 y listo. Lo hice y ahora la llave se queda atascada a medio girar. Tengo miedo de quedarme fuera con los niños, vivimos en Platen.",
    "locksmith", "Préizerdaul", "Platen", kind="b", nu="U", situation="stiff front-door lock, neighbour's WD-40 made it worse")
add("es-t08", "Compramos un piso sobre plano en Bertrange y el promotor lleva 14 meses de retraso. Cada vez nos da una fecha nueva y mientras tanto pagamos alquiler y préstamo a la vez. El contrato habla de penalizaciones pero no contesta a nuestras cartas. Buscamos un abogado que hable español o inglés.",
    "legal", None, None, ["Bertrange"], kind="c", nu="N", situation="off-plan flat 14 months late, developer silent")
add("es-t09", "Tenemos un bar de tapas abierto desde hace un año, somos tres socios. Hasta ahora lo llevaba un amigo contable pero se ha vuelto a Valencia. Tenemos pendientes el cierre del año y las declaraciones de IVA. Buscamos una fiduciaria o un contable que no cobre una barbaridad.",
    "accounting", None, None, kind="c", nu="N", situation="tapas bar partners need year-end and VAT")
add("es-t10", "Tenemos una empresa de reformas pequeña y los clientes nos encuentran solo por el boca a boca. Queremos una página donde se vean obras de antes y después y que la gente pueda pedir presupuesto subiendo fotos. También en francés y alemán. ¿Quién nos la puede hacer y por cuánto?",
    "web-development", None, None, kind="c", nu="U", situation="renovation firm wants a before/after site with quote uploads")
add("es-t11", "Tenemos una panadería en Differdange con hornos eléctricos y la factura de la luz se ha disparado este año. El tejado del obrador es plano y tiene unos 200 m2 sin sombra. ¿Vale la pena poner placas y en cuántos años se recupera? ¿Y se puede aprovechar por la noche cuando horneamos?",
    "solar", "Differdange", "Differdange", kind="d", nu="U", situation="bakery with electric ovens, flat roof, night baking")
add("es-t12", "Mi empresa de fontanería se cambia del local de Wiltz a una nave más grande en junio. Hay estanterías metálicas, todo el stock de tubos y una máquina de roscar de unos 300 kg. No podemos parar más de un fin de semana. Buscamos una empresa de mudanzas que haga traslados de empresas.",
    "moving", "Wiltz", "Wiltz", kind="c", nu="N", situation="plumbing firm moves its workshop, heavy threading machine")
add("es-t13", "Tenemos un piso antiguo en Remich con vistas al Mosela, con moqueta en todas partes, baño con bañera rosa y cocina de los 80. ¿Vale la pena reformarlo entero o es mejor venderlo así? ¿Cuánto podría costar más o menos y cuántos meses de obra?",
    "renovation", "Remich", "Remich", kind="d", nu="U", situation="1980s flat with pink bathtub, refit or sell")
add("es-t14", "Nos mudamos a un dúplex en Pfaffenthal con techos muy altos y una escalera en medio del salón. No sabemos cómo amueblarlo ni qué luces poner. ¿Vale la pena pagar a una interiorista para esto? ¿Cuánto suele cobrar por un proyecto así?",
    "interior-design", "Luxembourg", "Pfaffenthal", kind="d", nu="N", situation="duplex with high ceilings and a central staircase")
add("es-t15", "Las ventanas de madera de la casa en Mersch tienen 30 años, la pintura se levanta y dos ya no cierran bien. En invierno entra aire por los lados. ¿Se pueden arreglar y ajustar o es mejor cambiarlas por PVC? ¿Qué sale más a cuenta?",
    "carpentry", "Mersch", "Mersch", kind="d", nu="U", situation="30-year-old wooden windows, repair or PVC")

# N/U for one-sentence messages: N when a trade or worker noun appears; '-' for the None requests.
for _k in ["lb-s04", "fr-s05", "de-s02", "de-s03", "en-s03", "en-s08", "pt-s02", "pt-s06", "pt-s09", "it-s01", "it-s04", "es-s06"]:
    META[_k] = (META[_k][0], "N", META[_k][2])
for _k in ["lb-s10", "fr-s10", "de-s10", "en-s10", "pt-s10", "it-s10", "es-s10"]:
    META[_k] = (META[_k][0], "-", META[_k][2])
