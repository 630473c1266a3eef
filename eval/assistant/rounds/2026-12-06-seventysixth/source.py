MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, mir brauchen en Installateur deen eng nei Waasserleitung vum Haus bis an d'Garage leet, zu Wäisswampech, wa méiglech nach virum Frascht.",
    "plumbing", "Weiswampach", "Wäisswampech", situation="new water pipe from house to garage before frost")
add("lb-s02", "Sichen e Schräiner fir en agebauten Kleederschaf aus Holz ënnert der Daachschréi, Appartement um Lampertsbierg, 2,40 m breet",
    "carpentry", "Luxembourg", "Lampertsbierg", not_place=["Holz"], situation="built-in wooden wardrobe under a sloping ceiling")
add("lb-s03", "wie kann eis de living an den trapenhaus frësch ufierwen zu klierf ca 60m2 mauer wäiss 🙏",
    "painting", "Clervaux", "klierf", situation="repaint living room and stairwell white")
add("lb-s04", "Hu mech grad ausgespaart, de Schlëssel steet bannen an der Dier, Grand-Rue zu Ettelbréck, wien ass séier do??",
    "locksmith", "Ettelbruck", "Ettelbréck", situation="locked out, key left inside in the lock")
add("lb-s05", "Kann een mir e Kafcompromis vum Portugiseschen op Franséisch iwwersetzen, 9 Säiten, bis den 20 Dezember?",
    "translation", None, None, situation="translate a 9-page sales agreement Portuguese to French")
add("lb-s06", "Sichen iergendeen deen ab Januar d'Paie fir eis 3 Salariéen mécht an d'Declaratiounen fir d'CCSS, mir sinn eng kleng Schräinerei",
    "accounting", None, None, situation="payroll and social-security returns for a small joinery")
add("lb-s07", "Wat kascht ongeféier eng PV-Anlag vu 15 kWp op eiser Scheier zu Furen, d'Daach geet no Süden?",
    "solar", "Tandel", "Furen", situation="price of a 15 kWp PV system on a barn roof")
add("lb-s08", "eise Frigo Bosch KGN39 killt net méi an mécht e Kaméidi wéi en Tracteur, mir wunnen zu Dikrech, kann een dat flécken oder ass en hin",
    "appliance-repair", "Diekirch", "Dikrech", situation="fridge not cooling and noisy")
add("lb-s09", "De Gaart hannert dem neien Haus zu Ëlwen soll ugeluecht ginn: Rasen säen, 3 Beem planzen an e klenge Wee mat Gravier.",
    "gardening", "Troisvierges", "Ëlwen", situation="lay out a new garden: lawn, trees, gravel path")
add("lb-s10", "Mäin Auto quiitscht beim Bremsen zanter gëschter, kennt dir mir eng gutt Garage recommandéieren?",
    None, None, None, situation="car brakes squeal, wants a car garage")
add("lb-t01", "Moien. An eisem Keller zu Wooltz leien zanter enger Woch kleng schwaarz Kréimelen laanscht d'Mauer. De Gromperesak ass ugeknabbert an nuets héiert een et kraazen hannert de Regaler. D'Kaz interesséiert sech iwwerhaapt net dofir 😅. Wat kann ee maachen?",
    "pest-control", "Wiltz", "Wooltz", kind="a", nu="U", situation="droppings and gnawed potato sack in the cellar (mice)")
add("lb-t02", "No dem Stuerm vum Weekend leien dräi Schiferplacken am Gaart. Elo ass am Späicherzëmmer e bronge Flecken um Plafong deen all Dag méi grouss gëtt. Mir wunnen zu Wanseler an et soll nach méi reenen dës Woch. Kann dat een nach virdrun ukucken?",
    "roofing", "Winseler", "Wanseler", kind="a", nu="U", situation="slates blown off, growing stain in attic room")
add("lb-t03", "Bei eis zu Stolzebuerg fält all Kéiers d'Sécherung eraus wann de Kachtaf an den Uewen zesumme lafen. Gëschter huet et och no verbrannte Plastik bei der Steckdous an der Kichen geroch. D'Haus ass vun 1972 an do ass nach ni eppes gemaach ginn. Ech hu Angscht dass et brennt!",
    "electrical", "Putscheid", "Stolzebuerg", kind="a", nu="U", situation="fuse trips with kettle and oven, burnt smell at socket")
add("lb-t04", "Mir hunn zu Housen en Uebau mat Buedemheizung gemaach an déi bleift keal, och wann de Rescht vum Haus waarm ass. Mäi Schwoer sot, ech sollt einfach den Thermostat op Maximum stellen an den Drock vun der Heizung erophuelen. Zanter do leeft de Sécherheetsventil all Moien an et ass ëmmer nach keal. Ech hätt gär e Chauffagist deen dat richteg areguléiert.",
    "heating", "Parc Hosingen", "Housen", kind="b", nu="N", situation="underfloor heating in extension stays cold after brother-in-law's advice")
add("lb-t05", "D'Stëtzmauer vun eisem Gaart zu Wëlwerwolz huet e Rëss vun uewe bis ënnen a bausch no baussen. Den Noper huet gemengt, mir sollen de Rëss einfach mat Silikon zoumaachen an da wier et gutt. Dat hu mir am Summer gemaach, awer elo ass de Spalt nach méi breet an et falen Steng eraus. Wie kann déi Mauer fir eis nei opriichten oder stabiliséieren?",
    "masonry", "Kiischpelt", "Wëlwerwolz", kind="b", nu="U", situation="cracked bulging retaining wall sealed with silicone on neighbour's advice")
add("lb-t06", "Mir hunn zu Nocher e Bongert mat zwielef alen Äppel- a Bierebeem. Meng Tatta sot, mir missten se am Juli ganz staark zréckschneiden, dann géifen se méi droen. Elo gesinn d'Beem traureg aus, vill Äscht si gebrach an d'Äppel sinn all kleng bliwwen. Ass do nach eppes ze retten, a kann een de Bongert am Wanter fachgerecht schneiden a versuergen?",
    "gardening", "Goesdorf", "Nocher", kind="b", nu="U", situation="old orchard pruned hard in July on an aunt's advice")
add("lb-t07", "An der Buedzëmmer zu Veianen hu mir d'lescht Joer nei Plättercher iwwer déi al geluecht, sou wéi de Verkeefer am Baumaart eis et geroden huet, mat engem normale Kleber. Elo kléngen der vill huel wann ee drop trëppelt an zwou si schonn duerchgebrach. Mir brauchen e Plättchesleeër deen dat erausmécht a richteg nei leet. Et sinn ongeféier 8 m2 Buedem.",
    "tiling", "Vianden", "Veianen", kind="b", nu="N", situation="tiles laid over old tiles on DIY-store advice sound hollow and crack")
add("lb-t08", "Ech sinn am Comité vum FC zu Nidderfeelen an d'nächst Joer feiere mir 100 Joer Club. Mir hätte gär fir d'Festbroschür Fotoe vun allen Ekippen, vun de Bambinien bis bei d'Veteranen, am beschten un engem Samschdeg am Mäerz um Terrain. Mir sichen e Fotograf deen dat mécht an och um Fest selwer dobäi ass. Wéi vill géif dat kaschten?",
    "photography", "Feulen", "Nidderfeelen", kind="c", nu="N", situation="football club centenary: team photos and event photos")
add("lb-t09", "Mir hunn eng kleng Autosgarage zu Wëntger mat Büro a Showroom. Eis Mechaniker hunn absolut keng Zäit fir dat, an de Showroom gesäit all Mount méi schlëmm aus. Mir bräichten een deen zweemol an der Woch owes kënnt, fir de Buedem, d'Fënstere vum Showroom an d'Toiletten. Ass dat eppes wat Dir ubitt?",
    "cleaning", "Wincrange", "Wëntger", kind="c", nu="U", situation="car garage needs twice-weekly office and showroom cleaning")
add("lb-t10", "Ech hunn eng Kinésitherapie-Praxis zu Mäerzeg mat 4 Leit. Zanter dem Update vu leschter Woch fannen déi zwee Computeren un der Receptioun den Drécker net méi an den Agendaprogramm leeft nëmmen nach op engem PC. Mäi Neveu huet et probéiert, awer hien ass och net weidergaangen. Kann een dat bei eis an der Praxis reparéieren an d'Netzwierk propper opsetzen?",
    "it-support", "Mertzig", "Mäerzeg", kind="c", nu="U", situation="physio practice: printer and scheduling software broken after update")
add("lb-t11", "Ech schreiwen fir d'Musekgesellschaft vun eisem Duerf, mir sinn 45 Musikanten. Bis elo hu mir just eng Facebook-Säit, awer mir hätte gär eppes Eegenes mat Concertskalenner, Fotoen an enger Reservatioun fir de Galaconcert. Et sollt een et selwer kënnen aktualiséieren, ouni Informatiker ze sinn. Wat wär do de Budget?",
    "web-development", None, None, kind="c", nu="U", situation="village brass band wants its own site with calendar and reservations")
add("lb-t12", "Mir plënneren am Februar vu Buerschent op Bouneweg, an en Appartement um drëtte Stack ouni Lift. Et sinn ongeféier 25 Kartongen, e Bett, e Schaf an eng schwéier Eechekommod vun der Bomi. Lount et sech eng Firma ze huelen oder kréie mir dat mat engem gelounte Camion a Frënn hin? Wat kascht sou eppes ongeféier?",
    "moving", "Bourscheid", "Buerschent", distractors=["Bouneweg"], kind="d", nu="U", situation="move to a third-floor flat without lift: firm or DIY?")
add("lb-t13", "Eis Mamm ass am Summer gestuerwen an huet en Haus an e Bankkonto hannerlooss. Mir sinn dräi Geschwëster an ee vun eis wëll d'Haus iwwerhuelen, déi aner zwee wëlle verkafen. Brauche mir do en Affekot oder geet dat alles iwwer den Notaire? A wéi vill kascht esou eng Berodung normalerweis?",
    "legal", None, None, kind="d", nu="N", situation="inheritance dispute among siblings: lawyer or notary?")
add("lb-t14", "Mir kréien am Abrëll eis nei Wunneng zu Gaasperech, 92 m2, alles wäiss a komplett eidel. Mir hunn keng Ahnung wéi mir de Living mat der oppener Kichen aplange sollen, wéi eng Faarwen a wou d'Luuchten hikommen. Wéi vill kascht en Interior Designer fir esou e Plang? Mécht deen och d'Akeef oder just de Plang?",
    "interior-design", "Luxembourg", "Gaasperech", kind="d", nu="N", situation="plan layout, colours and lights of a new empty flat; cost?")
add("lb-t15", "Mir hunn e alen Bauerenhaus zu Gouvy kaaft, just iwwer der Grenz wann ee vun Ëlwen kënnt. Et muss alles gemaach ginn: Elektresch, Sanitär, Buedem, Isolatioun an eng nei Kichen. Dierfen Lëtzebuerger Betriber iwwerhaapt an der Belsch schaffen a wéi ass dat mat der TVA? A wéi laang dauert sou eppes ongeféier, bis mir do kënnen eraplënneren?",
    "renovation", "abroad", "Gouvy", distractors=["Ëlwen"], kind="d", nu="U", situation="complete refurbishment of a farmhouse just across the Belgian border")

# ---------------- French ----------------
add("fr-s01", "Bonjour, je souhaite faire installer une borne de recharge 11 kW dans mon garage, maison au 45 rue de Luxembourg, L-4220 Esch, merci de me contacter par mail.",
    "electrical", "Esch-sur-Alzette", "L-4220", distractors=["Luxembourg"], situation="install an 11 kW EV charger in the garage")
add("fr-s02", "le wc fuit au pied depuis ce matin et l'eau coule sous la porte de la salle de bain, on est à Dudelange, c'est urgent svp",
    "plumbing", "Dudelange", "Dudelange", situation="toilet leaking at its base")
add("fr-s03", "Bonjour, je souhaiterais un devis pour repeindre la façade de notre maison mitoyenne à Rodange (environ 120 m², crépi en bon état mais défraîchi).",
    "painting", "Pétange", "Rodange", situation="repaint the facade of a terraced house")
add("fr-s04", "cherche qqn pour tondre la pelouse tous les 15 jours d'avril à octobre à pontpierre, terrain de 6 ares",
    "gardening", "Mondercange", "pontpierre", situation="fortnightly lawn mowing for a season")
add("fr-s05", "Nous cherchons une fiduciaire pour tenir la comptabilité et établir les comptes annuels de notre SARL-S créée en mars (environ 200 factures par an).",
    "accounting", None, None, situation="bookkeeping and annual accounts for a new small company")
add("fr-s06", "Notre lave-vaisselle Siemens ne vidange plus, il reste 3 cm d'eau sale au fond après chaque cycle, nous habitons à Tétange, est-ce réparable ?",
    "appliance-repair", "Kayl", "Tétange", situation="dishwasher no longer drains")
add("fr-s07", "J'ai besoin d'un avocat en droit du travail, j'ai été licencié hier pour faute grave sans aucun entretien préalable.",
    "legal", None, None, situation="dismissed for gross misconduct without a hearing")
add("fr-s08", "L'onduleur SMA de nos panneaux photovoltaïques affiche un voyant rouge depuis 3 jours et la production est à zéro, maison à Wickrange.",
    "solar", "Reckange-sur-Mess", "Wickrange", situation="PV inverter red light, zero production")
add("fr-s09", "Appartement quartier Gare : la moitié des spots LED du plafond clignotent et deux ne s'allument plus, il me faudrait un électricien cette semaine",
    "electrical", "Luxembourg", "Gare", situation="ceiling LED spots flicker and fail")
add("fr-s10", "Je cherche un prof particulier de maths pour mon fils en 3e, deux fois par semaine après l'école.",
    None, None, None, situation="private maths tutor for a pupil")
add("fr-t01", "Depuis qu'on a changé l'heure, les radiateurs restent froids toute la journée, alors que l'eau chaude fonctionne normalement. Le manomètre sur la chaudière indique 0,3 bar, je crois que c'était plus avant. Il fait 16 °C dans le salon et on a un bébé de 4 mois. On habite à Niedercorn, quelqu'un peut passer rapidement ?",
    "heating", "Differdange", "Niedercorn", kind="a", nu="U", situation="heating does not start, pressure gauge at 0.3 bar")
add("fr-t02", "Depuis qu'on est rentrés de Barcelona, on se réveille avec des piqûres alignées sur les bras et les jambes. Ce matin j'ai trouvé des petits points noirs le long des coutures du matelas. On a déjà lavé tous les draps à 60 degrés mais ça continue. Appartement à Soleuvre, deux chambres concernées.",
    "pest-control", "Sanem", "Soleuvre", distractors=["Barcelona"], kind="a", nu="U", situation="bites in rows and black spots on mattress seams after a trip (bedbugs)")
add("fr-t03", "Une fissure est apparue dans le mur de la cuisine, en diagonale depuis le coin de la fenêtre. Il y a un an elle faisait un cheveu, aujourd'hui je peux glisser une pièce de 1 euro dedans. Dehors on la voit aussi sur le crépi. La maison est à Rumelange, construite en 1958.",
    "masonry", "Rumelange", "Rumelange", kind="a", nu="U", situation="diagonal wall crack widening from a window corner")
add("fr-t04", "La serrure de notre porte d'entrée à Schifflange accrochait un peu. Le syndic nous a conseillé de mettre de l'huile de cuisine dedans, ça devait suffire. Résultat : maintenant la clé ne tourne presque plus et tout colle à l'intérieur. Il nous faudrait un serrurier pour changer le cylindre avant qu'on reste bloqués dehors.",
    "locksmith", "Schifflange", "Schifflange", kind="b", nu="N", situation="lock gummed up after cooking oil advised by the building manager")
add("fr-t05", "Nous habitons près de la gare de Noertzange. Les gouttières débordent à chaque averse et l'eau coule le long de la façade. Mon beau-père a posé des grilles en plastique de magasin dessus en disant que ça empêcherait les feuilles d'entrer, mais depuis c'est pire, l'eau passe par-dessus. Quelqu'un peut venir nettoyer et vérifier les gouttières et les descentes ?",
    "roofing", "Bettembourg", "Noertzange", not_place=["gare"], kind="b", nu="U", situation="gutters overflow after father-in-law fitted leaf guards")
add("fr-t06", "L'an dernier on a posé du carrelage sur notre terrasse à Bascharage, avec la colle que le vendeur du magasin nous a vendue comme « universelle ». Après l'hiver, une douzaine de carreaux se sont décollés et deux sont fendus. Apparemment c'était de la colle pour l'intérieur. On cherche un carreleur qui refasse la terrasse correctement, environ 25 m².",
    "tiling", "Käerjeng", "Bascharage", kind="b", nu="N", situation="terrace tiles came loose after winter, wrong adhesive sold by a shop")
add("fr-t07", "Notre voisine nous avait dit de laver le parquet en chêne à grande eau avec du savon noir, c'est ce qu'elle fait chez elle. Depuis, les lames ont gonflé sur les bords et certaines se soulèvent au milieu du séjour. La maison est à Aspelt et le parquet n'a que 5 ans. Est-ce qu'on peut poncer et remettre à plat ou faut-il remplacer des lames ?",
    "carpentry", "Frisange", "Aspelt", kind="b", nu="U", situation="oak parquet cupped after washing with lots of water on a neighbour's advice")
add("fr-t08", "Nous sommes un cabinet dentaire avec beaucoup de patients lusophones et anglophones. Nos formulaires d'anamnèse et de consentement n'existent qu'en français. Nous aimerions les faire traduire en portugais et en anglais par des traducteurs qui connaissent le vocabulaire médical. Il y a 7 documents d'une à deux pages.",
    "translation", None, None, kind="c", nu="N", situation="dental practice needs patient forms translated into Portuguese and English")
add("fr-t09", "Je gère une petite fiduciaire à Leudelange avec six collaborateurs. Notre NAS ne fait plus les sauvegardes depuis septembre et personne ne s'en était rendu compte. En plus la moitié des postes tournent encore sous une vieille version de Windows. On voudrait quelqu'un qui remette tout ça en ordre et assure un suivi mensuel.",
    "it-support", "Leudelange", "Leudelange", kind="c", nu="U", situation="accounting office: backups stopped, old PCs, wants monthly IT follow-up")
add("fr-t10", "Notre banque quitte ses bureaux du Kirchberg fin janvier pour un nouveau bâtiment à Strassen. Il faut déplacer 40 postes de travail, les armoires d'archives et la salle de réunion, si possible sur un week-end. Les informaticiens s'occupent des ordinateurs, nous avons besoin du reste. Pouvez-vous nous faire une offre ?",
    "moving", "Luxembourg", "Kirchberg", distractors=["Strassen"], kind="c", nu="U", situation="bank office relocation of desks and archives over a weekend")
add("fr-t11", "Nous tenons un restaurant italien à Crauthem depuis 12 ans et la salle n'a jamais changé. Nous voulons revoir la disposition des tables, l'éclairage et les couleurs pour que ce soit plus chaleureux, sans fermer plus de deux semaines. Nous avons un budget d'environ 30 000 euros pour le mobilier et la déco. Qui peut nous proposer un concept ?",
    "interior-design", "Roeser", "Crauthem", kind="c", nu="U", situation="restaurant wants a new dining-room concept: layout, lighting, colours")
add("fr-t12", "Je fabrique des céramiques à la main et je vends pour l'instant sur les marchés de Noël. J'aimerais vendre en ligne, mais je ne sais pas si je dois passer par Etsy, Shopify ou faire faire un site sur mesure par un développeur web. Qu'est-ce qui est le plus rentable pour une trentaine de ventes par mois ? Et combien coûte un site sur mesure en moyenne ?",
    "web-development", None, None, kind="d", nu="N", situation="ceramicist: marketplace, Shopify or custom online shop?")
add("fr-t13", "Nous avons une maison avec une grande véranda au Howald et les vitres sont vraiment sales, surtout le toit de la véranda. Combien ça coûte de faire faire toutes les vitres à fond, dedans et dehors ? Et à quelle fréquence faut-il le faire pour que ce soit correct ?",
    "cleaning", "Hesperange", "Howald", kind="d", nu="U", situation="cost and frequency of window and conservatory cleaning")
add("fr-t14", "Nous venons d'acheter un appartement des années 60 à Strassen, 85 m², jamais rénové. Cuisine, salle de bain, électricité, sols : tout est d'origine. Est-ce que ça vaut la peine de tout refaire avant d'emménager ou peut-on vivre dedans pendant les travaux ? Et quel budget au m² faut-il prévoir à peu près ?",
    "renovation", "Strassen", "Strassen", kind="d", nu="U", situation="1960s flat never renovated: redo before moving in? budget per m²")
add("fr-t15", "Ma grand-mère fête ses 90 ans en avril dans un restaurant à Audun-le-Tiche, juste de l'autre côté de la frontière. On voudrait un photographe pendant trois heures pour les portraits de famille et l'ambiance. Est-ce qu'un photographe basé au Luxembourg peut se déplacer en France, et combien ça coûte en général ?",
    "photography", "abroad", "Audun-le-Tiche", distractors=["Luxembourg"], kind="d", nu="N", situation="photographer for a 90th birthday in a restaurant across the French border")

# ---------------- German ----------------
add("de-s01", "Dachrinne hängt über der Haustür durch und tropft bei jedem Regen direkt auf die Treppe, Einfamilienhaus in Grevenmacher, bitte um Rückruf",
    "roofing", "Grevenmacher", "Grevenmacher", situation="sagging gutter dripping over the front door")
add("de-s02", "Wir möchten unsere alte Ölheizung durch eine Wärmepumpe ersetzen (Haus Baujahr 1995 in Remich, 160 m² beheizt) – wer bietet so etwas an?",
    "heating", "Remich", "Remich", situation="replace an old oil boiler with a heat pump")
add("de-s03", "Der Tresor in unserer Kanzlei in der Oberstadt geht nicht mehr auf, die Kollegin mit der Zahlenkombination ist in Rente und nicht erreichbar 🙈",
    "locksmith", "Luxembourg", "Oberstadt", situation="office safe cannot be opened, code lost")
add("de-s04", "Suche jemanden, der im Frühjahr unseren verwilderten Garten in Nittel (direkt gegenüber von Machtum) neu anlegt, mit Hochbeeten und Rasen.",
    "gardening", "abroad", "Nittel", distractors=["Machtum"], situation="redo an overgrown garden in a German village across the Moselle")
add("de-s05", "Wir brauchen für eine Betriebsversammlung am 14 Januar einen Dolmetscher Deutsch-Polnisch für etwa zwei Stunden, geht das kurzfristig?",
    "translation", None, None, not_place=["einen"], situation="German-Polish interpreter for a staff meeting")
add("de-s06", "nach dem wasserschaden im keller (haus in roodt-sur-syre) brauchen wir eine gründliche reinigung, der schlamm ist inzwischen angetrocknet",
    "cleaning", "Betzdorf", "roodt-sur-syre", situation="deep clean of a cellar after flooding, dried mud")
add("de-s07", "Wir brauchen eine dreisprachige Website (DE/FR/EN) mit Buchungskalender für unsere zwei Ferienwohnungen, wer kann das umsetzen und was kostet das?",
    "web-development", None, None, situation="trilingual site with booking calendar for holiday flats")
add("de-s08", "Fotograf für Immobilienfotos einer Villa in Echternach gesucht, innen und außen, gern auch mit Drohne, Termin möglichst vor Weihnachten.",
    "photography", "Echternach", "Echternach", situation="real-estate photos of a villa, drone welcome")
add("de-s09", "Brauche Hilfe bei der Einkommensteuererklärung 2025, bin Grenzgänger aus Trier und habe zusätzlich Mieteinnahmen in Deutschland.",
    "accounting", None, None, distractors=["Trier"], situation="cross-border commuter's income tax return with rental income")
add("de-s10", "Wer passt vom 20 bis 27 Dezember auf unseren Hund auf, Labrador, sechs Jahre alt und sehr lieb?",
    None, None, None, situation="dog sitter over Christmas")
add("de-t01", "Seit ein paar Tagen dreht sich unser Wasserzähler weiter, obwohl alle Hähne zu sind. An der Kellerwand in Ehnen ist unten ein feuchter Fleck, der immer größer wird. Die Wasserrechnung vom letzten Quartal war auch doppelt so hoch wie sonst. Ich befürchte einen Bruch irgendwo in der Leitung unter dem Boden.",
    "plumbing", "Wormeldange", "Ehnen", not_place=["einen", "Bruch"], kind="a", nu="U", situation="water meter keeps turning, damp patch on cellar wall")
add("de-t02", "Unser Trockner läuft ganz normal, die Trommel dreht sich, aber er bleibt kalt. Nach zwei Stunden ist die Wäsche immer noch klatschnass. Das Flusensieb habe ich schon sauber gemacht. Es ist ein AEG, etwa sieben Jahre alt, wir wohnen in Wasserbillig.",
    "appliance-repair", "Mertert", "Wasserbillig", kind="a", nu="U", situation="tumble dryer turns but does not heat")
add("de-t03", "Jeden Morgen laufen Hunderte kleiner Ameisen in einer Straße quer durch unsere Küche in Niederdonven. Sie kommen aus einer Fuge zwischen Fliesen und Wand und gehen direkt zum Katzenfutter. Köder aus dem Supermarkt haben nichts gebracht. Langsam ekelt es uns, vor allem wegen der Kinder.",
    "pest-control", "Flaxweiler", "Niederdonven", kind="a", nu="U", situation="ant trail through the kitchen every morning")
add("de-t04", "Unser Dachfenster im Kinderzimmer in Rosport ist bei Starkregen undicht. Der Nachbar meinte, wir sollten einfach innen rundherum Silikon ziehen, das haben wir gemacht. Jetzt tropft es trotzdem, nur eben an einer anderen Stelle. Wir suchen einen Dachdecker, der sich das von außen anschaut.",
    "roofing", "Rosport-Mompach", "Rosport", not_place=["einen"], kind="b", nu="N", situation="roof window leaks; neighbour's silicone fix did not help")
add("de-t05", "Wir haben seit 2016 Solarkollektoren für Warmwasser auf dem Dach in Wecker. Ein Bekannter hat uns geraten, die Pumpe im Sommer auszuschalten, wenn wir im Urlaub sind, damit nichts überhitzt. Seitdem ist der Druck im Kreislauf auf null und die Flüssigkeit im Ausgleichsbehälter ist braun. Kann das jemand prüfen und neu befüllen?",
    "solar", "Biwer", "Wecker", kind="b", nu="U", situation="solar thermal loop lost pressure after pump was switched off in summer")
add("de-t06", "Im Baumarkt hat man uns gesagt, wir könnten die alte Raufasertapete einfach überstreichen, das spart Zeit. Jetzt, zwei Wochen später, wirft die Tapete im Wohnzimmer überall Blasen und löst sich an den Nähten. Es geht um ein Haus in Canach, etwa 70 m² Wandfläche. Wir suchen einen Maler, der alles runterholt und die Wände ordentlich streicht.",
    "painting", "Lenningen", "Canach", not_place=["einen"], kind="b", nu="N", situation="woodchip wallpaper blistering after being painted over on DIY-store advice")
add("de-t07", "Wir haben vor 18 Monaten eine Neubauwohnung gekauft und im Wohnzimmer ziehen sich inzwischen Risse durch die Decke. Der Bauträger sagt, das sei normal und die Gewährleistung sei nach einem Jahr ohnehin abgelaufen. Ein Bekannter meinte, da könne man nichts mehr machen. Ich möchte das von einem Anwalt für Baurecht prüfen lassen, bevor wir aufgeben.",
    "legal", None, None, kind="b", nu="N", situation="new-build defects, developer denies warranty")
add("de-t08", "Wir sind ein kleines Weingut in Greiveldange mit Probierkeller und Hofladen. Seit dem Sommer bricht das WLAN im Keller ständig ab und die Kasse verliert dann die Verbindung zum Kartenterminal. Am Wochenende mit Gästen ist das eine Katastrophe. Wer kann das Netzwerk vor Ort vernünftig einrichten?",
    "it-support", "Stadtbredimus", "Greiveldange", kind="c", nu="U", situation="winery: Wi-Fi drops in the tasting cellar, till loses card terminal")
add("de-t09", "Ich leite eine Kindertagesstätte in Manternach. Für den Gruppenraum brauchen wir ein eingebautes Regal mit Sitznischen und eine kleine Empore, alles aus massivem Holz und kindersicher. Die Gemeinde übernimmt die Kosten, wir brauchen bis Ende Januar ein Angebot.",
    "carpentry", "Manternach", "Manternach", not_place=["Holz"], kind="c", nu="U", situation="day-care centre needs built-in wooden shelving with reading nooks and a loft")
add("de-t10", "Ich bin Kassierer im Tennisclub in Bous. Die alten Halogenstrahler an unseren zwei Außenplätzen fallen einer nach dem anderen aus. Wir möchten auf LED umrüsten und bräuchten dafür jemanden mit Erfahrung bei Flutlicht. Gibt es dafür vielleicht Förderungen?",
    "electrical", "Bous-Waldbredimus", "Bous", kind="c", nu="U", situation="tennis club wants LED floodlights on outdoor courts")
add("de-t11", "Wir führen eine Metzgerei in Bonneweg. Bei der letzten Hygienekontrolle wurde bemängelt, dass im Kühlraum mehrere Wandfliesen gesprungen sind und die Fugen offen sind. Wir haben vier Wochen Zeit, das zu beheben, und können den Kühlraum nur sonntags leer räumen. Wer übernimmt so etwas?",
    "tiling", "Luxembourg", "Bonneweg", not_place=["führen"], kind="c", nu="U", situation="butcher's cold room: cracked wall tiles and open grout after hygiene inspection")
add("de-t12", "Wir ziehen im März von Saarburg in eine Wohnung auf dem Limpertsberg. Es geht um eine Dreizimmerwohnung mit Keller, ohne Klavier oder Ähnliches. Lohnt es sich, eine luxemburgische Umzugsfirma zu nehmen, oder ist eine aus Deutschland günstiger? Müssen wir beim Grenzübertritt irgendetwas anmelden?",
    "moving", "Luxembourg", "Limpertsberg", distractors=["Saarburg"], kind="d", nu="N", situation="move from a German town to a flat in the city: Luxembourg or German movers?")
add("de-t13", "Wir wollen in unserem Haus in Bartringen die Wand zwischen Küche und Esszimmer öffnen, etwa drei Meter breit. Woran erkenne ich, ob die Wand tragend ist? Braucht man dafür einen Statiker, und was kostet so ein Durchbruch mit Stahlträger ungefähr?",
    "masonry", "Bertrange", "Bartringen", not_place=["einen"], kind="d", nu="U", situation="opening a kitchen wall: load-bearing? engineer? cost?")
add("de-t14", "Ich ziehe allein in eine 45 m² Wohnung in Capellen und habe wenig Platz für Arbeitsecke, Bett und Gäste. Lohnt sich ein Innenarchitekt für so eine kleine Wohnung überhaupt, oder reicht der Planer im Möbelhaus? Was kostet eine Beratung mit Grundriss und Lichtplan ungefähr?",
    "interior-design", "Mamer", "Capellen", kind="d", nu="N", situation="is an interior designer worth it for a 45 m² flat?")
add("de-t15", "Wir haben in Schwebsingen ein altes Winzerhaus geerbt, Baujahr um 1900, seit zehn Jahren leer. Dach, Fenster, Heizung, Bäder und Elektrik müssten alle erneuert werden. Lohnt es sich überhaupt, das alte Haus zu retten, oder ist Abriss und Neubau sinnvoller? Und welche staatlichen Zuschüsse gibt es für so ein Projekt?",
    "renovation", "Schengen", "Schwebsingen", kind="d", nu="U", situation="inherited old winegrower's house: renovate or demolish?")

# ---------------- English ----------------
add("en-s01", "kitchen sink drains super slowly and smells like rotten eggs, flat in Cents, can someone come saturday morning?",
    "plumbing", "Luxembourg", "Cents", situation="slow smelly kitchen sink drain")
add("en-s02", "Need an electrician to add an outdoor socket and two wall lights on the terrace of our house in Mullendorf, ideally before spring.",
    "electrical", "Steinsel", "Mullendorf", situation="outdoor socket and terrace wall lights")
add("en-s03", "Looking for an English-speaking lawyer for a custody arrangement, my ex wants to move back to Ireland with our daughter.",
    "legal", None, None, situation="custody dispute, ex wants to relocate abroad with child")
add("en-s04", "Two of the four zones on our Miele induction hob stopped heating last week, we live in Senningerberg, is it worth repairing or should we just replace it?",
    "appliance-repair", "Niederanven", "Senningerberg", situation="induction hob: two zones dead, repair or replace")
add("en-s05", "Need about 30 m² of large porcelain tiles (120x60) laid in the hallway and kitchen of a house in Sandweiler, the screed is already levelled.",
    "tiling", "Sandweiler", "Sandweiler", situation="lay large-format porcelain floor tiles")
add("en-s06", "We're a small NGO and the donation page on our site broke after the last plugin update, the PayPal button just shows an empty box, can anyone fix it quickly?",
    "web-development", None, None, situation="NGO donation page broken after plugin update")
add("en-s07", "Moving from Bereldange to Dublin end of January, need packing and shipping for a 2-bedroom flat plus a bike, quotes please.",
    "moving", "Walferdange", "Bereldange", situation="international move out of a 2-bed flat")
add("en-s08", "looking for a cleaner 4h every friday for a house in Moutfort, 2 kids 1 dog so it gets messy lol 🐶",
    "cleaning", "Contern", "Moutfort", situation="weekly house cleaner")
add("en-s09", "Does anyone know a good DJ for a 40th birthday party on 7 March, about 80 guests, mostly 80s and 90s music?",
    None, None, None, situation="DJ for a birthday party")
add("en-s10", "The pipe to the garden tap froze and split, now water sprays against the wall as soon as I open the valve inside, house in Bridel.",
    "plumbing", "Kopstal", "Bridel", situation="frozen split pipe to an outdoor tap")
add("en-t01", "Since Sunday the outdoor unit next to our house in Hassel makes a loud banging noise every few minutes. The rooms are only getting to about 17 degrees even though the thermostat is on 21. There's no ice on it, I checked. We have two small kids and it's supposed to get down to minus 5 this weekend.",
    "heating", "Weiler-la-Tour", "Hassel", kind="a", nu="U", situation="heat pump outdoor unit banging, house not warming")
add("en-t02", "I'm standing outside my flat in Belair with two bags of shopping. The key turns all the way round in the front door but nothing happens, the latch doesn't move at all. I've tried pulling and pushing the door while turning. My phone is on 8% so please call fast!",
    "locksmith", "Luxembourg", "Belair", kind="a", nu="U", situation="key turns but latch does not move, stuck outside")
add("en-t03", "A couple of pigeons have moved onto our balcony in Dalheim and there are now droppings everywhere, on the railing, the table, even the window. This morning I found two eggs behind the plant pots. My husband tried a plastic owl but they just sit on it. How do we get rid of them for good?",
    "pest-control", "Dalheim", "Dalheim", kind="a", nu="U", situation="pigeons nesting on a balcony")
add("en-t04", "We had panels put on our roof in Munsbach two years ago. The salesman told us the inverter could go in the attic, no problem, and that it needs no maintenance at all. Every sunny afternoon since June it switches itself off, and the feed-in tariff is only a few cents anyway, so our electricity bill has gone up. Can someone check the installation and maybe move the inverter?",
    "solar", "Schuttrange", "Munsbach", not_place=["cents", "bill"], kind="b", nu="U", situation="PV inverter in a hot attic shuts down on sunny afternoons")
add("en-t05", "We built an extension on our house in Itzig last spring and my dad said there's no need for primer on new plaster, just use two coats of emulsion. Now the paint is peeling off in whole sheets, especially around the window reveals. About 45 m² of walls and a ceiling. Could someone strip it and do it properly?",
    "painting", "Hesperange", "Itzig", kind="b", nu="U", situation="paint peeling from new plaster painted without primer")
add("en-t06", "Three years ago the garden centre sold us a bamboo for the border and promised it wouldn't spread. It is now coming up through the grass, under the terrace slabs and into the neighbour's garden in Bourglinster. We need a gardener who can dig it all out and put in a proper root barrier, and maybe suggest something else for privacy.",
    "gardening", "Junglinster", "Bourglinster", not_place=["grass"], kind="b", nu="N", situation="running bamboo spreading under terrace and into neighbour's garden")
add("en-t07", "Our deck in Mondorf is about 40 m² of pine. A friend told us to treat it with used engine oil because it 'soaks in better than the expensive stuff'. Now it's sticky, smells awful and several boards have gone soft at the ends. I think we need a carpenter to replace the bad boards and tell us what to do with the rest.",
    "carpentry", "Mondorf-les-Bains", "Mondorf", kind="b", nu="N", situation="pine deck damaged after being treated with engine oil")
add("en-t08", "I coach in a youth football club that's run as an ASBL. Our treasurer quit in October and left us with a shoebox full of receipts and no bookkeeping since January. The annual general meeting is in March and we need approved accounts by then. Is there an accountant who does this for non-profits at a reasonable price?",
    "accounting", None, None, kind="c", nu="N", situation="youth football club needs a year of bookkeeping and annual accounts")
add("en-t09", "We're a consultancy of 35 people with offices in Strassen. Our website still has photos from 2019 and half of those people have left. We'd like new headshots for everyone plus a few team and office shots, ideally all done in one day on site. What would that cost?",
    "photography", "Strassen", "Strassen", kind="c", nu="U", situation="consultancy needs staff headshots and office photos")
add("en-t10", "Dear Sir or Madam, we are an architecture practice preparing a planning application. The commune requires our 40-page technical report in French, but it is written in English. We are looking for a translator with experience in construction and urban planning terminology. Could you give us a quote and a turnaround time?",
    "translation", None, None, not_place=["Sir"], kind="c", nu="N", situation="architects need a technical report translated into French")
add("en-t11", "We're opening a coworking space in an old building in Clausen, about 300 m² on two floors. Right now it's an empty shell with bare walls. We need someone to plan the layout, the acoustics, the lighting and the furniture so it doesn't feel like a call centre. Opening is planned for May.",
    "interior-design", "Luxembourg", "Clausen", kind="c", nu="U", situation="coworking space needs layout, acoustics, lighting and furniture plan")
add("en-t12", "We both work from home in a three-floor house in Helmdange and the Wi-Fi upstairs is useless, video calls keep freezing. My brother in Hamm (Germany) swears by mesh systems, a colleague says we should run network cables to every floor. Which is better for us, and is running cables through an existing house a big job?",
    "it-support", "Lorentzweiler", "Helmdange", distractors=["Hamm"], kind="d", nu="U", situation="home-office Wi-Fi: mesh or wired network?")
add("en-t13", "We just bought a house in Arlon, in the Belgian province of Luxembourg, and the survey says the roof tiles are at the end of their life. One roofer wants to replace the whole roof with insulation, another says a repair will last ten more years. What would you do, and roughly what does a full new roof cost for about 110 m²?",
    "roofing", "abroad", "Arlon", distractors=["Luxembourg"], kind="d", nu="N", situation="house in a Belgian town: full new roof or repair?")
add("en-t14", "Our old house in the Grund has a sandstone wall in the cellar that is always damp and the joints are crumbling. One person told us to repoint it with cement, another insists it has to be lime mortar. Who is right, and can it be done before the winter gets worse?",
    "masonry", "Luxembourg", "Grund", kind="d", nu="U", situation="damp sandstone cellar wall: cement or lime repointing?")
add("en-t15", "We're thinking of buying a 1970s terraced house in Hollerich that needs everything: new kitchen, bathroom, windows with electric rolling shutters, floors and insulation. The asking price is quite low but we have no idea what the work would add up to. Is there a rough cost per square metre for doing up a whole house like this, and how long does it usually take?",
    "renovation", "Luxembourg", "Hollerich", not_place=["rolling"], kind="d", nu="U", situation="cost per m² and duration of a full renovation before buying")

# ---------------- Portuguese ----------------
add("pt-s01", "Procuro uma senhora para fazer limpeza 3 horas por semana num apartamento de 2 quartos em Bonnevoie, de preferência às quartas-feiras.",
    "cleaning", "Luxembourg", "Bonnevoie", situation="weekly flat cleaning")
add("pt-s02", "preciso de um eletricista pra trocar o quadro elétrico, a casa em Mersch ainda tem aqueles fusíveis antigos de rosca",
    "electrical", "Mersch", "Mersch", situation="replace an old fuse board with screw fuses")
add("pt-s03", "O autoclismo da sanita não para de correr água dia e noite, já mexi na boia e nada, moro em Esch/Alzette, alguém pode vir ver?",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", situation="toilet cistern keeps running")
add("pt-s04", "Quanto custa mais ou menos pintar um apartamento de 3 quartos em Oberkorn, paredes e tetos, tudo branco?",
    "painting", "Differdange", "Oberkorn", situation="price to paint a 3-bedroom flat white")
add("pt-s05", "Preciso de um intérprete para ir comigo a uma reunião no banco sobre o crédito da casa, eu falo pouco francês e nada de alemão.",
    "translation", None, None, situation="interpreter for a bank mortgage meeting")
add("pt-s06", "Alguém conhece uma costureira que faça bainhas e aperte um vestido de festa até sábado?",
    None, None, None, situation="seamstress to take in a party dress")
add("pt-s07", "precisava de alguém para abater 2 abetos grandes no jardim em Colmar-Berg, estão muito perto da casa e com o vento abanam imenso",
    "gardening", "Colmar-Berg", "Colmar-Berg", situation="fell two large fir trees close to the house")
add("pt-s08", "Perdi a mala com as chaves todas e a porta ficou trancada com duas voltas, estou na rua em Gosseldange com os miúdos, preciso de um serralheiro urgente!!",
    "locksmith", "Lintgen", "Gosseldange", situation="lost keys, double-locked front door, family outside")
add("pt-s09", "Tenho um pequeno restaurante e preciso de um contabilista para tratar dos salários de 5 empregados e da declaração anual.",
    "accounting", None, None, situation="payroll and annual return for a small restaurant")
add("pt-s10", "Queria mandar fazer uma escada de madeira nova para o sótão, casa em Bissen, alguém faz isso por medida?",
    "carpentry", "Bissen", "Bissen", situation="made-to-measure wooden attic staircase")
add("pt-t01", "O forno acende a luz e a ventoinha trabalha, mas não aquece nada. Deixei uma hora a 200 graus e ficou morno. É um Whirlpool com uns 6 anos. Temos a família toda para a consoada e moramos em Warken, se alguém puder vir antes do dia 24 era ótimo.",
    "appliance-repair", "Ettelbruck", "Warken", kind="a", nu="U", situation="oven light and fan work but no heat before Christmas")
add("pt-t02", "À noite, quando acendo a luz da cozinha, vejo uns bichos castanhos a fugir para trás do fogão e do frigorífico. São do tamanho de uma unha e rápidos. Ontem apareceu um dentro da gaveta dos talheres, que nojo. Moramos num rés-do-chão em Schieren.",
    "pest-control", "Schieren", "Schieren", kind="a", nu="U", situation="brown insects fleeing behind the cooker at night (cockroaches)")
add("pt-t03", "Desde que a neve derreteu, escorre água pela parede do sótão mesmo por baixo da chaminé. Lá fora vê-se musgo e uma fenda entre a chaminé e as telhas. A mancha já chegou ao teto do quarto de baixo. A casa fica em Gilsdorf e é dos anos 70.",
    "roofing", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="water running down the attic wall below the chimney")
add("pt-t04", "Acabámos as obras da casa em Larochette e o chefe de chantier disse que o pó saía com um pano húmido. Já passámos o pano três vezes e o chão de pedra continua com um véu cinzento, e nas janelas há restos de cimento e tinta. Entramos na casa dia 15. Há alguém que deixe isto impecável a tempo?",
    "cleaning", "Larochette", "Larochette", kind="b", nu="U", situation="cement haze and paint left after building works, site foreman's advice failed")
add("pt-t05", "Comprámos um termóstato sem fios numa loja e um amigo instalou-o, disse que era só ligar dois fios. Desde então o chauffage está sempre ligado, dia e noite, e a casa está a 26 graus. A conta do gasóleo vai ser enorme. Preciso de um técnico de aquecimento em Ingeldorf que veja isto.",
    "heating", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="N", situation="friend-fitted wireless thermostat leaves heating running nonstop")
add("pt-t06", "O meu vizinho pôs-nos o mosaico na cozinha e disse que não era preciso deixar juntas nas paredes, que isso era invenção. Agora, com o aquecimento ligado, os mosaicos do meio levantaram e fazem uma espécie de telhado. Dois já racharam. A casa é em Medernach e a cozinha tem uns 18 m².",
    "tiling", "Vallée de l'Ernz", "Medernach", kind="b", nu="U", situation="floor tiles tenting because no movement joints, as the neighbour advised")
add("pt-t07", "Paguei 8000 euros de sinal a um empreiteiro para fazer o telhado e ele desapareceu, não atende o telefone há dois meses. Um colega disse-me que o melhor era pôr tudo no Facebook para ele ter vergonha. Eu prefiro fazer as coisas como deve ser aqui no Luxemburgo. Preciso de um advogado que me diga se consigo recuperar o dinheiro.",
    "legal", None, None, distractors=["Luxemburgo"], kind="b", nu="N", situation="contractor took a deposit and vanished")
add("pt-t08", "Temos uma mercearia portuguesa com produtos frescos e bacalhau. Muitos clientes pedem para encomendar pelo telemóvel e receber em casa ao sábado. Queríamos uma página com os produtos, preços e um carrinho de compras simples. Quanto custa e quanto tempo demora?",
    "web-development", None, None, kind="c", nu="U", situation="Portuguese grocery wants an online ordering page with delivery")
add("pt-t09", "Somos uma empresa de construção com escritório em Nommern, 6 computadores. Cada um guarda os orçamentos no seu PC e quando alguém está de férias ninguém encontra nada. Também queríamos emails com o nosso nome e não com gmail. Quem pode vir montar isso tudo?",
    "it-support", "Nommern", "Nommern", kind="c", nu="U", situation="building firm's office: shared files and company e-mail")
add("pt-t10", "Sou da direção de uma associação cultural portuguesa em Heffingen. Em maio fazemos 30 anos e o nosso rancho folclórico vai atuar no salão da comuna. Precisávamos de um fotógrafo que também faça um pequeno vídeo do espetáculo para as redes sociais. Que preço se faz para uma noite?",
    "photography", "Heffingen", "Heffingen", kind="c", nu="N", situation="Portuguese association anniversary: photos and short video of folk dance show")
add("pt-t11", "Temos uma pastelaria em Diekirch há oito anos e queremos mudar o aspeto da loja. O balcão está mal colocado, as pessoas fazem fila até à porta e a luz é muito fria. Queríamos alguém que desenhe uma nova disposição com cores e iluminação, antes de chamar os pedreiros e os eletricistas. Isso existe por aqui?",
    "interior-design", "Diekirch", "Diekirch", kind="c", nu="U", situation="pastry shop wants new counter layout, colours and lighting")
add("pt-t12", "Vamos mudar de Thionville para Schifflange no fim de fevereiro, uma casa de 3 quartos com muita coisa. Vale a pena contratar uma empresa de mudanças ou alugamos uma carrinha e pedimos aos amigos? Quanto custa mais ou menos uma empresa para 40 km? E é melhor fazer tudo num dia só?",
    "moving", "Schifflange", "Schifflange", distractors=["Thionville"], kind="d", nu="N", situation="cross-border move into Luxembourg: movers or van and friends?")
add("pt-t13", "O nosso telhado em Bigelbach está virado metade para nascente e metade para poente, nada para sul. O meu marido acha que assim não vale a pena pôr painéis. Vale a pena ou não? E ainda há ajudas do Estado para isso?",
    "solar", "Reisdorf", "Bigelbach", kind="d", nu="U", situation="is PV worth it on an east-west roof? subsidies?")
add("pt-t14", "Comprámos uma antiga loja no rés-do-chão na L-1724 e queremos transformá-la num apartamento com quarto, cozinha e casa de banho. É preciso pedir licença à comuna para mudar a utilização? E quanto tempo demora uma obra destas mais ou menos?",
    "renovation", "Luxembourg", "L-1724", kind="d", nu="U", situation="convert a ground-floor shop into a flat: permit and duration?")
add("pt-t15", "Temos uma casa em Villerupt, do lado francês, e queremos fazer um muro em blocos à volta do terreno, uns 35 metros com 1,5 m de altura. Um pedreiro do Luxemburgo pode trabalhar em França? E quanto se paga mais ou menos por metro?",
    "masonry", "abroad", "Villerupt", distractors=["Luxemburgo"], kind="d", nu="N", situation="block boundary wall at a house across the French border")

# ---------------- Italian ----------------
add("it-s01", "Cerco un muratore per rifare l'intonaco esterno che si stacca a pezzi sul lato nord della casa a Steinfort, circa 40 m².",
    "masonry", "Steinfort", "Steinfort", situation="exterior render coming off on the north side")
add("it-s02", "lo scarico della doccia è completamente intasato, l'acqua arriva alle caviglie dopo 2 minuti, siamo a Goeblange, qualcuno disponibile domani?",
    "plumbing", "Koerich", "Goeblange", situation="blocked shower drain")
add("it-s03", "Cerco un elettricista per aggiungere prese e punti luce nella mansarda che stiamo finendo di sistemare a Eischen.",
    "electrical", "Habscht", "Eischen", situation="new sockets and light points in a converted attic")
add("it-s04", "Sto per aprire un'enoteca e mi serve un commercialista che segua la costituzione della SARL e la contabilità del primo anno.",
    "accounting", None, None, situation="company formation and first-year bookkeeping for a wine shop")
add("it-s05", "Vorremmo far progettare e piantare un orto con qualche albero da frutto nel giardino dietro casa a Dahlem, circa 300 m² ora tutto prato.",
    "gardening", "Garnich", "Dahlem", situation="design and plant a vegetable garden with fruit trees")
add("it-s06", "Ho bisogno di qualcuno che mi faccia un sito semplice dove i clienti possano prenotare e pagare le mie lezioni di cucina italiana.",
    "web-development", None, None, situation="booking and payment site for cooking classes")
add("it-s07", "La macchina del caffè da incasso Siemens perde acqua da sotto e non fa più la schiuma del latte, abitiamo a Keispelt, conviene ripararla?",
    "appliance-repair", "Kehlen", "Keispelt", situation="built-in coffee machine leaking, milk frother dead")
add("it-s08", "Abbiamo appena comprato casa a Schouweiler e non sappiamo quante chiavi girano ancora, vorremmo cambiare tutti i cilindri delle porte esterne.",
    "locksmith", "Dippach", "Schouweiler", situation="change all exterior lock cylinders after buying a house")
add("it-s09", "Cerchiamo un cuoco a domicilio per una cena di 12 persone la sera del 31 dicembre, menu di pesce.",
    None, None, None, situation="private chef for a New Year's Eve dinner")
add("it-s10", "Cerco un traduttore per un manuale tecnico di 60 pagine dall'italiano al tedesco, settore macchine agricole.",
    "translation", None, None, situation="technical manual Italian to German")
add("it-t01", "La caldaia a pellet si spegne da sola due o tre volte al giorno. Quando scendo in cantina c'è odore di fumo e il pellet nella coclea non avanza. L'ho pulita come dice il libretto ma non cambia niente. Siamo a Tuntange e stanotte vanno a -6.",
    "heating", "Helperknapp", "Tuntange", kind="a", nu="U", situation="pellet boiler keeps shutting down, smoke smell, feed auger stuck")
add("it-t02", "Da qualche settimana il cane abbaia ogni notte verso il fondo del giardino. Stamattina ho visto un buco sotto la casetta degli attrezzi e il compost è tutto scavato. Mia moglie giura di aver visto una coda lunga e senza peli. Abitiamo a Oberpallen con due bambini piccoli.",
    "pest-control", "Beckerich", "Oberpallen", kind="a", nu="U", situation="burrow under the shed and dug-up compost (rats)")
add("it-t03", "Il portatile di casa è diventato lentissimo, ci mette cinque minuti ad accendersi. Da quando mio figlio ha scaricato un gioco si aprono finestre di pubblicità dappertutto e il browser va su siti strani. Ci servirebbe per il lavoro da casa. Siamo a Saeul, qualcuno può passare o devo portarlo?",
    "it-support", "Saeul", "Saeul", kind="a", nu="U", situation="home laptop slow with pop-up adware after a game download")
add("it-t04", "Il vicino ci ha detto che per la casetta del giardino bastava gettare la soletta di cemento direttamente sulla terra, senza ghiaia sotto. Dopo il primo inverno la soletta si è crepata in diagonale e un angolo è sceso di quasi tre centimetri. La casetta ora pende e la porta non chiude. Siamo a Useldange, si può sistemare o va rifatta?",
    "masonry", "Useldange", "Useldange", kind="b", nu="U", situation="shed slab cast on bare soil cracked and sank, as the neighbour advised")
add("it-t05", "Quando abbiamo comprato la casa a Redange, il venditore ci ha assicurato che il muschio sul tetto non era un problema. Quest'inverno diverse tegole si sono spaccate col gelo e in soffitta ci sono macchie di umidità. Cerchiamo un conciatetti che controlli tutto il tetto e ci dica cosa va sostituito.",
    "roofing", "Redange", "Redange", kind="b", nu="N", situation="moss on roof said harmless, tiles cracked by frost")
add("it-t06", "Il negozio di mobili ci aveva consigliato un grigio antracite per il soggiorno perché «fa elegante». Ora la stanza, che è piccola e con una sola finestra, sembra una grotta anche a mezzogiorno. Vorremmo qualcuno che ci rifaccia un progetto di colori, luci e disposizione dei mobili. La casa è a Pratz.",
    "interior-design", "Préizerdaul", "Pratz", kind="b", nu="U", situation="dark colour advised by a furniture shop makes the small living room cave-like")
add("it-t07", "Al negozio di bricolage ci hanno detto che per le persiane di legno andava bene la normale pittura per muri, basta dare due mani. Dopo un'estate la pittura si sfoglia e il legno sotto è grigio. Sono dodici persiane in una casa ad Arsdorf. Qualcuno può sverniciarle e ridipingerle come si deve?",
    "painting", "Rambrouch", "Arsdorf", kind="b", nu="U", situation="wooden shutters painted with wall paint on shop advice, paint flaking")
add("it-t08", "Abbiamo una pizzeria a Ell con forno a legna e una cucina piccola. La cappa e i condotti di aspirazione non sono mai stati puliti a fondo e il controllo sanitario ce l'ha fatto notare. Dobbiamo farlo fare da una ditta specializzata in un lunedì, giorno di chiusura. Chi se ne occupa?",
    "cleaning", "Ell", "Ell", kind="c", nu="U", situation="pizzeria needs kitchen hood and extraction ducts deep-cleaned")
add("it-t09", "Gestisco un ristorante in franchising e il fornitore principale vuole rescindere il contratto con tre mesi di preavviso, dicendo che non abbiamo raggiunto i volumi. Nel contratto però non c'è nessun minimo scritto. Cerco un avvocato esperto di diritto commerciale che legga il contratto e mi dica come rispondere.",
    "legal", None, None, kind="c", nu="N", situation="restaurant franchise supplier wants to terminate the contract")
add("it-t10", "Abbiamo una gelateria artigianale a Dudelange con il laboratorio sul retro e quattro congelatori che girano tutto l'anno. La bolletta della corrente d'estate è enorme. Sul tetto piano del laboratorio ci sono circa 120 m² liberi. Quanto potremmo coprire dei consumi con dei pannelli?",
    "solar", "Dudelange", "Dudelange", kind="c", nu="U", situation="ice-cream shop wants PV on its flat roof to power freezers")
add("it-t11", "Abbiamo un piccolo albergo a Esch-sur-Alzette con sei camere ferme agli anni Novanta. A gennaio chiudiamo tre settimane e vorremmo rifare bagni, pavimenti e pareti di tutte le camere. Ci serve qualcuno che coordini tutto e rispetti i tempi, perché a febbraio abbiamo già prenotazioni.",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="small hotel refurbishes six rooms during a three-week closure")
add("it-t12", "Dopo quindici anni torniamo in Italia, da Rumelange a Bologna, con un trilocale intero. Conviene un camion tutto per noi o un groupage con altri traslochi? Quanto costa più o meno una ditta di traslochi per 1100 km, imballaggio compreso?",
    "moving", "Rumelange", "Rumelange", kind="d", nu="N", situation="moving a household back to Italy: dedicated truck or groupage?")
add("it-t13", "Stiamo rifacendo il bagno nella casa a Cessange, con riscaldamento a pavimento. Meglio gres porcellanato effetto pietra o pietra naturale vera? Il piastrellista che abbiamo sentito dice gres, ma il venditore spinge per il travertino. Quanto costa al m² la posa?",
    "tiling", "Luxembourg", "Cessange", kind="d", nu="N", situation="porcelain or natural stone for a bathroom floor with underfloor heating?")
add("it-t14", "A fine gennaio nasce la nostra seconda bambina e vorremmo delle belle foto di famiglia nelle prime due settimane. Abitiamo a Kayl. È meglio farlo a casa o in studio con il neonato? E quanto costa di solito, con le foto stampate?",
    "photography", "Kayl", "Kayl", kind="d", nu="U", situation="newborn family photo shoot: home or studio, price?")
add("it-t15", "Nella casa che abbiamo comprato a Longwy c'è una scala in rovere del 1930 molto rovinata, con gradini che scricchiolano e il corrimano che balla. Vale la pena restaurarla o è meglio sostituirla? Un falegname lussemburghese può lavorare in Francia senza problemi?",
    "carpentry", "abroad", "Longwy", kind="d", nu="N", situation="old oak staircase in a house across the French border: restore or replace?")

# ---------------- Spanish ----------------
add("es-s01", "Necesitamos pintar entero un piso de 85 m² en Kirchberg antes de mudarnos a mediados de enero, paredes blancas y techos.",
    "painting", "Luxembourg", "Kirchberg", situation="paint a whole flat before moving in")
add("es-s02", "Necesito un electricista: cada vez que llueve fuerte salta el diferencial y me quedo sin luz en media casa, vivo en Beaufort.",
    "electrical", "Beaufort", "Beaufort", situation="RCD trips whenever it rains hard")
add("es-s03", "Necesito un abogado que hable español para revisar el contrato de compraventa de un terreno antes de firmar ante notario.",
    "legal", None, None, situation="Spanish-speaking lawyer to review a land purchase contract")
add("es-s04", "Quiero cambiar los radiadores viejos de hierro fundido por unos modernos en una casa en Consdorf, ¿quién hace presupuestos sin compromiso?",
    "heating", "Consdorf", "Consdorf", situation="replace old cast-iron radiators")
add("es-s05", "busco jardinero para diseñar un jardín de poco mantenimiento con plantas autóctonas en altrier, unos 500 m²",
    "gardening", "Bech", "altrier", situation="design a low-maintenance garden with native plants")
add("es-s06", "Necesito traducir al alemán las condiciones generales de venta de mi empresa, son 25 páginas en español.",
    "translation", None, None, situation="translate 25 pages of terms and conditions into German")
add("es-s07", "Buscamos a alguien para limpiar nuestra casa rural en Mullerthal entre huéspedes, los sábados de 11 a 15 h, con cambio de sábanas 🧺",
    "cleaning", "Waldbillig", "Mullerthal", situation="changeover cleaning of a holiday cottage on Saturdays")
add("es-s08", "Necesitamos a alguien que configure la red wifi, dos portátiles y la impresora en nuestra pequeña oficina, L-8030, somos 4 personas.",
    "it-support", "Strassen", "L-8030", situation="set up Wi-Fi, laptops and printer for a small office")
add("es-s09", "Busco una autoescuela que dé clases en español, tengo el carné de Colombia y me toca hacer el examen práctico aquí.",
    None, None, None, situation="driving school with lessons in Spanish")
add("es-s10", "Necesito un asesor fiscal para la declaración de 2025: me casé en julio y no sé si nos conviene la imposición conjunta.",
    "accounting", None, None, situation="tax return after marriage: joint taxation or not?")
add("es-t01", "Cada vez que la lavadora desagua, el váter del sótano hace glu-glu y sube un olor a cloaca horrible. A veces el agua de la ducha tarda mucho en irse. Ayer salió agua sucia por el sumidero del suelo del garaje. Vivimos en Heiderscheid, en una casa de los años 80.",
    "plumbing", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U", situation="toilet gurgles and sewage smell when washing machine drains, floor drain backs up")
add("es-t02", "El arcón congelador del garaje está lleno de hielo por dentro y el motor no se para nunca. Aun así, la comida de arriba está blanda y se ha descongelado un poco. Lo compramos hace cuatro años. Estamos en Boulaide y tengo ahí toda la carne de la matanza.",
    "appliance-repair", "Boulaide", "Boulaide", kind="a", nu="U", situation="chest freezer iced up inside, motor runs nonstop, food thawing")
add("es-t03", "En el apartamento de vacaciones que tenemos en Kaundorf han aparecido agujeritos en los jerséis de lana y en la alfombra del salón. Al abrir el armario salen volando unas polillas pequeñas y doradas. Hemos puesto bolas de lavanda pero siguen saliendo. No queremos tirar toda la ropa.",
    "pest-control", "Lac de la Haute-Sûre", "Kaundorf", kind="a", nu="U", situation="clothes moths eating woollens and carpet in a holiday flat")
add("es-t04", "Mi cuñado nos dijo que para el suelo del garaje valía la pintura normal de paredes, que total nadie lo iba a ver. Ahora, con las ruedas del coche, la pintura se levanta a trozos y el hormigón se ve por todos lados. El garaje tiene unos 35 m² y está en Vichten. Buscamos un pintor que lo rasque y ponga una pintura para suelos de verdad.",
    "painting", "Vichten", "Vichten", kind="b", nu="N", situation="garage floor painted with wall paint on brother-in-law's advice, peeling")
add("es-t05", "Un señor que iba de puerta en puerta nos convenció de limpiar el tejado con agua a presión, dijo que así duraría veinte años más. Desde entonces hay tejas rotas y, cuando llueve, entra agua en el desván. La casa está en Grosbous. ¿Alguien puede revisar el tejado y cambiar lo que haga falta?",
    "roofing", "Groussbus-Wal", "Grosbous", kind="b", nu="U", situation="roof pressure-washed by a door-to-door seller, now broken tiles and leaks")
add("es-t06", "La puerta de entrada de madera rozaba con el suelo y un amigo nos dijo que bastaba con cepillarla por abajo. Le quitó casi un centímetro y ahora entra un aire helado por debajo y la puerta ya no cierra bien arriba. Vivimos en Berdorf. ¿Se puede arreglar o hay que hacer una puerta nueva?",
    "carpentry", "Berdorf", "Berdorf", kind="b", nu="U", situation="wooden front door planed too much on a friend's advice, draught and poor closing")
add("es-t07", "La semana pasada intentaron forzar la puerta de nuestra casa en Angelsberg. Un primo nos había dicho que con un cerrojo del bricolaje era más que suficiente, pero la policía nos dijo que eso se abre en segundos. Queremos poner una cerradura de seguridad de verdad y quizás una caja fuerte pequeña. Busco un cerrajero serio que nos aconseje.",
    "locksmith", "Fischbach", "Angelsberg", kind="b", nu="N", situation="after an attempted break-in, wants a security lock and small safe")
add("es-t08", "Soy secretario de un club de escalada con unos 120 socios. Ahora las inscripciones se hacen por correo y un Excel, y es un caos. Queremos una web donde la gente pueda hacerse socio, pagar la cuota y apuntarse a las salidas. ¿Qué presupuesto haría falta?",
    "web-development", None, None, kind="c", nu="U", situation="climbing club wants online membership, fees and outing sign-up")
add("es-t09", "Tenemos un restaurante español en Merl y en febrero cambiamos la carta entera. Queremos fotos profesionales de unos 25 platos para la carta nueva, la web e Instagram. Buscamos un fotógrafo con experiencia en comida que pueda venir por la mañana, antes del servicio.",
    "photography", "Luxembourg", "Merl", kind="c", nu="N", situation="Spanish restaurant needs food photos for a new menu")
add("es-t10", "Llevo un club hípico en Godbrange y vamos a hacer cuatro boxes nuevos para caballos. Necesitamos levantar un muro de bloques de unos 20 metros y hacer la solera de hormigón con desagüe. La parte de madera la hacemos nosotros. ¿Quién puede hacernos la obra antes de primavera?",
    "masonry", "Junglinster", "Godbrange", kind="c", nu="U", situation="riding club needs a block wall and concrete slab for new stables")
add("es-t11", "Tenemos una academia de idiomas en Neudorf con cuatro aulas y una recepción muy anticuada. Queremos que sea un espacio más moderno y luminoso, con una zona de espera agradable para los padres. No sabemos por dónde empezar con la distribución, los colores y la iluminación. ¿Alguien que nos haga una propuesta?",
    "interior-design", "Luxembourg", "Neudorf", kind="c", nu="U", situation="language school wants a brighter redesign of classrooms and reception")
add("es-t12", "Nos mudamos de Fentange a Ettelbruck a finales de marzo, de un piso de dos habitaciones a una casa. ¿Es mejor hacerlo entre semana para que salga más barato? ¿Con cuánta antelación hay que reservar y cuánto cuesta más o menos?",
    "moving", "Hesperange", "Fentange", distractors=["Ettelbruck"], kind="d", nu="U", situation="domestic move: weekday cheaper? how early to book? price?")
add("es-t13", "Queremos poner baldosas grandes de 60x60 en la terraza de casa en Bertrange, unos 40 m². Un solador nos dice que sobre plots y otro que pegadas sobre solera. ¿Qué es mejor para el hielo de aquí y cuál sale más barato?",
    "tiling", "Bertrange", "Bertrange", kind="d", nu="N", situation="terrace tiles: on pedestals or glued on screed?")
add("es-t14", "Vivimos en Echternacherbrück, justo al otro lado del puente desde Echternach, en el lado alemán. Queremos poner placas solares en el tejado y muchos vecinos trabajan con empresas luxemburguesas. ¿Compensa más un instalador de placas solares de Luxemburgo o uno alemán por las ayudas? ¿Y cuánto cuesta una instalación de 10 kWp?",
    "solar", "abroad", "Echternacherbrück", distractors=["Echternach", "Luxemburgo"], kind="d", nu="N", situation="PV on a house in a German village across the bridge: Luxembourg or German installer?")
add("es-t15", "Estamos pensando en comprar una casa de 1955 en Weimerskirch que hay que rehacer entera: instalaciones, baños, cocina y suelos. ¿Cuánto puede costar más o menos por metro cuadrado? ¿Hace falta un arquitecto para una obra así o basta con una empresa?",
    "renovation", "Luxembourg", "Weimerskirch", kind="d", nu="U", situation="cost per m² of a full refurbishment; architect needed?")
