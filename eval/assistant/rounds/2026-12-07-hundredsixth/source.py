MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, bei eis zu Bouneweg leeft d'Waasser an der Toilette dauernd no an de Spullkaaschte gëtt ni ganz voll, kéint een dës Woch laanscht kommen?",
    "plumbing", "Luxembourg", "Bouneweg", situation="toilet cistern keeps running and never fills")
add("lb-s02", "brauch en elektriker fir eng wallbox 11 kw an der garage ze installéieren hesper route de thionville",
    "electrical", "Hesperange", "hesper", distractors=("thionville",), situation="install an 11 kW wallbox in the garage; street named after a French town")
add("lb-s03", "Mir plënneren Enn Februar vu Walfer op Dikrech, 3-Zëmmer-Appartement am zweete Stack ouni Lift, wien hätt Zäit a wat kascht dat?",
    "moving", "Walferdange", "Walfer", distractors=("Dikrech",), situation="flat move from Walferdange to Diekirch, second floor without lift")
add("lb-s04", "Sichen en Affekot deen sech mat Ierfschaftsrecht auskennt, mir sinn dräi Geschwëster an eis Mamm huet keen Testament gemaach",
    "legal", None, None, situation="inheritance between three siblings without a will")
add("lb-s05", "Wat kascht et ongeféier, fir 25 m² Plättercher 60x60 an der Kichen ze leeën, d'Haus ass zu Ettelbréck?",
    "tiling", "Ettelbruck", "Ettelbréck", situation="price for laying 25 m2 of 60x60 kitchen floor tiles")
add("lb-s06", "wie kann eis wiss zu noumer vertikutéieren an nei asäen ongeféier 600m2 gär nach virun Ouschteren",
    "gardening", "Nommern", "noumer", situation="scarify and reseed a 600 m2 lawn before Easter")
add("lb-s07", "Ech brauch en Dolmetscher Lëtzebuergesch-Portugisesch fir e Rendez-vous beim Notaire, den 14te Mäerz moies.",
    "translation", None, None, situation="interpreter Luxembourgish-Portuguese for a notary appointment")
add("lb-s08", "Mir sichen e Fotograf fir eis 20 Joer Firmefeier den 12te Juni am Schlass zu Klierf, ongeféier 80 Leit 📸",
    "photography", "Clervaux", "Klierf", situation="photographer for a company's 20-year party at the castle")
add("lb-s09", "Eisen Siemens-Dampfgarer gëtt net méi waarm an d'Luucht bannen brennt och net méi, mir wunnen zu Biissen, lount sech eng Reparatur nach?",
    "appliance-repair", "Bissen", "Biissen", situation="steam oven no longer heats, interior light dead")
add("lb-s10", "Ka mir een eng gutt Fahrschoul fir de Moto-Führerschäin A2 recommandéieren?",
    None, None, None, situation="looking for a motorbike driving school (not a trade)")
add("lb-t01", "Zënter ongeféier zwou Wochen héiere mir nuets eppes am Plafong vum Schlofzëmmer kraazen a lafen. Um Späicher leien iwwerall kleng schwaarz Kréimelen an d'Isolatioun ass u verschiddene Plazen zerrappt. Haut de Moien war och eng Tut Mëll an der Kichen ugebass. D'Kanner trauen sech net méi eleng ze schlofen. Mir wunnen zu Téiteng, wie kann do eppes maachen?",
    "pest-control", "Kayl", "Téiteng", kind="a", nu="U", situation="scratching in the ceiling at night, droppings and chewed insulation and flour bag")
add("lb-t02", "All Kéier wann ech de Waasserkacher an den Toaster zur selwechter Zäit amaachen, ass d'Kichen op eemol däischter. Da muss ech an de Keller goen an do e klenge Schalter eropdrécken, an dann geet et erëm. Zënter gëschter geschitt et och, wann just d'Mikrowell leeft. Adress: 12, rue de la Gare, L-3235.",
    "electrical", "Bettembourg", "L-3235", not_place=("Gare",), kind="a", nu="U", situation="kitchen circuit cuts out whenever kettle and toaster run, now even the microwave alone")
add("lb-t03", "Zënter mer aus der Vakanz zréck sinn, gëtt de Buedem am Bad an an der Kichen net méi waarm. An de Schlofzëmmer uewen ass alles normal. Am Keller um Verdeeler si bei zwee vun de klenge Glieser keng Bëlle méi ze gesinn, bei deenen aneren dréint sech eppes. D'Haus ass zu Mersch, gebaut 2009.",
    "heating", "Mersch", "Mersch", kind="a", nu="U", situation="two underfloor heating loops (bathroom, kitchen) stay cold after holidays")
add("lb-t04", "Eise Proprietär huet virun zwee Joer d'Fassad vum Haus selwer gestrach, mat enger Faarf déi nach am Keller stoung. Hie sot, dat géif laang halen, Faarf wier Faarf. Elo schielt se a ganze Stécker of an ënnendrënner ass alles gro a fleckeg. Hien ass elo d'accord, datt mir e richtege Moler froen. D'Haus ass zu Wolz, ongeféier 140 m² Fassad.",
    "painting", "Wiltz", "Wolz", kind="b", nu="N", situation="landlord painted the facade with leftover paint, now peeling; painter wanted")
add("lb-t05", "Mäin Noper huet mir geroden, eisen ale Parkett selwer mat enger Bandschleifmaschinn aus dem Baumarché ofzeschleifen. Elo sinn am Living iwwerall déif Wellen a Rillen am Holz, an op zwou Plazen gesäit een d'Nol. Den Eechen-Parkett selwer ass eigentlech nach gutt. Wie kann dat nach retten? Mir wunnen zu Gonnereng.",
    "carpentry", "Junglinster", "Gonnereng", not_place=("Holz",), kind="b", nu="U", situation="neighbour's tip to belt-sand the oak parquet left grooves; floor to be rescued")
add("lb-t06", "De Schwoer sot, mir sollen d'Rëss an eiser Gaardemauer einfach mat Silikon zoumaachen, dat géif duergoen. Elo, ee Wanter méi spéit, sinn d'Rëss méi grouss an de Verputz fällt ënnen a Placken of. D'Mauer ass aus Bréck, ongeféier 15 Meter laang an 1,20 héich. Dat ass zu Zolwer, hannert dem Haus.",
    "masonry", "Sanem", "Zolwer", kind="b", nu="U", situation="brother-in-law sealed garden-wall cracks with silicone; cracks grew and render falls off")
add("lb-t07", "Am Bricomarché hu se mir e bëllegen Zylinder fir d'Hausdier verkaaft, dee géif iwwerall passen. Zënter engem Mount geet de Schlëssel ëmmer méi schwéier, an den Noper sot, ech soll Ueleg drasprëtzen. Elo dréint e bal guer net méi an ech fäerten, datt ech muer virun der Dier stinn. Ech fuere moies an d'Stad schaffen a sinn eréischt owes um 7 doheem zu Dikrech. Kann e Schlässer owes kommen an e gudden Zylinder asetzen?",
    "locksmith", "Diekirch", "Dikrech", distractors=("d'Stad",), kind="b", nu="N", situation="cheap cylinder from DIY shop, neighbour said oil it, now key barely turns")
add("lb-t08", "Ech sinn am Comité vum Fussballclub zu Feelen. No der Saison sinn d'Vestiairen an d'Duschen an engem schlëmmen Zoustand, Kallek un de Maueren an Dreck ënner de Bänken. D'Gemeng wëll, datt dat bis Ufank August ganz propper ass. Mir sichen eng Firma, déi dat eemol grëndlech mécht, ongeféier 180 m².",
    "cleaning", "Feulen", "Feelen", kind="c", nu="U", situation="football club needs changing rooms and showers deep-cleaned after the season")
add("lb-t09", "Mir hunn eng kleng Bäckerei zu Réiden mat zwee Rechner am Büro an enger Keess am Buttek. Zënter dem leschten Update fält de Wifi am Büro all zweet Stonn aus an den Drécker gëtt net méi fonnt. Mäi Neveu huet et probéiert, ouni Erfolleg. Mir bräuchten en IT-Techniker, deen eist Netzwierk eemol richteg opsetzt.",
    "it-support", "Redange", "Réiden", kind="c", nu="N", situation="bakery office wifi drops and printer not found after update")
add("lb-t10", "Ech sinn Tresorier vun enger Musekgesellschaft mat 60 Memberen. Bis elo huet ee Member d'Konten an engem Heft gefouert, mä fir de Subsid wëll d'Gemeng elo eng richteg Bilan gesinn. Mir sichen e Comptabel, deen eis Buchhaltung fir e faire Präis iwwerhëlt. Iwwerweisungen a Keess hu mer alles an engem Excel.",
    "accounting", None, None, kind="c", nu="N", situation="music society needs proper books and a balance sheet for its subsidy")
add("lb-t11", "Mir hunn e klengt Restaurant zu Beckerich a wëllen de Sall ëmgestalten. De Moment stinn 40 Plaze ganz enk, ëmmer do wou et zitt, an d'Luucht ass vill ze haart. Mir bräuchten een, deen eis e Plang mécht: wéi d'Dëscher stinn, wéi eng Faarwen a wéi eng Luuchten. D'Aarbechte selwer maache mir duerno mat eisen eegenen Handwierker.",
    "interior-design", "Beckerich", "Beckerich", kind="c", nu="U", situation="restaurant wants a layout, colour and lighting plan for its dining room")
add("lb-t12", "Eist Daach ass no Nordosten ausgeriicht, mat ongeféier 30 Grad Neigung. Lount sech do iwwerhaapt eng Photovoltaikanlag? Den Noper mat Süddaach seet jo, mäi Brudder seet neen. Ech hätt gär, datt eng Solarfirma sech dat zu Ëlwen ukuckt a mir éierlech seet, wat do erauskënnt.",
    "solar", "Troisvierges", "Ëlwen", kind="d", nu="N", situation="is PV worth it on a north-east facing roof")
add("lb-t13", "Mir wëllen de Späicher vun eisem Haus zu Proz zu engem Kannerzëmmer mat klengem Bad ausbauen, ongeféier 35 m². Et misst alles isoléiert ginn, Fënsteren an d'Daach, Stroum, Waasser an e Buedem. Ronn wat kascht sou eppes pro m², a wéi laang dauert et? D'Bank wëll eng Schätzung gesinn, ier mer de Prêt kréien.",
    "renovation", "Préizerdaul", "Proz", kind="d", nu="U", situation="rough cost and duration of converting an attic into a child's room with bathroom")
add("lb-t14", "Ech ginn zënter engem Joer Yoga-Coursen an engem Veräinssall. Bis elo mellen d'Leit sech iwwer WhatsApp un a bezuele bar. Brauch ech wierklech eng eege Säit mat Umeldung an Online-Bezuelung, oder geet dat och mat engem Instagram-Kont? A wat kascht sou eng Säit ongeféier?",
    "web-development", None, None, kind="d", nu="U", situation="does a yoga teacher need her own site with sign-up and payment")
add("lb-t15", "Meng Mamm wunnt zu Gouvy an der Belsch, direkt iwwer der Grenz. Bei hirem Haus leeft beim Reen d'Waasser iwwer d'Dachrinne eraus an d'Mauer drënner ass schonn donkel. D'Rinne sinn aus Zénk a bestëmmt 40 Joer al. Ass et besser se fléckegen ze loossen oder direkt nei ze maachen?",
    "roofing", "abroad", "Gouvy", distractors=("Belsch",), kind="d", nu="U", situation="mother's zinc gutters overflow in Belgian village: repair or replace")

# ---------------- French ----------------
add("fr-s01", "Bonjour, suite à la tempête de samedi il manque plusieurs tuiles sur notre toit à Esch/Alzette et l'eau goutte dans le grenier, quelqu'un peut-il passer rapidement ?",
    "roofing", "Esch-sur-Alzette", "Esch/Alzette", situation="storm blew tiles off, water dripping into the attic")
add("fr-s02", "Besoin d'un devis pour une boutique en ligne Shopify d'environ 120 produits (bougies artisanales), avec paiement par carte et Payconiq",
    "web-development", None, None, situation="online shop for handmade candles, card and Payconiq payment")
add("fr-s03", "on cherche qqn pour laver les vitres de notre maison à strassen 2 fois par an, il y a aussi une véranda de 30 m2",
    "cleaning", "Strassen", "strassen", situation="window cleaning twice a year including a 30 m2 veranda")
add("fr-s04", "Devis svp pour le déménagement d'un F3 de Dudelange vers Metz début avril, avec démontage et remontage des meubles",
    "moving", "Dudelange", "Dudelange", distractors=("Metz",), situation="move of a three-room flat from Dudelange to Metz")
add("fr-s05", "Pourriez-vous remplacer le vieux tableau à fusibles de notre maison à Lamadelaine par un tableau avec disjoncteurs et différentiels ?",
    "electrical", "Pétange", "Lamadelaine", situation="replace an old fuse box with a modern board")
add("fr-s06", "porte claquée avec les clés à l'intérieur, je suis au Limpertsberg pas loin du Glacis, vous pouvez venir maintenant ?!",
    "locksmith", "Luxembourg", "Limpertsberg", situation="door slammed shut with keys inside")
add("fr-s07", "Quelqu'un pour tenir la comptabilité d'une petite SARL de transport (3 camions) et faire les fiches de salaire de 4 chauffeurs ?",
    "accounting", None, None, situation="bookkeeping and payslips for a small haulage company")
add("fr-s08", "Des punaises de lit dans la chambre de mon fils depuis son retour de colonie, on habite Schifflange, c'est urgent 😩",
    "pest-control", "Schifflange", "Schifflange", situation="bed bugs in a child's bedroom after summer camp")
add("fr-s09", "Besoin d'un jardinier pour abattre un bouleau de 12 m trop proche de notre maison de vacances à Mondorff, côté français juste en face de Mondorf-les-Bains, avec évacuation du bois.",
    "gardening", "abroad", "Mondorff", distractors=("Mondorf-les-Bains",), situation="fell a 12 m birch at a holiday home in the French village facing Mondorf")
add("fr-s10", "Nous cherchons un(e) décorateur(trice) d'intérieur pour repenser le salon-séjour ouvert de 45 m² de notre maison à Bertrange (meubles, couleurs, éclairage).",
    "interior-design", "Bertrange", "Bertrange", situation="rethink a 45 m2 open living room: furniture, colours, lighting")
add("fr-t01", "Depuis deux jours, quand on tire la chasse à l'étage, l'eau remonte dans la douche du rez-de-chaussée. Ça sent mauvais dans toute la salle de bains. On a versé un produit du supermarché, rien n'a changé. Maison mitoyenne à Oberkorn, années 60.",
    "plumbing", "Differdange", "Oberkorn", kind="a", nu="U", situation="flushing upstairs makes water come up in the ground-floor shower")
add("fr-t02", "Notre frigo-congélateur Liebherr fait un claquement toutes les dix minutes et le bas du frigo est tiède, alors que le congélateur marche encore. Il a huit ans et il avait coûté mille deux cents euros. J'ai tout mis dans une glacière en attendant. On est à Bascharage, près de l'église.",
    "appliance-repair", "Käerjeng", "Bascharage", not_place=("cents",), kind="a", nu="U", situation="fridge clicks every ten minutes and the fridge part warms up")
add("fr-t03", "Depuis qu'on a changé de box internet, l'imprimante et le PC du bureau ne trouvent plus le réseau. Dans les chambres du haut il n'y a plus de wifi du tout. Mon mari a redémarré tout dix fois. On est à Leudelange et je télétravaille à partir de lundi.",
    "it-support", "Leudelange", "Leudelange", kind="a", nu="U", situation="after a new internet box, printer and PC lose the network, no wifi upstairs")
add("fr-t04", "Le vendeur du magasin de bricolage m'a assuré qu'on pouvait poser du carrelage directement sur l'ancien parquet de la cuisine. Trois mois plus tard, les joints se fissurent et deux carreaux sonnent creux. Je cherche un carreleur sérieux pour tout reprendre correctement. C'est à Rumelange, environ 12 m².",
    "tiling", "Rumelange", "Rumelange", kind="b", nu="N", situation="shop said tile straight onto old parquet; joints crack, tiles hollow")
add("fr-t05", "Notre voisin, très « bricoleur », nous a conseillé de baisser la pression de la chaudière à 0,5 bar pour consommer moins. Depuis, elle se met en sécurité tous les matins et il fait 16 degrés dans la maison. Je n'ose plus rien toucher. Quelqu'un peut-il venir la remettre en ordre à Pontpierre ?",
    "heating", "Mondercange", "Pontpierre", kind="b", nu="U", situation="neighbour told them to drop boiler pressure to 0.5 bar; it now locks out every morning")
add("fr-t06", "La gérance de notre immeuble nous a dit de repeindre nous-mêmes le plafond de la cage d'escalier avec une peinture acrylique premier prix. Au bout de deux semaines, ça a fait des cloques et ça se décolle par plaques. Maintenant il faudrait gratter et tout refaire proprement sur trois étages. C'est rue de Rollingergrund à Belair.",
    "painting", "Luxembourg", "Belair", not_place=("Rollingergrund",), kind="b", nu="U", situation="property manager's cheap paint on stairwell ceiling blistered; scrape and redo")
add("fr-t07", "Un copain m'a dit de passer un vernis d'intérieur sur notre terrasse en bois exotique, « ça protège pareil ». Après un seul hiver le vernis s'écaille, les lames sont grises et trois sont pourries près du mur. Je voudrais qu'un menuisier remplace les lames abîmées et traite le reste correctement. Maison à Kleinbettingen, terrasse de 25 m².",
    "carpentry", "Steinfort", "Kleinbettingen", kind="b", nu="N", situation="friend said use indoor varnish on a hardwood deck; boards grey and rotting")
add("fr-t08", "Notre club de tennis de table de Dalheim fête ses 50 ans le 20 juin. Nous voudrions des photos de toutes les équipes, des portraits des anciens présidents et deux ou trois petites vidéos pour Facebook. La salle est petite et assez sombre. Le budget du comité est d'environ 600 €.",
    "photography", "Dalheim", "Dalheim", kind="c", nu="U", situation="table-tennis club's 50th anniversary: team photos, portraits, short videos")
add("fr-t09", "Notre start-up signe un contrat de distribution avec un partenaire japonais. Le contrat fait 18 pages en anglais et notre avocat veut une version française fidèle avant la signature. Il nous faudrait aussi un interprète pour la réunion en visio de mardi. Avez-vous un traducteur anglais-français habitué aux textes juridiques ?",
    "translation", None, None, kind="c", nu="N", situation="start-up needs an 18-page distribution contract translated and an interpreter")
add("fr-t10", "Nous exploitons une ferme laitière à Hellange. Le hangar à machines a environ 600 m² de toit orienté plein sud, et la facture d'électricité des robots de traite et du tank à lait explose. Nous cherchons quelqu'un qui puisse dimensionner une installation sur ce toit pour produire notre propre courant. Le toit est en fibrociment, est-ce un problème ?",
    "solar", "Frisange", "Hellange", kind="c", nu="U", situation="dairy farm wants PV on a 600 m2 shed roof for milking robots")
add("fr-t11", "Nous sommes un domaine viticole à Remerschen. Après les fortes pluies, un mur de soutènement en pierres d'environ 20 m s'est effondré en bas d'une parcelle de riesling. Les vendanges commencent dans six semaines et le chemin doit être dégagé et le mur refait. Qui peut intervenir rapidement avec une mini-pelle ?",
    "masonry", "Schengen", "Remerschen", kind="c", nu="U", situation="winery's 20 m stone retaining wall collapsed before harvest")
add("fr-t12", "Mon employeur veut me licencier pour faute grave après 14 ans, pour un retard de rapport. J'ai reçu la lettre de convocation hier. Est-ce que ça vaut la peine de prendre un avocat tout de suite, ou vaut-il mieux passer d'abord par le syndicat ? Et combien coûte en général une procédure devant le tribunal du travail ?",
    "legal", None, None, kind="d", nu="N", situation="dismissal for gross misconduct after 14 years: lawyer or union first, and cost")
add("fr-t13", "Nous hésitons à acheter un appartement des années 70 à Remich, avec vue sur la Moselle. Tout est d'origine : salle de bains, cuisine, électricité, sols. Combien faut-il compter en gros pour tout remettre à neuf sur 85 m² ? On voudrait le savoir avant de faire une offre.",
    "renovation", "Remich", "Remich", kind="d", nu="U", situation="rough cost to bring an untouched 1970s flat up to date before making an offer")
add("fr-t14", "On a acheté une maison de 1962 à Capellen et l'eau du robinet est un peu rouille le matin. Les tuyaux qu'on voit à la cave sont en acier galvanisé. Faut-il tout remplacer d'un coup ou seulement la colonne principale ? Et ça coûte combien, à peu près ?",
    "plumbing", "Mamer", "Capellen", kind="d", nu="U", situation="rusty tap water in a 1962 house with galvanised pipes: replace all or part")
add("fr-t15", "Ma fille est en 4e et elle décroche complètement en maths depuis la rentrée. Sa prof conseille des cours particuliers. Est-ce que quelqu'un sait combien ça coûte de l'heure et s'il vaut mieux un étudiant ou un prof retraité ?",
    None, None, None, kind="d", nu="N", situation="private maths tutoring for a teenager: price and who (not a trade)")

# ---------------- German ----------------
add("de-s01", "Unser Büro auf Kirchberg mit 12 Arbeitsplätzen sucht einen IT-Dienstleister für Wartung, Backups und Microsoft 365, am liebsten mit festem Vertrag.",
    "it-support", "Luxembourg", "Kirchberg", not_place=("einen",), situation="12-seat office wants an IT maintenance contract (backups, Microsoft 365)")
add("de-s02", "Wer übersetzt die Bedienungsanleitung unserer Verpackungsmaschine (etwa 40 Seiten) vom Deutschen ins Französische und ins Englische?",
    "translation", None, None, situation="translate a 40-page machine manual into French and English")
add("de-s03", "Dachrinne hängt seit dem Sturm an einer Ecke runter, Reihenhaus in Echternach, bitte um Rückruf",
    "roofing", "Echternach", "Echternach", situation="gutter hanging down at one corner after a storm")
add("de-s04", "Ich brauche einen Anwalt für Baurecht, weil unser Bauträger die Übergabe unserer Wohnung seit acht Monaten immer wieder verschiebt.",
    "legal", None, None, not_place=("einen",), situation="developer keeps postponing handover of a new flat")
add("de-s05", "Wer kann bei uns in Grevenmacher eine 25 Jahre alte Ölheizung gegen eine Pelletheizung tauschen und was kostet das ungefähr?",
    "heating", "Grevenmacher", "Grevenmacher", situation="replace a 25-year-old oil boiler with a pellet boiler")
add("de-s06", "Geschirrspüler von Bosch pumpt nicht mehr ab und unten steht Wasser, wohne in Wasserbillig, lohnt sich die Reparatur bei einem 6 Jahre alten Gerät?",
    "appliance-repair", "Mertert", "Wasserbillig", situation="dishwasher no longer drains, water left in the bottom")
add("de-s07", "Wir ziehen im Mai von Vianden nach Trier und suchen ein Umzugsunternehmen für etwa 40 Kartons und ein paar Möbel, gern mit Einlagerung für zwei Wochen",
    "moving", "Vianden", "Vianden", distractors=("Trier",), situation="move from Vianden to Trier with two weeks of storage")
add("de-s08", "treppe aus eiche knarzt bei jeder stufe und zwei stufen wackeln richtig consdorf wer kann das richten",
    "carpentry", "Consdorf", "consdorf", situation="oak staircase creaks and two treads wobble")
add("de-s09", "Suchen jemanden, der unseren völlig verwilderten Garten in Altrier einmal zurückschneidet und die Brombeeren rausreißt, ungefähr 800 m²",
    "gardening", "Bech", "Altrier", situation="overgrown 800 m2 garden, brambles to clear")
add("de-s10", "Kennt jemand eine gute Hundeschule oder einen Hundetrainer für unseren jungen Labrador, der an der Leine zieht wie verrückt?",
    None, None, None, not_place=("einen",), situation="dog school for a young Labrador (not a trade)")
add("de-t01", "Seit gestern riecht es im Keller muffig und hinter der Waschmaschine ist der Boden nass. Ich habe alles trockengewischt, aber heute Morgen war es wieder nass. Der Wasserzähler dreht sich langsam weiter, auch wenn alle Hähne zu sind. Wir wohnen in Berg, Einfamilienhaus Baujahr 1988.",
    "plumbing", "Betzdorf", "Berg", kind="a", nu="U", situation="wet cellar floor and water meter turning with all taps shut")
add("de-t02", "Aus dem Vorratsschrank fliegen seit Wochen kleine graue Falter, und in den Haferflocken und Nüssen sind weiße Gespinste. Ich habe schon zweimal alles weggeworfen und die Schränke mit Essig ausgewischt. Nach ein paar Tagen sind sie wieder da, jetzt auch im Schlafzimmer. Wir sind in Rosport und langsam am Verzweifeln.",
    "pest-control", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="pantry moths keep coming back despite throwing food away")
add("de-t03", "Im Badezimmer kribbelt es leicht in der Hand, wenn man den Handtuchheizkörper und gleichzeitig den Wasserhahn anfasst. Meine Tochter hat es zuerst gemerkt, ich dachte erst, sie übertreibt. Es fliegt keine Sicherung raus und alles funktioniert sonst normal. Haus in Flaxweiler, die Anlage ist von 1995.",
    "electrical", "Flaxweiler", "Flaxweiler", kind="a", nu="U", situation="tingling when touching the electric towel rail and the tap at once")
add("de-t04", "Im Baumarkt hat man uns gesagt, dass man Dispersionsfarbe ohne Weiteres über die alte Ölfarbe an den Küchenwänden streichen kann. Jetzt, zwei Monate später, löst sich die neue Farbe in langen Streifen ab. Aus diesem Grund wollen wir das diesmal von einem Maler machen lassen, der weiß, wie man so einen Untergrund vorbereitet. Küche etwa 30 m² Wandfläche, in Fouhren.",
    "painting", "Tandel", "Fouhren", not_place=("einen", "Grund",), kind="b", nu="N", situation="DIY store said emulsion goes over old oil paint; it now peels in strips")
add("de-t05", "Mein Schwiegervater meinte, man kann die Fugen in der Dusche einfach mit Fugenmörtel aus dem Baumarkt nachziehen, ohne die alten auszukratzen. Nach vier Wochen bröselt alles wieder raus und an zwei Stellen klingen die Fliesen hohl. Die Dusche ist ebenerdig, etwa 1,20 x 1,20. Wer kann das bei uns in Manternach ordentlich erneuern?",
    "tiling", "Manternach", "Manternach", kind="b", nu="U", situation="father-in-law regrouted the shower over old grout; it crumbles, tiles hollow")
add("de-t06", "Der Nachbar hat uns geraten, den Rasen im Hochsommer mittags zu sprengen und ganz kurz zu mähen, dann würde er dichter. Jetzt ist er braun, hat kahle Stellen und überall wächst Moos. Im Herbst soll hier die Kommunionsfeier unseres Sohnes stattfinden. Kann jemand den Rasen im Müllerthal wieder herrichten oder neu anlegen?",
    "gardening", "Waldbillig", "Müllerthal", kind="b", nu="U", situation="neighbour's advice (midday watering, very short mowing) ruined the lawn")
add("de-t07", "Der Verkäufer im Baustoffhandel hat uns Gipsputz für die feuchten Kellerwände empfohlen. Ein Jahr später blüht überall Salz aus und der Putz fällt in Platten ab. Die Wände sind aus Bruchstein, das Haus ist über hundert Jahre alt. Wir suchen einen Maurer, der den Putz runterholt und mit dem richtigen Material neu verputzt, in Greiveldange.",
    "masonry", "Stadtbredimus", "Greiveldange", not_place=("einen",), kind="b", nu="N", situation="builders' merchant sold gypsum plaster for damp cellar walls; salt blooms, plaster falls")
add("de-t08", "Wir betreiben einen Campingplatz in Berdorf mit 14 Mobilheimen. An den Wechseltagen samstags müssen alle Heime zwischen 10 und 15 Uhr gründlich sauber sein, inklusive Bettwäsche wechseln. Unsere bisherige Aushilfe hört auf. Wer könnte das ab Juni bis Ende September übernehmen?",
    "cleaning", "Berdorf", "Berdorf", not_place=("einen",), kind="c", nu="U", situation="campsite needs turnover cleaning of 14 mobile homes on Saturdays")
add("de-t09", "Wir sind ein kleiner Reitverein mit 40 Mitgliedern. Unsere Homepage hat ein Mitglied 2011 gebaut, sie ist auf dem Handy nicht lesbar und keiner kommt mehr rein. Wir suchen einen Webentwickler, der eine neue Seite mit Hallenbelegungsplan und Mitgliederbereich baut. Budget ist begrenzt, wir sind ein Verein.",
    "web-development", None, None, not_place=("einen",), kind="c", nu="N", situation="riding club needs a new site with arena booking plan and members' area")
add("de-t10", "Unser Hotel in Befort eröffnet nach dem Umbau im April wieder. Für die neue Website und die Buchungsportale brauchen wir professionelle Bilder der 18 Zimmer, des Restaurants und der Terrasse. Schön wären auch ein paar Luftaufnahmen mit Blick auf die Burg. Der Termin müsste vor Ostern sein.",
    "photography", "Beaufort", "Befort", kind="c", nu="U", situation="hotel reopening needs pictures of rooms, restaurant and aerial shots")
add("de-t11", "Wir leiten eine Kindertagesstätte in Wecker mit 35 Kindern. Zwei ehemalige Mitarbeiterinnen haben ihre Schlüssel nie zurückgegeben und jetzt ist auch noch ein Generalschlüssel verschwunden. Wir möchten alle Zylinder austauschen und am liebsten eine Schließanlage, bei der man verlorene Schlüssel sperren kann. Welcher Schlüsseldienst macht so etwas?",
    "locksmith", "Biwer", "Wecker", kind="c", nu="N", situation="crèche lost keys and a master key, wants a new locking system")
add("de-t12", "Wir wohnen in Perl und arbeiten beide in Luxemburg, haben zwei Kinder und seit letztem Jahr einen Immobilienkredit. Lohnt es sich, für die Steuererklärung jemanden zu bezahlen, oder schafft man das mit MyGuichet selbst? Was kostet so etwas ungefähr?",
    "accounting", None, None, distractors=("Perl", "Luxemburg"), not_place=("einen",), kind="d", nu="U", situation="cross-border couple: pay someone for the tax return or do it themselves")
add("de-t13", "Wir haben ein altes Winzerhaus in Ahn mit Schieferdach, mitten im Ortskern. Dürfen wir da überhaupt Module aufs Dach setzen, und sind die schwarzen Indach-Module viel teurer als normale? Uns geht es vor allem um Strom für die Wärmepumpe.",
    "solar", "Wormeldange", "Ahn", kind="d", nu="U", situation="PV on a slate roof in a village centre: allowed, and in-roof modules cost")
add("de-t14", "Wir haben eine alte Mühle in Stolzemburg gekauft, der Wohnbereich hat 70 m² mit niedrigen Decken und kleinen Fenstern. Es wirkt alles dunkel und eng. Lohnt sich eine Innenarchitektin für Licht- und Möbelplanung, oder ist das rausgeschmissenes Geld?",
    "interior-design", "Putscheid", "Stolzemburg", kind="d", nu="N", situation="dark low-ceilinged mill living area: is an interior designer worth it")
add("de-t15", "Wir haben ein Haus in Echternacherbrück gekauft, also direkt gegenüber von Echternach auf der deutschen Seite. Küche, Bad, Elektrik und alle Böden müssen raus. Früher fuhren wir nur zum Tanken rüber, jetzt ziehen wir ganz hin. Wie viel Zeit muss man für so etwas rechnen, bis man einziehen kann?",
    "renovation", "abroad", "Echternacherbrück", distractors=("Echternach",), not_place=("fuhren",), kind="d", nu="U", situation="how long a full refit of a house just across the German border takes")

# ---------------- English ----------------
add("en-s01", "Need an electrician to add two outdoor sockets and low lights along the driveway in Olm, the trench for the cable is already dug.",
    "electrical", "Kehlen", "Olm", situation="outdoor sockets and driveway lights, trench already dug")
add("en-s02", "Can anyone recommend an accountant who handles payroll and the social security declarations for a household employing a full-time nanny?",
    "accounting", None, None, situation="payroll and social security for a household employing a nanny")
add("en-s03", "we're moving from our house in Moutfort to a flat in Cents on the 15th of March, 2 bedrooms and LOTS of books, can someone quote",
    "moving", "Contern", "Moutfort", distractors=("Cents",), situation="house-to-flat move with many books, Contern to a city quarter")
add("en-s04", "I need an interpreter (English–Portuguese) for a parent-teacher meeting at my son's school next Thursday afternoon.",
    "translation", None, None, situation="interpreter for a parent-teacher meeting")
add("en-s05", "Pigeons have taken over the balcony of our flat in Sandweiler, droppings everywhere, who can put up spikes or netting?",
    "pest-control", "Sandweiler", "Sandweiler", situation="pigeons on a flat's balcony: spikes or netting")
add("en-s06", "quote for retiling a 6 m2 laundry room floor in mullendorf, old tiles are cracked, we'd go for porcelain 30x60",
    "tiling", "Steinsel", "mullendorf", situation="retile a 6 m2 laundry floor with porcelain")
add("en-s07", "Is there an English-speaking lawyer who can check a commercial lease for my bike shop before I sign it on Friday?",
    "legal", None, None, situation="check a commercial lease before signing")
add("en-s08", "The flat roof over our garage in Bridel leaks at a seam after every heavy rain, it's old felt from the 90s, could it be redone in EPDM?",
    "roofing", "Kopstal", "Bridel", situation="leaking felt flat roof over garage, redo in EPDM")
add("en-s09", "Looking for a photographer to do headshots of our 25-person team at the office in Senningerberg, one morning in April 📷",
    "photography", "Niederanven", "Senningerberg", situation="team headshots at an office")
add("en-s10", "Any recommendations for a reliable mechanic who can get my 2012 Golf ready for the contrôle technique?",
    None, None, None, situation="car mechanic before the vehicle inspection (not a trade)")
add("en-t01", "Since this morning the key in our front door just goes round and round and the bolt doesn't move at all. The door is shut but not locked, so we can't leave the flat. My husband is travelling until Sunday and I have two small kids here. We're in Gasperich, third floor.",
    "locksmith", "Luxembourg", "Gasperich", kind="a", nu="U", situation="key spins freely in the front door, bolt won't move")
add("en-t02", "Hot water is fine, but the radiators downstairs have stayed stone cold since we switched the heating on this autumn. The upstairs ones get lukewarm at best. I can hear the pump in the boiler cupboard humming but nothing seems to move. Weiler-la-Tour, house from 2002.",
    "heating", "Weiler-la-Tour", "Weiler-la-Tour", kind="a", nu="U", situation="downstairs radiators stone cold since autumn, pump hums")
add("en-t03", "Our tumble dryer runs for three hours and the clothes still come out damp. The outside of the machine gets really hot and the amber light on the front keeps blinking. I've cleaned the filter and emptied the water tank twice. We live in Lintgen and wash for five people, so this is urgent.",
    "appliance-repair", "Lintgen", "Lintgen", not_place=("amber",), kind="a", nu="U", situation="tumble dryer runs for hours, clothes still damp, blinking light")
add("en-t04", "Two years ago our neighbour told us bamboo would make a quick, easy privacy screen. Now the roots are coming up through the grass and even between the terrace slabs. He says just cut it back, but it's clearly spreading. We need a gardener who can dig it all out and put in a proper root barrier, our place is in Garnich.",
    "gardening", "Garnich", "Garnich", not_place=("grass",), kind="b", nu="N", situation="neighbour's bamboo tip spread through lawn and terrace; remove it with a root barrier")
add("en-t05", "Our landlord told us to fill the crack above the living room window with caulk and paint over it. It has opened up again three times and is now about 5 mm wide, running diagonally towards the ceiling. I'd like someone to look at it properly before it gets worse. House in Schouweiler, built in the 70s.",
    "masonry", "Dippach", "Schouweiler", kind="b", nu="U", situation="landlord said caulk the diagonal crack over a window; it keeps reopening")
add("en-t06", "The guy at the DIY store said a cheap push-fit connector would be fine to extend the pipe to our outside tap. It burst in January and flooded the garage before we noticed. The wall is still wet and the bill for the dehumidifier alone was over 200 euros. Can someone reroute that pipe properly with a frost-proof tap, in Goeblange?",
    "plumbing", "Koerich", "Goeblange", not_place=("bill",), kind="b", nu="U", situation="DIY store's push-fit connector on the outside-tap pipe burst and flooded the garage")
add("en-t07", "My sister-in-law, who does interiors on Instagram, convinced us to paint the hallway and stairs in a dark matt green. It looks great in photos, but every scuff from the kids' bags and the dog shows. We'd like a painter to redo it with a washable eggshell finish, same colour. Semi-detached house in Howald, about 60 m² of walls.",
    "painting", "Hesperange", "Howald", kind="b", nu="N", situation="sister-in-law's dark matt paint scuffs; repaint in washable finish")
add("en-t08", "We run a small co-working space in Hollerich, one open floor of about 220 m². At the moment it's 14 desks in rows and people complain about noise on calls. We'd like someone to plan a new layout with 20 desks, two phone booths, better acoustics and proper lighting. We'll hire the builders ourselves once we have the plan.",
    "interior-design", "Luxembourg", "Hollerich", kind="c", nu="U", situation="co-working space wants a new layout, acoustics and lighting plan")
add("en-t09", "We are a dental practice in Bertrange with three treatment rooms and a waiting area, roughly 180 m². Our current cleaner is retiring at the end of the month. We need a cleaning company that comes every weekday evening and knows about disinfection in medical settings. Please send a monthly price.",
    "cleaning", "Bertrange", "Bertrange", kind="c", nu="N", situation="dental practice needs evening cleaning with medical disinfection")
add("en-t10", "Our little architecture studio in Mamer keeps all drawings on a NAS that has started making clicking noises. Two of the laptops can no longer open the shared drive, and nobody knows if the backups actually work. None of us is technical, we just draw. Could someone come in, rescue the data and set up something reliable?",
    "it-support", "Mamer", "Mamer", kind="c", nu="U", situation="architecture studio's NAS clicks, shared drive unreachable, backups unknown")
add("en-t11", "We organise three trail-running races a year, about 1,500 runners in total. Right now registrations go through a Google Form and bank transfers, which is chaos. We're looking for a web developer to build a site where runners can register, pay online and see their results. Ideally in English, French and German.",
    "web-development", None, None, kind="c", nu="N", situation="trail-race organiser wants a site with registration, payment and results")
add("en-t12", "Our roof is east-west, about 25° pitch, in Hobscheid. Would microinverters or a single string inverter make more sense for panels on both sides? And roughly how many years until it pays for itself if we sell the surplus to the grid?",
    "solar", "Habscht", "Hobscheid", not_place=("sell",), kind="d", nu="U", situation="east-west roof: microinverters or string inverter, and payback")
add("en-t13", "We just bought a 1980s bungalow in Munsbach and want to open up the kitchen and living room. That means taking out a wall, a new kitchen, new floors throughout and redoing the electrics. What would be a realistic budget for about 110 m²? We don't want any surprises on the final bill.",
    "renovation", "Schuttrange", "Munsbach", not_place=("bill",), kind="d", nu="U", situation="budget to open up a 1980s bungalow: wall, kitchen, floors, electrics")
add("en-t14", "We're relocating from Bofferdange to London in August, a four-bedroom house. Is it usually cheaper to hire a Luxembourg removal company or a UK one that comes over? And how many weeks in advance should we book for a summer move?",
    "moving", "Lorentzweiler", "Bofferdange", distractors=("London", "Luxembourg"), kind="d", nu="N", situation="international move to London: local or UK removal company, and when to book")
add("en-t15", "We have a small holiday cottage near Bastogne, just over the border. The pine deck around it is about 15 years old, a few boards are soft and it wobbles near the steps. Is it worth replacing just the bad boards, or is it time to redo the whole deck in something harder?",
    "carpentry", "abroad", "Bastogne", kind="d", nu="U", situation="old pine deck at a Belgian holiday cottage: patch or rebuild")

# ---------------- Portuguese ----------------
add("pt-s01", "bom dia preciso de um devis para pintar um apartamento T2 em esch-sur-alzette paredes e tetos uns 140 m2 obrigado",
    "painting", "Esch-sur-Alzette", "esch-sur-alzette", situation="paint walls and ceilings of a two-bedroom flat")
add("pt-s02", "Preciso de um advogado que fale português para um divórcio com uma casa e terrenos em Portugal.",
    "legal", None, None, distractors=("Portugal",), situation="divorce involving property in Portugal")
add("pt-s03", "o chauffage a pellets não acende desde ontem à noite e está frio em casa, moramos em niederkorn, alguém pode vir hoje?",
    "heating", "Differdange", "niederkorn", situation="pellet heating won't ignite since last night")
add("pt-s04", "Precisamos de uma mudança de um T1 na Gare para Ettelbruck no sábado dia 12, são umas 20 caixas, uma cama e um sofá",
    "moving", "Luxembourg", "Gare", distractors=("Ettelbruck",), situation="small one-bedroom move from the station quarter to Ettelbruck")
add("pt-s05", "A placa de indução da Siemens desliga sozinha ao fim de um minuto a cozinhar, moramos em Berchem, vale a pena reparar ou comprar nova?",
    "appliance-repair", "Roeser", "Berchem", situation="induction hob switches itself off after a minute")
add("pt-s06", "Quero fazer um site simples para o meu negócio de bolos por encomenda, com catálogo e pedidos pelo WhatsApp, quanto custa mais ou menos?",
    "web-development", None, None, situation="simple site with catalogue for a cakes-to-order business")
add("pt-s07", "Alguém para cortar a relva e limpar o jardim da casa da minha sogra em Colmar-Berg de 15 em 15 dias durante o verão?",
    "gardening", "Colmar-Berg", "Colmar-Berg", situation="fortnightly lawn mowing and garden tidy for mother-in-law")
add("pt-s08", "Perdi as chaves de casa ontem à noite e tenho medo que alguém as tenha encontrado, estou em Schieren e queria mudar a fechadura hoje",
    "locksmith", "Schieren", "Schieren", situation="lost house keys, wants the lock changed today")
add("pt-s09", "Procuro fotógrafo para o batizado da minha filha no dia 7 de junho em Bettendorf, igreja e almoço a seguir 👶",
    "photography", "Bettendorf", "Bettendorf", situation="photographer for a baptism, church and lunch")
add("pt-s10", "Procuro uma babysitter de confiança para as quartas à tarde, duas crianças de 4 e 7 anos",
    None, None, None, situation="babysitter for Wednesday afternoons (not a trade)")
add("pt-t01", "Desde a trovoada de domingo, metade das tomadas da sala não dá corrente e nada saltou no quadro. A luz da cozinha pisca quando ligo a chaleira. Já troquei as lâmpadas e não mudou nada. Moramos em Warken, numa casa antiga.",
    "electrical", "Ettelbruck", "Warken", kind="a", nu="U", situation="after a thunderstorm half the living-room sockets are dead, kitchen light flickers")
add("pt-t02", "À noite, quando acendo a luz da cozinha, vejo uns bichos castanhos a fugir para trás do frigorífico e do fogão. Já são muitos, alguns pequenos e outros do tamanho de uma unha. Limpo tudo com lixívia todos os dias e não adianta. Tenho vergonha de convidar alguém. Estamos em Reisdorf, num rés-do-chão.",
    "pest-control", "Reisdorf", "Reisdorf", kind="a", nu="U", situation="brown insects scatter behind fridge and cooker at night (cockroaches)")
add("pt-t03", "A sanita do rés-do-chão faz glu-glu sempre que a máquina de lavar roupa esvazia. A água da banheira também desce muito devagar e às vezes cheira mal no corredor. Já deitei água a ferver e um desentupidor do Cactus. Casa em Mertzig, de 1975.",
    "plumbing", "Mertzig", "Mertzig", kind="a", nu="U", situation="ground-floor toilet glugs when the washer drains, bath drains slowly")
add("pt-t04", "O meu primo disse que podíamos pintar o teto da casa de banho com a tinta que sobrou da sala, que era igual. Passados dois meses está a descascar em tiras por cima do duche. Agora quero um pintor que raspe tudo e use a tinta certa para sítios húmidos. A casa fica em Larochette, a casa de banho tem uns 8 m2.",
    "painting", "Larochette", "Larochette", kind="b", nu="N", situation="cousin used leftover living-room paint on the bathroom ceiling; it peels")
add("pt-t05", "O vizinho, que trabalhou nas obras, disse que a cola de interior servia para assentar o mosaico na varanda. Depois do primeiro inverno metade dos mosaicos levantou e alguns partiram. A varanda tem 9 m² e fica no primeiro andar. Precisamos de alguém que tire tudo e volte a assentar como deve ser, em Heffingen.",
    "tiling", "Heffingen", "Heffingen", kind="b", nu="U", situation="neighbour said indoor adhesive for balcony tiles; they lifted after winter")
add("pt-t06", "O meu cunhado disse que bastava pôr silicone à volta da chaminé, lá em cima no telhado. Fez isso em setembro, mas quando chove com vento continua a entrar água no sótão, junto à chaminé. As telhas à volta parecem mexidas. Moramos em Angelsberg, a casa é dos anos 80.",
    "roofing", "Fischbach", "Angelsberg", kind="b", nu="U", situation="brother-in-law siliconed round the chimney; rain still comes into the attic")
add("pt-t07", "Na loja de móveis disseram-nos que o roupeiro embutido era fácil de montar sozinhos. O meu marido montou-o num fim de semana, mas as portas de correr saltam do trilho e há uma folga de 3 cm no teto. A parede e o teto não são direitos. Procuramos um carpinteiro que ajuste ou refaça o roupeiro à medida, em Medernach.",
    "carpentry", "Vallée de l'Ernz", "Medernach", kind="b", nu="N", situation="furniture shop said the built-in wardrobe was easy DIY; doors jump off the track")
add("pt-t08", "Somos uma pequena empresa de jardinagem com armazém e escritório em Canach. Entre a terra dos sapatos e as ferramentas, o escritório, a cozinha e os balneários estão sempre sujos. Queríamos alguém que viesse uma vez por semana, à sexta à tarde. São uns 120 m² no total.",
    "cleaning", "Lenningen", "Canach", kind="c", nu="U", situation="gardening firm's office, kitchen and changing rooms need weekly cleaning")
add("pt-t09", "Tenho uma pequena empresa de construção aqui no Luxemburgo, com 6 operários. O meu contabilista reformou-se e a declaração de TVA do trimestre está atrasada. Procuro um contabilista que fale português e que trate também dos salários. Pago o que for justo.",
    "accounting", None, None, distractors=("Luxemburgo",), kind="c", nu="N", situation="building firm's accountant retired; VAT return overdue, payroll too")
add("pt-t10", "Tenho uma empresa de limpezas com 15 funcionárias, quase todas portuguesas e cabo-verdianas. O regulamento interno e as regras de segurança estão só em francês e muitas não percebem bem. Queria ter esses documentos em português, são umas 25 páginas. Quanto tempo demora e quanto custa?",
    "translation", None, None, kind="c", nu="U", situation="cleaning company wants its 25-page internal rules in Portuguese")
add("pt-t11", "Temos uma transportadora em Reckange-sur-Mess, com 3 computadores no escritório. Desde segunda-feira o email da empresa não envia nada e o computador da secretária está muito lento. O meu filho não conseguiu resolver. Precisamos de um técnico de informática que venha cá esta semana.",
    "it-support", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="c", nu="N", situation="haulage firm's email stopped sending, one PC very slow")
add("pt-t12", "Temos uma garagem com telhado plano de 20 m² virado a sul, em Ingeldorf. Vale a pena pôr lá painéis só para o consumo da casa, ou é pequeno demais? Quanto tempo leva a pagar-se mais ou menos?",
    "solar", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="U", situation="is a 20 m2 south-facing flat garage roof worth panels")
add("pt-t13", "Queremos fazer um muro em blocos com 1,5 m de altura e 18 m de comprido à frente da casa, em Bous. Quanto custa mais ou menos por metro, com fundação? E é preciso pedir autorização à commune antes?",
    "masonry", "Bous-Waldbredimus", "Bous", kind="d", nu="U", situation="cost per metre of a 1.5 m block wall with foundation")
add("pt-t14", "Acabámos de comprar uma casa em Soleuvre e a sala é enorme, 50 m², mas não sabemos o que fazer com ela. Vale a pena pagar a um decorador de interiores para escolher cores, móveis e iluminação, ou é dinheiro deitado fora? Quanto costuma cobrar?",
    "interior-design", "Sanem", "Soleuvre", kind="d", nu="N", situation="is an interior decorator worth it for a 50 m2 living room")
add("pt-t15", "Comprámos uma casa antiga em Audun-le-Tiche, do lado francês, porque trabalhamos os dois em Esch. Precisa de tudo: cozinha, casas de banho, eletricidade e janelas. É melhor fazer tudo antes de irmos para lá, ou ir fazendo aos poucos enquanto lá vivemos? Temos dois filhos pequenos.",
    "renovation", "abroad", "Audun-le-Tiche", kind="d", nu="U", situation="old house just over the French border: renovate all before moving in or bit by bit")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, cerco un piastrellista per rifare il rivestimento della cucina (circa 8 m2) a Schifflange, le piastrelle le abbiamo già comprate.",
    "tiling", "Schifflange", "Schifflange", situation="redo 8 m2 of kitchen wall tiles, tiles already bought")
add("it-s02", "Mi serve un interprete italiano-francese per accompagnare mio padre a una visita in ospedale il 3 aprile, lui non parla francese",
    "translation", None, None, situation="interpreter for a father's hospital appointment")
add("it-s03", "serve un elettricista per sostituire tutte le luci del soggiorno con faretti led a incasso zona merl appartamento al secondo piano",
    "electrical", "Luxembourg", "merl", situation="replace living-room lights with recessed LED spots")
add("it-s04", "Cerco un commercialista per la dichiarazione dei redditi 2025, ho anche un appartamento affittato in Italia e non so come dichiararlo.",
    "accounting", None, None, distractors=("Italia",), situation="income tax return including a flat rented out in Italy")
add("it-s05", "Cerchiamo una ditta per pulire a fondo la casa dopo i lavori di ristrutturazione a Strassen, c'è polvere di cartongesso ovunque 😫",
    "cleaning", "Strassen", "Strassen", situation="deep clean after renovation works, plaster dust everywhere")
add("it-s06", "Quanto costa più o meno un impianto fotovoltaico da 8 kWp su una casa a Useldange, tetto a sud senza ombre?",
    "solar", "Useldange", "Useldange", situation="price of an 8 kWp PV system on a south roof")
add("it-s07", "Trasloco da Bettembourg a Bergamo a fine giugno, bilocale arredato, c'è qualcuno che fa viaggi in Italia?",
    "moving", "Bettembourg", "Bettembourg", distractors=("Bergamo", "Italia"), situation="move of a furnished flat from Bettembourg to Bergamo")
add("it-s08", "Abbiamo le formiche che escono dal battiscopa in cucina e sotto il lavandino, casa a Boevange-sur-Attert, chi fa disinfestazioni?",
    "pest-control", "Helperknapp", "Boevange-sur-Attert", situation="ants coming out of the kitchen skirting board")
add("it-s09", "la stampante wifi non si collega più a nessun computer da quando abbiamo cambiato router qualcuno può venire a casa a vichten",
    "it-support", "Vichten", "vichten", situation="wifi printer no longer connects after router change")
add("it-s10", "Qualcuno conosce un parrucchiere che vada a domicilio per mia nonna che non esce più di casa?",
    None, None, None, situation="home-visit hairdresser for a grandmother (not a trade)")
add("it-t01", "Dopo ogni temporale, sul soffitto della mansarda compare una macchia scura proprio sotto la finestra inclinata. Quando piove forte si sente anche gocciolare dentro la parete. La finestra sembra chiusa bene e il vetro è intatto. Abitiamo a Saeul, la casa è del 1998.",
    "roofing", "Saeul", "Saeul", kind="a", nu="U", situation="dark stain and dripping below a roof window after every storm")
add("it-t02", "La cappa della cucina fa un rumore fortissimo, come un aereo, anche alla velocità più bassa. Da ieri la luce si accende e si spegne da sola e i tasti non rispondono sempre. Ho pulito i filtri, niente. Siamo a Ell e cuciniamo tutti i giorni per sei persone.",
    "appliance-repair", "Ell", "Ell", kind="a", nu="U", situation="kitchen extractor hood roars, light flickers, buttons unreliable")
add("it-t03", "Da qualche giorno il bruciatore in cantina parte, si ferma dopo un minuto e riparte, tutto il giorno. Dal camino esce fumo scuro e in cantina c'è odore di gasolio. In casa ci sono 17 gradi e abbiamo una bimba di due mesi. Siamo a Doncols.",
    "heating", "Winseler", "Doncols", kind="a", nu="U", situation="oil burner cycles on and off, dark smoke, smell of fuel in the cellar")
add("it-t04", "Un amico mi ha detto che le piastrelle grandi 120x60 si posano tranquillamente senza livellatori, basta un po' di occhio. Adesso il pavimento del soggiorno è tutto a scalini e ci si inciampa. Mia moglie è furiosa. Cerco un piastrellista bravo che tolga e riposi tutto, circa 35 m², a Bourscheid.",
    "tiling", "Bourscheid", "Bourscheid", kind="b", nu="N", situation="friend said lay 120x60 tiles without levelling clips; floor is uneven")
add("it-t05", "Il vicino mi ha detto di potare il nostro vecchio melo a luglio, tagliando tutti i rami grossi in una volta. Adesso dal tronco escono decine di rami dritti verso l'alto e di mele neanche una. Non vorrei perdere l'albero, l'aveva piantato mio suocero. Il giardino è a Wilwerwiltz.",
    "gardening", "Kiischpelt", "Wilwerwiltz", kind="b", nu="U", situation="neighbour's summer hard-pruning of an old apple tree went wrong")
add("it-t06", "Mio cognato ha fissato la ringhiera di legno della scala con le viti del cartongesso, dicendo che reggevano benissimo. Dopo un anno la ringhiera oscilla e una colonnina si è staccata. Con due bambini piccoli non è sicuro. Qualcuno può rifarla come si deve nella nostra casa a Goesdorf?",
    "carpentry", "Goesdorf", "Goesdorf", kind="b", nu="U", situation="brother-in-law fixed the wooden stair banister with plasterboard screws; it wobbles")
add("it-t07", "Il padrone di casa diceva che la serratura della porta sul retro era solo un po' dura e bastava spingere forte. Stamattina la chiave non gira più né in un senso né nell'altro e la porta è rimasta chiusa. Di lì passiamo con il cane e le bici. Cerco un fabbro che cambi la serratura, siamo a Boulaide.",
    "locksmith", "Boulaide", "Boulaide", kind="b", nu="N", situation="landlord said the stiff back-door lock was fine; now the key won't turn")
add("it-t08", "Gestiamo un noleggio di kayak e un piccolo chiosco a Esch-sur-Sûre (non Esch-sur-Alzette, ci confondono sempre). Per la nuova stagione ci servono immagini belle per il dépliant e i social: gente in kayak sul lago, il paese dall'alto con un drone, qualche breve video. Abbiamo una giornata libera a metà maggio.",
    "photography", "Esch-sur-Sûre", "Esch-sur-Sûre", distractors=("Esch-sur-Alzette",), kind="c", nu="U", situation="kayak rental needs photos, drone shots and short videos for the season")
add("it-t09", "Abbiamo una pizzeria e un fornitore ci ha fatto causa per una fattura di 14.000 euro che contestiamo, perché metà della merce era scaduta. L'udienza è tra un mese. Cerchiamo un avvocato che parli italiano e si occupi di diritto commerciale.",
    "legal", None, None, kind="c", nu="N", situation="pizzeria sued by a supplier over a disputed invoice")
add("it-t10", "Abbiamo un piccolo bed & breakfast a Grosbous con quattro camere arredate vent'anni fa. Le recensioni dicono che sono pulite ma tristi e buie. Vorremmo qualcuno che ci proponga colori, tessuti, luci e una disposizione dei mobili più furba. Il budget per gli acquisti è di circa 12.000 euro.",
    "interior-design", "Groussbus-Wal", "Grosbous", kind="c", nu="U", situation="B&B rooms called clean but dull: colours, textiles, lights, furniture layout")
add("it-t11", "Sono il presidente di un'associazione di pescatori. La nostra casetta sul lago a Liefrange ha cucina, bagno e pavimenti degli anni 70, tutto da rifare, e l'impianto elettrico non è più a norma. Il comune ci dà un contributo se presentiamo un unico preventivo. Cerchiamo un'impresa di ristrutturazioni che coordini tutti i lavori.",
    "renovation", "Lac de la Haute-Sûre", "Liefrange", kind="c", nu="N", situation="anglers' club hut by the lake: kitchen, bathroom, floors and wiring under one quote")
add("it-t12", "Vogliamo un muretto di circa 12 metri per separare il giardino dalla strada, a Koetschette. Meglio pietra a secco o blocchi intonacati? Quale dura di più e quanto costa più o meno al metro?",
    "masonry", "Rambrouch", "Koetschette", kind="d", nu="U", situation="low garden wall: dry stone or rendered blocks, durability and cost")
add("it-t13", "Nel nostro appartamento a Lussemburgo l'acqua è durissima: calcare sul box doccia, sul bollitore e sui rubinetti nuovi dopo poche settimane. Conviene installare un addolcitore all'entrata dell'acqua? Quanto costa e quanta manutenzione serve?",
    "plumbing", "Luxembourg", "Lussemburgo", kind="d", nu="U", situation="is a water softener on the mains inlet worth it")
add("it-t14", "Faccio corsi di cucina italiana a casa mia, per gruppi di sei persone. Finora tutto col passaparola e Facebook. Conviene farmi fare un sito su misura, o basta una piattaforma tipo Wix dove la gente prenota e paga? Vorrei spendere poco.",
    "web-development", None, None, kind="d", nu="U", situation="cooking-class host: custom site or a Wix-type platform for bookings")
add("it-t15", "Mia madre vive ad Arlon, in una casa a schiera, e la facciata è tutta scrostata e grigia. Vorrebbe farla ridipingere prima dell'estate. Quanto costa più o meno un pittore per una facciata di circa 80 m²? E conviene farlo fare da qualcuno di qui che va in Belgio?",
    "painting", "abroad", "Arlon", kind="d", nu="N", situation="cost of repainting a mother's terraced-house facade in Arlon")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito que alguien limpie los canalones y cambie un par de tejas rotas en una casa en L-9780, gracias",
    "roofing", "Wincrange", "L-9780", situation="clean the gutters and replace a couple of broken roof tiles")
add("es-s02", "Busco abogado laboralista que hable español, la empresa no me paga las horas extra desde hace seis meses.",
    "legal", None, None, situation="employer hasn't paid overtime for six months")
add("es-s03", "se ha roto el tubo de debajo del fregadero y sale agua a chorros ya cerré la llave general estoy en pfaffenthal URGENTE",
    "plumbing", "Luxembourg", "pfaffenthal", situation="burst pipe under the kitchen sink, main valve already closed")
add("es-s04", "¿Cuánto cobra más o menos un desarrollador por hacer la web de mi academia de baile con horarios y reserva de clases online?",
    "web-development", None, None, situation="website for a dance school with timetable and class booking")
add("es-s05", "Busco jardinero para diseñar el jardín de una casa nueva en Hosingen, con césped, arbustos y riego automático, unos 400 m2 🌱",
    "gardening", "Parc Hosingen", "Hosingen", situation="design a new 400 m2 garden with lawn, shrubs and irrigation")
add("es-s06", "¿Alguien puede cambiar toda la instalación eléctrica de un piso de 1965 en Strassen, que todavía tiene enchufes sin toma de tierra?",
    "electrical", "Strassen", "Strassen", situation="rewire a 1965 flat with unearthed sockets")
add("es-s07", "Busco un contable que nos lleve las cuentas y los impuestos de nuestra pequeña empresa de catering, somos dos socios y tres empleados",
    "accounting", None, None, situation="bookkeeping and taxes for a small catering company")
add("es-s08", "mi horno Bosch no calienta por abajo solo funciona el grill vivo en weiswampach hacéis reparaciones a domicilio",
    "appliance-repair", "Weiswampach", "weiswampach", situation="oven's bottom element dead, only the grill works")
add("es-s09", "Mudanza de un piso de tres habitaciones de Fentange a Valencia en julio, ¿alguien hace mudanzas a España?",
    "moving", "Hesperange", "Fentange", distractors=("Valencia", "España"), situation="three-bedroom move from Fentange to Valencia")
add("es-s10", "¿Alguien conoce un buen fisioterapeuta que hable español para una lesión de rodilla?",
    None, None, None, situation="Spanish-speaking physiotherapist (not a trade)")
add("es-t01", "Desde ayer el portátil se apaga solo cada vez que abro más de dos programas, y el ventilador suena como un secador de pelo. Trabajo desde casa y mañana tengo que entregar un informe importante. Ya le quité el polvo de las rejillas con un pincel. Vivo en Cessange, ¿alguien puede mirarlo hoy?",
    "it-support", "Luxembourg", "Cessange", kind="a", nu="U", situation="laptop shuts down under load, fan roaring")
add("es-t02", "Cada mañana mi hija tiene picaduras nuevas en los tobillos, puntitos rojos en fila. El veterinario ya trató al gato hace diez días, pero siguen apareciendo, y yo he visto algo saltar en la alfombra. He lavado toda la ropa de cama a 60 grados. Vivimos en Esch-sur-Alzette, en un piso con moqueta.",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="daily bites on a child's ankles after the cat was treated (fleas in the flat)")
add("es-t03", "Al lado de la puerta del garaje, la fachada tiene una grieta que baja en escalera por las juntas de los ladrillos. En primavera era fina como un pelo y ahora cabe una moneda. Mi marido está de viaje en Hamm, en Alemania, hasta fin de mes y no quiero esperar. La casa está en Dudelange.",
    "masonry", "Dudelange", "Dudelange", distractors=("Hamm", "Alemania"), kind="a", nu="U", situation="stepped crack through brick joints beside the garage door is widening")
add("es-t04", "El casero nos dijo que las manchas en el techo del ático eran condensación y que ventiláramos más. Hemos ventilado todo el invierno, pero después de las lluvias de esta semana gotea por la viga, junto a la chimenea. Ahora dice que llamemos nosotros a un techador y que él paga. Estamos en Rodange.",
    "roofing", "Pétange", "Rodange", kind="b", nu="N", situation="landlord blamed condensation; water now drips along a beam by the chimney")
add("es-t05", "En la tienda donde compramos el termostato inteligente nos dijeron que lo podíamos conectar nosotros mismos a la caldera de gas. Desde entonces la calefacción se queda encendida toda la noche o no arranca por la mañana. Ya hemos vuelto a poner el termostato viejo y tampoco funciona bien. Vivimos en Bereldange y tenemos un bebé.",
    "heating", "Walferdange", "Bereldange", kind="b", nu="U", situation="shop said fit a smart thermostat to the gas boiler yourself; heating now erratic")
add("es-t06", "Una amiga me dijo que limpiara el sofá de tela y la alfombra grande con una máquina de vapor alquilada. Ahora el sofá tiene aureolas marrones y la alfombra huele a humedad. El sábado vienen mis suegros a comer. ¿Alguien puede venir a limpiarlo bien a Bourglinster antes del fin de semana?",
    "cleaning", "Junglinster", "Bourglinster", kind="b", nu="U", situation="friend's steam-cleaning tip left tide marks on the sofa and a damp-smelling rug")
add("es-t07", "Mi suegro nos dijo que el papel pintado viejo del salón se podía pintar encima sin quitarlo. Lo hicimos y a los pocos días salieron burbujas por todas partes y en las juntas se levanta. Queremos que un pintor lo quite todo, prepare las paredes y pinte bien. Son unos 50 m² de pared en Sandweiler.",
    "painting", "Sandweiler", "Sandweiler", kind="b", nu="N", situation="father-in-law said paint over old wallpaper; it bubbled and lifts at the seams")
add("es-t08", "Tenemos una tienda de ropa infantil en el centro de Ettelbruck. La cerradura de la puerta de cristal se queda atascada y anoche no hubo manera de cerrar, tuvimos que quedarnos hasta las once. Mañana abrimos a las nueve y no podemos dejar la tienda así otra noche. ¿Quién puede venir hoy mismo?",
    "locksmith", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="children's clothes shop: glass-door lock jams, couldn't lock up last night")
add("es-t09", "Tenemos un pequeño restaurante de tapas en Mondorf y estamos haciendo la carta nueva con fotos. Necesitamos un fotógrafo que haga unos 30 platos con buena luz, y si puede, también fotos del local para Google. Lo ideal sería un lunes, que cerramos.",
    "photography", "Mondorf-les-Bains", "Mondorf", kind="c", nu="N", situation="tapas restaurant needs photos of 30 dishes for a new menu")
add("es-t10", "Somos una asociación de padres hispanohablantes con unas 80 familias. La escuela manda las circulares y el reglamento solo en francés y en alemán, y muchos padres no se enteran de nada. Queremos pasar al español el reglamento, unas 12 páginas, y cada mes un par de circulares. ¿Cuánto costaría?",
    "translation", None, None, kind="c", nu="U", situation="parents' association wants school rules and monthly letters in Spanish")
add("es-t11", "Dirigimos una pequeña escuela de música en Mersch. Las partituras y los instrumentos pequeños están en cajas por el suelo del aula grande. Queremos estanterías de madera hechas a medida, empotradas en la pared del fondo, con puertas abajo que cierren con llave. La pared mide 5,40 m por 2,80 m de alto.",
    "carpentry", "Mersch", "Mersch", kind="c", nu="U", situation="music school wants made-to-measure built-in wooden shelving")
add("es-t12", "Estamos reformando un baño pequeño en Lasauvage y dudamos entre porcelánico grande y microcemento para el suelo y la ducha. ¿Qué aguanta mejor con niños? ¿Y cuánto cobra un alicatador por m² aquí?",
    "tiling", "Differdange", "Lasauvage", kind="d", nu="N", situation="small bathroom: large porcelain tiles or microcement, and tiler's price per m2")
add("es-t13", "Trabajo en Kirchberg pero tenemos casa en Wiltz desde hace dos años. ¿Merece la pena poner placas en el tejado si lo más probable es que vendamos la casa dentro de cinco años? ¿Sube el precio de venta o no se recupera?",
    "solar", "Wiltz", "Wiltz", distractors=("Kirchberg",), kind="d", nu="U", situation="is PV worth it if the house will be sold within five years")
add("es-t14", "Queremos redistribuir el salón-comedor de nuestra casa en Bertrange y elegir bien la iluminación, porque es muy oscuro. ¿Un interiorista suele cobrar por hora o por proyecto? ¿Y más o menos cuánto?",
    "interior-design", "Bertrange", "Bertrange", kind="d", nu="N", situation="does an interior designer charge by the hour or per project")
add("es-t15", "Mis padres tienen un piso en Longwy, al otro lado de la frontera, y quieren reformar la cocina y el baño a la vez. Nosotros vivimos en Luxemburgo y les ayudamos con el papeleo. ¿Cuánto tiempo suele tardar algo así y pueden seguir viviendo dentro mientras tanto?",
    "renovation", "abroad", "Longwy", distractors=("Luxemburgo",), kind="d", nu="U", situation="parents' flat across the border: kitchen and bathroom redo, duration, living in")
