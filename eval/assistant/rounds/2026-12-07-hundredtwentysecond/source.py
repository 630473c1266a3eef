MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, mir bräichten 3 nei Steckdousen an eng Luucht an der Garage zu Dippech, wien hätt nächst Woch Zäit?",
    "electrical", "Dippach", "Dippech", situation="three new sockets and a light in a garage")
add("lb-s02", "d'Toilette leeft dauernd no an d'Spullkëscht gëtt net méi zou sinn zu garnech wier flott wann een haut nach laanscht kéint kommen",
    "plumbing", "Garnich", "garnech", situation="toilet cistern keeps running, voice-typed")
add("lb-s03", "Hëllef!! hu mech ausgespaart, de Schlëssel stécht bannen am Schlass, Appartement zu Bouneweg 🙈",
    "locksmith", "Luxembourg", "Bouneweg", situation="locked out with the key inside the lock")
add("lb-s04", "Wie kann eis de Rasen hannert dem Haus zu Koplescht nei uleeën, sou 200 m2, de Buedem ass voller Moos",
    "gardening", "Kopstal", "Koplescht", situation="re-laying a mossy lawn")
add("lb-s05", "Plënneren den 28ten Mäerz vun Ëlwen op Ettelbréck, 3-Zëmmer-Wunneng am 2te Stack ouni Lift, wie mécht eng Offer?",
    "moving", "Troisvierges", "Ëlwen", distractors=["Ettelbréck"], situation="flat move, loading end in Troisvierges")
add("lb-s06", "Am Gank vum Haus zu Wëntger si 4 Buedemplättercher gerappt an d'Fugen bréckelen, wie kann déi ersetzen",
    "tiling", "Wincrange", "Wëntger", situation="four cracked floor tiles and crumbling grout in a hall")
add("lb-s07", "Sichen iergendeen deen eisem Jong (7e am Lycée) 2x d'Woch Nohëllef a Mathé gëtt",
    None, None, None, situation="maths tutoring for a pupil")
add("lb-s08", "Offert gewënscht fir eng Photovoltaikanlag vu ronn 10 kWc op eisem Daach zu Feelen (Süd-Daach, Schifer)",
    "solar", "Feulen", "Feelen", situation="quote for a 10 kWp PV system")
add("lb-s09", "Wie kann mir e Kafkontrakt fir en Appartement vum Portugiseschen op Franséisch iwwersetzen, 12 Säiten",
    "translation", None, None, situation="translating a 12-page purchase contract from Portuguese to French")
add("lb-s10", "eis Spullmaschinn (Siemens iQ500) gëtt net méi waarm an d'Teller bleiwe fetteg, mir wunnen zu Buerschent",
    "appliance-repair", "Bourscheid", "Buerschent", situation="dishwasher no longer heats")
add("lb-t01", "Zënter e puer Deeg fällt bei eis an der Kiche de Stroum aus, soubal d'Mikrowell an de Waasserkocher zur selwechter Zäit lafen. "
    "Dono muss ech an de Keller a ganz lénks dee klenge Schalter nees erop maachen. "
    "Gëschter huet et och beim Staubsauger geklackt an et huet bei der Steckdous hannert dem Frigo e bësse verbrannt geroch. "
    "Mir sinn zu Nidderkäerjeng, d'Haus ass vun 1978. "
    "Kann dat een sech ukucken ier eppes geschitt?",
    "electrical", "Käerjeng", "Nidderkäerjeng", kind="a", nu="U", situation="kitchen circuit trips and a socket smells burnt")
add("lb-t02", "Nuets héiere mir iwwer dem Schlofzëmmer eppes trëppelen a kraazen, meeschtens géint 2 Auer. "
    "Um Späicher leie kleng donkel Kéckelen an d'Isolatioun ass op enger Plaz ugefriess. "
    "D'Kaz interesséiert sech guer net dofir 🙄 "
    "Mir wunnen zu Géisdref an d'Kanner fänke schonn u sech ze fäerten, wat kann ee maachen?",
    "pest-control", "Goesdorf", "Géisdref", kind="a", nu="U", situation="scratching in the attic and droppings, rodents")
add("lb-t03", "Nom Stuerm vum Weekend louchen dräi Zillen an der Wiss virum Haus. "
    "Elo ass um Plafong vum Kannerzëmmer e bronge Flack deen all Dag méi grouss gëtt, a wann et reent, fält et an den Eemer. "
    "Mir sinn zu Kautebaach, d'Haus ass e bësse schwéier ze erreechen. "
    "Kéint iergendeen nach virum nächste Reen kommen?",
    "roofing", "Kiischpelt", "Kautebaach", kind="a", nu="U", situation="tiles blown off in a storm, stain on the ceiling")
add("lb-t04", "Eis Buedemheizung am Living bleift kal, nëmmen d'Kiche gëtt waarm. "
    "Den Noper huet gemengt, ech misst just all d'Ventiler um Verdeeler ganz op maachen an Drock nofëllen, dat hunn ech gemaach, elo weist de Manometer 2,5 bar a kal ass et ëmmer nach. "
    "Ech hätt gär e Chauffagist deen dat richteg areguléiert. "
    "Adress: Stolzebuerg, bei der Bréck.",
    "heating", "Putscheid", "Stolzebuerg", kind="b", nu="N", situation="underfloor heating cold in one room after neighbour's advice")
add("lb-t05", "An eiser Gaardemauer aus Beton ass e Rass dee säit dem Wanter vun 2 op bal 10 mm grouss ginn ass. "
    "De Proprietär seet dat wier normal, mir sollte just Silikon drop schmieren, an dat hu mer och gemaach. "
    "Elo kippt d'Mauer liicht a Richtung Wee vum Noper. "
    "Konsdref, Haus um Hang. "
    "Wie kann dat professionell flécken oder nei opriichten?",
    "masonry", "Consdorf", "Konsdref", kind="b", nu="U", situation="growing crack in a concrete garden wall, landlord said silicone")
add("lb-t06", "Mäi Schwoer huet gesot, op déi al Tapéit kéint een einfach Dispersiounsfaarf streichen. "
    "Dat hu mer am Living gemaach an elo gi Blosen iwwerall an d'Tapéit léist sech an den Ecken. "
    "Ech sichen e Moler deen dat erof hëlt a richteg mécht, ronn 45 m2 Mauer. "
    "Appartement um Lampertsbierg, 3te Stack.",
    "painting", "Luxembourg", "Lampertsbierg", kind="b", nu="N", situation="paint over old wallpaper blistered")
add("lb-t07", "Eis Holztrap kraacht bei all Stuf, an de Verkeefer am Baumaart huet eis Parkettueleg ginn fir drop ze maachen. "
    "Elo ass se rutscheg wéi Äis an d'Kraachen ass ëmmer nach do. "
    "Den Handlaf wackelt och. "
    "Mir sinn zu Proz, wie kann d'Trap nokucken an d'Stufen nees fest maachen?",
    "carpentry", "Préizerdaul", "Proz", kind="b", nu="U", situation="creaking wooden stairs, DIY-store oil made them slippery")
add("lb-t08", "Mir sinn eng kleng Bäckerei zu Fluessweiler mat Café-Eck. "
    "D'Schaufenster an d'Glasdier sinn all Dag voller Fangerofdréck a fir eis Leit bleift keng Zäit. "
    "Mir géifen eemol d'Woch eng Firma fir d'Fënsteren an de Buedem vum Verkafsraum huelen. "
    "Wat kascht sou eppes ongeféier?",
    "cleaning", "Flaxweiler", "Fluessweiler", kind="c", nu="U", situation="bakery wants weekly window and floor cleaning")
add("lb-t09", "Ech schaffen an enger Zänndokter-Praxis zu Greiweldeng. "
    "Säit dem Update vu leschter Woch fënnt keen Computer méi den Netzwierkdrécker, an de Router blénkt orange. "
    "Mir brauchen en IT-Techniker deen bis Freideg d'Netzwierk an d'Drécker nees zum Lafe bréngt. "
    "D'Patientefichieren dierfen nacher net verluer sinn!",
    "it-support", "Stadtbredimus", "Greiweldeng", not_place=["nacher"], kind="c", nu="N", situation="dental practice network printer lost after update")
add("lb-t10", "Mir sinn de Fussballclub vun Esch-Uelzecht an hunn 14 Jugendekippen. "
    "Fir eis Saisonsbroschür brauche mir fir all Equipe e Grupp-Bild an e puer Action-Biller vum Match. "
    "Dat misst um Terrain um Samschdeg de 4te Oktober geschéien. "
    "Huet iergendeen do Zäit a wat kascht dat?",
    "photography", "Esch-sur-Alzette", "Esch-Uelzecht", kind="c", nu="U", situation="football club needs team and action photos")
add("lb-t11", "Ech hunn zanter 2024 eng kleng Garage mat 3 Mecanicienen. "
    "Bis elo huet meng Fra d'Paien an d'Bicher gemaach, mee elo ass se schwanger a mir packen et net méi. "
    "Ech sichen e Comptable oder eng Fiduciaire fir d'Salairen, d'TVA-Deklaratioun an de Bilan. "
    "Et ass déi éischt Kéier datt ech sou eppes froen, wéi vill kascht dat de Mount?",
    "accounting", None, None, not_place=["éischt"], kind="c", nu="N", situation="car garage needs payroll and bookkeeping")
add("lb-t12", "Mir hunn e Bauerenhaus zu Aubange kaf, just iwwer der Grenz. "
    "Et muss alles gemaach ginn: Kiche, Buedzëmmer, Fënsteren, Stroum a Buedem. "
    "Wat kascht sou eppes ongeféier pro m2 a wéi laang dauert dat bis een do wunne kann? "
    "Mir wëlle géint Summer eran.",
    "renovation", "abroad", "Aubange", kind="d", nu="U", situation="how much and how long to redo a farmhouse just across the border")
add("lb-t13", "Mir plangen d'Kiche an de Living zu Walfer opzemaachen, 38 m2 am Ganzen. "
    "Elo froe mir eis ob et sech lount en Interior Designer ze huelen fir Faarwen, Luuchten an d'Plaz vun de Miwwelen ze plangen, oder ob dat just Suen ass déi mer besser an d'Kiche stiechen. "
    "Wat kascht esou e Plang normalerweis?",
    "interior-design", "Walferdange", "Walfer", kind="d", nu="N", situation="is an interior designer worth it for an open kitchen-living")
add("lb-t14", "Ech hunn eng Chambres d'hôtes mat 4 Zëmmer an hätt gär eng Säit wou d'Leit direkt kënne reservéieren a bezuelen. "
    "Ass et besser sou eppes mat Wix selwer ze bastelen oder eng Firma ze huelen? "
    "A wat kascht esou eng Reservatiounssäit vun enger Firma ongeféier?",
    "web-development", None, None, kind="d", nu="U", situation="B&B booking site: DIY or agency, and cost")
add("lb-t15", "Eisen Noper huet säi Carport 30 cm op eisem Terrain gebaut, dat hu mer beim Miessen gesinn. "
    "Hie wëll en net ofrappen a seet dat wier verjäert. "
    "Stëmmt dat, a lount et sech virum Geriicht ze goen?",
    "legal", None, None, kind="d", nu="U", situation="neighbour's carport built 30 cm over the boundary")
# ---------------- French ----------------
add("fr-s01", "Bonjour, la gouttière côté rue déborde à chaque averse et une partie s'est décrochée, maison à Wasserbillig, pouvez-vous passer ?",
    "roofing", "Mertert", "Wasserbillig", situation="overflowing, partly detached gutter")
add("fr-s02", "évier de cuisine bouché depuis hier soir, l'eau remonte aussi dans le lave-vaisselle, on est à Rodange, c urgent svp",
    "plumbing", "Pétange", "Rodange", situation="blocked kitchen sink backing up into the dishwasher")
add("fr-s03", "Je souhaite faire installer une borne de recharge 11 kW pour une Tesla Model Y dans mon garage à Capellen, le tableau électrique est au sous-sol à 15 m.",
    "electrical", "Mamer", "Capellen", situation="11 kW EV charger in a garage")
add("fr-s04", "Devis svp pour repeindre la façade d'une maison mitoyenne à Larochette, environ 120 m², crépi un peu farineux.",
    "painting", "Larochette", "Larochette", situation="repainting a chalky terraced-house facade")
add("fr-s05", "On déménage de Niederkorn vers Thionville le 3 juillet, un 2 chambres avec beaucoup de cartons, vous faites aussi le démontage des meubles ?",
    "moving", "Differdange", "Niederkorn", distractors=["Thionville"], situation="move from Niederkorn to Thionville, loading end in Luxembourg")
add("fr-s06", "Besoin d'un interprète portugais-français pour accompagner ma mère chez le notaire jeudi matin, environ 2 h",
    "translation", None, None, situation="Portuguese-French interpreter for a notary appointment")
add("fr-s07", "cherche baby-sitter fiable pour 2 enfants de 5 et 8 ans le mercredi après-midi",
    None, None, None, situation="babysitter on Wednesday afternoons")
add("fr-s08", "Tentative d'effraction cette nuit, le cylindre de la porte d'entrée est abîmé et tourne mal, L-1137, il faudrait le changer aujourd'hui",
    "locksmith", "Hesperange", "L-1137", situation="damaged cylinder after attempted break-in")
add("fr-s09", "mon four Neff ne chauffe plus qu'en haut, la résistance du bas semble morte, je suis à Huttange, quelqu'un répare encore ce genre de chose ?",
    "appliance-repair", "Beckerich", "Huttange", situation="oven lower heating element dead")
add("fr-s10", "Nous cherchons un jardinier pour créer un potager surélevé et replanter les massifs de notre maison à Mondorff, côté français juste après le pont.",
    "gardening", "abroad", "Mondorff", situation="raised vegetable beds at a house in French Mondorff")
add("fr-t01", "Depuis une semaine, l'unité extérieure derrière la maison fait un sifflement très fort la nuit et tout le boîtier vibre. "
    "Les voisins se plaignent déjà. "
    "À l'intérieur il fait un peu moins chaud que d'habitude, 19 °C au lieu de 21. "
    "Nous habitons à Kaundorf, au bord du lac. "
    "Quelqu'un peut venir voir ce qui se passe ?",
    "heating", "Lac de la Haute-Sûre", "Kaundorf", kind="a", nu="U", situation="heat pump outdoor unit whistles and vibrates at night")
add("fr-t02", "Depuis notre retour de vacances, je me réveille chaque matin avec des piqûres rouges alignées sur les bras. "
    "Sur le matelas il y a de petites taches noires et une fois j'ai vu une petite bête brune toute plate. "
    "On a lavé les draps à 60 degrés, rien n'y fait. "
    "Appartement dans le quartier Gare, 2e étage. "
    "Que faire ?",
    "pest-control", "Luxembourg", "Gare", kind="a", nu="U", situation="bites in a line and black spots on the mattress, bed bugs")
add("fr-t03", "Quand il pleut fort, l'eau coule le long de la façade juste sous le bord du toit et la peinture commence à cloquer. "
    "En bas du tuyau de descente rien ne sort, comme si c'était bouché quelque part en haut. "
    "On voit aussi de l'herbe qui pousse au bord du toit. "
    "Maison à Rumelange, deux étages, pouvez-vous envoyer quelqu'un ?",
    "roofing", "Rumelange", "Rumelange", kind="a", nu="U", situation="water runs down the facade under the eaves, blocked gutter")
add("fr-t04", "Un copain bricoleur m'a conseillé de coller le nouveau carrelage directement sur l'ancien dans la cuisine, pour gagner du temps. "
    "Six mois plus tard, plusieurs carreaux sonnent creux et deux se sont fendus près du frigo. "
    "Je cherche un carreleur qui puisse tout reprendre proprement, environ 14 m². "
    "C'est à Strassen, rez-de-chaussée.",
    "tiling", "Strassen", "Strassen", kind="b", nu="N", situation="tiles glued over old tiles sound hollow and crack")
add("fr-t05", "Le vendeur du magasin de bricolage m'a vendu du plâtre pour reboucher les trous dans l'enduit extérieur de la maison. "
    "Après un hiver, tout se décolle et l'humidité rentre dans le mur. "
    "Il faudrait refaire l'enduit proprement sur environ 20 m² côté ouest. "
    "On est à Hosingen, près de l'école.",
    "masonry", "Parc Hosingen", "Hosingen", kind="b", nu="U", situation="indoor plaster used on exterior render fell off")
add("fr-t06", "Notre terrasse en bois (pin traité, 25 m²) a une dizaine d'années. "
    "Le voisin nous a dit de simplement passer une couche de lasure chaque printemps et qu'il n'y aurait jamais de souci. "
    "Maintenant plusieurs lames sont molles et une a cédé sous la chaise de ma belle-mère 😬 "
    "Qui pourrait remplacer les lames et vérifier la structure à Berdorf ?",
    "carpentry", "Berdorf", "Berdorf", kind="b", nu="U", situation="soft rotten deck boards despite neighbour's stain advice")
add("fr-t07", "Le commercial qui nous a vendu nos panneaux solaires en 2019 nous avait juré qu'il n'y avait aucun entretien à prévoir. "
    "Cette année la production a presque diminué de moitié alors que l'été était ensoleillé, et l'onduleur s'éteint parfois en plein après-midi. "
    "L'entreprise a fait faillite entretemps. "
    "Nous cherchons un installateur photovoltaïque pour un contrôle complet, maison à Diekirch.",
    "solar", "Diekirch", "Diekirch", kind="b", nu="N", situation="PV output halved, inverter cuts out, seller said no maintenance")
add("fr-t08", "Nous sommes une agence immobilière et nous organisons une visite samedi dans un appartement à Belair. "
    "L'appartement vient d'être rénové et il reste de la poussière de plâtre partout, plus des traces de peinture sur les vitres. "
    "Il nous faudrait une équipe vendredi pour que tout soit impeccable, 95 m² avec terrasse. "
    "Vous êtes disponibles ?",
    "cleaning", "Luxembourg", "Belair", kind="c", nu="U", situation="estate agency needs after-works cleaning before a viewing")
add("fr-t09", "Je gère un petit hôtel de 18 chambres à Mondorf et nos photos sur Booking datent de 2012. "
    "On a refait le spa et la salle du petit-déjeuner l'an dernier. "
    "Nous cherchons un photographe pour les chambres, le spa et le buffet, idéalement un matin de semaine avec une belle lumière. "
    "Quel serait votre tarif pour une demi-journée ?",
    "photography", "Mondorf-les-Bains", "Mondorf", kind="c", nu="N", situation="small hotel needs new room and spa photos")
add("fr-t10", "Je suis trésorière bénévole d'une ASBL de théâtre amateur, environ 80 membres. "
    "Notre ancien trésorier est parti en laissant deux ans de justificatifs, plus de deux cents factures dans des boîtes à chaussures 😅 "
    "Nous cherchons quelqu'un de professionnel pour tout remettre en ordre, saisir les pièces et préparer les comptes annuels avant l'assemblée générale de mars. "
    "Combien cela coûte-t-il en général ?",
    "accounting", None, None, not_place=["cents"], kind="c", nu="U", situation="amateur theatre association needs two years of books sorted")
add("fr-t11", "Pharmacie à Bertrange: chaque matin à l'ouverture, deux de nos trois postes perdent la connexion réseau et le terminal de paiement ne répond plus. "
    "Le fournisseur internet dit que la ligne est ok. "
    "Il faudrait quelqu'un qui vérifie le switch et le câblage, si possible avant 8h ou après 18h30.",
    "it-support", "Bertrange", "Bertrange", kind="c", nu="U", situation="pharmacy PCs and card terminal lose network every morning")
add("fr-t12", "Nous hésitons à acheter un appartement de 1965 à Esch/Alzette, 85 m², à deux minutes de la gare, resté dans son jus. "
    "Il faudrait refaire la cuisine, la salle de bain, l'électricité et les sols. "
    "Quel budget faut-il prévoir en gros au m² pour ce genre de travaux, pour savoir si l'offre tient la route ? "
    "L'agent nous parle de 40 000 €, ça nous paraît peu.",
    "renovation", "Esch-sur-Alzette", "Esch/Alzette", not_place=["gare"], kind="d", nu="U", situation="budget per m2 to redo a 1965 flat before buying")
add("fr-t13", "Nous venons de finir la maison à Septfontaines et le salon ressemble à une salle d'attente 😅 "
    "Est-ce qu'une décoratrice d'intérieur vaut vraiment le coup pour choisir les couleurs, l'éclairage et la disposition des meubles, ou est-ce qu'on s'en sort avec Pinterest ? "
    "Combien prend-on en général pour une pièce de 40 m² ?",
    "interior-design", "Habscht", "Septfontaines", kind="d", nu="N", situation="is a decorator worth it for a bland living room")
add("fr-t14", "Mon employeur veut me licencier pendant mon congé maladie, après 11 ans dans la boîte. "
    "Il me propose de partir à l'amiable avec 3 mois de salaire. "
    "Est-ce que ça vaut la peine de prendre un avocat en droit du travail, ou est-ce déjà une bonne offre ?",
    "legal", None, None, kind="d", nu="N", situation="dismissal during sick leave, is a lawyer worth it")
add("fr-t15", "Je fabrique des bougies artisanales et je voudrais les vendre en ligne, environ 40 produits. "
    "Est-ce qu'il vaut mieux partir sur Shopify ou faire faire une boutique sur mesure ? "
    "Et combien coûte en général une petite boutique en ligne faite par un pro, avec paiement et livraison ?",
    "web-development", None, None, kind="d", nu="U", situation="online candle shop: Shopify or custom, and cost")
# ---------------- German ----------------
add("de-s01", "Wir hätten gern ein Angebot für maßgefertigte Einbauschränke aus Eiche unter der Dachschräge im Schlafzimmer in Goeblange, ca 2,60 m breit",
    "carpentry", "Koerich", "Goeblange", situation="made-to-measure oak wardrobes under a sloping ceiling")
add("de-s02", "Hallo, wir möchten im Garten in Tétange 6 Pollerleuchten und eine Steckdose am Gartenhaus anschließen lassen, das Kabel liegt schon im Leerrohr",
    "electrical", "Kayl", "Tétange", situation="connecting garden bollard lights and a shed socket")
add("de-s03", "Umzug von Perl nach Remich Ende Mai, 4-Zimmer-Haus, wir bräuchten auch 2 Wochen Zwischenlagerung für die Möbel",
    "moving", "Remich", "Remich", distractors=["Perl"], situation="move from Perl (Saarland) to Remich with two weeks' storage")
add("de-s04", "Wer putzt uns die Fenster vom Wintergarten in Leudelingen, 22 Scheiben innen und außen, teilweise über Kopf?",
    "cleaning", "Leudelange", "Leudelingen", situation="cleaning 22 conservatory panes")
add("de-s05", "Suche Übersetzer*in für unsere Bedienungsanleitung (40 Seiten, Maschinenbau) von Deutsch ins Französische",
    "translation", None, None, situation="translating a 40-page machine manual into French")
add("de-s06", "Hundesitter gesucht für unseren Labrador in der zweiten Augusthälfte, wir fliegen nach Kreta",
    None, None, None, distractors=["Kreta"], situation="dog sitter while the family is on holiday")
add("de-s07", "Bitte um Angebot: frostsicheren Außenwasserhahn an der Garage in Sandweiler setzen, die Leitung kommt aus dem Heizraum",
    "plumbing", "Sandweiler", "Sandweiler", situation="new frost-proof outdoor tap")
add("de-s08", "unser Liebherr Kühlschrank kühlt unten nicht mehr das Gefrierfach geht noch Mullendorf wer repariert sowas noch",
    "appliance-repair", "Steinsel", "Mullendorf", situation="fridge section not cooling, freezer fine, voice-typed")
add("de-s09", "Tauben nisten auf unserem Balkon auf dem Kirchberg und alles ist voller Kot, wer bringt Netz oder Spikes an?",
    "pest-control", "Luxembourg", "Kirchberg", situation="pigeons nesting on a balcony")
add("de-s10", "Eine 20 m hohe Fichte steht zu nah am Haus in Gosseldingen und soll gefällt werden, den Wurzelstock bitte auch fräsen.",
    "gardening", "Lintgen", "Gosseldingen", situation="felling a tall spruce and grinding the stump")
add("de-t01", "Unsere Haustür lässt sich seit Tagen nur noch aufsperren, wenn ich den Schlüssel fest nach oben drücke und gleichzeitig an der Klinke ziehe. "
    "Heute Morgen ging gar nichts mehr und ich musste über die Terrassentür rein. "
    "Jetzt habe ich Angst, dass wir heute Abend draußen stehen. "
    "Wir wohnen in Weiswampach, kann jemand heute noch kommen?",
    "locksmith", "Weiswampach", "Weiswampach", kind="a", nu="U", situation="front door lock only opens when the key is forced")
add("de-t02", "An der Außenwand unserer Garage ziehen sich Risse treppenförmig durch die Ziegelsteine, einer ist schon fingerbreit. "
    "Im Winter ist es innen an der Stelle feucht und der Mörtel bröselt raus. "
    "Die Garage ist aus den 70ern und gehört zum Haus in Heffingen. "
    "Ist das gefährlich?",
    "masonry", "Heffingen", "Heffingen", kind="a", nu="U", situation="stepped cracks through a brick garage wall")
add("de-t03", "Seit wir die Anlage im Oktober wieder angeschaltet haben, riecht es im Keller nach Abgas. "
    "Die Flamme im Schauglas ist gelblich statt blau und an der Wand darüber sind schwarze Spuren. "
    "Im Wohnzimmer wird es trotzdem warm. "
    "Wir sind in Schieren, was sollen wir tun?",
    "heating", "Schieren", "Schieren", kind="a", nu="U", situation="flue-gas smell and yellow flame at the gas boiler")
add("de-t04", "Meine Schwiegermutter hat uns Kalkfarbe empfohlen, weil die so gesund sei, und wir haben sie direkt auf die alte Dispersionsfarbe gestrichen. "
    "Nach zwei Wochen blättert es im Flur und im Kinderzimmer großflächig ab. "
    "Wir suchen jetzt einen Maler, der das fachgerecht runterholt und neu streicht, ca 60 m² Wandfläche, Haus in Grevenmacher.",
    "painting", "Grevenmacher", "Grevenmacher", not_place=["einen"], kind="b", nu="N", situation="lime paint over emulsion peels off")
add("de-t05", "Der Nachbar meinte, Moos auf dem Dach geht am besten mit dem Hochdruckreiniger weg, also hat mein Mann das am Wochenende gemacht. "
    "Seitdem sind einige Betondachsteine gerissen und beim letzten Regen tropfte es im Bad unter dem Dachfenster. "
    "Kann sich das jemand anschauen und die kaputten Steine tauschen? "
    "Haus in Redingen, Satteldach, ca 35 Grad.",
    "roofing", "Redange", "Redingen", kind="b", nu="U", situation="pressure-washing moss cracked roof tiles, leak at roof window")
add("de-t06", "Unsere Putzhilfe hat den geölten Eichendielenboden jede Woche klatschnass gewischt, sie meinte, das macht man so. "
    "Jetzt haben sich zwischen den Dielen Fugen geöffnet und an zwei Stellen wölben sich die Bretter hoch. "
    "Wer kann die Dielen richten oder austauschen und neu ölen? "
    "Bauschleiden, ca 30 m² Wohnzimmer.",
    "carpentry", "Boulaide", "Bauschleiden", kind="b", nu="U", situation="oak floorboards cupped after wet mopping")
add("de-t07", "Der Fliesenhändler hat uns damals gesagt, normaler Zementfugenmörtel reicht für die bodengleiche Dusche völlig. "
    "Nach nicht mal zwei Jahren ist die Fuge ausgewaschen und an den Ecken bröselt sie raus. "
    "Gesucht: Fliesenleger, der die Fugen in der Dusche mit Epoxid neu macht, in Echternach.",
    "tiling", "Echternach", "Echternach", kind="b", nu="N", situation="washed-out cement grout in a walk-in shower")
add("de-t08", "Wir sind eine kleine Fahrschule in Mersch und haben für den Theorieraum 8 Tablets und ein WLAN-Set gekauft. "
    "Jetzt verbinden sich immer nur 5 davon gleichzeitig, und der Drucker im Büro ist seitdem auch weg. "
    "Wer richtet uns das Netzwerk vernünftig ein, am besten an einem Vormittag?",
    "it-support", "Mersch", "Mersch", kind="c", nu="U", situation="driving school tablets and office printer drop off the Wi-Fi")
add("de-t09", "Ich leite eine Kita in Düdelingen mit 45 Kindern. "
    "Für den Fototag im Herbst suchen wir jemanden, Fotograf oder Fotografin, der Einzel- und Gruppenbilder macht. "
    "Die Eltern sollen die Bilder online bestellen können, und ohne Einverständnis darf kein Kind fotografiert werden. "
    "Welche Termine hätten Sie im Oktober?",
    "photography", "Dudelange", "Düdelingen", kind="c", nu="N", situation="nursery photo day")
add("de-t10", "Unser Start-up hat seit Januar 3 Angestellte, und ich mache alles noch selbst in Excel. "
    "Gesucht ist jemand, der die Belege bucht, die monatlichen Lohnabrechnungen macht und den Jahresabschluss vorbereitet. "
    "Wir sitzen mal hier, mal im Homeoffice, also ginge alles digital. "
    "Was kostet so etwas ungefähr im Monat?",
    "accounting", None, None, kind="c", nu="U", situation="start-up with three staff needs bookkeeping and payroll")
add("de-t11", "Wir sind eine Versicherungsagentur in Junglinster und ziehen in größere Räume im selben Gebäude. "
    "Der Empfang und das Besprechungszimmer sollen freundlicher werden, mit besserem Licht und besserer Akustik. "
    "Wir suchen eine Innenarchitektin oder Innenarchitekten, die ein Konzept für Farben, Möbel und Beleuchtung macht.",
    "interior-design", "Junglinster", "Junglinster", kind="c", nu="N", situation="insurance agency wants a new reception and meeting-room concept")
add("de-t12", "Lohnt sich für unsere Mietwohnung in Bonneweg ein Balkonkraftwerk mit 800 Watt? "
    "Der Balkon geht nach Süden, aber der Vermieter ist skeptisch. "
    "Darf man so was hier einfach in die Steckdose stecken oder muss das jemand anmelden und anschließen? "
    "Und rechnet sich das überhaupt bei 2500 kWh Verbrauch im Jahr?",
    "solar", "Luxembourg", "Bonneweg", kind="d", nu="U", situation="is an 800 W balcony PV kit worth it and allowed")
add("de-t13", "Wir haben in Echternacherbrück, direkt gegenüber von Echternach, das Haus meiner Oma geerbt, Baujahr 1958. "
    "Alles ist noch original: Elektrik, Bad, Fenster, Böden. "
    "Lohnt es sich, das alles herrichten zu lassen, oder ist Abriss und Neubau am Ende günstiger? "
    "Mit welchen Kosten pro Quadratmeter müsste man grob rechnen?",
    "renovation", "abroad", "Echternacherbrück", distractors=["Echternach"], kind="d", nu="U", situation="inherited 1958 house across the Sauer: refurbish or rebuild")
add("de-t14", "Unser Vermieter will die Nebenkosten für drei Jahre rückwirkend nachfordern, insgesamt 4.300 €. "
    "Eine Abrechnung haben wir in der ganzen Zeit nie bekommen. "
    "Darf der das, und lohnt es sich, sich dagegen zu wehren?",
    "legal", None, None, kind="d", nu="U", situation="landlord claims three years of service charges at once")
add("de-t15", "Ich eröffne im Frühjahr eine Physiotherapiepraxis. "
    "Brauche ich dafür wirklich eine Webdesignerin oder reicht ein Baukasten wie Jimdo? "
    "Wichtig wäre eine Online-Terminbuchung und dass man uns bei Google findet. "
    "Was kostet eine kleine Seite mit 5 Unterseiten bei einer Agentur?",
    "web-development", None, None, kind="d", nu="N", situation="physiotherapy site: web designer or site builder")
# ---------------- English ----------------
add("en-s01", "Can someone set up proper mesh wifi in our 3-storey house in Bissen, the router is in the basement and the top floor gets nothing",
    "it-support", "Bissen", "Bissen", situation="mesh Wi-Fi for a three-storey house")
add("en-s02", "Looking for annual maintenance of our Viessmann gas boiler in Moutfort, last service was in 2023.",
    "heating", "Contern", "Moutfort", situation="annual gas boiler service")
add("en-s03", "hi could someone repaint our kitchen ceiling and two walls in mertzig about 35 m2 we'd supply the paint",
    "painting", "Mertzig", "mertzig", situation="repainting a kitchen ceiling and walls, lower case")
add("en-s04", "Anyone know a mechanic who can regas the air con in my 2016 Golf before our road trip",
    None, None, None, situation="car air-conditioning regas")
add("en-s05", "Inherited my grandfather's old safe in Ell and nobody knows the combination, can you open it without wrecking it?",
    "locksmith", "Ell", "Ell", situation="opening an inherited safe with unknown combination")
add("en-s06", "Moving a 1-bed flat from Clervaux down to Luxembourg City on 14 June, need 2 guys and a van",
    "moving", "Clervaux", "Clervaux", distractors=["Luxembourg City"], situation="flat move from Clervaux to the capital")
add("en-s07", "We need our 60-page employee handbook translated from English into French and German by the end of the month",
    "translation", None, None, situation="translating an employee handbook into two languages")
add("en-s08", "Need a garden design for our new-build plot at L-3235, it's bare clay with no grass yet, about 300 m2",
    "gardening", "Bettembourg", "L-3235", not_place=["grass"], situation="garden design for a bare new-build plot")
add("en-s09", "Quote please for tiling a 4 m kitchen splashback with white metro tiles, house in Kleinbettingen",
    "tiling", "Steinfort", "Kleinbettingen", situation="kitchen splashback in metro tiles")
add("en-s10", "Attic conversion in Roodt-sur-Syre needs two ceiling lights, four sockets and a dedicated line for an AC unit.",
    "electrical", "Betzdorf", "Roodt-sur-Syre", situation="wiring for an attic conversion")
add("en-t01", "Our water bill has doubled since spring even though nothing changed at home. "
    "If I turn off every tap, the little star on the meter in the cellar still keeps spinning. "
    "There's also a patch of lawn by the front path that never dries out. "
    "We're in Bergem, could someone find out where it's going?",
    "plumbing", "Mondercange", "Bergem", not_place=["bill"], kind="a", nu="U", situation="meter spins with taps closed, hidden supply leak")
add("en-t02", "Our tumble dryer (Miele, about 8 years old) now needs three full cycles and the towels are still damp. "
    "The drum turns, it gets hot on the outside, and there's a faint burnt smell. "
    "We clean the filters every time, the condenser too. "
    "We live in Senningerberg, is this fixable or time to give up?",
    "appliance-repair", "Niederanven", "Senningerberg", kind="a", nu="U", situation="tumble dryer leaves laundry damp, burnt smell")
add("en-t03", "For two weeks there have been lines of tiny brown ants coming out from under the kitchen skirting board and marching to the cat's bowl. "
    "We put out bait stations from the supermarket but there are more every day. "
    "Now they're in the bathroom too. "
    "Ground-floor flat in Limpertsberg, and we have a baby so we're worried about chemicals.",
    "pest-control", "Luxembourg", "Limpertsberg", kind="a", nu="U", situation="ant trails in kitchen and bathroom")
add("en-t04", "A guy knocking on doors told my dad his chimney flashing was fine and just resealed it with a tube of silicone for €400. "
    "Two months later water runs down the chimney breast in the attic whenever it rains. "
    "We need a proper roofer to redo the flashing around the chimney on his house in Wiltz. "
    "He's 82 so please call me, not him.",
    "roofing", "Wiltz", "Wiltz", kind="b", nu="N", situation="doorstep trader's silicone on chimney flashing leaks")
add("en-t05", "A friend who does a lot of DIY said we could use leftover bags of tile adhesive to build the low garden wall, so we did. "
    "After one winter the top rows are crumbling and the blocks are loose. "
    "It's about 12 m long and 60 cm high, at our house in Gilsdorf. "
    "Can someone take it down and rebuild it properly with a concrete footing?",
    "masonry", "Bettendorf", "Gilsdorf", kind="b", nu="U", situation="garden wall built with tile adhesive crumbles")
add("en-t06", "My landlord told me to just screw the loose treads back down myself, so I did, and now three of the oak stair treads have split along the grain. "
    "One of them flexes when you step on it. "
    "He's now happy for someone to come and replace them at his cost. "
    "Townhouse in Rosport, the stairs are about 30 years old.",
    "carpentry", "Rosport-Mompach", "Rosport", kind="b", nu="U", situation="split oak stair treads after DIY screwing")
add("en-t07", "When we bought our house in Beringen the seller said the solar panels on the garage were basically maintenance-free. "
    "Since spring the inverter display is blank every morning and the app shows zero production until about noon. "
    "The panels are also covered in bird mess and lichen. "
    "Is there a solar installer who can check the whole system?",
    "solar", "Mersch", "Beringen", kind="b", nu="N", situation="PV inverter blank mornings, dirty panels, seller said maintenance-free")
add("en-t08", "I manage a small coworking space in Luxembourg City with 25 desks. "
    "Since our provider swapped the router, the guest wifi keeps dropping and members' laptops can't see the shared printer anymore. "
    "We need an IT technician who can sort out the network, separate guest and staff traffic, and ideally do a monthly check. "
    "Weekday mornings are best.",
    "it-support", "Luxembourg", "Luxembourg City", kind="c", nu="N", situation="coworking space network and printer after router swap")
add("en-t09", "We're a small yoga studio in Strassen with two rooms and changing rooms. "
    "The showers, mirrors and windows need proper work three times a week, early mornings before 7. "
    "Our teachers can't keep doing it between classes. "
    "What would that cost per month?",
    "cleaning", "Strassen", "Strassen", kind="c", nu="U", situation="yoga studio needs regular early-morning cleaning")
add("en-t10", "Our architecture firm just finished a library refurbishment in Esch-sur-Alzette and we need good pictures of it for a competition entry. "
    "Interior and exterior shots, ideally at dusk with the lights on, plus a few drone views if that's allowed there. "
    "Deadline is the 20th of next month.",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="architects need building pictures for a competition")
add("en-t11", "I just opened a small Korean restaurant with 5 staff and my head is spinning with payroll, social security and the quarterly returns. "
    "Back in Seoul my brother did all of this for me. "
    "Is there an accountant who could take over the bookkeeping and payslips, and roughly what would it cost a month?",
    "accounting", None, None, distractors=["Seoul"], kind="c", nu="N", situation="new restaurant needs payroll and bookkeeping")
add("en-t12", "We're thinking of buying a 1970s bungalow in Bertrange that needs everything: kitchen, bathroom, wiring, floors and insulation. "
    "The agent says around 80k and you're done, but that sounds optimistic. "
    "Roughly what should we budget per m2 for this kind of job here, and how many months would it take?",
    "renovation", "Bertrange", "Bertrange", kind="d", nu="U", situation="budget and time to redo a 1970s bungalow before buying")
add("en-t13", "I moved to Luxembourg in January and my German employer still hasn't given me a local contract, I'm paid as a consultant. "
    "Is that even legal, and do I have any rights for the last 8 months? "
    "Is it worth taking this further or should I just quit?",
    "legal", None, None, distractors=["Luxembourg"], kind="d", nu="U", situation="paid as a consultant instead of employed")
add("en-t14", "I sell restored vintage furniture from a barn and so far only through Instagram. "
    "Should I hire a web developer to build a proper online shop, or start with Etsy and see? "
    "And what does a small custom shop with about 50 items usually cost?",
    "web-development", None, None, not_place=["sell"], kind="d", nu="N", situation="vintage furniture seller: custom shop or Etsy")
add("en-t15", "We've just bought a narrow terraced house in Arlon, just over the border, and the ground floor is dark and chopped up. "
    "Is it worth paying someone to plan the layout, colours and lighting before we start, or is that a luxury? "
    "What does that usually cost for about 60 m2?",
    "interior-design", "abroad", "Arlon", kind="d", nu="U", situation="is paying for a layout, colour and lighting plan worth it")
# ---------------- Portuguese ----------------
add("pt-s01", "Procuro senhora para fazer a limpeza da casa uma vez por semana em Schifflange, 3 quartos, umas 4 horas",
    "cleaning", "Schifflange", "Schifflange", situation="weekly house cleaning")
add("pt-s02", "Preciso de canalizador para trocar a sanita e o lavatório da casa de banho em Bonnevoie, já comprei tudo no Hornbach",
    "plumbing", "Luxembourg", "Bonnevoie", situation="replacing toilet and washbasin")
add("pt-s03", "Quanto custa trocar o quadro elétrico antigo, ainda com fusíveis de rosca, numa casa em Aspelt?",
    "electrical", "Frisange", "Aspelt", situation="replacing an old screw-fuse board")
add("pt-s04", "Preciso de um pedreiro para levantar um muro de blocos de 15 m no quintal em Kehlen, com fundação",
    "masonry", "Kehlen", "Kehlen", situation="15 m block wall with footing")
add("pt-s05", "Mudança de Ettelbruck para Braga em agosto, só umas 15 caixas e uma mota, alguém faz transporte para Portugal?",
    "moving", "Ettelbruck", "Ettelbruck", distractors=["Braga", "Portugal"], situation="small move from Ettelbruck to Portugal")
add("pt-s06", "Alguém conhece uma costureira que faça a bainha e aperte um vestido de cerimónia até sábado",
    None, None, None, situation="dress alterations by a seamstress")
add("pt-s07", "Preciso de traduzir do francês para português uma sentença de divórcio com 9 páginas",
    "translation", None, None, situation="translating a divorce judgment")
add("pt-s08", "a minha placa de indução Bosch desliga-se sozinha ao fim de 5 minutos em qualquer zona, moro em Useldange, vale a pena arranjar?",
    "appliance-repair", "Useldange", "Useldange", situation="induction hob switches itself off")
add("pt-s09", "Comprei casa em Colmar-Berg e queria mudar as fechaduras das 3 portas porque o antigo dono ainda tem chaves",
    "locksmith", "Colmar-Berg", "Colmar-Berg", situation="changing all locks after buying a house")
add("pt-s10", "Quem me faz a poda de 3 macieiras e uma ameixeira em Canach antes do fim do inverno?",
    "gardening", "Lenningen", "Canach", situation="pruning fruit trees")
add("pt-t01", "A caldeira está sempre a perder pressão, tenho de lhe meter água quase todas as semanas. "
    "Debaixo dela, ao lado de um tubo, aparece sempre uma pocinha. "
    "Os aquecedores aquecem, mas se me esqueço de encher, a casa está fria de manhã. "
    "Moro em Munsbach, numa casa geminada, alguém pode vir ver isto?",
    "heating", "Schuttrange", "Munsbach", kind="a", nu="U", situation="boiler keeps losing pressure, small puddle")
add("pt-t02", "No corredor do nosso apartamento em Hollerich há uns ladrilhos que fazem barulho oco quando se pisa e dois já levantaram nas pontas. "
    "As juntas entre eles estão a esfarelar e ontem a minha filha tropeçou num. "
    "O prédio é de 1990. "
    "O que é que se pode fazer?",
    "tiling", "Luxembourg", "Hollerich", kind="a", nu="U", situation="hollow, lifting hall tiles and crumbling joints")
add("pt-t03", "Há umas semanas começámos a ver à noite uns bichinhos castanhos, rápidos, com antenas compridas, a correr na cozinha quando acendemos a luz. "
    "Aparecem sobretudo atrás do frigorífico e debaixo do lava-loiça. "
    "Já limpei tudo com lixívia e não adianta nada. "
    "Apartamento em Esch-sur-Alzette, 4º andar, e os vizinhos dizem que também têm.",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="cockroaches in a kitchen")
add("pt-t04", "A minha cunhada disse-me que podia pintar o muro do terraço com a tinta de interior que sobrou das obras. "
    "Depois do primeiro inverno está tudo a descascar e a ficar verde. "
    "Procuro um pintor que raspe aquilo e pinte com tinta própria para exterior, são uns 25 m². "
    "Moro em Angelsberg.",
    "painting", "Fischbach", "Angelsberg", kind="b", nu="N", situation="indoor paint on an outdoor wall peels")
add("pt-t05", "O senhorio disse que as telhas partidas no anexo eram só estéticas e que não valia a pena mexer. "
    "Agora entra água na arrecadação cada vez que chove e as caixas de cartão estão todas molhadas. "
    "Ele finalmente aceitou pagar o arranjo. "
    "A casa fica em Bastendorf, é possível virem esta semana?",
    "roofing", "Tandel", "Bastendorf", kind="b", nu="U", situation="landlord ignored broken tiles on an annex roof, now leaking")
add("pt-t06", "O meu pai disse-me para colar com cola de madeira o corrimão das escadas que abanava. "
    "Passado um mês voltou a soltar-se, e dois balaústres partiram-se quando o meu filho se encostou. "
    "Queria alguém que fixasse o corrimão como deve ser e fizesse balaústres iguais aos outros, em carvalho. "
    "Casa em Rippig, ao pé de Consdorf.",
    "carpentry", "Bech", "Rippig", distractors=["Consdorf"], kind="b", nu="U", situation="glued stair banister loose again, broken balusters")
add("pt-t07", "O vizinho disse-nos que os painéis do telhado que aquecem a água não precisavam de manutenção nenhuma. "
    "Agora, em pleno verão, a água do depósito já não aquece com o sol e a bomba faz um barulho esquisito. "
    "O sistema tem uns 12 anos e queríamos que alguém o verificasse. "
    "Moramos em Heiderscheid.",
    "solar", "Esch-sur-Sûre", "Heiderscheid", kind="b", nu="U", situation="solar thermal no longer heats water")
add("pt-t08", "Somos uma pequena empresa de construção e acabámos uma moradia em Bertrange. "
    "Entregamos as chaves ao cliente na sexta-feira. "
    "Precisamos de uma equipa que tire o pó de obra, lave os vidros e os pavimentos e deixe tudo pronto a habitar, são 180 m².",
    "cleaning", "Bertrange", "Bertrange", kind="c", nu="U", situation="builder needs a new house cleaned before handover")
add("pt-t09", "Sou da direção de um rancho folclórico português em Differdange. "
    "No dia 21 de junho temos o nosso festival com 6 ranchos convidados. "
    "Procuramos um fotógrafo que faça a reportagem durante a tarde e algumas fotos de grupo. "
    "O orçamento é curto porque somos uma associação.",
    "photography", "Differdange", "Differdange", kind="c", nu="N", situation="folk dance association festival coverage")
add("pt-t10", "Temos uma pequena empresa de transportes em Lamadelaine, com 4 computadores no escritório. "
    "Ultimamente está tudo lentíssimo, os emails demoram horas a chegar e ninguém faz cópias de segurança das faturas. "
    "Precisávamos de alguém que pusesse isto em ordem e configurasse um backup automático.",
    "it-support", "Pétange", "Lamadelaine", kind="c", nu="U", situation="haulier's office PCs slow, no backups")
add("pt-t11", "Abri um café com a minha mulher há 6 meses e até agora fui eu a tratar dos papéis. "
    "Recebi uma carta das Contributions sobre a declaração de IVA que não percebo. "
    "Procuro um contabilista que fale português e fique com a contabilidade toda, salários incluídos. "
    "Quanto se paga por mês, mais ou menos?",
    "accounting", None, None, kind="c", nu="N", situation="new café owner needs bookkeeping and payroll")
add("pt-t12", "Estamos a pensar comprar uma casa antiga em Dudelange que precisa de obras em tudo: cozinha, casa de banho, eletricidade, janelas e chão. "
    "Quanto é que se deve contar, mais ou menos, por metro quadrado? "
    "E quanto tempo demora uma obra destas até se poder morar lá?",
    "renovation", "Dudelange", "Dudelange", kind="d", nu="U", situation="cost per m2 and duration to redo an old house")
add("pt-t13", "Comprámos um apartamento em Villerupt, do lado francês, e a sala com cozinha aberta tem 45 m² mas parece vazia e fria. "
    "Vale a pena pagar a uma decoradora de interiores para escolher cores, iluminação e móveis? "
    "Quanto costuma cobrar?",
    "interior-design", "abroad", "Villerupt", kind="d", nu="N", situation="is a decorator worth it for a flat just across the border")
add("pt-t14", "Trabalho no Luxemburgo há 10 anos e o meu patrão deve-me 3 meses de horas extra, diz que está tudo incluído no salário. "
    "Tenho contrato de 40 horas mas faço quase 50. "
    "Vale a pena ir a um advogado ou é dinheiro deitado fora?",
    "legal", None, None, distractors=["Luxemburgo"], kind="d", nu="N", situation="unpaid overtime, is a lawyer worth it")
add("pt-t15", "Tenho uma pequena empresa de jardinagem e os clientes só me encontram de boca em boca. "
    "O que é melhor, uma página no Facebook ou um site a sério com formulário para pedir orçamento? "
    "Quanto custa mais ou menos um site simples feito por alguém de fora?",
    "web-development", None, None, kind="d", nu="U", situation="gardening business: Facebook page or proper website")
# ---------------- Italian ----------------
add("it-s01", "Serve un giardiniere per rifare il prato davanti casa e mettere l'irrigazione automatica a Crauthem, circa 150 m²",
    "gardening", "Roeser", "Crauthem", situation="new lawn and automatic irrigation")
add("it-s02", "Vorrei far installare un videocitofono con due monitor nella villetta a Helmsange, il vecchio citofono non funziona più",
    "electrical", "Walferdange", "Helmsange", situation="video intercom installation")
add("it-s03", "lo scarico della doccia va giù lentissimo e puzza di fogna, siamo a Dalheim, chi può venire?",
    "plumbing", "Dalheim", "Dalheim", situation="slow, smelly shower drain")
add("it-s04", "Cerchiamo un servizio di catering per la festa dei 18 anni di nostra figlia, circa 60 persone, cucina italiana",
    None, None, None, situation="catering for an 18th birthday party")
add("it-s05", "Trasloco da Vianden a Lussemburgo il 30 settembre, bilocale al secondo piano senza ascensore, bisogna anche smontare la cucina",
    "moving", "Vianden", "Vianden", distractors=["Lussemburgo"], situation="flat move from Vianden to the capital")
add("it-s06", "Cerco un interprete italiano-tedesco per una trattativa commerciale di mezza giornata a fine mese",
    "translation", None, None, situation="Italian-German interpreter for a negotiation")
add("it-s07", "La cappa della cucina Elica non aspira più e il motore fa un ronzio strano, abito a Reisdorf",
    "appliance-repair", "Reisdorf", "Reisdorf", situation="cooker hood no longer extracts")
add("it-s08", "Preventivo per imbiancare 3 camere e il corridoio a Syren, pareti circa 180 m²",
    "painting", "Weiler-la-Tour", "Syren", situation="painting three bedrooms and a corridor")
add("it-s09", "Il lucernario del sottotetto a Doncols non chiude più bene e quando piove entra acqua, va sostituito.",
    "roofing", "Winseler", "Doncols", situation="leaking roof window to replace")
add("it-s10", "Dobbiamo cambiare il cilindro della porta blindata a Cessange dopo aver perso un mazzo di chiavi",
    "locksmith", "Luxembourg", "Cessange", situation="new cylinder after losing keys")
add("it-t01", "Sopra la finestra del soggiorno c'è una crepa che parte dall'angolo e sale in diagonale verso il soffitto. "
    "In un anno è passata da un filo a quasi mezzo centimetro, e fuori si vede la stessa crepa nell'intonaco. "
    "Casa del 1985 a Nommern. "
    "Dobbiamo preoccuparci?",
    "masonry", "Nommern", "Nommern", kind="a", nu="U", situation="diagonal crack above a window widening")
add("it-t02", "Da quando il gatto è tornato dalle vacanze dai nonni abbiamo le caviglie piene di punture rosse. "
    "Sul tappeto e sul divano si vedono dei puntini neri che saltano. "
    "Il gatto è già stato dal veterinario ma in casa continuano. "
    "Appartamento a esch-sur-alzette, abbiamo un bimbo di 2 anni, che cosa possiamo fare?",
    "pest-control", "Esch-sur-Alzette", "esch-sur-alzette", kind="a", nu="U", situation="flea bites after the cat came back")
add("it-t03", "La nostra stufa a pellet si spegne dopo una ventina di minuti e in soggiorno si sente odore di fumo. "
    "Il vetro diventa nero in poche ore e nel braciere resta tanto pellet non bruciato. "
    "L'abbiamo pulita come dice il manuale. "
    "Siamo a Perlé, vicino al confine belga.",
    "heating", "Rambrouch", "Perlé", kind="a", nu="U", situation="pellet stove goes out and smokes")
add("it-t04", "Il negozio di bricolage ci aveva detto che sul pavimento del bagno si potevano posare le piastrelle grandi 120x60 con la colla normale. "
    "Dopo due mesi tre piastrelle suonano vuote e una si è crepata sotto la lavatrice. "
    "Cerchiamo un piastrellista serio che rifaccia il pavimento, circa 7 m². "
    "Abitiamo a Wecker.",
    "tiling", "Biwer", "Wecker", kind="b", nu="N", situation="large tiles laid with wrong adhesive sound hollow")
add("it-t05", "Mio suocero, che è bravo con il fai da te, ci ha consigliato di piallare la porta di legno della cantina perché strisciava. "
    "Adesso c'è una fessura di un centimetro in alto, la porta sbatte e non sta più chiusa. "
    "Ci serve qualcuno che la sistemi o la rifaccia su misura. "
    "Siamo a Tuntange.",
    "carpentry", "Helperknapp", "Tuntange", kind="b", nu="U", situation="over-planed wooden cellar door")
add("it-t06", "Un venditore porta a porta ci ha detto che anche con il tetto esposto a nord conveniva mettere 20 pannelli, e ci siamo fidati. "
    "Produciamo meno della metà di quanto promesso e l'azienda non risponde più. "
    "Vorremmo un installatore fotovoltaico indipendente che controlli l'impianto e ci dica se conviene spostare i pannelli sul garage esposto a sud. "
    "Casa a Wickrange.",
    "solar", "Reckange-sur-Mess", "Wickrange", kind="b", nu="N", situation="north-facing PV underperforms, move panels?")
add("it-t07", "Il vicino ci ha consigliato di eliminare le erbacce con il diserbante del supermercato, e ora metà del prato è giallo e morto. "
    "Anche due cespugli di ortensie si sono seccati. "
    "Vorremmo qualcuno che rifaccia il prato e ripianti l'aiuola prima dell'estate. "
    "Siamo a Ingeldorf, circa 200 m².",
    "gardening", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="weedkiller killed the lawn and hydrangeas")
add("it-t08", "Gestiamo una piccola palestra di boxe a Differdange. "
    "Tappetini, spogliatoi e docce andrebbero fatti a fondo tutti i giorni prima delle 7. "
    "Non abbiamo personale per questo. "
    "Quanto costerebbe un servizio cinque giorni su sette?",
    "cleaning", "Differdange", "Differdange", kind="c", nu="U", situation="boxing gym needs daily early cleaning")
add("it-t09", "Siamo un laboratorio di ceramiche artigianali a Schifflange e stiamo preparando il nuovo catalogo. "
    "Ci servono immagini pulite dei 60 pezzi su sfondo bianco e qualche scatto ambientato nel laboratorio. "
    "Il catalogo deve andare in stampa a metà novembre.",
    "photography", "Schifflange", "Schifflange", kind="c", nu="U", situation="pottery workshop needs catalogue pictures")
add("it-t10", "Ho un'impresa di pulizie con 7 dipendenti. "
    "Fino a oggi le buste paga le faceva un'amica, che ora si è trasferita a Milano. "
    "Cerco un commercialista per buste paga, contabilità e dichiarazioni. "
    "Quanto costa al mese?",
    "accounting", None, None, distractors=["Milano"], kind="c", nu="N", situation="cleaning company needs payroll and bookkeeping")
add("it-t11", "Sono la segretaria di uno studio di architetti a Lussemburgo. "
    "Da lunedì il NAS con tutti i progetti non si vede più dai computer, e il ragazzo che ci seguiva è andato in pensione. "
    "Cerchiamo un tecnico informatico che venga al più presto e poi faccia assistenza fissa.",
    "it-support", "Luxembourg", "Lussemburgo", kind="c", nu="N", situation="architects' NAS no longer visible")
add("it-t12", "Abbiamo ereditato l'appartamento di mia nonna a Dudelange, anni settanta, tutto da rifare: cucina, bagno, impianto elettrico, pavimenti. "
    "Conviene rifarlo prima di affittarlo o venderlo così com'è? "
    "Più o meno quanto si spende al metro quadro?",
    "renovation", "Dudelange", "Dudelange", kind="d", nu="U", situation="redo an inherited 1970s flat before letting or sell as is")
add("it-t13", "Abbiamo comprato una casa a schiera ad Audun-le-Tiche, appena oltre il confine. "
    "Il pianterreno è buio e le stanze sono piccole. "
    "Ha senso pagare qualcuno che ci faccia un progetto con disposizione, colori e luci prima di comprare i mobili? "
    "Quanto si spende di solito?",
    "interior-design", "abroad", "Audun-le-Tiche", kind="d", nu="U", situation="is a furnishing, colour and lighting plan worth paying for")
add("it-t14", "Ho firmato un compromesso per comprare un appartamento ma la banca mi ha rifiutato il mutuo. "
    "Il venditore vuole trattenere il 10% come caparra. "
    "È legale, e mi conviene prendere un avvocato o trattare da solo?",
    "legal", None, None, kind="d", nu="N", situation="seller keeps deposit after mortgage refused")
add("it-t15", "Sono una guida turistica e vorrei un sito dove i clienti vedono i tour e prenotano online. "
    "È meglio usare una piattaforma come Squarespace o farlo fare su misura? "
    "E quanto costa farlo fare?",
    "web-development", None, None, kind="d", nu="U", situation="tour guide booking site: platform or custom")
# ---------------- Spanish ----------------
add("es-s01", "urgente: se ha partido la tubería de cobre debajo del fregadero y he cerrado la llave general, piso en Gasperich",
    "plumbing", "Luxembourg", "Gasperich", situation="burst copper pipe under the sink")
add("es-s02", "Quiero cambiar todos los enchufes e interruptores viejos de un piso de 3 habitaciones en Bofferdange y añadir dos tomas USB en la cocina",
    "electrical", "Lorentzweiler", "Bofferdange", situation="replacing old sockets and switches")
add("es-s03", "Busco profesor de guitarra para mi hijo de 10 años, dos tardes por semana",
    None, None, None, situation="guitar lessons for a child")
add("es-s04", "Presupuesto para mudanza de Schengen a Valencia en octubre, piso de 80 m² con bastantes libros",
    "moving", "Schengen", "Schengen", distractors=["Valencia"], situation="international move from Schengen to Spain")
add("es-s05", "Necesito a alguien que traduzca y subtitule en español un vídeo corporativo de 12 minutos que está en inglés",
    "translation", None, None, situation="translating and subtitling a corporate video")
add("es-s06", "El arcón congelador del garaje no enfría y pita la alarma todo el rato, vivo en Michelbouch, ¿alguien repara esto?",
    "appliance-repair", "Vichten", "Michelbouch", situation="chest freezer not cooling, alarm beeping")
add("es-s07", "Necesito a alguien que desbroce un terreno de 800 m² lleno de zarzas y ortigas en Beaufort antes de que llegue el verano",
    "gardening", "Beaufort", "Beaufort", situation="clearing an overgrown plot of brambles")
add("es-s08", "hola buscamos limpieza de alfombras y sofá a domicilio en strassen tenemos perro y manchas de todo tipo",
    "cleaning", "Strassen", "strassen", situation="carpet and sofa cleaning at home")
add("es-s09", "Presupuesto para pintar la barandilla metálica del balcón y la puerta del garaje en Ehnen, están oxidadas",
    "painting", "Wormeldange", "Ehnen", situation="painting a rusty balcony railing and garage door")
add("es-s10", "Perdí la llave del buzón del edificio en Itzig y necesito que alguien cambie la cerradura del buzón",
    "locksmith", "Hesperange", "Itzig", situation="new letterbox lock after losing the key")
add("es-t01", "Cada vez que la lavadora desagua, el agua sube por el plato de la ducha y hace un ruido como de gárgaras. "
    "Luego baja muy despacio y deja un olor horrible en todo el baño. "
    "Ya eché un desatascador del súper y sigue igual. "
    "Vivimos en Soleuvre, en una casa adosada, ¿podría venir alguien a mirarlo?",
    "plumbing", "Sanem", "Soleuvre", kind="a", nu="U", situation="shower tray backs up when the washing machine drains")
add("es-t02", "Estoy encontrando agujeritos en los jerséis de lana y en un abrigo de cachemir que estaba en el armario. "
    "Al abrir las puertas salen volando unas mariposillas pequeñas de color beige. "
    "He lavado todo y he puesto bolitas de lavanda, pero siguen apareciendo. "
    "Vivo en Mamer, en un piso.",
    "pest-control", "Mamer", "Mamer", kind="a", nu="U", situation="clothes moths in a wardrobe")
add("es-t03", "Cuando arranca la calefacción por la mañana, la caldera da unos golpes fuertes, como martillazos, que se oyen en toda la casa. "
    "Después de unos minutos se calma, pero cada día los golpes duran más. "
    "Los radiadores calientan bien. "
    "Estamos en Grosbous y la casa es de 1995.",
    "heating", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="boiler bangs when it starts")
add("es-t04", "El vecino nos dijo que podíamos estrenar la barbacoa de ladrillo al día siguiente de terminarla, con un buen fuego. "
    "Ahora tiene grietas que atraviesan ladrillos y juntas, y la parte de arriba se mueve. "
    "Buscamos un albañil que la repare o la vuelva a levantar. "
    "Casa en Saeul.",
    "masonry", "Saeul", "Saeul", kind="b", nu="N", situation="brick barbecue cracked after too early a fire")
add("es-t05", "El casero nos dijo que pusiéramos cinta americana en la junta del canalón que goteaba, y así lo hicimos. "
    "Con las lluvias de esta semana la cinta se ha despegado, el canalón se ha doblado y el agua cae justo encima de la puerta de entrada. "
    "Ahora el casero acepta que venga alguien a arreglarlo bien y a revisar las tejas de ese lado. "
    "La casa está en Medernach.",
    "roofing", "Vallée de l'Ernz", "Medernach", kind="b", nu="U", situation="gutter taped on landlord's advice now bent")
add("es-t06", "Una amiga me aconsejó rellenar las juntas rotas de los azulejos de la cocina con masilla de pared porque era más fácil. "
    "A los dos meses está todo amarillento, se agrieta y algunos azulejos se mueven. "
    "Me gustaría que alguien quitara las juntas viejas, fijara los azulejos sueltos y volviera a rejuntar todo, unos 5 m². "
    "Vivo en Ersange.",
    "tiling", "Bous-Waldbredimus", "Ersange", kind="b", nu="U", situation="wall filler used as grout cracks, loose tiles")
add("es-t07", "Mi padre nos dijo que la pérgola de madera del jardín aguantaba sin anclarla al suelo. "
    "Con el temporal de la semana pasada se ha torcido y dos vigas se han partido. "
    "Buscamos un carpintero que la repare y la ancle bien. "
    "Estamos en Christnach.",
    "carpentry", "Waldbillig", "Christnach", kind="b", nu="N", situation="unanchored wooden pergola broke in a storm")
add("es-t08", "Tenemos una academia de idiomas en Gonderange con dos aulas. "
    "Desde que cambiamos el wifi, las pantallas interactivas no se conectan a los portátiles de los profesores, y la impresora de recepción saca hojas en blanco. "
    "Necesitamos a alguien que venga una mañana y lo deje todo funcionando.",
    "it-support", "Junglinster", "Gonderange", kind="c", nu="U", situation="language school screens and printer after Wi-Fi change")
add("es-t09", "Somos un restaurante de tapas en la Ville-Haute y vamos a cambiar toda la carta. "
    "Queremos un fotógrafo que haga fotos de los 25 platos y del local, para la carta y para Instagram. "
    "¿Cuánto cobraría por una sesión de mañana?",
    "photography", "Luxembourg", "Ville-Haute", kind="c", nu="N", situation="tapas restaurant needs dish photos for a new menu")
add("es-t10", "Tenemos dos apartamentos turísticos en Berbourg y en las reseñas dicen que son fríos e impersonales. "
    "Buscamos a alguien que nos proponga colores, textiles, iluminación y distribución de los muebles, sin hacer obra. "
    "¿Cómo se trabaja normalmente y cuánto cuesta?",
    "interior-design", "Manternach", "Berbourg", kind="c", nu="U", situation="holiday flats need warmer furnishing plan")
add("es-t11", "Mi marido y yo tenemos una empresa de reformas con 4 empleados. "
    "Hasta ahora las nóminas, las facturas y los impuestos los llevaba su hermana, pero se vuelve a España. "
    "Necesitamos a alguien que se encargue de todo eso cada mes. "
    "¿Qué precio sería razonable?",
    "accounting", None, None, distractors=["España"], kind="c", nu="U", situation="building firm needs payroll, invoices and taxes handled")
add("es-t12", "Estamos mirando un piso de 1960 en Esch-Alzette para comprar, de 90 m², y hay que hacerlo todo nuevo: cocina, baño, suelos, electricidad y ventanas. "
    "¿Cuánto se suele gastar por metro cuadrado en algo así? "
    "¿Y cuánto tiempo se tarda?",
    "renovation", "Esch-sur-Alzette", "Esch-Alzette", kind="d", nu="U", situation="cost and time to redo a 1960 flat")
add("es-t13", "Vivimos en Saarburg, a unos kilómetros de la frontera, y trabajamos en Luxemburgo. "
    "Tenemos un tejado a dos aguas este-oeste de unos 60 m². "
    "¿Merece la pena poner placas con esa orientación o solo compensa hacia el sur? "
    "¿Cuántos kWp tendría sentido?",
    "solar", "abroad", "Saarburg", distractors=["Luxemburgo"], kind="d", nu="U", situation="is PV worth it on an east-west roof")
add("es-t14", "Compré un coche de segunda mano a un particular y a las dos semanas se rompió el motor. "
    "Ahora sé que él ya lo sabía. "
    "¿Puedo reclamarle, y vale la pena pagar un abogado por un coche de 6.500 euros?",
    "legal", None, None, kind="d", nu="N", situation="hidden defect in a used car, is a lawyer worth it")
add("es-t15", "Tengo una pequeña tienda de vinos y quiero vender también por internet. "
    "¿Me conviene contratar a un desarrollador web para una tienda online con pago con tarjeta, o empiezo yo misma con una plantilla de WooCommerce? "
    "¿Cuánto cuesta más o menos?",
    "web-development", None, None, kind="d", nu="N", situation="wine shop: hire a web developer or DIY template")
