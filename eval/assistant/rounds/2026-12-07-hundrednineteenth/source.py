MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien de wc spullt zanter gëschter nonstop no an d'Waasser leeft an d'Schossel, kann haut nach een op mersch kommen",
    "plumbing", "Mersch", "mersch", situation="Toilet cistern keeps running into the bowl, same-day help in Mersch.")
add("lb-s02", "Mir hunn en Enyaq bestallt a bräichten eng Wallbox 11 kW an der Garage zu L-9990 Weiswampach, de Stroumkaschten ass nach vun 1985 😬",
    "electrical", "Weiswampach", "Weiswampach", situation="Install an 11 kW wallbox in a garage with a 1985 fuse box, Weiswampach.")
add("lb-s03", "Sinn haut de Mëtteg ausgespaart ginn, den Schlëssel steet bannen an der Dier an d'Kand schléift nach dobannen zu Clerf, wien ass séier do???",
    "locksmith", "Clervaux", "Clerf", situation="Locked out with the key inside and a child asleep indoors, Clervaux.")
add("lb-s04", "Ech bräicht e Bauvertrag vu 14 Säiten aus dem Portugiseschen an d'Däitscht iwwersat, et muss net beglaabegt sinn, just propper.",
    "translation", None, None, situation="Translate a 14-page building contract from Portuguese to German, no certification.")
add("lb-s05", "Fir de 75ste Gebuertsdag vun der Bomi wëlle mir eng Famillje-Foto vun 22 Leit virun der Buerg zu Veianen, den 18/07 géint 17 Auer, wien mécht dat?",
    "photography", "Vianden", "Veianen", situation="Family group photo of 22 people at a grandmother's 75th birthday, Vianden.")
add("lb-s06", "Bei mengem Vëlo spréngt d'Schaltung ëmmer vum drëtte Gank, gëtt et een deen dat flécke kann ouni dass ech et 3 Wochen ofginn muss?",
    None, None, None, situation="Bicycle gears keep slipping; wants a quick bike repair (no trade of the list).")
add("lb-s07", "Gesicht e Peintre fir eis Trapenhaus an der Résidence zu Dikrech, 4 Stäck, d'Maueren sinn gro an zerkraazt vum Plënneren.",
    "painting", "Diekirch", "Dikrech", situation="Repaint the scuffed stairwell of a four-storey residence in Diekirch.")
add("lb-s08", "De Gazon zu Fouhren ass just nach Moos a gielen Dreck, dee misst vertikutéiert an nei ugesaat ginn ier et am Mee ze dréche gëtt.",
    "gardening", "Tandel", "Fouhren", situation="Moss-ridden lawn needs scarifying and reseeding, Fouhren (Tandel).")
add("lb-s09", "eis Bosch Spullmaschinn mécht d'Geschir net méi waarm, alles bleift kal a fetteg, mir wunnen um Kierchbierg niewent der Coque",
    "appliance-repair", "Luxembourg", "Kierchbierg", situation="Bosch dishwasher no longer heats the water, Kirchberg.")
add("lb-s10", "Wéini kéint een d'Pelletsheizung zu Ëlwen fir den Entretien kucke kommen, se huet zanter zwee Joer keen Service méi gesinn?",
    "heating", "Troisvierges", "Ëlwen", situation="Annual service of a pellet boiler not serviced for two years, Troisvierges.")
add("lb-t01", "Mir hunn d'lescht Joer en Unbau gemaach, mat de Réier am Estrich wéi am Rescht vum Haus. An der neier Kichen bleift de Buedem eiskal, de Rescht vum Haus ass agreabel. Um Verdeeler am Keller weist dat klengt Röhrchen fir dee Krees ëmmer 0. Haus ass zu Wooltz, Wochenenn wieren mir do.",
    "heating", "Wiltz", "Wooltz", kind="a", nu="U", situation="One underfloor heating circuit (new kitchen) stays cold, flow meter at 0, Wiltz.")
add("lb-t02", "An der Späicherkummer leien zanter enger Woch kleng schwaarz Kruuten. De Sak mat Räis war ugeknabbert an d'Kaz ass all Nuecht virun der Dier um lauschteren. Mir sinn zu Michelau, kéint een dat ukucken?",
    "pest-control", "Bourscheid", "Michelau", kind="a", nu="U", situation="Droppings and a gnawed rice bag in the pantry, mice suspected, Michelau.")
add("lb-t03", "Nom Stuerm vu gëschter leien bei mengen Elteren e puer Zillen am Gaart. Um Späicher ass elo e groussen naassen Flecken um Plafong a wann et reent dréchelt et. D'Haus steet zu Bitbuerg, just iwwer der Grenz, ech selwer wunnen zu Housen. Wien kann do kuerzfristeg eriwwer fueren?",
    "roofing", "abroad", "Bitbuerg", distractors=("Housen",), kind="a", nu="U", situation="Tiles blown off and a wet attic ceiling at parents' house in Bitburg (Germany).")
add("lb-t04", "Eis Stäipmauer am Gaart hat e Rass, an den Noper sot mir, ech soll einfach Silikon dran dréchen, dat hält. Elo, zwee Wanteren duerno, ass d'Mauer um Enn ausgebeult an e puer Steng si lass. Ech mengen ech brauch elo e richtege Maurer. Adress ass Hosingen, bei der Schoul.",
    "masonry", "Parc Hosingen", "Hosingen", kind="b", nu="N", situation="Neighbour's silicone fix on a cracked garden retaining wall failed, wall now bulging, Hosingen.")
add("lb-t05", "Am Baumaart hu se eis gesot, mir kéinten déi nei Plättercher einfach mat normalem Kleber iwwer déi al an der Dusch leeën. Hu mir gemaach, elo kléngen der hallef huel an zwou si schonn erofgefall. D'Dusch kënne mir sou net méi benotzen. Wien kann dat ofrappen an dat elo richteg maachen? Ettelbréck, Rue Prince Henri.",
    "tiling", "Ettelbruck", "Ettelbréck", kind="b", nu="U", situation="DIY-store advice to tile over old shower tiles with ordinary adhesive; tiles hollow and falling, Ettelbruck.")
add("lb-t06", "Mäi Schwoer sot, eng mëndlech Ofmaachung mam Bauunternehmer zielt net, also hunn ech déi lescht Rechnung net bezuelt. Elo krut ech e Bréif vun hirem Affekot mat Fraisen dobäi. Ech hätt gären och en Affekot deen mir seet wou ech stinn. Per Mail wier mir am léifsten.",
    "legal", None, None, kind="b", nu="N", situation="Stopped paying a builder on a relative's advice that verbal deals don't count; now has a lawyer's letter.")
add("lb-t07", "Um Salon hat de Vendeur eis erzielt, Panneauen op der Nordsäit vum Daach géingen quasi dat selwecht bréngen. Elo liwwert d'Anlag vun 8 kWc am Wanter 2 kWh den Dag an den Onduleur blénkt all Mueren orange. Mir sinn zu Stolzebuerg. Kann een dat emol nomoossen an eis soen wat ze retten ass?",
    "solar", "Putscheid", "Stolzebuerg", kind="b", nu="U", situation="North-facing PV sold as equivalent underperforms and inverter blinks orange, Stolzembourg.")
add("lb-t08", "Mir sinn de Comité vum Fussballclub zu Hamiville. Am Clubhaus hu mir een ale Laptop, en Drécker deen net mat him schwätzt an de Wifi fält all Kéier aus wann d'Buvette voll ass. Mir bräichten een deen eis dat an d'Rei bréngt, wann et geet virun der Saison.",
    "it-support", "Wincrange", "Hamiville", kind="c", nu="U", situation="Football club needs its laptop, printer and clubhouse Wi-Fi sorted, Hamiville (Wincrange).")
add("lb-t09", "Ech hunn eng Bäckerei zu Esch-Uelzecht mat engem klenge Café dobäi. Mir packen et selwer net méi, owes nach de Buedem an déi grouss Fënsteren ze maachen. Ideal wier een deen 3 Mol d'Woch moies virum 6 Auer kënnt. Wat kascht esou eppes am Mount?",
    "cleaning", "Esch-sur-Alzette", "Esch-Uelzecht", kind="c", nu="U", situation="Bakery with café wants floors and shop windows done three early mornings a week, Esch.")
add("lb-t10", "Ech hunn eng kleng Menuiserie mat dräi Salariéen. Bis elo huet meng Fra d'Pai an d'TVA-Déclaratioun gemaach, mee si fänkt am September eng nei Aarbecht un. Ech sichen e Comptabel deen dat iwwerhëlt, och d'Bilan um Enn vum Joer.",
    "accounting", None, None, kind="c", nu="N", situation="Small joinery with three employees needs payroll, VAT returns and year-end accounts taken over.")
add("lb-t11", "Mir hunn e Reitstall mat 14 Päerd a ginn Reitstonnen fir Kanner. Bis elo leeft alles iwwer WhatsApp an dat ass de Chaos. Mir hätten gären eppes wou d'Elteren selwer online eng Stonn kënne reservéieren an och bezuelen. Kann een esou eppes fir eis opsetzen?",
    "web-development", None, None, kind="c", nu="U", situation="Riding stable wants an online booking and payment page for lessons.")
add("lb-t12", "Mir plënneren am Oktober vun Dahl op Lissabon, 3 Zëmmer an e Keller voller Gedäisch. Maachen d'Plënnerfirmen hei och esou wäit Strecken oder muss ech dat iwwer eng portugisesch Firma maachen? An ongeféier wat kascht dat?",
    "moving", "Goesdorf", "Dahl", kind="d", nu="N", situation="Asks whether local movers do a three-room move from Dahl (Goesdorf) to Lisbon, and rough cost.")
add("lb-t13", "Mir hunn en alen Bauerenhaff zu Wilwerwiltz kaaft, Kichen, Buedzëmmer, Buedem a Stroum vum Rez-de-chaussée musse komplett nei. Wat mécht een do als éischt? A mat wéi vill Euro de m² soll ee rechnen, grof? Mir wëllen nach dëst Joer eran.",
    "renovation", "Kiischpelt", "Wilwerwiltz", not_place=("éischt",), kind="d", nu="U", situation="Asks order of works and rough cost per m² to redo a farmhouse ground floor, Wilwerwiltz.")
add("lb-t14", "Mäin Appartement zu Bouneweg huet 45 m² an ech kréien et einfach net ageriicht, et gesäit ëmmer eidel an ongemittlech aus. Lount et sech, en Interior Designer ze huelen just fir e Plang mat Miwwelen a Luuchten? Wat kascht dat ongeféier?",
    "interior-design", "Luxembourg", "Bouneweg", kind="d", nu="N", situation="Is it worth paying for a furniture and lighting plan for a 45 m² flat in Bonnevoie?")
add("lb-t15", "Mir wëllen eng Holzterrass vu 25 m² hannert dem Haus zu Stroossen. Wat ass besser, Eech oder Lärch, wann d'Terrass vill Sonn kritt? A wéi laang dauert et bis esou eng Terrass steet? Mir hätte se gär fir eng Grillparty Enn Juni.",
    "carpentry", "Strassen", "Stroossen", not_place=("Eech",), kind="d", nu="U", situation="Oak or larch for a sunny 25 m² wooden deck, and how long to build, Strassen.")

# ---------------- French ----------------
add("fr-s01", "Bonjour, les joints du carrelage de la cuisine s'effritent et deviennent noirs devant l'évier, est-ce que quelqu'un peut venir les refaire à Rodange ?",
    "tiling", "Pétange", "Rodange", situation="Crumbling, blackened floor-tile grout in a kitchen, Rodange.")
add("fr-s02", "Tentative d'effraction cette nuit, la porte d'entrée ferme encore mais le cylindre est abîmé, il me faut un serrurier aujourd'hui, rue de Luxembourg à L-8050.",
    "locksmith", "Bertrange", "L-8050", not_place=("Luxembourg",), situation="Replace a damaged lock cylinder after an attempted break-in, Bertrange (postal code only).")
add("fr-s03", "Je cherche un avocat en droit du travail, mon employeur m'a licencié pendant mon congé maladie et je ne sais pas si c'est légal.",
    "legal", None, None, situation="Employment lawyer after being dismissed during sick leave.")
add("fr-s04", "Le grand chêne au fond de notre terrain à Remerschen penche vers la maison des voisins, il faudrait l'élaguer sérieusement avant l'automne.",
    "gardening", "Schengen", "Remerschen", situation="Heavy pruning of a large oak leaning toward the neighbours, Remerschen.")
add("fr-s05", "dès que le micro-ondes et la bouilloire tournent ensemble le disjoncteur saute et la prise derrière grésille un peu, appart au Howald",
    "electrical", "Hesperange", "Howald", situation="Breaker trips and a kitchen socket crackles, Howald.")
add("fr-s06", "Notre four Siemens iQ500 ne chauffe plus que par le haut, la sole reste froide, quelqu'un répare ça sur Strassen ?",
    "appliance-repair", "Strassen", "Strassen", situation="Siemens oven bottom element dead, Strassen.")
add("fr-s07", "Je cherche une couturière pour raccourcir trois pantalons de costume et reprendre une robe avant le 20 juin, c'est possible ?",
    None, None, None, situation="Tailoring alterations of trousers and a dress (not a listed trade).")
add("fr-s08", "Devis svp pour repeindre la façade d'une maison jumelée à Obercorn, environ 120 m², crépi qui farine quand on passe la main dessus.",
    "painting", "Differdange", "Obercorn", situation="Repaint a chalking rendered facade of a semi-detached house, Oberkorn.")
add("fr-s09", "Au secours, on a ramené des punaises de lit de vacances, piqûres partout, studio au Limpertsberg, on peut traiter quand ???",
    "pest-control", "Luxembourg", "Limpertsberg", situation="Bedbugs brought back from holiday, studio in Limpertsberg.")
add("fr-s10", "Quand il pleut fort l'eau de la canalisation remonte par le siphon de sol de la cave à Capellen, faut faire passer une caméra ou déboucher je sais pas.",
    "plumbing", "Mamer", "Capellen", situation="Sewer backs up through the cellar floor drain in heavy rain, Capellen (Mamer).")
add("fr-t01", "Dès qu'il pleut fort, l'eau passe par-dessus la gouttière côté rue et coule le long de la façade. Il y a maintenant une longue trace noire et même un peu de mousse sous l'avant-toit. La maison est à Bascharage, construite en 1978. Pouvez-vous m'envoyer quelqu'un ?",
    "roofing", "Käerjeng", "Bascharage", kind="a", nu="U", situation="Street-side gutter overflows in heavy rain, streak and moss on the facade, Bascharage.")
add("fr-t02", "Dans le mur du garage il y a une fissure en escalier qui part du coin de la porte. Il y a un an on y glissait à peine une feuille, aujourd'hui une pièce de 2 cents passe. Le garage est accolé à la maison, à Soleuvre. Je commence à m'inquiéter.",
    "masonry", "Sanem", "Soleuvre", not_place=("cents",), kind="a", nu="U", situation="Widening stepped crack in a garage wall attached to the house, Soleuvre.")
add("fr-t03", "La chaudière au gaz s'allume et s'éteint toutes les deux minutes depuis une semaine. En plus la pression tombe à 0,5 bar et je dois remettre de l'eau tous les dimanches. Les radiateurs restent tièdes. Nous sommes à Aspelt, deux enfants en bas âge à la maison.",
    "heating", "Frisange", "Aspelt", kind="a", nu="U", situation="Gas boiler short-cycles and loses pressure weekly, Aspelt.")
add("fr-t04", "Mon beau-père m'a dit qu'on pouvait repeindre directement le plafond de la salle de bains, sans rien gratter ni sous-couche. Trois mois plus tard la peinture se décolle en grandes plaques et tombe dans la baignoire. Je voudrais cette fois un vrai peintre qui fasse ça correctement. C'est une petite maison à Filsdorf.",
    "painting", "Dalheim", "Filsdorf", kind="b", nu="N", situation="Ceiling repainted without preparation on a relative's advice now peels off, Filsdorf.")
add("fr-t05", "Un collègue m'a dit qu'avec une camionnette de location et quatre copains on viderait l'appartement en une matinée. Résultat : trois copains se sont désistés et je suis au 3e sans ascenseur à Esch/Alzette avec un canapé d'angle et une armoire normande. La destination est Thionville, le 28 septembre. Il me faudrait quelqu'un avec un camion et des bras, au moins pour le gros.",
    "moving", "Esch-sur-Alzette", "Esch/Alzette", distractors=("Thionville",), kind="b", nu="U", situation="Friends cancelled a DIY move from a third floor in Esch to Thionville; needs a crew and truck.")
add("fr-t06", "Le voisin m'a prêté sa ponceuse à bande en me disant que poncer un parquet en chêne c'était facile. J'ai fait des creux et des marques en vague dans tout le salon. Il faudrait un menuisier ou un parqueteur pour rattraper ça, si c'est encore possible. Maison à Syren.",
    "carpentry", "Weiler-la-Tour", "Syren", kind="b", nu="N", situation="Oak parquet gouged by DIY belt sanding on a neighbour's advice, needs repair, Syren.")
add("fr-t07", "Mon beau-frère m'a conseillé de nettoyer les panneaux photovoltaïques au nettoyeur haute pression. Depuis, un module a une fine fissure et l'onduleur affiche 30 % de production en moins par rapport à l'an dernier. C'est à Crauthem, toiture est-ouest, 24 panneaux. Est-ce que quelqu'un peut contrôler l'installation ?",
    "solar", "Roeser", "Crauthem", kind="b", nu="U", situation="PV panels cleaned with a pressure washer on a relative's advice; cracked module and lower yield, Crauthem.")
add("fr-t08", "Nous avons acheté un appartement avec une grande pièce de vie de 55 m² à Remich, vue sur la Moselle. Le magasin de meubles propose un plan d'aménagement gratuit si on achète tout chez eux. Vaut-il mieux payer quelqu'un d'indépendant pour l'agencement, les couleurs et l'éclairage ? Et combien ça coûte en général ?",
    "interior-design", "Remich", "Remich", kind="d", nu="U", situation="Free furniture-store layout plan or a paid independent designer for a 55 m² living room, Remich.")
add("fr-t09", "Je gère un cabinet dentaire à Dudelange avec trois fauteuils. Notre femme de ménage part à la retraite fin du mois. Nous cherchons une société de nettoyage qui passe tous les soirs après 19 h, avec désinfection des surfaces. Pourriez-vous nous faire une offre ?",
    "cleaning", "Dudelange", "Dudelange", kind="c", nu="N", situation="Dental practice needs evening cleaning with surface disinfection, Dudelange.")
add("fr-t10", "Nous sommes un petit cabinet d'avocats installé quartier Gare, six postes. Le serveur de fichiers est vieux, l'imprimante réseau disparaît une fois par semaine et personne ici n'y connaît rien. Nous voudrions quelqu'un qui reprenne tout cela et passe régulièrement.",
    "it-support", "Luxembourg", "Gare", kind="c", nu="U", situation="Small law office in the Gare quarter needs someone for its server, network printer and six PCs.")
add("fr-t11", "Je suis trésorière d'une asbl de parents d'élèves. Les comptes annuels doivent être déposés et personne au comité ne sait faire un bilan. On cherche un comptable pas trop cher qui peut s'en charger une fois par an.",
    "accounting", None, None, kind="c", nu="N", situation="Parents' association (asbl) needs its yearly accounts drawn up.")
add("fr-t12", "J'ai une auto-école avec deux moniteurs. Les élèves nous appellent sans arrêt pour réserver leurs heures de conduite. J'aimerais qu'ils puissent choisir un créneau en ligne et voir les disponibilités de chaque moniteur. Qui peut nous faire ça ?",
    "web-development", None, None, kind="c", nu="U", situation="Driving school wants online booking of lessons per instructor.")
add("fr-t13", "Nous achetons une maison et le rendez-vous chez le notaire est dans deux semaines. Mon mari ne parle ni français ni allemand, seulement le portugais. Faut-il obligatoirement un interprète à l'acte ? Et combien coûte un interprète pour une heure environ ?",
    "translation", None, None, kind="d", nu="N", situation="Is an interpreter required at the notary for a non-French-speaking buyer, and what it costs.")
add("fr-t14", "Appartement de 1974 à Mondorf-les-Bains : cuisine, salle de bains, sols et électricité à refaire. Est-ce qu'on peut rester dedans pendant les travaux ou faut-il se loger ailleurs ? Combien de semaines faut-il compter en gros ?",
    "renovation", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="d", nu="U", situation="Can owners stay in a 1974 flat during a full refit, and how long, Mondorf-les-Bains.")
add("fr-t15", "On loue un gîte à Mondorff, côté français, pas Mondorf-les-Bains. Les photos de l'annonce ont été faites au téléphone et ça ne donne rien. Ça vaut la peine de payer quelqu'un avec du vrai matériel, avec des vues par drone ? Quel budget ?",
    "photography", "abroad", "Mondorff", distractors=("Mondorf-les-Bains",), kind="d", nu="U", situation="Is a professional photo shoot with drone views worth it for a holiday let in Mondorff (France)?")

# ---------------- German ----------------
add("de-s01", "Wir möchten in unserem Reihenhaus in Echternach alle Thermostatköpfe tauschen und einen hydraulischen Abgleich machen lassen, wer bietet das an?",
    "heating", "Echternach", "Echternach", not_place=("einen",), situation="Replace thermostatic heads and balance the heating system, Echternach.")
add("de-s02", "Das Dachfenster im Kinderzimmer ist undicht, bei Schlagregen tropft es innen am Rahmen runter, Adresse L-6750, bitte schnell 🙏",
    "roofing", "Grevenmacher", "L-6750", situation="Roof window leaks in driving rain, Grevenmacher (postal code only).")
add("de-s03", "Suche Steuerberater für meine Einkommensteuererklärung als Grenzgänger, ich habe zusätzlich Mieteinnahmen aus einer Wohnung in Deutschland.",
    "accounting", None, None, situation="Tax return for a cross-border commuter with rental income in Germany.")
add("de-s04", "hallo wir brauchen ca 80 m2 rollrasen verlegt inklusive boden vorbereiten in rosport wenn möglich vor pfingsten",
    "gardening", "Rosport-Mompach", "rosport", situation="Prepare soil and lay 80 m² of turf before Whitsun, Rosport.")
add("de-s05", "Unter der Dachschräge im Schlafzimmer in Berdorf hätten wir gerne einen Einbauschrank nach Maß aus Holz, Eiche geölt, etwa 3,20 m breit.",
    "carpentry", "Berdorf", "Berdorf", not_place=("einen", "Holz"), situation="Made-to-measure oak built-in wardrobe under a sloping ceiling, Berdorf.")
add("de-s06", "Kennt jemand einen guten Klavierstimmer, unser Flügel wurde seit dem Umzug vor zwei Jahren nicht mehr gestimmt?",
    None, None, None, not_place=("einen",), situation="Looking for a piano tuner (not a listed trade).")
add("de-s07", "Wir wollen in der Küche in Consdorf einen Fliesenspiegel zwischen Arbeitsplatte und Oberschränken, ca 4 m², Metrofliesen weiß.",
    "tiling", "Consdorf", "Consdorf", not_place=("einen",), situation="Tile a 4 m² white metro-tile kitchen backsplash, Consdorf.")
add("de-s08", "Der Tresor in unserem Büro in Junglinster lässt sich seit heute früh nicht mehr öffnen, das Zahlenschloss piept nur dreimal und darin liegen die Autoschlüssel der Firmenwagen.",
    "locksmith", "Junglinster", "Junglinster", situation="Office safe with keypad won't open and holds the company car keys, Junglinster.")
add("de-s09", "Unser Liebherr Kühlschrank brummt laut und wird nicht mehr richtig kalt, nur 12 Grad innen, wir wohnen im Pafendall, wer kann vorbeikommen?",
    "appliance-repair", "Luxembourg", "Pafendall", situation="Liebherr fridge humming and only at 12 °C, Pfaffenthal.")
add("de-s10", "Ich verkaufe selbstgemachte Seifen auf Märkten und möchte jetzt einen Onlineshop mit Versand in die Großregion, ist Shopify oder WooCommerce sinnvoller?",
    "web-development", None, None, not_place=("einen",), situation="Soap maker wants an online shop and asks Shopify or WooCommerce.")
add("de-t01", "Unsere Wasseruhr im Keller dreht sich ganz langsam weiter, obwohl im Haus alle Hähne zu sind. Die Wasserrechnung war dieses Jahr fast doppelt so hoch. Außerdem ist der Rasen zwischen Straße und Haus an einer Stelle immer nass, auch wenn es nicht regnet. Wir wohnen in Wasserbillig.",
    "plumbing", "Mertert", "Wasserbillig", kind="a", nu="U", situation="Water meter turning with all taps closed and a permanently wet lawn strip, Wasserbillig.")
add("de-t02", "Jeden Morgen läuft eine Straße aus winzigen Ameisen von der Sockelleiste bis zum Mülleimer in der Küche. Wir haben alles sauber gemacht und Köder aus dem Supermarkt hingestellt, es werden eher mehr. Die Kleine krabbelt gerade überall herum. Haus in Befort, Nähe Burg.",
    "pest-control", "Beaufort", "Befort", kind="a", nu="U", situation="Daily trail of tiny ants in the kitchen despite bait, toddler at home, Beaufort.")
add("de-t03", "Wenn die Waschmaschine schleudert, flackert bei uns im ganzen Haus das Licht. Der Schalter im Flur wird dabei richtig warm und riecht manchmal komisch. Das Haus ist von 1962 und in Altrier. Ich trau mich kaum noch zu waschen.",
    "electrical", "Bech", "Altrier", kind="a", nu="U", situation="Lights flicker during the spin cycle and a hallway switch gets warm and smells, Altrier (Bech).")
add("de-t04", "Im Baumarkt hat man uns gesagt, für unser altes Bruchsteinhaus reicht normaler Zementputz. Zwei Jahre später platzt der Putz an der Wetterseite in Schollen ab und innen werden die Wände feucht. Jetzt suchen wir einen Maurerbetrieb, der sich mit Kalkputz auskennt. Das Haus steht in Christnach.",
    "masonry", "Waldbillig", "Christnach", not_place=("einen",), kind="b", nu="N", situation="Cement render on an old rubble-stone house (DIY-store advice) spalls; needs lime render, Christnach.")
add("de-t05", "Ein Bekannter meinte, wir sollen den Wechselrichter in die Garage unterm Flachdach hängen, da wäre Platz. Jetzt schaltet er sich im Sommer jeden Mittag ab, genau wenn die Sonne am stärksten ist, und das Display zeigt Übertemperatur. Kann das jemand anschauen und ihn eventuell woanders montieren? Wir sind in Niederdonven.",
    "solar", "Flaxweiler", "Niederdonven", kind="b", nu="U", situation="PV inverter placed in a hot garage on an acquaintance's advice shuts down at noon, Niederdonven.")
add("de-t06", "Wir ziehen im November von Wecker nach Trier, drei Zimmer, zweiter Stock, kein Aufzug. Ist es günstiger, nach Stunden zu bezahlen oder lieber einen Pauschalpreis zu nehmen? Und braucht man für die Fahrt über die Grenze irgendwelche Papiere?",
    "moving", "Biwer", "Wecker", distractors=("Trier",), not_place=("einen",), kind="d", nu="U", situation="Hourly rate or flat price for a three-room move from Wecker (Biwer) to Trier, and border paperwork.")
add("de-t07", "In einem Forum hieß es, wegen der Mängel an unserer Neubauwohnung können wir den Bauträger auch ohne Hilfe verklagen. Jetzt schreibt sein Anwalt, die Gewährleistungsfrist sei abgelaufen, weil wir die Mängel nicht richtig angezeigt hätten. Ich brauche dringend selbst einen Anwalt für Baurecht.",
    "legal", None, None, not_place=("einen",), kind="b", nu="N", situation="Forum advice to sue a developer without help backfired; needs a construction lawyer.")
add("de-t08", "Im Baumarkt sagte man uns, Massivholzdielen könne man einfach schwimmend auf den Estrich legen. Nach dem ersten Winter haben sich die Dielen gewölbt und es knarzt überall. Wir brauchen einen Schreiner, der den Boden richtig verlegt, Wohnzimmer 38 m², Haus in Manternach.",
    "carpentry", "Manternach", "Manternach", not_place=("einen",), kind="b", nu="N", situation="Floating solid-wood floorboards laid on DIY-store advice have cupped; re-lay, Manternach.")
add("de-t09", "Wir sind ein Weingut in Ehnen und haben jedes Wochenende Weinproben im Probierraum. Nach dem Weinfest Anfang September sieht alles entsprechend aus, Glasfront inklusive. Gibt es eine Reinigungsfirma, die das einmal gründlich und danach alle zwei Wochen macht?",
    "cleaning", "Wormeldange", "Ehnen", kind="c", nu="N", situation="Winery tasting room and glass front need a deep clean after the wine festival, then fortnightly, Ehnen.")
add("de-t10", "Wir sind ein Sanitärbetrieb mit acht Leuten in Bettemburg. Im Büro laufen noch zwei Rechner mit Windows 10, Backups macht niemand und das WLAN reicht nicht bis ins Lager. Wir bräuchten jemand, der das einmal ordentlich aufsetzt und danach betreut.",
    "it-support", "Bettembourg", "Bettemburg", kind="c", nu="U", situation="Plumbing firm's office needs PCs, backups and warehouse Wi-Fi sorted, Bettembourg.")
add("de-t11", "Unser kleines Hotel in Walferdingen hat die Zimmer und das Restaurant renoviert. Die Bilder auf Booking und auf unserer Seite sind noch von 2015. Wir suchen jemand, der an einem Vormittag Zimmer, Frühstücksraum und ein paar Gerichte schön in Szene setzt.",
    "photography", "Walferdange", "Walferdingen", kind="c", nu="U", situation="Small hotel wants new pictures of rooms, breakfast room and dishes, Walferdange.")
add("de-t12", "Wir haben eine Physiotherapie-Praxis am Senningerberg. Empfang und Wartebereich wirken kalt und sind schlecht beleuchtet, die Patienten sitzen wie im Flur. Wir hätten gerne ein Konzept mit Farben, Licht und Möbelanordnung, umsetzen lassen wir dann selbst.",
    "interior-design", "Niederanven", "Senningerberg", kind="c", nu="U", situation="Physiotherapy practice wants a colour, lighting and furniture concept for reception, Senningerberg.")
add("de-t13", "Die Schule hat uns zu einem Elterngespräch über unseren Sohn eingeladen. Meine Frau spricht nur Tigrinya und ein wenig Englisch. Muss die Schule einen Dolmetscher stellen oder müssen wir den selbst bezahlen? Was kostet so etwas ungefähr für eine Stunde?",
    "translation", None, None, not_place=("einen",), kind="d", nu="N", situation="Who pays for a Tigrinya interpreter at a school meeting, and how much.")
add("de-t14", "Wir haben eine Altbauwohnung in Zessingen gekauft, Bad, Küche und alle Böden müssen neu. In welcher Reihenfolge macht man so etwas sinnvollerweise? Lohnt es sich, die Leitungen in den Wänden gleich mitzumachen, wenn eh alles offen ist?",
    "renovation", "Luxembourg", "Zessingen", kind="d", nu="U", situation="Order of works for redoing bath, kitchen and floors of an old flat, Cessange.")
add("de-t15", "Wir haben ein Ferienhaus in Bollendorf, also auf der deutschen Seite, nicht Bollendorf-Pont. Die Wände im Wohnzimmer sollen neu gestrichen werden, die Wände sind alt und etwas feucht. Ist Kalkfarbe da besser als normale Dispersionsfarbe? Und lohnt sich Silikatfarbe für den Aufpreis?",
    "painting", "abroad", "Bollendorf", distractors=("Bollendorf-Pont",), kind="d", nu="U", situation="Lime, emulsion or silicate paint for damp living-room walls in a holiday home in Bollendorf (Germany).")

# ---------------- English ----------------
add("en-s01", "Hi, we'd like two outdoor sockets and some low garden lights along the path at our house in Keispelt, could an electrician quote for that?",
    "electrical", "Kehlen", "Keispelt", situation="Add two outdoor sockets and garden path lights, Keispelt (Kehlen).")
add("en-s02", "Looking for someone reliable to walk our two beagles at lunchtime Monday to Friday while we're both at the office.",
    None, None, None, situation="Weekday lunchtime dog walker (not a listed trade).")
add("en-s03", "Need a quote to move a 2-bed flat from Kirchberg to a house in Bertrange on 14 March, 4th floor with lift, about 30 boxes plus furniture.",
    "moving", "Luxembourg", "Kirchberg", distractors=("Bertrange",), situation="Two-bed flat move from Kirchberg to Bertrange (loading end Kirchberg).")
add("en-s04", "After a birthday party with 12 kids our cream sofa and the living room carpet in Mullendorf look like a crime scene, who does a proper deep clean?",
    "cleaning", "Steinsel", "Mullendorf", situation="Deep-clean a sofa and carpet after a children's party, Mullendorf (Steinsel).")
add("en-s05", "I need a lawyer because the dealer sold me a used car as accident-free and the garage has now found a repaired frame.",
    "legal", None, None, situation="Lawyer for a used-car dealer who hid frame damage.")
add("en-s06", "The outside tap on the north wall froze and split last winter, can someone in Moutfort fit a frost-free one and reroute the pipe before December?",
    "plumbing", "Contern", "Moutfort", situation="Replace a frost-split outside tap with a frost-free one, Moutfort (Contern).")
add("en-s07", "We just moved our office to L-3364 and need corporate headshots for 25 people on one morning, ideally with a plain grey background.",
    "photography", "Leudelange", "L-3364", situation="Corporate headshots for 25 staff in one morning, Leudelange (postal code only).")
add("en-s08", "Our Miele tumble dryer in Sandweiler runs the whole programme but the clothes come out cold and wet, is it worth repairing or should I just buy a new one?",
    "appliance-repair", "Sandweiler", "Sandweiler", situation="Tumble dryer runs but doesn't heat, repair or replace, Sandweiler.")
add("en-s09", "working from home in munsbach and the wifi drops every afternoon and my company VPN kicks me out, need someone to sort the network properly incl the garden office",
    "it-support", "Schuttrange", "munsbach", situation="Home-office Wi-Fi and VPN drop-outs, network to garden office, Munsbach.")
add("en-s10", "can someone paint my sons room dark blue one wall rest white ceiling too in bridel and send me the bill by email thanks",
    "painting", "Kopstal", "bridel", not_place=("bill",), situation="Paint a child's room, one dark blue wall, Bridel (Kopstal), voice-typed.")
add("en-t01", "Since Sunday's storm something on the roof bangs every time the wind picks up. From the garden you can see a strip of metal sticking up next to the chimney. In the attic there's now daylight coming through at that spot. We're in Roodt-sur-Syre.",
    "roofing", "Betzdorf", "Roodt-sur-Syre", kind="a", nu="U", situation="Loose flashing beside the chimney bangs in the wind and lets in daylight, Roodt-sur-Syre.")
add("en-t02", "There's cooing under the panels on our roof from 5 am every day. The terrace underneath is covered in droppings and twigs are sticking out at the edge. My wife has asthma and we can't sit outside anymore. House in Bereldange.",
    "pest-control", "Walferdange", "Bereldange", kind="a", nu="U", situation="Pigeons nesting under rooftop panels, droppings on the terrace, Bereldange.")
add("en-t03", "Every time it rains properly, the power trips in the whole house. It's always the same switch in the box in the garage, and we can reset it once the rain stops. The garden lights at the back haven't worked since last autumn either. We live in Greiveldange, right by the vineyards.",
    "electrical", "Stadtbredimus", "Greiveldange", kind="a", nu="U", situation="Whole-house trip whenever it rains, garden lights dead, Greiveldange.")
add("en-t04", "The shop that sold us a smart thermostat said it works with any boiler. We fitted it ourselves and now the boiler either runs flat out or not at all, and the house swings between 17 and 25 degrees. Is there a heating engineer who can set up the boiler and thermostat so they actually work together? We're in Canach.",
    "heating", "Lenningen", "Canach", kind="b", nu="N", situation="Smart thermostat sold as universal makes the boiler run on/off; needs setting up, Canach.")
add("en-t05", "Someone on a DIY forum told me I could lay 120x60 porcelain tiles with my normal notched trowel and no levelling clips. Now half the edges stick up and you trip over them in socks. I give up, I need a real tiler to lift and relay the hallway, about 14 m². House is in Bous.",
    "tiling", "Bous-Waldbredimus", "Bous", kind="b", nu="N", situation="Large-format hallway tiles laid with DIY forum advice have lippage; relay, Bous.")
add("en-t06", "Our neighbour swore by rock salt against the weeds in the gravel drive, so we spread a lot of it. Now the grass along the edge is dead and two of the shrubs by the door are brown. We'd like someone to redo the whole front garden with something that looks after itself. Address is Holzem.",
    "gardening", "Mamer", "Holzem", not_place=("grass",), kind="b", nu="U", situation="Rock salt on a neighbour's advice killed lawn edge and shrubs; redo the front garden, Holzem (Mamer).")
add("en-t07", "My dad built our garden wall two years ago and said it didn't need a foundation on gravel ground. It now leans about 10 cm towards the pavement and there's a gap at the bottom. I'm worried it will fall on someone walking past. Could someone take it down and rebuild it properly? We live in Itzig.",
    "masonry", "Hesperange", "Itzig", kind="b", nu="U", situation="Garden wall built without a foundation by a relative now leans over the pavement, Itzig.")
add("en-t08", "I'm on the committee of our tennis club in Oberanven. The clubhouse has a big south-facing roof and the electricity bill for the floodlights is huge. We'd like a solar installer to tell us what would fit and whether the members' vote in April is realistic. Could you put us in touch?",
    "solar", "Niederanven", "Oberanven", not_place=("bill",), kind="c", nu="N", situation="Tennis club wants a solar installer to size PV for its clubhouse roof, Oberanven.")
add("en-t09", "We run a small crèche in Belair with 18 children. We need low benches along the cloakroom wall with cubbies for shoes and hooks above, all in solid wood with rounded corners. The measurements are ready. Who can make and fit that during the August closing?",
    "carpentry", "Luxembourg", "Belair", kind="c", nu="U", situation="Crèche wants made-to-measure wooden cloakroom benches with cubbies, Belair.")
add("en-t10", "I own a Thai restaurant with seven staff. Our bookkeeper just quit with two weeks' notice and payroll is due at the end of the month. I need an accountant who can take over payroll and the quarterly VAT as soon as possible.",
    "accounting", None, None, kind="c", nu="N", situation="Restaurant owner needs payroll and quarterly VAT taken over after the bookkeeper quit.")
add("en-t11", "I'm a roofer, one-man business with two apprentices. Everything I get comes through word of mouth and people keep asking where they can see my work. I'd like a simple site with photos of finished jobs and a form where people can ask for a quote. Can anyone help with that?",
    "web-development", None, None, kind="c", nu="U", situation="One-man roofing business wants a simple portfolio site with a quote form.")
add("en-t12", "Our staff handbook is 60 pages in English and we need it in French and German too. Is it better to use one translator for both languages or two separate ones? How long would something like that take, roughly?",
    "translation", None, None, kind="d", nu="N", situation="One or two translators for a 60-page staff handbook into French and German, and time needed.")
add("en-t13", "We have an unused attic in our terraced house in Clausen. How much does it roughly cost to turn it into a bedroom with a small shower room? Do we need a permit from the city for that? And how long would we be living on a building site?",
    "renovation", "Luxembourg", "Clausen", kind="d", nu="U", situation="Cost, permit and duration of converting an attic to a bedroom with shower room, Clausen.")
add("en-t14", "We bought the flat next door and want to join both into one, in Luxembourg City near the Glacis. Is it better to go fully open-plan or keep a corridor with separate rooms for the kids? We'd like someone to draw up a layout and a furniture plan before any wall comes down.",
    "interior-design", "Luxembourg", "Luxembourg City", kind="d", nu="U", situation="Open plan or corridor when joining two flats; wants a layout and furniture plan, Luxembourg City.")
add("en-t15", "I have a small jewellery shop in Arlon, just over the border, and I live in Steinfort. After two break-ins nearby I'm wondering what to do about the front door. Which is better, a high-security mechanical cylinder or an electronic one with cards? Who could advise and fit it?",
    "locksmith", "abroad", "Arlon", distractors=("Steinfort",), kind="d", nu="U", situation="High-security mechanical or electronic cylinder for a jewellery shop in Arlon (Belgium).")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, acabámos as obras na casa em L-3850 e está tudo cheio de pó de gesso, preciso de alguém para o nettoyage après travaux antes de mudarmos no dia 1.",
    "cleaning", "Schifflange", "L-3850", situation="Post-renovation plaster-dust clean before moving in, Schifflange (postal code only).")
add("pt-s02", "O ralo do duche cheira muito mal a esgoto desde a semana passada e a água demora a escoar, moro em Tétange, alguém pode vir ver?",
    "plumbing", "Kayl", "Tétange", situation="Shower drain smells of sewage and drains slowly, Tétange (Kayl).")
add("pt-s03", "Procuro um explicador de matemática para o meu filho do 9º ano, duas vezes por semana ao fim da tarde.",
    None, None, None, situation="Maths tutor for a ninth-grader (not a listed trade).")
add("pt-s04", "Queria trocar o quadro elétrico antigo com fusíveis e meter spots LED no teto da sala, casa em Rumelange, quanto fica mais ou menos?",
    "electrical", "Rumelange", "Rumelange", situation="Replace an old fuse board and fit LED ceiling spots, Rumelange.")
add("pt-s05", "perdi a chave da caixa do correio do prédio em dudelange e o proprio diz que tenho de tratar eu, alguém abre e troca a fechadura?",
    "locksmith", "Dudelange", "dudelange", situation="Lost mailbox key; open and replace the letterbox lock, Dudelange.")
add("pt-s06", "Preciso de um advogado para tratar do divórcio, casámos em Portugal mas vivemos os dois aqui há dez anos.",
    "legal", None, None, situation="Divorce lawyer for a couple married in Portugal and living here.")
add("pt-s07", "Alguém me traduz o regulamento da copropriété do prédio, 22 páginas, de francês para português para os vizinhos mais velhos?",
    "translation", None, None, situation="Translate a 22-page co-ownership building regulation from French to Portuguese.")
add("pt-s08", "Preciso de alguém para cortar a relva e tirar as ervas daninhas do jardim de 300 m² em Bergem de 15 em 15 dias durante o verão.",
    "gardening", "Mondercange", "Bergem", situation="Fortnightly lawn mowing and weeding of a 300 m² garden in summer, Bergem (Mondercange).")
add("pt-s09", "A hotte da cozinha faz um barulho horrível e já não puxa o fumo, é uma Electrolux com 6 anos, estou em Noertzange.",
    "appliance-repair", "Bettembourg", "Noertzange", situation="Noisy Electrolux cooker hood no longer extracts, Noertzange (Bettembourg).")
add("pt-s10", "Quanto custa mais ou menos tirar a caldeira a mazout e pôr uma bomba de calor numa moradia de 1990 em Reckange-sur-Mess?",
    "heating", "Reckange-sur-Mess", "Reckange-sur-Mess", situation="Rough cost of replacing an oil boiler with a heat pump in a 1990 house, Reckange-sur-Mess.")
add("pt-t01", "Há duas semanas que à noite aparecem baratas na cozinha, quando acendo a luz fogem para trás do frigorífico. Já limpei tudo com lixívia e comprei armadilhas no supermercado. Moro num prédio antigo em Esch-sur-Alzette, terceiro andar. Os vizinhos de baixo dizem que também as têm.",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="Cockroaches in the kitchen of an old apartment block, Esch.")
add("pt-t02", "O muro do jardim da casa em Dahlem está cheio de fissuras e o crépi cai aos bocados quando chove. Num canto já se vêem os blocos por baixo. O muro tem uns 15 metros e dá para a estrada. Não sei se ainda se pode salvar.",
    "masonry", "Garnich", "Dahlem", kind="a", nu="U", situation="Garden wall render cracking and falling off, blocks exposed, Dahlem (Garnich).")
add("pt-t03", "Desde o temporal de quinta a aplicação dos painéis no telhado mostra produção zero. No telhado vê-se um cabo pendurado perto da caleira. O aparelho na garagem tem uma luz vermelha acesa. A casa é em Goeblange.",
    "solar", "Koerich", "Goeblange", kind="a", nu="U", situation="PV app shows zero output after a storm, a cable hangs loose, red light in the garage, Goeblange.")
add("pt-t04", "O proprio disse-me que podia pintar por cima do papel de parede, que não havia problema. Agora o papel faz bolhas por todo o lado e descola nas juntas. Quero um pintor a sério que tire tudo e pinte como deve ser, sala e corredor. É em Schouweiler.",
    "painting", "Dippach", "Schouweiler", kind="b", nu="N", situation="Paint over wallpaper on the landlord's advice bubbled; strip and repaint, Schouweiler.")
add("pt-t05", "O meu cunhado disse que podia pôr o mosaico na varanda com a cola normal de interior. Depois do inverno há mosaicos rachados e outros soltos que abanam. Preciso de um ladrilhador que faça isso bem, são uns 12 m². Moramos em Eischen.",
    "tiling", "Habscht", "Eischen", kind="b", nu="N", situation="Balcony tiles laid with indoor adhesive on a relative's advice cracked in frost, Eischen.")
add("pt-t06", "Na loja de móveis disseram que a escada de madeira só precisava de uma camada de verniz brilhante. Agora escorrega tanto que a minha mãe já caiu duas vezes, e dois degraus rangem muito. Alguém pode tratar disso para ficar segura? Casa em Kleinbettingen.",
    "carpentry", "Steinfort", "Kleinbettingen", kind="b", nu="U", situation="Wooden stairs glossy-varnished on a shop's advice are slippery and creak, Kleinbettingen.")
add("pt-t07", "Um amigo disse para contratar a empresa mais barata que aparecia no Facebook. Paguei 300 euros de adiantamento e desapareceram. Sábado tenho de sair do apartamento em Bofferdange e levar tudo para Braga. Preciso de alguém sério com camião, urgente!",
    "moving", "Lorentzweiler", "Bofferdange", distractors=("Braga",), kind="b", nu="U", situation="Cheap Facebook firm vanished with a deposit; needs a truck and crew Saturday from Bofferdange to Braga.")
add("pt-t08", "Tenho um snack-bar em Niederkorn. A hotte e as paredes da cozinha estão cheias de gordura e o controlo sanitário é daqui a três semanas. Procuro uma empresa de limpeza que faça uma limpeza a fundo num domingo, quando está fechado.",
    "cleaning", "Differdange", "Niederkorn", kind="c", nu="N", situation="Snack bar kitchen needs a deep degreasing clean before a hygiene inspection, Niederkorn.")
add("pt-t09", "Tenho uma pequena empresa de construção, eu e mais quatro pedreiros. Até agora era uma fiduciaire que fazia tudo mas fechou. Preciso de um contabilista para os salários, a TVA e o balanço do fim do ano.",
    "accounting", None, None, kind="c", nu="N", situation="Small building firm needs payroll, VAT and year-end accounts after its fiduciary closed.")
add("pt-t10", "Sou voluntária na associação portuguesa em Bonnevoie. O computador da secretaria está lentíssimo e cheio de janelas de publicidade, e a impressora só funciona quando quer. Precisávamos de alguém que pusesse tudo a funcionar e nos ensinasse a fazer cópias de segurança.",
    "it-support", "Luxembourg", "Bonnevoie", kind="c", nu="U", situation="Association office PC full of adware and flaky printer, backups, Bonnevoie.")
add("pt-t11", "Temos uma mercearia portuguesa com produtos da terra, bacalhau, chouriço, vinho. Os clientes pedem para encomendar online e vir buscar à loja. Como é que se faz uma coisa dessas e quanto custa mais ou menos?",
    "web-development", None, None, kind="c", nu="U", situation="Portuguese grocery wants online ordering with in-store pick-up.")
add("pt-t12", "O batizado do meu filho é em maio na igreja de Lamadelaine, depois almoço para 60 pessoas. Vale a pena contratar um fotógrafo ou um primo com uma boa máquina chega? Quanto se paga normalmente?",
    "photography", "Pétange", "Lamadelaine", kind="d", nu="N", situation="Is a photographer worth it for a baptism in Lamadelaine, and typical price.")
add("pt-t13", "Comprámos um T2 antigo no Luxemburgo, na cidade, para pôr a arrendar. Cozinha, casa de banho e chão estão muito velhos. Vale a pena pôr tudo novo antes de arrendar ou arrendamos assim mais barato? Quanto tempo demoram umas obras dessas?",
    "renovation", "Luxembourg", "Luxemburgo", kind="d", nu="U", situation="Refit an old two-room flat in Luxembourg City before letting it, or let it as is?")
add("pt-t14", "A nossa sala em Ehlerange é pequena e escura, só tem uma janela virada a norte. Que cores é que se devem usar e como pôr o sofá e a mesa para parecer maior? Há alguém que venha a casa aconselhar isso?",
    "interior-design", "Sanem", "Ehlerange", kind="d", nu="U", situation="Colours and furniture layout for a small north-facing living room, Ehlerange (Sanem).")
add("pt-t15", "Comprámos uma casa velha em Audun-le-Tiche, do lado francês, eu trabalho em Esch-sur-Alzette. As telhas estão gastas e algumas partidas, e a caleira está podre. Vale a pena só reparar ou trocar o telhado todo? Quanto se paga ao m²?",
    "roofing", "abroad", "Audun-le-Tiche", distractors=("Esch-sur-Alzette",), kind="d", nu="U", situation="Repair or replace a worn tiled roof and rotten gutter on a house in Audun-le-Tiche (France).")

# ---------------- Italian ----------------
add("it-s01", "Abbiamo sei meli e due peri vecchi nel frutteto dietro casa a Hovelange, cerchiamo qualcuno che li poti bene a fine inverno.",
    "gardening", "Beckerich", "Hovelange", situation="Winter pruning of old apple and pear trees in an orchard, Hovelange (Beckerich).")
add("it-s02", "Cerchiamo un servizio di catering per la prima comunione di nostra figlia, circa 40 persone, menù italiano, domenica 10 maggio.",
    None, None, None, situation="Catering for a first communion, about 40 guests (not a listed trade).")
add("it-s03", "Il piano a induzione AEG ha due zone su quattro che non si accendono più, abito a Gasperich, qualcuno ripara o conviene cambiarlo?",
    "appliance-repair", "Luxembourg", "Gasperich", situation="AEG induction hob with two dead zones, repair or replace, Gasperich.")
add("it-s04", "Abbiamo appena comprato casa a Useldange e vorrei far sostituire la serratura della porta blindata, non sappiamo quante chiavi girino ancora.",
    "locksmith", "Useldange", "Useldange", situation="Replace the armoured-door lock after buying a house, Useldange.")
add("it-s05", "Ho assunto una badante per mia madre e non so come fare le buste paga e le dichiarazioni alla CCSS, mi serve qualcuno che se ne occupi ogni mese.",
    "accounting", None, None, situation="Monthly payroll and social-security filings for a home carer.")
add("it-s06", "Le grondaie della casa a Redange/Attert sono piene di foglie e un pluviale si è staccato dal muro, qualcuno può venire prima delle piogge di novembre?",
    "roofing", "Redange", "Redange/Attert", situation="Clear leaf-filled gutters and refix a detached downpipe, Redange.")
add("it-s07", "preventivo per posare 60 m2 di gres effetto legno in soggiorno e corridoio a Ell, il massetto è già pronto",
    "tiling", "Ell", "Ell", situation="Lay 60 m² of wood-effect porcelain tiles on a ready screed, Ell.")
add("it-s08", "Vorremmo aprire un passaggio di due metri nel muro portante tra cucina e soggiorno nella nostra casa a Bettembourg, chi fa questi lavori con i calcoli dell'ingegnere?",
    "masonry", "Bettembourg", "Bettembourg", situation="Open a two-metre passage in a load-bearing wall with engineer's calculations, Bettembourg.")
add("it-s09", "Noleggio biciclette elettriche ai turisti e vorrei un sito in quattro lingue dove si possa prenotare e pagare la bici in anticipo.",
    "web-development", None, None, situation="E-bike rental wants a four-language site with advance booking and payment.")
add("it-s10", "Vorrei installare un videocitofono con apertura del cancello dal telefono, villetta a L-9173, il vecchio citofono non funziona da anni.",
    "electrical", "Vichten", "L-9173", situation="Install a video intercom with phone gate opening, Vichten (postal code only).")
add("it-t01", "Sotto il lavello della cucina c'è sempre una pozza d'acqua, anche se asciugo la sera al mattino è di nuovo bagnato. Il fondo del mobile si è gonfiato e puzza di umido. Non gocciola il rubinetto, è proprio dentro il mobile. Siamo a Perlé, vicino alla chiesa.",
    "plumbing", "Rambrouch", "Perlé", kind="a", nu="U", situation="Water keeps pooling inside the kitchen sink cabinet, swollen base, Perlé (Rambrouch).")
add("it-t02", "Da una settimana l'acqua della doccia non arriva più calda, al massimo tiepida. La caldaia a gas nel garage fa un clac, si spegne e riparte ogni tanto. I termosifoni invece scaldano normalmente. Abito a Boulaide.",
    "heating", "Boulaide", "Boulaide", kind="a", nu="U", situation="Gas boiler clicks and restarts, shower water only lukewarm while radiators work, Boulaide.")
add("it-t03", "In dispensa volano delle piccole farfalline grigie e nella farina e nella pasta ci sono dei vermetti. Ho buttato via tutto due volte ma dopo qualche giorno ricominciano. Ora le vedo anche nell'armadio della camera. Abitiamo a Pommerloch.",
    "pest-control", "Winseler", "Pommerloch", kind="a", nu="U", situation="Moths and larvae in the pantry spreading to the wardrobe, Pommerloch (Winseler).")
add("it-t04", "Al negozio di bricolage ci hanno venduto una pittura lavabile per interni dicendo che andava bene anche per il muro esterno del garage. Dopo un inverno si sfoglia tutta e sotto si vede il vecchio intonaco. Cerchiamo un imbianchino serio che rifaccia tutto con il prodotto giusto. Siamo a Heiderscheid.",
    "painting", "Esch-sur-Sûre", "Heiderscheid", kind="b", nu="N", situation="Interior paint sold for an exterior garage wall peels after one winter; repaint, Heiderscheid.")
add("it-t05", "Un amico ci aveva consigliato di piantare il bambù lungo la recinzione senza nessuna barriera, tanto non si allarga. Cinque anni dopo spunta in mezzo al prato, sotto la terrazza e anche dal vicino. Serve qualcuno che lo tolga tutto con le radici e rifaccia quella parte di giardino. Siamo a Calmus.",
    "gardening", "Saeul", "Calmus", kind="b", nu="U", situation="Bamboo planted without a barrier on a friend's advice has invaded lawn and neighbour; remove and redo, Calmus (Saeul).")
add("it-t06", "Mia sorella ha detto che conveniva smontare da soli i mobili la sera prima. Abbiamo smontato l'armadio a sei ante e adesso nessuno sa più come rimontarlo. Sabato dobbiamo lasciare la casa a Mertzig e andare a Ettelbruck. Cerco una ditta di traslochi che smonti, porti e rimonti il resto.",
    "moving", "Mertzig", "Mertzig", distractors=("Ettelbruck",), kind="b", nu="N", situation="DIY furniture dismantling on a sister's advice went wrong; movers to take a house from Mertzig to Ettelbruck.")
add("it-t07", "Un venditore porta a porta ci aveva garantito che i collettori sul tetto ci avrebbero dato acqua calda anche d'inverno senza caldaia. Da novembre l'acqua del bollitore è fredda e la centralina segna 9 gradi. Qualcuno può controllare se l'impianto funziona e come va collegato? Abitiamo a Grosbous.",
    "solar", "Groussbus-Wal", "Grosbous", kind="b", nu="U", situation="Solar thermal collectors oversold by a door-to-door seller give cold water in winter; check the system, Grosbous.")
add("it-t08", "Ho una scuola di danza a Dudelange con due sale e grandi specchi. Il parquet e gli specchi andrebbero fatti una volta a settimana, il lunedì quando siamo chiusi. Anche gli spogliatoi. Qualcuno è disponibile e quanto chiederebbe?",
    "cleaning", "Dudelange", "Dudelange", kind="c", nu="U", situation="Dance school wants floors, mirrors and changing rooms done weekly, Dudelange.")
add("it-t09", "Abbiamo una trattoria nel centro di Lussemburgo. La cassa collegata al tablet dei camerieri si blocca il venerdì sera e il wifi per i clienti va e viene. Mi serve qualcuno che sistemi la rete e la cassa e che risponda al telefono quando succede.",
    "it-support", "Luxembourg", "Lussemburgo", kind="c", nu="U", situation="Restaurant till system and guest Wi-Fi fail on busy nights, Luxembourg City.")
add("it-t10", "Importiamo vini italiani e abbiamo il magazzino a Fentange. Dobbiamo fare il nuovo catalogo con circa 80 bottiglie su fondo bianco e qualche immagine d'ambiente. Chi viene da noi con luci e attrezzatura, per due giorni?",
    "photography", "Hesperange", "Fentange", kind="c", nu="U", situation="Wine importer needs pack shots of about 80 bottles for a catalogue at its Fentange warehouse.")
add("it-t11", "Sono il presidente di un circolo culturale italiano. Dobbiamo modificare lo statuto dell'asbl e un socio contesta l'assemblea dell'anno scorso. Vorremmo un avvocato che ci segua in questa cosa.",
    "legal", None, None, kind="c", nu="N", situation="Italian cultural association needs a lawyer for statute changes and a disputed general meeting.")
add("it-t12", "Abbiamo ereditato una vecchia casa a Bavigne, vicino al lago. Tetto, impianti, bagni e cucina sono tutti da rifare. Conviene sistemarla tutta o demolirla e costruire nuovo? Più o meno quanto costa rifare tutto al metro quadro?",
    "renovation", "Lac de la Haute-Sûre", "Bavigne", kind="d", nu="U", situation="Refurbish or demolish an inherited old house near the lake, and cost per m², Bavigne.")
add("it-t13", "Stiamo finendo una casa a Bettborn con cucina e soggiorno aperti, 60 m². Che differenza c'è tra un architetto d'interni e un arredatore del negozio? Per scegliere luci, colori e dove mettere l'isola chi mi serve davvero?",
    "interior-design", "Préizerdaul", "Bettborn", kind="d", nu="N", situation="Interior architect or shop furnisher for lighting, colours and kitchen island layout, Bettborn.")
add("it-t14", "Dobbiamo tradurre il manuale tecnico di una macchina industriale dal tedesco all'italiano, circa 120 pagine. Meglio un traduttore tecnico freelance o un'agenzia? Quanto si paga a parola di solito?",
    "translation", None, None, kind="d", nu="N", situation="Freelance technical translator or agency for a 120-page machine manual, and price per word.")
add("it-t15", "Vorremmo una pergola in legno sulla terrazza della casa a Martelange, lato belga, proprio di fronte a Rombach. Meglio legno di larice o douglas? E quanto tempo ci vuole per costruirla?",
    "carpentry", "abroad", "Martelange", distractors=("Rombach",), kind="d", nu="U", situation="Larch or Douglas fir for a wooden pergola at a house in Martelange (Belgium).")

# ---------------- Spanish ----------------
add("es-s01", "Queremos cambiar el lavabo del baño por uno doble y hay que mover las tomas de agua y el desagüe unos 60 cm, casa en Lintgen, ¿quién puede pasar a mirarlo?",
    "plumbing", "Lintgen", "Lintgen", situation="Swap a single basin for a double one, moving supply and drain 60 cm, Lintgen.")
add("es-s02", "Desde que el gato volvió de casa de mis padres tenemos pulgas por toda la casa en Bissen y ya nos pican a los niños, necesito que alguien trate la vivienda entera.",
    "pest-control", "Bissen", "Bissen", situation="Flea infestation throughout the house after the cat's stay away, Bissen.")
add("es-s03", "Busco abogado para reclamar la garantie locative de 2.400 € que el casero no me devuelve desde hace cinco meses.",
    "legal", None, None, situation="Lawyer to recover a rental deposit the landlord has withheld for five months.")
add("es-s04", "La placa de inducción nueva necesita una línea trifásica y en la cocina de Welsdorf solo tenemos un enchufe normal, ¿algún electricista libre este mes?",
    "electrical", "Colmar-Berg", "Welsdorf", situation="Run a three-phase supply for a new induction hob, Welsdorf (Colmar-Berg).")
add("es-s05", "Me gustaría una sesión de fotos de embarazo al aire libre con el castillo de Larochette de fondo, a finales de septiembre con luz de tarde 📸",
    "photography", "Larochette", "Larochette", situation="Outdoor maternity photo shoot with the castle in the background, Larochette.")
add("es-s06", "¿Conocéis alguna peluquera que vaya a domicilio para cortar el pelo a mi abuela, que ya no puede salir de casa?",
    None, None, None, situation="Home-visiting hairdresser for a housebound grandmother (not a listed trade).")
add("es-s07", "Solo tengo que llevar un armario, un sofá y una cama desde Schieren hasta mi nuevo piso en Luxemburgo, ¿alguien con furgoneta y dos personas para el sábado?",
    "moving", "Schieren", "Schieren", distractors=("Luxemburgo",), situation="Small move of three furniture pieces from Schieren to a flat in Luxembourg City (loading end Schieren).")
add("es-s08", "mi impresora hp no imprime desde el portatil nuevo por wifi pero desde el movil si, vivo en hollerich, alguien que venga a configurarlo??",
    "it-support", "Luxembourg", "hollerich", situation="HP printer won't print from a new laptop over Wi-Fi, Hollerich.")
add("es-s09", "La web en WordPress de mi academia de idiomas se ve fatal en el móvil y el formulario de inscripción ya no envía nada, ¿quién me la arregla?",
    "web-development", None, None, situation="Language school's WordPress site broken on mobile, sign-up form not sending.")
add("es-s10", "Presupuesto para quitar los azulejos de la pared del baño y poner porcelánico de gran formato, unos 22 m², en L-7465.",
    "tiling", "Nommern", "L-7465", situation="Replace bathroom wall tiles with large-format porcelain, 22 m², Nommern (postal code only).")
add("es-t01", "Cuando alguien tira de la cadena en el baño de arriba, en la ducha de abajo sube agua sucia con burbujas. Tarda un rato en bajar y deja un olor horrible. Ya hemos echado dos botellas de desatascador. Vivimos en Heffingen.",
    "plumbing", "Heffingen", "Heffingen", kind="a", nu="U", situation="Dirty water rises in the downstairs shower when the upstairs toilet is flushed, Heffingen.")
add("es-t02", "La cafetera encastrada de la cocina gotea por debajo y hace un ruido raro al moler, pero no sale café. La pantalla se queda en «calentando» durante minutos. Es una Siemens de hace 4 años. Estamos en Gilsdorf.",
    "appliance-repair", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="Built-in Siemens coffee machine leaks, grinds noisily and makes no coffee, Gilsdorf (Bettendorf).")
add("es-t03", "Desde la calle se ve que el tejado tiene una capa de musgo de varios centímetros. Algunas tejas están levantadas y en el césped aparecen trozos de musgo cada mañana. La casa está en Wallendorf-Pont, del lado luxemburgués. Nos preocupa el invierno.",
    "roofing", "Reisdorf", "Wallendorf-Pont", kind="a", nu="U", situation="Thick moss on the roof with lifted tiles, Wallendorf-Pont (Reisdorf).")
add("es-t04", "Mi cuñado nos dijo que bajáramos la temperatura de impulsión de la caldera a 45 grados para ahorrar. Desde entonces la casa no pasa de 18 grados y la caldera no para de funcionar. No sé qué valores poner ni si hay otra cosa mal. Vivimos en Ingeldorf, ¿alguien puede venir a ajustarla?",
    "heating", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="Boiler flow temperature lowered on a relative's advice; house stuck at 18 °C, Ingeldorf.")
add("es-t05", "En la tienda me aseguraron que con una mano de blanco se tapaba el rojo oscuro del dormitorio. Llevo tres manos y sigue viéndose rosa, con manchas. Ya no quiero hacerlo yo: busco un pintor que lo deje blanco de verdad. Es en Tuntange.",
    "painting", "Helperknapp", "Tuntange", kind="b", nu="N", situation="Shop said one coat of white covers dark red; three coats later still pink, Tuntange.")
add("es-t06", "La cerradura de la puerta de entrada se atascaba y un vecino me dijo que le echara aceite de cocina. Ahora la llave ni siquiera entra del todo y hay que forcejear para abrir. Me da miedo quedarme fuera una noche. Estoy en Schoos.",
    "locksmith", "Fischbach", "Schoos", kind="b", nu="U", situation="Sticky front-door lock oiled with cooking oil on a neighbour's advice; key no longer goes in, Schoos.")
add("es-t07", "Cuando compramos la casa, el vecino nos animó a plantar un sauce llorón a tres metros de la terraza. Quince años después las raíces levantan las baldosas y el árbol tapa todo el sol. Queremos quitarlo con raíz y replantar algo más pequeño. Es en Medernach.",
    "gardening", "Vallée de l'Ernz", "Medernach", kind="b", nu="U", situation="Weeping willow planted too close on a neighbour's advice; remove with roots and replant, Medernach.")
add("es-t08", "Tenemos un gimnasio de crossfit en Niederfeulen. Los vestuarios, las duchas y el suelo de caucho necesitan limpieza cada noche después de las 21 h. Buscamos una empresa de limpieza con contrato mensual.",
    "cleaning", "Feulen", "Niederfeulen", kind="c", nu="N", situation="CrossFit gym needs nightly cleaning of changing rooms, showers and rubber floor, Niederfeulen.")
add("es-t09", "Tengo un taller mecánico con tres empleados. Hasta ahora llevaba yo las facturas en Excel, pero ya no llego. Necesito un contable que haga la contabilidad, las nóminas y la TVA trimestral.",
    "accounting", None, None, kind="c", nu="N", situation="Car repair garage needs bookkeeping, payroll and quarterly VAT.")
add("es-t10", "Somos una granja lechera en Reckange con un establo nuevo de 800 m² de tejado. Los robots de ordeño gastan muchísima electricidad. Queremos un instalador fotovoltaico que nos diga cuántos paneles caben y qué ayudas hay para agricultores.",
    "solar", "Mersch", "Reckange", kind="c", nu="N", situation="Dairy farm wants PV on an 800 m² barn roof and to know about farm subsidies, Reckange (Mersch).")
add("es-t11", "Vamos a abrir un coworking en Neudorf en septiembre, una antigua nave de 300 m². Necesitamos a alguien que diseñe la distribución: zonas de mesas, salas de reunión, rincón de café e iluminación. Los muebles los compramos nosotros después.",
    "interior-design", "Luxembourg", "Neudorf", kind="c", nu="U", situation="New coworking space needs a layout, zoning and lighting design, Neudorf.")
add("es-t12", "Tenemos un adosado de 1984 en Bertrange y queremos dejarlo como nuevo: cocina, baños, suelos y ventanas. ¿Es mejor hacerlo por fases, una planta cada año, o todo a la vez y alquilar algo mientras tanto? ¿Cuánto se tarda más o menos?",
    "renovation", "Bertrange", "Bertrange", kind="d", nu="U", situation="Refit a 1984 terraced house in phases or all at once, and duration, Bertrange.")
add("es-t13", "Queremos cambiar la escalera vieja de la casa en Merl por una de madera con peldaños volados. ¿Qué es mejor, roble o haya, con niños y un perro? ¿Y cuánto cuesta más o menos una escalera así a medida?",
    "carpentry", "Luxembourg", "Merl", kind="d", nu="U", situation="Oak or beech for a made-to-measure floating wooden staircase, and cost, Merl.")
add("es-t14", "Mi abuelo escribió sus memorias en español, unas 200 páginas, y mis hijos solo leen francés. ¿Me conviene pagar a un traductor literario o usar una herramienta automática y luego revisarlo? ¿Cuánto puede costar un traductor para algo así?",
    "translation", None, None, kind="d", nu="N", situation="Literary translator or machine translation for a grandfather's 200-page memoir into French.")
add("es-t15", "Tengo una casa en Thionville y trabajo en Luxemburgo. El muro de piedra del jardín tiene grietas grandes y una parte se ha caído con las lluvias. ¿Vale la pena repararlo en piedra o es mejor hacerlo nuevo en bloques y revocar? ¿Qué precio aproximado por metro?",
    "masonry", "abroad", "Thionville", distractors=("Luxemburgo",), kind="d", nu="U", situation="Repair a collapsing stone garden wall in stone or rebuild in blocks, house in Thionville (France).")
