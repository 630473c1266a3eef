"""Round 25 blind test set: 175 messages (7 languages x 25), written blind.
m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False)
styles: L long, Q question, B brand/model/code, X code-switching, O other trade as context,
C casual, P other place names. nt: trade/professional not named."""
MESSAGES = []
META = {}
def m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False):
    MESSAGES.append((mid, text, category, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = {"styles": styles, "nt": nt}

# ---------------------------------------------------------------- lb
m("lb-s01", "CQ", "locksmith", "Vianden", "Veianen",
  "Hunn mech ausgespaart, de Schlëssel stécht bannen am Schlass an ech stinn zu Veianen virun der Dier 🙈 wéi séier kéint een hei sinn?",
  nt=True)
m("lb-s02", "B", "appliance-repair", "Troisvierges", "Ëlwen",
  "Eis Bosch Wäschmaschinn weist zanter gëschter de Feeler E18 an d'Waasser leeft net méi of, mir wunnen zu Ëlwen.",
  nt=True)
m("lb-s03", "C", "gardening", "Weiswampach", "Wäisswampech",
  "sichen een deen eis Heck ronderëm den Terrain schneit, ongeféier 40 m, an de Gréngschnëtt direkt mathëlt, mir sinn zu Wäisswampech",
  nt=True)
m("lb-s04", "P", "translation", None, None,
  "Ech brauch eng vereedegt Iwwersetzung vu mengem portugisesche Gebuertsschäin op Franséisch fir d'Bestietnes op der Gemeng zu Hesper.",
  distractors=("Hesper",))
m("lb-s05", "Q", "pest-control", "Clervaux", "Klierf",
  "De Mardder huet erëm d'Kabelen um Auto an d'Isolatioun um Späicher ugeknabbert, wie kann dat Déier zu Klierf fir eemol fänken oder verdreiwen?",
  nt=True)
m("lb-s06", "BQ", "electrical", "Junglinster", "Jonglënster",
  "Wallbox 11 kW fir eisen neien VW ID.4 an der Garage zu Jonglënster, wéini hätt dir Zäit fir eng Offer?",
  nt=True)
m("lb-s07", "", "tiling", "Strassen", "Stroossen",
  "Mir sichen e Plättléer fir dräi gerappte Plättercher am Buedzëmmer zu Stroossen auszewiesselen, Reschter vun deene selwechte leien nach am Keller.")
m("lb-s08", "BC", "it-support", "Saeul", "sëll",
  "eise brother drécker am büro gëtt zanter dem windows update net méi um wifi erkannt an keen kann méi drécken, firma zu sëll",
  nt=True)
m("lb-s09", "QP", "moving", "Dudelange", "Diddeleng",
  "Mir plënneren de 15ten Mäerz vun Diddeleng op Ettelbréck, 3 Schlofzëmmer aus dem zweete Stack ouni Lift, wat kascht dat ongeféier?",
  distractors=("Ettelbréck",))
m("lb-s10", "QP", "accounting", None, None,
  "Wie mécht mir d'Steiererklärung fir 2025, ech sinn Grenzgänger aus der Belsch an hunn zanter dësem Joer och eng Lokatioun zu Bartreng?",
  distractors=("Bartreng",), nt=True)

m("lb-t01", "Q", "plumbing", "Wiltz", "Wooltz",
  "Zanter enger Woch leeft bei eis an der Toilette d'Waasser ëmmer no, och an der Nuecht héiert een et duerch d'ganzt Haus. "
  "Ech hunn den Deckel opgemaach an um Schwëmmer gedréint, mee et hëlleft näischt. "
  "D'Waasserrechnung vun der Gemeng Wooltz ass esou schonn héich genuch. "
  "Kéint een dat kommen nokucken?",
  nt=True)
m("lb-t02", "BQ", "heating", "Parc Hosingen", "Housen",
  "Eis Buderus Heizung stellt all puer Deeg op Stéierung mat dem Code 6A. "
  "Den Installateur deen se virun dräi Joer agebaut huet, war zweemol do, huet d'Elektrod gewiesselt an elo hieft en net méi of. "
  "Mir wunnen zu Housen an et gëtt all Moien kal am Haus. "
  "Kënnt dir eng zweet Meenung ginn an et definitiv flécken?")
m("lb-t03", "LQ", "painting", "Luxembourg", "Märel",
  "Mir ginn Enn Januar eis Lokatioun zu Märel zréck, no siwe Joer. "
  "Am Kannerzëmmer sinn d'Maueren nach ëmmer donkelblo, am Gank sinn e puer Flecken an Lächer vun de Biller, an am Buedzëmmer ass d'Plafong bëssi gro vum Damp. "
  "De Proprietaire wëll bei der Remise alles esou wéi bei der Iwwergab, also wäiss, soss hält hien eppes vun der Garantie zréck. "
  "Et sinn ongeféier 85 m2 an mir hunn net vill Zäit. "
  "Déi nei Wunneng kréie mir éischt de 6ten, also wien kann dat an där Woch maachen?",
  not_place=("éischt",), nt=True)
m("lb-t04", "QP", "carpentry", "Kiischpelt", "Wëlwerwolz",
  "Eis al Eechentrap am Elterenhaus zu Wëlwerwolz knaarzt bei all Tratt an zwou Stufen wackelen. "
  "Mäi Schwoer ass Schräiner, mee hie schafft zanter zwee Joer zu Tréier an huet keng Zäit méi fir eis. "
  "Mir wëllen se net ersetzen, just fest maachen an déi zwou Stufen flécken. "
  "Hutt dir esou eppes schonn gemaach?",
  distractors=("Tréier",))
m("lb-t05", "QP", "roofing", "abroad", "Martelange",
  "Mir hunn d'lescht Joer en Haus zu Martelange kaaft, op der belscher Säit, direkt vis-à-vis vu Rombech. "
  "Bei all gréissere Reen leeft Waasser um Späicher laanscht de Kamäin an vun ënnen gesäit een datt e puer Schifer verrutscht sinn. "
  "Schafft dir och iwwer d'Grenz?",
  distractors=("Rombech",), nt=True)
m("lb-t06", "XLQ", "masonry", "Mersch", "Miersch",
  "An eiser Residenz zu Miersch ass d'Mauer laanscht d'Garagenafaart gerappt an e Stéck vun uewen ass schonn erofgefall, zum Gléck op keen Auto. "
  "De Syndic sot, et brauch trois devis, fir dass d'Co-propriétairen an der Assemblée générale kënnen ofstëmmen, sinon geschitt näischt. "
  "Et sinn ongeféier 12 Meter Bëtongmauer, 1,20 m héich, an de Bord ass och futti. "
  "D'Offer soll d'Ofrappen vum ale Stéck an en neit Fundament mat abegräifen. "
  "Kënnt dir laanscht kommen a mir eng Offer maachen, am beschten nach virun Ouschteren?",
  nt=True)
m("lb-t07", "QP", "gardening", "Heffingen", "Heffingen",
  "Mir sinn zwee eeler Leit zu Heffingen an de Gaart gëtt eis ze vill. "
  "Wat kascht dat ongeféier wann een vun Abrëll bis Oktober all zwou Wochen de Wues méint an d'Beeter propper hält? "
  "Et sinn ongeféier 600 m2. "
  "Eisen Enkel huet bis elo gehollef, mee hie studéiert elo zu Stroossbuerg.",
  distractors=("Stroossbuerg",), nt=True)
m("lb-t08", "", "cleaning", "Useldange", "Useldeng",
  "D'Madame déi all Freideg eise Büro zu Useldeng gemaach huet, ass an d'Pensioun gaangen. "
  "Et sinn zwee Büroen, eng kleng Kichen, eng Toilette an den Trapenhaus, ongeféier 80 m2. "
  "Mir bräichten een deen dat eemol d'Woch iwwerhëlt, am léifsten owes no 18 Auer oder samschdes.",
  nt=True)
m("lb-t09", "QOX", "renovation", "Beckerich", "Biekerech",
  "Mir hunn e Bauerenhaus zu Biekerech vun der Tatta geierft a wëllen et renovéieren: nei Elektresch, nei Heizung, Buedzëmmer, Fënsteren an d'Fassad. "
  "Ech hu keng Loscht, mat zéng verschiddene Firmen ze jongléieren an ze kucken wien wéini kënnt. "
  "Maacht dir dat als eng Firma, clé en main vun A bis Z, a mat wéi laang misst ee rechnen?")
m("lb-t10", "Q", "solar", "Wincrange", "Wëntger",
  "Ass et iwwerhaapt nach rentabel, Photovoltaik op e Stall ze maachen? "
  "Mir hunn eng Scheier zu Wëntger mat engem Süddaach vun ongeféier 300 m2, d'Daach selwer ass 2019 nei gemaach ginn. "
  "Wat géif dat kaschten a gëtt et nach Subside vum Staat fir Baueren?")
m("lb-t11", "OP", "legal", None, None,
  "Eng Firma huet eis am Fréijoer d'Terrass geplättelt, a schonn nom Wanter ass d'Halschent vun de Plättercher lass. "
  "Si hunn 9.000 € kassiert a reagéieren op keng Bréiwer méi, och net op de recommandé. "
  "Elo brauche mir en Affekot deen eis hëlleft d'Suen zréckzekréien oder se ze forcéieren et ze flécken. "
  "D'Haus ass zu Réiden, wann dat eng Roll spillt.",
  distractors=("Réiden",))
m("lb-t12", "OQ", "web-development", None, None,
  "Ech sinn Schräiner a schaffen eleng, bis elo koum alles iwwer Mond-zu-Mond-Propaganda. "
  "Mäi Jong seet, ouni Internetsäit fënnt mech keen méi. "
  "Ech bräicht eppes Einfaches mat Fotoe vu menge Trapen a Kichen, engem Kontaktformular an op Däitsch a Franséisch. "
  "Wat kascht esou eng Säit?",
  nt=True)
m("lb-t13", "", "photography", "Bourscheid", "Bourscheid",
  "Mir maachen am Mee den Dag vun der oppener Dier an eiser Brennerei zu Bourscheid, mat Degustatioun a Musek. "
  "Mir sichen e Fotograf fir de ganzen Nomëtten, an och e puer schéi Produktfotoe vun eise Fläsche fir den neie Katalog. "
  "Ongeféier 5 Stonnen insgesamt.")
m("lb-t14", "QO", "interior-design", "Putscheid", "Stolzebuerg",
  "Maacht dir och just Berodung, ouni Aarbechten? "
  "Mir hunn e Restaurant zu Stolzebuerg iwwerholl an de Sall gesäit aus wéi an den 90er Joren. "
  "Mir bräichten Iddien fir Faarwen, Luuchten, Rideauen an d'Arrangement vun den Dëscher, de Moler an den Elektriker hu mer schonn.",
  nt=True)
m("lb-t15", "QP", None, None, None,
  "Mir sinn nei op Kielen geplënnert a sichen eng Babysitterin fir eis zwee Kanner (3 a 6 Joer), zwee Owender d'Woch. "
  "Schafft dir och mat esou Leit oder kennt dir een? "
  "Eis Noperen hu gesot, mir sollen hei op der Plattform froen.",
  distractors=("Kielen",))
# ---------------------------------------------------------------- fr
m("fr-s01", "CP", "plumbing", "Pétange", "petange",
  "fuite sous l evier de la cuisine depuis ce matin le siphon goutte sans arret et le meuble est trempé, on est a petange route de luxembourg",
  distractors=("luxembourg",), nt=True)
m("fr-s02", "", "locksmith", "Bertrange", "Bertrange",
  "Suite à un cambriolage cette nuit à Bertrange il faut remplacer au plus vite le cylindre de la porte d'entrée, la police est déjà passée.",
  nt=True)
m("fr-s03", "BQ", "appliance-repair", "Koerich", "Goeblange",
  "Mon lave-vaisselle Miele affiche F14 et ne vidange plus du tout, quelqu'un pourrait passer à Goeblange cette semaine ?",
  nt=True)
m("fr-s04", "", "cleaning", "Esch-sur-Alzette", "Esch/Alzette",
  "Nettoyage complet de fin de bail pour un deux-chambres à Esch/Alzette avant l'état des lieux du 28, vitres et four compris.")
m("fr-s05", "P", "translation", None, None,
  "Je cherche un traducteur assermenté pour mon diplôme de master brésilien, le dossier de reconnaissance est à déposer au ministère à Luxembourg.",
  distractors=("Luxembourg",))
m("fr-s06", "XC", "it-support", "Roeser", "Roeser",
  "Moien, le wifi ne passe ni au 2e étage ni dans le bureau au sous-sol de notre maison à Roeser, il faudrait quelqu'un pour installer des répéteurs ou un vrai réseau, villmools merci",
  nt=True)
m("fr-s07", "C", "pest-control", "Luxembourg", "Bonnevoie",
  "Punaises de lit dans l'appart à Bonnevoie, on a déjà tout lavé à 60 degrés et elles reviennent 😩",
  nt=True)
m("fr-s08", "QP", "moving", "Dippach", "Schouweiler",
  "Déménagement d'un piano droit depuis un 3e étage sans ascenseur à Schouweiler vers notre nouvelle maison à Hesperange, c'est faisable début avril ?",
  distractors=("Hesperange",))
m("fr-s09", "QP", "accounting", None, None,
  "Indépendant depuis janvier (coach sportif à Strassen), je ne comprends rien aux déclarations de TVA trimestrielles, vous pouvez m'aider ?",
  distractors=("Strassen",), nt=True)
m("fr-s10", "P", "electrical", "Frisange", "L-5752",
  "Le disjoncteur principal saute plusieurs fois par jour dans toute la maison, même la nuit quand tout est éteint, depuis l'orage de samedi, adresse 14 rue de Mondorf, L-5752.",
  distractors=("Mondorf",), nt=True)
m("fr-t01", "QPL", "heating", "abroad", "Audun-le-Tiche",
  "On habite à Audun-le-Tiche, juste derrière la frontière, et je travaille à Esch. "
  "On a 140 m² sur deux niveaux. "
  "Notre chaudière fioul a 24 ans, la cuve est à refaire et le chauffagiste qui l'entretient nous conseille de ne plus investir dedans. "
  "Est-ce que ça vaut le coup de passer à une pompe à chaleur air-eau dans une maison de 1982 avec des vieux radiateurs en fonte, et combien ça coûte à peu près ? "
  "Et surtout, est-ce que vous intervenez côté français ?",
  distractors=("Esch",))
m("fr-t02", "O", "plumbing", "Sanem", "Soleuvre",
  "Quand on tire la chasse au premier étage, ça remonte dans la douche du rez-de-chaussée et ça sent les égouts dans toute la maison. "
  "On a déjà mis du déboucheur deux fois, rien à faire. "
  "Mon voisin est chauffagiste, il a regardé et m'a dit que ce n'était pas son rayon. "
  "Maison de 1975 à Soleuvre, c'est assez urgent avec deux enfants.",
  nt=True)
m("fr-t03", "BQP", None, None, None,
  "Ma Peugeot 308 fait un claquement à l'avant droit quand je braque et le voyant moteur s'allume par moments. "
  "Le garage où je vais d'habitude à Foetz ne peut pas me prendre avant trois semaines. "
  "Vous avez aussi des mécaniciens sur la plateforme ?",
  distractors=("Foetz",))
m("fr-t04", "LQ", "painting", "Differdange", "Differdange",
  "Le syndic de notre copropriété à Differdange a enfin fait voter les travaux : la façade côté rue est grise, elle s'écaille par plaques et les volets en bois sont dans le même état. "
  "Il nous faut trois devis avant l'assemblée du 12 mars, sinon on repart pour un an. "
  "Surface d'environ 220 m² sur trois étages, il faudra sans doute un échafaudage. "
  "Le conseil syndical aimerait aussi une teinte un peu plus claire que l'actuelle, dans les tons sable. "
  "Pouvez-vous passer prendre les mesures ?",
  nt=True)
m("fr-t05", "P", "carpentry", "Mondercange", "Mondercange",
  "Notre cuisine a été posée en octobre dernier par un cuisiniste de Thionville qui a fermé boutique depuis. "
  "Le plan de travail en chêne massif a gonflé autour de l'évier et une jointure s'ouvre. "
  "Il faudrait le poncer, le huiler et peut-être remplacer un morceau. "
  "C'est à Mondercange.",
  distractors=("Thionville",), nt=True)
m("fr-t06", "", "roofing", "Steinfort", "Kleinbettingen",
  "Après la tempête de dimanche il manque une dizaine de tuiles sur le pan nord et on voit le jour depuis le grenier. "
  "On a mis une bâche en attendant mais elle ne tiendra pas au prochain coup de vent. "
  "Maison à Kleinbettingen, c'est assez urgent.",
  nt=True)
m("fr-t07", "LQ", "masonry", "Leudelange", "Leudelange",
  "Je loue une maison à Leudelange et une grosse fissure en escalier est apparue dans le mur du garage cet été, aujourd'hui on peut y passer un doigt. "
  "Le propriétaire dit que c'est à moi de payer puisque c'est moi qui ai mis des étagères lourdes contre ce mur, moi je pense plutôt que la maison bouge. "
  "Avant de me disputer avec lui, j'aimerais que quelqu'un du métier vienne voir, me dise d'où ça vient et me fasse un prix pour reboucher et consolider. "
  "Vous faites ce genre de réparation ?",
  nt=True)
m("fr-t08", "", "tiling", "Hesperange", "Howald",
  "Les joints de notre douche à l'italienne sont noirs et s'effritent, l'eau passe derrière et le placo de la pièce d'à côté commence à gonfler. "
  "Le carreleur qui l'a faite il y a quatre ans ne répond plus au téléphone. "
  "On voudrait refaire tous les joints, en époxy si possible, avant que ce soit pire. "
  "Appartement au Howald.")
m("fr-t09", "Q", "gardening", "Garnich", "Garnich",
  "Bonjour, vous faites aussi l'entretien à l'année ? "
  "Maison à Garnich avec environ 900 m² de pelouse, deux haies de thuyas et quelques arbres fruitiers. "
  "On est souvent en déplacement pour le boulot et tout part en friche. "
  "Merci de m'indiquer un prix au mois.",
  nt=True)
m("fr-t10", "O", "renovation", "Mamer", "Mamer",
  "Nous venons d'acheter un appartement de 1970 à Mamer où tout est d'origine. "
  "Il faut refaire l'électricité, la salle de bain, la cuisine, les sols et les peintures avant d'emménager en septembre. "
  "On cherche une seule entreprise qui coordonne tout, pas dix artisans qui se renvoient la balle. "
  "Budget autour de 80 000 €.",
  nt=True)
m("fr-t11", "BQ", "solar", "Reckange-sur-Mess", "Reckange-sur-Mess",
  "Nos panneaux photovoltaïques ont été installés en 2021 par une société qui a fait faillite l'an dernier. "
  "Depuis trois semaines l'onduleur SMA Sunny Boy affiche « Isolation fault » et la production est à zéro, on perd de l'argent chaque jour. "
  "Est-ce que vous reprenez des installations faites par d'autres ? "
  "On est à Reckange-sur-Mess.")
m("fr-t12", "P", "legal", None, None,
  "J'ai été licencié la semaine passé après 11 ans chez un concessionnaire automobile à Bertrange, soi-disant pour faute grave parce que j'ai refusé de faire des heures non payées. "
  "Je voudrais savoir si ça tient et quels sont mes droits. "
  "Je cherche un avocat en droit du travail qui parle français ou portugais.",
  distractors=("Bertrange",))
m("fr-t13", "OQP", "web-development", None, None,
  "Nous sommes une petite entreprise de peinture à Rodange, quatre personnes. "
  "Notre site date de 2012 et ne s'affiche pas correctement sur les téléphones. "
  "On voudrait un site simple avec nos réalisations, un formulaire de demande de devis et une version allemande. "
  "Vous faites ça, et pour quel budget ?",
  distractors=("Rodange",), nt=True)
m("fr-t14", "QO", "photography", "Habscht", "Hobscheid",
  "Je fabrique des bougies artisanales dans mon atelier à Hobscheid et je lance ma boutique en ligne en mars. "
  "Il me faudrait une trentaine de photos produits sur fond blanc et quelques photos d'ambiance. "
  "Vous vous déplacez ou il faut venir en studio ?",
  nt=True)
m("fr-t15", "QO", "interior-design", "Käerjeng", "Bascharage",
  "Est-ce que vous proposez du conseil en décoration sans travaux ? "
  "On vient d'emménager dans une maison à Bascharage, le séjour fait 45 m² en L et on n'arrive pas à placer le canapé, la table et la télé. "
  "On aimerait aussi des idées de couleurs et de luminaires, la peinture on la fera nous-mêmes.")
# ---------------------------------------------------------------- de
m("de-s01", "", "heating", "Echternach", "Echternach",
  "Die Fußbodenheizung im Bad bleibt seit Wochen kalt, alle anderen Räume werden warm, Haus in Echternach.",
  nt=True)
m("de-s02", "", "electrical", "Grevenmacher", "Grevenmacher",
  "Die Gegensprechanlage in unserer Residenz in Grevenmacher (12 Wohnungen) klingelt nicht mehr und der Türöffner summt nur noch bei manchen Parteien.",
  nt=True)
m("de-s03", "", "locksmith", "Mertert", "Wasserbillig",
  "Ich habe Briefkastenschlüssel verloren, brauche neue Schloss für meine Briefkasten im Treppenhaus in Wasserbillig.",
  nt=True)
m("de-s04", "BQ", "appliance-repair", "Remich", "Remich",
  "Unser Siemens iQ500 Backofen heizt nur noch mit Umluft, Ober- und Unterhitze bleiben kalt – kann sich das jemand in Remich anschauen?",
  nt=True)
m("de-s05", "C", "pest-control", "Rosport-Mompach", "rosport",
  "wespennest unterm dachvorsprung direkt über der terrasse die kinder trauen sich nicht mehr raus 🐝 bitte schnell rosport",
  nt=True)
m("de-s06", "QP", "translation", None, None,
  "Wer übersetzt mir meinen luxemburgischen Arbeitsvertrag beglaubigt ins Polnische, für die Behörde in Trier?",
  distractors=("Trier",))
m("de-s07", "", "moving", "Bertrange", "Bartringen",
  "Umzug aus dem vierten Stock ohne Aufzug in Bartringen am Samstag, wir brauchen einen Möbellift und zwei Träger für die schweren Sachen.", not_place=("einen",))

m("de-s08", "", "tiling", "Consdorf", "Consdorf",
  "Fliesenspiegel in der Küche in Consdorf neu machen, circa 4 m² zwischen Arbeitsplatte und Hängeschränken.",
  nt=True)
m("de-s09", "O", "it-support", "Mondorf-les-Bains", "Bad Mondorf",
  "Das Kartenterminal in unserer Bäckerei in Bad Mondorf verbindet sich seit heute Morgen nicht mehr mit dem Router, die Kunden können nur noch bar zahlen!",
  nt=True)
m("de-s10", "CQ", "roofing", "Berdorf", "berdorf",
  "flachdach von der garage in berdorf undicht die bitumenbahn wirft blasen und es tropft aufs auto was kostet sowas ungefähr?",
  nt=True)
m("de-t01", "Q", "heating", "Bech", "Bech",
  "Lohnt sich ein Kaminofen als Ergänzung zur Wärmepumpe überhaupt? "
  "Unser Haus in Bech ist von 2015, der Schornstein wurde noch nie benutzt. "
  "Was kostet so ein Ofen mit Einbau ungefähr, und kümmert ihr euch auch um die Abnahme?",
  nt=True)
m("de-t02", "OBQ", "plumbing", "Wormeldange", "Machtum",
  "Ich bin selbst Elektriker, aber bei Wasser hört es bei mir auf. "
  "Unsere Enthärtungsanlage (BWT Perla) zeigt seit Tagen einen Regenerationsfehler und das Wasser ist wieder hart, der Wasserkocher ist nach einer Woche weiß. "
  "Wer kann die warten oder reparieren? "
  "Wir wohnen in Machtum.",
  nt=True, not_place=("einen",))

m("de-t03", "", "painting", "Manternach", "Manternach",
  "Das schmiedeeiserne Geländer an unserer Außentreppe rostet an allen Ecken und sieht furchtbar aus. "
  "Es müsste abgeschliffen werden, Rostschutz drauf und dann wieder in Anthrazit wie die Fenster. "
  "Etwa 15 Meter plus das Gartentor, das Haus steht in Manternach.",
  nt=True)
m("de-t04", "QP", "carpentry", "abroad", "Nittel",
  "Unser Dorfschreiner in Nittel hat zum Jahresende aufgehört und einen Nachfolger gibt es nicht. "
  "Wir brauchen einen Einbauschrank unter der Dachschräge im Kinderzimmer, ungefähr 3,50 m breit, mit Schiebetüren. "
  "Fahrt ihr von Luxemburg aus auch über die Mosel nach Deutschland?",
  distractors=("Luxemburg",), not_place=("einen",))

m("de-t05", "", "masonry", "Biwer", "L-6834",
  "Nach dem Starkregen letzte Woche ist die Bruchsteinmauer zwischen unserem Garten und dem Nachbarn auf etwa sechs Metern umgekippt. "
  "Die Versicherung zahlt, braucht aber ein schriftliches Angebot von einer Fachfirma. "
  "Die Mauer ist ungefähr 1,5 m hoch und hält den Hang. "
  "Adresse: Haaptstrooss, L-6834.",
  nt=True)
m("de-t06", "QPL", "gardening", "Stadtbredimus", "Stadtbredimus",
  "Meine Mutter ist 84, wohnt allein in Stadtbredimus und will ihren Garten auf keinen Fall aufgeben, schafft ihn aber körperlich nicht mehr. "
  "Ich wohne in Saarbrücken und kann nur alle paar Wochenenden kommen, dann streiten wir uns meistens über die Rosen. "
  "Sie ist sehr eigen, also bitte jemand mit Geduld. "
  "Wäre es möglich, dass jemand alle zwei Wochen den Rasen mäht, die Beete jätet und im Herbst die Hecke schneidet? "
  "Und was würde das im Jahr ungefähr kosten, damit ich es mit ihr besprechen kann?",
  distractors=("Saarbrücken",), nt=True)
m("de-t07", "OL", "cleaning", "Waldbillig", "Müllerthal",
  "Die Handwerker sind nächste Woche mit dem Umbau der zwölf Zimmer in unserem Hotel im Müllerthal fertig. "
  "Überall liegen Gipsstaub und Farbspritzer, auf den Fensterbänken, in den Bädern, sogar in den Schränken. "
  "Laut Vertrag muss der Generalunternehmer nur besenrein übergeben, und mehr macht er auch nicht, das hat er schon klargestellt. "
  "Unser eigenes Personal schafft das neben dem Restaurant nicht, und Ende April kommen die ersten Gäste. "
  "Wir brauchen also eine gründliche Reinigung aller Zimmer samt Fenstern, am besten in der Woche davor.")
m("de-t08", "QO", "renovation", "Flaxweiler", "Flaxweiler",
  "Wir wollen den Dachboden unseres Hauses in Flaxweiler zu einem Schlafzimmer mit Bad ausbauen: Dämmung, Dachfenster, Trockenbau, Leitungen, Fliesen, alles. "
  "Die Bank will für den Kredit ein Gesamtangebot von einer einzigen Firma sehen. "
  "Macht ihr so etwas schlüsselfertig?",
  nt=True)
m("de-t09", "Q", "solar", "Lenningen", "Lenningen",
  "Bringt so ein Balkonkraftwerk mit 800 Watt überhaupt etwas, wenn der Balkon nach Westen zeigt? "
  "Wir wohnen in Lenningen in einer kleinen Eigentümergemeinschaft und der Verwalter sagt, wir brauchen dafür eine Genehmigung. "
  "Könnt ihr das installieren und anmelden?",
  nt=True)
m("de-t10", "P", "legal", None, None,
  "Mein Vater ist im Herbst gestorben, er hatte ein Haus in Remich und Konten in Deutschland. "
  "Mein Bruder wohnt seit Jahren in dem Haus und weigert sich, uns andere Geschwister auszuzahlen. "
  "Wir suchen einen Anwalt für Erbrecht, der sich in Luxemburg und Deutschland auskennt.",
  distractors=("Remich", "Luxemburg"), not_place=("einen",))

m("de-t11", "OQP", "accounting", None, None,
  "Ich habe mit meinem Schwager eine kleine Dachdeckerfirma gegründet, Sitz in Junglinster. "
  "Auf dem Dach sind wir gut, aber Buchhaltung und Mehrwertsteuer wachsen uns über den Kopf. "
  "Wir suchen jemanden, der jeden Monat die Belege macht und am Ende den Jahresabschluss. "
  "Was kostet das ungefähr bei drei Angestellten?",
  distractors=("Junglinster",))
m("de-t12", "BQP", "web-development", None, None,
  "Wir vermieten zwei Ferienwohnungen am Ortsrand von Befort und sind es leid, 15 Prozent an Booking abzugeben. "
  "Wir hätten gerne eine eigene Seite mit Belegungskalender, Online-Buchung und Bezahlung, auf Deutsch, Französisch und Niederländisch. "
  "Habt ihr so etwas schon gemacht und was kostet das?",
  distractors=("Befort",), nt=True)
m("de-t13", "QP", "photography", "Beaufort", "Beaufort",
  "Ich bin Friseurmeisterin und eröffne im April meinen eigenen Salon in Beaufort. "
  "Für Instagram und die Website brauche ich Fotos vom Salon und Porträts von mir und meinen zwei Mitarbeiterinnen. "
  "Ein Fotograf aus Diekirch wollte 1200 Euro für einen halben Tag, das ist mir zu viel. "
  "Was würdet ihr verlangen?",
  distractors=("Diekirch",), not_place=("einen",))

m("de-t14", "", "interior-design", "Luxembourg", "Kirchberg",
  "Wir haben eine Dreizimmerwohnung auf Kirchberg gekauft, sie ist noch komplett leer. "
  "Ich kann mir überhaupt nicht vorstellen, wie das fertig aussehen soll: welche Möbel, welche Farben, welche Lampen, wohin mit dem Esstisch. "
  "Wir suchen jemanden, der uns ein Konzept macht, kaufen und aufbauen tun wir selbst.",
  nt=True)
m("de-t15", "XQP", None, None, None,
  "Moien, unser Sohn ist 15, geht aufs Lycée in Echternach und hat in Mathe und Französisch jeweils eine ungenügende Note. "
  "Wir suchen dringend Nachhilfe, zweimal pro Woche, gern auch online. "
  "Vermittelt ihr auch so etwas? Merci!",
  distractors=("Echternach",))
# ---------------------------------------------------------------- en
m("en-s01", "", "plumbing", "Luxembourg", "Limpertsberg",
  "Shower drain in our rented flat in Limpertsberg is completely blocked, the water stands ankle deep after two minutes and the landlord said just book someone and send him the invoice.",
  nt=True)
m("en-s02", "", "locksmith", "Niederanven", "Senningerberg",
  "I lost my keys somewhere between bus stop and my home in Senningerberg, I need somebody who can open door and change the cylinder tonight if is possible.",
  nt=True)
m("en-s03", "BQ", "appliance-repair", "Sandweiler", "Sandweiler",
  "Our Samsung fridge freezer (RB34) stopped cooling in the fridge part but the freezer still works, any chance someone can come to Sandweiler this week?",
  nt=True)
m("en-s04", "CO", "pest-control", "Schuttrange", "munsbach",
  "mice in the kitchen again 🐭 droppings behind the dishwasher every morning and the traps arent doing anything, house in munsbach",
  nt=True)
m("en-s05", "O", "electrical", "Contern", "Moutfort",
  "Need two outdoor sockets and some path lights put in for the garden in Moutfort, the landscapers lay the new paving in May so the cables have to go in before that.",
  nt=True)
m("en-s06", "Q", "translation", None, None,
  "Can you do certified translations from Ukrainian into French for my naturalisation file at the Ministry of Justice?")
m("en-s07", "BQ", "it-support", "Walferdange", "Walferdange",
  "My dad's laptop in Walferdange is full of pop-ups saying it's infected and to call a Microsoft number, he almost did, can someone clean it up and check his online banking is safe?",
  nt=True)
m("en-s08", "", "cleaning", "Strassen", "Strassen",
  "Looking for upholstery cleaning for a fabric three-seater sofa and four dining chairs in Strassen, the cat has been sick on them twice.")
m("en-s09", "P", "moving", "Hesperange", "Hesperange",
  "We're moving back to Dublin in July and need a quote to pack and ship the contents of a two-bed flat in Hesperange, roughly 30 m3.",
  distractors=("Dublin",))
m("en-s10", "Q", "tiling", "Bertrange", "Bertrange",
  "A cast iron pan fell and cracked two floor tiles in our kitchen in Bertrange, we still have six spares from when the house was built, can someone swap them?",
  nt=True)

m("en-t01", "QPL", "electrical", "abroad", "Arlon",
  "We rent a 1930s house in Arlon and I commute to Kirchberg every day. "
  "It's a small three-bed on two floors. "
  "The fuse box is the old ceramic type and the fuses blow whenever the kettle and the heater are on together, and last week one of them was hot to the touch. "
  "The landlord has agreed to pay for a new consumer unit and an inspection if we find someone ourselves, since his usual guy has retired. "
  "Do your electricians work on the Belgian side?",
  distractors=("Kirchberg",))
m("en-t02", "B", "heating", "Kopstal", "L-8140",
  "The radiators upstairs are only warm at the bottom and stone cold on top. "
  "A handyman bled them last month and it helped for about three days. "
  "The boiler is a Vaillant ecoTEC and the pressure keeps dropping below 1 bar. "
  "We're in L-8140, house at the top of the hill.",
  nt=True)
m("en-t03", "OQ", "painting", "Luxembourg", "Gasperich",
  "The plumber finally found the leak from the flat above and fixed it, so now we're left with a big brown stain on the living room ceiling and some bubbling around it. "
  "The insurance will cover it once we send them a quote. "
  "Could someone come and make the ceiling look normal again? "
  "Flat in Gasperich, near the school.",
  nt=True)
m("en-t04", "", "carpentry", "Steinsel", "Steinsel",
  "The wooden window frames on the south side of our house in Steinsel have gone soft at the bottom corners, you can push a screwdriver straight in. "
  "They're the original oak ones from the 80s and we'd rather repair than replace if that's still possible. "
  "Three windows and the back door.",
  nt=True)
m("en-t05", "B", "roofing", "Lorentzweiler", "Lorentzweiler",
  "Our Velux roof window in the loft drips every time it rains hard from the west. "
  "The guy who fitted it retired and moved back to Portugal. "
  "It's a GGL, about 15 years old, house in Lorentzweiler.",
  nt=True)
m("en-t06", "LQX", "masonry", "Betzdorf", "Roodt-sur-Syre",
  "My mother is coming home from hospital in a wheelchair next month and her house in Roodt-sur-Syre has three concrete steps up to the front door and a narrow path with a kerb. "
  "We need a proper permanent ramp, concrete with a handrail, not one of those aluminium things. "
  "The front garden is flat, so there is room for a gentle slope. "
  "The Assurance dépendance may reimburse part of it, so a detailed written quote would really help. "
  "Could someone come and look at it this week or next?",
  nt=True)
m("en-t07", "Q", "gardening", "Weiler-la-Tour", "Weiler-la-Tour",
  "Our neighbour in Weiler-la-Tour complained to the commune that our leylandii hedge is over two metres and blocks his light. "
  "We got a letter giving us 30 days. "
  "It needs cutting down to 1.80 and thinning, about 25 metres long. "
  "How soon could someone come?",
  nt=True)
m("en-t08", "Q", "renovation", "Mamer", "Mamer",
  "Is it worth renovating a 1990s flat in Mamer before selling, or do buyers just knock the price down anyway? "
  "Kitchen and bathroom are original and the floors are worn. "
  "If it makes sense, could you do the whole thing in one go in about six weeks, and what would that cost for 85 m2?")
m("en-t09", "BQO", "solar", "Junglinster", "Junglinster",
  "We've had 6 kWp on the roof in Junglinster since 2019, put in by a company that now only does heat pumps. "
  "We'd like to add a home battery, maybe a BYD or a Huawei one, and perhaps a wallbox later. "
  "Does it still make sense with the new feed-in rules, and can you work with our existing Fronius inverter?",
  nt=True)
m("en-t10", "LOPX", "legal", None, None,
  "I moved out of a flat in Belair in August after four years and left it spotless, with a professional end-of-lease clean and the receipts to prove it. "
  "The agency is keeping the whole three-month deposit (5,400 euros) claiming the parquet is damaged, but those marks were already listed in the état des lieux d'entrée. "
  "I have dated photos of everything. "
  "They have ignored my last four emails. "
  "I need a lawyer who can send them a formal letter and take it further if necessary.",
  distractors=("Belair",))
m("en-t11", "BQP", "accounting", None, None,
  "I'm a US citizen and moved to Luxembourg in February on a local contract. "
  "I need this year's Luxembourg tax return done and someone who understands how it fits with my US filing, FBAR and foreign tax credit included. "
  "Is that something your accountants handle, and what does it usually cost?",
  distractors=("Luxembourg",))
m("en-t12", "OQP", "web-development", None, None,
  "I run a small cleaning company in Hesperange with six staff and all our clients come through Facebook or word of mouth. "
  "I'd like a proper website where people can pick a slot and book a clean online, in English and French. "
  "Do you build that kind of thing and roughly what's the budget?",
  distractors=("Hesperange",), nt=True)
m("en-t13", "Q", "photography", "Kehlen", "Kehlen",
  "We're putting our house in Kehlen on the rental market and the agent's phone photos are awful, dark and wonky. "
  "Do you do property shoots, including a few drone shots of the garden? "
  "Ideally next week before the listing goes live.",
  nt=True)
m("en-t14", "O", "interior-design", "Luxembourg", "Clausen",
  "Just bought a studio in Clausen to run as a short-term rental. "
  "It's bare white walls and I have no eye for this stuff at all. "
  "I'm after someone to choose furniture, lighting, textiles and a colour for one accent wall, budget about 8k, so it looks great in the listing photos. "
  "No building work needed.",
  nt=True)
m("en-t15", "QPC", None, None, None,
  "Hi! I work long shifts at the hospital in Kirchberg and my beagle is alone in the flat in Strassen all day, the neighbours say he howls. "
  "Do you have anyone who walks dogs at lunchtime Monday to Friday? "
  "I know it's not really building stuff 😅",
  distractors=("Kirchberg", "Strassen"))
# ---------------------------------------------------------------- pt
m("pt-s01", "Q", "plumbing", "Ettelbruck", "Ettelbruck",
  "A torneira da cozinha pinga dia e noite mesmo bem fechada, moro em Ettelbruck, alguém pode vir trocar?",
  nt=True)
m("pt-s02", "C", "electrical", "Diekirch", "Diekirch",
  "boa tarde a luz da casa de banho fez um estalo e agora nao acende nenhuma luz do primeiro andar ja liguei o disjuntor e volta a ir abaixo Diekirch",
  nt=True)
m("pt-s03", "CQ", "locksmith", "Larochette", "Larochette",
  "A chave partiu-se dentro da fechadura da porta da rua e estou cá fora com as crianças em Larochette 😢 podem vir já?",
  nt=True)
m("pt-s04", "B", "appliance-repair", "Schifflange", "Schifflange",
  "A máquina de secar roupa Beko faz barulho de ferro e já não aquece, é de 2021, moro em Schifflange.",
  nt=True)
m("pt-s05", "", "pest-control", "Rumelange", "Rumelange",
  "Tenho baratas na cozinha do apartamento em Rumelange e o senhorio diz que o problema é meu, preciso de alguém que trate disto a sério.",
  nt=True)
m("pt-s06", "QP", "tiling", "abroad", "Villerupt",
  "Moro em Villerupt mas trabalho em Esch, vocês também vêm assentar azulejo numa casa de banho do lado francês?",
  distractors=("Esch",), nt=True)
m("pt-s07", "QO", "it-support", "Kayl", "Tétange",
  "A internet do nosso café em Tétange cai todas as noites e a caixa registadora deixa de imprimir as faturas, podem mandar um técnico?",
  nt=True)
m("pt-s08", "P", "translation", None, None,
  "Preciso da tradução juramentada da certidão de casamento portuguesa para francês, para entregar na comuna de Bettembourg.",
  distractors=("Bettembourg",))
m("pt-s09", "O", "cleaning", "Mersch", "Mersch",
  "Procuramos empresa de limpeza para um escritório de contabilidade em Mersch, três vezes por semana depois das 18h.")
m("pt-s10", "QP", "moving", "Bissen", "Bissen",
  "Mudança pequena de um T1 em Bissen para Diekirch no sábado, só sofá, cama, frigorífico e umas 20 caixas, quanto fica?",
  distractors=("Diekirch",))

m("pt-t01", "Q", "cleaning", "Erpeldange-sur-Sûre", "Ingeldorf",
  "Acabámos as obras na casa em Ingeldorf e o pó de gesso está por todo o lado, nos armários, nas janelas, até dentro das tomadas. "
  "Entramos daqui a dez dias com um bebé e eu sozinha não consigo. "
  "Alguém que deixe tudo pronto a habitar?",
  nt=True)
m("pt-t02", "B", "heating", "Schieren", "Schieren",
  "A caldeira Vaillant dá erro F.28 e não arranca. "
  "Um senhor que faz biscates ao fim de semana já cá veio, trocou uma peça e levou 150 euros, mas no dia seguinte voltou o mesmo erro. "
  "Moro em Schieren, tenho dois filhos pequenos e estamos sem água quente nem aquecimento.",
  nt=True)
m("pt-t03", "QX", "painting", "Esch-sur-Alzette", "Esch-Alzette",
  "Somos seis proprietários num prédio pequeno em Esch-Alzette e não temos syndic. "
  "A escada e o hall estão com as paredes riscadas e sujas, ninguém pinta aquilo desde 2008. "
  "Queríamos um devis para pintar paredes e tetos dos três andares, cada um paga a sua parte. "
  "Fazem orçamento grátis?")
m("pt-t04", "", "carpentry", "Colmar-Berg", "Colmar-Berg",
  "A porta do quarto inchou com a humidade e já não fecha, temos de a empurrar com o ombro. "
  "É de madeira maciça e não a queria trocar. "
  "Morada: rua principal 12, 7740 Colmar-Berg.",
  nt=True)
m("pt-t05", "O", "roofing", "Feulen", "Niederfeulen",
  "O meu cunhado é pedreiro e subiu lá acima, diz que há telhas partidas junto à chaminé mas que isso não é trabalho para ele. "
  "Quando chove muito aparece uma mancha no teto do quarto de cima. "
  "Moramos em Niederfeulen.",
  nt=True)
m("pt-t06", "Q", "masonry", "Mertzig", "Mertzig",
  "Quero abrir uma passagem entre a cozinha e a sala, a parede é de tijolo e acho que é de carga. "
  "Vocês fazem isso com o lintel e tudo? "
  "E é preciso licença da comuna em Mertzig?",
  nt=True)
m("pt-t07", "QL", "gardening", "Bettendorf", "Bettendorf",
  "Comprámos uma casa em Bettendorf que esteve fechada três anos e o jardim é uma selva: silvas, relva pelo joelho, duas árvores secas e um monte de lixo ao fundo. "
  "O banco já levou tudo o que tínhamos para a entrada, por isso queremos só o essencial por agora: limpar, cortar as árvores secas e deixar a relva curta. "
  "Mais tarde vemos as flores e a horta. "
  "A casa fica numa rua sem saída mas dá para entrar com uma carrinha. "
  "Quanto pode custar uma coisa assim, mais ou menos?",
  nt=True)
m("pt-t08", "OLP", "renovation", "Reisdorf", "Reisdorf",
  "Começámos a remodelar a casa em Reisdorf com uma firma que desapareceu a meio da obra. "
  "A cozinha está sem bancada, a casa de banho sem azulejo, metade da eletricidade por acabar e o telhado da garagem ficou só com uma lona. "
  "Já pagámos 60% à outra firma e o advogado diz que vai demorar anos a recuperar alguma coisa. "
  "Entretanto vivemos na casa dos meus sogros em Diekirch com dois filhos. "
  "Procuramos uma empresa séria que pegue em tudo e acabe a obra, com um orçamento fechado.",
  distractors=("Diekirch",))
m("pt-t09", "BQ", "solar", "Bettembourg", "Bettembourg",
  "Vale a pena pôr painéis solares numa moradia geminada em Bettembourg? "
  "O telhado dá para sul e oeste. "
  "Um colega de trabalho pôs no ano passado e diz que a conta da Enovos baixou muito. "
  "Quanto custa mais ou menos com as ajudas do Estado?")
m("pt-t10", "OP", "legal", None, None,
  "O meu patrão não me paga as horas extra há seis meses e agora quer que eu assine um contrato novo com menos horas. "
  "Trabalho numa empresa de construção em Differdange, sou pedreiro há 12 anos. "
  "Preciso de um advogado que fale português para ver o contrato antes de assinar.",
  distractors=("Differdange",))
m("pt-t11", "OX", "accounting", None, None,
  "Abri a minha empresa de limpezas em janeiro, somos três. "
  "Não percebo nada de TVA nem de salários e o CCSS já me mandou uma carta. "
  "Procuro um contabilista que faça tudo por mês e que não seja muito caro.")
m("pt-t12", "QP", "web-development", None, None,
  "Tenho um restaurante em Ettelbruck e as pessoas pedem sempre o menu pelo Facebook. "
  "Queria um site com o menu, fotos dos pratos e encomendas para levar. "
  "Fazem isso em português, francês e alemão?",
  distractors=("Ettelbruck",), nt=True)
m("pt-t13", "Q", "photography", "Differdange", "Differdange",
  "Vamos batizar a nossa filha no dia 14 de junho na igreja de Differdange e depois há almoço num restaurante. "
  "Procuro fotógrafo para a cerimónia e a festa, umas cinco horas. "
  "Aceitam pagamento em duas vezes?")
m("pt-t14", "", "interior-design", "Luxembourg", "Hollerich",
  "Comprámos um T2 em Hollerich na planta e entregam em março. "
  "Queríamos que a casa ficasse acolhedora logo desde o primeiro dia, sem andar a comprar móveis errados e a devolver. "
  "Precisamos de alguém que nos diga que cores, móveis, cortinas e candeeiros escolher e onde pôr cada coisa. "
  "Obras não, isso está tudo incluído.",
  nt=True)
m("pt-t15", "XQP", None, None, None,
  "O meu marido precisa de passar no Sproochentest para a nacionalidade e não tem tempo de ir às aulas em Esch por causa dos turnos. "
  "Conhecem algum professor de luxemburguês que dê aulas particulares em casa, em Diekirch? "
  "Pagamos bem.",
  distractors=("Esch", "Diekirch"))
# ---------------------------------------------------------------- it
m("it-s01", "", "plumbing", "Dudelange", "Dudelange",
  "Con il gelo di stanotte è scoppiato un tubo in cantina, ho chiuso il contatore ma serve qualcuno subito, indirizzo rue du Parc 3450 Dudelange!",
  nt=True)
m("it-s02", "C", "electrical", "Kayl", "kayl",
  "una presa in cucina si è annerita e puzza di bruciato ho staccato la corrente di quel circuito abito a kayl",
  nt=True)
m("it-s03", "B", "locksmith", "Sanem", "Sanem",
  "La serratura della porta blindata Dierre si è bloccata e la chiave non gira più, sono rimasto chiuso fuori con la spesa a Sanem.",
  nt=True)
m("it-s04", "BQ", "appliance-repair", "Hesperange", "Fentange",
  "Il piano a induzione Electrolux dà errore E6 e si spegne dopo pochi secondi, chi può venire a Fentange?",
  nt=True)
m("it-s05", "CO", "pest-control", "Lintgen", "Lintgen",
  "piccioni dappertutto sul balcone e sotto i pannelli solari sporcizia ovunque cerco chi mette le reti o gli aghi Lintgen",
  nt=True)
m("it-s06", "", "tiling", "Esch-sur-Alzette", "Esch sur Alzette",
  "Sul balcone le piastrelle si sono sollevate e alcune sono rotte, vorrei rifarlo con gres antigelo, appartamento a Esch sur Alzette.",
  nt=True)
m("it-s07", "Q", "translation", None, None,
  "Mi serve una traduzione giurata dall'italiano al francese del casellario giudiziale per il nuovo lavoro, quanto costa?")
m("it-s08", "", "gardening", "Fischbach", "Schoos",
  "Cerco un giardiniere per potare due ciliegi e un noce molto alti nel giardino di casa a Schoos.")
m("it-s09", "O", "it-support", "Redange", "Redange",
  "Nel nostro studio dentistico a Redange la rete si blocca di continuo e i computer non vedono più la stampante, serve un tecnico che sistemi tutto.",
  nt=True)
m("it-s10", "", "cleaning", "Luxembourg", "Merl",
  "Cerchiamo un'impresa di pulizie per le scale e l'ingresso del nostro condominio a Merl, una volta a settimana.")

m("it-t01", "", "carpentry", "Nommern", "Nommern",
  "Vorremmo un soppalco in legno nella cameretta di nostro figlio, il soffitto è alto 3,60 m, con il letto sopra e la scrivania sotto. "
  "Il falegname di fiducia di mio padre in Italia ci ha fatto il disegno ma non può venire fin qui. "
  "La casa è a Nommern.")
m("it-t02", "", "carpentry", "Winseler", "Winseler",
  "La porta-finestra in legno del soggiorno non chiude più bene, bisogna alzarla e spingere e d'inverno entra aria da sotto. "
  "Il legno in basso è diventato scuro e un po' morbido. "
  "Casa a Winseler, costruita nel 1994.",
  nt=True)
m("it-t03", "BQP", "heating", "abroad", "Hettange-Grande",
  "Abitiamo a Hettange-Grande e lavoriamo tutti e due a Lussemburgo. "
  "Vorremmo mettere le valvole termostatiche intelligenti Tado su tutti i radiatori e collegarle alla caldaia Viessmann, ma non sappiamo se è compatibile. "
  "Venite anche in Francia?",
  distractors=("Lussemburgo",), nt=True)
m("it-t04", "Q", "painting", "Groussbus-Wal", "Grosbous",
  "Stiamo vendendo la casa a Grosbous e nel compromesso abbiamo promesso all'acquirente di sistemare le persiane in legno prima del rogito. "
  "Sono dieci, scolorite e con la vernice che si stacca. "
  "Il rogito è il 20 maggio, fate in tempo?",
  nt=True)
m("it-t05", "L", "roofing", "Lac de la Haute-Sûre", "Harlange",
  "Casa del 1965 a Harlange: dopo ogni nevicata la grondaia si stacca un po' di più e in soffitta ci sono macchie d'acqua vicino alle ardesie. "
  "Un vicino dice che conviene rifare tutto il tetto con l'isolamento, un altro che basta sistemare la grondaia e cambiare qualche ardesia. "
  "Il tetto è tutto in ardesia, con un piccolo abbaino sul lato nord che non apriamo mai. "
  "Noi non ci capiamo niente e non vogliamo buttare soldi. "
  "Vorremmo che qualcuno venisse a vedere prima del prossimo inverno.",
  nt=True)
m("it-t06", "O", "masonry", "Esch-sur-Sûre", "Eschdorf",
  "Lo spazzacamino è passato la settimana scorsa e ci ha detto che il comignolo in mattoni è crepato e alcuni mattoni si muovono. "
  "Finché non si sistema non possiamo accendere la stufa. "
  "Casa a Eschdorf.",
  nt=True)
m("it-t07", "OPX", "moving", "Helperknapp", "Tuntange",
  "Spostiamo il nostro ufficio (otto scrivanie, armadi, un server e l'archivio) da Tuntange a Mersch a fine mese. "
  "Il bail scade il 31 e il proprietario non ci concede neanche un giorno in più. "
  "Ci serve una ditta di traslochi che smonti, trasporti e rimonti tutto in un weekend.",
  distractors=("Mersch",))
m("it-t08", "OQ", "renovation", "Rambrouch", "Bigonville",
  "Abbiamo ereditato la casa della nonna a Bigonville, è ferma agli anni Settanta. "
  "Mio zio era muratore e ha sempre fatto tutto da solo, ma ormai ha 80 anni. "
  "Vogliamo rifare impianti, bagno, cucina, pavimenti e isolamento con una sola impresa che gestisca tutto. "
  "Fate anche il progetto?",
  nt=True)
m("it-t09", "Q", "solar", "Ell", "Ell",
  "Abbiamo un'azienda agricola a Ell con un capannone di 600 m² e il tetto in lamiera. "
  "Vogliamo mettere il fotovoltaico soprattutto per la cella frigorifera del latte, che consuma tantissimo. "
  "Vi occupate anche della pratica per i sussidi?")
m("it-t10", "OPL", "legal", None, None,
  "Due anni fa ho comprato un appartamento nuovo a Hesperange, al secondo piano, con un grande terrazzo. "
  "Dal primo inverno entra acqua dal terrazzo nella camera sotto e il soffitto è pieno di muffa. "
  "Il costruttore dice che è colpa dell'impermeabilizzazione fatta da un subappaltatore, il subappaltatore dice che è colpa del progetto, e nessuno vuole pagare niente. "
  "Ho già speso 800 euro per una perizia tecnica indipendente. "
  "Ho bisogno di un avvocato che faccia valere la garanzia contro il costruttore.",
  distractors=("Hesperange",))
m("it-t11", "QP", "accounting", None, None,
  "Sono italiano, abito a Dudelange da 30 anni e da quest'anno prendo sia la pensione italiana che quella lussemburghese. "
  "Non so come fare la dichiarazione dei redditi e ho paura di pagare le tasse due volte. "
  "Avete un commercialista che conosca tutti e due i sistemi?",
  distractors=("Dudelange",))
m("it-t12", "BQP", "web-development", None, None,
  "Con mia moglie apriamo un B&B con quattro camere a Vianden in primavera. "
  "Ci serve un sito con foto, prezzi, prenotazione diretta e pagamento con carta, collegato a Booking per non avere doppie prenotazioni. "
  "Ci fate un preventivo?",
  distractors=("Vianden",), nt=True)
m("it-t13", "QO", "photography", "Boulaide", "Boulaide",
  "La nostra impresa edile festeggia i 25 anni con una cena per dipendenti e clienti nella sala delle feste di Boulaide. "
  "Ci serve un fotografo per tutta la serata, dalle 18 a mezzanotte, con foto di gruppo e foto spontanee. "
  "Fate anche un breve video?")
m("it-t14", "", "interior-design", "Goesdorf", "Dahl",
  "Abbiamo trasformato il fienile di una vecchia fattoria a Dahl in un grande open space con cucina e soggiorno, i lavori sono finiti. "
  "Adesso non sappiamo come dividerlo con i mobili, che luci mettere e che colori scegliere per non farlo sembrare un capannone. "
  "Vorremmo qualcuno che ci dica cosa comprare e dove metterlo, al resto pensiamo noi.",
  nt=True)
m("it-t15", "BQP", None, None, None,
  "Cerco un insegnante di pianoforte per mia figlia di 9 anni, a domicilio, a Sanem o nei dintorni. "
  "Abbiamo un pianoforte verticale Yamaha in casa. "
  "Fate anche questo o sapete a chi rivolgermi?",
  distractors=("Sanem",))
# ---------------------------------------------------------------- es
m("es-s01", "O", "plumbing", "Strassen", "Strassen",
  "Necesito que alguien me instale la toma de agua y el desagüe para la lavadora en el sótano, en Strassen, la máquina ya la tengo.",
  nt=True)
m("es-s02", "Q", "electrical", "Luxembourg", "Cessange",
  "Hay que colgar cinco lámparas de techo y cambiar los enchufes del salón en un piso en Cessange, ¿cuándo podríais venir?",
  nt=True)
m("es-s03", "Q", "locksmith", "Hesperange", "Hesperange",
  "Quiero cambiar el bombín de la puerta de entrada por uno antibumping de seguridad, vivo en Hesperange, ¿cuánto costaría?",
  nt=True)
m("es-s04", "BP", "appliance-repair", "Differdange", "Differdange",
  "La lavadora LG que compramos en Foetz hace un año no centrifuga y sale el error UE en la pantalla, estoy en Differdange.",
  distractors=("Foetz",), nt=True)
m("es-s05", "C", "pest-control", "Dudelange", "dudelange",
  "ratas en el jardin y ayer vi una en el garaje 🤢 urgente dudelange",
  nt=True)
m("es-s06", "O", "tiling", "Pétange", "Pétange",
  "Tras una fuga del lavavajillas ya arreglada se han levantado las baldosas del suelo de la cocina, unos 12 m², en Pétange.",
  nt=True)
m("es-s07", "C", "it-support", "Mamer", "mamer",
  "el portatil de mi hija va lentisimo y queremos salvar las fotos antes de que se muera del todo somos de mamer",
  nt=True)
m("es-s08", "", "cleaning", "Remich", "Remich",
  "Busco servicio de limpieza entre huéspedes para un apartamento turístico en Remich, unas ocho veces al mes, con cambio de sábanas.")
m("es-s09", "QP", "translation", None, None,
  "¿Hacéis traducciones juradas del español al alemán de títulos universitarios para homologarlos en Luxemburgo?",
  distractors=("Luxemburgo",))
m("es-s10", "", "roofing", "Sandweiler", "L-5230",
  "El canalón de la fachada trasera se ha soltado con el viento y cuelga sobre la terraza, dirección rue Principale, L-5230.",
  nt=True)
m("es-t01", "LQ", "roofing", "Ettelbruck", "Ettelbruck",
  "Tenemos goteras en el desván desde hace dos inviernos, siempre en la misma esquina, junto a la chimenea. "
  "Vino un techador el año pasado, cambió unas pizarras, cobró 900 euros y nos dijo que ya estaba. "
  "A la primera tormenta volvió a entrar agua y ahora no contesta al teléfono. "
  "La casa está en Ettelbruck, cerca del hospital, es de los años 70 y el tejado es de pizarra. "
  "¿Podéis venir a mirar qué pasa de verdad y decirnos cuánto costaría arreglarlo bien?")
m("es-t02", "BQ", "heating", "Dalheim", "Dalheim",
  "Tenemos una estufa de pellets Edilkamin en el salón y este año echa mucho humo al encender y se apaga sola. "
  "¿Hacéis el mantenimiento anual de estufas y cuánto cuesta? "
  "Estamos en Dalheim.",
  nt=True)
m("es-t03", "", "painting", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Mi hijo adolescente quiere las paredes de su habitación en negro y gris, y yo quiero que quede bien y no como una cueva. "
  "Son unos 14 m² con el techo inclinado, y yo no tengo ni pulso ni escalera. "
  "El piso está en Esch-sur-Alzette.",
  nt=True)
m("es-t04", "Q", "carpentry", "Schengen", "Schengen",
  "Tenemos una bodega en Schengen y queremos estanterías de madera a medida para las botellas en la zona de cata, unos seis metros de pared. "
  "El arquitecto nos dio un dibujo. "
  "¿Trabajáis con roble?",
  nt=True)
m("es-t05", "OQ", "masonry", "Bous-Waldbredimus", "Bous",
  "Soy pintor y me han encargado pintar un garaje, pero antes hay que levantar una pared de bloques para separar un trastero, unos 3 x 2,5 m con hueco para puerta. "
  "Eso no lo hago yo. "
  "¿Tenéis a alguien de albañilería que pueda ir a Bous la semana que viene?")
m("es-t06", "", "gardening", "Vallée de l'Ernz", "Medernach",
  "El jardín de nuestra casa en Medernach es todo barro y musgo, unos 80 m², y con dos perros no hay quien lo mantenga. "
  "Queremos algo verde que aguante, aunque sea césped artificial, y que esté listo para el verano.",
  nt=True)
m("es-t07", "QPL", "moving", "abroad", "Thionville",
  "Nos mudamos de Thionville a Luxemburgo, a Merl concretamente, el 1 de agosto, porque ya no aguantamos los atascos de la A31. "
  "Es un piso de tres habitaciones con un piano de pared y un armario enorme que habrá que desmontar, y en el edificio nuevo solo hay un ascensor pequeño. "
  "Somos cuatro y un gato. "
  "Mi marido dice que lo hacemos con amigos y una furgoneta, yo no quiero ni oír hablar de eso. "
  "¿Cuánto sale más o menos con embalaje incluido?",
  distractors=("Luxemburgo", "Merl"))
m("es-t08", "O", "renovation", "Luxembourg", "Ville-Haute",
  "Hemos alquilado un antiguo local de ropa en la Ville-Haute para abrir un bar de tapas. "
  "Hay que hacerlo todo: baño adaptado, cocina con extracción, suelos, electricidad y barra. "
  "El contrato nos da tres meses de carencia de alquiler, así que necesitamos una empresa que lo coordine todo y cumpla plazos.",
  nt=True)
m("es-t09", "Q", "solar", "Vichten", "Vichten",
  "Vivimos en Vichten y el vecino de enfrente puso placas solares el año pasado, está encantado. "
  "Nuestra casa es adosada y el tejado da al este y al oeste. "
  "¿Compensa igual o solo vale la pena si da al sur?")
m("es-t10", "OPX", "legal", None, None,
  "El syndic de nuestra residencia en Strassen cobró hace dos años una derrama de 40.000 € para el tejado y la obra sigue sin hacerse. "
  "No nos enseña las cuentas ni contesta a los correos. "
  "Varios propietarios queremos un abogado que nos diga cómo reclamar.",
  distractors=("Strassen",))
m("es-t11", "OQP", "accounting", None, None,
  "Soy autónoma, diseñadora gráfica, desde hace un año en Luxemburgo y no he presentado ninguna declaración de IVA porque no sabía que tenía que hacerlo. "
  "¿Me podéis poner al día y llevarme la contabilidad a partir de ahora?",
  distractors=("Luxemburgo",))
m("es-t12", "BQP", "web-development", None, None,
  "Vendo aceite de oliva y jamón de Extremadura en los mercados de Luxemburgo los sábados. "
  "Quiero montar una tienda online para vender en toda la Gran Región, con pago con tarjeta y envíos. "
  "¿Lo hacéis con Shopify o desde cero?",
  distractors=("Luxemburgo",), nt=True)
m("es-t13", "Q", "photography", "Tandel", "Bastendorf",
  "Nuestra hija nació hace una semana y queremos unas fotos bonitas de la bebé con sus hermanos en casa, en Bastendorf, antes de que cumpla quince días. "
  "¿Venís a domicilio?",
  nt=True)
m("es-t14", "O", "interior-design", "Préizerdaul", "Bettborn",
  "Voy a abrir un salón de uñas en Bettborn en un local de 35 m² que ya está pintado y con la luz hecha. "
  "Necesito ideas de cómo distribuirlo, qué muebles, qué colores de decoración y qué iluminación para que quede bonito en las fotos de Instagram. "
  "Sin obras, solo asesoramiento.")
m("es-t15", "QP", None, None, None,
  "Hacemos la primera comunión de nuestro hijo el 17 de mayo en Esch y buscamos a alguien que haga catering para 40 personas: paella, tortilla y postres. "
  "¿Tenéis cocineros en la plataforma o es solo para obras?",
  distractors=("Esch",))
