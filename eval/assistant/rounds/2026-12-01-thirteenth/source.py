# Blind test round 13: 175 customer messages for LuxPro's assistant.
# Tuple: (id, text, category_or_None, commune_or_None_or_"abroad", place_as_written_or_None,
#         [distractor places], [ordinary words that are place names])
# STYLES: id -> style letters (L long story, Q question, B brand/error code, X business needing another trade,
#         O other trade named but not needed, C code-switching/SMS/typos/no punctuation, P place trap)
MESSAGES = []
STYLES = {}
def M(mid, text, cat, commune, place, distractors, not_place, styles):
    MESSAGES.append((mid, text, cat, commune, place, distractors, not_place))
    STYLES[mid] = styles

# ---------------------------------------------------------------- lb (Luxembourgish)
# duplicate trade: electrical; None: dog sitting
M("lb-s01", "Ënnert dem Spullbecken an der Kichen ass all Kéier alles naass wann ech de Krunn opmaachen, kann een dat zu Bartreng nach dës Woch flécken?",
  "plumbing", "Bertrange", "Bartreng", [], [], "Q")
M("lb-s02", "Bei eis um Howald fält de Stroum am ganze Stack aus soubal d'Wäschmaschinn an den Dréchner gläichzäiteg lafen, an de Schalter am Keller ass dann ëmmer erof.",
  "electrical", "Hesperange", "Howald", [], [], "P")
M("lb-s03", "De Schlëssel ass am Schlass vun der Kellerdier ofgebrach an dat halleft Stéck stécht nach dran.",
  "locksmith", None, None, [], [], "")
M("lb-s04", "Mir fuere fir zwou Wochen an d'Vakanz a sichen een deen eisen Hond bei sech hëlt oder zweemol am Dag mat him trëppele geet, mir wunnen zu Zolwer.",
  None, "Sanem", "Zolwer", [], [], "P")
M("lb-s05", "Wat kascht et ongeféier, eng Hecke vu 40 Meter schneiden ze loossen an de Gréngschnëtt direkt matzehuelen?",
  "gardening", None, None, [], [], "Q")
M("lb-s06", "Eis Locatairen zu Iechternach sinn eraus an d'Wunneng brauch eng grouss Botz, Kichen a Fënsteren inklusiv, ier déi nei den éischte Februar erakommen.",
  "cleaning", "Echternach", "Iechternach", [], [], "")
M("lb-s07", "eis bosch spullmaschinn weist E24 an d'waasser bleift ënnen stoen, mir sinn zu kielen, wie kann laanscht kommen",
  "appliance-repair", "Kehlen", "kielen", [], [], "BC")
M("lb-s08", "Lount et sech nach, Solarpanneauen op eng Garage mat Flaachdaach zu Käerjeng ze leeën, oder ass dat Daach ze kleng?",
  "solar", "Käerjeng", "Käerjeng", [], [], "Q")
M("lb-s09", "moien, am café zu Ettelbréck ass eng Steckdous hannert der Théik schwaarz ginn a knastert wann d'Kaffismaschinn leeft, ka muer ee kucken kommen??",
  "electrical", "Ettelbruck", "Ettelbréck", [], [], "CXQ")
M("lb-s10", "Ech brauch meng Gebuertsurkonn vereedegt op Franséisch iwwersat fir meng Demande bei der Gemeng.",
  "translation", None, None, [], [], "")
M("lb-t01", "Eis zwee Kleng sinn zanter enger Woch verkaalt an elo wësse mer firwat: de Radiator am Kannerzëmmer bleift kal, och wann en op 5 steet, an et klappert an de Leitungen. Mäi Schwoer ass Sanitärinstallateur a mengt et wier just Loft, mee mir hunn all Radiator entlëft an et huet näischt bruecht. D'Chaudière am Keller ass eng Vaillant an um Display steet F.28. Meng Schwéiermamm kënnt iwwer Chrëschtdag an ech wëll net dass se am Kale sëtzt. Mir wunnen zu Hesper.",
  "heating", "Hesperange", "Hesper", [], [], "LOB")
M("lb-t02", "Mäi Mann an ech sinn zanter zwee Joer pensionéiert an hunn endlech Zäit fir de Gaart. D'Mauer aus Natursteng laanscht d'Strooss huet en décke Rëss a leent sech no baussen, grad nieft dem ale Bur. Mir hunn Angscht dass se op den Trottoir fält wann d'Kanner aus der Schoul kommen. Mir sinn zu Fiels, kuerz virum Schlass.",
  "masonry", "Larochette", "Fiels", [], ["Bur"], "P")
M("lb-t03", "Ech hunn zwou Wunnengen déi ech verlounen, eng zu Stroossen an eng zu Péiteng. Zu Péiteng huet de Locataire ouni mech ze froen eng Mauer erausgerappt fir eng oppe Kichen ze kréien. Dierf ech verlaangen dass hien dat op seng Käschte rëm zoumécht, a wie kann mir dat juristesch duerchsetzen?",
  "legal", "Pétange", "Péiteng", ["Stroossen"], [], "QP")
M("lb-t04", "Moien! An der Salle de bain sinn e puer Plättercher gespronge well mir eng Parfumsfläsch drop gehäit hunn 🙈 Et sinn der vläicht sechs, an mir hunn nach e Carton vun deene selwechten um Späicher. Mir wunnen zu Bouneweg, kann een déi eenzel auswiesselen ouni alles erauszerappen?",
  "tiling", "Luxembourg", "Bouneweg", [], [], "CQ")
M("lb-t05", "Ech sinn de Syndic bénévole vun enger Residenz mat aacht Wunnengen. Zanter Oktober hu mer Mais an de Kelleren: d'Leit fannen hire Dreck bei de Kartongen an een huet e Kabel vun der Gefréierkëscht ugeknabbert fonnt. Eng Nopesch wollt selwer Gëft leeën, mee mir hunn Kazen a Kanner am Haff. D'Adress ass L-4210.",
  "pest-control", "Esch-sur-Alzette", "L-4210", [], [], "")
M("lb-t06", "Ech hunn e Coiffuresalon zu Mersch an hunn de Laden elo nei amenagéiert. Fir Instagram an d'Websäit hätt ech gär propper Fotoe vum Salon a vun e puer Frisuren mat eise Clientinnen. De Jong, deen eis Websäit mécht, sot et géif duergoe mam Handy, mee dat gesäit ni professionell aus.",
  "photography", "Mersch", "Mersch", [], [], "XO")
M("lb-t07", "Mir sinn eréischt am August an d'Land komm an hunn en aalt Haus zu Klierf gelount. D'Holztrap an den éischte Stack kraacht esou haart dass de Puppelchen all Nuecht erwächt, an zwou Stufe wackelen. De Proprietaire seet mir sollen een sichen an hie bezilt d'Rechnung.",
  "carpentry", "Clervaux", "Klierf", [], [], "")
M("lb-t08", "Ech studéieren an hunn nieft dem Studium ugefaangen Taarten op Bestellung ze baken. Bis elo leeft alles iwwer Facebook-Messagen an ech verléieren den Iwwerbléck. Ech hätt gär eng kleng Säit wou d'Leit bestellen a bezuelen kënnen: wat kascht dat ongeféier, a brauch ech dofir eng Firma?",
  "web-development", None, None, [], [], "Q")
M("lb-t09", "Eis Dachrënn iwwert der Terrass leeft bei all Reen iwwer an d'Waasser leeft d'Fassad erof, do gëtt et schonn gréng. De Moler, deen eis d'Fassad gemaach huet, seet dat wier kee Problem vu senger Aarbecht mee vun der Rënn, déi ze kleng oder verstoppt wier. Mir wunnen zu Munneref an der Route de Remich, d'Haus mat de bloe Luede.",
  "roofing", "Mondorf-les-Bains", "Munneref", ["Route de Remich"], [], "OP")
M("lb-t10", "Ech hunn eng kleng Garage zu Wolz mat zwee Mecanicienen. Mäi Comptabel geet am Mäerz an d'Pensioun an ech brauch een fir d'TVA-Deklaratiounen, d'Pai an de Bilan. Ech hunn alles an Classeuren, net digital, hoffentlech ass dat kee Problem.",
  "accounting", "Wiltz", "Wolz", [], [], "X")
M("lb-t11", "mir sinn 4 an der WG an de wifi fällt all owes tëscht 8 an 10 aus, grad wann mer all streamen 🙄 de router ass eng fritzbox vum provider, hu se schonn 3x nei gestart. kann een dat richteg astellen oder brauche mer en 2te router?",
  "it-support", None, None, [], [], "CBQ")
M("lb-t12", "Mäi Papp ass 84 a muss aus sengem Haus zu Jonglënster an e Flegeheem plënneren. Hie kann nëmmen e Fotell an eng Kommoud mathuelen, de Rescht kënnt an e Garde-Meuble. Mäi Brudder schafft zu Gréiwemaacher a ka just samschdes hëllefen, dofir brauche mer Leit fir déi schwéier Miwwelen. Am léifsten nach virum Enn vum Mount.",
  "moving", "Junglinster", "Jonglënster", ["Gréiwemaacher"], [], "P")
M("lb-t13", "Mir hunn e Weekendhaus zu Bollendorf, op der däitscher Säit vun der Sauer vis-à-vis vu Bollendorf-Pont. D'Maueren am Wunnzëmmer si giel vum Kamäin an et richt no Damp. Mir hätten et gär bis Ouschteren frësch gestrach: kommt dir och iwwer d'Grenz?",
  "painting", "abroad", "Bollendorf", ["Bollendorf-Pont"], [], "QP")
M("lb-t14", "Mir sinn 78 an 80 Joer al an eist Buedzëmmer ass nach aus de 70er Joren, mat enger héijer Bidden. Den Dokter seet mir sollen eng Dusch ouni Rand hunn, mat Grëffer un der Mauer. Kann een eis dat ganzt Buedzëmmer ëmbauen, mat allem dobäi, Plättercher, Sanitär a Stroum? Mir wunnen zu Réimech.",
  "renovation", "Remich", "Réimech", [], [], "Q")
M("lb-t15", "Mir hunn eng nei Wunneng um Kirchberg kaaft, dräi Zëmmer, alles wäiss an eidel. Ech hu kee Gespier fir Faarwen a Miwwelen an hätt gär een deen e Konzept mécht: wéi eng Luuchten, wou de Canapé hikënnt, wéi eng Rideauen. Schräiner a Moler sichen ech duerno selwer, et geet mer just ëm de Plang.",
  "interior-design", "Luxembourg", "Kirchberg", [], [], "O")

# ---------------------------------------------------------------- fr
# duplicate trade: plumbing; None: car repair
M("fr-s01", "La chasse d'eau des toilettes coule en continu depuis trois jours et on entend un filet d'eau toute la nuit, on habite à Howald.",
  "plumbing", "Hesperange", "Howald", [], [], "P")
M("fr-s02", "Combien coûterait l'installation d'une wallbox de 11 kW dans mon garage à Bertrange, rue de Luxembourg, sachant que le tableau électrique est juste à côté ?",
  "electrical", "Bertrange", "Bertrange", ["rue de Luxembourg"], [], "QP")
M("fr-s03", "Ma Clio fait un claquement à l'avant gauche dès que je tourne le volant, vous avez quelqu'un sur Mamer ?",
  None, "Mamer", "Mamer", [], [], "BQ")
M("fr-s04", "Après dix ans de locataire fumeur, les murs du salon sont jaunes et ça sent encore le tabac froid, il faudrait tout repeindre avant de relouer l'appartement à Niederkorn.",
  "painting", "Differdange", "Niederkorn", [], [], "P")
M("fr-s05", "besoin de quelqu un pour scarifier et ressemer la pelouse pleine de mousse, jardin de 300 m2 a strassen, dispo en avril",
  "gardening", "Strassen", "strassen", [], [], "C")
M("fr-s06", "Mon lave-linge Miele affiche F53 et le tambour ne tourne plus du tout alors qu'il n'a que six ans.",
  "appliance-repair", None, None, [], [], "B")
M("fr-s07", "Combien coûte une traduction assermentée vers le français d'un jugement de divorce portugais de quatre pages ?",
  "translation", None, None, [], [], "Q")
M("fr-s08", "Mon ancien colocataire est parti avec un double des clés et refuse de le rendre, donc je voudrais changer le cylindre de la porte d'entrée à Bonnevoie.",
  "locksmith", "Luxembourg", "Bonnevoie", [], [], "")
M("fr-s09", "L'onduleur SMA de nos panneaux affiche « Erreur 401 » depuis lundi et l'appli indique une production à zéro alors qu'il fait grand soleil.",
  "solar", None, None, [], [], "B")
M("fr-s10", "slt g une fuite sous l evier ca goutte dans le placard, jai mis une bassine mais bon, L-1855 dispo ce soir?",
  "plumbing", "Luxembourg", "L-1855", [], [], "CQ")
M("fr-t01", "Notre fille de quatre mois dort dans la plus petite chambre, et c'est justement la seule pièce où le radiateur reste tiède même à fond. Ma belle-mère, qui garde la petite trois jours par semaine, trouve qu'on la couvre mal, et l'ambiance est tendue. Le plombier qui a refait la salle de bain en septembre est passé et a dit que ce n'était pas son domaine, plutôt un souci d'équilibrage du circuit de chauffage. On habite à Bereldange, dans une maison mitoyenne des années 80.",
  "heating", "Walferdange", "Bereldange", [], [], "LOP")
M("fr-t02", "Nous sommes retraités et nous avons versé en mars un acompte de 6 000 euros à une entreprise pour une véranda. Depuis, plus aucune nouvelle: le téléphone sonne dans le vide et leur site a disparu. Nous habitons à Capellen. Est-ce qu'on peut encore récupérer cet argent, et par où commencer ?",
  "legal", "Mamer", "Capellen", [], [], "PQ")
M("fr-t03", "Je tiens une brasserie à Esch/Alzette, avenue de la Gare. Hier soir un client a vu un cafard courir le long de la plinthe près des toilettes, et mon serveur en a trouvé deux autres dans la réserve ce matin. Le contrôle sanitaire passe souvent en fin d'année et je ne peux pas me permettre de fermer.",
  "pest-control", "Esch-sur-Alzette", "Esch/Alzette", ["avenue de la Gare"], [], "XP")
M("fr-t04", "Je suis frontalière, j'habite à Thionville et je travaille au Kirchberg. Je déménage d'un F3 au deuxième étage sans ascenseur vers une maison à Yutz, à dix minutes. Il y a un piano droit, un lave-linge et une trentaine de cartons. Vous intervenez aussi côté français ?",
  "moving", "abroad", "Thionville", ["Kirchberg"], [], "QP")
M("fr-t05", "Je suis arrivée en septembre pour un poste dans une banque et c'est ma première déclaration d'impôt ici. Ma collègue dit que je peux déduire les frais de déménagement, l'assurance et les intérêts de mon prêt, mais les formulaires sont en allemand et je n'y comprends rien. Je cherche un comptable ou un conseiller fiscal pour la remplir avec moi.",
  "accounting", None, None, [], [], "")
M("fr-t06", "L'an dernier un menuisier nous a posé une cuisine sur mesure, on en est très contents. Mais la crédence en carrelage derrière la plaque de cuisson se fissure: trois carreaux sont fendus et les joints noircissent. Le menuisier dit que ce n'est pas son travail. On habite au 12 rue des Prés, 3450 Dudelange.",
  "tiling", "Dudelange", "Dudelange", [], [], "O")
M("fr-t07", "Je possède deux studios à Ettelbruck que je loue à des élèves infirmiers. L'un d'eux a trente ans: cuisine d'origine, sol en lino qui se décolle, salle d'eau fatiguée. Je voudrais le remettre à neuf en juillet-août, entre deux locataires. Est-ce qu'une seule entreprise peut tout coordonner ?",
  "renovation", "Ettelbruck", "Ettelbruck", [], [], "Q")
M("fr-t08", "Je gère bénévolement une copropriété de douze logements à Belair. La société qui nettoyait la cage d'escalier a fait faillite fin octobre et depuis les paliers sont sales, les habitants se plaignent à moi tous les jours. Il nous faudrait un passage par semaine, vitres du hall comprises, avec un contrat simple.",
  "cleaning", "Luxembourg", "Belair", [], [], "")
M("fr-t09", "Depuis le jardin de la maison qu'on vient d'acheter à Mondorf, on voit que plusieurs ardoises ont glissé sur le pan nord et qu'il y a de la mousse partout. Notre voisin, couvreur à la retraite, dit qu'il faut faire quelque chose avant l'hiver. Pouvez-vous envoyer quelqu'un pour un devis ?",
  "roofing", "Mondorf-les-Bains", "Mondorf", [], [], "Q")
M("fr-t10", "J'ai ouvert mon salon de coiffure il y a un an. Les clientes me demandent toujours si elles peuvent réserver en ligne, et la page que mon neveu m'a faite ne marche pas sur téléphone. Je voudrais un vrai site avec prise de rendez-vous et les tarifs, pour un budget d'environ mille cinq cents euros.",
  "web-development", None, None, [], ["cents"], "XP")
M("fr-t11", "Avec deux enfants de 3 et 5 ans, on manque de rangement et on voudrait transformer le dessous de l'escalier en placard avec des portes coulissantes et des tiroirs. On a vu des idées sur Pinterest mais mon mari n'est pas bricoleur. La maison est à Bascharage, on est disponibles le mercredi.",
  "carpentry", "Käerjeng", "Bascharage", [], [], "P")
M("fr-t12", "Bonjour, notre cabinet de kiné a trois PC sous Windows 11 et une imprimante Brother qui ne veut plus imprimer depuis la dernière mise à jour, elle affiche « hors ligne » sur tous les postes. On a débranché, rebranché, redémarré la box, rien. Le cabinet est en Ville de Luxembourg, près du Glacis, et les patients attendent leurs factures.",
  "it-support", "Luxembourg", "Ville de Luxembourg", [], [], "XB")
M("fr-t13", "Nous faisons baptiser notre deuxième à l'église de Dommeldange le 14 juin, suivi d'un déjeuner à la maison. On aimerait un photographe pendant deux heures, surtout pour la cérémonie et quelques photos de famille dans le jardin. Pour le premier baptême, un oncle avait fait les photos et elles étaient toutes floues.",
  "photography", "Luxembourg", "Dommeldange", [], [], "")
M("fr-t14", "Nous avons vendu notre maison et acheté un appartement de 80 m2 à Remich avec vue sur la Moselle. Nous avons beaucoup de meubles anciens et ne savons pas lesquels garder, ni comment agencer le séjour pour qu'il reste clair. Est-ce qu'un décorateur peut venir nous conseiller sur place, et à quel tarif ?",
  "interior-design", "Remich", "Remich", [], [], "Q")
M("fr-t15", "Le mur de soutènement en parpaings au fond de notre jardin à Soleuvre penche de plus en plus et une fissure en escalier est apparue cet automne. Le paysagiste qui entretient le jardin nous a dit de ne surtout pas planter devant et d'appeler quelqu'un pour le mur. Derrière, il y a le chemin où passent les enfants pour aller à l'école.",
  "masonry", "Sanem", "Soleuvre", [], [], "OP")

# ---------------------------------------------------------------- de
# duplicate trade: heating; None: tutoring
M("de-s01", "Unsere Buderus-Gastherme zeigt seit heute Morgen den Fehler 6A an und alle Heizkörper in unserem Haus in Bartringen bleiben kalt.",
  "heating", "Bertrange", "Bartringen", [], [], "B")
M("de-s02", "hallo in der küche fliegt jedes mal die sicherung raus wenn wasserkocher und mikrowelle gleichzeitig laufen wohnen in schifflingen",
  "electrical", "Schifflange", "schifflingen", [], [], "C")
M("de-s03", "Der Schlüssel für den Briefkasten ist weg und die Hausverwaltung sagt, ich muss das Schloss auf eigene Kosten austauschen lassen.",
  "locksmith", None, None, [], [], "")
M("de-s04", "Darf man den völlig verwilderten Kirschlorbeer im März noch radikal zurückschneiden lassen oder muss man wegen der Vögel bis zum Herbst warten?",
  "gardening", None, None, [], [], "Q")
M("de-s05", "Nach unserer Silvesterparty sieht die Wohnung in L-1724 aus wie ein Schlachtfeld, wir brauchen bis Sonntag eine gründliche Reinigung inklusive Teppich und Backofen.",
  "cleaning", "Luxembourg", "L-1724", [], [], "")
M("de-s06", "Mein Sohn braucht zweimal pro Woche Nachhilfe in Mathe, am liebsten bei uns zu Hause in Strassen.",
  None, "Strassen", "Strassen", [], [], "")
M("de-s07", "Was kostet es ungefähr, 25 Quadratmeter Terrassenplatten aus Feinsteinzeug in Bettemburg verlegen zu lassen?",
  "tiling", "Bettembourg", "Bettemburg", [], [], "Q")
M("de-s08", "Unser Liebherr-Kühlschrank brummt seit Tagen laut und unten im Gemüsefach steht jeden Morgen eine Pfütze.",
  "appliance-repair", None, None, [], [], "B")
M("de-s09", "Auf dem Dachboden in Befort poltert es jede Nacht, und der Nachbar meint, es sei ein Marder, weil auch die Kabel an seinem Auto angeknabbert sind.",
  "pest-control", "Beaufort", "Befort", [], [], "")
M("de-s10", "Lohnt sich eine Wärmepumpe für unser Haus von 1975 in Ulflingen, wenn wir nur normale Heizkörper und keine Fußbodenheizung haben?",
  "heating", "Troisvierges", "Ulflingen", [], [], "Q")
M("de-t01", "Bei uns ist gerade Ausnahmezustand: die Schwiegermutter ist zu Besuch, die Zwillinge haben Windpocken, und jetzt tropft es auch noch von der Decke im Flur. Direkt darüber liegt das Bad, und immer wenn jemand duscht, wird der braune Fleck größer. Mein Mann dachte an die Silikonfuge, die hat er am Wochenende erneuert, aber es tropft weiter. Wir wohnen in Düdelingen, zweiter Stock, der Vermieter ist einverstanden.",
  "plumbing", "Dudelange", "Düdelingen", [], [], "L")
M("de-t02", "Ich vermiete zwei Wohnungen, eine in Petingen und eine in Bonneweg. Der Mieter aus Bonneweg ist ausgezogen und verlangt die volle Kaution von drei Monatsmieten zurück, obwohl das Parkett voller tiefer Kratzer ist. Darf ich davon etwas einbehalten, und brauche ich dafür eine Anwältin?",
  "legal", "Luxembourg", "Bonneweg", ["Petingen"], [], "QP")
M("de-t03", "Wir sind im Sommer hergezogen und haben eine Altbauwohnung in Clerf gemietet. Die Holzfenster im Schlafzimmer klemmen, lassen sich kaum noch schließen und es zieht an allen Seiten. Der Hausmeister meinte, das sei nur alte Farbe und ein Maler solle die Kanten abschleifen, aber die Flügel sind sichtbar verzogen. Ich suche jemanden, der alte Holzfenster wieder gangbar macht.",
  "carpentry", "Clervaux", "Clerf", [], [], "O")
M("de-t04", "Ich habe eine kleine Autowerkstatt in Wasserbillig. Die Lichtplatten im Hallendach sind vergilbt und spröde, eine ist schon der Länge nach gerissen, und die Dachrinne an der Hofseite ist durchgerostet und hängt durch. Bevor der Winter richtig anfängt, hätte ich das gern erledigt.",
  "roofing", "Mertert", "Wasserbillig", [], [], "XP")
M("de-t05", "Bin seit Januar selbstständige Grafikdesignerin und hab keine Ahnung, wie das mit der Mehrwertsteuer hier läuft. Meine Belege liegen in einem Schuhkarton 😅 Ich brauche jemanden für die Buchhaltung und die erste Steuererklärung, gerne auch auf Englisch.",
  "accounting", None, None, [], [], "C")
M("de-t06", "Ich habe ein Jobangebot bei einer Versicherung, und die Personalabteilung verlangt mein polnisches Abschlusszeugnis als beglaubigte Übersetzung ins Französische. Es sind zwei Seiten plus ein Notenblatt. Bis wann wäre das machbar, und was kostet es?",
  "translation", None, None, [], [], "Q")
M("de-t07", "Mein Mann und ich sind seit letztem Jahr in Rente, und seit 2012 haben wir eine Photovoltaikanlage auf dem Dach in Redingen. Seit ein paar Wochen zeigt der Wechselrichter von Fronius »State 306« an und im Portal sehe ich tagsüber kaum noch Ertrag. Unser Elektriker hat sich das angesehen und sagt, mit PV kenne er sich nicht aus.",
  "solar", "Redange", "Redingen", [], [], "BO")
M("de-t08", "In unserer Zahnarztpraxis in Esch an der Alzette ist seit gestern der Server lahm: das Röntgenprogramm startet nicht und die Terminsoftware hängt sich auf. Unser bisheriger IT-Betreuer ist in Rente gegangen. Wir brauchen dringend jemanden vor Ort, morgen sind 30 Patienten eingetragen.",
  "it-support", "Esch-sur-Alzette", "Esch an der Alzette", [], [], "X")
M("de-t09", "Wir haben letztes Jahr ein Haus in Moutfort gekauft. Im Keller läuft an der Außenwand ein Riss, in den man fast den ganzen Finger stecken kann, und der Putz bröckelt daneben ab. Aus diesem Grund wollen wir die Kellerwand prüfen und ausbessern lassen, bevor wir dort ein Spielzimmer für die Kinder einrichten.",
  "masonry", "Contern", "Moutfort", [], ["Grund"], "P")
M("de-t10", "Wir ziehen Ende März aus unserer WG in Zessingen aus, und laut Mietvertrag müssen alle Wände wieder weiß sein. Ein Zimmer ist dunkelblau, in einem anderen hat der Vormieter Sprüche an die Wand gemalt, und im Flur sind überall Fahrradspuren. Lohnt sich dafür ein Maler, oder schaffen wir das mit drei Eimern Farbe selbst?",
  "painting", "Luxembourg", "Zessingen", [], [], "Q")
M("de-t11", "Ich betreue als Hausverwalter ein Gebäude im Bahnhofsviertel. Eine ältere Mieterin aus dem vierten Stock zieht ins Pflegeheim, und ihre Kinder leben in Kanada und haben uns gebeten, den Umzug zu organisieren. Es gibt keinen Aufzug, dafür sehr viele Bücher und ein Klavier.",
  "moving", "Luxembourg", "Bahnhofsviertel", ["Kanada"], [], "P")
M("de-t12", "Wir wohnen in Igel, gleich hinter der Grenze bei Wasserbillig, und wollen das Obergeschoss für die Schwiegereltern umbauen lassen: eine Wand versetzen, ein kleines Bad einbauen, neue Böden. Die deutschen Firmen haben alle Wartezeiten bis nächsten Herbst. Arbeiten luxemburgische Betriebe auch auf der deutschen Seite?",
  "renovation", "abroad", "Igel", ["Wasserbillig"], [], "QP")
M("de-t13", "Ich führe eine Bäckerei mit Café in Walferdingen, und im Frühjahr kommt unsere neue Karte heraus. Dafür brauchen wir appetitliche Fotos von etwa 30 Produkten: Torten, Brote, Frühstücksteller. Die Bilder sollen auch auf die neue Website, die gerade ein Webdesigner baut.",
  "photography", "Walferdange", "Walferdingen", [], [], "XO")
M("de-t14", "Unser drittes Kind kommt im Mai und das Reihenhaus in Differdingen wird langsam zu eng. Wir überlegen, das große Wohnzimmer zu teilen, wissen aber nicht, wie man das macht, ohne dass alles dunkel wird. Gibt es jemanden, der uns ein Raumkonzept mit Farben, Licht und Möbelplanung macht?",
  "interior-design", "Differdange", "Differdingen", [], [], "Q")
M("de-t15", "hey, ich studier Informatik, hab aber null Zeit für sowas: mein Onkel hat ein kleines Weingut in Grevenmacher und seine Website ist von 2009, nicht mal handytauglich. Er will einen kleinen Onlineshop für seine Crémants und eine Seite für Weinproben. Budget so 3000, könnt ihr das?",
  "web-development", "Grevenmacher", "Grevenmacher", [], ["einen"], "CQP")

# ---------------------------------------------------------------- en
# duplicate trade: it-support; None: piano lessons
M("en-s01", "My laptop showed a ransomware screen this morning asking for bitcoin, and all my thesis files now end in .locked so I can't open anything.",
  "it-support", None, None, [], [], "")
M("en-s02", "Half the sockets in our flat in Gasperich stopped working after the kids plugged in a fan heater, but all the breakers in the box look normal.",
  "electrical", "Luxembourg", "Gasperich", [], [], "")
M("en-s03", "Our Samsung fridge freezer shows 'Er 22E' and the fridge side is getting warm while the freezer is fine, we're in Senningerberg.",
  "appliance-repair", "Niederanven", "Senningerberg", [], [], "BP")
M("en-s04", "Looking for someone to teach my daughter piano at our home in Bridel on Wednesday afternoons.",
  None, "Kopstal", "Bridel", [], [], "P")
M("en-s05", "How much would it cost to clear a neglected garden of brambles and get the grass back to something the kids can play on, about 200 m2 in Itzig?",
  "gardening", "Hesperange", "Itzig", [], ["grass"], "QP")
M("en-s06", "The key snapped off inside the front door lock of my bakery at L-2449 and half of it is still stuck in the cylinder.",
  "locksmith", "Luxembourg", "L-2449", [], [], "X")
M("en-s07", "Can I put solar panels on the roof of an old listed farmhouse in Munsbach or will the commune refuse it?",
  "solar", "Schuttrange", "Munsbach", [], [], "Q")
M("en-s08", "need a deep clean of a 2 bed apartment in hollerich before we hand back the keys friday, oven and windows incl",
  "cleaning", "Luxembourg", "hollerich", [], [], "C")
M("en-s09", "I need my British birth certificate and driving licence translated into French by a sworn translator for my residence application.",
  "translation", None, None, [], [], "")
M("en-s10", "wifi in my new flat keeps dropping every 10 min, its a tp-link deco mesh left by the previous tenant and I work from home so kinda urgent 😬",
  "it-support", None, None, [], [], "BC")
M("en-t01", "My wife and I have lived in Strassen for twelve years and never had trouble with the boiler until now. Since our granddaughter's birthday party last weekend, the radiators upstairs are only lukewarm and the pressure gauge keeps dropping below 1 bar every morning. Our neighbour, who is an electrician, had a look and said it isn't his field but might be the expansion vessel. We're both in our seventies and the bedroom is getting properly cold at night.",
  "heating", "Strassen", "Strassen", [], [], "LO")
M("en-t02", "I'm the volunteer representative of the co-owners in a small building in Merl. One owner has started renting his flat on Airbnb, and every weekend there are strangers with suitcases in the hallway at 2 am. Our building rules say nothing clear about short-term rentals. Can we stop him, and what would a lawyer charge for a first opinion?",
  "legal", "Luxembourg", "Merl", [], [], "QB")
M("en-t03", "We moved into a rented house in Olm last month and the landlord has agreed that we can repaint the children's bedrooms at our own cost. In one room there were black mould spots around the window, which we cleaned off, but a grey stain keeps coming back through the paint. We're looking for a painter who can treat it properly and do both rooms in light colours before Christmas.",
  "painting", "Kehlen", "Olm", [], [], "P")
M("en-t04", "ok so there are tiny brown bugs in my mattress and I keep waking up with bites in a line on my arm 😭 my flatmates say it's mosquitos but it's literally december. there are 5 of us sharing the flat in Clausen so idk if it's only my room. can someone come and check??",
  "pest-control", "Luxembourg", "Clausen", [], [], "CQ")
M("en-t05", "I run a small coffee bar in Kirchberg with two part-time staff. My accountant passed away in the summer and I've fallen behind on the quarterly VAT returns and the payslips. I got a reminder letter last week and I'm getting nervous. I'd like someone to take over the bookkeeping every month from now on.",
  "accounting", "Luxembourg", "Kirchberg", [], [], "X")
M("en-t06", "I own two flats that I let out, one in Helmsange and one in Ettelbruck. The kitchen in the Helmsange flat is from the nineties: doors hanging off, the worktop swollen next to the sink, and the extractor barely works. Between tenants in February I'd like to redo the kitchen completely, maybe moving the sink under the window. Is it better to hire one company for everything, and how long would it take?",
  "renovation", "Walferdange", "Helmsange", ["Ettelbruck"], [], "QP")
M("en-t07", "Our toddler has just started climbing, and the banister on the stairs in our house in Bertrange has gaps wide enough for her to get her head through. We'd like extra wooden spindles added so it matches the old oak, plus a proper gate at the top fixed into the wood. We tried a screw-in gate from a baby shop and it wobbled.",
  "carpentry", "Bertrange", "Bertrange", [], [], "")
M("en-t08", "We live in Arlon, just across the border from Steinfort. The brick pillar our front gate hangs on has cracked and is leaning since a delivery lorry reversed into it. Do your masons come over to Belgium, or do you only work on your side of the border?",
  "masonry", "abroad", "Arlon", ["Steinfort"], [], "QP")
M("en-t09", "I'm moving from a furnished company flat in Cessange to an unfurnished place two streets away at the end of January. I only have a bed, a desk, about fifteen boxes and a huge monstera plant that must not break. I'd need a van and two people for a morning, ideally on a Saturday.",
  "moving", "Luxembourg", "Cessange", [], [], "")
M("en-t10", "I'm opening a physiotherapy practice in Mersch in February and need professional headshots of our team of four, plus photos of the treatment rooms. They're for the website and for flyers. Ideally everything in one morning before the first patients arrive.",
  "photography", "Mersch", "Mersch", [], [], "X")
M("en-t11", "My husband is a carpenter and makes beautiful custom furniture, but all his work comes through word of mouth. We'd like a simple portfolio website with a contact form and a gallery he can update from his phone. He's really not into computers, so it has to be dead easy.",
  "web-development", None, None, [], [], "XO")
M("en-t12", "We've just got the keys to a new-build flat in Differdange, 95 m2, open plan, and so far we've only ordered an IKEA kitchen. We'd love someone to design the living area so it works with a toddler and a home office corner, and tell us which lighting and colours to pick. Our budget for the design work itself is around 1,500 euros.",
  "interior-design", "Differdange", "Differdange", [], [], "B")
M("en-t13", "The Velux window in our attic bedroom in Sandweiler no longer closes properly, and the flashing around it has come loose; at one corner you can actually see daylight. The rest of the roof is fine, about twenty years old. We'd like it fixed or replaced before the baby is born in March.",
  "roofing", "Sandweiler", "Sandweiler", [], ["born"], "BP")
M("en-t14", "hi so in our main bathroom the shower tiles sound hollow when you knock on them and two have cracked right across the grout is going black too and my partner thinks the whole wall needs doing I think just the tiles can someone come look before it gets worse",
  "tiling", None, None, [], [], "C")
M("en-t15", "Our water bill for the flat in Luxembourg City came in at three times the usual amount. We can't see any leak anywhere, but the water meter keeps turning slowly even when every tap is closed, and there's a faint hissing behind the bathroom wall at night. The building manager says it's our problem, not the building's.",
  "plumbing", "Luxembourg", "Luxembourg City", [], ["bill"], "P")

# ---------------------------------------------------------------- pt
# duplicate trade: cleaning; None: dress alterations
M("pt-s01", "Preciso de alguém para limpar a fundo o apartamento em Bonnevoie antes de entregar as chaves à agência no sábado.",
  "cleaning", "Luxembourg", "Bonnevoie", [], [], "")
M("pt-s02", "bom dia a torneira da cozinha pinga dia e noite ja troquei a borracha e nada moro em rodange",
  "plumbing", "Pétange", "rodange", [], [], "CP")
M("pt-s03", "Sempre que chove muito o disjuntor lá de casa vai abaixo e ficamos sem luz na cozinha, será perigoso?",
  "electrical", None, None, [], [], "Q")
M("pt-s04", "Procuro uma costureira que me suba a bainha de três calças e aperte um vestido de festa, moro em Lamadelaine.",
  None, "Pétange", "Lamadelaine", [], [], "P")
M("pt-s05", "A máquina de lavar Whirlpool dá o erro F05 e fica cheia de água, alguém pode vir a Tétange esta semana?",
  "appliance-repair", "Kayl", "Tétange", [], [], "BQP")
M("pt-s06", "Sou concierge num prédio e a fechadura da porta de entrada está sempre a prender, os moradores já não conseguem abrir com a chave, é em L-4710.",
  "locksmith", "Pétange", "L-4710", [], [], "C")
M("pt-s07", "Quanto custa mais ou menos cortar a sebe e limpar o jardim de uma moradia em Bettembourg uma vez por mês?",
  "gardening", "Bettembourg", "Bettembourg", [], [], "Q")
M("pt-s08", "Tenho um café e preciso de um contabilista que fale português para tratar da TVA e dos salários das duas empregadas.",
  "accounting", None, None, [], [], "X")
M("pt-s09", "Preciso da certidão de casamento e do registo criminal traduzidos do português para francês por um tradutor ajuramentado.",
  "translation", None, None, [], [], "")
M("pt-s10", "olá o meu patrão tem um escritório no centro de Luxemburgo e quer alguém pra fazer a limpeza 2x por semana ao fim do dia 🙏",
  "cleaning", "Luxembourg", "Luxemburgo", [], [], "C")
M("pt-t01", "Moramos num apartamento em Esch-sur-Alzette com dois miúdos pequenos. Desde o fim de semana o chauffage não aquece, o radiador do quarto dos miúdos está gelado e a caldeira faz um barulho tipo clic-clic sem acender. A propriétaire diz para ligar ao syndic, o syndic diz que é com ela, e ninguém vem. Entretanto a minha sogra veio para o batizado e estamos todos a dormir de casaco.",
  "heating", "Esch-sur-Alzette", "Esch-sur-Alzette", [], [], "LC")
M("pt-t02", "Tenho dois apartamentos alugados, um em Ettelbruck e outro em Diekirch. O inquilino de Diekirch subalugou um quarto a outra pessoa sem me dizer nada e agora vivem três pessoas num T1. Posso rescindir o contrato por causa disto? Preciso de um advogado que fale português.",
  "legal", "Diekirch", "Diekirch", ["Ettelbruck"], [], "QP")
M("pt-t03", "O meu marido é pintor e ia pintar a fachada da nossa casa em Schifflange, mas quando raspou a tinta viu que o reboco está todo solto e há uma fissura grande por cima da janela. Ele diz que antes de pintar é preciso alguém para arranjar a parede. Podem mandar alguém ver?",
  "masonry", "Schifflange", "Schifflange", [], [], "OQ")
M("pt-t04", "Eu e a minha mulher estamos reformados e vamos deixar a casa de Larochette para um rés-do-chão a 500 metros, porque ela já não consegue subir escadas. Temos um armário de carvalho enorme, uma arca congeladora e muitas caixas. Os nossos filhos trabalham nas obras e só podem ajudar ao domingo.",
  "moving", "Larochette", "Larochette", [], [], "")
M("pt-t05", "No sótão da nossa casa em Wiltz há um ninho de vespas do tamanho de uma bola de futebol, mesmo por cima do quarto da bebé. Ouvimos o zumbido à noite através do teto e já apareceram três vespas lá dentro. O meu marido queria ir lá com um spray mas eu tenho medo.",
  "pest-control", "Wiltz", "Wiltz", [], [], "")
M("pt-t06", "Vivo em Audun-le-Tiche, do lado francês, mesmo colado a Esch. Queremos pôr painéis solares no telhado da garagem, mas as empresas francesas pedem muito caro. Vocês também trabalham em França?",
  "solar", "abroad", "Audun-le-Tiche", ["Esch"], [], "QP")
M("pt-t07", "Moien! O chão da cozinha é de ladrilho e há uns quantos que estão soltos e fazem barulho quando se pisa, e um partiu-se quando caiu uma panela. Ainda temos uma caixa dos mesmos na cave. Moro em Suessem, podem passar para ver?",
  "tiling", "Sanem", "Suessem", [], [], "CQ")
M("pt-t08", "Cheguei há dois meses e aluguei um quarto num apartamento partilhado em Hesperange. A porta do meu quarto não fecha bem, raspa no chão e o trinco já não encaixa porque a porta desceu. O senhorio diz que posso chamar alguém e ele desconta na renda.",
  "carpentry", "Hesperange", "Hesperange", [], [], "")
M("pt-t09", "Comprámos o trespasse de uma antiga padaria em Mersch para abrir uma pastelaria portuguesa. Está tudo velho: balcão, chão, casa de banho dos clientes, iluminação. Precisamos de uma empresa que faça a obra toda até abril, porque já estamos a pagar renda. Quanto tempo costuma demorar uma coisa destas?",
  "renovation", "Mersch", "Mersch", [], [], "XQ")
M("pt-t10", "Sou estudante e o meu portátil Asus não liga desde que entornei café no teclado. Sequei-o com o secador mas agora só pisca uma luz laranja. Tenho lá dentro o trabalho final do curso, que tenho de entregar na sexta!!",
  "it-support", None, None, [], [], "B")
M("pt-t11", "Sou cabeleireira e trabalho por conta própria. Quero um site simples com fotos dos meus trabalhos, os preços e um botão para marcar pelo WhatsApp. O meu sobrinho disse que fazia, mas já passaram seis meses e nada.",
  "web-development", None, None, [], [], "XB")
M("pt-t12", "Vamos batizar a nossa filha em junho na igreja de Hamm e depois há almoço em casa dos meus pais, ali perto. Queríamos um fotógrafo para a cerimónia e para umas fotos de família no jardim, mais ou menos três horas.",
  "photography", "Luxembourg", "Hamm", [], [], "P")
M("pt-t13", "Comprámos o nosso primeiro apartamento, 70 m2, na zona da Gare, e não temos jeito nenhum para decoração. Os móveis que temos são do quarto de estudante e não combinam com nada. Gostávamos de alguém que nos ajudasse a escolher cores, luzes e a organizar a sala, com um orçamento apertado.",
  "interior-design", "Luxembourg", "Gare", [], [], "")
M("pt-t14", "Na casa dos meus sogros em Rumelange a chaminé está a perder pedaços lá em cima e caem bocados no telhado. O meu cunhado Walter subiu ao sótão para ver e diz que há telhas partidas à volta e que se vê luz. Eles têm mais de 80 anos e não querem ninguém a subir ao telhado sem seguro.",
  "roofing", "Rumelange", "Rumelange", [], ["Walter"], "P")
M("pt-t15", "Sou a syndic bénévole de um prédio em Grevenmacher. As paredes da cage d'escalier estão todas riscadas pelas bicicletas e pelos carrinhos de bebé. Decidimos em assembleia pintar os três andares e precisamos de um orçamento antes de abril.",
  "painting", "Grevenmacher", "Grevenmacher", [], [], "C")

# ---------------------------------------------------------------- it
# duplicate trade: painting; None: catering
M("it-s01", "Vorrei far ridipingere il soffitto della cucina perché sopra i fornelli è diventato tutto grigio e unto.",
  "painting", None, None, [], [], "")
M("it-s02", "Lo scaldabagno elettrico perde acqua dalla valvola di sicurezza e sotto c'è sempre una pozza, abito a Dudelange.",
  "plumbing", "Dudelange", "Dudelange", [], [], "")
M("it-s03", "Quanto costa far aggiungere tre prese e una linea dedicata per il forno nella cucina nuova a Strassen?",
  "electrical", "Strassen", "Strassen", [], [], "Q")
M("it-s04", "Cerco qualcuno che prepari il buffet per una festa di compleanno di 40 persone sabato prossimo a Bertrange, salato e dolci.",
  None, "Bertrange", "Bertrange", [], [], "")
M("it-s05", "La lavastoviglie Bosch segna E15 e non parte più, c'è un tecnico che viene in zona Kirchberg?",
  "appliance-repair", "Luxembourg", "Kirchberg", [], [], "BQ")
M("it-s06", "ciao la serratura della cassetta delle lettere è rotta e il postino non riesce più a infilare niente, sono a L-1470",
  "locksmith", "Luxembourg", "L-1470", [], [], "C")
M("it-s07", "Abbiamo un giardino incolto dietro casa a Crauthem e vorremmo qualcuno che lo sistemi una volta al mese da marzo a ottobre.",
  "gardening", "Roeser", "Crauthem", [], [], "P")
M("it-s08", "Mi serve una traduzione giurata in francese del certificato di laurea e del libretto degli esami.",
  "translation", None, None, [], [], "")
M("it-s09", "Il mio PC fisso non riconosce più il disco esterno dove ci sono tutte le foto dei bambini degli ultimi cinque anni.",
  "it-support", None, None, [], [], "")
M("it-s10", "preventivo per imbiancare un appartamento di 3 stanze a walferdange pareti bianche soffitti normali grazie",
  "painting", "Walferdange", "walferdange", [], [], "C")
M("it-t01", "Io e mia moglie abitiamo a Differdange dal 1968, quando sono venuto a lavorare in fabbrica. La caldaia a gasolio è vecchia quasi quanto i nipoti grandi e quest'anno fa fatica: i termosifoni restano tiepidi e in cantina c'è odore di nafta. Mio figlio dice di chiamare l'idraulico, ma l'idraulico del paese dice che lui i bruciatori non li tocca. Il tecnico che veniva prima è andato in pensione e adesso non sappiamo a chi rivolgerci.",
  "heating", "Differdange", "Differdange", [], [], "LO")
M("it-t02", "Lavoro a Munsbach e abito in affitto a Limpertsberg. Il proprietario vuole vendere l'appartamento e mi ha dato sei settimane per andarmene, ma il contratto è a tempo indeterminato. Può farlo davvero? Vorrei parlare con un avvocato prima di rispondergli.",
  "legal", "Luxembourg", "Limpertsberg", ["Munsbach"], [], "QP")
M("it-t03", "Vogliamo aprire un vano porta tra cucina e soggiorno nella nostra casa a Oberkorn, così vediamo i bambini mentre cuciniamo. Il muro è portante, ce l'ha confermato il geometra. Cerchiamo chi faccia il lavoro con l'architrave e ripulisca dopo.",
  "masonry", "Differdange", "Oberkorn", [], [], "P")
M("it-t04", "Ho una pizzeria a Rumelange e vorrei far fare un bancone nuovo in legno massello e delle mensole su misura per le bottiglie. Quello vecchio è in truciolato e si è gonfiato con l'acqua. Chiudiamo due settimane ad agosto, sarebbe il momento ideale.",
  "carpentry", "Rumelange", "Rumelange", [], [], "X")
M("it-t05", "Due anni fa abbiamo messo i pannelli fotovoltaici sulla casa a Mamer e adesso l'inverter Huawei mostra l'allarme 2032 e la produzione è ferma. Il nostro amico elettricista pensa che sia un problema della rete, ma i vicini hanno la corrente normale. L'installatore ha chiuso l'azienda e non risponde più.",
  "solar", "Mamer", "Mamer", [], [], "BO")
M("it-t06", "Ciao! Nella cucina dell'appartamento che condivido a Belair ci sono formiche dappertutto, una fila che parte dalla presa vicino al frigo 🐜🐜 Abbiamo provato aceto e le trappole del supermercato, niente. Il propriétaire dice che non è compito suo, come si fa?",
  "pest-control", "Luxembourg", "Belair", [], [], "CQ")
M("it-t07", "Sono l'amministratore di un piccolo condominio a Bettembourg. Dopo i lavori di facciata, le finestre delle parti comuni e il vano scale sono pieni di polvere e schizzi di intonaco. Serve una pulizia straordinaria prima dell'assemblea dei condomini di metà marzo.",
  "cleaning", "Bettembourg", "Bettembourg", [], [], "")
M("it-t08", "Mi trasferisco dal monolocale di Hesperange a un bilocale a pochi isolati e non ho la macchina. Ho un divano letto, una libreria smontabile, una lavatrice e una ventina di scatoloni. Mi servirebbe un furgone con due persone un sabato mattina di febbraio.",
  "moving", "Hesperange", "Hesperange", [], [], "")
M("it-t09", "Abitiamo a Longwy, appena oltre il confine da Rodange. Nostro figlio fa la prima comunione a maggio e vorremmo un fotografo per la messa e qualche foto di famiglia in giardino. Venite anche in Francia?",
  "photography", "abroad", "Longwy", ["Rodange"], [], "QP")
M("it-t10", "Mi sono appena trasferita e sto aprendo il mio studio di psicologa. Mi serve un sito in italiano e francese con la prenotazione delle sedute online e una pagina privacy a norma GDPR. Ho già il logo e qualche foto.",
  "web-development", None, None, [], [], "X")
M("it-t11", "Abbiamo comprato una casa a Steinsel e il perito ci ha detto che il tetto non è isolato e che le tegole sono porose e piene di muschio. D'inverno la mansarda è gelida e d'estate un forno. Conviene rifare la copertura con l'isolamento adesso o si può aspettare qualche anno?",
  "roofing", "Steinsel", "Steinsel", [], [], "Q")
M("it-t12", "Gestisco un salone da parrucchiera a Bereldange e vogliamo rinnovare l'immagine del locale: colori, luci, disposizione delle postazioni, magari un angolo caffè. Il falegname di fiducia ci farà i mobili, ma prima ci serve un progetto fatto bene. Non sappiamo da dove cominciare.",
  "interior-design", "Walferdange", "Bereldange", [], [], "XOP")
M("it-t13", "ciao scusate nel bagno di casa le piastrelle della doccia si stanno staccando da sole una è caduta e si è rotta dietro si vede la colla vecchia mio cognato dice di rifare tutto il bagno io penso solo le piastrelle quanto costa piu o meno",
  "tiling", None, None, [], [], "CQ")
M("it-t14", "Io e mio marito siamo in pensione e prendiamo sia la pensione italiana sia quella di qui. Ogni anno non capiamo come dichiararle, e l'anno scorso ci è arrivato un conto delle tasse che non ci aspettavamo. Cerchiamo un commercialista che parli italiano, abitiamo a Lussemburgo città.",
  "accounting", "Luxembourg", "Lussemburgo", [], [], "")
M("it-t15", "Ho due appartamenti in affitto, uno a Esch-sur-Alzette e uno a Schifflange. Quello di Schifflange è vuoto da quando è morta la vecchia inquilina: moquette, carta da parati e cucina del 1985. Vorrei rifare pavimenti, cucina e bagno per rimetterlo in affitto entro l'estate.",
  "renovation", "Schifflange", "Schifflange", ["Esch-sur-Alzette"], [], "P")

# ---------------------------------------------------------------- es
# duplicate trade: moving; None: childcare
M("es-s01", "Necesito una furgoneta con dos personas para llevar un sofá, una cama y unas veinte cajas desde Kirchberg a un piso nuevo en el mismo barrio este sábado.",
  "moving", "Luxembourg", "Kirchberg", [], [], "")
M("es-s02", "¿Es normal que la cisterna del váter se rellene sola cada veinte minutos haciendo ruido, o hay que cambiar alguna pieza?",
  "plumbing", None, None, [], [], "Q")
M("es-s03", "hola en mi piso de cents se apagan todas las luces cuando enciendo el horno y huele un poco a quemado en el enchufe urgente",
  "electrical", "Luxembourg", "cents", [], [], "CP")
M("es-s04", "Buscamos una canguro que hable español para recoger a los niños del colegio en Senningen de lunes a jueves.",
  None, "Niederanven", "Senningen", [], [], "P")
M("es-s05", "Mi horno Siemens muestra el código E011 y ya no calienta, ¿hacéis reparaciones en Hesperange?",
  "appliance-repair", "Hesperange", "Hesperange", [], [], "BQ")
M("es-s06", "Busco a alguien que limpie los cristales del escaparate y la tienda de ropa que tengo en Echternach, una vez al mes.",
  "cleaning", "Echternach", "Echternach", [], [], "X")
M("es-s07", "Después de un intento de robo en el rellano quiero poner una cerradura de seguridad en la puerta de mi piso en Bonnevoie.",
  "locksmith", "Luxembourg", "Bonnevoie", [], [], "")
M("es-s08", "¿Cuánto cuesta traducir al francés un título universitario español con traductor jurado y cuánto se tarda?",
  "translation", None, None, [], [], "Q")
M("es-s09", "Quiero que alguien me monte un pequeño huerto elevado y me plante unos frutales en el jardín de casa en Oetrange.",
  "gardening", "Contern", "Oetrange", [], [], "P")
M("es-s10", "Hay que subir un piano de pared a un tercer piso sin ascensor en L-5201, ¿lo hacéis y cuánto cuesta?",
  "moving", "Sandweiler", "L-5201", [], [], "Q")
M("es-t01", "El sábado celebramos el cumpleaños de nuestra hija con quince niños en casa y justo ese día la calefacción decidió morirse. La caldera de gas, una Viessmann, parpadea en rojo y muestra F4, y los radiadores están fríos. Mi suegro, que es electricista, revisó los fusibles y dice que la corriente llega bien y que es cosa de la caldera. Vivimos en Mersch y mañana vienen los abuelos a dormir.",
  "heating", "Mersch", "Mersch", [], [], "LOB")
M("es-t02", "Llegué hace tres meses para trabajar en un banco y alquilé un piso en Gasperich a través de una agencia. Me cobraron una comisión de mes y medio, y luego leí que aquí la tiene que pagar el propietario. ¿Puedo reclamarla? Necesito un abogado que me explique mis derechos en español o en inglés.",
  "legal", "Luxembourg", "Gasperich", [], [], "Q")
M("es-t03", "Tengo dos pisos alquilados, uno en Junglinster y otro en Bettendorf. Los inquilinos de Junglinster me mandan fotos de ratones en la cocina y excrementos detrás del horno, y dicen que por la noche se oyen correr dentro del falso techo. Quiero que alguien lo solucione antes de que se vayan.",
  "pest-control", "Junglinster", "Junglinster", ["Bettendorf"], [], "P")
M("es-t04", "Mi mujer y yo nos jubilamos el año que viene y queremos dejar la casa de Vianden lista para venderla. Las contraventanas de madera están peladas y en el techo del salón quedan manchas de una humedad antigua, la causa ya se arregló. Buscamos a alguien que pinte fachada, contraventanas y salón.",
  "painting", "Vianden", "Vianden", [], [], "")
M("es-t05", "Tengo un bar de tapas en el Grund y la terraza de madera que da al río tiene tablas podridas y alguna suelta. La semana pasada un cliente casi se tuerce el tobillo. Necesito que alguien cambie las tablas antes de abrir la terraza en primavera.",
  "carpentry", "Luxembourg", "Grund", [], [], "X")
M("es-t06", "Vivimos en Mondorff, el pueblo francés que está justo enfrente de Mondorf-les-Bains. El canalón de la fachada trasera se ha soltado y cuelga, y falta una fila de tejas en el borde del tejado del garaje. ¿Trabajáis también del lado francés?",
  "roofing", "abroad", "Mondorff", ["Mondorf-les-Bains"], [], "QP")
M("es-t07", "Soy fisioterapeuta y en enero empiezo como independiente en una consulta compartida. No tengo ni idea de cómo funciona aquí el IVA, ni las cotizaciones sociales, ni qué facturas puedo deducir. Busco a alguien que me lleve la contabilidad desde el principio.",
  "accounting", None, None, [], [], "X")
M("es-t08", "holaaa soy erasmus en la uni y mi portátil se ha llenado de pop-ups 🙄 cada vez que abro chrome salen anuncios de casinos, ya pasé el antivirus y nada. alguien me lo puede limpiar sin perder los apuntes??",
  "it-support", None, None, [], [], "CBQ")
M("es-t09", "Somos dos hermanos fontaneros con bastante trabajo, pero no tenemos página web y los clientes siempre preguntan dónde ver fotos de nuestras obras. Queremos algo sencillo: quiénes somos, zona, fotos de baños terminados y un formulario de contacto. Ninguno de los dos sabe nada de ordenadores.",
  "web-development", None, None, [], [], "XO")
M("es-t10", "Mis padres cumplen cincuenta años de casados en abril y les queremos regalar una sesión de fotos de familia con hijos y nietos, unas catorce personas. Habíamos pensado en el parque del castillo de Clervaux, o en casa si llueve.",
  "photography", "Clervaux", "Clervaux", [], [], "")
M("es-t11", "Acabamos de comprar un piso antiguo en Neudorf con techos altos y suelos de madera, pero está oscuro y los muebles que tenemos son de IKEA de nuestra época de estudiantes. ¿Un interiorista puede ayudarnos a elegir colores, lámparas y muebles que encajen con el piso, sin gastar una fortuna?",
  "interior-design", "Luxembourg", "Neudorf", [], [], "QB")
M("es-t12", "En la terraza de nuestra casa en Leudelange las baldosas se han levantado con las heladas y varias están rotas. Se puede tropezar fácilmente y tenemos un niño de dos años que corre por todas partes. Queremos cambiar el suelo entero de la terraza, unos 20 m2, antes del verano.",
  "tiling", "Leudelange", "Leudelange", [], [], "")
M("es-t13", "Mi pareja y yo estamos pensando en poner placas solares con batería en nuestra casa de la rue de Luxembourg, en Munsbach. Nos han dicho que hay ayudas del Estado, pero no sabemos si compensa con el tejado orientado al este y al oeste. ¿Podéis venir a hacer un estudio?",
  "solar", "Schuttrange", "Munsbach", ["rue de Luxembourg"], [], "QP")
M("es-t14", "Somos seis propietarios en un edificio de los años sesenta en Dudelange y queremos reformar la entrada entera: suelo, buzones, iluminación, pintura y un portal nuevo. Soy la presidenta de la comunidad y me toca buscar presupuestos. Preferimos una sola empresa que lo coordine todo.",
  "renovation", "Dudelange", "Dudelange", [], [], "")
M("es-t15", "El muro de piedra que separa nuestro jardín del camino en Bergem se ha derrumbado en parte después de las lluvias de noviembre. Son unos cuatro metros y las piedras están en el suelo, se podrían volver a usar. Mi jardinero dice que él no hace muros y que busquemos a un albañil.",
  "masonry", "Mondercange", "Bergem", [], [], "PO")
