MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, ech bräicht en Elektriker fir 3 nei Steckdousen an eng Lampen mat Bewegungsmelder an der Garage zu Wolz, wéini hätt dir Zäit?",
    "electrical", "Wiltz", "Wolz", situation="three new sockets and a motion-sensor light in a garage")
add("lb-s02", "mir wëllen d'Fassad vun eisem Haus zu Klierf nei ustreiche loossen, ronn 180 m2, am beschten nach virum Hierscht",
    "painting", "Clervaux", "Klierf", situation="repainting a house facade of about 180 m2")
add("lb-s03", "Mir hunn en Haus zu Veianen kaaft a wëllen all d'Zylinder vun den Dieren wiesselen loossen well mer net wëssen wien nach Schlësselen huet :)",
    "locksmith", "Vianden", "Veianen", situation="changing all door cylinders after buying a house")
add("lb-s04", "Mir plënneren de 15ten Mäerz vu Miersch an en Appartement um Lampertsbierg, drëtte Stack ouni Lift, wat kascht dat mat 2 Leit an engem Camion?",
    "moving", "Mersch", "Miersch", distractors=("Lampertsbierg",), situation="move from Mersch to a flat in Limpertsberg, loading end Mersch")
add("lb-s05", "Kennt dir een deen d'Klimaanlag vun mengem Auto nofëllt, et bléist just nach waarm Loft eraus 🥵",
    None, None, None, situation="car air conditioning refill, not a listed trade")
add("lb-s06", "Ech sichen en Dolmetscher Persesch-Franséisch fir e Rendez-vous beim Notaire den 8ten Januar, ongeféier eng Stonn.",
    "translation", None, None, situation="Persian-French interpreter for one hour at a notary")
add("lb-s07", "de Rasen hannert dem Haus ass nëmmen nach Moos, ronn 400m2, kann een dat fräsen an nei uséinen? L-9990",
    "gardening", "Weiswampach", "L-9990", situation="lawn full of moss to be tilled and resown")
add("lb-s08", "Wat kascht eng PV-Anlag vu ronn 9 kWc op dem Daach vun eiser Scheier zu Hosingen, mat Onduleur?",
    "solar", "Parc Hosingen", "Hosingen", situation="price of a 9 kWp photovoltaic system on a barn roof")
add("lb-s09", "An eisem Büro um Kierchbierg fënnt keen Computer méi den Drécker am Reseau zënter dem leschte Windows-Update, kann ee laanscht kommen?",
    "it-support", "Luxembourg", "Kierchbierg", situation="office computers no longer find the network printer after an update")
add("lb-s10", "Mir brauchen een deen eis Plättercher an der Kichen zu Ettelbréck leet, Buedem 14 m2 plus e Stéck Mauer hannert der Spull.",
    "tiling", "Ettelbruck", "Ettelbréck", situation="laying kitchen floor tiles and a splashback")
add("lb-t01", "Zënter enger Woch héiere mir all Nuecht eppes am Plafong vun der Schlofkummer kraazen. Haut de Moien hunn ech kleng schwaarz Kären an der Speis fonnt, nieft engem ugebassene Pak Nuddelen. D'Kaz sëtzt stonnelaang virun der Kummerdier. Mir wunnen zu Nocher an d'Kanner fäerten sech elo. Wien kann do eppes maachen?",
    "pest-control", "Goesdorf", "Nocher", kind="a", nu="U", situation="scratching in the ceiling and droppings in the pantry (mice)")
add("lb-t02", "all kéier wann ech den Uewen an d'Wäschmaschinn zur selwechter Zäit unhunn ass d'Kichen op eemol däischter. dann muss ech an de Keller goen an dee klenge Knäppchen nees erop drécken. dat ass elo schonn dräimol dës Woch geschitt. eist Haus zu Ëlwen ass vun 1978 wann dat hëlleft",
    "electrical", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="kitchen circuit trips when oven and washing machine run together")
add("lb-t03", "No all grousse Reen gëtt de bronge Flecken um Plafong vun eiser Dachkummer méi grouss. Haut hunn ech gesinn datt d'Waasser vir un der Kandel iwwerleeft. Een Zill schéngt och verrutscht ze sinn, vum Gaart aus gesäit een et. D'Haus steet zu Pommerloch, direkt bei der Kräizung. Kann een dat kucke kommen ier déi nächst Stuermwarnung kënnt?",
    "roofing", "Winseler", "Pommerloch", kind="a", nu="U", situation="ceiling stain under the roof after rain, overflowing gutter, slipped tile")
add("lb-t04", "Mir hunn Buedemheizung an d'Buedzëmmer bleift kal. Den Noper huet gesot mir sollen einfach d'Pomp op déi héchst Stuf stellen. Elo brummt déi ganz Nuecht an d'Buedzëmmer ass ëmmer nach kal. Ech hätt gär dass e Chauffagist sech dat zu Eschdorf ukuckt. Mir sinn all Dag no 16 Auer doheem.",
    "heating", "Esch-sur-Sûre", "Eschdorf", kind="b", nu="N", situation="one underfloor heating loop cold, neighbour said to turn the pump up")
add("lb-t05", "Eis Stützmauer am Gaart huet e Rëss vun uewe bis ënnen. De Proprietaire sot mer sollen deen einfach mat Silikon zoumaachen. Dat hu mer gemaach, mee elo dréckt d'Mauer sech no baussen. Si ass aus Steen, ronn 1,20 m héich an 8 m laang. Kann een deen Deel nei opriichten? Mir wunnen zu Harel.",
    "masonry", "Lac de la Haute-Sûre", "Harel", kind="b", nu="U", situation="cracked garden retaining wall filled with silicone on the landlord's advice, now bulging")
add("lb-t06", "Mäi Schwoer huet eis nei Spullmaschinn ugeschloss an de Schlauch einfach hannert dem Siphon an d'Rouer gestach. Zënterhier stinkt et an der Kichen no Kanal. Gëschter ass souguer Waasser aus dem Ofloss vum Spullsteen erëm eropkomm. Mir bräichten e Sanitär-Installateur zu Kautenbach, wann et geet nach dës Woch.",
    "plumbing", "Kiischpelt", "Kautenbach", kind="b", nu="N", situation="dishwasher drain connected badly by a brother-in-law, sewer smell and backflow")
add("lb-t07", "Am Bauhaus hu si eis en Ueleg fir eis Eechentrap verkaaft. Mir hunn en opgedroen wéi op der Dous steet. Elo sinn déi 14 Trapen pecheg a gro ginn, an d'Sokke bleiwen drun hänken. Kann een déi Trap ofschleifen an nei behandelen? Mir sinn zu Stolzembourg.",
    "carpentry", "Putscheid", "Stolzembourg", kind="b", nu="U", situation="oak staircase sticky after wrong oil from a DIY store, needs sanding and refinishing")
add("lb-t08", "Ech sinn am Comité vum Fussballclub zu Hachiville. Eis Vestiairen an de Clubhaus gi just vun de Spillereltere gebotzt an dat klappt net méi. Mir géifen dat gär zweemol d'Woch maache loossen, Dënschdes a Samschdes nom Match. Ronn 120 m2 mat Duschen. Wat géif dat de Mount kaschten?",
    "cleaning", "Wincrange", "Hachiville", kind="c", nu="U", situation="football club needs changing rooms and clubhouse cleaned twice a week")
add("lb-t09", "Eis Musek zu Fouhren gëtt d'nächst Joer 100 Joer al. Fir d'Fest am Juni wëlle mir e Fotograf deen de ganzen Dag dobäi ass. Mir hätten och gär e kuerze Film fir op Facebook. D'Festschrëft brauch och Fotoe vun de Memberen. Wat kascht esou eppes ongeféier?",
    "photography", "Tandel", "Fouhren", kind="c", nu="N", situation="village brass band centenary needs photos and a short video")
add("lb-t10", "Ech hunn eng kleng Sanitärfirma mat 4 Leit. D'Clienten ruffen dauernd un fir Rendez-vousen an dat hält eis vun der Aarbecht of. Ech hätt gär eng Säit wou se selwer en Termin kënne reservéieren an hir Fotoe vum Schued eroplueden. Eis al Säit ass vun 2014 a funktionéiert um Handy net. Wien kann dat maachen?",
    "web-development", None, None, kind="c", nu="U", situation="small plumbing firm needs a site with online appointment booking and photo upload")
add("lb-t11", "Mir sinn eng Chorale an eise Caissier huet no 20 Joer opgehalen. Elo kuckt keen méi duerch d'Konten an d'Ofrechnung fir d'Generalversammlung muss bis Mäerz fäerdeg sinn. Mir sichen e Comptabel deen dat fir eng asbl mécht. Et sinn ongeféier 300 Buchungen am Joer.",
    "accounting", None, None, kind="c", nu="N", situation="choir association needs its yearly accounts done after the treasurer quit")
add("lb-t12", "Mir hunn eng Wunneng vu 55 m2 am Gronn kaaft. Si ass schmuel an däischter an ech weess net wou de Canapé an den Dësch sollen hin. Lount et sech, do eng Beroodung fir Plang, Faarwen a Luuchten ze huelen? Oder maache mer dat besser selwer mam IKEA-Planer? Wat kascht esou eng Beroodung?",
    "interior-design", "Luxembourg", "Gronn", kind="d", nu="U", situation="is paying for a layout, colour and lighting plan worth it for a narrow flat")
add("lb-t13", "Mir hunn e Bauerenhaus vun 1920 zu Bauschelt geierft. Kichen a Buedzëmmer sinn nach aus de 70er Joren. Mir wëllen et verlounen, mee lount et sech fir déi zwee Raim virdrun ze renovéieren? Wéi vill muss een do ongeféier pro m2 rechnen? Kann eng Renovatiounsfirma eis dat mol schätzen?",
    "renovation", "Boulaide", "Bauschelt", kind="d", nu="N", situation="is refitting the kitchen and bathroom of an inherited farmhouse worth it before letting")
add("lb-t14", "Eis Tiefkühltruhe am Weekendhaus zu Martelange mécht komesch Geräischer a gëtt net méi richteg kal. Net Rombach, mee déi belsch Säit. Si ass eréischt 6 Joer al, eng Liebherr. Lount et sech nach déi ze flécken oder kafe mer besser eng nei?",
    "appliance-repair", "abroad", "Martelange", distractors=("Rombach",), kind="d", nu="U", situation="chest freezer in a weekend house in Belgian Martelange: repair or replace")
add("lb-t15", "Eisen Noper huet säi Carport gebaut an e steet 30 cm op eisem Terrain. Mir hunn de Bornage vum Geometer. Hie wëll net schwätzen. Wat si mer eis Rechter a wien kann eis do hëllefen? Mir wëllen net direkt e Prozess.",
    "legal", None, None, kind="d", nu="U", situation="neighbour's carport built 30 cm over the boundary, what are our rights")

# ---------------- French ----------------
add("fr-s01", "Bonjour, la chasse d'eau des WC du rez-de-chaussée coule en continu depuis hier soir, quelqu'un pourrait passer à Tétange cette semaine ?",
    "plumbing", "Kayl", "Tétange", situation="toilet cistern running continuously")
add("fr-s02", "Je souhaite faire installer une borne de recharge Wallbox 11 kW dans mon garage au Howald, le tableau est déjà prévu pour.",
    "electrical", "Hesperange", "Howald", situation="installing an 11 kW wall charger in a garage")
add("fr-s03", "Il faudrait abattre un bouleau d'environ 15 m beaucoup trop près de la maison à Aspelt et évacuer le bois, c'est possible avant Noël ?",
    "gardening", "Frisange", "Aspelt", situation="felling a 15 m birch close to the house")
add("fr-s04", "URGENT porte claquée clés à l'intérieur et bébé qui dort chez la voisine, je suis rue de Strasbourg quartier Gare !!",
    "locksmith", "Luxembourg", "Gare", situation="locked out after the door slammed shut")
add("fr-s05", "Je cherche quelqu'un pour promener et nourrir mon chien deux fois par jour du 3 au 14 août pendant nos vacances en Bretagne.",
    None, None, None, situation="dog sitting during holidays, not a listed trade")
add("fr-s06", "besoin d'un avocat en droit du travail rapidement, on m'a licencié pendant mon arrêt maladie et j'ai reçu la lettre hier",
    "legal", None, None, situation="dismissed during sick leave, needs an employment lawyer")
add("fr-s07", "carrelage de la terrasse à refaire env 25m2 plusieurs carreaux ont éclaté avec le gel remich",
    "tiling", "Remich", "remich", situation="terrace tiles cracked by frost")
add("fr-s08", "Nous cherchons une entreprise pour laver les vitres de notre maison à Strassen, 22 fenêtres dont 3 velux, une fois par trimestre.",
    "cleaning", "Strassen", "Strassen", situation="quarterly window cleaning of a house")
add("fr-s09", "Devis pour un déménagement d'un 2 pièces de Bettembourg vers Thionville fin janvier, avec démontage de l'armoire et du lit ?",
    "moving", "Bettembourg", "Bettembourg", distractors=("Thionville",), situation="move of a two-room flat from Bettembourg to Thionville, loading end Bettembourg")
add("fr-s10", "Mon four Siemens ne chauffe plus que par le haut, le gâteau reste cru en dessous, je suis à Esch/Alzette.",
    "appliance-repair", "Esch-sur-Alzette", "Esch/Alzette", situation="oven bottom element no longer heats")
add("fr-t01", "Depuis lundi la douche du matin est tiède puis froide. Le soir tout fonctionne normalement. On entend un clic à la chaudière dans la cave, puis plus rien, et il faut parfois appuyer trois fois sur le bouton pour que ça redémarre. La maison est à Leudelange et il fait 2 degrés dehors. Nous avons deux petits enfants.",
    "heating", "Leudelange", "Leudelange", kind="a", nu="U", situation="no hot water in the morning, gas burner in the cellar needs several resets")
add("fr-t02", "Il y a une fissure en escalier dans le mur en briques de la façade arrière. En septembre on y glissait à peine une carte bancaire, maintenant une pièce d'un euro passe. La fenêtre de la cuisine juste à côté ferme de plus en plus mal. Maison de 1954 à Rumelange. Est-ce que quelqu'un peut venir voir ?",
    "masonry", "Rumelange", "Rumelange", kind="a", nu="U", situation="widening stair-step crack in a brick wall")
add("fr-t03", "Depuis le printemps, des pigeons se sont installés sur notre balcon, derrière le groupe de climatisation. Il y a des fientes partout et ils roucoulent dès cinq heures du matin. On a essayé un hibou en plastique, ils s'en moquent. Appartement au 4e étage à Syren. Qu'est-ce qu'on peut faire ?",
    "pest-control", "Weiler-la-Tour", "Syren", kind="a", nu="U", situation="pigeons nesting on a balcony")
add("fr-t04", "Au magasin de bricolage on m'a conseillé un déboucheur chimique pour l'évier de la cuisine. J'ai versé deux bouteilles, rien n'a bougé. Maintenant les tuyaux en PVC sous l'évier sont tout déformés et ça goutte dans le meuble. Je cherche un plombier sur Crauthem, idéalement demain matin.",
    "plumbing", "Roeser", "Crauthem", kind="b", nu="N", situation="chemical drain cleaner advised by a DIY store deformed PVC pipes")
add("fr-t05", "Mon beau-père m'a dit que la peinture de salle de bain qui restait irait très bien pour la chambre du petit. On l'a passée en octobre. Maintenant elle se décolle en bandes entières dès qu'on touche le mur. Chambre de 12 m2, plafond compris. On voudrait que ce soit refait correctement, à Moutfort.",
    "painting", "Contern", "Moutfort", kind="b", nu="U", situation="leftover bathroom paint used on the advice of a father-in-law is peeling")
add("fr-t06", "Le voisin nous a prêté son nettoyeur haute pression pour enlever la mousse du toit, il disait que c'était le plus simple. Depuis, plusieurs tuiles sont fendues et il y a une tache humide dans le grenier. La gouttière est aussi pleine de débris. Maison à Dalheim, pente assez forte. Qui peut vérifier avant les prochaines pluies ?",
    "roofing", "Dalheim", "Dalheim", kind="b", nu="U", situation="roof cleaned with a pressure washer on the neighbour's advice, cracked tiles and damp attic")
add("fr-t07", "Un ami m'a dit qu'un kit solaire de balcon de 800 W se branche tout seul sur une prise extérieure. Je l'ai installé moi-même, mais le micro-onduleur clignote en rouge et l'appli indique 0 W depuis trois jours. Je cherche un installateur photovoltaïque pour vérifier tout ça à Mondorf. Le kit est encore sous garantie.",
    "solar", "Mondorf-les-Bains", "Mondorf", kind="b", nu="N", situation="self-installed balcony PV kit, micro-inverter flashing red")
add("fr-t08", "Nous sommes un cabinet de kinésithérapie avec 6 postes à Bonnevoie. Le wifi coupe plusieurs fois par jour et le logiciel de rendez-vous se fige à chaque coupure. Les patients attendent à l'accueil pendant ce temps. Notre fournisseur dit que la ligne est bonne. Pouvez-vous nous envoyer quelqu'un ?",
    "it-support", "Luxembourg", "Bonnevoie", kind="c", nu="U", situation="physiotherapy practice with wifi drops freezing the booking software")
add("fr-t09", "Nous sommes un domaine viticole familial. Pour le salon de Düsseldorf en mars, il nous faut nos fiches techniques et notre brochure en allemand et en anglais. Cela représente environ 14 pages. Nous cherchons un traducteur qui connaît le vocabulaire du vin.",
    "translation", None, None, distractors=("Düsseldorf",), kind="c", nu="N", situation="wine estate needs technical sheets and brochure translated for a trade fair")
add("fr-t10", "J'ai repris la boulangerie de mes parents avec trois salariés. Le bureau qui faisait les fiches de paie et les déclarations de TVA a fermé en novembre. Je ne sais pas du tout comment faire les salaires de décembre. Il me faut quelqu'un qui reprend tout ça dès maintenant.",
    "accounting", None, None, kind="c", nu="U", situation="bakery lost the office doing payroll and VAT returns")
add("fr-t11", "Notre cabinet dentaire déménage dans un rez-de-chaussée commercial à Sandweiler au printemps. Nous voudrions un plan pour la salle d'attente et l'accueil, avec couleurs, mobilier et éclairage. L'ambiance doit être calme, pas clinique. Le gros œuvre est terminé.",
    "interior-design", "Sandweiler", "Sandweiler", kind="c", nu="U", situation="dental practice wants a waiting-room layout, colours and lighting")
add("fr-t12", "Nous voulons une terrasse en bois d'environ 30 m2 derrière la maison à Remerschen. Entre ipé, mélèze et composite, qu'est-ce qui tient le mieux au bord de la Moselle ? Et combien faut-il compter posé par un menuisier ?",
    "carpentry", "Schengen", "Remerschen", kind="d", nu="N", situation="which material and what price for a 30 m2 wooden deck")
add("fr-t13", "On hésite à acheter une maison mitoyenne des années 60 à Diddeleng. La cuisine, la salle de bain, l'électricité et les sols sont d'origine. Combien faut-il prévoir pour tout remettre à neuf, à peu près ? Et combien de temps avant de pouvoir emménager ?",
    "renovation", "Dudelange", "Diddeleng", kind="d", nu="U", situation="how much and how long to refit a 1960s terraced house before buying")
add("fr-t14", "Ma grand-mère fête ses 90 ans le 7 février dans la salle des fêtes d'Audun-le-Tiche. J'habite à Esch mais toute la famille est de l'autre côté. Est-ce que ça vaut la peine de payer quelqu'un pour les photos et une petite vidéo, ou est-ce que les portables suffisent ? Environ trois cents euros, c'est réaliste pour trois heures ?",
    "photography", "abroad", "Audun-le-Tiche", distractors=("Esch",), not_place=("cents",), kind="d", nu="U", situation="is paying for photos and a video at a 90th birthday across the French border worth it")
add("fr-t15", "Je fabrique des bijoux et je vends pour l'instant sur Instagram. Je voudrais une vraie boutique en ligne avec une quarantaine de produits et le paiement par carte. Vaut-il mieux la faire moi-même sur Wix ou Shopify, ou payer un développeur web ? Combien ça coûte en général ?",
    "web-development", None, None, kind="d", nu="N", situation="handmade jewellery online shop: do it yourself or pay a web developer")

# ---------------- German ----------------
add("de-s01", "Hallo, bei unserem Haus in Grevenmacher hängt die Dachrinne auf der Straßenseite durch und läuft bei jedem Regen über, können Sie sich das anschauen?",
    "roofing", "Grevenmacher", "Grevenmacher", situation="sagging, overflowing gutter")
add("de-s02", "Wir suchen einen Maler für das Treppenhaus unseres Mehrfamilienhauses in Wasserbillig, drei Etagen, Wände und Geländer.",
    "painting", "Mertert", "Wasserbillig", not_place=("einen",), situation="painting the stairwell of a block of flats")
add("de-s03", "Wer mäht ab April alle zwei Wochen unseren Rasen in Rosport (ca 600 m²), wir sind beruflich viel unterwegs?",
    "gardening", "Rosport-Mompach", "Rosport", situation="regular lawn mowing from April")
add("de-s04", "Seit dem Umzug nach Roodt-sur-Syre macht unser Synology-NAS keine Backups mehr und der Netzwerkdrucker ist dauernd offline, wer kann helfen?",
    "it-support", "Betzdorf", "Roodt-sur-Syre", situation="NAS backups failing and network printer offline in a home office")
add("de-s05", "Suche Mathe-Nachhilfe für meinen Sohn in der neunten Klasse, zweimal pro Woche, gerne auch online.",
    None, None, None, situation="maths tutoring, not a listed trade")
add("de-s06", "Wer übernimmt die Lohnabrechnung und die Anmeldung bei der CCSS für unsere Haushaltshilfe mit 10 Stunden pro Woche?",
    "accounting", None, None, situation="payroll and social security registration for a household employee")
add("de-s07", "tresor im büro geht nicht mehr auf kombination vergessen der alte chef ist in rente echternach dringend",
    "locksmith", "Echternach", "echternach", situation="office safe cannot be opened, combination forgotten")
add("de-s08", "In der Dusche in Gonderange müssten die Fugen erneuert und zwei gesprungene Wandfliesen ersetzt werden, Ersatzfliesen sind noch da.",
    "tiling", "Junglinster", "Gonderange", situation="regrouting a shower and replacing two cracked wall tiles")
add("de-s09", "Umzug am 28.02 von Merl nach Trier, 3-Zimmer-Wohnung im zweiten OG mit Aufzug, bitte Angebot mit Einpackservice!",
    "moving", "Luxembourg", "Merl", distractors=("Trier",), situation="move from Merl to Trier, loading end Merl")
add("de-s10", "Wir brauchen eine gründliche Baureinigung nach dem Umbau unseres Hauses in Berburg, ca 160 m², überall Staub und Farbspritzer auf den Fenstern.",
    "cleaning", "Manternach", "Berburg", situation="cleaning after building works")
add("de-t01", "Seit dem Sturm letzten Freitag klappert bei Wind etwas direkt über unserem Schlafzimmer. Heute Morgen lagen zwei Schieferplatten im Garten. Von unten sieht man eine Lücke neben dem Kamin. Das Haus steht in Consdorf. Am Wochenende ist wieder Sturm angesagt.",
    "roofing", "Consdorf", "Consdorf", kind="a", nu="U", situation="slates blown off near the chimney after a storm")
add("de-t02", "Unsere Wasserrechnung hat sich dieses Jahr verdoppelt. Der Zähler dreht sich weiter, auch wenn alle Hähne zu sind. Im Keller ist seit kurzem eine Stelle an der Wand feucht und warm. Wir sind letztes Jahr aus Hamm in Westfalen nach Befort gezogen und kennen hier noch niemanden.",
    "plumbing", "Beaufort", "Befort", distractors=("Hamm",), kind="a", nu="U", situation="doubled water bill, meter turning with taps closed, damp warm cellar wall")
add("de-t03", "Unten im Gemüsefach steht jeden Morgen Wasser. An der Rückwand innen bildet sich eine dicke Eisschicht. Der Motor läuft fast ununterbrochen und es ist laut. Das Gerät ist ein Bosch, 8 Jahre alt, eingebaut in die Küche in Rippig.",
    "appliance-repair", "Bech", "Rippig", kind="a", nu="U", situation="fridge with water in the crisper, ice on the back wall, compressor running nonstop")
add("de-t04", "Der Nachbar meinte, eine Deckenlampe gegen eine LED-Leuchte tauschen kann jeder. Seitdem fliegt nachts ein- bis zweimal der FI-Schalter raus und morgens blinkt mein Wecker auf 00:00. Im Flur riecht es manchmal leicht verbrannt. Wir brauchen dringend einen Elektriker in Wecker, am besten morgen.",
    "electrical", "Biwer", "Wecker", kind="b", nu="N", not_place=("einen",), situation="residual current breaker tripping after a neighbour-advised DIY light swap; burnt smell")
add("de-t05", "Mein Schwager hat uns geraten, die billigen Pellets aus dem Baumarkt zu kaufen. Seitdem verstopft der Brennteller alle zwei Tage und der Kessel geht in Störung. Im Haus ist es morgens 16 Grad. Kann jemand den Pelletkessel in Niederdonven reinigen und neu einstellen?",
    "heating", "Flaxweiler", "Niederdonven", kind="b", nu="U", situation="cheap pellets on a brother-in-law's advice clog the pellet boiler")
add("de-t06", "Der Verkäufer im Baustoffhandel hat uns für die Außenwand der Garage Gipsputz empfohlen. Nach einem Winter blättert alles großflächig ab. Die Ziegel darunter sind nass und bröseln an den Ecken. Die Wand ist etwa 9 m lang. Die Garage steht in Bous, also Bous an der Mosel und nicht Bous im Saarland.",
    "masonry", "Bous-Waldbredimus", "Bous", distractors=("Saarland",), kind="b", nu="U", situation="wrong indoor plaster on an exterior garage wall is flaking off")
add("de-t07", "Ein Bekannter hat uns gesagt, Backpulver hilft gegen Ameisen. Wir haben es überall gestreut, aber jetzt kommen große schwarze Ameisen mit Flügeln aus der Holzterrasse. Innen finden wir Holzmehl an der Fußleiste. Es geht um unsere Ferienwohnung im Mullerthal, die Gäste kommen in zwei Wochen. Wir suchen einen Schädlingsbekämpfer.",
    "pest-control", "Waldbillig", "Mullerthal", kind="b", nu="N", not_place=("einen",), situation="carpenter ants in a holiday flat after baking soda advice failed")
add("de-t08", "Wir betreiben einen Campingplatz in Berdorf. Unsere Bilder auf der Website und bei Booking sind zehn Jahre alt. Für die neue Saison brauchen wir Aufnahmen der Stellplätze, der Mobilheime und des Sanitärgebäudes. Schön wären auch Luftbilder mit einer Drohne. Termin ideal Ende Mai.",
    "photography", "Berdorf", "Berdorf", kind="c", nu="U", not_place=("einen",), situation="campsite needs new photos and drone shots")
add("de-t09", "Unsere Schreinerei hat einem Bauträger im Juli Küchen für 18.400 € geliefert und eingebaut. Trotz drei Mahnungen zahlt er nicht. Die Firma sitzt in Dillingen an der Saar. Wir suchen einen Anwalt, der auch grenzüberschreitend eintreiben kann.",
    "legal", None, None, distractors=("Dillingen",), kind="c", nu="N", not_place=("einen",), situation="joinery firm's unpaid invoice from a German developer")
add("de-t10", "Wir sind ein kleines Weingut in Canach. Die Kühlung der Gärtanks braucht im Herbst sehr viel Strom. Auf dem Dach der Kelterhalle ist viel Platz, ungefähr 300 m² nach Süden. Können Sie uns ein Angebot mit Speicher machen?",
    "solar", "Lenningen", "Canach", kind="c", nu="U", situation="winery wants photovoltaics with storage on its press house roof")
add("de-t11", "Ich habe eine Fahrschule mit zwei Fahrlehrern. Die Schüler rufen ständig an, um Theoriestunden zu buchen. Ich hätte gern eine Seite, auf der sie selbst einen Platz reservieren und bezahlen. Unsere jetzige Seite kann nur Text.",
    "web-development", None, None, kind="c", nu="U", not_place=("einen",), situation="driving school wants online booking and payment for theory lessons")
add("de-t12", "Unsere alte Haustür aus Eiche ist von 1965. Sie klemmt im Winter und unten ist das Holz grau. Lohnt es sich, sie aufarbeiten zu lassen, oder ist eine neue Tür sinnvoller? Was verlangt ein Schreiner für so etwas ungefähr? Das Haus ist in Greiveldange.",
    "carpentry", "Stadtbredimus", "Greiveldange", kind="d", nu="N", not_place=("Holz",), situation="restore or replace a 1965 oak front door")
add("de-t13", "Wir bauen das Erdgeschoss unseres Winzerhauses in Ehnen zu einer Ferienwohnung um. Die Räume sind hoch, aber dunkel. Lohnt sich eine Innenarchitektin für Möbel, Farben und Licht? Oder reicht die Beratung im Möbelhaus?",
    "interior-design", "Wormeldange", "Ehnen", kind="d", nu="N", situation="is an interior designer worth it for a holiday flat")
add("de-t14", "Wir haben ein Haus in Igel gekauft, gleich hinter der Grenze. Bad und Küche sind von 1980, auch die Böden müssen raus. Mit dem Kredit sind wir noch nicht ganz über den Berg. Sollen wir das jetzt machen lassen oder besser bis nach der Förderung im Frühjahr warten? Was kostet so etwas ungefähr?",
    "renovation", "abroad", "Igel", not_place=("Berg",), kind="d", nu="U", situation="when and at what cost to refit bathroom, kitchen and floors in a house in Igel (Germany)")
add("de-t15", "Meine Mutter spricht nur Portugiesisch und hat nächste Woche ein Aufklärungsgespräch vor einer Operation. Muss da jemand mitkommen, der beide Sprachen kann? Oder reicht eine App auf dem Handy? Was kostet so eine Stunde?",
    "translation", None, None, kind="d", nu="U", situation="does a mother need an interpreter at a pre-surgery consultation")

# ---------------- English ----------------
add("en-s01", "Our 12-person office in Kirchberg needs someone to set up Microsoft 365, six new laptops and a Wi-Fi that actually reaches the meeting room.",
    "it-support", "Luxembourg", "Kirchberg", situation="office IT setup: Microsoft 365, laptops, wifi")
add("en-s02", "need an electrician to swap the old fuse box for a modern consumer unit with RCDs in our 1970s house in strassen",
    "electrical", "Strassen", "strassen", situation="replacing an old fuse box with a modern board")
add("en-s03", "The grass on our new plot in Dahlem is knee-high, could someone clear it, plant five fruit trees and lay a proper lawn?",
    "gardening", "Garnich", "Dahlem", not_place=("grass",), situation="clearing a plot, planting fruit trees and laying a lawn")
add("en-s04", "Looking for a weekly cleaner for a 3-bed flat in Belair, 4 hours on Fridays, we have a very friendly cat 🐈",
    "cleaning", "Luxembourg", "Belair", situation="weekly home cleaning")
add("en-s05", "Can anyone recommend a piano teacher for an adult beginner, evenings or Saturday mornings?",
    None, None, None, situation="piano lessons, not a listed trade")
add("en-s06", "I need a simple one-page site for my yoga classes with the weekly schedule, prices and a contact form, budget about 800 EUR.",
    "web-development", None, None, situation="one-page website for yoga classes")
add("en-s07", "We just moved into a rental in Bertrange and the landlord gave us only one key for the front door, can you copy a Kaba security key if we bring the card?",
    "locksmith", "Bertrange", "Bertrange", situation="copying a security key with its card")
add("en-s08", "Quote please for painting three bedrooms and the hallway of our house in Capellen before we move in, walls and ceilings, all white.",
    "painting", "Mamer", "Capellen", situation="painting bedrooms and hallway before moving in")
add("en-s09", "We are moving from Bridel to Brussels in June, 4-bedroom house, and need packing, transport and two weeks of storage.",
    "moving", "Kopstal", "Bridel", distractors=("Brussels",), situation="move from Bridel to Brussels with storage, loading end Bridel")
add("en-s10", "Hi, we want new headshots for our team of 8 at our office in Luxembourg City, ideally one morning in March.",
    "photography", "Luxembourg", "Luxembourg City", situation="team headshots at an office")
add("en-t01", "My work laptop only gets a signal in the kitchen. Upstairs in the office the video calls freeze every few minutes. I bought one of those mesh systems but the second unit never pairs and its light just stays amber. I work from home in Bereldange three days a week and this is driving me mad.",
    "it-support", "Walferdange", "Bereldange", not_place=("amber",), kind="a", nu="U", situation="home office wifi does not reach upstairs, mesh unit will not pair")
add("en-t02", "The whole ground floor smells of diesel since last week. Down in the basement the burner starts with a bang, runs a minute and stops again, over and over. The radiators are only lukewarm and the oil bill was already huge last winter. House in Gosseldange, two kids and a newborn.",
    "heating", "Lintgen", "Gosseldange", not_place=("bill",), kind="a", nu="U", situation="oil burner short-cycling with a bang, diesel smell, lukewarm radiators")
add("en-t03", "Little brown moths keep flying out of our pantry. We found larvae in the oat flakes and fine webbing in the corners of the cupboard. We threw everything out twice and they came back within a week. Now they are in the bedroom too. We live in Munsbach.",
    "pest-control", "Schuttrange", "Munsbach", kind="a", nu="U", situation="pantry moths spreading through the house")
add("en-t04", "A man knocked at our door and said the flashing around our chimney was loose. He sealed it with some black tar for 600 EUR cash. Since then water runs down the chimney breast in the bedroom every time it rains. We now want a proper roofer to look at it in Mullendorf.",
    "roofing", "Steinsel", "Mullendorf", kind="b", nu="N", situation="doorstep tar job on chimney flashing, now leaking")
add("en-t05", "The tile shop told us we could glue the new porcelain tiles straight over the old ones in the kitchen. Two months later several of them sound hollow when you walk on them. Three have cracked along the dishwasher. It's about 18 m2 in Senningerberg. Can someone take it up and do it properly?",
    "tiling", "Niederanven", "Senningerberg", kind="b", nu="U", situation="tiles laid over old tiles on a shop's advice sound hollow and crack")
add("en-t06", "Our landlord says the dishwasher just needs a run with vinegar. We've done that twice. It still stops halfway with water standing in the bottom and a loud hum. It's a built-in Miele, about seven years old. We're in Goeblange and he won't pay for a new one.",
    "appliance-repair", "Koerich", "Goeblange", kind="b", nu="U", situation="dishwasher stops mid-cycle with standing water, landlord suggested vinegar")
add("en-t07", "My father-in-law fixed our squeaky oak parquet by driving screws through the top of the boards. Now you can see the screw heads everywhere and two boards have split. The living room is about 30 m2 in Bofferdange. I'm looking for a carpenter who can repair the boards and sand and oil the whole floor.",
    "carpentry", "Lorentzweiler", "Bofferdange", kind="b", nu="N", situation="oak parquet screwed through by a relative, split boards")
add("en-t08", "We run a small riding stable in Keispelt. One of the horses kicked a hole in the concrete wall between two stalls and the rebar is showing. The crack also runs into the next wall. We need it repaired before the horses come in for winter.",
    "masonry", "Kehlen", "Keispelt", kind="c", nu="U", situation="riding stable: kicked-in concrete stall wall")
add("en-t09", "I run a small dance school. A girl sprained her ankle during a class and her mother now says she will sue us. Our insurer has not answered in three weeks. Do we need a lawyer already, or should we wait for the insurer?",
    "legal", None, None, kind="c", nu="N", situation="dance school threatened with a claim after a pupil's injury")
add("en-t10", "Dear Sir or Madam, we are a fintech start-up with 14 staff. Our regulator has asked for our internal policies in French by the end of March, about 40 pages. We will also have an on-site meeting where our CTO, who speaks only English, must follow the discussion. Could you quote for both?",
    "translation", None, None, not_place=("Sir",), kind="c", nu="U", situation="start-up needs policies in French and a meeting interpreted")
add("en-t11", "Our scout group rents the old school hall in Eischen for meetings. The urinals in the boys' toilets keep running and one is completely blocked. The commune says it's up to us as tenants. We need a plumber before the parents' evening on Saturday.",
    "plumbing", "Habscht", "Eischen", kind="c", nu="N", situation="scout hall toilets running and blocked")
add("en-t12", "We want solar panels in Kleinbettingen. Is it better to put them on the south-east garage roof or on the east-west roof of the house? One company also wants to sell us a battery straight away. Roughly how much is a 6 kWp system these days?",
    "solar", "Steinfort", "Kleinbettingen", not_place=("sell",), kind="d", nu="U", situation="which roof for a new PV system and rough price")
add("en-t13", "We have bought a 1930s townhouse in Limpertsberg. The rooms are lovely but dark, and we can't agree on colours or lighting. Is an interior designer worth it just for a lighting and colour plan? Do they charge by the hour or a percentage?",
    "interior-design", "Luxembourg", "Limpertsberg", kind="d", nu="N", situation="is an interior designer worth it for colour and lighting")
add("en-t14", "I'm employed here and my wife works in Belgium. This year we want to file a joint tax return for the first time. Is it worth paying someone to do it, or is the online form manageable? What does that usually cost?",
    "accounting", None, None, distractors=("Belgium",), kind="d", nu="U", situation="is paying for a joint tax return worth it")
add("en-t15", "We both work in Kirchberg but the house we are buying is in Arlon, just across the border. The kitchen and bathroom are from the fifties and the floors and wiring need doing too. Would a firm from Luxembourg even take that on? How much should we budget roughly?",
    "renovation", "abroad", "Arlon", distractors=("Kirchberg", "Luxembourg"), kind="d", nu="U", situation="budget to refit a 1950s house in Arlon (Belgium)")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, procuro uma senhora para a limpeza do apartamento em Esch-sur-Alzette, 3 horas por semana, de preferência à quinta de manhã.",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="weekly home cleaning")
add("pt-s02", "o cano que vai para o contador da água rebentou com o gelo na garagem em Oberkorn, já fechei a água mas preciso de alguém hoje!!",
    "plumbing", "Differdange", "Oberkorn", situation="frozen pipe burst near the water meter")
add("pt-s03", "Queria pôr 8 spots LED encastrados no teto falso da sala e um interruptor com variador, moro em Rodange, quanto fica o devis?",
    "electrical", "Pétange", "Rodange", situation="recessed LED spots and a dimmer in a living room")
add("pt-s04", "Vamos fazer mudança de Villerupt para Schifflange no fim de março, um T2 no 3º andar sem elevador, precisamos de camião com dois homens.",
    "moving", "Schifflange", "Schifflange", distractors=("Villerupt",), situation="move from Villerupt (France) to Schifflange, labelled at the Luxembourg end")
add("pt-s05", "Alguém conhece uma senhora que faça bolos de aniversário por encomenda para umas 40 pessoas, é para o batizado da minha neta?",
    None, None, None, situation="ordering a celebration cake, not a listed trade")
add("pt-s06", "Preciso de uma tradução do francês para português de uma carta do tribunal com 3 páginas para a minha mãe perceber o que diz.",
    "translation", None, None, situation="translating a court letter for a mother")
add("pt-s07", "preciso de alguem para cortar a relva e limpar as silvas do quintal em foetz que esta tudo abandonado desde o verao",
    "gardening", "Mondercange", "foetz", situation="mowing and clearing brambles in an overgrown garden")
add("pt-s08", "Quanto custa pôr mosaico no chão da cozinha e da entrada em Bascharage, uns 30 m2, o material já está comprado?",
    "tiling", "Käerjeng", "Bascharage", situation="laying floor tiles in kitchen and hall")
add("pt-s09", "A minha máquina de secar roupa Bosch não aquece e a roupa sai molhada ao fim de 2 horas, moro em Gasperich, alguém repara?",
    "appliance-repair", "Luxembourg", "Gasperich", situation="tumble dryer not heating")
add("pt-s10", "Era para pintar o teto e as paredes da cozinha que ficaram pretos do fumo depois de um pequeno incêndio no fogão, em Schouweiler.",
    "painting", "Dippach", "Schouweiler", situation="repainting a kitchen blackened by a small stove fire")
add("pt-t01", "Os meus filhos acordam com picadas nas pernas, sempre em fila, três ou quatro seguidas. Hoje de manhã vi uns bichinhos castanhos achatados na costura do colchão. Já lavei tudo a 60 graus e não adiantou. Moramos em Limpach. Estou desesperada, o que é que se faz?",
    "pest-control", "Reckange-sur-Mess", "Limpach", kind="a", nu="U", situation="bed bugs in the children's mattresses")
add("pt-t02", "Quando chove com vento entra água pela janela do sótão. A água escorre pela parede e já há uma mancha no quarto de baixo. Por fora parece que a chapa à volta da janela está levantada. A casa é em Warken. Amanhã dão mais chuva.",
    "roofing", "Ettelbruck", "Warken", kind="a", nu="U", situation="water coming in around a roof window in wind-driven rain")
add("pt-t03", "A chave roda na fechadura mas a porta não abre. Há uma semana que tenho de puxar a porta com força e levantar ao mesmo tempo. Hoje não deu mesmo e estou cá fora com as compras e o bebé. Moro em Soleuvre, rue de la Gare? não, rue Basse. Ajudem-me por favor.",
    "locksmith", "Sanem", "Soleuvre", not_place=("Gare",), kind="a", nu="U", situation="key turns but the lock no longer opens, locked out")
add("pt-t04", "A vizinha disse-me para limpar o sofá de tecido e a alcatifa do quarto com lixívia diluída. Agora ficaram manchas brancas enormes e um cheiro forte. O apartamento é da minha sogra em Hollerich e ela volta de Portugal dia 20. Preciso de uma empresa de limpeza que saiba tratar estofos e alcatifas.",
    "cleaning", "Luxembourg", "Hollerich", kind="b", nu="N", situation="sofa and carpet bleached on a neighbour's advice, need upholstery cleaning")
add("pt-t05", "O meu cunhado disse que a parede entre a cozinha e a sala se podia tirar sem problema. Começou a partir no sábado e agora apareceu uma racha no teto por cima. Parámos tudo. A casa é em Schieren e é de 1965. Alguém pode ver se a parede era de carga e fazer isto como deve ser?",
    "masonry", "Schieren", "Schieren", kind="b", nu="U", situation="brother-in-law started removing a possibly load-bearing wall, ceiling cracked")
add("pt-t06", "O senhorio diz que quando a pressão do chauffage desce basta pôr mais água. Antes era uma vez por mês, agora é todos os dias. Debaixo da caldeira há uma pequena poça de manhã. Moro em Niederfeulen. Não quero esperar que avarie em pleno inverno.",
    "heating", "Feulen", "Niederfeulen", kind="b", nu="U", situation="heating system losing pressure daily, landlord says just top up")
add("pt-t07", "Um primo disse que as fotos do telemóvel chegavam para vender a nossa casa. Está há três meses no atHome e quase ninguém liga. A agente diz que as fotos estão escuras e tortas. A casa é em Mertzig. Quanto leva um fotógrafo para fazer fotos e um vídeo da casa?",
    "photography", "Mertzig", "Mertzig", kind="b", nu="N", situation="house sale photos taken on a phone on a cousin's advice, need a photographer")
add("pt-t08", "Temos um talho em Diekirch. Desde sexta a balança e a caixa registadora deixaram de comunicar com o computador do escritório. As etiquetas saem com o preço errado. O técnico da balança diz que o problema é da rede. Precisamos de alguém rápido.",
    "it-support", "Diekirch", "Diekirch", kind="c", nu="U", situation="butcher's scale and till no longer talk to the office computer")
add("pt-t09", "Tenho uma pequena empresa de construção com 6 operários. Até agora era a minha mulher que fazia as contas, mas já não consegue com os salários e a TVA. Precisamos de um contabilista que fale português. Quanto cobra por mês mais ou menos?",
    "accounting", None, None, kind="c", nu="N", situation="small building firm needs a Portuguese-speaking accountant for payroll and VAT")
add("pt-t10", "Somos uma associação cultural portuguesa e alugámos um antigo café em Larochette para ser a nossa sede. A casa de banho, a cozinha, o chão e a eletricidade estão todos velhos. Queremos entregar tudo a quem coordene os trabalhos. Temos de abrir em setembro.",
    "renovation", "Larochette", "Larochette", kind="c", nu="U", situation="cultural association refitting an old café as its club house")
add("pt-t11", "Tenho uma empresa de mudanças com dois camiões. Os clientes mandam fotos dos móveis pelo WhatsApp e perde-se tudo. Queria um site onde eles preenchem o pedido de orçamento e enviam as fotos. O site atual é só uma página com o telefone.",
    "web-development", None, None, kind="c", nu="U", situation="removals company wants a quote request form with photo upload")
add("pt-t12", "Vale mais a pena pôr painéis para aquecer a água ou painéis que fazem eletricidade? Somos cinco em casa e gastamos muita água quente. A casa é em Gilsdorf com o telhado virado a sul. Quanto cobra um instalador de painéis solares por cada opção?",
    "solar", "Bettendorf", "Gilsdorf", kind="d", nu="N", situation="solar thermal or photovoltaic for a family of five")
add("pt-t13", "Comprámos um apartamento novo em Ingeldorf, ainda em construção. Não temos jeito nenhum para escolher cores, móveis e candeeiros. Vale a pena pagar a alguém para fazer um plano da casa toda? Quanto custa mais ou menos?",
    "interior-design", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="U", situation="is paying for a colour, furniture and lighting plan worth it")
add("pt-t14", "Trabalho no Luxemburgo mas a nossa casa é em Longwy. As escadas de madeira rangem muito e um degrau partiu-se ao meio. Vale a pena arranjar ou é melhor trocar a escada toda? Quanto custa mais ou menos?",
    "carpentry", "abroad", "Longwy", distractors=("Luxemburgo",), kind="d", nu="U", situation="repair or replace creaking wooden stairs in a house in Longwy (France)")
add("pt-t15", "O meu patrão não me paga as horas extra há seis meses. Vale a pena ir a um advogado ou primeiro ao sindicato? E quanto custa um advogado para uma coisa destas?",
    "legal", None, None, kind="d", nu="N", situation="unpaid overtime: lawyer or union first")

# ---------------- Italian ----------------
add("it-s01", "Cerco un imbianchino per ridipingere un bilocale di 50 m2 a Lussemburgo prima che arrivi il nuovo inquilino a febbraio.",
    "painting", "Luxembourg", "Lussemburgo", situation="repainting a small flat before a new tenant")
add("it-s02", "Vorrei far installare un videocitofono nella casa a Colmar-Berg (non Colmar in Alsazia, eh) perché quello vecchio non suona più.",
    "electrical", "Colmar-Berg", "Colmar-Berg", distractors=("Colmar",), situation="installing a video intercom")
add("it-s03", "Bisognerebbe potare e mettere in sicurezza un vecchio noce che perde rami sopra il vialetto a Hollenfels, chi se ne occupa?",
    "gardening", "Helperknapp", "Hollenfels", situation="pruning an old walnut tree dropping branches")
add("it-s04", "rifare il rivestimento in piastrelle del bagno solo pareti circa 20 m2 dudelange quanto costa",
    "tiling", "Dudelange", "dudelange", situation="new wall tiles in a bathroom")
add("it-s05", "Qualcuno conosce un meccanico che ripara Vespe d'epoca, la mia del '72 non parte più?",
    None, None, None, situation="vintage scooter mechanic, not a listed trade")
add("it-s06", "Cerco un commercialista per la dichiarazione dei redditi di mio padre, pensionato qui con anche una pensione italiana.",
    "accounting", None, None, situation="tax return for a retired father with two pensions")
add("it-s07", "Trasloco da Bertrange a Milano a luglio, circa 60 m3, ci serve anche un deposito per un mese: potete farmi un preventivo?",
    "moving", "Bertrange", "Bertrange", distractors=("Milano",), situation="move from Bertrange to Milan with storage, loading end Bertrange")
add("it-s08", "Dopo un tentativo di furto vorrei una serratura di sicurezza con cilindro europeo sulla porta blindata del mio appartamento a Esch-sur-Alzette.",
    "locksmith", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="high-security lock cylinder after a burglary attempt")
add("it-s09", "Cerchiamo un'impresa che pulisca i nostri uffici (L-3850) tre sere a settimana, circa 200 m2 con due bagni e una cucina.",
    "cleaning", "Schifflange", "L-3850", situation="office cleaning three evenings a week")
add("it-s10", "Mi serve la manutenzione annuale della caldaia a gasolio con pulizia del bruciatore a Heffingen, possibilmente entro ottobre.",
    "heating", "Heffingen", "Heffingen", situation="annual service of an oil-fired boiler")
add("it-t01", "Ogni mattina troviamo il sacco di crocchette del cane rosicchiato in garage. Per terra ci sono piccoli escrementi scuri. Stanotte abbiamo sentito squittire dietro il congelatore. Abitiamo a Cruchten e il garage è attaccato alla cucina. Cosa possiamo fare?",
    "pest-control", "Nommern", "Cruchten", kind="a", nu="U", situation="rodents gnawing dog food in a garage")
add("it-t02", "Quando metto la pentola grande sulla zona davanti a sinistra, dopo due minuti fa un bip e si spegne. Le altre zone funzionano. Ho provato con un'altra pentola ed è uguale. È un Siemens da incasso di quattro anni, in cucina a Itzig.",
    "appliance-repair", "Hesperange", "Itzig", kind="a", nu="U", situation="one induction hob zone switches off after two minutes")
add("it-t03", "Quando qualcuno tira l'acqua al piano di sopra, dalla doccia di sotto risale acqua sporca. Anche il lavandino gorgoglia e c'è puzza di fogna. Succede da dopo le feste. La casa è a Roost.",
    "plumbing", "Bissen", "Roost", kind="a", nu="U", situation="dirty water rising in the ground-floor shower when the upstairs toilet is flushed")
add("it-t04", "Al negozio ci hanno detto che bastava una mano di pittura sulla facciata senza lavarla prima. L'abbiamo fatto ad aprile. Dopo l'inverno si stacca a scaglie, soprattutto sul lato ovest. La casa è a Niederkorn. Cerchiamo un pittore che la rifaccia come si deve.",
    "painting", "Differdange", "Niederkorn", kind="b", nu="N", situation="facade painted without washing on a shop's advice is flaking")
add("it-t05", "Il vicino ci ha detto che le grondaie si puliscono da sole con la pioggia. Adesso il tubo di scarico è intasato e l'acqua trabocca. Cola lungo il muro e sul davanzale della camera. La casa è a Wallendorf-Pont, vicino al ponte. Qualcuno può salire a vedere?",
    "roofing", "Reisdorf", "Wallendorf-Pont", kind="b", nu="U", situation="gutters never cleaned on a neighbour's advice, downpipe blocked")
add("it-t06", "Il montatore del negozio di mobili ci ha consigliato di fissare l'armadio a muro direttamente al cartongesso. Dopo tre mesi si è staccato in alto e le ante non si chiudono più. È un armadio su misura in rovere, lungo tre metri. Siamo a Beringen.",
    "carpentry", "Mersch", "Beringen", kind="b", nu="U", situation="built-in oak wardrobe pulling away from plasterboard after a fitter's advice")
add("it-t07", "Un conoscente mi ha detto di lavare i pannelli con il detersivo per i piatti e una spazzola dura. Ora sono opachi e pieni di righe. La produzione è scesa del 20% rispetto all'anno scorso. Cerco un tecnico fotovoltaico a Medernach che controlli pannelli e inverter.",
    "solar", "Vallée de l'Ernz", "Medernach", kind="b", nu="N", situation="PV panels scratched by washing with a hard brush, output down")
add("it-t08", "Abbiamo un piccolo ristorante a Clausen con 35 coperti. La sala è lunga e stretta e i clienti in fondo si sentono dimenticati. Vogliamo ripensare disposizione dei tavoli, colori e luci senza fare lavori pesanti. Chiudiamo due settimane ad agosto.",
    "interior-design", "Luxembourg", "Clausen", kind="c", nu="U", situation="restaurant wants a new table layout, colours and lighting")
add("it-t09", "Gestiamo un piccolo hotel a Bourscheid-Plage. Il wifi degli ospiti cade di continuo e il computer della reception è lentissimo. Il programma delle prenotazioni ogni tanto si blocca. Cerchiamo un tecnico informatico che venga anche per la manutenzione.",
    "it-support", "Bourscheid", "Bourscheid-Plage", kind="c", nu="N", situation="small hotel with failing guest wifi and slow reception PC")
add("it-t10", "Ho un'agenzia di viaggi e organizzo gite di gruppo in pullman. Le prenotazioni arrivano per telefono e per e-mail e facciamo errori. Vorrei una pagina dove i clienti scelgono la gita, i posti e pagano un acconto. Il sito attuale è fermo al 2016.",
    "web-development", None, None, kind="c", nu="U", situation="travel agency wants online booking and deposits for coach trips")
add("it-t11", "La nostra ditta installa ascensori e abbiamo vinto un appalto qui. I manuali d'uso sono solo in italiano, circa 60 pagine. Il committente li vuole in francese e in tedesco entro aprile. C'è anche una riunione tecnica dove servirebbe qualcuno per noi.",
    "translation", None, None, kind="c", nu="U", situation="lift company needs manuals in French and German and help at a meeting")
add("it-t12", "Ho comprato un'auto usata da un concessionario e ho scoperto che il contachilometri era stato manomesso. Il venditore non risponde più. Conviene rivolgersi subito a un avvocato o prima all'associazione dei consumatori? Quanto potrebbe costarmi?",
    "legal", None, None, kind="d", nu="N", situation="used car with tampered odometer: lawyer or consumer association")
add("it-t13", "Vorremmo un muretto di recinzione intonacato lungo circa 25 metri davanti alla casa a Schoos. Meglio in blocchi di cemento o in pietra? Quanto chiede un muratore al metro, più o meno?",
    "masonry", "Fischbach", "Schoos", kind="d", nu="N", situation="which material and price per metre for a boundary wall")
add("it-t14", "Mia suocera ha una casa a Hettange-Grande e vuole rifare bagno e cucina. Noi abitiamo a Bertrange e la aiutiamo noi. Conviene fare tutto insieme o a tappe, visto che lei ci vive dentro? Quanto tempo ci vorrebbe?",
    "renovation", "abroad", "Hettange-Grande", distractors=("Bertrange",), kind="d", nu="U", situation="refit a mother-in-law's bathroom and kitchen in Hettange-Grande (France) at once or in stages")
add("it-t15", "Nostro figlio fa la prima comunione a maggio nella cattedrale in Ville-Haute. Vale la pena pagare qualcuno per foto e video o basta lo zio con la reflex? Quanto si spende di solito?",
    "photography", "Luxembourg", "Ville-Haute", kind="d", nu="U", situation="is paying for first communion photos and video worth it")

# ---------------- Spanish ----------------
add("es-s01", "Necesito un carpintero que me haga una estantería empotrada de roble a medida en el salón de nuestra casa en Redange/Attert.",
    "carpentry", "Redange", "Redange/Attert", situation="made-to-measure built-in oak shelving")
add("es-s02", "¿Alguien puede venir mañana a Cessange porque el desagüe de la bañera está atascado y el agua no baja nada?",
    "plumbing", "Luxembourg", "Cessange", situation="blocked bath drain")
add("es-s03", "Quiero cambiar todos los enchufes e interruptores de la casa en Mamer, son de los años 80 y varios están sueltos o echan chispas.",
    "electrical", "Mamer", "Mamer", situation="replacing old loose sockets and switches")
add("es-s04", "Buscamos a alguien que diseñe el jardín de nuestra casa nueva en Noerdange, unos 300 m2 con césped, dos árboles y un pequeño huerto.",
    "gardening", "Beckerich", "Noerdange", situation="designing a new garden with lawn, trees and vegetable patch")
add("es-s05", "¿Conocéis algún veterinario que haga visitas a domicilio para un gato mayor que se estresa muchísimo en el coche?",
    None, None, None, situation="home-visit vet, not a listed trade")
add("es-s06", "Busco abogado que hable español para una herencia con un piso en Valencia y cuentas bancarias aquí, somos tres hermanos y no nos ponemos de acuerdo.",
    "legal", None, None, distractors=("Valencia",), situation="inheritance with a flat in Spain, three siblings disagree")
add("es-s07", "Nos mudamos de Strassen a Ettelbruck el 1 de abril, piso de 3 habitaciones con un sofá cama enorme, ¿cuánto costaría?",
    "moving", "Strassen", "Strassen", distractors=("Ettelbruck",), situation="move between two Luxembourg towns, loading end Strassen")
add("es-s08", "El microondas con grill que está empotrado en la cocina hace chispas por dentro cuando lo enciendo, estoy en Lamadelaine.",
    "appliance-repair", "Pétange", "Lamadelaine", situation="built-in microwave sparking inside")
add("es-s09", "Necesitamos limpieza semanal de la escalera comunitaria de un edificio de 6 plantas en la rue de la Gare, L-5550, lo pide el síndico para enero.",
    "cleaning", "Remich", "L-5550", not_place=("Gare",), situation="weekly cleaning of a building's common stairwell")
add("es-s10", "poner azulejos en la pared de la cocina entre los muebles unos 5 m2 ya tengo los azulejos wiltz",
    "tiling", "Wiltz", "wiltz", situation="kitchen wall tiles between cabinets")
add("es-t01", "Desde ayer todos los radiadores de la casa están fríos aunque el termostato marca 21 grados. El agua caliente del grifo sale bien. En el sótano se oye un zumbido y la aguja del manómetro está casi en cero. Vivimos en Colpach-Bas con un bebé de tres meses.",
    "heating", "Ell", "Colpach-Bas", kind="a", nu="U", situation="all radiators cold, hot tap water fine, pressure gauge near zero")
add("es-t02", "Los escalones de hormigón de la entrada se han agrietado este invierno. Uno se mueve cuando lo pisas y ya se ha caído un trozo del borde. Mi madre tiene 82 años y sube por ahí todos los días. La casa está en Useldange.",
    "masonry", "Useldange", "Useldange", kind="a", nu="U", situation="cracked, loose concrete entrance steps")
add("es-t03", "Por la noche, cuando enciendo la luz de la cocina, salen corriendo unos bichos marrones pequeños de debajo del lavavajillas. Esta mañana había uno en el cajón de los cubiertos. Limpio todo cada día y no entiendo de dónde vienen. Vivimos en Kapweiler.",
    "pest-control", "Saeul", "Kapweiler", kind="a", nu="U", situation="cockroaches in the kitchen at night")
add("es-t04", "El vecino nos dijo que la terraza de madera se podía pintar con pintura plástica normal. Ahora la pintura se pela y debajo la madera se está poniendo negra y blanda. Hay dos tablas que ya ceden al pisarlas. Buscamos un carpintero en Bigonville que cambie lo podrido y la trate bien.",
    "carpentry", "Rambrouch", "Bigonville", kind="b", nu="N", situation="wooden deck painted with wall paint on a neighbour's advice, boards rotting")
add("es-t05", "El casero nos dijo que echáramos aceite de cocina en la cerradura del garaje porque estaba dura. Ahora la llave casi no entra y cuando entra no gira. El coche está dentro y mañana tengo que ir a trabajar. Estamos en Bettborn.",
    "locksmith", "Préizerdaul", "Bettborn", kind="b", nu="U", situation="garage lock gummed up with cooking oil on the landlord's advice")
add("es-t06", "Un amigo nos dijo que las tejas rotas se podían cambiar por unas de plástico que venden en la tienda de bricolaje. Las pusimos en octubre. Con las últimas lluvias hay agua en el desván y una viga está mojada. La casa está en Michelbouch.",
    "roofing", "Vichten", "Michelbouch", kind="b", nu="U", situation="broken roof tiles replaced with plastic ones on a friend's advice, attic leaking")
add("es-t07", "En la tienda nos dijeron que sobre el yeso nuevo no hacía falta imprimación. Pintamos el salón y el pasillo nosotros mismos. Ha quedado a manchas y en algunas zonas la pintura se levanta con la uña. Buscamos un pintor en Grosbous que lo arregle.",
    "painting", "Groussbus-Wal", "Grosbous", kind="b", nu="N", situation="paint on new plaster without primer is blotchy and peeling")
add("es-t08", "Somos una academia de idiomas en Pfaffenthal con cuatro aulas. Los ordenadores de los profesores no ven la impresora y el proyector de la sala grande se desconecta del portátil. Cada mañana perdemos media hora. Buscamos a alguien para arreglarlo y para el mantenimiento.",
    "it-support", "Luxembourg", "Pfaffenthal", kind="c", nu="U", situation="language school: printer not found, projector dropping")
add("es-t09", "Tenemos un restaurante de tapas con cinco empleados. La gestoría que nos llevaba las nóminas y los impuestos ha cerrado. Necesitamos un contable antes de fin de mes. ¿Alguno trabaja en español?",
    "accounting", None, None, kind="c", nu="N", situation="tapas restaurant needs an accountant for payroll and taxes")
add("es-t10", "Somos un concesionario de coches de ocasión en Esch-sur-Alzette. Cada mes entran unos cuarenta coches y necesitamos fotos de todos para la web. Con fondo limpio, interior y exterior. ¿Alguien puede venir un día fijo al mes?",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="used-car dealer needs monthly vehicle photos")
add("es-t11", "Tenemos una pequeña empresa de catering para eventos. Los pedidos llegan por WhatsApp y siempre hay errores con las cantidades. Queremos una página con el menú y un formulario de pedido con fecha y número de personas. Que se vea bien en el móvil.",
    "web-development", None, None, kind="c", nu="U", situation="catering firm wants an online order form")
add("es-t12", "Vamos a alquilar un local comercial y el contrato está solo en alemán, unas 25 páginas. ¿Merece la pena pagar a un traductor o basta con DeepL? ¿Cuánto cobra uno por algo así?",
    "translation", None, None, kind="d", nu="N", situation="translator or machine translation for a German commercial lease")
add("es-t13", "Vivimos en una casa adosada en Hamm. Por la tarde el tejado queda a la sombra del árbol del vecino. ¿Merece la pena poner placas así? ¿Cuánto se recupera con las ayudas del Estado?",
    "solar", "Luxembourg", "Hamm", kind="d", nu="U", situation="are PV panels worth it on a partly shaded roof")
add("es-t14", "Acabamos de comprar un piso en Weimerskirch y el salón-comedor de 35 m2 es muy raro, con dos puertas y una columna. ¿Cuánto cobra un interiorista por un plan de muebles y luces? ¿Merece la pena o lo hacemos nosotros?",
    "interior-design", "Luxembourg", "Weimerskirch", kind="d", nu="N", situation="what an interior designer charges for an awkward living room")
add("es-t15", "Hemos comprado un piso antiguo en Athus, a cinco minutos de Rodange. Hay que cambiar la cocina, el baño, el suelo y la instalación eléctrica. ¿Cuánto puede costar más o menos? ¿Y cuánto tiempo se tarda?",
    "renovation", "abroad", "Athus", distractors=("Rodange",), kind="d", nu="U", situation="cost and time to refit an old flat in Athus (Belgium)")
