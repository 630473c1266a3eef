MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish (lb) ----------------
add("lb-s01", "moien, bei mir zu Wolz leeft de Spullkaste vum WC zënter gëschter permanent no an d'Waasserrechnung wäert explodéieren 😅 kann haut nach een laanscht kommen",
    "plumbing", "Wiltz", "Wolz", situation="toilet cistern keeps running")
add("lb-s02", "Wat kascht et ongeféier, eng 11 kW Wallbox an der Garage montéieren ze loossen, Haus zu Mëlleref, de Sicherungskaschten ass direkt niewendrun?",
    "electrical", "Steinsel", "Mëlleref", nu="U", situation="price of a wallbox install in the garage")
add("lb-s03", "Sichen en Affekot fir Ierfrecht well mäi Brudder d'Haus vun eiser Mamm eleng wëll verkafen an ech net averstanen sinn.",
    "legal", None, None, nu="N", situation="inheritance dispute with brother over mother's house")
add("lb-s04", "Mir plënneren den 14/03 vu Miersch op Ettelbréck (3te Stack ouni Lift, vill Bicher), wie kann dat mat engem Camion an 2-3 Leit iwwerhuelen?",
    "moving", "Mersch", "Miersch", distractors=["Ettelbréck"], situation="flat move, 3rd floor without lift, many books")
add("lb-s05", "Hunn d'Dier hannert mir zougeschloen an de Schlëssel läit bannen um Dësch, ech stinn hei an der Kält viru mengem Haus zu Diddeleng, wien kann opmaachen?",
    "locksmith", "Dudelange", "Diddeleng", situation="locked out, key inside on the table")
add("lb-s06", "e puer Buedemplättercher an der Kichen si gesprongen nodeems eng Goss-Pan erofgefall ass, kann een déi eenzel auswiesselen ouni de ganze Buedem rauszerappen? zolwer",
    "tiling", "Sanem", "zolwer", situation="replace single cracked kitchen floor tiles")
add("lb-s07", "Nom Stuerm vu gëschter Nuecht leien e sëllechen Schifer um Buedem ronderëm d'Haus an et drëpst um Späicher, Wëlwerwolz, dréngend!",
    "roofing", "Kiischpelt", "Wëlwerwolz", situation="slates blown off in storm, attic dripping")
add("lb-s08", "Eise klenge Büro am Gronn (4 Leit) fënnt zënter dem leschte Windows-Update den Netzwierkdrécker net méi an d'NAS mécht och Zicken, mir brauchen een deen sech mat IT auskennt",
    "it-support", "Luxembourg", "Gronn", nu="N", situation="small office: network printer and NAS after Windows update")
add("lb-s09", "Ech brauch e Kafkompromiss vun 12 Säiten aus dem Franséischen op Portugisesch iwwersat fir meng Schwéierelteren, et muss net vereedegt sinn, si sollen just verstoen wat se ënnerschreiwen",
    "translation", None, None, situation="translate a 12-page sales agreement FR->PT for in-laws")
add("lb-s10", "Sichen een deen eis e Plang fir d'Miwwelen, d'Faarwen an d'Beliichtung vun eisem neie Living zu Kapellen (45 m²) mécht, mir kommen eleng net eens 🙈",
    "interior-design", "Mamer", "Kapellen", situation="furniture, colour and lighting plan for a 45 m2 living room")

add("lb-t01", "Mir wunnen zënter Oktober an engem eelere Bauerenhaus zu Housen. Am Buedzëmmer an an der Kichen ass de Buedem waarm, mee am Living bleift en iskal, och wann den Thermostat op 23 Grad steet. Um Verdeeler am Keller ass eng vun de Schläifen vill méi kal wéi déi aner. D'Kanner spillen elo mat Wollsocken. Kann een dat kucke kommen?",
    "heating", "Parc Hosingen", "Housen", kind="a", nu="U", situation="one underfloor heating loop stays cold in the living room")
add("lb-t02", "Bei eis zu Ëlwen héiere mir all Nuecht e Gekraz an der Plafong vum Schlofzëmmer. An der Spënn hu mer kleng schwaarz Kéidelen fonnt an eng Tut Mëll war ugeknabbert. D'Kaz interesséiert dat guer net. Ech mengen et sinn der méi wéi eng oder zwou. Ech schlofen zënter enger Woch bal net méi. Wien kann eis dovu befreien?",
    "pest-control", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="scratching in the ceiling, droppings and gnawed flour bag")
add("lb-t03", "An eisem Appartement zu Bouneweg fält all Kéier de Stroum an der ganzer Kichen, wann den Uewen an de Waasserkocher zur selwechter Zäit lafen. Den Hiewel am Sicherungskaschten ass dann erof. Zënter gëschter flackert och d'Luucht am Gank, wann een d'Spullmaschinn ustellt. Ech hu bëssen Angscht, datt do eppes verbrennt.",
    "electrical", "Luxembourg", "Bouneweg", kind="a", nu="U", situation="kitchen circuit trips with oven plus kettle, hall light flickers")
add("lb-t04", "Eis Stützmauer hannert dem Haus zu Klierf huet zënter dem Wanter e Rass vun uewen bis ënnen. Den Noper huet gesot, ech soll dat einfach mat Silikon zoumaachen, hien hätt dat och esou gemaach. Elo ass de Rass no zwee Méint méi breet wéi virdrun an e puer Steng wackelen. Ech brauch elo wuel e richtege Maurer, deen sech dat ukuckt ier d'Mauer op de Trottoir fält.",
    "masonry", "Clervaux", "Klierf", kind="b", nu="N", situation="retaining wall crack widened after neighbour's silicone tip")
add("lb-t05", "Ech hu lescht Joer d'Fassad vun eisem Haus zu Wäisswampech selwer gemaach. Am Baumaart hu se mer eng Faarf fir bannen ugedréint an gesot, déi géing dobausse grad esou gutt halen. Elo schielt alles a grousse Fatzen of a gëtt gro op der Wiederssäit. Ech wëll dat dës Kéier richteg gemaach kréien, mat der richteger Virbehandlung. Wien kann dat am Fréijoer iwwerhuelen?",
    "painting", "Weiswampach", "Wäisswampech", kind="b", nu="U", situation="facade peeling after DIY store sold interior paint")
add("lb-t06", "Eis Photovoltaikanlag zu Nacher ass 6 Joer al. Mäi Schwoer, deen sech 'domat auskennt', huet am Summer d'DC-Stecker um Daach mat Isoléierband agewéckelt, well se naass gi wieren. Zënterhier weist den Onduleur ëmmer erëm 'Riso low' a mir produzéieren ongeféier d'Halschent. Ech hätt gär eng Solarfirma, déi dat uerdentlech nokuckt.",
    "solar", "Goesdorf", "Nacher", kind="b", nu="N", situation="inverter insulation fault after brother-in-law taped DC connectors")
add("lb-t07", "Mir lounen eng Maisonette zu Pommerlach mat enger aler Eechentrap. Eng Stuf kraacht zënter laangem an de Proprietaire huet gemengt, ech sollt einfach e puer Schrauwen uewen duerch d'Holz drécken. Dat hunn ech gemaach, an elo ass d'Briet laanscht d'Maserung gerappt a wackelt wann ee drop trëppelt. De Proprietaire bezilt d'Reparatur, mee ech soll een fannen deen dat mécht.",
    "carpentry", "Winseler", "Pommerlach", not_place=["Holz"], kind="b", nu="U", situation="oak stair tread split after landlord's screw tip")
add("lb-t08", "Mir hunn eng kleng Bäckerei zu Esch-Sauer. Zënter eis Aushëllef fort ass, bleift owes alles un eis hänken, an dat no 12 Stonnen Aarbecht. Mir bräichten een, deen dräimol d'Woch nom Feierowend de Buedem am Laden, d'Toiletten an d'Vitrinne mécht. Wat kascht sou eppes ongeféier de Mount?",
    "cleaning", "Esch-sur-Sûre", "Esch-Sauer", kind="c", nu="U", situation="bakery wants evening cleaning of shop floor, toilets, display cases")
add("lb-t09", "Eise Fussballclub zu Buerschent gëtt dëst Joer 75 Joer al. Fir d'Festschrëft bräichte mer Equippefotoe vun all de Jugendmannschaften an e kuerze Film vum Jubiläumsmatch de 6. Juni. Mir sichen e Fotograf, deen och Video mécht an dat fir e Veräinsbudget mécht. Ass eppes ënner 1500 Euro realistesch?",
    "photography", "Bourscheid", "Buerschent", kind="c", nu="N", situation="football club anniversary: team photos and match video")
add("lb-t10", "Mir hunn e klenge Reitstall mat 14 Päerd. Dëse Summer stelle mer fir d'éischt zwee Saisonaarbechter an, an ech hu keng Ahnung vun der Paie, de Sozialcotisatiounen an de Steierkaarten. Bis elo hunn ech d'Rechnungen an engem Schongkarton gesammelt an alles um Joresenn ofginn. Ech bräicht een, deen all Mount d'Paie mécht an d'Bicher gläich mat.",
    "accounting", None, None, not_place=["éischt"], kind="c", nu="U", situation="riding stable hires seasonal workers, needs payroll and books")
add("lb-t11", "Ech sinn am Comité vun enger Musekgesellschaft mat 60 Memberen, an d'Ticketen fir eis Concerte verkafe mer nach ëmmer op Pabeier. Mir hätte gär eng Säit, wou d'Leit online Ticketen an d'Memberskaart mat Payconiq kënne bezuelen. Kennt een e Webentwéckler, deen esou eppes fir e Veräin mécht?",
    "web-development", None, None, kind="c", nu="N", situation="music society wants online ticket and membership payment page")
add("lb-t12", "Meng Fra an ech hunn d'Haus vu menger Groussmamm zu Stolzebuerg geierft. Et ass vun 1962: Kichen, Buedzëmmer, Elektresch, Fënsteren a Buedem sinn alles nach original. Lount et sech iwwerhaapt, dat komplett op de Stand ze bréngen, oder ass Ofrappen an Neibauen am Enn méi bëlleg? Mir hätte gär eng grob Zomm ier mer mat der Bank schwätzen.",
    "renovation", "Putscheid", "Stolzebuerg", kind="d", nu="U", situation="inherited 1962 house: is a complete refit worth it vs rebuilding")
add("lb-t13", "Bei eis zu Hamiville mécht de Frigo-Congélateur (Liebherr, 8 Joer al) zënter enger Woch e Klickgeräisch an den Tiefkillfach kënnt just nach op -8 Grad. Lount sech eng Reparatur do nach, oder ass en Neien méi gënschteg? Wéi vill verlaangt en Techniker fir Haushaltsapparater just fir ze kucken? Ech wëll net 150 Euro bezuelen fir ze héieren datt e futti ass.",
    "appliance-repair", "Wincrange", "Hamiville", kind="d", nu="N", situation="fridge-freezer clicking, freezer only -8: repair or replace")
add("lb-t14", "Eise Jong ass 10 an huet zënter der Rentrée Schwieregkeeten a Mathé a Franséisch. D'Joffer mengt, e bëssen Hëllef doheem géing him guttdoen. Wat bezilt een do normalerweis d'Stonn? A lount et sech méi, een ze huelen deen all Woch kënnt, oder just virun den Devoiren?",
    None, None, None, kind="d", nu="U", situation="price of private tutoring for a 10-year-old")
add("lb-t15", "Mir wunnen zu Miersch, mee meng Elteren hunn en Haus mat engem grousse Gaart zu Bollendorf, direkt vis-à-vis vu Bollendorf-Pont. Hire Rasen ass nëmmen nach Moos a Kléi, an de Papp packt et net méi mam Mäer. Ass et besser alles ze verticutéieren an nei ze séinen, oder direkt Rollrasen ze leeën? A schéckt dir och Leit op déi däitsch Säit?",
    "gardening", "abroad", "Bollendorf", distractors=["Miersch", "Bollendorf-Pont"], kind="d", nu="U", situation="parents' mossy lawn across the border: scarify or turf")

# ---------------- French (fr) ----------------
add("fr-s01", "évier de cuisine complètement bouché depuis ce matin, l'eau ne descend plus du tout malgré le déboucheur, on est à Esch/Alzette près du Brill, quelqu'un dispo aujourd'hui ?",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", situation="kitchen sink fully blocked")
add("fr-s02", "Suite à un cambriolage dans la résidence, je voudrais remplacer le cylindre de ma porte d'entrée par un modèle de sécurité avec carte de propriété, appartement L-2340.",
    "locksmith", "Luxembourg", "L-2340", situation="upgrade front-door cylinder after burglary in the building")
add("fr-s03", "Bonjour, nous cherchons une fiduciaire pour faire notre déclaration d'impôt commune (imposition collective, prêt immobilier, frais de garde de deux enfants), premier achat cette année.",
    "accounting", None, None, nu="N", situation="joint tax return with mortgage and childcare costs")
add("fr-s04", "il faudrait abattre un bouleau d'environ 12 mètres qui penche dangereusement vers le garage du voisin, jardin à Leudelange, c'est faisable en mars",
    "gardening", "Leudelange", "Leudelange", situation="fell a leaning 12 m birch")
add("fr-s05", "Devis svp pour poser 6 spots LED encastrés dans le faux plafond du salon + un variateur, maison à Strassen.",
    "electrical", "Strassen", "Strassen", situation="six recessed LED spots plus dimmer")
add("fr-s06", "Petit déménagement le 28/02 d'un studio à Bascharage vers Longwy : une dizaine de cartons, un lit, un frigo et un canapé, vous faites ça ?",
    "moving", "Käerjeng", "Bascharage", distractors=["Longwy"], situation="small studio move across the French border")
add("fr-s07", "Nettoyage après travaux dans une maison de 140 m² à Pontpierre : poussière de plâtre partout, vitres pleines de traces de peinture, sols à récurer avant l'emménagement le 15 avril.",
    "cleaning", "Mondercange", "Pontpierre", situation="post-construction clean of a 140 m2 house")
add("fr-s08", "On voudrait refaire le site de notre cabinet de kinésithérapie avec prise de rendez-vous en ligne et une version en allemand, c'est dans quel ordre de prix ?",
    "web-development", None, None, situation="physio practice website with online booking")
add("fr-s09", "Notre petite étude de 6 personnes au Kirchberg a besoin de quelqu'un pour migrer les mails vers Microsoft 365 et remettre de l'ordre dans le wifi invités.",
    "it-support", "Luxembourg", "Kirchberg", situation="office mail migration to M365 and guest wifi")
add("fr-s10", "cherche un(e) architecte d'intérieur pour repenser l'agencement et l'éclairage d'un 2 chambres au Limpertsberg qu'on vient d'acheter, budget mobilier autour de 15k",
    "interior-design", "Luxembourg", "Limpertsberg", nu="N", situation="layout and lighting for a newly bought 2-bed flat")

add("fr-t01", "Depuis une semaine, chaque fois que le lave-vaisselle se vide, l'eau remonte dans l'évier et ça sent l'égout dans toute la cuisine. Hier soir il y avait même une flaque sous le meuble. Nous habitons une maison mitoyenne à Niedercorn, construite dans les années 70. Mon mari a démonté le siphon, il était propre. Les enfants ne veulent plus manger dans la cuisine tellement ça sent mauvais. On commence à ne plus savoir quoi faire.",
    "plumbing", "Differdange", "Niedercorn", kind="a", nu="U", situation="water backs up into the sink when the dishwasher drains, sewer smell")
add("fr-t02", "À chaque grosse averse, l'eau passe par-dessus la gouttière côté rue et coule le long de la façade de notre maison à Rodange. Il y a maintenant une grande trace verte sous l'avant-toit. Depuis l'échelle, j'ai vu des touffes de mousse et une tuile qui semble décalée juste au-dessus. Je n'ose pas monter plus haut avec mon vertige.",
    "roofing", "Pétange", "Rodange", kind="a", nu="U", situation="gutter overflows in heavy rain, moss and a shifted tile")
add("fr-t03", "Samedi on reçoit huit personnes et notre four Siemens ne chauffe plus. La lumière s'allume, la ventilation tourne, l'affichage indique bien 200°C, mais au bout d'une heure il est à peine tiède. Les plaques de cuisson marchent normalement. On habite au Howald, je suis là toute la semaine en télétravail.",
    "appliance-repair", "Hesperange", "Howald", kind="a", nu="U", situation="oven fan and light work but it no longer heats")
add("fr-t04", "Dans l'appartement que je loue à Soleuvre, le propriétaire m'a dit de remettre de l'eau dans le circuit de chauffage moi-même dès que la pression baisse. J'ai suivi ses explications au téléphone, mais maintenant le manomètre est à 3,5 bar et la soupape de sécurité sous la chaudière goutte dans un seau. Le propriétaire est en vacances jusqu'à la fin du mois. Est-ce que quelqu'un peut venir rétablir la bonne pression et vérifier que rien n'est abîmé ?",
    "heating", "Sanem", "Soleuvre", kind="b", nu="U", situation="landlord's refill instructions overpressured the heating circuit")
add("fr-t05", "Il y a deux ans, on a posé nous-mêmes du carrelage 60x60 directement sur l'ancien dans la cuisine, sur conseil du vendeur du magasin de bricolage qui disait qu'une colle standard suffisait. Aujourd'hui une dizaine de carreaux sonnent creux et deux sont fendus sur toute la longueur. La maison est à Aspelt. Je cherche un carreleur sérieux pour voir s'il faut tout refaire ou seulement une partie.",
    "tiling", "Frisange", "Aspelt", kind="b", nu="N", situation="tiles laid over old ones on shop advice now hollow and cracked")
add("fr-t06", "Au retour de vacances à Lisbonne, on a commencé à avoir des piqûres en ligne sur les bras et des petites taches noires sur le matelas. Une amie nous a dit de tout laver à 40°C et de mettre de la lavande sous l'oreiller, on a fait ça pendant trois semaines. Ça n'a rien changé, et maintenant ça touche aussi la chambre des enfants. On est à Reckange-sur-Mess, maison avec trois chambres. Il faut traiter ça correctement, je ne dors plus.",
    "pest-control", "Reckange-sur-Mess", "Reckange-sur-Mess", distractors=["Lisbonne"], kind="b", nu="U", situation="bed bugs after a trip; friend's lavender advice failed")
add("fr-t07", "Mon beau-père a repeint la cage d'escalier de notre maison à Steinfort en satiné directement sur l'ancienne peinture à la chaux, 'parce que ça tient mieux'. Trois mois après, ça cloque et ça part par plaques dès qu'on frôle le mur. Je voudrais qu'un peintre reprenne tout proprement, avec la bonne préparation. Il y a environ 45 m² de murs sur trois niveaux.",
    "painting", "Steinfort", "Steinfort", kind="b", nu="N", situation="satin paint over limewash by father-in-law is blistering")
add("fr-t08", "Je suis responsable d'une crèche à Eischen, 36 enfants. Nous avons besoin de casiers en bois sur mesure pour le vestiaire, avec bancs intégrés et patères, en bois massif si possible et sans angles vifs. Le fournisseur de mobilier scolaire ne propose que des modèles standard qui ne rentrent pas dans notre couloir en L. Quelqu'un peut-il venir prendre les mesures pendant les vacances de Pâques ?",
    "carpentry", "Habscht", "Eischen", kind="c", nu="U", situation="day-care needs made-to-measure wooden cubbies and benches")
add("fr-t09", "Notre agence immobilière ouvre une deuxième antenne à Mamer. Il nous faut un photographe pour les portraits de l'équipe sur place et pour les photos des huit maisons du nouveau lotissement que nous commercialisons juste à côté, avec quelques vues par drone si c'est autorisé. Le lotissement doit être en ligne avant le salon de l'immobilier. Pouvez-vous nous mettre en relation avec quelqu'un qui travaille aussi le samedi ?",
    "photography", "Mamer", "Mamer", kind="c", nu="N", situation="estate agency: team portraits and photos of a new housing development")
add("fr-t10", "Nous sommes une ASBL qui gère un atelier vélo solidaire. Le propriétaire de notre local veut nous imposer un avenant au bail avec une indexation de 8 % et une clause de résiliation à 3 mois. Personne dans le comité n'y comprend grand-chose. Nous cherchons un avocat qui accepte de relire le document et de nous conseiller, si possible à un tarif raisonnable pour une association.",
    "legal", None, None, kind="c", nu="N", situation="non-profit bike workshop: lease amendment review")
add("fr-t11", "Notre entreprise de transport vient d'embaucher neuf chauffeurs qui ne parlent que roumain, et le 12 mars nous avons une formation sécurité obligatoire d'une journée, donnée en français. Il nous faudrait quelqu'un qui traduise en direct pendant la formation, puis le livret de sécurité de 20 pages par écrit. Est-ce possible de trouver une seule personne pour les deux ?",
    "translation", None, None, kind="c", nu="U", situation="haulage firm: interpreting a safety training into Romanian plus booklet")
add("fr-t12", "Nous venons d'acheter une maison de 1958 à Dudelange, dans le quartier Italie. Il faut refaire la salle de bains, la cuisine, l'électricité et les sols, et tout repeindre. Combien de temps faut-il compter pour un chantier pareil, et quand faut-il réserver pour pouvoir commencer en avril ? On doit quitter notre appartement fin juin et on se demande si c'est réaliste.",
    "renovation", "Dudelange", "Dudelange", kind="d", nu="U", situation="1958 house complete refit: how long, when to book")
add("fr-t13", "Nous avons une maison à Crauthem avec un toit orienté est-ouest, pas de sud du tout. Est-ce que des panneaux photovoltaïques valent encore le coup dans ce cas, avec les tarifs de rachat actuels et les primes de l'État ? Notre consommation est d'environ 5 500 kWh par an, avec une voiture électrique. J'aimerais qu'un installateur solaire passe faire une estimation honnête.",
    "solar", "Roeser", "Crauthem", kind="d", nu="N", situation="is PV worth it on an east-west roof")
add("fr-t14", "Je travaille à Esch mais j'habite à Audun-le-Tiche, juste de l'autre côté de la frontière. Je veux monter un muret de 80 cm avec un enduit pour séparer la terrasse du jardin. C'est mieux en blocs à bancher ou en parpaings classiques ? Et est-ce que vos artisans se déplacent en France ?",
    "masonry", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="d", nu="U", situation="low rendered block wall across the border: which blocks")
add("fr-t15", "Pour la communion de notre fille en mai, on attend une cinquantaine d'invités à la maison. On hésite entre faire un buffet froid nous-mêmes et faire appel à quelqu'un qui livre et installe tout. Combien faut-il compter par personne à peu près ? Et est-ce qu'il faut réserver dès maintenant ?",
    None, None, None, kind="d", nu="U", situation="catering for a communion party")

# ---------------- German (de) ----------------
add("de-s01", "Im Altbau im Bahnhofsviertel haben die Steckdosen im Schlafzimmer keinen Schutzleiter, ich möchte das neu verkabeln und einen FI-Schalter nachrüsten lassen, wer macht sowas?",
    "electrical", "Luxembourg", "Bahnhofsviertel", not_place=["einen"], situation="rewire bedroom sockets without earth, add RCD")
add("de-s02", "Suche eine Werkstatt, die mir am Samstag die Winterreifen aufzieht und nach den quietschenden Bremsen schaut, das Auto ist ein Skoda Octavia Baujahr 2017",
    None, None, None, nu="N", situation="car workshop for winter tyres and squeaky brakes")
add("de-s03", "Wir brauchen jemanden, der unseren verwilderten Garten in Manternach (rund 600 m², Brombeeren bis 2 m hoch) einmal komplett freischneidet und danach eine Wiese anlegt.",
    "gardening", "Manternach", "Manternach", situation="clear an overgrown garden and sow a meadow")
add("de-s04", "Beim Sturm am Sonntag hat es in Niederdonven ein paar Dachziegel abgerissen und die Dachrinne hängt lose, bitte dringend jemanden der aufs Dach kann",
    "roofing", "Flaxweiler", "Niederdonven", situation="storm tore off roof tiles, gutter hanging loose")
add("de-s05", "Hallo, ich brauche die Bedienungsanleitung unserer Teigknetmaschine (35 Seiten, Italienisch) ins Deutsche übersetzt, eine Beglaubigung ist nicht nötig.",
    "translation", None, None, situation="translate a 35-page Italian machine manual into German")
add("de-s06", "Der Briefkastenschlüssel ist seit dem Umzug verschwunden und die Post quillt schon raus, kann jemand in Grevenmacher das Briefkastenschloss austauschen?",
    "locksmith", "Grevenmacher", "Grevenmacher", situation="replace mailbox lock, key lost")
add("de-s07", "Umzug am 5 April von Biwer nach Trier-Ehrang, 3-Zimmer-Wohnung, wir brauchen Leute zum Tragen und einen Transporter mit Hebebühne",
    "moving", "Biwer", "Biwer", distractors=["Trier-Ehrang"], not_place=["einen"], situation="3-room flat move to Germany, loading in Luxembourg")
add("de-s08", "In unserer Dusche in Greiweldingen sind die Fugen rissig und an zwei Stellen fehlen sie ganz, kann das jemand auskratzen und neu verfugen bevor Wasser dahinter läuft?",
    "tiling", "Stadtbredimus", "Greiweldingen", situation="regrout cracked shower joints")
add("de-s09", "Mein Arbeitgeber will mir nach 11 Jahren wegen 'schwerwiegender Gründe' kündigen, ich suche dringend einen Anwalt für Arbeitsrecht, der Deutsch spricht.",
    "legal", None, None, nu="N", not_place=["einen"], situation="dismissal for serious cause after 11 years")
add("de-s10", "Geschirrspüler von Bosch zeigt E15 und pumpt nicht mehr ab, Wohnung in Roodt-sur-Syre, wer repariert sowas noch vor dem Wochenende?",
    "appliance-repair", "Betzdorf", "Roodt-sur-Syre", situation="dishwasher error E15, not draining")

add("de-t01", "Seit dem Einzug in unser Haus in Burglinster läuft die Außeneinheit der Wärmepumpe fast ununterbrochen, auch nachts. Trotzdem werden Wohnzimmer und Bad kaum wärmer als 18 Grad. Unsere Stromrechnung für Januar war mehr als doppelt so hoch wie vom Vorbesitzer angegeben. Das Display zeigt keine Fehlermeldung. Kann sich das jemand ansehen?",
    "heating", "Junglinster", "Burglinster", kind="a", nu="U", situation="heat pump runs nonstop, rooms stay at 18 degrees, bill doubled")
add("de-t02", "Nach dem Regen am Wochenende hatten wir einen braunen Fleck an der Decke im Kinderzimmer, genau unter dem Dachfenster. Heute früh ist der Fleck größer und der Fensterrahmen innen nass. Das Haus in Canach ist erst zwölf Jahre alt. Bei Sonne sieht von außen alles trocken aus.",
    "roofing", "Lenningen", "Canach", not_place=["einen"], kind="a", nu="U", situation="water stain growing under the roof window after rain")
add("de-t03", "Auf unserem Balkon in Rosport sitzen seit dem Frühjahr jeden Tag fünf, sechs Tauben. Hinter den Blumenkästen liegt ein Nest mit Eiern, und der Kot klebt am Geländer, an den Stühlen und inzwischen auch an den Fensterbänken der Nachbarn. Unsere Tochter hat Asthma, deshalb sollen die Tauben verschwinden, aber bitte tierfreundlich.",
    "pest-control", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="pigeons nesting on the balcony")
add("de-t04", "Der Abfluss unserer Badewanne in Wasserbillig lief schon länger langsam ab. Ein Nachbar meinte, ich solle Rohrreiniger-Granulat reinkippen und mit kochendem Wasser nachspülen, das helfe immer. Jetzt tropft es unter der Wanne aus dem Kunststoffrohr, und im Keller darunter ist ein feuchter Fleck an der Decke. Ich brauche einen Installateur, der sich das Rohr anschaut und den Abfluss richtig frei macht.",
    "plumbing", "Mertert", "Wasserbillig", not_place=["einen"], kind="b", nu="N", situation="bath drain leaking after neighbour's drain cleaner plus boiling water")
add("de-t05", "Vor drei Jahren haben wir hinter unserem Haus in Berdorf eine Terrasse aus Douglasie gebaut. Im Baumarkt hieß es, die Dielen könne man ohne Abstand direkt auf die Betonplatte legen, das sei stabil genug. Inzwischen haben sich viele Bretter gewölbt, einige geben beim Drauftreten nach und riechen muffig. Wir möchten die Terrasse richtig neu aufbauen lassen, mit Unterkonstruktion, rund 25 m². Wer kann das im Mai machen?",
    "carpentry", "Berdorf", "Berdorf", kind="b", nu="U", situation="wooden deck laid flat on concrete on DIY-store advice has cupped")
add("de-t06", "Mein Onkel hat die alte Bruchsteinmauer an unserer Einfahrt in Rippig mit normalem Zementmörtel neu verfugt, weil Kalk 'altmodisch' sei. Jetzt, zwei Winter später, platzen an mehreren Stellen die Steine an der Oberfläche ab und der Zement steht hervor. Ein Bekannter sagt, das liegt am falschen Mörtel. Wir suchen einen Maurer, der Erfahrung mit Natursteinmauern hat und das mit Kalkmörtel wieder in Ordnung bringt.",
    "masonry", "Bech", "Rippig", not_place=["einen"], kind="b", nu="N", situation="rubble-stone wall spalling after uncle repointed with cement")
add("de-t07", "Ich arbeite drei Tage die Woche im Homeoffice in Consdorf. Im Elektronikmarkt hat man mir Powerline-Adapter verkauft, weil WLAN durch die dicken Wände angeblich nicht geht. Das Haus ist von 1910 und hat fast einen halben Meter dicke Wände. Seitdem bricht die Verbindung bei jeder Videokonferenz ab, und der Laptop findet manchmal gar kein Netzwerk. Mein Arbeitgeber will, dass ich das bis Monatsende in den Griff bekomme. Kann jemand das Netzwerk im Haus vernünftig einrichten?",
    "it-support", "Consdorf", "Consdorf", not_place=["einen"], kind="b", nu="U", situation="home-office network unstable after shop sold powerline adapters")
add("de-t08", "Wir betreiben ein Weingut in Ehnen mit einem Probierraum, der fast komplett verglast ist. Nach jeder Weinprobe am Wochenende sieht der Raum aus wie ein Schlachtfeld, und die großen Glasfronten sind voller Fingerabdrücke. Wir bräuchten jeden Montagmorgen jemanden für den Boden, die Theke und die Fenster innen und außen. Ist das als feste Vereinbarung möglich?",
    "cleaning", "Wormeldange", "Ehnen", kind="c", nu="U", situation="winery tasting room: weekly floor and glass-front cleaning")
add("de-t09", "Ich habe letztes Jahr die Metzgerei meines Vaters übernommen. Der Herr, der das dreißig Jahre lang für ihn gemacht hat, ist in Rente gegangen und hat mir drei Ordner und einen USB-Stick übergeben. Ich muss jetzt die Löhne für vier Angestellte abrechnen und den Jahresabschluss irgendwie einreichen. Wer übernimmt sowas für einen kleinen Betrieb?",
    "accounting", None, None, not_place=["einen"], kind="c", nu="U", situation="butcher's shop takeover: payroll and annual accounts")
add("de-t10", "Wir haben einen kleinen Campingplatz mit 40 Stellplätzen und nehmen Reservierungen noch per Telefon und E-Mail an. Jeden Sommer gibt es Doppelbuchungen und Ärger. Wir suchen einen Webdesigner, der uns eine Website mit Belegungskalender und Online-Buchung mit Anzahlung baut. Die Seite sollte auch auf Niederländisch laufen, weil die Hälfte unserer Gäste aus den Niederlanden kommt.",
    "web-development", None, None, distractors=["Niederlanden"], not_place=["einen"], kind="c", nu="N", situation="campsite booking website with availability calendar")
add("de-t11", "Ich eröffne im Herbst eine Zahnarztpraxis in Echternach, in einem ehemaligen Schuhgeschäft. Der Raum ist lang und dunkel, und ich möchte, dass sich die Patienten im Wartebereich nicht wie beim Zahnarzt fühlen. Gesucht ist jemand, der Raumaufteilung, Farben, Möbel und Beleuchtung plant, bevor die Handwerker anfangen. Der Umbau ist für Juni geplant.",
    "interior-design", "Echternach", "Echternach", kind="c", nu="U", situation="dental practice in a former shoe shop: layout, colours, lighting")
add("de-t12", "Wir wohnen zur Miete in einem Mehrfamilienhaus in Luxemburg-Stadt, Südbalkon im dritten Stock. Dürfen wir da ein Balkonkraftwerk mit zwei Modulen aufhängen, und braucht man dafür die Zustimmung der Eigentümergemeinschaft? Lohnt sich das bei unserem Verbrauch von 2.200 kWh überhaupt? Falls ja, hätten wir gern einen Solarteur, der das sauber montiert.",
    "solar", "Luxembourg", "Luxemburg-Stadt", not_place=["einen"], kind="d", nu="N", situation="balcony PV for a rented flat: allowed and worth it?")
add("de-t13", "Wir überlegen, ein altes Bauernhaus in Christnach zu kaufen, Baujahr etwa 1890, seit zehn Jahren unbewohnt. Das Dach ist in Ordnung, aber innen müsste alles neu: Leitungen, Bäder, Küche, Böden, Putz. Mit welchen Kosten pro Quadratmeter muss man bei so einer Kernsanierung realistisch rechnen? Wir wollen vor dem Notartermin wissen, ob das überhaupt in unser Budget passt.",
    "renovation", "Waldbillig", "Christnach", kind="d", nu="U", situation="cost per m2 of gutting and refitting an 1890 farmhouse")
add("de-t14", "Meine Mutter wird im Juli 80 und wir feiern mit rund 60 Gästen in einem Restaurant in Befort. Meine Schwester meint, Handyfotos reichen völlig, ich hätte aber gern richtige Bilder von allen Familienzweigen. Wie viele Stunden braucht ein Fotograf für so etwas, und was kostet das ungefähr? Lohnt es sich, gleich ein Gruppenfoto draußen vor der Burg einzuplanen?",
    "photography", "Beaufort", "Befort", kind="d", nu="N", situation="80th birthday party photos: how many hours, cost")
add("de-t15", "Wir wohnen in Echternacherbrück, direkt auf der deutschen Seite der Brücke, und arbeiten beide in Luxemburg. Unsere Fassade ist 25 Jahre alt, grau und an der Wetterseite grünlich. Sollen wir sie mit Silikatfarbe oder Siliconharzfarbe streichen lassen, und was kostet das für rund 180 m² ungefähr? Vermitteln Sie auch Betriebe, die auf die deutsche Seite kommen?",
    "painting", "abroad", "Echternacherbrück", not_place=["Luxemburg"], kind="d", nu="U", situation="facade repaint just across the border: silicate or silicone paint")

# ---------------- English (en) ----------------
add("en-s01", "hi, the toilet in our flat in Belair rocks when you sit on it and there's water seeping out at the base every time we flush, can someone come tomorrow morning",
    "plumbing", "Luxembourg", "Belair", situation="toilet rocks and leaks at the base when flushed")
add("en-s02", "Looking for an English-speaking babysitter for Friday evenings, two kids aged 4 and 7, ideally someone who can also do bedtime.",
    None, None, None, nu="N", situation="babysitter for Friday evenings")
add("en-s03", "Need an outdoor socket and two wall lights installed on the terrace of our house in Bertrange, the cable would have to go through a 40 cm stone wall.",
    "electrical", "Bertrange", "Bertrange", situation="outdoor socket and terrace wall lights")
add("en-s04", "We're a small translation agency and need our WordPress site rebuilt, it's slow, not mobile-friendly and the contact form stopped sending emails last month.",
    "web-development", None, None, situation="translation agency's slow WordPress site rebuild")
add("en-s05", "Could someone clean all the windows of our house in Bridel inside and out, including the conservatory roof, before my parents visit on the 20th?",
    "cleaning", "Kopstal", "Bridel", situation="window and conservatory roof cleaning")
add("en-s06", "quote please for a built-in oak bookcase around the living room door, about 3.2 m wide by 2.6 m high, house in olm",
    "carpentry", "Kehlen", "olm", situation="built-in oak bookcase around a door")
add("en-s07", "My ex wants to take our 6-year-old to live in Canada and I need a family lawyer who can explain my rights before the hearing on 14 March.",
    "legal", None, None, distractors=["Canada"], nu="N", situation="ex-partner wants to relocate child abroad")
add("en-s08", "How much would it cost to have the walls and ceilings of a 3-bed apartment in Strassen painted white before we move in, roughly 240 m² of surface?",
    "painting", "Strassen", "Strassen", situation="paint a 3-bed flat white before moving in")
add("en-s09", "The lock on our front door in Clausen only turns halfway and we're scared it'll jam completely with us outside, can someone replace it today?",
    "locksmith", "Luxembourg", "Clausen", situation="front-door lock only turns halfway")
add("en-s10", "Mice in the kitchen of our house in Weiler-la-Tour again, the supermarket traps caught two but we still hear them in the walls at night, we need someone professional.",
    "pest-control", "Weiler-la-Tour", "Weiler-la-Tour", situation="mice in the kitchen and walls")

add("en-t01", "Our tumble dryer runs its full two-hour cycle but the clothes come out just as damp as they went in. The drum turns and it gets slightly warm, but that's it. I've cleaned the lint filter and the condenser box. It's a Beko, about six years old. With three kids the laundry is piling up fast. We live in Koerich and I work from home, so any day is fine.",
    "appliance-repair", "Koerich", "Koerich", kind="a", nu="U", situation="tumble dryer runs but does not dry")
add("en-t02", "Since last week my home office in Garnich has gone weird. The laptop connects to the wifi, but the printer and the NAS with all our photos can't be found anymore. Video calls also freeze every few minutes. The router lights all look normal and I've restarted everything twice.",
    "it-support", "Garnich", "Garnich", kind="a", nu="U", situation="printer and NAS vanish from home network, calls freeze")
add("en-t03", "There's a crack running diagonally from the corner of the garage door up to the roof line at our house in Schouweiler. In summer it was hairline, now I can fit a coin in it. The render around it is bulging a bit too. The garage floor also seems to have dropped a few millimetres at that corner. Should we be worried?",
    "masonry", "Dippach", "Schouweiler", kind="a", nu="U", situation="diagonal crack above the garage door widening")
add("en-t04", "When we bought our house in Bofferdange, the previous owner told us to switch the heat pump off every night to save electricity. We've been doing that since October. Now the house is 15 degrees every morning, the electric backup heater runs for hours and our bill is higher than ever. I'd like a heating engineer to come and set up the heating curve and schedule properly.",
    "heating", "Lorentzweiler", "Bofferdange", not_place=["bill"], kind="b", nu="N", situation="heat pump switched off nightly on seller's advice, bills up")
add("en-t05", "We had a new lawn laid at our place in Dalheim in April. The guy at the garden centre said we should use a weed-and-feed product straight away to keep it clean. Two weeks later the grass has big yellow and brown patches and comes up in clumps. I'd like someone to look at it and tell us whether it can be saved or has to be redone before summer.",
    "gardening", "Dalheim", "Dalheim", not_place=["grass"], kind="b", nu="U", situation="new lawn scorched by weed-and-feed on garden-centre advice")
add("en-t06", "The flat roof of our garage in Bous has been leaking for a while. My brother-in-law painted a thick layer of bitumen over the whole thing last autumn and said it would last ten years. It still drips onto the car every time it rains, now in two places. Who can look at it and fix it properly, maybe with a new membrane?",
    "roofing", "Bous-Waldbredimus", "Bous", kind="b", nu="U", situation="flat garage roof still leaks after relative's bitumen coat")
add("en-t07", "Our balcony in Remerschen was tiled three years ago by a friend of my husband, who said normal indoor tile adhesive would be fine because the balcony is covered. After last winter about a third of the tiles are loose and some have lifted completely. We'd like a tiler who knows how to do outdoor tiling with proper drainage and frost-proof materials. It's about 9 m².",
    "tiling", "Schengen", "Remerschen", kind="b", nu="N", situation="balcony tiles loose after indoor adhesive was used")
add("en-t08", "We're an architecture practice of 8 people in Munsbach. Until now one of our partners has looked after the computers in his spare time, but he's retiring in June. We need someone to take over: laptops, the file server, backups, new starters' accounts and the plotter that never works. Ideally a monthly contract with someone who can come on site when needed.",
    "it-support", "Schuttrange", "Munsbach", kind="c", nu="U", situation="architecture office needs ongoing IT support")
add("en-t09", "We're a small fintech startup launching our app for the Luxembourg market in September. All the in-app texts, FAQs and the terms and conditions are in English, about 18,000 words. We need a translator, or a small team, to do French and German versions, with someone checking the legal terms. Can you give us an idea of price per word and how long it would take?",
    "translation", None, None, not_place=["Luxembourg"], kind="c", nu="N", situation="fintech app texts and T&Cs into French and German")
add("en-t10", "Our consultancy is moving offices from Gasperich to a new building in Bertrange at the end of May. It's 25 desks, a server rack, about 150 archive boxes and a very heavy safe. We'd need it done over a weekend so nobody loses a working day. Who can handle the packing, transport and setting up again?",
    "moving", "Luxembourg", "Gasperich", distractors=["Bertrange"], kind="c", nu="U", situation="consultancy office move over a weekend")
add("en-t11", "I run a small yoga studio in Senningerberg and we're finally getting a proper website. I'd like a photographer to come during two or three classes and take natural photos, plus a few portraits of our four teachers, and nobody should look posed. What would a half-day shoot like that cost?",
    "photography", "Niederanven", "Senningerberg", kind="c", nu="N", situation="yoga studio class photos and teacher portraits")
add("en-t12", "We're replacing the old oil boiler in our house in Itzig next year and want to use the sun for at least part of the hot water. Is it better to put solar thermal collectors on the roof or to go with photovoltaic panels and heat the water with electricity? The roof faces south-west, about 35 m² usable. We're a family of five and shower a lot!",
    "solar", "Hesperange", "Itzig", kind="d", nu="U", situation="solar thermal vs PV for hot water")
add("en-t13", "We just bought a 1970s bungalow in Mamer, open plan, and honestly we have no idea how to furnish it. Is it worth paying an interior designer for a plan, or is that only for rich people? What do they usually charge, per hour or per room? We'd want colours, furniture layout and lighting, not building work.",
    "interior-design", "Mamer", "Mamer", kind="d", nu="N", situation="is an interior designer worth it for a bungalow")
add("en-t14", "We moved here from Manchester in January, both employed, one child, and we bought a flat in March. A colleague said we should file a tax return to get the mortgage interest and insurance back. Do we need a professional for that or can we do it ourselves online? And roughly how much would someone charge for a simple joint return?",
    "accounting", None, None, distractors=["Manchester"], kind="d", nu="U", situation="first joint tax return after buying a flat: DIY or paid help")
add("en-t15", "We both work in Luxembourg but found a cheaper house in Perl-Besch, just over the bridge from Schengen. It needs a new kitchen, a new bathroom, floors and a full repaint before we can move in. Would Luxembourg firms even take on a job in Germany, or should we look for German ones? And is it realistic to get it all done in three months?",
    "renovation", "abroad", "Perl-Besch", distractors=["Schengen"], not_place=["Luxembourg"], kind="d", nu="U", situation="refit of a house just across the German border")

# ---------------- Portuguese (pt) ----------------
add("pt-s01", "Procuro uma femme de ménage para 4 horas por semana, apartamento de 85 m² em Bonnevoie, de preferência às sextas de manhã.",
    "cleaning", "Luxembourg", "Bonnevoie", nu="N", situation="weekly home cleaner for a flat")
add("pt-s02", "boa tarde preciso de alguém para assentar azulejo na parede da cozinha por cima da bancada, uns 6 m², em Esch-Alzette, já comprei o carrelage",
    "tiling", "Esch-sur-Alzette", "Esch-Alzette", situation="tile the kitchen splashback, tiles already bought")
add("pt-s03", "Vamos voltar para Portugal em julho e precisamos de um orçamento para a mudança de Ettelbruck para Viseu, é uma casa de 3 quartos mas levamos só metade dos móveis.",
    "moving", "Ettelbruck", "Ettelbruck", distractors=["Portugal", "Viseu"], situation="move back to Portugal, loading in Ettelbruck")
add("pt-s04", "Alguém conhece uma cabeleireira que vá a casa, a minha mãe está acamada desde a operação e queria cortar e pintar o cabelo para o aniversário dela?",
    None, None, None, nu="N", situation="home hairdresser for a bedridden mother")
add("pt-s05", "Preciso de um contabilista para me ajudar com a declaração de impostos, este ano recebi a reforma de Portugal e o salário daqui e não sei como declarar.",
    "accounting", None, None, distractors=["Portugal"], nu="N", situation="tax return with Portuguese pension plus local salary")
add("pt-s06", "o disjuntor da cozinha vai abaixo sempre que chove e tenho uma tomada lá fora no terraço, moro em Oberkorn, urgente",
    "electrical", "Differdange", "Oberkorn", situation="kitchen breaker trips whenever it rains, outdoor socket")
add("pt-s07", "Perdi as chaves de casa no festival e estou aqui à porta em Schieren, há alguém que abra a porta sem partir a fechadura?",
    "locksmith", "Schieren", "Schieren", situation="lost house keys, locked out")
add("pt-s08", "Queria um orçamento para arrancar três tuias velhas e plantar um canteiro com plantas que aguentem sombra no jardim da frente, Colmar-Berg.",
    "gardening", "Colmar-Berg", "Colmar-Berg", situation="remove old thujas, plant a shade bed")
add("pt-s09", "Procuro fotógrafo para o batizado da minha filha no dia 7 de junho na igreja de Bissen e depois no almoço, umas 3 horas.",
    "photography", "Bissen", "Bissen", nu="N", situation="christening photos at church and lunch")
add("pt-s10", "Moramos em Athus, na Bélgica, logo a seguir a Rodange, e queríamos montar uma porta de correr em madeira maciça entre a sala e a cozinha, vocês também vão lá?",
    "carpentry", "abroad", "Athus", distractors=["Bélgica", "Rodange"], situation="solid-wood sliding door just across the Belgian border")

add("pt-t01", "Esta manhã reparei que o contador da água está sempre a andar, mesmo com todas as torneiras fechadas. No chão da garagem, encostado à parede, há uma mancha húmida que ontem não estava lá. A casa em Mertzig tem 30 anos e os canos passam por baixo do chão. Já fechei a válvula principal, mas assim não temos água nenhuma.",
    "plumbing", "Mertzig", "Mertzig", kind="a", nu="U", situation="water meter turning with taps closed, damp patch in garage")
add("pt-t02", "Nas últimas semanas apareceram furos nas camisolas de lã que estão no roupeiro do quarto. Ontem, ao tirar um casaco, voaram umas borboletinhas pequenas e claras. Também encontrei umas coisas brancas tipo casulos nos cantos das prateleiras. A nossa casa é em Niederfeulen e o roupeiro está cheio de roupa boa que não queremos deitar fora.",
    "pest-control", "Feulen", "Niederfeulen", kind="a", nu="U", situation="holes in wool jumpers, small moths in the wardrobe")
add("pt-t03", "A placa de indução da cozinha começou a apitar e a desligar-se sozinha ao fim de dois ou três minutos, sempre na zona da frente à esquerda. No ecrã aparece 'U400' e depois apaga. As outras zonas funcionam e o disjuntor nunca vai abaixo, e estamos em Lintgen e já não sei fazer o jantar só com um bico.",
    "appliance-repair", "Lintgen", "Lintgen", kind="a", nu="U", situation="induction hob zone beeps and switches off")
add("pt-t04", "Há uns meses entrava água no sótão à volta da chaminé da nossa casa em Larochette. O meu primo subiu ao telhado e pôs silicone à volta da chaminé, disse que resolvia. Com as chuvas de novembro voltou a pingar, e agora a madeira do sótão está escura nessa zona. Precisamos de alguém que veja o telhado como deve ser antes do inverno.",
    "roofing", "Larochette", "Larochette", kind="b", nu="U", situation="leak around chimney persists after cousin's silicone")
add("pt-t05", "A parede de fora da nossa casa em Vianden tem o reboco a cair aos bocados do lado da rua. O senhorio mandou um conhecido dele que tapou os buracos com gesso, e passado um mês caiu tudo outra vez. A casa não é nossa, mas o senhorio agora diz que posso tratar eu e ele paga. Preciso de um pedreiro que refaça o reboco direito.",
    "masonry", "Vianden", "Vianden", kind="b", nu="N", situation="exterior render falling off after plaster patch by landlord's acquaintance")
add("pt-t06", "Tivemos uma infiltração da casa de banho de cima há dois anos, já foi reparada pelo canalizador. O senhorio disse que bastava pintar o teto da sala com tinta branca normal, e eu próprio o fiz. A mancha amarela voltou a aparecer em poucas semanas, mesmo com duas demãos. Moramos em Bastendorf e queria que alguém tratasse disso com o produto certo.",
    "painting", "Tandel", "Bastendorf", kind="b", nu="U", situation="old water stain bleeds through normal paint on landlord's advice")
add("pt-t07", "O meu cunhado trocou as cabeças termostáticas dos radiadores da sala e do quarto por umas que comprou na internet, para poupar. Desde então esses dois radiadores ficam completamente frios e os outros aquecem normalmente. Já rodámos tudo para o máximo e nada. Moramos em Gilsdorf e precisamos de um chauffagiste antes que as crianças fiquem doentes.",
    "heating", "Bettendorf", "Gilsdorf", kind="b", nu="N", situation="two radiators stone cold after brother-in-law swapped thermostatic heads")
add("pt-t08", "Temos um restaurante português em Diekirch e no próximo mês vamos ter a inspeção sanitária. A cozinha precisa de uma limpeza a fundo: exaustor, filtros, paredes de inox, por trás dos fornos e a câmara frigorífica. Nós limpamos todos os dias, mas isto é outra coisa. O inspetor da última vez deixou uma lista de pontos a melhorar. Conseguem mandar alguém numa segunda-feira, que é o nosso dia de folga?",
    "cleaning", "Diekirch", "Diekirch", kind="c", nu="U", situation="restaurant kitchen deep clean before hygiene inspection")
add("pt-t09", "Tenho uma pequena empresa de construção em Reisdorf, com o escritório em casa. O computador onde estão as faturas e os orçamentos ficou lentíssimo, e a impressora multifunções deixou de digitalizar para o e-mail. A minha filha costumava tratar destas coisas, mas foi estudar para fora. Preciso de alguém que ponha isto a funcionar e faça cópias de segurança.",
    "it-support", "Reisdorf", "Reisdorf", kind="c", nu="U", situation="building firm's office PC slow, scan-to-email broken, no backups")
add("pt-t10", "Tenho uma pequena empresa de jardinagem com dois empregados e o trabalho vem todo do boca-a-boca. Os clientes pedem sempre fotos de trabalhos antigos e um sítio onde possam pedir orçamento. Queria uma página simples, em português, francês e alemão, com galeria e formulário. Quanto custa mais ou menos uma coisa assim e quem faz?",
    "web-development", None, None, kind="c", nu="U", situation="gardening firm wants a simple trilingual site with gallery and form")
add("pt-t11", "Sou da direção de uma associação de pais portugueses. Na próxima reunião com a escola vão explicar o novo sistema de orientação, e muitos pais não percebem bem francês nem luxemburguês. Precisamos de um intérprete para essa noite, cerca de duas horas. A associação paga, mas o orçamento é pequeno.",
    "translation", None, None, kind="c", nu="N", situation="parents' association needs an interpreter at a school meeting")
add("pt-t12", "Vamos vender o nosso apartamento em Hollerich daqui a um ano. A cozinha e a casa de banho são de 1995 e o chão é todo alcatifa. Vale a pena renovar tudo antes de vender, ou os compradores preferem fazer ao gosto deles e o dinheiro não volta? Se valer a pena, quanto tempo demora uma obra dessas num T2?",
    "renovation", "Luxembourg", "Hollerich", kind="d", nu="U", situation="refit a 1995 flat before selling: worth it?")
add("pt-t13", "Comprámos uma casa em Ingeldorf com uma sala enorme em L e os móveis que temos parecem perdidos lá dentro. Uma amiga diz que um decorador de interiores resolve isso numa tarde, outra diz que é dinheiro deitado fora. Quanto cobra normalmente um decorador para fazer um plano da sala com móveis, cores e iluminação? E vem a casa ou trabalha só com fotos?",
    "interior-design", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="N", situation="what an interior decorator charges for an L-shaped living room")
add("pt-t14", "Saímos do apartamento em agosto e o senhorio ainda não devolveu a caução de três meses, diz que a pintura estava suja. Tínhamos feito o estado de lugar à saída e estava tudo assinado. Vale a pena ir a um advogado por 4.500 euros, ou gasto mais do que recupero? Como funciona, paga-se à hora?",
    "legal", None, None, kind="d", nu="N", situation="landlord keeps the deposit: is a lawyer worth it")
add("pt-t15", "Temos uma casa em Medernach com o telhado virado a sul e estamos a pensar pôr painéis solares. Um vizinho tem há cinco anos e diz que compensa, outro diz que com as regras novas já não vale a pena. Para uma família de quatro com carro elétrico, quantos kWp fazem sentido e quanto custa mais ou menos? Ainda há ajudas do Estado?",
    "solar", "Vallée de l'Ernz", "Medernach", kind="d", nu="U", situation="PV sizing and price for a family with an EV")

# ---------------- Italian (it) ----------------
add("it-s01", "Buongiorno, vorrei rifare il muretto di mattoni del giardino che si è inclinato verso il marciapiede, lungo circa 8 metri, casa a Dudelange.",
    "masonry", "Dudelange", "Dudelange", situation="rebuild a leaning 8 m brick garden wall")
add("it-s02", "Cerco un elettricista per sostituire il vecchio quadro elettrico con i fusibili a tappo in un appartamento a Cessange, prima che nasca il bambino a marzo.",
    "electrical", "Luxembourg", "Cessange", nu="N", situation="replace an old screw-fuse board")
add("it-s03", "Ho un piccolo laboratorio di ceramica e vorrei un sito con negozio online per vendere tazze e piatti, con pagamento con carta e spedizione in tutta Europa.",
    "web-development", None, None, situation="ceramics workshop wants an online shop")
add("it-s04", "abitiamo a Martelange dalla parte belga e vorremmo trasformare il prato davanti casa in un giardino roccioso con piante grasse, qualcuno da voi viene anche in Belgio",
    "gardening", "abroad", "Martelange", distractors=["Belgio"], situation="turn a front lawn into a rock garden across the Belgian border")
add("it-s05", "Il sifone sotto il lavello della cucina perde e si è gonfiato il fondo del mobile, serve un idraulico a Esch-sur-Alzette al più presto.",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", nu="N", situation="leaking sink trap, cabinet base swollen")
add("it-s06", "Cerco qualcuno che porti a spasso il mio cane due volte al giorno per tre settimane ad agosto, è un labrador tranquillo di 6 anni.",
    None, None, None, situation="dog walker for three weeks in August")
add("it-s07", "quanto costa posare piastrelle 60x120 su 35 m² di pavimento in soggiorno, il massetto è già pronto, siamo a Differdange",
    "tiling", "Differdange", "Differdange", situation="lay large-format floor tiles on a finished screed")
add("it-s08", "Dopo la grandinata di ieri ci sono due lucernari del tetto con il vetro rotto e piove in mansarda, abitiamo a Baschleiden, chi può venire subito?",
    "roofing", "Boulaide", "Baschleiden", situation="hail broke two roof windows, rain in the attic")
add("it-s09", "Mi serve un commercialista per la busta paga della badante di mia madre, contratto, contributi e tutto il resto, non so da dove cominciare.",
    "accounting", None, None, nu="N", situation="payroll for a mother's live-in carer")
add("it-s10", "La serratura della porta blindata si è bloccata con la chiave dentro, non gira né avanti né indietro e sono fuori casa a Redange-sur-Attert.",
    "locksmith", "Redange", "Redange-sur-Attert", situation="security-door lock jammed with key in it")

add("it-t01", "Ogni due o tre giorni la pressione dell'impianto di riscaldamento scende sotto 0,5 bar e i termosifoni diventano tiepidi. Io riempio di nuovo fino a 1,5 e per un po' va bene. Non vedo perdite da nessuna parte, né sotto la caldaia né vicino ai termosifoni. La casa è a Noerdange, costruita nel 2004. Mio marito dice che non è normale dover rabboccare così spesso.",
    "heating", "Beckerich", "Noerdange", kind="a", nu="U", situation="heating pressure drops every few days, no visible leak")
add("it-t02", "Nel soggiorno il parquet di rovere vicino alla portafinestra si è sollevato e alcune doghe si sono staccate tra loro. Quando si cammina lì scricchiola e si sente il vuoto sotto. Il resto del pavimento sembra a posto. Abitiamo a Bettborn e il pavimento ha solo sei anni.",
    "carpentry", "Préizerdaul", "Bettborn", kind="a", nu="U", situation="oak parquet lifting by the French window")
add("it-t03", "Ogni primavera in cucina compaiono lunghe file di formiche che escono da sotto il battiscopa e vanno verso la dispensa. Quest'anno sono arrivate anche in bagno al piano di sopra. Le trappole del supermercato non servono a niente. La casa è a Ell, vicino ai campi. Ho due gatti, quindi niente roba pericolosa per loro.",
    "pest-control", "Ell", "Ell", kind="a", nu="U", situation="ant trails from the skirting every spring")
add("it-t04", "L'anno scorso mio cognato ci ha gettato il vialetto d'ingresso in calcestruzzo davanti a casa ad Arsdorf, tutto in un pezzo unico di 14 metri. Diceva che i giunti di dilatazione erano soldi buttati. Dopo l'inverno ci sono tre crepe trasversali e un pezzo si è abbassato. Cerco un muratore che mi dica se si può riparare o se va rifatto.",
    "masonry", "Rambrouch", "Arsdorf", kind="b", nu="N", situation="concrete driveway cracked, brother-in-law skipped expansion joints")
add("it-t05", "Il mese scorso mio suocero ha lavato i pannelli fotovoltaici sul tetto del garage con l'idropulitrice e un detersivo per auto, dice che così rendono di più. Adesso su un pannello c'è una crepa sottile e nell'app la produzione di quella stringa è calata di un terzo. Il tetto è a Saeul, l'impianto ha sette anni. Chi può controllare i pannelli e dirmi se va sostituito qualcosa?",
    "solar", "Saeul", "Saeul", kind="b", nu="U", situation="PV panel cracked after father-in-law's pressure washing")
add("it-t06", "Due anni fa il negozio di bricolage ci ha consigliato uno smalto acrilico per interni per riverniciare le persiane di legno, dicendo che 'va bene dappertutto'. Ora la vernice si è screpolata e si stacca a scaglie, soprattutto sul lato sud. Sono dodici persiane in una casa a Useldange. Vorremmo farle sverniciare e riverniciare bene, con un prodotto adatto all'esterno.",
    "painting", "Useldange", "Useldange", kind="b", nu="U", situation="shutters flaking after shop sold interior enamel")
add("it-t07", "Il freezer del frigorifero combinato era pieno di ghiaccio e un amico ha detto a mio marito di staccarlo con un cacciavite per fare prima. Da allora il frigo fa un sibilo continuo, sopra è tiepido e il freezer non scende più sotto i -5 gradi. È un Samsung di quattro anni. Abitiamo a Vichten: c'è un tecnico che ripara elettrodomestici e che possa dirci se conviene ancora?",
    "appliance-repair", "Vichten", "Vichten", kind="b", nu="N", situation="fridge-freezer hissing after ice was chipped off with a screwdriver")
add("it-t08", "Gestiamo un piccolo bed & breakfast a Kaundorf, vicino al lago, con cinque camere. Le camere sono arredate con i mobili dei nonni e le recensioni dicono che sembrano 'datate'. Vorremmo un interior designer che ci proponga un concetto per le camere e la sala colazioni: colori, tessuti, luci e qualche mobile nuovo, senza lavori di muratura. Abbiamo anche una veranda che nessuno usa perché è piena di vecchie poltrone. Il budget è limitato e vogliamo finire prima di Pasqua.",
    "interior-design", "Lac de la Haute-Sûre", "Kaundorf", kind="c", nu="N", situation="B&B rooms restyled: colours, fabrics, lighting")
add("it-t09", "Con mio fratello abbiamo una piccola impresa di trasporti con tre furgoni. Un ex autista ci ha mandato una lettera del sindacato in cui chiede 9.000 euro di straordinari non pagati, ma secondo noi le ore sono sbagliate. Abbiamo i fogli di presenza firmati. Ci serve qualcuno che ci dica se ha ragione lui e che risponda per noi.",
    "legal", None, None, kind="c", nu="U", situation="haulage firm: ex-driver claims unpaid overtime")
add("it-t10", "Siamo una piccola azienda agricola a Grosbous e produciamo formaggi di capra. Un negozio di Lussemburgo vuole metterci nel suo catalogo online, ma le nostre foto fatte col telefono sono pessime. Ci serve un fotografo per le foto dei prodotti su sfondo neutro e qualche foto in stalla con le capre. Quanto si spende per una giornata?",
    "photography", "Groussbus-Wal", "Grosbous", distractors=["Lussemburgo"], kind="c", nu="N", situation="goat-cheese farm needs product and barn photos")
add("it-t11", "Il nostro circolo culturale italiano lascia la sede di Boevange-sur-Attert perché il comune ci ha dato una sala nuova a Mersch. Dobbiamo portare una biblioteca di circa 3.000 libri, gli scaffali, il bancone del bar, 80 sedie e le bandiere. Siamo tutti volontari sopra i sessant'anni e non ce la facciamo da soli. Chi può farlo in un sabato di aprile?",
    "moving", "Helperknapp", "Boevange-sur-Attert", distractors=["Mersch"], kind="c", nu="U", situation="Italian cultural club moves its premises and library")
add("it-t12", "Abbiamo ereditato una vecchia casa a Schoos, ferma agli anni '80: impianti da rifare, bagno e cucina da buttare, pavimenti da cambiare. Mio marito vorrebbe farla a pezzi, un anno una stanza e l'anno dopo un'altra, io preferirei fare tutto subito e poi entrarci. Quale delle due strade costa meno alla fine? E per una casa di 130 m², che cifra bisogna mettere in conto?",
    "renovation", "Fischbach", "Schoos", kind="d", nu="U", situation="inherited 1980s house: refit in phases or all at once")
add("it-t13", "Mia nonna ha lasciato un quaderno di ricette scritto a mano in dialetto abruzzese, circa 60 pagine. Vorremmo farlo tradurre in francese e in inglese per regalarlo ai nipoti che non parlano italiano: un traduttore normale capisce il dialetto o serve qualcuno specializzato? E quanto può costare più o meno?",
    "translation", None, None, kind="d", nu="N", situation="translate grandmother's handwritten dialect recipe book")
add("it-t14", "A fine maggio festeggiamo i 50 anni di matrimonio dei miei genitori nella loro casa a Heffingen, 180 m² più una veranda. Mia madre non ce la fa più a tenere tutto in ordine. È meglio una pulizia di fondo una volta prima della festa, o conviene un abbonamento ogni due settimane che poi continua? Quanto costa più o meno ciascuna soluzione?",
    "cleaning", "Heffingen", "Heffingen", kind="d", nu="U", situation="one-off deep clean vs fortnightly cleaning for parents' house")
add("it-t15", "A casa a Nommern abbiamo quasi 15 anni di foto e video di famiglia sparsi tra tre portatili vecchi, due telefoni e qualche chiavetta. Mio figlio dice di mettere tutto nel cloud, mio marito vuole un NAS in casa. Cosa conviene davvero per non perdere niente, e quanto costa farlo installare e configurare da qualcuno? Non siamo esperti di computer.",
    "it-support", "Nommern", "Nommern", kind="d", nu="U", situation="family photo backup: cloud or NAS, and setup cost")

# ---------------- Spanish (es) ----------------
add("es-s01", "Me he quedado fuera de casa con la comida en el horno, vivo en un tercero en la Gare, rue de Strasbourg, ¿alguien puede venir ya?",
    "locksmith", "Luxembourg", "Gare", situation="locked out with food in the oven")
add("es-s02", "Presupuesto para una mudanza internacional de Bettembourg a Valencia a finales de junio, piso de dos habitaciones, unas 40 cajas y sin muebles grandes salvo el sofá.",
    "moving", "Bettembourg", "Bettembourg", distractors=["Valencia"], situation="international move of a 2-bed flat to Spain")
add("es-s03", "Necesito un abogado que hable español para revisar el contrato de compraventa de un piso antes de firmar en el notario la semana que viene.",
    "legal", None, None, nu="N", situation="review a flat purchase contract before signing")
add("es-s04", "hola, quería pintar la fachada y las barandillas de hierro del balcón de una casa adosada en Schifflange, ¿me pasáis precio aproximado?",
    "painting", "Schifflange", "Schifflange", situation="paint a terraced-house facade and iron balcony railings")
add("es-s05", "Quiero instalar placas solares en el tejado de mi casa en Moutfort, unos 9 kWp, y saber qué subvenciones hay ahora mismo.",
    "solar", "Contern", "Moutfort", situation="9 kWp rooftop PV and current grants")
add("es-s06", "Busco a alguien que me traduzca al francés la memoria de mi proyecto de fin de máster, 80 páginas de ingeniería, no hace falta que sea jurada.",
    "translation", None, None, situation="translate an 80-page engineering master's thesis into French")
add("es-s07", "¿Hay algún veterinario que haga visitas a domicilio? mi gata tiene 17 años y se estresa muchísimo en el transportín",
    None, None, None, nu="N", situation="home-visit vet for an old cat")
add("es-s08", "Somos una empresa de logística con una oficina de 300 m² en el Findel y buscamos limpieza diaria de lunes a viernes a partir de las 18h.",
    "cleaning", "Sandweiler", "Findel", situation="daily office cleaning for a logistics firm")
add("es-s09", "Se me va la luz en medio piso cada vez que enciendo el secador de pelo en el baño, vivo en Helmsange y no me atrevo a tocar el cuadro.",
    "electrical", "Walferdange", "Helmsange", situation="half the flat loses power when the hair dryer is on")
add("es-s10", "Necesito cambiar los canalones y las bajantes de una casa en Rumelange, son de zinc y están agujereados por varios sitios.",
    "roofing", "Rumelange", "Rumelange", situation="replace holed zinc gutters and downpipes")

add("es-t01", "Cada vez que se cierra un grifo o el lavavajillas termina de cargar agua, se oye un golpe fuerte dentro de la pared, como un martillazo. A veces las tuberías siguen vibrando unos segundos. Antes no pasaba, empezó después de que cambiaran el contador de la calle. Vivimos en Tétange, en una casa de 1985.",
    "plumbing", "Kayl", "Tétange", kind="a", nu="U", situation="banging in the walls when taps close (water hammer)")
add("es-t02", "Desde ayer la llave gira del todo en la cerradura de la puerta de entrada, pero el picaporte no se retira y la puerta no abre. Hemos entrado por el garaje. Por dentro pasa lo mismo con la manilla. La casa está en Alzingen y tenemos que salir de viaje el viernes.",
    "locksmith", "Hesperange", "Alzingen", kind="a", nu="U", situation="key turns but the latch does not retract")
add("es-t03", "Hace dos semanas vi algo grande correr junto al compostador del jardín, y ahora hay agujeros en la tierra junto a la terraza. Esta mañana la bolsa de pienso del perro en el garaje estaba rota y con excrementos alrededor. Tenemos niños pequeños que juegan fuera. Vivimos en Remich, cerca del Mosela.",
    "pest-control", "Remich", "Remich", kind="a", nu="U", situation="rat signs by the compost and in the garage")
add("es-t04", "Mi suegro vino a casa y purgó todos los radiadores con la calefacción encendida, dice que así se hace. Ahora la presión de la caldera está en cero y no arranca, y esta noche se esperan cinco bajo cero. He intentado rellenar pero no encuentro la llave de llenado. Vivimos en Beringen; necesito un técnico de calefacción hoy mismo si es posible.",
    "heating", "Mersch", "Beringen", kind="b", nu="N", situation="boiler pressure at zero after father-in-law bled radiators")
add("es-t05", "Mi primo me puso azulejos en la pared de la cocina, detrás de la placa, pegados directamente sobre la pintura vieja. Me dijo que con un buen cemento cola no hacía falta lijar ni imprimar. Un año después ya se han caído cuatro y otros suenan huecos cuando los toco. La casa está en Lasauvage. Quiero que los quiten y los vuelvan a poner bien.",
    "tiling", "Differdange", "Lasauvage", kind="b", nu="U", situation="kitchen wall tiles glued on old paint by cousin are falling off")
add("es-t06", "Hace tres años, en el vivero nos recomendaron plantar bambú a lo largo de la valla para tener intimidad, sin decirnos nada de barreras. Ahora sale por todo el césped y ha cruzado al jardín del vecino, que ya se ha quejado. Vivimos en Mondorf. Necesitamos que alguien lo arranque con las raíces y ponga algo que no crezca así.",
    "gardening", "Mondorf-les-Bains", "Mondorf", kind="b", nu="U", situation="running bamboo from the nursery has invaded lawn and neighbour")
add("es-t07", "En la tienda de muebles nos aseguraron que su armario modular se podía adaptar a la buhardilla de la habitación de los niños. Después de montarlo nos sobra medio metro arriba y no cabe bajo el techo inclinado, así que está en medio del cuarto. La tienda no acepta devoluciones de piezas cortadas. Buscamos un carpintero que haga un armario empotrado a medida bajo la pendiente, en nuestra casa de Strassen.",
    "carpentry", "Strassen", "Strassen", kind="b", nu="N", situation="flat-pack wardrobe does not fit under the slope; made-to-measure built-in")
add("es-t08", "Tengo una escuela de flamenco con tres profesoras a media jornada y unos 90 alumnos. Las clases son por la tarde y los sábados. Hasta ahora llevaba las cuentas yo con un Excel, pero este año me han reclamado cotizaciones atrasadas y no entiendo las cartas. Necesito a alguien que lleve las nóminas, la contabilidad y que hable con la administración por mí. ¿Cuánto se suele pagar al mes por algo así?",
    "accounting", None, None, kind="c", nu="U", situation="flamenco school: payroll, books, social-security arrears")
add("es-t09", "Somos un club de pádel con cuatro pistas y las reservas se hacen por WhatsApp, lo que es un caos. Queremos una web donde los socios reserven pista, paguen online y vean la ocupación en tiempo real. También nos gustaría que los no socios pudieran reservar con otra tarifa. ¿Conocéis a un desarrollador web que haga este tipo de sistemas?",
    "web-development", None, None, kind="c", nu="N", situation="padel club court-booking website")
add("es-t10", "Tenemos un restaurante de tapas en Esch-sur-Alzette y desde hace un mes la tableta de comandas pierde la conexión con la impresora de la cocina en plena hora punta. El wifi del local también va fatal para los clientes. El que nos lo instaló ya no contesta. Necesitamos que alguien revise la red y lo deje estable antes del fin de semana.",
    "it-support", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="restaurant order tablet loses kitchen printer, bad wifi")
add("es-t11", "Dirijo una academia de idiomas en Ettelbruck y vamos a hacer folletos y anuncios nuevos. Necesitamos un fotógrafo que haga fotos de clases reales, del edificio por fuera y retratos del equipo. Los alumnos que salgan firmarán una autorización. ¿Cuánto cuesta una mañana de sesión y cuándo tendríamos las fotos?",
    "photography", "Ettelbruck", "Ettelbruck", kind="c", nu="N", situation="language school brochure photos")
add("es-t12", "Queremos levantar un muro de separación de 1,80 m con el vecino en nuestro jardín de Bertrange, unos 20 metros. ¿Qué sale mejor, bloques de hormigón enfoscados o gaviones de piedra? ¿Y hace falta pedir permiso a la comuna para esa altura? Me gustaría que un albañil nos diera un precio orientativo de las dos opciones.",
    "masonry", "Bertrange", "Bertrange", kind="d", nu="N", situation="boundary wall: rendered blocks or gabions")
add("es-t13", "Se nos cayó un bote de especias sobre la vitrocerámica y el cristal se ha rajado de lado a lado, aunque sigue funcionando. Es una Bosch de hace seis años: ¿se puede cambiar solo el cristal o sale más barato comprar una placa nueva? Vivimos en Hamm, al lado del cementerio americano, por si alguien cubre la zona.",
    "appliance-repair", "Luxembourg", "Hamm", kind="d", nu="U", situation="cracked ceramic hob glass: replace glass or hob")
add("es-t14", "Estamos pensando en comprar un piso de 1972 en Merl que necesita cambiar cocina, baño, ventanas, suelos e instalación eléctrica. El banco nos pide un presupuesto de obra para el préstamo. ¿Cómo se consigue un presupuesto fiable antes de comprar, si todavía no somos los dueños? ¿Cobran por venir a verlo?",
    "renovation", "Luxembourg", "Merl", kind="d", nu="U", situation="refit quote for a 1972 flat before buying, for the bank")
add("es-t15", "Vivimos en Mondorff, en el lado francés, justo enfrente de Mondorf-les-Bains. Hemos tirado un tabique y ahora el salón y la cocina son un solo espacio de 50 m² que no sabemos cómo organizar. ¿Alguien que nos haga un plano con la distribución de muebles, la iluminación y los colores saldría muy caro? ¿Trabajáis también en Francia?",
    "interior-design", "abroad", "Mondorff", distractors=["Mondorf-les-Bains", "Francia"], kind="d", nu="U", situation="open-plan living-kitchen layout just across the French border")
