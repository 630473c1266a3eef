MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish (lb) ----------------
add("lb-s01", "Moien, eise Spullbecken an der Kichen leeft zënter gëschter net méi of an et stinkt aus dem Ofloss, kéint e Sanitär dës Woch nach laanscht kommen, mir wunnen zu Wëntger?",
    "plumbing", "Wincrange", "Wëntger", situation="Kitchen sink no longer drains and smells; wants a plumber this week.")
add("lb-s02", "ech hätt gär eng Wallbox 11 kW fir mäin neien Skoda Enyaq an d'Garage zu Housen installéiert, wat kascht dat ongeféier mat Material an Ureechnung",
    "electrical", "Parc Hosingen", "Housen", situation="Wallbox for a new electric car in the garage, asks the price.")
add("lb-s03", "Hëllef ech hu mech ausgespaart an de Schlëssel stécht bannen am Schlass, Appartement um Kierchbierg, ka wann ech gelift een an der nächster Stonn kommen??",
    "locksmith", "Luxembourg", "Kierchbierg", situation="Locked out of a flat with the key inside the lock.")
add("lb-s04", "weess een wou ech meng Wanterreifen op den Auto montéiere loosse kann ouni dräi Wochen op en Termin ze waarden",
    None, None, None, situation="Wants winter tyres fitted on the car (car garage, not a trade here).")
add("lb-s05", "Mäi Rasen zu Furen ass méi Moos wéi Gras, wie kann en am Abrëll vertikuléieren an nei asäen?",
    "gardening", "Tandel", "Furen", situation="Lawn full of moss, wants scarifying and reseeding in April.")
add("lb-s06", "Ech bräicht 14 Säite Bauvertrag vum Däitschen op Franséisch iwwersat, am beschten bis Enn vum Mount.",
    "translation", None, None, situation="Fourteen pages of a building contract from German into French.")
add("lb-s07", "Mir hunn e klengt Weekendhaus zu Burg-Reuland an der Belsch, gëtt et e Moler deen och iwwer d'Grenz fiert fir d'Fënsterluede an d'Gelänner ze sträichen?",
    "painting", "abroad", "Burg-Reuland", situation="Weekend house in a Belgian border village: shutters and railings to paint.")
add("lb-s08", "Nom Ëmbau mat Chape, Plâtre an neie Fënstere ass eis Wunneng um Lampertsbierg voller Stëbs, mir brauchen eng Firma fir e grëndlechen Nettoyage virum Mëtt Mäerz.",
    "cleaning", "Luxembourg", "Lampertsbierg", situation="Flat full of dust after building works, needs a thorough clean.")
add("lb-s09", "eis Spullmaschinn (Bosch Serie 4) wäscht nach mee dréchent net méi an d'Teller bleiwe naass, kënnt dir dat reparéieren, mir sinn am L-8353",
    "appliance-repair", "Garnich", "L-8353", situation="Dishwasher washes but no longer dries; address given as postal code only.")
add("lb-s10", "An der Dusch vun eisem Haus zu Briddel sinn dräi Plättercher gerappt an d'Fuge brécheleg, wie ka se auswiesselen an nei verfugen?",
    "tiling", "Kopstal", "Briddel", situation="Three cracked shower tiles and crumbling grout.")
add("lb-t01", "Nom Stuerm vu leschter Nuecht louchen zwee Ziggelen an eisem Gaart. Elo dréckt et bei all Reen um Späicher laanscht d'Daachfënster eran. Ech hunn en Eemer drënner gestallt, mee dat ass jo keng Léisung. D'Haus steet zu Ëlwen, direkt bei der Kierch. Kann een dat dës Woch nach kucke kommen?",
    "roofing", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="After a storm two tiles fell and water comes in at the roof window.")
add("lb-t02", "All Kéier wann ech den Uewen an de Waasserkacher gläichzäiteg ulafen, ass et an der ganzer Kichen däischter. Am Keller sprangt dann ëmmer deeselwechte Schalter erof. Eng Kéier huet et och e bëssen no verbranntem Plastik geroch bei der Steckdous hannert dem Frigo. Mir wunnen zu Hiefenech an d'Haus ass vun 1978. Ass dat geféierlech, a wie kënnt dat kucken?",
    "electrical", "Heffingen", "Hiefenech", kind="a", nu="U", situation="Kitchen circuit trips when oven and kettle run; burnt plastic smell at a socket.")
add("lb-t03", "Zënter dräi Woche fannen ech all Moien kleng schwaarz Kréimelen an der Schublad mam Brout. Gëschter war e Lach an de Nuddelpak geknabbert. Owes héiert een et hannert der Spullmaschinn krabbelen. Eis Kaz interesséiert sech guer net dofir. Haus zu Kautebaach.",
    "pest-control", "Kiischpelt", "Kautebaach", kind="a", nu="U", situation="Droppings in the bread drawer, gnawed pasta packet, scratching behind the dishwasher.")
add("lb-t04", "Eis Trap am Haus zu Stolzebuerg ass aus massivem Holz an eng Trëpp huet ëmmer gekraacht. Den Noper huet gesot, ech soll einfach zwou laang Schrauwen duerch d'Trëpp an de Balken drécken. Elo ass d'Brett der Längt no gerappt an et wackelt wann ee drop trëtt. D'Kanner lafen do all Dag erop an erof, dat muss séier gemaach ginn. Wie ka mir déi Trëpp erneieren, am beschten am selwechten Eechenholz?",
    "carpentry", "Putscheid", "Stolzebuerg", not_place=["Holz"], kind="b", nu="U", situation="Neighbour's screw fix split a creaking oak stair tread; needs a new tread.")
add("lb-t05", "An eisem Appartement zu Nidderfeelen bleift d'Buedemheizung an der Schlofkummer kal, déi aner Zëmmer sinn all waarm. De Proprietaire sot, mir sollen den Thermostat op 28 Grad stellen an e puer Deeg waarden. Elo ass d'Stuff iwwerhëtzt an d'Schlofkummer ëmmer nach kal. Ech mengen et ass eppes um Verdeeler. Ech hätt gär en Heizungsinstallateur deen dat richteg kuckt.",
    "heating", "Feulen", "Nidderfeelen", kind="b", nu="N", situation="Underfloor heating cold in one bedroom; landlord said turn the thermostat up.")
add("lb-t06", "Duerch eis Gaardemauer zu useldeng geet e Rass vun uewen no ënnen, bal zwee Zentimeter breet. Mäi Schwoer huet en d'lescht Joer mat Silikon zougeschmiert, dat huet sech elo alles erëm lassgerappt. D'Mauer hält op enger Säit de Buedem vum Noper senger Terrass. Ech hu Angscht datt se ëmkippt. Kann een dat richteg flécken oder muss dat Stéck nei opgemauert ginn?",
    "masonry", "Useldange", "useldeng", kind="b", nu="U", situation="Crack through a retaining garden wall, brother-in-law sealed it with silicone.")
add("lb-t07", "Mir hunn eist Haus vun engem Promoteur kaaft an no engem Joer steet d'Waasser am Keller. De Promoteur seet, et wier eis Schold, well mir ze vill gelëft hätten. Mäi Schwéierpapp mengt, mir bräichte keen Affekot, e Bréif géif duergoen. Mee säit dem Bréif äntwert de Promoteur guer net méi. Ech hätt gär en Affekot deen sech mat Baumängel auskennt.",
    "legal", None, None, kind="b", nu="N", situation="Developer denies liability for a wet cellar; father-in-law said a letter was enough.")
add("lb-t08", "Mir sinn eng kleng Bäckerei zu Mäerzeg. Zënter Méindeg fält eis Keess all puer Stonnen aus, well de WLAN-Router d'Verbindung verléiert, an de Kaarteterminal hänkt och um Netz. Samschdes moies ass d'Schlaang bis op de Trottoir. Mir brauchen een deen eist klengt Netzwierk an de Computer am Büro richteg ariicht.",
    "it-support", "Mertzig", "Mäerzeg", kind="c", nu="U", situation="Bakery's till and card terminal drop with the Wi-Fi router; needs the network set up.")
add("lb-t09", "Den FC vu Proz feiert nächst Joer säi 75-järegt Bestoen. Fir d'Festbroschür brauche mir Equipefotoe vun all eisen néng Ekippen, vun de Bambinië bis bei d'Veteranen. Den Terrain ass gläich hannert der Schoul. Mir sichen e Fotograf deen dat un engem Samschdeg maache kann, a wat dat ongeféier kascht. Mir sinn e Veräin, also wann et geet net ze deier.",
    "photography", "Préizerdaul", "Proz", kind="c", nu="N", situation="Football club needs team photos of nine teams for its anniversary brochure.")
add("lb-t10", "Ech sinn zënter dëser Saison Keessier vun eiser Musek. Mäi Virgänger huet alles an engem Heft opgeschriwwen, an et feelen d'Belege fir d'Halschent vun den Ausgaben. Am Abrëll ass d'Generalversammlung an d'Keesserevisore wëllen eng richteg Bilan gesinn. Ech bräicht een deen d'Bicher vun 2025 op de Stand bréngt an eis weist wéi een et an Zukunft mécht.",
    "accounting", None, None, not_place=["feelen"], kind="c", nu="U", situation="Music society treasurer needs the 2025 books put in order before the general meeting.")
add("lb-t11", "Eist Architektebüro plënnert Enn Juni vu Sëll op Mamer. Et sinn aacht Aarbechtsplazen, zwee grouss Planschränk, de Serveur an ongeféier 60 Kartongen Archiv. Mir hätte gär datt dat un engem Freideg an engem Samschdeg iwwer d'Bühn geet, fir Méindes erëm ze schaffen. Wie këmmert sech ëm d'Ofbauen, den Transport a vläicht och ëm eng Plaz fir en Deel vum Archiv?",
    "moving", "Saeul", "Sëll", distractors=["Mamer"], kind="c", nu="U", situation="Architects' office moves to another village; furniture, server, archive boxes, some storage.")
add("lb-t12", "Eist Daach zu Klierf geet op Osten a Westen, net op Süden. Mir froen eis ob sech Panneauen op där Säit iwwerhaapt lounen fir eise Stroum selwer ze maachen. Mir verbrauchen ongeféier 5500 kWh am Joer, an 2027 kënnt nach en Elektroauto derbäi. Wéi vill Moduler géifen op zweemol 40 m² passen, a wéini hätt een d'Suen erëm?",
    "solar", "Clervaux", "Klierf", kind="d", nu="U", situation="East-west roof: are panels worth it, how many fit, payback time.")
add("lb-t13", "Mir hunn zu Bouneweg eng Wunneng vun 68 m² kaaft, mat enger laanger schmueler Stuff an enger oppener Kichen. Mir kréien d'Miwwele just net esou gestallt datt et net wéi e Gank ausgesäit. Lount et sech fir sou eng kleng Wunneng en Interieur-Designer ze froen, oder ass dat just eppes fir grouss Villaen? Wat kascht esou e Plang ongeféier?",
    "interior-design", "Luxembourg", "Bouneweg", kind="d", nu="N", situation="Long narrow living room in a small flat: is an interior designer worth it, what does a plan cost.")
add("lb-t14", "Mir verlounen zwee Gîten op eisem Bauerenhaff a kréien all Reservatioun bis elo per Telefon oder Mail. Dat gëtt ëmmer méi chaotesch, virun allem am Summer. Ass et besser eng eege Säit mat Buchungskalenner ze maachen oder just op Booking an Airbnb ze bleiwen? A wat kascht esou eng Säit mat Kalenner an Online-Bezuelen ongeféier?",
    "web-development", None, None, kind="d", nu="U", situation="Two holiday cottages on a farm: own site with booking calendar or stay on platforms, and cost.")
add("lb-t15", "Mir iwwerleeën e Bungalow vun 1972 zu Ettelbréck ze kafen. Et misst bal alles gemaach ginn: Biedem, Fënsteren, d'Elektresch, d'Buedzëmmer an d'Heizung. Wéi laang dauert esou eng Renovatioun realistesch, a kann een an där Zäit nach dra wunnen? Mir hu mol 150.000 Euro op der Säit.",
    "renovation", "Ettelbruck", "Ettelbréck", kind="d", nu="N", situation="Considering a 1972 bungalow needing everything: how long a renovation takes, can one live in it.")

# ---------------- French (fr) ----------------
add("fr-s01", "Bonjour, je souhaiterais faire faire l'entretien annuel de ma chaudière gaz Vaillant ecoTEC, appartement à Belair, plutôt un samedi matin si possible.",
    "heating", "Luxembourg", "Belair", situation="Annual service of a gas boiler in a flat, Saturday preferred.")
add("fr-s02", "Le carrelage de notre terrasse a éclaté avec le gel cet hiver, maison à Rodemack juste à côté de Mondorf, est-ce que vous intervenez côté France ?",
    "tiling", "abroad", "Rodemack", distractors=["Mondorf", "France"], situation="Frost-cracked terrace tiles at a house in a French village near the border.")
add("fr-s03", "je cherche un avocat en droit du travail, mon employeur m'a licencié pendant mon arrêt maladie et je ne sais pas si c'est légal",
    "legal", None, None, situation="Dismissed during sick leave, wants an employment lawyer.")
add("fr-s04", "Devis pour déménager un 3 pièces d'Obercorn à Metz le samedi 28 mars, 3e étage sans ascenseur au départ, merci.",
    "moving", "Differdange", "Obercorn", distractors=["Metz"], situation="Quote for moving a three-room flat from a Luxembourg town to a French city.")
add("fr-s05", "Suite à une séparation je voudrais faire changer le cylindre de la porte d'entrée et celui de la cave, maison à Esch/Alzette, quel délai ?",
    "locksmith", "Esch-sur-Alzette", "Esch/Alzette", situation="After a separation, change the front-door and cellar cylinders.")
add("fr-s06", "Bonsoir, je cherche un prof de piano qui vienne à domicile pour ma fille de 9 ans, une heure par semaine.",
    None, None, None, situation="Piano teacher for a child at home (not a trade here).")
add("fr-s07", "Mon four encastrable Siemens ne chauffe plus du tout alors que la lumière et le ventilateur marchent, je suis au Howald, vous réparez ou faut-il le remplacer ?",
    "appliance-repair", "Hesperange", "Howald", situation="Built-in oven no longer heats though light and fan work.")
add("fr-s08", "Il me faudrait un site vitrine simple pour mon cabinet de kinésithérapie avec prise de rendez-vous en ligne et une version en allemand.",
    "web-development", None, None, situation="Simple site with online appointment booking for a physiotherapy practice.")
add("fr-s09", "Nous vendons notre maison à Steinfort et l'agence nous conseille des photos professionnelles avec quelques vues au drone, vous faites ça ?",
    "photography", "Steinfort", "Steinfort", situation="Professional and drone photos of a house for sale.")
add("fr-s10", "la chasse d'eau des wc coule en continu et le réservoir se remplit toutes les 5 minutes maison à Ell quelqu'un peut passer cette semaine",
    "plumbing", "Ell", "Ell", situation="Toilet cistern runs constantly and refills every few minutes.")
add("fr-t01", "Notre facture d'eau a doublé alors que nous sommes toujours deux à la maison. Le soir, quand tous les robinets sont fermés, le petit compteur dans la cave continue de tourner. Il y a aussi une tache humide qui s'agrandit sur le sol près de l'arrivée d'eau. Nous habitons Mondorf-les-Bains, une maison de 1985. Quelqu'un peut venir chercher d'où ça vient ?",
    "plumbing", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="a", nu="U", situation="Water bill doubled, meter turns with all taps shut, damp patch in the cellar.")
add("fr-t02", "Depuis mardi, l'application affiche 0 kWh de production alors qu'il fait grand soleil. Le boîtier dans le garage a une petite lumière rouge au lieu de la verte habituelle. J'ai coupé et remis le disjoncteur comme indiqué dans la notice, sans effet. Les panneaux ont été posés il y a 4 ans sur notre maison à Noerdange.",
    "solar", "Beckerich", "Noerdange", kind="a", nu="U", situation="Panel app shows zero production, inverter box shows a red light.")
add("fr-t03", "Sur la façade côté jardin, une fissure part du coin de la fenêtre de la cuisine et descend jusqu'au sol. Cet hiver elle s'est élargie et des morceaux de crépi tombent sur la terrasse. Quand il pleut, le mur intérieur derrière devient humide. C'est une maison des années 60 à Kaundorf.",
    "masonry", "Lac de la Haute-Sûre", "Kaundorf", kind="a", nu="U", situation="Widening crack in the rendered facade, render falling off, wall damp inside.")
add("fr-t04", "Un grand épicéa d'au moins 20 mètres penche vers notre maison depuis la tempête de février. Mon voisin m'a dit qu'avec une bonne tronçonneuse je pouvais l'abattre moi-même un dimanche. J'ai essayé de couper une première branche et j'ai failli tomber de l'échelle. Je préfère maintenant faire appel à un élagueur ou un jardinier équipé pour l'abattre proprement. Nous sommes à Perlé, le terrain est en pente.",
    "gardening", "Rambrouch", "Perlé", kind="b", nu="N", situation="Storm-leaning spruce; neighbour said fell it yourself with a chainsaw.")
add("fr-t05", "L'été dernier mon beau-frère a installé des spots et deux prises extérieures sur notre terrasse à Boulaide. Depuis, dès qu'il pleut, le différentiel saute et toute la maison se retrouve dans le noir. Il dit que c'est normal avec l'humidité et qu'il suffit de le réarmer. Ça ne me paraît pas normal du tout avec deux enfants. Je cherche un électricien pour refaire ça aux normes.",
    "electrical", "Boulaide", "Boulaide", kind="b", nu="N", situation="DIY outdoor lights and sockets trip the RCD when it rains; brother-in-law says it's normal.")
add("fr-t06", "Au magasin de bricolage, on m'a assuré que je pouvais passer une peinture acrylique directement sur les vieilles portes laquées à l'huile. Trois semaines plus tard, tout s'écaille au moindre coup d'ongle. Il y a huit portes intérieures et la main courante de l'escalier. Maison à Redange-sur-Attert. Qui peut poncer tout ça et le repeindre correctement, et pour combien ?",
    "painting", "Redange", "Redange-sur-Attert", kind="b", nu="U", situation="DIY-shop advice: acrylic over oil paint on doors, now peeling.")
add("fr-t07", "Nous nous sommes mariés en septembre et un collègue m'a dit qu'on passait automatiquement en classe 2 sans rien faire. Résultat, ma femme, frontalière, est toujours imposée en classe 1 sur ses fiches de salaire. Il paraît qu'il faut faire une déclaration commune pour récupérer la différence. Je n'y comprends rien aux formulaires. Quelqu'un peut s'occuper de notre déclaration 2026 et vérifier ce qu'on peut récupérer ?",
    "accounting", None, None, kind="b", nu="U", situation="Colleague said tax class changes automatically after marriage; needs a joint tax return.")
add("fr-t08", "Je gère un cabinet dentaire de trois fauteuils à Bascharage. Notre femme de ménage part à la retraite fin avril. Nous cherchons une société de nettoyage qui passe tous les soirs après 19h, avec désinfection des surfaces et des sols. Les produits doivent être compatibles avec un environnement médical. Pouvez-vous m'envoyer une offre ?",
    "cleaning", "Käerjeng", "Bascharage", kind="c", nu="N", situation="Dental practice needs evening cleaning with disinfection.")
add("fr-t09", "Nous tenons un petit camping à Remerschen, au bord des étangs. Les clients se plaignent que le wifi ne passe pas au-delà de l'accueil, et la caisse de l'accueil plante au moins une fois par jour. Notre neveu avait installé deux répéteurs achetés en grande surface, mais ça n'a rien changé. Il nous faudrait quelqu'un qui mette en place un vrai réseau sur tout le terrain avant l'ouverture de la saison.",
    "it-support", "Schengen", "Remerschen", kind="c", nu="U", situation="Campsite Wi-Fi only reaches reception and the till crashes; needs a proper network.")
add("fr-t10", "Notre domaine viticole sur la Moselle participe pour la première fois à un salon à Düsseldorf. Il nous faut la brochure, les fiches techniques des vins et le texte des étiquettes en allemand et en anglais. Cela fait environ 12 pages, avec pas mal de vocabulaire de dégustation. Nous cherchons un traducteur habitué au vin, si possible avec relecture par un natif.",
    "translation", None, None, distractors=["Moselle", "Düsseldorf"], kind="c", nu="N", situation="Winery needs brochure, wine sheets and labels translated for a trade fair.")
add("fr-t11", "Je viens de reprendre un petit bistrot à Berchem et le comptoir est en très mauvais état. Je voudrais un nouveau comptoir en chêne massif de 4 mètres, avec des étagères derrière pour les bouteilles. Le reste de la salle reste comme il est. L'ouverture est prévue le 1er juin, donc il faudrait que ce soit fabriqué et posé d'ici là.",
    "carpentry", "Roeser", "Berchem", kind="c", nu="U", situation="New bistro owner wants a solid oak bar counter and bottle shelves made and fitted.")
add("fr-t12", "Nous aimerions transformer les combles de notre maison à Eischen en deux chambres avec une petite salle d'eau. Il faudrait isoler, poser des fenêtres de toit, faire l'électricité, la plomberie et les sols. Est-ce que ça vaut le coup par rapport à un agrandissement, et quel budget faut-il prévoir au m² ? Faut-il aussi une autorisation de la commune ?",
    "renovation", "Habscht", "Eischen", kind="d", nu="U", situation="Converting the attic into two bedrooms and a shower room: worth it, budget per m2, permit.")
add("fr-t13", "On vient d'emménager dans une maison neuve à weiswampach et tout est blanc, du sol au plafond. On n'arrive pas à se décider pour les couleurs des murs, les rideaux et la disposition du salon avec la cheminée au milieu. Est-ce qu'une décoratrice d'intérieur peut venir juste pour deux ou trois heures de conseil, ou faut-il payer un projet complet ? Quel est le tarif habituel ?",
    "interior-design", "Weiswampach", "weiswampach", kind="d", nu="N", situation="All-white new house: a few hours of decorating advice or a full project, and the usual rate.")
add("fr-t14", "Nos gouttières en PVC ont 30 ans et débordent à chaque orage, surtout côté rue. On nous propose soit du zinc, soit de l'aluminium, et le devis le moins cher est déjà à huit cents euros. Qu'est-ce qui dure le plus longtemps, et est-ce qu'on change aussi les descentes en même temps ? La maison est à Lamadelaine, environ 22 mètres de gouttière en tout.",
    "roofing", "Pétange", "Lamadelaine", not_place=["cents"], kind="d", nu="U", situation="Old PVC gutters overflow: zinc or aluminium, replace downpipes too?")
add("fr-t15", "En rentrant de vacances, on a découvert des petites piqûres alignées sur les bras des enfants et des taches noires sur le matelas. Une amie pense que ce sont des punaises de lit ramenées dans la valise. Est-ce qu'on peut s'en débarrasser nous-mêmes avec de la vapeur, ou faut-il un traitement professionnel ? Combien de passages faut-il en général ? Nous habitons un appartement près de la Gare, rue de Strasbourg.",
    "pest-control", "Luxembourg", "Gare", distractors=["Strasbourg"], kind="d", nu="U", situation="Bed bugs after a holiday: steam it yourself or professional treatment, how many visits.")

# ---------------- German (de) ----------------
add("de-s01", "Ich hätte gern am Carport in Gonderingen eine Außensteckdose und eine Lampe mit Bewegungsmelder, das Kabel müsste etwa 12 m vom Sicherungskasten im Keller gezogen werden.",
    "electrical", "Junglinster", "Gonderingen", situation="Outdoor socket and motion-sensor lamp at the carport, cable from the fuse box.")
add("de-s02", "Wir suchen jemanden, der im Garten meiner Mutter in Wasserliesch, gleich gegenüber von Grevenmacher auf der deutschen Seite, rund 120 m² Rollrasen verlegt.",
    "gardening", "abroad", "Wasserliesch", distractors=["Grevenmacher"], situation="Roll-out lawn for the mother's garden in a German village across the Moselle.")
add("de-s03", "Wer macht die monatliche Lohnabrechnung für unser kleines Restaurant mit 4 Angestellten, bisher hat das meine Schwägerin nebenbei erledigt",
    "accounting", None, None, situation="Monthly payroll for a small restaurant with four staff.")
add("de-s04", "Fensterreinigung gesucht: Einfamilienhaus in Echternach mit 24 Fenstern und einem Wintergarten, innen und außen, am liebsten noch vor Ostern.",
    "cleaning", "Echternach", "Echternach", situation="Window cleaning inside and out for a house with a conservatory.")
add("de-s05", "auf unserem Garagenflachdach in Wasserbillig wirft die Bitumenbahn Blasen und bei Starkregen tropft es innen an der Wand runter wer kann das abdichten",
    "roofing", "Mertert", "Wasserbillig", situation="Blistered bitumen membrane on a flat garage roof, leaks in heavy rain.")
add("de-s06", "Unser Liebherr-Kühlschrank brummt seit gestern extrem laut und die Milch wird nicht mehr richtig kalt, Wohnung in Gasperich, lohnt sich eine Reparatur bei einem 6 Jahre alten Gerät?",
    "appliance-repair", "Luxembourg", "Gasperich", situation="Fridge hums loudly and no longer cools; is repair worth it.")
add("de-s07", "Ich brauche für einen Termin beim Notar nächste Woche einen Dolmetscher Deutsch–Arabisch für meinen Schwiegervater, ungefähr 2 Stunden.",
    "translation", None, None, not_place=["einen"], situation="German-Arabic interpreter for a notary appointment.")
add("de-s08", "Suche jemanden, der mit unserem Labrador dreimal pro Woche eine Stunde Gassi geht, gern auch Studenten 🐕",
    None, None, None, situation="Dog walker for a Labrador (not a trade here).")
add("de-s09", "Im Büro in Grevenmacher bekommen wir den alten Tresor nicht mehr auf, der Kollege mit dem Code ist in Rente und nicht erreichbar, wer öffnet so etwas ohne alles kaputt zu machen?",
    "locksmith", "Grevenmacher", "Grevenmacher", situation="Office safe, the only colleague with the code has retired.")
add("de-s10", "Wir möchten das Bad meiner Mutter in Esch an der Alzette barrierefrei umbauen lassen mit bodengleicher Dusche, breiterer Tür, Haltegriffen, neuen Fliesen und neuer Elektrik und suchen eine Firma, die alles koordiniert.",
    "renovation", "Esch-sur-Alzette", "Esch an der Alzette", situation="Step-free bathroom refit for an elderly mother, several trades coordinated.")
add("de-t01", "Seit dem Sturm am Wochenende klappert nachts etwas oben am Haus. Heute Morgen lag ein verbogenes Stück Zinkblech in der Einfahrt, es kommt von der Verkleidung am Kamin. Bei Regen gibt es jetzt im Dachgeschoss einen feuchten Fleck an der Decke direkt neben dem Kaminzug. Das Haus steht in Consdorf. Kann sich das jemand diese Woche noch ansehen?",
    "roofing", "Consdorf", "Consdorf", not_place=["einen"], kind="a", nu="U", situation="Storm tore the zinc flashing off the chimney; damp patch in the attic ceiling.")
add("de-t02", "Im Flur klingen mehrere Feinsteinzeugplatten hohl, wenn man drüberläuft. Zwei davon wackeln inzwischen richtig, und an einer ist schon eine Ecke abgesplittert. Die Fugen dazwischen bröseln raus wie Sand. Das Haus in Altrier ist von 1995, eine Fußbodenheizung gibt es im Flur nicht.",
    "tiling", "Bech", "Altrier", kind="a", nu="U", situation="Hollow-sounding, loose porcelain floor tiles and crumbling grout in the hallway.")
add("de-t03", "In unserer Speisekammer flattern seit ein paar Wochen kleine graue Falter herum. Heute habe ich im Mehl und in den Haferflocken weiße Würmchen und Gespinste gefunden. Ich habe alles weggeworfen und ausgewischt, aber am nächsten Abend saßen wieder drei Falter an der Decke. Wir wohnen in Berburg, altes Bauernhaus.",
    "pest-control", "Manternach", "Berburg", kind="a", nu="U", situation="Pantry moths and larvae in flour keep coming back.")
add("de-t04", "Der Abfluss unserer Dusche läuft seit Wochen nur noch tröpfchenweise ab. Im Baumarkt hat man mir einen starken Rohrreiniger empfohlen, ich habe zwei Flaschen hineingekippt. Jetzt riecht es im ganzen Bad chemisch und im Keller ist unter dem Fallrohr eine feuchte Stelle aufgetaucht. Ich traue mich nicht, noch mehr auszuprobieren. Wir brauchen einen Sanitärinstallateur in Biwer, der sich das ansieht.",
    "plumbing", "Biwer", "Biwer", not_place=["einen"], kind="b", nu="N", situation="DIY-store drain cleaner did not clear the shower drain; now a damp spot under the downpipe.")
add("de-t05", "Die drei Betonstufen vor unserer Haustür in Christnach sind an den Kanten abgebrochen, eine hat einen Riss quer durch. Mein Schwiegervater hat die Ecken letzten Herbst mit Fliesenkleber aufgefüllt, weil der gerade übrig war. Nach dem ersten Frost ist alles wieder abgeplatzt. Jetzt stolpert unser Besuch regelmäßig. Kann man die Stufen ausbessern oder müssen sie neu betoniert werden?",
    "masonry", "Waldbillig", "Christnach", not_place=["einen"], kind="b", nu="U", situation="Broken concrete entrance steps patched with tile adhesive by the father-in-law.")
add("de-t06", "Im Kinderzimmer unserer Mietwohnung auf dem Limpertsberg bleibt der Heizkörper komplett kalt, egal auf welcher Stufe das Thermostat steht. Der Vermieter meint, das liege daran, dass wir zu oft das Fenster kippen, wir sollen einfach mehr heizen. Ich habe den Thermostatkopf abgeschraubt, der kleine Stift darunter bewegt sich keinen Millimeter. Nachts sind es jetzt 15 Grad im Zimmer, und ich stelle mir schon den Wecker, um nach dem Baby zu sehen. Wer kann das Ventil gangbar machen oder tauschen?",
    "heating", "Luxembourg", "Limpertsberg", not_place=["Wecker"], kind="b", nu="U", situation="Child's-room radiator stays cold, valve pin stuck; landlord blames window airing.")
add("de-t07", "Meine Eltern sind im Sommer verstorben, und mein Bruder will das Elternhaus so schnell wie möglich verkaufen. Er sagt, wir brauchen keinen Anwalt, der Notar regle das schon für beide. Jetzt hat er einen Käufer präsentiert, dessen Angebot deutlich unter dem Schätzwert liegt. Ich möchte nichts unterschreiben, bevor ich meine Rechte kenne. Ich suche einen Anwalt für Erbrecht.",
    "legal", None, None, not_place=["einen"], kind="b", nu="N", situation="Inheritance: brother says the notary suffices and wants to sell below value.")
add("de-t08", "Unser Steuerbüro in Roodt-sur-Syre wird im Mai 25 Jahre alt, und wir feiern mit Kunden in den eigenen Räumen. Wir suchen einen Fotografen für den Abend, etwa drei Stunden, mit ungestellten Bildern und ein paar Gruppenfotos. Außerdem bräuchten wir bei der Gelegenheit neue Porträts aller zwölf Mitarbeiter für die Website. Was würde das kosten?",
    "photography", "Betzdorf", "Roodt-sur-Syre", not_place=["einen"], kind="c", nu="N", situation="Tax office anniversary party photos plus staff portraits.")
add("de-t09", "Unser Tennisclub hat 180 Mitglieder, und die Platzbuchung läuft immer noch über eine Liste an der Clubhaustür. Die alte Homepage hat ein ehemaliges Mitglied vor zehn Jahren gebaut, und niemand kommt mehr ins Backend. Wir hätten gern eine neue Seite mit Online-Platzreservierung, Mitgliederbereich und Terminen. Was kostet so etwas ungefähr, und wer würde das danach betreuen?",
    "web-development", None, None, kind="c", nu="U", situation="Tennis club needs a new site with court booking and members' area.")
add("de-t10", "Wir führen ein kleines Familienhotel in Berdorf mit 14 Zimmern. Der Frühstücksraum wirkt seit Jahren altbacken: dunkles Holz, Neonlicht, zusammengewürfelte Stühle. Wir möchten ein stimmiges Konzept für Farben, Möbel, Beleuchtung und die Anordnung der Tische, die Umsetzung machen dann unsere eigenen Handwerker. Wer erstellt so einen Plan mit Moodboard und Einkaufsliste?",
    "interior-design", "Berdorf", "Berdorf", not_place=["Holz", "führen", "einen"], kind="c", nu="U", situation="Family hotel wants a concept for its dated breakfast room.")
add("de-t11", "Unser Weingut in Machtum hat drei Laptops, zwei Drucker und ein NAS, auf dem die ganze Buchhaltung liegt. Letzte Woche ist eine Festplatte im NAS ausgefallen, und wir haben gemerkt, dass es gar keine zweite Sicherung gibt. Außerdem bricht im Verkaufsraum ständig das WLAN ab. Wir brauchen jemanden, der das ordentlich einrichtet und vielleicht einmal im Jahr nachschaut.",
    "it-support", "Wormeldange", "Machtum", kind="c", nu="U", situation="Winery: NAS disk failed with no backup, Wi-Fi drops in the shop.")
add("de-t12", "Wir wohnen zur Miete in Itzig und überlegen, zwei Module mit 800 Watt ans Balkongeländer zu hängen. Lohnt sich das bei einem Südwestbalkon im zweiten Stock überhaupt? Muss der Vermieter zustimmen, und darf man so etwas einfach in die Steckdose stecken? Übernimmt jemand die Montage, damit das bei Wind auch sicher hält?",
    "solar", "Hesperange", "Itzig", kind="d", nu="U", situation="Tenant asks whether two plug-in balcony modules are worth it and allowed.")
add("de-t13", "Unsere alte Holzterrasse in Rosport ist morsch und soll im Frühjahr neu gebaut werden, etwa 35 m². Jetzt streiten wir uns: Lärche, Bangkirai oder doch WPC? Was hält bei unserem Nordhang mit viel Schatten am längsten, und was kostet das pro Quadratmeter mit Unterkonstruktion? Wir suchen einen Schreiner, der uns da ehrlich berät.",
    "carpentry", "Rosport-Mompach", "Rosport", not_place=["einen"], kind="d", nu="N", situation="Rotten deck to rebuild: larch, bangkirai or composite, price per m2.")
add("de-t14", "Im Juli ziehen wir von Flaxweiler nach Mersch, 2-Zimmer-Wohnung im zweiten Stock ohne Aufzug, am neuen Ort Erdgeschoss. Lohnt sich eine Umzugsfirma überhaupt, oder schaffen wir das mit einem gemieteten Transporter und ein paar Freunden? Was kostet ein Umzug in dieser Größe ungefähr? Die Küche müsste ab- und wieder aufgebaut werden.",
    "moving", "Flaxweiler", "Flaxweiler", distractors=["Mersch"], kind="d", nu="N", situation="Two-room flat move: removal firm or rented van, and cost.")
add("de-t15", "Unser Haus in Diekirch hat eine Putzfassade von 1998, die inzwischen grau und an der Wetterseite grünlich ist. Ein Nachbar hat Silikonharzfarbe genommen, ein anderer schwört auf Silikatfarbe. Was ist für die Westseite besser, und wie lange hält die Farbe dann? Muss man vorher mit dem Hochdruckreiniger ran, und braucht man für zwei Stockwerke ein Gerüst?",
    "painting", "Diekirch", "Diekirch", kind="d", nu="U", situation="Repainting a rendered facade: silicone-resin or silicate paint, prep and scaffold.")

# ---------------- English (en) ----------------
add("en-s01", "Working from home in Kirchberg and my laptop keeps dropping the Wi-Fi every 20 minutes while the kids' tablets are fine, can someone come and sort out the network and get the printer to show up again?",
    "it-support", "Luxembourg", "Kirchberg", situation="Home-office laptop keeps losing Wi-Fi, printer no longer found.")
add("en-s02", "Looking for someone to build a Shopify store for my handmade ceramics and move my 60 listings over from Etsy, EN/FR/DE if possible.",
    "web-development", None, None, situation="Online shop for handmade ceramics, migrating listings from a marketplace.")
add("en-s03", "We've seen two rats around the compost bin and there are fresh holes under the garden shed in Sandweiler, need them dealt with before the kids play outside again.",
    "pest-control", "Sandweiler", "Sandweiler", situation="Rats at the compost bin and burrows under the shed.")
add("en-s04", "hi looking for a cleaner every friday 3-4 hours, 3 bed house in strassen with 2 cats, ironing would be a bonus",
    "cleaning", "Strassen", "strassen", situation="Weekly house cleaner on Fridays, ironing a plus.")
add("en-s05", "Another driver reversed into my parked car and his insurer now claims it was 50/50 and won't pay, I think I need a lawyer who handles insurance disputes.",
    "legal", None, None, situation="Insurer splits blame for a parking collision; wants a lawyer.")
add("en-s06", "Our daughter was born last week and we'd love a relaxed newborn shoot at home in bertrange, ideally in the next 10 days",
    "photography", "Bertrange", "bertrange", not_place=["born"], situation="Newborn photo shoot at home.")
add("en-s07", "Can I get a quote for roughly 10 kWp of PV on our new-build roof in Moutfort, south-facing, and does the installer handle the Klimabonus paperwork?",
    "solar", "Contern", "Moutfort", situation="Quote for a 10 kWp PV system on a new-build roof, subsidy paperwork.")
add("en-s08", "Does anyone know an English-speaking driving instructor for my 17-year-old, manual gearbox, weekends preferred?",
    None, None, None, situation="Driving instructor for a teenager (not a trade here).")
add("en-s09", "I'd like a built-in wardrobe made to measure under the sloping ceiling of our attic bedroom, postcode L-7220, about 3.2 m long.",
    "carpentry", "Walferdange", "L-7220", situation="Made-to-measure wardrobe under a sloping attic ceiling.")
add("en-s10", "Need two people and a van on Saturday to move a sofa, a bed and about 20 boxes from my flat in Leudelange to my girlfriend's place in Merl, 2nd floor at both ends.",
    "moving", "Leudelange", "Leudelange", distractors=["Merl"], situation="Small move of a sofa, bed and boxes to the girlfriend's flat.")
add("en-t01", "Our tumble dryer runs the full cycle, the drum turns and it beeps at the end as usual. But the clothes come out just as damp and cold as they went in. I've emptied the fluff filter and the water tank and rinsed the condenser. It's a Bosch, about seven years old, in the utility room of our house in Steinsel.",
    "appliance-repair", "Steinsel", "Steinsel", kind="a", nu="U", situation="Tumble dryer runs but clothes come out damp and cold.")
add("en-t02", "Since Sunday the radiators are stone cold everywhere, but we still have hot water at the taps. The little gauge on the unit in the cellar shows 0.3 bar. I topped it up to 1.5 in January and it has dropped again. There's no visible puddle anywhere. We're in Olm, a house from the early 2000s.",
    "heating", "Kehlen", "Olm", kind="a", nu="U", situation="All radiators cold, system pressure keeps dropping to 0.3 bar.")
add("en-t03", "Every time the dishwasher empties, the shower tray in the downstairs bathroom gurgles and a sewer smell comes up. Sometimes a bit of grey water even rises through the drain. The kitchen sink itself drains normally. We rent a terraced house in Munsbach and the landlord lives abroad.",
    "plumbing", "Schuttrange", "Munsbach", kind="a", nu="U", situation="Dishwasher draining makes the shower drain gurgle, smell and back up.")
add("en-t04", "When we redid the kitchen last spring, the man at the DIY store told us we could put the new tiles straight over the old ones with ordinary adhesive. Six months later three floor tiles near the fridge have come loose, and you can hear others crack when you walk on them. The old tiles underneath were never sanded or primed. Our flat is in Senningerberg. Can someone take the new ones up and lay them properly?",
    "tiling", "Niederanven", "Senningerberg", kind="b", nu="U", situation="DIY-store advice to tile over old tiles; new kitchen floor tiles now loose.")
add("en-t05", "The gutter at the back of our rented house overflows every time it rains hard. The landlord says that's normal for an old house and we should just put a bucket under it. Now the water runs down the wall and a dark stain is spreading inside the cellar. I suspect the gutter is blocked or sagging. The house is in Waldbredimus, and I'd like someone to check it before I go back to the landlord.",
    "roofing", "Bous-Waldbredimus", "Waldbredimus", kind="b", nu="U", situation="Overflowing gutter the landlord calls normal; water now staining the cellar.")
add("en-t06", "Three years ago a neighbour advised us to plant bamboo along the fence as a quick privacy screen. It has now spread under the fence and is coming up through his grass and between our patio slabs. He's not happy, and neither are we. We need a gardener who can dig it out completely, put in a proper root barrier and maybe suggest something better. We live in Greiveldange.",
    "gardening", "Stadtbredimus", "Greiveldange", not_place=["grass"], kind="b", nu="N", situation="Neighbour-recommended bamboo is spreading; needs removal and root barrier.")
add("en-t07", "A friend told me Google Translate would be good enough for my new employment contract. I signed it, and it turns out the notice period and the non-compete clause say something quite different from what I understood. Before I sign the amendment they sent me, I want a proper translation from French into English. It's 9 pages. Could a translator do it within a week?",
    "translation", None, None, kind="b", nu="N", situation="Friend said machine translation was enough; now wants a proper translation of a contract amendment.")
add("en-t08", "Dear Sir or Madam, we run a small co-working space in Hollerich with 40 desks, two meeting rooms and a shared kitchen. Our current cleaning company keeps missing days and the kitchen is a disaster by Wednesday. We need a reliable cleaning firm for every weekday morning before 8, plus a deep clean of the carpets once a quarter. Could you send us a quote?",
    "cleaning", "Luxembourg", "Hollerich", not_place=["Sir"], kind="c", nu="N", situation="Co-working space needs weekday morning cleaning and quarterly carpet cleaning.")
add("en-t09", "Our law firm is moving into a new floor in Luxembourg City in September, an empty shell of about 300 m². We need someone to plan the layout of the reception, four meeting rooms and the open office, plus the colour scheme, furniture and lighting concept. The fit-out itself will be done by the landlord's contractor. What would a plan like that cost, and how long does it take?",
    "interior-design", "Luxembourg", "Luxembourg City", kind="c", nu="U", situation="Law firm needs a layout, colour, furniture and lighting plan for a new office floor.")
add("en-t10", "We're two co-founders of a small software start-up, an SARL-S set up last March. Until now we've just kept every invoice in a shared folder. The bank is asking for our first annual accounts and we have no idea where to begin. We're looking for an accountant who can do the bookkeeping monthly and prepare the year-end accounts.",
    "accounting", None, None, kind="c", nu="N", situation="Start-up needs monthly bookkeeping and its first annual accounts.")
add("en-t11", "I manage a crèche in Fentange with about 45 children. Over the years so many keys have gone missing that we no longer know who can get into the building. We'd like all the outside doors and the office changed to a system where one master key opens everything and staff keys only open their own rooms. Can someone come and assess it during the Easter closure?",
    "locksmith", "Hesperange", "Fentange", kind="c", nu="U", situation="Crèche with lost keys wants a master-key system.")
add("en-t12", "We bought a 1964 house in Capellen and it still has the old fuse box with screw-in fuses. There are only two sockets per room and none in the bathroom. Do we need to replace all the wiring, or is a new board enough for now? Roughly what does an electrician charge for a full rewire of a 140 m² house?",
    "electrical", "Mamer", "Capellen", kind="d", nu="N", situation="1964 house with screw fuses: full rewire or new board, and the price.")
add("en-t13", "We've just bought a flat in Arlon, and I work in Luxembourg so it's a 30-minute drive. Before we move in, all walls and ceilings need a fresh coat, about 240 m² in total, and two rooms have dark purple walls. How much should we expect to pay, and is it cheaper if we buy the paint ourselves? Do firms from your side come over the border for a job like this?",
    "painting", "abroad", "Arlon", distractors=["Luxembourg"], kind="d", nu="U", situation="Repainting a newly bought flat in a Belgian border town: cost, buying paint, cross-border.")
add("en-t14", "We'd like to knock through the wall between our kitchen and dining room in Bridel to make one open space. The wall is about 4 m long and 20 cm thick, and there's a bedroom above it. How do we find out whether it's load-bearing, and would it need a steel beam? Roughly how much does a job like that cost, including making good the edges?",
    "masonry", "Kopstal", "Bridel", kind="d", nu="U", situation="Opening a possibly load-bearing kitchen wall: steel beam, cost.")
add("en-t15", "We've bought an old farmhouse in Hivange with an attached barn that we'd like to turn into a living room and two bedrooms. It needs a new floor slab, insulation, windows, heating, wiring and plastering. In which order does something like this usually happen, and how long should we plan for? Is there a rough cost per m² for converting a barn?",
    "renovation", "Garnich", "Hivange", kind="d", nu="U", situation="Converting a farmhouse barn into living space: order of works, time, cost per m2.")

# ---------------- Portuguese (pt) ----------------
add("pt-s01", "Bom dia, com o gelo rebentou o cano da torneira de fora na garagem e a água só pára se fecho a válvula geral, moro em Schifflange, alguém pode vir hoje?",
    "plumbing", "Schifflange", "Schifflange", situation="Frost burst the outside-tap pipe in the garage; water only stops at the main valve.")
add("pt-s02", "preciso de um eletricista para pôr 4 spots LED no teto da cozinha e mudar o interruptor de sítio, a casa é no L-3770",
    "electrical", "Kayl", "L-3770", situation="Four LED ceiling spots in the kitchen and moving a switch.")
add("pt-s03", "Orçamento para mudança de um T2 de Rumelange para Esch no dia 30 de maio, 3º andar sem elevador à saída e rés-do-chão à chegada.",
    "moving", "Rumelange", "Rumelange", distractors=["Esch"], situation="Quote to move a two-bedroom flat to a nearby town.")
add("pt-s04", "Preciso de alguém que me faça a declaração de impostos deste ano, além do salário tenho a renda de um apartamento em Portugal e não sei como declarar.",
    "accounting", None, None, distractors=["Portugal"], situation="Tax return including rent from a flat in the home country.")
add("pt-s05", "Queria uma limpeza a fundo da casa da minha mãe em Soleuvre antes de a pôr à venda, são 3 quartos, cave e garagem, incluindo os vidros.",
    "cleaning", "Sanem", "Soleuvre", situation="Deep clean of the mother's house before putting it on the market.")
add("pt-s06", "Alguém conhece uma explicadora de matemática para o meu filho do 4º ano, de preferência que fale português e francês?",
    None, None, None, situation="Maths tutor for a primary-school child (not a trade here).")
add("pt-s07", "Queria trocar os azulejos da parede da cozinha atrás do fogão, uns 6 m², a casa é em Esch-sur-Alzette e já comprei os azulejos novos no Brico.",
    "tiling", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="Replace about 6 m2 of kitchen wall tiles behind the cooker, tiles already bought.")
add("pt-s08", "Tenho uma pequena empresa de limpezas e precisava de um site simples em PT/FR com formulário para pedir orçamento, quanto custa mais ou menos?",
    "web-development", None, None, situation="Cleaning company wants a simple bilingual site with a quote form.")
add("pt-s09", "Procuro alguém para cortar a relva e tratar do jardim da minha sogra em Pontpierre de 15 em 15 dias, ela já não consegue.",
    "gardening", "Mondercange", "Pontpierre", situation="Fortnightly lawn mowing and garden care for an elderly mother-in-law.")
add("pt-s10", "perdi as chaves da caixa do correio do prédio em Bonnevoie e o síndico diz que não tem cópia, alguém me muda a fechadura?",
    "locksmith", "Luxembourg", "Bonnevoie", situation="Lost letterbox keys, building manager has no copy; change the lock.")
add("pt-t01", "Todas as manhãs a varanda está cheia de cocó e penas. Dentro da caixa do estore ouve-se arrulhar desde as cinco da manhã. Já pendurei uns CDs velhos, mas continuam a voltar. Moramos num 4º andar na cidade do Luxemburgo, perto da estação.",
    "pest-control", "Luxembourg", "Luxemburgo", kind="a", nu="U", situation="Droppings and feathers on the balcony, cooing inside the shutter box.")
add("pt-t02", "A arca congeladora da cave faz uma camada de gelo enorme atrás, já tive de a descongelar duas vezes este mês. A comida de cima começa a ficar mole. O motor está sempre a trabalhar e faz um estalido de vez em quando. Moro em Ingeldorf, a arca tem uns 5 anos.",
    "appliance-repair", "Erpeldange-sur-Sûre", "Ingeldorf", kind="a", nu="U", situation="Chest freezer ices up at the back, food softening, compressor runs non-stop.")
add("pt-t03", "O computador do escritório lá de casa liga, as ventoinhas rodam, mas o ecrã fica preto e ouvem-se três bips. Ontem ainda funcionava normalmente. Já troquei o cabo do monitor e nada. Tenho lá as fotos todas dos miúdos e as declarações. Moro em Schieren.",
    "it-support", "Schieren", "Schieren", kind="a", nu="U", situation="Home PC powers on with three beeps and a black screen; family photos on it.")
add("pt-t04", "O meu cunhado pintou-nos o teto da sala no fim de semana com tinta de parede que sobrou. Ficou todo às manchas e às riscas, nota-se cada passagem do rolo quando entra sol. Ele diz que com mais uma demão fica bom, mas já deu três e está pior. A sala tem 35 m² e é em Warken. Quem nos pode pôr isto direito antes do batizado da bebé em junho?",
    "painting", "Ettelbruck", "Warken", kind="b", nu="U", situation="Brother-in-law's streaky ceiling paint job keeps getting worse with more coats.")
add("pt-t05", "A porta de madeira do quarto não fechava bem com a humidade. O vizinho disse para lhe tirar um bocado em baixo com a plaina, e o meu marido tirou. Agora no verão ficou uma folga de quase um centímetro, entra luz e barulho e o trinco já não prende. Precisava de um carpinteiro para ajustar ou fazer uma porta nova à medida. Moramos em Gilsdorf.",
    "carpentry", "Bettendorf", "Gilsdorf", kind="b", nu="N", situation="Neighbour said plane the sticking bedroom door; now a big gap and the latch fails.")
add("pt-t06", "Saí do apartamento em fevereiro e o senhorio ainda não me devolveu a caução de três meses. Diz que as paredes estavam sujas, mas eu entreguei tudo limpo e tenho fotos. Uma amiga disse que não vale a pena fazer nada porque aqui os senhorios ganham sempre. Eu não concordo, são 4.200 euros. Preciso de um advogado que trate disto.",
    "legal", None, None, kind="b", nu="N", situation="Landlord keeps a three-month deposit; friend said it's pointless to fight.")
add("pt-t07", "Há meses que aparece uma mancha amarela no teto do quarto de cima. O vizinho garantiu que era só condensação e que bastava pintar com tinta anti-humidade. Pintei em março e depois das chuvas de abril voltou maior. Subi ao sótão e vê-se luz por entre duas telhas e a madeira está molhada. A casa é em Pommerloch, quem pode vir ver o telhado?",
    "roofing", "Winseler", "Pommerloch", kind="b", nu="U", situation="Neighbour called a ceiling stain condensation; daylight visible between roof tiles.")
add("pt-t08", "Temos um restaurante português em Diekirch e vamos lançar uma carta nova com 25 pratos. Queríamos fotos profissionais de todos os pratos, da sala e da equipa, para a carta, o Facebook e o Instagram. Pode ser numa segunda-feira, que é o nosso dia de folga. Procuramos um fotógrafo com experiência em comida, quanto fica mais ou menos?",
    "photography", "Diekirch", "Diekirch", kind="c", nu="N", situation="Restaurant needs food, room and team photos for a new menu and social media.")
add("pt-t09", "Somos uma pequena empresa de construção com 11 operários, quase todos portugueses e cabo-verdianos. A inspeção pediu que o plano de segurança e as fichas dos produtos químicos estejam numa língua que eles percebam. São uns 30 documentos em francês e alemão. Precisamos de tudo em português até ao fim do mês.",
    "translation", None, None, kind="c", nu="U", situation="Building firm must give workers safety plans and chemical sheets in Portuguese.")
add("pt-t10", "A nossa quinta em Everlange tem um pavilhão para as máquinas com um telhado de quase 600 m² virado a sul. Gastamos muita eletricidade com a ordenha e a refrigeração do leite. Queríamos pôr painéis em todo o telhado para produzir a nossa própria corrente e vender o excesso. Quem faz instalações deste tamanho e ajuda com os pedidos à comuna?",
    "solar", "Useldange", "Everlange", kind="c", nu="U", situation="Dairy farm wants panels on a 600 m2 machine-shed roof to make and sell electricity.")
add("pt-t11", "Vamos fechar o nosso café em Larochette e abrir outro em Mersch no mês que vem. Temos de levar a máquina de café, duas arcas, as mesas, as cadeiras e o balcão frigorífico. São coisas pesadas, algumas com mais de 200 kg. Precisamos de gente com carrinha e plataforma para levar tudo num só dia, de preferência num domingo.",
    "moving", "Larochette", "Larochette", distractors=["Mersch"], kind="c", nu="U", situation="Café relocating its heavy equipment to a new site in another town.")
add("pt-t12", "Comprámos uma casa antiga em Audun-le-Tiche, do lado francês, e ainda tem caldeira a gasóleo de 1998. Vale a pena trocar já por uma bomba de calor ou esperar que a caldeira avarie? A casa não tem isolamento no telhado. E as ajudas tipo Klimabonus só existem no Luxemburgo ou há algo parecido em França?",
    "heating", "abroad", "Audun-le-Tiche", distractors=["Luxemburgo", "França"], kind="d", nu="U", situation="Old oil boiler in a French border town: switch to a heat pump now or later, subsidies.")
add("pt-t13", "Temos gémeos de 6 anos que vão passar a dormir no mesmo quarto, que só tem 9 m². Queremos duas camas, secretárias para os trabalhos de casa e espaço para brincar, e não estamos a ver como. Vale a pena pagar a um designer de interiores só para um quarto? Quanto cobra normalmente por um plano destes? Moramos em Cessange.",
    "interior-design", "Luxembourg", "Cessange", kind="d", nu="N", situation="Twins sharing a 9 m2 room: is a designer worth it for one room, and the fee.")
add("pt-t14", "Comprámos um apartamento de 1980 em Wiltz e a cozinha e a casa de banho estão como no primeiro dia. Queríamos fazer a renovação das duas divisões de uma vez: canos, eletricidade, azulejos e móveis novos. O que é que se faz primeiro, e quanto se gasta mais ou menos? É preciso pedir autorização ao condomínio?",
    "renovation", "Wiltz", "Wiltz", kind="d", nu="N", situation="Renovating a 1980 kitchen and bathroom together: order of works, cost, co-owners' consent.")
add("pt-t15", "Queremos fazer no fundo do quintal, em Lasauvage, um muro de 15 metros com 1,20 de altura para segurar a terra do talude. Blocos de cimento rebocados ou pedra natural, o que dura mais e fica mais barato? É preciso fazer sapata em betão? Quanto se paga por metro, mais ou menos?",
    "masonry", "Differdange", "Lasauvage", kind="d", nu="U", situation="15 m retaining wall: rendered blocks or natural stone, footing, price per metre.")

# ---------------- Italian (it) ----------------
add("it-s01", "Con il vento di stanotte si è staccato un pezzo di grondaia sul retro di casa e ora pende sopra la terrazza, siamo a Dudelange, potete venire a fissarla prima del weekend?",
    "roofing", "Dudelange", "Dudelange", situation="Wind tore loose a section of gutter, now hanging over the terrace.")
add("it-s02", "Avrei bisogno di tradurre dall'italiano al francese una ventina di pagine di referti medici di mio padre per il suo nuovo medico qui.",
    "translation", None, None, situation="About twenty pages of a father's medical reports from Italian into French.")
add("it-s03", "Il termosifone del bagno perde acqua dalla valvola ogni volta che lo apro e sotto c'è già una macchia sul parquet, abito a Noertzange.",
    "heating", "Bettembourg", "Noertzange", situation="Bathroom radiator valve leaks whenever it is opened.")
add("it-s04", "Vorrei far abbattere un vecchio ciliegio secco in giardino ad Aspelt e togliere anche il ceppo, è alto circa 8 metri.",
    "gardening", "Frisange", "Aspelt", situation="Fell a dead cherry tree and remove the stump.")
add("it-s05", "Cerchiamo una babysitter che parli italiano per due sere a settimana, i bambini hanno 3 e 6 anni.",
    None, None, None, situation="Italian-speaking babysitter two evenings a week (not a trade here).")
add("it-s06", "Siamo sei famiglie in un piccolo condominio a Remich e cerchiamo un'impresa che pulisca le scale e l'ingresso una volta a settimana.",
    "cleaning", "Remich", "Remich", situation="Weekly cleaning of the stairs and entrance of a small block of flats.")
add("it-s07", "La macchina del caffè da incasso Miele perde acqua sotto il cassetto dei fondi e continua a chiedere la decalcificazione anche dopo averla fatta, sono a Weiler-la-Tour.",
    "appliance-repair", "Weiler-la-Tour", "Weiler-la-Tour", situation="Built-in coffee machine leaks and keeps asking for descaling.")
add("it-s08", "Sto per separarmi da mio marito in modo consensuale e cerco un avvocato che parli italiano e conosca il diritto di famiglia lussemburghese.",
    "legal", None, None, situation="Amicable separation, wants an Italian-speaking family lawyer.")
add("it-s09", "In cameretta a Filsdorf c'è una carta da parati con i dinosauri da togliere, poi vorrei ridipingere le pareti di verde salvia, circa 40 m².",
    "painting", "Dalheim", "Filsdorf", situation="Strip dinosaur wallpaper in a child's room and paint the walls sage green.")
add("it-s10", "Da lunedì la stampante di rete nel nostro studio a Lussemburgo città non stampa più da nessun pc anche se la pagina di prova esce, qualcuno può venire?",
    "it-support", "Luxembourg", "Lussemburgo", situation="Office network printer no longer prints from any PC.")
add("it-t01", "Da qualche giorno le luci del corridoio tremolano quando parte la lavatrice. L'interruttore vicino alla porta è tiepido al tatto e ieri ha fatto un piccolo scatto con una scintilla. In bagno l'aspiratore a volte si ferma da solo. La casa è a Reckange-sur-Mess, costruita negli anni 70.",
    "electrical", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="a", nu="U", situation="Hall lights flicker, a warm switch sparked, bathroom fan cuts out.")
add("it-t02", "La grande betulla davanti a casa si inclina un po' di più dopo ogni temporale. Le radici dal lato della casa stanno sollevando il prato e il vialetto. I rami più alti arrivano ormai sopra il tetto del vicino. Abitiamo a Heiderscheid e con i bambini che giocano lì sotto non siamo tranquilli.",
    "gardening", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U", situation="Large birch leans more after each storm, roots lifting the lawn and path.")
add("it-t03", "Stasera la chiave entra nella serratura della porta d'ingresso ma non gira, né in un senso né nell'altro. Ho provato anche con la chiave di riserva, stessa cosa. La porta è chiusa a chiave da stamattina e siamo fuori casa con due bambini. Siamo a Schouweiler.",
    "locksmith", "Dippach", "Schouweiler", kind="a", nu="U", situation="Front-door key enters but will not turn, spare key too; family locked out.")
add("it-t04", "Due anni fa un amico ci ha posato le piastrelle del balcone senza dare pendenza, dicendo che tanto l'acqua evapora. Adesso dopo ogni pioggia restano pozzanghere per giorni, e quest'inverno col gelo parecchie piastrelle si sono sollevate. Sembra che l'acqua si infiltri verso il muro di casa. Il balcone è di circa 12 m², a Goeblange. Chi può rifarlo come si deve?",
    "tiling", "Koerich", "Goeblange", kind="b", nu="U", situation="Friend laid balcony tiles without a fall; water pools and tiles lifted in frost.")
add("it-t05", "Mio cognato ci ha collegato la lavatrice nel ripostiglio, ma lo scarico è solo appoggiato nel lavandino. Due volte il tubo è saltato fuori e abbiamo allagato mezzo appartamento. Lui dice che va benissimo così e che basta legarlo con una fascetta. Vorrei invece un idraulico che metta un vero attacco di scarico con sifone e un rubinetto dedicato. Abitiamo a Canach.",
    "plumbing", "Lenningen", "Canach", kind="b", nu="N", situation="Washing-machine drain hose just hooked in the sink has flooded twice; wants a proper outlet.")
add("it-t06", "Il vicino ci aveva consigliato di mettere noi stessi il veleno per topi nel sottotetto. Dopo una settimana c'è un odore terribile che viene da dentro la parete della camera. E di notte si sentono ancora correre sopra il soffitto. Abitiamo a Vichten e non sappiamo più cosa fare, qualcuno può venire a risolvere il problema per bene?",
    "pest-control", "Vichten", "Vichten", kind="b", nu="U", situation="Neighbour-advised DIY rat poison: smell in the wall and mice still running.")
add("it-t07", "Sono in pensione e mi sono trasferito da poco qui da Torino. Un amico mi ha detto che la pensione italiana non va dichiarata in Lussemburgo perché è già tassata in Italia. Ora ho ricevuto una lettera dell'ufficio delle imposte con delle domande. Vorrei un commercialista che mi aiuti con la dichiarazione e con la convenzione tra i due paesi.",
    "accounting", None, None, distractors=["Torino", "Lussemburgo", "Italia"], kind="b", nu="N", situation="Friend said a foreign pension need not be declared; tax office now asking questions.")
add("it-t08", "Siamo un circolo culturale italiano con circa 300 soci. Organizziamo corsi di lingua, cene e gite, ma comunichiamo ancora solo con volantini e un gruppo WhatsApp. Vorremmo un sito con calendario eventi, iscrizione online ai corsi e pagamento delle quote. Quanto costa una cosa del genere, e serve poi qualcuno che lo aggiorni?",
    "web-development", None, None, kind="c", nu="U", situation="Cultural association wants a site with events, course sign-up and fee payment.")
add("it-t09", "Gestiamo un maneggio a Grosbous e a maggio facciamo le porte aperte. Vorremmo un fotografo o videomaker che giri un breve video promozionale con il drone e faccia delle foto dei cavalli e delle lezioni. Le useremo sul sito e su Instagram per le iscrizioni ai corsi estivi. Che prezzi avete per mezza giornata?",
    "photography", "Groussbus-Wal", "Grosbous", kind="c", nu="N", situation="Riding stable wants a drone promo video and photos for its open day.")
add("it-t10", "La nostra biblioteca associativa deve lasciare i locali di Bissen entro fine mese e trasferirsi nella nuova casa comunale di Colmar-Berg. Sono circa 4.000 libri, venti scaffali metallici da smontare e rimontare e qualche mobile vecchio. Noi volontari possiamo imballare i libri, ma il resto non ce la facciamo. Chi può occuparsi del trasporto, magari di sabato?",
    "moving", "Bissen", "Bissen", distractors=["Colmar-Berg"], kind="c", nu="U", situation="Association library moving 4,000 books and shelving to a new community building.")
add("it-t11", "Ho una pizzeria ad Hamm e vorrei costruire sulla terrazza un vero forno a legna in mattoni refrattari, con accanto un banco di lavoro in mattoni. Il forno prefabbricato che avevo preso online si è crepato dopo due mesi. Ci serve qualcuno che lo costruisca da zero e faccia anche la base in cemento. Prima dell'estate sarebbe ideale.",
    "masonry", "Luxembourg", "Hamm", kind="c", nu="U", situation="Pizzeria wants a firebrick wood-fired oven and brick counter built on a concrete base.")
add("it-t12", "I miei suoceri abitano a Zoufftgen, appena oltre il confine dopo Dudelange, e hanno il tetto esposto a sud. Si chiedono se convenga di più mettere dei pannelli per l'acqua calda o quelli per la corrente. Sono in due, la caldaia è a gas ed è nuova. Con quale soluzione rientrano prima della spesa, e voi lavorate anche in Francia?",
    "solar", "abroad", "Zoufftgen", distractors=["Dudelange", "Francia"], kind="d", nu="U", situation="In-laws across the border: solar hot-water or electricity panels, which pays back sooner.")
add("it-t13", "Abbiamo comprato un bilocale a Mondorf da affittare a chi viene per le terme. È vuoto e vorremmo arredarlo in modo che piaccia nelle foto e regga l'uso, con un budget di circa 15.000 euro. Conviene affidarsi a un interior designer che scelga mobili, colori e luci, o si spende di più che a farlo da soli? Come si fa pagare di solito?",
    "interior-design", "Mondorf-les-Bains", "Mondorf", kind="d", nu="N", situation="Furnishing a spa-town rental flat: is an interior designer worth it, how they charge.")
add("it-t14", "Sotto la moquette della casa che abbiamo appena comprato a Leudelange abbiamo trovato un parquet di rovere a spina di pesce. In alcuni punti ci sono macchie scure e un paio di listelli si muovono. Meglio levigarlo e oliarlo o verniciarlo, visto che abbiamo un cane? Un falegname quanto chiede più o meno al metro quadro? Sono circa 45 m².",
    "carpentry", "Leudelange", "Leudelange", kind="d", nu="N", situation="Oak herringbone parquet found under carpet: oil or varnish with a dog, price per m2.")
add("it-t15", "Abbiamo ereditato una casa a schiera del 1952 a Esch-sur-Alzette. Il pianterreno è da rifare: impianti, pavimenti, intonaci, cucina e bagno, forse anche togliere un tramezzo. Ha senso isolare il pavimento e la facciata già adesso o si fa dopo? Per un lavoro di questo tipo su 70 m² che cifra dobbiamo aspettarci?",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="Inherited 1952 terraced house: redo the ground floor, insulate now or later, budget.")

# ---------------- Spanish (es) ----------------
add("es-s01", "Después del robo en el edificio queremos poner una cerradura de seguridad multipunto en la puerta del piso en Mersch, ¿cuánto cuesta más o menos con la instalación?",
    "locksmith", "Mersch", "Mersch", situation="Multipoint security lock for a flat door after a burglary in the building.")
add("es-s02", "Quiero alicatar la pared de la ducha con porcelánico de 60x120 en nuestra casa de Gosseldange, ya tengo el material y la pared está lista.",
    "tiling", "Lintgen", "Gosseldange", situation="Large-format porcelain tiles on the shower wall, material already bought.")
add("es-s03", "¿Alguien conoce un veterinario que haga visitas a domicilio para mi gata de 17 años que se estresa muchísimo en el coche?",
    None, None, None, situation="Home-visit vet for an old cat (not a trade here).")
add("es-s04", "Tengo una pequeña empresa de reformas con dos empleados y necesito a alguien que me lleve la contabilidad y las nóminas, la gestoría que tenía se jubila.",
    "accounting", None, None, situation="Small building firm needs bookkeeping and payroll; its bookkeeper is retiring.")
add("es-s05", "queremos pintar el suelo del garaje con pintura epoxi y de paso las paredes unos 40 m2 en Colmar-Berg",
    "painting", "Colmar-Berg", "Colmar-Berg", situation="Epoxy paint on the garage floor and paint the garage walls.")
add("es-s06", "Buscamos fotógrafo para la primera comunión de nuestra hija el 10 de mayo, la misa y luego fotos en el castillo de Vianden.",
    "photography", "Vianden", "Vianden", situation="Photographer for a first communion, with photos at the castle.")
add("es-s07", "Queremos reformar la cocina entera de nuestro piso en Weimerskirch: quitar todo, mover el fregadero, nueva instalación eléctrica, azulejos y muebles, ¿alguien que lo coordine todo?",
    "renovation", "Luxembourg", "Weimerskirch", situation="Complete kitchen refit with plumbing, wiring, tiles and units coordinated.")
add("es-s08", "Mi web de WordPress se quedó en blanco después de actualizar los plugins y no puedo entrar al panel, necesito a alguien que la arregle hoy.",
    "web-development", None, None, situation="WordPress site went blank after a plugin update.")
add("es-s09", "Me gustaría instalar una estufa de pellets en el salón aprovechando el conducto de la chimenea vieja, vivo en Cruchten.",
    "heating", "Nommern", "Cruchten", situation="Pellet stove in the living room using the old chimney flue.")
add("es-s10", "llevamos una semana con hormigas saliendo del zócalo de la cocina en Medernach y ya no sabemos qué hacer",
    "pest-control", "Vallée de l'Ernz", "Medernach", situation="Ants coming out of the kitchen skirting for a week.")
add("es-t01", "Cada vez que se cierra el grifo de la cocina se oye un golpe fuerte dentro de la pared. La ducha sale con tanta presión que salpica todo el baño. La semana pasada reventó el latiguillo del lavabo y se inundó el suelo. Vivimos en Tuntange, en una casa al pie de la colina.",
    "plumbing", "Helperknapp", "Tuntange", kind="a", nu="U", situation="Water hammer, excessive pressure, a burst flexible hose under the basin.")
add("es-t02", "Desde la tormenta del martes no funcionan ni las luces del jardín ni el enchufe de la terraza. Dentro de casa todo va normal. En el cuadro hay un interruptor que está abajo y cuando lo subo vuelve a saltar al momento. Estamos en Goesdorf.",
    "electrical", "Goesdorf", "Goesdorf", kind="a", nu="U", situation="Garden lights and terrace socket dead since a storm; breaker trips again at once.")
add("es-t03", "La campana extractora de la cocina hace un ruido horrible, como de algo que roza, y casi no aspira. Al freír se llena toda la casa de humo y olor. Ya he cambiado los filtros de carbón y limpiado los de metal. Es una Siemens de hace unos ocho años, empotrada en un mueble, en nuestra casa de Mamer.",
    "appliance-repair", "Mamer", "Mamer", kind="a", nu="U", situation="Cooker hood grinds and barely extracts after filter changes.")
add("es-t04", "En nuestra casa de Schoos la escalera tiene un hueco de casi seis metros de alto. Mi suegro pintó el techo el año pasado con un rodillo en una pértiga, sin lijar la pintura vieja porque decía que no hacía falta. Ahora caen escamas de pintura cada vez que se cierra la puerta de entrada. Necesitamos a alguien con andamio que lo raspe y lo deje bien. ¿Cuánto puede costar algo así?",
    "painting", "Fischbach", "Schoos", kind="b", nu="U", situation="Father-in-law painted a high stairwell ceiling without sanding; paint now flaking.")
add("es-t05", "En el centro de jardinería nos dijeron que podíamos poner el césped en rollo directamente encima de la hierba vieja y las malas hierbas. Tres meses después el jardín está lleno de bultos, hay calvas amarillas y salen dientes de león por todas partes. Son unos 200 m² en Dillingen, junto al río. Buscamos un jardinero que lo levante todo y lo haga bien desde cero.",
    "gardening", "Beaufort", "Dillingen", kind="b", nu="N", situation="Garden centre said lay turf over old grass and weeds; now lumpy and patchy.")
add("es-t06", "El vecino ha construido un muro de bloques que según nuestro plano está medio metro dentro de nuestro terreno. Un amigo nos dijo que lo tiremos nosotros mismos un fin de semana, que es nuestro terreno y ya está. No queremos meternos en problemas. El vecino no responde a las cartas. Necesitamos un abogado que nos diga qué hacer.",
    "legal", None, None, kind="b", nu="N", situation="Neighbour's wall built on their land; a friend said just knock it down.")
add("es-t07", "Acabamos de reformar la planta baja de nuestra casa en Cents. El encargado de la obra nos dijo que el polvo se iba solo con pasar la fregona un par de veces. Llevamos cuatro fregonas y el suelo sigue blanco, hay gotas de pintura en los cristales y polvo fino dentro de todos los armarios. Nos mudamos el día 15. ¿Alguien puede dejarlo todo en condiciones antes?",
    "cleaning", "Luxembourg", "Cents", kind="b", nu="U", situation="Site foreman said the dust would mop away; floors, glass and cupboards still dirty after works.")
add("es-t08", "Somos una gestoría de cinco personas en el Windhof. Seguimos con ordenadores de 2016 y con el correo en un servidor antiguo que se cae cada dos por tres. Queremos cambiar a equipos nuevos y pasar todo el correo y los archivos a Microsoft 365 sin perder nada. Buscamos a alguien que lo haga un fin de semana y nos dé soporte después.",
    "it-support", "Koerich", "Windhof", kind="c", nu="U", situation="Small bookkeeping office: new PCs and migration of mail and files to Microsoft 365.")
add("es-t09", "Nuestro club de fútbol acaba de fichar a un jugador colombiano de 19 años. Necesitamos traducir al español su contrato, el reglamento interno y la información del seguro, unas 25 páginas en francés. También queremos el texto de bienvenida del club en los dos idiomas. ¿Hay algún traductor que pueda entregarlo en diez días?",
    "translation", None, None, kind="c", nu="N", situation="Football club needs a new player's contract and club rules translated into Spanish.")
add("es-t10", "Tenemos un camping pequeño en Reisdorf, a orillas del Sûre. El tejado del bloque de duchas es de chapa ondulada y con la última tormenta se levantaron dos planchas. Ahora entra agua en los vestuarios cada vez que llueve. Abrimos la temporada el 1 de abril y no podemos tenerlo así. ¿Quién puede venir a arreglarlo o cambiar la cubierta?",
    "roofing", "Reisdorf", "Reisdorf", kind="c", nu="U", situation="Campsite shower-block corrugated roof sheets lifted in a storm.")
add("es-t11", "Nuestra academia de baile deja el local de Bofferdange a finales de junio. Hay que llevar los espejos grandes, el equipo de sonido, 40 sillas y las barras de ballet desmontables. Como el nuevo local en Luxemburgo no estará listo hasta septiembre, necesitamos guardarlo todo unos tres meses. ¿Alguna empresa de mudanzas que haga transporte y guardamuebles?",
    "moving", "Lorentzweiler", "Bofferdange", distractors=["Luxemburgo"], kind="c", nu="N", situation="Dance school moves out: transport mirrors and equipment, then three months' storage.")
add("es-t12", "Nuestro tejado en Lipperscheid da al norte y además tiene dos buhardillas, así que casi no queda sitio. ¿Tiene sentido poner los paneles en una pérgola o encima del cobertizo del coche? Serían unos 30 m² orientados al sur. ¿Cuánto producirían más o menos al año y hace falta algún permiso?",
    "solar", "Bourscheid", "Lipperscheid", kind="d", nu="U", situation="North-facing roof: panels on a pergola or carport instead, yield and permit.")
add("es-t13", "Vivimos en Echternacherbrück, justo al otro lado del puente de Echternach. La puerta de entrada es de roble macizo, de los años 30, y está agrietada y se ha descolgado un poco. ¿Merece la pena restaurarla o es mejor cambiarla por una nueva de madera, o incluso de aluminio? ¿Trabajáis también en Alemania?",
    "carpentry", "abroad", "Echternacherbrück", distractors=["Echternach", "Alemania"], kind="d", nu="U", situation="Cracked, sagging 1930s oak front door across the border: restore or replace.")
add("es-t14", "Vivimos en un piso antiguo en el Pfaffenthal con techos altos y poca luz. Ahora trabajo desde casa y quiero que el salón sirva también de despacho y de habitación para invitados. No sé si poner un sofá cama, una mampara o un altillo. ¿Vale la pena contratar a un interiorista para algo así o es tirar el dinero?",
    "interior-design", "Luxembourg", "Pfaffenthal", kind="d", nu="N", situation="Living room to double as office and guest room: is an interior designer worth it.")
add("es-t15", "El muro de piedra del granero que da a la calle en Kayl tiene juntas vacías y algunas piedras sueltas. Nos han dicho que hay que rejuntarlo con mortero de cal y no con cemento. ¿Es verdad, y qué diferencia hay de precio? ¿Se puede hacer por tramos, un poco cada año?",
    "masonry", "Kayl", "Kayl", kind="d", nu="U", situation="Old stone barn wall with empty joints: lime mortar or cement, price, in stages.")
