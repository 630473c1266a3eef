"""Round 17 (2026-12-01): 175 blind test messages for the LuxPro assistant.

Tuple form read by validate.py:
    (id, text, category, commune, place, distractors, not_place)
STYLES maps id -> style letters (see README.md).
"""

MESSAGES = []
STYLES = {}


def m(mid, styles, category, commune, place, text, distractors=(), not_place=()):
    MESSAGES.append((mid, text, category, commune, place, list(distractors), list(not_place)))
    STYLES[mid] = styles


# ---------------------------------------------------------------- lb (Luxembourgish)
m("lb-s01", "C", "plumbing", "Dudelange", "diddeleng",
  "eis toilette leeft dauernd no an d waasserrechnung ass explodéiert kann een muer op diddeleng kommen")
m("lb-s02", "B", "heating", "Junglinster", "L-6160",
  "Eise Buderus-Kessel weist de Feeler 6A an d'Haus gëtt net méi waarm, eise Postcode ass L-6160.")
m("lb-s03", "Q", "locksmith", "Kayl", "Téiteng",
  "Wat kascht et ongeféier, d'Schlass vun der Hausdier zu Téiteng no engem Abrochversuch ze wiesselen?")
m("lb-s04", "QX", "electrical", "Steinfort", "Stengefort",
  "Kann ee bei Iech eng Wallbox fir den Elektroauto an eis Garage zu Stengefort installéiere loossen, mat engem certificat de conformité fir d'Assurance?")
m("lb-s05", "Q", None, None, None,
  "Wien wiesselt mir nach dës Woch d'Wanterpneuen um Auto, meng Garage huet keen Termin méi?")
m("lb-s06", "C", "cleaning", "Luxembourg", "garer quartier",
  "brauch een deen eis fënstere vum büro am garer quartier all 2 wochen botzt")
m("lb-s07", "O", "accounting", None, None,
  "Ech hunn eng kleng Bäckerei a sichen een, deen eis Bicher, d'Paien an d'TVA-Deklaratioun iwwerhëlt.")
m("lb-s08", "X", "translation", None, None,
  "Ech brauch mäi portugisesche Gebuertsakt offiziell op Franséisch iwwersat fir de Bureau de l'état civil.")
m("lb-s09", "P", "roofing", "Remich", "Réimech",
  "D'Dachrinn um Haus vu menger Mamm zu Réimech ass beim Stuerm ofgerappt, ech selwer wunnen zu Bartreng.",
  distractors=["Bartreng"])
m("lb-s10", "BX", "solar", "Groussbus-Wal", "Gréiwels",
  "Eis 9,8-kWp-Anlag op der Scheier zu Gréiwels produzéiert zënter dem Donnerwieder näischt méi, an den Onduleur blénkt rout.")
m("lb-t01", "LXP", "moving", "Troisvierges", "Ëlwen",
  "Meng Mamm ass 84 a plënnert elo an e Foyer, d'Famill huet laang doriwwer diskutéiert. "
  "Hiert Haus zu Ëlwen muss bis Enn vum Mount eidel sinn: Miwwelen, Këschten an dat schwéiert Buffet aus dem Eessall. "
  "Mäi Brudder wollt dat mat enger Camionnette selwer maachen, mee hien huet et am Réck, an ech schaffen d'Woch iwwer zu Bréissel. "
  "Kéint Dir eis eng Offer fir den Transport an d'Lagerung maachen?",
  distractors=["Bréissel"])
m("lb-t02", "QO", "electrical", "Mamer", "Mamer",
  "Mir hunn zu Mamer eng nei Kiche kritt, de Kichebauer huet alles montéiert an d'Apparater si getest. "
  "Zënterhier fält d'Sécherung all Kéier eraus, wann de Backuewen an d'Spullmaschinn zur selwechter Zäit lafen. "
  "Do muss wuel eppes um Tableau geännert ginn, wien kann dat kucke kommen?")
m("lb-t03", "CX", "it-support", None, None,
  "salut, eise laptop vun der firma hänkt säit dem windows update an engem bootloop an den IT-Mann vun der holding ass a vakanz. "
  "mir brauchen dat bis muer gefléckt well d'compta ofschléisst. remote geet och")
m("lb-t04", "P", "tiling", "Grevenmacher", "Gréiwemaacher",
  "Am Badzëmmer zu Gréiwemaacher sinn hannert der Dusch bal all d'Plättercher huel, wann een drop klappt, an e puer hu scho Rëss. "
  "Mir haten eng Kéier un eng Wand aus Holz geduecht, mee dat ass näischt fir d'Fiichtegkeet. "
  "Kann een d'Plättercher erofhuelen, nei leeën an nei verfugen?",
  not_place=["Holz"])
m("lb-t05", "BQ", "appliance-repair", "Redange", "Réiden",
  "Eis Miele-Wäschmaschinn weist de Feeler F53 an d'Dier bleift zou, d'Wäsch läit nach dran. "
  "Si ass eréischt véier Joer al. "
  "Lount et sech, se ze flécken, oder kafe mer besser eng nei? Mir sinn zu Réiden.")
m("lb-t06", "LO", "gardening", "Kehlen", "Keespelt",
  "Mir hunn d'lescht Joer en Haus zu Keespelt kaf, mat engem Gaart, un deen zéng Joer keen higekuckt huet. "
  "Daach a Fassad si scho gemaach, do ass alles an der Rei. "
  "Elo wuessen d'Brombieren bis un d'Terrass an d'Thujahecke sinn dräi Meter héich. "
  "Am Juni feiere mir d'Kommioun vun eiser Duechter dobaussen, bis dohin misst dat propper sinn.")
m("lb-t07", "XO", "legal", "Sanem", "Zolwer",
  "Mäi Propriétaire wëll meng Garantie vun dräi Loyeren net zeréckbezuelen, well d'Wänn ugeblech gielzeg wieren. "
  "Den état des lieux beim Auszuch war awer propper, an ech hunn d'Wunneng zu Zolwer virum Ofginn souguer nach selwer gestrach. "
  "Et geet mir net ëm d'Molen, mee ëm mäi Recht: wien kann dee Bréif fir mech schreiwen oder mech vertrieden?")
m("lb-t08", "C", "pest-control", "Bettembourg", "näerzeng",
  "mir hunn zanter dem hierscht mais um späicher, all nuecht héiere mer se krabbelen. "
  "falen hu mer gestallt, bréngt näischt. wunne zu näerzeng, kann een do eppes maachen")
m("lb-t09", "QOXP", "web-development", None, None,
  "Ech hunn e klenge Coiffer-Salon zu Kanech an d'Clientë froen ëmmer, ob se online e Rendez-vous kéinte maachen. "
  "Kéint Dir mir e simple Site mat engem Booking-Tool maachen, op Lëtzebuergesch a Franséisch? "
  "Wat kascht esou eppes ongeféier?",
  distractors=["Kanech"])
m("lb-t10", "OP", "painting", "Käerjeng", "Uewerkäerjeng",
  "D'Fassad vun eisem Haus zu Uewerkäerjeng ass gro ginn a bliedert of. "
  "De Maurer huet de Crépi d'lescht Joer nogekuckt, do ass alles an der Rei. "
  "Mir wëllen se virum Wanter an engem hellen Gréng nei gemoolt kréien, d'Faarf hu mer schonn zu Féiz kaf.",
  distractors=["Féiz"])
m("lb-t11", "L", "carpentry", "Mertzig", "Mäerzeg",
  "Zënter dem Summer wunne mir zu Mäerzeg an engem Haus mat engem grousse Späicher. "
  "Eis zwee Jongen deelen sech elo e Zëmmer ënnert dem Daach, a well d'Schréi esou déif ass, passt kee Schaf aus dem Miwwelbuttek. "
  "Den Eelste spillt zanter Chrëschtdag Batterie, mir sinn also frou, wann d'Zëmmer wéinstens ordentlech ass. "
  "Mir hätte gär en Aabauschaf no Mooss mat Schibedieren, a vläicht nach e Bett mat Tirang drënner.")
m("lb-t12", "QP", "masonry", "abroad", "Wincheringen",
  "Mir wunnen zu Wincheringen, just op der däitscher Säit vun der Musel. "
  "Mir wëllen eng Gaardemauer vu ronn 25 Meter aus Betonsteng mat Fundament opriichte loossen. "
  "Schafft Dir och an Däitschland, a wéi laang géif esou eppes daueren?",
  distractors=["Musel", "Däitschland"])
m("lb-t13", "LX", "renovation", "Wincrange", "Heesdref",
  "Mir hunn e Bauerenhaus vun 1920 zu Heesdref kaf, dat zanter 15 Joer eidel stoung. "
  "Et muss alles gemaach ginn: Elektresch, Sanitär, Isolatioun, Fënsteren, Buedem. "
  "Meng Fra ass schwanger an d'Bank wëll e Planning gesinn. "
  "Mir sichen eng Entreprise générale, déi alles clé en main koordinéiert, net zéng verschidde Firmen.")
m("lb-t14", "OP", "photography", "Vianden", "Veianen",
  "Ech hunn e Restaurant zu Veianen mat Vue op d'Buerg. "
  "Mäi Neveu huet eis nei Websäit grad fäerdeg gemaach, mee d'Fotoe vun de Platen sinn aus dem Handy a gesinn aarmséileg aus. "
  "Mir bräichten e Shooting vun der Kaart an der Terrass, am beschten nach virum Mee.",
  not_place=["Platen"])
m("lb-t15", "Q", "interior-design", "Luxembourg", "Kierchbierg",
  "Mir hunn um Kierchbierg eng Wunneng vu 70 m² kaf, alles wäiss a kal. "
  "Mir wëssen net, wéi mir Faarwen, Luuchten a Miwwele kombinéiere sollen. "
  "Gëtt et een, deen eis e Konzept mat Moodboard mécht, ouni eis direkt alles ze verkafen?")

# ---------------------------------------------------------------- fr
m("fr-s01", "C", "plumbing", "Differdange", "differdange",
  "evacuation de la douche qui se vide hyper lentement et ca pue les egouts dans toute la sdb a differdange")
m("fr-s02", "B", "appliance-repair", "Pétange", "Rodange",
  "Mon lave-vaisselle Bosch affiche E24 et il reste de l'eau sale au fond de la cuve, on habite à Rodange.")
m("fr-s03", "Q", "gardening", "Strassen", "Strassen",
  "Est-ce que vous pourriez tailler une haie de charmes de 40 mètres avant la fin mars à Strassen ?")
m("fr-s04", "XB", "it-support", "Mersch", "Mersch",
  "Notre NAS Synology n'apparaît plus sur les PC du cabinet depuis le changement de box internet, help, on est à Mersch.")
m("fr-s05", "Q", None, None, None,
  "Est-ce que vous proposez aussi quelqu'un de confiance pour garder mes deux enfants le mercredi après-midi ?")
m("fr-s06", "P", "locksmith", "Bertrange", "Bertrange",
  "La clé s'est cassée dans la serrure du garage, rue de Luxembourg à Bertrange, et la voiture est dedans.",
  distractors=["Luxembourg"])
m("fr-s07", "PQ", "photography", "Feulen", "Feulen",
  "Je suis agent immobilier à Ettelbruck : qui peut faire des photos grand-angle et au drone d'une ferme à vendre à Feulen ?",
  distractors=["Ettelbruck"])
m("fr-s08", "O", "translation", None, None,
  "Mon avocat a déjà tout réglé, il me manque juste une traduction assermentée en allemand de mon jugement de divorce.")
m("fr-s09", "C", "pest-control", None, None,
  "des guepes ont fait un nid sous le toit juste au dessus de la chambre du petit on peut plus ouvrir la fenetre 😟")
m("fr-s10", "B", "heating", "Leudelange", "Leudelange",
  "La pompe à chaleur Daikin Altherma affiche U4 et la maison à Leudelange est descendue à 16 degrés.")
m("fr-t01", "LP", "legal", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Je suis copropriétaire d'un appartement dans une résidence de douze lots à Esch-sur-Alzette. "
  "Depuis deux ans, le syndic ne convoque plus d'assemblée générale, les charges ont doublé et personne ne voit les comptes. "
  "Ma voisine du dessus a eu un dégât des eaux que l'assurance n'a jamais réglé, et l'ascenseur est en panne une semaine sur deux. "
  "J'ai besoin de quelqu'un qui connaît le droit de la copropriété au Luxembourg pour obliger le syndic à rendre des comptes.",
  distractors=["Luxembourg"])
m("fr-t02", "O", "accounting", None, None,
  "Je suis plombier indépendant depuis un an et, sur les chantiers, ça va. "
  "Par contre la TVA, les fiches de salaire de mon apprenti et le bilan, je n'y comprends rien, et j'ai déjà reçu un rappel de l'AED. "
  "Je cherche quelqu'un pour s'occuper de tout ça chaque mois.")
m("fr-t03", "CXQ", "moving", "Luxembourg", "hollerich",
  "salut on quitte notre appart a hollerich fin du mois, faut descendre un canapé d angle + un frigo américain du 4e sans ascenseur et tout mettre dans un box de stockage. "
  "vous avez 2-3 gars + un camion dispo le samedi 14 ?? thx")
m("fr-t04", "PQ", "roofing", "Clervaux", "Clervaux",
  "Chez ma belle-mère à Clervaux, la tempête de dimanche a arraché une dizaine d'ardoises sur le versant nord et une tache grandit au plafond de la chambre. "
  "Moi j'habite à Arlon, je ne peux monter que le week-end. "
  "Quelqu'un pourrait passer vérifier et réparer avant les prochaines pluies ?",
  distractors=["Arlon"])
m("fr-t05", "Q", "solar", "Parc Hosingen", "Hosingen",
  "Nous avons une grange à Hosingen avec un grand toit orienté plein sud. "
  "Est-ce que ça vaut le coup d'y poser des panneaux, sachant qu'on consomme surtout le soir ? "
  "Et qui s'occupe des démarches pour les primes ?")
m("fr-t06", "LQ", "plumbing", "Mertert", "Wasserbillig",
  "Mon père a 82 ans et vit seul dans sa maison à Wasserbillig. "
  "La commune lui a écrit que sa consommation d'eau avait triplé sur l'année, alors que rien ne coule nulle part dans la maison. "
  "Son voisin pense que le tuyau est percé quelque part entre le compteur et la cave, parce que la pelouse reste mouillée près de la haie. "
  "Mon père ne veut pas qu'on retourne tout le jardin, il vient de replanter ses rosiers. "
  "Qui peut trouver la fuite et la réparer ?")
m("fr-t07", "OXP", "web-development", None, None,
  "Je tiens une boulangerie-pâtisserie à Echternach avec ma femme. "
  "Notre site a été fait par mon neveu il y a huit ans, il n'est pas responsive et on ne peut rien modifier nous-mêmes. "
  "On voudrait un site simple avec du click & collect pour les gâteaux du week-end et les horaires en trois langues.",
  distractors=["Echternach"])
m("fr-t08", "B", "electrical", "Schifflange", "Schifflange",
  "Depuis qu'on a branché la nouvelle plaque à induction, le différentiel 30 mA saute dès qu'on allume deux zones. "
  "Le tableau date de 1975, il y a encore des fusibles à visser. "
  "C'est une maison mitoyenne à Schifflange.")
m("fr-t09", "Q", "masonry", "Mondercange", "Mondercange",
  "On voudrait ouvrir le mur porteur entre la cuisine et le salon de notre maison à Mondercange, sur environ 3 mètres. "
  "Le bureau d'études a déjà fait le calcul du linteau. "
  "Est-ce que vous pouvez poser la poutre IPN et refaire les tableaux en maçonnerie ?")
m("fr-t10", "C", "cleaning", "Walferdange", "bereldange",
  "fin de bail le 31, l'agence veut l'appart nickel pour l'état des lieux de sortie (four, vitres, joints de la sdb, calcaire partout). "
  "c'est a bereldange, 2 chambres. je bosse en décalé j'ai pas le temps")
m("fr-t11", "LO", "painting", "Frisange", "Frisange",
  "Nous avons acheté une maison des années 80 à Frisange et nous emménageons en mai, juste avant la naissance de notre deuxième. "
  "Le carreleur a fini la salle de bain et la cuisine est posée. "
  "Il reste les murs du salon, du couloir et de la cage d'escalier : vieux papier peint à enlever, quelques fissures à reboucher, puis deux couches de blanc cassé. "
  "Ma belle-sœur voulait s'en charger, mais elle s'est cassé le poignet au ski.")
m("fr-t12", "XQP", "tiling", "Mondorf-les-Bains", "Mondorf",
  "Pour la terrasse de notre maison à Mondorf, nous avons acheté en Allemagne des dalles en grès cérame de 2 cm, du Feinsteinzeug comme ils disent là-bas, format 60x120. "
  "Elles doivent être posées sur plots, environ 35 m². "
  "Vous faites ce genre de pose ?",
  distractors=["Allemagne"])
m("fr-t13", "BQ", "interior-design", "Steinsel", "L-7330",
  "J'ouvre en septembre un cabinet de kinésithérapie de 120 m² dans un plateau brut (adresse : L-7330). "
  "Il me faut un aménagement qui tienne la route : accueil, salle d'attente, trois box de soins, une bonne acoustique et de la lumière, pour environ 40 000 €. "
  "Vous proposez ce type de projet, plans et choix du mobilier compris ?")
m("fr-t14", "P", "carpentry", "Biwer", "Wecker",
  "Dans notre maison à Wecker, tout près de la gare, une marche de l'escalier en chêne s'est fendue et deux autres grincent très fort. "
  "Mon mari a essayé de les fixer avec des vis, c'est pire. "
  "Il faudrait remplacer la marche et refixer le reste proprement.",
  not_place=["gare"])
m("fr-t15", "PQ", "renovation", "abroad", "Thionville",
  "Nous sommes frontaliers : on habite à Thionville et je travaille au Kirchberg. "
  "Nous venons d'acheter une maison des années 60 qu'il faut rénover entièrement : isolation, électricité, sols, salle de bain. "
  "Est-ce que des entreprises luxembourgeoises acceptent des chantiers en France ?",
  distractors=["Kirchberg", "France"])

# ---------------------------------------------------------------- de
m("de-s01", "B", "heating", "Hesperange", "Hesperingen",
  "Unsere Vaillant-Gastherme zeigt F.28 und springt nicht mehr an, das ganze Haus in Hesperingen ist kalt.")
m("de-s02", "Q", "masonry", "Contern", "Contern",
  "Wer kann uns in Contern die Natursteinmauer am Hang wieder aufsetzen, die nach dem Starkregen zur Hälfte eingestürzt ist?")
m("de-s03", "C", "locksmith", "Useldange", "useldingen",
  "briefkastenschlüssel weg und die post quillt schon raus kann jmd das schloss tauschen wohne in useldingen")
m("de-s04", "X", "it-support", "Lenningen", "Lenningen",
  "Seit dem Update findet der Drucker im Homeoffice in Lenningen das WLAN nicht mehr und am Laptop steht nur noch 'no internet, secured'.")
m("de-s05", "X", None, None, None,
  "Unsere Tochter braucht dringend Nachhilfe in Französisch vor den Examen im Lycée, am besten zweimal pro Woche.")
m("de-s06", "O", "tiling", "Diekirch", "Diekirch",
  "Die Dusche ist neu angeschlossen und dicht, jetzt fehlen nur noch die Fliesen an den Wänden im Bad in Diekirch.")
m("de-s07", "", "gardening", "Rosport-Mompach", "Mompach",
  "Der Rasen hinter unserem Haus in Mompach ist voller Moos, der Nachbar schwört auf Kalk, wir wollen aber lieber gleich neuen Rollrasen verlegen lassen.")
m("de-s08", "", "translation", None, None,
  "Ich brauche eine beglaubigte Übersetzung meines Arbeitsvertrags ins Portugiesische für das Konsulat.")
m("de-s09", "C", "cleaning", "Esch-sur-Alzette", "esch an der alzette",
  "suche jmd der 1x die woche unsere wg in esch an der alzette putzt, wir sind 4 studis und es eskaliert langsam 🙈")
m("de-s10", "B", "solar", "Habscht", "Hobscheid",
  "Unser Wechselrichter SMA Sunny Boy meldet seit gestern Fehler 3501 und die 7,2-kWp-Anlage auf dem Dach in Hobscheid liefert nichts mehr.")
m("de-t01", "LP", "heating", "Weiswampach", "Weiswampach",
  "Meine Eltern wohnen in Weiswampach in einem alten Bauernhaus mit Ölheizung. "
  "Seit ein paar Tagen macht der Brenner beim Anspringen einen Knall und im Keller riecht es nach Abgas. "
  "Mein Vater meint, das sei normal, der Tank sei ja auch bald leer. "
  "Meine Schwester aus Trier war am Wochenende da und hat sich ziemlich erschrocken. "
  "Kann sich das bitte jemand noch diese Woche ansehen?",
  distractors=["Trier"], not_place=["einen"])
m("de-t02", "QOXP", "legal", None, None,
  "Ich bin selbstständiger Elektriker in Lintgen. "
  "Ein Kunde zahlt seit fünf Monaten eine Rechnung über 8.400 € nicht und reagiert auf keine Mahnung. "
  "Was kostet es ungefähr, das über eine ordonnance de paiement einzutreiben, und übernehmt ihr so etwas?",
  distractors=["Lintgen"])
m("de-t03", "CXQP", "moving", "Luxembourg", "gasperich",
  "hi wir ziehen im april aus unserer wohnung in gasperich aus, die möbel gehen per container nach portugal. "
  "brauchen leute die packen, abbauen und den 40ft container beladen (boxspringbett, schrankwand, waschmaschine). "
  "budget so 1500€, geht das?",
  distractors=["portugal"])
m("de-t04", "P", "carpentry", "Beaufort", "Befort",
  "In unserem Haus in Befort ist eine Stufe der Treppe gebrochen, mein Sohn ist fast durchgetreten. "
  "Die Treppe ist komplett aus Holz, Eiche, etwa 1960 eingebaut. "
  "Die Stufe soll ersetzt werden, möglichst passend zu den anderen.",
  not_place=["Holz"])
m("de-t05", "B", "appliance-repair", "Rumelange", "Rümelingen",
  "Unser Liebherr-Kühlschrank zeigt im Display F1 und innen sind es nur noch 14 Grad, das Gefrierfach läuft aber normal. "
  "Er ist sechs Jahre alt und steckt in einer Einbauküche in Rümelingen, ein Austausch wäre also aufwendig.")
m("de-t06", "LO", "renovation", "Roeser", "Crauthem",
  "Wir haben vor zwei Jahren ein Reihenhaus in Crauthem gekauft und wohnen dort mit meiner Schwiegermutter. "
  "Der Elektriker hat letztes Jahr schon alle Leitungen erneuert, das ist erledigt. "
  "Jetzt soll das Erdgeschoss komplett umgebaut werden: Wand zwischen Küche und Esszimmer raus, neues Bad mit bodengleicher Dusche, neue Böden, alles barrierefrei für die Oma. "
  "Am liebsten hätten wir eine Firma, die das von A bis Z übernimmt, weil wir beide Schicht arbeiten.")
m("de-t07", "XQP", "web-development", None, None,
  "Wir sind ein kleines Weingut in Ehnen und verkaufen bisher nur ab Hof. "
  "Wir hätten gern einen Onlineshop mit Age-Verification und Versand nach Belgien und Deutschland. "
  "Reicht dafür Shopify oder lieber WooCommerce, und was würde so ein Shop kosten?",
  distractors=["Ehnen", "Belgien", "Deutschland"], not_place=["einen"])
m("de-t08", "B", "electrical", "Sandweiler", "L-5230",
  "Bei uns (PLZ L-5230) fliegt der FI-Schalter (30 mA) raus, sobald es regnet und die Außenbeleuchtung im Garten an ist. "
  "Tagsüber und bei trockenem Wetter passiert nichts. "
  "Wir vermuten ein Kabel in der Erde oder eine undichte Lampe.")
m("de-t09", "P", "painting", "Lorentzweiler", "Lorentzweiler",
  "Im Treppenhaus unseres Mehrfamilienhauses in Lorentzweiler blättert die Farbe großflächig ab. "
  "Der Grund war ein Wasserschaden, der inzwischen behoben und getrocknet ist. "
  "Die Miteigentümer haben beschlossen, alle drei Etagen neu streichen zu lassen, und ich soll Angebote einholen.",
  not_place=["Grund"])
m("de-t10", "C", "pest-control", "Ettelbruck", "ettelbrück",
  "hilfe wir haben motten in der küche!! im mehl, in den nudeln, überall so kleine würmer. "
  "haben alles weggeschmissen und ausgewischt aber nach 2 wochen sind sie wieder da. wohnung in ettelbrück")
m("de-t11", "Q", "photography", "Echternach", "Echternach",
  "Meine Eltern feiern im Juni ihre Goldene Hochzeit mit 60 Gästen in einem Restaurant in Echternach. "
  "Wir hätten gern Bilder vom Empfang, vom Essen und ein paar Gruppenfotos draußen an der Basilika. "
  "Macht ihr so etwas für etwa vier Stunden, und was würde das kosten?")
m("de-t12", "LP", "accounting", None, None,
  "Ich bin Grenzgänger, wohne in Saarburg und arbeite seit drei Jahren in Luxemburg bei einer Bank. "
  "Letztes Jahr habe ich geheiratet, meine Frau arbeitet in Deutschland, und wir haben ein Haus gekauft. "
  "Ein Kollege sagt, ich sollte in Luxemburg eine Steuererklärung machen, um Geld zurückzubekommen, ein anderer sagt, das lohne sich nicht. "
  "Kann mir jemand das ausrechnen und die Erklärung für mich einreichen?",
  distractors=["Saarburg", "Luxemburg", "Deutschland"])
m("de-t13", "XP", "interior-design", "Luxembourg", "Oberstadt",
  "Wir eröffnen im Herbst ein kleines Café in der Oberstadt, 45 m², Altbau mit Gewölbedecke. "
  "Wir wollen einen warmen, skandinavischen Look & Feel, aber es soll nicht aussehen wie jedes zweite Café. "
  "Gesucht ist jemand für das Konzept: Farben, Licht, Möbel, Theke und Wege für die Gäste.",
  not_place=["einen"])
m("de-t14", "BQP", "roofing", "abroad", "Nittel",
  "Nach dem Hagel letzte Woche tropft es bei uns in Nittel durch die Decke im Anbau, der hat ein Flachdach mit EPDM-Folie, etwa 30 m². "
  "Wir sind zwar auf der deutschen Seite der Mosel, aber die Firmen hier haben erst im März Zeit. "
  "Kommt ihr auch rüber?",
  distractors=["Mosel"])
m("de-t15", "O", "plumbing", "Kopstal", "Bridel",
  "Der Heizungsbauer war schon da, an der Heizung liegt es nicht. "
  "Seit die Gemeinde in unserer Straße in Bridel an der Leitung gearbeitet hat, kommt aus allen Hähnen nur noch ein dünner Strahl, und das Wasser ist anfangs braun. "
  "Der Druckminderer im Keller ist mindestens zwanzig Jahre alt.")

# ---------------------------------------------------------------- en
m("en-s01", "Q", "web-development", None, None,
  "Could you build a simple website for my yoga studio with class booking and Payconiq payments, in English and French?")
m("en-s02", "B", "appliance-repair", "Bissen", "L-7760",
  "Our Samsung dryer shows an HE error after ten minutes and the clothes come out damp, we're in L-7760.")
m("en-s03", "C", "locksmith", "Bettembourg", "bettembourg",
  "ex flatmate moved out and never gave back his key so i want the front door lock changed asap im in bettembourg")
m("en-s04", "XO", "cleaning", "Strassen", "Strassen",
  "The builders finally finished the new kitchen at our crèche in Strassen, but there's fine plaster dust on every surface and we reopen on Monday.")
m("en-s05", "Q", None, None, None,
  "Is anyone available to walk our two labradors at lunchtime on weekdays while we're both at the office?")
m("en-s06", "B", "heating", "Niederanven", "Oberanven",
  "Boiler pressure keeps dropping to 0.5 bar overnight even after I top it up to 1.5, house in Oberanven.")
m("en-s07", "P", "tiling", "Schuttrange", "Uebersyren",
  "My landlord Bill says the cracked kitchen floor tiles are my problem, so I just want them replaced in our rental in Uebersyren.",
  not_place=["Bill"])
m("en-s08", "P", "translation", None, None,
  "I need my UK degree certificate and transcript translated into French for the diploma recognition at the ministry.",
  distractors=["UK"])
m("en-s09", "OB", "solar", "Dippach", "Dippach",
  "We had the roof redone last year, so now we'd like a quote for about 10 kWp of panels plus a battery on our house in Dippach.")
m("en-s10", "C", "pest-control", "Frisange", "hellange",
  "theres like an ant highway from the terrace door into the kitchen cupboards 😩 tried the spray from the supermarket nothing works, house in hellange")
m("en-t01", "LXP", "accounting", None, None,
  "I moved to Luxembourg from Dublin in March and started freelancing as a UX consultant. "
  "I registered as an indépendant, but now the CCSS letters, VAT returns and the annual accounts are piling up. "
  "My partner keeps telling me to do it myself with a spreadsheet, but I'd rather not get fined in my first year. "
  "I'm looking for someone who handles small freelancers' books on a monthly basis.",
  distractors=["Luxembourg", "Dublin"])
m("en-t02", "QO", "photography", "Wiltz", "Wiltz",
  "I own a small café in Wiltz and my cousin just finished our new website. "
  "What's missing are decent photos of the food and the terrace, the ones on there now are from my phone. "
  "How much would a half-day shoot be, and can you also do a few short clips for Instagram?")
m("en-t03", "CQ", "moving", "Luxembourg", "kirchberg",
  "hey so im moving in with my gf and need to get my stuff out of my studio in kirchberg by the 28th. "
  "its like 15 boxes a bike a desk and an ikea bed that needs taking apart, her place is 10 min away. is that doable for under 400??")
m("en-t04", "PB", "electrical", "Colmar-Berg", "Colmar-Berg",
  "We rent a house on Rue de la Gare in Colmar-Berg. "
  "Since the thunderstorm on Tuesday, half of the sockets in the kitchen and the extractor hood are dead, although none of the breakers in the fuse box has tripped. "
  "The landlord says we should sort it out and send him the invoice.",
  not_place=["Gare"])
m("en-t05", "B", "roofing", "Koerich", "Koerich",
  "After last week's storm, water is dripping through the ceiling around the Velux window in our loft, roughly two litres a night judging by the bucket. "
  "The window itself closes fine and the seal looks new. "
  "We're in Koerich and it's supposed to rain all weekend.")
m("en-t06", "LQ", "legal", "Luxembourg", "Hollerich",
  "My landlord wants us out of our flat in Hollerich within two months because he says his son needs it. "
  "We've lived there for six years on an open-ended lease, our daughter goes to the school around the corner and my husband just had surgery. "
  "He came round on Sunday and was quite aggressive about it. "
  "Is he even allowed to do this, and can someone help us answer his letter properly?")
m("en-t07", "P", "it-support", "Mamer", "Capellen",
  "Since we moved our small architecture office in Capellen to Microsoft 365, Outlook keeps asking for the password every hour. "
  "The scanner has also stopped scanning to the shared folder. "
  "Everything was set up by the boss's nephew, who is now studying in Vienna.",
  distractors=["Vienna"])
m("en-t08", "OX", "masonry", "Sanem", "Ehlerange",
  "The painter won't start on our house in Ehlerange until the garden wall is fixed. "
  "The crépi is coming off in big chunks and some of the bricks behind it are crumbling, especially near the ground. "
  "We need that repaired and re-rendered first, then he can paint.")
m("en-t09", "QO", "interior-design", "Heffingen", "Heffingen",
  "We're turning the attic of our house in Heffingen into a home office and guest room, and the builders are done with insulation and plasterboard. "
  "Now we're stuck: where to put the desk, what lighting, which colours so it doesn't feel like a box. "
  "Do you offer a design plan we could then carry out ourselves?")
m("en-t10", "BQ", "plumbing", "Schieren", "Schieren",
  "The pipes in our house in Schieren bang loudly every time someone closes a tap, and the gauge on the pressure reducer in the basement shows almost 7 bar. "
  "The washing machine's inlet hose burst last month, probably because of that. "
  "Can the valve be replaced or adjusted?")
m("en-t11", "CP", "gardening", "Helperknapp", "tuntange",
  "our garden in tuntange is basically a swamp after every bit of rain, the grass dies in patches and the kids cant play out there. "
  "neighbour said we need a french drain or something idk. can someone come look and sort it, maybe new lawn too",
  not_place=["grass"])
m("en-t12", "QP", "painting", "abroad", "Arlon",
  "We live just across the border in Arlon and both work in Luxembourg. "
  "The wooden shutters and window frames on our house are peeling badly and need sanding and repainting before winter. "
  "Do Luxembourg companies take jobs in Belgium, or is that too far?",
  distractors=["Luxembourg", "Belgium"])
m("en-t13", "XQ", "carpentry", "Nommern", "Nommern",
  "Moien! We bought an old house in Nommern and would love built-in bookshelves on both sides of the fireplace in the salon, floor to ceiling, about 2.6 m high. "
  "Solid wood or painted MDF, we're open to suggestions. "
  "What would the lead time be?")
m("en-t14", "LO", "renovation", "Differdange", "Niederkorn",
  "We just bought a 1970s flat in Niederkorn, third floor, and we want to redo basically everything before we move in: kitchen, bathroom, floors, and knock through the wall between the kitchen and living room. "
  "An electrician already gave us a separate quote, but honestly we don't have the energy to coordinate five companies with a newborn. "
  "My mother-in-law keeps sending us Pinterest boards, which isn't helping. "
  "Is there someone who can manage the whole thing from start to finish?")
m("en-t15", "Q", "accounting", None, None,
  "We got married in June and someone at work said we should now choose between joint and individual taxation. "
  "My wife is self-employed and I'm an employee. "
  "Can you look at our numbers and do the tax return for us?")

# ---------------------------------------------------------------- pt
m("pt-s01", "CX", "cleaning", "Betzdorf", "betzdorf",
  "precisamos de alguem para fazer o ménage no escritorio 2x por semana em betzdorf, umas 3h de cada vez")
m("pt-s02", "B", "heating", "Reckange-sur-Mess", "Limpach",
  "A caldeira Viessmann dá o erro F4 e os radiadores só aquecem em baixo, moramos em Limpach.")
m("pt-s03", "Q", "masonry", "Garnich", "Garnich",
  "Quanto custaria fazer um muro de blocos com 1,20 m de altura à volta do quintal em Garnich?")
m("pt-s04", "X", "moving", "Schengen", "Remerschen",
  "Preciso de fazer o déménagement de um T2 em Remerschen para um prédio na mesma rua no fim do mês.")
m("pt-s05", "Q", None, None, None,
  "Alguém faz arranjos de costura, como subir a bainha de umas calças e apertar um vestido para um casamento?")
m("pt-s06", "O", "electrical", "Bettendorf", "Gilsdorf",
  "O canalizador já instalou o termoacumulador novo, mas a tomada onde ele está ligado aquece e cheira a queimado, na nossa casa em Gilsdorf.")
m("pt-s07", "P", "pest-control", "Saeul", "Saeul",
  "Há ratos na garagem da casa da minha sogra em Saeul, eu moro em Mersch mas vou lá todos os dias.",
  distractors=["Mersch"])
m("pt-s08", "", "translation", None, None,
  "Preciso da minha carta de condução brasileira traduzida para francês para a trocar aqui.")
m("pt-s09", "CQ", "plumbing", "Wormeldange", "wormeldange",
  "comprei maquina de lavar nova e na cave nao ha torneira nem esgoto pra ligar da pra por isso moro em wormeldange")
m("pt-s10", "B", "appliance-repair", "Clervaux", "Marnach",
  "O forno AEG dá erro F11 e já não aquece nada, moramos em Marnach.")
m("pt-t01", "LP", "cleaning", "Vichten", "Vichten",
  "A minha mãe tem 79 anos e vive sozinha numa casa em Vichten desde que o meu pai morreu. "
  "Já não consegue limpar a casa como deve ser, e eu trabalho por turnos nas obras. "
  "A minha irmã está em Portugal e só vem no verão, e a vizinha ajuda com as compras mas não pode fazer mais. "
  "Precisamos de alguém de confiança umas quatro horas por semana, para limpar e passar a ferro.",
  distractors=["Portugal"])
m("pt-t02", "XQ", "legal", None, None,
  "Trabalho na construção há 11 anos e o patrão despediu-me sem préavis logo a seguir a um acidente de trabalho. "
  "Na ITM disseram-me para procurar quem me defenda no tribunal do trabalho. "
  "Quanto é que isso costuma custar?")
m("pt-t03", "COX", "accounting", None, None,
  "boa tarde tenho uma pequena empresa de limpezas com 2 funcionarias e o contabilista reformou-se. "
  "preciso de alguem pra tratar dos salarios, da tva e do bilan todos os meses. as limpezas faço eu, nisso nao preciso de ajuda")
m("pt-t04", "BX", "it-support", "Larochette", "Larochette",
  "O portátil da minha filha (HP, Windows 11) mostra um ecrã azul com CRITICAL_PROCESS_DIED sempre que liga. "
  "Ela tem os trabalhos do lycée todos lá dentro e não tem cópia. "
  "Moramos em Larochette, alguém pode ver isto?")
m("pt-t05", "QOP", "web-development", None, None,
  "Tenho um restaurante português em Differdange e quero um site com a ementa e encomendas para takeaway. "
  "A parte das fotos já está feita, um amigo fotógrafo tirou-as. "
  "É possível ter o site em português e francês, e quanto custa?",
  distractors=["Differdange"])
m("pt-t06", "PQ", "roofing", "Esch-sur-Sûre", "Eschdorf",
  "Moro em Wiltz, mas a obra é na casa que comprámos em Eschdorf. "
  "Há telhas partidas e, quando chove, entra água no sótão. "
  "Alguém pode ir ver antes do inverno?",
  distractors=["Wiltz"])
m("pt-t07", "BQ", "solar", "Consdorf", "Consdorf",
  "Temos uma moradia em Consdorf com 60 m² de telhado virado a sul e a conta da luz anda nos 180 € por mês. "
  "Vale a pena pôr painéis? Li que o Estado dá prémios, mas não percebo nada disso.")
m("pt-t08", "O", "painting", "Bous-Waldbredimus", "Bous",
  "O meu marido é pedreiro e já rebocou as paredes da cave, que transformámos em quarto para o meu sogro. "
  "Agora falta pintar tudo, três divisões e o corredor, e ele não tem paciência para isso. "
  "Moramos em Bous.")
m("pt-t09", "X", "carpentry", "Erpeldange-sur-Sûre", "Ingeldorf",
  "Queria um roupeiro por medida debaixo das escadas, em madeira maciça, 'sur mesure' como dizem aqui. "
  "O espaço é todo torto e nenhum móvel do IKEA serve. "
  "Moramos em Ingeldorf.")
m("pt-t10", "L", "tiling", "Lintgen", "L-7440",
  "Comprámos um apartamento antigo, código postal L-7440, e o chão da cozinha ainda tem os mosaicos dos anos 70, alguns partidos. "
  "Queremos pôr porcelanato 60x60. "
  "O meu sogro diz que se pode colar por cima, mas eu não confio muito. "
  "O bebé nasce em setembro e a cozinha tem de estar pronta antes disso.")
m("pt-t11", "C", "locksmith", "Luxembourg", "bonnevoie",
  "a fechadura da porta de casa ta a prender, a chave so roda com muita força e hoje partiu-se metade la dentro. "
  "moro em bonnevoie, alguem vem hoje?")
m("pt-t12", "Q", "gardening", "Berdorf", "Berdorf",
  "Quem pode cortar três abetos enormes no quintal em Berdorf? "
  "O vizinho queixa-se da sombra e das agulhas na piscina dele, e eu tenho medo que caiam com o vento.")
m("pt-t13", "XL", "renovation", "Rambrouch", "Bigonville",
  "Comprámos uma casa de 1955 em Bigonville, perto da fronteira belga, que era da avó do meu marido. "
  "Está tudo por fazer: elétrica, canalização, isolamento, janelas, casa de banho. "
  "O meu cunhado trabalha nas obras e queria ajudar aos fins de semana, mas assim nunca mais acabamos. "
  "Queremos uma empresa que faça tudo 'clé en main', com um preço fechado.")
m("pt-t14", "P", "photography", "abroad", "Longwy",
  "O batizado do nosso filho é em Longwy, do lado francês, porque a família da minha mulher é de lá. "
  "Nós moramos no Luxemburgo há dez anos. "
  "Procuramos alguém para fazer as fotos na igreja e no almoço, umas quatro horas.",
  distractors=["Luxemburgo"])
m("pt-t15", "O", "interior-design", "Weiler-la-Tour", "Weiler-la-Tour",
  "Abri um salão de cabeleireira em Weiler-la-Tour e as obras já acabaram, o pintor pintou tudo de branco. "
  "Mas o espaço continua frio e sem personalidade. "
  "Quero ajuda para escolher cores, iluminação, espelhos e a disposição das cadeiras, sem gastar uma fortuna.")

# ---------------------------------------------------------------- it
m("it-s01", "CP", "painting", "Dudelange", "dudelange",
  "dopo la muffa in bagno sono rimaste macchie nere sul soffitto anche se l umidita l abbiamo risolta, c e da ridipingere tutto, stiamo in rue de bettembourg a dudelange",
  distractors=["bettembourg"])
m("it-s02", "Q", "locksmith", "Luxembourg", "Belair",
  "Quanto costa sostituire il cilindro della porta blindata con uno antiscasso nel nostro appartamento a Belair?")
m("it-s03", "B", "heating", "Ell", "Ell",
  "La caldaia a pellet Ökofen segnala l'errore 2.19 e da ieri la casa a Ell è gelida.")
m("it-s04", "XO", "it-support", "Hesperange", "Howald",
  "Nel nostro studio di commercialisti a Howald il Wi-Fi cade ogni mezz'ora e nessuno riesce più a stampare, ci serve un dépannage rapido.")
m("it-s05", "QO", None, None, None,
  "Conoscete qualcuno che accordi un pianoforte verticale rimasto fermo due anni dopo il trasloco?")
m("it-s06", "O", "plumbing", "Bech", "L-6230",
  "Il tecnico della lavatrice dice che la macchina è a posto: è lo scarico della lavatrice che rigurgita acqua nel lavandino ogni volta che centrifuga, la casa è al L-6230.")
m("it-s07", "P", "gardening", "Reisdorf", "Reisdorf",
  "Abitiamo a Strassen, ma il giardino da sistemare è quello di mia madre a Reisdorf, con una siepe di lauro alta tre metri e il prato pieno di talpe.",
  distractors=["Strassen"])
m("it-s08", "", "translation", None, None,
  "Mi serve la traduzione giurata in francese dell'atto di nascita di nostro figlio per il Comune.")
m("it-s09", "B", "appliance-repair", "Kiischpelt", "Wilwerwiltz",
  "La lavasciuga Whirlpool dà l'errore F06 e lo sportello non si apre più, abitiamo a Wilwerwiltz.")
m("it-s10", "CXO", "electrical", "Esch-sur-Alzette", "esch sur alzette",
  "ogni volta che accendo il forno nuovo salta la corrente in tutta la casa, il tecnico del negozio dice che il forno va bene e che il problema e l impianto, siamo a esch sur alzette help")
m("it-t01", "L", "painting", "Beckerich", "Beckerich",
  "Mia figlia compie diciotto anni a luglio e la festa la facciamo a casa nostra a Beckerich. "
  "Il salone e le scale hanno ancora la carta da parati degli anni '90, e il mio compagno dice da tre anni che la toglie lui. "
  "Mia suocera vuole tutto beige, io preferirei un grigio caldo, ma questo lo decidiamo noi. "
  "Ci servirebbe qualcuno che tolga la carta, stucchi e tinteggi entro fine giugno.")
m("it-t02", "QXP", "legal", None, None,
  "A ottobre abbiamo comprato una Fiat usata da un privato di Diekirch, con il contrôle technique appena fatto. "
  "Dopo tre settimane il cambio si è rotto e il meccanico dice che il difetto c'era già prima. "
  "Il venditore non risponde più al telefono. "
  "Possiamo fare qualcosa per farci rimborsare, e chi ci può seguire?",
  distractors=["Diekirch"])
m("it-t03", "O", "accounting", None, None,
  "Faccio il falegname e da gennaio ho aperto la mia ditta individuale. "
  "I mobili li so fare, ma la TVA trimestrale, le fatture e il bilancio no. "
  "Cerco qualcuno che mi tenga la contabilità a un prezzo onesto.")
m("it-t04", "LCQP", "moving", "Kayl", "tetange",
  "ciao, mia madre ha 80 anni e viene a stare da noi, quindi bisogna svuotare il suo appartamento a tetange entro marzo. "
  "i mobili buoni li teniamo noi, il resto va in parte alla caritas e in parte in discarica. "
  "mio fratello sta in italia e non puo aiutare. vi servono le misure o venite a vedere?",
  distractors=["italia"])
m("it-t05", "XQP", "cleaning", "Luxembourg", "Clausen",
  "Gestisco tre appartamenti su Airbnb a Clausen e la signora che faceva le pulizie è tornata in Portogallo. "
  "Mi serve qualcuno per il ménage dopo ogni check-out: cambio lenzuola, bagno, cucina, a volte con poche ore di preavviso. "
  "Lavorate anche nel weekend?",
  distractors=["Portogallo"])
m("it-t06", "LOP", "renovation", "Goesdorf", "Goesdorf",
  "Con mio marito abbiamo comprato una vecchia casa in pietra a Goesdorf, dove vogliamo andare a vivere quando lui va in pensione. "
  "Il tetto è già stato rifatto dal proprietario precedente, quindi quello è a posto. "
  "Dentro invece è tutto da rifare: impianti, pavimenti, bagni, cucina, e vorremmo trasformare la stalla in soggiorno. "
  "Cerchiamo un'impresa che segua tutto il cantiere, perché per ora viviamo ancora a Bruxelles.",
  distractors=["Bruxelles"])
m("it-t07", "QP", "web-development", None, None,
  "Sono una guida turistica e organizzo visite in italiano della città e delle casematte. "
  "Vorrei un sito semplice dove la gente possa prenotare e pagare online, con un calendario. "
  "Quanto mi costerebbe e in quanto tempo sarebbe pronto?",
  distractors=["casematte"])
m("it-t08", "BQ", "photography", "Fischbach", "Schoos",
  "Il 18 maggio c'è la prima comunione di nostro figlio, la messa e il pranzo sono tutti e due a Schoos, circa 40 persone. "
  "Ci servirebbero foto in chiesa e al ristorante, almeno 150 scatti ritoccati. "
  "Avete una tariffa per tre ore?")
m("it-t09", "P", "roofing", "Winseler", "Doncols",
  "Noi abitiamo a Ettelbruck, ma il problema è a casa dei miei suoceri a Doncols. "
  "Con il vento di domenica si sono staccate alcune lamiere del tetto del garage e adesso sbattono tutta la notte. "
  "Loro sono anziani e non possono salire sulla scala.",
  distractors=["Ettelbruck"])
m("it-t10", "BQ", "solar", "Manternach", "Manternach",
  "Abbiamo già 6 kWp di pannelli sul tetto della casa a Manternach dal 2019 e vorremmo aggiungere una batteria da 10 kWh e magari altri pannelli sul carport. "
  "Conviene ancora con le tariffe attuali? "
  "Potete fare un sopralluogo?")
m("it-t11", "C", "masonry", "Dalheim", "dalheim",
  "il muretto di confine col vicino a dalheim si e inclinato e ha delle crepe grosse, lui dice che se cade sulla sua macchina paghiamo noi. "
  "va rifatto con le fondamenta giuste stavolta")
m("it-t12", "XOQ", "tiling", "Stadtbredimus", "Stadtbredimus",
  "Abbiamo rifatto il bagno della casa a Stadtbredimus e l'idraulico ha già montato tutto. "
  "Adesso manca il rivestimento: vorremmo piastrelle effetto marmo 60x120 a parete e un mosaico nella doccia, ma il Fliesenleger tedesco che avevamo contattato non ha tempo fino a maggio. "
  "Voi quando potreste cominciare?")
m("it-t13", "Q", "carpentry", "Flaxweiler", "Flaxweiler",
  "Le persiane in legno della nostra casa a Flaxweiler non chiudono più bene, due sono gonfie e una ha le stecche rotte. "
  "Si possono riparare o conviene farle nuove su misura? "
  "Vorremmo restare sul legno.")
m("it-t14", "OXB", "interior-design", "Luxembourg", "Ville-Haute",
  "Apriamo una gelateria artigianale nella Ville-Haute, 35 m² più un piccolo dehors. "
  "Le opere murarie e l'impianto elettrico li ha già fatti l'impresa del proprietario. "
  "Ci serve qualcuno che progetti il banco, le luci, i colori e i posti a sedere in modo che il locale sia riconoscibile, con un budget di circa 25 000 euro.")
m("it-t15", "P", "pest-control", "abroad", "Audun-le-Tiche",
  "Abitiamo ad Audun-le-Tiche, appena oltre il confine, e lavoriamo tutti e due a Esch-sur-Alzette. "
  "Sui pini del giardino ci sono almeno sei nidi di processionaria e abbiamo un cane e due bambini piccoli. "
  "Venite anche in Francia per toglierli?",
  distractors=["Esch-sur-Alzette", "Francia"])

# ---------------------------------------------------------------- es
m("es-s01", "P", "translation", None, None,
  "Necesito traducir al francés el certificado de antecedentes penales de España para presentarlo en la Administración.",
  distractors=["España"])
m("es-s02", "B", "plumbing", "Luxembourg", "Cessange",
  "La cisterna empotrada Geberit del baño pierde agua a la taza todo el rato y el pulsador está duro, vivo en Cessange.")
m("es-s03", "C", "electrical", "Préizerdaul", "pratz",
  "se fue la luz en media casa y el diferencial no sube ni a la de tres alguien puede venir hoy a pratz")
m("es-s04", "Q", "locksmith", "Boulaide", "L-9633",
  "¿Pueden cambiar el bombín de la puerta de entrada y hacer tres copias de la llave de seguridad, estamos en el L-9633?")
m("es-s05", "Q", None, None, None,
  "¿Conocen a alguna peluquera que venga a casa para cortarle el pelo a mi abuela, que ya no puede salir?")
m("es-s06", "B", "heating", "Lac de la Haute-Sûre", "Harlange",
  "La caldera de gasóleo Weishaupt se bloquea cada mañana con la luz roja y tengo que rearmarla dos veces, estamos en Harlange.")
m("es-s07", "X", "cleaning", "Bertrange", "Bertrange",
  "Busco a alguien para hacer el ménage de una oficina de 80 m² en Bertrange, los viernes por la tarde.")
m("es-s08", "Q", "it-support", "Tandel", "Fouhren",
  "Mi abuelo vive en Fouhren y no sabe configurar el móvil nuevo para hacer videollamadas, ¿alguien puede ir a su casa a dejárselo listo?")
m("es-s09", "C", "pest-control", "Vallée de l'Ernz", "medernach",
  "tenemos chinches en el colchon o eso creo, picaduras en fila cada mañana 😫 vivimos en medernach")
m("es-s10", "B", "appliance-repair", "Waldbillig", "Christnach",
  "La lavadora LG da el error OE y no desagua, vivimos en Christnach.")
m("es-t01", "Q", "translation", "Mersch", "Mersch",
  "Vamos a firmar la compra de un piso ante notario en Mersch el día 12. "
  "Mi marido no habla francés y el notario dice que tiene que haber un intérprete jurado presente. "
  "¿Ustedes ofrecen ese servicio y cuánto cuesta una hora?")
m("es-t02", "CQ", "moving", "Luxembourg", "merl",
  "hola!! nos mudamos de merl a un piso mas grande en la misma calle, 3er piso sin ascensor, y tenemos un piano y una cama de 160. "
  "cuanto costaria un sabado por la mañana??")
m("es-t03", "XP", "legal", None, None,
  "Llevo siete años en Luxemburgo y me han denegado la nacionalidad porque dicen que falta un certificado de residencia, pero yo lo entregué con el Sproochentest. "
  "Tengo un plazo para recurrir ante el tribunal administrativo. "
  "Necesito a alguien que me prepare el recurso.",
  distractors=["Luxemburgo"])
m("es-t04", "OXP", "accounting", None, None,
  "Tengo una pequeña empresa de mudanzas con dos furgonetas y un empleado. "
  "Mi gestor de España me llevaba las cuentas, pero no conoce el sistema de aquí. "
  "Necesito a alguien que lleve la TVA, las nóminas y el cierre anual.",
  distractors=["España"])
m("es-t05", "QP", "web-development", None, None,
  "Doy clases de flamenco en un centro cultural de Esch-sur-Alzette y quiero una web con los horarios, algunos vídeos y el pago de las cuotas. "
  "¿Cuánto cuesta algo así y podría actualizarla yo misma?",
  distractors=["Esch-sur-Alzette"])
m("es-t06", "BQ", "photography", "Junglinster", "Bourglinster",
  "Nos casamos el 7 de septiembre en el castillo de Bourglinster, unos 90 invitados. "
  "Buscamos fotos y un vídeo corto, más o menos de 14:00 a 23:00. "
  "¿Tienen esa fecha libre y cuánto sería?")
m("es-t07", "LP", "interior-design", "Luxembourg", "Limpertsberg",
  "Nos acabamos de mudar a un piso de los años 30 en Limpertsberg, con techos altos y molduras, pero tenemos los muebles de nuestro piso de Madrid y nada encaja. "
  "Mi pareja quiere todo blanco y minimalista y yo algo más cálido, así que llevamos meses discutiendo. "
  "Buscamos a alguien que nos haga una propuesta de distribución, colores e iluminación para el salón y el comedor, respetando el carácter del piso.",
  distractors=["Madrid"])
m("es-t08", "OX", "renovation", "Dippach", "Schouweiler",
  "Compramos una casa de los años 70 en Schouweiler y ya cambiamos la caldera con un instalador, eso está hecho. "
  "Ahora queremos reformar la cocina y el baño y quitar la moqueta de toda la planta de arriba. "
  "Lo queremos 'clé en main', con un solo presupuesto y una sola empresa.")
m("es-t09", "Q", "solar", "Schengen", "Bech-Kleinmacher",
  "Tenemos una casa en Bech-Kleinmacher con el tejado orientado este-oeste. "
  "¿Merece la pena poner placas así, o sólo funcionan bien mirando al sur? "
  "Nos gustaría también cargar el coche eléctrico con ellas.")
m("es-t10", "Q", "roofing", "Putscheid", "Stolzembourg",
  "La casa de mi suegra en Stolzembourg tiene un tejado de pizarra muy viejo y le entra agua alrededor de la chimenea cuando llueve fuerte. "
  "Ya vino alguien a mirar la chimenea por dentro y dice que está bien. "
  "¿Pueden revisar el tejado?")
m("es-t11", "P", "masonry", "Groussbus-Wal", "Grosbous",
  "Estoy haciendo un garaje en mi casa de Grosbous y la solera ya está hecha. "
  "Los bloques de hormigón los compré en Bissen y están en la obra. "
  "Necesito a alguien que levante las paredes y haga el dintel de la puerta.",
  distractors=["Bissen"])
m("es-t12", "XO", "tiling", "Lenningen", "Canach",
  "En el baño de nuestra casa en Canach se han soltado varios azulejos de la pared de la ducha y los de alrededor suenan huecos. "
  "El sanitaire ya comprobó que no hay ninguna fuga. "
  "Hay que quitar esa zona, impermeabilizar y volver a alicatar.")
m("es-t13", "L", "carpentry", "Bourscheid", "Michelau",
  "Queremos una cama alta de madera a medida para el cuarto de nuestro hijo, con escritorio debajo, porque la habitación de nuestra casa en Michelau es muy pequeña. "
  "Las de IKEA no caben por la inclinación del techo. "
  "Mi hijo quiere que parezca una cabaña, pero con que sea sólida nos basta.")
m("es-t14", "CB", "painting", "Käerjeng", "bascharage",
  "buenas, quiero pintar el piso antes de entregarlo al casero, son 3 habitaciones + salon, unos 85 m2 en bascharage, paredes blancas nada raro. "
  "presupuesto aprox??")
m("es-t15", "P", "gardening", "abroad", "Aubange",
  "Vivimos en Aubange, en Bélgica, a cinco minutos de Pétange. "
  "El jardín lleva dos años abandonado desde que murió el antiguo dueño: zarzas, un seto de tres metros y césped hasta las rodillas. "
  "¿Alguna empresa de Luxemburgo trabaja en este lado de la frontera?",
  distractors=["Pétange", "Bélgica", "Luxemburgo"])
