# Blind test set, round 33. Tuples: (id, text, category, commune, place, distractors, not_place).
MESSAGES = [
    # ---------------------------------------------------------------- Luxembourgish
    ('lb-s01', "Eis Toilette leeft zënter gëschter permanent no an de Spullkaschten fëllt sech ni ganz, wunnen zu Wooltz",
     'plumbing', 'Wiltz', 'Wooltz', (), ()),
    ('lb-s02', "Hunn mech ausgespaart, de Schlëssel stécht vu bannen am Schlass, Klierf, ganz dréngend!!",
     'locksmith', 'Clervaux', 'Klierf', (), ()),
    ('lb-s03', "Bei eis zu Housen ass zënter haut de Moien d'Hallschent vum Haus ouni Stroum, d'Sécherungen am Kasten sinn awer all erop",
     'electrical', 'Parc Hosingen', 'Housen', (), ()),
    ('lb-s04', "Wie kéint eis Heck schneiden an de Gras méien, Stolzebuerg, ongeféier all 2 Wochen?",
     'gardening', 'Putscheid', 'Stolzebuerg', (), ()),
    ('lb-s05', "Mir hunn e Wespennascht ënnert dem Daach iwwer der Terrass zu furen, d'Kanner traue sech net méi eraus",
     'pest-control', 'Tandel', 'furen', (), ()),
    ('lb-s06', "Ech brauch eng vereedegt Iwwersetzung vu mengem portugisesche Gebuertsakt op Franséisch fir d'Gemeng",
     'translation', None, None, (), ()),
    ('lb-s07', "Eis Spullmaschinn (Bosch) weist E24 a pompelt d'Waasser net méi eraus, Buerschent",
     'appliance-repair', 'Bourscheid', 'Buerschent', (), ()),
    ('lb-s08', "Chauffage ass aus, de Brenner steet op Stéierung an d'Radiateure gi kal, mir sinn zu Nacher bei der Kierch",
     'heating', 'Goesdorf', 'Nacher', (), ()),
    ('lb-s09', "Wie mécht eis den 30ten eng Schlussreinigung vun engem Appartement zu Schëffleng, 65 m2?",
     'cleaning', 'Schifflange', 'Schëffleng', (), ()),
    ('lb-s10', "Sichen eng Schneiderin déi mer e Brautkleed kierzt, d'Hochzäit ass am Mee",
     None, None, None, (), ()),
    ('lb-t01', "Mir plënneren Enn Januar aus eisem Appartement zu Walfer an de Proprietaire wëll d'Wänn erëm wäiss hunn. "
               "D'Kanner hunn am Kannerzëmmer mat Filzstëfter 'gemoolt' an am Living sinn déi Flecken vun de Biller. "
               "Kann een dat nach virum 25. Januar maachen? Sinn 3 Zëmmer, ongeféier 70 m2.",
     'painting', 'Walferdange', 'Walfer', (), ()),
    ('lb-t02', "Mäin Noper ass Dachdecker a war gëschter um Daach fir ze kucken firwat et um Späicher naass gëtt. "
               "Hie seet d'Ziegelen an d'Blech wieren an der Rei, et wier de Kamäin: d'Steng si lass an de Mortel fält iwwerall eraus. "
               "Dat mécht hien awer net, dat wier net säin Dossier. D'Haus ass zu Miersch, wéini kéint een kucke kommen?",
     'masonry', 'Mersch', 'Miersch', (), ()),
    ('lb-t03', "Mir hunn eng Bäckerei zu Jonglënster. Zënter gëschter Owend verbënnt de Kaartenterminal net méi, um Écran steet 'no connection', "
               "mee de Wifi fir eis Handyen leeft normal. Samschdes moies steet d'Schlaang bis op den Trottoir an d'Leit wëlle mat Kaart bezuelen 😬. "
               "Kann haut nach een laanscht kommen?",
     'it-support', 'Junglinster', 'Jonglënster', (), ()),
    ('lb-t04', "Lount et sech nach fir Solarpanneauen op de Scheierdaach ze leeën? Mir sinn zu Useldeng, d'Daach geet no Süden, "
               "ongeféier 80 m2, an d'Ziegele sinn 2019 nei gemaach ginn. Wat kascht dat ongeféier fir 10 kWp a ginn et nach Subsiden? "
               "Mäi Schwoer seet et wier net méi rentabel zanter d'Tariffer erof sinn.",
     'solar', 'Useldange', 'Useldeng', (), ()),
    ('lb-t05', "All Kéier wann et méi staark reent leeft Waasser bei der Fënster am Daach eran, an der Kummer vum Klengen ass schonn e brongen Fleck um Plafong. "
               "Mir hunn en Eemer drënner gestallt, mee dat ass jo keng Léisung. D'Haus ass zu Esch-Sauer, gebaut 1978.",
     'roofing', 'Esch-sur-Sûre', 'Esch-Sauer', (), ()),
    ('lb-t06', "De Sanitär war haut de Moie wéinst dem Drock an de Leitungen, hien huet e Reduzéierventil gewiesselt. "
               "Hie sot awer de richtege Problem wier d'Wärmepompel: déi weist Feeler F22 a gëtt net méi waarm, an dat wier net säi Beruff. "
               "Mir sinn zu Bauschelt, d'Pompel ass eng Vaillant vun 2018. Wien kennt sech domat aus?",
     'heating', 'Boulaide', 'Bauschelt', (), ()),
    ('lb-t07', "Mir hunn am Februar eng Firma fir eis Terrass an d'Paveeën ënnerschriwwen, 14.000 €, an hunn 40% Acompte bezuelt. "
               "Zënter Mäerz ass keen méi komm, um Telefon äntwert keen an de recommandéierte Bréif ass zeréckkomm. "
               "Wat kënne mir do maachen, wéi kréie mir eis Suen erëm?",
     'legal', None, None, (), ()),
    ('lb-t08', "Mir hunn en ale Living zu Rammerech, 45 m2, mat nëmmen enger Fënster no Norden, an et ass ëmmer däischter. "
               "Ech weess net wéi eng Faarwen, wéi ee Sofa, wou den Dësch hi soll. "
               "Maacht dir och just Berodung mat engem Plang, ouni dass direkt Handwierker kommen? Wat kascht sou eppes?",
     'interior-design', 'Rambrouch', 'Rammerech', (), ()),
    ('lb-t09', "An der Dusch si véier Plättercher gesprongen an d'Fuge si ganz schwaarz, ech mengen et leeft Waasser derhannert. "
               "Meng Schwéiermamm kënnt Enn vum Mount fir dräi Wochen, bis dohinner soll dat gemaach sinn. Mir wunnen zu Biebereg.",
     'tiling', 'Préizerdaul', 'Biebereg', (), ()),
    ('lb-t10', "De Schräiner deen eis Trap virun 20 Joer gemaach huet ass an d'Pensioun gaangen an d'Firma gëtt et net méi. "
               "Elo kraachen dräi Trapen wéi verréckt an d'Geländer wackelt, meng Mamm huet Angscht erof ze falen. "
               "Ass do een deen sou eng Eechentrap reparéiert, mir sinn zu Sëll?",
     'carpentry', 'Saeul', 'Sëll', (), ()),
    ('lb-t11', "Ech hunn eng kleng Garage fir Autosreparaturen mat zwee Mataarbechter. "
               "D'Bicher, d'TVA an d'Paie huet bis elo meng Fra gemaach, mee mir sinn eis getrennt an elo leien d'Rechnungen an engem Schongkarton 😅. "
               "D'TVA fir den 3. Trimester ass schonn iwwerfälleg. Wien kann dat iwwerhuelen, am beschten och de Bilan?",
     'accounting', None, None, (), ()),
    ('lb-t12', "Mir hunn en ale Bauerenhaff zu Wëlwerwolz kaaft, vun 1890, a bal alles muss nei: Elektresch, Sanitär, Fënsteren, Buedem an d'Isolatioun. "
               "Ech schaffen an der Stad a kann net all Dag op der Baustell stoen. "
               "Gëtt et eng Firma déi dat alles koordinéiert oder muss ech all Handwierker eenzel sichen? Wat kascht sou eppes ongeféier pro m2?",
     'renovation', 'Kiischpelt', 'Wëlwerwolz', (), ()),
    ('lb-t13', "Meng Mamm geet den 1. Mäerz an d'Altersheem zu Gréiwemaacher an hiert Haus zu Ëlwen muss bis Ouschteren eidel sinn. "
               "Et sinn e puer schwéier Eechemiwwelen, e Piano an e Keller voller Gebeessen. "
               "Dat meescht kënnt bei eis, de Rescht op de Recyclingcenter. Ech hunn nëmmen een Auto an e schlechte Réck.",
     'moving', 'Troisvierges', 'Ëlwen', ('Gréiwemaacher',), ()),
    ('lb-t14', "Eise Fotograf fir d'Hochzäit huet haut ofgesot, hien ass krank an huet kee Remplaçant. "
               "D'Hochzäit ass den 21. Juni, Standesamt a Feier zu Arel an der Belsch, vu 14 Auer bis spéit. "
               "Mir bräichten een fir de ganzen Dag, Portraite a Gruppefotoen.",
     'photography', 'abroad', 'Arel', (), ()),
    ('lb-t15', "Mir si eng Dachdeckerfirma mat 6 Leit an eis Websäit ass vun 2011, um Handy gesäit een näischt. "
               "Mir hätte gär eppes Modernes mat Fotoe vun eise Chantieren an engem Formulaire fir en Devis. "
               "Geet dat och op Lëtzebuergesch, Franséisch an Däitsch?",
     'web-development', None, None, (), ()),
    # ---------------------------------------------------------------- French
    ('fr-s01', "Fuite sous l'évier de la cuisine, ça goutte dans le meuble et le fond est tout gonflé, on est à Rodange",
     'plumbing', 'Pétange', 'Rodange', (), ()),
    ('fr-s02', "porte claquée clés à l intérieur et ma fille de 2 ans dedans svp quelqu un vite bettembourg",
     'locksmith', 'Bettembourg', 'bettembourg', (), ()),
    ('fr-s03', "On a ramené des punaises de lit des vacances je crois, ça pique toutes les nuits, appart à Esch/Alzette",
     'pest-control', 'Esch-sur-Alzette', 'Esch/Alzette', (), ()),
    ('fr-s04', "Lave-linge Miele qui affiche F53 et ne vidange plus, le linge est encore trempé dedans, je suis à Soleuvre",
     'appliance-repair', 'Sanem', 'Soleuvre', (), ()),
    ('fr-s05', "Qui peut abattre un sapin d'environ 15 m beaucoup trop près de la maison à Frisange ?",
     'gardening', 'Frisange', 'Frisange', (), ()),
    ('fr-s06', "Indépendant depuis mars, je cherche quelqu'un pour ma déclaration d'impôts et la TVA trimestrielle",
     'accounting', None, None, (), ()),
    ('fr-s07', "Installer une borne de recharge 11 kW dans le garage pour la nouvelle voiture, maison à Pontpierre",
     'electrical', 'Mondercange', 'Pontpierre', (), ()),
    ('fr-s08', "refaire toute la faience de la salle de bain environ 6m2 a weiler-la-tour",
     'tiling', 'Weiler-la-Tour', 'weiler-la-tour', (), ()),
    ('fr-s09', "Nettoyage de fin de chantier pour une maison neuve, 180 m2 + vitres, rue des Roses L-3360",
     'cleaning', 'Leudelange', 'L-3360', (), ()),
    ('fr-s10', "Ma voiture fait un claquement quand je tourne à gauche, vous connaissez un garage honnête ?",
     None, None, None, (), ()),
    ('fr-t01', "Depuis une semaine l'eau met cinq bonnes minutes à devenir chaude à la douche, et le ballon au grenier fait des bruits de bouilloire. "
               "Mon mari dit que c'est le calcaire, moi je pense qu'il va lâcher, il a 15 ans. "
               "On est à Dudelange, quartier Italie, et avec trois ados les douches froides ça ne passe pas 😅",
     'plumbing', 'Dudelange', 'Dudelange', (), ()),
    ('fr-t02', "Le plombier est venu mardi pour la fuite au WC, c'est réglé. "
               "Par contre il m'a dit que la chaudière gaz perd de la pression parce que le vase d'expansion est mort, et que ce n'est pas son métier. "
               "Je dois remettre de l'eau tous les deux jours et il fait 17 degrés dans le salon. Quelqu'un peut passer à Oberkorn cette semaine ?",
     'heating', 'Differdange', 'Oberkorn', (), ()),
    ('fr-t03', "Je suis carreleur à mon compte depuis 8 ans. "
               "Mon site, c'est mon neveu qui l'avait fait sur WordPress, et depuis qu'il est parti étudier à Montréal plus rien ne marche, il affiche une page blanche. "
               "J'aimerais un site simple avec mes réalisations et un formulaire de devis, et que Google me trouve quand on tape carrelage + ma région.",
     'web-development', None, None, (), ()),
    ('fr-t04', "Ça vaut encore le coup, des panneaux sur un toit plat à Remich ? On a environ 60 m2 au-dessus du garage, orienté sud-ouest. "
               "Combien pour 8-10 kWc avec une batterie, et est-ce que les aides de l'État existent toujours en 2027 ? "
               "Un voisin dit qu'il faut d'abord refaire l'étanchéité.",
     'solar', 'Remich', 'Remich', (), ()),
    ('fr-t05', "On rend les clés de l'appart à Bonnevoie le 31 janvier. "
               "L'ancien locataire fumait et les murs du salon et le plafond de la cuisine sont jaunâtres, l'agence veut du blanc propre sinon elle garde la caution. "
               "C'est un 2 pièces, environ 55 m2. Quelqu'un dispo mi-janvier ?",
     'painting', 'Luxembourg', 'Bonnevoie', (), ()),
    ('fr-t06', "L'entreprise qui a posé notre allée en pavés il y a trois ans a fait faillite. "
               "Aujourd'hui les pavés s'affaissent devant le garage et le petit muret qui retient la terre a une fissure et penche vers le trottoir. "
               "On est à Mondorf, pas loin des thermes. Qui peut reprendre ça avant l'hiver ?",
     'masonry', 'Mondorf-les-Bains', 'Mondorf', (), ()),
    ('fr-t07', "Notre menuisier a encaissé 8 000 € d'acompte pour une cuisine sur mesure en juin et depuis, plus rien : il ne répond plus, son atelier est fermé. "
               "On a le devis signé et les virements. "
               "Est-ce qu'un avocat peut nous aider à récupérer l'argent, ou une mise en demeure suffit ? Je ne sais pas par où commencer.",
     'legal', None, None, (), ()),
    ('fr-t08', "Est-ce que vous avez quelqu'un qui fait des plans 3D pour réaménager un rez-de-chaussée ? "
               "On vient d'acheter à Bascharage, cuisine fermée + salon + petite salle à manger, je voudrais tout ouvrir mais je n'arrive pas à imaginer où mettre l'îlot, les canapés, quelles couleurs. "
               "Pour l'instant je ne cherche pas d'ouvriers, juste des idées et un plan. C'est payant à l'heure ou au forfait ?",
     'interior-design', 'Käerjeng', 'Bascharage', (), ()),
    ('fr-t09', "Après la tempête de dimanche il manque une dizaine d'ardoises sur le pan nord et la gouttière pend au-dessus de la porte d'entrée. "
               "J'ai mis une bache avec mon voisin mais sa ne tiendra pas longtemps. "
               "Maison à Filsdorf, rue de Mondorf, deux étages, il faut sûrement un échafaudage.",
     'roofing', 'Dalheim', 'Filsdorf', ('Mondorf',), ()),
    ('fr-t10', "Mon voisin, qui est électricien, est venu voir la gâche électrique de la porte d'entrée et m'a dit qu'elle marche très bien. "
               "C'est la porte en chêne elle-même qui a gonflé avec l'humidité, elle frotte en bas et il faut forcer pour fermer. "
               "Elle a 30 ans mais on l'aime bien, on ne veut pas la changer. On habite Berchem, près de l'église.",
     'carpentry', 'Roeser', 'Berchem', (), ()),
    ('fr-t11', "J'ai un salon de coiffure à Steinfort avec trois employées. "
               "Depuis la mise à jour Windows de vendredi, le logiciel de caisse ne trouve plus l'imprimante des tickets et le lecteur de carte se déconnecte une fois sur deux. "
               "Le samedi c'est la folie, je ne peux pas continuer à écrire les factures à la main. Quelqu'un peut venir lundi matin, on est fermés ?",
     'it-support', 'Steinfort', 'Steinfort', (), ()),
    ('fr-t12', "Combien coûte à peu près une rénovation complète d'une maison de 1965 à Remerschen ? "
               "Cuisine, deux salles de bain, électricité, chauffage au sol, isolation par l'intérieur. "
               "Je travaille en Allemagne toute la semaine, donc je voudrais une entreprise générale qui coordonne tout. On parle de 150 000 ou de 300 000 ?",
     'renovation', 'Schengen', 'Remerschen', (), ()),
    ('fr-t13', "On quitte notre appart à Thionville pour une maison à Itzig fin février. "
               "C'est un 3 pièces au 4e sans ascenseur, avec un piano droit et une armoire normande que ma grand-mère ne veut pas qu'on démonte. "
               "Il faudrait aussi des cartons et du papier bulle. Le 27 ou le 28 si possible.",
     'moving', 'abroad', 'Thionville', ('Itzig',), ()),
    ('fr-t14', "Mon cousin est peintre en bâtiment et se prend pour un artiste, il veut absolument faire les photos des 50 ans de mariage de mes parents avec son téléphone. "
               "Non merci 😅 Il nous faudrait quelqu'un de pro pour la fête le samedi 13 juin à Howald, de 15h à 20h environ, avec photos de groupe et les petits-enfants. "
               "Ça coûte combien en général ?",
     'photography', 'Hesperange', 'Howald', (), ()),
    ('fr-t15', "Combien coûte une traduction assermentée d'un acte de naissance marocain, de l'arabe vers le français ? "
               "La commune me la demande pour le dossier de mariage. Et c'est long, genre une semaine ou un mois ?",
     'translation', None, None, (), ()),
    # ---------------------------------------------------------------- German
    ('de-s01', "Dachrinne hängt auf der Straßenseite durch und läuft bei jedem Regen über, Haus in Wasserbillig",
     'roofing', 'Mertert', 'Wasserbillig', (), ()),
    ('de-s02', "nach einbruchsversuch ist der schließzylinder der haustür kaputt und geht nicht mehr zu bitte heute noch in echternach",
     'locksmith', 'Echternach', 'echternach', (), ()),
    ('de-s03', "Möchte eine Wallbox mit 11 kW in der Garage anschließen lassen, Zählerschrank ist im Keller, wohne in Grevenmacher",
     'electrical', 'Grevenmacher', 'Grevenmacher', (), ()),
    ('de-s04', "Unser Pelletkessel steht auf Störung Saugzug und im Haus wird es kalt, Berdorf, bitte so schnell wie möglich",
     'heating', 'Berdorf', 'Berdorf', (), ()),
    ('de-s05', "Suche Nachhilfe in Mathe für meinen Sohn (5e am Lycée), am liebsten auf Deutsch und zweimal die Woche",
     None, None, None, (), ()),
    ('de-s06', "Liebherr-Kühlschrank kühlt nicht mehr richtig, Licht geht aber und der Kompressor brummt ständig, wohne in Befort",
     'appliance-repair', 'Beaufort', 'Befort', (), ()),
    ('de-s07', "Wer kann bei uns zwei alte Baumstümpfe ausfräsen und die Thujahecke entfernen, PLZ L-5430?",
     'gardening', 'Lenningen', 'L-5430', (), ()),
    ('de-s08', "Die Fugen in der Dusche sind schwarz und bröseln raus, ein paar Fliesen klingen hohl, Wohnung in Greiweldingen",
     'tiling', 'Stadtbredimus', 'Greiweldingen', (), ()),
    ('de-s09', "Wer putzt uns die Fenster im Einfamilienhaus in Rosport, etwa 25 Fenster plus Wintergarten?",
     'cleaning', 'Rosport-Mompach', 'Rosport', (), ()),
    ('de-s10', "Gartenzaun aus Lärchenholz auf 30 m erneuern, die alten Pfosten sind morsch, Grundstück in Consdorf",
     'carpentry', 'Consdorf', 'Consdorf', (), ()),
    ('de-t01', "Seit dem Frost letzte Woche steht im Keller jeden Morgen eine Pfütze unter der Leitung zum Außenwasserhahn. "
               "Die Wasseruhr dreht sich auch, wenn im Haus alles zu ist. "
               "Wir wohnen in Ehnen direkt an der Mosel, das Haus ist von 1965. Kann sich das jemand diese Woche anschauen?",
     'plumbing', 'Wormeldange', 'Ehnen', (), ()),
    ('de-t02', "Der Schreiner, der uns vor zwei Jahren die Einbauschränke unter der Dachschräge gebaut hat, ist spurlos verschwunden, Handy abgemeldet, Werkstatt verkauft. "
               "Zwei Türen hängen schief, eine Schublade klemmt und ein Regalboden aus massivem Holz hat sich durchgebogen. "
               "Wer kann das in Bous richten? Zeichnungen vom Original haben wir noch.",
     'carpentry', 'Bous-Waldbredimus', 'Bous', (), ('Holz',)),
    ('de-t03', "Wir führen ein kleines Weingut in Machtum, meine Frau und ich, dazu kommen zwei Erntehelfer im Herbst. "
               "Bisher hat ein Bekannter alles nebenbei gemacht, aber der ist jetzt nach Spanien gezogen. "
               "Wer übernimmt ab Januar die Lohnzettel, die Mehrwertsteuer-Erklärungen und den Jahresabschluss? Gern jemand, der sich mit Winzern auskennt.",
     'accounting', None, None, ('Machtum',), ('führen',)),
    ('de-t04', "Lohnt sich ein Balkonkraftwerk für eine Mietwohnung in Manternach? Der Balkon geht nach Süden und ist etwa 6 m breit. "
               "Muss der Vermietter zustimmen, und darf man das einfach in die Steckdose stecken oder braucht es jemanden, der das anmeldet?",
     'solar', 'Manternach', 'Manternach', (), ()),
    ('de-t05', "Unsere Fassade ist an der Wetterseite grünlich-grau geworden und blättert stellenweise ab. "
               "Die Nachbarn haben letzten Sommer alles in so einem hellen Sandton gemacht, das sieht top aus. "
               "Bis zur Kommunion unserer Tochter im Mai hätten wir das auch gern. Haus in Biwer, zweistöckig, etwa 140 m² Fläche.",
     'painting', 'Biwer', 'Biwer', (), ()),
    ('de-t06', "Der Fliesenleger, der unser Bad gemacht hat, meinte, die Wand zwischen Küche und Esszimmer sei nicht tragend und man könne sie einfach rausnehmen. "
               "Die Statikerin sagt jetzt aber: doch, tragend, und aus genau diesem Grund haben wir noch nichts angefasst. "
               "Wir brauchen also einen Durchbruch mit Sturz, etwa 2 m breit, sauber gemacht. Haus in Beyren, Baujahr 1980.",
     'masonry', 'Flaxweiler', 'Beyren', (), ('Grund', 'einen')),
    ('de-t07', "Die Firma hat letztes Jahr unsere Einfahrt in Mensdorf gepflastert, und zwar so, dass das Regenwasser jetzt Richtung Garage läuft. "
               "Ein Gutachten bestätigt den Pfusch, aber die Firma lehnt jede Nachbesserung ab und droht mit Inkasso für die Restzahlung. "
               "Wir brauchen jemanden, der uns da rechtlich vertritt, notfalls vor Gericht.",
     'legal', None, None, ('Mensdorf',), ()),
    ('de-t08', "Wir haben ein altes Winzerhaus in Bech gekauft, dicke Mauern, kleine Fenster, Holzbalken an der Decke. "
               "Wir wollen es hell und gemütlich, aber nicht wie aus dem Möbelkatalog. "
               "Macht bei Ihnen jemand ein Farb- und Einrichtungskonzept, also Beratung und Pläne, keine Bauarbeiten? Wie viel kostet so etwas ungefähr?",
     'interior-design', 'Bech', 'Bech', (), ()),
    ('de-t09', "Seit ein paar Wochen poltert es nachts auf dem Dachboden, als würde jemand Möbel rücken, meistens so um 3 Uhr, lange vor dem Wecker. "
               "Heute haben wir gesehen, dass die Dämmung zerfetzt ist, und am Auto in der Einfahrt war ein Kabel angefressen. "
               "Haus in Christnach, am Waldrand. Die Kinder schlafen kaum noch.",
     'pest-control', 'Waldbillig', 'Christnach', (), ('Wecker',)),
    ('de-t10', "Der Elektriker hat uns beim Umbau in jedem Zimmer Netzwerkdosen gelegt, alles sauber. "
               "Trotzdem ist das WLAN oben mies, der Drucker wird nicht gefunden und der Fernseher verliert ständig die Verbindung. "
               "Er sagt, Router, Access Points und das Einrichten seien nicht sein Ding. Wohnhaus in Reisdorf, drei Etagen.",
     'it-support', 'Reisdorf', 'Reisdorf', (), ()),
    ('de-t11', "Wir sind ein kleiner Malerbetrieb mit drei Leuten. "
               "Unser Farbenshop läuft bei Shopify, soll aber zu WooCommerce umziehen, und auf der Startseite wollen wir eine Online-Terminbuchung für Besichtigungen. "
               "Wer macht so was und was kostet es ungefähr?",
     'web-development', None, None, (), ()),
    ('de-t12', "Was kostet es ungefähr, eine Doppelhaushälfte von 1972 in Roodt-sur-Syre komplett zu sanieren: Fenster, Bad, Elektrik, Heizung, Böden? "
               "Wir wollen nicht zehn Handwerker koordinieren. Gibt es bei Ihnen Generalunternehmer, die alles aus einer Hand machen?",
     'renovation', 'Betzdorf', 'Roodt-sur-Syre', (), ()),
    ('de-t13', "Meine Schwiegermutter zieht ins Pflegeheim nach Echternach und ihre Wohnung in Vianden muss bis zum 15. März leer sein. "
               "Dritter Stock, kein Aufzug, enge Altstadtgasse, ein Klavier und ein Eichenschrank von 1920. "
               "Einiges kommt zu uns, der Rest in den Container. Wer schafft so etwas an einem Tag?",
     'moving', 'Vianden', 'Vianden', ('Echternach',), ()),
    ('de-t14', "Wir haben eine kleine Pension in Bollendorf auf der deutschen Seite der Sauer, acht Zimmer. "
               "Für die neue Website und Booking brauchen wir ordentliche Bilder von Zimmern, Frühstücksraum und Terrasse, gern auch ein paar Aufnahmen vom Tal mit Drohne. "
               "Am liebsten im April, wenn alles grün ist. Kommt da jemand aus Luxemburg rüber?",
     'photography', 'abroad', 'Bollendorf', (), ('Luxemburg',)),
    ('de-t15', "Der Übersetzer, den uns das Standesamt empfohlen hat, ist inzwischen in Rente. "
               "Wir brauchen eine beglaubigte Übersetzung der ukrainischen Geburtsurkunde meiner Frau ins Deutsche oder Französische. "
               "Bis Ende Januar, sonst platzt der Termin.",
     'translation', None, None, (), ()),
    # ---------------------------------------------------------------- English
    ('en-s01', "Need an end of tenancy clean for a 2-bed flat in Limpertsberg, landlord inspection is Friday morning",
     'cleaning', 'Luxembourg', 'Limpertsberg', (), ()),
    ('en-s02', "Half the kitchen sockets died after a loud bang and the breaker won't stay up, we're in Bertrange",
     'electrical', 'Bertrange', 'Bertrange', (), ()),
    ('en-s03', "shower drain blocked again and the whole bathroom stinks, strassen, can someone come today",
     'plumbing', 'Strassen', 'strassen', (), ()),
    ('en-s04', "Locked out of my flat in Kirchberg and the keys are sitting on the kitchen table 🙃",
     'locksmith', 'Luxembourg', 'Kirchberg', (), ()),
    ('en-s05', "Looking for someone to walk our lab twice a day, we both fly out of Findel a lot for work",
     None, None, None, ('Findel',), ()),
    ('en-s06', "Can anyone cut back a massive laurel hedge and take the cuttings away, house in Bridel?",
     'gardening', 'Kopstal', 'Bridel', (), ()),
    ('en-s07', "Bosch dishwasher showing E15 and the base is full of water, Senningerberg",
     'appliance-repair', 'Niederanven', 'Senningerberg', (), ()),
    ('en-s08', "Need a certified translation of my UK degree certificate into French for the ministry",
     'translation', None, None, (), ()),
    ('en-s09', "Mice in the kitchen cupboards, droppings everywhere and my wife is done with it, Munsbach",
     'pest-control', 'Schuttrange', 'Munsbach', (), ()),
    ('en-s10', "Our home wifi drops every evening around 8 and the Fritzbox reboots itself, we're in Moutfort",
     'it-support', 'Contern', 'Moutfort', (), ()),
    ('en-t01', "We had the whole ground floor sanded and re-plastered and there is a film of white dust on literally everything, even inside the kitchen cupboards. "
               "The in-laws fly in from Cork on Saturday. House is in Mamer, about 120 m² downstairs plus the stairs. "
               "Could someone get it spotless by Thursday or Friday?",
     'cleaning', 'Mamer', 'Mamer', (), ()),
    ('en-t02', "The man who serviced our boiler every year has retired and his son only does bathrooms now. "
               "It's a Vaillant ecoTEC, about 12 years old, overdue for its annual check, and lately it makes a whooshing noise when it fires up. "
               "We're in Mullendorf. Is there anyone who can come before it gets properly cold?",
     'heating', 'Steinsel', 'Mullendorf', (), ()),
    ('en-t03', "I started a small window-cleaning business last year as a sole trader and I'm drowning in paperwork. "
               "VAT returns, the social security declarations for my two part-timers, and apparently I need proper annual accounts too. "
               "Who can take this off my hands, and what does it usually cost per month?",
     'accounting', None, None, (), ()),
    ('en-t04', "Is it actually worth adding a battery to our existing PV? We have 9 kWp on the garage roof in Garnich with a feed-in contract from 2015 that's about to run out. "
               "Someone quoted 9,800 € for 10 kWh, which sounds like a lot next to our electricity bill. Would we ever earn that back?",
     'solar', 'Garnich', 'Garnich', (), ('bill',)),
    ('en-t05', "The previous owners loved dark purple. Every room, including the ceilings. "
               "We got the keys to the house in Lorentzweiler yesterday and want everything a calm off-white before our stuff arrives on the 20th. "
               "About 160 m², two floors, stairwell included.",
     'painting', 'Lorentzweiler', 'Lorentzweiler', (), ()),
    ('en-t06', "A guy knocked on our door yesterday saying he'd spotted loose tiles from the street and could fix them today, cash only. "
               "We sent him away, but now I'm worried he was right: there's a gap near the chimney and a damp patch in the loft after last night's rain. "
               "House in Schouweiler, 1990s build. Could someone legit take a look?",
     'roofing', 'Dippach', 'Schouweiler', (), ()),
    ('en-t07', "Our builder took a 30% deposit in June for an extention, poured the foundations and then vanished. "
               "Another firm has now told us the foundations aren't even level. "
               "We have the contract, the bank transfers and loads of WhatsApps. Who can send a formal letter and help us get the money back?",
     'legal', None, None, (), ()),
    ('en-t08', "Do you do design advice only, no building work? "
               "We just bought a new-build flat in Gasperich near the Cloche d'Or and it's a white box with an open kitchen and one long living room. "
               "I'd love a plan for furniture, lighting and colours that works with a toddler. Roughly how much would a consultation like that cost?",
     'interior-design', 'Luxembourg', 'Gasperich', (), ()),
    ('en-t09', "Half the floor tiles in our kitchen sound hollow when you walk on them and two have cracked right across. "
               "Luckily I found a box of spares from the original job in the garage. "
               "We're in Olm, the kitchen is about 15 m². Can this be fixed without ripping out the units?",
     'tiling', 'Kehlen', 'Olm', (), ()),
    ('en-t10', "The company that fitted our kitchen four years ago has gone bust, so no warranty. "
               "The oak worktop has swollen and gone black around the sink, and one of the cupbaord doors has dropped. "
               "The appliances are all fine. House in Goeblange, can someone replace or sand the worktop?",
     'carpentry', 'Koerich', 'Goeblange', (), ()),
    ('en-t11', "My wife runs a small yoga studio and our booking system is literally a Google Form and a shared Excel. "
               "We want a proper website where people can book and pay for classes and buy 10-class cards, in English, French and German. "
               "Budget is around 3k. Who builds that kind of thing?",
     'web-development', None, None, (), ()),
    ('en-t12', "We're thinking of buying a 1930s house in Aubange, just over the Belgian border. "
               "It needs everything: roof insulation, new wiring, bathroom, kitchen, windows. "
               "Would one company be able to quote and manage the whole thing, and roughly what would that cost per m²? "
               "We currently rent in Bertrange and would keep living there during the works.",
     'renovation', 'abroad', 'Aubange', ('Bertrange',), ()),
    ('en-t13', "We're relocating back to Dublin in April and the company package covers the sea container but not the local part. "
               "Everything has to come down from a 3rd-floor flat in Sandweiler with a narrow staircase, including an upright piano and a very heavy oak dresser. "
               "We managed to sell the sofas already. Ideally packed too, because we both work until the last day.",
     'moving', 'Sandweiler', 'Sandweiler', (), ('sell',)),
    ('en-t14', "We're a small joinery and we're finally doing a proper catalogue. "
               "We need good photos of staircases we've installed in clients' homes, the best one is in a converted mill in Septfontaines. "
               "Natural light, a few details of the wood, maybe one or two with people. Do you have someone who does that kind of interior shoot?",
     'photography', 'Habscht', 'Septfontaines', (), ()),
    ('en-t15', "My father-in-law is a retired stonemason and insists he could fix it himself, but he's 84 and I'm not letting him. "
               "The old stone wall along the street is bulging after the frost and a few stones have already fallen onto the pavement. "
               "House in Lintgen, the wall is about 12 m long and 1.5 m high. The commune has sent us a letter.",
     'masonry', 'Lintgen', 'Lintgen', (), ()),
    # ---------------------------------------------------------------- Portuguese
    ('pt-s01', "O esquentador não acende e estamos sem água quente desde ontem, moramos em Ettelbruck",
     'plumbing', 'Ettelbruck', 'Ettelbruck', (), ()),
    ('pt-s02', "Preciso de alguém para limpar um escritório de contabilidade em Diekirch duas vezes por semana, ao fim do dia",
     'cleaning', 'Diekirch', 'Diekirch', (), ()),
    ('pt-s03', "queria pintar a sala e o corredor antes do natal ja tenho as tintas compradas moro em schieren",
     'painting', 'Schieren', 'schieren', (), ()),
    ('pt-s04', "Perdi as chaves todas no jogo do Benfica e não consigo entrar em casa, Mertzig 😩",
     'locksmith', 'Mertzig', 'Mertzig', (), ()),
    ('pt-s05', "A máquina de lavar roupa Samsung dá erro 4C e não puxa água, moro em Colmar-Berg",
     'appliance-repair', 'Colmar-Berg', 'Colmar-Berg', (), ()),
    ('pt-s06', "Procuro uma ama para o meu filho de 2 anos às quartas e sextas à tarde",
     None, None, None, (), ()),
    ('pt-s07', "Quem corta relva e apara sebes em Bissen, o jardim é pequeno mas está uma selva?",
     'gardening', 'Bissen', 'Bissen', (), ()),
    ('pt-s08', "Queria pôr uns spots LED no teto da cozinha e mudar as tomadas velhas, casa em Niederfeulen",
     'electrical', 'Feulen', 'Niederfeulen', (), ()),
    ('pt-s09', "Preciso de um contabilista para fazer a declaração de impostos do casal, é a primeira vez aqui",
     'accounting', None, None, (), ()),
    ('pt-s10', "Há ratazanas na garagem e já roeram um saco de batatas, Tetange",
     'pest-control', 'Kayl', 'Tetange', (), ()),
    ('pt-t01', "Tivemos humidade num canto do quarto durante o inverno, já se resolveu a causa (era uma caleira entupida). "
               "Agora ficaram manchas pretas e a tinta a estalar no teto e nas paredes. "
               "É o quarto da bebé que nasce em maio, queria tudo branco e bonito. Moramos em Medernach.",
     'painting', "Vallée de l'Ernz", 'Medernach', (), ()),
    ('pt-t02', "O canalizador veio ver a torneira da cozinha e eu aproveitei para lhe mostrar os radiadores de cima, que estão frios, o chauffage só aquece em baixo. "
               "Ele disse que isso já não é com ele, que é a caldeira a gasóleo que está a falhar e que é preciso alguém que perceba de queimadores. "
               "Vivemos em Ingeldorf, perto de Diekirch. Com duas crianças pequenas não dá para esperar muito.",
     'heating', 'Erpeldange-sur-Sûre', 'Ingeldorf', ('Diekirch',), ()),
    ('pt-t03', "Pagámos 6.500 € a um senhor que fazia obras para renovar a casa de banho. "
               "Deixou tudo a meio, azulejos partidos, sem autoclismo, e agora não atende. "
               "Não tem empresa registada, só temos as mensagens e as transferências. Dá para o processar? Preciso de ajuda jurídica, não sei por onde começar.",
     'legal', None, None, (), ()),
    ('pt-t04', "Vale a pena pôr painéis solares numa casa virada a oeste em Heffingen? "
               "Um colega do trabalho pôs no ano passado e diz que quase não paga luz, mas a casa dele é virada a sul. "
               "Quanto custa mais ou menos e quanto tempo demora a pagar-se?",
     'solar', 'Heffingen', 'Heffingen', (), ()),
    ('pt-t05', "Caiu-me uma panela de ferro e partiu três mosaicos do chão da cozinha. "
               "Do mesmo modelo já não se vende, por isso talvez seja melhor trocar o chão todo, são uns 12 m2. "
               "Moro em Gilsdorf e o meu marido trabalha por turnos, ao sábado dava jeito.",
     'tiling', 'Bettendorf', 'Gilsdorf', (), ()),
    ('pt-t06', "O meu cunhado é serralheiro e fez-nos o portão da entrada, ficou impecável. "
               "Mas a escada de madeira para o sótão range toda e um degrau rachou ao meio, e ele diz que madeira não é com ele. "
               "Estamos em larochette, ao pé da praça.",
     'carpentry', 'Larochette', 'larochette', (), ()),
    ('pt-t07', "Tenho um snack-bar na Gare, ao pé da estação. "
               "O computador da caixa apanhou um vírus qualquer, aparece uma mensagem em inglês a pedir dinheiro e não consigo imprimir faturas nem abrir nada. "
               "Hoje estou a trabalhar só com dinheiro. Alguém pode vir amanhã de manhã antes das 7h?",
     'it-support', 'Luxembourg', 'Gare', (), ()),
    ('pt-t08', "Comprámos uma casa pequena em Angelsberg e eu não tenho jeito nenhum para decoração. "
               "Há alguém que me diga que móveis, que cores, que cortinas, e faça um plano da sala e do quarto? "
               "Não quero obras, só ideias. Quanto se costuma pagar por isso?",
     'interior-design', 'Fischbach', 'Angelsberg', (), ()),
    ('pt-t09', "Com o vento de ontem voaram umas telhas e agora pinga dentro da garagem, mesmo em cima do carro. "
               "A casa é em Longwy, do lado francês, mas trabalho no Luxemburgo e vi este site. Alguém se desloca até lá?",
     'roofing', 'abroad', 'Longwy', (), ('Luxemburgo',)),
    ('pt-t10', "A empresa de mudanças que contratei desmarcou ontem à noite por mensagem, sem mais. "
               "Tenho de entregar o apartamento em Grosbous até sexta e vou para um T1 em Ettelbruck. "
               "São poucas coisas: cama, sofá, frigorífico, máquina de lavar e umas 20 caixas. Alguém com carrinha disponível quinta ou sexta?",
     'moving', 'Groussbus-Wal', 'Grosbous', ('Ettelbruck',), ()),
    ('pt-t11', "Temos uma churrasqueira há 5 anos e as encomendas de frango ao fim de semana são todas por telefone, é uma loucura. "
               "Queríamos que os clientes pudessem encomendar e pagar pelo telemóvel, com a hora de levantar. "
               "Isso faz-se com um site ou tem de ser uma aplicação? Quanto custa?",
     'web-development', None, None, (), ()),
    ('pt-t12', "Herdámos a casa da minha sogra em Nommern, tudo dos anos 70: canos, eletricidade, casa de banho, cozinha, janelas. "
               "Quanto custa mais ou menos remodelar uma casa assim de ponta a ponta? "
               "Queríamos uma só empresa que trate de tudo, não andar atrás de dez pessoas diferentes.",
     'renovation', 'Nommern', 'Nommern', (), ()),
    ('pt-t13', "Apareceu uma racha enorme no muro do quintal, desde o chão até em cima, e o muro já está inclinado para o lado do vizinho. "
               "O vizinho já veio reclamar e tem medo pelo carro dele. "
               "Moramos em Redange, o muro tem uns 8 metros. É perigoso deixar assim até à primavera?",
     'masonry', 'Redange', 'Redange', (), ()),
    ('pt-t14', "Abrimos uma pastelaria portuguesa em Esch-sur-Alzette há dois meses e as fotos que tiro com o telemóvel não fazem justiça aos pastéis de nata. "
               "Precisamos de fotos bonitas dos bolos e da montra para o Instagram e para o Google. "
               "Quanto leva um profissional por uma manhã?",
     'photography', 'Esch-sur-Alzette', 'Esch-sur-Alzette', (), ()),
    ('pt-t15', "Quanto custa traduzir a certidão de casamento portuguesa para francês, com tradução ajuramentada? "
               "É para a transcrição aqui na comuna. Demora muito?",
     'translation', None, None, (), ()),
    # ---------------------------------------------------------------- Italian
    ('it-s01', "Salta la corrente ogni volta che accendo forno e lavatrice insieme, abito a Rumelange",
     'electrical', 'Rumelange', 'Rumelange', (), ()),
    ('it-s02', "Lo scarico del lavandino in bagno è intasato e l'acqua non va giù, siamo a Dudelange",
     'plumbing', 'Dudelange', 'Dudelange', (), ()),
    ('it-s03', "Cerco un DJ per la festa dei 18 anni di mia figlia a fine maggio, musica anni 2000 e reggaeton",
     None, None, None, (), ()),
    ('it-s04', "Mi si è spezzata la chiave dentro la serratura del portone, sono a Schifflange e devo andare a prendere i bambini",
     'locksmith', 'Schifflange', 'Schifflange', (), ()),
    ('it-s05', "Qualcuno per potare due ulivi e un fico nel giardino dietro casa a Bettembourg?",
     'gardening', 'Bettembourg', 'Bettembourg', (), ()),
    ('it-s06', "La macchina del caffè De'Longhi perde acqua da sotto e non fa più la crema, sono a Strassen",
     'appliance-repair', 'Strassen', 'Strassen', (), ()),
    ('it-s07', "pulizia a fondo di divani e tappeti prima della comunione di mio figlio casa a kayl",
     'cleaning', 'Kayl', 'kayl', (), ()),
    ('it-s08', "Ci serve un'app per prenotare i campi da padel del nostro circolo, con pagamento online",
     'web-development', None, None, (), ()),
    ('it-s09', "Vespe che entrano dal cassonetto della tapparella in camera da letto, appartamento a Merl",
     'pest-control', 'Luxembourg', 'Merl', (), ()),
    ('it-s10', "rifare le fughe e cambiare qualche piastrella rotta sul balcone, esch-sur-alzette",
     'tiling', 'Esch-sur-Alzette', 'esch-sur-alzette', (), ()),
    ('it-t01', "Da quando abbiamo comprato casa a Niederkorn, in bagno la luce sfarfalla di continuo. "
               "Quando piove, l'interruttore vicino alla doccia fa una piccola scintilla e mia moglie non vuole più toccarlo. "
               "Il vecchio proprietario aveva fatto tutto da solo, si vede. Quanto prima possibile, grazie.",
     'electrical', 'Differdange', 'Niederkorn', (), ()),
    ('it-t02', "L'idraulico che ci aveva montato la caldaia è tornato in Calabria a giugno e adesso non sappiamo a chi chiamare. "
               "La caldaia a gas Buderus dà errore 6A, si accende e si spegne, e in casa ci sono 15 gradi. "
               "Abitiamo ad Alzingen e abbiamo un neonato.",
     'heating', 'Hesperange', 'Alzingen', (), ()),
    ('it-t03', "Io e mio cugino abbiamo aperto una pizzeria al taglio (SARL-S) a settembre. "
               "Ci serve qualcuno che tenga la contabilità, faccia le buste paga dei due ragazzi e la dichiarazione IVA. "
               "Il commercialista di mio cugino in Italia non conosce le regole di qui. Quanto si paga al mese più o meno?",
     'accounting', None, None, (), ()),
    ('it-t04', "Con le nuove tariffe conviene ancora mettere il fotovoltaico? "
               "Abbiamo una casa a schiera a Ehlerange, tetto esposto a sud-est di circa 40 m2. "
               "Mio suocero dice che in Puglia lo hanno tutti, ma qui il sole è quello che è 😅. Ci sono ancora incentivi?",
     'solar', 'Sanem', 'Ehlerange', (), ()),
    ('it-t05', "Dopo la grandinata di giovedì, dalla finestra sul tetto della mansarda entra acqua e c'è una macchia sul parquet. "
               "Ho messo un asciugamano e un secchio. Casa a Limpach, il lucernario è un Velux di una ventina d'anni.",
     'roofing', 'Reckange-sur-Mess', 'Limpach', (), ()),
    ('it-t06', "Il muratore ha finito di rifare l'intonaco esterno a ottobre, lavoro ben fatto. "
               "Adesso però la facciata va dipinta e lui dice che non è roba sua. "
               "Casa a Beckerich, due piani, circa 180 m² di facciata. Meglio farlo in primavera o si può già a marzo?",
     'painting', 'Beckerich', 'Beckerich', (), ()),
    ('it-t07', "L'impresa ci ha montato le finestre in PVC sbagliate di misura, con fessure di un centimetro, e adesso pretende altri 4.000 € per sostituirle dicendo che le misure le abbiamo date noi. "
               "Non è vero, le hanno prese loro, abbiamo anche le foto. Ci serve un avvocato o basta una lettera?",
     'legal', None, None, (), ()),
    ('it-t08', "Quanto costa farsi fare un progetto d'arredo per un monolocale al Kirchberg? "
               "Lo voglio affittare a funzionari europei e vorrei sfruttare ogni centimetro, magari con letto a scomparsa e zona lavoro. "
               "Non cerco operai, solo qualcuno con occhio e una pianta.",
     'interior-design', 'Luxembourg', 'Kirchberg', (), ()),
    ('it-t09', "I gradini di cemento davanti alla porta si stanno sbriciolando e uno si muove. "
               "Mia suocera ieri è quasi caduta e ha 82 anni. "
               "Sono quattro gradini, casa a Mersch vicino alla stazione. Vorrei farli rifare prima delle feste.",
     'masonry', 'Mersch', 'Mersch', (), ()),
    ('it-t10', "Mio cognato fa l'imbianchino e doveva aiutarci col trasloco con il furgone della ditta, ma si è rotto un piede giocando a calcetto 🙄. "
               "Dobbiamo lasciare l'appartamento a Walferdange il 28, con l'état des lieux alle 9, e andare a Strassen. "
               "Secondo piano con ascensore piccolo, un divano angolare e un armadio a sei ante da smontare.",
     'moving', 'Walferdange', 'Walferdange', ('Strassen',), ()),
    ('it-t11', "Abbiamo un bar a petange e dopo una perdita dal frigo il bancone in legno si è gonfiato e si stacca l'impiallacciatura. "
               "Vorremmo rifarlo in rovere massello, circa 5 metri, senza chiudere il locale più di due giorni. "
               "Chi fa lavori così su misura?",
     'carpentry', 'Pétange', 'petange', (), ()),
    ('it-t12', "Abbiamo ereditato la casa dei nonni a Winseler, tutta da rifare: impianto elettrico, bagni, riscaldamento, tetto da isolare. "
               "Noi viviamo a Bruxelles e possiamo venire solo nel weekend. "
               "Conviene un'impresa unica chiavi in mano? Quanto si spende più o meno al metro quadro?",
     'renovation', 'Winseler', 'Winseler', (), ()),
    ('it-t13', "Da ieri la stampante non stampa più né dal portatile né dal telefono, dice sempre offline. "
               "In cucina poi il Wi-Fi non si vede proprio. "
               "Abito ad Audun-le-Tiche e lavoro a Esch, c'è qualcuno che viene anche in Francia?",
     'it-support', 'abroad', 'Audun-le-Tiche', (), ()),
    ('it-t14', "Abbiamo un piccolo agriturismo a Tuntange con quattro camere e un orto. "
               "Ci servono foto belle per il sito e per Airbnb, anche qualcuna col drone sui campi. "
               "Meglio a maggio con la luce giusta. Quanto chiede di solito un professionista?",
     'photography', 'Helperknapp', 'Tuntange', (), ()),
    ('it-t15', "Quanto costa far tradurre e legalizzare il mio diploma di geometra per il riconoscimento in Lussemburgo? "
               "Me lo chiede il ministero, dall'italiano al francese. Ci vuole molto?",
     'translation', None, None, (), ('Lussemburgo',)),
    # ---------------------------------------------------------------- Spanish
    ('es-s01', "Necesito mudanza de un estudio en Hamm a un piso en Bertrange el sábado 14, tengo pocos muebles",
     'moving', 'Luxembourg', 'Hamm', ('Bertrange',), ()),
    ('es-s02', "El termo eléctrico del baño gotea por abajo y ya hay un charco, vivo en Cessange",
     'plumbing', 'Luxembourg', 'Cessange', (), ()),
    ('es-s03', "Quiero cambiar la cerradura de casa porque mi ex todavía tiene llave, en Mamer",
     'locksmith', 'Mamer', 'Mamer', (), ()),
    ('es-s04', "Busco psicóloga que hable español para terapia online, preferiblemente por las tardes",
     None, None, None, (), ()),
    ('es-s05', "Quiero poner dos enchufes en la terraza y una lámpara de pared, casa en Strassen",
     'electrical', 'Strassen', 'Strassen', (), ()),
    ('es-s06', "¿Alguien que corte el césped cada quince días en Weiswampach?",
     'gardening', 'Weiswampach', 'Weiswampach', (), ()),
    ('es-s07', "La secadora Bosch hace un ruido horrible y ya no calienta, Dudelange",
     'appliance-repair', 'Dudelange', 'Dudelange', (), ()),
    ('es-s08', "Soy autónomo recién llegado y no entiendo nada de IVA ni de impuestos, necesito un gestor que me lo lleve",
     'accounting', None, None, (), ()),
    ('es-s09', "Busco limpieza semanal de un piso de 70 m2 en Bonnevoie, unas 3 horas los viernes",
     'cleaning', 'Luxembourg', 'Bonnevoie', (), ()),
    ('es-s10', "hormigas por toda la cocina y ya probé de todo vivo en ettelbruck",
     'pest-control', 'Ettelbruck', 'ettelbruck', (), ()),
    ('es-t01', "Llegamos en octubre desde Valencia y no sabemos ni cómo funciona esto. "
               "Los radiadores están tibios, el termostato marca 17 grados y la caldera tiene una lucecita roja parpadeando. "
               "El casero no contesta. Vivimos en Esch-Alzette, cerca del ayuntamiento.",
     'heating', 'Esch-sur-Alzette', 'Esch-Alzette', (), ()),
    ('es-t02', "La última empresa de mudanzas nos rompió la mesa de cristal y nunca pagó el seguro. "
               "Ahora nos mudamos otra vez, de Wiltz a Luxemburgo ciudad, y quiero gente seria esta vez. "
               "Son 2 dormitorios, un segundo piso sin ascensor y muchas plantas. Finales de enero.",
     'moving', 'Wiltz', 'Wiltz', ('Luxemburgo',), ()),
    ('es-t03', "El casero no me devuelve la caution, o sea la fianza de 3 meses, porque dice que las paredes estaban sucias. "
               "Pero yo pagué a una empresa de pintura antes de irme y tengo la factura y fotos. "
               "Ya le escribí dos veces y nada. ¿Qué puedo hacer, necesito a alguien que me defienda?",
     'legal', None, None, (), ()),
    ('es-t04', "¿Merece la pena poner placas solares en una casa en Ell? "
               "En España las tenía y pagaba casi nada, pero aquí el cielo es gris medio año. "
               "El tejado mira al sur y tiene unos 50 m2. ¿Cuánto cuesta más o menos y hay ayudas?",
     'solar', 'Ell', 'Ell', (), ()),
    ('es-t05', "En el salón quedaron manchas de una humedad que ya está arreglada, y el techo de la cocina está amarillo de la grasa. "
               "Queremos dejarlo todo blanco antes de que vengan mis padres en Navidad. "
               "Casa en Vichten, salón de 30 m2 y cocina de 12.",
     'painting', 'Vichten', 'Vichten', (), ()),
    ('es-t06', "El fontanero nos cambió el plato de ducha por uno más grande y quedó una franja de pared sin azulejos alrededor. "
               "Dice que él no pone azulejos, que busquemos a otro. "
               "Tenemos azulejos parecidos pero no iguales. Piso en Differdange.",
     'tiling', 'Differdange', 'Differdange', (), ()),
    ('es-t07', "Somos una pequeña empresa de reformas con oficina en Fentange. "
               "El NAS donde guardamos todos los planos no arranca desde el lunes y los portátiles ya no ven la impresora. "
               "No tenemos informático, lo montó un primo que ya no está. Necesitamos a alguien urgente, mañana tenemos que presentar un presupuesto.",
     'it-support', 'Hesperange', 'Fentange', (), ()),
    ('es-t08', "¿Hacéis diseño de interiores para locales? "
               "Alquilamos un bajo en Mersch para abrir una cafetería y no sé cómo distribuir barra, mesas y colores. "
               "Quiero algo acogedor, nada de obras grandes. ¿Cuánto cuesta un proyecto así?",
     'interior-design', 'Mersch', 'Mersch', (), ()),
    ('es-t09', "Cada vez que llueve hay goteras en el desván, ya tengo tres cubos. "
               "Además se ha soltado un trozo del canalón y gotea justo en la puerta. Casa en Harlange, cerca del lago.",
     'roofing', 'Lac de la Haute-Sûre', 'Harlange', (), ()),
    ('es-t10', "Un vecino que es jardinero vino a ver el césped y nos avisó de que la tarima de madera de la terraza está podrida por debajo y que no dejemos a los niños saltar ahí. "
               "Él solo hace jardines. Son unos 25 m2, casa en Wincrange. ¿Alguien la puede cambiar antes del verano?",
     'carpentry', 'Wincrange', 'Wincrange', (), ()),
    ('es-t11', "Somos dos hermanos con una empresa de fontanería y tenemos una tienda online de repuestos en PrestaShop que ya no podemos mantener. "
               "Queremos pasarla a algo más fácil, tipo Shopify, sin perder los 800 productos ni el posicionamiento. "
               "¿Alguien que haga migraciones así?",
     'web-development', None, None, (), ()),
    ('es-t12', "Nos ofrecen comprar una casa antigua en Bourglinster para reformar, pero no sabemos si nos va a salir caro. "
               "Habría que hacer baño, cocina, electricidad y ventanas. "
               "¿Hay empresas que lo hagan todo llave en mano y cuánto podría costar por metro cuadrado?",
     'renovation', 'Junglinster', 'Bourglinster', (), ()),
    ('es-t13', "Se ha abierto una grieta en la pared de ladrillo del garaje que cada mes es más ancha, ya cabe una moneda. "
               "La casa está en Athus, justo al otro lado de la frontera belga. ¿Venís hasta allí?",
     'masonry', 'abroad', 'Athus', (), ()),
    ('es-t14', "Tengo un restaurante de tapas en Bertrange y quiero renovar la carta con fotos de los platos, también para Google e Instagram. "
               "Las que hago yo con el móvil salen amarillas. ¿Alguien que venga una mañana y lo haga bien?",
     'photography', 'Bertrange', 'Bertrange', (), ()),
    ('es-t15', "¿Cuánto cuesta una traducción jurada del certificado de antecedentes penales de España al francés? "
               "Me lo piden en el trabajo nuevo y tiene que estar para el día 15. ¿Se puede hacer online?",
     'translation', None, None, (), ()),
]

NOTES = {
    'lb-s01': ('-', False, 'tenant in Wiltz, cistern keeps running'),
    'lb-s02': ('-', False, 'locked out in Clervaux, key inside'),
    'lb-s03': ('-', False, 'half the house without power in Hosingen'),
    'lb-s04': ('-', False, 'retiree in Stolzembourg wants hedge and lawn care'),
    'lb-s05': ('-', False, 'family in Fouhren with a wasp nest over the terrace'),
    'lb-s06': ('-', True, 'Portuguese-born resident needs sworn translation of birth record'),
    'lb-s07': ('-', False, 'Bosch dishwasher E24 in Bourscheid'),
    'lb-s08': ('-', False, 'burner fault in Nocher, radiators cold'),
    'lb-s09': ('-', True, 'tenant leaving a flat in Schifflange'),
    'lb-s10': ('-', False, 'bride wants a dress shortened (tailor)'),
    'lb-t01': ('a', False, 'family moving out of a Walferdange flat, kids drew on walls'),
    'lb-t02': ('b', False, 'neighbour is a roofer, says the chimney brickwork is the problem'),
    'lb-t03': ('c', False, 'bakery in Junglinster, card terminal offline'),
    'lb-t04': ('d', False, 'farmer asks if PV on the barn still pays'),
    'lb-t05': ('a', False, 'parents with bucket under leaking roof window'),
    'lb-t06': ('b', False, 'plumber says the heat pump (F22) is not his job'),
    'lb-t07': ('c', False, 'couple paid a deposit for a terrace, firm vanished'),
    'lb-t08': ('d', False, 'owner of a dark living room wants colour/furniture advice'),
    'lb-t09': ('a', False, 'cracked shower tiles before mother-in-law visits'),
    'lb-t10': ('b', True, 'joiner who built the stairs retired, stairs creak'),
    'lb-t11': ('c', False, 'car garage owner, wife who did the books left'),
    'lb-t12': ('d', False, 'buyer of an 1890 farmhouse wants one firm for everything'),
    'lb-t13': ('a', False, 'son emptying mother\'s house before care home'),
    'lb-t14': ('b', True, 'couple whose wedding photographer cancelled, wedding in Arlon'),
    'lb-t15': ('c', False, 'roofing firm with an outdated website'),
    'fr-s01': ('-', False, 'leak under the kitchen sink in Rodange'),
    'fr-s02': ('-', False, 'mother locked out with toddler inside, voice-typed'),
    'fr-s03': ('-', False, 'bedbugs brought back from holiday'),
    'fr-s04': ('-', False, 'Miele washer F53 in Soleuvre'),
    'fr-s05': ('-', False, 'fir tree too close to the house'),
    'fr-s06': ('-', False, 'new self-employed needs tax and VAT help'),
    'fr-s07': ('-', False, 'new car, wants a charging point in the garage'),
    'fr-s08': ('-', False, 'bathroom wall tiles to redo, lower case'),
    'fr-s09': ('-', True, 'builder-owner wants after-works cleaning, postal code only'),
    'fr-s10': ('-', False, 'car makes a noise, wants a garage (mechanic)'),
    'fr-t01': ('a', False, 'mother of three teens, hot-water tank failing'),
    'fr-t02': ('b', False, 'plumber fixed WC, says the boiler expansion vessel is dead'),
    'fr-t03': ('c', False, 'self-employed tiler whose website died'),
    'fr-t04': ('d', False, 'owner asks if PV on a flat roof is worth it'),
    'fr-t05': ('a', False, 'tenants handing back keys, smoke-yellowed walls'),
    'fr-t06': ('b', False, 'paving firm went bankrupt, paving sinks, low wall leans'),
    'fr-t07': ('c', True, 'couple whose joiner took a deposit and disappeared'),
    'fr-t08': ('d', False, 'new owner wants 3D plans, no workers yet'),
    'fr-t09': ('a', False, 'storm damage, missing slates, gutter hanging'),
    'fr-t10': ('b', False, 'electrician neighbour says the oak door itself swelled'),
    'fr-t11': ('c', False, 'hair salon, till software lost the printer'),
    'fr-t12': ('d', True, 'cross-border worker wants a general contractor'),
    'fr-t13': ('a', False, 'family moving from Thionville to Itzig'),
    'fr-t14': ('b', False, 'cousin is a house painter who wants to play photographer'),
    'fr-t15': ('d', True, 'bride needs a sworn Arabic-French translation'),
    'de-s01': ('-', False, 'sagging gutter in Wasserbillig'),
    'de-s02': ('-', False, 'lock cylinder broken after attempted burglary, voice-typed'),
    'de-s03': ('-', False, 'wants a wallbox in Grevenmacher'),
    'de-s04': ('-', False, 'pellet boiler fault in Berdorf'),
    'de-s05': ('-', False, 'parent looking for maths tutoring'),
    'de-s06': ('-', False, 'Liebherr fridge not cooling in Beaufort'),
    'de-s07': ('-', False, 'stump grinding and hedge removal, postal code only'),
    'de-s08': ('-', False, 'black shower grout, hollow tiles'),
    'de-s09': ('-', False, 'window cleaning for a house in Rosport'),
    'de-s10': ('-', False, 'larch garden fence to renew'),
    'de-t01': ('a', False, 'frost burst pipe to outside tap in Ehnen'),
    'de-t02': ('b', True, 'joiner who built fitted wardrobes vanished'),
    'de-t03': ('c', False, 'winegrower couple need payroll, VAT, annual accounts'),
    'de-t04': ('d', False, 'tenant asks about a balcony solar kit'),
    'de-t05': ('a', False, 'greyed facade before daughter\'s communion'),
    'de-t06': ('b', False, 'tiler was wrong about a load-bearing wall, opening needed'),
    'de-t07': ('c', False, 'couple with a botched driveway, firm refuses to fix'),
    'de-t08': ('d', False, 'buyers of an old winegrower\'s house want a concept'),
    'de-t09': ('a', False, 'noises in the attic, chewed car cable (marten)'),
    'de-t10': ('b', False, 'electrician laid cables but won\'t set up Wi-Fi/printer'),
    'de-t11': ('c', False, 'painting firm moving its shop to WooCommerce'),
    'de-t12': ('d', True, 'owner of a 1972 semi wants a general contractor'),
    'de-t13': ('a', False, 'son-in-law emptying mother-in-law\'s Vianden flat'),
    'de-t14': ('c', False, 'guesthouse in Bollendorf (DE) needs room photos'),
    'de-t15': ('b', True, 'translator recommended by registry office retired'),
    'en-s01': ('-', True, 'expat tenant needs end-of-tenancy clean'),
    'en-s02': ('-', False, 'sockets dead after a bang, breaker trips'),
    'en-s03': ('-', False, 'blocked shower drain, lower case'),
    'en-s04': ('-', False, 'locked out in Kirchberg'),
    'en-s05': ('-', False, 'couple of frequent flyers want a dog walker'),
    'en-s06': ('-', False, 'laurel hedge to cut back in Bridel'),
    'en-s07': ('-', False, 'Bosch dishwasher E15 with water in the base'),
    'en-s08': ('-', True, 'UK graduate needs a certified translation'),
    'en-s09': ('-', False, 'mice in the kitchen'),
    'en-s10': ('-', False, 'Wi-Fi drops every evening, Fritzbox reboots'),
    'en-t01': ('a', False, 'plaster dust everywhere before in-laws arrive'),
    'en-t02': ('b', False, 'boiler service man retired, son only does bathrooms'),
    'en-t03': ('c', False, 'window-cleaning sole trader drowning in paperwork'),
    'en-t04': ('d', False, 'PV owner asks whether a battery pays back'),
    'en-t05': ('a', False, 'new owners hate the purple walls'),
    'en-t06': ('b', False, 'cowboy roofer knocked on the door, now a damp patch'),
    'en-t07': ('c', False, 'builder took a deposit and vanished'),
    'en-t08': ('d', True, 'new-build flat owner wants design advice only'),
    'en-t09': ('a', False, 'hollow and cracked kitchen floor tiles'),
    'en-t10': ('b', False, 'kitchen company bust, swollen oak worktop'),
    'en-t11': ('c', False, 'yoga studio wants a booking website'),
    'en-t12': ('d', False, 'renters in Bertrange buying a house in Aubange (BE)'),
    'en-t13': ('a', False, 'family relocating to Dublin, local move out'),
    'en-t14': ('c', False, 'joinery needs photos of its staircases'),
    'en-t15': ('b', True, 'father-in-law is a retired stonemason, garden wall bulging'),
    'pt-s01': ('-', False, 'gas water heater will not light'),
    'pt-s02': ('-', False, 'office cleaning for an accounting firm'),
    'pt-s03': ('-', False, 'wants living room painted before Christmas, voice-typed'),
    'pt-s04': ('-', False, 'lost keys at the Benfica match'),
    'pt-s05': ('-', False, 'Samsung washer 4C in Colmar-Berg'),
    'pt-s06': ('-', False, 'mother looking for a childminder'),
    'pt-s07': ('-', False, 'small overgrown garden'),
    'pt-s08': ('-', False, 'LED spots and new sockets in the kitchen'),
    'pt-s09': ('-', True, 'couple needs their tax return done'),
    'pt-s10': ('-', False, 'rats in the garage in Tétange'),
    'pt-t01': ('a', False, 'damp stains in the baby\'s room after gutter fix'),
    'pt-t02': ('b', False, 'plumber says the oil boiler is failing'),
    'pt-t03': ('c', False, 'couple left with a half-done bathroom by an unregistered worker'),
    'pt-t04': ('d', False, 'asks if west-facing solar panels pay'),
    'pt-t05': ('a', False, 'dropped pan broke kitchen floor tiles'),
    'pt-t06': ('b', False, 'brother-in-law is a metalworker, wooden attic stairs broken'),
    'pt-t07': ('c', False, 'snack-bar owner with ransomware on the till PC'),
    'pt-t08': ('d', False, 'new owner with no eye for decoration'),
    'pt-t09': ('a', False, 'roof tiles blown off in Longwy (FR)'),
    'pt-t10': ('b', True, 'moving firm cancelled the night before'),
    'pt-t11': ('c', False, 'chicken grill wants online ordering'),
    'pt-t12': ('d', False, 'heirs of a 1970s house want one firm for all'),
    'pt-t13': ('a', False, 'cracked leaning garden wall, neighbour complains'),
    'pt-t14': ('c', False, 'Portuguese pastry shop needs product photos'),
    'pt-t15': ('d', True, 'needs a sworn translation of a marriage certificate'),
    'it-s01': ('-', False, 'power trips when oven and washer run together'),
    'it-s02': ('-', False, 'blocked bathroom sink'),
    'it-s03': ('-', False, 'parent wants a DJ for an 18th birthday'),
    'it-s04': ('-', False, 'key broke in the lock, must fetch the kids'),
    'it-s05': ('-', False, 'olive and fig trees to prune'),
    'it-s06': ('-', False, 'De\'Longhi coffee machine leaking'),
    'it-s07': ('-', True, 'deep clean of sofas and rugs before communion, lower case'),
    'it-s08': ('-', False, 'padel club wants a booking app'),
    'it-s09': ('-', False, 'wasps coming through the shutter box in Merl'),
    'it-s10': ('-', False, 'balcony grout and broken tiles, lower case'),
    'it-t01': ('a', False, 'new owners, flickering light and sparking switch'),
    'it-t02': ('b', False, 'the installer went back to Calabria, Buderus 6A'),
    'it-t03': ('c', True, 'cousins with a pizzeria need an accountant'),
    'it-t04': ('d', False, 'asks if PV still pays with new tariffs'),
    'it-t05': ('a', False, 'hail, roof window leaking onto parquet'),
    'it-t06': ('b', False, 'plasterer finished, says painting is not his job'),
    'it-t07': ('c', True, 'wrong-size PVC windows, firm wants more money'),
    'it-t08': ('d', False, 'owner of a Kirchberg studio wants a furnishing plan'),
    'it-t09': ('a', False, 'crumbling concrete steps, mother-in-law nearly fell'),
    'it-t10': ('b', True, 'brother-in-law (a painter) with the van broke his foot'),
    'it-t11': ('c', False, 'bar in Pétange with a swollen wooden counter'),
    'it-t12': ('d', True, 'heirs living in Brussels want a turnkey firm'),
    'it-t13': ('a', False, 'printer offline and no Wi-Fi, lives in Audun-le-Tiche (FR)'),
    'it-t14': ('c', False, 'farm stay in Tuntange needs photos'),
    'it-t15': ('d', True, 'surveyor needs his diploma translated'),
    'es-s01': ('-', True, 'newcomer moving from a studio in Hamm'),
    'es-s02': ('-', False, 'electric water heater dripping'),
    'es-s03': ('-', False, 'wants the lock changed because the ex has a key'),
    'es-s04': ('-', False, 'looking for a Spanish-speaking psychologist'),
    'es-s05': ('-', False, 'sockets and a lamp on the terrace'),
    'es-s06': ('-', False, 'lawn mowing every two weeks'),
    'es-s07': ('-', False, 'Bosch dryer noisy and cold'),
    'es-s08': ('-', True, 'newly arrived self-employed needs a gestor'),
    'es-s09': ('-', True, 'weekly cleaning of a flat in Bonnevoie'),
    'es-s10': ('-', False, 'ants in the kitchen, voice-typed'),
    'es-t01': ('a', False, 'family from Valencia who do not understand the boiler'),
    'es-t02': ('b', True, 'last movers broke a table, moving again'),
    'es-t03': ('c', False, 'tenant denied deposit although painters were paid'),
    'es-t04': ('d', False, 'asks if solar panels pay in grey Luxembourg'),
    'es-t05': ('a', False, 'stained walls and greasy ceiling before Christmas'),
    'es-t06': ('b', False, 'plumber fitted a bigger shower tray but does not tile'),
    'es-t07': ('c', True, 'renovation firm with a dead NAS'),
    'es-t08': ('d', True, 'café founders want interior design for a shop'),
    'es-t09': ('a', False, 'leaks in the attic and a loose gutter'),
    'es-t10': ('b', False, 'gardener neighbour says the wooden deck is rotten'),
    'es-t11': ('c', False, 'plumbing firm brothers want to migrate their shop'),
    'es-t12': ('d', True, 'couple asking about a turnkey renovation'),
    'es-t13': ('a', False, 'widening crack in the garage wall in Athus (BE)'),
    'es-t14': ('c', False, 'tapas restaurant needs food photos'),
    'es-t15': ('d', True, 'needs a sworn translation of a criminal record'),
}
