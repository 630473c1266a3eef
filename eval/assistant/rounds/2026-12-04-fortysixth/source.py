# Round 46 blind test set: 175 customer messages (7 languages x 25).
# Tuple: (id, text, category|None, commune|'abroad'|None, place|None, (distractors,), (not_place,))
MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------------------------------------------------------- Luxembourgish
add("lb-s01", "Moien, zu Schoos klappt et all Kéier esou haart an de Leitungen wann een de Krunn an der Kiche séier zoumécht, dass d'Gläser am Schaf zidderen, ass dat geféierlech?",
    "plumbing", "Fischbach", "Schoos", situation="water hammer bang in the pipes when the kitchen tap is closed")
add("lb-s02", "All Kéier wann et reent fléit bei eis zu Asselborn de FI eraus an dann ass d'ganzt Haus donkel, ech mengen et kënnt vun der Steckdous dobaussen op der Terrass",
    "electrical", "Wincrange", "Asselborn", situation="RCD trips whenever it rains, outdoor socket suspected")
add("lb-s03", "Mir hunn e Weekendshaus zu Wallendorf op der däitscher Säit vun der Sauer, nom Stuerm leien e puer Schifer am Gras an et dréckt Waasser an de Späicher, kommt Dir och iwwer d'Grenz?",
    "roofing", "abroad", "Wallendorf", situation="storm knocked slates off a weekend house in Wallendorf (DE)")
add("lb-s04", "Mäin Ex huet nach ëmmer e Schlëssel vun eisem Haus zu Ëlwen, ech wëll all d'Zylinderen ausgetosch kréien, och dee vun der Garage an der Bréifkëscht.",
    "locksmith", "Troisvierges", "Ëlwen", situation="change all cylinders after a separation")
add("lb-s05", "Kann een eis d'Statute vun eiser Asbl vum Lëtzebuergeschen op Franséisch iwwersetzen, mir mussen se bis Enn Mäerz beim RCS deposéieren?",
    "translation", None, None, situation="translate the statutes of a non-profit from Luxembourgish to French")
add("lb-s06", "Eisen ale Noossbam zu Stolzebuerg hänkt all Joer méi schief Richtung Haus, kann deen een fachgerecht ofhuelen ier den nächste Stuerm kënnt?",
    "gardening", "Putscheid", "Stolzebuerg", situation="leaning old walnut tree to be felled before storms")
add("lb-s07", "Zu Viichten si bei eis an der Kichen sechs Plättercher gesprongen an et kléngt huel wann ee driwwer trëppelt, Reserve hu mer nach am Keller vun 2009 😬",
    "tiling", "Vichten", "Viichten", situation="cracked hollow-sounding kitchen floor tiles, spares in the cellar")
add("lb-s08", "Eise Frigo vu Liebherr mécht zanter gëschter e Kaméidi wéi en Traktor an d'Äisfach ass komplett zougefruer, mir wunnen zu Grosbous, kënnt een nach dës Woch laanscht?",
    "appliance-repair", "Groussbus-Wal", "Grosbous", situation="fridge loud and freezer iced up")
add("lb-s09", "Mir feieren den 80sten vu menger Bomi am Festsall zu Bettborn a sichen een deen e puer schéi Fotoe vun der ganzer Famill mécht, net ze deier wgl.",
    "photography", "Préizerdaul", "Bettborn", situation="photos of a grandmother's 80th birthday party in a village hall")
add("lb-s10", "Eis Mamm plënnert vun hirem Haus zu Heffingen an e Senioreheem op Ettelbréck, et ass just hiert Schlofzëmmer an e Buffet dat mat muss.",
    "moving", "Heffingen", "Heffingen", distractors=["Ettelbréck"], situation="move mother's bedroom and sideboard to a care home")

add("lb-t01", "Zanter mir zu Mäerzeg an dat aalt Haus geplënnert sinn, héiert een owes e Gluckeren an de Radiateuren, grad wéi wann e Bächelchen duerch d'Mauer leeft. Am Buedzëmmer uewen gëtt de Radiateur just ënnen lauwarm, uewen bleift e kal. Am Living ënnen ass et dogéint bal ze waarm. D'Kanner schlofen elo mat zwee Pyjamaen.",
    "heating", "Mertzig", "Mäerzeg", kind="a", nu="U", situation="gurgling radiators, upstairs radiator cold at the top")
add("lb-t02", "Owes wann et roueg gëtt, kraazt et an der Zwëschendeck iwwer eiser Kichen zu Kruuchten, wéi kleng Féiss déi hin an hier lafen. Am Schaf mat den Nuddelen hunn ech haut de Moien kleng schwaarz Kären fonnt, sou grouss wéi Räisskären. E Pak Zopp war ugeknabbert. D'Kaz interesséiert sech net emol dofir.",
    "pest-control", "Nommern", "Kruuchten", kind="a", nu="U", situation="scratching in the ceiling and droppings in the pantry")
add("lb-t03", "Bei eis zu Berbuerg ass eng Rëss an der Fassad vum Anbau, déi geet vun der Fënster un schréi no ënnen, wéi eng Trap. Am Summer konnt ech kaum e Fangernol dranstiechen, elo passt eng 2-Euro-Stéck eran. Zanter dem Wanter klemmt och d'Dier vum Anbau. Ënnen, wou d'Mauer op de Buedem kënnt, gesäit een eng Spléck vun engem Zentimeter.",
    "masonry", "Manternach", "Berbuerg", kind="a", nu="U", situation="stair-step crack widening in the wall of an extension")
add("lb-t04", "Eis Wärmepompel zu Feelen mécht zanter dem Hierscht sou e Bréngen an der Nuecht an de Buedem am Buedzëmmer bleift kal. Den Noper, deen selwer eng huet, mengt mir sollten einfach d'Sécherung fir eng Stonn erausmaachen an dann wier alles erëm gutt. Dat hu mer elo dräimol gemaach an et ass just méi schlëmm ginn. Elo blénkt och nach e rout Luucht um Display.",
    "heating", "Feulen", "Feelen", kind="b", nu="U", situation="heat pump droning, cold underfloor; neighbour said power-cycle it")
add("lb-t05", "Mir hunn e klengt Appartement am Gronn kaaft, de fréiere Proprietaire huet do dran 30 Joer gefëmmt, d'Plafongen si gielbrong an et richt nach ëmmer no Tubak. Mäi Schwoer mengt mir sollten einfach eng Schicht wäiss Dispersioun driwwer rollen, dat géif duergoen. Ech hunn dat an engem Eck probéiert an no zwou Wochen sinn déi giel Flecken erëm duerchkomm. Ech sichen e Moler deen dat richteg mécht, Plafongen a Maueren, ronn 70 m2.",
    "painting", "Luxembourg", "Gronn", not_place=["rollen"], kind="b", nu="N", situation="nicotine-stained ceilings bleed through; brother-in-law said one coat is enough")
add("lb-t06", "Eis Trap zu Wilwerwiltz kraacht bei all Tratt an déi drëtt Trapestuf wackelt richteg, meng Duechter wier bal gefall. Den Noper huet gesot ech soll einfach Bauschaum drënner sprëtzen, mee dat gesäit elo schlëmm aus an et wackelt ëmmer nach. Ech sichen e Schräiner deen sech dat ukuckt. D'Trap ass aus Eech a bal 100 Joer al.",
    "carpentry", "Kiischpelt", "Wilwerwiltz", not_place=["Eech"], kind="b", nu="N", situation="loose step on an old oak staircase; neighbour advised foam")
add("lb-t07", "Mir hu säit 2019 Panneauen um Daach zu Pommerlach an zanter dem Summer produzéiere se just nach d'Halschent vum Joer virdrun, dat gesinn ech an der App. En Noper mengt et wier just Stëbs a mir sollten se mam Gaardeschlauch ofsprëtzen, dat hu mer gemaach. Et huet näischt bruecht. Um Onduleur am Keller steet elo all Moien 'Isolation fault'.",
    "solar", "Winseler", "Pommerlach", kind="b", nu="U", situation="PV output halved, inverter isolation fault; neighbour said hose them down")
add("lb-t08", "Mir hunn am Mäerz enger Firma 8.000 Euro Acompte fir eng nei Gaardemauer bezuelt an zanter Juni äntweren se net méi um Telefon. Mir hunn zwee Recommandéen geschéckt, keng Äntwert. Elo wëll ech wëssen ob et sech lount en Affekot ze huelen oder ob dat just nach méi Suen kascht. Kann een och just eng éischt Consultatioun per Telefon maachen?",
    "legal", None, None, not_place=["éischt"], kind="c", nu="N", situation="contractor took a deposit and vanished; wants a lawyer")
add("lb-t09", "Ech hunn eng kleng Bäckerei an ab Januar stellen ech meng éischt Employée un, 30 Stonnen d'Woch. Bis elo hunn ech meng Bicher selwer mat Excel gemaach. Elo brauch ech e Comptabel deen d'Fiches de salaire mécht an d'Umeldung bei der CCSS. Wat kascht dat ongeféier am Mount?",
    "accounting", None, None, not_place=["éischt"], kind="c", nu="N", situation="bakery hires first employee, needs payroll")
add("lb-t10", "Mir sinn eng Asbl déi Vëlostoure fir Senioren organiséiert. Bis elo leeft alles per Telefon a mat engem Zettel un der Dier vum Veräinsbau. Mir hätte gär eng Säit wou d'Leit sech fir eng Tour aschreiwen an direkt d'Cotisatioun bezuelen, op Lëtzebuergesch a Franséisch. De Budget ass kleng, mir sinn all Benevollen.",
    "web-development", None, None, kind="c", nu="U", situation="non-profit cycling club wants online sign-up and payment pages")
add("lb-t11", "Eise Büro zu Altrier, dräi Leit, huet zanter dem Stroumausfall vu gëschter e Problem: Internet geet, mee d'Computeren fannen den Drécker an de gemeinsamen Dossier net méi. Mäi Kolleeg huet d'Box schonn dräimol nei gestart. Mir mussen e Freideg d'Offeren erausschécken. Kann een haut oder muer laanscht kommen?",
    "it-support", "Bech", "Altrier", kind="c", nu="U", situation="small office lost printer and shared folder after a power cut")
add("lb-t12", "Eis Renovatioun zu Bauschelt ass endlech fäerdeg, mee iwwerall läit e feine wäisse Stëbs, op de Fënsterbänken, an de Schief, souguer an de Luuchten. Ech froe mech ob et sech lount dat maachen ze loossen oder ob mir dat zu zwee an engem Weekend packen. Wat kascht sou eppes fir 140 m2 mat de Fënsteren dobäi?",
    "cleaning", "Boulaide", "Bauschelt", kind="d", nu="U", situation="after-works dust everywhere; worth paying for a clean?")
add("lb-t13", "Mir iwwerhuelen d'Haus vu menger Groussmamm zu Buederscheid, Baujoer 1962: Kichen aus den 70er, Buedzëmmer mat rosa Plättercher, al Elektresch, Fënstere mat Eenzelglas. Mir froen eis ob et sech iwwerhaapt lount dat alles ze maachen oder ob mer besser ofrappen. Gëtt et een deen dat komplett an enger Hand mécht? A wat kascht sou eng Sanéierung ongeféier?",
    "renovation", "Goesdorf", "Buederscheid", kind="d", nu="U", situation="grandmother's 1962 house: full refit or demolish?")
add("lb-t14", "Mir hunn zu Housen eng al Scheier ëmgebaut an elo hu mer e Living vu 65 m2 mat 6 Meter Plafong a kee Plang wéi mer dat ariichte sollen. Sofa an d'Mëtt oder géint d'Mauer? Wéi eng Luuchten bei där Héicht? Lount et sech en Interior Designer ze froen oder ass dat rausgehäit Geld?",
    "interior-design", "Parc Hosingen", "Housen", kind="d", nu="N", situation="converted barn with 6 m ceiling: how to furnish and light it")
add("lb-t15", "Mir wëllen en Appartement kafen an hu vun dräi Banken Offeren fir de Prêt, eng mat fixem Taux op 20 Joer, déi aner variabel. Ech verstinn net wat besser ass a wéi vill d'Assurance solde restant do nach ausmécht. Gëtt et bei iech een deen esou Offere vergläicht? Oder muss ech dat mat der Bank selwer ausdiskutéieren?",
    None, None, None, kind="d", nu="U", situation="compare three mortgage offers (broker, not offered)")

# ---------------------------------------------------------------- French
add("fr-s01", "Bonjour, je cherche quelqu'un pour ajouter trois prises et une applique murale dans mon bureau à la maison au Limpertsberg, le télétravail sur une multiprise ça commence à bien faire 😅",
    "electrical", "Luxembourg", "Limpertsberg", situation="add sockets and a wall light in a home office")
add("fr-s02", "slt on a une odeur d'égout qui remonte par le siphon de sol de la buanderie à strassen surtout quand il pleut fort ça vient d'où",
    "plumbing", "Strassen", "strassen", situation="sewer smell from a laundry floor drain during heavy rain")
add("fr-s03", "Nous souhaiterions faire repeindre la cage d'escalier de notre résidence à Bertrange (4 étages, murs et rampes métalliques), le syndic demande trois devis avant la fin du mois.",
    "painting", "Bertrange", "Bertrange", situation="repaint the stairwell of an apartment building")
add("fr-s04", "Ma fille a perdu son sac avec les clés et une lettre avec notre adresse dedans, on habite à Capellen, il faudrait changer le cylindre de la porte d'entrée et celui du garage aujourd'hui si possible.",
    "locksmith", "Mamer", "Capellen", situation="lost bag with keys and address: change cylinders")
add("fr-s05", "Déménagement d'un 3 pièces de Bridel vers Schifflange le 15 janvier, 3e étage sans ascenseur au départ, vous avez un monte-meubles ?",
    "moving", "Kopstal", "Bridel", distractors=["Schifflange"], situation="flat move from Bridel, 3rd floor, needs furniture lift")
add("fr-s06", "Je lance une petite marque de bougies artisanales et il me faudrait des photos produits sur fond blanc et en ambiance, à faire sur place dans mon atelier à Kleinbettingen, environ 25 références.",
    "photography", "Steinfort", "Kleinbettingen", situation="product photos of candles in a workshop")
add("fr-s07", "Notre four encastrable Siemens à Dahlem ne chauffe plus que par le haut depuis hier, la résistance du bas ne rougit plus et on a 15 personnes dimanche.",
    "appliance-repair", "Garnich", "Dahlem", situation="built-in oven lower element dead")
add("fr-s08", "Est-ce que vous intervenez aussi en France, on a une maison à Thionville et on voudrait faire poser du carrelage grand format 120x60 dans le séjour, environ 45 m² ?",
    "tiling", "abroad", "Thionville", situation="large-format floor tiles in a house in Thionville (FR)")
add("fr-s09", "Je suis kiné indépendant et j'ai besoin d'une page de prise de rendez-vous en ligne reliée à mon agenda Google, en français et en portugais.",
    "web-development", None, None, situation="online booking page for a physiotherapist")
add("fr-s10", "Depuis notre retour de vacances on se réveille avec des piqûres alignées sur les bras et il y a des petites taches noires sur le matelas, on est à Goeblange, c'est urgent.",
    "pest-control", "Koerich", "Goeblange", situation="bedbugs after holidays")

add("fr-t01", "Depuis la tempête de la semaine dernière, quand il pleut avec du vent, on entend un goutte-à-goutte au-dessus de la chambre de notre fils à Septfontaines. Ce matin il y avait une auréole brune au plafond, juste sous la fenêtre de toit, et le bas du rideau était humide. Par temps sec, rien du tout. Le grenier n'est pas accessible, c'est une trappe vissée.",
    "roofing", "Habscht", "Septfontaines", kind="a", nu="U", situation="dripping and brown ring under a roof window only when windy rain")
add("fr-t02", "Chez nous à Nospelt, depuis qu'on a changé la plaque de cuisson, les lumières de la cuisine baissent d'un coup quand on met deux foyers à fond. Hier soir on a senti une odeur de plastique chaud près de la prise derrière le frigo. La façade de la prise est un peu jaunie et elle est tiède au toucher. Le disjoncteur, lui, n'a jamais sauté.",
    "electrical", "Kehlen", "Nospelt", kind="a", nu="U", situation="lights dim with the hob, hot plastic smell at a socket")
add("fr-t03", "Dans notre maison à Schouweiler, le sol de la salle de bains est glacé alors que dans le reste du rez-de-chaussée il est tiède, comme d'habitude. Sur le collecteur dans le local technique, un des petits tubes transparents reste tout en bas alors que les autres sont remontés. Ça a commencé après le remplacement de la chaudière en octobre. Les radiateurs de l'étage, eux, chauffent normalement.",
    "heating", "Dippach", "Schouweiler", kind="a", nu="U", situation="one underfloor heating loop cold since boiler replacement")
add("fr-t04", "On a fait poser un nouveau parquet dans le couloir à Bascharage et depuis, trois portes intérieures frottent par terre et ne ferment plus. Le poseur nous a dit qu'il suffisait de les raboter nous-mêmes avec une ponceuse. Mon mari a essayé sur la première : maintenant il y a un gros jour sous la porte et le bois est arraché. Je préfère qu'un menuisier s'occupe des deux autres et regarde si la première est récupérable, ce sont des portes en chêne massif.",
    "carpentry", "Käerjeng", "Bascharage", kind="b", nu="N", situation="doors rub on new parquet; fitter said plane them yourself")
add("fr-t05", "Notre mur de clôture en pierres à Leudelange penche de plus en plus côté trottoir, sur environ 6 mètres, et des pierres du haut se sont détachées. L'ancien propriétaire nous avait assuré que c'était comme ça depuis 30 ans et qu'il suffisait de planter une haie devant. Maintenant la commune nous a écrit parce qu'un enfant a failli recevoir une pierre. Il faut le remonter ou le consolider, et vite.",
    "masonry", "Leudelange", "Leudelange", kind="b", nu="U", situation="leaning stone boundary wall; previous owner said plant a hedge")
add("fr-t06", "Au Howald, on a un grand marronnier dans le jardin dont une grosse branche surplombe la terrasse du voisin. Le voisin nous a conseillé de la couper nous-mêmes à ras du tronc et de mettre du goudron sur la plaie, mais j'ai lu que ça ne se fait plus. En plus l'arbre a des feuilles brunes dès juillet. On voudrait quelqu'un qui s'y connaisse pour élaguer correctement et nous dire si l'arbre peut être sauvé.",
    "gardening", "Hesperange", "Howald", kind="b", nu="U", situation="chestnut branch over neighbour's terrace; neighbour said cut and tar it")
add("fr-t07", "On nous a installé 9 kWc de panneaux à Syren en 2021. Notre beau-frère, qui s'y connaît un peu, dit qu'une batterie ne sert à rien au Luxembourg parce qu'on revend tout au réseau de toute façon. Sauf que notre contrat de rachat se termine et qu'on consomme surtout le soir. Est-ce qu'une batterie peut se brancher sur notre onduleur Huawei actuel, et à quel prix à peu près ?",
    "solar", "Weiler-la-Tour", "Syren", distractors=["Luxembourg"], kind="b", nu="U", situation="add a battery to PV; brother-in-law says pointless")
add("fr-t08", "Je travaille depuis 7 ans comme assistante dans une fiduciaire et on vient de me proposer une résiliation d'un commun accord avec 3 mois de salaire. Mon chef insiste pour que je signe avant vendredi. Je voudrais qu'un avocat en droit du travail relise le document et me dise si c'est dans mon intérêt. Une consultation en visio serait possible ?",
    "legal", None, None, kind="c", nu="N", situation="employment termination agreement to review before signing")
add("fr-t09", "Nous avons créé une SARL-S en mars avec mon associé pour importer des vins portugais. Personne n'a encore touché à la compta : les factures sont dans une boîte à chaussures et le premier bilan doit être déposé l'an prochain. On cherche un expert-comptable ou une fiduciaire qui reprenne tout depuis le début, déclarations trimestrielles comprises. Vous travaillez avec des petites structures comme la nôtre ?",
    "accounting", None, None, kind="c", nu="N", situation="new wine import company needs its books set up from scratch")
add("fr-t10", "Notre agence immobilière à Aspelt compte quatre postes. Depuis lundi, dès qu'on lance une impression la file d'attente se bloque et seul l'ordinateur de l'accueil arrive encore à imprimer. En plus un collègue a cliqué sur un lien dans un faux mail de livraison et depuis son Outlook envoie des messages tout seul. Il nous faudrait quelqu'un sur place rapidement.",
    "it-support", "Frisange", "Aspelt", kind="c", nu="U", situation="estate agency: print queue stuck, phished mailbox sending spam")
add("fr-t11", "Notre société signe un accord de distribution avec un partenaire coréen. Le contrat de 40 pages est en anglais, mais notre conseil d'administration exige une version française fidèle avant le vote du 20 janvier. Il y a aussi deux annexes techniques en coréen. Vous pouvez prendre en charge les deux langues ?",
    "translation", None, None, kind="c", nu="U", situation="distribution contract EN->FR and Korean annexes for a board vote")
add("fr-t12", "Nous venons d'acheter un appartement des années 80 à Mondorf-les-Bains. Tout est d'origine : salle de bains en faïence marron, cuisine fermée, moquette partout, radiateurs en fonte. On hésite entre tout refaire d'un coup avant d'emménager ou pièce par pièce en y habitant. Qu'est-ce qui revient le moins cher au final, et combien de temps compter pour un chantier complet de 85 m² coordonné par une seule entreprise ?",
    "renovation", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="d", nu="U", situation="1980s flat: full refit at once or room by room?")
add("fr-t13", "Nous gérons un petit gîte de 4 chambres à Remerschen, près des étangs. Entre deux séjours il faut changer le linge, tout nettoyer à fond et faire les vitres, souvent le samedi entre 10h et 15h. Est-ce que quelqu'un chez vous fait ça à la demande, et à quel tarif horaire ? Ma voisine s'en chargeait mais elle part à la retraite.",
    "cleaning", "Schengen", "Remerschen", kind="d", nu="U", situation="changeover cleaning of a holiday guesthouse; price per hour?")
add("fr-t14", "On a acheté un loft avec vue sur la Moselle à Remich : une seule grande pièce de 70 m² avec la cuisine au milieu. On n'arrive pas à trancher, séparer un coin bureau avec une verrière ou tout garder ouvert ? Et quelles couleurs pour ne pas perdre la lumière ? Un architecte d'intérieur peut-il venir juste pour une consultation de deux heures, et combien ça coûte ?",
    "interior-design", "Remich", "Remich", kind="d", nu="N", situation="open-plan loft: layout and colours consultation")
add("fr-t15", "Mon fils est en 4e au lycée et il décroche complètement en maths depuis la rentrée. Il refuse d'aller dans une école de soutien mais accepterait des cours en ligne le soir. Vous connaissez des profs particuliers qui font ça en visio ? C'est quoi le prix normal d'une heure ?",
    None, None, None, kind="d", nu="N", situation="online maths tutoring for a teenager (not offered)")

# ---------------------------------------------------------------- German
add("de-s01", "Wir bräuchten in Echternach eine Bodentreppe mit gedämmter Klappe zum Dachboden, die alte Luke ist 60 x 90 und aus Holz.",
    "carpentry", "Echternach", "Echternach", not_place=["Holz"], situation="insulated loft ladder to replace an old wooden hatch")
add("de-s02", "Bei uns in Osweiler läuft die Toilettenspülung nach dem Drücken ewig weiter und nachts hört man ein Zischen im Spülkasten, Geberit Unterputz.",
    "plumbing", "Rosport-Mompach", "Osweiler", situation="concealed cistern keeps running")
add("de-s03", "Könnte jemand in Berdorf die Außenbeleuchtung an unserer Einfahrt neu verkabeln, drei Lampen mit Bewegungsmelder, das alte Kabel liegt lose im Beet?",
    "electrical", "Berdorf", "Berdorf", situation="rewire three driveway lights with motion sensor")
add("de-s04", "Die Dachrinne an unserem Haus in Consdorf läuft bei jedem Regen über und das Wasser klatscht direkt an die Fassade, obwohl das Fallrohr frei ist.",
    "roofing", "Consdorf", "Consdorf", situation="gutter overflows although downpipe is clear")
add("de-s05", "Wir hätten gern in der Küche in Christnach einen Fliesenspiegel hinter der Arbeitsplatte, etwa vier Meter lang, weiße Metro-Fliesen, die kaufen wir selbst.",
    "tiling", "Waldbillig", "Christnach", not_place=["einen"], situation="kitchen backsplash tiles")
add("de-s06", "Unser Rasen in Befort ist nach zwei nassen Jahren mehr Moos als Gras, kann jemand vertikutieren, nachsäen und uns sagen ob Kalk überhaupt hilft?",
    "gardening", "Beaufort", "Befort", situation="mossy lawn: scarify and reseed")
add("de-s07", "Wir suchen für unser Ferienhaus in Reisdorf jemanden, der nach dem Winter einmal alles gründlich putzt, inklusive Fenster und Wintergarten, Anfang März.",
    "cleaning", "Reisdorf", "Reisdorf", situation="spring deep clean of a holiday house")
add("de-s08", "Unser AEG-Geschirrspüler in Gilsdorf spült zwar sauber, aber am Ende ist alles klatschnass und kalt, als würde er gar nicht mehr heizen.",
    "appliance-repair", "Bettendorf", "Gilsdorf", situation="dishwasher no longer heats")
add("de-s09", "Ich brauche meinen Arbeitsvertrag und die letzten drei Gehaltsabrechnungen vom Deutschen ins Französische übersetzt, gern beglaubigt, für eine Wohnungsbewerbung.",
    "translation", None, None, situation="translate employment contract and payslips for a flat application")
add("de-s10", "Umzug von Wasserbillig nach Trier Ende Februar, 2-Zimmer-Wohnung im zweiten Stock, wir bräuchten auch Kartons und jemanden, der die Küche abbaut.",
    "moving", "Mertert", "Wasserbillig", distractors=["Trier"], situation="flat move from Wasserbillig to Trier incl. kitchen dismantling")

add("de-t01", "In unserem alten Fachwerkhaus in Grevenmacher finden wir seit dem Frühjahr unter den Deckenbalken im Dachzimmer jeden Morgen kleine Häufchen aus feinem, hellem Mehl. Im Holz sind runde Löcher, etwa so groß wie ein Stecknadelkopf, manche ganz frisch und hell. Nachts meint meine Frau ein leises Ticken zu hören. Die Balken sind über 200 Jahre alt.",
    "pest-control", "Grevenmacher", "Grevenmacher", not_place=["Holz"], kind="a", nu="U", situation="fresh bore dust and holes in old beams (woodworm)")
add("de-t02", "Seit dem Bau der neuen Umgehungsstraße vor unserem Haus in Wecker ist an der Giebelwand ein Riss entstanden, der von der Fensterecke schräg nach unten läuft. Im Keller rieselt bei jedem vorbeifahrenden Lastwagen Sand aus einer Fuge. Der Putz im Flur hat sich an einer Stelle gewölbt. Ich habe das Ende des Risses mit Bleistift markiert, in einem Monat ist er zwei Zentimeter länger geworden.",
    "masonry", "Biwer", "Wecker", kind="a", nu="U", situation="growing crack in gable wall since heavy traffic started")
add("de-t03", "Im Schlafzimmer unseres Hauses in Niederdonven lassen sich die beiden alten Holzfenster seit dem Herbst kaum noch schließen, man muss sich richtig dagegenstemmen. Unten am Flügel ist das Holz dunkel und gibt nach, wenn man mit dem Fingernagel drückt. Bei Wind pfeift es durch den Spalt. Innen am Rahmen sieht man kleine schwarze Punkte.",
    "carpentry", "Flaxweiler", "Niederdonven", not_place=["Holz"], kind="a", nu="U", situation="wooden window sashes swollen and soft at the bottom")
add("de-t04", "Ich wohne in Junglinster und vermiete eine kleine Wohnung in Trier-Pfalzel. Die Mieterin sagt, die Heizkörper werden nur noch lauwarm und die Gastherme zeigt immer wieder unter 0,8 bar. Der Hausmeister meint, man müsse eben jede Woche Wasser nachfüllen, das sei bei alten Anlagen normal. Das kann doch nicht die Lösung sein, irgendwo muss das Wasser ja hin. Fahren Sie auch nach Deutschland?",
    "heating", "abroad", "Trier-Pfalzel", distractors=["Junglinster"], kind="b", nu="U", situation="rented flat in Trier: heating pressure keeps dropping; caretaker says top up weekly")
add("de-t05", "Auf unserem Dach in Ehnen sind seit 2012 Kollektoren für das Warmwasser. Letzten Sommer hat es im Speicher gekocht und aus einem Ventil kam Dampf. Der Nachbar meinte, man müsse die Kollektoren im Sommer einfach mit einer Plane abdecken, das haben wir gemacht. Jetzt im Winter zeigt die Steuerung gar keine Temperatur mehr am Kollektor an. Ist die Anlage noch zu retten?",
    "solar", "Wormeldange", "Ehnen", kind="b", nu="U", situation="solar thermal overheated in summer, sensor dead in winter; neighbour said cover it")
add("de-t06", "Nach einem Einbruchsversuch bei unserem Nachbarn in Canach hat uns die Polizei geraten, die Kellertür zusätzlich zu sichern. Mein Schwager sagt, ein zweites Vorhängeschloss außen reicht völlig. Ich hätte lieber ein richtiges Zusatzschloss mit Querriegel und einen Zylinder mit Bohrschutz, passend zu den anderen Türen. Macht das jemand auch ohne Notfall, mit Termin?",
    "locksmith", "Lenningen", "Canach", not_place=["einen"], kind="b", nu="U", situation="secure cellar door after nearby break-in; brother-in-law says padlock")
add("de-t07", "Wir haben das Haus in Greiveldange vor drei Jahren frisch gestrichen vom Vorbesitzer übernommen. Jetzt blättert die Farbe an der Wetterseite großflächig ab, darunter sieht man den alten Anstrich. Ein Bekannter aus dem Baumarkt meinte, einfach mit dem Hochdruckreiniger abspritzen und neu drüberstreichen. Ich fürchte, das hält dann wieder nur drei Jahre, deshalb suche ich einen Maler, der den Untergrund richtig prüft.",
    "painting", "Stadtbredimus", "Greiveldange", not_place=["einen"], kind="b", nu="N", situation="peeling facade paint; acquaintance says pressure-wash and repaint")
add("de-t08", "Mein Vater ist im Sommer in Luxemburg gestorben, ich lebe in Köln, mein Bruder in Luxemburg. Es gibt ein Haus und ein handschriftliches Testament, das mein Bruder erst jetzt vorgelegt hat und das mich praktisch enterbt. Aus diesem Grund brauche ich einen Anwalt für Erbrecht, der mich vertritt, auch wenn ich nicht vor Ort bin. Geht das alles per Video und E-Mail?",
    "legal", None, None, distractors=["Luxemburg"], not_place=["Grund", "einen"], kind="c", nu="N", situation="contested handwritten will; heir abroad needs an inheritance lawyer")
add("de-t09", "Ich habe einen kleinen Onlinehandel für Fahrradteile als Einzelunternehmen, seit diesem Jahr mit zwei Minijobbern in Deutschland und einer Teilzeitkraft in Luxemburg. Mein bisheriger Steuerberater in Saarbrücken kennt sich mit dem luxemburgischen Teil nicht aus. Ich suche jemanden, der die Lohnabrechnung und die Buchhaltung für Luxemburg übernimmt. Wie rechnen Sie ab, pauschal oder nach Belegen?",
    "accounting", None, None, distractors=["Luxemburg"], not_place=["einen"], kind="c", nu="N", situation="cross-border payroll and bookkeeping for an online shop")
add("de-t10", "Wir sind ein Architekturbüro mit sechs Leuten in Filsdorf. Seit dem Stromausfall letzte Woche startet unser NAS nicht mehr richtig, die Lämpchen blinken orange und wir kommen nicht an die Projektordner. Das letzte externe Backup ist leider vom Sommer. Mein Kollege sagt, bloß nichts auf eigene Faust versuchen, deshalb fragen wir hier.",
    "it-support", "Dalheim", "Filsdorf", kind="c", nu="U", situation="office NAS dead after power cut, needs data recovery")
add("de-t11", "Unser Weingut in Bous bringt im Frühjahr drei neue Crémants heraus. Für den Katalog und die Presse brauchen wir Flaschenaufnahmen, Bilder der Familie in den Reben und ein paar Stimmungsbilder im Keller. Das Ganze sollte an einem Tag bei uns vor Ort gehen, am besten im April, wenn die Reben austreiben. Wer hat Erfahrung mit Wein?",
    "photography", "Bous-Waldbredimus", "Bous", kind="c", nu="U", situation="winery needs bottle, family and cellar shots")
add("de-t12", "Ich bin Schreinermeister und habe eine Werkstatt mit drei Gesellen. Unsere Webseite ist von 2011, sieht auf dem Handy furchtbar aus, und ich kann selbst nichts ändern. Lohnt sich ein komplett neuer Auftritt mit Referenzgalerie und Anfrageformular, oder reicht es, die alte Seite aufzuhübschen? Was kostet so etwas ungefähr?",
    "web-development", None, None, kind="d", nu="U", situation="joinery firm's outdated website: rebuild or refresh?")
add("de-t13", "Wir überlegen, das Haus meiner Eltern in Berg zu übernehmen, Baujahr 1975, seitdem ist kaum etwas gemacht worden. Bad, Küche, Böden und Elektrik müssten neu, und oben wollen wir aus drei kleinen Zimmern zwei machen. Lohnt sich das, oder bauen wir lieber neu? Gibt es Firmen, die so etwas komplett aus einer Hand zum Festpreis machen?",
    "renovation", "Betzdorf", "Berg", kind="d", nu="U", situation="take over parents' 1975 house: full refit or new build?")
add("de-t14", "Wir haben in Bourglinster ein kleines Reihenhaus mit sehr dunklem Erdgeschoss, nur ein Fenster nach Norden. Soll man dunkle Wände wagen oder alles hell halten? Welche Leuchten, damit es abends gemütlich wird, und wo kommt der Esstisch hin? Kann eine Innenarchitektin das mit uns planen und dabei unsere vorhandenen Möbel einbeziehen?",
    "interior-design", "Junglinster", "Bourglinster", kind="d", nu="N", situation="dark terraced-house ground floor: colours, lights, layout")
add("de-t15", "Unser Skoda Octavia von 2017 zeigt seit gestern die gelbe Motorkontrollleuchte und ruckelt beim Beschleunigen. Lohnt sich bei 190.000 km überhaupt noch eine Reparatur, oder sollte ich ihn gleich verkaufen? Welche Werkstatt schaut sich das kurzfristig an?",
    None, None, None, kind="d", nu="N", situation="car engine warning light (car repair, not offered)")

# ---------------------------------------------------------------- English
add("en-s01", "Our office on Kirchberg (14 desks) needs a cleaner twice a week in the evening for bins, kitchenette, toilets and floors, can you quote?",
    "cleaning", "Luxembourg", "Kirchberg", situation="regular evening office cleaning")
add("en-s02", "The dimmer switches in our living room in Senningerberg buzz loudly and the new LED spots flicker at low settings, can someone swap them for compatible ones?",
    "electrical", "Niederanven", "Senningerberg", situation="buzzing dimmers and flickering LEDs")
add("en-s03", "quick one: outside tap on the garage wall in sandweiler split in the frost and now sprays everywhere when I open the valve inside, need it replaced with a frost-proof one",
    "plumbing", "Sandweiler", "sandweiler", situation="frost-burst outdoor tap to replace")
add("en-s04", "Looking for someone to look after our garden in Munsbach while we're in Singapore for 8 months, cutting the grass, beds, the odd fallen branch, maybe every two weeks.",
    "gardening", "Schuttrange", "Munsbach", not_place=["grass"], situation="garden upkeep while owners abroad")
add("en-s05", "Bought a house in Moutfort and there's an old safe bolted to the cellar floor that nobody has the code for, can someone open it without destroying whatever's inside?",
    "locksmith", "Contern", "Moutfort", situation="open an inherited safe with unknown code")
add("en-s06", "Our Smeg fridge in Helmsange keeps freezing the veg drawer solid while the freezer on top is only at -8, is it worth repairing a 7 year old one?",
    "appliance-repair", "Walferdange", "Helmsange", situation="fridge freezes the veg drawer, freezer too warm")
add("en-s07", "Silverfish everywhere in our ground-floor flat in Mullendorf, now in the bookshelves too, and the supermarket traps do nothing, need a proper treatment.",
    "pest-control", "Steinsel", "Mullendorf", situation="silverfish infestation")
add("en-s08", "Need someone for staff headshots at our small firm in Bofferdange, 11 people, one morning, same background so they match on LinkedIn.",
    "photography", "Lorentzweiler", "Bofferdange", situation="corporate headshots on site")
add("en-s09", "Can a lawyer look over the shareholder agreement of the start-up I'm joining as co-founder before I sign, the vesting and non-compete clauses look nasty?",
    "legal", None, None, nu="N", situation="review a co-founder shareholder agreement")
add("en-s10", "We're moving from Arlon to Bertrange in March, 4-bed house into a flat, so half the furniture has to go into storage, can you quote for both?",
    "moving", "abroad", "Arlon", distractors=["Bertrange"], situation="move from Arlon (BE) to Bertrange plus storage")

add("en-t01", "Around 3am last night there was a loud crack like a gunshot in our kitchen in Tuntange. This morning four of the big floor tiles in the middle have lifted into a little ridge, like a tent. They sound hollow when you tap them and you can see a gap along the grout line. It's been very cold and dry this week.",
    "tiling", "Helperknapp", "Tuntange", kind="a", nu="U", situation="floor tiles tented up overnight with a bang")
add("en-t02", "The boards on our deck in Prettingen have gone soft and spongy near the house, and one cracked under my son's foot yesterday. When I pushed a screwdriver in, it went in like butter. The posts underneath look dark and there's a mushroom smell when you lift a board. The far end of the deck still feels solid.",
    "carpentry", "Lintgen", "Prettingen", kind="a", nu="U", situation="rotten deck boards and posts")
add("en-t03", "We live in a terraced house in Cents. Since the start of December the radiators downstairs are hot but the ones upstairs stay stone cold, even with the valves fully open. There's a sound like running water in the pipes when the heating comes on in the morning. The little gauge on the boiler in the cellar now shows just under 1.",
    "heating", "Luxembourg", "Cents", kind="a", nu="U", situation="upstairs radiators cold, low system pressure")
add("en-t04", "After last week's storm a few tiles slipped on the north side of our roof in Beringen and there's now a damp patch on the bedroom ceiling. My father-in-law says we can just put a tarp over it until summer and he'll go up the ladder himself, but he's 74. I'd rather have a roofer replace the tiles properly. The gutter on that side also seems to be hanging loose.",
    "roofing", "Mersch", "Beringen", kind="b", nu="N", situation="slipped roof tiles after storm; father-in-law suggests a tarp")
add("en-t05", "We rent a house in Colmar-Berg and the landlord agreed we could repaint the kids' rooms. The guy at the DIY shop said any paint would do straight over the walls where the old wallpaper had been, and now it's bubbling off in sheets, apparently because of old glue underneath. I'm done trying myself. Looking for a painter to strip it properly and redo two rooms of about 12 m2 each.",
    "painting", "Colmar-Berg", "Colmar-Berg", kind="b", nu="N", situation="paint bubbling over old wallpaper glue; DIY shop advice wrong")
add("en-t06", "The retaining wall at the bottom of our garden in Roost has a bulge about halfway along and the top row of blocks has shifted. A landscaper who came to do the hedges said it's just frost and we should fill the gaps with expanding foam. It holds back almost a metre of soil and the kids play right next to it. We'd like it checked and repaired or rebuilt properly.",
    "masonry", "Bissen", "Roost", kind="b", nu="U", situation="bulging garden retaining wall; landscaper said foam it")
add("en-t07", "We've had 24 panels on our roof in Larochette since 2020, and the company that put them up has closed. Since October the app shows almost nothing even on sunny days, and the inverter in the garage has a red light and says Grid Overvoltage. Our neighbour, who is an electrician, says it's a grid problem and nothing can be done, and that at 9 cents a kWh it's not worth bothering anyway. His own panels on the same street work fine though.",
    "solar", "Larochette", "Larochette", not_place=["cents"], kind="b", nu="U", situation="PV inverter fault; neighbour says nothing can be done")
add("en-t08", "I'm a UK national, moved to Luxembourg last year, and I still rent out my flat in Manchester. I have no idea whether I have to declare the rent here, in the UK, or both. My employer's payroll people won't advise. I'm looking for an accountant who does personal tax returns for expats and knows the UK treaty, deadline panic is real.",
    "accounting", None, None, distractors=["Luxembourg"], kind="c", nu="N", situation="expat tax return with UK rental income")
add("en-t09", "We run a small holiday-let business from home in Medernach, three cottages. Our mesh Wi-Fi doesn't reach the third cottage any more since we fitted the new metal door, and guests keep leaving bad reviews. The booking laptop has also become painfully slow and pops up fake virus warnings. Can someone come out, sort the network and clean up the laptop?",
    "it-support", "Vallée de l'Ernz", "Medernach", kind="c", nu="U", situation="holiday-let business: Wi-Fi coverage and a slow infected laptop")
add("en-t10", "We're a small Montessori-inspired crèche with two groups. Parents currently get updates by WhatsApp and sign up on paper forms. We'd like a proper site in English, French and Luxembourgish with a waiting-list form and a password-protected page with photos for parents. Hosting should stay in the EU.",
    "web-development", None, None, kind="c", nu="U", situation="childcare centre wants a site with waiting list and parents' area")
add("en-t11", "Dear Sir or Madam, our firm is bidding for a public tender in Luxembourg and the technical annex (about 60 pages on HVAC maintenance) has to be submitted in French by 9 January. It is currently in English. We need someone who knows the terminology rather than machine output, and who can also check the German summary. Kindly let us know your rates and availability.",
    "translation", None, None, distractors=["Luxembourg"], not_place=["Sir"], kind="c", nu="U", situation="technical tender annex EN->FR")
add("en-t12", "We're selling my late aunt's flat in Hamm and the estate agent wants it spotless for viewings. She smoked heavily, so there's nicotine film on the windows, kitchen grease everywhere, a very dirty oven and a balcony covered in pigeon mess. Would a cleaning company take this on, and what's a realistic price for 75 m2? The furniture has already been cleared.",
    "cleaning", "Luxembourg", "Hamm", kind="d", nu="N", situation="deep clean of a late aunt's flat before viewings; price?")
add("en-t13", "We've just got the keys to a 1970s bungalow in Alzingen. We'd like to turn the garage into a bedroom with an en-suite, knock the kitchen through into the dining room and redo the only bathroom. Is it cheaper to have one company run the whole thing or to hire each trade ourselves? A rough budget per m2 would help, we can't afford a surprise bill at the end.",
    "renovation", "Hesperange", "Alzingen", not_place=["bill"], kind="d", nu="U", situation="bungalow refit: one firm or separate trades?")
add("en-t14", "We just moved into a 48 m2 flat in Mamer with a very odd L-shaped living room. Is a corner sofa better, or two small sofas facing each other? Where would a desk even go? We'd love someone to draw up a 3D plan for us, is that usually a fixed fee or hourly, and would they order the furniture too?",
    "interior-design", "Mamer", "Mamer", kind="d", nu="U", situation="L-shaped living room layout; fee question")
add("en-t15", "I have to pass the Sproochentest for citizenship next spring and my Luxembourgish is, frankly, embarrassing. Group classes don't fit my shifts at the hospital. Is it worth paying for a private tutor online, and what's a normal hourly rate? Ideally someone patient with a thick Glasgow accent.",
    None, None, None, kind="d", nu="N", situation="online Luxembourgish tutor for the language test (not offered)")

# ---------------------------------------------------------------- Portuguese
add("pt-s01", "Boa tarde, tenho uma casa em Villerupt do lado francês e queria pintar a fachada toda e as persianas, vocês também trabalham em França ou só no Luxemburgo?",
    "painting", "abroad", "Villerupt", distractors=["Luxemburgo"], situation="paint facade and shutters of a house in Villerupt (FR)")
add("pt-s02", "A sanita do rés-do-chão em Esch/Alzette está entupida e quando se puxa o autoclismo a água sobe pelo ralo do duche ao lado, já usei o desentupidor e nada.",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", situation="blocked toilet backing up into the shower drain")
add("pt-s03", "preciso de alguem para mudar o quadro eletrico antigo com fusiveis de porcelana numa casa em oberkorn que comprei o banco pede o certificado",
    "electrical", "Differdange", "oberkorn", situation="replace an old fuse board with porcelain fuses")
add("pt-s04", "Queria um orçamento para colocar azulejos na parede da cozinha em Rodange, uns 8 m², azulejo português azul e branco que trouxe de Aveiro 😊",
    "tiling", "Pétange", "Rodange", situation="Portuguese azulejos on a kitchen wall")
add("pt-s05", "Procuro alguém para limpar a casa toda depois das obras da cozinha em Soleuvre, há pó de gesso por todo o lado, até dentro dos armários.",
    "cleaning", "Sanem", "Soleuvre", situation="post-works plaster dust cleaning")
add("pt-s06", "Preciso de levar um sofá de canto e uma cama de casal de Schifflange para Ettelbruck no sábado, não é mudança completa, é só isso.",
    "moving", "Schifflange", "Schifflange", distractors=["Ettelbruck"], situation="transport a sofa and a bed between towns")
add("pt-s07", "A porta do prédio em Tétange fechou-se com o vento e eu fiquei cá fora de chinelos com a chave lá dentro e o bebé a dormir lá em cima, alguém pode vir já?",
    "locksmith", "Kayl", "Tétange", situation="locked out in slippers with a baby inside")
add("pt-s08", "A placa de indução Bosch lá de casa em Rumelange desliga-se sozinha passados 2 minutos e começa a apitar, já não tem garantia, compensa arranjar?",
    "appliance-repair", "Rumelange", "Rumelange", situation="induction hob switches off and beeps")
add("pt-s09", "Precisava de alguém para arrancar três tocos de árvore e a hera que está a subir pela parede do quintal em Dudelange, o meu marido partiu a pá ontem 😂",
    "gardening", "Dudelange", "Dudelange", situation="remove tree stumps and ivy")
add("pt-s10", "Tenho uma pequena empresa de limpezas com 3 funcionárias e preciso de alguém que me faça os salários todos os meses e as declarações para a CCSS, a contabilista que tinha reformou-se.",
    "accounting", None, None, situation="monthly payroll for a small cleaning company")

add("pt-t01", "Trabalho num snack-bar em Bettembourg e à noite, quando acendo a luz da cozinha, vejo uns bichos castanhos a fugir para trás da máquina da loiça e do frigorífico. São pequenos, tipo 1 cm, e muito rápidos. De manhã às vezes aparece um de barriga para cima no chão. O patrão ainda não sabe de nada.",
    "pest-control", "Bettembourg", "Bettembourg", kind="a", nu="U", situation="cockroaches in a snack-bar kitchen")
add("pt-t02", "Moramos num apartamento em Foetz. Desde a semana passada os radiadores dão pancadas às 6 da manhã, quando o aquecimento liga, e o do quarto das crianças está frio em cima e morno em baixo. A caldeira na cave pinga para um balde que lá está. No ecrã a pressão aparece a 0,5.",
    "heating", "Mondercange", "Foetz", kind="a", nu="U", situation="banging radiators, low pressure, dripping boiler")
add("pt-t03", "Na garagem da nossa casa em Berchem o chão de cimento abriu uma fenda de um lado ao outro, e uma das metades está agora uns 2 cm mais baixa do que a outra. Quando chove muito sai água da fenda e faz uma poça. O carro já faz um barulho ao passar por cima. As paredes, por enquanto, parecem iguais.",
    "masonry", "Roeser", "Berchem", kind="a", nu="U", situation="cracked and sunken concrete garage floor")
add("pt-t04", "O vizinho do lado em Wickrange disse-me que a água que escorre pela parede da varanda era da caleira cheia de folhas e que bastava limpar. Subi ao escadote e limpei tudo, mas continua a escorrer água por trás da caleira, entre o telhado e a parede. Agora apareceu uma mancha na parede do quarto por baixo. Não sei se é das telhas ou do zinco, mas vem de cima.",
    "roofing", "Reckange-sur-Mess", "Wickrange", kind="b", nu="U", situation="water behind the gutter at the roof-wall junction; neighbour said clean gutter")
add("pt-t05", "O meu senhorio mandou pintar o apartamento em Bonnevoie antes de eu entrar, mas a tinta sai na mão quando se toca na parede e vêem-se as marcas do rolo. Ele diz que é assim mesmo com tinta barata e que eu posso dar outra demão se quiser. Eu quero um pintor a sério para fazer a sala e o corredor, pago eu e depois falo com ele. São uns 40 m² de parede.",
    "painting", "Luxembourg", "Bonnevoie", kind="b", nu="N", situation="chalky cheap paint job; landlord says add a coat yourself")
add("pt-t06", "Comprámos uma casa em Ettelbruck com uma escada de madeira que range imenso e tem o corrimão solto. O meu cunhado, que é pedreiro, disse que bastava meter uns parafusos compridos por cima, mas ficaram os buracos à vista e continua a ranger. Procuro um carpinteiro que perceba de escadas antigas. Se possível, que faça também um roupeiro por medida debaixo da escada.",
    "carpentry", "Ettelbruck", "Ettelbruck", kind="b", nu="N", situation="creaky stairs and loose handrail; brother-in-law screwed them; also fitted cupboard")
add("pt-t07", "Moro num apartamento em Diekirch e queria pôr dois painéis fotovoltaicos na varanda, daqueles pequenos. O meu colega de trabalho diz que é só comprar na internet, ligar e mais nada, que ninguém precisa de saber. Mas li que há regras e que é preciso avisar a rede. Alguém que instale isto como deve ser e trate da papelada?",
    "solar", "Diekirch", "Diekirch", kind="b", nu="U", situation="balcony PV kit; colleague says just plug it in")
add("pt-t08", "Trabalho há 4 anos numa empresa de construção e tive um acidente na obra em setembro. Estou de baixa desde então e agora recebi uma carta de despedimento. A empresa diz que é por razões económicas, mas só me despediram a mim. Preciso de um advogado que fale português e perceba de direito do trabalho aqui.",
    "legal", None, None, kind="c", nu="N", situation="dismissed while on sick leave after a work accident")
add("pt-t09", "Tenho um pequeno escritório de seguros em Schieren com dois computadores e uma multifunções. Desde que mudámos de operadora de internet a impressora deixou de digitalizar para o email e um dos PCs perde a ligação de 10 em 10 minutos. O técnico da operadora disse que o problema é nosso e foi-se embora. Preciso de alguém que venha cá pôr isto a funcionar.",
    "it-support", "Schieren", "Schieren", kind="c", nu="U", situation="insurance office: scan-to-email broken and PC dropping network")
add("pt-t10", "Faço bolos de aniversário e pastéis de nata por encomenda, com autorização. Até agora é tudo pelo Facebook e perco encomendas no meio das mensagens. Queria uma loja online simples onde as pessoas escolhem o bolo, a data de entrega e pagam logo. Em português e francês, se possível.",
    "web-development", None, None, kind="c", nu="U", situation="home baker wants a simple online order shop")
add("pt-t11", "A minha empresa de transportes tem um processo em tribunal na Alemanha por causa de um acidente com um dos nossos camiões. O advogado alemão pediu que os documentos todos (relatórios, fotografias com legendas, emails, umas 25 páginas) sejam passados de português para alemão até ao fim do mês. Precisamos de um tradutor certificado. Quanto fica por página?",
    "translation", None, None, kind="c", nu="N", situation="court documents PT->DE for a German lawyer")
add("pt-t12", "Comprámos um rés-do-chão antigo em Ingeldorf que foi um café durante 40 anos. Queremos transformar aquilo num apartamento: tirar o balcão, fazer dois quartos, casa de banho e cozinha nova, mudar tudo. Vale mais a pena contratar uma empresa que faça tudo ou ir chamando pedreiro, eletricista e canalizador à parte? Quanto é mais ou menos o preço por m²?",
    "renovation", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="U", situation="turn a former café into a flat: one firm or separate trades?")
add("pt-t13", "A minha filha faz a primeira comunhão em maio na igreja de Esch-sur-Alzette e depois há festa no salão da paróquia. Um fotógrafo para a igreja e para a festa, quanto costuma custar? Vale a pena ou chega o telemóvel do tio? Só queremos umas 50 fotos boas.",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="N", situation="first communion photos: worth paying?")
add("pt-t14", "Mudámo-nos para um apartamento novo em Niederkorn com a cozinha aberta para a sala, tudo branco e cinzento, parece um hospital. Não sabemos que cor pôr nas paredes, se compramos um tapete grande, que candeeiros, como separar a zona da mesa da do sofá. Quanto custa alguém que nos faça um plano com cores e móveis? Não queremos mexer em paredes.",
    "interior-design", "Differdange", "Niederkorn", kind="d", nu="U", situation="bland new open-plan flat: colour and furniture plan")
add("pt-t15", "Vou a Portugal três semanas em agosto e preciso de alguém que fique com o meu cão em casa dele, é um labrador de 9 anos muito calmo. No canil não o quero deixar. Quanto se costuma pagar por dia? E é melhor alguém que já tenha outros cães ou não?",
    None, None, None, kind="d", nu="U", situation="dog-sitting while on holiday (not offered)")

# ---------------------------------------------------------------- Italian
add("it-s01", "Buongiorno, a Wiltz lo scarico della vasca si svuota lentissimo e fa un gorgoglio nel lavandino accanto, ho già provato con bicarbonato e aceto ma niente.",
    "plumbing", "Wiltz", "Wiltz", situation="slow bath drain gurgling in the basin")
add("it-s02", "Vorremmo far installare una presa per l'auto elettrica nel garage della casa a Esch-sur-Sûre, il contatore è trifase ma il quadro è vecchiotto.",
    "electrical", "Esch-sur-Sûre", "Esch-sur-Sûre", situation="EV charging point in a garage with an old board")
add("it-s03", "Dopo la grandinata di ieri a Kaundorf il lucernario sul tetto ha il vetro incrinato e quando piove entra acqua, servirebbe qualcuno che lo sostituisca prima del weekend.",
    "roofing", "Lac de la Haute-Sûre", "Kaundorf", situation="hail-cracked roof window leaking")
add("it-s04", "Cerco qualcuno che rivesta con piastrelle antiscivolo i 12 gradini esterni in cemento davanti a casa a Perlé, d'inverno sono una pista di pattinaggio.",
    "tiling", "Rambrouch", "Perlé", situation="non-slip tiles on outdoor concrete steps")
add("it-s05", "Abbiamo comprato casa a Roodt e vorremmo cambiare tutte le serrature con cilindri di sicurezza e una chiave unica per porta d'ingresso, garage e cantina.",
    "locksmith", "Ell", "Roodt", situation="keyed-alike security cylinders in a newly bought house")
add("it-s06", "Cerchiamo un'impresa di pulizie per la nostra palestra a Redange-sur-Attert, tre volte a settimana dopo le 21, spogliatoi e docce compresi.",
    "cleaning", "Redange", "Redange-sur-Attert", nu="N", situation="gym cleaning three evenings a week")
add("it-s07", "Trasloco da Useldange a Bari a fine aprile, tre locali con cantina, ci serve anche l'imballaggio, quanto costa più o meno?",
    "moving", "Useldange", "Useldange", situation="international move to Bari with packing")
add("it-s08", "Cerco un fotografo per foto e un breve video della nostra casa a Beckerich che mettiamo in vendita, anche con il drone se possibile.",
    "photography", "Beckerich", "Beckerich", nu="N", situation="real-estate photos and drone video")
add("it-s09", "Ho una casetta a Martelange, dalla parte belga, e il giardino è diventato una giungla da quando è morto mio padre, cercherei qualcuno che lo sistemi e poi lo tenga in ordine ogni mese.",
    "gardening", "abroad", "Martelange", situation="overgrown garden of a house in Martelange (BE)")
add("it-s10", "Mi serve un interprete italiano-francese per un incontro online con il notaio francese sulla successione di mia zia, circa un'ora, martedì prossimo.",
    "translation", None, None, nu="N", situation="online interpreting for a notary meeting")

add("it-t01", "Nel seminterrato della nostra casa a Calmus, da qualche settimana, c'è una macchia bagnata sul pavimento vicino al contatore dell'acqua che non si asciuga mai, anche se non piove da giorni. Il contatore gira piano piano anche di notte, quando nessuno usa l'acqua. La bolletta è arrivata doppia. Appoggiando l'orecchio al muro si sente un leggero sibilo.",
    "plumbing", "Saeul", "Calmus", kind="a", nu="U", situation="hidden leak: wet patch, meter running at night")
add("it-t02", "La nostra asciugatrice a Michelau da qualche giorno fa uno stridio fortissimo quando gira il cestello, come un'unghia sulla lavagna. Ieri sera c'era anche odore di gomma bruciata. Il bucato è uscito ancora umido dopo due ore. L'ho staccata dalla corrente per paura.",
    "appliance-repair", "Bourscheid", "Michelau", kind="a", nu="U", situation="tumble dryer squealing and smelling of burnt rubber")
add("it-t03", "Nella casa delle vacanze a Vianden ho trovato i maglioni di lana nell'armadio pieni di buchetti, e sul fondo ci sono piccoli bozzoli bianchi e polvere. La sera in camera volano delle farfalline chiare vicino alla lampada. Anche il tappeto persiano del salotto ha delle zone spelacchiate.",
    "pest-control", "Vianden", "Vianden", kind="a", nu="U", situation="clothes moths in wardrobe and rug")
add("it-t04", "A Fouhren abbiamo una pompa di calore da tre anni. L'idraulico che ci ha rifatto il bagno ci ha detto di alzare la temperatura di mandata a 55 gradi perché i termosifoni al primo piano restano tiepidi. Da allora la bolletta della corrente è raddoppiata e le camere sono comunque fredde. Vorremmo che qualcuno controllasse l'impianto e le impostazioni.",
    "heating", "Tandel", "Fouhren", kind="b", nu="U", situation="heat pump flow temperature raised on bad advice; bills doubled")
add("it-t05", "Abbiamo fatto stuccare le pareti del nuovo soggiorno a Marnach da un amico che fa il cartongessista. Ci ha detto che si poteva dipingere subito, senza fondo, e l'abbiamo fatto noi: adesso si vedono tutte le stuccature come macchie opache e in più punti la pittura si è screpolata. Cerchiamo un imbianchino che rimedi. Sono circa 60 m² di pareti più un soffitto inclinato.",
    "painting", "Clervaux", "Marnach", kind="b", nu="N", situation="paint without primer over filler; friend's advice wrong")
add("it-t06", "A Weiswampach abbiamo una porta d'ingresso in legno massiccio del 1950 che da quest'inverno non si chiude più bene e lascia passare aria. Il vicino dice di metterci una guarnizione adesiva e via, ma la porta tocca in alto e in basso resta uno spiraglio di un centimetro. Vorrei un falegname che la sistemi senza cambiarla, ci tengo molto.",
    "carpentry", "Weiswampach", "Weiswampach", kind="b", nu="N", situation="sagging solid wood front door; neighbour said seal strip")
add("it-t07", "Nella nostra casa a Merl vorremmo aprire un passaggio di circa 1,20 m nel muro tra cucina e sala da pranzo. Mio cognato dice che non è portante e che basta un martello demolitore un sabato pomeriggio. Però sopra c'è la camera da letto e il muro è spesso 30 cm, in mattoni pieni. Preferisco che qualcuno verifichi, metta l'architrave giusto e faccia il lavoro come si deve.",
    "masonry", "Luxembourg", "Merl", kind="b", nu="U", situation="opening in a possibly load-bearing brick wall; brother-in-law says just knock it")
add("it-t08", "Ho un piccolo ristorante e il proprietario dei locali vuole aumentare l'affitto del 40% al rinnovo del contratto commerciale, altrimenti non rinnova. Vorrei un avvocato che mi spieghi quali diritti ho con il bail commercial e che magari tratti con lui. Parlo italiano e francese, meglio se l'avvocato parla italiano.",
    "legal", None, None, kind="c", nu="N", situation="commercial lease renewal with 40% rent hike")
add("it-t09", "Sono arrivata in Lussemburgo a marzo con un contratto da dipendente, ma ho ancora la partita IVA in Italia per qualche consulenza. Il mio commercialista di Milano non sa come funziona qui la dichiarazione dei redditi né come evitare la doppia imposizione. Cerco un commercialista che segua la mia dichiarazione lussemburghese per quest'anno.",
    "accounting", None, None, distractors=["Lussemburgo"], kind="c", nu="N", situation="tax return of a new resident with Italian side income")
add("it-t10", "Gestiamo un'agenzia di viaggi a Dudelange con cinque postazioni. Da lunedì il server dei file non si vede più dai PC e il programma delle prenotazioni dà un errore di database. Il ragazzo che ci aveva fatto la rete si è trasferito in Canada. Abbiamo bisogno di qualcuno che venga in ufficio al più presto.",
    "it-support", "Dudelange", "Dudelange", kind="c", nu="U", situation="travel agency file server and booking software down")
add("it-t11", "Siamo un'associazione di famiglie italiane che organizza corsi di lingua per bambini il sabato mattina. Vorremmo un sito con le iscrizioni online, il pagamento della quota e un'area riservata per i genitori con i compiti. Oggi facciamo tutto con Google Moduli e fogli Excel ed è un caos.",
    "web-development", None, None, kind="c", nu="U", situation="association wants enrolment, payment and parents' area")
add("it-t12", "Abbiamo ereditato un appartamento degli anni '60 a Noertzange, mai toccato. Dobbiamo decidere se ristrutturarlo tutto (bagno, cucina, impianti, pavimenti) per affittarlo, oppure venderlo così com'è. Quanto costa più o meno una ristrutturazione completa chiavi in mano per 90 m², e quanto tempo ci vuole?",
    "renovation", "Bettembourg", "Noertzange", kind="d", nu="U", situation="inherited 1960s flat: full turnkey refit or sell as is?")
add("it-t13", "Abbiamo una villetta a Itzig con il tetto esposto a sud-ovest. Conviene ancora mettere i pannelli fotovoltaici adesso che gli incentivi sono cambiati, o meglio aspettare? E la batteria conviene prenderla subito o aggiungerla dopo? Vorremmo un preventivo per circa 8 kW.",
    "solar", "Hesperange", "Itzig", kind="d", nu="U", situation="is PV still worth it, battery now or later?")
add("it-t14", "Ho preso in affitto un locale a Esch-sur-Alzette, in rue de l'Alzette, per aprire una gelateria. Lo spazio è lungo e stretto, 35 m². Meglio il bancone all'ingresso o in fondo? Che colori e che luci per farlo sembrare più grande? Quanto costa farsi fare un progetto così da un professionista?",
    "interior-design", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="narrow ice-cream shop layout and lighting")
add("it-t15", "Il mio medico mi ha detto che devo perdere 15 chili e abbassare il colesterolo. Cerco un nutrizionista che faccia visite online in italiano, perché con il francese medico mi perdo. Vale la pena un percorso di sei mesi o bastano due visite? Quanto costa di solito?",
    None, None, None, kind="d", nu="N", situation="online nutritionist (not offered)")

# ---------------------------------------------------------------- Spanish
add("es-s01", "Buenas, el arcón congelador que tengo en el garaje en L-1611 hace un clic cada pocos minutos y ya no enfría, tengo 40 kilos de carne dentro, ¿alguien puede venir hoy?",
    "appliance-repair", "Luxembourg", "L-1611", situation="chest freezer clicking and not cooling")
add("es-s02", "Necesito que alguien me instale la toma para la placa de inducción y dos enchufes más en la cocina nueva de nuestro piso en Strassen, la cocina la monta Ikea pero no hacen la parte eléctrica.",
    "electrical", "Strassen", "Strassen", situation="hob supply and extra sockets for a new kitchen")
add("es-s03", "En el piso de Mersch el agua caliente tarda como cinco minutos en llegar a la ducha y mientras tanto se tira un montón de agua, ¿se puede poner algún tipo de retorno o bomba?",
    "plumbing", "Mersch", "Mersch", situation="hot water takes minutes to arrive, wants recirculation")
add("es-s04", "He perdido la llave del buzón del edificio en Ehlerange y el administrador dice que me busque yo a alguien, ¿cuánto cuesta cambiar la cerradura?",
    "locksmith", "Sanem", "Ehlerange", situation="lost letterbox key, change the lock")
add("es-s05", "Tenemos en Gonderange un césped artificial viejo lleno de malas hierbas que queremos quitar para poner césped natural con riego automático, unos 120 m².",
    "gardening", "Junglinster", "Gonderange", situation="replace artificial turf with real lawn and irrigation")
add("es-s06", "Buscamos a alguien que limpie el escaparate y la fachada de cristal de nuestra tienda en la Ville-Haute una vez por semana, mejor temprano antes de abrir.",
    "cleaning", "Luxembourg", "Ville-Haute", situation="weekly shop window cleaning")
add("es-s07", "Busco fotógrafo para retratos de familia en casa con nuestra recién nacida en Bereldange, algo natural y sin montajes raros, la niña tiene 10 días.",
    "photography", "Walferdange", "Bereldange", nu="N", situation="newborn family portraits at home")
add("es-s08", "Hola, nos mudamos de Keispelt a Madrid en junio, unos 25 m³, ¿hacéis mudanzas internacionales con guardamuebles unas semanas?",
    "moving", "Kehlen", "Keispelt", situation="international move to Madrid with short storage")
add("es-s09", "En la casa de Lasauvage queremos quitar la moqueta del salón y poner porcelánico imitación madera, unos 35 m², ¿cuánto sale la mano de obra?",
    "tiling", "Differdange", "Lasauvage", situation="wood-look porcelain floor tiles")
add("es-s10", "Mi ex se quiere llevar a nuestro hijo a vivir a Chile y yo no estoy de acuerdo, necesito un abogado de familia que hable español, ¿me podéis recomendar a alguien?",
    "legal", None, None, nu="N", situation="ex-partner wants to relocate child abroad")

add("es-t01", "Vivimos en el último piso de un edificio antiguo en Pfaffenthal. Cuando llueve con viento del oeste se oye un goteo dentro de la pared del dormitorio, y al día siguiente aparece una mancha amarillenta en la esquina del techo. Con sol la mancha se seca y deja un cerco. En el patio hemos encontrado trozos de pizarra rota.",
    "roofing", "Luxembourg", "Pfaffenthal", kind="a", nu="U", situation="top-floor stain after windy rain, broken slate in the yard")
add("es-t02", "En nuestra casa de L-8080, desde que volvimos de Navidad, la bomba de calor de fuera hace un zumbido fuerte por la noche y se le forma una capa de hielo detrás que no se quita. Dentro, el suelo está tibio por la mañana pero frío por la tarde. En la pantalla del salón parpadea un copo de nieve.",
    "heating", "Bertrange", "L-8080", kind="a", nu="U", situation="heat pump iced up and droning, floor cooling off")
add("es-t03", "La lavadora de casa en Fentange, cuando centrifuga, da unos golpes tan fuertes que se mueve medio metro y la oímos desde el segundo piso. Al final del lavado queda agua sucia en el tambor y la ropa sale empapada. Huele a estancado cuando abres la puerta.",
    "appliance-repair", "Hesperange", "Fentange", kind="a", nu="U", situation="washing machine walks when spinning and does not drain")
add("es-t04", "Tenemos una casita de fin de semana en Burg-Reuland, en Bélgica, muy cerca de la frontera. Desde el otoño hay ratas: agujeros junto al compost, excrementos en la caseta de las herramientas y una ya se ha metido en el garaje. El vecino belga nos dijo que echáramos veneno del supermercado por todo el jardín, pero tenemos un perro y me da miedo. ¿Hay alguna empresa de control de plagas que trabaje también al otro lado de la frontera?",
    "pest-control", "abroad", "Burg-Reuland", kind="b", nu="N", situation="rats at a weekend house in Burg-Reuland (BE); neighbour said poison everywhere")
add("es-t05", "En el piso que compramos en Holzem, el anterior propietario pintó los radiadores y las puertas de la cocina con pintura normal de pared. Mi suegro dice que basta con lijar un poco y darles otra mano de la misma, pero ya se está pelando con el calor. Queremos que alguien lo haga bien, con la imprimación y el esmalte adecuados. De paso habría que pintar el techo de la cocina, que está amarillento.",
    "painting", "Mamer", "Holzem", kind="b", nu="U", situation="wall paint peeling off radiators and doors; father-in-law says just sand and recoat")
add("es-t06", "Nos hemos mudado a un piso nuevo en Gasperich y en el dormitorio hay un hueco bajo la pendiente del techo que no sirve para nada. En la tienda de muebles nos dijeron que con unos módulos cortados quedaría perfecto, pero ya hemos estropeado uno intentando cortarlo. Buscamos un carpintero que haga un armario empotrado a medida en ese hueco, con puertas correderas.",
    "carpentry", "Luxembourg", "Gasperich", kind="b", nu="N", situation="built-in wardrobe under a sloping ceiling; shop said cut flat-pack units")
add("es-t07", "Hace dos años pusimos paneles solares en nuestra casa de Sandweiler. El vecino, que también tiene, nos dijo que había que limpiarlos con la hidrolimpiadora cada primavera, y mi marido lo hizo. Desde entonces uno de los módulos tiene manchas oscuras como quemadas y la producción en la app ha bajado un 20 %. ¿Puede alguien revisar si el panel está dañado y si entra en la garantía?",
    "solar", "Sandweiler", "Sandweiler", kind="b", nu="U", situation="PV module damaged after pressure-washing on neighbour's advice")
add("es-t08", "Tenemos una pequeña empresa de reformas con 6 empleados y nuestra gestora se jubila en marzo. Necesitamos un contable o una fiduciaria que lleve la contabilidad, las nóminas y las cuentas anuales. Mejor si habla español, o por lo menos inglés. ¿Qué suele costar al mes algo así?",
    "accounting", None, None, kind="c", nu="N", situation="building firm needs new bookkeeper for books, payroll, annual accounts")
add("es-t09", "Somos una clínica dental en Ettelbruck con tres gabinetes. Desde una actualización de Windows el programa de radiografías no reconoce el sensor y los pacientes tienen que esperar. Además queremos que el wifi de los pacientes esté separado de nuestra red interna. ¿Alguien puede venir a revisarlo esta semana?",
    "it-support", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="dental clinic: X-ray sensor lost after update, separate guest Wi-Fi")
add("es-t10", "Somos una cooperativa de aceite de oliva de Jaén y queremos vender directamente a clientes de Luxemburgo y Bélgica. Necesitamos una tienda online en español, francés y alemán, con envíos y pago con tarjeta. Ahora solo tenemos una página de Facebook.",
    "web-development", None, None, distractors=["Luxemburgo"], kind="c", nu="U", situation="olive-oil cooperative wants a multilingual online shop")
add("es-t11", "Nuestra empresa de Valencia va a abrir una filial en Luxemburgo y el notario pide los estatutos y el acta de la junta traducidos al francés por un traductor jurado. Son unas 30 páginas. ¿Cuánto tardaríais y cuánto cuesta por página?",
    "translation", None, None, distractors=["Luxemburgo"], kind="c", nu="N", situation="sworn translation of company statutes for a notary")
add("es-t12", "Hemos comprado una casa adosada de 1955 en Schifflange. Tiene la instalación eléctrica original, tuberías de plomo y un baño minúsculo en el sótano. ¿Es mejor reformarla entera antes de entrar a vivir o hacerlo por fases? ¿Cuánto puede costar una reforma integral con una sola empresa que lo coordine todo?",
    "renovation", "Schifflange", "Schifflange", kind="d", nu="U", situation="1955 terraced house: full refit at once or in phases?")
add("es-t13", "Queremos hacer una losa de hormigón al fondo del jardín en Leudelange para poner una caseta de madera de 3 x 4 m. ¿Hace falta hormigón o basta con unas placas sobre grava? ¿Cuánto costaría más o menos la losa con la excavación?",
    "masonry", "Leudelange", "Leudelange", kind="d", nu="U", situation="concrete base for a garden shed: needed, and cost?")
add("es-t14", "Nos mudamos de Madrid a un piso en Esch-sur-Alzette con un salón alargado de 6 x 3 metros, y traemos muebles de allí que no sé si van a encajar. ¿Es mejor el sofá contra la pared larga o separar el comedor con una estantería? ¿Cuánto cobraría alguien por venir a verlo y hacernos un plano con lo que ya tenemos?",
    "interior-design", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="long narrow living room with furniture from Spain")
add("es-t15", "Desde que llegué a Luxemburgo hace un año me siento muy sola y duermo fatal. Me gustaría hablar con un psicólogo en español por videollamada. ¿Vale la pena una terapia larga o hay sesiones sueltas? ¿Qué precio es normal?",
    None, None, None, distractors=["Luxemburgo"], kind="d", nu="N", situation="online psychologist in Spanish (not offered)")
