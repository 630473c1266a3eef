# Blind test round 11: 175 customer messages (25 per language).
# Tuple: (id, text, category_or_None, commune_or_None_or_"abroad", place_as_written_or_None,
#         [distractor places], [ordinary words that are place names])
# STYLES: L long story, Q question, B brand/error code, X business of one trade needing another,
#         O other trade named but not needed, C code-switching/SMS/voice typing, P place trap.

MESSAGES = [
    # ---------------------------------------------------------------- Luxembourgish
    ("lb-s01", "Ech stinn zu Diddeleng virun der Hausdier an de Schlëssel ass am Schlass ofgebrach, kann haut nach een kommen?",
     "locksmith", "Dudelange", "Diddeleng", [], []),
    ("lb-s02", "Wat kascht et ongeféier, eng Heck vu 40 Meter Längt schneiden ze loossen an de Gréngschnëtt mat ewech ze huelen?",
     "gardening", None, None, [], []),
    ("lb-s03", "Eis Siemens Induktiounsplack weist E4 an déi vir lénks Zon geet net méi un, kënnt dir bis op Hesper?",
     "appliance-repair", "Hesperange", "Hesper", [], []),
    ("lb-s04", "De Véidokter huet d'Kaz scho behandelt, mee d'Fluhe sprangen nach ëmmer am Teppech an an de Better, mir wunnen zu Zolwer.",
     "pest-control", "Sanem", "Zolwer", [], []),
    ("lb-s05", "Ech brauch mäi Gebuertsakt aus Brasilien vereedegt op Franséisch iwwersat fir den Hochzäitsdossier op der Gemeng.",
     "translation", None, None, [], []),
    ("lb-s06", "wann de Kaffisautomat an d'Mikrowell gläichzäiteg lafen fléit ëmmer d'Sécherung eraus ass dat normal oder muss do een kucken L-7220",
     "electrical", "Walferdange", "L-7220", [], []),
    ("lb-s07", "Mir sichen een, deen dräimol d'Woch mëttes mat eisem Labrador spadséiere geet, mir wunnen zu Gaasperech.",
     None, "Luxembourg", "Gaasperech", [], []),
    ("lb-s08", "Lount et sech, Solarpanneauen op en Daach ze setzen, dat no Osten weist, eist Haus steet zu Biissen?",
     "solar", "Bissen", "Biissen", [], []),
    ("lb-s09", "brauchen een deen eise büro all freides owes botzt ca 120m2 kierchbierg merci",
     "cleaning", "Luxembourg", "kierchbierg", [], []),
    ("lb-s10", "Wat kascht et ongeféier, mat véier Leit an engem Camion en hallwen Dag, fir vun engem Appartement an en Haus ze plënneren?",
     "moving", None, None, [], []),
    ("lb-t01", "Eis Kanner hunn e Samschdeg Gebuertsdag an ausgerechent elo ass eise Buderus-Kessel a Stéierung mam Code 6A. "
               "Mäi Schwoer mengt, et wier de Brenner, mee hien ass Elektriker an net vum Fach. "
               "D'Haus ass zu Stengefort, ech schaffen awer zu Munneref a sinn eréischt owes doheem. "
               "Kann een nach dës Woch laanscht kommen?",
     "heating", "Steinfort", "Stengefort", ["Munneref"], []),
    ("lb-t02", "Zanter mer d'Fënstere gewiesselt hunn, ginn d'Heizkierper uewen an de Schlofzëmmer net méi richteg waarm, ënnen ass alles an der Rei. "
               "De Schräiner, deen d'Fënstere gesat huet, seet, dat hätt näischt mat him ze dinn. "
               "Muss do just Loft eraus oder ass d'Pompel futti? Mir wunnen zu Hollerech.",
     "heating", "Luxembourg", "Hollerech", [], []),
    ("lb-t03", "Nom Stuerm vu leschter Nuecht leien e puer Zillen am Gaart an et drëpst an d'Kannerzëmmer. "
               "D'Assurance wëll e Rapport an en Devis vun engem Fachbetrib, ier se eppes bezillt. "
               "Eist Haus ass zu Ettelbréck, bei der Gare.",
     "roofing", "Ettelbruck", "Ettelbréck", [], ["Gare"]),
    ("lb-t04", "Ech hunn e klenge Coiffeursalon zu Dikrech mat zwou Salariéeën. "
               "Bis elo huet meng Mamm d'Bicher gefouert, mee si geet elo an d'Pensioun. "
               "Ech brauch een, deen d'TVA-Deklaratiounen, d'Pai an de Bilan mécht.",
     "accounting", "Diekirch", "Dikrech", [], []),
    ("lb-t05", "mir sinn e klenge Wënzerbetrib zu Wuermer an wëllen eise Wäin an de Crémant och online verkafen 🍷 mat Bezuelen per Kaart an Liwwerung. "
               "eis aktuell Säit ass vun 2012 an geet um Handy guer net. "
               "wat kascht sou eppes ongeféier",
     "web-development", "Wormeldange", "Wuermer", [], []),
    ("lb-t06", "Mir sinn Enn September aus eiser Wunneng geplënnert an de Proprietaire wëll eis d'Kautioun vun 3.600 Euro net zréckginn. "
               "Hie behaapt, mir hätten de Parquet beschiedegt, mee am Etat des lieux stoung näischt dovun. "
               "Hien äntwert net méi op eis Mailen. "
               "Mir hätte gär e Rot vun engem Affekot, wéi mer elo weidermaache sollen.",
     "legal", None, None, [], []),
    ("lb-t07", "De Sanitär huet déi nei Dusch schonn ugeschloss, elo feelen nach d'Plättercher un de Maueren an um Buedem, ongeféier 12 m2. "
               "D'Material hu mer schonn kaaft. "
               "Et ass zu Réiden, net wäit vun der Schoul. Wéini hätt een Zäit?",
     "tiling", "Redange", "Réiden", [], ["feelen"]),
    ("lb-t08", "Mir hunn d'Wunneng vun der Bomi iwwerholl, d'Tapéiten an d'Plafongen si ganz giel vum Fëmmen. "
               "Mir wëllen d'Tapéiten erofhuelen an alles wäiss hunn, ier mer am Mäerz aplënneren. "
               "Et ass zu Bouneweg, dräi Zëmmer, ongeféier 75 m2.",
     "painting", "Luxembourg", "Bouneweg", [], []),
    ("lb-t09", "Eis Trap kraacht bei all Tratt an eng Stuf ass an der Mëtt gespléckt, se ass aus massiver Eech. "
               "Kann een eng eenzel Stuf ersetzen, ouni déi ganz Trap auszetauschen? "
               "Mir sinn zu Uewerpallen.",
     "carpentry", "Beckerich", "Uewerpallen", [], ["Eech"]),
    ("lb-t10", "Beim Zréckfuere huet e Liwwercamion eis Gaardemauer aus Bruchsteng ugefuer, elo ass e Stéck vun dräi Meter ageklappt. "
               "D'Assurance vum Chauffeur bezillt, mee mir mussen en Devis schécken. "
               "Mir wunnen zu Käerch an der Haaptstrooss.",
     "masonry", "Koerich", "Käerch", [], []),
    ("lb-t11", "Mir wëllen eist Haus aus den 80er Joren zu Heischent komplett ëmbauen: Kichen a Buedzëmmer eraus, neie Buedem, nei Dieren, nei Elektresch. "
               "Mir hätte gär eng Firma, déi alles als Ganzt plangt a koordinéiert, amplaz datt mer mat zéng Handwierker eenzel musse schwätzen. "
               "Gëtt et dat bei Iech?",
     "renovation", "Esch-sur-Sûre", "Heischent", [], []),
    ("lb-t12", "Eisen Synology NAS bléckt orange an ech kommen net méi un d'Fotoe vun de Kanner drun. "
               "Mäi Neveu sot, ech soll en nei starten, dat hunn ech gemaach, ouni Erfolleg. "
               "Ech wunnen um Lampertsbierg a wier frou, wann een heihinner kéim.",
     "it-support", "Luxembourg", "Lampertsbierg", [], []),
    ("lb-t13", "Eis Elteren hunn am Juni hir gëlle Hochzäit a mir organiséieren e Fest mat 80 Leit am Veräinssall zu Schieren. "
               "Mir hätte gär een, deen de Mëtteg iwwer Fotoe mécht, och Gruppefotoe mat der ganzer Famill. "
               "Wat kascht dat ongeféier fir véier Stonnen?",
     "photography", "Schieren", "Schieren", [], []),
    ("lb-t14", "Eise Living ass 45 m2 grouss, mee laang a schmuel wéi e couloir, a mir kréien et einfach net cosy. "
               "Mir wëssen net, wou de Canapé, den Dësch an d'Luuchte solle stoen. "
               "Gëtt et een, deen eis e Konzept mécht mat Miwwelen, Luuchten an Teppecher?",
     "interior-design", None, None, [], []),
    ("lb-t15", "Ech schaffen zu Leideleng, wunnen awer zanter dem Summer zu Diddenuewen. "
               "Bei eis am Keller leeft Waasser aus engem Rouer direkt nieft der Waasseruhr, ech hunn den Haapthunn zougedréint. "
               "Fuert dir och iwwer d'Grenz?",
     "plumbing", "abroad", "Diddenuewen", ["Leideleng"], []),

    # ---------------------------------------------------------------- French
    ("fr-s01", "Le siphon sous l'évier de la cuisine fuit depuis ce matin, quelqu'un peut passer à Bascharage aujourd'hui ?",
     "plumbing", "Käerjeng", "Bascharage", [], []),
    ("fr-s02", "bjr prise du salon qui grésille et qui a noirci 😬 on est à pétange urgent svp",
     "electrical", "Pétange", "pétange", [], []),
    ("fr-s03", "Mes plaquettes de frein sifflent, vous pouvez me conseiller un garage pas trop cher vers Mersch ?",
     None, "Mersch", "Mersch", [], []),
    ("fr-s04", "Combien coûte en moyenne le remplacement des gouttières en zinc d'une maison mitoyenne ?",
     "roofing", None, None, [], []),
    ("fr-s05", "Il y a un nid de guêpes sous le rebord du toit juste au-dessus de la terrasse et les enfants n'osent plus sortir, c'est à Tétange.",
     "pest-control", "Kayl", "Tétange", [], []),
    ("fr-s06", "Moien, je tiens un food-truck de crêpes et je cherche quelqu'un pour ma compta et mes déclarations TVA trimestrielles, j'y comprends rien merci 🙏",
     "accounting", None, None, [], []),
    ("fr-s07", "Est-ce que vous déménagez aussi un piano droit du Limpertsberg vers un deuxième étage sans ascenseur dans le même quartier ?",
     "moving", "Luxembourg", "Limpertsberg", [], []),
    ("fr-s08", "Je loue mon appartement à un couple allemand et j'aurais besoin de faire traduire le bail et le règlement de copropriété en allemand.",
     "translation", None, None, [], []),
    ("fr-s09", "Avant de mettre notre appartement en vente à Howald, on aimerait qu'un décorateur nous conseille pour le home staging : meubles, couleurs, rideaux, luminaires.",
     "interior-design", "Hesperange", "Howald", [], []),
    ("fr-s10", "Il faudrait tailler trois vieux pommiers et ramasser les feuilles dans notre jardin, c'est au L-3850, rue du Parc.",
     "gardening", "Schifflange", "L-3850", [], []),
    ("fr-t01", "Notre fils a fait tomber une petite voiture dans les toilettes et depuis, la chasse d'eau déborde à chaque fois. "
               "Mon mari a essayé avec une ventouse, rien à faire, et on a toute la famille samedi pour la communion. "
               "On habite à Schifflange, mais c'est chez ma belle-mère à Obercorn, on y loge cette semaine. "
               "Quelqu'un peut venir demain matin ?",
     "plumbing", "Differdange", "Obercorn", ["Schifflange"], []),
    ("fr-t02", "Notre chaudière Vaillant ecoTEC affiche F.28 depuis ce matin, plus de chauffage ni d'eau chaude. "
               "On l'a déjà redémarrée deux fois. "
               "Le plombier qui l'avait installée a pris sa retraite et ne répond plus. "
               "Nous sommes à Bettembourg, avec deux enfants en bas âge.",
     "heating", "Bettembourg", "Bettembourg", [], []),
    ("fr-t03", "Nous sommes une petite entreprise de déménagement basée à Foetz. "
               "Un client refuse de payer une facture de 4 200 € en prétendant qu'on a abîmé son buffet, alors qu'il a signé le bon de livraison sans réserve. "
               "On cherche un avocat pour une mise en demeure et, si besoin, pour aller au tribunal.",
     "legal", "Mondercange", "Foetz", [], []),
    ("fr-t04", "Dans la salle de bain, trois carreaux du sol se sont fissurés et sonnent creux quand on marche dessus. "
               "On a encore une boîte des mêmes carreaux à la cave. "
               "Le reste est en bon état, on ne veut pas tout refaire. "
               "C'est à Mondorf, près des thermes.",
     "tiling", "Mondorf-les-Bains", "Mondorf", [], []),
    ("fr-t05", "On voudrait ouvrir le mur entre la cuisine et le salon pour faire une seule grande pièce. "
               "L'ingénieur est déjà passé : c'est un mur porteur et il a calculé le linteau. "
               "L'électricien viendra après pour déplacer les prises. "
               "Maison à Strassen, on est flexibles sur les dates.",
     "masonry", "Strassen", "Strassen", [], []),
    ("fr-t06", "Nous avons acheté une petite maison à Audun-le-Tiche, juste de l'autre côté de la frontière. "
               "Les volets et la façade sont à repeindre avant l'été. "
               "Je travaille à Esch-sur-Alzette et je préfère quelqu'un du coin : est-ce que vous passez la frontière ?",
     "painting", "abroad", "Audun-le-Tiche", ["Esch-sur-Alzette"], []),
    ("fr-t07", "La porte d'entrée en bois ne ferme plus bien depuis l'hiver : elle frotte en bas et il faut la soulever pour tourner la clé. "
               "La serrure elle-même fonctionne très bien. "
               "Je pense que le bois a gonflé avec l'humidité. "
               "On habite à Bereldange.",
     "carpentry", "Walferdange", "Bereldange", [], []),
    ("fr-t08", "Ma mère de 78 ans a appelé un numéro qui s'affichait sur son écran et ils ont pris le contrôle de son ordinateur à distance. "
               "Elle a fait bloquer sa carte bancaire, mais son PC affiche maintenant plein de fenêtres bizarres et il est très lent. "
               "Je travaille au Kirchberg, elle habite à Wiltz et je ne peux pas y aller avant le week-end. "
               "Quelqu'un pourrait nettoyer l'ordinateur chez elle ?",
     "it-support", "Wiltz", "Wiltz", ["Kirchberg"], []),
    ("fr-t09", "Nous avons des panneaux solaires depuis 2021 et nous revendons presque toute la production au réseau pour pas grand-chose. "
               "Est-ce que ça vaut le coup d'ajouter une batterie de stockage, et notre onduleur SMA Sunny Boy est-il compatible ? "
               "On est à Ehlange.",
     "solar", "Reckange-sur-Mess", "Ehlange", [], []),
    ("fr-t10", "On quitte notre appartement à la fin du mois et l'agence exige un nettoyage complet pour l'état des lieux, vitres et four compris. "
               "On part s'installer à Bruxelles pour le travail, donc on n'aura pas le temps de le faire nous-mêmes. "
               "L'appartement est dans le quartier Gare, au deuxième étage.",
     "cleaning", "Luxembourg", "Gare", [], []),
    ("fr-t11", "Je suis kinésithérapeute à Remich et mes patients me demandent sans arrêt s'ils peuvent prendre rendez-vous en ligne. "
               "J'aimerais un petit site avec prise de rendez-vous, mes tarifs et un plan d'accès. "
               "Rien de compliqué, mais il faut que ça marche bien sur téléphone.",
     "web-development", "Remich", "Remich", [], []),
    ("fr-t12", "Nous lançons notre marque de bijoux artisanaux et il nous faut des photos sur fond blanc pour la boutique en ligne, environ 60 pièces. "
               "Faites-vous aussi des photos portées avec un mannequin ? "
               "Pas besoin de vous déplacer, on peut déposer les bijoux.",
     "photography", None, None, [], []),
    ("fr-t13", "On a hérité de la maison de mon grand-père à Troisvierges, rien n'a bougé depuis les années 70. "
               "Il faut refaire la salle de bain, la cuisine, les sols, l'isolation et sans doute l'électricité. "
               "On voudrait une entreprise générale qui gère tout le chantier de A à Z, parce qu'on habite à Dudelange et qu'on ne pourra pas surveiller les travaux.",
     "renovation", "Troisvierges", "Troisvierges", ["Dudelange"], []),
    ("fr-t14", "Mon lave-vaisselle Bosch s'arrête au milieu du programme avec le code E24 et il reste de l'eau au fond. "
               "J'ai nettoyé le filtre comme conseillé sur les forums, ça n'a rien changé. "
               "Le plombier du syndic dit que l'évacuation de la cuisine est bonne. "
               "Est-ce que quelqu'un peut venir voir la pompe ?",
     "appliance-repair", None, None, [], []),
    ("fr-t15", "Quelqu'un a essayé de forcer notre porte cette nuit, le cylindre est abîmé et la clé tourne difficilement. "
               "La police est passée ce matin. "
               "On voudrait remplacer le cylindre par un modèle de sécurité et ajouter un verrou en haut. "
               "Appartement à Cessange, au rez-de-chaussée.",
     "locksmith", "Luxembourg", "Cessange", [], []),

    # ---------------------------------------------------------------- German
    ("de-s01", "Seit dem Gewitter gehen die Außenlampen und die Steckdose auf der Terrasse nicht mehr, Haus in 4760 Petingen.",
     "electrical", "Pétange", "Petingen", [], []),
    ("de-s02", "Wer kann unser altes Klavier stimmen, das seit dem Umzug furchtbar schief klingt, wir wohnen in Wasserbillig?",
     None, "Mertert", "Wasserbillig", [], []),
    ("de-s03", "Wer putzt am Sonntag nach unserer Geburtstagsparty die ganze Wohnung in Bonneweg, überall Konfetti und klebrige Böden 🙈",
     "cleaning", "Luxembourg", "Bonneweg", [], []),
    ("de-s04", "Was kostet ungefähr eine beglaubigte Übersetzung meines Scheidungsurteils aus Polen ins Deutsche oder Französische?",
     "translation", None, None, [], []),
    ("de-s05", "Unser Rasen ist voller Moos und kahler Stellen, könnte jemand im Frühjahr vertikutieren und neu einsäen, Grundstück in Bartringen?",
     "gardening", "Bertrange", "Bartringen", [], ["kahler"]),
    ("de-s06", "Unser Liebherr-Kühlschrank wird nicht mehr richtig kalt und brummt die ganze Nacht, wer repariert so was in Ettelbrück?",
     "appliance-repair", "Ettelbruck", "Ettelbrück", [], []),
    ("de-s07", "Wir verkaufen unser Haus in Düdelingen und hätten gerne professionelle Fotos für die Anzeige, innen und außen, am besten bei Sonne.",
     "photography", "Dudelange", "Düdelingen", [], []),
    ("de-s08", "Machen Sie auch was gegen Bettwanzen, wir haben nach dem Urlaub Bisse und kleine schwarze Punkte an der Matratze entdeckt?",
     "pest-control", None, None, [], []),
    ("de-s09", "Das Flachdach über unserer Garage ist undicht, die Bitumenbahnen sind rissig und es tropft aufs Auto, Haus in Fels.",
     "roofing", "Larochette", "Fels", [], []),
    ("de-s10", "wir möchten ne wallbox fürs neue e-auto in der garage zählerschrank ist im keller direkt drunter was kostet sowas ungefähr",
     "electrical", None, None, [], []),
    ("de-t01", "Unsere Wärmepumpe von Daikin zeigt seit gestern den Fehlercode U4 und das Haus wird nicht mehr warm. "
               "Meine Schwiegermutter ist gerade zu Besuch, sie ist 85 und friert trotz zwei Decken. "
               "Der Elektriker, der damals den Anschluss gemacht hat, sagt, an der Stromversorgung liegt es nicht. "
               "Wir wohnen in Sandweiler.",
     "heating", "Sandweiler", "Sandweiler", [], []),
    ("de-t02", "Mein Vermieter will die Miete um 30 % erhöhen und droht mit Kündigung, wenn ich nicht unterschreibe. "
               "Ich wohne seit neun Jahren in der Wohnung in Esch an der Alzette und habe immer pünktlich bezahlt. "
               "Eine Freundin meinte, ich solle zur Mieterschutzorganisation gehen, aber ich hätte lieber direkt anwaltliche Beratung.",
     "legal", "Esch-sur-Alzette", "Esch an der Alzette", [], []),
    ("de-t03", "Wir sind eine kleine Zahnarztpraxis und ziehen im Sommer in größere Räume am anderen Ende von Mersch. "
               "Es geht um zwei Behandlungsstühle, ein Röntgengerät und viele Aktenschränke. "
               "Machen Sie auch Firmenumzüge am Wochenende, damit wir keine Patienten absagen müssen?",
     "moving", "Mersch", "Mersch", [], []),
    ("de-t04", "Im Keller riecht es seit ein paar Tagen nach Abwasser und der Bodenablauf gluckert, wenn oben die Waschmaschine abpumpt. "
               "Die Maschine selbst läuft einwandfrei, ich vermute, die Leitung ist verstopft. "
               "Das Haus steht in Niederkerschen, wir wohnen selbst in Petingen und vermieten es.",
     "plumbing", "Käerjeng", "Niederkerschen", ["Petingen"], []),
    ("de-t05", "Wir hätten gerne maßgefertigte Einbauschränke mit Schiebetüren in der Dachschräge im Kinderzimmer. "
               "Die Maler kommen erst, wenn die Schränke drin sind. "
               "Ein Küchenstudio hat abgesagt, weil das nicht ihr Ding ist. "
               "Wohnung in Weimerskirch, dritter Stock.",
     "carpentry", "Luxembourg", "Weimerskirch", [], []),
    ("de-t06", "Wir möchten den alten Teppich im Flur rausreißen und dort großformatige Fliesen 60 x 120 verlegen lassen, knapp 18 m². "
               "Wie lange dauert so etwas und muss der Estrich vorher geprüft werden? "
               "Das Haus ist in Frisingen.",
     "tiling", "Frisange", "Frisingen", [], []),
    ("de-t07", "Meine Frau und ich betreiben seit drei Jahren eine kleine Pension in Vianden. "
               "Bisher hat ein Bekannter die Buchhaltung nebenbei gemacht, aber der ist nach Portugal gezogen. "
               "Uns fehlen noch der Jahresabschluss und die Steuererklärung für 2025.",
     "accounting", "Vianden", "Vianden", [], []),
    ("de-t08", "Unser Drucker, ein HP OfficeJet, wird im WLAN nicht mehr gefunden, seit der Internetanbieter die neue Fritzbox installiert hat. "
               "Vom Laptop meiner Tochter aus geht es, von den beiden anderen PCs nicht. "
               "Ich arbeite im Homeoffice und brauche das dringend.",
     "it-support", None, None, [], []),
    ("de-t09", "Wir haben ein altes Bauernhaus in Heffingen gekauft, Baujahr 1890. "
               "Es muss praktisch alles gemacht werden: Dach, Fenster, Bäder, Küche, Elektrik und Böden. "
               "Ein Architekt plant gerade, aber wir suchen eine Firma, die die Komplettsanierung übernimmt und die Gewerke koordiniert.",
     "renovation", "Heffingen", "Heffingen", [], []),
    ("de-t10", "Die Stützmauer an unserer Einfahrt neigt sich nach vorne und hat breite Risse, nach dem vielen Regen ist unten schon ein Stück herausgebrochen. "
               "Ein Nachbar, der Gärtner ist, meinte, das sei gefährlich und nichts für ihn. "
               "Adresse: L-5430, Hanglage.",
     "masonry", "Lenningen", "L-5430", [], []),
    ("de-t11", "Ich führe eine Schreinerei in Redingen mit großem Hallendach und hohem Stromverbrauch durch die Maschinen. "
               "Lohnt sich eine Photovoltaikanlage mit Speicher, und welche Förderungen gibt es? "
               "Das Dach ist erst vier Jahre alt.",
     "solar", "Redange", "Redingen", [], []),
    ("de-t12", "Wir sind die Eigentümergemeinschaft eines Mehrfamilienhauses mit sechs Parteien. "
               "Das Treppenhaus über vier Etagen ist seit 20 Jahren nicht gestrichen worden, die Wände sind voller Kratzer vom Fahrradtragen. "
               "Wir brauchen ein Angebot für Wände, Decken und Geländer.",
     "painting", None, None, [], []),
    ("de-t13", "Wir sind ein Reitstall in Clerf, vermieten Boxen und geben Reitunterricht. "
               "Unsere Website wurde vor Jahren mit einem Baukasten gebastelt und ist völlig veraltet. "
               "Wir brauchen eine neue Seite mit Online-Buchung für Reitstunden, auf Deutsch, Französisch und Englisch.",
     "web-development", "Clervaux", "Clerf", [], []),
    ("de-t14", "Wir haben eine kleine Altbauwohnung im Grund gekauft, 52 m², mit dicken Mauern und wenig Licht. "
               "Wir wissen nicht, wie wir sie einrichten sollen, damit sie größer und heller wirkt: Möbel, Licht, Farben, Vorhänge. "
               "Gibt es jemand, der uns ein Gesamtkonzept macht?",
     "interior-design", "Luxembourg", "Grund", [], []),
    ("de-t15", "Ich wohne in Konz und arbeite in Grevenmacher. "
               "Ich habe den Schlüssel für unseren Tresor verloren, darin liegen unsere Pässe, und am Freitag fliegen wir in den Urlaub. "
               "Kommt von Ihnen auch jemand nach Deutschland oder nur in Luxemburg?",
     "locksmith", "abroad", "Konz", ["Grevenmacher"], ["Luxemburg"]),

    # ---------------------------------------------------------------- English
    ("en-s01", "Our office Wi-Fi drops every 20 minutes since the new Ubiquiti access points went in, can someone come out to Munsbach this week?",
     "it-support", "Schuttrange", "Munsbach", [], []),
    ("en-s02", "Looking for a maths tutor for my 15-year-old, twice a week after school, we live in Bridel.",
     None, "Kopstal", "Bridel", [], []),
    ("en-s03", "How much would you charge to move a studio flat with about 30 boxes of books and one huge wardrobe out of Bertrange next Friday?",
     "moving", "Bertrange", "Bertrange", [], []),
    ("en-s04", "locked out again lol 🙃 keys are on the kitchen table, flat in Hamm, anyone free in the next hour",
     "locksmith", "Luxembourg", "Hamm", [], []),
    ("en-s05", "Is it possible to add two extra sockets and a light switch in a kitchen without chasing the walls?",
     "electrical", None, None, [], []),
    ("en-s06", "Tiny ants keep coming out of the skirting boards in our kitchen every evening, we're renting a flat in L-1611.",
     "pest-control", "Luxembourg", "L-1611", [], []),
    ("en-s07", "I need a simple one-page site for my wedding-planning business with a contact form, a gallery and prices in three languages.",
     "web-development", None, None, [], []),
    ("en-s08", "Do you also handle payroll and social security declarations for a small childcare centre with six staff?",
     "accounting", None, None, [], []),
    ("en-s09", "moien, could someone cut back the ivy thats swallowing our garden shed + trim 2 conifers, we're in Capellen?",
     "gardening", "Mamer", "Capellen", [], []),
    ("en-s10", "We need packers for a whole house before removal day, especially the kitchen and a lot of glassware, in Mühlenbach.",
     "moving", "Luxembourg", "Mühlenbach", [], []),
    ("en-t01", "We moved into a rented house in Mondercange in October and the Viessmann boiler keeps going into fault F4 every few days. "
               "The landlord lives in Spain and just tells us to reset it. "
               "It's freezing in the mornings and my daughter has a cold. "
               "Could someone look at it properly and write a short report I can send him?",
     "heating", "Mondercange", "Mondercange", [], []),
    ("en-t02", "The bathroom sink drains really slowly and now the bath does too, with a gurgling noise. "
               "I've already poured two bottles of the supermarket stuff down there. "
               "My neighbour reckons I need someone with a camera to look inside the pipes. "
               "We're in Pulvermühl, ground floor.",
     "plumbing", "Luxembourg", "Pulvermühl", [], []),
    ("en-t03", "During last week's storm the flashing around our chimney came loose and now a brown stain is spreading across the bedroom ceiling. "
               "The insurance wants a quote from a professional before they'll pay anything. "
               "The house is in Bech-Kleinmacher, up the hill from the wine cellars.",
     "roofing", "Schengen", "Bech-Kleinmacher", [], []),
    ("en-t04", "I was let go during my trial period two days after I told my manager I was pregnant. "
               "HR says a trial period can be ended without giving a reason. "
               "I'd like to talk to an employment lawyer, ideally in English, about whether that's actually allowed.",
     "legal", None, None, [], []),
    ("en-t05", "We're about to buy a 1960s terraced house in Rumelange that needs everything redone: kitchen, bathroom, floors, windows and insulation. "
               "Before we sign, we'd like someone who does complete refurbishments to walk through it and give us a rough budget. "
               "Is that something you offer?",
     "renovation", "Rumelange", "Rumelange", [], []),
    ("en-t06", "We've just had a new kitchen fitted, but the fitter left the wall behind the worktop bare because tiling isn't his thing. "
               "We'd like small handmade zellige tiles there, about 4 m². "
               "The house is in Schouweiler. "
               "Could someone come in the next few weeks?",
     "tiling", "Dippach", "Schouweiler", [], []),
    ("en-t07", "My partner and I are getting married at a small winery in Nittel in September, just across the Moselle from Wormeldange where we live. "
               "We'd love a Luxembourg-based photographer to cover the ceremony and the dinner, about eight hours. "
               "Do you travel to Germany?",
     "photography", "abroad", "Nittel", ["Wormeldange"], ["Luxembourg"]),
    ("en-t08", "My mother-in-law is coming to stay for a month and our place hasn't had a proper deep clean since the twins were born. "
               "Windows, oven, inside the cupboards, the lot. "
               "Three bedrooms and two bathrooms in Fentange.",
     "cleaning", "Hesperange", "Fentange", [], ["born"]),
    ("en-t09", "We have 24 panels on the roof, installed in 2019, and since the hailstorm the app shows one string producing almost nothing. "
               "Could someone check whether the panels are damaged or whether it's the wiring? "
               "We're in Colmar-Berg.",
     "solar", "Colmar-Berg", "Colmar-Berg", [], []),
    ("en-t10", "I'm opening a small yoga studio in Ville-Haute and want it to feel calm rather than like the office it used to be: lighting, colours, storage for mats, a little reception corner. "
               "The landlord has already done the building work. "
               "I'm looking for someone to design the space and choose the furniture.",
     "interior-design", "Luxembourg", "Ville-Haute", [], []),
    ("en-t11", "The floorboards in our hallway creak badly and two of them have split. "
               "They're the original pine boards from the 1930s and we'd like them repaired rather than covered with laminate. "
               "We're in Merl, close to the park.",
     "carpentry", "Luxembourg", "Merl", [], []),
    ("en-t12", "Our chest freezer in the garage has stopped freezing: the light is on and the motor clicks every few minutes but never starts. "
               "There's half a deer in there from my father-in-law's hunting trip. "
               "It's a Gorenje, about eight years old.",
     "appliance-repair", None, None, [], []),
    ("en-t13", "hi so we just got the keys to our flat in niederanven and the walls are bright orange and purple (previous tenant was an artist lol). "
               "we need everything white before we move in on the 15th, about 70m2 is that doable",
     "painting", "Niederanven", "niederanven", [], []),
    ("en-t14", "The brick pillars on either side of our driveway gate are crumbling and one of them is leaning. "
               "The gate hangs off them, so it now drags on the ground. "
               "We'd like them rebuilt in the same red brick. "
               "House in Wickrange.",
     "masonry", "Reckange-sur-Mess", "Wickrange", [], []),
    ("en-t15", "We're a small software company in Contern and need our user manual and help pages translated from English into French and German, roughly 25,000 words. "
               "Do you work with native speakers, and can you keep the technical terms consistent across both languages?",
     "translation", "Contern", "Contern", [], []),

    # ---------------------------------------------------------------- Portuguese
    ("pt-s01", "boa tarde o autoclismo ta sempre a correr agua e a conta da agua veio altissima alguem pode ir a Esch-Alzette",
     "plumbing", "Esch-sur-Alzette", "Esch-Alzette", [], []),
    ("pt-s02", "Quanto custa pintar um T2 de 65 m2 com os tetos incluídos, tudo em branco?",
     "painting", None, None, [], []),
    ("pt-s03", "O disjuntor diferencial lá de casa salta sempre que chove muito, moramos em Rodange.",
     "electrical", "Pétange", "Rodange", [], []),
    ("pt-s04", "A minha máquina de lavar Whirlpool faz um barulho enorme na centrifugação e abana a casa toda, moro em Bonnevoie.",
     "appliance-repair", "Luxembourg", "Bonnevoie", [], []),
    ("pt-s05", "precisava de alguém p plantar umas árvores de fruto e fazer uma horta no quintal em Dudelange, obg 🙂",
     "gardening", "Dudelange", "Dudelange", [], []),
    ("pt-s06", "Procuro uma cabeleireira que venha a casa no dia do casamento da minha filha para pentear cinco pessoas, estamos em Warken.",
     None, "Ettelbruck", "Warken", [], []),
    ("pt-s07", "Vocês também tratam de baratas num restaurante em Remich ou só em casas particulares?",
     "pest-control", "Remich", "Remich", [], []),
    ("pt-s08", "Roubaram-me a mala com as chaves de casa e preciso de mudar a fechadura ainda hoje, moro em L-4501.",
     "locksmith", "Differdange", "L-4501", [], []),
    ("pt-s09", "Preciso de alguém que me traduza para português as cartas do advogado do meu senhorio, que estão todas em alemão.",
     "translation", None, None, [], []),
    ("pt-s10", "O aquecimento central faz pancadas nos canos a noite toda e a pressão da caldeira está sempre a baixar, moro em Niederkorn.",
     "heating", "Differdange", "Niederkorn", [], []),
    ("pt-t01", "Trabalho por turnos no hospital do Kirchberg e, com três filhos pequenos, já não consigo dar conta da casa. "
               "Procuro alguém para fazer uma limpeza a fundo de 15 em 15 dias: casas de banho, cozinha, aspirar e, se possível, passar a ferro. "
               "A casa é em Lorentzweiler.",
     "cleaning", "Lorentzweiler", "Lorentzweiler", ["Kirchberg"], []),
    ("pt-t02", "Houve uma infiltração no teto da sala por causa da casa de banho do vizinho de cima. "
               "O canalizador dele já reparou o cano e o seguro já aceitou pagar. "
               "Agora ficou uma mancha amarela enorme e a tinta está a descascar, é preciso raspar e pintar o teto todo. "
               "É em Gasperich.",
     "painting", "Luxembourg", "Gasperich", [], []),
    ("pt-t03", "Moro em Arlon mas trabalho em Steinfort, a dez minutos. "
               "O telhado da casa tem 50 anos, as telhas estão porosas e cheias de musgo, e queremos trocar a cobertura toda e isolar o sótão. "
               "Os telhadores belgas só têm vaga para o ano. "
               "Alguém do vosso lado aceita vir à Bélgica?",
     "roofing", "abroad", "Arlon", ["Steinfort"], []),
    ("pt-t04", "Vamos mudar de casa no fim do mês, de um 3.º andar sem elevador para uma moradia a duas ruas, ainda em Hesperange. "
               "O meu marido tem problemas nas costas e temos um sofá de canto enorme e uma máquina de lavar. "
               "Precisamos de dois homens e uma carrinha num sábado.",
     "moving", "Hesperange", "Hesperange", [], []),
    ("pt-t05", "Comprámos uma casa dos anos 50 em Echternach e queremos fazer obras completas antes de nos mudarmos: deitar paredes abaixo, casa de banho e cozinha novas, chão e janelas. "
               "O meu cunhado é eletricista e trata da parte elétrica. "
               "O resto queremos entregar a uma empresa que faça tudo e nos dê um orçamento global.",
     "renovation", "Echternach", "Echternach", [], []),
    ("pt-t06", "Queremos mudar o chão da cozinha, que tem um mosaico antigo, por cerâmica imitação madeira. "
               "Dá para colocar por cima do antigo ou tem de se partir tudo? "
               "São uns 20 m2.",
     "tiling", None, None, [], []),
    ("pt-t07", "Tenho uma pequena empresa de limpezas em Noertzange com quatro funcionárias. "
               "O contabilista que tínhamos fechou o escritório no verão. "
               "Preciso de alguém para os salários, a TVA e as contas anuais.",
     "accounting", "Bettembourg", "Noertzange", [], []),
    ("pt-t08", "O meu filho instalou um jogo no portátil e desde então aparecem anúncios por todo o lado e o antivírus não abre. "
               "Tenho lá as faturas e os documentos todos do meu trabalho e tenho medo de perder tudo. "
               "Alguém pode ver isto e fazer uma cópia de segurança? "
               "Estou em 8210 Mamer.",
     "it-support", "Mamer", "Mamer", [], []),
    ("pt-t09", "Temos uma fissura grande na parede da garagem, por fora, que começa no canto da janela e desce até ao chão, e está a alargar. "
               "Um vizinho disse que pode ser das fundações. "
               "Queríamos que alguém visse e reparasse antes do inverno. "
               "Moramos em Soleuvre.",
     "masonry", "Sanem", "Soleuvre", [], []),
    ("pt-t10", "O nosso clube de futebol em Grevenmacher precisa de um site novo com o calendário dos jogos, inscrições dos miúdos e pagamento das quotas online. "
               "O site atual foi feito por um pai que já saiu do clube e ninguém tem as senhas. "
               "Quanto custaria uma coisa assim?",
     "web-development", "Grevenmacher", "Grevenmacher", [], []),
    ("pt-t11", "A minha filha faz a primeira comunhão em maio na igreja de Larochette e queríamos fotos na missa e depois no almoço com a família, umas três horas. "
               "Vem a família toda de Portugal e é a primeira vez que estamos todos juntos.",
     "photography", "Larochette", "Larochette", [], []),
    ("pt-t12", "O meu vizinho pôs painéis solares e diz que já quase não paga eletricidade. "
               "A nossa casa tem o telhado virado a sul, com cerca de 40 m2. "
               "Quanto custa uma instalação e em quantos anos se paga? Há ajudas do Estado?",
     "solar", None, None, [], []),
    ("pt-t13", "Vamos transformar a garagem num quarto para a minha mãe, que vem viver connosco. "
               "As obras já estão feitas, agora precisamos de ajuda para decidir a disposição, a iluminação, os móveis e as cores, para ficar acolhedor e prático para uma pessoa de 80 anos. "
               "Moramos em Schifflange.",
     "interior-design", "Schifflange", "Schifflange", [], []),
    ("pt-t14", "As portas dos armários da cozinha estão a cair, as dobradiças soltaram-se do aglomerado e uma gaveta partiu-se. "
               "A cozinha tem 12 anos e não a quero mudar toda. "
               "Alguém que arranje isto ou faça portas novas à medida? "
               "Estamos em Bissen.",
     "carpentry", "Bissen", "Bissen", [], []),
    ("pt-t15", "O meu patrão não me paga as horas extraordinárias há seis meses e agora diz que, se eu reclamar, me despede. "
               "Trabalho nas obras e tenho tudo apontado num caderno, com datas e horas. "
               "Preciso de um advogado que fale português.",
     "legal", None, None, [], []),

    # ---------------------------------------------------------------- Italian
    ("it-s01", "ciao ho comprato un lampadario ma dal soffitto escono solo due fili e non so come collegarlo, abito a lamadelaine",
     "electrical", "Pétange", "lamadelaine", [], []),
    ("it-s02", "Il mio gatto non mangia da due giorni e vomita, c'è un veterinario aperto di domenica a Strassen?",
     None, "Strassen", "Strassen", [], []),
    ("it-s03", "Cerco un'impresa che pulisca ogni settimana le vetrine e il pavimento del nostro negozio di scarpe a Kayl.",
     "cleaning", "Kayl", "Kayl", [], []),
    ("it-s04", "Quanto costa abbattere un abete di 15 metri che è troppo vicino alla casa?",
     "gardening", None, None, [], []),
    ("it-s05", "Abbiamo appena comprato casa a Walferdange e vorremmo cambiare tutti i cilindri delle porte, perché non sappiamo quante copie delle chiavi girano.",
     "locksmith", "Walferdange", "Walferdange", [], []),
    ("it-s06", "Il forno De'Longhi non scalda più sotto ma il grill funziona, abitiamo a Hesperingen.",
     "appliance-repair", "Hesperange", "Hesperingen", [], []),
    ("it-s07", "Mi serve la traduzione giurata in francese del mio certificato di laurea italiano per un concorso pubblico.",
     "translation", None, None, [], []),
    ("it-s08", "Ho una piccola pizzeria a Rumelange e vorrei un sito con il menù e gli ordini online per l'asporto.",
     "web-development", "Rumelange", "Rumelange", [], []),
    ("it-s09", "Aiuto 😱 abbiamo trovato escrementi di topo in dispensa e di notte sentiamo qualcosa che rosicchia nel controsoffitto",
     "pest-control", None, None, [], []),
    ("it-s10", "Vorrei una libreria su misura in legno massello per tutta la parete del soggiorno, 4 metri per 2,70, abito a Mertert.",
     "carpentry", "Mertert", "Mertert", [], []),
    ("it-t01", "La porta scorrevole in legno tra cucina e soggiorno è uscita dal binario e un pannello si è crepato quando il cane ci è saltato contro. "
               "Il falegname che l'aveva montata ha chiuso l'attività e mio marito ha provato a sistemarla da solo, peggiorando le cose. "
               "Siamo a Bertrange, vicino alla scuola.",
     "carpentry", "Bertrange", "Bertrange", [], []),
    ("it-t02", "La nostra caldaia a pellet si blocca ogni due o tre giorni e sul display compare 'Fehler 13'. "
               "Il tecnico della ditta che l'ha installata può venire solo fra tre settimane. "
               "È normale dover pulire il bruciatore così spesso? "
               "Abitiamo a Beckerich.",
     "heating", "Beckerich", "Beckerich", [], []),
    ("it-t03", "Stamattina mia figlia mi ha chiamato dal bagno: sotto il lavandino c'era una pozza d'acqua. "
               "Ho chiuso il rubinetto generale, ma adesso siamo senza acqua in tutta la casa e stasera abbiamo ospiti per il compleanno di mio marito. "
               "Il tubo flessibile sembra rotto. "
               "Siamo a Bettendorf.",
     "plumbing", "Bettendorf", "Bettendorf", [], []),
    ("it-t04", "Abitiamo a Villerupt, subito dopo il confine, ma lavoro a Esch-sur-Alzette. "
               "Dobbiamo rifare le piastrelle del bagno, circa 25 m2 tra pavimento e pareti. "
               "Le ditte francesi hanno tempi lunghissimi: qualcuno di voi viene anche in Francia?",
     "tiling", "abroad", "Villerupt", ["Esch-sur-Alzette"], []),
    ("it-t05", "Sono un grafico e da poco mi sono registrato come indipendente. "
               "Non ho idea di come funzionino gli acconti, la TVA e i contributi sociali, e non voglio sbagliare il primo anno. "
               "C'è qualcuno che segue piccoli indipendenti tutto l'anno, e quanto costa più o meno?",
     "accounting", None, None, [], []),
    ("it-t06", "Ciao!! ci trasferiamo a fine mese da un bilocale a una casa con giardino, sempre a Differdange 😊 abbiamo un bimbo di 6 mesi e zero tempo per fare scatoloni. "
               "Vi occupate anche dell'imballaggio e di smontare i mobili?",
     "moving", "Differdange", "Differdange", [], []),
    ("it-t07", "Vorremmo far installare due finestre da tetto tipo Velux nella mansarda per avere più luce. "
               "Le tegole sono state rifatte cinque anni fa. "
               "Serve un permesso del comune? "
               "Abitiamo a Moutfort.",
     "roofing", "Contern", "Moutfort", [], []),
    ("it-t08", "Vogliamo costruire un muretto in blocchi di cemento lungo il confine del giardino, 15 metri di lunghezza e un metro di altezza, con le fondamenta. "
               "Il vicino è d'accordo e paga metà. "
               "La siepe la pianterà dopo il giardiniere. "
               "Siamo a Steinsel.",
     "masonry", "Steinsel", "Steinsel", [], []),
    ("it-t09", "Il nostro impianto fotovoltaico con inverter Huawei SUN2000 da ieri segnala 'Grid overvoltage' e si spegne verso mezzogiorno. "
               "Il fornitore di energia dice che la rete è a posto. "
               "Abitiamo a Nospelt e i pannelli hanno tre anni.",
     "solar", "Kehlen", "Nospelt", [], []),
    ("it-t10", "Ho un ristorante a Mondorf-les-Bains e il proprietario dei locali vuole disdire il contratto d'affitto commerciale con sei mesi di preavviso per darlo a suo nipote. "
               "Ho investito 80.000 euro in cucina e arredi. "
               "Vorrei un avvocato che conosca bene le locazioni commerciali.",
     "legal", "Mondorf-les-Bains", "Mondorf-les-Bains", [], []),
    ("it-t11", "Mio padre ha 82 anni e vive da solo a Remerschen. "
               "Gli abbiamo regalato un tablet per fare videochiamate con i nipoti in Italia, ma non riesce a collegarlo al Wi-Fi e il router lampeggia di rosso. "
               "Io lavoro a Bruxelles tutta la settimana: qualcuno può andare da lui e sistemare tutto?",
     "it-support", "Schengen", "Remerschen", [], []),
    ("it-t12", "Gestiamo un piccolo B&B a Esch-sur-Sûre e stiamo rifacendo il sito delle prenotazioni. "
               "Ci servono foto professionali delle camere, della colazione e del paesaggio intorno, se possibile anche con il drone. "
               "Il sito lo fa già mio nipote.",
     "photography", "Esch-sur-Sûre", "Esch-sur-Sûre", [], []),
    ("it-t13", "Abbiamo un open space di 60 m2 con cucina a vista e non riusciamo a renderlo accogliente: c'è eco, la luce è fredda e i mobili sembrano messi a caso. "
               "Un'amica architetta ci ha consigliato un interior designer invece di rifare tutto. "
               "Quanto costa una consulenza?",
     "interior-design", None, None, [], []),
    ("it-t14", "Vogliamo trasformare il sottotetto della nostra casa a Pontpierre in un monolocale per mia suocera: isolamento, bagno, impianto elettrico, pavimenti e una scala nuova. "
               "Cerchiamo un'impresa che segua tutto il cantiere chiavi in mano.",
     "renovation", "Mondercange", "Pontpierre", [], []),
    ("it-t15", "Vorremmo tinteggiare la cameretta di nostro figlio: una parete blu, le altre bianche, e sopra il lettino delle montagne stilizzate. "
               "Il soffitto è alto tre metri. "
               "Siamo a Cents, in un appartamento al primo piano.",
     "painting", "Luxembourg", "Cents", [], []),

    # ---------------------------------------------------------------- Spanish
    ("es-s01", "¿Alguien conoce una autoescuela que dé clases en español o en inglés cerca de Itzig?",
     None, "Hesperange", "Itzig", [], []),
    ("es-s02", "Con la elada a reventado el grifo del jardin y sale agua x la pared de fuera, vivo en Sanem",
     "plumbing", "Sanem", "Sanem", [], []),
    ("es-s03", "En el baño de casa en Schuttrange la luz parpadea y el interruptor está caliente al tocarlo, ¿es peligroso?",
     "electrical", "Schuttrange", "Schuttrange", [], []),
    ("es-s04", "hola necesito q alguien me quite las malas hierbas y me arregle el césped antes de la comunión de mi hija 🙏 estamos en L-8080",
     "gardening", "Bertrange", "L-8080", [], []),
    ("es-s05", "¿Cuánto cobran por guardar los muebles de un piso de dos habitaciones durante tres meses y luego llevarlos de vuelta, mientras nos reforman la casa?",
     "moving", None, None, [], []),
    ("es-s06", "Necesito traducir del español al alemán el historial médico de mi padre para el especialista, son unas ocho páginas.",
     "translation", None, None, [], []),
    ("es-s07", "Las palomas anidan en nuestro balcón y lo ensucian todo, queremos que pongan redes o pinchos, vivimos en Bonnevoie-Sud.",
     "pest-control", "Luxembourg", "Bonnevoie-Sud", [], []),
    ("es-s08", "Mi portátil Lenovo se queda en pantalla azul con el error INACCESSIBLE_BOOT_DEVICE y tengo ahí la tesis, estoy en Dommeldange.",
     "it-support", "Luxembourg", "Dommeldange", [], []),
    ("es-s09", "¿Hacéis también el rejuntado de la ducha, que está negro y se despega, o hay que cambiar los azulejos?",
     "tiling", None, None, [], []),
    ("es-s10", "Queremos que alguien suba a revisar el tejado antes del invierno porque hace veinte años que nadie lo mira, vivimos en Ell.",
     "roofing", "Ell", "Ell", [], []),
    ("es-t01", "Somos una asesoría fiscal con cinco empleados en Leudelange y el servidor donde guardamos los expedientes va lentísimo. "
               "Además, dos ordenadores no imprimen desde la última actualización. "
               "Buscamos a alguien que nos haga el mantenimiento informático una vez al mes.",
     "it-support", "Leudelange", "Leudelange", [], []),
    ("es-t02", "Tenemos una caldera de gasóleo de 1998 y queremos cambiarla por una bomba de calor antes de que se estropee. "
               "Un vecino dice que con nuestros radiadores antiguos no funcionará bien y otro que sí. "
               "¿Podéis venir a hacer un estudio? Vivimos en Clausen.",
     "heating", "Luxembourg", "Clausen", [], []),
    ("es-t03", "Vivimos en Longwy, en Francia, pero trabajo en Rodange. "
               "Queremos poner placas solares en el tejado y unos compañeros me han recomendado empresas luxemburguesas. "
               "¿Trabajáis también en el lado francés?",
     "solar", "abroad", "Longwy", ["Rodange"], []),
    ("es-t04", "Compramos un piso nuevo en Kockelscheuer hace un año y el promotor todavía no ha arreglado las humedades del garaje ni nos ha dado los certificados. "
               "Le hemos escrito cinco veces y ya no contesta. "
               "Queremos saber si podemos reclamar y cómo hacerlo.",
     "legal", "Roeser", "Kockelscheuer", [], []),
    ("es-t05", "Alquilo un apartamento a turistas en Pfaffenthal y necesito a alguien que limpie y cambie las sábanas entre huéspedes, normalmente dos o tres veces por semana. "
               "Yo vivo en Arlon y no puedo ir siempre. "
               "Las llaves están en una caja con código.",
     "cleaning", "Luxembourg", "Pfaffenthal", [], []),
    ("es-t06", "Queremos una pérgola de madera de 4 x 3 metros en la terraza para poner una parra. "
               "Las zapatas de hormigón ya están hechas, las hizo un amigo albañil. "
               "Vivimos en Hosingen, cerca de la iglesia.",
     "carpentry", "Parc Hosingen", "Hosingen", [], []),
    ("es-t07", "Mi marido y yo queremos hacer la declaración conjunta por primera vez; él trabaja en Bélgica y yo aquí. "
               "Nos han dicho que puede salir a devolver, pero no entendemos nada de los formularios. "
               "Buscamos a alguien que nos la prepare y nos explique cómo va.",
     "accounting", None, None, [], []),
    ("es-t08", "Queremos hacer una barbacoa de obra en ladrillo en el jardín, con encimera y un hueco para la leña. "
               "El jardín es pequeño y solo se entra por el garaje. "
               "Vivimos en Tuntange.",
     "masonry", "Helperknapp", "Tuntange", [], []),
    ("es-t09", "Tengo una peluquería canina en Dudelange y mi web actual es lentísima y en el móvil no se ve bien. "
               "Quiero rehacerla, que la gente pueda pedir cita y que salga en Google cuando buscan peluquería de perros. "
               "¿Cuánto tiempo llevaría?",
     "web-development", "Dudelange", "Dudelange", [], []),
    ("es-t10", "Somos un despacho de abogados de seis personas en Kirchberg y necesitamos fotos de retrato para la web y LinkedIn, todas con el mismo fondo y la misma luz. "
               "Preferimos hacerlo en la oficina una mañana.",
     "photography", "Luxembourg", "Kirchberg", [], []),
    ("es-t11", "Hemos comprado un piso de 1930 en Limpertsberg con techos altos y molduras, y no sabemos cómo combinarlo con muebles modernos. "
               "Queremos un proyecto de decoración completo: distribución, iluminación, textiles y algunos muebles a medida. "
               "¿Trabajáis con presupuesto cerrado?",
     "interior-design", "Luxembourg", "Limpertsberg", [], []),
    ("es-t12", "La secadora Bosch Serie 6 deja la ropa húmeda y en la pantalla sale E:18. "
               "Con tres niños y el fútbol ponemos lavadoras todos los días y ya no damos abasto. "
               "Hemos limpiado el filtro y el condensador. "
               "Vivimos en Clemency.",
     "appliance-repair", "Käerjeng", "Clemency", [], []),
    ("es-t13", "Hemos comprado un piso de los años 80 en Esch-sur-Alzette para alquilarlo y hay que reformarlo entero: baño, cocina, suelos, puertas y pintura. "
               "Necesitamos un presupuesto global y a alguien que coordine todo, porque yo vivo en Madrid y solo puedo ir una vez al mes.",
     "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", [], []),
    ("es-t14", "Mi ex todavía tiene llaves de casa y el juez ya le ha prohibido acercarse. "
               "Mi abogada me ha dicho que cambie la cerradura cuanto antes y, si se puede, que ponga un cerrojo de seguridad. "
               "Vivo en Ettelbruck con mis dos hijos.",
     "locksmith", "Ettelbruck", "Ettelbruck", [], []),
    ("es-t15", "Queremos lacar en blanco las puertas interiores y los rodapiés de todo el piso, son nueve puertas de madera oscura. "
               "¿Se puede hacer sin desmontarlas y cuánto tarda en secar?",
     "painting", None, None, [], []),
]

STYLES = {
    "lb-s01": "P", "lb-s02": "Q", "lb-s03": "BP", "lb-s04": "OP", "lb-s05": "", "lb-s06": "QCP", "lb-s07": "P",
    "lb-s08": "QP", "lb-s09": "CP", "lb-s10": "Q",
    "lb-t01": "LBOP", "lb-t02": "QOP", "lb-t03": "LP", "lb-t04": "XP", "lb-t05": "XCQP", "lb-t06": "L", "lb-t07": "OP",
    "lb-t08": "LP", "lb-t09": "QP", "lb-t10": "LP", "lb-t11": "OQP", "lb-t12": "BP", "lb-t13": "QL", "lb-t14": "QC",
    "lb-t15": "QP",

    "fr-s01": "P", "fr-s02": "CP", "fr-s03": "Q", "fr-s04": "Q", "fr-s05": "P", "fr-s06": "XC", "fr-s07": "QP",
    "fr-s08": "", "fr-s09": "P", "fr-s10": "P",
    "fr-t01": "LP", "fr-t02": "BO", "fr-t03": "XO", "fr-t04": "P", "fr-t05": "O", "fr-t06": "QP", "fr-t07": "OP",
    "fr-t08": "LP", "fr-t09": "QBP", "fr-t10": "LP", "fr-t11": "X", "fr-t12": "XQ", "fr-t13": "LP", "fr-t14": "BO",
    "fr-t15": "P",

    "de-s01": "P", "de-s02": "QO", "de-s03": "CP", "de-s04": "Q", "de-s05": "P", "de-s06": "BP", "de-s07": "P",
    "de-s08": "Q", "de-s09": "P", "de-s10": "QC",
    "de-t01": "BLO", "de-t02": "LP", "de-t03": "XQ", "de-t04": "OP", "de-t05": "OP", "de-t06": "QP", "de-t07": "X",
    "de-t08": "B", "de-t09": "LO", "de-t10": "OP", "de-t11": "XQP", "de-t12": "L", "de-t13": "XP", "de-t14": "QP",
    "de-t15": "QP",

    "en-s01": "BP", "en-s02": "P", "en-s03": "Q", "en-s04": "CP", "en-s05": "Q", "en-s06": "P", "en-s07": "X",
    "en-s08": "XQ", "en-s09": "QCP", "en-s10": "P",
    "en-t01": "LB", "en-t02": "OP", "en-t03": "LP", "en-t04": "L", "en-t05": "Q", "en-t06": "OP", "en-t07": "QP",
    "en-t08": "LP", "en-t09": "QO", "en-t10": "XOP", "en-t11": "P", "en-t12": "BL", "en-t13": "CP", "en-t14": "P",
    "en-t15": "XQ",

    "pt-s01": "CP", "pt-s02": "Q", "pt-s03": "P", "pt-s04": "BP", "pt-s05": "C", "pt-s06": "P", "pt-s07": "XQ",
    "pt-s08": "P", "pt-s09": "O", "pt-s10": "P",
    "pt-t01": "LP", "pt-t02": "LOP", "pt-t03": "QP", "pt-t04": "L", "pt-t05": "O", "pt-t06": "Q", "pt-t07": "XP",
    "pt-t08": "LP", "pt-t09": "OP", "pt-t10": "XQ", "pt-t11": "L", "pt-t12": "QO", "pt-t13": "O", "pt-t14": "Q",
    "pt-t15": "L",

    "it-s01": "CP", "it-s02": "Q", "it-s03": "X", "it-s04": "Q", "it-s05": "", "it-s06": "BP", "it-s07": "",
    "it-s08": "X", "it-s09": "C", "it-s10": "",
    "it-t01": "LO", "it-t02": "BQ", "it-t03": "L", "it-t04": "QP", "it-t05": "Q", "it-t06": "CQ", "it-t07": "QBP",
    "it-t08": "O", "it-t09": "BP", "it-t10": "X", "it-t11": "LP", "it-t12": "XO", "it-t13": "QO", "it-t14": "P",
    "it-t15": "P",

    "es-s01": "QP", "es-s02": "C", "es-s03": "Q", "es-s04": "CP", "es-s05": "QO", "es-s06": "", "es-s07": "P",
    "es-s08": "BP", "es-s09": "Q", "es-s10": "P",
    "es-t01": "X", "es-t02": "QOP", "es-t03": "QP", "es-t04": "LP", "es-t05": "XL", "es-t06": "OP", "es-t07": "L",
    "es-t08": "P", "es-t09": "XQ", "es-t10": "XOP", "es-t11": "QOP", "es-t12": "BLP", "es-t13": "L", "es-t14": "LO",
    "es-t15": "Q",
}
