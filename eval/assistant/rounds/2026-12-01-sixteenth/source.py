"""Round 16 (2026-12-01): 175 blind test messages for the LuxPro assistant.

Tuple form read by validate.py:
    (id, text, category, commune, place, distractors, not_place)
STYLES maps id -> style letters (see README.md).
"""

MESSAGES = []
STYLES = {}


def m(mid, styles, category, commune, place, text, distractors=(), not_place=()):
    MESSAGES.append((mid, text, category, commune, place, list(distractors), list(not_place)))
    STYLES[mid] = styles


# A trailing "# u" marks a message that describes the problem without naming the trade or the professional.

# ---------------------------------------------------------------- lb (Luxembourgish)
m("lb-s01", "CQ", "plumbing", "Luxembourg", "bouneweg",
  "d'dusch leeft net méi of an et stinkt no kanal am ganze buedzëmmer, mir wunnen zu bouneweg, kann haut nach een laanscht kommen")  # u
m("lb-s02", "B", "appliance-repair", "Mersch", "Miersch",
  "Eis Bosch-Wäschmaschinn weist zënter gëschter E18 a pompt d'Waasser net méi eraus, mir wunnen zu Miersch.")  # u
m("lb-s03", "Q", "solar", None, None,
  "Lount et sech nach, Solarpanneauen op eis Scheier ze leeën, elo wou d'Aspeisvergütung esou erofgaangen ass?")
m("lb-s04", "X", "electrical", "Echternach", "Iechternach",
  "De Disjoncteur fält all Kéier eraus, wann ech de Four an d'Kachplack gläichzäiteg uschalten, Appartement zu Iechternach.")  # u
m("lb-s05", "Q", None, None, None,
  "Kennt dir een, deen eisem Jong am sechste Schouljoer zweemol d'Woch Nohëllef a Mathé gëtt?")
m("lb-s06", "CQ", "pest-control", None, None,
  "mir hunn e wéspennascht ënnert den daachplacken direkt beim schlofzëmmerfënster 😩 wat kascht et dat ewechzemaachen")  # u
m("lb-s07", "BX", "heating", "Junglinster", "Jonglënster",
  "Eis Viessmann-Chaudière weist F4 an den Drock ass op 0,5 bar gefall, Haus zu Jonglënster.")  # u
m("lb-s08", "", "locksmith", "Differdange", "Déifferdeng",
  "Ech hu mech zu Déifferdeng aus mengem Appartement gespaart an de Schlëssel stécht vu bannen am Schlass.")  # u
m("lb-s09", "", "translation", None, None,
  "Ech brauch eng vereedegt Iwwersetzung vu mengem brasilianesche Gebuertsschäin op Franséisch fir d'Gemeng.")
m("lb-s10", "Q", "gardening", "Clervaux", "Hupperdange",
  "Wie schneit mir eng 40 Meter laang Thujahecken zu Hupperdange, ech sinn 82 a packen dat net méi?")  # u
m("lb-t01", "L", "heating", "Dudelange", "Diddeleng",
  "Mir wunnen zanter dräi Joer zu Diddeleng an engem Appartement vun 1974. Zanter der Rentrée gi just déi zwee "
  "Radiatoren am Kannerzëmmer net méi waarm, och wann ech se entlëften. De Proprietaire mengt, dat wier normal an "
  "alen Haiser, mee de Klengen huet elo schonn zweemol de Schnapp gehat. Eis Noperen hu gesot, et kéint un engem "
  "Ventil leien, mee mir kennen eis do net aus.")  # u
m("lb-t02", "P", "roofing", "Redange", "Réiden",
  "Nom Stuerm vum leschte Weekend feelen e puer Ziegelen op eisem Daach zu Réiden an et drëpst an de Späicher. "
  "D'Versécherung wëll e Bericht mat Fotoen an engem Devis vun engem Dachdecker, ier se eppes bezilt.", not_place=["feelen"])
m("lb-t03", "P", "masonry", "Käerjeng", "Bascharage",
  "Eis Gaardemauer laanscht d'Strooss zu Bascharage huet e grousse Rass kritt a leent sech elo no op den Trottoir. "
  "Mäi Schwoer vu Péiteng mengt, mir missten s'ofrappen an nei opmaueren, mee ech hätt gär eng zweet Meenung, ier "
  "d'Gemeng eis e Bréif schéckt.", distractors=["Péiteng"])  # u
m("lb-t04", "OXP", "tiling", "Strassen", "Stroossen",
  "Eis nei Dusch an der Rue de Bertrange zu Stroossen ass vum Sanitärinstallateur scho komplett ugeschloss, just "
  "d'Mauere sinn nach blo. Mir hunn 12 m² Faïence an Italien kaaft a brauchen elo een, deen se sauber leet, am "
  "beschten nach virun de Chrëschtdeeg.", not_place=["Bertrange"])
m("lb-t05", "P", "carpentry", "Vianden", "Veianen",
  "Eng Stuf vun eiser aler Eechentrap zu Veianen ass duerchgebrach an d'Geländer wackelt. Mir verlounen d'Haus "
  "als Gîte an am Mäerz kommen déi éischt Gäscht.", not_place=["éischt"])  # u
m("lb-t06", "Q", "cleaning", "Esch-sur-Alzette", "Esch-Uelzecht",
  "Mäi Studentenzëmmer zu Esch-Uelzecht muss bis den 31. Januar blëtzeblank sinn, soss hält de Proprietaire "
  "d'Kautioun an. Ech sinn an der Examensperiod a kommen einfach net dozou. Wat kascht et, fir 25 m² mat "
  "Kichenzeil grëndlech ze botzen?")
m("lb-t07", "PQ", "painting", "abroad", "Nittel",
  "Mir hunn e Weekendhaus zu Nittel, direkt vis-à-vis vu Machtum op der anerer Säit vun der Musel. D'Fassad "
  "blättert iwwerall of an d'Fënsterlueden hu scho laang keng Faarf méi gesinn. Schaffe Leit vun Iech och op där "
  "däitscher Säit?", distractors=["Machtum"])  # u
m("lb-t08", "", "moving", "Ettelbruck", "Ettelbréck",
  "Meng Boma muss aus hirem Haus zu Ettelbréck an e Seniorenheem an der selwechter Stad plënneren. Si wunnt um "
  "drëtte Stack ouni Lift an et sollen nëmmen e Bett, eng Kommod an hire Fotell mat. De Rescht hëlt eng "
  "Associatioun gratis of.")  # u
m("lb-t09", "OX", "renovation", "Grevenmacher", "Gréiwemaacher",
  "Mir hunn en aalt Haus zu Gréiwemaacher kaaft. Elektresch an Heizung hu mer schonn am Summer nei maache "
  "gelooss, dat ass fäerdeg. Elo soll de ganze Rez-de-chaussée ëmgebaut ginn: Kichen opmaachen, nei Buedem, "
  "Plafongen, Dieren. Mir sichen eng Firma, déi dat alles aus enger Hand koordinéiert.")
m("lb-t10", "LPQ", "legal", None, None,
  "Ech hunn 11 Joer an enger Bank um Kierchbierg geschafft an elo hu si mech vun haut op muer fräigestallt. Ech "
  "soll e Pabeier ënnerschreiwen, an deem steet, dass ech op all Recours verzichten. D'Gewerkschaft mellt sech "
  "eréischt nom Congé. Soll ech dat ënnerschreiwen, oder éischter engem weisen, deen sech mam Aarbechtsrecht "
  "auskennt?", distractors=["Kierchbierg"])  # u
m("lb-t11", "PQ", "accounting", "Schengen", "Remerschen",
  "Mir sinn e klenge Wënzerbetrib zu Remerschen. Eis Comptabilitéit huet bis elo meng Tatta gemaach, mee si ass "
  "79 an hätt gär hir Rou. D'TVA-Deklaratioune fir 2025 leien nach do, an iwwer de Wanter verkafe mer och op de "
  "Chrëschtmäert zu Tréier. Wie kann dat iwwerhuelen?", distractors=["Tréier"])
m("lb-t12", "OX", "web-development", "Bettembourg", "Beetebuerg",
  "Ech hunn eng kleng Sanitär- a Heizungsfirma zu Beetebuerg mat véier Mataarbechter. Eis Websäit ass vun 2012, "
  "gesäit um Handy schlëmm aus an op Google fënnt een eis net. Ech hätt gär eppes Einfaches mat engem Formulaire "
  "fir Rendez-vousen, op Lëtzebuergesch a Franséisch.")
m("lb-t13", "LP", "photography", "Helperknapp", "Aansebuerg",
  "Mir feieren am Juli eis gëllen Hochzäit am Restaurant zu Aansebuerg, mat der ganzer Famill, och déi aus "
  "Portugal an aus der Belsch. Mäi Neveu wollt d'Fotoe maachen, mee hie schafft elo zu Montréal. Mir hätte gär "
  "een, deen de ganzen Nomëtteg do ass a virun allem Gruppebiller mat den Enkelkanner mécht.",
  distractors=["Portugal", "Belsch", "Montréal"])
m("lb-t14", "CQB", "it-support", "Kayl", "téiteng",
  "moien eise laptop ass zanter e puer deeg ganz lues. an haut koum eng fënster, mir sollen 300 euro a bitcoin "
  "bezuelen fir eis fichieren erëm ze kréien!! all d'fotoe vun de kanner sinn do drop 😢 mir wunnen zu téiteng, "
  "wien kann hëllefen")  # u
m("lb-t15", "Q", "interior-design", "Walferdange", "Walfer",
  "Mir sinn an en Appartement zu Walfer geplënnert an de Living ass 45 m² an L-Form. Iergendwéi kréie mer et net "
  "gemittlech: de Canapé steet verluer an der Mëtt, d'Luuchte sinn ongléckelech an d'Faarwe passen net zesummen. "
  "Mir wëllen näischt ofrappen, just e Konzept mat Miwwelen, Faarwen a Luucht. Kann een esou eppes fir e fixe "
  "Präis plange loossen?")  # u

# ---------------------------------------------------------------- fr
m("fr-s01", "Q", "electrical", "Pétange", "Rodange",
  "Est-ce que quelqu'un peut passer à Rodange cette semaine, le différentiel saute dès qu'il pleut et coupe tout "
  "le jardin et la terrasse ?")  # u
m("fr-s02", "Q", "painting", None, None,
  "Je cherche quelqu'un pour repeindre un trois-pièces vide avant l'état des lieux de fin janvier, c'est faisable "
  "en une semaine ?")
m("fr-s03", "BQ", None, None, None,
  "Ma Clio fait un bruit de ferraille à l'avant gauche quand je freine, vous avez aussi des mécaniciens auto ?")
m("fr-s04", "CB", "appliance-repair", "Wiltz", "wiltz",
  "lave linge samsung affiche 4C et se remplit plus du tout depuis hier soir wiltz svp rappelez moi au plus vite")  # u
m("fr-s05", "Q", "locksmith", None, None,
  "J'ai cassé ma clé dans la serrure de la boîte aux lettres et le bout est resté coincé dedans, c'est possible "
  "de le sortir sans tout changer ?")  # u
m("fr-s06", "", "pest-control", "Mondorf-les-Bains", "Mondorf",
  "Depuis une semaine ça gratte dans le faux plafond la nuit chez nous à Mondorf et ce matin il y avait des "
  "crottes noires dans le placard de la cuisine.")  # u
m("fr-s07", "Q", "translation", None, None,
  "Combien coûte la traduction assermentée d'un jugement de divorce rédigé en portugais, 14 pages, vers le "
  "français ?")
m("fr-s08", "B", "heating", "Troisvierges", "Troisvierges",
  "Notre pompe à chaleur Daikin Altherma affiche le code U4 et ce matin il ne faisait que 15 degrés dans la "
  "maison à Troisvierges.")  # u
m("fr-s09", "Q", "gardening", "Mertert", "Wasserbillig",
  "Qui pourrait tailler les rosiers et ramasser les feuilles d'une petite maison à Wasserbillig dont la "
  "propriétaire est hospitalisée pour quelques semaines ?")  # u
m("fr-s10", "B", "solar", "Beaufort", "Beaufort",
  "Depuis les orages, mon onduleur SMA affiche l'erreur 3501 et les panneaux sur la grange à Beaufort ne "
  "produisent plus rien.")
m("fr-t01", "LOQ", "legal", None, None,
  "J'ai rendu mon appartement fin septembre après cinq ans de location, tout était propre et j'avais même repeint "
  "la chambre moi-même. Le propriétaire garde l'intégralité de la garantie, 4 200 €, en invoquant des « dégâts » "
  "qu'il n'a jamais montrés, et il ne répond plus à mes recommandés. Une collègue m'a parlé de la justice de paix "
  "mais je ne sais pas comment m'y prendre. Est-ce que ça vaut la peine de se faire accompagner pour ce montant ?")  # u
m("fr-t02", "O", "painting", "Rumelange", "Rumelange",
  "Le syndic de notre résidence à Rumelange nous demande trois devis pour repeindre la cage d'escalier et les "
  "portes palières, sur quatre étages. L'électricien a déjà remplacé tous les luminaires le mois dernier, il ne "
  "reste donc que les murs, un peu jaunis mais sans fissures.")
m("fr-t03", "PQ", "plumbing", "Schifflange", "Schifflange",
  "Dans notre maison près de la gare de Schifflange, l'eau du robinet de la cuisine sort marron le matin et la "
  "pression baisse de plus en plus. Ma sœur, qui habite à Kayl, n'a pas du tout ce problème, donc ça viendrait "
  "plutôt de nos vieux tuyaux en acier galvanisé. Faut-il tout remplacer ou seulement une partie ?",
  distractors=["Kayl"], not_place=["gare"])  # u
m("fr-t04", "O", "carpentry", "Diekirch", "Diekirch",
  "Notre porte d'entrée en chêne massif, dans une maison classée au centre de Diekirch, frotte au sol et ne ferme "
  "plus correctement depuis l'hiver. Un serrurier est déjà venu : la serrure est en parfait état, c'est la porte "
  "qui a travaillé. La commune refuse qu'on la remplace, il faut donc la reprendre, changer les paumelles et "
  "refaire le seuil en bois.")  # u
m("fr-t05", "", "roofing", "Lenningen", "Canach",
  "Après la grêle de juin, plusieurs ardoises ont glissé sur le toit de notre maison à Canach et une tache "
  "d'humidité est apparue au plafond de la chambre des enfants. L'assurance demande un devis détaillé avant "
  "vendredi.")  # u
m("fr-t06", "", "masonry", "Contern", "L-5331",
  "Nous voulons ouvrir le mur porteur entre la cuisine et le salon de notre maison, 14 rue des Vergers, L-5331, "
  "pour créer un passage de 2,40 m. L'ingénieur a fait ses calculs et prévu un IPN ; il nous faut maintenant une "
  "entreprise pour l'ouverture, l'étaiement et la pose de la poutre.")
m("fr-t07", "P", "tiling", "Bertrange", "Bertrange",
  "Dans la salle de bain de notre appart, rue de Mamer à Bertrange, plusieurs carreaux sonnent creux et deux se "
  "sont fendus à côté de la douche à l'italienne. Les joints noircissent aussi, malgré le Viakal toutes les "
  "semaines.", not_place=["Mamer"])  # u
m("fr-t08", "", "moving", "Hesperange", "Itzig",
  "Mon père entre en maison de soins et nous devons vider sa maison à Itzig avant la vente. Il y a un piano droit "
  "à l'étage et une armoire normande qu'aucun de nous n'arrive à descendre par l'escalier. Le piano part chez ma "
  "fille, dans la même rue, et le reste chez Emmaüs.")  # u
m("fr-t09", "O", "cleaning", "Niederanven", "Senningerberg",
  "Nous sommes un petit cabinet d'expertise comptable de six personnes au Senningerberg. La dame qui faisait "
  "l'entretien de nos bureaux part à la retraite en février. Nous cherchons quelqu'un deux soirs par semaine, "
  "après 18 h, pour les bureaux, la kitchenette et les sanitaires.")
m("fr-t10", "L", "renovation", "Larochette", "Larochette",
  "Avec mon compagnon, nous avons hérité d'une ancienne ferme à Larochette, inhabitée depuis quinze ans. Mes "
  "beaux-parents pensent qu'il vaut mieux tout raser, mais nous aimerions garder les murs et la charpente et "
  "refaire tout l'intérieur : isolation, cloisons, salle de bain, cuisine. Les enfants rêvent déjà de leur chambre "
  "sous les combles. Nous cherchons quelqu'un qui coordonne tout le chantier plutôt que dix artisans séparés.")  # u
m("fr-t11", "Q", "accounting", "Mamer", "Capellen",
  "J'ouvre un salon de coiffure à Capellen en janvier avec une apprentie. Je ne sais pas du tout comment déclarer "
  "la TVA ni faire les fiches de salaire. Est-ce que quelqu'un peut s'en occuper tous les mois pour un petit "
  "budget ?")  # u
m("fr-t12", "COQB", "it-support", "Sanem", "soleuvre",
  "bonjour depuis la mise a jour windows l imprimante du bureau imprime plus rien et le wifi se coupe toutes les "
  "10 min. on est une petite etude de notaire a soleuvre et on a trois actes a signer demain matin, quelqu un "
  "peut venir aujourd hui ??")  # u
m("fr-t13", "X", "web-development", "Clervaux", "Clervaux",
  "Nous tenons un petit hôtel de 12 chambres à Clervaux. Notre site a été fait par un neveu il y a dix ans, il "
  "n'est pas responsive et nous payons 18 % de commission à Booking pour chaque réservation. Nous voudrions un "
  "nouveau site avec un booking engine intégré, une landing page pour les randonneurs et un peu de SEO.")
m("fr-t14", "PQ", "photography", "abroad", "Thionville",
  "Je suis frontalier, je travaille au Kirchberg et je me marie en mai à Thionville, mairie puis réception dans "
  "une salle de la ville. Ma future belle-famille ne parle que luxembourgeois et allemand. Est-ce que vos "
  "photographes se déplacent en France pour une journée complète ?", distractors=["Kirchberg"])
m("fr-t15", "", "interior-design", "Luxembourg", "Gare",
  "Nous venons d'acheter un studio de 38 m² dans le quartier Gare pour le louer meublé. Il est sombre, le coin "
  "cuisine est mal placé et nous ne savons pas comment caser un lit, un bureau et un canapé. Nous aimerions un "
  "plan d'aménagement avec une liste de meubles et de couleurs, sans gros travaux.")  # u

# ---------------------------------------------------------------- de
m("de-s01", "", "electrical", "Roeser", "Berchem",
  "Seit dem Gewitter funktioniert in unserer Küche in Berchem nur noch jede zweite Steckdose, obwohl der "
  "FI-Schalter nicht ausgelöst hat.")  # u
m("de-s02", "Q", None, None, None,
  "Wer passt zwischen Weihnachten und Neujahr auf unseren Labrador auf, während wir bei den Schwiegereltern sind?")
m("de-s03", "B", "heating", "Bourscheid", "Bourscheid",
  "Unsere Ökofen-Pelletheizung in Bourscheid meldet seit heute früh „Zündung fehlgeschlagen“ und das Haus kühlt "
  "langsam aus.")  # u
m("de-s04", "XQB", "it-support", None, None,
  "Unser Synology-NAS ist seit dem letzten Update nicht mehr im Netzwerk sichtbar und die Backups laufen seit zwei "
  "Wochen nicht, kann das jemand remote fixen?")  # u
m("de-s05", "", "locksmith", "Esch-sur-Alzette", "Esch an der Alzette",
  "Ich stehe in Esch an der Alzette vor meiner Wohnungstür, der Schlüssel steckt innen und das Baby schläft "
  "drinnen – bitte schnell!")  # u
m("de-s06", "O", "translation", "Leudelange", "Leudelange",
  "Für die Unterschrift beim Notar in Leudelange nächste Woche brauchen wir jemanden, der vom Französischen ins "
  "Rumänische dolmetscht.")
m("de-s07", "", "gardening", "Weiswampach", "Weiswampach",
  "Der Sturm hat in unserem Garten in Weiswampach eine Fichte umgeknickt, die jetzt schräg über dem Zaun zum "
  "Nachbarn hängt.")  # u
m("de-s08", "QB", "cleaning", "Koerich", "Windhof",
  "Was kostet eine Bauendreinigung für ein neues Büro mit 120 m² in Windhof, inklusive Fenster?")
m("de-s09", "CBQ", "appliance-repair", "Heffingen", "heffingen",
  "miele trockner zeigt F50 und bricht nach 5 min ab, wohnen in heffingen, kann wer vorbeikommen")  # u
m("de-s10", "", "pest-control", "Lorentzweiler", "Bofferdange",
  "Ein Marder hat auf dem Dachboden unseres Hauses in Bofferdange die Dämmung zerfetzt und tobt jede Nacht ab drei "
  "Uhr herum.")  # u
m("de-t01", "LQO", "electrical", "Luxembourg", "Bahnhofsviertel",
  "Wir haben im Sommer eine Altbauwohnung im Bahnhofsviertel gekauft, Baujahr 1958. Beim Einbau der neuen Küche "
  "hat der Küchenmonteur gesagt, die Leitungen hätten keinen Schutzleiter und er dürfe den Backofen so nicht "
  "anschließen – die Küche selbst steht schon. Meine Schwiegermutter meint, das habe sechzig Jahre gehalten, aber "
  "wir erwarten im Februar unser erstes Kind und ich will nichts riskieren. Was kostet es ungefähr, eine "
  "70-m²-Wohnung komplett neu verkabeln zu lassen?")  # u
m("de-t02", "", "plumbing", "Rosport-Mompach", "Rosport",
  "Im Keller unseres Hauses in Rosport tropft es seit Tagen aus einem Rohr an der Decke, genau über dem "
  "Sicherungskasten. Wenn wir den Haupthahn zudrehen, hört es auf, aber dann haben wir natürlich gar kein Wasser "
  "mehr.")  # u
m("de-t03", "PQ", "roofing", "abroad", "Konz",
  "Ich arbeite in Grevenmacher, wohne aber in Konz auf der deutschen Seite. Beim Sturm letzte Woche sind bei uns "
  "ein paar Ziegel heruntergekommen und die Dachrinne hängt an einer Ecke lose herunter. Fahren Ihre Handwerker "
  "auch über die Grenze?", distractors=["Grevenmacher"])  # u
m("de-t04", "", "masonry", "Wormeldange", "Ehnen",
  "Hinter unserem Haus in Ehnen ist nach dem Starkregen die alte Weinbergsmauer auf etwa vier Metern eingestürzt, "
  "die Steine liegen jetzt auf dem Weg. Die Gemeinde verlangt, dass sie wieder als Natursteinmauer aufgebaut wird "
  "und nicht betoniert.")  # u
m("de-t05", "OB", "tiling", "Dalheim", "Dalheim",
  "Der Installateur hat in unserem neuen Bad in Dalheim schon alle Leitungen und die Vorwandelemente gesetzt, das "
  "ist abgenommen. Jetzt liegen hier 40 m² Feinsteinzeug im Format 120x60, und der Boden braucht Gefälle zur "
  "bodengleichen Dusche. Das trauen wir uns selbst nicht zu.")  # u
m("de-t06", "P", "carpentry", "Bissen", "Bissen",
  "Die Kinder sind ausgezogen und wir wollen in unserem Haus in der Rue de Mersch in Bissen das alte Kinderzimmer "
  "zum Gästezimmer machen. Unter der Dachschräge soll ein Einbauschrank nach Maß hin, aus Eiche, mit Schiebetüren. "
  "Ein Möbelhaus in Trier hatte nur Standardgrößen, die nicht passen.",
  distractors=["Trier"], not_place=["Mersch"])  # u
m("de-t07", "QP", "moving", "Frisange", "Aspelt",
  "Wir ziehen Ende März innerhalb von Aspelt um, nur drei Straßen weiter. Das meiste tragen Freunde, aber ein "
  "Klavier und ein Eckschrank passen nicht durchs Treppenhaus. Braucht man dafür einen Möbellift, und was kostet so "
  "etwas für einen halben Tag?", not_place=["einen"])  # u
m("de-t08", "LQ", "renovation", "Feulen", "Niederfeulen",
  "Wir haben das Elternhaus meiner Frau in Niederfeulen geerbt, Baujahr 1962, seit drei Jahren leer. Mein Schwager "
  "will es verkaufen, wir wollen selbst einziehen, sobald unsere Tochter eingeschult ist. Bad, Küche, Böden, "
  "Innentüren und Dämmung müssten neu, und wir haben weder Zeit noch Nerven, zehn Handwerker selbst zu "
  "koordinieren. Gibt es jemanden, der das als Ganzes übernimmt?")  # u
m("de-t09", "B", "solar", "Beckerich", "Beckerich",
  "Auf unserem Stall in Beckerich liegen seit 2011 Module mit 30 kWp. Seit dem Sommer meldet der Wechselrichter "
  "(Fronius IG Plus) immer wieder State 307 und der Ertrag hat sich halbiert. Der Netzbetreiber sagt, auf seiner "
  "Seite sei alles in Ordnung.")  # u
m("de-t10", "O", "legal", "Kopstal", "Bridel",
  "Unser Nachbar in Bridel hat ohne Absprache eine 2,5 Meter hohe Mauer direkt auf die Grundstücksgrenze gesetzt, "
  "die jetzt unsere Terrasse verschattet. Die Gemeinde sagt, die Genehmigung sei nicht ihr Problem. Wir suchen "
  "keinen Maurer, sondern jemanden, der uns erklärt, welche Rechte wir haben und wie wir vorgehen.")  # u
m("de-t11", "", "accounting", "Esch-sur-Sûre", "Esch-Sauer",
  "Ich betreibe seit letztem Jahr ein kleines Café am Stausee in Esch-Sauer. Meine Buchhaltung besteht ehrlich "
  "gesagt aus einem Schuhkarton voller Quittungen, und die Steuerverwaltung hat mir eine Frist bis Ende Januar "
  "gesetzt. Ich brauche jemanden, der das aufarbeitet und danach laufend übernimmt.")
m("de-t12", "X", "web-development", "Bettendorf", "Gilsdorf",
  "Ich bin selbstständige Physiotherapeutin in Gilsdorf und brauche endlich eine eigene Website. Wichtig wären "
  "Online-Booking, ein responsive Design und vier Sprachen, dazu alles DSGVO-konform. Hosting und Updates sollten "
  "bitte gleich mit drin sein.")
m("de-t13", "", "photography", None, None,
  "Wir verkaufen handgemachte Keramiktassen über unseren Online-Shop und brauchen etwa 60 Produktfotos auf weißem "
  "Hintergrund, dazu ein paar Bilder mit Kaffee und Tischdeko. Die Ware können wir vorbeibringen oder schicken.")
m("de-t14", "CQX", "interior-design", None, None,
  "hallo wir haben eine doppelhaushälfte gekauft und drinnen ist alles braun und dunkel lol. umbauen wollen wir "
  "nicht, nur ein konzept für farben möbel und licht. macht ihr sowas auch mit 3D-plan oder moodboard??")
m("de-t15", "PQ", "painting", None, None,
  "In unserem Reihenhaus blättert im Treppenhaus die Farbe in großen Stücken ab, aus welchem Grund auch immer – "
  "vermutlich hat der Vorbesitzer Dispersion über alte Ölfarbe gestrichen. Im April feiern wir bei uns die Taufe "
  "unserer Tochter. Wer schleift das bis dahin sauber ab und streicht alles neu?", not_place=["Grund"])  # u

# ---------------------------------------------------------------- en
m("en-s01", "BP", "plumbing", "Luxembourg", "Belair",
  "The toilet in our rented flat in Belair runs nonstop and the last water bill came to €380 for the quarter — "
  "the landlord just says to find someone.", not_place=["bill"])  # u
m("en-s02", "Q", "legal", None, None,
  "Could someone look over a job contract before I sign it, there's a 24-month non-compete clause that seems way "
  "too broad?")  # u
m("en-s03", "CB", "it-support", "Luxembourg", "kirchberg",
  "outlook keeps asking for my password every 5 min since we got the new router, working from home in kirchberg, "
  "pls help asap")  # u
m("en-s04", "Q", None, None, None,
  "Do you do catering for a 40th birthday party at home, around 35 people, ideally Lebanese or Indian food?")
m("en-s05", "", "pest-control", "Sandweiler", "Sandweiler",
  "We came back from holiday to itchy bites in rows on both kids and tiny black spots along the mattress seams, "
  "we're in Sandweiler.")  # u
m("en-s06", "QB", "solar", "Schuttrange", "Munsbach",
  "How many panels would we need to cover about 8,500 kWh a year with a heat pump and an EV, south-west roof in "
  "Munsbach?")
m("en-s07", "", "locksmith", "Mondercange", "Foetz",
  "The key snapped off in the front door lock of our warehouse unit in Foetz and the staff are standing outside in "
  "the cold.")  # u
m("en-s08", "", "translation", None, None,
  "I need my UK degree certificate and transcript translated into French by a sworn translator for the "
  "recognition procedure at the ministry.")
m("en-s09", "B", "appliance-repair", "Garnich", "Garnich",
  "Our Liebherr fridge-freezer clicks every few minutes and the freezer only gets down to minus 8, we live in "
  "Garnich.")  # u
m("en-s10", "Q", "gardening", "Steinsel", "Mullendorf",
  "Could someone sort out the back garden of our rental in Mullendorf before the landlord's inspection, it's "
  "basically a jungle with brambles up to the shed?")  # u
m("en-t01", "LP", "moving", "Kiischpelt", "Wilwerwiltz",
  "After 22 years in Luxembourg we're retiring back to Scotland in April. Our house in Wilwerwiltz is full to the "
  "rafters: three floors, a garage of tools and my wife's grand piano. Our son says we should sell everything and "
  "start fresh, but the piano at least has to come with us. Can someone pack and load a container here and deal "
  "with the customs paperwork?", distractors=["Scotland"], not_place=["Luxembourg", "sell"])  # u
m("en-t02", "BP", "heating", "Weiler-la-Tour", "Weiler-la-Tour",
  "The heating in our rented house in Weiler-la-Tour has been cutting out every night since November. The boiler "
  "display shows EA and pressing reset works until the next morning. The landlord lives in Spain and keeps "
  "promising that 'his guy' will come.", distractors=["Spain"])  # u
m("en-t03", "QB", "electrical", "Reckange-sur-Mess", "Reckange-sur-Mess",
  "We've just bought a Tesla Model Y and would like an 11 kW wallbox in the garage of our house in "
  "Reckange-sur-Mess. The fuse box is from the 80s and the garage only has one socket on a separate circuit. "
  "Roughly how much would it cost to run a proper line and install the box?")  # u
m("en-t04", "O", "painting", "Dippach", "Schouweiler",
  "The plasterer finished the new extension in Schouweiler two weeks ago and the walls are finally dry. It's about "
  "140 m² of walls and ceilings, everything white, needing a primer and two coats. We'd like it done before the "
  "flooring goes in at the end of the month.")  # u
m("en-t05", "Q", "carpentry", "Vallée de l'Ernz", "Medernach",
  "The wooden sash windows in our 1920s farmhouse in Medernach are rotting along the bottom rails and two no "
  "longer open. We'd really like to keep the originals rather than switch to PVC. Is it possible to repair them "
  "properly?")  # u
m("en-t06", "", "roofing", "Tandel", "Fouhren",
  "Since the last storm a strip of zinc flashing around the chimney of our house in Fouhren has lifted, and there's "
  "a wet patch on the attic beams. We've put a bucket under it for now.")  # u
m("en-t07", "O", "masonry", "Nommern", "Nommern",
  "We're redoing the garden of our house in Nommern and want a brick barbecue with a worktop plus a low retaining "
  "wall along the slope. The planting, lawn and paths we'll do ourselves with my brother-in-law, who's a "
  "landscaper. We just need the brickwork and the foundations done properly.")
m("en-t08", "O", "tiling", "Habscht", "Eischen",
  "In the shower of our house in Eischen the grout has gone black and three wall tiles have cracked, and now "
  "there's a damp patch on the other side of the wall. A plumber has already pressure-tested the pipes and they're "
  "fine. So it seems to be the tiling letting water through.")
m("en-t09", "PQ", "cleaning", "abroad", "Arlon",
  "I commute from Arlon to Kirchberg every day and honestly there's no time left for the house. My in-laws arrive "
  "for Christmas and the place needs a proper deep clean, oven and windows included. Do you also send people "
  "across the border into Belgium?", distractors=["Kirchberg"])
m("en-t10", "LX", "renovation", "Manternach", "Manternach",
  "We bought the old village café in Manternach and want to turn it into a family home. Downstairs is still the "
  "bar room with a tiled floor and a big kitchen, upstairs three small rooms with a bathroom from the 70s. Our kids "
  "keep asking when they can move in, and the bank wants a chiffrage from a single contractor before releasing "
  "the loan. We're looking for a firm that can handle the whole conversion.")
m("en-t11", "XQ", "accounting", None, None,
  "I'm a freelance graphic designer and I've just registered as an indépendant. I honestly don't understand what I "
  "need to declare to the CCSS and when my first TVA return is due. Can someone do my books and tax return for a "
  "reasonable yearly fee?")
m("en-t12", "O", "web-development", "Wincrange", "Wincrange",
  "We run a small joinery workshop in Wincrange — kitchens, stairs, made-to-measure furniture. Most customers find "
  "us through word of mouth, but younger people expect to see our work online first. We'd need a simple site with "
  "a project gallery and a contact form, in French, German and English.")
m("en-t13", "QP", "photography", "Useldange", "Useldange",
  "We're putting our house on Rue de Saeul in Useldange on the market in January. The agent's phone pictures look "
  "awful, so we'd like proper photos of the interior and some drone shots of the garden and the view over the "
  "valley. Is mid-December too dark for that?", not_place=["Saeul"])
m("en-t14", "", "interior-design", "Luxembourg", "Cessange",
  "We've just moved into a new-build flat in Cessange with a big open living-kitchen space and no idea how to "
  "furnish it. Everything we put in looks lost, and the echo is terrible. We'd like someone to propose a layout, "
  "furniture, lighting and maybe rugs and curtains within a set budget.")  # u
m("en-t15", "CQ", "moving", None, None,
  "hey do u guys do small moves?? literally just me, a bed, a desk and like 15 boxes, 2nd floor no lift, moving in "
  "with my gf end of feb. student budget pls 🙏")

# ---------------------------------------------------------------- pt
m("pt-s01", "XP", "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Procuro alguém para fazer a limpeza a fundo do meu apartamento na rue de Luxembourg em Esch-sur-Alzette antes "
  "do état des lieux de sexta-feira.", not_place=["Luxembourg"])
m("pt-s02", "CQ", "plumbing", "Differdange", "oberkorn",
  "o cano debaixo do lava loiça rebentou e a cozinha ta toda alagada em oberkorn ja fechei a agua alguem pode vir "
  "hoje")  # u
m("pt-s03", "Q", None, None, None,
  "Alguém conhece uma costureira que faça bainhas e aperte um fato de cerimónia para o casamento da minha filha?")
m("pt-s04", "", "electrical", "Diekirch", "Diekirch",
  "Quando ligo o aquecedor a óleo na sala, em Diekirch, as luzes do quarto piscam e a tomada cheira a queimado.")  # u
m("pt-s05", "B", "appliance-repair", "Ettelbruck", "Warken",
  "O meu forno Siemens dá o erro E011 e deixou de aquecer, moro em Warken.")  # u
m("pt-s06", "Q", "translation", None, None,
  "Quanto custa uma tradução ajuramentada da minha carta de condução brasileira para a trocar aqui?")
m("pt-s07", "", "gardening", "Groussbus-Wal", "Grosbous",
  "Preciso de alguém que corte a relva e apare a sebe de uma casa em Grosbous uma vez por mês, de abril a "
  "outubro.")  # u
m("pt-s08", "XQ", "locksmith", "Luxembourg", "Bonnevoie",
  "Perdi as chaves e o propriétaire não atende, moro em Bonnevoie, quanto custa abrir a porta e mudar o barillet?")  # u
m("pt-s09", "", "pest-control", "Pétange", "Lamadelaine",
  "Apareceram baratas na cozinha do nosso restaurante em Lamadelaine e a inspeção sanitária vem no fim do mês.")  # u
m("pt-s10", "B", "heating", "Käerjeng", "Kaerjeng",
  "Os radiadores estão frios e a pressão da caldeira desce sempre para 0,3 bar, casa em Kaerjeng.")  # u
m("pt-t01", "OQ", "cleaning", "Remich", "Remich",
  "Sou pintor por conta própria e acabei de pintar uma moradia inteira em Remich. O cliente quer entrar na sexta e "
  "eu não tenho tempo para a limpeza final: janelas, chão, pó da obra por todo o lado. Alguém consegue fazer isso "
  "amanhã ou quinta?")
m("pt-t02", "L", "roofing", "Wiltz", "Weidingen",
  "A minha sogra vive sozinha numa casa antiga em Weidingen desde que o meu sogro morreu. Sempre que chove forte "
  "aparece água no teto do quarto dela e ela já pôs três baldes no sótão. O meu cunhado subiu ao telhado e diz que "
  "há telhas partidas junto à chaminé, mas ele tem medo das alturas. Ela tem 84 anos e não quer incomodar ninguém, "
  "por isso peço eu.")  # u
m("pt-t03", "", "carpentry", "Vianden", "Vianden",
  "Tenho um pequeno café em Vianden e o balcão de madeira está podre na parte de baixo por causa da humidade. "
  "Queria fazê-lo de novo igual, em carvalho, com as mesmas prateleiras por trás. Só posso fechar uma semana em "
  "janeiro.")  # u
m("pt-t04", "O", "masonry", "Sanem", "Ehlerange",
  "Quero fechar a garagem aberta da minha casa em Ehlerange com uma parede de blocos e uma janela pequena, para "
  "fazer um quarto para o meu filho. Já tenho a autorização da comuna. O resto, eletricidade e pintura, faço eu "
  "com um amigo.")  # u
m("pt-t05", "", "tiling", "Echternach", "Echternach",
  "Na casa de banho do nosso apartamento em Echternach caíram dois azulejos por cima da banheira e há mais alguns "
  "que estão ocos. O senhorio diz que temos de tratar disso antes de sairmos em março.")  # u
m("pt-t06", "PQ", "renovation", "abroad", "Longwy",
  "Trabalho em Rodange mas comprei uma casa velha em Longwy, do lado francês, porque aqui os preços são "
  "impossíveis. É preciso refazer quase tudo: casa de banho, cozinha, chão, isolamento e janelas. Vocês também "
  "fazem obras em França ou só no Luxemburgo?", distractors=["Rodange"], not_place=["Luxemburgo"])  # u
m("pt-t07", "LPQ", "moving", "Bettembourg", "Noertzange",
  "Vamos mudar de casa no fim de fevereiro, de um segundo andar sem elevador em Noertzange para uma casa na mesma "
  "aldeia. Temos três filhos pequenos, um sofá enorme e a máquina de lavar, e o meu marido trabalha por turnos na "
  "fábrica. Os primos disseram que ajudavam, mas agora dois vão estar em Portugal. Quanto custa uma equipa com "
  "carrinha para uma manhã?", distractors=["Portugal"])  # u
m("pt-t08", "O", "legal", None, None,
  "Trabalho há seis anos nas obras como pedreiro e o patrão não me paga as horas extraordinárias desde o verão. "
  "Agora quer que eu assine uma rescisão de comum acordo e diz que, se não assinar, fico sem nada. Preciso de "
  "alguém que perceba de direito do trabalho e fale português.")  # u
m("pt-t09", "", "accounting", "Mersch", "L-7535",
  "Tenho uma pequena empresa de transportes com duas carrinhas e três motoristas, sede na L-7535. O contabilista "
  "que tínhamos fechou o escritório em outubro e a declaração de IVA do trimestre ainda não foi feita. Procuro quem "
  "fique com a contabilidade e os salários a partir de janeiro.")
m("pt-t10", "CQ", "it-support", "Grevenmacher", "grevenmacher",
  "boa tarde o portatil da minha filha apanhou um virus acho eu, abre paginas sozinho e aparecem anuncios por todo "
  "o lado e agora nem liga ao wifi. moramos em grevenmacher, alguem pode ver isso esta semana? obrigado")  # u
m("pt-t11", "", "web-development", "Clervaux", "Marnach",
  "Faço bolos de aniversário por encomenda em casa, em Marnach, e já tenho clientes de todo o norte. Queria um "
  "site simples com fotos dos bolos, preços e um formulário para encomendas, em português e francês. Agora as "
  "encomendas chegam todas pelo Facebook e perco metade.")
m("pt-t12", "Q", "photography", None, None,
  "Vamos batizar o nosso filho em março e depois fazemos a festa num salão com 80 convidados. Queria um fotógrafo "
  "só para a igreja e a primeira hora da festa. Quanto custa mais ou menos?")
m("pt-t13", "Q", "interior-design", "Rambrouch", "Arsdorf",
  "Comprámos uma casa dos anos 90 em Arsdorf e a sala é enorme, mas parece fria e vazia, com os móveis todos "
  "encostados às paredes. Gostávamos de ajuda para escolher cores, cortinas, iluminação e a disposição dos móveis, "
  "sem obras. Alguém faz esse tipo de projeto?")  # u
m("pt-t14", "QB", "solar", "Redange", "Redange-sur-Attert",
  "Vale a pena pôr painéis solares numa casa em Redange-sur-Attert com o telhado virado a leste e oeste? Gastamos "
  "cerca de 6000 kWh por ano e ainda temos aquecimento a gasóleo. Ouvi dizer que há subsídios do Estado, mas não "
  "sei quanto.")
m("pt-t15", "CQ", "painting", None, None,
  "os meus filhos riscaram a parede da sala toda com canetas de feltro 😅 ja tentei lixivia e esponja magica e nao "
  "sai. tenho de pintar tudo de novo? quanto custa mais ou menos uma sala de 25m2")  # u

# ---------------------------------------------------------------- it
m("it-s01", "", None, None, None,
  "Cerco qualcuno che accordi il pianoforte verticale di mia figlia, nessuno lo tocca da tre anni e ora è tutto "
  "stonato.")
m("it-s02", "B", "appliance-repair", "Luxembourg", "Gasperich",
  "La lavastoviglie Bosch del nostro appartamento a Gasperich si ferma a metà lavaggio con l'errore E24 e resta "
  "l'acqua sul fondo.")  # u
m("it-s03", "C", "pest-control", "Dudelange", "dudelange",
  "ci sono topi in cantina a dudelange hanno rosicchiato i sacchi di patate e pure le scatole di natale aiuto")  # u
m("it-s04", "X", "electrical", "Schifflange", "Schifflange",
  "Nella casa di Schifflange le prese del bagno non hanno la terra e il disjoncteur salta appena accendo il phon.")  # u
m("it-s05", "Q", "legal", None, None,
  "Come funziona la successione se mio padre è morto in Italia ma aveva un conto e una casa qui, serve qualcuno "
  "che conosca tutti e due i diritti?", distractors=["Italia"])  # u
m("it-s06", "", "gardening", "Kayl", "Tétange",
  "Abbiamo un giardino a Tétange con un vecchio noce che ormai sporge sul garage del vicino e toglie il sole a "
  "tutto l'orto.")  # u
m("it-s07", "B", "heating", "Roeser", "Crauthem",
  "La caldaia Vaillant della casa a Crauthem va in blocco con F75 ogni mattina e i termosifoni restano freddi "
  "finché non la riavvio.")  # u
m("it-s08", "QB", "cleaning", "Contern", "Oetrange",
  "Fate anche la pulizia delle vetrate di una villa a Oetrange, sono circa 30 finestre più una veranda?")
m("it-s09", "", "translation", None, None,
  "Mi serve la traduzione giurata in francese del certificato penale italiano per un concorso entro fine mese.")
m("it-s10", "C", "locksmith", "Biwer", "wecker",
  "chiusa fuori casa a wecker con la spesa in mano e il cane dentro, le chiavi sono rimaste nella serratura dall "
  "interno!!")  # u
m("it-t01", "L", "roofing", "Junglinster", "Bourglinster",
  "Mio suocero ha 86 anni e vive da solo in una casetta a Bourglinster, vicino al castello. Ieri mi ha detto che in "
  "soffitta «piove», e in effetti ci sono macchie nere sulle travi e qualche tegola spostata. Vorrebbe salire lui "
  "sulla scala, ma mia moglie gliel'ha proibito. Potete mandare qualcuno a controllare prima delle feste?")  # u
m("it-t02", "Q", "roofing", "Lac de la Haute-Sûre", "Harlange",
  "Abbiamo una casa vacanze a Harlange e le grondaie sono piene di foglie e in un punto staccate, così l'acqua "
  "scende lungo la facciata. Non siamo lì prima di Pasqua: qualcuno può sistemare grondaie e pluviali e mandarci "
  "le foto?")  # u
m("it-t03", "PB", "plumbing", "Colmar-Berg", "Colmar-Berg",
  "Lavoro a Ettelbruck e torno a casa a Colmar-Berg solo la sera: da qualche giorno lo scarico del lavandino del "
  "bagno gorgoglia e l'acqua va giù lentissima, e adesso anche il WC. Ho già provato due volte con il Destop.",
  distractors=["Ettelbruck"])  # u
m("it-t04", "", "carpentry", "Mersch", "Beringen",
  "Nella nostra casa a Beringen abbiamo una scala a chiocciola in legno che porta al soppalco e scricchiola a ogni "
  "gradino; due gradini si muovono proprio. Il resto del soppalco è a posto, l'ha controllato un ingegnere.")  # u
m("it-t05", "O", "masonry", "Schieren", "Schieren",
  "Nel salotto della casa a Schieren vogliamo chiudere un vecchio camino in mattoni che non usiamo più e ricavare "
  "una nicchia nella parete. La canna fumaria è già stata chiusa sul tetto l'anno scorso da un lattoniere.")  # u
m("it-t06", "", "tiling", "Erpeldange-sur-Sûre", "Ingeldorf",
  "Sulla terrazza della casa a Ingeldorf le piastrelle si sono sollevate col gelo e alcune sono rotte; quando "
  "piove l'acqua si infiltra sotto. Vorremmo rifarla con un gres antiscivolo prima dell'estate.")  # u
m("it-t07", "P", "moving", "Goesdorf", "Goesdorf",
  "Ci trasferiamo per lavoro da Goesdorf a Milano a fine marzo. Ci serve una ditta che imballi tutto, smonti i "
  "mobili e carichi il camion entro il 28. La casa è in affitto e va lasciata vuota.", distractors=["Milano"])
m("it-t08", "O", "renovation", "Luxembourg", "Lussemburgo",
  "Abbiamo comprato un appartamento degli anni '70 a Lussemburgo, vicino alla stazione, e va rifatto quasi tutto. "
  "L'impianto elettrico l'ha già rifatto un elettricista amico nostro, ma restano bagno, cucina, pavimenti e "
  "pareti. Cerchiamo un'impresa che coordini tutto il cantiere.")
m("it-t09", "QB", "solar", "Parc Hosingen", "Hosingen",
  "A Hosingen abbiamo già un impianto fotovoltaico da 9 kWp e vorremmo aggiungere una batteria e cambiare "
  "l'inverter, che ogni tanto va in errore. Conviene farlo adesso o aspettare i nuovi incentivi?")
m("it-t10", "PX", "accounting", "Strassen", "L-8010",
  "Ho aperto una piccola gelateria artigianale in route d'Arlon, L-8010, e tra fornitori italiani, IVA e stipendi "
  "non ci capisco più niente. Il commercialista di mio cugino in Italia non conosce le regole di qui. Cerco "
  "qualcuno che tenga la contabilità e faccia le dichiarazioni.", distractors=["Italia"])
m("it-t11", "PX", "it-support", "Troisvierges", "Huldange",
  "Lavoro da casa a Huldange e da quando il provider ha cambiato il router la VPN aziendale cade ogni venti minuti. "
  "Il mio collega a Trier, con lo stesso portatile, non ha problemi. Qualcuno può venire a sistemare la rete?",
  distractors=["Trier"])  # u
m("it-t12", "OQ", "web-development", "Betzdorf", "Roodt-sur-Syre",
  "Siamo una piccola ditta di traslochi a Roodt-sur-Syre con due camion e il nostro sito è fermo al 2015; i clienti "
  "ci chiedono preventivi online. Vorremmo un sito semplice con un modulo per il preventivo e le recensioni. Quanto "
  "costa e in quanto tempo?")
m("it-t13", "Q", "photography", "abroad", "Audun-le-Tiche",
  "Festeggiamo i 50 anni di matrimonio dei miei genitori ad Audun-le-Tiche, dove abitano da sempre, con pranzo in "
  "una sala del paese. Cerchiamo un fotografo per quattro ore che sappia fare anche ritratti di famiglia. Venite "
  "anche in Francia?")
m("it-t14", "X", "interior-design", None, None,
  "Ho un piccolo bed & breakfast e voglio rinnovare l'arredamento delle quattro camere senza spendere una fortuna: "
  "colori, tessuti, luci, qualche mobile di recupero. Cerco qualcuno con gusto che mi faccia un progetto e una "
  "lista d'acquisti.")  # u
m("it-t15", "O", "painting", None, None,
  "Dopo l'infiltrazione dal piano di sopra l'idraulico ha riparato il tubo e il muro ormai è asciutto. Sul soffitto "
  "della cucina però è rimasta una grande macchia gialla e la pittura si sta staccando. Il condominio paga, ma "
  "devo trovare io chi la sistema.")  # u

# ---------------------------------------------------------------- es
m("es-s01", "Q", None, None, None,
  "¿Conocéis a alguien que venga a casa a cortar el pelo a un caniche que se pone muy nervioso en la peluquería?")
m("es-s02", "CB", "it-support", "Luxembourg", "merl",
  "el wifi no llega a la habitacion de mi hija en merl y el repetidor tp-link parpadea naranja todo el rato ayuda "
  "porfa")  # u
m("es-s03", "B", "appliance-repair", "Kehlen", "Olm",
  "Nuestra lavadora LG da el error OE y no desagua, vivimos en Olm.")  # u
m("es-s04", "X", "gardening", "Steinfort", "Kleinbettingen",
  "Necesito a alguien para el entretien del jardín de una casa en Kleinbettingen, cortar césped y setos cada "
  "quince días.")
m("es-s05", "QP", "legal", None, None,
  "¿Qué pasos hay que dar para divorciarse aquí si nos casamos en Colombia y tenemos un piso a medias?",
  distractors=["Colombia"])  # u
m("es-s06", "", "electrical", "Hesperange", "Alzingen",
  "En la casa de Alzingen se nos va la luz de toda la planta de arriba cada vez que alguien enciende el secador de "
  "pelo.")  # u
m("es-s07", "", "heating", "Niederanven", "Oberanven",
  "El suelo radiante del piso nuevo en Oberanven solo calienta en el salón y los dormitorios siguen helados.")  # u
m("es-s08", "Q", "translation", None, None,
  "¿Cuánto cuesta una traducción jurada del español al alemán de un título de enfermería para el Ministerio de "
  "Sanidad?")
m("es-s09", "", "locksmith", "Walferdange", "Bereldange",
  "La cerradura de la puerta del garaje en Bereldange está cada vez más dura y hoy la llave ya no gira para "
  "nada.")  # u
m("es-s10", "", "pest-control", "Fischbach", "Angelsberg",
  "Tenemos un nido de avispas asiáticas en lo alto de un árbol junto a la casa de Angelsberg y los niños juegan "
  "justo debajo.")  # u
m("es-t01", "OB", "it-support", "Lintgen", "Lintgen",
  "Tengo una pequeña asesoría fiscal en Lintgen y esta mañana el servidor con los archivos de los clientes no "
  "arranca: da un pitido largo y la pantalla se queda negra. Mi socio dice que será la fuente de alimentación, "
  "pero no queremos tocar nada en plena campaña de la renta.")  # u
m("es-t02", "LP", "plumbing", "Mondorf-les-Bains", "Altwies",
  "Vivimos de alquiler en una casa en Altwies con dos niños pequeños y un perro. Desde hace una semana el agua de "
  "la ducha de arriba se filtra por el techo de la cocina, y el casero dice que es culpa nuestra por no limpiar "
  "las juntas. Mi cuñado, que es fontanero en Madrid, dice por videollamada que parece el desagüe y no las juntas. "
  "Necesitamos a alguien que lo mire bien y nos dé un informe.", distractors=["Madrid"])
m("es-t03", "", "roofing", "Stadtbredimus", "Stadtbredimus",
  "En nuestra casa de Stadtbredimus el viento ha levantado parte de la lámina del tejado plano del garaje y ahora "
  "entra agua. Lo hemos tapado con una lona, pero no aguanta otra tormenta.")  # u
m("es-t04", "", "carpentry", "Ell", "Ell",
  "En la casa de Ell tenemos unas contraventanas de madera antiguas: dos se han salido de las bisagras y otra "
  "tiene las lamas podridas. Nos gustaría restaurarlas, no cambiarlas por aluminio.")  # u
m("es-t05", "", "masonry", "Putscheid", "Stolzembourg",
  "Compramos una casita de piedra en Stolzembourg y uno de los muros exteriores tiene grietas y las juntas se "
  "deshacen al tocarlas. Queremos rejuntarlo con cal, como se hacía antes, no con cemento.")  # u
m("es-t06", "O", "tiling", "Consdorf", "Consdorf",
  "En la cocina de nuestra casa en Consdorf queremos poner azulejos en la pared entre los muebles altos y la "
  "encimera, unos 6 m². Los muebles ya los montó el carpintero y el enchufe nuevo ya lo puso el electricista.")
m("es-t07", "PQ", "moving", "Waldbillig", "Christnach",
  "Nos vamos de Christnach a Bruselas en abril porque a mi marido lo trasladan. Tenemos una casa de tres plantas, "
  "un trastero lleno y una moto. ¿Hacéis mudanzas internacionales con embalaje incluido?",
  distractors=["Bruselas"])
m("es-t08", "", "cleaning", "Bous-Waldbredimus", "Bous",
  "Tenemos un piso en Bous que alquilamos por semanas a trabajadores desplazados. Necesitamos a alguien que lo "
  "limpie y cambie las sábanas entre un inquilino y otro, normalmente los sábados.")
m("es-t09", "L", "renovation", "Schengen", "Schwebsingen",
  "Mis suegros nos han dejado su casa de Schwebsingen, que no se ha tocado desde los ochenta. Mi mujer quiere "
  "tirar tabiques para hacer la cocina abierta, yo prefiero empezar por el baño, y la vecina dice que lo pidamos "
  "todo junto para que salga más barato. Buscamos a alguien que se encargue de toda la reforma: baño, cocina, "
  "suelos y ventanas.")
m("es-t10", "OX", "accounting", "Mamer", "L-8211",
  "Trabajo por mi cuenta haciendo pequeñas reformas y pintura, con el domicilio fiscal en L-8211. Lo llevo todo "
  "en una libreta y ya me han llegado dos cartas de la AED por el IVA. Necesito que alguien me lleve las cuentas "
  "y me diga cuánto debo.")
m("es-t11", "X", "web-development", "Luxembourg", "Hollerich",
  "Tenemos un restaurante peruano en Hollerich y queremos una web con la carta, reservas online y pedidos de "
  "delivery. Ahora todo va por WhatsApp y se nos pierden pedidos.")
m("es-t12", "Q", "photography", "Mertzig", "Mertzig",
  "Mi hija hace la primera comunión en mayo en la iglesia de Mertzig y luego comemos en casa con la familia. "
  "¿Alguien hace fotos solo de la ceremonia y un rato de la comida?")
m("es-t13", "Q", "interior-design", None, None,
  "Somos una pareja joven, acabamos de llegar y hemos alquilado un piso vacío de 70 m². No tenemos ni idea de "
  "cómo amueblarlo para que no parezca una residencia de estudiantes. ¿Alguien hace asesoramiento de interiorismo "
  "con presupuesto ajustado?")
m("es-t14", "PQ", "painting", "abroad", "Athus",
  "Vivimos en Athus, al lado de la frontera, y yo trabajo en Petange. Queremos pintar la fachada y las "
  "contraventanas antes del verano, porque está sucia y llena de desconchones. ¿Vuestros profesionales trabajan "
  "también en Bélgica?", distractors=["Petange"])
m("es-t15", "CQB", "solar", None, None,
  "hola queria saber si compensa poner placas solares en un adosado, gastamos unos 4500 kwh al año y tenemos "
  "coche electrico. el vecino las puso y dice q casi no paga luz jaja")
