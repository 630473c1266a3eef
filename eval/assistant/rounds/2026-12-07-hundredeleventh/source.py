MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, mir bräichten eng Wallbox fir en Tesla Model 3 an der Garage zu Dippach, wéini hätt dir Zäit?",
    "electrical", "Dippach", "Dippach", situation="wallbox for a Tesla in the garage")
add("lb-s02", "d'Waasserleitunge klappen ganz haart all Kéier wann een den Hunn an der Kiche zoumécht, Haus zu Garnech, ka sech dat een ukucken",
    "plumbing", "Garnich", "Garnech", situation="water pipes banging when the kitchen tap closes")
add("lb-s03", "Kann een eis eng Bierk ofhuelen déi schif hannert dem Haus zu Äischen steet, bal 15 m héich 🌳",
    "gardening", "Habscht", "Äischen", situation="remove a leaning 15 m birch behind the house")
add("lb-s04", "hellef ech stinn zu bascharage virun der Dier, de Schlëssel läit bannen an de Puppelchen schléift am Auto 😰 wéi séier kënnt dir",
    "locksmith", "Käerjeng", "bascharage", situation="locked out, key inside, baby asleep in the car")
add("lb-s05", "Mir sichen eng Botzfirma fir eis Büroen zu Mamer (ca 180 m2), zweemol d'Woch no 18h.",
    "cleaning", "Mamer", "Mamer", situation="office cleaning twice a week in the evening")
add("lb-s06", "Mir héieren all Nuecht Mais um Späicher zu Kielen an d'Fallen aus dem Brico bréngen näischt",
    "pest-control", "Kehlen", "Kielen", situation="mice in the attic, DIY traps useless")
add("lb-s07", "Demenagement den 14/03 vun Diddeleng op Koerich, 3-Zëmmer-Appartement am 2ten Stack ouni Lift, wat kascht dat ongeféier?",
    "moving", "Dudelange", "Diddeleng", distractors=["Koerich"], situation="flat move, loading end and destination both in Luxembourg")
add("lb-s08", "Bei eis am Gank zu Déifferdeng si 4 Buedemplättercher gesprongen, mir hunn nach eng Këscht vun deene selwechte am Keller.",
    "tiling", "Differdange", "Déifferdeng", situation="replace four cracked hallway floor tiles with spares")
add("lb-s09", "Wie mécht mir mäi Peugeot 208 fäerdeg fir de Contrôle technique, d'Bremse quietschen an d'Luucht vum Motor ass un",
    None, None, None, situation="car mechanic for the roadworthiness test (no trade)")
add("lb-s10", "eise Liebherr Frigo killt net méi richteg, de Gefréierdeel geet nach, mir wunnen zu Esch-Uelzecht",
    "appliance-repair", "Esch-sur-Alzette", "Esch-Uelzecht", situation="fridge not cooling, freezer still works")

add("lb-t01", "Zanter gëschter ass de Buedem am Buedzëmmer an am Kannerzëmmer kal, am Rescht vum Haus ass e waarm. "
    "Mir wunnen zu Bridel an d'Haus ass vun 2012. Ech hunn am Keller um Verdeeler mat de klenge Rouere gekuckt an do blénkt näischt. "
    "D'Kanner hunn elo Vakanz an si sëtzen de ganzen Dag mat Strëmp am Kannerzëmmer. Kann dat een ukucken?",
    "heating", "Kopstal", "Bridel", kind="a", nu="U",
    situation="underfloor heating cold in two rooms of a 2012 house")
add("lb-t02", "Nom Stuerm vum Weekend hu mir e groussen naassen Flecken um Plafong vum Schlofzëmmer uewen ënnert dem Daach. "
    "Am Gaart louch moies eng gebrache Zill. D'Haus ass zu Stengefort, bal 40 Joer al. "
    "Wat kënne mer maachen ier et nees reent, fir Donneschdeg ass nees Reen ugekënnegt?",
    "roofing", "Steinfort", "Stengefort", kind="a", nu="U",
    situation="wet ceiling patch and a broken roof tile in the garden after a storm")
add("lb-t03", "Eis Mauer laanscht d'Strooss zu Fréiseng huet e Rëss vun uewen bis ënnen, an zanter dem Wanter ass e sou breet wéi en Daum. "
    "D'Mauer hält de Buedem vum Gaart, ongeféier 1,20 m héich. Lescht Woch ass e Steen erausgefall. "
    "Ech hu Angscht datt se op den Trottoir fält wann d'Kanner aus der Schoul kommen.",
    "masonry", "Frisange", "Fréiseng", kind="a", nu="U",
    situation="cracked retaining wall along the street losing stones")
add("lb-t04", "Mäi Schwoer huet eis gesot mir kéinten de Plafong am Buedzëmmer mat der normaler Wandfaarf vum Baumaart striechen, dat géif duergoen. "
    "Elo no dräi Méint blieddert d'Faarf a grousse Fetzen of, kee Schimmel, just d'Faarf. "
    "Mir wunnen zu Bouneweg, Appartement am 3ten Stack. Mir hätte gär e richtege Moler deen dat eemol propper mécht.",
    "painting", "Luxembourg", "Bouneweg", kind="b", nu="N",
    situation="bathroom ceiling paint peeling after brother-in-law's cheap-paint advice")
add("lb-t05", "Eis Holztrap knaascht zanter Joren an de Proprietär sot ëmmer dat wier normal bei alen Haiser. "
    "Gëschter ass déi drëtt Trap vun ënnen ënner mengem Fouss duerchgebrach, zum Gléck ass näischt geschitt. "
    "Mir lounen en Haus zu Beetebuerg. Wien kann dat flécken ier sech een verletzt?",
    "carpentry", "Bettembourg", "Beetebuerg", kind="b", nu="U",
    situation="wooden stair tread broke after landlord said creaking was normal")
add("lb-t06", "Mäi Schwoer huet gesot d'Solarpanneauen um Daach bräichten ni eppes, déi géife vum selwe lafen. "
    "Elo hunn ech an der App gesinn datt mir zanter Ufank Abrëll 0 kWh produzéieren, an um Onduleur blénkt eng rout Luucht. "
    "D'Anlag ass op eisem Haus zu Goeblange, 9 kWc, vun 2019. Kann dat een sech ukucken?",
    "solar", "Koerich", "Goeblange", kind="b", nu="U",
    situation="PV system producing nothing since April, red light on inverter")
add("lb-t07", "Eisen Noper huet säi Gaardenhaischen 40 cm op eisem Terrain gebaut, dat gesäit een um Kadasterplang. "
    "Säi Cousin, deen sech 'auskennt', sot mir solle just d'Fundament selwer ewechrappen, dann hätte mir Rou. "
    "Ech mengen dat ass keng gutt Iddi. Ech sichen en Affekot deen sech mat Grenzstreidereie bei Noperen auskennt.",
    "legal", None, None, kind="b", nu="N",
    situation="neighbour's garden shed built 40 cm over the boundary")
add("lb-t08", "Mir sinn eng Apdikt zu Miersch mat dräi Caissen. Zanter dem Update vun dëser Woch drécken d'Caissen keng Bongen méi, an den Etikettendrécker am Labo gëtt net méi fonnt. "
    "Eise Fournisseur vun der Software seet et wier eist Netzwierk. Mir brauche séier een deen dat reegelt, mir hunn um Samschdeg Garde.",
    "it-support", "Mersch", "Miersch", kind="c", nu="U",
    situation="pharmacy tills and label printer lost on the network after an update")
add("lb-t09", "Ech sinn Trésorier vun eiser Chorale an eise Buchhalter huet no 20 Joer opgehalen. "
    "Mir hunn ronn 300 Beleger am Joer, zwee Konten, an d'Generalversammlung ass am Mäerz. "
    "Mir sichen een deen d'Comptabilitéit fir e klenge Veräin mécht, fir e faire Präis.",
    "accounting", None, None, kind="c", nu="N",
    situation="choir needs someone to keep its yearly books")
add("lb-t10", "Eis Bäckerei zu Ettelbréck gëtt 50 Joer a mir maachen den 21 Juni eng Portes ouvertes. "
    "Mir hätte gär e Fotograf deen d'Equipe an der Backstuff fotograféiert an e kuerze Film fir Facebook mécht. "
    "Et sollt natierlech ausgesinn, net gestallt. Wat kascht esou eppes fir e Moien?",
    "photography", "Ettelbruck", "Ettelbréck", kind="c", nu="N",
    situation="bakery's 50th anniversary: team photos and a short film")
add("lb-t11", "Mir sinn eng Musek mat 45 Memberen an eisen Internetsite ass nach vun 2009, keen kann en méi änneren. "
    "Mir wéilten datt d'Leit eis Concerten online fannen an direkt Plaze reservéiere kënnen. "
    "De Jong vum President hat dat fréier gemaach mee e studéiert elo am Ausland. Wien kann dat iwwerhuelen?",
    "web-development", None, None, kind="c", nu="U",
    situation="brass band needs a new site with concert seat reservations")
add("lb-t12", "Mir hunn en Haus um Lampertsbierg mat engem Späicher vun ongeféier 40 m2 deen eidel steet. "
    "Mir hätte gär en drëtt Schlofzëmmer mat engem klenge Buedzëmmer do uewen, mat Isolatioun, Elektresch a Sanitär. "
    "Ass dat eng Saach vun dräi Méint oder vun engem Joer? A wat kascht dat ongeféier pro m2?",
    "renovation", "Luxembourg", "Lampertsbierg", kind="d", nu="U",
    situation="cost and duration of turning an empty attic into bedroom and bathroom")
add("lb-t13", "Mir plënneren am Oktober an en neit Appartement zu Gaasperech, Living a Kiche sinn ee Raum vu 48 m2 mat nëmmen enger Fënsterfront. "
    "Ech weess net wou de Sofa, den Dësch an den Tëlee hikommen, an d'Luuchten um Plafong sinn och nach net fix. "
    "Lount et sech en Interior Designer ze huelen, oder mécht een dat besser selwer mat engem Planer online? "
    "Wat kascht esou eng Berodung ongeféier?",
    "interior-design", "Luxembourg", "Gaasperech", kind="d", nu="N",
    situation="is an interior designer worth it for an open-plan living room")
add("lb-t14", "Mir kafen en Haus an den Akt beim Notaire ass den 12 September, alles op Franséisch. "
    "Meng Fra ass Amerikanerin a versteet kee Wuert Franséisch, ech selwer just e bëssen. "
    "Muss do offiziell een dobäi sinn deen hir alles op Englesch erkläert, oder geet dat och mat engem Frënd? Wat kascht dat?",
    "translation", None, None, kind="d", nu="U",
    situation="interpreter needed for the wife at the notary's deed signing?")
add("lb-t15", "Mir wunnen zu Hettange-Grande, just hannert der Grenz, an eist Waasser ass extrem kalkeg. "
    "D'Duschkäpp an d'Kaffismaschinn sinn all puer Wochen zou. "
    "Lount sech eng Entkalkungsanlag beim Waasserzieler oder ass dat erausgehäite Geld? Schafft dir och a Frankräich?",
    "plumbing", "abroad", "Hettange-Grande", kind="d", nu="U",
    situation="is a water softener at the meter worth it, house across the French border")

# ---------------- French ----------------
add("fr-s01", "Bonjour, notre chaudière gaz Vaillant a 22 ans et nous voudrions passer à une pompe à chaleur, maison à Bertrange, pouvez-vous passer faire un devis ?",
    "heating", "Bertrange", "Bertrange", situation="quote to replace a 22-year-old gas boiler with a heat pump")
add("fr-s02", "Nous venons d'acheter un appartement à Howald et voudrions faire changer tous les cylindres (porte d'entrée, cave, boîte aux lettres), avec 5 clés chacun.",
    "locksmith", "Hesperange", "Howald", situation="change all lock cylinders after buying a flat")
add("fr-s03", "gouttière qui déborde à chaque averse et qui se décroche côté garage, maison à Pétange, qqn dispo avant l'hiver",
    "roofing", "Pétange", "Pétange", situation="overflowing gutter coming loose")
add("fr-s04", "Je cherche une équipe pour un grand nettoyage après travaux (poussière de placo partout, traces de peinture sur les vitres) dans une maison de 140 m2 à Soleuvre, semaine prochaine si possible.",
    "cleaning", "Sanem", "Soleuvre", situation="post-works clean of a 140 m2 house")
add("fr-s05", "Nous cherchons un photographe pour les portraits professionnels de nos 12 collaborateurs, dans nos bureaux au Kirchberg, un matin en avril.",
    "photography", "Luxembourg", "Kirchberg", situation="staff headshots at the office")
add("fr-s06", "Mon four Bosch encastré ne chauffe plus du tout alors que la lumière et la ventilation marchent, je suis à Schifflange, vous réparez ce genre de chose ?",
    "appliance-repair", "Schifflange", "Schifflange", situation="built-in oven no longer heats")
add("fr-s07", "besoin d'un électricien pour ajouter 4 prises et une rampe LED dans le garage à leudelange, le tableau est à côté",
    "electrical", "Leudelange", "leudelange", situation="sockets and LED strip in the garage")
add("fr-s08", "Quelqu'un connaît un bon accordeur pour un vieux piano droit Pleyel qui n'a pas été accordé depuis 10 ans ?",
    None, None, None, situation="piano tuner for an old upright (no trade)")
add("fr-s09", "On déménage de Thionville à Rumelange fin juin (F3, 2e étage, pas d'ascenseur) et il nous faut des déménageurs luxembourgeois avec un monte-meubles.",
    "moving", "Rumelange", "Rumelange", distractors=["Thionville"], situation="move from France into Luxembourg, labelled at Luxembourg end")
add("fr-s10", "Pouvez-vous arracher 6 souches d'épicéas dans notre jardin à Moutfort et ressemer du gazon derrière ?",
    "gardening", "Contern", "Moutfort", situation="remove six spruce stumps and reseed lawn")

add("fr-t01", "Depuis une semaine on trouve des petites crottes noires dans le tiroir à couverts, et le paquet de riz a été grignoté. "
    "La nuit on entend gratter derrière le lave-vaisselle. On habite une maison mitoyenne à Kayl et les voisins ont le même souci. "
    "J'ai deux enfants en bas âge donc je ne veux pas mettre du poison n'importe où.",
    "pest-control", "Kayl", "Kayl", kind="a", nu="U",
    situation="droppings in the cutlery drawer and scratching behind the dishwasher")
add("fr-t02", "Le disjoncteur saute dès qu'il pleut, toujours le même, celui marqué 'extérieur'. "
    "Quand il fait sec tout fonctionne, les spots de la terrasse aussi. Maison à Mondercange, construite en 1998. "
    "Mon mari a déjà changé deux ampoules mais rien n'y fait.",
    "electrical", "Mondercange", "Mondercange", kind="a", nu="U",
    situation="outdoor circuit breaker trips whenever it rains")
add("fr-t03", "Il y a une odeur d'égout dans la buanderie au sous-sol, surtout le matin. "
    "Quand la machine vidange, l'eau remonte un peu par la grille au sol et laisse un dépôt gris. "
    "On a versé deux bouteilles de déboucheur, sans effet. Adresse : 14 rue des Prés, L-3961.",
    "plumbing", "Reckange-sur-Mess", "L-3961", kind="a", nu="U",
    situation="sewer smell and water rising through the basement floor drain")
add("fr-t04", "Le vendeur du magasin de bricolage m'a conseillé de mettre du silicone par-dessus les joints fissurés de la douche au lieu de les refaire. "
    "Six mois après, l'eau passe derrière et le carrelage sonne creux à deux endroits. "
    "C'est dans notre appartement à Bonnevoie, au 2e étage. Je cherche un carreleur pour refaire ça correctement.",
    "tiling", "Luxembourg", "Bonnevoie", kind="b", nu="N",
    situation="silicone over cracked shower grout, now hollow tiles")
add("fr-t05", "La voisine m'a assuré qu'on pouvait peindre directement sur le vieux papier peint de la chambre, que c'était ce qu'elle avait toujours fait. "
    "Maintenant il y a des bulles partout et on voit toutes les jointures des lés. "
    "La maison est à Crauthem. Il faudrait tout enlever et refaire la chambre proprement, murs et plafond.",
    "painting", "Roeser", "Crauthem", kind="b", nu="U",
    situation="paint over old wallpaper blistered after neighbour's advice")
add("fr-t06", "Mon beau-père voulait casser lui-même le mur entre la cuisine et le salon, il disait que c'était une simple cloison. "
    "Il a commencé à taper et derrière le plâtre il y a des briques pleines et le bout d'une poutre en béton. "
    "J'ai tout arrêté. Maison à Senningerberg, années 70. "
    "Je cherche un maçon qui puisse vérifier et faire l'ouverture avec un linteau si c'est possible.",
    "masonry", "Niederanven", "Senningerberg", kind="b", nu="N",
    situation="father-in-law started knocking out what may be a load-bearing wall")
add("fr-t07", "Un entrepreneur a encaissé 40 % d'acompte pour notre terrasse en mars puis ne répond plus depuis trois mois. "
    "Mon frère dit qu'il suffit de publier son nom et sa photo sur Facebook pour qu'il revienne. "
    "Je préfère faire les choses dans les règles : je cherche un avocat pour récupérer l'argent ou faire terminer le chantier.",
    "legal", None, None, kind="b", nu="N",
    situation="contractor took a 40% deposit and vanished")
add("fr-t08", "Nous sommes un cabinet de kiné quartier Gare avec quatre praticiens. "
    "Le wifi coupe plusieurs fois par jour et l'agenda en ligne ne se synchronise plus sur les tablettes. "
    "Notre neveu qui avait tout installé est parti vivre au Canada. "
    "Nous cherchons une personne de confiance pour tout remettre d'aplomb et assurer un suivi.",
    "it-support", "Luxembourg", "Gare", distractors=["Canada"], kind="c", nu="U",
    situation="physio practice wifi dropping and tablets not syncing")
add("fr-t09", "Nous sommes une petite entreprise de matériaux isolants et nous exposons au salon de Düsseldorf en novembre. "
    "Notre catalogue de 60 pages n'existe qu'en français, il nous le faut en allemand et en néerlandais. "
    "Les termes techniques doivent être justes, nos clients sont des ingénieurs. Délai : fin septembre.",
    "translation", None, None, distractors=["Düsseldorf"], kind="c", nu="U",
    situation="insulation firm's catalogue into German and Dutch for a trade fair")
add("fr-t10", "Je dirige une crèche à Esch-sur-Alzette et nous agrandissons le vestiaire des petits. "
    "Il nous faudrait 24 casiers en bois avec un banc et des patères à hauteur d'enfant, sans angles vifs. "
    "Les meubles du commerce ne rentrent pas dans la niche de 5,30 m. Est-ce faisable sur mesure pour la rentrée ?",
    "carpentry", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U",
    situation="nursery needs made-to-measure wooden lockers and bench")
add("fr-t11", "Nous tenons un food-truck depuis un an et jusqu'ici ma sœur faisait les comptes le soir sur Excel. "
    "Elle part en congé de maternité et nous avons embauché un premier salarié le mois dernier. "
    "Nous cherchons un comptable pour la tenue, les déclarations TVA et les fiches de paie.",
    "accounting", None, None, kind="c", nu="N",
    situation="food truck with a first employee needs books, VAT returns and payslips")
add("fr-t12", "Notre toit est orienté est-ouest, pas plein sud, maison à Niederkorn. "
    "Est-ce que des panneaux photovoltaïques valent quand même le coup, ou est-ce que ça ne sera jamais rentable ? "
    "On consomme environ 5500 kWh par an, on a une voiture électrique. Combien faut-il compter pour 8 kWc environ ?",
    "solar", "Differdange", "Niederkorn", kind="d", nu="U",
    situation="is PV worth it on an east-west roof")
add("fr-t13", "Nous avons acheté une vieille maison de mineur à Audun-le-Tiche, juste de l'autre côté de la frontière. "
    "Tout est à reprendre : électricité, salle de bains, cuisine, sols, isolation. "
    "Est-ce qu'une entreprise de rénovation luxembourgeoise se déplace en France, et quel budget au m² faut-il prévoir, 1000 ou plutôt 1500 € ?",
    "renovation", "abroad", "Audun-le-Tiche", kind="d", nu="N",
    situation="budget per m2 for renovating an old miner's house across the border")
add("fr-t14", "On vient d'emménager à Cents dans une maison des années 60, le salon est sombre et tout en longueur. "
    "Est-ce que ça vaut la peine de payer quelqu'un pour nous conseiller sur les couleurs, la disposition des meubles et l'éclairage ? "
    "J'ai vu des forfaits à trois cents euros, c'est le prix normal ou il faut compter plus ?",
    "interior-design", "Luxembourg", "Cents", kind="d", nu="U",
    situation="worth paying for advice on colours, layout and lighting of a long dark living room")
add("fr-t15", "Je suis ostéopathe indépendante et mes patients prennent encore rendez-vous par SMS. "
    "Vaut-il mieux un site fait sur mesure avec prise de rendez-vous en ligne, ou un outil tout fait type Wix ? "
    "Je voudrais aussi que ce soit en français, allemand et portugais. Quel budget prévoir ?",
    "web-development", None, None, kind="d", nu="U",
    situation="osteopath: custom site with online booking or a ready-made tool")

# ---------------- German ----------------
add("de-s01", "Der Spülkasten im Gäste-WC läuft seit gestern ununterbrochen nach und das Ventil zischt, Wohnung in Walferdingen, erster Stock.",
    "plumbing", "Walferdange", "Walferdingen", situation="WC cistern keeps running")
add("de-s02", "Wir bräuchten einen Elektriker, der in unserem Altbau in Steinsel den alten Sicherungskasten mit Schraubsicherungen gegen einen neuen Verteiler mit FI tauscht.",
    "electrical", "Steinsel", "Steinsel", not_place=["einen"], situation="replace old screw-fuse box with a new board and RCD")
add("de-s03", "Das Treppenhaus unseres 6-Parteien-Hauses in Strassen soll neu gestrichen werden (4 Etagen, Geländer inklusive), der Beschluss der Miteigentümer liegt vor.",
    "painting", "Strassen", "Strassen", situation="repaint the stairwell of a 6-flat building")
add("de-s04", "tresor im büro in sandweiler geht nicht mehr auf obwohl der code laut chef stimmt und die batterie neu ist wer kann den öffnen ohne ihn kaputt zu machen",
    "locksmith", "Sandweiler", "sandweiler", situation="office safe will not open")
add("de-s05", "Unser Rasen in Mullendorf ist total vermoost und hat große kahle Stellen, bitte ein Angebot für Vertikutieren und Nachsaat im April.",
    "gardening", "Steinsel", "Mullendorf", situation="scarify and reseed a mossy lawn")
add("de-s06", "Umzug von Perl nach Lintgen am 2 August, 2 Zimmer im Erdgeschoss, ein Transporter und zwei Helfer würden reichen.",
    "moving", "Lintgen", "Lintgen", distractors=["Perl"], situation="small move from Germany to Lintgen, labelled at Luxembourg end")
add("de-s07", "Unser Miele-Geschirrspüler pumpt das Wasser nicht mehr ab, unten steht alles voll und es riecht, Haushalt in Larochette.",
    "appliance-repair", "Larochette", "Larochette", situation="dishwasher not draining")
add("de-s08", "Suche jemanden, der zweimal pro Woche mittags mit unserem jungen Labrador Gassi geht, gern auch Studentin.",
    None, None, None, situation="dog walker (no trade)")
add("de-s09", "Auf unserem Balkon in Bissen nisten Tauben und alles ist voller Kot, wir brauchen Spikes oder ein Netz, bevor die Jungen schlüpfen.",
    "pest-control", "Bissen", "Bissen", situation="pigeon spikes or net on a balcony")
add("de-s10", "Im Flur unserer Wohnung in Schrassig klingen mehrere Bodenfliesen hohl und zwei haben Risse, wir suchen einen Fliesenleger, Ersatzfliesen sind noch da.",
    "tiling", "Schuttrange", "Schrassig", not_place=["einen"], situation="hollow and cracked hallway tiles")

add("de-t01", "Unter dem Dachfenster im Kinderzimmer läuft bei Schlagregen Wasser die Wand herunter. "
    "Das Fenster selbst schließt dicht und der Rahmen ist innen trocken, aber von außen sieht man, dass das Blech daneben hochsteht. "
    "Haus in Colmar-Berg, Baujahr 1987. Meine Frau legt schon jedes Mal Handtücher hin.",
    "roofing", "Colmar-Berg", "Colmar-Berg", kind="a", nu="U",
    situation="water running down the wall under a roof window, flashing lifted")
add("de-t02", "Jeden zweiten Tag muss ich am Kessel im Keller Wasser nachfüllen, weil die Nadel unter 1 bar fällt. "
    "Sichtbar tropft es nirgends, auch nicht an den Heizkörpern. "
    "Wir wohnen in Hunsdorf, der Kessel ist ein Buderus von 2011. "
    "Langsam habe ich Angst, dass irgendwo im Boden etwas nass wird.",
    "heating", "Lorentzweiler", "Hunsdorf", kind="a", nu="U",
    situation="system pressure keeps dropping, no visible leak")
add("de-t03", "Letzten Samstag hatten wir 80 Gäste zum Fünfzigsten in unserem Haus in Weiler-la-Tour. "
    "Das Parkett klebt, auf dem hellen Teppich sind Rotweinflecken, und die Glastüren sind voller Fingerabdrücke. "
    "Ich fliege am Mittwoch für drei Wochen weg und schaffe das allein nicht mehr.",
    "cleaning", "Weiler-la-Tour", "Weiler-la-Tour", kind="a", nu="U",
    situation="house a mess after an 80-guest birthday party")
add("de-t04", "Der Verkäufer im Gartencenter hat mir geraten, im März Kalk und Rasendünger gleichzeitig und doppelt dosiert zu streuen. "
    "Jetzt ist der halbe Rasen gelb und verbrannt, und aus diesem Grund sieht unser Garten in Boevange-sur-Attert aus wie ein Acker. "
    "Wir suchen einen Gärtner, der den Rasen neu anlegt, notfalls mit Rollrasen.",
    "gardening", "Helperknapp", "Boevange-sur-Attert", not_place=["Grund", "einen"], kind="b", nu="N",
    situation="lawn burnt by garden centre's double-dose lime and fertiliser advice")
add("de-t05", "Der Verkäufer im Elektronikmarkt hat uns für jedes Stockwerk einen zusätzlichen Router verkauft, das sei besser als Mesh. "
    "Seitdem bricht das Internet ständig ab und der Fernseher findet das Netz gar nicht mehr. "
    "Unser Haus in Schoos hat drei Etagen und dicke Wände. "
    "Kann jemand vorbeikommen und das WLAN ordentlich einrichten?",
    "it-support", "Fischbach", "Schoos", not_place=["einen"], kind="b", nu="U",
    situation="extra routers from an electronics shop broke the home network")
add("de-t06", "Ein Bekannter meinte, den Riss in unserer Außenwand könne man einfach mit Silikon zumachen, das halte ewig. "
    "Nach einem Winter ist der Riss wieder offen, sogar breiter, und läuft jetzt schräg bis zum Fenstersturz. "
    "Das Haus steht in Heffingen, Bruchsteinmauerwerk mit Putz. Wir suchen einen Maurer, der sich das anschaut.",
    "masonry", "Heffingen", "Heffingen", not_place=["einen"], kind="b", nu="N",
    situation="facade crack sealed with silicone reopened wider")
add("de-t07", "Ein Nachbar hat uns geraten, die knarrenden Dielen im Wohnzimmer einfach von oben festzuschrauben. "
    "Jetzt ist an drei Stellen das Holz gesplittert und es knarrt trotzdem. "
    "Es ist ein alter Eichenboden in einer Altbauwohnung im Bahnhofsviertel. "
    "Kann man die Dielen reparieren, ohne den ganzen Boden herauszunehmen?",
    "carpentry", "Luxembourg", "Bahnhofsviertel", not_place=["Holz"], kind="b", nu="U",
    situation="oak floorboards split after neighbour said to screw them down")
add("de-t08", "Wir betreiben eine kleine Reitschule mit Pensionspferden. "
    "Eine Einstellerin behauptet, ihr Pferd habe sich an unserem Zaun verletzt, und verlangt 12.000 € für Tierarzt und Ausfall. "
    "Unsere Versicherung reagiert nicht. Wir brauchen einen Anwalt, der sich mit Haftung auskennt.",
    "legal", None, None, not_place=["einen"], kind="c", nu="N",
    situation="riding school sued over a boarder's injured horse")
add("de-t09", "Unser Tennisverein hat zum ersten Mal zwei Trainer fest angestellt, bisher lief alles ehrenamtlich. "
    "Wir wissen nicht, wie das mit der Anmeldung bei der CCSS, den Lohnabrechnungen und der Steuerkarte läuft. "
    "Im Vorstand hat niemand Zeit dafür. Wer kann das monatlich für uns übernehmen?",
    "accounting", None, None, kind="c", nu="U",
    situation="tennis club hired its first two paid coaches: payroll")
add("de-t10", "Wir sind ein Architekturbüro in Strassen und haben gerade ein Einfamilienhaus in Nittel an der Mosel fertiggestellt. "
    "Für einen Wettbewerb brauchen wir professionelle Fotos, innen und außen, am besten in der Abendstimmung. "
    "Kennen Sie einen Architekturfotografen, der auch auf die deutsche Seite fährt?",
    "photography", "abroad", "Nittel", distractors=["Strassen"], not_place=["einen"], kind="c", nu="N",
    situation="architects need photos of a finished house across the Moselle")
add("de-t11", "Unsere Arztpraxis bekommt immer mehr Patienten aus der Ukraine und aus Brasilien. "
    "Die Aufklärungsbögen vor Eingriffen und unsere Praxisregeln gibt es nur auf Deutsch und Französisch. "
    "Wir möchten sie auf Ukrainisch und Portugiesisch haben, medizinisch korrekt, etwa 18 Seiten.",
    "translation", None, None, kind="c", nu="U",
    situation="medical practice's consent forms into Ukrainian and Portuguese")
add("de-t12", "Lohnt sich eine PV-Anlage auf unserem Garagendach in Bartringen überhaupt? "
    "Die Fläche ist nur 28 m2, Flachdach, Ausrichtung Süd. "
    "Ein Solarteur hat uns 14.500 € angeboten, kommt mir viel vor. Was wäre ein realistischer Preis?",
    "solar", "Bertrange", "Bartringen", kind="d", nu="N",
    situation="is a small PV system on a flat garage roof worth it, price check")
add("de-t13", "Meine Mutter ist 82 und kommt kaum noch in die Badewanne. "
    "Wir überlegen, ihr Bad in Wormeldingen barrierefrei umbauen zu lassen, mit bodengleicher Dusche, Haltegriffen und breiterer Tür. "
    "Wie lange dauert so etwas ungefähr, und gibt es dafür staatliche Zuschüsse?",
    "renovation", "Wormeldange", "Wormeldingen", kind="d", nu="U",
    situation="how long to make an elderly mother's bathroom step-free, any grants")
add("de-t14", "Wir haben eine Dachwohnung in der Oberstadt gekauft, 95 m2 mit Schrägen und Gauben. "
    "Wir kriegen die Möbel einfach nicht sinnvoll gestellt und wissen nicht, welche Farben und welche Beleuchtung zu den Balken passen. "
    "Lohnt sich dafür eine professionelle Planung, oder ist das rausgeworfenes Geld?",
    "interior-design", "Luxembourg", "Oberstadt", kind="d", nu="U",
    situation="worth paying for a layout, colour and lighting plan under sloping ceilings")
add("de-t15", "Ich verkaufe handgemachte Keramik auf Wochenmärkten und über Instagram. "
    "Lohnt sich ein eigener Onlineshop, oder bleibe ich besser bei Etsy? "
    "Was würde ein einfacher Shop mit 40 Produkten und Versand nach Deutschland und Frankreich ungefähr kosten?",
    "web-development", None, None, kind="d", nu="U",
    situation="ceramicist: own online shop or Etsy, rough cost")

# ---------------- English ----------------
add("en-s01", "Our Siemens induction hob keeps switching itself off after about a minute of cooking, could someone come and look at it in Diekirch this week?",
    "appliance-repair", "Diekirch", "Diekirch", situation="induction hob switching itself off")
add("en-s02", "Looking for someone to turn the overgrown back garden of our house in Ettelbruck into something the kids can actually play on, the grass is knee high and there are brambles everywhere 🙈",
    "gardening", "Ettelbruck", "Ettelbruck", not_place=["grass"], situation="turn an overgrown garden into a play garden")
add("en-s03", "Need the mailbox lock replaced at our building in Niederfeulen, the only key left with the previous tenant.",
    "locksmith", "Feulen", "Niederfeulen", situation="replace mailbox lock, key never returned")
add("en-s04", "Could an electrician fit outdoor lights with motion sensors along our 30 m driveway in Wincrange before the dark evenings start?",
    "electrical", "Wincrange", "Wincrange", situation="motion-sensor lights along the driveway")
add("en-s05", "need 2 movers and a van on 12 May to move my daughters student room from troisvierges to Luxembourg City, mostly boxes plus a bed and a desk",
    "moving", "Troisvierges", "troisvierges", distractors=["Luxembourg City"], situation="student room move to the city")
add("en-s06", "Quote please for repainting the outside of our house in Clervaux, two floors, the render is fine, it's just faded and a bit green on the north side.",
    "painting", "Clervaux", "Clervaux", situation="repaint a faded house exterior")
add("en-s07", "We get a trail of tiny ants coming up between the kitchen floor tiles every morning in our rental in Bettendorf and the spray from the supermarket did nothing.",
    "pest-control", "Bettendorf", "Bettendorf", situation="ants coming up between kitchen tiles")
add("en-s08", "Can anyone recommend a private maths tutor for a 15 year old following the European School curriculum, ideally twice a week?",
    None, None, None, situation="maths tutor (no trade)")
add("en-s09", "My dad (78) at L-9991 has a new laptop and printer and can't get them to talk to each other, could someone go over and set it all up for him?",
    "it-support", "Weiswampach", "L-9991", situation="set up an elderly father's laptop and printer")
add("en-s10", "I need a simple one-page website with a booking form for my mobile dog grooming van, nothing fancy, just prices, photos and a calendar.",
    "web-development", None, None, situation="one-page site with booking form for a dog-grooming van")

add("en-t01", "There's a damp patch spreading on the living room ceiling right under the upstairs toilet. "
    "It gets visibly wetter every time someone flushes, and there's a faint brown drip line now. "
    "We're renting a house in Mertzig and the landlord is away until the end of the month. I don't want the ceiling to come down.",
    "plumbing", "Mertzig", "Mertzig", kind="a", nu="U",
    situation="ceiling under upstairs toilet gets wetter with each flush")
add("en-t02", "The house is freezing in the mornings even though the thermostat is set to 21. "
    "When I go down to the cellar the oil burner clicks, tries to start, and then a little red button lights up. "
    "Pressing it works for a day or so. It's a farmhouse near Hosingen and the tank was filled in October, so it's not empty.",
    "heating", "Parc Hosingen", "Hosingen", kind="a", nu="U",
    situation="oil burner keeps locking out, red reset button")
add("en-t03", "Since the hailstorm two weeks ago our app shows we're making about half of what we made last June. "
    "From the garden I can see a spiderweb crack across one of the panels on the roof. "
    "House in Reisdorf, system installed in 2020. Is it dangerous to leave it running?",
    "solar", "Reisdorf", "Reisdorf", kind="a", nu="U",
    situation="PV output halved after hail, one panel visibly cracked")
add("en-t04", "Our neighbour told us the moss on the roof was 'protecting the tiles' and we should leave it alone. "
    "Now the gutters are blocked solid with moss clumps, and one downpipe came off the wall in last week's storm. "
    "House in Ingeldorf, two storeys. Could a roofer clean the roof and sort out the gutters before winter?",
    "roofing", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="N",
    situation="neighbour said leave the moss; gutters now blocked, downpipe off")
add("en-t05", "My father-in-law insisted we could sand and re-oil the oak staircase ourselves with a belt sander from the DIY shop. "
    "Now two treads have deep gouges and the nosing on one has split off. "
    "It's a house in Nommern we only bought in spring. Can someone repair or replace the damaged treads so they match the rest?",
    "carpentry", "Nommern", "Nommern", kind="b", nu="U",
    situation="oak stair treads gouged by DIY belt sanding")
add("en-t06", "The guy at the tile shop told us we could lay the new porcelain tiles straight over the old ones in the kitchen, no problem. "
    "Three weeks later the grout is cracking along one line and two tiles sound hollow when you walk on them. "
    "The kitchen is in a house in Bourscheid. Is this fixable without ripping everything up?",
    "tiling", "Bourscheid", "Bourscheid", kind="b", nu="U",
    situation="tiles laid over old tiles: cracked grout and hollow tiles")
add("en-t07", "My manager told me on Monday, only verbally, that I'm let go with immediate effect. "
    "HR then sent a termination agreement and a cousin of mine says I should sign it quickly to keep the bonus. "
    "I haven't signed anything yet. I'd like an employment lawyer to look at it before Friday.",
    "legal", None, None, kind="b", nu="N",
    situation="verbal dismissal and a termination agreement to sign")
add("en-t08", "We're a two-person microbrewery and our accountant has just retired. "
    "We need someone for the bookkeeping, quarterly VAT and the annual accounts, plus excise paperwork if possible. "
    "The last bill we got for the year-end was 4,800 €, so we'd like a clear price up front.",
    "accounting", None, None, not_place=["bill"], kind="c", nu="N",
    situation="microbrewery needs a new accountant")
add("en-t09", "We run a riding stable in Mersch and we're redoing our brochure and Instagram. "
    "We'd like proper pictures of the horses, the indoor arena and the forest trail, maybe a few drone shots from above. "
    "Ideally on a weekday morning in May when the light is good and there are no lessons.",
    "photography", "Mersch", "Mersch", kind="c", nu="U",
    situation="riding stable wants photos and drone shots for a brochure")
add("en-t10", "I work for an estate agency and we have a three-bedroom flat in Belair going on the market next week. "
    "The owners moved out in a hurry: dusty floors, greasy kitchen, limescale in both bathrooms, windows inside and out. "
    "Photos are booked for Thursday, so it would have to be done Tuesday or Wednesday.",
    "cleaning", "Luxembourg", "Belair", kind="c", nu="U",
    situation="estate agency needs a vacated flat cleaned before listing photos")
add("en-t11", "Our software company is bidding for a contract with a German public body. "
    "The tender documents, about 70 pages, have to be submitted in German, and ours are all in English. "
    "The deadline is in three weeks and the technical and legal wording must be exact.",
    "translation", None, None, kind="c", nu="U",
    situation="IT firm's 70-page tender into German")
add("en-t12", "We've bought an old stone farmhouse in Bastogne and the joints between the stones are crumbling on the whole front wall. "
    "Our estate agent says repoint with cement, a friend who restores old houses says it must be lime or the stone will suffer. "
    "Which is right, and roughly what does repointing about 90 m2 cost?",
    "masonry", "abroad", "Bastogne", kind="d", nu="U",
    situation="lime or cement for repointing a stone farmhouse across the border")
add("en-t13", "We're thinking of converting the double garage of our house in Gilsdorf into a home office and a guest room with a shower. "
    "Is that a big job, and does it need planning permission from the commune? "
    "A ballpark figure and how many months it usually takes would help us decide.",
    "renovation", "Bettendorf", "Gilsdorf", kind="d", nu="U",
    situation="converting a double garage into office and guest room: cost and time")
add("en-t14", "Is it worth hiring an interior designer for a 70 m2 flat in Clausen, or is that overkill? "
    "We're moving from a furnished rental and own nothing except a bed and a piano. "
    "We'd want a furniture plan, colours and lighting. What do they usually charge?",
    "interior-design", "Luxembourg", "Clausen", kind="d", nu="N",
    situation="is an interior designer worth it for an empty 70 m2 flat")
add("en-t15", "How often should the glass roof and walls of a conservatory be cleaned, and is a window cleaner on a contract cheaper than calling one in twice a year? "
    "Ours is at the back of the house in Capellen, about 25 m2 of glass, and the roof is green already. "
    "We're not keen on climbing up there ourselves.",
    "cleaning", "Mamer", "Capellen", kind="d", nu="N",
    situation="how often and on what terms to get conservatory glass cleaned")

# ---------------- Portuguese ----------------
add("pt-s01", "boa tarde preciso de um pintor para pintar a sala e o corredor da nossa casa em Schieren mais ou menos 60 m2 de parede e o teto da sala",
    "painting", "Schieren", "Schieren", situation="paint living room, hall and ceiling")
add("pt-s02", "Queria fazer uma laje de betão de 3x4 m no quintal em Beckerich para pôr um abrigo de jardim em cima, quanto fica mais ou menos?",
    "masonry", "Beckerich", "Beckerich", situation="concrete slab for a garden shed")
add("pt-s03", "Preciso de alguém para montar 5 candeeiros de teto no apartamento novo em Esch/Alzette, os fios estão só pendurados e não sei qual é a fase 😅",
    "electrical", "Esch-sur-Alzette", "Esch/Alzette", situation="fit five ceiling lights in a new flat")
add("pt-s04", "Procuro senhora da limpeza para o nosso escritório em Redange, 3h por semana à sexta, com fatura e TVA.",
    "cleaning", "Redange", "Redange", situation="weekly office cleaning with invoice")
add("pt-s05", "a fechadura da porta da garagem em useldange está emperrada e não consigo abrir de maneira nenhuma, o carro está lá dentro e amanhã tenho de ir trabalhar 😩",
    "locksmith", "Useldange", "useldange", situation="jammed garage door lock, car inside")
add("pt-s06", "A máquina de secar roupa Whirlpool faz um barulho enorme como se tivesse pedras lá dentro e já não seca, moro em Rambrouch, fazem reparação?",
    "appliance-repair", "Rambrouch", "Rambrouch", situation="tumble dryer noisy and not drying")
add("pt-s07", "Temos baratas na cozinha do restaurante em Differdange e precisamos de uma desinfestação urgente antes do controlo sanitário de segunda-feira.",
    "pest-control", "Differdange", "Differdange", situation="cockroaches in a restaurant kitchen before inspection")
add("pt-s08", "Mudança de Ell para Belvaux no dia 5 de julho, T2 com elevador nos dois lados, quanto custa com montagem dos móveis?",
    "moving", "Ell", "Ell", distractors=["Belvaux"], situation="flat move with an ambiguous destination name")
add("pt-s09", "Alguém conhece uma costureira que faça bainhas e aperte uns fatos de homem, são 4 calças e 2 casacos?",
    None, None, None, situation="seamstress for hems and alterations (no trade)")
add("pt-s10", "Preciso de ajuda com a declaração de impostos deste ano porque casámos em agosto e não sei se vale a pena a tributação conjunta.",
    "accounting", None, None, situation="joint tax return after marrying")

add("pt-t01", "A nogueira grande ao pé da casa em Vichten está a perder ramos. "
    "Na semana passada caiu um bem grosso em cima do carro do vizinho, felizmente sem estragos graves. "
    "Por dentro parece oca e tem cogumelos na base do tronco. Tenho medo que caia toda com o próximo temporal.",
    "gardening", "Vichten", "Vichten", kind="a", nu="U",
    situation="big walnut tree dropping branches, hollow with fungus at the base")
add("pt-t02", "Quando chove muito a água sobe pelo ralo da cave e cheira mal durante dias. "
    "Já aconteceu três vezes este ano e da última vez molhou as caixas que lá tínhamos. "
    "A casa é em Heiderscheid e é do fim dos anos 80. O vizinho do lado não tem este problema.",
    "plumbing", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U",
    situation="basement floor drain backs up in heavy rain")
add("pt-t03", "Desde que pusemos o chão novo no quarto a porta já não fecha, arrasta no chão e deixa riscos. "
    "Tentámos forçar e agora a dobradiça de cima está torta. "
    "É uma porta de madeira maciça, antiga, e gostávamos de a manter. Casa em Saeul.",
    "carpentry", "Saeul", "Saeul", kind="a", nu="U",
    situation="solid wooden door drags on the new floor")
add("pt-t04", "A senhoria disse que podíamos pintar o muro da fachada com a tinta de interior que sobrou das obras, que era tudo igual. "
    "Passado um inverno está a descascar toda e ficou com manchas escuras. "
    "A casa é em Grosbous e ela agora quer que fique bem antes de vender. Procuramos um pintor que saiba trabalhar fachadas.",
    "painting", "Groussbus-Wal", "Grosbous", kind="b", nu="N",
    situation="facade painted with leftover interior paint now peeling")
add("pt-t05", "O meu cunhado disse que bastava pôr espuma de poliuretano por baixo das telhas partidas e que ficava para anos. "
    "Agora chove no sótão em dois sítios e a espuma está toda desfeita. "
    "Casa em Bettborn, telhado de ardósia. Alguém pode vir ver antes das chuvas de outono?",
    "roofing", "Préizerdaul", "Bettborn", kind="b", nu="U",
    situation="expanding foam under broken slates failed, attic leaking")
add("pt-t06", "O vizinho disse que a caldeira a gasóleo não precisa de manutenção todos os anos, que isso é só para os técnicos ganharem dinheiro. "
    "Há três anos que ninguém lhe mexe e agora faz fumo preto pela chaminé e cheira a gasóleo na cave. "
    "A casa é em Eppeldorf. Queria marcar uma revisão e limpeza o mais depressa possível.",
    "heating", "Vallée de l'Ernz", "Eppeldorf", kind="b", nu="U",
    situation="oil boiler unserviced for three years, black smoke and fuel smell")
add("pt-t07", "Tive um acidente de carro em maio, o outro condutor passou no vermelho, e a seguradora dele recusa pagar. "
    "Um amigo disse que não vale a pena ir a advogado porque fica mais caro do que o carro. "
    "Eu queria pelo menos saber os meus direitos: há advogados que falem português e quanto cobram pela primeira consulta?",
    "legal", None, None, kind="b", nu="N",
    situation="other driver's insurer refuses to pay after a red-light crash")
add("pt-t08", "Somos uma empresa de construção em Boulaide com 9 trabalhadores e 3 computadores no escritório. "
    "Desde a semana passada ninguém consegue imprimir nem abrir a pasta partilhada dos devis, e o programa de faturação dá erro de licença. "
    "Precisamos de um técnico de informática que venha cá e que depois faça a manutenção.",
    "it-support", "Boulaide", "Boulaide", kind="c", nu="N",
    situation="building firm's office: shared folder, printing and licence errors")
add("pt-t09", "Somos um rancho folclórico português com mais de 60 membros. "
    "Queríamos uma página onde se vejam as nossas atuações, as fotos e onde as pessoas possam comprar bilhetes para o jantar anual. "
    "Até agora usamos só o Facebook e perdemos muitas mensagens. Alguém faz isto para associações?",
    "web-development", None, None, kind="c", nu="U",
    situation="Portuguese folk-dance group wants a site with ticket sales")
add("pt-t10", "Tenho uma casa de turismo rural em Nocher com quatro quartos e vamos pôr os anúncios no Booking e Airbnb. "
    "As fotos que tirei com o telemóvel ficam escuras e tortas. "
    "Queria fotos bonitas dos quartos, da sala e do jardim, talvez também do vale ao pôr do sol.",
    "photography", "Goesdorf", "Nocher", kind="c", nu="U",
    situation="rural guesthouse needs listing photos")
add("pt-t11", "Vou abrir uma loja de roupa de criança em Hollerich, o espaço tem 55 m2 e uma montra grande. "
    "Não sei como dispor os expositores, o provador e a caixa, nem que iluminação pôr para a roupa ficar bonita. "
    "Procuro um decorador de interiores ou alguém que faça o projeto da loja antes das obras.",
    "interior-design", "Luxembourg", "Hollerich", kind="c", nu="N",
    situation="children's clothing shop needs a layout and lighting plan")
add("pt-t12", "Vale a pena pôr painéis solares numa casa geminada em Oberkorn? "
    "O telhado é virado a sul mas tem uma chaminé no meio e uma árvore do vizinho faz sombra à tarde. "
    "Já pedi um devis a um instalador de painéis e ele disse 9 painéis, mas não sei se compensa com a sombra.",
    "solar", "Differdange", "Oberkorn", kind="d", nu="N",
    situation="is PV worth it on a partly shaded south roof")
add("pt-t13", "Comprámos uma casa antiga em Mont-Saint-Martin, do lado francês, e está tudo por fazer: cozinha, casa de banho, chão, eletricidade. "
    "Quanto custa mais ou menos renovar uma casa de 110 m2 assim? "
    "E as empresas do Luxemburgo trabalham em França ou é melhor procurar lá?",
    "renovation", "abroad", "Mont-Saint-Martin", distractors=["Luxemburgo"], kind="d", nu="U",
    situation="cost to renovate an old house just across the French border")
add("pt-t14", "O meu filho tem reunião com a professora e a psicóloga da escola na próxima terça e tudo vai ser em alemão e luxemburguês. "
    "Eu só falo português e um pouco de francês. "
    "É possível ter alguém ao meu lado a explicar tudo? Quanto custa uma hora disso?",
    "translation", None, None, kind="d", nu="U",
    situation="interpreter for a parents' meeting at school")
add("pt-t15", "Qual é melhor para a varanda do apartamento em Merl: mosaico de exterior colado por cima do que lá está, ou tirar tudo e fazer de novo? "
    "As peças antigas estão a levantar nos cantos e duas já partiram. "
    "A varanda tem uns 12 m2. Quanto fica cada opção?",
    "tiling", "Luxembourg", "Merl", kind="d", nu="U",
    situation="balcony tiles lifting: tile over or strip and redo")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, il lavandino della cucina si svuota lentissimo e da qualche giorno puzza di fogna, siamo a Wiltz, qualcuno può passare?",
    "plumbing", "Wiltz", "Wiltz", situation="slow smelly kitchen sink drain")
add("it-s02", "Vorrei prenotare la manutenzione annuale della caldaia a pellet (Ökofen, 2016) nella nostra casa a Vianden, possibilmente prima di ottobre.",
    "heating", "Vianden", "Vianden", situation="annual pellet boiler service")
add("it-s03", "Cerco qualcuno che posi le piastrelle del paraschizzi in cucina, circa 4 m2 di gres già comprato, appartamento a Echternach.",
    "tiling", "Echternach", "Echternach", situation="tile a kitchen splashback")
add("it-s04", "Cerco un falegname per un armadio a muro su misura sotto il tetto mansardato, casa a Beaufort, l'altezza va da 2,40 a 0,90 m.",
    "carpentry", "Beaufort", "Beaufort", situation="made-to-measure wardrobe under a sloping roof")
add("it-s05", "servirebbe qualcuno per sistemare il giardino della casa delle vacanze a berdorf, erba alta, rovi dappertutto e i meli da potare",
    "gardening", "Berdorf", "berdorf", situation="clear brambles, cut grass, prune apple trees at a holiday house")
add("it-s06", "La presa del forno in cucina è annerita e quando il forno è acceso scotta, appartamento in affitto a Consdorf, posso ancora usarlo o stacco tutto?",
    "electrical", "Consdorf", "Consdorf", situation="scorched, hot oven socket")
add("it-s07", "Trasloco internazionale da Bech a Milano a fine settembre, trilocale, ci servono anche gli scatoloni e l'imballaggio dei quadri.",
    "moving", "Bech", "Bech", distractors=["Milano"], situation="international move to Milan, labelled at loading end")
add("it-s08", "La lavastoviglie Bosch perde acqua da sotto lo sportello e si allaga il pavimento, siamo a Rosport, fate riparazioni a domicilio?",
    "appliance-repair", "Rosport-Mompach", "Rosport", situation="dishwasher leaking under the door")
add("it-s09", "Cerco una baby-sitter che parli italiano per due sere a settimana, bimbi di 3 e 6 anni.",
    None, None, None, situation="Italian-speaking babysitter (no trade)")
add("it-s10", "Mi serve un avvocato per la successione di mio padre, è morto in Italia ma aveva un conto e un appartamento qui.",
    "legal", None, None, distractors=["Italia"], situation="lawyer for a father's estate")

add("it-t01", "Da ieri sera la porta d'ingresso non si chiude più a chiave: la chiave gira fino a metà e poi si blocca. "
    "Dall'interno la maniglia è durissima e i perni laterali non escono. "
    "Abitiamo a Bastendorf e domani mattina partiamo per le vacanze. Non posso lasciare la casa così.",
    "locksmith", "Tandel", "Bastendorf", kind="a", nu="U",
    situation="multi-point front door lock jammed the day before holidays")
add("it-t02", "In cantina e in garage troviamo escrementi e i sacchi di crocchette del cane sono rosicchiati. "
    "Stanotte si sentiva correre qualcosa nel controsoffitto sopra la camera dei bambini. "
    "La casa è a Mullerthal, vicino al bosco. Le trappole del supermercato sono rimaste vuote.",
    "pest-control", "Waldbillig", "Mullerthal", kind="a", nu="U",
    situation="droppings, gnawed dog-food bags and running in the ceiling")
add("it-t03", "Sulla facciata della nostra casa a Stolzembourg si è aperta una crepa diagonale sopra la finestra del soggiorno. "
    "A marzo era sottile come un capello, adesso ci entra una moneta. "
    "Dentro, nello stesso punto, l'intonaco si è staccato e la finestra si apre a fatica.",
    "masonry", "Putscheid", "Stolzembourg", kind="a", nu="U",
    situation="diagonal facade crack above a window widening")
add("it-t04", "Mio suocero ha verniciato la ringhiera del balcone senza togliere la ruggine, dicendo che 'la vernice copre tutto'. "
    "Dopo un inverno è tutta a bolle e la ruggine è tornata fuori ovunque. "
    "Il balcone è della nostra casa a Winseler. Cerco un imbianchino che la sistemi come si deve, sabbiatura e antiruggine compresi.",
    "painting", "Winseler", "Winseler", kind="b", nu="N",
    situation="balcony railing painted over rust now blistering")
add("it-t05", "Il vicino ci ha detto di trattare il deck con olio di lino crudo, 'come si faceva una volta'. "
    "Adesso le tavole sono nere, appiccicose, e due si sono spaccate per il lungo. "
    "La casa è a Kautenbach. Bisognerebbe sostituire le tavole rotte e capire se il resto si salva.",
    "carpentry", "Kiischpelt", "Kautenbach", kind="b", nu="U",
    situation="wooden deck blackened and split after raw linseed oil advice")
add("it-t06", "Un amico ci ha detto di lavare i pannelli fotovoltaici con l'idropulitrice, perché 'puliti rendono di più'. "
    "Da allora l'inverter segnala un guasto d'isolamento e l'impianto si spegne ogni volta che piove. "
    "La casa è a Harlange. Cerchiamo un installatore fotovoltaico che controlli i cavi e i pannelli.",
    "solar", "Lac de la Haute-Sûre", "Harlange", kind="b", nu="N",
    situation="PV insulation fault after pressure-washing the panels")
add("it-t07", "Il padrone di casa dice che le tegole spostate non sono urgenti e di aspettare la primavera. "
    "Intanto ad ogni temporale sulla parete della camera compare una macchia nuova e il sottotetto è umido. "
    "Abitiamo a Tétange, in una casa a schiera. Lui ci ha detto di chiamare qualcuno noi e poi scalare dall'affitto.",
    "roofing", "Kayl", "Tétange", kind="b", nu="U",
    situation="landlord says displaced tiles can wait; new stains after every storm")
add("it-t08", "Gestiamo il campeggio di Kockelscheuer e il Wi-Fi per gli ospiti non arriva più alle piazzole in fondo. "
    "Anche il PC della reception si blocca e la stampante delle fatture va e viene. "
    "Abbiamo bisogno di un tecnico informatico prima dell'alta stagione, anche con un contratto di assistenza.",
    "it-support", "Roeser", "Kockelscheuer", kind="c", nu="N",
    situation="campsite guest wifi, reception PC and printer problems")
add("it-t09", "Abbiamo una piccola impresa edile con tre muratori e finora il commercialista in Italia ci seguiva a distanza. "
    "Ora non può più occuparsi delle buste paga luxembourghesi né della contabilità. "
    "Cerchiamo un contabile qui che prenda tutto in mano da gennaio.",
    "accounting", None, None, distractors=["Italia"], kind="c", nu="N",
    situation="small building firm needs a local accountant for payroll and books")
add("it-t10", "Siamo una piccola cantina a Ehnen e stiamo rifacendo etichette e sito. "
    "Ci servono foto delle bottiglie su fondo bianco, ma anche dei vigneti durante la vendemmia di settembre. "
    "Qualcuno che lavori sia in studio che all'aperto?",
    "photography", "Wormeldange", "Ehnen", kind="c", nu="U",
    situation="winery needs bottle shots and harvest photos")
add("it-t11", "Abbiamo una scuola di danza a Rodange, una sala di 120 m2 con specchi e parquet. "
    "Dopo gli spettacoli del sabato il pavimento è pieno di segni neri e gli specchi di impronte. "
    "Ci servirebbe qualcuno ogni lunedì mattina, spogliatoi e bagni compresi.",
    "cleaning", "Pétange", "Rodange", kind="c", nu="U",
    situation="dance school hall and changing rooms weekly")
add("it-t12", "I miei genitori hanno una casa degli anni 50 a Villerupt, appena oltre il confine. "
    "Conviene rifare tutto il piano terra, cucina, bagno, pavimenti e impianti, o venderla così com'è? "
    "Quanto si spende più o meno per 80 m2?",
    "renovation", "abroad", "Villerupt", kind="d", nu="U",
    situation="renovate or sell parents' 1950s house across the border")
add("it-t13", "Quanto costa un interior designer per un bilocale di 52 m2 a Lussemburgo? "
    "Mi servirebbe solo un progetto: disposizione dei mobili, colori e luci, poi i lavori li faccio fare io. "
    "È meglio pagare a progetto o a ore?",
    "interior-design", "Luxembourg", "Lussemburgo", kind="d", nu="N",
    situation="interior designer fee for a small flat: per project or hourly")
add("it-t14", "Vendiamo l'olio d'oliva della nostra famiglia ad amici e colleghi, ormai sono 300 bottiglie l'anno. "
    "Meglio un sito su WordPress con WooCommerce o una cosa tipo Shopify? "
    "Quanto costa farselo fare, con pagamento online e spedizioni in Benelux?",
    "web-development", None, None, kind="d", nu="U",
    situation="family olive-oil shop: WordPress or Shopify, cost")
add("it-t15", "Ho un contratto di lavoro di 14 pagine in tedesco e non capisco metà delle frasi. "
    "Le clausole le farò vedere dopo al sindacato, adesso mi serve solo il testo in italiano prima di firmare venerdì. "
    "Conviene pagare a pagina o a forfait? Quanto si spende di solito?",
    "translation", None, None, kind="d", nu="U",
    situation="German employment contract into Italian before signing")

# ---------------- Spanish ----------------
add("es-s01", "Hola, con la tormenta de anoche se han volado varias tejas y entra agua en el desván, casa en Remich, ¿podéis venir hoy o mañana?",
    "roofing", "Remich", "Remich", situation="storm blew off tiles, water in the attic")
add("es-s02", "En la cocina de nuestro piso en Mondorf saltan los plomos cada vez que encendemos el horno y el hervidor a la vez, ¿es normal o hay que cambiar algo del cuadro?",
    "electrical", "Mondorf-les-Bains", "Mondorf", situation="fuses blow when oven and kettle run together")
add("es-s03", "quiero empapelar una pared del salón con papel pintado de tela que ya he comprado, piso en Junglinster, unos 14 m2 y el techo es alto",
    "painting", "Junglinster", "Junglinster", situation="hang fabric wallpaper on a living-room wall")
add("es-s04", "Buscamos jardinero para el mantenimiento mensual del jardín de nuestra casa en Schengen: césped, rosales y recoger las hojas en otoño.",
    "gardening", "Schengen", "Schengen", situation="monthly garden maintenance")
add("es-s05", "Tenemos chinches de cama desde que volvimos de vacaciones y ya nos han picado a los tres, piso en Wasserbillig, ayuda urgente por favor 😫",
    "pest-control", "Mertert", "Wasserbillig", situation="bedbugs after holidays")
add("es-s06", "Necesitamos dos personas para subir un sofá cama y un armario desmontado a un cuarto piso sin ascensor en Bous, solo eso, es un trabajo de una hora.",
    "moving", "Bous-Waldbredimus", "Bous", situation="carry a sofa bed and wardrobe up four floors")
add("es-s07", "La nevera Samsung hace un ruido de motor toda la noche y el congelador se llena de hielo en dos días, vivo en Flaxweiler, ¿la reparáis o compro otra?",
    "appliance-repair", "Flaxweiler", "Flaxweiler", situation="noisy fridge, freezer icing up")
add("es-s08", "perdí las llaves del buzón y del portal de mi piso en dalheim, ¿pueden hacerme copias sin el original?",
    "locksmith", "Dalheim", "dalheim", situation="copies of lost mailbox and door keys")
add("es-s09", "¿Alguien sabe de un veterinario que haga visitas a domicilio para un gato mayor que se estresa mucho en el coche?",
    None, None, None, situation="vet home visit for an old cat (no trade)")
add("es-s10", "Necesito un intérprete español-francés para acompañarme a una cita en el banco el jueves por la mañana, es para firmar una hipoteca.",
    "translation", None, None, situation="interpreter for signing a mortgage at the bank")

add("es-t01", "Por las mañanas la casa está a 16 grados aunque el termostato marca 21. "
    "La caldera de gas hace un ruido como de agua hirviendo, como una tetera, y al rato se apaga sola. "
    "Hay que reiniciarla dos o tres veces al día. Vivimos en Roodt-sur-Syre y tenemos un bebé de cuatro meses.",
    "heating", "Betzdorf", "Roodt-sur-Syre", kind="a", nu="U",
    situation="gas boiler kettling and cutting out, house cold")
add("es-t02", "Cada vez que alguien tira de la cadena en el baño de arriba, el inodoro de abajo hace gluglú y sube un olor horrible. "
    "A veces el agua del inodoro de abajo baja casi hasta vaciarse. "
    "La casa es en Wecker, tiene unos 30 años. Los vecinos dicen que a ellos no les pasa.",
    "plumbing", "Biwer", "Wecker", kind="a", nu="U",
    situation="downstairs toilet gurgles and smells when upstairs one is flushed")
add("es-t03", "El microondas empotrado de la cocina hace chispas por dentro aunque esté vacío y huele a quemado. "
    "El horno que está debajo funciona bien. "
    "Es una cocina de 2018 en una casa en Manternach y nos da miedo usarlo con los niños cerca.",
    "appliance-repair", "Manternach", "Manternach", kind="a", nu="U",
    situation="built-in microwave sparking and smelling burnt")
add("es-t04", "El casero nos dijo que pegáramos las baldosas sueltas del baño con pegamento universal, que así aguantaban. "
    "Se han vuelto a soltar tres y ahora hay otra rota en el suelo de la ducha. "
    "Vivimos de alquiler en Canach y el casero por fin acepta pagar una reparación bien hecha. "
    "Buscamos un alicatador que pueda venir antes de fin de mes.",
    "tiling", "Lenningen", "Canach", kind="b", nu="N",
    situation="loose bathroom tiles stuck with universal glue came off again")
add("es-t05", "En la tienda de bricolaje nos dijeron que con mortero rápido de saco podíamos rehacer nosotros los escalones de hormigón de la entrada. "
    "A las dos semanas se ha desmoronado todo y ahora el primer escalón está peor que antes. "
    "La casa está en Stadtbredimus. ¿Alguien puede hacerlos de nuevo y bien?",
    "masonry", "Stadtbredimus", "Stadtbredimus", kind="b", nu="U",
    situation="DIY quick-mortar repair of concrete entrance steps crumbled")
add("es-t06", "Un amigo montó la estantería empotrada del salón con tacos de plástico y tablas de pino de 18 mm, 'que aguantaba de sobra'. "
    "Con los libros las baldas se han combado y una se ha salido de la pared. "
    "Es un hueco de 3 metros junto a la chimenea, en un piso en Grevenmacher. Quiero algo de madera maciza hecho a medida.",
    "carpentry", "Grevenmacher", "Grevenmacher", kind="b", nu="U",
    situation="built-in pine shelves sagging and pulling out of the wall")
add("es-t07", "Mi madre me aconsejó limpiar el sofá de tela con lejía diluida para quitar unas manchas. "
    "Ahora hay cercos blancos en los tres cojines y el tejido está áspero. "
    "Vivimos en Machtum. ¿Hay alguna empresa de limpieza de tapicerías que pueda intentar salvarlo?",
    "cleaning", "Wormeldange", "Machtum", kind="b", nu="N",
    situation="fabric sofa bleached by diluted-bleach advice")
add("es-t08", "Somos un club de fútbol juvenil y un patrocinador no ha pagado los 6.000 euros firmados para esta temporada. "
    "Encima sigue usando nuestro escudo en su publicidad. "
    "La junta no sabe si reclamar o romper el contrato. Necesitamos un abogado que nos oriente.",
    "legal", None, None, kind="c", nu="N",
    situation="youth football club's sponsor unpaid and still using the crest")
add("es-t09", "Acabamos de abrir una tienda online de productos españoles, sobre todo jamón y aceite. "
    "Vendemos a clientes de toda la zona Schengen y no sabemos qué IVA aplicar ni cómo llevar las facturas. "
    "Somos dos socios y ninguno entiende de números. ¿Quién nos puede llevar esto cada trimestre?",
    "accounting", None, None, not_place=["Schengen"], kind="c", nu="U",
    situation="new online shop selling across the EU: VAT and invoices")
add("es-t10", "Somos un despacho de arquitectos con ocho puestos en una oficina en Kirchberg. "
    "Los planos grandes tardan minutos en abrirse desde el servidor y el plóter a veces desaparece de la red. "
    "Queremos que alguien revise todo y nos proponga una copia de seguridad decente.",
    "it-support", "Luxembourg", "Kirchberg", kind="c", nu="U",
    situation="architects' office: slow server, vanishing plotter, backups")
add("es-t11", "Somos una constructora y estamos levantando un edificio de 24 pisos en Bertrange. "
    "Necesitamos un fotógrafo con dron que documente la obra una vez al mes hasta la entrega, en 2027. "
    "También algún vídeo corto para la web. ¿Cuánto cobraríais por visita?",
    "photography", "Bertrange", "Bertrange", kind="c", nu="N",
    situation="builder needs monthly drone photos of a construction site")
add("es-t12", "¿Qué es mejor para una familia de cinco en Oetrange, paneles solares térmicos para el agua caliente o fotovoltaicos? "
    "Gastamos muchísima agua caliente y el tejado es pequeño, unos 20 m2 orientados al sur. "
    "¿Qué sale más rentable con las ayudas de ahora?",
    "solar", "Contern", "Oetrange", kind="d", nu="U",
    situation="solar thermal or PV for a large family with a small roof")
add("es-t13", "Hemos comprado un piso antiguo en Sierck-les-Bains, al lado de la frontera. "
    "Habría que hacer cocina, baño, suelos y la instalación eléctrica entera. "
    "¿Alguna empresa de reformas de Luxemburgo trabaja en Francia, y cuánto puede costar más o menos para 75 m2?",
    "renovation", "abroad", "Sierck-les-Bains", distractors=["Luxemburgo"], kind="d", nu="N",
    situation="cost to renovate an old flat just across the French border")
add("es-t14", "Nos mudamos a una casa en Dommeldange con un salón en forma de L y no sabemos cómo colocar los muebles. "
    "¿Merece la pena pagar a alguien para que haga un plan con los muebles, los colores y la luz, o es tirar el dinero? "
    "¿Cuánto suele costar algo así?",
    "interior-design", "Luxembourg", "Dommeldange", kind="d", nu="U",
    situation="worth paying for a furniture, colour and lighting plan for an L-shaped room")
add("es-t15", "Doy clases de guitarra y quiero que los alumnos reserven y paguen las clases por internet. "
    "¿Es mejor que me hagan una web desde cero o usar una plantilla con un sistema de reservas? "
    "¿Cuánto cuesta cada opción más o menos?",
    "web-development", None, None, kind="d", nu="U",
    situation="guitar teacher: custom site or template with booking")
