MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien bei eis zu Wooltz leeft d'toilette no all spullen nach eng hallef stonn weider a mir héieren et déi ganz nuecht kann een dës woch laanscht kommen",
    "plumbing", "Wiltz", "Wooltz", situation="toilet cistern keeps running after every flush")
add("lb-s02", "Salut, ech kréien den 14ten Januar mäin neien Enyaq an hätt gär eng Wallbox (11 kW) an der Garage zu Klierf installéiert, wéi séier kéint en Elektriker dat maachen?",
    "electrical", "Clervaux", "Klierf", situation="11 kW wallbox in the garage for a new electric car")
add("lb-s03", "dréngend, sinn aus mengem Haus zu Wemperhardt erausgespaart, d'Dier ass zougefall an de Schlëssel läit bannen um Kichendësch 😩",
    "locksmith", "Weiswampach", "Wemperhardt", situation="locked out, door fell shut with the key inside")
add("lb-s04", "Kann iergendeen eis de Bamstomp vun der aler Fiicht ausfräsen, déi beim Stuerm am Gaart zu Stolzebuerg ëmgefall ass?",
    "gardening", "Putscheid", "Stolzebuerg", situation="grind out the stump of a spruce felled by a storm")
add("lb-s05", "Eise Liebherr-Frigo zu Uewerfeelen killt zanter gëschter net méi, de Congélateur uewen ass awer nach kal - wien flécht esou eppes?",
    "appliance-repair", "Feulen", "Uewerfeelen", situation="fridge compartment stopped cooling, freezer still cold")
add("lb-s06", "No dem Frascht sinn op eiser Terrass zu Ëlwen eng 15 Plättercher lass oder gebrach, mir hätte gär en Devis fir se nei ze leeën.",
    "tiling", "Troisvierges", "Ëlwen", situation="frost loosened and cracked terrace tiles")
add("lb-s07", "Mir vermieden zwou Ferienwunnengen zu Esch-Sauer a sichen een, deen all Samschdeg tëscht 10 an 15 Auer no de Gäscht propper mécht, Bettwäsch inklusiv.",
    "cleaning", "Esch-sur-Sûre", "Esch-Sauer", situation="weekly changeover cleaning of two holiday flats")
add("lb-s08", "Fir eise Musekverein vu Wanseler brauche mir eng nei Websäit mat Agenda, Fotoen an engem klengen Ticketverkaf fir d'Galakonzert.",
    "web-development", None, None, distractors=["Wanseler"], situation="new website with agenda and ticket sales for a village band")
add("lb-s09", "Wien kann eis d'Statuten vun eiser ASBL (12 Säiten) bis Enn vum Mount vum Franséischen op Däitsch iwwersetzen?",
    "translation", None, None, situation="translate the statutes of a non-profit from French to German")
add("lb-s10", "Hei, weess een e gudde Mechaniker, deen op mengem Opel Corsa d'Kupplung wiesselt an net ze deier ass?",
    None, None, None, situation="car clutch replacement (car mechanic, not a listed trade)")

add("lb-t01", "Zanter dem Weekend bleift de Buedem am Living kal, wärend en am Bad normal waarm ass. Am Schaf am Gank hänken déi Verdeeler mat de klenge roude Knäpp, an um Display vum Kessel am Keller steet 1,2 bar. Mir hunn zwee kleng Kanner an owes si mer just nach bei 17 Grad. Mir wunnen zu Baschleiden, wien kann sech dat ukucken?",
    "heating", "Boulaide", "Baschleiden", kind="a", nu="U", situation="one underfloor zone stays cold, manifold and low pressure described, trade never named")
add("lb-t02", "Mir hunn en alen Haff zu Pommerloch kaaft, mat engem Uelegbrenner vun 1994. De Bauer, dee virdrun do war, huet gesot, dee géif nach zéng Joer halen. Elo froe mir eis: Pelletskessel oder Wärmepompel, wat ass besser fir en Haus mat décke Steemaueren a klenge Radiateuren? A wéi vill kréie mir dann ongeféier vum Klimabonus zeréck?",
    "heating", "Winseler", "Pommerloch", kind="d", nu="U", situation="old oil burner in a farmhouse: pellets or heat pump, and the subsidy")
add("lb-t03", "Meng Eltere wunnen zu Wäisswampech, mee hir al Scheier steet iwwer der Grenz zu Burg-Reuland. Beim leschte Stuerm sinn do eng ganz Rei Schiferplacken erofgefall. Den Noper huet gemengt, mir sollten einfach eng Plastiksbâche driwwer spanen, dat géif bis d'Fréijoer halen. Elo reent et awer an d'Hee an d'Bâche flattert all Nuecht. Kënnt Dir eis een fannen, deen déi Schifer nees richteg drop mécht, och wann et an der Belsch ass?",
    "roofing", "abroad", "Burg-Reuland", distractors=["Wäisswampech", "Belsch"], kind="b", nu="U", situation="storm tore slates off a barn roof just across the Belgian border; neighbour advised a tarp")
add("lb-t04", "Ech sinn de Sekretär vum Fussballclub zu Furen. An de Kabinne sinn d'Maueren voller Stollenofdréck a Gekritzels, an um Plafong bliedert déi al Faarf wéinst dem Damp vun den Duschen. Mir wëllen dat bis Mëtt August nees hell a propper hunn, mat enger Faarf déi d'Fiichtegkeet aushält. D'Gemeng iwwerhëlt d'Halschent, also brauche mir zwou Offerten.",
    "painting", "Tandel", "Furen", kind="c", nu="U", situation="football club changing rooms need repainting with moisture-resistant paint")
add("lb-t05", "Eis al Eechentrap am Haus zu Veianen kraacht esou haart, datt de Kleng all Kéier erwächt, wann ee spéit heemkënnt. Mäi Schwoer huet mer geroden, WD-40 an d'Fuge ze sprayen, elo kraacht et nach ëmmer an d'Stufe si glat. Ech hätt gär e Schräiner, deen d'Stufe nees fest mécht a kuckt, ob eppes lass ass. Ass dat eng Saach vun engem Dag?",
    "carpentry", "Vianden", "Veianen", kind="b", nu="N", situation="creaking oak staircase; brother-in-law sprayed WD-40 on it")
add("lb-t06", "Déi al Stäipmauer hannert eisem Haus zu Wilwerwiltz ass zanter dem ville Reen an der Mëtt eng 10 cm ausgebauscht. Haut de Moien louchen e puer Steng ënnen um Wee an et kënnt Buedem duerch d'Spléck. Uewen op der Mauer steet eist Gaardenhaischen an dohannert geet et direkt de Bierg erop. Ech hunn Angscht, datt alles erofkënnt, wien kann dat séier kucken?",
    "masonry", "Kiischpelt", "Wilwerwiltz", not_place=["Bierg"], kind="a", nu="U", situation="stone retaining wall bulging and dropping stones after heavy rain")
add("lb-t07", "Mir plënneren Enn Mäerz vun Housen an d'Stad, an en Appartement um 4. Stack ouni Lift zu Bouneweg. Et sinn dräi Zëmmer, e ganz schwéiere Schaf vun der Groussmamm an eng 40 Kartongen. Wat kascht sou eppes ongeféier, a mécht et Sënn, selwer e Camion ze lounen an nëmmen e puer staark Leit fir ze droen ze bestellen? Oder ass alles an engem Pak méi sécher?",
    "moving", "Parc Hosingen", "Housen", distractors=["d'Stad", "Bouneweg"], kind="d", nu="U", situation="move from the north to a 4th-floor walk-up in the city: full service or rented van plus carriers")
add("lb-t08", "Mir hunn e klengt Restaurant zu Mäerzeg an driwwer dräi al Gästezëmmer, déi zanter Joren eidel stinn. Dorausser solle zwee Studioe fir ze verlounen ginn: nei Buedzëmmer, Stroum, Buedem, Fënsteren, alles. Mir sichen eng Renovatiounsfirma, déi dat vun A bis Z iwwerhëlt, well mir nieft der Kiche keng Zäit hunn fir Handwierker ze koordinéieren.",
    "renovation", "Mertzig", "Mäerzeg", kind="c", nu="N", situation="restaurant owners turning three empty guest rooms into two rentable studios")
add("lb-t09", "Op eiser neier Hal zu Dahl hu mir 300 m² Daach, mee eng Säit weist no Osten an déi aner no Westen. Lount sech eng Photovoltaik do iwwerhaapt, oder ass dat just bei Süde interessant? A wat ass besser, alles selwer verbrauchen oder an d'Netz aspeisen? Eng Solarfirma aus der Géigend kéint eis gären eng Rechnung maachen.",
    "solar", "Goesdorf", "Dahl", kind="d", nu="N", situation="is PV worth it on an east-west barn roof, self-consumption or feed-in")
add("lb-t10", "Eise Bauerebuttek zu Helzen leeft nëmmen nach hallef. Zanter de Provider eis en neie Router installéiert huet, verléiert de Kaarteterminal all puer Stonnen d'Verbindung, an den ale Computer am Büro fënnt den Etikettendrécker net méi. Samschdes steet d'Schlaang bis virun d'Dier an d'Clienten ginn einfach fort. Ka Freides een eriwwerkommen?",
    "it-support", "Wincrange", "Helzen", kind="c", nu="U", situation="farm shop: card terminal drops off the new router, office PC lost the label printer")
add("lb-t11", "Mir bedreiwen de Camping zu Léifreg direkt um Séi. Fir déi nei Saison brauche mir nei Fotoen an e kuerze Video mat der Dron vum Site, de Chalete a vum Waasser. Mir sichen e Fotograf, deen am Mee ka kommen, wann d'Wiss gréng ass an nach keng Gäscht do sinn. Wéi vill Deeg plangt een do?",
    "photography", "Lac de la Haute-Sûre", "Léifreg", kind="c", nu="N", situation="campsite wants new photos and a drone video before the season")
add("lb-t12", "Ech hunn e Studio vun 28 m² am Garer Quartier kaaft, mat enger eenzeger Fënster an engem Plafong vun 3,40 m. Ech schwanke tëscht engem Bettsofa an engem Bett op enger Mezzanine, an ech weess net, wou de Schreifdësch hi soll. Ka mer een e Plang mat Miwwelen a Luuchte maachen, a wat kascht esou eppes ongeféier?",
    "interior-design", "Luxembourg", "Garer Quartier", kind="d", nu="U", situation="furniture and lighting plan for a 28 m2 studio with a high ceiling")
add("lb-t13", "Zanter enger Woch héiere mir owes e Kraazen an der Decken iwwer der Schlofkummer zu Lipperscheid. Am Keller war de Sak mam Vullefudder ugebass an iwwerall leie kleng schwaarz Kréimelen, grouss wéi Reiskären. D'Kaz sëtzt stonnelaang virun der Spullmaschinn a waart. Mir hunn e Puppelchen am Haus a wëllen net einfach iergendwou Gëft leeën.",
    "pest-control", "Bourscheid", "Lipperscheid", kind="a", nu="U", situation="scratching in the ceiling, gnawed bird-seed bag and droppings: mice, never named")
add("lb-t14", "Eis Mamm ass am Januar gestuerwen an huet eis dräi Kanner d'Haus zu Ettelbréck hannerlooss. Mäi Monni seet, mäi Brudder kéint d'Haus eleng verkafen, well hien do gewunnt huet. Meng Schwëster an ech sinn net averstanen, an hien huet schonn en Immobilienagent geruff. Ech brauch en Affekot, deen sech mat Ierfschaften auskennt.",
    "legal", None, None, distractors=["Ettelbréck"], kind="b", nu="N", situation="inheritance: brother wants to sell the family house alone, uncle says he may")
add("lb-t15", "Ech hunn zanter zwee Joer e klenge Foodtruck als Sàrl-S. E Frënd sot mer, fir esou eng kleng Firma misst een de Joresofschloss net beim Registre de commerce deposéieren. Elo hunn ech e Bréif mat enger Amende kritt. Wien kann mer d'Bilane fir 2024 an 2025 nach séier opstellen an deposéieren?",
    "accounting", None, None, kind="b", nu="U", situation="food-truck company never filed annual accounts after a friend's advice, now fined")

# ---------------- French ----------------
add("fr-s01", "Bonjour, la douche à l'italienne de notre appartement (L-1857) se vide de plus en plus lentement et ça sent l'égout depuis une semaine, pouvez-vous envoyer quelqu'un?",
    "plumbing", "Luxembourg", "L-1857", situation="walk-in shower drains slowly and smells of sewage")
add("fr-s02", "Je cherche quelqu'un pour traduire en anglais la notice technique de notre chaudière à pellets (48 pages, format Word) avant le salon de Francfort.",
    "translation", None, None, distractors=["Francfort"], situation="translate a 48-page pellet-boiler manual into English for a trade fair")
add("fr-s03", "on vient d'acheter une maison à Mondorf et on voudrait changer tous les cylindres des portes parce que l'ancien propriétaire a donné des clés à la moitié du village",
    "locksmith", "Mondorf-les-Bains", "Mondorf", situation="replace every door cylinder after buying a house")
add("fr-s04", "Les joints de notre douche à Tétange s'effritent et l'eau passe derrière le carrelage, qui pourrait tout regratter et refaire les joints cette semaine?",
    "tiling", "Kayl", "Tétange", situation="crumbling shower grout letting water behind the tiles")
add("fr-s05", "Mon four Siemens encastré ne chauffe plus du tout alors que l'éclairage et la minuterie marchent, je suis juste à côté de la gare de Bettembourg.",
    "appliance-repair", "Bettembourg", "Bettembourg", not_place=["gare"], situation="built-in oven no longer heats although light and timer work")
add("fr-s06", "Notre pelouse à Remerschen est pleine de mousse et de trous après l'hiver, on voudrait la faire scarifier et ressemer avant la fête du 14 juin.",
    "gardening", "Schengen", "Remerschen", situation="scarify and reseed a mossy lawn before a party")
add("fr-s07", "Au Howald la gouttière côté rue déborde à chaque averse et l'eau coule le long de la façade, il faudrait la nettoyer ou la changer 🙏",
    "roofing", "Hesperange", "Howald", situation="street-side gutter overflows at every shower")
add("fr-s08", "Mon employeur au Kirchberg veut me licencier pour faute grave après 11 ans sans aucun avertissement écrit, j'ai besoin d'un avocat en droit du travail rapidement.",
    "legal", None, None, distractors=["Kirchberg"], situation="dismissal for serious misconduct after 11 years, employment lawyer needed")
add("fr-s09", "Frontalière, j'habite à Thionville et je travaille à 100 % au Luxembourg, qui peut remplir ma déclaration d'impôt luxembourgeoise pour récupérer la retenue sur mon salaire?",
    "accounting", None, None, distractors=["Thionville", "Luxembourg"], situation="cross-border worker wants her Luxembourg tax return filed")
add("fr-s10", "Nous cherchons un traiteur pour la communion de notre fille le 3 mai, une soixantaine de personnes, budget autour de quinze cents euros.",
    None, None, None, not_place=["cents"], situation="caterer for a first communion (not a listed trade)")

add("fr-t01", "Depuis quelques jours, le disjoncteur différentiel saute dès qu'il pleut un peu fort. Tout le rez-de-chaussée se retrouve dans le noir, congélateur compris, et il faut remonter la manette à la lampe de poche. Quand il fait sec, rien. La maison est à Leudelange, il y a une prise extérieure sur la terrasse et des spots dans le jardin.",
    "electrical", "Leudelange", "Leudelange", kind="a", nu="U", situation="RCD trips whenever it rains hard; outdoor socket and garden spots")
add("fr-t02", "Nous sommes une petite boulangerie artisanale dans la zone industrielle de Contern. Nous recevons en mars un deuxième four à sole et un pétrin, qui demandent du triphasé et au moins six nouvelles prises dans le fournil. Notre tableau date de 2009 et est déjà plein. Pouvez-vous nous trouver un électricien qui passe d'abord voir et fait un devis?",
    "electrical", "Contern", "Contern", kind="c", nu="N", situation="bakery needs three-phase supply and new sockets for a second oven")
add("fr-t03", "La pression de notre chaudière gaz à Hellange tombe sous 1 bar tous les deux ou trois jours. Le voisin m'a montré comment rajouter de l'eau avec le petit robinet en dessous, et il dit que c'est normal en hiver. Ça fait maintenant six semaines que je remplis, et hier la chaudière s'est mise en sécurité. Je crois qu'il y a une fuite quelque part, qui peut venir chercher?",
    "heating", "Frisange", "Hellange", kind="b", nu="U", situation="gas boiler pressure keeps dropping; neighbour said topping up is normal")
add("fr-t04", "Je suis syndic bénévole d'une petite copropriété de cinq étages à Strassen. La cage d'escalier n'a pas été refaite depuis 1998: murs griffés, rampe écaillée, traces de vélos partout. Faut-il tout poncer ou suffit-il de lessiver et repeindre, et quel prix au m² est correct pour un peintre? On vote en assemblée générale le 20 avril.",
    "painting", "Strassen", "Strassen", kind="d", nu="N", situation="repainting a five-storey stairwell: sanding or washing, fair price per m2")
add("fr-t05", "Notre terrasse en bois exotique à Crauthem a douze ans et plusieurs lames sont devenues molles près de la façade. Mon beau-frère nous a conseillé de passer une bonne couche de lasure foncée pour cacher, on l'a fait l'été dernier. Maintenant on passe carrément le pied à travers une lame et la structure en dessous a l'air noire. On voudrait remplacer ce qui est pourri avant que les enfants se blessent.",
    "carpentry", "Roeser", "Crauthem", kind="b", nu="U", situation="rotten decking boards hidden under stain on the advice of a brother-in-law")
add("fr-t06", "Une fissure est apparue en diagonale au-dessus de la fenêtre de la cuisine, côté rue. En janvier on y glissait une carte bancaire, aujourd'hui c'est une pièce de deux euros. Des morceaux de crépi tombent sur le trottoir et la fenêtre commence à frotter. La maison date de 1962, rue principale à Pontpierre.",
    "masonry", "Mondercange", "Pontpierre", kind="a", nu="U", situation="diagonal crack over a window widening month by month")
add("fr-t07", "Notre agence de voyages quitte ses bureaux du Findel fin juin pour s'installer à la Cloche d'Or. Il y a 25 postes de travail, deux armoires fortes, des archives sur trois ans et une grande imprimante. Nous ne pouvons pas fermer plus d'un jour, donc tout doit se faire un samedi. Qui peut nous faire une offre avec le démontage et le remontage des bureaux?",
    "moving", "Sandweiler", "Findel", distractors=["Cloche d'Or"], kind="c", nu="U", situation="travel agency relocating 25 workstations in one Saturday")
add("fr-t08", "Nous gérons un immeuble de bureaux de 1 200 m² au Senningerberg, trois étages et une cantine. Notre contrat actuel s'arrête au 31 mars et nous cherchons une nouvelle société de nettoyage, trois passages par semaine plus les vitres chaque trimestre. Les locataires se plaignent surtout des sanitaires. Est-il possible d'avoir une visite la semaine prochaine?",
    "cleaning", "Niederanven", "Senningerberg", kind="c", nu="N", situation="office building manager needs a new cleaning contractor")
add("fr-t09", "On a hérité d'une maison de 1964 à Hassel: simple vitrage, installation électrique d'origine, salle de bains jaune et aucune isolation. Des amis nous disent de tout raser et de reconstruire, d'autres que ça vaut le coup de la garder. Combien coûte à peu près une remise à neuf complète au m² aujourd'hui? Et dans quel ordre faut-il faire les travaux si on veut y habiter dans un an? Notre budget tourne autour de 250 000 euros, pas plus.",
    "renovation", "Weiler-la-Tour", "Hassel", kind="d", nu="U", situation="inherited 1964 house: complete renovation versus demolition, cost and order of works")
add("fr-t10", "Nous avons un petit toit plein sud sur le garage à Filsdorf, environ 12 m². On hésite entre des capteurs solaires thermiques pour l'eau chaude et quelques panneaux photovoltaïques avec un chauffe-eau thermodynamique. Pour quatre personnes qui prennent beaucoup de douches, lequel est le plus rentable? Un installateur solaire pourrait-il venir nous conseiller?",
    "solar", "Dalheim", "Filsdorf", kind="d", nu="N", situation="solar thermal or PV plus heat-pump water heater on a small south roof")
add("fr-t11", "Je suis dentiste avec un cabinet à Esch/Alzette, deux fauteuils et une secrétaire. Depuis la mise à jour de Windows de vendredi, les radios numériques ne s'enregistrent plus sur le serveur et l'imprimante de l'accueil est hors ligne. Mon fournisseur de logiciel dit que ce n'est pas son problème. Je ne peux pas travailler sans les radios!",
    "it-support", "Esch-sur-Alzette", "Esch/Alzette", kind="c", nu="U", situation="dental practice: X-rays no longer saved to the server after a Windows update")
add("fr-t12", "Nous vendons notre maison à Ehlange depuis quatre mois. L'agent nous avait dit que des photos prises avec son téléphone suffisaient, que les gens viennent de toute façon voir. Résultat: trois visites, des photos sombres et de travers sur athome. Nous voulons maintenant un vrai photographe immobilier, avec peut-être une visite virtuelle.",
    "photography", "Reckange-sur-Mess", "Ehlange", kind="b", nu="N", situation="house not selling; agent's phone photos, now a property photographer wanted")
add("fr-t13", "Après les travaux, notre cuisine et le salon à Munsbach ne forment plus qu'une seule pièce de 55 m², avec un mur en briques apparentes. Tout est blanc et ça fait un peu hall de gare, on ne sait pas où mettre la table ni quelles couleurs choisir. Vaut-il mieux des spots encastrés ou des suspensions au-dessus de l'îlot? Quelqu'un peut-il nous proposer un plan et une ambiance?",
    "interior-design", "Schuttrange", "Munsbach", not_place=["gare"], kind="d", nu="U", situation="open-plan kitchen-living room feels cold: layout, colours, spots or pendants")
add("fr-t14", "Mon neveu m'a fait un site sur Wix il y a trois ans pour mon entreprise de stores et volets. Il m'avait dit qu'un site en français suffisait et que le nom de domaine en .com était mieux que .lu. Aujourd'hui personne ne me trouve sur Google et mes clients germanophones m'appellent pour demander les prix. Il me faudrait un site bilingue, rapide, avec un formulaire de devis.",
    "web-development", None, None, kind="b", nu="U", situation="nephew-built Wix site, French only and .com domain; bilingual site with quote form wanted")
add("fr-t15", "Depuis notre retour de vacances, mon mari et moi nous réveillons avec des piqûres rouges alignées sur les bras. Sur le matelas il y a de petites taches brunes et j'ai vu une bestiole plate dans la couture. On a tout lavé à 60 degrés, ça recommence. L'appartement est à Thionville, mais on travaille tous les deux au Luxembourg.",
    "pest-control", "abroad", "Thionville", distractors=["Luxembourg"], kind="a", nu="U", situation="bites in a line and spots on the mattress after holidays (bed bugs), flat in France")

# ---------------- German ----------------
add("de-s01", "Der Außenwasserhahn in unserer Garage in Ehnen ist bei minus 12 Grad geplatzt und wir haben das Wasser im Keller abgedreht, kann morgen früh ein Installateur kommen?",
    "plumbing", "Wormeldange", "Ehnen", situation="outside tap in the garage burst in the frost, water shut off")
add("de-s02", "hallo wir brauchen für die neue fasssauna im keller in echternach einen 400V anschluss mit eigener sicherung bitte um termin für besichtigung",
    "electrical", "Echternach", "echternach", not_place=["einen"], situation="400 V supply with its own breaker for a barrel sauna in the cellar")
add("de-s03", "Ich habe den einzigen Schlüssel für unseren Briefkasten im Mehrfamilienhaus in Remich verloren und die Post quillt schon oben raus, wer tauscht mir das Schloss aus?",
    "locksmith", "Remich", "Remich", situation="lost the only mailbox key in an apartment building")
add("de-s04", "Wir möchten im April rund 200 m² Rollrasen hinter unserem Neubau in Berbourg verlegen lassen, inklusive Bodenvorbereitung, was würde das ungefähr kosten?",
    "gardening", "Manternach", "Berbourg", situation="200 m2 of turf for a new-build garden, including soil preparation")
add("de-s05", "Unsere Bosch-Spülmaschine in Wasserbillig pumpt nicht mehr ab, unten steht nach jedem Programm eine Pfütze und das Display zeigt E24.",
    "appliance-repair", "Mertert", "Wasserbillig", situation="dishwasher stops draining and shows E24")
add("de-s06", "Für die Küchenrückwand in Bourglinster suchen wir jemanden, der uns etwa 4 m² weiße Metro-Fliesen mit dunkler Fuge verlegt, die Fliesen haben wir schon gekauft.",
    "tiling", "Junglinster", "Bourglinster", situation="lay 4 m2 of metro tiles on a kitchen splashback, tiles already bought")
add("de-s07", "Wer dolmetscht am 12ten März beim Notar für meine Schwiegermutter, die nur Polnisch spricht, Deutsch–Polnisch, circa zwei Stunden?",
    "translation", None, None, situation="Polish-German interpreter at a notary appointment")
add("de-s08", "Mein Nachbar hat seinen neuen Zaun 40 cm auf meinen Grund gesetzt und reagiert auf keine Einschreiben, ich brauche einen Anwalt für Nachbarrecht.",
    "legal", None, None, not_place=["Grund", "einen"], situation="neighbour built his fence 40 cm onto the customer's land")
add("de-s09", "Ab Januar haben wir in unserer kleinen Bäckerei drei Angestellte und suchen jemanden, der jeden Monat die Lohnabrechnungen und die Meldungen an die CCSS übernimmt.",
    "accounting", None, None, situation="monthly payroll and social-security filings for three bakery staff")
add("de-s10", "Wir sind gerade aus Hamm in Westfalen hergezogen und suchen Nachhilfe in Mathe für unseren Sohn, der in die 4e im Lycée geht.",
    None, None, None, distractors=["Hamm", "Westfalen"], situation="maths tutoring for a schoolboy (not a listed trade)")

add("de-t01", "Gestern ist beim Ausziehen der Speichertreppe die unterste Stufe durchgebrochen, die ist natürlich aus Holz und schon etwas morsch. Seitdem hängt eine Feder schief und die Luke geht nicht mehr richtig zu, es zieht eiskalt vom Dachboden runter. Meine Frau will da jetzt nicht mehr hoch, und unsere Weihnachtskisten stehen oben. Wir wohnen in Roodt-sur-Syre, kann sich das jemand ansehen?",
    "carpentry", "Betzdorf", "Roodt-sur-Syre", not_place=["Holz"], kind="a", nu="U", situation="wooden loft ladder: bottom step broke, spring hangs, hatch no longer closes")
add("de-t02", "Im Dachgeschoss in Berdorf haben wir eine Schräge, unter die kein normaler Schrank passt. Lohnt sich ein Einbauschrank vom Schreiner nach Maß, oder kann man einen PAX von IKEA zurechtsägen lassen? Was kostet ein Schreiner ungefähr für 3,5 m Länge mit Schiebetüren? Wir wollen nicht 6.000 Euro für einen Schrank ausgeben.",
    "carpentry", "Berdorf", "Berdorf", kind="d", nu="N", not_place=["einen"], situation="made-to-measure wardrobe under a sloping roof versus cut-down flat-pack")
add("de-t03", "In unserer Mietwohnung in Greiveldange wird der Heizkörper im Bad nicht mehr warm. Der Vermieter meinte am Telefon, ich solle den Thermostatkopf abschrauben und mit der Zange am Stift ziehen. Jetzt steckt der Stift ganz drin, und seit heute Morgen tropft es aus dem Ventil auf die Fliesen. Ich habe ein Handtuch drunter gelegt, aber das kann so nicht bleiben.",
    "heating", "Stadtbredimus", "Greiveldange", kind="b", nu="U", situation="bathroom radiator cold, landlord's pliers trick made the valve drip")
add("de-t04", "Wir sind ein kleines Weingut in Wasserliesch, direkt gegenüber von Grevenmacher, und haben viele Kunden aus Luxemburg. Unsere Probierstube hat seit 15 Jahren dieselben gelben Wände, an der Decke sind Rußspuren vom Kamin. Bis zum Weinfest im September soll alles hell und freundlich sein, möglichst an zwei Tagen unter der Woche. Kommt jemand aus Luxemburg auch über die Mosel?",
    "painting", "abroad", "Wasserliesch", distractors=["Grevenmacher", "Luxemburg", "Mosel"], kind="c", nu="U", situation="German winery across the Moselle wants its tasting room walls and ceiling refreshed")
add("de-t05", "Ich bin Kassierer bei den Pfadfindern in Consdorf. Auf dem Flachdach unseres Heims hat sich die Dachpappe an mehreren Stellen gelöst und es tropft in den Gruppenraum. Wir suchen einen Dachdecker, der sich das vor dem Sommerlager ansieht und uns ein Angebot macht, das wir bei der Gemeinde einreichen können.",
    "roofing", "Consdorf", "Consdorf", kind="c", nu="N", not_place=["einen"], situation="scouts' hut: flat-roof membrane lifted, dripping into the group room")
add("de-t06", "Die Betontreppe in unserem Garten in Christnach bröckelt schon seit Jahren, jetzt ist an der dritten Stufe die ganze Kante abgebrochen. Der Verkäufer im Baumarkt hat gesagt, einfach Fertigmörtel drauf und fertig. Das haben wir im Herbst gemacht, nach dem ersten Frost war alles wieder ab. Meine Mutter ist 84 und geht die Treppe jeden Tag runter.",
    "masonry", "Waldbillig", "Christnach", kind="b", nu="U", situation="crumbling concrete garden steps; DIY-store ready-mix repair failed in the frost")
add("de-t07", "Wir ziehen im Mai von Trier nach Grevenmacher, 3-Zimmer-Wohnung, 2. Stock ohne Aufzug in ein Haus mit Garage. Was kostet das über die Grenze ungefähr, und brauchen wir in beiden Städten eine Halteverbotszone? Lohnt es sich, die Küche mitzunehmen, oder lässt man die besser drin?",
    "moving", "Grevenmacher", "Grevenmacher", distractors=["Trier"], kind="d", nu="U", situation="cross-border move from Trier into Luxembourg: cost, parking permits, kitchen")
add("de-t08", "Nach dem Wasserschaden im Keller wurde drei Wochen lang getrocknet und neu verputzt. Jetzt liegt im ganzen Haus feiner grauer Staub, auf jedem Schrank und sogar in den Schubladen. Die Fenster sind voller Spritzer und im Flur kleben Mörtelreste auf den Fliesen. Meine Schwiegereltern kommen am Samstag zu Besuch, wir wohnen in Canach.",
    "cleaning", "Lenningen", "Canach", kind="a", nu="U", situation="fine dust and mortar everywhere after drying and plastering works")
add("de-t09", "Wir haben letztes Jahr einen alten Bauernhof in Altrier gekauft. Der Makler hat uns erzählt, da reichen neue Farbe und neue Böden, vielleicht 30.000 Euro. Jetzt stellt sich heraus, dass die Elektrik von 1955 ist, das Bad keinen Abfluss nach Norm hat und die Zwischendecke durchhängt. Wir suchen einen Generalunternehmer, der das alles koordiniert und uns einen realistischen Zeitplan gibt.",
    "renovation", "Bech", "Altrier", kind="b", nu="N", not_place=["einen"], situation="farmhouse the estate agent called a quick cosmetic job needs coordinated works")
add("de-t10", "Ich habe eine Physiotherapie-Praxis in Biwer mit vier Behandlungsräumen. Wir bekommen nächste Woche fünf neue Laptops und einen Empfangsrechner, die mit dem Terminprogramm, dem Drucker und dem WLAN eingerichtet werden müssen. Die alten Rechner sollen sicher gelöscht werden, da sind Patientendaten drauf. Am liebsten an einem Samstag, wenn keine Patienten da sind.",
    "it-support", "Biwer", "Biwer", kind="c", nu="U", not_place=["einen"], situation="physiotherapy practice: set up five laptops and wipe old PCs holding patient data")
add("de-t11", "Unser Hotel in Befort hat über den Winter alle 18 Zimmer und das Restaurant renoviert. Für die neue Website und Booking.com brauchen wir professionelle Bilder, innen und außen, am besten auch ein paar mit dem Team. Kennen Sie einen Fotografen, der sich mit Hotels auskennt und im März zwei Tage Zeit hat?",
    "photography", "Beaufort", "Befort", kind="c", nu="N", not_place=["einen"], situation="hotel wants interior, exterior and team photos after renovation")
add("de-t12", "Morgens, wenn der Wecker klingelt und ich in die Küche komme, laufen winzige gelbliche Ameisen in einer Straße von der Steckdose zur Zuckerdose. Wir haben alles ausgeräumt, geputzt und Köderdosen aus dem Supermarkt aufgestellt, nach drei Tagen sind sie wieder da. Jetzt sind sie auch im Bad. Die Wohnung in Rosport ist im Erdgeschoss, wir haben ein Baby.",
    "pest-control", "Rosport-Mompach", "Rosport", not_place=["Wecker"], kind="a", nu="U", situation="trail of tiny yellowish ants from a socket, shop baits failed")
add("de-t13", "Ich wohne zur Miete in Gostingen und habe einen Südbalkon. Darf man in Luxemburg so ein Balkonkraftwerk mit 800 Watt einfach ans Geländer hängen und in die Steckdose stecken? Oder ist es sinnvoller, mit dem Vermieter über eine richtige Anlage auf dem Dach zu reden? Gibt es einen Solarteur, der beides anbietet und mir ehrlich sagt, was sich rechnet?",
    "solar", "Flaxweiler", "Gostingen", distractors=["Luxemburg"], kind="d", nu="N", not_place=["einen"], situation="tenant: 800 W balcony PV kit or a proper roof system with the landlord")
add("de-t14", "Mein Schwager hat mir geraten, für meinen Online-Shop mit handgemachten Seifen einfach ein Baukasten-Template zu nehmen, das reiche völlig. Jetzt habe ich 400 Produkte, aber keine Variantenauswahl, die Versandkosten nach Belgien und Frankreich stimmen nicht und die Seite lädt auf dem Handy ewig. Ich möchte den Shop neu aufsetzen lassen, mit sauberer Anbindung an meine Buchhaltung.",
    "web-development", None, None, distractors=["Belgien", "Frankreich"], kind="b", nu="U", situation="template web shop outgrown: variants, wrong shipping costs, slow on mobile")
add("de-t15", "Unser Neubau in Bous, also dem an der Mosel und nicht dem im Saarland, ist im Juli fertig. Alles ist offen, 60 m² Wohnküche mit Fensterfront, und wir haben keine Ahnung, wie wir das möblieren und beleuchten sollen. Lohnt es sich, jemanden für ein Licht- und Möbelkonzept zu bezahlen, oder machen das die Möbelhäuser gratis? Und was kostet so etwas ungefähr?",
    "interior-design", "Bous-Waldbredimus", "Bous", distractors=["Saarland", "Mosel"], not_place=[], kind="d", nu="U", situation="open-plan new build: is paying for a furniture and lighting concept worth it")

# ---------------- English ----------------
add("en-s01", "We just moved into a ground-floor flat in Belair and want the front door fitted with a proper high-security cylinder and a second deadbolt before we fly out on the 20th.",
    "locksmith", "Luxembourg", "Belair", situation="upgrade the front-door lock of a new ground-floor flat before a trip")
add("en-s02", "Looking for someone to install a robot mower with boundary wire around roughly 600 m² of grass in Olm, the slope at the back is quite steep.",
    "gardening", "Kehlen", "Olm", not_place=["grass"], situation="robot mower with boundary wire on a sloping 600 m2 lawn")
add("en-s03", "Need a tiler who is comfortable with large-format 120x60 porcelain tiles for about 45 m² of living room in Capellen, the screed is dry since January.",
    "tiling", "Mamer", "Capellen", situation="45 m2 of large-format porcelain tiles in a living room")
add("en-s04", "after last week's storm a few roof tiles on our house in gosseldange have slipped down and there's green moss all over the north side, can somebody take a look",
    "roofing", "Lintgen", "gosseldange", situation="slipped roof tiles and moss on the north side after a storm")
add("en-s05", "Our Neff induction hob in Helmsange switches itself off after about two minutes on any zone, it's only 4 years old and out of warranty of course.",
    "appliance-repair", "Walferdange", "Helmsange", situation="induction hob cuts out after two minutes")
add("en-s06", "Since the water company swapped our meter in Mullendorf the shower upstairs barely trickles while the kitchen tap is fine, could a plumber check the pressure reducer?",
    "plumbing", "Steinsel", "Mullendorf", situation="weak upstairs water pressure after the meter was replaced")
add("en-s07", "Our builder walked off the job with a 40% deposit and a half-finished extension, stopped answering calls in October, and we need a lawyer to get the money back or force him to finish.",
    "legal", None, None, situation="builder abandoned a half-built extension after taking a 40% deposit")
add("en-s08", "I was born in Ohio so I also file in the US, and I need an accountant in Luxembourg who understands crypto gains and FATCA for my 2025 return.",
    "accounting", None, None, distractors=["Ohio", "US", "Luxembourg"], not_place=["born"], situation="US-born resident needs a tax return with crypto gains and FATCA")
add("en-s09", "We run a small padel club with two courts and need an online booking page where members can reserve slots and pay with Payconiq or card.",
    "web-development", None, None, situation="online court booking with payment for a padel club")
add("en-s10", "Can anyone recommend a piano teacher for my 8-year-old, ideally Wednesday afternoons, and what are the usual rates here?",
    None, None, None, situation="piano lessons for a child (not a listed trade)")

add("en-t01", "Every afternoon around 3 my video calls freeze and people say I sound like a robot. The laptop shows full bars but speed tests go from 300 down to 2. It's fine in the kitchen, just not in the back bedroom I use as an office. I'm in an older building on Kirchberg with thick concrete walls, and my boss is starting to notice.",
    "it-support", "Luxembourg", "Kirchberg", kind="a", nu="U", situation="home-office video calls freeze every afternoon in the back bedroom")
add("en-t02", "We are a small architecture practice in Bertrange, eight people, with Revit files on a NAS that nobody has touched since the person who set it up left. Backups are a USB drive someone takes home on Fridays, maybe. We'd like a proper IT support contract: backups, Microsoft 365, new staff laptops and someone to call when things break. Could you suggest a company that works with small offices?",
    "it-support", "Bertrange", "Bertrange", kind="c", nu="N", situation="eight-person architecture office wants an IT support contract")
add("en-t03", "Since November our electricity bill has nearly doubled. Downstairs is 23 degrees but the two bedrooms never get above 17, even with the little valves on the wall units fully open. The outdoor unit runs almost non-stop and the display says flow 52°C. We moved into this 2019 house in Goeblange last summer and have no manual for anything.",
    "heating", "Koerich", "Goeblange", not_place=["bill"], kind="a", nu="U", situation="bills doubled, bedrooms stay cold, heat pump flow very hot, trade never named")
add("en-t04", "Our house in the Grund is in a protected street and the facade is flaking badly, three storeys plus the gable. The commune says we must use a mineral paint, lime or silicate, but they won't tell us which one. Which is better on old sandstone render, and what does a painter usually charge when scaffolding is needed?",
    "painting", "Luxembourg", "Grund", kind="d", nu="N", situation="protected three-storey facade: lime or silicate paint, and painter's price with scaffolding")
add("en-t05", "A friend who flips houses told us we could sand our old oak floor ourselves with a rented drum sander, 'easy weekend job'. We now have deep waves along the boards, black burn marks near the walls and gaps you could lose a coin in. The floor is in our living room in Eischen and we have family coming for Easter. Can this still be saved, and by whom?",
    "carpentry", "Habscht", "Eischen", kind="b", nu="U", situation="DIY drum-sanding ruined an oak floor on a friend's advice")
add("en-t06", "I manage a small riding stable in Dahlem with twelve horses. The manure heap needs a proper concrete base and a three-sided block wall about 25 m long, the environment office gave us until autumn. We've got a digger driver but nobody who does the concrete and blockwork. Happy to pay for a site visit.",
    "masonry", "Garnich", "Dahlem", kind="c", nu="U", situation="riding stable needs a concrete slab and block walls for a manure store")
add("en-t07", "We're moving from Bridel back to Lisbon in August, a 4-bedroom house. A colleague said just rent a big van and drive it down ourselves, it's only two days. We tried loading a test box list and it's already twice what fits in the largest van. We need someone to pack, load and ship it properly, ideally with a quote split by volume.",
    "moving", "Kopstal", "Bridel", distractors=["Lisbon"], kind="b", nu="U", situation="international move to Lisbon; colleague suggested a self-driven rental van")
add("en-t08", "Our neighbour told us to save money and hire two students to clean up after the kitchen and bathroom renovation. They used scouring pads on the new glass shower screen and now it's scratched, and there's still cement haze on every tile. I'd like a professional cleaning company that knows how to do post-construction cleans. The house is in Schouweiler, about 140 m².",
    "cleaning", "Dippach", "Schouweiler", kind="b", nu="N", situation="students scratched a shower screen during an after-works clean; professionals wanted")
add("en-t09", "I'm opening a small private crèche for 20 children in a house we rent in Bofferdange. Before the ministry inspection we need child-height toilets and basins, two partition walls, a non-slip floor, fire doors and the kitchen brought up to standard. I have no idea who does what or in which order, and it all has to be finished by June.",
    "renovation", "Lorentzweiler", "Bofferdange", kind="c", nu="U", situation="house converted into a creche before an inspection: many trades at once")
add("en-t10", "The guy at the garden centre sold us ultrasonic plug-ins and said rats hate the noise. Six weeks later there's a hole the size of a fist under the shed, the compost bin is chewed through and the kids saw one on the trampoline. We're in Bascharage with a small garden backing onto a field. What do we do now, safely, with a dog around? The landlord says it's our problem because we keep a compost bin. Honestly I'd pay extra just for someone to come this week.",
    "pest-control", "Käerjeng", "Bascharage", kind="b", nu="U", situation="rats under the shed despite ultrasonic repellers from a garden centre")
add("en-t11", "Our choir celebrates its 100th anniversary with a concert at the cultural centre in Mersch on 17 October. We'd like a photographer for the concert and the reception afterwards, and if possible a short video for social media. There are about 60 singers and an orchestra, and we're a non-profit, so budget is limited. What would this typically cost?",
    "photography", "Mersch", "Mersch", kind="c", nu="N", situation="choir's centenary concert and reception: photos and a short video")
add("en-t12", "In our rental house in Sterpenich, just over the border from Steinfort, the kitchen lights flicker whenever the kettle is on. Yesterday the socket behind the toaster went brown and smelt like hot plastic. The landlord lives in Spain and isn't replying. We both commute to Luxembourg, so evenings or Saturday would be best.",
    "electrical", "abroad", "Sterpenich", distractors=["Steinfort", "Spain", "Luxembourg"], kind="a", nu="U", situation="flickering lights and a scorched socket in a rental just across the Belgian border")
add("en-t13", "We have an ordinary 1970s bungalow in Steinfort with a south-west roof and an old electric hot water tank. Is it better to go for a larger PV system and a heat-pump water heater, or solar thermal tubes for the water? What does a solar installer charge these days for about 8 kWp? We also heard the Klimabonus changed this year.",
    "solar", "Steinfort", "Steinfort", kind="d", nu="N", situation="PV plus heat-pump water heater or solar thermal tubes, and 8 kWp price")
add("en-t14", "We bought a 1990s house in Strassen with a long, dark living room and a kitchen that's completely closed off. Before we spend anything: is it worth paying someone to draw up a layout with furniture, colours and lights, or do people just go to the furniture shops? How much would that cost for two rooms?",
    "interior-design", "Strassen", "Strassen", kind="d", nu="U", situation="is paying for a layout, colour and lighting plan worth it for a dark living room")
add("en-t15", "My parents only speak Tamil and my son's school wants a meeting with them about his results. My French isn't good enough for the details and I don't want the teacher to rely on my son to explain everything. Is it better to have someone who speaks Tamil and French come to the school, or can it be done by phone? And what does that cost for an hour?",
    "translation", None, None, kind="d", nu="U", situation="Tamil-French interpreting at a school meeting: in person or by phone, cost")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, procuro uma senhora para fazer a limpeza do meu apartamento em Gasperich, 2 quartos, 4 horas por semana, de preferência à sexta de manhã.",
    "cleaning", "Luxembourg", "Gasperich", situation="weekly four-hour home cleaning of a two-bedroom flat")
add("pt-s02", "o esgoto da cozinha entupiu e quando ligo a máquina da loiça a água volta pelo lava-loiça, moro em niederkorn e preciso de um plombier urgente",
    "plumbing", "Differdange", "niederkorn", situation="blocked kitchen drain, water backs up into the sink")
add("pt-s03", "Mudámos para uma casa nova em Rodange e em 5 divisões só há fios a sair do teto, alguém pode vir montar os candeeiros que já comprámos?",
    "electrical", "Pétange", "Rodange", situation="fit ceiling lights in five rooms where only wires hang")
add("pt-s04", "Tentaram arrombar a porta do prédio esta noite (L-4240) e agora a fechadura não fecha, o síndico pediu-me para arranjar alguém ainda hoje.",
    "locksmith", "Esch-sur-Alzette", "L-4240", situation="building entrance lock damaged by a break-in attempt")
add("pt-s05", "A minha máquina de secar roupa Beko roda mas já não aquece nada, estou em ettelbruck perto da gare, quanto custa a deslocação?",
    "appliance-repair", "Ettelbruck", "ettelbruck", not_place=["gare"], situation="tumble dryer turns but no longer heats")
add("pt-s06", "Temos duas bétulas enormes junto à casa em Heffingen que já tocam no telhado e queríamos cortá-las antes do verão, fazem orçamento?",
    "gardening", "Heffingen", "Heffingen", situation="fell two large birches touching the roof")
add("pt-s07", "Tive um acidente no estaleiro em fevereiro e o meu patrão nunca declarou à Segurança Social, agora a CNS não me paga, preciso de um advogado que fale português.",
    "legal", None, None, situation="workplace accident never declared by the employer")
add("pt-s08", "Preciso de traduzir um relatório médico de 6 páginas do hospital de Coimbra do português para o francês para o meu médico aqui.",
    "translation", None, None, distractors=["Coimbra"], situation="translate a six-page hospital report from Portuguese into French")
add("pt-s09", "Alguém faz bolos de aniversário por encomenda para sábado, festa da minha filha com 30 pessoas, tema Frozen?",
    None, None, None, situation="custom birthday cake (not a listed trade)")
add("pt-s10", "Com o gelo a caleira da frente da nossa casa em Wiltz soltou-se e está pendurada por cima da entrada, é perigoso para os miúdos.",
    "roofing", "Wiltz", "Wiltz", situation="front gutter torn loose by ice hanging over the entrance")

add("pt-t01", "Tenho um restaurante em Soleuvre com cozinha aberta. O controlo sanitário vem em março e a hotte, os filtros e o chão atrás dos fornos estão cheios de gordura. Preciso de uma empresa de limpeza que faça uma limpeza a fundo da cozinha num domingo, quando estamos fechados. Podem mandar um orçamento?",
    "cleaning", "Sanem", "Soleuvre", kind="c", nu="N", situation="restaurant kitchen deep clean before a hygiene inspection")
add("pt-t02", "O reboco da fachada da nossa casa em Dikrech está a cair aos bocados, já se veem os tijolos em dois sítios. Quando chove a parede do quarto fica escura por dentro. Ontem caiu um pedaço do tamanho de um prato mesmo ao lado do carro. A casa é dos anos 60 e nunca fizemos nada na fachada.",
    "masonry", "Diekirch", "Dikrech", kind="a", nu="U", situation="render falling off the facade in plates, bricks showing")
add("pt-t03", "A caldeira no nosso apartamento em Larochette faz um barulho como uma chaleira a ferver sempre que arranca. Os radiadores demoram mais de uma hora a aquecer e a água do duche passa de quente a morna. A vizinha de cima diz que a dela fazia o mesmo antes de avariar. Temos um bebé de dois meses e não podemos ficar sem água quente.",
    "heating", "Larochette", "Larochette", kind="a", nu="U", situation="boiler kettling, radiators slow, lukewarm showers")
add("pt-t04", "Faço parte da direção de uma associação cultural portuguesa em Mersch. O nosso salão de festas tem as paredes riscadas e manchadas depois de vinte anos de bailes e jantares. Queremos tudo fresco antes da festa dos Santos Populares em junho, paredes e teto. Como somos uma associação sem fins lucrativos, precisamos de um preço justo e de uma fatura para a comuna.",
    "painting", "Mersch", "Mersch", kind="c", nu="U", situation="cultural association's party hall walls and ceiling before a June festival")
add("pt-t05", "O corrimão de madeira da nossa escada em Colmar-Berg abanava. O meu cunhado disse que era só meter uns parafusos compridos que comprou na Action, e agora a madeira rachou em dois sítios e abana ainda mais. A minha sogra de 80 anos vive connosco e sobe a escada todos os dias. Preciso de um menuisier que arranje isto bem feito.",
    "carpentry", "Colmar-Berg", "Colmar-Berg", kind="b", nu="N", situation="wobbly wooden handrail cracked after a brother-in-law's long screws")
add("pt-t06", "A nossa casa nova só fica pronta em outubro, mas temos de sair do apartamento em Schieren no fim de abril. Os móveis de quatro pessoas têm de ficar guardados seis meses. É melhor alugar uma box num armazém ou um contentor que fica à porta? E quanto custa mais ou menos, com o transporte para lá e depois para a casa nova? Atenção que o camião só consegue estacionar na rua de trás.",
    "moving", "Schieren", "Schieren", kind="d", nu="U", situation="six months of storage between two homes: warehouse box or container")
add("pt-t07", "Comprámos uma casa em Longwy porque no Luxemburgo estava tudo muito caro. Na loja de bricolage disseram-nos que dava para colar azulejos novos por cima dos antigos na casa de banho, sem partir nada. Fizemos isso em janeiro e agora há azulejos a descolar e a soar a oco. Queremos tirar tudo e fazer como deve ser.",
    "tiling", "abroad", "Longwy", distractors=["Luxemburgo"], kind="b", nu="U", situation="tiles glued over old tiles on a DIY-store tip are coming off, house in France")
add("pt-t08", "Herdámos um apartamento dos anos 70 em Gilsdorf que queremos alugar. A cozinha e a casa de banho são as originais e o chão é alcatifa. Vale mais a pena remodelar tudo antes de alugar ou vender assim como está? Quanto se gasta mais ou menos para deixar um T2 de 70 m² em bom estado?",
    "renovation", "Bettendorf", "Gilsdorf", kind="d", nu="U", situation="inherited 1970s flat: refurbish before renting or sell as is")
add("pt-t09", "Desde que voltámos de férias há uns bichinhos pretos que saltam no tapete da sala. Eu e o meu filho temos picadas nos tornozelos e a gata não para de se coçar. Já aspirámos tudo duas vezes por dia e não resolve. Moramos em Ingeldorf, numa casa com jardim.",
    "pest-control", "Erpeldange-sur-Sûre", "Ingeldorf", kind="a", nu="U", situation="jumping black insects on the carpet, bites on ankles, scratching cat (fleas)")
add("pt-t10", "Tenho uma pequena empresa de remodelações há seis anos. Um amigo disse-me que bastava uma página no Facebook, que sites já ninguém vê. Agora as empresas de gestão de imóveis pedem um site com referências, certificados e contacto em francês, alemão e português. Quero algo simples, mas profissional, com uma galeria de obras.",
    "web-development", None, None, kind="b", nu="U", situation="renovation firm told a Facebook page was enough; needs a trilingual site with a gallery")
add("pt-t11", "Temos uma pastelaria em Reisdorf e as câmaras de vigilância deixaram de gravar desde que mudámos de operadora. O computador da caixa também já não imprime os talões e perde a ligação à internet várias vezes por dia. Ao fim de semana é quando temos mais clientes e não podemos ficar assim.",
    "it-support", "Reisdorf", "Reisdorf", kind="c", nu="U", situation="pastry shop: cameras stopped recording and till PC drops the internet after a provider change")
add("pt-t12", "Temos uma pequena queijaria na quinta em Medernach e vamos abrir uma loja online. Precisamos de fotografias dos queijos, dos iogurtes e das vacas, com fundo branco e também fotos mais bonitas para o Instagram. Procuramos um fotógrafo que possa vir à quinta um dia inteiro. Quanto costuma custar?",
    "photography", "Vallée de l'Ernz", "Medernach", kind="c", nu="N", situation="farm dairy needs product and lifestyle photos for a new web shop")
add("pt-t13", "A minha antiga contabilista disse-me que podia pôr todas as despesas do carro da família como custos da minha sociedade. Agora recebi uma carta das contribuições a pedir justificativos de três anos. Ela reformou-se e não atende o telefone. Preciso de um contabilista novo que resolva isto e faça as contas deste ano.",
    "accounting", None, None, kind="b", nu="N", situation="former bookkeeper booked the family car as company costs; tax office wants proof")
add("pt-t14", "A nossa casa em Cruchten tem o telhado virado a nordeste e um pouco de sombra de uma árvore do vizinho à tarde. Um colega disse que painéis assim não compensam, outro diz que hoje em dia compensa sempre. Vale a pena pedir a um instalador de painéis solares para vir ver? Somos cinco e temos um carro elétrico.",
    "solar", "Nommern", "Cruchten", kind="d", nu="N", situation="is PV worth it on a north-east roof with some shade")
add("pt-t15", "Vamos pôr os nossos gémeos de 4 anos juntos no quarto maior da casa em Schoos, 16 m², para o quarto pequeno passar a ser escritório. Não sabemos como dividir o espaço, onde pôr a cama de beliche, nem que luz usar. Vale a pena pagar a alguém para fazer um plano, ou o planeador online do IKEA chega?",
    "interior-design", "Fischbach", "Schoos", kind="d", nu="U", situation="twins' combined bedroom: layout and lighting plan or IKEA planner")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, il sifone sotto il lavandino del bagno perde da giorni e il mobiletto sotto è tutto gonfio d'acqua, abito a Dudelange, quando potete passare?",
    "plumbing", "Dudelange", "Dudelange", situation="leaking bathroom sink trap soaking the vanity unit")
add("it-s02", "Vorrei far aggiungere tre prese nello studio e una presa stagna sul balcone del mio appartamento a Rumelange, mi fate un preventivo?",
    "electrical", "Rumelange", "Rumelange", situation="three extra sockets in a study and a weatherproof one on the balcony")
add("it-s03", "Mi è caduta una pentola di ghisa e si sono crepate due piastrelle del pavimento della cucina a Schifflange, ne ho ancora sei di scorta in cantina, qualcuno può sostituirle?",
    "tiling", "Schifflange", "Schifflange", situation="replace two cracked kitchen floor tiles with spares")
add("it-s04", "ho dimenticato la combinazione della cassaforte a muro nel mio appartamento a limpertsberg e dentro ci sono i passaporti, partiamo venerdì!!",
    "locksmith", "Luxembourg", "limpertsberg", situation="forgotten code of a wall safe holding the passports")
add("it-s05", "Il frigo americano Samsung a Kayl fa una lastra di ghiaccio sul fondo e il dispenser dell'acqua gocciola sul parquet, c'è un tecnico che ripara questi modelli?",
    "appliance-repair", "Kayl", "Kayl", situation="American-style fridge builds ice at the bottom and the water dispenser drips")
add("it-s06", "Vorremmo quattro aiuole rialzate per l'orto e un piccolo frutteto nel giardino dietro casa a Itzig, cerchiamo qualcuno che progetti e realizzi tutto in primavera.",
    "gardening", "Hesperange", "Itzig", situation="design and build raised vegetable beds and a small orchard")
add("it-s07", "Io e mio marito vogliamo una separazione consensuale, lui ormai vive a Milano e io qui con i bambini, mi serve un avvocato che conosca bene il diritto di famiglia lussemburghese.",
    "legal", None, None, distractors=["Milano"], situation="amicable separation with the husband living in Italy")
add("it-s08", "Cerco un commercialista che tenga la contabilità della nostra ASBL di pallavolo, con bilancio annuale, quote dei soci e ricevute per gli sponsor.",
    "accounting", None, None, situation="bookkeeping and annual accounts for a volleyball club")
add("it-s09", "Sono architetta e mi serve un sito con il portfolio dei progetti, in italiano, francese e inglese, che possa aggiornare da sola.",
    "web-development", None, None, situation="trilingual portfolio website an architect can update herself")
add("it-s10", "Cerco una sarta che mi stringa la giacca e accorci due paia di pantaloni entro il 12 giugno, pagherei anche qualcosa in più.",
    None, None, None, situation="clothing alterations (tailor, not a listed trade)")

add("it-t01", "La rampa in cemento che scende al nostro garage a Perlé si è spaccata di traverso e una metà è scesa di almeno tre centimetri. Quando piove l'acqua ristagna davanti alla porta e d'inverno ghiaccia. Ieri la macchina di mia moglie ha toccato sotto. Non so se è pericoloso, ma peggiora ogni mese.",
    "masonry", "Rambrouch", "Perlé", kind="a", nu="U", situation="concrete garage ramp cracked across, one half sinking")
add("it-t02", "Il venditore della stufa a pellet ci aveva detto che non serviva nessuna manutenzione, bastava svuotare la cenere. Dopo tre inverni il vetro diventa nero in un'ora, in casa si sente odore di fumo e ieri è partito l'allarme. Abitiamo a Vichten e la stufa scalda tutto il pianterreno. Qualcuno può venire a pulirla e controllarla prima che faccia freddo sul serio?",
    "heating", "Vichten", "Vichten", kind="b", nu="U", situation="pellet stove never serviced on the seller's word: black glass, smoke smell, alarm")
add("it-t03", "Dopo il temporale di domenica sul soffitto della camera dei ragazzi a Saeul è comparsa una macchia gialla che si allarga. In soffitta, con la torcia, si vede la luce del giorno tra due file di tegole e il legno sotto è bagnato. Abbiamo messo un secchio, ma giovedì danno ancora pioggia.",
    "roofing", "Saeul", "Saeul", kind="a", nu="U", situation="spreading ceiling stain; daylight visible between roof tiles in the attic")
add("it-t04", "Gestisco una scuola di danza a Bissen con due sale. Le pareti sono rovinate dalle scarpe e dalle sbarre, e vorremmo cambiare colore, magari un verde salvia con una parete scura dietro gli specchi. Possiamo chiudere solo le due settimane di Pasqua. Chi ci fa un preventivo con materiali lavabili?",
    "painting", "Bissen", "Bissen", kind="c", nu="U", situation="dance school wants scuffed studio walls redone in washable colours over Easter")
add("it-t05", "Stamattina ho trovato dei buchetti in tre maglioni di lana e nel cashmere di mia moglie. Nell'armadio della camera volano delle farfalline chiare, e sulla moquette vicino al battiscopa ci sono dei piccoli bozzoli. Abbiamo già buttato i vestiti peggiori. Viviamo a Redange/Attert, in una casa con tanti armadi a muro.",
    "pest-control", "Redange", "Redange/Attert", kind="a", nu="U", situation="holes in wool jumpers and small moths in wardrobes (clothes moths)")
add("it-t06", "Il muro di pietra che delimita il nostro giardino a Tuntange aveva dei buchi tra le pietre. Il vicino ci ha consigliato di riempirli con il gesso, che tanto asciuga subito. Dopo un inverno il gesso si è sbriciolato e due pietre sono cadute sul marciapiede. Adesso cerchiamo un muratore che lo rifaccia con la malta giusta.",
    "masonry", "Helperknapp", "Tuntange", kind="b", nu="N", situation="neighbour advised filling a stone garden wall with gypsum; it crumbled")
add("it-t07", "Sono la segretaria della parrocchia di Useldange. Il computer dell'ufficio ha dodici anni, lo scanner non funziona più e le email finiscono nello spam di tutti. Il parroco vorrebbe anche condividere il calendario con i volontari. Ci servirebbe un tecnico informatico paziente, che spieghi le cose con calma.",
    "it-support", "Useldange", "Useldange", kind="c", nu="N", situation="parish office: old PC, dead scanner, emails landing in spam, shared calendar")
add("it-t08", "Mia suocera ci ha detto di pulire la terrazza di pietra e il muretto con la candeggina, come faceva lei in Calabria. Adesso la pietra è piena di macchie bianche e il verde nelle fughe è tornato dopo due settimane. La casa è a Lasauvage e a luglio facciamo la comunione di nostro figlio in giardino. Si può ancora rimediare con un lavaggio fatto bene?",
    "cleaning", "Differdange", "Lasauvage", distractors=["Calabria"], kind="b", nu="U", situation="bleach left white stains on a stone terrace; proper deep cleaning wanted")
add("it-t09", "A fine giugno ci trasferiamo da Esch-sur-Alzette in una casa in campagna, 45 minuti più a nord. Abbiamo un trilocale al terzo piano con ascensore piccolo e un armadio enorme. Conviene una ditta di traslochi o affittare un furgone e chiamare gli amici? Quanto si spende più o meno per un trasloco così?",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="N", situation="move out of a third-floor flat: removal firm or rented van, cost")
add("it-t10", "Il nostro club di ciclismo di Ell organizza a settembre una granfondo con 400 partecipanti. Vorremmo qualcuno lungo il percorso e all'arrivo che scatti foto a tutti i corridori, da vendere poi online. Avete contatti di chi fa questo genere di eventi sportivi? Il budget lo copre in parte lo sponsor.",
    "photography", "Ell", "Ell", kind="c", nu="U", situation="cycling club wants riders photographed along a gran fondo course")
add("it-t11", "La nostra ditta di trasporti deve chiudere un contratto importante con un cliente di Treviri. Il titolare parla solo italiano e francese, il cliente solo tedesco. Ci serve un interprete per una giornata di trattative e per la cena, forse anche per rileggere il contratto prima della firma.",
    "translation", None, None, distractors=["Treviri"], kind="c", nu="N", situation="Italian-German interpreter for a day of contract negotiations")
add("it-t12", "Sul tetto della stalla a Grosbous avremmo circa 400 m² esposti a sud, senza ombre. Conviene un impianto fotovoltaico grande con l'immissione in rete, o uno più piccolo per la mungitura e il raffreddamento del latte? Quanto ci vuole per i permessi? Un installatore di fotovoltaico potrebbe venire a vedere.",
    "solar", "Groussbus-Wal", "Grosbous", kind="d", nu="N", situation="large feed-in PV or small self-consumption system on a cowshed roof")
add("it-t13", "Abbiamo comprato casa a Villerupt e il negozio ci ha detto che il parquet in rovere massello si poteva posare flottante senza lasciare spazio lungo i muri. Dopo l'estate il pavimento del soggiorno si è sollevato in mezzo come una collinetta e le porte non si chiudono più. Vorremmo rifarlo come si deve, qualcuno lavora anche oltre confine?",
    "carpentry", "abroad", "Villerupt", kind="b", nu="U", situation="solid oak floor laid without expansion gap on a shop's advice has buckled, house in France")
add("it-t14", "Il nostro soggiorno a Noerdange è lungo e stretto, 9 metri per 3,5, con la finestra solo su un lato corto. Non sappiamo dove mettere il divano, la TV e il tavolo da pranzo senza che sembri un corridoio. Ha senso pagare qualcuno per un progetto con mobili e luci, e quanto costa di solito?",
    "interior-design", "Beckerich", "Noerdange", kind="d", nu="U", situation="long narrow living room: where to put sofa, TV and table, is a plan worth it")
add("it-t15", "Abbiamo una casa del 1958 a Platen con cucina e bagno mai rifatti. Con due bambini piccoli non possiamo stare settimane senza entrambi. Conviene rifare cucina e bagno insieme, andando via per un mese, o in due tempi restando in casa? E più o meno quanto costa per una casa così?",
    "renovation", "Préizerdaul", "Platen", kind="d", nu="U", situation="redo kitchen and bathroom of a 1958 house at once or in two phases")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesitamos a alguien que pode los dos manzanos y el cerezo del jardín en Cessange y se lleve las ramas, ¿tienen hueco en febrero?",
    "gardening", "Luxembourg", "Cessange", situation="prune two apple trees and a cherry tree and take the branches away")
add("es-s02", "Queremos cambiar el portero automático viejo por un videoportero y poner detectores de humo conectados en toda la casa en Mamer, ¿cuánto costaría más o menos?",
    "electrical", "Mamer", "Mamer", situation="replace an old door intercom with a video intercom and add linked smoke detectors")
add("es-s03", "la cerradura de la puerta del garaje en fentange se ha quedado atascada y no puedo sacar el coche para ir a trabajar, ayuda por favor",
    "locksmith", "Hesperange", "fentange", situation="garage door lock jammed with the car inside")
add("es-s04", "El microondas con grill que tenemos empotrado en la cocina en Dudelange hace chispas por dentro aunque esté vacío, ¿vale la pena repararlo o es mejor cambiarlo?",
    "appliance-repair", "Dudelange", "Dudelange", situation="built-in grill microwave sparks even when empty: repair or replace")
add("es-s05", "Busco un alicatador que me coloque unas baldosas hidráulicas en el suelo del recibidor de casa en Lamadelaine, son unos 8 m² y ya tengo el material.",
    "tiling", "Pétange", "Lamadelaine", situation="lay 8 m2 of encaustic cement tiles in an entrance hall")
add("es-s06", "Tenemos una casa en Echternach con muchísimas ventanas y un invernadero de cristal, buscamos a alguien que limpie todos los cristales por dentro y por fuera dos veces al año.",
    "cleaning", "Echternach", "Echternach", situation="twice-yearly window and glasshouse cleaning")
add("es-s07", "Me han quitado cuatro puntos del carné por una foto de radar en la A6 y el coche lo conducía mi cuñado ese día, necesito un abogado que me ayude a recurrir.",
    "legal", None, None, situation="contest licence points for a speed camera photo when someone else was driving")
add("es-s08", "Necesitamos traducir los textos de nuestra web corporativa, unas 9.000 palabras, del español al francés y al alemán, con revisión de un nativo.",
    "translation", None, None, situation="translate 9,000 words of website copy into French and German")
add("es-s09", "Vivo en Luxemburgo y alquilo un piso en Madrid, ¿quién me puede hacer la declaración de la renta aquí declarando bien esos alquileres sin pagar dos veces?",
    "accounting", None, None, distractors=["Luxemburgo", "Madrid"], situation="tax return with rental income from a flat in Spain")
add("es-s10", "¿Alguien conoce una autoescuela donde den las clases teóricas en español o por lo menos en inglés?",
    None, None, None, situation="driving school with lessons in Spanish (not a listed trade)")

add("es-t01", "Desde el lunes en casa nunca pasamos de 18 grados aunque el termostato esté en 22. La caldera de gasoil del sótano arranca, hace ruido un par de minutos y se para con una lucecita roja. Le damos al botón y vuelve a arrancar, pero al rato lo mismo. Vivimos en Oberanven y mi hija pequeña está con bronquitis.",
    "heating", "Niederanven", "Oberanven", kind="a", nu="U", situation="oil boiler starts, runs briefly, locks out with a red light; house stuck at 18 degrees")
add("es-t02", "El contador del agua sigue girando aunque tengamos todos los grifos cerrados. En el techo del salón, justo debajo del baño, ha salido una mancha húmeda que crece cada día. Es una casita de fin de semana que tenemos en Perl (Alemania), justo al otro lado del puente de Schengen. Vivimos en Luxemburgo y solo vamos los sábados.",
    "plumbing", "abroad", "Perl (Alemania)", distractors=["Schengen", "Luxemburgo"], kind="a", nu="U", situation="water meter turning with taps closed and a growing wet patch under the bathroom, weekend house in Germany")
add("es-t03", "Todas las mañanas a las cinco nos despiertan los arrullos en el balcón. La barandilla y el suelo están llenos de excrementos y en una maceta vacía hay un nido con dos huevos. Hemos colgado un CD viejo de la barandilla, pero siguen viniendo. El piso está en Bereldange, cuarto piso.",
    "pest-control", "Walferdange", "Bereldange", kind="a", nu="U", situation="pigeons nesting in a flowerpot and fouling the balcony, never named")
add("es-t04", "En la tienda de pinturas nos dijeron que sobre el yeso nuevo no hacía falta imprimación, que la pintura buena ya agarraba. Pintamos todo el salón y el pasillo de nuestra casa en Diekirch en noviembre y ahora la pintura se levanta en tiras si pasas la uña. Necesitamos un pintor que lo arregle bien, aunque haya que quitarlo todo. ¿Cuánto se tarda en un salón de 35 m²?",
    "painting", "Diekirch", "Diekirch", kind="b", nu="N", situation="paint peeling off new plaster painted without primer on a paint shop's advice")
add("es-t05", "Al poner un suelo vinílico más grueso en la casa en Zolwer, el vendedor del suelo nos dijo que las puertas de madera que rozaban bastaba con lijarlas por abajo. Mi marido lo hizo con una lijadora y ahora dos puertas están astilladas y una ni siquiera cierra porque se ha caído de la bisagra. Son puertas macizas antiguas y nos gustaría conservarlas.",
    "carpentry", "Sanem", "Zolwer", kind="b", nu="U", situation="solid old interior doors damaged after sanding them down as the floor fitter suggested")
add("es-t06", "Hace cuatro años un vecino nos aconsejó plantar bambú a lo largo de la valla porque crece rápido y da intimidad. Ahora las raíces salen en medio del césped, han levantado dos losas de la terraza y ya aparecen brotes en el jardín del vecino de al lado. En Altwies no encontramos a nadie que quiera sacarlo. ¿Alguien sabe cómo se quita esto de verdad?",
    "gardening", "Mondorf-les-Bains", "Altwies", kind="b", nu="U", situation="running bamboo planted on a neighbour's tip is invading lawn, terrace and next garden")
add("es-t07", "Nuestra casa en Remich tiene un tejado de pizarra de 1950 y en el último año hemos tenido que cambiar pizarras sueltas tres veces. Un operario nos dice que es mejor rehacer todo el tejado con aislamiento nuevo, otro que con una buena revisión aguanta diez años más. ¿Qué nos conviene más? ¿Y más o menos cuánto cuesta rehacer unos 140 m²?",
    "roofing", "Remich", "Remich", kind="d", nu="U", situation="1950 slate roof keeps losing slates: repair again or redo with insulation, cost")
add("es-t08", "En la tienda de bricolaje nos dijeron que la base para la caseta del jardín la podíamos hacer nosotros con sacos de mortero preparado. Al mes se agrietó por varios sitios, está torcida y la caseta ya no cierra bien. Queremos que alguien quite eso y haga una losa de hormigón como Dios manda de 3 x 4 metros. Vivimos en Grevenmacher y tenemos buen acceso por un lateral.",
    "masonry", "Grevenmacher", "Grevenmacher", kind="b", nu="U", situation="DIY ready-mix shed base cracked; proper 3 x 4 m concrete slab wanted")
add("es-t09", "Somos una academia de idiomas en Hollerich con tres aulas y veinte ordenadores. Los portátiles de los profesores no se conectan a los proyectores nuevos y la red wifi de los alumnos se cae cada vez que hay más de quince personas. El chico que nos lo montaba se ha vuelto a Colombia. Buscamos un técnico informático que nos haga un mantenimiento mensual.",
    "it-support", "Luxembourg", "Hollerich", distractors=["Colombia"], kind="c", nu="N", situation="language school: laptops and projectors, guest wifi collapses, monthly IT maintenance")
add("es-t10", "Tenemos una pequeña escuela de flamenco y hasta ahora las inscripciones las hacemos por WhatsApp y con transferencias. Queremos una web con horarios, inscripción a los cursos y pago online, en español, francés e inglés. ¿Nos podrían recomendar un desarrollador web que trabaje con asociaciones y no cobre una fortuna?",
    "web-development", None, None, kind="c", nu="N", situation="flamenco school wants a trilingual site with course sign-up and online payment")
add("es-t11", "Soy del comité del club de natación de Ettelbruck. En mayo tenemos el campeonato regional y nos gustaría tener fotos de todas las pruebas y de los podios, y también las fotos de equipo para el nuevo calendario de patrocinadores. En la piscina hay poca luz y mucho vapor, así que el móvil no sirve. ¿Hay alguien que haga deportes acuáticos?",
    "photography", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="swimming club wants race, podium and team pictures in a dim, steamy pool")
add("es-t12", "Tengo una tienda de ropa infantil en Esch-sur-Alzette y he alquilado el local de al lado para ampliar. Hay que tirar el tabique entre los dos, cambiar el suelo, hacer dos probadores, mover la iluminación y pintar todo. Solo puedo cerrar tres semanas en agosto, así que alguien tiene que coordinar a todos los oficios.",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="children's clothes shop merging with the unit next door, several trades in three August weeks")
add("es-t13", "Nos mudamos en abril de un piso en Bertrange (L-8080) a una casa en Wiltz. Son tres habitaciones, un sofá de esquina enorme y la bici estática de mi marido. ¿Es mejor contratar una empresa de mudanzas con embalaje incluido o solo el camión con dos mozos? ¿Cuánto puede costar más o menos para unos 60 km?",
    "moving", "Bertrange", "Bertrange", distractors=["Wiltz"], kind="d", nu="N", situation="move from a flat in Bertrange to a house in the north: full packing or van with two carriers")
add("es-t14", "Nos vamos a quedar en la casa de Junglinster unos cinco años más y luego seguramente la venderemos. ¿Merece la pena instalar placas solares con tan poco tiempo, o sube el precio de venta de la casa? ¿Cuántos años se tarda en amortizar con las ayudas actuales? Nos gustaría que un instalador de placas nos hiciera números.",
    "solar", "Junglinster", "Junglinster", kind="d", nu="N", situation="is PV worth it if the house will be sold in five years")
add("es-t15", "Tengo un piso de dos habitaciones en Strassen que quiero alquilar amueblado a gente que viene a trabajar a las instituciones europeas. Ahora está vacío y todo blanco. ¿Qué estilo de muebles y colores funcionan mejor para este tipo de inquilino? ¿Vale la pena pagar a alguien que lo diseñe y compre todo, o se nota poco en el alquiler?",
    "interior-design", "Strassen", "Strassen", kind="d", nu="U", situation="furnishing plan and colours for a flat to be let furnished to EU staff")
