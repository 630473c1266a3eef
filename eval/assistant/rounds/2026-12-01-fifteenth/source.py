"""Round 15 (2026-12-01): 175 blind test messages for the LuxPro assistant.

Tuple form read by validate.py:
    (id, text, category, commune, place, distractors, not_place)
STYLES maps id -> style letters (L, Q, B, X, O, C, P; see README.md).
"""

MESSAGES = []
STYLES = {}


def m(mid, styles, category, commune, place, text, distractors=(), not_place=()):
    MESSAGES.append((mid, text, category, commune, place, list(distractors), list(not_place)))
    STYLES[mid] = styles


# --------------------------------------------------------------------------- lb
# duplicated trade: heating; None: fitting winter tyres on a car

m("lb-s01", "B", "heating", None, None,
  "Eise Vaillant-Kessel weist zënter haut de Moien de Feeler F.28 an d'Heizung bleift kal.")
m("lb-s02", "Q", "pest-control", "Kayl", "Téiteng",
  "Kënnt dir och e Wespennascht ewechmaachen, dat sech am Rollluedekëscht vun eisem Schlofzëmmer zu Téiteng gebaut huet?")
m("lb-s03", "CP", "locksmith", "Bertrange", "bartreng",
  "hunn d'dier zougeschloen an de schlëssel stécht bannen, mir stinn zu bartreng virum haus, kann iergendeen séier kommen")
m("lb-s04", "P", "gardening", "Hesperange", "Hesper",
  "D'Hecken ronderëm de Gaart vu menger Mamm zu Hesper sinn esou héich ginn, dass d'Gemeng e Bréif geschéckt huet, an ech selwer wunnen zu Dikrech.",
  ["Dikrech"])
m("lb-s05", "B", "appliance-repair", "Dudelange", "Diddeleng",
  "Eis Miele-Wäschmaschinn zu Diddeleng bleift all Kéier mëtten am Programm stoe mat der Meldung F53.")
m("lb-s06", "O", "electrical", None, None,
  "De Sanitärinstallateur war scho do an huet de Leck ënnert dem Spullbecken gefléckt, mee zanterhier fällt an der Kichen ëmmer de Sécherheetsschalter eraus.")
m("lb-s07", "Q", "translation", None, None,
  "Maacht dir och beglaubegt Iwwersetzunge vun enger portugisescher Gebuertsurkonn op Franséisch fir d'Bestiedung op der Gemeng?")
m("lb-s08", "Q", None, "Mersch", "Miersch",
  "Wien kann mir virum Wanter nach d'Wanterreifen op den Auto montéieren, ech wunnen zu Miersch?")
m("lb-s09", "O", "cleaning", "Luxembourg", "Lampertsbierg",
  "Mir plënneren Enn des Mounts aus eisem Appartement um Lampertsbierg eraus a brauche fir d'Kautioun nach eng grëndlech Schlussbotz.")
m("lb-s10", "C", "roofing", "Useldange", "Useldeng",
  "nom stuerm vu gëschter feelen op der scheier vu mengem papp zu Useldeng eng hallef dose zillen an et reent eran",
  [], ["feelen"])

m("lb-t01", "LP", "heating", "Beckerich", "Biekerech",
  "Meng Mamm ass 84 a wunnt eleng an hirem Haus zu Biekerech. Zanter e puer Deeg mécht hir Wärmepompel dobaussen e lautst Geräisch an d'Radiatore ginn net méi richteg waarm. Hire Noper mengt, et kéint um Filter leien, mee do traue mir eis net drun. Ech schaffe selwer zu Leideleng a kann eréischt samschdes bei hatt fueren. Kéint een och kommen, wann ech net do sinn?",
  ["Leideleng"])
m("lb-t02", "X", "accounting", "Ettelbruck", "Ettelbréck",
  "Ech hunn zanter dräi Joer eng kleng Schräinerei zu Ettelbréck. Bis elo huet meng Fra d'Bicher nieft hirer Aarbecht gemaach, mee mat der TVA-Deklaratioun all Trimester an dem Bilan komme mir net méi no. Mir sichen een, deen dat fir eis iwwerhëlt, am léifsten een, deen och Lëtzebuergesch schwätzt.")
m("lb-t03", "OP", "plumbing", "Contern", "Konter",
  "Eise Waasserhunn baussen um Haus ass iwwer de Wanter gefruer, an elo leeft all Kéier Waasser an de Keller, wann een en opdréint. Mäi Schwoer ass Elektriker a koum extra vu Käerch, fir d'Pompel am Keller nozekucken, mee déi ass an der Rei. Et geet also wierklech ëm d'Leitung selwer. Mir wunnen zu Konter.",
  ["Käerch"])
m("lb-t04", "Q", "web-development", "Pétange", "Pétange",
  "Ech hunn e klenge Coiffersalon zu Pétange a bis elo huelen ech d'Rendez-vousen nëmmen um Telefon un. Kéint een mir eng Websäit maachen, wou d'Clienten selwer online en Termin reservéiere kënnen? Si misst op Lëtzebuergesch, Franséisch a Portugisesch sinn.")
m("lb-t05", "CB", "it-support", "Sanem", "zolwer",
  "moien zanter mer déi nei fritzbox hunn geet den internet um laptop vu mengem jong net méi, de wifi gëtt ugewisen mee et steet keen internet dobäi. den fernseh geet awer, kann een laanscht kommen, mir wunnen zu zolwer")
m("lb-t06", "P", "moving", "Luxembourg", "Kierchbierg",
  "Eis Firma huet hire Sëtz zu Betzder, mee d'Büroen um Kierchbierg plënneren am Januar vum zweete op de sechste Stack am selwechte Gebai. Et sinn ongeféier 25 Aarbechtsplazen mat Schreifdëscher, Schief an engem Archiv mat Dossieren. Mir brauche Leit, déi dat um Weekend maachen, fir datt méindes erëm alles leeft.",
  ["Betzder"])
m("lb-t07", "BQ", "solar", None, None,
  "Eise SMA-Wiesselriichter weist zënter enger Woch en Isolatiounsfeeler an d'Photovoltaik um Daach produzéiert guer näischt méi, obwuel d'Sonn schéngt. D'Firma, déi eis d'Anlag 2019 installéiert huet, gëtt et net méi. Ass dat eppes, wat dir kënnt flécken?")
m("lb-t08", "LPO", "painting", "Wormeldange", "Wuermer",
  "Ech verlounen e Studio zu Wuermer, selwer wunnen ech zu Munneref. De Locataire ass no sechs Joer erausgeplënnert an huet déi ganz Zäit dobanne gefëmmt. D'Wänn an d'Plafongen si giel a mussen nei gestrach ginn, soss fannen ech kee Neien. D'Botz hunn ech schonn hannert mir, et geet just nach ëm d'Molerei. Den nächste Locataire kënnt den éischte Februar.",
  ["Munneref"])
m("lb-t09", "OP", "masonry", "Mertert", "L-6680",
  "D'Mauer aus Bruchsteng, déi eise Gaart vum Trottoir trennt, ass no dem laange Reen op dräi Meter zesummegefall. De Gäertner war schonn do an huet d'Planzen dohannert ewechgeholl, dorun huet et also net gelunn. Elo muss d'Mauer nei opgeriicht ginn. Eis Postleitzuel ass L-6680.")
m("lb-t10", "Q", "interior-design", "Strassen", "Stroossen",
  "Mir sinn am Summer an en Appartement zu Stroossen geplënnert an et wierkt ëmmer nach eidel a kal. Mir wëssen net, wéi mir de grousse Living mat der oppener Kiche solle gestalten: Faarwen, Miwwelen, Luuchten, Teppecher. Gëtt et bei iech een, deen eis e Konzept mécht an eis beim Akafe beréit?")
m("lb-t11", "L", "legal", "Walferdange", "Bäreldeng",
  "Ech sinn de Syndic bénévole vun enger Residenz mat aacht Appartementer zu Bäreldeng. Zanter der Iwwergab virun engem Joer leeft bei all Reen Waasser an d'Tiefgarage, an de Promoteur äntwert op keng Bréiwer méi. D'Matbesëtzer hu mech op der leschter Versammlung beoptraagt, eppes ze ënnerhuelen. Mir wëllen elo wëssen, wéi mir d'Garantie biennale an décennale géint hien duerchsetze kënnen, éier d'Fristen oflafen.")
m("lb-t12", "P", "photography", "Vianden", "Veianen",
  "Mir verkafen d'Haus vu menge verstuerwenen Elteren zu Veianen. Mäi Brudder wunnt zu Berlin an ech zu Beetebuerg, dofir leeft alles iwwer den Immobilienagent. Deen huet eis gesot, mat professionelle Fotoen, och vum Gaart a vun der Vue op d'Schlass, géif et vill méi séier goen.",
  ["Berlin", "Beetebuerg"])
m("lb-t13", "PQ", "tiling", "abroad", "Diddenuewen",
  "Ech wunnen zu Diddenuewen a fueren all Dag an d'Stad schaffen. An eisem Buedzëmmer doheem kléngen d'Plättercher an der Dusch huel an zwou si gesprongen. Ech hätt gär een, deen se ersetzt, ier Waasser dohannert leeft; ass dat fir iech ze wäit?",
  ["d'Stad"])
m("lb-t14", "Q", "carpentry", None, None,
  "Eis Klapptrap op de Späicher hänkt op enger Säit erof an eng vun den Holzstufen ass gebrach. Meng Kanner soen, ech soll net méi eropklammen, ech sinn 79. Kann een déi reparéieren oder eng nei aus Holz asetzen, déi an datselwecht Lach passt?",
  [], ["Holz"])
m("lb-t15", "LP", "renovation", "Parc Hosingen", "Housen",
  "Mäi Mann an ech hunn e ale Bauerenhaus zu Housen vun enger Tatta geierft. Dat Haus steet zënter 15 Joer eidel: d'Buedzëmmer, d'Kichen, d'Elektresch an d'Fënstere sinn all vu viru 1980. Mir wëllen do an zwee Joer wunnen a sichen eng Firma, déi alles vun A bis Z organiséiert an d'Aarbechten openeen ofstëmmt. Am Moment wunne mir nach zu Schëffleng, dat ass eng gutt Stonn ewech.",
  ["Schëffleng"])

# --------------------------------------------------------------------------- fr
# duplicated trade: cleaning; None: childminder after school

m("fr-s01", "B", "appliance-repair", "Sanem", "Soleuvre",
  "Mon lave-vaisselle Bosch affiche l'erreur E24 et l'eau reste au fond de la cuve, j'habite à Soleuvre.")
m("fr-s02", "Q", "solar", "Käerjeng", "Bascharage",
  "Est-ce que vous posez aussi des panneaux photovoltaïques avec batterie sur une maison mitoyenne à Bascharage ?")
m("fr-s03", "CP", "locksmith", "Differdange", "niederkorn",
  "jai claque la porte et les cles sont restees dedans avec le bebe qui dort, qqn peut venir vite a niederkorn svp")
m("fr-s04", "X", "cleaning", "Luxembourg", "Limpertsberg",
  "Nous sommes un bureau de traduction au Limpertsberg et cherchons quelqu'un pour entretenir nos 120 m² de bureaux deux soirs par semaine.")
m("fr-s05", "P", "pest-control", "Mondorf-les-Bains", "Mondorf",
  "Des souris ont grignoté les sacs de graines et les câbles de la tondeuse dans l'abri de jardin de mon père à Mondorf, moi j'habite à Thionville et je ne peux passer que le samedi.",
  ["Thionville"])
m("fr-s06", "O", "heating", None, None,
  "Le plombier a remplacé le vase d'expansion la semaine dernière, mais depuis, la chaudière au mazout se met en sécurité toutes les deux heures.")
m("fr-s07", "Q", None, "Walferdange", "Bereldange",
  "Quelqu'un pourrait-il garder mes deux enfants après l'école à Bereldange trois soirs par semaine jusqu'à 19 h ?")
m("fr-s08", "Q", "legal", None, None,
  "Mon propriétaire refuse de me rendre la garantie locative depuis quatre mois sans aucune raison, est-ce que quelqu'un peut m'aider à le mettre en demeure ?")
m("fr-s09", "O", "tiling", "Pétange", "Lamadelaine",
  "Le paysagiste qui entretient notre jardin nous a dit que ce n'était pas son travail : avec le gel, une dizaine de carreaux de la terrasse se sont décollés chez nous à Lamadelaine.")
m("fr-s10", "XO", "photography", None, None,
  "Nous cherchons quelqu'un pour faire les portraits de toute l'équipe de notre cabinet d'avocats, le nouveau site internet est déjà prêt et n'attend plus que les photos.")

m("fr-t01", "LPO", "cleaning", "Dudelange", "Dudelange",
  "Nous quittons fin novembre l'appartement que nous louons rue de Bettembourg à Dudelange. L'état des lieux de sortie est prévu le 30 et l'agence exige un nettoyage professionnel avec facture, sinon elle retient une partie de la garantie. Les murs ont déjà été repeints par mon beau-frère, qui est peintre. Il reste surtout la cuisine, les vitres, la salle de bain et le four, qui n'a jamais été nettoyé à fond.",
  ["Bettembourg"])
m("fr-t02", "X", "electrical", "Esch-sur-Alzette", "Esch/Alzette",
  "Je suis traductrice indépendante et je travaille à la maison, à Esch/Alzette. Depuis que j'ai installé un deuxième écran et un radiateur d'appoint dans mon bureau, le disjoncteur saute plusieurs fois par jour et je perds mon travail. Il n'y a que deux prises dans la pièce et l'une d'elles chauffe un peu. J'aimerais qu'on vérifie le circuit et qu'on en ajoute.")
m("fr-t03", "OL", "renovation", "Esch-sur-Sûre", "Heiderscheid",
  "Nous avons acheté une maison de 1965 à Heiderscheid. Une architecte d'intérieur nous a déjà fait les plans et le choix des matériaux, cette partie est terminée. Maintenant il nous faut une entreprise qui prenne en charge tout le chantier : abattre une cloison, refaire la salle de bain et la cuisine, changer l'électricité et isoler les combles. Nous aimerions un seul interlocuteur plutôt que cinq artisans différents.")
m("fr-t04", "B", "it-support", "Mersch", "Mersch",
  "Depuis la dernière mise à jour de Windows, l'imprimante Brother du bureau n'est plus reconnue par aucun des trois PC. On a redémarré la box et réinstallé le pilote, rien n'y fait. Nous sommes une petite agence immobilière à Mersch et nous avons besoin de quelqu'un sur place rapidement.")
m("fr-t05", "QC", "translation", None, None,
  "bonjour, je suis arrivee du Cap-Vert il y a deux mois. il me faut une traduction assermentee de mon diplome d'infirmiere et de mon acte de mariage pour la reconnaissance au ministere. vous faites ca ? et c'est combien a peu pres ?",
  ["Cap-Vert"])
m("fr-t06", "PQ", "gardening", "Schengen", "Wellenstein",
  "Je suis propriétaire d'une maison à Wellenstein que je loue, mais j'habite moi-même à Metz. Le locataire est parti en septembre et le jardin est à l'abandon : haie de thuyas de trois mètres, pelouse haute, feuilles partout. Les nouveaux locataires visitent dans trois semaines. Pouvez-vous tout remettre en état et me donner un prix pour un entretien mensuel ?",
  ["Metz"])
m("fr-t07", "O", "carpentry", None, None,
  "Le carreleur a posé un nouveau carrelage dans tout le couloir, un peu plus épais que l'ancien. Résultat : aucune des quatre portes intérieures en bois ne ferme, elles frottent par terre. Il faudrait les démonter et les raccourcir proprement.")
m("fr-t08", "B", "plumbing", "Rumelange", "Rumelange",
  "Le réservoir encastré Geberit de nos toilettes coule sans arrêt depuis une semaine, même quand on appuie plusieurs fois sur la plaque. La facture d'eau de la commune de Rumelange va exploser. On a trouvé la trappe derrière la plaque mais on n'ose pas y toucher.")
m("fr-t09", "L", "painting", "Luxembourg", "Bonnevoie",
  "Je suis syndic bénévole d'une petite copropriété de six appartements à Bonnevoie. La cage d'escalier n'a pas été rafraîchie depuis 1998, les murs sont tachés et la rampe est écaillée. L'assemblée générale a voté les travaux en octobre et il nous faut deux ou trois devis. L'idéal serait de faire ça pendant les vacances de Noël, quand plusieurs occupants sont partis.")
m("fr-t10", "LP", "roofing", "Bourscheid", "Bourscheid",
  "Nous louons un gîte à Bourscheid aux touristes de Pâques à octobre. Depuis la tempête de la semaine dernière, l'eau coule le long de la façade quand il pleut : la gouttière s'est décrochée et quelques ardoises ont glissé. Les premiers hôtes arrivent le 20 décembre pour les fêtes. Nous habitons à Bruxelles et ne pouvons pas venir avant le 15.",
  ["Bruxelles"])
m("fr-t11", "P", "masonry", "Larochette", "Larochette",
  "Le muret en pierres sèches qui retient le talus devant notre maison à Larochette s'est écroulé sur quatre mètres après les pluies. Des pierres sont tombées sur le trottoir et la commune nous a demandé de sécuriser rapidement. Nous travaillons tous les deux au Kirchberg, donc on ne peut être là qu'après 17 h.",
  ["Kirchberg"])
m("fr-t12", "PQ", "moving", "abroad", "Arlon",
  "Nous sommes frontaliers et nous quittons notre appartement d'Arlon pour une maison à Habay, toujours en Belgique. Je travaille à la Cloche d'Or et je connais surtout des entreprises luxembourgeoises, c'est pour ça que je vous écris. C'est un trois-pièces au deuxième étage sans ascenseur, avec un piano droit. Est-ce que vous faites aussi des déménagements de l'autre côté de la frontière ?",
  ["Habay", "Belgique", "Cloche d'Or"])
m("fr-t13", "X", "accounting", "Strassen", "Strassen",
  "Je suis photographe indépendant depuis deux ans, avec un petit studio à Strassen. Jusqu'ici je faisais tout moi-même avec un tableur, mais l'AED m'a envoyé un rappel pour des déclarations de TVA en retard. J'ai besoin de quelqu'un pour remettre mes comptes en ordre et faire le bilan 2025.")
m("fr-t14", "Q", "web-development", "Remich", "Remich",
  "Nous avons repris un restaurant au bord de la Moselle à Remich. L'ancien site n'est plus à jour et on ne peut pas le modifier nous-mêmes. Il nous faudrait un site simple en français, allemand et anglais, avec la carte et les réservations en ligne. Vous faites ce genre de projet ?",
  ["Moselle"])
m("fr-t15", "OL", "interior-design", "Ettelbruck", "Ettelbruck",
  "Nous venons de racheter une boutique de fleurs dans la Grand-Rue d'Ettelbruck. L'électricien a déjà refait tout le circuit et le carrelage est neuf. Ce qui nous manque, c'est un concept d'aménagement : comptoir, présentoirs, couleurs et ambiance lumineuse, pour que le magasin ne ressemble plus à une pharmacie. Nous ouvrons le 1er mars.")

# --------------------------------------------------------------------------- de
# duplicated trade: electrical; None: private tutoring for a pupil

m("de-s01", "B", "heating", "Mamer", "Mamer",
  "Unsere Buderus-Therme zeigt seit Samstag den Fehler 6A an und das Haus in Mamer bleibt kalt.")
m("de-s02", "Q", "pest-control", "Bertrange", "Bartringen",
  "Können Sie auch einen Marder vertreiben, der nachts auf dem Dachboden unseres Hauses in Bartringen herumtobt?",
  [], ["einen"])
m("de-s03", "CP", "electrical", "Dudelange", "düdelingen",
  "hallo bei uns fliegt immer die sicherung raus wenn wasserkocher und mikrowelle gleichzeitig laufen wohnung in düdelingen bitte um rückruf")
m("de-s04", "P", "gardening", "Echternach", "Echternach",
  "Vor dem Verkauf des Hauses meiner verstorbenen Tante in Echternach muss der völlig verwilderte Garten wieder in Ordnung gebracht werden, ich selbst wohne in Köln.",
  ["Köln"])
m("de-s05", "OB", "appliance-repair", None, None,
  "Der Elektriker hat die Steckdose schon durchgemessen, trotzdem kühlt unser Liebherr-Kühlschrank seit gestern nicht mehr.")
m("de-s06", "Q", "electrical", "Strassen", "Strassen",
  "Installieren Sie auch Wallboxen für Elektroautos in der Tiefgarage einer Residenz mit zwölf Stellplätzen in Strassen?")
m("de-s07", "P", None, "Erpeldange-sur-Sûre", "Ingeldorf",
  "Unser Sohn geht aufs Lycée in Diekirch und braucht Nachhilfe in Mathe und Französisch, am liebsten bei uns zu Hause in Ingeldorf.",
  ["Diekirch"])
m("de-s08", "O", "tiling", None, None,
  "Der Wasserschaden im Bad ist vom Installateur behoben, aber jetzt klingen mehrere Fliesen an der Wand hohl und zwei sind gesprungen.")
m("de-s09", "P", "moving", "Luxembourg", "Oberstadt",
  "Wir brauchen einen Transport für das Klavier meiner Großmutter, das in ihrem Haus in der Oberstadt vom dritten Stock ins Erdgeschoss muss, und es gibt keinen Aufzug.",
  [], ["einen"])
m("de-s10", "Q", "legal", None, None,
  "Kann uns jemand gegenüber dem Bauträger vertreten, der seit der Abnahme unserer Neubauwohnung vor einem Jahr keinen einzigen Mangel behoben hat?")

m("de-t01", "LP", "renovation", "Esch-sur-Alzette", "Esch an der Alzette",
  "Ich wohne in Trier und pendle seit 2019 nach Luxemburg. Von meinem Onkel habe ich eine Dreizimmerwohnung in Esch an der Alzette geerbt, die seit Jahren leer steht. Bevor ich sie vermieten kann, muss so gut wie alles neu: Bad, Küche, Böden, Elektrik und Fenster. Ich suche eine Firma, die das als Gesamtprojekt übernimmt und koordiniert, weil ich unter der Woche nicht vor Ort sein kann.",
  ["Trier"], ["Luxemburg"])
m("de-t02", "X", "painting", "Junglinster", "Junglinster",
  "Wir sind ein kleiner Gartenbaubetrieb in Junglinster mit Büro und Lagerhalle. Im Frühjahr feiern wir zehnjähriges Jubiläum und laden Kunden ein, bis dahin sollen die Fassade des Bürogebäudes und das Tor der Halle neu gestrichen werden. Die Pflanzen und Beete machen wir natürlich selbst.")
m("de-t03", "BQ", "solar", "Lenningen", "Lenningen",
  "Unser Fronius-Wechselrichter zeigt seit Dienstag den Status 567 und die App meldet null Ertrag, obwohl die Sonne scheint. Die Firma, die uns die Anlage 2020 in Lenningen aufs Dach gesetzt hat, gibt es nicht mehr. Kann sich das jemand anschauen?")
m("de-t04", "O", "roofing", "Clervaux", "Clerf",
  "Ein Maler, der letzte Woche unsere Fassade in Clerf gestrichen hat, hat vom Gerüst aus gesehen, dass am Dachrand mehrere Schieferplatten fehlen. Außerdem hängt die Dachrinne auf einer Seite durch. Die Fassade ist fertig, jetzt geht es nur noch ums Dach, bevor der Schnee kommt.")
m("de-t05", "QC", "locksmith", "Luxembourg", "Gasperich",
  "Hallo, ich bin neu in Luxembourg und Vermieter hat nur ein Schlüssel gegeben für die Wohnung. Kann man bei Ihnen Schlüssel nachmachen für Sicherheitsschloss mit Karte, oder muss man ganzes Zylinder wechseln? Die Wohnung ist in Gasperich, ich bin ab 18 Uhr zu Hause.",
  [], ["Luxembourg"])
m("de-t06", "PO", "plumbing", "Mondercange", "Monnerich",
  "Ich arbeite in Differdingen, aber das Problem ist bei meiner Mutter in Monnerich. Im Keller riecht es nach Abwasser und jedes Mal, wenn die Waschmaschine abpumpt, läuft der Bodenablauf über. Die Waschmaschine selbst funktioniert einwandfrei, ein Techniker war schon da. Können Sie an einem Samstag kommen?",
  ["Differdingen"])
m("de-t07", "LP", "cleaning", "Berdorf", "Berdorf",
  "Wir vermieten seit diesem Jahr eine Ferienwohnung in Berdorf im Müllerthal, vor allem an Wanderer. Zwischen zwei Gästen muss die Wohnung gereinigt, die Bettwäsche gewechselt und die Terrasse gefegt werden, meistens samstags zwischen 10 und 15 Uhr. Bisher hat das meine Schwiegermutter gemacht, aber sie hört jetzt auf. Wir selbst wohnen in Saarbrücken und schaffen das nicht.",
  ["Müllerthal", "Saarbrücken"])
m("de-t08", "Q", "carpentry", "Leudelange", "Leudelingen",
  "Im Dachgeschoss unseres Hauses in Leudelingen haben wir unter der Schräge viel ungenutzten Platz. Wir hätten gern Einbauschränke nach Maß aus Holz, mit Schiebetüren, damit man auch an die niedrigen Ecken kommt. Gibt es bei Ihnen jemanden, der so etwas plant und baut?",
  [], ["Holz"])
m("de-t09", "PQ", "masonry", "abroad", "Konz",
  "Wir wohnen in Konz, also in Deutschland, gleich hinter der Grenze bei Wasserbillig. Die Gartenmauer zum Nachbarn hat nach dem Frost einen langen Riss bekommen und neigt sich schon. Finden Sie für so etwas auch Handwerker auf der deutschen Seite?",
  ["Deutschland", "Wasserbillig"], ["einen"])
m("de-t10", "B", "it-support", "Luxembourg", "Bahnhofsviertel",
  "In unserer WG im Bahnhofsviertel bricht das WLAN ständig ab, vor allem abends, wenn alle vier streamen. Die FritzBox 7530 steht im Flur ganz hinten und der Provider sagt, die Leitung sei in Ordnung. Wir bräuchten jemanden, der das Netz vernünftig einrichtet, vielleicht mit Mesh oder einem zusätzlichen Access Point.")
m("de-t11", "Q", "web-development", None, None,
  "Ich töpfere seit Jahren als Hobby und möchte meine Keramik jetzt auch online verkaufen. Ich brauche einen kleinen Onlineshop mit Zahlung per Karte und Payconiq, den ich selbst pflegen kann. Machen Sie so etwas und was würde das ungefähr kosten?",
  [], ["einen"])
m("de-t12", "P", "translation", "Walferdange", "Walferdingen",
  "Wir sind im Sommer aus der Ukraine nach Walferdingen gezogen. Für die Einschreibung unserer Tochter verlangt die Gemeinde eine beglaubigte Übersetzung der Geburtsurkunde ins Französische oder Deutsche. Die Urkunde ist auf Ukrainisch und hat einen Apostille-Stempel.",
  ["Ukraine"], ["einen"])
m("de-t13", "X", "photography", "Schuttrange", "Munsbach",
  "Unser Sanitärbetrieb in Munsbach feiert im März sein 25-jähriges Bestehen mit einem Empfang für Kunden und Mitarbeiter. Wir suchen jemanden, der den Abend fotografiert und zusätzlich Porträts der Geschäftsführung für die Pressemitteilung macht.")
m("de-t14", "O", "interior-design", "Steinsel", "Mullendorf",
  "Wir haben ein Reihenhaus aus den 70ern in Mullendorf gekauft. Die Küche ist beim Schreiner schon bestellt und die Böden sind gemacht. Jetzt fehlt uns ein stimmiges Gesamtkonzept für Farben, Möbel und Licht im offenen Wohn- und Essbereich, sonst verlieren wir uns in Einzelkäufen.")
m("de-t15", "L", "accounting", None, None,
  "Ich bin 78 und meine Frau ist im Frühjahr gestorben. Sie hat sich immer um die Steuererklärung gekümmert, ich habe noch nie eine gemacht. Dazu kommt, dass ich eine kleine Rente aus Deutschland bekomme und nicht weiß, wie die hier angegeben wird. Mein Sohn lebt in Kanada und kann mir nicht helfen.",
  ["Deutschland", "Kanada"])

# --------------------------------------------------------------------------- en
# duplicated trade: legal; None: wedding caterer

m("en-s01", "B", "appliance-repair", "Hesperange", "Howald",
  "Our Samsung washing machine keeps stopping halfway through with a 4C code, and we're in a ground-floor flat in Howald.")
m("en-s02", "Q", "solar", "Kehlen", "Kehlen",
  "Can someone tell us whether our roof in Kehlen is suitable for solar panels and how much the Klimabonus would cover?")
m("en-s03", "CP", "it-support", "Luxembourg", "kirchberg",
  "hi my laptop got a popup saying call microsoft support and now none of my files open pls help asap im in kirchberg")
m("en-s04", "O", None, "Clervaux", "Marnach",
  "The photographer and the barn are booked, but we still need a caterer for 80 guests at our wedding in Marnach next August.")
m("en-s05", "P", "masonry", None, None,
  "The brick pillar that holds our front gate has been leaning since a delivery van reversed into it, and the courier firm has agreed to pay the bill.",
  [], ["bill"])
m("en-s06", "O", "legal", None, None,
  "The plumber confirmed the leak came from the flat upstairs, but the neighbour's insurer refuses to pay and we need advice on our rights.")
m("en-s07", "Q", "locksmith", "Kopstal", "Bridel",
  "Can anyone get a snapped key out of our garage door lock today, the car is stuck inside and we're in Bridel?")
m("en-s08", "Q", "translation", None, None,
  "Do you do sworn French translations of an English birth certificate and a divorce decree for a wedding at the town hall?")
m("en-s09", "O", "heating", "Luxembourg", "Luxembourg City",
  "The radiators upstairs in our rented house in Luxembourg City stay cold at the top although an electrician already replaced the thermostat.")
m("en-s10", "C", "pest-control", "Wiltz", "Wiltz",
  "since a guest left last wk theres bedbugs in one of the rooms of my little b&b in Wiltz, urgent")

m("en-t01", "LP", "legal", "Differdange", "Differdange",
  "I live in Longwy on the French side and work at the university in Belval. Three years ago I bought a studio in Differdange as an investment and rented it out. The tenant hasn't paid for five months, ignores my letters, and the rental agency has given up. I need someone who can take this to the justice of the peace and start an eviction if necessary.",
  ["Longwy", "Belval"])
m("en-t02", "X", "plumbing", "Mondercange", "Foetz",
  "I run a small cleaning company from a unit on the industrial estate in Foetz. The toilet in our staff washroom blocks every few days, and when it does, water comes back up in the shower tray next to it. We've tried a plunger and drain unblocker from the supermarket; it works for a day at most.")
m("en-t03", "BP", "electrical", "Walferdange", "Walfer",
  "Since we had a hot tub put in the garden, the Hager breaker in the fuse box trips every time the heater kicks in. The hot tub company says their part is fine and it's a wiring problem. We live in Walfer.")
m("en-t04", "O", "painting", "Diekirch", "Diekirch",
  "After the flood in July the electrician has finished replacing all the sockets on the ground floor and the walls have finally dried out. Now the lower half of the walls in the living room and hallway looks awful, with tide marks and flaking paint. We'd like them redone before Christmas; the house is in Diekirch.")
m("en-t05", "Q", "gardening", "Steinfort", "Hagen",
  "We've just moved from a flat into a house in Hagen, and it came with a huge garden we have no idea how to look after. Is there anyone who could come every two weeks to mow, trim the hedge and tell us what's worth keeping? We both work full time.")
m("en-t06", "CP", "moving", "Luxembourg", "limpertsberg",
  "hey so im moving out of my student room in limpertsberg at the end of the semester. its just a bed frame, a desk and maybe 15 boxes, no car lol. 3rd floor no lift. can someone do it on a saturday and take it all to my cousins garage? cheap pls")
m("en-t07", "P", "roofing", "Boulaide", "L-9640",
  "After last night's storm there are slates all over the driveway and water is dripping through the bedroom ceiling. We rent the house and the landlord lives in Spain and isn't picking up. Our postcode is L-9640, it's the last house before the forest.",
  ["Spain"])
m("en-t08", "OQ", "tiling", None, None,
  "The grout in our shower has gone black and is crumbling, and a few tiles around the drain move when you step on them. We had a cleaning company try to get it white again, but that didn't help, and I'm worried water is getting behind. Can it be redone without ripping out the whole shower?")
m("en-t09", "PO", "cleaning", "abroad", "Aubange",
  "We're selling our house in Aubange in Belgium and the buyers get the keys on the 15th. After the movers leave on the 12th we need a proper deep clean, windows and oven included. I work in Strassen, so I could only let you in after 6 pm.",
  ["Belgium", "Strassen"])
m("en-t10", "LP", "renovation", "Schifflange", "Schifflange",
  "I've inherited my grandmother's 1970s flat in Schifflange. Nothing has been touched since she moved in: bathroom, kitchen, floors, wiring and windows are all original. I'd like to rent it out by next autumn and I'm looking for one company to manage the whole refurbishment rather than hiring five trades myself. I live in London, so I can only come over every few weeks.",
  ["London"])
m("en-t11", "P", "accounting", None, None,
  "My wife and I both work and we had our first baby in March. A colleague told us we should file a joint tax return to get class 2 and claim the childcare costs and our mortgage interest. We've never filed anything in Luxembourg before and the forms make no sense to us.",
  [], ["Luxembourg"])
m("en-t12", "P", "web-development", "Mamer", "Capellen",
  "I teach yoga from a small studio in Capellen and all my bookings are still done over WhatsApp. I'd like a simple website with the weekly timetable, online booking and payment for class cards. Nothing fancy, but it has to work well on phones.")
m("en-t13", "QO", "photography", "Grevenmacher", "Grevenmacher",
  "Our family wine shop in Grevenmacher is finally getting a webshop. Could someone take product photos of about 200 bottles of wine and crémant, on a white background, so they all match across the range? The web developer has already finished the site, it's just waiting for pictures.")
m("en-t14", "LP", "interior-design", "Luxembourg", "Pfaffenthal",
  "We've just bought a loft in Pfaffenthal after ten years in Dublin. It's one big room with high ceilings and exposed beams, and none of our furniture seems to fit. We'd like someone to plan the layout, the colours and the lighting, and help us decide what to buy. Our budget is limited, so we'd rather reuse what we can.",
  ["Dublin"])
m("en-t15", "P", "carpentry", "Rosport-Mompach", "Rosport",
  "My mum is 88 and lives alone in Rosport. The wooden handrail on her staircase has come loose from the wall and two of the spindles are broken. I live in Manchester and can't get over until Easter, so I'd like someone to fix it properly as soon as possible.",
  ["Manchester"])

# --------------------------------------------------------------------------- pt
# duplicated trade: moving; None: dog walker

m("pt-s01", "B", "heating", "Schieren", "Schieren",
  "A caldeira Viessmann está a dar o erro F4 e ficámos sem aquecimento nem água quente em Schieren.")
m("pt-s02", "Q", "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Vocês também fazem limpeza de montras para uma pastelaria em Esch-sur-Alzette?")
m("pt-s03", "CP", "locksmith", "Ettelbruck", "ettelbruck",
  "boa tarde perdi as chaves de casa e estou na rua com as crianças em ettelbruck alguem pode vir abrir a porta")
m("pt-s04", "O", "painting", "Pétange", "Rodange",
  "A limpeza já está feita, mas preciso de pintar a sala e o quarto antes de entregar o apartamento ao senhorio em Rodange.")
m("pt-s05", "O", "gardening", "Bettembourg", "Bettembourg",
  "O eletricista já mudou a iluminação do jardim, agora falta cortar a sebe e tratar da relva da nossa casa em Bettembourg.")
m("pt-s06", "Q", "pest-control", None, None,
  "Alguém pode tratar urgentemente das baratas na cozinha do nosso restaurante antes da inspeção sanitária da próxima semana?")
m("pt-s07", "P", None, "Luxembourg", "Gare",
  "Procuro alguém que passeie o meu cão à hora de almoço durante a semana, moro no bairro da Gare.")
m("pt-s08", "Q", "moving", "Kayl", "Kayl",
  "Quanto custa uma mudança de um T2 num terceiro andar sem elevador para uma casa na mesma rua em Kayl?")
m("pt-s09", "C", "accounting", None, None,
  "preciso ajuda com a declaraçao de impostos e a primeira vez e recebi uma carta das contribuiçoes que nao percebo nada")
m("pt-s10", "O", "tiling", None, None,
  "O canalizador já arranjou a fuga por trás da parede, mas caíram dois azulejos da casa de banho e os outros à volta soam a oco.")

m("pt-t01", "LP", "renovation", "Differdange", "Obercorn",
  "Os meus pais vieram de Chaves em 1985 e compraram uma casa antiga em Obercorn, onde viveram até agora. O meu pai faleceu em maio e a minha mãe vem morar connosco em Bascharage, por isso queremos renovar a casa para a alugar. É preciso quase tudo: casa de banho, cozinha, chão, janelas e a instalação elétrica, que é dos anos 70. Procuramos uma empresa que trate de tudo, porque eu trabalho por turnos.",
  ["Chaves", "Bascharage"])
m("pt-t02", "X", "electrical", "Sanem", "Ehlerange",
  "Tenho uma pequena empresa de pintura e alugámos um armazém novo em Ehlerange. O armazém só tem duas tomadas e uma lâmpada no teto. Precisamos de tomadas trifásicas para os compressores e de iluminação LED decente antes de janeiro.")
m("pt-t03", "B", "appliance-repair", "Hesperange", "Hesperange",
  "A máquina de secar roupa da Siemens aquece mas o tambor já não roda, só se ouve um zumbido. Já limpei o filtro e o depósito de água. Tem três anos e a garantia acabou no mês passado. Moramos em Hesperange.")
m("pt-t04", "O", "roofing", "Redange", "Redange",
  "O canalizador já veio duas vezes e diz que os canos estão bons. Mesmo assim, a mancha no teto do sótão volta sempre que chove com vento, e agora vê-se uma telha partida da rua. A casa é em Redange.")
m("pt-t05", "QC", "translation", None, None,
  "bom dia, a escola da minha filha pede a traduçao do boletim escolar do Brasil para frances. voces fazem traduçao? quanto tempo demora e quanto custa mais ou menos",
  ["Brasil"])
m("pt-t06", "P", "plumbing", "Dudelange", "Dudelange",
  "Moro em Thionville mas tenho um apartamento alugado em Dudelange. O inquilino queixa-se de que a pressão da água é fraquíssima no duche e de que o autoclismo demora meia hora a encher. O resto do prédio não tem problemas.",
  ["Thionville"])
m("pt-t07", "PQ", "carpentry", "abroad", "Villerupt",
  "Moro em Villerupt, do lado francês, e trabalho em Belval. A porta de correr do roupeiro embutido saiu da calha e uma das portas dos armários da cozinha caiu, a madeira à volta das dobradiças está desfeita. Vocês vão a França ou só trabalham no Luxemburgo?",
  ["Belval", "França"], ["Luxemburgo"])
m("pt-t08", "L", "masonry", "Mertert", "Wasserbillig",
  "Comprámos uma casa em Wasserbillig há um mês. O muro de pedra entre o nosso quintal e o do vizinho está torto e já caíram algumas pedras para o lado dele. O vizinho é simpático e quer dividir o custo, mas quer um orçamento por escrito. Também gostaríamos de aproveitar para fazer um pequeno muro novo junto à entrada.")
m("pt-t09", "QP", "solar", "Leudelange", "L-3364",
  "Queremos pôr painéis solares no telhado da garagem e da casa, o código postal é L-3364. Ouvimos falar do Klimabonus mas não sabemos quanto recebemos nem se compensa juntar uma bateria. Podem vir ver e fazer um orçamento?")
m("pt-t10", "LO", "legal", None, None,
  "Trabalhava como pedreiro numa empresa de construção há 12 anos. O meu patrão despediu-me na semana passada sem me dar nenhuma razão por escrito. Disseram-me que tenho pouco tempo para contestar. Preciso de alguém que me explique os meus direitos e me represente, se for preciso.")
m("pt-t11", "QO", "it-support", "Luxembourg", "Luxemburgo",
  "Sou voluntária numa associação na cidade do Luxemburgo e o único computador do escritório está cheio de vírus, aparecem janelas de publicidade a toda a hora. Temos lá a contabilidade e as fichas dos sócios e ninguém sabe se há cópia de segurança. Alguém pode vir ver antes de perdermos tudo?")
m("pt-t12", "Q", "web-development", "Larochette", "Larochette",
  "Tenho uma pequena pastelaria portuguesa em Larochette e os clientes perguntam sempre se fazemos encomendas para festas. Queria um site simples com fotos dos bolos e um formulário de encomendas. É possível e quanto custa?")
m("pt-t13", "P", "photography", "Mamer", "Mamer",
  "O batizado do nosso filho é em abril, na igreja de Mamer, e a família vem de Braga e de Paris. Queremos alguém para a cerimónia e para umas fotos de família no jardim da igreja depois.",
  ["Braga", "Paris"])
m("pt-t14", "Q", "interior-design", "Mersch", "Mersch",
  "Vamos abrir um salão de cabeleireira em Mersch, numa antiga loja de roupa. O espaço tem 60 m² e é comprido e estreito. Alguém me pode ajudar a pensar onde ficam os lavatórios, a receção e os espelhos, e que cores e luz usar para parecer maior?")
m("pt-t15", "X", "moving", "Luxembourg", "Cessange",
  "Somos uma pequena empresa de limpezas com escritório em Cessange. No dia 20 mudamos para o primeiro andar do mesmo prédio, porque o rés-do-chão vai ser uma loja. São seis secretárias, armários com arquivos, um frigorífico e duas máquinas de lavar industriais.")

# --------------------------------------------------------------------------- it
# duplicated trade: plumbing; None: home hairdresser for a grandmother

m("it-s01", "B", "appliance-repair", "Bissen", "Bissen",
  "Il forno Whirlpool segna F03 e non scalda più, abitiamo a Bissen.")
m("it-s02", "Q", "roofing", "Sandweiler", "Sandweiler",
  "Potete venire a controllare il tetto della nostra casa a Sandweiler, dopo che il vento di stanotte ha spostato diverse tegole?")
m("it-s03", "CP", "plumbing", "Luxembourg", "cents",
  "ciao il lavandino della cucina e intasato e l acqua risale anche nella vasca, sono a cents vicino al cimitero")
m("it-s04", "P", "gardening", "Dippach", "Dippach",
  "Serve qualcuno che poti i tre alberi da frutto e il vecchio noce nel giardino di mia madre a Dippach, io abito a Bertrange e non ho la scala.",
  ["Bertrange"])
m("it-s05", "O", "electrical", None, None,
  "L'idraulico ha già sistemato lo scaldabagno, ma il salvavita continua a scattare appena lo accendiamo.")
m("it-s06", "Q", None, "Lintgen", "Lintgen",
  "C'è una parrucchiera che possa venire a casa a Lintgen a tagliare i capelli a mia nonna, che non esce più?")
m("it-s07", "C", "translation", None, None,
  "mi serve traduzione giurata in francese del certificato di nascita di mio figlio per il matrimonio, quanto costa")
m("it-s08", "O", "painting", "Luxembourg", "Hamm",
  "Il falegname ha già cambiato le due persiane rotte, ora vorrei far ridipingere tutte le altre e la ringhiera del balcone della casa a Hamm.")
m("it-s09", "Q", "photography", "Wincrange", "Wincrange",
  "Fate anche foto aeree con il drone per l'annuncio di vendita di un vecchio casale a Wincrange?")
m("it-s10", "Q", "legal", None, None,
  "Il vicino ha costruito una tettoia che sporge di un metro sul nostro terreno e non vuole toglierla, chi ci può assistere con una diffida formale?")

m("it-t01", "LP", "heating", "Bous-Waldbredimus", "Bous",
  "Mia suocera ha 87 anni e vive da sola in una casa a Bous. Da ieri la caldaia a gasolio va in blocco ogni mattina, lei la riarma ma dopo un'ora si ferma di nuovo e in casa ci sono 15 gradi. Il serbatoio è pieno, l'abbiamo controllato. Noi abitiamo a Niederanven e lavoriamo tutti e due, quindi servirebbe qualcuno che possa andare da lei anche in settimana.",
  ["Niederanven"])
m("it-t02", "XO", "accounting", "Pétange", "Pétange",
  "Sono idraulico e sei mesi fa ho aperto la mia ditta individuale a Pétange. Finora ho fatto tutto da solo, ma adesso arrivano le prime dichiarazioni IVA e non so nemmeno come tenere il registro delle fatture. Cerco qualcuno che mi segua tutto l'anno.")
m("it-t03", "B", "it-support", "Luxembourg", "Lussemburgo",
  "Il NAS Synology dove teniamo i backup dello studio di architettura non si vede più in rete dopo il blackout di lunedì. I PC funzionano e internet va, ma le cartelle condivise sono sparite. Lo studio è a Lussemburgo, vicino alla stazione.")
m("it-t04", "O", "tiling", "Frisange", "Frisange",
  "Il muratore ha già rifatto il massetto del bagno e ha lasciato tutto pronto. Adesso servono le piastrelle: circa 6 m² a pavimento e 20 m² a parete, più la doccia a filo pavimento. Siamo a Frisange e vorremmo finire entro febbraio.")
m("it-t05", "QC", "locksmith", "Differdange", "Differdange",
  "salve la serratura del portone del condominio si e rotta e la chiave gira a vuoto, nessuno riesce a entrare con le chiavi. sono l amministratore, il palazzo e a Differdange in centro. potete venire oggi?")
m("it-t06", "P", "plumbing", "Roeser", "Kockelscheuer",
  "Lavoro a Leudelange ma il problema è a casa nostra a Kockelscheuer. Il contatore dell'acqua gira anche con tutti i rubinetti chiusi e l'ultima bolletta è raddoppiata. Non vediamo perdite da nessuna parte, forse è un tubo sotto il pavimento.",
  ["Leudelange"])
m("it-t07", "L", "moving", "Rumelange", "Rumelange",
  "Mia madre, 82 anni, lascia la sua casa a Rumelange per trasferirsi in una residenza per anziani nello stesso paese. Porta con sé solo pochi mobili: il letto, una poltrona, la credenza e una ventina di scatole. Il resto lo regaliamo o lo vende mia sorella. Ci servirebbe una ditta per mezza giornata, possibilmente il 10 o l'11 gennaio.")
m("it-t08", "Q", "masonry", "Mondorf-les-Bains", "Altwies",
  "Vogliamo costruire un barbecue in muratura con piano di lavoro in fondo al giardino della nostra casa ad Altwies. Il terreno è in leggera pendenza, quindi servirebbe anche una piccola base in cemento. Avete qualcuno che faccia questo tipo di lavori?")
m("it-t09", "PQ", "cleaning", "abroad", "Hettange-Grande",
  "Abitiamo a Hettange-Grande, appena oltre il confine, e io lavoro a Bettembourg. Abbiamo appena finito di ristrutturare il piano terra e c'è polvere di cantiere dappertutto, anche dentro gli armadi. Ci serve una pulizia di fine cantiere, fate anche interventi in Francia?",
  ["Bettembourg", "Francia"])
m("it-t10", "B", "solar", "Helperknapp", "Tuntange",
  "Abbiamo i pannelli fotovoltaici sul tetto da cinque anni a Tuntange e d'estate regaliamo quasi tutta la corrente alla rete. Vorremmo aggiungere una batteria di accumulo, ma l'inverter attuale è un Huawei e non sappiamo se è compatibile.")
m("it-t11", "XO", "web-development", None, None,
  "Sono un fotografo di matrimoni e il mio portfolio online è lentissimo e sul telefono si vede male. Vorrei rifare il sito da zero, con gallerie veloci, un modulo di contatto e le pagine in italiano, francese e inglese.")
m("it-t12", "O", "pest-control", "Luxembourg", "Rollingergrund",
  "Sono l'amministratore di un piccolo condominio a Rollingergrund. In cantina ci sono topi: hanno rosicchiato i sacchi dell'immondizia e anche il cavo della lavatrice di un inquilino, che il tecnico ha già sostituito. Adesso serve liberarsene e poi un controllo periodico.")
m("it-t13", "LP", "interior-design", "Vianden", "Vianden",
  "Stiamo per aprire una gelateria nel centro di Vianden, in un locale che prima era una banca. È tutto grigio e freddo, con il bancone di marmo. Cerchiamo qualcuno che ci progetti l'arredamento, i colori e le luci, con un budget contenuto. Siamo siciliani e vorremmo un piccolo tocco di Sicilia.",
  ["Sicilia"])
m("it-t14", "P", "renovation", "Kayl", "Tétange",
  "Vogliamo trasformare il garage doppio della nostra casa a Tétange in un monolocale per nostro figlio, che torna dall'università di Torino. Serve tutto: finestra, isolamento, bagnetto, cucinino e pavimento. Preferiamo un'unica impresa che coordini i lavori.",
  ["Torino"])
m("it-t15", "Q", "carpentry", None, None,
  "Vorremmo una pergola in legno sulla terrazza, circa 4 metri per 3, fissata al muro della casa. Il geometra ci ha detto che non serve il permesso se resta sotto una certa misura. Fate anche pergole su misura?")

# --------------------------------------------------------------------------- es
# duplicated trade: gardening; None: e-bike repair

m("es-s01", "B", "appliance-repair", "Wormeldange", "Ehnen",
  "La cafetera La Marzocco de nuestro bar en Ehnen ya no calienta el agua y se enciende el piloto rojo.")
m("es-s02", "Q", "moving", "Luxembourg", "Bonnevoie",
  "¿Hacéis portes pequeños, como subir un sofá de tres plazas a un cuarto piso sin ascensor en Bonnevoie?")
m("es-s03", "CP", "it-support", "Strassen", "strassen",
  "hola el router no llega al piso de arriba y teletrabajo desde ahi, vivo en strassen, alguien puede venir a poner un repetidor o algo")
m("es-s04", "P", "gardening", "Steinfort", "Steinfort",
  "Necesitamos que alguien arranque el tocón del árbol que tiró la tormenta en nuestro jardín de la rue de Luxembourg en Steinfort.",
  ["Luxembourg"])
m("es-s05", "O", "locksmith", None, None,
  "Ya vino el carpintero y la puerta está bien, el problema es que la cerradura no gira con ninguna de las tres llaves.")
m("es-s06", "C", None, None, None,
  "busco alguien q me arregle la bici electrica se me rompio la cadena y el cambio no entra")
m("es-s07", "Q", "solar", "Colmar-Berg", "Colmar-Berg",
  "¿Cuánto cuesta poner placas solares con batería en el tejado de una casa adosada en Colmar-Berg?")
m("es-s08", "Q", "interior-design", "Lorentzweiler", "Lorentzweiler",
  "¿Alguien puede ayudarnos a elegir colores, muebles y la distribución del salón de la casa que acabamos de comprar en Lorentzweiler?")
m("es-s09", "P", "accounting", "Luxembourg", "Clausen",
  "Necesito a alguien que me lleve la contabilidad y el IVA de mi pequeño restaurante en Clausen, aunque yo vivo en Mamer.",
  ["Mamer"])
m("es-s10", "Q", "gardening", "Junglinster", "Junglinster",
  "¿Podéis venir a quitar el musgo y las malas hierbas del césped de la casa que alquilamos en Junglinster, porque el contrato nos obliga a mantenerlo?")

m("es-t01", "LP", "legal", "Hesperange", "Hesperange",
  "Vivo en Hesperange desde hace quince años. Mi tía murió el año pasado en Burgos y nos dejó a mi hermano y a mí un piso allí y una cuenta en un banco de Luxemburgo. El banco nos pide un certificado de herederos y documentos que no entendemos, y mi hermano vive en Chile. Necesitamos a alguien que sepa de herencias entre España y Luxemburgo.",
  ["Burgos", "Chile", "España"], ["Luxemburgo"])
m("es-t02", "XO", "web-development", None, None,
  "Soy fontanero autónomo desde hace un año y todo mi trabajo viene del boca a boca. Quiero una página sencilla donde la gente vea mis servicios y mis zonas y pueda pedir presupuesto mandando fotos. No necesito tienda online ni nada complicado.")
m("es-t03", "B", "heating", "Luxembourg", "Eich",
  "La caldera de gas Junkers de nuestro piso en Eich marca el error EA y se apaga. La hemos reiniciado varias veces y vuelve a fallar al cabo de unos minutos. Tenemos un bebé de tres meses y hace mucho frío.")
m("es-t04", "O", "painting", "Dippach", "Schouweiler",
  "El albañil ya tapó las grietas de la fachada de nuestra casa en Schouweiler y todo está seco. Ahora falta pintarla entera, son unos 150 m² con andamio. Nos gustaría tenerla lista antes de la comunión de nuestra hija en mayo.")
m("es-t05", "QC", "translation", None, None,
  "hola necesito traducir al aleman mi titulo de enfermera y el certificado de notas para el ministerio de sanidad. lo haceis vosotros? cuanto tarda mas o menos")
m("es-t06", "P", "electrical", "Weiler-la-Tour", "Weiler-la-Tour",
  "Vivimos en Esch-sur-Alzette, pero el problema está en la casa de mis suegros en Weiler-la-Tour. Desde que entró agua en el garaje durante la tormenta, los enchufes de allí y la luz del jardín no funcionan y a veces salta el diferencial de toda la casa. Ellos tienen más de ochenta años y no quieren tocar nada.",
  ["Esch-sur-Alzette"])
m("es-t07", "L", "tiling", "Luxembourg", "Beggen",
  "Tenemos un piso de alquiler en Beggen que compramos hace diez años. El inquilino anterior rompió varias baldosas del suelo de la cocina al caérsele una olla, y otras se han despegado. Todavía nos quedan algunas baldosas de repuesto en el trastero, del mismo modelo. El nuevo inquilino entra el 1 de febrero.")
m("es-t08", "PQ", "roofing", "abroad", "Mont-Saint-Martin",
  "Vivimos en Mont-Saint-Martin, en Francia, y yo trabajo en Luxemburgo. Después del temporal el canalón se ha soltado y faltan varias tejas encima de la habitación de los niños; ya hay una mancha en el techo. ¿Trabajáis también en Francia?",
  ["Francia"], ["Luxemburgo"])
m("es-t09", "P", "cleaning", "Ell", "Ell",
  "Celebramos la boda de mi hermana en el jardín de la casa de mis padres en Ell, con una carpa y 120 invitados. Al día siguiente hay que dejarlo todo limpio: la casa, la terraza, los baños y la cocina donde trabajó el catering. Mis padres vuelven de viaje el lunes y no queremos que encuentren nada.")
m("es-t10", "LP", "masonry", "Kehlen", "Nospelt",
  "Los escalones de hormigón de la entrada de nuestra casa en Nospelt están rotos y uno se mueve. Mi madre vive con nosotros y ya se ha tropezado dos veces. Queremos rehacerlos, quizá con una rampa al lado. La casa se la compramos el año pasado a una pareja que se fue a Valencia.",
  ["Valencia"])
m("es-t11", "P", "pest-control", "Mertzig", "Mertzig",
  "Las palomas han hecho nido en el balcón de nuestro piso en Mertzig y todo está lleno de excrementos. Hemos puesto pinchos que compramos en una tienda de bricolaje de Bertrange y un búho de plástico, y no sirve de nada. Necesitamos a alguien que las quite y ponga una red.",
  ["Bertrange"])
m("es-t12", "QP", "photography", "Echternach", "L-6460",
  "Vamos a alquilar a turistas nuestro apartamento con vistas a la abadía, código postal L-6460. Las fotos que hicimos con el móvil quedan oscuras y pequeñas. ¿Alguien puede hacer fotos profesionales del interior y de la vista?")
m("es-t13", "Q", "carpentry", "Troisvierges", "Troisvierges",
  "Las ventanas de madera de la casa antigua que compramos en Troisvierges no cierran bien y entra aire por todas partes. Una empresa de ventanas nos quiere vender PVC nuevo, pero nos gustan las de madera y preferiríamos ajustarlas y repararlas. ¿Hay alguien que trabaje la madera así?")
m("es-t14", "O", "plumbing", "Habscht", "Hobscheid",
  "Tengo una peluquería en Hobscheid y el desagüe de los dos lavacabezas se atasca cada semana con el pelo. El calentador está bien, lo revisó el electricista la semana pasada. Ya hemos probado productos desatascadores y un filtro, pero el agua sigue bajando muy despacio.")
m("es-t15", "L", "renovation", None, None,
  "Queremos convertir el desván en dos habitaciones y un baño para cuando nazca nuestro segundo hijo. Ahora solo hay vigas, un suelo de tablas y una ventana pequeña. Necesitamos a alguien que se encargue de todo: aislamiento, ventanas de tejado, tabiques, electricidad y fontanería. No sabemos ni por dónde empezar ni cuánto puede costar.")
