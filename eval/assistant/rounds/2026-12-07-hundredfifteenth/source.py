MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien, de Siffon ënnert dem Spullbecken an der Kichen leeft aus an de ganze Schaf drënner ass naass, kann haut nach een op Rëmeleng kommen??",
    "plumbing", "Rumelange", "Rëmeleng", situation="Kitchen sink trap leaking into the cupboard, wants someone today")
add("lb-s02", "Bonjour, kéint en Elektriker eng Wallbox (11 kW) an eiser Garage zu Bridel montéieren, de Stroumkasten ass direkt niewendrun?",
    "electrical", "Kopstal", "Bridel", situation="Install an 11 kW wallbox in the garage next to the fuse board")
add("lb-s03", "an der Dusch sinn 4 Plättercher lass an d'Fugen bréckelen eraus, mir sinn zu Rodange bei der Grenz, wien mécht esou kleng Aarbechten",
    "tiling", "Pétange", "Rodange", situation="Loose shower tiles and crumbling grout, small job")
add("lb-s04", "Mir sichen e Gäertner deen eis hannert dem neien Haus zu Hamiville eng Wiss séint an zwee Uebstbeem plenzt.",
    "gardening", "Wincrange", "Hamiville", situation="Sow a lawn and plant two fruit trees behind a new house")
add("lb-s05", "Hëllef ech stinn zu Äischen virun der Dier an hunn d'Schlësselen dobanne leie gelooss 😭 kënnt ee séier?",
    "locksmith", "Habscht", "Äischen", situation="Locked out of the house with the keys inside")
add("lb-s06", "Eis Spullmaschinn (Bosch Serie 4) pompelt d'Waasser net méi ewech an et bleift ëmmer Waasser ënnen stoen, gëtt et een deen dat zu Mäerzeg reparéiert?",
    "appliance-repair", "Mertzig", "Mäerzeg", situation="Dishwasher no longer drains, water stays at the bottom")
add("lb-s07", "Sicht een nach e Babysitter fir Samschdeg den Owend, zwee Kanner vu 4 a 7 Joer, mir bezuelen 15 € d'Stonn.",
    None, None, None, situation="Babysitter for Saturday evening (no trade)")
add("lb-s08", "Ech hätt gär en Affekot deen sech mam Aarbechtsrecht auskennt, mäi Patron wëll meng Iwwerstonnen net bezuelen an dreet mat der Kënnegung.",
    "legal", None, None, situation="Employment lawyer: unpaid overtime and threat of dismissal")
add("lb-s09", "D'Fussbodenheizung am Buedzëmmer bleift kal obwuel de Chauffage soss iwwerall leeft, ech mengen et ass eppes mam Verdeeler am Keller, Adress ass zu Roodt-sur-Syre.",
    "heating", "Betzdorf", "Roodt-sur-Syre", situation="Underfloor heating loop in the bathroom stays cold, manifold suspected")
add("lb-s10", "Botzfirma gesicht fir eise Büro vun zirka 180 m2 zu Leideleng, 2x d'Woch nom 18h 🙏",
    "cleaning", "Leudelange", "Leideleng", situation="Office cleaning twice a week after hours")

add("lb-t01", "Zënter enger Woch héiere mir nuets et kraazt a raschelt hannert der Verkleedung am Späicher. Moies leie kleng donkel Kréimelen, wéi Räiskären, op der Fënsterbänk an an der Schublad mat de Kräider. E Sak Hondsfudder am Keller ass ugeknabbert. Mir wunnen zu Bettborn an hunn e Puppelchen am Haus, dofir wëll ech net selwer mat Gëft hantéieren. Wien kann dat fir eis an de Grëff kréien?",
    "pest-control", "Préizerdaul", "Bettborn", kind="a", nu="U", situation="Mice droppings and gnawed dog food, baby at home")
add("lb-t02", "No där Stuermnuecht vum Weekend leien dräi Zillen zerbrach an der Entrée. Zanter deem drëpst et beim Reen an der Eck vum Kannerzëmmer uewen duerch d'Decken, e bronge Flecken gëtt ëmmer méi grouss. Mäi Mann ass mat der Leeder eropgaangen, mee hien huet sech net bis op de Fiischt getraut. D'Haus ass zu Heiderscheid, Rue de la Sûre. Kann een nach dës Woch laanscht kucken kommen?",
    "roofing", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U", situation="Storm blew tiles off, rain drips through the top-floor ceiling")
add("lb-t03", "D'Mauer vun eiser Garage, déi un d'Haus ugebaut ass, huet e Rëss vun uewen bis ënnen kritt. Virun engem Joer war dat nach wéi en Hoer, elo passt bal e Fanger eran. E puer Blocken wackelen och schonn a vu baussen fällt de Bestach of. Mir sinn zu Moutfort, hannert der Kierch.",
    "masonry", "Contern", "Moutfort", kind="a", nu="U", situation="Widening crack through the block wall of an attached garage")
add("lb-t04", "Eise Schwoer huet eis geroden, d'Wärmepompel nuets ganz auszeschalten fir Stroum ze spueren. Zanter deem ass d'Haus moies op 16 Grad an de Compteur dréint méi séier wéi virdrun. Un d'Astellungen um Display traue mir eis net erun, do ass vun Heizkurv a Virlaf d'Ried. Mir sinn zu Michelau. Wien kann dat eng Kéier richteg astellen?",
    "heating", "Bourscheid", "Michelau", kind="b", nu="U", situation="Brother-in-law said switch the heat pump off at night; house cold, higher consumption")
add("lb-t05", "Am Fréijoer hunn ech d'Fassad vum Haus selwer gestrach, de Verkeefer am Baumarkt sot, déi normal Wandfaarf géif dat och maachen. Elo, no engem Wanter, blättert se a grousse Stécker of a mat all Reen gëtt et méi schlëmm. Ech wëll dat elo richteg maache loossen. Kennt dir e Mooler deen Fassaden mécht an zu Munsbach schaffe kéint?",
    "painting", "Schuttrange", "Munsbach", kind="b", nu="N", situation="DIY store sold interior paint for the facade; it is peeling")
add("lb-t06", "Mäi Brudder huet eise Parquet am Living geschlaff an duerno mat Leinueleg agestrach, hie sot dat wier dat Bescht fir Eech. Elo ass de Buedem no dräi Wochen nach ëmmer pecheg, et bleiwe Flecken an ee gesäit d'Spuere vun de Strëmp. D'Holz ass massiv Eech, ongeféier 35 m2. Gëtt et een ëm Rouspert deen dat nach eng Kéier richteg ofschleift a versigelt?",
    "carpentry", "Rosport-Mompach", "Rouspert", not_place=("Eech", "Holz"), kind="b", nu="U", situation="Brother oiled the oak parquet with linseed oil, still sticky; needs resanding and sealing")
add("lb-t07", "Mir plënneren Enn Mäerz vun Déifferdeng op Metz, well meng Fra do eng nei Aarbecht huet. E Kolleg sot, dat wier kee Problem, e Camionnette lounen a puer Frënn froen. Mee mir wunnen am drëtte Stack ouni Lift an hunn e Schaf aus massivem Eechenholz, deen där véier Mann net vum Fleck kréien. Elo hätte mer dach gär eng Demenagementsfirma, déi och ofbaut an nees zesummesetzt. Wat kascht dat ongeféier?",
    "moving", "Differdange", "Déifferdeng", distractors=("Metz",), kind="b", nu="N", situation="Friend said rent a van; third floor, no lift, heavy wardrobe, move to Metz")
add("lb-t08", "Mir hunn eng kleng Bäckerei zu Bouneweg mat zwee Verkafsdësch an engem Büro hannen. Zanter e puer Wochen fällt all Moien de Wifi aus, d'Keess hëlt dann keng Kaarte méi an den Etiquettendrécker am Büro gëtt net méi fonnt. Mäi Neveu huet de Router schonn dräimol nei gestart, dat hëlleft just eng Stonn. Mir brauchen een deen eist Netz eng Kéier uerdentlech opriicht.",
    "it-support", "Luxembourg", "Bouneweg", kind="c", nu="U", situation="Bakery: Wi-Fi drops every morning, card terminal and label printer fail")
add("lb-t09", "Eise Fussballclub zu Zéisseng feiert dëse Summer 75 Joer. Fir d'Festbroschür brauche mir Equipefotoe vun all eise Jugendmannschaften an um Festdag e kuerze Film. Mir sinn e Veräin vu Benevollen an hunn net vill Budget. Kennt der e Fotograf deen och Video mécht?",
    "photography", "Luxembourg", "Zéisseng", kind="c", nu="N", situation="Football club jubilee: youth team photos and a short film")
add("lb-t10", "Mir sinn eng Musek mat 40 Memberen an eise Keessebeamten hält no 22 Joer op. Keen anere wëll dat iwwerhuelen, an elo musse mir och nach eisen Dirigent ugemellt bezuelen, mat Lounziedel a Sécurité sociale. Mir sichen een extern deen d'Konte vum Veräin féiert an all Mount de Pai mécht.",
    "accounting", None, None, kind="c", nu="U", situation="Brass band needs external bookkeeping and monthly payroll for the conductor")
add("lb-t11", "Ech leeden eng Crèche mat 30 Kanner. Vill Elteren verstinn eis Bréiwer net gutt, virun allem déi portugisesch an englesch Familljen. Elo hu mir eng nei Hausuerdnung vun 12 Säiten an d'Umeldungsformulairen, déi bis September och op Portugisesch an Englesch misste sinn. Ka mir een dat maachen, mat Rechnung op d'Crèche?",
    "translation", None, None, kind="c", nu="U", situation="Day nursery needs house rules and forms in Portuguese and English")
add("lb-t12", "Mir wunnen zu Nobressart an der Belsch, just hannert der Grenz bei Ell, an eisen Daach geet no Osten a Westen. Lount sech do eng Photovoltaikanlag iwwerhaapt, oder bréngt dat just eppes op engem Daach no Süden? Mäi Patron zu Lëtzebuerg sot, an der Belsch wier dat mat de Primmen anescht. Schafft dir och op där Säit vun der Grenz?",
    "solar", "abroad", "Nobressart", distractors=("Belsch", "Ell", "Lëtzebuerg"), kind="d", nu="N", situation="Is PV worth it on an east-west roof in a Belgian border village")
add("lb-t13", "Mir hunn en Appartement um Kierchbierg kaaft, 85 m2, mat enger oppener Kichen déi awer ganz däischter ass. Ech froe mech ob et sech lount en Interieur-Designer ze huele fir d'Aménagement an d'Luuchten ze plangen, oder ob dat just eppes fir räich Leit ass. Wéi vill Stonnen rechent esou een normalerweis fir e Plang vun de Miwwelen an de Faarwen?",
    "interior-design", "Luxembourg", "Kierchbierg", kind="d", nu="N", situation="Is an interior designer worth it for a dark open-plan flat; how many hours")
add("lb-t14", "D'Haus vu menger Groussmamm zu Esch-Uelzecht steet elo eidel a mir wëllen do eranzéien. Kichen a Buedzëmmer sinn aus de 70er Joren, d'Stroumleitunge sinn al an d'Biedem mussen och eraus. Wéi laang dauert esou eppes realistesch wann een alles zur selwechter Zäit mécht, a mat wéi vill Suen pro m2 muss ee rechnen? Mir hätten dat gär fäerdeg bis d'Kand am September an d'Schoul kënnt.",
    "renovation", "Esch-sur-Alzette", "Esch-Uelzecht", kind="d", nu="U", situation="How long and how much to redo grandmother's 1970s house before September")
add("lb-t15", "Ech hunn eng kleng Reitschoul mat 12 Päerd an d'Leit ruffen mech de ganzen Dag un fir Stonnen ze reservéieren. Ech hätt gär, datt si dat selwer online maachen an direkt och bezuelen. Ass et besser esou e fäerdege Baukasten ze huelen, oder léisst een sech dat liwwer programméieren? A wat kascht dat ongeféier am Joer?",
    "web-development", None, None, kind="d", nu="U", situation="Riding school wants online booking and payment: builder kit or custom")

# ---------------- French ----------------
add("fr-s01", "Plusieurs prises de la cuisine ne donnent plus de courant et le disjoncteur saute dès qu'on branche la bouilloire, maison à Saeul, quelqu'un de dispo cette semaine ?",
    "electrical", "Saeul", "Saeul", situation="Kitchen sockets dead, breaker trips when the kettle is plugged in")
add("fr-s02", "les gouttières débordent à chaque averse et une descente s'est décrochée du mur, c'est pour une maison à beaufort",
    "roofing", "Beaufort", "beaufort", situation="Overflowing gutters and a downpipe come off the wall")
add("fr-s03", "Je voudrais faire remplacer le cylindre de la porte d'entrée par un modèle de sécurité avec cinq clés, appartement à Ingeldorf.",
    "locksmith", "Erpeldange-sur-Sûre", "Ingeldorf", situation="Replace the front door cylinder with a security model")
add("fr-s04", "Notre four Siemens ne chauffe plus du tout alors que la lumière et le ventilateur marchent, quelqu'un peut passer à Reisdorf ?",
    "appliance-repair", "Reisdorf", "Reisdorf", situation="Oven light and fan work but it no longer heats")
add("fr-s05", "Besoin de faire traduire un bail commercial de 14 pages du français vers l'allemand avant le 15, c'est possible ?",
    "translation", None, None, situation="Translate a 14-page commercial lease from French into German")
add("fr-s06", "Quelqu'un connaît un bon garage pas trop cher pour la révision des 60 000 km de ma Clio ?",
    None, None, None, situation="Car service for a Clio (no trade)")
add("fr-s07", "Déménagement d'un studio de Olm vers Bruxelles le 3 mai, une quinzaine de cartons, un lit et un canapé, devis svp",
    "moving", "Kehlen", "Olm", distractors=("Bruxelles",), situation="Studio move from Olm to Brussels")
add("fr-s08", "Cherche femme de ménage 4h par semaine pour un appartement au Limpertsberg, de préférence le vendredi matin.",
    "cleaning", "Luxembourg", "Limpertsberg", situation="Weekly home cleaner for a flat")
add("fr-s09", "Des cafards dans la cuisine de mon appart à Dudelange, j'ai tout essayé avec les produits du supermarché et ils reviennent toujours 🤢",
    "pest-control", "Dudelange", "Dudelange", situation="Cockroaches in a kitchen despite shop products")
add("fr-s10", "Bonjour, je souhaiterais un devis pour environ 9 kWc de panneaux photovoltaïques avec onduleur hybride sur notre maison neuve, code postal L-5811.",
    "solar", "Hesperange", "L-5811", situation="Quote for 9 kWp PV with hybrid inverter on a new house")

add("fr-t01", "Depuis deux semaines le compteur d'eau tourne même quand tous les robinets sont fermés, je l'ai surveillé toute une nuit. Au fond du garage il y a une tache humide au sol qui s'agrandit. Notre facture du trimestre a presque doublé. On habite une maison des années 60 à Wasserbillig, les tuyaux sont d'origine. Qui peut trouver d'où ça vient ?",
    "plumbing", "Mertert", "Wasserbillig", kind="a", nu="U", situation="Water meter turns with all taps shut; hidden supply leak")
add("fr-t02", "Dans la cuisine, trois carreaux du sol sonnent creux quand on marche dessus. Ce matin l'un d'eux s'est soulevé d'un coup avec un bruit sec et il est fendu en travers. On a encore une boîte de carreaux de réserve à la cave, du 60x60 posé il y a cinq ans par l'ancien propriétaire. Maison à Schouweiler, on a deux petits qui courent partout.",
    "tiling", "Dippach", "Schouweiler", kind="a", nu="U", situation="Hollow-sounding floor tiles, one tented up and cracked")
add("fr-t03", "La pression de l'installation descend à 0,5 bar tous les deux ou trois jours et je dois remettre de l'eau. Quand elle est basse, les radiateurs de toute la maison sont à peine tièdes. Je ne vois aucune fuite nulle part, ni sur les tuyaux ni sous la chaudière. On est à Huldange, tout au nord, et il fait déjà -5 la nuit.",
    "heating", "Troisvierges", "Huldange", kind="a", nu="U", situation="Central heating pressure keeps dropping, radiators lukewarm")
add("fr-t04", "Ma belle-mère nous a assuré qu'on pouvait peindre directement sur le vieux papier peint vinyle du salon et des deux chambres. Trois semaines plus tard, il fait des cloques partout et les lés se décollent. Maintenant il faut tout arracher, reboucher et repeindre proprement. On cherche un peintre pour environ 70 m² de murs à Bofferdange, idéalement avant les fêtes.",
    "painting", "Lorentzweiler", "Bofferdange", kind="b", nu="N", situation="Mother-in-law said paint over vinyl wallpaper; it blistered")
add("fr-t05", "Le vendeur du magasin de meubles nous avait garanti que l'armoire en kit rentrerait sous la pente du toit de la chambre d'amis. Évidemment elle fait 20 cm de trop, et on a perdu un week-end et deux cents euros. On voudrait maintenant un placard sur mesure en bois massif, avec des portes coulissantes, qui suive l'angle du plafond. La maison est à Wilwerwiltz, la pièce fait 3,40 m de long.",
    "carpentry", "Kiischpelt", "Wilwerwiltz", not_place=("cents",), kind="b", nu="U", situation="Shop said flat-pack wardrobe fits under the slope; wants a built-in one")
add("fr-t06", "Mon voisin m'a conseillé de mettre du sel et de la chaux vive sur la pelouse pour enlever la mousse. Résultat : la moitié du gazon est jaune et brûlée, et rien ne repousse. Je voudrais qu'on refasse toute la pelouse, environ 300 m², avec un arrosage automatique si possible. J'habite à Volmerange-les-Mines, juste après la frontière côté Dudelange, vous travaillez aussi en France ?",
    "gardening", "abroad", "Volmerange-les-Mines", distractors=("Dudelange", "France"), kind="b", nu="U", situation="Neighbour's salt-and-lime moss cure burnt the lawn; French border village")
add("fr-t07", "On vend notre appartement à Lintgen et notre maison ne sera prête qu'en octobre, donc il faut tout stocker pendant quatre mois. Ma sœur m'a dit de tout mettre dans le garage de nos parents à Arlon, mais il est humide et personne ne peut y porter un canapé d'angle. Je cherche plutôt des déménageurs qui emballent, transportent et gardent les meubles dans un garde-meuble. Combien faut-il compter pour un 3 pièces ?",
    "moving", "Lintgen", "Lintgen", distractors=("Arlon",), kind="b", nu="N", situation="Sister said store furniture in a damp garage in Arlon; wants movers with storage")
add("fr-t08", "Je suis kiné et nous sommes trois dans un cabinet au quartier Gare. Depuis qu'on a changé de fournisseur internet, l'imprimante partagée et le logiciel de rendez-vous ne fonctionnent plus que sur un seul poste. Le technicien du fournisseur dit que ce n'est pas son problème. On voudrait quelqu'un qui remette le réseau en ordre et qui fasse aussi les sauvegardes.",
    "it-support", "Luxembourg", "Gare", kind="c", nu="U", situation="Physio practice: shared printer and booking software broken after ISP change")
add("fr-t09", "Nous avons repris un restaurant au bord de la Moselle à Ehnen et la carte change avec les saisons. Il nous faut des images des plats, de la terrasse et de l'équipe pour la nouvelle carte et les réseaux sociaux. Un photographe qui sait travailler avec la lumière naturelle serait idéal. Disponible en semaine le matin, avant le service de midi ?",
    "photography", "Wormeldange", "Ehnen", distractors=("Moselle",), kind="c", nu="N", situation="Riverside restaurant needs photos of dishes, terrace and team")
add("fr-t10", "Je tiens une boucherie avec deux vendeuses et un apprenti. Jusqu'ici c'était mon beau-père qui s'occupait des papiers, mais il arrête à la fin de l'année. Il me faut quelqu'un pour les fiches de salaire, les déclarations de TVA et le bilan annuel. Moi je ne connais rien à tout ça.",
    "accounting", None, None, kind="c", nu="U", situation="Butcher's shop needs payroll, VAT returns and annual accounts")
add("fr-t11", "Notre club de tennis loue depuis 30 ans un terrain à un agriculteur, avec un bail signé par l'ancien président. Le fils de l'agriculteur veut maintenant résilier et construire dessus, en nous laissant six mois. Le comité voudrait l'avis d'un avocat avant la prochaine assemblée générale, pour savoir si le bail nous protège.",
    "legal", None, None, kind="c", nu="N", situation="Tennis club's land lease terminated by the farmer's son")
add("fr-t12", "Nous avons acheté une vieille grange en pierre à Hosingen et nous voulons la transformer en maison avec trois chambres. Il faut tout faire : sols, isolation, électricité, sanitaires, cuisine. Est-ce réaliste en un an, et quel budget au m² faut-il prévoir à peu près ? Un ami architecte parle de 2.500 €/m² plus dix pour cent d'imprévus, ça me semble énorme.",
    "renovation", "Parc Hosingen", "Hosingen", not_place=("cent",), kind="d", nu="U", situation="Barn conversion into a three-bedroom house: time and budget")
add("fr-t13", "On vient d'emménager dans une maison mitoyenne à Bettembourg, le rez-de-chaussée est une longue pièce sombre avec salon et salle à manger en enfilade. On ne sait pas où mettre le canapé et la table, ni quelles couleurs choisir pour que ça paraisse moins étroit. Est-ce que ça vaut la peine de payer quelqu'un pour un plan d'aménagement et d'éclairage, ou on se débrouille avec Pinterest ? Et ça coûte combien en général ?",
    "interior-design", "Bettembourg", "Bettembourg", kind="d", nu="U", situation="Is paying for a layout and lighting plan worth it for a dark narrow ground floor")
add("fr-t14", "Je veux remplacer la vieille haie le long de la rue par un muret d'environ 1 m de haut sur 25 m. Vaut-il mieux le faire en blocs béton crépis ou en pierres naturelles, niveau prix et durée de vie ? Un maçon de la région pourrait-il me donner un ordre de prix ? C'est à Useldange, terrain en légère pente.",
    "masonry", "Useldange", "Useldange", kind="d", nu="N", situation="Low front wall: rendered concrete blocks or natural stone, price")
add("fr-t15", "Je suis ostéopathe et je m'installe à mon compte en janvier. Une amie m'a montré Wix, mais je me demande si une petite page faite par un pro avec prise de rendez-vous en ligne ne vaut pas mieux. Combien ça coûte en moyenne, et qui s'occupe ensuite des mises à jour ?",
    "web-development", None, None, kind="d", nu="U", situation="Osteopath: DIY builder or a professional page with online booking")

# ---------------- German ----------------
add("de-s01", "Wir möchten unsere 25 Jahre alte Ölheizung in Weiswampach gegen eine Pelletheizung tauschen, wer kann uns dafür ein Angebot machen?",
    "heating", "Weiswampach", "Weiswampach", situation="Replace a 25-year-old oil boiler with a pellet system")
add("de-s02", "Beim Sturm hat sich am Kamin die Blechverwahrung auf dem Dach gelöst und klappert jetzt bei jedem Wind, Haus in Noerdange.",
    "roofing", "Beckerich", "Noerdange", situation="Chimney flashing torn loose on the roof by the storm")
add("de-s03", "suche jemanden der mir im keller in bech ca 25 m2 feinsteinzeug verlegt, fliesen sind schon da",
    "tiling", "Bech", "bech", situation="Lay 25 m2 of porcelain tiles in a cellar, tiles already bought")
add("de-s04", "Können Sie in Medernach an unserer Haustür einen elektronischen Zylinder mit Fingerprint nachrüsten?",
    "locksmith", "Vallée de l'Ernz", "Medernach", not_place=("einen",), situation="Retrofit a fingerprint cylinder on the front door")
add("de-s05", "Zwei große Fichten im Garten in Berburg sind vom Borkenkäfer abgestorben und müssten gefällt werden, bevor sie aufs Nachbarhaus fallen.",
    "gardening", "Manternach", "Berburg", situation="Fell two bark-beetle-killed spruces before they hit the neighbour's house")
add("de-s06", "Nach Estrich und Verputz im Neubau (PLZ L-5230) brauchen wir eine gründliche Baureinigung mit Fenstern, ungefähr 160 m2.",
    "cleaning", "Sandweiler", "L-5230", situation="Builders' clean of a new house including windows")
add("de-s07", "Lohnt sich für unser Flachdach in Capellen eine PV-Anlage mit Aufständerung nach Süden, so um die 8 kWp?",
    "solar", "Mamer", "Capellen", situation="Is a south-tilted 8 kWp PV system on a flat roof worth it")
add("de-s08", "Ich brauche einen Anwalt für Mietrecht, weil mein Vermieter die Kaution von 3.600 € seit acht Monaten nicht zurückzahlt.",
    "legal", None, None, not_place=("einen",), situation="Landlord has kept a 3,600 EUR deposit for eight months")
add("de-s09", "Gibt es hier jemanden, der Hundesitting für einen alten Labrador übernimmt, während wir zwei Wochen auf Mallorca sind?",
    None, None, None, distractors=("Mallorca",), not_place=("einen",), situation="Dog sitter while on holiday (no trade)")
add("de-s10", "Wer baut uns eine Holztreppe mit Eichenstufen in ein Einfamilienhaus in Strassen, der Rohbau ist fertig?",
    "carpentry", "Strassen", "Strassen", situation="Build a wooden staircase with oak treads in a new house")

add("de-t01", "Wenn man im Gäste-WC spült, steigt das Wasser fast bis zum Rand und läuft dann ganz langsam ab. Im Keller riecht es seit ein paar Tagen nach Abwasser, vor allem in der Nähe vom Bodenablauf. Die Dusche oben gluckert, wenn die Waschmaschine abpumpt. Wir wohnen in einem Reihenhaus in Diekirch, Baujahr 1978.",
    "plumbing", "Diekirch", "Diekirch", kind="a", nu="U", situation="Slow WC, sewage smell in the cellar: blocked drain")
add("de-t02", "Im Schlafzimmerschrank haben mehrere Wollpullover plötzlich kleine Löcher. Auf dem Teppich unter dem Bett liegen winzige helle Gespinste und abends flattert ab und zu ein kleiner silbriger Falter herum. Lavendelsäckchen haben nichts gebracht. Wohnung in Walfer, zweiter Stock. Wie werden wir die los, ohne alles wegzuwerfen?",
    "pest-control", "Walferdange", "Walfer", kind="a", nu="U", situation="Clothes moths eating woollens and the carpet")
add("de-t03", "Unser Kühlschrank (Liebherr, Kombi mit Gefrierteil unten) ist oben nur noch 12 Grad kalt, obwohl der Kompressor ständig läuft. Im Gefrierfach bildet sich hinten eine dicke Eisschicht. Das Gerät ist vier Jahre alt, also zu schade zum Wegwerfen. Wir sind in Kleinbettingen und diese Woche fast jeden Tag jemand zu Hause.",
    "appliance-repair", "Steinfort", "Kleinbettingen", kind="a", nu="U", situation="Fridge compartment at 12 degrees, ice building up in the freezer")
add("de-t04", "Unsere Vermieterin meinte, wir dürften beim Auszug die knallroten und dunkelblauen Wände im Kinderzimmer einfach so lassen. Jetzt steht im Übergabeprotokoll, dass alles weiß gestrichen übergeben werden muss, und die Übergabe ist schon am 30. Dafür brauchen wir kurzfristig einen Maler, zwei Zimmer mit je etwa 14 m², Wohnung in Frisingen. Bei dem Rot werden wohl zwei Schichten nötig sein.",
    "painting", "Frisange", "Frisingen", not_place=("einen",), kind="b", nu="N", situation="Landlady said dark walls could stay; handover needs them white")
add("de-t05", "Der Nachbar hat uns geraten, die knarrenden Treppenstufen einfach mit langen Schrauben von oben festzuziehen. Jetzt knarrt es immer noch, zwei Stufen haben Risse bekommen und eine Schraube schaut raus. Die Treppe ist aus Holz, Buche, 14 Stufen, ungefähr 40 Jahre alt. Kann sich jemand aus der Gegend um Gilsdorf das anschauen und die Stufen richtig befestigen oder ersetzen?",
    "carpentry", "Bettendorf", "Gilsdorf", not_place=("Holz",), kind="b", nu="U", situation="Neighbour's screws split creaking beech stair treads")
add("de-t06", "Ein Bekannter hat die Risse in unserer Gartenmauer mit Silikon zugespritzt, er meinte, das hält ewig. Nach einem Winter ist das Silikon rausgedrückt, die Risse sind breiter und oben lösen sich die Abdecksteine. Die Mauer ist aus Bruchstein, ungefähr 18 m lang und 1,20 m hoch, und steht in Hassel direkt am Gehweg. Ich habe Angst, dass da einem Passanten was auf den Kopf fällt.",
    "masonry", "Weiler-la-Tour", "Hassel", kind="b", nu="U", situation="Acquaintance filled rubble-wall cracks with silicone; coping stones loose")
add("de-t07", "Mein Schwager sagt, einen Umzug von Bascharage nach Trier schafft man an einem Samstag mit zwei Sprintern und ein paar Kumpels. Wir haben aber ein Aquarium mit 400 Litern, einen Eckschrank aus massiver Eiche und ein Haus mit Keller und Dachboden. Ich hätte lieber eine Umzugsfirma, die auch die Küche abbaut und in Trier wieder aufbaut. Termin wäre Mitte Juni.",
    "moving", "Käerjeng", "Bascharage", distractors=("Trier",), not_place=("einen",), kind="b", nu="N", situation="Brother-in-law says a Saturday with vans will do; house move to Trier")
add("de-t08", "Wir sind ein kleines Architekturbüro in Hamm mit sechs Arbeitsplätzen. Seit dem letzten Windows-Update bricht die Verbindung zum NAS ständig ab und die großen Plandateien lassen sich nicht mehr öffnen. Außerdem soll der neue Kollege ab Montag von zu Hause per VPN arbeiten. Wir suchen jemanden, der unsere Rechner und das Netzwerk betreut, gern mit Wartungsvertrag.",
    "it-support", "Luxembourg", "Hamm", kind="c", nu="U", situation="Architects' office: NAS drops after update, VPN for a new colleague")
add("de-t09", "Wir führen ein kleines Hotel in Berdorf, direkt an den Wanderwegen im Müllerthal. Die Bilder auf unserer Buchungsseite sind zehn Jahre alt und die Zimmer sind inzwischen neu eingerichtet. Wir suchen einen Fotografen für Zimmer, Frühstücksraum und ein paar Außenaufnahmen bei gutem Licht, gern auch mit Drohne. Am besten im Mai, wenn alles grün ist.",
    "photography", "Berdorf", "Berdorf", distractors=("Müllerthal",), not_place=("führen", "einen"), kind="c", nu="N", situation="Hotel needs new photos of rooms and surroundings, drone welcome")
add("de-t10", "Ich habe vor zwei Jahren eine Tierarztpraxis übernommen und den ganzen Papierkram bisher abends selbst gemacht. Mittlerweile haben wir drei Angestellte, und mit Lohnabrechnungen, Belegen und Jahresabschluss komme ich nicht mehr hinterher. Ich suche jemanden, der das laufend übernimmt, am liebsten digital mit Belegupload.",
    "accounting", None, None, kind="c", nu="U", situation="Vet practice owner can no longer keep up with payroll and year-end accounts")
add("de-t11", "Unser Ingenieurbüro bewirbt sich auf eine öffentliche Ausschreibung der Stadt Metz. Die technischen Unterlagen, etwa 40 Seiten, sind auf Deutsch und müssen bis Monatsende auf Französisch eingereicht werden. Wir suchen einen Fachübersetzer mit Erfahrung im Bauwesen. Können Sie uns ein Angebot pro Seite machen?",
    "translation", None, None, distractors=("Metz",), not_place=("einen",), kind="c", nu="N", situation="Engineering firm's tender documents into French for a French city")
add("de-t12", "Wir haben ein altes Haus in Bollendorf gekauft, auf der deutschen Seite der Sauer. Im Keller hängt noch ein Sicherungskasten mit Schraubsicherungen und ohne FI-Schalter. Reicht es, nur einen FI nachzurüsten, oder muss der ganze Verteiler neu? Und fahren Elektriker aus Echternach überhaupt über die Grenze?",
    "electrical", "abroad", "Bollendorf", distractors=("Sauer", "Echternach"), not_place=("einen",), kind="d", nu="N", situation="Old fuse box without RCD in a German border village: add RCD or replace")
add("de-t13", "Wir überlegen, ein Reihenhaus von 1965 in Colmar-Berg zu kaufen. Drinnen ist alles original: Bad, Küche, Leitungen, Fenster, Böden. Was würde es ungefähr kosten, das alles auf einen heutigen Stand zu bringen, und wie viele Monate könnten wir nicht einziehen? Der Makler spricht von 80.000 €, das kommt mir sehr wenig vor.",
    "renovation", "Colmar-Berg", "Colmar-Berg", not_place=("einen",), kind="d", nu="U", situation="Buying a 1965 terraced house: cost and time to bring everything up to date")
add("de-t14", "Unsere Altbauwohnung in der Oberstadt hat 3,50 m hohe Decken und riesige Fenster, aber mit unseren Möbeln wirkt sie leer und ungemütlich. Macht es Sinn, jemanden für ein Konzept mit Farben, Licht und Möbelplan zu holen, oder reicht eine Beratung im Möbelhaus? Was kostet so etwas pro Stunde ungefähr?",
    "interior-design", "Luxembourg", "Oberstadt", kind="d", nu="U", situation="High-ceilinged flat feels empty: pay for a concept or ask the furniture store")
add("de-t15", "Ich verkaufe handgemachte Keramik bisher nur auf Märkten und über Instagram. Jetzt überlege ich, einen eigenen Onlineshop zu haben. Ist Shopify für 150 Produkte sinnvoll oder sollte ich mir lieber etwas mit WooCommerce bauen lassen? Und wer richtet dann die Versandregeln für Frankreich und Belgien ein?",
    "web-development", None, None, distractors=("Frankreich", "Belgien"), not_place=("einen",), kind="d", nu="U", situation="Ceramics maker: Shopify or a custom WooCommerce shop")

# ---------------- English ----------------
add("en-s01", "The toilet cistern keeps refilling and trickling into the bowl all night long, we're in Mullendorf, can a plumber pop round this week?",
    "plumbing", "Steinsel", "Mullendorf", situation="Toilet cistern keeps running into the bowl")
add("en-s02", "need an electrician to put in two outdoor sockets and a couple of garden lights at our place in ettelbruck",
    "electrical", "Ettelbruck", "ettelbruck", situation="Two outdoor sockets and garden lights")
add("en-s03", "Just bought a house in Bonnevoie and we want every lock changed, since we have no idea who still has keys.",
    "locksmith", "Luxembourg", "Bonnevoie", situation="Change all locks after buying a house")
add("en-s04", "Looking for someone to design and plant a low-maintenance front garden with gravel, lavender and ornamental grass in Larochette.",
    "gardening", "Larochette", "Larochette", not_place=("grass",), situation="Design and plant a low-maintenance front garden")
add("en-s05", "Quote needed for moving a 2-bed flat from Brussels to Grevenmacher at the end of August, 4th floor with a lift on the Brussels side.",
    "moving", "Grevenmacher", "Grevenmacher", distractors=("Brussels",), situation="Move from Brussels into Luxembourg (labelled at the Luxembourg end)")
add("en-s06", "After our house party the cream sofa and the living room carpet are a disaster 🙈 anyone doing deep cleaning in Mondercange on Saturday?",
    "cleaning", "Mondercange", "Mondercange", situation="Deep clean of sofa and carpet after a party")
add("en-s07", "Anyone know a patient driving instructor who teaches in English, my 17-year-old needs about 20 lessons?",
    None, None, None, situation="Driving lessons in English (no trade)")
add("en-s08", "I need my 9-page employment contract translated from German into English by Friday so I actually understand what I'm signing.",
    "translation", None, None, situation="Translate an employment contract from German into English")
add("en-s09", "A few slates blew off the roof in Eselborn and there's a gap next to the chimney, can someone patch it before the rain on Saturday?",
    "roofing", "Clervaux", "Eselborn", situation="Slates blown off, gap by the chimney")
add("en-s10", "We want to add six more panels to our existing 4 kWp PV system in Redange, is the current inverter big enough or does it need replacing?",
    "solar", "Redange", "Redange", situation="Extend a 4 kWp PV system by six panels: is the inverter enough")

add("en-t01", "Every time the oven and the kettle are on together, all the lights in the house flicker. Yesterday the socket behind the TV smelled of hot plastic and the cover is now slightly brown. It's an old house in Vianden and we've unplugged everything on that wall for now. Who can come and check it?",
    "electrical", "Vianden", "Vianden", kind="a", nu="U", situation="Lights flicker under load, socket smells of hot plastic")
add("en-t02", "Since the power cut on Tuesday the radiators stay cold, although the boiler fires up and we still get hot water from the taps. There's a humming from the small pump next to the boiler but nothing seems to move. It's down to 15 degrees inside and we have a newborn. We live in Doncols, near the Belgian border.",
    "heating", "Winseler", "Doncols", kind="a", nu="U", situation="Radiators cold after a power cut, circulation pump hums")
add("en-t03", "After this winter the tiles on our balcony in Remich have cracked and several are loose, you can lift them with your fingers. Water gets under them and the ones near the railing have risen by a few millimetres. The balcony is about 12 m² and we'd like it sorted before we put the furniture back out in spring.",
    "tiling", "Remich", "Remich", kind="a", nu="U", situation="Frost-cracked, loose balcony tiles")
add("en-t04", "The paint shop mixed us a warm white and promised one coat would cover our dark grey living room wall. Two coats later it still looks patchy and you can see grey shadows when the lamp is on. I've lost two weekends already. Can someone who does this properly sort out the living room and hallway in Bertrange? It's around 60 m² of walls.",
    "painting", "Bertrange", "Bertrange", kind="b", nu="U", situation="Shop promised one coat would cover dark grey; patchy after two")
add("en-t05", "Our previous handyman told us the deck boards could go straight onto the old paving and didn't need any gaps. Two years later the larch boards have cupped, some are going soft at the ends and water stands underneath. We'd like the deck rebuilt properly on a frame, roughly 4 by 6 metres, at our house in Vichten.",
    "carpentry", "Vichten", "Vichten", kind="b", nu="U", situation="Handyman laid a larch deck on paving without gaps; rebuild on a frame")
add("en-t06", "My father-in-law says the wall between our kitchen and dining room isn't load-bearing and we can knock a doorway through it ourselves with a sledgehammer. It's solid brick, 24 cm thick, and there's a bedroom above, so I'm not convinced. I'd rather pay a proper bricklayer to cut the opening and put in a lintel. House in Wiltz, built around 1955.",
    "masonry", "Wiltz", "Wiltz", kind="b", nu="N", situation="Father-in-law says knock through a brick wall; wants a bricklayer and lintel")
add("en-t07", "We bought two of those ultrasonic plug-ins at the DIY store because the guy there swore they scare rats away. Three weeks later the rats are still in the compost bin and now there's a hole under the garden shed. The kids play out there every day and we have a dog. We're in Cents, could a pest control company come and deal with it safely?",
    "pest-control", "Luxembourg", "Cents", kind="b", nu="N", situation="Ultrasonic repellers did nothing; rats in compost and under the shed")
add("en-t08", "I run a small dance school in Esch-sur-Alzette with two studios. The laptop that plays the music keeps dropping off the Bluetooth speakers, the sign-in tablet at reception can't see the printer, and nobody has backed up the member list in years. I need someone who can set all this up properly once and then be on call when it breaks five minutes before a class.",
    "it-support", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="Dance school: laptop, tablet, printer and backups")
add("en-t09", "Our law firm on Kirchberg has grown to 14 lawyers and the headshots on our profiles are all different styles and ages. We'd like a photographer to come to the office one morning, set up a simple backdrop and shoot everyone the same way, plus a few pictures of the team at work. Ideally the week before our new brochure goes to print.",
    "photography", "Luxembourg", "Kirchberg", kind="c", nu="N", situation="Law firm needs matching headshots of 14 lawyers")
add("en-t10", "We're a small non-profit theatre company with about 30 volunteers and one part-time coordinator. Our treasurer has moved to Canada and the ministry wants proper annual accounts before they pay next year's grant. We need someone to take over the books, run the payroll for the coordinator and prepare the year-end figures.",
    "accounting", None, None, distractors=("Canada",), kind="c", nu="U", situation="Theatre non-profit lost its treasurer; needs books, payroll, year-end")
add("en-t11", "We're a three-person software start-up and a Belgian investor wants to come in with 200k. He has sent us a shareholders' agreement full of French legalese that gives him a veto on almost everything. Before we sign, we want a lawyer who does corporate deals to read it and tell us what to push back on.",
    "legal", None, None, kind="c", nu="N", situation="Start-up wants a shareholders' agreement reviewed before an investment")
add("en-t12", "We've just bought a 1984 flat in Belair: original kitchen, a bathroom with a pink bathtub, parquet hidden under the carpets and the old doors. Is it realistic to get all of it done in about ten weeks before we move in, and what budget should we expect for roughly 95 m²? Do we also need the building's permission for that amount of work?",
    "renovation", "Luxembourg", "Belair", kind="d", nu="U", situation="1984 flat: can kitchen, bath, floors and doors be done in ten weeks, budget")
add("en-t13", "Our Miele tumble dryer is nine years old and since last week it runs but the clothes come out cold and wet. A new one is around 1,100 euros, and a friend paid a 180 euro bill just for a call-out. Is it worth getting ours looked at, or is that money thrown away on a machine that age? We live in Apach, right across the Moselle from Schengen, if anyone comes out that far.",
    "appliance-repair", "abroad", "Apach", distractors=("Moselle", "Schengen"), not_place=("bill",), kind="d", nu="U", situation="Repair a nine-year-old tumble dryer that no longer heats, French border village")
add("en-t14", "We're moving into a new-build semi in Howald next spring and we only have furniture for half of it. Does an interior designer work with the pieces you already own, or do they make you buy everything new from their suppliers? And is it normal to pay by the hour or a fixed fee for a whole floor plan with lighting?",
    "interior-design", "Hesperange", "Howald", kind="d", nu="N", situation="Does an interior designer reuse existing furniture; hourly or fixed fee")
add("en-t15", "I'm putting our holiday cottage on Airbnb and Booking, but I'd like a small site of our own where guests can check dates and book directly without the commission. Can one of those calendar plugins sync with both platforms, or does this need to be built from scratch? What would something like that cost roughly?",
    "web-development", None, None, kind="d", nu="U", situation="Holiday cottage: own direct-booking page synced with platforms")

# ---------------- Portuguese ----------------
add("pt-s01", "Bom dia, o cano de esgoto da cozinha está entupido e a água volta a subir no lava-loiça, moro em Gasperich, alguém pode vir hoje?",
    "plumbing", "Luxembourg", "Gasperich", situation="Blocked kitchen drain, water backs up into the sink")
add("pt-s02", "preciso de um eletricista para instalar luzes LED encastradas no teto da sala e da cozinha, casa em Mondorf",
    "electrical", "Mondorf-les-Bains", "Mondorf", situation="Recessed LED ceiling lights in living room and kitchen")
add("pt-s03", "Quanto leva um pintor para pintar um T3 inteiro em Niederkorn, paredes e tetos em branco, antes de eu entregar as chaves ao propriétaire?",
    "painting", "Differdange", "Niederkorn", situation="Repaint a whole three-room flat white before handing back the keys")
add("pt-s04", "A fechadura da porta da garagem partiu-se por dentro e não consigo abrir nem com a chave, estamos em Stolzembourg",
    "locksmith", "Putscheid", "Stolzembourg", situation="Garage door lock broken inside, will not open with the key")
add("pt-s05", "Procuro senhora da limpeza (femme de ménage) duas vezes por mês para uma casa grande em Greiveldange, pago bem 😊",
    "cleaning", "Stadtbredimus", "Greiveldange", situation="Cleaner twice a month for a large house")
add("pt-s06", "A minha placa de indução Bosch desliga-se sozinha ao fim de cinco minutos e começa a apitar, alguém repara eletrodomésticos perto de Grosbous?",
    "appliance-repair", "Groussbus-Wal", "Grosbous", situation="Induction hob switches itself off after five minutes")
add("pt-s07", "Alguém conhece um explicador de matemática para o meu filho do 10º ano, de preferência que fale português?",
    None, None, None, situation="Maths tutor for a teenager (no trade)")
add("pt-s08", "Preciso de um advogado que fale português, tive um acidente de trabalho na obra e o seguro não quer pagar nada.",
    "legal", None, None, situation="Work accident on a building site, insurer refuses to pay")
add("pt-s09", "Orçamento para mudança de Niederfeulen para Portugal (perto de Viseu) em setembro, casa com 3 quartos, e preciso que guardem algumas coisas cá até dezembro.",
    "moving", "Feulen", "Niederfeulen", distractors=("Portugal", "Viseu"), situation="House move to Portugal with some storage (labelled at the loading end)")
add("pt-s10", "Há baratas em todo o prédio perto da gare de Ettelbruck e o propriétaire não faz nada, posso chamar alguém eu mesma?",
    "pest-control", "Ettelbruck", "Ettelbruck", not_place=("gare",), situation="Cockroaches throughout a building, landlord does nothing")

add("pt-t01", "Desde ontem a sala das máquinas cheira muito a gasóleo e quando a chaudière arranca sai fumo preto pela chaminé. Os radiadores ainda aquecem, mas a casa toda cheira mal. O depósito foi cheio há duas semanas. Moramos em Harlange, ao pé do lago.",
    "heating", "Lac de la Haute-Sûre", "Harlange", kind="a", nu="U", situation="Oil burner smells of fuel and puffs black smoke")
add("pt-t02", "Depois das chuvas de novembro o muro do quintal, que segura a terra do jardim, está inclinado para o lado da entrada do vizinho. Há uma racha grande no meio e cada semana parece maior. Tem uns 1,5 m de altura e é de blocos. Moro em Soleuvre e o vizinho já está a reclamar.",
    "masonry", "Sanem", "Soleuvre", kind="a", nu="U", situation="Block retaining wall leaning and cracking after rain")
add("pt-t03", "No quarto das crianças o soalho range muito e há duas tábuas que afundam quando se pisa, como se não tivessem nada por baixo. Numa delas já há uma fenda e a miúda quase torceu o pé. A casa é antiga, em Heffingen, e o chão é de pinho original.",
    "carpentry", "Heffingen", "Heffingen", kind="a", nu="U", situation="Pine floorboards creak and sag, one split")
add("pt-t04", "A minha vizinha disse-me para limpar os vidros com vinagre e jornal, mas ficou tudo com riscos e manchas brancas nas juntas. São 14 janelas grandes e uma marquise toda de vidro, sozinha não consigo. Queria uma empresa de limpeza que venha uma vez por mês limpar os vidros por dentro e por fora. Moro em Esch/Alzette, perto do Brill.",
    "cleaning", "Esch-sur-Alzette", "Esch/Alzette", kind="b", nu="N", situation="Neighbour's vinegar-and-newspaper tip left streaks; monthly window cleaning")
add("pt-t05", "Comprámos uma casa em Audun-le-Tiche, do lado francês, e o antigo dono jurou que o telhado tinha sido todo refeito em 2010. No sótão vê-se a luz do dia entre as telhas e a madeira tem manchas de água. As caleiras também estão tortas. Alguém de Esch-sur-Alzette vem trabalhar a França?",
    "roofing", "abroad", "Audun-le-Tiche", distractors=("Esch-sur-Alzette", "França"), kind="b", nu="U", situation="Seller swore the roof was redone; daylight between tiles, French border town")
add("pt-t06", "No Brico disseram-me que podia colar os azulejos novos da cozinha por cima dos antigos com uma cola qualquer. Passado um mês, três já caíram e os outros soam ocos. Agora quero tirar tudo e fazer bem feito, com um ladrilhador a sério. São uns 8 m² de parede em Larochette.",
    "tiling", "Larochette", "Larochette", kind="b", nu="N", situation="Store said glue new wall tiles over old ones; they fall off")
add("pt-t07", "O vizinho aconselhou-nos a plantar bambu para termos privacidade no jardim. Três anos depois o bambu está por todo o lado, até no relvado dele e debaixo do terraço. Precisamos de alguém que arranque tudo com as raízes, ponha uma barreira e depois plante uma sebe normal. A casa é em Strassen.",
    "gardening", "Strassen", "Strassen", kind="b", nu="U", situation="Neighbour's bamboo tip: bamboo spreading everywhere, remove and replant")
add("pt-t08", "Tenho uma pequena empresa de construção em Bissen com quatro encarregados de obra. Comprei-lhes portáteis novos, mas ninguém consegue configurar o e-mail da empresa nem a impressora do escritório, e os documentos andam espalhados por pens. Precisava de alguém que ponha tudo a funcionar e guarde os ficheiros num sítio seguro.",
    "it-support", "Bissen", "Bissen", kind="c", nu="U", situation="Construction firm: laptops, e-mail, printer and file storage")
add("pt-t09", "Somos um rancho folclórico português e em junho organizamos o nosso festival anual no pavilhão de Schieren, com grupos de Portugal e de França. Queríamos guardar recordação do dia, com imagens boas dos trajes para o cartaz do próximo ano e um pequeno filme para o Facebook. O orçamento é curto porque somos todos voluntários.",
    "photography", "Schieren", "Schieren", distractors=("Portugal", "França"), kind="c", nu="U", situation="Folk dance group's festival: pictures of costumes and a short film")
add("pt-t10", "Tenho uma empresa de limpezas com seis funcionárias e até agora era a minha cunhada que tratava dos papéis. Ela voltou para Portugal e eu estou perdida com os salários, a Sécurité sociale e a TVA. Procuro um contabilista que fale português e trate de tudo todos os meses.",
    "accounting", None, None, distractors=("Portugal",), kind="c", nu="N", situation="Cleaning company needs monthly payroll, social security and VAT")
add("pt-t11", "A nossa empresa de transportes recebeu o manual de segurança dos camiões em francês, 30 páginas. Metade dos motoristas só lê português e a inspeção do trabalho exige que todos percebam as regras. Precisamos da versão portuguesa até ao fim do mês.",
    "translation", None, None, kind="c", nu="U", situation="Haulage firm's 30-page safety manual needed in Portuguese")
add("pt-t12", "Estamos a pensar comprar uma casa velha em Canach para arranjar: cozinha, casa de banho, eletricidade, janelas e isolamento, tudo dos anos 70. Alguém sabe se o Estado dá ajudas (primes) para isto? E mais ou menos quanto custa por m², para não darmos um passo maior que a perna?",
    "renovation", "Lenningen", "Canach", kind="d", nu="U", situation="Old house to do up entirely: state aid and cost per m2")
add("pt-t13", "Temos uma moradia em Garnich com o telhado virado a sul e estamos a pensar em painéis solares. Vale mais a pena para a água quente ou para a eletricidade? O meu primo em Portugal tem os dois, mas lá há muito mais sol do que no Luxemburgo.",
    "solar", "Garnich", "Garnich", distractors=("Portugal", "Luxemburgo"), kind="d", nu="N", situation="Solar thermal or PV on a south-facing roof")
add("pt-t14", "Comprei um T2 novo em Hollerich mas não tenho jeito nenhum para decorar. Quanto custa mais ou menos um decorador de interiores para escolher cores, móveis e iluminação? Fazem só o plano ou também vão às lojas comigo?",
    "interior-design", "Luxembourg", "Hollerich", kind="d", nu="N", situation="Cost of an interior designer for a new two-room flat")
add("pt-t15", "Faço bolos e pastéis de nata por encomenda em casa e está a correr bem. As pessoas pedem tudo pelo WhatsApp e eu perco-me com as encomendas. Vale a pena ter uma página onde escolhem e pagam online, ou chega o Instagram? Quanto se paga por uma coisa assim?",
    "web-development", None, None, kind="d", nu="U", situation="Home baker: online ordering page or just Instagram")

# ---------------- Italian ----------------
add("it-s01", "Vorrei far installare un addolcitore all'ingresso dell'impianto dell'acqua perché il calcare ci rovina rubinetti e lavatrice, abitiamo a Ehlange.",
    "plumbing", "Reckange-sur-Mess", "Ehlange", situation="Install a water softener at the mains inlet")
add("it-s02", "Devo fare la manutenzione annuale della caldaia a gas a condensazione (Vaillant) a Cruchten, chi lavora in zona?",
    "heating", "Nommern", "Cruchten", situation="Annual service of a gas condensing boiler")
add("it-s03", "Cerco qualcuno che mi costruisca una libreria su misura in rovere massello per la nicchia del soggiorno, appartamento a Merl.",
    "carpentry", "Luxembourg", "Merl", situation="Built-in solid oak bookcase for an alcove")
add("it-s04", "Ho comprato 40 m² di gres effetto legno per il soggiorno e cerco un piastrellista libero a maggio, la casa è ad Ell.",
    "tiling", "Ell", "Ell", situation="Lay 40 m2 of wood-look porcelain tiles")
add("it-s05", "Vorrei installare una cassaforte a muro nella cabina armadio e montare un cilindro europeo antiscasso sulla porta blindata, zona Christnach.",
    "locksmith", "Waldbillig", "Christnach", situation="Wall safe and anti-snap cylinder on the security door")
add("it-s06", "cerco giardiniere per potare due ulivi in vaso e sistemare le aiuole del giardino a dudelange, una volta al mese",
    "gardening", "Dudelange", "dudelange", situation="Monthly garden care: potted olive trees and flower beds")
add("it-s07", "Trasloco dal Limpertsberg a Bertrange il 14 giugno: bilocale al terzo piano senza ascensore e qualche mobile da smontare, chi mi fa un preventivo?",
    "moving", "Luxembourg", "Limpertsberg", distractors=("Bertrange",), situation="Flat move inside Luxembourg, third floor without lift (loading end)")
add("it-s08", "Ringhiera del balcone e persiane in ferro tutte arrugginite, c'è qualcuno che le carteggi e le rivernici a Mamer?",
    "painting", "Mamer", "Mamer", situation="Sand and repaint rusty iron railing and shutters")
add("it-s09", "Qualcuno conosce un sarto bravo che mi accorci un abito e due paia di pantaloni entro sabato?",
    None, None, None, situation="Tailor for alterations (no trade)")
add("it-s10", "Mi serve un interprete italiano-francese per accompagnare mia madre, che arriva da Hagen, a una visita medica specialistica giovedì mattina.",
    "translation", None, None, distractors=("Hagen",), situation="Italian-French interpreter for a mother's medical appointment")

add("it-t01", "Il congelatore a pozzo che teniamo in cantina ha iniziato a fare un ronzio fortissimo che fa vibrare tutto, e poi si ferma da solo. Stamattina i surgelati sopra erano già morbidi. È un Liebherr di sei anni, pieno di carne e di sugo fatto in casa. Abitiamo a Junglinster, qualcuno può venire a vederlo prima che si scongeli tutto?",
    "appliance-repair", "Junglinster", "Junglinster", kind="a", nu="U", situation="Chest freezer buzzes loudly, then stops; food thawing")
add("it-t02", "Quando piove forte compare una macchia d'acqua sul soffitto della mansarda, proprio sotto il lucernario. Dall'esterno si vede che la scossalina intorno al vetro è piegata e una tegola accanto è spostata. La casa è a Perlé, vicino alla frontiera belga, e il lucernario avrà vent'anni.",
    "roofing", "Rambrouch", "Perlé", kind="a", nu="U", situation="Water stain under a roof window in heavy rain, flashing bent")
add("it-t03", "Ogni mattina il balcone è pieno di escrementi e piume, e il tubare comincia alle cinque. Due piccioni hanno fatto il nido dietro l'unità esterna del condizionatore e adesso ci sono anche le uova. Mia figlia ha l'asma e non posso più stendere il bucato fuori. Siamo a Schifflange, terzo piano.",
    "pest-control", "Schifflange", "Schifflange", kind="a", nu="U", situation="Pigeons nesting behind the air-conditioning unit")
add("it-t04", "Mio suocero ha dipinto la cameretta dei bambini con uno smalto per esterni che gli era avanzato, dicendo che tanto è uguale. Dopo due settimane c'è ancora un odore fortissimo e i bambini dormono sul divano. Vorrei un imbianchino che tolga quello che si può e ridipinga con una pittura adatta agli interni. La casa è a Dalheim, la stanza è di circa 12 m².",
    "painting", "Dalheim", "Dalheim", kind="b", nu="N", situation="Father-in-law used leftover exterior enamel in the children's room")
add("it-t05", "Il vecchio proprietario ci aveva detto che le crepe sulla facciata erano solo nell'intonaco, niente di grave. Adesso che l'abbiamo scrostato si vede che i mattoni sotto la finestra della cucina sono spaccati e una parte del muro si muove. Abbiamo comprato a Longwy, a dieci minuti da Rodange, e non sappiamo se qualcuno dal Lussemburgo attraversa il confine per lavori così.",
    "masonry", "abroad", "Longwy", distractors=("Rodange", "Lussemburgo"), kind="b", nu="U", situation="Seller said facade cracks were only render; bricks split, French border town")
add("it-t06", "Mio cognato diceva che la polvere dei lavori sarebbe andata via con un paio di passate di aspirapolvere. Abbiamo finito di rifare bagno e cucina tre settimane fa e c'è ancora una polvere bianca finissima su ogni mobile, nei cassetti e sui vetri. Ci serve qualcuno che tolga tutta questa polvere da ogni angolo della casa, circa 140 m², a Goeblange.",
    "cleaning", "Koerich", "Goeblange", kind="b", nu="U", situation="Brother-in-law said vacuuming would do; fine dust everywhere after works")
add("it-t07", "Un amico mi ha detto che per cambiare un lampadario basta spegnere l'interruttore della luce e non serve toccare il quadro. Ho preso una bella scossa e da allora metà della casa è senza corrente e la levetta del quadro non resta su. Sono a Fouhren, con due bambini piccoli e il frigo spento. Qualcuno può venire oggi?",
    "electrical", "Tandel", "Fouhren", kind="b", nu="U", situation="Friend said the wall switch is enough; shock, breaker will not reset")
add("it-t08", "Abbiamo una piccola agenzia immobiliare a Berchem con tre postazioni e una stampante multifunzione. Da quando è arrivato il nuovo router del provider, i computer non vedono più la cartella condivisa dei contratti e lo scanner non manda più le mail. Cerchiamo qualcuno che sistemi la rete e ci imposti anche un backup automatico.",
    "it-support", "Roeser", "Berchem", kind="c", nu="U", situation="Estate agency: shared folder and scan-to-mail broken after router change")
add("it-t09", "La nostra piccola cantina a Bous produce crémant e vini bianchi da tre generazioni. Per la nuova etichetta e per la fiera di Düsseldorf ci servono immagini delle bottiglie, delle vigne durante la vendemmia e della famiglia al lavoro. La vendemmia comincia verso il 20 settembre, quindi bisognerebbe fissare presto.",
    "photography", "Bous-Waldbredimus", "Bous", distractors=("Düsseldorf",), kind="c", nu="U", situation="Family winery needs pictures of bottles, harvest and family")
add("it-t10", "Gestisco un negozio di alimentari italiani con mia moglie e un dipendente part-time. Finora i conti li teneva un amico di famiglia, ma si è trasferito a Milano. Cerchiamo un commercialista che segua IVA, buste paga e bilancio, possibilmente che parli italiano.",
    "accounting", None, None, distractors=("Milano",), kind="c", nu="N", situation="Italian grocery needs VAT, payroll and annual accounts")
add("it-t11", "Abbiamo una pizzeria qui in Lussemburgo da otto anni e il proprietario dei locali vuole triplicare l'affitto al rinnovo del contratto. Dice che se non firmiamo entro fine mese dobbiamo andarcene. Ci serve un avvocato esperto di locazioni commerciali per capire quali diritti abbiamo.",
    "legal", None, None, distractors=("Lussemburgo",), kind="c", nu="N", situation="Pizzeria's landlord wants to triple the commercial rent")
add("it-t12", "Abbiamo ereditato la casa dei nonni a Oberkorn, costruita nel 1962 e mai toccata. Bisognerebbe rifare impianti, bagno, cucina, pavimenti e serramenti. Conviene sistemarla o è meglio venderla così com'è e comprare altro? Quanto si spende, più o meno, per una casa di 130 m²?",
    "renovation", "Differdange", "Oberkorn", kind="d", nu="U", situation="Inherited 1962 house: do it all up or sell as is, cost")
add("it-t13", "Abitiamo in un condominio di otto appartamenti a Esch-sur-Alzette e alcuni di noi vorrebbero mettere il fotovoltaico sul tetto comune. Si può fare anche se non tutti i proprietari sono d'accordo, e come si divide poi la corrente prodotta? Qualcuno ha esperienza con impianti condivisi?",
    "solar", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="N", situation="Shared PV on an apartment building roof: consent and sharing")
add("it-t14", "Vorrei trasformare la mansarda in uno studio per lavorare da casa, ma il soffitto è inclinato e la luce arriva da un solo lucernario. Ha senso pagare un interior designer per una sola stanza, o è uno spreco? La casa è a Bereldange e la stanza fa circa 20 m².",
    "interior-design", "Walferdange", "Bereldange", kind="d", nu="N", situation="Is an interior designer worth it for one attic home office")
add("it-t15", "Sono personal trainer e vorrei vendere abbonamenti online con video-lezioni e schede di allenamento personalizzate. Mi conviene usare una piattaforma già pronta o farmi fare qualcosa su misura con un'area riservata ai clienti? E quanto costa mantenerlo ogni anno?",
    "web-development", None, None, kind="d", nu="U", situation="Personal trainer: ready-made platform or custom members' area")

# ---------------- Spanish ----------------
add("es-s01", "Necesito que alguien me instale un grifo nuevo en la cocina y la toma de agua con desagüe para el lavavajillas, vivo en Dahl.",
    "plumbing", "Goesdorf", "Dahl", situation="Fit a new kitchen mixer and the dishwasher water and drain connection")
add("es-s02", "Quiero cambiar todos los enchufes e interruptores antiguos de la casa y poner un diferencial nuevo, estamos en Tuntange.",
    "electrical", "Helperknapp", "Tuntange", situation="Replace all old sockets and switches and add an RCD")
add("es-s03", "después del granizo del martes hay tejas rotas en el tejado de mi casa en boulaide y gotea en el desván, alguien puede venir a mirarlo",
    "roofing", "Boulaide", "boulaide", situation="Hail broke roof tiles, leak into the attic")
add("es-s04", "Me han robado el bolso con las llaves y la dirección dentro, necesito cambiar la cerradura hoy mismo, vivo en el Grund 😰",
    "locksmith", "Luxembourg", "Grund", situation="Bag with keys and address stolen, change the lock today")
add("es-s05", "Busco a alguien que saque el tocón grande de un abeto que cortamos y deje el césped nivelado, en Schoos.",
    "gardening", "Fischbach", "Schoos", situation="Remove a large fir stump and level the lawn")
add("es-s06", "Nuestra comunidad de vecinos busca empresa de limpieza para la escalera y el portal una vez por semana, edificio de 12 pisos en Bettembourg.",
    "cleaning", "Bettembourg", "Bettembourg", situation="Weekly cleaning of stairwell and entrance of a 12-flat building")
add("es-s07", "La campana extractora de la cocina ya no aspira nada y hace un ruido de motor horrible, ¿alguien que repare electrodomésticos en Lamadelaine?",
    "appliance-repair", "Pétange", "Lamadelaine", situation="Cooker hood no longer extracts, motor noise")
add("es-s08", "Mudanza internacional de Madrid a Luxemburgo ciudad a finales de septiembre, piso de 70 m², la empresa me paga la mudanza y necesito tres presupuestos.",
    "moving", "Luxembourg", "Luxemburgo", distractors=("Madrid",), situation="International move from Madrid into the city (labelled at the Luxembourg end)")
add("es-s09", "¿Alguien conoce una peluquería canina por aquí que sepa cortar a un caniche muy nervioso?",
    None, None, None, situation="Dog groomer for a nervous poodle (no trade)")
add("es-s10", "Necesito un abogado de extranjería porque a mi marido, que es colombiano, le han denegado el permiso de residencia y su visado Schengen caduca en tres semanas.",
    "legal", None, None, not_place=("Schengen",), situation="Immigration lawyer: residence permit refused, visa expiring")

add("es-t01", "Cada vez que alguien cierra un grifo en el piso de arriba se oye un golpe fortísimo en las tuberías, como un martillazo. La tubería que pasa por debajo del fregadero tiembla y ya se ha soltado una abrazadera. Empezó después de que cambiaran el contador en la calle. Vivimos en una casa adosada en Mersch.",
    "plumbing", "Mersch", "Mersch", kind="a", nu="U", situation="Water hammer bangs in the pipes since the meter was changed")
add("es-t02", "En la pared de la cocina, junto a los fogones, se han caído dos azulejos esta semana. Detrás, el cemento cola está hecho polvo y los de alrededor suenan a hueco cuando les doy golpecitos. Son de los años 90 y tengo algunos de repuesto en el sótano. Casa en Tétange.",
    "tiling", "Kayl", "Tétange", kind="a", nu="U", situation="Wall tiles behind the cooker falling off, adhesive powdery")
add("es-t03", "La escalera plegable de madera que baja del desván tiene un peldaño partido y otro que cruje muchísimo. Además la trampilla ya no cierra bien y entra aire frío al pasillo. Mi marido sube cada semana a buscar cosas y me da miedo que se caiga. Estamos en Wecker, cerca de la estación.",
    "carpentry", "Biwer", "Wecker", kind="a", nu="U", situation="Wooden loft ladder has a split rung, hatch no longer closes")
add("es-t04", "Un amigo nos dijo que sobre las placas de yeso nuevas se podía pintar directamente, sin imprimación. Ahora, después de dos manos, se ven todas las juntas y los tornillos, y han quedado manchas brillantes y mates. Son el salón y el pasillo de la casa nueva en Rumelange, unos 90 m² de paredes y techos. Necesitamos que alguien lo deje bien antes de que llegue el sofá.",
    "painting", "Rumelange", "Rumelange", kind="b", nu="U", situation="Friend said no primer on new plasterboard; joints show through")
add("es-t05", "En la tienda de bricolaje me dijeron que podía hacer la barbacoa de obra del jardín con ladrillos normales y cemento del saco. Al primer fuego se agrietó entera y ahora se desprenden trozos. Quiero que un albañil la haga bien, con ladrillo refractario, y de paso un pequeño murete al lado. Estamos en Gonderange.",
    "masonry", "Junglinster", "Gonderange", kind="b", nu="N", situation="Store said ordinary bricks do for a built BBQ; it cracked")
add("es-t06", "Mi suegra dice que con hojas de laurel y canela las hormigas se van solas. Llevamos un mes con laurel en todos los rincones y siguen saliendo en fila por el rodapié de la cocina, y ahora también en el baño. Creo que vienen de un hueco de la terraza. Vivimos en Clemency y ya no sé qué hacer.",
    "pest-control", "Käerjeng", "Clemency", kind="b", nu="U", situation="Mother-in-law's bay-leaf remedy failed; ants in kitchen and bathroom")
add("es-t07", "El dueño anterior nos dijo que la caldera de pellets solo había que limpiarla una vez al año, y nosotros ni eso, la verdad. Ahora se apaga sola dos o tres veces al día y el cenicero está a rebosar. Vivimos en Messancy, en Bélgica, a cinco minutos de Aubange y de la frontera con Luxemburgo. ¿Hay alguien del lado luxemburgués que venga hasta aquí?",
    "heating", "abroad", "Messancy", distractors=("Bélgica", "Aubange", "Luxemburgo"), kind="b", nu="U", situation="Previous owner's once-a-year tip: pellet boiler keeps going out, Belgian border village")
add("es-t08", "Somos una clínica dental pequeña en Echternach con dos sillones y una recepción. El ordenador de las radiografías va lentísimo, la impresora de recepción se desconecta cada dos por tres y no tenemos ni idea de si se hacen copias de seguridad de las fichas de los pacientes. Necesitamos a alguien que lo revise todo y nos haga un mantenimiento mensual.",
    "it-support", "Echternach", "Echternach", kind="c", nu="U", situation="Dental clinic: slow X-ray PC, printer drops, unknown backups")
add("es-t09", "Hemos abierto un rocódromo en Senningerberg y necesitamos fotos para los folletos y las redes: gente escalando, los niños en los cursos y el local vacío. Buscamos un fotógrafo que no tenga miedo a las alturas y que pueda venir un sábado con el local lleno. ¿Hacéis también vídeos cortos para Instagram?",
    "photography", "Niederanven", "Senningerberg", kind="c", nu="N", situation="Climbing gym needs action photos and short videos")
add("es-t10", "Somos una asociación cultural de flamenco con unos 60 socios, clases semanales y dos espectáculos al año. Hasta ahora el tesorero llevaba las cuentas en un Excel, pero el ministerio nos pide unas cuentas anuales en regla para darnos la subvención. Buscamos a alguien que se encargue de llevarlo todo y presentar los papeles a tiempo.",
    "accounting", None, None, kind="c", nu="U", situation="Flamenco association needs proper annual accounts for a grant")
add("es-t11", "Somos una pequeña empresa de software; antes teníamos la oficina en el Born, en Barcelona, y nuestra aplicación de reservas solo está en inglés y español. Un cliente grande nos exige la versión en alemán y en francés antes de marzo, unas 6.000 palabras entre la app y los correos automáticos. Buscamos un traductor o una agencia que trabaje con archivos JSON y mantenga la terminología.",
    "translation", None, None, distractors=("Born", "Barcelona"), kind="c", nu="N", situation="Software firm needs its booking app translated into German and French")
add("es-t12", "Queremos convertir el garaje doble de nuestra casa en Consdorf en un estudio para nuestra hija: baño pequeño, cocina americana, ventana en lugar del portón y suelo nuevo. ¿Hace falta permiso de la comuna para esto? ¿Y cuánto puede costar más o menos, y cuántos meses de obra son?",
    "renovation", "Consdorf", "Consdorf", kind="d", nu="U", situation="Convert a double garage into a studio flat: permit, cost, time")
add("es-t13", "En Beyren nos han propuesto dos opciones: comprar nosotros las placas solares o ceder el tejado a una cooperativa que las instala y nos da una parte de la electricidad. El tejado tiene unos 60 m² orientados al suroeste. ¿Qué sale mejor a 20 años, según vuestra experiencia?",
    "solar", "Flaxweiler", "Beyren", kind="d", nu="N", situation="Buy PV panels or lease the roof to a cooperative")
add("es-t14", "Vamos a unir la cocina y el salón de nuestra casa en Remerschen y tenemos dos distribuciones posibles que no nos convencen. ¿Un interiorista también diseña la cocina o para eso basta con la tienda de cocinas? ¿Cobran por hora o por proyecto?",
    "interior-design", "Schengen", "Remerschen", kind="d", nu="N", situation="Does an interior designer also plan the kitchen; hourly or per project")
add("es-t15", "Soy fotógrafa de retratos y familias, y ahora mando las fotos a los clientes por WeTransfer. Quiero una web propia con galerías privadas protegidas por contraseña, donde puedan elegir y comprar copias. ¿Me conviene una plantilla de Squarespace o que me la hagan a medida? ¿Cuánto se paga por algo así?",
    "web-development", None, None, kind="d", nu="U", situation="Portrait photographer wants a site with private client galleries")
