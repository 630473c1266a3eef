"""Round 21 blind test set: 175 messages (7 languages x 25), written blind.
m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False)
styles: L long, Q question, B brand/model/code, X code-switching, O other trade as context,
C casual, P other place names. nt: trade/professional not named."""

MESSAGES = []
META = {}


def m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False):
    MESSAGES.append((mid, text, category, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = {"styles": styles, "nt": nt}


# ---------------------------------------------------------------- lb
# duplicated trade: gardening; None: car repair; abroad: Nennig (painting)
m("lb-s01", "QB", "heating", "Parc Hosingen", "Housen",
  "Eis Wäermepompel zu Housen weist zënter gëschter de Feeler E-127 an d'Haus gëtt net méi waarm, ka séier en Heizungsinstallateur laanscht kommen?")
m("lb-s02", "QC", "locksmith", "Troisvierges", "elwen",
  "hunn de schlëssel vun der breifkescht verluer zu elwen wie kann déi opmaachen an en neit schlass drasetzen", nt=True)
m("lb-s03", "Q", "electrical", "Mertzig", "Mäerzeg",
  "D'Sécherung an der Kichen fällt all Kéier eraus wann d'Kaffismaschinn an den Toaster zesumme lafen, mir sinn zu Mäerzeg, ass dat geféierlech?", nt=True)
m("lb-s04", "", "tiling", "Useldange", "Useldeng",
  "Sichen e Plättleeër deen eis d'Fuge vun der Dusch zu Useldeng erauskraazt an nei mécht, se si schwaarz a bréckelen.")
m("lb-s05", "", "gardening", "Bourscheid", "Lëppschent",
  "Fir meng Mamm zu Lëppschent bräicht ech een deen d'Heck schneit an de Gaart e bëssen an d'Rei mécht, si packt et net méi.", nt=True)
m("lb-s06", "QB", "appliance-repair", "Goesdorf", "Nacher",
  "Eisen Trockner (Miele T1) gëtt net méi waarm, mir wunnen zu Nacher, lount sech eng Reparatur nach oder besser en neien?", nt=True)
m("lb-s07", "Q", "legal", None, None,
  "Mäin Noper seet eis Heck stéing 30 cm op sengem Terrain an hie wëll mech virun d'Geriicht zéien, wien beréit mech do?", nt=True)
m("lb-s08", "QP", "moving", "Weiswampach", "Weiswampach",
  "Mir mussen de Piano vu menger Groussmamm vu Weiswampach op Iechternach transportéieren, mécht eng Déménagementsfirma dat a wat kascht et ongeféier?",
  distractors=("Iechternach",))
m("lb-s09", "QP", "web-development", None, None,
  "Ech hunn e klenge Bauerebuttek zu Fiels an hätt gär en Online-Shop fir eis Eeër a Gromperen, wat kascht esou eppes?",
  distractors=("Fiels",), nt=True)
m("lb-s10", "QXP", None, None, None,
  "Mäin Auto ass beim Contrôle technique zu Sandweiler duerchgefall wéinst de Bremsen, les disques sont complètement usés, wie flécht mir dat nach dës Woch?",
  distractors=("Sandweiler",))
m("lb-t01", "P", "plumbing", "Kiischpelt", "Wëlwerwolz",
  "Moien. Ech sinn 78 Joer al a wunnen eleng zu Wëlwerwolz. Mäi Jong schafft zu Frankfurt an ass net hei. Déi lescht Nuecht hat et gefroren an elo leeft Waasser an der Garage, et kënnt aus dem Rouer vum baussenzege Krunn. Ech hunn den Haaptkrunn am Keller zougedréint, sou wéi d'Noperin mer et gewisen huet. Kann haut oder muer en Installateur kommen?",
  distractors=("Frankfurt",))
m("lb-t02", "QP", "painting", "abroad", "Nennig",
  "Mir wunnen zënter 2019 zu Nennig op der däitscher Säit, ech schaffen zu Gréiwemaacher. Eis Fassad ass gro ginn an d'Faarf blieft of, besonnesch op der Wiederssäit. E Moler vun hei huet eis 14.000 Euro gefrot, dat fanne mer vill. Géif eng Firma vun iwwer der Grenz och op Nennig kommen, a wat wier e realistesche Präis fir ongeféier 180 m2 Fassad?",
  distractors=("Gréiwemaacher",))
m("lb-t03", "P", "carpentry", "Feulen", "Uewerfeelen",
  "Eis Trap am ale Bauerenhaus zu Uewerfeelen kraacht bei all Schrëtt an eng Stuf ass gebrach, meng Fra wier bal gefall. D'Trap ass aus Eech, ongeféier 100 Joer al, a mir wëllen se behalen. De Brudder vu mengem Schwoer war Schräiner zu Dikrech, mee hien ass pensionéiert. Mir sichen een dee Stufen ersetze kann ouni déi ganz Trap erauszerappen.",
  distractors=("Dikrech",), not_place=("Eech",))
m("lb-t04", "QBX", "roofing", "Wincrange", "Helzen",
  "Nom Stuerm vu gëschter leien e puer Leeën vum Daach bei eis am Gaart, hei zu Helzen. Et reent elo op de Späicher. Mäi Noper huet eng Plastiksplan driwwer geluecht mee dat hält net laang. D'Foyer seet mir sollen als éischt e Fachmann kommen loossen fir de Schued ze constatéieren, avant qu'ils envoient l'expert. Wien ass am Éislek disponibel?", nt=True, not_place=("éischt",))
m("lb-t05", "QO", "masonry", "Heffingen", "Hiefenech",
  "Bei eis zu Hiefenech ass no dem Reen en Deel vun der aler Dréchemauer tëscht eisem Terrain an der Strooss agefall, sou 6 Meter. D'Gemeng huet geschriwwen mir missten dat séier sécheren. Ech hat fir d'éischt un eise Gäertner geduecht, mee deen seet dat wier näischt fir hien, do misst e Maurer hin. Wat kascht et ongeféier esou eng Mauer nei opzeriichten, mat den ale Steng?", not_place=("éischt",))
m("lb-t06", "OQP", "cleaning", "Luxembourg", "Bouneweg",
  "Eis Duechter huet hire Studio zu Bouneweg gekënnegt a geet op Stroossbuerg fir de Master. D'Iwwergab mam Proprietaire ass den 15. An de Studio ass... sot mer et esou, et ass e Studentestudio. De Moler war schonn do fir d'Wänn nei ze sträichen. Kichen, Buedzëmmer, Fënsteren, alles. Mir selwer wunnen zu Biissen a schaffen allebéid. Ka eng Botzfirma dat an engem Dag maachen a wat kascht dat fir 35 m2?",
  distractors=("Stroossbuerg", "Biissen"))
m("lb-t07", "LQOP", "renovation", "Préizerdaul", "Bettborn",
  "Mir hunn zu Bettborn e Bauerenhaus vun 1920 vun der Tatta geierft. Et muss bal alles gemaach ginn: d'Elektresch ass nach vun de 60er Joren, d'Sanitär ass al, d'Fënstere sinn nach Eenzelglas, d'Buedem mussen eraus an eng nei Heizung muss eran. Mir wëllen net mat zéng Firmen eenzel schwätzen an dat alles selwer koordinéieren, dofir siche mir eng Entreprise générale déi dat vun A bis Z mécht. Eisen Architekt aus Réiden huet de Plang schonn gemaach an d'Autorisatioun ass do. Wien mécht esou eppes am Westen? Mir wunnen nach bis Enn vum Joer zu Ettelbréck.",
  distractors=("Réiden", "Ettelbréck"))
m("lb-t08", "QBP", "solar", "Saeul", "Sëll",
  "Ech sinn Bauer zu Sëll a mäi Stall huet en Daach vu bal 600 m2 Richtung Süden. E Kolleg zu Biekerech huet viru 2 Joer Panneauen drop gemaach a verkeeft de Stroum iwwer Enovos. Wat muss ech wëssen, wéi vill kWc ginn do drop a wien mécht esou grouss Installatiounen? D'Daach selwer ass 2015 nei gemaach ginn, et ass keen Eternit méi drop.",
  distractors=("Biekerech",), nt=True)
m("lb-t09", "LQP", "accounting", None, None,
  "Ech schreiwen fir mäi Papp, hien ass 84 an zënter dësem Mount Witmann. Bis elo huet d'Mamm ëmmer d'Steierdeklaratioun gemaach, hien huet dat ni gemaach. Elo hu mir e Bréif vun de Contributiounen kritt, hie misst fir 2025 eng Deklaratioun maachen wéinst senger Pensioun aus Däitschland an dem Appartement dat hien zu Diddeleng verlount. Mir wunnen zu Nidderaanwen, hien zu Conter, a mir schaffen allebéid voll. Wien kann dat fir hie maachen, eng Fiduciaire oder esou, a wat kascht dat ongeféier?",
  distractors=("Diddeleng", "Nidderaanwen", "Conter"))
m("lb-t10", "QBP", "it-support", "Fischbach", "Schous",
  "Meng Grousseltere wunnen zu Schous an hunn en neien HP-Drécker am Cactus zu Miersch kaaft. De Bopi kritt en net mam WLAN verbonnen an den Tablet vun der Bomi fënnt en och net. Ech schaffen zu Bréissel an sinn eréischt an dräi Wochen erëm do. Gëtt et en Informatiker deen esou eppes doheem bei eelere Leit mécht, mat e bëssen Gedold?",
  distractors=("Miersch", "Bréissel"))
m("lb-t11", "QP", "translation", None, None,
  "Mäi Frënd ass Brasilianer a mir wëllen am Summer zu Jonglënster bestueden. D'Gemeng freet eng Gebuertsurkund déi vun engem vereedegten Iwwersetzer op Franséisch iwwersat ass, d'Original ass op Portugisesch mat Apostille. Kann dat een iwwer Mail maachen a wéi laang dauert dat?",
  distractors=("Jonglënster",))
m("lb-t12", "QP", "photography", "Lorentzweiler", "Bouferdeng",
  "Eise Jong mécht am Mee seng Kommioun an der Kierch zu Bouferdeng, duerno ginn mer heem iessen. D'Bomi kënnt extra aus Portugal. Mir hätte gär e Fotograf fir ongeféier 3 Stonnen, net ze deier, mat enger Auswiel vu 50 Biller. D'Biller vun der Hochzäit vum Cousin zu Munneref waren eng Katastroph. Wat kascht esou eppes?",
  distractors=("Portugal", "Munneref"))
m("lb-t13", "QXP", "interior-design", "Junglinster", "Buerglënster",
  "Mir sinn an en neit Appartement zu Buerglënster geplënnert, 3 Zëmmer, alles wäiss. D'Miwwele vun der aler Wunneng zu Hesper hu mer matbruecht mee näischt passt zesummen an de Living wierkt kal. Mir wëllen näischt ëmbauen, juste des conseils pour les couleurs, d'Luuchten, d'Gardinnen a wou de Canapé hikënnt. Gëtt et en Interior Designer deen heem kënnt a Virschléi mécht?",
  distractors=("Hesper",))
m("lb-t14", "QO", "pest-control", "Clervaux", "Klierf",
  "Zënter e puer Wochen héiere mer nuets Kaméidi um Späicher, eisen Noper mengt et wier e Maarder. Haut de Moien war d'Isolatioun zerappt an et louch Dreck do. Mir wunnen zu Klierf, uewen an der Stad. De Schräiner deen eis de Späicher ausgebaut huet seet hie mécht näischt méi do bis d'Déier ewech ass. Wien kann dat verdreiwen, an dierf een dat iwwerhaapt?", nt=True)
m("lb-t15", "Q", "gardening", "Nommern", "Noumer",
  "Mir hunn zu Noumer eng Wiss mat 12 ale Uebstbeem, Äppel a Biren, déi zënter Joren net méi geschnidde goufen. Mäi Schwéierpapp huet dat ëmmer gemaach mee hien ass dëst Joer gestuerwen. Am Naturpark huet een eis gesot mir sollten e Spezialist fir den Uebstbaumschnëtt froen. Wien mécht dat am Februar oder Mäerz, a wat rechent een pro Bam?", nt=True)

# ---------------------------------------------------------------- fr
# duplicated trade: heating; None: maths tutoring; abroad: Audun-le-Tiche (roofing)
m("fr-s01", "QB", "appliance-repair", "Esch-sur-Alzette", "Esch/Alzette",
  "Mon lave-vaisselle Bosch affiche E24 et reste plein d'eau au fond, j'habite à Esch/Alzette, quelqu'un peut passer cette semaine ?", nt=True)
m("fr-s02", "C", "locksmith", "Rumelange", "rumelange",
  "cle cassée dans la serrure de la porte d'entrée a rumelange la moitié est restée dedans urgent svp", nt=True)
m("fr-s03", "Q", "heating", "Kayl", "Tétange",
  "Les radiateurs du 2e étage restent froids en haut alors que la chaudière tourne, maison à Tétange, faut purger ou c'est plus grave ?", nt=True)
m("fr-s04", "", "electrical", "Mondercange", "Foetz",
  "Besoin d'un électricien pour poser des prises et un éclairage LED dans notre nouveau magasin à Foetz avant l'ouverture du 1er mars.")
m("fr-s05", "P", "translation", None, None,
  "Je cherche un traducteur assermenté pour mon jugement de divorce italien vers le français, pour mon dossier à la commune de Differdange.",
  distractors=("Differdange",))
m("fr-s06", "Q", "gardening", "Habscht", "Eischen",
  "Un jardinier pour arracher deux souches de thuyas et niveler le terrain derrière la maison à Eischen ?")
m("fr-s07", "QP", None, None, None,
  "Mon fils est en 4e au lycée à Pétange et il lui faudrait des cours particuliers de maths en français deux fois par semaine, vous proposez ça ?",
  distractors=("Pétange",))
m("fr-s08", "Q", "tiling", "Steinfort", "Kleinbettingen",
  "Plusieurs carreaux de la terrasse se décollent et sonnent creux chez nous à Kleinbettingen, c'est réparable sans tout refaire ?", nt=True)
m("fr-s09", "OP", "cleaning", "Luxembourg", "Gare",
  "Je cherche une société pour un nettoyage de fin de chantier dans un appartement rue de Strasbourg, quartier Gare, juste après le passage du peintre.",
  distractors=("Strasbourg",))
m("fr-s10", "Q", "pest-control", "Differdange", "Niederkorn",
  "On a des cafards dans la cuisine de notre appartement à Niederkorn depuis que le voisin du dessous a déménagé, qui peut traiter ça ?", nt=True)
m("fr-t01", "LP", "plumbing", "Pétange", "Rodange",
  "Bonjour, je m'occupe de ma mère de 86 ans qui vit seule à Rodange, moi j'habite à Longwy et je travaille à Belval. Depuis hier la chasse d'eau coule en continu dans la cuvette et le compteur d'eau tourne sans arrêt. J'avais changé le joint du mécanisme moi-même il y a un an mais là ça ne suffit plus, le flotteur a l'air fendu. Elle a très peur que la facture d'eau explose et elle ne dort plus. Est-ce qu'un plombier pourrait passer demain en fin de journée ? Je peux être sur place à partir de 17h.",
  distractors=("Longwy", "Belval"))
m("fr-t02", "QBO", "heating", "Käerjeng", "Bascharage",
  "Nous avons acheté l'an dernier une maison à Bascharage avec un poêle à pellets Edilkamin en plus du chauffage au sol. Depuis une semaine le poêle s'arrête après vingt minutes avec l'alarme A02. Le ramoneur est passé en octobre et dit que le conduit est propre, donc ce n'est pas ça. Le vendeur du poêle ne répond plus. Quel chauffagiste fait l'entretien et le dépannage de ce genre de poêle au Luxembourg ?",
  not_place=("Luxembourg",))
m("fr-t03", "QO", "painting", "Dudelange", "Dudelange",
  "Je suis propriétaire d'un petit immeuble de 4 appartements à Dudelange, quartier Italie. Il y a eu un dégât des eaux au 3e, le plombier a réparé la fuite il y a trois semaines et maintenant le plafond du salon et le mur de la cage d'escalier ont des auréoles jaunes. L'assurance demande deux devis de peintre. Surface environ 40 m2 de plafond et 25 m2 de mur. Quelqu'un est disponible avant la fin du mois ?")
m("fr-t04", "B", "carpentry", "Sanem", "Soleuvre",
  "Nous venons de finir la rénovation de notre maison à Soleuvre. Sous l'escalier il reste un espace en biais d'environ 2,5 m. J'aimerais un placard sur mesure en bois avec des portes et des tiroirs pour les chaussures et l'aspirateur. Les meubles IKEA ne rentrent pas à cause de la pente. Je cherche un menuisier du coin.")
m("fr-t05", "QP", "roofing", "abroad", "Audun-le-Tiche",
  "Bonjour, je travaille à Esch-sur-Alzette mais j'habite juste de l'autre côté de la frontière, à Audun-le-Tiche. Les gouttières de ma maison débordent à chaque grosse pluie et l'eau coule le long de la façade. J'ai enlevé les feuilles moi-même mais ça recommence, je pense qu'une descente est bouchée ou que la pente n'est plus bonne. Les artisans français ont trois mois d'attente, est-ce qu'une entreprise luxembourgeoise se déplacerait ?",
  distractors=("Esch-sur-Alzette",), nt=True)
m("fr-t06", "QOP", "masonry", "Rambrouch", "Perlé",
  "On a acheté une vieille maison à Perlé et on voudrait ouvrir le mur porteur entre la cuisine et le séjour, sur environ 2,50 m. Le bureau d'ingénieurs de Redange nous a fait les calculs, il faut un IPN. Le cuisiniste attend que l'ouverture soit faite pour prendre ses mesures. Qui peut faire ça, avec l'étaiement et tout ?",
  distractors=("Redange",), nt=True)
m("fr-t07", "LQP", "moving", "Ell", "Colpach-Bas",
  "Mes parents (79 et 82 ans) quittent leur maison de Colpach-Bas pour un appartement à Arlon, près de ma sœur. Il y a quarante ans d'affaires, dont une armoire ancienne très lourde et un piano droit. Il faudrait aussi démonter les lits et les remonter là-bas, et emporter le reste à la déchetterie. Combien faut-il compter pour un déménagement comme ça, et faut-il des papiers spéciaux pour passer en Belgique ? On reste en Europe, je sais, mais ma mère s'inquiète.",
  distractors=("Arlon",))
m("fr-t08", "QOP", "renovation", "Beckerich", "Noerdange",
  "Nous sommes un couple de Belges et nous venons de signer le compromis pour une maison des années 70 à Noerdange. Tout est d'origine : salle de bain, cuisine, électricité, fenêtres en simple vitrage. Nous aimerions une seule entreprise qui gère l'ensemble (plomberie, carrelage, électricité, plâtrerie) plutôt que de courir après six corps de métier. Nous habitons encore à Bastogne jusqu'en septembre. Quelqu'un fait ça dans la région ?",
  distractors=("Bastogne",), nt=True)
m("fr-t09", "QB", "solar", "Redange", "Redange-sur-Attert",
  "Nous avons des panneaux solaires depuis 2018 sur notre maison à Redange-sur-Attert. Depuis le printemps l'onduleur SMA affiche une erreur et la production sur l'appli tombe à zéro certains jours. L'installateur de l'époque a fait faillite. Qui peut diagnostiquer et éventuellement remplacer l'onduleur ? Et est-ce que ça vaut le coup d'ajouter une batterie en même temps ?")
m("fr-t10", "P", "legal", None, None,
  "Je suis frontalier, j'habite à Thionville et je travaille depuis six ans dans une entreprise de logistique à Bettembourg. Mon patron m'a convoqué à un entretien préalable et parle de licenciement avec effet immédiat à cause d'une erreur de livraison. Je trouve ça injuste, je n'ai jamais eu d'avertissement. Je voudrais voir un avocat qui connaît le droit du travail luxembourgeois avant l'entretien de lundi.",
  distractors=("Thionville", "Bettembourg"))
m("fr-t11", "P", "accounting", None, None,
  "J'ai ouvert en janvier un petit salon de toilettage pour chiens à Differdange, je suis indépendante et seule. Je ne comprends rien à la TVA luxembourgeoise ni aux déclarations trimestrielles. Ma belle-sœur fait sa comptabilité elle-même mais elle est en France, ce n'est pas pareil. Je cherche un comptable pas trop cher, ça peut se faire à distance.",
  distractors=("Differdange",))
m("fr-t12", "QBX", "it-support", "Groussbus-Wal", "Grosbous",
  "Moien, je gère la petite boulangerie de mon père à Grosbous. Le terminal de paiement et l'imprimante des tickets ne se connectent plus au réseau depuis qu'on a changé la box de POST. Mon neveu a essayé, sans succès, et on ne peut plus encaisser par carte. Quelqu'un peut venir sur place aujourd'hui ?", nt=True)
m("fr-t13", "QBP", "web-development", None, None,
  "Je suis kiné, installée à Mamer depuis 2023, et mon site actuel a été fait par un ami sur Wix. Je voudrais un vrai site avec prise de rendez-vous en ligne, en français, allemand et portugais. Combien ça coûte et en combien de temps c'est fait ?",
  distractors=("Mamer",), nt=True)
m("fr-t14", "QP", "photography", "Boulaide", "Boulaide",
  "Nous organisons les 50 ans de mariage de mes beaux-parents en juin, dans la salle des fêtes de Boulaide. Il y aura une soixantaine d'invités dont la famille qui vient de Liège. Nous cherchons un photographe pour les photos de groupe et la soirée, environ 4 heures. Ma cousine en avait pris un de Namur pour son mariage mais les frais de déplacement coûtaient une fortune. Quel budget prévoir ?",
  distractors=("Liège", "Namur"))
m("fr-t15", "QP", "interior-design", "Hesperange", "Howald",
  "Je viens d'emménager seule dans un appartement au Howald après un divorce. Le séjour est une grande pièce en L, très lumineuse, et je n'arrive pas à l'organiser : où mettre le canapé, la table, comment éclairer le coin lecture, quelles couleurs choisir. Je ne veux pas de travaux. Une amie à Bertrange a fait appel à une décoratrice et c'était super. Vous avez quelqu'un comme ça ?",
  distractors=("Bertrange",))

# ---------------------------------------------------------------- de
# duplicated trade: roofing; None: dog walking; abroad: Konz (tiling)
m("de-s01", "Q", "plumbing", "Mertert", "Wasserbillig",
  "In unserem Haus in Wasserbillig pfeift seit gestern der Druckminderer hinter der Wasseruhr und an den Hähnen kommt kaum noch Druck an, welcher Installateur kann den tauschen?")
m("de-s02", "QB", "roofing", "Grevenmacher", "Grevenmacher",
  "Das Velux-Dachfenster im Kinderzimmer tropft bei Starkregen, Haus in Grevenmacher, welcher Dachdecker macht sowas?")
m("de-s03", "P", None, None, None,
  "Wir wohnen in Junglinster und suchen für zwei Wochen im August jemanden, der zweimal täglich mit unserem Labrador Gassi geht.",
  distractors=("Junglinster",))
m("de-s04", "", "electrical", "Manternach", "Manternach",
  "Brauche einen Elektriker für eine Außensteckdose und einen Bewegungsmelder mit Lampe an der Scheune in Manternach, bitte mit Angebot.", not_place=("einen",))
m("de-s05", "QB", "appliance-repair", "Flaxweiler", "Beyren",
  "Unser Siemens-Backofen in Beyren heizt nur noch mit Umluft, Ober- und Unterhitze bleiben kalt – lohnt sich eine Reparatur bei einem 9 Jahre alten Gerät?", nt=True)
m("de-s06", "P", "accounting", None, None,
  "Ich bin Grenzgänger aus Trier und brauche Hilfe bei der luxemburgischen Steuererklärung, weil ich nach der Heirat in Steuerklasse 2 will.",
  distractors=("Trier",), nt=True)
m("de-s07", "", "pest-control", "Stadtbredimus", "Greiveldange",
  "Im Rollladenkasten unseres Hauses in Greiveldange haben Wespen ein Nest gebaut und die Kinder trauen sich nicht mehr ins Zimmer.", nt=True)
m("de-s08", "X", "painting", "Betzdorf", "Roodt-sur-Syre",
  "Als Eigentümergemeinschaft in Roodt-sur-Syre suchen wir einen Maler für das Treppenhaus über drei Etagen, der Syndic hat das Budget schon in der Assemblée générale durchgebracht.", not_place=("einen",))
m("de-s09", "QC", "gardening", "Berdorf", "berdorf",
  "wer kann in berdorf unseren rasen vertikutieren und neu einsäen das moos hat alles überwuchert", nt=True)
m("de-s10", "", "it-support", "Echternach", "Echternach",
  "Für meine kleine Physiopraxis in Echternach brauche ich einen IT-Techniker, der vor Ort den Router, zwei PCs und den Netzwerkdrucker neu einrichtet.", not_place=("einen",))
m("de-t01", "QOB", "heating", "Wormeldange", "Ehnen",
  "Wir wohnen seit einem Jahr in einem alten Winzerhaus in Ehnen. Die Fußbodenheizung im Bad bleibt kalt, im restlichen Erdgeschoss funktioniert sie. Der Elektriker war schon da und sagt, der Stellantrieb am Verteiler bekommt Strom, an ihm liegt es also nicht. Vielleicht ist der Heizkreis verschlammt oder es ist Luft drin. Wer kennt sich damit aus? Die Anlage ist eine Viessmann Vitodens von 2012.", nt=True)
m("de-t02", "LOP", "carpentry", "Consdorf", "Consdorf",
  "Meine Mutter (81) wohnt allein in Consdorf. Seit dem Winter schließt die Haustür aus Holz nicht mehr richtig, sie hat sich verzogen und schleift unten am Boden. Meine Mutter muss sich jedes Mal mit der Schulter dagegen stemmen. Ein Schlüsseldienst aus Echternach war schon da, hat aber gesagt, das Schloss sei in Ordnung, das sei was für einen Schreiner. Kann jemand die Tür abhobeln oder neu einstellen? Ich selbst wohne in Köln und kann nur telefonisch helfen. Sie hat auch Angst, dass sie im Winter nicht mehr rauskommt.",
  distractors=("Echternach", "Köln"), not_place=("einen", "Holz",))
m("de-t03", "Q", "roofing", "Bech", "Rippig",
  "Das Flachdach unserer Doppelgarage in Rippig ist undicht. Die Bitumenbahnen haben Blasen geworfen und an einer Stelle ist ein Riss, durch den es bei Regen auf das Auto tropft. Wir haben es mit Dichtmasse aus dem Baumarkt versucht, hält aber nicht. Lohnt sich eine Reparatur oder muss das ganze Dach neu abgedichtet werden? Wir suchen einen Dachdecker aus der Gegend.", not_place=("einen",))
m("de-t04", "QO", "masonry", "Remich", "Remich",
  "Wir haben ein altes Haus in Remich an der Mosel gekauft. Der Schornstein über dem Dach bröckelt, einzelne Steine sind locker. Der Schornsteinfeger hat bei der Kontrolle gesagt, das Mauerwerk muss neu verfugt oder oben neu aufgemauert werden, bevor er ihn wieder abnimmt. Der Kamin wird noch genutzt. Wer macht so etwas, und braucht man dafür ein Gerüst?", nt=True)
m("de-t05", "QOP", "tiling", "abroad", "Konz",
  "Ich wohne in Konz und arbeite bei einer Bank auf Kirchberg. Wir lassen gerade unser Bad renovieren, der Installateur ist fertig, aber der Fliesenleger ist abgesprungen. Es geht um ca. 25 m² Wandfliesen und 6 m² Boden, großformatige Platten 60x120. Würde ein Betrieb aus Luxemburg auch nach Konz kommen?",
  distractors=("Kirchberg",), not_place=("Luxemburg",))
m("de-t06", "Q", "locksmith", "Luxembourg", "Bahnhofsviertel",
  "Bei uns im Bahnhofsviertel wurde letzte Nacht in die Kellerräume eingebrochen, das Kellerschloss und die Tür zum Fahrradraum sind aufgebrochen. Die Polizei war da. Die Hausverwaltung sagt, wir sollen selbst einen Schlosser beauftragen, der die Zylinder tauscht und die Tür sichert, am besten gleich mit Schließanlage für alle 8 Parteien. Was kostet so etwas ungefähr?", not_place=("einen",))
m("de-t07", "QP", "moving", "Lenningen", "Canach",
  "Mein Vater zieht nach dem Tod meiner Mutter aus dem Haus in Canach in ein Seniorenheim in Grevenmacher. Er kann nur ein Zimmer mitnehmen: Bett, Sessel, Schrank, Fernseher. Der Rest soll vorerst zu meiner Schwester nach Saarburg. Wir bräuchten also zwei Ziele an einem Tag. Macht das eine Firma, und was kostet das?",
  distractors=("Grevenmacher", "Saarburg"), nt=True)
m("de-t08", "O", "cleaning", "Dalheim", "Dalheim",
  "Nach dem Umbau unseres Hauses in Dalheim ist alles voller Baustaub: Fensterrahmen, Böden, Küchenschränke, sogar die Steckdosen. Die Handwerker, zuletzt Trockenbauer und Maler, sind fertig, und wir wollen in zehn Tagen einziehen. Wir suchen ein Team für eine gründliche Bauendreinigung, ca. 160 m², inklusive Fenster.")
m("de-t09", "LOP", "renovation", "Bous-Waldbredimus", "Waldbredimus",
  "Wir haben in Waldbredimus ein Haus von 1965 geerbt. Bevor wir einziehen, soll eigentlich alles neu werden: Elektrik, beide Bäder, Heizung, Böden und die Dämmung der Fassade. Unser Energieberater hat schon einen Sanierungsfahrplan gemacht, wegen der Förderung. Jetzt suchen wir ein Unternehmen, das die Arbeiten komplett übernimmt und koordiniert, weil wir beide Vollzeit in Luxemburg-Stadt arbeiten und keine Zeit haben, uns um zehn Gewerke einzeln zu kümmern. Die Baugenehmigung von der Gemeinde liegt schon vor. Gibt es so etwas hier, und wie lange dauert sowas realistisch?",
  distractors=("Luxemburg-Stadt",), nt=True, not_place=("einen",))
m("de-t10", "QBP", "solar", "Rosport-Mompach", "Rosport",
  "Wir planen für unser Einfamilienhaus in Rosport eine PV-Anlage mit ca. 10 kWp und Speicher. Das Dach zeigt nach Ost-West. Ein Anbieter aus Bitburg hat uns ein Angebot gemacht, aber wir wissen nicht, ob dann die luxemburgischen Förderungen (PRIMe House) gelten. Lohnt sich Ost-West überhaupt? Wer macht hier Angebote?",
  distractors=("Bitburg",))
m("de-t11", "QXP", "legal", None, None,
  "Ich habe 3 Jahre in Strassen zur Miete gewohnt und bin im Oktober ausgezogen. Der Vermieter behält die komplette Kaution von drei Monatsmieten ein, wegen angeblicher Schäden am Parkett, die schon beim Einzug da waren, steht so auch im état des lieux. Ich wohne jetzt in Merzig im Saarland. Brauche ich einen Anwalt in Luxemburg oder reicht ein Schreiben?",
  distractors=("Strassen", "Merzig"), not_place=("einen", "Luxemburg",))
m("de-t12", "QBP", "web-development", None, None,
  "Wir sind ein kleines Weingut in Schwebsingen und verkaufen bisher nur ab Hof und über Facebook. Wir hätten gerne einen Onlineshop mit Versand nach Deutschland und Belgien, zweisprachig, mit Altersprüfung. Was kostet sowas und wie lange dauert es?",
  distractors=("Schwebsingen",), nt=True, not_place=("einen",))
m("de-t13", "QP", "translation", None, None,
  "Mein Verlobter ist Ukrainer, wir wohnen in Düdelingen. Für die Heirat verlangt das Standesamt eine beeidigte Übersetzung seiner Geburtsurkunde und der Ledigkeitsbescheinigung aus dem Ukrainischen ins Französische oder Deutsche. Geht das auch digital, oder muss er persönlich vorbeikommen?",
  distractors=("Düdelingen",))
m("de-t14", "QOP", "photography", "Biwer", "Biwer",
  "Wir haben in Biwer einen kleinen Hofladen mit Ziegenkäse und wollen Produktfotos und ein paar Bilder vom Hof für die neue Website. Die Website macht ein Bekannter aus Trier, er braucht aber gute Bilder, am besten im Frühling, wenn die Zicklein da sind. Wer macht sowas und was kostet ein halber Tag?",
  distractors=("Trier",), nt=True, not_place=("einen",))
m("de-t15", "Q", "interior-design", "Schengen", "Remerschen",
  "Wir sind ein Rentnerpaar und sind von unserem großen Haus in ein kleineres Appartement in Remerschen gezogen, 85 m². Wir haben viel zu viele Möbel und wissen nicht, was wir behalten sollen und wie wir das Wohnzimmer einrichten, damit es nicht vollgestellt wirkt. Wir möchten keine Umbauten, nur eine Beratung vor Ort, auch zu Licht und Farben. Gibt es Innenarchitekten oder Raumberater, die so etwas machen?")

# ---------------------------------------------------------------- en
# duplicated trade: cleaning; None: nanny; abroad: Arlon (pest-control)
m("en-s01", "Q", "locksmith", "Luxembourg", "Limpertsberg",
  "Locked myself out of my flat in Limpertsberg, keys are inside and I'm standing in the stairwell in socks, how fast can a locksmith get here?")
m("en-s02", "C", "cleaning", "Strassen", "strassen",
  "looking for a cleaner 4h every week for a 3 bed house in strassen ideally tues or thurs")
m("en-s03", "QB", "appliance-repair", "Bertrange", "Bertrange",
  "Our Samsung fridge freezer in Bertrange is building up ice at the back of the freezer and the fridge part is getting warm, is it worth fixing?", nt=True)
m("en-s04", "P", None, None, None,
  "We search a nanny for our baby of one year, three afternoons in the week at our home in Bereldange, english or french speaking.",
  distractors=("Bereldange",))
m("en-s05", "Q", "tiling", "Kopstal", "Bridel",
  "Can anyone re-tile our balcony in Bridel, about 12 m2, the old tiles cracked and lifted after the frost?", nt=True)
m("en-s06", "Q", "electrical", "Walferdange", "Walferdange",
  "Lights in our rented house in Walferdange keep flickering and the old fuse box makes a buzzing sound, should I get an electrician in?")
m("en-s07", "QP", "translation", None, None,
  "Does anyone know a sworn translator for a UK police certificate into French, needed for my residence card at the commune in Hesperange?",
  distractors=("Hesperange",))
m("en-s08", "QB", "heating", "Niederanven", "Senningerberg",
  "Our Vaillant boiler in Senningerberg keeps losing pressure and I have to top it up every two days, who can look at it?", nt=True)
m("en-s09", "B", "web-development", None, None,
  "I need a simple website for my yoga studio with class booking and online payments, at the moment everything runs through Instagram DMs.", nt=True)
m("en-s10", "Q", "gardening", "Kehlen", "Keispelt",
  "Could a gardener mow and tidy the garden of our house in Keispelt every two weeks while we're away for six months?")
m("en-t01", "QBP", "plumbing", "Luxembourg", "Belair",
  "Hi, we moved from Dublin to a ground floor flat in Belair in September. For the last few weeks there's a sewage smell coming from the shower drain, worst in the morning. I've poured boiling water and baking soda down it and bought Destop at Cactus, nothing changes. The landlord lives in Portugal and told me to get someone and he'll refund it. Is this the trap in the drain or something worse? Who should I call?",
  distractors=("Dublin", "Portugal"), nt=True)
m("en-t02", "QP", "painting", "Schuttrange", "Munsbach",
  "Our lease in Munsbach ends on 31 March. When we moved in, the landlord let us paint the nursery dark green and a feature wall in the living room navy, on condition we return everything white. With a newborn and my husband flying to Frankfurt every week, we won't manage it ourselves. Two rooms, walls only, ceilings are fine. Can someone give us a quote?",
  distractors=("Frankfurt",), nt=True)
m("en-t03", "BO", "carpentry", "Contern", "Moutfort",
  "We bought a 1930s house in Moutfort and want to replace the old laminate kitchen worktops with solid oak and fit new skirting boards through the ground floor. The kitchen fitter from IKEA only does their own worktops. Looking for a joiner who can template and cut on site.")
m("en-t04", "QBO", "roofing", "Steinsel", "Steinsel",
  "After last week's storm a few tiles slipped on the roof of our house in Steinsel and there's a wet patch on the bedroom ceiling. Our neighbour, who's a painter, says not to touch the ceiling until the roof is fixed. Home insurance is with Lalux. Can a roofer get up there this week, and maybe check the moss while they're at it?")
m("en-t05", "QOP", "masonry", "Mamer", "Holzem",
  "We're converting the garage of our house in Holzem into a home office and need a new window opening in the side wall (block wall, not sure if it's load bearing). Our architect friend in Brussels said we need someone who can put in a proper lintel. The electrician is lined up for afterwards. Is this a job for a mason, and roughly how much would it cost?",
  distractors=("Brussels",))
m("en-t06", "QBP", "moving", "Leudelange", "Leudelange",
  "I've been transferred from Luxembourg to our Zurich office from 1 June. I'm currently in a 2-bed apartment in Leudelange, mostly IKEA furniture plus an upright piano and a cat. The company gives a lump sum, so I have to organise it myself. Do movers here go to Switzerland, and how does customs work? Or is it cheaper to sell everything?",
  distractors=("Zurich",), not_place=("sell", "Luxembourg",))
m("en-t07", "LQP", "cleaning", "Weiler-la-Tour", "Hassel",
  "My father-in-law is 88, lives alone in Hassel and refuses to move. His house is getting really dirty, he can't see well anymore and the kitchen and bathroom are the worst, there's stuff growing in the fridge. We live in Luxembourg City and can only come at weekends, and honestly we end up arguing every time. Is there a service that could come once a week to do a proper clean, someone patient who speaks Luxembourgish or German? He will probably say he doesn't need it at first.",
  distractors=("Luxembourg City",))
m("en-t08", "PLQX", "renovation", "Roeser", "Crauthem",
  "We bought a 1970s bungalow in Crauthem and want to gut it: new bathroom, new kitchen, rewire everything, knock down a non-structural wall, new floors throughout, maybe external insulation later. We'd prefer one company handling all the trades with one project manager, a 'clé en main' deal as our notary called it, since neither of us speaks French well. Has anyone done this recently, and what's a realistic budget per m2 these days? We're still renting in Bertrange until the end of the year, so no rush.",
  distractors=("Bertrange",), nt=True)
m("en-t09", "QB", "solar", "Lintgen", "Lintgen",
  "We are living since two years in a semi-detached house in Lintgen, the roof is to the south. Is solar still worth it in Luxembourg with the actual feed-in tariff, or is it better to make self-consumption with a battery? We also have a Tesla Model 3 charging overnight. Looking for a couple of quotes.",
  not_place=("Luxembourg",))
m("en-t10", "QP", "legal", None, None,
  "I'm American, working in Kirchberg for a fund administrator. My new contract includes a 12-month non-compete clause that seems very broad, and my previous employer in Howald had one too. Before I sign I'd like a lawyer to look at it. Is a one-hour consultation possible, and what does it usually cost?",
  distractors=("Kirchberg", "Howald"))
m("en-t11", "P", "accounting", None, None,
  "Freelance UX designer here, I moved from Berlin to Mondorf last year and registered as self-employed. I have no idea how to do the Luxembourg tax return as an independent, or whether I need to register for VAT. Looking for an English-speaking accountant.",
  distractors=("Berlin", "Mondorf"), not_place=("Luxembourg",))
m("en-t12", "QBP", "it-support", "Vianden", "Vianden",
  "My parents run a small guesthouse in Vianden. The wifi doesn't reach the rooms upstairs and guests keep complaining in their Booking reviews. Their router is a Fritzbox from POST. I live in Canada and they're not very techy. Could someone go there, set up mesh or access points and explain it to them slowly?",
  distractors=("Canada",), nt=True)
m("en-t13", "QP", "photography", "Mondorf-les-Bains", "Mondorf-les-Bains",
  "We're getting married at the town hall in Mondorf-les-Bains in July, small ceremony, 20 guests, then dinner at a restaurant in Remich. Looking for a photographer for about 3 hours who can also do a few shots along the Moselle. Budget around 800 EUR, is that realistic?",
  distractors=("Remich",))
m("en-t14", "OQ", "interior-design", "Sandweiler", "L-5240",
  "We just bought a new-build apartment in L-5240, handover in April. Everything is white and grey and it feels like an office. We'd like someone to advise on paint colours, curtains, lighting and furniture layout, maybe put together a shopping list, but no construction work. The developer's electrician has already put in the ceiling points. Is that a thing here and what does it cost?", nt=True)
m("en-t15", "QP", "pest-control", "abroad", "Arlon",
  "We live in Arlon, on the Belgian side, and I commute to Cloche d'Or every day. We've got bed bugs after a trip, bites every morning and I found them in the mattress seams. The Belgian companies quoted three weeks. Would a Luxembourg company come across the border? Happy to pay for travel.",
  distractors=("Cloche d'Or",), not_place=("Luxembourg",), nt=True)

# ---------------------------------------------------------------- pt
# duplicated trade: renovation; None: hairdresser at home; abroad: Villerupt (masonry)
m("pt-s01", "QB", "appliance-repair", "Ettelbruck", "Ettelbruck",
  "A minha máquina de lavar roupa Bosch em Ettelbruck não centrifuga e fica com água no fundo, há algum técnico de reparação de máquinas?")
m("pt-s02", "", "locksmith", "Diekirch", "Diekirch",
  "Preciso de um serralheiro para trocar a fechadura da porta do apartamento em Diekirch porque o antigo inquilino nunca devolveu a segunda chave.")
m("pt-s03", "P", None, None, None,
  "Procuro uma cabeleireira que vá a casa da minha mãe em Wiltz, ela tem 83 anos e já não consegue sair.",
  distractors=("Wiltz",))
m("pt-s04", "Q", "painting", "Larochette", "Larochette",
  "Quanto custa lixar e pintar as portadas de madeira de uma casa em Larochette, são 8 janelas?", nt=True)
m("pt-s05", "OX", "electrical", "Schifflange", "Schifflange",
  "A campainha e o intercomunicador do prédio em Schifflange deixaram de funcionar e o syndic pediu-me para arranjar um eletricista.")
m("pt-s06", "", "translation", None, None,
  "Preciso de uma tradução juramentada do meu diploma de enfermagem de português para francês para o reconhecimento no Ministério da Saúde.")
m("pt-s07", "Q", "tiling", "Bettembourg", "Bettembourg",
  "Quero pôr azulejo novo na parede da cozinha entre os armários, numa casa em Bettembourg, uns 5 m2, algum ladrilhador faz isso?")
m("pt-s08", "QC", "gardening", "Bissen", "bissen",
  "alguem corta a sebe e a relva de uma casa em bissen uma vez por mes", nt=True)
m("pt-s09", "", "heating", "Colmar-Berg", "Colmar-Berg",
  "A caldeira a gasóleo da nossa casa em Colmar-Berg não arranca e pisca uma luz vermelha, e o depósito ainda tem mais de metade.", nt=True)
m("pt-s10", "", "cleaning", "Mersch", "L-7535",
  "Procuro uma empresa de limpeza para um escritório pequeno, código postal L-7535, duas vezes por semana ao fim do dia.")
m("pt-t01", "PQO", "plumbing", "Erpeldange-sur-Sûre", "Ingeldorf",
  "Olá, moro em Ingeldorf num rés-do-chão. Desde ontem a água da máquina de lavar sai pelo ralo da casa de banho e cheira mal. O canalizador que veio em janeiro disse que o cano de esgoto tem pouca inclinação e que ia voltar, mas nunca mais apareceu. O senhorio está em Portugal e diz para eu tratar. Alguém pode vir desentupir e ver o cano?",
  distractors=("Portugal",))
m("pt-t02", "QP", "carpentry", "Schieren", "Schieren",
  "As janelas de madeira da casa do meu pai em Schieren estão podres em baixo, entra água e frio. Ele tem 80 anos e não quer PVC, quer manter a madeira como era. Um carpinteiro de Ettelbruck disse que só faz janelas novas e pediu 15 mil euros. Há alguém que repare só as partes podres?",
  distractors=("Ettelbruck",))
m("pt-t03", "O", "roofing", "Vallée de l'Ernz", "Medernach",
  "Temos uma casa em Medernach e as caleiras estão cheias de folhas, e um tubo de descida partiu-se com o gelo. A água cai toda junto à parede e já há humidade na cave. Eu trabalho nas obras como servente mas não tenho escada tão alta nem seguro para andar em telhados. Preciso de alguém que limpe tudo e troque o tubo.", nt=True)
m("pt-t04", "QP", "masonry", "abroad", "Villerupt",
  "Sou português, trabalho em Esch numa empresa de limpezas e moro em Villerupt, do lado francês. Quero fazer uma laje de betão no quintal para pôr uma casota de jardim, uns 3x4 metros, e um muro baixo em blocos à volta. Os pedreiros de cá são caros e demoram meses. Alguém do Luxemburgo vem a Villerupt fazer isto? Quanto fica mais ou menos?",
  distractors=("Esch",), not_place=("Luxemburgo",))
m("pt-t05", "QP", "moving", "Reisdorf", "Reisdorf",
  "Vamos mudar de Reisdorf para Dudelange porque arranjei trabalho lá. É um T2 com poucos móveis, mas temos um frigorífico americano e uma máquina de lavar. Precisamos de uma carrinha e duas pessoas num sábado. O meu cunhado ajudava, mas deu cabo das costas nas obras. Quanto cobram?",
  distractors=("Dudelange",), nt=True)
m("pt-t06", "BO", "renovation", "Bettendorf", "Gilsdorf",
  "Comprámos um apartamento antigo em Gilsdorf com crédito da Spuerkeess e queremos fazer tudo de novo antes de entrar: casa de banho, cozinha, chão, pintura e eletricidade. Já pedimos orçamentos separados ao eletricista e ao ladrilhador, mas é difícil coordenar tudo e ninguém sabe quem começa primeiro. Preferíamos uma empresa só que trate de tudo. Falamos português e um pouco de francês.", nt=True)
m("pt-t07", "LQP", "renovation", "Tandel", "Bastendorf",
  "A minha sogra deixou-nos uma casa velha em Bastendorf. O telhado foi feito há poucos anos e está bom, mas por dentro está tudo dos anos 60: a instalação elétrica é antiga, o aquecimento é a gasóleo, a casa de banho não tem duche e as janelas deixam passar o frio. Queremos modernizar tudo para irmos lá viver com os miúdos, porque o apartamento onde estamos agora em Ettelbruck é pequeno demais. Há empresas que façam a obra completa? E há ajudas do Estado para isto?",
  distractors=("Ettelbruck",), nt=True)
m("pt-t08", "Q", "solar", "Putscheid", "Stolzembourg",
  "Moramos em Stolzembourg, mesmo ao pé da fronteira alemã. O nosso vizinho pôs painéis solares no telhado e diz que recebeu um prémio do Estado. Eu também queria, mas o nosso telhado está virado para oeste e tem uma chaminé no meio. Vale a pena? Quem vem ver e fazer um orçamento?")
m("pt-t09", "OP", "legal", None, None,
  "O meu pai morreu em Esch e deixou um apartamento lá e uma casa em Braga. Somos três irmãos, um vive na Suíça. Não sabemos se a herança se trata no Luxemburgo ou em Portugal, e o notário daqui só fala francês. Precisamos de um advogado que fale português e conheça as duas leis.",
  distractors=("Esch", "Braga", "Portugal"), not_place=("Luxemburgo",))
m("pt-t10", "XP", "accounting", None, None,
  "Tenho um pequeno café em Wiltz com a minha mulher. O contabilista que tínhamos reformou-se e agora temos a declaração de IVA atrasada e cartas das Contributions e da Enregistrement. Precisamos de alguém que faça a contabilidade todos os meses e que fale português.",
  distractors=("Wiltz",))
m("pt-t11", "Q", "it-support", "Winseler", "Pommerloch",
  "Tenho uma pequena loja de roupa em Pommerloch. O computador da caixa apanhou um vírus, aparece uma mensagem a pedir dinheiro e não consigo abrir as faturas. O meu filho diz que é ransomware. Algum técnico de informática pode vir à loja hoje?")
m("pt-t12", "QBP", "web-development", None, None,
  "Sou cozinheira e quero começar a vender pastéis de nata e bolos por encomenda a partir de casa, em Differdange. Preciso de um site simples com os produtos, preços e encomendas por WhatsApp, em português e francês. Quanto custa?",
  distractors=("Differdange",), nt=True)
m("pt-t13", "QP", "photography", "Esch-sur-Sûre", "Esch-sur-Sûre",
  "A minha filha faz o batizado em agosto na igreja de Esch-sur-Sûre e depois o almoço é num restaurante em Wiltz. Queria um fotógrafo que fale português, umas 3 horas. O primo trouxe um de Portugal para o casamento, mas saiu caríssimo. Quanto se paga aqui?",
  distractors=("Wiltz", "Portugal"))
m("pt-t14", "Q", "interior-design", "Lac de la Haute-Sûre", "Kaundorf",
  "Comprámos uma casa de férias em Kaundorf, perto do lago, e queremos mobilá-la para alugar a turistas. Não percebemos nada de decoração: que cores, que móveis, que luzes. Não há obras a fazer, só precisamos de ideias e de uma lista de compras. Alguém faz isso?", nt=True)
m("pt-t15", "QBP", "pest-control", "Wiltz", "Wiltz",
  "Moramos num apartamento em Wiltz e há ratos na cave do prédio, e agora já ouvimos barulho no teto da cozinha. O síndico diz que cada um trata do seu. Já pusemos veneno comprado no Hornbach de Trier, mas continuam. Quem trata disto? Tenho dois filhos pequenos e tenho medo.",
  distractors=("Trier",), nt=True)

# ---------------------------------------------------------------- it
# duplicated trade: electrical; None: catering; abroad: Hettange-Grande (heating)
m("it-s01", "O", "electrical", "Dippach", "Schouweiler",
  "Ho bisogno di un elettricista per aggiungere quattro prese e spostare il quadro nella cucina nuova a Schouweiler, il falegname monta i mobili a fine mese.")
m("it-s02", "Q", "plumbing", "Frisange", "Aspelt",
  "Vorrei installare un addolcitore dopo il contatore dell'acqua nella nostra casa di Aspelt perché l'acqua qui è durissima, quale idraulico lo fa?")
m("it-s03", "P", None, None, None,
  "Cerchiamo un servizio catering per la comunione di nostra figlia, festa in giardino a Hellange per circa 40 persone, cucina italiana.",
  distractors=("Hellange",))
m("it-s04", "", "locksmith", "Reckange-sur-Mess", "Wickrange",
  "Mi serve un fabbro: la porta blindata del mio appartamento a Wickrange non si apre più dall'esterno, la chiave gira a vuoto e sono fuori con due bambini.")
m("it-s05", "QB", "appliance-repair", "Koerich", "Goeblange",
  "Il piano a induzione Electrolux nella nostra casa a Goeblange dà l'errore E4 e si spegne dopo un minuto, conviene ripararlo?", nt=True)
m("it-s06", "P", "legal", None, None,
  "Ho avuto un incidente in bicicletta a Strassen e l'assicurazione dell'automobilista non vuole pagare, mi serve un avvocato che parli italiano.",
  distractors=("Strassen",))
m("it-s07", "Q", "gardening", "Garnich", "Dahlem",
  "Vorrei trasformare il prato dietro casa a Dahlem in un orto con aiuole rialzate e un piccolo impianto di irrigazione, quale giardiniere fa questi lavori?")
m("it-s08", "", "photography", "Luxembourg", "Cessange",
  "Cerchiamo un fotografo per un servizio newborn a domicilio a Cessange, la bimba è nata la settimana scorsa.")
m("it-s09", "OX", "accounting", None, None,
  "Sono un idraulico italiano e ho appena aperto la mia ditta da indépendant in Lussemburgo, cerco un commercialista per la contabilità e l'IVA.",
  not_place=("Lussemburgo",))
m("it-s10", "QC", "pest-control", "Dudelange", "dudelange",
  "abbiamo formiche dappertutto in cucina nell appartamento a dudelange escono da sotto il battiscopa a chi mi rivolgo", nt=True)
m("it-t01", "QBP", "electrical", "Helperknapp", "Tuntange",
  "Abito a Tuntange con mio marito e i nostri due figli. Abbiamo comprato un'auto elettrica, una Fiat 500e, e vorremmo una wallbox in garage. Il nostro quadro elettrico è del 1995 e il venditore della concessionaria di Bertrange dice che serve un elettricista che controlli il quadro e faccia il certificato per il sussidio. Quanto costa più o meno il tutto?",
  distractors=("Bertrange",))
m("it-t02", "QP", "painting", "Luxembourg", "Merl",
  "Siamo una giovane coppia appena arrivata da Milano. Abbiamo comprato un appartamento a Merl e vorremmo imbiancare tutte le pareti prima di traslocare, circa 85 m2, soffitti compresi. Una parete del soggiorno la vorremmo con effetto stucco veneziano. Il nostro amico di Esch dice che qui costa tantissimo, è vero? Quanto si paga al metro quadro?",
  distractors=("Milano", "Esch"), nt=True)
m("it-t03", "LP", "carpentry", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Mia madre ha 84 anni e vive da sola a Esch-sur-Alzette, al terzo piano. Le ante dell'armadio a muro della camera sono uscite dalle cerniere e una è caduta, per fortuna non addosso a lei. Io vivo a Torino e vengo solo a Natale, mio fratello è in Belgio. È un armadio su misura in legno massello, fatto negli anni '70 da un falegname di Rumelange che non c'è più. Qualcuno può venire a sistemarlo senza buttare via tutto? Lei ci tiene molto.",
  distractors=("Torino", "Rumelange"))
m("it-t04", "O", "roofing", "Rumelange", "Rumelange",
  "Abitiamo all'ultimo piano di una palazzina a Rumelange. Dopo le piogge di novembre è comparsa una macchia sul soffitto della camera. L'amministratore ha mandato un idraulico che ha detto che non è un tubo, l'acqua viene dal tetto, probabilmente qualche tegola rotta vicino al camino. Cerchiamo una ditta che faccia un sopralluogo.", nt=True)
m("it-t05", "QO", "masonry", "Kayl", "Kayl",
  "Nella nostra casa a Kayl sono comparse delle crepe diagonali sul muro esterno sopra la finestra della cucina, larghe qualche millimetro. Un vicino dice che è normale, un altro che è il terreno che si muove per le vecchie miniere. Prima di chiamare l'imbianchino vorremmo che qualcuno controlli e ripari il muro. Chi ci consiglia?", nt=True)
m("it-t06", "BOP", "tiling", "Schifflange", "Schifflange",
  "Stiamo rifacendo il bagno nella casa dei miei suoceri a Schifflange. L'idraulico ha già montato la doccia a filo pavimento e i sanitari, ora mancano le piastrelle: circa 20 m2 di parete e 6 di pavimento, con la pendenza verso la canalina. Le piastrelle le abbiamo già comprate da Leroy Merlin a Thionville. Cerchiamo un piastrellista libero a febbraio.",
  distractors=("Thionville",))
m("it-t07", "QBP", "moving", "Sanem", "Ehlerange",
  "Lasciamo l'appartamento di Ehlerange per tornare in Italia, a Bari, dopo 12 anni. Non vogliamo portare tutto: solo una quindicina di scatoloni, due bici e la cucina Scavolini che avevamo comprato noi. Qualcuno fa trasporti parziali verso il sud Italia, o conviene un groupage? Ci servirebbe anche qualcuno che smonti la cucina.",
  distractors=("Bari",), nt=True)
m("it-t08", "QP", "cleaning", "Hesperange", "Itzig",
  "Lavoro a Kirchberg ma abito a Itzig. Ho un divano in tessuto chiaro e due tappeti grandi, e il cane ci ha fatto di tutto. Cerco qualcuno che venga a casa a fare una pulizia profonda con la macchina a iniezione-estrazione. Che prezzi ci sono?",
  distractors=("Kirchberg",))
m("it-t09", "QO", "renovation", "Bertrange", "Bertrange",
  "Abbiamo comprato una casa a schiera degli anni '80 a Bertrange. Vorremmo trasformare il sottotetto in una camera con bagno: isolamento, cartongesso, finestre da tetto, impianto elettrico, bagno. L'architetto ha già fatto il progetto, ora cerchiamo un'impresa che faccia tutto chiavi in mano, non tante ditte separate. Qualcuno ha esperienza con imprese italiane qui?", nt=True)
m("it-t10", "QP", "solar", "Mamer", "Capellen",
  "Abitiamo in una casa a Capellen con un tetto piano sul garage di circa 30 m2. Vorremmo mettere dei pannelli fotovoltaici zavorrati, senza forare la guaina. Mio cugino in Puglia ne ha messi 6 kW per pochissimo, qui i preventivi sono il doppio. Perché? Quanti kW ci stanno su 30 m2?",
  distractors=("Puglia",))
m("it-t11", "BP", "it-support", "Walferdange", "Bereldange",
  "Lavoro da casa a Bereldange per una società di Francoforte. Il NAS Synology dove salvo tutto non si vede più in rete dopo un aggiornamento, e nemmeno la stampante di rete. Il fornitore internet dice che la linea funziona. Ho bisogno di un tecnico che venga oggi o domani.",
  distractors=("Francoforte",), nt=True)
m("it-t12", "QBP", "web-development", None, None,
  "Gestisco una piccola pizzeria a Pétange da tre anni. Vorrei un sito con ordini online e consegna a domicilio, senza pagare le commissioni di Wolt. Un ragazzo mi ha chiesto 5000 euro, è un prezzo giusto?",
  distractors=("Pétange",), nt=True)
m("it-t13", "QP", "translation", None, None,
  "Mi sono sposato a Napoli l'anno scorso e ora devo trascrivere il matrimonio al comune di Hesperange, dove abitiamo. Chiedono l'estratto dell'atto di matrimonio tradotto in francese da un traduttore giurato. Serve anche l'apostille? Potete farlo per email?",
  distractors=("Napoli", "Hesperange"))
m("it-t14", "P", "interior-design", "Strassen", "Strassen",
  "Siamo una coppia di pensionati e ci siamo trasferiti a Strassen per stare vicino ai nipoti. Il nuovo appartamento ha un soggiorno lungo e stretto e non sappiamo come disporre i mobili che abbiamo portato da Genova, né che colori scegliere per le pareti. Non vogliamo lavori, solo il consiglio di una persona esperta che venga a vedere.",
  distractors=("Genova",), nt=True)
m("it-t15", "QBP", "heating", "abroad", "Hettange-Grande",
  "Abito a Hettange-Grande, in Francia, e lavoro a Lussemburgo in un ristorante. La pompa di calore Daikin installata due anni fa fa un rumore fortissimo di notte e i vicini si lamentano. L'installatore francese è fallito. C'è una ditta lussemburghese che viene fino a Hettange-Grande per la manutenzione?",
  distractors=("Lussemburgo",))

# ---------------------------------------------------------------- es
# duplicated trade: plumbing; None: driving lessons; abroad: Longwy (locksmith)
m("es-s01", "Q", "plumbing", "Luxembourg", "Hollerich",
  "Hay una fuga debajo del fregadero en mi piso de Hollerich y el mueble ya está hinchado, ¿puede venir un fontanero hoy?")
m("es-s02", "", "electrical", "Vichten", "Vichten",
  "Necesito un electricista para poner iluminación exterior en el jardín de nuestra casa en Vichten, unos seis focos y un enchufe.")
m("es-s03", "P", None, None, None,
  "Busco una autoescuela cerca de Esch que dé clases de conducir en español o en inglés.",
  distractors=("Esch",))
m("es-s04", "Q", "painting", "Beaufort", "Beaufort",
  "¿Cuánto cobraría un pintor por lijar y pintar la barandilla de hierro oxidada del balcón y la valla de nuestra casa en Beaufort?")
m("es-s05", "Q", "heating", "Ettelbruck", "Ettelbruck",
  "El termostato de la calefacción en nuestro piso de Ettelbruck no responde y la caldera no se enciende desde ayer, ¿quién puede mirarlo?", nt=True)
m("es-s06", "", "translation", None, None,
  "Necesito una traducción jurada al francés de mi título universitario y del certificado de notas de España para el reconocimiento en el Ministerio.")
m("es-s07", "B", "appliance-repair", "Mersch", "Mersch",
  "Mi secadora Beko en Mersch hace un ruido metálico al girar y se para a los diez minutos.", nt=True)
m("es-s08", "C", "gardening", "Junglinster", "junglinster",
  "buscamos jardinero para quitar las malas hierbas y plantar un seto nuevo en una casa en junglinster")
m("es-s09", "Q", "pest-control", "Differdange", "Oberkorn",
  "Tenemos palomas anidando en el balcón y bajo el tejado del edificio en Oberkorn y lo ensucian todo, ¿hay alguna empresa de control de plagas que las quite?")
m("es-s10", "X", "cleaning", "Luxembourg", "Pfaffenthal",
  "Necesito una limpieza a fondo del piso de Pfaffenthal antes del état des lieux con el casero el viernes.")
m("es-t01", "QP", "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Vivo en Esch-sur-Alzette desde hace un año, vine de Valencia por trabajo. En el edificio, cada vez que cierro un grifo se oye un golpe fuerte en las tuberías, como un martillazo, y ahora la cisterna del váter también hace ruido. El vecino de abajo dice que en su casa pasa lo mismo desde que cambiaron el contador. ¿Es peligroso? ¿Quién lo arregla?",
  distractors=("Valencia",), nt=True)
m("es-t02", "B", "carpentry", "Waldbillig", "Christnach",
  "Somos una familia española que alquila una casa en Christnach. El propietario nos deja hacer una cama alta de madera en la habitación de los niños, con escalera y armario debajo, siempre que no se taladre mucho en las paredes. En IKEA no hay nada que encaje por el techo inclinado. Buscamos un carpintero que lo haga a medida.")
m("es-t03", "QBP", "roofing", "Pétange", "Lamadelaine",
  "Después de la granizada del domingo, en la casa de mis suegros en Lamadelaine hay varias tejas rotas y entra agua en el desván. Ellos tienen 80 años y no hablan francés, yo vivo en Madrid y lo coordino todo por teléfono. El seguro es de La Luxembourgeoise y pide un presupuesto. ¿Alguien puede ir esta semana a tapar y hacer ese presupuesto?",
  distractors=("Madrid",), nt=True)
m("es-t04", "Q", "masonry", "Hesperange", "Fentange",
  "Queremos hacer una rampa de hormigón y un pequeño muro de bloques en la entrada de casa en Fentange, porque mi padre va ahora en silla de ruedas después del ictus. El fisioterapeuta nos dijo que la pendiente no puede pasar del 6 %. ¿Algún albañil hace este tipo de obra pequeña y cuánto puede costar?")
m("es-t05", "QO", "tiling", "Wiltz", "Wiltz",
  "Hemos comprado un piso en Wiltz y el suelo de la cocina y del pasillo tiene baldosas de los años 80. Queremos poner porcelánico imitación madera. El fontanero que nos cambió el calentador dice que se puede poner encima sin quitar las viejas, pero entonces las puertas no cierran. ¿Qué es mejor y quién lo hace?", nt=True)
m("es-t06", "QP", "locksmith", "abroad", "Longwy",
  "Vivo en Longwy y trabajo en una tienda en Belval. Ayer entraron a robar en mi casa forzando la cerradura de la puerta de entrada, la policía francesa ya vino a hacer la denuncia. Necesito cambiar la cerradura por una de seguridad antes de esta noche porque no puedo cerrar. ¿Hay alguien que vaya hasta Longwy?",
  distractors=("Belval",), nt=True)
m("es-t07", "QP", "moving", "Echternach", "Echternach",
  "Nos mudamos de Echternach a Gasperich el mes que viene. Ahora vivimos en un tercer piso sin ascensor y el sofá no cabe por la escalera, cuando llegamos lo subieron por la ventana. ¿Tienen elevador de muebles exterior? ¿Precio aproximado para un piso de dos habitaciones?",
  distractors=("Gasperich",), nt=True)
m("es-t08", "LQOP", "renovation", "Clervaux", "Clervaux",
  "Mi pareja y yo hemos comprado una vieja casa de piedra en Clervaux para convertirla en casa rural. Hay que hacerlo casi todo: revisar el tejado, electricidad, fontanería, dos baños nuevos, cocina y suelos. Vivimos en Bruselas y no podemos estar encima de seis gremios distintos, ya nos pasó con el piso de allí y fue una pesadilla con el electricista y el fontanero echándose la culpa. ¿Hay empresas que lleven la reforma completa y den un único presupuesto? ¿Trabajan también en el norte del país?",
  distractors=("Bruselas",))
m("es-t09", "POQ", "solar", "Steinsel", "Mullendorf",
  "Vivo en un piso en Mullendorf con un balcón orientado al sur. He visto que en Alemania la gente pone dos placas pequeñas en el balcón enchufadas a la corriente. ¿Eso se puede hacer en Luxemburgo? Mi vecino, que es electricista, dice que hace falta un enchufe especial. ¿Hace falta permiso de la copropiedad? Si alguien lo instala, ¿cuánto cuesta?",
  distractors=("Alemania",), not_place=("Luxemburgo",), nt=True)
m("es-t10", "QP", "legal", None, None,
  "Trabajo de camarera en un restaurante de Remich desde hace dos años. El dueño me paga una parte en negro y ahora que estoy embarazada me quiere despedir. Vivo en Grevenmacher con mi pareja. ¿Necesito un abogado? ¿Hay alguien que hable español?",
  distractors=("Remich", "Grevenmacher"))
m("es-t11", "OP", "accounting", None, None,
  "Soy autónomo, hago pequeñas reformas y pintura, y vivo en Differdange. En España mi gestor me lo llevaba todo, pero aquí no sé cómo presentar el IVA trimestral ni la declaración de la renta. Busco un contable que hable castellano.",
  distractors=("Differdange", "España"))
m("es-t12", "QP", "it-support", "Contern", "Contern",
  "Tenemos un pequeño restaurante español en Contern. Desde el fin de semana la impresora de la cocina no recibe los pedidos de la caja y el wifi para clientes se corta. El chico que lo instaló volvió a Sevilla. ¿Algún técnico informático puede venir antes del servicio de mediodía?",
  distractors=("Sevilla",))
m("es-t13", "QP", "web-development", None, None,
  "Soy profesora de flamenco y doy clases en Bonnevoie y en Esch. Quiero una página web con horarios, reservas y pagos, en español, francés e inglés. ¿Cuánto cuesta y cuánto tardáis?",
  distractors=("Bonnevoie", "Esch"), nt=True)
m("es-t14", "QB", "photography", "Sandweiler", "Sandweiler",
  "Alquilo dos apartamentos en Sandweiler en Airbnb y las fotos que tengo son del móvil, oscuras y torcidas. Quiero fotos profesionales de los dos, con luz natural y alguna de la terraza. ¿Cuánto se suele pagar por una sesión así?", nt=True)
m("es-t15", "P", "interior-design", "Remich", "Remich",
  "Nos hemos mudado a un ático en Remich con vistas al Mosela y no sabemos decorarlo. Buscamos a alguien que nos asesore con los colores, los muebles y la iluminación, sin obras. Mi hermana es interiorista en Barcelona pero no puede venir hasta el verano.",
  distractors=("Barcelona",))
