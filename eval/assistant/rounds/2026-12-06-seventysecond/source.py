MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien, mir bräichten eng nei Holztrap fir an de Späicher, 13 Trëppelen, Eech wann et geet, mir wunnen zu Furen",
    "carpentry", "Tandel", "Furen", not_place=["Eech"], situation="new oak attic staircase (Eech = oak, also Lb name of Eich)")
add("lb-s02", "Salut, mir hunn e Weekendhaus zu Ouren direkt hannert der Grenz an der Belsch an do sinn nom Stuerm vun der leschter Woch eng 15 Leeë vum Daach erofgefall, kënnt Dir dat och maachen obwuel et net hei am Land ass?",
    "roofing", "abroad", "Ouren", situation="slates blown off a weekend house roof in Ouren (Belgium)")
add("lb-s03", "Mir sichen een deen eis d'Plättercher an der Kiche leet, ronn 22 m2 um Buedem plus d'Wand hannert dem Spullbecken, d'Plättercher si scho kaaft, Haus zu Bettborn.",
    "tiling", "Préizerdaul", "Bettborn", situation="lay already bought kitchen floor and splashback tiles")
add("lb-s04", "hëllef ech sti virun der dier zu bouneweg an de schlëssel läit dobannen um dësch de kleng schléift am Auto wéi séier kann een hei sinn",
    "locksmith", "Luxembourg", "bouneweg", situation="locked out, key inside, child asleep in the car (voice-typed)")
add("lb-s05", "Mir plënneren Enn Mäerz vu Groussbus op Dikrech, 3 Zëmmer, kee Klavier awer e risege Kleederschaf aus Massivholz, wat kascht dat ongeféier?",
    "moving", "Groussbus-Wal", "Groussbus", distractors=["Dikrech"], situation="3-room move with a heavy wardrobe, labelled at the loading end")
add("lb-s06", "Mir hunn e Bauerenhaus zu Pommerlach kaaft an d'Buedzëmmer, d'Kiche an d'Elektresch am Parterre mussen alles eraus an nei, mir sichen eng Firma déi dat vun A bis Z koordinéiert.",
    "renovation", "Winseler", "Pommerlach", situation="gut and redo bathroom, kitchen and ground-floor wiring, one coordinating firm")
add("lb-s07", "Eis Spullmaschinn (Siemens, 6 Joer al) pompelt d'Waasser net méi eraus an et bleift ëmmer e Sue ënnen stoen, gëtt et een deen dat zu Bauschelt reparéiert?",
    "appliance-repair", "Boulaide", "Bauschelt", situation="dishwasher no longer drains")
add("lb-s08", "Fir d'Kommioun vun eisem Jong de 16 Mee siche mer e Fotograf fir zwou Stonnen um Lampertsbierg, an der Kierch an duerno am Gaart.",
    "photography", "Luxembourg", "Lampertsbierg", situation="photographer for a first communion")
add("lb-s09", "Wie kann eis bei der Aménagement vum Wunnzëmmer an der neier Wunneng zu Dikrech hëllefen, also Faarwen, Luuchten a wou d'Miwwelen hikommen 🙏",
    "interior-design", "Diekirch", "Dikrech", situation="living-room layout, colours and lighting plan in a new flat")
add("lb-s10", "kennt een e gudde Mecanicien dee Pneuen wiesselt an den Auto fir de Contrôle technique virbereet, et ass e Golf vun 2014",
    None, None, None, situation="car mechanic for tyres and roadworthiness test (not a listed trade)")
add("lb-t01", "Mir hunn haut d'Waasserrechnung kritt an déi ass dräimol esou héich wéi soss. Wann ech alles zoudréinen, dréint de Compteur am Keller trotzdem lues weider. Am Buedzëmmer héiert een nuets e liichte Schhhh an der Mauer. Haus zu Wolz, Baujoer 1978. Kann een dat nach dës Woch kucke kommen?",
    "plumbing", "Wiltz", "Wolz", kind="a", nu="U", situation="water meter turning with everything closed, hissing in the wall")
add("lb-t02", "All Kéiers wann ech den Uewen an d'Mikrowell gläichzäiteg uschalten, ass d'ganz Kiche däischter. Da muss ech an de Keller fir den Hiewel erëm eropzedrécken. Gëschter huet et och e bësse verbrannt geroch bei der Steckdous hannert dem Frigo. Mir wunnen zu Kautebaach am Haus vu menger Bomi.",
    "electrical", "Kiischpelt", "Kautebaach", kind="a", nu="U", situation="kitchen circuit trips, burnt smell at a socket")
add("lb-t03", "Zënter e puer Wochen kraazt et nuets am Plafong iwwert eisem Schlofzëmmer. Haut de Moien louchen kleng schwaarz Kréimelen an der Schaf ënnert dem Spullbecken an e Pak Nuddelen war ugeknabbert. D'Kaz interesséiert sech guer net dofir. Mir sinn zu Housen, kënnt Dir eppes maachen ier eis Gäscht e Samschdeg kommen?",
    "pest-control", "Parc Hosingen", "Housen", kind="a", nu="U", situation="scratching in ceiling, droppings, gnawed pasta (mice)")
add("lb-t04", "Eise Noper, deen fréier selwer um Bau geschafft huet, sot mir sollen d'Fussbodenheizung ganz ausmaache wa mir zwou Wochen an d'Vakanz fueren, dat géif spueren. Elo si mer zeréck an et gëtt einfach net méi waarm, och nom drëtten Dag net, a beim Verdeeler am Keller blénkt eng rout Luucht. Mir hunn eng Wärmepompel vun 2019. Kéint e Chauffagist op Ëlwen kommen fir dat ze kucken an d'Astellungen richteg ze maachen?",
    "heating", "Troisvierges", "Ëlwen", kind="b", nu="N", situation="underfloor heating switched fully off on neighbour's advice, won't warm up again")
add("lb-t05", "Am Gaart hu mer eng al Stützmauer aus Beton, ronn 1,20 m héich, an do war e Rass dran. Mäi Schwoer huet gemengt dat wier net schlëmm an huet Silikon dragedréckt. Elo ass de Rass dräi Fanger breet an d'Mauer hänkt no baussen, an d'Kanner spille just dohannert. D'Adress ass zu Nocher, kann een sech dat ukucken?",
    "masonry", "Goesdorf", "Nocher", kind="b", nu="U", situation="cracked concrete retaining wall 'fixed' with silicone by brother-in-law, now leaning")
add("lb-t06", "Mir hunn d'lescht Joer d'Fassad selwer gestrach mat enger Faarf déi de Verkeefer am Bamaart eis recommandéiert hat. No engem Wanter bliederen se iwwerall of an ënnen ass alles gro. Et stellt sech eraus dass et eng Faarf fir bannen war. Elo wëlle mer dat richteg maache loossen vun engem Mooler, Haus zu Buerschent, ongeféier 140 m2 Fassad.",
    "painting", "Bourscheid", "Buerschent", kind="b", nu="N", situation="DIY facade painted with interior paint sold by a DIY store, peeling")
add("lb-t07", "Eise Noper huet eis de Rot ginn de Wues am August ganz kuerz ze méien, da géif d'Moos verschwannen. Elo ass d'Hallschent vun der Wiss brong a kal, an et wuessen just nach Léiwenzänn. Mir hätte gär dass een de Buedem opmécht, nei séit a vläicht direkt eng Arrosage automatique mécht. Et ass zu Stolzebuerg, ronn 600 m2.",
    "gardening", "Putscheid", "Stolzebuerg", kind="b", nu="U", situation="lawn scalped in August on neighbour's advice, reseed and irrigation")
add("lb-t08", "Ech hunn zanter Januar eng kleng Bäckerei mat véier Salariéen. Bis elo huet meng Schwëster d'Paien mat Excel gemaach, mee si plënnert elo an d'Ausland. Ech sichen eng Fiduciaire oder e Comptabel deen all Mount d'Fiches de salaire an d'Deklaratiounen fir d'CCSS mécht.",
    "accounting", None, None, kind="c", nu="N", situation="bakery needs monthly payroll done")
add("lb-t09", "Mir bedreiwen e klenge Camping mat 40 Plazen an bis elo mussen d'Leit eis uruffen oder mailen fir ze reservéieren. Dat mécht keen méi gären. Mir hätte gär dass d'Gäscht direkt online hir Plaz op enger Kaart kënne wielen a mat Kaart bezuelen, op Lëtzebuergesch, Hollännesch an Däitsch. Wat kascht sou eppes?",
    "web-development", None, None, kind="c", nu="U", situation="campsite wants online pitch booking with payment")
add("lb-t10", "Ech hunn e Cabinet dentaire zu Ettelbréck mat dräi Behandlungsraim. Déi Persoun déi dat bis elo gemaach huet geet an d'Pensioun. Mir bräichten een deen all Owend no 19 Auer kënnt an alles propper mécht, och de Sterilisatiounsraum an d'Waardesall, no de Reegele fir d'Hygiène. Wann et geet ab dem 1. Abrëll.",
    "cleaning", "Ettelbruck", "Ettelbréck", kind="c", nu="U", situation="dental practice needs evening cleaning to hygiene rules")
add("lb-t11", "Mir sinn e klengt Reesbüro zu Klierf mat fënnef Aarbechtsplazen. Zënter dem Update vum Router gi keng Drécker méi fonnt, an zwee Laptoppen verléieren all hallef Stonn d'Verbindung. Eise Fournisseur seet et léich un eis. Kann een déi nächst Woch laanscht kommen an dat Ganzt op d'Rei setzen?",
    "it-support", "Clervaux", "Klierf", kind="c", nu="U", situation="travel agency: printers lost and laptops dropping after router update")
add("lb-t12", "Meng Mamm ass am Hierscht gestuerwen an mäi Brudder wunnt zënter Joren eleng an hirem Haus. Hie wëll elo net dass mir verkafen, och wann mir dräi Ierwe sinn. Lount et sech en Affekot ze huelen, oder kann een sou eppes och beim Notaire léisen? Wat kascht sou eng Procédure ongeféier?",
    "legal", None, None, kind="d", nu="N", situation="inheritance dispute over selling the mother's house")
add("lb-t13", "Mir hunn eng grouss Scheier zu Hoffelt mat engem Daach no Süden, ronn 300 m2. Lount et sech do Panneauen drop ze maache wa mir selwer net vill Stroum verbrauchen, oder just fir an d'Netz ze verkafen? Wat kascht sou eppes an ass et besser alles op eemol oder an zwou Etappen?",
    "solar", "Wincrange", "Hoffelt", kind="d", nu="U", situation="is a big PV array on a barn roof worth it with low own use")
add("lb-t14", "Mir hunn en alen Haff zu Uewerfeelen mat engem Mazoutsbrenner vun 1996. Mir iwwerleeën op Pellets oder eng Loft-Waasser-Wärmepompel ze wiesselen, mee d'Haus ass kaum isoléiert an huet al Guss-Radiateuren. Wat ass do méi sënnvoll a mat wéi enger Prime kann ee rechnen? Kéint een dat virun Uert beuerteelen?",
    "heating", "Feulen", "Uewerfeelen", kind="d", nu="U", situation="replace 1996 oil burner: pellets or air-water heat pump in an uninsulated farmhouse")
add("lb-t15", "Mir sinn eng Asbl a kréien en Don vun enger däitscher Fondatioun. De Kontrakt ass 38 Säiten op Englesch an eise Comité versteet net alles. Wéivill kascht et bei engem Iwwersetzer fir dat op Franséisch ze kréien, a wéi laang dauert dat?",
    "translation", None, None, kind="d", nu="N", situation="price and delay to translate a 38-page grant contract EN->FR")

# ---------------- French ----------------
add("fr-s01", "Bonjour, il faudrait remplacer notre vieux tableau à fusibles par un tableau moderne avec différentiels, maison mitoyenne de 1965, code postal L-3225, merci de me rappeler le soir après 18h.",
    "electrical", "Bettembourg", "L-3225", situation="replace an old fuse board with a modern one")
add("fr-s02", "Je cherche un menuisier pour fabriquer un placard sur mesure sous l'escalier (hauteur 2,40 m, bois massif ou MDF peint) dans notre maison à Dudelange.",
    "carpentry", "Dudelange", "Dudelange", situation="made-to-measure cupboard under the stairs")
add("fr-s03", "Quelqu'un pour refaire les joints de la douche à l'italienne et remplacer trois carreaux fissurés à Crauthem, de préférence avant le 20 juin ?",
    "tiling", "Roeser", "Crauthem", situation="regrout a walk-in shower and replace three cracked tiles")
add("fr-s04", "urgent porte claquée avec les clés à l'intérieur au 3e étage à hollerich serrure multipoints combien pour ouvrir sans casser ??",
    "locksmith", "Luxembourg", "hollerich", situation="door slammed shut, keys inside, multipoint lock")
add("fr-s05", "On déménage de Thionville à Esch-sur-Alzette le 3 août, un F3 au 2e sans ascenseur, il nous faudrait un camion et deux ou trois déménageurs.",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Thionville"], situation="move from France into Luxembourg, labelled at the Luxembourg end")
add("fr-s06", "Mon frigo américain Samsung, payé mille cent euros il y a deux ans, fait un bruit de ventilateur énorme et le distributeur de glaçons ne marche plus, vous avez quelqu'un qui passe à Hellange ?",
    "appliance-repair", "Frisange", "Hellange", not_place=["cent"], situation="American fridge fan noise and ice dispenser dead ('cent' = Cents)")
add("fr-s07", "Est-ce que vous pouvez poser 12 panneaux photovoltaïques sur notre toit à Volmerange-les-Mines, c'est juste après la frontière côté France ?",
    "solar", "abroad", "Volmerange-les-Mines", situation="PV panels on a house just across the French border")
add("fr-s08", "Nous fêtons les 50 ans de mariage de mes parents le samedi 12 septembre à la salle des fêtes de Reckange-sur-Mess et cherchons un photographe pour l'après-midi.",
    "photography", "Reckange-sur-Mess", "Reckange-sur-Mess", situation="photographer for a golden wedding anniversary party")
add("fr-s09", "Quelqu'un pourrait garder notre chien (un labrador de 4 ans) pendant nos vacances du 1er au 15 juillet, chez vous ou chez nous ?",
    None, None, None, situation="dog sitting during holidays (not a listed trade)")
add("fr-s10", "Il me faudrait un interprète allemand-français pour une réunion de chantier de deux heures en visio avec un fournisseur de Sarrebruck la semaine prochaine.",
    "translation", None, None, distractors=["Sarrebruck"], situation="German-French interpreter for a video call; the supplier's town is not the work place")
add("fr-t01", "Depuis les grosses pluies de mardi, une tache brune s'agrandit au plafond de la chambre des enfants, juste sous le velux. Ce matin, il y avait même des gouttes sur le rebord. Mon mari est monté au grenier et dit que la laine de verre est trempée autour du cadre. Nous habitons à Rumelange, maison des années 60.",
    "roofing", "Rumelange", "Rumelange", kind="a", nu="U", situation="brown stain spreading under a roof window after rain")
add("fr-t02", "Tous les deux ou trois jours, l'aiguille du manomètre sous la chaudière redescend à 0,5 bar et je dois remettre de l'eau. Après ça, les radiateurs chauffent de nouveau normalement. Je ne vois aucune fuite dans la maison. C'est pénible, surtout que je pars en déplacement à Munich la semaine prochaine et ma femme ne sait pas le faire. On est à Tétange.",
    "heating", "Kayl", "Tétange", distractors=["Munich"], kind="a", nu="U", situation="heating system keeps losing pressure")
add("fr-t03", "Une fissure est apparue en biais au-dessus de la fenêtre du garage, on peut y glisser une pièce de 1 euro. À l'intérieur, l'enduit s'effrite et la porte de la buanderie frotte depuis cet été. Le voisin a fait creuser une piscine juste à côté au printemps. Maison à Bascharage, construite en 1982.",
    "masonry", "Käerjeng", "Bascharage", kind="a", nu="U", situation="diagonal crack over the garage window after neighbour's excavation")
add("fr-t04", "Mon évier de cuisine se vidait lentement, alors le propriétaire m'a conseillé d'y verser de la soude caustique avec de l'eau bouillante. Depuis, il y a une flaque sous le meuble et le tuyau en PVC est tout déformé au niveau du siphon. L'évier ne se vide plus du tout. Je cherche un plombier pas trop cher à Oberkorn qui puisse passer cette semaine.",
    "plumbing", "Differdange", "Oberkorn", kind="b", nu="N", situation="landlord advised caustic soda and boiling water, PVC trap deformed and leaking")
add("fr-t05", "Mon beau-frère m'a dit qu'on pouvait charger la nouvelle voiture électrique sur la prise du garage avec une rallonge enroulée de 25 mètres. Hier soir, la rallonge était brûlante et la prise a noirci. J'aimerais une vraie borne de recharge murale 11 kW, avec ce qu'il faut dans le tableau. Maison à Schifflange, garage accolé.",
    "electrical", "Schifflange", "Schifflange", kind="b", nu="U", situation="EV charged via coiled extension on relative's advice; wants a wallbox")
add("fr-t06", "Il y a trois ans, le magasin de bricolage nous a vendu des bambous en nous assurant qu'ils ne s'étendaient pas. Aujourd'hui ils sortent au milieu de la pelouse, sous la terrasse et même chez le voisin. On voudrait tout arracher, racines comprises, et replanter des arbustes à la place. Le terrain est à Pontpierre, environ 15 mètres de long.",
    "gardening", "Mondercange", "Pontpierre", kind="b", nu="U", situation="running bamboo sold as non-spreading, remove rhizomes and replant")
add("fr-t07", "Notre entrepreneur a abandonné le chantier de notre extension après avoir encaissé 60 % du prix. Un collègue m'a conseillé de simplement changer les serrures et de ne plus rien payer, mais j'ai peur que ça se retourne contre nous. Il n'y a pas de contrat signé, seulement des devis et des mails. Pouvez-vous me mettre en contact avec un avocat qui connaît le droit de la construction ?",
    "legal", None, None, kind="b", nu="N", situation="builder abandoned an extension after 60% payment; colleague's advice risky")
add("fr-t08", "Je suis trésorier bénévole d'un club de foot de jeunes (180 licenciés). Jusqu'ici tout était noté dans un cahier, mais la commune exige désormais des comptes annuels propres pour la subvention. Nous cherchons un comptable qui puisse tenir la comptabilité de l'ASBL et préparer le bilan, à un tarif raisonnable pour une association.",
    "accounting", None, None, kind="c", nu="N", situation="youth football club needs bookkeeping and annual accounts")
add("fr-t09", "Nous sommes une auto-école avec deux moniteurs. Les élèves nous appellent sans arrêt pour réserver ou déplacer leurs heures de conduite. On voudrait qu'ils puissent voir nos créneaux et réserver eux-mêmes depuis leur téléphone, avec un rappel par SMS. Quelqu'un peut nous faire ça ?",
    "web-development", None, None, kind="c", nu="U", situation="driving school wants online lesson booking with SMS reminders")
add("fr-t10", "Notre cabinet d'architectes à Strassen compte huit postes et un NAS Synology. Depuis la coupure de courant de vendredi, le NAS n'apparaît plus sur le réseau et personne n'a accès aux plans. Le prestataire qui avait tout installé a fermé sa société. Nous cherchons un informaticien disponible aujourd'hui si possible, puis un contrat de maintenance.",
    "it-support", "Strassen", "Strassen", kind="c", nu="N", situation="architects' office: NAS gone from the network after a power cut")
add("fr-t11", "Je gère un petit restaurant italien à Esch-sur-Alzette. Depuis deux semaines, le personnel voit de petits insectes bruns courir derrière le lave-vaisselle et sous la chambre froide quand on allume la lumière le matin. Le contrôle sanitaire peut passer à tout moment et je ne veux pas fermer. Il faudrait une intervention discrète, en dehors des heures d'ouverture.",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="restaurant kitchen with cockroaches before a hygiene inspection")
add("fr-t12", "Nous venons d'acheter un appartement de 85 m2 sur plan au Kirchberg, livraison en mars. Est-ce que ça vaut la peine de faire appel à un architecte d'intérieur pour la cuisine ouverte, l'éclairage et le choix des couleurs, ou est-ce qu'un cuisiniste suffit ? Combien ça coûte en général, au forfait ou à l'heure ?",
    "interior-design", "Luxembourg", "Kirchberg", kind="d", nu="N", situation="is an interior designer worth it for a new off-plan flat")
add("fr-t13", "Dans la maison qu'on vient d'acheter à Soleuvre, toutes les chambres ont du papier peint des années 80. Vaut-il mieux tout décoller ou peut-on peindre directement par-dessus ? Il y a environ 180 m2 de murs. Et à peu près combien faut-il prévoir pour que ce soit fait proprement ?",
    "painting", "Sanem", "Soleuvre", kind="d", nu="U", situation="strip 1980s wallpaper or paint over it, and cost")
add("fr-t14", "Notre cuisine et le séjour viennent d'être refaits, et il y a de la poussière de plâtre partout, jusque dans les placards et sur les vitres. On reçoit la famille pour la communion dans dix jours. Est-ce que quelqu'un peut tout remettre propre en une journée pour une maison de 140 m2 à Leudelange, et à combien faut-il s'attendre ?",
    "cleaning", "Leudelange", "Leudelange", kind="d", nu="U", situation="post-works plaster dust everywhere: can it be done in a day, cost")
add("fr-t15", "Nous avons une salle de bain de 6 m2 de 1975 à Rodange, baignoire, carrelage rose, tuyaux en acier. On aimerait tout enlever et mettre une douche de plain-pied, un meuble double vasque et un sèche-serviettes. En gros, combien de temps la maison serait sans salle de bain et quel budget prévoir ? Faut-il vider la pièce nous-mêmes avant ?",
    "renovation", "Pétange", "Rodange", kind="d", nu="U", situation="full 1975 bathroom refit: duration and budget")

# ---------------- German ----------------
add("de-s01", "Wir brauchen in Olingen draußen an der Garage zwei Außensteckdosen und einen Bewegungsmelder für die Einfahrt, kann da jemand diese Woche ein Angebot machen?",
    "electrical", "Betzdorf", "Olingen", not_place=["einen"], situation="two outdoor sockets and a motion-sensor light at the garage")
add("de-s02", "Unsere Fußbodenheizung im Neubau in Oberdonven wird nur im Bad nicht warm, alle anderen Räume passen, kann man den hydraulischen Abgleich neu machen lassen?",
    "heating", "Flaxweiler", "Oberdonven", situation="underfloor heating cold in the bathroom only, rebalance the system")
add("de-s03", "Treppenhaus in Lellig streichen lassen, drei Etagen, Decke weiß und Wände in einem hellen Grau, bitte mit sauberem Abkleben vom Holzgeländer",
    "painting", "Manternach", "Lellig", situation="paint a three-storey stairwell")
add("de-s04", "Für unser Ferienhaus in Christnach suchen wir einen Schreiner, der eine massive Haustür aus Eiche nach Maß anfertigt und einbaut.",
    "carpentry", "Waldbillig", "Christnach", not_place=["einen"], situation="made-to-measure solid oak front door")
add("de-s05", "Kann jemand in Befort in der Waschküche rund 14 m2 Bodenfliesen verlegen, Kleber und Fliesen sind schon da?",
    "tiling", "Beaufort", "Befort", situation="lay 14 m2 of floor tiles in a utility room")
add("de-s06", "Wir haben ein Grundstück in Echternacherbrück auf der deutschen Seite und suchen jemanden, der dort 30 Meter Hainbuchen als Sichtschutz pflanzt und den verwilderten Rasen neu anlegt, fahren Sie auch rüber?",
    "gardening", "abroad", "Echternacherbrück", situation="plant a hornbeam screen and relay a lawn in Echternacherbrück (Germany), homonym-like of Echternach")
add("de-s07", "Umzug von Mersch nach Hesperingen Ende Februar, 4-Zimmer-Wohnung im dritten Stock mit Aufzug, wir bräuchten außerdem für zwei Monate einen Lagerraum für ein paar Möbel.",
    "moving", "Mersch", "Mersch", distractors=["Hesperingen"], not_place=["einen"], situation="flat move with two months' storage, labelled at the loading end")
add("de-s08", "Suche für unser Büro am Howald (6 Personen, 120 m2) eine Reinigung zweimal pro Woche abends inklusive Küche und Toiletten.",
    "cleaning", "Hesperange", "Howald", situation="twice-weekly evening office cleaning")
add("de-s09", "Wir wollen den Dachboden unseres Hauses in Echternach zu einem Kinderzimmer mit kleinem Duschbad ausbauen lassen (Dämmung, Trockenbau, Elektrik, Sanitär), wer macht sowas?",
    "renovation", "Echternach", "Echternach", situation="attic conversion into a bedroom with shower room")
add("de-s10", "Suche Nachhilfe in Mathe für meinen Sohn (7e, lycée classique), am liebsten zweimal pro Woche online",
    None, None, None, situation="maths tutoring (not a listed trade)")
add("de-t01", "Unser Wäschetrockner läuft ganz normal, die Trommel dreht sich, aber die Wäsche ist nach zwei Stunden immer noch nass und kalt. Das Flusensieb habe ich sauber gemacht und den Wassertank auch geleert. Es ist ein Bosch Serie 6, gut fünf Jahre alt. Adresse ist L-6601, direkt an der Mosel.",
    "appliance-repair", "Mertert", "L-6601", kind="a", nu="U", situation="tumble dryer turns but does not heat")
add("de-t02", "Seit gestern dreht sich der Schlüssel in unserer Wohnungstür einfach durch, ohne dass sich der Riegel bewegt. Die Tür ist zu, aber abschließen können wir nicht mehr. Wir fliegen am Freitag für eine Woche nach Portugal und wollen die Wohnung so nicht allein lassen. Wohnung in Gasperich, zweite Etage.",
    "locksmith", "Luxembourg", "Gasperich", distractors=["Portugal"], kind="a", nu="U", situation="key spins in the lock, door cannot be locked before a trip")
add("de-t03", "Jeden Morgen laufen Hunderte kleine Ameisen in einer Straße von der Terrassentür bis zum Mülleimer in der Küche. Wir haben schon Backpulver und Essig probiert, nach zwei Tagen sind sie wieder da. Unter den Terrassenplatten sieht man kleine Sandhäufchen. Wir wohnen in Rippig und haben ein Baby, also bitte nichts allzu Giftiges.",
    "pest-control", "Bech", "Rippig", kind="a", nu="U", situation="ant trail from terrace into kitchen, baby at home")
add("de-t04", "Unsere Dachrinne läuft bei jedem Regen über, vorne an der Haustür plätschert es richtig. Im Baumarkt hat man uns ein Dichtspray verkauft und gesagt, das würde reichen. Hat es nicht, jetzt tropft es zusätzlich an zwei Stellen an den Nähten. Wir brauchen einen Dachdecker in Weilerbach, der die Rinne reinigt und wenn nötig erneuert.",
    "roofing", "Berdorf", "Weilerbach", kind="b", nu="N", not_place=["einen"], situation="overflowing gutter, DIY-store sealant spray made it worse")
add("de-t05", "Letzten Sommer haben wir eine Terrasse aus Lärche bauen lassen. Der Nachbar meinte, wir sollten sie mit normalem Leinöl aus dem Baumarkt einlassen, das sei das Beste für Holz. Jetzt ist die Oberfläche klebrig, voller schwarzer Flecken, und zwei Dielen haben sich schon hochgebogen. Können Sie in Scheidgen vorbeikommen, die Dielen tauschen und das Ganze richtig behandeln?",
    "carpentry", "Consdorf", "Scheidgen", not_place=["Holz"], kind="b", nu="U", situation="larch deck treated with raw linseed oil on neighbour's advice ('Holz' = Holtz)")
add("de-t06", "Auf unserem Haus in Wecker ist seit 2021 eine Anlage mit 9 kWp. Der Wechselrichter zeigt seit drei Wochen eine rote LED und in der App ist die Tagesproduktion um die Hälfte gefallen. Mein Schwager meinte, das liege nur am Wetter und wir sollten abwarten. Inzwischen zweifle ich daran, könnte sich das jemand ansehen?",
    "solar", "Biwer", "Wecker", kind="b", nu="U", situation="PV inverter red LED and halved yield; brother-in-law blamed the weather (Wecker = alarm clock)")
add("de-t07", "Der Vermieter hat uns gesagt, wir sollen den Ablaufschlauch der Waschmaschine einfach in den Bodenablauf im Keller hängen. Seitdem steht nach jedem Waschgang Wasser im Keller, und es riecht nach Kanal. Er selbst kümmert sich nicht darum. Wir suchen einen Sanitärinstallateur in Grevenmacher, der einen richtigen Anschluss mit Siphon setzt und den Ablauf prüft.",
    "plumbing", "Grevenmacher", "Grevenmacher", kind="b", nu="N", not_place=["einen"], situation="landlord's makeshift washing-machine drain floods the cellar")
add("de-t08", "Wir sind ein kleines Familienweingut in Ehnen und bringen im Frühjahr eine neue Crémant-Linie heraus. Für den Onlineshop und die Präsentation brauchen wir professionelle Flaschenfotos und ein paar Bilder im Weinberg. Gibt es einen Fotografen, der auch Produktfotografie macht? Termin wäre idealerweise im März.",
    "photography", "Wormeldange", "Ehnen", kind="c", nu="N", not_place=["einen"], situation="winery needs product and vineyard photos")
add("de-t09", "Wir führen ein Hotel mit 22 Zimmern in Echternach. Die Lobby und der Frühstücksraum wirken seit Jahren altmodisch und dunkel. Wir möchten ein stimmiges Konzept für Möbel, Farben und Beleuchtung, das wir dann schrittweise umsetzen können. Wer kann uns dabei beraten?",
    "interior-design", "Echternach", "Echternach", not_place=["führen"], kind="c", nu="U", situation="hotel lobby and breakfast room concept")
add("de-t10", "Wir sind ein Maschinenbaubetrieb und liefern ab Herbst an einen Kunden in Belgien. Dafür müssen unsere Bedienungsanleitungen, etwa 120 Seiten mit vielen Fachbegriffen, ins Französische. Wir suchen ein Übersetzungsbüro mit Erfahrung in Technik, das auch die Grafiken anpassen kann.",
    "translation", None, None, distractors=["Belgien"], kind="c", nu="N", not_place=["einen"], situation="machine maker needs 120 pages of manuals translated into French")
add("de-t11", "Wir sind eine Arztpraxis im Bahnhofsviertel mit drei Ärzten und vier Assistentinnen. Seit dem Umzug funktioniert der Kartenleser am Empfang nur sporadisch und die Praxissoftware hängt sich ständig auf. Der Hersteller der Software sagt, es liege am Netzwerk. Wir brauchen schnell jemanden, der sich das vor Ort anschaut.",
    "it-support", "Luxembourg", "Bahnhofsviertel", kind="c", nu="U", situation="medical practice: card reader and practice software failing on the network")
add("de-t12", "Ich arbeite seit diesem Jahr als Grenzgänger in Luxemburg und habe zusätzlich eine vermietete Wohnung in Trier. Lohnt es sich, die Steuererklärung von jemandem machen zu lassen, oder schafft man das mit etwas Geduld selbst? Was kostet so etwas ungefähr?",
    "accounting", None, None, distractors=["Luxemburg", "Trier"], kind="d", nu="U", situation="cross-border worker with a rented flat: is paid help with the tax return worth it")
add("de-t13", "In meinem Arbeitsvertrag steht ein Wettbewerbsverbot von zwei Jahren. Ich habe ein Angebot von einem Konkurrenten und möchte kündigen. Ist so eine Klausel überhaupt gültig, und lohnt sich eine Erstberatung bei einem Anwalt für Arbeitsrecht, oder ist das rausgeschmissenes Geld?",
    "legal", None, None, kind="d", nu="N", situation="is a two-year non-compete clause valid, is a lawyer worth it")
add("de-t14", "Meine Frau töpfert seit Jahren und verkauft bisher nur auf Märkten. Jetzt möchten wir einen kleinen Onlineshop mit etwa 40 Produkten. Ist es sinnvoller, Shopify zu nehmen oder einen eigenen Shop mit WooCommerce bauen zu lassen? Und was kostet das einmalig und pro Monat?",
    "web-development", None, None, kind="d", nu="U", not_place=["einen"], situation="pottery shop: Shopify or custom WooCommerce, cost")
add("de-t15", "Unser Grundstück in Rosport wird zur Straße hin von einer alten Bruchsteinmauer begrenzt, etwa 25 Meter lang. Die Fugen sind ausgewaschen und an einigen Stellen fallen Steine heraus. Der Grund ist wohl das Streusalz vom Winterdienst. Lohnt es sich, die Mauer neu verfugen zu lassen, oder ist ein Neubau auf Dauer günstiger? Mit welchen Kosten pro Meter muss man rechnen?",
    "masonry", "Rosport-Mompach", "Rosport", not_place=["Grund"], kind="d", nu="U", situation="repoint or rebuild a rubble-stone boundary wall ('Grund' = reason, also a city quarter)")

# ---------------- English ----------------
add("en-s01", "Hi, the outside tap on the back wall of our house in Sandweiler split over the winter and sprays everywhere whenever the valve under the stairs is open, can someone replace it with a frost-proof one?",
    "plumbing", "Sandweiler", "Sandweiler", situation="frost-split outdoor tap to replace with a frost-proof one")
add("en-s02", "Looking for someone to service our gas boiler before winter (postcode L-5365), it's a Vaillant ecoTEC from 2016 and the last service was three years ago.",
    "heating", "Schuttrange", "L-5365", situation="overdue annual gas boiler service")
add("en-s03", "Can anyone build fitted wooden bookshelves into the two alcoves either side of our fireplace in Mullendorf, roughly 2.6 m high?",
    "carpentry", "Steinsel", "Mullendorf", situation="fitted alcove bookshelves")
add("en-s04", "Need a quote to replace the flat roof membrane on our garage in Capellen, about 25 m2, it's leaking at the edge where it meets the house wall.",
    "roofing", "Mamer", "Capellen", situation="replace a leaking flat garage roof membrane (Capellen = locality of Mamer, not the canton)")
add("en-s05", "We live just across the border in Arlon and would like a low brick wall (around 12 m long, 80 cm high) built along the front of the garden, do you cover that side too?",
    "masonry", "abroad", "Arlon", situation="new low brick garden wall in Arlon (Belgium)")
add("en-s06", "lawn is more moss than grass at this point lol, looking for someone in alzingen to scarify, reseed and feed it this spring",
    "gardening", "Hesperange", "alzingen", not_place=["grass"], situation="mossy lawn to scarify and reseed ('grass' = Grass)")
add("en-s07", "Moving a one-bed flat from Esch-sur-Alzette to Kirchberg on Saturday 14 March, mostly boxes plus a sofa and a bed, second floor at both ends and no lift at the Esch end.",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Kirchberg"], situation="one-bed flat move, labelled at the loading end")
add("en-s08", "We're after a photographer for a 90-minute family shoot down in the Grund along the river, ideally golden hour on a Sunday in May, 2 adults, 3 kids and a very excitable boxer.",
    "photography", "Luxembourg", "Grund", not_place=["boxer"], situation="family photo shoot in the Grund ('boxer' = Lb name of Boxhorn)")
add("en-s09", "Could an interior designer come and plan our open-plan ground floor in Bertrange, we need a layout that works with a piano, a dining table for 8 and much better lighting?",
    "interior-design", "Bertrange", "Bertrange", situation="layout and lighting plan for an open-plan ground floor")
add("en-s10", "Need a tailor who can take in a bridesmaid dress two sizes by next Saturday, is that something you do?",
    None, None, None, situation="dress alteration by a tailor (not a listed trade)")
add("en-t01", "After the thunderstorm on Tuesday night, half the sockets in our flat in Belair stopped working. One of the switches in the cupboard by the front door keeps flipping back down as soon as I push it up. The lights still work, but the fridge is now on an extension lead from the bathroom. Is this something you can look at today?",
    "electrical", "Luxembourg", "Belair", kind="a", nu="U", situation="sockets dead after a storm, breaker won't stay up")
add("en-t02", "A pair of pigeons has decided our balcony in Cents is home. There are droppings all over the railings and the table, and now there are two eggs in the flower box. My wife is pregnant and I'm worried about hygiene. We'd like them gone humanely and something put up so they don't come back.",
    "pest-control", "Luxembourg", "Cents", kind="a", nu="U", situation="pigeons nesting on a balcony")
add("en-t03", "Dear Sir or Madam, the freezer part of our fridge-freezer is fine, but the fridge section has crept up to 14 degrees and the milk goes off in a day. There is a thin layer of ice on the back wall of the fridge and the fan inside sounds louder than usual. The unit is a Liebherr, seven years old. Could someone come out to Bertrange this week?",
    "appliance-repair", "Bertrange", "Bertrange", not_place=["Sir"], kind="a", nu="U", situation="fridge section warm while freezer works ('Sir' = Lb name of Surré)")
add("en-t04", "Our neighbour told us June was the perfect time to cut the big birch at the bottom of the garden back hard, so we took about a third off. Now sap has been pouring out of the cuts for weeks and the top looks half dead. We're worried it'll come down on the neighbours' shed. Is there a tree surgeon who could assess it and, if needed, take it down safely? We're in Bridel.",
    "gardening", "Kopstal", "Bridel", kind="b", nu="N", situation="birch cut back hard in June on neighbour's advice, now dying")
add("en-t05", "We built an extension last year and a friend who does up houses said we didn't need to prime the new plaster, just water down the first coat. Six months on, the paint is coming off the walls in long strips whenever we take down a picture. About 60 m2 of walls and a ceiling, all in Moutfort. Could someone strip it back and do it properly?",
    "painting", "Contern", "Moutfort", kind="b", nu="U", situation="unprimed new plaster painted on a friend's advice, paint peeling in strips")
add("en-t06", "When we moved into our flat in Strassen, the landlord said the old front door lock was fine and we'd never need to change it. Last month the flat below was burgled through a door with the same type of cylinder, and the police officer told us it can be broken in seconds. Our insurer now wants an anti-snap cylinder with a certificate. Can a locksmith fit one and give us the paperwork?",
    "locksmith", "Strassen", "Strassen", kind="b", nu="N", situation="landlord said old lock was fine; insurer demands an anti-snap cylinder")
add("en-t07", "My dad insisted we could tile straight over the old shower tiles with ordinary adhesive from the DIY shop, so we did it ourselves at Easter. Now at least six of the new tiles sound hollow, two have come away completely, and water is getting behind them. We need the whole lot taken off and redone properly. The flat is in Bereldange, the shower is about 2 m by 1 m.",
    "tiling", "Walferdange", "Bereldange", kind="b", nu="U", situation="tiles laid over old tiles with the wrong adhesive on dad's advice, coming loose")
add("en-t08", "I run a small yoga studio with two part-time instructors, and I've been doing the books myself in a spreadsheet. The tax office sent a letter asking for documents I can't find, and I spend every Sunday evening on receipts. I'm looking for a bookkeeper who can take over the monthly books and payroll and keep me out of trouble. Every cent counts for us, so a fixed monthly fee would be ideal.",
    "accounting", None, None, not_place=["cent"], kind="c", nu="N", situation="yoga studio needs monthly bookkeeping and payroll ('cent' = Cents)")
add("en-t09", "We run a bouldering gym and right now people pay for day passes at the desk, which means queues every Saturday. We'd like customers to buy day passes and book time slots online, with a QR code they scan at the entrance. It should also handle 10-visit cards. Who could build this for us, and roughly how long would it take?",
    "web-development", None, None, kind="c", nu="U", situation="climbing gym wants online passes and slot booking with QR codes")
add("en-t10", "We're a small language school in Merl with four classrooms. The Wi-Fi drops out in the two rooms at the back, and the teachers can't get the projectors to connect to their laptops half the time. We also need the office PCs backed up properly, because right now nothing is. Could someone come on a Friday afternoon when there are no classes?",
    "it-support", "Luxembourg", "Merl", kind="c", nu="U", situation="language school Wi-Fi, projectors and backups")
add("en-t11", "We manage a coworking space in Senningerberg, two floors with a lot of glass. The inside of the windows and the glass partitions haven't been done since we opened and it looks awful when the sun's out. We're looking for a cleaning company to do all the glass once now and then every quarter. Can you send someone to quote?",
    "cleaning", "Niederanven", "Senningerberg", kind="c", nu="N", situation="coworking space needs glass and window cleaning")
add("en-t12", "We're building a carport at our house in Junglinster and wondering whether to put panels on that instead of the main roof, which faces east-west. Which gives more for the money? Would a 6 kWp system fit on a double carport, and what are we looking at price-wise after the state subsidy?",
    "solar", "Junglinster", "Junglinster", kind="d", nu="U", situation="PV on a new carport or on the east-west roof")
add("en-t13", "My partner and I are buying our first flat here and the seller's agent says the notary handles everything. Do we actually need our own lawyer as well, or is that overkill? We were both born abroad and don't read French well, so the compromis de vente is a bit daunting.",
    "legal", None, None, not_place=["born"], kind="d", nu="N", situation="do first-time buyers need their own lawyer besides the notary ('born' = Born)")
add("en-t14", "Our son's first parent-teacher meeting is next week and it will be in Luxembourgish and French. My husband and I only speak English and a bit of German. Is it normal to bring someone along who can put everything into English for us, and what would that cost for about an hour?",
    "translation", None, None, kind="d", nu="U", situation="interpreter for a school meeting: is it usual, what cost")
add("en-t15", "We're thinking of turning our double garage in Weiler-la-Tour into a home office and a small guest room with a shower. It would need insulation, a new window instead of the garage door, heating, electrics and a bit of plumbing. Roughly what does a conversion like that cost, and how many weeks does it usually take? Do we need planning permission from the commune first?",
    "renovation", "Weiler-la-Tour", "Weiler-la-Tour", kind="d", nu="U", situation="garage conversion into office and guest room: cost and duration")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, preciso de um carpinteiro para fazer um roupeiro embutido em madeira no quarto do sótão em Angelsberg, o teto é inclinado e nenhum móvel de loja serve.",
    "carpentry", "Fischbach", "Angelsberg", situation="built-in wooden wardrobe under a sloping attic ceiling")
add("pt-s02", "Caíram umas telhas com a tempestade e a caleira da frente está pendurada, casa em Schieren, alguém pode vir ver antes que chova outra vez?",
    "roofing", "Schieren", "Schieren", situation="storm-loosened roof tiles and a hanging gutter")
add("pt-s03", "Queria pôr azulejo novo na parede da cozinha em Ingeldorf, uns 8 m2, já comprei o material no Brico mas não tenho jeito nenhum 😅",
    "tiling", "Erpeldange-sur-Sûre", "Ingeldorf", situation="tile 8 m2 of kitchen wall, material already bought")
add("pt-s04", "fiquei trancada fora de casa em eich com a sopa ao lume a chave ficou na fechadura por dentro por favor alguém que venha já",
    "locksmith", "Luxembourg", "eich", situation="locked out with soup on the stove, key in the lock inside")
add("pt-s05", "Procuro uma senhora ou uma empresa para fazer a limpeza da minha casa em Mersch todas as sextas de manhã, 3 quartos e 2 casas de banho, pago à hora.",
    "cleaning", "Mersch", "Mersch", situation="weekly house cleaning")
add("pt-s06", "Comprámos uma casa antiga em Tuntange e queremos remodelar a casa de banho e a cozinha por inteiro, canalização, eletricidade, azulejos e tudo, precisamos de um orçamento geral.",
    "renovation", "Helperknapp", "Tuntange", situation="complete bathroom and kitchen remodel in an old house")
add("pt-s07", "A minha placa de indução da Bosch deixou de aquecer numa das zonas e faz um clique, alguém repara eletrodomésticos em Reisdorf?",
    "appliance-repair", "Reisdorf", "Reisdorf", situation="induction hob zone not heating")
add("pt-s08", "Procuro alguém que me ajude a decorar e organizar o apartamento novo em Esch/Alzette, escolher cores, cortinas, candeeiros e onde pôr os móveis, tenho um orçamento de 3000 euros.",
    "interior-design", "Esch-sur-Alzette", "Esch/Alzette", situation="decorate and plan a new flat on a 3000 euro budget")
add("pt-s09", "Bom dia, moramos em Audun-le-Tiche do lado francês e queríamos pintar a fachada e as portadas de fora, vocês também trabalham em França?",
    "painting", "abroad", "Audun-le-Tiche", situation="facade and shutters painting in Audun-le-Tiche (France)")
add("pt-s10", "Moro no Luxemburgo há dez anos e o meu marido ainda não fala francês, conhecem alguém que dê aulas particulares de francês ao sábado?",
    None, None, None, distractors=["Luxemburgo"], situation="private French lessons (not translation); Luxemburgo = the country")
add("pt-t01", "A caldeira a gás liga e desliga de cinco em cinco minutos, faz um estalo e volta a arrancar. Os radiadores ficam mornos, nunca quentes, e a conta do gás subiu imenso este mês. Não aparece nada no visor. Moro em Gosseldange, casa geminada.",
    "heating", "Lintgen", "Gosseldange", kind="a", nu="U", situation="gas boiler short-cycling, radiators only lukewarm")
add("pt-t02", "Quando a máquina da loiça esvazia, a sanita do rés-do-chão faz borbulhas e sobe um cheiro horrível de esgoto. O lava-loiça da cozinha também demora cada vez mais a escoar. Já pus produto mas não resolveu nada. Moramos em Bofferdange, a casa tem uns 40 anos.",
    "plumbing", "Lorentzweiler", "Bofferdange", kind="a", nu="U", situation="toilet gurgles and sewer smell when the dishwasher drains")
add("pt-t03", "Há duas semanas que acordo com picadas nos braços e nas pernas, sempre em fila, três ou quatro juntas. O meu marido não tem nada. Hoje de manhã vi pontinhos pretos na costura do colchão e um bichinho castanho achatado. Moramos num apartamento em Bonnevoie e estou a ficar desesperada.",
    "pest-control", "Luxembourg", "Bonnevoie", kind="a", nu="U", situation="bites in rows and spots on the mattress (bed bugs)")
add("pt-t04", "O meu vizinho disse que trocar um interruptor era fácil e que nem era preciso desligar o quadro. Fiz como ele disse, apanhei um choque e agora a luz da cozinha não acende e o disjuntor salta sempre que a ligo. Estou com medo de mexer mais. Preciso de um eletricista em Colmar-Berg o mais rápido possível.",
    "electrical", "Colmar-Berg", "Colmar-Berg", kind="b", nu="N", situation="DIY switch swap on neighbour's advice, shock and tripping circuit")
add("pt-t05", "O vendedor da loja de bricolage garantiu-nos que podíamos pôr a relva em rolo diretamente sobre a terra, sem preparar nada. Passado um mês está amarela, solta nas pontas e cheia de buracos. O jardim em Cruchten tem uns 200 m2 e o terreno é muito argiloso. Queríamos que alguém fizesse isto como deve ser, com o terreno preparado.",
    "gardening", "Nommern", "Cruchten", kind="b", nu="U", situation="turf laid on unprepared clay on a shop's advice, dying")
add("pt-t06", "O meu primo disse que não valia a pena pagar a uma empresa de mudanças, que com uma carrinha alugada fazíamos tudo num sábado. Já lá vão dois fins de semana, ele magoou as costas e metade das coisas ainda está na casa antiga em Larochette. O contrato acaba no dia 30. Preciso de uma empresa de mudanças que leve o resto, sobretudo o frigorífico e os armários, para Esch-sur-Alzette.",
    "moving", "Larochette", "Larochette", distractors=["Esch-sur-Alzette"], kind="b", nu="N", situation="DIY move on cousin's advice stalled; movers for the rest, labelled at the loading end")
add("pt-t07", "O nosso senhorio disse que para tapar os buracos na parede da garagem bastava pôr cimento por cima do reboco velho. Agora está tudo a estalar e caem bocados em cima do carro. Dá para ver os blocos por trás em dois sítios. A casa é em Heffingen e a parede tem uns 6 metros.",
    "masonry", "Heffingen", "Heffingen", kind="b", nu="U", situation="cement smeared over old render on landlord's advice, now cracking off")
add("pt-t08", "Abri um snack-bar com a minha irmã há seis meses e até agora era o contabilista do antigo dono que tratava de tudo, mas ele vai reformar-se. Temos duas empregadas, IVA todos os trimestres e ainda não fizemos o primeiro balanço. Procuramos um contabilista que fale português, se possível. Quanto se paga por mês mais ou menos?",
    "accounting", None, None, kind="c", nu="N", situation="snack bar needs an accountant for payroll, VAT returns and first balance sheet")
add("pt-t09", "Somos uma pequena empresa de construção em Bissen, com escritório de três pessoas. Os computadores são antigos, o Windows está sempre a pedir atualizações e a impressora só funciona num deles. Também queríamos que o e-mail funcionasse no telemóvel dos chefes de obra. Alguém pode vir ver e pôr isto tudo a funcionar?",
    "it-support", "Bissen", "Bissen", kind="c", nu="U", situation="building firm's office PCs, shared printer and mobile e-mail")
add("pt-t10", "Somos um promotor imobiliário e acabámos um prédio de seis apartamentos em Niederkorn. Os proprietários recebem as chaves daqui a duas semanas e está tudo cheio de pó, restos de silicone nos vidros e tinta no chão. Precisamos de uma equipa que deixe tudo pronto a entregar, incluindo as escadas comuns e a garagem. Podem mandar um orçamento?",
    "cleaning", "Differdange", "Niederkorn", kind="c", nu="U", situation="developer needs a new building cleaned after works before handover")
add("pt-t11", "Somos uma associação de folclore português e no dia 21 de junho fazemos a nossa festa anual no pavilhão de Ettelbruck, com ranchos vindos de Viseu e de Braga. Queríamos um fotógrafo que também filmasse os grupos a dançar, para fazer um pequeno vídeo para o Facebook. Há alguém disponível nesse sábado?",
    "photography", "Ettelbruck", "Ettelbruck", distractors=["Viseu", "Braga"], kind="c", nu="N", situation="folk association festival photos and video")
add("pt-t12", "Fui despedido depois de 11 anos na mesma empresa, de um dia para o outro, e disseram que era por motivo económico. Deram-me um papel para assinar que eu não percebo bem. Vale a pena falar com um advogado antes de assinar, ou isso só complica? E quanto costuma custar uma primeira consulta?",
    "legal", None, None, kind="d", nu="N", situation="dismissed after 11 years: see a lawyer before signing?")
add("pt-t13", "Tenho uma pequena empresa de limpezas com quatro funcionárias e os clientes chegam só por recomendação. Acham que vale a pena ter um site com formulário de pedido de orçamento, ou basta uma página no Facebook? Se for um site, quanto custa mais ou menos?",
    "web-development", None, None, kind="d", nu="U", situation="cleaning company: is a website with quote form worth it vs Facebook page")
add("pt-t14", "O meu contrato de arrendamento e o regulamento do condomínio estão em alemão e eu não percebo quase nada. São umas 25 páginas ao todo. Quanto custa mais ou menos ter isto tudo em português, e demora muito? Não é para nenhum tribunal, é só para eu saber o que assinei.",
    "translation", None, None, kind="d", nu="U", situation="price to have a German lease and house rules put into Portuguese")
add("pt-t15", "Somos cinco em casa e gastamos muita água quente. Um colega disse-me que tem painéis no telhado só para aquecer a água e que poupa muito. Vale a pena fazer isso numa casa em Gilsdorf com o telhado virado a sul, ou é melhor os painéis que fazem eletricidade? Quanto custa cada opção?",
    "solar", "Bettendorf", "Gilsdorf", kind="d", nu="U", situation="solar thermal for hot water or PV, which pays off")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, dovremmo spostare il lavandino e il WC del bagno al piano terra di circa un metro, casa a Goeblange, ci serve un idraulico per scarichi e tubature.",
    "plumbing", "Koerich", "Goeblange", situation="move a basin and WC by one metre: drains and pipes")
add("it-s02", "Cerco un elettricista per portare la corrente nel capanno in fondo al giardino a Keispelt, con due prese e una luce, circa 25 metri di cavo interrato.",
    "electrical", "Kehlen", "Keispelt", situation="buried cable to a garden shed with sockets and a light")
add("it-s03", "Vorremmo ridipingere soffitti e pareti di tutto l'appartamento (75 m2) a Eischen prima di entrarci a fine mese, bianco ovunque e una parete verde salvia in soggiorno.",
    "painting", "Habscht", "Eischen", situation="repaint a whole 75 m2 flat before moving in")
add("it-s04", "Ci serve un muratore per aprire un passaggio ad arco in un muro portante tra cucina e sala da pranzo in una casa in pietra a Colpach-Bas, con architrave in cemento.",
    "masonry", "Ell", "Colpach-Bas", situation="arched opening in a load-bearing stone wall")
add("it-s05", "Abbiamo una terrazza di 30 m2 a Martelange, dalla parte belga della strada, e vorremmo posare piastrelle in gres per esterni, venite anche in Belgio?",
    "tiling", "abroad", "Martelange", situation="outdoor porcelain tiles on a terrace in Martelange (Belgian side; Rombach-Martelange is the Lux side)")
add("it-s06", "Abbiamo perso l'unico mazzo di chiavi della casa a Useldange durante una passeggiata, si può cambiare il cilindro della porta d'ingresso e di quella del garage oggi stesso?",
    "locksmith", "Useldange", "Useldange", situation="lost the only set of keys, replace two cylinders today")
add("it-s07", "Ci trasferiamo da Milano a Mertzig a fine luglio, un trilocale con parecchi libri e una bici cargo, ci serve una ditta che faccia il trasloco internazionale porta a porta.",
    "moving", "Mertzig", "Mertzig", distractors=["Milano"], situation="international move from Milan, labelled at the Luxembourg end")
add("it-s08", "Abbiamo ereditato una vecchia fattoria a Vichten e vorremmo trasformare il fienile in un appartamento con bagno e cucina, cerchiamo un'impresa che segua tutto il cantiere.",
    "renovation", "Vichten", "Vichten", situation="convert a hay barn into a flat, one firm running the site")
add("it-s09", "Cerco un fotografo per i ritratti professionali del nostro team di 14 persone, da fare in ufficio a Esch-sur-Alzette una mattina di ottobre, sfondo neutro e qualche scatto all'aperto.",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="team headshots at the office")
add("it-s10", "Qualcuno conosce un DJ per la festa dei 18 anni di mia figlia il 9 novembre, circa 60 ragazzi, musica italiana e latino?",
    None, None, None, situation="DJ for an 18th birthday party (not a listed trade)")
add("it-t01", "Da una settimana sul soffitto del nostro bagno c'è una macchia gialla che si allarga, proprio sotto la doccia dell'appartamento di sopra. Ieri sera ha cominciato a gocciolare sulla lavatrice. Il vicino dice che da lui è tutto asciutto. Abitiamo in un condominio a Lussemburgo città, al secondo piano.",
    "plumbing", "Luxembourg", "Lussemburgo", kind="a", nu="U", situation="water stain spreading under the upstairs neighbour's shower")
add("it-t02", "Quest'inverno tra le assi del parquet in rovere del soggiorno si sono aperte fessure di quasi mezzo centimetro. Quando si cammina scricchiola tutto e in un angolo un'asse si muove sotto il piede. Il pavimento ha dodici anni, era stato posato inchiodato. Siamo a Schouweiler, circa 35 m2.",
    "carpentry", "Dippach", "Schouweiler", kind="a", nu="U", situation="gaps and a loose board in a nailed oak floor")
add("it-t03", "Dopo il temporale di domenica, nel sottotetto le travi vicino al comignolo erano bagnate. Da lì si vede la luce tra le tegole attorno al camino e la lamiera sembra sollevata. Non usiamo più il caminetto da anni. La casa è a Dahlem, quella vicino alla chiesa.",
    "roofing", "Garnich", "Dahlem", kind="a", nu="U", situation="daylight and water around the chimney flashing after a storm (Dahlem is also a Berlin district)")
add("it-t04", "Mio suocero ci ha consigliato di spegnere la caldaia a pellet ogni mattina e riaccenderla la sera, per risparmiare. Da quando lo facciamo, il braciere si riempie di incrostazioni, in cantina c'è odore di fumo e due volte si è bloccata a metà accensione. Casa ad Arsdorf, caldaia di sei anni. Vorremmo che qualcuno la pulisse per bene e ci spiegasse come va regolata.",
    "heating", "Rambrouch", "Arsdorf", kind="b", nu="U", situation="pellet boiler switched off daily on father-in-law's advice, clinker and smoke")
add("it-t05", "Il vicino ci ha detto di mettere una mangiatoia per uccelli sul retro, che fa bene al giardino. Da quando c'è, sotto la casetta degli attrezzi sono comparse delle tane e l'altra sera ho visto un ratto grosso così vicino ai bidoni. Abbiamo due bambini piccoli che giocano lì. Cerchiamo una ditta di derattizzazione a Noerdange, il prima possibile.",
    "pest-control", "Beckerich", "Noerdange", kind="b", nu="N", situation="bird feeder suggested by neighbour attracted rats")
add("it-t06", "Mio cognato mi ha detto che il forno pirolitico si pulisce meglio con lo sgrassatore spray prima di avviare il ciclo. L'ho fatto, ha fumato moltissimo e adesso la porta non si sblocca più e il display lampeggia. Il forno è un AEG di tre anni, fuori garanzia. Cerco un tecnico di elettrodomestici a Dudelange che possa venire a vederlo.",
    "appliance-repair", "Dudelange", "Dudelange", kind="b", nu="N", situation="degreaser before pyrolysis on relative's advice, oven door stays locked")
add("it-t07", "Abbiamo comprato tutto il soggiorno nello stesso negozio seguendo i consigli della commessa: divano angolare enorme, tavolo scuro, tende pesanti. Risultato: la stanza sembra piccola, buia e non ci si passa. Vorremmo che qualcuno ci facesse un progetto vero, con disposizione, colori e luci, recuperando quello che si può. L'appartamento è a Weimerskirch, soggiorno di 28 m2.",
    "interior-design", "Luxembourg", "Weimerskirch", kind="b", nu="U", situation="living room furnished on a shop assistant's advice feels cramped and dark")
add("it-t08", "Abbiamo una clinica veterinaria a Differdange con sala d'attesa, due ambulatori e una piccola sala operatoria. Ogni sera dopo la chiusura pavimenti e superfici vanno lavati e disinfettati con prodotti adatti agli animali. Anche il sabato mattina, se possibile. Potete farci un preventivo?",
    "cleaning", "Differdange", "Differdange", kind="c", nu="U", situation="veterinary clinic needs nightly cleaning and disinfection")
add("it-t09", "Gestiamo un piccolo agriturismo con caseificio a Ehner e le celle frigorifere consumano tantissima corrente, soprattutto d'estate. Il tetto della stalla è nuovo, esposto a sud, circa 400 m2. Vorremmo produrre noi l'elettricità che ci serve di giorno. Qualcuno può venire a fare un sopralluogo e un'offerta?",
    "solar", "Saeul", "Ehner", kind="c", nu="U", situation="farm dairy wants to generate its own daytime power on a barn roof")
add("it-t10", "Siamo un'agenzia di viaggi specializzata in tour enogastronomici e a marzo apriamo il mercato italiano. Il catalogo, 48 pagine, è in francese e tedesco. Cerchiamo un traduttore madrelingua italiano che sappia scrivere in modo accattivante, non parola per parola. Quali sono i tempi e le tariffe?",
    "translation", None, None, kind="c", nu="N", situation="travel agency catalogue into Italian")
add("it-t11", "Ho un'impresa edile con sette operai e finora la contabilità la faceva mia moglie, che adesso torna a lavorare a tempo pieno. Ogni mese dobbiamo fare buste paga, dichiarazioni IVA e pratiche con la CCSS. Cerco un commercialista o uno studio contabile che segua tutto, con un prezzo fisso. Parlo italiano e francese.",
    "accounting", None, None, kind="c", nu="N", situation="building firm needs payroll and VAT handled")
add("it-t12", "Il vicino del piano di sopra fa lavori rumorosi tutti i giorni fino alle undici di sera da tre mesi. L'amministratore del condominio dice che non può farci niente. Vale la pena rivolgersi a un avvocato, o è meglio prima tentare una mediazione? Quanto potrebbe costare un'azione legale?",
    "legal", None, None, kind="d", nu="N", situation="noisy neighbour for months: lawyer or mediation first")
add("it-t13", "Sono fisioterapista e apro il mio studio a gennaio. Mi basta una pagina semplice con orari, prezzi e la possibilità di prenotare, oppure conviene un sito completo con blog? Quanto costa di solito, e quanto ci vuole?",
    "web-development", None, None, kind="d", nu="U", situation="physiotherapist: simple booking page or full site, cost")
add("it-t14", "Abbiamo un giardino di 150 m2 a Redange-sur-Attert, in ombra per metà della giornata, e il prato non cresce mai bene. Conviene mettere un prato sintetico, oppure rifare il prato vero con una semina adatta all'ombra? E se invece trasformassimo tutto in aiuole e ghiaia, quanto verrebbe a costare più o meno?",
    "gardening", "Redange", "Redange-sur-Attert", kind="d", nu="U", situation="shady garden: artificial lawn, shade seed or beds and gravel")
add("it-t15", "Siamo uno studio di geometri a Steinfort con sei computer e tutti i progetti salvati su un vecchio PC che fa da server. È meglio comprare un NAS con backup esterno o passare tutto al cloud? E chi ci può aiutare a migrare senza perdere niente? Quanto costa un lavoro del genere?",
    "it-support", "Steinfort", "Steinfort", kind="d", nu="U", situation="surveyors' office: NAS or cloud, and migration help")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesitamos pintar el salón, el pasillo y la escalera de nuestra casa en Remich, unos 200 m2 de paredes, y antes quitar el gotelé de los años 80.",
    "painting", "Remich", "Remich", situation="remove 1980s textured paint and repaint living room, hall and stairs")
add("es-s02", "me acaban de robar el bolso con las llaves y el DNI dentro y vivo sola en pfaffenthal necesito cambiar la cerradura hoy mismo por favor",
    "locksmith", "Luxembourg", "pfaffenthal", situation="bag with keys stolen, change the lock today")
add("es-s03", "Tenemos una casa en Nennig, en el lado alemán justo enfrente de Remich, y buscamos a alguien que diseñe el jardín desde cero con riego, césped y un pequeño huerto, ¿trabajan también en Alemania?",
    "gardening", "abroad", "Nennig", distractors=["Remich"], situation="garden design from scratch in Nennig (Germany, opposite Remich)")
add("es-s04", "Nos mudamos de Mondorf a la ciudad de Luxemburgo el 1 de abril, un piso de dos habitaciones, y nos vendría bien que también embalaran la vajilla y la ropa.",
    "moving", "Mondorf-les-Bains", "Mondorf", distractors=["Luxemburgo"], situation="two-bedroom move with packing, labelled at the loading end")
add("es-s05", "Queremos reformar por completo la planta baja de una casa de los años 70 en Remerschen, tirar un tabique, cocina nueva, baño nuevo, suelos y electricidad, ¿nos pueden dar un presupuesto?",
    "renovation", "Schengen", "Remerschen", situation="full ground-floor refit of a 1970s house")
add("es-s06", "La campana extractora de la cocina (Teka, 4 años) hace un ruido horrible al encenderla y ya casi no aspira, ¿alguien que repare electrodomésticos por Harlange?",
    "appliance-repair", "Lac de la Haute-Sûre", "Harlange", situation="noisy cooker hood that no longer extracts")
add("es-s07", "Quiero poner placas solares en el tejado de mi casa en Esch-sur-Alzette, unos 8 kWp, ¿cuánto tardan en instalarlas y quién se ocupa de los papeles con Creos?",
    "solar", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="8 kWp PV install: lead time and grid paperwork")
add("es-s08", "Busco un interiorista para redistribuir un ático de 70 m2 en Strassen con muchas buhardillas, necesito ideas de muebles, colores e iluminación.",
    "interior-design", "Strassen", "Strassen", situation="re-plan a 70 m2 attic flat with dormers")
add("es-s09", "Las polillas se están comiendo la ropa de lana de todos los armarios en nuestra casa de Wellenstein, hemos probado bolas de cedro y nada, ¿hacen tratamiento?",
    "pest-control", "Schengen", "Wellenstein", situation="clothes moths in every wardrobe")
add("es-s10", "Busco profesor de guitarra española para mi hijo de 10 años, a domicilio o en una academia, dos veces por semana",
    None, None, None, situation="guitar lessons for a child (not a listed trade)")
add("es-t01", "Desde hace unas semanas, al pisar por el pasillo de casa suena hueco y ya hay tres baldosas que se mueven. Esta mañana una se ha levantado por una esquina y los niños casi se tropiezan. Las juntas alrededor están agrietadas. Vivimos en Cessange, el pasillo tiene unos 10 m2.",
    "tiling", "Luxembourg", "Cessange", kind="a", nu="U", situation="hollow-sounding, lifting hallway floor tiles")
add("es-t02", "Los escalones de hormigón de la entrada de casa se están deshaciendo: se caen trozos de las esquinas y se ven los hierros oxidados en el segundo escalón. Con las heladas de este invierno ha ido a peor. Mi madre tiene 82 años y me da miedo que se caiga. La casa está en Greiveldange.",
    "masonry", "Stadtbredimus", "Greiveldange", kind="a", nu="U", situation="crumbling concrete entrance steps with exposed rebar")
add("es-t03", "Cada vez que llueve fuerte, se va la luz en media casa y tengo que bajar al sótano a subir el diferencial. Si no llueve, todo funciona bien durante semanas. Creo que tiene que ver con el enchufe de la terraza o la lámpara del jardín, pero no estoy seguro. Vivimos en Canach.",
    "electrical", "Lenningen", "Canach", kind="a", nu="U", situation="RCD trips whenever it rains hard")
add("es-t04", "Antes de irnos de vacaciones en febrero, un vecino nos dijo que no hacía falta dejar la calefacción encendida en el garaje. A la vuelta, la tubería que va al grifo del garaje había reventado y había agua por todas partes. Hemos cerrado la llave general, pero ahora no tenemos agua en casa. Necesitamos un fontanero en Weiswampach lo antes posible.",
    "plumbing", "Weiswampach", "Weiswampach", kind="b", nu="N", situation="garage pipe burst from frost after neighbour's advice, water shut off")
add("es-t05", "Un señor llamó a la puerta y nos convenció de limpiar el tejado con agua a presión para quitar el musgo. Nos cobró 900 euros en efectivo y desapareció. Desde entonces, cuando llueve entra agua en el desván por varios sitios y algunas tejas se ven agrietadas. Vivimos en Heiderscheid, ¿alguien puede venir a revisar y arreglar lo que haga falta?",
    "roofing", "Esch-sur-Sûre", "Heiderscheid", kind="b", nu="U", situation="doorstep pressure-washing of the roof, now leaking and cracked tiles")
add("es-t06", "Cuando pusimos el suelo nuevo, un amigo nos dijo que cepilláramos nosotros mismos las puertas de madera por abajo para que no rozaran. Ahora dos puertas han quedado torcidas, tienen una rendija enorme y una no cierra. Son puertas macizas de roble, así que nos da pena tirarlas. Buscamos un carpintero en Waldbredimus que las ajuste o haga unas nuevas iguales.",
    "carpentry", "Bous-Waldbredimus", "Waldbredimus", kind="b", nu="N", situation="DIY-planed oak interior doors now warped and not closing")
add("es-t07", "Nuestra casa en Vianden tiene la fachada de piedra vista. Hace dos años un vecino que se las da de experto nos dijo que rellenáramos las juntas con mortero de cemento normal. Ahora las piedras de alrededor se están desmoronando y por dentro sale humedad en la pared. Nos han dicho que habría que quitarlo todo y rejuntar con cal. ¿Pueden venir a verlo?",
    "masonry", "Vianden", "Vianden", kind="b", nu="U", situation="stone facade repointed with cement on neighbour's advice, stones crumbling")
add("es-t08", "Tenemos una academia de baile en el barrio de la Gare, con dos salas llenas de espejos y un vestuario. Después de las clases de la noche el suelo y los espejos quedan fatal y los vestuarios ni te cuento. Queremos que alguien venga tres mañanas por semana antes de abrir a las 10 y lo deje todo impecable. ¿Qué precio tendría?",
    "cleaning", "Luxembourg", "Gare", kind="c", nu="U", situation="dance school needs floors, mirrors and changing room cleaned three mornings a week")
add("es-t09", "Somos una pequeña inmobiliaria en Hesperange y las fotos que hacemos con el móvil no venden los pisos. Buscamos un fotógrafo que pueda hacer fotos de interior y vídeos cortos con dron de unas cuatro propiedades al mes. Si además sabe hacer planos en 3D, mejor. ¿Trabajan con tarifa fija por propiedad?",
    "photography", "Hesperange", "Hesperange", kind="c", nu="N", situation="estate agency needs interior photos and drone clips")
add("es-t10", "Mi socio y yo tenemos una pequeña tienda online de aceite de oliva y jamón que vende a todo el Benelux. Hasta ahora lo apuntábamos todo en Excel, pero con el IVA de cada país y las facturas de los proveedores de Jaén ya no damos abasto. Necesitamos a alguien que se encargue de los libros cada mes y del cierre anual. ¿Cuánto cobraría más o menos?",
    "accounting", None, None, distractors=["Benelux", "Jaén"], kind="c", nu="U", situation="online food shop needs monthly books and year-end")
add("es-t11", "Llevo un hotel rural de 15 habitaciones en Medernach y los clientes se quejan todos los días de que el wifi no llega a las habitaciones del segundo piso. Además, el ordenador de recepción va muy lento y la impresora de facturas se desconecta sola. Necesitamos a alguien que lo revise todo y lo deje funcionando. ¿Pueden venir entre semana?",
    "it-support", "Vallée de l'Ernz", "Medernach", kind="c", nu="U", situation="rural hotel: guest Wi-Fi, slow reception PC, printer dropping")
add("es-t12", "Compré un coche de segunda mano hace un mes y el concesionario me ocultó que había tenido un accidente grave. Ahora el taller dice que el chasis está dañado. ¿Merece la pena contratar a un abogado para reclamar, o es mejor ir a una asociación de consumidores? ¿Cuánto me puede costar?",
    "legal", None, None, kind="d", nu="N", situation="used car sold with a hidden accident: lawyer or consumer association")
add("es-t13", "Soy entrenador personal y doy clases en tres sitios distintos. ¿Me conviene una web propia donde la gente pueda ver el horario y reservar, o es suficiente con una app de reservas? ¿Cuánto cuesta más o menos hacer una web así y mantenerla?",
    "web-development", None, None, kind="d", nu="U", situation="personal trainer: own booking site or a booking app")
add("es-t14", "Mi empresa me ha pedido que pase al español un manual de procedimientos de 60 páginas que está en francés, pero no me veo capaz. ¿Es mejor contratar a un traductor profesional o sirve un programa automático revisado por alguien? ¿Qué precio por palabra es normal?",
    "translation", None, None, kind="d", nu="N", situation="60-page procedures manual FR->ES: professional translator or machine plus review")
add("es-t15", "Estamos reformando una casa antigua en Dalheim y tenemos radiadores de hierro de los años 70 con una caldera de gasóleo. ¿Merece la pena poner suelo radiante ahora que levantamos los suelos, o es mejor cambiar solo los radiadores? ¿Y qué sistema sería mejor para alimentarlo, bomba de calor o caldera de pellets?",
    "heating", "Dalheim", "Dalheim", kind="d", nu="U", situation="underfloor heating or new radiators during works, heat pump or pellets")
