MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- lb ----------------
add("lb-s01", "Moien, bei eis zu Wëntger leeft d'Waasser vun der Toilette net méi of an et steet bal bis uewen, kann haut nach een laanscht kommen?",
    "plumbing", "Wincrange", "Wëntger", situation="blocked toilet, water not draining")
add("lb-s02", "brauch en elektriker fir eng wallbox 11 kw an der garage ze installéieren, haus zu ëlwen, den auto (skoda enyaq) kënnt ronn den 20ten januar",
    "electrical", "Troisvierges", "ëlwen", situation="wallbox installation before new EV arrives")
add("lb-s03", "Ech sichen en Affekot fir Ierfschaftsrecht, mäi Papp ass am Summer gestuerwen an meng zwee Bridder wëllen d'Haus verkafen ouni mech ze froen.",
    "legal", None, None, situation="inheritance dispute among siblings")
add("lb-s04", "Mir plënneren Enn Februar vu Groussbus op Ettelbréck (3 Zëmmer, zweete Stack ouni Lift) a sichen eng Firma mat Camion an 3-4 Leit.",
    "moving", "Groussbus-Wal", "Groussbus", ["Ettelbréck"], situation="flat move between two towns, loading end Grosbous")
add("lb-s05", "wéivill kascht et ongeféier fir 12 m2 Buedemplättercher an der Kiche vun eisem Haus zu Hiefenech ze leeën, déi al sinn schonn eraus?",
    "tiling", "Heffingen", "Hiefenech", situation="price of laying 12 m2 kitchen floor tiles")
add("lb-s06", "Mir sichen eng Botzfra oder eng Firma fir eis Wunneng um Gaasperech, 2x d'Woch 3 Stonnen, am léifsten Méindes an Donneschdes.",
    "cleaning", "Luxembourg", "Gaasperech", situation="regular home cleaning twice a week")
add("lb-s07", "Kann een mir eng kleng Internetsäit mat Reservatiounskalenner fir eis zwou Ferienwunnenge maachen, Bezuelung mat Payconiq oder Kaart, op Lëtzebuergesch, Franséisch an Däitsch?",
    "web-development", None, None, situation="booking page for two holiday flats")
add("lb-s08", "D'Schlass vun eiser Bréifboîte zu Buerschent klemmt zanter dem Fréiert an ech kréien de Schlëssel guer net méi gedréint, wien kann dat wiesselen?",
    "locksmith", "Bourscheid", "Buerschent", situation="frozen-then-stuck letterbox lock to replace")
add("lb-s09", "eisen miele trockner dréint nach mee en gëtt iwwerhaapt net méi waarm d'wäsch bleift naass mir wunnen zu Nidderfeelen",
    "appliance-repair", "Feulen", "Nidderfeelen", situation="tumble dryer turns but no longer heats")
add("lb-s10", "Gëtt et e Coiffeur deen heem kënnt, fir meng Groussmamm déi net méi aus dem Haus ka goen? 🙏",
    None, None, None, situation="home hairdresser for grandmother (not a listed trade)")
add("lb-t01", "Moien. Zanter zwou Wochen fanne mir all Moien kleng schwaarz Kéngercher am Kichenschaf, esou grouss wéi Raiskären. D'Miel- an d'Nuddelspäck hu Lächer a nuets héiert een et am Plafong kraazen. D'Kanner traue sech net méi eleng an d'Kichen. Mir wunnen zu Wëlwerwolz, kann dat ee sech ukucken?",
    "pest-control", "Kiischpelt", "Wëlwerwolz", kind="a", nu="U", situation="droppings and gnawed packets in kitchen, scratching in ceiling")
add("lb-t02", "Eis Waasserrechnung vun der Gemeng ass dëst Joer dräimol esou héich wéi soss. Wann ech all Krunnen zoumaachen, dréit de Compteur am Keller ëmmer nach lues weider. Am Gaart virum Haus ass eng Plaz ëmmer naass, och wann et net reent. D'Haus ass zu Nacher, gebaut 1978.",
    "plumbing", "Goesdorf", "Nacher", kind="a", nu="U", situation="water meter turning with all taps shut, wet patch in front garden")
add("lb-t03", "no dem stuerm vu gëschter owend leien e puer schifer bei eis am gaart 😬 elo ass och e brongen flécken um plafong am schlofzëmmer direkt ënnert der schréi. mir wunnen zu housen. kann esou séier wéi méiglech een kucke kommen well fir muer ass nees reen gemellt",
    "roofing", "Parc Hosingen", "housen", kind="a", nu="U", situation="slates blown off in storm, brown stain on bedroom ceiling")
add("lb-t04", "Mir hunn eng Fussbuedemheizung an eisem neien Haus zu Stolzebuerg. Mäi Schwoer huet gesot mir sollten se dagsiwwer ausschalten wa mir op der Aarbecht sinn, dat géif spueren. Zanter mir dat maachen gëtt d'Stuff owes net méi richteg waarm an de Stroumverbrauch vun der Wärmepompel ass an d'Luucht gaangen. Mir sichen en Chauffagist deen d'Astellungen richteg mécht an eis erkläert wéi dat soll lafen.",
    "heating", "Putscheid", "Stolzebuerg", kind="b", nu="N", situation="brother-in-law said switch underfloor heating off by day; now cold evenings and high consumption")
add("lb-t05", "Lescht Fréijoer hunn ech d'Fassad vun eisem Haus zu Mäerzeg selwer gestrach. Am Baumaart hu se mir eng bëlleg Dispersiounsfaarf verkaaft a gesot dat wier och fir dobaussen. Elo no engem Wanter blieft d'Faarf a grousse Stécker of, virun allem op der Wiederssäit. Ech hätt gär dass e Moler dat elo richteg mécht, och wann et méi kascht.",
    "painting", "Mertzig", "Mäerzeg", kind="b", nu="N", situation="DIY store sold interior paint for facade; peeling after one winter")
add("lb-t06", "Eis Stützmauer am Gaart, ongeféier 1,20 m héich, huet zanter dem Wanter e laange Rass a bauscht an der Mëtt no baussen. De Proprietaire seet dat wier normal bei ale Mauere an ech soll einfach Silikon an de Rass schmieren. Ech hunn awer Angscht dass se op de Wee fält wou d'Kanner spillen. D'Adress ass zu Proz, kann een déi Mauer flécken oder muss se nei opgeriicht ginn?",
    "masonry", "Préizerdaul", "Proz", kind="b", nu="U", situation="landlord says bulging cracked retaining wall is normal, fill with silicone")
add("lb-t07", "Eis Panneauen um Daach produzéieren zanter Oktober guer näischt méi, an der App steet just 0 kWh. D'Firma déi se 2019 montéiert huet gëtt et net méi. Den Noper mengt dat wier normal am Wanter an ech soll bis Mäerz waarden. Mee och op schéinen Deeg bleift d'Luucht um Onduleur rout. Mir wunnen zu Sëll.",
    "solar", "Saeul", "Sëll", kind="b", nu="U", situation="PV producing nothing since October, neighbour says wait for spring, inverter light red")
add("lb-t08", "Mir hunn eng Bäckerei zu Ettelbréck mat sechs Leit. Zanter dem Update lescht Woch verléiert d'Keess all puer Stonnen d'Verbindung mam Kaartenterminal, an d'Wifi am Büro geet nëmmen nach am Gank. Mäi Neveu huet et probéiert mee hie studéiert Biologie 😅. Mir brauche een deen dat Netz eemol propper opsetzt, am léifsten mëttes no 14 Auer wann et méi roueg ass.",
    "it-support", "Ettelbruck", "Ettelbréck", kind="c", nu="U", situation="bakery: till loses card terminal connection, weak office wifi")
add("lb-t09", "Mir sinn de Fussballclub vu Bous an hunn dës Saison néng Jugendekippen. Mir sichen e Fotograf deen op engem Samschdeg am Mäerz all Ekippen um Terrain fotograféiert, Ekippefotoen an Eenzelfotoe fir d'Lizenzen. D'Elteren sollen d'Fotoen duerno online bestelle kënnen. Wat géif dat ongeféier kaschten?",
    "photography", "Bous-Waldbredimus", "Bous", kind="c", nu="N", situation="football club team and licence photos for nine youth teams")
add("lb-t10", "Ech hunn eng kleng Sanitärfirma mat dräi Aarbechter an enger Sekretärin. Bis elo huet meng Fra d'Fiches de salaire an d'Comptabilitéit gemaach, mee si fänkt elo eng nei Aarbecht un. Ech sichen e Comptable oder eng Fiduciaire déi d'Lounofrechnung an de Bilan iwwerhëlt. Mir schaffe mat Excel an ech hunn all Rechnungen op Pabeier.",
    "accounting", None, None, kind="c", nu="N", situation="small plumbing firm needs payroll and bookkeeping taken over")
add("lb-t11", "Ech hunn eng Zänndokterpraxis um Lampertsbierg an d'Waardesall gesäit aus wéi 1995. Ech hätt gär en neit Konzept: wéi eng Faarwen, wéi eng Still, wou d'Luuchten hikommen an wéi ee Plaz fir e Spilleck fir d'Kanner mécht. D'Aarbechte selwer loossen ech duerno vu menge Leit maachen, et geet mir just ëm de Plang. Wien mécht esou eppes?",
    "interior-design", "Luxembourg", "Lampertsbierg", kind="c", nu="U", situation="dental practice wants a concept for its waiting room (colours, chairs, lights)")
add("lb-t12", "Mir hunn e Weekendhaus zu Wallendorf, direkt iwwert der Sauer an Däitschland. Mir wëllen do eng Terrass aus Holz bauen loossen, ongeféier 25 m2. Wat ass besser, Eech oder Lärch, a wat kascht dat pro m2 mat der Ënnerkonstruktioun? Oder ass Bangkirai méi haltbar?",
    "carpentry", "abroad", "Wallendorf", not_place=["Holz", "Eech"], kind="d", nu="U", situation="wooden deck at weekend house across the border: oak or larch, price")
add("lb-t13", "Mir hunn en alen Bauerenhaus zu Noumer kaf an de Späicher soll zu zwee Kannerzëmmer mat enger Dusch ginn: Isolatioun, Fënster am Daach, Stroum, Waasser, Plättercher a Buedem. Kann een dat maachen während mir schonn ënnen am Haus wunnen? Wéi laang dauert esou eppes ongeféier, a brauch een dofir eng Autorisatioun vun der Gemeng?",
    "renovation", "Nommern", "Noumer", kind="d", nu="U", situation="attic of farmhouse into two children's rooms with shower: can we live there meanwhile, how long")
add("lb-t14", "Eise Rasen zu Esch-Uelzecht ass all Summer giel an ech hu keng Loscht méi all Woch ze méinen. Lount et sech, dee ganz ewechmaachen ze loossen an eng Bléiwiss oder Kléi ze seeën? Wat kascht dat fir ronn 300 m2, a wéini ass déi bescht Zäit dofir?",
    "gardening", "Esch-sur-Alzette", "Esch-Uelzecht", kind="d", nu="U", situation="replace yellow lawn with wildflower meadow or clover: worth it, cost, timing")
add("lb-t15", "Mir kafen en Haus an den Notaire huet gesot, dass meng Fra, déi nëmmen Englesch an Tagalog schwätzt, beim Acte en Dolmetscher brauch. Muss deen vereedegt sinn oder geet et och wann e Frënd iwwersetzt? Wat kascht en Dolmetscher fir ongeféier eng Stonn, an iwwersetzt deen och de Kafkontrakt schrëftlech?",
    "translation", None, None, kind="d", nu="N", situation="interpreter for wife at notary deed: must it be sworn, cost")

# ---------------- fr ----------------
add("fr-s01", "Bonjour, les prises de la cuisine et du salon ne marchent plus depuis ce matin et le différentiel saute dès que je le remets, maison à Niedercorn, c'est urgent avec un bébé de 3 mois.",
    "electrical", "Differdange", "Niedercorn", situation="sockets dead, RCD trips when reset")
add("fr-s02", "je suis enfermée dehors avec les courses et le bébé, la porte a claqué et les clés sont restées dedans, je suis devant chez moi à Rodange 😭",
    "locksmith", "Pétange", "Rodange", situation="locked out, door slammed with keys inside")
add("fr-s03", "Mon employeur m'a licencié pendant mon congé maladie, est-ce que c'est légal au Luxembourg et combien coûte un avocat en droit du travail ?",
    "legal", None, None, ["Luxembourg"], situation="dismissal during sick leave, employment lawyer")
add("fr-s04", "Fuite sous l'évier de la cuisine, le siphon est fendu et le meuble est trempé, on est à Bascharage, quelqu'un de dispo demain matin ?",
    "plumbing", "Käerjeng", "Bascharage", situation="cracked sink trap leaking into kitchen cabinet")
add("fr-s05", "Notre four Siemens iQ700 ne chauffe plus qu'en haut et la sole reste froide, est-ce qu'un réparateur peut passer à Schouweiler ?",
    "appliance-repair", "Dippach", "Schouweiler", situation="oven bottom element not heating")
add("fr-s06", "On emménage à Bertrange le 14 mars en venant d'Arlon, il nous faudrait des déménageurs pour un 4 pièces avec démontage et remontage des armoires.",
    "moving", "Bertrange", "Bertrange", ["Arlon"], situation="move from Arlon (BE) into Bertrange, labelled at the Luxembourg end")
add("fr-s07", "besoin d'un site vitrine simple pour mon activité de coach sportif avec prise de rendez-vous en ligne et une version anglaise",
    "web-development", None, None, situation="showcase site with online booking for a fitness coach")
add("fr-s08", "Pourriez-vous abattre un bouleau d'environ 15 m qui penche dangereusement vers la maison du voisin, chez nous à Dahlem ?",
    "gardening", "Garnich", "Dahlem", situation="fell a leaning 15 m birch")
add("fr-s09", "Nettoyage des vitres d'un appartement au 6e étage à Bonnevoie, les baies vitrées ne sont pas accessibles de l'extérieur, c'est possible ?",
    "cleaning", "Luxembourg", "Bonnevoie", situation="window cleaning of 6th-floor flat with unreachable bay windows")
add("fr-s10", "Je cherche quelqu'un de confiance pour nourrir mes deux chats et changer la litière pendant que je suis à Lisbonne du 22 au 30 décembre.",
    None, None, None, ["Lisbonne"], situation="cat sitter during a trip (not a listed trade)")
add("fr-t01", "Bonjour, depuis les grosses pluies de la semaine dernière, l'eau ruisselle le long de la façade côté rue, comme si ça débordait tout en haut. Depuis le trottoir on voit des herbes qui poussent dans la gouttière et un morceau qui pend. Ce matin il y avait une flaque dans la cave juste sous ce mur. La maison est à Rumelange, quelqu'un peut passer voir ?",
    "roofing", "Rumelange", "Rumelange", kind="a", nu="U", situation="overflowing, sagging gutter; water down facade and in cellar")
add("fr-t02", "Dans notre douche à l'italienne à Tétange, plusieurs carreaux sonnent creux quand on tape dessus et deux se sont fissurés. Les joints s'effritent sous l'ongle. La salle de bain n'a pourtant que quatre ans. On aimerait savoir ce qui peut être fait avant que ça empire.",
    "tiling", "Kayl", "Tétange", kind="a", nu="U", situation="hollow-sounding cracked shower tiles, crumbling grout")
add("fr-t03", "Quand le four et la plaque tournent en même temps, toutes les lampes de la maison baissent et clignotent. Hier soir ça sentait le plastique brûlé près du tableau dans le garage et le couvercle était chaud. On habite une vieille maison à Kleinbettingen, à deux pas de la frontière belge. J'ai coupé le four par sécurité en attendant.",
    "electrical", "Steinfort", "Kleinbettingen", kind="a", nu="U", situation="lights dim when cooking, burnt smell at fuse board")
add("fr-t04", "Nous avons fait repeindre nous-mêmes la chambre des enfants à Hobscheid il y a deux mois. Le vendeur du magasin nous a assuré qu'une seule couche de peinture « 2 en 1 » suffisait sans sous-couche sur le plâtre neuf. Résultat : des taches mates et brillantes partout, et la couleur part au moindre frottement. Je cherche un peintre sérieux pour refaire ça correctement avant Noël.",
    "painting", "Habscht", "Hobscheid", kind="b", nu="N", situation="shop said no primer needed on new plaster; patchy paint rubs off")
add("fr-t05", "Notre muret de clôture en briques à Mondorf a plusieurs fissures en escalier et deux briques sont tombées. Le voisin, qui a eu le même problème, m'a conseillé de tout boucher à la mousse expansive et de peindre par-dessus. Ça a tenu deux semaines puis tout est ressorti. Je voudrais que quelqu'un le répare pour de bon, avec ou sans démolition partielle.",
    "masonry", "Mondorf-les-Bains", "Mondorf", kind="b", nu="U", situation="neighbour said fill stepped cracks in brick wall with expanding foam")
add("fr-t06", "On a 18 panneaux sur le toit depuis 2021 à Aspelt. Un vendeur au téléphone nous a dit que si la production baissait il suffisait de les nettoyer au Kärcher, ce que mon mari a fait. Depuis, deux panneaux ont des traînées blanches et l'onduleur indique 30 % de moins que l'an dernier au même mois. Pouvez-vous faire un contrôle des panneaux et du câblage ?",
    "solar", "Frisange", "Aspelt", kind="b", nu="U", situation="PV panels pressure-washed on a salesman's advice, output down 30 %")
add("fr-t07", "Mon beau-père m'a dit de poncer notre escalier en chêne et de le vitrifier avec un vernis pour parquet acheté en promo. Maintenant les marches collent, le vernis a fait des bulles et on voit toutes les rayures du ponçage. La maison est à Dalheim et on reçoit toute la famille pour les fêtes. Est-ce qu'un menuisier peut reprendre les 14 marches et les finir proprement ?",
    "carpentry", "Dalheim", "Dalheim", kind="b", nu="N", situation="father-in-law's varnish on oak stairs stays sticky and bubbly")
add("fr-t08", "Nous sommes un cabinet d'architectes de 9 personnes au Kirchberg. Notre NAS Synology est plein, les sauvegardes échouent depuis trois semaines et personne ne sait vraiment qui a configuré le Wi-Fi invité. On cherche quelqu'un qui reprenne tout ça, idéalement avec un contrat de maintenance mensuel. Les postes sont sous Windows 11, sauf deux Mac.",
    "it-support", "Luxembourg", "Kirchberg", kind="c", nu="U", situation="architects' office: full NAS, failing backups, guest wifi, maintenance contract")
add("fr-t09", "Je gère un gîte équestre à Weiler-la-Tour et nous refaisons notre brochure. Il nous faudrait un photographe pour une demi-journée : les boxes, les chevaux au pré, les chambres et si possible quelques vues au drone. Idéalement au printemps quand tout est vert. Quels sont vos tarifs ?",
    "photography", "Weiler-la-Tour", "Weiler-la-Tour", kind="c", nu="N", situation="riding holiday farm needs photos and drone shots for brochure")
add("fr-t10", "Nous sommes un garage automobile et beaucoup de nos clients sont lusophones. Nous voudrions faire passer nos conditions générales, nos modèles de devis et le formulaire de garantie du français vers le portugais. Cela représente environ 12 pages. Un traducteur peut-il nous faire une offre avec un délai ?",
    "translation", None, None, kind="c", nu="N", situation="car garage needs terms and forms translated into Portuguese")
add("fr-t11", "Je tiens un snack à Esch/Alzette et hier soir en fermant j'ai vu des cafards sous le lave-vaisselle et derrière la friteuse. Le contrôle sanitaire peut passer à tout moment et je ne peux pas me permettre de fermer. Il faudrait une intervention discrète, de préférence un lundi, notre jour de fermeture. Est-ce que vous proposez aussi des contrats de suivi ?",
    "pest-control", "Esch-sur-Alzette", "Esch/Alzette", kind="c", nu="U", situation="snack bar with cockroaches, discreet treatment on closing day")
add("fr-t12", "Nous habitons à Audun-le-Tiche et je travaille à Esch. Notre chaudière fioul a 25 ans et nous hésitons entre une pompe à chaleur air-eau et une chaudière à granulés. Qu'est-ce qui est le plus rentable pour une maison de 140 m² mal isolée, et est-ce que vous intervenez de l'autre côté de la frontière ?",
    "heating", "abroad", "Audun-le-Tiche", ["Esch"], kind="d", nu="U", situation="cross-border commuter: replace old oil boiler with heat pump or pellets?")
add("fr-t13", "On vient d'acheter un appartement des années 70 à Crauthem : il faudrait refaire la cuisine et la salle de bain, changer l'électricité et poser du parquet partout. Est-ce réaliste de tout faire en six semaines avant notre arrivée en juin ? Et à peu près quel budget faut-il prévoir pour 85 m² ?",
    "renovation", "Roeser", "Crauthem", kind="d", nu="U", situation="1970s flat: kitchen, bathroom, wiring, floors in six weeks? budget?")
add("fr-t14", "Notre séjour à Howald fait 38 m² avec une cuisine ouverte et une seule fenêtre côté nord, il est sombre et on ne sait pas comment placer le canapé, la table et le bureau. Est-ce que ça vaut la peine de payer quelqu'un pour un plan d'aménagement et un concept d'éclairage, ou les magasins de meubles le font gratuitement ? Combien coûte ce genre de consultation ?",
    "interior-design", "Hesperange", "Howald", kind="d", nu="U", situation="dark open-plan living room: worth paying for a layout and lighting plan?")
add("fr-t15", "Je loue un studio depuis cette année en plus de mon salaire. Faut-il vraiment un comptable pour la déclaration d'impôts avec les revenus locatifs et l'amortissement, ou est-ce que je peux la faire seul sur MyGuichet ? Et si je passe par un comptable, c'est combien en général ?",
    "accounting", None, None, kind="d", nu="N", situation="tax return with rental income: accountant needed or DIY?")

# ---------------- de ----------------
add("de-s01", "Bitte Angebot für neue Thermostatköpfe an 9 Heizkörpern plus hydraulischen Abgleich, Einfamilienhaus in Gonderingen, Baujahr 1994, Gasheizung.",
    "heating", "Junglinster", "Gonderingen", situation="new thermostatic heads on nine radiators and hydraulic balancing")
add("de-s02", "Wir haben gerade ein Haus in Strassen gekauft und möchten alle Schließzylinder tauschen lassen, 5 Türen, gleichschließend mit Sicherungskarte.",
    "locksmith", "Strassen", "Strassen", situation="replace all lock cylinders after buying a house")
add("de-s03", "Brauche einen kleinen Onlineshop für selbstgemachte Kerzen, etwa 40 Produkte, mit Versand nach DE, FR und BE und Bezahlung per PayPal.",
    "web-development", None, None, not_place=["einen"], situation="small online shop for handmade candles")
add("de-s04", "Umzug von Grevenmacher nach Trier am 31.01., 2-Zimmer-Wohnung im dritten OG ohne Aufzug, wir bräuchten nur Transporter und zwei kräftige Helfer.",
    "moving", "Grevenmacher", "Grevenmacher", ["Trier"], situation="move from Grevenmacher to Trier, loading end in Luxembourg")
add("de-s05", "unser bosch geschirrspüler pumpt seit gestern das wasser nicht mehr ab und brummt nur noch, wohnen in rippig, kann sich das jemand diese woche anschauen",
    "appliance-repair", "Bech", "rippig", situation="dishwasher no longer pumps out water")
add("de-s06", "Ich brauche einen Anwalt für Mietrecht, weil mein ehemaliger Vermieter seit fünf Monaten ohne Begründung meine Kaution von 3.600 € einbehält.",
    "legal", None, None, not_place=["einen"], situation="former landlord withholding deposit")
add("de-s07", "Grundreinigung nach Umbau gesucht: Einfamilienhaus in Capellen, 180 m², überall Baustaub, Fenster mit Rahmen, Termin ab Mitte Februar.",
    "cleaning", "Mamer", "Capellen", situation="post-renovation deep clean of a house")
add("de-s08", "Unser Dachfenster (Velux, Baujahr 2008) ist bei Schlagregen undicht und es tropft aufs Bett, Haus in Berburg, wer kann das abdichten oder austauschen?",
    "roofing", "Manternach", "Berburg", situation="leaking roof window above the bed")
add("de-s09", "Suche Nachhilfe in Mathe und Physik für meinen Sohn in der elften Klasse, zweimal pro Woche, am liebsten online.",
    None, None, None, situation="maths and physics tutoring (not a listed trade)")
add("de-s10", "Suchen Fotografin für ein Familienshooting draußen im Grund, Samstagvormittag, 2 Erwachsene, 3 Kinder und ein sehr aufgeregter Hund 🐶",
    "photography", "Luxembourg", "Grund", situation="outdoor family photo shoot")
add("de-t01", "Über dem Küchenfenster unseres Hauses in Consdorf ist im Sommer ein feiner Riss im Außenputz aufgetaucht. Inzwischen ist er fast einen Zentimeter breit und läuft schräg bis unter die Traufe. Innen klemmt das Fenster seit kurzem beim Öffnen. Ich habe einen Bleistiftstrich ans Ende gemacht und er wird jede Woche länger.",
    "masonry", "Consdorf", "Consdorf", not_place=["einen"], kind="a", nu="U", situation="growing diagonal crack above kitchen window, window now sticks")
add("de-t02", "Seit es kälter wird, sitzen jeden Morgen Hunderte kleine orange Käfer an den Fenstern im Obergeschoss. Wenn man sie zerdrückt, riechen sie unangenehm und hinterlassen gelbe Flecken. Sie kommen irgendwo aus dem Rollladenkasten. Der Staubsauger ist jeden Tag voll, und die Kinder ekeln sich schon. Wir wohnen in Rosport direkt am Waldrand.",
    "pest-control", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="hundreds of orange beetles coming out of roller-shutter box")
add("de-t03", "Im Keller riecht es seit ein paar Tagen nach Abwasser, vor allem nach dem Duschen. Im Bodenablauf neben der Waschmaschine steht das Wasser und gluckert. Heute Morgen kam sogar grau-braunes Wasser hoch. Das Haus steht in Weilerbach, Baujahr 1965.",
    "plumbing", "Berdorf", "Weilerbach", kind="a", nu="U", situation="cellar floor drain backing up, sewage smell")
add("de-t04", "Der Mann im Baumarkt hat gesagt, wir könnten die neue Vliestapete einfach direkt auf die alte Raufaser kleben. Jetzt, drei Wochen später, wellt sich alles und die Nähte gehen auf. Wir suchen einen Maler, der im Wohnzimmer und im Flur alles sauber entfernt und neu tapeziert. Das Haus ist in Wecker, gleich bei der Bahnstrecke.",
    "painting", "Biwer", "Wecker", not_place=["einen"], kind="b", nu="N", situation="DIY store said paste new wallpaper over old woodchip; seams opening")
add("de-t05", "Mein Nachbar hat mir geraten, das Moos auf unserem Dach mit dem Hochdruckreiniger runterzuspritzen, das habe er auch so gemacht. Seitdem tropft es bei starkem Regen in die Garage, und vom Garten aus sieht man ein paar gebrochene Ziegel. Unser Haus steht in Christnach. Ich suche einen Dachdecker, der sich das bald anschaut.",
    "roofing", "Waldbillig", "Christnach", not_place=["einen"], kind="b", nu="N", situation="neighbour said pressure-wash moss off roof; now broken tiles and leak")
add("de-t06", "Ein Vertreter an der Haustür hat uns 2022 zehn Module auf die Nordseite unseres Dachs in Niederdonven gesetzt und meinte, die Ausrichtung sei heute egal. Der Ertrag ist nicht mal halb so hoch wie versprochen. Lohnt es sich, die Module auf das Süddach der Garage umzusetzen und den Wechselrichter prüfen zu lassen? Wir hätten gern eine ehrliche Einschätzung vor Ort.",
    "solar", "Flaxweiler", "Niederdonven", kind="b", nu="U", situation="door-to-door seller put PV on north roof; yield half of promise")
add("de-t07", "Mein Schwager, der angeblich ein bisschen Ahnung hat, hat im Gartenhaus Licht und eine Außensteckdose gelegt, mit einem normalen Verlängerungskabel unter dem Rasen durch. Jetzt fliegt bei jedem Regen der FI raus und im ganzen Haus ist es dunkel. Das Gartenhaus steht hinter unserem Haus in Diekirch. Das soll jetzt richtig mit Erdkabel und eigener Sicherung gemacht werden.",
    "electrical", "Diekirch", "Diekirch", kind="b", nu="U", situation="brother-in-law ran extension cable under lawn to garden shed; RCD trips in rain")
add("de-t08", "Wir sind ein kleines Weingut in Ehnen mit Probierstube und Onlineshop. Seit der neue Router vom Anbieter da ist, funktionieren Bondrucker und Kartenterminal im Probierraum nicht mehr zuverlässig, und im Keller haben wir gar kein Netz. Zur Weinprobe am Wochenende kommen 40 Gäste. Wer kann kurzfristig vorbeikommen und WLAN und Geräte richtig einrichten?",
    "it-support", "Wormeldange", "Ehnen", kind="c", nu="U", situation="winery: receipt printer and card terminal drop after router swap, no wifi in cellar")
add("de-t09", "Ich leite ein kleines Hotel in Echternach mit 12 Zimmern. In fast allen Duschen sind die Fugen vergilbt und teilweise ausgebrochen, in zwei Bädern sind Bodenfliesen gesprungen. Wir suchen einen Fliesenleger, der das im Januar, wenn wir geschlossen haben, Zimmer für Zimmer erneuert. Können Sie uns ein Angebot machen?",
    "tiling", "Echternach", "Echternach", not_place=["einen"], kind="c", nu="N", situation="small hotel: regrout showers and replace cracked tiles during closure")
add("de-t10", "Unsere Anwaltskanzlei zieht im Frühjahr in ein Altbaubüro in der Oberstadt, drei Etagen, 14 Arbeitsplätze und zwei Besprechungsräume. Wir suchen eine Innenarchitektin oder einen Innenarchitekten, der Raumaufteilung, Möbel, Akustik und Beleuchtung plant. Die Ausführung übernimmt dann der Eigentümer. Bitte um Rückmeldung mit Referenzen.",
    "interior-design", "Luxembourg", "Oberstadt", not_place=["einen"], kind="c", nu="N", situation="law firm moving into old-town office needs layout, furniture, acoustics, lighting plan")
add("de-t11", "Unser Tischtennisverein bekommt im April Besuch von unserem Partnerverein aus Brno. Die Gäste sprechen kein Deutsch und kein Französisch, wir kein Tschechisch. Wer kann uns beim Empfang und beim Vereinsabend helfen, dass alle sich verstehen, insgesamt etwa fünf Stunden? Das Programmheft sollte vorher auch auf Tschechisch vorliegen.",
    "translation", None, None, ["Brno"], kind="c", nu="U", situation="table-tennis club hosting Czech partner club needs interpreting and a translated programme")
add("de-t12", "Wir möchten unter der Treppe in unserem Haus in Roodt-sur-Syre einen Einbauschrank mit Schubladen und einer Nische für die Garderobe. Lohnt sich das maßgefertigt aus Massivholz, oder reicht ein Korpus aus Spanplatte mit Eichenfurnier? Mit welchen Kosten muss man ungefähr rechnen, und wie lange dauert so etwas?",
    "carpentry", "Betzdorf", "Roodt-sur-Syre", not_place=["einen"], kind="d", nu="U", situation="built-in cupboard under the stairs: solid wood or veneered board, cost")
add("de-t13", "Wir haben in Wasserbillig eine Wohnung von 1972 geerbt, die seit Jahren leer steht. Bad, Küche, Böden, Elektrik und Fenster müssten wohl alle neu gemacht werden. Macht es mehr Sinn, das vor dem Verkauf alles herrichten zu lassen, oder verkauft man besser im jetzigen Zustand? Und mit wie viel pro Quadratmeter muss man ungefähr rechnen?",
    "renovation", "Mertert", "Wasserbillig", kind="d", nu="U", situation="inherited 1972 flat: refurbish everything before selling or sell as is")
add("de-t14", "Wir wohnen in Echternacherbrück, also direkt gegenüber von Echternach auf der deutschen Seite. Unser Garten ist ein steiler Hang voller alter Kirschlorbeer und Brombeeren. Lohnt es sich, den Hang terrassieren und neu bepflanzen zu lassen, oder lieber nur roden und Bodendecker setzen? Kommt jemand aus Luxemburg für so etwas überhaupt über die Grenze?",
    "gardening", "abroad", "Echternacherbrück", ["Echternach", "Luxemburg"], kind="d", nu="U", situation="steep overgrown garden slope across the border: terrace or clear and ground cover")
add("de-t15", "Ich bin Grenzgänger, wohne in Deutschland und arbeite in Luxemburg, meine Frau verdient nur in Deutschland. Lohnt sich für uns die Veranlagung in Luxemburg als Nichtansässige, oder bleiben wir besser in Steuerklasse 1? Mein Kollege meint, ein Steuerberater würde sich schnell rechnen. Stimmt das, und was kostet so eine Erklärung ungefähr?",
    "accounting", None, None, ["Luxemburg", "Deutschland"], kind="d", nu="N", situation="cross-border worker: opt for non-resident assessment? is a tax adviser worth it")

# ---------------- en ----------------
add("en-s01", "Can someone change the lock on our front door in Bridel today, there was a break-in attempt last night and the cylinder is damaged.",
    "locksmith", "Kopstal", "Bridel", situation="change damaged lock after attempted break-in")
add("en-s02", "need someone to fix our shopify store, checkout breaks on mobile since we changed the theme 😩",
    "web-development", None, None, situation="online store checkout broken on mobile after theme change")
add("en-s03", "Moving out of a 2-bed flat in Belair to a house in Strassen on 6 March, need 3 movers and a van for half a day.",
    "moving", "Luxembourg", "Belair", ["Strassen"], situation="move from city flat to Strassen, loading end Belair")
add("en-s04", "Looking for someone to reseed and level our back lawn in Mullendorf, the grass died in patches over the summer and the kids' trampoline left a big bald square.",
    "gardening", "Steinsel", "Mullendorf", not_place=["grass"], situation="reseed and level patchy lawn")
add("en-s05", "Is there an English-speaking lawyer who can review my employment contract before I sign it, especially the non-compete clause?",
    "legal", None, None, situation="review employment contract and non-compete clause")
add("en-s06", "Our Liebherr fridge-freezer in Senningerberg makes a loud clicking noise every few minutes and the freezer is only at -8, can a technician come before the weekend?",
    "appliance-repair", "Niederanven", "Senningerberg", situation="fridge-freezer clicking, freezer too warm")
add("en-s07", "we need a one-off deep clean of the carpets and the sofa after the dog had puppies 🐾 house in sandweiler",
    "cleaning", "Sandweiler", "sandweiler", situation="one-off carpet and sofa deep clean")
add("en-s08", "Looking for a piano teacher who comes to the house for my 7 year old, English or French speaking.",
    None, None, None, situation="piano lessons at home (not a listed trade)")
add("en-s09", "Need 6 outdoor spotlights and a motion sensor put in along the driveway in Moutfort, the cables are already in the ground.",
    "electrical", "Contern", "Moutfort", situation="outdoor spotlights and motion sensor along driveway")
add("en-s10", "Quote please for servicing our Vaillant gas boiler in Bereldange, last service was in 2022 and the landlord wants the certificate.",
    "heating", "Walferdange", "Bereldange", situation="annual gas boiler service with certificate")
add("en-t01", "Every time it rains hard from the west, a brown damp patch grows on the bedroom wall right where the chimney goes up. It dries in a few days and comes back with the next storm. From the garden I can see that the metal strip around the chimney on the roof is bent. House is in Munsbach.",
    "roofing", "Schuttrange", "Munsbach", kind="a", nu="U", situation="damp patch by chimney breast after driving rain, bent flashing")
add("en-t02", "Our water bill from the commune came in at 640 euros for six months, more than double last year. No leaks anywhere that we can see, but the upstairs toilet makes a faint hissing sound at night and there's a thin trickle running down the back of the bowl all the time. We live in Leudelange with two teenagers so I know they shower a lot, but not that much 😅",
    "plumbing", "Leudelange", "Leudelange", not_place=["bill"], kind="a", nu="U", situation="doubled water bill, cistern constantly running into the bowl")
add("en-t03", "I keep finding small holes in my wool jumpers and there are bare patches in the living room rug under the sofa. When I moved the wardrobe yesterday, little beige moths fluttered out and there were tiny white cases stuck to the back panel. Flat is in Merl, ground floor. I've already washed everything at 60 but they keep coming back.",
    "pest-control", "Luxembourg", "Merl", kind="a", nu="U", situation="clothes moths eating jumpers and rug")
add("en-t04", "The outside wall of our old farmhouse in Goeblange has damp, flaking render up to about knee height. A neighbour told us to patch it with gypsum filler and paint over it with waterproof paint, which we did last spring. Now the patches are bubbling and the render underneath is crumbling into sand. We need someone to take off the bad render and redo it properly with something breathable.",
    "masonry", "Koerich", "Goeblange", kind="b", nu="U", situation="neighbour advised gypsum filler and waterproof paint on damp render; now crumbling")
add("en-t05", "We wanted to save time, so the guy at the tile shop said we could lay the new porcelain tiles straight over the old kitchen floor with normal adhesive. Six months later three tiles sound hollow and one has lifted at the corner, and someone nearly tripped over it at our daughter's birthday party. Is there a tiler around Keispelt who can fix it without ripping out the whole floor?",
    "tiling", "Kehlen", "Keispelt", kind="b", nu="N", situation="tile shop said tile over old floor with normal adhesive; tiles lifting")
add("en-t06", "The company that put in our panels told us to mount the inverter in the attic because it 'doesn't need any ventilation'. Since the heatwave it switches itself off every afternoon and shows an amber warning light. We're in Bofferdange. Could someone move it somewhere cooler and check the panels and connections while they're at it?",
    "solar", "Lorentzweiler", "Bofferdange", not_place=["amber"], kind="b", nu="U", situation="installer put inverter in hot attic; it shuts down in heat")
add("en-t07", "A friend who's done it himself convinced me I could lay solid oak floorboards straight onto the screed with no underlay or moisture barrier. Two winters later the boards are cupping and there are gaps you can slide a coin into. The house is in Itzig. I'd like a joiner to tell me whether the boards can be saved or have to come out.",
    "carpentry", "Hesperange", "Itzig", kind="b", nu="N", situation="friend said lay oak boards on screed without barrier; now cupping")
add("en-t08", "I run a small physiotherapy practice in Strassen with four treatment rooms. The booking PC at reception is painfully slow, the label printer only works when it feels like it, and we still email patient files around, which I'm told isn't great for GDPR. We'd like someone to sort out the hardware, set up a shared drive and make sure the backups actually work. Could you come after 6pm one evening?",
    "it-support", "Strassen", "Strassen", kind="c", nu="U", situation="physio practice: slow PC, flaky printer, shared drive and backups")
add("en-t09", "We're opening a small tapas restaurant in Clausen in February and need new pictures for the menu, Instagram and Google. About 25 dishes plus some shots of the room and the team. Is there a food photographer who could do it all in one afternoon before the opening, and roughly what would it cost?",
    "photography", "Luxembourg", "Clausen", kind="c", nu="N", situation="new restaurant needs food and interior photos")
add("en-t10", "Our company is moving its 30 staff to a new open-plan floor in Bertrange in the spring. Everyone is already complaining about noise, and the middle of the space gets almost no daylight. We're looking for an interior designer to plan the layout, acoustic panels, meeting pods and lighting before we order furniture. The landlord handles the actual construction work.",
    "interior-design", "Bertrange", "Bertrange", kind="c", nu="N", situation="company office move: layout, acoustics and lighting plan")
add("en-t11", "We're a three-person startup building a budgeting app. The interface, the help pages and the App Store description are in English only, about 9,000 words in total. Before our launch with a Luxembourgish bank we need everything in French and German, done by native speakers and not just machine output. Who could take this on by mid-February?",
    "translation", None, None, kind="c", nu="U", situation="startup app texts into French and German")
add("en-t12", "We just got the keys to a 1980s terraced house in Mamer. The kitchen, the bathroom and the downstairs toilet all need ripping out, and the floors and walls upstairs are in a bad state. Is it realistic to get it all done in three months, or would it be cheaper to go room by room over two years while we live there?",
    "renovation", "Mamer", "Mamer", kind="d", nu="U", situation="1980s house: kitchen, bathroom, floors; three months or room by room?")
add("en-t13", "My wife and I both work in Luxembourg and we bought our first apartment last year. Someone at work said we could get a big refund by filing jointly and claiming the mortgage interest and the home savings plan. Is it worth paying an accountant for this or is the form simple enough to do ourselves, and what do accountants usually charge for a joint return?",
    "accounting", None, None, ["Luxembourg"], kind="d", nu="N", situation="first joint tax return after buying a flat: accountant worth it?")
add("en-t14", "Our house is in Martelange on the Belgian side, five minutes from the Luxembourg border. The hallway and staircase go up three floors and we'd like walls and ceilings freshly painted, about 120 m² in total. Would you take on a house in Belgium, and is it much more expensive because of the scaffolding needed over the stairs?",
    "painting", "abroad", "Martelange", ["Luxembourg"], kind="d", nu="U", situation="stairwell painting in Belgian Martelange: cross-border, scaffolding cost")
add("en-t15", "We live in a three-storey house in Remerschen with thick stone walls, and the wifi only really works on the ground floor. My husband wants an electrician to run network cables to every floor, I'd rather just buy a mesh system. Which is actually better for two people on video calls all day, and could someone come and set it up along with the VPN on our work laptops?",
    "it-support", "Schengen", "Remerschen", kind="d", nu="U", situation="thick-walled house: mesh wifi or cabling, plus VPN setup")

# ---------------- pt ----------------
add("pt-s01", "Procuro uma senhora para fazer a limpeza 4 horas por semana num apartamento de 90m2, L-4130 Esch, de preferência às quartas de manhã.",
    "cleaning", "Esch-sur-Alzette", "L-4130", situation="weekly home cleaning, 4 hours")
add("pt-s02", "Vamos voltar para Portugal em julho e precisamos de uma empresa de mudanças para levar as coisas de um T3 de Schifflange até Viseu, alguém faz esse trajeto?",
    "moving", "Schifflange", "Schifflange", ["Portugal", "Viseu"], situation="move back to Portugal, loading end Schifflange")
add("pt-s03", "Preciso de um advogado que fale português porque o meu patrão não me paga as horas extra há oito meses e agora quer despedir-me.",
    "legal", None, None, situation="unpaid overtime and threatened dismissal")
add("pt-s04", "Boa tarde, perdi a chave da porta da garagem do prédio em Dudelange e o síndico diz que tenho de trocar o canhão à minha custa, quem faz isso?",
    "locksmith", "Dudelange", "Dudelange", situation="lost shared garage key, cylinder to replace")
add("pt-s05", "Alguém conhece uma ama de confiança para ficar com os meus dois filhos às sextas à noite, das 19h à meia-noite?",
    None, None, None, situation="babysitter on Friday nights (not a listed trade)")
add("pt-s06", "o meu micro-ondas encastrável da whirlpool faz faíscas lá dentro e cheira a queimado, moro em soleuvre, vale a pena reparar ou compro outro",
    "appliance-repair", "Sanem", "soleuvre", situation="built-in microwave sparking: repair or replace")
add("pt-s07", "Preciso de um contabilista para fazer a declaração de impostos conjunta minha e do meu marido, ele trabalha na construção e eu numa firma de limpezas.",
    "accounting", None, None, situation="joint tax return for a couple")
add("pt-s08", "Bom dia, o vento arrancou parte das chapas do telhado do anexo em Wiltz e agora chove lá dentro, preciso de alguém com urgência para tapar e depois arranjar.",
    "roofing", "Wiltz", "Wiltz", situation="storm tore roof sheets off an annex")
add("pt-s09", "Queremos fazer uma horta com canteiros elevados e um caminho em gravilha no quintal da nossa casa em Bettemburg, alguém faz o projeto e o trabalho?",
    "gardening", "Bettembourg", "Bettemburg", situation="design and build raised vegetable beds and gravel path")
add("pt-s10", "Preciso de pintar o apartamento todo antes de entregar as chaves, 3 quartos perto da Gare, o proprietário quer tudo branco 🙄",
    "painting", "Luxembourg", "Gare", situation="repaint whole flat white before handing back keys")
add("pt-t01", "Todas as semanas tenho de pôr água na caldeira porque o ponteiro da pressão desce quase até zero. Quando está baixo, os radiadores ficam mornos e a caldeira faz um clique e desliga. Não vejo água em lado nenhum. Moramos numa casa em Pontpierre e temos um bebé, por isso precisamos mesmo do calor.",
    "heating", "Mondercange", "Pontpierre", kind="a", nu="U", situation="heating system loses pressure every week, no visible leak")
add("pt-t02", "Há duas semanas que acordo com picadas nos braços e nas pernas, quase sempre em fila de três ou quatro. Nos lençóis aparecem pontinhos castanhos e ontem vi um bichinho achatado a entrar na costura do colchão. Voltámos há pouco de uma viagem em que dormimos num hostel. Moro num apartamento em Schieren e já não consigo dormir.",
    "pest-control", "Schieren", "Schieren", kind="a", nu="U", situation="bites in rows, spots on sheets, flat bug in mattress seam")
add("pt-t03", "Quando toco na torneira da cozinha e no forno ao mesmo tempo, sinto um pequeno choque. A minha filha também sentiu na máquina de lavar. Às vezes a luz da cozinha pisca sozinha. Moramos em Villerupt, do lado francês, mas eu trabalho em Esch e conheço mais firmas daí.",
    "electrical", "abroad", "Villerupt", ["Esch"], kind="a", nu="U", situation="tingling shock from tap and oven, flickering light, house across the border")
add("pt-t04", "O meu cunhado disse para deitar soda cáustica e depois água a ferver no cano da banheira que estava entupido. Fizemos isso duas vezes e agora há água a pingar do teto da garagem, mesmo por baixo da casa de banho. O cano é antigo, não sei se é de chumbo ou de ferro. Moramos em Wickrange, alguém pode vir ver esta semana?",
    "plumbing", "Reckange-sur-Mess", "Wickrange", kind="b", nu="U", situation="caustic soda and boiling water in old bath drain; now leaking into garage")
add("pt-t05", "O primo do meu marido pôs no terraço uns azulejos que sobraram da cozinha e disse que aguentavam o frio. Depois do primeiro inverno estão quase todos rachados e alguns soltaram-se. Precisamos de um ladrilhador que tire tudo e ponha mosaico próprio para exterior, uns 18 m². A casa é em Lamadelaine.",
    "tiling", "Pétange", "Lamadelaine", kind="b", nu="N", situation="indoor wall tiles laid on terrace cracked by frost")
add("pt-t06", "A escada de madeira da nossa casa em Colmar-Berg rangia e um vizinho disse para pregar os degraus por cima com pregos compridos. Agora range ainda mais, dois degraus racharam e há um prego a sair. Queremos que alguém arranje a escada como deve ser, sem ter de a trocar toda.",
    "carpentry", "Colmar-Berg", "Colmar-Berg", kind="b", nu="U", situation="neighbour said nail creaky wooden stairs; treads now split")
add("pt-t07", "Temos um muro antigo de pedra no jardim em Ingeldorf. Um senhor que fazia biscates refez as juntas com cimento normal há dois anos e disse que ficava para a vida. Agora as pedras estão a estalar e caem pedaços à volta do cimento. Procuro um pedreiro que saiba trabalhar com cal e pedra antiga.",
    "masonry", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="N", situation="old stone wall repointed with cement; stones spalling")
add("pt-t08", "Temos uma pequena exploração de vacas em Bissen e o telhado do estábulo novo tem mais de 600 m² virados a sul. Gostávamos de pôr painéis para produzir eletricidade para a ordenha e o arrefecimento do leite e vender o resto. Alguém faz o estudo e a instalação completa, incluindo os pedidos de ajudas ao Estado?",
    "solar", "Bissen", "Bissen", kind="c", nu="U", situation="dairy farm wants PV on new barn roof, with subsidy paperwork")
add("pt-t09", "Sou da direção de uma associação portuguesa em Oberkorn. No sábado fazemos o jantar de Natal para 150 pessoas no nosso salão e no domingo de manhã aquilo vai estar um desastre: cozinha, casas de banho, chão e mesas. No ano passado fizemos nós mesmos e os voluntários ficaram a limpar até às 4h da manhã. Precisamos de uma empresa de limpeza que venha no domingo às 9h. Temos a chave do salão a partir das 8h. Quanto custa mais ou menos?",
    "cleaning", "Differdange", "Oberkorn", kind="c", nu="N", situation="association hall clean-up after Christmas dinner for 150")
add("pt-t10", "A nossa empresa de construção tem um escritório em Ettelbruck com cinco computadores e uma impressora grande para os planos. Desde que o senhor que tratava disso se reformou ninguém sabe as palavras-passe do servidor, e ontem o computador da contabilidade não arrancou. Precisamos de alguém de confiança que tome conta disto tudo.",
    "it-support", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="construction firm office: lost server passwords, PC won't boot")
add("pt-t11", "Temos uma pequena empresa de transportes com três camiões e trabalhamos muito com clientes franceses e belgas. Ainda não temos site nenhum e perdemos clientes por isso. Procuro um web designer que faça um site simples em francês e português, com formulário para pedir orçamento. Quanto tempo demora?",
    "web-development", None, None, kind="c", nu="N", situation="haulage firm needs a simple bilingual site with quote form")
add("pt-t12", "Comprámos um apartamento antigo em Cessange e queremos tirar a parede entre a cozinha e a sala, mudar a cozinha, pôr chão novo e refazer a eletricidade. É possível fazer tudo em dois meses? E precisamos de autorização do síndico para a parede, mesmo que não seja de carga?",
    "renovation", "Luxembourg", "Cessange", kind="d", nu="U", situation="open kitchen, new floor, rewiring: two months? syndic approval?")
add("pt-t13", "A nossa sala em Alzingen é comprida e estreita e não sabemos como arrumar os móveis nem que cores escolher para parecer maior. Compensa pagar a alguém para fazer um plano com a disposição, as cores e a iluminação, ou é dinheiro deitado fora? Quanto se paga normalmente por uma coisa destas?",
    "interior-design", "Hesperange", "Alzingen", kind="d", nu="U", situation="long narrow living room: worth paying for a layout and colour plan?")
add("pt-t14", "O batizado da nossa filha é a 14 de junho na igreja de Esch-sur-Alzette e depois há almoço num restaurante. Queríamos alguém para tirar fotos na cerimónia e no almoço, umas 4 horas, quanto custa mais ou menos? Vale a pena pedir também vídeo ou fica muito mais caro?",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="christening photos: price, is video worth it")
add("pt-t15", "O meu pai teve um AVC quando estava de férias em Portugal e o relatório do hospital está todo em português. A CNS aqui no Luxemburgo pede o documento em francês ou alemão. Tem de ser uma tradução oficial ou serve uma feita por alguém que saiba bem as duas línguas? E quanto custa mais ou menos por página?",
    "translation", None, None, ["Portugal", "Luxemburgo"], kind="d", nu="N", situation="hospital report from Portugal into French for health insurer: official translation needed?")

# ---------------- it ----------------
add("it-s01", "Buongiorno, vorrei far installare una presa da 32A per il piano cottura a induzione nella cucina nuova, casa a Reckange.",
    "electrical", "Mersch", "Reckange", situation="32 A supply for new induction hob")
add("it-s02", "Mi serve qualcuno che traduca dall'italiano al tedesco il manuale tecnico della nostra macchina industriale per il caffè, circa 60 pagine con tabelle.",
    "translation", None, None, situation="technical manual of an industrial coffee machine, Italian to German")
add("it-s03", "Trasloco di rientro in Italia: bilocale al Limpertsberg, terzo piano con ascensore, destinazione Bari, partenza verso il 20 aprile.",
    "moving", "Luxembourg", "Limpertsberg", ["Italia", "Bari"], situation="move back to Italy, loading end Limpertsberg")
add("it-s04", "La serratura della porta blindata di casa mia a Larochette gira a vuoto e la porta non si chiude più a chiave, qualcuno può venire domani?",
    "locksmith", "Larochette", "Larochette", situation="security-door lock spins freely, door cannot be locked")
add("it-s05", "Cerco un educatore cinofilo per il mio cucciolo di pastore tedesco che tira al guinzaglio e morde tutto 🐕",
    None, None, None, situation="dog trainer for a puppy (not a listed trade)")
add("it-s06", "la cappa aspirante elica non aspira più e la luce funziona solo a tratti, abito a gosseldange, si può riparare?",
    "appliance-repair", "Lintgen", "gosseldange", situation="kitchen extractor hood no longer extracts")
add("it-s07", "Vorrei un preventivo per potare tre vecchi meli e un noce nel giardino di casa nostra a Beaufort prima della primavera.",
    "gardening", "Beaufort", "Beaufort", situation="prune three old apple trees and a walnut")
add("it-s08", "Cerchiamo un'impresa di pulizie per i cambi del sabato nel nostro appartamento vacanze a Vianden, da maggio a settembre, con lavaggio della biancheria.",
    "cleaning", "Vianden", "Vianden", situation="Saturday changeover cleaning of a holiday flat")
add("it-s09", "Mio marito e io ci stiamo separando e vorrei sapere da un avvocato come funziona l'affidamento dei bambini se lui torna a vivere in Italia.",
    "legal", None, None, ["Italia"], situation="separation and child custody if father moves abroad")
add("it-s10", "Vorrei far ridipingere le persiane in legno e la ringhiera in ferro della casa a Remich, sono tutte scrostate dal sole.",
    "painting", "Remich", "Remich", situation="repaint sun-peeled wooden shutters and iron railing")
add("it-t01", "Ogni volta che la lavatrice finisce di caricare l'acqua, nei muri si sente un colpo fortissimo, come una martellata. Succede anche quando chiudo di scatto il rubinetto della cucina. Da qualche giorno sotto il lavello c'è un po' di umidità vicino a un raccordo. Abitiamo ad Athus, in Belgio, a due passi da Rodange.",
    "plumbing", "abroad", "Athus", ["Belgio", "Rodange"], kind="a", nu="U", situation="water hammer bangs in walls, damp fitting under sink, house across the border")
add("it-t02", "I tre gradini di cemento davanti alla porta d'ingresso si stanno sbriciolando agli spigoli. In un punto si vede il ferro arrugginito e a ogni gelata cade un altro pezzo. Mia suocera di 82 anni viene a trovarci ogni domenica e ho paura che inciampi. La casa è a Tuntange.",
    "masonry", "Helperknapp", "Tuntange", kind="a", nu="U", situation="crumbling concrete entrance steps with exposed rusty rebar")
add("it-t03", "Sul balcone del nostro appartamento al Pfaffenthal ci sono escrementi dappertutto e ogni mattina alle cinque sentiamo tubare. Dietro i vasi abbiamo trovato un nido con due uova. I bambini non possono più giocare fuori e il vicino dice che è colpa nostra. Cosa si può fare senza far del male agli animali?",
    "pest-control", "Luxembourg", "Pfaffenthal", kind="a", nu="U", situation="pigeons nesting and fouling a balcony")
add("it-t04", "Il tuttofare del proprietario ha passato una mano di vernice bituminosa sul tetto piano del garage a Medernach, dicendo che bastava per altri dieci anni. Dopo due mesi piove dentro peggio di prima e il cartongesso del soffitto si è gonfiato. Lì dentro teniamo le biciclette e il congelatore. Vorremmo che qualcuno lo rifacesse come si deve.",
    "roofing", "Vallée de l'Ernz", "Medernach", kind="b", nu="U", situation="landlord's handyman painted bitumen on leaking flat garage roof")
add("it-t05", "La nostra caldaia a pellet a Gilsdorf ha sei anni e l'installatore ha chiuso l'attività. Mio cognato ci ha consigliato di comprare i pellet più economici del supermercato, tanto sono tutti uguali. Da allora il bruciatore si intasa di scorie ogni settimana e la caldaia va in blocco di notte. Cerchiamo un tecnico per caldaie a pellet che faccia una pulizia completa e ci dica cosa usare.",
    "heating", "Bettendorf", "Gilsdorf", kind="b", nu="N", situation="cheap supermarket pellets on brother-in-law's advice clog the burner")
add("it-t06", "Abbiamo due pannelli solari termici per l'acqua calda sul tetto a Fouhren. Lo zio di mia moglie, che li ha montati lui, ha detto di riempire il circuito con acqua normale perché l'antigelo costa troppo. A gennaio, con meno dodici gradi, qualcosa si è rotto lassù e adesso l'acqua non si scalda più col sole. Si può riparare o bisogna cambiare tutto?",
    "solar", "Tandel", "Fouhren", kind="b", nu="U", situation="solar thermal circuit filled with plain water froze and burst")
add("it-t07", "Nel bagno della nostra casa a Canach il negozio di bricolage ci ha detto che per le piastrelle della doccia bastava la colla, senza guaina impermeabilizzante. Dopo un anno le piastrelle dietro il soffione suonano vuote e due sono cadute. Cerchiamo un piastrellista che rifaccia la parete della doccia nel modo giusto.",
    "tiling", "Lenningen", "Canach", kind="b", nu="N", situation="DIY shop said no waterproofing behind shower tiles; tiles falling off")
add("it-t08", "Sono la segretaria di una scuola di musica privata a Dudelange con otto insegnanti. I portatili degli insegnanti non vedono la stampante condivisa, il wifi nelle aule al piano di sopra cade di continuo e nessuno sa più chi ha l'accesso amministratore di Microsoft 365. Ci servirebbe qualcuno che metta ordine e che possiamo chiamare quando serve. Siamo aperti dal lunedì al venerdì dalle 14 alle 20.",
    "it-support", "Dudelange", "Dudelange", kind="c", nu="U", situation="music school: shared printer, wifi drops, lost Microsoft 365 admin")
add("it-t09", "Siamo un'agenzia immobiliare a Bertrange e il primo incarico sarebbe una villa qui in paese, poi altre 8-10 case al mese. Cerchiamo un fotografo fisso che faccia foto grandangolari, riprese col drone per le case con giardino e, se possibile, visite virtuali a 360°. Potete mandarci un listino per servizio?",
    "photography", "Bertrange", "Bertrange", kind="c", nu="N", situation="estate agency needs a regular property photographer, drone and 360 tours")
add("it-t10", "Abbiamo rilevato la farmacia in centro a Kayl e vogliamo rinnovare lo spazio di vendita: oggi gli scaffali sono tutti alti, la cassa è in fondo e la luce è giallastra. Vorremmo un progetto completo con disposizione dei banchi, colori, illuminazione e un angolo per i consigli riservati. I lavori li faremo fare dopo, per ora ci servono l'idea e il disegno.",
    "interior-design", "Kayl", "Kayl", kind="c", nu="U", situation="pharmacy wants a sales-floor layout, colour and lighting concept")
add("it-t11", "Dirigo una piccola casa di riposo a Stadtbredimus con un giardino di circa 1.500 m² che oggi è solo prato. Vorremmo trasformarlo in un giardino sensoriale con aiuole rialzate all'altezza delle carrozzine, erbe aromatiche e un percorso circolare. Cerchiamo un giardiniere paesaggista che faccia il progetto e poi la manutenzione mensile. Potete venire a vedere il posto?",
    "gardening", "Stadtbredimus", "Stadtbredimus", kind="c", nu="N", situation="care home wants a sensory garden with raised beds, plus upkeep")
add("it-t12", "Nella casa che abbiamo comprato ad Angelsberg ci sono sette porte interne in legno massello degli anni '50, belle ma graffiate e che chiudono male. Conviene farle restaurare, con maniglie e guarnizioni nuove, oppure costa meno sostituirle con porte moderne? Quanto può costare il restauro di una porta?",
    "carpentry", "Fischbach", "Angelsberg", kind="d", nu="U", situation="1950s solid-wood interior doors: restore or replace?")
add("it-t13", "Abbiamo un vecchio fienile accanto alla casa a Reisdorf e vorremmo trasformarlo in un piccolo appartamento per i miei genitori: bagno, angolo cottura, pavimento riscaldato e finestre nuove. Più o meno quanto costa al metro quadro una trasformazione del genere? E quanto tempo ci vuole, compresi i permessi del comune?",
    "renovation", "Reisdorf", "Reisdorf", kind="d", nu="U", situation="convert old barn into a granny flat: cost per m2, time, permits")
add("it-t14", "Con mio fratello stiamo per aprire una gelateria come SARL-S. Conviene affidare tutto a un commercialista o a una fiduciaria fin dall'inizio, oppure possiamo fare da soli la contabilità e le buste paga dei due dipendenti stagionali? Quanto chiede di solito un commercialista per una piccola società?",
    "accounting", None, None, kind="d", nu="N", situation="new ice-cream shop company: accountant from day one or DIY payroll?")
add("it-t15", "Insegno ceramica e vorrei che i corsi si potessero prenotare e pagare online. Mi conviene farmi fare un sito su WordPress o basta una pagina su Wix o Squarespace che posso aggiornare da sola? Quanto costerebbe farlo fare bene, con calendario dei corsi e pagamento con carta?",
    "web-development", None, None, kind="d", nu="U", situation="ceramics teacher: custom WordPress site or Wix page with course booking")

# ---------------- es ----------------
add("es-s01", "Se ha soltado el tubo de desagüe de la lavadora y ha inundado el baño, piso en Hollerich, ¿alguien puede venir hoy a cambiarlo?",
    "plumbing", "Luxembourg", "Hollerich", situation="washing-machine drain hose came off, flooded bathroom")
add("es-s02", "Necesito un abogado que hable español para revisar el contrato de compraventa de un piso antes de firmar en el notario.",
    "legal", None, None, situation="review flat purchase contract before notary")
add("es-s03", "Mudanza de un piso de dos habitaciones de Wemperhardt a Differdange el 1 de abril, necesitamos camión y dos o tres personas, ¿precio aproximado?",
    "moving", "Weiswampach", "Wemperhardt", ["Differdange"], situation="domestic move north to south, loading end Wemperhardt")
add("es-s04", "Busco un entrenador personal que venga a casa dos mañanas por semana para preparar una media maratón.",
    None, None, None, situation="personal trainer (not a listed trade)")
add("es-s05", "la placa de inducción balay se apaga sola a los pocos minutos y pita, vivimos en Redange/Attert, merece la pena repararla?",
    "appliance-repair", "Redange", "Redange/Attert", situation="induction hob switches itself off and beeps")
add("es-s06", "Quiero cambiar todos los focos halógenos del piso por LED regulables y poner dos enchufes más en el salón, estamos en Strassen.",
    "electrical", "Strassen", "Strassen", situation="swap halogen spots for dimmable LED, two extra sockets")
add("es-s07", "Necesito que alguien me haga una web para mi academia de flamenco con horarios, precios y un formulario de inscripción en francés y español.",
    "web-development", None, None, situation="website with sign-up form for a flamenco school")
add("es-s08", "Quiero poner una cerradura inteligente Nuki en la puerta de casa en Mamer sin cambiar la puerta, ¿es compatible con un bombín europeo?",
    "locksmith", "Mamer", "Mamer", situation="retrofit smart lock on existing euro cylinder")
add("es-s09", "Tenemos ratas en el compostador y las he visto entrar en el garaje, casa en Everlange, ¿cuánto cuesta una desratización?",
    "pest-control", "Useldange", "Everlange", situation="rats in compost bin and garage")
add("es-s10", "Presupuesto para alicatar la pared de la cocina entre la encimera y los muebles altos, unos 6 m² con azulejo metro blanco, CP L-3441.",
    "tiling", "Dudelange", "L-3441", situation="tile kitchen backsplash, 6 m2 subway tiles")
add("es-t01", "Desde hace una semana huele a gasóleo en el sótano de nuestra casa de Clervaux. Alrededor de la puerta de la caldera hay manchas negras de hollín y a veces se oye un pequeño estallido cuando arranca. La casa tarda horas en calentarse por la mañana. Tenemos miedo de que sea peligroso.",
    "heating", "Clervaux", "Clervaux", kind="a", nu="U", situation="oil smell, soot round boiler door, puff on ignition")
add("es-t02", "Subí al desván de nuestra casa en Gouvy, en Bélgica, y se ve la luz del día entre las tejas en varios sitios. Después de la nevada de la semana pasada había un montoncito de nieve en el suelo del desván. El aislamiento de esa zona está mojado. Estamos a diez minutos de Troisvierges, por eso pregunto aquí.",
    "roofing", "abroad", "Gouvy", ["Bélgica", "Troisvierges"], kind="a", nu="U", situation="daylight and snow through roof tiles, house across the border")
add("es-t03", "Desde que empezó el calor hay filas de hormigas pequeñas que salen del zócalo de la cocina y suben hasta la encimera. Se meten hasta en el azúcar y en la comida del gato. Ya hemos probado vinagre y canela y no sirve de nada. Alquilamos una casa en Kaundorf todo el verano con los niños.",
    "pest-control", "Lac de la Haute-Sûre", "Kaundorf", kind="a", nu="U", situation="ant trails from kitchen skirting into food")
add("es-t04", "Mi suegro nos dijo que no hacía falta tratar las juntas de las placas de pladur del sótano, que con dos manos de pintura bastaba. Ahora se ven todas las juntas y los tornillos como rayas y puntos, y en una esquina la pintura se ha agrietado. Buscamos un pintor que lo arregle bien: cinta, masilla, lijado y pintura. La casa está en Colpach-Bas.",
    "painting", "Ell", "Colpach-Bas", kind="b", nu="N", situation="father-in-law said paint plasterboard without joint filling; seams show")
add("es-t05", "Un amigo que sabe de obras nos ayudó a quitar el tabique entre la cocina y el comedor de nuestra casa en Surré, y dijo que no era de carga. Ahora hay una grieta encima de la puerta de al lado y la viga de arriba parece que ha bajado un poco. Necesitamos a alguien que lo revise y ponga un dintel o un refuerzo como es debido antes de que vaya a peor.",
    "masonry", "Boulaide", "Surré", kind="b", nu="U", situation="friend removed a wall he said was not load-bearing; new crack and sagging beam")
add("es-t06", "En la tienda de bricolaje nos dijeron que las tablas de la tarima exterior se podían poner pegadas, sin separación, porque la madera tratada no se mueve. Después de un invierno la terraza de Michelbouch está abombada y algunas tablas se han levantado. ¿Algún carpintero puede rehacerla aprovechando la estructura? Son unos 30 m².",
    "carpentry", "Vichten", "Michelbouch", kind="b", nu="N", situation="DIY store said lay deck boards without gaps; deck buckled")
add("es-t07", "El comercial que nos vendió las placas dijo que podíamos añadir nosotros mismos cuatro paneles más al mismo inversor. Lo hicimos en mayo y desde entonces el inversor se desconecta a mediodía los días de sol y la producción ha bajado. Vivimos en Perlé. ¿Alguien puede revisar la instalación y decirnos si hace falta otro inversor?",
    "solar", "Rambrouch", "Perlé", kind="b", nu="U", situation="salesman said add four panels to same inverter; now it trips at noon")
add("es-t08", "Somos un espacio de coworking en Gasperich con 40 puestos, dos salas de reuniones y una cocina compartida. La empresa de limpieza que teníamos ha cerrado y necesitamos otra desde el 1 de febrero, de lunes a viernes a partir de las 19h. También queremos una limpieza a fondo de la moqueta una vez al trimestre. ¿Pueden pasar a ver el espacio?",
    "cleaning", "Luxembourg", "Gasperich", kind="c", nu="N", situation="coworking space needs new evening office cleaning contract")
add("es-t09", "Somos una compañía de teatro aficionado hispanohablante y en marzo estrenamos una obra en Esch-sur-Alzette. Buscamos un fotógrafo para el ensayo general y, si es posible, un vídeo corto para redes sociales. Podemos pagar poco pero damos entradas y visibilidad 🙂. ¿A alguien le interesa?",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="amateur theatre company: dress-rehearsal photos and short video")
add("es-t10", "Tenemos una carnicería con obrador en Noerdange. Desde que cambiamos de proveedor de internet, la báscula de etiquetas ya no manda los precios al ordenador de la caja y el TPV se queda colgado los sábados por la mañana, que es cuando más clientes hay. Necesitamos a alguien que entienda de redes y de este tipo de equipos y que pueda venir un lunes.",
    "it-support", "Beckerich", "Noerdange", kind="c", nu="U", situation="butcher's shop: label scale and till lost network after ISP change")
add("es-t11", "Somos un estudio de arquitectura de Madrid y vamos a presentarnos a un concurso público en Luxemburgo. Toda la documentación técnica, la memoria y los planos con textos, unas 70 páginas, tiene que estar en francés antes del 15 de marzo. Necesitamos a alguien que conozca bien el vocabulario de la construcción. ¿Cuánto tiempo haría falta?",
    "translation", None, None, ["Madrid", "Luxemburgo"], kind="c", nu="U", situation="Spanish architects' tender documents into French")
add("es-t12", "Tenemos un jardín de unos 600 m² en Pommerloch con césped, un huerto y arbustos nuevos. Los últimos veranos hemos perdido muchas plantas porque nos vamos tres semanas a España. ¿Merece la pena instalar un riego automático enterrado o bastan unos goteros con programador? ¿Y cuánto costaría más o menos?",
    "gardening", "Winseler", "Pommerloch", ["España"], kind="d", nu="U", situation="buried automatic irrigation or drip timers while on holiday?")
add("es-t13", "Queremos convertir el garaje doble de nuestra casa en Esch-sur-Sûre en un estudio con baño para alquilar a turistas: suelo, aislamiento, ventana, baño completo y una pequeña cocina. ¿Cuánto tiempo suele llevar una obra así y qué permisos pide la comuna? ¿Es mejor hacerlo antes o después del verano?",
    "renovation", "Esch-sur-Sûre", "Esch-sur-Sûre", kind="d", nu="U", situation="convert double garage into holiday studio: duration, permits")
add("es-t14", "Me mudo sola a un estudio de 42 m² en Weimerskirch y necesito que quepan cama, zona de teletrabajo y un sofá cama para visitas sin que parezca un trastero. ¿Vale la pena pagar a alguien para que me haga un plano con los muebles y la iluminación, o con las ideas de IKEA es suficiente? ¿Cuánto se suele cobrar por algo así?",
    "interior-design", "Luxembourg", "Weimerskirch", kind="d", nu="U", situation="42 m2 studio layout and lighting: worth paying a designer?")
add("es-t15", "Hemos contratado a una empleada de hogar ocho horas por semana y queremos declararla correctamente. ¿Es fácil hacer nosotros mismos la declaración y las cotizaciones cada mes, o es mejor pagar a una gestoría o a un contable? ¿Cuánto suele costar al año?",
    "accounting", None, None, kind="d", nu="N", situation="declaring a domestic worker: DIY payroll or accountant?")
