MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, ech brauch eng Wallbox an der Garage zu Klierf, den neien Auto kënnt am Mäerz 🚗⚡",
    "electrical", "Clervaux", "Klierf", situation="EV wallbox in a garage")
add("lb-s02", "wc spull leeft den ganzen Dag no an dat héiert een bis an d'Schlofzëmmer kënnt dir dës Woch eng Kéier zu Wolz laanscht",
    "plumbing", "Wiltz", "Wolz", situation="toilet cistern keeps refilling all day")
add("lb-s03", "Hëllef!! hu mech ausgespaart, de Schlëssel läit bannen um Dësch, ech stinn virun der Dier zu Gaasperech 😭",
    "locksmith", "Luxembourg", "Gaasperech", situation="locked out, key on the table inside")
add("lb-s04", "Sichen e Comptabel fir eis Steiererklärung 2025, mir si bestuet a meng Fra schafft zanter dësem Joer an Däitschland.",
    "accounting", None, None, situation="joint tax return, spouse now works in Germany")
add("lb-s05", "Kichen-Plättercher nei leeën (ongeféier 12 m², Mauer hannert dem Spullbecken), L-9990, wann et geet virun de Feierdeeg.",
    "tiling", "Weiswampach", "L-9990", situation="new kitchen wall tiles behind the sink")
add("lb-s06", "Mir plënneren den 28/02 vun Ëlwen op Ettelbréck, 3-Zëmmer-Wunneng mat Keller, brauche Leit an e Camion.",
    "moving", "Troisvierges", "Ëlwen", distractors=["Ettelbréck"], situation="flat move, loading end in the north")
add("lb-s07", "Kann een mir eng Websäit fir meng Ferienwunneng maachen mat Reservatiounskalenner op LB/FR/DE/NL?",
    "web-development", None, None, situation="holiday-flat website with booking calendar")
add("lb-s08", "Mir hunn Mais um Späicher zu Housen, dat knabbert an dat kraazt all Nuecht iwwer eisem Bett 🐭",
    "pest-control", "Parc Hosingen", "Housen", situation="mice scratching in the attic")
add("lb-s09", "Wie kann mir meng Wanterpneuen op den Auto maachen, Samschdes moies wier ideal?",
    None, None, None, situation="winter tyre change for a car (no trade)")
add("lb-s10", "eise Frigo (Liebherr, 6 Joer al) killt net méi richteg an ënnen steet Waasser, mir sinn zu Harlange, wann ee muer laanscht kéim wier super",
    "appliance-repair", "Lac de la Haute-Sûre", "Harlange", situation="fridge not cooling, water at the bottom")
add("lb-t01", "Moien. Zanter der Rentrée ass de Buedem am Buedzëmmer iskal, och wann all déi aner Zëmmeren gutt waarm sinn. Um Verdeeler am Keller sinn déi kleng Rieder alleguer op, just an engem Glas gesäit een kee Waasser. Mir wunnen zu Stroossen bei der Kierch. Kann een dat mol kucke kommen?",
    "heating", "Strassen", "Stroossen", kind="a", nu="U", situation="one underfloor heating loop cold (bathroom)")
add("lb-t02", "Mäi Papp huet gemengt, ech kéint de Plafong am Buedzëmmer einfach mat normaler Wandfaarf iwwer déi al Uelegfaarf mole. Elo, dräi Méint méi spéit, geet et a ganze Fatzen of a fält an d'Badbidden 🙈. Ech wunnen um Lampertsbierg, 2. Stack ouni Lift. Ech hätt gär e richtege Moler, deen dat ofkraazt an uerdentlech nei mécht.",
    "painting", "Luxembourg", "Lampertsbierg", kind="b", nu="N", situation="ceiling paint peeling after father's advice")
add("lb-t03", "Mir sinn eng kleng Garage mat véier Mataarbechter. E Client huet säin Auto no enger Reparatur vun 3.400 € ofgeholl a bezillt elo net, trotz zwee Rappellen. Mir bräichten en Affekot, deen eng Mise en demeure schéckt an eis seet, ob sech e Prozess lount.",
    "legal", None, None, kind="c", nu="N", situation="car garage: customer won't pay repair bill")
add("lb-t04", "No deem Stuerm leschte Weekend ass am Kannerzëmmer uewen e brongen Flecken um Plafong, deen all Dag méi grouss gëtt. Am Gaart louchen zwou gebrach Schiefferplacken. Mir sinn zu Asselborn, d'Haus ass vun 1978. Wie kann dat séier kucken, ier et nach méi reent?",
    "roofing", "Wincrange", "Asselborn", kind="a", nu="U", situation="brown stain on top-floor ceiling after storm, broken slates in garden")
add("lb-t05", "Eis Trap aus Holz kraacht bei all Tratt, d'Kanner erwächen all Kéier wann ee spéit heemkënnt. De Schwoer sot, mir sollen einfach Babypuder an d'Ritze streeën, dat géif hëllefen. Elo ass d'Trap glat wéi Äis an et kraacht ëmmer nach. Mir wunnen zu Pommerloch, wie kann d'Trap richteg fest maachen?",
    "carpentry", "Winseler", "Pommerloch", not_place=["Holz"], kind="b", nu="U", situation="creaking wooden stairs, baby powder advice")
add("lb-t06", "Bei eis zu Stolzebuerg hält eng al Mauer aus Bruchsteen d'Terrass. D'Haus steet e bëssen uewen um Bierg. Zanter dem leschte Wanter ass do e Rass, an deen ass elo sou breet, datt ech de Fanger drastieche kann. Ënnen leien och schonn e puer Steng am Gras.",
    "masonry", "Putscheid", "Stolzebuerg", not_place=["Bierg"], kind="a", nu="U", situation="widening crack in stone retaining wall")
add("lb-t07", "Meng Mamm wunnt zu Burg-Reuland, direkt iwwer der Grenz, an hire Rasen ass nëmmen nach e Moosteppech. Den Noper huet hir geroden, Salz ze streeën, elo ass alles brong an dout. Ech selwer wunnen zu Wäisswampech a hu keng Zäit dofir. Kann een hir de Rasen komplett nei uleeën, gär virum Summer?",
    "gardening", "abroad", "Burg-Reuland", distractors=["Wäisswampech"], kind="b", nu="U", situation="lawn killed by salt on neighbour's advice, mother's house in Belgium")
add("lb-t08", "Mir hunn zanter 2021 eng Photovoltaikanlag um Daach zu Wilwerwiltz. Am Elektrogeschäft hu se eis gesot, mir sollen den Onduleur all Owend ausschalten, da géif e méi laang halen. Zanter enger Woch weist d'App just nach Feelermeldungen an de Rendement ass ëm d'Hallschent erofgaang. Kann een d'Anlag an den Onduleur kontrolléieren?",
    "solar", "Kiischpelt", "Wilwerwiltz", kind="b", nu="U", situation="PV yield halved after switching inverter off nightly on shop's advice")
add("lb-t09", "Mir sinn de Comité vum FC zu Bauschelt. No all Heemmatch gesinn d'Vestiairen an d'Buvette aus wéi e Schluechtfeld, an déi Benevolen hunn no zéng Joer keng Loscht méi. Mir sichen een, deen all Méindeg moies kënnt an alles erëm propper mécht, Duschen inklusiv. Wéi vill kascht dat am Mount?",
    "cleaning", "Boulaide", "Bauschelt", kind="c", nu="U", situation="football club changing rooms after home matches")
add("lb-t10", "Eisen Uelegkessel zu Esch-Sauer ass 26 Joer al a leeft nach, awer den Tank misst 2027 saniéiert ginn. Lount et sech elo op Pellets ëmzestellen oder direkt op eng Wärmepompel? Wat kascht dat ongeféier mat de Primes vum Klimabonus? Ech hätt gär, datt en Heizungsinstallateur laanscht kënnt a mir éierlech seet, wat Sënn mécht.",
    "heating", "Esch-sur-Sûre", "Esch-Sauer", kind="d", nu="N", situation="old oil boiler: pellets or heat pump?")
add("lb-t11", "Mir sinn en Architektebüro mat sechs Leit zu Fouhren. Zanter mir d'Internetbox gewiesselt hunn, fënnt keen Computer méi de gemeinsamen Drécker an den NAS ass just nach heiansdo erreechbar. Eise Stagiaire huet et probéiert, ouni Erfolleg. Mir bräichten een, deen eist Netzwierk eng Kéier uerdentlech opsetzt.",
    "it-support", "Tandel", "Fouhren", kind="c", nu="U", situation="architects' office: printer and NAS lost after router swap")
add("lb-t12", "D'Musek vu Veianen gëtt d'nächst Joer 150 Joer al a mir maachen am Mee e grousse Galakonzert. Mir sichen e Fotograf fir d'Concert an e Gruppefoto mat alle 45 Museker virun der Buerg. Wann et geet och e kuerze Video fir Facebook. Wat géif dat kaschten?",
    "photography", "Vianden", "Veianen", kind="c", nu="N", situation="brass band 150th anniversary concert and group photo")
add("lb-t13", "Mir hunn zu Dahl en alen Haus kaaft mat engem grousse Späicher, deen eidel steet. Lount et sech, do zwee Kannerzëmmer an e klengt Buedzëmmer anzebauen, oder ass en Ubau am Gaart méi bëlleg? Mir hätte gär eng Iddi vun de Käschte pro m² a vun der Dauer vun de Wierker. Wie mécht esou eppes vun A bis Z?",
    "renovation", "Goesdorf", "Dahl", kind="d", nu="U", situation="attic conversion vs extension, cost per m2")
add("lb-t14", "Eis Stuff zu Dikrech ass 9 Meter laang awer just 3,20 breet, an egal wéi mir d'Miwwele stellen, et gesäit ëmmer aus wéi e Gank. Ass et besser, de Canapé laanscht déi laang Mauer ze stellen oder quer an d'Mëtt? A wéi eng Faarwen a Luuchten géifen de Raum méi breet wierke loossen? Mir wëllen net alles nei kafen, just e gudde Plang.",
    "interior-design", "Diekirch", "Dikrech", kind="d", nu="U", situation="long narrow living room layout, colours, lights")
add("lb-t15", "Wéi vill kascht et ongeféier, eng technesch Notice vu 40 Säiten vum Däitschen op Franséisch iwwersetzen ze loossen? Rechent en Iwwersetzer pro Wuert oder pro Säit? An dauert dat éischter eng Woch oder e Mount?",
    "translation", None, None, kind="d", nu="N", situation="price of translating a 40-page technical manual")

# ---------------- French ----------------
add("fr-s01", "évier de la cuisine bouché depuis hier soir, l'eau ne descend plus du tout et ça sent les égouts, on est à Tétange, dispo aujourd'hui ?",
    "plumbing", "Kayl", "Tétange", situation="blocked kitchen sink smelling of sewer")
add("fr-s02", "Bonjour, je viens d'emménager rue de Hollerich et je voudrais faire changer le cylindre de la porte d'entrée, l'ancien proprio a gardé des clés.",
    "locksmith", "Luxembourg", "Hollerich", situation="change door cylinder after moving in")
add("fr-s03", "Qui peut installer un robot tondeuse avec câble périphérique dans notre jardin à Soleuvre (environ 600 m², un peu en pente) ?",
    "gardening", "Sanem", "Soleuvre", situation="robot mower with boundary wire on sloping lawn")
add("fr-s04", "La vitre intérieure de la porte de mon four Siemens a éclaté d'un coup pendant la cuisson, je suis à L-3250, pouvez-vous la remplacer ?",
    "appliance-repair", "Bettembourg", "L-3250", situation="oven door inner glass shattered")
add("fr-s05", "Je cherche un avocat en droit du travail : mon employeur veut me licencier alors que je suis en arrêt maladie depuis trois semaines.",
    "legal", None, None, situation="dismissal during sick leave")
add("fr-s06", "besoin d'une petite boutique en ligne pour mes bougies artisanales (une trentaine de produits, paiement par Payconiq et carte) 🕯️",
    "web-development", None, None, situation="online shop for handmade candles")
add("fr-s07", "Quelqu'un pourrait garder notre chien (un vieux labrador très calme) du 3 au 17 août pendant nos vacances ?",
    None, None, None, situation="dog sitting during holidays (no trade)")
add("fr-s08", "Déménagement de Thionville vers Bertrange le 15 mars : un F3 au 2e étage sans ascenseur, environ 25 m³, vous faites le devis ?",
    "moving", "Bertrange", "Bertrange", distractors=["Thionville"], situation="move from France into Luxembourg (Luxembourg end)")
add("fr-s09", "Plusieurs carreaux du balcon se sont décollés et sonnent creux, appartement au Howald, il faudrait refaire avant l'hiver.",
    "tiling", "Hesperange", "Howald", situation="loose hollow-sounding balcony tiles")
add("fr-s10", "Je vends ma maison à Mamer (deux cents m² habitables, grand jardin) et l'agence me conseille des photos pro avec drone, vous faites ça ?",
    "photography", "Mamer", "Mamer", not_place=["cents"], situation="estate-agent photos with drone for a house sale")
add("fr-t01", "Bonjour, depuis quelques jours le compteur d'eau tourne alors que tous les robinets sont fermés et que personne n'est à la maison. La facture de la commune est déjà deux fois plus élevée que l'an dernier. Au sous-sol, le sol est un peu humide près du compteur mais on ne voit aucune goutte. Maison mitoyenne à Oberkorn, rue principale.",
    "plumbing", "Differdange", "Oberkorn", kind="a", nu="U", situation="water meter turning with all taps closed")
add("fr-t02", "chaque fois que le four et la bouilloire marchent en même temps tout saute dans la cuisine et on se retrouve dans le noir. ça fait ça depuis la pose de la nouvelle cuisine. appart à dudelange, à deux pas de la gare. on a deux petits et c'est vraiment pénible le soir",
    "electrical", "Dudelange", "dudelange", not_place=["gare"], kind="a", nu="U", situation="power cuts when oven and kettle run together")
add("fr-t03", "Depuis un mois on trouve des petits papillons gris dans la cuisine, surtout le soir autour de la hotte. Dans les paquets de farine et de flocons d'avoine il y a comme des fils de toile et des petites larves. On a tout jeté deux fois, ils reviennent. Maison à Rumelange, trois enfants, on aimerait un traitement sans produits dangereux.",
    "pest-control", "Rumelange", "Rumelange", kind="a", nu="U", situation="pantry moths in flour and oats")
add("fr-t04", "Le vendeur du magasin de bricolage m'a vendu des têtes thermostatiques « universelles » en me disant que c'était facile à monter. Depuis, deux radiateurs du salon restent froids même à fond, et celui de la chambre chauffe en permanence. J'habite à Pontpierre. Quelqu'un peut venir remettre les bonnes vannes et régler le tout ?",
    "heating", "Mondercange", "Pontpierre", kind="b", nu="U", situation="wrong thermostatic heads sold by DIY shop")
add("fr-t05", "J'habite à Volmerange-les-Mines, juste à la frontière, mais je travaille à Dudelange. Au printemps, mon voisin m'a dit qu'une peinture de façade acrylique ferait l'affaire sur le garde-corps et le portail en fer forgé. Après un seul hiver, tout cloque et la rouille ressort partout. Je cherche un peintre qui décape et repeigne correctement avec les bons produits.",
    "painting", "abroad", "Volmerange-les-Mines", distractors=["Dudelange"], kind="b", nu="N", situation="wrong paint on wrought-iron railings, house in France")
add("fr-t06", "Mon beau-père a « réparé » la gouttière avec de la mousse expansive là où elle fuyait à la jonction. Maintenant, à chaque grosse pluie, l'eau déborde et coule le long de la façade jusque sur la terrasse. Il faudrait sans doute changer la descente et les crochets. C'est à Crauthem, maison de plain-pied, pas trop haut.",
    "roofing", "Roeser", "Crauthem", kind="b", nu="U", situation="gutter botched with expanding foam overflows")
add("fr-t07", "Le vendeur de la jardinerie nous a assuré qu'on pouvait poser l'abri en bois directement sur des dalles posées dans le gravier. Deux ans après, l'abri penche, les dalles ont bougé et la porte ne ferme plus. On voudrait qu'un maçon coule une vraie dalle béton de 3 sur 4 mètres. Jardin accessible par le côté, à Leudelange.",
    "masonry", "Leudelange", "Leudelange", kind="b", nu="N", situation="concrete slab for garden shed after bad base advice")
add("fr-t08", "Nous sommes un cabinet dentaire avec deux fauteuils à Esch/Alzette. Notre ancienne employée part à la retraite fin janvier. Nous cherchons quelqu'un pour l'entretien trois soirs par semaine : sols, sanitaires, salle d'attente, avec des produits adaptés aux cabinets médicaux. Pouvez-vous nous faire une offre ?",
    "cleaning", "Esch-sur-Alzette", "Esch/Alzette", kind="c", nu="U", situation="dental practice evening cleaning")
add("fr-t09", "Je suis trésorière bénévole d'une chorale d'une quarantaine de membres. Notre assemblée générale est en mars et je n'arrive pas à boucler les comptes 2025 : cotisations, subsides, concerts, tout est dans un classeur Excel. Nous cherchons un comptable ou une fiduciaire pour établir les comptes annuels à un prix raisonnable pour une asbl.",
    "accounting", None, None, kind="c", nu="N", situation="choir association annual accounts")
add("fr-t10", "On a une boulangerie à Schifflange avec un petit bureau à l'arrière. Depuis la dernière mise à jour Windows, le PC ne voit plus l'imprimante d'étiquettes et le wifi pour les clients coupe toutes les dix minutes. Mon fils a essayé de réinstaller les pilotes, rien à faire. Il nous faudrait quelqu'un qui s'y connaît, de préférence un lundi quand on est fermé.",
    "it-support", "Schifflange", "Schifflange", kind="c", nu="U", situation="bakery: label printer lost and guest wifi drops")
add("fr-t11", "Nous sommes une entreprise de transport de 40 chauffeurs. Notre règlement intérieur et les consignes de sécurité (25 pages) n'existent qu'en français et une partie de l'équipe le lit mal. Nous cherchons un traducteur pour le portugais et le roumain, avec relecture si possible. Délai souhaité : fin du mois.",
    "translation", None, None, kind="c", nu="N", situation="haulier: staff rules into Portuguese and Romanian")
add("fr-t12", "Nous avons acheté une maison des années 70 à Wickrange avec un vieux parquet en chêne, très abîmé mais encore épais. Vaut-il mieux le faire poncer et vitrifier ou poser un nouveau parquet par-dessus ? Combien faut-il compter pour environ 45 m² ? Un menuisier pourrait-il passer pour donner son avis ?",
    "carpentry", "Reckange-sur-Mess", "Wickrange", kind="d", nu="N", situation="sand old oak parquet or lay new one?")
add("fr-t13", "Ma fille rentre d'études et on aimerait transformer notre garage à Merl en petit studio pour elle : isolation, une fenêtre, une douche, un coin cuisine. Est-ce que ça vaut le coup par rapport à louer, vu les prix ? Faut-il une autorisation de bâtir ? Et ça prend combien de temps en tout ?",
    "renovation", "Luxembourg", "Merl", kind="d", nu="U", situation="convert garage into a studio: worth it?")
add("fr-t14", "Notre toit est orienté est-ouest, environ 40 m² de chaque côté, maison à Lamadelaine. Qu'est-ce qui est le plus intéressant pour nous : des capteurs pour l'eau chaude, ou des panneaux photovoltaïques avec un chauffe-eau thermodynamique ? Avec les aides de l'État, on serait remboursés en combien d'années ?",
    "solar", "Pétange", "Lamadelaine", kind="d", nu="U", situation="east-west roof: solar thermal or PV?")
add("fr-t15", "Nous emménageons en juin dans un appartement neuf de 85 m² à Hellange, totalement vide. Mon mari veut tout acheter d'un coup dans un grand magasin, moi je voudrais d'abord un vrai plan : disposition des meubles, couleurs, éclairage. Est-ce que quelqu'un peut faire juste le plan et une liste d'achats ? Combien coûte ce genre de prestation ?",
    "interior-design", "Frisange", "Hellange", kind="d", nu="U", situation="furniture, colour and lighting plan for empty new flat")

# ---------------- German ----------------
add("de-s01", "Suche jemanden für die jährliche Wartung unseres Pelletkessels (ÖkoFEN, Baujahr 2016) in Gonderange, am liebsten noch vor dem ersten Frost.",
    "heating", "Junglinster", "Gonderange", situation="annual service of a pellet boiler")
add("de-s02", "Briefkastenschlüssel verloren, der Kasten hängt in einer Anlage mit 12 Parteien in L-6730 und die Post stapelt sich schon 📬",
    "locksmith", "Grevenmacher", "L-6730", situation="lost letterbox key in a block of flats")
add("de-s03", "unsere Bosch Spülmaschine pumpt das Wasser nicht mehr ab, unten steht nach jedem Programm eine Pfütze, wohnen in Wasserbillig",
    "appliance-repair", "Mertert", "Wasserbillig", situation="dishwasher does not pump out")
add("de-s04", "Wer reinigt Teppiche direkt vor Ort, wir haben in der Wohnung auf dem Kirchberg einen großen Wollteppich mit Rotweinfleck (Silvester lässt grüßen 🍷)",
    "cleaning", "Luxembourg", "Kirchberg", not_place=["einen"], situation="on-site cleaning of a wool rug with wine stain")
add("de-s05", "Ich brauche eine Übersetzung meines Arbeitsvertrags und der letzten Lohnabrechnungen vom Französischen ins Deutsche für meine Bank in Deutschland.",
    "translation", None, None, situation="employment contract and payslips FR to DE for a bank")
add("de-s06", "Wir brauchen ab Februar jemanden für die Lohnbuchhaltung unserer Metzgerei mit fünf Angestellten, bisher hat das meine Schwiegermutter gemacht.",
    "accounting", None, None, situation="payroll for a butcher's shop")
add("de-s07", "Suche Nachhilfe in Mathe für meinen Sohn (3e im Lycée), zweimal pro Woche nach der Schule.",
    None, None, None, situation="maths tutoring for a pupil (no trade)")
add("de-s08", "Hätte gern zwei Außensteckdosen und eine Lampe auf der neuen Terrasse in Remich, ein Leerrohr liegt schon.",
    "electrical", "Remich", "Remich", situation="outdoor sockets and a light on a new terrace")
add("de-s09", "Wasserenthärtungsanlage einbauen lassen, Haus in Bad Mondorf, das Wasser ist so kalkhaltig dass der Duschkopf nach zwei Wochen zu ist",
    "plumbing", "Mondorf-les-Bains", "Bad Mondorf", situation="install a water softener")
add("de-s10", "Umzug vom Senningerberg nach Hamburg Ende April, 2-Zimmer-Wohnung, brauchen auch Kartons und eine Halteverbotszone",
    "moving", "Niederanven", "Senningerberg", distractors=["Hamburg"], situation="move out of Luxembourg to Hamburg (loading end)")
add("de-t01", "Jedes Mal, wenn es länger regnet, tropft es im Dachboden genau neben dem Kamin auf die Dielen. Innen am Schornstein sieht man einen dunklen, feuchten Streifen nach unten. Bei Sonne ist alles nach zwei Tagen wieder trocken. Das Haus steht in Berbourg, Baujahr 1965.",
    "roofing", "Manternach", "Berbourg", kind="a", nu="U", not_place=["einen"], situation="drip beside the chimney in the attic when it rains")
add("de-t02", "Unser Vermieter meinte, wir könnten die Tapete im Flur einfach überstreichen, das spare Zeit. Jetzt, nach drei Wochen, bilden sich überall Blasen und an den Nähten rollt sich das Papier hoch. Die Wohnung liegt in der Oberstadt, 3. Etage, Altbau mit hohen Decken. Wir suchen einen Maler, der die alte Tapete komplett entfernt und neu streicht.",
    "painting", "Luxembourg", "Oberstadt", kind="b", nu="N", not_place=["einen"], situation="wallpaper painted over on landlord's advice now blistering")
add("de-t03", "Im Keller krabbeln seit dem Herbst Hunderte kleine graue Tierchen mit vielen Beinchen, vor allem unter den Kartons. Gestern saß sogar eine Assel im Badezimmer im Erdgeschoss. Meine Tochter traut sich nicht mehr allein runter. Wir wohnen in einem Reihenhaus in Roodt-sur-Syre.",
    "pest-control", "Betzdorf", "Roodt-sur-Syre", not_place=["Assel"], kind="a", nu="U", situation="hundreds of woodlice in the cellar")
add("de-t04", "Heute Nacht hat es in der Küche zweimal laut geknackt, wie ein Schuss. Heute Morgen stehen drei Bodenfliesen in der Mitte wie ein kleines Zelt hoch und eine ist gesprungen. Die Küche ist erst vier Jahre alt. Haus in Canach, wir haben kleine Kinder und möchten das schnell los sein.",
    "tiling", "Lenningen", "Canach", kind="a", nu="U", situation="kitchen floor tiles tenting up with a bang")
add("de-t05", "Der Nachbar hat mir geraten, die Risse im Außenputz einfach mit Silikon aus dem Baumarkt zuzuschmieren. Das sieht jetzt furchtbar aus, und im Winter ist an zwei Stellen ein ganzes Stück Putz abgefallen. Darunter bröckelt der Mörtel zwischen den Steinen. Das Haus steht in Greiveldange, direkt an der Weinstraße. Wer kann den Putz fachgerecht ausbessern?",
    "masonry", "Stadtbredimus", "Greiveldange", kind="b", nu="U", situation="render cracks filled with silicone, render falling off")
add("de-t06", "Im Gartencenter hat man uns gesagt, Kirschlorbeer wachse überall, also haben wir letztes Frühjahr 30 Pflanzen entlang des Zauns gesetzt. Die Hälfte ist jetzt gelb und vertrocknet, der Boden ist wohl viel zu steinig. Wir hätten gerne, dass jemand den Boden verbessert und eine passende Bepflanzung vorschlägt und setzt. Grundstück in Ehnen, am Hang.",
    "gardening", "Wormeldange", "Ehnen", kind="b", nu="U", situation="garden-centre laurels dying on stony slope, replanting")
add("de-t07", "Wir sind ein kleines Weingut an der Mosel und vermarkten seit 2019 einen Crémant unter dem Namen „Sonnenhang“. Jetzt hat uns eine Kellerei aus Rheinland-Pfalz abgemahnt, der Name sei als Marke geschützt. Wir brauchen einen Anwalt für Markenrecht, der uns sagt, ob wir umbenennen müssen. Die Frist läuft in zwei Wochen ab.",
    "legal", None, None, kind="c", nu="N", not_place=["einen"], situation="winery: trademark warning letter over a wine name")
add("de-t08", "Ich habe eine Physiotherapiepraxis mit drei Therapeuten. Unsere Homepage ist von 2014, auf dem Handy kaum lesbar, und Termine laufen nur übers Telefon. Wir möchten eine neue Seite mit Online-Terminbuchung, auf Deutsch, Französisch und Portugiesisch. Was würde das ungefähr kosten und wie lange dauert so etwas?",
    "web-development", None, None, kind="c", nu="U", situation="physiotherapy practice: new site with online booking")
add("de-t09", "Wir sind eine Kindertagesstätte in Echternach mit 40 Kindern. Das WLAN reicht nur im Büro, die Erzieherinnen müssen aber in allen Gruppenräumen die Tablets für die Dokumentation nutzen. Außerdem sollen die drei Büro-PCs automatisch gesichert werden. Wir suchen jemanden, der das einrichtet und danach auch betreut.",
    "it-support", "Echternach", "Echternach", kind="c", nu="U", situation="day-care centre: wifi in all rooms and PC backups")
add("de-t10", "Unser kleines Hotel in Remerschen hat 12 Zimmer frisch renoviert, aber auf den Buchungsportalen sind noch die alten Fotos. Wir suchen einen Fotografen für Zimmer, Frühstücksraum und Terrasse mit Blick auf die Weinberge. Gerne auch ein paar Drohnenbilder, falls das erlaubt ist. Wann hätten Sie im März Zeit?",
    "photography", "Schengen", "Remerschen", kind="c", nu="N", not_place=["einen"], situation="small hotel needs new room photos")
add("de-t11", "Wir haben das Haus meiner Eltern in Nennig geerbt, das gehört zur Gemeinde Perl, gleich gegenüber von Remich. Das Dach ist von 1972 und muss komplett neu. Ist Schiefer wirklich so viel besser als Tonziegel, oder zahlt man da nur für die Optik? Und fährt ein Dachdecker aus Luxemburg überhaupt über die Grenze?",
    "roofing", "abroad", "Nennig", distractors=["Perl", "Remich", "Luxemburg"], kind="d", nu="N", situation="new roof in Germany: slate or clay tiles?")
add("de-t12", "Unsere Terrasse aus Bangkirai ist nach zwölf Jahren morsch, an einigen Stellen gibt das Brett schon nach. Lohnt es sich, wieder Holz zu nehmen, oder ist WPC auf Dauer besser? Was kostet das ungefähr für 35 m², inklusive Unterkonstruktion? Ein Schreiner in der Nähe von Filsdorf wäre ideal.",
    "carpentry", "Dalheim", "Filsdorf", kind="d", nu="N", not_place=["Holz"], situation="rotten hardwood deck: wood again or composite?")
add("de-t13", "Wir haben in Wecker ein altes Bauernhaus gekauft, in dem seit zwanzig Jahren niemand gewohnt hat. Elektrik, Bad, Küche und Böden müssten alle neu gemacht werden. Womit fängt man da sinnvollerweise an, und mit welchen Kosten pro Quadratmeter muss man rechnen? Lohnt sich vorher ein Energieberater?",
    "renovation", "Biwer", "Wecker", kind="d", nu="U", situation="empty farmhouse: where to start, cost per m2")
add("de-t14", "Unser Wohn-Essbereich in Sandweiler ist offen, 48 m², wirkt aber trotz großer Fenster dunkel und ungemütlich. Wäre es besser, mit Farben und Licht zu arbeiten oder den Raum mit Regalen zu teilen? Kann man so eine Beratung auch stundenweise buchen, und was kostet das?",
    "interior-design", "Sandweiler", "Sandweiler", kind="d", nu="U", situation="dark open-plan living room: colours, light or dividers?")
add("de-t15", "Wir haben eine Solaranlage mit Batteriespeicher auf dem Dach. Der Schwager, der sich angeblich auskennt, hat im Speicher die Einstellungen geändert, damit mehr eingespeist wird. Seitdem ist die Batterie nachts immer leer und wir beziehen mehr Strom aus dem Netz als vorher. Kann jemand die Anlage in Beyren überprüfen und richtig einstellen?",
    "solar", "Flaxweiler", "Beyren", kind="b", nu="U", situation="brother-in-law changed battery settings, PV system misconfigured")

# ---------------- English ----------------
add("en-s01", "The outside tap pipe in our garage in Assel burst during the frost last night and I've shut the water off at the main, can someone come today?",
    "plumbing", "Bous-Waldbredimus", "Assel", situation="frost-burst pipe to an outside tap in a garage")
add("en-s02", "Just got the keys to a new-build flat in Bridel and there are only bare wires hanging from the ceilings, need 7 lights fitted before we move in on the 20th.",
    "electrical", "Kopstal", "Bridel", situation="fit ceiling lights in a new-build flat")
add("en-s03", "looking for someone to strip old wallpaper and paint two kids bedrooms in Belair, one wants dinosaur green 🦖 the other plain white lol",
    "painting", "Luxembourg", "Belair", situation="strip wallpaper and paint two children's rooms")
add("en-s04", "Can you clean the moss off our roof and clear the gutters, detached house in Munsbach, roughly 140 m² of concrete tiles?",
    "roofing", "Schuttrange", "Munsbach", situation="moss removal on roof and gutter clearing")
add("en-s05", "We need a thorough after-builders clean at our new house in Arlon before we move in next week, plaster dust everywhere.",
    "cleaning", "abroad", "Arlon", situation="post-construction clean of a house in Belgium")
add("en-s06", "I need a lawyer who speaks English to look over the purchase agreement (compromis de vente) for a flat before I sign it next Friday.",
    "legal", None, None, situation="check a flat purchase agreement before signing")
add("en-s07", "Looking for an accountant to handle my tax return as a cross-border worker who moved from Belgium mid-year, with a rental flat back in Ghent.",
    "accounting", None, None, distractors=[], situation="tax return after mid-year move, rental flat abroad")
add("en-s08", "Any DJ available for my 40th birthday party on 14 March, about 60 guests, 80s and 90s music?",
    None, None, None, situation="DJ for a birthday party (no trade)")
add("en-s09", "Hi, we'd like a newborn photo session at home in Alzingen sometime in the first two weeks of May (baby is due end of April)",
    "photography", "Hesperange", "Alzingen", situation="newborn photo session at home")
add("en-s10", "Need help planning the layout and lighting of an open-plan ground floor in Strassen, around 70 m², we keep buying furniture that doesn't fit 😅",
    "interior-design", "Strassen", "Strassen", situation="layout and lighting plan for open-plan ground floor")
add("en-t01", "Since the storm last week, half the sockets in the house don't work and the other half do. The kitchen lights flicker whenever the microwave runs. There's a faint smell of hot plastic near the fuse box in the hallway. House in Helmsange, built in the 1980s.",
    "electrical", "Walferdange", "Helmsange", kind="a", nu="U", situation="dead sockets, flicker and hot-plastic smell after a storm")
add("en-t02", "Our tumble dryer runs for three hours and the clothes still come out damp. The drum turns and the back of the machine gets really hot, but the filter and the condenser are clean. It's a Miele, about eight years old. We're in Mullendorf.",
    "appliance-repair", "Steinsel", "Mullendorf", kind="a", nu="U", situation="tumble dryer runs hot, clothes stay damp")
add("en-t03", "We came back from a trip ten days ago and since then I wake up with rows of itchy red bites on my arms and neck. Today I found tiny dark spots along the mattress seams and something small and brown crawling on the headboard. We've washed all the bedding at 60 degrees but it keeps happening. Flat in Limpertsberg, two adults and a toddler.",
    "pest-control", "Luxembourg", "Limpertsberg", kind="a", nu="U", situation="bedbug bites after a trip")
add("en-t04", "The shop where we bought our smart thermostat told us it works with any boiler and is plug and play. Since I fitted it myself, the boiler either runs at full blast or not at all, and the house swings between 17 and 25 degrees. I've put the old thermostat back but now that doesn't work properly either. Can someone come to Moutfort and sort out the thermostat and the boiler settings?",
    "heating", "Contern", "Moutfort", kind="b", nu="U", situation="self-fitted smart thermostat upsets boiler control")
add("en-t05", "Our front door lock has been stiff for months. A neighbour told me to spray WD-40 into it, and for a week it was great, but now the key won't turn at all and it's full of black gunk. I'm getting in through the garage for now. Looking for a locksmith in Cents who can replace the cylinder, ideally this week.",
    "locksmith", "Luxembourg", "Cents", kind="b", nu="N", situation="lock gummed up after WD-40 advice")
add("en-t06", "Last June a neighbour who knows trees told us to cut our big birch back hard so it would stop shading the terrace. This spring only half of it leafed out and now it's leaning slightly towards the house. I don't think it can be saved anymore. Could someone come to Hassel, have a look and take it down safely?",
    "gardening", "Weiler-la-Tour", "Hassel", kind="b", nu="U", situation="over-pruned birch dying and leaning, needs felling")
add("en-t07", "My cousin, who works in construction, said we could build the garden steps out of leftover concrete blocks straight on the soil, no foundation needed. Two winters later the steps have sunk on one side and three of them are cracked right through. My mother-in-law nearly fell last week. We're in Capellen, next to the N6; can someone rebuild them properly?",
    "masonry", "Mamer", "Capellen", kind="b", nu="U", situation="garden steps without foundation sinking and cracking")
add("en-t08", "We're a small law firm in Oberanven, five people. Our server is a ten-year-old tower under the reception desk and nobody knows if the nightly backup actually works. We'd like an IT support company to check it, move us to something safer and look after us on a monthly contract. Could you send a proposal?",
    "it-support", "Niederanven", "Oberanven", kind="c", nu="N", situation="law firm: old server and unverified backups")
add("en-t09", "Our company is relocating its office from Findel to Howald at the end of June: 25 workstations, a small server rack, archive boxes and a meeting room. We can only do it over a weekend so the team can start on Monday morning. The old furniture should be taken away too. Who can organise all of that?",
    "moving", "Sandweiler", "Findel", distractors=["Howald"], kind="c", nu="U", situation="office relocation over a weekend (loading end)")
add("en-t10", "We're a medtech start-up and our device manual (about 18,000 words) has to be available in German and French before we can ship. It's quite technical: sensors, calibration, safety warnings. We're looking for a translator, or a small team, with medical device experience. What would the timeline and cost look like?",
    "translation", None, None, kind="c", nu="N", situation="start-up: medical device manual into DE and FR")
add("en-t11", "I run a running club with about 200 members, and registrations for our charity race are still done by email and bank transfer. Every year it's chaos with the bibs and the T-shirt sizes. We'd like a simple site where people can sign up, pay online and choose their size. Is that something you can build on a club budget?",
    "web-development", None, None, kind="c", nu="U", situation="running club: race registration and payment site")
add("en-t12", "We have a bedroom under the roof in Bertrange with awkward sloping walls. Is it worth paying a carpenter for a built-in wardrobe, or can you get a similar result by adapting flat-pack units? Roughly what would a made-to-measure one cost for a 4 m wall? We'd like it to go all the way up to the slope.",
    "carpentry", "Bertrange", "Bertrange", kind="d", nu="N", situation="built-in wardrobe under a slope vs flat-pack")
add("en-t13", "quick question, we're redoing the bathroom floor in our flat in esch-sur-alzette and it has underfloor heating. are those big 120x60 porcelain tiles a good idea or is it better to go smaller? also how much per m2 just for laying them roughly? tiles already bought",
    "tiling", "Esch-sur-Alzette", "esch-sur-alzette", kind="d", nu="U", situation="large-format tiles on underfloor heating, laying price")
add("en-t14", "We're thinking of selling my late father's flat in Ettelbruck. The kitchen and bathroom are from the 80s, and the agent says we'd get more if we modernised them first. Is that really worth it, or do buyers prefer to do it themselves? If we go ahead, how long would kitchen plus bathroom take?",
    "renovation", "Ettelbruck", "Ettelbruck", kind="d", nu="U", situation="refurbish kitchen and bathroom before selling?")
add("en-t15", "Our roof faces north-east and south-west, and the south-west side is partly shaded by a big tree in the afternoon. Is it still worth putting PV on it, or would we just be losing money? I'd like a solar installer to come and tell us honestly. We're in Mersch, near the station.",
    "solar", "Mersch", "Mersch", kind="d", nu="N", situation="PV on a partly shaded roof: worth it?")

# ---------------- Portuguese ----------------
add("pt-s01", "Quando chove muito a água do esgoto sobe pelo ralo da cave em Niederkorn, precisava de alguém para pôr uma válvula anti-retorno 🙏",
    "plumbing", "Differdange", "Niederkorn", situation="sewage backs up through cellar drain in heavy rain")
add("pt-s02", "Queria substituir três radiadores antigos de ferro fundido por modelos novos, casa em L-4940, pode ser em setembro?",
    "heating", "Käerjeng", "L-4940", situation="replace old cast-iron radiators")
add("pt-s03", "a porta de madeira do quarto do meu filho arrasta no chão e já não fecha, estamos em Goeblange, alguém pode vir aplainar?",
    "carpentry", "Koerich", "Goeblange", situation="wooden bedroom door drags and won't close")
add("pt-s04", "Depois de tentarem arrombar a porta do prédio em Bonnevoie quero pôr uma fechadura de segurança de três pontos no meu apartamento.",
    "locksmith", "Luxembourg", "Bonnevoie", situation="three-point security lock after attempted break-in")
add("pt-s05", "Preciso de limpeza dos vidros da marquise e das janelas todas, moradia em Esch-sur-Alzette, uns 30 vidros grandes, é para antes da Páscoa",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="window and conservatory glass cleaning")
add("pt-s06", "Vamos voltar para Braga em julho, precisamos de mudanças de Rodange para Portugal com um T3 inteiro e uma mota 🏍️",
    "moving", "Pétange", "Rodange", distractors=["Braga", "Portugal"], situation="move back to Portugal (loading end in Luxembourg)")
add("pt-s07", "Quero um site simples para a minha empresa de jardinagem com fotos dos trabalhos e formulário de pedido de orçamento.",
    "web-development", None, None, situation="website for a gardening business")
add("pt-s08", "Preciso de traduzir o contrato de arrendamento da casa do francês para português para o meu pai perceber o que assinou.",
    "translation", None, None, situation="lease contract FR to PT for a parent")
add("pt-s09", "Alguém conhece um mecânico de confiança, os travões do meu carro fazem um barulho horrível quando chove?",
    None, None, None, situation="car brakes noisy, looking for a mechanic (no trade)")
add("pt-s10", "ratos no quintal junto ao compostor, já vi três esta semana e tenho medo pelos miúdos, moro em olm",
    "pest-control", "Kehlen", "olm", situation="rats by the compost bin")
add("pt-t01", "Somos a direção de uma associação cultural portuguesa em Ettelbruck. No sábado fazemos o arraial dos Santos Populares na nossa sala e no domingo aquilo fica num estado que nem imaginam. As cozinheiras voluntárias já disseram que este ano não ficam para arrumar. Precisamos de alguém no domingo de manhã para deixar a sala, a cozinha e as casas de banho impecáveis até às 14h.",
    "cleaning", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="association hall after a summer festival")
add("pt-t02", "Sempre que chove, as luzes do jardim e a tomada do terraço deixam de funcionar e às vezes vai a luz da casa toda. No dia seguinte, quando seca, volta tudo ao normal. Já troquei as lâmpadas e nada. Moramos numa moradia em Schouweiler.",
    "electrical", "Dippach", "Schouweiler", kind="a", nu="U", situation="outdoor circuit trips whenever it rains")
add("pt-t03", "Um amigo disse que não era preciso primário nas paredes novas de pladur, que bastavam duas demãos de tinta. Agora a tinta tem manchas, as juntas notam-se todas e nalguns sítios levanta quando se passa a mão. São três quartos numa casa nova em Kleinbettingen. Procuro um pintor que faça o trabalho bem feito.",
    "painting", "Steinfort", "Kleinbettingen", kind="b", nu="N", situation="paint on new plasterboard without primer")
add("pt-t04", "O meu cunhado subiu ao telhado com a máquina de alta pressão para tirar o musgo, disse que assim ficava como novo. Agora há telhas rachadas e, quando chove, aparece uma mancha no teto do sótão. Moramos em Dahlem. Alguém pode vir ver e substituir as telhas estragadas?",
    "roofing", "Garnich", "Dahlem", kind="b", nu="U", situation="tiles cracked by pressure-washing the roof")
add("pt-t05", "Desde que o vizinho começou a escavar para fazer a cave, apareceu uma racha na parede da nossa sala, por cima da janela. Em dois meses já passou de um fio fino para quase meio centímetro. Lá fora, no canto da casa, a pedra também está a abrir. Moramos em Eischen, numa casa geminada antiga.",
    "masonry", "Habscht", "Eischen", kind="a", nu="U", situation="crack widening since neighbour's excavation")
add("pt-t06", "O meu irmão disse que podíamos pôr o ladrilho novo da cozinha diretamente por cima do antigo, sem partir nada. Seis meses depois há ladrilhos rachados e outros soam a oco quando se anda. Queremos um ladrilhador que tire tudo e faça como deve ser. É um apartamento em Diekirch, cozinha de 14 m².",
    "tiling", "Diekirch", "Diekirch", kind="b", nu="N", situation="new floor tiles laid over old ones cracking")
add("pt-t07", "Há cinco anos uma vizinha aconselhou-nos a plantar bambu para ter privacidade depressa. Agora o bambu está por todo o lado: passou por baixo da vedação, levantou a relva e já aparecem rebentos junto ao terraço. Precisamos de alguém que arranque tudo, incluindo as raízes, e plante outra coisa. Moramos em Ingeldorf.",
    "gardening", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="invasive bamboo planted on neighbour's advice")
add("pt-t08", "Trabalho no Luxemburgo há 15 anos e agora comprámos uma casa antiga em Longwy, do outro lado da fronteira, porque aqui está tudo muito caro. Vale a pena fazer as obras todas de uma vez, cozinha, casa de banho, janelas e eletricidade, ou ir fazendo aos poucos enquanto lá vivemos? Quanto se paga mais ou menos por m² para fazer tudo?",
    "renovation", "abroad", "Longwy", distractors=["Luxemburgo"], kind="d", nu="U", situation="old house in France: renovate all at once or step by step?")
add("pt-t09", "A placa de indução tem quatro zonas e uma delas deixou de aquecer de um dia para o outro. As outras três funcionam bem e não aparece nenhum erro no visor. A placa é da AEG e tem uns cinco anos. Estamos em Niederfeulen.",
    "appliance-repair", "Feulen", "Niederfeulen", kind="a", nu="U", situation="one induction zone dead")
add("pt-t10", "Temos painéis solares térmicos para a água quente desde 2008 e no verão a água ferve, mas no inverno quase não dão nada. Compensa trocar por painéis fotovoltaicos? Ou é melhor arranjar o sistema que temos? Casa em Gilsdorf, telhado virado a sul.",
    "solar", "Bettendorf", "Gilsdorf", kind="d", nu="U", situation="old solar thermal: repair or switch to PV?")
add("pt-t11", "A nossa casa em Bourscheid tem três pisos e paredes de pedra muito grossas, a internet só funciona bem na sala. Os miúdos estudam no último andar e estão sempre a queixar-se. O que é melhor: um sistema mesh ou passar cabo de rede pelos andares? Quanto custa mais ou menos cada opção?",
    "it-support", "Bourscheid", "Bourscheid", kind="d", nu="U", situation="home network through thick stone walls: mesh or cable?")
add("pt-t12", "Sou do rancho folclórico português de Mertzig e em junho fazemos 30 anos. Vamos ter um festival com grupos vindos de Portugal e de França. Procuramos um fotógrafo que faça fotos e um pequeno vídeo do dia todo, desde o desfile até ao jantar. Aceitam pagamento da associação por fatura?",
    "photography", "Mertzig", "Mertzig", distractors=["Portugal"], kind="c", nu="N", situation="folk-dance group 30th anniversary festival")
add("pt-t13", "Tenho uma empresa de limpezas com doze funcionárias. Uma antiga funcionária fez queixa na ITM a dizer que não lhe paguei as horas extraordinárias, mas temos tudo registado. Recebemos uma carta e não percebemos bem o prazo para responder. Precisamos de um advogado de direito do trabalho que fale português ou francês.",
    "legal", None, None, kind="c", nu="N", situation="cleaning firm: labour inspectorate complaint over overtime")
add("pt-t14", "Temos uma mercearia portuguesa com duas funcionárias e até agora era o meu marido que fazia as contas à mão. Este ano a administração das contribuições mandou uma carta a pedir documentos que não temos organizados. Procuramos um contabilista que faça a contabilidade mensal, os salários e a declaração de impostos da empresa. Quanto cobram por mês?",
    "accounting", None, None, kind="c", nu="N", situation="grocery shop: monthly bookkeeping, payroll, company tax")
add("pt-t15", "Comprámos um apartamento em Schifflange com cozinha aberta para a sala, tudo pintado de branco e sem candeeiros. Não sabemos onde pôr a mesa e a televisão, nem que cores e luzes escolher para ficar acolhedor. Vale a pena pagar a alguém só para fazer um plano? Quanto custa isso normalmente?",
    "interior-design", "Schifflange", "Schifflange", kind="d", nu="U", situation="open kitchen-living room: plan furniture, colours, lights")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, vorrei far installare un videocitofono al posto del vecchio campanello nella nostra casa a Colmar-Berg, i fili ci sono già.",
    "electrical", "Colmar-Berg", "Colmar-Berg", situation="replace old doorbell with a video intercom")
add("it-s02", "cerco qualcuno che ridipinga la facciata di casa a Gosseldange, circa 120 m², colore chiaro, lavoro da fare in primavera",
    "painting", "Lintgen", "Gosseldange", situation="repaint a house facade")
add("it-s03", "Vorrei rifare le piastrelle della doccia (pareti, circa 8 m²) nel nostro appartamento a Bofferdange, le fughe si sgretolano e alcune piastrelle suonano vuote.",
    "tiling", "Lorentzweiler", "Bofferdange", situation="re-tile shower walls, crumbling grout")
add("it-s04", "Avete qualcuno che possa piantare sei alberi da frutto (meli e un ciliegio) nel nostro prato a Heffingen prima dell'inverno?",
    "gardening", "Heffingen", "Heffingen", situation="plant six fruit trees")
add("it-s05", "Trasloco da Dudelange a Mersch il 31 ottobre, bilocale al terzo piano con ascensore piccolo, ci servono anche due persone per smontare i mobili 📦",
    "moving", "Dudelange", "Dudelange", distractors=["Mersch"], situation="flat move within Luxembourg (loading end)")
add("it-s06", "il mio congelatore a pozzetto fa un rumore fortissimo e si riempie di ghiaccio ogni settimana, abito a bettembourg, si può riparare o conviene buttarlo?",
    "appliance-repair", "Bettembourg", "bettembourg", situation="noisy chest freezer icing up")
add("it-s07", "Mi serve un avvocato per una separazione consensuale, abbiamo una casa in comune e due figli piccoli.",
    "legal", None, None, situation="amicable separation with shared house")
add("it-s08", "Cerco un commercialista che mi aiuti con la dichiarazione dei redditi del primo anno, ci siamo sposati a settembre e non so se conviene la tassazione congiunta.",
    "accounting", None, None, situation="first joint tax return after marriage")
add("it-s09", "C'è una parrucchiera che viene a domicilio per mia nonna di 92 anni, che non riesce più a uscire?",
    None, None, None, situation="home hairdresser for grandmother (no trade)")
add("it-s10", "Da quando il gatto è tornato dalla pensione abbiamo le pulci in tutto l'appartamento a Bereldange, anche sul divano 😩",
    "pest-control", "Walferdange", "Bereldange", situation="fleas in the flat")
add("it-t01", "Ogni mattina in cucina troviamo file di formiche che escono dal battiscopa e vanno verso il cestino. Abbiamo messo aceto e bicarbonato, ma il giorno dopo sono di nuovo lì, anzi di più. Adesso le vediamo anche in bagno al primo piano. Abitiamo a Cruchten, casa degli anni '90.",
    "pest-control", "Nommern", "Cruchten", kind="a", nu="U", situation="ant trails from the skirting board")
add("it-t02", "Quando qualcuno tira lo sciacquone al primo piano, nella doccia al piano terra l'acqua sale e fa le bolle, con una puzza tremenda. Anche il lavandino del bagno si svuota lentissimo. È cominciato dopo le feste, quando eravamo in dodici in casa. Siamo a Reisdorf.",
    "plumbing", "Reisdorf", "Reisdorf", kind="a", nu="U", situation="upstairs flush bubbles up in downstairs shower")
add("it-t03", "Ogni due o tre giorni l'ago del manometro della caldaia scende sotto 1 bar e i termosifoni diventano tiepidi. Lo riporto a 1,5 con il rubinetto sotto, ma poi riscende. Non vediamo gocce da nessuna parte, né sotto i termosifoni né sotto la caldaia. Casa a Schieren, impianto di circa quindici anni.",
    "heating", "Schieren", "Schieren", kind="a", nu="U", situation="heating circuit keeps losing pressure")
add("it-t04", "Il negozio di bricolage ci ha venduto un olio da interni per la nostra scala esterna in legno, dicendo che andava bene uguale. Dopo un inverno il legno è grigio, alcuni gradini sono spaccati e uno si muove quando ci sali. Abitiamo a Dillingen (Lussemburgo, non quella nel Saarland). Vorremmo qualcuno che sostituisca i gradini rovinati e tratti tutto come si deve.",
    "carpentry", "Beaufort", "Dillingen", distractors=["Lussemburgo"], kind="b", nu="U", situation="outdoor wooden stairs ruined by indoor oil")
add("it-t05", "Abitiamo a Martelange, dalla parte belga, proprio di fronte a Haut-Martelange. L'anno scorso un amico ci ha montato una finestra da tetto usando schiuma e silicone invece del kit di raccordo, dicendo che era lo stesso. Ora ogni volta che piove forte l'acqua entra dall'angolo in alto e gocciola sulla scrivania. Qualcuno può venire a rifare il raccordo come si deve?",
    "roofing", "abroad", "Martelange", distractors=["Haut-Martelange"], kind="b", nu="U", situation="roof window fitted without flashing kit, house in Belgium")
add("it-t06", "Mio suocero ha rifatto le fughe del vecchio muro in arenaria del giardino con cemento grigio, dicendo che così dura cent'anni. Dopo due inverni l'arenaria intorno alle fughe si sbriciola e alcune pietre si staccano a pezzi. Ci hanno detto che ci voleva una malta di calce. Il muro è a Larochette, lungo la strada, circa 15 metri.",
    "masonry", "Larochette", "Larochette", kind="b", nu="U", not_place=["cent"], situation="sandstone wall repointed with cement crumbling")
add("it-t07", "Il ferramenta mi ha detto che i cilindri sono tutti della stessa misura e me ne ha venduto uno da 35/35. L'ho montato io, ma sporge di un centimetro fuori dalla porta e la chiave gira a fatica. Un vicino dice che così si rompe facilmente con una pinza. Cerco un fabbro che venga nel Grund a mettere il cilindro giusto, di sicurezza.",
    "locksmith", "Luxembourg", "Grund", kind="b", nu="N", situation="wrong-size cylinder sold by hardware shop")
add("it-t08", "Abbiamo una pizzeria a Mersch e l'assicurazione ci chiede un certificato di pulizia della cappa e dei canali di aspirazione. Noi puliamo la cucina ogni sera, ma dentro i canali non ci arriviamo. Cerchiamo un'impresa di pulizie specializzata che rilasci anche il certificato. Potete venire un lunedì, quando siamo chiusi?",
    "cleaning", "Mersch", "Mersch", kind="c", nu="N", situation="pizzeria: certified cleaning of extraction hood and ducts")
add("it-t09", "Abbiamo un bagno degli anni '70 con la vasca e mia madre, che vive con noi a Boevange-sur-Attert, non riesce più a entrarci. Conviene rifare tutto il bagno con una doccia a filo pavimento, maniglioni e porta più larga, o basta cambiare la vasca? Esistono aiuti per adattare la casa agli anziani? E quanto tempo resteremmo senza bagno?",
    "renovation", "Helperknapp", "Boevange-sur-Attert", kind="d", nu="U", situation="accessible bathroom for elderly mother: full refit or swap tub?")
add("it-t10", "Abbiamo un fienile a Medernach con un tetto grande, circa 250 m², quasi tutto a sud. Ha senso metterci il fotovoltaico anche se in casa consumiamo poco? Conviene vendere tutta la corrente alla rete o fare una comunità energetica con i vicini? Vorrei parlarne con un installatore fotovoltaico serio.",
    "solar", "Vallée de l'Ernz", "Medernach", kind="d", nu="N", situation="PV on a large barn roof: sell or energy community?")
add("it-t11", "Sono la titolare di una farmacia a Schoos. I due computer della cassa e quello del laboratorio vanno lentissimi e la stampante delle etichette si blocca più volte al giorno. Il fornitore del software dice che è colpa della rete, non sua. Ci serve qualcuno che controlli rete e computer e ci dica cosa cambiare.",
    "it-support", "Fischbach", "Schoos", kind="c", nu="U", situation="pharmacy: slow PCs and label printer freezing")
add("it-t12", "Siamo un'associazione che organizza corsi di italiano per bambini e adulti. Adesso le iscrizioni arrivano per email e su WhatsApp e perdiamo sempre qualcuno. Vorremmo un sito con il calendario dei corsi, l'iscrizione online e il pagamento della quota. Quanto potrebbe costare una cosa del genere?",
    "web-development", None, None, kind="c", nu="U", situation="language-course association: enrolment and payment site")
add("it-t13", "Abbiamo una piccola pasticceria a Bissen e stiamo preparando il catalogo delle torte per matrimoni e comunioni. Ci serve un fotografo per una giornata di foto dei prodotti, con luce da studio e sfondo neutro. Le foto andranno anche sul sito e su Instagram. Avete disponibilità a febbraio?",
    "photography", "Bissen", "Bissen", kind="c", nu="N", situation="pastry shop product catalogue photos")
add("it-t14", "Quanto costa far tradurre in tedesco e francese un romanzo di 220 pagine scritto da mio padre? Un traduttore letterario lavora a cartella o a parola? E quanti mesi ci vogliono di solito?",
    "translation", None, None, kind="d", nu="N", situation="price and time to translate a father's novel")
add("it-t15", "Abbiamo appena comprato un monolocale di 38 m² a Lussemburgo città come investimento da affittare ammobiliato. Conviene pagare qualcuno che pensi a tutto, disposizione, letto a scomparsa e illuminazione studiata, o è meglio arredare con cose semplici? Quanto incide una cosa del genere sull'affitto che si può chiedere?",
    "interior-design", "Luxembourg", "Lussemburgo", kind="d", nu="U", situation="furnishing plan for a studio to let: worth it?")

# ---------------- Spanish ----------------
add("es-s01", "Quiero llevar la lavadora al sótano y ahí no hay ni toma de agua ni desagüe, casa en Noerdange, ¿alguien me hace presupuesto?",
    "plumbing", "Beckerich", "Noerdange", situation="new water supply and drain for a washing machine in the cellar")
add("es-s02", "Un enchufe del salón huele a quemado y está negro por un lado, ya he desconectado todo, vivo en Redange-sur-Attert.",
    "electrical", "Redange", "Redange-sur-Attert", situation="scorched socket smelling of burning")
add("es-s03", "Queremos instalar una estufa de leña conectada a la chimenea que ya tenemos, casa en Colpach-Bas, ¿hacéis también la conexión y la revisión?",
    "heating", "Ell", "Colpach-Bas", situation="install a wood stove on an existing chimney")
add("es-s04", "La nieve ha arrancado un trozo del canalón de la fachada trasera en Bettborn y ahora el agua cae directamente sobre la puerta del garaje",
    "roofing", "Préizerdaul", "Bettborn", situation="gutter torn off by snow")
add("es-s05", "Necesito una limpieza a fondo del piso de mi madre en Esch-sur-Alzette, lleva años acumulando cosas y ya no puede con ello.",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="deep clean of a hoarded flat")
add("es-s06", "Mudanza de Perlé a Madrid a finales de agosto, casa de cuatro habitaciones, necesitamos también guardamuebles un par de meses.",
    "moving", "Rambrouch", "Perlé", distractors=["Madrid"], situation="move to Spain with storage (loading end)")
add("es-s07", "Necesito traducir al inglés mi tesis doctoral, unas 180 páginas de biología, para solicitar una beca.",
    "translation", None, None, situation="translate a doctoral thesis into English")
add("es-s08", "Busco a alguien que me haga una página web para mi autoescuela con horarios de clases y reserva de prácticas online.",
    "web-development", None, None, situation="driving-school website with lesson booking")
add("es-s09", "¿Conocéis alguna canguro de confianza que hable español para dos niños de 4 y 7 años, tres tardes por semana?",
    None, None, None, situation="Spanish-speaking babysitter (no trade)")
add("es-s10", "perdí la combinación de la caja fuerte del armario en mi piso del pfaffenthal y dentro están los pasaportes 😬",
    "locksmith", "Luxembourg", "pfaffenthal", situation="lost safe combination, passports inside")
add("es-t01", "La puerta corredera del armario empotrado del dormitorio se ha salido del carril de arriba y ya no cierra. Una de las ruedas está partida y la madera del marco se ha abierto un poco. El armario lo hicieron a medida hace diez años y no encuentro las piezas. Vivimos en Rippweiler.",
    "carpentry", "Useldange", "Rippweiler", kind="a", nu="U", situation="built-in wardrobe sliding door off its track")
add("es-t02", "El horno se enciende, la luz y el ventilador funcionan, pero no calienta nada: después de media hora sigue frío. La placa de arriba funciona bien. Es un Bosch empotrado de unos siete años. Estamos en Calmus.",
    "appliance-repair", "Saeul", "Calmus", kind="a", nu="U", situation="oven fan and light work but no heat")
add("es-t03", "Cuando enciendo la luz de la cocina por la noche veo unos bichos marrones que corren a esconderse detrás de la nevera. Por la mañana hay pequeños puntos negros en los cajones. Ya hemos limpiado todo con lejía y siguen saliendo. Vivimos en un piso antiguo en Lasauvage.",
    "pest-control", "Differdange", "Lasauvage", kind="a", nu="U", situation="cockroaches in the kitchen at night")
add("es-t04", "Un vecino me dijo que las contraventanas de madera se podían pintar con la pintura plástica que me sobró de las paredes. Después de un invierno la pintura se ha levantado en tiras y la madera está gris debajo. Vivo en Michelbouch y no tengo ni escalera ni tiempo. Busco un pintor que las lije y las pinte con el producto adecuado.",
    "painting", "Vichten", "Michelbouch", kind="b", nu="N", situation="shutters painted with wall paint peeling")
add("es-t05", "En la tienda me dijeron que el azulejo de la cocina se podía pegar con silicona, que era más rápido. Ahora, detrás de la encimera, se han caído cuatro piezas y otras se mueven. Quiero que alguien quite las que están mal y las vuelva a colocar con cemento cola y juntas nuevas. Es una casa en Grosbous.",
    "tiling", "Groussbus-Wal", "Grosbous", kind="b", nu="U", situation="kitchen wall tiles stuck with silicone falling off")
add("es-t06", "Mis suegros tienen una casa en Bollendorf, en el lado alemán, justo al cruzar el puente desde Bollendorf-Pont. Un vecino les aconsejó cubrir todo el jardín con plástico y grava para no tener malas hierbas, y ahora se encharca y huele mal. Querrían quitarlo todo y tener un jardín con plantas que no dé mucho trabajo. ¿Alguien podría diseñarlo y hacerlo esta primavera?",
    "gardening", "abroad", "Bollendorf", distractors=["Bollendorf-Pont"], kind="b", nu="U", situation="garden under plastic and gravel waterlogged, redesign, house in Germany")
add("es-t07", "Un amigo me dijo que para la barbacoa de obra valían los ladrillos normales y el mortero de siempre. Después de un verano, los ladrillos del fondo están rajados y se caen trozos dentro. Quiero que alguien la rehaga con ladrillo refractario. Vivimos en Consdorf, la barbacoa está en la terraza.",
    "masonry", "Consdorf", "Consdorf", kind="b", nu="U", situation="brick barbecue cracked, rebuild with firebrick")
add("es-t08", "Tenemos un restaurante español desde hace ocho años en un local alquilado. El propietario nos ha mandado una carta diciendo que no renovará el contrato si no aceptamos una subida del 40 %. Queremos saber qué derechos tenemos antes de contestar. Buscamos un abogado especializado en arrendamientos comerciales.",
    "legal", None, None, kind="c", nu="N", situation="restaurant: commercial lease renewal and 40% rent rise")
add("es-t09", "Somos un club de pádel con unos 150 socios y este año hemos empezado a alquilar las pistas a empresas. El tesorero dice que a lo mejor ahora tenemos que declarar IVA y no sabemos cómo funciona para una asociación. Buscamos un gestor o contable que lleve las cuentas y nos diga qué obligaciones tenemos.",
    "accounting", None, None, kind="c", nu="N", situation="padel club renting courts: VAT and bookkeeping")
add("es-t10", "Tengo una tienda de bicicletas con taller en Echternach. El ordenador donde está todo el inventario va lentísimo y a veces se apaga solo, y no tenemos ninguna copia de seguridad. Tampoco funciona bien el wifi del taller. Necesito a alguien que lo revise y que monte un sistema de copias.",
    "it-support", "Echternach", "Echternach", kind="c", nu="U", situation="bike shop: failing inventory PC, no backups")
add("es-t11", "Somos un club de escalada y en mayo organizamos una competición en las rocas de Berdorf. Queremos un fotógrafo que haga fotos de acción de los escaladores y algunas tomas con dron para el vídeo del club. ¿Tenéis experiencia con este tipo de eventos al aire libre?",
    "photography", "Berdorf", "Berdorf", kind="c", nu="N", situation="climbing club competition photos and drone shots")
add("es-t12", "Queremos cambiar la barandilla de la escalera interior, que es de hierro y muy antigua, por una de roble. ¿Compensa hacerla a medida con un carpintero o hay modelos de catálogo que quedan bien? ¿Cuánto cuesta más o menos para una escalera de 14 escalones? La casa está en Mullerthal.",
    "carpentry", "Waldbillig", "Mullerthal", kind="d", nu="N", situation="oak stair banister: bespoke or catalogue?")
add("es-t13", "Tenemos un sótano grande en nuestra casa de Rosport que solo usamos de trastero. ¿Vale la pena convertirlo en un estudio con baño para alquilarlo? Nos preocupa la humedad y no sabemos si hace falta permiso. ¿Cuánto costaría más o menos una obra así para unos 45 m²?",
    "renovation", "Rosport-Mompach", "Rosport", kind="d", nu="U", situation="convert a cellar into a rentable studio: worth it?")
add("es-t14", "Tenemos placas solares desde hace doce años y ya no cobramos la tarifa especial por la electricidad que vendemos. ¿Qué es mejor ahora: cambiar el inversor viejo, poner más paneles o dejarlo como está? La casa está en Bech y el tejado es grande.",
    "solar", "Bech", "Bech", kind="d", nu="U", situation="12-year-old PV after feed-in tariff ends: what next?")
add("es-t15", "Trabajo desde casa en Strassen y quiero convertir la habitación de invitados en despacho sin perder la cama. ¿Qué es mejor, un sofá cama o una cama abatible? ¿Cómo lo distribuyo para tener luz natural en la mesa y sin reflejos en la pantalla? ¿Alguien ofrece asesoramiento en una sola visita?",
    "interior-design", "Strassen", "Strassen", kind="d", nu="U", situation="guest room into home office keeping a bed: layout")
