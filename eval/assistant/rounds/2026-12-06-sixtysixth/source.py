MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, ech brauch een deen mir eng Wallbox fir den neien Elektroauto an der Garage installéiert, L-9780, wa méiglech nach virum Chrëschtdag.",
    "electrical", "Wincrange", "L-9780", situation="wallbox charger for a new electric car in the garage, given by postal code")
add("lb-s02", "wc leeft dauernd no an d'spullung stoppt net mei wann een dréckt, mir sinn zu ëlwen, kann muer een laanscht kommen",
    "plumbing", "Troisvierges", "ëlwen", situation="toilet cistern keeps running, lower-case chat, Luxembourgish name of Troisvierges")
add("lb-s03", "Hunn mech ausgespaart 🙈 de Schlëssel stécht bannen an der Dier an d'Kanner kommen um 4 vun der Schoul, sinn zu Bouneweg rue de Gasperich, dréngend!!",
    "locksmith", "Luxembourg", "Bouneweg", not_place=("Gasperich",), situation="locked out with the key stuck inside; street name is a quarter name")
add("lb-s04", "Mir hunn en Haus zu Martelange op der belscher Säit a sichen een deen eis de Gaart nei ugeluecht, mat Rasen, engem Weeër a puer Uebstbeem.",
    "gardening", "abroad", "Martelange", situation="garden design for a house in Belgian Martelange (not Haut-Martelange)")
add("lb-s05", "Sichen e Moler fir d'Fassad vun eisem Haus zu Housen nei ze sträichen, ongeféier 140 m² mat Gerüst, am Abrëll oder Mee.",
    "painting", "Parc Hosingen", "Housen", situation="facade repaint of a house in Hosingen")
add("lb-s06", "eise Liebherr Frigo mécht zënter gëschter en Kaméidi wéi en Traktor a killt net méi richteg, Tiefkühlfach ass ok, mir wunnen zu Wäisswampech",
    "appliance-repair", "Weiswampach", "Wäisswampech", situation="noisy fridge no longer cooling properly")
add("lb-s07", "Ech sichen eng Persoun déi mengem Jong (14) Nohëllef a Mathé an Däitsch gëtt, zweemol d'Woch no der Schoul.",
    None, None, None, situation="private tutoring for a teenager (not a trade)")
add("lb-s08", "Kann een mir e Kafkontrakt vun 12 Säiten vum Franséischen op Portugisesch iwwersetzen, bis Freideg wa méiglech?",
    "translation", None, None, situation="translate a 12-page purchase contract French to Portuguese")
add("lb-s09", "Mir wëllen eng PV-Anlag vu ronn 9 kWp op d'Schäierendach zu Géisdref setze loossen, wien mécht do Offeren a wéi laang ass d'Waardezäit?",
    "solar", "Goesdorf", "Géisdref", situation="9 kWp photovoltaic system on a barn roof")
add("lb-s10", "Brauch e Plättleeër fir ongeféier 25 m² Buedem an der Kiche zu Stolzebuerg, d'Plättercher (60x60, Feinsteinzeug) hu mer schonn kaf.",
    "tiling", "Putscheid", "Stolzebuerg", situation="lay 25 m2 of kitchen floor tiles already bought")
add("lb-t01", "Zënter e puer Deeg héiere mer nuets et kraazen an der Plafong iwwert der Schlofkummer. Haut de Moien louche kleng schwaarz Kréimercher an der Spënn an e Sak Reis war ugefriess. D'Kanner traue sech net méi eleng an d'Kichen. Mir wunnen zu Wilwerwiltz, wien kann dat séier kucke kommen?",
    "pest-control", "Kiischpelt", "Wilwerwiltz", kind="a", nu="U", situation="scratching in the ceiling at night, droppings and a gnawed rice bag")
add("lb-t02", "Wa meng Fra den Uewen an de Waasserkocher gläichzäiteg uschalt, ass d'ganz Kiche stockdäischter. Dann muss ech all Kéier an de Keller fir den Hiewel am Sicherungskasten nees eropzesetzen. Haut huet et och nach komesch verbrannt geroch bei der Steckdous nieft dem Frigo. Mir sinn zu Baastenduerf an dat kann esou net weidergoen.",
    "electrical", "Tandel", "Baastenduerf", kind="a", nu="U", situation="kitchen circuit trips when oven and kettle run, burnt smell at a socket")
add("lb-t03", "No dem Stuerm vum Weekend louchen dräi Leeën am Gaart. Um Späicher dréckt et elo bei all Reen duerch an ënnert der Dachfënster ass de Plafong scho brong. Mir wunnen zu Bettborn an hätte gär dass een dat virum nächste Stuerm zoumécht.",
    "roofing", "Préizerdaul", "Bettborn", kind="a", nu="U", situation="slates blown off in a storm, leak under the roof window")
add("lb-t04", "Eise Gasbrenner ass 22 Joer al an de Noper sot, mir sollten just méi dacks de Kamäin fe ze loossen, da géif e nach zéng Joer halen. Mee zënter Oktober geet d'Heizung all puer Deeg a Stéierung an d'Waasser an de Radiatore gëtt just nach lauwarm. Ech sichen elo en Heizungsinstallateur, deen sech dat ukuckt an eis eng Offer fir en neie Kessel mécht. Mir sinn zu Hiefenech.",
    "heating", "Heffingen", "Hiefenech", kind="b", nu="N", situation="22-year-old gas boiler failing; neighbour said chimney sweeping would do")
add("lb-t05", "Eng Rass an eiser Gaardemauer gëtt ëmmer méi breet an déi iewescht Steng fänken un ze wackelen. De Verkeefer am Baumaart huet mir eng Tube Silikon verkaaft a gesot dat géif duergoen, mee no engem Wanter war alles nees op. Elo wëll ech dat richteg vun engem Maurer maache loossen. D'Mauer ass ronn 12 Meter laang, Adress zu Mäerzeg.",
    "masonry", "Mertzig", "Mäerzeg", kind="b", nu="N", situation="widening crack in a garden wall after a DIY-shop silicone fix")
add("lb-t06", "Eis Eechentrap knaascht bei all Schrëtt an déi drëtt Stuf ass lass. Mäi Schwoer huet gemengt, ech soll se einfach vun uewen mat laange Schrauwen festmaachen, elo ass d'Stuf an der Mëtt gerass. Ech brauch een deen déi Stuf fachgerecht ersetzt an déi aner nokuckt. Mir wunnen zu Viichten.",
    "carpentry", "Vichten", "Viichten", kind="b", nu="U", situation="creaking oak stair with a step split by brother-in-law's screws")
add("lb-t07", "Mir hunn e Living vu 45 m² mat oppener Kichen an et wierkt einfach kal an ongemittlech. D'Verkeefesch am Miwelgeschäft huet eis geroden alles wäiss ze maachen an e risege Canapé an d'Mëtt ze stellen, elo ass et nach méi schlëmm. Mir hätte gär een dee mat eis e Plang mécht: Faarwen, wou d'Miwele hikommen a wéi eng Luuchten. Mir wunnen zu Mullendorf.",
    "interior-design", "Steinsel", "Mullendorf", kind="b", nu="U", situation="cold open-plan living room made worse by a furniture shop's advice")
add("lb-t08", "Mir hunn eng kleng Bäckerei zu Groussbus mat dräi Keesen an engem Büro-PC. Zënter dem leschte Windows-Update drécke weder de Bonsdrécker nach den Etikettendrécker, an de WLAN am Buttek fällt all Stonn aus. Mäi Neveu huet et probéiert, mee ouni Erfolleg. Mir sichen eng IT-Firma déi op Plaz kënnt an eis e Wartungsvertrag mécht.",
    "it-support", "Groussbus-Wal", "Groussbus", kind="c", nu="N", situation="bakery: receipt and label printers dead after an update, shop wifi drops")
add("lb-t09", "Ech schreiwen am Numm vum Fussballclub vun Nidderfeelen. Eis Buvette an d'Vestiairen musse no all Heemmatch propper gemaach ginn, dat heescht all zweete Sonndeg owes oder Méindes moies. Bis elo hunn d'Elteren dat gemaach, mee dat klappt net méi. Wat géif dat am Mount kaschten?",
    "cleaning", "Feulen", "Nidderfeelen", kind="c", nu="U", situation="football club needs clubhouse and changing rooms cleaned after home games")
add("lb-t10", "Mir féieren e klengt Hotel zu Klierf mat 14 Zëmmer an hunn d'Restaurant dëse Wanter nei gemaach. D'Biller op Booking an op eiser Säit sinn nach vun 2015 an e Gaascht huet geschriwwen, et wier an der Realitéit vill méi schéin. Mir brauchen nei Biller vun den Zëmmer, der Terrass an e kuerze Clip vun der Kichen, am beschten Enn Januar wann nach Schnéi läit. Eisen Hond dierf gäre mat op e puer Biller. Wat kascht esou en Dag ongeféier?",
    "photography", "Clervaux", "Klierf", not_place=("gäre",), kind="c", nu="U", situation="small hotel needs new room photos and a short video for booking sites")
add("lb-t11", "Mir hunn e Bauerebetrib mat engem klengen Hofbuttek a verkafen Eeër, Gromperen a Kéis. Bis elo huet meng Schwëster all d'Rechnungen an enger Excel-Tabell gesammelt. Elo hu mer zwee Saisonnieren agestallt an d'Léinfichen an d'TVA-Deklaratiounen wuessen eis iwwer de Kapp. Wien kann dat fir eis iwwerhuelen, am beschten esou dass mer just all Mount eng Këscht mat Belegen ofginn?",
    "accounting", None, None, kind="c", nu="U", situation="farm shop overwhelmed by payslips and VAT returns for seasonal workers")
add("lb-t12", "Mir plënneren am Mäerz vu Mënsbech zréck op Lissabon. Et ass en 3-Zëmmer-Appartement am zweete Stack ouni Lift, mat vill Bicher. Wat kascht sou eppes ongeféier, a lount et sech, selwer e Container ze fëllen amplaz datt alles agepaakt a gefouert gëtt?",
    "moving", "Schuttrange", "Mënsbech", distractors=("Lissabon",), kind="d", nu="U", situation="move from Munsbach back to Lisbon: price and container vs full service")
add("lb-t13", "Mir hunn d'Haus vun der Bomi zu Sëll ierflecht, Baujoer 1962. Bad, Kiche an Elektresch sinn nach alles original, d'Fënstere sinn awer 2005 gewiesselt ginn. Lount et sech, dat alles op de leschte Stand ze bréngen fir selwer dran ze wunnen, oder solle mer et verkafen wéi et ass? Eng Schätzung vun de Käschte géif eis scho vill hëllefen.",
    "renovation", "Saeul", "Sëll", kind="d", nu="U", situation="inherited 1962 house: bring bathroom, kitchen and wiring up to date or sell")
add("lb-t14", "Mäi Brudder an ech hunn e Sträit iwwer d'Haus vun eisen Elteren, hie wunnt dran a bezilt mir näischt. Brauch ech do en Affekot oder geet dat och iwwer en Notaire? A wat kascht sou eng éischt Consultatioun ongeféier?",
    "legal", None, None, not_place=("éischt",), kind="d", nu="N", situation="dispute between siblings over the parents' house: lawyer or notary?")
add("lb-t15", "Ech hunn eng kleng Schräinerei mat dräi Leit an hätt gär eng Websäit mat eise Referenzen an engem Formulaire fir Offerten. Ass et besser dat mat Wix selwer ze maachen oder engem Webdesigner ze ginn? Wat kascht sou eppes realistesch, mat Hosting?",
    "web-development", None, None, kind="d", nu="N", situation="joinery wants a portfolio site with quote form: DIY builder or web designer")

# ---------------- French ----------------
add("fr-s01", "Bonjour, fuite sous l'évier de la cuisine, le siphon est fendu et l'eau coule dans le meuble, je suis à Esch/Alzette pas loin de la gare, quelqu'un de dispo aujourd'hui ?",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", not_place=("gare",), situation="cracked sink trap leaking into the kitchen cabinet; 'la gare' is a city quarter name")
add("fr-s02", "serrure de la porte d'entrée bloquée, la clé tourne dans le vide, impossible de fermer la maison à bridel ce soir, vous pouvez passer avant 19h",
    "locksmith", "Kopstal", "bridel", situation="front-door lock spins, house cannot be locked tonight")
add("fr-s03", "Je cherche un carreleur pour remplacer 6 carreaux fissurés et refaire les joints de la douche à l'italienne, maison à Schouweiler.",
    "tiling", "Dippach", "Schouweiler", situation="replace six cracked tiles and regrout a walk-in shower")
add("fr-s04", "mon lave-vaisselle Bosch ne vidange plus, il reste 5 cm d'eau au fond après chaque cycle, j'habite à Rodange, combien coûte le déplacement ?",
    "appliance-repair", "Pétange", "Rodange", situation="dishwasher no longer drains")
add("fr-s05", "On vient d'acheter une maison à Audun-le-Tiche, juste de l'autre côté de la frontière, et on cherche un peintre pour tous les murs et plafonds (environ 300 m²) avant d'emménager en février.",
    "painting", "abroad", "Audun-le-Tiche", situation="paint all walls and ceilings of a newly bought house in Audun-le-Tiche, France")
add("fr-s06", "Devis pour 14 panneaux photovoltaïques + onduleur hybride sur toiture orientée sud-ouest à Dahlem, c'est faisable avant l'été ?",
    "solar", "Garnich", "Dahlem", situation="quote for 14 PV panels and a hybrid inverter")
add("fr-s07", "besoin de quelqu'un pour abattre deux thuyas morts et enlever les souches au fond du jardin à mondorf, accès par le côté de la maison",
    "gardening", "Mondorf-les-Bains", "mondorf", situation="fell two dead thujas and remove the stumps")
add("fr-s08", "Nous cherchons un interprète français-allemand pour une réunion de conseil d'administration de trois heures le 14 janvier, en présentiel.",
    "translation", None, None, situation="French-German interpreter for a board meeting")
add("fr-s09", "Quelqu'un pourrait-il promener mon chien (un labrador de 3 ans) deux fois par jour pendant mon hospitalisation la semaine prochaine ?",
    None, None, None, situation="dog walking during a hospital stay (not a trade)")
add("fr-s10", "Des punaises de lit dans la chambre de mon fils depuis son retour de colo, appartement à Oberkorn, il faut traiter au plus vite 😩",
    "pest-control", "Differdange", "Oberkorn", situation="bed bugs after a child's holiday camp")
add("fr-t01", "Notre facture d'eau a doublé et le compteur tourne même la nuit quand tout est fermé. Depuis une semaine, une tache humide grandit au bas du mur de la cave, côté rue. On habite à Soleuvre, dans une maison de 1975. Qui peut venir trouver d'où ça vient ?",
    "plumbing", "Sanem", "Soleuvre", kind="a", nu="U", situation="water meter turning with all taps closed, damp patch spreading in the cellar")
add("fr-t02", "Chez nous à Bergem, les lumières du salon clignotent dès que la pompe de la piscine démarre. Hier soir, la prise extérieure de la terrasse a fait une étincelle et depuis, le différentiel saute toutes les deux heures. Mon mari a coupé ce circuit mais du coup le congélateur du garage ne marche plus. On aimerait que quelqu'un passe avant le week-end.",
    "electrical", "Mondercange", "Bergem", kind="a", nu="U", situation="lights flicker with the pool pump, sparking outdoor socket, RCD trips")
add("fr-t03", "Depuis la mise en route du chauffage en octobre, le sol du séjour reste froid alors que la salle de bain et les chambres sont bien chaudes. Sur le collecteur dans le garage, un des petits débitmètres reste bloqué à zéro. La maison est à Reckange-sur-Mess et date de 2012. Qui peut venir voir ça ?",
    "heating", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="a", nu="U", situation="one underfloor heating loop stays cold, flow meter at zero")
add("fr-t04", "Je loue une maison à Crauthem et à chaque grosse pluie l'eau déborde de la gouttière au-dessus de la porte d'entrée. Le propriétaire m'a dit de mettre un seau et que ça passerait tout seul. Maintenant le bois de la corniche commence à pourrir et le crépi se décolle en dessous. Il a enfin accepté de payer, donc je cherche un couvreur pour nettoyer ou remplacer cette gouttière.",
    "roofing", "Roeser", "Crauthem", kind="b", nu="N", situation="overflowing gutter ignored by the landlord, fascia now rotting")
add("fr-t05", "Notre voisin, qui a « fait le bâtiment », nous a conseillé de couler nous-mêmes une dalle en béton pour l'abri de jardin, directement sur la terre. Six mois plus tard elle est fissurée en trois morceaux et penche d'un côté. Il faudrait la casser et refaire une vraie dalle de 3 x 4 m avec fondation. C'est à Huncherange.",
    "masonry", "Bettembourg", "Huncherange", kind="b", nu="U", situation="DIY concrete slab poured on bare soil on a neighbour's advice has cracked")
add("fr-t06", "Au magasin de bricolage on m'a assuré que mon parquet en chêne massif pouvait se poncer avec une ponceuse vibrante. Résultat : des traces circulaires partout et deux lames qui se soulèvent près de la porte-fenêtre. J'aimerais que quelqu'un de compétent remplace ces lames, ponce correctement les 35 m² et vitrifie. Maison à Aspelt, je suis flexible sur les dates.",
    "carpentry", "Frisange", "Aspelt", kind="b", nu="U", situation="oak parquet ruined by a DIY sander the shop recommended")
add("fr-t07", "Ma belle-mère, qui a un avis sur tout, a choisi les couleurs de notre appartement à Belair : bordeaux dans le salon, vert sapin dans la chambre. On ne s'y sent pas bien et l'espace paraît deux fois plus petit. Avant de tout repeindre, on voudrait l'avis de quelqu'un qui sait composer une palette, placer les meubles et penser l'éclairage. 85 m², deux chambres. Le budget pour les meubles tourne autour de 8 000 €. On n'est pas pressés, mais on aimerait que ce soit fini avant l'été.",
    "interior-design", "Luxembourg", "Belair", kind="b", nu="U", situation="mother-in-law's dark colour choices; want a colour, furniture and lighting plan")
add("fr-t08", "Nous sommes un cabinet dentaire à Steinfort avec quatre postes, un serveur pour les radios et une imprimante réseau. Depuis le changement de box internet, les postes ne voient plus le serveur et l'imprimante a disparu. Notre prestataire habituel a pris sa retraite. Nous cherchons un informaticien disponible rapidement, idéalement avec un contrat de maintenance.",
    "it-support", "Steinfort", "Steinfort", kind="c", nu="N", situation="dental practice: workstations lost the X-ray server after a router change")
add("fr-t09", "Notre bureau d'architectes vient de s'installer à Leudelange et nous refaisons nos supports de communication. Il nous faudrait des portraits individuels de nos 12 collaborateurs sur fond neutre, plus quelques vues des nouveaux bureaux. Idéalement en une seule demi-journée, un mardi ou un jeudi. Nous aurions besoin des fichiers retouchés sous dix jours.",
    "photography", "Leudelange", "Leudelange", kind="c", nu="U", situation="architects' office needs staff portraits and office pictures")
add("fr-t10", "Nous gérons une petite crèche privée à Weiler-la-Tour (22 enfants). Notre agent d'entretien part en congé maternité fin janvier pour six mois. Nous cherchons une société de nettoyage pour les sols, les sanitaires et la désinfection des jouets, tous les soirs après 18h30. Pouvez-vous nous mettre en relation ?",
    "cleaning", "Weiler-la-Tour", "Weiler-la-Tour", kind="c", nu="N", situation="private crèche needs evening cleaning while its own staff member is on leave")
add("fr-t11", "Je viens de reprendre une pizzeria avec ma sœur, huit salariés. L'ancien propriétaire faisait tout lui-même et on a hérité d'un classeur de factures en vrac. Il nous faut quelqu'un pour faire les fiches de paie chaque mois, suivre les factures et préparer les comptes de cette première année.",
    "accounting", None, None, kind="c", nu="U", situation="new owners of a pizzeria need payroll and annual accounts")
add("fr-t12", "Nous déménageons de Thionville à Harlange en mars : une maison de 120 m² et un garage plein. Faut-il prendre des déménageurs luxembourgeois ou français, et qu'est-ce qui revient le moins cher ? Est-ce qu'ils peuvent aussi démonter puis remonter les meubles ?",
    "moving", "Lac de la Haute-Sûre", "Harlange", distractors=("Thionville",), kind="d", nu="N", situation="move from Thionville (FR) to Harlange: Luxembourg or French movers?")
add("fr-t13", "Nous hésitons à acheter une vieille ferme à Boulaide qui n'a pas été touchée depuis les années 80. Il faudrait refaire l'électricité, la salle de bain, la cuisine et isoler les combles. Avant de signer le compromis, quelqu'un pourrait-il venir estimer le coût total des travaux ? On se demande si ça vaut le coup par rapport à du neuf.",
    "renovation", "Boulaide", "Boulaide", kind="d", nu="U", situation="estimate for bringing an old farmhouse up to date before buying")
add("fr-t14", "Mon employeur veut me licencier pendant mon congé parental, est-ce légal au Luxembourg ? Je suis frontalière et je vis en France. Faut-il passer directement par un avocat ou d'abord par le syndicat, et combien coûte une première consultation ?",
    "legal", None, None, distractors=("Luxembourg",), kind="d", nu="N", situation="dismissal during parental leave; country name but no work place")
add("fr-t15", "On est une association de parents d'élèves et on voudrait une page où les familles s'inscrivent aux activités et paient en ligne. Vaut-il mieux un outil gratuit genre Google Forms ou faire développer quelque chose sur mesure ? Notre budget est de 1500 € maximum.",
    "web-development", None, None, kind="d", nu="U", situation="parents' association: free form tool or custom registration and payment page")

# ---------------- German ----------------
add("de-s01", "Hallo, wir wohnen in Nittel direkt gegenüber von Machtum und brauchen jemanden, der nach dem Sturm die Firstziegel neu verlegt und die Dachrinne wieder befestigt.",
    "roofing", "abroad", "Nittel", distractors=("Machtum",), situation="ridge tiles and gutter after a storm, house in Nittel (DE) across the Moselle from Machtum")
add("de-s02", "Schließzylinder an der Haustür soll gegen einen mit Sicherungskarte getauscht werden, 3 Schlüssel, Wohnung in Echternach am Marktplatz – wann hätten Sie Zeit?",
    "locksmith", "Echternach", "Echternach", not_place=("einen",), situation="replace a door cylinder with a registered-key system")
add("de-s03", "fliesenleger gesucht für rückwand küche ca 4 m² metrofliesen weiß in grevenmacher danke",
    "tiling", "Grevenmacher", "grevenmacher", situation="voice-typed: kitchen splashback in metro tiles")
add("de-s04", "Unser Siemens-Backofen heizt nur noch mit Oberhitze, die Unterhitze bleibt kalt – Reparatur vor Ort in Wasserbillig möglich?",
    "appliance-repair", "Mertert", "Wasserbillig", situation="oven bottom element dead")
add("de-s05", "Wir möchten auf unserem Carport in Berbourg eine kleine PV-Anlage mit 4 kWp plus Speicher, gibt es dafür noch Förderung und wer montiert sowas?",
    "solar", "Manternach", "Berbourg", situation="small PV system with storage on a carport")
add("de-s06", "Suche einen Gärtner, der unseren verwilderten Hanggarten in Remich im Frühjahr rodet und mit Lavendel und Bodendeckern neu bepflanzt.",
    "gardening", "Remich", "Remich", not_place=("einen",), situation="clear and replant an overgrown slope garden")
add("de-s07", "Kann jemand mein Auto vor der Contrôle technique durchchecken, die Bremsen quietschen und das Abblendlicht links ist kaputt?",
    None, None, None, situation="car check before roadworthiness test (car mechanic, not a trade here)")
add("de-s08", "Wir suchen jemanden, der unsere Speisekarte und die Weinbeschreibungen (rund 6 Seiten) ins Englische und Niederländische übersetzt.",
    "translation", None, None, situation="translate a restaurant menu and wine notes into English and Dutch")
add("de-s09", "Bitte um Angebot: 6 zusätzliche Steckdosen und LED-Spots in der Küche, Altbau in Remerschen, Unterverteilung ist von 1978.",
    "electrical", "Schengen", "Remerschen", situation="extra sockets and LED spots in an old kitchen")
add("de-s10", "Treppenhaus über drei Etagen streichen lassen (Wände und Geländer), Mehrfamilienhaus in Roodt-sur-Syre, die Eigentümergemeinschaft zahlt.",
    "painting", "Betzdorf", "Roodt-sur-Syre", situation="paint a three-storey stairwell for a co-ownership")
add("de-t01", "Jedes Mal, wenn oben jemand duscht, gluckert es im Waschbecken im Erdgeschoss und es riecht nach Kanal. Seit gestern läuft das Wasser in der Dusche nur noch ganz langsam ab. Das Mittel aus dem Supermarkt hat nichts gebracht. Wir wohnen in Berdorf, Haus Baujahr 1968.",
    "plumbing", "Berdorf", "Berdorf", kind="a", nu="U", situation="slow shower drain, sewer smell and gurgling basin downstairs")
add("de-t02", "Auf dem Dachboden liegen seit Wochen kleine schwarze Kügelchen wie Reiskörner und abends raschelt es hinter der Verkleidung. Heute Morgen war die Dämmung an einer Stelle zerfetzt und ein Kabel angenagt. Die Katze sitzt stundenlang vor der Wand und starrt. Haus in Consdorf, bitte schnell.",
    "pest-control", "Consdorf", "Consdorf", kind="a", nu="U", situation="droppings, rustling and a gnawed cable in the attic")
add("de-t03", "An der Außenwand unseres Hauses in Rippig läuft ein Riss schräg von der Fensterecke nach unten, man kann inzwischen eine Münze hineinstecken. Innen bröckelt an derselben Stelle der Putz. Der Grund ist vermutlich die Baugrube, die der Nachbar im Sommer für seinen Anbau ausgehoben hat. Wer kann sich das anschauen und sagen, was zu tun ist?",
    "masonry", "Bech", "Rippig", not_place=("Grund",), kind="a", nu="U", situation="diagonal crack widening from a window corner after neighbour's excavation")
add("de-t04", "Mein Schwiegervater meinte, wir sollten das moosige Eternitdach einfach mit dem Hochdruckreiniger abspritzen. Jetzt sind mehrere Platten gebrochen und beim letzten Regen tropfte es in die Garage. Außerdem habe ich gelesen, dass alte Platten Asbest enthalten können. Ich suche einen Dachdecker in der Nähe von Rosport, der sich das ansieht und ein Angebot für eine neue Eindeckung macht. Die Garage ist etwa 6 mal 8 Meter groß.",
    "roofing", "Rosport-Mompach", "Rosport", not_place=("einen",), kind="b", nu="N", situation="father-in-law's pressure-washing broke old fibre-cement roof sheets")
add("de-t05", "Im Baumarkt hat man uns für das ausgebaute Dachgeschoss zwei elektrische Ölradiatoren empfohlen, seitdem hat sich unsere Stromrechnung fast verdoppelt. Das Haus hat sonst eine Ölheizung mit Heizkörpern in allen anderen Räumen. Kann ein Heizungsbauer oben zwei richtige Heizkörper an die bestehende Anlage anschließen? Wir wohnen in Christnach.",
    "heating", "Waldbillig", "Christnach", kind="b", nu="N", situation="DIY store's electric oil radiators for the attic; connect real radiators to the system")
add("de-t06", "Der Nachbar hat geschworen, dass Leinöl aus dem Supermarkt die beste Pflege für unsere Douglasien-Terrasse ist. Nach einem Jahr ist das Holz voller schwarzer Flecken, mehrere Dielen sind verzogen und zwei wackeln. Wir möchten etwa die Hälfte der Bretter austauschen und die Unterkonstruktion prüfen lassen. Das Haus steht in Befort.",
    "carpentry", "Beaufort", "Befort", not_place=("Holz",), kind="b", nu="U", situation="wooden deck ruined by neighbour's linseed-oil advice; replace boards")
add("de-t07", "Unser Architekt hat für die offene Wohnküche im Neubau in Greiveldange nur Deckenspots vorgesehen, jetzt wirkt abends alles wie eine Zahnarztpraxis. Die Küchenfirma meinte, eine Insel mitten im Raum sei Pflicht, aber jetzt stehen wir uns ständig im Weg. Wir suchen jemanden, der mit uns ein Gesamtkonzept für Möbel, Farben und Licht erarbeitet, bevor wir noch mehr Geld ausgeben. Für Möbel und Leuchten haben wir noch etwa 25.000 Euro.",
    "interior-design", "Stadtbredimus", "Greiveldange", kind="b", nu="U", situation="clinical lighting and an awkward kitchen island; want a furniture, colour and light concept")
add("de-t08", "Wir sind eine Physiotherapie-Praxis in Wecker mit fünf Behandlungsräumen. Das Terminprogramm läuft auf einem alten PC am Empfang, Backups macht seit Jahren niemand, und das Patienten-WLAN hängt am selben Netz wie unsere Rechner. Ich suche einen IT-Dienstleister, der das sauber trennt, eine Datensicherung einrichtet und uns im Notfall hilft.",
    "it-support", "Biwer", "Wecker", not_place=("einen",), kind="c", nu="N", situation="physiotherapy practice: no backups, guest wifi on the office network")
add("de-t09", "Unser Weingut in Ehnen bringt im Frühjahr einen neuen Crémant heraus. Für Etiketten, Presse und Instagram brauchen wir stimmungsvolle Bilder der Flaschen, der Weinberge und von uns als Familie. Am liebsten an zwei Terminen: einmal im Keller im Februar, einmal draußen in den Reben im Mai.",
    "photography", "Wormeldange", "Ehnen", not_place=("einen",), kind="c", nu="U", situation="winery launching a crémant needs product, vineyard and family pictures")
add("de-t10", "Ich betreibe ein kleines Fitnessstudio in Flaxweiler mit Sauna und zwei Umkleiden. Bisher haben wir abends selbst gewischt, aber die Mitglieder beschweren sich über die Duschen und die verschmierte Glasfront. Wir brauchen jemanden, der fünfmal pro Woche frühmorgens vor 6 Uhr alles gründlich sauber macht.",
    "cleaning", "Flaxweiler", "Flaxweiler", kind="c", nu="U", situation="small gym needs early-morning cleaning five days a week")
add("de-t11", "Unser Musikverein hat 80 Mitglieder und seit dem Rücktritt unseres Kassierers liegt alles brach. Es geht um Mitgliedsbeiträge, Zuschüsse der Gemeinde, zwei Konzerte pro Jahr und die Lohnabrechnung für unseren Dirigenten. Wer kann das für uns übernehmen und die Zahlen für die Generalversammlung im März fertig machen? Der Vorstand arbeitet ehrenamtlich, hat dafür aber ein kleines Budget.",
    "accounting", None, None, kind="c", nu="U", situation="music society lost its treasurer: books, grants and the conductor's payroll")
add("de-t12", "Meine Mutter zieht von Bous in eine kleine Wohnung nach Trier, näher zu meiner Schwester. Es sind nur etwa 40 Kartons, ein Schlafzimmer und ein paar Erbstücke. Lohnt sich dafür eine Umzugsfirma oder reicht ein Transporter mit zwei Helfern? Und was kostet so etwas ungefähr?",
    "moving", "Bous-Waldbredimus", "Bous", distractors=("Trier",), kind="d", nu="N", situation="mother moving from Bous to Trier: removal firm or van with helpers")
add("de-t13", "Wir haben ein Reihenhaus in Canach von 1974 gekauft. Es geht um neues Bad, neue Elektrik, Böden und die Dämmung des Dachbodens, alles bis zum Einzug im Sommer. Ist so etwas in fünf Monaten realistisch, und mit welchem Budget pro Quadratmeter sollten wir ungefähr rechnen?",
    "renovation", "Lenningen", "Canach", kind="d", nu="U", situation="1974 terraced house: bathroom, wiring, floors, insulation in five months?")
add("de-t14", "Der Bauträger hat unsere Wohnung acht Monate zu spät übergeben und will keine Entschädigung zahlen. Im Vertrag steht eine Vertragsstrafe, aber er beruft sich auf höhere Gewalt. Lohnt es sich, einen Anwalt einzuschalten, oder ist das aussichtslos?",
    "legal", None, None, not_place=("einen",), kind="d", nu="N", situation="developer delivered a flat eight months late and refuses the contractual penalty")
add("de-t15", "Ich verkaufe handgemachte Holzspielzeuge bisher nur auf Märkten und über Etsy. Jetzt hätte ich gern einen eigenen Onlineshop mit Versand nach Luxemburg, Belgien und Deutschland. Ist Shopify oder WooCommerce besser für so einen kleinen Laden, und was kostet es, das einrichten zu lassen?",
    "web-development", None, None, distractors=("Luxemburg",), not_place=("einen",), kind="d", nu="U", situation="wooden toy maker wants an online shop: Shopify or WooCommerce")

# ---------------- English ----------------
add("en-s01", "Our home office printer stopped showing up on the network after we swapped the router (it just blinks amber now) and the kids' laptops keep dropping wifi, can someone come by in Strassen this week?",
    "it-support", "Strassen", "Strassen", not_place=("amber",), situation="printer lost on the network after a router swap, laptops drop wifi")
add("en-s02", "We're renting a house in Arlon and the landlord wants every lock changed because the last tenant never returned the keys, how soon could someone come?",
    "locksmith", "abroad", "Arlon", situation="change all locks of a rented house in Arlon (BE)")
add("en-s03", "need a painter for a 2 bed flat in limpertsberg, walls and ceilings white, only minor filling, flat is empty from jan 5",
    "painting", "Luxembourg", "limpertsberg", situation="lower-case chat: paint an empty two-bedroom flat")
add("en-s04", "Looking for a tiler to lay large-format 120x60 porcelain on about 40 m² of ground floor in Bartreng, underfloor heating is in and the screed has cured.",
    "tiling", "Bertrange", "Bartreng", situation="large-format porcelain tiles over underfloor heating")
add("en-s05", "Miele dryer runs but doesn't heat anymore, clothes still damp after 3 hours, we're in Howald – repair or replace, what do you think?",
    "appliance-repair", "Hesperange", "Howald", situation="tumble dryer no longer heats")
add("en-s06", "Can anyone quote for about 10 kWp of solar panels on a slate roof in Gonderange, the roof faces east-west and there's a dormer in the middle?",
    "solar", "Junglinster", "Gonderange", situation="PV on an east-west slate roof with a dormer")
add("en-s07", "Hi, our lawn in Goeblange is more moss than grass after this wet autumn, looking for someone to scarify, reseed and take over the mowing next year.",
    "gardening", "Koerich", "Goeblange", not_place=("grass",), situation="mossy lawn to scarify and reseed; 'grass' is a place name in the data")
add("en-s08", "Looking for a caterer for my dad's 70th, about 40 people, buffet style with vegetarian options, date is 7 March.",
    None, None, None, situation="caterer for a 70th birthday (not a trade)")
add("en-s09", "I need a German to English translation of a 30-page technical manual for a CNC machine, including the captions of the diagrams, as soon as possible.",
    "translation", None, None, situation="translate a CNC machine manual German to English")
add("en-s10", "Outdoor lighting for the driveway and garden path (8 bollard lights plus a motion sensor), new build in Sandweiler, cable ducts already laid.",
    "electrical", "Sandweiler", "Sandweiler", situation="driveway bollard lights with a motion sensor")
add("en-t01", "Every morning our house in Keispelt is freezing until about 10 and then suddenly warms up. The little pressure gauge on the boiler in the cellar keeps dropping to almost zero, and my husband tops it up with the hose every few days. There's also a damp spot under the radiator in the hallway and the gas bill is through the roof. The kids keep getting colds and we've had enough.",
    "heating", "Kehlen", "Keispelt", not_place=("bill",), kind="a", nu="U", situation="heating pressure keeps dropping, damp patch under a radiator, cold mornings")
add("en-t02", "We keep finding tiny holes in our wool jumpers and there are bare patches in the hallway runner. Yesterday I saw little pale larvae crawling along the skirting board and small beige moths flying around the wardrobe in the evening. We've already thrown out two bags of clothes. Flat in Capellen, second floor.",
    "pest-control", "Mamer", "Capellen", kind="a", nu="U", situation="clothes moths eating jumpers and a wool runner")
add("en-t03", "Every time the dishwasher stops filling there's a loud bang in the wall behind the kitchen, like someone hit a pipe with a hammer. It started after the building's water works last month. Now the tap in the guest toilet also shudders when I turn it off. We're on the 4th floor of a block in Kirchberg and the neighbours below are complaining about the noise. The building manager says it's inside our flat so it's not his problem. Could someone check what needs fitting to stop it?",
    "plumbing", "Luxembourg", "Kirchberg", kind="a", nu="U", situation="water hammer banging in the walls since the building's water works")
add("en-t04", "Our landlord's handyman stuck bitumen tape over the cracked flashing around the chimney and said it would last for years. Three months later water runs down the chimney breast in the bedroom every time it rains. The landlord has finally agreed to pay for a proper roofer and asked me to find one. The house is in Moutfort and the roof is slate.",
    "roofing", "Contern", "Moutfort", kind="b", nu="N", situation="chimney flashing taped by the landlord's handyman now leaks")
add("en-t05", "A friend told us to repoint the old sandstone wall along our driveway with ordinary cement mortar because it's stronger. Two winters later the stone next to the joints is flaking off in sheets. We've now read that lime mortar should have been used. We need someone to rake out about 20 m² of joints and redo them properly; we're in Dalheim.",
    "masonry", "Dalheim", "Dalheim", kind="b", nu="U", situation="sandstone wall damaged by cement repointing; redo with lime mortar")
add("en-t06", "The previous owners of our house in Eischen built a wooden staircase up to the loft and the estate agent told us it was perfectly fine and just needed a handrail. Our surveyor disagrees: the treads are only 2 cm thick and bend when you step on them. We'd like a new staircase made to measure, ideally oak, with a proper handrail and balustrade. The loft is our kids' bedroom, so leaving it as it is isn't an option.",
    "carpentry", "Habscht", "Eischen", kind="b", nu="U", situation="flimsy DIY loft staircase the estate agent called fine; new oak stair")
add("en-t07", "The builders finished our new kitchen and the landlord said a quick hoover would be enough before we move back in. There's fine plaster dust on every surface, inside the cupboards, on the window frames and even in the light fittings, and the floors still have paint splashes. We need the whole flat (90 m²) done properly before Friday. We're in Bereldange.",
    "cleaning", "Walferdange", "Bereldange", kind="b", nu="U", situation="plaster dust everywhere after building works; landlord said a hoover would do")
add("en-t08", "We run a co-working space in Gasperich with about 30 desks. The guest wifi crawls every afternoon, the meeting room screen only works with some laptops and the shared printer keeps jamming the print queue. We need an IT person to review the whole setup and be on call a few hours a month.",
    "it-support", "Luxembourg", "Gasperich", kind="c", nu="N", situation="co-working space: slow wifi, meeting-room screen, printer queue")
add("en-t09", "Our startup is launching a new app at an evening event in our offices at Senningerberg on 12 February, with about 80 guests and a short panel talk. We'd like a photographer for three hours to cover the talk, some candid networking shots and a few group pictures. We'd also need around 40 edited images within two days for LinkedIn and the press.",
    "photography", "Niederanven", "Senningerberg", kind="c", nu="N", situation="startup launch event: photographer for three hours")
add("en-t10", "I run a small yoga studio with two part-time teachers on payroll and a few freelance instructors. Until now I've done the paperwork on Sunday evenings in a spreadsheet, but I've just had a reminder that last year's annual accounts are overdue. I need someone to sort out the receipts every month, run the payslips and handle the year-end filing.",
    "accounting", None, None, kind="c", nu="U", situation="yoga studio with overdue annual accounts and payslips to run")
add("en-t11", "I'm opening a small dental practice in Bofferdange in a former shop of 110 m². The contractor can build whatever we want, but nobody has told us how to arrange the waiting area, reception and two treatment rooms so it feels calm rather than clinical. We'd like someone to propose a layout, colours, furniture and lighting before the works start in April.",
    "interior-design", "Lorentzweiler", "Bofferdange", kind="c", nu="U", situation="new dental practice in a former shop needs layout, colours and lighting")
add("en-t12", "We're relocating from Hamm in Germany to a house in Steinsel in April: four bedrooms, a garage full of tools and two bikes. Is it cheaper to book movers from Luxembourg or from Germany, and do companies here even do pick-ups that far? We'd also need a few weeks of storage in between.",
    "moving", "Steinsel", "Steinsel", distractors=("Hamm", "Luxembourg"), kind="d", nu="N", situation="move from Hamm (DE, also a city quarter name) to Steinsel")
add("en-t13", "We're thinking of turning the unused attic of our house in Schrassig into a main bedroom with an en-suite. It would need insulation, a dormer, a staircase, plumbing and electrics. Roughly what would that cost, and how long does something like that usually take?",
    "renovation", "Schuttrange", "Schrassig", kind="d", nu="U", situation="attic conversion into a bedroom with en-suite: cost and duration")
add("en-t14", "My landlord is keeping my entire €3,600 deposit for wear and tear that was already listed in the check-in report. Is it worth getting a lawyer for that amount, or is there a cheaper way to handle it in Luxembourg? I moved out in September and he no longer answers emails.",
    "legal", None, None, distractors=("Luxembourg",), kind="d", nu="N", situation="landlord keeps the whole deposit; lawyer or cheaper route?")
add("en-t15", "I run a small driving school and students book lessons by calling me, which is chaos. Should I pay someone to build a proper booking page where they pick slots and pay a deposit, or just use something like Calendly with a simple site? What would that typically cost?",
    "web-development", None, None, kind="d", nu="U", situation="driving school: custom booking page or an off-the-shelf scheduler")

# ---------------- Portuguese ----------------
add("pt-s01", "Procuro uma femme de ménage para 4 horas por semana, apartamento de 70 m² em Hollerich, de preferência às sextas de manhã.",
    "cleaning", "Luxembourg", "Hollerich", situation="weekly home cleaner for a 70 m2 flat, French word in Portuguese")
add("pt-s02", "bom dia fiquei trancada fora de casa com o bebé lá dentro a dormir e o telemóvel também, estou na vizinha em Esch-sur-Alzette rue de l'Alzette, por favor venham já",
    "locksmith", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="locked out with the baby asleep inside")
add("pt-s03", "Preciso de um canalizador urgente, o cano da cozinha está entupido e a água suja sobe pelo ralo da banheira, moro em Niederkorn.",
    "plumbing", "Differdange", "Niederkorn", situation="blocked kitchen drain backing up into the bathtub")
add("pt-s04", "quero mudar o quadro elétrico antigo com fusíveis de rosca para disjuntores, casa em ettelbruck, quanto custa mais ou menos",
    "electrical", "Ettelbruck", "ettelbruck", situation="replace an old screw-fuse board with breakers")
add("pt-s05", "Alguém para assentar azulejo na parede da casa de banho, uns 18 m², já tenho o material, é em Lamadelaine 🙏",
    "tiling", "Pétange", "Lamadelaine", situation="wall tiles in a bathroom, material already bought")
add("pt-s06", "Moro em Longwy mas trabalho no Luxemburgo, alguém que venha pintar a sala e o corredor ao fim de semana?",
    "painting", "abroad", "Longwy", distractors=("Luxemburgo",), situation="paint living room and hallway of a home in Longwy (FR)")
add("pt-s07", "A minha placa de indução Bosch desliga-se sozinha passados 5 minutos e começa a apitar, estou em Diekirch, vale a pena arranjar ou compro nova?",
    "appliance-repair", "Diekirch", "Diekirch", situation="induction hob switches itself off and beeps")
add("pt-s08", "Queria um orçamento para painéis solares térmicos para a água quente, casa com 5 pessoas em Gilsdorf.",
    "solar", "Bettendorf", "Gilsdorf", situation="solar thermal panels for hot water")
add("pt-s09", "Procuro uma costureira que faça bainhas em 6 calças e aperte um vestido de cerimónia até ao fim do mês.",
    None, None, None, situation="seamstress for hems and a dress alteration (not a trade)")
add("pt-s10", "Preciso de um intérprete português-francês para acompanhar o meu pai a uma consulta no hospital na próxima terça-feira.",
    "translation", None, None, situation="Portuguese-French interpreter for a hospital appointment")
add("pt-t01", "Os pombos fizeram ninho na varanda por trás dos vasos e há porcaria por todo o lado. Às 5h da manhã já estão a arrulhar e a bater as asas em cima da caixa do estore. Já pendurei CDs e pus um mocho de plástico, mas não adiantou nada. Moramos em Wiltz, perto da estação.",
    "pest-control", "Wiltz", "Wiltz", kind="a", nu="U", situation="pigeons nesting on the balcony, droppings and noise")
add("pt-t02", "Na fachada da nossa casa em Larochette o reboco está a cair aos bocados por baixo das janelas e já se vê a pedra. Quando chove, a parede da sala fica com manchas escuras por dentro. O meu filho quase levou com um pedaço na cabeça ontem. Alguém pode vir ver antes do inverno?",
    "masonry", "Larochette", "Larochette", kind="a", nu="U", situation="render falling off the facade, damp inside when it rains")
add("pt-t03", "A porta de entrada de madeira desceu e já raspa no chão, para fechar tenho de a levantar pela maçaneta. Por baixo entra um vento gelado e há uma fenda entre a porta e o aro do lado das dobradiças. Em casa somos cinco e a porta abre e fecha o dia todo. Moramos em Beringen.",
    "carpentry", "Mersch", "Beringen", kind="a", nu="U", situation="sagging wooden front door scraping the floor, draught")
add("pt-t04", "O meu primo instalou-nos um termóstato wifi que comprámos na internet e disse que era só ligar dois fios. Desde então a caldeira só arranca quando quer e ontem a casa ficou sem aquecimento a noite toda. O senhorio diz que a culpa é nossa e que temos de pagar. Preciso de um chauffagiste que venha a Schieren pôr isto a funcionar bem.",
    "heating", "Schieren", "Schieren", kind="b", nu="N", situation="cousin wired a wifi thermostat, boiler now starts erratically")
add("pt-t05", "Há quatro anos o vizinho deu-nos uns rebentos de bambu e disse que era ótimo para fazer uma sebe. Agora o bambu espalhou-se por metade do jardim, está a levantar as lajes do caminho e já passou para o terreno do outro lado. Queríamos arrancar tudo com as raízes e pôr uma barreira no chão. A casa é em Ingeldorf.",
    "gardening", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="invasive bamboo planted on the neighbour's advice must be dug out")
add("pt-t06", "O meu cunhado subiu ao telhado para limpar a caleira e partiu várias telhas. Disse que era só pôr silicone por cima e ficava bom. Agora quando chove entra água no sótão e o isolamento está encharcado. Procuro um telhador (couvreur) na zona de Gosseldange para substituir as telhas e ver se a caleira está bem presa.",
    "roofing", "Lintgen", "Gosseldange", kind="b", nu="N", situation="brother-in-law broke roof tiles cleaning the gutter and siliconed them")
add("pt-t07", "Fizemos uma festa de anos e caiu vinho tinto e molho no sofá de tecido claro e na carpete da sala. A minha sogra disse para esfregar com sal e água quente e agora as manchas estão maiores e com contornos castanhos. Há alguém que consiga tirar isto com máquina própria, aqui em casa, em Colmar-Berg?",
    "cleaning", "Colmar-Berg", "Colmar-Berg", kind="b", nu="U", situation="wine stains on sofa and carpet made worse by mother-in-law's salt trick")
add("pt-t08", "Temos um restaurante português em Bissen e o sistema das comandas (tablets dos empregados ligados à impressora da cozinha) está sempre a falhar ao fim de semana. Os pedidos não chegam à cozinha e os clientes ficam à espera. A empresa que vendeu o sistema fechou. Precisamos de um informático que perceba de redes e possa vir num domingo de manhã. Já perdemos duas festas de aniversário por causa disto.",
    "it-support", "Bissen", "Bissen", kind="c", nu="N", situation="restaurant: waiter tablets lose the kitchen printer at weekends")
add("pt-t09", "Abrimos um restaurante em Pommerloch e vamos fazer um menu novo com imagens dos pratos. Também queremos fotos da sala e da esplanada para o Google e o Facebook. Podia ser numa segunda-feira, que é o dia em que estamos fechados.",
    "photography", "Winseler", "Pommerloch", kind="c", nu="U", situation="new restaurant needs dish and dining-room pictures")
add("pt-t10", "Tenho uma pequena empresa de limpezas com seis funcionárias, registada há dois anos. Até agora era o meu marido que tratava dos papéis, mas ele voltou a trabalhar nas obras e não tem tempo. Preciso de alguém para os salários, as declarações à Segurança Social e os impostos da empresa, de preferência que fale português.",
    "accounting", None, None, kind="c", nu="U", situation="cleaning company needs payroll, social security and tax handled")
add("pt-t11", "Comprei a pastelaria da aldeia em Medernach e quero mudar o ambiente para ficar mais acolhedor, com mesas para 20 pessoas e um balcão novo. Não sei como dispor as coisas nem que cores e luzes escolher. Procuro alguém que me faça um projeto com planta, materiais e iluminação, depois as obras faço com empreiteiros.",
    "interior-design", "Vallée de l'Ernz", "Medernach", kind="c", nu="U", situation="village pastry shop wants a layout, materials and lighting plan")
add("pt-t12", "Vamos voltar para Portugal em julho, de Reisdorf para perto de Viseu. Temos uma casa de 3 quartos, mas só queremos levar metade dos móveis. Compensa mais uma empresa de mudanças com camião próprio ou uma partilhada (grupagem)? Quanto custa mais ou menos?",
    "moving", "Reisdorf", "Reisdorf", distractors=("Portugal", "Viseu"), kind="d", nu="N", situation="move back from Reisdorf to Portugal: dedicated truck or groupage")
add("pt-t13", "Comprámos uma casa antiga em Cruchten e não sabemos se compensa fazer as obras por partes, uma divisão de cada vez, ou tudo antes de mudarmos. Há a cozinha, duas casas de banho, o chão e a eletricidade para fazer. Mais ou menos quanto se gasta numa casa de 140 m²?",
    "renovation", "Nommern", "Cruchten", kind="d", nu="U", situation="old house: works room by room or all before moving in, and cost")
add("pt-t14", "Tive um acidente de trabalho na obra e o patrão diz que a culpa foi minha e não quer declarar. Estou de baixa há 3 semanas. Preciso de um advogado ou o sindicato resolve isto? Quanto se paga por uma consulta?",
    "legal", None, None, kind="d", nu="N", situation="employer refuses to declare a workplace accident")
add("pt-t15", "Faço bolos de aniversário por encomenda em casa e recebo os pedidos pelo WhatsApp e pelo Facebook. Vale a pena ter um site com catálogo e encomendas online ou é dinheiro deitado fora? Quanto custa mandar fazer uma coisa simples?",
    "web-development", None, None, kind="d", nu="U", situation="home cake baker: is an ordering website worth it")

# ---------------- Italian ----------------
add("it-s01", "Abito a Volmerange-les-Mines ma lavoro a Dudelange, cerco un piastrellista per rifare il pavimento del soggiorno (35 m²) in gres effetto legno, anche di sabato.",
    "tiling", "abroad", "Volmerange-les-Mines", distractors=("Dudelange",), situation="living-room floor tiles in Volmerange-les-Mines (FR); works in Dudelange")
add("it-s02", "Devo far aprire una vecchia cassaforte a muro di cui nessuno conosce la combinazione, appartamento appena comprato a Lussemburgo città, quanto costa?",
    "locksmith", "Luxembourg", "Lussemburgo", situation="open an old wall safe with unknown combination")
add("it-s03", "ciao mi serve un idraulico per spostare il lavandino del bagno di un metro e allacciare un bidet nuovo, casa a Tétange",
    "plumbing", "Kayl", "Tétange", situation="move a basin and connect a new bidet")
add("it-s04", "Salve, vorrei far installare un videocitofono e due punti luce nuovi in giardino, villetta a Rumelange.",
    "electrical", "Rumelange", "Rumelange", situation="video intercom and two garden light points")
add("it-s05", "cerco imbianchino per cameretta bimbi, una parete con carta da parati a tema giungla e le altre verde salvia, Schifflange, nessuna urgenza 😊",
    "painting", "Schifflange", "Schifflange", situation="children's room: jungle wallpaper on one wall, sage paint elsewhere")
add("it-s06", "La cappa aspirante Elica della cucina ha smesso di aspirare e la luce lampeggia, sono in zona L-4062, si può riparare?",
    "appliance-repair", "Esch-sur-Alzette", "L-4062", situation="cooker hood stopped extracting; place given only as postal code")
add("it-s07", "Ho un tetto di 60 m² esposto a sud a Perlé e vorrei sapere quanti pannelli fotovoltaici ci stanno e se conviene con i prezzi di adesso.",
    "solar", "Rambrouch", "Perlé", situation="how many PV panels fit on a 60 m2 south roof, worth it now?")
add("it-s08", "Cerchiamo un giardiniere che ci progetti un orto rialzato e un piccolo frutteto nel terreno dietro casa a Useldange, circa 400 m².",
    "gardening", "Useldange", "Useldange", situation="design raised vegetable beds and a small orchard")
add("it-s09", "C'è un veterinario che possa venire a casa a visitare il mio gatto di 17 anni che non vuole più salire in macchina?",
    None, None, None, situation="home visit by a vet for an old cat (not a trade)")
add("it-s10", "Mi serve la traduzione dall'italiano al francese dello statuto della nostra associazione, 9 pagine, da depositare al registro.",
    "translation", None, None, situation="translate an association's statutes Italian to French")
add("it-t01", "Il muretto in cemento che sostiene la rampa del garage si sta sbriciolando e in due punti si vedono i ferri arrugginiti. Dopo ogni gelata cadono pezzi sul vialetto. Ieri mio marito ha toccato un angolo ed è venuto via un blocco grosso come un pugno. Siamo a Dudelange, vicino allo stadio.",
    "masonry", "Dudelange", "Dudelange", kind="a", nu="U", situation="concrete retaining wall of a garage ramp crumbling, rusty rebar showing")
add("it-t02", "Da quando è arrivato il freddo in casa non andiamo oltre i 17 gradi, anche col termostato a 22. La macchina fuori in giardino fa dei colpi forti e il contatore della corrente gira come un matto, la bolletta di novembre è triplicata. Abitiamo a Redange/Attert in una casa del 2016.",
    "heating", "Redange", "Redange/Attert", kind="a", nu="U", situation="house stuck at 17 degrees, outdoor unit knocking, power bill tripled")
add("it-t03", "Nella dispensa ci sono dei piccoli insetti marroni dentro la farina e la pasta, e la sera vedo delle farfalline volare vicino alla luce della cucina. Ho buttato via tutto e pulito con l'aceto, ma dopo una settimana sono tornati. Ora li trovo anche nei croccantini del cane in garage. Viviamo a Noertzange.",
    "pest-control", "Bettembourg", "Noertzange", kind="a", nu="U", situation="pantry insects and moths keep coming back")
add("it-t04", "Un amico geometra ci aveva detto che il muro tra cucina e soggiorno non era portante, così abbiamo aperto un passaggio da soli. Adesso sopra l'apertura si è formata una crepa e il soffitto del piano di sopra ha delle fessure. Ci serve qualcuno che metta subito un architrave e sistemi il muro come si deve. La casa è a Itzig.",
    "masonry", "Hesperange", "Itzig", kind="b", nu="U", situation="wall opened on a friend's word that it was not load-bearing; needs a lintel")
add("it-t05", "Nel negozio di mobili ci hanno assicurato che un armadio standard sarebbe entrato sotto il tetto spiovente della mansarda, bastava accorciarlo. Ovviamente non entra e abbiamo perso 600 euro. Vorremmo un armadio su misura in legno, con ante scorrevoli, che segua la pendenza del tetto. La casa è a Vianden.",
    "carpentry", "Vianden", "Vianden", kind="b", nu="U", situation="furniture shop's standard wardrobe does not fit under the slope; built-in wardrobe")
add("it-t06", "Il vicino ci ha convinto a montare da soli una finestra per tetto in mansarda, dicendo che era come montare un mobile IKEA. Quando piove forte l'acqua entra dai lati e gocciola sul letto. Cerchiamo un copritetto che rifaccia il raccordo con le tegole e sistemi il telaio. Siamo a Ehlerange.",
    "roofing", "Sanem", "Ehlerange", kind="b", nu="N", situation="DIY roof window fitted on the neighbour's advice leaks")
add("it-t07", "Un amico mi ha convinto a fare il trasloco da soli con un furgone a noleggio: risultato, armadio rotto e schiena bloccata. Abbiamo portato solo metà delle cose da Lasauvage alla casa nuova a Pétange. Per il resto (cucina da smontare, lavatrice, frigorifero e una trentina di scatoloni) vorrei una ditta di traslochi seria, possibilmente sabato prossimo. Ho già imballato quasi tutto. La casa vecchia è al secondo piano senza ascensore.",
    "moving", "Differdange", "Lasauvage", distractors=("Pétange",), kind="b", nu="N", situation="DIY van move went wrong; finish the move from Lasauvage to Pétange")
add("it-t08", "Siamo un'agenzia immobiliare a Strassen con sei dipendenti. Le nostre email finiscono spesso nello spam dei clienti, la cartella condivisa sul server non si apre da fuori ufficio e due portatili sono lentissimi. Ci serve un tecnico informatico che sistemi tutto e magari ci faccia un contratto di assistenza.",
    "it-support", "Strassen", "Strassen", kind="c", nu="N", situation="estate agency: emails in spam, shared folder unreachable, slow laptops")
add("it-t09", "Siamo un coro amatoriale italiano e il 20 dicembre facciamo il concerto di Natale nella chiesa di Merl. Vorremmo delle belle foto del concerto e, se possibile, un video di due o tre brani da mettere sul nostro sito. Abbiamo un piccolo budget dalla cassa dell'associazione.",
    "photography", "Luxembourg", "Merl", kind="c", nu="U", situation="amateur choir's Christmas concert: pictures and a short video")
add("it-t10", "Siamo uno studio di commercialisti a Mamer, al primo piano, 180 m² con otto postazioni e una sala riunioni. L'impresa che veniva la sera ha chiuso a fine mese. Cerchiamo qualcuno che passi tre sere a settimana per pavimenti, bagni, cucina e cestini, con fattura.",
    "cleaning", "Mamer", "Mamer", kind="c", nu="U", situation="accountants' office needs evening cleaning three times a week")
add("it-t11", "Gestiamo una gelateria aperta da marzo a ottobre e d'estate abbiamo quattro stagionali. Finora ci ha seguito un cugino, ma si è trasferito in Italia. Ci serve qualcuno per le buste paga, le dichiarazioni IVA trimestrali e il bilancio di fine anno.",
    "accounting", None, None, kind="c", nu="U", situation="seasonal ice-cream shop needs payroll, quarterly VAT and year-end accounts")
add("it-t12", "Abbiamo una casa grande a Warken e vorremmo dividerla in due appartamenti, uno per noi e uno per nostra figlia. Servirebbero una seconda cucina, un secondo bagno, un ingresso separato e i contatori divisi. È fattibile in una casa del 1985, e quanto potrebbe costare più o meno?",
    "renovation", "Ettelbruck", "Warken", kind="d", nu="U", situation="split a large house into two flats: feasible and at what cost")
add("it-t13", "Ho comprato una macchina usata da un privato e dopo due settimane il motore si è rotto: il meccanico dice che il difetto c'era già prima. Il venditore non risponde più. Conviene rivolgersi a un avvocato per 4.000 euro o è una causa persa? Ho conservato tutti i messaggi e la ricevuta del pagamento.",
    "legal", None, None, kind="d", nu="N", situation="used car bought privately with a hidden defect: worth a lawyer?")
add("it-t14", "Sono una guida turistica freelance e vorrei un sito in tre lingue dove i clienti vedono le date dei tour e prenotano. Meglio WordPress con un plugin di prenotazione o una piattaforma tipo Squarespace? E quanto costerebbe farlo fare a qualcuno?",
    "web-development", None, None, kind="d", nu="U", situation="tour guide wants a three-language booking site: WordPress or Squarespace")
add("it-t15", "Abbiamo comprato un loft di 95 m² a Mersch, un unico spazio con soffitti alti 4 metri. Conviene pagare un interior designer per il progetto completo o farci aiutare dal servizio di progettazione gratuito del negozio di mobili? Quanto chiede di solito un designer per un lavoro così?",
    "interior-design", "Mersch", "Mersch", kind="d", nu="N", situation="open loft: paid interior designer or the furniture store's free planner")

# ---------------- Spanish ----------------
add("es-s01", "Tenemos una casa en Messancy, al lado de la frontera, y buscamos un jardinero que nos diseñe el jardín delantero con plantas que aguanten la sequía y riego por goteo.",
    "gardening", "abroad", "Messancy", situation="front-garden design with drought-tolerant plants, house in Messancy (BE)")
add("es-s02", "Necesito cambiar la cerradura del buzón y hacer dos copias de la llave del portal con tarjeta, vivo en la Ville Haute, ¿cuándo podéis venir?",
    "locksmith", "Luxembourg", "Ville Haute", situation="letterbox lock and two copies of a registered key")
add("es-s03", "hola necesito un fontanero para instalar un descalcificador en la entrada del agua de casa, estamos en Bascharage, gracias",
    "plumbing", "Käerjeng", "Bascharage", situation="install a water softener on the mains inlet")
add("es-s04", "Buenas, se nos va la luz de toda la casa cuando llueve mucho y creo que es el enchufe exterior del jardín, casa en Noerdange, ¿alguien puede venir a mirarlo?",
    "electrical", "Beckerich", "Noerdange", situation="whole-house power trips when it rains, suspect garden socket")
add("es-s05", "Presupuesto para lacar en blanco las puertas interiores (9 puertas) y pintar el pasillo de una casa en Bertrange.",
    "painting", "Bertrange", "Bertrange", situation="lacquer nine interior doors white and paint the hallway")
add("es-s06", "Se han soltado varias baldosas de la terraza con las heladas y otras suenan huecas, son unos 15 m² en Colpach-Bas, ¿lo hacéis?",
    "tiling", "Ell", "Colpach-Bas", situation="frost-loosened and hollow terrace tiles")
add("es-s07", "El congelador arcón del garaje hace hielo por todas partes y la tapa ya no cierra bien, estamos en Kleinbettingen, ¿merece la pena repararlo?",
    "appliance-repair", "Steinfort", "Kleinbettingen", situation="chest freezer icing up, lid no longer seals")
add("es-s08", "Quiero poner placas solares en el tejado del establo en Schoos y vender a la red lo que sobre, ¿qué potencia me recomendáis para 120 m²?",
    "solar", "Fischbach", "Schoos", situation="PV on a 120 m2 stable roof, sell surplus to the grid")
add("es-s09", "Buscamos una canguro hispanohablante para los sábados por la noche, dos niños de 4 y 7 años.",
    None, None, None, situation="Spanish-speaking babysitter (not a trade)")
add("es-s10", "Necesito un intérprete español-luxemburgués para la reunión con el ayuntamiento sobre el permiso de obras de mi restaurante.",
    "translation", None, None, situation="Spanish-Luxembourgish interpreter for a building-permit meeting")
add("es-t01", "Anoche cayó una granizada tremenda y esta mañana el cristal de la ventana del tejado del baño está rajado en forma de estrella. Cuando llueve gotea justo encima del lavabo y ya hemos puesto una toalla. La casa está en Michelau, en la parte alta del pueblo.",
    "roofing", "Bourscheid", "Michelau", kind="a", nu="U", situation="hail cracked the roof window over the bathroom, dripping")
add("es-t02", "En el patio de atrás hemos visto dos ratas enormes que salen de debajo del compostador, y hay agujeros en el césped junto a la valla. Anoche oímos ruidos en el cuarto de la caldera y el saco de pienso del perro estaba roído. Vivimos en una casa adosada en Esch-sur-Alzette y tenemos niños pequeños.",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="rats under the compost bin, gnawed dog-food sack")
add("es-t03", "Desde el domingo el agua caliente sale tibia y los radiadores de toda la casa apenas calientan. La llama de la caldera de gasóleo se enciende, hace un ruido raro y se apaga a los pocos segundos. Ya he comprobado que el depósito tiene gasóleo, está medio lleno. Estamos en Marnach y por la noche bajamos a ocho bajo cero.",
    "heating", "Clervaux", "Marnach", kind="a", nu="U", situation="oil boiler flame lights then dies, no heat or hot water")
add("es-t04", "Mi cuñado, que según él sabe de jardines, nos dijo que pusiéramos una lona de plástico y grava por todo el jardín para no tener que cuidarlo. Dos años después crecen malas hierbas por todas partes y cuando llueve el agua se queda encharcada. Queremos quitarlo todo y hacer un jardín de verdad, con césped, algún árbol y un rincón para los niños. El terreno tiene unos 200 m² y está en pendiente. Estamos en Tuntange y nos gustaría empezar en marzo.",
    "gardening", "Helperknapp", "Tuntange", kind="b", nu="U", situation="gravel-on-plastic garden suggested by brother-in-law; redo as a real garden")
add("es-t05", "En la tienda de bricolaje nos vendieron yeso para tapar las grietas del muro de piedra del sótano y nos dijeron que era lo mejor. Ahora el yeso se ha hinchado, se cae a trozos y la pared está más húmeda que antes. Necesitamos que alguien quite todo eso y repare el muro con el material adecuado. Es una casa antigua en Bourglinster.",
    "masonry", "Junglinster", "Bourglinster", kind="b", nu="U", situation="gypsum filler sold by a DIY shop failed on a damp stone cellar wall")
add("es-t06", "Un amigo nos construyó una pérgola de madera en la terraza el verano pasado, con solo dos postes porque decía que era suficiente. Con la nieve de la semana pasada una viga se ha combado y la pérgola se inclina hacia la casa. Buscamos un carpintero que la refuerce o la rehaga bien, de unos 4 x 3 metros. Vivimos en Altwies.",
    "carpentry", "Mondorf-les-Bains", "Altwies", kind="b", nu="N", situation="friend-built wooden pergola sagging under snow")
add("es-t07", "La casera me dijo que los cristales de la galería los limpiara yo con una escalera y una fregona de palo largo. La semana pasada casi me caigo y aun así quedaron llenos de marcas. Son unos 12 metros de cristal a cinco metros de altura en una casa en Pfaffenthal. Busco a alguien con el equipo adecuado que venga cada tres meses.",
    "cleaning", "Luxembourg", "Pfaffenthal", kind="b", nu="U", situation="high glass gallery the landlady said to clean with a ladder")
add("es-t08", "Tenemos una academia de idiomas en Diekirch con tres aulas y una pizarra digital en cada una. Desde el verano las pizarras pierden la conexión con los portátiles de los profesores y el wifi no da para todos los alumnos. Necesitamos un informático que revise la red y nos deje todo funcionando antes de enero.",
    "it-support", "Diekirch", "Diekirch", kind="c", nu="N", situation="language school: smart boards drop laptops, wifi overloaded")
add("es-t09", "Somos una escuela de fútbol infantil en Strassen con 11 equipos. Para el calendario solidario de este año queremos retratos de cada equipo y algunas imágenes de los entrenamientos con buena luz. Lo ideal sería un sábado por la mañana en el campo, entre las 9 y la una. Son unos 130 niños y algunos padres también querrán salir.",
    "photography", "Strassen", "Strassen", kind="c", nu="U", situation="youth football school: team portraits for a charity calendar")
add("es-t10", "Tenemos un bar de tapas con cinco empleados y la persona que nos llevaba los papeles se ha jubilado. Somos dos socios y ninguno entiende nada de esto. Necesitamos a alguien que se encargue de las nóminas, el IVA y las cuentas anuales, y que nos lo explique en español si puede ser.",
    "accounting", None, None, kind="c", nu="U", situation="tapas bar needs payroll, VAT and annual accounts")
add("es-t11", "Hemos comprado una casa de huéspedes con seis habitaciones en Esch-sur-Sûre y queremos reabrirla en mayo. Las habitaciones son todas iguales, oscuras y con muebles de los años 90. Buscamos a alguien que nos proponga un estilo para cada habitación, colores, iluminación y qué muebles comprar, sin hacer obra.",
    "interior-design", "Esch-sur-Sûre", "Esch-sur-Sûre", kind="c", nu="U", situation="guest house: a style, colours, lighting and furniture for six rooms")
add("es-t12", "Nos mudamos de Madrid a la ciudad de Luxemburgo en junio por el trabajo de mi marido: un piso de 90 m² y muchas cajas de libros. ¿Es mejor contratar una empresa de mudanzas española o una luxemburguesa? ¿Y conviene un guardamuebles mientras estamos en un apartamento temporal?",
    "moving", "Luxembourg", "Luxemburgo", distractors=("Madrid",), kind="d", nu="N", situation="move from Madrid to Luxembourg City: Spanish or local movers, storage")
add("es-t13", "Mis padres quieren adaptar su casa en Wiltz porque a mi padre le cuesta subir escaleras: cambiar la bañera por un plato de ducha, ensanchar puertas y hacer un dormitorio en la planta baja. ¿Hay ayudas para esto en Luxemburgo y cuánto puede costar todo más o menos? ¿Se puede hacer mientras ellos siguen viviendo en la casa?",
    "renovation", "Wiltz", "Wiltz", distractors=("Luxemburgo",), kind="d", nu="U", situation="adapt parents' house for reduced mobility: grants, cost, living in during works")
add("es-t14", "Mi exmarido se quiere llevar a nuestra hija a vivir a Portugal y yo no estoy de acuerdo. Tenemos la custodia compartida desde hace dos años. ¿Necesito un abogado de familia aquí o en España, y cuánto cuesta más o menos?",
    "legal", None, None, kind="d", nu="N", situation="ex-husband wants to move the child abroad; family lawyer here or in Spain")
add("es-t15", "Vendo aceite de oliva y jamón que traigo de mi pueblo, de momento solo por Instagram. ¿Me compensa pagar a un desarrollador web para tener una tienda propia o sigo con Instagram y un enlace de pago? ¿Cuánto me costaría más o menos?",
    "web-development", None, None, kind="d", nu="N", situation="olive oil and ham seller: own web shop or stay on Instagram")
