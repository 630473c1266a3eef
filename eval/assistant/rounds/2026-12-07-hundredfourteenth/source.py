MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, eis Toilett leeft zënter gëschter Owend ouni Stopp no, d'Waasser leeft permanent an d'Schossel eran, kéint een nach dës Woch op Bridel kommen?",
    "plumbing", "Kopstal", "Bridel", situation="toilet cistern keeps running into the bowl")
add("lb-s02", "Mir hätte gär eng Wallbox (11 kW) an der Garage montéiert fir den neien Elektroauto, d'Haus ass zu Ell an de Compteur ass nach deen ale vun 1998, wat kascht sou eppes ongeféier?",
    "electrical", "Ell", "Ell", situation="wallbox for a new electric car, old meter")
add("lb-s03", "sinn ausgespaart 😩 d'Dier ass hannert eis zougefall an de Schlëssel läit bannen um Dësch, Haus zu Buederscheid, wéi séier kënnt dir?",
    "locksmith", "Goesdorf", "Buederscheid", situation="door fell shut, key inside on the table")
add("lb-s04", "Mir sichen een deen eis Wiss am Fréijoer komplett nei uleet (ca 400 m2, vill Moos a Maulwurfshiwwelen) zu Goeblange.",
    "gardening", "Koerich", "Goeblange", situation="lawn to be re-laid, moss and molehills")
add("lb-s05", "3 Plättercher an der Kiche sinn gerass well eis e gusseisen Dëppe erofgefall ass, hutt dir een deen esou Buedem-Plättercher auswiesselt, mir wunnen zu Keispelt an Ersatz-Plättercher hu mir nach am Keller",
    "tiling", "Kehlen", "Keispelt", situation="three cracked kitchen floor tiles, spares in the cellar")
add("lb-s06", "brauch een fir d fënsteren ze botzen an engem eefamilljenhaus zu mersch 23 fënsteren plus de wantergaart ideal virun der kommioun vum meedchen den 18 abrëll",
    "cleaning", "Mersch", "mersch", situation="window cleaning of a house and conservatory before a communion")
add("lb-s07", "Wéi vill Panneauen passen op en Daach vun 80 m2 mat Süd-Orientéierung zu Weiswampach a lount sech Photovoltaik dëst Joer nach mat de Primes?",
    "solar", "Weiswampach", "Weiswampach", situation="how many PV panels fit on a south roof, still worth it with subsidies")
add("lb-s08", "Mäis um Späicher, mir héieren se all Nuecht kraazen an d'Fudder vun der Kaz gëtt ugefriess, Haus zu Ëlwen",
    "pest-control", "Troisvierges", "Ëlwen", situation="mice in the attic eating the cat food")
add("lb-s09", "Eise Pelletsuewen zu Housen geet zanter e puer Deeg ëmmer no enger Stonn aus an d'Fënster vum Uewen ass ganz schwaarz, kann een sech dat ukucken?",
    "heating", "Parc Hosingen", "Housen", situation="pellet stove goes out after an hour, sooted glass")
add("lb-s10", "Eise Frigo (Liebherr, 6 Joer al) killt net méi richteg, d'Gefréierfach geet nach, mir sinn zu Colmar-Berg an hätte gär een dee laanscht kënnt a flécke kann amplaz en neien ze kafen.",
    "appliance-repair", "Colmar-Berg", "Colmar-Berg", situation="fridge no longer cools, freezer still works")
add("lb-t01", "Mir sinn am Oktober an en Neibau zu Klierf geplënnert. Am Buedzëmmer ass de Buedem wonnerbar waarm, mee am Living bleift en kal, egal wat ech um Thermostat astellen. Am Verdeeler am Keller sinn e puer kleng Réiercher mat roude Knäppercher, een dovun rouert sech guer net. Et ass dobannen den Owend kaum 18 Grad.",
    "heating", "Clervaux", "Klierf", kind="a", nu="U", situation="underfloor heating warm in bathroom, living room loop stays cold")
add("lb-t02", "An der Mauer vun eiser Garage zu Bascharage ass e Rass, dee vum Eck vun der Fënster schräg erof geet. Am Summer war en esou fein wéi en Hoer, elo passt en 1-Euro-Stéck dran. Bannen fält de Kallek op den Daach vum Auto. Ass dat geféierlech?",
    "masonry", "Käerjeng", "Bascharage", kind="a", nu="U", situation="diagonal crack from window corner widening in garage wall")
add("lb-t03", "Bei menger Mamm zu Arel drëpst et op de Späicher wann et reent, virun allem wann de Wand vu Westen kënnt. Nom Stuerm vu leschter Woch loungen 4 Zillen am Gaart. Si ass eleng do an ech kucken vu Luxembourg aus dono. Kann ee bis Freideg e Bléck drop geheien?",
    "roofing", "abroad", "Arel", distractors=["Luxembourg"], kind="a", nu="U", situation="mother's house in Arlon (Belgium) leaks into attic after storm, tiles in the garden")
add("lb-t04", "Virun zwee Joer hu mir d'Fassad vun eisem Haus zu Wilwerwiltz selwer gestrach. Den Noper huet gemengt, déi Faarf fir bannen géif duergoen, wann een zwou Schichte mécht. Elo blättert alles op der Wiederseit of an et gesäit schrecklech aus. Mir sichen e Moler deen d'Fassad richteg ofschleeft a mat enger Fassadefaarf nei mécht.",
    "painting", "Kiischpelt", "Wilwerwiltz", kind="b", nu="N", situation="neighbour said indoor paint would do on the facade, now peeling")
add("lb-t05", "Mäi Schwoer huet eis am Summer en Eechenparkett am Living zu Hoffelt geluecht. Hie sot, Dilatatiounsfugen bräicht een haut net méi, dat wier alles stabil. Elo am Wanter huet sech de Buedem an der Mëtt wéi eng Bréck opgehuewen a knaascht bei all Schrëtt. Wien kann dat opmaachen an nees richteg leeën?",
    "carpentry", "Wincrange", "Hoffelt", kind="b", nu="U", situation="brother-in-law laid oak parquet without expansion gaps, now it arches")
add("lb-t06", "Mäi Koseng sot, mir sollten einfach eng Camionnette lounen an alles eleng transportéieren, dat wier jo just vu Pratz bis op Gasperich. Elo hunn ech mer beim éischte Schaf de Réck verrappt an et bleiwen nach 40 Kartongen, e Sofa an eng Wäschmaschinn. Hätt dir de Samschdeg nach e Camion an zwee Leit fräi?",
    "moving", "Préizerdaul", "Pratz", distractors=["Gasperich"], kind="b", nu="U", situation="cousin said do the move yourself, back hurt, rest of the move from Pratz to Gasperich")
add("lb-t07", "Eisen Diesel (Golf, 2017) rëselt beim Ufueren. Mäin Noper sot, ech soll einfach eng Fläsch Additiv an den Tank schëdden, dat géif d'Injektoren propper maachen. Elo brennt och nach d'Motorluucht. Vermëttelt dir och Leit fir den Auto oder nëmmen Handwierker fir d'Haus?",
    None, None, None, kind="b", nu="U", situation="car runs rough after neighbour's additive tip, wants a car mechanic")
add("lb-t08", "Mir hunn eng kleng Bäckerei zu Bissen mat zwee Verkafsstänn. Zanter dem Update vum leschte Weekend fënnt d'Keess den Drécker fir d'Bongen net méi an de Büro-PC verléiert all Stonn de WLAN. Mäi Jong kennt sech e bëssen aus, mee e studéiert zu Montréal. Kann een dat nach virun Ouschteren an d'Rei bréngen?",
    "it-support", "Bissen", "Bissen", distractors=["Montréal"], kind="c", nu="U", situation="bakery's till no longer finds receipt printer, office PC drops Wi-Fi")
add("lb-t09", "Eise Fussballclub zu Angelsberg feiert den 13 Juni säin 75. Anniversaire. Mir sichen e Fotograf, deen d'Equippefotoe vun alle Jugendmannschaften mécht an och e kuerze Videoclip vum Fest fir Facebook. Et sinn ongeféier 120 Kanner. Wat kascht sou en Dag?",
    "photography", "Fischbach", "Angelsberg", kind="c", nu="N", situation="football club anniversary: team photos and short video")
add("lb-t10", "Meng Fra an ech hunn e klenge Reitstall mat 14 Päerd a Pensioun. Bis elo huet hir Tatta d'Bicher an engem Heft gefouert, mee si hält elo op. Mir sichen e Comptable deen d'Rechnungen, d'TVA-Deklaratiounen an de Bilan vun der Sàrl iwwerhëlt. Wat kascht sou eppes am Mount?",
    "accounting", None, None, kind="c", nu="N", situation="riding stable needs bookkeeping and annual accounts for its company")
add("lb-t11", "Ech si Sekretär vun enger Musekgesellschaft mat 40 Museker. Eis Internetsäit ass vun 2009 an um Handy kann een se guer net liesen. Mir hätte gär eppes Neies mat Concertskalenner, Fotoen an enger Säit wou d'Elteren d'Kanner fir de Jugendorchester umelle kënnen. De Budget ass knapp, mir kréien 1500 Euro Subside.",
    "web-development", None, None, kind="c", nu="U", situation="brass band needs a new mobile-friendly site with calendar and sign-up")
add("lb-t12", "Mir hunn d'Haus vun der Bomi zu Tuntange ierft, Baujoer 1962, nach ni eppes gemaach. Kiche, Buedzëmmer, Elektresch, Fënsteren an d'Biedem, alles misst nei. Wéi laang dauert dat alles ongeféier a kann een während där Zäit do wunne bleiwen? Mir hunn nämlech e Puppelchen vun 3 Méint.",
    "renovation", "Helperknapp", "Tuntange", kind="d", nu="U", situation="inherited 1962 house needs everything redone: how long, can we live there")
add("lb-t13", "Mir hunn en Appartement um Belair kaaft, 95 m2, d'Kiche nach zou. Ech si mer net sécher ob mir d'Mauer tëscht Kiche a Living ewechhuele sollen, a wéi mir dann d'Miwwelen an d'Luuchte stellen. Schafft dir mat enger Interior Designerin déi eis e Plang mécht ier d'Handwierker kommen? Wat kascht sou e Plang?",
    "interior-design", "Luxembourg", "Belair", kind="d", nu="N", situation="open the kitchen or not, furniture and lighting plan for a flat")
add("lb-t14", "Eisen Entrepreneur huet am Mäerz opgehalen ze schaffen, d'Terrass ass hallef fäerdeg an hien äntwert net méi um Telefon. Mir hu kee schrëftleche Kontrakt, just WhatsApp-Messagen an eng Virauszuelung vun 8000 Euro. Bréngt et eppes en Affekot anzeschalten oder ass dat verluer Geld?",
    "legal", None, None, kind="d", nu="N", situation="builder stopped half-way with an 8000 euro advance, is a lawyer worth it")
add("lb-t15", "Mir kafen en Haus an den Akt beim Notaire ass op Franséisch. Meng Schwéiermamm, déi matënnerschreift, schwätzt just Ukrainesch. Muss do dann een derbäi sinn, deen hir alles op Ukrainesch widdergëtt, oder geet dat och mat enger App um Handy? A wat kascht dat fir eng Stonn?",
    "translation", None, None, kind="d", nu="U", situation="mother-in-law speaks only Ukrainian at the notary: need an interpreter or an app?")

# ---------------- French ----------------
add("fr-s01", "Bonjour, l'évier de la cuisine est complètement bouché depuis ce matin et l'eau remonte aussi dans le lave-vaisselle, appartement au 3e étage, L-1930, vous pouvez passer aujourd'hui ?",
    "plumbing", "Luxembourg", "L-1930", situation="kitchen sink blocked, water backing up into the dishwasher")
add("fr-s02", "le différentiel saute dès que je branche la bouilloire ou le grille-pain dans la cuisine, maison à Howald, qqn dispo cette semaine ?",
    "electrical", "Hesperange", "Howald", situation="RCD trips when kettle or toaster is plugged in")
add("fr-s03", "Nous venons d'acheter une maison à Strassen et nous voudrions faire changer les cylindres des trois portes extérieures, car l'ancien propriétaire ne sait plus combien de clés circulent.",
    "locksmith", "Strassen", "Strassen", situation="change cylinders after buying a house, unknown number of keys")
add("fr-s04", "Il faudrait abattre un bouleau d'environ 15 m qui penche vers notre maison de week-end à Sierck-les-Bains et évacuer le bois, je suis au bureau à Luxembourg toute la semaine donc on peut se voir là-bas samedi ?",
    "gardening", "abroad", "Sierck-les-Bains", distractors=["Luxembourg"], situation="fell a leaning 15 m birch at a weekend house across the French border")
add("fr-s05", "Devis svp pour la pose de carrelage grès cérame 60x60 sur notre terrasse de 30 m2 à Remich, la chape est déjà faite 🙂",
    "tiling", "Remich", "Remich", situation="porcelain tiles on a 30 m2 terrace, screed done")
add("fr-s06", "Mon four Siemens iQ500 ne chauffe plus du tout alors que la lumière et la ventilation marchent, il a 4 ans, est-ce que quelqu'un répare ça sur Bertrange ?",
    "appliance-repair", "Bertrange", "Bertrange", situation="oven light and fan work but no heat")
add("fr-s07", "Urgent punaises de lit depuis notre retour de vacances, piqûres tous les matins, appart à Esch/Alzette, il faut traiter avant que ça se propage aux chambres des enfants",
    "pest-control", "Esch-sur-Alzette", "Esch/Alzette", situation="bedbugs after a holiday")
add("fr-s08", "Nous envisageons des panneaux photovoltaïques sur le toit de notre hangar agricole à Dahlem (environ 600 m2 de toiture, orientation est-ouest), pouvez-vous nous mettre en contact avec un installateur ?",
    "solar", "Garnich", "Dahlem", situation="PV on a 600 m2 farm shed roof")
add("fr-s09", "Notre escalier en chêne grince à chaque marche au point de réveiller tout le monde la nuit, maison à Kleinbettingen, est-ce réparable sans tout démonter ?",
    "carpentry", "Steinfort", "Kleinbettingen", situation="oak staircase creaks on every step")
add("fr-s10", "besoin nettoyage fin de chantier maison neuve 180m2 a contern poussiere de placo partout vitres a faire aussi remise des cles le 15",
    "cleaning", "Contern", "contern", situation="post-construction cleaning of a new house")
add("fr-t01", "J'habite juste derrière la gare de Bettembourg, dans une maison des années 70. La nuit on entend de l'eau couler dans le mur de la salle à manger alors que tout est fermé. Le compteur continue de tourner et il y a une auréole humide au pied du mur. La facture d'eau a doublé.",
    "plumbing", "Bettembourg", "Bettembourg", not_place=["gare"], kind="a", nu="U", situation="water heard running inside a wall, meter turning, damp patch")
add("fr-t02", "Depuis la rentrée je dois remettre de l'eau dans la chaudière gaz presque chaque semaine, la pression tombe de 1,5 à 0,5 bar. Il n'y a aucune flaque visible dans la maison. Par contre la soupape au-dessus de l'évacuation goutte parfois. Maison à Aspelt, chaudière Vaillant de 2012.",
    "heating", "Frisange", "Aspelt", kind="a", nu="U", situation="gas boiler circuit loses pressure every week, relief valve drips")
add("fr-t03", "Depuis la tempête de dimanche, ça siffle dans le grenier dès qu'il y a du vent. En montant avec une lampe, j'ai vu le jour entre deux rangées de tuiles près de la cheminée. Une bande de zinc claque aussi au bord du toit côté jardin. Nous sommes à Hassel, rue de la Forêt.",
    "roofing", "Weiler-la-Tour", "Hassel", kind="a", nu="U", situation="after a storm, whistling in the attic, daylight between tiles, flapping zinc strip")
add("fr-t04", "Mon beau-père m'a conseillé de peindre directement sur le papier peint vinyle du salon pour gagner du temps. Résultat : des bulles partout et la peinture se décolle par lambeaux. Je cherche un peintre qui puisse tout arracher, préparer les murs et repeindre en blanc cassé. C'est à Berchem, environ 45 m2 de murs.",
    "painting", "Roeser", "Berchem", kind="b", nu="N", situation="father-in-law said paint straight over vinyl wallpaper, now bubbles and peeling")
add("fr-t05", "Le vendeur du magasin de bricolage m'a assuré que du mortier-colle suffisait pour reboucher les fissures de mon mur de clôture en pierres sèches. Après un hiver, tout a éclaté et deux pierres sont tombées. Le mur penche maintenant d'environ 5 cm vers le trottoir. Pouvez-vous envoyer quelqu'un à Dalheim pour regarder s'il faut le reconstruire ?",
    "masonry", "Dalheim", "Dalheim", kind="b", nu="U", situation="shop sold tile adhesive to fill cracks in a stone boundary wall, now leaning")
add("fr-t06", "Nous quittons le Limpertsberg fin juin pour nous installer à Lyon. Le propriétaire nous a dit qu'il n'y avait pas besoin d'autorisation pour garer le camion devant l'immeuble, mais la Ville nous répond qu'il en faut une et que le délai est de trois semaines. Je cherche donc un déménageur qui s'occupe aussi de cette demande. Il y a environ 35 m3, sans ascenseur, 4e étage.",
    "moving", "Luxembourg", "Limpertsberg", distractors=["Lyon"], kind="b", nu="N", situation="move from Limpertsberg to Lyon, landlord wrong about parking permit for the truck")
add("fr-t07", "Un ami architecte nous avait dit que transformer le garage en studio, c'était l'affaire d'un week-end. Nous avons maintenant l'autorisation de la commune de Mondorf, mais il faut isoler, refaire la chape, tirer l'électricité, amener l'eau pour une petite salle d'eau et remplacer la porte de garage par une baie vitrée. Personne de nous ne sait par quoi commencer. Qui peut prendre en charge l'ensemble ?",
    "renovation", "Mondorf-les-Bains", "Mondorf", kind="b", nu="U", situation="friend said turning the garage into a studio was a weekend job; needs whole conversion coordinated")
add("fr-t08", "Nous sommes un cabinet de kinésithérapie à Niederkorn avec 4 postes et une imprimante réseau. Depuis le changement de box internet, plus personne n'arrive à imprimer et le logiciel de rendez-vous plante au démarrage sur deux postes. Les patients attendent à l'accueil. Quelqu'un peut-il intervenir sur place rapidement ?",
    "it-support", "Differdange", "Niederkorn", kind="c", nu="U", situation="physio practice: nobody can print after router change, booking software crashes")
add("fr-t09", "Notre domaine viticole à Remerschen prépare un nouveau catalogue pour les crémants. Nous cherchons un photographe pour les photos des bouteilles sur fond blanc et, si possible, une vidéo au drone des vignes pendant les vendanges. Environ 25 références. Pouvez-vous nous faire une offre ?",
    "photography", "Schengen", "Remerschen", kind="c", nu="N", situation="winery needs bottle packshots and a drone video of the vineyards")
add("fr-t10", "Je suis trésorière d'une asbl de gymnastique avec deux entraîneurs salariés. Jusqu'ici un membre bénévole faisait les fiches de salaire, mais il déménage au Canada. Nous cherchons une fiduciaire ou un expert-comptable pour les salaires et les comptes annuels. Le budget de l'asbl est modeste, autour de deux cents euros par mois maximum.",
    "accounting", None, None, distractors=["Canada"], not_place=["cents"], kind="c", nu="N", situation="gym club needs payroll and annual accounts")
add("fr-t11", "Je gère une clinique vétérinaire avec trois vétérinaires. Les clients nous appellent toute la journée pour prendre rendez-vous et le téléphone sonne pendant les consultations. Nous voudrions une page où ils réservent eux-mêmes un créneau, avec un rappel par SMS, reliée à notre agenda Google. Est-ce faisable pour le printemps ?",
    "web-development", None, None, kind="c", nu="U", situation="vet clinic wants online booking with SMS reminders")
add("fr-t12", "Nous avons un séjour-cuisine de 40 m2 à Waldbredimus, tout en longueur, avec une seule fenêtre au fond. On n'arrive pas à placer le canapé, la table et le coin télé sans que ça fasse couloir. Combien coûte quelqu'un qui nous dessine un plan avec la disposition des meubles, l'éclairage et les couleurs ? Est-ce que ça vaut le coup pour une pièce seulement ?",
    "interior-design", "Bous-Waldbredimus", "Waldbredimus", kind="d", nu="U", situation="long dark living-kitchen, is a layout and lighting plan worth it")
add("fr-t13", "Notre voisin a planté une rangée de bambous à 20 cm de la limite de propriété et les racines ressortent déjà dans notre pelouse. Il refuse de mettre une barrière anti-rhizomes. Je ne veux rien arracher moi-même, je veux savoir si la loi l'oblige à respecter une distance et si je dois lui envoyer une mise en demeure. Quels sont mes droits ?",
    "legal", None, None, kind="d", nu="U", situation="neighbour's bamboo planted at the boundary: what are my rights, formal notice?")
add("fr-t14", "Nous devons faire traduire le règlement intérieur de notre entreprise, 35 pages, du français vers le portugais et l'anglais. Vaut-il mieux passer par une agence ou prendre deux traducteurs indépendants ? Et quel délai faut-il prévoir ?",
    "translation", None, None, kind="d", nu="N", situation="company rules to translate into Portuguese and English: agency or two freelancers")
add("fr-t15", "Je reprends le travail en septembre et je cherche quelqu'un pour garder mes deux enfants le mercredi après-midi. Est-ce que ce genre de service passe aussi par votre plateforme ? Et combien faut-il compter de l'heure ?",
    None, None, None, kind="d", nu="U", situation="looking for a childminder on Wednesday afternoons")

# ---------------- German ----------------
add("de-s01", "Guten Tag, bei unserem Einfamilienhaus in Grevenmacher hängt die Dachrinne auf der Straßenseite durch und läuft bei jedem stärkeren Regen über die Fassade, können Sie sich das anschauen?",
    "roofing", "Grevenmacher", "Grevenmacher", situation="sagging gutter overflowing down the facade")
add("de-s02", "Wir brauchen eine Außensteckdose und drei Wegeleuchten am Carport, Kabel müsste ca 12 m unter dem Pflaster verlegt werden, Haus in Wasserbillig.",
    "electrical", "Mertert", "Wasserbillig", situation="outdoor socket and three path lights at the carport")
add("de-s03", "Seit gestern kommt aus der Dusche im Dachgeschoss nur noch ein Rinnsal, unten im Bad ist der Druck normal, Adresse L-6412, bitte um Rückruf",
    "plumbing", "Echternach", "L-6412", situation="only a trickle from the top-floor shower, pressure fine downstairs")
add("de-s04", "Ich hätte gern einen Einbauschrank aus Eiche nach Maß unter der Dachschräge im Schlafzimmer, etwa 3,20 m breit, wir wohnen in Berdorf.",
    "carpentry", "Berdorf", "Berdorf", not_place=["einen"], situation="made-to-measure oak wardrobe under a sloping ceiling")
add("de-s05", "Wer kann in Consdorf die Wurzelstöcke von drei gefällten Fichten ausfräsen, damit wir dort Rasen säen können?",
    "gardening", "Consdorf", "Consdorf", situation="grind out three spruce stumps to sow a lawn")
add("de-s06", "Briefkastenschlüssel weg und die Hausverwaltung reagiert nicht, kann jemand das Schloss am Briefkasten tauschen, Mehrfamilienhaus in Bonneweg, Nähe Rotonde?",
    "locksmith", "Luxembourg", "Bonneweg", situation="mailbox key lost, replace the mailbox lock")
add("de-s07", "Hallo, wir möchten im Flur in Rippig die alten Terrakottafliesen rausnehmen und großformatige Feinsteinzeugfliesen verlegen lassen, ca 18 m2, wann hätten Sie Zeit?",
    "tiling", "Bech", "Rippig", situation="replace terracotta hall tiles with large porcelain tiles")
add("de-s08", "Unser Wäschetrockner (Miele, 7 Jahre) brummt nur noch und die Trommel dreht sich nicht mehr, lohnt sich eine Reparatur in Niederdonven oder sollen wir gleich einen neuen kaufen?",
    "appliance-repair", "Flaxweiler", "Niederdonven", not_place=["einen"], situation="tumble dryer hums, drum does not turn: repair or replace")
add("de-s09", "Der Wechselrichter unserer PV-Anlage in Lellig zeigt seit Samstag 0 W an und das Display blinkt rot, kann ein Techniker vorbeikommen?",
    "solar", "Manternach", "Lellig", situation="PV inverter shows 0 W, red blinking display")
add("de-s10", "ratten am komposthaufen und unter der holzterrasse die kinder spielen da jeden tag bitte schnell jemand schicken roodt-sur-syre",
    "pest-control", "Betzdorf", "roodt-sur-syre", situation="rats at the compost heap and under the deck")
add("de-t01", "Unsere Wärmepumpe läuft seit zwei Wochen fast ununterbrochen, auch nachts brummt die Außeneinheit. Der Stromzähler zeigt dreimal so viel Verbrauch wie letzten Januar. Trotzdem wird es im Haus kaum 19 Grad und das Duschwasser ist nur lauwarm. Wir wohnen in Heffingen, Anlage ist von 2019.",
    "heating", "Heffingen", "Heffingen", kind="a", nu="U", situation="heat pump runs non-stop, triple consumption, house and water barely warm")
add("de-t02", "An unserem Haus in Fels platzt außen der Putz am Sockel ab, etwa bis 50 cm Höhe. Darunter ist die Wand feucht und es bilden sich weiße Krusten. Im Keller riecht es auf dieser Seite muffig. Das Haus ist von 1955, die Wand ist aus Bruchstein.",
    "masonry", "Larochette", "Fels", kind="a", nu="U", situation="render flaking off the plinth, damp wall with salt crusts")
add("de-t03", "Bei starkem Regen tropft es im Kinderzimmer aus dem Rahmen des Dachfensters. Unten auf der Fensterbank sammelt sich eine Pfütze, die Tapete darüber wellt sich schon. Wenn es nur nieselt, passiert nichts. Wir wohnen in Born, das Fenster ist etwa 15 Jahre alt.",
    "roofing", "Rosport-Mompach", "Born", kind="a", nu="U", situation="roof window frame drips in heavy rain only")
add("de-t04", "Wir haben in Konz, gleich hinter der Grenze bei Wasserbillig, ein altes Haus gekauft. Der Verkäufer meinte, die Wände seien gekalkt und man könne einfach Dispersionsfarbe drüberstreichen. Jetzt blättert die neue Farbe in drei Zimmern schon nach zwei Monaten ab. Wir suchen einen Maler, der die Wände richtig vorbereitet und neu streicht.",
    "painting", "abroad", "Konz", distractors=["Wasserbillig"], not_place=["einen"], kind="b", nu="N", situation="seller said emulsion over limewash is fine; now peeling, house in Konz (Germany)")
add("de-t05", "Mein Schwiegervater meinte, die zwei alten Eichenschränke könnten wir mit seinem Anhänger locker selbst transportieren. Beim ersten ist uns die Tür abgebrochen und der zweite passt nicht durchs Treppenhaus. Am 28. März geht es von Bourglinster nach Hamm, insgesamt etwa 30 Kartons plus Möbel. Wer hat da noch zwei starke Leute und einen Lkw frei?",
    "moving", "Junglinster", "Bourglinster", distractors=["Hamm"], not_place=["einen"], kind="b", nu="U", situation="father-in-law's trailer plan failed; move from Bourglinster to Hamm")
add("de-t06", "Unser Hausmeister meinte, die Teppichböden in unserem Büro im Bahnhofsviertel könne man mit einem geliehenen Nassreiniger aus dem Baumarkt selbst säubern. Jetzt riecht es muffig und überall sind helle Ränder. Wir sind 12 Leute auf 260 m2. Können Sie die Teppiche wieder in Ordnung bringen und uns danach ein Angebot machen, das Büro jede Woche sauber zu halten?",
    "cleaning", "Luxembourg", "Bahnhofsviertel", kind="b", nu="U", situation="caretaker's DIY carpet shampoo left stains and smell in an office")
add("de-t07", "Der Makler hat beim Kauf gesagt, im alten Bad müsse man nur neue Fliesen legen. Jetzt haben wir die Fliesen abgeschlagen: die Rohre sind verrostet, der Estrich ist nass und die Steckdosen haben keinen FI-Schutz. Wir brauchen jemanden, der das ganze Bad in Christnach neu macht und die Gewerke selbst koordiniert. Wir beide arbeiten Vollzeit und können nicht jeden Tag auf der Baustelle sein.",
    "renovation", "Waldbillig", "Christnach", kind="b", nu="U", situation="agent said the bathroom only needed new tiles; pipes, screed and wiring all need redoing")
add("de-t08", "Wir sind eine Schreinerei mit acht Mitarbeitern in Wecker. Seit einem Stromausfall startet unser kleiner Server nicht mehr richtig und im Büro kommt niemand mehr an die Kundendateien. Die Werkstatt-PCs für die CNC laufen, aber drucken geht auch nicht. Können Sie morgen früh jemanden schicken?",
    "it-support", "Biwer", "Wecker", kind="c", nu="U", situation="joinery firm's server does not start after a power cut")
add("de-t09", "Wir führen ein kleines Hotel mit 14 Zimmern in Befort und haben im Winter alles renoviert. Die Fotos auf den Buchungsplattformen sind zehn Jahre alt und dunkel. Wir suchen einen Fotografen für Zimmer, Frühstücksraum und Terrasse, gerne auch mit ein paar Außenaufnahmen der Burg. Wann wäre ein Termin im April möglich?",
    "photography", "Beaufort", "Befort", not_place=["einen", "führen"], kind="c", nu="N", situation="small hotel needs new room and terrace photos for booking sites")
add("de-t10", "Ich habe einen Dachdeckerbetrieb mit sechs Angestellten. Meine Frau hat bisher die Lohnabrechnungen gemacht, aber sie fängt im Mai eine neue Stelle an. Ich suche einen Buchhalter oder eine Treuhand, die Löhne, Sozialversicherung und den Jahresabschluss übernimmt. Was kostet das ungefähr im Monat?",
    "accounting", None, None, not_place=["einen"], kind="c", nu="N", situation="roofing company needs payroll and annual accounts")
add("de-t11", "Wir haben einen Hofladen mit Eiern, Honig und Apfelsaft und verkaufen bisher nur samstags vor Ort. Jetzt möchten wir, dass Kunden online bestellen und am Freitag abholen können. Bezahlung am liebsten per Digicash oder Karte. Wir selbst haben von Technik keine Ahnung.",
    "web-development", None, None, not_place=["einen"], kind="c", nu="U", situation="farm shop wants online ordering with click-and-collect")
add("de-t12", "Wir haben eine Ferienwohnung in Ehnen mit Blick auf die Mosel gekauft, 70 m2, sehr dunkel eingerichtet. Lohnt sich eine Innenarchitektin, oder reicht es, wenn wir selbst ein paar Möbel tauschen? Uns geht es vor allem um bessere Bewertungen. Wie viel sollte man für so ein Konzept einplanen?",
    "interior-design", "Wormeldange", "Ehnen", kind="d", nu="N", situation="holiday flat: is an interior designer worth it for better reviews")
add("de-t13", "Mein Vater ist im Herbst gestorben und meine zwei Brüder wollen das Elternhaus sofort verkaufen. Ich würde gern dort wohnen bleiben und sie auszahlen, aber nicht zu dem Preis, den sie verlangen. Muss ich einem Verkauf zustimmen? Und wer legt eigentlich den Wert fest?",
    "legal", None, None, kind="d", nu="U", situation="inheritance: brothers want to sell the parents' house, must I agree?")
add("de-t14", "Unsere Bedienungsanleitungen müssen ins Französische und Portugiesische. Lohnt sich dafür ein Übersetzungsbüro und was kostet das ungefähr? Es sind vier Hefte mit je rund 60 Seiten, viel Fachsprache aus dem Maschinenbau. Rechnet man da pro Wort oder pro Seite?",
    "translation", None, None, kind="d", nu="N", situation="price of translating machine manuals into French and Portuguese, per word or page")
add("de-t15", "Wir arbeiten beide lange und unser Labrador ist tagsüber acht Stunden allein. Gibt es bei Ihnen auch Leute, die mittags mit dem Hund eine Runde drehen? Was zahlt man dafür pro Woche?",
    None, None, None, kind="d", nu="U", situation="looking for someone to walk the dog at lunchtime")

# ---------------- English ----------------
add("en-s01", "Dear Sir or Madam, I would like a quote for replacing the old fuse box with a modern consumer unit with RCDs in our 1970s house in Strassen, ideally before we start renting it out in June.",
    "electrical", "Strassen", "Strassen", not_place=["Sir"], situation="replace an old fuse box with a modern consumer unit")
add("en-s02", "Could someone fit an outside tap on the back wall of our house in Bertrange so we can stop running the hose through the kitchen window?",
    "plumbing", "Bertrange", "Bertrange", situation="new outside tap on the back wall")
add("en-s03", "locked out of my flat in Cents 🙃 door clicked shut behind me while taking the bins out, phone on 8%, how fast can someone get here??",
    "locksmith", "Luxembourg", "Cents", situation="locked out while taking the bins out")
add("en-s04", "We just finished building in Gosseldange and the garden is 300 m2 of bare mud, so we're looking for someone to design it and put in grass, a few fruit trees and a hedge along the road.",
    "gardening", "Lintgen", "Gosseldange", not_place=["grass"], situation="design and plant the bare garden of a new build")
add("en-s05", "Hi, looking for someone to tile the splashback behind our hob and sink in Bereldange, about 4 m2 of white metro tiles, we already bought them.",
    "tiling", "Walferdange", "Bereldange", situation="metro-tile kitchen splashback, tiles already bought")
add("en-s06", "The front left zone of our Bosch induction hob stopped working last week while the other three are fine, is it worth getting it repaired, we're in Sandweiler?",
    "appliance-repair", "Sandweiler", "Sandweiler", situation="one induction hob zone dead")
add("en-s07", "Looking for a cleaner every other Friday for a 3-bed house in L-7307 with two cats, around 4 hours each time, we provide the products.",
    "cleaning", "Steinsel", "L-7307", situation="fortnightly home cleaner, house with cats")
add("en-s08", "We have a gas boiler and are thinking about adding solar thermal panels on the roof in Canach just for the hot water, does that still make sense in 2026 or is PV the better choice?",
    "solar", "Lenningen", "Canach", situation="solar thermal for hot water versus PV")
add("en-s09", "Pigeons keep nesting on the balcony of our flat in Senningerberg and the mess is unbelievable, can you put up netting or spikes?",
    "pest-control", "Niederanven", "Senningerberg", situation="pigeons nesting on a balcony, netting or spikes")
add("en-s10", "hi the decking around our pool in capellen is rotten in a few places and one board broke under my son last weekend can someone replace the boards about 25 square meters",
    "carpentry", "Mamer", "capellen", situation="rotten pool decking, a board broke")
add("en-t01", "The lights in our kitchen flicker every time the tumble dryer is on. Since yesterday there is a faint burning smell near the socket behind the fridge. The socket is warm to the touch and the plastic has gone a bit brown. We rent a flat in Merl and the landlord is on holiday until the 20th.",
    "electrical", "Luxembourg", "Merl", kind="a", nu="U", situation="kitchen lights flicker with the dryer, warm brown socket, burning smell")
add("en-t02", "Every morning the oil burner in our basement in Munsbach starts, rumbles for about 20 seconds and then stops with a red light on. When I press the reset button it works again for a few hours. The radiators are only lukewarm in the evening. And the oil bill this winter is already higher than last year's.",
    "heating", "Schuttrange", "Munsbach", not_place=["bill"], kind="a", nu="U", situation="oil burner locks out every morning, radiators lukewarm")
add("en-t03", "After the wind on Tuesday the metal cap on top of our chimney is hanging sideways and rattles all night. When it rains, water now runs down the inside of the chimney breast in the attic. We can't see how bad it is from the ground. We live in lorentzweiler, near the church.",
    "roofing", "Lorentzweiler", "lorentzweiler", kind="a", nu="U", situation="chimney cap blown sideways, rain running down inside the attic")
add("en-t04", "Our landscaper built a 1.2 m retaining wall at the back of the garden with stacked concrete blocks and said no drainage was needed. After the heavy rain in February it has started to bulge outwards and there are cracks in two places. We live in Leudelange and the neighbours' patio is right below it. We need a proper mason to look at it before it comes down.",
    "masonry", "Leudelange", "Leudelange", kind="b", nu="N", situation="landscaper built a retaining wall without drainage, now bulging")
add("en-t05", "The DIY store told us one coat of their all-in-one paint would cover the dark red feature wall in our lounge. Three coats later you can still see pink stripes everywhere. We want to sell the house in Moutfort in spring, so it has to look right. Can someone sort out the walls and ceiling properly?",
    "painting", "Contern", "Moutfort", not_place=["sell"], kind="b", nu="U", situation="shop's one-coat paint did not cover a dark red wall")
add("en-t06", "My relocation agent said the company's international movers would also store our stuff, but it turns out they only do the shipping. We have to leave our house in Itzig on 30 April and the apartment in Tokyo is not ready until July. I fly out of Findel on 2 May. I need movers to pack about 20 m3, keep it in storage for two months and then hand it over to the shipping firm.",
    "moving", "Hesperange", "Itzig", distractors=["Tokyo", "Findel"], kind="b", nu="N", situation="relocation agent was wrong about storage; pack and store before shipping to Tokyo")
add("en-t07", "A friend told me to just order my suit online in my usual size. It arrived and the trousers are far too long and the jacket hangs off my shoulders. My brother's wedding in Lisbon is in three weeks. Do you have someone who can take it in and shorten the sleeves and trousers?",
    None, None, None, distractors=["Lisbon"], kind="b", nu="U", situation="online suit does not fit, needs alterations before a wedding")
add("en-t08", "We're a six-person law firm in Kirchberg and the colleague who looked after our computers has moved back to Ireland. We need new laptops set up, everything moved to Microsoft 365 and the shared drive made available from home. Right now half of us still save files on USB sticks. Can someone come in and take this on?",
    "it-support", "Luxembourg", "Kirchberg", distractors=["Ireland"], kind="c", nu="U", situation="small law firm needs laptops, Microsoft 365 migration and remote file access")
add("en-t09", "Our choir is releasing its first album in the autumn. We need a photographer for the cover and for group portraits, and ideally someone who can also film our concert at the Neumünster Abbey in the Grund on 14 June. There are 38 singers. What would that cost roughly?",
    "photography", "Luxembourg", "Grund", kind="c", nu="N", situation="choir needs album cover photos and a concert video")
add("en-t10", "We're a two-person architecture studio and our accountant has just retired. We need someone for the bookkeeping, the quarterly VAT returns and the annual accounts of our SARL. We're fairly organised and all invoices are already scanned. Could you recommend an accountant who works in English?",
    "accounting", None, None, kind="c", nu="N", situation="architecture studio needs a new accountant for bookkeeping and annual accounts")
add("en-t11", "I volunteer for a charity that runs a second-hand clothes shop. We'd like a proper site with opening hours, a donate button and a page where volunteers can sign up for shifts. It needs to be in English and French. Our budget is small but we can pay something.",
    "web-development", None, None, kind="c", nu="U", situation="charity shop wants a bilingual site with donations and volunteer rota")
add("en-t12", "Since our daughter was born the living room of our house in Greiveldange has become a toy warehouse. It's 6 by 4 metres with two doors and a fireplace, and we can't figure out where to put the sofa, the TV and a play corner. Do interior designers do a one-off consultation, or do you have to hire them for a whole project? How much would a couple of hours cost?",
    "interior-design", "Stadtbredimus", "Greiveldange", not_place=["born"], kind="d", nu="N", situation="one-off interior design consultation for a cluttered living room")
add("en-t13", "We're thinking of buying an old farmhouse in Nittel, just across the river from Machtum. It needs new windows, roof insulation, heating, a bathroom and the whole ground floor opened up. Is 150,000 euros realistic for that? And how long would it all take before we could move in?",
    "renovation", "abroad", "Nittel", distractors=["Machtum"], kind="d", nu="U", situation="budget and duration of renovating a farmhouse in Nittel (Germany)")
add("en-t14", "We moved out of our flat on 1 March and the landlord wants to keep the whole three-month deposit for wear and tear. The flat was 12 years old and we have photos from the handover. Is he allowed to do that? What can we do if he simply doesn't pay it back?",
    "legal", None, None, kind="d", nu="U", situation="landlord keeps the whole deposit for wear and tear")
add("en-t15", "My father-in-law has to appear as a witness at a court hearing in May, but he only speaks Tagalog. Does the court provide someone who can put everything into Tagalog for him, or do we have to bring our own? If it's us, how much does that usually cost for a morning?",
    "translation", None, None, kind="d", nu="U", situation="witness who only speaks Tagalog: does the court provide an interpreter")

# ---------------- Portuguese ----------------
add("pt-s01", "Bom dia, precisamos de uma empresa de limpeza para o nosso escritório em Esch-sur-Alzette, 2 vezes por semana depois das 18h, são uns 150 m2 com cozinha e duas casas de banho.",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="office cleaning twice a week after hours")
add("pt-s02", "Rebentou um cano na garagem com o gelo desta noite e está a sair água pela parede, já fechei a água geral, moro em Oberkorn, alguém pode vir hoje??",
    "plumbing", "Differdange", "Oberkorn", situation="pipe burst in the garage after a frost night")
add("pt-s03", "Queria pôr 6 spots LED no teto falso da sala e mudar o interruptor para um com variador, casa em Rodange, quanto fica mais ou menos?",
    "electrical", "Pétange", "Rodange", situation="six LED spots in a false ceiling and a dimmer switch")
add("pt-s04", "O meu pai faleceu e ninguém sabe o código do cofre que ele tinha no quarto em Tétange, há alguém que consiga abrir sem estragar tudo o que está lá dentro?",
    "locksmith", "Kayl", "Tétange", situation="late father's safe, nobody knows the code")
add("pt-s05", "Procuro alguém para cortar a relva e limpar os canteiros de 15 em 15 dias de abril a outubro, jardim de uns 500 m2 em Bergem.",
    "gardening", "Mondercange", "Bergem", situation="fortnightly lawn mowing and bed weeding for the season")
add("pt-s06", "a nossa arca congeladora faz um barulho enorme e já não congela nada, perdemos a carne toda 😡 é uma Liebherr com 5 anos, estamos em schifflange",
    "appliance-repair", "Schifflange", "schifflange", situation="chest freezer loud and no longer freezing")
add("pt-s07", "Boa tarde, queria mudar os azulejos da parede da cozinha, são uns 12 m2, os velhos são dos anos 80 e estão alguns partidos, o código postal é L-3714, podem mandar um devis?",
    "tiling", "Rumelange", "L-3714", situation="replace 1980s kitchen wall tiles")
add("pt-s08", "Quanto custa mais ou menos pôr painéis solares numa casa geminada em Schouweiler com o telhado virado a sul, e ainda há ajudas do Estado para isso?",
    "solar", "Dippach", "Schouweiler", situation="price of PV on a semi-detached house, are there subsidies")
add("pt-s09", "Há baratas na cozinha e no corredor do prédio, o syndic não faz nada e eu tenho um bebé, apartamento no rés-do-chão em Bonnevoie, preciso de um tratamento urgente.",
    "pest-control", "Luxembourg", "Bonnevoie", situation="cockroaches in a ground-floor flat")
add("pt-s10", "Preciso de marcar a revisão anual da caldeira a gasóleo, a última foi há mais de dois anos e o seguro está a pedir o certificado, moradia em Ehlange.",
    "heating", "Reckange-sur-Mess", "Ehlange", situation="annual oil boiler service, insurer asks for the certificate")
add("pt-t01", "A porta de madeira do quarto da minha filha já não fecha. Raspa no chão de um lado e em cima fica uma fresta de um dedo. Antes do inverno fechava bem. Moramos numa casa antiga em Niederfeulen.",
    "carpentry", "Feulen", "Niederfeulen", kind="a", nu="U", situation="wooden bedroom door no longer closes, scrapes the floor")
add("pt-t02", "A escada de betão à entrada de casa está a desfazer-se. Há uma fissura grande no segundo degrau e já se vê o ferro enferrujado. Ontem caiu um bocado quando o carteiro subiu. Moro em Diddeleng, perto da escola.",
    "masonry", "Dudelange", "Diddeleng", kind="a", nu="U", situation="concrete entrance steps crumbling, rusty rebar visible")
add("pt-t03", "O telhado plano da garagem tem uma poça de água que nunca seca. Agora pinga mesmo em cima do carro e a parede do fundo está escura. Já pusemos um balde mas enche em dois dias. A casa fica em Wiltz, na parte de cima.",
    "roofing", "Wiltz", "Wiltz", kind="a", nu="U", situation="flat garage roof with standing water drips onto the car")
add("pt-t04", "O meu cunhado disse que tinta de exterior barata do supermercado chegava para as paredes da escada do prédio. Pintámos e agora mancha as mãos e as roupas de quem passa. A gérance quer que fique tudo bem feito até ao fim do mês. Procuro um pintor para as paredes da escada em Ettelbrück, são quatro andares.",
    "painting", "Ettelbruck", "Ettelbrück", kind="b", nu="N", situation="cheap paint recommended by brother-in-law rubs off on the stairwell walls")
add("pt-t05", "Vamos voltar para Portugal em julho depois de 22 anos no Luxemburgo. Um amigo disse que era mais barato alugar uma camionnette e levar tudo nós próprios até Braga, mas são quase 2000 km. Afinal preferimos que alguém carregue tudo em Soleuvre e leve. São uns 40 m3, com a mota do meu marido.",
    "moving", "Sanem", "Soleuvre", distractors=["Portugal", "Luxemburgo", "Braga"], kind="b", nu="U", situation="move back from Soleuvre to Braga, friend's DIY van idea dropped")
add("pt-t06", "Comprámos uma casa em Audun-le-Tiche e a agência disse que os antigos donos a deixavam limpa. Chegámos com as chaves e está tudo cheio de gordura na cozinha, pó e pelos de cão nos quartos. Trabalhamos os dois no Luxemburgo e a mudança é sábado. Há alguém que deixe a casa em condições antes disso?",
    "cleaning", "abroad", "Audun-le-Tiche", distractors=["Luxemburgo"], kind="b", nu="U", situation="agency said the house would be left clean; deep clean before moving in, Audun-le-Tiche (France)")
add("pt-t07", "O vendedor de materiais disse-nos que podíamos fazer a cozinha e a casa de banho nós mesmos aos fins de semana. Passados oito meses está tudo a meio e já não aguentamos. Queria uma empresa de renovação que acabe a cozinha e a casa de banho e trate da canalização, da eletricidade e dos azulejos. A casa é em Eischen.",
    "renovation", "Habscht", "Eischen", kind="b", nu="N", situation="DIY kitchen and bathroom refit stalled after eight months, wants a firm to finish")
add("pt-t08", "Temos um restaurante português na Gare com 40 lugares. Desde a semana passada os tablets dos empregados não mandam os pedidos para a impressora da cozinha. Às vezes funciona, outras não, e à hora de almoço é um caos. Alguém pode vir cá antes do serviço?",
    "it-support", "Luxembourg", "Gare", kind="c", nu="U", situation="restaurant order tablets no longer reach the kitchen printer")
add("pt-t09", "Sou da direção de um rancho folclórico em Schieren. Em agosto fazemos 30 anos e vamos ter um festival com grupos de Portugal e de França. Precisamos de um fotógrafo para o dia todo e de um pequeno vídeo para as redes sociais. Fazem preço para associações?",
    "photography", "Schieren", "Schieren", distractors=["Portugal"], kind="c", nu="N", situation="folk dance group's 30th anniversary festival: photos and a short video")
add("pt-t10", "Tenho uma pequena empresa de construção com quatro operários. Até agora era uma fiduciaire grande que fazia tudo, mas respondem sempre tarde e cobram muito. Procuro um contabilista que fale português para os salários, a TVA e o balanço. Quanto costuma custar por mês?",
    "accounting", None, None, kind="c", nu="N", situation="small building firm wants a Portuguese-speaking accountant")
add("pt-t11", "Temos uma empresa de transportes com três carrinhas. Os clientes pedem-nos sempre orçamentos por telefone e perdemos muitos. Queremos um site simples com formulário de pedido de orçamento, em português, francês e alemão. Também gostávamos de aparecer no Google.",
    "web-development", None, None, kind="c", nu="U", situation="small transport firm wants a trilingual site with a quote form")
add("pt-t12", "Comprámos um apartamento novo em Dikrech, com sala e cozinha juntas, e não temos jeito nenhum para isto. Vale a pena pagar a alguém para escolher cores, móveis e luzes, ou é dinheiro deitado fora? E quanto se paga normalmente por um apartamento de 80 m2?",
    "interior-design", "Diekirch", "Dikrech", kind="d", nu="U", situation="is paying someone to choose colours, furniture and lights worth it")
add("pt-t13", "Eu e a minha mulher vamos divorciar-nos e ela quer ficar com a casa. A casa está nos dois nomes e ainda há 15 anos de crédito. Preciso mesmo de um advogado ou podemos fazer tudo no notário? Quanto custa mais ou menos?",
    "legal", None, None, kind="d", nu="N", situation="divorce and the shared house: do I need a lawyer")
add("pt-t14", "O meu filho vai ser operado ao joelho no Luxemburgo e os relatórios e exames antigos estão todos em português. O médico pediu-os em francês ou alemão. Alguém aqui faz isso, e demora quanto tempo? São umas 12 páginas.",
    "translation", None, None, distractors=["Luxemburgo"], kind="d", nu="U", situation="son's medical reports in Portuguese needed in French or German")
add("pt-t15", "A minha mãe está acamada há três meses e tem o cabelo muito comprido. Há alguém que venha a casa cortar o cabelo? Quanto se paga por isso?",
    None, None, None, kind="d", nu="U", situation="hairdresser home visit for a bedridden mother")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, dovrei far ridipingere pareti e soffitti di un trilocale a Hollerich prima che entrino i nuovi inquilini a fine mese, potete mandarmi un devis?",
    "painting", "Luxembourg", "Hollerich", situation="repaint walls and ceilings of a flat between tenants")
add("it-s02", "Il videocitofono del nostro condominio a Dudelange non funziona più da giorni, si sente il campanello ma lo schermo resta nero e il pulsante per aprire il portone non va.",
    "electrical", "Dudelange", "Dudelange", situation="building video intercom: bell rings, screen black, door release dead")
add("it-s03", "lo scarico della doccia e lentissimo l acqua ristagna fino alle caviglie ho gia provato con lo sturalavandini niente da fare abito a esch-sur-alzette mi serve qualcuno domani",
    "plumbing", "Esch-sur-Alzette", "esch-sur-alzette", situation="very slow shower drain, plunger did not help")
add("it-s04", "Vorrei una pergola in legno di larice di 4x3 m sopra la terrazza, casa a Lasauvage, fate anche il montaggio oppure solo la fornitura?",
    "carpentry", "Differdange", "Lasauvage", situation="larch pergola over a terrace, supply and fit")
add("it-s05", "Ho sei alberi da frutto vecchi nel giardino a Gilsdorf che non sono mai stati potati, qualcuno può venire a potarli a febbraio?",
    "gardening", "Bettendorf", "Gilsdorf", situation="prune six neglected old fruit trees")
add("it-s06", "La serratura della porta blindata gira a vuoto e non si riesce più a chiudere a chiave, casa a Bourscheid, serve qualcuno oggi o al massimo domani.",
    "locksmith", "Bourscheid", "Bourscheid", situation="security door lock spins freely, cannot lock")
add("it-s07", "La lavastoviglie Bosch lava ma non scalda più l'acqua e i piatti escono freddi e unti, abito a Ingeldorf, conviene ripararla dopo 6 anni?",
    "appliance-repair", "Erpeldange-sur-Sûre", "Ingeldorf", situation="dishwasher no longer heats the water")
add("it-s08", "Da stamattina escono centinaia di formiche alate dal battiscopa del soggiorno 😱 casa a Reisdorf, cosa si può fare?",
    "pest-control", "Reisdorf", "Reisdorf", situation="hundreds of winged ants coming out of the skirting board")
add("it-s09", "Vorremmo installare un impianto fotovoltaico da circa 10 kWp sul tetto della stalla a Medernach, ci fate un sopralluogo con preventivo?",
    "solar", "Vallée de l'Ernz", "Medernach", situation="10 kWp PV on a barn roof")
add("it-s10", "Le piastrelle del balcone si stanno staccando e suonano vuote quando ci cammini sopra, appartamento al secondo piano a Cruchten, chi viene a rifarle?",
    "tiling", "Nommern", "Cruchten", situation="balcony tiles coming loose and sounding hollow")
add("it-t01", "Da quando abbiamo riacceso la caldaia per l'inverno, l'acqua calda del rubinetto c'è ma i termosifoni di tutta la casa restano freddi. La caldaia si accende e il bruciatore va. La pompa però non fa nessun rumore e il tubo dopo la pompa è freddo. Siamo a Surré, casa del 2005.",
    "heating", "Boulaide", "Surré", kind="a", nu="U", situation="hot tap water fine but all radiators cold, circulation pump silent")
add("it-t02", "Il pavimento in cemento del garage si è crepato in diagonale e da un lato si è abbassato di due o tre centimetri. Le crepe continuano anche sul muretto esterno accanto alla porta. Ogni mattina c'è polvere grigia per terra. Siamo a Heiderscheid, la casa ha quarant'anni.",
    "masonry", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U", situation="garage concrete floor cracked and sunk, cracks in the wall outside")
add("it-t03", "Lavoro da casa a Cessange tre giorni a settimana. Da lunedì il portatile perde la connessione ogni dieci minuti, mentre il telefono resta collegato. Anche la stampante non viene più trovata. Il mio datore di lavoro dice che non è affar suo perché è la rete di casa mia.",
    "it-support", "Luxembourg", "Cessange", kind="a", nu="U", situation="home-office laptop drops Wi-Fi every ten minutes, printer not found")
add("it-t04", "Un amico ci ha consigliato lo smalto lucido per le pareti della cucina, così si lava meglio. Adesso si vede ogni imperfezione del muro e con la luce della finestra sembra tutto ondulato. Cerchiamo un imbianchino che rifaccia cucina e corridoio con una pittura opaca lavabile. Abitiamo a Ettelbréck, vicino alla stazione.",
    "painting", "Ettelbruck", "Ettelbréck", kind="b", nu="N", situation="friend advised gloss paint in the kitchen, every flaw shows")
add("it-t05", "Ci trasferiamo da Bastendorf a Diekirch il 3 maggio. Il proprietario del nuovo appartamento ci ha assicurato che l'ascensore basta per i mobili, ma l'abbiamo misurato ed è profondo 80 cm. Il divano e l'armadio grande non passano, e sono al quinto piano. Serve qualcuno che porti via tutto da casa nostra e abbia un montacarichi esterno per l'arrivo.",
    "moving", "Tandel", "Bastendorf", distractors=["Diekirch"], kind="b", nu="U", situation="move from Bastendorf to a fifth floor in Diekirch, landlord wrong about the lift")
add("it-t06", "Il vicino ci ha detto che per togliere il muschio dal tetto bastava l'idropulitrice. L'abbiamo fatto ad aprile e adesso in mansarda entra acqua in due punti. Alcune tegole si sono spostate e una è rotta. Cerchiamo un copritetto che controlli tutto e sostituisca quelle rovinate, la casa è a Stolzembourg.",
    "roofing", "Putscheid", "Stolzembourg", kind="b", nu="N", situation="neighbour said pressure-wash the moss off the roof, now tiles shifted and leaking")
add("it-t07", "Abbiamo comprato una casa a Merzig, nel Saarland, perché costava la metà che in Lussemburgo. Il venditore diceva che bastava una rinfrescata. Invece sotto il linoleum il pavimento è marcio, l'impianto elettrico è degli anni 60 e il bagno va rifatto da zero. Ci serve qualcuno che segua tutti i lavori insieme, perché noi lavoriamo tutta la settimana.",
    "renovation", "abroad", "Merzig", distractors=["Saarland", "Lussemburgo"], kind="b", nu="U", situation="seller said the house only needed freshening up; floors, wiring, bathroom all to redo, Merzig (Germany)")
add("it-t08", "Insegno in una scuola di danza a Vianden. Il 21 giugno c'è lo spettacolo di fine anno con 60 allieve. Cerchiamo un fotografo e, se possibile, anche qualcuno che faccia un video per le famiglie. Le foto dovrebbero essere pronte entro metà luglio.",
    "photography", "Vianden", "Vianden", kind="c", nu="N", situation="dance school year-end show: photos and video for families")
add("it-t09", "Abbiamo uno studio dentistico a Mertzig con due poltrone. La signora che veniva la sera è andata in pensione. Ci serve qualcuno dal lunedì al venerdì dopo le 19, con molta attenzione all'igiene delle sale e della sterilizzazione. Potete farci un'offerta?",
    "cleaning", "Mertzig", "Mertzig", kind="c", nu="U", situation="dental practice needs evening cleaning five days a week")
add("it-t10", "Gestisco una pizzeria con sette dipendenti. Finora le buste paga le faceva un cugino che è tornato in Italia. Cerco un commercialista che si occupi di stipendi, TVA e bilancio, possibilmente qualcuno che parli italiano. Quanto costa al mese più o meno?",
    "accounting", None, None, distractors=["Italia"], kind="c", nu="N", situation="pizzeria needs payroll and accounts after a cousin left")
add("it-t11", "Insegno italiano in una piccola scuola di lingue. Oggi le iscrizioni arrivano per mail e poi le copio a mano in un file Excel. Vorremmo un sito dove gli studenti scelgono il corso, si iscrivono e pagano online. Deve essere in italiano, francese e inglese.",
    "web-development", None, None, kind="c", nu="U", situation="language school wants online course sign-up and payment")
add("it-t12", "Abbiamo una casetta a Kaundorf, a due passi dal lago, con travi di legno scure e pareti marroni. Vorremmo renderla più luminosa. È meglio dipingere tutto di bianco o tenere il legno e lavorare con le luci e i mobili? C'è qualcuno che dà consigli su colori e disposizione, e quanto costa?",
    "interior-design", "Lac de la Haute-Sûre", "Kaundorf", kind="d", nu="U", situation="dark cottage with wooden beams: paint white or keep wood, advice on colours and layout")
add("it-t13", "Il mio datore di lavoro mi ha licenziato per telefono dopo sei anni, senza lettera. Dice che è per motivi economici ma hanno appena assunto un'altra persona. È legale? Mi conviene prendere un avvocato e quanto costa?",
    "legal", None, None, kind="d", nu="N", situation="dismissed by phone after six years, is it legal, is a lawyer worth it")
add("it-t14", "Nostro figlio ha cominciato la scuola qui e a novembre c'è il primo colloquio con la maestra, che parla solo lussemburghese e tedesco. Noi capiamo solo italiano e un po' di francese. Di solito la scuola mette a disposizione qualcuno o dobbiamo portarlo noi? Quanto costerebbe per un'ora?",
    "translation", None, None, kind="d", nu="U", situation="parent-teacher meeting: who provides an interpreter, how much")
add("it-t15", "Dopo la gravidanza vorrei rimettermi in forma ma non riesco ad andare in palestra con la bambina. Esiste qualcuno che venga a casa due volte a settimana per allenarmi? Quanto si paga di solito?",
    None, None, None, kind="d", nu="U", situation="looking for a personal trainer at home after pregnancy")

# ---------------- Spanish ----------------
add("es-s01", "Necesito bajar un sofá, una cama y unas 15 cajas de un 4º sin ascensor en Neudorf y llevarlo todo a un trastero en Strassen, ¿tenéis a alguien para el sábado por la mañana?",
    "moving", "Luxembourg", "Neudorf", distractors=["Strassen"], situation="carry a sofa, bed and boxes down four floors in Neudorf to a storage unit in Strassen")
add("es-s02", "Hola, necesito que me instalen una toma de agua y un desagüe en el sótano para poner la lavadora allí, la casa está en Fentange.",
    "plumbing", "Hesperange", "Fentange", situation="water supply and drain in the basement for a washing machine")
add("es-s03", "Buenas, hemos comprado una placa de inducción nueva y el electrodoméstico pide una línea propia desde el cuadro eléctrico, ¿podéis venir a Strassen a hacer la instalación?",
    "electrical", "Strassen", "Strassen", situation="dedicated circuit from the fuse board for a new induction hob")
add("es-s04", "Perdí las llaves de casa en la fiesta del sábado y el vecino de abajo tiene una copia pero no me fío, quiero cambiar el bombín de la puerta del piso en Clausen lo antes posible.",
    "locksmith", "Luxembourg", "Clausen", situation="keys lost at a party, change the cylinder of the flat door")
add("es-s05", "El césped del jardín en Oberpallen está lleno de musgo y calvas después del invierno, ¿alguien que lo escarifique y vuelva a sembrar en abril?",
    "gardening", "Beckerich", "Oberpallen", situation="scarify a mossy lawn and reseed")
add("es-s06", "La campana extractora de la cocina ya no aspira nada y el motor hace un ruido como de avión, es una Siemens de 2018, vivimos en Useldange, ¿merece la pena arreglarla?",
    "appliance-repair", "Useldange", "Useldange", situation="cooker hood no longer extracts, motor noisy")
add("es-s07", "Quería un presupuesto para limpiar a fondo dos alfombras grandes de lana y un sofá de tela de tres plazas en casa, en Bertrange, que con el perro están hechos un desastre.",
    "cleaning", "Bertrange", "Bertrange", situation="deep-clean two wool rugs and a fabric sofa at home")
add("es-s08", "Desde que adoptamos un gato hay pulgas por toda la casa, ya tratamos al gato pero siguen saltando en la alfombra y en las camas, vivimos en Saeul 😫",
    "pest-control", "Saeul", "Saeul", situation="fleas all over the house after adopting a cat")
add("es-s09", "Quiero poner suelo porcelánico imitación madera en un baño de 6 m2 en Michelbouch, quitando antes el terrazo viejo, ¿cuánto me costaría aproximadamente?",
    "tiling", "Vichten", "Michelbouch", situation="wood-look porcelain tiles in a small bathroom, old terrazzo out")
add("es-s10", "queremos poner placas solares en el tejado de la casa en grosbous unos 8 kwp cuanto sale mas o menos con las ayudas",
    "solar", "Groussbus-Wal", "grosbous", situation="8 kWp rooftop PV, price with subsidies")
add("es-t01", "El radiador del cuarto de los niños está siempre ardiendo aunque ponga la válvula en 0. Los demás radiadores de la casa funcionan normal. Por la noche la habitación está a 26 grados y los niños no pueden dormir. Vivimos en Doncols, la casa es de 2010.",
    "heating", "Winseler", "Doncols", kind="a", nu="U", situation="one radiator always hot even with its valve at zero")
add("es-t02", "Desde que encendimos la calefacción se han abierto rendijas de casi medio centímetro entre las tablas del suelo de madera del salón. Algunas crujen al pisar y una se levanta por un extremo. Por las rendijas se cuelan las migas y el polvo. La casa está en Redange/Attert.",
    "carpentry", "Redange", "Redange/Attert", kind="a", nu="U", situation="gaps opening between wooden floorboards, one board lifting")
add("es-t03", "Ayer se cayó una teja de arriba del todo del tejado encima del coche de mi vecino. Desde el jardín se ve que otras dos de la cumbrera están sueltas y el mortero de debajo se deshace. Con el viento de esta semana tengo miedo de que caigan más. La casa está en Perlé.",
    "roofing", "Rambrouch", "Perlé", kind="a", nu="U", situation="ridge tile fell on a car, others loose, crumbling mortar")
add("es-t04", "Un compañero de trabajo me dijo que buscara a dos chicos por Facebook para la mudanza y que saldría baratísimo. No se presentó nadie y el camión de alquiler ya está pagado. Me voy de Mersch a Valencia el día 15 y tengo un piso de 70 m2 por vaciar. Busco una empresa de mudanzas que pueda cargar todo en Mersch, aunque sea con un camión suyo.",
    "moving", "Mersch", "Mersch", distractors=["Valencia"], kind="b", nu="N", situation="Facebook helpers did not turn up; move from Mersch to Valencia")
add("es-t05", "Mi suegro pintó la barandilla metálica del balcón sin quitar el óxido, porque según él la pintura directa sobre óxido lo tapa todo. A los seis meses salen manchas naranjas y la pintura se pela en tiras. Queremos que alguien lo lije bien y lo vuelva a pintar como es debido. Son unos 12 metros de barandilla en un tercero en Esch-sur-Alzette.",
    "painting", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="b", nu="U", situation="father-in-law painted the balcony railing over rust, now peeling")
add("es-t06", "Un vecino nos aconsejó quitar el revoco viejo de la fachada con la hidrolavadora a máxima presión. Ahora se ven los ladrillos y en algunas partes se desmoronan, y cuando llueve la pared interior se moja. Necesitamos un albañil que revise los ladrillos y revoque la fachada de nuevo. La casa está en Gonderange.",
    "masonry", "Junglinster", "Gonderange", kind="b", nu="N", situation="neighbour advised pressure-washing off old render, bricks now crumble")
add("es-t07", "Trabajamos los dos en Luxemburgo pero compramos una casa en Martelange, en el lado belga, justo enfrente de Rambrouch. Mi cuñado, que es muy manitas, dijo que convertir el desván en dos dormitorios lo hacía él en tres meses. Ha pasado un año y está todo a medias: falta aislamiento, placas de yeso, suelo, electricidad y las ventanas de tejado. Queremos que alguien termine la obra entera y coordine a todos.",
    "renovation", "abroad", "Martelange", distractors=["Luxemburgo", "Rambrouch"], kind="b", nu="U", situation="brother-in-law's attic conversion half-done after a year, house in Martelange (Belgium)")
add("es-t08", "Somos una empresa de carga aérea en el Findel, unas 15 personas. Desde que el proveedor cambió el router, los escáneres de códigos de barras del almacén ya no sincronizan con el servidor. Los pedidos se quedan atascados y estamos apuntando todo en papel. ¿Podéis mandar a alguien hoy mismo?",
    "it-support", "Sandweiler", "Findel", kind="c", nu="U", situation="air-cargo firm's barcode scanners stopped syncing after router change")
add("es-t09", "Somos una startup de 20 personas en Gasperich y vamos a renovar nuestra web. Necesitamos un fotógrafo para hacer retratos de todo el equipo y algunas fotos de la oficina y de la terraza. Lo ideal sería hacerlo todo en una mañana. ¿Qué precio tendría?",
    "photography", "Luxembourg", "Gasperich", kind="c", nu="N", situation="startup needs team portraits and office photos")
add("es-t10", "Tengo una pequeña agencia de viajes con dos empleadas. Hasta ahora lo llevaba todo una gestoría en España, pero ya no pueden por la normativa de aquí. Busco un contable que lleve la contabilidad, las nóminas y el cierre anual. ¿Trabajáis con alguien que hable español?",
    "accounting", None, None, distractors=["España"], kind="c", nu="N", situation="small travel agency needs a local accountant for books, payroll and year-end")
add("es-t11", "Soy de la junta de un club de pádel con cuatro pistas. Ahora las reservas se hacen por WhatsApp y es un caos, hay pistas reservadas dos veces. Queremos que los socios reserven y paguen desde el móvil, con precios distintos para socios y no socios. ¿Cuánto cuesta algo así y cuánto se tarda?",
    "web-development", None, None, kind="c", nu="U", situation="padel club wants online court booking and payment")
add("es-t12", "Vamos a convertir el sótano de nuestra casa en Wiltz en una sala de juegos para los niños, pero no tiene ninguna ventana. ¿Qué colores y qué tipo de luz funcionan mejor para que no parezca una cueva? ¿Merece la pena pagar a alguien que haga un plan con la distribución y la iluminación, o es un lujo?",
    "interior-design", "Wiltz", "Wiltz", kind="d", nu="U", situation="windowless basement playroom: colours, lighting, is a design plan worth it")
add("es-t13", "Firmé el contrato de alquiler de un local para abrir una tienda, pero ahora el banco no me da el préstamo. El propietario dice que tengo que pagar los nueve años del contrato igualmente. ¿Puedo rescindir el contrato? ¿Me hace falta un abogado o lo puedo negociar yo?",
    "legal", None, None, kind="d", nu="N", situation="signed a commercial lease, loan refused: can I get out of it, do I need a lawyer")
add("es-t14", "Estoy buscando trabajo y me piden el CV y dos cartas de recomendación en alemán y en francés. Los originales están en español. ¿Merece la pena pagar a alguien para que los pase a los dos idiomas o con DeepL basta? ¿Cuánto cuesta más o menos por página?",
    "translation", None, None, kind="d", nu="U", situation="CV and reference letters into German and French: pay someone or use DeepL")
add("es-t15", "Mi hijo de 14 años está suspendiendo matemáticas en el lycée y nosotros no entendemos el programa en francés. ¿Hay alguien que dé clases particulares en casa dos tardes por semana? ¿Cuánto se cobra por hora normalmente?",
    None, None, None, kind="d", nu="U", situation="private maths tutor for a 14-year-old")
