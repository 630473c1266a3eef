MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, bei eis zu Klierf kënnt d'Waasser am Keller duerch de Buedemoflaf erop soubal et e bësse méi reent, kéint en Installateur sanitaire nach dës Woch laanscht kommen?",
    "plumbing", "Clervaux", "Klierf", situation="basement floor drain backs up when it rains")
add("lb-s02", "brauch een fir 2 Steckdousen an der Garage an eng Wallbox 11 kW ze installéieren zu Hoffelt, den Auto kënnt Enn Januar",
    "electrical", "Wincrange", "Hoffelt", situation="two garage sockets and an 11 kW wallbox")
add("lb-s03", "Wat kascht et ongeféier d'Fassad vun engem Eefamilljenhaus zu Wolz nei ze sträichen, sinn ongeféier 180 m2 a keng Rëss?",
    "painting", "Wiltz", "Wolz", situation="price to repaint a 180 m2 house facade")
add("lb-s04", "Hëllef, mir stinn am Gronn virun der Dier, se ass zougefall an de Schlëssel läit bannen op der Kommood 😩",
    "locksmith", "Luxembourg", "Gronn", situation="locked out, key inside on the sideboard")
add("lb-s05", "Sichen Leit fir de Plënner vun Ëlwen op Ettelbréck de 16 Januar, 3 Zëmmer, zweete Stack ouni Lift, d'Kichen bleift do",
    "moving", "Troisvierges", "Ëlwen", distractors=["Ettelbréck"], situation="flat move from Troisvierges to Ettelbruck, no lift")
add("lb-s06", "Ech sichen en Affekot deen sech mat Ierfschaftsrecht auskennt, meng zwee Bridder wëllen d'Haus vun den Elteren net verkafen an ech wëll meng Part",
    "legal", None, None, situation="inheritance dispute with brothers over parents' house")
add("lb-s07", "Wie mécht eis Steiererklärung fir 2025, mir sinn bestuet mat zwee Kanner, e Prêt logement an ech hunn nach e Mini-Job nieft dem CDI?",
    "accounting", None, None, situation="joint household tax return with mortgage and side job")
add("lb-s08", "Sichen eng Nohëllef an Mathé fir meng Duechter (4e classique), zweemol d'Woch nom Schoulsdag, am léifsten eng Studentin",
    None, None, None, situation="maths tutoring for a secondary-school daughter")
add("lb-s09", "hallo wier et méiglech d'fënsteren vun eisem haus zu wilwerwiltz ze botzen sinn 24 fënsteren plus e wantergaart mat glasdaach",
    "cleaning", "Kiischpelt", "wilwerwiltz", situation="window cleaning of a house with a glass-roofed conservatory")
add("lb-s10", "Mir hätten gär eng Offer fir eng PV-Anlag vun ongeféier 10 kWp op eiser Scheier zu Housen, d'Daach ass Süd-West an nei gemaach.",
    "solar", "Parc Hosingen", "Housen", situation="quote for 10 kWp PV on a barn roof")
add("lb-t01", "Zënter e puer Woche fanne mir all Moien kleng schwaarz Kréimelcher wéi Reiskären an der Kichenschublad. D'Tut mat de Mëllenzocker ass ugeknabbert an nuets héiert een et an der Plaffong kraazen. D'Kaz interesséiert sech guer net dofir. Mir wunnen zu Buederscheid an engem Haus aus de 70er. Wat kann ee do maachen?",
    "pest-control", "Goesdorf", "Buederscheid", kind="a", nu="U", situation="droppings in kitchen drawer and scratching in the ceiling (mice)")
add("lb-t02", "Nom Stuerm vu gëschter leien e puer Schifer am Gaart. Elo drépst et um Späicher direkt niewent dem Kamäin, mir hunn en Eemer drënner gestallt. D'Haus ass zu Stolzebuerg an eng Säit vum Daach ass zimlech steil. Kann dat nach virum Weekend gekuckt ginn?",
    "roofing", "Putscheid", "Stolzebuerg", kind="a", nu="U", situation="slates blown off, attic leak beside the chimney")
add("lb-t03", "Eisen Trockner leeft an dréint, mee d'Wäsch ass no dräi Stonnen nach ëmmer naass an et gëtt bannen guer net waarm. De Filter an de Waasserbehälter hunn ech schonn eidel gemaach. Et ass e Bosch Serie 6 vun 2019. Mir sinn zu Baastenduerf, kann een dat reparéieren oder muss en ewech?",
    "appliance-repair", "Tandel", "Baastenduerf", kind="a", nu="U", situation="tumble dryer turns but no longer heats")
add("lb-t04", "Mir hunn d'lescht Joer en Ubau mat Buedemheizung gemaach zu Buerschent, mee do bleift de Buedem kal während am ale Stack alles waarm ass. Den Noper, deen selwer bastelt, sot ech soll einfach d'Pompel op déi héchst Stuf setzen an d'Vorlaaftemperatur op 70 Grad. Elo mécht d'Pompel Kaméidi an et ass ëmmer nach kal. Ech mengen ech brauch elo wierklech en Heizungsinstallateur deen de Verdeeler richteg areguléiert.",
    "heating", "Bourscheid", "Buerschent", kind="b", nu="N", situation="underfloor heating in extension stays cold after neighbour's pump advice")
add("lb-t05", "Eis Stäemauer am Gaart zu Feelen huet zënter dem Wanter e Rëss vu bal 2 cm. Mäi Schwéierpapp huet gemengt dat wier näischt, hien huet Silikon dragesprëtzt an et wier gutt. Elo ass d'Mauer uewen no baussen gekippt an de Buedem dohannert sackt of. D'Kanner spillen do ëmmer, dofir hätt ech gär dat een dat séier kuckt a seet ob se nei opgeriicht muss ginn.",
    "masonry", "Feulen", "Feelen", kind="b", nu="U", situation="cracked garden retaining wall now leaning after silicone 'fix'")
add("lb-t06", "Mir hunn am Summer eis Terrass zu Mäerzeg selwer mat Plättercher geluecht. Am Bauhaus hunn se eis e Kleber verkaf, deen angeblech och fir dobaussen géif goen. No den éischte Frostnuechten klénge bal d'Halschent vun de Plättercher huel an dräi si scho lass. Elo wëlle mir dat richteg gemaach hunn, mat Drainagematt a Fugen, ier et nach méi schlëmm gëtt.",
    "tiling", "Mertzig", "Mäerzeg", kind="b", nu="U", situation="DIY terrace tiles loose after frost, wrong adhesive from DIY store")
add("lb-t07", "Eise Rasen zu Wäiswampech ass eng Katastroph, bal nëmmen nach Moos a giel Flecken. Den Noper huet gesot, ech soll en am Hierscht ganz kuerz méien an Äsch drop strëeën, dat hätt säi Papp och ëmmer esou gemaach. Dat hunn ech gemaach an elo ass et nach méi schlëmm. Kéint een am Fréijoer vertikuléieren, kalken an nei sähen, an eis och e puer Strauch fir de Rand virschloen?",
    "gardening", "Weiswampach", "Wäiswampech", kind="b", nu="U", situation="mossy lawn worse after neighbour's ash advice, renovation and border planting")
add("lb-t08", "Ech schreiwen fir d'Fanfare vu Bettborn. Mir feieren d'nächst Joer eis 100 Joer a kréien nei Uniformen. Dofir siche mir e Fotograf fir e Gruppefoto mat 45 Museker virun der Kierch an e puer Fotoe beim Concert am Mee. Kéint dir eis e Präis maachen, och mat de Rechter fir d'Jubiläumsbuch?",
    "photography", "Préizerdaul", "Bettborn", kind="c", nu="N", situation="brass band centenary group photo and concert photos")
add("lb-t09", "Mir hunn eng kleng Déierepraxis zu Groussbus. Zënter dem Update vu leschter Woch fënnt keen Computer méi den Drécker um Empfang an de Rendez-vous-Programm hänkt all puer Minutten. Eis Niess hat dat alles ageriicht, mee si studéiert elo zu Wien. Mir bräichten een, deen eis dat Netz an de Backup eemol richteg opstellt.",
    "it-support", "Groussbus-Wal", "Groussbus", kind="c", nu="U", situation="vet practice: printer lost on network, booking software hangs")
add("lb-t10", "Moien, ech sinn am Comité vun engem Wanderclub mat ongeféier 120 Memberen. Eis Websäit ass vun 2011 an um Handy net ze liesen. Mir sichen e Webdesigner, deen eis eng nei Säit mécht mat Kalenner vun den Touren, Umeldung an enger Galerie. De Budget ass limitéiert, mir sinn e Veräin ouni grouss Subsiden.",
    "web-development", None, None, kind="c", nu="N", situation="hiking club needs a new mobile-friendly website with sign-up")
add("lb-t11", "Ech sinn President vum Fussballveräin zu Viichten. Eise Kabinnentrakt ass 40 Joer al: d'Duschen, d'Plättercher, d'Elektrik an d'Decken musse komplett nei gemaach ginn. D'Gemeng bezilt en Deel, mee mir brauchen een deen alles vun A bis Z koordinéiert an een eenzegen Devis mécht. D'Aarbechten missten tëscht Enn Mee an Ufank August gemaach ginn.",
    "renovation", "Vichten", "Viichten", kind="c", nu="U", situation="football club changing rooms full refit, one coordinator")
add("lb-t12", "Mir hunn en ale Bauerenhaff zu Ell kaaft an d'Stuff, d'Kichen an d'Iesszëmmer solle just ee grousse Raum ginn. Mir hunn keng Iddi wéi mer dat amenagéiere sollen, wou d'Insel hikënnt a wat fir eng Beliichtung. Lount et sech fir sou eppes en Interior Designer ze huelen, a wat kascht dat ongeféier? Oder maachen d'Kichefirmen dat souwisou gratis?",
    "interior-design", "Ell", "Ell", kind="d", nu="N", situation="is an interior designer worth it for an open-plan farmhouse living area")
add("lb-t13", "Eis Eechentrap am Haus zu Esch-Sauer ass bal 60 Joer al. Dräi Trëppele knaschteren, een wackelt an d'Gelänner ass och lass. Ass et méiglech just déi Trëppele ze erneieren oder ass et besser direkt eng nei Trap ze maachen? Wat kascht dat ongeféier?",
    "carpentry", "Esch-sur-Sûre", "Esch-Sauer", kind="d", nu="U", situation="repair creaking oak stair treads or replace the staircase")
add("lb-t14", "Mir hunn e Weekendhaus zu Ouren, just iwwer der Grenz an der Belsch. Do stinn zwou grouss Fiichten ganz no beim Haus, déi beim leschte Stuerm bedenklech gewackelt hunn. Schafft dir och an der Belsch oder muss ech eng belsch Firma huelen? A wat kascht et ongeféier sou Beem ze fällen an d'Stämm ewechzemaachen?",
    "gardening", "abroad", "Ouren", kind="d", nu="U", situation="felling two spruces at a weekend house just across the Belgian border")
add("lb-t15", "Meng Mamm huet hiren Testament beim Notaire op Franséisch gemaach. Meng Cousinen a Portugal verstinn dat net a wëllen et op Portugisesch hunn. Brauch een dofir e vereedegten Iwwersetzer oder geet och eng normal Iwwersetzung? A wat kascht dat ongeféier pro Säit?",
    "translation", None, None, distractors=["Portugal"], kind="d", nu="N", situation="does a will need a sworn translator into Portuguese, price per page")

# ---------------- French ----------------
add("fr-s01", "Bonjour, je cherche un maçon pour remonter le muret en pierres qui s'est effondré le long de l'allée à Crauthem, environ 6 mètres sur 80 cm de haut.",
    "masonry", "Roeser", "Crauthem", situation="rebuild a collapsed stone garden wall along the drive")
add("fr-s02", "Devis pour poser du carrelage 60x60 dans cuisine + couloir (env 28 m2) appartement à Cessange, l'ancien carrelage est déjà enlevé",
    "tiling", "Luxembourg", "Cessange", situation="lay 60x60 floor tiles in kitchen and hall")
add("fr-s03", "Est-ce que vous intervenez aussi côté français pour poser de la faïence murale dans une salle de bain à Mondorff, le village juste en face de Mondorf-les-Bains ?",
    "tiling", "abroad", "Mondorff", distractors=["Mondorf-les-Bains"], situation="wall tiling in a bathroom in French Mondorff across from Mondorf-les-Bains")
add("fr-s04", "serrure de la porte d'entrée bloquée impossible de tourner la clé depuis ce matin on est à esch/alzette près du lycée merci de rappeler vite",
    "locksmith", "Esch-sur-Alzette", "esch/alzette", situation="front door lock jammed, key will not turn")
add("fr-s05", "Nous souhaitons faire abattre un vieux cerisier malade, enlever la souche et replanter deux arbres fruitiers dans notre jardin à Hassel.",
    "gardening", "Weiler-la-Tour", "Hassel", situation="fell a diseased cherry tree, remove stump, plant two fruit trees")
add("fr-s06", "Nous aimerions transformer le grenier de notre maison (L-1650) en chambre d'amis avec petite salle d'eau, isolation, fenêtre de toit et électricité comprises, qui peut gérer l'ensemble ?",
    "renovation", "Luxembourg", "L-1650", situation="attic conversion into guest room with shower room")
add("fr-s07", "Notre four encastrable Siemens iQ700 ne chauffe plus qu'en haut et la sole reste froide, quelqu'un peut passer à Filsdorf ?",
    "appliance-repair", "Dalheim", "Filsdorf", situation="built-in oven bottom element no longer heats")
add("fr-s08", "Cabinet de kinés à Strassen : besoin de quelqu'un pour installer 4 postes, un NAS pour les sauvegardes et séparer le wifi patients du wifi personnel.",
    "it-support", "Strassen", "Strassen", situation="physio practice: 4 PCs, NAS backups, separate guest wifi")
add("fr-s09", "je fais des gâteaux personnalisés sur commande et j'aimerais un petit site avec formulaire de commande et paiement en ligne, budget autour de 1500 €",
    "web-development", None, None, situation="custom cake maker wants an order site with online payment")
add("fr-s10", "Quelqu'un connaît un bon garagiste pour la vidange et le changement des plaquettes sur une Peugeot 308 de 2017 ?",
    None, None, None, situation="car mechanic for oil change and brake pads")
add("fr-t01", "Depuis samedi, dès qu'on allume le four et la bouilloire en même temps, tout saute dans la cuisine. Le différentiel refuse parfois de se réenclencher pendant plusieurs minutes. La maison date de 1985 et rien n'a été changé depuis. On habite Bascharage, pas loin de la piscine. Pouvez-vous venir voir ?",
    "electrical", "Käerjeng", "Bascharage", kind="a", nu="U", situation="kitchen circuit trips when oven and kettle run together")
add("fr-t02", "Depuis une dizaine de jours, la pression affichée sur la chaudière descend de 1,5 à 0,5 bar en deux jours. Je remets de l'eau, ça repart, puis ça redescend. Aucune flaque visible, ni au sol ni sous les radiateurs. Maison de 2004 à Schouweiler, chaudière gaz au sous-sol.",
    "heating", "Dippach", "Schouweiler", kind="a", nu="U", situation="central heating pressure keeps dropping, no visible leak")
add("fr-t03", "La porte d'entrée en chêne de notre maison frotte en haut depuis cet automne et il faut donner un coup d'épaule pour la fermer. Le bois est fendu sur 30 cm près de la poignée et l'air passe en bas. Elle a une trentaine d'années et on aimerait la garder si possible. Nous sommes à Dahlem.",
    "carpentry", "Garnich", "Dahlem", kind="a", nu="U", situation="oak front door rubs, split panel and draught")
add("fr-t04", "Nos WC à l'étage se remplissent sans arrêt, on entend l'eau couler toute la nuit. Au magasin de bricolage on m'a vendu un mécanisme « universel » en me disant que c'était l'affaire de 10 minutes. Résultat, ça fuit maintenant à la base du réservoir et le sol de la salle de bain est mouillé. Je préfère qu'un plombier vienne le remplacer correctement, on est à Rodange près de la gare.",
    "plumbing", "Pétange", "Rodange", not_place=["gare"], kind="b", nu="N", situation="running toilet, DIY-store 'universal' flush valve now leaks")
add("fr-t05", "Notre propriétaire a fait repeindre le salon de l'appartement (quartier Gare) juste avant notre arrivée, avec un reste de peinture de façade. Six mois plus tard, ça s'écaille au-dessus des fenêtres et ça farine quand on passe la main. Il dit qu'il suffit de repasser une couche par-dessus. Nous voudrions plutôt faire poncer et repeindre correctement murs et plafond, environ 45 m2 au sol. Il est d'accord pour payer si le devis est raisonnable.",
    "painting", "Luxembourg", "Gare", kind="b", nu="U", situation="living room painted with leftover facade paint now flaking")
add("fr-t06", "Un vendeur au porte-à-porte nous a dit que nos panneaux photovoltaïques de 2012 devaient être entièrement remplacés parce que la production avait baissé. Il nous a fait un devis à 18 000 €. Je trouve ça énorme et j'aimerais un contrôle indépendant des panneaux, de l'onduleur et du câblage. Maison à Aspelt, 24 panneaux sur le toit côté rue.",
    "solar", "Frisange", "Aspelt", kind="b", nu="U", situation="door-to-door seller says 2012 PV must be replaced; wants independent check")
add("fr-t07", "Mon ancien employeur ne m'a jamais payé mes heures supplémentaires ni mon solde de congés. Un collègue m'a conseillé d'attendre la fin de l'année pour réclamer, paraît que c'est plus simple. Maintenant je lis que certains délais sont très courts. Je cherche un avocat en droit du travail pour savoir si c'est encore possible.",
    "legal", None, None, kind="b", nu="N", situation="unpaid overtime and leave, colleague advised waiting; employment lawyer")
add("fr-t08", "Nous gérons une crèche de 40 enfants à Bertrange. Notre prestataire actuel arrête son contrat fin février. Il nous faudrait un passage tous les soirs après 18h30, avec des produits adaptés aux enfants, et tout récurer à fond pendant les vacances de Pâques. Merci de nous envoyer une offre.",
    "cleaning", "Bertrange", "Bertrange", kind="c", nu="U", situation="day nursery needs nightly cleaning and a deep clean")
add("fr-t09", "Je tiens une boulangerie à Oberkorn. Ce matin, en ouvrant, j'ai trouvé des petites crottes derrière les sacs de farine et un sac troué dans la réserve. Le contrôle sanitaire passe d'habitude au printemps et je ne veux prendre aucun risque. Il faut que quelqu'un intervienne discrètement, idéalement avant 5h ou après la fermeture.",
    "pest-control", "Differdange", "Oberkorn", kind="c", nu="U", situation="bakery storeroom: droppings and gnawed flour sack")
add("fr-t10", "Nous sommes une petite asbl culturelle qui organise un festival de jazz chaque été. Jusqu'ici un bénévole tenait les comptes sur Excel, mais avec les subsides du ministère on nous demande des comptes annuels propres. Nous cherchons un comptable ou une fiduciaire pour la tenue de la comptabilité et le dépôt annuel. Le budget est d'environ 90 000 € par an.",
    "accounting", None, None, kind="c", nu="N", situation="cultural non-profit needs bookkeeping and annual accounts")
add("fr-t11", "Notre cave coopérative lance une nouvelle gamme de crémants en avril. Pour le catalogue et le site, il nous faut un photographe pour les bouteilles en studio, mais aussi quelques images dans les vignes et sur les quais à Remich au coucher du soleil. Possible de faire les deux sur une seule journée ? Merci d'indiquer vos tarifs avec droits d'utilisation.",
    "photography", "Remich", "Remich", kind="c", nu="N", situation="winery product shots and vineyard/riverside photos")
add("fr-t12", "Notre toit à Remerschen a 35 ans, en ardoises naturelles, avec de la mousse et deux ou trois ardoises déplacées. Un voisin a refait le sien entièrement, un autre se contente d'un démoussage et de remplacer les ardoises cassées. Est-ce que ça vaut la peine de tout refaire maintenant, avec isolation, ou est-ce qu'une réparation suffit pour encore 10 ans ? Et quel ordre de prix pour 140 m2 ?",
    "roofing", "Schengen", "Remerschen", kind="d", nu="U", situation="35-year-old slate roof: repair or full re-roof, price")
add("fr-t13", "Nous emménageons en mars dans un appartement neuf au Howald, 95 m2, tout blanc avec des sols gris. On a l'impression de vivre dans une salle d'attente. Est-ce qu'une architecte d'intérieur peut intervenir juste pour un plan de couleurs, d'éclairage et de mobilier, sans travaux ? Combien ça coûte en général ?",
    "interior-design", "Hesperange", "Howald", kind="d", nu="N", situation="how much for an interior architect's colour, lighting and furniture plan")
add("fr-t14", "Nous quittons Mondorf-les-Bains pour Nancy fin avril, une maison de 5 pièces avec garage et cave bien remplis. Vaut-il mieux prendre une entreprise luxembourgeoise ou française ? Est-ce qu'il y a des formalités à la frontière pour les meubles ? Et combien faut-il compter à peu près ?",
    "moving", "Mondorf-les-Bains", "Mondorf-les-Bains", distractors=["Nancy"], kind="d", nu="U", situation="house move Mondorf-les-Bains to Nancy: which firm, formalities, price")
add("fr-t15", "Je dois remettre à mon assurance en Belgique un rapport médical de 12 pages rédigé en allemand par un hôpital de Trèves. Ils exigent une version française. Est-ce qu'une version simple suffit ou faut-il qu'elle soit certifiée conforme ? Et en combien de temps peut-on l'avoir ?",
    "translation", None, None, distractors=["Belgique", "Trèves"], kind="d", nu="U", situation="German medical report into French for a Belgian insurer; certified or not")

# ---------------- German ----------------
add("de-s01", "Machen Sie auch Aufträge in Echternacherbrück, direkt gegenüber von Echternach auf der deutschen Seite, wir bräuchten eine neue Terrasse aus Lärchendielen, ca 25 m2?",
    "carpentry", "abroad", "Echternacherbrück", distractors=["Echternach"], situation="larch-board deck in the German village facing Echternach")
add("de-s02", "Unser Bürotresor auf dem Kirchberg geht nicht mehr auf, das elektronische Zahlenschloss piept nur dreimal und die Notschlüssel sind unauffindbar.",
    "locksmith", "Luxembourg", "Kirchberg", situation="office safe with electronic lock will not open")
add("de-s03", "Suchen Umzugshelfer mit LKW für den 28 Februar von Bitburg nach Vianden, 2-Zimmer-Wohnung, dort 3 Stock ohne Aufzug",
    "moving", "Vianden", "Vianden", distractors=["Bitburg"], situation="move from Bitburg (DE) into a third-floor flat in Vianden")
add("de-s04", "hallo wir möchten im treppenhaus unseres hauses in grevenmacher die wände und die decke streichen lassen, geht über 3 etagen und ist ziemlich hoch",
    "painting", "Grevenmacher", "grevenmacher", situation="paint a three-storey stairwell")
add("de-s05", "Wir suchen für den achtzigsten Geburtstag unserer Oma jemanden, der am 14 Juni zwei Stunden lang Familienfotos an der Burgruine in Befort macht, ca 30 Personen.",
    "photography", "Beaufort", "Befort", situation="family photos at the castle ruin for grandma's 80th")
add("de-s06", "Tauben nisten seit Wochen auf unserem Balkon in Ehnen, alles voller Kot, wir brauchen eine dauerhafte Taubenabwehr mit Netz oder Spikes.",
    "pest-control", "Wormeldange", "Ehnen", situation="pigeons nesting on the balcony, netting or spikes")
add("de-s07", "Kühlschrank von Liebherr kühlt unten kaum noch und das Gefrierfach oben vereist ständig, kann jemand nach Wasserbillig kommen oder lohnt sich das nicht mehr?",
    "appliance-repair", "Mertert", "Wasserbillig", situation="fridge barely cools, freezer ices up")
add("de-s08", "Ich bin Yogalehrerin und brauche eine einfache Website mit Kursplan und Online-Buchung, gerne zweisprachig deutsch und französisch.",
    "web-development", None, None, situation="yoga teacher needs a site with class schedule and booking")
add("de-s09", "Wer kennt eine zuverlässige Hundebetreuung für unseren Labrador, montags bis freitags tagsüber, ab März?",
    None, None, None, situation="daytime dog sitting for a labrador")
add("de-s10", "Wir brauchen jemanden für die monatliche Lohnabrechnung von 6 Angestellten in unserem Familienbetrieb, bisher hat das meine Schwiegermutter gemacht.",
    "accounting", None, None, situation="monthly payroll for six employees of a family firm")
add("de-t01", "Immer wenn oben jemand duscht oder die Waschmaschine abpumpt, blubbert es unten in der Toilette. Manchmal steigt das Wasser im WC kurz an und es riecht nach Kanal. Das Haus in Echternach ist von 1978, das Erdgeschoss haben wir vor zwei Jahren umgebaut. Was kann das sein und wer kommt vorbei?",
    "plumbing", "Echternach", "Echternach", kind="a", nu="U", situation="downstairs toilet gurgles and smells when upstairs drains run")
add("de-t02", "Seit dem Gewitter am Sonntag zeigt die App für unsere Anlage auf dem Dach nur noch 0 kWh. Das Display vom Wechselrichter im Keller ist komplett schwarz, die Sicherung ist aber drin. Wir wohnen in Scheidgen und haben die Anlage 2019 gekauft, die Firma von damals gibt es nicht mehr. Kann sich das jemand bald anschauen, bevor wir den ganzen Frühling verlieren?",
    "solar", "Consdorf", "Scheidgen", kind="a", nu="U", situation="PV inverter display dead after a thunderstorm, 0 kWh")
add("de-t03", "Im Badezimmer klingen mehrere Bodenfliesen hohl, wenn man drüberläuft, und zwei haben jetzt einen Riss quer durch. Die Fugen vor der Badewanne bröseln raus. Das Bad ist erst acht Jahre alt. Wir sind in Rippig, der Zugang ist über den Hof.",
    "tiling", "Bech", "Rippig", not_place=["einen"], kind="a", nu="U", situation="hollow and cracked bathroom floor tiles, crumbling grout")
add("de-t04", "Mein Schwager hat letzten Sommer die Gartenbeleuchtung bei uns in Rosport verlegt, ganz normales Kabel einfach in die Erde, er meinte das reicht völlig. Seitdem fliegt bei jedem stärkeren Regen der FI raus und das halbe Haus ist dunkel. Heute Morgen um fünf, der Wecker hatte noch nicht mal geklingelt, war wieder alles aus. Ich will jetzt einen richtigen Elektriker, der das ordentlich mit Erdkabel macht.",
    "electrical", "Rosport-Mompach", "Rosport", not_place=["Wecker", "einen"], kind="b", nu="N", situation="brother-in-law's garden lighting trips the RCD when it rains")
add("de-t05", "Unser Dachfenster im Kinderzimmer tropft bei Schlagregen, an der Decke darunter ist schon ein brauner Rand. Der Verkäufer vom Haus hat uns beim Kauf versichert, das sei nur Kondenswasser, wir sollten mehr lüften. Wir lüften jeden Tag und es wird trotzdem schlimmer, vor allem wenn der Wind von Westen kommt. Haus in Berdorf, Velux von ca 2005, Dachneigung ungefähr 40 Grad.",
    "roofing", "Berdorf", "Berdorf", kind="b", nu="U", situation="roof window leaks in driving rain, seller called it condensation")
add("de-t06", "Vor drei Jahren hat uns ein Bekannter geraten, als Sichtschutz Bambus zu pflanzen, der wachse schnell und mache keine Arbeit. Jetzt kommen die Triebe mitten im Rasen und sogar unter den Gehwegplatten beim Nachbarn raus. Wir möchten den Bambus komplett mit Wurzeln entfernen lassen und stattdessen etwas Vernünftiges pflanzen. Grundstück in Christnach, etwa 15 Meter entlang der Grenze.",
    "gardening", "Waldbillig", "Christnach", kind="b", nu="U", situation="invasive bamboo screen to remove and replant")
add("de-t07", "Bei der Installation unserer Wärmepumpe hat uns der Verkäufer gesagt, wir sollen die Vorlauftemperatur auf 55 Grad lassen, dann sei es überall schön warm. Jetzt haben wir eine Stromrechnung von fast 400 Euro im Monat. Ein Bekannter sagt, bei Fußbodenheizung wäre viel weniger nötig. Wir suchen einen Heizungsbauer, der die Heizkurve und den hydraulischen Abgleich richtig einstellt, Haus in Münschecker.",
    "heating", "Manternach", "Münschecker", not_place=["einen"], kind="b", nu="N", situation="heat pump flow temperature set too high by seller, huge bills")
add("de-t08", "Wir vermieten drei Ferienwohnungen in Wecker an Radfahrer und Wanderer. Unsere bisherige Hilfe hört im April auf. Wir suchen jemanden, der samstags zwischen 10 und 15 Uhr die Wohnungen nach der Abreise reinigt und die Betten frisch bezieht. Die Wäsche macht eine Wäscherei, das wäre nicht Ihre Aufgabe.",
    "cleaning", "Biwer", "Wecker", kind="c", nu="U", situation="holiday flats need Saturday changeover cleaning")
add("de-t09", "Ich betreibe eine Fahrschule in Roodt-sur-Syre. Im Theorieraum haben wir sechs Laptops und einen Beamer, aber seit dem Umzug ins neue Lokal bricht das WLAN ständig ab und der Drucker im Büro wird nicht mehr gefunden. Nächste Woche beginnt ein neuer Kurs mit 14 Schülern. Ich brauche jemanden, der das Netzwerk kurzfristig in Ordnung bringt.",
    "it-support", "Betzdorf", "Roodt-sur-Syre", not_place=["einen"], kind="c", nu="U", situation="driving school: wifi drops and printer lost after moving premises")
add("de-t10", "Ich bin Kassierer in einem Tischtennisverein. Ein Mitglied ist bei einem Turnier in unserer Halle über ein Kabel gestolpert und fordert jetzt Schadensersatz vom Verein. Unsere Versicherung antwortet seit Wochen nicht. Wir suchen einen Anwalt, der uns berät, ob der Vorstand persönlich haftet.",
    "legal", None, None, not_place=["einen"], kind="c", nu="N", situation="table-tennis club sued by injured member, board liability")
add("de-t11", "Wir sind eine Zahnarztpraxis in Junglinster und übernehmen im Sommer die Räume nebenan. Der Empfang und das Wartezimmer sollen dabei neu gestaltet werden: Farben, Licht, Möbel, Akustik, alles soll ruhiger und freundlicher wirken, besonders für Kinder. Bauarbeiten macht der Vermieter selbst. Wir suchen jemanden für das Konzept und die Möbelplanung.",
    "interior-design", "Junglinster", "Junglinster", kind="c", nu="U", situation="dental practice reception and waiting room redesign concept")
add("de-t12", "Wir wollen im Wohnzimmer in Niederdonven den alten Teppich rausreißen und einen Holzboden legen lassen, etwa 38 m2 auf Estrich mit Fußbodenheizung. Ist Massivholzdiele oder Fertigparkett in Eiche besser, wenn man Kinder und einen Hund hat? Und mit welchen Kosten pro Quadratmeter inklusive Verlegen muss man rechnen?",
    "carpentry", "Flaxweiler", "Niederdonven", not_place=["einen"], kind="d", nu="U", situation="solid oak boards or engineered parquet over underfloor heating, cost")
add("de-t13", "Wir haben in Reisdorf ein Haus von 1962 geerbt, bewohnbar, aber Küche, Bad, Elektrik und Böden sind original. Wie lange dauert eine solche Sanierung realistisch, wenn eine Renovierungsfirma alles übernimmt? Kann man während der Arbeiten im oberen Stock wohnen bleiben oder ist das unrealistisch? Und grob gefragt, mit wie viel pro Quadratmeter sollte man rechnen?",
    "renovation", "Reisdorf", "Reisdorf", kind="d", nu="N", situation="how long a whole-house refit takes and whether to live upstairs meanwhile")
add("de-t14", "Wir möchten an der Straßenseite in Gilsdorf eine neue Gartenmauer bauen lassen, etwa 12 Meter lang und 1,20 Meter hoch. Was ist besser und haltbarer, Natursteinmauer oder Betonsteine mit Putz? Und welche Fundamenttiefe braucht man hier wegen Frost? Uns würde auch interessieren, ob man dafür eine Genehmigung braucht.",
    "masonry", "Bettendorf", "Gilsdorf", kind="d", nu="U", situation="new front garden wall: natural stone or rendered blocks, foundation depth")
add("de-t15", "Mein Mann spricht nur Ukrainisch und ein bisschen Englisch. Nächsten Monat unterschreiben wir beim Notar den Kaufvertrag für unsere Wohnung. Braucht man dafür zwingend einen vereidigten Dolmetscher, oder reicht jemand, der beide Sprachen kann? Was kostet so ein Termin von etwa einer Stunde?",
    "translation", None, None, not_place=["einen"], kind="d", nu="N", situation="does a notary signing need a sworn Ukrainian interpreter, cost")

# ---------------- English ----------------
add("en-s01", "Looking for an electrician to replace the old fuse box with a proper breaker panel in our 1960s house in Limpertsberg, the insurance inspector flagged it.",
    "electrical", "Luxembourg", "Limpertsberg", situation="replace an old fuse box flagged by the insurer")
add("en-s02", "hi can someone paint 3 bedrooms and the hallway in mullendorf before the 20th, walls white ceilings too, we move in on the 22nd",
    "painting", "Steinsel", "mullendorf", situation="paint three bedrooms and hallway before moving in")
add("en-s03", "Need a quote for built-in wardrobes in the sloped attic bedroom of our house in Bridel, solid wood or veneered panels, roughly 4 m wide.",
    "carpentry", "Kopstal", "Bridel", situation="built-in wardrobes under a sloped attic ceiling")
add("en-s04", "Our bag with all the house keys was stolen at the gym so we want every lock cylinder in our Helmsange house changed today if possible, front, back and garage.",
    "locksmith", "Walferdange", "Helmsange", situation="change all lock cylinders after keys were stolen")
add("en-s05", "Gutters overflowing all around the house in Olm and one downpipe came off the wall in the wind, can a roofer clean and refix them?",
    "roofing", "Kehlen", "Olm", situation="clean overflowing gutters and refix a downpipe")
add("en-s06", "We're relocating from Belair to Lisbon in June (flying out of Findel on the 14th) and need a quote for packing and shipping a 3-bedroom flat, including storage for about six weeks.",
    "moving", "Luxembourg", "Belair", distractors=["Lisbon", "Findel"], situation="international move from Belair to Lisbon with storage")
add("en-s07", "Do you cover Sterpenich just over the Belgian border for a one-off deep clean of a 4-bedroom house after the builders finish next month?",
    "cleaning", "abroad", "Sterpenich", situation="post-construction deep clean of a house in a Belgian border village")
add("en-s08", "Need an accountant to sort out my tax return as a cross-border worker living in France with a Luxembourg salary and a rental flat in Metz.",
    "accounting", None, None, distractors=["France", "Luxembourg", "Metz"], situation="cross-border worker's tax return with French rental income")
add("en-s09", "Any recommendations for a driving instructor who teaches in English, my Brazilian licence isn't recognised here?",
    None, None, None, situation="English-speaking driving instructor")
add("en-s10", "We're an Irish-Italian couple getting married this summer and want a lawyer to draft a marriage contract before the wedding, which law applies?",
    "legal", None, None, situation="marriage contract for an international couple")
add("en-t01", "For the past two weeks I wake up with itchy red bites in little lines on my arms and neck. My partner has nothing. This morning I found tiny dark spots along the mattress seam and something small and brown crawling on the headboard. We live in a rented flat in Merl and I honestly can't sleep anymore. What should we do, and how fast can someone come?",
    "pest-control", "Luxembourg", "Merl", kind="a", nu="U", situation="bites in lines and spots on the mattress seam (bedbugs)")
add("en-t02", "Every time the dishwasher heats up, the kitchen lights dim and flicker. Yesterday the socket behind the toaster got warm and there was a faint smell of burnt plastic. The house is in L-5240 and from the 80s, we've only changed the kitchen. Is it safe to keep using the sockets until someone checks it?",
    "electrical", "Sandweiler", "L-5240", kind="a", nu="U", situation="lights dim, warm socket and burning smell in kitchen")
add("en-t03", "Big patches of the render on the north side of our house are bulging and a piece the size of a dinner plate fell off during the frost last week. Underneath it looks like crumbly grey blocks. Kids play right below, so I've taped off the area. House is in Moutfort, built around 1975.",
    "masonry", "Contern", "Moutfort", kind="a", nu="U", situation="render bulging and falling off the north wall")
add("en-t04", "Our kitchen sink has been draining slowly for weeks. A friend told me to pour a whole bottle of caustic drain cleaner followed by boiling water. Now the sink doesn't drain at all, the trap under it is leaking, and I'm scared to touch it with that stuff sitting in there. We need a plumber in Senningerberg, ideally today or tomorrow.",
    "plumbing", "Niederanven", "Senningerberg", kind="b", nu="N", situation="blocked sink worse after caustic cleaner, trap leaking")
add("en-t05", "Our landlord in Munsbach had the shower retiled last year and told us to wait just a day before using it. Now the grout is cracking along every joint and some of it has turned soft and powdery. He says we should simply put silicone over everything. I'd rather have the grout raked out and redone properly before water gets behind the tiles, and he agreed to pay if the price is fair.",
    "tiling", "Schuttrange", "Munsbach", kind="b", nu="U", situation="shower grout failing, landlord wants silicone over it")
add("en-t06", "Two of the four zones on our Bosch induction hob stopped working in December. The shop where we bought it said it must be our wiring and to get an electrician in. He came, measured everything and says the power at the connection is perfect, so it's the hob itself. It's just out of warranty, we're in Capellen. Can it be repaired or is it a lost cause?",
    "appliance-repair", "Mamer", "Capellen", kind="b", nu="U", situation="induction hob zones dead; shop blamed wiring, electrician cleared it")
add("en-t07", "When we bought our terraced house in Leudelange, the furniture store's style advisor talked us into dark grey walls, a black sofa and black kitchen fronts. It looked great in their showroom. At home, with north-facing windows, the living room feels like a cave and we've started to hate it. We'd like someone to rethink colours, lighting and layout without replacing everything, mainly advice and a plan we can follow ourselves.",
    "interior-design", "Leudelange", "Leudelange", kind="b", nu="U", situation="dark scheme sold by a furniture store; wants colour, lighting and layout plan")
add("en-t08", "We're a three-partner law office in the Ville Haute. The nephew of one partner set everything up and has now moved to Dublin, and nobody knows the admin passwords for the router or the shared drive. Two laptops are still on Windows 10 and the scanner only sends to one mailbox. We need someone to take over, document everything and set up proper backups.",
    "it-support", "Luxembourg", "Ville Haute", distractors=["Dublin"], kind="c", nu="U", situation="law office lost admin passwords, needs IT takeover and backups")
add("en-t09", "I run a small dance school and our end-of-year show takes place on 27 June in the village hall in Hunsdorf. Parents keep asking for a proper video instead of shaky phone clips. We're looking for a videographer who can film the two-hour show with two cameras and edit a short highlight clip. Could you send a price including a download link for families?",
    "photography", "Lorentzweiler", "Hunsdorf", kind="c", nu="N", situation="dance school show video with highlight clip")
add("en-t10", "We're a small software company and our customer manual (about 60 pages, English) needs to be available in French and German before a trade fair in March. It's quite technical, with screenshots. We'd like a translator or agency that can work from our Word files and keep the formatting. Can you quote per word and give a delivery time?",
    "translation", None, None, kind="c", nu="N", situation="software manual into French and German")
add("en-t11", "I manage a small care home in Eischen. Our back garden is just grass and a few tired shrubs, and the residents can't really use it. We'd like raised planting beds at wheelchair height, some scented plants, a shady seating corner and paths that are safe with walkers. Could someone design and plant it before summer?",
    "gardening", "Habscht", "Eischen", not_place=["grass"], kind="c", nu="U", situation="care home wants an accessible sensory garden")
add("en-t12", "Our roof in Greiveldange faces east and west, nothing south. Is it still worth putting panels on it, or is the loss too big? We use a lot of power in the morning and evening because we both work from home and have a heat pump. Roughly what would a 10 kWp system cost here after subsidies?",
    "solar", "Stadtbredimus", "Greiveldange", kind="d", nu="U", situation="is PV worth it on an east-west roof, cost of 10 kWp")
add("en-t13", "Our oil boiler in Canach is 22 years old and the service technician said it's living on borrowed time. Should we go straight to a heat pump, or is a new condensing boiler still the sensible choice for a 1990s house with normal radiators? We'd like a heating engineer to come and tell us honestly what makes sense, and how the grants work.",
    "heating", "Lenningen", "Canach", kind="d", nu="N", situation="replace a 22-year-old oil boiler: heat pump or condensing boiler")
add("en-t14", "We're new to Luxembourg and about to make an offer on an old farmhouse in Waldbredimus. It needs everything: kitchen, bathrooms, floors, windows, wiring. Before we sign the compromis, could someone walk through it with us and give a rough figure for the whole job? How much do people usually budget per square metre for this kind of house?",
    "renovation", "Bous-Waldbredimus", "Waldbredimus", distractors=["Luxembourg"], kind="d", nu="U", situation="estimate for renovating a farmhouse before making an offer")
add("en-t15", "I sell handmade ceramics at markets and want to start selling online. Is it better to just use Shopify or Etsy myself, or pay a web developer for a proper shop? What would a simple shop with around 40 products and card payments cost, roughly? I'm happy to do the photos and texts myself.",
    "web-development", None, None, not_place=["sell"], kind="d", nu="N", situation="DIY platform or web developer for a small ceramics shop")

# ---------------- Portuguese ----------------
add("pt-s01", "Preciso de um carpinteiro para fazer umas escadas novas em madeira para o sótão da casa em Esch-sur-Alzette, a abertura já está feita e tem 2,80 m de altura.",
    "carpentry", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="new wooden attic staircase")
add("pt-s02", "boa tarde preciso de alguem para assentar azulejo na cozinha entre os moveis e a bancada em niederkorn sao uns 6 m2 o azulejo ja esta comprado",
    "tiling", "Differdange", "niederkorn", situation="kitchen splashback tiling, 6 m2")
add("pt-s03", "Perdi o comando e a chave da porta da garagem do prédio em Hollerich e o syndic diz que tenho de mudar a fechadura por minha conta, alguém faz isso hoje?",
    "locksmith", "Luxembourg", "Hollerich", situation="lost garage door key, lock must be changed")
add("pt-s04", "Queria um orçamento para arrancar a relva velha e pôr relva em rolo num jardim de 120 m2 em Pontpierre, e fazer uma horta com canteiros ao fundo.",
    "gardening", "Mondercange", "Pontpierre", situation="replace lawn with turf and make a vegetable patch")
add("pt-s05", "Vamos voltar para Portugal em agosto e precisamos de uma empresa de mudanças para levar as coisas de um T3 em Tétange até Viseu, com embalagem incluída.",
    "moving", "Kayl", "Tétange", distractors=["Portugal", "Viseu"], situation="move from Tétange back to Viseu, packing included")
add("pt-s06", "Procuro senhora de limpeza para 4 horas por semana às sextas de manhã, moradia com 3 quartos, L-3450, pago por chèque-service.",
    "cleaning", "Dudelange", "L-3450", situation="weekly house cleaner paid by service cheques")
add("pt-s07", "A minha máquina de lavar loiça Siemens deixou de aquecer a água e a loiça sai fria e suja, moro em Schifflange, vale a pena arranjar?",
    "appliance-repair", "Schifflange", "Schifflange", situation="dishwasher no longer heats water")
add("pt-s08", "Fazem trabalhos do lado francês, tenho telhas partidas e a caleira solta numa casa em Audun-le-Tiche, mesmo ao lado de Esch?",
    "roofing", "abroad", "Audun-le-Tiche", distractors=["Esch"], situation="broken roof tiles and loose gutter in a French town next to Esch")
add("pt-s09", "Tenho uma pequena empresa de transportes e queria um site simples com formulário de pedido de orçamento em português, francês e inglês.",
    "web-development", None, None, situation="trilingual quote-request site for a transport firm")
add("pt-s10", "Procuro alguém para ficar com a minha mãe de 84 anos durante a noite, três noites por semana, de preferência que fale português.",
    None, None, None, situation="night-time carer for an elderly mother")
add("pt-t01", "Desde a semana passada a caldeira faz um estrondo forte cada vez que acende, parece uma pequena explosão. Depois funciona normal e a casa aquece. Os miúdos já têm medo de ir à cave. Moramos em Rumelange, a caldeira é a gás e tem uns 15 anos. É perigoso continuar a usar?",
    "heating", "Rumelange", "Rumelange", kind="a", nu="U", situation="gas boiler bangs loudly on ignition")
add("pt-t02", "À noite, quando acendo a luz da cozinha, vejo bichinhos castanhos a fugir para trás do frigorífico e do fogão. São rápidos e têm uns 1,5 cm. Já pus gel que comprei no supermercado mas continuam a aparecer, agora também na casa de banho. Vivo num apartamento em Gasperich e tenho um bebé de 8 meses, por isso tenho medo de produtos fortes.",
    "pest-control", "Luxembourg", "Gasperich", kind="a", nu="U", situation="brown insects fleeing behind the fridge at night (cockroaches)")
add("pt-t03", "Recebemos a conta da água e é o triplo do normal. Fechei todas as torneiras e o contador continua a rodar devagarinho. Não há manchas em lado nenhum, nem no teto nem nas paredes. A casa é em Noertzange e tem um jardim com torneira exterior.",
    "plumbing", "Bettembourg", "Noertzange", kind="a", nu="U", situation="water bill tripled, meter turns with all taps closed")
add("pt-t04", "O meu cunhado montou-nos um jacuzzi no terraço e ligou-o a uma tomada normal com uma extensão, disse que dava perfeitamente. Ontem a extensão derreteu e cheirava a queimado. Agora tenho medo de ligar aquilo outra vez. Preciso de um eletricista que faça uma linha própria com disjuntor para o jacuzzi, em Soleuvre.",
    "electrical", "Sanem", "Soleuvre", kind="b", nu="N", situation="hot tub on an extension lead melted it; needs dedicated circuit")
add("pt-t05", "O senhorio pintou a fachada da nossa casa em Ehlange no verão passado com tinta de interior que tinha na garagem, disse que era tudo igual. Agora está a descascar em placas e há manchas verdes do lado da chuva. Ele finalmente aceitou pagar para fazer como deve ser. Queríamos um orçamento para lavar, tratar e pintar a fachada, são uns 140 m2.",
    "painting", "Reckange-sur-Mess", "Ehlange", kind="b", nu="U", situation="facade painted with interior paint is peeling")
add("pt-t06", "Queremos abrir uma passagem entre a cozinha e a sala na nossa casa em esch-sur-alzette. Um amigo que trabalha nas obras disse que aquela parede não segura nada e até começou a fazer um buraco num fim de semana. Depois apareceu uma racha no teto do quarto por cima. Parámos tudo. Precisamos de alguém que ponha um lintel como deve ser e acabe a abertura com segurança.",
    "masonry", "Esch-sur-Alzette", "esch-sur-alzette", kind="b", nu="U", situation="friend started a wall opening without a lintel, ceiling cracked")
add("pt-t07", "Comprei um carro usado a um particular e duas semanas depois o motor partiu. O vendedor diz que vendeu no estado e não quer saber. Um amigo disse-me que sem contrato escrito não há nada a fazer, mas eu tenho as mensagens de WhatsApp onde ele garante que o motor estava impecável. Procuro um advogado que me diga se vale a pena avançar.",
    "legal", None, None, kind="b", nu="N", situation="used car engine failed, seller refuses; friend said no written contract, no case")
add("pt-t08", "Somos uma pequena empresa de construção e acabámos um prédio de 6 apartamentos em Ettelbruck. A entrega aos proprietários é no dia 15 e ainda está tudo com pó, restos de silicone e cimento nos vidros. Precisamos de uma equipa para deixar tudo pronto a habitar, incluindo janelas e escadas comuns. Conseguem dar preço e disponibilidade para a próxima semana?",
    "cleaning", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="builder needs post-construction cleaning of six new flats")
add("pt-t09", "Tenho um restaurante com 5 funcionários e o meu contabilista vai reformar-se no fim do ano. Preciso de um novo contabilista ou de uma fiduciária que trate da contabilidade, dos salários e da declaração de IVA trimestral. Tudo está em papel, em caixas. Quanto custa normalmente por mês?",
    "accounting", None, None, kind="c", nu="N", situation="restaurant needs a new accountant for books, payroll and VAT")
add("pt-t10", "Sou da direção do rancho folclórico da nossa associação e em maio fazemos 25 anos. Vai haver atuação e jantar no centro cultural em Diekirch, com grupos vindos de Portugal. Queríamos alguém para tirar fotos o dia todo e fazer um pequeno vídeo para as redes sociais. Quanto fica mais ou menos?",
    "photography", "Diekirch", "Diekirch", distractors=["Portugal"], kind="c", nu="U", situation="folk dance group anniversary: photos and short video")
add("pt-t11", "Tenho uma agência de viagens em Mersch com três computadores. Desde ontem ninguém consegue abrir os e-mails e a impressora multifunções diz offline em todos os postos. A empresa que instalou tudo fechou no ano passado. Tenho clientes a chegar e preciso que alguém resolva isto ainda hoje.",
    "it-support", "Mersch", "Mersch", kind="c", nu="U", situation="travel agency: e-mail and shared printer down")
add("pt-t12", "Temos uma casa em Ingeldorf com telhado virado a sul e estamos a pensar pôr painéis para produzir eletricidade. Um vizinho diz que compensa, outro diz que com os preços de agora demora 15 anos a pagar. Com as ajudas do Estado, quanto tempo leva a recuperar o investimento? E o que é melhor, vender à rede ou consumir tudo?",
    "solar", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="U", situation="payback time of PV with subsidies, sell or self-consume")
add("pt-t13", "Comprámos um apartamento antigo em Schieren e queremos mudar tudo: cozinha, casa de banho, chão e parte da eletricidade. Quanto tempo costuma demorar uma obra destas num apartamento de 80 m2? Vale a pena fazer tudo de uma vez antes de mudarmos, ou ir fazendo aos poucos enquanto vivemos lá?",
    "renovation", "Schieren", "Schieren", kind="d", nu="U", situation="how long a full flat refit takes; all before moving in or bit by bit")
add("pt-t14", "Estamos a acabar a construção da nossa casa em Colmar-Berg e não sabemos escolher cores, candeeiros nem como dispor os móveis na sala grande. Uma amiga contratou uma decoradora de interiores e adorou. Isso costuma ser caro? Ela faz só o projeto ou também compra os móveis?",
    "interior-design", "Colmar-Berg", "Colmar-Berg", kind="d", nu="N", situation="cost and scope of an interior decorator for a new house")
add("pt-t15", "A nossa associação fez um documentário de 40 minutos sobre os primeiros emigrantes portugueses no Luxemburgo. Queremos mostrá-lo com legendas em francês numa sessão na escola. Um tradutor cobra por minuto ou por página? E é possível entregar já no ficheiro de legendas?",
    "translation", None, None, distractors=["Luxemburgo"], kind="d", nu="N", situation="French subtitles for a Portuguese documentary, how charged")

# ---------------- Italian ----------------
add("it-s01", "Lavorate anche ad Athus, in Belgio, a due passi da Rodange: lo scarico della doccia è intasato e l'acqua non va più giù.",
    "plumbing", "abroad", "Athus", distractors=["Rodange"], situation="blocked shower drain in a Belgian town next to Rodange")
add("it-s02", "Buongiorno, cerco un elettricista per montare 8 faretti LED in cucina e spostare due prese, casa a Goeblange, preferibilmente entro fine mese.",
    "electrical", "Koerich", "Goeblange", situation="eight LED spots and two sockets moved in kitchen")
add("it-s03", "mi servirebbe un piastrellista per rifare il pavimento del bagno piccolo a kleinbettingen circa 5 mq le piastrelle le ho gia comprate da Leroy Merlin ad Arlon",
    "tiling", "Steinfort", "kleinbettingen", distractors=["Arlon"], situation="retile a small bathroom floor, tiles bought in Arlon")
add("it-s04", "Dopo il temporale di ieri a Larochette si è staccata una parte della lamiera intorno al comignolo e ora ogni volta che piove entra acqua in soffitta.",
    "roofing", "Larochette", "Larochette", situation="chimney flashing torn off by storm, attic leak")
add("it-s05", "Cerchiamo un'impresa di pulizie per il nostro ufficio a Clausen, 180 mq, tre sere a settimana, con pulizia dei vetri una volta al mese.",
    "cleaning", "Luxembourg", "Clausen", situation="office cleaning three evenings a week")
add("it-s06", "Il microonde da incasso Whirlpool fa scintille dentro appena lo accendo anche vuoto, abito a Bissen, si può riparare o conviene cambiarlo?",
    "appliance-repair", "Bissen", "Bissen", situation="built-in microwave sparks inside")
add("it-s07", "Vorremmo installare un impianto solare termico per l'acqua calda sul tetto della nostra casa a Heffingen, 4 persone, tetto esposto a sud-est.",
    "solar", "Heffingen", "Heffingen", situation="solar thermal hot water for a family of four")
add("it-s08", "Sono appena arrivato con un contratto da dipendente e mi hanno detto che devo fare la dichiarazione dei redditi perché ho ancora un appartamento affittato in Italia, qualcuno può aiutarmi?",
    "accounting", None, None, distractors=["Italia"], situation="new employee's tax return with rented flat in Italy")
add("it-s09", "Cerco qualcuno che traduca dall'italiano al francese il regolamento di condominio di 20 pagine per la nostra assemblea di aprile.",
    "translation", None, None, situation="translate 20-page building co-ownership rules into French")
add("it-s10", "Cerco un'insegnante di pianoforte per mio figlio di 9 anni, possibilmente a domicilio il mercoledì pomeriggio.",
    None, None, None, situation="piano teacher for a 9-year-old")
add("it-t01", "Stasera rientrando a casa la chiave gira a vuoto nella serratura della porta blindata e la porta non si apre. Ho provato anche con la chiave di riserva della vicina, stessa cosa. Sono fuori sul pianerottolo con due bambini e il cane. Abitiamo a Bonnevoie, terzo piano. Qualcuno può venire subito?",
    "locksmith", "Luxembourg", "Bonnevoie", kind="a", nu="U", situation="key spins in armoured door lock, family stuck outside")
add("it-t02", "Da quando è arrivato il freddo, la casa non supera i 17 gradi anche con il termostato a 22. La caldaia a pellet funziona e il fuoco si vede, ma i tubi che vanno ai radiatori sono appena tiepidi. La pompa sotto la caldaia fa un ronzio strano. Siamo a Cruchten, casa del 2010.",
    "heating", "Nommern", "Cruchten", kind="a", nu="U", situation="pellet boiler burns but radiator flow barely warm, pump hums")
add("it-t03", "Da due settimane in cucina ci sono file di formiche piccolissime che escono dal battiscopa e arrivano fino al barattolo dello zucchero. Le abbiamo seguite e sembrano venire dal terrazzo. Abbiamo provato aceto, cannella e le trappole del supermercato, ma ogni mattina sono di nuovo lì. Abitiamo ad Angelsberg, casa con giardino.",
    "pest-control", "Fischbach", "Angelsberg", kind="a", nu="U", situation="trails of tiny ants from skirting board to sugar jar")
add("it-t04", "L'anno scorso il tecnico che ci ha venduto la caldaia a condensazione ci ha consigliato di spegnerla completamente di notte per risparmiare. Adesso la mattina ci mette tre ore a scaldare la casa, i radiatori fanno rumore e la bolletta non è scesa per niente. Un collega dice che con la condensazione è proprio sbagliato. Vorremmo che qualcuno controllasse e impostasse bene la caldaia e le valvole termostatiche. Abitiamo a Tuntange.",
    "heating", "Helperknapp", "Tuntange", kind="b", nu="U", situation="seller advised switching condensing boiler off at night; slow, noisy, no savings")
add("it-t05", "Abbiamo un parquet in rovere massello in soggiorno, a Gosseldange. Mio suocero ci ha detto di lavarlo con acqua e candeggina per togliere le macchie, e ora ci sono zone grigie e alcune doghe si sono sollevate ai bordi. Ci serve un falegname o un parquettista che valuti se si può levigare e riverniciare, o se bisogna sostituire qualche doga. Sono circa 35 mq.",
    "carpentry", "Lintgen", "Gosseldange", kind="b", nu="N", situation="oak floor greyed and cupped after bleach cleaning advice")
add("it-t06", "In primavera il vivaio ci ha venduto un ulivo grande per il giardino, assicurandoci che qui resiste tranquillamente al gelo. Dopo le gelate di gennaio ha perso quasi tutte le foglie e la corteccia si spacca. Il resto del giardino a Fentange è ancora tutto da sistemare. Vorremmo qualcuno che ci dica se l'ulivo si salva e che ci proponga piante adatte al clima per aiuole e un angolo d'ombra.",
    "gardening", "Hesperange", "Fentange", kind="b", nu="U", situation="frost-damaged olive tree sold by nursery, plan climate-fit planting")
add("it-t07", "Nel cortile della nostra casa a Dudelange c'è un vecchio muro di mattoni alto 2 metri che ci divide dal vicino. Il vicino dice che basta metterci dei tiranti di ferro che ha in garage e che lui ha sempre fatto così. Ma i mattoni in alto sono sfarinati e alcuni sono caduti sul marciapiede. Preferisco che un esperto guardi se va consolidato o rifatto in parte.",
    "masonry", "Dudelange", "Dudelange", kind="b", nu="U", situation="crumbling 2 m brick boundary wall, neighbour suggests iron ties")
add("it-t08", "Gestisco una gelateria in centro a Esch-sur-Alzette e a marzo riapriamo dopo la pausa invernale. Vorrei rinfrescare tutto il locale prima della riapertura: pareti, soffitto e la vecchia insegna in legno sopra la porta. Il lavoro dovrebbe essere fatto in una settimana, quando siamo chiusi. I colori li abbiamo già scelti, un verde salvia e un bianco caldo.",
    "painting", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="ice-cream parlour repaint during winter closure")
add("it-t09", "Siamo un piccolo agriturismo con 6 camere e finora le prenotazioni arrivavano solo per telefono e da Booking. Vorremmo un sito nostro con calendario delle disponibilità e pagamento dell'acconto online, in italiano, francese e tedesco. Cerchiamo un web designer che ce lo faccia e ci insegni ad aggiornarlo. Che tempi e costi dobbiamo aspettarci?",
    "web-development", None, None, kind="c", nu="N", situation="farm guesthouse wants own booking site with deposit payment")
add("it-t10", "La nostra società di consulenza si sposta a fine aprile da Strassen al Kirchberg. Sono 25 postazioni, un archivio con circa 200 faldoni, una sala riunioni e la cucina. Dobbiamo essere operativi il lunedì, quindi tutto va portato nel weekend. Vi chiediamo un preventivo, incluso lo smontaggio e rimontaggio delle scrivanie.",
    "moving", "Strassen", "Strassen", distractors=["Kirchberg"], kind="c", nu="U", situation="consultancy office move Strassen to Kirchberg over a weekend")
add("it-t11", "Sono un'agente immobiliare e abbiamo in vendita 4 appartamenti nuovi in una residenza a Bettembourg. Le foto fatte col telefono non rendono giustizia, soprattutto quelle degli interni. Cerco un fotografo di interni che faccia anche un breve video e, se possibile, riprese col drone della facciata. Quando sarebbe disponibile?",
    "photography", "Bettembourg", "Bettembourg", kind="c", nu="N", situation="estate agent needs interior photos, video and drone shots")
add("it-t12", "Mio padre è morto in Italia e aveva anche un conto e un piccolo terreno qui. Noi figli viviamo in tre paesi diversi. Serve un avvocato qui o basta il notaio italiano per la successione? Quanto costa più o meno una consulenza?",
    "legal", None, None, distractors=["Italia"], kind="d", nu="N", situation="cross-border succession: lawyer here or Italian notary")
add("it-t13", "Abbiamo comprato una casa a schiera degli anni 70 a Beringen. Vorremmo rifare bagno, cucina, impianto elettrico e pavimenti, e spostare una parete per allargare il soggiorno. Da dove si comincia? Se vogliamo entrare a settembre, in quanti mesi si riesce a finire? E quanto bisogna prevedere di budget?",
    "renovation", "Mersch", "Beringen", kind="d", nu="U", situation="where to start refitting a 1970s terraced house, duration and budget")
add("it-t14", "Ho un monolocale di 38 mq a Warken che voglio affittare ammobiliato. È tutto vuoto e non ho idea di come sfruttare lo spazio: letto a scomparsa, divano, angolo studio? Ha senso pagare qualcuno per un progetto d'arredo e d'illuminazione per uno spazio così piccolo? E in genere quanto si spende?",
    "interior-design", "Ettelbruck", "Warken", kind="d", nu="U", situation="is a furnishing and lighting plan worth it for a 38 m2 studio to let")
add("it-t15", "Lavoro da casa a Neudorf e il wifi nello studio al secondo piano è lentissimo, mentre vicino al router va bene. Meglio un ripetitore, un sistema mesh o far passare un cavo di rete? Conviene chiamare un tecnico informatico o ci si arrangia da soli? Quanto costa più o meno un intervento del genere?",
    "it-support", "Luxembourg", "Neudorf", kind="d", nu="N", situation="slow home-office wifi: repeater, mesh or cable")

# ---------------- Spanish ----------------
add("es-s01", "Buenas, necesito un fontanero para instalar un inodoro y un lavabo en el sótano de nuestra casa en Redange-sur-Attert, ya hay toma de agua pero falta la bomba de desagüe.",
    "plumbing", "Redange", "Redange-sur-Attert", situation="basement toilet and basin with a waste pump")
add("es-s02", "¿Trabajan también en Longwy, al otro lado de la frontera, para levantar un muro de bloques de hormigón de 15 metros al fondo del jardín?",
    "masonry", "abroad", "Longwy", situation="15 m concrete-block garden wall in a French border town")
add("es-s03", "Presupuesto para alicatar la pared de la cocina de nuestro piso en Cents, unos 4 metros lineales hasta el techo, azulejo metro blanco.",
    "tiling", "Luxembourg", "Cents", situation="tile a kitchen wall to the ceiling with white metro tiles")
add("es-s04", "hola queremos diseñar el jardín de la casa nueva en hovelange unos 400 m2 con césped zona de juegos para los niños y algunos arbustos que no den mucho trabajo",
    "gardening", "Beckerich", "hovelange", situation="design a new-build family garden")
add("es-s05", "Necesitamos mudanza el sábado 7 de marzo de un piso en Pétange a una casa en Differdange, somos dos adultos y un bebé, unos 25 m3 de cosas.",
    "moving", "Pétange", "Pétange", distractors=["Differdange"], situation="flat-to-house move from Pétange to Differdange")
add("es-s06", "Queremos convertir el antiguo establo de la granja en Rippweiler en un estudio con baño y cocina pequeña, ¿alguien que se encargue de toda la obra?",
    "renovation", "Useldange", "Rippweiler", situation="convert an old farm stable into a studio flat")
add("es-s07", "La campana extractora de la cocina hace un ruido como de avión y ya casi no aspira, es una Bosch de 2018, vivimos en Ehner.",
    "appliance-repair", "Saeul", "Ehner", situation="noisy kitchen extractor hood that barely pulls air")
add("es-s08", "Soy profesora de español y quiero una página web sencilla donde los alumnos puedan ver horarios, reservar clases y pagar por adelantado.",
    "web-development", None, None, situation="language teacher wants a booking and payment site")
add("es-s09", "Necesito un intérprete español-francés para acompañar a mi padre a una reunión con el banco el próximo martes por la mañana, unas dos horas.",
    "translation", None, None, situation="Spanish-French interpreter for a bank meeting")
add("es-s10", "¿Conocéis algún veterinario que haga visitas a domicilio? mi gata tiene 17 años y se estresa muchísimo en el coche",
    None, None, None, situation="vet who makes home visits for an old cat")
add("es-t01", "Algunas tablas de la terraza de madera se hunden cuando pisas y en una esquina ya se ha partido una. Debajo se ven los rastreles negros y blandos. La terraza tiene unos 12 años y da al jardín, en Medernach. Este verano queremos usarla con los niños sin miedo.",
    "carpentry", "Vallée de l'Ernz", "Medernach", kind="a", nu="U", situation="deck boards sag and joists underneath are soft")
add("es-t02", "Desde hace un mes algo excava agujeros junto al compost y por la noche oímos ruidos en el garaje. Esta mañana el saco de pienso del perro estaba roído y había excrementos alargados del tamaño de un grano de arroz grande. Vivimos en Koetschette, una casa con gallinero. Tengo miedo por los niños y por las gallinas.",
    "pest-control", "Rambrouch", "Koetschette", kind="a", nu="U", situation="burrows by the compost and gnawed dog-food sack (rats)")
add("es-t03", "Cuando llueve fuerte, el agua cae como una cascada por la esquina delantera de la casa en vez de bajar por el tubo. Dentro, en la pared de ese lado, empieza a salir una mancha marrón en el papel pintado. Desde la ventana de arriba se ve que el canalón está torcido y lleno de hojas. La casa está en Boulaide, rodeada de árboles.",
    "roofing", "Boulaide", "Boulaide", kind="a", nu="U", situation="gutter bent and blocked, rain pours down the wall")
add("es-t04", "El mes pasado mi cuñado nos convenció de llevar las cosas nosotros mismos con una furgoneta alquilada, decía que en un día estaba hecho. Se nos rompió la mesa de cristal y el armario grande se quedó atascado en la escalera. Todavía nos quedan el sofá, ese armario y la lavadora en el piso de Hamm, y la casa nueva está en Bertrange. Esta vez queremos gente con seguro que lo haga bien.",
    "moving", "Luxembourg", "Hamm", distractors=["Bertrange"], kind="b", nu="U", situation="DIY van move went wrong; rest from Hamm flat to Bertrange")
add("es-t05", "En la casa que alquilamos en Pommerloch, el cuadro eléctrico huele a quemado desde hace unos días y uno de los interruptores está caliente al tocarlo. El casero dice que es normal en las casas antiguas y que no toquemos nada. A mí no me parece normal, tenemos dos niños pequeños. Quiero que un electricista lo revise y me haga un informe para enseñárselo al casero.",
    "electrical", "Winseler", "Pommerloch", kind="b", nu="N", situation="fuse board smells burnt, landlord says normal")
add("es-t06", "Compramos una cerradura inteligente por internet y en la tienda nos aseguraron que servía para cualquier puerta. La instalamos en el piso del Pfaffenthal y ahora la puerta no cierra con llave desde fuera, solo con el pestillo. Trabajamos los dos todo el día y nos da miedo dejar la casa así. ¿Alguien puede venir a poner un cilindro de seguridad adecuado, con o sin la cerradura inteligente?",
    "locksmith", "Luxembourg", "Pfaffenthal", kind="b", nu="U", situation="smart lock said to fit any door leaves it unlockable from outside")
add("es-t07", "Hicimos una ampliación en Ehlerange y el vendedor de la tienda nos dijo que sobre el yeso nuevo no hacía falta imprimación. Lo dejamos todo gris claro y a las tres semanas la capa se levanta en tiras al pasar la mano. Son unos 60 m2 entre paredes y techo. Queremos que alguien quite lo que se despega, aplique el fondo correcto y lo vuelva a pintar.",
    "painting", "Sanem", "Ehlerange", kind="b", nu="U", situation="paint peeling off new plaster applied without primer")
add("es-t08", "Tengo una pequeña academia de idiomas en Junglinster con dos aulas. Las pantallas interactivas no se conectan a los portátiles de los profesores desde que cambiamos de proveedor de internet, y el wifi de los alumnos se cae cada media hora. Los lunes empiezan los cursos intensivos. Necesito a alguien que deje todo funcionando y me explique cómo resolverlo si vuelve a pasar.",
    "it-support", "Junglinster", "Junglinster", kind="c", nu="U", situation="language school: smartboards and student wifi after ISP change")
add("es-t09", "Tenemos un restaurante de tapas en Differdange y en abril estrenamos carta nueva. Queremos fotos de unos 30 platos para la carta, Instagram y la web, y alguna del local con ambiente. Buscamos un fotógrafo que haga todo en una mañana, antes de abrir. ¿Qué precio tendría?",
    "photography", "Differdange", "Differdange", kind="c", nu="N", situation="tapas restaurant menu food photography")
add("es-t10", "Llevo dos años con mi empresa de limpieza y ya somos siete empleadas. Hasta ahora hacía las nóminas yo misma con una hoja de cálculo, pero cada mes me equivoco en algo con la CNS. Busco un contable o una gestoría que se encargue de nóminas, declaraciones y cierre del año. ¿Cuánto suele costar al mes para una empresa de este tamaño?",
    "accounting", None, None, kind="c", nu="N", situation="cleaning firm with seven staff needs payroll and year-end accounts")
add("es-t11", "Abrimos un gimnasio nuevo en Mamer en febrero, 600 m2 con vestuarios y duchas. Necesitamos que alguien lo deje todo impecable cada día a primera hora, antes de las 6, y que repase a fondo las máquinas una vez por semana. Las duchas y los vestuarios son lo más importante para nosotros. ¿Podéis enviarnos un presupuesto mensual?",
    "cleaning", "Mamer", "Mamer", kind="c", nu="U", situation="new gym needs daily early-morning cleaning")
add("es-t12", "Tenemos una casa de vacaciones en Kaundorf que solo usamos en verano y algunos fines de semana. ¿Tiene sentido poner placas en el tejado si casi nunca estamos? ¿Se puede vender toda la electricidad a la red y cuánto se recupera al año? El tejado es de pizarra y mira al suroeste.",
    "solar", "Lac de la Haute-Sûre", "Kaundorf", kind="d", nu="U", situation="is PV worth it on a rarely used holiday home, selling all to the grid")
add("es-t13", "Hemos heredado la casa de mis suegros en Wiltz y queremos modernizarla sin obras grandes. Los muebles son oscuros, hay moqueta y las lámparas son de los años 80. ¿Merece la pena pagar a alguien que nos haga un plan de colores, muebles e iluminación, o es mejor ir a una tienda de muebles y que nos aconsejen allí? ¿Cuánto cuesta algo así?",
    "interior-design", "Wiltz", "Wiltz", kind="d", nu="U", situation="paid colour, furniture and lighting plan or free shop advice")
add("es-t14", "Mi pareja y yo no estamos casados y vamos a comprar un piso juntos, él pone más dinero que yo. ¿Es mejor hacer un contrato aparte con un abogado o basta con lo que ponga el notario? ¿Y qué pasa con el piso si nos separamos? Quiero entenderlo antes de firmar.",
    "legal", None, None, kind="d", nu="N", situation="unmarried couple buying a flat with unequal shares")
add("es-t15", "Vamos a hacer una ampliación de 30 m2 en nuestra casa de Esch-sur-Alzette para la cocina y el comedor. ¿Qué es mejor, suelo radiante o radiadores conectados a la caldera que ya tenemos? ¿La caldera actual, de gas y de 2016, tendrá potencia suficiente? Nos gustaría que un técnico de calefacción viniera a verlo antes de que el arquitecto cierre los planos.",
    "heating", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="N", situation="underfloor heating or radiators for an extension, boiler capacity")
