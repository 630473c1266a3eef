MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien bei eis zu wooltz leeft d'spullung vun der toilette de ganzen dag no an de waassercompteur dréint wéi wëll wie kann dat séier flécken",
    "plumbing", "Wiltz", "wooltz", situation="toilet cistern keeps running, water meter spinning; voice-typed")
add("lb-s02", "Brauch en Elektriker fir 4 nei Prisen an der Garage an eng Leitung fir eng Wallbox ze leeën, Haus zu Klierf, wa méiglech nach virun Chrëschtdag 👍",
    "electrical", "Clervaux", "Klierf", situation="new garage sockets and a supply line for a wallbox")
add("lb-s03", "Mir wëllen eis al Masutheizung zu Ettelbréck duerch eng Loft-Waasser-Wäermepomp ersetzen, wien kéint eng Offer maachen an hëlleft och mat de Primmen?",
    "heating", "Ettelbruck", "Ettelbréck", situation="replace oil heating by an air-water heat pump, help with subsidies")
add("lb-s04", "Sichen e Moler fir d'Trapenhaus vun eiser Residenz zu Bouneweg, 4 Stäck, Mauere a Plafongen, d'Syndicsversammlung wëll bis Enn Januar Offere gesinn",
    "painting", "Luxembourg", "Bouneweg", situation="repaint the stairwell of a 4-storey residence for the co-owners' meeting")
add("lb-s05", "Hëllef, ech hu mech op der Terrass ausgespaart an de Puppelchen schléift dobannen, Haus zu Dikrech no beim Lycée, wien kann elo direkt kommen!!",
    "locksmith", "Diekirch", "Dikrech", situation="locked out on the terrace with the baby asleep inside")
add("lb-s06", "Zanter enger Woch héiere mir all Nuecht eppes um Späicher kraazen an haut loungen kleng schwaarz Bëllercher nieft der Isolatioun, Haus zu Veianen 😩",
    "pest-control", "Vianden", "Veianen", situation="scratching in the attic at night and droppings by the insulation (mice), trade not named")
add("lb-s07", "Kann een eis d'Notice vun enger neier Fräsmaschinn, ronn 40 Säiten, vum Italieneschen op Däitsch iwwersetzen, eis Schräinerei brauch dat fir d'Sécherheetsschoulung?",
    "translation", None, None, situation="a joinery workshop needs a 40-page machine manual translated Italian to German")
add("lb-s08", "wie kann eis am fréijoer 3 uebstbeem planzen an e klenge geméisgaart uleeën mir sinn zu biekerech",
    "gardening", "Beckerich", "biekerech", situation="plant three fruit trees and lay out a vegetable patch")
add("lb-s09", "Offer gewënscht fir eng PV-Anlag op eiser Scheier zu Bettborn, ronn 180 m² Daach, Süd-Westen.",
    "solar", "Préizerdaul", "Bettborn", situation="photovoltaic system on a barn roof")
add("lb-s10", "Mir sichen e Fotograf fir d'Kommioun vun eiser Duechter den 3te Mee zu Goesdorf, Kierch an duerno e puer Fotoen am Gaart.",
    "photography", "Goesdorf", "Goesdorf", situation="photographer for a daughter's first communion")
add("lb-t01", "Nom Stuerm vu gëschter Owend leien dräi Zillen am Gaart. Elo kënnt et am Schlofzëmmer uewen an der Eck eran a mir hunn en Eemer drënner gestallt. D'Haus ass zu Wilwerwiltz, e bëssen ausserhalb vum Duerf. Kann nach een virum Weekend laanscht kommen?",
    "roofing", "Kiischpelt", "Wilwerwiltz", kind="a", nu="U", situation="storm blew tiles off, water coming into the bedroom; trade never named")
add("lb-t02", "Eise Frigo brummt wéi ëmmer, mee bannen ass et sou waarm wéi an der Kichen. De Congélateur drënner fréiert nach normal. Et ass e Siemens vun 2019 an d'Garantie ass eriwwer. Mir wunnen zu Réiden, kann dat nach gefléckt ginn oder muss en ewech?",
    "appliance-repair", "Redange", "Réiden", kind="a", nu="U", situation="fridge compartment warm while freezer still works")
add("lb-t03", "Zanter mir op Glasfaser gewiesselt hunn, fält d'WLAN an eisem klenge Büro ëmmer rëm fir e puer Minutten aus. Um Handy mat 5G geet alles. Den Drécker gëtt och vun de Laptope net méi fonnt. Mir sinn dräi Leit zu Esch-Uelzecht an hu keng Ahnung wou et hänkt.",
    "it-support", "Esch-sur-Alzette", "Esch-Uelzecht", kind="a", nu="U", situation="Wi-Fi drops and printer not found in a small office after a fibre switch")
add("lb-t04", "Mäin Noper huet gesot, ech sollt de Rass an der Fassad einfach mat Silikon zoumaachen. Dat hunn ech am Hierscht gemaach. Elo ass en nees op a säit dem Frascht ass e bal e Fanger breet. D'Mauer ass aus Bréck mat Crépi driwwer, Haus zu Nidderfeelen. Ka sech dat een uschauen ier et méi schlëmm gëtt?",
    "masonry", "Feulen", "Nidderfeelen", kind="b", nu="U", situation="neighbour said to seal a facade crack with silicone; crack widening")
add("lb-t05", "Am Baumaart hu se eis gesot, mir kéinten déi nei Plättercher am Buedzëmmer einfach iwwer déi al pechen. Mäi Mann huet dat am Summer gemaach. Elo kléngen der e puer huel an zwou si schonn gerass. Mir sichen e richtege Plättelsleeër, deen dat rausrappt an nei mécht, mir wunnen zu Miersch.",
    "tiling", "Mersch", "Miersch", kind="b", nu="N", situation="DIY store said to glue new tiles over old ones; now hollow and cracked")
add("lb-t06", "Meng Schwéiermamm huet gemengt, ech sollt eis Eechentrap mat Olivenueleg astreichen, dat wier natierlech. Elo ass alles klebreg, et richt ranzeg an e puer Trëppele knaschteren méi wéi virdrun. D'Haus zu Stolzebuerg ass vun 1930. Wien kann d'Trap ofschleifen, déi lass Trëppele fest maachen an se richteg behandelen?",
    "carpentry", "Putscheid", "Stolzebuerg", kind="b", nu="U", situation="mother-in-law said to oil the oak stairs with olive oil; sticky, rancid and creaking")
add("lb-t07", "De Chef vun der Baufirma hat eis versprach, seng Leit géifen nom Ëmbau selwer propper maachen. Meng Schwëster sot dunn, et géif duergoen, mam Stëbsauger ze fueren. De Stëbsauger ass elo futti an op all Schaf läit nach ëmmer wäisse Gipsstëbs. Mir sichen eng Botzfirma fir eng Grondreinigung vun der Wunneng um Lampertsbierg, 95 m². Wéini hätt der Zäit?",
    "cleaning", "Luxembourg", "Lampertsbierg", kind="b", nu="N", situation="after-works dust; sister said a vacuum would do, vacuum broke")
add("lb-t08", "Ech sinn de Sekretär vum Fussballclub zu Wëntger. No all Match gesinn d'Kabinnen an d'Duschen aus wéi e Schwéngsstall. Eis Fräiwëlleg hunn dat bis elo gemaach, mee keen huet méi Loscht. Mir sichen een, deen dat all Méindeg moies iwwerhëlt, wat kascht dat am Mount?",
    "cleaning", "Wincrange", "Wëntger", kind="c", nu="U", situation="football club needs changing rooms and showers cleaned every Monday")
add("lb-t09", "Mir hunn e klengt Hotel mat Restaurant zu Housen. De Sall gesäit nach aus wéi an den 90er, mat donkelem Holz a Luuchten déi ze vill blenden. Mir hätte gär en Interieursarchitekt, deen eis e Plang fir d'Dëscher, d'Faarwen an d'Beliichtung mécht. Ëmbaue maache mir duerno mat eise Leit.",
    "interior-design", "Parc Hosingen", "Housen", not_place=["Holz"], kind="c", nu="N", situation="small hotel wants a layout, colour and lighting plan for its dining room")
add("lb-t10", "Mir hunn eng kleng Bäckerei mat zwou Filialen. Eise Mielliwwerant wëll elo eng Strof vun 8.000 €, well mir de Kontrakt ee Joer ze fréi gekënnegt hunn. Am Kontrakt selwer steet näischt vun esou enger Strof, just e Renvoi op seng allgemeng Konditiounen. Wien kann eis do beroden an eis vertrieden?",
    "legal", None, None, kind="c", nu="U", situation="bakery's flour supplier claims an 8,000 EUR penalty for early termination")
add("lb-t11", "Ech sinn zanter dësem Joer Keesserin vun eiser Musek. Meng Virgängerin huet alles an engem Heft opgeschriwwen an d'Quittunge leien an enger Schongkëscht. Mir brauchen e Comptabel, deen d'Bicher vun 2025 opraumt an de Bilan fir d'Generalversammlung mécht. D'Gemeng wëll dat och gesinn fir de Subsid.",
    "accounting", None, None, kind="c", nu="N", situation="brass band's new treasurer needs the books tidied and annual accounts drawn up")
add("lb-t12", "Enn Mäerz gi mir vu Wanseler an d'Stad wunnen, 3 Zëmmer, vill Bicher an e schwéiere Schaf. Wat ass méi gënschteg: selwer eng Camionnette lounen a Kollege froen, oder dat vu Professionelle maache loossen? Wéivill kascht dat ongeféier fir sou eng Distanz? Mir hunn zu Wanseler kee Lift, mee et ass just den éischte Stack.",
    "moving", "Winseler", "Wanseler", distractors=["d'Stad"], kind="d", nu="U", situation="move from Winseler to the city: rent a van or hire pros, and cost")
add("lb-t13", "Mir hunn en aalt Haus zu Arel kaaft, direkt hannert der Grenz. De ganze Rez-de-chaussée muss nei gemaach ginn: Kichen, Buedzëmmer, Buedem an Elektresch. Schafft eng Renovatiounsfirma aus Lëtzebuerg och an der Belsch? A mat wéi engem Präis pro m² muss ee rechnen?",
    "renovation", "abroad", "Arel", distractors=["Lëtzebuerg", "Belsch"], kind="d", nu="N", situation="old house bought in Arlon (Belgium), ground floor to redo; will a Luxembourg firm work there")
add("lb-t14", "Mir verlounen eng Ferienwunneng zu Veianen a kréien all d'Reservatiounen iwwer Booking, déi 15 % huelen. Ass et sënnvoll, eng eege Säit mat Kalenner a Bezuelung ze hunn? Wat kascht sou eppes ongeféier, an ass WordPress oder eppes wéi Wix besser?",
    "web-development", None, None, distractors=["Veianen"], kind="d", nu="U", situation="own booking site for a holiday flat instead of a platform; cost and tools")
add("lb-t15", "Eisen ale Golf huet 240.000 km an elo ass d'Kupplung futti. De Garage, wou mir ëmmer waren, seet 1.900 € fir se ze wiesselen. Lount sech dat nach, oder soll ech dat Geld léiwer an en aneren Auto stiechen? Wie kuckt sech dat fir eng zweet Meenung un?",
    None, None, None, kind="d", nu="U", situation="is it worth a 1,900 EUR clutch repair on an old car (car repair, no trade)")

# ---------------- French ----------------
add("fr-s01", "Bonjour, l'évier de la cuisine met 5 minutes à se vider et ça sent les égouts, appartement rue de Strasbourg quartier Gare, quelqu'un de dispo mardi ?",
    "plumbing", "Luxembourg", "Gare", situation="slow, smelly kitchen sink drain in a flat near the station")
add("fr-s02", "besoin électricien pour remplacer vieux tableau avec fusibles en porcelaine dans une ferme à weiswampach avant la visite de l'assurance",
    "electrical", "Weiswampach", "weiswampach", situation="replace an old porcelain-fuse board in a farmhouse before an insurance visit")
add("fr-s03", "Les gouttières débordent à chaque averse et l'eau coule le long du mur, maison à Ulflingen, quelqu'un pour les nettoyer et vérifier la pente ?",
    "roofing", "Troisvierges", "Ulflingen", situation="overflowing gutters, clean and check slope; German name of the town")
add("fr-s04", "Suite à une tentative d'effraction cette nuit, je voudrais faire poser un cylindre de sécurité et une serrure 3 points sur ma porte d'entrée à Oberkorn.",
    "locksmith", "Differdange", "Oberkorn", situation="security cylinder and 3-point lock after an attempted break-in")
add("fr-s05", "Qui peut dessiner et planter un jardin sur un terrain nu de 600 m² autour de notre maison neuve à Kaundorf, budget env 15k€ ?",
    "gardening", "Lac de la Haute-Sûre", "Kaundorf", situation="design and plant a garden around a new house")
add("fr-s06", "Mon four encastrable Bosch ne chauffe plus qu'en haut et le bas reste froid, on est à Bertrange, réparation possible ou faut-il le changer ?",
    "appliance-repair", "Bertrange", "Bertrange", situation="built-in oven heats only from the top")
add("fr-s07", "Je cherche un comptable pour faire la déclaration d'impôts de notre couple, moi frontalier et ma femme résidente, on ne comprend rien aux classes d'impôt.",
    "accounting", None, None, situation="couple's tax return, one cross-border worker, one resident")
add("fr-s08", "Devis pour des panneaux solaires thermiques pour l'eau chaude sanitaire, maison de 1985 à Useldange, on a déjà une chaudière gaz.",
    "solar", "Useldange", "Useldange", situation="solar thermal for hot water beside a gas boiler")
add("fr-s09", "Cherche photographe avec drone pour photos et petite vidéo de notre gîte à Bourscheid pour le nouveau site internet.",
    "photography", "Bourscheid", "Bourscheid", situation="drone photos and video of a holiday cottage for its new website")
add("fr-s10", "Des pigeons se sont installés sous le toit de notre balcon à Esch-sur-Sûre et il y a des fientes partout, il faudrait poser des filets ou des pics.",
    "pest-control", "Esch-sur-Sûre", "Esch-sur-Sûre", situation="pigeons nesting under the balcony roof, nets or spikes")
add("fr-t01", "Depuis qu'on a fait l'extension, la nouvelle pièce du fond reste à 16 °C alors que le reste de la maison est à 22. Le sol y est froid au toucher, même l'après-midi. Dans le local technique, une des vannes du collecteur ne chauffe pas du tout. On habite à Vichten, quelqu'un peut regarder ça ?",
    "heating", "Vichten", "Vichten", kind="a", nu="U", situation="underfloor loop of a new extension stays cold; trade never named")
add("fr-t02", "Le petit mur de soutènement au fond du jardin penche de plus en plus vers le chemin. Après les pluies de novembre, deux pierres sont tombées et la terre commence à glisser. Mes enfants jouent juste à côté. La maison est à Colpach-Bas, est-ce que quelqu'un peut venir voir avant que tout s'écroule ?",
    "masonry", "Ell", "Colpach-Bas", kind="a", nu="U", situation="garden retaining wall leaning and losing stones")
add("fr-t03", "Depuis le grenier, on voit le jour entre deux ardoises au-dessus de la lucarne. Il y a aussi une épaisse couche de mousse sur le versant nord et des morceaux tombent dans la gouttière. Pour l'instant rien ne coule, mais l'hiver arrive. Maison ancienne à Grosbous.",
    "roofing", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="daylight between slates and thick moss on the north side")
add("fr-t04", "Le vendeur du magasin de bricolage m'a assuré que la peinture murale intérieure suffirait pour le mur du garage côté rue. Après un seul hiver, tout s'écaille en grandes plaques. Il faudrait tout reprendre avec quelque chose qui tienne dehors. C'est à Saeul, environ 30 m².",
    "painting", "Saeul", "Saeul", kind="b", nu="U", situation="shop sold indoor paint for an outdoor garage wall; peeling after one winter")
add("fr-t05", "Mon beau-père a posé notre terrasse en bois directement sur la terre, sans lambourdes, en disant que comme ça elle ne bougerait pas. Deux ans plus tard, les lames pourrissent par en dessous et certaines plient quand on marche. Je cherche un menuisier pour refaire la terrasse sur une vraie structure. Maison à Fouhren, terrasse de 35 m².",
    "carpentry", "Tandel", "Fouhren", kind="b", nu="N", situation="father-in-law laid a wooden deck straight on soil; boards rotting")
add("fr-t06", "Un ami bricoleur nous a dit qu'on pouvait poser le carrelage de la terrasse avec de la colle pour l'intérieur. Premier hiver : la moitié des carreaux se décollent et plusieurs sont fendus. La terrasse fait 25 m² à Arsdorf. Qui peut tout reprendre correctement avant l'été ?",
    "tiling", "Rambrouch", "Arsdorf", kind="b", nu="U", situation="friend used indoor adhesive for terrace tiles; tiles loose and cracked")
add("fr-t07", "Ma belle-sœur m'a conseillé de laver les vitres de notre véranda au vinaigre avec du papier journal. Résultat : des traces partout, et je n'arrive pas du tout à atteindre le toit vitré. Je cherche une entreprise de nettoyage pour les vitres et la toiture en verre de la véranda. Maison à Boulaide, accès facile par le jardin.",
    "cleaning", "Boulaide", "Boulaide", kind="b", nu="N", situation="sister-in-law's vinegar tip left streaks; glass roof of a veranda out of reach")
add("fr-t08", "Nous gérons un camping à Erpeldange-sur-Sûre avec 80 emplacements. Le wifi pour les clients ne couvre que l'accueil, et le PC de la réception plante dès qu'on ouvre le logiciel de réservation. La saison commence en avril. Il nous faudrait quelqu'un qui installe des bornes et remette le poste en état.",
    "it-support", "Erpeldange-sur-Sûre", "Erpeldange-sur-Sûre", kind="c", nu="U", situation="campsite guest Wi-Fi coverage and crashing reception PC")
add("fr-t09", "Notre cabinet d'avocats déménage en juin dans un plateau de 300 m² au Kirchberg. Nous voulons un open space pour les assistantes, quatre bureaux fermés et deux salles de réunion. Nous cherchons un architecte d'intérieur pour l'agencement, le mobilier et l'éclairage. Le bail est déjà signé, il faut aller vite.",
    "interior-design", "Luxembourg", "Kirchberg", kind="c", nu="N", situation="law firm's new office floor needs layout, furniture and lighting design")
add("fr-t10", "Notre club de tennis de table quitte l'ancienne salle de Mertzig pour le nouveau hall sportif de Feulen. Il faut transporter 12 tables, les séparations et deux armoires de matériel, un samedi de préférence. Nos membres ont 60 ans de moyenne, on ne peut pas porter tout ça nous-mêmes. Quelqu'un peut faire ça avec un camion ?",
    "moving", "Mertzig", "Mertzig", distractors=["Feulen"], kind="c", nu="U", situation="table-tennis club moves its tables from the old hall to a new one")
add("fr-t11", "Nous sommes un cabinet dentaire avec beaucoup de patients lusophones. Nos questionnaires médicaux, le consentement éclairé et les consignes après extraction n'existent qu'en français. Nous cherchons un traducteur vers le portugais, et si possible l'anglais. Cela représente une dizaine de pages.",
    "translation", None, None, kind="c", nu="N", situation="dental practice needs patient forms translated into Portuguese and English")
add("fr-t12", "Nous hésitons entre acheter une maison des années 60 à Volmerange-les-Mines, à rénover entièrement, ou un appartement neuf. Combien coûte en gros une rénovation complète pour 120 m², avec électricité, salle de bain, isolation et sols ? Est-ce qu'une entreprise luxembourgeoise peut travailler côté français ?",
    "renovation", "abroad", "Volmerange-les-Mines", kind="d", nu="N", situation="cost of a complete renovation of a 1960s house just across the French border")
add("fr-t13", "Mon employeur veut me licencier alors que je suis en congé parental. Il me propose une rupture à l'amiable avec trois mois de salaire. Est-ce que c'est légal, et est-ce que j'ai intérêt à signer ? Combien coûte une première consultation ?",
    "legal", None, None, kind="d", nu="U", situation="dismissal during parental leave, should I sign a settlement")
add("fr-t14", "Notre association de parents d'élèves voudrait un site simple pour les inscriptions aux activités du mercredi. Est-ce que ça vaut la peine de payer quelqu'un, ou un outil gratuit suffit ? Il faudrait aussi pouvoir encaisser 20 € par enfant. Quel budget prévoir ?",
    "web-development", None, None, kind="d", nu="U", situation="parents' association: pay for a sign-up site with payment or use a free tool")
add("fr-t15", "Est-ce qu'on trouve ici quelqu'un pour garder notre chien dix jours en août pendant qu'on est au Portugal ? Vaut-il mieux une pension ou quelqu'un qui vient à la maison ? C'est un vieux labrador qui n'aime pas les autres chiens. Combien ça coûte en général ?",
    None, None, None, distractors=["Portugal"], kind="d", nu="U", situation="dog-sitting during a holiday (no trade)")

# ---------------- German ----------------
add("de-s01", "Im Flur unseres Hauses in Echternach flackern seit gestern alle LED-Spots gleichzeitig, Elektriker für diese Woche gesucht.",
    "electrical", "Echternach", "Echternach", situation="all LED spots in the hallway flicker together")
add("de-s02", "Wir brauchen eine Hebeanlage für das neue Gäste-WC im Keller unseres Hauses in Bad Mondorf, wer baut sowas ein?",
    "plumbing", "Mondorf-les-Bains", "Bad Mondorf", situation="sewage lifting unit for a new basement toilet")
add("de-s03", "Tresor im Büro in der Oberstadt geht nach dem Batteriewechsel nicht mehr auf und der Code wird nicht akzeptiert – Schlüsseldienst mit Erfahrung bei Tresoren gesucht!",
    "locksmith", "Luxembourg", "Oberstadt", situation="office safe will not open after a battery change")
add("de-s04", "suche jemanden der unseren vermoosten rasen in berdorf vertikutiert nachsät und düngt am besten im april",
    "gardening", "Berdorf", "berdorf", situation="scarify, reseed and feed a mossy lawn; voice-typed")
add("de-s05", "Küchenrückwand mit Metro-Fliesen, ca 4 m², Einfamilienhaus in Heffingen – wer hat im März Zeit?",
    "tiling", "Heffingen", "Heffingen", situation="subway-tile kitchen splashback")
add("de-s06", "Unser Wechselrichter (SMA Sunny Boy 5.0) zeigt seit drei Tagen 0 W an, obwohl die Sonne scheint, die Anlage ist auf unserem Dach in Christnach.",
    "solar", "Waldbillig", "Christnach", situation="PV inverter shows 0 W for three sunny days")
add("de-s07", "Wer kann unseren Online-Shop für handgemachte Seifen von Etsy auf eine eigene Shopify-Seite umziehen, inklusive Versandregeln für DE, FR und BE?",
    "web-development", None, None, situation="move a handmade-soap shop from Etsy to its own Shopify site (the verb 'umziehen' is not a removal)")
add("de-s08", "Umzug von Reisdorf nach Trier am 14 Februar, 2-Zimmer-Wohnung im zweiten Stock ohne Aufzug, bitte um ein Angebot.",
    "moving", "Reisdorf", "Reisdorf", distractors=["Trier"], situation="move out of Luxembourg to Trier; loading end in Reisdorf")
add("de-s09", "Wir haben aus dem Urlaub Bettwanzen mitgebracht, Schlafzimmer und Kinderzimmer in unserem Haus in Consdorf sind betroffen, bitte um schnelle Hilfe.",
    "pest-control", "Consdorf", "Consdorf", situation="bed bugs brought back from a holiday")
add("de-s10", "Suchen Fotografen für Produktfotos unserer Weine, ca 20 Flaschen freigestellt plus Stimmungsbilder im Keller, Weingut in Grevenmacher.",
    "photography", "Grevenmacher", "Grevenmacher", situation="product photos of a winery's bottles and cellar")
add("de-t01", "Seit Montag werden die Heizkörper im ganzen Haus nur noch lauwarm. Warmwasser funktioniert aber ganz normal. Im Keller hört man die Pumpe nicht mehr, früher hat sie leise gesummt. Wir wohnen in Gilsdorf, kann sich das jemand anschauen?",
    "heating", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="radiators only lukewarm, circulation pump silent; hot water fine")
add("de-t02", "Bei starkem Regen tropft es im Dachgeschoss genau unter dem Dachfenster. Innen am Rahmen ist das Holz schon dunkel verfärbt und der Putz darunter bröselt. Das Fenster ist etwa 20 Jahre alt. Haus in Befort, wer kann kommen?",
    "roofing", "Beaufort", "Befort", not_place=["Holz"], kind="a", nu="U", situation="roof window leaks in heavy rain")
add("de-t03", "Unser Geschirrspüler läuft das ganze Programm durch, aber am Ende steht unten noch ein paar Zentimeter Wasser. Das Sieb haben wir schon gereinigt. Er brummt beim Abpumpen nur kurz und hört dann auf. Wir wohnen in Fels, kommt da jemand vorbei oder lohnt sich das nicht mehr?",
    "appliance-repair", "Larochette", "Fels", kind="a", nu="U", situation="dishwasher does not pump out; German name of Larochette")
add("de-t04", "Der Vermieter meinte, wir könnten die alte Tapete im Kinderzimmer einfach überstreichen. Jetzt hat die Wand überall Blasen und an den Nähten löst sich alles. Wir würden das gerne ordentlich machen lassen, also runter damit und neu. Wohnung in Rosport, etwa 14 m².",
    "painting", "Rosport-Mompach", "Rosport", kind="b", nu="U", situation="landlord said to paint over old wallpaper; bubbles and loose seams")
add("de-t05", "Ein Bekannter hat uns geraten, das knarrende Eichenparkett einfach von oben festzuschrauben. Jetzt sieht man überall Schraubenköpfe und es knarrt trotzdem weiter. Wir suchen einen Schreiner, der die Stellen sauber repariert und den Boden neu abschleift. Haus in Cruchten, Wohnzimmer 40 m².",
    "carpentry", "Nommern", "Cruchten", not_place=["einen"], kind="b", nu="N", situation="acquaintance said to screw down a creaking oak parquet from above")
add("de-t06", "Mein Schwager hat die Betonplatte für unser Gartenhaus ohne Schotter direkt auf die Erde gegossen. Nach dem Winter ist sie in der Mitte durchgebrochen und eine Hälfte ist abgesackt. Das Gartenhaus steht schon schief. Kann jemand die Platte in Schoos neu machen?",
    "masonry", "Fischbach", "Schoos", kind="b", nu="U", situation="brother-in-law poured a shed slab without a base; slab broken")
add("de-t07", "Nach einem kleinen Küchenbrand hat uns ein Nachbar geraten, die verrußten Wände und Schränke einfach mit Seifenwasser abzuwaschen. Das hat alles nur verschmiert, jetzt sind überall graue Schlieren. Wir suchen eine Reinigungsfirma, die sich mit Brandreinigung auskennt. Wohnung in Ettelbrück, ca 70 m².",
    "cleaning", "Ettelbruck", "Ettelbrück", kind="b", nu="N", situation="soot after a small kitchen fire smeared by a neighbour's soap-water tip")
add("de-t08", "Wir sind eine kleine Tierarztpraxis in Medernach. Seit dem letzten Windows-Update druckt der Etikettendrucker nicht mehr und der Rechner an der Anmeldung braucht zehn Minuten zum Hochfahren. Unser Neffe, der das sonst macht, studiert jetzt in Aachen. Wer kann uns einmal im Monat betreuen?",
    "it-support", "Vallée de l'Ernz", "Medernach", distractors=["Aachen"], kind="c", nu="U", situation="vet practice: label printer and slow reception PC after an update")
add("de-t09", "Wir betreiben eine kleine Pension in Bech mit sechs Zimmern. Die Zimmer sind sauber, aber sehen aus wie bei Oma. Wir möchten eine Innenarchitektin, die uns ein Konzept für Farben, Möbel und Licht macht, das wir dann Zimmer für Zimmer umsetzen. Budget ca 4000 € pro Zimmer.",
    "interior-design", "Bech", "Bech", kind="c", nu="N", situation="guesthouse wants a colour, furniture and light concept for six rooms")
add("de-t10", "Unsere Buchhandlung in Limpertsberg bekommt nach dem Umbau endlich mehr Platz. Wir möchten an zwei Wänden Regale aus Eiche nach Maß bis unter die Decke, mit einer Bibliotheksleiter. Gibt es jemanden, der so etwas baut und einbaut? Fertig sein sollte es bis zum Herbst.",
    "carpentry", "Luxembourg", "Limpertsberg", kind="c", nu="U", situation="bookshop wants made-to-measure oak shelving with a library ladder")
add("de-t11", "Wir haben ein Restaurant mit vier Angestellten und einer Aushilfe. Bisher hat meine Frau die Gehälter selbst ausgerechnet, aber mit den neuen Zuschlägen blickt sie nicht mehr durch. Wir suchen jemanden für die Lohnbuchhaltung und die Meldungen an die CCSS. Geht das monatlich zu einem Festpreis?",
    "accounting", None, None, kind="c", nu="N", situation="restaurant needs monthly payroll for five staff")
add("de-t12", "Wir haben in Nittel auf der deutschen Moselseite ein altes Winzerhaus geerbt. Küche, Bad, Böden und alle Leitungen im Erdgeschoss müssten neu. Lohnt sich das überhaupt, oder ist Abreißen am Ende günstiger? Und dürfen Firmen aus Luxemburg dort drüben arbeiten?",
    "renovation", "abroad", "Nittel", distractors=["Luxemburg"], kind="d", nu="U", situation="inherited winegrower's house across the Moselle: worth redoing the ground floor?")
add("de-t13", "Unser Nachbar will eine Doppelgarage direkt an unsere Grundstücksgrenze bauen, mit drei Metern hoher Wand vor unserem Küchenfenster. Die Gemeinde hat es angeblich schon genehmigt. Können wir uns dagegen wehren, und aus welchem Grund überhaupt? Was kostet so ein Verfahren ungefähr?",
    "legal", None, None, not_place=["Grund"], kind="d", nu="U", situation="neighbour's garage on the boundary; can we object and what does it cost")
add("de-t14", "Nächsten Monat kommt eine Geschäftspartnerin aus Japan für zwei Tage Verhandlungen zu uns. Sie spricht kaum Englisch, wir kein Japanisch. Brauchen wir einen Dolmetscher für beide Tage, oder reicht jemand per Video? Was kostet das ungefähr pro Tag?",
    "translation", None, None, distractors=["Japan"], not_place=["einen"], kind="d", nu="N", situation="interpreter for two days of talks with a Japanese partner")
add("de-t15", "Unser altes Klavier ist seit dem Umzug total verstimmt. Wie oft sollte man so ein Instrument eigentlich stimmen lassen? Lohnt sich das bei einem 50 Jahre alten Klavier noch? Und was kostet ein Klavierstimmer hier normalerweise?",
    None, None, None, kind="d", nu="U", situation="piano tuning after a move (no trade)")

# ---------------- English ----------------
add("en-s01", "Looking for an electrician to install a Zappi EV charger in our garage in Strassen, 11 kW, the fuse box is in the basement right underneath.",
    "electrical", "Strassen", "Strassen", situation="EV charger installation in a garage")
add("en-s02", "we've got mice in the kitchen of our flat in belair, saw two behind the fridge last night and the landlord says it's our problem 🙄",
    "pest-control", "Luxembourg", "belair", situation="mice in a rented flat's kitchen, landlord refuses")
add("en-s03", "Locked myself out of my house in Mamer with the oven still on, can someone come RIGHT NOW?",
    "locksmith", "Mamer", "Mamer", situation="locked out with the oven on")
add("en-s04", "Need someone to rake out and redo the crumbling grout on our kitchen floor tiles in Howald, about 18 m².",
    "tiling", "Hesperange", "Howald", situation="regrout a kitchen tile floor")
add("en-s05", "Can anyone dig out a big tree stump (old spruce, about 60 cm across) from our front garden in Helmsange and lay new grass over the spot?",
    "gardening", "Walferdange", "Helmsange", not_place=["grass"], situation="remove a spruce stump and re-turf; 'grass' is a place name in the data")
add("en-s06", "Need an accountant to run payroll for our two nannies from January, we're an expat family and have no clue about the CCSS declarations.",
    "accounting", None, None, situation="household payroll for two nannies")
add("en-s07", "Quote please for PV panels on the carport at our house in Sandweiler, roughly 6 kWp, south facing, we already have a wallbox.",
    "solar", "Sandweiler", "Sandweiler", situation="PV panels on a carport")
add("en-s08", "Our Miele tumble dryer runs but stays cold so the clothes come out wet after 2 hours, we live in Bridel, does anyone repair these at home?",
    "appliance-repair", "Kopstal", "Bridel", situation="tumble dryer does not heat")
add("en-s09", "Looking for a photographer to do professional headshots of our team of 12 at our office in Moutfort, ideally one morning in February.",
    "photography", "Contern", "Moutfort", situation="team headshots at an office")
add("en-s10", "We just bought a 45 m² studio in Gasperich and need an interior designer to plan the layout so it fits a home office and a proper bed.",
    "interior-design", "Luxembourg", "Gasperich", situation="layout of a small studio with a home office")
add("en-t01", "Our water bill just arrived and it's three times the usual. Nothing is visibly leaking anywhere. At night we hear a faint hiss in the wall behind the washing machine, and the meter keeps turning with every tap closed. House in Leudelange, can someone find where the water is going?",
    "plumbing", "Leudelange", "Leudelange", not_place=["bill"], kind="a", nu="U", situation="hidden leak: triple water bill, hiss in the wall, meter turning")
add("en-t02", "Every time I switch on the kettle and the toaster together, half the kitchen goes dead. I then have to go down to the basement and flip a switch back up. It started the week we moved in. Terraced house in Munsbach, is this dangerous?",
    "electrical", "Schuttrange", "Munsbach", kind="a", nu="U", situation="kitchen circuit trips with kettle and toaster")
add("en-t03", "The thermostat in our bedroom is set to 24 but the room won't go above 17. The valve on that radiator doesn't turn any more, it's stuck solid. The other rooms are fine. We're in Senningerberg and my partner works nights, so mornings are best.",
    "heating", "Niederanven", "Senningerberg", kind="a", nu="U", situation="one room's radiator valve seized, room stays cold")
add("en-t04", "Our landlord told us to just paint over the water stain on the ceiling with normal white emulsion. We did that twice and the brown ring comes back every time. The leak upstairs was fixed in March, it's dry now. Flat in Mullendorf, can someone do it properly?",
    "painting", "Steinsel", "Mullendorf", kind="b", nu="U", situation="landlord said to paint over a water stain; it keeps coming back")
add("en-t05", "The kitchen showroom said our solid oak worktop would never need oiling. Two years on there are black marks around the sink and the joint by the hob has swollen. I'd like a carpenter to sand and refinish it, or replace that section if it's too far gone. We're in Bertrange.",
    "carpentry", "Bertrange", "Bertrange", kind="b", nu="N", situation="showroom said an oak worktop needs no oil; black marks and swelling")
add("en-t06", "A guy knocked on our door saying our roof needed a moss treatment and sprayed something on it for 600 euros. Since then several tiles are cracked and the gutters are full of grit. I think he walked all over it. House in Hassel, can someone check the damage?",
    "roofing", "Weiler-la-Tour", "Hassel", kind="b", nu="U", situation="door-to-door moss treatment left cracked tiles")
add("en-t07", "My uncle passed away in October and my cousin said we'd manage his flat ourselves with a few bin bags. We gave up after one weekend, it's much worse than we thought. We need a cleaning company for a full deep clean, kitchen and bathroom included. The flat is in Athus, just over the Belgian border.",
    "cleaning", "abroad", "Athus", kind="b", nu="N", situation="deep clean of a late uncle's neglected flat in Athus, Belgium")
add("en-t08", "We're a small language school in Junglinster. Someone donated 10 laptops and we need them wiped, set up with Office and joined to our Wi-Fi. The projector in room 2 also won't talk to any of them. Is there someone who does this for small organisations?",
    "it-support", "Junglinster", "Junglinster", kind="c", nu="U", situation="language school needs donated laptops set up and a projector connected")
add("en-t09", "Our startup is moving its office from Esch/Alzette to Kirchberg at the end of the month. We have 25 desks, a server rack and a lot of monitors. We need office movers who can pack on a Friday and set up over the weekend. Insurance for the IT gear is a must.",
    "moving", "Esch-sur-Alzette", "Esch/Alzette", distractors=["Kirchberg"], kind="c", nu="N", situation="startup office move; loading end in Esch")
add("en-t10", "Our scout group has been given an old 1970s chalet in Bofferdange. The kitchen, the toilets and the wiring all have to be redone, and the floors are shot. We'd like one company to manage all of it over the summer holidays. We may sell the old equipment to raise money.",
    "renovation", "Lorentzweiler", "Bofferdange", not_place=["sell"], kind="c", nu="U", situation="scout group's 1970s chalet needs kitchen, toilets, wiring and floors redone")
add("en-t11", "I'm the secretary of a community choir. We'd like a website with our concert calendar, a few recordings and online ticket sales. Is there a web developer who does small projects like this? Our budget is tight, maybe 1500 euros.",
    "web-development", None, None, kind="c", nu="N", situation="choir wants a site with calendar, audio and ticket sales")
add("en-t12", "We want to knock through the wall between the kitchen and the dining room in our house in Cents. How do I know if it's load-bearing? What does an opening with a steel beam roughly cost? And do we need a permit for that?",
    "masonry", "Luxembourg", "Cents", kind="d", nu="U", situation="opening a possibly load-bearing wall: cost and permit")
add("en-t13", "Our builder went bankrupt halfway through our extension and we had paid a 40% deposit. The receiver says we are just one creditor among many. Is it worth going after the money at all? How much would it cost to try?",
    "legal", None, None, kind="d", nu="U", situation="builder bankrupt after a 40% deposit: worth pursuing?")
add("en-t14", "My parents are visiting from Brazil and my dad has a specialist appointment next month. He only speaks Portuguese. Does the hospital provide interpreters, or should I book one myself? What does an interpreter usually charge per hour?",
    "translation", None, None, distractors=["Brazil"], kind="d", nu="N", situation="interpreter for a father's medical appointment")
add("en-t15", "How much do driving lessons usually cost in Luxembourg? Is it better to take them in English or in French? My wife passed her test in India but apparently that licence can't be swapped. How many hours do people typically need?",
    None, None, None, distractors=["Luxembourg", "India"], kind="d", nu="U", situation="driving lessons: cost and language (no trade); country name beside no work place")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, procuro alguém para fazer a limpeza semanal de um escritório de 120 m² em Esch-sur-Alzette, de preferência à sexta à tarde.",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="weekly office cleaning")
add("pt-s02", "a sanita do rés do chão não para de correr água e o autoclismo faz barulho a noite toda moro em niederkorn quem pode vir ver",
    "plumbing", "Differdange", "niederkorn", situation="ground-floor toilet keeps running; voice-typed")
add("pt-s03", "Preciso de um ladrilhador para pôr mosaico na parede do duche, mais ou menos 8 m², casa em Rodange, os azulejos já estão comprados.",
    "tiling", "Pétange", "Rodange", situation="mosaic on a shower wall, tiles already bought")
add("pt-s04", "Vamos voltar para Portugal em julho e precisamos de uma empresa que leve as coisas de um T3 em Soleuvre até Viseu, alguém faz isso?",
    "moving", "Sanem", "Soleuvre", distractors=["Portugal", "Viseu"], situation="move back to Portugal; loading end in Soleuvre")
add("pt-s05", "o disjuntor diferencial salta sempre que chove e o senhorio não faz nada, casa em Tétange, alguém que perceba disto 🙏",
    "electrical", "Kayl", "Tétange", situation="RCD trips whenever it rains; landlord does nothing")
add("pt-s06", "A minha máquina de lavar loiça Bosch já não seca nada e deixa tudo molhado, há alguém em Rumelange que repare isso?",
    "appliance-repair", "Rumelange", "Rumelange", situation="dishwasher no longer dries")
add("pt-s07", "Preciso de um advogado que fale português por causa de um acidente de trabalho, o seguro não quer pagar nada.",
    "legal", None, None, situation="work accident, insurer refuses to pay")
add("pt-s08", "Queria semear relva nova e pôr rega automática no jardim das traseiras, uns 200 m² em Dudelange 🌱",
    "gardening", "Dudelange", "Dudelange", situation="new lawn and automatic watering in a back garden")
add("pt-s09", "A caldeira a gás precisa da revisão anual e ninguém lhe mexeu desde que comprámos a casa em Fennange há 3 anos.",
    "heating", "Bettembourg", "Fennange", situation="gas boiler service never done in three years")
add("pt-s10", "Temos baratas na cozinha do restaurante em Foetz e precisamos de uma desinfestação urgente antes da inspeção sanitária.",
    "pest-control", "Mondercange", "Foetz", situation="cockroaches in a restaurant kitchen before an inspection")
add("pt-t01", "Sempre que chove com vento, aparece uma mancha castanha no teto do sótão, mesmo à volta da chaminé. A mancha está cada vez maior e o gesso já começa a inchar. Lá fora vê-se que a chapa à volta da chaminé está levantada. A casa fica na rue de la Paix, L-3813, quem pode ver isto antes do inverno?",
    "roofing", "Schifflange", "L-3813", kind="a", nu="U", situation="stain round the chimney in the attic, flashing lifted")
add("pt-t02", "A chave entra e roda, mas a porta do prédio não abre, o trinco não recua nada. Estou cá fora com as compras e os miúdos há meia hora. O vizinho do primeiro andar também não consegue abrir por dentro. Moramos em Bonnevoie, alguém pode vir já?",
    "locksmith", "Luxembourg", "Bonnevoie", kind="a", nu="U", situation="building door latch stuck, family outside")
add("pt-t03", "Desde o inverno, o muro do jardim que dá para a rua tem uma racha em escada. Alguns tijolos já estão soltos e um caiu para o passeio. Tenho medo que caia em cima de alguém. Fica em Bascharage, quem pode vir ver e dar um preço?",
    "masonry", "Käerjeng", "Bascharage", kind="a", nu="U", situation="stepped crack and loose bricks in a street-side garden wall")
add("pt-t04", "O vendedor da loja disse que não era preciso primário para pintar as portas lacadas da casa. Pintei as oito portas num fim de semana. Agora a tinta sai com a unha e nalguns sítios descasca sozinha. Quero que alguém resolva isto como deve ser, casa em Berchem.",
    "painting", "Roeser", "Berchem", kind="b", nu="U", situation="shop said no primer needed on lacquered doors; paint peels off")
add("pt-t05", "Um vizinho disse-me que os painéis solares não funcionam com o telhado virado a leste e a oeste e que nem valia a pena. Depois reparei que as casas aqui ao lado têm todas painéis. Queria que uma empresa de painéis solares viesse ver o meu telhado em Ehlange. Somos quatro em casa e gastamos bastante luz.",
    "solar", "Reckange-sur-Mess", "Ehlange", kind="b", nu="N", situation="neighbour said east-west roofs are useless for PV")
add("pt-t06", "A senhoria disse para eu próprio lixar o soalho de madeira com uma máquina alugada. Ficaram marcas em onda por todo o lado e num canto fui até aos pregos. Agora ela quer que eu pague o arranjo. Preciso de alguém que saiba tratar soalho antigo, apartamento em Kleinbettingen.",
    "carpentry", "Steinfort", "Kleinbettingen", kind="b", nu="U", situation="landlady told tenant to sand the wooden floor himself; gouged")
add("pt-t07", "Um amigo disse que alugar uma carrinha e fazer tudo sozinhos saía baratíssimo. Carregámos metade, partimos o espelho grande e o meu marido magoou as costas. Agora preciso de uma empresa de mudanças para levar o resto do apartamento em Ettelbruck para Diekirch. Ainda há a cama, o frigorífico e o sofá.",
    "moving", "Ettelbruck", "Ettelbruck", distractors=["Diekirch"], kind="b", nu="N", situation="DIY van move went wrong; movers needed for the rest, Ettelbruck to Diekirch")
add("pt-t08", "Temos uma pastelaria em Esch-Alzette e o computador da caixa bloqueia várias vezes por dia. Quando isso acontece, o terminal de pagamento também deixa de funcionar. O wifi do estabelecimento é muito fraco ao pé do balcão. Precisamos de alguém de confiança que venha ver isso.",
    "it-support", "Esch-sur-Alzette", "Esch-Alzette", kind="c", nu="U", situation="pastry shop's till PC freezes and card terminal drops")
add("pt-t09", "Somos uma associação cultural portuguesa e fazemos 25 anos em maio. A festa vai ser no centro cultural de Mersch, com rancho, fado e jantar. Queremos um fotógrafo para a noite toda e, se possível, um pequeno vídeo. Quanto pedem normalmente?",
    "photography", "Mersch", "Mersch", kind="c", nu="N", situation="Portuguese association's 25th anniversary party")
add("pt-t10", "Temos um pequeno gabinete de contabilidade em Hollerich e queremos mudar o espaço todo. É preciso tirar duas divisórias, fazer uma casa de banho nova, trocar o chão e refazer a parte elétrica. O escritório tem 70 m² no rés-do-chão. Podemos fechar duas semanas em agosto.",
    "renovation", "Luxembourg", "Hollerich", kind="c", nu="U", situation="accounting office wants its premises redone by one coordinator")
add("pt-t11", "Somos uma empresa de construção com muitos trabalhadores portugueses e cabo-verdianos. O nosso plano de segurança e as instruções das máquinas só existem em francês. Precisamos de um tradutor para passar tudo para português, cerca de 30 páginas. O inspetor do trabalho vem em março.",
    "translation", None, None, kind="c", nu="N", situation="construction firm needs its safety plan translated into Portuguese")
add("pt-t12", "Comprámos um apartamento em Audun-le-Tiche, mesmo do outro lado da fronteira. A sala e a cozinha vão ficar abertas e não sabemos como arrumar os móveis nem que cores escolher. Vale a pena pagar a alguém para fazer um projeto? Quanto custa mais ou menos?",
    "interior-design", "abroad", "Audun-le-Tiche", kind="d", nu="U", situation="is it worth paying for a layout and colour plan for a flat just over the French border")
add("pt-t13", "Abri uma empresa de limpezas com duas funcionárias. É melhor contratar um contabilista independente ou um gabinete? Quanto se paga por mês, mais ou menos, para uma empresa pequena? Também não sei como tratar dos salários delas.",
    "accounting", None, None, kind="d", nu="N", situation="new cleaning company: independent accountant or firm, and monthly cost")
add("pt-t14", "Tenho uma pequena empresa de transportes com três carrinhas. Os clientes perguntam sempre se temos site. Vale a pena gastar dinheiro nisso ou chega uma página no Facebook e no Instagram? Se for para fazer, quanto custa uma coisa simples?",
    "web-development", None, None, kind="d", nu="U", situation="small transport firm: website or just social media pages")
add("pt-t15", "O meu filho está no 4e e tem muitas dificuldades a matemática. É melhor um explicador particular ou um centro de estudos? Quanto se paga à hora por aqui? Ele só fala bem português e francês.",
    None, None, None, kind="d", nu="U", situation="maths tutoring for a son (no trade)")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, vorrei sostituire le vecchie tubature dell'acqua in piombo nella nostra casa a Schouweiler, chi fa preventivi?",
    "plumbing", "Dippach", "Schouweiler", situation="replace old lead water pipes")
add("it-s02", "Cerco un imbianchino per rinfrescare un bilocale di 55 m² al Pfaffenthal prima che arrivino i nuovi inquilini.",
    "painting", "Luxembourg", "Pfaffenthal", situation="repaint a two-room flat between tenants")
add("it-s03", "qualcuno che mi progetti e pianti un piccolo giardino mediterraneo sul retro della casa a dahlem lavanda ulivi ghiaia niente prato",
    "gardening", "Garnich", "dahlem", situation="design and plant a small Mediterranean garden; voice-typed")
add("it-s04", "Il piano a induzione Siemens ha una zona che non si accende più mentre le altre tre vanno, abito a Eischen.",
    "appliance-repair", "Habscht", "Eischen", situation="one induction zone dead")
add("it-s05", "Vorrei un preventivo per un impianto fotovoltaico da circa 8 kWp sul tetto della casa a Goeblange, tetto a falde esposto a sud.",
    "solar", "Koerich", "Goeblange", situation="8 kWp PV on a south-facing roof")
add("it-s06", "Mi serve qualcuno che rifaccia il sito della mia scuola di ballo, è fermo al 2015 e dal telefono non si legge niente.",
    "web-development", None, None, situation="redo a dance school's outdated website")
add("it-s07", "Ho perso le chiavi della cassetta della posta e del garage, abito a Bissen, chi può aprire e cambiare le serrature?",
    "locksmith", "Bissen", "Bissen", situation="lost mailbox and garage keys, open and change locks")
add("it-s08", "Piastrellista cercasi per posare gres effetto legno in soggiorno e corridoio, circa 45 m², villetta a Colmar-Berg.",
    "tiling", "Colmar-Berg", "Colmar-Berg", situation="wood-effect porcelain tiles in living room and hall")
add("it-s09", "Ci sono formiche dappertutto in cucina da due settimane ed escono da una crepa vicino alla porta-finestra, casa a Gosseldange, serve un intervento.",
    "pest-control", "Lintgen", "Gosseldange", situation="ants coming into the kitchen through a crack")
add("it-s10", "Cerchiamo un fotografo per il battesimo di nostra figlia il 12 aprile nella chiesa di Hellange e per il pranzo dopo.",
    "photography", "Frisange", "Hellange", situation="baptism photographer")
add("it-t01", "Dallo scarico della doccia sale un odore di fogna, soprattutto la mattina. Quando svuoto la vasca, nella doccia si sente gorgogliare e l'acqua risale un po'. Ho già versato due bottiglie di quel liquido del supermercato. Casa a Keispelt, qualcuno può venire questa settimana?",
    "plumbing", "Kehlen", "Keispelt", kind="a", nu="U", situation="sewer smell and water backing up in the shower drain")
add("it-t02", "Ogni volta che accendo la luce del corridoio, l'interruttore fa un piccolo scoppiettio e la placca è tiepida. Stamattina c'era anche un leggero odore di bruciato. La casa è a Boevange-sur-Attert ed è degli anni '70. Ho paura anche solo a toccarlo.",
    "electrical", "Helperknapp", "Boevange-sur-Attert", kind="a", nu="U", situation="crackling warm light switch with a burning smell")
add("it-t03", "La caldaia a pellet si spegne da sola ogni sera verso le dieci e la mattina in casa ci sono 15 gradi. Il serbatoio del pellet è pieno. Fino a Natale andava benissimo. Abitiamo a Schieren, qualcuno può venire a controllare?",
    "heating", "Schieren", "Schieren", kind="a", nu="U", situation="pellet boiler shuts down every evening")
add("it-t04", "Il nostro vicino ci ha detto di pulire il tetto con l'idropulitrice, come ha fatto lui. Da allora diverse tegole sono scheggiate e, quando piove forte, in soffitta gocciola vicino alla trave centrale. Abitiamo a Beringen. Cerchiamo qualcuno che controlli e sostituisca le tegole rotte.",
    "roofing", "Mersch", "Beringen", kind="b", nu="U", situation="neighbour said to pressure-wash the roof; chipped tiles and a drip")
add("it-t05", "Per la festa dei miei 40 anni abbiamo avuto 60 persone a casa. Mio cognato giura che il vino rosso sul divano si toglie con sale e acqua calda, ma ora c'è un alone enorme. Cerco un'impresa di pulizie che lavi divano e tappeti e sistemi l'appartamento dopo la festa. Siamo a Clausen, terzo piano senza ascensore.",
    "cleaning", "Luxembourg", "Clausen", kind="b", nu="N", situation="after-party clean; brother-in-law's salt tip spread a wine stain")
add("it-t06", "Mio suocero ha rifatto l'intonaco esterno con malta di cemento sopra il vecchio muro in pietra. Dopo due inverni si stacca a pezzi e dentro la stanza c'è umidità. Qualcuno mi ha detto che ci voleva calce. La casa è a Wecker, sulla strada principale. Chi può rifarlo come si deve?",
    "masonry", "Biwer", "Wecker", kind="b", nu="U", situation="father-in-law used cement render on a stone wall; coming off")
add("it-t07", "Un amico mi ha detto di fare da solo l'armadio sotto la scala con pannelli IKEA tagliati su misura. Le ante non chiudono, è tutto storto e si vede il truciolato. Adesso cerco un falegname che mi faccia un armadio vero su misura. Casa a Dudelange, sottoscala di circa 3 metri.",
    "carpentry", "Dudelange", "Dudelange", kind="b", nu="N", situation="friend said to build an under-stair cupboard from cut IKEA panels")
add("it-t08", "Gestiamo un maneggio a Bourglinster con una ventina di cavalli. Il router in ufficio non arriva fino alle scuderie e le telecamere si scollegano di notte. Anche il computer con le fatture è lentissimo. Ci serve qualcuno che sistemi tutto e ci segua ogni tanto.",
    "it-support", "Junglinster", "Bourglinster", kind="c", nu="U", situation="riding stable: Wi-Fi to stables, cameras dropping, slow PC")
add("it-t09", "Abbiamo una gelateria a Strassen e vogliamo cambiare look per la prossima stagione. Il locale è lungo e stretto e la gente si accalca all'ingresso. Cerchiamo un interior designer che ci proponga disposizione, colori e luci. Budget 20.000 €, lavori a febbraio.",
    "interior-design", "Strassen", "Strassen", kind="c", nu="N", situation="ice-cream parlour wants a new layout, colours and lighting")
add("it-t10", "Il nostro circolo italiano di Differdange lascia la vecchia sede e va in una sala più piccola a Pétange. Bisogna portare via 40 sedie, i tavoli, il bancone del bar e un frigorifero grande. Quello che non entra deve andare in un deposito per sei mesi. Chi può farlo un sabato?",
    "moving", "Differdange", "Differdange", distractors=["Pétange"], kind="c", nu="U", situation="Italian club leaves its premises: transport and six months of storage")
add("it-t11", "Siamo un'impresa di giardinaggio con otto dipendenti. Un ex dipendente ci ha fatto causa per straordinari non pagati, ma noi abbiamo i fogli ore firmati. L'udienza al tribunale del lavoro è a fine mese. Cerchiamo un avvocato esperto di diritto del lavoro.",
    "legal", None, None, kind="c", nu="N", situation="garden firm sued by an ex-employee for overtime")
add("it-t12", "Mia nonna ci ha lasciato la sua casa a Villerupt, appena oltre il confine francese. È degli anni '50, con impianti vecchi, bagno da rifare e niente isolamento. Conviene farla ristrutturare da un'impresa di ristrutturazioni o venderla così? Più o meno quanto costa al metro quadro?",
    "renovation", "abroad", "Villerupt", kind="d", nu="N", situation="inherited 1950s house across the French border: renovate or sell as is")
add("it-t13", "Ho aperto una SARL-S l'anno scorso e tutti i numeri sono in un file Excel. Devo per forza depositare un bilancio? Quanto costa farlo fare fuori, e per quanti anni devo tenere le ricevute? Non vorrei prendere multe per una cosa stupida.",
    "accounting", None, None, kind="d", nu="U", situation="first-year SARL-S annual accounts: obligation and cost")
add("it-t14", "Ho scritto un libro di ricette della mia regione e vorrei farlo uscire anche in francese per il mercato di qui. Meglio una persona madrelingua o un'agenzia? Quanto si paga a pagina, più o meno? Sono circa 120 pagine con molte foto.",
    "translation", None, None, kind="d", nu="U", situation="cookbook into French: native speaker or agency, cost per page")
add("it-t15", "La mia bici elettrica ha quattro anni e la batteria dura ormai la metà. Conviene farla riparare o cambiare solo la batteria? Il negozio dove l'ho comprata ha chiuso. Qualcuno sa quanto costa?",
    None, None, None, kind="d", nu="U", situation="e-bike battery: repair or replace (no trade)")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito que alguien revise el suelo radiante de nuestra casa en Olingen porque el termostato del salón no responde y hace frío.",
    "heating", "Betzdorf", "Olingen", situation="underfloor heating thermostat not responding")
add("es-s02", "Busco pintor para la fachada de una casa unifamiliar en Niederdonven, unos 180 m², antes del verano.",
    "painting", "Flaxweiler", "Niederdonven", situation="repaint a house facade")
add("es-s03", "Me he quedado fuera de casa en Grevenmacher con la llave puesta por dentro, ¿alguien puede venir ya?",
    "locksmith", "Grevenmacher", "Grevenmacher", situation="locked out, key left in the inside of the lock")
add("es-s04", "necesito un técnico que me configure una red wifi mesh y la impresora en casa porque teletrabajo desde merl y se corta todo el rato",
    "it-support", "Luxembourg", "merl", situation="home office mesh Wi-Fi and printer set-up")
add("es-s05", "Quisiera presupuesto para paneles fotovoltaicos en el tejado de mi casa, código postal L-5512, consumo de unos 4500 kWh al año.",
    "solar", "Remich", "L-5512", situation="quote for rooftop PV")
add("es-s06", "Necesito un intérprete español-francés para acompañar a mi madre a una cita en el notario la semana que viene.",
    "translation", None, None, situation="interpreter for a mother's notary appointment")
add("es-s07", "¿Alguien puede diseñar el jardín delantero de una casa nueva en Filsdorf con césped, un camino de grava y algunos arbustos?",
    "gardening", "Dalheim", "Filsdorf", situation="design a front garden for a new house")
add("es-s08", "Se han levantado varias baldosas del pasillo de mi piso en Mondorf-les-Bains y suenan huecas al pisar, ¿quién las puede volver a colocar?",
    "tiling", "Mondorf-les-Bains", "Mondorf-les-Bains", situation="hollow, lifted hallway floor tiles")
add("es-s09", "Mi frigorífico americano Samsung hace hielo por fuera y no enfría abajo, vivo en Ehnen, ¿reparan a domicilio?",
    "appliance-repair", "Wormeldange", "Ehnen", situation="American-style fridge icing up and not cooling")
add("es-s10", "Necesito un electricista para instalar iluminación exterior en el jardín y la terraza de una casa en Greiveldange.",
    "electrical", "Stadtbredimus", "Greiveldange", situation="outdoor lighting for garden and terrace")
add("es-t01", "Desde hace unos días la cisterna del baño tarda veinte minutos en llenarse. El agua del grifo de la cocina también sale con muy poca fuerza. En el piso de la vecina de arriba va todo bien. Vivimos en Wasserbillig, ¿alguien puede venir a mirar qué pasa?",
    "plumbing", "Mertert", "Wasserbillig", kind="a", nu="U", situation="low water pressure and slow-filling cistern in one flat")
add("es-t02", "Desde hace un mes salen pequeñas polillas de la despensa y hemos encontrado gusanitos en la harina y en el arroz. Hemos tirado todo y limpiado los estantes, pero siguen apareciendo. Ya no sé qué más hacer. La casa está en Manternach.",
    "pest-control", "Manternach", "Manternach", kind="a", nu="U", situation="pantry moths and larvae keep coming back")
add("es-t03", "Con el viento del domingo, el canalón de la parte de atrás se ha descolgado y cuelga sobre la terraza. Cuando llueve, el agua cae directamente contra la puerta del jardín. Además falta un trozo de la bajante. Vivimos en Canach, ¿alguien puede venir antes de que llueva otra vez?",
    "roofing", "Lenningen", "Canach", kind="a", nu="U", situation="storm tore down the back gutter and part of the downpipe")
add("es-t04", "Los escalones de hormigón de la entrada estaban rotos y mi cuñado dijo que bastaba con echar cemento rápido por encima. A los tres meses se ha desprendido todo en placas. Ahora es peor que antes y mi madre casi se cae. La casa está en Remerschen, ¿quién puede rehacer los escalones?",
    "masonry", "Schengen", "Remerschen", kind="b", nu="U", situation="brother-in-law patched broken concrete steps with quick cement; it flaked off")
add("es-t05", "Mi suegra insistió en que pintáramos la habitación del bebé con esmalte brillante porque se limpia mejor. Ahora huele muchísimo y se ven todas las marcas del rodillo. El bebé nace en seis semanas. Buscamos un pintor que lo lije y lo vuelva a pintar con pintura mate sin disolventes, piso en Eich.",
    "painting", "Luxembourg", "Eich", kind="b", nu="N", situation="mother-in-law's gloss enamel in the nursery; smells and shows roller marks")
add("es-t06", "Un amigo nos dijo que con tornillos normales bastaba para colgar la puerta de madera del jardín. Ahora la puerta se ha descolgado, roza el suelo y ya no cierra. La madera también se está abriendo por abajo. Vivimos en Rolling, ¿alguien la puede arreglar o hacer una nueva?",
    "carpentry", "Bous-Waldbredimus", "Rolling", kind="b", nu="U", situation="friend said ordinary screws would hold a wooden garden gate; it sags")
add("es-t07", "Una amiga me recomendó una empresa barata que encontró en Facebook y el día de la mudanza no apareció nadie. Tengo que dejar el piso de Bertrange el lunes y entrar en el nuevo en Strassen. Necesito una empresa de mudanzas seria para este sábado. Son dos habitaciones y un tercer piso con ascensor.",
    "moving", "Bertrange", "Bertrange", distractors=["Strassen"], kind="b", nu="N", situation="cheap movers did not show up; move from Bertrange to Strassen")
add("es-t08", "Somos una pequeña guardería en Alzingen con 25 niños. La señora que venía cada tarde se ha jubilado y las educadoras no pueden hacerlo todo. Necesitamos a alguien cada tarde para baños, suelos y la zona de siesta. ¿Cuánto cuesta al mes?",
    "cleaning", "Hesperange", "Alzingen", kind="c", nu="U", situation="day nursery needs someone every afternoon for toilets, floors and nap room")
add("es-t09", "Tenemos un bar de tapas en Esch-sur-Alzette y estamos rehaciendo la carta. Queremos fotos de los platos y del local para la carta, Instagram y Google. Buscamos un fotógrafo que pueda venir una mañana antes de abrir. ¿Qué precio tiene algo así?",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="tapas bar needs food and interior photos")
add("es-t10", "Tenemos una pequeña librería con galería en el Grund y queremos aprovechar mejor el espacio. Buscamos a alguien que nos dibuje cómo colocar las estanterías, una zona de lectura y las paredes para exposiciones. También habría que pensar los colores y la luz para los cuadros. No queremos obras grandes.",
    "interior-design", "Luxembourg", "Grund", kind="c", nu="U", situation="bookshop-gallery wants a layout, colour and lighting plan")
add("es-t11", "Somos un club de pádel con cuatro pistas. Ahora las reservas se hacen por WhatsApp y es un caos. Buscamos un desarrollador web que nos haga una página con reservas y pago online. ¿Cuánto tiempo se tarda en hacer algo así?",
    "web-development", None, None, kind="c", nu="N", situation="padel club wants a court booking and payment site")
add("es-t12", "Hemos visto una casa antigua en Sierck-les-Bains, muy barata. Habría que cambiar la cocina, el baño, los suelos, las ventanas y toda la instalación eléctrica. ¿Merece la pena o se nos va a ir el presupuesto? Con lo del espacio Schengen, ¿una empresa de aquí puede trabajar allí sin problema?",
    "renovation", "abroad", "Sierck-les-Bains", not_place=["Schengen"], kind="d", nu="U", situation="old cheap house across the French border: worth redoing everything?")
add("es-t13", "Mi exmarido no paga la pensión de los niños desde hace cuatro meses y ahora vive en España. ¿Qué puedo hacer desde aquí? ¿Tengo que ir a juicio allí o aquí? ¿Cuánto me va a costar todo esto?",
    "legal", None, None, distractors=["España"], kind="d", nu="U", situation="ex-husband abroad stopped paying child support")
add("es-t14", "Voy a abrir una SARL-S yo solo para hacer consultoría. ¿Es mejor un contable por horas o una gestoría que lo lleve todo? ¿Cuánto cobra normalmente un contable al mes por algo pequeño? No quiero líos con los impuestos.",
    "accounting", None, None, kind="d", nu="N", situation="one-person SARL-S: hourly accountant or full-service firm, and monthly cost")
add("es-t15", "¿Cuánto cuesta un curso intensivo de luxemburgués? Lo necesito para la nacionalidad. ¿Es mejor con profesor particular o en grupo? Trabajo de día, así que solo puedo por la noche.",
    None, None, None, kind="d", nu="U", situation="Luxembourgish language course for citizenship (no trade)")
