MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Eis Toilette zu Wolz leeft zanter gëschter ouni Stopp no, de Spullkaschten fëllt sech an d'Waasser leeft direkt an d'Schossel, kann dat een dës Woch flécken?",
    "plumbing", "Wiltz", "Wolz", situation="toilet cistern keeps running into the bowl")
add("lb-s02", "Salut, mir hätte gär eng Wallbox (11 kW) fir eisen neien Enyaq an der Garage zu Ettelbréck, wien huet do Zäit am Abrëll?",
    "electrical", "Ettelbruck", "Ettelbréck", situation="wallbox for a new electric car in the garage")
add("lb-s03", "dréngend: ech sti virun menger Dier zu Bouneweg, de Schlëssel läit dobannen um Kichendësch an de Klengen schléift bei der Noperin 😬",
    "locksmith", "Luxembourg", "Bouneweg", situation="locked out, key inside on the kitchen table")
add("lb-s04", "Eise Frigo (Liebherr, ongeféier 6 Joer al) killt net méi, de Congélateur ënnen geet nach, mir sinn zu Dikrech.",
    "appliance-repair", "Diekirch", "Dikrech", situation="fridge not cooling, freezer still works")
add("lb-s05", "Mir plënneren de 14ten Mäerz vu Veianen op Ettelbréck, 3 Zëmmer am zweete Stack ouni Lift, wien kann eis mat Camion a 3 Leit hëllefen?",
    "moving", "Vianden", "Veianen", distractors=["Ettelbréck"], situation="flat move Vianden to Ettelbruck, no lift")
add("lb-s06", "Mir sichen eng Firma, déi eis Büroen zu Klierf (ongeféier 200 m²) zweemol d'Woch owes botzt.",
    "cleaning", "Clervaux", "Klierf", situation="office cleaning twice a week in the evening")
add("lb-s07", "hallo am gank si 4 plättercher gesprongen well eis eppes schweres drop gefall ass kann een dat zu housen ersetzen mir hunn nach e puer reserveplättercher am keller",
    "tiling", "Parc Hosingen", "housen", situation="four cracked hallway floor tiles, spares available")
add("lb-s08", "Mir brauche Produktfotoe vun eise handgemaachte Seefen fir en Online-Katalog, eisen Atelier ass zu Wëntger.",
    "photography", "Wincrange", "Wëntger", situation="product photos of handmade soap")
add("lb-s09", "Kann een mir e Bauvertrag vun 12 Säiten vum Portugiseschen op Däitsch iwwersetzen, ech brauch kee Stempel, just fir ze verstoen wat drasteet?",
    "translation", None, None, situation="plain translation of a building contract, PT to DE")
add("lb-s10", "Ech sichen een deen eisen Hond dräimol d'Woch mëttes trëppele geet, well ech elo erëm voll schaffen.",
    None, None, None, situation="dog walker three times a week")
add("lb-t01", "Zanter e puer Deeg fällt bei eis de Stroum an der Kichen aus, all Kéier wann de Fouer an de Waasserkacher gläichzäiteg lafen. Am Keller ass dann ëmmer deeselwechte Schalter erofgefall, ech drécken en erëm erop an et geet eng Zäit. Gëschter huet et souguer e bëssen no verbrannte Plastik geroch beim Kaschten. D'Haus zu Wäisswampech ass vun 1978 an do gouf nach ni eppes gemaach. Kann dat een dës Woch nach kucken?",
    "electrical", "Weiswampach", "Wäisswampech", kind="a", nu="U", situation="kitchen circuit trips with oven and kettle, burnt smell at the board")
add("lb-t02", "Nom Stuerm vum Weekend hu mir e brongen Flecken um Plafong vum Kannerzëmmer, direkt ënnert dem Daach. Vum Gaart aus gesäit een, datt uewen beim Kamäin e puer Zillen verrutscht sinn an d'Rinn hänkt op enger Säit erof. Mir wunnen zu Furen, direkt beim Terrain de foot. Et soll Freideg erëm reenen, also wier et séier gutt.",
    "roofing", "Tandel", "Furen", kind="a", nu="U", situation="slipped tiles by the chimney and a hanging gutter after a storm")
add("lb-t03", "Nuets héiere mir iwwer eisem Schlofzëmmer e Kraazen an Trëppelen, ëmmer tëscht zwou an dräi Auer. Am Späicher leien kleng schwaarz Kréimelen laanscht d'Mauer an eng Tut mat Vulleféier ass ugeknaddert. D'Kaz sëtzt op eemol stonnelaang ënnert dem Plafong a kuckt no uewen. Mir sinn zu Ëlwen a mir hätten dat gär lass, ier d'Kanner et mierken.",
    "pest-control", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="scratching in the ceiling at night, droppings and gnawed bird seed in the attic")
add("lb-t04", "Laanscht eis Garage zu Buederscheid leeft e Rass an der Bausseemauer, dee lescht Joer nach hoerfein war, an elo passt eng 2-Cent-Mënz dran. Mäi Noper, dee fréier um Bau war, sot ech soll einfach Silikon dran sprëtzen an dat wier et. Ech hunn dat gemaach, mee de Silikon ass schonn erëm opgerappt. Ech hätt gär, datt sech dat een ukuckt an et richteg flécke kann, ier et Wanter gëtt.",
    "masonry", "Goesdorf", "Buederscheid", not_place=["Cent"], kind="b", nu="U", situation="widening crack in the garage wall, neighbour said silicone")
add("lb-t05", "An eisem Living zu Stolzebuerg bleift de Buedem kal, obwuel d'Fussbodenheizung am Rescht vum Haus gutt waarm gëtt. De Proprietaire mengt, ech soll einfach den Thermostat op d'Maximum setzen an e puer Deeg waarden, dat géif sech selwer regelen. Elo ass et zanter enger Woch op Maximum an et ännert näischt, just d'Rechnung klëmmt. Ech sichen e Chauffagist, deen de Verdeeler am Keller kontrolléiere kann.",
    "heating", "Putscheid", "Stolzebuerg", kind="b", nu="N", situation="one underfloor heating loop cold, landlord said turn thermostat to max")
add("lb-t06", "Mäi Schwoer huet gesot, et géif duergoen d'Kannerzëmmer einfach iwwer déi al Tapéit ze sträichen, dat géif keen gesinn. Elo, zwou Wochen drop, maachen sech iwwerall Blosen an op enger Plaz hänkt d'Tapéit mat der Faarf erof. D'Appartement ass um Lampertsbierg, drëtte Stack ouni Lift. Kann een dat richteg maachen, also Tapéit erof, Maueren glat an nei gestrach, virun der Summervakanz?",
    "painting", "Luxembourg", "Lampertsbierg", kind="b", nu="U", situation="paint over old wallpaper bubbling, brother-in-law's advice")
add("lb-t07", "Meng Mamm wunnt zu Burg-Reuland, direkt hannert der Grenz, an hire Rasen ass zanter dem Fréijoer bal nëmmen nach Moos. Den Noper huet hir gesot, si soll Salz dropstreeën, dat géif d'Moos ëmbréngen, an elo sinn och nach giel Placken dran. Ech sichen e Gäertner, deen de Rasen nei uleeë kann an hir seet, wat do wierklech hëlleft. Ech selwer wunnen zu Ettelbréck, mee et geet ëm hire Gaart.",
    "gardening", "abroad", "Burg-Reuland", distractors=["Ettelbréck"], kind="b", nu="N", situation="mossy lawn salted on a neighbour's advice, mother's house in Belgium")
add("lb-t08", "Mir sinn eng kleng Schräinerei zu Wilwerwiltz mat fënnef Leit am Büro an am Atelier. Zanter mir en neie Router kritt hunn, fënnt keen PC méi den Drécker, an de Laptop vum Chef verléiert all hallef Stonn de Wifi. Eisen Neveu huet schonn zwee Owender probéiert, ouni Succès. Mir bräichten en IT-Techniker, deen eemol alles uerdentlech opsetzt.",
    "it-support", "Kiischpelt", "Wilwerwiltz", kind="c", nu="N", situation="joinery workshop: printer and wifi broken after new router")
add("lb-t09", "Ech hunn zanter zwee Joer eng Hondsschoul an bis elo leeft alles iwwer Facebook an WhatsApp. D'Leit froen ëmmer erëm no enger Säit, wou se selwer e Cours reservéieren a bezuele kënnen. Et misst op Lëtzebuergesch, Franséisch an Däitsch sinn, an ech wëll et selwer kënnen upassen. Wat kascht esou eppes ongeféier?",
    "web-development", None, None, kind="c", nu="U", situation="dog training school wants a booking and payment site")
add("lb-t10", "Eise Musekverein huet zanter dësem Joer zwee bezuelten Dirigenten an eng Persoun fir d'Buvette. De Caissier mécht dat alles bis elo mat Excel, mee mat de Fiches de salaire an de Cotisatioune fir d'CCSS ass hien iwwerfuerdert. Mir sichen een, deen eis all Mount d'Léin ofrechent an um Enn vum Joer d'Konte kontrolléiert.",
    "accounting", None, None, kind="c", nu="U", situation="music society needs payroll for two paid conductors")
add("lb-t11", "Mir hunn e Reitstall zu Lipperscheid mat enger grousser Scheier, d'Daach weist no Süden an ass ongeféier 400 m² grouss. Eis Stroumrechnung ass duerch d'Belüftung an d'Waasserpompelen am Summer enorm. Mir wëllen do Panneauen drop setzen, fir de Stroum selwer ze produzéieren an de Rescht ze verkafen. Wien kann eis eng Offer maachen, och mat de Subsiden?",
    "solar", "Bourscheid", "Lipperscheid", kind="c", nu="U", situation="riding stable wants PV on a 400 m2 barn roof")
add("lb-t12", "Mäi Papp ass am Januar gestuerwen an huet en Haus an eng Wunneng a Portugal hannerlooss. Meng Schwëster wëll d'Haus direkt verkafen, ech wéilt et léiwer behalen. Brauche mir dofir en Affekot oder geet dat nëmmen iwwer den Notaire? A wat kascht esou eng éischt Berodung ongeféier?",
    "legal", None, None, not_place=["éischt"], kind="d", nu="N", situation="inheritance dispute between siblings, lawyer or notary")
add("lb-t13", "Mir hunn e Bauerenhaus vun 1920 zu Doncols kaaft a wëllen de Rez-de-chaussée komplett ëmbauen: Kichen eraus, d'Mauer tëscht Stuff a Kichen op, neie Buedem, Elektresch an Heizkierper. Ass et realistesch, datt mir während där Zäit uewen am Haus wunne bleiwen? Wéi vill Méint muss een fir esou eppes rechnen? Mir wëllen net ufänken, wa mir am Wanter ouni Kichen do stinn.",
    "renovation", "Winseler", "Doncols", kind="d", nu="U", situation="ground floor refit of a 1920 farmhouse, can we live upstairs, how long")
add("lb-t14", "D'Trap bei eis zu Déifferdeng ass aus massiver Eech a knaarzt bei all Tratt, besonnesch nuets wann d'Kanner schlofen. Lount et sech, se restauréieren ze loossen, oder ass et besser se direkt ze ersetzen? E Schräiner huet mir mol gesot, dat kéint een och vun ënnen befestegen. Wat mengt dir, a wat kascht dat ongeféier?",
    "carpentry", "Differdange", "Déifferdeng", not_place=["Eech"], kind="d", nu="N", situation="creaking solid oak staircase, repair or replace")
add("lb-t15", "Mir plënneren am Summer an en neit Appartement zu Mamer, 85 m² mat engem laange schmuele Living an enger oppener Kichen. Eis Miwwelen aus dem ale Haus passen do net richteg eran, an ech weess net ob mir de groussen Eckcanapé behalen oder verkafe sollen. Kann een eis e Plang maachen, wéi een de Raum opdeelt a wéi eng Luuchten a Faarwen do passen? Wat kascht esou eng Berodung?",
    "interior-design", "Mamer", "Mamer", kind="d", nu="U", situation="layout, lights and colours for a long narrow living room")

# ---------------- French ----------------
add("fr-s01", "Bonjour, notre chaudière à mazout Buderus à Esch-sur-Alzette n'a pas été entretenue depuis trois ans, est-ce que quelqu'un peut passer pour l'entretien annuel et l'analyse de combustion avant l'hiver ?",
    "heating", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="annual service of an oil boiler not serviced for three years")
add("fr-s02", "Je cherche un peintre pour refaire la cage d'escalier de notre maison à Oberkorn, trois niveaux, murs et plafonds, idéalement en mai.",
    "painting", "Differdange", "Oberkorn", situation="repaint a three-storey stairwell")
add("fr-s03", "Déménagement prévu fin juin de Rodange vers Arlon, maison 4 chambres + cave, il nous faudrait aussi un monte-meubles pour le canapé qui passe pas dans l'escalier.",
    "moving", "Pétange", "Rodange", distractors=["Arlon"], situation="house move from Rodange to Arlon with a furniture lift")
add("fr-s04", "On vient d'acheter à Bascharage une maison avec un jardin complètement à l'abandon, il faudrait tout défricher, enlever deux souches et ressemer une pelouse.",
    "gardening", "Käerjeng", "Bascharage", situation="overgrown garden: clear, remove stumps, new lawn")
add("fr-s05", "Combien coûte à peu près une installation photovoltaïque de 8 kWc sur un toit orienté sud-ouest à Soleuvre, et qui s'occupe du dossier Klimabonus ?",
    "solar", "Sanem", "Soleuvre", situation="price of an 8 kWp PV system and subsidy paperwork")
add("fr-s06", "Je viens d'emménager dans un appart quartier Gare et je voudrais faire changer le cylindre de la porte d'entrée, l'ancien locataire a sûrement gardé des doubles.",
    "locksmith", "Luxembourg", "Gare", situation="change the door cylinder after moving in")
add("fr-s07", "Nous vendons notre maison à Schifflange et l'agence nous conseille des photos professionnelles + une vidéo drone, vous avez quelqu'un de dispo la semaine prochaine ?",
    "photography", "Schifflange", "Schifflange", situation="property photos and drone video for a house sale")
add("fr-s08", "mon employeur veut me licencier pour faute grave après 11 ans sans aucun avertissement écrit je cherche un avocat en droit du travail rapidement svp",
    "legal", None, None, situation="dismissal for gross misconduct after 11 years, employment lawyer")
add("fr-s09", "Notre petit bureau au Kirchberg (6 postes) a besoin de quelqu'un pour installer un NAS Synology et mettre en place des sauvegardes automatiques.",
    "it-support", "Luxembourg", "Kirchberg", situation="NAS and automatic backups for a six-desk office")
add("fr-s10", "Quelqu'un connaît un bon garage pour remplacer l'embrayage d'une Golf 7, devis max neuf cents euros ?",
    None, None, None, not_place=["cents"], situation="car clutch replacement")
add("fr-t01", "Depuis une semaine, il y a une odeur d'égout dans la salle de bain du rez-de-chaussée, surtout le matin. Quand on vide la baignoire à l'étage, ça fait des glouglous dans le lavabo d'en bas et l'eau remonte un peu. On a déjà mis du vinaigre et du bicarbonate, sans effet. La maison est à Pontpierre, elle date des années 80.",
    "plumbing", "Mondercange", "Pontpierre", kind="a", nu="U", situation="sewer smell and water rising in the basin when the bath upstairs drains")
add("fr-t02", "Notre lave-vaisselle Bosch laisse depuis quelques jours un fond d'eau sale après chaque cycle. Les assiettes sortent avec des traces blanches et ça sent le renfermé quand on ouvre. J'ai nettoyé le filtre comme indiqué dans la notice, rien ne change. On habite à Tétange avec deux enfants, donc il tourne tous les jours...",
    "appliance-repair", "Kayl", "Tétange", kind="a", nu="U", situation="dishwasher leaves dirty water after each cycle")
add("fr-t03", "depuis qu'il fait chaud on voit le soir des petites bêtes brunes et plates qui filent sous le frigo dès qu'on allume dans la cuisine. ce matin il y en avait une dans le tiroir à couverts. on a tout nettoyé et mis des pièges collants du supermarché mais il y en a toujours. appartement au rez-de-chaussée à rumelange, immeuble ancien",
    "pest-control", "Rumelange", "rumelange", kind="a", nu="U", situation="flat brown insects running under the fridge at night")
add("fr-t04", "Le muret de soutènement en pierre au fond de notre jardin penche de plus en plus vers le chemin et deux pierres sont déjà tombées. Notre voisin nous avait dit qu'il suffisait de laisser pousser du lierre dessus, que les racines le tiendraient. Maintenant le lierre a fait éclater les joints ! Adresse : 7 rue des Prés, L-3450. Il faudrait quelqu'un pour le démonter et le refaire proprement, peut-être en béton avec un parement.",
    "masonry", "Dudelange", "L-3450", kind="b", nu="U", situation="leaning stone retaining wall, neighbour said ivy would hold it")
add("fr-t05", "Ma belle-mère habite à Audun-le-Tiche, juste de l'autre côté de la frontière, et le carrelage de sa terrasse se décolle par plaques entières. Un vendeur du magasin de bricolage lui a dit de recoller les carreaux avec de la colle pour intérieur, ce qu'elle a fait l'été dernier. Avec le gel de cet hiver tout s'est soulevé à nouveau. Est-ce que quelqu'un se déplace jusque là-bas pour refaire ça correctement ? Nous, on habite à Esch.",
    "tiling", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="b", nu="U", situation="terrace tiles relaid with indoor adhesive lifted by frost, across the border")
add("fr-t06", "Mon beau-père a installé lui-même des spots LED dans le faux plafond de la cuisine, avec un variateur qu'il avait récupéré. Il m'a assuré que n'importe quel variateur marchait avec des LED. Résultat : les spots clignotent, le variateur chauffe et hier soir il y a eu une odeur de brûlé. Je voudrais qu'un électricien vienne vérifier tout ça et poser un variateur compatible, chez nous à Huncherange.",
    "electrical", "Bettembourg", "Huncherange", kind="b", nu="N", situation="father-in-law fitted an incompatible LED dimmer, flickering and hot")
add("fr-t07", "Nos gouttières en zinc débordent à chaque grosse averse et l'eau coule le long de la façade. Notre voisin nous a conseillé de simplement mettre une grille dessus, mais ça déborde toujours, et maintenant on voit que la gouttière penche côté garage. Je pense qu'il faut un couvreur pour revoir la pente ou les remplacer. Maison à Crauthem, accès facile par le jardin.",
    "roofing", "Roeser", "Crauthem", kind="b", nu="N", situation="overflowing zinc gutters, neighbour suggested a leaf guard")
add("fr-t08", "Je gère un cabinet dentaire à Hellange avec deux salles de soins et une salle d'attente. Madame Rosa, qui s'occupait des locaux depuis douze ans, part à la retraite à la fin du mois. Nous cherchons une société qui puisse passer chaque soir après 19h, avec des produits adaptés aux locaux médicaux. Merci de me faire une offre au mètre carré.",
    "cleaning", "Frisange", "Hellange", kind="c", nu="U", situation="dental practice needs evening cleaning")
add("fr-t09", "Nous sommes une PME de logistique et nous recevons la semaine prochaine des partenaires brésiliens pour deux jours de négociations. Personne chez nous ne parle portugais correctement. Il nous faudrait un interprète français-portugais pour les réunions, puis la traduction du contrat final. Quels sont vos tarifs à la journée ?",
    "translation", None, None, kind="c", nu="N", situation="logistics firm needs a French-Portuguese interpreter for negotiations")
add("fr-t10", "Je suis présidente d'une petite asbl de parents d'élèves. Jusqu'ici le trésorier tenait les comptes dans un cahier, mais depuis qu'on organise la fête de l'école et la vente de gâteaux, ça devient sérieux. On voudrait que quelqu'un tienne nos comptes, prépare les comptes annuels pour l'assemblée générale et nous dise si on doit déclarer quelque chose aux impôts.",
    "accounting", None, None, kind="c", nu="U", situation="parents' association needs bookkeeping and annual accounts")
add("fr-t11", "Nous avons un restaurant à Leudelange, dans la zone industrielle, ouvert le midi seulement. Depuis lundi, l'évacuation de la plonge se bouche deux fois par jour et le siphon de sol de la cuisine déborde. Le bac à graisse n'a pas été vidé depuis longtemps je crois. Il nous faut un plombier avant le service de demain, on ferme à 15h.",
    "plumbing", "Leudelange", "Leudelange", kind="c", nu="N", situation="restaurant kitchen drain and floor gully blocked, grease trap")
add("fr-t12", "Je suis kiné indépendante et je voudrais enfin un site internet avec prise de rendez-vous en ligne. Vaut-il mieux passer par une plateforme toute faite avec abonnement mensuel ou payer quelqu'un pour un site sur mesure ? Je n'y connais rien, et j'ai peur de payer 3000 € pour un truc que je ne saurai pas mettre à jour.",
    "web-development", None, None, kind="d", nu="U", situation="physiotherapist: booking platform or custom site")
add("fr-t13", "Nous avons acheté un appartement des années 70 à Bertrange et voulons transformer entièrement la cuisine fermée et la salle de bain, en gardant le reste. Est-ce que 40 000 € c'est réaliste pour les deux pièces, environ 18 m² en tout ? Et combien de semaines sans cuisine faut-il prévoir, sachant qu'on a un bébé de 4 mois ?",
    "renovation", "Bertrange", "Bertrange", kind="d", nu="U", situation="refit kitchen and bathroom of a 1970s flat, budget and duration")
add("fr-t14", "On a une terrasse en bois exotique de 25 m² à Mersch, posée il y a 15 ans, et plusieurs lames sont devenues molles. Un menuisier m'a dit qu'on pouvait changer seulement les lames abîmées, un autre veut tout refaire en composite. Qu'est-ce qui est le plus raisonnable, sachant qu'on veut vendre la maison dans quelques années ? Et à peu près combien pour chaque option ?",
    "carpentry", "Mersch", "Mersch", kind="d", nu="N", situation="soft deck boards: replace some or rebuild in composite")
add("fr-t15", "Nous avons un séjour de 30 m² à Belair avec une seule fenêtre au nord, et il paraît toujours sombre, même avec trois lampadaires. Faut-il repenser l'éclairage, changer les couleurs des murs ou déplacer les meubles ? J'aimerais l'avis de quelqu'un qui s'y connaît, avec un plan, mais je ne sais pas combien coûte ce genre de conseil.",
    "interior-design", "Luxembourg", "Belair", kind="d", nu="U", situation="dark north-facing living room: lighting, colours, furniture")

# ---------------- German ----------------
add("de-s01", "Wir möchten die alten Fliesen in der Küche in Gonderange abschlagen lassen und etwa 22 m² neue Feinsteinzeugplatten 60x120 verlegen, wer hätte im Juni Zeit?",
    "tiling", "Junglinster", "Gonderange", situation="replace kitchen floor tiles with large-format porcelain")
add("de-s02", "Bei uns in Befort hat der Sturm ein Dachfenster (Velux GGL, Baujahr 2004) beschädigt und es regnet rein – wer kann das kurzfristig tauschen?",
    "roofing", "Beaufort", "Befort", situation="storm-damaged roof window letting rain in")
add("de-s03", "Unser Backofen von Siemens heizt nur noch mit Umluft, Ober- und Unterhitze bleiben kalt; Wohnung in Altrier, wann könnte jemand vorbeikommen?",
    "appliance-repair", "Bech", "Altrier", situation="oven top and bottom heat dead, fan mode works")
add("de-s04", "Suche eine Reinigungsfirma für eine Grundreinigung nach Malerarbeiten in unserem Büro in Düdelingen, 140 m², Boden voller Farbspritzer und überall Staub.",
    "cleaning", "Dudelange", "Düdelingen", situation="office clean after decorators")
add("de-s05", "Wir brauchen in der Garage in Scheidgen drei zusätzliche Steckdosen und eine 400-V-Dose für die Tischkreissäge.",
    "electrical", "Consdorf", "Scheidgen", situation="extra sockets and a 400 V outlet in the garage")
add("de-s06", "Tauben nisten seit Wochen auf unserem Balkon in Wasserbillig und alles ist voller Kot, kann jemand Spikes oder ein Netz anbringen?",
    "pest-control", "Mertert", "Wasserbillig", situation="pigeons nesting on a balcony")
add("de-s07", "Umzug im August vom Limpertsberg nach Trier, 2-Zimmer-Wohnung im vierten Stock mit Aufzug, bitte ein Angebot inklusive Einpacken.",
    "moving", "Luxembourg", "Limpertsberg", distractors=["Trier"], situation="flat move from Limpertsberg to Trier with packing")
add("de-s08", "Ich bin Grenzgänger aus Saarbrücken mit Arbeitgeber in Luxemburg und möchte dieses Jahr nach unserer Heirat zum ersten Mal eine Steuererklärung in Luxemburg machen lassen, wer hilft da?",
    "accounting", None, None, distractors=["Saarbrücken", "Luxemburg"], situation="cross-border worker's first tax return after marriage")
add("de-s09", "hallo wir wollen die fassade von unserem einfamilienhaus in oberdonven streichen lassen rund 180 m² zweistöckig gerüst wird gebraucht was kostet sowas ungefähr",
    "painting", "Flaxweiler", "oberdonven", situation="repaint the facade of a two-storey house")
add("de-s10", "Suche für meine Tochter (13) Nachhilfe in Mathe und Französisch, zweimal die Woche, gern auch online.",
    None, None, None, situation="maths and French tutoring for a teenager")
add("de-t01", "Seit zwei Wochen dreht sich unser Wasserzähler im Keller auch nachts, wenn niemand Wasser benutzt. Jeden Morgen um sechs, wenn der Wecker klingelt, höre ich außerdem ein leises Rauschen in der Wand hinter dem Bett. Die Rechnung der Gemeinde war letztes Quartal fast doppelt so hoch wie sonst, und neben der Einfahrt ist der Rasen an einer Stelle immer nass. Haus in Berbourg, Baujahr 1969.",
    "plumbing", "Manternach", "Berbourg", not_place=["Wecker"], kind="a", nu="U", situation="water meter turning at night, wet patch by the drive")
add("de-t02", "Gestern Abend ließ sich unsere Haustür in Strassen nur noch mit Gewalt abschließen, heute früh dreht sich der Schlüssel im Schloss einfach durch. Die Tür ist zu, aber nicht verriegelt, und ich traue mich nicht, das Haus so zu verlassen. Der Schlüssel ist ganz, er greift einfach nicht mehr. Ich muss um 14 Uhr zur Arbeit.",
    "locksmith", "Strassen", "Strassen", kind="a", nu="U", situation="key spins in the front door lock, door cannot be locked")
add("de-t03", "Seit wir im Flur neues Laminat haben, schleifen drei Zimmertüren unten am Boden und gehen nur noch mit Kraft zu. Bei der Badezimmertür sieht man schon helle Kratzer im neuen Boden. Die Türen sind aus massivem Holz, noch die originalen von 1985. Wir wohnen in Biwer und bräuchten das vor Weihnachten, weil dann Besuch kommt.",
    "carpentry", "Biwer", "Biwer", not_place=["Holz"], kind="a", nu="U", situation="solid wood doors drag on a new laminate floor")
add("de-t04", "Wir haben ein Haus in Igel bei Trier, gleich hinter der Grenze gegenüber von Wasserbillig. Der Druck der Heizung fällt jede Woche von 1,8 auf unter 1 bar, und mein Mann füllt jedes Mal Wasser nach, weil der Vermieter meinte, das sei bei alten Anlagen normal. Jetzt tropft es am Überdruckventil und der Kessel geht ab und zu auf Störung. Kommt jemand von Ihnen auch auf die deutsche Seite?",
    "heating", "abroad", "Igel", distractors=["Trier", "Wasserbillig"], kind="b", nu="U", situation="heating pressure drops weekly, landlord said refilling is normal")
add("de-t05", "Unser Nachbar hat uns geraten, die vier alten Apfelbäume im Frühjahr kräftig zurückzuschneiden, damit sie wieder tragen. Jetzt sind lauter senkrechte Wassertriebe gewachsen und dieses Jahr hatten wir fast keine Äpfel. Wir suchen einen Gärtner, der sich mit Obstbaumschnitt auskennt und die Bäume wieder in Form bringt. Grundstück in Mompach, Zufahrt über den Feldweg.",
    "gardening", "Rosport-Mompach", "Mompach", not_place=["einen"], kind="b", nu="N", situation="old apple trees over-pruned on a neighbour's advice")
add("de-t06", "Im Keller unseres Hauses in Christnach ist die Außenwand feucht und der Putz bröckelt unten ab. Im Baumarkt hat man uns eine Sperrfarbe verkauft, die wir letzten Herbst zweimal gestrichen haben. Jetzt blüht Salz durch die Farbe und der Putz fällt in ganzen Stücken herunter. Wer kann den alten Putz abschlagen und die Wand richtig mit Sanierputz neu machen?",
    "masonry", "Waldbillig", "Christnach", kind="b", nu="U", situation="damp cellar wall, DIY-store sealing paint, render falling off")
add("de-t07", "Seit März zeigt der Wechselrichter unserer PV-Anlage in Roodt-sur-Syre mehrmals am Tag eine Isolationsfehler-Meldung und schaltet ab. Mein Schwager meinte, das sei nur Feuchtigkeit und man solle ihn einfach jeden Morgen neu starten. Das machen wir jetzt seit Wochen, aber der Ertrag ist um ein Drittel gefallen. Ich hätte gern einen Solarteur, der die Module und Stecker mal durchmisst.",
    "solar", "Betzdorf", "Roodt-sur-Syre", not_place=["einen"], kind="b", nu="N", situation="inverter insulation fault, brother-in-law said just restart it")
add("de-t08", "Wir sind ein Familienweingut in Grevenmacher und haben im Probierraum, im Büro und im Lager jeweils eigene Rechner. Das WLAN reicht nicht bis ins Lager, und die Kasse verliert ständig die Verbindung zum Kartenterminal. Außerdem macht niemand Backups der Buchhaltungsdaten. Wir suchen einen IT-Dienstleister, der das Netzwerk ordentlich aufbaut und danach betreut.",
    "it-support", "Grevenmacher", "Grevenmacher", not_place=["einen"], kind="c", nu="N", situation="family winery: wifi, till connection and backups")
add("de-t09", "Wir führen ein kleines Hotel am Marktplatz in Echternach und haben gerade zwölf Zimmer renoviert. Die Bilder auf Booking und unserer Website sind zehn Jahre alt und zeigen noch die alten Teppiche. Wir bräuchten neue Aufnahmen von Zimmern, Frühstücksraum und Terrasse, am besten an einem sonnigen Vormittag im Mai. Was kostet so ein Tag ungefähr?",
    "photography", "Echternach", "Echternach", not_place=["führen"], kind="c", nu="U", situation="small hotel needs new room photos after refurbishment")
add("de-t10", "Unsere Bäckerei hat vor einem Jahr einen Leasingvertrag für einen neuen Ofen unterschrieben. Der Ofen fällt seit Monaten immer wieder aus, der Lieferant schickt niemanden und verlangt trotzdem jeden Monat die volle Rate. Wir möchten wissen, ob wir den Vertrag kündigen oder die Zahlungen zurückhalten dürfen. Kennen Sie einen Anwalt für Vertragsrecht?",
    "legal", None, None, not_place=["einen"], kind="c", nu="N", situation="bakery in a leasing dispute over a faulty oven")
add("de-t11", "Ich betreibe einen Campingplatz in Berdorf. Beim letzten Sturm sind zwei große Fichten umgeknickt und eine Birke hängt gefährlich schief über den Stellplätzen. Bevor Ende März die ersten Gäste kommen, müssen die Bäume weg und die Wurzelteller gefräst werden. Können Sie uns jemanden mit Hubsteiger schicken?",
    "gardening", "Berdorf", "Berdorf", not_place=["einen"], kind="c", nu="U", situation="campsite: storm-felled spruces and a leaning birch")
add("de-t12", "Ich verkaufe seit Jahren Honig und Bienenwachskerzen auf Märkten und möchte jetzt einen Onlineshop. Lohnt sich dafür Shopify oder ist WooCommerce auf Dauer günstiger? Und ab wie vielen Bestellungen im Monat rechnet sich ein professionell gebauter Shop überhaupt? Ich brauche auch Versand nach Deutschland und Belgien.",
    "web-development", None, None, not_place=["einen"], kind="d", nu="U", situation="beekeeper online shop: Shopify or WooCommerce")
add("de-t13", "Ich habe einen Roman von rund 300 Seiten auf Luxemburgisch geschrieben und möchte ihn auf Deutsch veröffentlichen. Reicht es, wenn ich ihn mit DeepL vorübersetze und ein Übersetzer ihn nur korrigiert, oder wird das Ergebnis schlechter? Was kostet eine literarische Übersetzung normalerweise pro Seite?",
    "translation", None, None, not_place=["einen"], kind="d", nu="N", situation="literary translation of a novel, machine pre-translation or not")
add("de-t14", "Wir haben eine 3-Zimmer-Wohnung in Gasperich geerbt, Baujahr 1982, alles noch original: Bad mit grünen Fliesen, Küche aus Eiche, Teppichböden. Wir überlegen, ob wir sie komplett modernisieren und dann vermieten oder lieber so verkaufen. Lohnt sich das bei einer Wohnung dieser Größe, und mit welchen Kosten pro Quadratmeter muss man heute rechnen?",
    "renovation", "Luxembourg", "Gasperich", kind="d", nu="U", situation="inherited 1982 flat: modernise and rent or sell as is")
add("de-t15", "Wir bauen in Ettelbrück um und bekommen einen offenen Wohn- und Essbereich von etwa 50 m². Sollte man so einen Raum lieber mit Teppichen und Regalen in Zonen aufteilen oder mit unterschiedlichen Lichtinseln? Ich möchte, dass jemand mit Erfahrung uns einen Einrichtungsplan macht, bevor wir Möbel kaufen. Was kostet so etwas, und geht das auch online?",
    "interior-design", "Ettelbruck", "Ettelbrück", not_place=["einen"], kind="d", nu="U", situation="zoning a 50 m2 open living and dining area")

# ---------------- English ----------------
add("en-s01", "Can someone replace the old ceiling rose in our Merl flat with a proper fitting for a heavy chandelier, and move the light switch next to the door?",
    "electrical", "Luxembourg", "Merl", situation="ceiling fitting for a heavy chandelier and moving a switch")
add("en-s02", "kitchen sink in Bertrange draining really slowly and now the pipe under it is leaking at the joint, need someone this week pls",
    "plumbing", "Bertrange", "Bertrange", situation="slow kitchen sink drain and leaking joint underneath")
add("en-s03", "We're back from 6 weeks in Canada and the grass in our garden in Howald is knee high, could someone do a first cut and then mow every two weeks until October?",
    "gardening", "Hesperange", "Howald", distractors=["Canada"], not_place=["grass"], situation="overgrown lawn after holiday, then regular mowing")
add("en-s04", "Looking for a tiler to regrout and reseal the shower in our Senningerberg apartment, the grout is cracked and water is getting behind the tiles.",
    "tiling", "Niederanven", "Senningerberg", situation="regrout and reseal a shower with cracked grout")
add("en-s05", "our tumble dryer (Miele T1) runs but the clothes come out still damp after 2 hours, we're in sandweiler, does anyone repair these or is it time for a new one?",
    "appliance-repair", "Sandweiler", "sandweiler", situation="tumble dryer leaves clothes damp")
add("en-s06", "Quote needed to paint the wooden shutters and front door of our house in Munsbach – 8 shutters, the paint is peeling badly.",
    "painting", "Schuttrange", "Munsbach", situation="repaint peeling wooden shutters and front door")
add("en-s07", "Could we get a one-off deep clean of a 4-bedroom house in Moutfort before my in-laws arrive on the 20th, including the oven and inside windows?",
    "cleaning", "Contern", "Moutfort", situation="one-off deep clean before family visit")
add("en-s08", "I'm a yoga teacher and need a simple site where people can see my class schedule and pay for a 10-class card online.",
    "web-development", None, None, situation="yoga teacher needs schedule and class-card payment site")
add("en-s09", "Relocating from Helmsange back to Lisbon in September – 3-bed house, about 25 m³, need quotes for packing, shipping and a month of storage.",
    "moving", "Walferdange", "Helmsange", distractors=["Lisbon"], situation="international move from Helmsange to Lisbon with storage")
add("en-s10", "Does anyone know a good piano teacher for an adult beginner, ideally in English?",
    None, None, None, situation="piano lessons for an adult")
add("en-t01", "Every morning the house in Mullendorf is freezing even though the heating is set to come on at 5:30. When I go down to the basement the burner starts, runs for a minute with a loud clicking and then stops, and a little red light comes on. If I press the reset button it works for the rest of the day. It's been like this for a week and we have a newborn at home.",
    "heating", "Steinsel", "Mullendorf", kind="a", nu="U", situation="burner locks out every morning, works after reset")
add("en-t02", "I've been waking up with rows of small itchy bites on my arms and legs for about ten days. This morning I found tiny dark spots along the mattress seam and something that looked like an apple seed moving. My partner has nothing, which is weird. We rent a flat in Clausen and I just came back from a work trip to Barcelona.",
    "pest-control", "Luxembourg", "Clausen", distractors=["Barcelona"], kind="a", nu="U", situation="bites at night and spots on the mattress after a trip")
add("en-t03", "Since last weekend my home office PC in Bridel takes about ten minutes to start and then Outlook freezes every time I open an attachment. Random windows pop up in the browser offering prizes, and my son swears he didn't install anything. I also can't print any more, the printer just says offline. I have client deadlines on Friday.",
    "it-support", "Kopstal", "Bridel", kind="a", nu="U", situation="slow PC, browser pop-ups, printer offline")
add("en-t04", "Our front door lock in Capellen had been stiff for a while, and the landlord told us to squirt some cooking oil into it. That worked for two days, and now the key goes in but will hardly turn, it feels gummed up. I'm worried we'll end up locked out or locked in. Could someone come and clean or replace the cylinder?",
    "locksmith", "Mamer", "Capellen", kind="b", nu="U", situation="lock gummed up after landlord's cooking-oil advice")
add("en-t05", "The brick pillar at the end of our drive in Hassel has a big diagonal crack and the top stones are loose since a delivery van clipped it. My father-in-law said to fill it with expanding foam and paint over it, which we did, but it looks awful and it's still moving. I think we need a proper bricklayer to take it down and rebuild it. Our gate hangs on it, so it's a bit urgent.",
    "masonry", "Weiler-la-Tour", "Hassel", kind="b", nu="N", situation="cracked brick gate pillar filled with foam")
add("en-t06", "The flat roof over our garage in Limpach leaks in one corner every time it rains hard. My brother poured bitumen from the DIY store over the spot last autumn, but the water just found another way in. Now the plasterboard ceiling in the garage is sagging. Can someone come and look at the whole roof covering, not just patch it again?",
    "roofing", "Reckange-sur-Mess", "Limpach", kind="b", nu="U", situation="leaking garage flat roof patched with DIY bitumen")
add("en-t07", "We've just bought a house in Thionville and the main bedroom has a sloping ceiling with a long, awkward alcove. The guy at the furniture store in Metz told us a standard wardrobe would fit if we took the feet off – it doesn't, by about 15 cm. So now I'd like a carpenter to build a fitted wardrobe into the alcove, in oak veneer if possible. Do your people work on the French side?",
    "carpentry", "abroad", "Thionville", distractors=["Metz"], kind="b", nu="N", situation="fitted wardrobe under a sloping ceiling after bad shop advice")
add("en-t08", "We're a small architecture practice with seven people in an old building in the Grund. Our server is a ten-year-old tower under someone's desk and the Wi-Fi drops in the back rooms with the thick walls. We'd like to move our files to the cloud, get proper Wi-Fi and have someone on call when things break. Is there an IT company that does monthly support contracts for offices this size?",
    "it-support", "Luxembourg", "Grund", kind="c", nu="N", situation="architecture practice: old server, Wi-Fi, support contract")
add("en-t09", "Our accounting firm in Strassen is relaunching its website and LinkedIn pages next month. We need consistent portraits of 14 staff, ideally shot in our meeting room with the same background and lighting. A couple of partners can only do early mornings. Could someone quote for half a day on site?",
    "photography", "Strassen", "Strassen", kind="c", nu="U", situation="staff portraits for an accounting firm")
add("en-t10", "I run a small specialty coffee roastery, a SARL-S now in its second year with two part-time employees. My cousin did the books last year in a spreadsheet, but the bank wants proper annual accounts before they'll give us a loan. I need someone to take over the books, file the annual accounts and handle the corporate tax return.",
    "accounting", None, None, kind="c", nu="U", situation="coffee roastery needs bookkeeping and annual accounts for a bank loan")
add("en-t11", "I'm the treasurer of a football club in Junglinster. The clubhouse has a big south-facing roof and our electricity bill for the floodlights and showers is killing us. The commune says there may be a grant if we put panels up and feed some of the power into the grid. Who could come and do a study and give us a quote?",
    "solar", "Junglinster", "Junglinster", not_place=["bill"], kind="c", nu="U", situation="football club wants PV on the clubhouse roof")
add("en-t12", "The builder finishing our new house is now eight months late and has just sent a bill for 'extras' we never agreed to. The contract has a penalty clause but he says it doesn't apply because of supply problems. Is it worth getting a lawyer involved at this stage, or should we first send a registered letter ourselves? Roughly what would a first consultation cost?",
    "legal", None, None, not_place=["bill"], kind="d", nu="N", situation="late builder billing unagreed extras, lawyer now or letter first")
add("en-t13", "My Japanese wife and I are buying a flat and the signing at the notary is next month, all in French. Her French is basic, and the notary says she must understand everything she signs. Do we need an official interpreter, or can a friend who speaks both languages translate for her? What does an interpreter usually charge for an hour or two?",
    "translation", None, None, kind="d", nu="N", situation="interpreter for a notary signing")
add("en-t14", "We're looking at a 1960s bungalow in Gosseldange that needs everything: new kitchen, bathroom, floors, windows and insulation. The asking price is 780k and I'm trying to work out if it's worth it. Roughly what should we budget per m² to redo a 120 m² house completely, and how long before we could move in?",
    "renovation", "Lintgen", "Gosseldange", kind="d", nu="U", situation="budget and duration for renovating a 1960s bungalow before buying")
add("en-t15", "We've rented a small two-bedroom in Neudorf and my daughter is moving into the box room, 7 m², with a bed, a desk and a lot of stuff. Is it better to go for a loft bed with the desk underneath, or a normal bed and wall shelves? I'd pay someone to draw us a proper layout and tell us what to buy, if it's not crazy expensive. Does anyone do one-off sessions like that?",
    "interior-design", "Luxembourg", "Neudorf", kind="d", nu="U", situation="layout for a 7 m2 child's room")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, preciso de alguém para ver o telhado da minha casa em Mersch, depois da tempestade caíram umas telhas e a caleira está solta.",
    "roofing", "Mersch", "Mersch", situation="fallen roof tiles and loose gutter after a storm")
add("pt-s02", "queria fazer um muro de blocos com 1,20 m de altura e 15 metros de comprimento no fundo do quintal em prettingen quanto fica mais ou menos",
    "masonry", "Lintgen", "prettingen", situation="build a 15 m block wall at the back of the garden")
add("pt-s03", "Bom dia, na casa em Bofferdange metade das tomadas do rés-do-chão deixaram de funcionar depois da trovoada de ontem, o disjuntor não disparou mas não há corrente 😟",
    "electrical", "Lorentzweiler", "Bofferdange", situation="half the ground-floor sockets dead after a thunderstorm")
add("pt-s04", "Precisava de um carpinteiro para fazer umas prateleiras embutidas em carvalho à volta da lareira, casa em Schoos, já tenho as medidas todas.",
    "carpentry", "Fischbach", "Schoos", situation="built-in oak shelves around a fireplace")
add("pt-s05", "Temos ratos no galinheiro e já se vêem buracos junto à casa em Heffingen, alguém trata disso com segurança por causa do cão?",
    "pest-control", "Heffingen", "Heffingen", situation="rats in the hen house, dog-safe treatment")
add("pt-s06", "Queria instalar um poêle à pellets na sala da casa em Larochette, alguém faz a instalação completa com a saída pela chaminé que já existe?",
    "heating", "Larochette", "Larochette", situation="install a pellet stove using the existing flue")
add("pt-s07", "Comprei um T1 no Bonnevoie e queria ajuda de alguém para escolher cores, iluminação e móveis, porque tem só 42 m² e quero que pareça maior.",
    "interior-design", "Luxembourg", "Bonnevoie", situation="colours, lighting and furniture for a 42 m2 flat")
add("pt-s08", "Preciso de traduzir para francês o relatório do hospital de Coimbra sobre a operação da minha mãe, são 4 páginas, para o médico daqui perceber.",
    "translation", None, None, distractors=["Coimbra"], situation="translate a Portuguese hospital report into French")
add("pt-s09", "Procuro senhora ou empresa para limpeza semanal de uma casa em Cruchten, 3 horas por semana, de preferência às sextas.",
    "cleaning", "Nommern", "Cruchten", situation="weekly house cleaning, three hours")
add("pt-s10", "Alguém conhece uma costureira que faça arranjos em vestidos de cerimónia, é para o batizado do meu neto daqui a 3 semanas?",
    None, None, None, situation="dressmaker to alter a formal dress")
add("pt-t01", "A nossa arca congeladora da garagem começou a fazer um barulho alto tipo zumbido, e a tampa já não fecha bem por causa do gelo. Ontem reparei que as coisas de cima estavam moles. Tenho lá dentro a carne de um porco inteiro que veio de Portugal! Moramos em Colmar-Berg, perto da fábrica da Goodyear.",
    "appliance-repair", "Colmar-Berg", "Colmar-Berg", kind="a", nu="U", situation="chest freezer humming, iced lid, food thawing")
add("pt-t02", "Sempre que chove forte sai água pelo ralo da cave e fica tudo molhado junto à máquina de lavar. Cheira mal e já tivemos de deitar fora caixas de cartão. O vizinho da frente diz que a ele não acontece. A casa é em Bissen, é geminada, dos anos 90.",
    "plumbing", "Bissen", "Bissen", kind="a", nu="U", situation="cellar floor drain backs up in heavy rain")
add("pt-t03", "Na cozinha, quando se anda perto do frigorífico, o chão faz um som oco e duas peças já têm uma racha a atravessar. Hoje de manhã uma delas levantou um bocadinho na ponta. A casa é em Esch-Alzette, comprámos há um ano, e parece que o antigo dono fez aquilo sozinho. Não quero que a minha mãe tropece, ela tem 80 anos.",
    "tiling", "Esch-sur-Alzette", "Esch-Alzette", kind="a", nu="U", situation="hollow-sounding, cracked and lifting kitchen floor tiles")
add("pt-t04", "A casa da minha mãe em Longwy tem a sala pintada de vermelho escuro e ela quer branco. Na loja de bricolage disseram-lhe que com a tinta 'uma demão' chegava, e o meu irmão pintou no domingo. Ficou tudo às manchas, cor de rosa em algumas partes! Alguém de vocês vai até ao lado francês para pintar aquilo como deve ser? Eu moro em Esch mas o trabalho é lá.",
    "painting", "abroad", "Longwy", distractors=["Esch"], kind="b", nu="U", situation="one-coat paint over dark red left patches, mother's house in France")
add("pt-t05", "Há três anos o vizinho aconselhou-nos a plantar bambu ao longo da vedação para ter privacidade. Agora o bambu está a sair por baixo do terraço e no relvado, a dois metros da linha original. Precisamos de um jardineiro que arranque tudo e ponha uma barreira de raízes, ou que nos diga o que se pode fazer. Moramos em Boevange-sur-Attert.",
    "gardening", "Helperknapp", "Boevange-sur-Attert", kind="b", nu="N", situation="running bamboo planted on a neighbour's advice spreading")
add("pt-t06", "Fiquei trancada fora de casa em Niederkorn no sábado e o meu cunhado disse que tinha visto no YouTube como abrir com um berbequim. Abriu, mas agora a fechadura está destruída e a porta só fica fechada com uma cadeira encostada por dentro. Preciso urgentemente de um serralheiro para pôr uma fechadura nova de segurança. Trabalho por turnos, mas posso estar em casa a partir das 15h.",
    "locksmith", "Differdange", "Niederkorn", kind="b", nu="N", situation="lock drilled out by brother-in-law, new security lock needed")
add("pt-t07", "O meu cunhado comprou dois painéis de varanda na internet e ligou-os a uma tomada normal na varanda do nosso apartamento em Mertzig. O vizinho de baixo diz que assim é perigoso e que o syndic nem sabe. O cunhado acha que está tudo bem porque 'na Alemanha toda a gente faz'. Queria que alguém viesse ver, pôr isto legal e dizer se vale a pena ficar com eles.",
    "solar", "Mertzig", "Mertzig", kind="b", nu="U", situation="DIY balcony PV plugged into a socket, make it legal")
add("pt-t08", "Somos uma pequena empresa de construção e acabámos quatro apartamentos em Niederfeulen. A entrega das chaves aos donos é no dia 12 e está tudo cheio de pó de gesso, restos de silicone nos vidros e cimento no chão da garagem. Precisamos de uma equipa que deixe os quatro prontos a entregar, incluindo as janelas. Têm disponibilidade na próxima semana?",
    "cleaning", "Feulen", "Niederfeulen", kind="c", nu="U", situation="builder needs final clean of four new flats")
add("pt-t09", "Tenho uma empresa de pladur com o meu irmão, somos quatro empregados. Até agora era um amigo que fazia as fichas de salário, mas ele voltou para Portugal. Precisamos de um contabilista que faça os salários todos os meses, as declarações à CCSS e as contas do fim do ano. Falam português?",
    "accounting", None, None, kind="c", nu="N", situation="drywall firm needs payroll and annual accounts")
add("pt-t10", "Sou da direção de um rancho folclórico português e queremos ter finalmente uma página na internet. Queremos mostrar as fotos das atuações, o calendário das festas e ter um formulário para quem se quer inscrever. Não temos muito dinheiro, somos uma associação. Alguém faz isso barato e nos ensina a atualizar?",
    "web-development", None, None, kind="c", nu="U", situation="folk dance group wants a website with sign-up form")
add("pt-t11", "Temos uma pastelaria portuguesa em Warken e vamos lançar encomendas online de bolos de aniversário. Precisamos de fotos bonitas dos bolos, dos pastéis de nata e da loja, com boa luz. Pode ser numa segunda-feira, que estamos fechados. Quanto custa uma sessão de duas ou três horas?",
    "photography", "Ettelbruck", "Warken", kind="c", nu="U", situation="pastry shop needs product photos of cakes")
add("pt-t12", "Eu e o meu marido casámos em Portugal mas vivemos no Luxemburgo há 15 anos, e agora queremos divorciar-nos. É melhor fazer o divórcio aqui ou em Portugal? Temos uma casa lá e um apartamento cá, e dois filhos menores. Quanto cobra normalmente um advogado para um divórcio por mútuo acordo?",
    "legal", None, None, distractors=["Luxemburgo"], kind="d", nu="N", situation="divorce: Luxembourg or Portugal, lawyer's fee")
add("pt-t13", "Vamos mudar de Schieren para Colmar-Berg no fim do mês, são só 5 km. Compensa alugar uma carrinha e chamar os amigos, ou é melhor pagar a uma empresa de mudanças? Temos um roupeiro de 3 portas muito pesado e uma máquina de lavar no primeiro andar. Quanto pode custar mais ou menos com empresa?",
    "moving", "Schieren", "Schieren", distractors=["Colmar-Berg"], kind="d", nu="N", situation="short move: rent a van or hire movers")
add("pt-t14", "Temos um sótão grande na casa em Ingeldorf que está só com isolamento no chão. Estamos a pensar transformá-lo em dois quartos e uma casa de banho para os miúdos. Vale a pena ou sai mais barato comprar um apartamento maior? Quanto custa mais ou menos uma obra destas, com janelas de telhado e tudo?",
    "renovation", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="U", situation="convert the attic into two bedrooms and a bathroom, worth it")
add("pt-t15", "O wifi no nosso apartamento em Hollerich não chega ao quarto do fundo, onde o meu filho estuda e eu faço teletrabalho às vezes. Comprei um repetidor e ficou pior. O que é melhor, um sistema mesh ou passar um cabo de rede pelo corredor? Alguém pode vir cá pôr isto a funcionar?",
    "it-support", "Luxembourg", "Hollerich", kind="d", nu="U", situation="home wifi does not reach the back room: mesh or cable")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, lo scarico della doccia nella nostra casa a Remich è quasi completamente intasato e l'acqua resta ferma per dieci minuti, potete mandare qualcuno domani?",
    "plumbing", "Remich", "Remich", situation="shower drain almost blocked")
add("it-s02", "Vorrei far costruire una scala in legno di rovere per salire in soffitta nella casa di Altwies, l'apertura nel solaio c'è già.",
    "carpentry", "Mondorf-les-Bains", "Altwies", situation="oak loft staircase through an existing opening")
add("it-s03", "Cerchiamo qualcuno per pulire i vetri di una villetta a Remerschen, sono tante finestre grandi più una veranda, una volta al mese.",
    "cleaning", "Schengen", "Remerschen", situation="monthly window cleaning of a house with a veranda")
add("it-s04", "Abito al Pfaffenthal e ieri sera ho perso il mazzo di chiavi tornando da una festa a Strassen, vorrei cambiare il cilindro della porta oggi stesso.",
    "locksmith", "Luxembourg", "Pfaffenthal", distractors=["Strassen"], situation="lost keys after a party, change the cylinder today")
add("it-s05", "Trasloco da Greiveldange al Kirchberg a fine aprile, bilocale con cantina, ci servono 2 uomini e un furgone per mezza giornata.",
    "moving", "Stadtbredimus", "Greiveldange", distractors=["Kirchberg"], situation="small flat move from Greiveldange to Kirchberg")
add("it-s06", "Abbiamo un giardino di 600 m² a Waldbredimus tutto da progettare, ci piacerebbe un orto, un prato e qualche albero da frutto 🌳",
    "gardening", "Bous-Waldbredimus", "Waldbredimus", situation="design a 600 m2 garden with vegetable patch and fruit trees")
add("it-s07", "Vorremmo un impianto solare termico per l'acqua calda sulla casa a Filsdorf, siamo in 5 e consumiamo tantissima acqua, quanto costa?",
    "solar", "Dalheim", "Filsdorf", situation="solar thermal for hot water, family of five")
add("it-s08", "Sono pensionato italiano residente qui dal 2019 e non ho mai capito se devo dichiarare la pensione INPS anche in Lussemburgo, qualcuno mi può fare la dichiarazione dei redditi?",
    "accounting", None, None, distractors=["Lussemburgo"], situation="retiree's tax return with an Italian pension")
add("it-s09", "Mi serve un interprete italiano-tedesco per accompagnare mio padre a una visita specialistica in ospedale giovedì mattina.",
    "translation", None, None, situation="interpreter for a hospital appointment")
add("it-s10", "Cerco un catering per la comunione di mia figlia a maggio, circa 40 persone, cucina italiana se possibile.",
    None, None, None, situation="catering for a first communion")
add("it-t01", "Da qualche giorno in casa a Canach fa freddo: i termosifoni sono appena tiepidi in tutte le stanze e anche l'acqua della doccia esce poco calda. L'unità esterna della pompa di calore è sempre accesa e fa più rumore del solito. Il display in cucina dice che è tutto normale. Ho due bambini piccoli e la sera arriviamo a 17 gradi.",
    "heating", "Lenningen", "Canach", kind="a", nu="U", situation="heat pump runs nonstop, radiators and hot water lukewarm")
add("it-t02", "Abbiamo una casetta a Mondorff, dalla parte francese, proprio di fronte alle terme di Mondorf-les-Bains. Ogni volta che piove forte salta il differenziale e restiamo al buio, e si riattacca solo quando il giardino si asciuga. Le lampade del vialetto sono vecchie e una ha il vetro rotto. Potete mandare qualcuno anche oltre confine?",
    "electrical", "abroad", "Mondorff", distractors=["Mondorf-les-Bains"], kind="a", nu="U", situation="RCD trips when it rains, old garden path lights, house in France")
add("it-t03", "Nell'armadio della camera ho trovato buchi in tre maglioni di lana e in una sciarpa di cashmere. La sera vedo volare delle piccole farfalline beige vicino alla luce. Ho lavato tutto e messo la lavanda, ma continuano a uscire. Casa a Ehnen, vicino alla Mosella.",
    "pest-control", "Wormeldange", "Ehnen", kind="a", nu="U", situation="holes in woollens and small moths in the wardrobe")
add("it-t04", "Vogliamo aprire un passaggio tra cucina e soggiorno nella nostra casa a Schouweiler. Un amico del calcetto ci ha detto che il muro non è portante e che possiamo buttarlo giù da soli un sabato, ma sopra c'è il bagno. Prima di fare disastri vorrei che un muratore venisse a vedere e, se serve, mettesse una trave. Quanto tempo ci vorrebbe?",
    "masonry", "Dippach", "Schouweiler", kind="b", nu="N", situation="opening a wall between kitchen and living room, friend said not load-bearing")
add("it-t05", "Il negozio dove abbiamo comprato le piastrelle ci ha detto che potevamo posarle direttamente sopra quelle vecchie del bagno, senza togliere niente. Mio marito l'ha fatto, ma ora la porta non si chiude più e ai bordi della doccia le fughe si stanno già crepando. Cerco un piastrellista serio che rifaccia tutto togliendo i due strati. Siamo a Dahlem.",
    "tiling", "Garnich", "Dahlem", kind="b", nu="N", situation="tiles laid over old tiles on shop advice, redo")
add("it-t06", "Mia suocera ci ha detto di usare la vernice per esterni avanzata anche per il soffitto della cucina, tanto 'è più resistente'. Dopo due mesi il soffitto è pieno di crepe sottili e in alcuni punti si stacca a scaglie. Vorrei far raschiare tutto e ridipingere con il prodotto giusto. La casa è a kehlen, il soffitto è alto 2,70.",
    "painting", "Kehlen", "kehlen", kind="b", nu="U", situation="exterior paint on a kitchen ceiling flaking")
add("it-t07", "Il proprietario della casa che affittiamo a Goeblange ci ha detto di spegnere del tutto il riscaldamento a pavimento nelle camere che non usiamo, per risparmiare. Ora in quelle stanze fa freddissimo, il resto della casa non si scalda più bene e la caldaia gira continuamente. Vorrei che qualcuno regolasse l'impianto come si deve e ci spiegasse come usarlo. Possiamo fissare una visita la settimana prossima?",
    "heating", "Koerich", "Goeblange", kind="b", nu="U", situation="landlord said switch off underfloor loops in unused rooms")
add("it-t08", "Gestiamo un piccolo supermercato a Kleinbettingen. L'inverno scorso la neve è scivolata dal tetto sul parcheggio e ha ammaccato due auto dei clienti. Vorremmo far installare dei paraneve su tutto il lato del parcheggio, prima di novembre. Cerchiamo un lattoniere o un'impresa di coperture che ci faccia un preventivo.",
    "roofing", "Steinfort", "Kleinbettingen", kind="c", nu="N", situation="supermarket wants snow guards over the car park")
add("it-t09", "Abbiamo una piccola agenzia viaggi a Eischen con tre computer ancora con Windows 10 e una stampante condivisa che funziona quando vuole. Il supporto di Windows 10 è finito e il programma delle prenotazioni ci chiede di aggiornare. Ci serve un tecnico informatico che faccia il passaggio a Windows 11 senza perdere i dati e sistemi la stampante. Possibilmente di lunedì, quando siamo chiusi.",
    "it-support", "Habscht", "Eischen", kind="c", nu="N", situation="travel agency: Windows 11 migration and shared printer")
add("it-t10", "La nostra ditta di impianti elettrici a Itzig compie 50 anni a settembre e facciamo una festa in magazzino con clienti e dipendenti. Vorremmo un video di due o tre minuti da mettere sul sito e qualche foto di gruppo. La festa inizia alle 17 e dura fino a tarda sera. Qualcuno è libero sabato 19 settembre?",
    "photography", "Hesperange", "Itzig", kind="c", nu="U", situation="electrical firm's 50th anniversary video and photos")
add("it-t11", "Gestiamo un B&B con quattro camere vicino a Schengen, tra le vigne. Finora le prenotazioni arrivano solo da Booking, che si prende il 17 per cento. Vorremmo un sito nostro, in italiano, francese, tedesco e inglese, con un calendario delle disponibilità e pagamento con carta. Chi potrebbe farlo e mantenerlo?",
    "web-development", None, None, distractors=["Schengen"], kind="c", nu="U", situation="B&B wants its own multilingual booking site")
add("it-t12", "Ho comprato una macchina usata da un privato tre settimane fa e ora il meccanico dice che il motore ha un danno che il venditore sicuramente conosceva. Il venditore non risponde più ai messaggi. Conviene rivolgersi a un avvocato per una cifra di circa 4.000 euro, o le spese legali costano più di quello che recupero?",
    "legal", None, None, kind="d", nu="N", situation="hidden defect in a used car, is a lawyer worth it for 4000 euros")
add("it-t13", "Abbiamo appena comprato una casa a schiera degli anni '70 a Holzem. Vorremmo rifare bagno e cucina e spostare la cucina nel soggiorno, per avere un open space. È meglio fare tutto prima di entrare, anche se per qualche mese pagheremo affitto e mutuo insieme, o si può vivere in casa durante i lavori? Quanto durano di solito lavori così?",
    "renovation", "Mamer", "Holzem", kind="d", nu="U", situation="terraced house refit: before moving in or while living there")
add("it-t14", "Abbiamo un appartamento in Ville-Haute con soffitti alti 3,40 m e muri in pietra, molto bello ma freddo come atmosfera. Ha senso spendere per un progetto d'arredo con qualcuno del mestiere, o bastano un paio di consigli su colori e luci? Non vogliamo rifare tutto, solo renderlo più accogliente.",
    "interior-design", "Luxembourg", "Ville-Haute", kind="d", nu="U", situation="make a high-ceilinged stone-walled flat cosier")
add("it-t15", "Il piano a induzione AEG che abbiamo da nove anni a Ehlerange da qualche giorno non accende più due delle quattro zone. Vale la pena farlo riparare o, con quello che costa la manodopera, conviene comprarne uno nuovo? Uno nuovo simile costa sui 700 euro.",
    "appliance-repair", "Sanem", "Ehlerange", kind="d", nu="U", situation="induction hob with two dead zones, repair or replace")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesitamos pintar el interior completo de una casa en Redange-sur-Attert antes de mudarnos, unos 180 m² de paredes y techos, ¿podéis darnos presupuesto?",
    "painting", "Redange", "Redange-sur-Attert", situation="paint the whole interior before moving in")
add("es-s02", "Queremos poner iluminación LED empotrada en el techo del salón y cambiar todos los enchufes viejos de la casa en Noerdange, que es de los años 60.",
    "electrical", "Beckerich", "Noerdange", situation="recessed LED lighting and replacing old sockets")
add("es-s03", "La caldera de gasóleo de mi casa en Bettborn tiene 28 años y quiero cambiarla por una bomba de calor, ¿quién me puede asesorar y hacer la instalación?",
    "heating", "Préizerdaul", "Bettborn", situation="replace a 28-year-old oil boiler with a heat pump")
add("es-s04", "Se han caído varias pizarras del tejado de nuestra casa en Colpach-Bas con el viento de anoche y hay un agujero encima del garaje, ¿alguien puede venir urgente a taparlo?",
    "roofing", "Ell", "Colpach-Bas", situation="slates blown off, hole above the garage")
add("es-s05", "busco alicatador para poner azulejos en la pared de la cocina de mi casa en koetschette unos 8 metros cuadrados ya tengo los azulejos comprados",
    "tiling", "Rambrouch", "koetschette", situation="tile 8 m2 of kitchen wall, tiles already bought")
add("es-s06", "Mi lavadora Samsung no centrifuga y deja la ropa empapada, vivo en Saeul, ¿reparáis a domicilio?",
    "appliance-repair", "Saeul", "Saeul", situation="washing machine does not spin")
add("es-s07", "Hay hormigas voladoras saliendo por una grieta del zócalo del salón en nuestra casa de useldange, ¿cómo nos libramos de ellas?",
    "pest-control", "Useldange", "useldange", situation="winged ants coming out of a skirting crack")
add("es-s08", "Tengo una pequeña empresa de reformas y quiero una web con fotos de los trabajos y un formulario para pedir presupuesto, ¿cuánto cuesta algo así?",
    "web-development", None, None, situation="renovation firm wants a portfolio site with quote form")
add("es-s09", "Mi casero se niega a devolverme la fianza de tres meses después de dejar el piso impecable, ¿me recomendáis un abogado que hable español?",
    "legal", None, None, situation="landlord keeps a three-month deposit")
add("es-s10", "¿Alguien conoce una autoescuela que dé clases en español o inglés para sacar el carné luxemburgués?",
    None, None, None, situation="driving school in Spanish or English")
add("es-t01", "Desde hace una semana sale muy poca agua por todos los grifos de la casa, sobre todo la fría. La ducha es casi un hilo y la cisterna tarda diez minutos en llenarse. El ayuntamiento estuvo haciendo obras en la calle justo antes. Vivimos en Michelbouch y a los vecinos no les pasa.",
    "plumbing", "Vichten", "Michelbouch", kind="a", nu="U", situation="very low water pressure at every tap after street works")
add("es-t02", "El parqué de roble del salón se ha levantado formando una especie de joroba cerca de la puerta de la terraza. Cuando pisas se oye crujir y entre algunas lamas se ven huecos de medio centímetro. En invierno entró agua por debajo de la puerta durante un temporal, pero ya está seco. Casa en Grosbous, el parqué tiene unos 10 años.",
    "carpentry", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="oak parquet buckled near the terrace door after water got in")
add("es-t03", "La caja fuerte que venía con la casa en Baschleiden no se abre desde ayer. Metes el código, pita tres veces y se enciende una luz roja, aunque el código es el mismo de siempre. Ya cambié las pilas por si acaso. Dentro están los pasaportes y tenemos un vuelo el viernes.",
    "locksmith", "Boulaide", "Baschleiden", kind="a", nu="U", situation="safe will not open with the right code, passports inside")
add("es-t04", "En el centro de jardinería me dijeron que echara abono para césped en pleno julio y que regara por la tarde. Ahora tengo el césped lleno de manchas amarillas y quemadas, y han salido hongos. Busco un jardinero que me diga qué hacer y, si hace falta, resiembre en septiembre. La casa está en Heiderscheid.",
    "gardening", "Esch-sur-Sûre", "Heiderscheid", kind="b", nu="N", situation="lawn burnt by summer fertiliser on garden-centre advice")
add("es-t05", "Los escalones de hormigón de la entrada de casa en Kaundorf se están desmoronando por los bordes. Mi suegro, que dice que sabe de obras, los cubrió con cemento rápido del supermercado y a los tres meses se ha vuelto a soltar todo. Quiero que alguien los arregle bien o los rehaga, porque mi madre casi se cae la semana pasada. ¿Se puede hacer antes de que hiele?",
    "masonry", "Lac de la Haute-Sûre", "Kaundorf", kind="b", nu="U", situation="crumbling concrete entrance steps patched by father-in-law")
add("es-t06", "Mi cuñado nos lijó el parqué del piso en Cessange y dijo que el polvo se quitaba sin problema con la aspiradora normal. La aspiradora se ha roto y hay polvo fino en todas partes: dentro de los armarios, en las lámparas, en las cortinas. Necesitamos que alguien deje todo el piso como nuevo, unos 90 m², antes de que nazca el bebé. ¿Alguien puede venir la semana que viene?",
    "cleaning", "Luxembourg", "Cessange", kind="b", nu="U", situation="fine sanding dust everywhere after DIY floor sanding")
add("es-t07", "Tenemos una casa en Martelange, en el lado belga, justo enfrente de Rombach. En otoño empezamos a oír ratones en las paredes y en la tienda de bricolaje nos vendieron unos aparatos de ultrasonidos que según ellos los espantan. Tres meses después siguen ahí y han roído el cable de la lavadora. Buscamos una empresa de control de plagas que trabaje también en Bélgica.",
    "pest-control", "abroad", "Martelange", distractors=["Rombach"], kind="b", nu="N", situation="mice in the walls, ultrasonic repellers useless, house on the Belgian side")
add("es-t08", "Somos una pequeña empresa de ingeniería y vamos a vender nuestras máquinas envasadoras en México y Chile. Necesitamos traducir al español el manual técnico, unas 120 páginas, y las fichas de seguridad. Buscamos un traductor técnico que conozca el vocabulario industrial, no una traducción automática. ¿Podéis darnos un plazo y un precio?",
    "translation", None, None, kind="c", nu="N", situation="engineering firm needs a technical manual translated into Spanish")
add("es-t09", "Mi socio y yo abrimos hace seis meses un bar de tapas como SARL. Hasta ahora lo guardamos todo en una caja de zapatos: tickets, facturas de proveedores, nóminas del camarero. Necesitamos a alguien que nos lleve las cuentas, presente el IVA y nos diga cuánto apartar para impuestos.",
    "accounting", None, None, kind="c", nu="U", situation="tapas bar needs bookkeeping and VAT returns")
add("es-t10", "Tenemos una pequeña destilería familiar en Medernach y vamos a renovar las etiquetas y la web. Queremos un fotógrafo que haga fotos de las botellas, del alambique y de nosotros trabajando, con estilo natural. Podría ser en una mañana. ¿Cuánto cobraríais?",
    "photography", "Vallée de l'Ernz", "Medernach", kind="c", nu="N", situation="family distillery needs product and workshop photos")
add("es-t11", "Soy veterinaria y tengo una clínica pequeña en Bereldange. El ordenador de la recepción y el del quirófano no se ven entre sí, así que el programa de historias clínicas solo funciona en uno. Además la impresora de etiquetas se desconecta cada dos por tres. Necesitaría que alguien viniera a montar la red bien y a dejarlo todo funcionando.",
    "it-support", "Walferdange", "Bereldange", kind="c", nu="U", situation="vet clinic: two PCs not networked, label printer dropping")
add("es-t12", "Nuestro tejado en Gilsdorf está orientado este-oeste, no al sur. ¿Merece la pena poner placas para producir nuestra propia electricidad, o se produce demasiado poco? Somos cuatro y tenemos coche eléctrico, así que gastamos bastante. ¿Cuánto costaría más o menos una instalación de unos 10 kWp y en cuántos años se amortiza?",
    "solar", "Bettendorf", "Gilsdorf", kind="d", nu="U", situation="is PV worth it on an east-west roof")
add("es-t13", "Tenemos una casa antigua en Diekirch y queremos convertir el garaje en un estudio independiente para mi madre, con un baño pequeño y cocina americana. ¿Hace falta pedir permiso a la comuna para algo así? ¿Y sale muy caro, más o menos, para unos 25 m²?",
    "renovation", "Diekirch", "Diekirch", kind="d", nu="U", situation="convert a garage into a granny flat, permit and cost")
add("es-t14", "Me mudo a un estudio de 35 m² en el L-2340 y no sé cómo colocar cama, sofá y mesa de trabajo sin que parezca un trastero. ¿Es mejor una cama abatible o un sofá cama? ¿Alguien ofrece asesoramiento de distribución y mobiliario a un precio razonable?",
    "interior-design", "Luxembourg", "L-2340", kind="d", nu="U", situation="furnishing a 35 m2 studio: wall bed or sofa bed")
add("es-t15", "Nos trasladamos de Valencia a Reisdorf en agosto porque a mi marido le han ofrecido trabajo en Luxemburgo. ¿Es mejor contratar una empresa de mudanzas puerta a puerta o mandar un contenedor compartido? Tenemos un piso de tres habitaciones y no sabemos si merece la pena llevarnos los muebles. ¿Cuánto puede costar más o menos?",
    "moving", "Reisdorf", "Reisdorf", distractors=["Valencia", "Luxemburgo"], kind="d", nu="N", situation="move from Valencia to Reisdorf: door-to-door or shared container")
