MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- lb ----------------
add("lb-s01", "D'Waasser leeft am Kichebecken net méi of an et bléist aus dem Ofloss, kann een nach haut op Wolz kommen?",
    "plumbing", "Wiltz", "Wolz", situation="Kitchen sink drain blocked and bubbling, wants someone today")
add("lb-s02", "Wie kann e Stéck vun eiser aler Gaardemauer aus Bruchsteng nei opmaueren, d'Haus ass zu Gouvy direkt hannert der Grenz bei Ëlwen?",
    "masonry", "abroad", "Gouvy", distractors=("Ëlwen",), situation="Rebuild part of an old rubble-stone garden wall at a house just across the Belgian border")
add("lb-s03", "hunn mech zu Bouneweg aus der Wunneng gespaart, de Schlëssel stécht bannen am Schlass 😩 wie kann elo direkt kommen",
    "locksmith", "Luxembourg", "Bouneweg", situation="Locked out of the flat with the key stuck inside the lock")
add("lb-s04", "Ech sichen en Affekot deen sech mat Aarbechtsrecht auskennt, mäi Patron wëll mech no 11 Joer wéinst 'Restrukturatioun' entloossen an ech soll bis e Freideg ënnerschreiwen.",
    "legal", None, None, situation="Employment lawyer for a dismissal after 11 years, pressure to sign")
add("lb-s05", "kann een eis wiss zu ëlwen méien si ass bal 80 cm héich well mir 6 wochen a kanada waren",
    "gardening", "Troisvierges", "ëlwen", situation="Lawn grown to 80 cm after a six-week trip, voice-typed")
add("lb-s06", "Mir hunn eng kleng Bäckerei mat 3 Leit a sichen e Comptabel deen de Bilan 2026 an all Mount d'Pai-Fichen iwwerhëlt.",
    "accounting", None, None, situation="Small bakery wants annual accounts and monthly payslips done")
add("lb-s07", "Eisen Tumbler vu Miele (T1, 4 Joer al) dréint nach mee gëtt net méi waarm, gëtt et een zu Miersch deen esou eppes flécke kann?",
    "appliance-repair", "Mersch", "Miersch", situation="Tumble dryer turns but no longer heats")
add("lb-s08", "Ech brauch e Kafkontrakt vu 4 Säiten fir eng Camionnette vum Däitschen op Portugisesch iwwersat, wat kascht dat ongeféier?",
    "translation", None, None, situation="Translate a 4-page van purchase contract from German to Portuguese")
add("lb-s09", "Mir maachen en neie Restaurant zu Veianen op a brauche gutt Fotoe vun de Platen an dem Sall fir d'Menükaart an Instagram 📸",
    "photography", "Vianden", "Veianen", not_place=("Platen",), situation="New restaurant needs photos of dishes and dining room for menu and Instagram")
add("lb-s10", "wie kann mir nach dës woch d'wanterreifen um auto wiesselen hunn keng zäit fir an d'garage ze fueren",
    None, None, None, situation="Wants winter tyres changed on the car (not a listed trade)")
add("lb-t01", "Zanter haut de Moien bleiwen all d'Radiateuren am Haus kal. De Brenner am Keller klickt e puer Mol, brummt kuerz a geet dann erëm aus. Den Tank ass voll, mir hunn eréischt am Oktober 2000 Liter Heizöl kritt. Mir wunnen zu Harel an et si bannen nach 14 Grad, mat engem Puppelchen am Haus.",
    "heating", "Lac de la Haute-Sûre", "Harel", kind="a", nu="U", situation="Oil burner clicks and stops, all radiators cold, baby at home")
add("lb-t02", "No dem Stuerm vu gëschter Owend leien e puer Schifer an der Aufahrt. Um Späicher ass elo e naasse Flak um Holz ronderëm de Kamäin an et dréchent net. Mir hunn en Eemer drënner gestallt, mee fir de Weekend gëtt nach méi Reen gemellt. D'Haus ass zu Wäiswampech, gläich beim Shoppingcenter.",
    "roofing", "Weiswampach", "Wäiswampech", not_place=("Holz",), kind="a", nu="U", situation="Slates blown off in a storm, wet patch in the attic around the chimney")
add("lb-t03", "Zanter enger Woch kraazt et nuets an der Plafong vum Schlofzëmmer. Haut de Moien louchen kleng schwaarz Kréimelen an der Spens an eng Tut Rais war ugeknabbert. Eise Boxer bellt all Nuecht géint d'Mauer, mee d'Kaz mécht näischt. Mir wunnen zu Dol, kann do een kommen?",
    "pest-control", "Goesdorf", "Dol", not_place=("Boxer",), kind="a", nu="U", situation="Scratching in the ceiling, droppings and a gnawed rice bag in the pantry")
add("lb-t04", "Bei eis zu Wëlwerwolz fält d'Sécherung vun der Kichen all Kéier eraus wann de Waasserkocher an den Uewen zesumme lafen. Den Noper huet gemengt, ech soll einfach eng méi staark Sécherung drasetzen, 25 amplaz 16 Ampère, an hien huet se direkt selwer gewiesselt. Elo fält näischt méi eraus, mee gëschter huet et beim Stecker hannert dem Frigo no verbranntem Plastik geroch. Ech wëll dass e richtegen Elektriker sech dat esou séier wéi méiglech ukuckt.",
    "electrical", "Kiischpelt", "Wëlwerwolz", kind="b", nu="N", situation="Neighbour fitted a bigger fuse; now a socket smells of burnt plastic")
add("lb-t05", "Mir hunn d'lescht Fréijoer eis Fassad selwer gestrach, mat enger Faarf déi de Verkeefer an engem Baumaart zu Tréier eis als 'top fir dobaussen' verkaf huet. Elo, no just engem Wanter, blätert se op der Wiederseit a grousse Plaacken of. Um Eemer stoung iwwregens kleng 'Innenfarbe', dat hat keen gelies. Kann een eis Fassad zu Furen richteg nei maachen, et sinn ongeféier 140 m²?",
    "painting", "Tandel", "Furen", kind="b", nu="U", situation="DIY store sold interior paint for the facade; peeling after one winter")
add("lb-t06", "Mäi Neveu huet eis virun zwee Joer eng Websäit fir eis Schräinerei gebastelt an huet gesot, mir bräichten keen Hosting ze bezuelen, alles géif gratis op sengem Computer doheem lafen. Elo studéiert hien zu Montréal an d'Säit ass zanter dräi Wochen net méi ze gesinn. Mir wëllen eng richteg Webagentur, déi eng nei Säit mat eise Realisatiounen an engem Kontaktformulaire mécht. De Budget wier ronn 3000 Euro.",
    "web-development", None, None, kind="b", nu="N", situation="Nephew hosted the joinery's website on his home PC; it is gone, wants a proper new site")
add("lb-t07", "Mäi Schwoger huet mir geroden déi bëlleg Pellets vum Discounter ze kafen, 'Pellet ass Pellet' sot hien. Zanter do mécht eis Pelletsheizung all puer Deeg e Kuch aus Schlack am Brennertopf a geet einfach aus. Ech hunn dat elo dräimol propper gemaach, mee d'Haus gëtt net méi richteg waarm. Kann een zu Bauschelt laanscht kommen, d'Anlag kontrolléieren a soen ob eppes futti ass?",
    "heating", "Boulaide", "Bauschelt", kind="b", nu="U", situation="Cheap pellets advised by brother-in-law; pellet boiler clinkers and goes out")
add("lb-t08", "Mir wëllen an der Kichen nei Plättercher, ongeféier 18 m², déi al si brong a vun 1985. Ass et besser déi al erofzeklappen oder kann een déi nei driwwer leeën, wat d'Héicht vun der Dier ugeet? A wat kascht esou eppes ongeféier de Meter, mat Fugen? Eist Haus steet zu Heischent.",
    "tiling", "Esch-sur-Sûre", "Heischent", kind="d", nu="U", situation="New kitchen floor tiles: remove the old ones or lay over, and price per m²")
add("lb-t09", "Mir féieren e klengt Hotel zu Klierf mat 14 Zëmmer. Zanter dem Update vum Router ënnert der Woch fält de Wifi fir d'Gäscht ëmmer erëm aus, an den Drécker un der Receptioun gëtt vum Computer net méi fonnt. Mäi Mann an ech si keng Spezialisten a wëllen och net all Kéier eis Duechter zu Bréissel uruffen. Mir sichen eng IT-Firma, déi eis dat opriicht an eventuell e Wartungskontrakt mécht.",
    "it-support", "Clervaux", "Klierf", kind="c", nu="N", situation="Small hotel: guest Wi-Fi drops and reception printer lost after router update")
add("lb-t10", "Mir sinn eng Kinésitherapie-Praxis mat 4 Behandlungsraim am Garer Quartier. Eis Fra, déi dat bis elo gemaach huet, geet Enn Januar an d'Pensioun. Mir sichen een, deen dräimol d'Woch owes no 19 Auer d'Raim, d'Toiletten an d'Waardesall propper mécht. Material hu mir do.",
    "cleaning", "Luxembourg", "Garer Quartier", kind="c", nu="U", situation="Physiotherapy practice needs evening cleaning three times a week")
add("lb-t11", "Eise Musekverein kritt endlech en neie Proberaum am Centre culturel zu Wëntger. Mir mussen 2 Batterien, véier Tubaen, 60 Still an en ale Schaf mat den Nouten aus dem alen Sall an der Schoul eriwwer bréngen, ongeféier 3 km. Mir sinn alleguer Benevollen a keen huet e Camion. Kennt dir eng Déménagement-Firma, déi dat e Samschdeg de Moien mécht?",
    "moving", "Wincrange", "Wëntger", kind="c", nu="N", situation="Brass band moves instruments, chairs and a cabinet to a new rehearsal room")
add("lb-t12", "Mir hunn e Mëllechbetrib bei Pommerlach mat 90 Kéi an engem Mellroboter deen Dag an Nuecht leeft. Eis Stroumrechnung ass d'lescht Joer op bal 19 000 Euro geklommen. D'Daach vum neie Stall huet ronn 600 m², südlech ausgeriicht, an ass nach keng 5 Joer al. Wie kann eis eng Offer fir eng Anlag op dem Daach maachen, a wéi ass dat mat de Subside fir d'Landwirtschaft?",
    "solar", "Winseler", "Pommerlach", kind="c", nu="U", situation="Dairy farm with milking robot wants a PV system on a 600 m² barn roof")
add("lb-t13", "Mir hunn en aalt Bauerenhaus zu Stolzebuerg kaf an d'Trap aus Eechenholz kraacht bei all Tratt, zwee Tratte wackelen. Lount et sech déi ze restauréieren oder ass eng nei Trap um Enn méi bëlleg? Wat géif e Schräiner fir esou eng Restauratioun ongeféier froen? Mir hänke schonn un der aler Trap, si ass vun 1911.",
    "carpentry", "Putscheid", "Stolzebuerg", kind="d", nu="N", situation="Creaking 1911 oak staircase: restore or replace, and cost")
add("lb-t14", "Mir hunn eng Wunneng vu 62 m² um Lampertsbierg kaf, mat engem ganz komeschen Grondrëss an nëmmen enger Fënster am Living. Lount et sech een ze bezuelen, deen eis e Plang mécht, wou d'Miwwelen hikommen, wéi eng Faarwen a wéi eng Luuchten? Oder kréie mir dat och mam Online-Planer vum Miwwelgeschäft hin? Wat kascht esou eng Berodung ongeféier?",
    "interior-design", "Luxembourg", "Lampertsbierg", kind="d", nu="U", situation="Awkward 62 m² flat: worth paying for a layout, colour and lighting plan?")
add("lb-t15", "Eis Elteren hunn e Bungalow vun 1974 zu Housen hannerlooss. Kichen, Buedzëmmer, Elektresch a Buedem sinn nach alles original. Mir wëllen dat alles nei maache loossen an et duerno verlounen. Ass dat et wäert oder verkafe mir besser esou, a wéi laang dauert sou eng Aktioun ongeféier?",
    "renovation", "Parc Hosingen", "Housen", kind="d", nu="U", situation="Inherited 1974 bungalow: redo kitchen, bathroom, wiring and floors before letting?")

# ---------------- fr ----------------
add("fr-s01", "Bonjour, je voudrais faire faire l'entretien annuel de ma chaudière gaz Viessmann dans mon appartement à Cessange, de préférence un samedi matin.",
    "heating", "Luxembourg", "Cessange", situation="Annual service of a gas boiler in a flat")
add("fr-s02", "la serrure 3 points de la porte d'entrée ne ferme plus, la clé tourne dans le vide et je dois partir au boulot, je suis à Esch/Alzette",
    "locksmith", "Esch-sur-Alzette", "Esch/Alzette", situation="Three-point front door lock no longer locks, key spins")
add("fr-s03", "Pose de carrelage grès cérame 120x60 dans un séjour de 35 m², chape déjà sèche, adresse L-3450, devis svp",
    "tiling", "Dudelange", "L-3450", situation="Large-format porcelain floor tiles in a 35 m² living room, postal code only")
add("fr-s04", "Je cherche un comptable pour ma petite SARL-S de vente de thé en ligne : tenue de la compta, comptes annuels et dépôt au RCS, environ 40 factures par mois.",
    "accounting", None, None, situation="Bookkeeping and annual accounts for a small online tea company")
add("fr-s05", "Il faudrait abattre un bouleau de 15 m qui penche vers la maison depuis la tempête, c'est à Noertzange et le jardin est accessible par le côté.",
    "gardening", "Bettembourg", "Noertzange", situation="Fell a 15 m birch leaning towards the house after a storm")
add("fr-s06", "Besoin d'un site avec prise de rendez-vous en ligne et paiement par carte pour mon auto-école (2 moniteurs, 3 voitures).",
    "web-development", None, None, situation="Online booking and card payment site for a driving school")
add("fr-s07", "Nettoyage de toutes les vitres, baies vitrées et véranda d'une maison à Strassen avant le 20 décembre, on reçoit toute la famille pour Noël 🎄",
    "cleaning", "Strassen", "Strassen", situation="Window and conservatory cleaning before Christmas guests")
add("fr-s08", "mon four bosch encastré ne chauffe plus en chaleur tournante, seul le gril marche, quelqu'un sur schifflange ?",
    "appliance-repair", "Schifflange", "schifflange", situation="Built-in oven: fan mode no longer heats, only the grill")
add("fr-s09", "Nous cherchons un photographe pour des photos pro et une petite vidéo au drone de notre maison à Bascharage, mise en vente prévue en janvier.",
    "photography", "Käerjeng", "Bascharage", situation="Property photos and drone video for selling a house")
add("fr-s10", "Quelqu'un pourrait garder notre chien (golden retriever, très gentil) 10 jours pendant les vacances de Pâques ?",
    None, None, None, situation="Dog sitting during Easter holidays (not a listed trade)")
add("fr-t01", "Notre facture d'eau est arrivée : 640 € pour le trimestre, trois fois plus que d'habitude. Même quand tous les robinets sont fermés, la petite roue du compteur continue de tourner. La nuit, on entend comme un sifflement dans le mur de la cuisine, au rez-de-chaussée. On habite une maison mitoyenne à Niederkorn, est-ce que quelqu'un peut venir voir ?",
    "plumbing", "Differdange", "Niederkorn", kind="a", nu="U", situation="Water meter turns with all taps shut, hissing in the kitchen wall, huge bill")
add("fr-t02", "Dès qu'il pleut un peu fort, tout le rez-de-chaussée se coupe d'un coup. Il faut descendre à la cave et remonter un petit levier dans le coffret, parfois trois fois par soirée. Ça a commencé après qu'on a fait poser des spots sur la terrasse l'été dernier. Maison à Rodange, derrière la gare.",
    "electrical", "Pétange", "Rodange", not_place=("gare",), kind="a", nu="U", situation="Ground floor trips whenever it rains since terrace spotlights were fitted")
add("fr-t03", "Il y a une fissure qui part du coin de la fenêtre de la cuisine et descend en escalier jusqu'au sol, côté jardin. En septembre on y glissait une pièce de 2 cents, maintenant on y met presque le doigt. Le crépi s'est aussi décollé tout autour. La maison date de 1958 et se trouve à Rumelange, sur la colline.",
    "masonry", "Rumelange", "Rumelange", not_place=("cents",), kind="a", nu="U", situation="Stair-step crack in the house wall widening since September")
add("fr-t04", "Depuis un mois, on se réveille avec des piqûres en ligne sur les bras et on a trouvé des petites taches noires sur le matelas. Ma belle-mère nous a dit de tout laver à 30 degrés et de pulvériser un spray du supermarché, on l'a fait deux fois. Maintenant on en voit aussi sur le canapé du salon et dans la chambre du petit. Nous habitons un appartement à Tétange et je n'en dors plus.",
    "pest-control", "Kayl", "Tétange", kind="b", nu="U", situation="Bed bugs spreading after mother-in-law's wash-and-spray advice")
add("fr-t05", "Le vendeur de notre voiture électrique nous a dit qu'on pouvait tranquillement la charger sur la prise extérieure avec une rallonge de 25 m. Après trois semaines, la prise a noirci et la rallonge était brûlante ce matin. On voudrait faire installer une vraie borne de recharge dans le garage, avec une ligne séparée depuis le tableau. Un électricien serait disponible sur Soleuvre en décembre ?",
    "electrical", "Sanem", "Soleuvre", kind="b", nu="N", situation="Car seller said charge via extension lead; socket blackened, wants a wallbox")
add("fr-t06", "Quand il pleut, la gouttière de devant déborde et l'eau coule le long de la façade jusqu'à la porte d'entrée. Notre propriétaire est venu et a simplement mis du silicone sur le raccord en disant que ça suffirait. Deux semaines après, c'est pareil et il y a maintenant des traces vertes sur le crépi. Il a enfin accepté qu'on fasse venir quelqu'un de sérieux à Bergem, il paiera la facture.",
    "roofing", "Mondercange", "Bergem", kind="b", nu="U", situation="Overflowing gutter; landlord's silicone fix failed")
add("fr-t07", "On a fait monter des cloisons en placo dans les combles pour faire deux chambres d'enfants. Le vendeur du magasin de bricolage à Foetz m'a assuré qu'on pouvait peindre directement dessus sans sous-couche. Résultat : après deux couches, on voit toutes les bandes et les vis à travers, c'est tout tacheté. Je préfère maintenant qu'un pro reprenne les murs et plafonds, à peu près 90 m², à Aspelt.",
    "painting", "Frisange", "Aspelt", distractors=("Foetz",), kind="b", nu="U", situation="Painted new plasterboard without primer on a shop's advice; joints show through")
add("fr-t08", "Nous sommes un cabinet vétérinaire à Crauthem avec trois postes et un NAS pour les dossiers des patients. Depuis le week-end, le PC de la réception ne voit plus le NAS et l'imprimante d'étiquettes ne répond plus. Notre ancien informaticien a pris sa retraite au Portugal. Nous cherchons un informaticien qui puisse intervenir rapidement et éventuellement assurer un suivi mensuel.",
    "it-support", "Roeser", "Crauthem", kind="c", nu="N", situation="Vet practice: reception PC lost the NAS and label printer")
add("fr-t09", "Notre club de basket accueille cette saison deux joueurs américains et un entraîneur lituanien. Il faudrait traduire en anglais le règlement intérieur, la charte du club et les contrats de sponsoring, en tout une trentaine de pages. Le comité souhaite aussi une version portugaise pour les parents des jeunes. Pouvez-vous nous mettre en contact avec un traducteur ?",
    "translation", None, None, kind="c", nu="N", situation="Basketball club needs its rules and sponsor contracts translated")
add("fr-t10", "Notre cabinet d'architectes déménage fin février du Kirchberg vers de nouveaux bureaux à Leudelange. Il y a 22 postes de travail, deux traceurs grand format, des archives (environ 150 cartons) et une grande maquette fragile. Nous aimerions que tout se fasse un vendredi soir et un samedi pour pouvoir travailler le lundi. Quel déménageur pourrait s'en charger ?",
    "moving", "Luxembourg", "Kirchberg", distractors=("Leudelange",), kind="c", nu="N", situation="Architects' office moves 22 workstations and a fragile model to new offices")
add("fr-t11", "Nous gérons un centre équestre à Wickrange avec un manège couvert de 1 200 m² de toiture. Avec l'éclairage du manège, les pompes et la clôture électrique, la facture d'électricité a explosé. On aimerait produire notre propre courant avec ce toit et savoir s'il existe des aides pour les exploitations agricoles. Qui peut venir mesurer et nous faire une offre ?",
    "solar", "Reckange-sur-Mess", "Wickrange", kind="c", nu="U", situation="Riding centre wants to produce its own power on a 1,200 m² arena roof")
add("fr-t12", "On vient d'acheter un loft de 110 m² dans une ancienne halle industrielle à Esch-sur-Alzette, un seul grand volume avec 5 m sous plafond. On ne sait pas du tout comment organiser l'espace : où mettre le coin nuit, quel éclairage, quelles couleurs pour que ça ne fasse pas entrepôt. Est-ce que ça vaut la peine de payer quelqu'un pour nous faire un plan d'aménagement, et combien ça coûte en général ?",
    "interior-design", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="Open industrial loft: worth paying for a layout, lighting and colour plan?")
add("fr-t13", "Nous voulons remplacer la vieille terrasse en bois de notre maison à Audun-le-Tiche, juste de l'autre côté de la frontière en venant d'Esch. Environ 30 m² sur pilotis. Vaut-il mieux du pin traité, du mélèze ou un bois exotique comme l'ipé, sachant que le jardin est très humide ? Et est-ce qu'une entreprise luxembourgeoise se déplace en France pour ça ?",
    "carpentry", "abroad", "Audun-le-Tiche", distractors=("Esch",), kind="d", nu="U", situation="Replace a 30 m² wooden deck just across the French border: which wood?")
add("fr-t14", "Nous avons acheté un appartement des années 70 au Howald : cuisine, salle de bains, électricité et sols sont à refaire. Nous devons quitter notre location fin mai. Est-ce réaliste de tout faire en trois mois, et peut-on y habiter pendant les travaux ? Quel budget prévoir pour 85 m² à peu près ?",
    "renovation", "Hesperange", "Howald", kind="d", nu="U", situation="1970s flat needs kitchen, bathroom, wiring and floors redone: time and budget")
add("fr-t15", "Nous avons acheté une maison neuve il y a deux ans et le promoteur refuse de reprendre les infiltrations dans la cave, il parle d'usure normale. Est-ce que ça vaut la peine de prendre un avocat, ou faut-il d'abord un expert ? Combien coûte en moyenne une procédure de ce genre ? Nous avons déjà envoyé deux recommandés sans réponse.",
    "legal", None, None, kind="d", nu="N", situation="Developer refuses to fix cellar leaks in a new house: worth a lawyer?")

# ---------------- de ----------------
add("de-s01", "Unser WC-Spülkasten läuft seit gestern ununterbrochen nach und zischt, Wohnung in Echternach, wer kann heute oder morgen kommen?",
    "plumbing", "Echternach", "Echternach", situation="Toilet cistern keeps running and hissing")
add("de-s02", "Ich brauche einen Starkstromanschluss für den neuen Induktionsherd und 4 zusätzliche Steckdosen in der Küche, Haus in Grevenmacher.",
    "electrical", "Grevenmacher", "Grevenmacher", not_place=("einen",), situation="High-voltage connection for an induction hob and extra kitchen sockets")
add("de-s03", "Wir suchen jemanden, der im Frühjahr unseren Garten in Steinheim neu gestaltet: Rasen, ein Beet mit Lilien und Rosen und einen kleinen Teich.",
    "gardening", "Rosport-Mompach", "Steinheim", not_place=("Lilien", "einen"), situation="Redesign a garden with lawn, flower bed and small pond")
add("de-s04", "Wer übernimmt ab Januar die Lohnbuchhaltung für unseren Handwerksbetrieb mit 7 Mitarbeitern?",
    "accounting", None, None, situation="Payroll for a 7-employee craft business from January")
add("de-s05", "Der Tresor in unserem Büro in Pfaffenthal lässt sich nicht mehr öffnen, der Zahlencode wird einfach nicht angenommen, dringend!",
    "locksmith", "Luxembourg", "Pfaffenthal", situation="Office safe will not open, code rejected")
add("de-s06", "Suche Übersetzer für ein technisches Handbuch (Druckmaschine, 120 Seiten) von Italienisch nach Deutsch, Abgabe bis Ende Februar.",
    "translation", None, None, situation="Translate a 120-page printing-machine manual from Italian to German")
add("de-s07", "Umzug einer 3-Zimmer-Wohnung von Wasserbillig nach Trier-Ehrang am 15 März, dritter Stock ohne Aufzug, bitte um Angebot.",
    "moving", "Mertert", "Wasserbillig", distractors=("Trier-Ehrang",), situation="Move of a 3-room flat from a Luxembourg border town to Germany")
add("de-s08", "Treppenhausreinigung für ein Mehrfamilienhaus mit 6 Parteien in Capellen, einmal pro Woche, ab sofort gesucht.",
    "cleaning", "Mamer", "Capellen", situation="Weekly stairwell cleaning for a 6-unit building")
add("de-s09", "mein neuer laptop findet den netzwerkdrucker im homeoffice nicht mehr kann jemand in bartringen vorbeikommen",
    "it-support", "Bertrange", "bartringen", situation="New laptop cannot find the network printer in the home office")
add("de-s10", "Kann jemand meinem Sohn (4e im Lycée) zweimal pro Woche Nachhilfe in Mathe geben?",
    None, None, None, situation="Maths tutoring for a secondary-school pupil (not a listed trade)")
add("de-t01", "Seit ein paar Tagen bleibt der Fußboden im Bad und im Flur kalt, während das Wohnzimmer normal warm wird. Am Verteiler im Abstellraum stehen zwei der kleinen Anzeigen auf null, die anderen zeigen Durchfluss. Wir haben nichts verstellt, nur die Putzfrau hat dort gewischt. Das Haus steht in Consdorf, Baujahr 2012.",
    "heating", "Consdorf", "Consdorf", kind="a", nu="U", situation="Two underfloor heating loops cold, flow indicators at zero")
add("de-t02", "Bei jedem stärkeren Regen tropft es in der Dachgeschosswohnung aus dem oberen Rahmen des Dachfensters. Das Wasser läuft dann an der Schräge herunter, und die Tapete wellt sich schon. Von außen sieht man, dass das Blech um das Fenster herum etwas absteht. Wir wohnen in Berdorf, gleich bei den Felsen.",
    "roofing", "Berdorf", "Berdorf", kind="a", nu="U", situation="Roof window leaks in heavy rain, flashing lifted")
add("de-t03", "Seit dem Frühjahr sitzen jeden Tag zwanzig, dreißig Tauben auf unserem Balkon und dem Dachvorsprung. Alles ist voller Kot, die Kinder können nicht mehr draußen spielen, und jetzt brüten zwei Paare im Blumenkasten. Wegscheuchen mit Wasser hilft nur für eine Stunde. Wohnung in Befort, zweiter Stock.",
    "pest-control", "Beaufort", "Befort", kind="a", nu="U", situation="Pigeons roosting and nesting on the balcony")
add("de-t04", "Der Nachbar hat uns geraten, das Moos auf dem Dach einfach mit dem Hochdruckreiniger wegzuspritzen, er habe das bei sich auch so gemacht. Mein Mann hat das am Samstag gemacht, und jetzt sind einige Ziegel verrutscht und zwei gebrochen. Beim letzten Regen kam Wasser durch die Decke im Kinderzimmer. Wir brauchen schnell einen Dachdecker in Rippig, der das repariert und sich das ganze Dach anschaut.",
    "roofing", "Bech", "Rippig", not_place=("einen",), kind="b", nu="N", situation="Pressure-washing moss off the roof on a neighbour's advice broke tiles")
add("de-t05", "Die Außenwand unserer alten Scheune in Wecker ist aus Sandstein. Mein Schwager hat sie vor drei Jahren mit hartem Zementmörtel neu verfugt, er meinte, das halte ewig. Jetzt platzen an vielen Stellen die Steine neben den Fugen ab und innen ist die Wand feucht. Wer kann die Fugen fachgerecht mit Kalkmörtel erneuern?",
    "masonry", "Biwer", "Wecker", kind="b", nu="U", situation="Sandstone barn wall repointed with hard cement is spalling")
add("de-t06", "In unserer Dusche bröseln seit Monaten die Fugen zwischen den Fliesen heraus. Mein Schwiegervater hat einfach eine Schicht Silikon darüber geschmiert, er meinte, das sei sowieso dasselbe. Jetzt löst sich das Silikon in Streifen, und hinter zwei Fliesen klingt es hohl. Kann jemand in Oberdonven die Fugen erneuern und die losen Fliesen neu setzen?",
    "tiling", "Flaxweiler", "Oberdonven", kind="b", nu="U", situation="Crumbling shower grout covered with silicone by father-in-law; hollow tiles")
add("de-t07", "Eine Nachbarin hat mir erzählt, man solle die Spülmaschine einmal im Monat mit einer Tasse Essig und einem Päckchen Backpulver leer laufen lassen. Das hat fürchterlich geschäumt, der Schaum kam unten aus der Tür. Seitdem pumpt die Maschine das Wasser nicht mehr ab und bleibt mitten im Programm stehen. Sie ist von Siemens, erst drei Jahre alt, wir wohnen in Berbourg.",
    "appliance-repair", "Manternach", "Berbourg", kind="b", nu="U", situation="Dishwasher no longer drains after a vinegar and baking-powder cleaning tip")
add("de-t08", "Wir sind ein kleines Familienweingut in Ehnen und bringen im Frühjahr einen neuen Crémant heraus. Dafür brauchen wir Fotos von den Flaschen, vom Keller und von den Weinbergen an der Mosel, dazu ein kurzes Video für Social Media. Ideal wäre ein Fotograf, der schon mit Produkten und Landschaft gearbeitet hat. Wann hätten Sie Zeit für einen Termin im März?",
    "photography", "Wormeldange", "Ehnen", not_place=("einen",), kind="c", nu="N", situation="Family winery needs product, cellar and vineyard photos plus a short video")
add("de-t09", "Unser Tennisverein hat 180 Mitglieder und vier Plätze, die Buchung läuft bis heute über eine Liste am Clubhaus. Wir suchen einen Webdesigner, der uns eine neue Vereinsseite mit Online-Platzbuchung und Mitgliederbereich baut. Das Budget hat die Generalversammlung auf 4000 Euro festgelegt. Wichtig ist, dass der Kassierer die Seite später selbst pflegen kann.",
    "web-development", None, None, not_place=("einen",), kind="c", nu="N", situation="Tennis club wants a site with court booking and members' area")
add("de-t10", "Wir leiten eine Kinderkrippe in Gasperich mit drei Gruppenräumen und einem Schlafraum. Die Wände sind nach fünf Jahren voller Fingerabdrücke, Kreide und Kratzer. In den Weihnachtsferien ist zwei Wochen geschlossen, dann müsste alles gestrichen werden, mit emissionsarmer, abwaschbarer Farbe. Wer kann uns dafür ein Angebot machen?",
    "painting", "Luxembourg", "Gasperich", kind="c", nu="U", situation="Day nursery wants group rooms repainted over the Christmas closure")
add("de-t11", "Wir sind eine Schreinerei in Roodt-sur-Syre mit einer Halle von 800 m² Dachfläche. Unsere Maschinen laufen fast nur tagsüber, und die Stromkosten sind seit 2022 um 60 Prozent gestiegen. Wir überlegen, das Dach mit Modulen zu belegen und den Strom selbst zu verbrauchen. Wer macht eine Planung und ein Angebot, auch mit Blick auf die staatlichen Beihilfen?",
    "solar", "Betzdorf", "Roodt-sur-Syre", kind="c", nu="U", situation="Joinery workshop wants self-consumption PV on an 800 m² hall roof")
add("de-t12", "Wir haben in Remich eine Wohnung mit Blick auf die Mosel gekauft und wollen sie als Ferienwohnung vermieten. Lohnt es sich, eine Innenarchitektin für die Einrichtung zu nehmen, oder richten wir sie besser selbst ein? Es geht um 70 m², zwei Schlafzimmer, und sie soll auf den Fotos bei Airbnb gut aussehen. Mit welchen Kosten muss man ungefähr rechnen?",
    "interior-design", "Remich", "Remich", kind="d", nu="N", situation="Holiday flat to let: worth hiring an interior designer?")
add("de-t13", "Wir haben ein Haus in Igel, direkt gegenüber von Wasserbillig, und im Dachgeschoss eine große Schräge, unter der nur Gerümpel steht. Lohnt sich dort ein maßgefertigter Einbauschrank aus Holz, oder kommen wir mit Modulen aus dem Möbelhaus genauso gut hin? Was kostet so ein Schrank ungefähr pro laufendem Meter? Arbeiten Firmen aus Luxemburg auch auf der deutschen Seite?",
    "carpentry", "abroad", "Igel", distractors=("Wasserbillig", "Luxemburg"), not_place=("Holz",), kind="d", nu="U", situation="Built-in wardrobe under a sloping roof in a German border village: worth it, cost?")
add("de-t14", "Wir haben in Christnach ein altes Bauernhaus von 1890 geerbt, das seit zehn Jahren leer steht. Heizung, Leitungen, Bäder, Fenster und Böden müssten alle erneuert werden, das Dach ist noch gut. In welcher Reihenfolge geht man so etwas an, und wie lange muss man realistisch rechnen? Ist es klug, im Winter anzufangen?",
    "renovation", "Waldbillig", "Christnach", kind="d", nu="U", situation="Empty 1890 farmhouse needs everything renewed: order of works and duration")
add("de-t15", "Die Versicherung will nach dem Hagelschaden im Juni nur die Hälfte der Reparatur an meinem Auto zahlen. Lohnt es sich, einen Anwalt einzuschalten, oder ist der Betrag von 3200 Euro dafür zu klein? Wie viel kostet eine erste Beratung ungefähr? Ich habe eine Rechtsschutzversicherung, weiß aber nicht, ob sie das abdeckt.",
    "legal", None, None, not_place=("einen",), kind="d", nu="N", situation="Insurer pays only half of a hail-damage claim: worth a lawyer?")

# ---------------- en ----------------
add("en-s01", "Need an electrician to swap the old switches for smart dimmers in 4 rooms and sort out a stairwell light that buzzes, flat in Belair.",
    "electrical", "Luxembourg", "Belair", situation="Smart dimmer switches and a buzzing stairwell light")
add("en-s02", "Just bought a house in Bereldange and the previous owners never handed back 3 sets of keys, can someone change all the locks this week?",
    "locksmith", "Walferdange", "Bereldange", situation="Change all locks in a newly bought house")
add("en-s03", "Looking for someone to lay new turf (about 200 m²) in our back garden in Bridel, the old grass is mostly moss and clover.",
    "gardening", "Kopstal", "Bridel", not_place=("grass",), situation="Lay 200 m² of new turf over a mossy lawn")
add("en-s04", "Need an English-speaking lawyer to go through a compromis de vente for a flat before we sign next Thursday.",
    "legal", None, None, situation="Lawyer to review a flat purchase pre-contract before signing")
add("en-s05", "Post-construction clean for a new-build house in Sandweiler: plaster dust everywhere, windows and floors, handover to us on 9 January.",
    "cleaning", "Sandweiler", "Sandweiler", situation="Builders' clean of a new-build house before handover")
add("en-s06", "Looking for a developer to move our Shopify store (about 300 products) to WooCommerce without losing our Google rankings.",
    "web-development", None, None, situation="Migrate an online shop from Shopify to WooCommerce keeping SEO")
add("en-s07", "our samsung side by side fridge buzzes really loud and the freezer only gets down to -8 we're in moutfort anyone free this week",
    "appliance-repair", "Contern", "moutfort", situation="Side-by-side fridge buzzing, freezer only reaches -8 °C")
add("en-s08", "We'd like professional headshots for 25 staff at our office, L-2557, ideally on one morning in late January.",
    "photography", "Luxembourg", "L-2557", situation="Corporate headshots for 25 staff, postal code only")
add("en-s09", "Frost has cracked about half the tiles on our 8 m² balcony in Munsbach, can someone replace them before spring?",
    "tiling", "Schuttrange", "Munsbach", situation="Frost-cracked balcony tiles")
add("en-s10", "Anyone know a patient piano teacher for an adult beginner, weekday evenings?",
    None, None, None, situation="Piano lessons for an adult (not a listed trade)")
add("en-t01", "There's a sewage smell in our basement that comes and goes. Whenever the washing machine empties, the floor drain down there gurgles and sometimes grey water bubbles up around it. We've poured a kettle of hot water down it but nothing changed. We're in a semi-detached house in Mullendorf and the smell is now reaching the kitchen.",
    "plumbing", "Steinsel", "Mullendorf", kind="a", nu="U", situation="Basement floor drain gurgles and backs up, sewage smell")
add("en-t02", "The little pressure gauge on our boiler keeps dropping from 1.5 to about 0.5 bar every two or three days. I top it up with the tap underneath like the manual says, but it keeps falling again. There are no puddles anywhere that we can see and the radiators are all warm. House in Syren, 2009 gas boiler.",
    "heating", "Weiler-la-Tour", "Syren", kind="a", nu="U", situation="Central heating pressure keeps dropping, no visible leak")
add("en-t03", "For a few weeks we've had small brownish moths fluttering around the kitchen in the evening. Today I opened a bag of flour and found little worms and webbing inside, and then the same in the oats and the bird seed. I've thrown out loads of food but they keep coming back. We live in Leideleng, is this something someone can come and treat?",
    "pest-control", "Leudelange", "Leideleng", kind="a", nu="U", situation="Pantry moths and larvae in flour and oats")
add("en-t04", "The concrete steps up to our front door started crumbling at the edges last winter. A handyman told us to fill the holes with tile adhesive because 'it's basically the same as concrete', and he did it in an afternoon. Six months later the patches have fallen out and the nosing of two steps has broken off completely. We'd like someone to repair or rebuild the steps properly in Alzingen before my mother-in-law breaks her ankle.",
    "masonry", "Hesperange", "Alzingen", kind="b", nu="U", situation="Crumbling concrete front steps patched with tile adhesive by a handyman")
add("en-t05", "When we moved into our rented flat in Esch-sur-Alzette, the living room had one deep burgundy wall. The landlord said any cheap white from the supermarket would cover it in two coats, so we bought 10 litres. After three coats it's still a streaky pink and you can see the roller marks in the evening light. He's now agreed to pay for it to be done properly, about 20 m² of wall, can anyone quote?",
    "painting", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="b", nu="U", situation="Cheap white over a burgundy wall on the landlord's advice stays pink")
add("en-t06", "We have solid oak floorboards in our house in Senningerberg, about 15 years old. A friend swore by her steam mop, so I've used one on them every week since September. Now the boards have cupped, there are gaps between them and some of the oil finish has gone white. Is there a carpenter or wood-floor specialist who can see whether they can be sanded and saved?",
    "carpentry", "Niederanven", "Senningerberg", kind="b", nu="N", situation="Oak floorboards cupped after weekly steam-mopping on a friend's advice")
add("en-t07", "My brother-in-law put up a satellite dish on our roof in Mamer last month and fixed the bracket by screwing straight through two of the tiles. He said a blob of silicone would seal it for years. Since the storms last week there's a brown stain on the bedroom ceiling right under that spot. I need a roofer to replace the tiles and fix the bracket properly, and maybe tell me if the felt underneath got wet.",
    "roofing", "Mamer", "Mamer", kind="b", nu="N", situation="Satellite dish screwed through roof tiles, now a leak")
add("en-t08", "We run a small language school in Hollerich with 12 laptops for students and 4 staff PCs. Since we switched internet provider, half the laptops keep dropping off the wifi and nobody can print from the classrooms. We also need new staff accounts set up before the January courses start. Could an IT support company take this on, ideally with a monthly contract?",
    "it-support", "Luxembourg", "Hollerich", kind="c", nu="N", situation="Language school: laptops drop off Wi-Fi, printing broken, new accounts")
add("en-t09", "We're a fintech startup with 9 people and we're raising our seed round. Two of our investors want the pitch deck, the term sheet summary and the terms and conditions of our app in French and German. It's about 40 pages in total, and some of it is quite technical about payments. Do you know a translator or agency who handles financial texts?",
    "translation", None, None, kind="c", nu="N", situation="Startup needs pitch deck and T&Cs translated into French and German")
add("en-t10", "We've opened a small boutique gym in Bertrange with two changing rooms, showers and about 300 m² of training floor. Members start coming at 6 in the morning, so everything has to be spotless before then. We need someone every weekday from about 4:30 to 6, plus a thorough going-over of everything on Sundays. What would something like that cost per month?",
    "cleaning", "Bertrange", "Bertrange", kind="c", nu="U", situation="Boutique gym needs early-morning cleaning every weekday")
add("en-t11", "I'm the new treasurer of our amateur rugby club and honestly I'm a nurse, not a numbers person. The previous treasurer left a shoebox of receipts, and the annual accounts have to be presented at the general assembly in March. We also pay two part-time coaches and have no idea if their payslips were done correctly last year. We need someone to sort out the books and take over the payroll from now on.",
    "accounting", None, None, kind="c", nu="U", situation="Rugby club's new treasurer needs annual accounts and coaches' payroll")
add("en-t12", "My employer is relocating me from Hamm in Germany to the Luxembourg office, and we've found a house to rent in Strassen from 1 March. It's a 3-bedroom house plus a garage full of bikes and garden stuff. Is it usually cheaper to book a German company from our end or a Luxembourg one, and roughly what does a move like that cost? Do they also pack the kitchen or is that extra?",
    "moving", "Strassen", "Strassen", distractors=("Hamm", "Luxembourg"), kind="d", nu="U", situation="Relocation from Hamm (Germany) to a rented house: cost and which firm")
add("en-t13", "Our house in Cents has a roof facing east and west, no south side at all. A neighbour got PV panels last year and says it's paying off, but his roof faces south. Is it still worth it for us with east-west, and roughly how many kWp would fit on about 70 m²? We use around 5,500 kWh a year with two kids and an electric car.",
    "solar", "Luxembourg", "Cents", kind="d", nu="N", situation="Is PV worth it on an east-west roof, how many kWp?")
add("en-t14", "We're looking at buying a 1960s flat in Bonnevoie that hasn't been touched since the 80s: original kitchen, pink bathroom, old wiring and carpet over parquet. The asking price is low, but we have no idea what it would cost to bring it up to date. Roughly what budget per square metre should we count on for 75 m², and how long would the works take before we could move in?",
    "renovation", "Luxembourg", "Bonnevoie", kind="d", nu="U", situation="Dated 1960s flat: budget per m² and duration to bring it up to date")
add("en-t15", "We just bought an old townhouse in Arlon, 20 minutes from my office in Luxembourg. The ground floor is three small dark rooms and we'd love it to feel open, with a sensible place for the kitchen and good lighting. Does it make sense to pay someone for a proper layout and colour scheme before the builders come in, or is that money wasted? And do people from your platform go across the border to Belgium?",
    "interior-design", "abroad", "Arlon", distractors=("Luxembourg",), kind="d", nu="U", situation="Dark Belgian townhouse: worth paying for a layout and colour scheme?")

# ---------------- pt ----------------
add("pt-s01", "socorro um cano rebentou debaixo do lava-loiça, já fechei a água geral mas a cozinha está toda alagada, estou em ettelbruck",
    "plumbing", "Ettelbruck", "ettelbruck", situation="Burst pipe under the kitchen sink, kitchen flooded")
add("pt-s02", "Preciso de um eletricista para montar 6 focos LED no teto falso da sala e mudar o interrupteur da entrada, moro em Dikrech.",
    "electrical", "Diekirch", "Dikrech", situation="Six LED downlights in a false ceiling and a hall switch")
add("pt-s03", "Procuro uma empresa de limpeza para um escritório de 120 m² na Gare, duas vezes por semana depois das 18h.",
    "cleaning", "Luxembourg", "Gare", situation="Office cleaning twice a week in the station quarter")
add("pt-s04", "Alguém me pode fazer a declaração de impostos (modelo 100) para mim e a minha mulher, somos os dois assalariados e comprámos casa este ano?",
    "accounting", None, None, situation="Income tax return for a salaried couple who bought a house")
add("pt-s05", "Tenho 3 pinheiros enormes no quintal em Bofferdange que tiram a luz toda à casa, queria cortá-los e arrancar as raízes, quanto fica?",
    "gardening", "Lorentzweiler", "Bofferdange", situation="Fell three large pines and remove the stumps")
add("pt-s06", "Preciso de traduzir o relatório médico do meu pai de português para francês para a CNS, são 6 páginas.",
    "translation", None, None, situation="Translate a 6-page medical report from Portuguese to French")
add("pt-s07", "a fechadura da porta da garagem partiu-se, não abre e o carro está lá dentro, Larochette 🙏",
    "locksmith", "Larochette", "Larochette", situation="Broken garage door lock with the car inside")
add("pt-s08", "A placa de indução Siemens desliga-se sozinha ao fim de 2 minutos, há alguém que repare isso em Schieren?",
    "appliance-repair", "Schieren", "Schieren", situation="Induction hob switches itself off after two minutes")
add("pt-s09", "Mudança de um T2 de Bissen para Ettelbruck no sábado dia 10, só móveis grandes e umas 20 caixas.",
    "moving", "Bissen", "Bissen", distractors=("Ettelbruck",), situation="Move a two-bedroom flat's large furniture and boxes to the next town")
add("pt-s10", "Alguém conhece um mecânico bom e barato para mudar a embraiagem de um Golf 7?",
    None, None, None, situation="Car mechanic for a clutch replacement (not a listed trade)")
add("pt-t01", "Desde a semana passada, quando fecho a torneira da cozinha ou a máquina de lavar acaba de encher, ouve-se uma pancada enorme dentro da parede. Parece uma martelada, e às vezes os canos ficam a vibrar uns segundos. Os vizinhos de baixo já vieram reclamar por causa do barulho. Moro num apartamento em Esch-sur-Alzette, prédio antigo.",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="Loud water hammer in the wall when taps close")
add("pt-t02", "Há dois dias que cheira a gasóleo na cave e a caldeira começou a deitar fumo escuro pela chaminé quando arranca. Os radiadores ainda aquecem, mas a casa fica com aquele cheiro até no quarto das crianças. Abri a janela da cave e não sei se devo desligar tudo. Moramos em Heffingen, perto da escola.",
    "heating", "Heffingen", "Heffingen", kind="a", nu="U", situation="Oil smell in the cellar and dark smoke when the boiler starts")
add("pt-t03", "Todas as noites, quando acendo a luz da cozinha, vejo baratas pequenas castanhas a fugir para trás do frigorífico e do fogão. Já comprei armadilhas no supermercado, apanharam umas dez, mas continuam a aparecer. Agora também apareceram na casa de banho. Moro num rés-do-chão em Lintgen com dois filhos pequenos.",
    "pest-control", "Lintgen", "Lintgen", kind="a", nu="U", situation="Cockroaches in the kitchen and bathroom")
add("pt-t04", "A parede da garagem tem uma racha que vai do chão até à janela. O meu cunhado tapou-a com massa de pintor e pintou por cima, disse que era só da pintura. Três meses depois a racha voltou, mais larga, e agora vê-se luz lá de fora. A casa é em Colmar-Berg, e o propriétaire da casa ao lado diz que a dele está igual.",
    "masonry", "Colmar-Berg", "Colmar-Berg", kind="b", nu="U", situation="Garage wall crack filled with filler by brother-in-law has reopened")
add("pt-t05", "Quando fizemos a entrada da casa, o senhor da loja de materiais disse que podíamos pôr no chão os mesmos azulejos da parede da casa de banho, que eram bonitos e baratos. Agora, um ano depois, estão quase todos rachados e dois já saltaram. Queremos tirar tudo e pôr um chão a sério, uns 12 m². Moramos em Rollingen.",
    "tiling", "Mersch", "Rollingen", kind="b", nu="U", situation="Wall tiles laid on the hall floor on a shop's advice have cracked")
add("pt-t06", "O ano passado fizemos um deck de madeira no jardim, uns 25 m². O vendedor da madeireira disse que podíamos assentar as tábuas diretamente na terra, que a madeira era tratada. Agora metade das tábuas está mole e preta por baixo e já há uma que partiu quando o meu filho pisou. Queremos refazer o deck como deve ser, com estrutura, em Boevange-sur-Attert.",
    "carpentry", "Helperknapp", "Boevange-sur-Attert", kind="b", nu="U", situation="Deck boards laid straight on soil on the timber seller's advice are rotting")
add("pt-t07", "O meu primo disse-me que podia pintar as paredes da cozinha com esmalte por cima da tinta antiga sem lixar nem primário. Ficou bonito uma semana, mas agora está a descascar em folhas atrás do fogão e à volta da janela. Quero um pintor que tire tudo e pinte como deve ser, a cozinha tem uns 14 m². Moro em Angelsberg.",
    "painting", "Fischbach", "Angelsberg", kind="b", nu="N", situation="Enamel over old paint without sanding, on a cousin's advice, is peeling")
add("pt-t08", "Temos um restaurante português em Merl com 40 lugares. O computador da caixa bloqueia várias vezes por noite e a impressora da cozinha deixa de receber os pedidos, é uma confusão. O sobrinho do patrão é que montou tudo mas agora está em França. Precisamos de um técnico de informática que venha ver isto com urgência, de preferência de manhã.",
    "it-support", "Luxembourg", "Merl", kind="c", nu="N", situation="Restaurant till PC freezes and kitchen printer stops receiving orders")
add("pt-t09", "O nosso rancho folclórico faz 30 anos e vamos ter um espetáculo no castelo de Bourglinster no dia 16 de maio. Queríamos um fotógrafo que faça fotos durante o espetáculo e um pequeno vídeo com os grupos convidados de Portugal. Depois vamos fazer um livro para os sócios. Quanto custa mais ou menos uma noite de trabalho?",
    "photography", "Junglinster", "Bourglinster", kind="c", nu="N", situation="Folk dance group's 30th anniversary show: photos and short video")
add("pt-t10", "Temos uma mercearia portuguesa há 12 anos e muitos clientes pedem para encomendar pela internet. Queríamos uma loja online com os nossos produtos, pagamento por cartão e entrega ao domicílio às sextas. Temos umas 400 referências, o meu filho pode tirar as fotos. Alguém que faça isso e nos ensine a usar?",
    "web-development", None, None, kind="c", nu="U", situation="Grocery wants an online shop with card payment and delivery")
add("pt-t11", "Sou do comité de uma associação cultural portuguesa em Dudelange, temos uma sede com um telhado grande e plano. A conta da eletricidade com as festas e a cozinha já passa os 6000 euros por ano. Queríamos pôr painéis solares e saber se há ajudas do Estado para associações. Quem pode vir ver e fazer um devis?",
    "solar", "Dudelange", "Dudelange", kind="c", nu="N", situation="Cultural association wants solar panels on its flat clubhouse roof")
add("pt-t12", "Eu e o meu marido vamos divorciar-nos, estamos de acordo em tudo, temos uma casa e dois filhos. Vale a pena cada um ter o seu advogado ou basta um para os dois? Quanto custa normalmente um divórcio por mútuo consentimento aqui? Não queremos gastar fortunas.",
    "legal", None, None, kind="d", nu="N", situation="Amicable divorce: one lawyer or two, and cost")
add("pt-t13", "Comprámos uma casa antiga em Oberkorn, dos anos 50, que precisa de tudo: cozinha, casa de banho, janelas, chauffage e eletricidade. O banco quer um orçamento das obras antes de dar o crédito. Quanto é que isto custa mais ou menos por metro quadrado? A casa tem 130 m² em dois pisos.",
    "renovation", "Differdange", "Oberkorn", kind="d", nu="U", situation="1950s house needs everything redone; bank wants a works estimate")
add("pt-t14", "Acabámos de construir uma casa em Cruchten e agora estamos perdidos com a decoração. A sala tem 45 m² com janelas grandes e não sabemos onde pôr o sofá, que cores escolher nem que candeeiros. Vale a pena pagar a alguém que nos faça um plano com a disposição, as cores e a luz, ou é dinheiro deitado fora? Quanto se paga normalmente?",
    "interior-design", "Nommern", "Cruchten", kind="d", nu="U", situation="New house: worth paying for a living-room layout, colours and lamps?")
add("pt-t15", "Moramos em Longwy mas trabalhamos os dois no Luxemburgo. O telhado da nossa casa tem telhas de 1970 e há dois sítios onde entra água quando chove muito. Vale mais a pena reparar só essas partes ou refazer o telhado todo e isolar ao mesmo tempo? E as empresas do Luxemburgo vão fazer trabalhos em França?",
    "roofing", "abroad", "Longwy", distractors=("Luxemburgo",), kind="d", nu="U", situation="1970 tiled roof leaking in two places in a French border town: patch or redo?")

# ---------------- it ----------------
add("it-s01", "Mi serve un elettricista per spostare il quadro elettrico dalla cucina alla cantina e aggiungere un salvavita, casa a Kleinbettingen.",
    "electrical", "Steinfort", "Kleinbettingen", situation="Move the fuse board from the kitchen to the cellar and add an RCD")
add("it-s02", "sono rimasta chiusa fuori casa al Grund con la pentola sul fuoco, qualcuno può venire subito???",
    "locksmith", "Luxembourg", "Grund", situation="Locked out with a pot on the stove")
add("it-s03", "Cerco un giardiniere per sistemare il giardino a Goeblange: potare due ciliegi e un noce e rifare le aiuole davanti casa.",
    "gardening", "Koerich", "Goeblange", situation="Prune two cherry trees and a walnut, redo the front flower beds")
add("it-s04", "Ho bisogno di un avvocato per la successione di mio padre, che aveva un conto e un appartamento qui, mentre noi fratelli viviamo tra Italia e Belgio.",
    "legal", None, None, situation="Lawyer for a father's estate with heirs in two countries")
add("it-s05", "posa piastrelle antigelo sul terrazzo di 20 m² a olm, quelle vecchie le togliamo noi",
    "tiling", "Kehlen", "olm", situation="Frost-proof tiles on a 20 m² terrace, lower case")
add("it-s06", "Cerco qualcuno che rifaccia il sito del mio studio di fisioterapia, con prenotazione online e in tre lingue.",
    "web-development", None, None, situation="Redo a physiotherapy practice's site with online booking in three languages")
add("it-s07", "Pulizia della moquette e dei due divani in tessuto, casa a Bertrange, abbiamo due cani e un bambino piccolo.",
    "cleaning", "Bertrange", "Bertrange", situation="Carpet and fabric sofa cleaning in a home with dogs")
add("it-s08", "Il microonde da incasso Whirlpool fa scintille dentro quando lo accendo, c'è qualcuno a Differdange che lo ripara?",
    "appliance-repair", "Differdange", "Differdange", situation="Built-in microwave sparks inside")
add("it-s09", "Cerchiamo un fotografo per il nuovo catalogo della nostra gioielleria in Ville-Haute, soprattutto collane di perle e anelli su fondo bianco.",
    "photography", "Luxembourg", "Ville-Haute", not_place=("perle",), situation="Jewellery shop catalogue photos of pearl necklaces and rings")
add("it-s10", "Qualcuno sa consigliarmi un buon sarto per accorciare un abito da sposa entro aprile?",
    None, None, None, situation="Tailor to shorten a dress (not a listed trade)")
add("it-t01", "Con il vento di domenica sono cadute in giardino alcune tegole e un pezzo del colmo. In soffitta, se spengo la luce, vedo il cielo tra le travi in due punti. Per ora non piove, ma danno pioggia da giovedì. La casa è ad Athus, a due passi dalla frontiera, e i miei figli vanno a scuola in Lussemburgo.",
    "roofing", "abroad", "Athus", distractors=("Lussemburgo",), kind="a", nu="U", situation="Tiles and ridge blown off, daylight visible in the attic, Belgian border town")
add("it-t02", "Sul soffitto della cucina, proprio sotto il bagno del primo piano, è comparsa una macchia gialla. Abbiamo notato che si allarga ogni volta che qualcuno tira lo sciacquone di sopra, mentre con la doccia non succede niente. Stamattina cadeva anche qualche goccia sul piano di lavoro. Abitiamo a Useldange, in una casa degli anni '80.",
    "plumbing", "Useldange", "Useldange", kind="a", nu="U", situation="Ceiling stain under the bathroom grows with every toilet flush")
add("it-t03", "Da una settimana ci svegliamo con punture rosse alle caviglie, soprattutto io e il bambino. Sul tappeto del soggiorno si vedono dei puntini neri che saltano, e il gatto si gratta in continuazione anche se gli abbiamo messo la pipetta. Ho passato l'aspirapolvere tre volte al giorno ma non cambia niente. Siamo a Bettborn, in una casa con giardino.",
    "pest-control", "Préizerdaul", "Bettborn", kind="a", nu="U", situation="Flea bites on ankles, jumping black dots on the rug")
add("it-t04", "Un collega mi ha consigliato di chiudere del tutto i termosifoni nelle stanze che non usiamo e di alzare il termostato del soggiorno a 26 gradi, così si risparmia. Da allora la caldaia si accende e si spegne ogni due minuti, fa un rumore tipo fischio e il consumo di gas è addirittura aumentato. In camera da letto ora c'è un freddo cane. Qualcuno può venire a Vichten a controllare l'impianto e regolarlo come si deve?",
    "heating", "Vichten", "Vichten", kind="b", nu="U", situation="Closing radiators on a colleague's tip: boiler short-cycles and whistles")
add("it-t05", "In primavera abbiamo ridipinto le persiane di legno della casa a Dahlem, quella lussemburghese, non quella di Berlino. Il commesso del negozio di colori ci aveva detto che non serviva carteggiare, bastava una mano di smalto sopra il vecchio. Adesso la vernice si stacca a scaglie su tutte e dodici le persiane. Vorremmo farle rifare bene da chi lo fa di mestiere, prima dell'estate.",
    "painting", "Garnich", "Dahlem", kind="b", nu="U", situation="Shutters enamelled without sanding on a shop's advice, now flaking")
add("it-t06", "Mio suocero ci ha costruito un muretto di blocchi di cemento lungo il vialetto, alto circa un metro, senza fare nessuna fondazione: 'tanto regge', diceva. Dopo due inverni il muretto pende verso il parcheggio e si è aperta una crepa lungo tutti i giunti. Ho paura che cada addosso alla macchina o ai bambini. Cerchiamo qualcuno a Septfontaines che lo demolisca e lo rifaccia con una fondazione vera.",
    "masonry", "Habscht", "Septfontaines", kind="b", nu="U", situation="Block wall built without foundation by father-in-law is leaning and cracked")
add("it-t07", "Dopo aver messo il parquet nuovo, tre porte interne in legno strisciano sul pavimento e non si chiudono più. Il posatore ci ha detto di spingerle con forza, che col tempo si sarebbero assestate. Ieri una cerniera si è strappata dal telaio e il legno si è spaccato. Ci serve un falegname a Grosbous che accorci le porte e ripari il telaio.",
    "carpentry", "Groussbus-Wal", "Grosbous", kind="b", nu="N", situation="Interior doors scrape new parquet; forcing them tore a hinge out")
add("it-t08", "Sono la segretaria di uno studio notarile a Redange, siamo in sei. Da lunedì nessuno riesce più ad accedere alle cartelle condivise sul server e lo scanner non invia più i documenti per e-mail. Il ragazzo che ci seguiva si è trasferito a Milano. Cerchiamo un tecnico informatico che possa venire in settimana e magari seguirci in modo regolare.",
    "it-support", "Redange", "Redange", kind="c", nu="N", situation="Notary office lost access to shared folders; scanner stopped e-mailing")
add("it-t09", "Abbiamo aperto una gelateria sei mesi fa, io e mio cugino, e finora abbiamo fatto tutto con un foglio Excel. Adesso arrivano le prime scadenze e abbiamo due dipendenti part-time da pagare. Ci serve qualcuno che ci tenga i conti, prepari le buste paga e ci dica cosa dobbiamo versare e quando. Potete consigliarci qualcuno che parli italiano?",
    "accounting", None, None, kind="c", nu="U", situation="New ice-cream shop needs bookkeeping, payslips and filing deadlines")
add("it-t10", "Gestiamo un piccolo bed & breakfast a Beckerich con un parco di circa un ettaro. Da aprile a ottobre il prato va tagliato ogni due settimane, e ci sono le aiuole e i vialetti da tenere in ordine. Il signore che lo faceva è andato in pensione. Cerchiamo qualcuno per tutta la stagione, con contratto fisso.",
    "gardening", "Beckerich", "Beckerich", kind="c", nu="U", situation="B&B needs seasonal lawn and grounds maintenance for a one-hectare park")
add("it-t11", "La nostra pizzeria si trasferisce da Ell a Redange a fine gennaio. Dobbiamo spostare il forno a legna (circa 1,2 tonnellate), due frigoriferi industriali, i tavoli e le sedie. Cerchiamo una ditta di traslochi attrezzata per carichi pesanti, che lavori di lunedì, il nostro giorno di chiusura. Quanto costerebbe più o meno?",
    "moving", "Ell", "Ell", distractors=("Redange",), kind="c", nu="N", situation="Pizzeria moves a 1.2 t wood oven and fridges to another village")
add("it-t12", "Stiamo pensando di mettere dei pannelli solari sul tetto della casa ad Arsdorf, ma non abbiamo capito cosa conviene. Meglio il solare termico per l'acqua calda, visto che siamo in cinque e facciamo tante docce, o il fotovoltaico per la corrente? Si possono fare tutti e due su 40 m² di tetto? E quanto tempo ci vuole per recuperare la spesa con i sussidi di adesso?",
    "solar", "Rambrouch", "Arsdorf", kind="d", nu="N", situation="Solar thermal or PV for a family of five, or both on 40 m²?")
add("it-t13", "Vorremmo trasformare il garage doppio della nostra casa a Schouweiler in un monolocale per mia madre, con bagno e angolo cottura. Serve un permesso del comune, e quanto tempo ci vuole in genere? Che cifra dobbiamo mettere in conto per circa 35 m²? Lei arriva dall'Italia a settembre.",
    "renovation", "Dippach", "Schouweiler", kind="d", nu="U", situation="Convert a double garage into a studio flat: permit, time, budget")
add("it-t14", "Abbiamo comprato una casa a Saeul con un soggiorno lungo e stretto, 9 metri per 3,5. Non riusciamo a capire come disporre divano, tavolo da pranzo e libreria senza che sembri un corridoio. Vale la pena far fare un progetto con disposizione, luci e colori, o bastano un paio di consigli? Quanto costa di solito?",
    "interior-design", "Saeul", "Saeul", kind="d", nu="U", situation="Long narrow living room: worth a furnishing, lighting and colour plan?")
add("it-t15", "Ho scritto un romanzo in italiano, circa 280 pagine, e un piccolo editore lussemburghese sarebbe interessato a pubblicarlo in francese. Conviene cercare un traduttore letterario indipendente o passare da un'agenzia? Quanto costa di solito una traduzione di questo tipo, a pagina o a parola? Non vorrei che il testo perdesse il suo tono.",
    "translation", None, None, kind="d", nu="N", situation="Literary translation of a novel into French: freelancer or agency, cost")

# ---------------- es ----------------
add("es-s01", "Necesito un fontanero para instalar un lavavajillas y cambiar el grifo de la cocina por uno con ducha extraíble, piso en Remich.",
    "plumbing", "Remich", "Remich", situation="Connect a dishwasher and fit a new pull-out kitchen tap")
add("es-s02", "Se me va la luz de toda la casa cada vez que enciendo el horno y la lavadora a la vez, vivo en Hamm cerca del cementerio americano.",
    "electrical", "Luxembourg", "Hamm", situation="Whole-house power trips when oven and washing machine run together")
add("es-s03", "Quiero poner una cerradura de seguridad en la puerta del piso en Mondorf porque la semana pasada entraron a robar en el edificio.",
    "locksmith", "Mondorf-les-Bains", "Mondorf", situation="High-security lock after a burglary in the building")
add("es-s04", "Busco a alguien que me haga una web sencilla para mis clases de flamenco, con horarios, precios y un formulario de inscripción.",
    "web-development", None, None, situation="Simple website with timetable and sign-up form for flamenco classes")
add("es-s05", "Mudanza de una casa en Greiveldange a Madrid en marzo, unos 30 m³, necesitamos presupuesto con embalaje incluido.",
    "moving", "Stadtbredimus", "Greiveldange", distractors=("Madrid",), situation="International move of a house to Spain, packing included")
add("es-s06", "Necesito un abogado laboralista porque mi empresa no me paga las horas extra desde hace 8 meses.",
    "legal", None, None, situation="Employment lawyer for eight months of unpaid overtime")
add("es-s07", "quiero quitar el césped viejo del jardín y poner césped artificial unos 80 m2 en niederfeulen cuanto me costaria",
    "gardening", "Feulen", "niederfeulen", situation="Replace an old lawn with 80 m² of artificial turf, voice-typed")
add("es-s08", "La campana extractora de la cocina (Electrolux) hace un ruido horrible y ya casi no aspira, ¿alguien la puede arreglar en Lipperscheid?",
    "appliance-repair", "Bourscheid", "Lipperscheid", situation="Noisy cooker hood that barely extracts")
add("es-s09", "Pintar un piso de 3 habitaciones en Itzig, paredes y techos en blanco, está vacío a partir del 15 de enero.",
    "painting", "Hesperange", "Itzig", situation="Paint an empty three-bedroom flat white")
add("es-s10", "¿Alguien conoce una peluquera que venga a casa para cortarle el pelo a mi abuela de 92 años?",
    None, None, None, situation="Home hairdresser for a 92-year-old (not a listed trade)")
add("es-t01", "Desde hace unos días la caldera de gas hace un ruido como de olla hirviendo cada vez que arranca. Los radiadores tardan más de una hora en calentarse y el de la habitación de la niña apenas se pone tibio. El agua de la ducha sale bien caliente, eso sí. Vivimos en Gilsdorf, la caldera tiene unos 12 años.",
    "heating", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="Gas boiler kettling noise, radiators slow to heat")
add("es-t02", "En la fachada de atrás de nuestra casa en Mertzig se está cayendo el revoco a trozos, algunos tan grandes como un plato. Debajo se ven los ladrillos y en una esquina ya se pueden meter los dedos entre ellos. Ayer cayó un trozo justo al lado de donde juegan los niños. La casa es de los años sesenta.",
    "masonry", "Mertzig", "Mertzig", kind="a", nu="U", situation="Render falling off the back wall in chunks, loose bricks")
add("es-t03", "Desde hace dos semanas tenemos filas de hormigas pequeñas rojizas que salen de debajo del rodapié de la cocina y llegan hasta el baño. Hemos puesto cebos del supermercado y vinagre, pero cada mañana hay más. Ahora también las vemos en la cama del niño. Vivimos en Reisdorf, en una casa antigua junto al río.",
    "pest-control", "Reisdorf", "Reisdorf", kind="a", nu="U", situation="Trails of small red ants from kitchen to bathroom and child's bed")
add("es-t04", "Cuando alquilamos la casa en Filsdorf, el salón tenía un papel pintado de flores horrible. El casero nos dijo que no hacía falta quitarlo, que bastaba pintar encima con pintura plástica. Ahora el papel se ha llenado de burbujas y en varias juntas se está despegando con la pintura. Buscamos un pintor que quite todo y deje las paredes lisas y blancas, el casero paga la mitad.",
    "painting", "Dalheim", "Filsdorf", kind="b", nu="N", situation="Painted over wallpaper on the landlord's advice; it bubbles and peels")
add("es-t05", "Hace un año vino un señor puerta a puerta y nos convenció de que el tejado necesitaba un 'tratamiento impermeabilizante', y pagamos 3.000 euros en efectivo. Ahora esa pintura se está despegando de las tejas, los canalones se atascan con los trozos y en la buhardilla hay una mancha de humedad. Por supuesto el señor ya no contesta al teléfono. Necesitamos que alguien serio revise el tejado en Canach y nos diga qué hay que hacer.",
    "roofing", "Lenningen", "Canach", kind="b", nu="U", situation="Door-to-door roof coating peeling, gutters clogged, damp in the attic")
add("es-t06", "Hace ocho meses nos rehicieron la ducha y el instalador dijo que no hacía falta impermeabilizar debajo de los azulejos porque el adhesivo ya era impermeable. Ahora la pared del pasillo, justo detrás de la ducha, tiene una mancha que no para de crecer y el zócalo está hinchado. Ese hombre no quiere volver. Necesito un alicatador serio en Remerschen que levante los azulejos, impermeabilice bien y vuelva a alicatar.",
    "tiling", "Schengen", "Remerschen", kind="b", nu="N", situation="Shower tiled without waterproofing on the installer's word; wall behind is wet")
add("es-t07", "El armario empotrado del dormitorio tiene dos puertas correderas de madera maciza que cada vez se atascaban más. En la tienda de muebles me dijeron que echara aceite de cocina en los rieles, y eso hice. Ahora se ha pegado todo el polvo, las ruedas patinan y una puerta se ha salido del riel y se ha rajado por abajo. Vivimos en Bous, el de Luxemburgo, no el de Alemania. ¿Quién puede arreglarlo?",
    "carpentry", "Bous-Waldbredimus", "Bous", distractors=("Luxemburgo",), kind="b", nu="U", situation="Built-in wardrobe sliding doors oiled on a shop's advice; one cracked")
add("es-t08", "Tenemos una pequeña agencia de viajes en Neudorf, somos cuatro personas. Desde que cambiamos el router, dos ordenadores no se conectan a la impresora y el programa de reservas se queda colgado cada media hora. Nuestro informático de siempre se ha jubilado y se ha ido a Málaga. Buscamos un informático o una empresa que venga esta semana y que luego nos haga el mantenimiento.",
    "it-support", "Luxembourg", "Neudorf", kind="c", nu="N", situation="Travel agency: PCs lost the printer, booking software hangs")
add("es-t09", "Somos una clínica dental en Strassen con tres gabinetes, una sala de espera y dos baños. Necesitamos a alguien que limpie todos los días de lunes a viernes a partir de las 19:00, con mucho cuidado en los gabinetes. La persona que venía se ha mudado a Bélgica. ¿Cuánto costaría al mes con productos incluidos?",
    "cleaning", "Strassen", "Strassen", kind="c", nu="U", situation="Dental clinic needs weekday evening cleaning")
add("es-t10", "Tenemos un concesionario de coches de ocasión en Ingeldorf y cada mes entran unos 40 coches nuevos al stock. Las fotos para la web y para los portales las hacemos con el móvil y se nota mucho. Buscamos un fotógrafo que venga dos veces al mes y haga fotos de cada coche, por fuera y por dentro, con fondo limpio. ¿Trabajáis con tarifa por coche o por día?",
    "photography", "Erpeldange-sur-Sûre", "Ingeldorf", kind="c", nu="N", situation="Used-car dealer wants regular photos of about 40 cars a month")
add("es-t11", "Mi socio y yo tenemos una pequeña empresa de reformas desde hace un año, con tres obreros. Hasta ahora las facturas las guardaba mi mujer en una caja de zapatos y ya nos han llegado dos cartas de la administración. Necesitamos a alguien que nos lleve los papeles: facturas, IVA, nóminas y el cierre del año. Mejor si habla español.",
    "accounting", None, None, kind="c", nu="U", situation="Small building firm needs its invoices, VAT, payroll and year-end handled")
add("es-t12", "Vivimos en Sierck-les-Bains, a pocos kilómetros de Schengen, y tenemos un tejado orientado al sur de unos 50 m². ¿Merece la pena poner placas para producir nuestra propia electricidad, o con las tarifas francesas no compensa? ¿Cuántos años se tarda en amortizarlas? ¿Y las empresas luxemburguesas trabajan también en Francia?",
    "solar", "abroad", "Sierck-les-Bains", distractors=("Schengen",), kind="d", nu="U", situation="Is rooftop power generation worth it in a French border town?")
add("es-t13", "Mis padres quieren venir a visitarnos desde Colombia y para el visado Schengen nos piden traducir al francés mi contrato de trabajo, el contrato de alquiler y tres nóminas. ¿Es mejor una agencia o un traductor autónomo? ¿Cuánto suele costar por página? Tenemos la cita en el consulado en cinco semanas.",
    "translation", None, None, not_place=("Schengen",), kind="d", nu="N", situation="Translate a work contract, lease and payslips to French for parents' visa")
add("es-t14", "Queremos comprar un piso de 1975 en Esch-sur-Alzette, cerca de la universidad, y hay que cambiarlo todo: cocina, baño, suelos, puertas y la instalación eléctrica. ¿Cuánto tiempo suelen tardar unas obras así en un piso de 80 m²? ¿Y más o menos cuánto dinero hay que reservar antes de firmar?",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="1975 flat needs kitchen, bath, floors, doors and wiring: time and budget")
add("es-t15", "Hemos comprado una casa en Medernach con una cocina abierta al salón de 60 m², pero está muy oscura y los muebles que traemos de España no encajan. ¿Merece la pena pagar a alguien que nos haga un plano con la distribución, la iluminación y los colores? ¿O es un lujo que solo sirve para revistas? ¿Cuánto cobra normalmente por un proyecto así?",
    "interior-design", "Vallée de l'Ernz", "Medernach", kind="d", nu="U", situation="Dark 60 m² open kitchen-living room: worth paying for a layout and lighting plan?")
