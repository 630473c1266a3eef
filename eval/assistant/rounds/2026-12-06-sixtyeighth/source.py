MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, bei eis zu Wolz leeft d'Toilette dauernd no an de Spullkaste mécht Kaméidi, kann een dës Woch laanscht kommen?",
    "plumbing", "Wiltz", "Wolz", situation="Toilet cistern keeps running and refilling noisily")
add("lb-s02", "ech hu mech aus menger Wunneng zu Téiteng ausgespaart an de Schlëssel stécht bannen am Schlass, dréngend!!",
    "locksmith", "Kayl", "Téiteng", situation="Locked out, key left in the lock on the inside")
add("lb-s03", "Mir wëllen an der Garage zu Klierf eng Wallbox fir den Elektroauto installéiere loossen (11 kW), wat kascht dat ongeféier?",
    "electrical", "Clervaux", "Klierf", situation="Wallbox for an electric car in the garage, price question")
add("lb-s04", "Sichen een deen eis Terrass zu Diddeleng nei plättelt, ronn 30 m², d'Plättercher hu mer schonn kaaft",
    "tiling", "Dudelange", "Diddeleng", situation="Terrace of 30 m2 to be tiled, tiles already bought")
add("lb-s05", "Brauch de Kafkontrakt fir en Haus a Portugal op Franséisch iwwersat, 12 Säiten, bis Enn vum Mount",
    "translation", None, None, distractors=["Portugal"], situation="House purchase contract to translate into French; the country is not a work place")
add("lb-s06", "Mir hunn zu Béiwen-Atert en neit Haus a wéilten op d'Südsäit vum Daach Photovoltaik mat ongeféier 10 kWc, kënnt Dir eng Offer maachen?",
    "solar", "Helperknapp", "Béiwen-Atert", situation="About 10 kWp of PV on the south side of a new house")
add("lb-s07", "hallo wëll d'Stuff an de Gank zu dikrech nei ustreiche loossen wäiss plafong och wien huet Zäit am Januar",
    "painting", "Diekirch", "dikrech", situation="Voice-typed: living room and hallway to be painted white, ceilings too")
add("lb-s08", "Eisen Trockner (Bosch Serie 6) gëtt zanter gëschter net méi waarm, kann een deen zu Altrier reparéieren?",
    "appliance-repair", "Bech", "Altrier", situation="Tumble dryer no longer heats")
add("lb-s09", "Mir plënneren de 14/03 vu Mäerzeg op Esch-Uelzecht, 3-Zëmmer-Wunneng am 2. Stack ouni Lift, brauche Leit mat Camion",
    "moving", "Mertzig", "Mäerzeg", distractors=["Esch-Uelzecht"], situation="Move of a 3-room flat; labelled at the loading end")
add("lb-s10", "Sicht een deen eisen Hond (Labrador, 4 Joer) vum 20 bis 28 Dezember bei sech ophëlt, mir sinn an der Vakanz an Éisträich 🐶",
    None, None, None, distractors=["Éisträich"], situation="Dog sitter wanted over the holidays (no trade)")
add("lb-t01", "Moien. Mir wunnen zu Stolzebuerg an engem alen Haus. Zanter e puer Wochen fält den Drock um Manometer am Keller ëmmer erëm op 0,5 bar, an ech muss all zweeten Dag Waasser nofëllen, soss ginn d'Radiatoren kal. Et gesäit een awer néierens eng naass Plaz. Wien kann dat kucke kommen?",
    "heating", "Putscheid", "Stolzebuerg", kind="a", nu="U", situation="Central heating loses pressure, must be refilled every other day")
add("lb-t02", "Zanter November héiere mir nuets et kraazt an der Decken iwwert dem Schlofzëmmer. An der Späicherkummer leien elo kleng schwaarz Kréimelen an eng Tut Reis ass ugeknabbert. D'Kaz interesséiert sech guer net dofir. Mir wunnen zu Gonnereng, wie kann eis do hëllefen?",
    "pest-control", "Junglinster", "Gonnereng", kind="a", nu="U", situation="Scratching in the ceiling at night, droppings and gnawed rice bag")
add("lb-t03", "Hei an der Wunneng zu Bouneweg flackert d'Luucht an der Kiche all Kéier wann den Uewen un ass. Haut de Moien huet et no verbrennte Plastik gericht beim Stecker hannert dem Frigo. De Stecker ass och ganz waarm. Ech hu lo d'Sécherung erausgedréckt a weess net wéi weider.",
    "electrical", "Luxembourg", "Bouneweg", kind="a", nu="U", situation="Kitchen light flickers with the oven on, hot socket smelling of burnt plastic")
add("lb-t04", "Bonjour! Eis Gaardemauer zu Fenneng, Bruchsteng an ongeféier 1,20 m héich, hat e klenge Rëss. Den Noper sot, mir sollten dat einfach mat Silikon zoumaachen, an dat hu mer am Summer gemaach. Elo ass de Rëss gutt zwee Zentimeter breet an uewen fält e Steen eraus. Ech mengen mir brauche lo wierklech e Maurer.",
    "masonry", "Bettembourg", "Fenneng", kind="b", nu="N", situation="Crack in a stone garden wall filled with silicone on the neighbour's advice, now widening")
add("lb-t05", "Mäi Schwoer huet gemengt et wier normal, dass d'Dachrënn beim Reen iwwerleeft, dat wier bei alen Haiser esou. Elo leeft d'Waasser d'Fassad erof an et gëtt eng gréng Strof ënnert der Rënn. D'Haus ass zu Miersch, Eckhaus, zwee Stäck. Kann een d'Rënn an d'Fallrouer nokucken an dat a Rei maachen?",
    "roofing", "Mersch", "Miersch", kind="b", nu="U", situation="Gutter overflows in rain, brother-in-law said it was normal, facade now stained")
add("lb-t06", "De Proprietär huet eis gesot, mir sollten déi knaschterend Trap einfach mat Montagekleber fixéieren. Dat hu mer gemaach, mee elo ass eng Trapestuf an der Mëtt gespléckt a wackelt. Et ass eng Eechentrap, ronn 40 Joer al, an engem Haus zu Ettelbréck. Ass et méiglech nëmmen déi eng Stuf ze ersetzen?",
    "carpentry", "Ettelbruck", "Ettelbréck", kind="b", nu="U", situation="Creaking oak stair glued on the landlord's advice, a tread has split")
add("lb-t07", "Meng Mamm wunnt zu Bollendorf, direkt iwwer der Sauer vis-à-vis vun der Bréck. Am Gaardecenter hunn se hir gesot, si soll bei der Hëtzt Rasendünger streeën, an elo ass de ganze Rasen brong a verbrannt. Si ass 82 a packt dat net méi eleng. Kennt dir een deen do de Rasen nei uleet?",
    "gardening", "abroad", "Bollendorf", kind="b", nu="U", situation="Lawn burnt by fertiliser spread in a heatwave on a garden-centre tip; house in Germany")
add("lb-t08", "Mir sinn eng Bäckerei mat dräi Filialen, de Büro ass hannert dem Geschäft zu Esch-Uelzecht. Zanter dem Update vu leschter Woch fënnt kee PC méi den Drécker, an de Wi-Fi fält all hallef Stonn aus. Eis Bestellunge kommen iwwer Mail an dat blockéiert alles. Wien kann dat séier a Rei bréngen?",
    "it-support", "Esch-sur-Alzette", "Esch-Uelzecht", kind="c", nu="U", situation="Bakery back office: PCs lost the printer after an update, Wi-Fi drops")
add("lb-t09", "Mir sinn de Comité vum Fussballclub. D'Vestiairen an d'Buvette um Terrain zu Folscht mussen no all Heemmatch gebotzt ginn, dat heescht samschdes owes oder sonndes. Bis elo hunn d'Membere dat gemaach, mee dat geet net méi. Mir sichen eng Botzfirma fir d'Saison, wat géif dat kaschten?",
    "cleaning", "Rambrouch", "Folscht", kind="c", nu="N", situation="Football club needs changing rooms and club bar cleaned after home games")
add("lb-t10", "Eis Zänndokter-Praxis um Houwald mécht am Mäerz nei op, mat enger neier Websäit. Mir si siwe Leit am Team an hätte gär flott Portraite an e puer Biller vun de Behandlungsraim. Kéint e Fotograf dat un engem Samschdeg maachen, wann d'Praxis zou ass?",
    "photography", "Hesperange", "Houwald", kind="c", nu="N", situation="Dental practice wants team portraits and pictures of the rooms")
add("lb-t11", "Moien, ech schreiwen fir eis Chorale. Mir hunn all Joer zwee Concerten a verkafen d'Ticketen nach ëmmer op Pabeier. Mir hätte gär eng Säit am Internet mat Agenda, Fotoen vun de Concerten an enger Méiglechkeet fir Plazen ze reservéieren an ze bezuelen. De Budget ass kleng, mir sinn eng Asbl.",
    "web-development", None, None, kind="c", nu="U", situation="Choir wants a site with agenda and seat booking and payment")
add("lb-t12", "Mir hunn zu Stroossen en Appartement mat engem groussen oppene Living kaaft, 48 m², an ech weess net wéi mer Kiche, Iessdësch a Canapé sollen opdeelen. Lount et sech en Interior Designer ze huelen, oder maachen d'Miwwelgeschäfter esou e Plang gratis? Wat kascht sou eng Berodung ongeféier?",
    "interior-design", "Strassen", "Stroossen", kind="d", nu="N", situation="Is a designer worth it to lay out a 48 m2 open living space?")
add("lb-t13", "Mir hunn en Aarbechterhaus vun 1925 zu Schëffleng kaaft. Um Rez-de-chaussée soll alles eraus: Buedem, Kiche, Elektresch, Waasserleitungen, an dono alles nei. Wéi laang dauert sou eppes realistesch? A kënne mir während där Zäit schonn uewen am Haus wunnen?",
    "renovation", "Schifflange", "Schëffleng", kind="d", nu="U", situation="How long does gutting and redoing a 1925 ground floor take, can we live upstairs?")
add("lb-t14", "Mir hunn am Summer eng Asbl fir eist Stroossefest gegrënnt. Elo kënnt a geet vill Geld duerch d'Keess, Gedrénks, Sponsoren, Tombola. Musse mir um Enn vum Joer eng richteg Bilan maachen oder geet eng Excel-Tabell? A wien kéint eis dobäi hëllefen, ouni dass et ze vill kascht?",
    "accounting", None, None, kind="d", nu="U", situation="New street-party association: do we need proper annual accounts?")
add("lb-t15", "Mäin Ex hält sech net un d'Uerteel vum Geriicht: ech soll d'Kanner all zweete Weekend kréien, mee zanter September gëtt et ëmmer eng Ausried. Soll ech direkt bei en Affekot goen oder fir d'éischt eng Mediatioun probéieren? Wat kascht dat ongeféier?",
    "legal", None, None, not_place=["éischt"], kind="d", nu="N", situation="Ex ignores court-ordered weekend visits: lawyer or mediation first?")

# ---------------- French ----------------
add("fr-s01", "Bonjour, l'évacuation de l'évier de la cuisine est bouchée et depuis ce matin l'eau remonte aussi dans le bac de douche, appartement au rez-de-chaussée à Esch/Alzette.",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", situation="Blocked kitchen sink drain backing up into the shower tray")
add("fr-s02", "besoin de changer le cylindre de la porte d'entrée après un cambriolage cette nuit L-2449 svp rappelez moi vite",
    "locksmith", "Luxembourg", "L-2449", situation="Burglary overnight, entrance door cylinder to be replaced; place only as a postal code")
add("fr-s03", "Pouvez-vous me faire un devis pour remplacer l'onduleur SMA de nos panneaux photovoltaïques à Bertrange, il affiche un défaut d'isolement depuis lundi ?",
    "solar", "Bertrange", "Bertrange", situation="PV inverter shows an insulation fault, quote for replacement")
add("fr-s04", "Je cherche un carreleur pour refaire la crédence de la cuisine en zellige, maison à Schwebsange, environ 4 m² à poser entre les meubles hauts et le plan de travail.",
    "tiling", "Schengen", "Schwebsange", situation="Kitchen splashback in zellige tiles, about 4 m2")
add("fr-s05", "Qui pourrait m'accompagner comme interprète portugais-français chez le notaire jeudi prochain vers 10h, c'est pour la signature d'un acte de vente ?",
    "translation", None, None, situation="Portuguese-French interpreter needed at a notary signing")
add("fr-s06", "Mon four Miele ne chauffe plus que par le haut, on dirait que la résistance du bas a lâché, je suis à Capellen et je reçois toute la famille dimanche !",
    "appliance-repair", "Mamer", "Capellen", situation="Oven bottom heating element dead before a family lunch")
add("fr-s07", "on voudrait faire abattre un vieux bouleau malade qui penche vers la maison à filsdorf c'est assez urgent avant les tempêtes de l'hiver",
    "gardening", "Dalheim", "filsdorf", situation="Voice-typed: sick birch leaning towards the house to be felled")
add("fr-s08", "Je cherche un traiteur pour un anniversaire de 40 personnes le samedi 17 janvier, buffet froid et chaud, budget autour de 35 € par personne.",
    None, None, None, situation="Caterer for a birthday party (no trade)")
add("fr-s09", "Trois prises de la chambre des enfants ne marchent plus depuis que j'ai changé un interrupteur moi-même 😅 maison à Obercorn, quelqu'un peut passer cette semaine ?",
    "electrical", "Differdange", "Obercorn", situation="Three sockets dead after a DIY switch replacement")
add("fr-s10", "Déménagement d'un F3 au 4e étage près de la gare de Thionville vers une maison à Ersange prévu fin février, vous avez des déménageurs dispo ?",
    "moving", "Bous-Waldbredimus", "Ersange", distractors=["Thionville"], not_place=["gare"], situation="Move from France into Luxembourg, labelled at the Luxembourg end; 'gare' is the Thionville station")
add("fr-t01", "Depuis le début du froid, le sol de la salle de bain reste glacé alors que le thermostat affiche 22° et indique qu'il chauffe. Dans le reste de la maison tout va bien. Le petit moteur sur le collecteur au garage ne fait plus aucun bruit. La maison est à Rodange et a trois ans.",
    "heating", "Pétange", "Rodange", kind="a", nu="U", situation="Underfloor heating loop of the bathroom stays cold, actuator silent")
add("fr-t02", "Chaque fois qu'on ferme un robinet dans l'appartement, il y a un grand coup dans les murs, comme un coup de marteau. Ça a commencé après les travaux sur la conduite dans la rue. Les voisins du dessous se plaignent déjà. On est au Limpertsberg, 3e étage, immeuble des années 70.",
    "plumbing", "Luxembourg", "Limpertsberg", kind="a", nu="U", situation="Water hammer: loud bang in the walls whenever a tap is closed")
add("fr-t03", "Des pigeons se sont installés sur le balcon et les rebords de fenêtre de la maison de ma mère à Audun-le-Tiche. Il y a des fientes partout et ils roucoulent dès 5 h du matin. On a essayé les CD suspendus et un faux hibou, rien n'y fait. Elle a 79 ans et n'ose plus sortir sur le balcon.",
    "pest-control", "abroad", "Audun-le-Tiche", kind="a", nu="U", situation="Pigeons on a balcony and window sills of a house in France")
add("fr-t04", "Le vendeur du magasin de bricolage m'a assuré que sa peinture spéciale façade tenait directement sur l'ancien crépi, sans sous-couche. Un an après, elle s'écaille par plaques côté pluie. J'ai honte devant les voisins. Je cherche un peintre pour refaire la façade correctement, maison à Soleuvre, environ 90 m².",
    "painting", "Sanem", "Soleuvre", kind="b", nu="N", situation="Facade paint peeling after a shop said no primer was needed")
add("fr-t05", "Mon beau-père m'a conseillé de poncer la terrasse en bois et de la vernir comme un parquet. Deux hivers plus tard, le vernis part en lambeaux et deux lames près de la descente d'eau sont pourries. Il faudrait remplacer les lames abîmées et traiter le tout comme il faut. C'est à Bascharage, terrasse de 25 m² en pin.",
    "carpentry", "Käerjeng", "Bascharage", kind="b", nu="U", situation="Varnished wooden deck peeling, rotten boards after relative's advice")
add("fr-t06", "Un voisin nous a dit qu'on pouvait enlever la mousse du toit au nettoyeur haute pression, il le fait chez lui chaque printemps. Depuis qu'on l'a fait, il goutte dans le grenier dès qu'il pleut fort. Plusieurs tuiles ont l'air déplacées. Nous aimerions qu'un couvreur vienne vérifier la toiture, maison à Mondorf.",
    "roofing", "Mondorf-les-Bains", "Mondorf", kind="b", nu="N", situation="Roof pressure-washed on neighbour's advice, now leaks into the attic")
add("fr-t07", "L'ancien propriétaire avait rebouché les fissures de l'escalier extérieur en béton avec du plâtre. Avec le gel, tout a sauté et deux marches s'effritent sur le bord. C'est dangereux, ma fille a failli tomber. On est à Remich, maison en haut de la côte.",
    "masonry", "Remich", "Remich", kind="b", nu="U", situation="Outdoor concrete steps crumbling after cracks were filled with plaster")
add("fr-t08", "Nous sommes un petit bureau d'architectes de six personnes au Kirchberg. Depuis la dernière mise à jour, notre NAS Synology ne se monte plus sur les Mac et nous ne savons pas si les sauvegardes tournent encore. Nous cherchons quelqu'un qui pourrait régler ça rapidement et ensuite passer une fois par mois pour l'entretien.",
    "it-support", "Luxembourg", "Kirchberg", kind="c", nu="U", situation="Architects' office: NAS no longer mounts on Macs, backups unclear")
add("fr-t09", "Notre concession automobile sur la route d'Arlon à Strassen a besoin de photos de ses véhicules d'occasion pour le site et les annonces. Cela représente environ 30 voitures par mois, sur fond neutre, avec détails intérieurs. Nous cherchons un photographe qui pourrait venir un jour fixe chaque mois.",
    "photography", "Strassen", "Strassen", distractors=["Arlon"], kind="c", nu="N", situation="Car dealer needs monthly photos of used cars; Arlon is only the road name")
add("fr-t10", "Je dirige une crèche à Kleinbettingen. Pendant les vacances on a fait repeindre deux salles et poncer le parquet, et il y a de la poussière fine partout, jusque dans les jouets. Les enfants reviennent lundi. Il nous faudrait quelqu'un pour tout remettre au propre ce week-end, avec des produits adaptés aux petits.",
    "cleaning", "Steinfort", "Kleinbettingen", kind="c", nu="U", situation="Day nursery needs a deep clean after painting and floor sanding")
add("fr-t11", "Je suis kinésithérapeute indépendante et je perds un temps fou au téléphone pour les rendez-vous. J'aimerais une page de prise de rendez-vous en ligne reliée à mon agenda Google, avec rappel par SMS. Est-ce qu'un développeur web peut mettre ça en place sans refaire tout mon site ?",
    "web-development", None, None, kind="c", nu="N", situation="Physiotherapist wants online appointment booking linked to Google Calendar")
add("fr-t12", "On hésite à acheter une maison de 1960 à Septfontaines annoncée comme à rénover entièrement. Combien faut-il prévoir au m² pour tout refaire, électricité, sanitaires, sols, isolation et cuisine ? Et est-ce que quelqu'un peut visiter avec nous avant de signer le compromis pour estimer les travaux ?",
    "renovation", "Habscht", "Septfontaines", kind="d", nu="U", situation="Cost per m2 of a whole-house overhaul before buying; visit before signing")
add("fr-t13", "Nous avons une grande maison à Aspelt mais le rez-de-chaussée est sombre et un peu triste. Est-ce qu'un architecte d'intérieur peut proposer un plan d'éclairage et des couleurs sans faire de gros travaux ? Comment sont calculés ses honoraires en général ?",
    "interior-design", "Frisange", "Aspelt", kind="d", nu="N", situation="Dark ground floor: can a designer propose lighting and colours, how are fees set?")
add("fr-t14", "Je viens d'être embauchée au Luxembourg et j'habite toujours en France. Est-ce que je dois faire une déclaration d'impôt au Luxembourg, avec les frais de garde et mon prêt immobilier ? Et est-ce que ça vaut le coup de payer quelqu'un pour la remplir ?",
    "accounting", None, None, distractors=["Luxembourg", "France"], kind="d", nu="U", situation="Cross-border worker: file a tax return, worth paying someone?")
add("fr-t15", "Mon employeur veut me licencier juste à la fin de mon congé parental, pour motif économique paraît-il. Est-ce qu'il a seulement le droit ? Qui peut m'expliquer mes droits et m'aider à contester si besoin ?",
    "legal", None, None, kind="d", nu="U", situation="Dismissal announced at the end of parental leave: is it lawful?")

# ---------------- German ----------------
add("de-s01", "Hallo, bei uns in Grevenmacher kommt seit heute früh am Küchenhahn kaum noch Kaltwasser, im Bad läuft alles normal, können Sie heute noch jemanden schicken?",
    "plumbing", "Grevenmacher", "Grevenmacher", situation="Hardly any cold water at the kitchen tap, bathroom fine")
add("de-s02", "Tresor im Arbeitszimmer meines verstorbenen Vaters in Rosport, Zahlenkombination unbekannt, wer kann den fachgerecht öffnen ohne alles zu zerstören?",
    "locksmith", "Rosport-Mompach", "Rosport", situation="Late father's safe, combination unknown")
add("de-s03", "Suche Fliesenleger für Bodenfliesen 60x60 im Flur und Gäste-WC, ca 14 m², Haus in L-6430, Material ist schon da",
    "tiling", "Echternach", "L-6430", situation="Floor tiles 60x60 in hall and guest WC")
add("de-s04", "Wir bräuchten in Wasserbillig einen neuen Sicherungskasten, der alte hat noch Schraubsicherungen und beim Zählertausch hat der Netzbetreiber schon gemeckert",
    "electrical", "Mertert", "Wasserbillig", not_place=["einen"], situation="Old fuse box with screw fuses to be replaced")
add("de-s05", "Wer übersetzt mir ein technisches Handbuch für eine Landmaschine (80 Seiten) vom Italienischen ins Deutsche, am liebsten jemand mit Fachkenntnis?",
    "translation", None, None, situation="Technical manual for farm machinery, Italian to German")
add("de-s06", "Unser Liebherr-Kühlschrank wird nicht mehr richtig kalt und an der Rückwand bildet sich dickes Eis, wir wohnen in Canach.",
    "appliance-repair", "Lenningen", "Canach", situation="Fridge not cooling, thick ice on the back wall")
add("de-s07", "Was kostet eine PV-Anlage mit etwa 8 kWp auf einem Satteldach in Junglinster ungefähr, wenn man die Prämien abzieht?",
    "solar", "Junglinster", "Junglinster", situation="Price of an 8 kWp PV system after subsidies")
add("de-s08", "brauche jemand der in weilerbach drei große thujas mitsamt wurzeln rausmacht und danach rasen neu anlegt",
    "gardening", "Berdorf", "weilerbach", situation="Lower case: remove three large thujas with roots and sow a new lawn")
add("de-s09", "Umzug von Consdorf nach Trier Ende Januar, Einfamilienhaus 120 m², wir brauchen auch Packservice und einen Außenaufzug",
    "moving", "Consdorf", "Consdorf", distractors=["Trier"], not_place=["einen"], situation="House move to Germany, labelled at the Luxembourg loading end")
add("de-s10", "Suche jemanden, der meiner Tochter (12) zweimal pro Woche Nachhilfe in Mathe gibt, gerne auch online.",
    None, None, None, situation="Maths tutoring for a child (no trade)")
add("de-t01", "Seit gestern riecht es im Keller, wo der Ölbrenner steht, stark nach Abgas. Der Brenner startet drei, vier Mal mit einem dumpfen Knall, bevor er läuft. Warmes Wasser haben wir noch. Wir wohnen in Ehnen direkt an der Weinstraße und haben ehrlich gesagt etwas Angst.",
    "heating", "Wormeldange", "Ehnen", kind="a", nu="U", situation="Oil burner smells of flue gas and starts with a bang")
add("de-t02", "Seit dem Sommer zieht sich ein Riss schräg über die Giebelwand, von der Fensterecke bis fast zum Boden. Inzwischen passt eine Münze hinein. Innen im Schlafzimmer platzt an derselben Stelle der Putz ab. Das Haus steht in Berburg und ist Baujahr 1950.",
    "masonry", "Manternach", "Berburg", kind="a", nu="U", situation="Diagonal crack growing across a gable wall")
add("de-t03", "Am Komposthaufen hinter unserem Haus in Echternacherbrück, direkt gegenüber von Echternach, sehen wir abends immer wieder Ratten. Jetzt sind auch Gänge unter dem Gartenhäuschen. Der Hund dreht völlig durch. Im Sommer spielen die Kinder genau dort.",
    "pest-control", "abroad", "Echternacherbrück", distractors=["Echternach"], kind="a", nu="U", situation="Rats at the compost heap of a house just across the border in Germany")
add("de-t04", "Der Verkäufer im Baumarkt meinte, auf Raufaser könne man problemlos Latexfarbe in Hochglanz streichen, das sei pflegeleicht. Jetzt sieht man jede Unebenheit und die Wand glänzt fleckig. Meine Frau kann es nicht mehr sehen. Wir suchen einen Maler, der das Wohnzimmer in Niederdonven ordentlich neu macht, etwa 35 m² Wandfläche.",
    "painting", "Flaxweiler", "Niederdonven", not_place=["einen"], kind="b", nu="N", situation="High-gloss latex on woodchip wallpaper on a DIY-store tip looks patchy")
add("de-t05", "Mein Vermieter sagte, ich solle die Heizkörper selbst entlüften und notfalls mit der Zange nachhelfen. Jetzt tropft das Entlüftungsventil am Heizkörper im Bad und lässt sich nicht mehr ganz schließen. Ich habe ein Handtuch drunter gelegt. Die Wohnung ist in Zessingen, der Vermieter ist gerade im Urlaub.",
    "heating", "Luxembourg", "Zessingen", kind="b", nu="U", situation="Radiator bleed valve damaged with pliers on the landlord's advice, now drips")
add("de-t06", "Ein Bekannter meinte, man könne die Dachfenster einfach von außen mit Silikon abdichten. Jetzt tropft es trotzdem bei jedem Regen aufs Bett im Gästezimmer. Es sind zwei Velux, etwa 15 Jahre alt. Das Haus steht in Wecker, ganz oben am Berg.",
    "roofing", "Biwer", "Wecker", not_place=["Berg"], kind="b", nu="U", situation="Roof windows sealed with silicone by an acquaintance, still leaking")
add("de-t07", "Mein Nachbar hat mir geraten, die klemmende Haustür aus Holz unten einfach abzuhobeln. Das habe ich gemacht, jetzt klemmt sie oben und unten zieht es kalt durch. Die Tür ist aus Eiche und eigentlich noch gut. Ich bräuchte einen Schreiner, der sie richtig einstellt, wir wohnen in Mensdorf.",
    "carpentry", "Betzdorf", "Mensdorf", not_place=["Holz", "einen"], kind="b", nu="N", situation="Wooden front door planed on neighbour's advice, now draughty and still sticking")
add("de-t08", "Wir sind eine Steuerkanzlei mit zwölf Mitarbeitern in Gasperich. Seit heute Morgen kann sich niemand mehr aus dem Homeoffice per VPN verbinden, laut Meldung ist ein Zertifikat abgelaufen. Unser bisheriger Dienstleister hat aufgehört. Wir brauchen dringend jemanden, auch für die laufende Betreuung.",
    "it-support", "Luxembourg", "Gasperich", kind="c", nu="U", situation="Tax office: VPN certificate expired, nobody can work from home")
add("de-t09", "Unser Weingut in Remich bringt im Frühjahr einen neuen Crémant heraus. Für Etikett, Website und Messe brauchen wir Produktfotos und ein paar Aufnahmen in den Weinbergen an der Mosel. Vielleicht auch ein kurzes Video. Kennen Sie einen Fotografen, der so etwas macht?",
    "photography", "Remich", "Remich", not_place=["einen"], kind="c", nu="N", situation="Winery needs product photos and vineyard shots for a new sparkling wine")
add("de-t10", "Wir betreiben eine kleine Pension mit acht Zimmern im Dorf Müllerthal. Unsere einzige Mitarbeiterin fällt ab Januar für drei Monate aus. Wir brauchen jemanden, der an den Wechseltagen die Zimmer und Bäder putzt und die Betten frisch bezieht. Meistens freitags und sonntags, vormittags.",
    "cleaning", "Waldbillig", "Müllerthal", kind="c", nu="U", situation="Guesthouse needs room cleaning on changeover days for three months")
add("de-t11", "Wir haben einen kleinen Reitstall mit Schulpferden. Bisher läuft alles über WhatsApp und Zettel an der Stalltür. Wir hätten gerne eine Internetseite, auf der Eltern Reitstunden buchen und direkt bezahlen können, mit Wartelisten für die Ferienkurse.",
    "web-development", None, None, not_place=["einen"], kind="c", nu="U", situation="Riding stable wants a page to book and pay for lessons")
add("de-t12", "Wir überlegen, den alten Stall neben unserem Haus in Befort zu einer Einliegerwohnung umzubauen, mit Bad, Küche, Dämmung und neuen Fenstern. Lohnt sich das, wenn wir sie danach vermieten? Was kostet so etwas grob, und braucht man dafür eine Baugenehmigung?",
    "renovation", "Beaufort", "Befort", kind="d", nu="U", situation="Convert an old stable into a rentable flat: worth it, rough cost?")
add("de-t13", "Lohnt sich ein Innenarchitekt für ein Kinderzimmer von 12 m², das sich zwei Geschwister teilen sollen? Oder ist das rausgeschmissenes Geld und man findet das bei Ikea genauso? Die Wohnung ist in Ettelbrück, die Kinder sind 6 und 9.",
    "interior-design", "Ettelbruck", "Ettelbrück", kind="d", nu="N", situation="Is a designer worth it for a shared 12 m2 children's room?")
add("de-t14", "Meine Mutter ist im Oktober verstorben und hatte eine vermietete Wohnung. Muss ich für dieses Jahr noch eine Steuererklärung für sie abgeben? Lohnt sich dafür ein Steuerberater, oder schafft man das allein?",
    "accounting", None, None, kind="d", nu="N", situation="Tax return for a deceased mother with a rented flat")
add("de-t15", "Der Nachbar hat eine Überwachungskamera montiert, die genau auf unsere Terrasse zeigt, angeblich nicht ohne Grund. Darf er das überhaupt? Wir haben ihn schon zweimal freundlich gebeten, sie zu drehen. Was können wir dagegen tun, und lohnt sich der Aufwand?",
    "legal", None, None, not_place=["Grund"], kind="d", nu="U", situation="Neighbour's camera points at our terrace: what can we do legally?")

# ---------------- English ----------------
add("en-s01", "Hi, we'd like all the locks in our rental flat in Merl switched to one key for the front door, the flat, the cellar and the letterbox, could someone give us a quote?",
    "locksmith", "Luxembourg", "Merl", situation="Rekey all locks of a rental flat to a single key")
add("en-s02", "need a tiler in leudelange to regrout the kitchen floor the grout has gone black and is crumbling in places around 20 m2",
    "tiling", "Leudelange", "leudelange", situation="Lower case: regrout a crumbling kitchen floor")
add("en-s03", "The gas hob on our Smeg range cooker won't light on two burners, it keeps clicking but no flame, we're in Goeblange.",
    "appliance-repair", "Koerich", "Goeblange", situation="Range cooker gas burners click but do not ignite")
add("en-s04", "Could someone check our solar water heating panels in Schouweiler, the pump runs all day but the tank never gets above 30°C even in full sun?",
    "solar", "Dippach", "Schouweiler", situation="Solar thermal: pump runs but the tank stays lukewarm")
add("en-s05", "Need an English-Luxembourgish interpreter for a meeting about our building permit next Tuesday morning, about an hour.",
    "translation", None, None, situation="Interpreter for a one-hour permit meeting")
add("en-s06", "Looking for a mobile bike mechanic to service two e-bikes before spring, can anyone recommend one?",
    None, None, None, situation="E-bike servicing (no trade)")
add("en-s07", "We need two extra double sockets and a dedicated line for the new coffee machine in our office at Findel, ideally done on a Saturday.",
    "electrical", "Sandweiler", "Findel", situation="Office near the airport needs sockets and a dedicated circuit")
add("en-s08", "Can someone reseed the grass in our back garden in Berchem, the dog has dug the whole thing up 🙈",
    "gardening", "Roeser", "Berchem", not_place=["grass"], situation="Lawn dug up by the dog needs reseeding")
add("en-s09", "My home office printer keeps dropping off the Wi-Fi every morning and I have to reinstall it each time, postcode L-8080 and I work from home three days a week.",
    "it-support", "Bertrange", "L-8080", situation="Home-office printer drops off Wi-Fi daily")
add("en-s10", "Relocating from London to Syren in March, we need a crew at this end to unload the container and carry everything up to the first floor of a 4-bed house.",
    "moving", "Weiler-la-Tour", "Syren", distractors=["London"], situation="International move; movers needed at the Luxembourg end")
add("en-t01", "The water meter keeps turning even when every tap in the house is closed. Our last water bill was double the usual amount. There are no wet patches inside, but the lawn along the front path is always soggy now. We live in Senningerberg, house built in 1978.",
    "plumbing", "Niederanven", "Senningerberg", not_place=["bill"], kind="a", nu="U", situation="Meter turning with all taps closed, soggy lawn: hidden supply leak")
add("en-t02", "Every two or three days the pellet burner in our basement stops and the pot is full of half-burnt pellets. I empty it, restart it and it runs again for a while. The house is freezing when we wake up. We're in Munsbach and it's our first winter with it.",
    "heating", "Schuttrange", "Munsbach", kind="a", nu="U", situation="Pellet boiler keeps stopping with a choked burner pot")
add("en-t03", "Something is living in the loft of our house in Sterpenich, just over the border from Kleinbettingen. We hear scratching at dusk and there are droppings like grains of rice. The insulation is torn up in one corner. My husband refuses to go up there any more.",
    "pest-control", "abroad", "Sterpenich", distractors=["Kleinbettingen"], kind="a", nu="U", situation="Animal in the loft of a house in Belgium: scratching, droppings, torn insulation")
add("en-t04", "Our landlord said we could just paint over the old wallpaper in the stairwell instead of stripping it. Two weeks later it's bubbling up in big blisters and the seams are showing. He now says it's our problem. We'd like a painter to strip it and redo the stairwell properly, it's a house in Moutfort over three floors.",
    "painting", "Contern", "Moutfort", kind="b", nu="N", situation="Wallpaper painted over on the landlord's advice is blistering")
add("en-t05", "A friend told me to stop our oak floor squeaking by screwing down through the boards from the top. Now three boards have cracked along the screws and the squeak has just moved. It's a herringbone floor in a flat in Bereldange. Can someone replace the damaged boards and fix it the right way?",
    "carpentry", "Walferdange", "Bereldange", kind="b", nu="U", situation="Oak herringbone floor cracked after screwing down on a friend's advice")
add("en-t06", "After the last storm water started running down the chimney breast in the bedroom. Our neighbour said to seal the gap around the chimney with flashing tape from the DIY shop, which we did, but it's already peeling. I think we need a proper roofer to redo the flashing. House in Mullendorf.",
    "roofing", "Steinsel", "Mullendorf", kind="b", nu="N", situation="Leak at the chimney, DIY tape on the flashing on neighbour's advice failed")
add("en-t07", "The man at the DIY store told us we could knock a doorway through the brick wall between the kitchen and the dining room without a lintel, as long as it was under a metre wide. Now a crack runs up from the top corner of the opening and the plaster above it is sagging. We've propped it with a plank for now. We're in Bridel, house from the sixties.",
    "masonry", "Kopstal", "Bridel", kind="b", nu="U", situation="Doorway knocked through a brick wall without a lintel on a DIY-store tip, now cracking")
add("en-t08", "We run a coworking space in Hollerich with about 40 desks. The Wi-Fi drops several times a day, the router light goes amber and members are complaining loudly. We also want the guest network separated from our own office and the printers. Who can sort this out and look after it afterwards?",
    "it-support", "Luxembourg", "Hollerich", not_place=["amber"], kind="c", nu="U", situation="Coworking space: unstable Wi-Fi, guest network to be separated")
add("en-t09", "I'm on the parents' association of the primary school in Mamer. The children put on their end-of-year show on 26 June and we want proper pictures and a short film for the families. Last year a dad did it on his phone and it was a disaster. Do you have a photographer who also does video?",
    "photography", "Mamer", "Mamer", kind="c", nu="N", situation="School parents' association wants photos and video of the school show")
add("en-t10", "I run a small yoga studio in Keispelt. We need the floor, the changing rooms and the toilets done twice a week, after the last evening class. Products have to be fragrance free because of the clients. Could you send me a price per visit?",
    "cleaning", "Kehlen", "Keispelt", kind="c", nu="U", situation="Yoga studio needs cleaning twice a week after evening classes")
add("en-t11", "Our scout group has been given an old farmhouse in Garnich to use as our hall. The ground floor needs everything redone: wiring, toilets, a small kitchen, floors and insulation. We have some volunteers for the simple jobs. We need someone who can plan and run the whole thing, basically the Bauleitung, within a budget of about 90,000 euros.",
    "renovation", "Garnich", "Garnich", kind="c", nu="U", situation="Scout group turning an old farmhouse into a hall: whole ground floor")
add("en-t12", "I've bought a small flat in the Ville Haute, 42 m² with only two windows, and I work from home. Would an interior designer be worth it to fit in a proper desk without it feeling cramped, or is that overkill for such a small place? Roughly what do they charge per hour here?",
    "interior-design", "Luxembourg", "Ville Haute", kind="d", nu="N", situation="Is a designer worth it to fit a home office into a 42 m2 flat?")
add("en-t13", "I'm moving back to Ireland in June after six years here. Do I have to file a final tax return for the months I worked this year, and can I get something back? Is it worth paying someone to handle it, and what would that roughly cost?",
    "accounting", None, None, distractors=["Ireland"], kind="d", nu="U", situation="Leaving the country: final tax return, worth paying someone?")
add("en-t14", "Dear Sir or Madam, we moved out of our flat in September and the landlord is keeping the whole deposit of 2,400 euros for normal wear and tear. He has ignored two registered letters. Is it worth getting a lawyer for that amount, or is there a cheaper route?",
    "legal", None, None, not_place=["Sir"], kind="d", nu="N", situation="Landlord keeps the whole deposit: lawyer worth it?")
add("en-t15", "We make handmade candles and sell them at Christmas markets, and now we want to sell online too. Is a Shopify template enough, or should we pay someone to build a proper shop? What would a simple shop with about 30 products cost?",
    "web-development", None, None, not_place=["sell"], kind="d", nu="U", situation="Candle makers: template or a built online shop, and cost?")

# ---------------- Portuguese ----------------
add("pt-s01", "bom dia preciso de um serralheiro urgente em Cruchten a fechadura da porta da garagem partiu-se por dentro e o carro ficou lá fechado",
    "locksmith", "Nommern", "Cruchten", situation="Garage door lock broke inside, car shut in")
add("pt-s02", "Olá, queria um orçamento para assentar azulejo nas paredes da casa de banho em Larochette, são mais ou menos 18 m² e o azulejo já está comprado.",
    "tiling", "Larochette", "Larochette", situation="Wall tiles for a bathroom, 18 m2, tiles bought")
add("pt-s03", "A minha placa de indução Bosch desliga-se sozinha a meio de cozinhar e apita, moro em Gilsdorf, alguém faz reparações ao domicílio?",
    "appliance-repair", "Bettendorf", "Gilsdorf", situation="Induction hob switches itself off mid-cooking")
add("pt-s04", "Preciso de um eletricista para pôr candeeiros no jardim e uma tomada exterior na casa em Reckange-sur-Mess, pode ser em janeiro.",
    "electrical", "Reckange-sur-Mess", "Reckange-sur-Mess", situation="Garden lights and an outdoor socket")
add("pt-s05", "Preciso da tradução do meu contrato de trabalho de francês para português para mostrar ao meu advogado em Portugal, são 9 páginas.",
    "translation", None, None, distractors=["Portugal"], situation="Employment contract to translate for a lawyer abroad; no work place")
add("pt-s06", "Procuro uma costureira que me arranje umas calças e um vestido de cerimónia até à semana que vem.",
    None, None, None, situation="Clothes alterations (no trade)")
add("pt-s07", "Gostava de saber se vale a pena pôr painéis fotovoltaicos numa casa geminada em Warken com o telhado virado a nascente e poente?",
    "solar", "Ettelbruck", "Warken", situation="Is PV worth it on an east-west roof?")
add("pt-s08", "limpeza de vidros numa moradia em schieren janelas todas e a varanda envidraçada uma vez por mês",
    "cleaning", "Schieren", "schieren", situation="Lower case: monthly window cleaning of a house and glazed veranda")
add("pt-s09", "Vou voltar para Portugal em julho e preciso de levar a mobília de um T2 de Bissen para Viseu, quanto fica mais ou menos?",
    "moving", "Bissen", "Bissen", distractors=["Portugal", "Viseu"], situation="Move back to Portugal, labelled at the Luxembourg loading end")
add("pt-s10", "Alguém que corte a relva e trate do jardim da minha casa em Colmar-Berg de 15 em 15 dias, de abril a outubro?",
    "gardening", "Colmar-Berg", "Colmar-Berg", situation="Fortnightly lawn and garden care for the season")
add("pt-t01", "Quando alguém toma banho lá em cima, começa a sair água por baixo da sanita do rés-do-chão. A casa de banho de baixo fica a cheirar mal durante horas. Já tentei com a ventosa mas não resolve. Moramos em Pontpierre, casa antiga.",
    "plumbing", "Mondercange", "Pontpierre", kind="a", nu="U", situation="Water comes up round the ground-floor toilet when the upstairs shower runs")
add("pt-t02", "Cada vez que a caldeira arranca, pinga água do tubo da válvula da caldeira para o esgoto. O ponteiro da pressão sobe até aos 3 bar e depois desce. No verão isto não acontecia. Apartamento em Rumelange, 2º andar, caldeira com uns 12 anos.",
    "heating", "Rumelange", "Rumelange", kind="a", nu="U", situation="Boiler safety valve drips whenever the heating runs, pressure up to 3 bar")
add("pt-t03", "Há umas formigas pequeninas cor de mel que aparecem na cozinha e agora também no quarto das crianças. Pus o veneno do supermercado e parece que ainda aparecem mais. Elas andam em fila pelas tomadas e pelo rodapé. A casa é em Gosseldange.",
    "pest-control", "Lintgen", "Gosseldange", kind="a", nu="U", situation="Tiny honey-coloured ants spreading through the house")
add("pt-t04", "A minha sogra mora em Villerupt, logo a seguir à fronteira de Esch. Na loja disseram-lhe que a tinta de parede normal servia para o teto da cozinha, e agora está a descascar por cima do fogão. Ela tem 80 anos e não pode subir ao escadote. Queríamos um pintor que fosse lá pintar a cozinha como deve ser.",
    "painting", "abroad", "Villerupt", distractors=["Esch"], kind="b", nu="N", situation="Kitchen ceiling paint peeling over the cooker at a relative's house in France")
add("pt-t05", "O meu cunhado disse para tapar as fissuras do crépi da fachada com massa de estuque de interior. Com as chuvas de novembro caiu tudo e a parede por dentro já está húmida. É a parede virada a oeste, uns 40 m². Casa em Heffingen, precisamos de alguém que refaça o reboco.",
    "masonry", "Heffingen", "Heffingen", kind="b", nu="U", situation="Render cracks filled with indoor filler on a relative's advice; render to be redone")
add("pt-t06", "O senhorio disse que a porta de correr do roupeiro embutido se arranjava com sabão nos trilhos. Agora saltou do trilho e a madeira do painel de baixo rachou. Não consigo abrir o roupeiro. Preciso de um carpinteiro para arranjar isto, moro em Hunsdorf.",
    "carpentry", "Lorentzweiler", "Hunsdorf", kind="b", nu="N", situation="Built-in wardrobe sliding door off its track after landlord's tip")
add("pt-t07", "Com a tempestade partiram-se umas telhas e um amigo disse-me que bastava pôr uma lona por cima até à primavera. A lona voou na semana passada e agora entra água no sótão. Tenho baldes por todo o lado. Moramos em Schoos, alguém pode vir antes do fim de semana?",
    "roofing", "Fischbach", "Schoos", kind="b", nu="U", situation="Broken tiles covered with a tarp on a friend's advice; tarp blew off")
add("pt-t08", "Temos um pequeno restaurante no bairro da Gare e a inspeção sanitária vem daqui a duas semanas. Precisamos de alguém que deixe a cozinha, o exaustor, as paredes e o chão a brilhar. Só pode ser à segunda-feira, que é o dia em que estamos fechados.",
    "cleaning", "Luxembourg", "Gare", kind="c", nu="U", situation="Restaurant needs a deep kitchen clean before a hygiene inspection")
add("pt-t09", "Sou gerente de uma agência de trabalho temporário em esch sur alzette. Temos cinco computadores e uma impressora multifunções, e os emails ainda estão num servidor antigo que vai deixar de funcionar. Queria passar tudo para Microsoft 365 sem perder nada. Quem faz isso?",
    "it-support", "Esch-sur-Alzette", "esch sur alzette", kind="c", nu="U", situation="Temp agency: migrate old mail server to Microsoft 365")
add("pt-t10", "A nossa associação em Niederkorn organiza a festa dos Santos Populares no fim de junho. Vem o rancho folclórico e muitas famílias. Queremos um fotógrafo para a tarde toda e, se possível, um pequeno vídeo para o Facebook.",
    "photography", "Differdange", "Niederkorn", kind="c", nu="N", situation="Community association wants photos and a short video of its summer festival")
add("pt-t11", "Somos uma pequena empresa de transportes com escritório em Ingeldorf. Queremos mudar o escritório todo: paredes divisórias, chão, eletricidade, iluminação e a casa de banho. São uns 120 m² e não podemos parar de trabalhar. Alguém que trate de tudo do princípio ao fim?",
    "renovation", "Erpeldange-sur-Sûre", "Ingeldorf", kind="c", nu="U", situation="Haulage firm wants its whole office refitted while working")
add("pt-t12", "Comprámos um apartamento novo nos Cents e está tudo branco e vazio. Vale a pena contratar um decorador de interiores para escolher cores, móveis e iluminação, ou é dinheiro deitado fora? Quanto costuma cobrar?",
    "interior-design", "Luxembourg", "Cents", kind="d", nu="N", situation="Is an interior decorator worth it for an empty new flat?")
add("pt-t13", "Eu e o meu marido trabalhamos os dois no Luxemburgo e casámos em agosto. Vale a pena pedir a tributação conjunta já este ano? Um contabilista cobra quanto para fazer a declaração?",
    "accounting", None, None, distractors=["Luxemburgo"], kind="d", nu="N", situation="Newly married couple: joint taxation this year, accountant's fee?")
add("pt-t14", "O meu patrão não me paga as horas extra há quatro meses e diz que estão incluídas no salário. No contrato não diz nada disso. Posso exigir o dinheiro? A quem devo recorrer sem perder o emprego?",
    "legal", None, None, kind="d", nu="U", situation="Unpaid overtime for four months: can I claim it?")
add("pt-t15", "Tenho uma pequena empresa de limpezas e os clientes perguntam sempre se temos site. Vale mais a pena fazer o site sozinha no Wix ou pagar a alguém? Quanto custa um site simples de cinco páginas com formulário de pedido de orçamento?",
    "web-development", None, None, kind="d", nu="U", situation="Small cleaning company: DIY site builder or pay someone, and cost?")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, cerco un piastrellista per rifare il pavimento della veranda a Colpach-Haut, circa 25 m² di gres effetto legno.",
    "tiling", "Ell", "Colpach-Haut", situation="Veranda floor in wood-look porcelain tiles")
add("it-s02", "mi si è bloccata la serratura della porta blindata e non riesco più a entrare in casa a Redange-sur-Attert, potete mandare qualcuno stasera?",
    "locksmith", "Redange", "Redange-sur-Attert", situation="Security door lock jammed, cannot get in")
add("it-s03", "Cerco un DJ per la festa dei 18 anni di mia figlia sabato 7 marzo, circa 60 ragazzi, musica fino all'una.",
    None, None, None, situation="DJ for an 18th birthday party (no trade)")
add("it-s04", "La lavastoviglie Miele non asciuga più i piatti e la spia del brillantante resta accesa anche col serbatoio pieno, abito a Greiveldange.",
    "appliance-repair", "Stadtbredimus", "Greiveldange", situation="Dishwasher no longer dries, rinse-aid light stays on")
add("it-s05", "Mi serve un traduttore dall'italiano al tedesco per i testi del nostro agriturismo in Toscana, circa 6000 parole tra sito e depliant.",
    "translation", None, None, distractors=["Toscana"], situation="Italian-German translation of a farm-stay's texts; the region is not a work place")
add("it-s06", "Vorrei un preventivo per un impianto fotovoltaico nuovo con batteria su una villetta a Itzig, il consumo annuo è di circa 6500 kWh.",
    "solar", "Hesperange", "Itzig", situation="Quote for a new PV system with battery")
add("it-s07", "potatura di tre vecchi meli e due peri nel frutteto a saeul prima della primavera chi è disponibile",
    "gardening", "Saeul", "saeul", situation="Lower case: prune old apple and pear trees in an orchard")
add("it-s08", "Nella casa che abbiamo appena comprato a Bourscheid salta il differenziale ogni volta che piove forte, potete venire a controllare l'impianto?",
    "electrical", "Bourscheid", "Bourscheid", situation="Residual-current breaker trips whenever it rains")
add("it-s09", "Trasloco da Useldange a Bergamo a fine maggio, bilocale con pochi mobili, mi servono un furgone e due persone per caricare.",
    "moving", "Useldange", "Useldange", distractors=["Bergamo"], situation="Move to Italy, labelled at the Luxembourg loading end")
add("it-s10", "Lo scarico della vasca da bagno a Niederfeulen va giù lentissimo e quando si svuota fa un rumore di risucchio anche dal lavandino accanto.",
    "plumbing", "Feulen", "Niederfeulen", situation="Slow bath drain with sucking noise from the basin")
add("it-t01", "Abitiamo a Mondorff, il paesino francese proprio di fronte a Mondorf-les-Bains. Da una settimana la pompa di calore in giardino fa un rumore metallico fortissimo, soprattutto di notte. I vicini si sono già lamentati. In casa inoltre fa meno caldo del solito.",
    "heating", "abroad", "Mondorff", distractors=["Mondorf-les-Bains"], kind="a", nu="U", situation="Outdoor heat pump unit rattling loudly, house less warm; village in France")
add("it-t02", "In cantina e adesso anche in bagno troviamo dei piccoli insetti argentati che scappano appena accendo la luce. Li ho visti anche tra i libri in soggiorno. Abbiamo un bambino piccolo e non voglio usare spray a caso. Casa a Beringen, piano terra.",
    "pest-control", "Mersch", "Beringen", kind="a", nu="U", situation="Silverfish in the cellar, bathroom and among books")
add("it-t03", "Il muro di cinta in mattoni lungo la strada si sta gonfiando verso l'esterno. Dopo le gelate alcuni mattoni si sono staccati e sono caduti sul marciapiede. Ho paura che cada addosso a qualcuno. Siamo a Pratz, casa d'angolo.",
    "masonry", "Préizerdaul", "Pratz", kind="a", nu="U", situation="Brick boundary wall bulging, bricks falling after frost")
add("it-t04", "Al negozio di colori mi hanno detto che per le persiane di legno andava bene la stessa pittura dei muri esterni. Dopo un inverno si sta già scrostando e il legno sotto diventa grigio. Sono dodici persiane. Cerco un pittore che le carteggi e le ridipinga come si deve, casa a Reisdorf.",
    "painting", "Reisdorf", "Reisdorf", kind="b", nu="N", situation="Wooden shutters painted with wall paint on a shop's advice, flaking")
add("it-t05", "Mio suocero mi ha detto di posare il parquet flottante senza lasciare spazio lungo i muri, tanto il battiscopa copre tutto. Con il riscaldamento acceso si è sollevato in mezzo al soggiorno e scricchiola. Le doghe si stanno staccando tra loro. Siamo a Medernach, circa 30 m².",
    "carpentry", "Vallée de l'Ernz", "Medernach", kind="b", nu="U", situation="Floating wood floor laid without expansion gap has buckled")
add("it-t06", "Il vicino ci ha consigliato di salire noi sul tetto per raddrizzare l'antenna, diceva che le tegole reggono. Ne abbiamo rotte almeno quattro. Ora c'è una macchia scura sul soffitto della mansarda. Casa a Oberpallen, potete venire a vedere prima che piova ancora?",
    "roofing", "Beckerich", "Oberpallen", kind="b", nu="U", situation="Roof tiles broken by walking on the roof on neighbour's advice")
add("it-t07", "Un amico mi aveva detto di piantare bambù lungo il confine per avere privacy. In tre anni le radici sono arrivate fin sotto la terrazza del vicino, che ora è furioso. Cerco un giardiniere che tolga il bambù con tutte le radici e metta una barriera, siamo a Dommeldange.",
    "gardening", "Luxembourg", "Dommeldange", kind="b", nu="N", situation="Running bamboo planted on a friend's tip spreads under the neighbour's terrace")
add("it-t08", "Siamo il corpo dei pompieri volontari di Michelbouch. Sabato abbiamo il ballo annuale nella sala della caserma e domenica la sala sarà un disastro. Ci serve qualcuno che pulisca sala, cucina e bagni entro lunedì mattina. Quanto costerebbe?",
    "cleaning", "Vichten", "Michelbouch", kind="c", nu="U", situation="Volunteer fire brigade needs its hall cleaned after the annual ball")
add("it-t09", "Ho un negozio di ottica a Dudelange. Da ieri il programma di gestione non si collega più al server delle fatture e la cassa è bloccata. Il tecnico del fornitore risponde solo via ticket. Mi serve qualcuno che venga oggi stesso.",
    "it-support", "Dudelange", "Dudelange", kind="c", nu="U", situation="Optician's shop: management software lost its server connection")
add("it-t10", "Ho una pasticceria a Schifflange e voglio rifare il catalogo delle torte, online e su carta. Sono circa 25 torte e una decina di vassoi di pasticcini. Cerco un fotografo con esperienza di food, che possa lavorare da noi in laboratorio.",
    "photography", "Schifflange", "Schifflange", kind="c", nu="N", situation="Pastry shop needs catalogue photos of its cakes")
add("it-t11", "Sono nel comitato della parrocchia di Grosbous. La vecchia canonica deve diventare una sala per le associazioni del paese. Servono bagni nuovi, impianto elettrico, pavimenti e una piccola cucina. Cerchiamo qualcuno che segua tutti i lavori.",
    "renovation", "Groussbus-Wal", "Grosbous", kind="c", nu="U", situation="Parish committee turning the old presbytery into a village hall")
add("it-t12", "Abbiamo un appartamento su due livelli nel Grund, con soffitti a volta e muri in pietra. È buio e non sappiamo come illuminarlo senza rovinarlo. Ha senso chiamare un interior designer solo per l'illuminazione? Quanto costa una consulenza?",
    "interior-design", "Luxembourg", "Grund", kind="d", nu="N", situation="Vaulted stone flat: is a designer worth it just for the lighting plan?")
add("it-t13", "A febbraio assumo il mio primo dipendente, part-time. Devo occuparmi io delle buste paga e dei contributi o conviene affidarle a qualcuno? Quanto costa al mese per un solo dipendente?",
    "accounting", None, None, kind="d", nu="U", situation="First employee: do payroll myself or outsource, monthly cost?")
add("it-t14", "Mio padre è morto in Italia a ottobre e aveva un conto in banca qui e un appartamento a Napoli. Per la successione devo rivolgermi a un avvocato in Lussemburgo o in Italia? Oppure basta il notaio?",
    "legal", None, None, distractors=["Italia", "Napoli", "Lussemburgo"], kind="d", nu="N", situation="Cross-border inheritance: which country's lawyer?")
add("it-t15", "La nostra associazione culturale italiana vorrebbe un sito in due lingue con il calendario degli eventi e le iscrizioni ai corsi. È meglio WordPress o un sito fatto su misura? E quanto costa la manutenzione ogni anno?",
    "web-development", None, None, kind="d", nu="U", situation="Cultural association: WordPress or custom bilingual site, upkeep cost?")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito que me abran la puerta de casa en Heiderscheid, se cerró de golpe con el viento y las llaves están dentro 😩",
    "locksmith", "Esch-sur-Sûre", "Heiderscheid", situation="Door slammed shut by the wind, keys inside")
add("es-s02", "La campana extractora Balay hace ruido de motor pero ya no aspira nada, vivo en Esch-sur-Alzette, ¿alguien la puede reparar?",
    "appliance-repair", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="Cooker hood motor runs but does not extract")
add("es-s03", "Busco alicatador para poner azulejos en la cocina y el baño de una casa en Boulaide, unos 35 m² en total.",
    "tiling", "Boulaide", "Boulaide", situation="Wall tiles in a kitchen and bathroom, about 35 m2")
add("es-s04", "Queremos poner placas solares en el tejado del garaje en Mersch, unos 20 m² orientados al sur, ¿cuánto cuesta más o menos?",
    "solar", "Mersch", "Mersch", situation="PV on a 20 m2 south-facing garage roof, price")
add("es-s05", "Necesito traducir al francés el informe médico de mi hijo para el colegio, son 4 páginas en castellano.",
    "translation", None, None, situation="Child's medical report, Spanish to French")
add("es-s06", "Busco una peluquera que venga a casa a cortarle el pelo a mi madre, que ya no puede salir.",
    None, None, None, situation="Home hairdresser for an elderly mother (no trade)")
add("es-s07", "la caldera de gasoil de la casa en troisvierges no arranca desde anoche y fuera estamos a menos 3 grados ayuda",
    "heating", "Troisvierges", "troisvierges", situation="Lower case, no punctuation: oil boiler will not start in frost")
add("es-s08", "Presupuesto para pintar por dentro una casa entera en Weiswampach, 140 m², paredes y techos en blanco roto.",
    "painting", "Weiswampach", "Weiswampach", situation="Whole house interior painting, 140 m2")
add("es-s09", "Nos mudamos de Vianden a Madrid en abril y buscamos una empresa que cargue un piso de 3 habitaciones y lo lleve, ¿hacéis presupuestos?",
    "moving", "Vianden", "Vianden", distractors=["Madrid"], situation="Move to Spain, labelled at the Luxembourg loading end")
add("es-s10", "Se me ha ido la luz en media casa en Hosingen pero los vecinos tienen, he mirado el cuadro y no hay nada bajado.",
    "electrical", "Parc Hosingen", "Hosingen", situation="Power gone in half the house, no breaker tripped")
add("es-t01", "Se oye un silbido dentro de la pared del baño incluso con todos los grifos cerrados. La pared está húmeda al tocarla y la pintura ha empezado a hincharse abajo. El contador de agua gira despacio todo el rato. Vivimos en Hachiville, casa de los años 80.",
    "plumbing", "Wincrange", "Hachiville", kind="a", nu="U", situation="Hissing inside the bathroom wall, damp wall, meter turning")
add("es-t02", "Han salido grietas en forma de escalera en la pared de bloques del garaje. Cada mes están un poco más abiertas. La puerta lateral del garaje ya casi no cierra. Estamos en Doncols, el garaje está pegado a la casa.",
    "masonry", "Winseler", "Doncols", kind="a", nu="U", situation="Stair-step cracks widening in a block garage wall")
add("es-t03", "Desde que volvimos de vacaciones en Barcelona me despierto con picaduras en fila en los brazos. En las costuras del colchón hay puntitos negros. Ya lavé toda la ropa a 60 grados y sigue igual. Vivimos en un piso en Fentange y tengo miedo de que pase a los vecinos.",
    "pest-control", "Hesperange", "Fentange", distractors=["Barcelona"], kind="a", nu="U", situation="Bites in rows and black dots on the mattress after a holiday")
add("es-t04", "El vecino me dijo que para la pérgola de madera bastaba con clavar los postes directamente en la tierra. A los dos años están podridos por abajo y la pérgola se inclina hacia la terraza. Me da miedo que se caiga con los niños debajo. Necesito un carpintero que la arregle o la rehaga, estamos en Wilwerwiltz.",
    "carpentry", "Kiischpelt", "Wilwerwiltz", kind="b", nu="N", situation="Wooden pergola posts set in bare soil on neighbour's advice have rotted")
add("es-t05", "Mi cuñado, que sabe de todo, me dijo que una pizarra rota del tejado se podía pegar con silicona. Ahora cae agua justo al lado cuando llueve fuerte y ya hay una mancha en el techo del pasillo. La casa es en Goesdorf, con tejado de pizarra de los años 70. ¿Alguien puede subir a cambiar las pizarras rotas?",
    "roofing", "Goesdorf", "Goesdorf", kind="b", nu="U", situation="Broken roof slate glued with silicone by a relative, now leaking")
add("es-t06", "Un vecino nos aconsejó podar el nogal grande en pleno verano. Ahora tiene heridas que no cierran y media copa se ha secado. Está a cuatro metros del tejado de la casa. Necesitamos a alguien que lo mire y, si hace falta, lo tale con seguridad, es en Kaundorf.",
    "gardening", "Lac de la Haute-Sûre", "Kaundorf", kind="b", nu="U", situation="Walnut tree pruned in summer on neighbour's advice is dying near the house")
add("es-t07", "El casero me dijo que limpiara las manchas de la moqueta con lejía diluida. Ahora hay manchas blancas por todo el salón y huele raro. Tengo un bebé que gatea por ahí y me preocupa. ¿Una empresa de limpieza podría intentar arreglarlo? Vivo en Bastendorf.",
    "cleaning", "Tandel", "Bastendorf", kind="b", nu="N", situation="Carpet bleached by landlord's bleach tip needs professional cleaning")
add("es-t08", "Tenemos un taller de coches en Lasauvage. El ordenador de las facturas se llena de ventanas emergentes y va lentísimo, y el de diagnóstico se reinicia solo. Mi hijo miró pero no lo ha arreglado. Necesitamos a alguien que lo deje bien y nos haga copias de seguridad.",
    "it-support", "Differdange", "Lasauvage", kind="c", nu="U", situation="Car garage: office PC full of pop-ups, diagnostic PC rebooting")
add("es-t09", "Tengo una casa rural en Ouren, en Bélgica, justo en la frontera con Luxemburgo. Quiero renovar las fotos de Booking y Airbnb porque las actuales son del móvil. Serían fotos de las seis habitaciones, el jardín y el río. Busco un fotógrafo de interiores que pueda venir un día de sol.",
    "photography", "abroad", "Ouren", distractors=["Bélgica", "Luxemburgo"], kind="c", nu="N", situation="Rural holiday let in a Belgian border village needs listing photos")
add("es-t10", "Somos una autoescuela y hemos alquilado un local en Strassen que antes era una tienda de ropa. Hay que convertirlo en aula con un aseo, nueva instalación de luz, suelo y pintura. Queremos abrir en marzo. ¿Quién podría coordinar todas las obras?",
    "renovation", "Strassen", "Strassen", kind="c", nu="U", situation="Driving school converting a former shop into a classroom")
add("es-t11", "Tengo una pequeña clínica veterinaria en Belair. La sala de espera es fría y los perros y gatos se ponen nerviosos juntos. Me gustaría que un interiorista la rediseñara con zonas separadas, colores y una luz más suave. ¿Trabajáis también con locales?",
    "interior-design", "Luxembourg", "Belair", kind="c", nu="N", situation="Vet clinic wants its waiting room redesigned with separate zones")
add("es-t12", "Tenemos un piso antiguo en Neudorf con suelo de tarima de pino, muy gastado y con manchas. ¿Merece la pena lijarlo y barnizarlo, o es mejor poner tarima nueva encima? ¿Cuánto puede costar lijar unos 60 m²?",
    "carpentry", "Luxembourg", "Neudorf", kind="d", nu="U", situation="Worn pine floorboards: sand and varnish or lay new, cost?")
add("es-t13", "Mi pareja y yo vivimos en Luxemburgo y tenemos un piso alquilado en España. ¿Dónde tenemos que declarar el alquiler, aquí o allí? ¿Nos conviene contratar un asesor fiscal o es sencillo?",
    "accounting", None, None, distractors=["Luxemburgo", "España"], kind="d", nu="N", situation="Where to declare rent from a flat abroad, need a tax adviser?")
add("es-t14", "Compré un coche de segunda mano a un particular y a la semana se rompió la caja de cambios. El vendedor ya no contesta al teléfono. ¿Tengo derecho a reclamar algo? ¿Vale la pena por 4.500 euros?",
    "legal", None, None, kind="d", nu="U", situation="Private used-car sale, gearbox failed after a week: can I claim?")
add("es-t15", "Doy clases de flamenco y ahora todo lo hago por Instagram. ¿Qué es mejor, una página web propia o seguir solo con redes? Si hago web, ¿cuánto cuesta una sencilla con reservas de clases y pagos?",
    "web-development", None, None, kind="d", nu="U", situation="Flamenco teacher: own site with class booking or social media only?")
