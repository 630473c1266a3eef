"""Round 20 blind test set (2026-12-02-twentieth).

Each message: m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False)
MESSAGES holds the 7-tuples read by validate.py; META keeps styles and nt per id.
"""
MESSAGES = []
META = {}


def m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False):
    MESSAGES.append((mid, text, category, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = {"styles": styles, "nt": nt}


# ---------------------------------------------------------------- lb Luxembourgish
m("lb-s01", "Q", "plumbing", "Koerich", "Gëtzen",
  "Moien, bei eis zu Gëtzen ass de Krunn baussen un der Garage iwwer de Wanter geplatzt an elo leeft d'Waasser an de Keller wann een en opdréit, kann dat een nach dës Woch flécken?",
  nt=True)
m("lb-s02", "", "electrical", "Luxembourg", "Bouneweg",
  "Mir hunn e klenge Bistro zu Bouneweg an all Kéiers wann d'Kaffismaschinn an d'Spullmaschinn gläichzäiteg lafen, spréngt d'Sécherung eraus, mir bräichten en Elektriker deen sech dat ukuckt.")
m("lb-s03", "BQ", "heating", "Wincrange", "Aasselbur",
  "Eis Vaillant-Wärmepompel zu Aasselbur weist zënter gëschter de Feeler F28 an d'Haus gëtt net méi waarm, kennt iergendeen sech domat aus?",
  nt=True)
m("lb-s04", "Q", "painting", "Sandweiler", "Sandweiler",
  "Sichen e Moler fir d'Fassad vun eisem Reienhaus zu Sandweiler nei unzestraichen, ongeféier 140 m2, wat kascht dat esou?")
m("lb-s05", "CQ", "locksmith", "Dippach", "schuller",
  "hu mech ausgespaart zu schuller de schlëssel stécht vu bannen am schlass an d kanner kommen um 4 aus der schoul wien ka séier kommen",
  nt=True)
m("lb-s06", "", "gardening", "Putscheid", "Stolzebuerg",
  "Mir sichen e Gäertner deen eis laang Heck ronderëm d'Wiss zu Stolzebuerg schneit, mäi Mann packt dat mat sengem Réck net méi.")
m("lb-s07", "Q", "cleaning", "Parc Hosingen", "Housen",
  "Mir hunn e klengen Hotel zu Housen a sichen eng Botzfirma déi all Mount d'Fënsteren an de Wantergaart mécht, fiert een esou wäit an den Norden?")
m("lb-s08", "PQ", None, None, None,
  "Mir fuere fir zwou Wochen op Portugal a sichen een deen eis zwou Kazen fiddert an d'Kazekëscht mécht, wat freet een do esou?",
  distractors=("Portugal",), nt=True)
m("lb-s09", "PQ", "translation", None, None,
  "Ech brauch eng vereedegt Iwwersetzung vu mengem Scheedungsuerteel vum Portugiseschen an d'Franséischt fir d'Gemeng zu Hesper, wéi laang dauert dat?",
  distractors=("Hesper",))
m("lb-s10", "Q", "solar", "Flaxweiler", "Fluessweiler",
  "Wéi vill Paneele fir Stroum ze produzéieren passen op eis Scheier zu Fluessweiler, 12 op 25 Meter no Süden, a gëtt et do nach Klimabonus drop?",
  nt=True)

m("lb-t01", "LPQ", "roofing", "Troisvierges", "Ëlwen",
  "Moien. Ech sinn 78 Joer al a wunnen nach ëmmer um Bauerenhaff zu Ëlwen, mäi Jong schafft an der Stad a kënnt just samschdes. Beim Stuerm leschte Freideg sinn op der aler Scheier eng ganz Rëtsch Schifere erofgefall, an elo reent et op d'Strou. Den Noper huet mat sengem Trakter eng Plane driwwer gezunn, mä déi hält net laang. D'Versécherung seet, ech brauch en Devis ier se eppes bezillt. Meng Enkelin schreift dat hei fir mech, ech hunn domat näischt um Hutt. Wier en Dachdecker bereet, sech dee Schiferdaach nach virum Wanter unzekucken?",
  distractors=("Stad",))
m("lb-t02", "BOQ", "roofing", "Kiischpelt", "Wëlwerwolz",
  "Mir hunn d'lescht Joer de Späicher ausgebaut, an zënter dem grousse Reen dës Woch dropst et bei enger vun de Velux-Fënsteren uewen am Eck eran. De Schräiner deen d'Verkleedung gemaach huet seet, dat kéim vu baussen an hie wier net zoustänneg. Mir wunnen zu Wëlwerwolz, direkt bei der Gare. Kann een dat flécken ier et méi schlëmm gëtt?",
  not_place=("Gare",), nt=True)
m("lb-t03", "OQX", "masonry", "Heffingen", "Hiefenech",
  "Mir hunn en ale Bauerenhaus zu Hiefenech kaf a wëllen d'Kichen an d'Stuff openeen maachen. Tëscht deenen zwee Raim ass eng déck Mauer aus Sandsteen, an den Architekt seet, dat wier eng Dragmauer, do misst e Stolträger eran. Mäi Mann seet: « on peut faire ça nous-mêmes le week-end, c'est rien ». Ech si mer do guer net sou sécher. Wat kascht et ongeféier, fir esou eng Ouverture vun 2,5 Meter maachen ze loossen?",
  nt=True)
m("lb-t04", "OQ", "tiling", "Vichten", "Viichten",
  "Ech hunn eng Bäckerei zu Viichten. An der Backstuff si bei den Ueweunen eng Partie Plättercher um Buedem gesprongen, an de Contrôle vun der Sécurité alimentaire huet dat bemängelt. Den Elektriker kënnt souwisou de 14. fir d'Ueweunen ofzekoppelen, dann hätte mir zwee Deeg Zäit. Gëtt et e Plättleeër deen esou eppes an engem Betrib mécht, mat rutschfeste Plättercher, an dat ausserhalb vun eisen Ëffnungszäiten?")
m("lb-t05", "PQ", "carpentry", "Préizerdaul", "Biebereg",
  "Ënnert der Schréi am Kannerzëmmer hu mer zu Biebereg esou eng Plaz déi net ze notzen ass, ongeféier 4 Meter laang an 1,20 héich. Mir hätte gär do Schief an Tiräng aus Holz dran, op Mooss, well alles wat een am Geschäft kritt passt net. Ech hu schonn zu Biissen am Miwwelsgeschäft gefrot, déi maachen dat net. Kennt dir e Schräiner deen esou eppes baut?",
  distractors=("Biissen",), not_place=("Holz",))
m("lb-t06", "PQ", "moving", "Reckange-sur-Mess", "Wickreng",
  "Meng Mamm ass 86 a kritt e Zëmmer am Altersheem zu Ettelbréck, do ass hir Schwëster och. Si wunnt nach zu Wickreng am Haus, dat mer duerno verkafen. Matgoe sollen just hire Fotell, e Schaf, de Fernseh an e puer Këschten. Wéi vill kascht esou e klengen Transport mat enger Déménagementsfirma a geet dat och op engem Samschdeg?",
  distractors=("Ettelbréck",))
m("lb-t07", "LPQX", "renovation", "Lenningen", "Kanech",
  "Ech hunn d'Haus vu menger Bomi zu Kanech gierft. Et ass vun 1968 an zënterhier ass bal näischt gemaach ginn: d'Elektresch ass nach mat den ale Sécherungen, d'Buedzëmmer huet rosa Plättercher, d'Fënstere sinn eenzel verglaast an d'Heizung leeft op Masut. Ech schaffen zu Bartreng a kann net all Dag op der Baustell stoen. Mon copain dit qu'il faut prendre une entreprise générale qui coordonne tout, sinon on devient fou. Gëtt et eng Firma déi esou eppes vun A bis Z iwwerhëlt, an ongeféier wéi laang dauert esou en Ëmbau?",
  distractors=("Bartreng",), nt=True)
m("lb-t08", "BLQ", "appliance-repair", "Nommern", "Noumer",
  "Mir verkafen um Haff zu Noumer eist eegent Rëndfleesch, an dofir stinn an der Garage zwou Gefréierkëschten. Déi eng, eng Liebherr vu ronn 8 Joer, piipst zënter gëschter an d'Temperatur klëmmt op -12. D'Sécherung ass an der Rei, aner Apparater um selwechte Stecker lafen normal. Ech hu provisoresch alles an déi aner Këscht gestoppt, mä déi ass elo knaschtvoll. Am Summer kënne mer eis keng Panne leeschten, well dann hu mer déi meeschte Clienten. Ka séier een eraus kommen fir se ze flécken, oder ass et bëlleger eng nei ze kafen?",
  nt=True)
m("lb-t09", "BO", "it-support", "Steinsel", "Mëlleref",
  "Ech hunn eng Zänndokter-Praxis zu Mëlleref mat dräi Behandlungsraim. Zënter datt de Provider e neie Router installéiert huet, gesinn déi zwee Computeren an de Raim den Drécker an d'NAS vu Synology net méi, an d'Réntgensoftware fënnt hir Biller net. Den Techniker vum Provider seet, den Internet leeft, de Rescht wier net säi Problem. Mir hu Patienten all hallef Stonn, dofir bräicht ech een deen dat op der Plaz fixt, am léifsten e Mëttwoch de Mëtteg wou mer zou hunn.",
  nt=True)
m("lb-t10", "PQ", "photography", "Bous-Waldbredimus", "Waldbriedemes",
  "Meng Elteren hunn am September hir gëllen Hochzäit. D'Mass ass an der Kierch zu Waldbriedemes an duerno iesse mir mat 60 Leit am Restaurant zu Réimech. Mir hätte gär een deen an der Kierch an dobaussen déi offiziell Biller mécht, och Gruppefotoe mat der ganzer Famill. Fotografe si jo deier, mat wat muss een ongeféier fir 4 Stonne rechnen?",
  distractors=("Réimech",))
m("lb-t11", "Q", "interior-design", "Goesdorf", "Géisdref",
  "Mir hunn zu Géisdref eng al Scheier ëmgebaut, d'Aarbechte si fäerdeg an d'Wänn sinn nach all wäiss. Elo stinn mer an engem Living vu 70 m2 mat 6 Meter Plafongshéicht an hu keng Ahnung wéi mer dat gemittlech kréien: wat fir Faarwen, wou de Canapé hi soll, wéi eng Luuchten. Bauen wëlle mer näischt méi. Gëtt et en Interior-Designer deen op e puer Stonne laanscht kënnt an eis e Konzept mécht?")
m("lb-t12", "LOPQ", "legal", None, None,
  "Eise Papp ass am Januar gestuerwen an huet d'Haus zu Diddeleng un eis dräi Kanner hannerlooss. Mäi Brudder wunnt zënter Joren an der Belsch a wëll direkt verkafen, meng Schwëster wëll dra wunnen an eis ausbezuelen, mä zu engem Präis dee mir vill ze niddreg schéngt. Den Notaire huet gesot, hie kéint eréischt eppes maachen, wa mer eis eens sinn. Ech wunnen zu Déifferdeng a schaffe Vollzäit. Brauch ech do en Affekot, an ass et wouer datt e Geriicht e Verkaf kann uerdnen?",
  distractors=("Diddeleng", "Belsch", "Déifferdeng"))
m("lb-t13", "PQ", "accounting", None, None,
  "Ech hunn zënter Abrëll en Niewenaktivitéit als Freelance-Grafiker, ganz kleng, meeschtens fir Clienten aus Tréier an Iechternach. Elo kréien ech e Bréif vum Enregistrement wéinst der TVA-Deklaratioun an ech verstinn näischt: muss ech mech umellen, wann ech ënner 35.000 Euro bleiwen? Meng Steiererklärung hunn ech och nach ni selwer gemaach. Ech sichen e Comptabel deen dat fir mech mécht an net ze deier ass.",
  distractors=("Tréier", "Iechternach"))
m("lb-t14", "BPQ", "web-development", None, None,
  "Mir sinn e klenge Wënzerbetrib a verkafen eise Crémant bis elo nëmmen um Haff an um Maart zu Gréiwemaacher. D'Kanner mengen, mir missten e Webshop hunn, mat Bezuelen iwwer Payconiq a Liwwerung bannent Lëtzebuerg. Eis aktuell Säit ass eng eenzeg Säit op Wix vun 2015. Wien baut esou eppes, a wat kascht dat?",
  distractors=("Gréiwemaacher",), not_place=("Lëtzebuerg",), nt=True)
m("lb-t15", "PQ", "pest-control", "abroad", "Nittel",
  "Mir hunn e klengt Weekendhaischen iwwer der Musel zu Nittel, dat mer vu menger Tatta hunn. Zënter e puer Wochen héiere mer nuets um Späicher e Gerabbels, an d'Isolatioun läit a Fatzen um Buedem. Den Noper seet, dat wier e Maarder, deen hätt bei him och schonn d'Kabele vum Auto ugebass. Mir sinn nëmmen um Weekend do. Kennt dir een deen esou en Déier verdreift an d'Lach zoumécht?",
  distractors=("Musel",), nt=True)

# ---------------------------------------------------------------- fr French
m("fr-s01", "", "plumbing", "Luxembourg", "Bonnevoie",
  "Bonjour, la chasse d'eau de mon studio à Bonnevoie coule en continu depuis trois jours, j'ai déjà changé le flotteur moi-même sans résultat et je cherche un plombier.")
m("fr-s02", "O", "electrical", "Kayl", "Tétange",
  "Depuis que le carreleur a fini la cuisine à Tétange, les prises du plan de travail ne marchent plus et le différentiel saute dès que je le remonte.",
  nt=True)
m("fr-s03", "Q", "painting", "Hesperange", "Howald",
  "Combien demande un peintre pour remettre en peinture une cage d'escalier de copropriété sur quatre étages au Howald ?")
m("fr-s04", "CQ", "locksmith", "Esch-sur-Alzette", "esch sur alzette",
  "jai claqué la porte de mon appart a esch sur alzette avec les clés et le portable dedans jécris depuis le tel de la voisine quelqu un peut venir vite svp",
  nt=True)
m("fr-s05", "Q", "gardening", "Habscht", "Eischen",
  "Un jardinier pourrait-il tailler une haie de thuyas de 40 mètres à Eischen avant fin mai ?")
m("fr-s06", "BQ", "appliance-repair", "Differdange", "Obercorn",
  "Mon lave-linge Bosch Serie 6 affiche E18 et ne vidange plus, on habite à Obercorn, vous dépannez le samedi ?",
  nt=True)
m("fr-s07", "Q", "solar", "Weiler-la-Tour", "Weiler-la-Tour",
  "Ça vaut le coup d'ajouter une batterie à nos panneaux photovoltaïques posés en 2019 à Weiler-la-Tour ou c'est de l'argent jeté par la fenêtre ?",
  nt=True)
m("fr-s08", "", None, None, None,
  "Je cherche quelqu'un pour donner des cours de maths et de physique à mon fils en première, deux soirs par semaine, idéalement un étudiant.",
  nt=True)
m("fr-s09", "PQ", "legal", None, None,
  "Mon propriétaire à Schifflange refuse de me rendre ma garantie locative de 2 400 € trois mois après l'état des lieux de sortie, est-ce que ça vaut la peine de prendre un avocat ?",
  distractors=("Schifflange",))
m("fr-s10", "Q", "pest-control", "Rumelange", "Rumelange",
  "Un nid de frelons asiatiques gros comme un ballon est accroché dans le cerisier au fond du jardin à Rumelange, qui peut l'enlever sans danger ?",
  nt=True)

m("fr-t01", "BLOPQ", "plumbing", "Mondorf-les-Bains", "Mondorf-les-Bains",
  "Nous tenons un petit hôtel de douze chambres à Mondorf-les-Bains, à deux pas des thermes. Depuis environ un mois, trois chambres du deuxième étage ont une odeur d'égout qui remonte par la douche, surtout le matin quand tout le monde se lave en même temps. Le chauffagiste qui entretient notre chaudière est passé et pense à un problème de ventilation de la colonne d'évacuation, mais ce n'est pas son domaine. On a versé de l'eau dans tous les siphons, rien n'y fait, et les clients commencent à le signaler sur Booking. Un groupe de curistes de Metz arrive le 15. Pourriez-vous nous envoyer quelqu'un qui s'y connaît en évacuations pour trouver l'origine ?",
  distractors=("Metz",), nt=True)
m("fr-t02", "LOQX", "heating", "Steinfort", "Kleinbettingen",
  "On a fait construire une extension il y a deux ans à Kleinbettingen avec un chauffage par le sol, branché sur la pompe à chaleur de la maison. Cet hiver, la partie ancienne est bien chaude mais l'extension reste à 17 degrés, même avec le thermostat à fond. Le carreleur qui a posé le sol dit que ce n'est pas lui, et l'entreprise qui a tout installé a fermé. Le voisin nous a juste dit « dat ass d'Hydraulik, dat muss een areguléieren ». Est-ce que quelqu'un peut venir équilibrer ou vérifier le circuit ?",
  nt=True)
m("fr-t03", "LPQ", "carpentry", "Boulaide", "Boulaide",
  "Nous habitons une ancienne ferme à Boulaide, tout près de la frontière, et nous travaillons tous les deux à Bastogne. Les volets en bois de la façade avant sont pourris en bas et deux ne ferment plus du tout. On voudrait les refaire à l'identique, en chêne ou en mélèze, parce que la commune est assez stricte sur l'aspect des vieilles maisons. On a demandé à un menuisier de Martelange, mais il a un délai d'un an. Connaissez-vous quelqu'un qui fait encore ce genre de travail sur mesure ?",
  distractors=("Bastogne", "Martelange"))
m("fr-t04", "B", "roofing", "Käerjeng", "Bascharage",
  "J'ai un garage automobile à Bascharage, un atelier avec un toit plat d'environ 200 m². Depuis les grosses pluies de la semaine dernière, ça goutte pile au-dessus du pont élévateur numéro 2, on a mis des seaux et une bâche. Mon assurance, Lalux, veut un rapport d'un professionnel avant de prendre quoi que ce soit en charge. Je cherche un couvreur qui peut faire une recherche de fuite et un devis pour refaire l'étanchéité, idéalement sans fermer l'atelier.")
m("fr-t05", "LOQ", "masonry", "Dalheim", "Dalheim",
  "Derrière notre maison à Dalheim, le terrain est en pente et tenu par un vieux mur en pierres sèches d'environ 1,5 m. Après les pluies de janvier, une partie de 4 mètres s'est effondrée sur l'allée du voisin. Le jardinier qui entretient le terrain a dégagé les pierres mais dit que le remonter n'est pas de son ressort. Le voisin est compréhensif mais voudrait que ce soit fait avant l'été. Qui peut remonter ce mur correctement, et faut-il une autorisation de la commune ?",
  nt=True)
m("fr-t06", "OQ", "tiling", "Frisange", "Aspelt",
  "On refait la salle de bain de notre maison à Aspelt. Le plombier a déjà déplacé les arrivées pour la douche à l'italienne et il reste à poser le carrelage : environ 22 m² au mur et 6 m² au sol, en grand format 60x120. Il nous a déconseillé de le faire nous-mêmes à cause des pentes. Quel est le prix au m² pour un carreleur par ici, et faut-il compter l'étanchéité en plus ?")
m("fr-t07", "PQ", "moving", "Pétange", "Rodange",
  "Suite à ma séparation, je quitte l'appartement de Rodange pour m'installer chez ma sœur à Longwy avec les enfants. C'est un troisième étage sans ascenseur, il y a un canapé d'angle, deux lits, une machine à laver et une trentaine de cartons. Mon ex garde le reste des meubles. J'aurais besoin de deux déménageurs avec une camionnette un samedi matin de juin, c'est possible et à quel prix ?",
  distractors=("Longwy",))
m("fr-t08", "LOPQ", "renovation", "Rambrouch", "Bigonville",
  "Nous sommes un couple de Belges et on vient d'acheter une ancienne ferme à Bigonville. Le toit a été refait il y a dix ans, mais pour le reste tout est d'origine : électricité sans terre, pas d'isolation, une seule salle de bain au rez-de-chaussée, du carrelage des années 70 et un vieux poêle à charbon. On travaille tous les deux au Kirchberg et on n'a ni le temps ni les compétences pour coordonner dix corps de métier. L'architecte qu'on a vu nous a conseillé de passer par une seule entreprise, clé sur porte. Est-ce que ce genre de société existe au Luxembourg ?",
  distractors=("Kirchberg",), not_place=("Luxembourg",), nt=True)
m("fr-t09", "BP", "it-support", "Roeser", "Crauthem",
  "J'ai un cabinet de kinésithérapie à Crauthem avec deux collègues. On a trois PC, une imprimante Brother en réseau et le logiciel de facturation pour la CNS. Depuis la mise à jour de Windows du week-end, plus personne n'arrive à imprimer et le PC de l'accueil perd le Wi-Fi toutes les dix minutes. Mon neveu a regardé mais il est reparti à Nancy pour ses études. J'ai besoin d'un informaticien qui vienne sur place, le plus vite possible.",
  distractors=("Nancy",))
m("fr-t10", "PQ", "photography", "Schengen", "Remerschen",
  "Nous sommes un petit domaine viticole familial à Remerschen. Cette année nous sortons une nouvelle gamme de crémants avec des étiquettes refaites, et nous serons au salon des vins de Paris en février. Il nous faudrait des photos professionnelles des bouteilles, mais aussi des vignes et de la famille au travail pendant les vendanges fin septembre. Quel budget faut-il prévoir pour un photographe sur deux demi-journées ?",
  distractors=("Paris",))
m("fr-t11", "LQ", "interior-design", "Ell", "Roodt-lès-Ell",
  "On vient de terminer la construction de notre maison à Roodt-lès-Ell. Tout est fini : les murs sont blancs, le parquet est posé, la cuisine est installée. Mais le séjour de 50 m² paraît vide et froid, on ne sait pas comment placer le canapé par rapport au poêle, quelles couleurs mettre au mur ni quels luminaires choisir. On ne veut plus de travaux, juste des conseils et un plan. Est-ce que quelqu'un propose ce genre de prestation à la journée ?",
  nt=True)
m("fr-t12", "PQ", "cleaning", "abroad", "Volmerange-les-Mines",
  "Nous habitons à Volmerange-les-Mines, juste de l'autre côté de la frontière en venant de Dudelange. On vient de finir deux ans de travaux dans la maison et il y a de la poussière de plâtre partout, sur les vitres, dans les placards, et des traces de peinture sur le carrelage. On emménage dans dix jours. Est-ce que vous avez des entreprises de nettoyage de fin de chantier qui se déplacent côté français ?",
  distractors=("Dudelange",))
m("fr-t13", "P", "accounting", None, None,
  "Je suis frontalière, j'habite à Thionville et je travaille dans une banque au Kirchberg depuis 2023. Cette année on a acheté une maison et on m'a dit que je pouvais être assimilée résidente et récupérer pas mal d'impôts au Luxembourg, mais entre le formulaire 100, les intérêts d'emprunt et la déclaration en France, je suis perdue. Je cherche un comptable ou une fiduciaire qui maîtrise la fiscalité des frontaliers pour faire ma déclaration.",
  distractors=("Thionville", "Kirchberg", "France"), not_place=("Luxembourg",))
m("fr-t14", "OPQ", "web-development", None, None,
  "J'ouvre en septembre un salon de toilettage pour chiens à Differdange. Un ami graphiste m'a fait le logo, mais il me faut un site avec prise de rendez-vous en ligne, paiement d'un acompte et des pages en trois langues (français, luxembourgeois, portugais). Est-ce qu'un développeur web chez vous peut faire ça, et dans quels prix ?",
  distractors=("Differdange",))
m("fr-t15", "PQ", "translation", None, None,
  "Pour mon mariage à la mairie d'Esch, je dois fournir mon acte de naissance brésilien traduit en français par un traducteur assermenté. L'officier d'état civil a bien insisté : pas de traduction faite au Brésil. Combien de temps ça prend et combien ça coûte en général ?",
  distractors=("Esch", "Brésil"))

# ---------------------------------------------------------------- de German
m("de-s01", "BQ", "electrical", "Weiswampach", "Weiswampach",
  "Wir haben für die Garage in Weiswampach eine Wallbox von ABL gekauft – wer schließt die an und meldet sie bei Creos an?",
  nt=True)
m("de-s02", "Q", "locksmith", "Grevenmacher", "Grevenmacher",
  "Der Schließzylinder an unserer Haustür in Grevenmacher dreht einfach durch, der Schlüssel geht rein, aber nichts passiert – hat ein Schlüsseldienst heute noch Zeit?")
m("de-s03", "C", "painting", "Echternach", "echternach",
  "suche maler fuer ferienwohnung in echternach 3 zimmer komplett weiss streichen muss vor ostern fertig sein gaeste kommen am 20")
m("de-s04", "Q", "gardening", "Bech", "Rippig",
  "Unsere Streuobstwiese in Rippig hat dreißig alte Hochstämme, die seit Jahren keiner mehr geschnitten hat – macht das jemand fachgerecht?",
  nt=True)
m("de-s05", "", "heating", "Vianden", "Vianden",
  "In unserem kleinen Hotel in Vianden bleiben die Heizkörper im zweiten Stock kalt, während unten alles warm ist, deshalb suchen wir dringend einen Heizungsinstallateur.",
  not_place=("einen",))
m("de-s06", "Q", "pest-control", "Rosport-Mompach", "Rosport",
  "In der Scheune in Rosport nisten seit dem Frühjahr Tauben und alles ist voller Kot – wer kann die dauerhaft fernhalten?",
  nt=True)
m("de-s07", "B", "appliance-repair", "Consdorf", "Consdorf",
  "Unser Geschirrspüler Miele G 7100 in Consdorf zeigt den Fehler F24 und pumpt das Wasser nicht mehr ab.",
  nt=True)
m("de-s08", "BQ", None, None, None,
  "Wer wechselt mir günstig die Winterreifen und schaut sich die quietschenden Bremsen an meinem Golf 7 an?",
  nt=True)
m("de-s09", "PQ", "accounting", None, None,
  "Als Grenzgänger aus Merzig brauche ich einen Steuerberater für die luxemburgische Steuererklärung wegen Steuerklasse und Werbungskosten – wer macht so etwas zu einem fairen Preis?",
  distractors=("Merzig",), not_place=("einen",))
m("de-s10", "Q", "cleaning", "Berdorf", "Berdorf",
  "Welche Reinigungsfirma übernimmt samstags zwischen 10 und 15 Uhr die Endreinigung von zwei Ferienwohnungen in Berdorf?")

m("de-t01", "OPQ", "masonry", "Mertert", "Wasserbillig",
  "Wir wohnen in Wasserbillig in einem Haus von 1925. Der Schornsteinfeger war letzte Woche zur Kontrolle da und hat gesagt, der Kaminkopf über dem Dach sei marode: die Fugen sind ausgewaschen, zwei Steine wackeln schon. Der Kamin wird noch für unseren Holzofen genutzt. Ein Dachdecker aus Trier meinte, das sei keine Dacharbeit, sondern Mauerwerk. Wer kann den Kaminkopf neu aufmauern oder zumindest sanieren?",
  distractors=("Trier",), nt=True)
m("de-t02", "OQ", "masonry", "Junglinster", "Burglinster",
  "Unser Grundstück in Burglinster liegt am Hang, und die Stützmauer aus Betonsteinen zur Straße hin hat sich im Winter deutlich nach außen geneigt, in der Mitte sieht man schon einen langen Riss. Die Gemeinde hat uns deswegen einen Brief geschickt, weil der Gehweg direkt darunter liegt. Mein Schwager ist Statiker und meint, die Mauer müsse abgetragen und mit Fundament neu gebaut werden. Was verlangt ein Maurer für so etwas ungefähr, bei 12 Metern Länge und 1,8 Metern Höhe?",
  not_place=("einen",))
m("de-t03", "", "plumbing", "Stadtbredimus", "Greiweldingen",
  "Wir sind ein kleines Weingut in Greiweldingen. Bei Starkregen läuft im Gärkeller das Wasser aus dem Bodenablauf zurück statt ab, letzten Sommer stand es zehn Zentimeter hoch zwischen den Tanks. Der Kanal der Gemeinde soll in Ordnung sein. Vermutlich fehlt eine Rückstauklappe oder die Leitung ist zu. Wir bräuchten jemanden, der mit der Kamera reinschaut und das behebt, am besten vor der Lese im September.",
  nt=True)
m("de-t04", "", "roofing", "Manternach", "Berburg",
  "Bei jedem stärkeren Wind klappert es bei uns in Berburg oben auf dem Dach. Mein Mann war mit der Leiter oben: mehrere Firstziegel sind lose, einer ist schon runtergefallen und hat das Auto vom Nachbarn knapp verfehlt. Unser Haus ist ein Bungalow aus den 70ern. Wir suchen einen Dachdecker, der sich das kurzfristig ansieht.",
  not_place=("einen",))
m("de-t05", "OPQ", "tiling", "Wormeldange", "Ehnen",
  "Wir betreiben eine kleine Weinstube direkt an der Mosel in Ehnen, mit Terrasse zum Fluss. Die Fliesen auf der Terrasse, die auf Estrich verklebt sind, haben sich über den Winter an mehreren Stellen gelöst, einige sind gerissen, und im Mai beginnt die Saison. Der Gärtner, der unsere Kübelpflanzen pflegt, meint, das Gefälle stimme nicht und darunter stehe Wasser. Kann ein Fliesenleger die Fliesen neu verlegen, bevor wir öffnen, und was kostet das pro Quadratmeter?",
  distractors=("Mosel",))
m("de-t06", "Q", "carpentry", "Biwer", "Wecker",
  "Wir haben in Wecker ein altes Haus mit einer Holztreppe aus den 50er-Jahren. Die Stufen knarren bei jedem Schritt, und das Geländer wackelt so sehr, dass ich Angst um meine Mutter habe, die jetzt bei uns wohnt. Wir wollen die Treppe nicht ersetzen, sondern richten lassen. Der Schreiner im Nachbarort ist bis Herbst ausgebucht. Gibt es noch jemanden, der so etwas repariert?")
m("de-t07", "PQ", "moving", "abroad", "Konz",
  "Wir sind Rentner und ziehen nach 30 Jahren in Konz auf die andere Moselseite nach Remich, in eine kleinere Wohnung mit Aufzug. Es geht um eine Vierzimmerwohnung, Klavier inklusive, und die Küche soll mit. Bei uns in Deutschland haben die Umzugsfirmen gesagt, sie fahren nicht gern nach Luxemburg wegen der Formalitäten. Wer macht so einen Umzug über die Grenze, und braucht man dafür irgendwelche Papiere?",
  distractors=("Remich", "Deutschland"), not_place=("Luxemburg", "einen"))
m("de-t08", "LPQ", "renovation", "Waldbillig", "Müllerthal",
  "Meine Frau und ich haben im Dorf Müllerthal ein altes Gasthaus gekauft, das seit zehn Jahren leer steht. Wir wollen daraus ein kleines Bed & Breakfast mit fünf Zimmern machen. Das Dach ist dicht, aber sonst muss alles neu: Elektrik, Heizung, jedes Zimmer ein eigenes Bad, Böden, Fenster, Brandschutz. Wir kommen aus Köln, sprechen kaum Französisch und kennen hier niemanden. Die Baugenehmigung hat die Gemeinde schon in Aussicht gestellt. Gibt es hier einen Generalunternehmer, der so ein Projekt komplett übernimmt und die einzelnen Gewerke koordiniert?",
  distractors=("Köln",), not_place=("einen",))
m("de-t09", "B", "it-support", "Betzdorf", "Roodt-sur-Syre",
  "Wir haben einen Milchviehbetrieb in Roodt-sur-Syre und seit letztem Jahr einen Melkroboter von Lely. Der Stall ist 80 Meter vom Wohnhaus entfernt, und das WLAN dort bricht ständig ab, sodass die App keine Alarme mehr schickt und die Kameras im Abkalbebereich offline sind. Die Fritzbox steht im Büro im Haus. Wir suchen jemanden, der vor Ort eine stabile Netzwerkverbindung bis in den Stall legt.",
  not_place=("einen",), nt=True)
m("de-t10", "Q", "photography", "Clervaux", "Clerf",
  "Wir vermieten drei Ferienwohnungen in Clerf, direkt unterhalb vom Schloss. Unsere Fotos auf den Buchungsportalen sind noch mit dem Handy gemacht und sehen entsprechend aus, die Buchungen sind deutlich zurückgegangen. Wir hätten gern professionelle Innen- und Außenaufnahmen, gern auch ein paar Drohnenbilder vom Ort. Was kostet ein Fotograf für so etwas ungefähr?")
m("de-t11", "Q", "interior-design", "Beaufort", "Befort",
  "Ich habe eine Physiotherapiepraxis in Befort und will das Wartezimmer und den Empfang freundlicher gestalten. Umbauen möchte ich nichts, es geht um Farben, Möbel, Licht und vielleicht ein paar Pflanzen. Die Patienten sind meistens ältere Leute, also bitte nichts zu Modernes. Gibt es hier jemanden, der mich bei so etwas berät?",
  nt=True)
m("de-t12", "Q", "solar", "Remich", "Remich",
  "Unser Haus in Remich hat ein großes Süddach, ungefähr 60 Quadratmeter ohne Gauben. Der Nachbar hat letztes Jahr eine Photovoltaikanlage mit Speicher bekommen und ist begeistert. Wir fragen uns, ob sich das bei uns mit zwei Elektroautos auch lohnt und welche Förderung es in Luxemburg aktuell gibt. Wer macht uns ein Angebot?",
  not_place=("Luxemburg",), nt=True)
m("de-t13", "PX", "legal", None, None,
  "Ich arbeite seit sieben Jahren als Lagerist bei einer Spedition in Contern und wohne in Saarburg. Gestern hat man mir die Kündigung mit sofortiger Wirkung gegeben, angeblich wegen schwerer Verfehlung, weil ich zweimal zu spät war. Mein Chef sagte nur: « c'est comme ça, au revoir ». Die Gewerkschaft meint, ich hätte nur drei Monate, um dagegen vorzugehen. Ich brauche einen Anwalt, der sich mit luxemburgischem Arbeitsrecht auskennt.",
  distractors=("Contern", "Saarburg"), not_place=("einen",))
m("de-t14", "BOPQ", "web-development", None, None,
  "Ich bin Hufschmied und arbeite in der ganzen Region um Echternach und Bitburg. Bisher laufen meine Termine über WhatsApp und einen Papierkalender, das wird mir zu chaotisch. Ich hätte gern eine einfache Website mit Terminbuchung und einer Seite über meine Leistungen, auf Deutsch und Französisch. Was kostet so was ungefähr, und wie lange dauert das?",
  distractors=("Echternach", "Bitburg"), not_place=("einen",), nt=True)
m("de-t15", "PQ", "translation", None, None,
  "Wir wollen heiraten, und das Standesamt in Grevenmacher verlangt meine Geburtsurkunde aus Polen mit beglaubigter Übersetzung ins Französische oder Deutsche. Ich wohne in Wasserliesch, arbeite aber in Luxemburg. Muss der Übersetzer in Luxemburg vereidigt sein oder geht auch einer aus Deutschland?",
  distractors=("Grevenmacher", "Polen", "Wasserliesch", "Deutschland"), not_place=("Luxemburg",))

# ---------------------------------------------------------------- en English
m("en-s01", "CQ", "pest-control", "Luxembourg", "kirchberg",
  "mice behind the kitchen units in our flat in kirchberg we hear them scratching every night who do i even call for this",
  nt=True)
m("en-s02", "", "plumbing", "Strassen", "Strassen",
  "Our water bill has doubled and the meter keeps turning even with every tap off, so I think there's a leak somewhere under the house in Strassen.",
  not_place=("bill",), nt=True)
m("en-s03", "Q", "electrical", "Bertrange", "Bertrange",
  "Can an electrician install outdoor sockets and some garden lighting along the driveway of our house in Bertrange?")
m("en-s04", "Q", "locksmith", "Kopstal", "Bridel",
  "We've just bought a house in Bridel and want every lock changed since nobody knows how many keys the previous owners handed out, what does that usually cost?",
  nt=True)
m("en-s05", "BQ", "appliance-repair", "Mamer", "Mamer",
  "Our Samsung fridge-freezer in Mamer clicks every few minutes and the freezer drawer is slowly thawing, is it worth repairing?",
  nt=True)
m("en-s06", "", "gardening", "Garnich", "Garnich",
  "Looking for a gardener to scarify and reseed a mossy, patchy lawn in Garnich before the summer.")
m("en-s07", "", "painting", "Luxembourg", "L-1521",
  "Need a painter for a two-bed flat in L-1521 before I hand it back to the landlord, the walls are magnolia and must go back to white.")
m("en-s08", "Q", None, None, None,
  "We're looking for an English-speaking nanny for our two kids, three afternoons a week after school, any recommendations?",
  nt=True)
m("en-s09", "PQ", "web-development", None, None,
  "I run a small yoga studio in Howald and need a simple website where people can book and pay for classes, who builds these?",
  distractors=("Howald",), nt=True)
m("en-s10", "", "cleaning", "Leudelange", "Leudelange",
  "Need a cleaning company for an end-of-tenancy clean of a three-bed house in Leudelange on 30 June, including oven, windows and garage.")

m("en-t01", "BLPQ", "pest-control", "Saeul", "Saeul",
  "We moved from Manchester to an old farmhouse in Saeul last spring and we love it, but since the farmer next door harvested his maize we've had rats in the barn and now in the utility room as well. We've tried the traps from Hornbach and the dog caught one, but they keep coming back, and my wife is pregnant so we really don't want to put poison down ourselves. Is there a pest control company that will come out this week and deal with it properly?",
  distractors=("Manchester",))
m("en-t02", "BLOQ", "heating", "Niederanven", "Senningerberg",
  "Two years ago we had a Viessmann heat pump put in at our house in Senningerberg, replacing an old oil boiler. Since then our electricity costs have nearly tripled and the upstairs is never really warm. The company that fitted it has since gone out of business, and the electrician who checked the meter says everything on his side is fine. I suspect the settings were never done properly. Could someone who knows these systems come and look at the configuration and the flow temperatures?",
  nt=True)
m("en-t03", "BQ", "roofing", "Contern", "Moutfort",
  "Last week's hailstorm cracked a fair number of the clay tiles on the south side of our roof in Moutfort, and you can see daylight from the attic in two spots. Our insurer (Foyer) has opened a claim but wants a roofer's report and a quote before they send an assessor. We've phoned three companies and nobody picks up. Can anyone recommend a roofer who can come out soon?")
m("en-t04", "OQ", "masonry", "Kehlen", "Nospelt",
  "Our garden in Nospelt is bordered by an old sandstone wall, maybe a hundred years old and about 25 metres long. The mortar has turned to sand in places and the top stones are coming loose, and a neighbour's kid climbed on it last week, which gave us a fright. A landscaper quoted us for the planting but said the wall itself needs someone who does lime repointing. Who does that kind of work around here?",
  nt=True)
m("en-t05", "OQ", "tiling", "Walferdange", "Helmsange",
  "The grout in our ensuite shower in Helmsange has gone black and several tiles sound hollow when you tap them. We had it resealed twice, no change. The plumber says the mixer is fine and that water is probably getting behind the tiles. We'd like the shower walls stripped and re-tiled. Any recommendations for a tiler, and how long does a job like this take?")
m("en-t06", "BQ", "carpentry", "Lorentzweiler", "Bofferdange",
  "We're renovating a 1970s house in Bofferdange bit by bit. The seven internal doors are the original dark veneer ones, warped and not closing properly, and the frames are all slightly different widths, so the standard doors from Bauhaus don't fit. We'd like solid doors made or adapted to measure and hung properly. Is there a joiner nearby who'd take on a small job like this?")
m("en-t07", "PQ", "moving", "Schuttrange", "Munsbach",
  "My employer is relocating me to Singapore in September. The company covers the international shipment, but we have to empty our rented house in Munsbach ourselves: some furniture goes into storage in Contern, a few pieces go to a friend in Sandweiler, and the rest gets sold. I'd need a team with a van for one or two days, including taking apart the beds and a big wardrobe. Roughly what would that cost?",
  distractors=("Singapore", "Contern", "Sandweiler"), nt=True)
m("en-t08", "LPQ", "renovation", "Helperknapp", "Hollenfels",
  "We've just bought a 1960s bungalow in Hollenfels. It's structurally fine but hasn't been touched in decades: the kitchen is original, the bathroom has a pink suite, the wiring has no earth, the windows are single glazed and the oil tank is buried in the garden. We both commute to Kirchberg and neither of us speaks French or Luxembourgish well, so coordinating separate trades would be a nightmare. We're looking for one company that can manage the whole renovation, ideally with an English-speaking project manager. How does this usually work here, and is six months realistic?",
  distractors=("Kirchberg",), nt=True)
m("en-t09", "BLP", "it-support", "Lintgen", "Lintgen",
  "I work from home in Lintgen three days a week for a firm in Munich, and my wife runs her own small business from the same house. Our POST fibre is fast at the router, but the office above the garage keeps dropping off the Wi-Fi and the VPN disconnects in the middle of calls. The printer also vanishes from the network every other day. I'd like an IT person to come out, look at the setup and probably put in a proper mesh system or a cabled access point.",
  distractors=("Munich",))
m("en-t10", "PQ", "photography", "Esch-sur-Sûre", "Esch-sur-Sûre",
  "My fiancée and I live in Dublin and are planning a small elopement in Luxembourg next June, just us and two witnesses. We'd love to have photos taken at Esch-sur-Sûre, by the castle ruins and down by the lake, ideally at sunset. We'd want around three hours of coverage and edited images. Are there photographers who do this, and what kind of budget should we expect?",
  distractors=("Dublin",), not_place=("Luxembourg",))
m("en-t11", "OQ", "interior-design", "Beckerich", "Beckerich",
  "We converted a barn in Beckerich and the builders finished last month. The main living space is open plan with a seven-metre ceiling and exposed beams, and somehow it still feels like a barn: echoey, cold light, furniture lost in the space. We don't want any more building work, just someone with a good eye to suggest a colour scheme, furniture layout, rugs and a lighting plan. Does anyone offer that kind of consultation here?",
  nt=True)
m("en-t12", "PQ", "solar", "abroad", "Arlon",
  "We're a British family living just over the border in Arlon and I commute to Luxembourg City every day. Our roof faces south-west and we're thinking about solar panels plus a battery. Belgian installers have quoted us, but a colleague said some Luxembourg firms also work on the Belgian side. Would any of your solar installers come out to Arlon to give us a quote?",
  distractors=("Luxembourg City",), not_place=("Luxembourg",))
m("en-t13", "BPQX", "legal", None, None,
  "I've been renting a flat in Gasperich for four years. The landlord has now sent a letter « par recommandé » giving us notice for « besoin personnel », saying his son needs the flat, but we've seen it advertised on atHome at a higher rent. We have two kids in school nearby. Is that even allowed here, and do we need a lawyer to contest it?",
  distractors=("Gasperich",))
m("en-t14", "P", "accounting", None, None,
  "I moved here from Toronto last year and started freelancing as a UX consultant, registered as self-employed. I have no idea what I'm supposed to file: income tax return, VAT returns, social security contributions to the CCSS. My accountant back in Canada can't help with Luxembourg rules. I'm looking for an English-speaking accountant who can take over the bookkeeping and the tax return for a reasonable fee.",
  distractors=("Toronto", "Canada"), not_place=("Luxembourg",))
m("en-t15", "PQ", "translation", None, None,
  "My son is starting at a school in Mersch in September and the ministry wants his school reports from the UK translated into French or German. Does it have to be a sworn translator, and how much would four pages cost?",
  distractors=("Mersch", "UK"))

# ---------------------------------------------------------------- pt Portuguese
m("pt-s01", "", "cleaning", "Ettelbruck", "Ettelbruck",
  "Procuro uma senhora para limpar o café que temos em Ettelbruck duas vezes por semana, depois do fecho às 19h.",
  nt=True)
m("pt-s02", "Q", "tiling", "Mersch", "Mersch",
  "Quanto leva mais ou menos um ladrilhador para assentar azulejo na parede da cozinha, uns 12 m2, numa casa em Mersch?")
m("pt-s03", "Q", "locksmith", "Diekirch", "Diekirch",
  "A chave partiu-se dentro da fechadura da porta do prédio em Diekirch e ninguém consegue entrar nem sair, alguém pode vir já?",
  nt=True)
m("pt-s04", "", "electrical", "Colmar-Berg", "Colmar-Berg",
  "Tenho uma padaria em Colmar-Berg e o quadro elétrico deita faísca quando ligo o forno grande, preciso de um eletricista urgente.")
m("pt-s05", "X", "painting", "Luxembourg", "Hollerich",
  "Preciso de um pintor para a escada do prédio em Hollerich, o syndic pediu três devis até ao fim do mês.")
m("pt-s06", "CQ", "plumbing", "Schieren", "schieren",
  "o esgoto onde despeja a maquina de lavar esta sempre a deitar agua para tras e inunda a lavandaria aqui em schieren o que faço",
  nt=True)
m("pt-s07", "Q", "gardening", "Feulen", "Niederfeulen",
  "Há algum jardineiro que corte a relva e apare as sebes de uma moradia em Niederfeulen de quinze em quinze dias?")
m("pt-s08", "Q", None, None, None,
  "A minha mãe tem 82 anos e já não sai de casa, há alguma cabeleireira que venha cortar o cabelo ao domicílio?",
  nt=True)
m("pt-s09", "P", "translation", None, None,
  "Preciso da tradução ajuramentada do meu diploma de enfermagem do Porto para francês, para entregar no Ministério da Saúde.",
  distractors=("Porto",))
m("pt-s10", "BQ", "appliance-repair", "Bissen", "Bissen",
  "A minha máquina de secar Beko em Bissen aquece mas o tambor não roda, vale a pena arranjar ou compro nova?",
  nt=True)

m("pt-t01", "BLOQX", "cleaning", "Wiltz", "Wiltz",
  "Na semana passada a ribeira transbordou e o rés-do-chão e a cave da nossa casa em Wiltz ficaram com meio metro de água e lama. Os bombeiros já bombearam tudo e o eletricista veio ver o quadro, está tudo bem. O seguro, a Foyer, paga a limpeza, mas diz que tem de ser uma firma profissional com fatura. A minha sogra diz que em alemão se chama „Grundreinigung“ e que é caro. Alguém conhece uma empresa de limpezas que faça limpeza a fundo depois de uma inundação?")
m("pt-t02", "LOPQ", "heating", "Larochette", "Larochette",
  "Moro num apartamento alugado em Larochette com os meus dois filhos. Desde novembro a caldeira a gasóleo faz um barulho enorme quando arranca e o radiador do quarto dos miúdos está sempre frio, mesmo depois de eu tirar o ar. O canalizador que veio por causa de uma fuga no lava-loiça disse que isso já não é com ele. O senhorio vive em Portugal e diz para eu chamar um técnico de aquecimento e mandar-lhe a fatura. Quem pode vir ver isto antes que fique mais frio?",
  distractors=("Portugal",))
m("pt-t03", "QX", "roofing", "Lac de la Haute-Sûre", "Harlange",
  "Trabalho numa quinta em Harlange e moro na casinha que o patrão me arranja. Depois da trovoada com granizo há duas semanas ficaram várias telhas partidas e agora quando chove entra água no sótão, já pus baldes. O patrão diz que o Dach é da conta dele mas que eu procure alguém, porque ele não tem tempo. Conhecem alguém que trate de telhados aqui no norte e que venha ver?",
  nt=True)
m("pt-t04", "PQX", "masonry", "Erpeldange-sur-Sûre", "Ingeldorf",
  "Comprámos uma casa em Ingeldorf e à frente só há uma rede velha. Queremos fazer um muro de vedação em blocos, com 1,20 m de altura e uns 18 metros de comprimento, rebocado dos dois lados. Já fomos à Gemeng e disseram que com essa altura basta uma autorisation simples, não precisa de Baugenehmigung. O meu cunhado é trolha em Portugal mas só vem em agosto e nós queremos isto feito antes. Quanto costuma custar um trabalho destes?",
  distractors=("Portugal",))
m("pt-t05", "OQ", "carpentry", "Tandel", "Bastendorf",
  "A porta de entrada da nossa casa em Bastendorf é de madeira maciça e com a humidade do inverno empenou: a fechadura está boa, a chave roda bem, mas a porta bate em cima no aro e temos de a empurrar com o ombro. O serralheiro que veio cá disse que o problema não é dele, é da madeira. Alguém faz este tipo de afinação ou é preciso fazer porta nova?",
  nt=True)
m("pt-t06", "PQ", "moving", "Redange", "Redange",
  "Vamos ter o terceiro filho e o apartamento em Redange ficou pequeno. Encontrámos uma casa em Esch-sur-Alzette, perto do trabalho do meu marido, e mudamo-nos no fim de março. Temos os móveis de três quartos, sala e cozinha, mais as bicicletas dos miúdos. Precisávamos de uma empresa de mudanças com desmontagem e montagem dos móveis, quanto é que isso custa mais ou menos?",
  distractors=("Esch-sur-Alzette",))
m("pt-t07", "BLPQX", "renovation", "Mertzig", "Mertzig",
  "Sou português, estou no Luxemburgo há 15 anos e finalmente comprei uma casa velha em Mertzig, dos anos 50. Está tudo por fazer: a canalização ainda é de chumbo, a eletricidade não tem terra, a casa de banho é do tempo da avó, o chão tem de ser todo levantado e quero pôr isolamento por fora. Trabalho por turnos na Goodyear em Colmar-Berg, por isso não consigo andar atrás de cinco firmas diferentes. O banco pede um orçamento completo para o prêt. Há alguma empresa que faça tudo, do princípio ao fim, com um só responsável?",
  distractors=("Colmar-Berg",), not_place=("Luxemburgo",), nt=True)
m("pt-t08", "OQ", "solar", "Useldange", "Useldange",
  "Tenho uma oficina de mecânica em Useldange com um pavilhão de 400 m2 e o telhado virado a sul. Com o preço da eletricidade, os compressores e as máquinas estão a comer-me o lucro todo. O eletricista que me faz a manutenção disse que com painéis no telhado podia produzir grande parte do que gasto durante o dia. Vale a pena para uma empresa pequena, e há ajudas do Estado para isso?",
  nt=True)
m("pt-t09", "BLP", "it-support", "Groussbus-Wal", "Grosbous",
  "Temos um restaurante em Grosbous. Desde sexta-feira a impressora da cozinha deixou de receber os pedidos do sistema de caixa, e o wi-fi dos clientes também está sempre a cair. A firma da caixa, que é de Bruxelas, diz que o problema é da nossa rede e não deles. A minha filha diz que o router da POST tem de ser configurado de novo, mas ela não percebe disso. Preciso de um técnico de informática que venha cá ao restaurante pôr isto a funcionar antes do fim de semana.",
  distractors=("Bruxelas",))
m("pt-t10", "PQ", "photography", "Bettendorf", "Gilsdorf",
  "A nossa filha vai ser batizada no dia 14 de junho na igreja de Gilsdorf e depois fazemos a festa num salão em Diekirch com 80 pessoas. Queríamos um fotógrafo para a cerimónia e para as primeiras horas da festa, e se possível também um pequeno vídeo. Quanto se costuma pagar por isso?",
  distractors=("Diekirch",))
m("pt-t11", "Q", "interior-design", "Winseler", "Doncols",
  "Construímos uma casa em Doncols e a obra acabou agora. Está tudo branco e vazio e não temos jeito nenhum para decoração: não sabemos que cores pôr nas paredes da sala, como organizar os móveis numa sala grande em L nem que candeeiros comprar. Não queremos mais obras, só alguém que nos aconselhe e faça um plano, para depois irmos comprar tudo. Isso existe aqui?",
  nt=True)
m("pt-t12", "PQ", "pest-control", "abroad", "Longwy",
  "Moramos em Longwy, do lado francês, e trabalhamos os dois no Luxemburgo. Depois de umas férias acho que trouxemos percevejos na mala: picadas nos braços todas as manhãs e manchinhas pretas no colchão. Já lavámos tudo a 60 graus e aspirámos, mas continuam. Vocês têm alguma empresa de desinfestação que venha a França?",
  distractors=("França",), not_place=("Luxemburgo",))
m("pt-t13", "BP", "legal", None, None,
  "Trabalho há seis anos numa empresa de limpezas em Strassen. O patrão quer mudar-me o contrato de 40 para 20 horas e diz que se eu não assinar sou despedida. Já falei com o sindicato, o OGBL, mas só me dão consulta daqui a três semanas. Preciso de um advogado que me diga se ele pode fazer isso e se posso recusar sem perder o direito ao desemprego.",
  distractors=("Strassen",))
m("pt-t14", "PQX", "accounting", None, None,
  "O meu marido e eu temos um pequeno snack-bar em Bettembourg há dois anos. Até agora era o meu cunhado que fazia as contas, mas ele voltou para Portugal e ficámos sem ninguém para a contabilidade, as declarações de TVA e os salários das duas empregadas. Recebemos uma carta do Enregistrement com uma multa por atraso. Quem faz isto e quanto cobra por mês?",
  distractors=("Bettembourg", "Portugal"))
m("pt-t15", "BPQ", "web-development", None, None,
  "Tenho uma pequena pastelaria portuguesa em Differdange, faço bolos de aniversário e pastéis de nata por encomenda. Até agora as encomendas chegam por Facebook e telefone, e perco muitos pedidos. Queria um site simples em português e francês, com fotos dos bolos e um formulário de encomenda. Quanto custa algo assim?",
  distractors=("Differdange",), nt=True)

# ---------------------------------------------------------------- it Italian
m("it-s01", "Q", "heating", "Dudelange", "Dudelange",
  "I termosifoni di casa a Dudelange fanno un gorgoglio continuo e al piano di sopra restano tiepidi, bisogna sfiatarli o è la caldaia?",
  nt=True)
m("it-s02", "", "electrical", "Schifflange", "Schifflange",
  "Mi serve un elettricista a Schifflange per spostare tre prese e aggiungere un punto luce nel garage.")
m("it-s03", "Q", "locksmith", "Bertrange", "Bertrange",
  "Ho perso le chiavi della cassetta delle lettere del condominio a Bertrange, chi può aprirla e cambiare la serratura?",
  nt=True)
m("it-s04", "Q", "tiling", "Kayl", "Kayl",
  "Quanto chiede un piastrellista per rifare le fughe e sostituire una decina di piastrelle rotte sul balcone a Kayl?")
m("it-s05", "", "gardening", "Fischbach", "Angelsberg",
  "Cerco qualcuno che mi vanghi l'orto e poti la vite sul pergolato ad Angelsberg, ho 84 anni e non ce la faccio più.",
  nt=True)
m("it-s06", "BQ", "appliance-repair", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Il forno elettrico Smeg della nostra pizzeria a Esch-sur-Alzette non arriva più a temperatura, chi ripara forni professionali?",
  nt=True)
m("it-s07", "CQ", "painting", "Differdange", "differdange",
  "cerco imbianchino per 3 stanze a differdange prezzo piu o meno")
m("it-s08", "", None, None, None,
  "Cerchiamo un catering per la prima comunione di nostra figlia a maggio, una sessantina di persone, menù italiano.")
m("it-s09", "PQ", "legal", None, None,
  "Mio padre è morto a Rumelange e aveva anche una casa in Abruzzo, serve un avvocato per la successione tra Lussemburgo e Italia?",
  distractors=("Rumelange", "Abruzzo", "Italia"), not_place=("Lussemburgo",))
m("it-s10", "", "pest-control", "Mondercange", "Pontpierre",
  "Da settimane ci entrano le formiche in cucina a Pontpierre e l'aceto non serve a niente.",
  nt=True)

m("it-t01", "PQ", "electrical", "Remich", "Remich",
  "Abbiamo una gelateria sulla passeggiata lungo la Mosella a Remich. Dopo il temporale di domenica l'insegna luminosa e le luci della terrazza non funzionano più, e il salvavita salta ogni volta che piove. Le vetrine frigo per fortuna sono su un'altra linea e vanno. Siamo in piena stagione e la sera, senza luci fuori, perdiamo clienti. Potete mandarci un elettricista domani?",
  distractors=("Mosella",))
m("it-t02", "OQX", "plumbing", "Luxembourg", "Cessange",
  "Abito in un condominio a Cessange, al secondo piano. Da una settimana sul soffitto del bagno c'è una macchia d'acqua che si allarga, e l'intonaco comincia a cadere. Il syndic dice che è un « dégât des eaux » e che bisogna cercare la perdita dal vicino di sopra, che però è quasi sempre in viaggio. Dopo, l'imbianchino rifarà il soffitto. Chi può venire a trovare la perdita?",
  nt=True)
m("it-t03", "PQ", "roofing", "Bourscheid", "Bourscheid",
  "Abbiamo una casa per le vacanze a Bourscheid, sotto il castello. Quest'autunno i vicini ci hanno scritto che l'acqua trabocca dalle grondaie e cola lungo la facciata, e un pluviale si è staccato dal muro. Noi viviamo a Torino e veniamo solo d'estate. Qualcuno può pulire le grondaie, rifissare il pluviale e mandarci qualche foto del lavoro?",
  distractors=("Torino",), nt=True)
m("it-t04", "BPQ", "masonry", "Bettembourg", "Bettembourg",
  "Mio marito sogna da anni un forno a legna per la pizza in giardino, come quello di suo nonno in Calabria. Abbiamo spazio dietro casa a Bettembourg e vorremmo farlo in mattoni refrattari, con una base in muratura e una piccola tettoia sopra. Non vogliamo un forno prefabbricato del Brico. Chi costruisce questo tipo di forni qui, e quanto può costare?",
  distractors=("Calabria",), nt=True)
m("it-t05", "BOQ", "carpentry", "Strassen", "Strassen",
  "Nella nostra casa a Strassen tra cucina e soggiorno c'è un'apertura di 1,6 metri senza porta e d'inverno il calore scappa. Il muratore che l'ha allargata l'anno scorso ci ha detto che una porta a scomparsa non si può fare. Vorremmo una porta scorrevole in legno massello fatta su misura, che scorra lungo il muro. Da Ikea non c'è niente delle misure giuste. Conoscete un falegname bravo in zona?")
m("it-t06", "PQ", "moving", "Pétange", "Lamadelaine",
  "Mia madre ha 88 anni e vive da sola in un appartamento a Lamadelaine, al terzo piano senza ascensore. Abbiamo deciso che viene a stare da noi a Kayl. Bisogna portare il suo letto, l'armadio di famiglia da smontare, la credenza e una ventina di scatoloni. Il resto lo diamo alla Caritas. Quanto costa un trasloco così piccolo?",
  distractors=("Kayl",), nt=True)
m("it-t07", "", "cleaning", "Ettelbruck", "Ettelbruck",
  "Abbiamo appena finito di ristrutturare il nostro negozio di ottica a Ettelbruck e inauguriamo sabato prossimo. Gli operai hanno lasciato polvere dappertutto, sulle vetrine, sugli scaffali e sul pavimento nuovo, e noi non abbiamo tempo. Cerchiamo una ditta di pulizie per una pulizia di fine cantiere giovedì o venerdì.")
m("it-t08", "BLPQX", "renovation", "Rumelange", "Rumelange",
  "La casa di mio nonno a Rumelange è una vecchia casa di minatori del 1932. Ora che è rimasta a me, vorrei sistemarla per viverci con la mia famiglia. Bisogna rifare tutto: impianto elettrico, bagno, cucina, infissi, isolamento del tetto e l'intonaco esterno che cade a pezzi. Ho chiesto tre preventivi separati, ma non riesco a coordinare i lavori perché lavoro a turni all'ArcelorMittal di Differdange. Mia moglie dice: « il faut une entreprise générale ». Conoscete un'impresa che si occupi di tutto?",
  distractors=("Differdange",), nt=True)
m("it-t09", "BP", "it-support", "Hesperange", "Itzig",
  "Gestisco un piccolo patronato italiano a Itzig con quattro postazioni. Da quando abbiamo cambiato operatore internet, due computer non vedono più la stampante multifunzione Canon e il server dove teniamo le pratiche si disconnette. Il ragazzo che ci aveva fatto la rete è tornato in Italia. Mi serve un tecnico informatico che venga in ufficio a sistemare tutto.",
  distractors=("Italia",))
m("it-t10", "Q", "photography", "Mersch", "Mersch",
  "Ho una pasticceria a Mersch e a settembre cambio il menu e le vetrine. Vorrei delle belle foto professionali delle torte, dei cannoli e del locale per i volantini e i cartelloni, ma con le luci giuste, perché col telefono vengono malissimo. Quanto può costare un fotografo per mezza giornata?")
m("it-t11", "OQ", "solar", "Steinfort", "Steinfort",
  "Abbiamo comprato una vecchia fattoria a Steinfort con un grande fienile. Il tetto del fienile è enorme e rivolto a sud, e mio figlio dice che con il fotovoltaico e una batteria potremmo essere quasi autonomi. L'elettricista che ci ha rifatto l'impianto dice che prima bisogna chiedere a Creos. Ho sentito parlare del Klimabonus, ma non ho capito se vale anche per gli agricoltori. Vale la pena?",
  nt=True)
m("it-t12", "PQ", "interior-design", "abroad", "Villerupt",
  "Siamo italiani di terza generazione, abitiamo a Villerupt e lavoriamo tutti e due a Esch-sur-Alzette. Abbiamo comprato la casa dei miei suoceri e l'abbiamo ristrutturata, ma dentro è rimasta com'era: mobili scuri, carta da parati, luci al neon. Non vogliamo altri lavori, solo qualcuno che ci consigli colori, disposizione dei mobili e illuminazione. Fate anche consulenze oltre confine?",
  distractors=("Esch-sur-Alzette",), nt=True)
m("it-t13", "P", "accounting", None, None,
  "Sono un'infermiera italiana, lavoro al CHL a Lussemburgo e da quest'anno faccio anche qualche turno da libera professionista. Mi hanno detto che devo fare la dichiarazione dei redditi e forse registrarmi per l'IVA. In Italia avevo il commercialista, qui non so proprio a chi rivolgermi.",
  distractors=("Lussemburgo", "Italia"))
m("it-t14", "BPQ", "web-development", None, None,
  "Con mio fratello abbiamo un ristorante a Dudelange e vorremmo vendere online le nostre paste fresche e i sughi, con consegna a domicilio. Ci serve un sito con negozio online, pagamento con carta e Payconiq e la gestione delle zone di consegna. Chi sviluppa siti di questo tipo, e con che tempi?",
  distractors=("Dudelange",))
m("it-t15", "OPQ", "translation", None, None,
  "Il mio avvocato mi ha detto che per la causa sull'affidamento dei bambini il tribunale di Lussemburgo vuole la sentenza di divorzio italiana tradotta in francese da un traduttore giurato. Sono 14 pagine, emesse dal tribunale di Bari. Quanto tempo ci vuole e quanto costa più o meno?",
  distractors=("Lussemburgo", "Bari"))

# ---------------------------------------------------------------- es Spanish
m("es-s01", "Q", "gardening", "Niederanven", "Oberanven",
  "Necesito a alguien que me arranque un tocón enorme de abeto del jardín en Oberanven, ¿cuánto cobran por algo así?",
  nt=True)
m("es-s02", "", "plumbing", "Luxembourg", "Limpertsberg",
  "El grifo de la cocina de nuestro piso en Limpertsberg gotea aunque esté cerrado del todo y ya cambiamos nosotros la junta.",
  nt=True)
m("es-s03", "", "electrical", "Esch-sur-Alzette", "Esch/Alzette",
  "Busco electricista para sacar una línea de 32 amperios para la placa de inducción de la cocina nueva, estamos en Esch/Alzette.")
m("es-s04", "CQ", "locksmith", "Walferdange", "bereldange",
  "alguien q ponga una cerradura de seguridad en bereldange nos entraron a robar la semana pasada y la puerta no cierra bien urgente",
  nt=True)
m("es-s05", "Q", "painting", "Dudelange", "Dudelange",
  "¿Cuánto cobra un pintor por pintar las contraventanas y la barandilla de hierro del balcón de una casa en Dudelange?")
m("es-s06", "", "cleaning", "Mondorf-les-Bains", "Mondorf",
  "Tenemos un pequeño gimnasio en Mondorf y buscamos una empresa de limpieza para los vestuarios y la sala cada noche de lunes a viernes.")
m("es-s07", "BQ", "appliance-repair", "Steinsel", "Steinsel",
  "El frigorífico americano LG que tenemos en Steinsel echa agua por el dispensador de hielo y moja todo el suelo, ¿merece la pena repararlo?",
  nt=True)
m("es-s08", "Q", None, None, None,
  "¿Alguien conoce una autoescuela que dé clases en español o en inglés para sacarme el carné aquí?")
m("es-s09", "P", "accounting", None, None,
  "Tengo un bar de tapas en Differdange y necesito a alguien que me lleve la contabilidad y las declaraciones trimestrales del IVA.",
  distractors=("Differdange",))
m("es-s10", "", "pest-control", "Echternach", "Echternach",
  "En el sótano de nuestro restaurante en Echternach han aparecido cucarachas desde que reformaron el local de al lado.",
  nt=True)

m("es-t01", "LPQ", "gardening", "Reisdorf", "Reisdorf",
  "Compramos una casita de fin de semana en Reisdorf, junto al río, y el terreno de detrás está en pendiente y completamente invadido por zarzas y ortigas de más de un metro. El dueño anterior no lo tocó en diez años. Queremos desbrozarlo todo, quitar un par de árboles secos y dejarlo con césped y algún frutal. Vivimos en Bruselas y solo venimos algunos fines de semana. ¿Hay algún jardinero que se encargue de todo sin que tengamos que estar presentes?",
  distractors=("Bruselas",))
m("es-t02", "BOQ", "heating", "Junglinster", "Gonderange",
  "Vivimos de alquiler en una casa en Gonderange. La caldera de gasoil Buderus se bloquea casi cada mañana con una luz roja y tengo que darle al botón de rearme para tener agua caliente y calefacción. El casero dice que el del mantenimiento vino en octubre y que todo estaba bien, pero el problema sigue. El fontanero que nos arregló una fuga en el baño dice que eso no es cosa suya. ¿Quién puede venir a mirarla?",
  nt=True)
m("es-t03", "LPQ", "roofing", "Wiltz", "Wiltz",
  "Vivo en el último piso de un edificio antiguo en Wiltz. Cada vez que llueve con viento aparece una mancha de humedad en el techo del salón, justo al lado de la chimenea. Un vecino subió y dice que el remate de zinc alrededor de la chimenea se ha despegado y que el agua entra por ahí, pero que los ladrillos están bien. El propietario vive en Madrid y me ha pedido que busque yo a alguien y le mande el presupuesto. ¿A quién tengo que llamar?",
  distractors=("Madrid",), nt=True)
m("es-t04", "OQ", "masonry", "Bettembourg", "Noertzange",
  "Estamos reformando una antigua granja en Noertzange y queremos abrir una ventana nueva en el muro de piedra del granero, que tiene casi 60 centímetros de grosor. El arquitecto ya hizo los planos y dice que hace falta un dintel de hormigón. ¿Algún albañil hace este tipo de aperturas en muros de piedra, y cuánto puede costar?")
m("es-t05", "OPQ", "tiling", "abroad", "Athus",
  "Somos una pareja de Zaragoza, vivimos en Athus, en Bélgica, a cinco minutos de la frontera, y trabajamos en Luxemburgo. El fontanero ya nos cambió las tuberías de la cocina y ahora queremos cambiar el alicatado por azulejo tipo metro blanco, unos 9 metros cuadrados, y poner baldosa nueva en el suelo del baño. Los alicatadores de aquí tienen listas de espera de meses. ¿Vuestros profesionales trabajan también en Bélgica?",
  distractors=("Zaragoza", "Bélgica"), not_place=("Luxemburgo",))
m("es-t06", "Q", "carpentry", "Vallée de l'Ernz", "Medernach",
  "Tenemos dos niños que comparten una habitación pequeña abuhardillada en nuestra casa de Medernach. Queremos una cama nido y un altillo de madera hechos a medida, aprovechando el hueco bajo la pendiente del techo, porque nada de lo que venden en las tiendas encaja. ¿Alguien que haga muebles de madera a medida por la zona?",
  nt=True)
m("es-t07", "LPQ", "moving", "Hesperange", "Fentange",
  "Después de nueve años en Luxemburgo volvemos a España: a mi marido le han ofrecido un puesto en Valencia y empieza en septiembre. Vivimos en una casa adosada en Fentange, con tres habitaciones, un piano de pared y un trastero lleno hasta arriba. Queremos llevarnos casi todo menos los electrodomésticos, que se quedan con la casa. He pedido presupuesto a dos empresas españolas, pero me gustaría comparar con alguna de aquí que haga mudanzas internacionales con embalaje incluido. ¿Cuánto suele tardar un camión hasta Valencia?",
  distractors=("España", "Valencia"), not_place=("Luxemburgo",))
m("es-t08", "LPQ", "renovation", "Sanem", "Soleuvre",
  "Mi mujer y yo acabamos de comprar una casa de obreros de los años 30 en Soleuvre. La estructura está bien, pero hay que hacerlo todo: aislar el tejado, cambiar las ventanas, la instalación eléctrica, la calefacción, el baño y la cocina. Yo trabajo en Belval y ella en un hospital de Esch-sur-Alzette, así que no tenemos tiempo para buscar diez empresas distintas y coordinarlas. ¿Hay alguna empresa que se encargue de la reforma completa con un solo responsable y un presupuesto cerrado?",
  distractors=("Belval", "Esch-sur-Alzette"), nt=True)
m("es-t09", "B", "it-support", "Luxembourg", "Gasperich",
  "Tenemos un pequeño estudio de arquitectura en Gasperich, somos cinco. Desde que nos cambiamos de oficina el mes pasado, el NAS Synology donde guardamos los proyectos va lentísimo por la red y el plotter HP no aparece en dos de los ordenadores. El casero nos dejó un router de POST que nadie ha configurado. Necesitamos un informático que venga a la oficina y deje la red bien montada.")
m("es-t10", "PQ", "photography", "Vianden", "Vianden",
  "Nos casamos en octubre en el castillo de Vianden, una boda pequeña de 40 invitados que vienen casi todos desde Sevilla. Buscamos un fotógrafo que hable español o inglés, para la ceremonia, el cóctel y un paseo por el pueblo y el puente antes de la cena. ¿Qué precios se manejan aquí?",
  distractors=("Sevilla",))
m("es-t11", "OPQ", "interior-design", "Kopstal", "Kopstal",
  "Nos hemos mudado a un bajo con jardín en Kopstal, con un salón-comedor muy alargado. El pintor ya ha terminado y las paredes están todas blancas, pero los muebles que trajimos de Madrid no encajan y la luz es muy fría. No queremos obras, solo que alguien nos diga qué colores poner, cómo distribuir los muebles y qué lámparas comprar. ¿Existe algún servicio así aquí?",
  distractors=("Madrid",), nt=True)
m("es-t12", "PQ", "solar", "Roeser", "Berchem",
  "Tenemos una casa unifamiliar en Berchem, con el tejado orientado al sur y sin sombras. Mi cuñado en Murcia ha puesto placas solares y está encantado, pero aquí hay mucho menos sol. Con dos coches eléctricos que cargamos en casa, ¿merece la pena instalar placas y batería en Luxemburgo, y qué ayudas hay ahora mismo?",
  distractors=("Murcia",), not_place=("Luxemburgo",), nt=True)
m("es-t13", "BPQ", "legal", None, None,
  "Trabajo de camarera en un restaurante de Mamer desde hace dos años. El mes pasado me despidieron por teléfono, sin carta ni preaviso, y ahora el jefe dice que fue una dimisión mía. Tengo todos los mensajes de WhatsApp. ¿Tengo derecho a reclamar algo y necesito un abogado?",
  distractors=("Mamer",))
m("es-t14", "PQ", "web-development", None, None,
  "Soy profesora de flamenco y doy clases en un local de Hollerich. Quiero una página web donde se vean los horarios, la gente pueda reservar y pagar las clases y ver vídeos de las actuaciones, en español, francés e inglés. ¿Cuánto puede costar y cuánto se tarda en hacerla?",
  distractors=("Hollerich",), nt=True)
m("es-t15", "PQX", "translation", None, None,
  "Necesito la traducción jurada al francés de mi título universitario y del certificado de notas de la Universidad de Granada para pedir la reconnaissance du diplôme al ministerio. ¿Alguien sabe cuánto cobran por página y cuánto tardan?",
  distractors=("Granada",))
