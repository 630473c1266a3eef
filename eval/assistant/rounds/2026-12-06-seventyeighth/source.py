MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------------------------------------------------------- Luxembourgish
add("lb-s01", "moien, brauch en elektriker fir 3 nei steckdousen an eng Luucht an der garage zu Kehlen, wéini hätt dir Zäit?",
    "electrical", "Kehlen", "Kehlen", situation="three new sockets and a light in a garage")
add("lb-s02", "Mir hunn en aalt Haus zu Ulflingen kaaft an de Verkeefer huet eis just 2 vun 5 Schlësselen ginn, kann een eis all d'Zylinderen austauschen?",
    "locksmith", "Troisvierges", "Ulflingen", situation="replace all lock cylinders after buying a house, keys missing")
add("lb-s03", "Sichen en Affekot deen sech mam Aarbechtsrecht auskennt, mäi Patron wëll mir meng 63 Iwwerstonnen net ausbezuelen 😡",
    "legal", None, None, situation="employer refuses to pay 63 hours of overtime")
add("lb-s04", "wat kascht ongeféier eng PV Anlag vu 15 kWc op der Scheier vun eisem Bauerenhaff zu Bourscheid-Moulin, den Daach geet op Süd-Ost",
    "solar", "Bourscheid", "Bourscheid-Moulin", situation="price of a 15 kWp PV system on a farm barn")
add("lb-s05", "Mir sichen eng Botzfirma fir eis Kinéspraxis zu Esch/Uelzecht, 3x d'Woch owes no 19h, ongeféier 180 m2.",
    "cleaning", "Esch-sur-Alzette", "Esch/Uelzecht", situation="evening cleaning of a physiotherapy practice")
add("lb-s06", "D'WLAN kënnt net bis an de Büro um zweete Stack, kann een eis zu Ettelbréck e Mesh-System installéieren an den Drécker nees an d'Netz bréngen?",
    "it-support", "Ettelbruck", "Ettelbréck", situation="Wi-Fi does not reach the upper office, mesh and printer")
add("lb-s07", "Gëtt et hei iergendeen deen Nohëllef a Mathé fir e Schüler an der 4e gëtt, 2 Stonnen d'Woch?",
    None, None, None, situation="maths tutoring for a secondary-school pupil (not a trade)")
add("lb-s08", "hei zu fluessweiler lafen nuets Mais um späicher, ech héieren se iwwer dem schlofzëmmer kraazen, wien kann do eppes maachen",
    "pest-control", "Flaxweiler", "fluessweiler", situation="mice scratching in the attic at night")
add("lb-s09", "Eisen Miele Dampgarer DG 6010 gëtt net méi waarm an d'Garantie ass ofgelaf, flécks du esou eppes och zu Biwer?",
    "appliance-repair", "Biwer", "Biwer", situation="steam oven no longer heats")
add("lb-s10", "Ech brauch en Dolmetscher Lëtzebuergesch-Tigrinya fir e Rendez-vous beim Office social de 14 Mäerz moies.",
    "translation", None, None, situation="interpreter Luxembourgish-Tigrinya for a social-office appointment")
add("lb-t01", "Eise Waassercompteur dréit sech och nuets, wann am ganzen Haus kee Krunn op ass. D'Gemeng huet eis e Bréif geschéckt, mir hätten 40% méi verbraucht wéi d'lescht Joer. Am Keller ass alles dréchen an och am Gaart gesäit een näischt. Nëmmen an der Garage héiert een esou e liicht Zëschen an der Mauer. Mir wunnen zu Bockholtz-Goesdorf, kann dat sech een ukucken?",
    "plumbing", "Goesdorf", "Bockholtz-Goesdorf", kind="a", nu="U", situation="water meter turns at night, hissing in a garage wall")
add("lb-t02", "Mir kréien den nächste Mount en Elektroauto. Mäi Schwoer mengt, ech bräicht keng Wallbox, d'Auto kéint een all Nuecht mat enger Rallonge un déi al Steckdous an der Scheier hänken. Gëschter gouf déi Steckdous awer esou waarm, datt de Plastik ugeschmolt ass. Elo wëll ech dat propper maache loossen: e richtegen Elektriker, eng Wallbox vun 11 kW an e Check vum Tableau. Et ass zu Wëntger, Haus vun 1978.",
    "electrical", "Wincrange", "Wëntger", kind="b", nu="N", situation="brother-in-law said charge the EV on an old socket; socket melted")
add("lb-t03", "Eis Uelegheizung ass 27 Joer al a mir hunn dëse Wanter 3200 Liter verbraucht. Elo iwwerleeë mir, ob mir op Pellets oder op eng Loft-Waasser-Wäermepompel wiessele sollen. Lount sech dat bei engem Haus vun 1962 mat wéineg Isolatioun iwwerhaapt? A wéi vill Klimabonus kritt een do zréck? Mir sinn zu Bettborn.",
    "heating", "Préizerdaul", "Bettborn", kind="d", nu="U", situation="replace a 27-year-old oil boiler: pellets or air-water heat pump?")
add("lb-t04", "Ech schreiwen fir de Comité vum Fussballclub zu Ell. Eis Buvette an d'Kabinen hu säit 15 Joer keng nei Faarf gesinn, d'Maueren si gro a fläckeg. An de Summervakanzen, vum 15. Juli bis den 20. August, ass den Terrain zou. Kéint eng Molerfirma eis en Devis maache fir ongeféier 320 m² Maueren an Decken?",
    "painting", "Ell", "Ell", kind="c", nu="N", situation="football club repaints clubhouse and changing rooms")
add("lb-t05", "Eis Holztrap am Haus zu Wilwerwiltz kraacht bei all Schrëtt. Zënter dem Wanter wackelt déi drëtt Stuf vun uewen, an d'Geländer huet sech e bëssen vun der Mauer geléist. Mat de Kanner hunn ech Angscht, datt ee fält. Kann een dat flécken oder muss déi ganz Trap eraus?",
    "carpentry", "Kiischpelt", "Wilwerwiltz", kind="a", nu="U", situation="wooden stair creaks, loose step and handrail")
add("lb-t06", "Nom Stuerm lescht Woch hu mir um Späicher en naasse Fleck op der Isolatioun fonnt. De Proprietaire sot, dat wier just Kondenswaasser, mir missten einfach méi lëften. Mee et ass nëmmen naass wann et reent, a vu baussen gesäit een, datt zwee Schifer verrutscht sinn. Kann een sech dat ukucken ier den nächste Reen kënnt? D'Adress ass zu Stolzebuerg.",
    "roofing", "Putscheid", "Stolzebuerg", kind="b", nu="U", situation="landlord calls a roof leak condensation; slates slipped after storm")
add("lb-t07", "An eiser Garagemauer ass e Rass, dee schräg vun der Dier bal bis un den Daach leeft. Virun engem Joer war en nach hoerfein, elo ka ech e 5-Cent-Stéck dra stiechen. D'Haus ass aus Bréckelcher, Baujoer 1985, zu Christnach. Ass dat geféierlech a wat muss ee maachen?",
    "masonry", "Waldbillig", "Christnach", not_place=["Cent"], kind="a", nu="U", situation="widening diagonal crack in a brick garage wall")
add("lb-t08", "Mir loossen am Buedzëmmer nei Plättercher leeën an hunn eis a Format 120x60 verléift. Ee Plättercher-Leeër sot eis, dat wier op enger Buedemheizung kee Problem, en aneren huet gemengt, mir sollen léiwer 60x60 huelen. Wat ass besser, a wat kascht de m² fir d'Leeën ongeféier? Mir sinn zu Fëlschdref.",
    "tiling", "Dalheim", "Fëlschdref", kind="d", nu="N", situation="large-format tiles on underfloor heating: which format, what price")
add("lb-t09", "Mäin Noper huet mir geroden, de Rasen virun der Vakanz ganz kuerz ze méien, da misst ech 3 Wochen näischt maachen. Elo ass alles giel a verbrannt, an do wou et nach gréng ass, wiisst just Moos. Ech hätt gär, datt een de Rasen vertikuléiert an nei ausséit, soubal et méi kill gëtt. Et sinn ongeféier 400 m² zu Holzem.",
    "gardening", "Mamer", "Holzem", kind="b", nu="U", situation="neighbour's advice to scalp the lawn; lawn burnt, needs reseeding")
add("lb-t10", "Eis Fiduciaire mat 12 Mataarbechter plënnert Enn Oktober vu Bouneweg op Munsbach an de Businesspark. Mir hunn 40 Schreifdëscher, 2 Kopéiermaschinnen, e Coffre vun 400 kg an 150 Archivkëschten. Mir sichen eng Plënnerfirma, déi dat iwwer e Weekend mécht, fir datt mir e Méindeg nees schaffe kënnen. Kann een eis en Devis schécken?",
    "moving", "Luxembourg", "Bouneweg", distractors=["Munsbach"], kind="c", nu="N", situation="accounting office moves over a weekend")
add("lb-t11", "Meng Mamm soll bei eis wunne kommen. Mir wëllen d'Duebelgarage zu Nidderfeelen an e klengen Studio ëmbauen: Isolatioun, eng Fënster amplaz vun der Paart, eng kleng Dusch mat WC, Buedem an Elektresch. Wéi laang dauert esou eppes ongeféier? A klappt dat nach virun Chrëschtdag, wa mer elo ufänken?",
    "renovation", "Feulen", "Nidderfeelen", kind="d", nu="U", situation="convert a double garage into a studio flat before Christmas")
add("lb-t12", "Eis Chorale aus dem Éislek feiert hiren 100. Anniversaire mat engem Concert den 8. November an der Kierch zu Arel, well eisen Dirigent vun do ass. Mir hätte gär schéin Biller vum Concert a vun de Sänger fir eng Chronik an eis nei CD. Fiert een esou wäit iwwer d'Grenz, a wat kascht esou en Owend?",
    "photography", "abroad", "Arel", kind="c", nu="U", situation="choir wants pictures of its centenary concert in Arlon")
add("lb-t13", "Mir hunn eng Wunneng um Lampertsbierg kaaft, d'Stuff ass 9 Meter laang, awer just 3,5 Meter breet an hannen ganz däischter. Mir wëssen net, wou d'Canapé, den Dësch an d'Bicherregal hi sollen, a wéi eng Faarwen a Luuchten dat méi hell maachen. Ass et de Wäert, een ze bezuelen, deen eis e Plang mécht, oder ass dat Geldverschwendung? Wat kascht esou eng Berodung?",
    "interior-design", "Luxembourg", "Lampertsbierg", kind="d", nu="U", situation="long dark living room: pay for a layout and lighting plan?")
add("lb-t14", "Mir hunn e klenge Reitstall mat 14 Päerd a ginn Reitcoursen fir Kanner. Bis elo leeft alles iwwer WhatsApp an e Cahier, an all Weekend gëtt eppes duebel gebucht. Mir hätte gär eng Säit, wou d'Elteren selwer Coursen reservéieren a bezuele kënnen, och um Handy. Wat kascht esou eppes ongeféier?",
    "web-development", None, None, kind="c", nu="U", situation="riding stable needs an online lesson booking and payment page")
add("lb-t15", "Ech verlounen zënter Januar eng Wunneng, déi ech vu menger Groussmamm ierwen hunn. Mäi Monni sot, dat bräicht een net an der Steiererklärung unzeginn, well d'Locatairen esou wéineg bezuelen. Elo seet eng Frëndin, dat wier falsch an ech kéint Problemer kréien. Ech sichen e Comptabel, deen mir d'Steiererklärung 2026 mat de Loyeren an den Amortisatiounen mécht.",
    "accounting", None, None, kind="b", nu="N", situation="uncle said rental income need not be declared; needs tax return")

# ---------------------------------------------------------------- French
add("fr-s01", "Bonjour, l'évier de la cuisine est bouché et quand le lave-vaisselle se vide l'eau remonte dans le bac, je suis à Lamadelaine, quelqu'un peut passer demain ?",
    "plumbing", "Pétange", "Lamadelaine", situation="blocked kitchen sink, dishwasher water comes back up")
add("fr-s02", "Je vends des bougies artisanales sur les marchés et je voudrais une petite boutique en ligne avec paiement Payconiq et carte, Shopify ou WooCommerce c'est mieux ?",
    "web-development", None, None, situation="online shop for handmade candles, which platform")
add("fr-s03", "Besoin d'un carreleur pour refaire les joints et remplacer 6 carreaux fissurés sur la terrasse, maison à Bertrange, rue de Luxembourg.",
    "tiling", "Bertrange", "Bertrange", distractors=["Luxembourg"], situation="regrout terrace and replace six cracked tiles")
add("fr-s04", "devis déménagement T3 de Soleuvre vers Thionville le 28/02, 3e étage sans ascenseur, environ 25 m3 + un congélateur coffre",
    "moving", "Sanem", "Soleuvre", distractors=["Thionville"], situation="flat move from Soleuvre to Thionville, third floor without lift")
add("fr-s05", "Nous cherchons un photographe pour faire de belles photos de notre maison à vendre à Audun-le-Tiche, juste après la frontière, avant la mise en ligne de l'annonce.",
    "photography", "abroad", "Audun-le-Tiche", situation="photos of a house for sale just across the French border")
add("fr-s06", "Qui peut s'occuper chaque mois des fiches de salaire et des déclarations CCSS pour ma nounou et ma femme de ménage ?",
    "accounting", None, None, situation="monthly payslips and social-security filings for household staff")
add("fr-s07", "Notre frigo américain Samsung ne refroidit plus que le congélateur, le bas est à 12 °C, vous intervenez sur Oberkorn ?",
    "appliance-repair", "Differdange", "Oberkorn", situation="American fridge: freezer cold, fridge part at 12 °C")
add("fr-s08", "la neige a arraché la gouttière côté rue et l'eau coule le long de la façade, maison à wiltz",
    "roofing", "Wiltz", "wiltz", situation="gutter torn off by snow")
add("fr-s09", "Quelqu'un connaît un bon garagiste pour changer l'embrayage d'une Clio de 2014 pour moins de huit cents euros ?",
    None, None, None, not_place=["cents"], situation="car mechanic for a clutch (not a trade)")
add("fr-s10", "Nous cherchons un interprète en langue des signes (LSF) pour une réunion de parents d'élèves de deux heures le jeudi 12 mars.",
    "translation", None, None, situation="sign-language interpreter for a parents' meeting")
add("fr-t01", "Depuis une semaine, quand quelqu'un tire la chasse à l'étage, ça glougloute dans la douche du rez-de-chaussée. Hier soir, une odeur d'égout est remontée dans toute la salle de bain. On a nettoyé le siphon de la douche, ça n'a rien changé. Nous sommes à Remerschen, maison des années 70. Quelqu'un peut-il venir voir ?",
    "plumbing", "Schengen", "Remerschen", kind="a", nu="U", situation="flushing upstairs gurgles in the shower below, sewer smell")
add("fr-t02", "En rénovant la chambre, j'ai voulu ajouter deux prises. Le vendeur du magasin de bricolage m'a dit qu'il suffisait de se repiquer sur la prise existante avec du fil de 1,5 et que ça ne posait aucun problème. Depuis, le différentiel saute dès que j'allume le radiateur d'appoint et la prise d'origine a noirci. Je préfère que quelqu'un de qualifié reprenne tout ça proprement et contrôle le circuit. C'est à Hellange.",
    "electrical", "Frisange", "Hellange", kind="b", nu="U", situation="DIY-store advice to branch sockets off an existing one; RCD trips, socket blackened")
add("fr-t03", "Nous faisons construire une extension de 40 m² derrière la maison à Crauthem. L'architecte propose un plancher chauffant raccordé à la chaudière gaz existante, mon mari préfère des radiateurs basse température, moins chers. Qu'est-ce qui est le plus logique, sachant qu'on pense passer à une pompe à chaleur dans quelques années ? Et quel ordre de prix pour chaque solution ?",
    "heating", "Roeser", "Crauthem", kind="d", nu="U", situation="extension: underfloor heating or low-temperature radiators?")
add("fr-t04", "Je suis la directrice d'une crèche à Strassen. Pendant la fermeture du 3 au 21 août, nous voudrions faire repeindre les cinq salles de vie et le couloir, environ 600 m² de murs. Il nous faut une peinture lessivable et sans solvants, à cause des enfants. Un peintre pourrait-il passer pour un devis en juin ?",
    "painting", "Strassen", "Strassen", kind="c", nu="N", situation="day-care centre repaints its rooms during the August closure")
add("fr-t05", "Le vendeur nous avait assuré qu'on pouvait poser notre parquet en chêne massif directement sur la chape, trois semaines après le coulage. Six mois plus tard, les lames ont gonflé au milieu de la pièce et certaines se soulèvent de 2 cm. Il faut probablement tout déposer et reposer correctement, avec les plinthes. C'est un séjour de 35 m² à Bascharage.",
    "carpentry", "Käerjeng", "Bascharage", kind="b", nu="U", situation="solid oak floor laid on a fresh screed on a seller's advice; boards lifted")
add("fr-t06", "Je m'occupe du club de pétanque de Steinfort. Une voiture a percuté le muret en pierres qui borde le terrain et environ six mètres sont tombés. L'assurance du conducteur paie, mais il nous faut un devis pour le remonter à l'identique avec les pierres récupérées. On aimerait que ce soit fait avant le tournoi du 14 juin.",
    "masonry", "Steinfort", "Steinfort", kind="c", nu="U", situation="boules club: low stone wall knocked down by a car")
add("fr-t07", "Depuis ce matin, la clé tourne dans le vide dans la porte d'entrée et le pêne ne sort plus du tout. La porte se ferme mais on ne peut plus la verrouiller, et nous partons en vacances samedi. Maison à Schouweiler, porte en PVC avec serrure 3 points. Urgent svp !",
    "locksmith", "Dippach", "Schouweiler", kind="a", nu="U", situation="key turns freely, front door can no longer be locked")
add("fr-t08", "Nous voudrions transformer environ 300 m² de pelouse en prairie fleurie et planter quatre arbres fruitiers (pommier, poirier, mirabellier). Vaut-il mieux faire ça en automne ou au printemps ? Et combien demanderait un paysagiste pour préparer le terrain et planter ? Le jardin est à Mondorf, sol assez argileux.",
    "gardening", "Mondorf-les-Bains", "Mondorf", kind="d", nu="N", situation="lawn to wildflower meadow plus fruit trees: when and how much")
add("fr-t09", "Nous sommes un bureau d'architectes au Howald. Les travaux de réaménagement de nos bureaux se terminent vendredi et il y a de la poussière de plâtre partout, sur les bureaux, les vitres, les luminaires. Nous recevons des clients lundi à 9h. Une entreprise de nettoyage peut-elle intervenir samedi, environ 220 m² ?",
    "cleaning", "Hesperange", "Howald", kind="c", nu="N", situation="architects' office needs cleaning after refit works")
add("fr-t10", "Un ami nous avait recommandé un artisan « qui fait tout » pour refaire la salle de bain et la cuisine de notre maison à Clerf. Il a tout démoli, touché un acompte de 8000 € et ne répond plus depuis deux mois. Il reste tout à faire : plomberie, électricité, carrelage, pose de la cuisine. Nous cherchons quelqu'un de sérieux qui reprenne le chantier en entier et coordonne les corps de métier.",
    "renovation", "Clervaux", "Clerf", kind="b", nu="U", situation="friend-recommended handyman left kitchen and bathroom demolished")
add("fr-t11", "Une société nous propose de louer notre toit pendant 20 ans pour y installer des panneaux photovoltaïques, sans rien payer. Notre maison est à Cessange, toit plein sud, 60 m². Est-ce plus intéressant que d'acheter notre propre installation avec les primes de l'État ? Et que se passe-t-il si on vend la maison ?",
    "solar", "Luxembourg", "Cessange", kind="d", nu="N", situation="rent the roof to a PV company or buy own installation?")
add("fr-t12", "Notre étude de notaire à Esch-sur-Alzette a sept postes sous Windows 10 et un serveur de fichiers de 2016. Le support de Windows 10 est terminé et notre logiciel métier exige Windows 11. Nous cherchons un informaticien pour migrer les postes, mettre en place des sauvegardes externes et vérifier la sécurité du réseau. Intervention idéalement le week-end.",
    "it-support", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="notary office migrates to Windows 11, backups")
add("fr-t13", "Notre voisin a construit un abri de jardin à 50 cm de la limite, et sa gouttière déverse toute l'eau chez nous. Il affirme que c'est autorisé. A-t-on le droit d'exiger qu'il le déplace ? Combien coûterait une première consultation pour connaître nos droits ?",
    "legal", None, None, kind="d", nu="U", situation="neighbour's shed on the boundary drains onto our plot: our rights?")
add("fr-t14", "Le vendeur du magasin de meubles nous a convaincus de tout faire en gris anthracite : murs, cuisine, canapé. Résultat, notre appartement de 68 m² à Remich ressemble à une cave, même en plein été. Nous aimerions quelqu'un qui repense l'ensemble, couleurs, éclairage et disposition des meubles, avant de repeindre quoi que ce soit. On garde la cuisine.",
    "interior-design", "Remich", "Remich", kind="b", nu="U", situation="furniture seller's all-anthracite scheme made the flat dark; wants a new concept")
add("fr-t15", "La nuit, quand j'allume la lumière de la cuisine, de petites bêtes brunes d'un centimètre filent sous le frigo et derrière les plinthes. J'en ai vu aussi dans le lave-vaisselle. J'ai mis des pièges du supermarché, ça n'a rien changé. J'habite un appartement à Hollerich, au 2e étage.",
    "pest-control", "Luxembourg", "Hollerich", kind="a", nu="U", situation="small brown insects scatter in the kitchen at night")

# ---------------------------------------------------------------- German
add("de-s01", "Wir suchen einen Schreiner, der uns unter der Dachschräge im Kinderzimmer in Junglinster einen Einbauschrank mit Schiebetüren baut, etwa 3,2 m breit.",
    "carpentry", "Junglinster", "Junglinster", not_place=["einen"], situation="built-in wardrobe with sliding doors under a sloping ceiling")
add("de-s02", "Wer macht mir als Rentner mit zwei vermieteten Garagen und einer kleinen deutschen Rente die Steuererklärung, am liebsten jemand, der auch Deutsch spricht?",
    "accounting", None, None, situation="pensioner with two rented garages needs a tax return")
add("de-s03", "Der Wechselrichter unserer PV-Anlage (SMA Sunny Boy 5.0) zeigt seit Montag nur noch Störung und speist nichts mehr ein, kann jemand nach Moutfort kommen?",
    "solar", "Contern", "Moutfort", situation="PV inverter in fault, no feed-in")
add("de-s04", "Suche Anwältin für Mietrecht: unser Vermieter behält seit fünf Monaten die Kaution von 4800 € ein, ohne jede Begründung.",
    "legal", None, None, situation="landlord keeps the deposit without reason")
add("de-s05", "Wer fällt uns eine 18 m hohe Fichte, die seit dem Sturm schief steht, direkt neben dem Carport in Berdorf?",
    "gardening", "Berdorf", "Berdorf", situation="fell a leaning 18 m spruce next to a carport")
add("de-s06", "Hallo, wir bräuchten zweimal im Jahr eine Fensterreinigung für einen Wintergarten mit 45 m² Glas in Sandweiler, auch das Glasdach von außen.",
    "cleaning", "Sandweiler", "Sandweiler", not_place=["einen"], situation="twice-yearly glass cleaning of a conservatory")
add("de-s07", "Hundesitter für unseren Labrador gesucht, drei Tage über Ostern, er ist lieb, zieht aber an der Leine 🐕",
    None, None, None, situation="dog sitter over Easter (not a trade)")
add("de-s08", "Ich brauche eine Übersetzung eines 40-seitigen notariellen Kaufvertrags vom Französischen ins Deutsche bis Ende des Monats.",
    "translation", None, None, situation="translate a 40-page notarial sales contract French to German")
add("de-s09", "Mauerdurchbruch 1,20 m breit zwischen Küche und Esszimmer mit Sturz, Wand aus Bimsstein, Haus in Echternach, wer macht so was und was kostet das?",
    "masonry", "Echternach", "Echternach", situation="opening 1.20 m in a wall between kitchen and dining room, with lintel")
add("de-s10", "Unser alter Tresor im Keller in Grevenmacher geht nicht mehr auf, angeblich stimmt der Zahlencode nicht mehr, wer kann den öffnen, ohne ihn kaputtzumachen?",
    "locksmith", "Grevenmacher", "Grevenmacher", situation="old safe will not open, code rejected")
add("de-t01", "Unsere alte Holzterrasse am Haus in Befort ist morsch und muss weg, etwa 30 m². Jetzt streiten wir, ob wir wieder Lärche nehmen oder lieber WPC, weil das angeblich keine Pflege braucht. Was hält länger, und was kostet das ungefähr inklusive Unterkonstruktion? Macht so etwas ein Schreiner oder eher ein Zimmermann?",
    "carpentry", "Beaufort", "Befort", kind="d", nu="N", situation="new deck: larch or WPC, price")
add("de-t02", "Der Abfluss im Bad lief schlecht, und der Nachbar meinte, ich solle einfach kochendes Wasser mit Rohrreiniger-Granulat reinkippen, das mache er immer so. Jetzt tropft es unter dem Waschbecken aus dem Siphon, und das graue Rohr darunter sieht verformt aus. Frei ist der Abfluss trotzdem nicht. Kann morgen jemand nach Wasserbillig kommen?",
    "plumbing", "Mertert", "Wasserbillig", kind="b", nu="U", situation="neighbour's boiling water and drain granules deformed the waste pipe")
add("de-t03", "Wenn der Backofen läuft, flackert im ganzen Erdgeschoss das Licht. Seit gestern riecht es im Flur am Sicherungskasten leicht nach verbranntem Plastik, und eine Sicherung ist schon zweimal rausgeflogen. Das Haus in Consdorf ist von 1972, die Leitungen sind noch original. Ich habe ehrlich gesagt etwas Angst.",
    "electrical", "Consdorf", "Consdorf", kind="a", nu="U", situation="lights flicker when the oven runs, burnt smell at the fuse box")
add("de-t04", "Ich leite eine kleine Tanzschule in Bech. Im großen Saal bleibt die Fußbodenheizung kalt, während alle anderen Räume warm werden. Am Verteiler wurde der Stellantrieb für diesen Kreis schon getauscht, gebracht hat es nichts. Ab Januar laufen die Kurse wieder, bis dahin muss es dort warm sein.",
    "heating", "Bech", "Bech", kind="c", nu="U", situation="dance school: one underfloor heating circuit stays cold")
add("de-t05", "Für den Flur unseres alten Bauernhauses in Rosport hat uns der Verkäufer im Baumarkt eine Latexfarbe empfohlen, weil die besonders strapazierfähig sei. Ein halbes Jahr später blättert sie in großen Fetzen ab, weil der alte Kalkputz darunter nicht atmen kann. Wir möchten die Farbe komplett runter haben und die Wände diffusionsoffen neu streichen lassen. Es sind etwa 70 m² Wandfläche.",
    "painting", "Rosport-Mompach", "Rosport", kind="b", nu="U", situation="latex paint recommended by a DIY store peels off lime plaster")
add("de-t06", "Wir wollen im Dachgeschoss unseres Hauses in Ettelbrück zwei Dachfenster einbauen lassen, damit das Gästezimmer mehr Licht bekommt. Braucht man dafür eine Genehmigung von der Gemeinde? Welche Größe ist bei 45 Grad Dachneigung sinnvoll, und was verlangt ein Dachdecker ungefähr pro Fenster mit Eindeckrahmen?",
    "roofing", "Ettelbruck", "Ettelbrück", kind="d", nu="N", situation="two roof windows for a guest room: permit, size, price")
add("de-t07", "Im Flur unserer Wohnung in Gasperich klingen mehrere Bodenfliesen hohl, wenn man drauftritt. Letzte Woche ist eine in der Mitte gesprungen, und die Fugen daneben bröckeln raus. Jetzt wackelt auch eine zweite. Einen Grund dafür sehen wir nicht, die Wohnung ist erst acht Jahre alt.",
    "tiling", "Luxembourg", "Gasperich", not_place=["Einen", "Grund"], kind="a", nu="U", situation="hollow-sounding, cracking hallway floor tiles")
add("de-t08", "Unser Musikverein aus Manternach bekommt endlich ein neues Probelokal im alten Schulgebäude, etwa 4 km entfernt. Umziehen müssen drei Pauken, ein Marimbafon, 40 Notenständer, sechs schwere Notenschränke und das ganze Archiv. Helfer haben wir genug, aber keinen Lkw, und an die Schränke traut sich niemand ran. Gibt es eine Umzugsfirma, die das an einem Samstag im März erledigt?",
    "moving", "Manternach", "Manternach", kind="c", nu="N", situation="brass band moves timpani, marimba and music cabinets to a new rehearsal room")
add("de-t09", "Auf unserem Balkon im Bahnhofsviertel nisten seit dem Frühjahr Tauben, alles ist voller Kot, und die Nachbarn beschweren sich schon. Was hilft wirklich dauerhaft: ein Netz, Spikes oder diese Gel-Pasten? Darf man die Nester einfach entfernen, wenn Eier drin sind? Und was kostet so etwas?",
    "pest-control", "Luxembourg", "Bahnhofsviertel", kind="d", nu="U", situation="pigeons nesting on a balcony: net, spikes or gel?")
add("de-t10", "Unser Geschirrspüler von Bosch hat nicht mehr abgepumpt. Mein Schwiegervater meinte, das sei nur die Pumpe, hat eine aus dem Internet bestellt und selbst eingebaut. Seitdem läuft unten Wasser raus, und beim Starten fliegt die Sicherung. Ich möchte, dass sich das jemand ansieht, der sich damit auskennt, bevor die Küche unter Wasser steht. Wir wohnen in Schrassig.",
    "appliance-repair", "Schuttrange", "Schrassig", kind="b", nu="U", situation="father-in-law fitted a drain pump himself; dishwasher leaks and trips the fuse")
add("de-t11", "Unsere Steuerkanzlei hat in Roodt-sur-Syre ein ehemaliges Ladenlokal von 140 m² gekauft. Daraus sollen vier Büros, ein Besprechungsraum und eine Teeküche werden: neue Trennwände, Böden, Beleuchtung, Netzwerk und ein zweites WC. Wir suchen jemanden, der das komplett plant und die Handwerker koordiniert, Einzug wäre im Juni. Ist das zeitlich realistisch?",
    "renovation", "Betzdorf", "Roodt-sur-Syre", kind="c", nu="U", situation="tax firm converts a former shop into offices")
add("de-t12", "Wir haben in Saarburg, gleich hinter der Grenze, eine Ferienwohnung mit 62 m² gekauft, die wir ab Sommer vermieten wollen. Lohnt sich ein Innenarchitekt für so eine kleine Wohnung, oder reicht es, bei IKEA alles selbst zusammenzustellen? Uns geht es um Aufteilung, Licht und einen Stil, der auf Fotos gut aussieht. Was kostet so ein Konzept ungefähr?",
    "interior-design", "abroad", "Saarburg", not_place=["einen"], kind="d", nu="N", situation="holiday flat across the border: is an interior designer worth it?")
add("de-t13", "Unser Weingut in Wormeldingen bringt im Herbst einen neuen Crémant heraus. Dafür brauchen wir einen Fotografen, der Flaschen, Weinberge und unsere Familie bei der Lese fotografiert, für Etiketten, Website und Messeplakate. Die Lese beginnt voraussichtlich Mitte September. Können Sie uns ein Angebot für zwei Tage machen?",
    "photography", "Wormeldange", "Wormeldingen", not_place=["einen"], kind="c", nu="N", situation="winery needs bottle, vineyard and harvest photos")
add("de-t14", "Seit dem Umstieg auf Glasfaser bricht bei uns das Internet im Arbeitszimmer unter dem Dach alle 20 Minuten ab. Teams-Anrufe frieren ein, obwohl das Handy direkt daneben vollen Empfang über Mobilfunk hat. Der Router steht im Keller neben dem Glasfaseranschluss. Ich arbeite drei Tage pro Woche von zu Hause in Senningerberg.",
    "it-support", "Niederanven", "Senningerberg", kind="a", nu="U", situation="internet drops every 20 minutes in the attic home office")
add("de-t15", "Mein Neffe hat uns vor drei Jahren die Website für unsere Schreinerei mit einem kostenlosen Baukasten gebaut. Er meinte, Google würde uns dann von selbst finden. Jetzt steht im Browser 'nicht sicher', auf dem Handy ist die Seite kaum lesbar, und bei Google tauchen wir erst auf Seite 4 auf. Der Neffe studiert inzwischen in Wien und hat keine Zeit mehr.",
    "web-development", None, None, distractors=["Wien"], kind="b", nu="U", situation="nephew's free site builder: not secure, not mobile, not found")

# ---------------------------------------------------------------- English
add("en-s01", "Looking for a cleaner every other Friday for a 3-bed house in Bereldange, we have 2 cats and a dog so there's a LOT of hair 🙈",
    "cleaning", "Walferdange", "Bereldange", situation="fortnightly house cleaning, lots of pet hair")
add("en-s02", "Need someone to translate our company's 60-page employee handbook from English into French and German by the end of May.",
    "translation", None, None, situation="translate an employee handbook into French and German")
add("en-s03", "locked myself out of my flat in kirchberg, keys are on the kitchen table inside, can anyone come within the hour??",
    "locksmith", "Luxembourg", "kirchberg", situation="locked out of a flat, keys inside")
add("en-s04", "Our Liebherr wine fridge makes a loud clicking noise every few minutes and won't hold 12 degrees anymore, does anyone repair these around Strassen?",
    "appliance-repair", "Strassen", "Strassen", situation="wine fridge clicks and does not hold temperature")
add("en-s05", "Can anyone recommend a tailor who can take in a suit jacket and shorten the trousers before the 20th?",
    None, None, None, situation="tailor for suit alterations (not a trade)")
add("en-s06", "Our small office in Leudelange needs someone to set up 5 new laptops with Microsoft 365 and get everyone printing to the shared Canon printer.",
    "it-support", "Leudelange", "Leudelange", situation="set up five laptops and a shared printer")
add("en-s07", "Need someone to lay about 150 m2 of rolled grass in our new-build garden in Mondercange, the ground is already levelled.",
    "gardening", "Mondercange", "Mondercange", not_place=["grass"], situation="lay turf in a new-build garden")
add("en-s08", "Who can do the annual accounts and corporate tax return for my small SARL, turnover around 180k, the books are all in Excel 😬",
    "accounting", None, None, situation="annual accounts and corporate tax for a small company")
add("en-s09", "Quote please for moving a 2-bed flat from Dudelange to Metz on 14 March, second floor with lift, no piano.",
    "moving", "Dudelange", "Dudelange", distractors=["Metz"], situation="flat move from Dudelange to Metz")
add("en-s10", "We want to replace three old cast-iron radiators with modern ones in our house in Kayl, could someone come and quote?",
    "heating", "Kayl", "Kayl", situation="replace three cast-iron radiators")
add("en-t01", "Our downstairs toilet refills itself every ten minutes or so with a little hiss, even at night when nobody has used it. There's a thin trickle of water running down the back of the bowl all the time. The last water bill was 30% higher than usual. We're in Mullendorf, house is about 20 years old.",
    "plumbing", "Steinsel", "Mullendorf", not_place=["bill"], kind="a", nu="U", situation="toilet keeps refilling and trickling, higher water bill")
add("en-t02", "The outdoor lights on our terrace kept going off, and our landlord said they 'just need new bulbs'. We've changed the bulbs three times now. Since last week, whenever it rains, the outdoor socket trips the whole ground floor circuit. The landlord says we can sort it out ourselves and send him the invoice. Flat with garden in Hunsdorf.",
    "electrical", "Lorentzweiler", "Hunsdorf", kind="b", nu="U", situation="landlord blamed bulbs; outdoor socket trips the circuit when it rains")
add("en-t03", "The guy at the hardware shop said I could roll emulsion straight over the old vinyl wallpaper in the hallway. Two weeks later it's bubbling everywhere and every seam shows through. I give up. Looking for a painter to strip it all back and do it properly, walls and ceiling, hallway and stairwell, semi-detached in Prettingen.",
    "painting", "Lintgen", "Prettingen", kind="b", nu="N", situation="emulsion over vinyl wallpaper on shop advice, now bubbling")
add("en-t04", "The stairs in our new house in Mersch are still bare concrete. Is it better to clad them with solid oak treads and risers, or to have a carpenter build a proper wooden staircase instead? Roughly what would each cost for 15 steps? We'd like it done before we move in at Easter.",
    "carpentry", "Mersch", "Mersch", kind="d", nu="N", situation="concrete stairs: oak cladding or a new wooden staircase?")
add("en-t05", "After every heavy rain there's water dripping down behind the chimney breast in our attic bedroom. The wallpaper there now has a long dark streak. From the garden you can see that a strip of the metal around the chimney is bent upwards. House in Bridel, we've been here 2 years.",
    "roofing", "Kopstal", "Bridel", kind="a", nu="U", situation="water behind the chimney breast after rain, flashing bent")
add("en-t06", "The render on the north side of our 1950s house in Hassel has cracked all over and some pieces are falling off near the ground. About 40 m2 of wall. Is it enough to patch the worst bits, or should the whole wall be re-rendered? Ballpark for each option would help us plan.",
    "masonry", "Weiler-la-Tour", "Hassel", kind="d", nu="U", situation="cracked render on a north wall: patch or re-render?")
add("en-t07", "The tile shop told us normal cement grout would be fine on our light kitchen floor. After one year the grout lines are dark grey and nothing gets them clean, not even a steam cleaner. We'd like them raked out and redone in epoxy, it's about 25 m2. The kitchen is in Noertzange.",
    "tiling", "Bettembourg", "Noertzange", kind="b", nu="U", situation="shop said cement grout is fine; kitchen grout stained, redo in epoxy")
add("en-t08", "A door-to-door salesman told my dad the panels on his roof need a yearly 'inverter reset service' for 390 euros. It smells like a scam. The system is nine years old and the app shows production has dropped by a third since spring. Could someone honest check the panels and the inverter at his house in Rumelange?",
    "solar", "Rumelange", "Rumelange", kind="b", nu="U", situation="salesman pushes a bogus inverter service; PV output down a third")
add("en-t09", "Tiny holes have appeared in two wool jumpers and a cashmere coat in the bedroom wardrobe. Today little beige moths flew out when I opened the door, and there are small white larvae in the corner of a shelf. I washed everything at 60 but they keep coming back. Flat in Belair.",
    "pest-control", "Luxembourg", "Belair", kind="a", nu="U", situation="clothes moths and larvae in the wardrobe")
add("en-t10", "We run a small CrossFit box in Schifflange with about 120 members. The rubber floors, the showers and the changing rooms need a proper deep clean once a week, on Sunday when we're closed. Our coaches have been doing it themselves and it's not working. What would that cost per month?",
    "cleaning", "Schifflange", "Schifflange", kind="c", nu="U", situation="gym needs a weekly deep clean")
add("en-t11", "Our dental practice in Bertrange is launching a new website in June. We'd like headshots of the nine team members and some photos of the treatment rooms and reception. Ideally all done on one morning before we open. Is there a photographer who does this kind of job?",
    "photography", "Bertrange", "Bertrange", kind="c", nu="N", situation="dental practice needs team headshots and interior photos")
add("en-t12", "Dear Sir or Madam, we are a small family bakery with three shops. A former flour supplier has sent us a formal demand for 18,000 euros for deliveries we believe were never made. Their letter gives us 15 days to pay. We need a lawyer who handles commercial disputes to look at the contract and reply.",
    "legal", None, None, not_place=["Sir"], kind="c", nu="N", situation="bakery disputes a supplier's 18,000-euro claim")
add("en-t13", "We're a volunteer-run food bank. At the moment volunteers sign up for shifts through a shared spreadsheet and it's chaos, people overwrite each other. We'd love a simple page where they can see free shifts, sign up, and get a reminder by e-mail. It has to work in French and English. Does anyone build this kind of thing for a charity budget?",
    "web-development", None, None, kind="c", nu="U", situation="food bank needs a volunteer shift sign-up page")
add("en-t14", "We just bought a 1970s flat at L-2340, 85 m2, and everything is original. Kitchen, bathroom, floors and the electrics all need redoing, ideally by one team that manages it. How long does something like that usually take? Can we live there during the works or should we stay with my parents in Arlon?",
    "renovation", "Luxembourg", "L-2340", distractors=["Arlon"], kind="d", nu="U", situation="1970s flat needs a whole refit: how long, can we live in it?")
add("en-t15", "We're building a house in Hettange-Grande, just over the border, and the shell is finished. It's very open-plan and we're lost on the layout, the colours and especially the lighting. Should we hire an interior designer now, before the electrician places the cables, or is it too early? And how do they usually charge, per hour or per project?",
    "interior-design", "abroad", "Hettange-Grande", kind="d", nu="N", situation="new open-plan house across the border: when to bring in an interior designer")

# ---------------------------------------------------------------- Portuguese
add("pt-s01", "Preciso de um pintor para pintar a fachada da casa em Useldange, uns 120 m², antes de irmos de férias para Portugal em agosto",
    "painting", "Useldange", "Useldange", distractors=["Portugal"], situation="repaint a house facade before the summer holidays")
add("pt-s02", "Preciso de um advogado que fale português, fui despedido por 'faute grave' e não é verdade, tenho a carta do patrão",
    "legal", None, None, situation="dismissed for gross misconduct, wants to contest")
add("pt-s03", "boa tarde queria instalar uma tomada de 32A para a placa de indução na cozinha em bissen quanto custa mais ou menos",
    "electrical", "Bissen", "bissen", situation="32 A circuit and socket for an induction hob")
add("pt-s04", "Mudança de Differdange para Esch no sábado 7 de junho, é só um quarto num 3º andar sem elevador e uma máquina de lavar.",
    "moving", "Differdange", "Differdange", distractors=["Esch"], situation="small move of one room from Differdange to Esch")
add("pt-s05", "Alguém conhece uma costureira que faça bainhas em 6 cortinas compridas, de preferência que venha buscar?",
    None, None, None, situation="seamstress to hem curtains (not a trade)")
add("pt-s06", "Casámos em 2026 e queria alguém que nos fizesse a declaração de impostos conjunta (déclaration commune), não sei se compensa com a classe 2.",
    "accounting", None, None, situation="first joint tax return after marrying")
add("pt-s07", "Temos ratos na garagem em Rédange, roeram o saco da ração do cão, quem trata disso?",
    "pest-control", "Redange", "Rédange", situation="rats in the garage chewing the dog food")
add("pt-s08", "O meu disco externo com as fotos dos miúdos deixou de ser reconhecido pelo PC, há alguém em Colmar-Berg que consiga recuperar os ficheiros?",
    "it-support", "Colmar-Berg", "Colmar-Berg", situation="recover photos from an external drive no longer recognised")
add("pt-s09", "Orçamento para assentar mosaico (carrelage) 60x60 na sala, 38 m², casa em Koerich, o chão já está nivelado.",
    "tiling", "Koerich", "Koerich", situation="lay 60x60 floor tiles in a living room")
add("pt-s10", "Quanto custa um site simples para a minha empresa de transportes, com formulário para pedir orçamento e versão em francês?",
    "web-development", None, None, situation="simple website with quote form for a transport company")
add("pt-t01", "Quando chove muito, a água começa a sair pelo ralo do chão da cave e cheira mal a esgoto. Ontem à noite já havia uns 3 cm de água junto à máquina de lavar. Nos dias secos não acontece nada. Moro numa casa geminada em Esch-sur-Alzette, na rue de Mondercange.",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Mondercange"], kind="a", nu="U", situation="cellar floor drain backs up with sewage smell in heavy rain")
add("pt-t02", "A pressão da caldeira desce todos os dias de 1,5 para menos de 0,5 bar e tenho de lhe acrescentar água de manhã. Não vejo água em lado nenhum, nem nos radiadores nem debaixo da caldeira. Isto começou depois do verão. A casa fica em rambrouch, perto da igreja.",
    "heating", "Rambrouch", "rambrouch", kind="a", nu="U", situation="heating system pressure drops every day, no visible leak")
add("pt-t03", "A máquina de secar roupa faz o programa todo normalmente, mas a roupa sai tão molhada como entrou. O filtro foi limpo e o depósito de água esvaziado. É uma Bosch de condensação com 6 anos. Estou em Dudelange, 2º andar.",
    "appliance-repair", "Dudelange", "Dudelange", kind="a", nu="U", situation="condenser dryer runs but clothes stay wet")
add("pt-t04", "O meu primo disse que eu podia pintar os armários da cozinha com a tinta de parede que sobrou, que ficava ótimo. Ficou bonito uma semana, agora a tinta cola às mãos e sai em lascas à volta dos puxadores. Quero que alguém lixe tudo e aplique primário e uma laca como deve ser, são 14 portas e 6 gavetas. O apartamento é na Gare, perto da rue de Strasbourg.",
    "painting", "Luxembourg", "Gare", distractors=["Strasbourg"], kind="b", nu="U", situation="cousin said wall paint would do on kitchen cabinets; it peels")
add("pt-t05", "O vizinho, que é pedreiro, disse que bastava pôr silicone nas telhas rachadas e que aguentava anos. Passou um inverno e agora há uma mancha amarela no teto do quarto das crianças. Do jardim vê-se que duas telhas estão mesmo partidas e uma escorregou. Precisava que alguém viesse a Eischen substituí-las antes das chuvas de outubro.",
    "roofing", "Habscht", "Eischen", kind="b", nu="U", situation="neighbour sealed cracked roof tiles with silicone; now a ceiling stain")
add("pt-t06", "Há quatro anos o meu sogro plantou bambu junto à vedação e garantiu que não se espalhava. Agora está por todo o lado, até no relvado e no quintal do vizinho, que já se queixou à comuna. Queria que arrancassem tudo, com as raízes, e pusessem uma barreira anti-raízes. O terreno fica em Garnich, são uns 15 metros de vedação.",
    "gardening", "Garnich", "Garnich", kind="b", nu="U", situation="father-in-law's bamboo has spread; remove it and fit a root barrier")
add("pt-t07", "Houve vários assaltos às caves do nosso prédio em Ehlange. O síndico disse que as fechaduras das caves eram suficientes e que não valia a pena gastar dinheiro. Na semana passada arrombaram a nossa com uma chave de fendas e levaram as bicicletas. Quero uma fechadura de segurança a sério na porta da cave, e se possível um cadeado para o local das bicicletas.",
    "locksmith", "Reckange-sur-Mess", "Ehlange", kind="b", nu="U", situation="building manager said cellar locks were enough; cellar broken into")
add("pt-t08", "Somos a associação portuguesa de Mertzig e fizemos o nosso arraial no sábado, com 300 pessoas. A cozinha do salão ficou cheia de gordura e o chão da sala está num estado que nem imaginam. Temos de entregar as chaves à comuna na quinta-feira. Há alguma empresa de limpeza disponível na terça ou na quarta?",
    "cleaning", "Mertzig", "Mertzig", kind="c", nu="N", situation="association needs the hall and kitchen cleaned after its summer party")
add("pt-t09", "Temos uma pastelaria portuguesa em Vichten e vamos começar a fazer bolos de encomenda. As fotos que tiramos com o telemóvel não fazem justiça aos bolos. Procuramos um fotógrafo que passe uma manhã na loja para fotografar uns 20 produtos e o espaço, para o Facebook e para o catálogo. Quanto se paga por isso?",
    "photography", "Vichten", "Vichten", kind="c", nu="N", situation="pastry shop needs product and shop photos")
add("pt-t10", "A direção do Clube Português de Beckerich quer construir uma churrasqueira grande em tijolo no pátio da sede, com bancada e chaminé. Já temos autorização do proprietário. Procuramos quem a faça antes da festa de São João, a 24 de junho. Alguém pode vir ver o espaço e fazer um orçamento (devis)?",
    "masonry", "Beckerich", "Beckerich", kind="c", nu="U", situation="club wants a brick barbecue with worktop and chimney")
add("pt-t11", "Estamos a acabar a casa em Grosbous e ainda faltam as 7 portas interiores. Não sabemos se vale a pena portas maciças de carvalho ou se as lacadas brancas chegam. Qual é a diferença de preço, mais ou menos, já com aros e montagem? E as maciças empenam com o aquecimento no chão?",
    "carpentry", "Groussbus-Wal", "Grosbous", kind="d", nu="U", situation="seven interior doors: solid oak or white lacquered?")
add("pt-t12", "Herdámos a casa dos avós da minha mulher em Tuntange, de 1958, com 130 m². Está tudo por fazer: canalização, eletricidade, casas de banho, cozinha, chão, janelas. Uns dizem que compensa renovar, outros que mais vale demolir e construir de novo. Como se faz a conta, e quanto custa mais ou menos por m² uma renovação completa destas?",
    "renovation", "Helperknapp", "Tuntange", kind="d", nu="U", situation="inherited 1958 house: renovate or demolish, cost per m2")
add("pt-t13", "Temos uma casinha de 70 m² em Saeul e a sala e a cozinha são uma só divisão muito comprida. Não sabemos onde pôr a mesa, o sofá e a televisão, e a luz à noite é horrível. Vale a pena pagar a um designer de interiores só para fazer um plano, ou eles obrigam a comprar os móveis com eles? Quanto costuma custar?",
    "interior-design", "Saeul", "Saeul", kind="d", nu="N", situation="long open living-kitchen: pay a designer for a plan?")
add("pt-t14", "Moro em Athus, do lado belga, a 2 km da fronteira. Um colega do Luxemburgo pôs painéis solares e diz que a conta da luz desceu para metade. Na Bélgica também compensa, com as regras de lá? E uma empresa do Luxemburgo pode vir instalar do lado belga?",
    "solar", "abroad", "Athus", distractors=["Luxemburgo"], kind="d", nu="N", situation="do solar panels pay off for a house in Belgium near the border?")
add("pt-t15", "A nossa empresa de construção ganhou um concurso público e o caderno de encargos tem 120 páginas em francês técnico. Os nossos chefes de obra percebem melhor português. Precisamos de um tradutor que traduza o documento em 10 dias, com os termos de obra corretos. Fazem orçamento por página ou por palavra?",
    "translation", None, None, kind="c", nu="N", situation="construction firm needs a 120-page tender specification translated")

# ---------------------------------------------------------------- Italian
add("it-s01", "Cerco qualcuno che mi poti tre ulivi grandi in vaso e un fico ormai altissimo nel giardino a Diekirch, prima che arrivi il freddo.",
    "gardening", "Diekirch", "Diekirch", situation="prune three potted olive trees and a large fig")
add("it-s02", "Mi serve un interprete italiano-francese per accompagnare mio padre a una visita specialistica in ospedale martedì mattina.",
    "translation", None, None, situation="Italian-French interpreter for a hospital appointment")
add("it-s03", "Salve, vorrei sostituire il vecchio quadro con i fusibili a vite con uno nuovo con differenziali, casa a Fentange del 1968, quanto costa più o meno?",
    "electrical", "Hesperange", "Fentange", situation="replace an old screw-fuse board with RCDs")
add("it-s04", "Cerchiamo un'impresa di pulizie per lavare vetri e vetrine del nostro negozio di scarpe a Esch/Alzette ogni due settimane.",
    "cleaning", "Esch-sur-Alzette", "Esch/Alzette", situation="fortnightly window and shop-front cleaning")
add("it-s05", "Qualcuno sa dove trovare un bravo maestro di pianoforte per mia figlia di 8 anni, anche a domicilio?",
    None, None, None, situation="piano teacher for a child (not a trade)")
add("it-s06", "Ho un B&B con quattro camere e vorrei un sito in 4 lingue con il calendario delle disponibilità collegato a Booking, quanto può costare?",
    "web-development", None, None, situation="four-language B&B site with availability calendar synced to Booking")
add("it-s07", "grondaie piene di foglie e una tegola spostata sul tetto a vianden, potete passare prima delle piogge??",
    "roofing", "Vianden", "vianden", situation="gutters full of leaves and a displaced roof tile")
add("it-s08", "Vorrei cambiare la serratura della porta blindata con un cilindro europeo antiscasso, abito a Schifflange al terzo piano.",
    "locksmith", "Schifflange", "Schifflange", situation="fit an anti-snap euro cylinder in an armoured door")
add("it-s09", "Cerco un interior designer che progetti l'arredamento di un monolocale di 38 m² al Limpertsberg da affittare a studenti, budget contenuto.",
    "interior-design", "Luxembourg", "Limpertsberg", situation="furnishing plan for a studio to rent to students")
add("it-s10", "Chi mi può tenere la contabilità della pizzeria, sei dipendenti, buste paga comprese, e fare la dichiarazione dei redditi?",
    "accounting", None, None, situation="bookkeeping, payroll and tax for a pizzeria")
add("it-t01", "Ogni volta che chiudo un rubinetto o la lavatrice finisce di caricare l'acqua, nei muri si sente un colpo secco, come una martellata. A volte vibra tutto il tubo sotto il lavandino. È iniziato dopo che il comune ha fatto dei lavori sulla strada. Abitiamo a Larochette, casa a schiera.",
    "plumbing", "Larochette", "Larochette", kind="a", nu="U", situation="loud bangs in the pipes whenever a tap closes")
add("it-t02", "Siamo arrivati in Lussemburgo a settembre e abbiamo trovato casa a Heffingen. Da qualche giorno sotto il cassetto delle verdure del frigorifero c'è sempre una pozza d'acqua, e sulla parete di fondo si forma uno strato di ghiaccio. Il congelatore sopra funziona bene. È un Whirlpool combinato di circa 7 anni.",
    "appliance-repair", "Heffingen", "Heffingen", distractors=["Lussemburgo"], kind="a", nu="U", situation="fridge: ice on the back wall and water under the crisper")
add("it-t03", "Da una settimana file di formiche nere entrano in cucina da una fessura sotto la finestra. Le abbiamo trovate nella dispensa, nello zucchero e ieri anche in camera da letto. Ho provato con aceto e bicarbonato, come dice internet, niente da fare. Siamo a Nommern, casa con giardino.",
    "pest-control", "Nommern", "Nommern", kind="a", nu="U", situation="trails of ants in the kitchen and bedroom")
add("it-t04", "Al negozio di bricolage mi hanno venduto sei valvole termostatiche e mi hanno detto che montarle era un gioco da ragazzi. Ne ho cambiate due e adesso il radiatore del soggiorno perde dal raccordo, mentre quello della camera non si scalda più. Ho chiuso tutto e siamo al freddo. Qualcuno può venire a Mondorf-les-Bains a sistemare e montare anche le altre quattro?",
    "heating", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="b", nu="U", situation="DIY thermostatic valves: one radiator leaks, another stays cold")
add("it-t05", "Un amico mi aveva detto che per il paraschizzi della cucina bastava incollare le piastrelle con il silicone. Dopo un anno se ne staccano un paio al mese, e dietro il piano cottura una è caduta e si è rotta. Vorrei rifare tutto come si deve, circa 4 m², magari con piastrelle nuove. La casa è ad Angelsberg.",
    "tiling", "Fischbach", "Angelsberg", kind="b", nu="U", situation="friend said silicone would hold backsplash tiles; they fall off")
add("it-t06", "Mio cognato mi ha detto di pulire i pannelli sul tetto con l'idropulitrice ogni primavera, perché così rendono di più. Da quando l'ho fatto, ogni volta che piove l'inverter segnala un guasto di isolamento e la produzione si ferma. Con il sole secco riparte. Potete mandare qualcuno a controllare a Bastendorf?",
    "solar", "Tandel", "Bastendorf", kind="b", nu="U", situation="brother-in-law's pressure-washing advice; inverter insulation fault when wet")
add("it-t07", "Il vivaio ci aveva garantito che le due palme resistevano fino a meno 15. Dopo questo inverno sono completamente marroni e il tronco è molle. Vorremmo toglierle e mettere al loro posto qualcosa di sempreverde che qui regga davvero il freddo. Il giardino è a Bettendorf, esposto a nord.",
    "gardening", "Bettendorf", "Bettendorf", kind="b", nu="U", situation="nursery said palms are hardy; both died, replace with hardy evergreens")
add("it-t08", "Siamo una piccola impresa edile con otto operai. Un cliente si rifiuta di pagare il saldo di 12.000 euro dicendo che ci sono difetti, ma non li ha mai segnalati per iscritto. Abbiamo il contratto firmato, le foto del cantiere e il verbale di consegna. Cerchiamo un avvocato che ci aiuti a recuperare il credito.",
    "legal", None, None, kind="c", nu="N", situation="building firm's client refuses to pay the final 12,000 euros")
add("it-t09", "Gestiamo un piccolo campeggio a Ingeldorf, sulla Sûre. Il wifi per gli ospiti arriva solo vicino alla reception e le piazzole in fondo restano scoperte, con recensioni pessime. Anche il PC della reception ha dieci anni e si blocca di continuo. Vorremmo sistemare tutto prima dell'apertura di aprile.",
    "it-support", "Erpeldange-sur-Sûre", "Ingeldorf", kind="c", nu="U", situation="campsite Wi-Fi coverage and an old reception PC")
add("it-t10", "Abbiamo una piccola pensione a Reisdorf, sei camere vicino al fiume. Le foto su Booking sono vecchie e fatte con il telefono, e si vede. Cerchiamo un fotografo che venga in una giornata di sole a maggio per le camere, la sala colazione e il giardino. Che prezzi ci sono?",
    "photography", "Reisdorf", "Reisdorf", kind="c", nu="N", situation="guesthouse needs new room photos for booking sites")
add("it-t11", "La nostra piccola libreria italiana al Grund chiude a fine mese. Dobbiamo portare circa 6000 libri, gli scaffali smontati e il bancone in un deposito a Bettembourg. Siamo in una strada stretta in discesa e il furgone non può fermarsi a lungo. Ci consigliate una ditta di traslochi abituata a questo tipo di lavori?",
    "moving", "Luxembourg", "Grund", distractors=["Bettembourg"], kind="c", nu="N", situation="bookshop moves 6000 books and shelving to a storage unit")
add("it-t12", "La facciata della nostra casa a Dudelange va ridipinta, sono circa 180 m² con due lati alti. Un imbianchino ci consiglia una pittura ai silicati, un altro una silossanica. Qual è la differenza vera, e quanto dura l'una o l'altra? Il ponteggio di solito è compreso nel prezzo?",
    "painting", "Dudelange", "Dudelange", kind="d", nu="N", situation="facade repaint: silicate or siloxane paint, scaffolding included?")
add("it-t13", "A Schieren abbiamo comprato una casa con il parquet originale in rovere del 1975, pieno di graffi e macchie scure vicino alla porta finestra. Conviene farlo levigare e riverniciare da un falegname, o è meglio toglierlo e metterne uno nuovo? Sono circa 45 m². Ci interessa anche sapere quanti giorni resta inutilizzabile la stanza.",
    "carpentry", "Schieren", "Schieren", kind="d", nu="N", situation="old oak parquet: sand and refinish or replace?")
add("it-t14", "Dietro casa a Medernach il terreno sale e ogni inverno scivola un po' di terra verso il muro. Vorremmo costruire un muretto di contenimento di circa 12 metri, alto 80 cm. Meglio blocchi di cemento intonacati o un muro in pietra con malta? E serve un permesso del comune per un'altezza così?",
    "masonry", "Vallée de l'Ernz", "Medernach", kind="d", nu="U", situation="12 m retaining wall: concrete blocks or gabions, permit?")
add("it-t15", "Ci siamo trasferiti in Lussemburgo per lavoro, ma abbiamo ereditato la casa dei nonni a Villerupt, a pochi minuti dal confine. È degli anni '50: impianti vecchi, bagno da rifare, cucina, pavimenti e serramenti. Vale la pena ristrutturarla tutta per affittarla, o conviene venderla così com'è? Più o meno, quanto si spende al metro quadro?",
    "renovation", "abroad", "Villerupt", distractors=["Lussemburgo"], kind="d", nu="U", situation="inherited 1950s house across the border: renovate to let or sell?")

# ---------------------------------------------------------------- Spanish
add("es-s01", "Presupuesto para mudanza de una casa de 3 habitaciones de Weiswampach a Ettelbruck a finales de mayo, con desmontaje de muebles y unas 40 cajas.",
    "moving", "Weiswampach", "Weiswampach", distractors=["Ettelbruck"], situation="house move from Weiswampach to Ettelbruck with furniture dismantling")
add("es-s02", "Necesito un abogado laboralista que hable español, mi empresa quiere pasarme de jornada completa a media jornada sin mi acuerdo.",
    "legal", None, None, situation="employer wants to cut hours to part-time without consent")
add("es-s03", "Con la helada se ha reventado la tubería del grifo exterior del jardín y sale agua por la pared de fuera, estoy en Lenningen, ¿alguien puede venir hoy?",
    "plumbing", "Lenningen", "Lenningen", situation="outside tap pipe burst in the frost, water from the wall")
add("es-s04", "Necesito a alguien que me configure el NAS Synology y las copias de seguridad automáticas de los tres ordenadores de casa en Bertrange.",
    "it-support", "Bertrange", "Bertrange", situation="set up a NAS and automatic backups for three home computers")
add("es-s05", "¿Alguien conoce una autoescuela donde den las clases prácticas en español o al menos en inglés?",
    None, None, None, situation="driving school with lessons in Spanish (not a trade)")
add("es-s06", "Tengo que traducir del alemán al español el manual de una máquina envasadora de 80 páginas para los operarios de la fábrica.",
    "translation", None, None, situation="translate an 80-page machine manual from German to Spanish")
add("es-s07", "quiero poner 6 focos LED empotrados en el techo del salón en stadtbredimus, cuánto me cobraríais con material incluido",
    "electrical", "Stadtbredimus", "stadtbredimus", situation="six recessed LED spotlights in a living-room ceiling")
add("es-s08", "Busco pintor para un piso vacío de 90 m² en Bonnevoie antes de mudarnos el 1 de abril, paredes en blanco y techos incluidos.",
    "painting", "Luxembourg", "Bonnevoie", situation="paint an empty flat before moving in")
add("es-s09", "Quiero montar una tienda online para vender embutidos y aceite de oliva de mi pueblo, con envíos a todo Luxemburgo y Bélgica, ¿quién hace esto?",
    "web-development", None, None, distractors=["Luxemburgo"], situation="online shop for cured meats and olive oil")
add("es-s10", "¿Alguien que me lleve la contabilidad y las nóminas de mi pequeña empresa de reformas, somos cuatro trabajadores?",
    "accounting", None, None, situation="bookkeeping and payroll for a four-person building firm")
add("es-t01", "La caldera de gasoil se enciende y se apaga cada dos o tres minutos con un golpe fuerte, como un petardo. Desde ayer huele a gasoil en todo el sótano y los radiadores están solo tibios. Tenemos dos niños pequeños y por la noche bajamos a 5 grados. Vivimos en Hosingen, casa de 1990.",
    "heating", "Parc Hosingen", "Hosingen", kind="a", nu="U", situation="oil burner cycles with a bang, smell of fuel, radiators lukewarm")
add("es-t02", "Una de las zonas de la placa de inducción ya no calienta, aunque el piloto se enciende y pita como si funcionara. Las otras tres van bien. Además, el ventilador de debajo sigue sonando un buen rato después de apagarla. Es una Siemens de hace 5 años, en un piso en Esch-sur-Alzette.",
    "appliance-repair", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="one induction zone no longer heats, fan keeps running")
add("es-t03", "La llave del portal de casa entra solo hasta la mitad y hay que empujar y mover mucho para que gire. Mi marido echó aceite de cocina y ahora va todavía peor. Mañana salgo de viaje y me da miedo que se quede alguien fuera sin poder entrar. Es una casa adosada en Itzig.",
    "locksmith", "Hesperange", "Itzig", kind="a", nu="U", situation="key only goes half into the front-door lock")
add("es-t04", "Mi cuñado, que vive en Hamm (Alemania), nos dijo que las grietas alrededor de la chimenea se arreglaban con espuma de poliuretano, y lo hicimos nosotros desde la ventana del desván. Un año después la espuma se ha deshecho con el sol y entra agua por el techo junto a la chimenea cada vez que llueve. La casa está en Esch-sur-Sûre, ojo, no en Esch-sur-Alzette. ¿Alguien puede subir al tejado y arreglarlo bien?",
    "roofing", "Esch-sur-Sûre", "Esch-sur-Sûre", distractors=["Hamm", "Esch-sur-Alzette"], kind="b", nu="U", situation="brother-in-law's foam around the chimney failed; roof leaks")
add("es-t05", "Mi suegro levantó un murete de bloques de hormigón en el jardín sin cimientos, porque según él para un metro de alto no hacía falta. Tres inviernos después está inclinado hacia la calle y tiene dos grietas que atraviesan los bloques. Los vecinos pasan por ahí con los niños y me da miedo que se caiga. Habría que tirarlo y hacerlo de nuevo bien, son unos 9 metros, en Kaundorf.",
    "masonry", "Lac de la Haute-Sûre", "Kaundorf", kind="b", nu="U", situation="father-in-law's block wall without foundations now leans and cracks")
add("es-t06", "Un vecino nos aconsejó rellenar los bancales del huerto con la tierra que sobraba de una obra cercana, gratis. Ahora está llena de piedras, trozos de ladrillo y unas hierbas que no hay manera de quitar. Queremos vaciar los tres bancales, poner tierra vegetal buena y dejar el huerto listo para plantar en abril. Estamos en Doncols.",
    "gardening", "Winseler", "Doncols", kind="b", nu="U", situation="neighbour's free building-site soil ruined the raised vegetable beds")
add("es-t07", "Llevo tres semanas con picaduras en fila en brazos y piernas, y en las costuras del colchón hay puntitos negros. En la tienda me dijeron que bastaba con un spray y lavar la ropa a 60 grados, y lo he hecho dos veces. Sigo igual y ya no duermo. Necesito una empresa de control de plagas que venga a mi piso en Merl lo antes posible.",
    "pest-control", "Luxembourg", "Merl", kind="b", nu="N", situation="shop's spray advice failed against bed bugs")
add("es-t08", "Tenemos un taller de coches en Rodange con una pequeña oficina, una sala de espera y dos aseos para clientes. Los mecánicos no tienen tiempo y las clientas se quejan de los baños. Buscamos a alguien que venga dos veces por semana, por la tarde, a dejarlo todo en condiciones. ¿Cuánto cobraríais al mes?",
    "cleaning", "Pétange", "Rodange", kind="c", nu="U", situation="car garage needs its office, waiting room and toilets kept clean")
add("es-t09", "Nuestro club de trail organiza una carrera de 25 km con salida y meta en Boulaide el 12 de octubre, con unos 400 corredores. Buscamos un fotógrafo para la salida, la meta y un par de puntos del recorrido, con las fotos listas para el lunes. ¿Es posible y cuánto costaría?",
    "photography", "Boulaide", "Boulaide", kind="c", nu="N", situation="trail-running club needs race photos")
add("es-t10", "Somos una pequeña consultora de ingeniería y hemos contratado a una ingeniera que viene desde Sevilla. La empresa le paga la mudanza: un piso de dos habitaciones, unos 30 m³, hasta su nuevo apartamento en Strassen. Necesitamos una empresa de mudanzas que lo haga puerta a puerta a principios de julio y que emita la factura a nombre de la sociedad.",
    "moving", "Strassen", "Strassen", distractors=["Sevilla"], kind="c", nu="N", situation="engineering firm pays a new hire's move from Seville")
add("es-t11", "Tenemos una empresa de jardinería con un almacén de 300 m² de tejado en Rolling, orientado al sur. Hemos comprado dos furgonetas eléctricas y queremos aprovechar el tejado para producir nuestra propia electricidad y cargarlas durante el día. ¿Alguien puede hacer un estudio y un presupuesto?",
    "solar", "Bous-Waldbredimus", "Rolling", kind="c", nu="U", situation="landscaping firm wants to power its electric vans from its warehouse roof")
add("es-t12", "Queremos una pérgola de madera de 4 x 3 m sobre la terraza de casa en Mamer. ¿Qué es mejor, pino tratado en autoclave o alerce? ¿Cuánto puede costar hecha a medida y montada? Y ¿hace falta algún permiso del ayuntamiento?",
    "carpentry", "Mamer", "Mamer", kind="d", nu="U", situation="wooden pergola: treated pine or larch, price, permit?")
add("es-t13", "Vamos a cambiar la cocina de nuestro piso en Differdange y no tenemos claro si alicatar toda la pared hasta el techo o solo la franja entre la encimera y los muebles altos. ¿Qué queda mejor y qué es más práctico para limpiar? ¿Cuánto suele cobrar un alicatador por metro cuadrado?",
    "tiling", "Differdange", "Differdange", kind="d", nu="N", situation="tile the whole kitchen wall or only the backsplash?")
add("es-t14", "Queremos convertir el desván de nuestra casa en Wiltz en dos dormitorios y un baño pequeño. Habría que aislar, poner suelo, tabiques de pladur, ventanas de tejado, luz y fontanería. ¿Cuánto tiempo lleva una obra así? ¿Y más o menos cuánto cuesta por metro cuadrado?",
    "renovation", "Wiltz", "Wiltz", kind="d", nu="U", situation="convert an attic into two bedrooms and a bathroom: time and cost")
add("es-t15", "Hemos comprado una casa en Mondorff, en el lado francés, justo enfrente de Mondorf-les-Bains. El salón y el comedor son muy oscuros y no sabemos cómo distribuir los muebles ni qué luces poner. ¿Cuánto cobra un interiorista por un proyecto así? ¿Merece la pena o es mejor pedir ideas en la tienda de muebles?",
    "interior-design", "abroad", "Mondorff", distractors=["Mondorf-les-Bains"], kind="d", nu="N", situation="dark living room in a house just across the French border: hire an interior designer?")
