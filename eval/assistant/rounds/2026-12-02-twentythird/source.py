"""Round 23 blind test set: 175 messages (7 languages x 25), written blind.
m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False)
styles: L long, Q question, B brand/model/code, X code-switching, O other trade as context,
C casual, P other place names. nt: trade/professional not named."""
MESSAGES = []
META = {}
def m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False):
    MESSAGES.append((mid, text, category, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = {"styles": styles, "nt": nt}

# ---------------------------------------------------------------- lb
m("lb-s01", "Q", "plumbing", "Diekirch", "Dikrech",
  "De Spullbecken an der Kiche leeft guer net méi of, kéint nach een dës Woch bei eis op Dikrech kommen?", nt=True)
m("lb-s02", "B", "electrical", "Bertrange", "Bartreng",
  "Sichen en Elektriker fir eng ABB Wallbox vun 11 kW an eis Garage zu Bartreng ze installéieren.")
m("lb-s03", "C", "locksmith", "Hesperange", "hesper",
  "hu mech ausgespaart zu hesper de schlëssel läit bannen um kichendësch 😩 wie kann elo séier kommen", nt=True)
m("lb-s04", "P", "gardening", "abroad", "Nittel",
  "Mir sichen een deen eis Heck an de Rasen zu Nittel an der Rei hält, dat ass direkt vis-à-vis vu Wuermer op der däitscher Säit.",
  distractors=("Wuermer",), nt=True)
m("lb-s05", "Q", "pest-control", "Kehlen", "Kielen",
  "Do ass e Wëspennascht ënner der Kéngel vun eiser Garage zu Kielen, kënnt dir dat ewechmaachen?", nt=True)
m("lb-s06", "", "translation", None, None,
  "Ech brauch eng vereedegt Iwwersetzung vu mengem brasilianesche Gebuertsschäin op Franséisch fir d'Gemeng.")
m("lb-s07", "BQ", "appliance-repair", "Strassen", "Stroossen",
  "Eis Bosch Spullmaschinn weist E15 a stoppt direkt, gëtt et een deen dat zu Stroossen flécke kann?")
m("lb-s08", "", "heating", "Echternach", "Iechternach",
  "Zanter gëschter gëtt d'Heizung bei eis zu Iechternach net méi waarm an um Kessel blénkt eng rout Luucht!")
m("lb-s09", "X", "photography", "Mersch", "Miersch",
  "Sichen e Fotograf fir eise mariage den 22/08 zu Miersch, Kierch a Fest, ongeféier 80 Gäscht.")
m("lb-s10", "P", None, None, None,
  "Mir sichen eng Babysitterin fir Freides owes fir eis zwee Kanner, mir wunnen zu Biissen.",
  distractors=("Biissen",))

m("lb-t01", "Q", "tiling", "Ettelbruck", "Ettelbréck",
  "Bei eis am Buedzëmmer zu Ettelbréck sinn dräi Plättercher um Buedem gesprong, wuel well eng Parfumsfläsch drop gefall ass. "
  "D'Fuge ronderëm d'Dusch ginn och ëmmer méi schwaarz, och wann ech se all Woch botzen. "
  "Mir hunn nach eng Këscht vun deene selwechte Plättercher am Keller stoen. "
  "Wéini kéint een déi dräi ersetzen an d'Fuge nei maachen?", nt=True)
m("lb-t02", "BOQL", "heating", "Frisange", "Fréiseng",
  "Mäi Schwoer ass Sanitärinstallateur an huet sech eis Wärmepompel ugekuckt, well se zanter dräi Deeg ëmmer erëm de Feeler U4 weist (Daikin Altherma). "
  "Hie seet, dat wier net säi Beräich, do misst een hierkommen deen sech mat Wärmepompelen a Heizung auskennt. "
  "Mir wunnen zu Fréiseng an am Moment hu mer am Haus just nach 17 Grad, d'Kanner schlofe mat zwou Decken. "
  "Mir hunn d'Maschinn schonn zweemol nei gestart, mee no enger Stonn ass de Feeler erëm do. "
  "Kann een dat nach virum Weekend kucke kommen?")
m("lb-t03", "XQ", "it-support", "Remich", "Réimech",
  "Mir hunn eng kleng Bäckerei zu Réimech. "
  "Zanter Méindeg verléiert eise Kaarteterminal dauernd d'Verbindung mam WiFi an d'Clientë mussen cash bezuelen, dat geet esou net. "
  "De Provider seet, bei hinnen wier alles an der Rei, et wier eise Reseau am Geschäft. "
  "Kann een dat kucke kommen, am léifste moies virun 6 Auer ier mir opmaachen?", nt=True)
m("lb-t04", "Q", "solar", "Parc Hosingen", "Housen",
  "Mir sinn zu zwee am Haus an de Stroum kascht eis ronn 110 € de Mount. "
  "Lount et sech iwwerhaapt nach, Solarpanneauen op d'Garagendaach ze leeën, oder geet och e Balkonkraftwierk? "
  "D'Haus ass zu Housen, d'Daach weist no Süden. "
  "Wat kascht esou eppes ongeféier mat enger Batterie?")
m("lb-t05", "QP", "moving", "Grevenmacher", "Gréiwemaacher",
  "Mir plënneren Enn Mäerz vu Gréiwemaacher op Réiden. "
  "Mir wunnen am 3. Stack ouni Lift an hunn e Piano, deen eleng scho bal 250 kg weit. "
  "Mäi Brudder hätt gehollef, mee hien huet sech de Réck verletzt. "
  "Wat géif esou en Demenagement kaschten, mam Piano?",
  distractors=("Réiden",))
m("lb-t06", "Q", "roofing", "Steinfort", "Stengefort",
  "Nom Stuerm vu gëschter leien e puer Zillen an eisem Gaart. "
  "Eisen Noper war fréier Dachdecker, hien ass mat der Leeder erop a seet, et wieren der op d'mannst zwielef verrutscht an d'Kéngel hänkt och. "
  "Hie mécht dat awer mat sengen 74 Joer net méi selwer. "
  "Kann een zu Stengefort nach dës Woch d'Daach zoumaachen, ier et nees reent?")
m("lb-t07", "LOXP", "legal", None, None,
  "Mir hunn eng Firma bezuelt fir eis Terrass zu Mamer ze plättelen, 9.400 € am Viraus. "
  "No engem eenzege Wanter sinn d'Plättercher alleguer lass a wackelen, an de Patron hëlt den Telefon net méi of. "
  "E Kolleeg sot, ech soll him e Recommandé schécken, mee ech weess net wat do dra muss stoen a wéi eng Delaien et gëtt. "
  "Ech hu Fotoe vun allem an d'Rechnung, awer kee richtege Kontrakt, just en Devis mat senger Ënnerschrëft. "
  "Ech brauch elo en Affekot, deen dat mat him regelt.",
  distractors=("Mamer",))
m("lb-t08", "Q", "interior-design", "Luxembourg", "Kierchbierg",
  "Maacht dir och just Berodung, ouni Aarbechten? "
  "Mir hunn en Appartement um Kierchbierg kaaft, alles ass fäerdeg gebaut, mee mir wëssen net, wéi mer d'Miwwelen am Living stelle sollen a wéi eng Faarwe fir Gardinnen, Teppech a Këssen passen. "
  "Fir Aarbechte brauche mer keen, just eng Iddi an e Plang.", nt=True)
m("lb-t09", "", "carpentry", "Clervaux", "Klierf",
  "D'Trap aus Eechenholz bei eis zu Klierf kraacht bei all Schrëtt, an déi drëtt Tratt vun uewen wackelt richteg. "
  "D'Gelänner ass och lass, a meng Mamm hält sech drun fest, wa se erofgeet. "
  "Mir wëllen d'Trap net ersetzen, si soll just erëm fest a sécher sinn.", nt=True)
m("lb-t10", "Q", "masonry", "Junglinster", "Buerglënster",
  "De Maurer, deen eis Gaardemauer zu Buerglënster virun zwanzeg Joer gebaut huet, gëtt et net méi. "
  "Elo ass e Rëss dran vun uewe bis ënnen, e Fanger breet, an ee Stéck vun der Mauer hänkt no baussen op den Trottoir. "
  "D'Gemeng huet eis schonn e Bréif geschéckt. "
  "Kann een dat kucke kommen a soen, ob dat ze flécken ass oder ob se nei muss?")
m("lb-t11", "CXP", "accounting", None, None,
  "Ech hunn am Januar e klenge Coiffeursalon zu Diddeleng opgemaach. "
  "Bis elo hunn ech all d'Rechnungen an enger Schongkëscht gesammelt 🙈 "
  "Elo freet d'Enregistrement no der éischter TVA-Deklaratioun an ech verstinn do näischt dovun. "
  "Ech sichen een, deen d'Comptabilitéit all Trimester fir mech mécht, net ze deier wa méiglech.",
  distractors=("Diddeleng",))
m("lb-t12", "Q", "painting", "Sanem", "Suessem",
  "Wat kascht et ongeféier, eng Fassad vu ronn 120 m² nei ze sträichen? "
  "D'Haus ass zu Suessem, de Verputz ass nach gutt, just d'Faarf ass verbleecht an ënnen e bësse gréng ginn. "
  "Maacht dir d'Fënsterluede mat, oder muss ech dofir een aneren huelen?")
m("lb-t13", "BP", "web-development", None, None,
  "Mir hunn zwee Gîten zu Bäerdref a kréien all Reservatioun per Mail oder Telefon, dat ass am Summer e Chaos. "
  "Mir hätte gär eppes, wou d'Leit selwer de Kalenner gesinn, direkt reservéieren a bezuelen, op Lëtzebuergesch, Franséisch, Däitsch an Hollännesch. "
  "Am Moment hu mer just eng Facebook-Säit.",
  distractors=("Bäerdref",), nt=True)
m("lb-t14", "", "cleaning", "Useldange", "Useldeng",
  "Ech schaffen als Infirmière am Spidol, meeschtens Nuetsschichten, a mäi Mann ass vill ënnerwee. "
  "Mir kommen einfach net méi no mat eisem Haus zu Useldeng. "
  "Mir sichen een, deen all 14 Deeg fir 3 Stonne botze kënnt, Fënsteren abegraff. "
  "Mir hunn eng Kaz, hoffentlech ass dat kee Problem.")
m("lb-t15", "LOQP", "renovation", "Kiischpelt", "Wëlwerwolz",
  "Mir hunn e ale Bauerenhaus zu Wëlwerwolz geierft a mat menge Geschwëster beim Notaire ausgemaach, datt ech et iwwerhuelen an hinnen hiren Deel iwwer zéng Joer ausbezuelen. "
  "D'Haus ass bewunnbar, mee d'Elektresch, de Sanitär, d'Buedem an d'Kiche musse komplett nei, an den Daachstull misst ee sech och ukucken. "
  "Ech schaffen zu Lëtzebuerg an hu keng Zäit, fënnef verschidden Handwierker ze koordinéieren. "
  "D'Bank wëll bis Enn Juni eng Käschtevirstellung gesinn, soss gëtt de Prêt méi deier. "
  "Gëtt et eng Firma, déi dat alles aus enger Hand mécht?",
  distractors=("Lëtzebuerg",))
# ---------------------------------------------------------------- fr
m("fr-s01", "", "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Fuite sous l'évier depuis ce matin, il me faudrait un plombier aujourd'hui si possible, 4050 Esch-sur-Alzette.")
m("fr-s02", "Q", "locksmith", "Luxembourg", "Bonnevoie",
  "Clé cassée dans la serrure de la porte d'entrée à Bonnevoie, quelqu'un peut passer ce soir ?", nt=True)
m("fr-s03", "", "cleaning", "Differdange", "Niederkorn",
  "Nettoyage de fin de bail pour un 2 chambres à Niederkorn, état des lieux le 28 février.")
m("fr-s04", "Q", "electrical", "Rambrouch", "Arsdorf",
  "Le disjoncteur saute dès qu'on allume le four et la bouilloire en même temps dans notre maison à Arsdorf, c'est normal ou il faut refaire quelque chose ?", nt=True)
m("fr-s05", "", "gardening", "Koerich", "Goetzingen",
  "Besoin de quelqu'un pour tailler une haie de thuyas de 40 mètres à Goetzingen avant fin avril.", nt=True)
m("fr-s06", "", "accounting", None, None,
  "Je cherche un comptable pour ma déclaration d'impôts 2025, je suis frontalier belge et j'ai aussi un loyer à déclarer au Luxembourg.",
  not_place=("Luxembourg",))
m("fr-s07", "Q", "photography", "Mondorf-les-Bains", "Mondorf",
  "Vous faites aussi des photos de produits pour une petite marque de bougies artisanales à Mondorf ?")
m("fr-s08", "CB", "appliance-repair", "Käerjeng", "bascharage",
  "mon lave linge samsung affiche 4C et prend plus l'eau on est a bascharage vous pouvez passer samedi", nt=True)
m("fr-s09", "Q", "pest-control", "Leudelange", "Leudelange",
  "Des rats dans le garage et dans le compost à Leudelange, vous intervenez rapidement ?", nt=True)
m("fr-s10", "QP", None, None, None,
  "Ma voiture fait un bruit de claquement quand je freine, un garage pourrait la regarder cette semaine vers Pétange ?",
  distractors=("Pétange",))

m("fr-t01", "Q", "painting", "Dippach", "Schouweiler",
  "On rend l'appartement à Schouweiler à la fin du mois. "
  "Le propriétaire veut que le salon retrouve son blanc d'origine, on avait fait un mur vert sapin, et la chambre du petit est bleu foncé. "
  "Il y a aussi une vingtaine de trous de chevilles à reboucher. "
  "Quelqu'un peut s'en charger la semaine du 20 ?", nt=True)
m("fr-t02", "BQ", "heating", "Habscht", "Eischen",
  "Le chauffagiste qui entretenait notre chaudière Vaillant depuis dix ans a pris sa retraite l'an dernier. "
  "Depuis novembre, elle se met en défaut F.28 au moins une fois par semaine et il faut la réarmer à la main. "
  "On habite à Eischen. "
  "Est-ce que vous faites l'entretien annuel et le dépannage ?")
m("fr-t03", "OP", "web-development", None, None,
  "Nous sommes une petite entreprise de toiture à Wellenstein, cinq personnes. "
  "Notre site date de 2012, il s'affiche mal sur téléphone et on ne reçoit presque plus de demandes par là. "
  "On voudrait un site simple avec nos réalisations et un formulaire de demande de devis où le client peut joindre des photos de son toit.",
  distractors=("Wellenstein",))
m("fr-t04", "QO", "solar", "Lac de la Haute-Sûre", "Harlange",
  "Nous avons une exploitation agricole à Harlange avec un hangar à machines d'environ 400 m² de toit, orienté sud-ouest. "
  "Est-ce que vous installez aussi des grandes installations photovoltaïques sur des bâtiments agricoles ? "
  "Le toit est en fibrociment et date de 1992, le couvreur du coin dit qu'il faudrait peut-être le refaire avant. "
  "Vous pouvez venir voir et nous dire ce qui est faisable ?")
m("fr-t05", "Q", "carpentry", "Redange", "Redange-sur-Attert",
  "Nous voudrions remplacer le plan de travail de la cuisine par un plan en chêne massif sur mesure, 3,20 m avec les découpes pour l'évier et la plaque. "
  "Les meubles du bas restent. "
  "Maison à Redange-sur-Attert. "
  "Vous venez prendre les mesures sur place ?", nt=True)
m("fr-t06", "LQP", "roofing", "Beckerich", "Beckerich",
  "Mon beau-père est couvreur en Lorraine et il est monté voir notre toit à Beckerich : d'après lui deux ardoises sont cassées au-dessus de la lucarne et c'est de là que vient la tache au plafond de la chambre, qui grandit à chaque averse. "
  "On a déjà appelé deux entreprises qui n'ont jamais rappelé. "
  "Lui ne peut pas faire de chantier au Luxembourg. "
  "Il a mis une bâche provisoire, mais elle ne tiendra pas longtemps avec le vent qu'on a ici. "
  "Pouvez-vous venir réparer avant la prochaine grosse pluie ?",
  distractors=("Lorraine",), not_place=("Luxembourg",))
m("fr-t07", "Q", "masonry", "Roeser", "Crauthem",
  "Le syndic de notre copropriété à Crauthem a fait voter en AG la réparation de la rampe d'accès au garage souterrain : le béton est fissuré, des morceaux se détachent et l'eau s'infiltre en dessous. "
  "On doit présenter trois devis avant le 15 mars. "
  "Qui peut refaire la rampe ?", nt=True)
m("fr-t08", "Q", "tiling", "Boulaide", "Boulaide",
  "Combien coûte à peu près la pose de carrelage grand format 120x60 dans une cuisine de 18 m² ? "
  "L'ancien carrelage est à enlever avant. "
  "C'est pour une maison à Boulaide, on n'est pas pressés, plutôt pour septembre.")
m("fr-t09", "QP", "moving", "Wincrange", "Asselborn",
  "Ma mère, 89 ans, quitte sa maison d'Asselborn pour une résidence seniors à Ettelbruck. "
  "Mon frère, qui est déménageur de métier, vit au Canada et ne pourra pas venir. "
  "Il faut transporter sa chambre, un fauteuil et une dizaine de cartons, le reste sera donné à une association. "
  "Est-ce que vous faites aussi le débarras de ce qui reste ?",
  distractors=("Ettelbruck", "Canada"))
m("fr-t10", "P", "legal", None, None,
  "Mon employeur à Differdange m'a licencié pendant mon arrêt maladie, par un simple mail, après 14 ans dans la boîte. "
  "Le délégué du personnel m'a dit de ne rien signer. "
  "Je cherche un avocat en droit du travail pour contester le licenciement.",
  distractors=("Differdange",))
m("fr-t11", "LOQX", "cleaning", "Garnich", "Garnich",
  "Les travaux de la cuisine sont enfin finis chez nous à Garnich, mais il y a de la poussière de plâtre partout, jusque dans les placards, sur les vitres et dans les rails des fenêtres, c'est vraiment knaschteg. "
  "L'entreprise dit que ce n'est pas compris dans son devis. "
  "On a déjà essayé de passer l'aspirateur, mais ça ne fait que déplacer la poussière. "
  "On reçoit toute la famille pour Pâques dans dix jours, et ma belle-mère remarque tout. "
  "Quelqu'un peut venir tout remettre propre ?", nt=True)
m("fr-t12", "BP", "it-support", "Pétange", "Rodange",
  "D'habitude c'est mon fils qui règle tout ce qui est informatique, mais il est parti étudier à Montréal. "
  "Depuis une mise à jour de Windows, l'imprimante HP ne répond plus et le wifi coupe tout le temps dans la chambre du haut. "
  "J'ai 72 ans et je ne m'y connais pas. "
  "J'habite à Rodange, il me faudrait quelqu'un qui se déplace.",
  distractors=("Montréal",))
m("fr-t13", "P", "interior-design", "Schengen", "Schwebsange",
  "Une amie architecte d'intérieur à Paris nous a fait quelques croquis par mail pour notre maison à Schwebsange, mais elle ne peut pas venir voir les lieux. "
  "On aimerait quelqu'un sur place qui reprenne ses idées : disposition du séjour, couleurs, luminaires et choix des meubles. "
  "Pas de travaux, juste le projet.",
  distractors=("Paris",))
m("fr-t14", "Q", "translation", None, None,
  "Je suis kinésithérapeute et je veux m'installer au Luxembourg. "
  "Le ministère de la Santé demande une traduction assermentée de mon diplôme portugais et de mes relevés de notes, en français ou en allemand. "
  "Combien de temps ça prend et combien ça coûte à peu près ?",
  not_place=("Luxembourg",))
m("fr-t15", "LQOP", "renovation", "abroad", "Audun-le-Tiche",
  "On est frontaliers, on habite à Audun-le-Tiche, à cinq minutes d'Esch. "
  "On a acheté une maison de mineur de 1930 à retaper entièrement : électricité, plomberie, isolation des combles, salle de bains et cuisine. "
  "Aucun de nous deux n'a le temps de courir après cinq artisans différents, on cherche une entreprise qui gère tout le chantier clé en main. "
  "La banque nous demande un devis global avant de débloquer le prêt, et on aimerait commencer en septembre. "
  "Vous travaillez aussi côté français ?",
  distractors=("Esch",))
# ---------------------------------------------------------------- de
m("de-s01", "", "electrical", "Mertert", "Wasserbillig",
  "Seit dem Gewitter gestern hat die halbe Küche keinen Strom mehr und der FI fliegt sofort wieder raus, Haus in Wasserbillig.", nt=True)
m("de-s02", "Q", "heating", "Rosport-Mompach", "Rosport",
  "Unsere Ölheizung in Rosport springt nicht mehr an und der Brenner zeigt Störung, kann heute noch jemand kommen?")
m("de-s03", "BQ", "plumbing", "Wormeldange", "Ehnen",
  "Der BWT Wasserenthärter im Keller tropft am Ventil und der Boden ist schon nass, Haus in Ehnen, wer macht sowas?", nt=True)
m("de-s04", "B", "roofing", "Stadtbredimus", "Greiweldingen",
  "Das Velux Dachfenster im Schlafzimmer ist undicht, bei Regen läuft es innen an der Wand runter, Greiweldingen.", nt=True)
m("de-s05", "C", "locksmith", "Bous-Waldbredimus", "waldbredimus",
  "brauche sofort schlüsseldienst haustür in waldbredimus zugefallen schlüssel steckt innen")
m("de-s06", "B", "web-development", None, None,
  "Wir suchen jemanden, der unseren kleinen Onlineshop für Honig und Crémant von WooCommerce auf Shopify umzieht.", nt=True)
m("de-s07", "", "gardening", "Lenningen", "Canach",
  "Zwei abgestorbene Fichten, etwa 15 m hoch, müssen in unserem Garten in Canach gefällt werden.", nt=True)
m("de-s08", "Q", "pest-control", "Flaxweiler", "Flaxweiler",
  "Ein Marder hat auf dem Dachboden unseres Hauses in Flaxweiler die Dämmung zerfetzt und tobt nachts herum, was kann man da machen?", nt=True)
m("de-s09", "", "tiling", "Manternach", "Manternach",
  "Fliesenleger gesucht für ein Bad von 8 m² in Manternach, Boden und Wände, das Material ist schon gekauft.")
m("de-s10", "XP", None, None, None,
  "Suche Nachhilfe in Mathe für meine Tochter in der 5e am Lycée in Grevenmacher, zweimal die Woche.",
  distractors=("Grevenmacher",))

m("de-t01", "", "painting", "Beaufort", "Befort",
  "Das Treppenhaus in unserem Mehrfamilienhaus in Befort sieht nach 15 Jahren schlimm aus: Kratzer von Fahrrädern und Kinderwagen, Handabdrücke überall, und am Metallgeländer kommt schon der Rost durch. "
  "In der Eigentümerversammlung wurde beschlossen, dass es bis zum Sommer wieder ordentlich aussehen soll. "
  "Wir brauchen ein Angebot für Wände, Decken und Geländer über drei Etagen.", nt=True)
m("de-t02", "QOP", "electrical", "Betzdorf", "Roodt-sur-Syre",
  "Mein Nachbar ist Elektriker in Trier, darf aber in Luxemburg nicht arbeiten. "
  "Er hat sich unseren Sicherungskasten in Roodt-sur-Syre angeschaut und meint, der ist völlig veraltet, noch mit Schraubsicherungen, und muss für die Wärmepumpe, die wir nächstes Jahr einbauen lassen, sowieso raus. "
  "Was kostet so ein neuer Verteilerkasten ungefähr?",
  distractors=("Trier",), not_place=("Luxemburg",))
m("de-t03", "BOQ", "photography", "Berdorf", "Berdorf",
  "Unser kleines Hotel in Berdorf wurde im Winter renoviert, aber die Bilder auf Booking und auf unserer Website sind noch von 2014. "
  "Wir bräuchten neue Aufnahmen von allen 14 Zimmern, dem Frühstücksraum und der Terrasse mit Blick ins Tal, am liebsten an einem sonnigen Tag im Mai. "
  "Was würde das kosten?", nt=True)
m("de-t04", "QB", "solar", "Consdorf", "Consdorf",
  "Lohnt sich ein Balkonkraftwerk überhaupt, wenn der Balkon nach Westen zeigt? "
  "Wir wohnen zur Miete in Consdorf, der Vermieter ist einverstanden. "
  "Macht ihr auch die Anmeldung bei Creos oder nur die Montage?")
m("de-t05", "Q", "carpentry", "Bech", "Bech",
  "In unserem alten Haus in Bech klemmen alle Holzfenster, zwei lassen sich gar nicht mehr richtig schließen und es zieht im ganzen Wohnzimmer. "
  "Austauschen dürfen wir sie nicht, das Haus steht unter Denkmalschutz. "
  "Wer kann die Flügel nacharbeiten und die Beschläge neu einstellen?", nt=True)
m("de-t06", "OQ", "masonry", "Waldbillig", "Müllerthal",
  "Der Schornsteinfeger war letzte Woche da und meinte, am Kamin über dem Dach seien die Fugen ausgewaschen und ein paar Steine würden schon wackeln. "
  "Er selbst darf da nichts reparieren und hat gesagt, wir sollen uns einen Maurer suchen, keinen Dachdecker. "
  "Das Haus steht in Müllerthal. "
  "Wer kann das Mauerwerk ausbessern, bevor der Winter kommt?",
  not_place=("einen",))
m("de-t07", "XP", "legal", None, None,
  "Wir haben 2023 eine neue Wohnung in Bous gekauft, und jetzt steht der Keller bei jedem Starkregen unter Wasser. "
  "Der Bauträger schiebt es auf die Gemeinde, die Gemeinde auf den Bauträger, und ein Gutachter hat den Baumangel schriftlich bestätigt. "
  "Wir suchen einen Anwalt für Baurecht, der die garantie biennale bzw. décennale gegen den Promoteur durchsetzt.",
  distractors=("Bous",),
  not_place=("einen",))
m("de-t08", "Q", "interior-design", "Luxembourg", "Oberstadt",
  "Macht ihr auch nur Einrichtungsberatung? "
  "Wir haben in der Oberstadt eine Altbauwohnung mit 3,40 m hohen Decken und bekommen das große Wohnzimmer einfach nicht gemütlich. "
  "Handwerker brauchen wir keine, es geht nur um Konzept, Möbel, Farben und Licht.")
m("de-t09", "LQ", "it-support", "Larochette", "Fels",
  "Meine Physiotherapie-Praxis in Fels hat drei Rechner und einen Drucker im Netzwerk. "
  "Seit gestern fragt jeder PC nach einem Passwort für das Netzlaufwerk und die Terminsoftware startet nicht mehr, die Patienten stehen an der Theke und ich sehe keine Termine. "
  "Mein Schwager hat das damals alles eingerichtet, aber er ist seit zwei Jahren in Rente und weiß selbst nicht mehr, was er gemacht hat. "
  "Den Router habe ich schon neu gestartet, das hat nichts gebracht. "
  "Kann jemand vor Ort vorbeikommen, möglichst noch diese Woche?", nt=True,
  not_place=("einen",))
m("de-t10", "BOQ", "appliance-repair", "Heffingen", "Heffingen",
  "Unser Kühlschrank, ein Liebherr, 6 Jahre alt, kühlt kaum noch und im Display steht F1. "
  "Ein Elektriker war schon da und meinte, an der Steckdose und an der Leitung liegt es nicht, da müsse jemand für Hausgeräte kommen. "
  "Wir wohnen in Heffingen. "
  "Lohnt sich eine Reparatur noch?")
m("de-t11", "LP", "cleaning", "Vianden", "Vianden",
  "Wir Kinder wohnen alle in Deutschland, und unsere Mutter, 84, lebt allein in ihrem Haus in Vianden. "
  "Beim letzten Besuch haben wir gesehen, dass sie Bad und Küche nicht mehr schafft und die Fenster seit Monaten nicht gemacht wurden. "
  "Sie spricht Luxemburgisch und Deutsch, die Kosten übernehmen wir Kinder. "
  "Mama will eigentlich niemand Fremdes im Haus, aber wir haben sie überzeugt, es einmal zu probieren. "
  "Wir suchen jemanden, der einmal pro Woche für drei Stunden kommt, Bad und Küche macht, die Betten frisch bezieht und die Fenster ab und zu mitmacht.",
  distractors=("Deutschland",), nt=True)
m("de-t12", "OQP", "accounting", None, None,
  "Wir sind zwei Dachdecker und haben letztes Jahr eine S.à r.l. in Biwer gegründet. "
  "Den Papierkram hat bisher meine Frau nebenbei gemacht, aber mit den Lohnabrechnungen für drei Angestellte und der Mehrwertsteuer wird es ihr zu viel. "
  "Wer übernimmt Buchhaltung und Jahresabschluss zu einem fairen Preis?",
  distractors=("Biwer",))
m("de-t13", "LQO", "renovation", "Sandweiler", "Sandweiler",
  "Lohnt es sich, ein Haus von 1965 in Sandweiler komplett sanieren zu lassen, oder ist Abriss und Neubau am Ende günstiger? "
  "Fenster, Heizung, Elektrik, beide Bäder und die Dämmung sind noch original. "
  "Der Makler sagt natürlich, das sei alles kein Problem, aber so recht glauben wir ihm nicht. "
  "Wir würden gern mit einem Generalunternehmer sprechen, der alles aus einer Hand macht und uns vor dem Kauf eine grobe Kostenschätzung gibt. "
  "Der Notartermin wäre Ende Mai, also bleibt uns nicht mehr viel Zeit.")
m("de-t14", "QP", "moving", "abroad", "Igel",
  "Wir ziehen im Mai von Igel bei Trier nach Luxemburg-Stadt, 3-Zimmer-Wohnung im 2. OG ohne Aufzug. "
  "Mein Cousin ist Möbelpacker in Köln und hätte geholfen, hat aber keinen Urlaub bekommen. "
  "Wer übernimmt den Umzug mit Möbellift, und kommt ihr auch über die Grenze?",
  distractors=("Trier", "Luxemburg-Stadt", "Köln"))
m("de-t15", "OQP", "translation", None, None,
  "Unsere Firma, ein Heizungsbauer mit 12 Mitarbeitern, hat einen Auftrag in Belgien bekommen. "
  "Der Kunde verlangt die Montageanleitungen und das Sicherheitskonzept auf Französisch, etwa 40 Seiten mit vielen Fachbegriffen aus Heizung und Sanitär. "
  "Was kostet so eine Übersetzung und wie lange dauert das?",
  distractors=("Belgien",),
  not_place=("einen",))
# ---------------------------------------------------------------- en
m("en-s01", "Q", "plumbing", "Luxembourg", "L-1724",
  "Toilet keeps running nonstop after flushing, can someone come tomorrow morning, postcode L-1724?", nt=True)
m("en-s02", "", "electrical", "Niederanven", "Senningerberg",
  "Need an electrician to add two outdoor sockets and a wall light by the terrace, house in Senningerberg.")
m("en-s03", "CB", "it-support", "Walferdange", "bereldange",
  "our wifi keeps dropping every evening in the upstairs bedrooms, fritzbox is in the basement, can someone set up mesh or something, we're in bereldange", nt=True)
m("en-s04", "Q", "pest-control", "Steinsel", "Mullendorf",
  "Pretty sure we brought bed bugs back from a trip, bites every night, apartment in Mullendorf, how fast can you treat?", nt=True)
m("en-s05", "QB", "appliance-repair", "Contern", "Moutfort",
  "Our Siemens oven shows E011 and won't heat up, we're in Moutfort, is it worth repairing or should we just replace it?")
m("en-s06", "", "legal", None, None,
  "Looking for an English-speaking lawyer, my landlord is keeping my whole €3,600 deposit for wear and tear after 5 years.")
m("en-s07", "Q", "carpentry", "Kopstal", "Bridel",
  "Could you build a made-to-measure oak bookcase for an alcove, 2.4 m high and 1.1 m wide, in our house in Bridel?", nt=True)
m("en-s08", "", "plumbing", "Mamer", "Capellen",
  "Water heater in the basement is leaking from the bottom, we live in Capellen near the roundabout, need someone asap.", nt=True)
m("en-s09", "Q", "gardening", "Weiler-la-Tour", "Weiler-la-Tour",
  "Anyone free to mow and strim a 1,200 m² lawn every two weeks this summer in Weiler-la-Tour?", nt=True)
m("en-s10", "P", None, None, None,
  "Looking for a dog walker for our two labradors, weekdays around lunchtime, we live near the Cloche d'Or.",
  distractors=("Cloche d'Or",))

m("en-t01", "LOQP", "cleaning", "Lorentzweiler", "Lorentzweiler",
  "We're handing back our rented house in Lorentzweiler on the 31st after four years. "
  "The agency sent a checklist: oven, windows inside and out, limescale in both bathrooms, inside all the kitchen cupboards, terrace swept. "
  "The landlord is quite strict and kept part of the deposit from the previous tenants. "
  "We're relocating to Singapore and the movers come on the 28th, so it would have to be the 29th or 30th. "
  "If needed we can leave a spare key with the neighbours. "
  "Can you send a quote?",
  distractors=("Singapore",), nt=True)
m("en-t02", "BQP", "heating", "abroad", "Arlon",
  "The guy who installed our underfloor heating went bust last year and nobody answers at his old number. "
  "Now the bathroom and one bedroom stay cold even when the Honeywell thermostat is calling for heat, so I think the actuators on the manifold aren't opening. "
  "We live in Arlon, five minutes over the border from Steinfort. "
  "Do you cover Belgium?",
  distractors=("Steinfort", "Belgium"))
m("en-t03", "QP", "web-development", None, None,
  "I run a small yoga studio in Hollerich and right now people book classes through WhatsApp, which is total chaos. "
  "I need a simple site where they can see the timetable, book a spot and pay for a 10-class card online. "
  "Ideally something I can update myself without calling anyone. "
  "Budget is tight, maybe 2k?",
  distractors=("Hollerich",))
m("en-t04", "Q", "roofing", "Troisvierges", "Troisvierges",
  "How much would it roughly cost to replace the membrane on a flat garage roof, about 30 m²? "
  "The current one is bubbling and there's a damp patch on the garage ceiling after heavy rain. "
  "We're in Troisvierges. "
  "Do you even take on small jobs like this?", nt=True)
m("en-t05", "Q", "masonry", "Dalheim", "Dalheim",
  "We want to open up the wall between the kitchen and the dining room in our house in Dalheim. "
  "According to the old plans it's load-bearing, so it'll need a proper steel beam or concrete lintel, and we already have the engineer's calculation. "
  "Who can make the opening and finish the edges so it's ready for plastering?", nt=True)
m("en-t06", "LOQ", "locksmith", "Luxembourg", "Belair",
  "My neighbour is a carpenter and offered to change the lock on our front door, but when he saw it's a multipoint lock he said he'd rather not touch it. "
  "We've just bought the flat in Belair and have no idea how many copies of the keys are still around from the previous owners. "
  "There have also been a couple of break-ins in our street this winter. "
  "Could you replace the cylinder with something more secure and give us a new set of keys?", nt=True)
m("en-t07", "Q", "tiling", "Schuttrange", "Munsbach",
  "Our landlord has agreed to pay for fixing the shower, he just wants the invoice made out to him. "
  "Water has been getting in behind the tiles: the grout is cracked, a couple of tiles sound hollow and one has come loose. "
  "The flat is in Munsbach. "
  "Could you regrout, replace the damaged tiles and send him the bill?",
  not_place=("bill",), nt=True)
m("en-t08", "BQ", "solar", "Weiswampach", "Weiswampach",
  "Is it worth adding a battery to our existing solar panels? "
  "We have 8 kWp from 2019 on our house in Weiswampach with an SMA inverter, and we're both at work all day so most of it goes to the grid for almost nothing. "
  "Also the inverter sometimes shows a grid fault in the afternoon, could you check that while you're there?")
m("en-t09", "P", "moving", "Lintgen", "Lintgen",
  "My dad is 81 and moving out of his house in Lintgen into a small flat in Mersch. "
  "Funny thing is my brother drives for a removals company in Ireland, but he can't come over until August. "
  "We need the piano, a big wardrobe, his bed and about 40 boxes moved, ideally mid-June, and the new flat has a lift.",
  distractors=("Mersch", "Ireland"))
m("en-t10", "OX", "accounting", None, None,
  "I'm a self-employed electrician, registered in Luxembourg since March. "
  "I've been doing my invoices in Excel but I honestly have no idea how VAT returns work here, and I just got a letter from the AED about my first déclaration TVA. "
  "Looking for an accountant who can take over the bookkeeping and VAT, ideally English-speaking.",
  not_place=("Luxembourg",))
m("en-t11", "Q", "photography", "Luxembourg", "Kirchberg",
  "We're selling our apartment in Kirchberg and the agent's photos are dark and make the living room look tiny. "
  "Before it goes back online we'd like proper pictures of every room plus a few of the view from the balcony, ideally on a bright morning. "
  "Are you available next week and what do you charge?")
m("en-t12", "Q", "translation", None, None,
  "My italian colleague who always help me with documents has leave the company. "
  "I need my indian driving licence and my marriage certificate translated to french, sworn translation, for the commune and for the SNCA. "
  "How long it takes and how much?")
m("en-t13", "Q", "interior-design", "Luxembourg", "Weimerskirch",
  "We're letting our flat in Weimerskirch furnished to expats and it's currently completely empty. "
  "We live abroad, so we need someone local to choose furniture, rugs, lamps and colours that look good in the listing and survive tenants, with a budget of around €8,000. "
  "No building work is needed. "
  "Is that something you do?", nt=True)
m("en-t14", "LOQ", "renovation", "Helperknapp", "Tuntange",
  "We inherited my grandmother's house in Tuntange and the bank will only give us the renovation loan if we bring one contractor's quote for the whole job: new kitchen, bathroom, rewiring, floors and insulating the attic. "
  "Between work and two small kids we don't have time to manage five different trades. "
  "The house has been empty for two years, so there may be surprises once the walls are opened. "
  "Can you do all of it and give us a single quote?")
m("en-t15", "Q", "painting", "Luxembourg", "Gasperich",
  "Is €4,800 a fair price to paint the hallway, staircase and landing in a three-storey townhouse? "
  "That's what a painter quoted us for our house in Gasperich, walls and ceilings, two coats, no wallpaper to remove. "
  "Could you give us a comparison quote?")
# ---------------------------------------------------------------- pt
m("pt-s01", "", "painting", "Esch-sur-Alzette", "Esch/Alzette",
  "Preciso de um pintor para pintar 3 quartos e o corredor num apartamento em Esch/Alzette.")
m("pt-s02", "CQ", "plumbing", "Schifflange", "schifflange",
  "a sanita ta entupida e a agua sobe quando se puxa o autoclismo moro em schifflange alguem pode vir hoje", nt=True)
m("pt-s03", "", "electrical", "Rumelange", "Rumelange",
  "Bom dia, preciso de um eletricista urgente, metade da casa ficou sem luz, Rumelange.")
m("pt-s04", "BQ", "appliance-repair", "Kayl", "Tétange",
  "A minha máquina de secar Beko dá erro F5 e para ao fim de 10 minutos, estou em Tétange, vale a pena arranjar?")
m("pt-s05", "Q", "locksmith", "Mondercange", "Bergem",
  "Perdi as chaves e estou na rua com as crianças em Bergem, alguém abre portas ao domingo?", nt=True)
m("pt-s06", "Q", "translation", None, None,
  "Preciso de tradução certificada de uma sentença de divórcio de português para francês, quanto custa mais ou menos?")
m("pt-s07", "", "gardening", "Reckange-sur-Mess", "Reckange-sur-Mess",
  "Procuro jardineiro para cortar a relva e limpar os canteiros uma vez por mês em Reckange-sur-Mess.")
m("pt-s08", "", "cleaning", "Dudelange", "L-3450",
  "Limpeza depois de obras num apartamento de 75 m² com pó por todo o lado, código postal L-3450.")
m("pt-s09", "Q", "photography", "Goesdorf", "Goesdorf",
  "Fazem fotos de batizado na igreja de Goesdorf no dia 12 de julho?")
m("pt-s10", "OP", None, None, None,
  "Procuro uma senhora para fazer companhia ao meu pai de 88 anos em Wiltz às tardes, não é para limpar, é mesmo só companhia.",
  distractors=("Wiltz",))

m("pt-t01", "Q", "painting", "Feulen", "Feulen",
  "As portadas de madeira da nossa casa em Feulen estão todas a descascar e já nem se percebe a cor. "
  "O vizinho disse que se não tratarmos disto antes do inverno a madeira apodrece. "
  "Queríamos lixar tudo e dar duas demãos na mesma cor, são 9 janelas. "
  "Alguém faz isto?", nt=True)
m("pt-t02", "O", "tiling", "Mertzig", "Mertzig",
  "O meu marido é pedreiro e já fez a base do duche novo, mas azulejo não é com ele, diz que fica tudo torto. "
  "Precisamos de alguém para assentar os azulejos na casa de banho, uns 12 m² de parede e 5 de chão, em Mertzig. "
  "O material já está comprado e está na garagem.", nt=True)
m("pt-t03", "", "pest-control", "Schieren", "Schieren",
  "Tenho um café em Schieren e a inspeção sanitária encontrou sinais de ratos na despensa. "
  "Deram-me 15 dias para resolver, senão fecham o café. "
  "Preciso de alguém que trate disto depressa e que me dê um relatório para mostrar na inspeção.", nt=True)
m("pt-t04", "QBX", "heating", "Colmar-Berg", "Colmar-Berg",
  "Compensa trocar a caldeira a gasóleo por uma bomba de calor? "
  "A casa é de 1985 em Colmar-Berg, 140 m², com radiadores normais. "
  "Disseram-me que há ajudas do Estado, o Klimabonus. "
  "Vocês fazem o orçamento e tratam dos papéis?", nt=True)
m("pt-t05", "Q", "carpentry", "Bissen", "Bissen",
  "O senhor que fez os roupeiros lá de casa em 2018 já se reformou. "
  "Agora passámos um quarto a escritório e queríamos um móvel por medida à volta da janela, com secretária e estantes, em carvalho. "
  "A casa é em Bissen. "
  "Quanto tempo demora mais ou menos?", nt=True)
m("pt-t06", "Q", "roofing", "Wiltz", "Wiltz",
  "Todos os invernos a água transborda da caleira por cima da porta de entrada e já estragou o reboco da fachada. "
  "A caleira está torta, cheia de folhas, e acho que um dos suportes partiu. "
  "Moramos em Wiltz, perto da escola primária. "
  "Alguém pode vir ver e arranjar antes das chuvas?", nt=True)
m("pt-t07", "OP", "legal", None, None,
  "Contratei um empreiteiro para remodelar a cozinha em Kayl e paguei 60% adiantado, 11.000 €. "
  "A meio da obra desapareceu, deixou tudo desmontado e a cozinha sem água. "
  "Já não atende o telefone e a empresa dele deixou de aparecer no registo de comércio. "
  "Tenho o orçamento assinado, as transferências e fotografias de como ficou tudo. "
  "Preciso de um advogado para recuperar o dinheiro, que fale português ou francês.",
  distractors=("Kayl",))
m("pt-t08", "QO", "solar", "Bourscheid", "Lipperscheid",
  "Vamos trocar as telhas da casa em Lipperscheid em setembro e o telhador disse que os painéis solares têm de ser desmontados antes e montados outra vez no fim, mas ele não mexe nisso. "
  "A firma que os instalou em 2014 já fechou. "
  "São 14 painéis e um inversor na garagem. "
  "Quanto custa desmontar e voltar a montar tudo?")
m("pt-t09", "L", "masonry", "Esch-sur-Sûre", "Esch-sur-Sûre",
  "O meu vizinho, que trabalha nas obras há 30 anos, diz que a racha na parede da garagem não é normal porque está sempre a aumentar. "
  "Começou fininha no canto da janela e agora já cabe lá um dedo. "
  "Já tapei com massa por fora, mas voltou a abrir passados dois meses. "
  "Ele acha que pode ser da fundação, porque desse lado o terreno é mais baixo. "
  "A casa é em Esch-sur-Sûre. "
  "Preciso de alguém que veja se é grave e que repare.", nt=True)
m("pt-t10", "", "accounting", None, None,
  "O contabilista que fazia as nossas declarações de impostos reformou-se e o filho dele não quer continuar com os clientes. "
  "Este ano temos de fazer a declaração conjunta pela primeira vez porque casámos, e ainda comprámos casa com empréstimo. "
  "Procuro alguém que fale português e que trate disto antes do prazo.")
m("pt-t11", "LQO", "renovation", "Luxembourg", "Gare",
  "Comprámos um apartamento antigo na Gare e queremos fazer tudo de uma vez: tirar uma parede, cozinha nova, casa de banho nova, chão, eletricidade e canalização. "
  "Não quero andar a tratar com cinco pessoas diferentes que depois culpam umas às outras, já me aconteceu na casa anterior. "
  "O prédio é dos anos 60 e o condomínio diz que a coluna de esgoto foi trocada há pouco tempo. "
  "Há alguma empresa que faça a obra toda e entregue a chave na mão?", nt=True)
m("pt-t12", "QO", "it-support", "Winseler", "Winseler",
  "A senhora do escritório ao lado, que percebe de informática, disse-me que o meu portátil tem vírus porque abre páginas sozinho e está lentíssimo. "
  "Tenho lá as faturas todas da minha empresa de limpezas. "
  "Alguém vem a casa em Winseler ou tenho de levar o computador?")
m("pt-t13", "O", "interior-design", "Bettembourg", "Bettembourg",
  "Vamos abrir uma pastelaria em Bettembourg, numa antiga loja de roupa. "
  "Queremos que alguém nos desenhe o espaço: onde fica o balcão e a vitrine, as mesas, as cores e a iluminação, para ficar acolhedor. "
  "As obras fazemos depois com o nosso empreiteiro.", nt=True)
m("pt-t14", "QP", "moving", "abroad", "Villerupt",
  "Vamos deixar a casa em Villerupt e mudar para um apartamento em Esch-sur-Alzette, finalmente do lado luxemburguês. "
  "São três quartos de móveis e um frigorífico americano. "
  "O meu primo tem uma carrinha mas sozinho não dá conta. "
  "Quanto levam por uma mudança de 15 km num sábado?",
  distractors=("Esch-sur-Alzette",))
m("pt-t15", "OBP", "web-development", None, None,
  "Tenho uma pequena empresa de jardinagem em Ettelbruck com dois empregados. "
  "Os clientes perguntam sempre se temos site e eu só tenho a página do Facebook. "
  "Queria um site simples com fotos dos trabalhos, os serviços e um formulário para pedir orçamento, em português, francês e alemão.",
  distractors=("Ettelbruck",))
# ---------------------------------------------------------------- it
m("it-s01", "BQ", "appliance-repair", "Dudelange", "Dudelange",
  "La lavatrice Candy non centrifuga più e dà errore E03, abito a Dudelange, riuscite a passare in settimana?")
m("it-s02", "B", "heating", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Il termostato Netatmo non comanda più la caldaia e in casa ci sono 16 gradi, siamo a Esch-sur-Alzette.", nt=True)
m("it-s03", "C", "locksmith", "Differdange", "oberkorn",
  "serratura della porta blindata bloccata non riesco a entrare sono a oberkorn aiuto", nt=True)
m("it-s04", "", "roofing", "Sanem", "Soleuvre",
  "Cerco un conciatetti per sostituire alcune tegole rotte sul tetto di casa a Soleuvre.")
m("it-s05", "Q", "gardening", "Luxembourg", "Cessange",
  "Avete qualcuno per potare due alberi da frutto e sistemare le aiuole nel giardino a Cessange?", nt=True)
m("it-s06", "P", "accounting", None, None,
  "Mi serve un commercialista per la dichiarazione dei redditi, lavoro in Lussemburgo ma ho ancora un appartamento affittato in Italia.",
  distractors=("Italia",), not_place=("Lussemburgo",))
m("it-s07", "", "electrical", "Hesperange", "Howald",
  "Mi serve un elettricista per installare un videocitofono in una casa a Howald.")
m("it-s08", "", "photography", "Bertrange", "L-8080",
  "Cerchiamo un fotografo per la prima comunione di nostra figlia il 17 maggio, la festa è a casa nostra, L-8080.")
m("it-s09", "Q", "pest-control", "Strassen", "Strassen",
  "Ci sono vespe che entrano dal cassonetto della tapparella in camera da letto, abitiamo a Strassen, potete intervenire?", nt=True)
m("it-s10", "P", None, None, None,
  "Cerco un'insegnante di pianoforte che venga a casa a Mondercange per mio figlio di 9 anni.",
  distractors=("Mondercange",))

m("it-t01", "Q", "plumbing", "Bettendorf", "Gilsdorf",
  "Da qualche giorno sotto il lavandino del bagno c'è sempre una pozza d'acqua e il mobiletto si è gonfiato. "
  "Ho stretto il raccordo con la chiave ma continua a gocciolare. "
  "Abitiamo a Gilsdorf. "
  "Qualcuno può passare prima del fine settimana?", nt=True)
m("it-t02", "BQ", "appliance-repair", "Erpeldange-sur-Sûre", "Ingeldorf",
  "Il tecnico dell'assistenza Whirlpool è già venuto due volte per il frigorifero che fa ghiaccio sul fondo e perde acqua, ma dopo una settimana è di nuovo uguale. "
  "La garanzia è scaduta e adesso non mandano più nessuno. "
  "Siamo a Ingeldorf. "
  "C'è un tecnico indipendente che ripara frigoriferi?")
m("it-t03", "X", "cleaning", "Kayl", "Kayl",
  "Abbiamo una pizzeria a Kayl e a fine mese arriva il contrôle sanitaire. "
  "La cappa e le pareti della cucina sono piene di grasso: noi facciamo le pulizie ogni sera, ma questo è un altro lavoro. "
  "Cerchiamo una ditta che faccia una pulizia a fondo della cucina di lunedì, quando siamo chiusi.")
m("it-t04", "BQ", "solar", "Tandel", "Bastendorf",
  "L'inverter Huawei dei pannelli fotovoltaici sul tetto è spento da tre giorni con la spia rossa e l'app dice Grid Overvoltage. "
  "Chi ce li aveva installati ha chiuso l'attività. "
  "La casa è a Bastendorf. "
  "Qualcuno può venire a controllare?")
m("it-t05", "Q", "painting", "Putscheid", "Stolzembourg",
  "Mio suocero faceva l'imbianchino e voleva imbiancare lui il soggiorno, ma a 78 anni non lo lasciamo salire sulla scala. "
  "Si tratta di soggiorno e corridoio, soffitti alti 3 metri, con qualche vecchia macchia di umidità da coprire. "
  "La casa è a Stolzembourg. "
  "Quando potreste venire per un preventivo?")
m("it-t06", "LOP", "legal", None, None,
  "Abbiamo comprato casa a Dommeldange a gennaio e dopo le prime piogge forti la taverna si è allagata. "
  "Il venditore lo sapeva, ce l'hanno confermato due vicini, e aveva fatto ridipingere le pareti giusto prima delle visite per nascondere le macchie. "
  "L'idraulico che è venuto dice che il problema c'è da anni, il notaio invece dice che non è affar suo. "
  "Abbiamo le foto, le testimonianze scritte dei vicini e la relazione dell'idraulico. "
  "Ci serve un bravo avvocato per vizi nascosti.",
  distractors=("Dommeldange",))
m("it-t07", "", "carpentry", "Reisdorf", "Reisdorf",
  "La porta d'ingresso in legno della nostra casa a Reisdorf si è gonfiata con l'umidità e non si chiude più bene, bisogna spingere con la spalla. "
  "In più la soglia è marcita in un angolo. "
  "Non vogliamo cambiarla, è quella originale del 1920 e ci teniamo.", nt=True)
m("it-t08", "Q", "tiling", "Nommern", "Cruchten",
  "Quanto costerebbe piastrellare il paraschizzi della cucina nuova? "
  "Sono circa 4 metri di lunghezza per 60 cm di altezza, con piastrelle bianche tipo metro che abbiamo già. "
  "La cucina la montano giovedì prossimo a Cruchten, quindi sarebbe dalla settimana dopo.")
m("it-t09", "OQ", "masonry", "Fischbach", "Schoos",
  "Il mio vicino fa il piastrellista e mi ha detto che prima di rivestire i gradini d'ingresso bisogna rifarli, perché il cemento sotto si sbriciola e due gradini si muovono. "
  "Sono 5 gradini esterni, casa a Schoos. "
  "Chi può rifarli in cemento armato?", nt=True)
m("it-t10", "", "it-support", "Bettembourg", "Bettembourg",
  "Nel nostro studio dentistico a Bettembourg il computer che fa da server per le cartelle dei pazienti fa un rumore strano e stamattina è comparso un errore sul disco. "
  "Non so nemmeno se il backup funziona, l'aveva configurato un ragazzo che non lavora più con noi. "
  "Ci serve qualcuno oggi stesso, anche di sera.", nt=True)
m("it-t11", "LP", "moving", "Luxembourg", "Merl",
  "Lasciamo il nostro appartamento a Merl perché ci trasferiamo in una casa a Sanem. "
  "Abbiamo un bambino di 8 mesi e zero tempo per imballare, quindi cerchiamo qualcuno che porti tutto nella casa nuova, imballaggio e smontaggio dei mobili compresi. "
  "C'è anche la credenza antica della nonna, da trattare con molta cura. "
  "L'ascensore c'è ma è piccolissimo, e davanti al palazzo si parcheggia solo con il permesso del comune. "
  "Periodo: fine aprile, meglio un sabato, così mio marito può essere presente.",
  distractors=("Sanem",), nt=True)
m("it-t12", "QP", "translation", None, None,
  "Mia cugina è traduttrice, ma lavora solo dall'inglese e non è giurata in Lussemburgo. "
  "A me servono l'atto di nascita e il certificato di stato civile italiani tradotti in francese, con traduzione giurata, per il matrimonio al comune di Esch. "
  "Quanto tempo ci vuole?",
  distractors=("Esch",), not_place=("Lussemburgo",))
m("it-t13", "QO", "renovation", "Roeser", "Peppange",
  "Quanto può costare più o meno ristrutturare completamente una casa a schiera di 110 m² a Peppange? "
  "Impianto elettrico, bagno, cucina, pavimenti e tinteggiatura, il tetto invece è già stato rifatto. "
  "Preferiamo un'unica impresa che coordini tutto e ci dia un prezzo chiuso.")
m("it-t14", "QBP", "web-development", None, None,
  "Sono un'estetista e ho aperto da poco un centro a Differdange. "
  "Le clienti vogliono prenotare online ma io ho solo Instagram e rispondo ai messaggi fino a mezzanotte. "
  "Mi servirebbe un sito con prenotazione e pagamento dell'acconto, in italiano, francese e portoghese. "
  "Quanto costa più o meno?",
  distractors=("Differdange",))
m("it-t15", "LQP", "interior-design", "abroad", "Volmerange-les-Mines",
  "Abitiamo a Volmerange-les-Mines, a due passi da Dudelange. "
  "La casa nuova è finita ma dentro sembra un magazzino: non sappiamo che colori scegliere per le pareti, come disporre il divano e il tavolo nel soggiorno e che luci mettere. "
  "Vorremmo qualcuno che ci faccia un progetto, poi i lavori li facciamo noi. "
  "Non vogliamo spendere una fortuna, ma nemmeno sbagliare e ricomprare tutto fra due anni. "
  "Lavoriamo tutti e due in Lussemburgo e abbiamo poco tempo per girare i negozi. "
  "Venite anche in Francia?",
  distractors=("Dudelange", "Francia"), not_place=("Lussemburgo",), nt=True)
# ---------------------------------------------------------------- es
m("es-s01", "", "gardening", "Luxembourg", "Hamm",
  "Necesito a alguien que arranque un tocón grande y siembre césped nuevo en el jardín de una casa en Hamm.", nt=True)
m("es-s02", "Q", "plumbing", "Vallée de l'Ernz", "Medernach",
  "El grifo de la cocina gotea sin parar aunque esté cerrado, vivo en Medernach, ¿podéis venir esta semana?", nt=True)
m("es-s03", "", "electrical", "Préizerdaul", "Bettborn",
  "Necesito un electricista para cambiar el cuadro eléctrico de una casa antigua en Bettborn.")
m("es-s04", "QB", "heating", "Saeul", "Saeul",
  "La caldera de pellets ÖkoFEN se apaga sola y marca error E-105, casa en Saeul, ¿alguien que conozca esta marca?", nt=True)
m("es-s05", "CB", "appliance-repair", "Vichten", "vichten",
  "el horno siemens no calienta nada y el ventilador hace un ruido raro estamos en vichten cuanto cuesta la visita", nt=True)
m("es-s06", "B", "web-development", None, None,
  "Necesito una tienda online sencilla para vender mis cerámicas, con Shopify o algo parecido.", nt=True)
m("es-s07", "", "locksmith", "Groussbus-Wal", "Grosbous",
  "Quiero cambiar el bombín de la puerta de entrada porque perdí una llave, estoy en Grosbous.", nt=True)
m("es-s08", "P", "moving", "Biwer", "Biwer",
  "Presupuesto para mudanza de un piso de 2 habitaciones desde Biwer hasta Strassen, a mediados de junio.",
  distractors=("Strassen",))
m("es-s09", "Q", "pest-control", "Mamer", "Mamer",
  "Hay palomas anidando en el balcón y en el tejado de nuestro edificio en Mamer, ¿ponéis pinchos o redes?", nt=True)
m("es-s10", "XP", None, None, None,
  "Busco profesor de luxemburgués para preparar el Sproochentest, a domicilio en Mersch.",
  distractors=("Mersch",))

m("es-t01", "CQ", "cleaning", "Junglinster", "Gonderange",
  "Nuestro perro ha dejado el sofá de tela y la alfombra del salón hechos un desastre 🐶 manchas, pelos y un olor que no se va. "
  "Los cojines no se pueden quitar para lavarlos. "
  "Vivimos en Gonderange, ¿alguien viene a casa con máquina y los deja como nuevos?", nt=True)
m("es-t02", "LP", "gardening", "Contern", "Oetrange",
  "El jardinero que teníamos se ha vuelto a Galicia y en un año el jardín se nos ha ido de las manos: el césped lleno de musgo, los setos altísimos y zarzas por todas partes. "
  "Los dos trabajamos a jornada completa y los fines de semana vamos mucho a ver a la familia, así que de verdad no damos abasto. "
  "La casa está en Oetrange, unos 600 m² de jardín. "
  "Buscamos a alguien fijo cada 15 días a partir de marzo.",
  distractors=("Galicia",))
m("es-t03", "Q", "painting", "Luxembourg", "Clausen",
  "Tenemos un restaurante de tapas en Clausen y cerramos dos semanas en agosto. "
  "Queremos aprovechar para pintar el comedor y la fachada, porque el ayuntamiento nos ha pedido que se vea más cuidada. "
  "El local tiene unos 90 m². "
  "¿Podéis trabajar solo en esas dos semanas?")
m("es-t04", "QP", "solar", "abroad", "Athus",
  "¿Merece la pena poner placas solares en una casa alquilada? "
  "El propietario está de acuerdo si las pagamos nosotros, pero seguramente nos iremos en unos cinco años. "
  "Vivimos en Athus, en Bélgica, a cinco minutos de Rodange. "
  "¿Trabajáis en Bélgica o solo en Luxemburgo?",
  distractors=("Bélgica", "Rodange"), not_place=("Luxemburgo",))
m("es-t05", "OQ", "carpentry", "Walferdange", "Helmsange",
  "Vino un fontanero a cambiar el fregadero y al desmontarlo vimos que la encimera de madera está podrida alrededor del hueco. "
  "Nos dijo que eso ya no es cosa suya. "
  "Necesitamos una encimera nueva de madera maciza a medida, de 2,60 m, en Helmsange. "
  "¿Quién hace esto?", nt=True)
m("es-t06", "QP", "roofing", "Ell", "Roodt",
  "Cada vez que llueve fuerte aparece una mancha en el techo del dormitorio, justo debajo de la ventana del tejado. "
  "Ya cambiamos la junta de la ventana por dentro y sigue igual. "
  "Vivimos en Roodt, el pueblo cerca de Redange, no el de la Syre. "
  "¿Alguien puede subir a mirar?",
  distractors=("Redange", "Syre"), nt=True)
m("es-t07", "Q", "masonry", "Luxembourg", "Pfaffenthal",
  "La comunidad de propietarios de nuestro edificio en Pfaffenthal aprobó en la junta reparar el muro de contención del patio, que tiene grietas y se está inclinando hacia la calle. "
  "Somos seis vecinos y el seguro nos pide un presupuesto antes del 30 de abril. "
  "¿Alguien puede venir a verlo?", nt=True)
m("es-t08", "Q", "tiling", "Hesperange", "Itzig",
  "¿Se puede poner azulejo nuevo encima del viejo en el baño o hay que quitarlo todo? "
  "Es un baño pequeño de los años 80 en Itzig, unos 6 m² de suelo. "
  "¿Cuánto costaría más o menos cada opción?", nt=True)
m("es-t09", "LOP", "legal", None, None,
  "Mi padre falleció en Ettelbruck en octubre y tenía un piso y una cuenta aquí. "
  "Mis hermanos viven en España y no nos ponemos de acuerdo con su viuda sobre el reparto. "
  "Hay también un coche y unos muebles, pero eso es lo de menos. "
  "El notario nos ha dicho que cada parte busque su propio abogado. "
  "Yo vivo aquí desde hace veinte años y no sé si se aplica la ley luxemburguesa o la española. "
  "Necesito uno que lleve la herencia y que hable español.",
  distractors=("Ettelbruck", "España"))
m("es-t10", "OP", "accounting", None, None,
  "Soy fotógrafo autónomo, me instalé en Luxemburgo hace un año y facturo a empresas de tres países. "
  "No sé si tengo que cobrar IVA a los clientes de Bélgica y Francia, y la declaración anual me da pánico. "
  "Busco un gestor o contable que me lo lleve todo.",
  distractors=("Bélgica", "Francia"), not_place=("Luxemburgo",))
m("es-t11", "Q", "renovation", "Remich", "Remich",
  "Hemos comprado una casa de 1950 en Remich que hay que rehacer por dentro: instalación eléctrica, fontanería, baño, cocina y suelos. "
  "El tejado está bien. "
  "Tenemos dos niños pequeños y nos gustaría entrar a vivir antes de septiembre, cuando empieza el colegio. "
  "No hablamos bien francés y nos da miedo coordinar a cinco gremios distintos. "
  "¿Hay alguna empresa que lo coordine todo y nos dé un precio cerrado?", nt=True)
m("es-t12", "BQP", "it-support", "Diekirch", "Diekirch",
  "Mi hija es informática pero vive en Madrid y por teléfono no hemos podido arreglarlo. "
  "Desde ayer el datáfono de mi tienda en Diekirch no se conecta a la wifi y la impresora de tickets tampoco. "
  "Sin datáfono casi no vendo. "
  "¿Alguien puede venir hoy?",
  distractors=("Madrid",))
m("es-t13", "Q", "photography", "Niederanven", "Oberanven",
  "¿Cuánto cobráis por hacer fotos en una fiesta de 50 cumpleaños? "
  "Seremos unas 60 personas en una sala en Oberanven, el sábado 14 de junio, de 19 a 23 h.")
m("es-t14", "OQ", "translation", None, None,
  "Tengo una pequeña empresa de limpieza y hemos ganado un contrato con una residencia de mayores. "
  "Nos piden el plan de higiene y los certificados de formación de las trabajadoras traducidos al francés y al alemán. "
  "Son unas 25 páginas. "
  "¿Hacéis traducciones técnicas y cuánto tardáis?")
m("es-t15", "CQ", "interior-design", "Echternach", "Echternach",
  "Mi pareja y yo no nos ponemos de acuerdo con la decoración del piso nuevo en Echternach 😅 él lo quiere todo gris y yo con colores. "
  "Queremos que alguien neutral nos haga una propuesta de distribución, colores y muebles para el salón y el dormitorio, sin obras. "
  "¿Cuánto cuesta algo así?")
