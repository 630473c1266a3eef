MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, mir kréien den 20/01 en Elektroauto a bräichten eng Wallbox (11 kW) an der Garage zu Ettelbréck montéiert, wéini hätt dir Zäit?",
    "electrical", "Ettelbruck", "Ettelbréck", situation="Wallbox for a new electric car in the garage")
add("lb-s02", "d'spullkëscht vum wc leeft den ganzen dag no an d'waasserrechnung ass explodéiert ass iergendeen dee muer op wolz kënnt",
    "plumbing", "Wiltz", "wolz", situation="Toilet cistern keeps running, water bill exploded")
add("lb-s03", "Hëllef ech hu mech ausgespaart 😩 de Schlëssel stécht bannen an der Dier, Dikrech bei der Kierch, wie kann elo direkt kommen??",
    "locksmith", "Diekirch", "Dikrech", situation="Locked out with the key inside")
add("lb-s04", "Mir sichen eng Botzfra oder eng Firma déi eemol d'Woch 3 Stonnen eist Haus zu Klierf botzt, well mir allebéid an d'Stad schaffe ginn.",
    "cleaning", "Clervaux", "Klierf", distractors=["d'Stad"], situation="Weekly house cleaning, both parents commute to the city")
add("lb-s05", "Eise Bosch Frigo-Congélateur (KGN39) mécht am Tiefkühlfach ëmmer eng déck Äisschicht an ënnen kéilt e kaum nach, Reparatur zu Mäerzeg méiglech?",
    "appliance-repair", "Mertzig", "Mäerzeg", situation="Fridge-freezer ices up and barely cools")
add("lb-s06", "D'Gaardemauer bei eis zu Niederfeulen huet e Rass vun 2 m a këppt liicht no baussen, wie kann déi nei opbauen oder stabiliséieren?",
    "masonry", "Feulen", "Niederfeulen", situation="Cracked garden wall leaning outwards")
add("lb-s07", "Hannert eisem Haus zu Dahl stinn zwou grouss Fichten déi beim leschte Stuerm bedenklech geschwankt hunn an déi misste gefällt ginn, wat kascht dat ongeféier?",
    "gardening", "Goesdorf", "Dahl", situation="Two big spruces swaying after a storm must be felled")
add("lb-s08", "Kann iergendeen mir e Kafcompromis fir en Appartement vum Portugisesche an d'Franséisch iwwersetzen, et sinn 12 Säiten an ech brauch et bis Mëtt Dezember?",
    "translation", None, None, situation="Translate a flat purchase agreement from Portuguese into French")
add("lb-s09", "wifi ass am ganzen haus ze schwaach am büro uewen guer kee signal mir wunnen zu wilwerwiltz kann een eis e mesh system installéieren a configuréieren",
    "it-support", "Kiischpelt", "wilwerwiltz", situation="Weak Wi-Fi at home, wants a mesh system set up")
add("lb-s10", "Sicht een Nohëllefcoursen a Mathé fir mäi Jong (4e am Lycée), am léifsten online owes no 18 Auer?",
    None, None, None, situation="Maths tutoring for a secondary-school son")
add("lb-t01", "Zënter zwou Wochen fält den Drock um Manometer am Keller ëmmer vun 1,8 op ënner 1 bar. Ech fëllen Waasser no, mee no zwee Deeg ass et erëm esou wäit. Et gesäit een näischt dropsen, weder un de Radiateuren nach um Buedem. Mir wunnen zu Schieren, Haus vun 2009. Kann sech dat een ukucken?",
    "heating", "Schieren", "Schieren", kind="a", nu="U", situation="Heating system keeps losing pressure, no visible leak")
add("lb-t02", "Bei menger Mamm zu Gouvy an der Belsch kënnt zanter dem Stuerm vu leschter Woch Waasser op de Späicher. Wann ee bei Dag ropgeet, gesäit een d'Liicht tëscht den Zillen duerch. Si ass 84 an ech wunne selwer zu Ettelbréck, dofir froen ech hei. Ka mer een do séier hëllefen?",
    "roofing", "abroad", "Gouvy", distractors=["Ettelbréck"], kind="a", nu="U", situation="Mother's attic gets wet after a storm, daylight between roof tiles (Belgium)")
add("lb-t03", "All Nuecht héiere mer et an der Plafong vun der Kiche kraazen a rennen. Haut de Moien louche kleng schwaarz Krëmmelen am Schaf ënnert dem Spullbecken, an de Pak Nuddele war ugeknabbert. D'Kanner traue sech net méi eleng an d'Kiche. Mir sinn zu Veianen, am Haus um Bierg. Wat kann ee do maachen?",
    "pest-control", "Vianden", "Veianen", not_place=["Bierg"], kind="a", nu="U", situation="Scratching in the kitchen ceiling, droppings and gnawed food")
add("lb-t04", "Eis Steckdous an der Garage gouf zweemol waarm a schwaarz ronderëm, an d'Sécherung ass dauernd erausgesprong. Den Noper huet gemengt, ech soll einfach eng 25er amplaz vun der 16er Sécherung drasetzen, an dat hunn ech gemaach. Elo sprénkt näischt méi, mee et richt no verbrannte Plastik. Ech wëll en Elektriker deen dat richteg mécht, Haus zu Baastenduerf. Ass dat geféierlech?",
    "electrical", "Tandel", "Baastenduerf", kind="b", nu="N", situation="Neighbour advised a bigger fuse, garage socket now smells burnt")
add("lb-t05", "Mäi Schwoer huet eis leschte Summer d'Fassad ugestrach, mat Faarf déi nach am Keller stoung. Elo, nom Wanter, blättert se an décke Fatzen of an et feelen scho ganz Stécker. Hie seet et wier wéinst dem Reen, mee ech mengen et war Faarf fir banne. D'Haus ass zu Buerschent. Wie kann dat ofkraze a fachgerecht nei maache virum Summer?",
    "painting", "Bourscheid", "Buerschent", not_place=["feelen"], kind="b", nu="U", situation="Brother-in-law painted the facade with indoor paint, now peeling")
add("lb-t06", "Am Geschäft hu se mir gesot, normale Fugemörtel géif an der Dusch duergoen. No engem Joer sinn d'Fugen bréchleg a brëckelen eraus, an hannert zwee Plättercher kléngt et huel. Ech hätt gär e Plättercherleeër deen sech dat ukuckt an d'Dusch nei verfugt. Appartement zu Bouneweg, 3. Stack.",
    "tiling", "Luxembourg", "Bouneweg", kind="b", nu="N", situation="Shop sold ordinary grout for a shower, joints crumbling")
add("lb-t07", "Eis Eechentrap kraacht bei all Tratt, besonnesch déi dräi ënnescht, an eng Stuf wackelt elo. De Proprietaire sot, mir sollen einfach Ueleg drop maachen an dann wier et gutt. Hunn ech gemaach, et kraacht nach ëmmer an déi Stuf huet sech elo nach méi gehuewen. D'Haus ass zu Stolzebuerg. Wie kann déi Trap reparéieren?",
    "carpentry", "Putscheid", "Stolzebuerg", kind="b", nu="U", situation="Creaking oak staircase, landlord said to oil it")
add("lb-t08", "Eis Scheier zu Reisduerf huet e Süddaach vu ronn 120 m², Zillen vun 1998. Mir iwwerleeën, Panneauen drop ze maache fir eise Stroum selwer ze produzéieren. Lount sech dat mat de Subsidë iwwerhaapt, oder solle mer éischter waarden? A wat kascht esou eng Installatioun ongeféier?",
    "solar", "Reisdorf", "Reisduerf", kind="d", nu="U", situation="Is a PV system on the barn roof worth it, and what does it cost")
add("lb-t09", "Mir sinn de Comité vun engem klenge Fussballveräin. Eise Sponsor huet säi Kontrakt fir dräi Joer ënnerschriwwen an zilt elo no engem Joer net méi, well e seet, de Logo wier um Trikot net gutt genuch ze gesinn. Mir haten 8.000 € fir d'Jugend agepplangt. Mir sichen en Affekot deen eis seet ob mir eng Chance hunn.",
    "legal", None, None, kind="c", nu="N", situation="Football club: sponsor stopped paying a three-year contract")
add("lb-t10", "Mir hunn eng kleng Bäckerei mat 6 Leit an hunn bis elo d'Paie selwer mat Excel gemaach. Elo kënnt eng Lehrlingin derbäi an eng Mataarbechterin geet op Congé parental. Ech sinn iwwerfuerdert mat den Deklaratiounen fir d'CCSS. Wie kann dat all Mount fir eis iwwerhuelen?",
    "accounting", None, None, kind="c", nu="U", situation="Bakery wants its monthly payroll taken over")
add("lb-t11", "Ech sinn am Comité vun enger Museksschoul (Asbl) mat 140 Schüler. D'Aschreiwunge fir d'Instrumentercoursen lafe bis elo iwwer Pabeier an Telefon, dat ass all September de Chaos. Mir hätte gär eng Säit, wou d'Elteren online e Cours an eng Zäit reservéieren a bezuele kënnen. Wat kéint esou eppes kaschten?",
    "web-development", None, None, kind="c", nu="U", situation="Music school wants an online enrolment and payment page")
add("lb-t12", "Mir sinn eng Schräinerei zu Pratz an hunn eisen neie Showroom fäerdeg. Fir de Katalog an Instagram bräichte mer gutt Fotoe vun de Kichen a vun der Werkstatt, och e puer Portraite vum Team. Kennt een e Fotograf deen och mat enger Drone ka fléien?",
    "photography", "Préizerdaul", "Pratz", kind="c", nu="N", situation="Joinery wants showroom, workshop and team photos plus drone shots")
add("lb-t13", "Mir plënneren Enn Mäerz vu Miersch op Diddeleng, 3-Zëmmerwunneng am 2. Stack ouni Lift. Wat kascht eng Demenagementsfirma ongeféier? Ass et besser, se och d'Këschte packen ze loossen, oder maache mir dat selwer? Ech hunn zwou Offeren, eng vu 1.400 an eng vu 2.900 €, dat verstinn ech net.",
    "moving", "Mersch", "Miersch", distractors=["Diddeleng"], kind="d", nu="N", situation="Cost of a flat move, whether to let movers pack")
add("lb-t14", "Mir wëllen de Späicher vun eisem Haus zu Esch-Uelzecht ausbauen fir zwee Kannerzëmmer: Isolatioun, Daachfënsteren, Elektresch, Gipsplacken a Buedem. Brauch een dofir eng Baugeneemegung, wann ee bannen bleift? A mat wat fir engem Präis pro m² muss ee rechnen?",
    "renovation", "Esch-sur-Alzette", "Esch-Uelzecht", kind="d", nu="U", situation="Attic conversion into two children's rooms: permit and cost per m²")
add("lb-t15", "Mir kréien am Juni eis nei Wunneng um Kierchbierg, 78 m², Kiche a Living an engem Raum. Ech weess net, ob mir d'Kiche als Insel oder als L plange sollen a wou den Iessdësch hi soll, well d'Fënsteren just op enger Säit sinn. Wéi eng Faarwen a Luuchten passen do? Lount et sech, een dofir ze bezuelen, oder maachen d'Kichegeschäfter dat gratis?",
    "interior-design", "Luxembourg", "Kierchbierg", kind="d", nu="U", situation="Open-plan layout, colours and lights for a new flat; worth paying a designer?")

# ---------------- French ----------------
add("fr-s01", "Évier de la cuisine complètement bouché depuis le repas de Noël (graisse de canard je pense 🙈), l'eau ne descend plus du tout, appartement rue des Romains à Strassen, dispo aujourd'hui ?",
    "plumbing", "Strassen", "Strassen", situation="Kitchen sink blocked with fat after Christmas dinner")
add("fr-s02", "Bonjour, je voudrais faire ajouter quatre prises et une ligne dédiée pour un radiateur d'appoint dans mon bureau à la maison à Bertrange, le tableau date de 2015 et il reste de la place.",
    "electrical", "Bertrange", "Bertrange", situation="Four sockets and a dedicated circuit in a home office")
add("fr-s03", "besoin entretien annuel chaudière gaz vaillant ecotec à capellen avant fin du mois svp c'est pour l'assurance",
    "heating", "Mamer", "capellen", situation="Annual gas boiler service needed for insurance")
add("fr-s04", "Suite à une séparation je souhaite faire changer le cylindre de la porte d'entrée et celui de la boîte aux lettres de mon appartement au Limpertsberg, le plus vite possible.",
    "locksmith", "Luxembourg", "Limpertsberg", situation="Change door and mailbox cylinders after a separation")
add("fr-s05", "On cherche quelqu'un pour poser une crédence en carrelage métro blanc (environ 4 m²) derrière le plan de travail de notre nouvelle cuisine à Bascharage, les carreaux sont déjà achetés.",
    "tiling", "Käerjeng", "Bascharage", situation="Tiled kitchen splashback, tiles already bought")
add("fr-s06", "Four encastrable Siemens iQ500 qui ne chauffe plus en haut alors que la lumière et la ventilation marchent, quelqu'un peut venir le réparer à Rodange cette semaine ?",
    "appliance-repair", "Pétange", "Rodange", situation="Built-in oven no longer heats at the top")
add("fr-s07", "Ma mère de 82 ans ne peut plus entretenir le jardin de sa maison à Volmerange-les-Mines, juste en face de Dudelange, est-ce que quelqu'un pourrait y passer tondre et ramasser les feuilles deux fois par mois ?",
    "gardening", "abroad", "Volmerange-les-Mines", distractors=["Dudelange"], situation="Regular lawn mowing and leaves for an elderly mother's garden across the French border")
add("fr-s08", "Licenciée par recommandé pendant mon congé maladie après 11 ans dans la même société, je cherche un avocat en droit du travail pour savoir si c'est légal et quoi faire.",
    "legal", None, None, situation="Dismissed during sick leave, needs an employment lawyer")
add("fr-s09", "Nous mettons en vente notre appartement de 95 m² (L-2449, boulevard Royal) et l'agence conseille des photos professionnelles avec plan et visite virtuelle, vous êtes dispo la semaine prochaine ?",
    "photography", "Luxembourg", "L-2449", situation="Professional photos and virtual tour to sell a flat")
add("fr-s10", "Quelqu'un connaît une bonne couturière pour raccourcir un costume et ajuster une robe avant samedi ?",
    None, None, None, situation="Looking for a seamstress for alterations")
add("fr-t01", "Depuis quelques jours il y a une odeur d'égout dans la buanderie au sous-sol, surtout le matin. Quand la machine à laver vide son eau, ça gargouille dans la grille au sol et parfois l'eau remonte un peu. On a versé du vinaigre blanc, aucun changement. Maison à Tétange, construite en 1978. Qui peut venir voir ?",
    "plumbing", "Kayl", "Tétange", kind="a", nu="U", situation="Sewer smell and water coming back up the basement floor drain")
add("fr-t02", "Quand il pleut fort, l'eau passe par-dessus le bord au coin de la maison et coule le long de la façade, il y a déjà des traces vertes sur le crépi. En dessous, le tuyau de descente ne crache presque rien. De la fenêtre du grenier je vois des feuilles et même une petite plante qui pousse là-haut. C'est à Niederkorn, près de la gare. Vous pouvez envoyer quelqu'un ?",
    "roofing", "Differdange", "Niederkorn", not_place=["gare"], kind="a", nu="U", situation="Rain overflows at the roof edge, downpipe dry, plants growing up there")
add("fr-t03", "J'ai trouvé des petits trous dans trois pulls en cachemire et une écharpe en laine rangés dans l'armoire de la chambre. Le soir je vois de minuscules papillons beiges voler près du plafond. J'ai déjà tout lavé à 60 degrés mais ils reviennent. Appartement au Howald. Qu'est-ce qu'on peut faire ?",
    "pest-control", "Hesperange", "Howald", kind="a", nu="U", situation="Holes in wool jumpers, small beige moths in the bedroom")
add("fr-t04", "La fissure dans le mur extérieur de notre résidence à Rumelange s'agrandit, on peut maintenant y passer un doigt. Le syndic nous a dit de simplement la boucher avec du silicone et de repeindre par-dessus. Le silicone s'est déjà décollé après l'hiver. Nous cherchons un maçon sérieux pour diagnostiquer et réparer.",
    "masonry", "Rumelange", "Rumelange", kind="b", nu="N", situation="Widening crack in an outside wall, building manager said to use silicone")
add("fr-t05", "J'ai voulu rénover moi-même le vieux parquet en chêne du salon à Belair. Le vendeur du magasin de bricolage m'a conseillé une ponceuse à bande louée à la journée, grain 24 pour aller vite. Résultat : des creux et des marques profondes partout, et deux lames qui bougent maintenant. Qui peut rattraper ça, reponcer correctement et huiler avant Noël ?",
    "carpentry", "Luxembourg", "Belair", kind="b", nu="U", situation="DIY-store advice ruined an oak parquet, needs proper sanding and oiling")
add("fr-t06", "Notre chiot a eu plusieurs accidents sur le tapis du salon et la moquette de l'escalier. Ma belle-mère nous a juré que vinaigre plus eau de Javel, c'était radical. Maintenant il y a des taches décolorées et l'odeur est encore pire. On cherche une entreprise de nettoyage avec une machine à injection-extraction, maison à Mondorf. Environ combien ça coûte ?",
    "cleaning", "Mondorf-les-Bains", "Mondorf", kind="b", nu="N", situation="Carpets soiled by a puppy, mother-in-law's bleach advice made it worse")
add("fr-t07", "Dans le séjour on avait un mur rouge bordeaux qu'on voulait passer en blanc cassé. Au magasin on m'a vendu une peinture « une couche » en m'assurant que ça suffirait sans sous-couche. Après deux couches on voit encore des nuages roses partout et les angles sont pires. La propriétaire, Mme Clausen, veut que ce soit propre avant mars. Appartement à Gasperich, environ 30 m² de mur.",
    "painting", "Luxembourg", "Gasperich", not_place=["Clausen"], kind="b", nu="U", situation="One-coat paint over dark red wall left pink clouds")
add("fr-t08", "Nous sommes un petit cabinet de kinésithérapie avec deux associées et une secrétaire. Jusqu'ici une amie s'occupait de nos chiffres, mais elle part à l'étranger. Il nous faut quelqu'un pour les écritures, le bilan annuel et la déclaration fiscale de la société, idéalement avec un logiciel en ligne. Budget raisonnable svp.",
    "accounting", None, None, kind="c", nu="U", situation="Physiotherapy practice needs bookkeeping, annual accounts and tax return")
add("fr-t09", "Notre étude de notaire à Grevenmacher a cinq postes et une imprimante multifonction qui se déconnecte du réseau plusieurs fois par jour. Le Wi-Fi des invités et celui des bureaux sont sur le même réseau, ce qui me semble risqué. Nous cherchons un informaticien pour un audit et ensuite un contrat de maintenance. Possible de passer un mardi ?",
    "it-support", "Grevenmacher", "Grevenmacher", kind="c", nu="N", situation="Notary office: printer dropping off the network, guest Wi-Fi not separated")
add("fr-t10", "Nous sommes un petit domaine viticole familial sur la Moselle, 4 hectares. On vend surtout au caveau et aux restaurants, mais les clients belges et allemands nous demandent de pouvoir commander en ligne. Il nous faudrait une boutique en ligne en trois langues avec paiement et calcul des frais d'envoi. Combien de temps pour mettre ça en place ?",
    "web-development", None, None, kind="c", nu="U", situation="Family winery wants a three-language online shop")
add("fr-t11", "Notre PME fabrique des machines d'emballage et nous exportons de plus en plus hors de l'espace Schengen, vers le Brésil et l'Angola. Le manuel d'utilisation (60 pages, avec schémas) existe en français et en allemand. Il nous faut une version portugaise fiable, avec la terminologie technique correcte. Délai souhaité : six semaines.",
    "translation", None, None, distractors=["Brésil", "Angola"], not_place=["Schengen"], kind="c", nu="U", situation="Machine maker needs its user manual in Portuguese")
add("fr-t12", "Nous quittons Remich pour Arlon fin février (maison de 120 m², cave pleine). Est-ce qu'un déménageur luxembourgeois peut faire le transport vers la Belgique ou faut-il une société belge ? Et est-ce que le prix change beaucoup si on le fait un samedi ? J'ai reçu un devis à deux mille cent euros, ça me paraît cher.",
    "moving", "Remich", "Remich", distractors=["Arlon", "Belgique"], not_place=["cent"], kind="d", nu="N", situation="House move from Remich to Belgium: which movers, Saturday price")
add("fr-t13", "Nous hésitons à acheter une vieille ferme de 1890 à Dalheim : toiture à refaire en partie, électricité d'origine, pas d'isolation, chauffage au fioul. Le prix est intéressant, mais est-ce que ça vaut le coup de tout rénover plutôt que de construire neuf ? Quel ordre de grandeur faut-il prévoir pour remettre 200 m² en état ? On aimerait une estimation avant de signer le compromis.",
    "renovation", "Dalheim", "Dalheim", kind="d", nu="U", situation="Is renovating an 1890 farmhouse worth it, rough budget")
add("fr-t14", "On a un toit orienté est-ouest à Remerschen, pas de sud du tout. Un voisin dit que les panneaux ne rapportent rien dans ce cas, un autre qu'au contraire ça produit mieux le matin et le soir. Lequel a raison ? Combien de kWc pourrait-on mettre sur 2 × 45 m², et pour quel prix à peu près ?",
    "solar", "Schengen", "Remerschen", kind="d", nu="U", situation="Are PV panels worth it on an east-west roof, size and price")
add("fr-t15", "Nous venons d'acheter un appartement de 90 m² à esch-sur-alzette, très sombre, avec un long couloir. Est-ce qu'un architecte d'intérieur vaut la dépense pour un projet comme ça, ou un magasin de meubles peut faire le plan gratuitement ? Et comment se facture-t-il en général, au forfait ou à l'heure ?",
    "interior-design", "Esch-sur-Alzette", "esch-sur-alzette", kind="d", nu="N", situation="Is an interior designer worth it for a dark flat, how they charge")

# ---------------- German ----------------
add("de-s01", "nach dem sturm heute nacht liegen 6 oder 7 dachziegel im garten und man sieht oben die folie wohne in itzig kann heute noch jemand provisorisch abdecken",
    "roofing", "Hesperange", "itzig", situation="Storm blew roof tiles off, needs temporary cover today")
add("de-s02", "Wir möchten im Garten in Junglinster sechs Wegeleuchten und zwei Außensteckdosen an der Terrasse installieren lassen, das Leerrohr liegt schon.",
    "electrical", "Junglinster", "Junglinster", situation="Garden path lights and outdoor sockets")
add("de-s03", "Unser Wasser in Zittig ist viel kalkhaltiger als früher in Perl, deshalb suchen wir jemanden, der eine Enthärtungsanlage an der Hauptleitung im Keller einbaut (Gerät schon gekauft).",
    "plumbing", "Bech", "Zittig", distractors=["Perl"], situation="Install a water softener on the main supply")
add("de-s04", "Mein Vater ist verstorben und niemand kennt die Kombination seines alten Tresors im Haus in Berdorf, kann man den ohne Zerstörung öffnen lassen?",
    "locksmith", "Berdorf", "Berdorf", situation="Open a late father's safe without the code")
add("de-s05", "Suche eine Firma für eine gründliche Bauendreinigung (Staub, Fenster, Farbreste auf Fliesen) in einem frisch renovierten Einfamilienhaus in Wasserbillig, rund 160 m², Anfang Februar.",
    "cleaning", "Mertert", "Wasserbillig", situation="Builders' clean of a freshly renovated house")
add("de-s06", "Wir brauchen für unseren Neubau in Consdorf rund 200 m² Rasen, am liebsten Rollrasen inklusive Bodenvorbereitung, wer macht so etwas im April?",
    "gardening", "Consdorf", "Consdorf", situation="New turf lawn with soil preparation for a new build")
add("de-s07", "Miele Geschirrspüler pumpt nicht mehr ab, unten steht Wasser, Sieb ist sauber, Reparatur in Befort möglich?",
    "appliance-repair", "Beaufort", "Befort", situation="Dishwasher no longer drains")
add("de-s08", "Suche eine zuverlässige Hundesitterin für unseren Boxer in den ersten zwei Augustwochen, am liebsten jemand mit eigenem Garten?",
    None, None, None, not_place=["Boxer"], situation="Dog sitter for a boxer for two weeks")
add("de-s09", "Ich bin selbstständige Architektin und brauche eine schlichte Portfolio-Website mit Projektgalerie, Kontaktformular und Deutsch/Französisch, aber keine Vorlage von der Stange.",
    "web-development", None, None, situation="Portfolio website for an architect")
add("de-s10", "Brauche für Samstag zwei kräftige Helfer, die ein Ecksofa und einen Kleiderschrank aus einer Wohnung im vierten Stock ohne Aufzug in Bonneweg nach unten tragen, Transporter habe ich selbst.",
    "moving", "Luxembourg", "Bonneweg", not_place=["einen"], situation="Two helpers to carry a sofa and wardrobe down four floors")
add("de-t01", "Immer wenn der Schnee auf dem Dach taut, tropft es in meinem Arbeitszimmer unter der Schräge aus dem oberen Rahmen des Dachfensters. Auf dem Schreibtisch steht inzwischen eine Schüssel. Das Haus in Manternach ist 15 Jahre alt, das Fenster wurde nie gewartet. Woran kann das liegen und wer kommt sich das anschauen?",
    "roofing", "Manternach", "Manternach", kind="a", nu="U", situation="Roof window drips when snow melts")
add("de-t02", "Jeden Morgen, wenn der Wecker klingelt und ich ins Bad gehe, ist der Boden dort eiskalt, obwohl der Raumthermostat auf 24 Grad steht. In Küche und Wohnzimmer ist der Boden warm wie immer. Am Verteiler im Flur gibt es ein Ventil mit einem kleinen roten Stift, der sich nicht bewegt. Haus in Christnach, Baujahr 2011. Was können wir tun?",
    "heating", "Waldbillig", "Christnach", not_place=["Wecker"], kind="a", nu="U", situation="One underfloor heating loop (bathroom) stays cold")
add("de-t03", "Seit wir aus dem Urlaub zurück sind, wache ich fast jeden Morgen mit juckenden Stichen auf, oft drei oder vier in einer Reihe. Auf dem Laken sind winzige rostbraune Flecken. Gestern habe ich in der Naht der Matratze kleine flache braune Tierchen gesehen. Wir wohnen in Steinheim, nicht dem in Deutschland, sondern dem an der Sauer. Was jetzt?",
    "pest-control", "Rosport-Mompach", "Steinheim", distractors=["Deutschland"], kind="a", nu="U", situation="Itchy bites in rows and small brown insects in the mattress after a holiday")
add("de-t04", "Die Stützmauer aus Bruchsteinen an unserer Einfahrt in Wecker wölbt sich unten nach außen und zwei Steine sind schon herausgefallen. Unser Nachbar meinte, wir sollen einfach die Fugen mit Beton zuschmieren, das hält ewig. Das haben wir im Herbst gemacht, jetzt ist der Beton gerissen und die Wölbung größer. Wer kann die Mauer fachgerecht sanieren oder neu aufsetzen?",
    "masonry", "Biwer", "Wecker", kind="b", nu="U", situation="Bulging stone retaining wall, neighbour's concrete fix failed")
add("de-t05", "Der Fliesenhändler hat uns gesagt, wir könnten die neuen Feinsteinzeugfliesen auf dem Balkon einfach auf die alten kleben, ohne das Gefälle zu prüfen. Nach dem ersten Winter klingen viele hohl, zwei sind gesprungen und bei Regen bleibt eine Pfütze stehen. Wir suchen einen Fliesenleger, der das richtig macht, Wohnung in Berg im ersten Stock.",
    "tiling", "Betzdorf", "Berg", not_place=["einen"], kind="b", nu="N", situation="Balcony tiles glued over old ones on the dealer's advice, now hollow and cracked")
add("de-t06", "Mein Onkel hat gesagt, man kann die alte Vinyltapete im Schlafzimmer einfach überstreichen, das spart Arbeit. Jetzt, zwei Wochen später, werfen sich überall Blasen und die Nähte gehen auf. Ich möchte die Tapete komplett entfernen lassen und die Wände glatt und weiß haben. Haus in Flaxweiler, Zimmer etwa 14 m². Wer übernimmt das?",
    "painting", "Flaxweiler", "Flaxweiler", kind="b", nu="U", situation="Uncle said to paint over vinyl wallpaper, now blistering")
add("de-t07", "Letzten Sommer haben wir selbst eine Terrasse aus Holz gebaut, Douglasie, an unserem Haus in Wincheringen, gleich gegenüber von Grevenmacher. Der Holzhändler meinte, wir bräuchten keinen Abstand zwischen den Dielen und keine Unterlüftung. Jetzt schüsseln die Dielen, einige sind gerissen, und an den Rändern wird es grau und weich. Kann jemand aus Luxemburg sich das anschauen und die Terrasse neu verlegen?",
    "carpentry", "abroad", "Wincheringen", distractors=["Grevenmacher", "Luxemburg"], not_place=["Holz"], kind="b", nu="U", situation="Self-built wooden deck cupping and rotting after timber merchant's advice (Germany)")
add("de-t08", "Wir betreiben ein kleines Tanzstudio im Erdgeschoss eines Wohnhauses. Ein Nachbar droht jetzt mit einer Klage wegen Lärm, obwohl wir nur bis 21 Uhr Kurse geben und schallgedämmt haben. Der Mietvertrag erlaubt ausdrücklich eine gewerbliche Nutzung. Wir suchen einen Anwalt, der uns berät, bevor wir irgendetwas unterschreiben.",
    "legal", None, None, not_place=["einen"], kind="c", nu="N", situation="Dance studio threatened with a noise lawsuit by a neighbour")
add("de-t09", "Ich bin seit diesem Jahr Kassierer unseres Reitvereins (ASBL, etwa 120 Mitglieder). Mein Vorgänger hat alles in einem Schuhkarton hinterlassen, Belege von 2023 und 2024. Für die Generalversammlung im März brauchen wir einen sauberen Jahresabschluss, den die Kassenprüfer nachvollziehen können. Wer hilft uns, das aufzuarbeiten?",
    "accounting", None, None, not_place=["einen"], kind="c", nu="U", situation="Riding club treasurer needs two years of receipts turned into annual accounts")
add("de-t10", "Wir haben ein Restaurant mit 60 Plätzen in Echternach. Seit dem Umbau bricht das Kassensystem immer wieder ab, weil das WLAN im Gastraum zu schwach ist, und die Gäste sind im selben Netz wie unsere Bestellgeräte. Außerdem druckt der Bondrucker in der Küche manchmal doppelt. Wer kann das Netzwerk sauber aufbauen und trennen?",
    "it-support", "Echternach", "Echternach", kind="c", nu="U", situation="Restaurant: till system drops, guests share the network")
add("de-t11", "Wir führen ein kleines Hotel mit 12 Zimmern in Ehnen direkt an der Mosel. Nach der Renovierung brauchen wir neue Bilder für die Website und die Buchungsportale: Zimmer, Frühstücksraum und die Terrasse mit Blick auf die Weinberge. Kennen Sie einen Fotografen, der auch ein kurzes Video schneiden kann?",
    "photography", "Wormeldange", "Ehnen", not_place=["einen", "führen"], kind="c", nu="N", situation="Small hotel needs new room photos and a short video")
add("de-t12", "Wir verkaufen unsere GmbH an einen Käufer aus Mailand, der kaum Deutsch oder Französisch spricht. Muss der Kaufvertrag schriftlich ins Italienische übersetzt werden, oder reicht ein Dolmetscher beim Notartermin? Und was kostet so etwas ungefähr bei 40 Seiten?",
    "translation", None, None, distractors=["Mailand"], not_place=["einen"], kind="d", nu="N", situation="Company sale to an Italian buyer: written translation or interpreter?")
add("de-t13", "Unsere Gastherme bleibt noch ein paar Jahre, aber das Warmwasser im Sommer wollen wir mit der Sonne machen. Was ist sinnvoller für ein Reihenhaus in Cessange: zwei Kollektoren für Solarthermie oder ein paar PV-Module mehr mit einem Heizstab im Speicher? Ab welchem Preis lohnt sich das überhaupt? Ein Solarteur, der beides anbietet, wäre ideal.",
    "solar", "Luxembourg", "Cessange", kind="d", nu="N", situation="Solar thermal collectors or extra PV with immersion heater for summer hot water?")
add("de-t14", "Meine Eltern (79 und 81) wohnen in Differdingen und kommen nicht mehr in die Badewanne. Wir überlegen, das ganze Bad umzubauen: bodengleiche Dusche, Haltegriffe, erhöhtes WC, breitere Tür. Was kostet so ein Umbau ungefähr und wie lange dauert er? Gibt es dafür Zuschüsse vom Staat?",
    "renovation", "Differdange", "Differdingen", kind="d", nu="U", situation="Accessible bathroom conversion for elderly parents: cost, duration, grants")
add("de-t15", "Unser Wohnzimmer in Mersch ist ein langer Schlauch, 8 mal 3,5 Meter, mit Fenstern nur an der Schmalseite. Wo stellt man da am besten Sofa, Esstisch und Regal hin, damit es nicht wie ein Flur wirkt? Welche Farben und welches Licht würden Sie empfehlen, eher Spots oder Stehlampen? Lohnt es sich, jemanden für so eine Planung ins Haus zu holen, und was kostet das?",
    "interior-design", "Mersch", "Mersch", kind="d", nu="U", situation="Layout, colours and lighting for a long narrow living room")

# ---------------- English ----------------
add("en-s01", "since we swapped to the new fibre router our hp laserjet in the home office in steinsel doesnt show up on any laptop anymore could someone come and sort it out this week",
    "it-support", "Steinsel", "steinsel", situation="Home office printer lost after a router swap")
add("en-s02", "Half the grass in our back garden in Bridel is moss and bare patches after the summer, can someone scarify, reseed and get it looking like a lawn again by spring?",
    "gardening", "Kopstal", "Bridel", not_place=["grass"], situation="Mossy, patchy lawn needs scarifying and reseeding")
add("en-s03", "Dear Sir or Madam, we would like a video intercom with a door release installed in our terraced house in Kirchberg, replacing the old bell wiring from the 1980s.",
    "electrical", "Luxembourg", "Kirchberg", not_place=["Sir"], situation="Video intercom with door release replacing old bell wiring")
add("en-s04", "Could someone fit a proper security cylinder and an extra deadlock on our front door in Bereldange, we had an attempted break-in last week and the old lock is pretty flimsy.",
    "locksmith", "Walferdange", "Bereldange", situation="Security cylinder and extra deadlock after an attempted break-in")
add("en-s05", "Every time someone shuts the kitchen tap quickly the pipes in our flat in Bettembourg give a loud bang you can hear three floors up, is that something a plumber can fix?",
    "plumbing", "Bettembourg", "Bettembourg", situation="Water hammer: pipes bang when a tap is shut")
add("en-s06", "Looking for a tiler for 45 m² of large 120x60 porcelain tiles on a new screed in the living room in Moutfort, tiles and adhesive already on site.",
    "tiling", "Contern", "Moutfort", situation="Large-format porcelain floor tiles in a living room")
add("en-s07", "The flat I rent out in Thionville needs all walls and ceilings repainted white before the next tenant moves in (three rooms, roughly 70 m²), is there anyone based in Luxembourg who would cross the border for that?",
    "painting", "abroad", "Thionville", distractors=["Luxembourg"], situation="Repaint a rented-out flat across the French border between tenants")
add("en-s08", "My wife and I got married in the summer and she commutes in from Trier while I work here, can someone do our first joint tax return and check whether joint taxation even makes sense for us?",
    "accounting", None, None, distractors=["Trier"], situation="First joint tax return for a newly married couple, one commuting from Germany")
add("en-s09", "We need a caterer for a 40th birthday on 14 March, about 35 guests, with decent vegetarian options and someone to serve?",
    None, None, None, situation="Caterer for a 40th birthday")
add("en-s10", "Can someone translate my 14-page lease from French into English before I sign it on Friday, I really don't want to miss any nasty clauses.",
    "translation", None, None, situation="Translate a French lease into English before signing")
add("en-t01", "Our AEG tumble dryer has started making a high squealing noise, like a belt rubbing, for the first ten minutes of every cycle. A normal load now takes almost three hours and the clothes still come out damp. I've cleaned both fluff filters and the condenser. It's in the utility room of our house in Munsbach. Anyone able to take a look?",
    "appliance-repair", "Schuttrange", "Munsbach", kind="a", nu="U", situation="Tumble dryer squeals and takes three hours")
add("en-t02", "A dozen pigeons roost every night on the ledge above our balcony in Hamm (the one by the airport road, not the German city). The balcony floor and the table are covered in droppings every morning and now they've started building a nest in the flower box. My daughter has asthma and I don't want her playing out there. What can be done, and does it hurt the birds?",
    "pest-control", "Luxembourg", "Hamm", not_place=["roost"], kind="a", nu="U", situation="Pigeons roosting and nesting on a balcony")
add("en-t03", "A diagonal crack has opened up in the brick wall above our garage door, starting at the corner of the concrete lintel. It was hairline in summer and now I can fit a coin in it. The garage door also scrapes at the top since a couple of weeks. House in Leudelange, built in 1985. Should I be worried, and who should look at it?",
    "masonry", "Leudelange", "Leudelange", kind="a", nu="U", situation="Widening diagonal crack in brickwork above a garage lintel")
add("en-t04", "My brother-in-law set up my mum's new laptop and told her to just click 'Allow' on every pop-up so websites work properly. Now her screen is full of fake virus warnings and adverts for dodgy pharmacies, even when the browser is closed. She lives alone in Sandweiler and does her banking on it, so I'm nervous. Could someone go round, clean it up properly and show her what not to click?",
    "it-support", "Sandweiler", "Sandweiler", kind="b", nu="U", situation="Mum's laptop flooded with fake virus pop-ups after bad advice")
add("en-t05", "The flat roof on our double garage in Canach has had puddles for years. Last autumn the previous owner's handyman told us to just paint the whole surface with a liquid sealant from the DIY store, which we did. This winter water is dripping onto the car again and the coating is peeling like sunburn. We need a proper roofer to look at the felt and give us a quote.",
    "roofing", "Lenningen", "Canach", kind="b", nu="N", situation="Leaking garage flat roof after a handyman's paint-on sealant")
add("en-t06", "Our neighbour, who has the same heat pump, told us to switch it off every night and boost it to 25 degrees in the morning to save power. Since then the house never really warms up, the backup heater seems to run all morning and our electricity bill for November was €480. House in Weiler-la-Tour, built 2019, underfloor heating everywhere. Can someone check the settings and set the system up properly?",
    "heating", "Weiler-la-Tour", "Weiler-la-Tour", not_place=["bill"], kind="b", nu="U", situation="Neighbour's night set-back advice for a heat pump doubled the bill")
add("en-t07", "After we had new floor tiles laid, all five interior doors scraped on the floor. A friend told me to just take them off and shave the bottoms with a hand plane, so I did the bathroom one. It now has a 2 cm gap at one corner and still sticks, and the veneer splintered. House in Olm, oak veneered doors from 2004. Who can shorten the rest properly and fix this one?",
    "carpentry", "Kehlen", "Olm", kind="b", nu="U", situation="Interior doors too long after new tiles, DIY planing went wrong")
add("en-t08", "I co-founded a small software startup three years ago. My former co-founder left in September and has now joined a competitor, and two of our biggest clients have suddenly moved there too. We think he took our client list, but our shareholder agreement is a 4-page template. We're looking for a lawyer who knows company and IP law and can tell us what our options are.",
    "legal", None, None, kind="c", nu="N", situation="Startup: departed co-founder took the client list to a competitor")
add("en-t09", "We're a small English-speaking amateur theatre group (asbl) with about 40 members. Up to now we've sold tickets by e-mail and bank transfer, which is chaos every opening night. We'd like a simple site with our shows, a seat map and online payment, plus a page where members can see rehearsal dates. What would something like that cost to build and run?",
    "web-development", None, None, kind="c", nu="U", situation="Amateur theatre group wants a site with ticketing and seat map")
add("en-t10", "We're a small architecture practice and we've just finished a house on the slopes above the Moselle in Stadtbredimus. The owners agreed to let us shoot it in early May when the vines are green. We need exteriors at golden hour, some interiors and a few detail shots for an award entry and our portfolio. Budget around €1,200.",
    "photography", "Stadtbredimus", "Stadtbredimus", kind="c", nu="U", situation="Architecture practice needs photos of a finished house for an award entry")
add("en-t11", "We run a dental practice with three treatment rooms in Bous. Our cleaner is retiring at the end of January. We're looking for a cleaning company that can come every weekday evening after 7 pm and knows the hygiene rules for medical rooms. Please send a price per month.",
    "cleaning", "Bous-Waldbredimus", "Bous", kind="c", nu="N", situation="Dental practice needs weekday evening cleaning")
add("en-t12", "We're relocating from Luxembourg to Lisbon in June: four-bedroom house in Oberanven, plus a garage full of bikes and garden furniture. Is it cheaper to book international movers door to door, or to rent a container and have a local team just load it? Roughly how much should we expect, and how many weeks ahead do we need to book?",
    "moving", "Niederanven", "Oberanven", distractors=["Luxembourg", "Lisbon"], kind="d", nu="N", situation="International move to Lisbon: door-to-door movers or container, cost")
add("en-t13", "Our new detached garage in Mamer has a flat roof of about 35 m². Is it worth putting solar panels on it, and which is better on a flat roof: east-west mounting or south-facing at an angle? Would microinverters make sense or a single string inverter? Looking for a solar installer who can explain the options without the hard sell.",
    "solar", "Mamer", "Mamer", not_place=["sell"], kind="d", nu="N", situation="PV on a flat garage roof: mounting and inverter choice")
add("en-t14", "We've bought a narrow 1900s townhouse in Pfaffenthal, three floors, nothing's been done since the 70s. Wiring, pipes, windows, floors, kitchen and both bathrooms all need redoing, and we'd like to open up the ground floor. How long does a job like that realistically take here, and should we budget per square metre or per room? We were born abroad and have no idea about local prices.",
    "renovation", "Luxembourg", "Pfaffenthal", not_place=["born"], kind="d", nu="U", situation="Whole townhouse renovation: duration and how to budget")
add("en-t15", "We're opening up the ground floor of our house in Strassen into one big kitchen-living space. My wife wants dark green walls and brass lights, I think it will look like a cave with only one window facing north. Which of us is right? And how do people usually plan where the lights go before the electrician starts?",
    "interior-design", "Strassen", "Strassen", kind="d", nu="U", situation="Colours and lighting plan for a north-facing open-plan room")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, procuro alguém para limpar as vitrines e o chão da minha loja de roupa em Schifflange uma vez por semana, de preferência à segunda de manhã antes de abrir.",
    "cleaning", "Schifflange", "Schifflange", situation="Weekly cleaning of a clothes shop's windows and floor")
add("pt-s02", "mudança dia 28 de um T2 em soleuvre para differdange 3º andar sem elevador quanto fica o devis tenho maquina de lavar frigo sofa e umas 20 caixas",
    "moving", "Sanem", "soleuvre", distractors=["differdange"], situation="Small flat move to a third floor without lift, asks for a quote")
add("pt-s03", "Com o gelo desta noite rebentou um cano na garagem em Pontpierre e está a sair água pela parede, já fechei a torneira geral, alguém pode vir hoje?",
    "plumbing", "Mondercange", "Pontpierre", situation="Frozen pipe burst in the garage")
add("pt-s04", "O disjuntor diferencial (o disjoncteur) salta sempre que chove forte, acho que é da tomada do terraço, casa em Berchem, é possível vir ver esta semana?",
    "electrical", "Roeser", "Berchem", situation="Residual-current breaker trips whenever it rains")
add("pt-s05", "Tenho 6 azulejos partidos no chão da cozinha em Hellange (carrelage 60x60 cinzento, tenho caixas de sobra) e precisava de alguém para os trocar sem estragar os outros.",
    "tiling", "Frisange", "Hellange", situation="Replace six cracked kitchen floor tiles")
add("pt-s06", "A fechadura da porta de serviço da garagem partiu-se por dentro e a porta já não tranca, moro em Ehlange, podem vir trocar o canhão amanhã?",
    "locksmith", "Reckange-sur-Mess", "Ehlange", situation="Broken lock on the garage side door, replace cylinder")
add("pt-s07", "Cortámos três tuias grandes no quintal em Schouweiler e agora ficaram os cepos, alguém tem máquina para os triturar e deixar o terreno pronto para relva?",
    "gardening", "Dippach", "Schouweiler", situation="Grind three stumps and prepare ground for a lawn")
add("pt-s08", "Preciso de um site simples para a minha pequena empresa de mudanças, com formulário de orçamento e fotos, em português e francês, quanto custa mais ou menos?",
    "web-development", None, None, situation="Simple bilingual website with quote form for a removals firm")
add("pt-s09", "Tive um acidente de trabalho há 3 semanas e o patrão não quer fazer a declaração à seguradora (AAA), preciso de um advogado que fale português.",
    "legal", None, None, situation="Employer refuses to declare a workplace accident")
add("pt-s10", "Alguém conhece um mecânico de confiança que fale português, o meu Golf faz um barulho esquisito na embraiagem quando meto a primeira?",
    None, None, None, situation="Looking for a car mechanic for a clutch noise")
add("pt-t01", "A arca congeladora que temos na cave em Dahlem começou a fazer um zumbido forte e depois desliga-se sozinha. Hoje de manhã a carne e o peixe estavam meio descongelados. A luz verde continua acesa, mas o motor aquece muito. Tem só 4 anos. O que pode ser?",
    "appliance-repair", "Garnich", "Dahlem", kind="a", nu="U", situation="Chest freezer hums, cuts out, food thawing")
add("pt-t02", "Desde segunda-feira há um cheiro a gasóleo e a queimado na cave. Na parede por cima da caldeira apareceu uma mancha preta de fuligem. Duas vezes por dia acende-se uma luz vermelha e tenho de carregar no botão para ela arrancar outra vez. Casa em Goeblange, temos duas crianças pequenas. Alguém pode vir ver com urgência?",
    "heating", "Koerich", "Goeblange", kind="a", nu="U", situation="Oil burner smells, soots and locks out twice a day")
add("pt-t03", "Ontem à noite vi um bicho grande, cinzento, com cauda comprida a correr do compostor para debaixo do abrigo de madeira. Há vários buracos junto ao muro do quintal e a terra está remexida. O cão não para de ladrar para aquele canto. Moramos em Kleinbettingen. O que devo fazer?",
    "pest-control", "Steinfort", "Kleinbettingen", kind="a", nu="U", situation="Large long-tailed animal at the compost, burrows by the wall")
add("pt-t04", "O meu cunhado pintou o teto da sala com um rolo e tinta barata que sobrou das obras dele. Disse que uma demão chegava e que não era preciso primário. Agora ficou tudo às riscas, com zonas mais claras, e nos cantos vê-se a cor antiga. A casa é em Audun-le-Tiche, mesmo ao pé da fronteira. Procuro um pintor que trabalhe também do lado francês.",
    "painting", "abroad", "Audun-le-Tiche", kind="b", nu="N", situation="Streaky living-room ceiling after a relative's one-coat job (France)")
add("pt-t05", "Temos um quarto no sótão com a parede inclinada e queríamos aproveitar o espaço para roupeiros. Na loja de móveis garantiram-nos que os módulos normais serviam se cortássemos um bocado atrás. Cortámos, ficou tudo torto e as portas não fecham bem. Agora queríamos alguém que faça um roupeiro à medida, em madeira, para aquela parede. É uma casa em Cents.",
    "carpentry", "Luxembourg", "Cents", kind="b", nu="U", situation="Furniture shop said standard wardrobes fit under a sloping wall; wants made-to-measure")
add("pt-t06", "No verão o meu irmão fez no quintal uma laje de betão para pôr a casota do jardim, sem ferro e quase sem base, porque disse que não era preciso. Agora, depois das chuvas, a laje rachou ao meio e um dos lados afundou uns 5 centímetros. A casota já está torta. Moramos em Lamadelaine. Quem pode partir aquilo e fazer uma base como deve ser?",
    "masonry", "Pétange", "Lamadelaine", kind="b", nu="U", situation="Brother's unreinforced shed slab cracked and sank")
add("pt-t07", "O meu sogro subiu ao telhado para tirar o musgo com a máquina de alta pressão, porque viu no YouTube que era assim. Partiram-se várias telhas e agora quando chove cai água no sótão, mesmo por cima do quarto do bebé. Precisamos de um couvreur (telhador) que venha ver e substituir as telhas antes do fim de semana. Casa em Noertzange.",
    "roofing", "Bettembourg", "Noertzange", kind="b", nu="N", situation="Father-in-law pressure-washed the roof, tiles broken and leaking")
add("pt-t08", "Somos uma pequena empresa de maçonaria com 5 operários. A senhora que fazia as nossas contas reformou-se e ficámos com as faturas, os salários e a TVA de três meses por tratar. Recebemos uma carta da AED a pedir a declaração em atraso. Precisamos de alguém que trate disto tudo todos os meses.",
    "accounting", None, None, kind="c", nu="U", situation="Small masonry firm needs invoices, payroll and overdue VAT returns handled")
add("pt-t09", "Somos uma associação portuguesa de folclore com 60 membros. Para registar as alterações dos estatutos no RCS, precisamos de os ter em francês, são 9 páginas. Também temos a ata da assembleia geral. Procuramos um tradutor que faça isto a um preço justo para uma associação sem fins lucrativos.",
    "translation", None, None, kind="c", nu="N", situation="Folk-dance association needs its amended statutes and minutes in French")
add("pt-t10", "Temos uma empresa de limpezas (nettoyage) com 12 funcionárias e um pequeno escritório em Esch-sur-Alzette. O computador onde estão os horários e as faturas está cada vez mais lento e tenho medo de perder tudo, não há cópia de segurança nenhuma. Também queria que as chefes de equipa vissem os horários no telemóvel. Quem pode tratar disso?",
    "it-support", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="Cleaning company office: slow PC, no backup, schedules on phones")
add("pt-t11", "Sou da associação de pais da escola fundamental de Lorentzweiler. Queremos organizar, em maio, fotos de turma e retratos individuais para as 14 turmas, e uma parte dos lucros vai para a viagem de fim de ano. Os pais devem poder encomendar as fotos online. Alguém faz este tipo de trabalho?",
    "photography", "Lorentzweiler", "Lorentzweiler", kind="c", nu="U", situation="Parents' association wants class and individual school photos")
add("pt-t12", "Vamos mudar de Braga para Dudelange em agosto, eu já trabalho cá desde janeiro. É melhor contratar uma empresa de mudanças portuguesa ou uma daqui do Luxemburgo? E quanto custa mais ou menos um camião com a mobília de uma casa T3? Também não sei se dá para trazer o carro no mesmo transporte.",
    "moving", "Dudelange", "Dudelange", distractors=["Braga", "Luxemburgo"], kind="d", nu="N", situation="Move from Portugal to Dudelange: which movers, cost")
add("pt-t13", "Estamos a pensar pôr painéis no telhado da nossa casa em Hobscheid, mas o telhado tem 22 anos. Vale a pena primeiro mudar as telhas ou pôr já os painéis? E com as ajudas do Estado (Klimabonus), quanto fica mais ou menos para uma família de 5? Um colega disse-me que em 8 anos está pago, é verdade?",
    "solar", "Habscht", "Hobscheid", kind="d", nu="U", situation="PV on a 22-year-old roof: re-roof first? cost and payback")
add("pt-t14", "A minha sogra vai viver connosco e queremos transformar a garagem da casa em Oberkorn num quarto com casa de banho. É preciso pedir licença à comuna? Quanto custa mais ou menos uma obra destas, com isolamento, janela, canalização e eletricidade? E quanto tempo demora?",
    "renovation", "Differdange", "Oberkorn", kind="d", nu="U", situation="Convert a garage into a bedroom with bathroom: permit, cost, time")
add("pt-t15", "Os meus dois filhos (6 e 9 anos) vão partilhar um quarto de 9 m² no nosso apartamento (L-1470, route d'Esch). Beliche, ou duas camas com uma secretária no meio? Que cores ajudam a parecer maior? Vale a pena pagar uma consulta a um designer de interiores ou é dinheiro deitado fora?",
    "interior-design", "Luxembourg", "L-1470", kind="d", nu="N", situation="Layout and colours for a 9 m² shared children's room")

# ---------------- Italian ----------------
add("it-s01", "Abbiamo sei meli e due peri vecchi nel giardino a Gilsdorf che non sono mai stati potati, qualcuno può farlo a febbraio e dirci se vale la pena salvarli?",
    "gardening", "Bettendorf", "Gilsdorf", situation="Prune old, never-pruned apple and pear trees")
add("it-s02", "Ci serve una linea trifase per il nuovo piano a induzione (7,4 kW) in cucina, casa a Medernach, il quadro è in cantina proprio sotto.",
    "electrical", "Vallée de l'Ernz", "Medernach", situation="Three-phase line for a new induction hob")
add("it-s03", "vorrei far installare un rubinetto esterno antigelo sul muro del giardino e un attacco acqua per la lavatrice in cantina casa a prettingen",
    "plumbing", "Lintgen", "prettingen", situation="Frost-proof outdoor tap and a washing-machine water connection")
add("it-s04", "Siamo l'amministrazione di un condominio a Mersch e cerchiamo chi tinteggi il vano scale di quattro piani (pareti e soffitti) con una pittura lavabile.",
    "painting", "Mersch", "Mersch", situation="Repaint a four-storey stairwell of a co-owned building")
add("it-s05", "La macchina del caffè da incasso Siemens perde acqua da sotto e il display resta nero, siamo a Colmar-Berg (non Colmar in Alsazia 😅), qualcuno la ripara a domicilio?",
    "appliance-repair", "Colmar-Berg", "Colmar-Berg", distractors=["Colmar", "Alsazia"], situation="Built-in coffee machine leaks, display dead")
add("it-s06", "Il cancello di legno del giardino a Roost si è imbarcato e non si chiude più, le cerniere sono a posto ma le assi sono storte, si può sistemare o va rifatto?",
    "carpentry", "Bissen", "Roost", situation="Warped wooden garden gate no longer closes")
add("it-s07", "Abbiamo appena comprato sei portatili per il nostro studio tecnico a Redange, qualcuno può configurarli, collegarli al NAS e alla stampante e sistemare gli account email?",
    "it-support", "Redange", "Redange", situation="Set up six new laptops with NAS, printer and e-mail")
add("it-s08", "Vivo in Lussemburgo dal 2022 e affitto un appartamento a Bari, qualcuno può preparare la mia dichiarazione dei redditi e spiegarmi come dichiarare quell'affitto?",
    "accounting", None, None, distractors=["Lussemburgo", "Bari"], situation="Tax return including rental income from a flat in Italy")
add("it-s09", "Mi servirebbe la traduzione in francese e in tedesco del mio CV e della lettera di motivazione, due pagine ciascuno, entro lunedì.",
    "translation", None, None, situation="Translate a CV and cover letter into French and German")
add("it-s10", "Cerco un'insegnante di pianoforte per mia figlia di 8 anni, principiante, possibilmente a domicilio il mercoledì pomeriggio.",
    None, None, None, situation="Piano teacher for an 8-year-old")
add("it-t01", "Quando piove forte con vento da ovest, sul soffitto della mansarda accanto al camino compare una macchia marrone che si allarga. Dopo un paio di giorni asciuga e resta l'alone. In soffitta il legno intorno al camino è scuro e umido al tatto. Casa a Heffingen, costruita negli anni '90. Chi può venire a vedere?",
    "roofing", "Heffingen", "Heffingen", kind="a", nu="U", situation="Brown stain next to the chimney after driving rain")
add("it-t02", "Stamattina nel corridoio tre piastrelle si sono sollevate di colpo con uno schiocco, formando una specie di tettuccio. Anche quelle vicine suonano vuote quando ci si cammina sopra. Sotto c'è il riscaldamento a pavimento, che abbiamo acceso da una settimana. Abitiamo a Cruchten, nella casa nuova finita l'anno scorso. Cosa può essere successo?",
    "tiling", "Nommern", "Cruchten", kind="a", nu="U", situation="Hallway floor tiles popped up with a bang, others hollow")
add("it-t03", "Da qualche giorno in cucina c'è una fila continua di formichine marroni che entra da sotto la soglia della porta-finestra. Vanno dritte verso la dispensa e il secchio dell'umido. Abbiamo provato con aceto e cannella, ma il giorno dopo tornano. Abitiamo ad Angelsberg, casa con giardino. Come ce ne liberiamo per sempre?",
    "pest-control", "Fischbach", "Angelsberg", kind="a", nu="U", situation="Trail of ants into the kitchen")
add("it-t04", "Il vicino ci ha consigliato di chiudere del tutto i termosifoni nelle stanze che non usiamo, per risparmiare. Adesso la caldaia si accende e si spegne di continuo, fa un rumore strano e nelle camere chiuse i muri sono freddi e umidi. Abitiamo a Larochette, casa del 1975 con caldaia a gasolio. Qualcuno può regolare l'impianto come si deve?",
    "heating", "Larochette", "Larochette", kind="b", nu="U", situation="Neighbour said to shut radiators in unused rooms, boiler now short-cycles")
add("it-t05", "La serratura della porta d'ingresso girava dura e il padrone di casa mi ha detto di spruzzarci dentro dell'olio da cucina. Da allora la chiave entra a fatica, e stamattina non gira più per niente, sono riuscita a uscire solo dal garage. Mi serve un fabbro che venga oggi o domani, abito a Tuntange.",
    "locksmith", "Helperknapp", "Tuntange", kind="b", nu="N", situation="Landlord said to oil a stiff lock with cooking oil, now it won't turn")
add("it-t06", "L'intonaco esterno della casa a Ingeldorf si stava staccando vicino allo zoccolo. Un conoscente ci ha rifatto le toppe con il gesso da interni perché tanto è uguale. Dopo l'inverno è tutto gonfio, bianco e si sbriciola con le dita, e la parte staccata è il doppio di prima. Chi può rifare l'intonaco dello zoccolo come si deve?",
    "masonry", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="Render patched with indoor plaster crumbled after winter")
add("it-t07", "Tre anni fa il vivaio ci ha venduto dei bambù dicendo che non serviva nessuna barriera antiradice. Ora spuntano germogli in tutto il prato e perfino dall'altra parte della recinzione, nel giardino del vicino, che comincia a lamentarsi. Vorremmo toglierli completamente, radici comprese, e mettere qualcosa di più tranquillo. Il giardino è a Weimerskirch.",
    "gardening", "Luxembourg", "Weimerskirch", kind="b", nu="U", situation="Garden centre sold bamboo without root barrier, now invading")
add("it-t08", "Abbiamo un piccolo ristorante italiano e abbiamo appena rinnovato la sala. Il fornitore di sedie e tavoli ci ha consegnato merce diversa da quella ordinata, si rifiuta di riprenderla e pretende il saldo di 14.000 euro. Abbiamo foto, preventivo firmato ed email. Cerchiamo un avvocato che ci dica se conviene andare in causa.",
    "legal", None, None, kind="c", nu="N", situation="Restaurant: furniture supplier delivered the wrong goods and demands payment")
add("it-t09", "Importiamo vini e olio da piccoli produttori del Piemonte e della Puglia e finora vendiamo solo nel nostro negozietto. Vorremmo un sito con catalogo, schede dei produttori e vendita online per il Benelux, in italiano, francese e tedesco. Quello attuale è una pagina fatta dieci anni fa da mio nipote. Quanto costerebbe e in quanto tempo?",
    "web-development", None, None, distractors=["Piemonte", "Puglia", "Benelux"], kind="c", nu="U", situation="Wine and oil importer wants a three-language online shop")
add("it-t10", "Gestiamo una piccola palestra a Ettelbruck con spogliatoi e docce. La ragazza che faceva le pulizie ci ha lasciati e noi istruttori non ce la facciamo più. Cerchiamo un'impresa di pulizie che venga tutte le mattine prima delle 7, compresa la sanificazione degli attrezzi. Quanto chiedete al mese?",
    "cleaning", "Ettelbruck", "Ettelbruck", kind="c", nu="N", situation="Gym needs daily early-morning cleaning")
add("it-t11", "Sono il presidente di un coro misto di 35 persone. Il 12 aprile facciamo il concerto per i nostri 50 anni nella chiesa di Diekirch e vorremmo un buon servizio di foto e un video del concerto da vendere ai soci. La chiesa è buia e non si può usare il flash durante l'esecuzione. Qualcuno ha esperienza con eventi del genere?",
    "photography", "Diekirch", "Diekirch", kind="c", nu="U", situation="Choir's 50th-anniversary concert: photos and video in a dark church")
add("it-t12", "A fine marzo ci trasferiamo da Useldange a Merl, da una casa a un appartamento più piccolo. Conviene una ditta di traslochi che smonti e rimonti anche i mobili, o basta il trasporto? E cosa facciamo dei mobili che non ci stanno più, esiste un deposito temporaneo? Più o meno quanto costa tutto?",
    "moving", "Useldange", "Useldange", distractors=["Merl"], kind="d", nu="N", situation="Downsizing move: full service or transport only, storage, cost")
add("it-t13", "Abitiamo a Messancy, in Belgio, a dieci minuti dal confine, e lavoriamo entrambi in Lussemburgo. Il tetto della casa è esposto a sud e vorremmo mettere dei pannelli per produrre la nostra corrente. Conviene rivolgersi a una ditta belga o lussemburghese, visto che gli incentivi sono belgi? E più o meno quanto si spende per 6 kWp?",
    "solar", "abroad", "Messancy", distractors=["Belgio", "Lussemburgo"], kind="d", nu="U", situation="PV on a house in Belgium: Belgian or Luxembourg firm, cost")
add("it-t14", "Abbiamo comprato all'asta un appartamento di 70 m² a Hollerich, rimasto chiuso per vent'anni: impianto elettrico vecchio, bagno e cucina da rifare, pavimenti rovinati. Secondo voi ha senso rifare tutto subito prima di entrarci, o possiamo abitarci e fare un lavoro alla volta? E quanto si spende al metro quadro per una ristrutturazione così?",
    "renovation", "Luxembourg", "Hollerich", kind="d", nu="U", situation="Flat bought at auction: renovate all before moving in or step by step")
add("it-t15", "Ci siamo trasferiti in una casa a schiera a Bertrange e il soggiorno con cucina a vista è lungo e buio, con il camino in mezzo alla parete lunga. Non riusciamo a decidere dove mettere divano e TV, e se fare le pareti chiare o di un colore caldo. Un'interior designer per una consulenza di due ore vale la spesa? Quanto si paga di solito?",
    "interior-design", "Bertrange", "Bertrange", kind="d", nu="N", situation="Where to put sofa and TV, wall colours; is a two-hour designer consult worth it")

# ---------------- Spanish ----------------
add("es-s01", "Queremos pintar la fachada de nuestra casa en Troisvierges antes del verano, son unos 180 m² con andamio, ¿alguien puede pasar a dar presupuesto?",
    "painting", "Troisvierges", "Troisvierges", situation="Repaint a house facade before summer")
add("es-s02", "Compramos una casa antigua en Ell y el cuadro eléctrico todavía tiene fusibles de porcelana de rosca, necesitamos cambiarlo entero por uno moderno con diferenciales.",
    "electrical", "Ell", "Ell", situation="Replace an old screw-fuse board with a modern one")
add("es-s03", "he perdido la única llave del buzón y tengo cartas del banco dentro vivo en bonnevoie alguien puede abrirlo y cambiar la cerradura",
    "locksmith", "Luxembourg", "bonnevoie", situation="Lost the only mailbox key, open and change the lock")
add("es-s04", "Terminamos la casa en Weiswampach y el terreno de atrás (unos 600 m²) es solo barro, buscamos a alguien que nos diseñe el jardín con césped, un pequeño huerto y algunos árboles.",
    "gardening", "Weiswampach", "Weiswampach", situation="Design a garden with lawn, vegetable patch and trees for a new build")
add("es-s05", "La placa de inducción Bosch se apaga sola a los dos o tres minutos y pita, pasa con todas las zonas, estamos en Doncols, ¿hacen reparaciones a domicilio?",
    "appliance-repair", "Winseler", "Doncols", situation="Induction hob switches off and beeps after a few minutes")
add("es-s06", "Necesito a alguien que alicate la pared de la ducha del baño de invitados en Beckerich, unos 8 m² de azulejo 30x60 que ya tenemos comprado.",
    "tiling", "Beckerich", "Beckerich", situation="Tile a guest shower wall")
add("es-s07", "Vamos a reformar la casa en Perlé y tenemos que sacar los muebles de tres habitaciones a un guardamuebles durante unos cuatro meses, ¿quién hace transporte y almacenaje?",
    "moving", "Rambrouch", "Perlé", situation="Move furniture into storage during building works")
add("es-s08", "Hago cerámica artesanal y quiero una tienda online sencilla con pagos, envíos a toda Europa y la posibilidad de encargar piezas personalizadas.",
    "web-development", None, None, situation="Online shop for handmade ceramics")
add("es-s09", "Buscamos una canguro que hable español para dos niños (4 y 7 años) los sábados por la noche, de vez en cuando.",
    None, None, None, situation="Spanish-speaking babysitter on Saturday evenings")
add("es-s10", "Nos casamos en España hace nueve años y ahora queremos divorciarnos de mutuo acuerdo aquí, ¿qué abogado nos puede llevar el caso y cuánto cuesta más o menos?",
    "legal", None, None, distractors=["España"], situation="Amicable divorce of a couple married in Spain")
add("es-t01", "En el techo del salón, justo debajo del cuarto de baño de arriba, ha aparecido una mancha de humedad que cada día es más grande. Hemos cerrado todos los grifos y el contador del agua sigue girando despacito. No se oye nada, pero la pintura ya empieza a abombarse. La casa está en Esch-sur-Sûre, no en Esch-sur-Alzette, que siempre nos confunden. ¿Quién puede venir a encontrar el problema?",
    "plumbing", "Esch-sur-Sûre", "Esch-sur-Sûre", distractors=["Esch-sur-Alzette"], kind="a", nu="U", situation="Growing wet patch under the bathroom, meter turns with taps shut")
add("es-t02", "Desde que adoptamos una gatita hace un mes, nos levantamos con picaduras rojas en los tobillos. En la alfombra del salón se ven unos bichitos negros muy pequeños que saltan. Ya le pusimos una pipeta a la gata, pero seguimos igual. Vivimos en Vichten. ¿Qué podemos hacer en casa?",
    "pest-control", "Vichten", "Vichten", kind="a", nu="U", situation="Bites on the ankles and tiny jumping insects after adopting a kitten")
add("es-t03", "Los escalones de piedra de la entrada de casa se están deshaciendo: salen trozos en las esquinas y se ven grietas por donde entra el agua. Con las heladas de este invierno se soltó un trozo grande y mi suegra casi se cae. La casa está en Saeul y tiene unos cien años. ¿Se puede arreglar o hay que hacerlos nuevos?",
    "masonry", "Saeul", "Saeul", kind="a", nu="U", situation="Crumbling stone entrance steps")
add("es-t04", "El vendedor de la tienda de bricolaje nos dijo que podíamos cambiar nosotros mismos los cabezales termostáticos de los radiadores por unos inteligentes sin tocar nada más. Ahora tres radiadores no se calientan nunca y otros dos están siempre ardiendo aunque la app diga 18 grados. Casa en Hosingen, calefacción de gasóleo. ¿Alguien puede venir a revisar las válvulas y dejarlo todo bien?",
    "heating", "Parc Hosingen", "Hosingen", kind="b", nu="U", situation="DIY smart radiator heads on a shop's advice, radiators now stuck cold or hot")
add("es-t05", "Con la tormenta se cayeron varias pizarras del tejado de la casa de mi madre en Martelange, en el lado belga, justo enfrente de Rombach. Un vecino le puso espuma de poliuretano en los huecos y dijo que con eso aguantaba años. Ahora hay goteras en dos habitaciones y la espuma se está deshaciendo. Buscamos un tejador que pueda ir aunque sea en Bélgica.",
    "roofing", "abroad", "Martelange", distractors=["Rombach", "Bélgica"], kind="b", nu="N", situation="Storm-damaged slate roof filled with foam by a neighbour (Belgian side)")
add("es-t06", "En la tienda me dijeron que con un esmalte al agua podía pintar directamente la barandilla de hierro del balcón, sin lijar ni imprimación. A los tres meses la pintura se levanta en escamas, por debajo sale el óxido otra vez y hay manchas marrones en la fachada. Quiero que alguien la deje bien, lijada y con la pintura adecuada. Es una casa en Grosbous.",
    "painting", "Groussbus-Wal", "Grosbous", kind="b", nu="U", situation="Rusty iron balcony railing painted without primer on shop advice")
add("es-t07", "Mi suegro nos montó en el salón una estantería de madera de pared a pared, sujeta con tacos normales a un tabique de pladur. Con los libros se ha combado en el centro y por arriba ya se separa de la pared un par de centímetros. Nos da miedo con los niños. Buscamos un carpintero que haga un mueble a medida bien anclado, casa en Hachiville.",
    "carpentry", "Wincrange", "Hachiville", kind="b", nu="N", situation="Father-in-law's wall shelving sagging off plasterboard; wants a built-in unit")
add("es-t08", "Tenemos una pequeña academia de idiomas con cuatro profesoras, dos de ellas a media jornada. Hasta ahora llevábamos las facturas en una hoja de Excel y el cierre del año lo hacía un conocido que se ha jubilado. Necesitamos a alguien para las nóminas, los libros y las cuentas anuales.",
    "accounting", None, None, kind="c", nu="U", situation="Language school needs payroll, books and annual accounts")
add("es-t09", "Tenemos unas casitas rurales para turistas junto al lago en Liefrange. Los huéspedes se quejan de que el wifi no llega a las casitas del fondo y a veces se cae en todas. Además el ordenador de la recepción va muy lento y la impresora de las facturas falla. ¿Alguien que venga, mire la red y nos proponga una solución?",
    "it-support", "Lac de la Haute-Sûre", "Liefrange", kind="c", nu="U", situation="Holiday cottages: Wi-Fi coverage, slow reception PC, failing printer")
add("es-t10", "Somos una empresa de construcción con muchos obreros portugueses y españoles. Tenemos que entregarles el plan de seguridad y las instrucciones de los andamios en su idioma, unas 30 páginas en francés. Buscamos un traductor o una agencia que lo haga bien, con el vocabulario técnico de obra. ¿Cuánto tardaría más o menos?",
    "translation", None, None, kind="c", nu="N", situation="Construction firm needs its safety plan translated into Portuguese and Spanish")
add("es-t11", "Somos una pequeña quesería familiar en Boulaide y vamos a cambiar las etiquetas y la web. Necesitamos fotos bonitas de los quesos, de las vacas en el prado y del obrador, todo con aspecto natural. Si puede ser, también un vídeo corto para redes. ¿Cuánto costaría una jornada?",
    "photography", "Boulaide", "Boulaide", kind="c", nu="U", situation="Family cheese dairy needs product, farm and workshop photos")
add("es-t12", "Vamos a poner a la venta nuestro dúplex en Clausen y la agencia dice que lo limpiemos a fondo antes de las fotos: cristales, cocina, juntas y terraza. ¿Merece la pena contratar una empresa de limpieza o lo hacemos nosotros en un fin de semana? ¿Cuánto puede costar para 120 m²?",
    "cleaning", "Luxembourg", "Clausen", kind="d", nu="N", situation="Deep clean before selling: hire a firm or DIY, cost")
add("es-t13", "Tenemos una granja en Clervaux y el tejado del establo mide casi 400 m². ¿Compensa cubrirlo de placas y vender la electricidad, o es mejor una instalación pequeña solo para consumo propio? ¿Y el tejado de fibrocemento es un problema?",
    "solar", "Clervaux", "Clervaux", kind="d", nu="U", situation="Large PV on a cow-shed roof: sell power or self-consume; fibre-cement roof")
add("es-t14", "Hemos heredado la casa de mis abuelos en Wiltz, de 1960, y dudamos entre reformarla o venderla. Habría que cambiar ventanas, instalación eléctrica, baño y cocina, y poner aislamiento. ¿Más o menos cuánto cuesta una reforma así para 140 m²? ¿Hay ayudas del Estado que cubran una parte?",
    "renovation", "Wiltz", "Wiltz", kind="d", nu="U", situation="Inherited 1960 house: renovate or sell, cost and grants")
add("es-t15", "Acabamos de alquilar un piso de 55 m² en la Ville-Haute con techos de 3,5 metros y una sola ventana grande. ¿Cómo se aprovecha esa altura, con altillo, estanterías altas, lámparas colgantes? ¿Compensa pagar a una interiorista unas horas o con Pinterest basta?",
    "interior-design", "Luxembourg", "Ville-Haute", kind="d", nu="N", situation="Making use of 3.5 m ceilings in a small flat; worth paying an interior designer?")
