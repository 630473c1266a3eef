MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien, de siphon ënnert dem spullbecken an der kichen leeft zënter gëschter an de schaf ass schonn naass, kéint een muer laanschtkommen, mir wunnen zu Miersch",
    "plumbing", "Mersch", "Miersch", situation="Leaking siphon under the kitchen sink, cupboard getting wet.")
add("lb-s02", "Mir kréien Enn Januar en Tesla Model Y a bräichten eng Wallbox mat 11 kW an der Garage zu Ettelbréck, wat kascht dat ongeféier mat allem?",
    "electrical", "Ettelbruck", "Ettelbréck", situation="Wallbox for a new electric car in the garage.")
add("lb-s03", "Ech sichen en Affekot fir eng Ierfschaftssaach, mäi Papp ass am Summer gestuerwen a meng Schwëster wëll säin Haus net verkafen",
    "legal", None, None, situation="Inheritance dispute between siblings over the father's house.")
add("lb-s04", "mir plënneren den 27 februar vu Wolz op Dikrech 3 zëmmer 2ten stack ouni lift hutt dir nach eppes fräi",
    "moving", "Wiltz", "Wolz", distractors=["Dikrech"], situation="Flat move from Wiltz to Diekirch, 2nd floor without lift.")
add("lb-s05", "Wien kann eis en ale Fiichtebam vu bal 20 Meter fällen deen no beim Haus schif steet, mir sinn zu Buerschent?",
    "gardening", "Bourscheid", "Buerschent", situation="Felling a leaning 20 m spruce close to the house.")
add("lb-s06", "D'Plättercher am Gank klénge bal all huel a véier sinn scho lass, d'Adress ass 23 rue du Brill, L-4170 Esch.",
    "tiling", "Esch-sur-Alzette", "L-4170", situation="Hallway floor tiles hollow and coming loose.")
add("lb-s07", "No eisem Ëmbau ass iwwerall Stëbs a Gipsreschter, mir sichen eng Firma déi d'Haus zu Feelen eemol grondlech botzt ier mir eraplënneren",
    "cleaning", "Feulen", "Feelen", situation="Cleaning after building works before moving in.")
add("lb-s08", "Sichen e Comptable fir de Bilan 2026 vun eiser SARL mat zwee Salariéen, d'Facturen hu mir all schéin am Classeur",
    "accounting", None, None, situation="Annual accounts for a small SARL with two employees.")
add("lb-s09", "Wie mécht schéi Fotoen an eng Drohnenopnam vun eisem Haus fir d'Annonce beim Immobilienagent, et steet zu Géisdref?",
    "photography", "Goesdorf", "Géisdref", situation="Property photos and drone shots for a house sale.")
add("lb-s10", "hu mech um Lampertsbierg ausgespaart an de schlëssel stécht bannen am schlass kann elo direkt een kommen 🙏",
    "locksmith", "Luxembourg", "Lampertsbierg", situation="Locked out, key stuck on the inside of the lock.")
add("lb-t01", "Zënter der leschter Woch muss ech bal all Dag Waasser nofëllen, well den Drock um Manometer vum Kessel ënner 1 bar fält. Soss gëtt et owes kal an der Stuff an d'Radiatoren bleiwe just lauwarm. Ech gesinn awer néierens eppes drëpsen. D'Haus ass zu Schieren an der Rue de la Gare.",
    "heating", "Schieren", "Schieren", not_place=["Gare"], kind="a", nu="U", situation="Heating system keeps losing pressure, house cold in the evening.")
add("lb-t02", "Eise Frigo, e Liebherr vu sechs Joer, brummt zënter e puer Deeg ganz haart an hannen gëtt en waarm. D'Mëllech gëtt sauer an am Congélateur uewen taut alles op. Mir hunn en schonn eng Kéier ausgestach a gebotzt, ouni Erfolleg. Mir wunnen zu Dikrich bei der Kierch.",
    "appliance-repair", "Diekirch", "Dikrich", kind="a", nu="U", situation="Fridge-freezer humming loudly and not cooling.")
add("lb-t03", "All Nuecht héiere mir et iwwer dem Plafong am Kannerzëmmer kraazen a lafen. Um Späicher leie kleng schwaarz Kiddelen, net méi grouss wéi Reiskären, an d'Isolatioun ass un enger Plaz zerappt. Eis Kaz kënnt do net erop. Ech wëll net datt d'Kanner do schlofen bis dat geléist ass, mir sinn zu Veianen.",
    "pest-control", "Vianden", "Veianen", kind="a", nu="U", situation="Scratching above the children's bedroom ceiling, droppings in the attic.")
add("lb-t04", "Eis Gaardemauer aus Bruchsteen huet zënter dem Wanter e Rëss vu bal engem Meter. Den Noper huet gesot dat wier normal, ech sollt just Silikon drafëllen, wat ech och gemaach hunn. Elo hänkt d'Mauer kloer no baussen an e puer Steng sinn scho lass. Kann een sech dat zu Stolzebuerg ukucken ier se op den Trottoir fält?",
    "masonry", "Putscheid", "Stolzebuerg", kind="b", nu="U", situation="Cracked stone garden wall now leaning after neighbour's silicone tip.")
add("lb-t05", "Mäi Schwoer huet eis am Summer d'Kichen gemoolt mat enger Faarf déi hien nach am Keller stoen hat. Elo blieden um Plafong iwwer dem Kachfeld ganz Stécker of. De Verkeefer am Bricomarché sot mer, ech kéint einfach driwwer molen, mee dat gleewen ech net méi. Ech hätt gär e richtege Moler fir Plafong a Maueren, mir wunnen zu Houwald.",
    "painting", "Hesperange", "Houwald", kind="b", nu="N", situation="Kitchen ceiling paint peeling after DIY job with leftover paint.")
add("lb-t06", "Meng Mamm wunnt eleng zu Nennig, direkt vis-à-vis vu Réimech op der anerer Säit vun der Musel. Zënter dem Stuerm vum leschte Weekend drëpst et am Schlofzëmmer duerch de Plafong. Hiren Noper mengt et wier just Kondensatioun an si soll méi lëften. Ech hu vun der Strooss aus awer gesinn datt e puer Zillen verrutscht sinn. Fiert eng vun Äre Firmen och dohin?",
    "roofing", "abroad", "Nennig", distractors=["Réimech"], kind="b", nu="U", situation="Storm-shifted roof tiles at mother's house in Nennig (Germany); neighbour blamed condensation.")
add("lb-t07", "Mir hunn en ale Parquet an Eech am Wunnzëmmer. De Verkeefer am Baumaart sot, mir kéinten dee selwer mat enger gelounter Schleifmaschinn ofschleifen, dat wier kannerlaicht. Elo sinn iwwerall déif Wellen a Kreeser dran an et gesäit méi schlëmm aus wéi virdrun. Gëtt et e Schräiner oder Parquetsspezialist deen dat zu Lëntgen nach rette kann?",
    "carpentry", "Lintgen", "Lëntgen", not_place=["Eech"], kind="b", nu="N", situation="Oak parquet ruined by DIY sanding on store advice.")
add("lb-t08", "Mir sinn eng kleng Bäckerei zu Jonglënster mat zwee Verkafsstänn. Zënter dem Windows-Update leschte Mëttwoch fënnt de Büro-PC den Drécker an d'Keess net méi am Netz. D'Bestellunge fir d'Restauranten musse mir elo mat der Hand schreiwen. Wien kann dat bei eis an der Rue de Bourglinster op der Plaz richten?",
    "it-support", "Junglinster", "Jonglënster", not_place=["Bourglinster"], kind="c", nu="U", situation="Bakery office PC lost printer and till on the network after an update.")
add("lb-t09", "Ech schreiwen fir de Comité vun eisem Volleyballveräin. Eis Websäit ass nach vun 2012 a funktionéiert um Handy guer net. Mir bräichten eng nei Säit mat Inscriptioun fir d'Jugendequipen, engem Matchkalenner an der Méiglechkeet d'Cotisatioun online ze bezuelen. Kennt dir e Webdesigner dee sou eppes fir e Veräin zu engem raisonnabele Präis mécht?",
    "web-development", None, None, kind="c", nu="N", situation="Volleyball club needs a new mobile-friendly site with registration and payments.")
add("lb-t10", "Mir hunn eng Zänndokterspraxis am Garer Quartier an d'Waardesall gesäit nach aus wéi an den 90er Joren. D'Patiente soen dauernd et wier däischter an enk. Mir wëllen net alles ofrappen, mee eng aner Opdeelung, nei Faarwen, besser Luuchten an e puer Miwwelen déi zesummepassen. Wie kann eis do e Plang maachen?",
    "interior-design", "Luxembourg", "Garer Quartier", kind="c", nu="U", situation="Dental practice wants a new layout, colours and lighting plan for the waiting room.")
add("lb-t11", "Mir sinn e klenge Sanitärbetrib a schaffen ab Mäerz mat engem Fournisseur aus Porto zesummen. De Kontrakt an déi technesch Fichen sinn alles op Portugisesch an hei versteet keen e Wuert. Mir mussen dat bis Enn vum Mount op Franséisch hunn, ier mir ënnerschreiwen. Wat kascht dat fir ongeféier 14 Säiten?",
    "translation", None, None, distractors=["Porto"], kind="c", nu="U", situation="Plumbing firm needs a Portuguese supplier contract in French.")
add("lb-t12", "Mir hunn eng al Scheier zu Klierf mat engem grousse Daach no Südosten, ongeféier 180 m2. Lount sech do eng Photovoltaikanlag, wa mir am Haus niewendrun bal 6000 kWh am Joer verbrauchen? A kritt een nach Klimabonus wann et keen Wunnhaus ass? Ech hätt gär eng Offer, mee fir d'éischt eng éierlech Aschätzung.",
    "solar", "Clervaux", "Klierf", not_place=["éischt"], kind="d", nu="N", situation="Is PV on a large barn roof worth it, and is there a subsidy.")
add("lb-t13", "Mir hunn e Bauerenhaus vun 1920 zu Kautebaach kaaft, wou zënter 15 Joer keen méi wunnt. Stroum, Waasserleitungen, Buedem, Kichen a Buedzëmmer, alles muss nei, d'Maueren an d'Daach schéngen awer an der Rei. Mat wéi vill pro m2 muss ee rechnen fir dat erëm bewunnbar ze kréien? A wéi laang dauert dat realistesch, mir wëllen am September eranplënneren?",
    "renovation", "Kiischpelt", "Kautebaach", not_place=["schéngen"], kind="d", nu="U", situation="Cost per m2 and duration to make an empty 1920 farmhouse habitable.")
add("lb-t14", "D'Fassad vun eisem Haus zu Furen gouf 2013 wäiss gestrach an ass elo gro a fleckeg, a wann ee mat der Hand driwwer fiert gëtt se wäiss. E Moler ass souwisou fälleg. Mee ass et nach sënnvoll dat am Oktober ze maachen, wann et moies just 5 Grad huet? Oder solle mir léiwer bis Abrëll waarden?",
    "painting", "Tandel", "Furen", kind="d", nu="N", situation="Chalking facade paint: repaint in October or wait for spring.")
add("lb-t15", "Mäin Auto, e Golf vun 2017, mécht zënter enger Woch e schrëlle Kaméidi wann ech bremsen. Meng Fra mengt et wier net dréngend. Ass dat geféierlech fir nach bis nom Contrôle technique am Abrëll ze waarden, oder soll ech dat direkt maache loossen?",
    None, None, None, kind="d", nu="U", situation="Squealing brakes on a car, is it urgent (car repair, not a listed trade).")

# ---------------- French ----------------
add("fr-s01", "Bonjour, l'évacuation de la douche à l'italienne se vide de plus en plus lentement et ça remonte une odeur d'égout, quelqu'un pourrait passer cette semaine à Bertrange ?",
    "plumbing", "Bertrange", "Bertrange", situation="Walk-in shower drain slow and smelling of sewage.")
add("fr-s02", "Nous cherchons un peintre pour la cage d'escalier et le couloir de notre maison à Strassen, environ 60 m2 de murs plus les plafonds, idéalement en février.",
    "painting", "Strassen", "Strassen", situation="Repainting stairwell and hallway walls and ceilings.")
add("fr-s03", "Nous cherchons une fiduciaire pour reprendre la comptabilité et les fiches de paie de notre restaurant (8 salariés) à partir du 1er janvier.",
    "accounting", None, None, situation="Restaurant needs bookkeeping and payroll from January.")
add("fr-s04", "On vient d'acheter un appartement à Belair et on voudrait changer le cylindre de la porte d'entrée et celui de la cave, c'est faisable samedi matin ?",
    "locksmith", "Luxembourg", "Belair", situation="Change lock cylinders after buying a flat.")
add("fr-s05", "Devis svp pour carreler une terrasse de 35 m2 en grès cérame 60x60 sur la dalle existante, maison à Kehlen.",
    "tiling", "Kehlen", "Kehlen", situation="Porcelain tiles on an existing terrace slab.")
add("fr-s06", "déménagement d'un 2 pièces de Thionville vers Mamer le 14 mars, env 25 cartons + canapé + lit + frigo, c'est combien ?",
    "moving", "Mamer", "Mamer", distractors=["Thionville"], situation="Move of a small flat from Thionville (France) to Mamer, labelled at the Luxembourg end.")
add("fr-s07", "On cherche un photographe pour faire les portraits de toute l'équipe (22 personnes) dans nos bureaux au Kirchberg, fond neutre, fin janvier.",
    "photography", "Luxembourg", "Kirchberg", situation="Staff headshots at the office.")
add("fr-s08", "Besoin d'un interprète français-arabe pour accompagner mon père chez le notaire jeudi prochain pour la signature de la vente.",
    "translation", None, None, situation="French-Arabic interpreter for father at a notary signing.")
add("fr-s09", "je cherche qqn pour m aider a amenager un studio de 32 m2 a kopstal, plan des meubles + couleurs, j arrive pas a tout faire rentrer",
    "interior-design", "Kopstal", "kopstal", situation="Furniture plan and colours for a 32 m2 studio.")
add("fr-s10", "Nettoyage des vitres et de la véranda (environ 40 m2 de vitrage) d'une maison à Garnich, ce serait possible avant Noël ?",
    "cleaning", "Garnich", "Garnich", situation="Window and conservatory glass cleaning before Christmas.")
add("fr-t01", "Depuis l'orage de mardi soir, plus aucune prise ne fonctionne dans le salon et la chambre des enfants, alors que la lumière marche encore. Dans le tableau rien n'a l'air d'avoir sauté, j'ai quand même tout remis en position. Ce matin on a senti une odeur de plastique brûlé près de la prise derrière la télé. On est à Rodange et on a coupé ce côté par précaution, mais avec deux petits ça ne peut pas durer.",
    "electrical", "Pétange", "Rodange", kind="a", nu="U", situation="Sockets dead after a thunderstorm, burnt plastic smell near one socket.")
add("fr-t02", "Le lave-vaisselle (Bosch, 4 ans) ne vide plus l'eau en fin de cycle, il reste 5 cm d'eau sale au fond. J'ai nettoyé le filtre comme dans la notice, rien n'y fait. On entend un bourdonnement mais rien ne semble tourner. On habite à Bascharage, près de la brasserie.",
    "appliance-repair", "Käerjeng", "Bascharage", kind="a", nu="U", situation="Dishwasher not draining, pump humming.")
add("fr-t03", "Depuis deux semaines, des petites fourmis noires arrivent en colonne le long de la plinthe de la cuisine et envahissent le plan de travail. On a tout essayé : vinaigre, bicarbonate, pièges du supermarché. Elles reviennent chaque matin, encore plus nombreuses, et maintenant il y en a aussi dans la salle de bain. Maison à Leudelange, on a un bébé donc on voudrait éviter de pulvériser n'importe quoi nous-mêmes.",
    "pest-control", "Leudelange", "Leudelange", kind="a", nu="U", situation="Ant trails in kitchen and bathroom, home remedies failed.")
add("fr-t04", "Nos toilettes du rez-de-chaussée sont bouchées depuis dimanche. Le voisin nous a conseillé d'y verser un litre de soude caustique et d'attendre la nuit, ce qu'on a fait. Résultat : toujours bouché, et maintenant l'eau remonte aussi dans la douche d'à côté. Il nous faut un plombier avec une caméra ou un furet, à Pontpierre, le plus vite possible.",
    "plumbing", "Mondercange", "Pontpierre", kind="b", nu="N", situation="Blocked WC worse after neighbour's caustic soda tip, water backing up into shower.")
add("fr-t05", "Je loue une maison à Kleinbettingen. À chaque grosse pluie, la gouttière côté jardin déborde et l'eau coule le long de la façade jusqu'au soupirail de la cave. Le propriétaire dit que c'est normal avec les feuilles et que ça passera tout seul. Hier il y avait 2 cm d'eau dans la cave, et depuis la fenêtre du haut on voit qu'un morceau de la gouttière pend. Qui peut venir voir et me faire un devis que je pourrai lui envoyer ?",
    "roofing", "Steinfort", "Kleinbettingen", kind="b", nu="U", situation="Overflowing, sagging gutter flooding cellar; landlord says it's normal.")
add("fr-t06", "Ma mère habite à Audun-le-Tiche, juste de l'autre côté de la frontière en venant d'Esch. Au printemps, un voisin lui a conseillé de mettre du sulfate de fer en poudre sur la mousse de sa pelouse et elle en a mis beaucoup trop. Aujourd'hui le gazon est mort sur presque toute la surface, il ne reste que de la terre et des taches de rouille. Elle aimerait qu'on lui refasse tout ça proprement avant l'été. Est-ce que quelqu'un chez vous se déplace en France ?",
    "gardening", "abroad", "Audun-le-Tiche", distractors=["Esch", "France"], kind="b", nu="U", situation="Lawn killed by too much iron sulphate at mother's house in Audun-le-Tiche (France).")
add("fr-t07", "Sur le mur du garage, il y a une fissure en escalier dans les blocs qui part du coin de la fenêtre. Mon oncle, qui a travaillé dans le bâtiment, m'a dit de la reboucher au plâtre et de repeindre par-dessus. Trois mois après elle s'est rouverte, plus large qu'avant, on peut y glisser une pièce de 1 cent. Je voudrais qu'un maçon vienne voir ça à Schouweiler avant l'hiver.",
    "masonry", "Dippach", "Schouweiler", not_place=["cent"], kind="b", nu="N", situation="Stepped crack in garage block wall reopened after plaster filling.")
add("fr-t08", "Nous sommes un petit bureau d'architectes à Hobscheid, six postes de travail et un NAS Synology pour les plans. Le NAS affiche un disque en erreur et nous réalisons que la dernière sauvegarde externe date de mars. Nous cherchons un prestataire informatique pour remettre tout ça d'aplomb et mettre en place une sauvegarde automatique hors site. Idéalement avec un contrat de maintenance ensuite.",
    "it-support", "Habscht", "Hobscheid", kind="c", nu="N", situation="Architects' office NAS disk failing, no recent backup.")
add("fr-t09", "Je suis la directrice d'une crèche privée. L'entreprise qui a construit notre extension l'an dernier refuse de revenir pour les infiltrations et les portes qui ne ferment pas, alors que la réception avec réserves est signée. Nous avons encore 10 % de la facture à payer. Peut-on légalement les retenir, et qui peut rédiger une mise en demeure qui tienne la route ?",
    "legal", None, None, kind="c", nu="U", situation="Daycare wants to withhold final payment from builder and send a formal notice.")
add("fr-t10", "Nous tenons une petite librairie dans la Ville-Haute depuis 1987. Nous voulons transformer l'arrière-boutique en coin lecture avec boissons : nouveau sol, déplacer deux cloisons, refaire l'électricité et l'éclairage, un petit point d'eau et la peinture. Nous n'avons ni le temps ni les connaissances pour gérer nous-mêmes les différents corps de métier. Le magasin peut fermer au maximum trois semaines en août.",
    "renovation", "Luxembourg", "Ville-Haute", kind="c", nu="U", situation="Bookshop converting back room, several trades to coordinate.")
add("fr-t11", "Nous sommes une auto-école avec deux moniteurs. Aujourd'hui les élèves réservent leurs heures de conduite par SMS et c'est le chaos. Nous cherchons un développeur web pour un site avec calendrier de réservation en ligne, paiement des forfaits et un espace élève, en français et en portugais. Quel budget faut-il prévoir ?",
    "web-development", None, None, kind="c", nu="N", situation="Driving school wants an online lesson booking site.")
add("fr-t12", "Notre chauffe-eau électrique de 200 litres arrive en fin de vie. Pour la maison à Goeblange, toit plein sud, on hésite entre des capteurs solaires thermiques et quelques panneaux photovoltaïques couplés à un ballon électrique. Qu'est-ce qui est le plus rentable pour une famille de cinq, avec les primes actuelles ? Et est-ce qu'on peut garder l'ancien ballon en attendant ?",
    "solar", "Koerich", "Goeblange", kind="d", nu="N", situation="Solar thermal or PV for hot water, which pays off.")
add("fr-t13", "L'escalier en chêne de notre maison à Ehlange date de 1974 et grince à chaque marche, surtout la nuit. Deux marches ont carrément du jeu et la rampe bouge quand on s'y appuie. Est-ce que ça vaut la peine de le faire réparer ou faut-il envisager un escalier neuf ? Et à peu près quel prix pour chaque option ?",
    "carpentry", "Reckange-sur-Mess", "Ehlange", kind="d", nu="U", situation="Creaking oak staircase with loose treads: repair or replace.")
add("fr-t14", "Nous avons encore une chaudière au fioul de 1998 dans notre maison mitoyenne à Esch/Alzette, 140 m2, isolation moyenne. Entre une pompe à chaleur air-eau et une chaudière à pellets, laquelle est la plus raisonnable ? Nos radiateurs sont d'origine, en fonte, est-ce que ça pose problème pour une pompe à chaleur ? Et combien faut-il compter, primes déduites ?",
    "heating", "Esch-sur-Alzette", "Esch/Alzette", kind="d", nu="U", situation="Replace 1998 oil boiler: heat pump or pellets with old cast-iron radiators.")
add("fr-t15", "Mon fils est en 4e et il décroche en maths depuis la rentrée, surtout en algèbre. Est-ce qu'il vaut mieux que quelqu'un vienne à la maison deux fois par semaine, ou que ça se fasse en ligne ? Combien ça coûte par heure en général ? Il faudrait quelqu'un de patient, il se décourage vite.",
    None, None, None, kind="d", nu="U", situation="Maths tutoring for a teenager (not a listed trade).")

# ---------------- German ----------------
add("de-s01", "Wir hätten gern sechs Wegeleuchten im Garten und zwei Außensteckdosen an der Terrasse, die Kabel müssen noch verlegt werden, Haus in Echternach.",
    "electrical", "Echternach", "Echternach", situation="Garden path lights and outdoor sockets with new cabling.")
add("de-s02", "Suche einen Anwalt für Arbeitsrecht, mein Arbeitgeber hat mir nach 11 Jahren mitten in der Krankschreibung gekündigt",
    "legal", None, None, not_place=["einen"], situation="Dismissal during sick leave after 11 years, employment lawyer.")
add("de-s03", "Fliesenspiegel in der Küche erneuern, ca 4 m2 weiße Metrofliesen, die alten Fliesen müssen runter, Wohnung in Grevenmacher",
    "tiling", "Grevenmacher", "Grevenmacher", situation="Replace kitchen splashback tiles.")
add("de-s04", "Der Tresor in unserem Büro geht nicht mehr auf, der Zahlencode wird nicht angenommen obwohl die Batterie neu ist, Adresse L-6630.",
    "locksmith", "Mertert", "L-6630", situation="Office safe will not open, code rejected.")
add("de-s05", "Wer bringt unseren verwilderten Garten in Berdorf wieder in Ordnung, ca 600 m2 mit Brombeeren, kaputtem Rasen und ein paar alten Sträuchern?",
    "gardening", "Berdorf", "Berdorf", situation="Overgrown garden with brambles and a ruined lawn.")
add("de-s06", "Wer macht die Steuererklärung für Grenzgänger, ich wohne in Trier und arbeite seit März in Luxemburg?",
    "accounting", None, None, distractors=["Trier", "Luxemburg"], situation="Tax return for a cross-border commuter living in Trier.")
add("de-s07", "Büroreinigung zweimal pro Woche für eine Kanzlei mit 180 m2 in der Oberstadt gesucht, abends ab 18 Uhr",
    "cleaning", "Luxembourg", "Oberstadt", situation="Regular evening office cleaning for a law firm.")
add("de-s08", "Suchen einen Fotografen für die Erstkommunion unserer Tochter am 3 Mai in Consdorf, erst in der Kirche und danach Familienfotos im Garten",
    "photography", "Consdorf", "Consdorf", not_place=["einen"], situation="First communion photos in church and garden.")
add("de-s09", "Umzug von Remich nach Köln Anfang April, 4-Zimmer-Wohnung, wir bräuchten auch Verpackungsservice und Möbelabbau",
    "moving", "Remich", "Remich", distractors=["Köln"], situation="Move from Remich to Cologne with packing service.")
add("de-s10", "Ich suche eine Innenarchitektin, die mir ein Farb- und Lichtkonzept für unser offenes Erdgeschoss in Bech macht, die Möbel sind schon da.",
    "interior-design", "Bech", "Bech", situation="Colour and lighting concept for an open-plan ground floor.")
add("de-t01", "Jedes Mal, wenn oben jemand die Spülung drückt oder die Spülmaschine Wasser zieht, knallt es laut in den Wänden, als würde jemand mit dem Hammer auf die Leitungen schlagen. Das geht so, seit die Gemeinde den Wasserzähler getauscht hat. Nachts werden die Kinder davon wach. Wir wohnen in Rosport, in der Nähe vom Tudor-Museum.",
    "plumbing", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="Water hammer banging in the walls since the water meter was replaced.")
add("de-t02", "Im Badezimmer bleibt der Boden seit Wochen kalt, während es im Rest des Hauses schön warm ist. Am Verteilerkasten im Flur gibt es für jeden Raum ein kleines Ventil, und beim Bad bewegt sich der Stift nicht mehr. Mit der Zange habe ich mich nicht rangetraut. Das Haus steht in Befort, Baujahr 2009.",
    "heating", "Beaufort", "Befort", kind="a", nu="U", situation="Underfloor heating loop in the bathroom stays cold, stuck valve pin.")
add("de-t03", "Seit wir in der Küche die neue Induktionsplatte haben, ist abends ständig alles dunkel, sobald Backofen und Wasserkocher gleichzeitig laufen. Dann muss ich jedes Mal in den Keller und den Hebel wieder hochdrücken. Der Küchenhändler hat die Platte nur angeschlossen und ist wieder weg. Wohnung in Gasperich, Altbau aus den 70ern.",
    "electrical", "Luxembourg", "Gasperich", kind="a", nu="U", situation="Breaker trips when induction hob, oven and kettle run together.")
add("de-t04", "Wir haben ein kleines Ferienhaus in Igel, gleich hinter Wasserbillig auf der deutschen Seite. Der Nachbar meinte letztes Jahr, die Risse im Außenputz wären nur ein Schönheitsfehler, etwas Farbe drüber und fertig. Jetzt löst sich der Putz an der Wetterseite großflächig, und darunter bröckeln die Ziegel an den Fugen. Kommt jemand von Ihnen auch nach Deutschland, oder muss ich dort suchen?",
    "masonry", "abroad", "Igel", distractors=["Wasserbillig", "Deutschland"], kind="b", nu="U", situation="Render coming off and brick joints crumbling at holiday house in Igel (Germany).")
add("de-t05", "Unser Vermieter meinte, wir könnten die dunkelblaue Wand im Kinderzimmer einfach selbst mit weißer Dispersionsfarbe aus dem Baumarkt überstreichen. Nach drei Anstrichen schimmert das Blau immer noch fleckig durch, und an den Ecken ist alles verschmiert. Jetzt wollen wir doch einen Maler, der Wand und Decke ordentlich macht. Wohnung in Bonneweg, dritter Stock mit Aufzug.",
    "painting", "Luxembourg", "Bonneweg", kind="b", nu="N", not_place=["einen"], situation="Dark blue wall still showing through after DIY repainting on landlord's advice.")
add("de-t06", "Unser Wärmepumpentrockner von Miele ist drei Jahre alt, aber die Wäsche kommt nach dem Programm noch richtig feucht raus. Der Verkäufer im Elektromarkt meinte am Telefon, es reiche, das Flusensieb zu reinigen, das machen wir aber sowieso nach jedem Durchgang. Jetzt läuft er fast drei Stunden und wird dabei kaum warm. Kann sich das jemand bei uns in Manternach anschauen?",
    "appliance-repair", "Manternach", "Manternach", kind="b", nu="U", situation="Tumble dryer leaves laundry damp; shop said clean the lint filter.")
add("de-t07", "Der Hausmeister hat gesagt, wir sollen einfach Lavendelsäckchen in den Kleiderschrank legen. Jetzt haben drei Wollpullover und ein Kaschmirmantel Löcher, und abends flattern kleine helle Falter im Schlafzimmer herum. Im Teppich unter dem Bett haben wir auch feine Gespinste gefunden. Wir wohnen in Flaxweiler und wollen das endlich richtig loswerden.",
    "pest-control", "Flaxweiler", "Flaxweiler", kind="b", nu="U", situation="Clothes moths eating wool despite caretaker's lavender tip.")
add("de-t08", "Wir führen ein Weingut in Ehnen mit Probierstube im Gewölbekeller. Unten reicht das WLAN nicht hin, deshalb fällt bei Weinproben das Kartenterminal dauernd aus und die Gäste müssen bar zahlen. Ein Repeater aus dem Supermarkt hat nichts gebracht, die Mauern sind fast einen Meter dick. Wer kann bei uns ein vernünftiges Netz bis in den Keller bringen?",
    "it-support", "Wormeldange", "Ehnen", kind="c", nu="U", not_place=["führen", "einen"], situation="Winery tasting cellar has no Wi-Fi, card terminal drops.")
add("de-t09", "Wir betreiben ein kleines Familienhotel mit 14 Zimmern und bekommen immer mehr Gäste aus den Niederlanden. Speisekarte, Hausordnung und die Texte für unsere Wanderkarten gibt es bisher nur auf Deutsch und Französisch. Wir suchen einen Übersetzer oder eine Übersetzerin für Niederländisch, gerne jemanden, der die Gegend kennt. Es sind ungefähr 9000 Wörter.",
    "translation", None, None, distractors=["Niederlanden"], kind="c", nu="N", not_place=["einen"], situation="Family hotel needs menus and hiking texts translated into Dutch.")
add("de-t10", "Wir sind eine Schreinerei in Biwer mit einer Werkhalle von etwa 600 m2 Dachfläche, Trapezblech von 2015. Unsere Maschinen laufen tagsüber, und der Strompreis frisst uns langsam auf. Wir möchten eine Photovoltaikanlage aufs Hallendach setzen lassen und wissen nicht, ob die Statik dafür reicht. Wer plant und baut so etwas für Gewerbe?",
    "solar", "Biwer", "Biwer", kind="c", nu="N", situation="Joinery workshop wants PV on its hall roof.")
add("de-t11", "Wir sind ein kleiner Reitstall mit Schulpferden. Bisher laufen alle Anmeldungen für Reitstunden und Ferienkurse über WhatsApp, und ich verliere komplett den Überblick. Wir suchen einen Webentwickler, der uns eine Seite mit Online-Buchung, Warteliste und Bezahlung baut. Gibt es so etwas fertig, oder muss das extra programmiert werden?",
    "web-development", None, None, kind="c", nu="N", not_place=["einen"], situation="Riding stable wants online booking with waiting list and payment.")
add("de-t12", "Unser Haus in Christnach hat noch das Originaldach von 1984 mit Eternit-Wellplatten. Zwei Platten sind beim letzten Sturm gebrochen und es zieht Wasser in die Dämmung. Lohnt es sich, nur die kaputten Platten zu ersetzen, oder sollten wir wegen Asbest gleich alles neu machen lassen? Und was kostet das ungefähr bei 140 m2?",
    "roofing", "Waldbillig", "Christnach", kind="d", nu="U", situation="Old fibre-cement roof with broken sheets: patch or replace.")
add("de-t13", "Wir wollen im Frühjahr eine Holzterrasse von etwa 30 m2 hinter unserem Haus in Düdelingen bauen lassen. Im Baumarkt rät man uns zu WPC, ein Bekannter schwört auf Bangkirai, und der Schreiner aus dem Dorf meint, Lärche reiche völlig. Was hält am längsten, wenn die Terrasse halb im Schatten liegt? Und mit welchem Preis pro m2 muss man inklusive Unterkonstruktion rechnen?",
    "carpentry", "Dudelange", "Düdelingen", kind="d", nu="N", situation="Which wood for a half-shaded 30 m2 deck and price per m2.")
add("de-t14", "Meine Eltern sind beide über 80 und kommen kaum noch in ihre Badewanne. Wir überlegen, das Bad in ihrem Haus in Bartringen komplett altersgerecht zu machen: bodengleiche Dusche, breitere Tür, Haltegriffe, rutschfeste Fliesen und ein höheres WC. Gibt es dafür staatliche Zuschüsse in Luxemburg? Und wie lange sind sie dann ohne Bad, eine Woche oder eher drei?",
    "renovation", "Bertrange", "Bartringen", distractors=["Luxemburg"], kind="d", nu="U", situation="Accessible bathroom conversion for elderly parents: subsidies and duration.")
add("de-t15", "Wir fliegen über Ostern zehn Tage nach Mallorca und wissen nicht, wohin mit unserem Hund, einem ängstlichen Labrador von neun Jahren. Ist es besser, jemanden zu suchen, der zweimal täglich vorbeikommt, oder ihn in eine Pension zu geben? Was zahlt man dafür ungefähr pro Tag?",
    None, None, None, distractors=["Mallorca"], kind="d", nu="U", situation="Dog sitting during holidays (not a listed trade).")

# ---------------- English ----------------
add("en-s01", "Need 2 movers and a van on a Saturday morning to move a 1-bed flat from Kirchberg to Strassen, there's no lift at the new place",
    "moving", "Luxembourg", "Kirchberg", distractors=["Strassen"], situation="Small flat move from Kirchberg to Strassen, labelled at the loading end.")
add("en-s02", "Looking for someone to build a simple site with an online shop for my handmade ceramics, around 40 products, Shopify or WooCommerce, budget about 2k",
    "web-development", None, None, situation="Online shop for handmade ceramics.")
add("en-s03", "Could someone lay a new lawn with roll-out turf, about 120 m2, at our new-build in Munsbach before the end of April?",
    "gardening", "Schuttrange", "Munsbach", situation="New turf lawn at a new-build house.")
add("en-s04", "My elderly mum can't turn the key in her front door anymore because the lock has got really stiff, her address is 14 rue de l'Eglise, L-7224, and I'd like it sorted this week.",
    "locksmith", "Walferdange", "L-7224", situation="Stiff front-door lock an elderly woman can no longer turn.")
add("en-s05", "Our Siemens built-in oven: the fan runs but it doesn't heat up at all anymore, we're in Sandweiler, can someone come before the 24th?",
    "appliance-repair", "Sandweiler", "Sandweiler", situation="Built-in oven fan runs but no heat.")
add("en-s06", "I was rear-ended on the A6 and the other driver's insurer is refusing to pay for my physio, do I need a lawyer for this?",
    "legal", None, None, situation="Insurer refusing to pay physiotherapy after a rear-end collision.")
add("en-s07", "The grout in our walk-in shower is crumbling out in spots and I think water is getting behind the tiles, can someone regrout it, we're in Steinsel.",
    "tiling", "Steinsel", "Steinsel", situation="Crumbling shower grout, regrouting.")
add("en-s08", "Looking for a cleaner every other Friday for a 3-bed house in Contern, about 4 hours each time, we have two cats.",
    "cleaning", "Contern", "Contern", situation="Fortnightly home cleaning.")
add("en-s09", "Need an accountant to sort out payroll and the social security registration for our new au pair, is that something you handle",
    "accounting", None, None, situation="Payroll and social security registration for an au pair.")
add("en-s10", "hi, just bought a flat in limpertsberg, 85 m2, totally empty and I have zero taste lol, is there an interior designer who can plan furniture, colours and lighting for the whole thing",
    "interior-design", "Luxembourg", "limpertsberg", situation="Furnishing and colour plan for an empty newly bought flat.")
add("en-t01", "Our water bill from the commune came in at almost double last year's. With every tap off, the little star on the meter in the basement still keeps turning slowly. There's also a patch on the garage floor that never quite dries, right where the pipe comes in from the street. House in Alzingen, built in the 80s.",
    "plumbing", "Hesperange", "Alzingen", kind="a", nu="U", not_place=["bill"], situation="Meter turning with all taps off, damp patch where supply pipe enters: hidden leak.")
add("en-t02", "After Sunday's storm I found three broken slates in the garden. Now there's a wet patch on the attic ceiling around the chimney, and when it rains hard you can hear dripping behind the plasterboard. We're on Senningerberg, end-of-terrace house. Can someone look before the next front comes through on Thursday?",
    "roofing", "Niederanven", "Senningerberg", kind="a", nu="U", situation="Broken slates after a storm and a wet patch around the chimney.")
add("en-t03", "A pair of pigeons has basically moved onto our balcony. There are droppings all over the railing and the furniture, and this week they laid two eggs in a flower pot. Shooing them doesn't work, they're back within ten minutes. We have a toddler who plays out there, so it's becoming a hygiene issue; flat in Bettembourg near the station.",
    "pest-control", "Bettembourg", "Bettembourg", kind="a", nu="U", situation="Pigeons nesting on a balcony, droppings and eggs.")
add("en-t04", "Our neighbour swore that closing the radiators in rooms we don't use would cut our bill. So in November we shut the guest room and the office upstairs completely. Since then the heat pump hardly ever stops, the living room floor is only lukewarm and the December bill was higher than ever. Could someone come and check the whole system and set it up properly? We're in Hellange.",
    "heating", "Frisange", "Hellange", kind="b", nu="U", not_place=["bill"], situation="Heat pump running nonstop after closing radiators on neighbour's advice.")
add("en-t05", "My cousin convinced me we could do the move ourselves with a rented van and a few friends. He put his back out on the first wardrobe, and half the stuff is still in the old place in Crauthem. I now need proper movers to take the rest to our new flat in Howald: two wardrobes, a sofa bed, a washing machine and about 30 boxes. The keys have to go back on the 31st.",
    "moving", "Roeser", "Crauthem", distractors=["Howald"], kind="b", nu="N", situation="DIY move failed; remaining furniture from Crauthem to Howald.")
add("en-t06", "A handyman from a Facebook group did our living room and hallway walls last month, cheap and quick. Now every time the kids touch a wall their hands come away white, and in the evening light you can see every roller mark. He says that's just how a matt finish is and doesn't answer anymore. We'd like it redone properly, house in Hassel, about 70 m2 of walls.",
    "painting", "Weiler-la-Tour", "Hassel", kind="b", nu="U", situation="Chalky, streaky walls after a cheap handyman job.")
add("en-t07", "The flooring guy who put down our new engineered oak said the doors would 'settle' after a few weeks. Two months on, three interior doors still scrape the floor and the bathroom one won't close at all. My husband wants to plane them himself but I'd rather not end up with ruined doors. Could a joiner come to Bofferdange to take them off, trim them and rehang them?",
    "carpentry", "Lorentzweiler", "Bofferdange", kind="b", nu="N", situation="Interior doors scraping the new floor, need trimming and rehanging.")
add("en-t08", "We're a four-person veterinary practice in Mondorf-les-Bains. Since the internet provider swapped our router, the reception PC can't see the shared drive with the patient files, and the X-ray workstation won't print. Our receptionist's nephew had a look and made it worse. We need proper IT support, ideally someone who can also take care of backups going forward.",
    "it-support", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="c", nu="N", situation="Vet practice lost shared drive and printing after router swap.")
add("en-t09", "We're a small biotech start-up and the German authority has asked for our 30-page product safety file in German by the 15th. Everything we have is in English, and the technical vocabulary is quite specific. Machine output won't cut it, someone has to stand behind the wording. What would something like this cost and how fast could it be done?",
    "translation", None, None, kind="c", nu="U", situation="Start-up needs a technical safety file in German.")
add("en-t10", "I'm on the committee of our village tennis club in Remerschen. The concrete steps from the car park up to the clubhouse are crumbling, two edges have broken off and a member tripped last Sunday. We'd like them rebuilt before the season starts in April. Could someone come and give us a quote?",
    "masonry", "Schengen", "Remerschen", kind="c", nu="U", situation="Tennis club's crumbling concrete steps to be rebuilt.")
add("en-t11", "We're a small craft brewery and we're celebrating ten years with a party at our second taproom in Arlon, just over the border in Belgium. We'd like a photographer for the evening, around 120 guests, plus a short video clip for Instagram. Date is Saturday 14 March, 7 pm to midnight. Do your photographers go to Belgium, and what would that cost?",
    "photography", "abroad", "Arlon", distractors=["Belgium"], kind="c", nu="N", situation="Brewery anniversary party photos and video in Arlon (Belgium).")
add("en-t12", "I rent a flat in Clausen with a south-facing balcony, fourth floor, nothing in the way. Those plug-in panel kits that you hang on the railing and plug into a normal socket, are they allowed here? Do I need the landlord's OK or to register it somewhere? And honestly, would it ever pay for itself?",
    "solar", "Luxembourg", "Clausen", kind="d", nu="U", situation="Plug-in balcony PV for a tenant: allowed, registration, payback.")
add("en-t13", "We have a double garage attached to our house in Strassen that we barely use. We're thinking of turning half of it into a home office with a window, insulation, heating and a small shower room. Is that cheaper than a small extension in the garden, and do we need a building permit from the commune? Roughly what would a renovation like that cost?",
    "renovation", "Strassen", "Strassen", kind="d", nu="N", situation="Converting half a garage into a home office: cost and permit.")
add("en-t14", "We're putting our house in Capellen on the market in spring. The fuse box is still the old kind with screw-in fuses and a few sockets have no earth. Is it worth bringing all that up to standard before we sell, or do buyers just knock it off the price anyway? Ballpark cost for a 1970s semi with 3 bedrooms?",
    "electrical", "Mamer", "Capellen", kind="d", nu="U", not_place=["sell"], situation="Upgrade old fuse box and unearthed sockets before selling?")
add("en-t15", "We're throwing my dad's 70th birthday for about 45 people in our garden in June. Is it better to have a buffet delivered, or a barbecue with someone grilling on site? How much per head should we expect, drinks not included? My sister thinks we can just cook everything ourselves, I'm not so sure.",
    None, None, None, kind="d", nu="U", situation="Party food for a 70th birthday (catering, not a listed trade).")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, procuro uma senhora para fazer limpeza numa casa em Differdange duas vezes por semana, 3 horas de cada vez.",
    "cleaning", "Differdange", "Differdange", situation="Twice-weekly home cleaning.")
add("pt-s02", "preciso de um eletricista para trocar o quadro elétrico antigo com fusíveis de rosca, a casa fica em Schifflange",
    "electrical", "Schifflange", "Schifflange", situation="Replace an old screw-fuse board.")
add("pt-s03", "Preciso de traduzir o contrato de trabalho e a carta de despedimento de francês para português para mostrar ao meu advogado em Portugal.",
    "translation", None, None, distractors=["Portugal"], situation="Translate employment contract and dismissal letter into Portuguese for a lawyer in Portugal.")
add("pt-s04", "a porta bateu e fiquei fora de casa com a chave lá dentro, estou em rumelange, quanto tempo demoram a chegar???",
    "locksmith", "Rumelange", "rumelange", situation="Door slammed shut with the key inside.")
add("pt-s05", "Quanto custa pôr azulejo na parede da cozinha e mudar o chão da casa de banho, 12 m2 ao todo, apartamento em Bonnevoie?",
    "tiling", "Luxembourg", "Bonnevoie", situation="Kitchen wall tiles and bathroom floor tiles, price.")
add("pt-s06", "mudança de Ettelbruck para Portugal (Viseu) em julho, casa inteira, vocês fazem mudanças internacionais?",
    "moving", "Ettelbruck", "Ettelbruck", distractors=["Portugal", "Viseu"], situation="Whole-house move from Ettelbruck to Viseu, labelled at the loading end.")
add("pt-s07", "Preciso de ajuda com a declaração de impostos minha e do meu marido, temos uma casa alugada em Portugal e nunca a declarámos aqui",
    "accounting", None, None, distractors=["Portugal"], situation="Joint tax return including rented property in Portugal.")
add("pt-s08", "alguém para cortar a relva e tratar do jardim uma vez por mês em kayl, o jardim é grande e tem árvores de fruto",
    "gardening", "Kayl", "kayl", situation="Monthly lawn and garden upkeep.")
add("pt-s09", "Procuro fotógrafo para o batizado da minha filha no dia 17 de maio em Dudelange, na igreja e depois na festa",
    "photography", "Dudelange", "Dudelange", situation="Baptism photos in church and at the party.")
add("pt-s10", "o meu frigorífico americano Samsung está a fazer gelo por todo o lado no congelador e a água do dispensador já não sai, moro em Sanem",
    "appliance-repair", "Sanem", "Sanem", situation="American-style fridge icing up, water dispenser dead.")
add("pt-t01", "Sempre que chove com força, sai água suja pelo ralo do chão da cave e cheira muito mal. Ontem subiu quase até à máquina de lavar e tive de tirar tudo com baldes. Os vizinhos do lado dizem que nunca tiveram isso. Moramos em Larochette, na parte de baixo perto do rio.",
    "plumbing", "Larochette", "Larochette", kind="a", nu="U", situation="Sewage backing up through the cellar floor drain in heavy rain.")
add("pt-t02", "Desde que mudámos as pilhas do termóstato da sala, a casa não aquece nada. Os radiadores estão gelados de manhã à noite, mas a água quente da torneira funciona normalmente. No ecrã da caldeira não aparece nenhum erro, só a hora. Estamos em Gilsdorf, com dois miúdos pequenos, e está a fazer muito frio.",
    "heating", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="No heating since thermostat batteries were changed, hot water fine.")
add("pt-t03", "Há umas semanas começámos a ver baratas pequenas e castanhas na cozinha, à noite, quando acendemos a luz. Agora aparecem também dentro dos armários e atrás do micro-ondas. Já pusemos aquelas caixinhas do supermercado e não adiantou nada. O prédio é antigo, em Esch-sur-Alzette, e a propriétaire diz que o problema é nosso.",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="Cockroaches in kitchen cupboards in an old building.")
add("pt-t04", "A minha sogra tem uma casa em Longwy, do lado francês. No verão o vizinho disse-lhe que podia pintar as persianas de madeira e a fachada com a tinta de interior que sobrou das obras, que era igual. Agora está tudo a descascar e a fachada ficou às manchas. Ela quer que aquilo fique bem feito antes de vender a casa. Vocês também trabalham em França?",
    "painting", "abroad", "Longwy", distractors=["França"], kind="b", nu="U", situation="Facade and shutters peeling after interior paint used outside, house in Longwy (France).")
add("pt-t05", "No inverno passado o meu vizinho subiu ao telhado e pôs silicone à volta da chaminé porque entrava água no sótão. Disse que ficava resolvido para anos. Este mês voltou a pingar, e agora até escorre água pela parede do quarto. Preciso de um couvreur a sério para ver o telhado em Reisdorf, de preferência antes do Natal.",
    "roofing", "Reisdorf", "Reisdorf", kind="b", nu="N", situation="Chimney flashing leak back after neighbour's silicone fix.")
add("pt-t06", "O meu cunhado disse que podíamos tirar a parede entre a cozinha e a sala sem problema, que era só tijolo. Começámos a partir no sábado, apareceu uma viga de betão por cima e agora o teto do lado da cozinha tem uma fissura nova. Parámos tudo e pusemos umas escoras emprestadas. Precisamos de alguém que saiba o que está a fazer para abrir a parede em segurança, a casa é em Cruchten.",
    "masonry", "Nommern", "Cruchten", kind="b", nu="U", situation="Half-demolished wall turns out load-bearing after brother-in-law's advice.")
add("pt-t07", "Na loja de móveis garantiram-nos que o roupeiro de 2,20 m cabia debaixo da parede inclinada do sótão. Montámos metade e não cabe, bate no teto a meio. Não queremos voltar a perder dinheiro com móveis feitos para quartos normais. Procuramos um carpinteiro que faça um roupeiro embutido por medida, casa em Heffingen.",
    "carpentry", "Heffingen", "Heffingen", kind="b", nu="N", situation="Built-in wardrobe for a sloping attic after shop's wrong advice.")
add("pt-t08", "Temos um restaurante em Hollerich com 60 lugares. Daqui a duas semanas temos inspeção sanitária e a cozinha precisa de uma limpeza profunda, sobretudo a hotte, os filtros e o chão atrás dos fornos. Procuramos uma empresa de limpeza que possa vir num domingo, que é quando estamos fechados. Também podem fazer orçamento para uma limpeza mensal?",
    "cleaning", "Luxembourg", "Hollerich", kind="c", nu="N", situation="Restaurant kitchen deep clean before a hygiene inspection.")
add("pt-t09", "Tenho uma pequena empresa de limpezas com seis funcionárias. Uma empresa cliente não me paga três faturas há cinco meses, quase 7.000 euros, e agora diz que o trabalho foi mal feito, mas nunca reclamou por escrito. Já mandei lembretes e cartas registadas. Quem me pode ajudar a cobrar isto em tribunal, e quanto custa?",
    "legal", None, None, kind="c", nu="U", situation="Cleaning company recovering unpaid invoices from a business client.")
add("pt-t10", "Somos uma empresa de jardinagem em Medernach com cinco equipas. Desde que mudámos de fornecedor de internet, o Outlook do escritório deixou de receber emails e a impressora não imprime a partir dos portáteis. Também queríamos que os chefes de equipa tivessem o email da empresa nos telemóveis. Alguém pode vir cá pôr isto tudo a funcionar?",
    "it-support", "Vallée de l'Ernz", "Medernach", kind="c", nu="U", situation="Gardening firm's office e-mail and printing broken after provider change.")
add("pt-t11", "Somos um rancho folclórico português com mais de 40 membros, entre dançarinos e músicos. Queremos um site simples com a agenda das atuações, uma galeria de fotos e um formulário para quem nos quer contratar para festas. Alguém conhece um web designer que faça isto sem cobrar uma fortuna a uma associação? Temos o domínio mas não sabemos mexer em nada.",
    "web-development", None, None, kind="c", nu="N", situation="Folk dance group wants a simple site with agenda, gallery and booking form.")
add("pt-t12", "Estamos a pensar pôr painéis solares no telhado da nossa casa em Angelsberg, mas o telhado está virado a este e oeste, não a sul. Vale a pena mesmo assim, com o Klimabonus? O nosso consumo é de uns 4500 kWh por ano. Quantos painéis cabem em duas águas de 45 m2 e em quantos anos se paga o investimento?",
    "solar", "Fischbach", "Angelsberg", kind="d", nu="N", situation="Is PV on an east-west roof worth it.")
add("pt-t13", "Comprámos um apartamento de 1975 em Pétange, 90 m2, e está tudo como no dia em que foi construído. Cozinha, casa de banho, chão, eletricidade e janelas, tudo precisa de ser refeito antes de nos mudarmos. Mais ou menos quanto custa por m2 uma obra destas hoje no Luxemburgo? E quanto tempo demora, se começarmos em março?",
    "renovation", "Pétange", "Pétange", distractors=["Luxemburgo"], kind="d", nu="U", situation="Cost per m2 and duration to redo a 1975 flat entirely.")
add("pt-t14", "Mudámo-nos para uma casa em Mersch e a sala é comprida e estreita, com a porta a meio, e a televisão não cabe em lado nenhum. Já mudámos os móveis de sítio quatro vezes e continua a parecer um corredor. Vale a pena pagar a alguém para fazer um plano da sala, com cores, luzes e disposição dos móveis? Quanto se paga normalmente por uma coisa assim?",
    "interior-design", "Mersch", "Mersch", kind="d", nu="U", situation="Long narrow living room: worth paying for a layout and colour plan?")
add("pt-t15", "A minha mãe tem 84 anos, vive sozinha e começou a esquecer-se de tomar os medicamentos. É melhor procurar alguém que vá lá a casa algumas horas por dia, ou um centro de dia? Quanto custa mais ou menos? Ela não quer sair de casa de maneira nenhuma.",
    None, None, None, kind="d", nu="U", situation="Home care for an elderly mother (not a listed trade).")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, cerco qualcuno che tolga con la fresa tre ceppi di vecchi abeti dal giardino della nostra casa a Dalheim.",
    "gardening", "Dalheim", "Dalheim", situation="Grinding out three old fir stumps in the garden.")
add("it-s02", "Il wc sospeso perde acqua di continuo nella tazza e la cassetta non smette mai di riempirsi, abito a Canach, potete venire in settimana?",
    "plumbing", "Lenningen", "Canach", situation="Wall-hung WC cistern running continuously.")
add("it-s03", "Mi serve un avvocato che parli italiano per una separazione consensuale, abbiamo una casa in comproprietà e due figli minorenni.",
    "legal", None, None, situation="Italian-speaking lawyer for an amicable separation.")
add("it-s04", "Vorrei un preventivo per una libreria su misura in legno massello che copra tutta la parete del soggiorno, 4 m per 2,60, appartamento a Merl",
    "carpentry", "Luxembourg", "Merl", situation="Made-to-measure solid wood wall bookcase.")
add("it-s05", "trasloco da bissen a milano fine giugno, bilocale, ci serve anche un deposito per qualche mese per parte dei mobili",
    "moving", "Bissen", "bissen", distractors=["milano"], situation="Move from Bissen to Milan with temporary storage.")
add("it-s06", "Cerco uno sviluppatore per rifare il sito della nostra cantina con shop online per le bottiglie e prenotazione delle degustazioni",
    "web-development", None, None, situation="Winery website with online shop and tasting bookings.")
add("it-s07", "Il piano a induzione Electrolux ha una zona che non si accende più mentre le altre tre funzionano, abitiamo a Colmar-Berg.",
    "appliance-repair", "Colmar-Berg", "Colmar-Berg", situation="One induction hob zone dead.")
add("it-s08", "Cerchiamo un fotografo per un servizio di famiglia all'aperto per i 90 anni del nonno, possibilmente sul Lac de la Haute-Sûre a settembre",
    "photography", "Lac de la Haute-Sûre", "Lac de la Haute-Sûre", situation="Outdoor family shoot for grandfather's 90th at the lake.")
add("it-s09", "ho aperto una sarl-s da sei mesi e non ho ancora capito come tenere la contabilità, cerco un commercialista che mi segua ogni mese",
    "accounting", None, None, situation="Monthly bookkeeping for a new SARL-S.")
add("it-s10", "pulizia completa della casa che abbiamo appena comprato a Boulaide, i vecchi proprietari l'hanno lasciata sporchissima, 150 m2 finestre comprese",
    "cleaning", "Boulaide", "Boulaide", situation="Deep clean of a newly bought house left dirty by previous owners.")
add("it-t01", "Da qualche settimana le luci di tutta la casa sfarfallano la sera, soprattutto quando parte la lavastoviglie. Ieri la presa dietro la lavatrice in bagno era calda e la placca è diventata marroncina. Non si sente odore, ma ho paura a lasciare accesi gli apparecchi quando usciamo. Abitiamo a Mertzig, casa degli anni sessanta.",
    "electrical", "Mertzig", "Mertzig", kind="a", nu="U", situation="Flickering lights and a hot, discoloured socket.")
add("it-t02", "La caldaia a pellet si blocca due o tre volte al giorno e bisogna riavviarla a mano. In cantina c'è odore di fumo e sul vetro della camera di combustione si forma un deposito nero. Il serbatoio è pieno e il pellet è lo stesso di sempre. Siamo a Heiderscheid e di notte la casa diventa gelida.",
    "heating", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U", situation="Pellet boiler keeps shutting down, smoke smell and soot.")
add("it-t03", "Da quando siamo tornati da Barcellona, ogni mattina mi sveglio con punture in fila sulle braccia e sulla schiena. Sul coprimaterasso ci sono puntini neri e ieri sera ho visto un insetto piatto e marrone vicino alla testiera. Abbiamo già lavato tutto a 60 gradi. L'appartamento è a Cessange e abbiamo una bambina di due anni.",
    "pest-control", "Luxembourg", "Cessange", distractors=["Barcellona"], kind="a", nu="U", situation="Bed bug bites after a trip.")
add("it-t04", "Mio suocero ha rifatto da solo il terrazzo della casa di mia sorella ad Athus, in Belgio, appena dopo il confine di Rodange. Diceva che la colla per interni andava benissimo anche fuori. Dopo un inverno metà delle piastrelle suona vuota e alcune si sono staccate e spaccate. Bisogna rifare tutto, ma voi lavorate anche in Belgio?",
    "tiling", "abroad", "Athus", distractors=["Belgio", "Rodange"], kind="b", nu="U", situation="Terrace tiles laid with indoor adhesive lifting after winter, in Athus (Belgium).")
add("it-t05", "La serratura del portone di casa ogni tanto si bloccava. Il vicino ci ha detto di spruzzarci dentro dell'olio da cucina, e l'abbiamo fatto. Ora la chiave entra ma gira a vuoto e la porta non si chiude più a chiave, quindi di notte la blocchiamo con una sedia. Abitiamo a Greiveldange, qualcuno può passare domani?",
    "locksmith", "Stadtbredimus", "Greiveldange", kind="b", nu="U", situation="Lock turning freely after neighbour's cooking-oil tip.")
add("it-t06", "Un amico ci ha consigliato di pulire le grondaie salendo sul tetto con l'idropulitrice. Risultato: due tegole rotte, una grondaia mezza staccata e adesso quando piove entra acqua nel sottotetto. Abbiamo bisogno di un lattoniere o di un conciatetti che sistemi tutto a Roodt-sur-Syre. Possibilmente prima delle piogge della settimana prossima.",
    "roofing", "Betzdorf", "Roodt-sur-Syre", kind="b", nu="N", situation="Broken tiles and detached gutter after pressure-washing from the roof.")
add("it-t07", "A luglio il vicino ci ha detto di potare forte il melo e i due peri, perché così avrebbero fatto più frutta. Li abbiamo tagliati quasi a metà. Adesso sono pieni di rami verticali, uno dei peri ha la corteccia che si stacca e quest'anno non c'è stato un solo frutto. Qualcuno può venire a Waldbredimus a vedere se si possono salvare e a spiegarci come curarli?",
    "gardening", "Bous-Waldbredimus", "Waldbredimus", kind="b", nu="U", situation="Fruit trees damaged by hard summer pruning on neighbour's advice.")
add("it-t08", "Siamo una scuola di danza a Oberkorn con due sale. Le pareti sono rovinate dalle sbarre e dalle scarpe, e vorremmo ridipingere tutto in colori più chiari, più una scritta con il nostro logo su una parete. Cerchiamo un imbianchino che possa lavorare a luglio, quando siamo chiusi. Sono circa 300 m2 di pareti e soffitti.",
    "painting", "Differdange", "Oberkorn", kind="c", nu="N", situation="Dance school repaint of two studios during summer closure.")
add("it-t09", "Sono il presidente di un'associazione calcistica giovanile. A giugno ospitiamo per tre giorni una squadra di ragazzi giapponesi con i loro allenatori, e nessuno di noi parla giapponese. Ci servirebbe qualcuno che li accompagni e faccia da tramite durante le riunioni e la cena ufficiale, in italiano o francese. Quanto costa una persona così per tre giorni?",
    "translation", None, None, kind="c", nu="U", situation="Youth football club needs a Japanese interpreter for a visiting team.")
add("it-t10", "Gestiamo un B&B con cinque camere a Winseler, in una vecchia fattoria. Le camere sono ancora arredate con i mobili dei nonni e le recensioni dicono che sono buie e datate. Vorremmo un interior designer che ci faccia un progetto per tutte e cinque, con colori, tessuti, luci e mobili, senza lavori murari. Fate anche sopralluoghi al nord?",
    "interior-design", "Winseler", "Winseler", kind="c", nu="N", situation="B&B wants a design plan to refresh five dated rooms.")
add("it-t11", "Siamo un'impresa edile di Boevange-sur-Attert con dodici dipendenti. Da quando il nostro vecchio tecnico è andato in pensione, nessuno sa più gestire il server in ufficio e i tablet dei capicantiere non sincronizzano più i piani. Le password le aveva solo lui. Cerchiamo qualcuno che riprenda in mano tutto e ci faccia un contratto di assistenza.",
    "it-support", "Helperknapp", "Boevange-sur-Attert", kind="c", nu="U", situation="Building firm lost control of office server after IT person retired.")
add("it-t12", "Abbiamo una piscina interrata di 32 m3 nel giardino a Ingeldorf e la pompa di calore per scaldarla consuma tantissimo. Conviene mettere dei pannelli solari termici sul tetto del pool house per scaldare l'acqua da maggio a settembre? Oppure sono meglio i fotovoltaici per alimentare la pompa? Quanto spenderemmo più o meno?",
    "solar", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="N", situation="Solar thermal or PV to heat a swimming pool.")
add("it-t13", "Vogliamo costruire un barbecue fisso in mattoni con un piano di lavoro accanto, nel giardino della casa a Wiltz. Meglio mattoni refrattari o pietra locale? Serve una fondazione in cemento o basta appoggiarlo sulle lastre del terrazzo? E più o meno quanto costa farlo fare?",
    "masonry", "Wiltz", "Wiltz", kind="d", nu="U", situation="Built-in brick barbecue: materials, foundation, price.")
add("it-t14", "Abbiamo una mansarda di 40 m2 a Diekirch che oggi usiamo come ripostiglio. Vorremmo trasformarla in una camera con bagno per nostro figlio: isolamento, finestre da tetto, riscaldamento, impianto elettrico e bagno. Quanto costa più o meno una ristrutturazione del genere? E servono permessi dal comune?",
    "renovation", "Diekirch", "Diekirch", kind="d", nu="N", situation="Attic conversion into a bedroom with bathroom: cost and permits.")
add("it-t15", "La mia bici elettrica, una Bosch di cinque anni, non si ricarica più: la batteria resta al 20% anche dopo una notte attaccata. La uso tutti i giorni per andare al lavoro. Conviene cambiare solo la batteria o ormai è meglio comprarne una nuova? Quanto costa di solito una batteria nuova?",
    None, None, None, kind="d", nu="U", situation="E-bike battery not charging (not a listed trade).")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito a alguien que cambie unas diez baldosas rotas del suelo de la cocina, tengo baldosas de repuesto del mismo modelo, vivo en Redange.",
    "tiling", "Redange", "Redange", situation="Replace about ten cracked kitchen floor tiles with spares.")
add("es-s02", "¿Cuánto cuesta instalar placas solares en una casa unifamiliar en Beckerich, tejado a dos aguas orientado al sur, unos 60 m2?",
    "solar", "Beckerich", "Beckerich", situation="Price of PV on a south-facing house roof.")
add("es-s03", "Necesito traducir al francés el manual técnico de una máquina de envasado, son 60 páginas en español y lo necesito para el lunes",
    "translation", None, None, situation="Technical manual from Spanish into French.")
add("es-s04", "busco jardinero para diseñar y plantar un jardín pequeño con plantas que aguanten la sombra detrás de la casa en useldange",
    "gardening", "Useldange", "useldange", situation="Design and planting of a small shade garden.")
add("es-s05", "Necesito un electricista para poner tres enchufes y una luz con sensor de movimiento en el garaje de mi casa en Bertrange.",
    "electrical", "Bertrange", "Bertrange", situation="New sockets and a motion-sensor light in the garage.")
add("es-s06", "Busco un asesor fiscal para la declaración de la renta, me vine de Madrid en mayo y no sé si tengo que declarar aquí o en España",
    "accounting", None, None, distractors=["Madrid", "España"], situation="Tax return in the year of moving from Spain.")
add("es-s07", "Mudanza el 5 de abril de Troisvierges a Bruselas, piso de 2 habitaciones, necesitamos también desmontar y montar los muebles",
    "moving", "Troisvierges", "Troisvierges", distractors=["Bruselas"], situation="Move from Troisvierges to Brussels with furniture assembly.")
add("es-s08", "Necesito un abogado porque mi vecino ha levantado un muro que invade 40 cm de mi terreno y se niega a quitarlo",
    "legal", None, None, situation="Neighbour's wall encroaching on the plot, boundary dispute.")
add("es-s09", "Busco fotógrafo para fotos de producto de mis joyas artesanales sobre fondo blanco, unas 50 piezas, en mi taller de Hamm",
    "photography", "Luxembourg", "Hamm", situation="Product photos of handmade jewellery at the workshop.")
add("es-s10", "hay ratas en el compost y debajo de la caseta del jardín, las vemos por la tarde, vivo en soleuvre y tengo perro",
    "pest-control", "Sanem", "soleuvre", situation="Rats in the compost and under the garden shed.")
add("es-t01", "Desde hace una semana casi no sale agua por los grifos del piso de arriba, solo un hilito, y abajo sale con poca fuerza también. La llave de paso general está abierta del todo y los vecinos dicen que ellos tienen presión normal. Junto al contador hay una pieza con una rueda y un reloj que marca casi cero. Vivimos en Wincrange, casa de 2005.",
    "plumbing", "Wincrange", "Wincrange", kind="a", nu="U", situation="Very low water pressure in the whole house, pressure reducer gauge near zero.")
add("es-t02", "El congelador grande del garaje hace clic cada pocos minutos, se enciende un segundo y se vuelve a apagar. Esta mañana todo lo de dentro estaba blando y había un charco debajo. Lo hemos desenchufado y vuelto a enchufar y sigue igual. Estamos en Hosingen y tenemos ahí la carne de medio año.",
    "appliance-repair", "Parc Hosingen", "Hosingen", kind="a", nu="U", situation="Chest freezer clicking on and off, food thawed.")
add("es-t03", "Desde el domingo huele a gasóleo en el cuarto de la caldera y el quemador se enciende y se apaga cada dos o tres minutos. Los radiadores están tibios aunque el termostato está a 22. El depósito está casi lleno, lo llenamos en octubre. Vivimos en Weiswampach y por la noche aquí baja a bajo cero.",
    "heating", "Weiswampach", "Weiswampach", kind="a", nu="U", situation="Oil burner short-cycling, diesel smell, lukewarm radiators.")
add("es-t04", "Tenemos una casa de fin de semana en Martelange, en el lado belga, justo enfrente de Haut-Martelange que ya es Luxemburgo. El que nos vendió la tarima de pino para la terraza nos dijo que venía tratada y que no hacía falta aceitarla nunca. Cuatro años después hay tablas podridas que se hunden al pisar. Buscamos un carpintero que la cambie entera, ¿trabajáis también en Bélgica?",
    "carpentry", "abroad", "Martelange", distractors=["Haut-Martelange", "Luxemburgo", "Bélgica"], kind="b", nu="N", situation="Rotten pine deck at a weekend house in Martelange (Belgium) after seller's no-oil advice.")
add("es-t05", "En la tienda de bricolaje nos dijeron que podíamos pintar directamente encima del papel pintado del salón, que así nos ahorrábamos quitarlo. Lo hicimos en dos manos y a los pocos días empezaron a salir burbujas, y ahora se despegan tiras enteras por las juntas. Queremos que alguien lo quite todo, prepare las paredes y lo deje bien. Vivimos en Ell, unos 45 m2 de pared.",
    "painting", "Ell", "Ell", kind="b", nu="U", situation="Paint over wallpaper blistering after DIY-store advice; strip and redo walls.")
add("es-t06", "La semana pasada intentaron entrar en dos pisos de nuestro edificio en el Grund. El presidente de la comunidad dijo que con poner una cadena por dentro era suficiente. Hoy hemos visto marcas de palanca también en nuestra puerta, al lado del bombín. Queremos un bombín antibumping y algo más seguro de verdad, ¿alguien puede venir esta semana?",
    "locksmith", "Luxembourg", "Grund", kind="b", nu="U", situation="Upgrade lock after attempted break-ins; chain advice not enough.")
add("es-t07", "El antiguo dueño tapó las grietas del muro de piedra del jardín con yeso y luego lo pintó de blanco. Nos dijo que estaba perfecto. Después del invierno el yeso se ha caído a trozos, las grietas se ven más grandes y una parte del muro está abombada. Necesitamos un albañil que lo revise y lo rehaga donde haga falta, la casa está en Bettborn.",
    "masonry", "Préizerdaul", "Bettborn", kind="b", nu="N", situation="Stone garden wall bulging after cracks were hidden with plaster.")
add("es-t08", "Somos la directiva del club de fútbol de Saeul. El sábado hacemos la fiesta de carnaval en la sala del club y el domingo a mediodía hay que devolverla limpia para un bautizo. Somos voluntarios y nadie quiere quedarse hasta las cinco de la mañana fregando. Buscamos una empresa de limpieza que venga el domingo temprano, unos 250 m2 con cocina y baños.",
    "cleaning", "Saeul", "Saeul", kind="c", nu="N", situation="Football club hall cleaning after a carnival party.")
add("es-t09", "Tenemos una pequeña empresa de reformas con ocho trabajadores y todos los clientes nos llegan por el boca a boca. Queremos tener algo nuestro en internet donde se vean fotos de las obras terminadas y donde la gente pueda pedir presupuesto subiendo fotos desde el móvil. Que salga bien en Google cuando alguien busca reformas en el norte del país. ¿Cuánto cuesta algo así y cuánto se tarda?",
    "web-development", None, None, kind="c", nu="U", situation="Renovation firm wants an online portfolio with quote requests.")
add("es-t10", "Tenemos una tienda de bicicletas en Bereldange y el local parece más un almacén que una tienda. Queremos reorganizarlo todo: dónde van las bicis, el mostrador, un taller que se vea desde la calle, colores y una iluminación que haga lucir los modelos. No queremos obras grandes, solo un plan bien pensado que luego podamos ir haciendo. ¿Quién hace este tipo de trabajo?",
    "interior-design", "Walferdange", "Bereldange", kind="c", nu="U", situation="Bike shop wants a layout, colour and lighting plan.")
add("es-t11", "Somos una gestoría pequeña en Vichten, cuatro personas. Nuestro proveedor de correo cierra en marzo y tenemos que pasar todo a Microsoft 365, con los correos antiguos y los calendarios. Además queremos que las copias de seguridad se hagan solas y no en un disco que alguien se lleva a casa. Buscamos un técnico informático de confianza para hacerlo y para el mantenimiento.",
    "it-support", "Vichten", "Vichten", kind="c", nu="N", situation="Small accounting office migrating e-mail and automating backups.")
add("es-t12", "Heredé una casa de los años 70 en Rambrouch y pienso alquilarla. ¿Vale la pena hacer una reforma completa de cocina, baño y suelos antes, o se alquila igual sin tocar nada? ¿Cuánto subiría el alquiler más o menos? Es para calcular si me compensa pedir un préstamo.",
    "renovation", "Rambrouch", "Rambrouch", kind="d", nu="N", situation="Renovate an inherited 1970s house before renting it out?")
add("es-t13", "El tejado de nuestra casa de piedra en Grosbous tiene casi 60 años y hay que cambiarlo antes de que empiece a gotear. ¿Qué es mejor, pizarra natural o teja de hormigón, pensando en la duración y en el peso? ¿Hay alguna ayuda del Estado si a la vez aislamos el tejado? ¿Y cuánto cuesta más o menos para unos 150 m2?",
    "roofing", "Groussbus-Wal", "Grosbous", kind="d", nu="U", situation="Natural slate or concrete tiles for a 60-year-old roof, subsidies, price.")
add("es-t14", "Vamos a cambiar el suelo del salón en nuestra casa de Bridel, unos 50 m2, y queremos madera. Debajo tenemos suelo radiante. ¿Es mejor roble macizo o multicapa en este caso? ¿Y se puede pegar directamente o hay que poner algo debajo?",
    "carpentry", "Kopstal", "Bridel", kind="d", nu="U", situation="Solid or engineered oak over underfloor heating.")
add("es-t15", "A mi madre la operaron de la cadera hace dos semanas y no puede salir de casa. Está de muy mal humor porque lleva el pelo fatal y tiene las canas a la vista. ¿Hay alguien que vaya a domicilio a cortar y teñir? ¿Cuánto suele cobrar?",
    None, None, None, kind="d", nu="U", situation="Home hairdresser for a mother after hip surgery (not a listed trade).")
