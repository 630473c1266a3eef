MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "eis toilette ass zou an d'waasser steet bis uewen um rand, huet iergendeen haut nach zäit fir op wolz ze kommen",
    "plumbing", "Wiltz", "wolz", situation="Blocked toilet, water up to the rim, voice-typed, Wiltz in lower-case Luxembourgish")
add("lb-s02", "Moien, ech brauch en Elektriker fir an der Garage zu Ettelbréck 3 Steckdousen an eng Wallbox fir den Hybrid ze installéieren, wann et geet virun Chrëschtdag 🙏",
    "electrical", "Ettelbruck", "Ettelbréck", situation="Three garage sockets and a wallbox for a hybrid car")
add("lb-s03", "Wien kann eis de Bierg hannert dem Haus zu Veianen (ronn 600 m2) vun de Brombieren befreien an nei Gras asäen?",
    "gardening", "Vianden", "Veianen", not_place=("Bierg",), situation="Clearing brambles off a slope and re-seeding grass; 'Bierg' is also a locality")
add("lb-s04", "Ech sichen een deen e Bauvertrag vun 12 Säiten aus dem Portugiseschen op Franséisch iwwersetzt, keng offiziell Urkund, just fir datt mir selwer verstinn wat mer ënnerschreiwen",
    "translation", None, None, situation="Translate a 12-page building contract from Portuguese to French for own understanding")
add("lb-s05", "Plënneren de 7 Februar vu Klierf op Esch-Uelzecht, 3-Zëmmer-Appartement am zweete Stack ouni Lift, wat kascht dat ongeféier?",
    "moving", "Clervaux", "Klierf", distractors=("Esch-Uelzecht",), situation="Move from Clervaux to Esch-sur-Alzette, labelled at the loading end")
add("lb-s06", "Eis Buedemheizung am Wunnzëmmer bleift zanter Donneschdeg kal wärend de Rescht vum Haus waarm gëtt, kéint een dës Woch laanscht kommen op Dikrech?",
    "heating", "Diekirch", "Dikrech", situation="Underfloor heating circuit in the living room stays cold")
add("lb-s07", "Sichen eng Firma déi eis d'Fënsteren an de Wantergaart zu Nidderfeelen propper mécht, ongeféier 40 Fënsteren, bannen a baussen",
    "cleaning", "Feulen", "Nidderfeelen", situation="Window and conservatory cleaning, about 40 windows")
add("lb-s08", "Mir sichen e Fotograf fir den 90sten Gebuertsdag vun eiser Bomi am Veräinsbau zu Housen, de 16 Mäerz nomëttes, ongeféier 3 Stonnen",
    "photography", "Parc Hosingen", "Housen", situation="Photographer for a grandmother's 90th birthday party")
add("lb-s09", "Wien passt iwwer d'Ouschtervakanz 2 Wochen op eis zwou Kazen op, fidderen an d'Kazeklo propper maachen, mir bezuelen gutt 🐱",
    None, None, None, situation="Cat-sitting during the Easter holidays (no trade)")
add("lb-s10", "Mäi Patron wëll mech no 11 Joer wéinst enger 'faute grave' erausgeheien an ech brauch en Affekot deen sech am Aarbechtsrecht auskennt, wat kascht eng éischt Consultatioun?",
    "legal", None, None, not_place=("éischt",), situation="Dismissal for gross misconduct after 11 years, needs an employment lawyer")
add("lb-t01", "Moien. Mir wunnen zu Heiderscheid an engem Haus vun 1998. Zanter enger Woch fält den Drock um Manometer vum Kessel all Dag vun 1,5 op bal 0, an ech fëllen all Moien Waasser no. Soss gëtt alles waarm, mä ech hunn Angscht datt iergendwou eppes leeft wou ech et net gesinn. Wien kann dat kucken?",
    "heating", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U", situation="Pressure of the heating circuit drops to zero every day, has to be refilled")
add("lb-t02", "Mir hunn e Weekendhaus zu Harel. Wéi mer e Samschdeg erakoumen, louchen an der Kichen iwwerall kleng schwaarz Kréimelen an an der Schublad mat den Nuddelen waren d'Päck opgeknabbert. Nuets héiert een et kraazen hannert der Verkleedung vum Plafong. Mir sinn nëmmen all zwou Wochen do, wat kann een do maachen?",
    "pest-control", "Lac de la Haute-Sûre", "Harel", kind="a", nu="U", situation="Droppings and gnawed food packets in a weekend house, scratching in the ceiling (mice)")
add("lb-t03", "Nom Stuerm vum Weekend hu mer zwou Schifferplacken am Gaart fonnt. Um Späicher ass laanscht de Kamäin eng naass Plaz um Holz, a wann et reent dreift et an en Eemer. D'Haus steet zu Buerschent uewen um Bierg a kritt vill Wand of. Kann een dat fixéieren éier et nach méi schlëmm gëtt?",
    "roofing", "Bourscheid", "Buerschent", not_place=("Bierg", "Holz"), kind="a", nu="U", situation="Slates blown off in a storm, leak along the chimney in the attic")
add("lb-t04", "Mir lounen en Appartement zu Bouneweg. De Proprietär huet eis gesot mir kéinten d'Dieren an d'Fousslaischten einfach mat der wäisser Wandfaarf aus dem Keller iwwermolen, dat géif halen. Elo, dräi Wochen drop, schielt et sech iwwerall a Sträifen of, virun allem do wou een drun kënnt. Ech hätt gär e richtege Moler deen dat ofschleeft a mam richtege Lack nei mécht 😅",
    "painting", "Luxembourg", "Bouneweg", kind="b", nu="N", situation="Landlord said to paint doors and skirting with wall paint; now it peels, wants a painter to redo in lacquer")
add("lb-t05", "D'Schlass vun eiser Hausdier huet gehaangen, a mäi Schwoer sot ech soll einfach Ueleg vum Vëlo dra sprëtzen. Dat hunn ech gemaach, an elo dréit de Schlëssel bal guer net méi an alles pecht am Zylinder. Ech trauen mech net méi d'Dier zouzespären, well ech Angscht hunn datt mer net méi erakommen. Wien kann eis zu Wilwerwiltz den Zylinder wiesselen, am beschten mat dräi Schlësselen?",
    "locksmith", "Kiischpelt", "Wilwerwiltz", kind="b", nu="U", situation="Brother-in-law advised bike oil in the door lock, cylinder now gummed up and needs replacing")
add("lb-t06", "Mir hunn d'lescht Joer d'Dusch selwer geplättelt, an am Baumaart hu se eis gesot normale Fugmörtel géif duergoen. Elo sinn d'Fugen um Buedem vun der Dusch donkel a bréckeleg, an zwou Placke klénge huel wann een drop trëppelt. Ech hätt gär e Carreleur deen eis seet ob een nëmmen d'Fugen nei maache kann oder ob alles eraus muss. Mir sinn zu Géisdref.",
    "tiling", "Goesdorf", "Géisdref", kind="b", nu="N", situation="DIY store said ordinary grout would do in a shower; grout crumbling and tiles hollow")
add("lb-t07", "Eis Nopesch huet gesot, d'Glas vun der Backuewendier kéint een ganz einfach ausernee huelen fir et propper ze maachen. Beim Zesummesetzen huet eppes geknackt, an elo geet d'Dier net méi richteg zou an den Uewen schalt no e puer Minutten aus. Et ass e Siemens, ongeféier 6 Joer al, agebaut. Kann een deen zu Mäerzeg flécken kommen oder muss en nei?",
    "appliance-repair", "Mertzig", "Mäerzeg", kind="b", nu="U", situation="Neighbour's tip to dismantle the oven door glass broke the hinge; oven switches off")
add("lb-t08", "Mir sinn eng kleng Schräinerei zu Fouhren mat 6 Leit. Zanter mer en neie Router vun der Post kritt hunn, fënnt de Büro-PC den Drécker am Atelier net méi, an de Plangsprogramm um zweete Computer kritt keng Verbindung méi mam Server. Mäi Jong hat dat fréier gemaach, mä hie studéiert elo zu Bréissel. Wien kann eis dat nees ariichten?",
    "it-support", "Tandel", "Fouhren", distractors=("Bréissel",), kind="c", nu="U", situation="Joinery workshop: after a new router the office PC loses the printer and the server")
add("lb-t09", "Ech sinn Keessière vun eiser Musek, mir spillen ronn 12 Concerten d'Joer. Bis elo verkafe mer d'Ticketen just um Telefon an iwwer e Facebook-Post, an dat gëtt all Kéier e Chaos. Mir hätte gär eng kleng Websäit mat engem Kalenner wou d'Leit hir Plazen direkt reservéiere kënnen. Gëtt et e Webdesigner deen dat fir e Veräin zu engem correcte Präis mécht?",
    "web-development", None, None, kind="c", nu="N", situation="Brass band wants a small website with concert calendar and seat booking")
add("lb-t10", "Eisen Tennisclub ass eng asbl mat ronn 140 Memberen. Eisen Trésorier huet no 15 Joer opgehalen a keen am Comité traut sech drun. Mir brauchen een deen all Mount d'Rechnungen an d'Kontoauszich sortéiert an um Enn vum Joer de Bilan fir d'Generalversammlung fäerdeg mécht. Wat kascht sou eppes?",
    "accounting", None, None, kind="c", nu="U", situation="Tennis club (asbl) lost its treasurer, needs monthly bookkeeping and annual accounts")
add("lb-t11", "Mir bedreiwen e klengen Camping zu Stolzebuerg laanscht d'Our. D'Holzterrass virun der Receptioun huet ronn 35 m2, an e puer Briede sinn esou verfault datt e Gaascht bal duerchgefall wier. Mir wëllen se virun der Saison am Abrëll komplett nei maachen, am léifsten a Lärch. Gëtt et e Schräiner aus der Géigend deen nach Zäit huet?",
    "carpentry", "Putscheid", "Stolzebuerg", kind="c", nu="N", situation="Campsite needs its 35 m2 rotten wooden deck rebuilt in larch before the season")
add("lb-t12", "Mir hunn en Haus zu Pommerloch, den Daach ass no Nordost an no Südwest orientéiert, all Säit ronn 40 m2. Lount sech eng Photovoltaikanlag do iwwerhaapt, oder ass dat fortgehäite Suen? Mir verbrauchen ongeféier 5500 kWh d'Joer, och wéinst dem Elektroauto. Wat kascht sou eng Installatioun ongeféier mat de Primmen?",
    "solar", "Winseler", "Pommerloch", kind="d", nu="N", situation="Is PV worth it on a north-east/south-west roof; rough price with subsidies")
add("lb-t13", "Mir hunn zu Bauschelt en alen Haff vun 1920 kaaft. Kichen, Buedzëmmer, Buedem a Stroumleitunge sinn eng Katastroph, d'Maueren awer gutt. Ech froe mech ob et sech lount alles bannen nei ze maachen, oder ob mer besser ofrappen an nei bauen. Wat kascht dat ongeféier pro m2, just fir eng Iddi ze kréien?",
    "renovation", "Boulaide", "Bauschelt", kind="d", nu="U", situation="Old 1920 farmhouse: gut and redo the interior or demolish; rough cost per m2")
add("lb-t14", "Mir sinn an en Appartement vu 58 m2 um Lampertsbierg geplënnert, mat oppener Kichen an nëmmen enger Fënster am Living. Mir wëssen net wou de Canapé, den Dësch an de Bureau hi sollen, an d'Luucht ass iwwerall traureg. Ass et de Wäert een ze bezuelen deen eis e Plang fir Miwwelen, Faarwen a Luuchte mécht, oder maachen d'Miwwelgeschäfter dat gratis? Wat kascht sou eng Berodung?",
    "interior-design", "Luxembourg", "Lampertsbierg", kind="d", nu="U", situation="Small flat: is paying for a furniture, colour and lighting plan worth it")
add("lb-t15", "Meng Elteren wunnen zu Bitburg, an hir Gaardemauer aus Bimssteng, ronn 12 Meter laang, kippt lues a Richtung Trottoir an huet e grousse Rass. Den Noper mengt dat misst een komplett ofrappen, mäi Papp mengt et géif duergoen se ze stäipen. Wat ass besser, a wat kascht dat ongeféier? Si schwätzen nëmmen Däitsch, dat wier awer kee Problem.",
    "masonry", "abroad", "Bitburg", kind="d", nu="U", situation="Parents' leaning, cracked garden wall in Bitburg (Germany): rebuild or brace")
# ---------------- French ----------------
add("fr-s01", "Je suis bloquée dehors, la porte a claqué avec les clés à l'intérieur et le bébé dort chez la voisine, 27 rue de Luxembourg, L-4130 Esch, vous pouvez envoyer quelqu'un vite svp",
    "locksmith", "Esch-sur-Alzette", "L-4130", not_place=("Luxembourg",), situation="Locked out after the door slammed shut; street name contains 'Luxembourg', postal code gives Esch")
add("fr-s02", "Besoin d'un électricien à Dudelange pour remplacer le vieux tableau à fusibles par un tableau avec disjoncteurs et différentiel, maison de 1965",
    "electrical", "Dudelange", "Dudelange", situation="Replace an old fuse box with a breaker board in a 1965 house")
add("fr-s03", "bonjour qui peut abattre un bouleau de 15 m trop près de la maison à crauthem et broyer les branches sur place",
    "gardening", "Roeser", "crauthem", situation="Fell a 15 m birch too close to the house and chip the branches, lower-case locality")
add("fr-s04", "Je cherche un moniteur d'auto-école qui parle portugais pour ma fille, elle a raté le permis deux fois et perd confiance",
    None, None, None, situation="Portuguese-speaking driving instructor for a daughter (no trade)")
add("fr-s05", "Déménagement d'un studio d'Oberkorn vers Metz fin janvier, juste une quinzaine de cartons, un lit et un frigo, c'est faisable avec une camionnette ?",
    "moving", "Differdange", "Oberkorn", distractors=("Metz",), situation="Small studio move from Oberkorn to Metz; labelled at the Luxembourg loading end")
add("fr-s06", "Nous cherchons un interprète français-chinois pour accompagner deux fournisseurs pendant une visite d'usine de deux jours début mars",
    "translation", None, None, situation="French-Chinese interpreter for a two-day supplier factory visit")
add("fr-s07", "On cherche une femme de ménage 4 h par semaine à Bettembourg, maison avec deux chiens, de préférence le mardi matin",
    "cleaning", "Bettembourg", "Bettembourg", situation="Weekly home cleaner, house with two dogs")
add("fr-s08", "Mon voisin a construit un carport qui déborde de 40 cm sur mon terrain et refuse de le démolir malgré deux lettres recommandées, quel avocat pourrait m'aider ?",
    "legal", None, None, situation="Neighbour's carport encroaches 40 cm on the plot; needs a lawyer")
add("fr-s09", "Devis pour poser 45 m² de carrelage grand format 60x120 dans le séjour à Tétange, la chape est déjà faite et sèche",
    "tiling", "Kayl", "Tétange", situation="Quote for 45 m2 of large-format floor tiles in a living room")
add("fr-s10", "Besoin d'un photographe pour shooter nos 80 meubles sur fond blanc pour le nouveau catalogue, le showroom est à Foetz",
    "photography", "Mondercange", "Foetz", situation="Furniture showroom needs product photos for a catalogue")
add("fr-t01", "Depuis samedi, quand j'allume le four et la bouilloire en même temps, tout saute dans la cuisine. Ce matin la prise derrière le frigo sentait le brûlé et le plastique est un peu noirci. J'ai tout débranché dans ce coin par précaution. On habite à Soleuvre, maison des années 80. Quelqu'un peut passer voir ça rapidement ?",
    "electrical", "Sanem", "Soleuvre", kind="a", nu="U", situation="Kitchen circuit trips, a socket behind the fridge smells burnt and is blackened")
add("fr-t02", "Dans la cave, chaque fois que la machine à laver de l'appartement du dessus se vide, l'eau remonte par la bonde au sol et ça sent l'égout. C'est la troisième fois cette semaine et le carton des décorations de Noël est fichu. On est dans un immeuble de six appartements à Rodange. Le syndic ne répond pas, donc je m'en occupe moi-même.",
    "plumbing", "Pétange", "Rodange", kind="a", nu="U", situation="Waste water backs up through the cellar floor drain whenever the upstairs washer empties")
add("fr-t03", "Depuis qu'on a emménagé dans le quartier Gare, je me réveille avec des petits boutons alignés sur les bras. Mon copain n'a rien du tout. J'ai trouvé des petites taches noires sur la couture du matelas et ce matin une bestiole brune et plate, de la taille d'un pépin de pomme. On a déjà tout lavé à 60 degrés et ça continue. Qu'est-ce qu'on peut faire ?",
    "pest-control", "Luxembourg", "Gare", kind="a", nu="U", situation="Bites in a row, black spots on the mattress seam, flat brown insect (bed bugs)")
add("fr-t04", "Le propriétaire nous a dit d'éteindre la pompe à chaleur toutes les nuits pour économiser. Résultat : la maison n'est jamais chaude avant midi et la consommation a augmenté de 30 % par rapport à l'an dernier. Je voudrais qu'un chauffagiste vienne vérifier les réglages et la courbe de chauffe. Nous sommes à Wickrange, c'est une Vaillant de 2019.",
    "heating", "Reckange-sur-Mess", "Wickrange", kind="b", nu="N", situation="Landlord said to switch the heat pump off every night; house cold, consumption up")
add("fr-t05", "Mon beau-père m'a conseillé de reboucher les fissures de la façade avec du silicone de salle de bain, soi-disant ça suffit. Six mois après, elles se sont rouvertes et une part en diagonale depuis le coin de la fenêtre jusqu'au soubassement. Le crépi sonne creux tout autour. J'aimerais que quelqu'un voie si c'est grave et refasse ça correctement, on est à Bascharage.",
    "masonry", "Käerjeng", "Bascharage", kind="b", nu="U", situation="Facade cracks filled with bathroom silicone by the father-in-law reopened; diagonal crack, hollow render")
add("fr-t06", "Le vendeur m'a assuré que le sèche-linge à pompe à chaleur pouvait aller dans la cave non chauffée sans problème. Depuis les premiers froids il tourne trois heures et le linge ressort encore humide. J'ai nettoyé les filtres deux fois, rien n'y fait. C'est un Bosch de 2021, plus sous garantie, et il est à Schifflange. Quelqu'un peut venir le réparer sur place ?",
    "appliance-repair", "Schifflange", "Schifflange", kind="b", nu="U", situation="Shop said a heat-pump dryer can stand in a cold cellar; clothes stay damp")
add("fr-t07", "Mon voisin m'a prêté son Kärcher en disant que c'était le meilleur moyen de démousser les tuiles. Depuis, deux tuiles sont fendues et il y a une tache brune au plafond de la chambre sous les combles. Je cherche un couvreur sur Rumelange qui puisse vérifier la toiture et remplacer ce qui est cassé. Je préfère quelqu'un qui ne me vend pas directement un toit neuf 😅",
    "roofing", "Rumelange", "Rumelange", kind="b", nu="N", situation="Neighbour's pressure-washer advice cracked roof tiles; stain on the attic ceiling")
add("fr-t08", "Nous sommes un bureau d'architectes de neuf personnes à Hollerich. Notre NAS fait des sauvegardes depuis 2019 mais personne ne sait vraiment si elles fonctionnent, et deux postes rament dès qu'on ouvre les plans Revit. L'ancien stagiaire qui s'en occupait est parti. On cherche un informaticien ou une petite société pour un contrat de maintenance mensuel.",
    "it-support", "Luxembourg", "Hollerich", kind="c", nu="N", situation="Architects' office: unchecked NAS backups, slow workstations, wants monthly IT maintenance")
add("fr-t09", "Nous sommes un cabinet de kinésithérapie avec trois praticiens. Les patients nous appellent toute la journée pour prendre rendez-vous et la secrétaire ne fait plus que ça. On aimerait que les gens puissent réserver eux-mêmes sur notre site, avec un rappel par SMS la veille. Qui peut nous ajouter ça, et pour quel budget ?",
    "web-development", None, None, kind="c", nu="U", situation="Physiotherapy practice wants online appointment booking with SMS reminders on its site")
add("fr-t10", "J'ai repris un petit restaurant il y a trois mois avec quatre salariés. La personne qui faisait tout ça pour l'ancien patron ne veut pas continuer. Il me faut quelqu'un pour les fiches de paie, les déclarations de TVA trimestrielles et le bilan de fin d'année. Je m'y connais en cuisine, pas en paperasse 😩.",
    "accounting", None, None, kind="c", nu="U", situation="New restaurant owner needs payroll, quarterly VAT returns and year-end accounts")
add("fr-t11", "Notre agence d'assurances déménage à Leudelange dans un plateau de 180 m² complètement vide. On voudrait un aménagement agréable pour sept bureaux, un coin accueil et une petite salle de réunion, avec une vraie réflexion sur l'acoustique et l'éclairage. Est-ce qu'un architecte d'intérieur pourrait nous proposer un plan et un choix de mobilier ? L'emménagement est prévu pour mai.",
    "interior-design", "Leudelange", "Leudelange", kind="c", nu="N", situation="Insurance agency's empty 180 m2 office: layout, acoustics, lighting and furniture plan")
add("fr-t12", "Nous avons une maison à Hellange avec un toit plein sud d'environ 30 m². On hésite entre des panneaux photovoltaïques et des panneaux solaires thermiques pour l'eau chaude. Nous sommes cinq, avec trois ados qui prennent des douches interminables. Qu'est-ce qui est le plus rentable ici, et combien faut-il compter ?",
    "solar", "Frisange", "Hellange", kind="d", nu="N", situation="PV or solar thermal on a 30 m2 south roof for a family of five: which pays off")
add("fr-t13", "Notre escalier en chêne a une quarantaine d'années et grince à chaque marche. Deux marches bougent un peu quand on descend et ma mère a peur de tomber. Est-ce que ça se répare ou faut-il le remplacer, et à quel prix à peu près ? On habite à Schouweiler.",
    "carpentry", "Dippach", "Schouweiler", kind="d", nu="U", situation="40-year-old oak staircase creaks and two treads move: repair or replace, price")
add("fr-t14", "On vient d'acheter un appartement de 1974 à Dahlem. La cuisine et la salle de bain sont d'origine, avec de la plomberie en plomb, des prises sans terre et du carrelage orange. Combien faut-il prévoir pour refaire ces deux pièces entièrement, entre huit cents et mille euros du m² ou plus ? Et ça prend combien de semaines en gros ?",
    "renovation", "Garnich", "Dahlem", not_place=("cents",), kind="d", nu="U", situation="1974 flat: rough cost and time to redo kitchen and bathroom completely")
add("fr-t15", "Nous habitons à Audun-le-Tiche, juste de l'autre côté de la frontière. La façade de la maison (environ 130 m²) est grise et farineuse quand on passe la main dessus. Vaut-il mieux une peinture siloxane ou acrylique, et combien faut-il compter pour une façade comme la nôtre ? Est-ce qu'une entreprise du Luxembourg se déplace jusqu'ici ?",
    "painting", "abroad", "Audun-le-Tiche", distractors=("Luxembourg",), kind="d", nu="U", situation="Chalky facade in Audun-le-Tiche (France): which paint, what cost, would a Luxembourg firm come")
# ---------------- German ----------------
add("de-s01", "Abfluss in der Küche komplett verstopft, das Wasser steht im Spülbecken und läuft nicht mehr ab, wir sind in Grevenmacher und bräuchten heute noch jemanden",
    "plumbing", "Grevenmacher", "Grevenmacher", situation="Kitchen sink drain completely blocked")
add("de-s02", "Umzug einer 2-Zimmer-Wohnung aus der Oberstadt (dritter Stock, kein Aufzug) nach Trier am 28 Februar, was würde das kosten?",
    "moving", "Luxembourg", "Oberstadt", distractors=("Trier",), situation="Two-room flat move from the old town to Trier; labelled at the loading end")
add("de-s03", "Wir möchten in unserem Mehrfamilienhaus in Echternach eine Schließanlage für 8 Wohnungen, Keller und Haustür einbauen lassen, was kostet das ungefähr?",
    "locksmith", "Echternach", "Echternach", situation="Master-key system for an eight-flat building")
add("de-s04", "Suche jemanden, der die Bedienungsanleitung unseres Melkroboters (rund 40 Seiten) vom Niederländischen ins Deutsche und Französische übersetzt",
    "translation", None, None, situation="Translate a 40-page milking robot manual from Dutch into German and French")
add("de-s05", "Wer kann nach unserer Hausrenovierung in Gonderange die Baureinigung übernehmen, 160 m² mit Staub überall, Fenster inklusive?",
    "cleaning", "Junglinster", "Gonderange", situation="Post-construction cleaning of a 160 m2 house")
add("de-s06", "Kann mir jemand einen guten Hundetrainer empfehlen, unser Labrador zieht an der Leine wie verrückt und springt jeden Besucher an 🐕",
    None, None, None, not_place=("einen",), situation="Dog trainer for a Labrador that pulls on the lead (no trade)")
add("de-s07", "Pelletkessel in Niederdonven fördert seit gestern Abend keine Pellets mehr, die Schnecke dreht leer und das Haus wird kalt, wer hat Notdienst?",
    "heating", "Flaxweiler", "Niederdonven", situation="Pellet boiler stopped feeding pellets, auger turns empty")
add("de-s08", "gartenpflege für 1200 m² grundstück in consdorf gesucht rasen mähen alle 2 wochen von april bis oktober und laub im herbst",
    "gardening", "Consdorf", "consdorf", situation="Regular lawn mowing and leaf clearing, voice-typed lower case")
add("de-s09", "Wir sind ein junges Ehepaar, er Grenzgänger aus Deutschland, sie angestellt in Luxemburg, und wir suchen jemanden für unsere erste gemeinsame Steuererklärung 2025",
    "accounting", None, None, distractors=("Luxemburg",), situation="Couple (one cross-border commuter) needs help with a first joint tax return")
add("de-s10", "Für unser Hofladenfest in Altrier am 14 Juni suchen wir jemanden, der Fotos und ein kurzes Video für Instagram macht",
    "photography", "Bech", "Altrier", situation="Farm-shop festival needs photos and a short Instagram video")
add("de-t01", "Unser Kühlschrank spinnt. Das Gefrierfach ist voller Eis, aber unten im Kühlteil zeigt das Thermometer 14 Grad. Die Milch ist heute morgen schon sauer gewesen und hinten an der Wand hört man ein Klicken alle paar Minuten. Das Gerät ist ein Liebherr, acht Jahre alt. Wir wohnen in Wasserbillig, kann da jemand kommen?",
    "appliance-repair", "Mertert", "Wasserbillig", kind="a", nu="U", situation="Fridge compartment at 14 degrees while the freezer ices up, clicking")
add("de-t02", "Im Wohnzimmer haben sich die Eichendielen in der Mitte des Raumes hochgewölbt, man stolpert fast darüber. An der Wand zur Terrasse ist dafür eine Fuge von fast einem Zentimeter entstanden. Das Haus in Berdorf ist von 2012, es gab keinen Wasserschaden, von dem wir wissen. Kann sich das bitte jemand anschauen?",
    "carpentry", "Berdorf", "Berdorf", kind="a", nu="U", situation="Oak floorboards bulging up in the middle of the living room")
add("de-t03", "Die App zeigt seit drei Tagen 0 kWh an, obwohl die Sonne den ganzen Tag scheint. Am Wechselrichter im Keller blinkt nur eine rote LED, das Display bleibt schwarz. Die Sicherung im Verteiler ist drin, das habe ich geprüft. Die Anlage in Rosport ist von 2017 und die Firma, die sie montiert hat, gibt es nicht mehr.",
    "solar", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="PV production zero for three days, inverter red LED and blank display")
add("de-t04", "Der Verkäufer im Möbelhaus meinte, für unsere Dachschräge bräuchten wir keinen Schreiner, Standardschränke und ein bisschen Sägen würden reichen. Jetzt stehen drei halb zersägte Schränke da, die Türen schließen nicht und oben klafft eine Lücke von 15 cm. Ich gebe auf. Wir hätten gern doch einen Schreiner aus der Gegend um Münschecker, der maßgefertigte Einbauschränke macht.",
    "carpentry", "Manternach", "Münschecker", not_place=("einen",), kind="b", nu="N", situation="Furniture shop said standard wardrobes would fit under the eaves; wants made-to-measure built-ins")
add("de-t05", "Ein Bekannter meinte, die neue Außenlampe könne ich selbst anschließen, das seien ja nur zwei Drähte. Seit dem ersten Regen fliegt jedes Mal der FI-Schalter und das halbe Haus ist dunkel. Jetzt habe ich die Lampe wieder abgeklemmt, aber die Kabel hängen offen aus der Wand. Kann das jemand in Christnach ordentlich machen, mit Bewegungsmelder?",
    "electrical", "Waldbillig", "Christnach", kind="b", nu="U", situation="Acquaintance said an outdoor lamp is easy DIY; RCD trips whenever it rains")
add("de-t06", "Im Farbengeschäft hat man uns für das Treppenhaus eine Kalkfarbe empfohlen, angeblich atmungsaktiv und perfekt. Jetzt färbt die Wand bei jeder Berührung ab und die Kinder haben ständig weiße Hände und Jacken. Vier Stockwerke, ein Altbau in Bonneweg. Wir suchen einen Maler, der das richtig vorbereitet und mit einer abriebfesten Farbe neu streicht.",
    "painting", "Luxembourg", "Bonneweg", not_place=("einen",), kind="b", nu="N", situation="Shop-recommended lime paint in a stairwell rubs off; wants a painter to redo it")
add("de-t07", "Unser Vermieter meinte, wir sollten einfach alte CDs an den Balkon hängen, dann kämen die Tauben nicht mehr. Inzwischen nisten drei Paare auf dem Balkon und in der Dachrinne darüber, alles ist voller Kot. Unser Sohn hat Asthma, das macht uns Sorgen. Wer kann in Fels Netze oder Spikes anbringen und das Ganze sauber machen?",
    "pest-control", "Larochette", "Fels", kind="b", nu="U", situation="Landlord's hanging-CDs trick failed; pigeons nest on the balcony, needs netting or spikes")
add("de-t08", "Wir sind eine kleine Tierarztpraxis in Wecker mit vier Arbeitsplätzen. Seit dem Windows-Update letzte Woche druckt der Etikettendrucker an der Anmeldung nicht mehr und das Röntgenprogramm findet die Datenbank nur noch manchmal. Der Hersteller der Software schiebt es aufs Netzwerk, der Internetanbieter auf die Software. Wir brauchen jemanden, der sich das vor Ort anschaut und danach regelmäßig betreut.",
    "it-support", "Biwer", "Wecker", kind="c", nu="U", situation="Vet practice: label printer and X-ray software database fail after a Windows update")
add("de-t09", "Ich bin Kassierer in einem Fußballverein der dritten Liga. Ein Sponsor hat mitten in der Saison gekündigt und verlangt jetzt 4000 Euro zurück, die er für die Trikots bezahlt hat. Der Vertrag ist zwei Seiten lang und ziemlich schwammig. Wer kann uns sagen, ob er damit durchkommt, und uns gegebenenfalls vertreten?",
    "legal", None, None, kind="c", nu="U", situation="Football club: sponsor cancelled mid-season and reclaims 4000 euros, vague contract")
add("de-t10", "Unser Familienweingut verkauft bisher nur ab Hof und über Messen. Wir möchten einen Onlineshop mit Altersprüfung, Versand nach Belgien und Frankreich und einer Anbindung an unser Lagerprogramm. Die alte Seite hat mein Cousin 2014 gebaut, die kann weg. Wir suchen einen Webentwickler, gern mit Erfahrung im Weinbereich.",
    "web-development", None, None, not_place=("einen",), kind="c", nu="N", situation="Family winery wants an online shop with age check, shipping and stock integration")
add("de-t11", "Wir führen eine Metzgerei in Roodt-sur-Syre. Im Produktionsraum sind mehrere Bodenfliesen gesprungen und die Fugen sind an vielen Stellen offen, was bei der Hygienekontrolle nächsten Monat sicher angemerkt wird. Die Arbeiten müssten am Wochenende oder nachts passieren, weil wir unter der Woche nicht schließen können. Epoxidfugen wären wahrscheinlich sinnvoll.",
    "tiling", "Betzdorf", "Roodt-sur-Syre", not_place=("führen",), kind="c", nu="U", situation="Butcher's production room: cracked floor tiles and open joints before a hygiene inspection")
add("de-t12", "Unser Dach in Heffingen wurde 1978 mit Wellplatten gedeckt, wahrscheinlich mit Asbest. Optisch ist es noch okay, aber es ist stark vermoost. Lohnt es sich, das nur zu reinigen und zu beschichten, oder sollten wir gleich neu decken lassen? Was kosten ungefähr 140 m² neu, inklusive Entsorgung?",
    "roofing", "Heffingen", "Heffingen", kind="d", nu="U", situation="1978 corrugated (probably asbestos) roof: clean and coat or re-roof, cost")
add("de-t13", "Wir haben in Ehnen ein altes Winzerhaus geerbt, mit dunklen Balken, kleinen Fenstern und sehr tiefen Räumen. Wir wollen es hell und modern, aber ohne den Charakter zu zerstören. Lohnt sich ein Innenarchitekt für drei Räume, oder reicht die kostenlose Beratung im Möbelhaus? Mit welchem Honorar muss man rechnen?",
    "interior-design", "Wormeldange", "Ehnen", kind="d", nu="N", situation="Inherited dark winemaker's house: is an interior designer worth it for three rooms")
add("de-t14", "Meine Eltern sind beide über 80 und wollen in ihrem Haus in Befort bleiben. Das Bad bräuchte eine bodengleiche Dusche, die Türen müssten breiter werden und in der Küche sollte alles tiefer. Gibt es dafür Zuschüsse vom Staat, und was kostet das ungefähr? Ich wohne selbst in Hamm in Westfalen und kann nur am Wochenende kommen.",
    "renovation", "Beaufort", "Befort", distractors=("Hamm",), kind="d", nu="U", situation="Adapting elderly parents' bathroom, doors and kitchen; subsidies and cost; caller lives in Hamm, Germany")
add("de-t15", "Wir wohnen in Bollendorf auf der deutschen Seite der Sauer. Unsere Natursteinmauer am Hang hinter dem Haus ist nach dem Starkregen teilweise eingestürzt, etwa vier Meter. Ist es sinnvoll, einen Maurer aus Luxemburg zu holen, oder sind die hier günstiger? Und lässt sich die Mauer mit den alten Steinen wieder aufbauen?",
    "masonry", "abroad", "Bollendorf", distractors=("Luxemburg",), not_place=("einen",), kind="d", nu="N", situation="Partly collapsed dry-stone slope wall in Bollendorf (Germany): which mason, reuse stones")
# ---------------- English ----------------
add("en-s01", "Need someone to set up a mesh wifi and a small NAS for family photos in our flat in Kirchberg, the signal dies completely in the kids' rooms",
    "it-support", "Luxembourg", "Kirchberg", situation="Home mesh wifi and NAS set-up in a flat")
add("en-s02", "Looking for a gardener to redesign our sloping back garden in Bridel, it's mostly patchy grass and we'd like low-maintenance beds and a few fruit trees instead",
    "gardening", "Kopstal", "Bridel", not_place=("grass",), situation="Redesign of a sloping garden; 'grass' is also a locality")
add("en-s03", "Does anyone offer private maths tutoring in English for a 15-year-old who's struggling before the mock exams?",
    None, None, None, situation="Maths tutoring for a teenager (no trade)")
add("en-s04", "I need a lawyer who can check the non-compete clause in my new employment contract before I sign it on Friday",
    "legal", None, None, situation="Review a non-compete clause before signing a job contract")
add("en-s05", "Quote please for moving a 4-bedroom house from Strassen to Dublin in July, including packing and about two months of storage in between",
    "moving", "Strassen", "Strassen", distractors=("Dublin",), situation="International house move to Dublin with packing and storage; labelled at the loading end")
add("en-s06", "can an electrician install garden lighting and an outdoor socket by the pond at our place in Howald, the garden is about 20 m long",
    "electrical", "Hesperange", "Howald", situation="Garden lights and an outdoor socket by a pond")
add("en-s07", "Looking for a reliable cleaner for our holiday apartment in Capellen, turnover cleaning and fresh linen after each guest, roughly six times a month",
    "cleaning", "Mamer", "Capellen", situation="Turnover cleaning of a holiday rental; Capellen is a locality of Mamer, not the canton")
add("en-s08", "Hi, need about 12 m² of zellige tiles put up as a kitchen backsplash in Syren, tiles already bought and sitting in the garage 🙂",
    "tiling", "Weiler-la-Tour", "Syren", situation="Zellige kitchen backsplash, tiles already bought")
add("en-s09", "We need a photographer plus drone footage for the opening of our new logistics hall at Findel on 3 April, around 150 guests",
    "photography", "Sandweiler", "Findel", situation="Photos and drone video for a logistics hall opening")
add("en-s10", "Can anyone interpret between English and Luxembourgish at my mum's medical appointments, she's 78 and gets very anxious with doctors",
    "translation", None, None, situation="Interpreter for an elderly mother's medical appointments")
add("en-t01", "Since the power cut on Sunday night the radiators in the whole house stay stone cold. We still get hot water in the shower, which is weird. The gas boiler fires up, but the little pump next to it is silent and warm to the touch. We're in Moutfort with a two-year-old, so it's getting urgent. Can someone come before the weekend?",
    "heating", "Contern", "Moutfort", kind="a", nu="U", situation="After a power cut all radiators stay cold, hot water works, circulation pump silent")
add("en-t02", "Every evening around 8 pm the internet drops for the whole house for about ten minutes. The lights on the box go orange, then everything comes back as if nothing happened. The provider says the line is fine on their side. I work from home in Mullendorf and have calls with the US at exactly that time 😤. Could someone find out what's going on?",
    "it-support", "Steinsel", "Mullendorf", kind="a", nu="U", situation="Home network drops every evening for ten minutes, provider says line is fine")
add("en-t03", "There's a crack running from the corner of the garage door up to the roof line, wide enough to slide a coin in. It has grown since last summer. The garage door now scrapes on one side when it closes. The house is on a slope in Olm, built in 1985. Should we be worried?",
    "masonry", "Kehlen", "Olm", kind="a", nu="U", situation="Growing crack from the garage door corner to the roof line, door scraping")
add("en-t04", "Our landlord told us to pour caustic soda down the shower drain every week to keep it clear. Now the downstairs neighbour has a brown stain on her bathroom ceiling, right under our shower tray. I looked under the tray and the plastic pipe looks cracked and soft. We need a plumber in Bertrange who can fix it properly and maybe write something for the landlord.",
    "plumbing", "Bertrange", "Bertrange", kind="b", nu="N", situation="Landlord's weekly caustic soda advice damaged the shower waste pipe; leak into the flat below")
add("en-t05", "The guy at the electronics shop said our dishwasher just needed to be levelled better. We did that, but water still seeps out from under the door at the front after every cycle. The rubber seal at the bottom looks torn in one spot. It's a Miele, about five years old, in an apartment in Senningerberg. Is it worth fixing?",
    "appliance-repair", "Niederanven", "Senningerberg", kind="b", nu="U", situation="Shop said levelling would stop a dishwasher leak; door seal torn, still leaks")
add("en-t06", "My brother-in-law told me to clean the panels with his pressure washer, it would boost the output. Since then one row of panels has milky streaks and the app shows that string about 30% lower than the other one. I'm worried we damaged the coating or something got wet inside. Could a solar installer come to Munsbach and check the panels and connectors?",
    "solar", "Schuttrange", "Munsbach", kind="b", nu="N", situation="Pressure-washed PV panels show streaks, one string 30% down")
add("en-t07", "A friend said we could just paint over the old wallpaper in the living room, no need to strip it. Two days later big bubbles appeared and now all the seams show through like stripes. We have family coming over at Christmas. Is there someone in Helmsange who can take it all off and do the walls properly?",
    "painting", "Walferdange", "Helmsange", kind="b", nu="U", situation="Friend's advice to paint over wallpaper caused bubbles and visible seams")
add("en-t08", "We're a small dental practice in Belair. Our waiting room feels like a hospital corridor, with grey chairs in a row and a cold ceiling light. Patients are nervous enough already. We'd like an interior designer to rethink colours, seating and lighting, and maybe add a small corner for kids.",
    "interior-design", "Luxembourg", "Belair", kind="c", nu="N", situation="Dental practice wants its clinical waiting room redesigned")
add("en-t09", "My partner and I run a small yoga studio as a SARL-S since last January. Our first financial year closes on 31 December. We've kept all receipts in a shoebox and a spreadsheet, honestly. Who can prepare the annual accounts and file the corporate tax return for a business this size?",
    "accounting", None, None, kind="c", nu="U", situation="Yoga studio's first year: annual accounts and corporate tax return")
add("en-t10", "We run a riding stable in Eischen with 14 horses. For a few weeks the feed bags in the store room have been chewed open and there are droppings along the walls. One of the grooms saw something the size of a small cat run behind the hay bales. We can't use poison near the horses and dogs, so we need a safe solution.",
    "pest-control", "Habscht", "Eischen", kind="c", nu="U", situation="Riding stable: rats in the feed room, no poison near animals")
add("en-t11", "I volunteer for a small charity that helps refugee families with housing and school. Our website is one page from 2016 and only in English. We'd need a web developer to build something in four languages with a donation form and a way to sign up as a volunteer. Our budget is small, but we can pay something.",
    "web-development", None, None, kind="c", nu="N", situation="Refugee charity needs a four-language website with donations and volunteer sign-up")
add("en-t12", "We have 45 m² of old pine floorboards in a 1930s house in Steinfort, with gaps and lots of dark stains. Would it be cheaper to sand and oil them, or to lay a new oak floor on top? We like the old look but not the draughts. Roughly what would each option cost?",
    "carpentry", "Steinfort", "Steinfort", kind="d", nu="U", situation="Old pine floorboards: sand and oil or lay new oak, cost of each")
add("en-t13", "We're about to make an offer on a 1960s bungalow in Goeblange. It needs a new kitchen, a new bathroom, windows and floors, and the wiring is original. How much should we budget for a renovation like that, so we know what to offer? Would anyone do a quick visit before we sign?",
    "renovation", "Koerich", "Goeblange", kind="d", nu="N", situation="Budget for renovating a 1960s bungalow before making an offer")
add("en-t14", "The flat roof on our garage in Cessange has puddles that stay for days after it rains. There's no leak yet but the felt is cracking at the edges. Is EPDM better than new bitumen, and what would roughly 25 m² cost? We'd also like the gutter on that side sorted.",
    "roofing", "Luxembourg", "Cessange", kind="d", nu="U", situation="Garage flat roof with standing water: EPDM or bitumen, cost for 25 m2")
add("en-t15", "We've just bought a house in Arlon and have no idea how many keys the previous owners handed out. Is it enough to change the cylinders, or should we go for smart locks? What would three doors cost? Happy to use a company from Luxembourg since I drive to Kirchberg every day anyway.",
    "locksmith", "abroad", "Arlon", distractors=("Luxembourg", "Kirchberg"), kind="d", nu="U", situation="New house in Arlon (Belgium): change cylinders or smart locks, price for three doors")
# ---------------- Portuguese ----------------
add("pt-s01", "Procuro uma empresa para limpar o escritório da nossa firma na rue de l'Alzette, L-4011 Esch, três vezes por semana depois das 18h, são uns 200 m²",
    "cleaning", "Esch-sur-Alzette", "L-4011", situation="Office cleaning three evenings a week, 200 m2; postal code plus the short form 'Esch'")
add("pt-s02", "preciso de um pintor para pintar 3 quartos e o corredor no gasperich paredes brancas mais ou menos 180 m2 de parede",
    "painting", "Luxembourg", "gasperich", situation="Painting three bedrooms and a corridor white, voice-typed lower case")
add("pt-s03", "Alguém conhece um mecânico que arranje o ar condicionado da carrinha, é uma Renault Trafic de 2015 e só sai ar quente 🥵",
    None, None, None, situation="Van air-conditioning repair by a car mechanic (no trade)")
add("pt-s04", "Preciso de alguém que traduza as legendas de um documentário de 50 minutos do português para francês e inglês até ao fim do mês",
    "translation", None, None, situation="Subtitle translation of a 50-minute documentary into French and English")
add("pt-s05", "Mudança de Mersch para Viseu em agosto, só alguns móveis e umas 30 caixas, vocês fazem isso ou conhecem quem faça?",
    "moving", "Mersch", "Mersch", distractors=("Viseu",), situation="Move from Mersch to Viseu (Portugal); labelled at the loading end")
add("pt-s06", "A minha lave-vaisselle já não aquece a água e a loiça sai fria e com gordura, é uma Bosch de 4 anos e moro em Colmar-Berg",
    "appliance-repair", "Colmar-Berg", "Colmar-Berg", situation="Dishwasher no longer heats the water")
add("pt-s07", "Preciso de um eletricista para trocar todos os interruptores e tomadas da casa em Lintgen por modelos novos brancos, são uns 35 ao todo",
    "electrical", "Lintgen", "Lintgen", situation="Replace about 35 switches and sockets with new white ones")
add("pt-s08", "Boa tarde, quero trocar a fechadura da porta de entrada do apartamento em Bofferdange por uma de 3 pontos, o senhorio já autorizou",
    "locksmith", "Lorentzweiler", "Bofferdange", situation="Replace a flat's entrance lock with a three-point lock")
add("pt-s09", "Tive um acidente de trabalho nas obras e o seguro não quer pagar nada, preciso de um advogado que fale português",
    "legal", None, None, situation="Work accident on a building site, insurer refuses to pay; Portuguese-speaking lawyer")
add("pt-s10", "Queremos uma horta e um jardim com rega automática no terreno atrás de casa em Cruchten, uns 300 m², quem faz o projeto e a montagem?",
    "gardening", "Nommern", "Cruchten", situation="Design and build a vegetable garden with automatic irrigation")
add("pt-t01", "Quando chove com vento, pinga água pela janela do sótão, mesmo com ela bem fechada. Já pus toalhas no parapeito mas ficam encharcadas. Lá fora vê-se que a caleira desse lado transborda e tem folhas e musgo. Moramos em Ëlwen, a casa tem uns 25 anos. Alguém pode ver isto antes do inverno?",
    "roofing", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="Roof window drips in wind-driven rain, gutter overflowing with moss")
add("pt-t02", "Apareceram montes de formigas pequeninas castanhas na cozinha e na casa de banho. Andam em fila ao longo do rodapé e entram por uma fenda ao pé da janela. Já pusemos o veneno do supermercado duas vezes e voltam sempre passados uns dias. Estamos em Medernach. O que se pode fazer?",
    "pest-control", "Vallée de l'Ernz", "Medernach", kind="a", nu="U", situation="Trails of small brown ants in kitchen and bathroom keep coming back")
add("pt-t03", "A fatura da água veio três vezes mais alta do que o costume. Fechei todas as torneiras e o contador continua a rodar devagarinho. Na parede da garagem ouve-se um assobio baixinho, e o chão ao lado está sempre um pouco húmido. Moramos em Gilsdorf. Quem pode encontrar isto sem partir a casa toda?",
    "plumbing", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="Water meter keeps turning with all taps shut, hissing in the garage wall (hidden leak)")
add("pt-t04", "Na loja disseram-me que o termóstato sem fios era plug and play. Instalei-o sozinho e agora a caldeira a gasóleo liga e desliga de cinco em cinco minutos e a casa nunca passa dos 19 graus. Voltei a pôr o antigo mas já não funciona bem. Preciso de um chauffagiste que ligue isto como deve ser em Asselborn.",
    "heating", "Wincrange", "Asselborn", kind="b", nu="N", situation="Shop said a wireless thermostat was plug and play; oil boiler now short-cycles")
add("pt-t05", "A minha cunhada disse que bicarbonato com água quente tirava qualquer mancha do sofá de tecido. Agora a mancha de vinho está maior e tem uma auréola à volta. Os dois tapetes grandes e as cadeiras da sala também estão encardidos e cheiram a cão. Alguém faz isto ao domicílio em Schieren?",
    "cleaning", "Schieren", "Schieren", kind="b", nu="U", situation="Sister-in-law's baking-soda tip spread a wine stain on the sofa; upholstery and rug cleaning")
add("pt-t06", "O senhor da loja de bricolage disse que podia colar os azulejos novos por cima dos antigos na cozinha, que poupava trabalho. Seis meses depois, três já caíram atrás do fogão e outros soam ocos. Não quero arriscar mais. Procuro um carreleur para tirar tudo e assentar bem, a casa é em Schoos.",
    "tiling", "Fischbach", "Schoos", kind="b", nu="N", situation="DIY store said new tiles could go over old ones; tiles falling off behind the cooker")
add("pt-t07", "O meu sogro fez o deck de madeira no verão e disse que não era preciso deixar espaço entre as tábuas. Com a chuva do outono as tábuas incharam, empenaram e algumas levantaram nas pontas. As crianças já tropeçaram duas vezes. Moramos em Boevange-sur-Attert e queríamos alguém que refizesse o deck como deve ser.",
    "carpentry", "Helperknapp", "Boevange-sur-Attert", kind="b", nu="U", situation="Father-in-law laid deck boards without gaps; boards warped and lifted")
add("pt-t08", "Somos uma pastelaria portuguesa em Clausen e vamos lançar encomendas de bolos de aniversário. Precisamos de um fotógrafo para fazer fotos bonitas dos bolos e dos pastéis de nata para o Instagram e para o menu. Se também fizer pequenos vídeos, melhor. Quanto custa uma manhã de sessão?",
    "photography", "Luxembourg", "Clausen", kind="c", nu="N", situation="Portuguese pastry shop needs product photos and short videos")
add("pt-t09", "Temos uma pequena empresa de construção em Reisdorf com cinco pessoas no escritório. Desde ontem os e-mails desapareceram do Outlook em dois computadores e o outro não abre a pasta partilhada dos orçamentos. O meu filho tentou reinstalar mas piorou. Precisamos de alguém que resolva isto rápido e que depois faça manutenção.",
    "it-support", "Reisdorf", "Reisdorf", kind="c", nu="U", situation="Building firm's office: e-mails vanished from Outlook, shared folder unreachable")
add("pt-t10", "Sou do comité de um clube de futebol em Bissen. Os degraus de betão da bancada estão rachados e já caíram pedaços, um deles quase acertou num miúdo. A época começa em agosto e a comuna disse que a reparação é connosco. Quem faz este tipo de reparação em betão e quanto pode custar?",
    "masonry", "Bissen", "Bissen", kind="c", nu="U", situation="Football club: cracked, crumbling concrete steps on the stand")
add("pt-t11", "Tenho uma pequena empresa de transportes com duas carrinhas e trabalho muito por recomendação. Quero um site simples em português, francês e inglês, com um formulário para os clientes pedirem orçamento e mandarem fotos. Procuro um web designer que também trate do alojamento e do domínio. Orçamento até 1500 euros.",
    "web-development", None, None, kind="c", nu="N", situation="Small transport firm wants a trilingual site with a quote-request form")
add("pt-t12", "Eu e o meu marido trabalhamos os dois por conta de outrem, mas temos um apartamento arrendado em Portugal. Todos os anos fico perdida com a declaração de impostos aqui por causa dessa renda. Vale a pena pagar a alguém para tratar disto? Quanto se paga normalmente?",
    "accounting", None, None, kind="d", nu="U", situation="Couple with rental income from a flat in Portugal: worth paying for the tax return")
add("pt-t13", "Estamos a pensar pôr painéis solares no telhado da casa em Ingeldorf, virado a sudeste. Vale mesmo a pena com o tempo que faz aqui? Quanto tempo demora a pagar-se, com os subsídios do Estado? E é melhor fotovoltaico ou para a água quente?",
    "solar", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="N", situation="Are solar panels worth it on a south-east roof, payback, PV or hot water")
add("pt-t14", "Comprámos um T2 de 60 m² em Weiswampach para arrendar. Está tudo branco e vazio e não sabemos que móveis pôr nem como os dispor para parecer maior. Vale a pena pagar a alguém que faça um plano com móveis, cores e luzes, ou é deitar dinheiro fora? Quanto custa mais ou menos?",
    "interior-design", "Weiswampach", "Weiswampach", kind="d", nu="U", situation="Empty two-room rental flat: worth paying for a furniture, colour and lighting plan")
add("pt-t15", "Comprámos uma casa antiga em Longwy, mesmo ao lado da fronteira. A cozinha e a casa de banho são dos anos 70 e queremos fazer tudo de novo, com canalização e eletricidade incluídas. Quanto custa mais ou menos, e compensa chamar uma empresa do Luxemburgo ou é melhor uma francesa?",
    "renovation", "abroad", "Longwy", distractors=("Luxemburgo",), kind="d", nu="U", situation="Old house in Longwy (France): cost of redoing kitchen and bathroom, Luxembourg or French firm")
# ---------------- Italian ----------------
add("it-s01", "Cerco un giardiniere per la manutenzione del giardino della villa a Mondorf, prato e aiuole, una volta a settimana da marzo a ottobre",
    "gardening", "Mondorf-les-Bains", "Mondorf", situation="Weekly lawn and flower-bed maintenance from March to October")
add("it-s02", "Il WC sospeso si muove e perde acqua alla base ogni volta che tiriamo lo sciacquone, siamo a Dudelange, qualcuno può passare domani?",
    "plumbing", "Dudelange", "Dudelange", situation="Wall-hung toilet wobbles and leaks at the base when flushed")
add("it-s03", "Conoscete un'insegnante di pianoforte che venga a casa per mio figlio di 9 anni, preferibilmente il mercoledì pomeriggio?",
    None, None, None, situation="Piano teacher for a nine-year-old (no trade)")
add("it-s04", "Cerco un commercialista che parli italiano per tenere la contabilità e le buste paga della mia piccola impresa edile con 5 operai",
    "accounting", None, None, situation="Italian-speaking accountant for a small building firm's books and payroll")
add("it-s05", "Trasloco da Remich a Lussemburgo città il 15 marzo, bilocale al primo piano con ascensore, quanto costa più o meno?",
    "moving", "Remich", "Remich", distractors=("Lussemburgo",), situation="Two-room flat move from Remich to Luxembourg City, labelled at the loading end")
add("it-s06", "Vorrei un preventivo per un impianto fotovoltaico da 9 kWp sul tetto in ardesia della nostra casa a Remerschen",
    "solar", "Schengen", "Remerschen", situation="Quote for a 9 kWp PV system on a slate roof")
add("it-s07", "Mi serve un interprete italiano-tedesco per l'assemblea di condominio del 12 febbraio, circa tre ore di sera",
    "translation", None, None, situation="Italian-German interpreter for a three-hour owners' meeting")
add("it-s08", "Devo rifare le fughe e sostituire 8 piastrelle rotte sul pavimento della terrazza a Greiveldange, qualcuno è disponibile in primavera?",
    "tiling", "Stadtbredimus", "Greiveldange", situation="Re-grout a terrace and replace eight broken tiles")
add("it-s09", "cerco un tecnico che mi configuri stampante scanner e vpn aziendale sul portatile nuovo per lavorare da casa a merl",
    "it-support", "Luxembourg", "merl", situation="Set up printer, scanner and company VPN on a new laptop for home working, lower case")
add("it-s10", "Ho bisogno di un avvocato per la successione di mia madre, che aveva un conto in Lussemburgo e una casa in Calabria",
    "legal", None, None, distractors=("Lussemburgo",), situation="Lawyer for a mother's estate with an account in Luxembourg and a house in Italy")
add("it-t01", "Da ieri sera metà delle prese del piano di sopra non funziona più. Nel quadro non c'è niente di abbassato, ho provato comunque ad alzare e abbassare tutti gli interruttori. Al piano di sotto invece va tutto. Abbiamo una casa a Niederkorn costruita negli anni 90. Cosa può essere?",
    "electrical", "Differdange", "Niederkorn", kind="a", nu="U", situation="Half the upstairs sockets dead though nothing has tripped in the fuse board")
add("it-t02", "Il grande salice in fondo al giardino, dopo il temporale di domenica, pende verso la casa del vicino. Da un lato le radici hanno sollevato il terreno e ogni volta che tira vento scricchiola. Abbiamo paura che cada sul suo garage. Siamo a Filsdorf, cosa si può fare e quanto in fretta?",
    "gardening", "Dalheim", "Filsdorf", kind="a", nu="U", situation="Large willow leaning towards the neighbour's garage after a storm, roots lifting")
add("it-t03", "Il congelatore a pozzetto in garage si accende e si spegne ogni minuto con un clic e dentro la carne comincia a scongelarsi. La spia verde è accesa e la presa funziona, l'ho provata con un'altra lampada. Dentro abbiamo quasi 40 kg di carne del maiale di mio zio. Siamo a Ehlerange, qualcuno può venire oggi?",
    "appliance-repair", "Sanem", "Ehlerange", kind="a", nu="U", situation="Chest freezer clicks on and off every minute, meat thawing")
add("it-t04", "Un vicino mi ha consigliato di sigillare con la schiuma poliuretanica le tegole che si muovevano. Adesso l'acqua resta intrappolata sotto, la schiuma è diventata gialla e in soffitta c'è odore di umido. Cerco un conciatetti serio a Kayl che tolga questo pasticcio e sistemi il tetto. Possibilmente prima delle piogge di novembre.",
    "roofing", "Kayl", "Kayl", kind="b", nu="N", situation="Neighbour's tip to fix loose roof tiles with expanding foam trapped water")
add("it-t05", "Il venditore mi ha assicurato che una stufa a pellet da 12 kW bastava per riscaldare tutta la casa. In soggiorno fa 26 gradi, ma al piano di sopra restiamo a 16 e la sera accendiamo le stufette elettriche. La stufa poi va in blocco due volte a settimana. Vorrei qualcuno che controlli l'impianto a Fennange e mi dica se si può collegare ai termosifoni.",
    "heating", "Bettembourg", "Fennange", kind="b", nu="U", situation="Seller said one 12 kW pellet stove would heat the whole house; upstairs stays at 16 degrees")
add("it-t06", "Un amico mi ha detto che per la porta blindata bastava cambiare il cilindro con uno da 20 euro del brico. Adesso la chiave si incastra a metà giro e da fuori non riusciamo più a chiudere. Abitiamo a Weimerskirch al terzo piano. Ci serve un fabbro, ma non uno di quelli che chiede 400 euro solo per venire.",
    "locksmith", "Luxembourg", "Weimerskirch", kind="b", nu="N", situation="Friend said a cheap cylinder would do for an armoured door; key jams, can't lock from outside")
add("it-t07", "Mia suocera dice che bucce d'arancia e aceto tengono lontani gli scarafaggi, così abbiamo riempito la cucina di ciotoline. Di notte però quando accendiamo la luce ne vediamo scappare cinque o sei sotto il frigo e dietro il lavello. Abitiamo in un palazzo a Schifflange e forse vengono dal vano rifiuti. Chi può intervenire davvero?",
    "pest-control", "Schifflange", "Schifflange", kind="b", nu="U", situation="Mother-in-law's orange-peel remedy failed; cockroaches in the kitchen")
add("it-t08", "Gestiamo un asilo nido privato a Grevenmacher con 30 bambini. La signora che faceva le pulizie va in pensione a fine mese. Cerchiamo un'impresa di pulizie che venga ogni sera dopo le 18, con prodotti adatti ai bambini piccoli. È importante anche la disinfezione dei giochi una volta a settimana.",
    "cleaning", "Grevenmacher", "Grevenmacher", kind="c", nu="N", situation="Private nursery needs evening cleaning with child-safe products")
add("it-t09", "Ho una scuola di lingua italiana con circa 80 studenti adulti. Le iscrizioni le facciamo ancora via e-mail e bonifico, e ogni settembre è un caos. Vorrei che gli studenti potessero scegliere il corso, iscriversi e pagare online dal nostro sito. Chi può farlo e con che tempi?",
    "web-development", None, None, kind="c", nu="U", situation="Language school wants online course enrolment and payment on its site")
add("it-t10", "Abbiamo una palestra a Lamadelaine, circa 400 m² di pareti tutte segnate da pesi, palloni e scarpe. Ad agosto chiudiamo tre settimane. Vorremmo ridipingere tutto con un colore resistente e lavabile, magari con una striscia del nostro logo all'ingresso. Chi può farlo in quel periodo?",
    "painting", "Pétange", "Lamadelaine", kind="c", nu="U", situation="Gym wants 400 m2 of scuffed walls repainted during the August closure")
add("it-t11", "Siamo una compagnia di teatro amatoriale di Wiltz e a maggio portiamo in scena una commedia di Goldoni. Ci servirebbe un fotografo per le foto del manifesto e per scattare durante la prova generale. Il budget è piccolo, ma possiamo offrire biglietti e pubblicità nel programma. Qualcuno è interessato?",
    "photography", "Wiltz", "Wiltz", kind="c", nu="N", situation="Amateur theatre company needs poster photos and dress-rehearsal shots")
add("it-t12", "La porta d'ingresso in legno massello della casa a Canach ha più di cinquant'anni. È bellissima ma si è abbassata da un lato, striscia sul pavimento e d'inverno entra aria. Conviene ripararla o sostituirla con una nuova? Quanto costerebbe più o meno ciascuna soluzione?",
    "carpentry", "Lenningen", "Canach", kind="d", nu="U", situation="Fifty-year-old solid-wood front door sags and drags: repair or replace")
add("it-t13", "Vorremmo aprire un varco di circa due metri nel muro tra cucina e soggiorno, nella nostra casa a Warken. Il muro è portante, credo. Serve per forza una trave in acciaio e un calcolo dell'ingegnere? Quanto chiederebbe un muratore per un lavoro così?",
    "masonry", "Ettelbruck", "Warken", kind="d", nu="N", situation="Opening a two-metre passage in a load-bearing wall: steel beam, engineer, price")
add("it-t14", "Il nostro soggiorno a Waldbredimus è di 40 m² con soffitto alto e una sola finestra grande. Non sappiamo se mettere un grande lampadario con perle di vetro al centro o tanti faretti, né di che colore fare la parete di fondo. Conviene pagare qualcuno per un progetto completo di luci e arredo? Quanto costa di solito?",
    "interior-design", "Bous-Waldbredimus", "Waldbredimus", not_place=("perle",), kind="d", nu="U", situation="High-ceilinged living room: chandelier or spots, wall colour, is a design plan worth it")
add("it-t15", "Abbiamo comprato una casa a Nennig, in Germania, a cinque minuti da Remich. Vorremmo trasformare il sottotetto in due camere con bagno. Conviene farlo o costa meno un ampliamento al piano terra? Più o meno, quanto può costare al metro quadro?",
    "renovation", "abroad", "Nennig", distractors=("Remich",), kind="d", nu="U", situation="House in Nennig (Germany): attic conversion or ground-floor extension, cost per m2")
# ---------------- Spanish ----------------
add("es-s01", "Se ha reventado una tubería debajo del fregadero y sale agua a chorro, ya cerré la llave general, vivo en Esch-sur-Alzette al lado de la gare, ¿alguien puede venir YA?",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", not_place=("gare",), situation="Burst pipe under the sink, mains shut off; 'la gare' is Esch's station, not the Gare quarter")
add("es-s02", "Necesito un electricista que me pase cables para poner 6 focos empotrados en el falso techo del salón en Bartreng, el techo ya está abierto",
    "electrical", "Bertrange", "Bartreng", situation="Wiring six recessed spotlights in a false ceiling")
add("es-s03", "¿Alguien conoce a una canguro hispanohablante para dos niños de 3 y 6 años, martes y jueves por la tarde?",
    None, None, None, situation="Spanish-speaking babysitter (no trade)")
add("es-s04", "Busco un abogado para un divorcio de mutuo acuerdo, tenemos un piso a nombre de los dos y una hija de 7 años",
    "legal", None, None, situation="Lawyer for an amicable divorce with a shared flat and a child")
add("es-s05", "Necesito una mudanza pequeña desde Diekirch hasta Strassen el sábado 8, solo un sofá, una cama y unas 20 cajas",
    "moving", "Diekirch", "Diekirch", distractors=("Strassen",), situation="Small move from Diekirch to Strassen, labelled at the loading end")
add("es-s06", "Busco un asesor fiscal que me diga si me conviene pedir ya la clase de impuestos 2 ahora que me he casado o esperar a la declaración",
    "accounting", None, None, situation="Tax adviser on switching tax class after marriage")
add("es-s07", "Tenemos polillas en todos los armarios y ya nos han agujereado dos abrigos de lana, la casa está en Pratz, ¿quién puede tratar esto?",
    "pest-control", "Préizerdaul", "Pratz", situation="Clothes moths in all wardrobes, wool coats holed")
add("es-s08", "necesito alguien que me quite el musgo del césped y lo resiembre antes del verano en useldange son unos 400 metros",
    "gardening", "Useldange", "useldange", situation="De-moss and re-seed a 400 m2 lawn, voice-typed lower case")
add("es-s09", "Necesito que alguien traduzca al francés el manual de empleados de nuestra empresa, son 60 páginas en español",
    "translation", None, None, situation="Translate a 60-page employee handbook from Spanish to French")
add("es-s10", "Presupuesto para una pérgola de madera de 4 x 3 metros sobre la terraza de casa en Vichten, con la madera tratada para exterior",
    "carpentry", "Vichten", "Vichten", situation="Quote for a 4 x 3 m wooden pergola over a terrace")
add("es-t01", "Desde hace una semana, cuando alguien tira de la cadena en el baño de arriba, el desagüe de la ducha de abajo hace gluglú. A veces incluso sube un poco de agua sucia con un olor horrible. El fregadero de la cocina también tarda en vaciarse. Vivimos en Beringen, en una casa adosada. ¿Qué puede ser?",
    "plumbing", "Mersch", "Beringen", kind="a", nu="U", situation="Downstairs shower drain gurgles and backs up when the upstairs toilet is flushed")
add("es-t02", "La llave gira sin problema en la cerradura de la puerta de casa, pero el pestillo no se retira y la puerta no abre. Hemos entrado por el garaje, pero ahora la puerta principal no se puede abrir ni desde dentro. Mañana viene la compra a domicilio y mi madre usa silla de ruedas. Estamos en Réiden, ¿alguien puede venir hoy o mañana temprano?",
    "locksmith", "Redange", "Réiden", kind="a", nu="U", situation="Key turns but the latch no longer retracts; front door won't open from either side")
add("es-t03", "Esta mañana oímos un crujido fuerte en el pasillo y varias baldosas del suelo se han levantado formando una especie de tejadillo. Algunas están partidas por la mitad. La casa es de 2016 y tiene suelo radiante. Vivimos en Perlé, ¿es peligroso pisar ahí?",
    "tiling", "Rambrouch", "Perlé", kind="a", nu="U", situation="Hall floor tiles suddenly tented up with a cracking noise")
add("es-t04", "Mi vecino me dijo que la caldera de gasoil se podía dejar sin revisión tres o cuatro años si funcionaba bien. Ahora sale humo negro por la chimenea cuando arranca y en el sótano huele a gasoil. Quiero un técnico de calefacción que la revise y la limpie antes de que haga más frío. Estamos en Noerdange.",
    "heating", "Beckerich", "Noerdange", kind="b", nu="N", situation="Neighbour said an oil boiler could skip servicing; now black smoke and oil smell")
add("es-t05", "Mi cuñado me dijo que la campana extractora aspiraría mejor si le quitaba el filtro de carbón. Ahora hace un ruido de avión, el motor se calienta y a veces se para sola. Es una Balay integrada de hace seis años. ¿Alguien puede revisarla en Sëll o ya no vale la pena?",
    "appliance-repair", "Saeul", "Sëll", kind="b", nu="U", situation="Brother-in-law said to remove the carbon filter of a cooker hood; motor now overheats")
add("es-t06", "Un amigo me pintó el techo del salón con pintura barata y me dijo que con dos manos quedaba perfecto. Con la luz de la tarde se ven todas las marcas del rodillo y manchas más oscuras. Tengo la primera comunión de mi hija en casa en mayo. Busco un pintor en Hamm que lo deje bien de una vez.",
    "painting", "Luxembourg", "Hamm", kind="b", nu="N", situation="Friend's cheap two-coat ceiling shows roller marks; wants a painter before a family party")
add("es-t07", "Mi suegro me dijo que las manchas blancas de la pared del sótano se quitaban con ácido y luego se pintaba encima. Lo hicimos, y ahora el revoque se cae a trozos y la pared se deshace como arena en la parte de abajo. La casa en Grosbous es de 1950. Quiero que alguien lo arregle bien y me diga por qué pasa.",
    "masonry", "Groussbus-Wal", "Grosbous", kind="b", nu="U", situation="Father-in-law's acid treatment of cellar wall efflorescence made the render crumble")
add("es-t08", "Somos una agencia inmobiliaria en Strassen con siete empleados. Queremos pasar todo el correo a Microsoft 365 y configurar cinco portátiles nuevos con acceso a las carpetas compartidas. Hasta ahora lo hacía el hijo del jefe, pero ya no tiene tiempo. Buscamos un informático o una empresa que lo haga sin parar la oficina.",
    "it-support", "Strassen", "Strassen", kind="c", nu="N", situation="Estate agency: move mail to Microsoft 365 and set up five laptops")
add("es-t09", "Tengo una academia de baile de salsa y bachata con unos 120 alumnos. Ahora las reservas van por WhatsApp y siempre hay clases llenas y otras vacías. Quiero una página donde los alumnos reserven sus clases y compren bonos de 10 clases con tarjeta. ¿Quién hace algo así y cuánto cuesta?",
    "web-development", None, None, kind="c", nu="U", situation="Dance school wants online class booking and class-pack sales")
add("es-t10", "Tenemos una pequeña tienda de vinos españoles en Itzig. El local parece un almacén: estanterías metálicas, fluorescentes blancos y cajas por todas partes. Queremos que alguien nos diseñe la distribución, la iluminación y los colores para que la gente quiera quedarse y probar. ¿Cuánto se suele pagar por un proyecto así?",
    "interior-design", "Hesperange", "Itzig", kind="c", nu="U", situation="Wine shop looks like a warehouse: layout, lighting and colours")
add("es-t11", "Somos una empresa de alquiler de autocaravanas en Bourglinster y vamos a estrenar web en marzo. Necesitamos un fotógrafo que haga fotos de las ocho autocaravanas por dentro y por fuera, y algunas de ambiente con el paisaje. Si además puede grabar un vídeo corto con dron, mejor. ¿Qué precio tendría una jornada?",
    "photography", "Junglinster", "Bourglinster", kind="c", nu="N", situation="Motorhome rental firm needs interior, exterior and drone photos")
add("es-t12", "Vivimos en Oberanven, casa de 180 m², y entre polvo, baños, suelos y cristales ya no damos abasto. ¿Qué sale más barato, contratar una empresa o una persona por cheque-service? ¿Cuántas horas a la semana harían falta para una casa así? Tenemos dos perros que sueltan mucho pelo.",
    "cleaning", "Niederanven", "Oberanven", kind="d", nu="U", situation="Weekly home cleaning: company or individual, how many hours")
add("es-t13", "Tenemos un granero grande en Colpach-Bas con el tejado orientado al sur, unos 120 m². ¿Vale la pena poner paneles solares ahí aunque la casa esté a 50 metros? ¿Se puede vender la electricidad a la red o es mejor consumirla? ¿Cuánto costaría más o menos?",
    "solar", "Ell", "Colpach-Bas", kind="d", nu="N", situation="South-facing barn roof 50 m from the house: is PV worth it, sell or self-consume")
add("es-t14", "Queremos vender nuestro piso de 1985 en Neudorf. La cocina y el baño son originales, con azulejos marrones. ¿Merece la pena reformarlos antes de venderlo o se vende igual y el comprador lo hace a su gusto? ¿Cuánto costaría reformar las dos cosas?",
    "renovation", "Luxembourg", "Neudorf", kind="d", nu="U", situation="Refurbish an original 1985 kitchen and bathroom before selling or not")
add("es-t15", "Vivimos en Martelange, en el lado belga, justo enfrente de Rombach-Martelange. El tejado de pizarra tiene unos 60 años y cada invierno se caen un par de pizarras. ¿Merece la pena cambiarlo entero o seguir reparando? ¿Cuánto puede costar un tejado de 110 m²?",
    "roofing", "abroad", "Martelange", distractors=("Rombach-Martelange",), kind="d", nu="U", situation="60-year-old slate roof in Martelange (Belgium): replace or keep repairing")
