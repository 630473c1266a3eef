MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Eis Spullkëscht vum WC leeft zanter gëschter dauernd no an d'Waasserrechnung wäert explodéieren, kann haut nach een op Klierf kommen?",
    "plumbing", "Clervaux", "Klierf", situation="toilet cistern keeps running, Clervaux (lb name)")
add("lb-s02", "Ech brauch eng Wallbox 11 kW an der Garage fir mäin neien Tesla, d'Haus ass zu Ettelbréck direkt bei der Gare an de Budget ass ronn 1500 euro.",
    "electrical", "Ettelbruck", "Ettelbréck", not_place=("Gare",), situation="wallbox for a new electric car, house near Ettelbruck station")
add("lb-s03", "hunn mech ausgespaart an de Puppelchen schléift dobannen, wooltz niewent dem Schlass, wgl séier 🙏",
    "locksmith", "Wiltz", "wooltz", situation="locked out with a baby asleep inside, Wiltz in lower case")
add("lb-s04", "Ech sichen en Affekot fir eng Successioun well mäi Papp gestuerwen ass an meng Schwëster d'Haus eleng wëll behalen.",
    "legal", None, None, situation="inheritance dispute with sister over father's house")
add("lb-s05", "Mir sichen eng Botzfirma déi zweemol d'Woch eis Zänndokterspraxis an der Uewerstad botzt, ronn 120 m2.",
    "cleaning", "Luxembourg", "Uewerstad", situation="twice-weekly cleaning of a dental practice in the Ville-Haute (lb name)")
add("lb-s06", "Plënneren vu Veianen op Réiden den 12 Januar, 2 Zëmmer am 3 Stack ouni Lift, wat kascht dat?",
    "moving", "Vianden", "Veianen", distractors=("Réiden",), situation="two-room move from Vianden to Redange, third floor without lift")
add("lb-s07", "eise Frigo mécht net méi kal an hannen um Fong steet Waasser, mir wunnen zu Wanseler an den Apparat ass e Liebherr vun 2019",
    "appliance-repair", "Winseler", "Wanseler", situation="fridge not cooling, water pooling at the back, Winseler")
add("lb-s08", "Kann een mir e Kafkontrakt vun 6 Säiten vum Däitschen op Portugisesch iwwersetzen, et ass fir de Notaire?",
    "translation", None, None, situation="translate a 6-page German purchase contract into Portuguese")
add("lb-s09", "Sichen een deen eis dräi al Fiichten am Gaart ëmhaut an d'Stäck erausfreest, Housen.",
    "gardening", "Parc Hosingen", "Housen", situation="fell three old spruces and grind the stumps, Hosingen")
add("lb-s10", "Wat kascht ongeféier eng PV-Anlag vun 15 kWp op dem Daach vun eiser Scheier zu Wäisswampech?",
    "solar", "Weiswampach", "Wäisswampech", situation="price of a 15 kWp PV system on a barn roof, Weiswampach")
add("lb-t01", "Zanter e puer Deeg bleift de Buedem am Buedzëmmer äiskal, wärend et an de Kummeren ronderëm normal waarm ass. Ech hunn um Verdeeler am Keller gekuckt, do steet eng vun de klenge Glasröhrercher op null. D'Kanner wëllen do net méi bueden. Mir sinn zu Kautebaach, Haus mat der rouder Dir.",
    "heating", "Kiischpelt", "Kautebaach", kind="a", nu="U", situation="one underfloor heating loop cold (flow meter at zero), Kautenbach")
add("lb-t02", "All Nuecht héiere mir et um Späicher kraazen a lafen, meeschtens tëscht 2 a 4 Auer. Haut de Moien louchen kleng schwaarz Kréimelen nieft der Isolatioun an eng Këscht mat Chrëschtdagsdeko war ugeknabbert. Mir hunn eng Kaz, mee déi geet net erop. Adress: Dikrech, no beim Lycée.",
    "pest-control", "Diekirch", "Dikrech", kind="a", nu="U", situation="scratching at night, droppings and gnawed box in the attic (mice), Diekirch")
add("lb-t03", "Zanter dem Wanter leeft e Rass schréi iwwer d'Maier vun eiser Garage, vu bei der Fënster bis bal un de Buedem. Ech hunn am Oktober e Bläistëftsstrëch drugemaach an elo ass en ronn 3 mm méi breet. Bannen fält och de Crépi a klenge Stécker of. Mir wunnen zu Stolzebuerg direkt un der Strooss.",
    "masonry", "Putscheid", "Stolzebuerg", kind="a", nu="U", situation="diagonal crack in garage wall widening, render falling off, Stolzembourg")
add("lb-t04", "Bei eis fält all puer Deeg de Stroum am Keller eraus, meeschtens wann d'Wäschmaschinn an d'Tiefkillkëscht gläichzäiteg lafen. Eisen Noper huet gesot, ech soll einfach eng méi déck Sécherung drasetzen, 25 amplaz 16 Ampère. Ech hunn awer e komescht Gefill dobäi, well de Stecker vun der Këscht scho ganz waarm gëtt. Haus zu Bartreng, Baujoer 1978.",
    "electrical", "Bertrange", "Bartreng", kind="b", nu="U", situation="basement circuit trips, neighbour says fit a bigger fuse, plug gets hot, Bertrange")
add("lb-t05", "Mäi Schwoer huet gemengt, mir kéinten déi nei Plättercher an der Kiche einfach iwwer déi al pechen, dat géif Zäit spueren. Dräi Méint drop kléngen der e puer huel an zwou si mëtten duerchgesprongen. Elo wëlle mir dat richteg gemaach hunn, och wann alles nach eng Kéier eraus muss. Sicht e Plättleeër fir ongeféier 18 m2 um Lampertsbierg.",
    "tiling", "Luxembourg", "Lampertsbierg", kind="b", nu="N", situation="tiles glued over old tiles on brother-in-law's advice now hollow and cracked, Limpertsberg")
add("lb-t06", "Mir hunn e klengt Weekendshaischen zu Bastnach an der Belsch. Nom Stuerm de leschte Weekend leien e puer Zillen am Gaart an et leeft Waasser laanscht de Kamäin an d'Schlofkummer. De Mann am Baumaart sot, mir sollen einfach e bësse Silikon an d'Lächer drécken. Dat huet natierlech näischt bruecht. Schafft dir och iwwer der Grenz oder nëmmen zu Lëtzebuerg?",
    "roofing", "abroad", "Bastnach", distractors=("Lëtzebuerg",), kind="b", nu="U", situation="storm-damaged roof tiles and leak at chimney on a weekend house in Bastogne, DIY-store advice to use silicone")
add("lb-t07", "De Proprietaire sot, ech soll d'giel Flecken um Plafong vum Living einfach mat wäisser Faarf iwwermolen. No zwou Wochen ware se erëm do, nach méi donkel. D'Leck beim Noper uewendriwwer ass zanter August gefléckt an alles ass dréchen. Ech hätt gär e Moler, dee weess wat e mécht, fir Esch-Uelzecht, Appartement am zweete Stack.",
    "painting", "Esch-sur-Alzette", "Esch-Uelzecht", kind="b", nu="N", situation="old water stains on ceiling reappear after landlord's paint-over advice, Esch-sur-Alzette")
add("lb-t08", "Mir sinn eng Musek mat 60 Memberen. Eise Keessier hält no 22 Joer op an keen vun eis traut sech un d'Bicher. Mir sichen e Comptabel oder e Büro, deen d'Joresofrechnung mécht an eis bei den Dossieren fir d'Subside vum Ministère hëlleft. Wat kascht esou eppes am Joer?",
    "accounting", None, None, kind="c", nu="N", situation="brass band needs an accountant for annual accounts and subsidy files")
add("lb-t09", "Mir hunn eng Bäckerei mat dräi Geschäfter. Zanter dem Update e Sonndeg dréckt d'Keess am Buttek zu Ëlwen keng Bongen méi aus, an de Bezuelterminal verléiert all puer Minutten de WiFi. Samschdes ass do de ganzen Dag Betrib an mir kënnen eis dat net leeschten. Kann een eis dat am Netzwierk an um PC kucken?",
    "it-support", "Troisvierges", "Ëlwen", kind="c", nu="U", situation="bakery shop till stops printing receipts and card terminal drops WiFi, Troisvierges")
add("lb-t10", "Mir sinn e klenge Camping un der Our an d'Reservatiounen lafen nach ëmmer iwwer Telefon an e Cahier. Dëst Joer hu mer zweemol dee selwechte Chalet duebel verlount. Mir hätte gär eng Websäit mat Online-Reservatioun a Bezuelung, op Lëtzebuergesch, Däitsch, Hollännesch a Franséisch. Mir sichen e Webentwéckler deen dat bis Ouschteren opsetzt.",
    "web-development", None, None, kind="c", nu="N", situation="campsite wants a multilingual website with online reservation and payment")
add("lb-t11", "Eis Brauerei zu Hamiville gëtt am Mäerz 100 Joer al. Fir de Jubiläum brauche mir flott Biller vun de Fläschen, vun der Brauhal a vun de Leit bei der Aarbecht, an och e kuerze Film fir Instagram. De Shooting misst op engem Dag sinn, wou mir brauen, also en Dënschdeg oder Mëttwoch. Hutt dir een dee sech mat Produitbiller auskennt?",
    "photography", "Wincrange", "Hamiville", kind="c", nu="U", situation="brewery centenary: product and staff photos plus short video, Hamiville")
add("lb-t12", "Eis Trap tëscht dem Rez-de-chaussée an dem éischte Stack ass aus massivem Holz, aus de 60er Joren, an all Tratt knaascht. Nuets weckt dat d'ganz Famill wann een op d'Toilette muss. Kann een dat nach flécken, oder muss dat eng nei Trap ginn? A wat kascht dat ongeféier? Mir wunnen zu Miersch.",
    "carpentry", "Mersch", "Miersch", not_place=("Holz",), kind="d", nu="U", situation="creaking solid wood staircase: repair or replace, and cost, Mersch")
add("lb-t13", "Mir wëllen de Späicher vun eisem Haus zu Nocher ausbauen fir zwou Kannerzëmmer an e klengt Buedzëmmer. Do muss alles gemaach ginn: Isolatioun, Daachfënsteren, Stroum, Waasser, Buedem. Wéi laang dauert esou en Ausbau ongeféier, a kënne mir wärenddeem am Haus wunne bleiwen? Mir hätte gär eng Renovatiounsfirma déi dat iwwerhëlt.",
    "renovation", "Goesdorf", "Nocher", kind="d", nu="N", situation="attic conversion into two children's rooms and a bathroom: duration, can they stay in the house, Nocher")
add("lb-t14", "Mir hunn zu Fouhren eng al Schmëdd kaaft mat engem eenzege grousse Raum vun 80 m2 um Rez-de-chaussée. Mir wëssen net, wéi mir dee solle opdeelen: Kichen, Iessplaz, Living, vläicht eng Bibliothéik. Och bei de Faarwen an de Luuchten si mir eis net eens. Ass et de Wäert, fir esou eng Planung een ze bezuelen, a wat kascht dat?",
    "interior-design", "Tandel", "Fouhren", kind="d", nu="U", situation="how to lay out an 80 m2 open space in an old smithy, colours and lights: worth paying someone, Fouhren")
add("lb-t15", "Eis Duechter ass an der 5e am Lycée an huet zanter dem Trimester grouss Problemer mat der Mathé. Mir hätte gär een, deen zweemol d'Woch Nohëllef gëtt, gären och online. Mécht dat iergendeen iwwer Är Plattform? A wat bezilt een normalerweis fir eng Stonn?",
    None, None, None, kind="d", nu="U", situation="maths tutoring for a secondary-school daughter (not a listed trade)")

# ---------------- French ----------------
add("fr-s01", "Depuis lundi on n'a presque plus de pression aux robinets et le compteur d'eau tourne même quand tout est fermé, maison à Bertrange, vous pouvez passer vite ?",
    "plumbing", "Bertrange", "Bertrange", situation="water meter turning with all taps closed, low pressure (hidden leak), Bertrange")
add("fr-s02", "Je cherche un avocat en droit du travail, j'ai été licencié pendant mon congé maladie après 11 ans dans la même boîte.",
    "legal", None, None, situation="employment lawyer: dismissed during sick leave")
add("fr-s03", "Bonjour, la serrure de la porte d'entrée a été forcée cette nuit (tentative de cambriolage) et il faut changer le cylindre aujourd'hui à Strassen.",
    "locksmith", "Strassen", "Strassen", situation="front-door lock forced in a burglary attempt, replace cylinder today, Strassen")
add("fr-s04", "devis pour remplacer 300 m2 de gazon plein de mousse par du gazon en rouleau à mamer svp",
    "gardening", "Mamer", "mamer", situation="replace mossy lawn with turf rolls, Mamer in lower case")
add("fr-s05", "Besoin d'un comptable pour faire la paie de mes 3 salariés à partir de janvier, pour l'instant je fais tout sur Excel.",
    "accounting", None, None, situation="payroll for three employees from January")
add("fr-s06", "Carreleur dispo pour refaire les joints qui s'effritent dans la douche à l'italienne, appart à Gasperich ?",
    "tiling", "Luxembourg", "Gasperich", situation="crumbling grout in a walk-in shower, Gasperich")
add("fr-s07", "Mon four Bosch ne chauffe plus que par le haut et la sole reste froide, si ça coûte moins de deux cents euros je le fais réparer, je suis à Pétange.",
    "appliance-repair", "Pétange", "Pétange", not_place=("cents",), situation="oven bottom element not heating, repair if under 200 euros, Pétange")
add("fr-s08", "Déménagement d'un 3 pièces de Differdange (près de la gare) vers Metz fin février, avec monte-meubles si possible.",
    "moving", "Differdange", "Differdange", distractors=("Metz",), not_place=("gare",), situation="3-room move from Differdange to Metz with furniture lift")
add("fr-s09", "Je cherche quelqu'un pour repenser l'agencement, les couleurs et l'éclairage de notre séjour de 45 m2 à Hesperange car on a des meubles mais rien ne va ensemble.",
    "interior-design", "Hesperange", "Hesperange", situation="rethink layout, colours and lighting of a 45 m2 living room, Hesperange")
add("fr-s10", "Vous faites aussi le toilettage pour chiens, mon caniche a besoin d'une coupe avant Noël ?",
    None, None, None, situation="dog grooming for a poodle (not a listed trade)")
add("fr-t01", "Depuis la semaine dernière, la maison ne dépasse plus 17 degrés, même avec le thermostat à 23. Les radiateurs du rez-de-chaussée sont à peine tièdes. L'aiguille du manomètre de la chaudière descend à 0,5 bar tous les deux jours, je remets de l'eau et ça recommence. Maison à Hautcharage, deux enfants à la maison.",
    "heating", "Käerjeng", "Hautcharage", kind="a", nu="U", situation="house stuck at 17 degrees, boiler pressure keeps dropping, Hautcharage")
add("fr-t02", "Après les rafales de jeudi, il y a une tache qui grandit au plafond de la chambre sous les combles, juste à côté du velux. Quand il pleut fort, on entend goutter dans la cloison. De la rue on voit que deux ardoises ont glissé dans la gouttière. Maison à Koerich, rue principale.",
    "roofing", "Koerich", "Koerich", kind="a", nu="U", situation="stain spreading under roof window after gusts, slates slipped, Koerich")
add("fr-t03", "Depuis notre retour de vacances à Barcelone, je me réveille avec des petites piqûres alignées sur les bras. Mon mari n'a rien du tout. Ce matin j'ai trouvé des points noirs sur la couture du matelas et une petite bête brune toute plate. Appartement au Kirchberg, avec deux enfants en bas âge.",
    "pest-control", "Luxembourg", "Kirchberg", distractors=("Barcelone",), kind="a", nu="U", situation="bites in rows and flat brown insect on mattress seams after a holiday (bedbugs), Kirchberg")
add("fr-t04", "Notre évier de cuisine se vidait de plus en plus lentement et ça sentait l'égout. Le vendeur du magasin de bricolage nous a conseillé de la soude caustique, on a versé deux flacons. Maintenant plus rien ne s'écoule et l'eau grise stagne dans les deux bacs. J'ai peur de toucher à quoi que ce soit avec ce produit dedans. On est à Steinfort, près de la frontière belge.",
    "plumbing", "Steinfort", "Steinfort", kind="b", nu="U", situation="slow kitchen sink drain now fully blocked after caustic soda from DIY shop, Steinfort")
add("fr-t05", "Mon propriétaire a installé lui-même des spots LED dans le faux plafond de la salle de bain et m'a assuré que c'était aux normes. Depuis, le différentiel saute dès qu'on prend une douche chaude et hier un spot a grésillé. Il refuse de faire venir qui que ce soit. Je voudrais un électricien agréé pour un constat et une remise en état, appartement à Bonnevoie.",
    "electrical", "Luxembourg", "Bonnevoie", kind="b", nu="N", situation="landlord-installed bathroom spotlights trip the RCD and crackle, Bonnevoie")
add("fr-t06", "Nous avons acheté une maison à Audun-le-Tiche, juste de l'autre côté de la frontière. Le voisin nous a dit de repeindre la façade avec une peinture acrylique de jardinerie. En un été, tout a cloqué et ça s'écaille par plaques. Il faudrait tout gratter et refaire avec un produit adapté. Vous intervenez aussi en France ou seulement au Luxembourg ?",
    "painting", "abroad", "Audun-le-Tiche", distractors=("Luxembourg",), kind="b", nu="U", situation="facade repainted with wrong paint on neighbour's advice is peeling, house in Audun-le-Tiche (France)")
add("fr-t07", "Mon beau-père a monté un muret de jardin en parpaings l'an dernier, sans fondation, en disant que ça tiendrait. Cet hiver il penche de 10 cm vers le trottoir et une fissure traverse trois rangs. La commune nous a envoyé un courrier. Il nous faut un maçon pour le démolir et le refaire proprement, c'est à Dippach.",
    "masonry", "Dippach", "Dippach", kind="b", nu="N", situation="garden wall built without foundation by father-in-law now leaning and cracked, Dippach")
add("fr-t08", "Nous sommes un cabinet de kinésithérapie de six personnes. Depuis le changement de box internet, l'imprimante réseau n'apparaît plus sur les postes et le logiciel de rendez-vous se déconnecte plusieurs fois par jour. Notre neveu a regardé mais il ne comprend pas non plus. Il faudrait que quelqu'un passe un soir après 18h, le cabinet est à Kehlen.",
    "it-support", "Kehlen", "Kehlen", kind="c", nu="U", situation="physiotherapy practice: network printer gone and booking software disconnects after router change, Kehlen")
add("fr-t09", "Je suis vigneronne et je vends mes crémants uniquement à la cave et sur les marchés. Mes clients belges et allemands me demandent de pouvoir commander en ligne. Il me faudrait une petite boutique en ligne avec paiement, calcul des frais de port et contrôle de l'âge. Mon budget tourne autour de 4 000 euros.",
    "web-development", None, None, kind="c", nu="U", situation="winemaker needs a small online shop with shipping and age check")
add("fr-t10", "Notre association organise en mai un échange avec un club de foot de Guimarães. Nous aurons besoin d'un interprète portugais-français pour la réception officielle et la réunion avec les parents, deux demi-journées. Il faudrait aussi traduire la brochure de présentation de 8 pages. Quels sont vos tarifs ?",
    "translation", None, None, distractors=("Guimarães",), kind="c", nu="N", situation="football club exchange: Portuguese-French interpreter and brochure translation")
add("fr-t11", "Nous gérons une petite crèche de 30 enfants à Eischen. La société qui faisait le ménage a fermé du jour au lendemain, et la dame qui venait était une perle. Nous cherchons une entreprise de nettoyage pour tous les soirs en semaine, environ 250 m2, avec des produits adaptés aux tout-petits. Idéalement à partir du premier du mois.",
    "cleaning", "Habscht", "Eischen", not_place=("perle",), kind="c", nu="N", situation="day nursery needs evening cleaning after its cleaning firm closed, Eischen")
add("fr-t12", "Notre toit est orienté est-ouest, pas plein sud. Est-ce que des panneaux photovoltaïques valent quand même le coup, et vaut-il mieux viser l'autoconsommation ou tout injecter dans le réseau ? On consomme environ 5 500 kWh par an avec la voiture électrique. Maison à Garnich, toit en tuiles de 2010. Un installateur solaire pourrait-il passer pour une estimation ?",
    "solar", "Garnich", "Garnich", kind="d", nu="N", situation="are PV panels worth it on an east-west roof, self-consumption or feed-in, Garnich")
add("fr-t13", "Nous voulons faire fabriquer une bibliothèque sur mesure qui prenne tout le mur du salon, 4,20 m sur 2,60 m, autour d'une fenêtre. Vaut-il mieux du chêne massif ou du MDF laqué, sachant qu'on a deux chats qui grimpent partout ? Et quel ordre de prix faut-il prévoir ? On habite à Kopstal.",
    "carpentry", "Kopstal", "Kopstal", kind="d", nu="U", situation="made-to-measure wall bookcase: solid oak or lacquered MDF, price, Kopstal")
add("fr-t14", "On vient d'hériter de la maison de ma grand-mère à Soleuvre, construite en 1955: cuisine d'origine, salle de bain au bout du couloir, électricité jamais refaite, simple vitrage. On hésite entre tout rénover pour y habiter ou vendre en l'état. Combien faut-il compter au mètre carré pour une remise à neuf complète, en gros ? Et combien de temps ça prend en général ?",
    "renovation", "Sanem", "Soleuvre", kind="d", nu="U", situation="inherited 1955 house: cost per m2 and duration of a complete refurbishment, Soleuvre")
add("fr-t15", "Notre fille fait sa première communion en mai et on aimerait des photos de la cérémonie puis du repas, environ quatre heures. Est-ce qu'il faut réserver longtemps à l'avance ? Et est-ce que c'est plus cher un dimanche ? Tout se passe à Dudelange, la famille vient de Porto.",
    "photography", "Dudelange", "Dudelange", distractors=("Porto",), kind="d", nu="U", situation="first communion photos of ceremony and meal: how early to book, Sunday price, Dudelange")

# ---------------- German ----------------
add("de-s01", "Brauche einen Elektriker, der in unserem Neubau in Junglinster die Außenbeleuchtung an der Einfahrt mit Bewegungsmelder anschließt.",
    "electrical", "Junglinster", "Junglinster", not_place=("einen",), situation="connect driveway lights with motion sensor in a new house, Junglinster")
add("de-s02", "Suche jemanden, der unseren Mietvertrag (14 Seiten, Französisch) ins Deutsche übersetzt, damit meine Eltern ihn verstehen.",
    "translation", None, None, situation="translate a 14-page French lease into German")
add("de-s03", "Dachrinne hängt nach dem Sturm auf drei Metern durch und läuft bei jedem Regen über, Einfamilienhaus in Grevenmacher, bitte um Rückruf.",
    "roofing", "Grevenmacher", "Grevenmacher", situation="storm left gutter sagging and overflowing, Grevenmacher")
add("de-s04", "Wir suchen einen Schreiner für eine Einbaugarderobe unter der Dachschräge im Flur, Haus in Wasserbillig.",
    "carpentry", "Mertert", "Wasserbillig", not_place=("einen",), situation="built-in coat cupboard under a sloping ceiling, Wasserbillig")
add("de-s05", "Grenzgänger aus Trier, verheiratet, zwei Kinder: wer macht mir die luxemburgische Steuererklärung für 2025 und prüft, ob sich die gemeinsame Veranlagung lohnt?",
    "accounting", None, None, distractors=("Trier",), situation="cross-border worker's Luxembourg tax return and joint assessment check")
add("de-s06", "Tauben haben sich auf unserem Balkon im fünften Stock eingenistet und alles ist verkotet, Wohnung im Bahnhofsviertel, wer bringt Netze oder Spikes an?",
    "pest-control", "Luxembourg", "Bahnhofsviertel", situation="pigeons nesting on a fifth-floor balcony, nets or spikes, Gare quarter (German name)")
add("de-s07", "Wer reinigt uns nach dem Umbau die ganze Wohnung vom Baustaub, 95 m2 inklusive Fenster, in Echternach?",
    "cleaning", "Echternach", "Echternach", situation="post-renovation dust cleaning of a 95 m2 flat, Echternach")
add("de-s08", "Geschirrspüler von Miele pumpt das Wasser nicht mehr ab und piept die ganze Zeit, wir wohnen in Berdorf.",
    "appliance-repair", "Berdorf", "Berdorf", situation="dishwasher not pumping out and beeping, Berdorf")
add("de-s09", "Unser Bauträger ist seit acht Monaten mit der Übergabe in Verzug und antwortet nicht mehr, wir brauchen einen Anwalt für Baurecht.",
    "legal", None, None, not_place=("einen",), situation="developer 8 months late with handover, construction-law lawyer")
add("de-s10", "Umzug von Bech nach Bitburg im März, 4 Zimmer mit Keller und Garage, bitte um ein Angebot.",
    "moving", "Bech", "Bech", distractors=("Bitburg",), situation="4-room move from Bech to Bitburg (Germany)")
add("de-t01", "Bei jedem stärkeren Regen blubbert es im Bodenablauf in der Waschküche und dann drückt braunes, stinkendes Wasser hoch. Letzte Woche stand der Keller fünf Zentimeter unter Wasser. Die Nachbarn haben das Problem nicht. Haus in Wormeldingen, Baujahr 1968.",
    "plumbing", "Wormeldange", "Wormeldingen", kind="a", nu="U", situation="sewage backs up through basement floor drain in heavy rain, Wormeldange")
add("de-t02", "Unser Pelletkessel geht jeden Morgen gegen fünf aus, und im Haus ist es dann bis Mittag kalt. Im Brennertopf liegen dicke, zusammengebackene Schlackebrocken. Die Pellets haben wir im Herbst bei einem neuen Händler gekauft, weil sie günstiger waren. Ich stelle mir schon den Wecker auf halb fünf, um nachzuschauen. Wir wohnen in Manternach.",
    "heating", "Manternach", "Manternach", not_place=("Wecker",), kind="a", nu="U", situation="pellet boiler goes out every morning, clinker in burner pot, Manternach")
add("de-t03", "Die Außentreppe aus Beton vor unserem Haus bröckelt an den Kanten, zwei Stufen sind richtig abgebrochen und man sieht schon das rostige Eisen. Meine Schwiegermutter ist letzte Woche fast gestürzt. Bis zum Frühjahr soll das wieder sicher sein. Adresse: Breinert, am Ortsausgang.",
    "masonry", "Biwer", "Breinert", kind="a", nu="U", situation="crumbling concrete outdoor steps with exposed rebar, Breinert")
add("de-t04", "Unser Vermieter hat erlaubt, das Kinderzimmer zu streichen, und der Verkäufer im Baumarkt meinte, Tafelfarbe direkt auf die Raufaser sei kein Problem. Jetzt ist die Wand fleckig, die Raufaser löst sich an den Nähten und die Farbe bleibt klebrig. In drei Monaten ziehen wir aus und die Wand muss wieder weiß und glatt sein. Wohnung in Betzdorf, etwa 14 m2.",
    "painting", "Betzdorf", "Betzdorf", kind="b", nu="U", situation="chalkboard paint on woodchip wallpaper on DIY-store advice went wrong, wall must be white again, Betzdorf")
add("de-t05", "Mein Nachbar hat mir geraten, die losen Terrassenfliesen einfach mit Montagekleber wieder festzukleben. Nach dem ersten Frost waren sie wieder lose, und jetzt sind auch die Fugen drumherum gerissen. Unter einigen Fliesen sammelt sich Wasser. Ich suche einen Fliesenleger, der die Terrasse mit etwa 30 m2 neu verlegt, in Flaxweiler.",
    "tiling", "Flaxweiler", "Flaxweiler", not_place=("einen",), kind="b", nu="N", situation="loose terrace tiles glued with construction adhesive on neighbour's advice, relay 30 m2, Flaxweiler")
add("de-t06", "Ein Bekannter, der selbst eine Anlage auf dem Dach hat, meinte, der Wechselrichter blinke halt manchmal rot und das sei normal. Jetzt blinkt er seit Juli durchgehend rot und laut App haben wir seit zwei Monaten null Ertrag. Die Anlage ist von 2019, 8 kWp, und der ursprüngliche Installateur existiert nicht mehr. Gibt es einen Solarteur, der sich das in Rosport anschaut?",
    "solar", "Rosport-Mompach", "Rosport", not_place=("einen",), kind="b", nu="N", situation="inverter flashing red, zero PV yield for two months, friend said it's normal, Rosport")
add("de-t07", "Wir haben in Nittel, also auf der deutschen Moselseite, ein Wochenendgrundstück mit etwa 40 Obstbäumen. Der Vorbesitzer hat uns geraten, die Bäume nie zu schneiden, weil das die Ernte kaputt mache. Jetzt sind die Kronen völlig verwildert und mehrere Äste sind unter dem Gewicht der Äpfel abgebrochen. Kann jemand im Winter einen fachgerechten Obstbaumschnitt machen?",
    "gardening", "abroad", "Nittel", not_place=("einen",), kind="b", nu="U", situation="overgrown fruit trees never pruned on previous owner's advice, plot in Nittel (Germany)")
add("de-t08", "Unser kleines Hotel in Befort hat 22 Zimmer, und seit dem Wasserschaden im Technikraum funktioniert das WLAN nur noch im Erdgeschoss. Die Gäste beschweren sich, und das Buchungssystem an der Rezeption stürzt ständig ab. Wir bräuchten jemanden, der das Netzwerk neu aufbaut, am besten noch vor Ostern.",
    "it-support", "Beaufort", "Befort", kind="c", nu="U", situation="hotel WiFi only on ground floor and reception system crashing after water damage in tech room, Beaufort (German name Befort)")
add("de-t09", "Unser Reitverein hat 120 Mitglieder und eine Homepage von 2009, die keiner mehr pflegen kann. Aus genau dem Grund stehen dort noch die Preise von vor zehn Jahren. Wir brauchen eine neue Website mit Hallenbelegungsplan, Anmeldung für Reitstunden und einem Bereich nur für Mitglieder. Gibt es einen Webentwickler, der so etwas für einen Verein zu einem fairen Preis macht?",
    "web-development", None, None, not_place=("Grund", "einen"), kind="c", nu="N", situation="riding club needs a new website with arena schedule, lesson sign-up and members area")
add("de-t10", "Wir sind ein Architekturbüro und haben gerade ein Mehrfamilienhaus in Consdorf fertiggestellt. Für unsere Website und einen Wettbewerb brauchen wir professionelle Außen- und Innenaufnahmen bei gutem Licht, gerne auch mit Drohne. Die Bewohner ziehen im Februar ein, bis dahin müssten die Bilder gemacht sein.",
    "photography", "Consdorf", "Consdorf", not_place=("einen",), kind="c", nu="U", situation="architecture firm needs interior, exterior and drone shots of a finished building, Consdorf")
add("de-t11", "Wir sind ein Sportverein mit Vereinsheim in Waldbillig. Inzwischen sind so viele Schlüssel im Umlauf, dass niemand mehr weiß, wer wo reinkommt, und letzten Monat fehlte Geld aus der Kasse. Wir möchten eine Schließanlage mit neuen Zylindern für alle zwölf Türen. Welcher Schlüsseldienst macht so etwas?",
    "locksmith", "Waldbillig", "Waldbillig", kind="c", nu="N", situation="sports club wants a master-key system with new cylinders for 12 doors, Waldbillig")
add("de-t12", "Wir überlegen, unsere alte Terrasse aus Douglasie von 2012 zu ersetzen. Lohnt sich nochmal Holz, etwa Lärche oder Bangkirai, oder ist WPC auf Dauer besser? Die Terrasse liegt nach Norden und ist oft feucht. Was kostet so etwas pro Quadratmeter ungefähr? Haus in Merl, direkt am Park.",
    "carpentry", "Luxembourg", "Merl", not_place=("Holz",), kind="d", nu="U", situation="replace a north-facing Douglas fir deck: wood or composite, price per m2, Merl")
add("de-t13", "Wir möchten unsere Doppelgarage in Howald in ein kleines Studio für meine Mutter umbauen, die nach dem Tod meines Vaters aus Hamm zu uns zieht. Geplant sind Duschbad, Küchenzeile und Fußbodenheizung. Braucht man dafür eine Baugenehmigung, und wie lange dauert so ein Umbau realistisch? Mit welchen Kosten muss man grob rechnen?",
    "renovation", "Hesperange", "Howald", distractors=("Hamm",), kind="d", nu="U", situation="convert a double garage into a studio for a mother moving from Hamm (Germany): permit, duration, cost, Howald")
add("de-t14", "Unser Wohnzimmer ist sechs Meter lang und nur drei Meter breit, mit Fenster nur an der Schmalseite. Egal wie wir die Möbel stellen, es wirkt wie ein Schlauch. Würde ein Innenarchitekt da wirklich etwas rausholen, oder ist das rausgeschmissenes Geld? Wohnung in Senningerberg.",
    "interior-design", "Niederanven", "Senningerberg", kind="d", nu="N", situation="long narrow living room feels like a corridor: is an interior designer worth it, Senningerberg")
add("de-t15", "Wir fahren im Februar für drei Wochen weg. Kann man über Ihre Plattform auch jemanden finden, der täglich nach unseren zwei Katzen schaut und die Post reinholt? Oder ist das nur für Handwerker? Was zahlt man dafür üblicherweise pro Besuch?",
    None, None, None, kind="d", nu="U", situation="cat sitting and mail collection for three weeks (not a listed trade)")

# ---------------- English ----------------
add("en-s01", "Ants coming up between the kitchen floor tiles every single morning and the supermarket bait boxes did nothing, house in Sandweiler, can someone come this week?",
    "pest-control", "Sandweiler", "Sandweiler", situation="ants coming up through kitchen floor every morning, Sandweiler")
add("en-s02", "Need someone to move our small Shopify store to WooCommerce and keep the 300 product pages and the SEO intact.",
    "web-development", None, None, situation="migrate a Shopify store to WooCommerce keeping SEO")
add("en-s03", "Looking for an electrician to add four double sockets and a network point in my home office in Steinsel, ideally before the 15th.",
    "electrical", "Steinsel", "Steinsel", situation="extra sockets and a network outlet in a home office, Steinsel")
add("en-s04", "Can someone grind out a huge tree stump in our front garden in Contern and reseed the grass afterwards?",
    "gardening", "Contern", "Contern", not_place=("grass",), situation="grind a large tree stump and reseed lawn, Contern")
add("en-s05", "I need a lawyer who speaks English to review the shareholder agreement for the startup I'm joining as co-founder.",
    "legal", None, None, situation="review a shareholder agreement before joining a startup")
add("en-s06", "Moving from Walferdange to Dublin in April with about 25 boxes plus a sofa and a bike, need packing and shipping quotes!",
    "moving", "Walferdange", "Walferdange", distractors=("Dublin",), situation="international move from Walferdange to Dublin")
add("en-s07", "our tumble dryer runs for 2 hours and the clothes still come out wet, it's a Siemens heat pump dryer, postcode L-5445",
    "appliance-repair", "Schengen", "L-5445", situation="heat-pump tumble dryer leaves clothes wet, postcode only (Schengen)")
add("en-s08", "Weekly cleaning for our 3-bedroom house in Schuttrange on Tuesdays, we have two dogs so pet hair is a big thing 🐶",
    "cleaning", "Schuttrange", "Schuttrange", situation="weekly house cleaning with lots of dog hair, Schuttrange")
add("en-s09", "Looking for an English-Luxembourgish interpreter for a meeting with the school about my son's orientation next Thursday.",
    "translation", None, None, situation="interpreter for a school orientation meeting")
add("en-s10", "Quote to replace our 1994 oil boiler with a heat pump in Weiler-la-Tour please, house is 160 m2 with radiators, not underfloor.",
    "heating", "Weiler-la-Tour", "Weiler-la-Tour", situation="replace a 1994 oil boiler with a heat pump, radiators, Weiler-la-Tour")
add("en-t01", "Every time someone turns off a tap there's a loud bang in the walls, like someone hitting the pipes with a hammer. It started after the water company did works on our street in October. Last night it woke the baby twice. We rent a flat in Belair, third floor.",
    "plumbing", "Luxembourg", "Belair", kind="a", nu="U", situation="loud banging in pipes when taps close (water hammer) since street works, Belair")
add("en-t02", "After the heavy snow there's a row of icicles hanging from one corner of the house, and water is running down the inside of the living room wall right below it. From the garden we can see the gutter has bent and a few tiles up there have shifted. We're in Lorentzweiler, the house with the red fence.",
    "roofing", "Lorentzweiler", "Lorentzweiler", kind="a", nu="U", situation="after snow, bent gutter and shifted roof tiles, water inside wall, Lorentzweiler")
add("en-t03", "Something has dug a tunnel under our garden shed and the compost heap is full of holes. Yesterday evening my son saw a big brown animal with a long bare tail run along the fence. We keep chickens and I'm worried about their feed. House in Itzig, near the school.",
    "pest-control", "Hesperange", "Itzig", kind="a", nu="U", situation="burrows under shed, compost holes, animal with long bare tail (rats), Itzig")
add("en-t04", "Our landlord told us the hallway was done in washable paint, so we could just scrub the marks off. Now there are shiny patches and the colour has come off wherever we scrubbed. He wants it fixed before the handover inspection on the 28th. Apartment in Strassen, hallway and staircase only, roughly 35 m2 of wall.",
    "painting", "Strassen", "Strassen", kind="b", nu="U", situation="scrubbed hallway walls on landlord's advice, patchy paint to fix before handover, Strassen")
add("en-t05", "Our neighbour Walter told me to fill the cracks in our garden retaining wall with expanding foam and paint over them. Six months later the wall is bulging and pushing the fence out. I think I need a proper mason before it ends up in the neighbour's driveway. We live in Lintgen.",
    "masonry", "Lintgen", "Lintgen", not_place=("Walter",), kind="b", nu="N", situation="cracked retaining wall filled with foam on neighbour's advice now bulging, Lintgen")
add("en-t06", "My father-in-law insisted we could tile the new shower in our house in Arlon ourselves with normal adhesive and no waterproofing underneath. Three months in, the tiles near the tray sound hollow and there's a damp patch on the kitchen ceiling below. We'd like the whole shower redone properly. Do you have anyone who works on the Belgian side?",
    "tiling", "abroad", "Arlon", kind="b", nu="U", situation="DIY shower tiling without waterproofing leaks, redo needed, house in Arlon (Belgium)")
add("en-t07", "The guy at the flooring shop said I could lay the new oak boards straight onto the old carpet underlay to save time. Now half the boards have gaps you can slide a coin into and it creaks everywhere. I'd like a carpenter to take it all up and lay it properly. It's a bungalow in Leudelange, living and dining room, about 40 m2.",
    "carpentry", "Leudelange", "Leudelange", kind="b", nu="N", situation="oak floor laid on carpet underlay on shop's advice now gapped and creaking, Leudelange")
add("en-t08", "My husband and I opened a bike repair shop in May as a SARL-S. The bank now wants our first-year accounts and so far we've only kept receipts in a shoebox. We need an accountant who can sort out the bookkeeping and prepare the annual accounts. Can you recommend someone who speaks English?",
    "accounting", None, None, kind="c", nu="N", situation="new bike shop needs bookkeeping and first annual accounts")
add("en-t09", "I manage a small dental lab with eight staff. Since Monday nobody can open the shared folders on the NAS and the scanner just says destination not found. The person who set everything up moved back to Portugal last year. We're in Mondorf-les-Bains and can't work like this for long.",
    "it-support", "Mondorf-les-Bains", "Mondorf-les-Bains", distractors=("Portugal",), kind="c", nu="U", situation="dental lab: shared NAS folders and scan-to-folder broken, Mondorf-les-Bains")
add("en-t10", "We're a real estate agency and our usual photographer is on maternity leave. We have six properties to shoot in the next two weeks, the first one a penthouse in Remich with a terrace over the river. We need wide-angle interiors and a few twilight exteriors. Could you send us a photographer's rates per property?",
    "photography", "Remich", "Remich", kind="c", nu="N", situation="estate agency needs property photos, first a penthouse in Remich")
add("en-t11", "I run a coworking space with 40 members. Two people left without returning their keys and we think one fob was copied. We'd like the entrance locks changed to something electronic we can manage from a phone, and the bill can go to the company. Building in Capellen, ground floor.",
    "locksmith", "Mamer", "Capellen", not_place=("bill",), kind="c", nu="U", situation="coworking space wants entrance locks changed to phone-managed electronic access, Capellen")
add("en-t12", "We're thinking of putting PV panels on the roof of our barn in Bous, roughly 120 m2 facing south. Are there still government subsidies for that in Luxembourg, and who usually handles the paperwork? How long is the waiting time at the moment?",
    "solar", "Bous-Waldbredimus", "Bous", distractors=("Luxembourg",), kind="d", nu="U", situation="PV on a barn roof: subsidies, paperwork, waiting time, Bous")
add("en-t13", "We just bought an old farmhouse in Greiveldange with a barn attached. The idea is to turn the barn into a kitchen and living space, which means new floors, windows, plumbing, electrics and heating. Roughly what budget per square metre should we expect, and how long would a project like that take? We still live in Brussels and fly into Findel most weekends.",
    "renovation", "Stadtbredimus", "Greiveldange", distractors=("Brussels", "Findel"), kind="d", nu="U", situation="convert an attached barn into kitchen and living space: budget per m2 and duration, Greiveldange")
add("en-t14", "I'm opening a small wine bar in Luxembourg City in spring, 60 m2 in one long narrow room. Would it make sense to hire an interior designer for the layout and lighting, or can the shopfitter handle that? What does an interior designer usually charge for a space this size?",
    "interior-design", "Luxembourg", "Luxembourg City", kind="d", nu="N", situation="wine bar: is an interior designer worth it for layout and lighting, fees, Luxembourg City")
add("en-t15", "My car failed the roadworthiness test because of the front brake discs. Does anyone on here do car repairs, or is it only for houses? How much should discs and pads cost on a 2017 Golf? I'd rather not go back to the garage that did the test.",
    None, None, None, kind="d", nu="U", situation="car brake discs and pads after failed inspection (not a listed trade)")

# ---------------- Portuguese ----------------
add("pt-s01", "Preciso de uma senhora para fazer a limpeza do escritório da nossa firma em Bettembourg às sextas depois das 17h, são uns 80 m2.",
    "cleaning", "Bettembourg", "Bettembourg", situation="Friday evening office cleaning, 80 m2, Bettembourg")
add("pt-s02", "Rebentou um cano lá fora na parede da garagem com o gelo e está a jorrar água, já fechei a torneira geral, moro em Kayl!",
    "plumbing", "Kayl", "Kayl", situation="outside pipe on garage wall burst in the frost, main valve closed, Kayl")
add("pt-s03", "Preciso de um advogado que fale português porque o senhorio não me devolve a caução de três meses e já saí do apartamento em setembro.",
    "legal", None, None, situation="landlord keeps a three-month rent deposit after move-out")
add("pt-s04", "Quanto custa mudar o quadro elétrico antigo com fusíveis de porcelana por um novo com disjuntores, casa em Rumelange?",
    "electrical", "Rumelange", "Rumelange", situation="replace an old porcelain-fuse board with breakers, price, Rumelange")
add("pt-s05", "Alguém que faça a declaração de impostos de um casal com dois filhos, eu trabalho na construção e a minha mulher nas limpezas?",
    "accounting", None, None, situation="income tax return for a couple with two children")
add("pt-s06", "Queria um orçamento para pintar a fachada e as portadas da casa em Schifflange antes do verão.",
    "painting", "Schifflange", "Schifflange", situation="quote to paint facade and shutters before summer, Schifflange")
add("pt-s07", "Mudança de Esch-sur-Alzette para Viseu em julho, só umas caixas, uma arca e uma mota, apartamento perto da gare, alguém faz transporte para Portugal?",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=("Viseu", "Portugal"), not_place=("gare",), situation="small move from Esch-sur-Alzette to Viseu (Portugal) with a motorbike")
add("pt-s08", "Alguém conhece uma escola de condução que dê as aulas em português para tirar a carta?",
    None, None, None, situation="driving school teaching in Portuguese (not a listed trade)")
add("pt-s09", "a fechadura do portão da garagem partiu e o carro ficou lá dentro, tenho de ir trabalhar amanhã às 6 e estou em roeser",
    "locksmith", "Roeser", "roeser", situation="garage door lock broken with the car inside, Roeser in lower case")
add("pt-s10", "O exaustor da cozinha deixou de aspirar e faz um barulho de rolamento, é da Teka e moro em L-3912.",
    "appliance-repair", "Mondercange", "L-3912", situation="cooker hood no longer extracts and bearing noise, postcode only (Mondercange)")
add("pt-t01", "Desde ontem à noite os aquecedores estão todos frios e não há água quente. A caldeira a gás faz clic clic três vezes e depois apaga-se, não aparece código nenhum. Temos um bebé de dois meses em casa. Moramos em Rodange, perto da fronteira.",
    "heating", "Pétange", "Rodange", kind="a", nu="U", situation="gas boiler clicks three times and goes out, no heat or hot water, baby at home, Rodange")
add("pt-t02", "No muro de pedra que separa o nosso quintal da rua, as pedras de cima estão soltas e algumas já caíram para o passeio. Entre as pedras a argamassa desfaz-se em pó. Tenho medo que caia em cima de alguma criança quando passam para a escola. A casa é em Frisange.",
    "masonry", "Frisange", "Frisange", kind="a", nu="U", situation="stone boundary wall with loose top stones and crumbling mortar, Frisange")
add("pt-t03", "Há umas semanas começámos a ver baratas pequenas e castanhas na cozinha, à noite, quando acendemos a luz. Agora aparecem também atrás da máquina do café e dentro do armário das panelas. Já limpámos tudo com lixívia e continuam. Moramos num prédio antigo em Hollerich, no segundo andar.",
    "pest-control", "Luxembourg", "Hollerich", kind="a", nu="U", situation="small brown cockroaches in the kitchen at night, Hollerich")
add("pt-t04", "O meu cunhado disse que as telhas partidas não tinham importância porque há uma lona por baixo. Este inverno apareceu uma mancha de humidade no teto do quarto da minha filha e agora pinga quando chove muito. Subi ao sótão e a madeira perto da chaminé está molhada. Casa em Reckange-sur-Mess, precisamos de alguém rápido.",
    "roofing", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="b", nu="U", situation="broken roof tiles ignored on brother-in-law's advice, now dripping into bedroom, Reckange-sur-Mess")
add("pt-t05", "Um vizinho aconselhou-nos a pôr o mosaico da cozinha diretamente por cima do soalho de madeira antigo. Passado um mês já há três mosaicos rachados e as juntas estão a soltar-se. Agora queremos fazer bem feito, nem que seja preciso tirar tudo. Procuro um ladrilhador (carreleur) para uns 15 m2 em Dudelange.",
    "tiling", "Dudelange", "Dudelange", kind="b", nu="N", situation="kitchen tiles laid on old wooden floor on neighbour's advice are cracking, Dudelange")
add("pt-t06", "Comprámos uma casa antiga em Villerupt, do lado francês, porque em Esch as rendas estão impossíveis. O antigo dono disse que bastava pintar e mudar a cozinha. Quando tirámos o papel das paredes apareceu humidade, a instalação elétrica é dos anos 60 e o chão da casa de banho está podre. Precisamos de quem trate da obra toda: canalização, eletricidade, chão e paredes. Vocês trabalham em França?",
    "renovation", "abroad", "Villerupt", distractors=("Esch",), kind="b", nu="U", situation="old house in Villerupt (France) needs full renovation, seller said paint would do")
add("pt-t07", "Um amigo disse-me para regar o relvado com lixívia diluída para acabar com as ervas daninhas. Duas semanas depois a relva está toda queimada às manchas castanhas e as ervas continuam lá. Queria um jardineiro que recupere o relvado, são uns 200 m2. É em Lenningen, ao pé da igreja.",
    "gardening", "Lenningen", "Lenningen", kind="b", nu="N", situation="lawn burnt by diluted bleach used as weedkiller on a friend's advice, Lenningen")
add("pt-t08", "Temos um pequeno talho em Niederkorn com duas caixas. Desde a semana passada o computador do escritório está lentíssimo, aparecem janelas de publicidade e a balança já não comunica com a caixa registadora. O meu filho acha que é um vírus. Preciso de alguém que venha ver isto ao fim do dia.",
    "it-support", "Differdange", "Niederkorn", kind="c", nu="U", situation="butcher shop: office PC slow with pop-ups, scale no longer talks to the till, Niederkorn")
add("pt-t09", "Temos uma empresa de construção com 12 trabalhadores e nunca tivemos site, só uma página no Facebook. Os clientes luxemburgueses pedem sempre para ver trabalhos feitos. Queria um site simples com fotos das obras, formulário para pedir orçamento e em três línguas. Há algum webdesigner que faça isso e diga quanto custa?",
    "web-development", None, None, kind="c", nu="N", situation="construction company needs a simple trilingual website with project photos and quote form")
add("pt-t10", "A nossa associação portuguesa organiza todos os anos a festa de Fátima e este ano a comuna pediu o dossier de segurança em francês. Temos tudo escrito em português, são umas 20 páginas, com o plano de evacuação e a lista de voluntários. Precisamos disto até ao fim de março.",
    "translation", None, None, kind="c", nu="U", situation="association must submit a 20-page safety file in French, written in Portuguese")
add("pt-t11", "Abrimos um ginásio de crossfit em Dalheim há dois meses. Até agora éramos nós que limpávamos tudo ao domingo, mas já não dá. Precisamos de uma empresa de limpeza que venha três vezes por semana às 6h da manhã, balneários incluídos. Quanto é que isso costuma custar?",
    "cleaning", "Dalheim", "Dalheim", kind="c", nu="N", situation="new crossfit gym needs early-morning cleaning three times a week, Dalheim")
add("pt-t12", "Queria saber se vale a pena mandar fazer por medida uma cama em mezanino para o quarto do meu filho, o teto tem 3,10 m. Ou é melhor comprar uma no IKEA e montar? Quanto custa mais ou menos uma feita em madeira maciça? Moramos em Alzingen.",
    "carpentry", "Hesperange", "Alzingen", kind="d", nu="U", situation="made-to-measure loft bed in solid wood vs flat-pack, price, Alzingen")
add("pt-t13", "Um colega de trabalho pôs painéis na varanda, daqueles pequenos de 800 W que se ligam à tomada. Isso é permitido no Luxemburgo num apartamento alugado? Vale a pena, ou é melhor falar com um instalador de painéis solares para o prédio todo? Moro em Esch-sur-Alzette, num quarto andar virado a sul.",
    "solar", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=("Luxemburgo",), kind="d", nu="N", situation="are plug-in balcony solar panels allowed in a rented flat, or whole-building PV, Esch-sur-Alzette")
add("pt-t14", "A minha mãe faz 80 anos em abril e vamos juntar a família toda, vêm primos de França e do Brasil. Vale a pena contratar alguém para tirar fotos durante a festa e fazer um álbum, ou chega o telemóvel? Quanto se paga por umas três horas? A festa é numa sala na cidade do Luxemburgo.",
    "photography", "Luxembourg", "Luxemburgo", kind="d", nu="U", situation="mother's 80th birthday party photos and album: worth it, price for three hours, Luxembourg City")
add("pt-t15", "Comprámos um apartamento novo em Zolwer, ainda sem nada lá dentro. A sala e a cozinha são abertas e não sabemos que cores usar nem onde pôr a mesa e o sofá sem ficar apertado. Vale a pena pagar a alguém para fazer um plano, ou as lojas de móveis fazem isso de graça? Quanto costuma custar?",
    "interior-design", "Sanem", "Zolwer", kind="d", nu="U", situation="empty new flat: colours and furniture layout for open living-kitchen, worth paying, Soleuvre (lb name)")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, dopo il temporale di ieri sono volate via alcune tegole dal tetto di casa a Colmar-Berg, potete venire almeno a coprire con un telo?",
    "roofing", "Colmar-Berg", "Colmar-Berg", situation="storm blew tiles off the roof, needs emergency tarp, Colmar-Berg")
add("it-s02", "Cerco qualcuno che rifaccia il sito della mia scuola di musica con le iscrizioni online e il pagamento delle rette.",
    "web-development", None, None, situation="music school website with online enrolment and fee payment")
add("it-s03", "Lo scarico della doccia è lentissimo e l'acqua arriva alle caviglie, abitiamo a Bissen, chi può venire sabato?",
    "plumbing", "Bissen", "Bissen", situation="very slow shower drain, Bissen")
add("it-s04", "Vorrei un preventivo per una scala in rovere massiccio che porti al soppalco, casa a Heffingen.",
    "carpentry", "Heffingen", "Heffingen", situation="solid oak staircase up to a mezzanine, Heffingen")
add("it-s05", "Mi serve la traduzione in tedesco del manuale d'uso della nostra macchina da caffè professionale, circa 40 pagine.",
    "translation", None, None, situation="translate a 40-page espresso-machine manual into German")
add("it-s06", "cerco giardiniere per progettare il giardino davanti alla casa nuova a larochette, terreno in pendenza di circa 300 m2",
    "gardening", "Larochette", "larochette", situation="design a sloping 300 m2 front garden, Larochette in lower case")
add("it-s07", "Cercasi sarta per accorciare le maniche di un cappotto e sistemare l'orlo di un abito da cerimonia ricamato con le perle.",
    None, None, None, not_place=("perle",), situation="tailor to shorten coat sleeves and hem a beaded dress (not a listed trade)")
add("it-s08", "Ho bisogno di un avvocato per un incidente stradale in cui l'altra assicurazione non vuole pagare i danni alla mia macchina.",
    "legal", None, None, situation="lawyer for a car accident where the other insurer refuses to pay")
add("it-s09", "L'interruttore del bagno fa scintille quando lo accendo e adesso la luce non va più, Nommern, urgente per favore.",
    "electrical", "Nommern", "Nommern", situation="bathroom switch sparks and light no longer works, Nommern")
add("it-s10", "Trasloco da Mertzig a Lussemburgo città a fine mese, bilocale al piano terra senza mobili pesanti.",
    "moving", "Mertzig", "Mertzig", distractors=("Lussemburgo",), situation="two-room move from Mertzig to Luxembourg City")
add("it-t01", "Da quando abbiamo comprato casa a Gilsdorf, i termosifoni del piano terra si scaldano solo se alziamo la temperatura al massimo. La caldaia sembra funzionare, ma i tubi che vanno verso i radiatori sono appena tiepidi e dalla pompa si sente un ronzio continuo. La bolletta del gasolio di gennaio è stata di 600 euro.",
    "heating", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="ground-floor radiators barely warm, humming circulation pump, high oil bill, Gilsdorf")
add("it-t02", "In cucina e nella dispensa ci sono delle piccole farfalline grigie che volano la sera. Oggi ho aperto un pacco di farina e c'erano dei filamenti bianchi e delle larve. Abbiamo già buttato tutto, ma dopo qualche giorno ricompaiono. Abitiamo a Ettelbruck, vicino all'ospedale.",
    "pest-control", "Ettelbruck", "Ettelbruck", kind="a", nu="U", situation="small grey moths and larvae in flour (pantry moths), Ettelbruck")
add("it-t03", "Nel bagno del piano di sopra, tre piastrelle del pavimento si sono sollevate di colpo durante la notte con un rumore secco, come se fossero esplose. Adesso formano una punta e la porta non si chiude più. Le fughe intorno sono tutte crepate. Casa a Ingeldorf, costruita nel 2015.",
    "tiling", "Erpeldange-sur-Sûre", "Ingeldorf", kind="a", nu="U", situation="floor tiles suddenly tented up with a bang, grout cracked, Ingeldorf")
add("it-t04", "Mia suocera mi ha consigliato di dipingere il soffitto della cucina con la vernice lucida, perché così si pulisce meglio. Adesso si vede ogni imperfezione, le luci fanno dei riflessi a strisce e in un angolo la pittura si stacca a scaglie. Vorrei rifarlo come si deve, opaco, sono circa 25 m2. Casa a Feulen.",
    "painting", "Feulen", "Feulen", kind="b", nu="U", situation="gloss paint on kitchen ceiling on mother-in-law's advice shows flaws and flakes, Feulen")
add("it-t05", "Il perito che ha fatto la stima della casa ci aveva detto che la crepa nel muro portante della cantina era solo estetica e bastava stuccarla. Un anno dopo la crepa si è riaperta, è larga un dito e si vede anche da fuori sull'intonaco. Cerchiamo un muratore serio che valuti e ripari, a Schieren.",
    "masonry", "Schieren", "Schieren", kind="b", nu="N", situation="crack in load-bearing cellar wall, surveyor said cosmetic, reopened, Schieren")
add("it-t06", "Il vicino mi ha detto di togliere il muschio dal tetto con l'idropulitrice ad alta pressione, e l'ho fatto. Adesso con la prima pioggia forte c'è acqua in soffitta e diverse tegole sembrano spostate o crepate. Forse ho rovinato tutto. Abitiamo a Reisdorf, casa su due piani.",
    "roofing", "Reisdorf", "Reisdorf", kind="b", nu="U", situation="roof pressure-washed against moss on neighbour's advice, now leaking, Reisdorf")
add("it-t07", "Abitiamo a Hettange-Grande, in Francia, ma lavoriamo tutti e due in Lussemburgo. Un amico ci ha detto che il frigorifero nuovo si poteva accendere subito anche se l'avevamo trasportato sdraiato in macchina. Da allora il congelatore non raffredda e il motore fa un rumore strano. Potete mandare qualcuno anche in Francia?",
    "appliance-repair", "abroad", "Hettange-Grande", distractors=("Lussemburgo",), kind="b", nu="U", situation="fridge-freezer switched on right after lying flat in transport, freezer not cold, Hettange-Grande (France)")
add("it-t08", "Siamo un ristorante italiano con nove dipendenti e il nostro commercialista va in pensione a fine anno. Cerchiamo un nuovo studio che segua contabilità, buste paga e bilancio, possibilmente qualcuno che parli italiano. Quanto costa di solito al mese per un'attività come la nostra?",
    "accounting", None, None, kind="c", nu="N", situation="restaurant needs a new accountant for books, payroll and annual accounts")
add("it-t09", "Abbiamo una piccola scuola di lingue con quattro aule. La stampante multifunzione non manda più le scansioni via email da quando è cambiato qualcosa con le password, e due portatili degli insegnanti non si collegano al proiettore. Le lezioni ricominciano lunedì. La scuola è a Mersch, in centro.",
    "it-support", "Mersch", "Mersch", kind="c", nu="U", situation="language school: scan-to-email broken, laptops won't connect to projectors, Mersch")
add("it-t10", "Gestiamo quattro appartamenti per le vacanze a Bourscheid e tra un ospite e l'altro non riusciamo più a fare tutto da soli. Ci servirebbe qualcuno che cambi la biancheria e pulisca a fondo il sabato mattina, da aprile a ottobre. Pagamento con fattura.",
    "cleaning", "Bourscheid", "Bourscheid", kind="c", nu="U", situation="holiday flats need Saturday turnover cleaning and linen change, Bourscheid")
add("it-t11", "Siamo un piccolo caseificio a Schoos e stiamo preparando il nuovo catalogo per i supermercati. Ci serve un fotografo per le foto dei formaggi su fondo bianco e qualche immagine in stalla con le mucche. Possiamo fare tutto in una giornata.",
    "photography", "Fischbach", "Schoos", kind="c", nu="N", situation="small dairy needs product and barn photos for a catalogue, Schoos")
add("it-t12", "Dopo il furto nel palazzo accanto sto pensando di cambiare la serratura della porta d'ingresso. Conviene un cilindro europeo di sicurezza o una serratura elettronica con codice? Un fabbro mi ha chiesto 400 euro, è un prezzo normale? Abito a Limpertsberg, al quarto piano.",
    "locksmith", "Luxembourg", "Limpertsberg", kind="d", nu="N", situation="after a burglary next door: security cylinder or keypad lock, is 400 euros normal, Limpertsberg")
add("it-t13", "Abbiamo una casa a schiera degli anni 70 a Tuntange. Vorremmo unire cucina e soggiorno abbattendo un muro e rifare pavimenti, impianto elettrico e bagno. Conviene fare tutto insieme mentre stiamo in affitto altrove, o un pezzo alla volta abitandoci dentro? Quanto tempo ci vuole in media?",
    "renovation", "Helperknapp", "Tuntange", kind="d", nu="U", situation="1970s terraced house refurbishment: all at once while renting elsewhere or in stages, Tuntange")
add("it-t14", "Abbiamo una casa a Diekirch con il tetto in ardesia del 1995. Ci hanno detto che prima di mettere i pannelli fotovoltaici bisognerebbe rifare il tetto. È vero? Un installatore fotovoltaico può valutare se il tetto regge ancora vent'anni?",
    "solar", "Diekirch", "Diekirch", kind="d", nu="N", situation="must a 1995 slate roof be redone before PV, can the PV installer judge it, Diekirch")
add("it-t15", "Abbiamo comprato un appartamento a Cents e il soggiorno è buio, con una sola finestra a nord. Vorremmo capire come disporre i mobili, che colori usare e che tipo di luci mettere per renderlo più luminoso. Ha senso chiedere a un professionista o basta un consiglio in negozio? Quanto costa una consulenza di qualche ora?",
    "interior-design", "Luxembourg", "Cents", kind="d", nu="U", situation="dark north-facing living room: furniture, colours, lighting, worth a consultation, Cents")

# ---------------- Spanish ----------------
add("es-s01", "Necesito a alguien que pode los dos sauces grandes del jardín antes de que lleguen las tormentas, casa en Beckerich.",
    "gardening", "Beckerich", "Beckerich", situation="prune two large willows before the storms, Beckerich")
add("es-s02", "¿Alguien que lleve la contabilidad de una sociedad pequeña de importación de vinos, con unas 40 facturas al mes?",
    "accounting", None, None, situation="bookkeeping for a small wine-import company")
add("es-s03", "Busco alicatador para poner azulejo en la pared de la cocina entre los muebles, unos 6 m2, vivo en Redange.",
    "tiling", "Redange", "Redange", situation="tile a kitchen backsplash of 6 m2, Redange")
add("es-s04", "Nos han aparecido pececillos de plata por todo el baño y el pasillo, piso en Bettborn, ¿se puede tratar?",
    "pest-control", "Préizerdaul", "Bettborn", situation="silverfish in bathroom and hallway, Bettborn")
add("es-s05", "Busco abogado que hable español para un divorcio de mutuo acuerdo con una casa y dos hijos de por medio.",
    "legal", None, None, situation="lawyer for an amicable divorce with a house and two children")
add("es-s06", "¿Cuánto cuesta poner placas solares térmicas para el agua caliente en una casa de cuatro personas, código postal L-8706?",
    "solar", "Useldange", "L-8706", situation="price of solar thermal hot water for a family of four, postcode only (Useldange)")
add("es-s07", "me he dejado las llaves dentro del coche y las de casa también, estoy en la puerta en ell con el niño, alguien urgente??",
    "locksmith", "Ell", "ell", situation="locked out of the house with a child, keys in the car, Ell in lower case")
add("es-s08", "Quiero montar una tienda online para vender cerámica hecha a mano, con envíos a toda Europa y pago con tarjeta.",
    "web-development", None, None, situation="online shop for handmade ceramics with card payment")
add("es-s09", "Busco limpieza de cristales para una casa con muchas ventanas y una galería acristalada en Vichten, una vez al trimestre.",
    "cleaning", "Vichten", "Vichten", situation="quarterly window cleaning including a glazed veranda, Vichten")
add("es-s10", "¿Alguien da clases de guitarra flamenca a domicilio para un niño de 10 años?",
    None, None, None, situation="flamenco guitar lessons at home for a child (not a listed trade)")
add("es-t01", "Desde hace una semana, cada vez que tiramos de la cadena en el baño de arriba, sube agua con mal olor por el desagüe de la ducha de abajo. Hoy ya ha salido también por el sumidero del sótano. Los vecinos de al lado dicen que ellos no tienen nada. Vivimos en Pfaffenthal, casa antigua.",
    "plumbing", "Luxembourg", "Pfaffenthal", kind="a", nu="U", situation="flushing upstairs pushes foul water up the downstairs shower drain, Pfaffenthal")
add("es-t02", "La placa de inducción se apaga sola a los pocos segundos cuando pongo la sartén grande, y las ollas pequeñas a veces ni las detecta. Ya probamos con otras sartenes y pasa lo mismo. Es una placa Balay de 2020. Vivimos en Esch-sur-Sûre, al lado del puente.",
    "appliance-repair", "Esch-sur-Sûre", "Esch-sur-Sûre", kind="a", nu="U", situation="induction hob switches off and fails to detect pans, Esch-sur-Sûre")
add("es-t03", "Cuando llueve con viento del oeste entra agua alrededor de la chimenea y gotea en el desván. Desde fuera se ve que la chapa de plomo que rodea la chimenea está levantada y doblada. El año pasado no pasaba. La casa está en Arsdorf.",
    "roofing", "Rambrouch", "Arsdorf", kind="a", nu="U", situation="lead flashing around chimney lifted, water into the loft in westerly rain, Arsdorf")
add("es-t04", "Vivimos en Athus, justo al otro lado de la frontera belga. Un conocido muy manitas nos instaló un enchufe en la terraza con cable normal de interior, y cuando llueve salta todo el rato el diferencial. Ahora además el enchufe está quemado por dentro. ¿Tenéis a alguien que trabaje también en Bélgica?",
    "electrical", "abroad", "Athus", kind="b", nu="U", situation="outdoor socket wired with indoor cable by a handyman acquaintance trips RCD and burnt, Athus (Belgium)")
add("es-t05", "El de la tienda de pinturas nos dijo que para el baño bastaba con pintura plástica normal. A los tres meses la pintura del techo se está pelando a tiras encima de la ducha. Queremos que un pintor lo rasque y lo pinte con algo que aguante la humedad. Es un piso en Dommeldange, baño de unos 6 m2.",
    "painting", "Luxembourg", "Dommeldange", kind="b", nu="N", situation="ordinary paint on bathroom ceiling peeling on paint-shop advice, Dommeldange")
add("es-t06", "Mi vecino me aconsejó plantar bambú para tapar la vista a la carretera porque crece rápido. Cinco años después ha salido por todo el césped, ha levantado las losas del camino y ya está pasando al jardín de al lado. Necesito que alguien lo saque con raíces y todo y plante otra cosa. Estamos en Saeul, jardín de unos 600 m2.",
    "gardening", "Saeul", "Saeul", kind="b", nu="U", situation="invasive bamboo planted on neighbour's advice must be removed with roots, Saeul")
add("es-t07", "El constructor que nos hizo la ampliación dijo que no hacía falta junta de dilatación entre la casa vieja y la nueva. Ahora hay una grieta vertical a lo largo de toda la unión, por dentro y por fuera, y cuando llueve entra humedad. Queremos que un albañil independiente lo mire y lo arregle. Vivimos en Grosbous.",
    "masonry", "Groussbus-Wal", "Grosbous", kind="b", nu="N", situation="crack along the joint between old house and extension built without expansion joint, Grosbous")
add("es-t08", "Somos una pequeña empresa de software del Born, en Barcelona, y vamos a abrir una oficina en Luxemburgo. Necesitamos traducir al francés y al alemán los contratos de trabajo y el reglamento interno, unas 35 páginas en total. También buscamos un intérprete para la cita con el notario. ¿Podéis darnos un presupuesto?",
    "translation", None, None, distractors=("Born", "Barcelona", "Luxemburgo"), kind="c", nu="N", situation="software company opening an office translates contracts and needs a notary interpreter")
add("es-t09", "Tenemos una pequeña clínica veterinaria en Mamer. Desde el corte de luz del domingo, el servidor donde guardamos las fichas de los pacientes no arranca y hace pitidos. No sabemos si las copias de seguridad funcionaban. Necesitamos que alguien venga hoy mismo si es posible.",
    "it-support", "Mamer", "Mamer", kind="c", nu="U", situation="vet clinic server won't boot after power cut, backups uncertain, Mamer")
add("es-t10", "Somos una gestoría con 14 personas y en marzo nos cambiamos de oficina de Strassen a Bertrange. Necesitamos una empresa de mudanzas que lo haga en un fin de semana: mesas, archivadores, un armario ignífugo y la impresora grande. El lunes tenemos que estar trabajando.",
    "moving", "Strassen", "Strassen", distractors=("Bertrange",), kind="c", nu="N", situation="accounting office moves from Strassen to Bertrange over a weekend")
add("es-t11", "Tenemos un hotel rural en Eppeldorf y acabamos de reformar las ocho habitaciones, pero las fotos de la web son de hace diez años. Queremos fotos nuevas de las habitaciones, del restaurante y del valle, y algún vídeo corto con dron. ¿Alguien puede venir en mayo cuando esté todo verde?",
    "photography", "Vallée de l'Ernz", "Eppeldorf", kind="c", nu="U", situation="country hotel needs new room, restaurant and drone photos, Eppeldorf")
add("es-t12", "Tenemos calefacción de gasóleo de 2003 en una casa en Boulaide y el depósito está casi vacío. ¿Merece la pena llenarlo otra vez o cambiar ya a bomba de calor o a pellets? ¿Hay ayudas del Estado? Me gustaría que un instalador de calefacción nos diga qué conviene.",
    "heating", "Boulaide", "Boulaide", kind="d", nu="N", situation="2003 oil heating, tank nearly empty: refill or switch to heat pump or pellets, subsidies, Boulaide")
add("es-t13", "Queremos cambiar las once puertas interiores de la casa, son de los años 80 y muy oscuras, por puertas nuevas de roble con su marco. ¿Merece la pena hacerlas a medida o salen igual las de medida estándar? ¿Y cuánto se tarda en colocarlas? La casa está en Harlange.",
    "carpentry", "Lac de la Haute-Sûre", "Harlange", kind="d", nu="U", situation="replace eleven interior doors with oak doors and frames: made to measure or standard, Harlange")
add("es-t14", "Tenemos un piso de 1970 en Oberkorn con la cocina y el baño originales. ¿Cuánto puede costar reformar los dos a la vez y cuánto tiempo estaríamos sin cocina? ¿Hay que pedir permiso a la comunidad de vecinos?",
    "renovation", "Differdange", "Oberkorn", kind="d", nu="U", situation="refit kitchen and bathroom of a 1970 flat together: cost, time without kitchen, co-owners' permission, Oberkorn")
add("es-t15", "Vamos a abrir una pequeña tienda de ropa infantil en Esch-sur-Alzette, un local de 50 m2 con escaparate. ¿Vale la pena contratar a alguien para el diseño del espacio, la iluminación y los colores, o es un lujo? ¿Qué precio tiene más o menos?",
    "interior-design", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="children's clothes shop: is paying for space, lighting and colour design worth it, Esch-sur-Alzette")
