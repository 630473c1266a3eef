MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, ech bräicht en Elektriker fir 3 nei Steckdousen an der Kichen an eng fir de Frigo, zu Ettelbréck, wann et geet nach virun Chrëschtdag 🙂",
    "electrical", "Ettelbruck", "Ettelbréck", situation="three new kitchen sockets plus one for the fridge")
add("lb-s02", "ech hu mech ausgespaart de Schlëssel stécht vu bannen am Schlass Bouneweg rue Auguste Charles ass iergendeen elo direkt fräi",
    "locksmith", "Luxembourg", "Bouneweg", situation="locked out, key left in the lock on the inside")
add("lb-s03", "Sicht een e Plättelsleeër fir ongeféier 18 m² Buedemplättercher am Gang, 60x60, zu Miersch?",
    "tiling", "Mersch", "Miersch", situation="18 m2 of 60x60 floor tiles in a hallway")
add("lb-s04", "Hätt gär een deen eis de Gaart zu Pëtscht nei plangt an uleet, al Koniferen eraus, nei Bëtter a Rasen, Budget ronn 4000 €.",
    "gardening", "Putscheid", "Pëtscht", situation="garden redesign: old conifers out, new beds and lawn")
add("lb-s05", "Wien kann mir e Mietcontrat vu 14 Säiten vum Franséischen an d'Portugisescht iwwersetzen, net vereedegt, just fir dass meng Schwéierelteren en verstinn?",
    "translation", None, None, situation="plain translation of a 14-page lease FR to PT for the in-laws")
add("lb-s06", "Mir plënneren Enn Februar vu Wolz op Ettelbréck (3-Zëmmer, zweete Stack ouni Lift) a sichen Leit mat engem Camion.",
    "moving", "Wiltz", "Wolz", distractors=["Ettelbréck"], situation="flat move Wiltz to Ettelbruck, second floor without lift")
add("lb-s07", "Fir eise Büro zu Steesel (5 Leit, 120 m²) siche mir eng Botzfirma, zweemol d'Woch owes.",
    "cleaning", "Steinsel", "Steesel", situation="office cleaning twice a week")
add("lb-s08", "Kann ee Fotograf de 14 Juni d'Kommioun vun eiser Duechter zu Beetebuerg maachen, Kierch an duerno d'Feier doheem?",
    "photography", "Bettembourg", "Beetebuerg", situation="photos of a daughter's first communion")
add("lb-s09", "eisen Drécker am Büro zu Gréiwemaacher fënnt de WLAN net méi zënter dem Windows Update kann een dat haut nach kucken kommen",
    "it-support", "Grevenmacher", "Gréiwemaacher", situation="office printer lost the Wi-Fi after a Windows update")
add("lb-s10", "Ech sichen Nohëllef a Mathé fir mäi Jong (3e), zweemol d'Woch, am beschten online.",
    None, None, None, situation="maths tutoring for a son (none of the trades)")
add("lb-t01", "Moien. Mir hunn all Kranen am Haus zou, an trotzdeem dréint de Waassercompteur am Keller lues weider. Am Gaart hannert der Garage ass zënter enger Woch eng naass Plaz am Rasen, och wann et net gereent huet. D'Waasserrechnung vun der Gemeng war och méi héich wéi soss. Mir wunnen zu Wintger, kann een dat sichen a flécken?",
    "plumbing", "Wincrange", "Wintger", kind="a", nu="U", situation="meter keeps turning, wet patch in the lawn: buried supply pipe leak")
add("lb-t02", "Zënter e puer Deeg héiere mir nuets et kraazt an der Plafong iwwer der Schlofkummer. Haut de Moien louch an der Kichen eng Tut Mehl opgebass an iwwerall kleng schwaarz Kären wéi Reis. Eis Kaz interesséiert dat guer net. Mir sinn zu Housen, ass dat eppes wat ee séier maache muss?",
    "pest-control", "Parc Hosingen", "Housen", kind="a", nu="U", situation="scratching in the ceiling, gnawed flour bag, droppings")
add("lb-t03", "Den Drock um Manometer vun eisem Kessel fällt all zwee Deeg vun 1,5 op ënner 1 bar. Ech fëllen nom, dann geet et erëm e puer Deeg. Et ass nirgends Waasser ze gesinn, weder am Keller nach ënnert de Radiatoren. Adress ass zu Ulflingen, rue de la Gare.",
    "heating", "Troisvierges", "Ulflingen", not_place=["Gare"], kind="a", nu="U", situation="boiler pressure keeps dropping, no visible leak")
add("lb-t04", "Meng Schwéiermamm huet en Haus zu Gouvy, direkt iwwer der Grenz, mir wunnen selwer zu Ëlwen. Bei all méi staarkem Reen leeft d'Waasser iwwer d'Kéngel an d'Mauer gëtt naass. Mäi Schwoer huet gemengt, mir sollten d'Kéngel einfach mat Silikon zouschmieren, dat huet näischt bruecht. Elo gesäit een och datt d'Kéngel an der Mëtt duerchhänkt. Kennt dir en Dachdecker deen och an der Belsch schafft?",
    "roofing", "abroad", "Gouvy", distractors=["Ëlwen"], kind="b", nu="N", situation="sagging overflowing gutter at mother-in-law's house in Belgium; silicone advice failed")
add("lb-t05", "Eis Fassad zu Veianen bliedert op der Wiederssäit of, grouss Stécker Faarf falen erof, de Crépi drënner ass awer fest. De Verkeefer am Bauhaus sot mir, ech kéint einfach mat der wäisser Faarf driwwer strecken déi ech nach fir bannen hunn. Ech hunn et op engem Meter probéiert an no dräi Wochen ass et erëm of. Wéi muss dat richteg gemaach ginn, a wat kascht dat ongeféier fir 90 m²?",
    "painting", "Vianden", "Veianen", kind="b", nu="U", situation="facade paint peeling; shop advised interior paint over it")
add("lb-t06", "Mir hunn zu Kautebaach e Bongert mat ale Beem. Den Noper sot, ech soll d'Äppelbeem elo am August ganz staark zréckschneiden, da droen se d'nächst Joer méi. Ech hunn et bei zwee gemaach an elo kommen iwwerall sou Waasserschoss eraus. Ech hätt léiwer e Gäertner deen déi aner aacht Beem am Wanter richteg schneit an déi zwee rett.",
    "gardening", "Kiischpelt", "Kautebaach", kind="b", nu="N", situation="orchard apple trees cut hard in August on a neighbour's advice")
add("lb-t07", "Ech lounen en Haus zu Bourscheid, an an der Garagemauer ass zënter dem Summer e Rass deen ëmmer méi breet gëtt, mëttlerweil sou breet wéi en Daum. De Proprietaire seet, dat wier normal bei alen Haiser an ech soll et mat Acryl zouschmieren. Mech beonrouegt dat awer, well och d'Garagepaart net méi richteg zougeet. Ech hätt gär dass een dat ukuckt an eng Offer mécht, déi ginn ech dann dem Proprietaire weider.",
    "masonry", "Bourscheid", "Bourscheid", kind="b", nu="U", situation="widening crack in a garage wall; landlord says fill it with acrylic")
add("lb-t08", "Mir sinn eng Musekgesellschaft mat 40 Museker an hunn bis elo just eng Facebook-Säit. Fir eist Fréijoerskonzert wéilte mir eng richteg Websäit, wou ee Ticketen online reservéiere kann an eisen Agenda drasteet. Gëtt et e Webdesigner deen dat fir e Veräin mécht, net ze deier? Mir kënnen eng 1500 € ausginn.",
    "web-development", None, None, kind="c", nu="N", situation="brass band wants a website with ticket reservations")
add("lb-t09", "Ech sinn zanter Mäerz Keessewaart vun eisem Fussballclub a sinn eng Null an Zuelen. Mir hunn Lizenzen, Buvette, Sponsoren an elo och nach Subsiden, an alles läit als Zettelen an enger Schongkëscht. Fir d'Generalversammlung brauche mir eng propper Comptabilitéit an e Bilan. Kann eng Fiduciaire dat fir eng kleng Asbl iwwerhuelen, a wat kascht dat am Joer?",
    "accounting", None, None, kind="c", nu="N", situation="football club treasurer needs the books and a balance sheet done")
add("lb-t10", "Ech hunn e klenge Coiffeursalon zu Réiden. Mir dréchnen all Dag d'Handdicher an engem Trockner vu Miele, deen ass sechs Joer al. Zënter gëschter dréint en nach, mee d'Wäsch bleift kal an naass. Kann een dat am Salon reparéieren, am beschten e Méindeg wou zou ass?",
    "appliance-repair", "Redange", "Réiden", kind="c", nu="U", situation="hair salon's tumble dryer turns but no longer heats")
add("lb-t11", "Ech hunn eng Kiné-Praxis zu Useldeng an hunn de Raum niewendrun dobäikritt. Elo wëll ech Empfang, Waardesall an zwou Behandlungskabinne nei opdeelen, mat Faarwen a Luuchten déi roueg wierken an net no Spidol ausgesinn. Ech brauch een deen mir Pläng a Virschléi mécht, bauen doen ech duerno mat mengem Schräiner. Wien mécht esou eppes?",
    "interior-design", "Useldange", "Useldeng", kind="c", nu="U", situation="physio practice wants a layout, colour and lighting plan for new rooms")
add("lb-t12", "Mir hunn zu Jonglënster eng al Scheier mat engem Daach vu bal 200 m², Ost-West. Lount et sech, do Panneauen drop ze maachen wann mir selwer wéineg Stroum verbrauchen a bal alles agespeist gëtt? Oder muss dat onbedéngt no Süden weisen? Ech hätt gär eng Offer an eng éierlech Meenung.",
    "solar", "Junglinster", "Jonglënster", kind="d", nu="U", situation="is PV on an east-west barn roof worth it when most is fed in")
add("lb-t13", "Mir hunn zu Schëffleng en Appartement vun 1974 kaaft, 85 m². Et muss bal alles nei: Elektresch, Buedem, Kichen, Buedzëmmer, Dieren. Wéi laang dauert esou eppes realistesch, a kënne mir wärend där Zäit do wunnen oder musse mir eis eppes lounen? Mir wëllen am Abrëll eran.",
    "renovation", "Schifflange", "Schëffleng", kind="d", nu="U", situation="how long a whole-flat renovation takes and whether they can live there")
add("lb-t14", "Mir wëllen eng Holzterrass vun ongeféier 25 m² hannert dem Haus zu Luerenzweiler. Wat ass besser, Bangkirai oder Douglas, an hält Douglas wierklech nëmmen zéng Joer? Wat kascht esou eng Terrass mat Montage ongeféier de m²?",
    "carpentry", "Lorentzweiler", "Luerenzweiler", kind="d", nu="U", situation="which wood for a 25 m2 deck and price per m2")
add("lb-t15", "Mäi Papp ass am Oktober gestuerwen an huet en Haus an e bësse Suen hannerlooss. Mir sinn dräi Kanner, an eng Schwëster wëll elo direkt verkafen, mir zwee net. Brauche mir do en Affekot oder reegelt den Notaire dat? A ka si eis zwéngen ze verkafen?",
    "legal", None, None, kind="d", nu="N", situation="inheritance: one sibling wants to force the sale of the house")

# ---------------- French ----------------
add("fr-s01", "Bonjour, je cherche un peintre pour repeindre le plafond du séjour (35 m², hauteur 2,70 m) à Strassen, de préférence la semaine du 12 janvier.",
    "painting", "Strassen", "Strassen", situation="repaint a 35 m2 living-room ceiling")
add("fr-s02", "Devis svp pour l'installation d'une wallbox 11 kW dans le garage, maison à Bertrange, le tableau est au sous-sol à 15 m environ.",
    "electrical", "Bertrange", "Bertrange", situation="quote for an 11 kW wallbox in the garage")
add("fr-s03", "on m'a volé mon sac avec les clés hier soir, il faut changer le cylindre de la porte d'entrée de l'appart à howald, c'est urgent",
    "locksmith", "Hesperange", "howald", situation="bag with keys stolen, front-door cylinder must be changed")
add("fr-s04", "Qui peut abattre un bouleau d'environ 12 m beaucoup trop près de la maison à Dalheim et évacuer le bois ?",
    "gardening", "Dalheim", "Dalheim", situation="fell a 12 m birch too close to the house and remove the wood")
add("fr-s05", "Je cherche un comptable pour notre déclaration d'impôt 2025, couple marié avec un appartement loué en France.",
    "accounting", None, None, situation="income-tax return for a couple with a rented flat in France")
add("fr-s06", "Déménagement de Thionville vers Differdange le 3 mars, 4 pièces au 3e étage, avec monte-meubles si possible, merci de me donner un prix.",
    "moving", "Differdange", "Differdange", distractors=["Thionville"], situation="move from Thionville (FR) into Differdange with a furniture lift")
add("fr-s07", "nettoyage après travaux pour une maison neuve de 160 m2 à petange vitres comprises avant la remise des clés le 20",
    "cleaning", "Pétange", "petange", situation="after-works clean of a new 160 m2 house incl. windows")
add("fr-s08", "Mon lave-vaisselle Bosch ne vidange plus, il reste 5 cm d'eau au fond malgré le filtre nettoyé, je suis à Bascharage.",
    "appliance-repair", "Käerjeng", "Bascharage", situation="dishwasher no longer drains, filter already cleaned")
add("fr-s09", "Nous cherchons un photographe pour des portraits corporate de 12 collaborateurs dans nos bureaux au Kirchberg, fond neutre, retouches incluses.",
    "photography", "Luxembourg", "Kirchberg", situation="corporate headshots of 12 staff at the office")
add("fr-s10", "Quelqu'un pourrait garder notre chien (labrador de 6 ans, très gentil) du 2 au 16 août pendant nos vacances ?",
    None, None, None, situation="dog-sitting during the holidays (none of the trades)")
add("fr-t01", "Depuis hier soir, dès que le four et la bouilloire tournent en même temps, tout le rez-de-chaussée s'éteint. Je remonte le petit levier dans le tableau et ça repart, puis ça recommence le lendemain. Le four a deux ans, la maison date de 1985. On habite à Hobscheid, quelqu'un peut passer cette semaine ?",
    "electrical", "Habscht", "Hobscheid", kind="a", nu="U", situation="ground floor trips when oven and kettle run together")
add("fr-t02", "Après chaque grosse pluie, une tache brune apparaît au plafond de la chambre sous les combles, dans l'angle côté rue. Elle grandit à chaque fois et le plâtre commence à gonfler. Depuis le trottoir on voit qu'une rangée d'ardoises est décalée près de la cheminée. C'est une maison mitoyenne à Remich, on est pressés avant l'hiver.",
    "roofing", "Remich", "Remich", kind="a", nu="U", situation="brown stain under the eaves after rain, slates shifted near the chimney")
add("fr-t03", "Dans notre cuisine à Frisange on voit le soir des petits papillons gris qui volent près des placards. Dans les paquets de céréales et de farine il y a des fils collants et des petites larves. On a tout jeté et lavé deux fois, ça revient au bout de quinze jours. Ça dure depuis septembre et j'en ai marre.",
    "pest-control", "Frisange", "Frisange", kind="a", nu="U", situation="pantry moths keep coming back in the kitchen")
add("fr-t04", "Les toilettes du rez fuient au pied de la cuvette, il y a une petite flaque à chaque chasse. Mon beau-père m'a dit de mettre un joint silicone tout autour et que ça suffirait. Maintenant l'eau ne se voit plus mais elle ressort sous le carrelage près de la porte. Je cherche un plombier sur Steinfort ou environs, idéalement avant le week-end.",
    "plumbing", "Steinfort", "Steinfort", kind="b", nu="N", situation="toilet leaking at the base; silicone bead only hid the water")
add("fr-t05", "Mon voisin m'a conseillé de couper complètement le chauffage au sol dans les chambres la journée pour économiser. Depuis, il faut deux jours pour que ça remonte en température et il y a de la condensation sur les fenêtres. Je voudrais que quelqu'un règle correctement la pompe à chaleur et les boucles du sol, et m'explique la programmation. Maison de 2019 à Weiler-la-Tour.",
    "heating", "Weiler-la-Tour", "Weiler-la-Tour", kind="b", nu="U", situation="neighbour advised switching underfloor heating off by day; needs proper settings")
add("fr-t06", "Notre escalier en chêne grince et une marche bouge quand on descend. Au magasin de bricolage on m'a vendu des vis en me disant de visser par le dessus, résultat j'ai fendu la marche. C'est une maison à Beckerich, escalier quart tournant de 1998. Qui peut réparer ou remplacer cette marche proprement ?",
    "carpentry", "Beckerich", "Beckerich", kind="b", nu="U", situation="creaking oak stair; DIY-shop advice split a tread")
add("fr-t07", "L'été dernier j'ai posé moi-même du carrelage sur la terrasse, le vendeur m'avait assuré que la colle pour faïence suffisait. Après un seul hiver, la moitié des carreaux sonnent creux et deux se sont décollés. Je voudrais un carreleur qui refasse les 20 m² correctement, avec la bonne colle et des joints de dilatation. On est à Ell, près de l'église.",
    "tiling", "Ell", "Ell", kind="b", nu="N", situation="terrace tiles laid with wall-tile adhesive came loose after one winter")
add("fr-t08", "Je gère une boulangerie avec huit salariés. Je dois licencier une vendeuse pour des retards répétés et une caisse qui ne tombe pas juste, mais je ne veux pas me retrouver au tribunal du travail. Je cherche un avocat en droit du travail qui puisse vérifier les avertissements déjà donnés et la procédure.",
    "legal", None, None, kind="c", nu="N", situation="bakery owner wants a labour lawyer before dismissing an employee")
add("fr-t09", "Notre cabinet dentaire à Mondorf-les-Bains a changé de box internet vendredi. Depuis, les quatre PC de l'accueil ne voient plus le serveur où sont les radios et l'agenda des patients. Le fournisseur dit que ce n'est pas son problème. Quelqu'un peut venir lundi matin avant 8 h ?",
    "it-support", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="c", nu="U", situation="dental practice PCs lost the server after a router swap")
add("fr-t10", "Notre club de tir à l'arc a de plus en plus de membres qui ne parlent pas français. Il faut traduire le règlement intérieur et la brochure de sécurité, douze pages en tout, en allemand et en anglais. On cherche un traducteur pas trop cher, c'est une asbl. Délai : avant l'assemblée de février.",
    "translation", None, None, kind="c", nu="N", situation="archery club rules and safety brochure into German and English")
add("fr-t11", "Nous sommes un domaine viticole à Schengen. Après les pluies de novembre, un mur de soutènement en pierres sèches s'est effondré sur six mètres entre deux rangs de vigne. Il faut le remonter avant le printemps, idéalement avec les mêmes pierres. Vous avez quelqu'un qui sait faire ce genre de mur ?",
    "masonry", "Schengen", "Schengen", kind="c", nu="U", situation="winery's dry-stone retaining wall collapsed between vine rows")
add("fr-t12", "Nous habitons Perlé, maison de 1990 avec une vieille chaudière fioul pour l'eau chaude. Vaut-il mieux mettre du solaire thermique sur le toit, ou des panneaux photovoltaïques avec un ballon thermodynamique ? Le toit fait environ 40 m², orienté sud-ouest. Je voudrais un avis honnête et un ordre de prix.",
    "solar", "Rambrouch", "Perlé", kind="d", nu="U", situation="solar thermal or PV plus heat-pump water heater for hot water")
add("fr-t13", "On vient d'acheter une maison de ville des années 30 à Bonnevoie, tout est d'origine. Budget d'environ 120 000 €. Vaut-il mieux tout faire avant d'emménager, ou peut-on étaler les travaux sur deux ou trois ans en commençant par l'électricité et la salle de bain ? On a deux enfants en bas âge.",
    "renovation", "Luxembourg", "Bonnevoie", kind="d", nu="U", situation="1930s town house: renovate everything first or in stages")
add("fr-t14", "Je suis menuisier indépendant et je n'ai qu'une page Facebook. Est-ce qu'un vrai site vitrine avec mes réalisations vaut le coup, ou une fiche Google suffit ? Combien demande un développeur web pour cinq pages et un formulaire de contact ? Je ne veux pas d'abonnement à 100 € par mois.",
    "web-development", None, None, kind="d", nu="N", situation="joiner asks whether a small showcase website is worth it and its price")
add("fr-t15", "Nous avons acheté une maison à Mondorff, côté français, juste en face de Mondorf-les-Bains. Le séjour est long et sombre avec la cuisine fermée au fond. Vaut-il mieux ouvrir la cuisine, ou garder le mur et jouer sur les couleurs et l'éclairage ? On aimerait des plans d'aménagement avant de choisir les meubles.",
    "interior-design", "abroad", "Mondorff", distractors=["Mondorf-les-Bains"], kind="d", nu="U", situation="layout and lighting advice for a dark living room in Mondorff (FR)")

# ---------------- German ----------------
add("de-s01", "Wir brauchen einen Klempner, der in der Waschküche in Wasserbillig einen Wasseranschluss und Abfluss für eine zweite Waschmaschine legt.",
    "plumbing", "Mertert", "Wasserbillig", not_place=["einen"], situation="supply and drain for a second washing machine in the utility room")
add("de-s02", "Fliesenleger gesucht, der in unserer Dusche in Echternach die bröseligen Fugen auskratzt und neu verfugt, etwa 8 m² Wandfläche.",
    "tiling", "Echternach", "Echternach", situation="rake out and regrout crumbling shower joints")
add("de-s03", "Wer baut uns einen Einbauschrank aus Holz unter die Dachschräge im Kinderzimmer in Berdorf, 3,20 m breit, mit Schiebetüren?",
    "carpentry", "Berdorf", "Berdorf", not_place=["einen", "Holz"], situation="built-in wooden wardrobe under a sloping ceiling")
add("de-s04", "Umzug Mitte April von Hamm in Westfalen nach Consdorf, 3-Zimmer-Wohnung, wir packen selbst und brauchen nur Transporter und zwei Träger.",
    "moving", "Consdorf", "Consdorf", distractors=["Hamm"], situation="move from Hamm (Germany) into Consdorf, transport and carriers only")
add("de-s05", "Ich brauche jemanden, der meinen Shopify-Shop für handgemachte Seifen samt 140 Produkten und Kundenkonten auf WooCommerce umzieht.",
    "web-development", None, None, situation="migrate a soap web shop from Shopify to WooCommerce")
add("de-s06", "Beim Ausräumen vom Haus meiner Oma in Befort haben wir einen alten Wandtresor gefunden und niemand kennt den Code, wer kann den öffnen?",
    "locksmith", "Beaufort", "Befort", not_place=["einen"], situation="open an old wall safe with unknown code")
add("de-s07", "Fotograf oder Fotografin für Produktfotos unserer Weine gesucht, 30 Flaschen vor weißem Hintergrund, direkt bei uns im Weingut in Ahn.",
    "photography", "Wormeldange", "Ahn", situation="product photos of 30 wine bottles at the winery")
add("de-s08", "Fensterreinigung innen und außen für ein Einfamilienhaus in Fels, 22 Fenster plus Wintergarten, gerne Anfang März.",
    "cleaning", "Larochette", "Fels", situation="window cleaning, 22 windows and a conservatory")
add("de-s09", "Suche Steuerberater für die Steuererklärung 2025, ich bin Grenzgänger aus Trier und hatte mehr Homeoffice-Tage als erlaubt.",
    "accounting", None, None, distractors=["Trier"], situation="cross-border commuter's tax return with too many home-office days")
add("de-s10", "Kann mir jemand bei meinem Golf 7 vorne die Bremsbeläge und Scheiben wechseln, die Teile habe ich schon gekauft?",
    None, None, None, situation="change car brake pads and discs (none of the trades)")
add("de-t01", "Im Badezimmer bleibt der Boden seit Oktober kalt, in allen anderen Räumen wird er warm. Am Verteiler im Flur leuchtet bei einem der kleinen Köpfe das Lämpchen nie auf. Dem Thermostat im Bad habe ich schon neue Batterien gegeben, ohne Erfolg. Wir wohnen in Mompach, Haus von 2012.",
    "heating", "Rosport-Mompach", "Mompach", kind="a", nu="U", situation="one underfloor heating loop (bathroom) stays cold, actuator light never on")
add("de-t02", "Auf dem Vordach und den Fensterbänken unserer Wohnung in Christnach sitzen jeden Tag die wilden Tauben vom Nachbarhaus, alles ist voller Kot. Zwei haben hinter dem Blumenkasten schon ein Nest gebaut. Die Kinder wollen kaum noch auf den Balkon. Was kann man da machen, ohne den Tieren weh zu tun?",
    "pest-control", "Waldbillig", "Christnach", not_place=["wilden"], kind="a", nu="U", situation="feral pigeons nesting and fouling a balcony")
add("de-t03", "Unser Kühlschrank von Liebherr ist sieben Jahre alt. Seit einer Woche ist das Gefrierfach voller Eis, unten im Kühlteil steht Wasser und das Brummen hört gar nicht mehr auf. Die Milch wird trotzdem nicht richtig kalt. Wir sind in Bech, gleich bei der Kirche.",
    "appliance-repair", "Bech", "Bech", kind="a", nu="U", situation="fridge iced up inside, water in the bottom, runs constantly")
add("de-t04", "Mein Schwager hat letzten Sommer die Steckdose im Gartenhaus mit einem Verlängerungskabel angeschlossen, das er einfach unter dem Rasen vergraben hat. Seit es viel regnet, fliegt im Haus dauernd der FI-Schalter raus. Er meint, das liegt am alten Sicherungskasten, aber wenn ich den Stecker ziehe ist Ruhe. Ich hätte gerne einen richtigen Elektriker, der ein Erdkabel ordentlich verlegt, in Flaxweiler.",
    "electrical", "Flaxweiler", "Flaxweiler", not_place=["einen"], kind="b", nu="N", situation="extension cable buried to the garden shed trips the RCD")
add("de-t05", "Unser Nachbar hat uns geraten, das Moos auf dem Dach mit dem Hochdruckreiniger abzuspritzen, das hätte bei ihm super funktioniert. Jetzt sind mehrere Ziegel gesprungen und auf dem Speicher tropft es bei Regen an zwei Stellen. Das Haus in Manternach ist von 1978. Wer kann sich das anschauen und die kaputten Ziegel ersetzen, bevor der Winter richtig kommt?",
    "roofing", "Manternach", "Manternach", kind="b", nu="U", situation="roof pressure-washed on a neighbour's advice; cracked tiles now leak")
add("de-t06", "Im Treppenhaus unseres Mehrfamilienhauses in Berg war alte Ölfarbe an den Wänden. Der Vermieter hat gesagt, wir sollen einfach mit normaler Dispersionsfarbe drüberstreichen, das hält schon. Nach drei Monaten blättert alles in großen Fetzen ab. Jetzt will er doch einen Maler bezahlen, der das richtig macht, drei Etagen.",
    "painting", "Betzdorf", "Berg", not_place=["einen"], kind="b", nu="N", situation="emulsion over old oil paint in a stairwell peels; landlord's advice")
add("de-t07", "Unsere Gartenmauer aus Sandstein ist über 100 Jahre alt. Ein Bekannter hat letztes Jahr die offenen Fugen mit normalem Zement ausgebessert, jetzt platzen direkt daneben die Steine ab. Er sagt, das sei nur der Frost. Wir wohnen in Heffingen und hätten gern jemanden, der weiß, wie man so eine Mauer richtig repariert.",
    "masonry", "Heffingen", "Heffingen", kind="b", nu="U", situation="old sandstone garden wall repointed with hard cement, stones spalling")
add("de-t08", "Wir sind eine kleine Schreinerei mit vier Leuten. Ein Kunde zahlt seit fünf Monaten eine Rechnung über 18 400 € für eine Küche nicht und antwortet auf keine Mahnung mehr. Brauchen wir dafür einen Anwalt, oder geht ein Zahlungsbefehl auch ohne? Wir wollen nicht noch mehr Geld verlieren.",
    "legal", None, None, not_place=["einen"], kind="c", nu="N", situation="joinery firm chasing a customer's unpaid 18,400 EUR invoice")
add("de-t09", "Wir betreiben einen Campingplatz in Reisdorf mit 80 Stellplätzen. Die Gäste beschweren sich, dass das WLAN nur an der Rezeption funktioniert. Wir bräuchten ein Netz über den ganzen Platz, getrennt vom Büronetz mit der Kasse. Wer plant und installiert so etwas?",
    "it-support", "Reisdorf", "Reisdorf", not_place=["einen"], kind="c", nu="U", situation="campsite needs guest Wi-Fi across the site, separate from office network")
add("de-t10", "Wir haben ein kleines Gästehaus mit Restaurant und immer mehr Gäste aus den Niederlanden. Speisekarte, Hausordnung und die Texte unserer Website sollen ins Niederländische, zusammen etwa 6000 Wörter. Kennen Sie einen Übersetzer, der auch Gastronomie-Begriffe kann?",
    "translation", None, None, not_place=["einen"], kind="c", nu="N", situation="guesthouse menu, house rules and web texts into Dutch")
add("de-t11", "Wir sind eine Arztpraxis in Nommern, vor der Praxis gibt es einen Garten von etwa 300 m², der seit dem Tod des Vorbesitzers verwildert ist. Die Patienten sollen beim Reinkommen etwas Schönes sehen, und die Lilien am Eingang möchten wir behalten. Wir suchen jemanden für einmal richtig Aufräumen und danach regelmäßige Pflege, Rasen, Beete, Sträucher.",
    "gardening", "Nommern", "Nommern", not_place=["einen", "Lilien"], kind="c", nu="U", situation="medical practice's overgrown front garden: clear-up and regular care")
add("de-t12", "Wir wohnen zur Miete in einer Doppelhaushälfte in Angelsberg, der Vermieter erlaubt nichts auf dem Dach. Lohnt sich ein Balkonkraftwerk mit 800 Watt am Geländer, oder ist es sinnvoller, etwas auf den Carport zu setzen, der uns gehört? Der Carport hat etwa 15 m² und zeigt nach Süden. Wie viel würde man realistisch sparen?",
    "solar", "Fischbach", "Angelsberg", kind="d", nu="U", situation="tenant: balcony PV kit or a small system on own carport")
add("de-t13", "Wir haben ein altes Bauernhaus in Medernach geerbt, Baujahr um 1890, seit zehn Jahren leer. Dach ist dicht, aber innen ist alles alt: Leitungen, Böden, Bad, Fenster. Mit welchen Kosten pro Quadratmeter muss man für so eine Sanierung rechnen, und in welcher Reihenfolge geht man vor?",
    "renovation", "Vallée de l'Ernz", "Medernach", kind="d", nu="U", situation="inherited 1890 farmhouse: cost per m2 and order of works")
add("de-t14", "Wir haben eine kleine Ferienwohnung in Bollendorf gekauft, auf der deutschen Seite, gegenüber von Bollendorf-Pont. Sie ist 48 m² groß und völlig verbaut mit dunklen Möbeln. Lohnt sich für so eine kleine Wohnung ein Innenarchitekt, oder ist das rausgeschmissenes Geld? Wir möchten sie hell und praktisch für vier Gäste.",
    "interior-design", "abroad", "Bollendorf", distractors=["Bollendorf-Pont"], kind="d", nu="N", situation="is an interior designer worth it for a 48 m2 holiday flat in Bollendorf (DE)")
add("de-t15", "In unserem Haus in Wecker liegt im Wohnzimmer altes Eichenparkett, etwa 40 m², mit dunklen Flecken und tiefen Kratzern vom Hund. Kann man das noch abschleifen und ölen, oder ist es zu dünn und man sollte neu verlegen? Was kostet das eine und das andere ungefähr?",
    "carpentry", "Biwer", "Wecker", kind="d", nu="U", situation="sand and oil old oak parquet or replace it")

# ---------------- English ----------------
add("en-s01", "Need an electrician to replace the old fuse box with a proper consumer unit and RCDs, 1960s terraced house in Belair, sometime in January.",
    "electrical", "Luxembourg", "Belair", situation="replace an old fuse box with a modern consumer unit")
add("en-s02", "Looking for someone to scarify and reseed our lawn in Mamer, the grass is more moss than anything after this wet winter.",
    "gardening", "Mamer", "Mamer", not_place=["grass"], situation="scarify and reseed a mossy lawn")
add("en-s03", "bed bugs in our rented flat in munsbach!! need a treatment asap, the landlord says he will pay the bill",
    "pest-control", "Schuttrange", "munsbach", not_place=["bill"], situation="bed bugs in a rented flat")
add("en-s04", "Looking for a cleaner every other Friday for our 2-bed flat in Helmsange, roughly 3 hours each time, we have a very shy cat.",
    "cleaning", "Walferdange", "Helmsange", situation="fortnightly home cleaning of a two-bed flat")
add("en-s05", "Is there an English-speaking lawyer who could check the off-plan purchase contract for our new flat before we sign it next month?",
    "legal", None, None, situation="lawyer to review an off-plan property purchase contract")
add("en-s06", "Quote please for moving a 2-bed flat from Kirchberg to Arlon on 31 January, including packing the kitchen and about 40 boxes of books.",
    "moving", "Luxembourg", "Kirchberg", distractors=["Arlon"], situation="move from Kirchberg out to Arlon (BE), with packing")
add("en-s07", "home network in Bridel is driving me mad, the mesh wifi drops my Teams calls every 20 min or so, need someone who actually knows networks 🙏",
    "it-support", "Kopstal", "Bridel", situation="mesh Wi-Fi keeps dropping video calls in a home office")
add("en-s08", "Our Siemens oven doesn't heat up anymore although the fan runs and the light comes on, we're in Moutfort, can someone come and fix it?",
    "appliance-repair", "Contern", "Moutfort", situation="oven fan and light work but no heat")
add("en-s09", "I need a developer to add online class booking and Stripe payments to the WordPress site of my small yoga studio.",
    "web-development", None, None, situation="class booking and card payments on a yoga studio's WordPress site")
add("en-s10", "Can anyone recommend a caterer for a 50th birthday party with about 40 guests in March, finger food only?",
    None, None, None, situation="caterer for a birthday party (none of the trades)")
add("en-t01", "Our kitchen sink has been draining slower and slower and it gurgles. When the dishwasher empties, the shower downstairs bubbles and the basement smells like a sewer. We already poured two bottles of that gel stuff down, no change. House is in senningerberg, could someone come this week?",
    "plumbing", "Niederanven", "senningerberg", kind="a", nu="U", situation="slow gurgling sink, shower bubbles, sewer smell: blocked drain")
add("en-t02", "The concrete steps up to our front door are falling apart. After the frost, chunks came off the edges and now you can see rusty iron inside two of the steps. My mother-in-law visits with a walker and I'm worried she will trip. Address is 14 rue de la Poudrerie, L-3370.",
    "masonry", "Leudelange", "L-3370", kind="a", nu="U", situation="crumbling concrete front steps with exposed rusty rebar")
add("en-t03", "A few of the kitchen floor tiles have started to sound hollow when you walk on them. Yesterday one cracked with a loud bang, and now a whole row is lifting in the middle like a little tent. The floor was done by the previous owners maybe 8 years ago. We live in Goeblange, is this dangerous?",
    "tiling", "Koerich", "Goeblange", kind="a", nu="U", situation="floor tiles sounding hollow, cracking and tenting up")
add("en-t04", "My neighbour told me to turn the flow temperature of our heat pump up to 55 degrees so the house warms up faster. It did get warm, but the electricity bill for November was almost double. I'd like a heating engineer to set the heating curve properly and explain it to me. We're in Sandweiler, house from 2016 with underfloor heating.",
    "heating", "Sandweiler", "Sandweiler", not_place=["bill"], kind="b", nu="N", situation="neighbour's advice to raise heat-pump flow temperature doubled the bill")
add("en-t05", "We moved here from Bettendorf, Iowa last year and had the living room replastered in September. The guy at the DIY store told us we could roll the paint straight onto the new plaster. Now it's blotchy and it peels off in strips when you touch it. Could someone redo it properly? It's a house in Colmar-Berg, about 60 m² of walls.",
    "painting", "Colmar-Berg", "Colmar-Berg", distractors=["Bettendorf"], kind="b", nu="U", situation="emulsion rolled straight onto new plaster is blotchy and peeling")
add("en-t06", "Our wooden front door was dragging on the floor, so a handyman planed 1 cm off the bottom. Now there's a gap you can see daylight through, it's freezing in the hall and rain blows in under it. He says just buy a draught excluder. House is in Garnich, the door is solid oak and I'd like to keep it if possible.",
    "carpentry", "Garnich", "Garnich", kind="b", nu="U", situation="oak front door planed too short, draught and rain under it")
add("en-t07", "The key for our front door got a bit stiff, so a friend told me to spray cooking oil into the lock. It worked for a week, now the key barely goes in and won't turn at all. We're getting in through the garage for now. Can you send a locksmith to Gosseldange to sort the cylinder out?",
    "locksmith", "Lintgen", "Gosseldange", kind="b", nu="N", situation="oil sprayed into a stiff lock on a friend's advice; now it won't turn")
add("en-t08", "We're a three-person software start-up and just hired our first employee, who lives in Belgium. None of us knows how payroll, social security or the bookkeeping works here. We need an accountant who can take over payroll and the annual accounts. English-speaking please.",
    "accounting", None, None, distractors=[], kind="c", nu="N", situation="start-up's first employee: payroll and annual accounts")
add("en-t09", "We run a riding school in Bissen and are finally making a proper brochure and Instagram page. We need good pictures of the horses, the indoor arena and kids during lessons, maybe some short video too. Ideally on a Saturday morning when it's busy. What would that cost?",
    "photography", "Bissen", "Bissen", kind="c", nu="U", situation="riding school needs photos and short videos for brochure and Instagram")
add("en-t10", "Our architecture office has to submit tender documents in English for a client abroad. It's about 120 pages of technical descriptions, currently all in French. We need a translator who knows construction terms, deadline in three weeks. Can you send us a quote?",
    "translation", None, None, kind="c", nu="N", situation="architecture firm's 120-page tender documents FR to EN")
add("en-t11", "I run a small gym in Saeul, we also sell supplements and drinks at the counter. Members have started complaining about the changing rooms and the showers. We need them done properly every morning before we open at 6, plus the floors in the training area. Three days a week might be enough.",
    "cleaning", "Saeul", "Saeul", not_place=["sell"], kind="c", nu="U", situation="gym's changing rooms, showers and floors every morning")
add("en-t12", "The company that put the panels on our roof in Nospelt went bust two years ago. Since June the inverter display stays black and the app shows zero production. Is it worth repairing the old inverter, or should we replace it? And will anyone even touch a system they didn't install?",
    "solar", "Kehlen", "Nospelt", kind="d", nu="U", situation="dead PV inverter, installer bankrupt: repair or replace")
add("en-t13", "Dear Sir or Madam, we are about to make an offer on a 1970s bungalow in Schouweiler. It needs a new kitchen, bathroom, floors and probably all the electrics. Roughly how much per m² should we budget for that before we sign? We would like to avoid nasty surprises.",
    "renovation", "Dippach", "Schouweiler", not_place=["Sir"], kind="d", nu="U", situation="budget per m2 to renovate a 1970s bungalow before making an offer")
add("en-t14", "Our open-plan living room in Tuntange looks great during the day but feels flat and gloomy at night, just six spots in the ceiling. Does it make sense to hire an interior designer only for a lighting plan? Or is that something they won't do on its own? We don't want to change the furniture.",
    "interior-design", "Helperknapp", "Tuntange", kind="d", nu="N", situation="is it worth an interior designer just for a lighting plan")
add("en-t15", "We live in Arlon, about ten minutes from the border, and the old clay tiles on our roof need replacing next year. Is it worth insulating the roof from the outside at the same time, or is it cheaper to do it from inside later? The attic is currently just storage. Would anyone from your side come over the border for that?",
    "roofing", "abroad", "Arlon", kind="d", nu="U", situation="re-tiling a roof in Arlon (BE): insulate from outside at the same time?")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, preciso de um pintor para pintar 3 quartos e o corredor num apartamento em Esch/Alzette, paredes brancas, de preferência no início de fevereiro.",
    "painting", "Esch-sur-Alzette", "Esch/Alzette", situation="paint three bedrooms and a hallway white")
add("pt-s02", "Procuro ladrilhador para pôr azulejo na parede da cozinha atrás do fogão e da bancada, uns 6 m², em Dudelange.",
    "tiling", "Dudelange", "Dudelange", situation="tile a 6 m2 kitchen splashback")
add("pt-s03", "preciso de um eletricista para passar a garagem para trifásico por causa de uma máquina de soldar moro em kayl",
    "electrical", "Kayl", "kayl", situation="three-phase supply in the garage for a welder")
add("pt-s04", "A fechadura da caixa do correio está partida e o carteiro já não deixa as cartas, alguém troca isso em Rumelange?",
    "locksmith", "Rumelange", "Rumelange", situation="broken letterbox lock")
add("pt-s05", "Preciso de traduzir para francês o relatório médico do meu pai que vem de Portugal, 5 páginas, não precisa de ser ajuramentada.",
    "translation", None, None, situation="plain translation of a father's medical report PT to FR")
add("pt-s06", "Mudança de Soleuvre para Villerupt no dia 15 de março, T2 com muitas caixas mas poucos móveis, quanto fica?",
    "moving", "Sanem", "Soleuvre", distractors=["Villerupt"], situation="move from Soleuvre out to Villerupt (FR)")
add("pt-s07", "Procuro uma empresa de limpeza para as escadas comuns de um prédio de 8 apartamentos em Mondercange, uma vez por semana.",
    "cleaning", "Mondercange", "Mondercange", situation="weekly cleaning of a block's common stairs")
add("pt-s08", "Queremos um fotógrafo para o batizado do nosso filho no dia 12 de abril em Diekirch, igreja e depois almoço no restaurante.",
    "photography", "Diekirch", "Diekirch", situation="photos of a baby's christening")
add("pt-s09", "Alguém que faça a déclaration d'impôts de um casal com dois filhos, eu trabalho em França e a minha mulher no Luxemburgo?",
    "accounting", None, None, distractors=["Luxemburgo"], situation="tax return for a couple working in France and Luxembourg")
add("pt-s10", "Procuro uma senhora para ficar com a minha mãe de 84 anos durante o dia enquanto estou a trabalhar, de segunda a sexta.",
    None, None, None, situation="day care for an elderly mother (none of the trades)")
add("pt-t01", "À noite quando acendo a luz da cozinha vejo uns bichos castanhos a fugir para trás do frigorífico e do fogão. Já comprei spray no Cactus mas continuam a aparecer, agora também na casa de banho. Tenho dois filhos pequenos e estou com nojo. Moramos em Schieren, num rés-do-chão.",
    "pest-control", "Schieren", "Schieren", kind="a", nu="U", situation="cockroaches behind the fridge and in the bathroom")
add("pt-t02", "A sanita está sempre a correr água, ouve-se o barulho o dia todo e a noite toda. Quando abro a tampa do autoclismo vejo que a água passa por cima do tubo. A conta da água da commune veio o dobro. Estou em Niederfeulen, alguém pode vir ver isso?",
    "plumbing", "Feulen", "Niederfeulen", kind="a", nu="U", situation="toilet cistern constantly overflowing into the bowl")
add("pt-t03", "Duas das quatro zonas da nossa placa de indução deixaram de aquecer. As luzes acendem normalmente, mas a panela fica fria. A placa tem 5 anos, é da Bosch. Estamos em Mertzig e jantamos fora há uma semana.",
    "appliance-repair", "Mertzig", "Mertzig", kind="a", nu="U", situation="two induction hob zones no longer heat")
add("pt-t04", "Na tempestade de outubro voaram várias telhas do telhado da casa que alugamos em Crauthem. O propriétaire disse para pormos uma lona por cima com pedras e que era suficiente. Já passaram três meses, a lona rasgou e agora entra água no sótão. Preciso de um couvreur com urgência, o propriétaire depois paga.",
    "roofing", "Roeser", "Crauthem", kind="b", nu="N", situation="storm-lost roof tiles covered with a tarp for months on landlord's advice")
add("pt-t05", "O meu vizinho disse que para um muro de jardim de um metro não era preciso fundação, só blocos em cima da terra. Fizemos assim no verão e agora o muro está torto e tem uma racha do chão até cima. Moramos em Ehlange. Quero que alguém deite abaixo e faça como deve ser.",
    "masonry", "Reckange-sur-Mess", "Ehlange", kind="b", nu="U", situation="garden wall built without a foundation is leaning and cracked")
add("pt-t06", "Comprámos uma casa em Ingeldorf com uma caldeira a gasóleo de 1998. O antigo dono disse que bastava pôr um aditivo no depósito e que a caldeira ainda dava mais dez anos. Desde novembro sai fumo preto pela chaminé e a caldeira desliga-se duas ou três vezes por dia. As crianças estão a passar frio.",
    "heating", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="old oil boiler smokes and cuts out; seller said an additive would do")
add("pt-t07", "Na loja disseram-me para pôr sal grosso nas ervas entre as pedras do caminho do jardim. As ervas morreram, mas a relva ao lado e as roseiras também. Agora tenho uma faixa castanha dos dois lados do caminho. Procuro um jardineiro em Gilsdorf que arranje isto e me diga o que fazer com as ervas.",
    "gardening", "Bettendorf", "Gilsdorf", kind="b", nu="N", situation="rock salt on path weeds killed the lawn and roses beside it")
add("pt-t08", "Somos uma empresa de limpezas com doze funcionárias. Um cliente grande rescindiu o contrato sem pré-aviso e não quer pagar os três meses previstos no contrato. Precisamos de um advogado que fale português ou francês. Quanto custa uma primeira consulta?",
    "legal", None, None, kind="c", nu="N", situation="cleaning company: big client cancelled without the contractual notice")
add("pt-t09", "Temos uma pastelaria na Gare, perto da estação. Depois de um corte de luz no sábado, a caixa registadora e o terminal de cartões deixaram de comunicar com o computador do escritório. O vendedor da caixa só vem daqui a duas semanas. Alguém consegue pôr a rede a funcionar antes disso?",
    "it-support", "Luxembourg", "Gare", kind="c", nu="U", situation="pastry shop's till and card terminal lost the office PC after a power cut")
add("pt-t10", "Temos uma pequena empresa de transportes com três carrinhas. Queremos que os clientes possam pedir orçamento online e seguir as entregas no telemóvel. Procuramos um programador ou web designer que faça isso sem ficarmos presos a uma mensalidade enorme.",
    "web-development", None, None, kind="c", nu="N", situation="transport firm wants online quotes and delivery tracking")
add("pt-t11", "Temos uma padaria em Vichten e o balcão de madeira da loja já está todo estragado, com as portas de baixo a cair e o tampo inchado perto da máquina de café. Queremos um balcão novo feito à medida, no mesmo estilo, com gavetas. Só podemos fechar a loja numa segunda-feira.",
    "carpentry", "Vichten", "Vichten", kind="c", nu="U", situation="bakery's worn wooden shop counter to be rebuilt to measure")
add("pt-t12", "Estamos a pensar pôr painéis fotovoltaicos na nossa casa em Pratz. Vale a pena com o que o Estado devolve agora, ou é melhor esperar mais um ano? O telhado é virado a sul e temos uma bomba de calor. Quantos anos demora a pagar-se?",
    "solar", "Préizerdaul", "Pratz", kind="d", nu="U", situation="is PV worth it now with the subsidies; payback time")
add("pt-t13", "Comprámos uma casa antiga em Audun-le-Tiche, do outro lado da fronteira, para morar. Precisa de tudo: canalização, eletricidade, isolamento, casa de banho e cozinha. Vale mais a pena fazer tudo de uma vez antes de mudarmos, ou ir fazendo por fases? Temos 90 mil euros.",
    "renovation", "abroad", "Audun-le-Tiche", kind="d", nu="U", situation="old house across the French border: renovate all at once or in phases")
add("pt-t14", "A nossa sala em Grosbous tem 40 m² e não sabemos o que fazer com ela, os móveis parecem perdidos. Vale a pena pagar a uma designer de interiores para escolher cores, móveis e a disposição? Ou as lojas de móveis fazem isso de graça?",
    "interior-design", "Groussbus-Wal", "Grosbous", kind="d", nu="N", situation="is it worth paying an interior designer for a 40 m2 living room")
add("pt-t15", "A fachada da nossa casa em Warken está cinzenta e com manchas verdes do lado norte. Quanto custa mais ou menos pintar uma fachada de 120 m²? E é melhor tinta de silicato ou acrílica? O reboco está bom, sem rachas.",
    "painting", "Ettelbruck", "Warken", kind="d", nu="U", situation="cost of repainting a 120 m2 facade and which paint type")

# ---------------- Italian ----------------
add("it-s01", "Cerco un idraulico per sostituire lo scaldabagno elettrico da 80 litri in un appartamento a Dudelange, perde acqua dalla valvola di sicurezza.",
    "plumbing", "Dudelange", "Dudelange", situation="replace a leaking 80-litre electric water heater")
add("it-s02", "Qualcuno che ci sistemi il giardino nuovo a Lenningen, prato a rotolo, un'aiuola e tre alberi da frutto?",
    "gardening", "Lenningen", "Lenningen", situation="lay turf, a flower bed and three fruit trees in a new garden")
add("it-s03", "Mi servirebbe un elettricista per installare quattro lampade esterne con sensore di movimento intorno alla casa a Bous.",
    "electrical", "Bous-Waldbredimus", "Bous", situation="four outdoor lights with motion sensors")
add("it-s04", "grondaie piene di foglie e un pezzo staccato sopra il garage qualcuno può venire a stadtbredimus a pulirle e fissarle",
    "roofing", "Stadtbredimus", "stadtbredimus", situation="clear blocked gutters and refix a loose section")
add("it-s05", "Vorrei rifare il sito della mia piccola agenzia di viaggi con un modulo per prenotare i tour, qualcuno disponibile?",
    "web-development", None, None, situation="travel agency website with a tour booking form")
add("it-s06", "Devo traslocare un bilocale da Esch-sur-Alzette a Roma a fine maggio, fate anche traslochi internazionali?",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Roma"], situation="international move from Esch to Rome")
add("it-s07", "Cercasi impresa per una pulizia a fondo della casa di mia nonna a Mamer, già svuotata dai mobili, prima di metterla in vendita.",
    "cleaning", "Mamer", "Mamer", situation="deep clean of an emptied house before selling it")
add("it-s08", "Cerchiamo un fotografo per le foto di squadra e delle partite al torneo di calcio giovanile del 7 giugno a Strassen.",
    "photography", "Strassen", "Strassen", situation="team and match photos at a youth football tournament")
add("it-s09", "Mi serve un commercialista per la dichiarazione dei redditi di mia madre, vedova, che riceve una pensione italiana e una lussemburghese.",
    "accounting", None, None, situation="tax return for a widow with Italian and Luxembourg pensions")
add("it-s10", "Qualcuno sa consigliarmi un accordatore per un pianoforte verticale che non viene accordato da dieci anni?",
    None, None, None, situation="piano tuning (none of the trades)")
add("it-t01", "Da qualche giorno la caldaia fa dei colpi forti, come un martello, ogni volta che parte. L'acqua calda esce a singhiozzo e i termosifoni in soggiorno scaldano meno di prima. Non vedo perdite da nessuna parte. Abitiamo a Esch-sur-Sûre, non a Esch-sur-Alzette, mi raccomando.",
    "heating", "Esch-sur-Sûre", "Esch-sur-Sûre", distractors=["Esch-sur-Alzette"], kind="a", nu="U", situation="boiler bangs like a hammer when firing, weaker heat")
add("it-t02", "La porta blindata di casa non si chiude più a chiave. La chiave gira fino in fondo, ma i chiavistelli non escono e la porta resta solo accostata. Stanotte abbiamo messo una sedia contro la maniglia. Siamo a Itzig, chi può venire oggi?",
    "locksmith", "Hesperange", "Itzig", kind="a", nu="U", situation="security door: key turns but the bolts no longer come out")
add("it-t03", "Ogni giorno trovo decine di formiche nere con le ali che escono da una fessura del battiscopa in salotto. Vicino alla fessura c'è una polverina chiara come segatura. Le ho aspirate tre volte, ma il giorno dopo ricominciano. Casa a Winseler, costruita negli anni '80.",
    "pest-control", "Winseler", "Winseler", kind="a", nu="U", situation="winged ants swarming from a skirting board with sawdust")
add("it-t04", "Mio cognato ci ha posato le piastrelle del corridoio senza lasciare le fughe, diceva che tanto sono rettificate. Dopo il primo inverno con il riscaldamento a pavimento, due piastrelle si sono alzate e una si è crepata. Adesso cerchiamo un piastrellista serio per rifare il corridoio, circa 14 m². Siamo a Bastendorf.",
    "tiling", "Tandel", "Bastendorf", kind="b", nu="N", situation="hallway tiles laid without joints lifted and cracked over floor heating")
add("it-t05", "La commessa del negozio di vernici mi ha detto di dare lo smalto all'acqua direttamente sulle persiane di legno, che erano verniciate a olio. Dopo l'estate si stacca a scaglie e sotto si vede il vecchio colore. Sono otto persiane. Casa a Dahl, su nel nord.",
    "painting", "Goesdorf", "Dahl", distractors=[], not_place=[], kind="b", nu="U", situation="water-based enamel over oil-painted wooden shutters is flaking")
add("it-t06", "Lo scarico del lavello era lento e mio padre ci ha versato l'acido muriatico, dice che lui ha sempre fatto così. Adesso il tubo di plastica sotto il lavello perde e c'è odore forte in cucina. Il lavello è ancora mezzo pieno d'acqua. Abitiamo a Weiswampach, è urgente.",
    "plumbing", "Weiswampach", "Weiswampach", kind="b", nu="U", situation="acid poured into a slow drain; plastic trap now leaking")
add("it-t07", "La lavatrice fa un rumore tremendo in centrifuga da un mese. Mio cognato ha detto che è normale e di metterci sotto un tappetino di gomma. Ora durante la centrifuga la lavatrice cammina per tutto il bagno e il cestello sbatte contro qualcosa. È una Samsung di sei anni, abitiamo a Boulaide.",
    "appliance-repair", "Boulaide", "Boulaide", kind="b", nu="U", situation="washing machine bangs and walks on spin; rubber mat advice")
add("it-t08", "Gestiamo una pizzeria con forno a legna da quindici anni. I nuovi vicini del piano di sopra si lamentano del fumo e ora ci hanno scritto che faranno causa se non chiudiamo il forno. Abbiamo tutti i permessi. Cerchiamo un avvocato che ci dica come difenderci.",
    "legal", None, None, kind="c", nu="N", situation="pizzeria threatened with a lawsuit over wood-oven smoke")
add("it-t09", "Siamo uno studio di architetti a Clervaux, quattro persone. Da ieri il NAS con tutti i progetti non si vede più dalla rete e non sappiamo se il backup di venerdì è andato a buon fine. Ci serve un tecnico informatico che venga in studio il prima possibile.",
    "it-support", "Clervaux", "Clervaux", kind="c", nu="N", situation="architects' NAS with all projects vanished from the network")
add("it-t10", "Siamo un'agenzia immobiliare e scriviamo gli annunci solo in italiano e francese. Sempre più clienti chiedono le descrizioni in tedesco e in inglese. Ci serve un traduttore per una decina di annunci a settimana, con consegna entro 48 ore.",
    "translation", None, None, kind="c", nu="N", situation="estate agency needs weekly listing translations into German and English")
add("it-t11", "Siamo un piccolo club di vela sul lago, a Liefrange. Il pontile di legno dove attracchiamo le barche ha diverse tavole marce e una parte della ringhiera si muove. Prima dell'apertura della stagione a maggio vorremmo sostituire le tavole e sistemare la ringhiera. Qualcuno fa questi lavori?",
    "carpentry", "Lac de la Haute-Sûre", "Liefrange", kind="c", nu="U", situation="sailing club's wooden jetty with rotten boards and loose railing")
add("it-t12", "Vogliamo mettere i pannelli fotovoltaici sulla casa a Noertzange, ma il camino fa ombra su una parte del tetto fino a mezzogiorno. Conviene usare dei microinverter o ottimizzatori, oppure basta un inverter centrale? Quanto cambia il prezzo?",
    "solar", "Bettembourg", "Noertzange", kind="d", nu="U", situation="microinverters or string inverter for a partly shaded roof")
add("it-t13", "Abbiamo comprato un appartamento a Cents con una cucina piccolissima e un soggiorno grande. Conviene spostare la cucina nel soggiorno e trasformare la vecchia cucina in un secondo bagno? Quanto può costare più o meno, con impianti, pavimento e tutto il resto?",
    "renovation", "Luxembourg", "Cents", kind="d", nu="U", situation="move the kitchen into the living room and turn the old one into a bathroom")
add("it-t14", "Stiamo finendo di costruire una casa a Niederkorn, circa 120 m². Come si fa pagare di solito un interior designer, a ore o a metro quadro? E vale la pena per scegliere solo colori, luci e disposizione dei mobili?",
    "interior-design", "Differdange", "Niederkorn", kind="d", nu="N", situation="how interior designers charge and whether it is worth it")
add("it-t15", "Abitiamo a Longwy, a dieci minuti dal confine. Vorremmo aprire un passaggio largo nel muro tra cucina e sala da pranzo, ma pare che sia un muro portante. Serve per forza un ingegnere? E quanto costa di solito aprire un muro così con la trave?",
    "masonry", "abroad", "Longwy", kind="d", nu="U", situation="opening in a load-bearing wall in Longwy (FR): engineer needed, cost")

# ---------------- Spanish ----------------
add("es-s01", "Necesito una mudanza de un piso de 2 habitaciones de Limpertsberg a Bereldange el sábado 7, con desmontaje y montaje de dos armarios.",
    "moving", "Luxembourg", "Limpertsberg", distractors=["Bereldange"], situation="two-bed flat move Limpertsberg to Bereldange with wardrobes")
add("es-s02", "Busco pintor para dar dos manos de pintura a un piso de 70 m² en Diekirch antes de entrar a vivir a finales de mes.",
    "painting", "Diekirch", "Diekirch", situation="two coats of paint in a 70 m2 flat before moving in")
add("es-s03", "se me ha ido la luz solo en la cocina y el diferencial no sube, estoy en mersch y tengo la nevera llena",
    "electrical", "Mersch", "mersch", situation="kitchen circuit dead, RCD will not reset")
add("es-s04", "¿Alguien puede instalar una cerradura de seguridad nueva en la puerta de entrada de mi piso en Hollerich?",
    "locksmith", "Luxembourg", "Hollerich", situation="fit a new high-security lock on a flat's front door")
add("es-s05", "Necesito un abogado laboralista que hable español porque me han despedido en el periodo de prueba estando de baja médica.",
    "legal", None, None, situation="dismissed during probation while on sick leave")
add("es-s06", "Presupuesto para alicatar un baño de 5 m² hasta el techo en Ettelbruck, el azulejo ya lo he comprado yo.",
    "tiling", "Ettelbruck", "Ettelbruck", situation="wall-tile a small bathroom to the ceiling, tiles supplied")
add("es-s07", "Busco jardinero para cuidar un jardín de 500 m² en Junglinster cada dos semanas, de abril a octubre.",
    "gardening", "Junglinster", "Junglinster", situation="fortnightly care of a 500 m2 garden through the season")
add("es-s08", "El portátil del trabajo no imprime en la impresora de la oficina de Bertrange desde que cambiamos el router, ¿alguien de soporte informático puede pasarse?",
    "it-support", "Bertrange", "Bertrange", situation="office laptop cannot print after a router change")
add("es-s09", "Busco intérprete de español y francés para acompañar a mis padres a la firma de la hipoteca con el notario la semana que viene.",
    "translation", None, None, situation="interpreter for parents at a mortgage signing with the notary")
add("es-s10", "¿Hay alguna peluquera que venga a casa a cortarle el pelo a mi abuela, que ya no puede salir?",
    None, None, None, situation="home hairdresser for a housebound grandmother (none of the trades)")
add("es-t01", "Desde que volvimos de vacaciones los niños tienen las piernas llenas de picaduras. En la alfombra del salón se ven unos bichitos marrones muy pequeños que saltan. El gato se rasca todo el día, aunque ya le pusimos pipeta. Vivimos en Sandweiler, ¿qué hacemos con la casa?",
    "pest-control", "Sandweiler", "Sandweiler", kind="a", nu="U", situation="fleas in the carpet after the holidays, children bitten")
add("es-t02", "Cada vez que alguien cierra el grifo del agua caliente en el baño se oye un golpe fuerte en las tuberías de toda la casa. A veces la tubería del pasillo hasta vibra un rato. Antes no pasaba, empezó cuando cambiaron el contador. Estamos en Echternach, casa de dos plantas.",
    "plumbing", "Echternach", "Echternach", kind="a", nu="U", situation="loud water hammer in the pipes since the meter was changed")
add("es-t03", "Cuando llueve con viento gotea agua por el marco de la ventana del tejado del dormitorio de mi hija. Hemos puesto una toalla en el alféizar y cada mañana está empapada. La ventana tiene unos 15 años y desde fuera se ve una chapa doblada. Vivimos en Wiltz.",
    "roofing", "Wiltz", "Wiltz", kind="a", nu="U", situation="roof window leaks in wind-driven rain, bent flashing outside")
add("es-t04", "En la tienda nos dijeron que podíamos quemar cualquier pellet barato en la caldera, que daba igual. Desde entonces la caldera se atasca cada pocos días, hace humo y hay mucha ceniza dura en el quemador. Ya hemos vuelto a comprar pellets buenos, pero sigue igual. Buscamos un técnico de calefacción en Grevenmacher que la limpie y la revise.",
    "heating", "Grevenmacher", "Grevenmacher", kind="b", nu="N", situation="pellet boiler clogging and smoking after cheap pellets; shop advice")
add("es-t05", "Mi suegro, que es de Barcelona y vive en el Born, nos dijo que para la base de la caseta del jardín bastaba con echar hormigón sobre la tierra. Ahora, un año después, la losa está agrietada y una esquina se ha hundido cinco centímetros. La caseta ya no cierra bien. Vivimos en Remich y queremos hacer una base como es debido.",
    "masonry", "Remich", "Remich", distractors=["Born"], kind="b", nu="U", situation="concrete shed base poured on bare soil has cracked and sunk")
add("es-t06", "En la tienda de cocinas nos dijeron que la encimera de roble macizo no necesitaba aceite. Dos años después está negra alrededor del fregadero y la madera se ha levantado en la junta. Queremos saber si se puede lijar y reparar o si hay que cambiar ese tramo. Vivimos en Mullendorf.",
    "carpentry", "Steinsel", "Mullendorf", kind="b", nu="U", situation="untreated solid oak worktop blackened and lifting at the sink")
add("es-t07", "El congelador vertical tenía mucho hielo dentro y mi madre me dijo que lo quitara con un cuchillo y el secador de pelo. Al rascar oí un silbido y ahora el congelador funciona pero ya no enfría nada. Tengo toda la comida en casa de una vecina. Busco un técnico de electrodomésticos en Oberkorn lo antes posible.",
    "appliance-repair", "Differdange", "Oberkorn", kind="b", nu="N", situation="freezer punctured while chipping ice on mother's advice, no longer cools")
add("es-t08", "Tenemos un restaurante de tapas con seis empleados. Nuestro gestor de siempre se jubila en marzo. Buscamos una fiduciaria o un contable que lleve la contabilidad, las declaraciones de IVA y las nóminas. ¿Alguien que hable español?",
    "accounting", None, None, kind="c", nu="N", situation="tapas restaurant needs a new accountant for books, VAT returns and payroll")
add("es-t09", "Somos una pequeña tienda de productos españoles: jamón, aceite, vino. Muchos clientes nos piden comprar desde casa y recibirlo en todo el país. Queremos que alguien nos monte una tienda online sencilla con pago con tarjeta y gestión de envíos. ¿Cuánto suele costar algo así?",
    "web-development", None, None, kind="c", nu="U", situation="Spanish food shop wants a simple online shop with card payments and shipping")
add("es-t10", "Somos una pequeña inmobiliaria y tenemos tres casas a la venta en Mondorf-les-Bains. Necesitamos fotos buenas de interior y exterior, y si es posible un vídeo corto con dron. Las casas están vacías, así que cualquier día entre semana nos vale.",
    "photography", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="c", nu="U", situation="estate agency needs interior/exterior photos and drone video of three houses")
add("es-t11", "Tenemos una guardería en Howald con 30 niños. Después de las obras de ampliación hay polvo de yeso en todas partes, también dentro de los armarios y en los juguetes. Necesitamos que quede todo limpio y desinfectado antes del lunes. ¿Trabajáis en fin de semana?",
    "cleaning", "Hesperange", "Howald", kind="c", nu="U", situation="nursery full of plaster dust after building works, clean before Monday")
add("es-t12", "Nos mudamos de Valencia a Esch-sur-Alzette en junio, un piso de tres habitaciones. ¿Compensa más contratar una empresa de mudanzas de allí o una de aquí? ¿Y un camión compartido sale mucho más barato? No tenemos prisa con la fecha exacta.",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Valencia"], kind="d", nu="N", situation="move from Valencia into Esch: Spanish or local movers, shared truck")
add("es-t13", "Vivimos en una casa adosada, L-1645, con una terraza grande orientada al sur. ¿Qué sale mejor, poner paneles en el tejado o una pérgola solar sobre la terraza? El tejado es pequeño y tiene una buhardilla en medio. Nos gustaría saber precios aproximados de las dos opciones.",
    "solar", "Luxembourg", "L-1645", kind="d", nu="U", situation="PV on the roof or a solar pergola over the terrace")
add("es-t14", "Tenemos una casa de 1965 en Walferdange y queremos ir mejorándola poco a poco. ¿Qué conviene hacer primero: el aislamiento de fachada, las ventanas o cambiar la caldera? Queremos pedir las ayudas del Klimabonus y no sabemos si el orden importa.",
    "renovation", "Walferdange", "Walferdange", kind="d", nu="U", situation="energy renovation order: facade insulation, windows or boiler first")
add("es-t15", "Acabamos de comprar una casa en Martelange, en el lado belga, no en Haut-Martelange. La planta baja es un laberinto de habitaciones pequeñas y oscuras. ¿Un interiorista puede hacer el proyecto a distancia, por videollamada y con fotos? ¿Cuánto cobra más o menos?",
    "interior-design", "abroad", "Martelange", distractors=["Haut-Martelange"], kind="d", nu="N", situation="remote interior-design project for a house in Martelange (BE)")
