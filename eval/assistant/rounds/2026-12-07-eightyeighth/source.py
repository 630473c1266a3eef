MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, mir hätte gär eng nei Eechentrap mat 13 Tratten an eisem alen Haus zu Wolz, wien mécht esou eppes a wat kascht dat ongeféier?",
    "carpentry", "Wiltz", "Wolz", not_place=["Tratten"], situation="New oak staircase (13 steps) in an old house; 'Tratten' (steps) is also a village name")
add("lb-s02", "Weess een wou ee séier d'Klimaanlag am Auto ka nofëlle loossen, ass e Peugeot 308 vun 2017 😅",
    None, None, None, situation="Wants the car air conditioning refilled: not a trade of the marketplace")
add("lb-s03", "hun mech ausgespaart hei zu veianen rue de la gare de schlëssel stécht vu bannen am schlass kann een haut nach kommen",
    "locksmith", "Vianden", "veianen", not_place=["gare"], situation="Locked out, key left in the lock on the inside; voice-typed, street 'rue de la gare'")
add("lb-s04", "Mir plënneren den 28ten Februar vu Klierf op Ettelbréck, 3-Zëmmer-Appartement um 2te Stack ouni Lift, kéint dir eis en Devis maachen?",
    "moving", "Clervaux", "Klierf", distractors=["Ettelbréck"], situation="Move of a 3-room flat without lift; labelled at the loading end")
add("lb-s05", "Ech brauch de Kafkontrakt vun eisem Haus a Portugal op Franséisch iwwersat, 14 Säiten, kee Stress bis Enn vum Mount",
    "translation", None, None, distractors=["Portugal"], situation="Translation of a 14-page house purchase contract from Portuguese to French")
add("lb-s06", "Kéint een eis Schaufensteren an de Laden zu Ëlwen eemol de Mount botzen, et ass eng Bäckerei mat ongeféier 20 m² Glas",
    "cleaning", "Troisvierges", "Ëlwen", situation="Monthly cleaning of a bakery's shop windows")
add("lb-s07", "D'Fassad vun eisem Haus zu Wäiswampech muss nei gestrach ginn, 180 m², et ass Silikatfaarf drop, wien huet am Abrëll Zäit?",
    "painting", "Weiswampach", "Wäiswampech", situation="Repaint a 180 m2 facade with silicate paint in April")
add("lb-s08", "Mir sichen een deen d'Comptabilitéit vun eiser klenger SARL mécht, 2 Salariéen, Bilan 2026 an all Mount d'Lounfichen",
    "accounting", None, None, situation="Bookkeeping, annual accounts and payslips for a small SARL with two employees")
add("lb-s09", "D'Fuge vun de Plättercher op eiser Terrass zu Nidderfeelen sinn all erausgebrach, ka een déi nei verfugen?",
    "tiling", "Feulen", "Nidderfeelen", situation="Regrouting terrace tiles whose joints have crumbled out")
add("lb-s10", "wc leeft déi ganzen Zäit no zu mäerzeg spullkaste Geberit hun schonn de Schwëmmer gekuckt brauch een deen dat haut oder muer flécke kënnt",
    "plumbing", "Mertzig", "mäerzeg", situation="Toilet cistern (Geberit) keeps running; voice-typed, lower-case place")
add("lb-t01", "Nom Stuerm vu leschter Nuecht leien eng ganz Rei Leeën an eisem Gaart. Um Späicher gesäit een elo op zwou Plazen den Himmel. Et soll en Donneschdeg rëm reenen. Mir wunnen zu Heischent, kann een dat séier zoumaachen?",
    "roofing", "Esch-sur-Sûre", "Heischent", kind="a", nu="U", situation="Storm blew slates off; daylight visible in the attic")
add("lb-t02", "Zënter zwou Wochen héiere mir nuets et kraazen an der Decke vum Schlofzëmmer. Elo hu mer och kleng schwaarz Kréimelen am Kichenschaf fonnt, an de Sak Rais ass ugeknabbert. D'Kaz interesséiert sech guer net dofir 🙄. Mir wunnen zu Dol.",
    "pest-control", "Goesdorf", "Dol", kind="a", nu="U", situation="Scratching in the ceiling, droppings and gnawed rice bag (mice)")
add("lb-t03", "Eis Spullmaschinn, eng Bosch Serie 4 vu 6 Joer, pompelt d'Waasser net méi eraus, et bleift ëmmer Waasser ënnen stoen. Um Display blénkt E24. Ech hunn de Filter scho propper gemaach, näischt. Adress ass Wëlwerwolz, Maison 12.",
    "appliance-repair", "Kiischpelt", "Wëlwerwolz", kind="a", nu="U", situation="Dishwasher does not drain, code E24, filter already cleaned")
add("lb-t04", "Bei eis fällt all Kéier d'Sécherung eraus wann d'Sauna an de Backuewen gläichzäiteg lafen. Mäin Noper mengt ech sollt einfach eng 32er amplaz vun der 16er asetzen, dann wier Rou. Dat schéngt mer awer net esou gesond. Ech hätt gär en Elektriker deen de Sécherungskasten zu Furen eemol duerchkuckt.",
    "electrical", "Tandel", "Furen", kind="b", nu="N", situation="Fuse trips with sauna and oven; neighbour advised a bigger fuse")
add("lb-t05", "Mäi Schwoer huet gesot, ech sollt eisen ale Nossbam am Mäerz schneiden. Elo leeft aus all Schnëtt Saft eraus an zwee déck Äscht si bal dout. Kann ee kucke kommen ob de Bam nach ze retten ass oder ob e muss ofgeholl ginn? Mir wunnen zu Housen.",
    "gardening", "Parc Hosingen", "Housen", kind="b", nu="U", situation="Walnut tree pruned in March on a relative's advice now bleeding; save or fell")
add("lb-t06", "Am Garage ass e Rass an der Mauer vun uewen bis ënnen, elo scho bal 1 cm breet. De Proprietaire sot mer ech soll einfach Silikon dran drécken 🙄 Ech mengen awer dat ass méi eescht. Ech sichen e Maurer deen sech dat zu Hoffelt ukuckt, wa méiglech nach virum Wanter.",
    "masonry", "Wincrange", "Hoffelt", kind="b", nu="N", situation="Widening crack in a garage wall; landlord said to fill it with silicone")
add("lb-t07", "Mir hunn de Stall zu enger Wunneng ëmgebaut, mat Buedemheizung. Ee vun de Kreesser bleift kal, an der Kichen sinn et ni méi wéi 17 Grad. Am Baumaart sot de Verkeefer mir sollten einfach en Ueleradiator dobäi stellen. Dat kann et jo net sinn. Mir sinn zu Stolzebuerg, wien kënnt sech dat ukucken?",
    "heating", "Putscheid", "Stolzebuerg", kind="b", nu="U", situation="One underfloor heating circuit stays cold; DIY-store salesman suggested an oil radiator")
add("lb-t08", "Mir sinn de Fussballclub vu Schieren a feieren am Juni eise 75ten. Mir hätte gär e Fotograf fir d'Equipefotoe vun alle Jugendmannschaften an e klenge Film vum Fest. De Budget ass limitéiert, mee mir kënnen e Stand um Fest ubidden. Wien hätt do Loscht?",
    "photography", "Schieren", "Schieren", kind="c", nu="N", situation="Football club's 75th anniversary: team photos and a short film")
add("lb-t09", "Mir hunn eng kleng Pensioun mat 9 Zëmmer am Gronn. De WLAN kënnt an den ieweschte Stäck net un, an de Bongdrécker un der Receptioun verléiert all Dag d'Verbindung. Eisen Neveu huet et probéiert, mee elo geet guer näischt méi. Mir bräichten bis de Weekend eng Léisung.",
    "it-support", "Luxembourg", "Gronn", kind="c", nu="U", situation="Guesthouse: Wi-Fi does not reach upper floors, receipt printer drops off the network")
add("lb-t10", "D'Jugendhaus vu Pommerlach kritt en neie Raum vu 60 m², e fréiere Versammlungssall. Mir wëssen net wéi mir en sollen opdeelen: Chillecke, Theke, Plaz fir kleng Concerten. Mir sichen een deen eis e Plang mécht mat Faarwen, Liicht a Miwwelen. De Rescht maache mer selwer mat de Jonken.",
    "interior-design", "Winseler", "Pommerlach", kind="c", nu="U", situation="Youth centre wants a layout, colour, lighting and furniture plan for a new room")
add("lb-t11", "Eis Musekgesellschaft huet nach ëmmer eng Websäit vun 2009 😬 Mir bräichten eng nei Säit wou een d'Concerten gesäit an Ticketen online reservéiere kann. Gëtt et e Webdeveloper deen dat fir e Veräin zu engem faire Präis mécht? Eise Sekretär ka Texter a Fotoe liwweren.",
    "web-development", None, None, kind="c", nu="N", situation="Music society needs a new website with concert calendar and ticket reservation")
add("lb-t12", "Mir hunn zu Harel eng Scheier mat engem groussen Daach, ongeféier 120 m², Richtung Südosten. Lount et sech do Stroum ze produzéieren, och wa mir selwer net vill verbrauchen? Wat bréngt d'Aspeisung an d'Netz haut nach? Eis Kanner mengen et wier Geldverschwendung.",
    "solar", "Lac de la Haute-Sûre", "Harel", kind="d", nu="U", situation="Is it worth producing electricity on a 120 m2 barn roof if own use is low")
add("lb-t13", "Mir hunn e Bauerenhaus zu Baschelt kaf a wëllen den 1ten Mäerz aplënneren. Kichen a Buedzëmmer musse komplett nei, de Buedem am Living och, an d'Elektresch ass vun 1970. Ass dat realistesch a 4 Méint ze packen? A wat misst ee grof rechnen?",
    "renovation", "Boulaide", "Baschelt", kind="d", nu="U", situation="Farmhouse: kitchen, bathroom, floors and wiring redone in four months: realistic, what cost")
add("lb-t14", "Ech hunn am Oktober en Occasiounsauto bei engem Händler kaf, an no 3 Wochen ass d'Gearbox futti gaangen. Den Händler seet dat wier normale Verschleiss a refuséiert alles. Hunn ech eng Chance, a wat kascht mech dat wann ech dat virun d'Geriicht bréngen?",
    "legal", None, None, kind="d", nu="U", situation="Used car gearbox failed after three weeks; chances and cost of going to court")
add("lb-t15", "Mir hunn e Weekendhaus zu Burg-Reuland an der Belsch. D'Dachrinnen sinn duerch. Den Dachdecker vun do bitt eis Zénk oder Koffer un, Koffer ass bal duebel esou deier. Wat ass op laang Siicht besser, an hält Zénk wierklech 30 Joer?",
    "roofing", "abroad", "Burg-Reuland", distractors=["Belsch"], kind="d", nu="N", situation="Holiday house across the Belgian border: zinc or copper gutters (homonym of Reuland, Heffingen)")

# ---------------- French ----------------
add("fr-s01", "Bonjour, depuis hier l'eau remonte dans le bac de douche dès qu'on tire la chasse, adresse rue des Prés, L-3225, pouvez-vous passer en urgence ?",
    "plumbing", "Bettembourg", "L-3225", situation="Shower tray fills up when the toilet is flushed (blocked drain); place as a postal code")
add("fr-s02", "Je voudrais faire installer 6 spots LED encastrés dans le faux plafond du salon et une prise extérieure étanche sur la terrasse à Strassen.",
    "electrical", "Strassen", "Strassen", situation="Six recessed LED spots in a false ceiling and a waterproof outdoor socket")
add("fr-s03", "Licenciée pendant ma période d'essai deux jours après avoir annoncé ma grossesse, je cherche un avocat en droit du travail qui parle portugais.",
    "legal", None, None, situation="Dismissed during probation after announcing pregnancy; employment lawyer")
add("fr-s04", "on aimerait un potager en carrés surélevés et 150 m² de gazon en rouleaux derrière la maison à aspelt, c'est possible avant Pâques ?",
    "gardening", "Frisange", "aspelt", situation="Raised vegetable beds and 150 m2 of roll-out lawn before Easter; lower-case place")
add("fr-s05", "Devis svp pour un déménagement de Thionville à Crauthem le 15 mars, 80 cartons, un canapé d'angle et une armoire normande à démonter.",
    "moving", "Roeser", "Crauthem", distractors=["Thionville"], situation="Move from a French town to a Luxembourg village; labelled at the Luxembourg end")
add("fr-s06", "Notre copropriété à Bonnevoie cherche une entreprise pour repeindre la cage d'escalier sur 4 étages, murs et plafonds, devis avant l'AG du 12 février.",
    "painting", "Luxembourg", "Bonnevoie", situation="Repaint a four-storey stairwell of a co-owned building")
add("fr-s07", "Quelqu'un connaît un bon garagiste pas trop cher pour changer l'embrayage d'une Clio 4 de 2016 ?",
    None, None, None, situation="Looking for a car mechanic to change a clutch: not a trade of the marketplace")
add("fr-s08", "pose de carrelage grand format 60x120 dans un séjour de 45 m2 à dudelange la chape est sèche depuis 3 semaines quelqu'un dispo en janvier",
    "tiling", "Dudelange", "dudelange", situation="Large-format floor tiles on a dry screed; voice-typed, lower-case place")
add("fr-s09", "Après un cambriolage cette nuit au Howald il faut changer le cylindre de la porte d'entrée et celui de la cave au plus vite 😟",
    "locksmith", "Hesperange", "Howald", situation="Change front and cellar door cylinders after a burglary")
add("fr-s10", "Je souhaite un devis pour environ 10 kWc de panneaux photovoltaïques sur un toit plat à Leudelange, avec onduleur hybride Fronius si possible.",
    "solar", "Leudelange", "Leudelange", situation="Quote for a 10 kWp PV array on a flat roof with a hybrid inverter")
add("fr-t01", "Depuis une semaine les radiateurs sont tièdes partout. Le manomètre sur la chaudière descend à 0,5 bar et je dois remettre de l'eau tous les deux jours. Je ne vois aucune flaque nulle part. Nous habitons à Bergem, maison de 1985.",
    "heating", "Mondercange", "Bergem", kind="a", nu="U", situation="Heating circuit keeps losing pressure, radiators lukewarm, no visible leak")
add("fr-t02", "J'ai découvert des trous dans trois pulls en laine et de petits papillons beiges qui volent dans le dressing. J'ai tout lavé et mis de la lavande, ça revient. Il y en a maintenant aussi dans le tapis du salon. Appartement à Tétange, 2e étage.",
    "pest-control", "Kayl", "Tétange", kind="a", nu="U", situation="Clothes moths in wardrobe and carpet despite washing and lavender")
add("fr-t03", "Les lames de notre terrasse en bois sont devenues molles à plusieurs endroits. Hier une planche a cédé sous mon beau-père, heureusement rien de cassé à part la planche. La terrasse fait environ 30 m² et a 12 ans. On est à Rumelange et on voudrait pouvoir l'utiliser cet été.",
    "carpentry", "Rumelange", "Rumelange", kind="a", nu="U", situation="Soft wooden deck boards, one gave way")
add("fr-t04", "L'évier de la cuisine se vide très lentement. Au magasin de bricolage on m'a vendu un déboucheur à la soude caustique en disant que ça règlerait tout. Maintenant ça sent horriblement et l'eau ne descend plus du tout. Je cherche un plombier sur Schifflange, si possible demain matin.",
    "plumbing", "Schifflange", "Schifflange", kind="b", nu="N", situation="Kitchen sink drain blocked worse after caustic soda sold by a DIY shop")
add("fr-t05", "On vient de terminer la rénovation de notre maison à Wickrange. Le plâtrier nous a dit qu'un coup de serpillière suffirait, mais la poussière fine revient sur tous les meubles chaque matin. Nous avons un bébé qui arrive en avril. Il faudrait que quelqu'un passe partout à fond avant son arrivée, 120 m² sur deux niveaux, vitres comprises.",
    "cleaning", "Reckange-sur-Mess", "Wickrange", kind="b", nu="U", situation="After-works cleaning of fine plaster dust; plasterer said a mop would do")
add("fr-t06", "Mon voisin, qui s'y connaît soi-disant, m'a dit que la mousse sur les tuiles protégeait du froid et qu'il ne fallait surtout pas y toucher. Cet hiver les gouttières débordent et l'eau coule le long de la fenêtre de toit. Je cherche un couvreur pour un nettoyage du toit et un contrôle. Maison à Perlé.",
    "roofing", "Rambrouch", "Perlé", kind="b", nu="N", situation="Moss left on roof tiles on a neighbour's advice; gutters overflow, roof window leaks")
add("fr-t07", "Notre four Siemens encastré fait un bruit de ventilateur très fort et cuit de façon inégale. Le magasin de cuisine nous a dit qu'il n'était pas réparable et qu'il fallait en racheter un, à 1 400 €. Il n'a que 5 ans ! Quelqu'un peut-il venir voir à Bertrange avant qu'on cède ?",
    "appliance-repair", "Bertrange", "Bertrange", kind="b", nu="U", situation="Noisy oven fan, uneven baking; kitchen shop said buy a new one")
add("fr-t08", "Nous sommes un cabinet de kinésithérapie avec 4 praticiens à Mondorf-les-Bains. L'imprimante réseau disparaît sans arrêt et le logiciel d'agenda se bloque sur deux des trois PC. Notre ancien prestataire a pris sa retraite. Qui pourrait venir remettre tout ça d'aplomb et nous suivre ensuite ?",
    "it-support", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="c", nu="U", situation="Physiotherapy practice: network printer and scheduling software problems")
add("fr-t09", "Notre boulangerie lance une gamme de pralines pour la Saint-Valentin. Il nous faudrait de belles images des 25 produits pour Instagram et pour le catalogue papier, sur fond blanc et en situation. Ça peut se faire directement au magasin à Beckerich, le lundi on est fermés.",
    "photography", "Beckerich", "Beckerich", kind="c", nu="U", situation="Bakery needs product pictures of 25 pralines for social media and a catalogue")
add("fr-t10", "Je suis la nouvelle présidente de l'association des parents d'élèves. Notre trésorier est parti sans clôturer les comptes 2026 et il ne reste que des tickets et des relevés. Nous cherchons un comptable qui pourrait remettre de l'ordre et préparer les comptes pour l'assemblée générale de mars. Le budget est modeste.",
    "accounting", None, None, kind="c", nu="N", situation="Parents' association needs its 2026 accounts closed after the treasurer left")
add("fr-t11", "Je suis dentiste et j'ai repris un cabinet à Colpach-Bas. La salle d'attente est sombre, les chaises alignées contre le mur, les patients stressent déjà en entrant. Je voudrais quelqu'un qui propose un aménagement, des couleurs, un éclairage plus doux et le choix du mobilier. Les travaux eux-mêmes, on verra après.",
    "interior-design", "Ell", "Colpach-Bas", kind="c", nu="U", situation="Dental practice wants its waiting room redesigned: layout, colours, lighting, furniture")
add("fr-t12", "Nous avons une réunion en visioconférence avec un fournisseur brésilien le 20 janvier, environ trois heures. Faut-il un interprète en simultané ou en consécutif pour ce genre de négociation ? Et combien coûte un interprète portugais-français pour une demi-journée ?",
    "translation", None, None, kind="d", nu="N", situation="Which interpreting mode and what price for a half-day video negotiation")
add("fr-t13", "Nous louons trois chambres d'hôtes et tout passe aujourd'hui par Booking, qui prend 17 %. Est-ce que ça vaut le coup d'avoir notre propre site avec un calendrier de réservation et paiement en ligne ? Combien faut-il compter, et est-ce que ça se synchronise avec Booking ?",
    "web-development", None, None, kind="d", nu="U", situation="Guest rooms: is an own booking website with calendar worth it next to Booking")
add("fr-t14", "Nous avons une maison à Pratz avec un grand grenier de 70 m² sous les combles. Est-ce qu'il vaut mieux l'aménager en deux chambres avec salle de douche, ou construire une extension au rez-de-chaussée ? Quel est le prix au m² à peu près pour chaque solution ?",
    "renovation", "Préizerdaul", "Pratz", kind="d", nu="U", situation="Convert the attic into two bedrooms and a shower room, or build an extension")
add("fr-t15", "Nous habitons à Volmerange-les-Mines, juste après la frontière en venant de Dudelange. Le mur de clôture en pierres de 25 mètres penche de plus en plus vers la rue. Un maçon veut tout démolir et reconstruire, un autre parle de le consolider avec des contreforts. Qu'est-ce qui est le plus raisonnable et à quel prix ?",
    "masonry", "abroad", "Volmerange-les-Mines", distractors=["Dudelange"], kind="d", nu="N", situation="Leaning stone boundary wall in a French border village: rebuild or buttress")

# ---------------- German ----------------
add("de-s01", "Wir müssen drei kranke Fichten direkt am Haus in Fels fällen lassen, die höchste ist etwa 20 m hoch und steht neben der Stromleitung.",
    "gardening", "Larochette", "Fels", situation="Fell three diseased spruces next to the house and a power line; German name of Larochette, also the word for rock")
add("de-s02", "Hallo, ich möchte eine 11-kW-Wallbox in der Garage in Burglinster anschließen lassen, der Zählerschrank ist im Keller, ca 15 m Kabelweg",
    "electrical", "Junglinster", "Burglinster", situation="Install an 11 kW wall charger in a garage, 15 m cable run")
add("de-s03", "Wir suchen einen Buchhalter, der ab Februar die Lohnabrechnung für unsere erste Teilzeitangestellte übernimmt.",
    "accounting", None, None, not_place=["einen"], situation="Payroll for a first part-time employee; German article 'einen' is also a village name")
add("de-s04", "Der Tresor in unserem Büro in Grevenmacher geht nicht mehr auf, die Elektronik piept nur noch und der Notschlüssel ist seit dem Umzug verschwunden 🙈",
    "locksmith", "Grevenmacher", "Grevenmacher", situation="Office safe will not open, emergency key lost")
add("de-s05", "Für unseren Umbau in Echternach bräuchten wir jemanden, der die Möbel eines Einfamilienhauses abholt und für ungefähr drei Monate einlagert.",
    "moving", "Echternach", "Echternach", situation="Collect and store the furniture of a house for three months during works")
add("de-s06", "kinderzimmer in remich alte tapete runter und neue vliestapete drauf ungefähr 14 qm wände plus dachschräge wer hat zeit vor weihnachten",
    "painting", "Remich", "remich", situation="Strip old wallpaper and hang non-woven wallpaper in a child's room; lower-case place")
add("de-s07", "Könnte jemand in Wasserbillig den Fliesenspiegel hinter unserer Küchenzeile erneuern, etwa 4 laufende Meter, Metrofliesen weiß, Material haben wir schon?",
    "tiling", "Mertert", "Wasserbillig", situation="Replace the kitchen splashback with white metro tiles, material supplied")
add("de-s08", "Suche jemanden, der unseren Labrador zweimal die Woche mittags für eine Stunde ausführt, gern auch Studenten.",
    None, None, None, situation="Dog walker wanted: not a trade of the marketplace")
add("de-s09", "Bitte um Angebot: frostsicheren Außenwasserhahn an der Hauswand in Niederdonven setzen, Leitung kommt aus dem Heizungsraum.",
    "plumbing", "Flaxweiler", "Niederdonven", situation="Fit a frost-proof outdoor tap on the house wall")
add("de-s10", "Die Dachrinne auf der Nordseite unseres Hauses in Altrier hängt durch und läuft bei jedem Regen über, kann sich das ein Dachdecker anschauen?",
    "roofing", "Bech", "Altrier", situation="Sagging gutter overflows in the rain")
add("de-t01", "Seit Dienstag zeigt die App 0 kWh an, obwohl die Sonne scheint. Am Wechselrichter im Keller leuchtet eine rote LED und im Display steht Isolationsfehler. Die Anlage auf dem Dach ist erst drei Jahre alt. Wir wohnen in Consdorf, wer kann das prüfen?",
    "solar", "Consdorf", "Consdorf", kind="a", nu="U", situation="Inverter shows an insulation fault, roof system produces 0 kWh")
add("de-t02", "Ich arbeite drei Tage pro Woche im Homeoffice. Seit der Glasfaseranschluss da ist, bricht die VPN-Verbindung zum Büro alle zehn Minuten ab, und im Arbeitszimmer im Dachgeschoss ist das WLAN kaum da. Der Anbieter sagt, bei ihnen ist alles in Ordnung. Adresse: Mensdorf, Einfamilienhaus.",
    "it-support", "Betzdorf", "Mensdorf", kind="a", nu="U", situation="Home office: VPN drops every ten minutes since fibre, weak Wi-Fi in the attic office")
add("de-t03", "Auf unserem Balkon im 6. Stock sitzen jeden Morgen ein Dutzend Tauben. Überall Kot, und jetzt haben sie hinter den Blumenkästen ein Nest gebaut. Die Hausverwaltung meint, wir sollen uns selbst darum kümmern. Wohnung auf dem Kirchberg, Nähe Philharmonie.",
    "pest-control", "Luxembourg", "Kirchberg", kind="a", nu="U", situation="Pigeons nesting and fouling a sixth-floor balcony")
add("de-t04", "Mein Schwiegervater hat im Juli bei 30 Grad unseren Rasen gedüngt und gleich noch gekalkt, weil das angeblich so gemacht wird. Jetzt haben wir überall große braune Flecken und Moos. Wir suchen einen Gärtner, der den Rasen im Frühjahr richtig saniert. Grundstück in Christnach, etwa 600 m².",
    "gardening", "Waldbillig", "Christnach", not_place=["einen"], kind="b", nu="N", situation="Lawn burnt by fertiliser and lime applied in a heatwave on a relative's advice")
add("de-t05", "Mein Schwager hat letztes Jahr unsere alte Natursteinmauer im Garten mit Zementmörtel neu verfugt. Er meinte, das hält ewig. Jetzt platzen an vielen Steinen die Kanten ab und hinter den Fugen ist alles nass. Kann sich das jemand in Steinheim anschauen und sagen, was zu tun ist?",
    "masonry", "Rosport-Mompach", "Steinheim", kind="b", nu="U", situation="Natural stone wall repointed with cement by a relative, stones now spalling")
add("de-t06", "Im Baumarkt hat man uns für das Eichenparkett ein Hartwachsöl empfohlen, das wir dick auftragen sollten. Jetzt ist der Boden klebrig, fleckig und grau geworden. Wir brauchen einen Schreiner oder Parkettleger, der die 35 m² abschleift und neu behandelt. Haus in Greiveldange.",
    "carpentry", "Stadtbredimus", "Greiveldange", not_place=["einen"], kind="b", nu="N", situation="Oak parquet sticky and grey after an oil sold by a DIY store; sand and refinish")
add("de-t07", "Unser Liebherr-Kühlschrank brummt seit Wochen laut und im Gefrierfach bildet sich ständig eine dicke Eisschicht. Meine Schwiegermutter sagte, einfach abtauen, dann ist Ruhe. Nach zwei Tagen ist alles wieder vereist. Wir wohnen in Ehnen, wer kommt vorbei?",
    "appliance-repair", "Wormeldange", "Ehnen", kind="b", nu="U", situation="Fridge hums and freezer ices up again after defrosting as a relative advised")
add("de-t08", "Wir betreiben einen Campingplatz in Berdorf mit zwei Sanitärgebäuden. Von April bis Oktober bräuchten wir jemanden, der sich täglich um die Duschen und Toiletten kümmert, an Wochenenden zweimal, damit für die Gäste alles tipptopp ist. Letztes Jahr hat das eine Aushilfe gemacht, das hat nicht geklappt. Bitte mit Preis pro Monat.",
    "cleaning", "Berdorf", "Berdorf", not_place=["einen"], kind="c", nu="U", situation="Campsite needs daily cleaning of its shower blocks in season")
add("de-t09", "Unser kleines Hotel in Befort hat alle Zimmer renoviert und die Bilder auf der Website sind zehn Jahre alt. Wir hätten gern neue Aufnahmen von 14 Zimmern, dem Frühstücksraum und ein paar Luftaufnahmen von der Burg aus. Am besten an einem sonnigen Tag im Mai.",
    "photography", "Beaufort", "Befort", kind="c", nu="U", situation="Small hotel wants new pictures of 14 rooms and aerial shots")
add("de-t10", "Im Clubhaus unseres Fußballvereins in Wecker sind die Kabinen von 1988 noch original. Duschen, Fliesen, Lüftung und Elektrik müssten alle erneuert werden, am besten in der Sommerpause. Im Vorstand hat niemand Zeit, die verschiedenen Handwerker zu koordinieren. Wer übernimmt so etwas komplett?",
    "renovation", "Biwer", "Wecker", kind="c", nu="U", situation="Football club changing rooms: showers, tiles, ventilation and wiring coordinated in the summer break; Wecker is also the German word for alarm clock")
add("de-t11", "Unsere Schreinerei hat zum ersten Mal einen Auftrag aus Frankreich bekommen. Das Leistungsverzeichnis und der Vertrag sind auf Französisch, etwa 30 Seiten voller Fachbegriffe. Wir brauchen einen Übersetzer, der das sauber ins Deutsche bringt, und später vielleicht auch unsere Angebote ins Französische.",
    "translation", None, None, distractors=["Frankreich"], not_place=["einen"], kind="c", nu="N", situation="Joinery needs a 30-page French bill of quantities and contract translated")
add("de-t12", "Mein Vater ist im Sommer gestorben und hat uns drei Geschwistern ein Haus hinterlassen. Mein Bruder wohnt darin, zahlt nichts und will weder verkaufen noch uns auszahlen. Kann man einen Verkauf erzwingen? Wie lange dauert so etwas und was kostet es ungefähr?",
    "legal", None, None, not_place=["einen"], kind="d", nu="U", situation="Inherited house occupied by a brother who refuses to sell: can a sale be forced")
add("de-t13", "Wir haben eine kleine Imkerei mit 40 Völkern und verkaufen bisher nur auf Märkten. Lohnt sich ein eigener Onlineshop, oder reicht Etsy? Was kostet ein Webentwickler für einen einfachen Shop mit Versand? Und wie viel Pflege braucht so etwas danach?",
    "web-development", None, None, not_place=["einen"], kind="d", nu="N", situation="Small beekeeping business: is an own online shop worth it, what does a developer cost")
add("de-t14", "Wir bauen in Manternach ein altes Bauernhaus um und bekommen eine offene Wohnküche von etwa 50 m². Was ist besser, Kochinsel oder L-Form mit Essplatz am Fenster? Und welche Wandfarben und Leuchten passen zu einem hellen Eichenboden? Lohnt sich für so etwas eine professionelle Planung?",
    "interior-design", "Manternach", "Manternach", kind="d", nu="U", situation="Open-plan kitchen-living room: layout, wall colours and lights, is a planner worth it")
add("de-t15", "Wir wohnen in Echternacherbrück, also direkt gegenüber von Echternach auf der deutschen Seite. Unsere Ölheizung von 1996 muss raus. Der Heizungsbauer bietet uns einen Pelletkessel oder eine Luft-Wasser-Wärmepumpe an, das Haus ist kaum gedämmt. Was ist sinnvoller und womit muss man preislich rechnen?",
    "heating", "abroad", "Echternacherbrück", distractors=["Echternach"], not_place=["einen"], kind="d", nu="N", situation="Village on the German bank facing Echternach: pellet boiler or heat pump for a poorly insulated house")

# ---------------- English ----------------
add("en-s01", "Hi, we'd like 8 bollard lights along the driveway plus a weatherproof double socket by the patio at our house in Bridel, cable trench already dug.",
    "electrical", "Kopstal", "Bridel", situation="Garden bollard lights and an outdoor double socket, trench already dug")
add("en-s02", "Since the last plugin update the card payments on our WooCommerce shop fail at checkout with a 'payment method not available' message, can someone fix this quickly?",
    "web-development", None, None, situation="Online shop checkout broken after a plugin update")
add("en-s03", "Moving out of a 2-bed flat in Limpertsberg (3rd floor, no lift) to a house in Strassen on Jan 31st, need 3 guys and a van for the day.",
    "moving", "Luxembourg", "Limpertsberg", distractors=["Strassen"], situation="Move from a city flat to a house nearby; labelled at the loading end")
add("en-s04", "We just bought a house in Sandweiler and the previous owners can't tell us how many keys are floating around, so we'd like all 5 locks rekeyed or replaced.",
    "locksmith", "Sandweiler", "Sandweiler", situation="Rekey or replace all locks after buying a house")
add("en-s05", "Looking for an English-speaking babysitter for Friday evenings, two kids aged 4 and 7, any recommendations?",
    None, None, None, situation="Babysitter wanted: not a trade of the marketplace")
add("en-s06", "Looking for someone to plan the interior of our 90 m² apartment in Cents, furniture layout, colours and lighting, we move in in March!",
    "interior-design", "Luxembourg", "Cents", situation="Interior plan for a 90 m2 apartment; quarter name that is also an English word")
add("en-s07", "Need a gardener for monthly upkeep of a rental house in Steinsel from April to October: mowing, weeding the beds and clearing leaves in autumn.",
    "gardening", "Steinsel", "Steinsel", situation="Monthly garden upkeep for a rental house, April to October")
add("en-s08", "can someone paint the whole inside of a 3 bedroom house in mamer before we move in walls white ceilings white roughly 320 m2 of wall",
    "painting", "Mamer", "mamer", situation="Paint the whole interior of a three-bedroom house; lower-case, no punctuation")
add("en-s09", "I need a lawyer for a car accident claim, the other driver's insurer has been refusing to pay for my repairs for 5 months now.",
    "legal", None, None, situation="Insurer of the other driver refuses to pay after a car accident")
add("en-s10", "Our Miele tumble dryer in Heffingen runs for hours but the clothes come out still wet and cold, anyone who fixes these?",
    "appliance-repair", "Heffingen", "Heffingen", situation="Tumble dryer runs but does not heat")
add("en-t01", "Our water bill for the last quarter was double the usual. I closed every tap in the house and the little star on the meter is still turning. There's also a patch of lawn by the front steps that is always soggy, even when it hasn't rained. House in Moutfort, built 1978.",
    "plumbing", "Contern", "Moutfort", not_place=["bill"], kind="a", nu="U", situation="Hidden leak on the supply pipe: meter turning with all taps closed, soggy lawn")
add("en-t02", "Whenever it rains hard, the whole ground floor goes dark and the switch with the little test button in the fuse box has flipped down. I push it back up and it holds until the next shower. Upstairs is fine. We're in Bereldange, renting, and the landlord says deal with it.",
    "electrical", "Walferdange", "Bereldange", kind="a", nu="U", situation="RCD trips whenever it rains hard, ground floor loses power")
add("en-t03", "After the heavy rain on Sunday a brown ring appeared on the ceiling of our top-floor bedroom, right around the window that's built into the slope. Last night it was dripping into a bucket. It only happens when it rains. We live in Munsbach, it's a 2004 house.",
    "roofing", "Schuttrange", "Munsbach", kind="a", nu="U", situation="Leak around a roof window only when it rains")
add("en-t04", "We have cockroaches in the kitchen of our flat in Hollerich, small brown ones, mostly at night around the dishwasher. The landlord told us to put out sugar mixed with baking soda, which did nothing for three weeks. Now I saw one in the kids' room. We need a proper pest control company, landlord says he'll pay the bill if we organise it.",
    "pest-control", "Luxembourg", "Hollerich", not_place=["bill"], kind="b", nu="N", situation="Cockroaches in a flat; landlord's home remedy failed")
add("en-t05", "My uncle, a retired engineer from Hamm in Germany, told us to turn the underfloor heating down to 15 at night and back up to 22 in the morning to save money. Since then the house never gets warm before noon and our electricity use for the heat pump went up, not down. Can someone come and set it up properly? We're in Helmdange.",
    "heating", "Lorentzweiler", "Helmdange", distractors=["Hamm"], kind="b", nu="U", situation="Night setback on underfloor heating with a heat pump, advised by a relative, backfired; distractor is a German town with a Luxembourg quarter's name")
add("en-t06", "The guy at the tile shop said we could tile straight over the old shower tiles with a flexible adhesive, no need to strip. Six months later half the new tiles sound hollow and two have cracked. We want it done right this time, old layers off. Looking for a tiler in or near Senningerberg, shower is about 1.2 x 0.9 m.",
    "tiling", "Niederanven", "Senningerberg", kind="b", nu="N", situation="Tiles laid over old tiles on a shop's advice now hollow and cracked")
add("en-t07", "Our front door is solid oak and was sticking at the bottom. Our neighbour Walter said just take it off and plane it, so he did. Now there's a gap of almost a centimetre under it and the draught is unbelievable. Is it fixable or do we need a new door? House in Hassel.",
    "carpentry", "Weiler-la-Tour", "Hassel", not_place=["Walter"], kind="b", nu="U", situation="Oak front door planed too much by a neighbour, now a draughty gap")
add("en-t08", "We're a small architecture office in Strassen, 6 people, everything on laptops and an old server in the cupboard. We want to move to Microsoft 365, set up proper backups and get the plotter working with the Macs. We need an IT support company that can do the migration and then look after us on a monthly contract.",
    "it-support", "Strassen", "Strassen", kind="c", nu="N", situation="Architecture office: Microsoft 365 migration, backups, plotter, then monthly support")
add("en-t09", "I'm on the committee of the tennis club in Olm. Part of the concrete block wall that holds up the bank behind court 2 came down in the storm, and the rest is leaning. We can't open the court like this. Who can rebuild a retaining wall of about 15 m?",
    "masonry", "Kehlen", "Olm", kind="c", nu="U", situation="Tennis club: collapsed concrete-block retaining wall behind a court")
add("en-t10", "We run a coworking space in Hesperange, around 400 m² with kitchen and 3 bathrooms. Our cleaner is retiring at the end of the month. We're looking for an office cleaning company for three evenings a week, plus windows every quarter. Please send prices.",
    "cleaning", "Hesperange", "Hesperange", kind="c", nu="N", situation="Coworking space needs office cleaning three evenings a week")
add("en-t11", "We're a small fintech startup launching our app in Germany and France next month. Our terms of service and privacy policy exist only in English, about 9,000 words. We need them in proper legal German and French, done by a human, not DeepL. Timeline is tight, two weeks max.",
    "translation", None, None, kind="c", nu="U", situation="Startup needs terms of service and privacy policy in German and French")
add("en-t12", "I moved from a job in Belgium to one in Luxembourg in June but still live across the border. Now I'm told I might be taxed in both countries for 2026 and should ask for non-resident assimilation. Is it worth paying someone to do my return, and what does that usually cost? Every cent counts this year.",
    "accounting", None, None, distractors=["Luxembourg"], not_place=["cent"], kind="d", nu="U", situation="Cross-border worker: is paying someone to do the tax return worth it; the country name is not a work place")
add("en-t13", "Our company turns 25 and we're holding a dinner for 300 guests at a venue in Schoos in May. How many people taking pictures would we need to cover arrival, speeches and the party? Is a video worth it on top, or are phone clips enough? Rough prices would help me with the budget.",
    "photography", "Fischbach", "Schoos", kind="d", nu="U", situation="Company anniversary dinner: how many people taking pictures, is video worth it, prices")
add("en-t14", "My mother is moving in with us in Gosseldange and can't use the bath anymore. We'd like to merge the bathroom and the separate toilet into one accessible bathroom with a walk-in shower, wider door and a raised WC. How long does something like that take and what budget should we expect? Do we need a permit?",
    "renovation", "Lintgen", "Gosseldange", kind="d", nu="U", situation="Merge bathroom and toilet into one accessible bathroom: duration, budget, permit")
add("en-t15", "We live in Arlon and I work in Luxembourg. Our old electric water heater needs replacing. One solar installer says solar thermal collectors are best for hot water, another says more PV panels plus a heat pump water heater. Which makes more sense for a family of five?",
    "solar", "abroad", "Arlon", distractors=["Luxembourg"], kind="d", nu="N", situation="Belgian border town: solar thermal collectors or more PV plus heat pump water heater")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, preciso de alguém para limpar os vidros e as persianas da casa em Bascharage, são 22 janelas e uma porta de vidro grande.",
    "cleaning", "Käerjeng", "Bascharage", situation="Clean 22 windows and the roller shutters of a house")
add("pt-s02", "queria trocar o quadro elétrico antigo com fusíveis de rosca por disjuntores novos no apartamento em oberkorn quanto custa mais ou menos",
    "electrical", "Differdange", "oberkorn", situation="Replace an old screw-fuse board with circuit breakers; lower-case place")
add("pt-s03", "Preciso de um orçamento para instalar um adoucisseur na entrada da água da casa em Zolwer, a água aqui tem muito calcário 😩",
    "plumbing", "Sanem", "Zolwer", situation="Install a water softener on the mains inlet; Luxembourgish village name, French trade word")
add("pt-s04", "Alguém pode pintar o teto da sala em Rodange que ficou manchado de amarelo depois de uma infiltração, o problema já foi reparado pelo vizinho de cima?",
    "painting", "Pétange", "Rodange", situation="Repaint a ceiling stained by a leak that is already fixed")
add("pt-s05", "Procuro contabilista para a minha pequena empresa de limpezas, são 3 funcionárias, faturas, salários e o bilan do fim do ano.",
    "accounting", None, None, situation="Accountant for a small cleaning company: invoices, payroll, year-end accounts")
add("pt-s06", "Alguém conhece uma costureira que faça bainhas em cortinas compridas, são 6 cortinas de linho?",
    None, None, None, situation="Seamstress to hem linen curtains: not a trade of the marketplace")
add("pt-s07", "Preciso de alguém para assentar mosaico na varanda em Garnich, uns 12 m², o material já está comprado e a base está boa.",
    "tiling", "Garnich", "Garnich", situation="Lay tiles on a 12 m2 balcony, material already bought")
add("pt-s08", "Orçamento para mudança de Esch-sur-Alzette para Viseu em Portugal, casa de 3 quartos, camião completo, finais de julho.",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Viseu", "Portugal"], situation="International move from Luxembourg to Portugal; labelled at the loading end")
add("pt-s09", "Preciso da tradução de um relatório médico do hospital em Portugal para francês, 4 páginas, é para entregar na CNS.",
    "translation", None, None, distractors=["Portugal"], situation="Translate a 4-page hospital report from Portuguese to French for the health fund")
add("pt-s10", "A fechadura da porta da garagem partiu e já não fecha, moro em Schouweiler, dá para vir esta semana?",
    "locksmith", "Dippach", "Schouweiler", situation="Broken garage door lock no longer closes")
add("pt-t01", "A caldeira a gasóleo faz um estrondo cada vez que arranca, parece uma pequena explosão. Depois fica um cheiro a gasóleo na cave durante horas. O radiador do quarto dos miúdos às vezes nem aquece. Moramos em Kleinbettingen e estou com medo de deixar isto assim com as crianças.",
    "heating", "Steinfort", "Kleinbettingen", kind="a", nu="U", situation="Oil burner bangs on ignition and the cellar smells of heating oil")
add("pt-t02", "Há duas semanas que acordamos com picadas nos braços e nas pernas, sempre em fila de três ou quatro. Hoje de manhã encontrei uns bichinhos castanhos, achatados, na costura do colchão. Já lavei tudo a 60 graus. Moramos num apartamento em Warken, 1º andar.",
    "pest-control", "Ettelbruck", "Warken", kind="a", nu="U", situation="Bites in rows and small flat brown insects in the mattress seams (bed bugs)")
add("pt-t03", "A nossa placa de indução desliga-se sozinha passados dois minutos e começa a apitar. No visor aparece U400. Já desliguei o disjuntor durante uma hora e voltei a ligar, mas continua igual. É uma placa AEG com 4 anos. Moramos em Diekirch, perto da escola.",
    "appliance-repair", "Diekirch", "Diekirch", kind="a", nu="U", situation="Induction hob switches off after two minutes, code U400")
add("pt-t04", "Na loja disseram-me que aquele produto limpava todo o tipo de vidro. Usei-o nos vidros da marquise e agora estão todos baços e com manchas. São uns 35 m² de vidro, incluindo o telhado. Preciso de uma empresa de limpeza que saiba tratar disto. Casa em Gilsdorf.",
    "cleaning", "Bettendorf", "Gilsdorf", kind="b", nu="N", situation="Conservatory glass left hazy by a product a shop recommended; professional window cleaning")
add("pt-t05", "O vizinho aconselhou-nos a plantar bambu para termos depressa uma sebe alta. Três anos depois o bambu está a sair no meio da relva e já passou para o jardim dele, que agora se queixa. Precisamos de alguém que arranque tudo com as raízes e ponha outra coisa no lugar. Moramos em Goeblange.",
    "gardening", "Koerich", "Goeblange", kind="b", nu="U", situation="Bamboo planted on a neighbour's advice spreading through the lawn; dig out and replant")
add("pt-t06", "Temos água no sótão há meses. O senhorio diz que é condensação e que basta abrir a janela. Mas só pinga quando chove com vento, e daqui de baixo vejo duas telhas partidas. Preciso de um couvreur que venha ver e depois mando a fatura ao senhorio. Moramos em Michelau.",
    "roofing", "Bourscheid", "Michelau", kind="b", nu="N", situation="Water in the attic that the landlord calls condensation; broken roof tiles")
add("pt-t07", "O meu primo, que trabalha nas obras, disse que a parede entre a cozinha e a sala podia sair sem problema. Começou a partir no sábado e no domingo apareceu uma fissura no teto do quarto de cima. Parámos tudo. Alguém pode vir a Eischen ver se a parede segura alguma coisa e pôr um linteau como deve ser?",
    "masonry", "Habscht", "Eischen", kind="b", nu="U", situation="Cousin started removing a possibly load-bearing wall; crack above, lintel needed")
add("pt-t08", "Somos uma associação de pais que dá aulas de português aos sábados numa sala em Gasperich. Recebemos 8 computadores usados de uma empresa mas nenhum liga à internet e a impressora não aparece. Os voluntários não percebem nada disto. Alguém pode vir num sábado pôr tudo a funcionar?",
    "it-support", "Luxembourg", "Gasperich", kind="c", nu="U", situation="Volunteer language school: eight donated PCs and a printer to set up on a network")
add("pt-t09", "Sou agente imobiliária e trabalho sobretudo na zona de Mersch. Preciso de imagens boas dos imóveis, com grande angular e se possível visita virtual, umas 6 casas por mês. Os clientes queixam-se das fotos do telemóvel. Quanto se cobra por casa?",
    "photography", "Mersch", "Mersch", kind="c", nu="U", situation="Estate agent needs wide-angle pictures and virtual tours of about six houses a month")
add("pt-t10", "Vamos abrir uma escola de dança no Merl, numa antiga loja com 110 m². Precisamos de alguém que desenhe o espaço: onde pôr os espelhos, o balneário, a receção, as cores e a iluminação. As obras depois fazemos com um empreiteiro. Gostávamos de abrir em setembro.",
    "interior-design", "Luxembourg", "Merl", kind="c", nu="U", situation="Dance school in a former shop: layout, mirrors, changing room, colours and lighting")
add("pt-t11", "Sou canalizador por conta própria há 5 anos e tenho trabalho através de conhecidos. Queria um site simples, em português e francês, com um formulário para pedir orçamento e fotos dos trabalhos. Procuro um web designer que faça isto sem custar uma fortuna.",
    "web-development", None, None, kind="c", nu="N", situation="Self-employed plumber wants a simple bilingual website with a quote form")
add("pt-t12", "O meu patrão não me paga as horas extra há 6 meses, são mais de 200 horas. Tenho as folhas de ponto todas. Posso exigir isso depois de sair da empresa? Quanto custa levar isto ao Tribunal du travail e vale a pena?",
    "legal", None, None, kind="d", nu="U", situation="Unpaid overtime for six months: can it be claimed, cost of the labour court")
add("pt-t13", "A nossa casa em Ingeldorf tem o telhado virado a este e oeste, nada a sul. Um instalador de painéis solares diz que compensa na mesma, outro diz que não vale a pena. Quem tem razão? E com os subsídios, em quantos anos se paga?",
    "solar", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="N", situation="East-west roof: are PV panels worth it and what payback with subsidies")
add("pt-t14", "Comprámos um apartamento de 1975 em L-4132, cozinha, casa de banho, chão e eletricidade tudo antigo. É melhor fazer as obras todas antes de nos mudarmos ou dá para viver lá durante os trabalhos? Quanto tempo demora mais ou menos uma coisa destas?",
    "renovation", "Esch-sur-Alzette", "L-4132", kind="d", nu="U", situation="1975 flat: refurbish everything before moving in or live there during works; postal code")
add("pt-t15", "Moramos em Audun-le-Tiche, mesmo ao lado de Esch. Queremos um roupeiro embutido de parede a parede no quarto, 3,20 m por 2,50 m. O carpinteiro pediu 4 800 euros, o IKEA Pax ficava em metade. Vale mesmo a pena fazer por medida?",
    "carpentry", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="d", nu="N", situation="French border town: made-to-measure built-in wardrobe or flat-pack, worth the price")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, cerco un piastrellista per posare circa 30 m² di gres effetto legno in cucina e corridoio a Bettembourg, il massetto è già pronto.",
    "tiling", "Bettembourg", "Bettembourg", situation="Lay 30 m2 of wood-effect porcelain tiles on a ready screed")
add("it-s02", "vorrei sostituire tre vecchi termosifoni in ghisa con radiatori nuovi nel mio appartamento al pfaffenthal quanto costerebbe",
    "heating", "Luxembourg", "pfaffenthal", situation="Replace three cast-iron radiators with new ones; lower-case quarter")
add("it-s03", "Mi serve un sito per il mio studio di fisioterapia con prenotazione online degli appuntamenti e pagamento con carta, chi lo fa?",
    "web-development", None, None, situation="Physiotherapy practice website with online appointment booking and card payment")
add("it-s04", "Devo rifare tutto l'impianto elettrico di una casa del 1962 a Kayl prima di andarci ad abitare, fili ancora in tela 😬",
    "electrical", "Kayl", "Kayl", situation="Complete rewiring of a 1962 house with cloth-insulated wires")
add("it-s05", "Abbiamo visto due ratti vicino al compost e uno è entrato in cantina, la casa è a Vichten, potete venire in settimana?",
    "pest-control", "Vichten", "Vichten", situation="Rats by the compost heap and in the cellar")
add("it-s06", "Cerco un insegnante di chitarra classica per mio figlio di 11 anni, lezioni il mercoledì pomeriggio.",
    None, None, None, situation="Guitar teacher for a child: not a trade of the marketplace")
add("it-s07", "Abbiamo appena finito di costruire a Grosbous e vorremmo un progetto per il giardino: prato, aiuole, qualche albero da frutto e irrigazione automatica.",
    "gardening", "Groussbus-Wal", "Grosbous", situation="Garden design for a new build: lawn, beds, fruit trees, irrigation")
add("it-s08", "Cerco un avvocato per una separazione consensuale, abbiamo due figli minori e una casa in comune.",
    "legal", None, None, situation="Lawyer for an amicable separation with children and a shared house")
add("it-s09", "Trasloco da Colmar-Berg a Bissen il 3 aprile, solo camera da letto, divano e una ventina di scatoloni, ci servono due persone e un furgone.",
    "moving", "Colmar-Berg", "Colmar-Berg", distractors=["Bissen"], situation="Small move between two neighbouring communes; labelled at the loading end")
add("it-s10", "Il lucernario Velux in mansarda non chiude più bene e ci sono tre tegole spostate, abitiamo a Bissen, quando potete passare?",
    "roofing", "Bissen", "Bissen", situation="Roof window no longer closes properly and three tiles have slipped")
add("it-t01", "Ogni volta che chiudo l'acqua calda in bagno si sente un colpo fortissimo nei tubi e vibra tutto il muro. Succede anche con la lavatrice quando finisce di caricare. I vicini si lamentano di notte. Abitiamo a Tuntange, casa degli anni '90.",
    "plumbing", "Helperknapp", "Tuntange", kind="a", nu="U", situation="Water hammer: loud bang in the pipes when taps or the washing machine shut off")
add("it-t02", "Ogni sera verso le otto internet salta in tutta la casa: la smart TV, i tablet dei ragazzi e il mio portatile del lavoro. La scatola del fornitore lampeggia arancione per qualche minuto e poi torna. Di giorno va benissimo. Siamo a Cruchten, e io lavoro da casa due giorni a settimana.",
    "it-support", "Nommern", "Cruchten", kind="a", nu="U", situation="Home internet drops every evening at eight, box blinks orange")
add("it-t03", "L'intonaco sulla parete esterna del lato ovest si è gonfiato e cadono pezzi grandi come una mano. Anche i gradini in cemento dell'ingresso hanno crepe larghe e uno si muove. Ho paura che qualcuno si faccia male. La casa è a Bigelbach.",
    "masonry", "Reisdorf", "Bigelbach", kind="a", nu="U", situation="Exterior render bulging and falling off, cracked concrete entrance steps")
add("it-t04", "In negozio mi hanno detto che la colla normale per piastrelle andava benissimo anche sul riscaldamento a pavimento. Dopo il primo inverno metà delle piastrelle del soggiorno suonano vuote e tre si sono crepate. Cerco un piastrellista serio che rifaccia il lavoro a Medernach.",
    "tiling", "Vallée de l'Ernz", "Medernach", kind="b", nu="N", situation="Tiles on underfloor heating laid with the wrong adhesive on a shop's advice, now loose")
add("it-t05", "L'amministratore del condominio ci ha detto di spruzzare olio WD-40 nella serratura della porta della cantina. Adesso la chiave entra ma non gira più per niente. In cantina ci sono le biciclette e il congelatore. Siamo a Belair, qualcuno può venire domani?",
    "locksmith", "Luxembourg", "Belair", kind="b", nu="U", situation="Cellar lock jammed after the building manager advised WD-40")
add("it-t06", "Mio cugino mi ha detto di decalcificare la macchina del caffè automatica con l'aceto, che costa meno. Da allora perde acqua da sotto e sul display compare Errore 8. È una Siemens da incasso, pagata 1 900 euro. Cerco un tecnico di elettrodomestici a Esch/Alzette.",
    "appliance-repair", "Esch-sur-Alzette", "Esch/Alzette", kind="b", nu="N", situation="Built-in coffee machine leaks after descaling with vinegar on a cousin's advice")
add("it-t07", "Il vicino ci aveva detto che rifare la cucina da soli era facile. Abbiamo smontato tutto a ottobre, ma l'elettricista è venuto una volta sola e l'idraulico non risponde più. Ora abbiamo una cucina a metà, senza lavello, e due bambini. Cerchiamo qualcuno che prenda in mano il cantiere e lo finisca a Dudelange.",
    "renovation", "Dudelange", "Dudelange", kind="b", nu="U", situation="Half-finished DIY kitchen refit, trades not coming back; someone to coordinate and finish")
add("it-t08", "Abbiamo una pizzeria a Niederkorn e vorremmo rinfrescare la sala prima della riapertura di febbraio. Sono circa 90 m² di pareti e soffitto, un muro lo vorremmo color terracotta. Possiamo chiudere solo di lunedì e martedì. Qualcuno disponibile?",
    "painting", "Differdange", "Niederkorn", kind="c", nu="U", situation="Pizzeria dining room walls and ceiling repainted on closing days")
add("it-t09", "Abbiamo un'azienda agricola a Everlange con una stalla di 400 m² di tetto esposto a sud. La mungitura e il raffreddamento del latte consumano tantissima corrente. Vorremmo produrre la nostra elettricità sul tetto della stalla. Chi può fare un sopralluogo e un preventivo?",
    "solar", "Useldange", "Everlange", kind="c", nu="U", situation="Dairy farm wants to produce its own electricity on a 400 m2 barn roof")
add("it-t10", "Il nostro circolo culturale italiano pubblica un libro di testimonianze sugli emigrati arrivati negli anni '50. Sono 120 pagine in italiano e vorremmo un'edizione in francese. Cerchiamo un traduttore letterario, anche a rate, siamo un'associazione piccola.",
    "translation", None, None, kind="c", nu="N", situation="Italian cultural club needs a 120-page book translated into French")
add("it-t11", "Gestiamo una piccola crèche privata a Schifflange con 24 bambini. La signora che veniva la sera si è trasferita. Ci serve qualcuno tutte le sere dopo le 18:30 per le aule, i bagni e la cucina, con prodotti adatti ai bambini. Potete mandarmi un prezzo mensile?",
    "cleaning", "Schifflange", "Schifflange", kind="c", nu="U", situation="Private day nursery needs evening cleaning with child-safe products")
add("it-t12", "Apro una gelateria a maggio come SARL-S. Il primo anno posso tenere io i conti e fare le dichiarazioni, oppure serve per forza un professionista fin dall'inizio? E quanto si paga di solito al mese per una piccola attività come la mia?",
    "accounting", None, None, kind="d", nu="U", situation="New ice cream shop: do the books oneself in year one or pay a professional, and how much")
add("it-t13", "Nel soggiorno di casa nostra a Redange/Attert vogliamo togliere la moquette e mettere il legno. Il falegname ci propone rovere massiccio o un prefinito a tre strati. Con i cani e il riscaldamento a pavimento quale conviene? E la differenza di prezzo vale la pena?",
    "carpentry", "Redange", "Redange/Attert", kind="d", nu="N", situation="Solid oak or engineered wood floor with dogs and underfloor heating")
add("it-t14", "A maggio nostra figlia fa la prima comunione nella chiesa di Saeul. Conviene pagare qualcuno per le foto, oppure bastano i telefoni dei parenti? Se sì, quanto costa di solito per tre ore tra chiesa e festa in giardino?",
    "photography", "Saeul", "Saeul", kind="d", nu="U", situation="First communion: worth paying for pictures, typical price for three hours")
add("it-t15", "Abbiamo comprato una casa ad Athus, subito dopo Rodange, e dentro è tutta scura e divisa in stanze piccole. Un'amica ci consiglia un interior designer per ripensare gli spazi e le luci. Quanto costa di solito una consulenza così, e conviene prima delle opere o dopo?",
    "interior-design", "abroad", "Athus", distractors=["Rodange"], kind="d", nu="N", situation="Belgian border town: is an interior designer worth it before works, what cost")

# ---------------- Spanish ----------------
add("es-s01", "Hola, desde hace una semana salen hormigas negras del rodapié de la cocina en nuestra casa de Dalheim y ya no sé qué hacer con ellas.",
    "pest-control", "Dalheim", "Dalheim", situation="Black ants coming out of the kitchen skirting board")
add("es-s02", "Quisiera cambiar el lavabo del baño por uno doble con mueble, hay que mover el desagüe unos 40 cm, vivimos en Bous.",
    "plumbing", "Bous-Waldbredimus", "Bous", situation="Replace a basin with a double vanity, moving the drain 40 cm")
add("es-s03", "Necesito traducir del alemán al español el manual de una máquina de envasado, unas 60 páginas, para que lo entiendan nuestros operarios.",
    "translation", None, None, situation="Translate a 60-page packaging machine manual from German to Spanish")
add("es-s04", "Somos una pequeña gestoría junto al Findel y necesitamos que alguien configure 5 portátiles nuevos, el correo y la impresora de la oficina.",
    "it-support", "Sandweiler", "Findel", situation="Set up five new laptops, e-mail and the printer in a small office")
add("es-s05", "quiero alisar el gotelé del salón y del pasillo y pintarlo todo en blanco roto, piso de 85 m2 en itzig, cuánto costaría más o menos",
    "painting", "Hesperange", "itzig", situation="Smooth textured walls and repaint living room and hallway; lower-case place")
add("es-s06", "¿Alguien conoce una autoescuela donde den las clases prácticas en español?",
    None, None, None, situation="Driving school with lessons in Spanish: not a trade of the marketplace")
add("es-s07", "Hay que podar dos manzanos viejos y sacar el tocón de un abeto que cortamos el año pasado en el jardín de Canach.",
    "gardening", "Lenningen", "Canach", situation="Prune two old apple trees and grind out a spruce stump")
add("es-s08", "Doy clases de yoga y necesito una página web sencilla donde mis alumnos puedan reservar plaza y pagar el bono online.",
    "web-development", None, None, situation="Yoga teacher needs a simple site with class booking and online payment")
add("es-s09", "Nos gustaría instalar una estufa de pellets en el salón con salida de humos por la fachada, casa adosada en Helmsange, ¿hacéis presupuestos gratis?",
    "heating", "Walferdange", "Helmsange", situation="Install a pellet stove with a flue through the facade")
add("es-s10", "La campana extractora Bosch de la cocina hace ruido pero ya no aspira nada, estamos en Capellen, ¿alguien la puede revisar?",
    "appliance-repair", "Mamer", "Capellen", situation="Cooker hood runs noisily but no longer extracts")
add("es-t01", "Desde ayer las luces del salón parpadean cuando encendemos el horno. El enchufe de al lado de la nevera está caliente y huele a quemado. Lo hemos dejado todo desenchufado por si acaso. Vivimos en Lamadelaine, en un piso de alquiler de los años 70.",
    "electrical", "Pétange", "Lamadelaine", kind="a", nu="U", situation="Flickering lights and a hot socket smelling of burning")
add("es-t02", "La escalera de nuestra casa cruje muchísimo y el quinto peldaño se ha hundido un poco, se mueve cuando lo pisas. La barandilla también se tambalea. Tenemos una niña de dos años y me da miedo. La casa está en Gonderange.",
    "carpentry", "Junglinster", "Gonderange", kind="a", nu="U", situation="Wooden staircase: a sagging tread and a wobbly banister")
add("es-t03", "Por la noche veo bichitos plateados y alargados en el baño, y ahora también en la estantería del salón. Algunos libros tienen las tapas comidas y hay papeles con agujeritos. Ventilamos todos los días. Vivimos en Lasauvage, casa antigua.",
    "pest-control", "Differdange", "Lasauvage", kind="a", nu="U", situation="Silverfish in the bathroom and bookshelves, book covers eaten")
add("es-t04", "En la tienda de bricolaje me dijeron que con mortero normal podía levantar yo mismo una barbacoa de obra con bloques. La usamos todo el verano y ahora tiene grietas por todas partes y un bloque se ha soltado. Quiero que un albañil la rehaga bien, con material refractario. Casa en Beringen.",
    "masonry", "Mersch", "Beringen", kind="b", nu="N", situation="DIY block barbecue built with ordinary mortar on a shop's advice now cracked; Beringen is also a Belgian town")
add("es-t05", "Mi cuñado subió al tejado a limpiar el canalón con la hidrolimpiadora, dijo que así quedaba como nuevo. Desde entonces, cada vez que llueve cae agua en el rincón del dormitorio. Desde el jardín se ven tejas movidas. Vivimos en Ettelbruck y necesitamos que alguien lo mire antes de la próxima tormenta.",
    "roofing", "Ettelbruck", "Ettelbruck", kind="b", nu="U", situation="Brother-in-law pressure-washed the gutter and disturbed tiles; leak in the bedroom")
add("es-t06", "Compré por internet un kit de cuatro paneles para el balcón y el vendedor me aseguró que lo podía conectar yo mismo a un enchufe. Ahora cada tarde salta el diferencial y el microinversor parpadea en rojo. Prefiero que lo haga bien un instalador de placas solares. Vivo en un piso en la Gare.",
    "solar", "Luxembourg", "Gare", kind="b", nu="N", situation="Plug-in balcony PV kit trips the RCD; seller said self-installation was fine")
add("es-t07", "Un amigo me dijo que con cuatro colegas y una furgoneta alquilada lo sacábamos todo en una mañana. Llevamos dos fines de semana, el sofá no pasa por la escalera y uno de ellos se ha hecho daño en la espalda. Todavía queda medio piso en Oetrange. ¿Alguien puede terminarlo este sábado?",
    "moving", "Contern", "Oetrange", kind="b", nu="U", situation="DIY move with friends stalled; sofa stuck, finish the rest of the flat")
add("es-t08", "Tenemos una academia de idiomas en Remich y acabamos de alquilar el local de al lado. Queremos unir los dos espacios con una zona de espera, tres aulas pequeñas y un rincón para los niños. Buscamos a alguien que nos ayude con la distribución, los colores y la iluminación. Las obras las hará el propietario.",
    "interior-design", "Remich", "Remich", kind="c", nu="U", situation="Language school joining two premises: layout, colours and lighting")
add("es-t09", "Soy la secretaria del club de natación. En marzo organizamos una competición en la piscina de Mondorf con 200 nadadores. Queremos fotos de todas las series y un vídeo corto para las redes. Los padres pagarían las fotos individuales. ¿Alguien interesado?",
    "photography", "Mondorf-les-Bains", "Mondorf", kind="c", nu="U", situation="Swimming club meet: pictures of every heat and a short video")
add("es-t10", "Tenemos una bodega en Schwebsange con 12 puertas entre la nave, la tienda y las oficinas. Cada puerta tiene su propia llave y el encargado, que vive en Perl, lleva un manojo enorme. Queremos un sistema de llave maestra con distintos niveles de acceso. ¿Quién hace esto?",
    "locksmith", "Schengen", "Schwebsange", distractors=["Perl"], kind="c", nu="U", situation="Winery wants a master-key system for 12 doors; the manager's German home town shares a name with a Luxembourg village")
add("es-t11", "Tengo una empresa de limpieza con 6 empleadas. Un cliente, una inmobiliaria, nos debe tres facturas desde septiembre, casi 7 000 euros, y ya no contesta. Necesito un abogado que le mande un requerimiento y, si hace falta, vaya al juzgado.",
    "legal", None, None, kind="c", nu="N", situation="Cleaning company owed 7,000 euros in unpaid invoices by a client")
add("es-t12", "Mi marido y yo nos casamos en junio. ¿Nos conviene hacer la declaración de la renta conjunta o cada uno por separado? Él trabaja en Luxemburgo y yo todavía cobro el paro de España. ¿Cuánto cobra alguien por prepararla?",
    "accounting", None, None, distractors=["Luxemburgo", "España"], kind="d", nu="U", situation="Newly married: joint or separate tax return, cost of having it done; country name is no work place")
add("es-t13", "Heredamos el piso de mi abuela en Bertrange, de 1968, con la cocina y el baño originales. ¿Merece la pena reformarlo para alquilarlo, o mejor venderlo tal cual? ¿Cuánto puede costar por m² una reforma básica con una empresa de reformas?",
    "renovation", "Bertrange", "Bertrange", kind="d", nu="N", situation="Inherited 1968 flat: refurbish to let or sell as is, cost per m2")
add("es-t14", "Trabajamos los dos a jornada completa y la casa es un desastre. ¿Compensa que venga alguien cada semana o basta cada quince días para un piso de 80 m² en Weimerskirch? ¿Cuánto se suele pagar por hora aquí?",
    "cleaning", "Luxembourg", "Weimerskirch", kind="d", nu="U", situation="Weekly or fortnightly home help for an 80 m2 flat, hourly rate")
add("es-t15", "Vivimos en Apach, justo al otro lado de Schengen. Queremos cambiar las baldosas de la terraza, unos 40 m². El alicatador nos ofrece porcelánico de 2 cm sobre plots o cerámica pegada sobre la losa. ¿Qué aguanta mejor las heladas y cuál sale más barato a largo plazo?",
    "tiling", "abroad", "Apach", distractors=["Schengen"], kind="d", nu="N", situation="French village across from Schengen: terrace tiles, porcelain on pedestals or glued ceramic")
