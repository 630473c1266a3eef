MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, bei eis zu Wolz leeft d'Spull nom Spullen einfach weider an hält net méi op, kéint een dës Woch laanscht kommen?",
    "plumbing", "Wiltz", "Wolz", situation="toilet cistern keeps running after every flush")
add("lb-s02", "Mir kréien den 12ten Januar en Elektroauto a bräichten eng Wallbox (11 kW) an der Garage zu Ettelbréck, de Compteur ass am Keller, wat kascht dat ongeféier?",
    "electrical", "Ettelbruck", "Ettelbréck", situation="wallbox for a new electric car in the garage")
add("lb-s03", "Ech hu mech ausgespaart an de Schlëssel stécht bannen am Schlass, Rue de Strasbourg am Garer Quartier, wann ech gelift séier 🙏",
    "locksmith", "Luxembourg", "Garer Quartier", distractors=["Strasbourg"], situation="locked out, key stuck inside the lock, station quarter")
add("lb-s04", "Mir hunn en Neibau zu Ëlwen an de ganze Gaart ass nach Buedem a Steng, wie leet eis do e Rasen un, ongeféier 400 m2?",
    "gardening", "Troisvierges", "Ëlwen", situation="new lawn on bare soil around a new-build house")
add("lb-s05", "An der Kiche sinn dräi Plättercher gesprongen well mer eng Goss-Pan erofgefall ass, ka se een zu Klierf auswiesselen wann ech nach Reserve-Plättercher am Keller hunn?",
    "tiling", "Clervaux", "Klierf", situation="three cracked kitchen floor tiles after a cast-iron pan fell")
add("lb-s06", "Sichen dréngend een deen eisem Jong (14) zweemol d'Woch Nohëllef am Franséische gëtt, am léifste owes no der Schoul.",
    None, None, None, situation="private French tutoring for a 14-year-old (not a trade)")
add("lb-s07", "kann een eis virun chrëschtdag all fënstere vum haus zu jonglënster botzen och déi vum wantergaart merci",
    "cleaning", "Junglinster", "jonglënster", situation="window cleaning incl. conservatory before Christmas, voice-typed")
add("lb-s08", "Mir kafen en Appartement an de Kafcompromis ass just op Franséisch, ech hätt gär eng Iwwersetzung op Englesch fir mäi Mann ier mer bei den Notaire ginn.",
    "translation", None, None, nu="N", situation="translate a property purchase agreement into English before the notary")
add("lb-s09", "Eise Frigo (Liebherr, 6 Joer al) killt net méi richteg, uewen ass et nach kal mee ënnen ass alles lauwarm, sidd dir och zu Mäerzeg ënnerwee?",
    "appliance-repair", "Mertzig", "Mäerzeg", situation="fridge cold at the top, lukewarm at the bottom")
add("lb-s10", "Mir plënneren den 3ten Abrëll vu Veianen op Stroossen, 3-Zëmmer-Appartement am 2ten Stack ouni Lift, hätt gär eng Offert.",
    "moving", "Vianden", "Veianen", distractors=["Stroossen"], situation="flat move from Vianden to Strassen, 2nd floor without lift")

add("lb-t01", "Zënter dem Stuerm vu leschter Woch dréchent bei eis um Späicher eng Plaz nieft dem Kamäin net méi. Wann et reent, kënnt et do erof an et drëpst op d'Isolatioun. Vun dobausse gesäit een datt e puer Zillen verrutscht sinn, an d'al Eech virum Haus huet och e puer Äscht verluer. Mir wunnen zu Wäiswampech a wëllen dat gefléckt hunn ier et nees reent.",
    "roofing", "Weiswampach", "Wäiswampech", not_place=["Eech"], kind="a", nu="U", situation="after a storm, rain comes in beside the chimney; displaced roof tiles")
add("lb-t02", "Zanter e puer Nuechte kraazt et an der Plafong vum Schlofzëmmer, ëmmer tëscht zwou an dräi Auer. Haut de Moie louchen kleng schwaarz Kréimelen am Schaf mat den Nuddelen an eng Tut Rais war ugeknabbert. D'Kaz interesséiert sech guer net dofir. Mir sinn zu Stolzebuerg, dat lescht Haus um Enn vum Duerf. Wat kann ee do maachen?",
    "pest-control", "Putscheid", "Stolzebuerg", kind="a", nu="U", situation="scratching in the ceiling at night, droppings and a gnawed rice bag")
add("lb-t03", "Den Drock um Kessel fält all Woch vun 1,5 op ënner 1 bar, ech fëllen all Sonndeg Waasser no. Am Keller gesäit een näischt naass. Zënter gëschter Owend ass et kal am Haus an d'Flam geet guer net méi un. Mir wunnen zu Housen. Kann haut oder muer een kommen?",
    "heating", "Parc Hosingen", "Housen", kind="a", nu="U", situation="boiler pressure drops every week, now no flame and no heat")
add("lb-t04", "Mir hunn lescht Joer en Unbau mat Buedemheizung gemaach. Am Buedzëmmer gëtt de Buedem waarm, mee an der Stuff bleift e kal. Mäi Schwoer sot, ech sollt den Thermostat einfach op 30 Grad setzen, dann géing sech dat ausgläichen. Elo ass d'Buedzëmmer eng Sauna an d'Stuff ass nach ëmmer kal. Kann een deen sech domat auskennt zu Nidderfeelen kucke kommen?",
    "heating", "Feulen", "Nidderfeelen", kind="b", nu="U", situation="underfloor heating: one circuit cold; brother-in-law said turn thermostat to 30")
add("lb-t05", "Eis Holztrap knarrt esou haart dass de Puppelchen all Kéier erwächt wann ee ropgeet. Den Noper huet gemengt, ech sollt Seef an d'Ritze streechen, dat hätt bei him gehollef. Huet näischt bruecht, et ass éischter méi schlëmm ginn an eng Tratt wackelt elo. Ech sichen e Schräiner deen sech dat zu Baastenduerf ukuckt.",
    "carpentry", "Tandel", "Baastenduerf", kind="b", nu="N", situation="creaking wooden staircase, neighbour advised soap in the gaps; a tread now loose")
add("lb-t06", "Eis Stäipmauer am Gaart, ongeféier 1,20 m héich, huet zënter dem Wanter e Rass vun uewe bis ënnen an dréckt sech no baussen. Eise Proprietär sot, dat wier net schlëmm, mir sollten de Rass mat Silikon zoumaachen. Dat hu mer gemaach an elo ass de Rass esou breet wéi en Daum. Mir bräichten e Maurer, d'Haus ass zu Buerschent.",
    "masonry", "Bourscheid", "Buerschent", kind="b", nu="N", situation="garden retaining wall cracked and leaning; landlord said fill with silicone")
add("lb-t07", "Mir hunn am Summer eis Fassad selwer gestrach. Am Bricomarché hu se eis gesot, d'Innefaarf géing och dobausse goen wann een zwou Schichte mécht. Elo, no engem Wanter, blätschert d'Faarf iwwerall of an ënnen gëtt et gréng. Mir hätte gär dass dat zu Géisdref eng Kéier richteg gemaach gëtt, ier d'Nopere sech beschwéieren 😅",
    "painting", "Goesdorf", "Géisdref", kind="b", nu="U", situation="facade painted with interior paint on a DIY shop's advice, now peeling")
add("lb-t08", "Ech sinn am Comité vum Reitclub zu Wëntger. Eise Büro huet zwee PCen, en Drécker an de Wifi fir d'Reithal. Säit dem leschten Update fënnt kee PC den Drécker méi an de Wifi fällt all puer Minutten aus. Eise Keessier huet dat bis elo gemaach, mee hien ass fortgeplënnert. Mir sichen en IT-Techniker deen eemol kënnt an dono vläicht e Contrat fir d'Maintenance.",
    "it-support", "Wincrange", "Wëntger", kind="c", nu="N", situation="riding club office: PCs lost the printer, wifi drops after an update")
add("lb-t09", "Mir hunn eng kleng Bäckerei mat véier Employéen. Bis elo huet meng Fra d'Bicher an d'Pai vun de Leit gemaach, mee si steet elo selwer am Geschäft. Mir sichen een deen eis all Mount d'Fiches de salaire mécht, d'TVA-Deklaratioun an um Enn vum Joer de Bilan. Wat kascht dat ongeféier am Mount?",
    "accounting", None, None, kind="c", nu="U", situation="small bakery needs monthly payroll, VAT returns and annual accounts")
add("lb-t10", "Mir sinn e Fëscherclub an hunn all Joer méi Memberen. D'Permisen verkafe mer nach ëmmer op Pabeier am Clubhaus, an d'Umeldung fir de Concours leeft iwwer SMS beim Sekretär. Mir hätte gär eng Säit wou d'Leit d'Kaart online kafen an sech fir de Concours umelle kënnen, mat Payconiq wann dat geet. De Budget ass kleng, mir sinn eng ASBL.",
    "web-development", None, None, kind="c", nu="U", situation="angling club wants online permit sales and contest sign-up")
add("lb-t11", "Mir bedreiwen e Camping zu Wëlwerwolz direkt un der Clierf. Fir eise neie Prospekt an den Internetsite bräichte mer nei Fotoen vun de Chalets, vun der Plage a vum Restaurant, am beschten och e kuerze Film mat enger Dron vun uewen. Et misst am Mee oder Juni sinn, wann alles gréng ass. Wien ka sou eppes?",
    "photography", "Kiischpelt", "Wëlwerwolz", kind="c", nu="U", situation="campsite needs photos and drone video for its brochure")
add("lb-t12", "Mir hunn en Daach dat no Osten an no Westen geet, keng Südsäit. Lount sech eng Photovoltaik do iwwerhaapt? Mäi Kolleg seet, ouni Süden bréngt dat näischt, den Elektriker am Duerf mengt et wier grad esou gutt well ee mueres an owes Stroum huet. Eist Haus ass zu Bettborn, mir verbrauchen ongeféier 5500 kWh am Joer. Wat kascht sou eng Anlag ongeféier an ass de Klimabonus nach ëmmer do?",
    "solar", "Préizerdaul", "Bettborn", kind="d", nu="N", situation="is PV worth it on an east-west roof without south side, rough cost")
add("lb-t13", "Eisen Noper huet säin Carport bis op d'Grenz vun eisem Terrain gebaut an d'Reewaasser leeft elo bei eis an de Gaart. Mir hunn him e Bréif geschriwwen mee keng Äntwert kritt. Lount et sech, direkt en Affekot ze huelen, oder soll een éischter op d'Gemeng goen? A wat kascht esou en Affekot ongeféier fir e Bréif ze schreiwen?",
    "legal", None, None, kind="d", nu="N", situation="neighbour's carport on the boundary drains onto our garden; lawyer or commune first?")
add("lb-t14", "Mir hunn zu Sëll en ale Bauerenhaff kaaft an d'Aarbechte fänken am Mäerz un. Mir sinn eis net eens wéi Kiche, Stuff an Iesszëmmer sollen opgedeelt ginn, a wéi eng Faarwen a Luuchten dohinner passen. Ass et de Su wäert, een ze huelen deen eis e Plang mécht mat Miwwelen, Faarwen a Beliichtung, oder mécht den Architekt dat souwisou? Wat kascht sou eppes ongeféier?",
    "interior-design", "Saeul", "Sëll", kind="d", nu="U", situation="old farmhouse: worth paying someone for layout, colours and lighting plan?")
add("lb-t15", "Meng Elteren zéien am Summer an hiert aalt Haus zu Arel zréck, dat zënter 10 Joer eidel steet. Et misst bal alles gemaach ginn: Buedzëmmer, Kichen, Elektresch, Buedem a Fënsteren. Wat kascht sou eppes ongeféier pro m2, a lount sech dat iwwerhaapt nach oder wier ofrappen a nei bauen besser? Schaffen är Leit och an der Belsch?",
    "renovation", "abroad", "Arel", kind="d", nu="U", situation="parents' empty house in Arlon (BE) needs everything redone; cost per m2, renovate or rebuild?")

# ---------------- French ----------------
add("fr-s01", "Bonjour, je voudrais faire ajouter quatre prises et un point lumineux dans la petite chambre qui devient mon bureau, appartement à Bonnevoie au 3e étage, c'est possible avant le 15 janvier ?",
    "electrical", "Luxembourg", "Bonnevoie", situation="four extra sockets and a ceiling light for a home office")
add("fr-s02", "On a des cafards dans la cuisine depuis que l'appart d'à côté a été vidé, immeuble à Esch/Alzette, vous traitez aussi les parties communes ?",
    "pest-control", "Esch-sur-Alzette", "Esch/Alzette", situation="cockroaches in a flat's kitchen, common parts too")
add("fr-s03", "Il me faudrait un placard sur mesure en bois sous l'escalier, environ 2,40 m de long, pour une maison à Goeblange.",
    "carpentry", "Koerich", "Goeblange", situation="made-to-measure wooden cupboard under the stairs")
add("fr-s04", "évier bouché depuis hier soir l'eau remonte dans l'autre bac même avec le déboucheur je suis à bascharage",
    "plumbing", "Käerjeng", "bascharage", situation="blocked kitchen sink, water rises in the second bowl")
add("fr-s05", "Nos gouttières débordent à chaque grosse pluie et une descente est fendue, maison à Capellen à 5 min de la gare, pouvez-vous passer pour un devis ?",
    "roofing", "Mamer", "Capellen", not_place=["gare"], situation="overflowing gutters and a split downpipe")
add("fr-s06", "Je cherche une couturière pour raccourcir une robe de cérémonie et reprendre la taille avant le 20 mars.",
    None, None, None, situation="seamstress to alter a dress (not a trade)")
add("fr-s07", "Cherche fiduciaire pour la comptabilité d'une petite SARL de deux salariés, bilan 2025 et TVA trimestrielle, budget autour de deux cents euros par mois.",
    "accounting", None, None, not_place=["cents"], nu="N", situation="bookkeeping, annual accounts and quarterly VAT for a two-employee SARL")
add("fr-s08", "Déménagement d'un deux-pièces de Niedercorn vers Metz fin février, avec garde-meubles pendant deux mois pour une partie des cartons.",
    "moving", "Differdange", "Niedercorn", distractors=["Metz"], nu="N", situation="move of a two-room flat to Metz with two months' storage")
add("fr-s09", "Le carrelage de la terrasse se décolle par plaques après l'hiver et une vingtaine de dalles sonnent creux, c'est pour une maison à Soleuvre.",
    "tiling", "Sanem", "Soleuvre", situation="terrace tiles coming loose and sounding hollow after winter")
add("fr-s10", "Un bouleau d'environ 15 m penche vers la maison depuis la tempête, il faudrait l'abattre et évacuer le bois, nous sommes à Bridel.",
    "gardening", "Kopstal", "Bridel", situation="fell a 15 m birch leaning towards the house after a storm")

add("fr-t01", "Notre four ne chauffe plus que par le haut. Le gâteau de dimanche était brûlé dessus et cru en dessous, et le gril fonctionne normalement. Les plaques de cuisson marchent aussi. Nous habitons à Rodange, je suis à la maison le matin.",
    "appliance-repair", "Pétange", "Rodange", kind="a", nu="U", situation="oven heats only from the top, grill and hob fine")
add("fr-t02", "Depuis lundi il fait 16 degrés dans la maison alors que le thermostat est sur 21. La chaudière au gaz tourne sans arrêt et les radiateurs sont à peine tièdes, en haut comme en bas. L'eau chaude du robinet, elle, est brûlante. On est à Leudelange avec deux petits enfants, c'est urgent.",
    "heating", "Leudelange", "Leudelange", kind="a", nu="U", situation="house at 16 °C, gas boiler runs non-stop, all radiators barely warm")
add("fr-t03", "Au-dessus de la fenêtre de la cuisine, une fissure en escalier s'est ouverte dans le mur extérieur. Elle faisait quelques centimètres à l'automne, maintenant elle monte presque jusqu'au toit. Des morceaux de crépi tombent sur la terrasse. La maison date de 1962, on est à Ehlange-sur-Mess.",
    "masonry", "Reckange-sur-Mess", "Ehlange-sur-Mess", kind="a", nu="U", situation="stepped crack growing above a kitchen window, render falling off")
add("fr-t04", "On vient de finir de rénover notre appartement à Cents (peinture, ponçage du parquet). Le peintre nous a dit qu'un bon coup d'aspirateur suffirait. Résultat : l'aspirateur a rendu l'âme et la poussière fine revient sur tous les meubles chaque jour. On voudrait une entreprise de nettoyage pour un nettoyage de fin de chantier complet, vitres comprises.",
    "cleaning", "Luxembourg", "Cents", kind="b", nu="N", situation="post-works dust cleaning; the painter said a vacuum would do")
add("fr-t05", "La clé de notre porte d'entrée tourne dans le vide, la porte ne se verrouille plus. Le propriétaire m'a conseillé de mettre du WD-40 dans la serrure, j'en ai mis une bonne dose. Maintenant la clé entre à peine et tout accroche. Je cherche un serrurier pour changer le cylindre, on habite à Kleinbettingen.",
    "locksmith", "Steinfort", "Kleinbettingen", kind="b", nu="N", situation="key turns freely, door won't lock; landlord advised WD-40")
add("fr-t06", "Dans la chambre des enfants il y avait un vieux papier peint vinyle. Au magasin de bricolage on nous a dit qu'on pouvait peindre directement dessus avec une bonne sous-couche. Trois jours après, il y a des bulles partout et les raccords du papier se voient à travers. Il faudrait tout reprendre proprement, maison à Dahlem, chambre de 12 m².",
    "painting", "Garnich", "Dahlem", kind="b", nu="U", situation="paint over vinyl wallpaper blistered; DIY shop's advice")
add("fr-t07", "Depuis trois semaines nos panneaux sur le toit ne produisent plus rien et l'onduleur affiche un voyant rouge. Un ami qui s'y connaît m'a dit de couper et remettre le disjoncteur, ce que j'ai fait plusieurs fois sans résultat. L'entreprise qui les a posés a fait faillite. Quelqu'un peut venir voir à Bergem ? Tout a 7 ans.",
    "solar", "Mondercange", "Bergem", kind="b", nu="U", situation="PV produces nothing, inverter red light; friend said reset the breaker")
add("fr-t08", "Je suis kinésithérapeute et j'ouvre en février un cabinet à Schouweiler, 90 m² avec deux salles de traitement, une salle d'attente et des toilettes. Il me faudrait quelqu'un trois soirs par semaine pour l'entretien, avec désinfection des tables. Produits fournis ou non, les deux me vont. Pouvez-vous m'envoyer un tarif horaire ?",
    "cleaning", "Dippach", "Schouweiler", kind="c", nu="U", situation="physiotherapy practice needs cleaning three evenings a week")
add("fr-t09", "Nous sommes un garage automobile qui emploie plusieurs mécaniciens lusophones. Les notices techniques du constructeur n'existent qu'en allemand, environ 120 pages. Nous cherchons un traducteur allemand-portugais qui connaisse un peu le vocabulaire technique. Délai souhaité : fin du mois.",
    "translation", None, None, kind="c", nu="N", situation="car garage needs 120 pages of German technical manuals in Portuguese")
add("fr-t10", "Bureau d'architectes à Olm, six personnes. Nos sauvegardes se font encore sur un disque dur qu'on emporte le vendredi, et on voudrait passer à un NAS avec copie dans le cloud. Il faudrait aussi installer trois nouveaux portables et migrer les mails vers Microsoft 365. Quelqu'un pour faire ça un samedi ?",
    "it-support", "Kehlen", "Olm", kind="c", nu="U", situation="architects' office: NAS backup, three laptops, mail migration")
add("fr-t11", "Nous tenons une petite auberge à Septfontaines, au bord de l'Eisch. La salle du restaurant (60 couverts) n'a pas changé depuis 1990 : nappes, lustres, murs jaunes. On voudrait quelqu'un qui nous propose un nouvel aménagement, les couleurs, le mobilier et surtout l'éclairage, sans fermer plus de deux semaines. Les travaux seront faits par nos artisans habituels.",
    "interior-design", "Habscht", "Septfontaines", kind="c", nu="U", situation="country inn wants a new dining-room layout, colours, furniture and lighting")
add("fr-t12", "Je suis en arrêt maladie depuis six semaines et mon employeur me convoque à un entretien préalable au licenciement. Est-ce qu'il a le droit ? Vaut-il mieux prendre tout de suite un avocat ou passer d'abord par le syndicat ? Combien coûte une première consultation en droit du travail ?",
    "legal", None, None, kind="d", nu="N", situation="dismissal interview during sick leave: lawyer or union first, cost")
add("fr-t13", "Je fabrique des bougies et je les vends sur les marchés. Je voudrais vendre en ligne : vaut-il mieux un Shopify tout fait ou un site WordPress sur mesure ? Combien ça coûte à faire faire, et est-ce que je pourrai ajouter les produits moi-même ? Je n'y connais rien en informatique.",
    "web-development", None, None, kind="d", nu="U", situation="candle maker: Shopify or custom WordPress shop, cost")
add("fr-t14", "On met en vente notre appartement à Gasperich (3 chambres, 110 m²). L'agence propose de faire les photos elle-même avec un téléphone. Est-ce que ça vaut le coup de payer un photographe professionnel, avec une visite virtuelle ? Ça coûte combien en général ?",
    "photography", "Luxembourg", "Gasperich", kind="d", nu="N", situation="is a pro photographer and virtual tour worth it for selling a flat")
add("fr-t15", "Nous avons acheté une maison à Audun-le-Tiche, je travaille à Esch juste de l'autre côté de la frontière. Nous voudrions transformer le garage en studio avec salle d'eau et coin cuisine. Combien de temps ça prend en général, et quel budget prévoir au m² ? Faut-il un permis pour ça en France ?",
    "renovation", "abroad", "Audun-le-Tiche", distractors=["Esch", "France"], kind="d", nu="U", situation="convert a garage into a studio in a house in Audun-le-Tiche (FR): time, budget, permit")

# ---------------- German ----------------
add("de-s01", "Hallo, wir möchten die Küchenrückwand in Echternach fliesen lassen, etwa 3 m², die Metro-Fliesen haben wir schon gekauft – wann hätten Sie Zeit?",
    "tiling", "Echternach", "Echternach", situation="tile a kitchen splashback, tiles already bought")
add("de-s02", "Ich habe den Schlüssel vom Briefkasten verloren und die Hausverwaltung sagt, ich soll das Schloss selbst tauschen lassen, Mehrfamilienhaus, Route de l'Europe, L-5555.",
    "locksmith", "Remich", "L-5555", situation="lost mailbox key, mailbox lock to be replaced")
add("de-s03", "Nach dem Fällen der alten Fichte steht noch ein Stumpf von 80 cm Durchmesser mitten im Rasen, kann den jemand in Altrier ausfräsen?",
    "gardening", "Bech", "Altrier", situation="grind out an 80 cm spruce stump in the lawn")
add("de-s04", "Unser Siemens-Induktionskochfeld schaltet sich nach ein paar Sekunden von selbst ab, sobald ein Topf draufsteht, wir wohnen in Wecker direkt an der Hauptstraße.",
    "appliance-repair", "Biwer", "Wecker", situation="induction hob switches itself off a few seconds after a pot is put on")
add("de-s05", "Bei unserer Terrasse aus Holz in Wasserbillig sind fünf Dielen morsch und zwei Balken der Unterkonstruktion weich, bitte um ein Angebot für den Austausch.",
    "carpentry", "Mertert", "Wasserbillig", not_place=["Holz"], situation="rotten deck boards and soft joists on a wooden terrace")
add("de-s06", "Suche jemanden, der unseren Labradoodle zu Hause trimmt und badet, am liebsten alle acht Wochen.",
    None, None, None, situation="mobile dog grooming (not a trade)")
add("de-s07", "Mein Vater ist im Herbst gestorben und mein Bruder will das Elternhaus allein behalten, ich brauche einen Anwalt für Erbrecht, der auch Französisch spricht.",
    "legal", None, None, not_place=["einen"], nu="N", situation="inheritance dispute over the parents' house")
add("de-s08", "Wer reinigt Teppiche und ein Stoffsofa direkt bei uns zu Hause in Consdorf, der Hund hatte einen schlechten Tag 🙈",
    "cleaning", "Consdorf", "Consdorf", not_place=["einen"], situation="deep-clean rugs and a fabric sofa at home after the dog")
add("de-s09", "Unser Gartenzaun (etwa 40 m, Lärche) ist grau geworden und müsste geschliffen und neu lasiert werden, Haus in Greiweldingen.",
    "painting", "Stadtbredimus", "Greiweldingen", situation="sand and re-stain a 40 m larch garden fence")
add("de-s10", "Umzug Ende Mai von Saarbrücken nach Canach, 4-Zimmer-Haushalt, wir suchen eine Umzugsfirma mit Möbelmontage.",
    "moving", "Lenningen", "Canach", distractors=["Saarbrücken"], nu="N", situation="move from Saarbrücken (DE) into Canach, labelled at the Luxembourg end")

add("de-t01", "Seit drei Wochen fliegen abends kleine graue Falter in der Küche herum. In Mehl und Haferflocken waren Fäden und winzige Raupen. Wir haben alles weggeworfen und die Schränke mit Essig ausgewischt, aber sie kommen wieder. Inzwischen sitzen sie auch an der Schlafzimmerdecke. Wir wohnen in Berdorf.",
    "pest-control", "Berdorf", "Berdorf", kind="a", nu="U", situation="pantry moths keep coming back after clearing out the food")
add("de-t02", "Bei Starkregen tropft es im Kinderzimmer am Dachfenster, aber nur wenn der Wind von Westen kommt. Die Verkleidung unter dem Fenster hat schon braune Ränder und ist aufgequollen. Das Haus in Oberdonven ist 15 Jahre alt. Aus diesem Grund schläft unsere Tochter gerade bei uns im Zimmer.",
    "roofing", "Flaxweiler", "Oberdonven", not_place=["Grund"], kind="a", nu="U", situation="roof window leaks in heavy rain with west wind")
add("de-t03", "Seit gestern riecht es im Keller nach Kanal, vor allem am Bodenablauf neben der Waschmaschine. Wenn oben jemand duscht, gluckert es im Ablauf, und heute Morgen stand dort eine kleine Pfütze. Wir wohnen in Grevenmacher, Haus von 1978. Bitte so schnell wie möglich.",
    "plumbing", "Grevenmacher", "Grevenmacher", kind="a", nu="U", situation="sewer smell and gurgling at the basement floor drain")
add("de-t04", "Unser Rasen besteht inzwischen mehr aus Moos als aus Gras. Der Nachbar meinte, wir sollten einfach Eisendünger in doppelter Menge streuen, dann wäre das Moos weg. Jetzt ist der halbe Rasen schwarz und das Gras darunter auch tot. Wir suchen einen Gärtner, der den Rasen in Christnach vertikutiert und neu einsät.",
    "gardening", "Waldbillig", "Christnach", not_place=["einen"], kind="b", nu="N", situation="lawn burnt by a double dose of iron fertiliser on neighbour's advice")
add("de-t05", "Bei jedem stärkeren Regen fliegt bei uns der FI-Schalter raus, dann ist das ganze Erdgeschoss dunkel. Im Baumarkt hat man meinem Mann geraten, einfach einen weniger empfindlichen FI einzubauen. Das möchte ich ehrlich gesagt nicht, bevor sich das jemand vom Fach angesehen hat. Vermutlich ist es die Außensteckdose an der Garage. Wir wohnen in Berbourg.",
    "electrical", "Manternach", "Berbourg", not_place=["einen"], kind="b", nu="U", situation="RCD trips whenever it rains; DIY store said fit a less sensitive one")
add("de-t06", "Unsere Ölheizung geht seit Tagen immer wieder auf Störung, meistens nachts. Ein Nachbar hat uns einen Zusatz fürs Heizöl empfohlen, der angeblich die Düse reinigt, und den haben wir in den Tank gekippt. Seitdem riecht es im Heizungskeller stark nach Öl und der Brenner startet überhaupt nicht mehr. Wir sind in Rosport, nachts sind es minus fünf Grad.",
    "heating", "Rosport-Mompach", "Rosport", not_place=["einen"], kind="b", nu="U", situation="oil burner lockouts; neighbour's fuel additive made it worse")
add("de-t07", "Die Betontreppe vor unserem Haus bröckelt an den Kanten. Mein Schwiegervater hat die Stellen im Herbst mit Fliesenkleber geflickt, das hätte bei ihm auch gehalten. Nach dem ersten Frost ist alles wieder abgeplatzt und jetzt fehlen ganze Stücke. Wir brauchen jemanden, der die vier Stufen in Befort richtig instand setzt, bevor jemand stürzt.",
    "masonry", "Beaufort", "Befort", kind="b", nu="U", situation="crumbling concrete front steps patched with tile adhesive by father-in-law")
add("de-t08", "Wir sind eine kleine Imkerei und verkaufen unseren Honig bisher nur auf Wochenmärkten. Wir möchten einen Onlineshop mit Versand in die Großregion und Abholung bei uns am Hof. Unser Neffe hat mal eine Seite gebaut, aber die lässt sich nicht mehr bedienen. Wir suchen einen Webentwickler, der das ordentlich aufsetzt und uns einweist.",
    "web-development", None, None, not_place=["einen"], kind="c", nu="N", situation="beekeeper wants an online honey shop with shipping and pick-up")
add("de-t09", "Ich bin Kassiererin in einem Tanzverein mit 180 Mitgliedern. Wir haben vier Trainerinnen, die stundenweise bezahlt werden, und bisher habe ich alles in Excel gemacht. Jetzt verlangt die Bank einen richtigen Jahresabschluss und wir wissen nicht, wie das mit den Lohnabrechnungen korrekt läuft. Wer übernimmt so etwas für einen Verein zu einem vernünftigen Preis?",
    "accounting", None, None, not_place=["einen"], kind="c", nu="U", situation="dance club needs annual accounts and payroll for hourly-paid trainers")
add("de-t10", "Wir sind ein Familienweingut in Ehnen und bringen im Frühjahr eine neue Preisliste und einen Katalog heraus. Dafür bräuchten wir Produktfotos von 25 Flaschen vor weißem Hintergrund und ein paar Bilder vom Team im Weinberg. Am besten alles an einem Tag. Kennen Sie einen Fotografen, der so etwas macht?",
    "photography", "Wormeldange", "Ehnen", not_place=["einen"], kind="c", nu="N", situation="winery needs bottle packshots and team photos for a catalogue")
add("de-t11", "Ich führe eine Zahnarztpraxis in Roodt-sur-Syre. Unser Server mit der Praxissoftware hängt sich zweimal pro Woche auf, der Drucker am Empfang druckt nur noch jedes zweite Mal und das WLAN im Wartezimmer ist für alle offen. Unser bisheriger Betreuer geht in Rente. Wir suchen jemanden für einen Check und eine feste Betreuung.",
    "it-support", "Betzdorf", "Roodt-sur-Syre", not_place=["einen"], kind="c", nu="U", situation="dental practice: server hangs, printer flaky, open guest wifi")
add("de-t12", "Wir haben eine 55-m²-Wohnung in Bonneweg gekauft, Wohnzimmer und offene Küche haben zusammen nur 24 m². Lohnt es sich, jemanden zu bezahlen, der uns einen Einrichtungsplan macht, damit Sofa, Esstisch und ein Arbeitsplatz hineinpassen? Was kostet so eine Beratung ungefähr pro Stunde? Und muss man dann auch die Möbel über diese Person kaufen?",
    "interior-design", "Luxembourg", "Bonneweg", not_place=["einen"], kind="d", nu="U", situation="small flat: worth paying for a furnishing plan, hourly cost")
add("de-t13", "Wir wohnen noch in Wormeldingen, bauen aber gerade ein Haus in Nittel auf der anderen Moselseite. Mein Bruder in Hamm hat Solarthermie für das Warmwasser und schwört darauf. Der Architekt rät eher zu Photovoltaik mit einer Wärmepumpe. Was ist auf Dauer sinnvoller, und machen luxemburgische Solarfirmen auch Anlagen in Deutschland?",
    "solar", "abroad", "Nittel", distractors=["Wormeldingen", "Hamm", "Deutschland"], kind="d", nu="N", situation="new house in Nittel (DE): solar thermal or PV with heat pump?")
add("de-t14", "Wir haben in Bad Mondorf eine Wohnung aus den 70er-Jahren geerbt: Bad, Küche, Böden und Elektrik sind original. In welcher Reihenfolge macht man so eine Sanierung sinnvollerweise, und wie viele Wochen muss man ungefähr einplanen? Kann man während der Arbeiten darin wohnen? Die Dellen im alten Parkett stören uns übrigens nicht.",
    "renovation", "Mondorf-les-Bains", "Bad Mondorf", not_place=["Dellen"], kind="d", nu="U", situation="inherited 1970s flat: order of works, duration, can we live there")
add("de-t15", "Meine Mutter spricht nur Türkisch und hat nächste Woche ein Aufklärungsgespräch vor einer Operation. Das Krankenhaus stellt keinen Dolmetscher. Reicht es, wenn meine Nichte übersetzt, oder sollte man besser einen professionellen Dolmetscher nehmen? Was kostet das für eine Stunde ungefähr?",
    "translation", None, None, not_place=["einen"], kind="d", nu="N", situation="interpreter for a pre-surgery consultation: niece or professional, cost")

# ---------------- English ----------------
add("en-s01", "The shower drain in our Kirchberg flat is so slow that we're standing ankle-deep after two minutes, can someone come this week?",
    "plumbing", "Luxembourg", "Kirchberg", situation="very slow shower drain in a flat")
add("en-s02", "Half the sockets in the living room stopped working after last night's thunderstorm but none of the breakers has tripped, address is 14 rue des Romains, L-8030.",
    "electrical", "Strassen", "L-8030", situation="half the living-room sockets dead after a thunderstorm, no breaker tripped")
add("en-s03", "Could someone rake up and take away the leaves in a large garden in Helmsange every two weeks until mid-December, we have six huge old oaks.",
    "gardening", "Walferdange", "Helmsange", situation="fortnightly autumn leaf clearing in a big garden")
add("en-s04", "Need two guys and a van on Saturday morning to move a sofa, a bed and about 20 boxes from Bertrange to my new place in Arlon.",
    "moving", "Bertrange", "Bertrange", distractors=["Arlon"], situation="small move from Bertrange to Arlon (BE), loading end in Luxembourg")
add("en-s05", "Our Miele tumble dryer runs for three hours and the clothes still come out damp, we're in Moutfort, is it even worth repairing a 9-year-old machine?",
    "appliance-repair", "Contern", "Moutfort", situation="tumble dryer leaves clothes damp; worth repairing?")
add("en-s06", "Looking for a driving instructor who teaches in English, manual gearbox, weekday evenings if possible.",
    None, None, None, situation="English-speaking driving instructor (not a trade)")
add("en-s07", "I need a simple one-page website with a booking calendar for my yoga classes, nothing fancy, ideally live by March.",
    "web-development", None, None, situation="one-page site with booking calendar for yoga classes")
add("en-s08", "Moss has taken over the north side of our roof in Munsbach and two ridge tiles look loose, we'd like it sorted before winter.",
    "roofing", "Schuttrange", "Munsbach", situation="moss on the roof and loose ridge tiles")
add("en-s09", "Could we get a quote for painting the stairwell of our four-storey building in Limpertsberg, walls and ceilings, the co-owners approved a budget of about 9k?",
    "painting", "Luxembourg", "Limpertsberg", situation="paint a four-storey stairwell for the co-owners")
add("en-s10", "we want to retile the guest bathroom floor in howald about 5 m2 with 60x120 tiles already picked out",
    "tiling", "Hesperange", "howald", situation="retile a small bathroom floor with large-format tiles")

add("en-t01", "We came back from a ski trip to Kirchberg in Tirol two weeks ago and since then the kids wake up with rows of itchy red bites on their arms. Last night I found tiny brown bugs in the seam of the mattress and little black dots on the sheets. We already washed everything at 60 degrees. We live in Sandweiler, please tell me this can be sorted quickly.",
    "pest-control", "Sandweiler", "Sandweiler", distractors=["Kirchberg", "Tirol"], kind="a", nu="U", situation="bites and small bugs in the mattress seams after a trip")
add("en-t02", "Our last water bill was almost double the usual. I turned off every tap and the little wheel on the meter in the basement keeps spinning. There's also a patch of grass by the front gate that stays soggy even when it hasn't rained. We're in Mullendorf, house built in 1985.",
    "plumbing", "Steinsel", "Mullendorf", not_place=["bill", "grass"], kind="a", nu="U", situation="meter keeps turning with all taps closed, soggy patch by the gate")
add("en-t03", "The app for our panels says we produced about half of what we had last spring, even though it's been sunnier. Two of the twenty panels look darker than the rest and one has a brownish spot. Nothing was changed on the roof. We're in Hassel.",
    "solar", "Weiler-la-Tour", "Hassel", kind="a", nu="U", situation="PV output halved, two panels discoloured")
add("en-t04", "My ex-flatmate moved out last month and never gave back his key. The landlord said just get a copy made at the key-cutting kiosk and swap keys around, but it's a security cylinder with a card and they refused. I'd rather have the cylinder changed anyway. Can a locksmith come to Belair this week?",
    "locksmith", "Luxembourg", "Belair", kind="b", nu="N", situation="ex-flatmate kept a key; landlord's advice to copy keys didn't work")
add("en-t05", "We have solid oak floorboards on the ground floor. The lady at the flooring shop told us to mop them with plenty of water and black soap every week. After one winter the boards have cupped and there are gaps you can fit a coin in. We're in Senningerberg and need someone who can sand, refit or replace the worst boards.",
    "carpentry", "Niederanven", "Senningerberg", kind="b", nu="U", situation="oak floorboards cupped after wet mopping advised by a shop")
add("en-t06", "We bought a house in Aspelt in the summer with a two-year-old air-to-water heat pump. The previous owner told us to switch it off every night and turn it up to 24 in the morning to save money. We've done that since October, the house never really gets warm and the electricity bill is awful. Could a heating engineer check the settings and tell us how to run it properly?",
    "heating", "Frisange", "Aspelt", not_place=["bill"], kind="b", nu="N", situation="heat pump switched off at night on previous owner's advice; house never warm")
add("en-t07", "Our neighbour, who builds houses, said the wall between our kitchen and dining room wasn't load-bearing and we could knock it through ourselves. We started at the weekend and found a steel beam and a brick pillar behind the plaster. We stopped immediately. Now we have a half-open wall and rubble everywhere in Dalheim, and we need someone to finish the opening properly.",
    "masonry", "Dalheim", "Dalheim", kind="b", nu="U", situation="half-demolished kitchen wall on neighbour's advice, beam found")
add("en-t08", "I run a small veterinary clinic in Bous with two consulting rooms, a waiting room and a kennel area. Our cleaner is retiring at the end of January. We need someone every evening from Monday to Friday, including the floors with disinfectant in the kennel area. Can you send a monthly price?",
    "cleaning", "Bous-Waldbredimus", "Bous", kind="c", nu="U", situation="vet clinic needs evening cleaning five days a week")
add("en-t09", "We are a driving school in Mamer with three instructors and an office. The booking PC, the printer and the card terminal all share one old router that drops out several times a day. Our nephew set it up years ago and now lives in Canada. We need someone to sort out the network and maybe replace the router.",
    "it-support", "Mamer", "Mamer", distractors=["Canada"], kind="c", nu="U", situation="driving school office network drops several times a day")
add("en-t10", "My husband and I run a B&B in Remerschen with four rooms and a view over the vineyards. Our listing photos were taken on a phone years ago and bookings have dropped. We'd like someone to take proper pictures of the rooms, the breakfast and the terrace, ideally in May when the vines are green. What would a half day cost?",
    "photography", "Schengen", "Remerschen", kind="c", nu="U", situation="B&B needs new photos of rooms, breakfast and terrace")
add("en-t11", "We're a three-person start-up selling a scheduling app to dental practices. A large client sent us a 40-page contract with liability and data-protection clauses we don't really understand. We need a lawyer who knows IT contracts and GDPR to review it within two weeks. English is fine, French is OK too.",
    "legal", None, None, kind="c", nu="N", situation="start-up needs a client contract with liability and GDPR clauses reviewed")
add("en-t12", "We'd like to turn our attic in Crauthem into a bedroom with a small en-suite bathroom. Roughly how long does that kind of project take, and what's a realistic budget per square metre? Do we need planning permission from the commune for the roof windows? We have about 35 m2 under the roof.",
    "renovation", "Roeser", "Crauthem", kind="d", nu="U", situation="attic conversion with en-suite: duration, budget, permit")
add("en-t13", "I moved to Luxembourg from Dublin in September and I still rent out my old flat there. Do I have to declare that rent here, and can I do my first tax return myself on MyGuichet or should I pay someone? What does that usually cost?",
    "accounting", None, None, distractors=["Luxembourg", "Dublin"], kind="d", nu="U", situation="first Luxembourg tax return with rental income from Ireland")
add("en-t14", "Our company has an 80-page employee handbook in English and the staff committee wants a French version. Is DeepL plus an internal proofreader good enough, or do we need a professional translator for something like this? Roughly how much per page would that be?",
    "translation", None, None, kind="d", nu="N", situation="employee handbook EN to FR: machine translation or professional?")
add("en-t15", "We've just bought a house in Mondorff, the French village right across the bridge from Mondorf-les-Bains. It's a 1980s layout with a dark corridor and a closed kitchen. Would an interior designer from your platform work on the French side? How much does a full plan with colours, furniture and lighting usually cost for about 140 m2?",
    "interior-design", "abroad", "Mondorff", distractors=["Mondorf-les-Bains"], kind="d", nu="N", situation="house in Mondorff (FR): interior design plan, cost")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, preciso de alguém para fazer o entretien anual da caldeira a gasóleo antes do inverno, moro em Mersch perto da estação.",
    "heating", "Mersch", "Mersch", situation="annual service of an oil-fired boiler before winter")
add("pt-s02", "Procuro uma empresa de limpeza para uma limpeza a fundo da casa toda em Lintgen antes de os meus sogros chegarem de Portugal no dia 20.",
    "cleaning", "Lintgen", "Lintgen", distractors=["Portugal"], nu="N", situation="deep clean of the whole house before the in-laws visit")
add("pt-s03", "A minha arca congeladora (Beko, 5 anos) enche-se de gelo e a tampa já não fecha bem, estou em Colmar-Berg.",
    "appliance-repair", "Colmar-Berg", "Colmar-Berg", situation="chest freezer ices up and the lid no longer closes")
add("pt-s04", "socorro fiquei trancada fora de casa com a panela ao lume moro em tuntange na rua principal",
    "locksmith", "Helperknapp", "tuntange", situation="locked out with a pot on the stove, voice-typed")
add("pt-s05", "Queria um orçamento para pintar a sala e o corredor, paredes e tetos, apartamento em Esch-sur-Alzette com mais ou menos 45 m2.",
    "painting", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="paint living room and hallway walls and ceilings")
add("pt-s06", "Alguém conhece uma oficina que troque os pneus de inverno do carro ainda esta semana e não cobre uma fortuna?",
    None, None, None, situation="garage to fit winter tyres (not a trade)")
add("pt-s07", "Preciso de um advogado que fale português por causa de um acidente de trabalho, o seguro não quer pagar nada.",
    "legal", None, None, nu="N", situation="workplace accident, insurer refuses to pay")
add("pt-s08", "O disjuntor da cozinha vai abaixo sempre que ligo o forno e a máquina da loiça ao mesmo tempo, moro em Bissen.",
    "electrical", "Bissen", "Bissen", situation="kitchen breaker trips when oven and dishwasher run together")
add("pt-s09", "Preciso de uma porta de madeira para a cave com uma medida fora do normal, 70 por 185, e de alguém que a monte, moro em Heffingen.",
    "carpentry", "Heffingen", "Heffingen", situation="odd-sized wooden cellar door made and fitted")
add("pt-s10", "Vamos voltar para Portugal em julho e precisamos de uma mudança de Ettelbruck para Viseu, umas 30 caixas, uma cama, um sofá e a máquina de lavar.",
    "moving", "Ettelbruck", "Ettelbruck", distractors=["Portugal", "Viseu"], nu="N", situation="move back to Portugal, loading in Ettelbruck")

add("pt-t01", "A nossa garagem tem telhado plano e desde o inverno pinga água mesmo em cima do carro. Subi com um escadote e a tela lá em cima está cheia de bolhas e rachada junto ao rebordo. Quando chove muito, até se faz uma poça no chão da garagem. A casa fica em Diekirch.",
    "roofing", "Diekirch", "Diekirch", kind="a", nu="U", situation="flat garage roof membrane blistered and cracked, drips on the car")
add("pt-t02", "Há duas semanas que ouvimos barulho atrás do armário da cozinha, sobretudo à noite. O saco de ração do cão apareceu roído e na garagem há cocós pretos do tamanho de um grão de arroz grande. Ontem à noite vi uma coisa cinzenta e comprida a correr ao longo do muro do compostor. Moramos em Cruchten, casa com quintal.",
    "pest-control", "Nommern", "Cruchten", kind="a", nu="U", situation="noises behind kitchen units, gnawed dog food, large droppings")
add("pt-t03", "Quando andamos na cozinha, vários ladrilhos do chão soam a oco e dois já têm uma racha de ponta a ponta. As juntas entre eles estão a desfazer-se em pó. A casa tem 12 anos e o chão nunca deu problemas até agora. Estamos em Bofferdange.",
    "tiling", "Lorentzweiler", "Bofferdange", kind="a", nu="U", situation="hollow-sounding and cracked kitchen floor tiles, grout crumbling")
add("pt-t04", "O lavatório da casa de banho estava a escoar mal. O meu cunhado disse para deitar soda cáustica com água a ferver, que resolvia sempre. Agora a água não desce nada e o tubo de PVC por baixo ficou todo torto. Preciso de um canalizador em Schieren, de preferência amanhã de manhã.",
    "plumbing", "Schieren", "Schieren", kind="b", nu="N", situation="caustic soda and boiling water deformed the PVC trap; basin fully blocked")
add("pt-t05", "Fizemos paredes novas em placas de gesso no quarto do bebé e o vizinho disse que não era preciso primário, que a tinta agarrava bem. Passado um mês a tinta sai em tiras quando tiramos a fita-cola dos desenhos. Nalguns sítios vê-se o cartão das placas por baixo. Queríamos que alguém tratasse disso como deve ser, moramos em Ingeldorf.",
    "painting", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="paint peeling off new plasterboard painted without primer on neighbour's advice")
add("pt-t06", "Temos seis macieiras velhas no quintal. O vizinho disse-nos para as podar com força em agosto, que assim davam mais fruta. Este ano estão cheias de ramos finos direitos para cima e quase não deram maçãs. Procuramos alguém que saiba podar árvores de fruto e nos diga quando se faz, a casa é em Schoos.",
    "gardening", "Fischbach", "Schoos", kind="b", nu="U", situation="apple trees pruned hard in August on neighbour's advice, no fruit")
add("pt-t07", "No verão fizemos um muro de blocos no jardim com um amigo que disse que não era preciso sapata de betão, por ser só um metro de altura. Depois das chuvas do inverno o muro inclinou para o lado do vizinho e tem fissuras. O vizinho já se queixou ao senhorio. Precisamos de alguém que o refaça como deve ser em Larochette.",
    "masonry", "Larochette", "Larochette", kind="b", nu="U", situation="block garden wall built without footing is leaning and cracked")
add("pt-t08", "Tenho uma pequena empresa de limpezas com seis empregadas. A contabilista que nos fazia as fiches de paie e a TVA reformou-se em dezembro. Precisamos de um novo contabilista que fale português ou francês e que trate também do bilan no fim do ano. Quanto costuma custar por mês?",
    "accounting", None, None, kind="c", nu="N", situation="cleaning company needs a new accountant for payroll, VAT and year-end")
add("pt-t09", "Somos uma empresa de construção com oito pessoas e ainda não temos site. Os clientes perguntam sempre por fotos das obras que já fizemos. Queríamos uma página simples com galeria, um formulário para pedir orçamento e que se veja bem no telemóvel. Em português e francês, se possível.",
    "web-development", None, None, kind="c", nu="U", situation="builder wants a site with project gallery and quote form")
add("pt-t10", "Temos uma exploração agrícola em Reisdorf com um estábulo novo de 600 m2 de telhado virado a sul. Gastamos muita eletricidade com a ordenha e o arrefecimento do leite. Queríamos saber quem instala painéis solares num telhado desse tamanho e se há ajudas do Estado para agricultores. O telhado é de chapa.",
    "solar", "Reisdorf", "Reisdorf", kind="c", nu="N", situation="dairy farm wants PV on a 600 m2 barn roof")
add("pt-t11", "Sou gerente de uma agência de seguros no centro de Luxemburgo. A receção é escura, os clientes esperam de pé e o balcão é dos anos 90. Procuramos alguém que faça um projeto novo para a entrada: disposição, cores, luz e mobiliário, com um orçamento de 25 mil euros. As obras em si seriam feitas por outra empresa.",
    "interior-design", "Luxembourg", "Luxemburgo", kind="c", nu="U", situation="insurance agency wants its reception redesigned")
add("pt-t12", "Comprámos uma casa antiga em Gilsdorf e a casa de banho é dos anos 70, com banheira, azulejos cor-de-rosa e canos à vista. Vale a pena fazer a casa de banho toda nova de uma vez, ou dá para mudar só a banheira por um duche e deixar o resto? Quanto custa mais ou menos uma casa de banho completa?",
    "renovation", "Bettendorf", "Gilsdorf", kind="d", nu="U", situation="1970s bathroom: full refit or just swap bath for shower, cost")
add("pt-t13", "O computador portátil da minha mãe demora dez minutos a ligar e aparecem janelas de publicidade a toda a hora. Tem Windows 10 e já tem sete anos. Vale a pena mandar arranjar ou é melhor comprar um novo? E quanto custa alguém ir a casa dela em Medernach ver isso e passar as fotos para o novo?",
    "it-support", "Vallée de l'Ernz", "Medernach", kind="d", nu="U", situation="mother's slow adware-ridden laptop: repair or replace, home visit")
add("pt-t14", "O meu pai foi operado aqui e o médico dele em Portugal quer o relatório da operação e as análises em português. São umas 12 páginas em alemão. É melhor uma agência ou um tradutor independente? Quanto custa por página e quanto tempo demora?",
    "translation", None, None, distractors=["Portugal"], kind="d", nu="N", situation="translate 12 pages of medical reports DE to PT: agency or freelancer")
add("pt-t15", "A minha filha faz a primeira comunhão em maio na igreja de Villerupt, onde mora a minha mãe. Queríamos um fotógrafo para a missa e umas fotos de família no jardim depois. Os fotógrafos que trabalham no Luxemburgo também vão a França? Quanto custa normalmente para umas três horas?",
    "photography", "abroad", "Villerupt", distractors=["Luxemburgo", "França"], kind="d", nu="N", situation="first communion photos in Villerupt (FR)")

# ---------------- Italian ----------------
add("it-s01", "Vorrei sostituire il vecchio citofono con un videocitofono a due ingressi, casa bifamiliare a Dudelange, quanto verrebbe?",
    "electrical", "Dudelange", "Dudelange", situation="replace an old intercom with a two-entrance video intercom")
add("it-s02", "Il WC perde acqua alla base ogni volta che tiro lo sciacquone e il pavimento resta bagnato, abito a Tétange.",
    "plumbing", "Kayl", "Tétange", situation="toilet leaks at the base on every flush")
add("it-s03", "Vorremmo progettare il giardino della casa nuova a Noerdange, con prato, un'aiuola, due alberi da frutto e un piccolo orto.",
    "gardening", "Beckerich", "Noerdange", situation="design a new garden: lawn, bed, fruit trees, vegetable patch")
add("it-s04", "Cerco qualcuno che pulisca il nostro appartamento a Merl ogni venerdì mattina, circa tre ore, 85 m2, abbiamo due gatti.",
    "cleaning", "Luxembourg", "Merl", situation="weekly three-hour flat cleaning")
add("it-s05", "Dopo i furti nel quartiere vorrei far montare una serratura di sicurezza in più sulla porta d'ingresso, indirizzo: rue de la Gare, L-3850.",
    "locksmith", "Schifflange", "L-3850", not_place=["Gare"], situation="extra security lock on the front door after burglaries")
add("it-s06", "Cerco un insegnante di chitarra per mio figlio di dieci anni, meglio se parla italiano, il sabato mattina.",
    None, None, None, situation="guitar teacher for a child (not a trade)")
add("it-s07", "Mi servirebbe un commercialista per la dichiarazione dei redditi 2025 di una coppia con due figli, io lavoro in Lussemburgo e mia moglie è rimasta in Italia fino a giugno.",
    "accounting", None, None, distractors=["Lussemburgo", "Italia"], nu="N", situation="joint income-tax return, spouse in Italy part of the year")
add("it-s08", "Trasloco da Rumelange a Esch a metà aprile, bilocale al terzo piano senza ascensore, bisogna anche smontare e rimontare un armadio grande.",
    "moving", "Rumelange", "Rumelange", distractors=["Esch"], nu="N", situation="two-room flat move from Rumelange to Esch, third floor no lift")
add("it-s09", "Vorrei sostituire la vecchia caldaia a gasolio con una pompa di calore, casa del 1994 a Perlé, mi fate un preventivo?",
    "heating", "Rambrouch", "Perlé", situation="replace an oil boiler with a heat pump")
add("it-s10", "Abbiamo le formiche in cucina che escono da sotto il battiscopa, ogni giorno di più, casa a Baschleiden.",
    "pest-control", "Boulaide", "Baschleiden", situation="ants coming out from under the skirting board")

add("it-t01", "La cappa della cucina non aspira più niente e quando la accendo fa un rumore di ferraglia. La luce funziona ancora. È una Elica incassata nel pensile, di circa otto anni. Abitiamo a Oberkorn e ci servirebbe entro Natale, perché cuciniamo per venti persone.",
    "appliance-repair", "Differdange", "Oberkorn", kind="a", nu="U", situation="cooker hood no longer extracts and rattles")
add("it-t02", "Nel corridoio le luci sfarfallano ogni volta che parte la lavatrice. Da ieri la presa vicino al frigorifero è diventata marrone ed è calda al tatto. Ho staccato il frigo per sicurezza e messo il cibo dal vicino. Siamo a Fennange, è urgente.",
    "electrical", "Bettembourg", "Fennange", kind="a", nu="U", situation="lights flicker, a socket has turned brown and hot")
add("it-t03", "Da quando abbiamo messo il nuovo pavimento, la porta in legno del soggiorno striscia per terra e non si chiude più. Abbiamo dovuto toglierla dai cardini per passare. La casa è a Esch-sur-Sûre, non a Esch-sur-Alzette, ve lo dico perché l'ultima volta è venuto uno dal sud. Quando potreste passare?",
    "carpentry", "Esch-sur-Sûre", "Esch-sur-Sûre", distractors=["Esch-sur-Alzette"], kind="a", nu="U", situation="wooden living-room door scrapes on a new floor and won't close")
add("it-t04", "Dopo la grandinata di giugno alcune tegole si sono rotte sopra la mansarda. Mio cognato è salito e ci ha messo silicone e un telo di plastica, dicendo che bastava per anni. Col vento il telo è volato via e ora, quando piove, l'acqua cola lungo la trave. Cerchiamo qualcuno che lo ripari seriamente a Redange-sur-Attert.",
    "roofing", "Redange", "Redange-sur-Attert", kind="b", nu="U", situation="hail-broken roof tiles patched with silicone and tarp by brother-in-law")
add("it-t05", "Abbiamo rifatto da soli il rivestimento della doccia. Al negozio ci hanno detto che la stuccatura normale andava benissimo anche in doccia. Dopo pochi mesi le fughe si sgretolano e dietro alcune piastrelle suona vuoto. Cerchiamo un piastrellista a Vichten che rifaccia le fughe, o tutto se serve.",
    "tiling", "Vichten", "Vichten", kind="b", nu="N", situation="shower grout crumbling after the shop said ordinary grout was fine")
add("it-t06", "In primavera abbiamo dipinto la ringhiera in ferro del balcone. Al brico ci hanno detto che non serviva l'antiruggine, bastava uno smalto buono. Dopo sei mesi la ruggine esce da tutte le parti e la vernice si stacca a scaglie. Vorremmo farla sistemare come si deve, casa a Useldange.",
    "painting", "Useldange", "Useldange", kind="b", nu="U", situation="iron balcony railing painted without rust primer, now rusting")
add("it-t07", "La facciata della casa è in mattoni a vista e i giunti si sgretolano, soprattutto sul lato ovest. Il vicino ci ha detto di riempirli con cemento puro, bello duro. Dopo un inverno si sono crepati anche alcuni mattoni accanto ai giunti rifatti. Serve qualcuno che rifaccia i giunti come si deve a Grosbous.",
    "masonry", "Groussbus-Wal", "Grosbous", kind="b", nu="U", situation="brick pointing redone with hard cement on neighbour's advice, bricks cracked")
add("it-t08", "Gestiamo una pizzeria a Esch-sur-Alzette. Il tablet per le comande, la stampante in cucina e il terminale delle carte sono collegati al wifi, che cade ogni sera verso le otto quando c'è più gente. Il tecnico della cassa dice che non è colpa sua. Cerchiamo qualcuno che sistemi la rete prima del weekend.",
    "it-support", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="pizzeria wifi for order tablet, kitchen printer and card terminal drops at peak")
add("it-t09", "Sono la responsabile di una piccola scuola di lingue. Oggi le iscrizioni ai corsi arrivano per telefono e su fogli di carta, e perdiamo sempre qualcosa. Vorremmo un sito con il calendario dei corsi, le iscrizioni online e il pagamento dell'acconto. In italiano, francese e inglese.",
    "web-development", None, None, kind="c", nu="U", situation="language school wants course calendar, online enrolment and deposit payment")
add("it-t10", "Abbiamo un concessionario di auto usate a Pommerloch. Ogni mese arrivano circa 40 macchine e le foto per gli annunci le facciamo col telefono, vengono male. Cerchiamo un fotografo che venga due volte al mese e faccia 20-25 foto per auto, interni compresi. Quanto chiedereste?",
    "photography", "Winseler", "Pommerloch", kind="c", nu="N", situation="used-car dealer needs regular photos for listings")
add("it-t11", "Siamo un'impresa di ingegneria e la settimana prossima abbiamo una riunione di cantiere con un cliente che parla solo tedesco. Ci serve un interprete italiano-tedesco per una mattinata, con un po' di vocabolario tecnico. In seguito forse anche la traduzione del verbale.",
    "translation", None, None, kind="c", nu="N", situation="engineering firm needs an IT-DE interpreter for a site meeting")
add("it-t12", "Stiamo costruendo una casa a Ell e il progettista ci propone 10 kWp di fotovoltaico sul tetto. Conviene davvero con i prezzi di adesso? Meglio vendere l'energia alla rete o consumarla noi? E quanti anni servono per rientrare della spesa?",
    "solar", "Ell", "Ell", kind="d", nu="N", situation="new house: is 10 kWp PV worth it, sell or self-consume, payback")
add("it-t13", "Abbiamo comprato una casa e dopo tre mesi è comparsa un'infiltrazione in cantina che, secondo i vicini, il venditore conosceva benissimo. Vale la pena fargli causa per vizio nascosto? Quanto costa più o meno un avvocato per una cosa così? Conviene prima far fare una perizia?",
    "legal", None, None, kind="d", nu="N", situation="hidden defect after a house purchase: sue the seller? lawyer cost")
add("it-t14", "Abbiamo ereditato la casa della nonna a Kaundorf, costruita negli anni '60: tetto, impianti, bagno, cucina e isolamento sono da rifare. È meglio ristrutturare a tappe in tre anni continuando ad abitarci, o fare tutto in una volta e stare in affitto? Più o meno quanto costa al metro quadro un lavoro del genere?",
    "renovation", "Lac de la Haute-Sûre", "Kaundorf", kind="d", nu="U", situation="inherited 1960s house: renovate in phases while living there or all at once")
add("it-t15", "Ci siamo trasferiti a Volmerange-les-Mines, appena passato il confine da Dudelange. La casa è tutta bianca e vuota e non sappiamo da dove cominciare con mobili, colori e luci. Ha senso pagare qualcuno che ci faccia un progetto completo o si spende troppo? Lavorate anche in Francia?",
    "interior-design", "abroad", "Volmerange-les-Mines", distractors=["Dudelange", "Francia"], kind="d", nu="U", situation="empty house in Volmerange-les-Mines (FR): worth paying for a furnishing, colour and lighting plan?")

# ---------------- Spanish ----------------
add("es-s01", "Hola, queremos instalar un descalcificador a la entrada del agua de casa porque la cal se come la mampara y los grifos, vivimos en Strassen.",
    "plumbing", "Strassen", "Strassen", situation="install a water softener on the mains inlet")
add("es-s02", "El wifi no llega a la segunda planta de nuestro dúplex en el Grund, ¿alguien nos puede montar un sistema mesh o pasar un cable de red?",
    "it-support", "Luxembourg", "Grund", situation="wifi does not reach the upper floor of a duplex")
add("es-s03", "Queremos poner césped artificial en un patio de unos 30 m2 en Ehlerange, ¿os encargáis también de preparar la base?",
    "gardening", "Sanem", "Ehlerange", situation="artificial lawn in a 30 m2 yard, including the base")
add("es-s04", "El lavavajillas Siemens ya no seca nada y los platos salen empapados aunque el programa termina bien, vivo en Bertrange.",
    "appliance-repair", "Bertrange", "Bertrange", situation="dishwasher no longer dries")
add("es-s05", "Tenemos palomas anidando en el balcón y lo ensucian todo, piso en Lamadelaine, ¿ponéis redes o pinchos?",
    "pest-control", "Pétange", "Lamadelaine", situation="pigeons nesting on a balcony: nets or spikes")
add("es-s06", "Busco un catering para unas 40 personas el sábado 14 de marzo, comida española si puede ser.",
    None, None, None, situation="catering for 40 guests (not a trade)")
add("es-s07", "Necesito un intérprete de español a francés para acompañar a mi madre a una cita en el banco el jueves por la mañana.",
    "translation", None, None, nu="N", situation="interpreter for a bank appointment")
add("es-s08", "Quiero hacer una losa de hormigón de 3x4 m en el jardín para poner una caseta, casa en Itzig.",
    "masonry", "Hesperange", "Itzig", situation="3x4 m concrete slab for a garden shed")
add("es-s09", "Presupuesto para pintar la fachada de una casa adosada en L-9530, dos plantas, la pintura actual está descolorida pero sin grietas.",
    "painting", "Wiltz", "L-9530", situation="repaint a faded terraced-house facade")
add("es-s10", "Perdí las llaves de casa en la fiesta de anoche y necesito que alguien me abra la puerta y cambie la cerradura en Dudelange hoy mismo 😩",
    "locksmith", "Dudelange", "Dudelange", situation="lost house keys: open the door and change the lock")

add("es-t01", "Después de la tormenta del domingo encontramos trozos de pizarra en el jardín. Desde la calle se ve un hueco oscuro cerca del caballete. De momento no entra agua en la buhardilla, pero el lunes vuelven a anunciar lluvia. La casa está en Echternach, cerca de la basílica.",
    "roofing", "Echternach", "Echternach", kind="a", nu="U", situation="slate pieces in the garden after a storm, gap near the ridge")
add("es-t02", "La caldera de gas se enciende y se apaga cada dos o tres minutos con un clic. Los radiadores no pasan de templados aunque el termostato esté a 23. El agua caliente de la ducha va bien. Vivimos en Bereldange, en un piso de 1990.",
    "heating", "Walferdange", "Bereldange", kind="a", nu="U", situation="gas boiler short-cycling, radiators only lukewarm")
add("es-t03", "Cada vez que enciendo la luz del baño salta el diferencial y nos quedamos sin luz en la cocina y el pasillo. El interruptor del baño está un poco negro por un lado y huele a quemado. Ahora no lo tocamos y usamos una linterna. Estamos en Diekirch.",
    "electrical", "Diekirch", "Diekirch", kind="a", nu="U", situation="bathroom light switch scorched, trips the RCD")
add("es-t04", "Queríamos una estantería empotrada de madera maciza en el hueco del salón, de suelo a techo. Un amigo nos dijo que la montáramos nosotros con tacos de plástico normales en el pladur. A la semana se vino abajo con los libros y rompió el suelo laminado. Buscamos a alguien que la haga bien y a medida en Remich.",
    "carpentry", "Remich", "Remich", kind="b", nu="U", situation="DIY built-in solid-wood shelving collapsed; friend's advice on fixings")
add("es-t05", "En la tienda nos dijeron que podíamos poner el porcelánico nuevo de la cocina encima del terrazo viejo con cemento cola normal, sin quitar nada. Lo hizo mi marido en verano. Ahora hay baldosas que se mueven y dos se han partido en diagonal. Buscamos un solador en Grevenmacher que lo revise y lo arregle.",
    "tiling", "Grevenmacher", "Grevenmacher", kind="b", nu="N", situation="porcelain tiles laid over old terrazzo on shop's advice, now loose and cracked")
add("es-t06", "Un amigo nos convenció de que alquilar una furgoneta y hacer la mudanza nosotros salía mucho más barato. Llevamos dos viajes, mi marido se ha hecho daño en la espalda y se rompió la puerta de un armario. Nos quedan el frigorífico, la cama y unas 25 cajas de Schifflange a Esch. ¿Hay alguna empresa de mudanzas libre este sábado?",
    "moving", "Schifflange", "Schifflange", distractors=["Esch"], kind="b", nu="N", situation="DIY move went wrong; rest of a move from Schifflange to Esch")
add("es-t07", "Vivimos en un piso pequeño en el centro de Luxemburgo. El vendedor de la tienda de muebles nos aconsejó pintar todo el salón de gris oscuro y poner muebles negros para que fuera acogedor. Ahora parece una cueva y no hay forma de iluminarlo. Queremos que alguien nos haga un plan de colores, luces y distribución para arreglarlo.",
    "interior-design", "Luxembourg", "Luxemburgo", kind="b", nu="U", situation="living room made dark on a furniture salesman's advice; needs a colour and lighting plan")
add("es-t08", "Tengo una tienda de ropa infantil en Mersch de unos 120 m2, con un escaparate grande. Hasta ahora limpiábamos nosotras al cerrar, pero ya no damos abasto. Necesitamos a alguien dos mañanas por semana antes de abrir, incluidos los cristales del escaparate. ¿Qué precio tendría?",
    "cleaning", "Mersch", "Mersch", kind="c", nu="U", situation="children's clothes shop needs cleaning twice a week incl. shop window")
add("es-t09", "Somos una agencia inmobiliaria pequeña en Hautcharage, cuatro personas. Cada vez que alguien imprime desde el portátil, la impresora se queda en cola y hay que reiniciarla. Además queremos que los correos y los documentos estén en la nube y no en un solo PC. ¿Alguien puede venir a revisarlo?",
    "it-support", "Käerjeng", "Hautcharage", kind="c", nu="U", situation="estate agency: print queue stuck, move mail and files to the cloud")
add("es-t10", "Abrimos un restaurante de tapas en septiembre y tenemos cinco empleados. Hasta ahora el gestor de mi socio nos hacía las nóminas, pero se ha jubilado. Buscamos un contable o una fiduciaria que lleve nóminas, IVA y el cierre anual, a poder ser en español. ¿Cuánto suele costar al mes?",
    "accounting", None, None, kind="c", nu="N", situation="tapas restaurant needs payroll, VAT and year-end accounts")
add("es-t11", "Somos una asociación de padres de un colegio y organizamos actividades extraescolares. Ahora todo va por WhatsApp y hojas de papel. Queremos una web sencilla donde las familias puedan inscribirse y pagar las actividades. El presupuesto es pequeño, somos voluntarios.",
    "web-development", None, None, kind="c", nu="U", situation="parents' association wants online sign-up and payment for activities")
add("es-t12", "Tenemos una casa en Mondorf-les-Bains con el tejado orientado al sur y sin sombras. ¿Merece la pena poner placas ahora o es mejor esperar a que bajen los precios? ¿Cuánto cuesta más o menos una instalación para una familia de cuatro que gasta 4500 kWh al año? ¿Todavía hay ayudas?",
    "solar", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="d", nu="U", situation="south roof: install PV now or wait, cost, subsidies")
add("es-t13", "Al dejar el piso de alquiler, el propietario quiere quedarse con toda la fianza, tres meses, por unos arañazos en el suelo. ¿Vale la pena ir a un abogado por 4200 euros o hay alguna vía más barata? ¿Cuánto cobra un abogado por escribir una carta?",
    "legal", None, None, kind="d", nu="N", situation="landlord keeps the whole deposit over floor scratches: lawyer worth it?")
add("es-t14", "Hemos comprado un piso de 1975 en Esch-sur-Alzette que hay que reformar entero: cocina, baño, electricidad y suelos. ¿Cuánto tiempo se tarda normalmente y cuánto cuesta por metro cuadrado? ¿Hace falta pedir permiso a la comunidad de propietarios?",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="full refit of a 1975 flat: duration, cost per m2, co-owners' consent")
add("es-t15", "Mi hija cumple 15 años y hacemos la fiesta en un salón de Athus, en Bélgica, justo al lado de Rodange. ¿Un fotógrafo de aquí se desplaza hasta allí? ¿Cuánto cuesta cubrir unas cuatro horas con fotos y un vídeo corto? ¿Es mejor contratar fotógrafo y videógrafo por separado?",
    "photography", "abroad", "Athus", distractors=["Bélgica", "Rodange"], kind="d", nu="N", situation="15th-birthday party photos and video in Athus (BE)")
