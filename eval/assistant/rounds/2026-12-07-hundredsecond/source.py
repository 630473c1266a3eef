MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, eis Spullkëscht um WC leeft zënter gëschter Owend ouni Stopp an de Schwëmmer schéngt futti, kéint een dës Woch nach laanscht kommen, mir wunnen zu Klierf no beim Schlass?",
    "plumbing", "Clervaux", "Klierf", situation="toilet cistern keeps running, float broken")
add("lb-s02", "ech hunn mäi Schlësselbond am Bus verluer an de Proprietär ass an der Vakanz, kann iergendeen haut nach meng Dier zu Bouneweg opmaachen an de Barillet wiesselen 🙏",
    "locksmith", "Luxembourg", "Bouneweg", situation="lost keys, locked out, cylinder to be changed")
add("lb-s03", "Mir sichen een deen eis Terrass zu Wentger nei plättelt, ongeféier 25 m2 Feinsteenzeug 60x60, d'Material hu mer schonn kaf.",
    "tiling", "Wincrange", "Wentger", situation="lay porcelain tiles on a 25 m2 terrace, material bought")
add("lb-s04", "wie wiesselt mir d'Wanterreifen um Auto, ech hunn se schonn am Keller leien an et misst virum 15 November sinn",
    None, None, None, situation="winter tyres to be changed on a car (not a trade here)")
add("lb-s05", "Eis Spullmaschinn (Bosch Serie 4, 6 Joer al) pompelt d'Waasser net méi eraus an et steet nom Programm ëmmer nach 5 cm Waasser dran, wien flécke sou eppes zu Ettelbréck?",
    "appliance-repair", "Ettelbruck", "Ettelbréck", situation="dishwasher does not drain")
add("lb-s06", "Moien, eis Band sicht een deen eis eng einfach Websäit mat Concertsdatumen, Fotoen an engem Kontaktformulaire bastelt, Budget ronn 800 €.",
    "web-development", None, None, situation="simple website for a band")
add("lb-s07", "no eisem Gebuertsdagsfest um Samschdeg brauche mer Sonndes muerges een deen de Sall an d'Kichen zu Dikrech propper mécht, et sinn ongeféier 120 m2",
    "cleaning", "Diekirch", "Dikrech", situation="cleaning a rented hall and kitchen after a birthday party")
add("lb-s08", "Kann een eise Gaart zu Ëlwen no de Bauaarbechten nei uleeën, also Buedem frësen, Rasen ausséien an e puer Uebstbeem planzen?",
    "gardening", "Troisvierges", "Ëlwen", situation="lay out a garden again after building works")
add("lb-s09", "mir plënneren den 28 Mäerz vu Wolz an d'Stad, 3 Zëmmer am zweete Stack ouni Lift, wat kascht dat ongeféier mat Ofbau an Opbau vun de Miwwelen",
    "moving", "Wiltz", "Wolz", distractors=["d'Stad"], situation="move of a 3-room flat from Wiltz to the city, price question")
add("lb-s10", "Sichen e Moler fir d'Trapenhaus an eisem Haus zu Veianen, dräi Stäck, Wänn a Plafongen, am léifsten am Abrëll.",
    "painting", "Vianden", "Veianen", situation="paint the stairwell of a three-storey house")
add("lb-t01", "Zënter Oktober ass de Buedem an der Kannerkummer zu Wäiswampech äiskal, obwuel d'Stuff an d'Kichen schéin waarm sinn. Am Keller um Verdeeler sinn déi kleng Gläsercher vun deem enge Krees eidel, bei deenen aneren dréit sech e roude Fändchen. Mir hunn de Knäppchen schonn e puer Mol op- an zougedréint, et ännert sech näischt. D'Kleng schléift elo mat Wollsocken a mir wëssen net méi wat maachen.",
    "heating", "Weiswampach", "Wäiswampech", kind="a", nu="U", situation="one underfloor heating loop stays cold, flow meter empty")
add("lb-t02", "Zënter enger Woch fanne mer moies kleng schwaarz Kéidelcher an der Tirang mat de Kichenduchen. D'Tut mat dem Brout ass ugeknabbert an hannert dem Frigo héiert een owes e Piipsen. Mir hunn zu Housen direkt um Feld gebaut, do komme wuel vill Déieren hier. Mir hunn e Puppelchen am Haus, also wëll ech keng Experimenter mat Gëft.",
    "pest-control", "Parc Hosingen", "Housen", kind="a", nu="U", situation="mouse droppings and gnawed bread in the kitchen, baby at home")
add("lb-t03", "Nom Stuerm vum Weekend leien dräi Schifer vun eisem Weekendshaus am Gaart. Am Späicher ass elo e groussen naassen Flecken um Holz, direkt ënnert dem Fierscht. Dat Haus steet zu Martelange, op der belscher Säit vun der Grenz, net wäit vu Rombech. Wann et nees reent, leeft et eis bestëmmt bis an d'Schlofkummer.",
    "roofing", "abroad", "Martelange", distractors=["Rombech"], not_place=["Holz"], kind="a", nu="U", situation="slates blown off a weekend house in Belgian Martelange, wet attic")
add("lb-t04", "An eisem alen Haus zu Stolzebuerg spréngt all Kéier d'Sécherung, wann d'Wäschmaschinn an den Trockner zesumme lafen. Mäi Noper mengt, ech soll einfach eng méi déck Sécherung drasetzen, 25 amplaz 16 Ampère, da wier Rou. Dat kléngt mir e bësse geféierlech, d'Kabele sinn nach déi al aus de 60er Joren. Ech hätt léiwer en Elektriker, deen sech de Sécherungskaschten ukuckt an eventuell en extra Circuit leet.",
    "electrical", "Putscheid", "Stolzebuerg", kind="b", nu="N", situation="fuse trips with washer and dryer; neighbour says fit a bigger fuse")
add("lb-t05", "Eis Stäipmauer am Gaart zu Baastenduerf, ongeféier 1,20 m héich aus Bimssteng, leent sech zanter dem Wanter no vir a kritt ënnen eng Rëss. Mäi Monni sot, mir sollen d'Rëss einfach mat Silikon zouschmieren an e Pfosten dergéint stellen. Do ass awer d'Spillplaz vun de Kanner direkt drënner. Mir wëllen dat properly gemaach hunn, eventuell ofgerappt an nei opgeriicht mat engem richtege Fundament.",
    "masonry", "Tandel", "Baastenduerf", kind="b", nu="U", situation="leaning garden retaining wall; uncle says fill the crack with silicone")
add("lb-t06", "Den Drock op eisem Gasbrenner zu Lipperscheid fält all puer Deeg ënner 1 bar an da geet en aus. Mäi Schwoer huet mir gewisen, wéi ech mam Gaardeschlauch Waasser nofëllen, an hie seet dat wier normal bei alen Anlagen. Elo maachen ech dat zënter dräi Wochen zweemol d'Woch 🙄 Dat kann dach net richteg sinn, iergendwou muss dat Waasser jo erauslafen.",
    "heating", "Bourscheid", "Lipperscheid", kind="b", nu="U", situation="gas boiler keeps losing pressure; brother-in-law says topping up is normal")
add("lb-t07", "Eis Holztrap zu Dol kraacht bei all Tratt, virun allem déi ënnescht fënnef Trapen, an eng Trap wackelt richteg. Am Baumaart hu se mir gesot, ech soll Talkpuder an d'Fugen streeën, da wier et fort. Dat huet genee zwee Deeg gehollef. Ech mengen, do muss een d'Trapen vun ënnen nei befestegen oder Keiler drënner setzen.",
    "carpentry", "Goesdorf", "Dol", kind="b", nu="U", situation="creaking wooden staircase, loose tread; DIY store said use talc")
add("lb-t08", "Mir sinn de Comité vum FC Wilwerwiltz an eise Veräin gëtt dëst Joer 75 Joer al. Fir d'Jubiläum den 13 Juni brauche mer e Fotograf, dee mëttes d'Ekippen um Terrain an owes de Festakt am Veräinssall fotograféiert. Mir hätten och gär e puer al Fotoen aus dem Archiv gescannt fir eng kleng Expo. Kënnt Dir eis eng Offer schécken?",
    "photography", "Kiischpelt", "Wilwerwiltz", kind="c", nu="N", situation="football club 75th anniversary: team photos and ceremony")
add("lb-t09", "Ech hunn eng kleng Bäckerei zu Nidderfeelen mat zwou Keesen an engem Büro-PC. Zënter dem Update vu leschter Woch fënnt d'Keess den Drécker fir d'Bongen net méi an de PC verléiert all puer Minutten d'Verbindung mam Internet. Mäin Neveu huet sech dat ugekuckt, mee hien ass elo am Studium zu Léiwen. Ech brauch een, deen dat séier a propper an d'Rei bréngt, éier d'Chrëschtdeegszäit ufänkt.",
    "it-support", "Feulen", "Nidderfeelen", distractors=["Léiwen"], kind="c", nu="U", situation="bakery: till loses receipt printer, office PC drops internet")
add("lb-t10", "Ech sinn Tresorier vun engem klengen Theaterveräin, asbl, ronn 40 Memberen. Bis elo hunn ech d'Konte mat Excel gefouert, mee elo kréie mer fir d'éischt Subsiden a mussen e proppere Bilan fir d'Generalversammlung virleeën. Gëtt et e Comptabel, deen dat fir eng asbl mécht, ouni dass et eis d'Halschent vum Budget kascht? D'Assemblée ass am Mäerz.",
    "accounting", None, None, not_place=["éischt"], kind="c", nu="N", situation="theatre club (asbl) needs proper annual accounts")
add("lb-t11", "Mir sinn en Architektebüro mat sechs Leit a mir hunn e grousse Projet gewonnen. D'ganz Ausschreiwungsdokumenter, bal 60 Säiten, leien nëmmen op Däitsch vir, de Bauhär wëll se awer op Franséisch. Mir packen dat selwer net bis Enn vum Mount an d'Maschinn um Internet mécht bei techneschen Ausdréck just Blödsinn. Wien kann eis dat professionell op Franséisch bréngen?",
    "translation", None, None, kind="c", nu="U", situation="architects' office needs 60 pages of tender documents in French")
add("lb-t12", "Mir hunn eng al Scheier zu Mäerzeg mat engem Daach vun ongeféier 180 m2, Richtung Süd-West. Lount et sech, do Photovoltaik-Panneauen drop ze maachen, wa mir selwer am Haus nëmme ronn 4500 kWh am Joer verbrauchen? Oder ass et besser, dee Stroum ganz anzespeisen? D'Daach selwer ass vun 2009 an nach gutt.",
    "solar", "Mertzig", "Mäerzeg", kind="d", nu="N", situation="is PV on a large barn roof worth it, self-use or feed-in")
add("lb-t13", "Mir hunn d'Bauerenhaus vu menger Groussmamm zu Pratz iwwerholl, Joergang 1920, zanter zéng Joer eidel. Kichen, Buedzëmmer, Elektresch, Fënsteren, alles misst nei gemaach ginn. Wat rechent een do ongeféier pro Quadratmeter, an ass et realistesch, dass mer bis nächste Summer do wunnen? Mir hunn nach keen Architekt a wëssen net, wou mer ufänken.",
    "renovation", "Préizerdaul", "Pratz", kind="d", nu="U", situation="whole old farmhouse to be redone: cost per m2 and timing")
add("lb-t14", "Mir hunn zu Sëll en Haus kaaft mat enger grousser Stuff-Kichen, ronn 55 m2, an eng Mauer ass ganz aus Glas. Mir kréien et net hin, de Kanapee, den Dësch an d'Bibliothéik esou ze stellen, dass et gemittlech gëtt. Wéi vill kascht et, wann een eis e Plang mécht mat Miwwelen, Faarwen a Luuchten? Oder mécht een dat besser selwer mat enger App?",
    "interior-design", "Saeul", "Sëll", kind="d", nu="U", situation="furniture, colour and lighting plan for a big open living room")
add("lb-t15", "Mäi Papp ass am Januar gestuerwen an huet en Haus an e Kont hannerlooss, mir sinn dräi Geschwëster. Mäi Brudder wunnt zanter Joren a Portugal a wëll säin Deel direkt verkafen, mir zwee aner wëllen d'Haus halen. Brauche mir elo onbedéngt en Affekot, oder geet dat alles iwwer den Notaire? A wat kascht esou eng Berodung ongeféier?",
    "legal", None, None, distractors=["Portugal"], kind="d", nu="N", situation="inheritance dispute among siblings: lawyer or notary?")

# ---------------- French ----------------
add("fr-s01", "bonjour la douche de la salle de bain à bascharage s'évacue super lentement et ça sent l'égout depuis une semaine on a déjà mis du déboucheur rien à faire vous pouvez passer quand",
    "plumbing", "Käerjeng", "bascharage", situation="slow shower drain smelling of sewer")
add("fr-s02", "Bonjour, je souhaiterais faire installer une borne de recharge 11 kW pour ma nouvelle voiture électrique dans le garage de notre maison, L-5884, le tableau est à 3 mètres du garage.",
    "electrical", "Hesperange", "L-5884", situation="install an 11 kW EV charger in the garage")
add("fr-s03", "Nous cherchons un traiteur pour la communion de notre fille fin mai, environ 40 personnes, buffet froid et desserts, quelqu'un peut nous conseiller ?",
    None, None, None, situation="caterer for a first communion party (not a trade here)")
add("fr-s04", "La serrure de la porte d'entrée de mon appart dans le quartier Gare tourne dans le vide et je ne peux plus fermer à clé, besoin de quelqu'un ce soir si possible !",
    "locksmith", "Luxembourg", "Gare", situation="front door lock spins, cannot lock")
add("fr-s05", "Notre frigo américain Samsung fait un bruit de ventilateur énorme depuis deux jours et le compartiment congélation commence à dégivrer, quelqu'un peut venir à Mondercange ?",
    "appliance-repair", "Mondercange", "Mondercange", situation="loud fan in a US-style fridge, freezer thawing")
add("fr-s06", "Je reprends une petite boulangerie avec trois salariés en avril et je cherche quelqu'un pour faire les fiches de paie et les déclarations au CCSS chaque mois.",
    "accounting", None, None, situation="monthly payroll for a small bakery being taken over")
add("fr-s07", "Le vieux bouleau au fond de notre jardin à Hassel est tombé sur la clôture pendant la tempête de cette nuit, il faudrait le découper et évacuer le bois rapidement.",
    "gardening", "Weiler-la-Tour", "Hassel", situation="birch fell on the fence in a storm, cut up and remove")
add("fr-s08", "Plusieurs carreaux de notre terrasse à Mondorf se sont décollés et sonnent creux après l'hiver, on voudrait les faire reposer avant la fête des voisins en juin.",
    "tiling", "Mondorf-les-Bains", "Mondorf", situation="loose hollow terrace tiles after winter")
add("fr-s09", "Pour notre magasin de vêtements à Oberkorn on cherche une société qui nettoie la vitrine et l'intérieur deux fois par semaine, de préférence tôt le matin avant 9h.",
    "cleaning", "Differdange", "Oberkorn", situation="twice-weekly cleaning of a clothes shop and its window")
add("fr-s10", "On déménage de Thionville à Esch/Alzette fin juin pour se rapprocher de mon boulot, 70 m2 avec une cave pleine, vous pouvez nous faire un devis avec emballage ?",
    "moving", "Esch-sur-Alzette", "Esch/Alzette", distractors=["Thionville"], situation="move from Thionville (FR) to Esch, quote with packing")
add("fr-t01", "Depuis quelques jours, les spots de la cuisine clignotent quand on allume la hotte. Ce matin l'interrupteur était tiède et j'ai senti une odeur de plastique brûlé près de la prise du plan de travail. On a coupé ce circuit au tableau par sécurité mais du coup plus de frigo. Maison de 1978 à Lamadelaine, jamais rien refait.",
    "electrical", "Pétange", "Lamadelaine", kind="a", nu="U", situation="flickering kitchen spots, warm switch, burning smell")
add("fr-t02", "Quand il pleut fort, l'eau déborde tout le long de la façade arrière au lieu de partir dans la descente. Il y a maintenant une auréole brune au plafond de la chambre du haut, juste sous le bord du toit. Les voisins de Leudelange ont des bouleaux et tout atterrit chez nous à l'automne. Je ne monte pas sur une échelle à 8 mètres, merci bien.",
    "roofing", "Leudelange", "Leudelange", kind="a", nu="U", situation="gutter overflows down the facade, stain under the eaves")
add("fr-t03", "Depuis notre retour de vacances, on voit le soir des petites bestioles brunes et plates filer sous le lave-vaisselle dès qu'on allume la lumière de la cuisine. Il y en a aussi derrière le micro-ondes et dans le placard sous l'évier. On habite à Audun-le-Tiche, je travaille à Esch/Alzette et je ne peux pas m'absenter en semaine. Les pièges achetés en grande surface n'ont rien changé.",
    "pest-control", "abroad", "Audun-le-Tiche", distractors=["Esch/Alzette"], kind="a", nu="U", situation="cockroach-like insects in a kitchen across the border")
add("fr-t04", "La peinture de notre façade à Schouweiler s'écaille par plaques entières, surtout côté ouest. Le vendeur du magasin de bricolage m'a dit qu'il suffisait de repeindre par-dessus avec une peinture acrylique, sans gratter. J'ai essayé sur un mètre carré et trois mois après ça recloque déjà. Je voudrais que ce soit fait correctement, avec la préparation qu'il faut, avant l'été.",
    "painting", "Dippach", "Schouweiler", kind="b", nu="U", situation="peeling facade paint; DIY shop said paint over without scraping")
add("fr-t05", "Les lames de notre terrasse en bois à Dahlem sont devenues grises, plusieurs bougent et deux se sont fendues sous la table. Mon beau-père jure qu'il suffit de passer une couche d'huile et que ça repartira pour dix ans. Je suis pas convaincue, certaines vis sont rouillées et une lame plie quand on marche dessus. Il faudrait sans doute changer une partie des lames, voire les lambourdes.",
    "carpentry", "Garnich", "Dahlem", kind="b", nu="U", situation="loose, split deck boards; father-in-law says just oil them")
add("fr-t06", "Dans la chambre de notre fils à Aspelt, le radiateur reste froid même avec la tête thermostatique à fond. Le propriétaire m'a dit au téléphone de taper sur la vanne avec un marteau, que c'était le pointeau qui était coincé. J'ai tapé, rien, et j'ai peur de casser quelque chose. Les autres radiateurs de l'appartement chauffent normalement.",
    "heating", "Frisange", "Aspelt", kind="b", nu="U", situation="one radiator stays cold, stuck valve; landlord says hit it with a hammer")
add("fr-t07", "Une fissure en escalier est apparue dans le mur de notre garage à Wickrange, entre les blocs, elle fait presque un centimètre en haut. L'agent immobilier qui nous a vendu la maison dit que c'est juste le tassement normal et qu'un coup d'enduit suffira. Comme elle s'agrandit depuis l'hiver, je préférerais l'avis d'un maçon avant de reboucher quoi que ce soit. Est-ce que quelqu'un peut venir voir ?",
    "masonry", "Reckange-sur-Mess", "Wickrange", kind="b", nu="N", situation="growing stepped crack in a garage wall; agent says just fill it")
add("fr-t08", "Nous sommes un cabinet de kinésithérapie avec quatre praticiens à Bettembourg. Depuis le changement de box internet, l'imprimante réseau n'est plus reconnue et le logiciel d'agenda plante sur deux postes sur trois. Notre prestataire précédent a pris sa retraite et plus personne ne connaît les mots de passe du routeur. Il nous faudrait quelqu'un qui reprenne tout ça et fasse un contrat de maintenance. Le cabinet est ouvert du lundi au samedi, donc idéalement une intervention en soirée. Merci d'avance.",
    "it-support", "Bettembourg", "Bettembourg", kind="c", nu="U", situation="physio practice: network printer and agenda software after router change")
add("fr-t09", "Agence immobilière, nous venons de rentrer un mandat pour une grande villa à Remerschen avec vue sur la Moselle. Nous cherchons un photographe pour des photos intérieures et extérieures et si possible quelques plans au drone, livrables sous 48h. Les propriétaires partent à l'étranger le 20, la séance doit donc avoir lieu avant. Merci de nous indiquer vos tarifs.",
    "photography", "Schengen", "Remerschen", kind="c", nu="N", situation="estate agency needs property photos and drone shots of a villa")
add("fr-t10", "Nous sommes une entreprise de transport de 25 personnes et une partie de nos chauffeurs est polonaise ou portugaise. Le nouveau manuel de sécurité fait 18 pages, uniquement en français. L'assurance exige que chacun l'ait dans sa langue avant la fin du trimestre. Quelqu'un peut-il nous faire ça proprement, en polonais et en portugais ?",
    "translation", None, None, kind="c", nu="U", situation="haulier needs an 18-page safety manual in Polish and Portuguese")
add("fr-t11", "Je suis vigneron indépendant sur la Moselle et je vends encore tout au caveau et par téléphone. Ma fille me pousse à vendre aussi en ligne, avec paiement et livraison au Luxembourg et en Belgique. Je cherche un développeur web qui puisse monter une petite boutique, relier mon stock et m'apprendre à la gérer. Le site actuel date de 2012 et ne s'affiche même pas sur un téléphone.",
    "web-development", None, None, distractors=["Luxembourg", "Belgique"], kind="c", nu="N", situation="winegrower wants an online shop linked to stock")
add("fr-t12", "On a un toit plein sud à Filsdorf et on hésite entre deux choses : mettre de quoi chauffer l'eau de la douche avec le soleil, ou plutôt produire notre propre électricité. On est cinq à la maison, avec un ballon d'eau chaude de 300 litres qui tourne au fioul. Qu'est-ce qui est le plus rentable ici, vu les aides de l'État ? Et peut-on faire les deux sur 40 m2 ?",
    "solar", "Dalheim", "Filsdorf", kind="d", nu="U", situation="solar thermal or photovoltaic on a south roof, which pays more")
add("fr-t13", "On vient d'acheter un appartement à Crauthem et la cuisine d'origine de 1985 est à refaire entièrement : on voudrait déplacer l'évier sous la fenêtre, ajouter des prises et poser un nouveau carrelage. Quel budget faut-il prévoir pour environ 12 m2, hors électroménager ? Et combien de temps sans cuisine, à peu près ? On a deux enfants en bas âge, donc ça compte.",
    "renovation", "Roeser", "Crauthem", kind="d", nu="U", situation="complete kitchen refit: budget and duration")
add("fr-t14", "Je m'installe dans un studio de 32 m2 au Kirchberg et je n'arrive pas à caser un vrai lit, un bureau et un coin repas. Est-ce que ça vaut la peine de payer un architecte d'intérieur pour une pièce aussi petite ? Combien ça coûte en général, juste pour un plan d'aménagement et des conseils éclairage ? J'ai vu des lits escamotables mais je ne sais pas si c'est une bonne idée.",
    "interior-design", "Luxembourg", "Kirchberg", kind="d", nu="N", situation="is an interior designer worth it for a 32 m2 studio")
add("fr-t15", "Mon mari et moi nous sommes mariés en France en 2011 et nous vivons depuis au Luxembourg avec nos deux enfants. On envisage de divorcer à l'amiable, sans conflit sur la garde. Faut-il absolument prendre chacun un avocat, ou un seul peut suffire ? Et quel droit s'applique, français ou luxembourgeois ?",
    "legal", None, None, distractors=["France", "Luxembourg"], kind="d", nu="N", situation="amicable divorce, one lawyer or two, which law applies")

# ---------------- German ----------------
add("de-s01", "Hilfe, nach dem Frost ist in unserer Garage in Grevenmacher die Leitung zum Außenwasserhahn geplatzt und das Wasser läuft, Haupthahn ist zu, wer kann heute noch kommen?",
    "plumbing", "Grevenmacher", "Grevenmacher", situation="frozen pipe to the outside tap burst in the garage")
add("de-s02", "Mein Vater hat den Zahlencode vom Tresor in seinem Haus in Wecker vergessen und der Notschlüssel liegt natürlich im Tresor, kann ein Fachmann den öffnen, ohne alles kaputt zu machen?",
    "locksmith", "Biwer", "Wecker", situation="open a home safe whose code is forgotten")
add("de-s03", "Suche jemanden, der vom 2 bis 16 August zweimal täglich mit unserem Labrador Gassi geht und ihn füttert, während wir in Spanien sind.",
    None, None, None, distractors=["Spanien"], situation="dog sitter during a holiday (not a trade here)")
add("de-s04", "Ich ziehe Ende September für mein Masterstudium von Wasserbillig nach Saarbrücken, nur ein WG-Zimmer mit Bett, Schreibtisch und ca 15 Kartons, gibt es dafür ein kleines Umzugsangebot?",
    "moving", "Mertert", "Wasserbillig", distractors=["Saarbrücken"], situation="student room moving from Wasserbillig to Saarbrücken")
add("de-s05", "Wir möchten in der neuen Küche in Jonglënster einen Fliesenspiegel aus weißen Metro-Fliesen verlegen lassen, ca 4 m2, die Fliesen liegen schon bereit.",
    "tiling", "Junglinster", "Jonglënster", not_place=["einen"], situation="kitchen backsplash in metro tiles")
add("de-s06", "Wir brauchen die Texte unserer Firmenbroschüre, etwa 3000 Wörter über Industriefilter, möglichst schnell in gutem Französisch und Englisch.",
    "translation", None, None, situation="3000-word company brochure into French and English")
add("de-s07", "Nach zwei Jahren mit Hund und Kleinkind brauchen die hellen Teppichböden in unserem Haus in Remich dringend eine professionelle Tiefenreinigung, ca 90 m2.",
    "cleaning", "Remich", "Remich", situation="deep cleaning of fitted carpets")
add("de-s08", "backofen siemens iq500 wird seit gestern nicht mehr heiß, licht und uhr gehen aber, wohnen in mamer, wer repariert sowas noch",
    "appliance-repair", "Mamer", "mamer", situation="oven no longer heats")
add("de-s09", "Für unsere zwei Ferienwohnungen suchen wir eine einfache Webseite mit Belegungskalender und Anfrageformular, zweisprachig Deutsch und Niederländisch, gern mit Pflege danach.",
    "web-development", None, None, situation="website with availability calendar for two holiday flats")
add("de-s10", "Könnte jemand in meinem Arbeitszimmer in Greiveldange vier zusätzliche Steckdosen und einen Netzwerkanschluss setzen, aktuell hängt alles an einer Mehrfachsteckdose hinter dem Schreibtisch?",
    "electrical", "Stadtbredimus", "Greiveldange", not_place=["einen"], situation="extra sockets and a data point in a home office")
add("de-t01", "Seit wir im Flur neuen Boden haben, schleift die Tür zum Wohnzimmer unten und geht nur noch mit Gewalt zu. Inzwischen sind schon helle Kratzer im neuen Vinyl. Die Tür ist aus massiver Eiche und ziemlich schwer, ich traue mich nicht, sie selbst auszuhängen. Wir wohnen in Rippig, Altbau von 1950.",
    "carpentry", "Bech", "Rippig", kind="a", nu="U", situation="solid oak door drags on the new floor")
add("de-t02", "Auf unserem Balkon in Hamm, gleich hinter dem amerikanischen Soldatenfriedhof, sitzen seit Wochen ständig Tauben. Inzwischen ist alles voller Kot, in der Blumenkiste liegt ein Nest mit zwei Eiern. Die Kinder dürfen dort nicht mehr spielen, und das Schlafzimmerfenster mache ich auch nicht mehr auf. Der Hausmeister sagt nur, das sei Sache der Mieter. Was kann man da machen, das den Tieren nicht schadet?",
    "pest-control", "Luxembourg", "Hamm", kind="a", nu="U", situation="pigeons nesting on a balcony")
add("de-t03", "Bei jeder Schneeschmelze tropft es im Dachgeschoss unten am Dachfenster auf das Parkett. Die Verkleidung innen hat schon braune Ränder. Das Fenster ist etwa 20 Jahre alt, das Haus in Rosport haben wir letztes Jahr gekauft. Der Vorbesitzer hat dazu natürlich nichts gesagt.",
    "roofing", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="roof window leaks when snow melts")
add("de-t04", "Unsere Wärmepumpe in Canach läuft seit dem Winter fast ununterbrochen und die Stromrechnung hat sich verdoppelt. Der Nachbar, der dieselbe Anlage hat, meinte, ich solle die Heizkurve einfach ganz nach oben drehen, dann sei es schneller warm und sie schalte öfter ab. Seitdem ist es noch schlimmer. Ich hätte gern, dass ein Heizungsbauer die Einstellungen richtig prüft.",
    "heating", "Lenningen", "Canach", kind="b", nu="N", situation="heat pump runs nonstop; neighbour says turn the heating curve up")
add("de-t05", "Unser Eichenparkett im Wohnzimmer in Beyren hat nach 15 Jahren tiefe Kratzer und graue Laufstraßen. Mein Schwager meint, ich soll mir im Baumarkt einen Schwingschleifer leihen und das an einem Wochenende selbst abschleifen. Ich habe Angst, dass ich Wellen reinschleife, die Nutzschicht ist ja nur 4 mm. Lieber lasse ich das von jemandem machen, der das Parkett schleift, ausbessert und neu versiegelt.",
    "carpentry", "Flaxweiler", "Beyren", not_place=["einen"], kind="b", nu="U", situation="worn oak parquet; brother-in-law says sand it yourself")
add("de-t06", "Im Kinderzimmer unserer Mietwohnung in Cents klebt noch uralte Raufaser, teils mit Kritzeleien und Löchern von Postern. Der Vermieter sagt, wir sollen einfach mit Dispersionsfarbe drüberstreichen, das merke keiner. Beim Probestück hat sich die Tapete prompt in Blasen gelöst. Wir möchten die Tapete komplett entfernen und die Wände glatt in einem hellen Grün streichen lassen.",
    "painting", "Luxembourg", "Cents", kind="b", nu="U", situation="old woodchip wallpaper; landlord says paint over it")
add("de-t07", "Wir haben vor zwei Jahren eine PV-Anlage mit 9 kWp auf unser Haus in Berdorf bekommen. Seit dem Frühjahr meldet die App jeden Nachmittag, dass der Wechselrichter offline ist, und der Ertrag ist um ein Drittel gefallen. Die Installationsfirma gibt es nicht mehr, und ein Bekannter meinte, ich solle den Wechselrichter einfach jeden Morgen vom Strom nehmen und neu starten. Das mache ich jetzt seit Wochen, aber das kann ja keine Lösung sein.",
    "solar", "Berdorf", "Berdorf", kind="b", nu="N", situation="PV inverter goes offline every afternoon; friend says restart it daily")
add("de-t08", "Wir sind eine Steuerkanzlei mit 14 Mitarbeitenden in Strassen und bekommen im Mai eine neue Webseite. Dafür brauchen wir einheitliche Porträtfotos von allen und zwei, drei Teamaufnahmen in unseren Büroräumen. Gibt es einen Fotografen, der mit mobilem Studio vorbeikommt, am besten an einem Vormittag? Die Kollegen aus Trier kommen an dem Tag extra dazu.",
    "photography", "Strassen", "Strassen", distractors=["Trier"], not_place=["einen"], kind="c", nu="N", situation="tax office needs staff portraits and team photos")
add("de-t09", "Wir betreiben ein Weingut in Ehnen mit Probierstube und kleinem Hofladen. Das WLAN reicht nur bis zur Theke, draußen auf der Terrasse funktioniert das Kartenterminal nicht und die Gäste beschweren sich. Außerdem läuft unser Büro-PC noch mit Windows 10 und eine Datensicherung macht bisher niemand. Wir suchen jemanden aus der Gegend, der das einmal sauber aufsetzt und uns danach betreut.",
    "it-support", "Wormeldange", "Ehnen", kind="c", nu="U", situation="winery: Wi-Fi for terrace card terminal, old office PC, backups")
add("de-t10", "Ich habe mich vor einem Jahr als Schreiner selbständig gemacht, zwei Gesellen, eine Werkstatt. Die Belege stapeln sich im Schuhkarton und die erste Jahresbilanz ist bald fällig. Ich suche einen Buchhalter oder ein Büro, das die laufende Buchhaltung übernimmt und die Lohnabrechnungen für meine Leute macht. Am liebsten jemand, der Handwerker kennt.",
    "accounting", None, None, not_place=["einen"], kind="c", nu="N", situation="joiner's workshop needs bookkeeping and payroll")
add("de-t11", "Unsere Zahnarztpraxis in Echternach zieht im Herbst in größere Räume am Marktplatz. Wir möchten, dass Empfang und Wartezimmer nicht mehr nach Klinik aussehen, sondern ruhig und warm wirken. Wir brauchen jemanden, der uns einen Plan für Raumaufteilung, Möbel, Farben und Licht macht, umsetzen lassen wir das dann mit unseren Handwerkern. Die Fläche sind etwa 70 m2.",
    "interior-design", "Echternach", "Echternach", not_place=["einen"], kind="c", nu="U", situation="dental practice wants a layout, colour and lighting plan for reception")
add("de-t12", "Hinter unserem Haus in Waldbredimus steht eine alte Bruchsteinmauer, etwa 15 m lang, an der die Fugen völlig ausgewaschen sind und oben Steine lose liegen. Lohnt es sich, sie neu verfugen und oben neu aufsetzen zu lassen, oder ist es am Ende günstiger, sie abzureißen und durch Gabionen zu ersetzen? Was kostet so etwas ungefähr pro Meter? Die Mauer ist uns eigentlich wegen des Charakters wichtig.",
    "masonry", "Bous-Waldbredimus", "Waldbredimus", kind="d", nu="U", situation="old rubble-stone wall: repoint or replace, price per metre")
add("de-t13", "Meine Mutter ist 82 und wohnt allein in ihrem Haus in Berbourg. Das Bad ist von 1975, mit Badewanne und hohem Einstieg, sie kommt da kaum noch rein. Wir überlegen, das ganze Bad barrierefrei umbauen zu lassen, mit bodengleicher Dusche, Haltegriffen und breiterer Tür. Mit welchen Kosten muss man rechnen und gibt es dafür Zuschüsse vom Staat?",
    "renovation", "Manternach", "Berbourg", kind="d", nu="U", situation="barrier-free bathroom conversion for an elderly mother: cost and grants")
add("de-t14", "Unser Bauunternehmer hat im Neubau die Terrasse ohne Gefälle gebaut, nach jedem Regen steht Wasser an der Hauswand, und er reagiert seit Monaten nicht mehr. Wir haben noch 12 000 € Schlusszahlung einbehalten. Lohnt es sich, einen Anwalt einzuschalten, oder sollen wir zuerst einen Gutachter holen? Und wer trägt am Ende die Kosten?",
    "legal", None, None, not_place=["einen"], kind="d", nu="N", situation="defect dispute with a builder: lawyer or expert first")
add("de-t15", "Wir haben letztes Jahr ein Ferienhaus in Nennig gekauft, gleich gegenüber von Remich auf der deutschen Seite. Der Garten ist ein verwilderter Hang mit Brombeeren und ein paar alten Obstbäumen. Ist es sinnvoll, den Garten komplett neu anlegen zu lassen, oder reicht es, erst mal zu roden und Rasen einzusäen? Und kommt eine Firma aus Luxemburg überhaupt über die Mosel?",
    "gardening", "abroad", "Nennig", distractors=["Remich", "Luxemburg"], kind="d", nu="U", situation="overgrown garden at a holiday house in Nennig (DE): redesign or clear")

# ---------------- English ----------------
add("en-s01", "Just moved into a flat in Limpertsberg and the previous tenant never returned two sets of keys, could someone replace the cylinders on the front door and the cellar door this week?",
    "locksmith", "Luxembourg", "Limpertsberg", situation="change lock cylinders after unreturned keys")
add("en-s02", "our tumble dryer (Miele heat pump, about 7 yrs old) now needs three full cycles to dry a load of towels, filters are clean, is there anyone in Bertrange who repairs these",
    "appliance-repair", "Bertrange", "Bertrange", situation="heat-pump dryer takes three cycles to dry")
add("en-s03", "Looking for a guitar teacher for my 12-year-old, ideally weekly lessons at home in English on Saturday mornings.",
    None, None, None, situation="guitar lessons for a child (not a trade here)")
add("en-s04", "Hi, we're after a reliable cleaner for our 3-bed house in Belair, 4 hours every Friday, ironing included if possible 😊",
    "cleaning", "Luxembourg", "Belair", situation="weekly house cleaner")
add("en-s05", "Need three old conifer stumps ground out of the front garden in Bridel so we can finally lay turf there in spring.",
    "gardening", "Kopstal", "Bridel", situation="grind out three conifer stumps")
add("en-s06", "My employer just handed me a dismissal letter with immediate effect for something I'm sure isn't serious misconduct, and I'd like an employment lawyer to look at it before the deadline.",
    "legal", None, None, situation="summary dismissal, employment lawyer")
add("en-s07", "Can anyone re-tile the floor of a small guest WC in Howald, roughly 2 m2, the old tiles would need to come up first and I've already picked some hexagon tiles?",
    "tiling", "Hesperange", "Howald", situation="re-tile a small WC floor")
add("en-s08", "Our oil boiler in Sandweiler hasn't been serviced since we bought the house two winters ago, could someone do the annual service and check the burner before it gets cold?",
    "heating", "Sandweiler", "Sandweiler", situation="annual oil boiler service")
add("en-s09", "We're relocating from Merl to Dublin in August with a 3-bedroom house worth of furniture, can you quote door to door including packing and a couple of weeks of storage?",
    "moving", "Luxembourg", "Merl", distractors=["Dublin"], situation="international move from Merl to Dublin with storage")
add("en-s10", "would love two outdoor wall lights and a weatherproof socket on our patio in olm, cable would have to come through the garage wall",
    "electrical", "Kehlen", "olm", situation="outdoor lights and a socket on a patio")
add("en-t01", "Since the new kitchen was fitted in Helmsange, the hot water at the kitchen tap only trickles while the cold is fine. The bathroom upstairs is normal, so it's just that one spot. The fitters say it's not their problem because they only did the cabinets. I can't fill a pot in under five minutes.",
    "plumbing", "Walferdange", "Helmsange", kind="a", nu="U", situation="hot water only trickles at the new kitchen tap")
add("en-t02", "Big chunks of the render have started falling off the side wall of our house in Moutfort, right next to the path where the kids walk to school. Underneath you can see bare blocks and the rest of the render sounds hollow when I tap it. It got much worse after the frost in January. I'd like it made safe and fixed properly before someone gets hurt.",
    "masonry", "Contern", "Moutfort", kind="a", nu="U", situation="render falling off a side wall after frost")
add("en-t03", "Since we got back from a trip to New York i wake up every morning with itchy red bites in little rows along my arms. There are tiny rust-coloured spots on the mattress seam and on the sheets. My husband has nothing, which makes it even weirder. We live in an apartment on the Kirchberg, and im terrified it'll spread to the neighbours. Do we have to throw the mattress out??",
    "pest-control", "Luxembourg", "Kirchberg", distractors=["New York"], kind="a", nu="U", situation="bites in rows and spots on the mattress after a trip")
add("en-t04", "The flat above us had a leak in October, it's been fixed, but we're left with a big yellow-brown ring on our living-room ceiling in Senningerberg. The building's syndic told us to just wipe it with bleach and let it dry out, and that it would disappear on its own. Three months later it's still there, only paler and blotchy. We'd like the ceiling properly treated and repainted before my parents visit at Easter.",
    "painting", "Niederanven", "Senningerberg", kind="b", nu="U", situation="water ring on ceiling after a fixed leak; syndic said bleach it")
add("en-t05", "Last spring the guy at the garden centre sold us a 'weed and feed' and told us to put double the dose on the moss. Half the lawn behind our house in Strassen turned black and it still hasn't recovered. Now there's moss, bare soil and clover where the grass used to be. We'd like a gardener to scarify, reseed and maybe sort out the drainage, whatever it actually needs.",
    "gardening", "Strassen", "Strassen", not_place=["grass"], kind="b", nu="N", situation="lawn burnt by overdosed weed-and-feed from a garden centre")
add("en-t06", "We have an awkward alcove either side of the chimney breast in our house in Capellen. The kitchen showroom assured us that their standard tall units would fit with a few filler panels, so we ordered them, and now there are 9 cm gaps and the skirting is in the way. I think we need a proper joiner to build fitted cupboards to measure. Painted MDF or oak, open to suggestions.",
    "carpentry", "Mamer", "Capellen", kind="b", nu="N", situation="fitted alcove cupboards after a showroom's bad advice")
add("en-t07", "Water is coming in around the chimney every time it rains sideways, and there's a damp patch on the bedroom wall next to it. A friend of my neighbour's came round, sprayed expanding foam into the gap between the chimney and the roof tiles and said that would do. It held for one storm. The house is in Junglinster, the roof is about 30 years old.",
    "roofing", "Junglinster", "Junglinster", kind="b", nu="U", situation="leak at the chimney; a neighbour's friend used expanding foam")
add("en-t08", "We're a 12-person consulting firm that just moved into a new office in Munsbach. We need someone to set up the network, a shared printer and proper Wi-Fi, and then take over IT support for our laptops on a monthly basis. Right now one of our analysts is doing it on the side, which isn't sustainable. Can you send us a proposal?",
    "it-support", "Schuttrange", "Munsbach", kind="c", nu="N", situation="consulting firm's new office: network setup and monthly IT support")
add("en-t09", "I run a small yoga studio in Clausen, in an old stone building with low windows. Clients say the space feels dark and cramped, and the changing area is basically a corridor. I'd love someone to rethink the layout, the colours and the lighting so it feels calm and bigger, without a huge construction job. Budget is tight but I can stretch for a good plan.",
    "interior-design", "Luxembourg", "Clausen", kind="c", nu="U", situation="yoga studio wants layout, colour and lighting rethought")
add("en-t10", "Our cricket club has about 150 members and we still manage everything through a spreadsheet and a WhatsApp group. We'd like one place online where members can see fixtures, sign up for matches and pay their annual fees by card. The volunteer who set up our old page moved back to India. Who could build something like that on a club budget?",
    "web-development", None, None, distractors=["India"], kind="c", nu="U", situation="cricket club wants fixtures, sign-ups and fee payment online")
add("en-t11", "We make handmade chocolates and just got our products into two shops in Luxembourg. For the new online catalogue we need a photographer to shoot around 40 products on a white background, plus some mood shots. Our workshop and shop are in Arlon, so the shoot would happen there, we have good daylight. Do you work across the border?",
    "photography", "abroad", "Arlon", distractors=["Luxembourg"], kind="c", nu="N", situation="chocolate maker in Arlon (BE) needs product photos")
add("en-t12", "Our house in Berg has an east-west roof, no south side at all, about 25 m2 on each slope. Is it still worth putting panels up there to make our own electricity, or does that only pay off on a south roof? We use a lot in the mornings and evenings with two kids and an electric car. Rough numbers would help us decide whether to even ask for quotes.",
    "solar", "Betzdorf", "Berg", kind="d", nu="U", situation="is PV worth it on an east-west roof")
add("en-t13", "We'd like to turn the unused attic of our house in Mullendorf into a bedroom with a small shower room. It has a floor already but no insulation, just one tiny window and no heating. What does a project like that usually cost, and do we need a building permit from the commune? We'd rather know before we get our hopes up.",
    "renovation", "Steinsel", "Mullendorf", kind="d", nu="U", situation="attic conversion into bedroom and shower room: cost and permit")
add("en-t14", "I moved here from Canada last year and my wife joined me in March, so this is our first Luxembourg tax return. We've heard that married couples can be taxed jointly and that certain deductions are worth claiming. Is it worth paying an accountant to do it, or is the online form manageable for a normal salaried couple? Roughly what would an accountant charge?",
    "accounting", None, None, distractors=["Canada", "Luxembourg"], kind="d", nu="N", situation="first joint tax return: accountant or do it yourself")
add("en-t15", "We're buying our first house and the notary deed is entirely in French, which neither of us reads well. Should we pay for a written English version of the deed beforehand, or is it enough to have someone sit with us at the signing and put everything into English as we go? Is that even allowed at a notary? We don't want to sign something we don't understand.",
    "translation", None, None, kind="d", nu="U", situation="notary deed in French: written translation or interpreter at signing")

# ---------------- Portuguese ----------------
add("pt-s01", "boa tarde, tenho uma fuga de água debaixo do évier da cozinha em Esch-sur-Alzette, o siphon pinga e o móvel já está todo inchado, alguém pode vir amanhã?",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="leaking trap under the kitchen sink, cabinet swollen")
add("pt-s02", "Preciso de uma costureira que me faça a bainha e aperte a cintura de um vestido para um casamento no dia 14, é urgente.",
    None, None, None, situation="dressmaker for a hem and waist alteration (not a trade here)")
add("pt-s03", "A porta do apartamento fechou-se com o vento e as chaves ficaram lá dentro com o bebé a dormir no berço, estou no patamar em Rodange, por favor venham rápido!!",
    "locksmith", "Pétange", "Rodange", situation="door slammed shut, keys and sleeping baby inside")
add("pt-s04", "Acabámos as obras na casa em Schifflange e está tudo cheio de pó de gesso e restos de tinta nos vidros, precisamos de uma limpeza de fim de obra antes da mudança no sábado.",
    "cleaning", "Schifflange", "Schifflange", situation="post-construction cleaning before moving in")
add("pt-s05", "vamos voltar para Portugal em julho, precisamos de uma empresa que leve as coisas da casa de Niederkorn até Viseu, mais ou menos 40 caixas e os móveis do quarto e da sala",
    "moving", "Differdange", "Niederkorn", distractors=["Portugal", "Viseu"], situation="move back from Niederkorn to Viseu (PT)")
add("pt-s06", "Alguém me pode ajudar a fazer a déclaration d'impôts deste ano, somos um casal com dois filhos e eu comecei a trabalhar a meio do ano?",
    "accounting", None, None, situation="couple's income tax return")
add("pt-s07", "A placa de indução da Bosch que temos em Gilsdorf deixou de aquecer na zona grande da frente, as outras três funcionam, vale a pena mandar reparar?",
    "appliance-repair", "Bettendorf", "Gilsdorf", situation="induction hob zone dead")
add("pt-s08", "Queria fazer uma horta com quatro canteiros elevados, caminhos de gravilha e rega gota a gota no quintal da casa em Reisdorf, alguém faz isto?",
    "gardening", "Reisdorf", "Reisdorf", situation="vegetable garden with raised beds, paths and drip irrigation")
add("pt-s09", "o quadro elétrico do meu apartamento em hollerich ainda tem fusíveis antigos de rosca e o proprietário aceitou trocar por disjuntores, quanto custa mais ou menos",
    "electrical", "Luxembourg", "hollerich", situation="replace old screw fuses with breakers")
add("pt-s10", "Preciso de traduzir do português para o francês o relatório médico do meu pai, umas 6 páginas, para entregar ao médico daqui.",
    "translation", None, None, situation="6-page medical report from Portuguese into French")
add("pt-t01", "Os azulejos da parede da cozinha, por cima da bancada, começaram a estalar e dois já caíram esta semana. Quando bato com os dedos, metade da parede soa a oco. A casa é em Villerupt, do lado francês, mas eu trabalho em Esch e só estou em casa ao fim de semana. Tenho medo que caia tudo em cima do fogão.",
    "tiling", "abroad", "Villerupt", distractors=["Esch"], kind="a", nu="U", situation="kitchen wall tiles cracking and falling, house in Villerupt (FR)")
add("pt-t02", "desde que ligamos os radiadores este outono a caldeira faz umas pancadas fortes nos tubos, como se alguem batesse com um martelo, sobretudo de manha cedo. a seguir ouve-se um assobio e as vezes a agua do duche fica morna. a casa em Larochette é antiga e o barulho acorda os miudos todos os dias 😩",
    "heating", "Larochette", "Larochette", kind="a", nu="U", situation="boiler bangs in the pipes in the morning, shower lukewarm")
add("pt-t03", "Há uma semana apareceram formigas pequeninas em fila desde o rodapé da cozinha até ao armário do açúcar. Agora também as vejo no quarto dos miúdos, junto à janela. Já limpámos tudo com vinagre e pusemos canela, mas voltam sempre no dia seguinte. Moramos num rés-do-chão em Ettelbruck com jardim.",
    "pest-control", "Ettelbruck", "Ettelbruck", kind="a", nu="U", situation="ant trails in kitchen and children's room")
add("pt-t04", "Queremos abrir a parede entre a cozinha e a sala na nossa casa em Soleuvre para ficar tudo em open space. Um vizinho disse que aquilo é só tijolo e que se faz num fim de semana com uma marreta, ele até empresta. Mas no andar de cima há um quarto e tenho medo que a parede segure alguma coisa. Preferia que um pedreiro viesse ver e fizesse a abertura com viga como deve ser.",
    "masonry", "Sanem", "Soleuvre", kind="b", nu="N", situation="open a possibly load-bearing wall; neighbour says sledgehammer it")
add("pt-t05", "Com a tempestade de domingo partiram-se várias telhas na casa que alugamos em Doncols e agora pinga no sótão. O senhorio disse para pormos um balde e uma lona, que só manda arranjar na primavera porque no inverno sai mais caro. Já vamos no terceiro balde e a madeira está a ficar escura. Queria saber se alguém pode pelo menos fazer uma reparação já, eu depois falo com ele.",
    "roofing", "Winseler", "Doncols", kind="b", nu="U", situation="broken roof tiles; landlord says use a bucket until spring")
add("pt-t06", "Comprámos um apartamento em Bonnevoie e as paredes da sala têm tinta de óleo antiga, brilhante, cor de salmão. A senhora da loja de tintas disse que podíamos pintar por cima com tinta plástica normal, sem primário. Fizemos um teste atrás do sofá e a tinta sai com a unha. Agora queremos alguém que prepare as paredes como deve ser e pinte a sala toda de branco.",
    "painting", "Luxembourg", "Bonnevoie", kind="b", nu="U", situation="old gloss oil paint; paint shop said no primer needed")
add("pt-t07", "Temos painéis solares para a água quente na casa em Ingeldorf há uns oito anos. No verão, quando estamos de férias, a válvula lá no sótão começa a deitar líquido e o depósito faz um barulho de ferver. O meu vizinho disse que é normal e que basta ir acrescentando água da torneira ao circuito. Não me parece nada bem, queria que alguém que perceba disto viesse verificar a instalação.",
    "solar", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="N", situation="solar thermal system overheats and vents; neighbour says top up with tap water")
add("pt-t08", "Temos um restaurante em Diekirch e a inspeção sanitária vem no próximo mês. A cozinha está limpa no dia a dia, mas o exaustor, as condutas e a parte de trás dos fornos estão cheios de gordura acumulada há anos. Precisávamos de uma equipa que fizesse isso numa segunda-feira, que é quando estamos fechados. Podem mandar um orçamento?",
    "cleaning", "Diekirch", "Diekirch", kind="c", nu="U", situation="restaurant needs hood, ducts and ovens degreased before inspection")
add("pt-t09", "Somos uma pequena empresa de construção com escritório em L-4130, três computadores e uma impressora. Desde ontem não conseguimos abrir os emails e um dos portáteis diz que o disco está cheio, mas ninguém instalou nada. O rapaz que tratava disto voltou para o Brasil. Precisamos de um informático que venha cá hoje ou amanhã e que depois faça manutenção.",
    "it-support", "Esch-sur-Alzette", "L-4130", distractors=["Brasil"], kind="c", nu="N", situation="building firm's office: e-mail down, full disk, needs IT maintenance")
add("pt-t10", "Tenho uma empresa de limpezas com sete funcionárias e os clientes só me encontram pelo boca a boca e pelo Facebook. Queria ter uma página própria onde as pessoas vejam os serviços, peçam orçamento e marquem a limpeza online. Não percebo nada disto, por isso precisava de alguém que trate de tudo, incluindo o domínio. Quanto custa uma coisa assim?",
    "web-development", None, None, kind="c", nu="U", situation="cleaning company wants its own site with quote requests and booking")
add("pt-t11", "Vou abrir uma pastelaria portuguesa em Schieren em março e o balcão que veio com o espaço está todo estragado. Precisava de um balcão novo em madeira maciça, com lugar para uma vitrine refrigerada que já comprei, e umas prateleiras por trás para o pão. As medidas são mais ou menos 4 metros de comprimento. Alguém faz isto por medida e monta no local?",
    "carpentry", "Schieren", "Schieren", kind="c", nu="U", situation="new pastry shop needs a made-to-measure solid wood counter and shelves")
add("pt-t12", "O batizado da nossa filha é no dia 6 de junho na igreja de Wiltz, com almoço a seguir num restaurante. Vale mais a pena contratar só um fotógrafo ou fotógrafo mais vídeo? Quanto é que se paga normalmente por umas três horas? A família vem toda de Portugal e queríamos ter boas recordações.",
    "photography", "Wiltz", "Wiltz", distractors=["Portugal"], kind="d", nu="N", situation="christening: photographer only or with video, price")
add("pt-t13", "Vamos vender o apartamento em Colmar-Berg, tem 20 anos e nunca foi mexido: cozinha e casa de banho originais, chão gasto, paredes amarelas. Compensa fazer obras antes de vender ou vende-se na mesma e o comprador que faça? Se fizermos, quanto tempo e quanto dinheiro para cozinha, casa de banho e chão? Não queremos perder o verão inteiro com isto.",
    "renovation", "Colmar-Berg", "Colmar-Berg", kind="d", nu="U", situation="refresh a dated flat before selling: worth it, cost, time")
add("pt-t14", "Vamos ter gémeos em setembro e o quarto que temos para eles em Bettembourg tem só 10 m2 com uma janela pequena. Como é que se arrumam dois berços, um móvel muda-fraldas e um roupeiro sem ficar tudo apertado? Vale a pena pagar a alguém para fazer um plano com cores e iluminação, ou é dinheiro deitado fora? Gostávamos de ideias antes de comprar os móveis.",
    "interior-design", "Bettembourg", "Bettembourg", kind="d", nu="U", situation="layout of a 10 m2 twins' nursery, is a designer worth it")
add("pt-t15", "Tive um acidente de carro em França há dois meses, o outro condutor bateu-me por trás e o seguro dele ainda não pagou nada. O meu carro continua na oficina e estou a pagar um carro alugado do meu bolso. Vale a pena meter um advogado ou é melhor esperar mais um pouco? Quanto é que costuma custar?",
    "legal", None, None, distractors=["França"], kind="d", nu="N", situation="unpaid insurance claim after a car accident in France")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, vorrei far installare un bidet nel bagno di casa nostra a Dudelange, lo scarico e l'attacco dell'acqua ci sono già vicino al WC, quanto mi costerebbe più o meno?",
    "plumbing", "Dudelange", "Dudelange", situation="install a bidet next to the WC")
add("it-s02", "Hanno cercato di forzare la serratura della cassetta delle lettere del nostro condominio a Rumelange e adesso la chiave non gira più, serve qualcuno che la sostituisca.",
    "locksmith", "Rumelange", "Rumelange", situation="replace a forced letterbox lock")
add("it-s03", "Cerco un istruttore di scuola guida che dia lezioni in italiano o in francese a mia figlia di 17 anni, anche nel weekend.",
    None, None, None, situation="driving lessons for a teenager (not a trade here)")
add("it-s04", "ciao a tutti cerco un piastrellista per fare una nicchia nella doccia con mosaico in vetro e rifare le fughe intorno al piatto doccia a tetange",
    "tiling", "Kayl", "tetange", situation="glass-mosaic shower niche and regrouting around the tray")
add("it-s05", "Abito a Kleinbettingen e la mia macchina da caffè automatica De'Longhi Magnifica macina ma non fa più uscire il caffè, solo acqua marrone, qualcuno la ripara a domicilio o devo portarla?",
    "appliance-repair", "Steinfort", "Kleinbettingen", situation="bean-to-cup coffee machine grinds but brews only brown water")
add("it-s06", "Ci servirebbe una pulizia a fondo del divano in tessuto e di due tappeti grandi nel nostro appartamento a Gasperich, il gatto ha fatto disastri 🙈",
    "cleaning", "Luxembourg", "Gasperich", situation="deep clean of a fabric sofa and rugs")
add("it-s07", "Mia madre lascia il suo appartamento a Lintgen e viene a stare da noi a Esch-sur-Alzette, ci serve un furgone con due persone per camera da letto, cucina e una trentina di scatoloni a fine aprile.",
    "moving", "Lintgen", "Lintgen", distractors=["Esch-sur-Alzette"], situation="move a mother's flat from Lintgen to Esch")
add("it-s08", "Produco vino e olio in Puglia e vorrei un piccolo negozio online in tre lingue per vendere ai clienti qui in Lussemburgo, con spedizione e pagamento con carta.",
    "web-development", None, None, distractors=["Puglia", "Lussemburgo"], situation="three-language online shop for wine and olive oil")
add("it-s09", "Nel giardino a Goeblange abbiamo sei alberi da frutto che nessuno pota da anni e un ulivo in vaso che sta ingiallendo, cerchiamo un giardiniere esperto per la potatura di fine inverno.",
    "gardening", "Koerich", "Goeblange", situation="prune neglected fruit trees, yellowing potted olive")
add("it-s10", "Dobbiamo imbiancare il soggiorno con soffitti alti quasi 4 metri nella casa a Mersch, serve qualcuno con il ponteggio perché con la scala non ci arriviamo.",
    "painting", "Mersch", "Mersch", situation="paint a living room with 4 m ceilings, scaffold needed")
add("it-t01", "Quando piove forte, dallo scarico a pavimento della lavanderia in cantina risale acqua sporca e puzzolente. L'ultima volta ne sono usciti cinque centimetri e si sono bagnati gli scatoloni. Con la pioggia normale non succede niente, solo con i temporali. Abitiamo in una casa a schiera a Hunsdorf costruita negli anni Novanta.",
    "plumbing", "Lorentzweiler", "Hunsdorf", kind="a", nu="U", situation="basement floor drain backs up in heavy rain")
add("it-t02", "Tirando fuori i maglioni invernali ho trovato buchi su tre pullover di cashmere e una sciarpa di lana. Negli angoli dell'armadio ci sono dei piccoli bozzoli bianchi e la sera vedo delle farfalline color paglia volare in camera. Le trappole ai feromoni del supermercato ne hanno prese tante ma continuano a comparire 😤 La casa è a Eischen e l'armadio è a muro.",
    "pest-control", "Habscht", "Eischen", kind="a", nu="U", situation="clothes moths in a built-in wardrobe")
add("it-t03", "Se tocco contemporaneamente il forno e il rubinetto della cucina sento un leggero formicolio alla mano. Mia moglie dice che succede anche con la lavatrice in bagno quando è bagnata. Il salvavita non è mai scattato. Viviamo ad Athus, in Belgio, a due passi da Rodange, in una casa vecchia che abbiamo comprato da poco.",
    "electrical", "abroad", "Athus", distractors=["Belgio", "Rodange"], kind="a", nu="U", situation="tingling from oven and tap, RCD never trips, house in Athus (BE)")
add("it-t04", "Abbiamo una stufa a pellet canalizzata nella casa a Heffingen che scalda tutto il piano terra. Un vicino ci ha detto di comprare il pellet più economico del discount, tanto è tutto uguale. Da allora il braciere si riempie di incrostazioni nere e la stufa si spegne da sola due volte al giorno. Cerco un tecnico per stufe a pellet che faccia pulizia completa e controllo, e che ci dica che pellet usare.",
    "heating", "Heffingen", "Heffingen", kind="b", nu="N", situation="pellet stove clogs and stops; neighbour said buy the cheapest pellets")
add("it-t05", "Il tetto piano del garage della casa di Angelsberg ha la guaina piena di bolle e in un angolo entra acqua sulla macchina. Mio cognato dice che basta passarci sopra due mani di vernice bituminosa col rullo e si risolve. L'ha già fatto due anni fa e l'acqua è tornata dopo un inverno. Vorrei che qualcuno rifacesse l'impermeabilizzazione come si deve.",
    "roofing", "Fischbach", "Angelsberg", kind="b", nu="U", situation="blistered flat garage roof membrane; brother-in-law says paint bitumen on it")
add("it-t06", "La nostra casa a Cruchten è una vecchia fattoria in pietra e il proprietario precedente ha rifatto le fughe con malta di cemento. Adesso, proprio vicino alle fughe, le pietre si sbriciolano e c'è umidità sul muro interno. Il vicino ci consiglia di ripassare tutto con altro cemento, ma ho letto che sui muri vecchi ci vuole la calce. Cerchiamo qualcuno che sappia lavorare la pietra e rifare le fughe con il materiale giusto.",
    "masonry", "Nommern", "Cruchten", kind="b", nu="U", situation="cement-pointed stone farmhouse crumbling; neighbour says more cement")
add("it-t07", "Due anni fa abbiamo fatto montare una pergola in legno sulla terrazza a Bissen. Il commesso del brico ci aveva assicurato che l'abete non trattato andava benissimo all'esterno. Adesso le travi sono spaccate, un montante è storto e tutta la struttura si muove quando c'è vento. Cerco un falegname che la rifaccia in un legno adatto o la sistemi, prima che crolli addosso a qualcuno.",
    "carpentry", "Bissen", "Bissen", kind="b", nu="N", situation="untreated spruce pergola split and leaning; DIY store said it was fine")
add("it-t08", "Con mio fratello gestiamo una pizzeria da due anni e finora la contabilità la faceva un amico di famiglia, che adesso è andato in pensione. Abbiamo sei dipendenti, quindi ci servono anche le buste paga, e a giugno dobbiamo chiudere il bilancio. Cerchiamo un commercialista che conosca la ristorazione e parli italiano. Quanto si paga in media al mese per un servizio così?",
    "accounting", None, None, kind="c", nu="N", situation="pizzeria needs bookkeeping, payroll and year-end accounts")
add("it-t09", "Sono il segretario di un circolo culturale italiano a Differdange, abbiamo una sala con quattro computer vecchi, un proiettore e una stampante. Vogliamo iniziare corsi di informatica per anziani, ma i PC sono lentissimi, il wifi non arriva in sala e nessuno di noi sa mettere mano alla rete. Ci servirebbe qualcuno che sistemi tutto e ci dica cosa conviene comprare. Siamo un'associazione senza scopo di lucro, quindi con un budget limitato.",
    "it-support", "Differdange", "Differdange", kind="c", nu="U", situation="Italian cultural club: slow PCs, no Wi-Fi in the hall")
add("it-t10", "Gestisco una gelateria artigianale a Bettembourg e a maggio rifacciamo menù, vetrina e pagina Instagram. Mi serve un fotografo che venga in laboratorio a fotografare una ventina di gusti, coppe e coni, con luce naturale. Il gelato si scioglie in fretta, quindi serve qualcuno veloce e abituato al food. Preferirei un lunedì mattina, quando siamo chiusi.",
    "photography", "Bettembourg", "Bettembourg", kind="c", nu="N", situation="ice-cream parlour needs food photos for menu and Instagram")
add("it-t11", "Abbiamo preso in gestione una piccola trattoria a Boevange-sur-Attert, 40 coperti, arredata ancora come un bar degli anni Ottanta. Vorremmo un ambiente più caldo e accogliente senza rifare i muri: disposizione dei tavoli, colori, luci. Cerchiamo qualcuno che ci prepari un progetto e una lista di cosa comprare. Apertura prevista a settembre.",
    "interior-design", "Helperknapp", "Boevange-sur-Attert", kind="c", nu="U", situation="trattoria wants table layout, colours and lighting redesigned")
add("it-t12", "Abbiamo una casa a Esch sur Alzette con il tetto piano di circa 60 m2. Quanti pannelli ci starebbero e conviene metterli inclinati verso sud o in file est-ovest? Con le sovvenzioni statali, in quanti anni si ripaga un impianto del genere? Il tetto è stato rifatto tre anni fa.",
    "solar", "Esch-sur-Alzette", "Esch sur Alzette", kind="d", nu="U", situation="PV on a 60 m2 flat roof: layout and payback")
add("it-t13", "Abbiamo una casa a Lussemburgo città con una cantina di 35 m2 che usiamo solo come ripostiglio. Vorremmo trasformarla in un monolocale per nostro figlio, con angolo cottura e un piccolo bagno. Ci vuole un permesso del comune? E quanto costa più o meno un lavoro così, tutto compreso? Ci sono finestre a bocca di lupo, non so se bastano per la luce.",
    "renovation", "Luxembourg", "Lussemburgo", kind="d", nu="U", situation="convert a basement into a studio flat: permit and cost")
add("it-t14", "Il vicino ha costruito una tettoia che scarica tutta l'acqua piovana direttamente nel nostro giardino, e ora il prato è una palude. Gli abbiamo chiesto gentilmente di mettere una grondaia, ma dice che è nel suo diritto. Vale la pena rivolgersi a un avvocato o prima bisogna passare da un mediatore? Quanto rischiamo di spendere?",
    "legal", None, None, kind="d", nu="N", situation="neighbour's canopy drains onto our garden: lawyer or mediator")
add("it-t15", "Mio nonno ha lasciato circa 80 lettere scritte a mano in italiano, in parte in dialetto abruzzese, dal periodo in cui lavorava in miniera. I nipoti parlano solo francese e vorremmo farne un piccolo libro per la famiglia. Conviene affidarsi a un professionista o bastano i programmi automatici? E quanto può costare a pagina, con il dialetto di mezzo?",
    "translation", None, None, kind="d", nu="U", situation="grandfather's 80 letters in Italian and dialect into French")

# ---------------- Spanish ----------------
add("es-s01", "Nos mudamos de Pfaffenthal a Madrid a finales de junio, es un piso de dos habitaciones con muchísimos libros, ¿nos podéis dar presupuesto con embalaje incluido?",
    "moving", "Luxembourg", "Pfaffenthal", distractors=["Madrid"], situation="move from Pfaffenthal to Madrid with packing")
add("es-s02", "Busco a alguien que arregle bicicletas a domicilio, la de mi hijo tiene los frenos de disco rozando y el cambio salta todo el rato.",
    None, None, None, situation="bicycle repair at home (not a trade here)")
add("es-s03", "La cerradura de seguridad de tres puntos de la puerta de casa en Redange se ha roto por dentro y solo cierra el pestillo, necesito que alguien la cambie cuanto antes.",
    "locksmith", "Redange", "Redange", situation="broken three-point security lock")
add("es-s04", "el congelador vertical Liebherr de casa en beckerich hace escarcha por todas partes y los helados se quedan blandos, alguien que venga a mirarlo esta semana",
    "appliance-repair", "Beckerich", "beckerich", situation="upright freezer frosting up and not freezing")
add("es-s05", "Queremos instalar ventiladores de techo con luz en tres dormitorios de nuestra casa en Strassen, ya hay punto de luz en el centro de cada techo.",
    "electrical", "Strassen", "Strassen", situation="ceiling fans with lights in three bedrooms")
add("es-s06", "Acabamos de crear una SARL de dos socios para importar productos gourmet y necesitamos a alguien que nos lleve la contabilidad mensual y prepare las cuentas anuales.",
    "accounting", None, None, situation="bookkeeping and annual accounts for a new SARL")
add("es-s07", "Necesitamos limpiar todos los cristales de la casa en Consdorf por dentro y por fuera, son unas 25 ventanas más una veranda, a poder ser antes de Semana Santa.",
    "cleaning", "Consdorf", "Consdorf", situation="window cleaning of a whole house and conservatory")
add("es-s08", "Antes de que nazca el bebé en mayo queremos pintar tres habitaciones y el pasillo del piso en Esch-sur-Alzette, paredes y techos, colores claros.",
    "painting", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="paint three rooms and a corridor before a baby arrives")
add("es-s09", "Soy fisioterapeuta autónoma y quiero una web sencilla con mis tarifas, un formulario de reservas y la opción de pagar por adelantado, en español, francés e inglés.",
    "web-development", None, None, situation="physiotherapist's website with booking and prepayment")
add("es-s10", "Busco a alguien para poner suelo de porcelánico imitación madera en el baño y la cocina de casa en Vichten, unos 18 m2, quitando las baldosas viejas.",
    "tiling", "Vichten", "Vichten", situation="wood-look porcelain floor tiles in bathroom and kitchen")
add("es-t01", "Este trimestre la factura del agua de la casa en Bavigne ha llegado tres veces más alta de lo normal. He cerrado todos los grifos por la noche y el contador sigue girando despacito. No hay manchas en ninguna pared ni en el techo, y el jardín está seco. No tengo ni idea de dónde se puede estar yendo el agua.",
    "plumbing", "Lac de la Haute-Sûre", "Bavigne", kind="a", nu="U", situation="water bill tripled, meter turns with all taps closed")
add("es-t02", "En el fondo del jardín, alrededor del compost, han aparecido agujeros del tamaño de un puño y caminitos en la hierba. La manguera del huerto está mordida en dos sitios y en la caseta hay excrementos alargados y oscuros. Anoche vi algo gris y grande correr hacia el seto. Tenemos gallinas y un perro, así que no quiero poner cualquier veneno. Vivimos en Ell, en las afueras.",
    "pest-control", "Ell", "Ell", kind="a", nu="U", situation="burrows, gnawed hose and droppings around the compost (rats)")
add("es-t03", "La caldera de gasóleo del sótano se enciende, hace un ruido fuerte y se apaga a los pocos minutos, así todo el día. Desde hace una semana huele a gasóleo en la escalera y los radiadores están templados como mucho. Vivimos en Attert, en el lado belga, y trabajo en Redange, así que solo estoy en casa por las tardes. Con dos niños pequeños no podemos seguir así en pleno enero.",
    "heating", "abroad", "Attert", distractors=["Redange"], kind="a", nu="U", situation="oil boiler short-cycles and smells, house in Attert (BE)")
add("es-t04", "Los escalones de hormigón de la entrada de casa en Boulaide tienen grietas y se han desprendido trozos de las esquinas. Un vecino me dijo que rellenara las grietas con cemento cola de azulejos y listo. Lo hice en otoño y con las heladas ha saltado todo otra vez. Mi suegra viene a vivir con nosotros y no quiero que tropiece, así que hay que arreglarlo bien.",
    "masonry", "Boulaide", "Boulaide", kind="b", nu="U", situation="cracked concrete entrance steps; neighbour said use tile adhesive")
add("es-t05", "Las puertas correderas del armario empotrado del dormitorio, en casa en Beaufort, se salen del carril y una ya no cierra. Mi cuñado les echó aceite en spray y dijo que con eso se arreglaba, pero ahora además están manchadas de grasa. Creo que el problema es la guía de arriba, que está combada. Busco un carpintero que las ajuste o cambie los herrajes.",
    "carpentry", "Beaufort", "Beaufort", kind="b", nu="N", situation="built-in wardrobe sliding doors jump the track; brother-in-law oiled them")
add("es-t06", "Hace seis años un vecino nos aconsejó plantar un sauce llorón a tres metros de la casa porque crece rápido y da sombra. Ahora es enorme, las raíces levantan las baldosas del camino y el fontanero dice que se están acercando al desagüe. Queremos quitarlo con tocón incluido y replantar esa zona del jardín en Heiderscheid con algo más pequeño. Mide unos 12 metros, así que no es trabajo para nosotros.",
    "gardening", "Esch-sur-Sûre", "Heiderscheid", kind="b", nu="U", situation="remove a willow planted too close on a neighbour's advice, replant")
add("es-t07", "Un vecino nos dijo que el musgo del tejado se quitaba fácil con la hidrolimpiadora, y mi marido se pasó un sábado entero dándole. Desde entonces, cada vez que llueve entra agua en el desván de la casa en Folschette y se ven tejas movidas y rotas. Necesitamos un tejador que revise todo el tejado y cambie lo que esté mal. Si hace falta tratamiento contra el musgo, que nos lo diga también.",
    "roofing", "Rambrouch", "Folschette", kind="b", nu="N", situation="roof leaks after pressure-washing moss on a neighbour's advice")
add("es-t08", "Tenemos una casa rural con seis habitaciones en Mullerthal y los huéspedes se quejan de que el wifi no llega a las habitaciones del segundo piso. Además, el ordenador de recepción se bloquea cada vez que imprimimos las facturas. Mi marido ha comprado repetidores por internet pero cada uno va por su lado. Buscamos a alguien que lo deje funcionando bien antes de la temporada de senderismo.",
    "it-support", "Waldbillig", "Mullerthal", kind="c", nu="U", situation="guesthouse: Wi-Fi in upper rooms, reception PC freezes when printing")
add("es-t09", "Llevamos un pequeño camping en Medernach y este año queremos renovar las fotos de la web y de Booking, que son de 2015. Buscamos un fotógrafo que haga fotos de las parcelas, los bungalows y la piscina, y si puede, un vídeo corto con dron. Tendría que ser en junio, con todo verde y algo de gente. ¿Cuánto cobraríais por una jornada?",
    "photography", "Vallée de l'Ernz", "Medernach", kind="c", nu="N", situation="campsite needs new photos and drone video")
add("es-t10", "Tenemos un pequeño hotel familiar en Grosbous y la sala de desayunos se ha quedado anticuada: moqueta, muebles oscuros y luz de fluorescente. Queremos que alguien nos haga una propuesta de distribución, colores, mobiliario e iluminación, para luego ir encargándolo poco a poco. No buscamos obra grande, solo que sea acogedor y práctico para 30 personas. ¿Podéis enviarnos ideas y un precio?",
    "interior-design", "Groussbus-Wal", "Grosbous", kind="c", nu="U", situation="family hotel's breakfast room: layout, colours, furniture, lighting")
add("es-t11", "Somos una pequeña bodega familiar y este año vamos a ir a una feria de vinos en Alemania. Necesitamos las fichas técnicas de ocho vinos y el folleto de la bodega en alemán y en inglés, unas doce páginas en total. Que suene natural, no como esas herramientas automáticas. ¿Quién puede hacerlo antes de marzo?",
    "translation", None, None, distractors=["Alemania"], kind="c", nu="U", situation="winery needs tech sheets and brochure in German and English")
add("es-t12", "En agosto nos mudamos de Useldange a Strassen, de una casa de cuatro habitaciones a un piso más pequeño. ¿Sale más barato que la empresa de mudanzas cobre por horas o un precio cerrado? Y lo que no nos cabe, ¿conviene guardarlo en un trastero de la propia empresa o alquilar uno aparte? No tenemos ni idea de cuánto es normal pagar.",
    "moving", "Useldange", "Useldange", distractors=["Strassen"], kind="d", nu="N", situation="move from Useldange to Strassen: hourly or fixed price, storage")
add("es-t13", "Hemos comprado un piso de 1968 en el centro de Luxemburgo y hay que cambiarlo casi todo: instalación eléctrica, tuberías, baño, cocina y suelos. ¿En qué orden se suele hacer para no tener que romper dos veces? ¿Y cuánto tiempo hay que calcular para unos 85 m2, si no vivimos dentro mientras tanto? Nos gustaría mudarnos antes de Navidad.",
    "renovation", "Luxembourg", "Luxemburgo", kind="d", nu="U", situation="1968 city flat to be redone entirely: order of works and duration")
add("es-t14", "Vivimos en una casa adosada en Cessange con el tejado orientado al suroeste, unos 30 m2 útiles. ¿Merece la pena poner paneles para producir nuestra propia electricidad si además queremos cargar el coche en casa? ¿Cuánta potencia cabría y en cuántos años se amortiza con las ayudas? El tejado tiene dos ventanas de techo, no sé si eso complica las cosas.",
    "solar", "Luxembourg", "Cessange", kind="d", nu="U", situation="is PV worth it on a south-west roof with an EV")
add("es-t15", "Hace un mes compré un coche de segunda mano a un particular en Bélgica y a las dos semanas se rompió la caja de cambios. El vendedor juró que estaba perfecto y ahora no contesta al teléfono. ¿Merece la pena contratar a un abogado por un coche de 6.000 euros, o me va a costar más de lo que recupero? ¿Y qué tribunal sería, el de aquí o el belga?",
    "legal", None, None, distractors=["Bélgica"], kind="d", nu="N", situation="used car bought in Belgium broke down: worth a lawyer?")
