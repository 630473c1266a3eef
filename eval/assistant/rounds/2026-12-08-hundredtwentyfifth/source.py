MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien, eis toilette leeft no all kéier ofspullen nach 10 minutten weider no, kéint iergendeen dës woch nach laanscht kommen op Miersch?",
    "plumbing", "Mersch", "Miersch", situation="Toilet cistern keeps running after every flush in Mersch")
add("lb-s02", "Mir kréien Mëtt Januar en Tesla Model Y a bräichten eng Wallbox an der Garage zu Nidderkäerjeng, wat kascht dat ongeféier mat Installatioun?",
    "electrical", "Käerjeng", "Nidderkäerjeng", situation="Wallbox charger to be installed in a garage before a new electric car arrives")
add("lb-s03", "Hëllef mir sinn eraus gespaart de Schlëssel läit bannen um Kichendësch an de Puppelchen schléift bei der Mamm, Bouneweg rue de Bonnevoie, wéi séier kann een do sinn???",
    "locksmith", "Luxembourg", "Bouneweg", not_place=("Bonnevoie",), situation="Locked out with the key inside, Bonnevoie")
add("lb-s04", "Mir hu beim Bau vum Haus zu Garnech de ganze Buedem ëmgegruewen an elo hätte mer gär en neie Rasen (Rollrasen?) ugeluecht, ronn 250 m2.",
    "gardening", "Garnich", "Garnech", situation="New lawn, about 250 m2, after building works")
add("lb-s05", "D'Joints an der Dusch sinn zënter dem Summer ganz schwaarz a bréckeleg, déi missten eraus an nei gemaach ginn, Ettelbréck.",
    "tiling", "Ettelbruck", "Ettelbréck", situation="Shower grout crumbling and black, needs raking out and regrouting")
add("lb-s06", "Ech hunn e klenge Restaurant a brauch eis nei Menükaart vum Franséischen op Englesch an Däitsch iwwersat, ongeféier 4 Säiten, bis Enn vum Mount.",
    "translation", None, None, situation="Restaurant menu to translate from French into English and German")
add("lb-s07", "eis Bosch Spullmaschinn pompelt d'Waasser net méi ewech, et bleift ëmmer esou 3 cm am Buedem stoen, L-4972.",
    "appliance-repair", "Dippach", "L-4972", situation="Dishwasher no longer drains, water left standing")
add("lb-s08", "Sichen een dee fir eis kleng Firma (3 Salariéen) all Mount d'Fiches de salaire mécht an d'Déclaratiounen beim CCSS.",
    "accounting", None, None, situation="Monthly payroll and social security declarations for a three-employee company")
add("lb-s09", "Mäi Papp gëtt am Mäerz 80 a mir wëllen de Samschdeg Mëtteg e puer schéi Familljebiller baussen zu Veianen um Schlass maachen loossen, ass dat méiglech?",
    "photography", "Vianden", "Veianen", situation="Family photos outdoors at the castle for a father's 80th birthday")
add("lb-s10", "mir hunn eng Scheier mat engem grousse Süddaach zu useldeng an iwwerleeën do Panneauen drop ze setzen fir eise Stroum selwer ze produzéieren",
    "solar", "Useldange", "useldeng", situation="Photovoltaic panels on a large south-facing barn roof")
add("lb-t01", "Zënter e puer Wochen ass eppes komesch bei eis um Lampertsbierg. All Kéier wann ech moies de Fön an der Buedzëmmer an de Kocher an der Kichen gläichzäiteg uschalten, ass op eemol alles donkel. Ech muss dann an de Keller goen an do e klenge Knäppchen nees erop drécken. Gëschter ass et souguer passéiert wéi just de Fön lass war. D'Haus ass aus de 60er Joren, ech weess net ob dat eppes domat ze dinn huet.",
    "electrical", "Luxembourg", "Lampertsbierg", kind="a", nu="U", situation="Power trips when hairdryer and kettle run together, 1960s house")
add("lb-t02", "Mir wunnen zu Olm an engem Reienhaus. An der Kichen am ënneschte Schaf fanne mir all Moie kleng schwaarz Kréimelen. D'Müsli-Packung huet e Lach an der Eck. Nuets héiert een hannert der Spullmaschinn eppes kraazen. D'Kaz interesséiert sech iwwerhaapt net dofir, leider.",
    "pest-control", "Kehlen", "Olm", kind="a", nu="U", situation="Droppings and gnawed cereal box in kitchen cupboard, scratching at night")
add("lb-t03", "Nom Stuerm vum Weekend hunn ech dräi Schifere beim Noper am Gaart fonnt, déi kommen eendeiteg vun eis. Elo ass am Kannerzëmmer uewen an der Ecke vum Plafong e bronge Flak deen ëmmer méi grouss gëtt. Fir Méindeg ass nees vill Reen ugesot. Mir sinn zu Wolz an der Avenue Nic Kreins. Wie kann sech dat séier ukucken?",
    "roofing", "Wiltz", "Wolz", kind="a", nu="U", situation="Slates blown off in a storm, brown stain spreading on a bedroom ceiling")
add("lb-t04", "Eis Gaszentral verléiert zënter dem Hierscht ëmmer Drock, vun 1,5 bar op manner wéi 0,5 an zwee Deeg. De Proprietaire seet dat wier normal, mir sollen einfach all puer Deeg Waasser nofëllen, hien hätt dat och esou gemaach. Mee dat ass elo schonn déi véierte Woch an ënnert dem Expansiounsgefäss ass et fiicht. Mir wunnen zu Dikrech a mir hätte gär dass endlech een dat richteg nokuckt.",
    "heating", "Diekirch", "Dikrech", kind="b", nu="U", situation="Gas boiler losing pressure every two days, landlord says just top it up")
add("lb-t05", "Mäi Schwoer huet eis lescht Joer gesot mir bräichten keng speziell Fassadefaarf, déi wäiss Faarf vum Bau-Maart fir bannen géif et och dinn. Elo no engem Wanter bliedert op der Westsäit alles of a grouss Placken hänken erof. Mir sichen elo e richtege Moler deen d'Fassad zu Mäerzeg ofkraazt a richteg nei mécht. D'Haus ass ongeféier 9 m laang an zwee Stäck héich.",
    "painting", "Mertzig", "Mäerzeg", kind="b", nu="N", situation="Facade painted with indoor paint on a relative's advice, peeling after one winter")
add("lb-t06", "Eis Trap aus Holz an eisem Haus zu Platen kraacht bei all Tratt a dräi Stufe wackelen richteg. Den Noper huet gemengt mir sollen einfach WD-40 an d'Spleten sprëtzen, dat hu mer gemaach an elo ass et rutscheg an et kraacht ëmmer nach. Mäi Mann wëll se elo mat Schrauwen vu uewen fixéieren. Ech hätt awer léiwer dass e Schräiner sech dat eemol ukuckt ier mer alles futti maachen.",
    "carpentry", "Préizerdaul", "Platen", not_place=("Holz",), kind="b", nu="N", situation="Creaking wooden staircase with loose treads, neighbour suggested WD-40")
add("lb-t07", "Hannert eisem Haus zu Walfer ass eng Stützmauer vu ronn 1,20 m déi de Gaart vum Noper hält. De Verwalter vun der Résidence sot virun zwee Joer de Rëss wier normal, dat géif sech setzen. Elo ass de Rëss zwee Fanger breet an d'Mauer hänkt sichtbar no vir. Ech trauen mech net méi d'Kanner do spillen ze loossen.",
    "masonry", "Walferdange", "Walfer", kind="b", nu="U", situation="Retaining wall crack called normal by the building manager, now leaning")
add("lb-t08", "Mir hunn zënter Oktober e klenge Fitnessstudio zu Esch-Uelzecht, 400 m2 mat Duschen a Vestiairen. Bis elo hu mir dat selwer owes gemaach mee dat geet net méi mat de Coursen. Mir bräichten een dee 5 Mol an der Woch, am beschten moies virun 6 Auer, de Buedem, d'Spigelen an d'Duschen mécht. Kënnt Dir eis eng Offer schécken?",
    "cleaning", "Esch-sur-Alzette", "Esch-Uelzecht", kind="c", nu="U", situation="Small gym needs cleaning five early mornings a week")
add("lb-t09", "Ech hunn eng Zänndokterpraxis zu Käerch mat dräi Behandlungsraim. Zënter datt mer eng nei Box vum Provider kruten, fannen déi zwee Computeren op der Receptioun de Printer net méi an d'Röntgenbiller ginn net méi op de Bildschierm am Raum 2 geschéckt. Eise Neveu huet et probéiert mee ouni Erfolleg. Mir hu Patienten de ganzen Dag a brauchen dat bis spéitstens Donneschdeg fonctionnel.",
    "it-support", "Koerich", "Käerch", kind="c", nu="U", situation="Dental practice: PCs lost the printer and X-ray screen after a new router")
add("lb-t10", "Ech sinn am Comité vun engem Fussballclub an am Mee organiséiere mir en Turnéier fir Jugendequippen. Bis elo hu mir nëmmen eng Facebook-Säit. Mir sichen e Webdesigner deen eis eng einfach Säit mécht wou d'Veräiner hir Equippen kënnen umellen an d'Resultater live gewise ginn. De Budget ass kleng, esou 1500 Euro.",
    "web-development", None, None, kind="c", nu="N", situation="Football club wants a site with team registration and live results for a youth tournament")
add("lb-t11", "Eis Déierenarztpraxis zu Wëlwerwolz zitt Enn Februar an nei Raim op Ettelbréck. Et geet ëm e Behandlungsdësch, Regaler, zwee Frigoen fir Medikamenter a vill Kartongen mat Dossieren. Mir kënnen nëmmen um Weekend zoumaachen. Wie kann eis mat Camion a Leit hëllefen dat alles an engem Dag eriwwer ze kréien?",
    "moving", "Kiischpelt", "Wëlwerwolz", distractors=("Ettelbréck",), kind="c", nu="U", situation="Vet practice relocating over a weekend, fridges and files")
add("lb-t12", "Mir hunn zu Gilsdref en alen Bauerenhaff kaaft an do ass elo e grousse Raum vun 70 m2 wou Kiche, Iesszëmmer a Stuff zesumme sollen hin. Mir wëssen net wéi mer d'Miwwelen stellen sollen an wéi eng Luuchten a Faarwen dat warm maachen. Lount et sech fir en Interior Designer ze froen, oder maachen d'Miwwelgeschäfter dat eigentlech gratis? Wat kascht esou eng Berodung ongeféier?",
    "interior-design", "Bettendorf", "Gilsdref", kind="d", nu="N", situation="Large open living space in a farmhouse: is paying for a layout and lighting plan worth it")
add("lb-t13", "Mir hunn eis e Reienhaus vun 1930 zu Diddenuewen kaaft, well et hei ze deier ass. Do muss bal alles nei gemaach ginn: Buedzëmmer, Kichen, Stroum, Fënsteren, Buedem. Ech schaffe selwer am Land a wollt froen ob eng Lëtzebuerger Firma esou eppes iwwerhaapt iwwert d'Grenz mécht. Oder ass et besser do vir Ort eng Firma ze sichen?",
    "renovation", "abroad", "Diddenuewen", kind="d", nu="U", situation="Whole 1930s terraced house bought across the border: will a Luxembourg firm do it")
add("lb-t14", "En Entrepreneur huet eis Terrass gemaach an d'Plättercher ginn no dräi Méint schonn lass. Elo schéckt hien d'Schlussrechnung vun 8.400 Euro an dréit mat Rappel. E Kolleg seet ech soll einfach guer näischt bezuelen. Ass et sënnvoll fir en Affekot ze huelen, a wat kascht dat ongeféier fir esou eng Saach?",
    "legal", None, None, kind="d", nu="N", situation="Contractor demands final payment for a defective terrace: worth hiring a lawyer?")
add("lb-t15", "Mäi Jong ass beim Aparken géint e Pëller gefuer an elo huet eis Golf hannen lénks e Kratzer an eng kleng Bëls an der Stoussstaang. Den Autoshändler wëll 900 Euro. Gëtt et eng méi bëlleg Léisung, oder kann een esou eppes iwwerhaapt poléieren? Mir wëllen et net iwwert d'Assurance maachen.",
    None, None, None, kind="d", nu="U", situation="Scratch and small dent on a car bumper: cheaper than the dealer's 900 euros?")

# ---------------- French ----------------
add("fr-s01", "Bonjour, l'évacuation de l'évier de la cuisine est bouchée et l'eau remonte dans le bac à chaque fois que le lave-vaisselle se vide, on habite à Niedercorn près de la gare.",
    "plumbing", "Differdange", "Niedercorn", not_place=("gare",), situation="Kitchen sink drain blocked, water comes back up when the dishwasher empties")
add("fr-s02", "Bonjour nous souhaitons remplacer notre vieille chaudière au mazout de 1994 par une pompe à chaleur air-eau, maison de 160 m2 à L-3450, pourriez-vous passer faire un devis avant les primes de janvier ?",
    "heating", "Dudelange", "L-3450", situation="Replace a 1994 oil boiler with an air-to-water heat pump, quote wanted")
add("fr-s03", "Besoin de qqn pour laver les vitres de notre appart au 11e étage au Kirchberg, baies vitrées + balcon, idéalement un samedi 🙏",
    "cleaning", "Luxembourg", "Kirchberg", situation="Window cleaning of an 11th-floor flat with bay windows")
add("fr-s04", "Suite à une tentative d'effraction cette nuit je voudrais faire changer le cylindre et si possible mettre une serrure 3 points sur la porte d'entrée à Capellen.",
    "locksmith", "Mamer", "Capellen", situation="Change cylinder and fit a 3-point lock after an attempted break-in")
add("fr-s05", "Je cherche un avocat en droit du travail car mon employeur veut me licencier pendant la période d'essai alors que je suis en arrêt maladie depuis deux semaines.",
    "legal", None, None, situation="Dismissal during probation while on sick leave: employment lawyer wanted")
add("fr-s06", "Je fabrique des bijoux en argent à la main et je voudrais une boutique en ligne avec paiement Payconiq et carte, quelqu'un peut me conseiller entre Shopify et WooCommerce et me la monter ?",
    "web-development", None, None, situation="Online shop for handmade silver jewellery, Shopify or WooCommerce")
add("fr-s07", "au secours on est rentrés de vacances à Barcelone et depuis on a des piqûres tous les matins et des petites taches noires sur le matelas, je pense à des punaises de lit, rodange",
    "pest-control", "Pétange", "rodange", distractors=("Barcelone",), situation="Suspected bed bugs after a holiday")
add("fr-s08", "Plusieurs carreaux de la terrasse ont éclaté avec le gel et sonnent creux, il faudrait les remplacer (il me reste 2 boîtes du même modèle), c'est à Tétange rue de Kayl.",
    "tiling", "Kayl", "Tétange", not_place=("Kayl",), situation="Frost-cracked outdoor terrace tiles to replace, spare tiles available")
add("fr-s09", "Un grand bouleau mort d'environ 15 m penche vers la maison du voisin à Kleinbettingen, il faudrait l'abattre rapidement avant les tempêtes.",
    "gardening", "Steinfort", "Kleinbettingen", situation="Dead 15 m birch leaning towards the neighbour's house, to fell")
add("fr-s10", "Mon four Siemens iQ500 ne chauffe plus du tout depuis hier, la lumière et le ventilateur marchent, je suis dans le quartier Gare rue de Strasbourg.",
    "appliance-repair", "Luxembourg", "Gare", situation="Built-in oven no longer heats, fan and light still work")
add("fr-t01", "Notre facture d'eau vient d'arriver : 1 240 € au lieu de 380 € d'habitude. J'ai tout fermé dans la maison et le petit compteur dans la cave continue de tourner. Depuis un mois il y a aussi une zone toujours mouillée dans la pelouse devant, même quand il ne pleut pas. Nous sommes à Soleuvre. Qui peut venir voir ça vite ?",
    "plumbing", "Sanem", "Soleuvre", kind="a", nu="U", situation="Water meter keeps turning with taps shut, wet patch on the front lawn")
add("fr-t02", "À chaque grosse pluie l'eau déborde au-dessus de la porte d'entrée et coule le long de la façade. Le tuyau de descente au coin s'est détaché en bas et pend. On voit même une plante qui pousse là-haut au bord du toit. Maison à Fennange, deux étages.",
    "roofing", "Bettembourg", "Fennange", kind="a", nu="U", situation="Water overflowing at the roof edge over the front door, downpipe detached")
add("fr-t03", "Je fais du télétravail trois jours par semaine depuis le bureau sous les combles. Là-haut le wifi passe à une barre et mes visios Teams coupent toutes les dix minutes. Le boîtier de Post est au rez-de-chaussée dans le salon et j'ai déjà essayé un répéteur acheté chez Cactus, rien ne change. Maison à L-3360.",
    "it-support", "Leudelange", "L-3360", kind="a", nu="U", situation="Wi-fi too weak in the attic home office, video calls drop, repeater did not help")
add("fr-t04", "Le vendeur du magasin de bricolage m'a assuré que je pouvais poser moi-même une prise extérieure sur la terrasse en tirant un câble depuis la prise du salon. Mon beau-père a vu ça et m'a dit de tout arrêter. Je préfère donc qu'un électricien vienne à Hellange faire ça proprement, avec une prise étanche et ce qu'il faut au tableau. C'est pour un barbecue électrique et des guirlandes.",
    "electrical", "Frisange", "Hellange", kind="b", nu="N", situation="Outdoor socket on the terrace, shop said DIY from the living-room socket")
add("fr-t05", "Le crépi de notre façade à Foetz a plusieurs fissures en escalier. L'an dernier on nous a conseillé chez Hornbach de les boucher avec du silicone blanc. Cet hiver tout s'est rouvert et maintenant des morceaux de crépi tombent sous la fenêtre. Je cherche un maçon qui puisse regarder si c'est grave et réparer correctement.",
    "masonry", "Mondercange", "Foetz", kind="b", nu="N", situation="Stepped cracks in render filled with silicone on shop advice, render now falling off")
add("fr-t06", "Nous avons un parquet en chêne huilé dans tout le séjour. Une amie nous a conseillé le balai vapeur, soi-disant c'est ce qu'il y a de plus hygiénique. Après quelques mois, les lames se sont bombées sur les bords et il y a des fentes entre elles près de la baie. Est-ce qu'on peut encore sauver ce sol ? Maison à Crauthem.",
    "carpentry", "Roeser", "Crauthem", kind="b", nu="U", situation="Oiled oak floorboards cupped after steam mopping on a friend's advice")
add("fr-t07", "En achetant la maison à Rumelange, l'ancien propriétaire nous a dit que les capteurs solaires pour l'eau chaude sur le toit n'avaient besoin d'aucun entretien. Trois ans plus tard, l'eau n'est plus chaude même en plein été et le manomètre du groupe solaire dans la cave est à zéro. Le ballon n'est chauffé que par la chaudière maintenant. On aimerait que quelqu'un qui connaît ces installations vienne contrôler tout le circuit.",
    "solar", "Rumelange", "Rumelange", kind="b", nu="U", situation="Solar thermal collectors 'maintenance-free' per previous owner, circuit pressure at zero")
add("fr-t08", "Nous sommes une boulangerie artisanale avec trois points de vente. Nous lançons un nouveau catalogue pour les fêtes et notre compte Instagram. Nous cherchons un photographe pour une journée de prise de vue de nos gâteaux et pains dans notre atelier de Strassen, route d'Arlon. Merci de nous indiquer vos tarifs à la journée.",
    "photography", "Strassen", "Strassen", not_place=(), distractors=("Arlon",), kind="c", nu="N", situation="Bakery wants a one-day product shoot of cakes and bread for catalogue and Instagram")
add("fr-t09", "Nous ouvrons une crèche de 40 places en septembre dans un ancien bureau à Ehlange-sur-Mess. Les pièces sont grandes mais grises et un peu tristes. Nous aimerions un plan pour organiser les espaces par âge, des couleurs apaisantes, un éclairage doux et le choix du mobilier. Le gros œuvre est déjà terminé.",
    "interior-design", "Reckange-sur-Mess", "Ehlange-sur-Mess", kind="c", nu="U", situation="New daycare in a former office: space plan by age group, colours, lighting, furniture")
add("fr-t10", "Je suis trésorier d'un club de tennis de 180 membres. Jusqu'ici je tenais tout sur un fichier Excel, mais la commune demande maintenant des comptes annuels propres pour le subside. Nous cherchons un comptable qui puisse reprendre la comptabilité, clôturer 2026 et préparer le bilan pour l'assemblée générale. Le budget est limité, c'est une asbl.",
    "accounting", None, None, kind="c", nu="N", situation="Tennis club treasurer needs annual accounts for a subsidy")
add("fr-t11", "Notre asbl doit vider son local à Bridel d'ici fin mars. Il y a environ 120 cartons d'archives, une vingtaine d'armoires métalliques et du matériel de scène. Tout doit aller dans notre nouveau dépôt à Bertrange. Nous cherchons une équipe avec camion et si possible un monte-meubles car on est au deuxième.",
    "moving", "Kopstal", "Bridel", distractors=("Bertrange",), kind="c", nu="U", situation="Non-profit clearing its premises: archives, metal cabinets, stage gear to a new depot")
add("fr-t12", "Nous venons d'acheter un appartement des années 70 à Esch/Alzette. La cuisine et la salle de bain sont d'origine et il faudrait aussi refaire les sols et l'électricité. Combien faut-il compter à peu près au m2 pour ce genre de travaux, et en combien de temps c'est faisable ? On aimerait emménager avant la rentrée.",
    "renovation", "Esch-sur-Alzette", "Esch/Alzette", kind="d", nu="U", situation="1970s flat: cost per m2 and duration to redo kitchen, bathroom, floors, electrics")
add("fr-t13", "Une délégation chinoise vient visiter notre usine le mois prochain pour deux jours de réunions techniques. Faut-il plutôt un interprète en consécutive ou en simultanée pour ce genre de rencontre ? Et quel est le tarif habituel pour le mandarin, à la journée ? Nous ne savons pas si nous devons aussi faire traduire nos présentations.",
    "translation", None, None, kind="d", nu="N", situation="Chinese delegation visiting a factory: consecutive or simultaneous interpreting, price")
add("fr-t14", "On vient d'acheter une maison à Aubange en Belgique, juste après la frontière. La cage d'escalier est sur trois niveaux, très haute, et les murs sont tachés. Vaut-il mieux une peinture mate ou satinée pour un passage avec des enfants ? Et est-ce que vos artisans se déplacent de l'autre côté de la frontière, combien ça coûterait environ ?",
    "painting", "abroad", "Aubange", distractors=("Belgique",), kind="d", nu="U", situation="Tall three-storey stairwell to repaint in a house just over the Belgian border")
add("fr-t15", "Est-ce que vous avez aussi des personnes qui promènent les chiens ? Je pars en formation trois semaines et mon labrador a besoin de deux sorties par jour. Combien ça coûte en général par semaine ?",
    None, None, None, kind="d", nu="U", situation="Dog walking for three weeks during a training course")

# ---------------- German ----------------
add("de-s01", "Hallo, in unserer neuen Wohnung in Bartringen hängen in fünf Zimmern nur Kabel mit Lüsterklemmen aus der Decke, wer kann die Lampen (habe ich schon gekauft) anschließen?",
    "electrical", "Bertrange", "Bartringen", situation="Ceiling lamps to connect in five rooms of a new flat")
add("de-s02", "Unser Rasen in Howald ist nach dem nassen Frühling voller Moos und hat kahle Stellen, bitte vertikutieren und nachsäen, ca 300 qm.",
    "gardening", "Hesperange", "Howald", situation="Mossy lawn with bare patches: scarify and overseed 300 m2")
add("de-s03", "Beim letzten Unwetter hat es am Dachfenster im Kinderzimmer (Velux, etwa 15 Jahre alt) oben am Rahmen reingetropft, Haus in Senningerberg, bitte um baldigen Termin.",
    "roofing", "Niederanven", "Senningerberg", situation="Roof window leaking at the top of its frame during storms")
add("de-s04", "Mein Vater ist im Sommer in Belgien verstorben und meine zwei Brüder wollen mich beim Erbe übergehen, ich brauche einen Anwalt der sich mit Erbrecht auskennt.",
    "legal", None, None, distractors=("Belgien",), not_place=("einen",), situation="Inheritance dispute with brothers after father's death: inheritance lawyer")
add("de-s05", "Wir sind ein Architekturbüro in Strassen mit 6 Arbeitsplätzen und brauchen jemand der alle Rechner auf Windows 11 umstellt und ein NAS mit automatischem Backup einrichtet.",
    "it-support", "Strassen", "Strassen", situation="Architects' office: move six PCs to Windows 11 and set up a NAS backup")
add("de-s06", "Suche Fliesenleger für ca 18 qm Flur in Gasperich, Feinsteinzeug 120x60 ist schon gekauft, Estrich ist alt aber eben.",
    "tiling", "Luxembourg", "Gasperich", situation="18 m2 hallway to lay with large-format porcelain tiles")
add("de-s07", "unser Liebherr Kühlschrank kühlt oben kaum noch aber hinten an der Rückwand bildet sich ein dicker Eispanzer, wohnen in schëffleng",
    "appliance-repair", "Schifflange", "schëffleng", situation="Fridge barely cooling with thick ice on the back wall")
add("de-s08", "Wir brauchen eine Übersetzung unseres technischen Handbuchs (ungefähr 40 Seiten, Maschinenbau) aus dem Deutschen ins Französische bis Ende Januar.",
    "translation", None, None, situation="40-page engineering manual from German into French")
add("de-s09", "Mein Opa ist gestorben und niemand kennt die Kombination von seinem alten Tresor im Keller in Moutfort, kann man den öffnen ohne alles kaputt zu machen?",
    "locksmith", "Contern", "Moutfort", situation="Late grandfather's safe, combination unknown, to open without destroying")
add("de-s10", "Auf unserem Balkon in Müllendorf nisten seit Wochen Tauben und alles ist voller Kot, wir bräuchten ein Netz oder Spikes damit die nicht mehr kommen.",
    "pest-control", "Steinsel", "Müllendorf", situation="Pigeons nesting on a balcony, netting or spikes wanted")
add("de-t01", "Im Badezimmer bleibt der Boden seit Anfang November kalt, obwohl das Thermostat an der Wand auf 24 Grad steht. In der Küche und im Wohnzimmer wird der Boden ganz normal warm. Am Verteiler im Hauswirtschaftsraum ist bei einem der Stellantriebe das Lämpchen aus. Wir wohnen in Hassel und haben zwei kleine Kinder, die morgens barfuß ins Bad laufen.",
    "heating", "Weiler-la-Tour", "Hassel", kind="a", nu="U", situation="Bathroom floor stays cold while other rooms warm, one actuator light off")
add("de-t02", "Unsere Haustür aus Eiche schleift seit dem Herbst unten am Boden. Man bekommt sie nur noch zu, wenn man sich mit der Schulter dagegen lehnt. Oben ist dafür ein Spalt, durch den es zieht und man sieht das Licht vom Flur. Aus diesem Grund läuft die Heizung im Flur jetzt ständig. Haus in Sandweiler, Baujahr 1998.",
    "carpentry", "Sandweiler", "Sandweiler", not_place=("Grund",), kind="a", nu="U", situation="Oak front door drags on the floor and leaves a draught gap at the top")
add("de-t03", "Immer wenn oben jemand duscht, gluckert es unten im Gäste-WC im Waschbecken. Seit ein paar Tagen riecht es dort auch nach Kanal, vor allem morgens. Wir haben schon Rohrreiniger aus dem Supermarkt reingekippt, ohne Erfolg. Das Haus steht in Munsbach.",
    "plumbing", "Schuttrange", "Munsbach", kind="a", nu="U", situation="Downstairs basin gurgles when someone showers upstairs, sewer smell")
add("de-t04", "Im Gartencenter hat man uns im Juli gesagt, wir sollen den Rasen jetzt kräftig düngen, damit er die Hitze übersteht. Zwei Wochen später war alles gelb und verbrannt. Jetzt wollen wir eigentlich keinen Rasen mehr im Vorgarten, sondern etwas, das Trockenheit aushält. Gibt es einen Gärtner, der uns in Colmar-Berg so etwas plant und pflanzt?",
    "gardening", "Colmar-Berg", "Colmar-Berg", kind="b", nu="N", not_place=("einen",), situation="Lawn burnt by summer fertiliser on garden-centre advice; drought-tolerant front garden wanted")
add("de-t05", "Unser Vermieter hat gesagt, wir können die alte Tapete in der Wohnung einfach mit Dispersionsfarbe überstreichen. Das haben wir am Wochenende im Schlafzimmer gemacht, jetzt schlägt die Tapete überall Blasen und löst sich an den Nähten. Wir wohnen in Bonneweg, zweiter Stock, ohne Aufzug. Wir suchen einen Maler, der die Tapete entfernt, die Wände glättet und neu streicht, ca. 45 qm Wandfläche.",
    "painting", "Luxembourg", "Bonneweg", kind="b", nu="N", not_place=("einen",), situation="Old wallpaper painted over on landlord's advice, now blistering; strip and repaint")
add("de-t06", "Die Firma, die unser Wohnzimmer in Boevange-sur-Attert neu verputzt und geschliffen hat, meinte, der Staub setzt sich und geht mit normalem Staubsaugen weg. Inzwischen liegt auf jedem Schrank, jeder Lampe und im ganzen oberen Stock eine feine weiße Schicht. Unser Staubsauger hat nach zwei Tagen aufgegeben. Wir brauchen jemand, der das gründlich und mit den richtigen Geräten wegmacht, bevor am Zwanzigsten die Möbel zurückkommen.",
    "cleaning", "Helperknapp", "Boevange-sur-Attert", kind="b", nu="U", situation="Fine plaster dust everywhere after sanding; builder said normal vacuuming would do")
add("de-t07", "Der Verkäufer, der uns 2021 die Photovoltaikanlage verkauft hat, sagte, die läuft 20 Jahre ohne Wartung. Seit März zeigt die App null Ertrag und am Wechselrichter im Keller blinkt eine rote LED. Die Firma gibt es nicht mehr. Wir wohnen in Biissen und hätten gern, dass jemand die Anlage überprüft.",
    "solar", "Bissen", "Biissen", kind="b", nu="U", situation="PV inverter blinking red, zero yield since March, installer gone")
add("de-t08", "Wir sind eine kleine Schreinerei mit vier Mitarbeitern. Bis jetzt hat meine Frau die Buchhaltung abends gemacht, aber sie fängt im Januar eine Vollzeitstelle an. Wir suchen einen Buchhalter, der die laufende Buchhaltung, die Mehrwertsteuer-Erklärungen und die Löhne übernimmt. Die Belege können wir jeden Monat digital schicken.",
    "accounting", None, None, kind="c", nu="N", not_place=("einen",), situation="Joinery workshop needs bookkeeping, VAT returns and payroll taken over")
add("de-t09", "Wir sind ein Familienweingut an der Mosel und verkaufen bis jetzt nur ab Hof. Wir möchten, dass Kunden unsere Weine und Crémants online bestellen und bezahlen können, mit Altersabfrage und Abholung oder Lieferung. Unser Sohn hat mal etwas mit einem Baukasten versucht, das sieht aber nicht professionell aus. Was würde so etwas kosten?",
    "web-development", None, None, distractors=(), kind="c", nu="U", situation="Family winery wants online ordering and payment with age check")
add("de-t10", "Unser Reitverein in Schoos baut einen neuen Mistplatz. Dafür brauchen wir eine Betonplatte von etwa 8 x 6 m mit Gefälle und auf drei Seiten eine Mauer aus Betonsteinen, ca. 1,50 m hoch. Den Bagger für den Aushub stellt ein Mitglied. Können Sie uns ein Angebot machen?",
    "masonry", "Fischbach", "Schoos", kind="c", nu="U", not_place=("einen",), situation="Riding club: concrete slab with fall and 1.5 m block walls for a manure store")
add("de-t11", "Wir haben ein kleines Hotel mit 14 Zimmern in Echternach und haben im Winter alle Zimmer renoviert. Die Bilder auf Booking und auf unserer Seite sind jetzt zehn Jahre alt. Wir suchen einen Fotografen für Innenaufnahmen und, wenn möglich, ein kurzes Video mit Drohne vom Haus und der Basilika. Am liebsten Ende März, bevor die Saison beginnt.",
    "photography", "Echternach", "Echternach", kind="c", nu="N", not_place=("einen",), situation="Small hotel needs new room photos and a short drone video before the season")
add("de-t12", "Wir haben eine kleine Ferienwohnung in Saarburg gekauft, die wir vermieten wollen. Sie ist 48 qm groß, leer und ziemlich dunkel. Lohnt es sich, jemanden zu nehmen, der Aufteilung, Farben, Licht und Möbel plant, oder reicht IKEA und ein bisschen Pinterest? Machen Sie so etwas auch in Deutschland?",
    "interior-design", "abroad", "Saarburg", distractors=("Deutschland",), kind="d", nu="U", situation="Holiday flat just over the German border: worth paying for layout, colour and furniture planning?")
add("de-t13", "Wir ziehen im April von Mersch nach Trier, weil mein Mann dort eine Stelle bekommen hat. Es ist eine 4-Zimmer-Wohnung im dritten Stock mit Aufzug. Lohnt sich eine Umzugsfirma, oder ist es günstiger, einen Transporter zu mieten und Freunde zu fragen? Was kostet so ein Umzug ungefähr?",
    "moving", "Mersch", "Mersch", distractors=("Trier",), kind="d", nu="N", not_place=("einen",), situation="Moving a 4-room flat across the border: removal firm or rented van?")
add("de-t14", "Wir haben das Haus meiner Oma in Düdelingen geerbt, Baujahr 1958. Dach nicht gedämmt, einfach verglaste Fenster, alte Ölheizung, Bad aus den 70ern. Lohnt es sich, das alles auf den heutigen Energiestandard zu bringen, oder ist Abreißen und Neubauen am Ende günstiger? Wie lange dauert so etwas ungefähr, wenn alles auf einmal gemacht wird?",
    "renovation", "Dudelange", "Düdelingen", kind="d", nu="U", situation="Inherited 1958 house: energy refurbishment or demolish and rebuild?")
add("de-t15", "Bieten Sie auch Nachhilfe an? Mein Sohn ist in der 4e im Lycée und hat in Mathe eine 18 von 60. Er bräuchte zweimal pro Woche jemanden, gern auch online. Was kostet das pro Stunde?",
    None, None, None, kind="d", nu="U", situation="Maths tutoring for a secondary-school pupil")

# ---------------- English ----------------
add("en-s01", "Looking for a reliable cleaner for our 2-bed flat in Limpertsberg, 3 hours every Friday morning, we have a cat and the keys can be left with the concierge.",
    "cleaning", "Luxembourg", "Limpertsberg", situation="Weekly cleaner for a two-bedroom flat")
add("en-s02", "Hi, our team of 25 needs new corporate headshots for the website and LinkedIn, could a photographer set up in our meeting room on Kirchberg for a morning in January?",
    "photography", "Luxembourg", "Kirchberg", situation="Corporate headshots of 25 staff on site")
add("en-s03", "My old landlord is keeping my whole deposit of €4,800 claiming 'damages' that were already there when I moved in and I have the check-in report with photos, I think I need a lawyer now.",
    "legal", None, None, situation="Former landlord withholding a whole deposit: tenant needs a lawyer")
add("en-s04", "Just bought a house in Lintgen and have no idea how many keys are floating around, so I'd like all the locks changed on 4 doors incl the garage.",
    "locksmith", "Lintgen", "Lintgen", situation="New house: change the locks on four doors")
add("en-s05", "Can someone fit smart thermostatic valves (Tado) on our 9 radiators and connect them to the boiler in Asselborn, I tried one myself and now it won't close properly lol",
    "heating", "Wincrange", "Asselborn", situation="Smart radiator valves to fit on nine radiators and link to the boiler")
add("en-s06", "We need our terms and conditions and privacy policy (about 6,000 words) translated from English into French and German for the launch of our app.",
    "translation", None, None, situation="Terms and privacy policy of an app from English into French and German")
add("en-s07", "quote pls for solar panels on a new build in troisvierges, roof faces south-west, around 10 kWp, we move in in May",
    "solar", "Troisvierges", "troisvierges", situation="Quote for a 10 kWp PV system on a new build")
add("en-s08", "Dear Sir or Madam, I would like white metro tiles put up behind the new kitchen worktop in Weiswampach, about 4 m long and 60 cm high, tiles and adhesive already bought.",
    "tiling", "Weiswampach", "Weiswampach", not_place=("Sir",), situation="Metro-tile splashback behind a kitchen worktop")
add("en-s09", "need someone to sort out our home network in Fels, mesh wifi for 3 floors plus a NAS so both our laptops back up automatically, the Post box is in the cellar 🙃",
    "it-support", "Larochette", "Fels", situation="Home network: mesh Wi-Fi over three floors and a NAS for laptop backups")
add("en-s10", "Our Miele tumble dryer now runs for three hours and the towels still come out damp, we're in Nommern, can someone have a look this week?",
    "appliance-repair", "Nommern", "Nommern", situation="Tumble dryer runs three hours and laundry stays damp")
add("en-t01", "Every spring we get a line of tiny black ants marching across the kitchen floor in Heffingen. They come out from under the skirting board next to the back door and go straight for the cat food. This year there are hundreds and they've found the sugar in the cupboard too. The spray from the supermarket only works for a day or two.",
    "pest-control", "Heffingen", "Heffingen", kind="a", nu="U", situation="Ant trail from under the skirting board into the kitchen every spring")
add("en-t02", "The brick pillar that holds our garden gate in Ingeldorf is leaning more every month. You can pull bits of mortar out with your fingers and two bricks at the top are loose. The gate doesn't close anymore and the kids' football goes under it onto the road. Who can fix that before someone gets hurt?",
    "masonry", "Erpeldange-sur-Sûre", "Ingeldorf", kind="a", nu="U", situation="Leaning brick gate pillar with crumbling mortar and loose bricks")
add("en-t03", "When it rains hard there is a drip in the loft right where the chimney goes through. The insulation around it is soaked and there's a brown ring on the bedroom ceiling below. We only use the fireplace at Christmas so it's not the stove. House is in Marnach.",
    "roofing", "Clervaux", "Marnach", kind="a", nu="U", situation="Leak in the loft beside the chimney during heavy rain")
add("en-t04", "The estate agent said the carpets in the house we're renting in Bourscheid 'just need a hoover'. We've hoovered five times and the dog smell from the previous tenants is still there, plus some stains on the stairs. Our baby is due in three weeks. Is there a cleaning company that does proper deep carpet cleaning with the machines?",
    "cleaning", "Bourscheid", "Bourscheid", kind="b", nu="N", situation="Rented house carpets still smell of dogs; agent said hoovering was enough")
add("en-t05", "Our landlord told us to pour boiling water with caustic soda down the shower drain every week to keep it clear. Now the water doesn't go down at all and the whole bathroom smells. We're in a ground floor flat in Belair and I have to shower at the gym.",
    "plumbing", "Luxembourg", "Belair", kind="b", nu="U", situation="Shower drain fully blocked after landlord's caustic soda advice")
add("en-t06", "My brother-in-law put a dimmer on our new LED spotlights in the living room and said it was fine. Now they flicker when dimmed and there's a buzzing from the switch. He says LEDs always do that. I'd rather have a proper electrician check it, house in Reisdorf.",
    "electrical", "Reisdorf", "Reisdorf", kind="b", nu="N", situation="Dimmer fitted by a relative: LED spots flicker and the switch buzzes")
add("en-t07", "The previous owners told us the deck only needed a pressure wash once a year. This summer the boards went soft in places and one broke under my son's foot. There are also some boards that have turned black near the house. My dad, who lives in Hamm in Germany, says to just screw new boards on top. We're in Hunsdorf, deck is roughly 5 x 4 m.",
    "carpentry", "Lorentzweiler", "Hunsdorf", distractors=("Hamm", "Germany"), kind="b", nu="U", situation="Wooden deck boards soft and breaking despite yearly pressure washing")
add("en-t08", "I run a small yoga studio (a SARL-S, one part-time employee). Until now I've been doing the books myself on a spreadsheet and it's getting out of hand. I'm looking for an accountant for the bookkeeping, the annual accounts and the tax return. Rough monthly price?",
    "accounting", None, None, kind="c", nu="N", situation="Yoga studio company: bookkeeping, annual accounts and tax return")
add("en-t09", "I manage a small care home in Feulen. Our residents love being outside but the garden is all grass with a steep path and no shade. We'd like it redesigned with raised beds at wheelchair height, a level path and a couple of trees. Budget is around €15,000, we could do it in two phases.",
    "gardening", "Feulen", "Feulen", not_place=("grass",), kind="c", nu="U", situation="Care home garden redesign with raised beds, level path and shade trees")
add("en-t10", "We're a four-person law firm moving into an old townhouse in the Ville-Haute in February. The rooms have high ceilings, echo badly and the reception is just a corridor. We need someone to plan the reception and meeting room: layout, acoustic panels, colours and lighting. The builders are finishing the floors next month.",
    "interior-design", "Luxembourg", "Ville-Haute", kind="c", nu="U", situation="Law firm's townhouse office: reception and meeting room layout, acoustics, lighting")
add("en-t11", "I'm on the parents' committee of an international school and we are organising a charity run in May. We want people to sign up online, pay the 15 euro fee, and choose 5 or 10 km. Sponsors should be able to donate and see a live total. Last year we did it all with Google Forms and bank transfers and it was chaos.",
    "web-development", None, None, kind="c", nu="U", situation="School charity run: online sign-up, fees, donations and a live total")
add("en-t12", "We're relocating from Hosingen to Dublin in June for my husband's job. It's a four-bedroom house plus a garage full of tools. Is it better to book one removal company that does door to door, or a local one here plus a container? Any idea of the cost?",
    "moving", "Parc Hosingen", "Hosingen", distractors=("Dublin",), kind="d", nu="N", situation="Four-bedroom house moving to Ireland: door-to-door firm or local firm plus container")
add("en-t13", "We have a small house in Mondorff, the French village right next to Mondorf-les-Bains, on the other side of the border. The wooden shutters and the facade need repainting this spring. Would a painter from Luxembourg come over the border for that, or is that complicated with paperwork? Roughly what does a facade of 80 m2 cost?",
    "painting", "abroad", "Mondorff", distractors=("Mondorf-les-Bains", "Luxembourg"), kind="d", nu="N", situation="Repainting shutters and facade of a house in the French village opposite Mondorf")
add("en-t14", "My mother-in-law is moving in with us in Itzig and we're thinking of turning the double garage into a small studio for her, with a shower room and a kitchenette. How much does something like that usually cost, and how long does it take? Do we need a permit from the commune for that?",
    "renovation", "Hesperange", "Itzig", kind="d", nu="U", situation="Converting a double garage into a studio with shower room and kitchenette")
add("en-t15", "Do you also have babysitters on your platform? We need someone on Saturday evenings for two kids, 4 and 7. What do people usually charge per hour here, 15 euros, more?",
    None, None, None, kind="d", nu="U", situation="Babysitter on Saturday evenings")

# ---------------- Portuguese ----------------
add("pt-s01", "Socorro rebentou um cano debaixo do lava-loiça e está a sair água por todo o lado, já fechei a água geral, moro em Esch sur Alzette rua do Brill!!",
    "plumbing", "Esch-sur-Alzette", "Esch sur Alzette", situation="Burst pipe under the kitchen sink, mains already shut off")
add("pt-s02", "Bom dia queria um devis para uma mudança de um T2 de Ettelbruck para Diekirch no sábado dia 14, temos um sofá grande e uma máquina de lavar.",
    "moving", "Ettelbruck", "Ettelbruck", distractors=("Diekirch",), situation="Moving a two-bedroom flat a few kilometres on a Saturday")
add("pt-s03", "Preciso de pintar a casa toda por dentro antes de entrar, são uns 120 m2 em Redange-sur-Attert, tetos e paredes em branco.",
    "painting", "Redange", "Redange-sur-Attert", situation="Whole house interior, walls and ceilings white, before moving in")
add("pt-s04", "O nosso quadro elétrico ainda tem aqueles fusíveis antigos de rosca e o propriétaire aceitou trocar por disjuntores, a casa é em Saeul, quanto fica mais ou menos?",
    "electrical", "Saeul", "Saeul", situation="Old screw fuses to replace with circuit breakers in the fuse board")
add("pt-s05", "Tenho uma empresa de limpezas com 6 funcionárias e preciso de um site simples com os nossos serviços, fotos e um formulário para pedir orçamento.",
    "web-development", None, None, situation="Cleaning company needs a simple site with services and quote form")
add("pt-s06", "alguém me ajuda a fazer a declaração de impostos de 2025 aqui no Luxemburgo, comprámos casa com crédito e disseram que podemos recuperar dinheiro",
    "accounting", None, None, distractors=("Luxemburgo",), situation="Personal tax return after buying a house with a mortgage")
add("pt-s07", "Comprámos um terreno em Noerdange e está cheio de silvas e relva alta de dois metros, precisamos de alguém para limpar tudo e depois semear relva.",
    "gardening", "Beckerich", "Noerdange", situation="Overgrown plot with brambles to clear and sow with grass")
add("pt-s08", "Acabámos as obras no apartamento em bonnevoie e está tudo cheio de pó e restos de tinta nos vidros, alguém faz limpeza depois de obras esta semana?",
    "cleaning", "Luxembourg", "bonnevoie", situation="Cleaning after building works: dust and paint on windows")
add("pt-s09", "A fechadura da porta de casa em Winseler encravou, a chave roda mas a porta não abre e estou cá fora com a minha filha ao frio.",
    "locksmith", "Winseler", "Winseler", situation="Front-door lock jammed, key turns but door won't open, waiting outside")
add("pt-s10", "O computador do meu filho já não se liga ao wifi e a impressora também deixou de imprimir desde que mudámos a box da Post, moramos em Oberkorn.",
    "it-support", "Differdange", "Oberkorn", situation="Son's computer and printer lost Wi-Fi after a new internet box")
add("pt-t01", "Desde ontem à noite os radiadores estão todos frios e a água do duche está morna. Na cave a máquina faz um clique de cinco em cinco minutos mas não acende a chama. A garrafa de gás no exterior ainda tem metade, já vi. Moramos em Roodt, perto de Redange, e temos um bebé de três meses em casa.",
    "heating", "Ell", "Roodt", distractors=("Redange",), kind="a", nu="U", situation="Radiators cold, lukewarm water, appliance in cellar clicks but no flame")
add("pt-t02", "Fui buscar as camisolas de lã ao armário e estão cheias de buracos pequeninos. Também há umas borboletinhas castanhas a voar no quarto à noite. No fundo das gavetas há uma espécie de pó e fiozinhos. Moramos em Esch-sur-Sûre numa casa antiga.",
    "pest-control", "Esch-sur-Sûre", "Esch-sur-Sûre", kind="a", nu="U", situation="Wool jumpers full of small holes, small brown moths in the bedroom")
add("pt-t03", "A nossa placa de indução desliga-se sozinha depois de dois minutos quando ponho a panela grande. Com as panelas pequenas funciona normal. Às vezes aparece um sinal a piscar na zona da frente. Já troquei de panelas e o problema continua. Casa em Vichten.",
    "appliance-repair", "Vichten", "Vichten", kind="a", nu="U", situation="Induction hob switches itself off after two minutes with the large pan")
add("pt-t04", "O meu cunhado disse que fazíamos a mudança com a carrinha dele num sábado e pronto. Ontem a carrinha avariou e ele vai estar em Portugal até ao fim do mês. Temos de sair da casa em Medernach até dia 31 e ir para um apartamento em Ettelbruck. Preciso de uma empresa de mudanças com urgência, são três quartos e uma cave cheia.",
    "moving", "Vallée de l'Ernz", "Medernach", distractors=("Portugal", "Ettelbruck"), kind="b", nu="N", situation="Brother-in-law's van broke down: urgent three-bedroom move")
add("pt-t05", "A caleira da frente da nossa casa em Dahl está a pingar nas juntas e descaiu no meio. O vizinho disse para pôr silicone por dentro e assim ficava bom. Pusemos, mas com a chuva forte a água passa por cima e cai mesmo em cima da porta. Agora até um dos suportes se soltou.",
    "roofing", "Goesdorf", "Dahl", kind="b", nu="U", situation="Sagging gutter leaking at joints, neighbour suggested silicone")
add("pt-t06", "Na loja de bricolage disseram-me que podia colar azulejo novo por cima do azulejo velho da cozinha com cola normal. Fiz isso na parede do fogão e passados dois meses já há três que caíram e outros soam ocos. Agora quero que um ladrilhador faça isto como deve ser, mesmo que tenha de tirar tudo. É uma moradia em Arsdorf.",
    "tiling", "Rambrouch", "Arsdorf", kind="b", nu="N", situation="Tiles glued over old tiles on shop advice are falling off")
add("pt-t07", "Na feira venderam-nos um kit de painéis solares para a varanda e disseram que era só ligar à tomada. Um amigo eletricista diz que assim não pode ser e que pode ser perigoso. Queria alguém que montasse os dois painéis como deve ser na varanda em Schieren e ligasse o micro-inversor corretamente. Os painéis já estão cá em casa.",
    "solar", "Schieren", "Schieren", kind="b", nu="U", situation="Balcony solar kit sold as plug-in; friend says it must be installed properly")
add("pt-t08", "Vamos abrir um café-restaurante português em Grosbous no antigo bar da aldeia. A sala é comprida e escura e não sabemos como pôr as mesas, o balcão e a zona das crianças. Também queríamos ajuda para escolher cores, candeeiros e o estilo, algo moderno mas acolhedor. As obras começam em março.",
    "interior-design", "Groussbus-Wal", "Grosbous", kind="c", nu="U", situation="New Portuguese café-restaurant: table layout, counter, kids' corner, colours, lamps")
add("pt-t09", "Somos uma associação portuguesa com sede em Hollerich e a nossa sala de convívio precisa de um balcão de bar novo em madeira. Também queríamos prateleiras à medida na parede para as taças do clube de futebol. Procuramos um carpinteiro que faça tudo por medida. Podem mandar um devis?",
    "carpentry", "Luxembourg", "Hollerich", kind="c", nu="N", situation="Portuguese association's club room: wooden bar counter and trophy shelves")
add("pt-t10", "O nosso rancho folclórico faz 25 anos e vamos fazer uma festa grande em Liefrange no dia 20 de junho, ao pé do lago. Queríamos alguém que tirasse fotos das danças e dos trajes e fizesse um pequeno vídeo para o Facebook. Somos uns 40 dançarinos mais as famílias. Quanto costuma custar um dia inteiro?",
    "photography", "Lac de la Haute-Sûre", "Liefrange", kind="c", nu="U", situation="Folk dance group's 25th anniversary party by the lake: photos and a short video")
add("pt-t11", "Temos uma pequena empresa de construção com 12 operários. Um dos nossos trabalhadores caiu de um andaime num chantier e a ITM abriu um inquérito. A seguradora está a fazer perguntas que não percebemos bem. Precisamos de um advogado que conheça direito do trabalho e segurança no trabalho.",
    "legal", None, None, kind="c", nu="N", situation="Building firm: worker fell from scaffolding, labour inspectorate inquiry")
add("pt-t12", "Queremos fazer um muro à volta do terreno em Boulaide, uns 35 metros e 1 metro de altura. Vale mais a pena fazer em blocos de cimento rebocados ou em pedra? Qual é a diferença de preço e qual dura mais? O terreno é um bocado inclinado.",
    "masonry", "Boulaide", "Boulaide", kind="d", nu="U", situation="35 m boundary wall: rendered blocks or stone, price and durability")
add("pt-t13", "Vamos assinar a compra da casa no notário e o meu marido não percebe bem francês. O notário disse que é melhor trazer um intérprete. Pode ser um amigo ou tem de ser um intérprete oficial? Quanto custa mais ou menos uma hora?",
    "translation", None, None, kind="d", nu="N", situation="Interpreter for a house purchase at the notary: friend or official, price")
add("pt-t14", "Herdámos a casa dos meus sogros em Longwy, do outro lado da fronteira. Está bastante velha, a eletricidade é antiga, as paredes têm humidade e a casa de banho é do tempo deles. Quanto pode custar pôr a casa habitável e por onde se começa, pela eletricidade, pela humidade ou pela casa de banho? E vocês trabalham do lado francês?",
    "renovation", "abroad", "Longwy", kind="d", nu="U", situation="Inherited old house across the French border: rough cost and in which order to renovate")
add("pt-t15", "Vocês também têm cabeleireiras que vão a casa? A minha avó tem 89 anos e já não consegue sair. Era para cortar e pintar o cabelo uma vez por mês. Quanto se paga normalmente?",
    None, None, None, kind="d", nu="U", situation="Home hairdresser for a housebound grandmother")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, vorrei far costruire in giardino un barbecue in muratura con mattoni refrattari e un piano di lavoro, siamo a Echternach vicino al lago.",
    "masonry", "Echternach", "Echternach", situation="Brick-built garden barbecue with refractory bricks and a worktop")
add("it-s02", "La nostra caldaia a gas ha 22 anni e vorremmo sostituirla con una a condensazione prima dell'inverno, casa singola a Junglinster, potete fare un preventivo?",
    "heating", "Junglinster", "Junglinster", situation="Replace a 22-year-old gas boiler with a condensing one")
add("it-s03", "Cerco un traduttore per la mia tesi di dottorato in chimica (circa 180 pagine) dall'italiano all'inglese, scadenza fine febbraio.",
    "translation", None, None, situation="Doctoral thesis in chemistry from Italian into English")
add("it-s04", "Abbiamo tre vecchi meli e un pero nel giardino di casa a Berdorf che non vengono potati da anni, qualcuno li può sistemare a fine inverno?",
    "gardening", "Berdorf", "Berdorf", situation="Pruning three old apple trees and a pear tree neglected for years")
add("it-s05", "il congelatore a pozzetto in cantina non congela più, la spia verde è accesa ma dentro sono -2 gradi e ho 30 kg di carne, abito a Cessange",
    "appliance-repair", "Luxembourg", "Cessange", situation="Chest freezer in the cellar no longer freezing, full of meat")
add("it-s06", "Il proprietario del locale del mio ristorante vuole aumentare l'affitto del 30% al rinnovo del contratto commerciale, mi serve un avvocato che mi dica se può farlo.",
    "legal", None, None, situation="Restaurant owner facing a 30% rent rise on renewal of a commercial lease")
add("it-s07", "Vorrei installare un videocitofono con apertura del cancello elettrico nella nostra casa a Grevenmacher, il vecchio citofono non funziona più da mesi.",
    "electrical", "Grevenmacher", "Grevenmacher", situation="Video door entry system with electric gate release")
add("it-s08", "Le tegole del tetto della casa a Befort sono degli anni 60, porose e si sbriciolano, penso sia ora di rifare tutta la copertura, circa 140 m2.",
    "roofing", "Beaufort", "Befort", situation="1960s porous roof tiles crumbling: re-roof about 140 m2")
add("it-s09", "Cerco un piastrellista per il bagno nuovo a Bertrange, pavimento e pareti fino al soffitto, circa 25 m2 in totale, piastrelle già scelte.",
    "tiling", "Bertrange", "Bertrange", situation="New bathroom, floor and full-height walls, about 25 m2")
add("it-s10", "Il 1 marzo entriamo in una casa a Mamer che è rimasta vuota per un anno e vorremmo una pulizia a fondo prima di portare i mobili, cucina compresa.",
    "cleaning", "Mamer", "Mamer", situation="Deep clean of a house empty for a year before moving in")
add("it-t01", "Sopra la finestra del soggiorno c'è una crepa in diagonale che parte dall'angolo e sale verso il soffitto. A settembre era sottile come un capello, adesso ci passa una moneta da 10 cents. Si vede anche da fuori sulla facciata. La casa è a Rosport ed è stata costruita negli anni 70.",
    "masonry", "Rosport-Mompach", "Rosport", not_place=("cents",), kind="a", nu="U", situation="Diagonal crack above the living-room window widening since September")
add("it-t02", "Quando parte lo scarico della lavatrice, nel WC del piano terra l'acqua sale e diventa grigia. Poi dopo qualche minuto scende da sola ma resta un cattivo odore. Ieri è uscita un po' d'acqua anche dal tombino in cantina. Siamo ad Altrier, in una casa abbastanza vecchia.",
    "plumbing", "Bech", "Altrier", kind="a", nu="U", situation="Downstairs toilet fills with grey water when the washing machine drains")
add("it-t03", "Da qualche settimana la sera, quando accendo la luce in cucina, vedo degli insetti marroni scappare sotto il frigorifero e dietro il battiscopa. Sono lunghi più o meno un centimetro e veloci. Stamattina ne ho trovato uno nel cassetto delle posate. Abito a Merl in un condominio, terzo piano, e ho paura che vengano dagli altri appartamenti.",
    "pest-control", "Luxembourg", "Merl", kind="a", nu="U", situation="Brown insects running under the fridge at night in a flat")
add("it-t04", "In colorificio ci hanno detto che bastava una mano di smalto sopra la vecchia vernice delle persiane, senza carteggiare. Dopo un'estate lo smalto si stacca a scaglie e si vede il legno grigio sotto. Sono dieci persiane in una casa a Consdorf. Cerchiamo un pittore che le tratti e le ridipinga come si deve.",
    "painting", "Consdorf", "Consdorf", kind="b", nu="N", situation="Shutters enamelled without sanding on a paint shop's advice, now flaking")
add("it-t05", "La serratura della porta blindata faceva un po' fatica e mio cognato mi ha detto di spruzzarci dentro l'olio della bicicletta. Adesso la chiave gira a vuoto e la porta si apre solo dall'interno. Stasera devo uscire e non posso chiudere casa. Abito a Müllerthal, vicino all'albergo.",
    "locksmith", "Waldbillig", "Müllerthal", kind="b", nu="U", situation="Armoured door lock oiled on a relative's advice, key now spins freely")
add("it-t06", "Quando abbiamo messo i pannelli fotovoltaici, un cugino ci ha detto di mettere l'inverter in soffitta perché lì non dà fastidio. D'estate a mezzogiorno la produzione crolla e l'inverter si spegne da solo, in soffitta ci sono 45 gradi. Vorremmo spostarlo in garage con i cavi nuovi. Siamo a Wecker.",
    "solar", "Biwer", "Wecker", kind="b", nu="U", situation="PV inverter in a hot attic shuts down at midday, to be moved to the garage")
add("it-t07", "Abbiamo fatto mettere un pavimento nuovo più alto di 2 centimetri e l'impresa ci ha detto che le porte interne in legno andavano bene così. Invece adesso quattro porte strisciano e una non si chiude proprio. Cerco un falegname che le accorci e sistemi le cerniere. Casa a Bastendorf.",
    "carpentry", "Tandel", "Bastendorf", kind="b", nu="N", situation="Interior wooden doors scrape after a higher floor was laid; builder said fine")
add("it-t08", "Abbiamo una pizzeria a Stolzembourg con 40 coperti. La cassa, la stampante delle comande in cucina e il wifi per i clienti vanno tutti sulla stessa rete e ogni sera qualcosa si blocca. Venerdì scorso la stampante non ha ricevuto gli ordini per mezz'ora. Ci serve qualcuno che sistemi la rete e separi quella dei clienti.",
    "it-support", "Putscheid", "Stolzembourg", kind="c", nu="U", situation="Pizzeria: till, kitchen order printer and guest Wi-Fi on one network keep failing")
add("it-t09", "Abbiamo una gelateria che apre da aprile a settembre e assumiamo ogni anno cinque studenti. Tra contratti, buste paga e dichiarazioni al CCSS non ci capiamo più niente. Cerchiamo un commercialista che si occupi delle paghe e del bilancio di fine anno. Siamo una piccola SARL.",
    "accounting", None, None, kind="c", nu="N", situation="Seasonal ice-cream shop: payroll for student staff and annual accounts")
add("it-t10", "Gestiamo un bed and breakfast con quattro camere e finora le prenotazioni arrivano per email e telefono. Vorremmo che gli ospiti vedessero le camere libere e prenotassero direttamente, con pagamento dell'acconto. Ora dipendiamo da Booking e paghiamo il 17% di commissione. Si può fare con un budget contenuto?",
    "web-development", None, None, kind="c", nu="U", situation="Four-room B&B wants direct booking with availability and deposit payment")
add("it-t11", "Siamo una piccola cantina a Nittel, sulla riva tedesca della Mosella, proprio di fronte al Lussemburgo. Per la nuova linea di spumanti ci servono foto delle bottiglie per le etichette e il sito, e un video della vendemmia a settembre. Cerchiamo un fotografo che lavori anche in Germania. Potete mandarci un listino?",
    "photography", "abroad", "Nittel", distractors=("Lussemburgo",), kind="c", nu="N", situation="Small German winery on the Moselle: bottle photos and a harvest video")
add("it-t12", "A luglio ci trasferiamo da Roodt-sur-Syre a Milano per lavoro. Abbiamo una casa con tre camere e un box pieno di cose. Conviene una ditta che fa tutto, dall'imballaggio al montaggio, o è meglio affittare un furgone e spedire il resto? Quanto costa più o meno, per avere un'idea?",
    "moving", "Betzdorf", "Roodt-sur-Syre", distractors=("Milano",), kind="d", nu="U", situation="Three-bedroom house moving to Italy: full-service firm or van and shipping")
add("it-t13", "Abbiamo comprato un appartamento di 65 m2 a Cents, ancora grezzo dentro. Per scegliere le luci, i colori e come disporre cucina e soggiorno, è meglio un interior designer o l'architetto che ha già fatto il progetto? Quanto chiede di solito un interior designer per un appartamento così?",
    "interior-design", "Luxembourg", "Cents", kind="d", nu="N", situation="Shell flat: interior designer or the project architect for lights, colours, layout")
add("it-t14", "Abbiamo una vecchia fattoria a Niederdonven e vorremmo trasformare il fienile in due appartamenti. Prima di chiamare le varie ditte, volevamo capire: quanto costa più o meno al metro quadro una trasformazione del genere? Servono mesi o anni? E servono permessi dal comune?",
    "renovation", "Flaxweiler", "Niederdonven", kind="d", nu="U", situation="Converting a farm barn into two flats: cost per m2, duration, where to start")
add("it-t15", "Fate anche catering? A maggio c'è la prima comunione di mia figlia e saremo circa 50 persone in una sala. Cerchiamo qualcuno che porti il pranzo e il dolce. Quanto si spende più o meno a persona?",
    None, None, None, kind="d", nu="U", situation="Catering for a first-communion lunch for 50")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito que alguien lije y pinte la barandilla de hierro del balcón y la verja de la entrada que están llenas de óxido, vivo en Remich junto al paseo del río.",
    "painting", "Remich", "Remich", situation="Sand and repaint a rusty iron balcony railing and front gate")
add("es-s02", "Quiero añadir cuatro enchufes con USB en la encimera de la cocina porque solo hay dos y vamos con alargadores, piso en Hamm, ¿cuándo podríais venir?",
    "electrical", "Luxembourg", "Hamm", situation="Four extra sockets with USB along the kitchen worktop")
add("es-s03", "Importamos aceite de oliva y vino de una cooperativa de Jaén y queremos una tienda online en francés y español con envíos a todo el Benelux.",
    "web-development", None, None, situation="Online shop in French and Spanish for imported olive oil and wine")
add("es-s04", "buenas, quisiera poner un grifo exterior en la pared del jardín para la manguera, la tubería pasa justo detrás en el garaje, casa en Wasserbillig",
    "plumbing", "Mertert", "Wasserbillig", situation="Outdoor garden tap off a pipe behind the garage wall")
add("es-s05", "Me gustaría cambiar la cerradura de la puerta principal por una cerradura inteligente tipo Nuki que se abra con el móvil, es una casa en Ahn.",
    "locksmith", "Wormeldange", "Ahn", situation="Swap the front-door lock for a smartphone-controlled smart lock")
add("es-s06", "Busco traductor para un libro de recetas de mi abuela (unas 90 páginas) del español al francés, queremos publicarlo para su 90 cumpleaños 🎂",
    "translation", None, None, situation="Grandmother's 90-page recipe book from Spanish into French for publication")
add("es-s07", "Tenemos un jardín de 400 m2 en Filsdorf que es solo césped y queremos rediseñarlo con plantas que necesiten poco mantenimiento y algún árbol pequeño.",
    "gardening", "Dalheim", "Filsdorf", situation="Redesign a 400 m2 lawn-only garden with low-maintenance planting")
add("es-s08", "Los canalones de la casa en Canach están llenos de hojas y hay mucho musgo en las tejas del lado norte y creo que alguna teja se ha movido, ¿podéis revisar el tejado y arreglarlo?",
    "roofing", "Lenningen", "Canach", situation="Gutters full of leaves, moss and a displaced tile on the north roof slope: inspect and repair")
add("es-s09", "Soy española, trabajo en Luxemburgo y aún tengo un piso alquilado en España, necesito un asesor fiscal que me haga la declaración aquí sin pagar dos veces.",
    "accounting", None, None, distractors=("Luxemburgo",), situation="Tax return for a Spanish resident worker with rental income in Spain")
add("es-s10", "El microondas integrado Bosch hace ruido y gira pero no calienta nada desde el domingo, estamos en Hobscheid.",
    "appliance-repair", "Habscht", "Hobscheid", situation="Built-in microwave turns but no longer heats")
add("es-t01", "La caldera de pellets del sótano se apaga sola casi todas las noches. Por la mañana la casa está fría y dentro hay un montón de pellets sin quemar y mucha ceniza. La volvemos a encender y funciona unas horas. Compramos el pellet en un sitio nuevo este año, no sé si tiene que ver. Vivimos en Remerschen.",
    "heating", "Schengen", "Remerschen", kind="a", nu="U", situation="Pellet boiler goes out every night, unburnt pellets and ash inside")
add("es-t02", "Las puertas correderas del armario empotrado del dormitorio se salen del carril cada vez que las abro. Una ya se ha caído encima de mi hija. Por arriba el carril está un poco suelto y se mueve. Es en un piso en Greiveldange.",
    "carpentry", "Stadtbredimus", "Greiveldange", kind="a", nu="U", situation="Built-in wardrobe sliding doors jump off the track, top rail loose")
add("es-t03", "En el jardín de nuestra casa de Mondorf han aparecido agujeros grandes debajo de la terraza y al lado del compost. Anoche vimos algo gris y con cola larga corriendo hacia el garaje. Mis hijos juegan ahí todos los días y el perro está como loco. ¿Podéis venir a verlo pronto?",
    "pest-control", "Mondorf-les-Bains", "Mondorf", kind="a", nu="U", situation="Burrows under the terrace and by the compost, grey long-tailed animal seen")
add("es-t04", "Un amigo nos dijo que podíamos pintar el techo de madera del salón con pintura plástica blanca sin lijar. Ahora se ve fatal, la pintura se agrieta, se levanta en las juntas y se notan todas las vetas. Queremos un pintor que lo arregle, ya sea decapando o dándole el tratamiento correcto. La casa está en Bous y el techo tiene unos 35 m2.",
    "painting", "Bous-Waldbredimus", "Bous", kind="b", nu="N", situation="Wooden ceiling painted with emulsion on a friend's advice, cracking and peeling")
add("es-t05", "El de la tienda de materiales nos dijo que para un muro de bloques de un metro en el jardín no hacía falta cimentación, que bastaba con la tierra bien apisonada. Lo hicimos así hace un año y ahora el muro está inclinado y tiene grietas en las juntas. Tenemos miedo de que se caiga sobre la acera. Está en Berbourg.",
    "masonry", "Manternach", "Berbourg", kind="b", nu="U", situation="Garden block wall built without footing on a shop's advice, now leaning")
add("es-t06", "En el supermercado me dijeron que con lejía diluida quitaría las manchas de vino del sofá de tela y de la alfombra. Ahora tengo manchas blancas además de las rojas. Vivo en un piso en Pfaffenthal y el sábado vienen mis suegros. ¿Alguien puede venir a limpiar el sofá y la alfombra con máquina?",
    "cleaning", "Luxembourg", "Pfaffenthal", kind="b", nu="U", situation="Sofa and rug bleached while removing wine stains; deep cleaning wanted")
add("es-t07", "En la tienda de muebles nos aseguraron que el sofá de tres metros cabía perfecto en nuestro salón. Cabe, sí, pero ahora la mesa no tiene sitio, la tele queda a contraluz y el salón parece un pasillo. Queremos que un interiorista nos haga un plan de distribución y de iluminación para aprovechar el espacio. Vivimos en Helmsange, el salón tiene unos 30 m2.",
    "interior-design", "Walferdange", "Helmsange", kind="b", nu="N", situation="Oversized sofa on a shop's advice ruined the living room: layout and lighting plan")
add("es-t08", "Tenemos un bar de tapas en Esch-sur-Alzette y nos trasladamos a un local más grande en Dudelange. Hay que mover la cámara frigorífica, dos neveras, la plancha, las mesas y unas 60 sillas. Solo podemos cerrar un lunes y un martes. ¿Quién nos puede ayudar con camión y gente?",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=("Dudelange",), kind="c", nu="U", situation="Tapas bar relocating: cold room, fridges, griddle, tables and chairs")
add("es-t09", "Tengo una peluquería en Fentange y quiero cambiar el suelo de la zona de lavado porque los azulejos están agrietados y el agua se mete por las juntas. Son unos 12 m2 y tenemos que hacerlo un domingo y un lunes, cuando está cerrado. Busco un alicatador que pueda trabajar esos días.",
    "tiling", "Hesperange", "Fentange", kind="c", nu="N", situation="Hair salon washing area: cracked floor tiles to replace on closing days")
add("es-t10", "Tenemos un restaurante y un cliente se resbaló en la escalera del baño. Ahora su seguro nos reclama 12.000 euros y nuestro seguro dice que no cubre todo. Necesitamos un abogado que nos explique qué hacer y nos defienda si hace falta.",
    "legal", None, None, kind="c", nu="N", situation="Restaurant sued after a customer slipped on the stairs")
add("es-t11", "Somos una academia de idiomas en L-2340 con ocho ordenadores para los alumnos y dos para la secretaría. Los equipos son lentísimos, los alumnos instalan cosas y la impresora de la secretaría se desconecta cada dos por tres. Necesitamos a alguien que lo deje todo en orden y luego nos haga mantenimiento cada mes.",
    "it-support", "Luxembourg", "L-2340", kind="c", nu="U", situation="Language school: slow student PCs, unstable office printer, monthly maintenance")
add("es-t12", "Nuestro tejado en Sandweiler está orientado este-oeste, no al sur. ¿Merece la pena poner placas solares así? ¿Cuántos años se tarda en recuperar la inversión con las ayudas de ahora? El vecino dice que sin sur no vale la pena, pero otros dicen que sí.",
    "solar", "Sandweiler", "Sandweiler", kind="d", nu="U", situation="Is PV worth it on an east-west roof, payback with current grants")
add("es-t13", "Estoy embarazada de siete meses y me gustaría una sesión de fotos con el bebé cuando nazca, en casa, en Sierck-les-Bains, justo al otro lado de la frontera. ¿Un fotógrafo de Luxemburgo se desplaza hasta allí? ¿Es mejor hacerla en casa o en un estudio? ¿Y qué precio tiene más o menos?",
    "photography", "abroad", "Sierck-les-Bains", distractors=("Luxemburgo",), kind="d", nu="N", situation="Newborn photo session at home in a French town just over the border")
add("es-t14", "Queremos rehacer entera la cocina de nuestra casa en Bertrange: cambiar la distribución, mover el fregadero, nueva instalación eléctrica, suelo y muebles. ¿Cuánto tiempo vamos a estar sin cocina? ¿Se puede vivir en casa mientras tanto con dos niños? ¿Y cuánto suele costar algo así?",
    "renovation", "Bertrange", "Bertrange", kind="d", nu="U", situation="Full kitchen refit with new layout: how long without a kitchen, can we stay, cost")
add("es-t15", "¿Tenéis a alguien que arregle bicicletas a domicilio? Tenemos cuatro bicis de la familia con frenos y cambios mal y no tengo coche para llevarlas. ¿Cuánto cobra más o menos?",
    None, None, None, kind="d", nu="U", situation="Mobile bicycle repair for four family bikes")
