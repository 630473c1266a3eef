MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, zu Klierf an der Garage ass d'Steckdous fir d'Gefréierkëscht komplett dout an de FI spréngt all puer Minutten eraus, wéini kéint een laanscht kommen?",
    "electrical", "Clervaux", "Klierf", situation="Dead garage socket for the freezer, RCD keeps tripping")
add("lb-s02", "hallo ech sichen een deen eis an der kichen zu stolzebuerg e Spigel aus Plättercher hannert dem Spullstee pluckt ronn 3 m2 d'Plättercher hu mer schonn kaaft",
    "tiling", "Putscheid", "stolzebuerg", situation="Tile a 3 m2 kitchen splashback, tiles already bought")
add("lb-s03", "Mir sinn an en Appartement am Gronn geplënnert an hätte gär d'Schlass vun der Wunnengsdier an der Bréifkëscht gewiesselt, well de fréiere Locataire nach Schlësselen huet.",
    "locksmith", "Luxembourg", "Gronn", situation="New flat, change door and mailbox locks because the previous tenant still has keys")
add("lb-s04", "Mir plënneren den 12 Mäerz vu Mäerzeg op Esch-Uelzecht, 3-Zëmmer-Wunneng am zweete Stack ouni Lift, wat kascht dat ongeféier?",
    "moving", "Mertzig", "Mäerzeg", distractors=["Esch-Uelzecht"], situation="Move of a 3-room flat without lift; 'Mäerz' (March) beside 'Mäerzeg'")
add("lb-s05", "Wat kascht eng PV-Anlag vu ronn 9 kWc op engem Eefamilljenhaus zu Weiswampach, den Daach ass Süd-Ost orientéiert?",
    "solar", "Weiswampach", "Weiswampach", situation="Price of a 9 kWp photovoltaic system on a detached house")
add("lb-s06", "Fir d'Goldhochzäit vu menge Grousselteren am Sall zu Baastenduerf sichen ech e Fotograf fir zwou Stonnen, Samschdes de 14 Juni 😊",
    "photography", "Tandel", "Baastenduerf", situation="Photographer for two hours at grandparents' golden anniversary")
add("lb-s07", "Kéint een eis d'Statute vun eiser Musek vum Franséischen op Däitsch iwwersetzen, et sinn ongeféier 8 Säiten?",
    "translation", None, None, situation="Translate a music society's statutes from French into German")
add("lb-s08", "Weess een e gudde Mechaniker deen nach Oldtimer mécht, mäi Käfer vun 1972 leeft net méi rond?",
    None, None, None, situation="Looking for a car mechanic for a 1972 Beetle (not a listed trade)")
add("lb-s09", "Eis Spullmaschinn (Bosch, 6 Joer al) mécht net méi dréchen an et bleift ëmmer Waasser ënnen stoen, kënnt Dir bis op Housen?",
    "appliance-repair", "Parc Hosingen", "Housen", situation="Dishwasher no longer dries and leaves water at the bottom")
add("lb-s10", "Sichen een deen eis hëlleft d'Faarwen, d'Beliichtung an d'Miwwele fir de neie Living zu Wanseler ze plangen, Budget ronn 8000 €.",
    "interior-design", "Winseler", "Wanseler", situation="Plan colours, lighting and furniture for a new living room")
add("lb-t01", "Zanter e puer Deeg richt et am Keller no fauleg Eeër, virun allem wann d'Wäschmaschinn ofpompelt. Haut de Moien stoung eng Pull Waasser ronderëm de Buedemoflaf. D'Haus ass vun 1968, uewen zu Wooltz. Wien kann sech dat ukucken?",
    "plumbing", "Wiltz", "Wooltz", kind="a", nu="U", situation="Sewage smell in the cellar and floor drain overflowing when the washing machine drains")
add("lb-t02", "Mäi Schwoer huet gemengt, d'Luucht am Gank tauschen wier e Kannerspill, dat kéint ech selwer. Elo flackeren all d'Luuchten am Gank an de Schalter gëtt waarm wann een e bëssen drun ass. Ech hunn d'Sécherung erausgeholl a sëtzen am Däischteren. Mir wunnen um Lampertsbierg, kann een haut nach laanscht kommen?",
    "electrical", "Luxembourg", "Lampertsbierg", kind="b", nu="U", situation="Brother-in-law said swapping a hall light was easy; now lights flicker and the switch heats up")
add("lb-t03", "Eise Mazoutkessel ass 24 Joer al an huet dëse Wanter zweemol gestreikt. Lount et sech elo op eng Wärmepompel ëmzestellen, oder solle mer just en neie Kessel huelen? D'Haus zu Ulflingen ass vun 1979, 160 m2 a mëttelméisseg isoléiert. Wéi vill Subside gëtt et do? Ech hätt gär dass en Heizungsinstallateur laanscht kënnt fir eis ze beroden.",
    "heating", "Troisvierges", "Ulflingen", kind="d", nu="N", situation="Old oil boiler: switch to heat pump or new boiler, subsidies")
add("lb-t04", "Eise Proprietär huet gesot, mir sollen d'Fassad einfach mat Faarf aus dem Baumaart ustreichen, dat géif duergoen. Elo, no engem Wanter, blëtscht se iwwerall of a ganz Fatze hänken erof. Hien ass elo averstanen dass et e Professionnel mécht. Mir sichen e Moler deen d'Fassad vun eisem Haus zu Ettelbréck richteg ofkraazt an nei mécht.",
    "painting", "Ettelbruck", "Ettelbréck", kind="b", nu="N", situation="Landlord had facade painted with DIY-store paint; it is peeling after one winter")
add("lb-t05", "D'Trap an eisem ale Bauerenhaus zu Heischent knaascht bei all Schrëtt a verschidden Tratte wackelen. D'Holz ass Eech, schéin al, an ech wéilt se gär behalen. Ass et besser se ze flécken oder eng nei maachen ze loossen? Wat kascht sou eppes ongeféier?",
    "carpentry", "Esch-sur-Sûre", "Heischent", not_place=["Eech", "Holz"], kind="d", nu="U", situation="Creaking oak staircase with loose treads: repair or replace; 'Eech' (oak) is a place name")
add("lb-t06", "Mir hunn e Weekendhaus zu Burg-Reuland an der Belsch, just hannert der Grenz. Nom Stuerm vum Weekend leien e puer Schifer am Gaart. Um Späicher ass elo e naasse Flak um Holz a gëschter huet et do gedrëpst. Mir selwer wunnen zu Dikrech, kéint een dohinner fueren?",
    "roofing", "abroad", "Burg-Reuland", distractors=["Belsch", "Dikrech"], not_place=["Holz"], kind="a", nu="U", situation="Slates blown off a weekend house just over the Belgian border, wet patch in the attic")
add("lb-t07", "De Noper, de Walter, sot, de Rass an eiser Gaardemauer wier just kosmetesch, e bësse Silikon dran an da wier et gutt. Dat war viru 4 Joer. Elo ass de Rass bal 2 cm breet an d'Mauer hänkt no baussen op den Trottoir. Et ass eng Bruchsteemauer zu Wëlwerwolz, ongeféier 1,5 m héich. Kann dat een sech ukucken ier se ëmfält?",
    "masonry", "Kiischpelt", "Wëlwerwolz", not_place=["Walter"], kind="b", nu="U", situation="Neighbour said a crack in the garden wall was cosmetic; it now leans onto the pavement")
add("lb-t08", "Mir hunn eng grouss Lann am Gaart zu Harel, just 4 Meter vum Haus ewech. D'Wuerzelen hiewen d'Terrass op a bei Stuerm fält Holz op den Daach. Soll ee se fällen oder geet et duer se ze schneiden? Braucht een dofir eng Erlaabnes vun der Gemeng, a wat kascht et wann e Gäertner dat mécht?",
    "gardening", "Lac de la Haute-Sûre", "Harel", not_place=["Holz"], kind="d", nu="N", situation="Big lime tree close to the house lifting the terrace: fell or prune, permit, cost")
add("lb-t09", "Mir sinn de Comité vum Fussballclub zu Feelen. No eisem Summerfest ass de Clubhaus eng Katastroph: Fettfleeken an der Kichen, de Buedem klibbt an d'Vestiairen ... léiwer net drun denken. Wien kéint dat de Méindeg alles grëndlech maachen? D'Rechnung geet op de Club.",
    "cleaning", "Feulen", "Feelen", kind="c", nu="U", situation="Football club needs clubhouse and changing rooms cleaned after its summer party")
add("lb-t10", "Meng Tatta ass an den Altersheem geplënnert an hiert Haus zu Hamiville steet eidel. Kichen a Buedzëmmer si vun 1985, d'Elektresch an d'Buedeme sinn och al. Lount et sech dat alles nei ze maachen ier mer et verlounen, oder verlount ee besser sou wéi et ass? Wéi vill muss ee fir Kichen, Buedzëmmer a Buedeme rechnen?",
    "renovation", "Wincrange", "Hamiville", kind="d", nu="U", situation="Aunt's empty house: is refitting kitchen, bathroom and floors worth it before letting")
add("lb-t11", "Mir sinn eng kleng Schräinerei zu Goesdorf mat 6 Leit. Eise Server am Büro start net méi richteg an zwee PCen kommen net méi op de gemeinsamen Dossier mat de Pläng. Den Drécker ass och fort aus dem Reseau. Kéint een dat nach dës Woch fixen, oder nocher am Weekend?",
    "it-support", "Goesdorf", "Goesdorf", not_place=["nocher"], kind="c", nu="U", situation="Joinery workshop: office server and shared folder down, printer off the network; 'nocher' (later) is a place name")
add("lb-t12", "Am Keller sinn d'Kabele vun der Gefréierkëscht ugeknabbert an niewent de Gromperen leien kleng schwaarz Kären. Nuets héiert een et hannert der Holzverkleedung rëschelen. D'Kaz interesséiert sech guer net dofir. Haus zu Baschleiden, wat kann ee maachen?",
    "pest-control", "Boulaide", "Baschleiden", kind="a", nu="U", situation="Gnawed freezer cable, droppings by the potatoes, rustling behind panelling (mice)")
add("lb-t13", "E Kolleg huet mir gesot, ech kéint mäi CDI einfach mat enger WhatsApp-Noriicht kënnegen. Dat hunn ech gemaach. Elo seet mäi Patron, dat wier net gëlteg, ech misst nach zwee Méint schaffen, soss géif hie mech op Schuedenersaz verkloen. Ech brauch en Affekot deen sech am Aarbechtsrecht auskennt.",
    "legal", None, None, kind="b", nu="N", situation="Colleague said a WhatsApp message was enough to resign; employer threatens damages")
add("lb-t14", "Mir sinn eng Asbl, en Theaterveräin, an eise Keesier huet opgehalen. Mir brauchen een deen eis Bilan fir 2025 mécht an all Mount d'Lounfiche vun eiser Sekretärin op Deelzäit. Kennt een e Comptable deen dat fir Veräiner mécht an net ze vill freet?",
    "accounting", None, None, kind="c", nu="N", situation="Theatre association lost its treasurer: annual accounts and a part-time payslip")
add("lb-t15", "Mir sinn e klenge Bauerenhaff mat Hofbutték a wëllen eis Eeër, Kéis a Fleeschpäck online verkafen. D'Leit sollen bestellen, bezuelen an eng Zäit fir d'Ofhuele wielen. Mir hunn nach guer keng Säit, just Facebook. Wat kascht sou eppes a wéi laang dauert et?",
    "web-development", None, None, kind="c", nu="U", situation="Farm shop wants online ordering with payment and pick-up slots")

# ---------------- French ----------------
add("fr-s01", "Bonjour, la serrure de la porte d'entrée de notre immeuble rue de Strasbourg dans le quartier Gare ne ferme plus du tout, quelqu'un peut passer aujourd'hui ?",
    "locksmith", "Luxembourg", "Gare", distractors=["Strasbourg"], situation="Building entrance lock no longer closes; 'rue de Strasbourg' is a street")
add("fr-s02", "Notre four Miele ne chauffe plus du tout depuis hier soir alors que la lumière et le ventilateur marchent, on habite à Aspelt, vous intervenez ?",
    "appliance-repair", "Frisange", "Aspelt", situation="Oven light and fan work but no heat")
add("fr-s03", "demande de devis pour un chauffe-eau solaire thermique 2 capteurs + ballon 300 L sur maison à wickrange merci",
    "solar", "Reckange-sur-Mess", "wickrange", situation="Quote for a solar thermal water heater, voice-typed")
add("fr-s04", "Nous cherchons un photographe pour les portraits de nos 40 collaborateurs et une photo d'équipe dans nos bureaux au Howald, idéalement un matin en semaine.",
    "photography", "Hesperange", "Howald", situation="Staff portraits and team photo at an office")
add("fr-s05", "Besoin d'un maçon pour ouvrir un mur porteur entre cuisine et salon à Rodange (linteau IPE d'env 3 m), le calcul statique est déjà fait.",
    "masonry", "Pétange", "Rodange", situation="Open a load-bearing wall with a steel lintel")
add("fr-s06", "Je voudrais l'avis d'une architecte d'intérieur pour aménager un espace ouvert de 55 m2 (cuisine, salle à manger, coin bureau) dans notre maison à Peppange.",
    "interior-design", "Roeser", "Peppange", situation="Layout advice for a 55 m2 open-plan space")
add("fr-s07", "Combien coûte la traduction d'un rapport technique de 30 pages du français vers l'anglais avec un délai de 10 jours ?",
    "translation", None, None, situation="Price for translating a 30-page technical report")
add("fr-s08", "Je cherche un professeur de guitare qui vienne à domicile pour mon fils de 11 ans, le mercredi après-midi.",
    None, None, None, situation="Home guitar teacher for a child (not a listed trade)")
add("fr-s09", "Il faudrait installer une borne de recharge 11 kW dans notre garage à Esch-sur-Alzette, le tableau est au sous-sol à 15 m, c'est faisable avant fin janvier ?",
    "electrical", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="Install an 11 kW car charger in a garage")
add("fr-s10", "Déménagement d'un T3 de Thionville vers Schifflange le 28 février, environ 25 m3, vous pouvez me faire un devis ?",
    "moving", "Schifflange", "Schifflange", distractors=["Thionville"], situation="Cross-border move from France into Luxembourg")
add("fr-t01", "Notre dernière facture d'eau est de neuf cents euros pour un trimestre, trois fois plus que d'habitude. Le petit compteur tourne même quand tout est fermé dans la maison. Dans la cave on entend comme un sifflement derrière le mur. C'est à Oberkorn, rue principale. Qui peut venir voir ça rapidement ?",
    "plumbing", "Differdange", "Oberkorn", not_place=["cents"], kind="a", nu="U", situation="Water meter turns with everything closed, hissing behind a cellar wall; 'cents' is a quarter name")
add("fr-t02", "Un voisin m'a conseillé de monter la température de départ du chauffage au sol à 55 degrés pour que ça chauffe plus vite. Depuis, le parquet du séjour a des fentes et pourtant la pièce est froide le matin. Le réglage de la régulation, je n'y comprends rien. J'habite à Dudelange, il faudrait que quelqu'un règle l'installation correctement.",
    "heating", "Dudelange", "Dudelange", kind="b", nu="U", situation="Neighbour advised raising underfloor heating flow temperature to 55 degrees")
add("fr-t03", "Dès qu'il pleut fort, l'eau passe par-dessus la gouttière au-dessus de la porte d'entrée et coule le long de la façade. On voit même de l'herbe qui pousse dedans. Le tuyau de descente fait un bruit de glouglou. Maison mitoyenne à Rumelange, deux étages, il faut une échelle.",
    "roofing", "Rumelange", "Rumelange", kind="a", nu="U", situation="Gutter overflowing over the front door, grass growing in it")
add("fr-t04", "Le vendeur du magasin de bricolage nous a assuré qu'on pouvait peindre directement sur l'ancien papier peint vinyle. Résultat: des bulles partout dans la chambre et le papier se décolle aux joints. On abandonne. On cherche un peintre qui enlève tout, prépare les murs et repeint, appartement à Belair, deux chambres d'environ 12 m2.",
    "painting", "Luxembourg", "Belair", kind="b", nu="N", situation="Shop said paint over vinyl wallpaper; now bubbles and peeling")
add("fr-t05", "On a un vieux parquet en chêne de 45 m2 sous la moquette dans notre maison à Bascharage. Il est rayé et il y a deux lames abîmées près de la fenêtre. Vaut-il mieux le poncer et le vitrifier ou poser un nouveau plancher par-dessus ? Et à peu près combien pour chaque solution ?",
    "carpentry", "Käerjeng", "Bascharage", kind="d", nu="U", situation="Old oak parquet: sand and seal or lay a new floor on top")
add("fr-t06", "Mon oncle a refait les joints du mur en briques de notre façade avec du ciment pur, il disait que c'est plus solide que la chaux. Deux hivers plus tard, des morceaux de brique éclatent et tombent sur le trottoir. Maintenant j'ai peur pour les passants. Maison de 1920 à Tétange.",
    "masonry", "Kayl", "Tétange", kind="b", nu="U", situation="Uncle repointed an old brick facade with hard cement; bricks now spalling")
add("fr-t07", "Le magasin nous a vendu une colle standard pour poser nos carreaux sur la terrasse, en nous disant que ça tiendrait sans problème. Après un hiver, la moitié des carreaux sonnent creux et trois se sont détachés. C'est chez nous à Audun-le-Tiche, juste de l'autre côté de la frontière, on travaille tous les deux à Esch. Un carreleur se déplacerait-il pour refaire la terrasse ?",
    "tiling", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="b", nu="N", situation="Shop sold indoor tile adhesive for a terrace; tiles came loose (house in France)")
add("fr-t08", "Notre jardin à Bergem est une ancienne prairie pleine de mousse et de trous. On voudrait une vraie pelouse pour les enfants avant l'été. Gazon en rouleaux ou semis, qu'est-ce qui est le plus raisonnable pour 300 m2 ? Et quel budget faut-il prévoir ?",
    "gardening", "Mondercange", "Bergem", kind="d", nu="U", situation="Turf or seed for a 300 m2 new lawn, budget")
add("fr-t09", "Nous gérons une petite crèche privée à Soleuvre avec 24 enfants. Notre employée qui s'en occupait part à la retraite fin du mois. Il nous faudrait quelqu'un tous les soirs après 18h30 pour les salles, les sanitaires et la cuisine, avec des produits adaptés aux enfants. Pouvez-vous nous faire une offre ?",
    "cleaning", "Sanem", "Soleuvre", kind="c", nu="U", situation="Private nursery needs evening cleaning five days a week")
add("fr-t10", "Nous venons d'acheter une maison de 1962 à Bettembourg: cuisine, salle de bain, sols, électricité et plâtres sont à refaire. Combien de temps faut-il compter pour une rénovation de ce genre ? Est-ce réaliste d'emménager en septembre si on signe en mars ? Nous cherchons une entreprise de rénovation pour en discuter.",
    "renovation", "Bettembourg", "Bettembourg", kind="d", nu="N", situation="Timeline of a whole-house refit of a 1962 house")
add("fr-t11", "Je suis kiné avec deux collègues dans un cabinet à Leudelange. Depuis une mise à jour, le logiciel de rendez-vous ne se synchronise plus entre nos trois postes et la connexion wifi saute. Nous cherchons un informaticien qui passe une demi-journée pour remettre le réseau en ordre. Un contrat de maintenance nous intéresserait aussi.",
    "it-support", "Leudelange", "Leudelange", kind="c", nu="N", situation="Physiotherapy practice: appointment software not syncing, wifi dropping")
add("fr-t12", "Depuis deux semaines, une colonne de petites fourmis brunes traverse la cuisine jusqu'au placard du sucre. On a tout nettoyé, mis du vinaigre, rien n'y fait. Elles sortent d'une fente sous la plinthe. Maison à Schouweiler, on a un bébé donc on préfère une solution sûre.",
    "pest-control", "Dippach", "Schouweiler", kind="a", nu="U", situation="Trail of ants into the kitchen from under a skirting board")
add("fr-t13", "Mon voisin a construit un abri de jardin collé contre notre clôture, à moins d'un mètre de la limite. Il refuse d'en discuter. Est-ce que ça vaut la peine de prendre un avocat tout de suite ou faut-il d'abord écrire à la commune ? Combien coûte en général une première consultation ?",
    "legal", None, None, kind="d", nu="N", situation="Neighbour's shed built on the boundary: lawyer or write to the council first")
add("fr-t14", "Nous tenons une boulangerie familiale et nous embauchons notre premier apprenti en septembre. Jusqu'ici mon mari faisait les papiers lui-même. Qui peut s'occuper chaque mois des fiches de salaire et des déclarations au CCSS ? On voudrait aussi que quelqu'un prépare les comptes annuels.",
    "accounting", None, None, kind="c", nu="U", situation="Family bakery hires its first apprentice: payroll and annual accounts")
add("fr-t15", "Notre club de judo compte 140 membres, surtout des enfants. Les inscriptions se font encore sur papier et la cotisation par virement, c'est l'enfer pour le trésorier. Il nous faudrait une page où les parents inscrivent l'enfant, choisissent le cours et paient en ligne. C'est possible pour un petit club à budget limité ?",
    "web-development", None, None, kind="c", nu="U", situation="Judo club wants online registration and fee payment")

# ---------------- German ----------------
add("de-s01", "Hallo, wir brauchen für unser Büro in Wasserbillig einen Tresor, ca 200 kg, der im Boden verankert und mit Zahlenschloss eingestellt wird.",
    "locksmith", "Mertert", "Wasserbillig", not_place=["einen"], situation="Install and anchor a 200 kg office safe")
add("de-s02", "Unser Kühlschrank (Liebherr, 4 Jahre alt) vereist hinten an der Rückwand und unten läuft Wasser raus, kommt jemand nach Filsdorf?",
    "appliance-repair", "Dalheim", "Filsdorf", situation="Fridge ices up at the back and leaks water")
add("de-s03", "Angebot für eine PV-Anlage mit etwa 20 kWp auf unserer Scheune in Berbourg gewünscht, Süddach, Zählerschrank ist 40 m entfernt.",
    "solar", "Manternach", "Berbourg", situation="20 kWp photovoltaic system on a barn roof")
add("de-s04", "Suche Fotografen für Drohnen- und Bodenaufnahmen unseres Weinguts in Remerschen während der Lese im September",
    "photography", "Schengen", "Remerschen", situation="Drone and ground photos of a winery during harvest")
add("de-s05", "wer plant uns die offene küche mit essbereich in bous neu also möbel licht und farben, gebaut wird nichts",
    "interior-design", "Bous-Waldbredimus", "bous", situation="Plan furniture, lighting and colours for an open kitchen-dining area, voice-typed")
add("de-s06", "Umzug Anfang April von Rosport nach Trier, 2-Zimmer-Wohnung plus Keller, wir bräuchten auch Kartons und eine Halteverbotszone.",
    "moving", "Rosport-Mompach", "Rosport", distractors=["Trier"], situation="Move from Luxembourg to Trier; labelled at the loading end")
add("de-s07", "In unserem Altbau in Bourglinster sind noch Stoffkabel und Schraubsicherungen drin, wir möchten den Verteilerkasten komplett erneuern lassen.",
    "electrical", "Junglinster", "Bourglinster", situation="Replace an old fuse box with screw fuses and cloth cables")
add("de-s08", "Wir brauchen nächste Woche eine Dolmetscherin Deutsch-Portugiesisch für ein Elterngespräch in der Schule, etwa eine Stunde.",
    "translation", None, None, situation="German-Portuguese interpreter for a one-hour parent meeting")
add("de-s09", "Kennt jemand einen guten Hundetrainer, unser Labrador zieht an der Leine wie verrückt?",
    None, None, None, not_place=["einen"], situation="Dog trainer (not a listed trade); 'einen' is a place name")
add("de-s10", "Bitte um Angebot für neue Dachrinnen und Fallrohre aus Zink an unserem Haus in Wecker, insgesamt etwa 24 Meter.",
    "roofing", "Biwer", "Wecker", situation="New zinc gutters and downpipes; 'Wecker' (alarm clock) is the village")
add("de-t01", "Seit dem Wochenende hört man die Toilettenspülung im Gäste-WC ständig leise nachlaufen. Alle paar Minuten füllt sich der Spülkasten von selbst wieder auf. Nachts hört man das bis ins Schlafzimmer. Wir wohnen in Grevenmacher, Erdgeschoss. Kann sich das jemand anschauen?",
    "plumbing", "Grevenmacher", "Grevenmacher", kind="a", nu="U", situation="Toilet cistern keeps running and refilling")
add("de-t02", "Unser Gaskessel ist 8 Jahre alt und läuft eigentlich gut, aber die Rechnung ist hoch. Ich habe gelesen, dass ein hydraulischer Abgleich bis zu 10 Prozent spart. Lohnt sich das bei einem Reihenhaus von 1995 mit 9 Heizkörpern in Bad Mondorf? Was verlangt ein Heizungsbauer ungefähr dafür?",
    "heating", "Mondorf-les-Bains", "Bad Mondorf", kind="d", nu="N", situation="Is hydraulic balancing of radiators worth it, and what does it cost")
add("de-t03", "Der Verkäufer im Baumarkt hat gesagt, man könne Kalkfarbe einfach über die alte Latexfarbe im Treppenhaus streichen. Jetzt ist alles streifig und jeder, der an der Wand vorbeistreift, hat weiße Ärmel. Drei Stockwerke, Altbau in Remich. Das soll jetzt bitte jemand ordentlich machen, der sich auskennt.",
    "painting", "Remich", "Remich", kind="b", nu="U", situation="DIY-store advice: lime paint over latex in a stairwell; now streaky and rubbing off")
add("de-t04", "Ein Nachbar hat uns geraten, die Dielen der Terrasse aus Douglasie einfach direkt auf Kies zu legen, Unterkonstruktion sei unnötig. Nach drei Jahren sind viele Bretter morsch und federn beim Drauftreten. Die Kinder sind schon einmal durchgebrochen. Wir suchen einen Schreiner, der uns in Echternach eine neue Holzterrasse mit richtiger Unterkonstruktion baut.",
    "carpentry", "Echternach", "Echternach", not_place=["einen"], kind="b", nu="N", situation="Neighbour said deck boards need no substructure; boards rotted after three years")
add("de-t05", "Bei Sturm klappert oben am Dach irgendetwas. Unter dem Dachfenster im Kinderzimmer ist ein brauner Wasserrand an der Decke, der jedes Mal größer wird. Die Dämmung fühlt sich feucht an. Haus in Ehnen direkt an der Mosel, ziemlich steil.",
    "roofing", "Wormeldange", "Ehnen", kind="a", nu="U", situation="Rattling on the roof, water stain under a roof window")
add("de-t06", "Der Winzer nebenan meinte, wir könnten die alte Trockenmauer am Weinberg einfach mit Beton ausgießen, dann halte sie ewig. Jetzt drückt das Wasser dahinter und die Mauer hat einen Bauch nach außen. Sie ist etwa 15 Meter lang und 1,8 Meter hoch, oberhalb von Greiveldange. Wer kann die fachgerecht neu aufsetzen?",
    "masonry", "Stadtbredimus", "Greiveldange", not_place=["einen"], kind="b", nu="U", situation="Neighbouring winegrower advised filling a dry-stone vineyard wall with concrete; it now bulges")
add("de-t07", "Wir machen den Flur und die Küche in unserem Haus in Canach neu, etwa 35 m2 mit Fußbodenheizung. Sind großformatige Fliesen 120x60 dort sinnvoll oder besser kleinere Formate? Wie sieht es mit Rissen aus, wenn der Estrich arbeitet? Und was kostet das Verlegen pro Quadratmeter ungefähr?",
    "tiling", "Lenningen", "Canach", kind="d", nu="U", situation="Large-format 120x60 tiles on underfloor heating: sensible, risks, price per m2")
add("de-t08", "Wir wohnen in der Stadt, haben aber ein Ferienhaus in Perl-Nennig, gleich hinter Schengen auf der deutschen Seite. Der Garten hat 800 m2 und liegt am Hang. Lohnt sich dort ein Mähroboter, oder sollen wir lieber alle zwei Wochen einen Gärtner kommen lassen? Was wäre günstiger auf drei Jahre gerechnet?",
    "gardening", "abroad", "Perl-Nennig", distractors=["Schengen"], not_place=["einen"], kind="d", nu="N", situation="Holiday house just over the German border: robot mower or a gardener every two weeks")
add("de-t09", "Wir sind ein kleines Architekturbüro in Roodt-sur-Syre mit einer großen Glasfront zur Straße. Die Fenster sind seit dem Umbau der Straße voller Staub. Wir suchen jemanden, der die Glasfassade innen und außen alle zwei Monate reinigt. Die Fläche ist etwa 90 m2, zum Teil braucht man eine Leiter.",
    "cleaning", "Betzdorf", "Roodt-sur-Syre", kind="c", nu="U", situation="Architecture office needs its glass front cleaned every two months")
add("de-t10", "Ein Bekannter, der selbst gebaut hat, meinte, wir könnten das alte Bauernhaus mit Freunden in Eigenregie sanieren. Nach einem Jahr ist das Bad halb fertig, die Küche steht im Wohnzimmer und die Freunde haben keine Zeit mehr. Jetzt brauchen wir jemanden, der Bad, Küche, Böden und Elektrik fertig macht und alles koordiniert. Das Haus steht in Consdorf.",
    "renovation", "Consdorf", "Consdorf", kind="b", nu="U", situation="Acquaintance said a DIY refit with friends was easy; half-finished after a year")
add("de-t11", "Wir sind ein Weingut in Oberdonven mit Probierstube und Onlinebestellungen. Das WLAN im Keller bricht ständig ab und die Kasse verliert dann die Verbindung zum Kartenterminal. Außerdem sollte mal jemand unsere Datensicherung prüfen. Wir suchen einen IT-Dienstleister in der Nähe, gerne mit Wartungsvertrag.",
    "it-support", "Flaxweiler", "Oberdonven", not_place=["einen"], kind="c", nu="N", situation="Winery: wifi drops in the cellar, till loses the card terminal, backup check")
add("de-t12", "Unter dem Dachvorsprung und auf dem Balkon sitzen jeden Tag ein Dutzend Tauben. Überall liegt Kot, die Balkonmöbel kann man nicht mehr benutzen. Gurren ab fünf Uhr morgens. Wir wohnen in Bech, Einfamilienhaus. Was kann man da machen, ohne den Tieren zu schaden?",
    "pest-control", "Bech", "Bech", kind="a", nu="U", situation="Pigeons roosting under the eaves and fouling the balcony")
add("de-t13", "Wir sind ein kleines Weingut. Ein Großhändler in Belgien zahlt seit fünf Monaten drei Rechnungen über insgesamt 14.000 € nicht und reagiert nicht mehr auf Mahnungen. Wir brauchen einen Anwalt für Handelsrecht, der das übernimmt. Eine Beratung per Video wäre uns am liebsten.",
    "legal", None, None, distractors=["Belgien"], not_place=["einen"], kind="c", nu="N", situation="Winery: Belgian wholesaler has not paid three invoices")
add("de-t14", "Ich bin Grenzgänger aus Schweich bei Trier und arbeite seit Mai in Luxemburg. Lohnt es sich für uns als Ehepaar, eine Veranlagung zu beantragen? Kann ich das selbst ausfüllen oder sollte ich das jemandem geben, und was kostet so etwas ungefähr?",
    "accounting", None, None, distractors=["Schweich", "Trier", "Luxemburg"], kind="d", nu="U", situation="Cross-border commuter: is a joint tax assessment worth it, do it himself or hire someone")
add("de-t15", "Wir betreiben einen kleinen Campingplatz mit 60 Stellplätzen. Bisher läuft alles per Telefon und Excel, im Sommer ist das Chaos. Wir hätten gern eine Buchungsseite mit Platzplan, Anzahlung per Karte und automatischer Bestätigung. Geht das auch in drei Sprachen?",
    "web-development", None, None, not_place=["einen"], kind="c", nu="U", situation="Campsite wants an online booking page with pitch map and deposits")

# ---------------- English ----------------
add("en-s01", "Hi, could someone come to Sandweiler tomorrow to open a small wall safe, we lost the code after my dad passed away 🙏",
    "locksmith", "Sandweiler", "Sandweiler", situation="Open a wall safe whose code is lost")
add("en-s02", "our tumble dryer (siemens iq500) runs but stays cold, we're in hassel near the golf course, any chance this week",
    "appliance-repair", "Weiler-la-Tour", "hassel", situation="Tumble dryer turns but does not heat, lower-case chat")
add("en-s03", "Looking for a quote to replace the inverter of our 6 kWp PV system in Senningerberg, the old SMA one has a blank display.",
    "solar", "Niederanven", "Senningerberg", situation="Replace a dead PV inverter")
add("en-s04", "Need an interior designer to help with lighting and furniture layout for a 70 m2 flat in Limpertsberg that we just bought!",
    "interior-design", "Luxembourg", "Limpertsberg", situation="Lighting and furniture layout for a newly bought flat")
add("en-s05", "Can someone come to Bridel to set up mesh wifi and get my home office printer working with two Macs?",
    "it-support", "Kopstal", "Bridel", situation="Mesh wifi and printer set-up for a home office")
add("en-s06", "Need outdoor lights and two sockets on the terrace of our house in Olm, cables would have to go under the patio.",
    "electrical", "Kehlen", "Olm", situation="Outdoor lights and terrace sockets")
add("en-s07", "Could you translate our company's employee handbook from English into French and German, around 40 pages?",
    "translation", None, None, situation="Translate a 40-page employee handbook into two languages")
add("en-s08", "Looking for a caterer for about 30 people for my daughter's christening lunch in May.",
    None, None, None, situation="Caterer for a christening lunch (not a listed trade)")
add("en-s09", "We're relocating back to Dublin in July and need movers to pack and ship a 3-bed house from Müllendorf.",
    "moving", "Steinsel", "Müllendorf", distractors=["Dublin"], situation="International move from Luxembourg to Ireland, loading end in Luxembourg")
add("en-s10", "Looking for a tiler to regrout and replace 6 cracked floor tiles in our kitchen in Cents, we still have spares.",
    "tiling", "Luxembourg", "Cents", situation="Replace cracked kitchen floor tiles and regrout")
add("en-t01", "The kitchen sink has been draining slower and slower for weeks. Since yesterday, when the dishwasher empties, dirty water bubbles up in the shower tray downstairs. It smells awful. We're a family of five so this is urgent. House at L-8030, near the school.",
    "plumbing", "Strassen", "L-8030", kind="a", nu="U", situation="Slow kitchen drain, dirty water rising in the shower tray")
add("en-t02", "The guy at the DIY store sold us thermostatic heads and swore they fit any valve. My husband fitted them himself on Saturday. Now the two radiators in the living room stay stone cold whatever the setting, and the ones in the bedrooms are boiling. We rent a house in Helmsange and the landlord is away until March. Can someone sort this out before we freeze?",
    "heating", "Walferdange", "Helmsange", kind="b", nu="U", situation="DIY-store thermostatic heads fitted by the tenant; living-room radiators now cold")
add("en-t03", "We need to repaint the rendered facade of our house in Goeblange, about 140 m2. One painter told us silicate paint, another said silicone resin. What's actually better for an old lime render? And what would a painter roughly charge, scaffolding included?",
    "painting", "Koerich", "Goeblange", kind="d", nu="N", situation="Silicate or silicone paint for a lime-rendered facade, and price")
add("en-t04", "A friend convinced us that a standard flat-pack wardrobe would fit under our sloped ceiling if we just cut the back panel. It didn't work, it wobbles and the doors won't close. We've given up. We'd like a carpenter to build a proper fitted wardrobe under the eaves in the kids' room in Bertrange, about 3.5 m wide.",
    "carpentry", "Bertrange", "Bertrange", kind="b", nu="N", situation="Friend said a flat-pack wardrobe would fit under a sloped ceiling; want a fitted one")
add("en-t05", "Whenever it rains hard, water runs down the chimney breast in our bedroom. The wallpaper is peeling there and there's a brown stain near the ceiling. From the garden you can see the metal strip around the chimney is bent. It's an old farmhouse in Dahlem, quite a steep pitch.",
    "roofing", "Garnich", "Dahlem", kind="a", nu="U", situation="Rain runs down the chimney breast; flashing around the chimney bent")
add("en-t06", "We want to open the old stone wall along our drive in Kleinbettingen to make a gateway for a second car, about 3 m. Is it better to build brick pillars or concrete ones with stone cladding? Do we need a permit from the commune for this? Rough cost would help us decide.",
    "masonry", "Steinfort", "Kleinbettingen", kind="d", nu="U", situation="Open a stone garden wall for a gateway: pillar options, permit, cost")
add("en-t07", "The garden centre sold us a weed-and-feed product and said to use double the dose because of all the clover. Two weeks later the grass is yellow and dead in patches all over the lawn. The borders look terrible too. We'd like someone to bring the garden in Capellen back into shape, new lawn and some planting, before our barbecue in June.",
    "gardening", "Mamer", "Capellen", not_place=["grass"], kind="b", nu="U", situation="Garden centre advised double-dose weedkiller; lawn burnt")
add("en-t08", "We run a small gym in Moutfort, open 6am to 10pm. The student who did it quit with no notice. We need someone every night after closing for the changing rooms, showers, mats and mirrors. Could you send a monthly price?",
    "cleaning", "Contern", "Moutfort", kind="c", nu="U", situation="Small gym needs nightly cleaning after closing")
add("en-t09", "We're thinking of converting the attic of our house in Munsbach into a bedroom with its own shower room. The roof itself is fine, it was redone in 2019. Roughly what would that cost and how long would it take? Do we need a building permit for it?",
    "renovation", "Schuttrange", "Munsbach", kind="d", nu="U", situation="Attic conversion into bedroom with shower room: cost, duration, permit")
add("en-t10", "We're a 12-person law firm moving into new offices at Kirchberg next month. We need laptops set up, the Microsoft 365 accounts moved, printers and wifi working on day one. Our previous IT support company closed down. Can you help, and do you offer a monthly contract?",
    "it-support", "Luxembourg", "Kirchberg", kind="c", nu="N", situation="Law firm moving offices needs IT set-up; names a different trade as its own")
add("en-t11", "Our choir from Bertrange is giving its 25th anniversary concert in the Saint-Martin church in Arlon on 15 May. We'd love to have the whole concert filmed and some pictures taken for the programme and our website. It's about 90 minutes. Is that something you could arrange?",
    "photography", "abroad", "Arlon", distractors=["Bertrange"], kind="c", nu="U", situation="Choir needs its anniversary concert in Belgium filmed and photographed")
add("en-t12", "There are little holes in almost all my wool jumpers. In the wardrobe I found tiny white larvae in the corners and some small beige moths flying out when I open the doors. I've washed everything twice. Flat in Itzig, what can be done?",
    "pest-control", "Hesperange", "Itzig", kind="a", nu="U", situation="Clothes moths and larvae in a wardrobe")
add("en-t13", "We bought a used SUV from a dealer and the gearbox failed after three weeks. The dealer says the warranty doesn't cover it and stopped answering. The repair bill is about 4,000 euros. Is it worth going to a lawyer over this, and what does a first consultation usually cost?",
    "legal", None, None, not_place=["bill"], kind="d", nu="N", situation="Used car gearbox failure, dealer refuses warranty: worth a lawyer")
add("en-t14", "A colleague told me that as a single expat I don't need to file a tax return if I only have a salary. Now I have a letter asking about my rental income from a flat in Lisbon for 2023 and 2024. I honestly didn't know. I need an accountant or tax adviser to sort this out with me.",
    "accounting", None, None, distractors=["Lisbon"], kind="b", nu="N", situation="Colleague said no tax return needed; undeclared foreign rental income")
add("en-t15", "We're a small dental practice with three dentists. Our website is from 2014 and patients still have to call for every appointment. We'd like a modern site where they can book, move or cancel appointments themselves. What would that cost roughly?",
    "web-development", None, None, kind="c", nu="U", situation="Dental practice wants a new site with online appointment booking")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, preciso de trocar o canhão da fechadura da porta de casa em Esch-sur-Alzette, a chave roda mas a porta quase não abre.",
    "locksmith", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="Replace a worn lock cylinder on the front door")
add("pt-s02", "A placa de indução (Bosch) deixou de funcionar em duas zonas, moro em Bofferdange, alguém pode vir reparar?",
    "appliance-repair", "Lorentzweiler", "Bofferdange", situation="Induction hob: two zones dead")
add("pt-s03", "Queria pôr painéis solares para aquecer a água da piscina na nossa casa em Reisdorf, é possível e quanto custa?",
    "solar", "Reisdorf", "Reisdorf", situation="Solar thermal panels to heat a swimming pool")
add("pt-s04", "procuro fotografo para o batizado do meu filho na igreja de wiltz no dia 7 de junho",
    "photography", "Wiltz", "wiltz", situation="Photographer for a christening, lower-case")
add("pt-s05", "Vamos voltar para Portugal em agosto e preciso de uma empresa de mudanças para levar tudo de Schieren até Viseu, mais ou menos 20 m3.",
    "moving", "Schieren", "Schieren", distractors=["Portugal", "Viseu"], situation="Move from Luxembourg back to Portugal; loading end")
add("pt-s06", "Os disjuntores da cozinha saltam sempre que ligo o forno e a chaleira ao mesmo tempo, apartamento em Mersch, alguém pode vir ver?",
    "electrical", "Mersch", "Mersch", situation="Kitchen circuit breaker trips with oven and kettle on")
add("pt-s07", "Preciso de traduzir do português para francês o relatório médico da minha mãe para o médico de família daqui, são 5 páginas.",
    "translation", None, None, situation="Translate a 5-page medical report for the family doctor")
add("pt-s08", "Conhecem alguma cabeleireira que vá a casa cortar o cabelo à minha avó, ela já não sai de casa?",
    None, None, None, situation="Home hairdresser for a housebound grandmother (not a listed trade)")
add("pt-s09", "Preciso de um carreleur para pôr azulejo na parede da lavandaria, uns 12 m2, morada 9010 Ettelbruck, rue Prince Henri.",
    "tiling", "Ettelbruck", "Ettelbruck", situation="Wall tiles in a laundry room, French trade word and postcode without L-")
add("pt-s10", "Procuro empresa para limpar a casa toda depois das obras, há pó de gesso por todo o lado, é em Colmar-Berg.",
    "cleaning", "Colmar-Berg", "Colmar-Berg", situation="Post-construction cleaning of plaster dust")
add("pt-t01", "Na cave há um cano grosso de plástico que pinga na junção sempre que alguém puxa o autoclismo lá em cima. Cheira muito mal e já tenho um balde por baixo. A casa é alugada mas o propriétaire diz para eu tratar e depois desconta da renda. Moramos em Niederkorn. Alguém pode vir esta semana?",
    "plumbing", "Differdange", "Niederkorn", kind="a", nu="U", situation="Soil pipe joint in the cellar drips when the toilet upstairs is flushed")
add("pt-t02", "O meu cunhado disse que para limpar o aquecimento bastava tirar água dos radiadores até sair limpa. Tirámos uns dez litros e agora a caldeira está com 0,3 bar e não arranca mais. A casa está gelada e temos um bebé. Precisamos de um chauffagiste hoje ou amanhã em Diekirch, por favor.",
    "heating", "Diekirch", "Diekirch", kind="b", nu="N", situation="Brother-in-law said to drain the radiators; boiler pressure now too low to start")
add("pt-t03", "Há duas semanas, depois da tempestade, vimos umas telhas partidas no jardim. Agora quando chove há uma mancha escura no teto do quarto do miúdo, ao pé da parede. No sótão a lã está molhada. A casa fica em Bourscheid, na subida para o castelo.",
    "roofing", "Bourscheid", "Bourscheid", kind="a", nu="U", situation="Broken tiles after a storm, damp ceiling and wet insulation")
add("pt-t04", "Vamos pintar o apartamento antes de entrar, 80 m2 em Bonnevoie, com tetos. Para a cozinha é melhor tinta lavável acetinada ou mate? E vale a pena pintar os tetos de branco e as paredes de cor, ou fica mais caro? Mais ou menos quanto custa tudo?",
    "painting", "Luxembourg", "Bonnevoie", kind="d", nu="U", situation="Painting an 80 m2 flat: satin or matt for the kitchen, cost")
add("pt-t05", "Temos uma casa em Lintgen com as portas interiores todas dos anos 80, escuras e a ranger. Vale a pena mandar fazer portas por medida a um carpinteiro ou é melhor comprar portas prontas na loja? São nove portas. Quanto custa mais ou menos cada uma?",
    "carpentry", "Lintgen", "Lintgen", kind="d", nu="N", situation="Nine interior doors: made to measure by a carpenter or ready-made")
add("pt-t06", "Temos um restaurante em Vianden, ao pé do rio. Depois das cheias, o muro de pedra da esplanada ficou com fissuras e há pedras soltas em cima. Queremos abrir a esplanada na Páscoa e os clientes sentam-se mesmo ao lado. Quem pode reparar isto rapidamente?",
    "masonry", "Vianden", "Vianden", kind="c", nu="U", situation="Restaurant's stone terrace wall cracked after floods")
add("pt-t07", "O vizinho disse-nos para plantar bambu ao longo da vedação para ter privacidade. Três anos depois está a invadir o jardim todo e já passou para o lado dele também. As raízes estão a levantar as lajes do caminho. Queremos tirar tudo com as raízes e pôr outra coisa. Casa em Ingeldorf.",
    "gardening", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="Neighbour recommended bamboo; it is invading; remove with roots and replant")
add("pt-t08", "Somos um pequeno hotel em Larochette com 14 quartos. Antes da época queremos uma limpeza a fundo: alcatifas, cortinas, vidros do restaurante e da recepção. A nossa equipa não chega para tudo. Podem mandar um orçamento para abril?",
    "cleaning", "Larochette", "Larochette", kind="c", nu="U", situation="Small hotel wants a pre-season deep clean")
add("pt-t09", "Um amigo disse que não precisávamos de autorização para mudar a casa de banho para o outro lado e juntar a cozinha com a sala. A comuna parou a obra e já passaram seis meses. Agora temos a autorização, mas o amigo desapareceu. Precisamos de alguém que acabe tudo: casa de banho, cozinha, chão e eletricidade. A casa é em Gilsdorf.",
    "renovation", "Bettendorf", "Gilsdorf", kind="b", nu="U", situation="Friend said no permit needed; works stopped; need someone to finish kitchen, bathroom, floors")
add("pt-t10", "Comprámos uma casa antiga em Medernach. A sala é comprida e muito escura, só tem uma janela. Como é que se distribuem os móveis num espaço assim, e que tipo de iluminação? Existe alguém que faça um plano com cores e móveis sem ser muito caro?",
    "interior-design", "Vallée de l'Ernz", "Medernach", kind="d", nu="U", situation="Long dark living room: furniture layout, lighting and colours")
add("pt-t11", "Temos uma pequena empresa de transportes em Dudelange com 8 camiões. Os computadores do escritório estão cada vez mais lentos e o email já não sincroniza nos telemóveis dos motoristas. Ontem o servidor de ficheiros desligou-se sozinho duas vezes. Podem vir ver o que se passa?",
    "it-support", "Dudelange", "Dudelange", kind="c", nu="U", situation="Haulage firm: slow PCs, mail not syncing on drivers' phones, file server shutting down")
add("pt-t12", "Há uma semana que acordamos com picadas nos braços e nas pernas. Nas costuras do colchão vi uns bichinhos castanhos achatados e pontinhos pretos. Já lavámos tudo a 60 graus. A casa é em Villerupt, do lado francês, mas trabalhamos os dois no Luxemburgo. Alguém vem até cá?",
    "pest-control", "abroad", "Villerupt", distractors=["Luxemburgo"], kind="a", nu="U", situation="Bed bug bites and insects in the mattress seams (house in France)")
add("pt-t13", "O meu companheiro faleceu em janeiro. Uma vizinha disse-me que, como vivíamos juntos há 15 anos, a casa fica automaticamente para mim. Agora os filhos dele escreveram a dizer que querem vender a casa. Não somos casados. Preciso de um advogado que fale português.",
    "legal", None, None, kind="b", nu="N", situation="Neighbour said an unmarried partner inherits automatically; partner's children want to sell")
add("pt-t14", "Abri uma pequena empresa de construção, uma SARL-S, com dois operários. Até agora fiz as contas num caderno. Preciso mesmo de um contabilista ou consigo fazer sozinho? Quanto custa por mês, mais ou menos, incluindo os salários?",
    "accounting", None, None, kind="d", nu="N", situation="New small building company: is an accountant needed, monthly cost incl. payroll")
add("pt-t15", "Tenho uma pequena empresa de limpezas com seis senhoras. Os clientes pedem sempre se temos site e eu só tenho uma página no Facebook. Preciso de um webdesigner que faça um site simples com os serviços, preços e um formulário de pedido de orçamento. Em português e francês.",
    "web-development", None, None, kind="c", nu="N", situation="Cleaning company (a different trade) wants a simple bilingual website with quote form")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, vorrei far installare una serratura di sicurezza a cilindro europeo sulla porta blindata del mio appartamento a Gasperich.",
    "locksmith", "Luxembourg", "Gasperich", situation="Fit a high-security cylinder lock on an armoured door")
add("it-s02", "Quanto costa un impianto fotovoltaico da 8 kWp montato su tetto piano a Gonderange?",
    "solar", "Junglinster", "Gonderange", situation="Price of an 8 kWp PV system on a flat roof")
add("it-s03", "Cerchiamo un fotografo per le foto di squadra della nostra giovanile di calcio a Bettembourg sabato mattina",
    "photography", "Bettembourg", "Bettembourg", situation="Team photos for a youth football club")
add("it-s04", "trasloco da bissen al kirchberg il 3 maggio bilocale al terzo piano con ascensore quanto viene",
    "moving", "Bissen", "bissen", distractors=["kirchberg"], situation="Move of a two-room flat, loading end Bissen, voice-typed")
add("it-s05", "Mi servirebbe un elettricista per aggiungere quattro faretti LED e un interruttore nel corridoio della casa a Useldange.",
    "electrical", "Useldange", "Useldange", situation="Add four LED spotlights and a switch in a hallway")
add("it-s06", "Cerco un interior designer per scegliere colori, tende e disposizione dei mobili del soggiorno nel nostro appartamento a Bereldange.",
    "interior-design", "Walferdange", "Bereldange", situation="Colours, curtains and furniture layout for a living room")
add("it-s07", "Ci serve un falegname per costruire una libreria su misura in rovere lungo tutta la parete del salotto a Boevange-sur-Attert.",
    "carpentry", "Helperknapp", "Boevange-sur-Attert", situation="Made-to-measure oak bookcase; 'Boevange' alone is another commune")
add("it-s08", "Avrei bisogno di un interprete italiano-francese per l'assemblea di condominio di giovedì sera, circa due ore.",
    "translation", None, None, situation="Italian-French interpreter for an owners' meeting")
add("it-s09", "Cerco una babysitter fidata per due sere a settimana per i miei bimbi di 3 e 6 anni.",
    None, None, None, situation="Babysitter (not a listed trade)")
add("it-s10", "Cerco piastrellista per posare 40 m2 di gres effetto legno in soggiorno a Esch/Alzette, massetto già pronto.",
    "tiling", "Esch-sur-Alzette", "Esch/Alzette", situation="Lay 40 m2 of wood-effect porcelain tiles")
add("it-t01", "Da ieri dal rubinetto della cucina esce acqua marrone, e al piano di sopra la doccia ha pochissima pressione. La casa è del 1958 e i tubi credo siano quelli originali in ferro. Abbiamo due bambini piccoli e non mi fido a usare quell'acqua. Siamo a Redange/Attert, vicino alla scuola.",
    "plumbing", "Redange", "Redange/Attert", kind="a", nu="U", situation="Brown water from the kitchen tap and weak pressure upstairs, old iron pipes")
add("it-t02", "Il venditore della pompa di calore ci aveva detto di spegnerla di notte per risparmiare. Adesso la mattina la casa è fredda fino a mezzogiorno e la bolletta della corrente è salita invece di scendere. Nessuno ci ha mai spiegato come regolare la curva. Abitiamo a Noerdange, casa nuova del 2021. Qualcuno può venire a sistemare le impostazioni?",
    "heating", "Beckerich", "Noerdange", kind="b", nu="U", situation="Seller told them to switch the heat pump off at night; house cold and bills up")
add("it-t03", "Il proprietario ci ha detto di dare una mano di vernice qualsiasi sulle ringhiere di ferro del balcone, senza togliere la ruggine. Dopo un anno la vernice si stacca a scaglie e la ruggine cola sulla facciata. Ora ha accettato di pagare un professionista. Cerchiamo un imbianchino che tratti e rivernici bene le ringhiere, appartamento a Hollerich.",
    "painting", "Luxembourg", "Hollerich", kind="b", nu="N", situation="Landlord said any paint over rust would do on iron railings; now flaking")
add("it-t04", "Vorremmo costruire un soppalco in legno nella camera dei ragazzi, che ha 3,8 metri di altezza. La casa è a Saeul. Meglio legno massello o lamellare? Quanto costa più o meno un lavoro così fatto da un falegname?",
    "carpentry", "Saeul", "Saeul", kind="d", nu="N", situation="Wooden mezzanine in a high-ceilinged bedroom: solid or glulam, cost")
add("it-t05", "Con il vento forte di lunedì si sentiva sbattere qualcosa sul tetto tutta la notte. Stamattina in giardino c'era un pezzo di lamiera di zinco piegata. Il bordo sopra la finestra della mansarda adesso è aperto e si vedono le tavole. Casa ad Angelsberg.",
    "roofing", "Fischbach", "Angelsberg", kind="a", nu="U", situation="Zinc edge flashing torn off by wind, roof edge open")
add("it-t06", "Vogliamo costruire un barbecue in muratura e un muretto basso che separi il prato dalla terrazza, nel giardino a Cruchten. Conviene farlo in mattoni pieni o in blocchi di cemento rivestiti di pietra? Serve una fondazione anche per un muretto di 60 cm? Quanto si spende più o meno?",
    "masonry", "Nommern", "Cruchten", kind="d", nu="U", situation="Masonry barbecue and a low garden wall: brick or clad blocks, foundation, cost")
add("it-t07", "Mio suocero ha potato il ciliegio a febbraio come si fa in Calabria, tagliando via quasi metà della chioma. Adesso il tronco cola resina e tanti rami sono secchi. Abbiamo paura che muoia o che cada sulla rete del vicino. Casa a Heffingen, qualcuno può venire a vedere e sistemarlo?",
    "gardening", "Heffingen", "Heffingen", distractors=["Calabria"], kind="b", nu="U", situation="Father-in-law over-pruned a cherry tree in winter; it now oozes resin")
add("it-t08", "Siamo uno studio di commercialisti a Mamer con 15 persone. La ditta di pulizie che avevamo ha chiuso a fine mese. Cerchiamo un'impresa di pulizie per uffici, tre sere a settimana, circa 300 m2 più bagni e cucina. Potete mandarci un preventivo?",
    "cleaning", "Mamer", "Mamer", kind="c", nu="N", situation="Accountancy office (a different trade) needs office cleaning three evenings a week")
add("it-t09", "Un conoscente ci ha consigliato di comprare online tutti i materiali per bagno e cucina per risparmiare, e poi trovare qualcuno per montarli. Adesso il garage è pieno di scatole, i mobili della cucina non sono delle misure giuste e nessuno vuole montare materiale non suo. Cerchiamo chi si prenda tutto il lavoro: bagno, cucina e pavimenti. La casa è a Hobscheid.",
    "renovation", "Habscht", "Hobscheid", kind="b", nu="U", situation="Acquaintance said buy all materials online first; now nobody will fit them")
add("it-t10", "Abbiamo una piccola galleria d'arte nella Ville-Haute. Il computer della cassa si blocca, il NAS con l'archivio delle foto delle opere non si vede più in rete e lo schermo in vetrina si spegne da solo. La prossima mostra apre venerdì. Qualcuno può passare entro mercoledì?",
    "it-support", "Luxembourg", "Ville-Haute", kind="c", nu="U", situation="Art gallery: till PC freezes, NAS gone from the network, display screen off")
add("it-t11", "Abbiamo aperto una pizzeria sei mesi fa con sette dipendenti. Finora faceva tutto mio cognato, ma ora torna in Italia. Ci serve qualcuno che tenga la contabilità, faccia le buste paga ogni mese e prepari il bilancio. Quanto può costare al mese?",
    "accounting", None, None, distractors=["Italia"], kind="c", nu="U", situation="Pizzeria needs bookkeeping, payroll and annual accounts")
add("it-t12", "Da un paio di settimane, la sera, quando accendo la luce in cucina vedo degli insetti neri e lucidi che scappano sotto il frigo e dietro la lavastoviglie. Sono lunghi più o meno due centimetri. Ho pulito tutto con la candeggina ma tornano. Appartamento a Strassen, primo piano.",
    "pest-control", "Strassen", "Strassen", kind="a", nu="U", situation="Cockroaches in the kitchen at night")
add("it-t13", "Abbiamo una casa in Toscana e un appartamento qui. Vale la pena fare testamento, visto che i nostri figli vivono in due paesi diversi? Quale legge si applica? Ci serve un avvocato esperto in successioni internazionali o basta il notaio?",
    "legal", None, None, distractors=["Toscana"], kind="d", nu="N", situation="Cross-border wills and inheritance law: lawyer or notary")
add("it-t14", "Il nostro frigorifero americano Samsung da qualche giorno fa un ronzio fortissimo e il ghiaccio non esce più. Ha cinque anni. Conviene ripararlo o comprarne uno nuovo? Abitiamo ad Athus, appena oltre il confine: un tecnico di elettrodomestici viene anche in Belgio?",
    "appliance-repair", "abroad", "Athus", distractors=["Belgio"], kind="d", nu="N", situation="Noisy American fridge with failed ice maker: repair or replace (house in Belgium)")
add("it-t15", "Ho un piccolo negozio di vini italiani. Vorrei vendere anche online, con catalogo, pagamento con carta e spedizione in Benelux. Non ho nessuna idea da dove cominciare. Che cosa mi serve e quanto tempo ci vuole?",
    "web-development", None, None, distractors=["Benelux"], kind="c", nu="U", situation="Italian wine shop wants an online shop with payment and shipping")

# ---------------- Spanish ----------------
add("es-s01", "Necesito un cerrajero urgente en Luxemburgo ciudad, me he dejado las llaves dentro y el niño está durmiendo en casa 😰",
    "locksmith", "Luxembourg", "Luxemburgo", situation="Locked out with a sleeping child inside")
add("es-s02", "la campana extractora hace un ruido horrible y ya no aspira nada, vivo en schifflange, podeis venir esta semana",
    "appliance-repair", "Schifflange", "schifflange", situation="Noisy cooker hood that no longer extracts, lower-case")
add("es-s03", "Buscamos fotógrafo para un reportaje de la procesión danzante de Echternach para nuestra revista, el martes de Pentecostés.",
    "photography", "Echternach", "Echternach", situation="Photo report of the Echternach dancing procession for a magazine")
add("es-s04", "Mudanza de un piso de 2 habitaciones de Alzingen a Mersch el 15 de junio, ¿me pasáis presupuesto?",
    "moving", "Hesperange", "Alzingen", distractors=["Mersch"], situation="Move within Luxembourg, labelled at the loading end")
add("es-s05", "Necesito cambiar todos los enchufes e interruptores antiguos de la casa en Bettborn, son unos 35 puntos.",
    "electrical", "Préizerdaul", "Bettborn", situation="Replace about 35 old sockets and switches")
add("es-s06", "Busco a alguien que me asesore con la decoración, los colores y un plano de muebles para la casa que hemos comprado en Bascharage.",
    "interior-design", "Käerjeng", "Bascharage", situation="Decoration, colours and furniture plan for a newly bought house")
add("es-s07", "Quiero cambiar el suelo de la terraza por baldosas antideslizantes en Ehlerange, unos 25 m2, ¿quién lo puede hacer en mayo?",
    "tiling", "Sanem", "Ehlerange", situation="Non-slip tiles on a 25 m2 terrace")
add("es-s08", "Quiero un jardín de bajo mantenimiento con aromáticas, grava y un pequeño huerto en Vichten, ¿alguien lo diseña y lo hace?",
    "gardening", "Vichten", "Vichten", situation="Design and build a low-maintenance garden with a vegetable patch")
add("es-s09", "¿Cuánto cobráis por traducir del español al alemán el manual de mantenimiento de una máquina industrial, unas 60 páginas?",
    "translation", None, None, situation="Translate a 60-page machine maintenance manual")
add("es-s10", "Busco profesor particular de matemáticas para mi hija de 4º de la ESO, dos tardes por semana.",
    None, None, None, situation="Private maths tutor (not a listed trade)")
add("es-t01", "Esta mañana abrí por primera vez el grifo del jardín después del invierno. En el garaje, por dentro de la pared, empezó a salir agua a chorro. He cerrado la llave general y ahora no tenemos agua en toda la casa. Vivimos en Merl, ¿alguien puede venir hoy?",
    "plumbing", "Luxembourg", "Merl", kind="a", nu="U", situation="Frost-burst pipe to the garden tap sprays water inside the garage")
add("es-t02", "Vamos a hacer una ampliación de 40 m2 en la casa de Arsdorf, un salón nuevo con mucho cristal. ¿Qué es mejor ahí, suelo radiante o radiadores conectados a la caldera que ya tenemos? La caldera de gas es de 2017. ¿Hay que cambiarla por una más grande?",
    "heating", "Rambrouch", "Arsdorf", kind="d", nu="U", situation="Extension: underfloor heating or radiators on the existing boiler")
add("es-t03", "Un amigo que pinta como hobby nos dijo que el suelo del garaje se podía pintar con pintura normal de paredes. A las dos semanas la pintura se levantaba con las ruedas del coche. Ahora hay que quitar todo y hacerlo bien, con una pintura para suelos. El garaje tiene 30 m2 y está en Lamadelaine.",
    "painting", "Pétange", "Lamadelaine", kind="b", nu="U", situation="Friend said wall paint would do for a garage floor; it peeled under the tyres")
add("es-t04", "Nuestra casa en Beaufort tiene una puerta de entrada de roble de 1900, muy bonita pero que cierra mal y deja pasar el aire. ¿Vale la pena restaurarla o es mejor hacer una nueva de madera igual? ¿Qué diferencia de precio hay más o menos?",
    "carpentry", "Beaufort", "Beaufort", kind="d", nu="U", situation="Old oak front door: restore or make a new wooden one")
add("es-t05", "Desde la calle se ve que una parte del tejado está hundida y faltan varias pizarras. En el desván entra luz por dos sitios y cuando llueve hay que poner cubos. La casa era de mi abuela y está vacía, en Grosbous. Necesitamos que alguien lo mire antes del invierno.",
    "roofing", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="Sagging roof section with missing slates, light through the attic")
add("es-t06", "El antiguo dueño nos dijo que las grietas en la pared del garaje eran normales, que la casa ya se había asentado. Ahora una grieta diagonal ya se ve también por fuera y la puerta del garaje roza. Es una pared de bloques de hormigón. Buscamos un albañil que lo revise en Berdorf.",
    "masonry", "Berdorf", "Berdorf", kind="b", nu="N", situation="Previous owner said cracks were normal settling; diagonal crack now through the wall")
add("es-t07", "Tenemos un pequeño hotel rural en Christnach con 2000 m2 de jardín. La persona que lo cuidaba se jubila. Necesitamos a alguien de abril a octubre para cortar el césped, cuidar los parterres y podar los frutales. ¿Podéis hacernos una oferta por temporada?",
    "gardening", "Waldbillig", "Christnach", kind="c", nu="U", situation="Rural hotel needs seasonal garden maintenance")
add("es-t08", "Mi suegra insistió en que limpiara los cristales de la galería con periódico y vinagre, como toda la vida. Ahora está todo lleno de marcas y el techo de cristal ni lo alcanzo. Son unos 40 m2 de cristal. Necesito que alguien los deje bien limpios, casa en Ell.",
    "cleaning", "Ell", "Ell", kind="b", nu="U", situation="Mother-in-law's newspaper-and-vinegar method left a glass veranda streaky")
add("es-t09", "Tenemos unos 60.000 euros para la casa de Kayl, que es de los años 70. La cocina, el baño, las ventanas y el aislamiento están todos viejos. ¿Qué tiene más sentido hacer primero con ese dinero? Buscamos una empresa de reformas que nos aconseje y nos dé un presupuesto.",
    "renovation", "Kayl", "Kayl", kind="d", nu="N", situation="60,000 euro budget for a 1970s house: what to refit first")
add("es-t10", "Vivimos en Konz, justo al otro lado de la frontera, y trabajamos los dos en Luxemburgo. El tejado tiene orientación este-oeste. ¿Merece la pena poner placas solares así o se pierde mucho? ¿Un instalador fotovoltaico de Luxemburgo puede trabajar en Alemania?",
    "solar", "abroad", "Konz", distractors=["Luxemburgo", "Alemania"], kind="d", nu="N", situation="East-west roof in Germany: worth installing PV, can a Luxembourg installer work there")
add("es-t11", "Somos una ONG pequeña con oficina en Pfaffenthal. Nos han donado ocho ordenadores portátiles y una impresora grande. Necesitamos un técnico informático que los instale, cree las cuentas y deje la red funcionando. Si hay precio para asociaciones, mejor.",
    "it-support", "Luxembourg", "Pfaffenthal", kind="c", nu="N", situation="Small NGO needs donated laptops and printer installed and networked")
add("es-t12", "Junto al compost del jardín hay agujeros y pasillos en la tierra. Por la noche se oyen ruidos debajo de la terraza de madera. Esta mañana el perro ha sacado algo gris y grande de debajo del cobertizo. Casa en Mondorf, con niños pequeños.",
    "pest-control", "Mondorf-les-Bains", "Mondorf", kind="a", nu="U", situation="Burrows by the compost and noises under the deck (rats)")
add("es-t13", "Un amigo me dijo que si firmas un pedido en una feria siempre tienes 14 días para echarte atrás. Anulé el pedido de unas ventanas a los cinco días y la empresa dice que en ferias no hay derecho de desistimiento. Ahora me reclaman el 30 % del pedido, 4.800 euros. Necesito un abogado que revise el contrato y me defienda.",
    "legal", None, None, kind="b", nu="N", situation="Friend said a trade-fair order can always be cancelled within 14 days; firm claims 30 percent")
add("es-t14", "Tengo una tienda de bicicletas con dos empleados. Hasta ahora lo llevaba todo mi socio, pero se ha ido. Necesitamos a alguien que nos lleve las cuentas, la TVA trimestral y el cierre anual. ¿Cuánto suele costar al mes?",
    "accounting", None, None, kind="c", nu="U", situation="Bicycle shop needs bookkeeping, quarterly VAT and year-end accounts")
add("es-t15", "Somos un estudio de arquitectura de tres personas. Nuestra web actual es una plantilla muy antigua y no se ve bien en el móvil. Queremos una web nueva en tres idiomas con una galería de proyectos y un formulario de contacto. ¿Qué plazo y qué precio más o menos?",
    "web-development", None, None, kind="c", nu="U", situation="Architecture studio wants a new multilingual portfolio website")
