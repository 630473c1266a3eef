MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Lëtzebuergesch ----------------
add("lb-s01", "moien, ech brauch eng Wallbox an eiser Garage zu Käerch, 11 kW, den neien Auto kënnt Enn Januar an de Bäitrag vum Klimabonus wëll ech net verpassen 🔌",
    "electrical", "Koerich", "Käerch", situation="wallbox for a new electric car in a garage")
add("lb-s02", "Hallo, mäi Portmonni mat alle Schlësselen ass am Bus geklaut ginn, kéint een haut nach d'Schlass vun eiser Hausdier zu Briddel auswiesselen?",
    "locksmith", "Kopstal", "Briddel", situation="change the front-door lock after keys were stolen")
add("lb-s03", "mir hunn d'Haus zu gousseldeng iwwerholl an de Rasen hannendrun ass nëmmen nach Moos a Kléi wéini a wéi kann een dat nei uleeën",
    "gardening", "Lintgen", "gousseldeng", situation="re-sow a lawn full of moss behind a newly bought house")
add("lb-s04", "Bonjour, mir sinn eng kleng Bäckerei mat 4 Salariéen a sichen een deen eis all Mount d'fiches de salaire an d'Declaratioune fir d'CCSS mécht.",
    "accounting", None, None, situation="monthly payroll and social-security returns for a small bakery")
add("lb-s05", "Mir plënneren de 27/02 vu Walfer op Ettelbréck, 3-Zëmmer-Appartement am zweete Stack ouni Lift, huet nach iergendeen deen Dag fräi?",
    "moving", "Walferdange", "Walfer", distractors=["Ettelbréck"], situation="flat move from Walferdange to Ettelbruck, second floor without lift")
add("lb-s06", "Kichen zu Téiteng: ronn 12 m² al Plättercher erofhuelen an nei Fliesen 60x60 leeën, d'Material hu mer schonn 😅",
    "tiling", "Kayl", "Téiteng", situation="remove and re-lay 12 m² of kitchen floor tiles")
add("lb-s07", "Sicht een nach e Student deen mengem Jong (4e) zweemol d'Woch Nohëllef a Mathé gëtt, gäre online?",
    None, None, None, not_place=["gäre"], situation="maths tutoring for a secondary-school pupil")
add("lb-s08", "Eise Büro an der L-3222 ass 120 m² grouss a mir sichen eng Firma déi en zweemol d'Woch nom Feierowend botzt.",
    "cleaning", "Bettembourg", "L-3222", situation="office cleaning twice a week after hours")
add("lb-s09", "eis Spullmaschinn (Bosch, 6 Joer al) pompelt d'Waasser net méi eraus, kommt dir och bis op Béiweng?",
    "appliance-repair", "Roeser", "Béiweng", situation="dishwasher no longer pumps out water")
add("lb-s10", "Wat kascht et ongeféier fir d'Fassad vun engem Reienhaus zu Diddeleng nei ze molen, ronn 90 m² an eng Fënsterfront?",
    "painting", "Dudelange", "Diddeleng", situation="price of repainting a terraced-house facade")
add("lb-t01", "Moien. Zënter e puer Deeg leeft d'Waasser an der WC-Spullung ouni Ophalen an et héiert een et bis an d'Schlofzëmmer. Ech hunn den Deckel schonn opgemaach, mee ech verstinn näischt vun deem Mechanismus do dran. D'Waasserrechnung gëtt esou bestëmmt deier. Mir wunnen zu Nidderkäerjeng, kéint een dës Woch nach laanscht kommen?",
    "plumbing", "Käerjeng", "Nidderkäerjeng", kind="a", nu="U", situation="toilet cistern keeps running water")
add("lb-t02", "Mir hunn d'lescht Joer unzebaut an do ass Buedemheizung dran. Am neie Büro bleift de Buedem äiskal, am Wunnzëmmer ass alles gutt. Um Verdeeler am Keller gesinn ech datt bei engem Krees de klenge Zeiger op null steet. Kéint sech dat een ukucken, d'Adress ass zu Nouspelt?",
    "heating", "Kehlen", "Nouspelt", kind="a", nu="U", situation="one underfloor heating circuit stays cold in an extension")
add("lb-t03", "Zënter enger Woch kraazt a rabbelt et all Nuecht um Soller iwwer eisem Schlofzëmmer. Haut de Moien hunn ech kleng schwaarz Kären nieft der Trap fonnt an eng Tut Mëll an der Garage war ugeknabbert. D'Kanner trauen sech net méi eleng an d'Bett. Mir sinn zu Hamiville, gëtt et een deen dat séier ewech kritt?",
    "pest-control", "Wincrange", "Hamiville", not_place=["Soller"], kind="a", nu="U", situation="mice scratching in the attic and gnawing food")
add("lb-t04", "Mäi Papp wunnt zu Wallendorf, direkt iwwer der Bréck vu Reisduerf op der däitscher Säit. Bei him leeft bei all Reen d'Waasser iwwer de Rand vun der Dachrinn an d'Mauer drënner gëtt naass. Den Noper huet gesot mir sollen d'Rinn einfach mat Silikon zouschmieren, dat huet genee zwou Wochen gehal. Fuert dir och bis do, et sinn fënnef Minutte vun der Grenz?",
    "roofing", "abroad", "Wallendorf", distractors=["Reisduerf"], kind="b", nu="U", situation="overflowing gutter on a father's house just across the German border")
add("lb-t05", "Mäi Schwoer huet eis am Summer d'Kichen an de Gank gemolt an huet dofir de Rescht vun enger Fassadefaarf geholl, well déi jo esou robust wier. Elo blieden um Plafong iwwer dem Kachfeld grouss Stécker of. Mir kréien op Chrëschtdag 14 Leit op Besuch. Kann dat nach virun de Feierdeeg zu Greiweldeng richteg gemaach ginn?",
    "painting", "Stadtbredimus", "Greiweldeng", kind="b", nu="U", situation="kitchen ceiling peeling after a relative used exterior paint")
add("lb-t06", "Eise Proprietaire seet de Rëss an der Gaardemauer wier normal, dat wier d'Hëtzt vum Summer. Mee zënter dem Hierscht ass e vun 2 mm op bal e Fanger breet ginn an uewen hänkt e Steen schonn eraus. Ech wëll dat léiwer vun engem Maurer gesinn hunn ier eppes op d'Kanner fält. D'Mauer steet zu Beyren hannert dem Haus.",
    "masonry", "Flaxweiler", "Beyren", kind="b", nu="N", situation="widening crack in a garden wall the landlord dismisses")
add("lb-t07", "An eisem ale Haus zu Stolzebuerg knaascht d'Holztrap bei all Schrëtt, an déi drëtt Stuf wackelt richteg. Den Noper huet mer geroden einfach Holzlaim an d'Spalten ze sprëtzen, elo ass et nach méi schlëmm well de Laim gebrach ass. Ech sichen e Schräiner deen d'Stufen nees fest mécht. Meng Schwéiermamm ass schonn eemol bal gefall!",
    "carpentry", "Putscheid", "Stolzebuerg", kind="b", nu="N", situation="loose creaking wooden stair step after a neighbour's glue fix")
add("lb-t08", "Mir sinn eng Schräinerei mat 6 Leit zu Bettborn. Am Büro hu mer 3 PCen, en Drécker an e klengen Server fir d'Pläng. Zënter mer d'Internetbox gewiesselt hunn fënnt kee PC méi den Drécker a kee kënnt op de Server. Eise Lehrjong huet et probéiert, ouni Erfolleg. Mir bräichten en Informatiker deen am léifsten nach dës Woch laanscht kënnt.",
    "it-support", "Préizerdaul", "Bettborn", kind="c", nu="N", situation="joinery workshop lost printer and server after router swap")
add("lb-t09", "Mir bedreiwen e klengen Hotel zu Buerschent mat 12 Zëmmer. D'Biller vun de Zëmmer a vum Bléck vun der Terrass op d'Buerg sinn nach vun 2014 a gesi gro aus. Eis Internetsäit mécht de Neveu, dat ass geréiert. Mir bräichten just een deen nei, schéi Biller mécht, am beschten un engem sonnegen Dag.",
    "photography", "Bourscheid", "Buerschent", kind="c", nu="U", situation="small hotel needs new pictures of rooms and view")
add("lb-t10", "Eise Musekveräin feiert d'nächst Joer 100 Joer a mir maachen eng Festschrëft vu 40 Säiten. Den Text ass op Lëtzebuergesch, mee vill Memberen a Sponsore komme aus Portugal an aus der Belsch. Mir hätten dat gär och op Franséisch a Portugisesch, awer net mam Google. Wat kéint dat kaschten a wéi laang dauert et?",
    "translation", None, None, distractors=["Portugal", "Belsch"], kind="c", nu="U", situation="music society's anniversary booklet into French and Portuguese")
add("lb-t11", "Mir sinn e Reitstall am Mëllerdall mat enger grousser Scheier, d'Daach ass ronn 600 m² no Süden. D'Stroumrechnung fir d'Reithal an d'Luuchten ass explodéiert. Mir géife gär eisen eegene Stroum um Daach produzéieren an en direkt am Stall notzen. Ka bei eis een eng Offer maachen?",
    "solar", "Waldbillig", "Mëllerdall", kind="c", nu="U", situation="riding stable wants to produce its own power on a barn roof")
add("lb-t12", "Ech hat mäin Auto an enger Garage fir eng nei Kupplung, 1.900 Euro. Dräi Wochen duerno ass se erëm futti an d'Garage seet dat wier meng Schold. Lount et sech iwwerhaapt en Affekot ze huelen fir esou e Betrag, oder gëtt et eng Schlichtungsstell? Wat kascht dat ongeféier?",
    "legal", None, None, kind="d", nu="N", situation="dispute with a garage over a failed clutch repair")
add("lb-t13", "Mir sinn zwee Brauer a verkafen eist Béier bis elo nëmmen um Maart. Elo wëlle mer och online verkafen, mat Liwwerung an Ofhuelen. Eng Kolleegin seet Shopify géif duergoen, en anere mengt mir bräichten eppes Eegenes. Wat wier besser fir eis, a wat kascht eppes Eegenes ongeféier?",
    "web-development", None, None, kind="d", nu="U", situation="small brewery wants an online shop, ready-made or custom")
add("lb-t14", "Mir hunn en Appartement um Lampertsbierg kaaft, 85 m², alles op, a mir wësse net wéi mer Kichen, Iessdësch a Wunnzëmmer sënnvoll opdeelen. Lount sech en Interior Designer fir esou eng kleng Fläch, oder ass dat Geldverschwendung? Wat rechent esou een, pauschal oder pro Stonn?",
    "interior-design", "Luxembourg", "Lampertsbierg", kind="d", nu="N", situation="layout of an open-plan flat, is a designer worth it")
add("lb-t15", "Mir kucken e Bauerenhaus vun 1920 zu Wëlwerwolz. Kichen, Buedzëmmer an all d'Biedem missten nei, an d'Elektresch ass och nach vun domols. Ier mer ënnerschreiwen wëlle mer wësse mat wat mer ongeféier rechne mussen. Mécht iergendeen esou eng Visite mat enger grober Schätzung, a wat kascht déi?",
    "renovation", "Kiischpelt", "Wëlwerwolz", kind="d", nu="U", situation="estimate for refitting an old farmhouse before buying")

# ---------------- Français ----------------
add("fr-s01", "bonjour la douche de l'appart à esch-sur-alzette ne s'évacue plus du tout, l'eau monte jusqu'aux chevilles et le déboucheur du supermarché n'a rien fait",
    "plumbing", "Esch-sur-Alzette", "esch-sur-alzette", situation="shower drain completely blocked")
add("fr-s02", "Suite à la tempête de dimanche il manque une dizaine de tuiles sur notre toit à Niedercorn, quelqu'un peut-il passer bâcher rapidement ?",
    "roofing", "Differdange", "Niedercorn", situation="roof tiles blown off in a storm, emergency tarp")
add("fr-s03", "Licenciée pendant ma période d'essai juste après avoir annoncé ma grossesse, je cherche un avocat en droit du travail qui parle français.",
    "legal", None, None, situation="employment lawyer after dismissal during probation")
add("fr-s04", "On voudrait faire abattre un grand épicéa d'environ 15 m, beaucoup trop proche de la maison, à Dahlem – vous faites aussi l'évacuation du bois ?",
    "gardening", "Garnich", "Dahlem", situation="fell a tall spruce close to the house")
add("fr-s05", "Le disjoncteur saute à chaque fois qu'on allume le four en même temps que la bouilloire, maison à Strassen, c'est urgent avant les fêtes !",
    "electrical", "Strassen", "Strassen", situation="breaker trips when oven and kettle run together")
add("fr-s06", "Porte claquée avec les clés dedans, je suis dans le couloir de mon immeuble quartier Gare, rue de Strasbourg, vous pouvez être là en combien de temps ?",
    "locksmith", "Luxembourg", "Gare", distractors=["Strasbourg"], situation="locked out of a flat near the station")
add("fr-s07", "Bonjour, je cherche une couturière pour retoucher une robe de soirée (ourlet + reprise à la taille) avant le 20 décembre.",
    None, None, None, situation="dress alterations by a seamstress")
add("fr-s08", "Devis pour un déménagement début mars du Howald vers Arlon, maison de 4 pièces, avec démontage des meubles et une trentaine de cartons de livres svp",
    "moving", "Hesperange", "Howald", distractors=["Arlon"], situation="house move from Howald to Arlon in Belgium")
add("fr-s09", "Les joints du carrelage de la douche à l'italienne s'effritent et deux carreaux sonnent creux, c'est à Hellange, possible de reprendre ça avant que l'eau passe derrière ?",
    "tiling", "Frisange", "Hellange", situation="crumbling grout and hollow shower tiles")
add("fr-s10", "four siemens iQ500 qui ne chauffe plus du tout, la lumière et le ventilo marchent, on est sur petange",
    "appliance-repair", "Pétange", "petange", situation="oven no longer heats")
add("fr-t01", "Bonjour. Depuis une semaine le compteur d'eau continue de tourner alors que tous les robinets sont fermés. Ce matin j'ai trouvé une tache humide au plafond du garage, juste sous la salle de bain. La facture de la commune va être salée ! Maison à Leudelange, je suis là tous les jours après 16h.",
    "plumbing", "Leudelange", "Leudelange", kind="a", nu="U", situation="hidden water leak, meter turning and damp garage ceiling")
add("fr-t02", "Depuis notre retour de vacances, mon fils et moi nous réveillons avec des piqûres alignées sur les bras. Ce matin j'ai vu de petites taches noires sur les coutures du matelas et une bestiole brune de la taille d'un pépin de pomme. J'ai déjà tout lavé à 60 degrés mais ça continue. On habite à Colpach-Bas, il faut que ça s'arrête avant que ça gagne toute la maison.",
    "pest-control", "Ell", "Colpach-Bas", kind="a", nu="U", situation="bed bug bites after a holiday")
add("fr-t03", "Chaque semaine la pression de notre installation descend à 0,5 bar et je dois remettre de l'eau pour remonter à 1,5. Les radiateurs restent tièdes même réglés au maximum. Je ne vois aucune fuite nulle part. C'est une maison de 2004 à Capellen.",
    "heating", "Mamer", "Capellen", kind="a", nu="U", situation="central heating loses pressure every week, radiators lukewarm")
add("fr-t04", "Une fissure en escalier est apparue dans le mur en briques de notre garage à Perlé. Le voisin, qui a construit sa maison lui-même, dit qu'il suffit de la boucher avec du mastic acrylique. Sauf qu'elle s'est rouverte en deux semaines et qu'on peut maintenant y glisser une pièce de 2 euros. Je voudrais l'avis d'un maçon et un devis pour réparer correctement.",
    "masonry", "Rambrouch", "Perlé", kind="b", nu="N", situation="stair-step crack in a brick garage wall reopened after filler")
add("fr-t05", "Notre propriétaire a repeint lui-même la cage d'escalier l'an dernier avec une laque glycéro par-dessus l'ancienne peinture acrylique. Maintenant ça cloque et ça se décolle par plaques entières dès qu'on frôle le mur. Il accepte enfin de payer quelqu'un pour refaire proprement. L'immeuble est à Kleinbettingen, trois étages.",
    "painting", "Steinfort", "Kleinbettingen", kind="b", nu="U", situation="stairwell paint blistering after landlord's DIY gloss over acrylic")
add("fr-t06", "Nous avons une maison à Mondorff, côté français, juste en face du parc thermal de Mondorf. Le vendeur du magasin de bricolage nous a conseillé de vitrifier le parquet en chêne par-dessus l'huile d'origine. Résultat : ça colle, il y a des traces blanches et rien ne sèche depuis trois semaines. Il faudrait poncer et refaire les 45 m². Vous intervenez de l'autre côté de la frontière ?",
    "carpentry", "abroad", "Mondorff", distractors=["Mondorf"], kind="b", nu="U", situation="oak parquet sticky after varnish over oil, house in French Mondorff")
add("fr-t07", "Les travaux de notre cuisine à Bartreng sont enfin finis, mais il y a de la poussière de plâtre partout, jusque dans les placards de l'étage. Le chef de chantier nous a dit qu'un coup d'aspirateur suffirait, on a essayé et c'est pire, ça vole partout. On aimerait une entreprise de nettoyage pour un vrai nettoyage de fin de chantier avant de faire livrer les meubles.",
    "cleaning", "Bertrange", "Bartreng", kind="b", nu="N", situation="plaster dust everywhere after kitchen works")
add("fr-t08", "Je suis trésorière bénévole d'un club de handball et je pars vivre au Portugal cet été. Personne au comité ne veut reprendre les comptes, alors qu'on a des subsides, des salaires d'entraîneurs et une buvette. On cherche un comptable qui pourrait tenir les livres et préparer les comptes annuels pour l'assemblée générale. Quel serait le tarif pour une asbl de cette taille ?",
    "accounting", None, None, distractors=["Portugal"], kind="c", nu="N", situation="handball club needs bookkeeping and annual accounts")
add("fr-t09", "Nous sommes un cabinet dentaire à Echternach avec 4 postes. Depuis la mise à jour de vendredi, le logiciel de radiographie ne trouve plus le serveur et la secrétaire ne peut plus imprimer les factures. Les patients attendent au comptoir. Quelqu'un peut-il intervenir sur place demain matin ?",
    "it-support", "Echternach", "Echternach", kind="c", nu="U", situation="dental practice lost server and printer after an update")
add("fr-t10", "Domaine viticole familial à Remich, sur la Moselle. Pour notre nouvelle brochure et les salons en Belgique, on cherche un photographe pour les vendanges l'an prochain et quelques portraits de la famille dans les vignes. On voudrait aussi une courte vidéo pour les réseaux. Vous pouvez nous envoyer des exemples ?",
    "photography", "Remich", "Remich", distractors=["Belgique"], kind="c", nu="N", situation="wine estate wants harvest photos and a short video")
add("fr-t11", "Notre bureau d'architectes répond à un appel d'offres à Sarrebruck. Le dossier technique fait environ 60 pages en français et doit être rendu en allemand pour le 15 janvier. Il y a beaucoup de vocabulaire du bâtiment, donc pas question de passer par DeepL. Quelqu'un est disponible ?",
    "translation", None, None, distractors=["Sarrebruck"], kind="c", nu="U", situation="architects' tender file from French into German")
add("fr-t12", "Notre toit à Remerschen est orienté est-ouest, pas plein sud. Est-ce que ça vaut quand même le coup de poser des panneaux photovoltaïques, avec les primes actuelles ? On consomme environ 4 500 kWh par an, et une voiture électrique arrive cet été. Combien faudrait-il compter, à peu près ?",
    "solar", "Schengen", "Remerschen", kind="d", nu="U", situation="is PV worth it on an east-west roof")
add("fr-t13", "Nous sommes une association de parents d'élèves et nous gérons les inscriptions aux activités périscolaires par mail et Excel, c'est l'enfer. On hésite entre un site WordPress avec un formulaire et un outil sur mesure avec paiement en ligne. Qu'est-ce qui est le plus raisonnable pour 300 familles, et quel budget prévoir ?",
    "web-development", None, None, kind="d", nu="U", situation="parents' association wants online sign-up for activities")
add("fr-t14", "On vient d'acheter une maison des années 70 à Wiltz, très sombre, avec du lambris partout et un séjour en L. Avant de tout repeindre, on aimerait un plan d'aménagement, des couleurs et un vrai éclairage. Quelle différence entre un architecte d'intérieur et un décorateur, et lequel nous faut-il ? Combien ça coûte en général ?",
    "interior-design", "Wiltz", "Wiltz", kind="d", nu="N", situation="dark 1970s house, interior architect or decorator")
add("fr-t15", "Nous habitons une maison mitoyenne à Cents et voulons refaire la salle de bain et la cuisine, budget autour de cent mille euros. Est-il plus raisonnable de faire les deux pièces en même temps en logeant ailleurs, ou l'une après l'autre en restant sur place avec deux enfants ? Combien de temps dure en général un tel chantier ?",
    "renovation", "Luxembourg", "Cents", not_place=["cent"], kind="d", nu="U", situation="redo bathroom and kitchen together or one after the other")

# ---------------- Deutsch ----------------
add("de-s01", "Hallo, wir bräuchten auf der Terrasse in Senningerberg zwei Außensteckdosen und eine dimmbare Beleuchtung, Kabel müsste unter die Platten.",
    "electrical", "Niederanven", "Senningerberg", situation="outdoor sockets and dimmable lighting on a terrace")
add("de-s02", "NOTFALL Rohrbruch im Keller in Wasserbillig, Wasser spritzt aus der Wand, Haupthahn ist zu aber wir brauchen sofort jemanden!!!",
    "plumbing", "Mertert", "Wasserbillig", situation="burst pipe in the cellar, main valve closed")
add("de-s03", "Wir wohnen in Trier, arbeiten beide in Luxemburg und suchen jemanden, der uns die Steuererklärungen für beide Länder macht, weil wir bei den Steuerklassen und der Quellensteuer nicht mehr durchblicken.",
    "accounting", None, None, distractors=["Trier", "Luxemburg"], situation="income tax returns for a cross-border couple")
add("de-s04", "Unser Vorgarten in Konsdref soll neu gestaltet werden: pflegeleicht, insektenfreundlich, aber bitte keine Schotterwüste 🌼",
    "gardening", "Consdorf", "Konsdref", situation="redesign a front garden, low maintenance, no gravel")
add("de-s05", "Umzug Ende April von Kirchberg nach Brandenburg an der Havel, 2 Zimmer, etwa 25 Kartons plus Waschmaschine, machen Sie auch Fahrten nach Deutschland?",
    "moving", "Luxembourg", "Kirchberg", distractors=["Brandenburg", "Deutschland"], situation="flat move from Kirchberg to a German town")
add("de-s06", "Der kleine Tresor im Schlafzimmer geht nicht mehr auf, Zahlencode vergessen und die Notschlüssel sind natürlich drin – wohnen in Sandweiler.",
    "locksmith", "Sandweiler", "Sandweiler", situation="home safe won't open, code forgotten")
add("de-s07", "Unser altes Klavier wurde seit 10 Jahren nicht gestimmt, kennt jemand einen guten Klavierstimmer, der auch Hausbesuche macht?",
    None, None, None, not_place=["einen"], situation="piano tuning at home")
add("de-s08", "Bei uns in L-6750 fehlen nach dem Sturm ein paar Schieferplatten über dem Dachfenster und es tropft schon in den Flur, bitte schnell melden",
    "roofing", "Grevenmacher", "L-6750", situation="missing slates above a roof window, water dripping")
add("de-s09", "Wir möchten in der Küche in Mutfort einen Fliesenspiegel aus weißen Metrofliesen, ca 4 m² hinter der Arbeitsplatte, wann hätten Sie Zeit?",
    "tiling", "Contern", "Mutfort", not_place=["einen"], situation="kitchen splashback with metro tiles")
add("de-s10", "liebherr kühlschrank wird oben nicht mehr kalt aber das gefrierfach geht noch, wir sind in canach, kommt da jemand vorbei",
    "appliance-repair", "Lenningen", "canach", situation="fridge compartment warm, freezer still working")
add("de-t01", "Seit gestern flackert im Wohnzimmer immer wieder das Licht, und mein Wecker auf dem Nachttisch geht dauernd auf 00:00. Die Steckdose neben dem Sofa ist warm und riecht leicht verschmort. Ich habe die Stehlampe schon ausgesteckt. Wir wohnen in Filsdorf, bitte so bald wie möglich.",
    "electrical", "Dalheim", "Filsdorf", not_place=["Wecker"], kind="a", nu="U", situation="flickering lights and a warm, burnt-smelling socket")
add("de-t02", "Unser Pelletkessel im Keller geht seit einer Woche mehrmals am Tag aus. Im Heizraum riecht es nach Rauch und an der Tür zum Brennraum ist ein schwarzer Rand. Pellets sind genug im Lager. Das Haus in Rippig wird jetzt nachts richtig kalt.",
    "heating", "Bech", "Rippig", kind="a", nu="U", situation="pellet boiler keeps going out, smell of smoke")
add("de-t03", "An der Wetterseite unseres Hauses in Ehnen bröckelt der Putz in großen Stücken ab. Darunter sieht man die alten Bruchsteine und die Fugen sind sandig. Bei Regen wird die Innenwand im Esszimmer fleckig. Das Haus ist von 1890, wir wollen es erhalten.",
    "masonry", "Wormeldange", "Ehnen", kind="a", nu="U", situation="render falling off an old stone house")
add("de-t04", "Im Baumarkt hat man uns gesagt, wir könnten die Lärchendielen für die Terrasse einfach auf Kantholz direkt auf die Erde legen. Nach drei Jahren sind die Unterkonstruktion und mehrere Dielen morsch, man bricht fast ein. Wir suchen einen Schreiner, der die Terrasse in Weilerbach richtig neu aufbaut, ca 30 m². Gerne mit Angebot für Douglasie oder Bangkirai.",
    "carpentry", "Berdorf", "Weilerbach", kind="b", nu="N", not_place=["einen"], situation="rebuild a wooden deck laid straight on soil")
add("de-t05", "Am Komposthaufen hinter unserem Haus in Roodt-sur-Syre laufen abends Ratten herum, mindestens drei. Der Nachbar meinte, wir sollten einfach Essig und Pfefferminzöl sprühen, das hat überhaupt nichts gebracht. Jetzt sind Gänge unter der Gartenhütte. Wir haben zwei kleine Kinder und eine Katze, also bitte nichts, was für die gefährlich ist.",
    "pest-control", "Betzdorf", "Roodt-sur-Syre", kind="b", nu="U", situation="rats at the compost heap, home remedies failed")
add("de-t06", "Meine Eltern haben ihr Wohnzimmer früher mit Kalkfarbe gestrichen. Mein Schwager meinte, man könne einfach Dispersionsfarbe drüberrollen, jetzt hat die Wand Flecken und die Farbe löst sich beim Abwischen. Wir hätten gern einen Maler, der das fachgerecht macht, ca 60 m² Wandfläche. Adresse ist in Berburg.",
    "painting", "Manternach", "Berburg", kind="b", nu="N", not_place=["einen"], situation="emulsion over lime paint flaking, parents' living room")
add("de-t07", "Unsere Photovoltaikanlage in Burglinster produziert seit drei Wochen null, am Wechselrichter leuchtet eine rote Lampe. Die Firma, die sie montiert hat, ist leider pleite. Ein Bekannter sagt, das sei im Winter normal, aber auch an sonnigen Tagen kommt nichts. Wer kann sich das ansehen und ggf den Wechselrichter tauschen?",
    "solar", "Junglinster", "Burglinster", kind="b", nu="U", situation="PV system producing nothing, installer bankrupt")
add("de-t08", "Wir sind eine Kita in Munsbach mit 40 Kindern. Unsere Reinigungskraft geht in Rente und wir suchen eine Reinigungsfirma, die täglich ab 18 Uhr kommt. Wichtig sind Hygieneplan und Desinfektion der Wickelbereiche. Können Sie ein Angebot schicken?",
    "cleaning", "Schuttrange", "Munsbach", kind="c", nu="N", situation="daycare needs daily cleaning contract")
add("de-t09", "Wir betreiben drei Bäckereifilialen und der Vermieter einer Filiale will den Gewerbemietvertrag vorzeitig kündigen, weil er das Gebäude verkaufen möchte. Aus diesem Grund sollen wir bis Juni raus, obwohl der Vertrag bis 2029 läuft. Wir brauchen einen Anwalt, der sich mit Gewerbemiete auskennt. Ist ein Erstgespräch kostenpflichtig?",
    "legal", None, None, not_place=["einen", "Grund"], kind="c", nu="N", situation="bakery chain, landlord ending a commercial lease early")
add("de-t10", "Unser Fußballverein in Befort wird 100 Jahre alt und im Mai gibt es ein großes Fest. Wir hätten gern Mannschaftsfotos von allen Teams, von den Bambinis bis zu den Alten Herren. Am Festtag selbst soll jemand den ganzen Nachmittag Bilder und ein paar kurze Clips machen. Was würde das kosten?",
    "photography", "Beaufort", "Befort", kind="c", nu="U", situation="football club's centenary team photos and event coverage")
add("de-t11", "Wir führen einen Campingplatz in Rosport direkt an der Sauer. Seit der Saison fällt das WLAN für die Gäste ständig aus und die Rezeption kann keine Kartenzahlungen mehr machen, wenn es hängt. Wir haben vier Access Points und einen Router vom Provider. Jemand muss das Netz mal ordentlich einrichten, bevor Ostern die Gäste kommen.",
    "it-support", "Rosport-Mompach", "Rosport", not_place=["führen", "einen"], kind="c", nu="U", situation="campsite Wi-Fi and card terminal keep dropping")
add("de-t12", "Wir haben ein Haus in Portugal geerbt und der Kaufvertrag und das Testament sind auf Portugiesisch. Lohnt es sich, das von einem Übersetzer ins Deutsche übertragen zu lassen, oder reicht es, wenn eine portugiesische Kollegin es mir erklärt? Die Unterlagen sind etwa 25 Seiten. Was kostet so etwas ungefähr?",
    "translation", None, None, distractors=["Portugal"], kind="d", nu="N", situation="is translating inherited Portuguese deeds worth it")
add("de-t13", "Ich eröffne im Frühjahr eine Physiotherapiepraxis. Jetzt überlege ich, ob ich eine eigene Homepage mit Online-Terminbuchung brauche oder ob ein Profil auf Doctena reicht. Was spricht für das eine oder andere, und was kostet eine kleine Seite mit Buchungsfunktion?",
    "web-development", None, None, kind="d", nu="U", situation="physiotherapy practice, own booking site or platform profile")
add("de-t14", "Wir bauen gerade einen Bungalow in Boudler und der Rohbau steht. Jetzt geht es um Raumaufteilung, Möblierung und Lichtkonzept für den großen Wohn-Ess-Bereich. Lohnt es sich, dafür jemanden extra zu holen, oder plant das Küchenstudio das gleich mit? Wir wollen keine Fehler machen, die man nachher nicht mehr ändern kann.",
    "interior-design", "Biwer", "Boudler", kind="d", nu="U", not_place=["einen"], situation="layout, furniture and lighting plan for a new bungalow")
add("de-t15", "Wir haben ein altes Haus in Echternacherbrück gekauft, direkt gegenüber von Echternach. Bad, Küche, Böden und Elektrik sollen komplett erneuert werden. Dürfen luxemburgische Firmen überhaupt in Deutschland arbeiten, und wie ist das mit der Mehrwertsteuer? Mit welchen Kosten pro Quadratmeter müssen wir grob rechnen?",
    "renovation", "abroad", "Echternacherbrück", distractors=["Echternach", "Deutschland"], kind="d", nu="U", situation="renovating a house just across the border from Echternach")

# ---------------- English ----------------
add("en-s01", "Hi, the builders left our back garden in Mullendorf as bare compacted mud, could someone lay about 80 m² of turf or sow grass before spring?",
    "gardening", "Steinsel", "Mullendorf", not_place=["grass"], situation="lay new turf on a garden left bare by builders")
add("en-s02", "need a dedicated circuit and outdoor isolator for a split aircon unit in my flat in Belair, the installer of the unit says that's not his job",
    "electrical", "Luxembourg", "Belair", situation="dedicated circuit for an air-conditioning unit")
add("en-s03", "Looking for someone to rebuild our nonprofit's donation page with Stripe and proper EN/FR/DE versions, the current one breaks on phones.",
    "web-development", None, None, situation="nonprofit donation page rebuild, multilingual")
add("en-s04", "Quote please for moving a 2-bed flat from Mamer to Hamm in Germany around 15 March, we have a sofa bed that doesn't come apart.",
    "moving", "Mamer", "Mamer", distractors=["Hamm", "Germany"], situation="move from Mamer to Hamm, Germany")
add("en-s05", "Our Miele tumble dryer runs the full cycle but the clothes come out still wet, any repair guy near Zolwer?",
    "appliance-repair", "Sanem", "Zolwer", situation="tumble dryer no longer dries")
add("en-s06", "The cylinder on our back door in Ettelbruck keeps sticking, can you swap it for a better one and cut 5 keys?",
    "locksmith", "Ettelbruck", "Ettelbruck", situation="replace a sticking door cylinder and cut keys")
add("en-s07", "Anyone know a good dog groomer who does house calls for a very anxious labradoodle? 🐶",
    None, None, None, situation="mobile dog grooming")
add("en-s08", "We'd like the nursery in our house at L-8080 painted in soft sage green with a simple mountain mural on one wall, roughly 14 m² floor.",
    "painting", "Bertrange", "L-8080", situation="paint a nursery with a simple mural")
add("en-s09", "Every autumn hundreds of sluggish flies gather on the attic windows of our house in Vianden, is there a treatment that actually lasts?",
    "pest-control", "Vianden", "Vianden", situation="cluster flies in the attic every autumn")
add("en-s10", "About 30 m² of porcelain tiles on our balcony in Alzingen are cracked or loose and need relaying, how soon could you quote?",
    "tiling", "Hesperange", "Alzingen", situation="relay loose cracked balcony tiles")
add("en-t01", "Hi there. Whenever someone showers upstairs, the toilet downstairs makes a glugging noise and the water in the bowl bubbles up. There's also a sewage smell that seems to linger in the hallway since last week. We're renting in Schifflange and the landlord said to sort it out and send him the invoice. Could someone come this week?",
    "plumbing", "Schifflange", "Schifflange", not_place=["linger"], kind="a", nu="U", situation="toilet bubbles and sewage smell when the shower runs")
add("en-t02", "After every storm with wind from the west, a brown stain on our bedroom ceiling grows a bit bigger. It's right under the window in the sloped part of the roof. Inside, the window frame itself looks dry. The house is in Marnach, built 1998.",
    "roofing", "Clervaux", "Marnach", kind="a", nu="U", situation="ceiling stain under a roof window after westerly storms")
add("en-t03", "My home office is in the converted attic and the connection drops every afternoon around 3 pm, video calls just freeze. The laptop works fine in the kitchen, and my phone shows full bars upstairs but nothing loads. I've restarted everything a hundred times. We live in Bofferdange, I'd pay for someone to come and sort it properly.",
    "it-support", "Lorentzweiler", "Bofferdange", kind="a", nu="U", situation="home-office connection drops every afternoon")
add("en-t04", "Our rented house in Troisvierges has an old oil-fired system and the cellar smells strongly of heating oil and soot. The landlord insists that's normal for an older installation and won't send anyone. Last week the hot water went cold twice overnight. I'd like someone independent to check it and write down what's wrong so I can show him.",
    "heating", "Troisvierges", "Troisvierges", kind="b", nu="U", situation="oil heating smells of fuel and soot, landlord dismisses it")
add("en-t05", "Two years ago a neighbour told us to just cut the top off our big oak to keep it small. Now it has dozens of thin shoots sticking straight up and one big branch looks dead. We'd like a proper tree surgeon to look at it before it drops something on the shed. The garden is in Weiswampach, with good access from the road.",
    "gardening", "Weiswampach", "Weiswampach", kind="b", nu="N", situation="oak badly topped on a neighbour's advice")
add("en-t06", "The furniture store talked us into a huge corner sofa and dark grey walls for our living room in Mersch. Now it feels like a cave and nobody sits in there. We'd like an interior designer to rethink the layout, colours and lighting without throwing everything out. Is one consultation enough to get a plan?",
    "interior-design", "Mersch", "Mersch", kind="b", nu="N", situation="living room feels dark after a furniture shop's advice")
add("en-t07", "A door-to-door salesman told us our 22-year-old roof is totally fine for panels and pushed a contract for 14 of them. My brother-in-law says the roof will need redoing within ten years anyway. Before we sign anything, we'd like an independent quote and an honest opinion. House is in Bastendorf.",
    "solar", "Tandel", "Bastendorf", kind="b", nu="U", situation="second opinion on a PV offer on an ageing roof")
add("en-t08", "We're a small fintech and our Luxembourg entity needs its terms of service and privacy policy in French and German. It's about 12,000 words of fairly legal English. We'd prefer a translator who has done financial or regulatory texts before. Turnaround within three weeks would be ideal.",
    "translation", None, None, distractors=["Luxembourg"], kind="c", nu="N", situation="fintech terms and privacy policy into French and German")
add("en-t09", "I run a small yoga studio. A former instructor who invoiced us for three years now says she was really an employee and wants back pay. I've got the invoices and the messages but no written contract. I need a lawyer who knows employment law, ideally one who speaks English.",
    "legal", None, None, kind="c", nu="N", situation="yoga studio, ex-instructor claims employee status")
add("en-t10", "We make small-batch gin in Diekirch and are launching new labels in spring. We need clean product shots on white for the webshop, plus some moody bottle pictures in the distillery. The shop itself is already built and running. Could you send rates for a half-day shoot?",
    "photography", "Diekirch", "Diekirch", kind="c", nu="U", situation="gin distillery needs product shots")
add("en-t11", "Our coworking space in Mondorf has a glass front of about 25 m and a glass roof over the lounge. Nobody on the team wants to climb up there with a squeegee. We'd like the windows done inside and out once a month, plus the roof twice a year. What would that cost?",
    "cleaning", "Mondorf-les-Bains", "Mondorf", kind="c", nu="U", situation="coworking space needs regular window cleaning")
add("en-t12", "I'm relocating from the UK to Luxembourg in March and I hold stock options from my current employer. Do I need a tax adviser for the first year, or can I do the return myself? And roughly what would the bill be for a one-off return plus advice on the options?",
    "accounting", None, None, distractors=["UK", "Luxembourg"], not_place=["bill"], kind="d", nu="N", situation="is a tax adviser needed after relocating with stock options")
add("en-t13", "We're thinking of converting the attic of our house in Helmsange into a bedroom with a small shower room. Is that usually worth it compared to moving somewhere bigger? What sort of budget per m² should we expect, all trades included? The roof is fine and there is already a staircase.",
    "renovation", "Walferdange", "Helmsange", kind="d", nu="U", situation="is an attic conversion worth it, budget")
add("en-t14", "We bought a house in Audun-le-Tiche, just across the border from Esch. We'd like to knock through the wall between the kitchen and the living room, which is probably load-bearing. Is that realistic, and do we need an engineer first? Do firms based in Luxembourg take jobs on the French side?",
    "masonry", "abroad", "Audun-le-Tiche", distractors=["Esch", "Luxembourg"], kind="d", nu="U", situation="opening a load-bearing wall in a house just across the French border")
add("en-t15", "We have an awkward alcove under the sloping ceiling in our bedroom in Strassen. Is it better to have built-in wardrobes made to measure, or to hack some IKEA units to fit? What would made-to-measure cost for about 2.5 m wide?",
    "carpentry", "Strassen", "Strassen", kind="d", nu="U", situation="made-to-measure wardrobe vs hacked flat-pack in an alcove")

# ---------------- Português ----------------
add("pt-s01", "Boa tarde, preciso de uma limpeza a fundo numa casa de 3 quartos em Rodange antes de a pôr à venda, janelas e forno incluídos.",
    "cleaning", "Pétange", "Rodange", situation="deep clean of a house before putting it up for sale")
add("pt-s02", "ola queria um devis para uma mudança de Viseu para Esch-sur-Alzette em julho, sao os moveis de um T2 e umas 20 caixas",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Viseu"], situation="move from Portugal to Esch-sur-Alzette, labelled at the Luxembourg end")
add("pt-s03", "Preciso de alguém que me faça a déclaration d'impôt do casal, temos uma casa arrendada em Portugal e não sei como declarar a renda.",
    "accounting", None, None, distractors=["Portugal"], situation="couple's tax return with rented property abroad")
add("pt-s04", "Queria pôr 8 focos LED no teto falso da cozinha em Foetz e mudar o interruptor para um com regulador, é possível esta semana?",
    "electrical", "Mondercange", "Foetz", situation="install LED downlights and a dimmer in a kitchen")
add("pt-s05", "Casa de banho em Rumelange com 25 m² de paredes e chão para assentar carrelage, o material já está comprado, quanto leva por m²?",
    "tiling", "Rumelange", "Rumelange", situation="tile walls and floor of a bathroom, price per m²")
add("pt-s06", "A fechadura do portão da garagem em Obercorn partiu-se e agora o portão não fecha de maneira nenhuma 😩",
    "locksmith", "Differdange", "Obercorn", situation="broken garage door lock, door won't close")
add("pt-s07", "Alguém conhece um mecânico que venha a casa trocar os pneus de inverno do carro?",
    None, None, None, situation="mobile mechanic to change winter tyres")
add("pt-s08", "a placa de indução bosch tem duas zonas que não aquecem mais, as outras duas funcionam, moro em dudelange",
    "appliance-repair", "Dudelange", "dudelange", situation="two induction hob zones no longer heat")
add("pt-s09", "Procuro quem corte a relva e limpe o jardim uma vez por mês de abril a outubro, moradia em Schouweiler.",
    "gardening", "Dippach", "Schouweiler", situation="monthly lawn mowing and garden upkeep")
add("pt-s10", "A caleira da casa da minha sogra em Volmerange-les-Mines, mesmo na fronteira com Dudelange, está solta e metade já caiu para o passeio.",
    "roofing", "abroad", "Volmerange-les-Mines", distractors=["Dudelange"], situation="loose gutter on a house just across the French border")
add("pt-t01", "Bom dia. Quando esvazio o lava-loiça sai água por baixo do móvel e o fundo do armário já está inchado. Pus um balde mas enche em dois dias. Não há fuga quando a torneira está só aberta, só quando escoa. Moramos em Colmar-Berg, perto da escola.",
    "plumbing", "Colmar-Berg", "Colmar-Berg", kind="a", nu="U", situation="water leaking under the sink when it drains")
add("pt-t02", "Desde segunda-feira a casa arrefece toda à tarde e só volta a aquecer de manhã. O ecrã do termóstato da sala está apagado e já troquei as pilhas. Na cave a máquina está ligada mas não faz nada. Temos um bebé de 4 meses em Bissen, precisava de alguém hoje ou amanhã.",
    "heating", "Bissen", "Bissen", kind="a", nu="U", situation="house cools every afternoon, thermostat screen dead")
add("pt-t03", "Há três semanas que aparecem formiguinhas castanhas em fila na cozinha. Vêm de debaixo do rodapé ao pé da janela e vão direitas ao açúcar e à comida do gato. Já pus pó e vinagre mas voltam sempre. A casa é em Schieren, rés-do-chão com jardim.",
    "pest-control", "Schieren", "Schieren", kind="a", nu="U", situation="trail of ants in the kitchen keeps coming back")
add("pt-t04", "O muro de suporte do nosso jardim em Eischen está a inclinar para o lado da estrada, uns bons 10 cm em cima. O vizinho disse para pôr umas estacas de madeira a segurar e esperar. Já caíram duas pedras ao passeio e tenho medo que caia em cima de alguém. Preciso de um pedreiro que veja isso e faça um devis.",
    "masonry", "Habscht", "Eischen", kind="b", nu="N", situation="retaining wall leaning toward the road")
add("pt-t05", "Comprámos um soalho de carvalho numa loja de bricolage e o vendedor disse que não era preciso deixar folga junto às paredes. Passado um inverno o chão da sala da nossa casa em Weiler-la-Tour levantou no meio como uma bossa. Não se pode pôr a mesa direita. Alguém pode tirar e voltar a montar bem?",
    "carpentry", "Weiler-la-Tour", "Weiler-la-Tour", kind="b", nu="U", situation="oak floor buckled after being laid without expansion gap")
add("pt-t06", "Tivemos um pequeno incêndio na cozinha do apartamento em Hollerich, os bombeiros vieram logo e não houve feridos. O propriétaire diz que a fuligem sai com água e sabão, mas as paredes, o teto e o sofá ficaram cinzentos e cheira a fumo em toda a casa. Com água só espalhámos as manchas. Precisamos de uma empresa de limpeza que saiba tratar disto.",
    "cleaning", "Luxembourg", "Hollerich", kind="b", nu="N", situation="soot and smoke smell after a small kitchen fire")
add("pt-t07", "Em Niederfeulen tivemos uma infiltração do vizinho de cima que já foi reparada. Na loja disseram que uma demão de tinta antihumidade tapava as manchas amarelas do teto, mas passadas duas semanas voltaram todas. O teto da sala tem uns 20 m². Alguém faz isto bem feito antes do Natal?",
    "painting", "Feulen", "Niederfeulen", kind="b", nu="U", situation="water stains reappear through ceiling paint after a leak")
add("pt-t08", "Somos uma pequena empresa de transportes em Ettelbruck com 5 computadores e uma impressora. Desde ontem ninguém consegue entrar no e-mail e o programa das faturas diz que a licença expirou. O meu sobrinho costumava tratar disso mas agora está em Portugal. Precisamos de um técnico de informática com urgência.",
    "it-support", "Ettelbruck", "Ettelbruck", distractors=["Portugal"], kind="c", nu="N", situation="haulage firm locked out of e-mail and invoicing software")
add("pt-t09", "Sou presidente de um rancho folclórico. Depois da nossa festa de verão recebemos uma fatura de direitos de autor de quase 900 euros pela música. Achamos que é demasiado porque só tocámos músicas tradicionais. Precisamos de um advogado que nos diga se temos de pagar.",
    "legal", None, None, kind="c", nu="N", situation="folk-dance association disputes a copyright fee")
add("pt-t10", "Temos uma empresa de construção e os nossos planos de segurança e fichas de obra estão todos em português. A inspeção pediu que estejam também em francês para todos os trabalhadores. São umas 35 páginas com muito vocabulário técnico. Quanto tempo demora e quanto custa?",
    "translation", None, None, kind="c", nu="U", situation="construction firm's safety plans into French")
add("pt-t11", "Abrimos um restaurante português em Ingeldorf e o menu novo vai ter fotos dos pratos. As fotos que tirámos com o telemóvel ficam amarelas e feias. Queríamos também umas fotos da sala e da esplanada para o Google e o Facebook. Podem vir num sábado de manhã antes do serviço?",
    "photography", "Erpeldange-sur-Sûre", "Ingeldorf", kind="c", nu="U", situation="restaurant needs photos of dishes and dining room")
add("pt-t12", "Vivemos numa moradia em Gilsdorf com telhado virado a sul. Estamos indecisos entre pôr painéis para aquecer a água do banho ou painéis para fazer eletricidade. O que é que compensa mais para uma família de cinco? E quanto custa mais ou menos cada um?",
    "solar", "Bettendorf", "Gilsdorf", kind="d", nu="U", situation="solar thermal or photovoltaic for a family of five")
add("pt-t13", "Tenho uma pequena empresa de limpezas com 4 funcionárias e os clientes chegam-me todos pelo Facebook e pelo boca a boca. Vale a pena fazer um site a sério com pedido de orçamento online, ou chega a página do Facebook? Quanto custa uma coisa simples mas bem feita?",
    "web-development", None, None, kind="d", nu="U", situation="cleaning business asks if a real website is worth it")
add("pt-t14", "Vou alugar o meu apartamento em Wiltz mobilado a expatriados. Vale a pena pagar a um designer de interiores para escolher móveis, cores e iluminação, ou faço eu tudo no IKEA? Será que consigo pedir mais de renda com isso? Quanto costuma cobrar?",
    "interior-design", "Wiltz", "Wiltz", kind="d", nu="N", situation="is an interior designer worth it for a furnished rental")
add("pt-t15", "Herdámos uma casa dos anos 60 em Wickrange, com telhado, janelas, aquecimento e casas de banho todos da época. Um amigo diz que sai mais barato deitar abaixo e construir de novo. É verdade, ou renovar tudo compensa mais? Qual é o preço por m² de uma renovação completa?",
    "renovation", "Reckange-sur-Mess", "Wickrange", kind="d", nu="U", situation="renovate or demolish an inherited 1960s house")

# ---------------- Italiano ----------------
add("it-s01", "Buongiorno, dovrei far montare due porte interne in legno massello con telaio nuovo nella casa di Heffingen, i vani sono già pronti.",
    "carpentry", "Heffingen", "Heffingen", situation="fit two solid-wood interior doors with new frames")
add("it-s02", "il wc sospeso del bagno piccolo si è crepato alla base e perde quando si tira lo sciacquone, abitiamo a Oetrange, serve qualcuno per sostituirlo",
    "plumbing", "Contern", "Oetrange", situation="replace a cracked wall-hung toilet")
add("it-s03", "Cerco un interprete italiano-francese per accompagnarmi dal notaio la settimana prossima per il rogito della casa.",
    "translation", None, None, situation="interpreter for a notary appointment")
add("it-s04", "Vorrei un preventivo per tinteggiare tre stanze e il corridoio, circa 180 m² di pareti, appartamento a Esch/Alzette, colori chiari.",
    "painting", "Esch-sur-Alzette", "Esch/Alzette", situation="paint three rooms and a hallway in a flat")
add("it-s05", "Trasloco da Dudelange a Bari a fine giugno, un trilocale con pochi mobili ma tanti libri, fate anche viaggi in Italia?",
    "moving", "Dudelange", "Dudelange", distractors=["Bari", "Italia"], situation="flat move from Dudelange to southern Italy")
add("it-s06", "Vorrei far progettare un orto con cassoni rialzati e un impianto di irrigazione a goccia nel giardino a Cruchten, circa 40 m².",
    "gardening", "Nommern", "Cruchten", situation="design a raised-bed vegetable garden with drip irrigation")
add("it-s07", "Cerco una babysitter che parli italiano per due sere a settimana, bimbi di 3 e 6 anni.",
    None, None, None, situation="Italian-speaking babysitter")
add("it-s08", "il microonde da incasso whirlpool fa scintille dentro appena parte, casa a tetange, si può riparare o conviene cambiarlo",
    "appliance-repair", "Kayl", "tetange", situation="built-in microwave sparks when started")
add("it-s09", "Il videocitofono del nostro condominio a Bertrange non suona più in due appartamenti su sei, chi se ne occupa?",
    "electrical", "Bertrange", "Bertrange", situation="video intercom dead in two flats of a building")
add("it-s10", "Vorrei sostituire il cilindro della porta d'ingresso con uno di sicurezza antiscasso e defender, siamo a Mertzig 🔐",
    "locksmith", "Mertzig", "Mertzig", situation="upgrade front-door cylinder to an anti-burglary one")
add("it-t01", "Da quando si è sciolta la neve gocciola dal soffitto della mansarda, proprio accanto al camino. Dentro il camino è asciutto, la macchia è tra i mattoni e le travi del tetto. Ho messo una bacinella ma con la pioggia di questa settimana si riempie in una notte. La casa è a Larochette, in alto verso il castello.",
    "roofing", "Larochette", "Larochette", kind="a", nu="U", situation="water dripping next to the chimney after snowmelt")
add("it-t02", "Stanotte abbiamo sentito un colpo secco in cucina, come uno sparo. Stamattina quattro piastrelle del pavimento si sono sollevate a tetto al centro della stanza e una è crepata. Non si può più camminarci sopra senza che si muovano. Siamo a Fentange, la casa ha circa 15 anni.",
    "tiling", "Hesperange", "Fentange", kind="a", nu="U", situation="floor tiles tented up overnight with a bang")
add("it-t03", "Nell'armadio della camera ho trovato diversi maglioni di lana pieni di buchini. Quando apro le ante volano fuori piccole farfalline color sabbia. Ho già lavato tutto e messo la lavanda, ma continuano a uscire. Abitiamo a Hosingen, vorrei risolvere prima di rimettere a posto i cappotti.",
    "pest-control", "Parc Hosingen", "Hosingen", kind="a", nu="U", situation="clothes moths eating wool sweaters")
add("it-t04", "Mio cognato ci ha montato una libreria a muro su misura fissandola con i tasselli da cartongesso. Il muro però è in mattoni forati e adesso la libreria si sta staccando in alto di quasi due centimetri. Abbiamo tolto tutti i libri per paura. Cerchiamo un falegname che la rifissi bene o la rifaccia, siamo a Schoos.",
    "carpentry", "Fischbach", "Schoos", kind="b", nu="N", situation="built-in bookcase pulling away from the wall")
add("it-t05", "Al negozio di bricolage ci avevano detto che cambiare le valvole termostatiche era un lavoro da dieci minuti. Le abbiamo montate da soli su sei termosifoni e adesso due restano completamente freddi. Uno dei raccordi perde anche un po' sul parquet. La casa è a Reisdorf e con questo freddo non possiamo aspettare molto.",
    "heating", "Reisdorf", "Reisdorf", kind="b", nu="U", situation="radiators stone cold after DIY thermostatic valves")
add("it-t06", "Un'impresa consigliata da mio cugino ha demolito bagno e cucina nella nostra casa a Bous e poi è sparita con l'acconto. Adesso abbiamo tubi a vista, fili che pendono e nessun pavimento. Serve qualcuno che prenda in mano tutto il cantiere e coordini idraulico, elettricista e piastrellista fino alla fine. Possiamo vederci questa settimana?",
    "renovation", "Bous-Waldbredimus", "Bous", kind="b", nu="U", situation="finish a gutted bathroom and kitchen after a firm vanished")
add("it-t07", "Quando abbiamo rifatto il tetto a Redange/Attert, il costruttore ci ha detto di lasciar perdere i pannelli perché sul tetto nuovo non si può forare. Ora scopriamo che esistono ganci che non danneggiano le tegole. Vorremmo un impianto di circa 8 kWp con un preventivo onesto. Quanto ci vorrebbe per l'installazione?",
    "solar", "Redange", "Redange/Attert", kind="b", nu="U", situation="PV on a new roof the builder said couldn't be drilled")
add("it-t08", "Siamo una scuola di musica con 120 allievi e gestiamo le lezioni ancora con un quaderno e WhatsApp. Vorremmo una pagina dove i genitori prenotano e pagano le lezioni online, in italiano, francese e inglese. Abbiamo già il dominio ma nient'altro. Che tempi e costi dobbiamo aspettarci?",
    "web-development", None, None, kind="c", nu="U", situation="music school wants online lesson booking and payment")
add("it-t09", "Siamo uno studio di architettura con 7 postazioni a Junglinster. Da lunedì il NAS con tutti i progetti e i backup non si vede più in rete, e i computer nuovi non riescono a stampare sul plotter. Il nostro tecnico informatico è andato in pensione e non abbiamo nessuno. Qualcuno può venire domani mattina?",
    "it-support", "Junglinster", "Junglinster", kind="c", nu="N", situation="architecture office lost its NAS and plotter")
add("it-t10", "Abbiamo aperto a marzo un ristorante italiano con 6 dipendenti. Finora la contabilità la faceva mia moglie la sera, ma con le buste paga e l'IVA non ce la facciamo più. Cerchiamo un commercialista che parli italiano e segua tutto. Quanto costa al mese più o meno?",
    "accounting", None, None, kind="c", nu="N", situation="new restaurant needs bookkeeping, payroll and VAT")
add("it-t11", "La nostra scuola di danza fa il saggio di fine anno il 14 giugno nella sala delle feste di Medernach. Le famiglie vorrebbero un video completo dello spettacolo e foto di ogni gruppo. Sono circa 80 ballerine, dai 4 ai 17 anni. Siete liberi quel sabato pomeriggio?",
    "photography", "Vallée de l'Ernz", "Medernach", kind="c", nu="U", situation="dance school recital video and group photos")
add("it-t12", "Ho una casa in Italia e un appartamento e un conto qui in Lussemburgo. Mi conviene fare un testamento qui o in Italia, o tutti e due? Mia moglie non è la madre dei miei figli e vorrei evitare litigi. Conviene parlarne prima con un avvocato o basta il notaio?",
    "legal", None, None, distractors=["Italia", "Lussemburgo"], kind="d", nu="N", situation="where to make a will with assets in two countries")
add("it-t13", "Dobbiamo rifare il muro di cinta del giardino a Tuntange, circa 25 metri, alto 1,20. Meglio in blocchi di cemento intonacati o in pietra naturale? Quale dura di più e che differenza di prezzo c'è? Il vecchio muro è crollato in parte con il gelo.",
    "masonry", "Helperknapp", "Tuntange", kind="d", nu="U", situation="rebuild a boundary wall, blocks or natural stone")
add("it-t14", "Ho comprato un monolocale di 38 m² al Kirchberg e devo farci stare letto, scrivania e un tavolo per quattro. Meglio un letto a scomparsa o un soppalco? Vale la pena pagare un interior designer per un progetto così piccolo? Quanto chiede di solito?",
    "interior-design", "Luxembourg", "Kirchberg", kind="d", nu="N", situation="fitting a bed, desk and table into a 38 m² studio")
add("it-t15", "Abbiamo una casa vacanze a Martelange, sul lato belga, che affittiamo su Airbnb. Tra un ospite e l'altro serve qualcuno per lenzuola, bagni e cucina, spesso con poche ore di preavviso. Conviene un'impresa o una persona del posto? Quanto si paga di solito per un cambio completo?",
    "cleaning", "abroad", "Martelange", kind="d", nu="U", situation="turnover cleaning of a holiday rental just across the Belgian border")

# ---------------- Español ----------------
add("es-s01", "Hola, necesitamos una losa de hormigón de 3x4 m para montar una caseta de jardín en Noerdange, ¿podéis hacerla antes de las heladas?",
    "masonry", "Beckerich", "Noerdange", situation="concrete slab for a garden shed")
add("es-s02", "Piso antiguo en el Grund con el cuadro eléctrico de fusibles de porcelana, queremos cambiarlo entero por uno moderno con diferenciales.",
    "electrical", "Luxembourg", "Grund", situation="replace an old porcelain-fuse board in a flat")
add("es-s03", "Busco un abogado para un divorcio de mutuo acuerdo, nos casamos en España y tenemos un hijo de 7 años.",
    "legal", None, None, distractors=["España"], situation="uncontested divorce after a marriage abroad")
add("es-s04", "Quiero poner baldosas antideslizantes y rodapié en la escalera exterior de casa en Saeul, son 12 escalones, ¿me dais precio?",
    "tiling", "Saeul", "Saeul", situation="anti-slip tiles on an outdoor staircase")
add("es-s05", "mudanza el 3 de mayo de Bereldange a Strassen, piso de 2 habitaciones, tenemos un armario enorme que habrá que desmontar",
    "moving", "Walferdange", "Bereldange", distractors=["Strassen"], situation="flat move between two Luxembourg communes")
add("es-s06", "La campana extractora hace un ruido horrible desde ayer y casi no aspira, vivimos en Useldange, ¿alguien que repare electrodomésticos por la zona?",
    "appliance-repair", "Useldange", "Useldange", situation="noisy cooker hood that no longer extracts")
add("es-s07", "¿Alguien da clases de guitarra flamenca para adultos principiantes, aunque sea online? 🎸",
    None, None, None, situation="flamenco guitar lessons for adults")
add("es-s08", "Desde que nos mudamos a la casa de Vichten salen cucarachas pequeñas por la noche detrás de la nevera y del lavavajillas, ¿hacéis tratamientos?",
    "pest-control", "Vichten", "Vichten", situation="small cockroaches in a kitchen")
add("es-s09", "Nos han talado un abeto enorme en el jardín de Dahl y queda el tocón, ¿alguien puede triturarlo y sembrar césped encima?",
    "gardening", "Goesdorf", "Dahl", situation="grind a tree stump and sow lawn")
add("es-s10", "Hay que cambiar una ventana de tejado vieja que ya no cierra bien en nuestra casa de Burg-Reuland, en Bélgica, a diez minutos de Weiswampach.",
    "roofing", "abroad", "Burg-Reuland", distractors=["Bélgica", "Weiswampach"], situation="replace an old roof window in a Belgian village near the border")
add("es-t01", "Encima de la ventana del salón ha aparecido una grieta en diagonal que cada mes es más larga. Ahora llega casi hasta el techo y por fuera también se ve en la fachada. La ventana de abajo cada vez cuesta más cerrarla. Vivimos en Grosbous y la casa es de los años 50.",
    "masonry", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="diagonal crack growing above a window")
add("es-t02", "Desde hace unos días sale muy poca agua por todos los grifos de la casa, arriba y abajo. Cuando abres la ducha y alguien tira de la cisterna, ya no sale nada. Los vecinos dicen que ellos tienen presión normal. Estamos en Heiderscheid, ¿alguien puede venir a mirar?",
    "plumbing", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U", situation="very low water pressure at every tap")
add("es-t03", "La casa tarda horas en calentarse y este invierno la factura de gasóleo casi se ha duplicado. En el sótano la caldera arranca, suena un clic y se para, y así cada pocos minutos todo el día. No sale ningún mensaje en la pantalla. Vivimos en Bavigne, al lado del lago.",
    "heating", "Lac de la Haute-Sûre", "Bavigne", kind="a", nu="U", situation="oil boiler starting and stopping every few minutes")
add("es-t04", "En la tienda nos dijeron que su pintura de una sola capa tapaba sin problema el rojo oscuro del salón. Ya llevamos tres capas y sigue viéndose rosa por todas partes. Hemos perdido dos fines de semana y mucho dinero. Necesitamos a alguien que lo deje blanco de verdad, la casa está en Doncols.",
    "painting", "Winseler", "Doncols", kind="b", nu="U", situation="dark red wall still shows pink after one-coat paint")
add("es-t05", "En la tienda donde compré el router me dijeron que con un repetidor barato bastaba para toda la casa. Ahora en el piso de arriba no hay manera de tener conexión estable, y las cámaras del jardín se desconectan cada noche. Teletrabajo tres días a la semana y así no puedo. Estamos en Holzem, ¿alguien que monte bien la red?",
    "it-support", "Mamer", "Holzem", kind="b", nu="U", situation="home network unstable after a cheap repeater")
add("es-t06", "La agencia nos aseguró que el piso de Kopstal se entregaba limpio, pero al entrar la cocina está llena de grasa y los baños dan asco. Nos dijeron que con un poco de lavavajillas se quitaba, y no hay manera. Antes de meter los muebles el sábado queremos una empresa de limpieza que lo deje impecable. Son unos 95 m².",
    "cleaning", "Kopstal", "Kopstal", kind="b", nu="N", situation="grimy flat before moving in")
add("es-t07", "La cerradura de la puerta del piso en Leudelange costaba un poco, y el casero nos dijo que le echáramos aceite de cocina. Ahora la llave entra pero no gira, y hemos tenido que salir por el garaje. El casero dice que paguemos nosotros el arreglo. ¿Alguien puede venir hoy a cambiarla?",
    "locksmith", "Leudelange", "Leudelange", kind="b", nu="U", situation="lock seized after landlord's cooking-oil advice")
add("es-t08", "Tenemos una pequeña tienda online de productos españoles, jamón, aceite y vino, con sede aquí desde hace dos años. Hasta ahora llevaba las cuentas mi socio, pero se ha ido y nadie sabe cerrar el ejercicio. Buscamos un contable que nos haga las cuentas anuales y las declaraciones. ¿Cuánto cobraría al año?",
    "accounting", None, None, kind="c", nu="N", situation="online shop needs year-end accounts")
add("es-t09", "Somos una bodega de la Rioja y queremos empezar a vender en Luxemburgo. Tenemos las fichas técnicas de 9 vinos y un folleto que habría que tener en francés y alemán. El lenguaje del vino es muy particular, no queremos nada automático. ¿Tenéis a alguien para esto?",
    "translation", None, None, distractors=["Rioja", "Luxemburgo"], kind="c", nu="U", situation="winery's data sheets and brochure into French and German")
add("es-t10", "Tengo un taller de bicicletas en Lamadelaine y en primavera quiero renovar la imagen del negocio. Busco un fotógrafo que haga fotos del taller, del equipo trabajando y de algunas bicis. También algún vídeo corto para Instagram. ¿Cuánto costaría una mañana?",
    "photography", "Pétange", "Lamadelaine", kind="c", nu="N", situation="bike workshop wants photos and short videos")
add("es-t11", "Somos una librería pequeña en Schifflange y queremos aprovechar mejor la pared del fondo. Nos gustaría una estantería de madera de suelo a techo, con una escalera corredera, a medida. La pared mide unos 6 metros. ¿Podéis venir a medir y darnos un presupuesto?",
    "carpentry", "Schifflange", "Schifflange", kind="c", nu="U", situation="bookshop wants a floor-to-ceiling wooden shelving wall")
add("es-t12", "Tengo una empresa de reformas con tres empleados y todo el trabajo nos llega por recomendación. ¿Merece la pena pagar a un diseñador web por una página con fotos de obras y formulario, o lo hago yo con Wix? ¿Cuánto cuesta algo sencillo pero profesional?",
    "web-development", None, None, kind="d", nu="N", situation="renovation company asks if a professional website is worth it")
add("es-t13", "Tenemos una casa en Fennange con el tejado orientado al sur y pensamos en poner placas solares. Pero es posible que la vendamos dentro de cinco años. ¿Merece la pena aun así, o no se recupera la inversión en tan poco tiempo? ¿Sube el precio de la casa?",
    "solar", "Bettembourg", "Fennange", kind="d", nu="U", situation="is PV worth it if selling the house in five years")
add("es-t14", "Hemos comprado una casa de labranza en Baschleiden que lleva años vacía. Hay que hacer tejado, ventanas, aislamiento, calefacción, cocina y baños. ¿En qué orden se suele hacer todo esto para no tener que deshacer nada? ¿Y cuánto tiempo puede llevar más o menos?",
    "renovation", "Boulaide", "Baschleiden", kind="d", nu="U", situation="in which order to refurbish an empty farmhouse")
add("es-t15", "Nuestra casa en Steinsel tiene la cocina cerrada y un salón largo y oscuro. ¿Qué nos conviene más, un interiorista o directamente un arquitecto, si queremos redistribuir el espacio? Queremos más luz y que los muebles tengan sentido. ¿Cuánto suele cobrar un interiorista por un proyecto así?",
    "interior-design", "Steinsel", "Steinsel", kind="d", nu="N", situation="interior designer or architect to rethink a dark ground floor")
