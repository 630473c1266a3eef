MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Lëtzebuergesch ----------------
add("lb-s01", "Moien, bei eis zu Wolz ass de Siphon ënnert der Spull an der Kiche gebrach an et leeft bei all Ofwäsch Waasser an de Schaf, kann haut nach een laanscht kommen?",
    "plumbing", "Wiltz", "Wolz", situation="Broken kitchen sink trap leaking into the cupboard")
add("lb-s02", "wie kann mir eng Wallbox an d'Garage setzen 11 kW, Haus zu Bouneweg, den Tableau ass vun 1987 an ech mengen dee muss och nei 🙈",
    "electrical", "Luxembourg", "Bouneweg", situation="EV wall box plus probably a new fuse board")
add("lb-s03", "Hallo ech hu mech ausgespaart an de Schlëssel stécht vu bannen an der Dier, Ettelbréck route de Bastogne, wann ech glift séier!!",
    "locksmith", "Ettelbruck", "Ettelbréck", distractors=["Bastogne"], situation="Locked out, key stuck inside; street named after a Belgian town")
add("lb-s04", "Mir plënneren Enn Mäerz vu Klierf op Iechternach, 3 Zëmmer am zweete Stack ouni Lift, wat kascht dat ongeféier mat Kartongen an allem?",
    "moving", "Clervaux", "Klierf", distractors=["Iechternach"], situation="Flat move inside Luxembourg, labelled at the loading end")
add("lb-s05", "D'Plättercher an der Dusch zu Dikrech kléngen huel an d'Fugen bréckelen eraus, sicht een deen déi nei verleet.",
    "tiling", "Diekirch", "Dikrech", situation="Hollow shower tiles and crumbling grout")
add("lb-s06", "Mir bräuchten eng einfach Websäit mat Buchungskalenner fir eis zwou Ferienwunnengen, mat Fotoen an op Lëtzebuergesch, Franséisch an Däitsch",
    "web-development", None, None, situation="Holiday-flat website with booking calendar")
add("lb-s07", "Gesicht: Fotograf fir den 80sten Gebuertsdag vun eiser Bomi den 14ten Juni am Restaurant zu Veianen, ongeféier 3 Stonnen",
    "photography", "Vianden", "Veianen", situation="Photographer for a grandmother's 80th birthday")
add("lb-s08", "Mir sichen eng Firma déi all Mount d'Fënstere vun eisem Büro um Kirchberg botzt, bannen an dobaussen, 3 Stäck Glasfassad.",
    "cleaning", "Luxembourg", "Kirchberg", situation="Monthly window cleaning of an office glass facade")
add("lb-s09", "hei zu housen ass de ganze Rasen voller Moos an Onkraut, wéi vill kascht et fir e komplett nei unzeleeën",
    "gardening", "Parc Hosingen", "housen", situation="Mossy lawn to be laid anew")
add("lb-s10", "Sichen een deen eisem Jong (14) zweemol d'Woch Nohëllef a Mathé gëtt, am léifsten e Student",
    None, None, None, situation="Maths tutoring for a teenager (not a trade)")
add("lb-t01", "Mir wunnen zanter dem Summer an engem neien Haus zu Furen. Zanter et kal ass, mécht dat groußt Gerät hannert dem Haus nuets e Brummen an e Klacken, sou haart dass den Noper sech schonn beschwéiert huet. Dobannen gëtt et awer nach waarm. Ech weess net ob dat normal ass oder ob eppes lass ass.",
    "heating", "Tandel", "Furen", kind="a", nu="U", situation="Heat-pump outdoor unit humming and knocking at night")
add("lb-t02", "All Kéier wann d'Spullmaschinn an den Uewen zur selwechter Zäit lafen, ass bei eis an der ganzer Kiche de Stroum ewech. Gëschter huet et och no verbrannte Plastik bei der Steckdous nieft dem Frigo geroch. Ech hunn elo alles ausgestach. Haus ass zu Gilsdorf, kann een dës Woch kucken kommen?",
    "electrical", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="Kitchen circuit trips and a socket smells burnt")
add("lb-t03", "Zanter e puer Wochen héiere mir owes eppes an der Plaffong vum Schlofzëmmer krazen an trëppelen. Um Späicher leie kleng schwaarz Kréimelen, wéi Räiskären, an d'Isolatioun huet Lächer. D'Kanner traue sech net méi schlofen. Mir wunnen zu Wäisswampech no beim Bësch.",
    "pest-control", "Weiswampach", "Wäisswampech", kind="a", nu="U", situation="Scratching in the ceiling and droppings in the attic (mice)")
add("lb-t04", "Meng Schwéierelteren hunn en Haus zu Bollendorf, direkt op der däitscher Säit vun der Sauer. Hiren Noper huet hinne gesot, d'Dachrënne géif sech am Wanter vum selwe propper maachen, an elo leeft d'Waasser d'Fassad erof an et feelen och zwee Ziegelen. Kennt Dir en Dachdecker deen och op Däitschland eriwwer fiert? Si sinn 84 a kënnen net méi op d'Leeder.",
    "roofing", "abroad", "Bollendorf", not_place=["feelen"], kind="b", nu="N", situation="In-laws' gutter and tiles just across the German border; neighbour said gutters clean themselves")
add("lb-t05", "Eise Proprietär zu Stolzebuerg huet d'lescht Joer d'Fassad selwer mat bëlleger Faarf fir bannen gemaach, 'dat hält scho'. Elo blieft alles a grousse Stécker of an d'Haus gesäit aus wéi eng Ruin. Hien ass averstanen dass dës Kéier eng Firma dat richteg mécht. Wie kann dat virum Summer maachen, ongeféier 120 m2?",
    "painting", "Putscheid", "Stolzebuerg", kind="b", nu="U", situation="Landlord used interior paint on the facade, now peeling")
add("lb-t06", "An eisem Gaart zu Wëlwerwolz steet eng al Stützmauer aus Bruchsteen, an do ass e Rëss dran dee ëmmer méi breet gëtt. Mäi Schwoer huet gemengt, mir sollten e just mat Silikon zoumaachen, dat hu mir och gemaach. Elo no dem Reen leeft Buedem duerch an et falen Steng eraus. Ech hätt gär dass e Maurer kënnt ier alles op de Wee fält.",
    "masonry", "Kiischpelt", "Wëlwerwolz", kind="b", nu="N", situation="Widening crack in a stone retaining wall, brother-in-law sealed it with silicone")
add("lb-t07", "Eis Spullmaschinn ass zwee Joer al a pompelt d'Waasser net méi ewech, ënnen bleift ëmmer eng Lach stoen. Am Geschäft hu se gesot, dat wier méi deier wéi eng nei, ouni se iwwerhaapt ze kucken. Dat gleewen ech net. Kann een op Esch-Uelzecht kommen a se sech ukucken? Et ass eng Bosch Serie 4.",
    "appliance-repair", "Esch-sur-Alzette", "Esch-Uelzecht", kind="b", nu="U", situation="Two-year-old dishwasher not draining; shop said buy new")
add("lb-t08", "Mir hunn eng kleng Bäckerei zu Ëlwen mat zwou Keesen an engem Bongdrécker an der Backstuff. Zanter mir en neie Router vum Provider kritt hunn, verléiert de Bongdrécker all puer Stonnen d'Verbindung a Bestellunge ginn net méi gedréckt. Mäi Mann an ech kenne eis domat guer net aus. Wie kann eist Netz richteg astellen?",
    "it-support", "Troisvierges", "Ëlwen", kind="c", nu="U", situation="Bakery's receipt printer drops off the network after a router swap")
add("lb-t09", "Ech sinn de Kessier vun eiser Musek an hunn dat bis elo alles an engem Excel gemaach. Elo kritt eisen Dirigent e richtege Salaire, mir kréien e Subsid vun der Gemeng an d'Steierverwaltung wëll Pabeieren gesinn. Dat geet iwwer mäi Kapp. Mir sichen e Comptabel deen d'Bicher an d'Pai fir eis mécht, zu engem Veräinspräis wa méiglech.",
    "accounting", None, None, kind="c", nu="N", situation="Brass band treasurer needs bookkeeping and payroll for the conductor")
add("lb-t10", "Mir bedreiwen e klenge Camping um Waasser an de gréissten Deel vun eise Gäscht kënnt aus Holland. Eis Broschür, d'Reegele vum Camping an d'Kaart vum Snack sinn awer nëmmen op Däitsch a Franséisch. Dëst Joer wëlle mir dat alles och op Hollännesch an Englesch hunn, ronn 12 Säiten. Wie kann dat bis Abrëll maachen?",
    "translation", None, None, distractors=["Holland"], kind="c", nu="U", situation="Campsite brochure and rules into Dutch and English")
add("lb-t11", "Mir hunn e Bauerenhaff bei Buerschent mat enger grousser Scheier, den Daach ass 2019 nei gemaach ginn, ronn 600 m2 Richtung Süden. D'Mëllechkillung an de Melkroboter zéien ëmmer méi Stroum. Mir iwwerleeën eng Photovoltaik-Anlag drop ze setzen. Wie mécht esou grouss Anlagen a kann eis eng Offer maachen?",
    "solar", "Bourscheid", "Buerschent", kind="c", nu="N", situation="Dairy farm wants PV on a large barn roof")
add("lb-t12", "Meng Mamm ass gestuerwen an hiert Haus gehéiert elo eis dräi Geschwëster. Mäi Brudder wunnt dran a wëll weder ausplënneren nach eis eppes bezuelen. Lount et sech fir esou eppes en Affekot ze huelen, oder ass dat just Geld fir d'Fënster eraus? Wat kascht esou eppes ongeféier?",
    "legal", None, None, kind="d", nu="N", situation="Inherited house occupied by one sibling: is a lawyer worth it")
add("lb-t13", "Mir wëllen hannert dem Haus zu Helzen eng Terrass aus Holz vu ronn 30 m2 bauen loossen. Wat ass besser, Eech, Lärch oder Thermoholz? Ech hu gehéiert dass Lärch no e puer Joer gro gëtt. A mat wéi vill muss ee rechnen?",
    "carpentry", "Wincrange", "Helzen", not_place=["Holz", "Eech"], kind="d", nu="U", situation="Which wood for a 30 m2 deck, and what it costs")
add("lb-t14", "Meng Bomi hannerléisst eis hiert Haus zu Nacher, gebaut 1962 a säit 15 Joer net méi ugepaakt. Elektresch, Buedzëmmer, Kiche, Buedem, alles ass vu fréier. Lount et sech dat alles op de moderne Stand ze bréngen oder ass ofrappen an nei bauen am Enn méi bëlleg? Mir hätte gär een deen sech dat ukuckt an eis eng Iddi vun de Käschte gëtt.",
    "renovation", "Goesdorf", "Nacher", kind="d", nu="U", situation="Inherited 1962 house: modernise throughout or rebuild")
add("lb-t15", "Mir hunn zu Nidderfeelen en ale Bauerenhaff kaf an aus dem Stall gëtt e grousse Living mat oppener Kiche, ronn 90 m2 op engem Stack. Mir hu keng Ahnung wéi mir dee Raum opdeelen, wou d'Kiche hikënnt a wéi eng Luuchten bei esou enger héijer Plaffong passen. Mécht et Sënn fir een ze bezuelen deen Pläng an e Faarfkonzept mécht, oder bréngt dat näischt? Wat kascht esou eppes?",
    "interior-design", "Feulen", "Nidderfeelen", kind="d", nu="U", situation="Layout, colours and lighting for a converted stable: worth paying for?")

# ---------------- Français ----------------
add("fr-s01", "Bonjour, la chasse d'eau de nos WC à Strassen coule en continu depuis hier soir et je n'arrive pas à la couper, quelqu'un peut passer demain matin ?",
    "plumbing", "Strassen", "Strassen", situation="Toilet cistern runs non-stop")
add("fr-s02", "Devis svp pour repeindre la cage d'escalier de notre copropriété (4 étages, murs et plafonds), immeuble rue de Strasbourg dans le quartier Gare",
    "painting", "Luxembourg", "Gare", distractors=["Strasbourg"], situation="Repainting a block's stairwell; street named after a French city")
add("fr-s03", "Suite à un cambriolage cette nuit à Bertrange la porte ferme encore mais le cylindre a été arraché, il faut le remplacer au plus vite et pourquoi pas ajouter une serrure 3 points.",
    "locksmith", "Bertrange", "Bertrange", situation="Forced cylinder after a burglary")
add("fr-s04", "déménagement de rodange vers arlon le 28 février, maison 4 chambres, on aurait besoin aussi d'un garde-meuble pour deux mois",
    "moving", "Pétange", "rodange", distractors=["arlon"], situation="House move to Belgium plus storage, labelled at the Luxembourg loading end")
add("fr-s05", "Nettoyage complet après travaux (poussière de plâtre partout, vitres, sols) dans une maison de 160 m² à Mondorf avant notre emménagement début mai.",
    "cleaning", "Mondorf-les-Bains", "Mondorf", situation="Builders' clean before moving in")
add("fr-s06", "Mon employeur veut me licencier pendant ma période d'essai juste après un arrêt maladie, est-ce que c'est légal et qui peut me défendre ?",
    "legal", None, None, situation="Dismissal during probation after sick leave")
add("fr-s07", "les carreaux de la terrasse ont éclaté avec le gel cet hiver, il faudrait en refaire environ 25 m² en grès antigel, maison à Kleinbettingen",
    "tiling", "Steinfort", "Kleinbettingen", situation="Frost-cracked terrace tiles")
add("fr-s08", "Petit cabinet de kiné à Capellen : l'imprimante réseau et le partage de fichiers ne marchent plus depuis la mise à jour Windows 11, besoin d'aide cette semaine",
    "it-support", "Mamer", "Capellen", situation="Physio practice network printer and file sharing broken after update")
add("fr-s09", "je fabrique des bougies artisanales et j'aimerais une boutique en ligne simple avec paiement par carte et Payconiq 🕯️",
    "web-development", None, None, situation="Simple online shop for handmade candles")
add("fr-s10", "Qui pourrait garder notre chien (labrador, 6 ans) deux semaines en août pendant qu'on est au Portugal ?",
    None, None, None, distractors=["Portugal"], situation="Dog sitting during a holiday (not a trade)")
add("fr-t01", "Notre facture d'eau a doublé et le petit disque du compteur tourne même quand tout est fermé la nuit. Au sous-sol, le mur près de l'arrivée d'eau est humide sur un mètre et le plâtre gonfle. On n'entend pourtant rien couler nulle part. Maison des années 60 à Dudelange, quartier Italie.",
    "plumbing", "Dudelange", "Dudelange", kind="a", nu="U", situation="Hidden leak: meter turning, damp cellar wall")
add("fr-t02", "Le congélateur en bas de notre frigo combiné fait du givre sur toute la paroi du fond, et la partie frigo en haut ne descend plus sous 12 degrés. Les yaourts tournent en deux jours. L'appareil a six ans, c'est un Liebherr. On habite à Tétange.",
    "appliance-repair", "Kayl", "Tétange", kind="a", nu="U", situation="Fridge-freezer icing up at the back and fridge too warm")
add("fr-t03", "Chaque fois qu'il pleut fort avec du vent d'ouest, une tache brune apparaît au plafond de la chambre sous les combles, juste à côté du conduit de cheminée. Elle sèche en deux jours puis revient. Au grenier, l'isolation est mouillée à cet endroit. Maison à Aspelt, toit en ardoises.",
    "roofing", "Frisange", "Aspelt", kind="a", nu="U", situation="Stain beside the chimney after wind-driven rain")
add("fr-t04", "Ma mère habite à Volmerange-les-Mines, juste de l'autre côté de la frontière après Dudelange. Un voisin lui a conseillé de mettre du sel et du désherbant sur la pelouse pour se débarrasser des pissenlits, et maintenant tout est jaune et mort sur 200 m². Est-ce qu'un jardinier de chez vous peut aller là-bas pour refaire le gazon et replanter quelques massifs ? Je paie, elle a 79 ans.",
    "gardening", "abroad", "Volmerange-les-Mines", distractors=["Dudelange"], kind="b", nu="N", situation="Mother's lawn killed with salt on a neighbour's advice, just over the French border")
add("fr-t05", "Mon beau-frère a posé l'été dernier des spots dans la terrasse et une prise dehors, avec du câble qu'il avait en trop. Depuis, dès qu'il pleut, le différentiel saute et on n'a plus de courant dans la moitié de la maison. Lui dit que c'est normal au début. J'aimerais que quelqu'un de qualifié vérifie et refasse ça proprement, à Soleuvre.",
    "electrical", "Sanem", "Soleuvre", kind="b", nu="U", situation="DIY outdoor lights trip the RCD when it rains")
add("fr-t06", "Le crépi de la façade de notre maison à Rumelange a une grande fissure en escalier qui part de la fenêtre de la cuisine. Au magasin de bricolage, on nous a vendu un enduit acrylique en tube en disant que ça suffisait ; six mois plus tard la fissure est revenue, plus large, et des morceaux de crépi tombent. Je cherche un maçon qui regarde d'où ça vient et répare correctement.",
    "masonry", "Rumelange", "Rumelange", kind="b", nu="N", situation="Stepped crack in render came back after a DIY-shop filler")
add("fr-t07", "Depuis notre retour de vacances, on se réveille avec des piqûres alignées sur les bras. On a trouvé des petites bêtes brunes et des traces noires le long du matelas. À la pharmacie on nous a dit d'acheter un spray et de laver les draps à 60 degrés, on l'a fait deux fois et ça continue, maintenant aussi dans la chambre du petit. Appartement à Obercorn.",
    "pest-control", "Differdange", "Obercorn", kind="b", nu="U", situation="Bed bugs after holidays; pharmacy spray did not help")
add("fr-t08", "Nous sommes une chocolaterie artisanale à Remich et nous préparons notre catalogue de Pâques ainsi que le nouveau site. Il nous faudrait un photographe pour environ 40 produits sur fond blanc, plus quelques photos d'ambiance dans l'atelier. Idéalement fin février, sur une journée. Quel budget prévoir ?",
    "photography", "Remich", "Remich", kind="c", nu="N", situation="Chocolate maker needs product photos for an Easter catalogue")
add("fr-t09", "Notre cabinet dentaire reçoit de plus en plus de patients lusophones et anglophones. Notre ancienne secrétaire, une perle, s'en chargeait au pied levé, mais elle est partie à la retraite. Il faudrait avoir en portugais et en anglais nos questionnaires médicaux, le formulaire de consentement et les consignes après extraction, une dizaine de pages. Délai souhaité : trois semaines.",
    "translation", None, None, not_place=["perle"], kind="c", nu="U", situation="Dental practice forms into Portuguese and English")
add("fr-t10", "Je suis trésorier des scouts de Filsdorf. Notre chalet a encore une vieille chaudière au mazout de 1994 qui consomme énormément, et la commune nous pousse à passer à une pompe à chaleur avec une aide. Pourriez-vous nous mettre en contact avec un chauffagiste qui fasse un devis ? Le chalet fait environ 180 m², chauffé surtout le week-end.",
    "heating", "Dalheim", "Filsdorf", kind="c", nu="N", situation="Scout hut replacing a 1994 oil boiler with a heat pump")
add("fr-t11", "Domaine viticole familial à Remerschen : le toit du nouveau chai fait environ 400 m², orienté sud-ouest. Entre la climatisation de la cave, le pressoir et les pompes, notre facture d'électricité explose en septembre. On aimerait produire nous-mêmes une partie de ce courant grâce à ce toit. Qui peut étudier ça et nous dire ce que ça rapporterait ?",
    "solar", "Schengen", "Remerschen", kind="c", nu="U", situation="Winery wants to generate its own power on the cellar roof")
add("fr-t12", "Nous sommes mariés, deux enfants, un crédit immobilier depuis l'an dernier et ma femme travaille à mi-temps. Jusqu'ici je remplissais la déclaration d'impôts moi-même. Un collègue dit qu'un comptable lui a fait récupérer presque deux mille euros. Est-ce que ça vaut le coup, sachant qu'il prend deux cents euros ?",
    "accounting", None, None, not_place=["cents"], kind="d", nu="N", situation="Is an accountant worth it for a family tax return")
add("fr-t13", "Notre escalier en bois (chêne, 14 marches) grince à chaque pas et deux marches ont du jeu. Est-ce qu'on peut le réparer ou vaut-il mieux le remplacer ? Et à quel prix à peu près, pour chaque option ? Maison à Bascharage, avec un bébé qui dort juste à côté...",
    "carpentry", "Käerjeng", "Bascharage", kind="d", nu="U", situation="Creaking oak staircase: repair or replace, and cost")
add("fr-t14", "On vit dans un deux-pièces à Belair, 58 m², qui paraît sombre et encombré malgré les grandes fenêtres. On se demande si ça vaut la peine de payer quelqu'un pour repenser la disposition des meubles, les couleurs et l'éclairage, ou si c'est réservé aux grands appartements. Combien ça coûte en général pour un petit espace ? On est locataires, donc rien de lourd.",
    "interior-design", "Luxembourg", "Belair", kind="d", nu="U", situation="Dark small rented flat: is paying for layout, colour and lighting advice worth it")
add("fr-t15", "On vient d'acheter une maison de 1974 à Noertzange, à deux minutes de la gare. Cuisine, salle de bains et sols sont d'origine, l'électricité aussi. Le bébé arrive en septembre : est-ce réaliste de tout refaire en dix semaines ? Et quel ordre de grandeur de budget pour 120 m² ?",
    "renovation", "Bettembourg", "Noertzange", not_place=["gare"], kind="d", nu="U", situation="1974 house to refit before a baby arrives: feasible in ten weeks?")

# ---------------- Deutsch ----------------
add("de-s01", "Wir bräuchten im Homeoffice drei zusätzliche Steckdosen und einen eigenen Stromkreis für den Serverschrank, Einfamilienhaus in Hesperingen, gerne nächste Woche",
    "electrical", "Hesperange", "Hesperingen", not_place=["einen"], situation="Extra sockets and a dedicated circuit for a home office")
add("de-s02", "Die Dusche in unserer Altbauwohnung auf Limpertsberg läuft kaum noch ab und aus dem Abfluss riecht es nach Kanal, bitte möglichst heute noch!",
    "plumbing", "Luxembourg", "Limpertsberg", situation="Slow shower drain with sewer smell")
add("de-s03", "Suche jemanden, der uns rund 200 m² Rollrasen in Weilerbach verlegt, inklusive Bodenvorbereitung, Termin im April.",
    "gardening", "Berdorf", "Weilerbach", situation="Laying 200 m2 of turf")
add("de-s04", "Umzug von Trier nach Grevenmacher am 15ten März, 3-Zimmer-Wohnung im zweiten Stock ohne Aufzug, was kostet das mit Möbelmontage?",
    "moving", "Grevenmacher", "Grevenmacher", distractors=["Trier"], situation="Move from Germany into Luxembourg, labelled at the Luxembourg end")
add("de-s05", "Suche einen Steuerberater für meine luxemburgische Steuererklärung als Grenzgänger mit 40 Homeoffice-Tagen und Fahrtkosten",
    "accounting", None, None, not_place=["einen"], situation="Cross-border commuter's tax return")
add("de-s06", "sturm heute nacht hat in consdorf mehrere Ziegel vom Dach geholt, wir haben eine Plane drübergelegt, aber es soll wieder regnen – wer kann kurzfristig kommen?",
    "roofing", "Consdorf", "consdorf", situation="Storm-blown roof tiles, tarp on, more rain coming")
add("de-s07", "Der kleine Tresor in meinem Büro in Echternach geht nicht mehr auf, die Elektronik piept nur noch und der Notschlüssel liegt natürlich im Tresor 🙄",
    "locksmith", "Echternach", "Echternach", situation="Electronic office safe won't open, emergency key inside")
add("de-s08", "Übersetzung eines Hauskaufvertrags vom Portugiesischen ins Deutsche, 9 Seiten, keine Beglaubigung nötig, bis Monatsende",
    "translation", None, None, situation="House purchase contract from Portuguese to German")
add("de-s09", "In Wasserbillig sollen drei Zimmer von alter Raufaser befreit, gespachtelt und weiß gestrichen werden, etwa 140 m² Wandfläche.",
    "painting", "Mertert", "Wasserbillig", situation="Strip woodchip wallpaper, skim and paint three rooms")
add("de-s10", "Für meine Physiotherapiepraxis brauche ich eine Website mit Online-Terminbuchung und Anbindung an meinen Kalender",
    "web-development", None, None, situation="Physiotherapy practice site with online booking")
add("de-t01", "Seit wir im Oktober eingezogen sind, wird der Boden im Wohnzimmer nur an der Fensterseite warm, in der Mitte und vorm Sofa bleibt er kalt. Im Bad dagegen ist es fast zu heiß. Morgens, wenn der Wecker um sechs klingelt, sind es unten gerade mal 18 Grad. Haus Baujahr 2015 in Rosport.",
    "heating", "Rosport-Mompach", "Rosport", not_place=["Wecker"], kind="a", nu="U", situation="Underfloor heating warm only along one side of the living room")
add("de-t02", "Unter unserem Gartenhaus in Befort sind mehrere faustgroße Löcher, und in der Garage liegt neben dem Vogelfutter dunkler Kot, etwas größer als ein Reiskorn. Anfangs dachte ich, das sei nur eine Assel oder ein Käfer gewesen. Gestern Abend ist aber etwas Graues mit langem Schwanz hinter die Mülltonnen gehuscht. Wir haben zwei kleine Kinder und eine Katze.",
    "pest-control", "Beaufort", "Befort", not_place=["Assel"], kind="a", nu="U", situation="Burrows, droppings and a grey long-tailed animal in the garage (rats)")
add("de-t03", "Unser Wäschetrockner läuft ganz normal, die Trommel dreht sich, aber er wird nicht mehr warm. Nach drei Stunden ist die Wäsche genauso nass wie vorher. Das Flusensieb habe ich sauber gemacht. Es ist ein Wärmepumpentrockner von AEG, vier Jahre alt, wir wohnen in Altrier.",
    "appliance-repair", "Bech", "Altrier", kind="a", nu="U", situation="Heat-pump dryer turns but no longer heats")
add("de-t04", "Wir haben ein Wochenendgrundstück in Nittel, auf der deutschen Moselseite gegenüber von Machtum. Ein Bekannter hat uns geraten, den Rasen im Juli bei 30 Grad zu vertikutieren und gleich Kalk draufzustreuen – seitdem ist da nur noch braune Erde mit Moos. Gibt es einen Gärtner, der auch auf der deutschen Seite arbeitet und den Rasen neu anlegt? Rund 350 m², gerne im September.",
    "gardening", "abroad", "Nittel", distractors=["Machtum"], kind="b", nu="N", not_place=["einen"], situation="Lawn ruined by scarifying in a heatwave, weekend plot across the Moselle")
add("de-t05", "Mein Schwiegervater meint, Photovoltaik lohne sich in Luxemburg nicht, weil hier zu wenig Sonne scheint, und wir sollten lieber noch zehn Jahre warten, bis die Module besser sind. Wir sehen das anders. Unser Haus in Ehnen hat ein Süddach mit etwa 45 m² und eine Garage mit Flachdach. Wer kann uns ein Angebot für eine Anlage machen, mit oder ohne Speicher?",
    "solar", "Wormeldange", "Ehnen", distractors=["Luxemburg"], kind="b", nu="N", situation="Father-in-law says PV does not pay here; they want a quote anyway")
add("de-t06", "Im Baumarkt hat man uns versichert, normaler Fliesenkleber reiche auch für den Balkon. Wir haben letzten Sommer 12 m² Feinsteinzeug selbst verlegt, nach dem ersten Winter klingt die Hälfte hohl und vier Platten sind lose. Wasser läuft jetzt darunter. Wer macht uns das in Canach fachgerecht neu, mit Drainage?",
    "tiling", "Lenningen", "Canach", kind="b", nu="U", situation="Balcony tiles laid with indoor adhesive came loose after one winter")
add("de-t07", "Unser Neubau in Burglinster ist endlich fertig, Einzug ist Anfang Juni. Die Schwiegermutter hat uns geraten, die Mörtelspritzer an den Fenstern mit Aceton wegzumachen – jetzt sind zwei Rahmen stumpf und fleckig. Den Rest überlassen wir lieber jemandem, der das beruflich macht: Fenster, Böden, Bad und Küche, alles voller Baustaub, rund 180 m². Geht das noch in der letzten Maiwoche?",
    "cleaning", "Junglinster", "Burglinster", kind="b", nu="U", situation="Builders' clean of a new house after acetone mishap on window frames")
add("de-t08", "Wir sind ein Weinhandel mit Hofladen in Berburg, sechs Mitarbeiter. Unser Warenwirtschaftsprogramm läuft auf einem alten PC unter dem Tresen, Backups gibt es keine, und Kasse, WLAN im Laden und Bürorechner hängen alle irgendwie zusammen. Letzte Woche war der Rechner zwei Tage tot und wir konnten keine Lieferscheine drucken. Wir brauchen jemanden, der das ordentlich aufsetzt und danach betreut.",
    "it-support", "Manternach", "Berburg", kind="c", nu="U", situation="Wine shop with no backups and a tangled network")
add("de-t09", "Wir führen ein kleines Hotel im Müllerthal mit zwölf Zimmern, die seit den Neunzigern nicht verändert wurden. Bevor wir Maler und Schreiner bestellen, möchten wir mit einer Innenarchitektin ein Konzept für Farben, Möblierung und Beleuchtung erarbeiten, das zur Region passt. Wanderer sind unsere Hauptgäste. Wer hat Erfahrung mit Hotels dieser Größe?",
    "interior-design", "Waldbillig", "Müllerthal", kind="c", nu="N", not_place=["führen"], situation="Small hotel wants a colour, furniture and lighting concept for 12 rooms")
add("de-t10", "Ich bin im Vorstand eines Fußballvereins. Unser Hauptsponsor hat den Vertrag nach einem Jahr einseitig gekündigt und will die schon bezahlten Trikots zurückhaben, obwohl drei Jahre vereinbart waren. Wir sind alle Ehrenamtliche und haben keine Ahnung, wie wir reagieren sollen. Wir suchen einen Anwalt, der sich mit Sponsoringverträgen auskennt.",
    "legal", None, None, kind="c", nu="N", not_place=["einen"], situation="Football club's sponsor cancelled a three-year contract")
add("de-t11", "Unser Weingut in Greiveldange bringt im Herbst eine neue Crémant-Linie heraus. Für Etiketten-Präsentation, Website und Messe brauchen wir Bilder der Weinberge bei der Lese, der Flaschen und von uns als Familie. Das sollte am besten Ende September an zwei Tagen passieren. Mit welchen Kosten müssen wir rechnen?",
    "photography", "Stadtbredimus", "Greiveldange", kind="c", nu="U", situation="Winery needs vineyard, bottle and family pictures for a launch")
add("de-t12", "Unser Auto, ein Golf von 2012 mit 190.000 km, braucht laut Werkstatt ein neues Getriebe für 3.800 Euro. Lohnt sich das noch oder sollten wir das Geld lieber in einen Gebrauchten stecken? Aus diesem Grund frage ich hier mal in die Runde. Kennt jemand eine günstigere freie Werkstatt?",
    None, None, None, not_place=["einen", "Grund"], kind="d", nu="U", situation="Is a new gearbox worth it on an old car (not a trade)")
add("de-t13", "Unter der Dachschräge im Kinderzimmer in Flaxweiler möchten wir Stauraum schaffen, etwa 4 Meter lang. Lohnt sich ein Einbauschrank vom Schreiner, oder reicht ein angepasster Pax-Schrank? Was kostet so etwas maßgefertigt ungefähr, mit Schiebetüren?",
    "carpentry", "Flaxweiler", "Flaxweiler", kind="d", nu="N", situation="Built-in wardrobe under a sloping ceiling: joiner or flat-pack")
add("de-t14", "Die Mauer zwischen unserem Vorgarten und der Straße in Roodt-sur-Syre, Hohlblocksteine mit Putz, etwa 12 Meter lang, neigt sich seit letztem Winter sichtbar zum Gehweg. Die Gemeinde hat uns schon angeschrieben. Kann man so eine Mauer abstützen und sanieren, oder muss sie weg und neu hochgezogen werden? Was wäre ungefähr günstiger?",
    "masonry", "Betzdorf", "Roodt-sur-Syre", kind="d", nu="U", situation="Leaning block front wall: shore up or rebuild")
add("de-t15", "Wir überlegen, ein Bauernhaus von 1920 in Biwer zu kaufen, das seit Jahren leer steht. Das Dach scheint dicht, aber Elektrik, Heizung, Bäder, Fenster und Böden müssten komplett neu. Der Preis wäre 480.000 Euro. Kann uns jemand vor dem Kauf grob sagen, was das alles kosten würde, damit wir wissen, ob es sich lohnt?",
    "renovation", "Biwer", "Biwer", kind="d", nu="U", situation="Empty 1920 farmhouse: what would a complete overhaul cost before buying")

# ---------------- English ----------------
add("en-s01", "locked out of my flat on kirchberg, keys are on the kitchen table inside and my phone is at 8% so how fast can someone get here??",
    "locksmith", "Luxembourg", "kirchberg", situation="Lock-out with a dying phone")
add("en-s02", "Need 6 low garden path lights and one outdoor double socket wired up at our house in Bridel, trench is already dug",
    "electrical", "Kopstal", "Bridel", situation="Garden path lighting and an outdoor socket")
add("en-s03", "Our Siemens oven fan runs and the light comes on but it doesn't heat at all, flat in Bereldange, can someone repair it this week?",
    "appliance-repair", "Walferdange", "Bereldange", situation="Oven fan runs but no heat")
add("en-s04", "Moving from Mullendorf to Brussels end of June, 2-bed flat, we need packing, a truck and someone to take the beds apart.",
    "moving", "Steinsel", "Mullendorf", distractors=["Brussels"], situation="Move to Belgium, labelled at the Luxembourg loading end")
add("en-s05", "My new contract has a 2-year non-compete clause covering the whole Benelux, is that even enforceable and can a lawyer look at it before I sign on Friday?",
    "legal", None, None, situation="Check a non-compete clause before signing")
add("en-s06", "Looking for a quote to repaint the outside of our house in Moutfort, render plus wooden shutters, roughly 180 m2 of wall",
    "painting", "Contern", "Moutfort", situation="Exterior repaint of render and shutters")
add("en-s07", "We need evening office cleaning three times a week for about 400 m2, address is 6 rue Gabriel Lippmann L-5365, starting next month.",
    "cleaning", "Schuttrange", "L-5365", situation="Regular evening office cleaning")
add("en-s08", "need someone to do our Luxembourg tax return, married, we moved here from Ireland in March and my wife isn't working yet",
    "accounting", None, None, distractors=["Luxembourg", "Ireland"], situation="First tax return after moving from Ireland")
add("en-s09", "Can anyone tile a kitchen backsplash (about 4 m2, white metro tiles) in Leudelange next week?",
    "tiling", "Leudelange", "Leudelange", situation="Small kitchen backsplash")
add("en-s10", "looking for a driving instructor who teaches in English, manual car, theory test already passed",
    None, None, None, situation="English-speaking driving instructor (not a trade)")
add("en-t01", "Every time someone showers upstairs, the downstairs toilet bubbles and we get a sewer smell in the hallway. The bath also drains really slowly now. It's a terraced house in Gasperich, about 30 years old. It gets worse after heavy rain.",
    "plumbing", "Luxembourg", "Gasperich", kind="a", nu="U", situation="Toilet bubbles and sewer smell when the shower runs")
add("en-t02", "After every heavy shower there's a brown ring on the bedroom ceiling right next to the skylight, and drops on the inside of the window frame. The ring has doubled in size since September. The house is in Senningerberg, built in 2004. Our newborn sleeps in that room.",
    "roofing", "Niederanven", "Senningerberg", kind="a", nu="U", situation="Water stain and drips around a roof window")
add("en-t03", "Since we moved our small logistics office to Foetz, Teams calls drop every afternoon, the shared printer keeps vanishing and two laptops can't see the file server at all. The landlord says the internet line is fine. Eight people are losing hours every day.",
    "it-support", "Mondercange", "Foetz", kind="a", nu="U", situation="Dropped calls, vanishing printer and unreachable file server in a new office")
add("en-t04", "My parents live in Arlon, just across the Belgian border. A neighbour told them to pressure-wash their wooden deck every spring and never oil it, and now the boards are splintered and two have cracked right through. My dad, born in 1942, nearly fell last week. Could a carpenter from your side come over and replace the bad boards, or maybe the whole deck? It's about 25 m2.",
    "carpentry", "abroad", "Arlon", not_place=["born"], kind="b", nu="N", situation="Parents' deck ruined by pressure-washing, just over the Belgian border")
add("en-t05", "We rent a house in Weiler-la-Tour with oil heating. The gauge on the tank was stuck at a quarter and the landlord told us not to worry, so last weekend it ran dry. The tank was refilled on Tuesday but the burner won't start again, it just clicks and a red light blinks. It's 14 degrees in the living room and we have a toddler.",
    "heating", "Weiler-la-Tour", "Weiler-la-Tour", kind="b", nu="U", situation="Oil burner won't restart after the tank ran dry")
add("en-t06", "The furniture store's free planning service designed our open-plan ground floor in Bous, and honestly it's a disaster: the sofa faces the window glare, the dining table blocks the patio door and there's one ceiling light for 60 m2. We'd like an interior designer to rethink the layout, colours and lighting before we buy anything else. Is this something you can help with?",
    "interior-design", "Bous-Waldbredimus", "Bous", kind="b", nu="N", situation="Store's free room plan failed; want a proper layout, colour and lighting plan")
add("en-t07", "Our neighbour swore by poison blocks behind the kitchen units, so we put some there. Now there's an awful smell from inside the wall and we still hear scratching at night. We live in Berchem, semi-detached house. We'd like someone who actually knows what they're doing to deal with it properly.",
    "pest-control", "Roeser", "Berchem", kind="b", nu="U", situation="Poisoned mice rotting in the wall, live ones still scratching")
add("en-t08", "We're a nine-person architecture practice in Kehlen. So far our IT has been 'ask Bill', but we're buying new laptops, moving to Microsoft 365 and our NAS with all the project files is eight years old. We need an IT support company that can set this up properly and then be on call. A monthly contract is fine.",
    "it-support", "Kehlen", "Kehlen", not_place=["Bill"], kind="c", nu="N", situation="Architecture office needs an IT partner for laptops, 365 and backups")
add("en-t09", "We're a small craft brewery and want to start selling our beer directly to customers. It needs age verification, delivery zones and a way to do monthly subscription boxes. Right now all we have is a Facebook page. Who can build something like that and what's a realistic budget?",
    "web-development", None, None, kind="c", nu="U", situation="Brewery wants a direct-sales shop with age check and subscriptions")
add("en-t10", "Our company is moving into new offices at Findel in May. We need fresh headshots of around 25 staff for the website and LinkedIn, plus a few shots of the team at work in the new space. Ideally all done in one morning on site. What would that cost?",
    "photography", "Sandweiler", "Findel", kind="c", nu="U", situation="Staff headshots and team pictures at a new office")
add("en-t11", "I coach the U12s at our football club. Our new assistant coach only speaks Portuguese, and half of the parents only French or English. We need an interpreter for the parents' evening on 9 October, and the club rules (4 pages) put into Portuguese. Who can do this and what does it cost?",
    "translation", None, None, kind="c", nu="N", situation="Football club needs an interpreter and its rules in Portuguese")
add("en-t12", "Is it worth putting solar panels on a roof that faces north-east and east? Our house in Reckange-sur-Mess has no south side at all. A friend says east-west can still work. How much would a 6 kWp system cost and how long until it pays back?",
    "solar", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="d", nu="N", situation="Are panels worth it on an east/north-east roof")
add("en-t13", "We have a 300 m2 lawn in Garnich where the grass is mostly gone, just weeds and bare patches thanks to two dogs. We're wondering whether to reseed, lay turf, or switch to clover or a wildflower meadow instead. Which would survive the dogs best, and what would each roughly cost to have done?",
    "gardening", "Garnich", "Garnich", not_place=["grass"], kind="d", nu="U", situation="Dog-worn lawn: reseed, turf, clover or meadow")
add("en-t14", "We're buying a 1980s flat in Schifflange. The kitchen and bathroom need to be torn out and redone, we'd like to knock through the wall between kitchen and living room, and all the floors are old carpet. Roughly how much should we budget for all that, and how long before we can move in?",
    "renovation", "Schifflange", "Schifflange", kind="d", nu="U", situation="Budget and time for refitting a 1980s flat")
add("en-t15", "The concrete floor of our double garage in Sprinkange has cracked in several places and one slab has sunk about 2 cm. Can it be repaired, or should we pour a new one? Roughly what would each option cost?",
    "masonry", "Dippach", "Sprinkange", kind="d", nu="U", situation="Cracked, sunken garage concrete: repair or re-pour")

# ---------------- Português ----------------
add("pt-s01", "Preciso de orçamento para pintar um apartamento T2 em Hollerich antes de entrarmos, paredes e tetos, está vazio a partir de dia 1",
    "painting", "Luxembourg", "Hollerich", situation="Paint an empty two-bedroom flat before moving in")
add("pt-s02", "Queremos remodelar a casa de banho e a cozinha do nosso apartamento em Ettelbruck, tirar a banheira e pôr duche à italiana, quanto pode custar mais ou menos?",
    "renovation", "Ettelbruck", "Ettelbruck", situation="Refit of bathroom and kitchen, rough cost")
add("pt-s03", "A sanita entupiu e a água está a subir, apartamento em Esch/Alzette, é urgente por favor!!",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", situation="Blocked toilet about to overflow")
add("pt-s04", "Mudança de Larochette para Viseu em julho, casa com 3 quartos, quanto custa mais ou menos o camião e a carga?",
    "moving", "Larochette", "Larochette", distractors=["Viseu"], situation="Move back to Portugal, labelled at the Luxembourg loading end")
add("pt-s05", "Preciso de traduzir o meu contrato de trabalho de francês para português para perceber bem as cláusulas, são 7 páginas",
    "translation", None, None, situation="Employment contract from French to Portuguese")
add("pt-s06", "o disjoncteur salta sempre que ligo o aquecedor e o quadro ainda é daqueles antigos com fusíveis, casa em Mersch, preciso de alguém que troque isso",
    "electrical", "Mersch", "Mersch", situation="Old fuse board tripping, wants it replaced")
add("pt-s07", "procuro alguém para cortar a relva e limpar o jardim uma vez por mês em schieren, uns 400 m2",
    "gardening", "Schieren", "schieren", situation="Monthly lawn mowing and garden tidy")
add("pt-s08", "Tive um acidente de trabalho em março e o seguro ainda não me pagou nada, preciso de um advogado que fale português.",
    "legal", None, None, situation="Work accident, insurer not paying")
add("pt-s09", "Perdemos as chaves de casa no arraial de domingo e queremos mudar a fechadura da porta de entrada ainda hoje, moramos em Cessange",
    "locksmith", "Luxembourg", "Cessange", situation="Lost house keys, lock change the same day")
add("pt-s10", "Faço bolos e doces portugueses por encomenda e queria uma página para as pessoas verem os produtos e encomendarem online 🎂",
    "web-development", None, None, situation="Order page for home-made cakes")
add("pt-t01", "O nosso frigorífico faz gelo na parede do fundo e depois pinga água para as gavetas dos legumes. Já limpámos o buraquinho lá atrás com uma palhinha mas volta sempre. A porta fecha bem, já vimos. É um Samsung de 2019, moramos em Niedercorn.",
    "appliance-repair", "Differdange", "Niedercorn", kind="a", nu="U", situation="Fridge ices up at the back and leaks into the vegetable drawers")
add("pt-t02", "A água quente sai morna e a casa demora horas a aquecer. O ponteiro do manómetro da caldeira está quase no zero, e às vezes ouvem-se estalos nos tubos. Temos uma bebé de três meses. Moramos numa casa em Colmar-Berg.",
    "heating", "Colmar-Berg", "Colmar-Berg", kind="a", nu="U", situation="Boiler pressure near zero, lukewarm water, slow heating")
add("pt-t03", "Apareceu uma racha na parede da garagem, em diagonal desde o canto da janela até ao chão. Marcámos o fim com lápis em janeiro e agora já passou a marca dois dedos. Lá fora, no mesmo sítio, o reboco também abriu. É uma casa geminada em Lintgen.",
    "masonry", "Lintgen", "Lintgen", kind="a", nu="U", situation="Growing diagonal crack in a garage wall")
add("pt-t04", "A minha mãe mora em Audun-le-Tiche, logo a seguir à fronteira com Esch. O meu cunhado disse que podíamos colar os azulejos novos da cozinha por cima dos velhos, que era mais rápido, e foi o que fizemos em maio. Agora estão a descolar e dois já caíram em cima da bancada. Há algum ladrilhador que vá a França fazer isto bem feito? São uns 8 m2.",
    "tiling", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="b", nu="N", situation="Tiles glued over old ones in mother's kitchen just over the French border")
add("pt-t05", "A senhoria diz que as baratas vêm do apartamento de baixo e que bastava comprar um spray no supermercado. Fizemos isso, mas agora aparecem também na casa de banho e dentro do armário das panelas, mesmo de dia. Tenho nojo de cozinhar. Moramos em Hunsdorf e queremos resolver isto de vez.",
    "pest-control", "Lorentzweiler", "Hunsdorf", kind="b", nu="U", situation="Cockroaches spreading after landlady's spray advice")
add("pt-t06", "O vizinho, que é muito habilidoso, disse que não era preciso primário no reboco novo da sala, bastava dar duas demãos. Pintámos e agora a tinta faz bolhas e sai em pó quando se passa a mão. Precisamos de um pintor que resolva isto antes do batizado. Moramos em Bissen.",
    "painting", "Bissen", "Bissen", kind="b", nu="N", situation="Paint blistering on new plaster painted without primer")
add("pt-t07", "Depois da tempestade, o meu tio subiu ao telhado e disse que uma telha partida não fazia mal, que a água escorria por cima. Agora, quando chove muito, há uma mancha no teto do quarto e o sótão cheira a humidade. Moramos em Heffingen e o tio já voltou para Portugal.",
    "roofing", "Heffingen", "Heffingen", distractors=["Portugal"], kind="b", nu="U", situation="Uncle said a broken roof tile was harmless; now a ceiling stain")
add("pt-t08", "Temos uma churrasqueira em Mertzig com a cozinha à vista dos clientes. Precisamos de uma empresa de limpeza que faça limpeza a fundo da cozinha, do exaustor e das condutas de quatro em quatro meses, fora do horário de abertura. Também queríamos saber o preço para as janelas da sala. Podem mandar orçamento?",
    "cleaning", "Mertzig", "Mertzig", kind="c", nu="N", situation="Grill restaurant needs periodic deep kitchen and hood cleaning")
add("pt-t09", "Somos um rancho folclórico português com 40 membros. Até agora as contas eram feitas num caderno pelo tesoureiro, mas recebemos um subsídio e temos de apresentar contas certinhas. Precisamos de um contabilista que nos ajude com as contas da associação e as declarações. Pagamos pouco, mas pagamos!",
    "accounting", None, None, kind="c", nu="N", situation="Folk dance association needs proper books after a grant")
add("pt-t10", "Temos uma pequena empresa de construção em Ingeldorf. O computador do escritório onde estavam todos os orçamentos e faturas deixou de ligar e não havia cópia de nada. Também queríamos que os emails chegassem aos telemóveis dos chefes de obra. Quem nos pode ajudar a recuperar o que der e pôr tudo a funcionar como deve ser?",
    "it-support", "Erpeldange-sur-Sûre", "Ingeldorf", kind="c", nu="U", situation="Builder's office PC dead with no backup; e-mail on phones")
add("pt-t11", "Tenho uma garagem de carros usados em Cruchten com uns 40 carros à venda. Preciso de fotos boas de cada carro, por dentro e por fora, para pôr nos sites de anúncios. As que eu tiro com o telemóvel ficam péssimas. Alguém faz isto num dia e quanto leva?",
    "photography", "Nommern", "Cruchten", kind="c", nu="U", situation="Used-car dealer needs pictures of 40 cars")
add("pt-t12", "Vale a pena pôr painéis solares numa casa em Schoos com o telhado virado a sul? Ouvi falar do Klimabonus mas não percebo quanto o Estado paga. Quanto custa mais ou menos uma instalação para uma família de cinco? Em quantos anos se paga?",
    "solar", "Fischbach", "Schoos", kind="d", nu="N", situation="Are panels worth it on a south roof, subsidy and payback")
add("pt-t13", "O parquet da sala da casa que comprámos em Medernach está riscado e tem manchas pretas perto da porta da varanda. Vale mais a pena lixar e envernizar ou pôr um chão novo? É carvalho maciço, uns 35 m2. Quanto custa cada opção?",
    "carpentry", "Vallée de l'Ernz", "Medernach", kind="d", nu="U", situation="Scratched solid oak parquet: sand and varnish or replace")
add("pt-t14", "Herdámos uma casa antiga em Reisdorf e queremos transformá-la num alojamento para turistas. Não temos jeito nenhum para decorar: cores, móveis, iluminação, onde pôr as coisas. Vale a pena pagar a alguém para fazer um plano completo? Quanto se costuma pagar por isso?",
    "interior-design", "Reisdorf", "Reisdorf", kind="d", nu="U", situation="Old house becoming a holiday let: worth paying for a decor plan?")
add("pt-t15", "A minha mãe está acamada desde a operação e já não pode ir ao cabeleireiro. Existe quem venha cortar e pintar o cabelo a casa? Quanto costuma custar, e vale mais a pena isso ou levá-la de táxi uma vez por mês?",
    None, None, None, kind="d", nu="U", situation="Home hairdresser for a bedridden mother (not a trade)")

# ---------------- Italiano ----------------
add("it-s01", "Serve qualcuno per spostare tre prese e mettere sei faretti a incasso in cucina, appartamento a Merl, lavori a fine mese",
    "electrical", "Luxembourg", "Merl", situation="Move sockets and add recessed spotlights in a kitchen")
add("it-s02", "Cerco una persona o una ditta per le pulizie settimanali di un appartamento di 90 mq al Kirchberg, il venerdì mattina",
    "cleaning", "Luxembourg", "Kirchberg", situation="Weekly flat cleaning")
add("it-s03", "trasloco da Dudelange a Milano a settembre, bilocale, ci serve anche l'imballaggio dei mobili e dei quadri",
    "moving", "Dudelange", "Dudelange", distractors=["Milano"], situation="Move to Italy, labelled at the Luxembourg loading end")
add("it-s04", "Cerco un avvocato per una separazione consensuale, abbiamo un figlio di sei anni e una casa cointestata.",
    "legal", None, None, situation="Amicable separation with child and joint house")
add("it-s05", "Lo scarico del lavandino della cucina è intasato e l'acqua torna su anche dalla lavastoviglie, siamo a Strassen, qualcuno può venire oggi?",
    "plumbing", "Strassen", "Strassen", situation="Blocked kitchen drain backing up")
add("it-s06", "Il Wi-Fi non arriva al piano di sopra del nostro piccolo ufficio (L-8080) e la stampante di rete si disconnette di continuo, ci serve un tecnico",
    "it-support", "Bertrange", "L-8080", situation="Office Wi-Fi coverage and network printer dropping")
add("it-s07", "La grondaia davanti casa a Hobscheid perde da un giunto e quando piove l'acqua cade proprio sulla porta d'ingresso.",
    "roofing", "Habscht", "Hobscheid", situation="Leaking gutter joint over the front door")
add("it-s08", "Traduzione di un manuale tecnico di 40 pagine dal tedesco all'italiano per la nostra officina, entro fine marzo",
    "translation", None, None, situation="Technical manual from German to Italian")
add("it-s09", "vorrei far posare piastrelle grandi 120x60 nel soggiorno, circa 45 mq, casa a mamer, il massetto è già pronto",
    "tiling", "Mamer", "mamer", situation="Large-format floor tiles in a living room")
add("it-s10", "Ho una pensione italiana e uno stipendio lussemburghese, mi serve un commercialista per la dichiarazione dei redditi di quest'anno",
    "accounting", None, None, situation="Tax return with Italian pension and local salary")
add("it-t01", "La porta d'ingresso in legno non si chiude più bene: struscia sul pavimento e bisogna spingerla con la spalla. In alto si vede uno spiraglio di luce e d'inverno entra un'aria gelida. La serratura gira benissimo, è proprio la porta che si è mossa. Abitiamo in una casa a Koerich.",
    "carpentry", "Koerich", "Koerich", kind="a", nu="U", situation="Wooden front door dropped and scrapes the floor")
add("it-t02", "Da qualche settimana il cane si gratta in continuazione e sul tappeto del soggiorno vediamo dei puntini neri che saltano. Ora anche i bambini hanno dei morsi rossi sulle caviglie. Abbiamo già dato l'antiparassitario al cane ma in casa non cambia nulla. Abitiamo a Useldange.",
    "pest-control", "Useldange", "Useldange", kind="a", nu="U", situation="Fleas in the house despite treating the dog")
add("it-t03", "Dopo il temporale di ieri c'è acqua che scende lungo il muro del camino in mansarda e sul pavimento si è formata una pozza. In soffitta si vede la luce tra il camino e le tegole. Non era mai successo in dieci anni. La casa è a Beckerich.",
    "roofing", "Beckerich", "Beckerich", kind="a", nu="U", situation="Water running down the chimney breast; daylight between chimney and tiles")
add("it-t04", "Mia suocera abita ad Athus, poco dopo il confine belga. Un venditore le ha detto che bastava aggiungere un termostato intelligente per risparmiare, e da allora la caldaia a gas si accende e si spegne ogni cinque minuti e la casa non scalda più. Ha 81 anni e ha freddo. Conoscete un tecnico caldaie che possa andare lì?",
    "heating", "abroad", "Athus", kind="b", nu="N", situation="Smart thermostat fitted on a salesman's advice makes the boiler short-cycle, just over the Belgian border")
add("it-t05", "Il vicino ci aveva consigliato il bambù per fare da schermo lungo il confine, 'cresce veloce e non dà problemi'. Cinque anni dopo è arrivato sotto la terrazza e spunta in mezzo al prato. Vogliamo toglierlo tutto, con le radici, e ripensare il giardino con piante normali. Cerchiamo un giardiniere a Saeul o dintorni.",
    "gardening", "Saeul", "Saeul", kind="b", nu="N", situation="Invasive bamboo planted on a neighbour's advice; redesign the garden")
add("it-t06", "Il padrone di casa ci ha detto di dare una mano di pittura lavabile direttamente sopra la vecchia carta da parati del corridoio. Dopo una settimana sono venute fuori bolle dappertutto e si vedono tutti i giunti. Ora è d'accordo che va fatto come si deve: togliere la carta, sistemare le pareti e rifare tutto. Appartamento a Bettembourg, corridoio e scala, circa 60 mq di pareti.",
    "painting", "Bettembourg", "Bettembourg", kind="b", nu="U", situation="Paint over wallpaper blistered; strip and redo the hallway")
add("it-t07", "Il piano a induzione che abbiamo comprato un anno fa ha una zona che non scalda più, le altre tre vanno. In negozio ci hanno detto che è colpa delle nostre pentole e di comprarne di nuove, ma sono le stesse che funzionano sulle altre zone! Siamo a Redange-sur-Attert. Qualcuno può venire a controllare?",
    "appliance-repair", "Redange", "Redange-sur-Attert", kind="b", nu="U", situation="One induction zone dead; shop blamed the pans")
add("it-t08", "Abbiamo un'officina meccanica a Perlé con un capannone di 500 mq di tetto piano. Tra ponte sollevatore, compressore e riscaldamento la bolletta è altissima. Stiamo valutando un impianto fotovoltaico sul tetto. Chi può fare un sopralluogo e un preventivo?",
    "solar", "Rambrouch", "Perlé", kind="c", nu="N", situation="Car workshop wants PV on a flat roof")
add("it-t09", "Siamo un'associazione culturale italiana con circa 200 soci. Organizziamo cene, corsi di italiano e gite, e finora gestiamo tutto con email e fogli Excel. Vorremmo un sito con il calendario degli eventi, l'iscrizione online e il pagamento delle quote. Chi potrebbe realizzarlo e con che budget?",
    "web-development", None, None, kind="c", nu="U", situation="Cultural association wants events calendar, sign-up and dues payment online")
add("it-t10", "Gestiamo una pizzeria a Schifflange e stiamo rifacendo il menù e la pagina Instagram. Ci servirebbero belle immagini dei piatti e del forno a legna, magari anche un breve video. Quelle fatte col telefono non rendono giustizia. Quanto costa una mezza giornata?",
    "photography", "Schifflange", "Schifflange", kind="c", nu="U", situation="Pizzeria needs dish pictures and a short video")
add("it-t11", "Abbiamo una piccola ditta di trasporti a Pratz e stiamo trasformando un vecchio magazzino in uffici con una sala d'attesa per i clienti. Vorremmo un architetto d'interni che ci proponga colori, disposizione delle scrivanie e luci, perché adesso sembra ancora un deposito. Sono circa 120 mq.",
    "interior-design", "Préizerdaul", "Pratz", kind="c", nu="N", situation="Haulage firm turning a warehouse into offices wants an interior concept")
add("it-t12", "L'intonaco della facciata della nostra casa a Rumelange si è crepato in più punti e in basso si stacca a pezzi, si vede il mattone sotto. Non è solo la pittura, è proprio l'intonaco che viene via. Conviene rifarlo tutto o basta riparare le parti rovinate? Più o meno quanto costa per una facciata di 90 mq?",
    "masonry", "Rumelange", "Rumelange", kind="d", nu="U", situation="Render coming off a facade: patch or redo")
add("it-t13", "Vorremmo trasformare il garage doppio della nostra casa a Tuntange in un monolocale per mia madre, con bagno, angolo cottura e riscaldamento. Conviene, o costa quasi come costruire da zero? Quanto tempo ci vuole in genere?",
    "renovation", "Helperknapp", "Tuntange", kind="d", nu="U", situation="Convert a double garage into a studio: worth it?")
add("it-t14", "Abbiamo una casa a Ell e stiamo pensando di mettere una serratura elettronica con impronta digitale al posto della chiave, visto che i ragazzi perdono sempre le chiavi. È sicura quanto un buon cilindro? Quanto chiede un fabbro per montarla, più o meno?",
    "locksmith", "Ell", "Ell", kind="d", nu="N", situation="Fingerprint lock instead of keys: as safe, and what it costs")
add("it-t15", "Mio marito deve fare il Sproochentest per la nazionalità. Conviene prendere un insegnante privato di lussemburghese o bastano i corsi serali? Quanto chiede di solito un insegnante all'ora?",
    None, None, None, kind="d", nu="U", situation="Private Luxembourgish teacher for the language test (not a trade)")

# ---------------- Español ----------------
add("es-s01", "Se ha roto la tubería del agua fría debajo del fregadero y hay agua por todo el suelo, ya he cerrado la llave general, vivo en el Grund, ¿alguien puede venir ya?",
    "plumbing", "Luxembourg", "Grund", situation="Burst cold-water pipe under the sink")
add("es-s02", "Me robaron el bolso con las llaves y la dirección dentro, quiero cambiar el bombín de la puerta hoy mismo, piso en Neudorf",
    "locksmith", "Luxembourg", "Neudorf", situation="Stolen bag with keys and address: change the cylinder today")
add("es-s03", "Mudanza de Walferdange a Madrid en agosto, piso de 2 habitaciones, necesitamos que desmonten y embalen todo porque hay un sofá enorme",
    "moving", "Walferdange", "Walferdange", distractors=["Madrid"], situation="Move to Spain, labelled at the Luxembourg loading end")
add("es-s04", "Necesito un gestor o contable para hacer la declaración de la renta en Luxemburgo y en España, tengo además un piso alquilado en Valencia",
    "accounting", None, None, distractors=["Luxemburgo", "España", "Valencia"], situation="Tax returns in two countries with rental income")
add("es-s05", "Busco limpieza de cristales y persianas de una casa de dos plantas en Strassen antes de la comunión de mi hija 🙏",
    "cleaning", "Strassen", "Strassen", situation="Window and shutter cleaning before a family celebration")
add("es-s06", "Quiero instalar cuatro enchufes y un punto de luz en el garaje de mi casa en Diekirch, ahora solo hay una bombilla colgando",
    "electrical", "Diekirch", "Diekirch", situation="Sockets and a light point in a garage")
add("es-s07", "Tengo una academia de baile y quiero una web con horarios, inscripción y pago online de las clases",
    "web-development", None, None, situation="Dance school website with sign-up and payment")
add("es-s08", "hay que podar dos cerezos grandes y sacar el tocón de un abeto que cortamos, casa en mondorf-les-bains, cuánto costaría",
    "gardening", "Mondorf-les-Bains", "mondorf-les-bains", situation="Prune two cherry trees and grind a stump")
add("es-s09", "Necesito un intérprete de español y francés para la firma de la compraventa en el notario el 12 de marzo, unas dos horas",
    "translation", None, None, situation="Interpreter at a notary signing")
add("es-s10", "Quiero alicatar la pared de la cocina hasta el techo con azulejo blanco, unos 10 m2, código postal L-6131",
    "tiling", "Junglinster", "L-6131", situation="Tile a kitchen wall to the ceiling")
add("es-t01", "La campana extractora de la cocina hace un ruido tremendo, como un avión, y a veces el motor se para solo y huele a quemado. La luz sí funciona. Ya he lavado los filtros dos veces. Es una Balay integrada de hace seis años y vivimos en Hesperange.",
    "appliance-repair", "Hesperange", "Hesperange", kind="a", nu="U", situation="Cooker hood roaring, motor stopping, burnt smell")
add("es-t02", "La caldera de pellets se apaga sola casi todas las noches y por la mañana la casa está helada. Al volver a encenderla sale bastante humo negro detrás del cristal y huele mucho. El depósito tiene pellets de sobra. La casa está en Boulaide, en pleno campo.",
    "heating", "Boulaide", "Boulaide", kind="a", nu="U", situation="Pellet boiler goes out at night and smokes on restart")
add("es-t03", "Desde hace un mes hay palomas anidando en las jardineras del balcón y la barandilla está llena de excrementos. Pusimos un búho de plástico y no sirve de nada. Los niños ya no pueden salir a jugar ahí. Vivimos en un tercero en Cents.",
    "pest-control", "Luxembourg", "Cents", kind="a", nu="U", situation="Pigeons nesting in balcony planters")
add("es-t04", "Mis suegros viven en Martelange, en el lado belga, justo enfrente de Rombach. Un vecino les dijo que podían levantar el muro del jardín con bloques sin cimientos porque 'solo es un metro'. Ahora, después de las lluvias, el muro se ha inclinado y tiene grietas. ¿Algún albañil de vuestra zona podría ir a verlo y rehacerlo bien?",
    "masonry", "abroad", "Martelange", distractors=["Rombach"], kind="b", nu="N", situation="Garden wall built without footings is leaning, Belgian side of the border")
add("es-t05", "Un amigo nos convenció de alquilar una furgoneta y llevarlo todo nosotros con tres colegas. Ahora los colegas no pueden y ya tenemos fecha: el 30 de abril dejamos nuestra casa en Esch-sur-Sûre para ir a un piso en Kirchberg, un cuarto sin ascensor. Hay un armario enorme y una lavadora. ¿Quién podría encargarse de todo?",
    "moving", "Esch-sur-Sûre", "Esch-sur-Sûre", distractors=["Kirchberg"], kind="b", nu="U", situation="DIY move plan fell through; move between two Luxembourg places, labelled at the loading end")
add("es-t06", "En la tienda de bricolaje nos vendieron una masilla para tapar la unión del canalón y nos dijeron que era 'para siempre'. Sigue goteando justo encima de la puerta del garaje y la fachada tiene ya una mancha negra. Además, con el viento se ha soltado un trozo de canalón. Estamos en Winseler.",
    "roofing", "Winseler", "Winseler", kind="b", nu="U", situation="Gutter joint still leaking after DIY sealant; a section blew loose")
add("es-t07", "Mi cuñado me instaló un repetidor wifi y cambió no sé qué en el router para que llegara al despacho. Desde entonces el portátil del trabajo no se conecta a la VPN de la empresa y la impresora ha desaparecido. Trabajo desde casa tres días a la semana y esto es un desastre. Vivo en Pétange, ¿alguien puede venir a arreglarlo?",
    "it-support", "Pétange", "Pétange", kind="b", nu="U", situation="Brother-in-law's router tinkering broke VPN and printer")
add("es-t08", "Tenemos una pequeña clínica veterinaria en Vichten y vamos a ampliar la sala de espera. Queremos separar perros y gatos, mejorar la luz y que no parezca un hospital. Buscamos un interiorista que haga un plano con colores, mobiliario e iluminación. ¿Cuánto suele costar un proyecto así?",
    "interior-design", "Vichten", "Vichten", kind="c", nu="N", situation="Vet clinic waiting room concept")
add("es-t09", "Somos una pequeña empresa de catering. Un cliente nos debe una factura de 8.400 euros de un evento desde hace cinco meses y ya no contesta a los correos. Hemos enviado dos recordatorios. Necesitamos un abogado que nos diga si vale la pena reclamar y cómo.",
    "legal", None, None, kind="c", nu="N", situation="Caterer chasing an unpaid invoice")
add("es-t10", "Tenemos un restaurante en Sanem y cerramos las dos primeras semanas de agosto. Queremos aprovechar para dejar las paredes y el techo de la sala como nuevos, que están amarillentos por los años, unos 200 m2. Tiene que estar todo listo y seco antes de reabrir. ¿Quién puede hacerlo en esas fechas?",
    "painting", "Sanem", "Sanem", kind="c", nu="U", situation="Restaurant dining room walls and ceiling refreshed during closure")
add("es-t11", "Soy la directora de una guardería en Mersch. Necesitamos estanterías bajas y bancos de madera hechos a medida para dos salas, con esquinas redondeadas y madera sin tratamientos tóxicos. Los muebles de catálogo no encajan en los huecos. ¿Quién podría hacernos un presupuesto?",
    "carpentry", "Mersch", "Mersch", kind="c", nu="U", situation="Nursery needs made-to-measure low shelves and benches")
add("es-t12", "¿Merece la pena instalar paneles solares si el tejado da al oeste? Tenemos una casa en Grosbous y gastamos mucho por la tarde, con la bomba de la piscina y el coche eléctrico. ¿Cuántos kWp harían falta y cuánto cuesta más o menos?",
    "solar", "Groussbus-Wal", "Grosbous", kind="d", nu="N", situation="Panels on a west roof for afternoon use")
add("es-t13", "Tenemos un desván sin usar en nuestra casa de Esch-sur-Alzette y queremos convertirlo en un dormitorio con baño. ¿Es realista con un techo de 2,40 en el centro? ¿Cuánto puede costar más o menos y cuánto tiempo llevaría?",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="Loft conversion into bedroom with bathroom")
add("es-t14", "¿Cuánto cobra un fotógrafo por una sesión de fotos de familia al aire libre? Somos seis, con los abuelos, y nos encantaría hacerlo en el Lac de la Haute-Sûre en octubre, con los colores del otoño. ¿Es mejor por la mañana o al atardecer?",
    "photography", "Lac de la Haute-Sûre", "Lac de la Haute-Sûre", kind="d", nu="N", situation="Outdoor family photo session at the lake")
add("es-t15", "¿Cuánto se suele pagar a una niñera en Luxemburgo por horas? Tenemos dos niños de 3 y 6 años y necesitaríamos a alguien dos tardes a la semana. ¿Merece la pena una agencia o mejor buscar por particulares?",
    None, None, None, distractors=["Luxemburgo"], kind="d", nu="U", situation="Babysitter rates and agency or private (not a trade)")
