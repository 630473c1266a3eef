MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien, eis Toilette leeft dauernd no an d'Spullkëscht fëllt sech net méi richteg, brauch een Sanitär zu Wooltz wann et geet nach virum Weekend",
    "plumbing", "Wiltz", "Wooltz", situation="Toilet cistern keeps running and does not refill properly")
add("lb-s02", "Salut, ech sichen en Elektriker deen eng Wallbox (11 kW) an der Garage installéiert, d'Haus ass zu Ëlwen an den Auto gëtt den 12ten Januar geliwwert.",
    "electrical", "Troisvierges", "Ëlwen", situation="Install an 11 kW wallbox in the garage before the car arrives")
add("lb-s03", "HËLLEF sinn ausgespaart 🙈 Dier ass zougefall an de Schlëssel läit bannen um Dësch, Appartement um Lampertsbierg, wéi séier kann een do sinn??",
    "locksmith", "Luxembourg", "Lampertsbierg", situation="Door slammed shut with the key inside the flat")
add("lb-s04", "D'Plättercher (carrelage) um Buedem an der Kiche si gesprong an e puer wackelen, ongeféier 12 m2, wier zu Bascharage, wie mécht esou eppes?",
    "tiling", "Käerjeng", "Bascharage", situation="Cracked and loose kitchen floor tiles, about 12 m2")
add("lb-s05", "Mir plënneren den 28ten Mäerz vu Kielen op Arel, 3-Zëmmer-Appartement am zweete Stack ouni Lift, wie kann dat maachen a wat kascht dat?",
    "moving", "Kehlen", "Kielen", distractors=["Arel"], situation="Move of a 3-room flat without lift to Arlon (Belgium), loading in Kehlen")
add("lb-s06", "Sichen eng Botzfra oder eng Firma déi all zweet Woch eist Haus zu Klierf botzt, ca. 160 m2, d'Fënsteren och",
    "cleaning", "Clervaux", "Klierf", situation="Fortnightly house cleaning including windows")
add("lb-s07", "Mir wëllte gär de Rasen hannert dem Haus komplett nei uleeë loossen an zwou al Tujaen eraushuele loossen, mir wunnen zu Hosingen.",
    "gardening", "Parc Hosingen", "Hosingen", situation="New lawn and removal of two old thujas")
add("lb-s08", "eisen Miele Dréchner gëtt net méi waarm, en leeft 2 Stonnen an d'Wäsch ass nach ëmmer naass, ass een an der Géigend vun Ettelbréck deen dat flécke kann",
    "appliance-repair", "Ettelbruck", "Ettelbréck", situation="Tumble dryer no longer heats")
add("lb-s09", "Brauch flott Fotoe vun eisem Haus zu Esch-Sauer fir d'Annonce um Immobilieportal, och mat Drone wa méiglech.",
    "photography", "Esch-sur-Sûre", "Esch-Sauer", situation="Property photos with drone for a sale listing")
add("lb-s10", "wat kascht ongeféier eng PV Anlag vun 10 kWp op engem Süddaach zu Wäiswampech mat Montage?",
    "solar", "Weiswampach", "Wäiswampech", situation="Price of a 10 kWp photovoltaic system on a south roof")

add("lb-t01", "Moien. Bei eis zu Hamiville gëtt de Buedem am Buedzëmmer net méi waarm, an der Stuff ass de Buedem awer wéi ëmmer schéi waarm. Den Thermostat am Buedzëmmer steet op 23 Grad an dat klengt Luuchtchen drop brennt. Um Verdeeler am Keller ass ee vun de Réierchen, deen fir d'Buedzëmmer, ganz kal. Den Drock weist 1,2 bar. Kann do een nokucken?",
    "heating", "Wincrange", "Hamiville", kind="a", nu="U", situation="One underfloor heating loop (bathroom) stays cold, manifold pipe cold")
add("lb-t02", "Nom Stuerm vu gëscht Owend leien e puer Schifer vum Giewel am Gaart. Elo dréchent et Waasser um Späicher bei der Kamäin eran, ech hunn en Eemer drënner gestallt. Mir sinn zu Harel, d'Haus ass vun 1962. Et soll den Donneschdeg nees reenen. Wie kann nach virdrun eng Plane driwwer maachen oder et direkt flécken?",
    "roofing", "Lac de la Haute-Sûre", "Harel", not_place=["Giewel"], kind="a", nu="U", situation="Slates blown off after a storm, water dripping into the attic near the chimney")
add("lb-t03", "Zënter ongeféier zwou Wochen héiere mir nuets e Gekraz am Plafong vum Schlofzëmmer. Haut de Moien hu mir an der Speis kleng schwaarz Kréimelen fonnt an e Pak Räis war ugeknabbert. D'Kaz interesséiert sech net emol dofir 😅 Mir wunnen zu Wilwerwiltz. Wat kann ee maachen, a wie kënnt dat sech ukucken?",
    "pest-control", "Kiischpelt", "Wilwerwiltz", kind="a", nu="U", situation="Scratching in the ceiling at night, droppings and a gnawed rice bag")
add("lb-t04", "Gudde Moien, bei eis zu Niederfeulen huet d'Fassad e Rass vun der Fënster bis erof op de Sockel. Den Noper sot, ech soll einfach Silikon drasprëtzen, dat géif et halen. Dat hunn ech am Summer gemaach, mä elo ass de Rass méi breet an de Crépi fält ronderëm d'Fënster of. Ech mengen elo brauch ech e Maurer deen sech dat richteg ukuckt. Wann dir een hutt, gär e Rendez-vous den nächste Samschdeg.",
    "masonry", "Feulen", "Niederfeulen", kind="b", nu="N", situation="Facade crack filled with silicone on the neighbour's advice has widened, render falling off")
add("lb-t05", "Mäi Schwoer huet gesot, ech kéint einfach iwwer déi al Tapéit dréiwer goen, dat géif keen gesinn. Elo hunn ech am Living iwwerall Blosen an d'Tapéit geet un den Nähten op. Déi Tapéit muss elo komplett erof an d'Maueren mussen nees propper a wäiss ginn, ongeféier 45 m2. D'Haus ass zu Bauschelt. Kann een dat bis Ufank Februar maachen?",
    "painting", "Boulaide", "Bauschelt", kind="b", nu="U", situation="Painted over old wallpaper on a relative's advice, now blistering; strip and redo walls")
add("lb-t06", "Mir hunn eng Eechentrap am Haus zu Bourscheid. Am Geschäft hu se eis e Parkettlack ugedréint a gesot, deen kéint een einfach iwwer den alen Ueleg drop maachen. Elo ass alles klibbreg, de Lack hält net a gëtt wäisslech op de Stufen. D'Trap muss wuel ofgeschléift an nei gemaach ginn, 16 Stufen an d'Geländer. Wien huet Erfahrung mat sou Trappen?",
    "carpentry", "Bourscheid", "Bourscheid", kind="b", nu="U", situation="Shop-recommended lacquer over oiled oak stairs stays sticky; sand and refinish 16 steps")
add("lb-t07", "Mir hunn eng Garage bauen gelooss an den Entrepreneur wëllt elo 8.400 € méi wéi am Devis. Mäi Monni sot, mir sollen einfach näischt bezuelen, dann géif hie sech scho mellen. Elo hu mir eng Mise en demeure per Recommandé kritt mat enger Frist vu 15 Deeg. Ech mengen mir brauche séier en Affekot deen sech mam Baurecht auskennt. Geet dat och per Telefon oder Visio?",
    "legal", None, None, kind="b", nu="N", situation="Builder claims 8,400 EUR over the quote; uncle said not to pay, now a formal notice")
add("lb-t08", "Moien, ech sinn am Comité vum Tennisclub zu Mäerzeg. An eisem Clubhaus fält de WLAN all puer Stonnen aus an den Drécker am Büro fënnt de Laptop net méi. Samschdes hu mir en Tournoi mat Online-Umeldung, do brauche mer dat. Kéint een dat virdrun nokucken an eventuell en zweeten Access Point montéieren? Rechnung w.e.g. op de Club.",
    "it-support", "Mertzig", "Mäerzeg", kind="c", nu="U", situation="Tennis club house Wi-Fi drops and office printer not found before a tournament")
add("lb-t09", "Mir bedreiwen e klenge Camping bei Dahl. Virun der Saison mussen d'Wisen op de Stellplazen nei ugesaat ginn an dräi stierwend Bierken bei de Sanitäranlagen mussen ewech, ier se engem op de Won falen. Mir sichen e Gäertner deen dat am Abrëll mécht. Et kéint och e Kontrakt fir de ganze Summer ginn fir d'Wisen ze méinen.",
    "gardening", "Goesdorf", "Dahl", kind="c", nu="N", situation="Campsite needs pitches reseeded, three dying birches felled and summer mowing")
add("lb-t10", "Mir hunn e Restaurant zu Pommerloch iwwerholl a wëllen de Sall méi gemittlech maachen. Am Moment sinn et 60 Plazen an engem laange Raum mat Neonliicht, dat wierkt wéi eng Kantin. Mir bräichten e Plang: wéi een d'Dëscher stellt, wéi eng Faarwen, wéi eng Luuchten an ob eng Bar an d'Mëtt passt. Ausféiere kéinte mir duerno mat eisen eegene Leit. Wie mécht esou Konzepter?",
    "interior-design", "Winseler", "Pommerloch", kind="c", nu="U", situation="Restaurant dining room feels like a canteen; layout, colour and lighting plan")
add("lb-t11", "Mir sinn eng Dachdeckerfirma mat 14 Leit. Vill vun eise Leit schwätze Portugisesch, an d'Sécherheetsinstruktioune fir d'Gerüst an d'Seeler existéieren nëmmen op Däitsch. D'ITM wëllt dass se fir jiddereen verständlech sinn. Et sinn ongeféier 22 Säiten. Wie kann eis déi op Portugisesch an op Franséisch liwweren?",
    "translation", None, None, kind="c", nu="U", situation="Roofing firm needs 22 pages of safety instructions in Portuguese and French")
add("lb-t12", "Ech hunn niewent mengem Job eng kleng Produktioun vun Hunneg an Eeër, 2025 waren et ongeféier 18.000 € Chiffre. Bis elo hunn ech alles selwer an engem Excel gemaach. Lount et sech e Comptabel ze huelen oder ass dat ze deier fir sou eng kleng Saach? Wat kascht dat ongeféier am Joer fir de Bilan an d'Steiererklärung?",
    "accounting", None, None, kind="d", nu="N", situation="Is an accountant worth it for a small honey and egg side business, and what does it cost")
add("lb-t13", "Ech ginn Reitstonne fir Kanner an hätt gär eng Websäit wou d'Elteren d'Stonnen direkt reservéiere kënnen. Wat kascht dat ongeféier wann e Webdesigner dat mécht, mat Kalenner a Bezuelung online? Ass et besser eng eenzel Persoun ze huelen oder eng Agence? Ech hunn selwer keng Zäit fir mech do eranzeschaffen.",
    "web-development", None, None, kind="d", nu="N", situation="Price of a booking website for riding lessons, freelancer or agency")
add("lb-t14", "Mir hunn vu menger Tatta en alt Haus zu Gouvy ierfgeschaft, just iwwer der Grenz. D'Buedzëmmer an d'Kiche sinn aus de 70er Joren an d'Elektresch ass nach mat Porzeläinssécherungen. Lount et sech dat alles ze moderniséieren ier mir et verlounen, oder verkafe mir et besser sou wéi et ass? Mat wéi engem Budget misst ee rechne fir Buedzëmmer, Kichen an Elektresch zesummen?",
    "renovation", "abroad", "Gouvy", kind="d", nu="U", situation="Inherited 1970s house across the Belgian border: worth modernising bathroom, kitchen and wiring before renting?")
add("lb-t15", "Eise Jong ass an der 4e am Lycée an huet a Mathé a Franséisch Problemer. De Prof mengt, e bësse Nohëllef zweemol d'Woch géif him gutt doen. Wat kascht sou eppes normalerweis pro Stonn? Ass et besser e Student ze huelen oder eng Nohëllefsschoul?",
    None, None, None, kind="d", nu="U", situation="Private tutoring for a secondary-school pupil: price and student vs school")

# ---------------- French ----------------
add("fr-s01", "Bonjour, on m'a volé mon sac avec les clés et ma carte d'identité hier soir, je voudrais faire changer le cylindre de la porte d'entrée de mon appartement à Bonnevoie aujourd'hui si possible.",
    "locksmith", "Luxembourg", "Bonnevoie", situation="Keys stolen with handbag; change the entrance door cylinder the same day")
add("fr-s02", "mon four siemens iQ500 ne chauffe plus que par le bas depuis dimanche quelqu'un peut passer au howald cette semaine",
    "appliance-repair", "Hesperange", "howald", situation="Oven only heats from the bottom element")
add("fr-s03", "Nous déménageons de Mondorf-les-Bains à Metz le samedi 14 février (maison 4 chambres, environ 35 m3, beaucoup de cartons de livres), pouvez-vous nous envoyer un devis?",
    "moving", "Mondorf-les-Bains", "Mondorf-les-Bains", distractors=["Metz"], situation="House move of about 35 m3 to Metz, France; loading in Mondorf")
add("fr-s04", "Les travaux de notre maison à Moutfort se terminent le 20, il faudrait un nettoyage complet de fin de chantier (poussière de plâtre partout, vitres, sols) avant qu'on emménage.",
    "cleaning", "Contern", "Moutfort", situation="Post-construction clean of plaster dust, windows and floors before moving in")
add("fr-s05", "Je cherche un électricien pour ajouter deux prises et un éclairage extérieur sur la terrasse de notre maison à Bettembourg, juste derrière la gare.",
    "electrical", "Bettembourg", "Bettembourg", not_place=["gare"], situation="Two outdoor sockets and terrace lighting")
add("fr-s06", "Les joints du carrelage de la cuisine sont noircis et s'effritent, on voudrait refaire tous les joints sur environ 20 m2 de sol (L-5540).",
    "tiling", "Remich", "L-5540", situation="Regrout about 20 m2 of crumbling kitchen floor tile joints")
add("fr-s07", "Pour les 80 ans de ma mère le 7 mars, on cherche un photographe pour trois heures l'après-midi dans la salle des fêtes de Sandweiler.",
    "photography", "Sandweiler", "Sandweiler", situation="Photographer for a mother's 80th birthday party")
add("fr-s08", "On a une maison à Zoufftgen (juste après Dudelange, côté France) et on voudrait des panneaux photovoltaïques sur le toit du garage, vous intervenez là-bas?",
    "solar", "abroad", "Zoufftgen", distractors=["Dudelange", "France"], situation="PV panels on a garage roof in a French border village")
add("fr-s09", "Nous aimerions planter un petit verger de 8 arbres fruitiers (pommiers, mirabelliers) dans notre prairie à Aspelt, qui peut conseiller et planter en novembre?",
    "gardening", "Frisange", "Aspelt", situation="Plant a small orchard of eight fruit trees")
add("fr-s10", "depuis que la commune a changé le compteur d'eau la pression est très faible à tous les robinets et la douche coule à peine on est à L-3360",
    "plumbing", "Leudelange", "L-3360", situation="Very low water pressure at all taps since the water meter was replaced")

add("fr-t01", "Depuis une semaine, tout saute dès que j'allume le four et la bouilloire en même temps. Ce matin le différentiel a sauté trois fois de suite sans que j'allume quoi que ce soit. La maison date de 1985, à Tétange, et le tableau n'a jamais été refait. J'ai deux enfants en bas âge, je préfère ne pas jouer avec ça. Quelqu'un peut venir jeter un œil rapidement ?",
    "electrical", "Kayl", "Tétange", kind="a", nu="U", situation="Residual-current breaker trips repeatedly, old fuse board")
add("fr-t02", "Notre terrasse en bois (pin traité, posée en 2014) commence à bouger : plusieurs lames sont gondolées et deux sont devenues molles, on a failli passer à travers. Les plots en dessous ont l'air corrects mais je n'en suis pas sûr. On fait la communion de notre fille le 3 mai à la maison à Hassel et il y aura 40 personnes dessus. Qu'est-ce qu'on peut faire d'ici là ?",
    "carpentry", "Weiler-la-Tour", "Hassel", kind="a", nu="U", situation="Warped and soft boards on a wooden deck before a family party")
add("fr-t03", "Quand il pleut fort, l'eau déborde par-dessus la gouttière côté rue et coule en cascade devant la porte d'entrée. On voit aussi de la mousse et des feuilles qui dépassent. Depuis l'échelle, j'ai l'impression que la gouttière penche dans le mauvais sens. Maison à Greiveldange, un étage plus combles. Ça peut être regardé avant l'hiver ?",
    "roofing", "Stadtbredimus", "Greiveldange", kind="a", nu="U", situation="Street-side gutter overflows in heavy rain and seems to slope the wrong way")
add("fr-t04", "Bonjour, mon beau-frère m'a dit de remonter la pression de la chaudière à 3 bars « pour que ça chauffe mieux ». Depuis, la soupape de sécurité goutte dans un seau et la pression redescend à 1 bar chaque nuit. C'est une Vaillant ecoTEC de 2016, maison à Filsdorf. Il me faudrait un chauffagiste pour vérifier la soupape et le vase d'expansion. Je suis disponible le matin avant 11h.",
    "heating", "Dalheim", "Filsdorf", kind="b", nu="N", situation="Boiler pressure raised to 3 bar on a relative's advice; safety valve now drips")
add("fr-t05", "Le vendeur du magasin de bricolage m'a assuré que sa peinture « spéciale pièces humides » tiendrait sans sous-couche au plafond de la salle de bain. Six mois après, elle s'écaille par plaques au-dessus de la douche. Je voudrais que ce soit fait correctement cette fois : gratter, préparer et refaire le plafond, environ 8 m². C'est à Munsbach, appartement au premier étage.",
    "painting", "Schuttrange", "Munsbach", kind="b", nu="U", situation="Bathroom ceiling paint applied without primer on a shop's advice is peeling")
add("fr-t06", "Notre propriétaire nous a dit de mettre nous-mêmes du poison acheté au supermarché contre les souris dans la cave. Résultat : il y en a toujours, et maintenant ça sent très mauvais derrière l'armoire de la buanderie. On a un chat et un bébé de 8 mois, on ne veut plus de produits qui traînent. Maison de location à Bivange. Qui peut venir trouver par où elles entrent et régler ça proprement ?",
    "pest-control", "Roeser", "Bivange", kind="b", nu="U", situation="Landlord's DIY mouse poison failed; mice remain and a smell behind a cupboard")
add("fr-t07", "Un ami m'a dit que je pouvais signer le compromis de vente et me rétracter plus tard sans frais si la banque refusait. La banque a refusé le prêt, mais le compromis n'avait pas de clause suspensive et le vendeur réclame maintenant 10 % du prix, soit 52 000 €. J'ai reçu une lettre de son avocat. Il me faut un avocat de mon côté, rapidement. Un premier rendez-vous en visio est-il possible ?",
    "legal", None, None, kind="b", nu="N", situation="Signed a sale agreement without a loan condition on a friend's advice; seller claims 10%")
add("fr-t08", "Nous sommes un cabinet de kinésithérapie avec trois praticiens au Senningerberg. Depuis la mise à jour de Windows, l'ordinateur de l'accueil ne voit plus l'imprimante d'étiquettes et le logiciel de rendez-vous se fige plusieurs fois par jour. Nous voudrions aussi que les trois postes sauvegardent automatiquement les dossiers patients. Quelqu'un peut-il passer un soir après 19 h ?",
    "it-support", "Niederanven", "Senningerberg", kind="c", nu="U", situation="Physiotherapy practice: label printer lost after Windows update, freezing software, backups")
add("fr-t09", "Nous sommes un domaine viticole familial à Canach. Nous voulons transformer l'ancienne grange en salle de dégustation pour une trentaine de personnes. Il nous faut un plan d'aménagement : comptoir, rangement des bouteilles, mobilier, éclairage et ambiance, en gardant les vieilles poutres. Les travaux seront faits par des artisans que nous connaissons déjà. Qui peut nous proposer un concept avec planches d'ambiance et budget ?",
    "interior-design", "Lenningen", "Canach", kind="c", nu="U", situation="Winery turning a barn into a tasting room needs a layout and lighting concept")
add("fr-t10", "Notre crèche accueille beaucoup de familles portugaises et anglophones. Le règlement d'ordre intérieur et le guide pour les parents n'existent qu'en français, une quarantaine de pages en tout. Nous aimerions les avoir en portugais et en anglais pour la rentrée de septembre. Pouvez-vous nous faire une offre ?",
    "translation", None, None, kind="c", nu="U", situation="Day nursery wants its 40-page parents' guide in Portuguese and English")
add("fr-t11", "Je suis trésorière bénévole d'un club de handball. Notre ancien trésorier est parti et personne ne sait faire les fiches de salaire de nos deux entraîneurs ni les déclarations au CCSS. Nous cherchons un comptable ou une fiduciaire qui prendrait en charge la comptabilité et les salaires du club, idéalement à un tarif associatif. Les comptes 2025 doivent être présentés à l'assemblée générale en mars.",
    "accounting", None, None, kind="c", nu="N", situation="Handball club needs bookkeeping and payroll for two coaches")
add("fr-t12", "Nous habitons à Assel et nous hésitons à aménager nos combles en chambre avec salle d'eau pour notre fils. Il faudrait isoler, poser des fenêtres de toit, faire l'électricité, la plomberie et le sol. Est-ce que ça vaut le coup par rapport à un agrandissement ? Quel budget approximatif pour environ 35 m² ?",
    "renovation", "Bous-Waldbredimus", "Assel", kind="d", nu="U", situation="Is converting the attic into a bedroom with shower room worth it, and the budget")
add("fr-t13", "Dans notre maison à Remerschen, nous voudrions ouvrir le mur entre la cuisine et le séjour sur environ 3 mètres. D'après l'ancien propriétaire, le mur est porteur. Faut-il forcément un ingénieur en plus du maçon, et combien coûte en général la pose d'une poutre en acier ? Peut-on rester dans la maison pendant les travaux ?",
    "masonry", "Schengen", "Remerschen", kind="d", nu="N", situation="Opening a load-bearing wall between kitchen and living room: engineer, steel beam cost")
add("fr-t14", "Je fabrique des bougies et des savons artisanaux et je vends pour l'instant sur les marchés et sur Instagram. Je me demande s'il vaut mieux passer par Shopify moi-même ou faire appel à un développeur web pour une boutique en ligne sur mesure. Combien coûte en moyenne une boutique avec une cinquantaine de produits et le paiement Payconiq ? Et la maintenance, c'est combien par an ?",
    "web-development", None, None, kind="d", nu="N", situation="Shopify alone or a web developer for a 50-product candle and soap shop, and costs")
add("fr-t15", "Ma voiture a un enfoncement sur la portière et la peinture est éraflée sur 30 cm après un accrochage sur un parking. Est-ce que ça vaut la peine de passer par l'assurance ou vaut-il mieux payer directement un carrossier ? Vous avez des adresses de carrosseries pas trop chères ?",
    None, None, None, kind="d", nu="U", situation="Car door dent and scratched paint: insurance or pay a body shop")

# ---------------- German ----------------
add("de-s01", "Bei uns in Echternach drückt das Abwasser im Keller aus dem Bodenablauf hoch, sobald die Waschmaschine abpumpt, kann heute noch jemand kommen?",
    "plumbing", "Echternach", "Echternach", situation="Waste water backs up through the cellar floor drain when the washer pumps out")
add("de-s02", "Die Gegensprechanlage in unserem Mehrfamilienhaus in Grevenmacher (6 Parteien) ist komplett tot, wir suchen einen Elektriker der das reparieren oder erneuern kann.",
    "electrical", "Grevenmacher", "Grevenmacher", not_place=['einen'], situation="Dead door intercom in a six-unit block of flats")
add("de-s03", "hallo wir stehen vor unserem ferienhaus in stolzembourg und die tür geht nicht auf weil der vermieter uns den falschen schlüssel geschickt hat bitte dringend",
    "locksmith", "Putscheid", "stolzembourg", situation="Locked out of a holiday house, wrong key sent by the owner")
add("de-s04", "Wir ziehen Ende April von Eschweiler bei Aachen nach Bech (Einfamilienhaus, etwa 45 m³) und suchen ein Umzugsunternehmen, das auch beim Auspacken hilft.",
    "moving", "Bech", "Bech", distractors=["Eschweiler", "Aachen"], situation="Move from Eschweiler near Aachen (Germany) into Bech; labelled at the Luxembourg end")
add("de-s05", "Gesucht wird eine Reinigungsfirma für das Treppenhaus und den Keller eines Mehrfamilienhauses in Wasserbillig, einmal pro Woche ab Februar.",
    "cleaning", "Mertert", "Wasserbillig", situation="Weekly stairwell and cellar cleaning in a block of flats")
add("de-s06", "Unser Liebherr-Kühlschrank kühlt seit gestern nicht mehr richtig (8 Grad), das Gefrierfach ist aber noch kalt, wir wohnen in Roodt-sur-Syre.",
    "appliance-repair", "Betzdorf", "Roodt-sur-Syre", situation="Fridge compartment warm while the freezer still works")
add("de-s07", "Der Wechselrichter unserer PV-Anlage (SMA Sunny Boy, 8 kWp) in Niederdonven speist laut App seit drei Tagen nichts mehr ein, obwohl die Sonne scheint.",
    "solar", "Flaxweiler", "Niederdonven", situation="PV inverter has fed in nothing for three sunny days")
add("de-s08", "Wer kann in unserer Küche in Berbourg einen neuen Fliesenspiegel verlegen, etwa 4 m² Metrofliesen weiß, die alten Fliesen müssen vorher runter?",
    "tiling", "Manternach", "Berbourg", not_place=['einen'], situation="Replace about 4 m2 of kitchen splashback tiles")
add("de-s09", "Suche jemanden, der bei uns in L-6210 etwa 120 m² Rollrasen verlegt und die zwei alten Apfelbäume fachgerecht schneidet.",
    "gardening", "Consdorf", "L-6210", situation="Lay 120 m2 of turf and prune two old apple trees")
add("de-s10", "Auf dem Flachdach unserer Garage in Befort wirft die Bitumenbahn Blasen und nach Regen tropft es innen am Tor, bitte um ein Angebot für eine Sanierung.",
    "roofing", "Beaufort", "Befort", situation="Blistered bitumen on a garage flat roof, leaking after rain")

add("de-t01", "Wir haben letztes Jahr an unser Haus in Biwer einen Anbau bekommen, mit drei neuen Heizkörpern. Im alten Teil wird alles warm, aber im Anbau bleiben die Heizkörper kalt oder höchstens lauwarm, auch wenn die Thermostate auf 5 stehen. Es ist eine Gas-Brennwerttherme, der Druck liegt bei 1,5 bar. Entlüftet haben wir schon, ohne Erfolg. Woran kann das liegen?",
    "heating", "Biwer", "Biwer", not_place=['einen'], kind="a", nu="U", situation="Radiators in a new extension stay cold while the old house heats")
add("de-t02", "Im Dachzimmer bildet sich nach jedem stärkeren Regen ein brauner Fleck an der Schräge, genau unter dem Dachfenster. Der Fleck wird größer und die Tapete löst sich schon. Das Fenster selbst schließt dicht, innen am Rahmen ist nichts nass. Haus in Vianden, Schieferdach, ungefähr 30 Jahre alt. Wir vermieten das Zimmer ab März an eine Studentin.",
    "roofing", "Vianden", "Vianden", kind="a", nu="U", situation="Brown stain spreading below a roof window after heavy rain")
add("de-t03", "An der Außenwand unserer Garage in Osweiler läuft ein Riss schräg von der Fensterecke nach unten. Ich habe im Oktober Gipsmarken gesetzt, und jetzt sind sie gerissen, der Spalt ist etwa 2 mm breiter geworden. Die Garage ist aus Hohlblocksteinen gemauert und verputzt. Aus diesem Grund mache ich mir langsam Sorgen. Wer kann sich das ansehen und es dauerhaft reparieren?",
    "masonry", "Rosport-Mompach", "Osweiler", not_place=["Grund"], kind="a", nu="U", situation="Diagonal crack in a block garage wall widening past plaster tell-tales")
add("de-t04", "Unser Nachbar hat uns geraten, die Fassade vor dem Streichen einfach mit dem Hochdruckreiniger abzuspritzen, dann würde die Farbe schon halten. Wir haben das letztes Jahr so gemacht und selbst gestrichen. Jetzt blättert die Farbe an der Wetterseite großflächig ab, und darunter ist der alte Anstrich ganz kreidig. Wir suchen einen Maler, der das diesmal richtig vorbereitet und streicht, ca. 140 m² Fassade, Haus in Berdorf. Ein Gerüst müsste wohl gestellt werden.",
    "painting", "Berdorf", "Berdorf", not_place=['einen'], kind="b", nu="N", situation="Facade repainted after pressure washing on a neighbour's advice is flaking")
add("de-t05", "Unsere Haustür aus Eiche hat im Winter geklemmt, und mein Schwiegervater meinte, ich solle sie einfach unten mit dem Hobel etwas abnehmen. Jetzt ist unten ein Spalt von fast einem Zentimeter und es zieht eiskalt herein. Außerdem ist die Kante roh und das Holz saugt sich bei Regen voll. Kann jemand die Tür in Christnach wieder richten, vielleicht mit einer neuen unteren Leiste und Dichtung?",
    "carpentry", "Waldbillig", "Christnach", not_place=["Holz"], kind="b", nu="U", situation="Oak front door planed down by a relative now leaves a draughty gap")
add("de-t06", "Im Baumarkt hat man mir ein Ultraschallgerät gegen Tauben verkauft, das ich auf den Balkon gestellt habe. Die Tauben sitzen jetzt direkt daneben 🙄 und gurren schon vor meinem Wecker um 6 Uhr. Balkon und Markise sind voller Kot, und in der Ecke hinter den Blumenkästen brüten sie schon. Wohnung in Bonneweg, vierter Stock. Wer kann das Nest entfernen und den Balkon dauerhaft taubensicher machen?",
    "pest-control", "Luxembourg", "Bonneweg", not_place=["Wecker"], kind="b", nu="U", situation="Ultrasonic pigeon repeller from a DIY store useless; pigeons nesting on a balcony")
add("de-t07", "Mein Nachbar hat mir letzten Herbst gesagt, ich dürfe die Äste seines Nussbaums, die über meine Garage hängen, einfach selbst absägen. Das habe ich gemacht. Jetzt verlangt seine Tochter, der das Grundstück inzwischen gehört, 3.500 € Schadenersatz, weil der Baum angeblich dadurch krank geworden ist. Ich brauche einen Anwalt für Nachbarrecht, der mir sagt, ob das überhaupt haltbar ist.",
    "legal", None, None, not_place=['einen'], kind="b", nu="N", situation="Cut a neighbour's overhanging branches with permission; new owner claims damages")
add("de-t08", "Wir sind eine Bäckerei in Junglinster und bekommen im Februar neue digitale Menüboards im Laden. Dafür brauchen wir gute Fotos von rund 40 Produkten, also Brote, Teilchen und Torten, am besten freigestellt. Gibt es einen Fotografen, der das an einem Vormittag bei uns vor Ort machen kann? Die Bilder möchten wir auch auf Facebook nutzen dürfen.",
    "photography", "Junglinster", "Junglinster", not_place=['einen'], kind="c", nu="N", situation="Bakery needs product photos of about 40 items for digital menu boards")
add("de-t09", "Unser Weingut in Ehnen hat einen kleinen Hofladen mit Kasse und ein Büro mit zwei PCs. Seit der Umstellung auf Glasfaser fällt das Kartenterminal an der Kasse immer wieder aus, und das WLAN erreicht den Verkostungsraum nicht. Anfang Mai ist Tag der offenen Weinkeller, da müssen Kasse und Internet laufen. Wer kann sich das Netzwerk vor Ort anschauen?",
    "it-support", "Wormeldange", "Ehnen", not_place=['einen'], kind="c", nu="U", situation="Winery shop: card terminal drops since fibre switch, Wi-Fi does not reach tasting room")
add("de-t10", "Wir führen ein Familienhotel in Echternach mit 22 Zimmern. Ein Großteil unserer Gäste kommt aus den Niederlanden, aber Speisekarte, Hausordnung und Wanderbeschreibungen gibt es bisher nur auf Deutsch und Französisch. Wir hätten das alles gern auch auf Niederländisch, insgesamt etwa 15 Seiten. Was würde das kosten und wie schnell ginge das?",
    "translation", None, None, distractors=["Echternach"], not_place=['führen'], kind="c", nu="U", situation="Hotel wants menu, house rules and hiking texts in Dutch (about 15 pages)")
add("de-t11", "Ich habe eine Zahnarztpraxis in Bastendorf übernommen, und das Wartezimmer sieht aus wie 1995. Die Patienten sind oft nervös, ich hätte gern einen ruhigen, freundlichen Raum mit Kinderecke. Gesucht ist jemand, der ein Konzept für Möbel, Farben, Licht und Aufteilung macht, die Ausführung organisiere ich dann selbst. Das Budget für Möbel und Leuchten liegt bei etwa 15.000 €.",
    "interior-design", "Tandel", "Bastendorf", not_place=['einen'], kind="c", nu="U", situation="Dental practice waiting room redesign concept with a children's corner")
add("de-t12", "Meine Eltern (78 und 81) wohnen in Langsur, direkt gegenüber von Wasserbillig auf der deutschen Seite. Das Bad im Obergeschoss hat noch eine Wanne mit hohem Rand, die sie kaum noch schaffen. Lohnt es sich, das ganze Bad barrierefrei umzubauen, mit bodengleicher Dusche, Haltegriffen und breiterer Tür, oder lieber ein neues Bad unten einrichten? Mit welchen Kosten und welcher Bauzeit muss man ungefähr rechnen?",
    "renovation", "abroad", "Langsur", distractors=["Wasserbillig"], kind="d", nu="U", situation="Parents' bathroom across the border in Germany: worth a barrier-free refit?")
add("de-t13", "Wir haben im Sommer geheiratet und müssen jetzt zum ersten Mal eine gemeinsame Steuererklärung machen. Ich bin Grenzgänger aus Deutschland, meine Frau arbeitet in Luxemburg. Lohnt sich dafür ein Steuerberater, oder schafft man das mit MyGuichet allein? Was kostet so etwas ungefähr?",
    "accounting", None, None, distractors=["Deutschland", "Luxemburg"], kind="d", nu="N", situation="First joint tax return of a cross-border couple: is a tax adviser worth it")
add("de-t14", "Unser Musikverein hat eine Webseite, die 2012 mit Joomla gebaut wurde und auf dem Handy kaum lesbar ist. Außerdem fehlt ein Cookie-Banner, und die Datenschutzerklärung ist veraltet. Lohnt es sich, die alte Seite anzupassen, oder sollte ein Webentwickler lieber alles neu aufsetzen, zum Beispiel mit WordPress? Mit welchen Kosten muss ein Verein rechnen?",
    "web-development", None, None, kind="d", nu="N", situation="Music society's 2012 Joomla site: adapt or rebuild, and cost")
add("de-t15", "Unser Hund, ein acht Monate alter Labrador, zieht an der Leine und springt jeden Besuch an. Lohnt sich eine Hundeschule, oder sind Einzelstunden bei einem Trainer, der nach Hause kommt, besser? Was kosten solche Stunden ungefähr?",
    None, None, None, kind="d", nu="U", situation="Dog training for a young Labrador: group school or home sessions, price")

# ---------------- English ----------------
add("en-s01", "The shower drain in our flat in Clausen takes ages to empty and there's a nasty smell coming up from it, can a plumber come this week?",
    "plumbing", "Luxembourg", "Clausen", situation="Slow-draining, smelly shower drain")
add("en-s02", "Looking for an electrician to fit ceiling lights in three rooms of our new rental in Strassen, right now there are just bare wires hanging from the ceiling.",
    "electrical", "Strassen", "Strassen", situation="Fit ceiling lights where only bare wires hang")
add("en-s03", "Can someone come to L-8050 today to open a small Yale safe, we forgot the code and can't find the emergency key anywhere 😬",
    "locksmith", "Bertrange", "L-8050", situation="Open a home safe after forgetting the code")
add("en-s04", "hi we're moving out of a 2 bed flat on kirchberg to brussels on jan 31 and need a quote for packing + transport, about 20 m3",
    "moving", "Luxembourg", "kirchberg", distractors=["brussels"], situation="Move of a two-bedroom flat to Brussels; loading in Kirchberg")
add("en-s05", "We need a cleaning company for our 120 m2 office in Capellen, twice a week in the evening, ideally starting 1 February.",
    "cleaning", "Mamer", "Capellen", situation="Twice-weekly evening office cleaning")
add("en-s06", "Our Bosch dishwasher has started leaving everything wet and gritty even though I cleaned the filter, we're in Bereldange, anyone who repairs these?",
    "appliance-repair", "Walferdange", "Bereldange", situation="Dishwasher leaves dishes wet and gritty despite a clean filter")
add("en-s07", "The lawn behind our house in Mullendorf is more moss than grass by now, we'd like someone to scarify, reseed and fix the bare patches this spring.",
    "gardening", "Steinsel", "Mullendorf", not_place=["grass"], situation="Mossy lawn to scarify and reseed")
add("en-s08", "Two of the wall tiles in our bathroom in Bridel are cracked (we still have spare ones from the builder), who could swap them without damaging the rest?",
    "tiling", "Kopstal", "Bridel", situation="Replace two cracked bathroom wall tiles with spares")
add("en-s09", "We'd like professional headshots for our team of 12 at our office near Findel, ideally one morning in late February with a plain backdrop.",
    "photography", "Sandweiler", "Findel", situation="Team headshots at an office")
add("en-s10", "Need help setting up a proper mesh wifi in our three-storey house in Schrassig, the home office in the attic gets basically zero signal.",
    "it-support", "Schuttrange", "Schrassig", situation="Mesh Wi-Fi for a three-storey house, attic office has no signal")

add("en-t01", "Since about a week the outdoor unit of our heat pump makes a loud knocking noise at night, every 10 minutes or so. The house is in Itzig and the unit sits right under the neighbours' bedroom window, so they are not amused. It's a Daikin Altherma, installed in 2021. What could this be and can someone look at it soon?",
    "heating", "Hesperange", "Itzig", kind="a", nu="U", situation="Heat pump outdoor unit knocks loudly at night")
add("en-t02", "We came back from a trip to Barcelona ten days ago and since then I wake up with itchy red bites in a line on my arms and legs. My husband has nothing. This morning I found tiny dark spots along the seams of the mattress and what looked like a small flat brown bug. We live in an apartment in Gasperich. I'm honestly freaking out, what do we do now?",
    "pest-control", "Luxembourg", "Gasperich", distractors=["Barcelona"], kind="a", nu="U", situation="Bites in a line and spots on the mattress seams after a trip (bed bugs)")
add("en-t03", "After the hailstorm in June our app shows the panels only producing about half of what they made last summer. From the garden I can see that one of them has a spider-web crack. Our house is in Oetrange, 16 panels on the south side. The insurance wants a report on what exactly is damaged. Who can check this and write something up?",
    "solar", "Contern", "Oetrange", kind="a", nu="U", situation="PV output halved after hail, one panel visibly cracked, insurance report")
add("en-t04", "Our handyman sealed the gap around the chimney with expanding foam last autumn and said it would last years. Now the foam has gone crumbly and after every storm water runs down the inside of the chimney breast in the attic. We're in Mensdorf, the house is from the 70s. We clearly need a real roofer this time to redo the flashing properly. Can someone come before the next big rain?",
    "roofing", "Betzdorf", "Mensdorf", kind="b", nu="N", situation="Handyman's expanding foam around the chimney failed; roof leak; flashing to redo")
add("en-t05", "The block wall holding up the slope at the back of our garden in Olm has started to lean outwards, about 5 cm at the top. Our landlord says it's been like that forever and we should just paint it so it looks nicer. Last week a couple of blocks at the bottom cracked and soil is pushing through. Our kids play right next to it, so I don't want to wait. Can someone assess and fix it, so I can send the landlord a proper quote?",
    "masonry", "Kehlen", "Olm", kind="b", nu="U", situation="Garden retaining wall leaning and cracking; landlord said to just paint it")
add("en-t06", "We both work in Esch but bought a house in Audun-le-Tiche last year. The flooring shop told us we could lay the solid oak boards straight away on the underfloor heating, no need to let them acclimatise. Now there are gaps of 3-4 mm between the boards and some are cupping at the edges. About 40 m2 in the living room. Who could fix or relay this, do you cover that side of the border?",
    "carpentry", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="b", nu="U", situation="Solid oak floor laid without acclimatising on a shop's advice now gapping, house in France")
add("en-t07", "My HR manager told me that signing a mutual termination agreement was just a formality and would be better for my CV. I signed it, and now ADEM tells me I'm not entitled to unemployment benefits because I agreed to leave. I have a two-year-old and I've been with the company since before she was born. I need a lawyer who knows employment law and can tell me if anything can still be done.",
    "legal", None, None, not_place=["born"], kind="b", nu="N", situation="Signed a mutual termination on HR's advice; no unemployment benefit")
add("en-t08", "We're a small architecture firm with 6 people in Belair. The person who used to look after our computers has retired, and since then our NAS backups have stopped and the plotter only works from one laptop. We'd like someone on a monthly contract who can also set up Microsoft 365 properly. Please put the bill in the name of the company, not mine.",
    "it-support", "Luxembourg", "Belair", not_place=["bill"], kind="c", nu="U", situation="Architecture office needs backups fixed, plotter sharing and a monthly IT contract")
add("en-t09", "We run a co-working space in Hollerich and are taking over the floor above us, 280 m2 of empty open space. We need a layout with phone booths, a quiet zone, a kitchen corner and a few meeting rooms, plus a lighting and colour concept that matches downstairs. The fit-out itself will be done by our landlord's contractor. Who does this kind of concept with 3D views?",
    "interior-design", "Luxembourg", "Hollerich", kind="c", nu="U", situation="Co-working space needs a layout and lighting concept for a new 280 m2 floor")
add("en-t10", "Our small NGO in Luxembourg has just finished its annual report in English, about 30 pages with charts. The ministry that co-funds us wants it in French, and several donors would like a German version. We need both by mid-June. Could you send us a price per page and a timeline?",
    "translation", None, None, distractors=["Luxembourg"], kind="c", nu="U", situation="NGO annual report of about 30 pages into French and German")
add("en-t11", "We're a fintech startup that just hired our first three employees. Until now the founders did the books in a spreadsheet, but now we need proper payroll, social security registrations and the annual accounts. We're looking for an accountant or fiduciary that works with startups and speaks English. What would a monthly package usually include?",
    "accounting", None, None, kind="c", nu="N", situation="Startup hiring its first employees needs payroll and annual accounts")
add("en-t12", "We're about to buy a 1970s bungalow in Rameldange that still has the original kitchen, bathroom and carpets. Roughly what budget should we plan to bring kitchen, bathroom and floors up to date? And how long does something like that take, should we plan to rent somewhere else for a few months? We'd like to know before we make our final offer.",
    "renovation", "Niederanven", "Rameldange", kind="d", nu="U", situation="Budget and duration to modernise kitchen, bathroom and floors of a 1970s bungalow before buying")
add("en-t13", "Baby #2 is due in April and we're turning the small study into a nursery, about 3 x 4 m. Is it better to paint the walls or put up wallpaper, thinking of the baby and of cleaning? And what would a painter roughly charge for walls and ceiling? We're in Cents, flat on the ground floor.",
    "painting", "Luxembourg", "Cents", kind="d", nu="N", situation="Paint or wallpaper a nursery, and what a painter charges")
add("en-t14", "I'm an independent driving instructor and so far all my students come through word of mouth and Instagram. Would a website actually bring in more students, or is it a waste of money? What would a web developer charge for a simple 4-page site in English, French and Luxembourgish with a contact form?",
    "web-development", None, None, kind="d", nu="N", situation="Is a small multilingual site worth it for a driving instructor, and the price")
add("en-t15", "For my partner's 40th I'd love to have a private chef cook at home for 10 people instead of going to a restaurant. Is that usually much more expensive than catering? What's a realistic price per person with wine pairing?",
    None, None, None, kind="d", nu="U", situation="Price of a private chef for a dinner for ten")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, o esgoto da cozinha está entupido e a água volta para cima pela banca, moro em Oberkorn, alguém pode vir hoje ou amanhã?",
    "plumbing", "Differdange", "Oberkorn", situation="Blocked kitchen waste pipe, water coming back up into the sink")
add("pt-s02", "preciso de um eletricista para pôr 3 tomadas na garagem e uma linha à parte para a arca congeladora, casa em Rodange",
    "electrical", "Pétange", "Rodange", situation="Three garage sockets and a dedicated circuit for a chest freezer")
add("pt-s03", "SOCORRO fiquei trancada fora de casa e o bebé está lá dentro a dormir, a porta fechou com o vento, Esch/Alzette rue perto do parque, venham rápido por favor!!",
    "locksmith", "Esch-sur-Alzette", "Esch/Alzette", situation="Locked out with a sleeping baby inside after the door blew shut")
add("pt-s04", "Vou fazer mudança de Dudelange para Portugal (Braga) em julho, são só umas 15 caixas, uma cama e uma mota, quanto fica mais ou menos?",
    "moving", "Dudelange", "Dudelange", distractors=["Portugal", "Braga"], situation="Small move of boxes, a bed and a motorbike to Braga; loading in Dudelange")
add("pt-s05", "Procuro uma senhora para fazer limpeza (femme de ménage) 4 horas por semana, à sexta de manhã, apartamento em Schifflange com 2 quartos.",
    "cleaning", "Schifflange", "Schifflange", situation="Weekly four-hour home cleaning")
add("pt-s06", "a minha placa de indução whirlpool liga e desliga sozinha e às vezes apita sem eu tocar, moro em soleuvre, fazem reparação?",
    "appliance-repair", "Sanem", "soleuvre", situation="Induction hob switches itself on and off and beeps")
add("pt-s07", "Queria pôr carrelage no chão da garagem em Bergem, são uns 30 m2 e já comprei os mosaicos no Brico.",
    "tiling", "Mondercange", "Bergem", situation="Lay about 30 m2 of floor tiles in a garage")
add("pt-s08", "Preciso de alguém para cortar a relva do quintal e arrancar três tocos de árvores velhas em Ehlange, o quintal tem uns 400 m2.",
    "gardening", "Reckange-sur-Mess", "Ehlange", situation="Mow a 400 m2 garden and remove three old tree stumps")
add("pt-s09", "Quanto custa mais ou menos pôr painéis solares para aquecer a água do banho (solar térmico) numa casa em Garnich com 4 pessoas?",
    "solar", "Garnich", "Garnich", situation="Price of solar thermal hot water for a family of four")
add("pt-s10", "Com a tempestade partiram-se algumas telhas e já entra água no sótão, alguém que faça toiture em Rumelange pode vir ver antes do fim de semana?",
    "roofing", "Rumelange", "Rumelange", situation="Broken roof tiles after a storm, water entering the attic")

add("pt-t01", "Há uns dias que cheira muito a gasóleo na cave, ao pé da caldeira. Hoje vi que a parede atrás do queimador está preta de fuligem e a chama faz um barulho esquisito quando arranca. A casa é em Bettendorf e a instalação tem uns 20 anos. Tenho medo que aconteça alguma coisa, os miúdos dormem no andar de cima. O que é que devo fazer?",
    "heating", "Bettendorf", "Bettendorf", kind="a", nu="U", situation="Smell of heating oil and soot behind the oil burner")
add("pt-t02", "Os degraus de betão à frente da nossa casa em Diekirch estão a desfazer-se. Saem bocados quando se pisa e já se vê o ferro por dentro num dos degraus. A minha sogra tem 84 anos e vem cá todos os domingos, tenho medo que caia. São 5 degraus com uns 1,20 m de largura. Dá para arranjar ou tem de se fazer tudo novo?",
    "masonry", "Diekirch", "Diekirch", kind="a", nu="U", situation="Crumbling concrete front steps with exposed rebar")
add("pt-t03", "Todas as semanas aparecem formigas pequeninas na cozinha, vêm em fila de trás do rodapé e vão até ao armário do açúcar. Já pus gel do supermercado, desaparecem dois dias e voltam. Agora também apareceram na casa de banho. Moramos num rés-do-chão em Esch-sur-Alzette, prédio antigo. Alguém pode ver de onde vêm e acabar com isto?",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="Recurring trail of small ants from the skirting board in kitchen and bathroom")
add("pt-t04", "O meu primo pintou o quarto da minha filha com a tinta de fachada que sobrou da obra dele, disse que era igual e ainda mais resistente. Passadas três semanas ainda cheira forte e a parede ficou rugosa e com manchas. A miúda está a dormir na sala por causa do cheiro. Quero que alguém trate disto como deve ser, o quarto tem uns 12 m2, em Schouweiler. Podem dar um devis?",
    "painting", "Dippach", "Schouweiler", kind="b", nu="U", situation="Bedroom painted with leftover facade paint by a cousin; smell and patchy walls; redo")
add("pt-t05", "Comprámos um roupeiro embutido numa loja de móveis e o vendedor disse que era fácil montar nós mesmos no vão do quarto. Montámos, mas as portas de correr estão tortas, uma salta do trilho e há uma folga de 4 cm ao lado da parede. A loja agora diz que a montagem não é com eles. Alguém em Schieren consegue ajustar isto e fazer um acabamento à medida com a parede?",
    "carpentry", "Schieren", "Schieren", kind="b", nu="U", situation="Self-assembled built-in wardrobe on a shop's advice: crooked sliding doors, gap to the wall")
add("pt-t06", "Um colega do trabalho disse-me que para alugar um quarto não era preciso contrato escrito, que bastava pagar em dinheiro todos os meses. Agora o dono da casa quer que eu saia em 8 dias e não me devolve a caução de 1.200 €. Tenho os recibos do WhatsApp e umas mensagens dele. Preciso de um advogado que fale português, se possível, para saber os meus direitos.",
    "legal", None, None, kind="b", nu="N", situation="Room rented without a written contract on a colleague's advice; owner evicting and keeping deposit")
add("pt-t07", "O amigo do meu filho instalou-me um programa para 'limpar e acelerar' o computador. Desde então aparecem janelas de publicidade a toda a hora e o Chrome abre sozinho sites estranhos. O computador ficou ainda mais lento e tenho lá as fotos todas da família. Estou em Ingeldorf, alguém pode vir cá a casa pôr isto em ordem?",
    "it-support", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="A 'PC cleaner' installed by a son's friend brought pop-ups and slowdowns; family photos at risk")
add("pt-t08", "Temos um restaurante português na Gare com cozinha aberta. Vem aí a inspeção sanitária e o exaustor e os filtros estão cheios de gordura, tal como as paredes atrás do fogão. Precisamos de uma empresa de limpeza que faça uma limpeza a fundo da cozinha num domingo, que é quando estamos fechados. Podem mandar orçamento?",
    "cleaning", "Luxembourg", "Gare", kind="c", nu="N", situation="Restaurant needs a deep clean of a greasy kitchen and hood before a hygiene inspection")
add("pt-t09", "A nossa associação portuguesa organiza a festa de Santo António no dia 13 de junho no salão de Colmar-Berg. Vai haver rancho folclórico, sardinhada e uma marcha com as crianças. Queremos um fotógrafo que faça fotos e um pequeno vídeo para a página da associação. Quanto cobram por umas 5 horas?",
    "photography", "Colmar-Berg", "Colmar-Berg", kind="c", nu="N", situation="Portuguese association's feast: photos and a short video")
add("pt-t10", "Eu e o meu marido vamos abrir uma mercearia portuguesa em Reisdorf, num antigo talho com 70 m2. Não sabemos bem como pôr as prateleiras, o balcão do bacalhau, a vitrine dos queijos e a luz para ficar bonito e prático. Precisávamos de alguém que nos fizesse um plano e escolhesse cores e candeeiros. As obras depois fazemos com um empreiteiro conhecido.",
    "interior-design", "Reisdorf", "Reisdorf", kind="c", nu="U", situation="New Portuguese grocery in a former butcher's: shelving, counter and lighting plan")
add("pt-t11", "Somos uma associação cultural e desportiva com uns 150 sócios. Os estatutos foram escritos em português e para o registo no RCS precisam de estar em francês. São 9 páginas. Alguém nos pode fazer isto com um preço de associação?",
    "translation", None, None, kind="c", nu="U", situation="Association's 9-page statutes needed in French for registration")
add("pt-t12", "Moramos em Villerupt, do lado francês, e queremos transformar o rés-do-chão da casa num pequeno estúdio para a minha mãe, com casa de banho e kitchenette. A minha irmã, que vive em Rédange, diz que é mais barato comprar um apartamento. Vale a pena fazer obra? Quanto pode custar mais ou menos, uns 35 m2?",
    "renovation", "abroad", "Villerupt", distractors=["Rédange"], kind="d", nu="U", situation="Worth turning a ground floor into a studio for a mother (house in France)?")
add("pt-t13", "Tenho um apartamento alugado em Portugal e trabalho no Luxemburgo. Não sei se tenho de declarar essa renda aqui também e como evitar pagar imposto duas vezes. Vale a pena pagar a um contabilista para fazer a declaração deste ano? Quanto costuma custar?",
    "accounting", None, None, distractors=["Portugal", "Luxemburgo"], kind="d", nu="N", situation="Rental income in Portugal while working in Luxembourg: worth an accountant?")
add("pt-t14", "Sou personal trainer e dou aulas em casa dos clientes e ao ar livre. Agora quero um site onde as pessoas possam marcar e pagar as sessões. É melhor fazer eu num desses sites grátis ou pagar a um web designer? Quanto custa mais ou menos um site assim?",
    "web-development", None, None, kind="d", nu="N", situation="Booking and payment site for a personal trainer: DIY or web designer, price")
add("pt-t15", "Vamos batizar o nosso filho em maio e queríamos um DJ para a festa, umas 80 pessoas. Quanto costuma cobrar um DJ por uma noite? Vale mais a pena DJ ou um conjunto ao vivo?",
    None, None, None, kind="d", nu="U", situation="DJ or live band for a christening party, price")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, cerco un elettricista a Lintgen per portare una linea da 32 A in cucina per il nuovo piano a induzione, il quadro è del 2004.",
    "electrical", "Lintgen", "Lintgen", situation="New 32 A circuit for an induction hob")
add("it-s02", "Abbiamo appena comprato casa a Merl e vorremmo cambiare tutte le serrature (porta d'ingresso, garage e cantina) prima di trasferirci.",
    "locksmith", "Luxembourg", "Merl", situation="Change all locks after buying a house")
add("it-s03", "trasloco da Alzingen a Milano a fine marzo, bilocale con pochi mobili e tanti libri, mi fate un preventivo",
    "moving", "Hesperange", "Alzingen", distractors=["Milano"], situation="Move of a small flat to Milan; loading in Alzingen")
add("it-s04", "Cerchiamo qualcuno per pulire tutti i vetri di casa a Strassen, comprese le vetrate della veranda e i lucernari, una volta al trimestre.",
    "cleaning", "Strassen", "Strassen", situation="Quarterly window cleaning including a conservatory")
add("it-s05", "Il congelatore a pozzetto fa un muro di ghiaccio, il coperchio non chiude più bene e il motore non si ferma mai, siamo a Helmsange, riparate anche quelli vecchi?",
    "appliance-repair", "Walferdange", "Helmsange", situation="Chest freezer iced up, lid not sealing, compressor runs nonstop")
add("it-s06", "Vorrei rifare il rivestimento in piastrelle della doccia, circa 10 m2 di parete, appartamento a Bofferdange.",
    "tiling", "Lorentzweiler", "Bofferdange", situation="Retile about 10 m2 of shower walls")
add("it-s07", "Abbiamo finito di costruire a Schoos e il terreno davanti casa è solo terra, ci serve qualcuno che progetti e realizzi prato, aiuole e un piccolo vialetto.",
    "gardening", "Fischbach", "Schoos", situation="Design and lay out a front garden on bare soil after a new build")
add("it-s08", "Vorrei un preventivo per un impianto fotovoltaico da 6 kWp sul tetto della nostra casa (L-7650), tetto a est-ovest.",
    "solar", "Heffingen", "L-7650", situation="Quote for a 6 kWp east-west PV system")
add("it-s09", "Bisogna rifare le grondaie e sostituire due finestre da tetto che non chiudono più bene nella nostra casa a Lasauvage, chi se ne occupa?",
    "roofing", "Differdange", "Lasauvage", situation="Replace gutters and two roof windows")
add("it-s10", "Vorremmo un servizio fotografico di famiglia all'aperto a Nommern a ottobre, con i nonni che arrivano dalla Puglia.",
    "photography", "Nommern", "Nommern", distractors=["Puglia"], situation="Outdoor family photo session while grandparents visit")

add("it-t01", "Da una settimana il contatore dell'acqua gira anche quando tutti i rubinetti sono chiusi. In cantina, sulla parete sotto il bagno, è comparsa una macchia umida che si allarga. La bolletta dell'ultimo trimestre è quasi doppia. Abitiamo a Medernach, casa del 1978. Cosa può essere e chi può venire a vedere?",
    "plumbing", "Vallée de l'Ernz", "Medernach", kind="a", nu="U", situation="Water meter turning with taps closed and a spreading damp patch in the cellar")
add("it-t02", "La scala interna in legno di casa nostra scricchiola sempre di più e il terzo gradino dal basso si muove quando ci si sale. Tra la pedata e l'alzata si è aperta una fessura di qualche millimetro. I bambini ci corrono su e giù tutto il giorno e ho paura che si stacchi. Siamo a Bissen. Si può sistemare senza rifare tutta la scala?",
    "carpentry", "Bissen", "Bissen", kind="a", nu="U", situation="Creaking staircase with a loose tread opening a gap")
add("it-t03", "Ogni mattina la casa è fredda: la caldaia dovrebbe partire alle 6 ma i termosifoni cominciano a scaldare solo verso le 9. L'orologio sul display è giusto e il programma sembra impostato bene. Di sera invece funziona tutto normalmente. Siamo a Tuntange e mia moglie si alza alle 5 per lavorare. Qualcuno può controllare?",
    "heating", "Helperknapp", "Tuntange", kind="a", nu="U", situation="Heating starts three hours late in the morning despite the timer")
add("it-t04", "Mio suocero ha cambiato il sifone del lavandino del bagno con uno universale preso al brico, dicendo che andava bene per tutti. Adesso perde un po' d'acqua ogni volta che svuoto il lavandino e in bagno c'è puzza di fogna. Ho messo un secchio sotto ma non posso andare avanti così. Cerco un idraulico a Mersch che lo sistemi come si deve.",
    "plumbing", "Mersch", "Mersch", kind="b", nu="N", situation="Universal siphon fitted by a father-in-law leaks and smells")
add("it-t05", "Al negozio mi hanno consigliato uno smalto lucido per le pareti del corridoio, dicendo che si lava meglio. Il risultato è che ora si vede ogni imperfezione del muro e con la luce sembra tutto ondulato. Vorrei rifare corridoio e ingresso con un opaco lavabile, circa 35 m2 di pareti. Appartamento al Limpertsberg, terzo piano senza ascensore.",
    "painting", "Luxembourg", "Limpertsberg", kind="b", nu="U", situation="Glossy enamel on hallway walls shows every flaw; redo in washable matt")
add("it-t06", "La nostra casa a Steinsel ha i muri esterni in pietra. Un amico ci ha detto di stuccare le fughe rovinate con il cemento, e così abbiamo fatto due anni fa. Adesso dentro casa, proprio dietro quel muro, c'è umidità e l'intonaco si sfalda. Abbiamo letto che ci voleva la malta di calce. Chi può togliere il cemento e rifare le fughe?",
    "masonry", "Steinsel", "Steinsel", kind="b", nu="U", situation="Stone wall pointed with cement on a friend's advice now traps damp; repoint with lime")
add("it-t07", "Un conoscente mi ha detto che potevo affittare il mio appartamento su Airbnb quando sono in viaggio, tanto nessuno controlla. Il proprietario l'ha scoperto e mi ha mandato una lettera di disdetta del contratto con preavviso di tre mesi. Mi chiede anche una parte dei soldi guadagnati. Ho bisogno di un avvocato che mi dica se può davvero farlo.",
    "legal", None, None, kind="b", nu="N", situation="Sublet on Airbnb on an acquaintance's advice; landlord terminates the lease")
add("it-t08", "Gestisco una scuola di ballo a Dudelange. Il computer della reception è lentissimo, la stampante non stampa più le ricevute e la rete wifi della sala non regge la musica in streaming durante le lezioni. A maggio ospitiamo le gare regionali e non possiamo permetterci problemi. Qualcuno può venire a sistemare tutto una domenica mattina?",
    "it-support", "Dudelange", "Dudelange", not_place=["gare"], kind="c", nu="U", situation="Dance school: slow reception PC, receipt printer and weak Wi-Fi before competitions")
add("it-t09", "Abbiamo un piccolo bed & breakfast a Larochette con quattro camere, arredate ancora dai vecchi proprietari. Vorremmo dare un'identità a ogni camera, con colori, tessuti, luci e mobili, senza spendere una fortuna. Cerchiamo un interior designer che ci faccia un progetto con lista della spesa. I lavori li facciamo noi in inverno, quando siamo chiusi.",
    "interior-design", "Larochette", "Larochette", kind="c", nu="N", situation="Bed and breakfast wants a design concept for four rooms")
add("it-t10", "Importiamo vini piemontesi e li vendiamo in Lussemburgo e in Belgio. Il nostro catalogo, con le schede delle nostre perle come Barolo e Barbaresco, è solo in italiano. Ci servirebbe in francese e in tedesco, circa 25 pagine. Quanto tempo serve e quanto costa?",
    "translation", None, None, distractors=["Lussemburgo"], not_place=["perle"], kind="c", nu="U", situation="Wine importer's 25-page catalogue into French and German")
add("it-t11", "Abbiamo rilevato una pizzeria con sette dipendenti e il vecchio commercialista non lavora più con noi. Ci servono contabilità, buste paga e dichiarazioni IVA trimestrali. Cerchiamo un commercialista che parli italiano o francese e che conosca la ristorazione. Potete indicarci qualcuno?",
    "accounting", None, None, kind="c", nu="N", situation="Restaurant taken over with seven staff needs bookkeeping, payroll and quarterly VAT returns")
add("it-t12", "Abbiamo comprato un appartamento del 1985 a Esch-sur-Alzette e la cucina e il bagno sono quelli originali. Conviene rifare tutto subito prima di entrare o farlo a tappe in due anni? Più o meno quanto dobbiamo mettere da parte per cucina, bagno e pavimenti, circa 85 m2?",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="Refit kitchen, bathroom and floors of a 1985 flat at once or in stages, budget")
add("it-t13", "Faccio la guida turistica per gruppi italiani in Lussemburgo e finora prendo le prenotazioni via email. Mi conviene un sito con calendario e pagamento online? Quanto chiede di solito uno sviluppatore per una cosa semplice in tre lingue?",
    "web-development", None, None, distractors=["Lussemburgo"], kind="d", nu="N", situation="Tour guide considering a booking site; what a developer charges")
add("it-t14", "Abitiamo a Hettange-Grande, appena dopo il confine, e nella casetta degli attrezzi in giardino ci sono topi: sacchi di semi rosicchiati ed escrementi ovunque. Conviene chiamare un professionista o ce la caviamo da soli con le trappole? Quanto costa di solito un intervento?",
    "pest-control", "abroad", "Hettange-Grande", kind="d", nu="U", situation="Mice in a garden shed in France: DIY traps or professional, and price")
add("it-t15", "Mia figlia vuole imparare a suonare la chitarra e cerchiamo un insegnante che venga a casa una volta alla settimana. Quanto si paga di solito un'ora di lezione? Meglio un insegnante privato o una scuola di musica?",
    None, None, None, kind="d", nu="U", situation="Guitar teacher at home for a daughter: price, private or music school")

# ---------------- Spanish ----------------
add("es-s01", "Con la helada se ha reventado la tubería del grifo exterior dentro del garaje y sale agua, ya he cerrado la llave general, estamos en Redange-sur-Attert.",
    "plumbing", "Redange", "Redange-sur-Attert", situation="Frost burst the outside-tap pipe inside the garage")
add("es-s02", "Queremos cambiar todos los enchufes e interruptores antiguos de la casa por unos modernos, unos 25 puntos, vivimos en Useldange, ¿alguien lo hace?",
    "electrical", "Useldange", "Useldange", situation="Replace about 25 old sockets and switches")
add("es-s03", "la cerradura de la puerta de mi piso en pfaffenthal se ha bloqueado, la llave gira pero la puerta no se abre y estoy fuera con la compra",
    "locksmith", "Luxembourg", "pfaffenthal", situation="Jammed flat door lock, key turns but the door stays shut")
add("es-s04", "Nos mudamos de Arlon a Steinfort el 15 de marzo, piso de 3 habitaciones con un segundo sin ascensor, ¿me podéis dar precio?",
    "moving", "Steinfort", "Steinfort", distractors=["Arlon"], situation="Move from Arlon (Belgium) into Steinfort; labelled at the Luxembourg end")
add("es-s05", "El domingo celebramos el cumpleaños de mi hijo en casa en Bertrange y necesitaría una limpieza a fondo el lunes por la mañana, cocina, salón y terraza.",
    "cleaning", "Bertrange", "Bertrange", situation="Thorough house clean the morning after a birthday party")
add("es-s06", "El microondas integrado Siemens de la cocina enciende la luz y gira el plato pero no calienta nada, código postal L-8210.",
    "appliance-repair", "Mamer", "L-8210", situation="Built-in microwave runs but does not heat")
add("es-s07", "Busco a alguien para alicatar las paredes del baño pequeño, unos 15 m2, en una casa en Goeblange.",
    "tiling", "Koerich", "Goeblange", situation="Tile the walls of a small bathroom, about 15 m2")
add("es-s08", "Quiero poner grass sintético en el jardín de atrás en Septfontaines, unos 50 m2, quitando antes el césped viejo que está lleno de calvas.",
    "gardening", "Habscht", "Septfontaines", not_place=["grass"], situation="Replace a patchy lawn with 50 m2 of artificial turf")
add("es-s09", "Tenemos una granja en Noerdange y queremos placas fotovoltaicas en el tejado del establo, unos 20 kWp, ¿hacéis instalaciones agrícolas?",
    "solar", "Beckerich", "Noerdange", situation="About 20 kWp PV on a farm's barn roof")
add("es-s10", "Necesitamos pintar la fachada de la casa en Saeul, dos plantas, unos 180 m2, preferiblemente en mayo o junio.",
    "painting", "Saeul", "Saeul", situation="Paint a two-storey facade of about 180 m2")

add("es-t01", "Desde la calle se ve que varias tejas de la cumbrera se han movido y una parece suelta. Por la noche, cuando hay viento, se oye un golpeteo arriba, justo encima del dormitorio. Todavía no ha entrado agua, pero no quiero esperar a que pase. La casa está en Arsdorf. ¿Podría venir alguien a mirarlo antes del invierno?",
    "roofing", "Rambrouch", "Arsdorf", kind="a", nu="U", situation="Ridge tiles shifted and tapping in the wind")
add("es-t02", "En la fachada de nuestra casa ha aparecido una grieta horizontal en el revoco, justo a la altura del forjado del primer piso, y recorre casi todo el frente. En dos sitios se ha desprendido un trozo y se ve el ladrillo. La casa es de 1992 y está en Vichten. ¿Es grave? ¿Quién puede repararlo bien para que no vuelva a salir?",
    "masonry", "Vichten", "Vichten", kind="a", nu="U", situation="Horizontal render crack along the first-floor slab, pieces falling off")
add("es-t03", "Cada dos o tres días la presión de la caldera baja de 1,5 a casi 0 y tengo que rellenar con el grifo de abajo. No veo ninguna mancha de agua en la casa ni debajo de los radiadores. La caldera es de gas y tiene unos 10 años. Vivimos en Ell. ¿Qué puede pasar y quién lo puede revisar?",
    "heating", "Ell", "Ell", kind="a", nu="U", situation="Heating system pressure drops to zero every few days with no visible leak")
add("es-t04", "Un vecino me dijo que para la valla de hierro del jardín bastaba con dar una mano de pintura encima, sin quitar el óxido. Lo hice el verano pasado y ahora el óxido vuelve a salir por todas partes y la pintura se levanta en escamas. Son unos 25 metros de valla de un metro de alto. Casa en Grosbous. Esta vez quiero que se haga bien, lijando y con imprimación.",
    "painting", "Groussbus-Wal", "Grosbous", kind="b", nu="U", situation="Iron fence painted over rust on a neighbour's advice is rusting again")
add("es-t05", "Mi cuñado nos montó unas estanterías de madera en el hueco del salón con tacos de los baratos, y nos dijo que aguantaban cualquier cosa. Ahora, con los libros, las baldas están combadas y una se ha soltado de la pared. Nos gustaría una librería empotrada hecha a medida, que aguante de verdad, unos 2,5 m de ancho hasta el techo. Vivimos en Bettborn.",
    "carpentry", "Préizerdaul", "Bettborn", kind="b", nu="U", situation="DIY shelves by a brother-in-law sag; made-to-measure built-in bookcase")
add("es-t06", "Un amigo me dijo que para darme de baja del gimnasio bastaba con dejar de pagar, que luego ellos anulaban el contrato solos. Ahora me llega una carta de una empresa de recobro reclamando 14 meses de cuota más gastos, casi 900 €. No sé si tienen derecho a cobrarme todo eso. Necesito un abogado o al menos alguien que me diga cómo responder.",
    "legal", None, None, kind="b", nu="N", situation="Stopped paying a gym on a friend's advice; debt collector claims 14 months")
add("es-t07", "La agente inmobiliaria nos dijo que el piso que compramos solo necesitaba una mano de pintura. Al quitar la moqueta hemos visto que el suelo de debajo está podrido junto al baño, la instalación eléctrica es de los años 70 y el baño pierde agua hacia el vecino de abajo. Habría que rehacer baño, suelo y electricidad, y que alguien lo coordine todo. El piso está en Cessange y queremos entrar en septiembre.",
    "renovation", "Luxembourg", "Cessange", kind="b", nu="U", situation="Flat sold as needing only paint: rotten subfloor, 1970s wiring, leaking bathroom to coordinate")
add("es-t08", "Trabajo en una maison relais en Warken con cocina propia. Desde hace unas semanas vemos cucarachas por la noche detrás del lavavajillas industrial y en el almacén de comida. Tenemos 60 niños comiendo cada día y la inspección viene pronto. Buscamos una empresa que trate el problema y nos haga un seguimiento con informe.",
    "pest-control", "Ettelbruck", "Warken", kind="c", nu="U", situation="Childcare centre kitchen with cockroaches before an inspection")
add("es-t09", "Tenemos una academia de idiomas en Ehlerange con cuatro aulas. Los proyectores no conectan con los portátiles nuevos de los profesores y el wifi se cae cuando hay más de 20 alumnos conectados. Además queremos que las impresoras funcionen desde cualquier aula. ¿Alguien puede venir a revisar toda la instalación un sábado?",
    "it-support", "Sanem", "Ehlerange", kind="c", nu="U", situation="Language school: projectors not connecting, Wi-Fi drops with 20 users, printers")
add("es-t10", "Soy el coordinador de las categorías infantiles de un club de fútbol en Fentange. Queremos hacer las fotos oficiales de los 9 equipos, individuales y de grupo, en una sola mañana en el campo. Buscamos un fotógrafo que pueda entregar también las fotos para los carnés. ¿Cuánto cobraríais?",
    "photography", "Hesperange", "Fentange", kind="c", nu="N", situation="Football club needs team and individual photos of nine youth teams")
add("es-t11", "Nuestra empresa de montaje de cocinas tiene una reunión por videollamada con un proveedor de Valencia el día 20. Ninguno de nosotros habla bien español y ellos no hablan francés. Necesitamos a alguien que haga de intermediario durante unas dos horas, conectándose a la llamada. ¿Es posible y cuánto costaría?",
    "translation", None, None, distractors=["Valencia"], kind="c", nu="U", situation="Kitchen-fitting firm needs an interpreter for a two-hour video call with a supplier")
add("es-t12", "Acabamos de comprar un piso de 60 m2 en Messancy, al otro lado de la frontera con Bélgica, y no tenemos ni idea de cómo distribuir el salón-cocina. ¿Merece la pena contratar a un interiorista para un piso tan pequeño? ¿Cuánto suele cobrar por un plano de distribución con muebles, colores e iluminación?",
    "interior-design", "abroad", "Messancy", distractors=["Bélgica"], kind="d", nu="N", situation="Worth hiring an interior designer for a small flat in Belgium, and the fee")
add("es-t13", "El año que viene me jubilo aquí y pienso volver a vivir a España. Tendré una pensión luxemburguesa y otra pequeña española. ¿Vale la pena pagar a un asesor fiscal para saber dónde tributaré y cómo evitar pagar dos veces? ¿Cuánto cuesta una consulta así?",
    "accounting", None, None, distractors=["España"], kind="d", nu="N", situation="Retiring abroad with two pensions: worth a tax adviser, and cost")
add("es-t14", "Hago tartas personalizadas por encargo desde casa y ahora todo va por WhatsApp, es un caos. ¿Me conviene una web donde la gente elija el modelo y pague la señal, o es mejor seguir así? ¿Cuánto me cobraría un desarrollador por algo así, sencillo?",
    "web-development", None, None, kind="d", nu="N", situation="Custom cake maker considering an order and deposit website; developer price")
add("es-t15", "Mi madre viene de Colombia a pasar tres meses con nosotros y le piden un seguro médico válido para el visado Schengen. ¿Vale la pena contratarlo con una agencia o lo hago yo por internet? ¿Cuánto suele costar para una persona de 68 años?",
    None, None, None, distractors=["Colombia"], not_place=["Schengen"], kind="d", nu="U", situation="Travel health insurance for a parent's Schengen visa: agency or online, price")
