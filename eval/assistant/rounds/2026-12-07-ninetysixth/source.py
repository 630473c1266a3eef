MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, kommt dir och iwwer d'Grenz op Nennig, bei menger Mamm steet eng grouss Dänn am Gaart déi muss gefällt ginn well se ze no um Haus ass?",
    "gardening", "abroad", "Nennig", situation="fir tree too close to the house at the mother's garden in Nennig (Germany), felling")
add("lb-s02", "mir hunn en Elektroauto bestallt a brauchen eng wallbox 11kW an der Garage, Haus zu Ettelbréck, wien kann dat installéieren an och den Compteur kucken",
    "electrical", "Ettelbruck", "Ettelbréck", situation="install an 11 kW wallbox in the garage and check the meter")
add("lb-s03", "Dréngend: ech stinn virun menger Dier zu Dikrech, de Schlëssel läit dobannen an d'Dier ass zougefall, kann een elo kommen???",
    "locksmith", "Diekirch", "Dikrech", situation="door fell shut with the key inside, lock-out")
add("lb-s04", "De Gaart ass no der Baustell nëmmen nach Buedem a Steng, wie kann eis zu Miersch e neie Rasen uleeën, ca 300 m2 ?",
    "gardening", "Mersch", "Miersch", situation="lay a new lawn of about 300 m2 after building works")
add("lb-s05", "Bonjour, sichen e Plättelsleeër fir eis Terrass zu Veianen, 25m2 Feinsteinzeug 60x60 op Stelzlager, Material hu mer schonn kaaft.",
    "tiling", "Vianden", "Veianen", situation="lay 60x60 porcelain tiles on pedestals on a terrace, material bought")
add("lb-s06", "Kann iergendeen eis d'Steiererklärung 2025 maachen, mir sinn säit dësem Joer zesumme besteiert an hunn e Prêt fir d'Haus an ech verstinn do näischt vun 😅",
    "accounting", None, None, situation="household income tax return, first year taxed jointly, home loan")
add("lb-s07", "Sichen e Fotograf fir d'Kommioun vun eisem Jong, Sonndeg den 10ten Mee an der Kierch zu Klierf an duerno am Restaurant, ongeféier 3 Stonnen.",
    "photography", "Clervaux", "Klierf", situation="photographer for a first communion, church and restaurant, 3 hours")
add("lb-s08", "hallo wie botzt Fënsteren bei Privatleit, hunn en Haus zu wäiswampech mat vill Glas an engem Wantergaart, och d'Rollueden",
    "cleaning", "Weiswampach", "wäiswampech", situation="window cleaning of a house with a conservatory and shutters")
add("lb-s09", "Ech brauch eng Iwwersetzung vun engem Bauvertrag (12 Säiten) vun Däitsch op Franséisch, net beeedegt, just fir datt meng Fra alles versteet.",
    "translation", None, None, situation="plain translation of a 12-page building contract German to French")
add("lb-s10", "Mir hunn eng Scheier zu Ëlwen mat 400m2 Daach Süd-Ost, wat géif eng Photovoltaikanlag kaschten a wie mécht esou eppes an der Regioun",
    "solar", "Troisvierges", "Ëlwen", situation="PV installation on a 400 m2 barn roof, price and installer")
add("lb-t01", "Moien. Mir wunnen zu Bouneweg an engem Appartement vun 2012. Säit zwou Wochen bleift am Kannerzëmmer de Buedem kal, an deenen anere Raim ass e lauwarm wéi ëmmer. Um Verdeeler am Gank hunn ech gekuckt, bei engem vun de klenge Glieser beweegt sech näischt méi. Meng Duechter schléift elo mat zwou Decken, wie kann dat kucken kommen?",
    "heating", "Luxembourg", "Bouneweg", kind="a", nu="U", situation="one underfloor-heating loop stays cold in the child's room, flow meter not moving")
add("lb-t02", "Nom Stuerm vu Samschdeg hunn ech am Gaart zu Buerschent dräi Schifferplacken am Gras fonnt. Vun ënnen gesäit een e schwaarzt Lach uewen bei der Spëtzt. Um Späicher ass d'Isolatioun op enger Plaz naass an et reent muer nees. Kann dat nach dës Woch ee kucken?",
    "roofing", "Bourscheid", "Buerschent", kind="a", nu="U", situation="slates blown off near the ridge after a storm, wet insulation in the attic")
add("lb-t03", "Zu Stolzebuerg am ale Bauerenhaus héiere mer all Nuecht e Kraazen an der Plafong iwwer der Kichen. Am Keller loungen haut de Moien kleng schwaarz Kréimelen op der Fënsterbank, an de Sak mam Hondsfudder ass ugefriess. D'Kaz interesséiert sech guer net dofir 🙄. Wat maache mer do?",
    "pest-control", "Putscheid", "Stolzebuerg", kind="a", nu="U", situation="scratching in the kitchen ceiling, droppings, gnawed dog-food bag: rodents")
add("lb-t04", "Eis Gaardemauer zu Nidderfeelen (Natursteen, ongeféier 1,20m héich) huet säit dem Wanter e Rass vun uewen bis ënnen. Den Noper sot, ech soll dat einfach mat Silikon zoumaachen, dat hätt hien och esou gemaach. Elo ass de Rass méi breet wéi virdrun an zwee Steng sinn lass. Dat muss elo fachgerecht gemaach ginn, wie kann dat?",
    "masonry", "Feulen", "Nidderfeelen", kind="b", nu="U", situation="crack in a natural-stone garden wall widened after the neighbour's silicone tip")
add("lb-t05", "Mir hunn am Fréijoer eis Fassad zu Baastenduerf selwer gestrach. Am Baumarkt hat de Verkeefer eis eng Innendispersioun ginn a gesot, déi hält dobaussen och. Elo, no engem Summer, blättert alles op der Wiederssäit of. Mir wëllen dat elo vun engem Moler maache loossen, wat kascht sou eppes ongeféier fir 140 m2?",
    "painting", "Tandel", "Baastenduerf", kind="b", nu="N", situation="DIY facade painted with indoor paint on the shop's advice, peeling; repaint 140 m2")
add("lb-t06", "Mäi Schwoer huet gesot eisen Trockner wier futti an ech sollt en neien kafen. En ass awer eréischt 3 Joer al (Miele T1), en dréit nach, gëtt just net méi waarm an hält no 2 Stonnen op. Ech wunnen zu Esch-Uelzecht beim Brillplaz. Gëtt et e Reparaturservice fir Haushaltsgeräter deen esou eppes flécke kann ier mer 900 Euro ausginn?",
    "appliance-repair", "Esch-sur-Alzette", "Esch-Uelzecht", kind="b", nu="N", situation="3-year-old tumble dryer no longer heats; brother-in-law said buy a new one")
add("lb-t07", "Mir lounen en Haus zu Wëlwerwolz. D'Holztrap an den éischte Stack kraacht an eng Trëtt huet sech geléist, et wackelt wann een drop trëtt. De Proprietaire seet, dat wier normal bei alen Haiser an ech soll e Teppech drop leeën. Mat zwee klenge Kanner fannen ech dat geféierlech, wie kann dat reparéieren?",
    "carpentry", "Kiischpelt", "Wëlwerwolz", kind="b", nu="U", situation="loose, wobbling tread on a wooden staircase; landlord said put a carpet on it")
add("lb-t08", "Moien, ech sinn de Sekretär vum Fussballclub zu Housen. An eisem Clubhaus leeft säit dem leschten Update weder den Drécker nach de WLAN fir d'Keess, a samschdes ass Heemspill. Mir sinn all Benevollen a keen kennt sech do aus. Kéint een eng Stonn laanscht kommen an dat nees opsetzen?",
    "it-support", "Parc Hosingen", "Housen", kind="c", nu="U", situation="football club's clubhouse printer and till wifi down after an update")
add("lb-t09", "Eis Musek zu Wëntger kritt endlech en neie Proufsall am Kulturhaus zu Klierf. Mir mussen zwou Batterien, 6 Pauken, Nuetestänner an 40 Kartongen Archiv réckelen, dat alles virum 15ten Mäerz. D'Memberen sinn all iwwer 60 😅. Mir sichen eng Demenagementsfirma mat engem Camion, wat kascht dat?",
    "moving", "Wincrange", "Wëntger", distractors=["Klierf"], kind="c", nu="N", situation="village band moves instruments and archive to a new rehearsal room")
add("lb-t10", "Mir féieren eng kleng Auberge zu Wolz mat 9 Zëmmeren. De Frühstücksraum gesäit aus wéi 1995: donkelt Holz, Neonluucht, all Stull aneschters. Mir wëlle kee Bau, just e Konzept mat Faarwen, Luucht, wéi d'Dëscher stinn a wat fir Miwwel mer kafen. Maacht dir esou eppes oder kennt dir een?",
    "interior-design", "Wiltz", "Wolz", not_place=["Holz"], kind="c", nu="U", situation="small inn wants a concept for its breakfast room: colours, lighting, layout, furniture")
add("lb-t11", "Mir sinn d'Scouten aus eisem Duerf an organiséieren all Summer e Camp mat 120 Kanner. Bis elo mellen d'Elteren sech per Mail un an ech muss alles an en Excel tippen. Mir hätte gär eppes wou d'Elteren online d'Kand umellen, bezuelen an d'Fotoe vum Camp gesinn. Wie bitt esou eppes un a fir wéi vill?",
    "web-development", None, None, kind="c", nu="U", situation="scout group wants online camp registration, payment and photo pages")
add("lb-t12", "Mir hunn zu Gilsdref immens kallekt Waasser, d'Kaffismaschinn an d'Duschkäpp sinn all Mount wäiss. Lount sech eng Entkalkungsanlag wierklech oder ass dat Geschäftsmécherei? Wa jo, kann en Installateur mir soen wat dat mat Montage kascht? Mir si 4 Persounen.",
    "plumbing", "Bettendorf", "Gilsdref", kind="d", nu="N", situation="is a water softener worth it for very hard water, price with fitting")
add("lb-t13", "Mir hunn en alen Bauerenhaff zu Nacher kaaft, gebaut ronn 1930. Kichen, Buedzëmmer, Elektrik a Fënstere musse wahrscheinlech alleguer nei. Mat wéi vill Sue pro m2 muss ee rechnen, a wéi laang dauert esou eppes ongeféier? Mir wëllen net ufänken an dann an der Hallschent stoe bleiwen.",
    "renovation", "Goesdorf", "Nacher", kind="d", nu="U", situation="cost per m2 and duration of renovating a 1930 farmhouse throughout")
add("lb-t14", "Eise Bauträger huet eis Appartement mat 8 Méint Verspéidung iwwerginn, an am Kontrakt stoung eng Penalitéit vu 50 Euro pro Dag. Elo seet hien, d'Verspéidung wier wéinst dem Wieder an hie bezilt näischt. Brauch ech dofir direkt en Affekot oder soll ech als éischt selwer e recommandéierte Bréif schécken? Wat kascht esou eng Consultatioun?",
    "legal", None, None, not_place=["éischt"], kind="d", nu="N", situation="developer refuses contractual late-delivery penalty; lawyer or registered letter first")
add("lb-t15", "Eisen Hond (Labrador, 1 Joer) zitt wéi eng Lokomotiv un der Léngt a spréngt all Besuch un. Mir hunn schonn YouTube-Videoe gekuckt, dat bréngt näischt. Ass et besser e puer Privatstonnen ze huelen oder an e Cours an der Grupp ze goen? Wat kascht dat ongeféier?",
    None, None, None, kind="d", nu="U", situation="dog pulls on the lead and jumps at visitors: private lessons or group course (dog training)")

# ---------------- French ----------------
add("fr-s01", "Bonjour, le différentiel saute dès qu'on branche la bouilloire dans la cuisine, appartement à Obercorn, quelqu'un peut passer cette semaine ?",
    "electrical", "Differdange", "Obercorn", situation="residual-current breaker trips when the kettle is plugged in in the kitchen")
add("fr-s02", "Devis svp pour repeindre murs et plafonds d'un appart de 85 m2 à Rumelange avant emménagement le 1er mars, murs en bon état juste défraîchis",
    "painting", "Rumelange", "Rumelange", situation="repaint walls and ceilings of an 85 m2 flat before moving in")
add("fr-s03", "On m'a volé mon sac avec les clés et ma carte d'identité hier soir, il faut changer le cylindre de la porte d'entrée à Tétange au plus vite svp",
    "locksmith", "Kayl", "Tétange", situation="bag with keys stolen, replace the front-door cylinder")
add("fr-s04", "3 carreaux fissurés dans l'entrée qui sonnent creux, j'ai encore des carreaux de réserve, qqn pour les remplacer à Schifflange ?",
    "tiling", "Schifflange", "Schifflange", situation="replace three cracked hollow-sounding floor tiles, spare tiles available")
add("fr-s05", "Petite SARL de transport (2 camions) au Luxembourg cherche comptable pour la tenue de la compta, le bilan 2025 et les déclarations de TVA trimestrielles.",
    "accounting", None, None, distractors=["Luxembourg"], situation="small haulage company needs bookkeeping, annual accounts and quarterly VAT")
add("fr-s06", "abattage d'un bouleau mort d'environ 12 m + rognage de souche à pontpierre, accès par le jardin du voisin possible",
    "gardening", "Mondercange", "pontpierre", situation="fell a dead 12 m birch and grind the stump")
add("fr-s07", "Nettoyage complet après travaux (poussière de plâtre partout, vitres, sols) pour une maison de 180 m2 à Bertrange, avant le 20 juin.",
    "cleaning", "Bertrange", "Bertrange", situation="after-works clean of a 180 m2 house, plaster dust, windows, floors")
add("fr-s08", "Besoin d'un interprète portugais-français pour accompagner mon père à un rendez-vous chez le notaire jeudi matin, environ 1h30.",
    "translation", None, None, situation="Portuguese-French interpreter for the father's appointment at the notary")
add("fr-s09", "l'onduleur de nos panneaux solaires à Aspelt est en défaut depuis 3 jours et l'appli affiche 0 kWh, installé en 2021 par une boîte qui a fermé depuis",
    "solar", "Frisange", "Aspelt", situation="PV inverter in fault for 3 days, zero production, installer went out of business")
add("fr-s10", "Déménagement d'un studio quartier Gare vers Metz le 30 janvier, 3e étage sans ascenseur, une vingtaine de cartons + lit et canapé.",
    "moving", "Luxembourg", "Gare", distractors=["Metz"], situation="studio move from the station quarter to Metz, 3rd floor without lift")
add("fr-t01", "Bonjour. Notre facture d'eau a doublé et quand je ferme tous les robinets, le petit triangle rouge du compteur continue de tourner. Il n'y a aucune trace d'humidité dans la maison à Lamadelaine. Par contre le gazon devant l'entrée est bizarrement mou depuis quelques semaines. Qui peut venir chercher d'où ça vient ?",
    "plumbing", "Pétange", "Lamadelaine", kind="a", nu="U", situation="water meter turns with all taps shut, soggy lawn: buried supply-pipe leak")
add("fr-t02", "Depuis l'hiver, une fissure en escalier est apparue dans le mur en blocs de notre garage à Dudelange. Elle part du coin de la porte et monte presque jusqu'en haut, on passe un doigt dedans à certains endroits. La porte du garage frotte aussi maintenant. Est-ce que quelqu'un peut venir voir si c'est grave ?",
    "masonry", "Dudelange", "Dudelange", kind="a", nu="U", situation="stepped crack in a block garage wall, door now rubbing")
add("fr-t03", "Notre frigo-congélateur Liebherr fait un bruit de claquement toutes les 10 minutes. Le bas du frigo est plein d'eau et le congélateur ne descend plus sous -8°C. On a tout mis dans la glacière du camping pour l'instant. On habite à Soleuvre, quelqu'un pourrait passer ?",
    "appliance-repair", "Sanem", "Soleuvre", kind="a", nu="U", situation="fridge-freezer clicks, water in the fridge, freezer stuck at -8 °C")
add("fr-t04", "La pression de notre chaudière gaz tombe à 0,5 bar tous les deux jours. Mon voisin, qui a construit sa maison lui-même, m'a dit de juste remettre de l'eau à chaque fois, que c'est normal avec l'âge. Ça fait maintenant trois mois que je fais ça et j'ai peur qu'il y ait une fuite quelque part dans le circuit. Je cherche un chauffagiste à Bettembourg ou environs pour un diagnostic.",
    "heating", "Bettembourg", "Bettembourg", kind="b", nu="N", situation="gas boiler loses pressure every two days; neighbour said just top it up")
add("fr-t05", "Le vendeur du magasin de bricolage m'a assuré que poser des spots LED encastrés dans le faux plafond, c'était à la portée de tout le monde. J'en ai mis 8 dans le salon de notre maison à Bascharage en reprenant l'ancien fil du plafonnier. Depuis, deux clignotent et un boîtier a noirci. Je préfère qu'un électricien vienne vérifier et refaire ça proprement.",
    "electrical", "Käerjeng", "Bascharage", kind="b", nu="N", situation="DIY recessed LED spots on the DIY shop's advice flicker, one housing scorched")
add("fr-t06", "Mon beau-père a posé notre parquet en chêne massif en octobre, directement sur la chape sans attendre qu'elle sèche, « ça ira très bien » disait-il. Aujourd'hui les lames se soulèvent au milieu du séjour et il y a des fentes de 5 mm près de la baie vitrée. Il faudrait quelqu'un qui sait ce qu'il fait pour déposer et reposer au moins cette partie. Maison à Strassen, environ 35 m2 concernés.",
    "carpentry", "Strassen", "Strassen", kind="b", nu="U", situation="solid oak floor laid on wet screed by father-in-law is lifting; relay 35 m2")
add("fr-t07", "On a des cafards dans la cuisine de notre appartement à Leudelange, surtout la nuit derrière le lave-vaisselle. Ma belle-mère jure que le bicarbonate mélangé au sucre suffit, on en a mis partout depuis un mois. Résultat : il y en a encore plus et maintenant aussi dans la salle de bain. Qui peut nous en débarrasser pour de bon ?",
    "pest-control", "Leudelange", "Leudelange", kind="b", nu="U", situation="cockroaches spreading after mother-in-law's baking-soda remedy")
add("fr-t08", "Nous ouvrons en septembre un cabinet de kinésithérapie à Crauthem dans un ancien commerce de 120 m2. Nous avons besoin de quelqu'un pour dessiner l'agencement : accueil, salle d'attente, 3 box de soins, et proposer l'éclairage et les couleurs. Les travaux seront faits par l'entreprise du propriétaire. Pouvez-vous nous mettre en contact avec la bonne personne ?",
    "interior-design", "Roeser", "Crauthem", kind="c", nu="U", situation="new physiotherapy practice needs layout, lighting and colour plan")
add("fr-t09", "Nous sommes une fiduciaire de 6 personnes à Howald. Depuis lundi le NAS où sont tous nos dossiers clients n'est plus visible sur le réseau et deux postes n'impriment plus. Notre prestataire habituel a pris sa retraite. Il nous faut quelqu'un rapidement, et idéalement un contrat de maintenance ensuite.",
    "it-support", "Hesperange", "Howald", kind="c", nu="U", situation="accounting office: NAS vanished from the network, two PCs cannot print")
add("fr-t10", "Notre boulangerie à Wickrange refait toute sa carte et ses réseaux sociaux. On cherche un photographe pour une demi-journée dans le fournil : pains, viennoiseries, l'équipe au travail. Idéalement un samedi vers 5h du matin, quand tout sort du four. Quel budget prévoir ?",
    "photography", "Reckange-sur-Mess", "Wickrange", kind="c", nu="N", situation="bakery wants product and team photos in the bakehouse at dawn")
add("fr-t11", "Je gère une petite entreprise de chauffage-sanitaire. Un client refuse de payer notre facture de 18 400 € depuis 7 mois en invoquant des défauts qu'il n'a jamais signalés par écrit. Les rappels et la mise en demeure n'ont rien donné. Nous cherchons un avocat pour lancer une procédure de recouvrement.",
    "legal", None, None, kind="c", nu="N", situation="heating firm's client has not paid an 18,400 EUR invoice for 7 months; debt recovery")
add("fr-t12", "Nous venons d'acheter un appartement des années 70 à Esch/Alzette, près du Brill. La salle de bain de 6 m2 est d'origine : baignoire, carrelage orange, tuyaux apparents. Combien faut-il compter pour tout refaire, avec une douche à l'italienne ? Et combien de temps sans salle de bain ?",
    "renovation", "Esch-sur-Alzette", "Esch/Alzette", kind="d", nu="U", situation="price and duration of redoing an original 1970s bathroom with a walk-in shower")
add("fr-t13", "Mes parents habitent à Audun-le-Tiche, juste de l'autre côté de la frontière. Les gouttières en zinc de leur maison fuient aux raccords et débordent à chaque orage. Vaut-il mieux les réparer ou tout remplacer par du PVC ? Et est-ce qu'un couvreur du Luxembourg se déplace en France ?",
    "roofing", "abroad", "Audun-le-Tiche", distractors=["Luxembourg", "France"], kind="d", nu="N", situation="parents' leaking zinc gutters across the border: repair or replace with PVC")
add("fr-t14", "Je vends des bijoux faits main sur Instagram depuis deux ans et ça marche plutôt bien. Est-ce que ça vaut le coup de passer à un vrai site avec boutique en ligne ? Shopify me semble simple mais on me parle aussi de sites sur mesure à 5000 €. Qu'est-ce que vous conseillez, et qui pourrait le faire ?",
    "web-development", None, None, kind="d", nu="U", situation="handmade-jewellery seller: is an online shop worth it, Shopify or custom")
add("fr-t15", "Quelqu'un a rayé toute la portière de ma voiture sur un parking. La rayure est longue mais pas très profonde. Est-ce qu'un « smart repair » suffit ou faut-il repeindre toute la portière ? Ça coûte combien environ ?",
    None, None, None, kind="d", nu="U", situation="long scratch on a car door: smart repair or respray (car bodywork)")

# ---------------- German ----------------
add("de-s01", "Außensteckdose und zwei Wandlampen an der Terrasse anschließen, Kabel liegt schon bis zur Wand, Haus in Grevenmacher, wer hätte im April Zeit?",
    "electrical", "Grevenmacher", "Grevenmacher", situation="connect an outdoor socket and two wall lights on the terrace")
add("de-s02", "Fliesenleger gesucht für eine Küchenrückwand von 4 m2 mit Metrofliesen in Remich, die Fliesen sind schon gekauft.",
    "tiling", "Remich", "Remich", situation="tile a 4 m2 kitchen splashback with metro tiles")
add("de-s03", "Unser alter Tresor im Büro in Wasserbillig geht nicht mehr auf, die Kombination kennt seit der Pensionierung vom Chef keiner mehr 🙈",
    "locksmith", "Mertert", "Wasserbillig", situation="office safe cannot be opened, combination lost since the boss retired")
add("de-s04", "Suche jemanden, der den Garten an unserem Ferienhaus in Berdorf von April bis Oktober alle 2 Wochen mäht und das Laub wegräumt, wir selbst wohnen in Köln.",
    "gardening", "Berdorf", "Berdorf", distractors=["Köln"], situation="fortnightly mowing and leaf clearing at a holiday home, owners live in Cologne")
add("de-s05", "Wir suchen ab Januar jemanden für die Lohnabrechnung unseres Handwerksbetriebs, 7 Mitarbeiter, davon 4 Grenzgänger aus Deutschland.",
    "accounting", None, None, situation="payroll for a 7-employee craft business with cross-border workers")
add("de-s06", "Brauche eine Übersetzung unserer Speisekarte ins Französische und Englische, etwa 60 Gerichte, möglichst bis Ostern.",
    "translation", None, None, situation="translate a 60-dish menu into French and English")
add("de-s07", "Umzug von einer 2-Zimmer-Wohnung auf Kirchberg nach Trier Mitte Mai, wir bräuchten auch 2 Wochen Einlagerung für ein paar Möbel",
    "moving", "Luxembourg", "Kirchberg", distractors=["Trier"], situation="two-room flat move from Kirchberg to Trier with two weeks' storage")
add("de-s08", "Kommt auch jemand nach Bollendorf rüber (deutsche Seite), die Dachrinne an unserem Schuppen hängt durch und läuft bei jedem Regen über?",
    "roofing", "abroad", "Bollendorf", situation="sagging, overflowing gutter on a shed in Bollendorf, Germany")
add("de-s09", "In unserer Küche in Ehnen laufen seit Tagen Ameisenstraßen von der Terrassentür bis zum Mülleimer, Hausmittel helfen nichts mehr, wer kann kommen?",
    "pest-control", "Wormeldange", "Ehnen", situation="ant trails in the kitchen, home remedies failed")
add("de-s10", "Angebot für eine PV-Anlage mit ungefähr 10 kWp auf unserem Einfamilienhaus in Assel, Dach Ost/West mit Tonziegeln.",
    "solar", "Bous-Waldbredimus", "Assel", situation="quote for a 10 kWp PV system on an east/west clay-tile roof")
add("de-t01", "Immer wenn die Waschmaschine abpumpt, blubbert es laut im Waschbecken im Bad. Danach riecht es im ganzen Flur nach Kanal, manchmal eine halbe Stunde lang. Das Haus in Echternach ist von 1978, unten im Keller ist alles trocken. Kann das jemand bald anschauen?",
    "plumbing", "Echternach", "Echternach", kind="a", nu="U", situation="basin gurgles and sewer smell when the washing machine drains: drain venting")
add("de-t02", "Seit dem Stromausfall am Dienstag kommt aus der Dusche nur noch lauwarmes Wasser. Die Heizkörper im Wohnzimmer werden auch nicht mehr richtig warm, obwohl das Thermostat auf 22 steht. Unten an dem Gerät im Keller blinkt ein gelbes Licht, ein Neustart hat nichts gebracht. Wir wohnen in Bad Mondorf und haben ein Baby im Haus.",
    "heating", "Mondorf-les-Bains", "Bad Mondorf", kind="a", nu="U", situation="after a power cut, lukewarm shower and lukewarm radiators, light blinking on the unit in the cellar")
add("de-t03", "Bei starkem Regen tropft es im Schlafzimmer unter der Dachschräge, direkt am Rahmen des Dachfensters. Letzten Sommer war noch alles dicht. Draußen sieht man, dass oben am Fenster die Blechverkleidung etwas absteht. Haus in Stadtbredimus, zweites Obergeschoss.",
    "roofing", "Stadtbredimus", "Stadtbredimus", kind="a", nu="U", situation="leak at a roof window in heavy rain, flashing lifted")
add("de-t04", "Mein Schwager meinte, man könne die alte Bruchsteinwand in unserem Keller einfach mit Zementputz verputzen, das hätte er auch so gemacht. Ein Jahr später blüht überall weißes Salz aus und der Putz fällt in Platten ab. Jetzt muss das wohl alles wieder runter und richtig gemacht werden. Haus in Consdorf, die Wand ist ungefähr 15 m lang.",
    "masonry", "Consdorf", "Consdorf", kind="b", nu="U", situation="cement render on a rubble-stone cellar wall (brother-in-law's idea) flakes off with salt bloom")
add("de-t05", "Unsere Vermieterin meinte, wir sollten die alte Raufasertapete im Flur einfach zweimal überstreichen, das spare das Abreißen. Jetzt wirft die Tapete überall Blasen und an den Nähten löst sie sich. In 3 Monaten ziehen wir aus und sie will es ordentlich haben. Gibt es einen Maler in der Nähe von Canach, der kurzfristig Tapete runter, neu tapezieren und streichen kann?",
    "painting", "Lenningen", "Canach", not_place=["einen"], kind="b", nu="N", situation="woodchip wallpaper painted over on the landlady's advice is blistering; strip, repaper, paint")
add("de-t06", "Wir wohnen in Berg und arbeiten beide im Homeoffice im Dachgeschoss. Der Verkäufer im Elektromarkt hat uns zu einem Repeater geraten und gesagt, damit wäre das Problem gelöst. Stattdessen bricht die Verbindung bei Videocalls jetzt noch öfter ab und der Drucker ist nicht mehr im Netzwerk. Wer kann das Netzwerk im Haus einmal vernünftig einrichten, eventuell mit Kabel?",
    "it-support", "Betzdorf", "Berg", kind="b", nu="U", situation="home-office network drops after a shop-recommended repeater, printer lost; set up properly")
add("de-t07", "Im Elektrogeschäft hat man uns gesagt, unser Einbaubackofen von Siemens (8 Jahre alt) lohne keine Reparatur mehr und wir sollten gleich ein neues Gerät für 1.100 € nehmen. Der Ofen heizt nur noch oben, unten bleibt alles roh. Ich habe gelesen, dass oft nur das Heizelement für die Unterhitze kaputt ist. Wir sind in Flaxweiler, kann jemand das prüfen und tauschen?",
    "appliance-repair", "Flaxweiler", "Flaxweiler", kind="b", nu="U", situation="built-in oven no bottom heat; shop said not worth repairing")
add("de-t08", "Wir sind der Tennisclub in Manternach. Seit unsere Vorsitzende das nicht mehr selbst macht, putzt keiner mehr die Umkleiden, Duschen und das Clubhaus. Wir suchen eine Reinigungsfirma, die von April bis September zweimal pro Woche kommt. Bitte mit Preis pro Einsatz.",
    "cleaning", "Manternach", "Manternach", kind="c", nu="N", situation="tennis club needs twice-weekly cleaning of changing rooms and clubhouse")
add("de-t09", "Wir betreiben den kleinen Campingplatz in Befort. Die Terrasse vor der Rezeption (ungefähr 40 m2, Lärche) hat mehrere morsche Dielen und zwei Bretter sind schon durchgebrochen. Vor der Saison im April müsste das erneuert werden, am liebsten wieder in Holz. Wer kann uns ein Angebot machen?",
    "carpentry", "Beaufort", "Befort", not_place=["Holz"], kind="c", nu="U", situation="campsite's larch deck has rotten, broken boards; renew before the season")
add("de-t10", "Unser Hotel in Rosport hat letzten Winter alle 14 Zimmer renoviert, aber auf Booking sind noch die alten Fotos. Wir suchen einen Fotografen für Zimmer, Restaurant und Terrasse, gern auch ein paar Drohnenaufnahmen mit der Sauer. Wann wäre das möglich und mit welchen Kosten müssen wir rechnen?",
    "photography", "Rosport-Mompach", "Rosport", not_place=["einen"], kind="c", nu="N", situation="hotel needs new room, restaurant and drone photos after renovation")
add("de-t11", "Wir sind ein kleiner Winzerbetrieb an der Mosel und verkaufen bisher nur ab Hof und auf Märkten. Viele Kunden aus Belgien und Deutschland fragen, ob sie online bestellen können. Wir bräuchten etwas, wo man die Weine sieht, bestellt und bezahlt, und das wir selbst pflegen können. Wer macht so was und was kostet es ungefähr?",
    "web-development", None, None, kind="c", nu="U", situation="small Moselle winery wants customers to order and pay for wine online")
add("de-t12", "Wir überlegen, ein Reihenhaus von 1965 in Wecker zu kaufen. Dämmung, Fenster, Heizung, Elektrik und Bad sind alles Originalzustand. Lohnt es sich, das komplett zu sanieren, oder ist Abriss und Neubau am Ende günstiger? Mit welchem Budget pro Quadratmeter müsste man für die Sanierung rechnen?",
    "renovation", "Biwer", "Wecker", kind="d", nu="U", situation="1965 terraced house: full renovation or demolish and rebuild, budget per m2")
add("de-t13", "Unser offenes Erdgeschoss in Remerschen (Küche, Essen, Wohnen, etwa 70 m2) wirkt trotz neuer Möbel ungemütlich und abends viel zu dunkel. Lohnt sich dafür eine Innenarchitektin, oder reicht die Beratung im Möbelhaus? Was kostet so ein Licht- und Einrichtungskonzept ungefähr?",
    "interior-design", "Schengen", "Remerschen", kind="d", nu="N", situation="open-plan ground floor feels cold and dark: is an interior designer worth it")
add("de-t14", "Meine Schwiegermutter aus Brasilien ist mit einem Schengen-Visum bei uns und möchte nach dem Tod ihres Mannes dauerhaft hierbleiben. Bei der Behörde sagt man uns nur, wir sollen die Formulare ausfüllen. Brauchen wir dafür einen Anwalt für Ausländerrecht oder schaffen wir das allein? Was würde eine Beratung kosten?",
    "legal", None, None, not_place=["Schengen", "einen"], kind="d", nu="N", situation="widowed mother-in-law on a Schengen visa wants to stay: immigration lawyer needed?")
add("de-t15", "Unser Sohn ist auf dem Lycée in der 4e und steht in Mathe bei 28 von 60 Punkten. Wir können ihm selbst nicht mehr helfen, weil alles auf Französisch ist. Ist es besser, jemanden zu nehmen, der zweimal die Woche nach Hause kommt, oder lieber ein Institut mit Gruppenkursen? Mit welchen Kosten pro Stunde muss man rechnen?",
    None, None, None, kind="d", nu="U", situation="son struggling in maths: home tutor or group courses, cost per hour (tutoring)")

# ---------------- English ----------------
add("en-s01", "Hi, the toilet cistern keeps refilling every 20 min with a hissing noise, flat in Limpertsberg, could a plumber come Thursday?",
    "plumbing", "Luxembourg", "Limpertsberg", situation="toilet cistern refills every 20 minutes with a hiss")
add("en-s02", "Need an electrician to add 4 double sockets and a ceiling light in the attic room we're turning into an office, house in Mullendorf.",
    "electrical", "Steinsel", "Mullendorf", situation="four double sockets and a ceiling light in an attic room")
add("en-s03", "looking for someone to scarify and re-seed our patchy lawn in kleinbettingen, it's more moss than lawn after this winter",
    "gardening", "Steinfort", "kleinbettingen", situation="scarify and re-seed a mossy lawn")
add("en-s04", "Regular office cleaning wanted for a 200 m2 freight-forwarding office at Findel, 3 evenings a week starting March",
    "cleaning", "Sandweiler", "Findel", situation="contract cleaning of a freight office three evenings a week")
add("en-s05", "Looking for an English-speaking lawyer to review my new employment contract before Friday, the non-compete clause looks far too broad.",
    "legal", None, None, situation="review an employment contract with a broad non-compete clause")
add("en-s06", "can someone build me a simple booking page for my yoga classes, online payment + waitlist, nothing fancy, budget around 1500",
    "web-development", None, None, situation="simple booking page with payment and waitlist for yoga classes")
add("en-s07", "Photographer wanted for my dad's 70th birthday garden party in Goeblange on 14 June, about 40 guests, mostly candid shots out on the grass.",
    "photography", "Koerich", "Goeblange", not_place=["grass"], situation="photographer for a 70th-birthday garden party")
add("en-s08", "Just bought a house in Capellen and we have no idea who still has keys, so we'd like all the locks changed: 3 outside doors plus the garage.",
    "locksmith", "Mamer", "Capellen", situation="change all locks after buying a house")
add("en-s09", "Moving from Messancy to Kopstal in July (3-bed house), need a quote including packing and taking apart two big wardrobes.",
    "moving", "Kopstal", "Kopstal", distractors=["Messancy"], situation="house move from Messancy (Belgium) to Kopstal with packing")
add("en-s10", "We need our privacy policy and terms & conditions translated from English into German and French, roughly 9,000 words in total.",
    "translation", None, None, situation="translate privacy policy and T&Cs into German and French")
add("en-t01", "Our induction hob has started clicking and the front left zone switches itself off after a few seconds. The other three zones work normally and it's the same pans we've always used. It's a built-in Bosch, about 5 years old. We're in Bereldange, is anyone available next week?",
    "appliance-repair", "Walferdange", "Bereldange", kind="a", nu="U", situation="induction hob zone clicks and switches off")
add("en-t02", "There are tiny brown beetles in our pantry in Gonderange, in the flour, the rice and even in a closed box of dog biscuits. I threw out half the cupboard on Sunday and by Tuesday new ones were crawling on the shelves. There's also some fine webbing in the corners. What do we do now?",
    "pest-control", "Junglinster", "Gonderange", kind="a", nu="U", situation="pantry beetles and webbing in flour and rice")
add("en-t03", "Since the cold weather started, the big fan unit behind our house (it heats the house and the water) makes a loud knocking noise every night, roughly every 15 minutes. Our neighbour in Moutfort has already complained twice. Inside it's still warm, but the noise is getting worse and our electricity bill has gone up. Who can come and check it?",
    "heating", "Contern", "Moutfort", not_place=["bill"], kind="a", nu="U", situation="heat pump outdoor unit knocks at night, neighbour complains")
add("en-t04", "Two years ago a man knocked on our door and said our roof tiles needed a 'protective coating', so we paid him €4,800 to spray the whole roof. Now the coating is peeling, there's moss under it and a brown stain has appeared on the bedroom ceiling. Our house is in Munsbach. We need a proper roofer to inspect the roof and tell us honestly what has to be done.",
    "roofing", "Schuttrange", "Munsbach", kind="b", nu="N", situation="doorstep roof-coating job peeling, stain on the ceiling; honest roof inspection")
add("en-t05", "A friend who 'works in construction' helped us open up the wall between kitchen and dining room last spring. He said it wasn't load-bearing and a wooden beam on top would be plenty. Now there's a diagonal crack running up from the corner of the opening and the door upstairs sticks. House in Dahlem, built 1978, brick walls. Who can put in a proper lintel and fix this?",
    "masonry", "Garnich", "Dahlem", kind="b", nu="U", situation="opening in a brick wall with only a timber beam cracks; proper lintel")
add("en-t06", "The tile shop told us we could put the shower wall tiles straight onto plasterboard, no waterproofing needed if we used their special grout. Eighteen months later several tiles sound hollow, two have come off and the grout is cracking along the tray. We'd like a tiler to take the shower walls down and redo them properly. We live in Eischen.",
    "tiling", "Habscht", "Eischen", kind="b", nu="N", situation="shower tiles on plasterboard without waterproofing (tile shop's advice) coming off")
add("en-t07", "When we bought our house in Schouweiler the seller said the solar panels on the roof need no maintenance at all. The app now shows about half of last year's production on sunny days, and one of the two strings is almost flat. There's some lichen on the lower panels but nothing dramatic. Who can check the panels, wiring and inverter?",
    "solar", "Dippach", "Schouweiler", kind="b", nu="U", situation="PV production halved, one string flat; seller said no maintenance needed")
add("en-t08", "We are a small dental practice in Bertrange with four PCs, an X-ray workstation and a printer. Since Monday no PC can reach the shared patient folder and the reception printer only prints blank pages. The person who used to look after all this moved abroad and we have nobody. Can someone come this week and maybe take over maintenance?",
    "it-support", "Bertrange", "Bertrange", kind="c", nu="U", situation="dental practice PCs lose the shared folder, printer prints blank")
add("en-t09", "We run a small private crèche in Hassel with 24 children. After the norovirus wave last month we want a professional deep clean of the playrooms, the nap room and the toilets, then a monthly contract. It has to be done on a weekend, as we open Monday at 7. Is there a cleaning company that does this?",
    "cleaning", "Weiler-la-Tour", "Hassel", kind="c", nu="N", situation="crèche wants a weekend deep clean after norovirus, then monthly")
add("en-t10", "Our insurance agency is moving into a ground-floor unit in Olm, roughly 150 m2, currently an empty shell with concrete floors. We need someone to plan the layout for 6 desks, a meeting room and a reception, and to choose lighting, colours and furniture. The landlord's contractor will do the building work. Who should we talk to?",
    "interior-design", "Kehlen", "Olm", kind="c", nu="U", situation="insurance agency needs office layout, lighting, colours and furniture plan")
add("en-t11", "I'm the president of a small basketball club (asbl) and our treasurer Walter has just resigned. Nobody on the committee knows how to close the 2025 accounts or what has to be filed with the RCS. We'd like an accountant to do the year-end and maybe keep the books going forward. What would that cost for a club with about 60,000 € turnover?",
    "accounting", None, None, not_place=["Walter"], kind="c", nu="N", situation="basketball club's treasurer resigned; year-end accounts and filings")
add("en-t12", "Our house in Senningerberg still has its original 1960s oak interior doors, seven in total. They stick, one has a cracked panel and the handles are loose, but the wood is lovely. Is it worth having them restored and adjusted, or is it cheaper to fit new doors? Roughly what would restoring cost per door?",
    "carpentry", "Niederanven", "Senningerberg", kind="d", nu="U", situation="restore seven original oak interior doors or replace them")
add("en-t13", "We own a 1930s townhouse in Belair and the street facade needs repainting, about 90 m2 with lots of window surrounds. One painter quoted silicate paint, another acrylic, and the prices differ by €3,000. Which is actually better for an old rendered facade? And is May a good time to do it?",
    "painting", "Luxembourg", "Belair", kind="d", nu="N", situation="facade repaint: silicate or acrylic paint, timing")
add("en-t14", "We've just bought a 1950s semi-detached house in Arlon, ten minutes over the border. It needs a new kitchen, bathroom, electrics and floors before we move in. Do firms based in Luxembourg actually take jobs in Belgium, and does the VAT rate change? Or are we better off with local Belgian firms?",
    "renovation", "abroad", "Arlon", distractors=["Luxembourg"], kind="d", nu="U", situation="renovating a house in Arlon: will Luxembourg firms work in Belgium, VAT")
add("en-t15", "We both work until 6.30 and after-school care ends at 4, and our youngest was born in March. We're thinking of hiring someone to pick the kids up from school and stay with them until we're home. Is it better to find a person ourselves or go through an agency, and what's the usual hourly rate in Luxembourg?",
    None, None, None, distractors=["Luxembourg"], not_place=["born"], kind="d", nu="U", situation="after-school childcare: hire directly or via an agency, hourly rate")

# ---------------- Portuguese ----------------
add("pt-s01", "Bom dia, a sanita está entupida e a água sobe até cima quando se puxa o autoclismo, apartamento em Hollerich, é urgente!!",
    "plumbing", "Luxembourg", "Hollerich", situation="blocked toilet, water rises when flushing")
add("pt-s02", "Preciso de um pintor para pintar a sala e o corredor, mais ou menos 60 m2 de paredes, em Dudelange, de preferência a um sábado.",
    "painting", "Dudelange", "Dudelange", situation="paint living room and hallway, about 60 m2 of wall")
add("pt-s03", "preciso de um eletricista para pôr uma luz com detetor de movimento à entrada e trocar a sonnette que já não toca, moramos em Lintgen",
    "electrical", "Lintgen", "Lintgen", situation="motion-sensor light at the entrance and replace a dead doorbell")
add("pt-s04", "Procuro alguém para a limpeza da casa uma vez por semana, 4 horas, casa de 3 quartos em mertzig",
    "cleaning", "Mertzig", "mertzig", situation="weekly 4-hour house cleaning")
add("pt-s05", "Alguém que faça a déclaration d'impôts do casal, temos também um apartamento arrendado em Portugal e não sei como se declara?",
    "accounting", None, None, distractors=["Portugal"], situation="couple's tax return including a rented flat in Portugal")
add("pt-s06", "Preciso de traduzir o relatório médico do meu pai de alemão para português, 5 páginas, não é preciso ser ajuramentado.",
    "translation", None, None, situation="translate a 5-page medical report German to Portuguese, not sworn")
add("pt-s07", "Queria alguém para plantar 6 árvores de fruto e fazer dois canteiros elevados para legumes no jardim em Heffingen",
    "gardening", "Heffingen", "Heffingen", situation="plant six fruit trees and make two raised vegetable beds")
add("pt-s08", "A chave já não roda na fechadura da porta da varanda e a porta ficou presa meio aberta, estamos em Ettelbruck, alguém pode vir hoje?",
    "locksmith", "Ettelbruck", "Ettelbruck", situation="balcony-door lock jammed, door stuck half open")
add("pt-s09", "Mudança de esch-sur-alzette para Braga em agosto, T3 com muitos móveis, precisamos de camião e de guardar algumas coisas 1 mês",
    "moving", "Esch-sur-Alzette", "esch-sur-alzette", distractors=["Braga"], situation="three-bedroom move from Esch to Braga with one month's storage")
add("pt-s10", "Pedimos orçamento para painéis solares com bateria numa casa nova em Schieren, telhado virado a sul com uns 45 m2.",
    "solar", "Schieren", "Schieren", situation="quote for PV with battery on a new house, 45 m2 south roof")
add("pt-t01", "Desde ontem cheira muito a gasóleo na cave da nossa casa em Rodange. O queimador liga, faz um barulho forte e depois apaga ao fim de um minuto. Os radiadores estão frios e não temos água quente. Temos dois filhos pequenos, alguém pode vir amanhã cedo?",
    "heating", "Pétange", "Rodange", kind="a", nu="U", situation="oil smell in the cellar, burner starts then cuts out, no heat or hot water")
add("pt-t02", "Há uma mancha escura no teto do sótão, mesmo ao lado da chaminé, e quando chove muito ouve-se pingar. Do jardim vê-se que a chapa à volta da chaminé está levantada de um lado. A casa é em Cruchten. Quem pode ver isto antes do inverno?",
    "roofing", "Nommern", "Cruchten", kind="a", nu="U", situation="leak beside the chimney, flashing lifted")
add("pt-t03", "Há duas semanas que acordo com picadas em fila nos braços e nas pernas. Hoje de manhã, ao virar o colchão, vi uns bichinhos castanhos e pontinhos pretos nas costuras. O meu marido não tem nada. Moramos num apartamento em Bissen, o que fazemos?",
    "pest-control", "Bissen", "Bissen", kind="a", nu="U", situation="bites in rows, small brown bugs in mattress seams: bed bugs")
add("pt-t04", "O lava-loiça da cozinha estava sempre a entupir e o senhorio disse para deitar soda cáustica e água a ferver todas as semanas. Agora há água a pingar do tubo debaixo do lava-loiça e o armário está estragado. Acho que o tubo já está comido. Precisamos de um canalizador em Colmar-Berg o mais rápido possível.",
    "plumbing", "Colmar-Berg", "Colmar-Berg", kind="b", nu="N", situation="landlord's caustic-soda routine; waste pipe under the sink now leaks")
add("pt-t05", "O meu cunhado disse que fazia o roupeiro embutido do quarto com portas de correr em MDF fino, que era mais barato. Passados 4 meses as portas empenaram, saem do trilho e uma já caiu. Queremos alguém que faça o roupeiro como deve ser, à medida, com 2,40 m de largura. Moramos em Bofferdange.",
    "carpentry", "Lorentzweiler", "Bofferdange", kind="b", nu="U", situation="brother-in-law's thin-MDF fitted wardrobe warped; made-to-measure replacement")
add("pt-t06", "A nossa máquina de lavar loiça deixa a loiça com restos e no fim fica água parada no fundo. Na loja disseram para pôr vinagre e mais sal, que resolvia, e já fizemos isso três vezes. Continua igual e agora também faz um zumbido no fim do programa. Estamos em Ingeldorf, alguém repara isto ou temos de comprar outra?",
    "appliance-repair", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="dishwasher leaves water and residue, hums; shop said vinegar and salt")
add("pt-t07", "O muro de suporte do nosso jardim em Niederkorn está a inclinar para a rua e já tem uma fenda grande. O vizinho disse para plantar hera, que as raízes seguram tudo 🙄. A Câmara mandou uma carta a pedir para resolver em 3 meses. Precisamos de um pedreiro para ver se dá para reforçar ou se é para fazer de novo.",
    "masonry", "Differdange", "Niederkorn", kind="b", nu="N", situation="leaning, cracked garden retaining wall; neighbour suggested planting ivy")
add("pt-t08", "Temos um restaurante português em Bonnevoie. Desde sábado o sistema de caixa não imprime as faturas e o wifi dos clientes cai de 10 em 10 minutos. O rapaz que nos instalou tudo voltou para Portugal. Alguém pode vir ver isto antes do fim de semana?",
    "it-support", "Luxembourg", "Bonnevoie", distractors=["Portugal"], kind="c", nu="U", situation="restaurant till printer and guest wifi failing, installer left")
add("pt-t09", "Vou abrir um salão de cabeleireiro em Larochette, num espaço de 60 m2 que era uma loja de roupa. Queria um decorador de interiores para pensar na disposição dos lugares, na iluminação e nas cores, para parecer mais moderno. As obras faço com o meu irmão, que é pedreiro. Quanto costuma custar um projeto assim?",
    "interior-design", "Larochette", "Larochette", kind="c", nu="N", situation="new hairdressing salon needs layout, lighting and colour design")
add("pt-t10", "Somos a direção de uma associação cultural portuguesa (asbl) com 200 sócios. Queremos alterar os estatutos e talvez comprar uma sala para a sede. Ninguém sabe bem quais são as regras e o notário fala tudo em francês muito rápido. Procuramos um advogado que fale português para nos acompanhar.",
    "legal", None, None, kind="c", nu="N", situation="cultural association wants to amend its statutes and buy premises; Portuguese-speaking lawyer")
add("pt-t11", "Tenho uma pequena empresa de limpezas com 5 funcionárias. Os clientes só me encontram pelo Facebook e pelo boca a boca. Queria uma coisa simples na internet onde as pessoas vejam os serviços, os preços e marquem uma visita. Quem faz isso e quanto custa mais ou menos?",
    "web-development", None, None, kind="c", nu="U", situation="cleaning company wants a simple site with services, prices and booking")
add("pt-t12", "A nossa cozinha em Schoos tem 25 anos: armários a cair, bancada estragada e os canos são antigos. Vale a pena fazer tudo novo de uma vez, com canalização e eletricidade, ou só trocar armários e bancada? Quanto se gasta mais ou menos numa cozinha de 12 m2?",
    "renovation", "Fischbach", "Schoos", kind="d", nu="U", situation="25-year-old kitchen: complete redo with pipes and wiring or just units and worktop")
add("pt-t13", "Queremos pôr mosaico grande, 120x60, no rés-do-chão da casa em Filsdorf, são uns 75 m2. Disseram-nos que peças grandes são mais difíceis de assentar e que o preço do m2 é mais alto. Vale a pena ou é melhor 60x60? Quanto se paga por m2 só de mão de obra?",
    "tiling", "Dalheim", "Filsdorf", kind="d", nu="U", situation="large 120x60 floor tiles or 60x60, labour price per m2")
add("pt-t14", "O meu pai tem 82 anos e vive sozinho. Depois da queda em março já não consegue tomar banho nem fazer as compras sozinho. É melhor arranjar uma pessoa que vá lá a casa todos os dias, ou procurar um serviço com várias pessoas? Quanto custa mais ou menos por mês no Luxemburgo?",
    None, None, None, distractors=["Luxemburgo"], kind="d", nu="U", situation="home care for an 82-year-old father: one carer or a care service, monthly cost")
add("pt-t15", "O batizado da minha filha é em Longwy, do outro lado da fronteira, no dia 21 de setembro. Vale a pena pagar um fotógrafo profissional ou chega um primo com uma boa máquina? Um fotógrafo do Luxemburgo desloca-se a França? Quanto costuma custar umas 4 horas?",
    "photography", "abroad", "Longwy", distractors=["Luxemburgo", "França"], kind="d", nu="N", situation="christening in Longwy: professional photographer or cousin, will a Luxembourg one travel")

# ---------------- Italian ----------------
add("it-s01", "Cerco un imbianchino per ridipingere la camera dei bambini e il soggiorno a Schifflange, circa 90 m2 di pareti, possibilmente prima di Pasqua.",
    "painting", "Schifflange", "Schifflange", situation="repaint a child's room and living room before Easter")
add("it-s02", "Mi serve un elettricista per sostituire il vecchio quadro elettrico con i fusibili a vite, casa degli anni 60, L-3750",
    "electrical", "Rumelange", "L-3750", situation="replace an old screw-fuse board in a 1960s house")
add("it-s03", "Vorrei cambiare la serratura della porta d'ingresso con un cilindro di sicurezza anti-bumping, appartamento a Merl, quando potete?",
    "locksmith", "Luxembourg", "Merl", situation="upgrade the front-door lock to an anti-bumping security cylinder")
add("it-s04", "Cerchiamo qualcuno che progetti il giardino della casa nuova a Saeul, 500 m2 di terra nuda, con prato, aiuole e qualche albero da frutto",
    "gardening", "Saeul", "Saeul", situation="design a 500 m2 garden from bare soil for a new house")
add("it-s05", "Cerco un commercialista per la dichiarazione dei redditi 2025: lavoro qui in Lussemburgo e prendo anche una piccola pensione dall'Italia.",
    "accounting", None, None, distractors=["Lussemburgo"], situation="income tax return with salary plus a small Italian pension")
add("it-s06", "ciao a tutti, cerco qualcuno che mi faccia un sito per la mia scuola di musica con calendario delle lezioni e iscrizioni online",
    "web-development", None, None, situation="website for a music school with lesson calendar and online enrolment")
add("it-s07", "Cerco piastrellista per rifare il pavimento del garage con piastrelle antiscivolo, circa 30 m2, a Ell vicino alla chiesa.",
    "tiling", "Ell", "Ell", situation="non-slip tiles on a 30 m2 garage floor")
add("it-s08", "Trasloco da Differdange a Torino a fine giugno, appartamento di 80 m2 al secondo piano con ascensore, vorrei un preventivo.",
    "moving", "Differdange", "Differdange", distractors=["Torino"], situation="flat move from Differdange to Turin")
add("it-s09", "Devo far tradurre un manuale tecnico di una macchina da caffè industriale dall'italiano al tedesco, circa 40 pagine con schemi.",
    "translation", None, None, situation="translate a 40-page industrial coffee-machine manual Italian to German")
add("it-s10", "Pulizia straordinaria di cantina e garage dopo l'allagamento di sabato a Useldange, c'è fango dappertutto e odore di umido",
    "cleaning", "Useldange", "Useldange", situation="clean mud out of cellar and garage after a flood")
add("it-t01", "Ieri sera la vicina del piano di sotto è salita arrabbiata: ha una macchia bagnata sul soffitto del bagno, proprio sotto la nostra vasca. Da noi non si vede niente, il pavimento è asciutto. La macchia si allarga soprattutto quando qualcuno fa il bagno. Abitiamo a Esch-sur-Alzette, in rue de Luxembourg, chi può venire a vedere?",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Luxembourg"], kind="a", nu="U", situation="wet patch on the downstairs neighbour's ceiling under the bathtub")
add("it-t02", "La lavatrice non centrifuga più: a fine programma i panni sono fradici. Durante il lavaggio si sente anche un rumore di ferraglia, come se ci fosse una moneta nel cestello. È una Samsung di 4 anni. Siamo a Tétange, qualcuno può passare?",
    "appliance-repair", "Kayl", "Tétange", kind="a", nu="U", situation="washing machine no longer spins, metallic rattle in the drum")
add("it-t03", "Nel pollaio dietro casa a Noerdange il mangime sparisce ogni notte e ci sono buche nuove lungo il muro. Ieri sera con la torcia ho visto un animale grigio con la coda lunga e nuda scappare nel compost. Le galline sono agitate e non depongono più. Cosa possiamo fare?",
    "pest-control", "Beckerich", "Noerdange", kind="a", nu="U", situation="feed vanishing and burrows at the hen house, long-tailed grey animal: rats")
add("it-t04", "In negozio mi hanno detto che con la loro pittura 'coprente' bastava una mano per coprire il rosso scuro della camera. Ne ho date quattro e si vedono ancora aloni rosa dappertutto. Ormai mi sono arreso. Cerco un imbianchino a Dudelange che sistemi le pareti, circa 45 m2.",
    "painting", "Dudelange", "Dudelange", kind="b", nu="N", situation="shop's one-coat paint failed to cover dark red after four coats")
add("it-t05", "Un vicino mi ha detto di sigillare con la schiuma poliuretanica le tegole che si erano spostate sul tetto del garage, 'così non entra più niente'. Per un anno è andato bene, ma adesso la schiuma si sbriciola e l'acqua entra di nuovo, anche sulla trave. Il garage è a Redange/Attert, tetto a due falde di circa 35 m2. Chi può sistemarlo per bene?",
    "roofing", "Redange", "Redange/Attert", kind="b", nu="U", situation="slipped garage roof tiles stuck with PU foam on a neighbour's advice, leaking again")
add("it-t06", "Mio suocero insiste che bisogna spegnere il riscaldamento a pavimento di notte per risparmiare. Da quando lo facciamo, la casa a Bergem non arriva mai sopra i 18 gradi e la bolletta del gas non è scesa per niente. Mi servirebbe qualcuno che controlli l'impianto e mi spieghi come regolarlo bene.",
    "heating", "Mondercange", "Bergem", kind="b", nu="U", situation="underfloor heating switched off at night on father-in-law's advice, house never warm")
add("it-t07", "Chi ci ha venduto la casa a Fennange ci ha detto che i pannelli solari per l'acqua calda sul tetto non hanno bisogno di niente. Quest'inverno con il gelo un tubo nel sottotetto si è spaccato e il liquido è uscito tutto. Ora il boiler scalda solo con la resistenza elettrica. Vorremmo rimettere in funzione l'impianto, chi se ne occupa?",
    "solar", "Bettembourg", "Fennange", kind="b", nu="U", situation="solar thermal circuit burst in frost after seller said no maintenance; recommission")
add("it-t08", "Gestiamo un piccolo caseificio a Vichten con un ufficio e tre computer. Da una settimana il computer della contabilità si blocca ogni ora e la stampante delle etichette non viene più riconosciuta. Non abbiamo nessuno che si occupi di queste cose. Potete mandare qualcuno?",
    "it-support", "Vichten", "Vichten", kind="c", nu="U", situation="dairy's office PC freezes hourly, label printer not recognised")
add("it-t09", "Il nostro circolo ippico a Tuntange organizza il concorso di salto il 6 e 7 settembre. Cerchiamo un fotografo per le due giornate, che possa vendere le foto ai cavalieri direttamente sul posto. Ci servono anche alcuni video brevi per Instagram. Quanto chiedete di solito?",
    "photography", "Helperknapp", "Tuntange", kind="c", nu="N", situation="riding club's show-jumping weekend needs a photographer selling on site")
add("it-t10", "Abbiamo una pizzeria a Grosbous e vogliamo rifare il bancone del bar, adesso è in truciolato e si sta gonfiando. Lo vorremmo in rovere massiccio, su misura, lungo 4 metri, con mensole dietro per le bottiglie. Il locale è chiuso il lunedì, quindi i lavori dovrebbero essere fatti in quei giorni. Chi può fare un preventivo?",
    "carpentry", "Groussbus-Wal", "Grosbous", kind="c", nu="U", situation="pizzeria wants a made-to-measure solid-oak bar counter with shelves")
add("it-t11", "Sto per aprire una gelateria a Pratz in un locale di 40 m2, vicino alla scuola. Vorrei un interior designer che mi aiuti con la disposizione del bancone, i posti a sedere, le luci e i colori. Il budget per il progetto è limitato, circa 2000 euro. È una cifra realistica?",
    "interior-design", "Préizerdaul", "Pratz", kind="c", nu="N", situation="new ice-cream parlour needs counter layout, seating, lighting and colours")
add("it-t12", "Abbiamo una casa a Perlé con una soffitta grande, circa 50 m2, adesso usata solo come deposito. Vale la pena trasformarla in due camere con bagno? Bisognerebbe isolare, mettere finestre, pavimento, impianto elettrico e idraulico. Quanto si spende più o meno e quanto tempo ci vuole?",
    "renovation", "Rambrouch", "Perlé", kind="d", nu="U", situation="is converting a 50 m2 attic into two bedrooms and a bathroom worth it, cost and time")
add("it-t13", "Io e mia moglie abbiamo una casa qui in Lussemburgo e un appartamento in Calabria. Ci chiediamo se conviene fare testamento qui o in Italia, e quale legge si applica alla successione. I figli vivono uno a Milano e uno a Bruxelles. Serve un avvocato esperto di successioni internazionali?",
    "legal", None, None, distractors=["Lussemburgo"], kind="d", nu="N", situation="cross-border will and succession law, property in Luxembourg and Italy")
add("it-t14", "Mia madre abita a Villerupt, appena passato il confine. Il muro di cinta in mattoni davanti alla casa è crollato per metà dopo il temporale, circa 12 metri. Conviene rifarlo in mattoni come prima o in blocchi intonacati, che costa meno? Un muratore dal Lussemburgo viene fino in Francia?",
    "masonry", "abroad", "Villerupt", distractors=["Lussemburgo"], kind="d", nu="N", situation="mother's collapsed brick boundary wall in Villerupt: brick or rendered blocks")
add("it-t15", "A maggio c'è la prima comunione di nostro figlio, con circa 50 invitati. Conviene prenotare un ristorante o far preparare tutto a casa da qualcuno che porti cibo, piatti e camerieri? Quanto si spende di solito a persona?",
    None, None, None, kind="d", nu="U", situation="first-communion meal for 50: restaurant or food brought in with staff")

# ---------------- Spanish ----------------
add("es-s01", "Necesito un electricista para sacar una línea nueva de 32 A para la placa de inducción, piso en Mamer, el cuadro está en el sótano",
    "electrical", "Mamer", "Mamer", situation="new 32 A circuit for an induction hob")
add("es-s02", "Quiero poner un grifo exterior en el jardín y una toma de agua con desagüe para la lavadora en el garaje, estamos en L-8030",
    "plumbing", "Strassen", "L-8030", situation="outdoor tap in the garden and water supply plus drain for a washing machine in the garage")
add("es-s03", "Perdí la única llave del buzón y el cartero ya no puede meter nada, ¿alguien que cambie la cerradura en Helmsange?",
    "locksmith", "Walferdange", "Helmsange", situation="only mailbox key lost, replace the mailbox lock")
add("es-s04", "Busco a alguien para podar dos nogales enormes que tapan la luz de la casa en christnach, uno ya toca el tejado",
    "gardening", "Waldbillig", "christnach", situation="prune two huge walnut trees shading the house")
add("es-s05", "Busco un contable para llevar la contabilidad de mi empresa de reformas recién creada: facturas, IVA trimestral y las nóminas de dos empleados.",
    "accounting", None, None, situation="bookkeeping, quarterly VAT and payroll for a new building company")
add("es-s06", "Necesito un abogado laboralista urgente porque me han despedido en el periodo de prueba estando de baja médica.",
    "legal", None, None, situation="dismissed during probation while on sick leave: employment lawyer")
add("es-s07", "Limpieza de alfombras grandes y un sofá de tela de tres plazas a domicilio en Cessange, tenemos un perro que suelta muchísimo pelo 🐶",
    "cleaning", "Luxembourg", "Cessange", situation="clean large rugs and a fabric sofa at home, dog hair")
add("es-s08", "Hay que rehacer las juntas del suelo de la terraza en Ettelbruck, se han ido soltando y entra agua entre las baldosas, unos 20 m2.",
    "tiling", "Ettelbruck", "Ettelbruck", situation="regrout a 20 m2 tiled terrace, water getting under the tiles")
add("es-s09", "Necesito traducir del español al francés y al alemán el folleto y la carta de presentación de mi empresa, unas 6 páginas.",
    "translation", None, None, situation="translate a company brochure and cover letter into French and German")
add("es-s10", "Nos mudamos desde Madrid a Bech en septiembre, buscamos una empresa que descargue el camión internacional y monte los muebles en la casa nueva.",
    "moving", "Bech", "Bech", distractors=["Madrid"], situation="international move from Madrid to Bech: unload and assemble furniture")
add("es-t01", "Cada vez que se enciende la calefacción, sale agua caliente por un tubito que hay al lado de la caldera y cae en un cubo. Ya hemos vaciado el cubo dos veces hoy. La aguja de la presión sube casi a 3. Vivimos en Beringen, ¿alguien puede venir mañana?",
    "heating", "Mersch", "Beringen", kind="a", nu="U", situation="hot water discharging from the boiler's safety valve, pressure near 3 bar")
add("es-t02", "Después de la nevada de la semana pasada, el canalón de la fachada norte cuelga medio suelto. Cuando llueve, el agua cae directamente contra la pared y ya se ve una mancha verde en la fachada. Son unos 10 metros de canalón, en una casa en Pommerloch. ¿Quién puede arreglarlo?",
    "roofing", "Winseler", "Pommerloch", kind="a", nu="U", situation="gutter half torn off by snow, water running down the wall")
add("es-t03", "Esta mañana han salido de un zócalo del salón decenas de hormigas con alas y se han quedado muertas por el suelo. Mi marido dice que es la segunda vez esta primavera. Hay un poco de arenilla junto al rodapié. Vivimos en Reisdorf, en una casa antigua. ¿Qué hacemos?",
    "pest-control", "Reisdorf", "Reisdorf", kind="a", nu="U", situation="swarms of winged ants coming out of the skirting")
add("es-t04", "Un amigo nos dijo que el parquet de roble del salón se podía lijar con una lijadora orbital de alquiler, que era facilísimo. Ahora hay marcas circulares por todas partes y en dos zonas la madera se ve más clara que el resto. La casa está en Esch-Sauer y queremos dejarlo bien antes del verano. Buscamos un parquetista o carpintero que lo lije y barnice como es debido.",
    "carpentry", "Esch-sur-Sûre", "Esch-Sauer", kind="b", nu="N", situation="oak parquet botched with a rented orbital sander on a friend's advice; resand and varnish")
add("es-t05", "La campana extractora de la cocina ya casi no aspira y hace un ruido fuerte en la velocidad 3. Mi cuñado dice que es el motor y que hay que cambiar la campana entera, pero es de 2021 y costó 900 €. Me parece raro que no se pueda reparar. Estamos en Sandweiler, ¿hay alguien que mire este tipo de aparatos?",
    "appliance-repair", "Sandweiler", "Sandweiler", kind="b", nu="U", situation="cooker hood barely extracts and roars; brother-in-law says replace it")
add("es-t06", "Mi suegro rellenó el año pasado las juntas del muro de piedra de nuestra casa en Bourglinster con cemento normal. Ahora he leído que en piedra antigua hay que usar mortero de cal, y de hecho algunas piedras se están desmoronando junto al cemento. Queremos quitarlo y hacerlo bien antes de que empeore. ¿Quién puede hacer este trabajo?",
    "masonry", "Junglinster", "Bourglinster", kind="b", nu="U", situation="old stone wall repointed with cement by father-in-law; redo with lime mortar")
add("es-t07", "El primo de mi socia nos hizo hace tres años la web de nuestra academia de baile y nos dijo que no hacía falta actualizar nada. Ahora el navegador avisa de que el sitio no es seguro y el formulario de inscripción ya no funciona. El primo no contesta. Necesitamos que alguien la arregle o la haga nueva.",
    "web-development", None, None, kind="b", nu="U", situation="dance school's never-updated website flagged insecure, sign-up form broken")
add("es-t08", "Tenemos una pequeña granja de fresas y frambuesas en Medernach y en junio abrimos la recogida al público. Queremos fotos y un vídeo corto de las familias recogiendo fruta para la web y las redes. Buscamos un fotógrafo que pueda venir un sábado por la mañana. ¿Qué precio tiene algo así?",
    "photography", "Vallée de l'Ernz", "Medernach", kind="c", nu="N", situation="pick-your-own berry farm wants photos and a short video")
add("es-t09", "Somos un despacho pequeño de abogados y nos mudamos a una oficina de 180 m2 en Kirchberg. Queremos que alguien diseñe la distribución, la iluminación y el mobiliario: recepción, 5 despachos y una sala de reuniones que dé buena imagen a los clientes. La obra la hará el propietario. ¿A quién nos dirigimos?",
    "interior-design", "Luxembourg", "Kirchberg", kind="c", nu="U", situation="small law firm's new office needs layout, lighting and furniture design")
add("es-t10", "Llevo la recepción de un pequeño hotel rural en Boulaide. Desde la tormenta del domingo, el router de la planta de arriba no funciona, los clientes no tienen wifi y el ordenador de recepción no ve la impresora. Ya hemos reiniciado todo varias veces. ¿Puede venir alguien esta semana?",
    "it-support", "Boulaide", "Boulaide", kind="c", nu="U", situation="rural hotel's upstairs router dead after a storm, reception PC cannot see printer")
add("es-t11", "Somos el club de fútbol de Harlange y el ayuntamiento nos deja poner placas solares en el tejado del vestuario, unos 120 m2. La idea es ahorrar en el agua caliente de las duchas y en la luz del campo. Buscamos una empresa de instalaciones solares que nos haga un estudio y un presupuesto.",
    "solar", "Lac de la Haute-Sûre", "Harlange", kind="c", nu="N", situation="football club wants solar panels on the changing-room roof")
add("es-t12", "Tenemos una casa en Martelange, en el lado belga. Queremos cambiar la terraza vieja por una de madera, unos 30 m2. ¿Merece la pena pino tratado, o es mejor algo más caro como ipé? ¿Algún carpintero de Luxemburgo trabaja también en Bélgica?",
    "carpentry", "abroad", "Martelange", distractors=["Luxemburgo"], kind="d", nu="N", situation="new 30 m2 timber deck at a house in Martelange (Belgium): pine or ipe")
add("es-t13", "Hemos heredado el piso de mi abuela en Itzig, de los años 80, con todo original. Queremos hacer nueva la cocina y el baño, y cambiar los suelos y la electricidad para alquilarlo. ¿Cuánto puede costar más o menos por metro cuadrado? Son unos 85 m2.",
    "renovation", "Hesperange", "Itzig", kind="d", nu="U", situation="inherited 1980s flat: new kitchen, bathroom, floors and wiring, cost per m2")
add("es-t14", "Vamos a pintar toda la casa en Wiltz antes de venderla, unos 400 m2 de paredes y techos. ¿Sale mucho más caro un pintor que hacerlo nosotros los fines de semana? ¿Y qué pintura recomiendan para que quede bien sin gastar demasiado?",
    "painting", "Wiltz", "Wiltz", kind="d", nu="N", situation="repaint a whole house before selling: painter or DIY, which paint")
add("es-t15", "Tengo el reloj de pared de mi abuelo, de 1920, que se para cada dos o tres días. ¿Merece la pena arreglarlo o cuesta más de lo que vale? ¿Cuánto suele costar una revisión completa de un reloj así?",
    None, None, None, kind="d", nu="U", situation="grandfather's 1920 wall clock stops every few days: worth servicing (clock repair)")
