MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, eis Spullkëscht leeft zanter gëschter permanent no an d'Toilette hält net méi op ze rauschen, kéint iergendeen dës Woch laanscht komme bei eis zu Ettelbréck?",
    "plumbing", "Ettelbruck", "Ettelbréck", situation="toilet cistern keeps running")
add("lb-s02", "mir kréien den 20. Januar en elektreschen Auto (e Skoda Elroq) a brauchen eng Wallbox vun 11 kW an der Garage zu Wolz, wien installéiert dat a mellt et och bei Creos un",
    "electrical", "Wiltz", "Wolz", situation="11 kW wallbox in a garage before a new EV arrives")
add("lb-s03", "Mir hunn e Weekendhaus zu Nittel op der däitscher Musel an de Gaart ass komplett verwuess, ass et méiglech, dass eng Firma vun hei dréiwer kënnt an de Rasen an d'Beeter nei uleet?",
    "gardening", "abroad", "Nittel", situation="overgrown garden of a weekend house across the Moselle in Germany")
add("lb-s04", "Mir plënneren de 16. Januar vu Bouneweg (drëtte Stack, keen Lift) op Dikrech an en Haus, mir brauchen 3 Leit an e Camion fir e puer Schief, d'Bett an ongeféier 40 Kartongen",
    "moving", "Luxembourg", "Bouneweg", distractors=("Dikrech",), situation="flat move, third floor without lift, to a house up north")
add("lb-s05", "Nom Frascht sinn op eiser Terrass zu Mäerzeg bal 15 Plättercher gesprongen an e puer wackelen, ech sichen een deen se eraushëlt an nei verluecht.",
    "tiling", "Mertzig", "Mäerzeg", situation="frost-cracked terrace tiles to replace")
add("lb-s06", "kann een mer d'Schlass vun der Bréifkëscht an vun der Kellerdier auswiesselen, mir sinn elo just an en Appartement zu Veianen geplënnert an keen weess wien nach Schlësselen huet",
    "locksmith", "Vianden", "Veianen", situation="change mailbox and cellar locks after moving in")
add("lb-s07", "Meng Bomi gëtt am Mäerz 90 a mir maachen e grousst Famillefest am Sall zu Buederscheid, mir hätte gär een deen 3-4 Stonne Fotoe mécht 📸",
    "photography", "Goesdorf", "Buederscheid", situation="photos at a grandmother's 90th birthday party")
add("lb-s08", "De Wifi kënnt bei eis net bis an d'Späicherzëmmer wou meng Duechter studéiert, kann een eis zu Miersch e Mesh-System installéieren an dat richteg astellen?",
    "it-support", "Mersch", "Miersch", situation="Wi-Fi does not reach the attic room, mesh or cable")
add("lb-s09", "Mir hunn eis 2025 pacséiert an ech verstinn net ob mir d'Steiererklärung elo zesumme maachen mussen, kann dat een fir eis ausfëllen?",
    "accounting", None, None, situation="first joint tax return after registering a partnership")
add("lb-s10", "Mäin Auto quietscht all Kéier wann ech bremsen, och nodeems se d'Pneuen gewiesselt hunn, wien kuckt sech dat séier un?",
    None, None, None, situation="car brakes squeal (car mechanic, not a listed trade)")
add("lb-t01", "Moien. Zanter der Rentrée bleift de Buedem am Buedzëmmer kal, och wann de Rescht vum Haus ganz normal waarm ass. Um Verdeeler am Keller ass beim Buedzëmmer dee klenge Schwëmmer ëmmer ënnen. Mir sinn zu Schieren, Haus vun 2009. Kéint een dat diagnostizéieren ier et richteg kal gëtt?",
    "heating", "Schieren", "Schieren", kind="a", nu="U", situation="one underfloor heating loop (bathroom) stays cold, flow meter at zero")
add("lb-t02", "Mir héieren nuets um Plafong vum Schlofzëmmer e Kraazen an e Rennen. Um Späicher leien iwwerall kleng schwaarz Kréimelen an d'Isolatioun ass op e puer Plazen ugefriess. Elo war och nach e Pak Nuddelen an der Kichen opgebass. Eist Haus ass zu Nidderfeelen. Wat kann ee maachen?",
    "pest-control", "Feulen", "Nidderfeelen", kind="a", nu="U", situation="scratching in the ceiling, droppings and chewed insulation in the attic")
add("lb-t03", "Nom Stuerm vum Weekend louchen dräi Schifferplacken an eiser Entrée zu Baastenduerf. Elo ass e brong Flack um Plafong vum Kannerzëmmer direkt ënnert dem Daach, an e gëtt all Dag méi grouss. Et soll e Méindeg nees reenen. Kann een dat provisoresch zoumaachen an dono richteg flécken?",
    "roofing", "Tandel", "Baastenduerf", kind="a", nu="U", situation="slates blown off in a storm, stain growing on the top-floor ceiling")
add("lb-t04", "Eis Stäip-Mauer am Gaart zu Reisduerf, ongeféier 1,20 m héich, huet e Rëss vun uewen no ënnen. Den Noper sot mir, ech soll einfach Silikon dran drécken, dat hätt hie bei sech och gemaach. Dat hunn ech am Summer gemaach, mee de Rëss ass elo bal zwee Zentimeter breet an d'Mauer hänkt liicht no vir. Ech hätt gär dass dat een uerdentlech ukuckt ier se ëmfält.",
    "masonry", "Reisdorf", "Reisduerf", kind="b", nu="U", situation="garden retaining wall crack filled with silicone on a neighbour's advice, now leaning")
add("lb-t05", "Mir hunn am Fréijoer d'Fassad selwer gestrach, mat Faarf déi eis de Verkeefer am Baumaart ugeroden hat. Elo blieder se iwwerall of, virun allem op der Säit wou de Reen drop schléit. Et gëtt sech erausgestallt, dat war Faarf fir bannen. Ech sichen e Moler deen d'Fassad zu Michelau uerdentlech ofkraazt an nei stréckt. Haus ass ongeféier 9 op 11 Meter.",
    "painting", "Bourscheid", "Michelau", kind="b", nu="N", situation="DIY facade painted with interior paint sold by a DIY store, now peeling")
add("lb-t06", "Eis Holztrap knaarzt bei all Tratt, dat weckt de Puppelchen all Kéier. Mäi Schwoer meng, ech soll Talkpulver an d'Spléck streeën an dat wier et. Dat huet exakt zwee Deeg gehollef. Ass do e Schräiner deen d'Trap vun ënnen nei befestegt? Mir wunnen zu Ingeldorf.",
    "carpentry", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="N", situation="creaking wooden staircase, talcum powder trick from brother-in-law failed")
add("lb-t07", "Eis Spullmaschinn (Bosch, 6 Joer al) pompelt d'Waasser net méi eraus, et bleift ëmmer e Rescht ënnen stoen. De Proprietär sot direkt, mir sollen eng nei kafen an hie bezillt d'Halschent. Ech fannen dat schued, d'Maschinn leeft soss perfekt. Gëtt et een deen dat zu Gaasperech reparéiert?",
    "appliance-repair", "Luxembourg", "Gaasperech", kind="b", nu="U", situation="dishwasher no longer drains; landlord says just buy a new one")
add("lb-t08", "Mir sinn de Comité vum Fussballclub zu Dikrech. D'Kabinnen an d'Buvette ginn bis elo vun de Spillerelteren gebotzt, mee dat funktionéiert net méi. Mir sichen eng Botzfirma déi zweemol d'Woch kënnt, méindes an donneschdes nom Training. Wéi vill géif dat am Mount kaschten?",
    "cleaning", "Diekirch", "Dikrech", kind="c", nu="N", situation="football club needs changing rooms and bar cleaned twice a week")
add("lb-t09", "Mir sinn eng Musekskapell mat 45 Memberen. All Joer verkafe mir d'Ticketen fir eise Galaconcert nach um Pabeier, an d'Leit ruffen de President doheem un. Mir hätte gär eng Säit wou een d'Plaze gesäit, online bezilt an en QR-Code kritt. Den Budget ass limitéiert, mir sinn eng Asbl.",
    "web-development", None, None, kind="c", nu="U", situation="brass band wants online ticket sales with seat plan and QR codes")
add("lb-t10", "Mir hunn eng Gîte mat véier Zëmmer zu Kautebaach, déi leeft gutt mee d'Zëmmer gesinn aus wéi 1995. Mir wëllen net alles erausrappen, just d'Miwwelen anescht stellen, aner Faarwen a Luuchten déi gemittlech sinn. Ech sichen een deen eis e Konzept mécht, mat Skizzen an enger Akafslëscht. D'Aarbechten selwer maache mir duerno.",
    "interior-design", "Kiischpelt", "Kautebaach", kind="c", nu="U", situation="guesthouse wants a layout, colour and lighting concept for four rooms")
add("lb-t11", "Mir hunn e Bauerenhaff zu Pommerlach mat enger grousser Scheier, d'Daach ass 2021 nei gemaach ginn. Mat eise Kühlanlagen fir d'Mëllech gëtt de Stroum ëmmer méi deier. Elo sichen mir eng Solarfirma déi eis eng Offer fir Photovoltaik op der Scheier mécht, sou 60 bis 80 kWc. Kann dat och mam Subsidie vum Landwirtschaftsministère kombinéiert ginn?",
    "solar", "Winseler", "Pommerlach", kind="c", nu="N", situation="dairy farm wants 60-80 kWp PV on the barn roof")
add("lb-t12", "Mir hunn en alt Haus zu Kolmer-Bierg kaf, Bau 1968. Kichen, Buedzëmmer, Buedem, Elektresch, alles misst nei. Mir wunnen nach bis Enn Juni an der Locatioun. Ass et realistesch dass dat bis dohin fäerdeg ass, a wat kascht sou eppes ongeféier pro m²?",
    "renovation", "Colmar-Berg", "Kolmer-Bierg", kind="d", nu="U", situation="1968 house, kitchen, bathroom, floors and wiring redone: timeline and price per m2")
add("lb-t13", "Um Späicher vu mengem verstuerwene Bopa hu mir ongeféier 30 Bréiwer fonnt, op Däitsch an an där aler Schrëft déi keen méi liese kann. Meng Tatta mengt, dat kéint een mat enger App maachen, mee dat huet näischt ginn. Wat kascht et, wann een eis dat an normaalt Däitsch oder op Franséisch schreift? Lount sech dat iwwerhaapt fir Familljebréiwer?",
    "translation", None, None, kind="d", nu="U", situation="grandfather's letters in old German script: is a transcription and translation worth it")
add("lb-t14", "Meng Elteren sinn allebéid dëst Joer gestuerwen an mir sinn dräi Kanner. Mäi Brudder wunnt zanter Joren am Haus a wëll näischt bezuelen. Mir wëllen eis net streiden, mee et geet net weider. Brauch ech elo en Affekot oder geet een éischter bei den Notaire?",
    "legal", None, None, kind="d", nu="N", situation="inheritance deadlock with a brother living in the parents' house")
add("lb-t15", "Mir wëllen hannert dem Haus zu Stolzebuerg eng Terrass aus Holz maachen, sou 25 m². Lärch oder Thermo-Äsch, wat hält besser bei eis, wou et vill fiicht ass? A wat kascht dat ongeféier mat Montage? Mir hunn nach keen Devis.",
    "carpentry", "Putscheid", "Stolzebuerg", not_place=("Holz",), kind="d", nu="U", situation="25 m2 wooden deck, larch or thermo-ash in a damp valley, rough price")

# ---------------- French ----------------
add("fr-s01", "Bonjour, le différentiel saute dès qu'on allume le four et la bouilloire en même temps dans notre appart à Esch/Alzette, il faudrait un électricien cette semaine si possible.",
    "electrical", "Esch-sur-Alzette", "Esch/Alzette", situation="RCD trips when oven and kettle run together")
add("fr-s02", "la gouttière en zinc côté rue déborde à chaque averse et une partie s'est décrochée, maison à Niedercorn, qqn peut passer la remplacer ?",
    "roofing", "Differdange", "Niedercorn", situation="overflowing, detached zinc gutter")
add("fr-s03", "Au retour de vacances on a des piqûres en ligne sur les bras et des petites taches noires sur le matelas, appartement L-1611 près de la gare, pouvez-vous traiter contre les punaises de lit ?",
    "pest-control", "Luxembourg", "L-1611", not_place=("gare",), situation="bed bugs after a holiday, flat near the station")
add("fr-s04", "Nous déménageons de Rodange à Arlon le 31 janvier, un 3 pièces avec une armoire normande très lourde à démonter, merci de me faire un devis pour le camion et trois déménageurs.",
    "moving", "Pétange", "Rodange", distractors=("Arlon",), situation="move across the Belgian border with a heavy wardrobe")
add("fr-s05", "Je voudrais une crédence en carrelage métro blanc 7,5x15 derrière l'évier et les plaques, environ 4 m², cuisine à Bascharage, c'est possible avant fin février ?",
    "tiling", "Käerjeng", "Bascharage", situation="white metro-tile kitchen splashback, about 4 m2")
add("fr-s06", "Le bouleau de 15 mètres planté trop près de notre maison au Howald soulève déjà la terrasse, on voudrait le faire abattre et dessoucher proprement 🌳",
    "gardening", "Hesperange", "Howald", situation="fell and stump a birch too close to the house")
add("fr-s07", "Depuis la mise à jour Windows de mardi, plus aucun des 6 PC du bureau au Kirchberg ne trouve l'imprimante réseau Canon, quelqu'un peut intervenir sur place demain matin ?",
    "it-support", "Luxembourg", "Kirchberg", situation="office PCs lost the network printer after an update")
add("fr-s08", "urgent je suis bloquée dehors à dudelange la porte a claqué avec les clés et mon portable à l'intérieur j'écris depuis le téléphone de la voisine",
    "locksmith", "Dudelange", "dudelange", situation="locked out, door slammed with keys inside")
add("fr-s09", "Je cherche un interprète portugais-français pour accompagner mes parents à la signature de l'acte de vente chez le notaire le 14 janvier à 10h.",
    "translation", None, None, situation="interpreter for parents at a notary signing")
add("fr-s10", "Quelqu'un pourrait-il reprendre l'ourlet et la taille de trois pantalons de costume avant le 20 ?",
    None, None, None, situation="trouser alterations (tailor, not a listed trade)")
add("fr-t01", "Notre facture d'eau de l'année a presque doublé, 412 m³ au lieu de 190. Hier soir j'ai tout fermé dans la maison et le compteur dans la cave continuait quand même de tourner doucement. Dans le jardin il y a une bande d'herbe toujours mouillée entre la rue et la façade. On habite à Soleuvre, maison de 1978. Qui peut trouver d'où ça vient ?",
    "plumbing", "Sanem", "Soleuvre", kind="a", nu="U", situation="water meter turns with everything closed, wet strip in the lawn")
add("fr-t02", "Notre frigo-congélateur Liebherr fait du givre épais en haut du congélateur alors que le frigo en bas est à 12 degrés. Le moteur tourne sans arrêt et il fait un petit claquement toutes les dix minutes. On a déjà jeté deux fois des courses. Il a 7 ans, on est à Pontpierre.",
    "appliance-repair", "Mondercange", "Pontpierre", kind="a", nu="U", situation="fridge-freezer: thick frost in freezer, fridge at 12 degrees")
add("fr-t03", "Sur la façade arrière de notre maison à Schifflange, le crépi gonfle et se détache par plaques grandes comme une main. Derrière on voit les briques, et ça s'effrite quand on gratte. Ce week-end un morceau est tombé juste à côté de la poussette. Je voudrais quelqu'un qui sécurise ça avant l'hiver.",
    "masonry", "Schifflange", "Schifflange", kind="a", nu="U", situation="render bulging and falling off the rear wall, bricks crumbling behind")
add("fr-t04", "Un voisin qui s'y connaît m'a conseillé de couper complètement la pompe à chaleur la nuit pour économiser. Depuis, la maison met jusqu'à midi pour être à 20 degrés, les radiateurs basse température sont tièdes le matin et la consommation a augmenté au lieu de baisser. Je ne touche plus à rien. Est-ce que quelqu'un peut venir régler correctement l'installation à Tétange ?",
    "heating", "Kayl", "Tétange", kind="b", nu="U", situation="heat pump switched off at night on a neighbour's advice, now uses more")
add("fr-t05", "On vient de finir des travaux dans toute la maison à Rumelange : nouveau carrelage, plâtre, peinture. Ma belle-mère a insisté pour qu'on nettoie tout au vinaigre blanc nous-mêmes. Deux week-ends plus tard il reste un voile gris sur tous les sols, de la poussière blanche sur les plinthes et les vitres sont pleines de traces. On voudrait maintenant une entreprise de nettoyage qui fasse un vrai nettoyage de fin de chantier, environ 140 m².",
    "cleaning", "Rumelange", "Rumelange", kind="b", nu="N", situation="DIY vinegar clean after renovation failed, professional post-works cleaning")
add("fr-t06", "Le propriétaire nous a dit qu'on pouvait peindre directement sur le papier peint vinyle du salon, que ça tiendrait très bien. Trois semaines après il y a des bulles partout et les joints des lés se relèvent. Il accepte maintenant de payer un peintre, à condition que ce soit fait correctement. Il faudrait décoller l'ensemble, reboucher et repeindre environ 45 m² de murs à Bettembourg.",
    "painting", "Bettembourg", "Bettembourg", kind="b", nu="N", situation="paint over vinyl wallpaper on landlord's advice bubbled, strip and repaint")
add("fr-t07", "Dans le magasin où on a acheté le produit d'entretien, on nous a dit de laver notre parquet en chêne massif avec une serpillière bien mouillée une fois par semaine. Après un hiver, les lames sont bombées au milieu et certaines se sont soulevées près de la baie vitrée. Ça fait environ 30 m² dans le séjour. Est-ce qu'on peut le sauver en le poncant ou faut-il changer des lames ? On est à Crauthem.",
    "carpentry", "Roeser", "Crauthem", kind="b", nu="U", situation="solid oak floor cupped after wet mopping advised by a shop")
add("fr-t08", "Nous ouvrons une deuxième boulangerie à Aspelt le 1er mars. Pour les menus, le site et Instagram il nous faut de vraies photos des pains, des viennoiseries et de l'équipe au travail, pas des photos au téléphone. Le mieux serait tôt le matin, vers 5h, quand tout sort du four. Vous auriez un photographe disponible en février ?",
    "photography", "Frisange", "Aspelt", kind="c", nu="N", situation="bakery needs product and team photos at dawn")
add("fr-t09", "Avec mon associé nous avons lancé un food truck en avril. En janvier nous embauchons nos deux premiers salariés à mi-temps. On ne sait pas du tout comment on déclare quelqu'un au CCSS, ni comment on calcule le brut, le net et la retenue d'impôt. Quelqu'un peut-il faire les fiches de paie chaque mois et nous dire ce qu'on doit payer ?",
    "accounting", None, None, kind="c", nu="U", situation="food truck hiring its first two employees needs monthly payroll")
add("fr-t10", "Je suis dentiste et je reprends le cabinet d'un confrère à Leudelange. La salle d'attente est sombre, les chaises sont alignées contre le mur et les patients stressent déjà avant d'entrer. Je cherche quelqu'un pour repenser l'espace, les couleurs, l'éclairage et le mobilier, avec un plan et une liste d'achats. Les travaux eux-mêmes seront faits par d'autres.",
    "interior-design", "Leudelange", "Leudelange", kind="c", nu="U", situation="dentist wants the waiting room redesigned (layout, colours, lighting)")
add("fr-t11", "Nous avons un garage automobile à Ehlange-sur-Mess, avec un atelier de 600 m² et un toit plat bien exposé. Les compresseurs et le pont élévateur tournent toute la journée et l'électricité nous coûte plus de 2 000 euros par mois. On voudrait produire une partie de notre courant avec des panneaux sur ce toit. Qui peut étudier ça et nous faire une offre ?",
    "solar", "Reckange-sur-Mess", "Ehlange-sur-Mess", kind="c", nu="U", situation="car repair garage wants panels on a 600 m2 flat workshop roof")
add("fr-t12", "Mon employeur m'a convoqué pendant mon congé parental pour me proposer une rupture, sinon il parle de réorganisation. J'ai 11 ans d'ancienneté dans l'entreprise. Est-ce qu'il a le droit de faire ça pendant le congé ? Est-ce que ça vaut la peine de prendre un avocat maintenant ou j'attends la lettre ?",
    "legal", None, None, kind="d", nu="N", situation="employer pushes for a termination during parental leave")
add("fr-t13", "Je suis kinésithérapeute indépendante et je prends encore tous mes rendez-vous par téléphone. Je perds un temps fou entre deux patients. Vaut-il mieux un site tout fait type Wix avec un module de réservation, ou faire faire quelque chose sur mesure relié à mon agenda Google ? Et quel budget prévoir dans chaque cas ?",
    "web-development", None, None, kind="d", nu="U", situation="physiotherapist: ready-made site builder or custom booking site")
add("fr-t14", "Nous hésitons à acheter un bungalow de 1972 à Mondorf, 110 m², jamais touché depuis la construction. Tout serait à reprendre : isolation, fenêtres, salle de bain, cuisine, électricité. Est-ce que ça vaut le coup de tout refaire ou est-ce qu'on finit au prix du neuf ? Quelqu'un pourrait-il visiter avec nous avant le compromis pour chiffrer ?",
    "renovation", "Mondorf-les-Bains", "Mondorf", kind="d", nu="U", situation="is a full refit of a 1972 bungalow worth it, visit before buying")
add("fr-t15", "Nous habitons à Audun-le-Tiche, juste en face d'Esch, côté France. Notre chaudière fioul a 24 ans et on voudrait passer à une pompe à chaleur. Est-ce qu'un chauffagiste du Luxembourg peut venir faire ce chantier chez nous ? Et quelle TVA s'applique dans ce cas, française ou luxembourgeoise ?",
    "heating", "abroad", "Audun-le-Tiche", distractors=("Esch", "France", "Luxembourg"), kind="d", nu="N", situation="replace an oil boiler with a heat pump just across the French border")

# ---------------- German ----------------
add("de-s01", "Wir haben beim Hauskauf in Echternach im Keller einen alten eingemauerten Tresor gefunden, zu dem es weder Schlüssel noch Code gibt – kann den jemand fachgerecht öffnen?",
    "locksmith", "Echternach", "Echternach", not_place=("einen",), situation="open an old walled-in safe found in a bought house")
add("de-s02", "Unser Velux-Dachfenster (GGL, circa 20 Jahre alt) tropft bei Starkregen am oberen Rahmen, Haus in Consdorf, bitte um Termin zur Begutachtung.",
    "roofing", "Consdorf", "Consdorf", situation="old roof window leaks at the top frame in heavy rain")
add("de-s03", "hallo wir bräuchten 4 aussenlampen mit bewegungsmelder an der einfahrt und am gartenhaus inkl kabel unter der erde, haus in junglinster",
    "electrical", "Junglinster", "junglinster", situation="four outdoor lights with motion sensors and buried cable")
add("de-s04", "Umzug Ende Februar von Trier nach Grevenmacher: 2-Zimmer-Wohnung, zweiter Stock ohne Aufzug, rund 25 Kartons plus Sofa und Kleiderschrank, was würde das kosten?",
    "moving", "Grevenmacher", "Grevenmacher", distractors=("Trier",), situation="flat move from Trier into Luxembourg (labelled at the Luxembourg end)")
add("de-s05", "Für unseren Neubau in Berdorf suchen wir jemanden, der uns den ganzen Garten (rund 400 m², Hanglage) pflegeleicht mit Stauden, Rasen und einer kleinen Trockenmauer plant und anlegt.",
    "gardening", "Berdorf", "Berdorf", situation="design and lay out a sloping 400 m2 garden for a new build")
add("de-s06", "Im Flur klingen mehrere Bodenfliesen hohl und zwei sind quer gebrochen, wer kann die in Olingen austauschen, Ersatzfliesen haben wir noch im Keller?",
    "tiling", "Betzdorf", "Olingen", situation="hollow-sounding and cracked hallway floor tiles, spares available")
add("de-s07", "Wir suchen für unsere Wohnung auf dem Limpertsberg jemanden, der zweimal im Jahr alle Fenster und den Wintergarten (etwa 30 m² Glas) von innen und außen putzt.",
    "cleaning", "Luxembourg", "Limpertsberg", situation="twice-yearly window and conservatory glass cleaning")
add("de-s08", "Unser Siemens Backofen iQ700 heizt seit gestern nur noch unten, Oberhitze und Grill bleiben kalt, Umluft geht noch – kommt jemand nach Remich zum Reparieren?",
    "appliance-repair", "Remich", "Remich", situation="oven top element and grill cold")
add("de-s09", "Ich hatte letzten Monat auf der Autobahn in Belgien einen Auffahrunfall, die gegnerische Versicherung zahlt seit Wochen nicht, ich brauche einen Anwalt, der Deutsch spricht.",
    "legal", None, None, distractors=("Belgien",), not_place=("einen",), situation="rear-end collision abroad, insurer not paying, needs a lawyer")
add("de-s10", "Kennt jemand einen Hundesalon oder mobilen Hundefriseur für einen sehr ängstlichen Pudel?",
    None, None, None, not_place=("einen",), situation="dog groomer (not a listed trade)")
add("de-t01", "Jedes Frühjahr kommen bei uns in der Küche geflügelte Ameisen aus der Fußleiste, dieses Jahr schon im März. Wir haben Köderdosen aus dem Supermarkt aufgestellt, aber nach zwei Tagen sind sie wieder da. Unter der Leiste rieselt feines Holzmehl heraus. Das Haus steht in Moersdorf, Baujahr 1955. Was kann man da machen?",
    "pest-control", "Rosport-Mompach", "Moersdorf", kind="a", nu="U", situation="winged ants and fine sawdust from the kitchen skirting every spring")
add("de-t02", "Der Druck an unserer Anlage im Keller fällt alle zwei, drei Tage von 1,5 auf 0,5 bar. Dann gehen die Heizkörper aus und ich fülle Wasser nach, dann läuft wieder alles. Eine Pfütze sehe ich nirgends. Wir wohnen in Befort. Kann sich das jemand anschauen, bevor es richtig kalt wird?",
    "heating", "Beaufort", "Befort", kind="a", nu="U", situation="central heating pressure drops every few days, no visible leak")
add("de-t03", "Im Keller riecht es seit ein paar Wochen nach Kanal. Wenn die Waschmaschine abpumpt, gluckert es im Bodenablauf daneben, und einmal stand sogar graues Wasser drumherum. Oben im Haus merkt man nichts. Wir sind in Bech, direkt an der Hauptstraße.",
    "plumbing", "Bech", "Bech", kind="a", nu="U", situation="sewer smell and gurgling floor drain in the basement")
add("de-t04", "Wir haben letztes Jahr die alte Natursteinmauer an unserem Hof in Christnach selbst neu verfugt. Im Baumarkt hieß es, normaler Zementmörtel sei am haltbarsten. Jetzt platzen an mehreren Stellen die Steinkanten ab und die Fugen haben sich gelöst. Wir möchten das diesmal richtig machen lassen, am besten mit Kalkmörtel, auf etwa 12 Meter Länge.",
    "masonry", "Waldbillig", "Christnach", kind="b", nu="U", situation="old stone wall repointed with cement on a DIY store's advice, stones spalling")
add("de-t05", "Mein Cousin hat mir das Homeoffice eingerichtet: Router vom Provider unten, ein billiger Repeater oben im Arbeitszimmer. Seitdem bricht mein Firmen-VPN etwa alle zehn Minuten ab und Teams-Anrufe hängen. Er meint, ich soll einfach den Repeater neu starten, das hilft aber nur kurz. Wer kann das in Wasserbillig vor Ort vernünftig aufsetzen?",
    "it-support", "Mertert", "Wasserbillig", kind="b", nu="U", situation="home-office VPN drops every ten minutes on a cousin's repeater setup")
add("de-t06", "Mein Schwiegervater hat gesagt, das Bad machen wir selbst an drei Wochenenden. Jetzt ist alles herausgerissen, die Leitungen liegen offen, der Estrich ist kaputt und wir duschen seit sechs Wochen bei den Nachbarn. Er hat keine Zeit mehr und ich kann das nicht. Wir suchen jemanden, der das Bad in Manternach komplett fertig macht, von den Leitungen über den Boden bis zu den Fliesen und dem Licht.",
    "renovation", "Manternach", "Manternach", kind="b", nu="U", situation="half-demolished DIY bathroom needs finishing across all trades")
add("de-t07", "Unsere Photovoltaikanlage läuft seit 2023. Der Bekannte, der uns geholfen hat, meinte, der Wechselrichter könne ohne Probleme in die Garage, Lüftung brauche es nicht. Im Sommer schaltet er jetzt mittags ständig ab und zeigt Übertemperatur. Gibt es einen Solarteur, der das in Wecker prüft und den Wechselrichter richtig platziert?",
    "solar", "Biwer", "Wecker", not_place=("einen",), kind="b", nu="N", situation="PV inverter in an unventilated garage overheats at noon")
add("de-t08", "Wir sind ein kleines Weingut an der Mosel und haben immer mehr Gäste aus Belgien und den Niederlanden. Unsere Weinkarte, die Broschüre und die Texte auf den Rückenetiketten gibt es aber nur auf Deutsch und Französisch. Wir suchen einen Übersetzer für Niederländisch und Englisch, der sich mit Weinbegriffen auskennt. Es sind ungefähr 6.000 Wörter.",
    "translation", None, None, distractors=("Belgien",), not_place=("einen",), kind="c", nu="N", situation="winery needs its wine list and labels translated into Dutch and English")
add("de-t09", "Ich betreibe eine Fahrschule mit drei Fahrlehrern. Die Fahrstunden werden immer noch per WhatsApp und Papierkalender vereinbart, und jede Woche gibt es Doppelbuchungen. Ich hätte gern eine Seite, auf der Schüler freie Termine sehen, selbst buchen und sich für den Theoriekurs anmelden können. Was würde so etwas kosten?",
    "web-development", None, None, kind="c", nu="U", situation="driving school wants self-service lesson booking online")
add("de-t10", "Wir haben unser Weingut in Ehnen von meinen Eltern übernommen. Der Probierraum ist seit den Achtzigern unverändert: dunkles Holz, Neonlicht, viel zu viele Tische. Wir möchten, dass er hell und einladend wird und mehr Leute stehen können. Gesucht ist jemand, der Aufteilung, Farben, Beleuchtung und Möbel plant, umsetzen können wir dann mit unseren Handwerkern.",
    "interior-design", "Wormeldange", "Ehnen", not_place=("Holz",), kind="c", nu="U", situation="winery tasting room needs a new layout, colour and lighting plan")
add("de-t11", "Unsere Kita in Stadtbredimus hat eine neue Gruppe mit 14 Kindern bekommen. Wir brauchen in der Garderobe Eigentumsfächer aus Holz mit Sitzbank und Haken sowie ein Einbauregal im Spielraum. Alles muss abgerundet und kindersicher sein. Welcher Schreiner hat Zeit, das bis Ostern zu bauen?",
    "carpentry", "Stadtbredimus", "Stadtbredimus", not_place=("Holz",), kind="c", nu="N", situation="nursery needs built-in wooden cubbies and shelves")
add("de-t12", "Ich vermiete seit diesem Jahr eine Wohnung, die ich geerbt habe. Bisher habe ich meine Steuererklärung immer selbst gemacht, aber jetzt kommen Abschreibung, Nebenkosten und Zinsen dazu. Lohnt sich dafür ein Steuerberater, oder ist das mit etwas Einarbeitung selbst machbar? Was kostet so eine Erklärung ungefähr?",
    "accounting", None, None, kind="d", nu="N", situation="first tax return with rental income from an inherited flat: adviser worth it")
add("de-t13", "Wir verkaufen im Frühjahr unser Haus in Fels, mit Blick auf die Burg. Der Makler sagt, Handyfotos reichen. Lohnt es sich trotzdem, professionelle Fotos und ein paar Drohnenaufnahmen machen zu lassen? Was kostet so etwas normalerweise?",
    "photography", "Larochette", "Fels", kind="d", nu="U", situation="house sale: are professional and drone photos worth it")
add("de-t14", "Wir bauen gerade das Haus in Gostingen um und die Wände sind noch offen. Jetzt überlegen wir, ob wir gleich KNX verlegen lassen sollen oder ob normale Schalter mit ein paar Funksteckdosen reichen. Was kostet KNX für ungefähr 160 m² mehr? Und ist das in zwanzig Jahren noch zu reparieren?",
    "electrical", "Flaxweiler", "Gostingen", kind="d", nu="U", situation="KNX wiring or conventional switches while walls are open")
add("de-t15", "Wir wohnen in Echternacherbrück, also direkt auf der deutschen Seite gegenüber von Echternach. Unser altes Bauernhaus hat eine Fassade aus Bruchstein mit Putz, die dringend neu gestrichen werden muss. Ist Kalkfarbe oder Silikatfarbe besser? Und fährt ein Maler aus Luxemburg auch zu uns rüber?",
    "painting", "abroad", "Echternacherbrück", distractors=("Echternach", "Luxemburg"), kind="d", nu="N", situation="lime or silicate paint for an old farmhouse facade just over the German border")

# ---------------- English ----------------
add("en-s01", "Looking for a painter to redo the living room and hallway ceilings plus walls (about 85 m2 in total) in our flat in Belair before the in-laws arrive at Easter.",
    "painting", "Luxembourg", "Belair", situation="repaint living room and hallway before Easter")
add("en-s02", "We'd like the patchy grass in our back garden in Kleinbettingen dug up and replaced with a proper lawn, turf or seed, whatever works better on clay soil.",
    "gardening", "Steinfort", "Kleinbettingen", not_place=("grass",), situation="replace a patchy lawn on clay soil")
add("en-s03", "The pipe to our outside tap split during the frost and there's water running down the inside of the garage wall in Strassen, I've shut the main valve but need someone today!!",
    "plumbing", "Strassen", "Strassen", situation="frost-split pipe to the outside tap, water in the garage")
add("en-s04", "moving back to Lisbon in March, need packers for a 2 bed flat in Cents and storage for about 3 months for what doesn't fit in the container",
    "moving", "Luxembourg", "Cents", distractors=("Lisbon",), situation="packing and three months of storage before moving abroad")
add("en-s05", "Our Synology NAS at the office in Senningerberg stopped running the nightly backups two weeks ago and nobody noticed until now, can someone come and fix it and set up alerts?",
    "it-support", "Niederanven", "Senningerberg", situation="office NAS backups silently stopped")
add("en-s06", "After three break-ins on our street in Bertrange this autumn I'd like the front and back door cylinders swapped for anti-snap ones, what brands do you fit?",
    "locksmith", "Bertrange", "Bertrange", situation="upgrade door cylinders to anti-snap after local burglaries")
add("en-s07", "Miele tumble dryer (T1, 4 years old) runs its full cycle but the clothes come out cold and wet, anyone repairing these in Bridel?",
    "appliance-repair", "Kopstal", "Bridel", situation="heat-pump tumble dryer no longer dries")
add("en-s08", "We need corporate headshots for 20 staff, shot at our office in Walferdange on one morning in January, with consistent background and light.",
    "photography", "Walferdange", "Walferdange", situation="corporate headshots for 20 staff at the office")
add("en-s09", "I want to move my Shopify store (handmade candles, about 60 products) to WooCommerce without losing my Google rankings or the customer accounts - who can do that?",
    "web-development", None, None, situation="migrate an online shop between platforms keeping SEO")
add("en-s10", "Can anyone recommend a patient piano teacher for my 8-year-old, lessons in English if possible?",
    None, None, None, situation="piano lessons for a child (not a listed trade)")
add("en-t01", "Since last weekend half of the kitchen sockets in our house in Sandweiler are dead, but the breaker hasn't tripped. The light over the hob also flickers when the kettle is on. This morning there was a faint burning smell near the socket by the fridge and the plate is slightly brown. I've unplugged everything on that side. Can someone come and check before we use it again?",
    "electrical", "Sandweiler", "Sandweiler", kind="a", nu="U", situation="dead kitchen sockets, flickering light, browned socket plate")
add("en-t02", "Every time it rains hard we get drips in the loft, always in the same spot right where the chimney comes through. The timber around it is dark and the insulation is soaked. From the garden you can see that the metal strip around the chimney is lifting on one side. We're in Munsbach, house from the 90s.",
    "roofing", "Schuttrange", "Munsbach", kind="a", nu="U", situation="leak into the loft where the chimney meets the roof, lifting flashing")
add("en-t03", "There are little holes appearing in my wool jumpers and in the big Persian rug in the living room. In the evening small beige moths flutter out of the wardrobe when I open it. I have washed everything and put lavender bags everywhere, but they keep coming back. Flat in Moutfort, second floor.",
    "pest-control", "Contern", "Moutfort", kind="a", nu="U", situation="clothes moths eating jumpers and a wool rug")
add("en-t04", "When we redid the bathroom floor in Bofferdange, the tile shop told us there was no need to take the old tiles up, we could just glue the new ones on top. Now the door scrapes and won't close. Two of the new tiles have cracked and several sound hollow when you tap them. Could someone take it all up properly and relay the floor, about 7 m2?",
    "tiling", "Lorentzweiler", "Bofferdange", kind="b", nu="U", situation="tiles laid over old tiles on a shop's advice, cracked and hollow")
add("en-t05", "The previous owner told us the gas boiler only needs servicing every five years, so we never booked anyone. This week it has started making a loud bang when it fires up and there is a smell in the utility room for a few seconds. The kids' bedrooms are right above it. I'd like a heating engineer to look at it in Hassel as soon as possible.",
    "heating", "Weiler-la-Tour", "Hassel", kind="b", nu="N", situation="unserviced gas boiler bangs on ignition and smells")
add("en-t06", "Our neighbour swore by a weedkiller for the moss in the lawn, so I sprayed the whole thing in October. Now there are big brown patches and the grass has died in half the garden, but the moss is still there. My wife's 40th is in the garden in June. Is there a gardener in Lintgen who can bring it back in time?",
    "gardening", "Lintgen", "Lintgen", not_place=("grass",), kind="b", nu="N", situation="lawn killed by weedkiller used against moss on a neighbour's advice")
add("en-t07", "A friend told me we didn't need a written contract for the extension, a handshake and a deposit were normal here. We paid the builder 15,000 euros in September. He came twice, dug a trench and has not answered his phone since November. I need a lawyer who can tell me how to get the money back.",
    "legal", None, None, kind="b", nu="N", situation="builder took a 15,000 euro deposit without a written contract and vanished")
add("en-t08", "I run a dance school with two studios in Olm. The wooden floors, the mirrors and the changing rooms have to be spotless because parents notice everything. Until now the teachers did it after class, but we have grown to 300 pupils. I need someone to come every Monday and Thursday evening and do it all.",
    "cleaning", "Kehlen", "Olm", kind="c", nu="U", situation="dance school needs floors, mirrors and changing rooms cleaned twice a week")
add("en-t09", "I'm the president of an amateur choir, an asbl with about 50 members. Our treasurer has moved abroad and left us a shoebox of receipts and a bank export. The general assembly is in March and we need proper annual accounts and a budget to present. Can someone do this for a small association at a reasonable price?",
    "accounting", None, None, kind="c", nu="U", situation="choir association needs annual accounts from a shoebox of receipts")
add("en-t10", "We are a small software start-up and we are about to launch in France and Germany. Our terms of service, privacy policy and the help centre articles are only in English, roughly 18,000 words. We need a translator who is comfortable with legal and technical vocabulary in both French and German. Ideally the first part would be ready by the end of January.",
    "translation", None, None, distractors=("France",), kind="c", nu="N", situation="start-up needs terms, privacy policy and help articles translated into French and German")
add("en-t11", "We run a riding stable in Capellen with a large indoor arena and two barns. The roof of the arena is about 1,200 m2 and gets sun all day. Our electricity bill has gone through the roof with the lights, the water heaters and the horse walker. We'd like to know what panels on that roof would produce and cost, and whether we could also store some of it.",
    "solar", "Mamer", "Capellen", not_place=("bill",), kind="c", nu="U", situation="riding stable wants panels on a 1,200 m2 arena roof")
add("en-t12", "We have two quotes for redoing the kitchen, bathroom and all the floors in our 1980s flat in Mullendorf. One is 48,000 euros and the other 71,000 for what looks like the same work. How can the difference be so big? Is it reasonable to ask a third company to quote, and what should we compare?",
    "renovation", "Steinsel", "Mullendorf", kind="d", nu="U", situation="two very different quotes for a kitchen, bathroom and floors refit")
add("en-t13", "We knocked down the wall between kitchen and living room in our house in Eischen and now have one big 45 m2 room that feels like a waiting hall. Is it worth paying an interior designer, or do the big furniture shops do this for free when you buy from them? Roughly what does a designer charge for one room?",
    "interior-design", "Habscht", "Eischen", kind="d", nu="N", situation="is an interior designer worth it for a new open-plan room")
add("en-t14", "Our attic bedroom in Dahlem has a sloping ceiling and we want built-in wardrobes along the whole low wall, about 5 metres. Would a made-to-measure solution in solid wood be much more expensive than an IKEA PAX hack with custom doors? And which one would you trust to last with kids?",
    "carpentry", "Garnich", "Dahlem", kind="d", nu="U", situation="made-to-measure wardrobes under a sloping ceiling versus an IKEA hack")
add("en-t15", "We live in Sterpenich, on the Belgian side, about five minutes from Kleinbettingen. We want to open up the load-bearing wall between the kitchen and the dining room, about 3 metres wide. Do we need a steel beam and an engineer's calculation, and how long does the work itself take? Do companies from Luxembourg come over the border for this kind of job?",
    "masonry", "abroad", "Sterpenich", distractors=("Kleinbettingen", "Luxembourg"), kind="d", nu="U", situation="opening a load-bearing wall just across the Belgian border")

# ---------------- Portuguese ----------------
add("pt-s01", "Bom dia, preciso de alguém para pôr carrelage novo no chão da cozinha, uns 18 m2, o chão antigo já foi tirado, moramos em Esch-sur-Alzette.",
    "tiling", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="new kitchen floor tiles, 18 m2, old floor already removed")
add("pt-s02", "O quadro elétrico do nosso apartamento em Hollerich ainda tem aqueles fusíveis antigos de porcelana e o propriétaire aceita pagar a troca por um quadro novo com disjuntores.",
    "electrical", "Luxembourg", "Hollerich", situation="replace an old porcelain-fuse board with breakers")
add("pt-s03", "procuro uma empresa ou uma senhora para limpar a casa toda semana sim semana não, 120 m2 com dois wc, em Oberkorn, de preferência à sexta de manhã",
    "cleaning", "Differdange", "Oberkorn", situation="fortnightly house cleaning, 120 m2")
add("pt-s04", "Vamos voltar para Portugal em julho e precisamos de um orçamento para a mudança de uma casa em Goeblange até Braga, com desmontagem dos móveis e um contentor de 20 pés.",
    "moving", "Koerich", "Goeblange", distractors=("Portugal", "Braga"), situation="house move back to Portugal, loaded in Luxembourg")
add("pt-s05", "Quem é que me corta a relva de quinze em quinze dias de abril a outubro em Bissen, o terreno tem uns 600 m2 e eu trabalho por turnos?",
    "gardening", "Bissen", "Bissen", situation="fortnightly lawn mowing contract April to October")
add("pt-s06", "A chave da porta da entrada já quase não roda na fechadura e fica presa, tenho medo de um dia ficar fechada fora de casa em Ettelbruck com as crianças.",
    "locksmith", "Ettelbruck", "Ettelbruck", situation="front-door lock stiff, key sticks")
add("pt-s07", "O micro-ondas encastrado (Bosch, série 8) começou a fazer faíscas lá dentro mesmo vazio, alguém repara isto em Strassen ou vale mais comprar outro?",
    "appliance-repair", "Strassen", "Strassen", situation="built-in microwave sparks inside")
add("pt-s08", "Depois da trovoada de ontem com granizo temos telhas partidas no telhado e já pingou para o sótão, casa em Clervaux, urgente por favor 🙏",
    "roofing", "Clervaux", "Clervaux", situation="hail-broken roof tiles, water in the attic")
add("pt-s09", "Preciso de um advogado que fale português, tive um acidente de trabalho em março e a seguradora AAA continua a recusar o pagamento.",
    "legal", None, None, situation="accident at work, insurer refuses to pay")
add("pt-s10", "Alguém conhece uma senhora que faça bolos por encomenda para um batizado de 60 pessoas em maio?",
    None, None, None, situation="christening cake to order (not a listed trade)")
add("pt-t01", "Sempre que fecho a torneira da cozinha ouve-se uma pancada forte nos canos, como um martelo dentro da parede. Às vezes a máquina da loiça também faz o mesmo quando acaba de encher. Começou depois de mudarem o contador da água na rua. Moramos em Mersch, casa geminada. É perigoso?",
    "plumbing", "Mersch", "Mersch", kind="a", nu="U", situation="water hammer bangs in the pipes since the water meter was changed")
add("pt-t02", "A nossa casa em Hachiville nunca passa dos 17 graus, mesmo com o termostato da sala nos 21. A caldeira na cave trabalha sem parar e o gasóleo está a acabar muito mais depressa do que no ano passado. Os radiadores ficam mornos, nunca quentes. Já não sei o que fazer com o frio que está.",
    "heating", "Wincrange", "Hachiville", kind="a", nu="U", situation="house never warmer than 17 degrees, oil burner runs nonstop")
add("pt-t03", "Apareceu uma racha em escada na parede da garagem, desde o canto da porta até ao chão. Em dois meses ficou tão larga que já cabe lá uma moeda de 2 cêntimos. A porta da garagem também começou a prender. A casa é em Medernach e foi construída em 1982.",
    "masonry", "Vallée de l'Ernz", "Medernach", kind="a", nu="U", situation="stepped crack in the garage wall widening, door sticking")
add("pt-t04", "Fizemos um quarto novo no sótão com placas de gesso. O meu cunhado disse que não era preciso primário, que bastava dar duas demãos de tinta branca. Agora o teto está todo às manchas, vê-se cada junta e a tinta sai em lascas quando se passa o dedo. Queria um pintor que resolva isto como deve ser, em Schouweiler.",
    "painting", "Dippach", "Schouweiler", kind="b", nu="N", situation="new plasterboard painted without primer on brother-in-law's advice, patchy and flaking")
add("pt-t05", "Há três anos fizemos um deck de pinho tratado no jardim. Na loja disseram que não precisava de óleo nem de nada. Agora está cinzento, várias tábuas racharam e duas já estão moles quando se pisa. Alguém troca as tábuas estragadas e trata o resto? Estamos em Schoos.",
    "carpentry", "Fischbach", "Schoos", kind="b", nu="U", situation="untreated pine deck cracked and soft after a shop said it needed no oil")
add("pt-t06", "O meu filho de 15 anos disse-me para desligar o antivírus porque o computador estava lento. Desde aí abrem-se sozinhas janelas de publicidade e o browser tem uma página inicial estranha. Ontem apareceu uma mensagem a pedir para ligar para um número por causa do banco. Preciso de alguém que limpe o portátil e verifique se está tudo seguro, moro em Heffingen.",
    "it-support", "Heffingen", "Heffingen", kind="b", nu="U", situation="laptop full of adware after the antivirus was turned off on a son's advice")
add("pt-t07", "O senhorio disse para pôr veneno para ratos no sótão e não chamar ninguém, porque saía caro. Fiz isso em novembro. Agora há um cheiro horrível a bicho morto atrás da parede do quarto das crianças e ainda se ouvem barulhos à noite. Preciso de uma empresa de desratização a sério em Nommern.",
    "pest-control", "Nommern", "Nommern", kind="b", nu="N", situation="rat poison on the landlord's advice, dead-animal smell and noises remain")
add("pt-t08", "Temos um restaurante em Troisvierges e comprámos o prédio. Queremos transformar o primeiro andar, que está vazio desde os anos 90, em três quartos com casa de banho para os nossos empregados. É preciso fazer tudo: paredes, canos, eletricidade, chão, pintura. Procuramos quem trate da obra toda e nos dê um prazo.",
    "renovation", "Troisvierges", "Troisvierges", kind="c", nu="U", situation="restaurant owners turn an empty upper floor into staff rooms")
add("pt-t09", "Eu e a minha irmã temos uma pequena empresa de limpezas com 8 funcionárias. Até agora era um amigo que fazia as contas, mas ele voltou para Portugal. Precisamos de um contabilista para os salários, o IVA e o balanço do ano. Quanto custa mais ou menos por mês?",
    "accounting", None, None, distractors=("Portugal",), kind="c", nu="N", situation="cleaning company with 8 staff needs payroll, VAT and annual accounts")
add("pt-t10", "Temos uma mercearia portuguesa e muitos clientes pedem para encomendar online. Queremos uma página com os produtos, os preços e a opção de entrega ao sábado ou recolha na loja. Não percebemos nada disto e o meu sobrinho não tem tempo. Quanto custaria e quanto tempo demora?",
    "web-development", None, None, kind="c", nu="U", situation="Portuguese grocery wants online ordering with Saturday delivery or pickup")
add("pt-t11", "Somos uma empresa de construção em Weiswampach e acabámos seis casas este ano. Para o nosso catálogo e para as feiras queremos fotos bonitas das casas, por dentro e por fora, e algumas imagens aéreas com drone. Também nos dava jeito um pequeno vídeo de cada uma. Alguém faz isto no norte?",
    "photography", "Weiswampach", "Weiswampach", kind="c", nu="U", situation="builder wants interior, exterior and drone photos of finished houses")
add("pt-t12", "A nossa casa em Hosingen tem o telhado virado a nordeste e um pouco de sombra de uma árvore à tarde. O vizinho pôs painéis no ano passado e diz que já poupou muito. Mas será que na nossa orientação compensa mesmo? Quantos anos demora a pagar-se?",
    "solar", "Parc Hosingen", "Hosingen", kind="d", nu="U", situation="are solar panels worth it on a north-east roof with some shade")
add("pt-t13", "A minha mãe só fala português e tem consultas de oncologia no hospital todas as semanas a partir de janeiro. Até agora sou eu que traduzo, mas não consigo faltar sempre ao trabalho. Vale a pena pagar um intérprete profissional ou o hospital tem alguém? Quanto se paga por hora?",
    "translation", None, None, kind="d", nu="N", situation="medical interpreter for a mother's weekly hospital appointments")
add("pt-t14", "Transformámos a cave da nossa casa em Tuntange numa sala de família, mas não tem janelas e parece uma garagem. Não sei que cores, que luzes e que móveis pôr para ficar acolhedora. Vale a pena pedir um projeto a alguém ou é dinheiro deitado fora? Quanto costuma custar uma coisa assim?",
    "interior-design", "Helperknapp", "Tuntange", kind="d", nu="U", situation="windowless basement family room: colours, lighting and furniture plan")
add("pt-t15", "Moramos em Villerupt, do lado francês, mas trabalhamos os dois no Luxemburgo. Queremos pôr azulejos portugueses pintados à mão na parede da cozinha, uns 6 m2. Vale a pena mandar vir os azulejos de Portugal ou comprar aqui? E um ladrilhador do Luxemburgo vem trabalhar a França?",
    "tiling", "abroad", "Villerupt", distractors=("Luxemburgo", "Portugal", "França"), kind="d", nu="N", situation="hand-painted Portuguese wall tiles in a kitchen just across the French border")

# ---------------- Italian ----------------
add("it-s01", "Lo scarico della doccia nel nostro appartamento a Merl è intasato e l'acqua sale fino alla caviglia, abbiamo già provato con lo sturalavandini senza risultato.",
    "plumbing", "Luxembourg", "Merl", situation="blocked shower drain, plunger did not help")
add("it-s02", "Buongiorno, vorremmo far imbiancare tre camere da letto e il corridoio della casa che abbiamo appena comprato a Redange/Attert, circa 220 m2 di pareti e soffitti.",
    "painting", "Redange", "Redange/Attert", situation="paint three bedrooms and a corridor in a newly bought house")
add("it-s03", "ciao mi servirebbe un elettricista per aggiungere sei prese con USB e spostare due interruttori in cucina prima che montino i mobili nuovi, siamo a Ell",
    "electrical", "Ell", "Ell", situation="add USB sockets and move switches before a new kitchen is fitted")
add("it-s04", "A fine marzo ci trasferiamo da Esch-sur-Sûre a Milano e cerchiamo una ditta che faccia imballaggio, carico e trasporto di un bilocale con qualche mobile antico.",
    "moving", "Esch-sur-Sûre", "Esch-sur-Sûre", distractors=("Milano",), situation="move of a two-room flat with antiques to Italy")
add("it-s05", "Le tre porte interne in legno di casa nostra a Saeul strusciano sul pavimento da quando abbiamo messo il parquet nuovo, qualcuno le può accorciare e registrare?",
    "carpentry", "Saeul", "Saeul", situation="trim and adjust three wooden interior doors after a new floor")
add("it-s06", "Abbiamo due vecchi meli e un noce nel giardino a Useldange da potare seriamente e vorremmo piantare altri sei alberi da frutto entro aprile 🍎",
    "gardening", "Useldange", "Useldange", situation="prune old apple and walnut trees, plant a small orchard")
add("it-s07", "Il nostro studio di architettura in centro a Lussemburgo ha comprato 8 postazioni nuove e ci serve qualcuno che le configuri con la VPN, le stampanti e il server dei file entro lunedì.",
    "it-support", "Luxembourg", "Lussemburgo", situation="set up eight new workstations in an architecture office")
add("it-s08", "La lavatrice non centrifuga più e i panni escono fradici anche col programma centrifuga, è una AEG di 5 anni, qualcuno viene a Dudelange a ripararla?",
    "appliance-repair", "Dudelange", "Dudelange", situation="washing machine no longer spins (no error code)")
add("it-s09", "Cerco qualcuno che mi faccia un sito in tre lingue per il mio laboratorio di ceramica, con le foto dei pezzi, un piccolo negozio online e un modulo per i corsi.",
    "web-development", None, None, situation="trilingual website with a small shop and course sign-up for a ceramics workshop")
add("it-s10", "Qualcuno conosce un meccanico bravo per biciclette elettriche, la mia Bosch ha il motore che fa rumore in salita?",
    None, None, None, situation="e-bike motor noise (bike mechanic, not a listed trade)")
add("it-t01", "Salendo in soffitta ho visto la luce del giorno passare tra le tegole in due punti. Quando c'è vento si sente qualcosa che sbatte sopra la camera dei bambini. Sul pavimento della soffitta ci sono pezzi di malta e un po' di muschio. La casa è a Bauschleiden, ha circa sessant'anni.",
    "roofing", "Boulaide", "Bauschleiden", kind="a", nu="U", situation="daylight between roof tiles, something flapping in the wind")
add("it-t02", "Da un paio di settimane, quando accendo la luce della cucina di notte, vedo degli insetti marroni lunghi due centimetri che scappano sotto il frigo e dietro il lavello. Stamattina uno era dentro il cassetto delle posate. Pulisco tutti i giorni e non lascio niente fuori. Abito in un condominio a Schifflange, al piano terra.",
    "pest-control", "Schifflange", "Schifflange", kind="a", nu="U", situation="cockroaches in a ground-floor kitchen at night")
add("it-t03", "Da qualche giorno in cantina c'è un forte odore di gasolio. Quando parte il bruciatore si sente un colpo e dal camino esce fumo nero per qualche secondo. I termosifoni funzionano ancora, ma non mi sento tranquillo con i bambini in casa. Siamo a Kayl, in una casa degli anni settanta.",
    "heating", "Kayl", "Kayl", kind="a", nu="U", situation="oil burner: diesel smell, bang at start, black smoke from the chimney")
add("it-t04", "L'anno scorso abbiamo costruito un muretto di recinzione in blocchi di cemento, alto un metro, lungo la strada. Mio cognato, che si è costruito la casa da solo in Italia, ha detto che non serviva una vera fondazione per un muro così basso. Dopo un inverno il muro pende verso il marciapiede e ci sono crepe in tre punti. Il comune ci ha già scritto. Chi può sistemarlo a Michelbouch?",
    "masonry", "Vichten", "Michelbouch", distractors=("Italia",), kind="b", nu="U", situation="block boundary wall built without a foundation on a relative's advice, now leaning")
add("it-t05", "Al negozio di elettrodomestici mi hanno consigliato un pulitore a vapore per il divano in microfibra e i tappeti. L'ho usato una volta e ora ci sono aloni chiari dappertutto e un odore di umido che non se ne va. Il divano era quasi nuovo. Vorrei che qualcuno lo pulisse a fondo come si deve, insieme ai due tappeti del soggiorno, a Bettembourg.",
    "cleaning", "Bettembourg", "Bettembourg", kind="b", nu="U", situation="sofa and rugs stained by a steam cleaner a shop recommended, deep clean wanted")
add("it-t06", "La serratura del portone d'ingresso era un po' dura, e il proprietario mi ha detto di metterci dentro olio d'oliva. Ora la chiave entra a fatica e non gira quasi più. Ieri sera ci ho messo dieci minuti per entrare. Cerco un fabbro a Itzig che la pulisca o cambi il cilindro prima che resti chiuso fuori.",
    "locksmith", "Hesperange", "Itzig", kind="b", nu="N", situation="olive oil in a stiff lock on the landlord's advice, key barely turns")
add("it-t07", "Sul tetto abbiamo due pannelli che scaldano l'acqua col sole, messi nel 2008. Mio suocero dice che ormai non servono più a niente e che conviene staccarli. Però d'estate il serbatoio arriva a bollire e la valvola scarica acqua in cantina, mentre d'inverno non scaldano proprio. Vorremmo che qualcuno controllasse l'impianto a Noerdange prima di buttarlo.",
    "solar", "Beckerich", "Noerdange", kind="b", nu="U", situation="old solar thermal collectors: boiling in summer, father-in-law says scrap them")
add("it-t08", "Abbiamo un ristorante da sei anni. Un ex cameriere, licenziato a settembre, ora sostiene che gli dobbiamo 400 ore di straordinari e ci ha mandato una lettera del suo sindacato. Noi abbiamo tutti i fogli delle presenze firmati. Ci serve un avvocato esperto di diritto del lavoro che ci dica come rispondere.",
    "legal", None, None, kind="c", nu="N", situation="restaurant faces an ex-waiter's overtime claim")
add("it-t09", "Siamo una piccola impresa di costruzioni e abbiamo vinto un appalto con un cliente di Milano. Il capitolato tecnico e le relazioni sono in francese, circa 40 pagine, e il cliente le vuole in italiano entro tre settimane. Ci serve qualcuno che conosca bene i termini tecnici dell'edilizia. Quanto può costare?",
    "translation", None, None, distractors=("Milano",), kind="c", nu="U", situation="construction firm needs 40 pages of technical specs translated into Italian")
add("it-t10", "Gestiamo un campeggio sul lago a Liefrange. La reception e la piccola sala comune sono buie e piene di mobili spaiati raccolti negli anni. Vorremmo un progetto per la disposizione, i colori, le luci e gli arredi, con un budget di circa 25.000 euro. I lavori li facciamo fare poi a ditte locali.",
    "interior-design", "Lac de la Haute-Sûre", "Liefrange", kind="c", nu="U", situation="lakeside campsite wants reception and lounge redesigned")
add("it-t11", "Abbiamo una macelleria a Platen. Nella cella frigorifera e nel laboratorio diverse piastrelle delle pareti sono crepate o staccate, e le fughe sono annerite. Al controllo sanitario ci hanno dato due mesi per rimettere tutto a posto. Cerchiamo un piastrellista che possa lavorare di domenica, quando siamo chiusi.",
    "tiling", "Préizerdaul", "Platen", kind="c", nu="N", situation="butcher's cold room and workshop wall tiles cracked, hygiene deadline")
add("it-t12", "Sono arrivato da poco e lavoro come dipendente. In Italia ho un appartamento che affitto a studenti. Devo dichiarare quell'affitto anche qui? Mi conviene prendere un commercialista o si può fare da soli online?",
    "accounting", None, None, distractors=("Italia",), kind="d", nu="N", situation="newcomer with a rented flat in Italy: declare it here, adviser or DIY")
add("it-t13", "Nostra figlia nascerà a febbraio e vorremmo delle foto nei primi dieci giorni. Meglio farle a casa nostra a Grosbous o in uno studio? Quanto costa di solito un servizio del genere? E si può fare anche con il fratellino di tre anni che non sta mai fermo?",
    "photography", "Groussbus-Wal", "Grosbous", kind="d", nu="U", situation="newborn photos: at home or in a studio, price")
add("it-t14", "Stiamo pensando di comprare una vecchia fattoria a Perlé, con la casa di 180 m² da rifare completamente dentro: impianti, bagni, cucina, pavimenti, intonaci. Il tetto invece è stato rifatto nel 2015. Quanto si spende di solito al metro quadro per rifare tutto così? E quanti mesi ci vogliono?",
    "renovation", "Rambrouch", "Perlé", kind="d", nu="U", situation="price per m2 and duration to refit an old farmhouse interior")
add("it-t15", "Abitiamo a Martelange, dal lato belga, proprio di fronte a Rombach. Il giardino dietro casa è un prato pieno di muschio e vorremmo trasformarlo in un prato fiorito con un piccolo orto. Ha senso mettere anche l'irrigazione automatica? E un giardiniere lussemburghese viene a lavorare in Belgio?",
    "gardening", "abroad", "Martelange", distractors=("Rombach",), kind="d", nu="N", situation="turn a mossy lawn into a meadow with a vegetable patch just across the Belgian border")

# ---------------- Spanish ----------------
add("es-s01", "Hola, el agua en nuestro piso de Bonnevoie es durísima y queremos instalar un descalcificador en la entrada general, justo después del contador, ¿quién lo podría hacer este mes?",
    "plumbing", "Luxembourg", "Bonnevoie", situation="install a water softener after the main meter")
add("es-s02", "Necesitamos que un electricista pase una línea nueva trifásica hasta la cocina para la placa de inducción de 7,4 kW, casa en Bertrange, cuadro en el sótano.",
    "electrical", "Bertrange", "Bertrange", situation="new three-phase line for an induction hob")
add("es-s03", "quiero poner papel pintado de rayas en la pared grande del salón y en el cabecero del dormitorio, unos 25 m2, en Esch-Uelzecht, alguien disponible en enero?",
    "painting", "Esch-sur-Alzette", "Esch-Uelzecht", situation="hang striped wallpaper on two feature walls")
add("es-s04", "Nos mudamos de Valencia a Dalheim a principios de abril y buscamos una empresa que recoja allí un piso de tres habitaciones y lo descargue en la casa nueva.",
    "moving", "Dalheim", "Dalheim", distractors=("Valencia",), situation="move from Spain into a village in Luxembourg (labelled at the Luxembourg end)")
add("es-s05", "Me robaron ayer el bolso con las llaves de casa y el carné de identidad con la dirección, quiero cambiar hoy mismo el bombín de la puerta en Lamadelaine.",
    "locksmith", "Pétange", "Lamadelaine", situation="bag stolen with keys and ID, change the cylinder today")
add("es-s06", "En la placa de inducción Siemens dos zonas ya no calientan aunque el piloto se enciende, vivimos en Mamer, ¿vale la pena repararla?",
    "appliance-repair", "Mamer", "Mamer", situation="two induction hob zones no longer heat")
add("es-s07", "Acabamos de comprar una casa en Remerschen con un jardín de 500 m2 que está pelado y soñamos con algo de estilo mediterráneo, con olivos, lavanda y caminos de grava 🌿",
    "gardening", "Schengen", "Remerschen", situation="design a Mediterranean-style garden from a bare plot")
add("es-s08", "Busco fotógrafo para la fiesta de jubilación de mi jefe el 30 de enero por la tarde en nuestra oficina del Kirchberg, unas 80 personas, fotos y un vídeo corto.",
    "photography", "Luxembourg", "Kirchberg", situation="photos and a short video at an office retirement party")
add("es-s09", "Mi pareja es funcionario europeo y yo trabajo para una empresa luxemburguesa, ¿quién nos puede hacer la declaración de la renta conjunta sin que nos equivoquemos con su régimen especial?",
    "accounting", None, None, situation="joint tax return for an EU official and a private-sector employee")
add("es-s10", "¿Alguien conoce una niñera que hable español para dos tardes por semana (mi madre viene a ayudar pero su visado Schengen solo le da 90 días)?",
    None, None, None, not_place=("Schengen",), situation="Spanish-speaking babysitter (not a listed trade)")
add("es-t01", "Cada vez que llueve fuerte el agua rebosa por encima del canalón en la esquina de la casa y cae como una cascada junto a la puerta. Ahora ha salido una mancha de humedad en el techo del salón, justo en esa esquina. Desde la calle se ve que el canalón está torcido hacia fuera. La casa está en Gilsdorf.",
    "roofing", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="gutter bent outward overflows at a corner, damp patch on the ceiling")
add("es-t02", "En la terraza de nuestro piso en Canach hay excrementos por todas partes y ramitas detrás de las macetas. A las cinco de la mañana empieza un arrullo que no nos deja dormir. Ayer encontramos dos huevos en la jardinera. Los niños comen fuera en verano y me preocupa la higiene.",
    "pest-control", "Lenningen", "Canach", kind="a", nu="U", situation="pigeons nesting on a flat's terrace, droppings and eggs")
add("es-t03", "Desde la tormenta del martes no funciona nada en el garaje ni en el jardín, pero el resto de la casa va bien. En el cuadro pequeño del garaje hay un interruptor que no se queda arriba por mucho que lo suba. La caja de la luz exterior junto a la puerta está ennegrecida y huele a quemado. Vivimos en Waldbredimus.",
    "electrical", "Bous-Waldbredimus", "Waldbredimus", kind="a", nu="U", situation="after a storm, garage and garden circuit will not reset, scorched outdoor box")
add("es-t04", "El vendedor de nuestra estufa de pellets nos dijo que el primer año no necesitaba ningún mantenimiento. Ahora se apaga sola a la media hora, el cristal se pone negro enseguida y sale algo de humo al encenderla. Es nuestra única calefacción en el salón. ¿Alguien en Wiltz puede revisarla y limpiarla bien?",
    "heating", "Wiltz", "Wiltz", kind="b", nu="U", situation="pellet stove never serviced on the seller's advice, shuts down and smokes")
add("es-t05", "El verano pasado pusimos nosotros mismos baldosas de gres en la terraza, con el adhesivo que nos recomendaron en la tienda. Resulta que era cemento cola para interior. Después del invierno hay más de veinte baldosas sueltas y algunas partidas. Buscamos un solador o alicatador que lo levante y lo vuelva a colocar bien en Differdange.",
    "tiling", "Differdange", "Differdange", kind="b", nu="N", situation="terrace tiles laid with indoor adhesive on a shop's advice came loose")
add("es-t06", "Un vecino muy amable nos instaló cuatro cámaras de vigilancia y las dejó con la contraseña que venía de fábrica. Ayer vimos en la aplicación que alguien desde otro país había estado conectado a la cámara del jardín. Hemos desenchufado todo. Queremos que alguien configure bien las cámaras, el router y las contraseñas en nuestra casa de Gasperich.",
    "it-support", "Luxembourg", "Gasperich", kind="b", nu="U", situation="security cameras left on default passwords by a neighbour were accessed")
add("es-t07", "La agente inmobiliaria nos dijo que firmáramos el compromiso de venta sin la condición de obtener el préstamo, que era una formalidad. El banco nos ha denegado la hipoteca. Ahora el vendedor nos reclama el diez por ciento del precio. Necesitamos un abogado urgente.",
    "legal", None, None, kind="b", nu="N", situation="signed a purchase agreement without a loan condition on an agent's advice, seller claims 10%")
add("es-t08", "Abrimos un gimnasio de crossfit en Ettelbruck hace seis meses y ya tenemos 150 socios. Los vestuarios, las duchas y el suelo de caucho necesitan limpieza todos los días, antes de las seis de la mañana. Entre los entrenadores ya no damos abasto. Buscamos una empresa de limpieza con horario muy temprano.",
    "cleaning", "Ettelbruck", "Ettelbruck", kind="c", nu="N", situation="crossfit gym needs daily early-morning cleaning")
add("es-t09", "Somos una ONG pequeña de voluntarios que ayuda a familias recién llegadas. Ahora todo funciona con un grupo de Facebook y transferencias bancarias. Queremos una página sencilla en tres idiomas con quiénes somos, un calendario de actividades y un botón para donar con tarjeta. El presupuesto es muy limitado.",
    "web-development", None, None, kind="c", nu="U", situation="volunteer NGO wants a simple trilingual site with events and card donations")
add("es-t10", "Tenemos una escuela de idiomas en Remich con cuatro aulas y una pequeña recepción. Las aulas son oscuras, las mesas están en filas y los alumnos adultos se quejan de que parece un colegio. Queremos una distribución más flexible, mejor luz y colores agradables. Buscamos un interiorista que nos haga el proyecto.",
    "interior-design", "Remich", "Remich", kind="c", nu="N", situation="language school wants flexible classroom layouts and better light")
add("es-t11", "Somos una pequeña empresa de software de Sevilla y nos presentamos a una licitación de una administración luxemburguesa. La oferta técnica, unas 30 páginas, hay que entregarla en francés y la tenemos en español. El plazo termina el 20 de enero. Necesitamos un traductor que conozca el vocabulario de contratación pública.",
    "translation", None, None, distractors=("Sevilla",), kind="c", nu="N", situation="software firm must submit a 30-page tender offer in French")
add("es-t12", "Estamos pensando en poner placas en el tejado de nuestra casa de Mondorf-les-Bains para producir nuestra propia electricidad. Pero es posible que la vendamos dentro de cinco o seis años por trabajo. ¿Merece la pena la inversión en ese plazo o sube realmente el precio de la casa? ¿Cuánto cuesta una instalación normal para una familia de cuatro?",
    "solar", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="d", nu="U", situation="are panels worth it if the house may be sold in five years")
add("es-t13", "La escalera de nuestra casa en Ehlerange es de hormigón y está solo pintada. Queremos forrarla con madera, son catorce peldaños con un descansillo. ¿Qué es mejor para niños y un perro, roble o haya? ¿Y más o menos cuánto puede costar con la barandilla?",
    "carpentry", "Sanem", "Ehlerange", kind="d", nu="U", situation="clad a concrete staircase in wood: oak or beech, price")
add("es-t14", "Heredé un piso antiguo en Diekirch y quiero alquilarlo. La cocina y el baño son de los años 80 y el suelo está muy gastado. ¿Compensa arreglarlo todo antes de alquilar o es mejor alquilarlo barato tal como está? ¿Cuánto tiempo y dinero supone rehacer cocina, baño y suelos en un piso de 75 m²?",
    "renovation", "Diekirch", "Diekirch", kind="d", nu="U", situation="refit an inherited flat before letting it, or let it as is")
add("es-t15", "Vivimos en Mondorff, en el lado francés, justo enfrente de Mondorf-les-Bains. Queremos levantar un muro de 1,80 m entre nuestro jardín y el del vecino, de unos 15 metros. ¿Es mejor ladrillo visto o bloques enfoscados, y cuánto cuesta el metro? ¿Hay empresas de Luxemburgo que trabajen en Francia?",
    "masonry", "abroad", "Mondorff", distractors=("Mondorf-les-Bains", "Luxemburgo", "Francia"), kind="d", nu="U", situation="1.8 m garden boundary wall just across the French border: brick or rendered block")
