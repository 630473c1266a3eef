MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, ech bräicht een Elektriker fir eng Wallbox (11 kW) an eiser Garage zu Wooltz ze installéieren, geet dat nach virun Chrëschtdag?",
    "electrical", "Wiltz", "Wooltz", situation="Wallbox charger to install in a garage before Christmas")
add("lb-s02", "sichen e carreleur fir eise Kichebuedem ze plättelen, ongeféier 14 m2 Feinsteinzeug 60x60, Haus zu Ettelbréck",
    "tiling", "Ettelbruck", "Ettelbréck", situation="kitchen floor porcelain tiles 60x60")
add("lb-s03", "Hunn mech grad aus mengem Appartement zu Dikrich erausgespaart, de Schlëssel stécht dobannen am Schlass, wie kann elo séier kommen??",
    "locksmith", "Diekirch", "Dikrich", situation="locked out, key still in the inside of the lock")
add("lb-s04", "Mir plënneren den 28 Februar vu Miersch op Esch, 3-Zëmmer-Appartement am zweete Stack ouni Lift, wien huet do nach Zäit a wat kascht dat ongeféier?",
    "moving", "Mersch", "Miersch", distractors=["Esch"], situation="move of a 3-room flat on 2nd floor without lift, loading end in Mersch")
add("lb-s05", "No dem Stuerm vu gëschter hänkt eis Dachrënn hannen um Haus zu Réiden nëmmen nach un engem Haken, kann een déi nees fixéieren oder ersetzen?",
    "roofing", "Redange", "Réiden", situation="gutter torn loose by storm")
add("lb-s06", "Mir sichen eng Botzfirma déi zweemol d'Woch eis Büroen zu Bettenduerf botzt (ca 180 m2, owes no 18 Auer) 🙂",
    "cleaning", "Bettendorf", "Bettenduerf", situation="regular office cleaning twice a week in the evening")
add("lb-s07", "Ech brauch eng Iwwersetzung vun engem Akafskontrakt fir en Auto vum Däitschen an d'Franséischt, et sinn 4 Säiten a ganz dréngend.",
    "translation", None, None, situation="translate a car purchase contract German to French")
add("lb-s08", "Kann een mir eng kleng Websäit fir eis Ferienwunneng maachen mat engem Kalenner wou d'Leit direkt reservéiere kënnen, op LB/DE/FR/NL?",
    "web-development", None, None, situation="holiday flat website with booking calendar, four languages")
add("lb-s09", "mir hunn zanter enger woch mais um späicher an een héiert se nuets kraazen, wunnen zu feelen an brauchen een deen dat professionell bekämpft",
    "pest-control", "Feulen", "feelen", situation="mice in the attic scratching at night")
add("lb-s10", "Eis Spullmaschinn (Siemens iQ300, 6 Joer al) pompelt d'Waasser net méi ewech an et bleift ënnen stoen, ass do een an der Géigend vu Mäerzeg deen esou eppes flécke kënnt?",
    "appliance-repair", "Mertzig", "Mäerzeg", situation="dishwasher no longer drains, water stays at the bottom")
add("lb-t01", "Eis Waasserrechnung ass dëst Joer bal duebel sou héich wéi d'lescht Joer. Wann ech owes alles zoudréinen, dréit de klenge Rad um Compteur am Keller trotzdem lues weider. Am Gaart virum Haus ass zanter e puer Wochen och eng Plaz déi ëmmer naass ass, och wann et net reent. Mir wunnen zu Klierf an der Grand-Rue. Kann een dat bis Enn vum Mount ukucken?",
    "plumbing", "Clervaux", "Klierf", kind="a", nu="U", situation="water meter keeps turning with all taps off, wet patch in the front garden")
add("lb-t02", "Mir sinn am Mee an en neit Haus zu Schieren geplënnert. Elo wou et kal gëtt, si Living a Kiche gutt waarm, mee de Buedem am Büro bleift äiskal. Am Keller um Verdeeler vum Buedem gëtt et kleng Glieser mat Zuelen, a bei deem enge Krees steet de Schwëmmer ëmmer op null. Mir hunn schonn um Thermostat am Büro gedréint, et ännert näischt.",
    "heating", "Schieren", "Schieren", kind="a", nu="U", situation="one underfloor loop stays cold, flow meter on manifold at zero")
add("lb-t03", "Eis Trap aus Eechenholz am Haus zu Hiefenech kraacht zanter dësem Hierscht bei all Schrëtt. Déi drëtt Stuf vun uewen beweegt sech och liicht wann ee drop trëtt an et ass eng Spléck vun e puer Millimeter un der Mauer. Ech hunn Angscht dass eis Kanner do eng Kéier falen. Wat kann een do maachen?",
    "carpentry", "Heffingen", "Hiefenech", kind="a", nu="U", situation="oak staircase creaks, one step loose with a gap at the wall")
add("lb-t04", "An der Gaardemauer hannert eisem Haus zu Stolzebuerg ass zanter dem Fréijoer e Rass dee lues méi grouss gëtt, elo kann ee schonn e Fanger drasinn. Mäi Noper huet gesot ech soll en einfach mat Silikon aus dem Bauhaus zouschmieren an da wier Rou. Dat hunn ech gemaach, mee no zwee Méint ass de Rass nees op an d'Mauer leeft och e bësse no baussen. Ech mengen elo brauch ech e richtege Maurer deen sech dat ukuckt ier alles ëmfällt.",
    "masonry", "Putscheid", "Stolzebuerg", kind="b", nu="N", situation="growing crack in a garden wall, neighbour advised silicone")
add("lb-t05", "Mäi Schwoer huet eis am Mäerz gesot mir sollten de grousse Nossbam virum Haus radikal zréckschneiden, dann géif e méi Nëss droen. Säitdeem leeft aus den décke Schnëttplazen eng donkel Flëssegkeet an e puer Äscht gesi bal dout aus. Mir wunnen zu Géisdref an de Bam steet just nieft der Strooss. Kann een deen sech mat Beem auskennt kucken ob de Bam nach ze retten ass oder ob en ewech muss?",
    "gardening", "Goesdorf", "Géisdref", kind="b", nu="U", situation="walnut tree pruned hard on brother-in-law's advice, now bleeding and dying back")
add("lb-t06", "Meng Mamm wunnt zu Arel an ech këmmere mech ëm hiert Haus. De Verkeefer am Baumaart huet eis d'lescht Joer gesot mir kéinten déi normal Wandfaarf och fir d'Fassad huelen, dat géif duergoen. Elo no engem Wanter bliedert d'Faarf iwwerall of. Ech sichen e Moler deen d'Fassad richteg ofschleeft an nei mécht, och wann et iwwer der Grenz ass.",
    "painting", "abroad", "Arel", kind="b", nu="N", situation="facade repainted with interior paint on shop advice, peeling; house in Arlon")
add("lb-t07", "Mir hunn eng al Scheier zu Furen mat engem grousse Daach no Osten a Westen. Eise Noper mengt Panneauen fir Stroum bréngen op esou engem Daach näischt, nëmmen no Süden lount sech dat. Ech hunn awer gelies dass Ost-West souguer méi gläichméisseg iwwer den Dag produzéiert. Kéint een eis do en ehrlecht Devis maachen fir ongeféier 12 kWc?",
    "solar", "Tandel", "Furen", kind="b", nu="U", situation="PV on an east-west barn roof; neighbour says only south pays")
add("lb-t08", "Ech sinn am Comité vum Tennisclub zu Helzingen. Eise Clubhaus-PC mat de Memberslëschten start zanter e puer Deeg nëmmen nach mat engem bloen Ecran an den Drécker am Büro gëtt net méi am WLAN fonnt. Keen vun eis kennt sech domat aus an d'Saison fänkt am Mäerz un. Kann een och samschdes laanscht kommen?",
    "it-support", "Wincrange", "Helzingen", kind="c", nu="U", situation="tennis club PC blue screen, printer lost on wifi")
add("lb-t09", "Mir bedreiwen e klengt Hotel mat 14 Zëmmer zu Veianen. Fir eis nei Websäit an de Prospekt vum Tourismusbüro brauche mir nei Biller vun den Zëmmer, vum Restaurant an der Terrass mat Bléck op d'Buerg. Mir sichen e Fotograf deen Erfarung mat Hotellerie huet. Am beschten am Abrëll wann d'Beem bléien.",
    "photography", "Vianden", "Veianen", kind="c", nu="N", situation="small hotel needs room, restaurant and terrace photos")
add("lb-t10", "Ech hunn eng kleng Bäckerei mat 6 Mataarbechter. Bis elo huet meng Schwëster d'Pabeieren gemaach, mee si geet elo selwer schaffen. Ech sichen e Comptabel oder eng Fiduciaire déi d'Lounfichen all Mount mécht an d'Bilan um Enn vum Joer. Wat kascht sou eppes ongeféier?",
    "accounting", None, None, kind="c", nu="N", situation="small bakery needs monthly payroll and annual accounts")
add("lb-t11", "Ech sinn Zänndokter a plënneren meng Praxis am Summer an nei Raimlechkeeten zu Esch-Sauer. De Waardesall ass laang a schmuel an huet just eng Fënster. Ech hätt gär een deen mir plangt wou d'Stillen, d'Reception an d'Spillecke fir Kanner hikommen, a wéi eng Faarwen a Luuchten et méi frëndlech maachen. Ech brauch keng Handwierker, just e Plang.",
    "interior-design", "Esch-sur-Sûre", "Esch-Sauer", kind="c", nu="U", situation="dental practice waiting room layout, colours, lighting plan")
add("lb-t12", "Mir iwwerleeën en alen Haff zu Wilwerwiltz ze kafen, gebaut ëm 1900. Dobannen ass alles vun de 70er Joren: Kiche, Buedzëmmer, Leitungen, Buedem. Wat kascht et ongeféier de m2 fir de Rez-de-chaussée komplett ze renovéieren, oder lount sech dat guer net? Wier flott wann eng Renovatiounsfirma eis virum Kaf en Avis kéint ginn.",
    "renovation", "Kiischpelt", "Wilwerwiltz", kind="d", nu="N", situation="is a full ground-floor renovation of a 1900 farmhouse worth it before buying")
add("lb-t13", "Eisen Noper baut eng Garage déi just 1 Meter vun eiser Grenz ewech steet. D'Gemeng huet d'Autorisatioun ginn ouni dass mir eppes gewosst hunn. Kann een dat nach ufechten, a bis wéini? Wat kascht et ongeféier wann ech mech doriwwer beroode loossen?",
    "legal", None, None, kind="d", nu="U", situation="can a permit for neighbour's garage 1 m from boundary still be challenged")
add("lb-t14", "Hannert eisem Haus um Lampertsbierg hu mir e stotzegen Hang vun ongeféier 80 m2 wou de Gras ni richteg wiisst. Ass et besser do Rasen nei ze säen oder Buedemdecker ze planzen déi een net méi méine muss? A wat géif dat ongeféier kaschten wann een et mécht?",
    "gardening", "Luxembourg", "Lampertsbierg", kind="d", nu="U", situation="steep 80 m2 slope: new lawn or ground cover, and cost")
add("lb-t15", "Eise Jong ass an der 5e am Lycée an huet am Mathé e 15 op 60 kritt. Hien ass net domm, mee hie versteet d'Gläichungen einfach net. Wat kascht et wann een zweemol d'Woch mat him iwwt, an ass et besser online oder dass een heem kënnt?",
    None, None, None, kind="d", nu="U", situation="maths tutoring for a secondary-school son, cost and online or at home")

# ---------------- French ----------------
add("fr-s01", "Bonjour, la chasse d'eau de nos toilettes du rez-de-chaussée coule en continu même après avoir changé le flotteur, est-ce qu'un plombier pourrait passer à Dudelange cette semaine ?",
    "plumbing", "Dudelange", "Dudelange", situation="toilet cistern keeps running after float replaced")
add("fr-s02", "Notre frigo américain Samsung fait un claquement toutes les 10 min et ne fait plus de glaçons, un technicien peut venir à Bascharage ?",
    "appliance-repair", "Käerjeng", "Bascharage", situation="American fridge clicking, ice maker stopped")
add("fr-s03", "suite à un cambriolage hier soir à tétange il faut changer le cylindre de la porte d'entrée et celui du garage au plus vite svp",
    "locksmith", "Kayl", "tétange", situation="replace front-door and garage cylinders after a burglary")
add("fr-s04", "Déménagement le 15 mars de Longwy vers Differdange, un 2 pièces au 3e étage avec ascenseur, on a déjà fait les cartons, vous avez une dispo ?",
    "moving", "Differdange", "Differdange", distractors=["Longwy"], situation="cross-border move from Longwy into Differdange")
add("fr-s05", "Nous cherchons une entreprise pour un nettoyage de fin de chantier dans un appartement neuf de 95 m² (vitres, sols, poussière de plâtre) au L-2557 avant notre emménagement le 10 janvier.",
    "cleaning", "Luxembourg", "L-2557", situation="builders' clean of a new flat before moving in")
add("fr-s06", "Je voudrais faire poser une crédence en carrelage métro blanc derrière le plan de travail, environ 4 m², maison à Pétange tout près de la gare.",
    "tiling", "Pétange", "Pétange", not_place=["gare"], situation="white metro-tile kitchen splashback")
add("fr-s07", "Besoin d'un comptable pour remplir notre déclaration d'impôts en imposition collective (moi frontalier français, ma femme résidente), avant la date limite.",
    "accounting", None, None, distractors=[], situation="joint income-tax return for a cross-border couple")
add("fr-s08", "Le wifi de notre cabinet d'architectes à Leudelange ne passe pas au 1er étage et les visioconférences coupent sans arrêt, quelqu'un peut installer des bornes et vérifier le réseau ?",
    "it-support", "Leudelange", "Leudelange", situation="architect office wifi dead upstairs, video calls drop")
add("fr-s09", "Je vends ma maison à Mondercange et je cherche un photographe pour des photos intérieures et quelques vues par drone pour l'annonce 📸",
    "photography", "Mondercange", "Mondercange", situation="real-estate photos and drone shots of a house for sale")
add("fr-s10", "Je cherche un avocat en droit du travail car mon employeur m'a licencié pendant mon congé maladie, est-ce que c'est légal ?",
    "legal", None, None, situation="dismissed during sick leave, employment lawyer")
add("fr-t01", "Depuis quelques semaines il y a une odeur d'égout dans la salle d'eau du sous-sol, surtout après une grosse pluie. Quand on vide la baignoire à l'étage, la bonde au sol de la cave fait des bruits de glouglou. On a mis du vinaigre et du bicarbonate, ça n'a rien changé. C'est une maison de 1965 à Esch/Alzette, quartier Brill.",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", kind="a", nu="U", situation="sewer smell in basement, floor drain gurgles when bath upstairs empties")
add("fr-t02", "Dans notre cuisine à Schifflange on voit depuis l'été de petits papillons gris qui volent le soir. Dans les paquets de farine et de flocons d'avoine il y a des sortes de fils comme des toiles et des petites larves. On a tout jeté deux fois et nettoyé les placards mais ils reviennent toujours. Je n'en peux plus !",
    "pest-control", "Schifflange", "Schifflange", kind="a", nu="U", situation="pantry moths keep coming back in flour and oats")
add("fr-t03", "Chaque fois que j'allume le four en même temps que la bouilloire, tout saute dans la cuisine. Hier la prise derrière le micro-ondes était chaude et il y avait une petite odeur de brûlé. La maison à Rumelange date des années 50 et je ne sais pas ce qui a été refait. J'ai deux enfants en bas âge et ça m'inquiète.",
    "electrical", "Rumelange", "Rumelange", kind="a", nu="U", situation="kitchen circuit trips, socket hot with burning smell")
add("fr-t04", "Je suis locataire d'une maison à Alzingen. Après la tempête de novembre j'ai vu que plusieurs tuiles avaient glissé et maintenant il y a une tache brune au plafond de la chambre sous les combles. Le propriétaire dit que ce n'est rien et que ça séchera tout seul. Moi je préfère qu'un couvreur regarde avant que ça empire, il est d'accord si je lui envoie le devis.",
    "roofing", "Hesperange", "Alzingen", kind="b", nu="N", situation="slipped tiles and ceiling stain; landlord says it will dry")
add("fr-t05", "Le vendeur du magasin de bricolage m'a assuré que je pouvais monter moi-même des têtes thermostatiques connectées sur nos vieux radiateurs. Depuis, deux radiateurs restent complètement froids alors que la chaudière tourne, et un robinet suinte un peu. J'ai remis les anciennes têtes mais ça ne change rien. Maison à Crauthem, il fait 16 degrés dans les chambres.",
    "heating", "Roeser", "Crauthem", kind="b", nu="U", situation="two radiators cold after DIY smart thermostatic heads on shop advice")
add("fr-t06", "Il y a trois ans mon beau-père nous a planté des bambous le long de la clôture à Hellange, sans barrière anti-rhizomes, en disant que cette variété ne s'étendait pas. Aujourd'hui il y a des pousses au milieu de la pelouse et même chez le voisin qui commence à râler. Je cherche un jardinier ou paysagiste qui peut tout arracher et poser une vraie barrière. Vous pouvez me dire à peu près combien ça coûte ?",
    "gardening", "Frisange", "Hellange", kind="b", nu="N", situation="running bamboo planted without rhizome barrier invading lawn and neighbour")
add("fr-t07", "Ma sœur m'a conseillé de peindre directement par-dessus le papier peint vinyle de la chambre de ma fille pour gagner du temps. Résultat : des bulles partout et les joints des lés se voient à travers. Il faudrait tout enlever, reboucher et repeindre proprement en vert sauge. C'est à Schouweiler, la chambre fait environ 12 m².",
    "painting", "Dippach", "Schouweiler", kind="b", nu="U", situation="paint over vinyl wallpaper bubbled; strip and repaint a child's room")
add("fr-t08", "Nous sommes un petit club de judo d'une centaine de membres, tout est géré par des bénévoles. Les inscriptions se font encore sur papier et notre vieux site n'est plus à jour depuis 2019. On aimerait un développeur web qui nous fasse un site simple avec inscription et paiement des cotisations en ligne. Quel budget faut-il prévoir ?",
    "web-development", None, None, kind="c", nu="N", situation="judo club website with online registration and fee payment")
add("fr-t09", "Je gère un restaurant à Reckange-sur-Mess. Lundi un camion de livraison a reculé dans le muret en béton qui sépare le parking de la terrasse et une partie est tombée, les fers sont à nu. L'assurance du transporteur paie, mais il me faut un devis rapidement. Les clients ne peuvent plus passer par là.",
    "masonry", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="c", nu="U", situation="restaurant's concrete parking wall knocked down by a lorry")
add("fr-t10", "Notre entreprise de transport accueille en janvier huit nouveaux chauffeurs polonais qui parlent peu français. La formation sécurité dure deux jours et elle est obligatoire. Nous cherchons un interprète polonais-français pour les deux journées, et si possible la traduction du livret d'accueil de 20 pages.",
    "translation", None, None, kind="c", nu="N", situation="interpreter for two-day safety training of Polish drivers plus a handbook")
add("fr-t11", "Nous dirigeons une crèche à Soleuvre avec 24 enfants. Dans le couloir d'entrée les parents posent les manteaux et les sacs par terre, c'est le chaos. Nous voudrions des casiers en bois sur mesure, bas, avec un banc et des crochets, et des coins arrondis pour la sécurité. La directrice a déjà fait un petit croquis.",
    "carpentry", "Sanem", "Soleuvre", kind="c", nu="U", situation="nursery needs made-to-measure wooden cubbies with bench")
add("fr-t12", "Est-ce que ça vaut encore le coup de mettre des panneaux photovoltaïques sur notre toit à Bettembourg ? Il est orienté sud-ouest, environ 45 m², et notre consommation est de 5200 kWh par an. Un voisin a payé neuf mille cinq cents euros après les primes, c'est un prix normal ? J'aimerais qu'un installateur photovoltaïque me fasse une simulation honnête.",
    "solar", "Bettembourg", "Bettembourg", not_place=["cents"], kind="d", nu="N", situation="is PV still worth it on a south-west roof; neighbour's price")
add("fr-t13", "Nous venons d'acheter un appartement de 62 m² au Limpertsberg, pièce de vie tout en longueur avec une seule fenêtre. On hésite entre une cuisine ouverte en îlot ou en L, et on ne sait pas où mettre le canapé et le bureau. Combien coûte un plan d'aménagement avec proposition de couleurs et d'éclairage ? On ne veut pas forcément de suivi de chantier.",
    "interior-design", "Luxembourg", "Limpertsberg", kind="d", nu="U", situation="layout, colour and lighting plan for a long narrow living room")
add("fr-t14", "Nous avons hérité d'une maison des années 70 à Audun-le-Tiche, juste à côté d'Esch. La cuisine, la salle de bain et les sols sont d'origine. Vaut-il mieux tout remettre à neuf pour la louer, ou la vendre en l'état ? Et quel budget approximatif pour cuisine, salle de bain et sols ensemble ?",
    "renovation", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="d", nu="U", situation="inherited 1970s house across the border: refurbish to let or sell as is")
add("fr-t15", "Nous partons dix jours au Portugal en février et notre chien ne supporte pas le chenil. Combien demande en général quelqu'un qui vient le nourrir et le promener deux fois par jour ? Est-ce qu'il vaut mieux qu'il dorme à la maison ?",
    None, None, None, distractors=["Portugal"], kind="d", nu="U", situation="dog sitting during a 10-day holiday")

# ---------------- German ----------------
add("de-s01", "Wer kann mir bei meinem Auto die Winterreifen aufziehen und auswuchten, die Reifen habe ich schon gekauft?",
    None, None, None, situation="fitting and balancing winter tyres on a car")
add("de-s02", "Hallo, wir brauchen an der Terrasse eine Außensteckdose und eine Lampe mit Bewegungsmelder, Kabel müsste vom Keller durch die Wand, Haus in Iechternach.",
    "electrical", "Echternach", "Iechternach", situation="outdoor socket and motion-sensor lamp on a terrace")
add("de-s03", "Unser Dachfenster (Velux GGL, Bj 2004) im Kinderzimmer ist undicht und tropft bei jedem Schlagregen, bitte um Termin in Grevenmacher.",
    "roofing", "Grevenmacher", "Grevenmacher", situation="roof window leaks in driving rain")
add("de-s04", "ich möchte 120 m2 rollrasen verlegen lassen inkl bodenvorbereitung und fräsen, grundstück in wasserbillig direkt neben dem neubau",
    "gardening", "Mertert", "wasserbillig", situation="120 m2 of turf incl. soil preparation")
add("de-s05", "Meine Schwiegermutter hat den Code vom Wandtresor vergessen und der Notschlüssel ist weg, kann jemand den Tresor in Bad Mondorf öffnen ohne alles kaputt zu machen?",
    "locksmith", "Mondorf-les-Bains", "Bad Mondorf", situation="open a wall safe with forgotten code and lost emergency key")
add("de-s06", "Suche Anwalt/Anwältin für Erbrecht, mein Vater ist in Deutschland gestorben und hatte ein Konto und eine Lebensversicherung in Luxemburg, wie läuft das ab?",
    "legal", None, None, distractors=["Deutschland", "Luxemburg"], situation="cross-border inheritance, father died in Germany with assets in Luxembourg")
add("de-s07", "Wir möchten im Flur und in der Küche ca 30 m² Fliesen in Terrazzo-Optik verlegen lassen, das alte Laminat ist schon raus, Haus in Remich.",
    "tiling", "Remich", "Remich", situation="terrazzo-look floor tiles in hall and kitchen")
add("de-s08", "Gesucht wird eine Firma für die Fensterreinigung an unserem Haus mit Wintergarten in Consdorf, ca 40 Fenster inkl Rahmen, zweimal im Jahr.",
    "cleaning", "Consdorf", "Consdorf", situation="window cleaning twice a year incl. conservatory")
add("de-s09", "Umzug am 2 April von Trier nach Wormeldingen, 4-Zimmer-Wohnung im Altbau ohne Aufzug, Einpackservice gewünscht.",
    "moving", "Wormeldange", "Wormeldingen", distractors=["Trier"], situation="move from Trier into Wormeldange with packing service")
add("de-s10", "Wer übernimmt für uns die Lohnabrechnung und die Anmeldung unserer Haushaltshilfe bei der CCSS, sie arbeitet 10 Stunden pro Woche?",
    "accounting", None, None, situation="payroll and social-security registration for a household help")
add("de-t01", "Wenn die Waschmaschine im Keller abpumpt, kommt aus dem Bodenablauf daneben graues Wasser hoch. Letzte Woche stand der halbe Keller unter Wasser. Mit dem Pümpel haben wir es probiert, ohne Erfolg. Wir wohnen in Berdorf, das Haus ist von 1978.",
    "plumbing", "Berdorf", "Berdorf", kind="a", nu="U", situation="basement floor drain backs up when the washing machine pumps out")
add("de-t02", "Unter unserem Gartenhaus in Befort liegen seit ein paar Wochen kleine Häufchen aus feinem Sägemehl. Abends laufen dort große schwarze Ameisen herum, manche mit Flügeln. Jetzt habe ich auch im Wohnzimmer an der Terrassentür zwei gesehen. Das Gartenhaus ist aus Fichte und steht direkt an der Hauswand.",
    "pest-control", "Beaufort", "Befort", kind="a", nu="U", situation="sawdust piles and large black winged ants under a shed next to the house")
add("de-t03", "Über dem Küchenfenster unseres Hauses in Waldbillig zieht sich seit dem Sommer ein Riss treppenförmig durch die Ziegel nach oben. Außen fällt an der Stelle der Putz in kleinen Stücken ab. Das Fenster klemmt inzwischen auch beim Öffnen. Ist das gefährlich?",
    "masonry", "Waldbillig", "Waldbillig", kind="a", nu="U", situation="stair-step crack in brickwork above a window, render falling off")
add("de-t04", "Mein Schwager hat als Hobby-Bastler letzten Monat in unserer Garage in Altrier neue Steckdosen und eine Leitung für die Werkbank gelegt. Seitdem fliegt der FI-Schalter raus, sobald es draußen regnet. Er meint, das sei normal bei alten Häusern. Ich möchte, dass ein richtiger Elektriker das prüft und ordentlich macht, bevor etwas passiert.",
    "electrical", "Bech", "Altrier", kind="b", nu="N", situation="brother-in-law's DIY garage wiring trips the RCD when it rains")
add("de-t05", "Unser Nachbar hat uns geraten, die Module auf dem Dach einfach mit dem Hochdruckreiniger zu säubern, das mache er auch so. Seit wir das im Herbst gemacht haben, liefert die Anlage deutlich weniger und ein Modul hat einen feinen Sprung im Glas. In der App zeigt ein String nur noch halb so viel wie der andere. Das Haus steht in Berbourg, die Anlage ist sechs Jahre alt.",
    "solar", "Manternach", "Berbourg", not_place=["einen"], kind="b", nu="U", situation="PV panels pressure-washed on neighbour's advice, cracked module, weak string")
add("de-t06", "Mein Vater sagt seit Jahren, beim Heizungsdruck müsse man einfach immer wieder Wasser nachfüllen, das sei normal. Inzwischen fällt der Druck aber jede Woche von 1,8 auf 0,5 bar und ich fülle ständig nach. Er meint, das Ausdehnungsgefäß prüft man nie. Ich hätte gern einen Heizungsbauer, der sich das in Wecker anschaut.",
    "heating", "Biwer", "Wecker", not_place=["einen"], kind="b", nu="N", situation="heating pressure drops weekly; father says just keep topping up")
add("de-t07", "Der Bauträger hat uns gesagt, wir könnten auf den frischen Gipsputz im Neubau sofort streichen, Grundierung sei überflüssig. Jetzt, drei Monate später, blättert die Farbe im Wohnzimmer und im Treppenhaus in Flocken ab. Wir wohnen in Greiveldange. Wer kann das abschleifen, grundieren und neu streichen?",
    "painting", "Stadtbredimus", "Greiveldange", kind="b", nu="U", situation="paint flaking off fresh plaster painted without primer on developer's advice")
add("de-t08", "Wir sind ein kleines Familienweingut in Bous mit Probierstube und Onlinebestellungen. Seit dem Gewitter funktioniert das WLAN in der Probierstube nicht mehr, und die Kasse verbindet sich nur noch sporadisch mit dem Drucker im Büro. Wir suchen einen IT-Dienstleister, der das Netzwerk neu aufsetzt und uns danach betreut. Die Weinlese ist vorbei, jetzt hätten wir Zeit.",
    "it-support", "Bous-Waldbredimus", "Bous", not_place=["einen"], kind="c", nu="N", situation="family winery: wifi and till-printer network broken after a storm")
add("de-t09", "Wir betreiben einen Campingplatz direkt an der Sauer in Rosport. Für die neue Saison wollen wir die Website und die Broschüre erneuern. Dafür brauchen wir schöne Bilder der Stellplätze, der Mobilheime und eine Luftaufnahme vom Platz. Am liebsten im Mai, wenn alles grün ist.",
    "photography", "Rosport-Mompach", "Rosport", not_place=["einen"], kind="c", nu="U", situation="campsite needs photos and aerial shots for the new season")
add("de-t10", "Wir sind ein Pflegeheim und haben mehrere portugiesische Bewohner, deren Kinder kaum Deutsch oder Französisch sprechen. Für die Angehörigengespräche im nächsten Monat suchen wir einen Dolmetscher Portugiesisch-Deutsch. Es wären vier Termine von je einer Stunde.",
    "translation", None, None, not_place=["einen"], kind="c", nu="N", situation="care home needs a Portuguese-German interpreter for family meetings")
add("de-t11", "Wir haben eine kleine Pension mit 6 Zimmern in Canach. Unser gewerblicher Wäschetrockner (Miele, 8 Jahre) dreht zwar die Trommel, wird aber nicht mehr warm, und die Bettwäsche bleibt nass. Nächste Woche kommt eine Busgruppe, wir brauchen dringend jemanden.",
    "appliance-repair", "Lenningen", "Canach", kind="c", nu="U", situation="guesthouse tumble dryer turns but no longer heats")
add("de-t12", "Ich töpfere in meiner Freizeit und verkaufe inzwischen ziemlich viel Keramik auf Märkten. Lohnt sich ein eigener Onlineshop oder reicht eine Plattform wie Etsy? Was kostet so ein Shop ungefähr, wenn man ihn machen lässt, und was kommt jedes Jahr an Kosten dazu?",
    "web-development", None, None, kind="d", nu="U", situation="own online shop for ceramics vs. a marketplace, and cost")
add("de-t13", "Wir bauen in Dalheim ein Haus und haben beim Möbelhaus eine kostenlose Planung für Wohnzimmer und Küche angeboten bekommen. Lohnt es sich trotzdem, eine Innenarchitektin zu nehmen, die Raumaufteilung, Farben und Licht plant? Was kostet das ungefähr für 90 m² Wohnfläche?",
    "interior-design", "Dalheim", "Dalheim", kind="d", nu="N", situation="is paying an interior designer worth it vs. free furniture-store planning")
add("de-t14", "Wir haben ein Ferienhaus in Nittel auf der deutschen Seite der Mosel, und die alte Holzterrasse ist morsch. Was ist besser für 25 m², Lärche, Bangkirai oder WPC? Was kostet so etwas ungefähr pro m² mit Unterkonstruktion?",
    "carpentry", "abroad", "Nittel", kind="d", nu="U", situation="rotten deck at a holiday house in Nittel: larch, bangkirai or composite")
add("de-t15", "Wir überlegen, ein altes Winzerhaus in Remerschen zu kaufen, in dem seit 20 Jahren nichts gemacht wurde. Lohnt es sich, das Haus herzurichten, oder ist Abriss und Neubau am Ende günstiger? Mit welchen Kosten pro m² muss man rechnen, wenn Dach, Fenster, Leitungen, Bad, Küche und Böden neu gemacht werden?",
    "renovation", "Schengen", "Remerschen", kind="d", nu="U", situation="old winegrower's house: renovate or demolish and rebuild")

# ---------------- English ----------------
add("en-s01", "Hi, I need an electrician to add three double sockets and a network point in my home office in Strassen, ideally sometime next week.",
    "electrical", "Strassen", "Strassen", situation="extra sockets and a data point in a home office")
add("en-s02", "Can someone set up a NAS with automatic backups for our 5-person office in Bertrange and sort out two old PCs that still run Windows 10?",
    "it-support", "Bertrange", "Bertrange", situation="NAS backup for a small office and upgrade of old PCs")
add("en-s03", "moving from Kirchberg to Brussels end of January, just a 1-bed flat plus two bikes, can I get a quote with the truck and 2 guys",
    "moving", "Luxembourg", "Kirchberg", distractors=["Brussels"], situation="move out of Luxembourg City to Brussels, loading end Kirchberg")
add("en-s04", "We need an English-French interpreter for the notary appointment when we sign the deed for our house on 14 January, about 90 minutes.",
    "translation", None, None, situation="interpreter at a notary deed signing")
add("en-s05", "Could someone plant a row of eight fruit trees with stakes and rabbit guards in our garden in Kehlen before the ground freezes? 🍎",
    "gardening", "Kehlen", "Kehlen", situation="planting eight fruit trees with stakes and guards")
add("en-s06", "quote to paint walls and ceilings of a 3 bed apartment in belair approx 240m2 of wall, plain white matt, we are moving in on the 20th",
    "painting", "Luxembourg", "belair", situation="paint a whole 3-bed flat white before moving in")
add("en-s07", "There's thick moss all over our concrete-tile roof in Sandweiler and some of it is washing into the gutters, can you clean and treat it and check the ridge tiles while you're up there?",
    "roofing", "Sandweiler", "Sandweiler", situation="moss on a concrete-tile roof, clean, treat and check ridge")
add("en-s08", "Looking for an English-speaking lawyer to review the contract for a flat we are buying off-plan (VEFA) before we sign, the bank guarantee clause worries me.",
    "legal", None, None, situation="lawyer to review an off-plan purchase contract")
add("en-s09", "A few floor tiles in our hallway in Mamer sound hollow when you walk on them and two have cracked, we kept 6 spares from the builder, can someone replace them?",
    "tiling", "Mamer", "Mamer", situation="hollow and cracked hallway floor tiles, spares available")
add("en-s10", "The inner glass of our oven door (Neff Slide&Hide) shattered by itself while baking, can someone replace it at our place in Steinsel?",
    "appliance-repair", "Steinsel", "Steinsel", situation="shattered inner oven-door glass")
add("en-t01", "Every time someone shuts a tap quickly there is a loud bang somewhere in the walls. The little gauge next to the water meter in the basement now shows just over 6 bar. Our shower head also started spraying sideways and the hose burst last week. We live in Helmsange, house built in 2001.",
    "plumbing", "Walferdange", "Helmsange", kind="a", nu="U", situation="water hammer, mains pressure over 6 bar, burst shower hose")
add("en-t02", "We rent a little house in Sterpenich, just over the border from Kleinbettingen. For two weeks we've been finding droppings in the kitchen drawers and the bread bag was chewed through. At night there's scratching behind the fridge and under the floorboards. Our cat seems completely uninterested, which doesn't help!",
    "pest-control", "abroad", "Sterpenich", distractors=["Kleinbettingen"], kind="a", nu="U", situation="droppings and chewed food in a rented house across the border")
add("en-t03", "For a few weeks the key to our front door has only turned halfway and we have to jiggle it for ages. This morning it wouldn't turn at all from outside and we got in through the garage. The door itself closes fine and nothing is bent. We're in Senningerberg and I'm scared we'll be stuck outside with the kids.",
    "locksmith", "Niederanven", "Senningerberg", kind="a", nu="U", situation="front-door key only turns halfway, today not at all")
add("en-t04", "When we bought our house in Bourglinster the previous owner told us the pellet stove never needs servicing, you just empty the ash. Now it smokes into the living room when it starts and half the time the ignition fails. It's our only heating apart from two electric radiators upstairs. Can a heating engineer come and service it and tell us if it's safe?",
    "heating", "Junglinster", "Bourglinster", kind="b", nu="N", situation="pellet stove never serviced on previous owner's advice, now smokes and fails to ignite")
add("en-t05", "Our dog had an accident on the cream sofa and the living-room carpet, and a friend told me bleach diluted in water would take it out. Now there are orange-white patches on both and it still smells a bit. Is there a company that can deep-clean the carpet and the sofa and maybe save them? We're in Mutfort, I work from home so any weekday works.",
    "cleaning", "Contern", "Mutfort", kind="b", nu="U", situation="bleach on a sofa and carpet after friend's advice; deep clean upholstery")
add("en-t06", "The paint shop said they could mix exactly the same colour from a chip so we could touch up the scuffs in the hall. Now every touched spot shows as a shinier, slightly darker patch. The flat in Howald is going on the market in March and the estate agent says it looks awful. I think I need a proper painter to redo the hall and stairwell in one go.",
    "painting", "Hesperange", "Howald", kind="b", nu="N", situation="touch-ups with shop-matched paint show as patches; repaint hall and stairwell")
add("en-t07", "My neighbour, who is a builder, said we could just knock through the wall between the kitchen and dining room ourselves. We started at the weekend and found it carries the floor joists above. We stopped right away and propped it with two jacks. We need someone who can put in a proper steel lintel and make good the opening, house in Munsbach.",
    "masonry", "Schuttrange", "Munsbach", kind="b", nu="U", situation="half-opened load-bearing wall on neighbour's advice needs a steel lintel")
add("en-t08", "I run a small yoga studio with two part-time teachers. Up to now I've done everything in a spreadsheet, but the payslips and the annual accounts are getting too much. I'm looking for an accountant who can take over payroll and the yearly accounts. Roughly what does that cost per month?",
    "accounting", None, None, kind="c", nu="N", situation="yoga studio needs payroll and annual accounts")
add("en-t09", "Our law firm is moving to new offices in Gasperich in February. We'd like new headshots of all 14 lawyers and staff for the website and LinkedIn, taken on site against a consistent background. Half a day would be ideal so we don't lose too much billable time.",
    "photography", "Luxembourg", "Gasperich", kind="c", nu="U", situation="law firm needs on-site team headshots")
add("en-t10", "We run a dairy farm in Flaxweiler and the new cowshed has about 600 m2 of south-facing roof. Our electricity bill for the milking robot and cooling tank is huge. We'd like panels on that roof to cover most of it and sell the rest. Who can do a study and give us a price?",
    "solar", "Flaxweiler", "Flaxweiler", not_place=["bill", "sell"], kind="c", nu="U", situation="dairy farm wants PV on a 600 m2 cowshed roof")
add("en-t11", "We're a small dog-training school with group classes on weekends. At the moment people book by WhatsApp and pay cash, which is chaos. We'd like a web developer to build a site where owners can see the class schedule, book a spot and pay online. Nothing fancy, but it must work on phones.",
    "web-development", None, None, kind="c", nu="N", situation="dog-training school needs class booking and payment site")
add("en-t12", "Our house in Bridel has 30-year-old oak parquet that's grey and scratched, with a few boards that have gaps. Is it worth sanding and oiling it, or should we just lay new engineered wood on top? Roughly what does each cost per m2 for about 70 m2?",
    "carpentry", "Kopstal", "Bridel", kind="d", nu="U", situation="sand and oil old oak parquet or lay new engineered wood")
add("en-t13", "We've just moved into a north-facing flat in Roodt-sur-Syre and it feels dark and cramped. Would an interior designer actually make a difference with colours, lighting and furniture layout, or is that money better spent on new lamps? Do they charge by the hour or a fixed fee for a plan?",
    "interior-design", "Betzdorf", "Roodt-sur-Syre", kind="d", nu="N", situation="is an interior designer worth it for a dark north-facing flat")
add("en-t14", "We're about to buy a 1960s semi in Weiler-la-Tour that needs a new kitchen, a new bathroom, new electrics and new floors throughout. How long does something like that usually take before we can move in? And what ballpark budget should we tell the bank?",
    "renovation", "Weiler-la-Tour", "Weiler-la-Tour", kind="d", nu="U", situation="how long and how much to redo a 1960s house before moving in")
add("en-t15", "My two kids (8 and 11) want to learn the piano and we've just been given an old upright. How much do private lessons usually cost per hour here? Is it better to have the lessons at home or at a music school?",
    None, None, None, kind="d", nu="U", situation="piano lessons for two children, cost and where")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, procuro uma empresa para fazer a limpeza das escadas comuns da nossa résidence de 8 apartamentos em Rodange, uma vez por semana, o syndic paga.",
    "cleaning", "Pétange", "Rodange", situation="weekly cleaning of shared stairs in an 8-flat building")
add("pt-s02", "o esgoto da cozinha está entupido e a água volta pelo lava-loiça quando a máquina da loiça esvazia, moro em niederkorn e preciso de alguém hoje se possível",
    "plumbing", "Differdange", "niederkorn", situation="blocked kitchen drain backing up into the sink")
add("pt-s03", "Preciso de um eletricista para trocar o quadro elétrico antigo, ainda com fusíveis de rosca, numa casa que comprámos em Ettelbruck.",
    "electrical", "Ettelbruck", "Ettelbruck", situation="replace an old screw-fuse board")
add("pt-s04", "Vamos voltar para Portugal em julho, precisamos de uma empresa que faça a mudança de Esch-sur-Alzette para o Porto com transporte internacional, é um T3.",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Portugal", "Porto"], situation="international move from Esch back to Porto")
add("pt-s05", "Preciso de alguém que faça a minha declaração de impostos deste ano porque trabalhei metade do ano em França e a outra metade aqui.",
    "accounting", None, None, distractors=["França"], situation="tax return after half a year working in France")
add("pt-s06", "Queria alguém para cortar a relva e apanhar as folhas todas as semanas até ao fim de novembro em Lintgen, o jardim tem uns 300 m² 🍂",
    "gardening", "Lintgen", "Lintgen", situation="weekly lawn mowing and leaf clearing")
add("pt-s07", "perdi o porta-chaves com a chave da caixa do correio e da porta da cave, é preciso trocar as duas fechaduras no prédio em Mersch, quanto custa?",
    "locksmith", "Mersch", "Mersch", situation="lost keys: replace letterbox and cellar-door locks")
add("pt-s08", "Quero fazer um site para o meu negócio de limpezas com formulário de pedido de orçamento em português e francês e que apareça no Google.",
    "web-development", None, None, situation="website with quote form for a cleaning business")
add("pt-s09", "Temos baratas na cozinha do apartamento em Colmar-Berg há um mês, já usei spray e armadilhas e não resolve, preciso de desinfestação profissional.",
    "pest-control", "Colmar-Berg", "Colmar-Berg", situation="cockroaches in a kitchen despite spray and traps")
add("pt-s10", "Caiu uma telha com o vento e agora há infiltração à volta da chaminé no sótão, a casa é em Roost, podem vir ver o telhado?",
    "roofing", "Bissen", "Roost", situation="tile blown off, leak around the chimney")
add("pt-t01", "Quando alguém toma duche, os radiadores da sala arrefecem logo. A caldeira na cave faz um barulho como uma chaleira a ferver e às vezes dá pancadas. A água aqui em Dudelange é muito calcária e acho que nunca ninguém mexeu nisso desde 2010. Os miúdos queixam-se de frio de manhã.",
    "heating", "Dudelange", "Dudelange", kind="a", nu="U", situation="boiler kettling and radiators cooling when hot water is drawn")
add("pt-t02", "Nas paredes do rés-do-chão da nossa casa em Kleinbettingen a pintura está a inchar e aparece um pó branco até uns 50 cm de altura. O rodapé de madeira já está a apodrecer. Pintámos de novo há um ano e voltou igual. A casa é antiga, de pedra, e não tem cave.",
    "masonry", "Steinfort", "Kleinbettingen", kind="a", nu="U", situation="rising damp with salts in old stone walls")
add("pt-t03", "O nosso frigorífico combinado faz uma camada de gelo na parede do fundo do frigorífico e a parte de baixo já não arrefece bem. Ontem estragou-se a carne que estava lá dentro. Tem só quatro anos, é um Beko. Moramos em Eischen e não temos carro durante a semana.",
    "appliance-repair", "Habscht", "Eischen", kind="a", nu="U", situation="fridge ices up at the back and lower part no longer cools")
add("pt-t04", "O senhorio disse-nos para colar os azulejos novos da cozinha por cima dos antigos, que assim era mais rápido e não fazia pó. Fizemos isso em agosto com uma cola do Brico, e agora há vários que soam ocos e dois já caíram. A casa é em Garnich. Preciso de um carreleur a sério que tire tudo e faça bem feito.",
    "tiling", "Garnich", "Garnich", kind="b", nu="N", situation="new tiles glued over old ones on landlord's advice are falling off")
add("pt-t05", "O meu cunhado disse que podia pintar o teto da casa de banho com a tinta normal que sobrou da sala. Agora, com o vapor do duche, a tinta está a descascar em tiras. Queria que alguém raspasse tudo e pintasse com a tinta certa antes do Natal, porque vem a família de Portugal. Moramos em Goeblange.",
    "painting", "Koerich", "Goeblange", distractors=["Portugal"], kind="b", nu="U", situation="bathroom ceiling paint peeling after wrong paint on relative's advice")
add("pt-t06", "No magasin de bricolage o vendedor garantiu que as portas de roupeiro em kit serviam em qualquer medida. No sótão da nossa casa em Tuntange o teto é inclinado e nada encaixa, já gastámos 600 euros. Procuro um menuisier ou marceneiro que faça um roupeiro por medida debaixo da inclinação. Pode ser em madeira pintada de branco.",
    "carpentry", "Helperknapp", "Tuntange", kind="b", nu="N", situation="flat-pack wardrobe doors don't fit under a sloping ceiling; made-to-measure wardrobe")
add("pt-t07", "O meu irmão disse que o onduleur dos painéis ainda dura mais dez anos, que não valia a pena ver. Mas há cinco dias que a aplicação mostra 0 kWh e a luz do aparelho está vermelha. A instalação tem 9 anos e está numa casa em Helmdange. Não sei se é preciso trocar ou só reiniciar.",
    "solar", "Lorentzweiler", "Helmdange", kind="b", nu="U", situation="PV inverter red light, zero production; brother said it would last")
add("pt-t08", "Somos uma pequena empresa de construção em Larochette com quatro pessoas no escritório. Os portáteis estão lentíssimos, o e-mail deixou de sincronizar nos telemóveis e ninguém sabe a palavra-passe do router. Precisamos de um técnico informático que ponha tudo em ordem e faça manutenção uma vez por mês.",
    "it-support", "Larochette", "Larochette", kind="c", nu="N", situation="small building firm: slow laptops, mail sync, lost router password")
add("pt-t09", "Tenho um restaurante em Bonnevoie e a inspeção sanitária vem daqui a duas semanas. A cozinha tem de ficar impecável, sobretudo as hottes, os filtros e atrás dos fornos. Nós limpamos todos os dias mas aquilo tem gordura de anos. Tem de ser numa segunda-feira, que é quando fechamos.",
    "cleaning", "Luxembourg", "Bonnevoie", kind="c", nu="U", situation="restaurant kitchen and hood deep clean before a hygiene inspection")
add("pt-t10", "Sou tesoureira de uma associação cultural cabo-verdiana. Para registar a associação precisamos dos estatutos e do regulamento interno em francês, são 14 páginas em português. Procuramos um tradutor que faça isto até ao fim do mês e que não seja muito caro, somos voluntários.",
    "translation", None, None, kind="c", nu="N", situation="translate association statutes and rules from Portuguese to French")
add("pt-t11", "O nosso clube de futebol em Angelsberg faz 50 anos em maio e vamos organizar um torneio com jantar. Queríamos fotos das equipas todas, dos miúdos aos veteranos, e um pequeno vídeo do dia para as redes sociais. Quanto é que se paga por um dia inteiro?",
    "photography", "Fischbach", "Angelsberg", kind="c", nu="U", situation="football club 50th anniversary: team photos and a short video")
add("pt-t12", "Vim para o Luxemburgo há cinco anos e tenho contrato de arrendamento de três anos que acaba em 2027. O senhorio diz que vai vender o apartamento e que tenho de sair em março. Ele pode fazer isso? Quanto custa uma consulta para saber os meus direitos?",
    "legal", None, None, distractors=["Luxemburgo"], kind="d", nu="U", situation="landlord selling and asking tenant to leave before lease ends")
add("pt-t13", "Comprámos uma casa em Cruchten e a sala é enorme mas fria, com móveis que não combinam. Vale a pena pagar a uma decoradora de interiores para fazer um plano com cores, luz e disposição dos móveis? Ou é dinheiro deitado fora?",
    "interior-design", "Nommern", "Cruchten", kind="d", nu="N", situation="is an interior decorator worth it for a large cold living room")
add("pt-t14", "Temos uma casa em Villerupt, do lado francês, com uma garagem grande que não usamos. Vale a pena transformá-la num estúdio para arrendar, com casa de banho e kitchenette? Quanto pode custar mais ou menos, e quanto tempo demora uma obra destas?",
    "renovation", "abroad", "Villerupt", kind="d", nu="U", situation="convert a garage into a rentable studio in a French border town")
add("pt-t15", "Tenho seis calças para fazer bainhas e um vestido para apertar para um casamento em janeiro. Quanto costuma custar cada arranjo? Há quem venha buscar a casa ou tenho de levar?",
    None, None, None, kind="d", nu="U", situation="clothes alterations: hemming trousers and taking in a dress")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, cerco un servizio di catering per una festa di compleanno di 40 persone il 14 febbraio, cucina italiana se possibile.",
    None, None, None, situation="catering for a 40-person birthday party")
add("it-s02", "Vorrei far installare un termostato smart e le valvole termostatiche su tutti gli 8 termosifoni di casa a Strassen, caldaia a gas del 2019.",
    "heating", "Strassen", "Strassen", situation="smart thermostat and thermostatic valves on 8 radiators")
add("it-s03", "Mi servirebbe un preventivo per ridipingere la facciata della villetta a Bettembourg, circa 160 m², colore grigio chiaro, più la ringhiera del balcone.",
    "painting", "Bettembourg", "Bettembourg", situation="repaint a house facade and balcony railing")
add("it-s04", "Vorrei far montare un cilindro europeo di sicurezza con defender sulla porta blindata del mio appartamento a Esch-sur-Alzette, mi hanno detto che quello attuale si apre facilmente.",
    "locksmith", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="high-security cylinder with guard plate on an armoured door")
add("it-s05", "Lascio il Lussemburgo dopo sei anni e cerco una ditta per il trasloco da Schifflange a Milano a fine giugno, con deposito per un mese nel frattempo.",
    "moving", "Schifflange", "Schifflange", distractors=["Lussemburgo", "Milano"], situation="move from Schifflange to Milan with one month of storage")
add("it-s06", "Cerco un traduttore tecnico dall'italiano al tedesco per il manuale d'uso della nostra macchina da caffè professionale, circa 40 pagine con tabelle.",
    "translation", None, None, situation="technical translation of a coffee-machine manual IT>DE")
add("it-s07", "le fughe del pavimento in cucina sono nere e si sbriciolano, si possono rifare senza togliere le piastrelle? casa a oberkorn, circa 18 mq",
    "tiling", "Differdange", "oberkorn", situation="crumbling kitchen floor grout to be redone")
add("it-s08", "Vorrei un preventivo per un impianto solare termico per l'acqua calda sanitaria, casa a Beckerich, siamo in 4 e il tetto è esposto a sud.",
    "solar", "Beckerich", "Beckerich", situation="solar thermal for domestic hot water")
add("it-s09", "Ho bisogno di un avvocato per una separazione consensuale, abbiamo una casa cointestata e due figli piccoli e vorremmo evitare il tribunale.",
    "legal", None, None, situation="lawyer for an amicable separation with joint house and children")
add("it-s10", "Il piano a induzione (Bosch, 3 anni) si spegne da solo dopo pochi secondi appena metto una pentola, qualcuno può venire a Sanem a ripararlo?",
    "appliance-repair", "Sanem", "Sanem", situation="induction hob switches itself off after a few seconds")
add("it-t01", "Quando piove forte, l'acqua scende lungo il muro esterno proprio sotto la gronda e lascia strisce verdi sull'intonaco. Le grondaie le ho pulite a settembre ma traboccano lo stesso in un angolo. Dentro, nella camera sopra, per ora non c'è niente. Abitiamo a Troisvierges, casa degli anni '80.",
    "roofing", "Troisvierges", "Troisvierges", kind="a", nu="U", situation="gutter overflows at one corner despite cleaning, water runs down the wall")
add("it-t02", "Da quando abbiamo cambiato le lampadine del soggiorno con quelle LED, le luci tremolano e ronzano appena abbasso il varialuce. A volte si spengono da sole per un secondo. La casa a Weiswampach l'abbiamo comprata l'anno scorso e non sappiamo com'è fatto l'impianto. Mia moglie dice che fa venire mal di testa.",
    "electrical", "Weiswampach", "Weiswampach", kind="a", nu="U", situation="LED lights flicker and buzz on the dimmer")
add("it-t03", "Ogni mattina il balcone del nostro appartamento a Hollerich è pieno di escrementi di piccioni. Si sono messi a fare il nido sotto le tegole del tetto sopra di noi e si sentono tubare alle cinque. Il bambino gioca sul balcone e ho paura per l'igiene. Abbiamo provato con i CD appesi ma non è servito a niente.",
    "pest-control", "Luxembourg", "Hollerich", kind="a", nu="U", situation="pigeons nesting under roof tiles, droppings on the balcony")
add("it-t04", "Il vicino mi ha detto di versare acido muriatico nel lavandino del bagno per sturarlo, che lui fa sempre così. Lo scarico adesso va, ma il sifone di plastica si è deformato e sotto il mobile gocciola. Abito a Kayl in una casa a schiera. Mi serve un idraulico che sostituisca il sifone e controlli il tubo.",
    "plumbing", "Kayl", "Kayl", kind="b", nu="N", situation="acid poured into a basin on neighbour's advice, trap deformed and leaking")
add("it-t05", "Abbiamo una casetta ad Aubange, appena dopo il confine belga. Il vivaio ci aveva detto che il prato si poteva seminare anche a luglio, basta bagnarlo. Adesso è ottobre ed è tutto muschio e chiazze di terra nuda. Vorremmo qualcuno che rifaccia il prato come si deve, anche con una ditta lussemburghese.",
    "gardening", "abroad", "Aubange", kind="b", nu="U", situation="lawn sown in July on garden-centre advice failed; redo lawn across the Belgian border")
add("it-t06", "L'anno scorso il negozio che ci ha venduto il kit per il barbecue in muratura ci ha detto che non serviva nessuna fondazione, bastava appoggiarlo sulle lastre del giardino. Adesso si è inclinato di lato e ci sono due crepe lungo i mattoni. Abitiamo a Ell e vorremmo rifarlo bene, su una base in cemento, prima dell'estate.",
    "masonry", "Ell", "Ell", kind="b", nu="U", situation="brick barbecue built without foundation on shop advice is leaning and cracked")
add("it-t07", "Un vicino ci ha consigliato di chiudere del tutto i termosifoni delle stanze che non usiamo, per risparmiare. Da allora la caldaia si accende e si spegne di continuo e il termosifone del corridoio fischia. La bolletta del gas non è scesa per niente. Casa a Itzig, cerchiamo un tecnico del riscaldamento che controlli l'impianto e lo regoli.",
    "heating", "Hesperange", "Itzig", kind="b", nu="N", situation="closing radiators in unused rooms on neighbour's advice, boiler short-cycles")
add("it-t08", "Con mio fratello abbiamo aperto una gelateria artigianale che lavora da aprile a ottobre, con tre dipendenti stagionali. Finora ci ha seguito un amico, ma adesso non ha più tempo. Cerchiamo un commercialista per le buste paga, i contributi e il bilancio annuale. Quanto costa più o meno all'anno?",
    "accounting", None, None, kind="c", nu="N", situation="seasonal ice-cream shop needs payroll and annual accounts")
add("it-t09", "Abbiamo una scuola di danza a Ingeldorf e la ditta ha appena finito di rifare il soffitto della sala grande. C'è polvere bianca dappertutto, sul parquet, sugli specchi e negli spogliatoi. I corsi riprendono lunedì. Chi può venire a pulire tutto entro sabato?",
    "cleaning", "Erpeldange-sur-Sûre", "Ingeldorf", kind="c", nu="U", situation="dance school needs cleaning after ceiling works")
add("it-t10", "Gestiamo un agriturismo a Reisdorf con sei camere. Abbiamo comprato tre PC nuovi per la reception e l'ufficio, ma bisogna trasferire i dati dai vecchi, configurare la stampante e la posta. Cerchiamo un tecnico informatico della zona che poi ci segua anche in futuro.",
    "it-support", "Reisdorf", "Reisdorf", kind="c", nu="N", situation="farm-stay needs three new PCs set up, data, printer and mail")
add("it-t11", "Siamo un piccolo birrificio artigianale a Bourscheid e a marzo lanciamo tre birre nuove con etichette nuove. Ci servono foto delle bottiglie su fondo bianco per lo shop online e qualche scatto della produzione. Magari anche un video corto per Instagram.",
    "photography", "Bourscheid", "Bourscheid", kind="c", nu="U", situation="craft brewery needs product shots and a short production video")
add("it-t12", "Importo olio d'oliva dalla Puglia e vorrei venderlo online qui. Conviene usare Shopify o farsi fare un sito su misura? Quanto costa più o meno un negozio online con 20 prodotti e pagamento con carta?",
    "web-development", None, None, distractors=["Puglia"], kind="d", nu="U", situation="online shop for imported olive oil: Shopify or custom build, cost")
add("it-t13", "Abbiamo comprato un vecchio fienile ristrutturato a Medernach con un open space di 70 m² e soffitti alti cinque metri. Non sappiamo come arredarlo senza che sembri vuoto. Vale la pena pagare un designer d'interni, o basta un arredatore del negozio di mobili? Quanto chiedono di solito?",
    "interior-design", "Vallée de l'Ernz", "Medernach", kind="d", nu="N", situation="interior designer or furniture-shop planner for a tall open-plan barn")
add("it-t14", "Vogliamo sostituire la scala a pioli del soppalco con una vera scala in legno, con ringhiera. Meglio rovere o faggio, e una scala a chiocciola ha senso in uno spazio di due metri per due? Siamo a Hosingen e vorremmo un'idea del prezzo prima di chiedere sopralluoghi.",
    "carpentry", "Parc Hosingen", "Hosingen", kind="d", nu="U", situation="wooden staircase to a mezzanine: oak or beech, spiral or not, price")
add("it-t15", "Abbiamo comprato una casa a Bettborn in cui vanno rifatti bagno, cucina e pavimenti. Possiamo continuare ad abitarci durante i lavori con due bambini piccoli? E in che ordine conviene farli, per non rovinare quello che è già finito?",
    "renovation", "Préizerdaul", "Bettborn", kind="d", nu="U", situation="can we live in the house during bathroom, kitchen and floor works, and in what order")

# ---------------- Spanish ----------------
add("es-s01", "Hola, nos mudamos el 30 de enero de Mamer a Bertrange, es un piso de 2 habitaciones en un primer piso y solo necesitamos camión y dos personas.",
    "moving", "Mamer", "Mamer", distractors=["Bertrange"], situation="short local move, loading end Mamer")
add("es-s02", "Quiero poner una cerradura electrónica con huella dactilar en la puerta de entrada de casa en Bereldange, ¿alguien instala la de Nuki o una parecida?",
    "locksmith", "Walferdange", "Bereldange", situation="fingerprint smart lock on the front door")
add("es-s03", "Necesito una web tipo portfolio para mi estudio de arquitectura, con galería de proyectos y en tres idiomas, algo sencillo pero elegante.",
    "web-development", None, None, situation="portfolio website for an architecture studio")
add("es-s04", "Busco un contable que lleve la contabilidad mensual y las nóminas de mi SARL-S recién creada, somos dos empleados más yo.",
    "accounting", None, None, situation="bookkeeping and payroll for a new small company")
add("es-s05", "necesito pintar el salón y dos habitaciones de un piso en diekirch, paredes en blanco roto y techos en blanco, unos 180 m2 en total",
    "painting", "Diekirch", "diekirch", situation="paint a living room and two bedrooms")
add("es-s06", "La campana extractora de la cocina (Elica, empotrada) hace un ruido horrible y casi no aspira, ¿alguien puede venir a Grevenmacher a mirarla?",
    "appliance-repair", "Grevenmacher", "Grevenmacher", situation="noisy cooker hood that barely extracts")
add("es-s07", "Necesito un electricista para cambiar todos los enchufes e interruptores de un piso antiguo en Remich y añadir algunos con USB en las habitaciones.",
    "electrical", "Remich", "Remich", situation="replace all sockets and switches in an old flat, add USB outlets")
add("es-s08", "Al volver de vacaciones hemos descubierto chinches en los colchones del piso, estamos en el L-4011 y necesitamos un tratamiento urgente 😩",
    "pest-control", "Esch-sur-Alzette", "L-4011", situation="bed bugs found in mattresses after holidays")
add("es-s09", "Tenemos un abedul enfermo de unos 15 metros muy pegado a la casa en Junglinster y hay que talarlo por partes antes de que caiga una rama sobre el tejado.",
    "gardening", "Junglinster", "Junglinster", situation="fell a diseased 15 m birch close to the house in sections")
add("es-s10", "Necesito un abogado laboralista porque la empresa me debe tres meses de sueldo y ya no contesta a mis correos.",
    "legal", None, None, situation="employer owes three months of wages")
add("es-t01", "Vivimos en Bollendorf, en el lado alemán, justo enfrente de Bollendorf-Pont. Desde la tormenta del domingo se ve luz entre las tejas cuando subo al desván. Cuando llueve caen gotas sobre las cajas que tenemos guardadas allí. Nadie de aquí puede venir antes de marzo.",
    "roofing", "abroad", "Bollendorf", distractors=["Bollendorf-Pont"], kind="a", nu="U", situation="daylight between tiles and drips in the loft after a storm, German side of the Sûre")
add("es-t02", "En nuestra casa en Wolz, cuando se tira de la cadena del váter de arriba, sube agua sucia por el desagüe de la ducha de abajo. Además el agua del lavabo tarda muchísimo en bajar. Ya hemos echado un producto desatascador dos veces. Huele fatal en todo el baño.",
    "plumbing", "Wiltz", "Wolz", kind="a", nu="U", situation="toilet flush pushes dirty water up the downstairs shower drain")
add("es-t03", "Desde hace unos días en el sótano huele mucho a gasoil y la caldera hace tres o cuatro intentos antes de arrancar, con un ruido como de soplido. Por la mañana la casa está a 15 grados. Vivimos en Perlé, muy cerca de la frontera belga, y tenemos un bebé de cuatro meses.",
    "heating", "Rambrouch", "Perlé", kind="a", nu="U", situation="oil smell in the basement and oil burner struggling to start")
add("es-t04", "Un amigo me dijo que con una furgoneta de alquiler y tres colegas bastaba para la mudanza. Lo intentamos el sábado y el sofá y el armario no pasan por la escalera del cuarto piso. Ahora necesito una empresa de mudanzas con elevador exterior para sacarlos del piso en el barrio de la Gare y llevarlos a Bertrange. El contrato del piso nuevo ya ha empezado.",
    "moving", "Luxembourg", "Gare", distractors=["Bertrange"], kind="b", nu="N", situation="DIY move failed: sofa and wardrobe need an outside lift from 4th floor at the Gare")
add("es-t05", "En la tienda nos dijeron que el porcelánico para la terraza se podía poner con el cemento cola normal de interior. Después de las heladas de enero muchas baldosas se han levantado y suenan huecas. La terraza tiene unos 25 m² y está en Saeul. Queremos que alguien lo levante y lo vuelva a colocar bien.",
    "tiling", "Saeul", "Saeul", kind="b", nu="U", situation="outdoor porcelain tiles laid with indoor adhesive lifted after frost")
add("es-t06", "En la tienda de bricolaje nos dijeron que podíamos recortar nosotros la puerta de roble macizo del salón con una sierra circular para que pasara por encima de la alfombra nueva. El corte ha quedado astillado y torcido, y ahora la puerta roza y no cierra bien. Vivimos en Useldange. ¿Se puede arreglar o hay que hacer una puerta nueva?",
    "carpentry", "Useldange", "Useldange", kind="b", nu="U", situation="solid oak door badly trimmed on shop advice now rubs and won't close")
add("es-t07", "Un vecino nos aseguró que los paneles solares térmicos no necesitan anticongelante si el tejado da al sur. Tras la helada de la semana pasada, un tubo junto a los paneles ha reventado y ya no tenemos agua caliente solar. Casa en Vichten. Buscamos un instalador solar que lo repare y rellene el circuito como es debido.",
    "solar", "Vichten", "Vichten", kind="b", nu="N", situation="solar thermal circuit without antifreeze burst in frost, on neighbour's advice")
add("es-t08", "Tenemos un restaurante de tapas en Bertrange y vamos a cambiar la carta en febrero. Queremos fotos de unos 30 platos para la carta, la web y Deliveroo. Buscamos un fotógrafo de comida que trabaje en el propio restaurante, por la mañana antes de abrir.",
    "photography", "Bertrange", "Bertrange", kind="c", nu="N", situation="tapas restaurant needs food photos of 30 dishes")
add("es-t09", "Vamos a abrir una consulta de fisioterapia en un local antiguo en Merl que antes era una tienda de ropa. Hay que quitar el suelo, hacer dos cabinas con tabiques, un baño adaptado y cambiar toda la iluminación. Queremos abrir en mayo. ¿Quién puede encargarse de todo y coordinar?",
    "renovation", "Luxembourg", "Merl", kind="c", nu="U", situation="turn an old shop into a physiotherapy practice")
add("es-t10", "Somos una pequeña empresa de software de logística. Tenemos que traducir la documentación de usuario, unas 25.000 palabras, del inglés al alemán y al francés. Buscamos un traductor o una agencia con experiencia en textos técnicos. El plazo sería finales de marzo.",
    "translation", None, None, kind="c", nu="N", situation="software company needs user documentation translated EN to DE and FR")
add("es-t11", "Llevamos una casa rural con cuatro habitaciones en Boulaide. Los sábados entre las 10 y las 16 se van unos huéspedes y llegan otros. Necesitamos a alguien fijo que limpie, cambie las camas y deje todo listo cada semana de abril a octubre.",
    "cleaning", "Boulaide", "Boulaide", kind="c", nu="U", situation="weekly changeover cleaning at a holiday cottage")
add("es-t12", "Nuestro jardín en Grosbous está en pendiente y la tierra se está cayendo sobre el camino de entrada. ¿Qué es mejor para un muro de contención de unos 12 metros, bloques de hormigón o piedra natural? ¿Cuánto puede costar más o menos?",
    "masonry", "Groussbus-Wal", "Grosbous", kind="d", nu="U", situation="12 m retaining wall: concrete blocks or natural stone, cost")
add("es-t13", "En casa en Winseler el wifi no llega al despacho del segundo piso y teletrabajo tres días a la semana. ¿Merece la pena contratar a un técnico informático para montar una red mesh o pasar cable? ¿Cuánto suele cobrar por algo así?",
    "it-support", "Winseler", "Winseler", kind="d", nu="N", situation="home office without wifi: mesh or cable, worth hiring a technician")
add("es-t14", "Hemos comprado un piso de 80 m² en Harlange con techos bajos y poca luz. ¿Cuánto cuesta un proyecto de distribución, colores e iluminación antes de comprar los muebles? ¿Se cobra por hora o un precio cerrado?",
    "interior-design", "Lac de la Haute-Sûre", "Harlange", kind="d", nu="U", situation="cost of a layout, colour and lighting plan for a low, dark flat")
add("es-t15", "Tengo que aprobar el Sproochentest para la nacionalidad dentro de un año. ¿Cuánto cuestan las clases particulares de luxemburgués? ¿Es mejor online o presencial, y cuántas horas a la semana recomiendan?",
    None, None, None, kind="d", nu="U", situation="private Luxembourgish lessons for the citizenship language test")
