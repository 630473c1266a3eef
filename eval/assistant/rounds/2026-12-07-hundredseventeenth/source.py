MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien, bei mir zu Wolz leeft d'Waasser am Spullkaste vun der Toilette de ganzen Dag weider, kann dat een dës Woch flécke kommen?",
    "plumbing", "Wiltz", "Wolz", situation="Toilet cistern keeps running all day")
add("lb-s02", "Mir hätte gär eng Steckdous dobaussen op der Terrass an zwou Luuchten un der Mauer, mir wunnen zu Bouneweg, wéi séier kéint een Elektriker dat maachen?",
    "electrical", "Luxembourg", "Bouneweg", situation="Outdoor socket and two wall lights on a terrace")
add("lb-s03", "Hunn de Schlëssel vun der Bréifkëscht verluer an elo muss dat Schlass ausgewiesselt ginn, Adress ass zu Esch-Uelzecht 🙏",
    "locksmith", "Esch-sur-Alzette", "Esch-Uelzecht", situation="Lost letterbox key, lock to be replaced")
add("lb-s04", "De Rasen hannert eisem Haus zu Wemperhardt ass voller Moos, mir sichen een deen en am Abrëll vertikuléiert an nei ausséit.",
    "gardening", "Weiswampach", "Wemperhardt", situation="Mossy lawn to scarify and reseed")
add("lb-s05", "Mir plënneren Enn Mäerz vun Ulflingen op Ettelbréck, 3-Zëmmer-Appartement, brauche een mat engem Camion an zwee Leit fir ze droen.",
    "moving", "Troisvierges", "Ulflingen", distractors=["Ettelbréck"], situation="Flat move Troisvierges to Ettelbruck, labelled at loading end")
add("lb-s06", "Fir eis Feriewunneng zu Cliärref siche mir ab Mee all Samschdeg een fir ze botzen an d'Better nei ze maachen tëscht zwee Gäscht.",
    "cleaning", "Clervaux", "Cliärref", situation="Weekly changeover cleaning of a holiday flat")
add("lb-s07", "d spullmaschinn pompelt d waasser net méi eraus et bleift ëmmer esou 5 cm stoen Bosch SMV46 ongeféier 6 Joer al Wilwerwiltz",
    "appliance-repair", "Kiischpelt", "Wilwerwiltz", situation="Dishwasher does not drain (voice-typed)")
add("lb-s08", "Ech brauch en Affekot fir eng Successioun, meng Bridder wëllen d'Haus vun eisen Elteren net verkafen an ech wëll mäin Deel.",
    "legal", None, None, situation="Inheritance dispute between siblings over parents' house")
add("lb-s09", "Eis Bomi gëtt de 14 Juli 90 Joer a mir feieren zu Veianen, mir hätte gär e Fotograf fir 2-3 Stonne fir Familljefotoen.",
    "photography", "Vianden", "Veianen", situation="Family photos at grandmother's 90th birthday party")
add("lb-s10", "Sicht een Nohëllef an der Mathé fir eise Jong, 4e am Lycée, zweemol d'Woch owes?",
    None, None, None, situation="Maths tutoring for a teenager (no trade)")
add("lb-t01", "Mir wunnen zu Housen an hunn an all Zëmmer waarm Biedem. Zanter eiser Vakanz bleift de Buedem am Buedzëmmer äiskal, an deenen anere Raim ass alles wéi ëmmer. Um Verdeeler am Keller ass e klengt Fënsterchen, an dat vun deem enge Krees steet ëmmer op 0. Kann dat sech een ukucken ier d'Kanner ufänken ze kloen?",
    "heating", "Parc Hosingen", "Housen", kind="a", nu="U", situation="One underfloor heating circuit (bathroom) stays cold after holiday")
add("lb-t02", "Bei eis zu Goesdorf ass an der Mauer vum Gaart, déi den Hang ophält, zanter dem Wanter e Rëss. Am Hierscht war e vläicht 2 mm breet, elo passt mäin Daum dran. Uewen ass d'Mauer scho liicht no baussen gebeit. Ech hunn Angscht dass alles op de Wee fält wou d'Kanner mam Vëlo fueren.",
    "masonry", "Goesdorf", "Goesdorf", kind="a", nu="U", situation="Widening crack in a garden retaining wall")
add("lb-t03", "Zanter zwou Wochen héiere mir all Nuecht eppes an der Decke vum Schlofzëmmer kraazen, meeschtens tëscht 2 a 4 Auer. An der Späiskummer loungen haut de Moien kleng schwaarz Bolle wéi Reiskären an e Pak Nuddele war ugebass. D'Kaz interesséiert sech iwwerhaapt net dofir. Mir sinn zu Wanseler, wien kann eis dat ewechmaachen?",
    "pest-control", "Winseler", "Wanseler", kind="a", nu="U", situation="Scratching in the ceiling at night, droppings and gnawed pasta")
add("lb-t04", "Bei all Reen leeft eis Kanal vir um Haus iwwer an d'Waasser leeft d'Fassad erof. Mäi Schwoer huet gemengt, ech soll einfach e bësse Silikon an d'Verbindung drécken an da wier et gutt, dat hunn ech am Hierscht gemaach. Elo ass et nach méi schlëmm an d'Kanal hänkt an der Mëtt. Ech hätt gär e richtegen Dachdecker deen sech dat zu Harel ukuckt.",
    "roofing", "Lac de la Haute-Sûre", "Harel", kind="b", nu="N", situation="Overflowing sagging gutter after brother-in-law's silicone fix")
add("lb-t05", "Mir hunn am Hierscht an der Kiche zu Bauschelt nei Plättercher geluecht, direkt iwwer déi al. De Verkeefer am Bauhaus sot dat wier kee Problem, just e bësse méi Kleeber. Elo kléngen der eng ganz Rëtsch huel wann ee driwwer geet an zwou si schonn an der Mëtt gesprongen. Wien mécht esou eppes richteg nei a wat kascht dat?",
    "tiling", "Boulaide", "Bauschelt", kind="b", nu="U", situation="Floor tiles laid over old ones sound hollow and crack")
add("lb-t06", "Mir hunn eng al Scheier zu Gouvy an der Belsch kaaft, just iwwer der Grenz. De Proprietär virdrun huet d'Fassad mat normaler Dispersioun fir bannen ugestrach, well den Noper gesot hat dat géif duergoen. No zwee Wantere bliedert elo iwwerall d'Faarf of a grouss Flecke sinn gro. Mir wëllen dat virum Summer nei maache loossen.",
    "painting", "abroad", "Gouvy", kind="b", nu="U", situation="Barn facade across the Belgian border painted with indoor paint, peeling")
add("lb-t07", "Ech wollt Solarpanneauen op eis Garage zu Heiderscheid setzen. Am Geschäft hu se mir gesot, d'Nordsäit vum Daach wier och ok, et géif just e bësse manner produzéieren. Elo hunn ech gelies dat dat bal d'Halschent manner ka sinn. Ech hätt gär dass eng seriö Solarfirma dat eemol richteg berechent an eng Offer mécht, Daach ass ongeféier 40 m2.",
    "solar", "Esch-sur-Sûre", "Heiderscheid", kind="b", nu="N", situation="Shop said north-facing PV is fine; wants a proper yield calculation and quote")
add("lb-t08", "Ech sinn Sekretär vun der Fanfare zu Miersch. An eisem Büro beim Proberaum hu mir zwee al Computeren an en Drécker, an zanter dem Update vu leschter Woch fënnt keen vun deenen zwee den Drécker nach, an den Internet fält all puer Minutten aus. Mir sinn eng Associatioun ouni vill Budget. Kann een eis do hëllefen, am léifsten en Owend wou mir eh do sinn?",
    "it-support", "Mersch", "Miersch", kind="c", nu="U", situation="Brass band office: PCs lost the printer after an update, internet drops")
add("lb-t09", "Mir sinn eng kleng Schräinerei mat 6 Leit. Bis elo huet meng Schwéiermamm d'Paien an d'Bicher gemaach, mee si geet elo a Pensioun. Mir sichen e Comptabel oder eng Fiduciaire déi d'Salairen all Mount an de Bilan mécht. Wat kascht esou eppes ongeféier am Joer?",
    "accounting", None, None, kind="c", nu="N", situation="Small joinery needs payroll and annual accounts after mother-in-law retires")
add("lb-t10", "Eise Gesangveräin feiert d'nächst Joer 100 Joer. Mir hätte gär eng Säit am Internet wou d'Leit eis Concerten gesinn an direkt Billjeeë reservéiere kënnen. Bis elo hu mir just eng Facebook-Säit, déi e Member mécht. Wie kann eis esou eppes opbauen an ass dat fir eng Associatioun bezuelbar?",
    "web-development", None, None, kind="c", nu="U", situation="Choir centenary: site with concert list and ticket booking")
add("lb-t11", "Mir sinn e Bauerebetrib mat Hoflueden a kréien elo e Kontrakt vun enger belscher Supermarchés-Kette. De Kontrakt ass op Hollännesch, 14 Säiten, a mir verstinn kee Wuert. Mir bräichten en op Däitsch oder Franséisch, an och een deen beim Rendez-vous matkënnt a fir eis schwätzt. Ass dat méiglech bis Enn vum Mount?",
    "translation", None, None, kind="c", nu="U", situation="Farm shop gets a Dutch supermarket contract; needs it in German/French plus an interpreter")
add("lb-t12", "Eisen Uelegkessel zu Wëntger ass 27 Joer al an huet dëse Wanter zweemol de Geescht opginn. Elo froe mir eis: Wärmepompel oder Pellets? D'Haus ass vun 1978, just d'Fënstere si nei, an am Keller wier Plaz fir e Pelletslager. Kéint en Heizungsinstallateur laanschtkommen a soen wat méi Sënn mécht, an ongeféier wat dat kascht mat de Subsiden?",
    "heating", "Wincrange", "Wëntger", kind="d", nu="N", situation="Old oil boiler: heat pump or pellets, which is better and at what cost")
add("lb-t13", "Eis Holztrap am Haus zu Stolzebuerg kraacht bei all Tratt, an zwou Stufen hu sech liicht gesenkt. Si ass aus Eech, wahrscheinlech esou al wéi d'Haus, also 1920er. Lount et sech déi ze flécken oder soll ee direkt eng nei maache loossen? A wat wier ongeféier de Präis fir déi zwou Varianten?",
    "carpentry", "Putscheid", "Stolzebuerg", not_place=["Eech"], kind="d", nu="U", situation="Creaking oak staircase with sagging steps: repair or replace, and cost")
add("lb-t14", "Meng Bomi huet eis hiert Haus zu Fouhren vermaacht, gebaut 1965 a säitdeem bal näischt gemaach. Kiche, Buedzëmmer, Elektresch a Biedem missten alles nei. Ier mer decidéieren ob mer do selwer wunnen oder verkafen, wëlle mer wëssen wat dat alles zesumme kascht fir et erëm bewunnbar ze maachen. Gëtt et een deen dat kuckt an eng grouss Schätzung mécht?",
    "renovation", "Tandel", "Fouhren", kind="d", nu="U", situation="Inherited 1965 house: rough estimate to redo kitchen, bath, wiring, floors before deciding to sell")
add("lb-t15", "Mir kréien am September eis nei Wunneng zu Gaasperech, 95 m2 mat enger oppener Kiche zum Living. Mir sinn eis net eens wéi mir d'Miwwele stelle sollen a wéi eng Faarwen a Luuchten dohinner passen. Wat kascht en Interior Designer ongeféier fir e Plang ze maachen? A mécht deen dat och wa mir d'Miwwele selwer kafen?",
    "interior-design", "Luxembourg", "Gaasperech", kind="d", nu="N", situation="New flat: furniture layout, colours, lighting; cost of a designer's plan")
# ---------------- French ----------------
add("fr-s01", "Bonjour, je voudrais faire installer une borne de recharge 11 kW dans mon garage à Strassen pour ma nouvelle voiture électrique, vous avez quelqu'un de dispo en juin ?",
    "electrical", "Strassen", "Strassen", situation="Wallbox charger in a private garage")
add("fr-s02", "Crédence de cuisine à poser en carrelage métro blanc, environ 4 m2, maison à Bartreng, les meubles sont déjà montés.",
    "tiling", "Bertrange", "Bartreng", situation="Subway-tile kitchen splashback")
add("fr-s03", "la porte a claqué et les clés sont restées dedans avec mon téléphone de travail, je suis devant l'immeuble à limpertsberg, quelqu'un peut venir vite svp",
    "locksmith", "Luxembourg", "limpertsberg", situation="Door slammed shut, keys inside (lower case quarter)")
add("fr-s04", "On déménage de Thionville à Sandweiler le 3 août, maison de 120 m2 avec garage plein, il nous faudrait un devis pour camion, équipe et cartons.",
    "moving", "Sandweiler", "Sandweiler", distractors=["Thionville"], situation="Cross-border move from France into Luxembourg, labelled at Luxembourg end")
add("fr-s05", "Après trois mois de travaux dans notre maison à Moutfort il y a de la poussière de plâtre partout, on cherche une équipe pour un grand nettoyage avant d'emménager.",
    "cleaning", "Contern", "Moutfort", situation="Post-works cleaning of plaster dust before moving in")
add("fr-s06", "Mon four Siemens iQ500 ne chauffe plus que par le haut, la résistance du bas reste froide, je suis à Helmsange 😕",
    "appliance-repair", "Walferdange", "Helmsange", situation="Oven bottom element dead")
add("fr-s07", "Besoin de faire passer un rapport technique de 30 pages du français vers l'allemand pour vendredi prochain, c'est pour un appel d'offres.",
    "translation", None, None, situation="Technical report French to German for a tender")
add("fr-s08", "Après la tempête de dimanche plusieurs ardoises sont tombées dans le jardin et on voit le film sous le toit, c'est à Senningerberg.",
    "roofing", "Niederanven", "Senningerberg", situation="Storm blew slates off the roof")
add("fr-s09", "Il faudrait abattre un sapin d'environ 15 m beaucoup trop près de la maison à Mullendorf et évacuer le bois, c'est possible avant l'hiver ?",
    "gardening", "Steinsel", "Mullendorf", situation="Fell a tall fir too close to the house")
add("fr-s10", "Je cherche quelqu'un pour promener mon chien deux fois par jour pendant mon hospitalisation en mai.",
    None, None, None, situation="Dog walker during a hospital stay (no trade)")
add("fr-t01", "Depuis une semaine, quand on ferme le robinet de la cuisine ça fait un gros coup sourd dans les murs, comme un marteau. En plus la pression a baissé partout, la douche coule à peine le matin. Le syndic dit que les autres appartements n'ont rien. J'habite au 2e à Bonnevoie, qui peut regarder ça ?",
    "plumbing", "Luxembourg", "Bonnevoie", kind="a", nu="U", situation="Water hammer and low pressure in one flat")
add("fr-t02", "Toutes les semaines je dois remettre de l'eau dans le circuit parce que l'aiguille du manomètre descend à 0,5 bar. Après ça les radiateurs sont tièdes pendant deux jours puis ça recommence. Il n'y a aucune flaque visible dans la maison. On est à Munsbach et il commence à faire froid.",
    "heating", "Schuttrange", "Munsbach", kind="a", nu="U", situation="Central heating keeps losing pressure, no visible leak")
add("fr-t03", "Au retour de vacances, mon fils et moi avons des piqûres en ligne sur les bras et les jambes, toujours au réveil. Ce matin j'ai vu de petites taches brunes sur le bord du matelas. J'ai déjà tout lavé à 60 degrés mais ça continue. Nous habitons à Berchem, je ne sais plus quoi faire.",
    "pest-control", "Roeser", "Berchem", kind="a", nu="U", situation="Bites in lines after a holiday, brown spots on mattress (bed bugs)")
add("fr-t04", "Notre propriétaire nous a dit qu'on pouvait passer directement sur le vieux papier peint du salon, sans l'enlever. On l'a fait il y a un mois et maintenant il y a des bulles partout et les raccords se voient. Nous voulons refaire les murs proprement avant l'arrivée du bébé. L'appartement est à Leudelange, environ 35 m2 de murs.",
    "painting", "Leudelange", "Leudelange", kind="b", nu="U", situation="Painted over old wallpaper on landlord's advice; bubbles and seams")
add("fr-t05", "Mon beau-père a voulu rendre service et a raboté la porte de la chambre qui frottait. Résultat, il y a maintenant un jour de presque 1 cm en haut et la porte ne reste plus fermée. En plus le bois est à nu là où il a raboté. Il faudrait quelqu'un qui sache ajuster ou refaire une porte en chêne, à Hassel.",
    "carpentry", "Weiler-la-Tour", "Hassel", kind="b", nu="U", situation="Oak door badly planed by father-in-law, now gaps and won't stay shut")
add("fr-t06", "Un cousin m'a conseillé de nettoyer les panneaux sur le toit au nettoyeur haute pression, ce que j'ai fait en avril. Depuis, l'onduleur affiche presque 30 % de production en moins et une partie des panneaux semble avoir des traces blanches. J'ai peur d'avoir abîmé quelque chose. Maison à Aspelt, installation de 2019.",
    "solar", "Frisange", "Aspelt", kind="b", nu="U", situation="PV panels pressure-washed on a cousin's advice, output down 30%")
add("fr-t07", "Nous avons une petite maison à Audun-le-Tiche, juste de l'autre côté de la frontière. Le voisin nous a dit de boucher la fissure de la façade avec du plâtre, ce qu'on a fait l'an dernier. Tout est tombé cet hiver et la fissure est plus large qu'avant. On cherche un maçon qui travaille côté français pour refaire l'enduit correctement.",
    "masonry", "abroad", "Audun-le-Tiche", kind="b", nu="N", situation="Facade crack filled with plaster on neighbour's advice, house just across French border")
add("fr-t08", "Je gère un cabinet de kinésithérapie avec quatre praticiens au Kirchberg. Depuis qu'on a changé de box internet, l'agenda partagé ne se synchronise plus et l'imprimante de l'accueil n'est plus reconnue. Les patients attendent pendant qu'on cherche les rendez-vous sur papier. Il nous faudrait quelqu'un cette semaine, idéalement le mercredi après-midi quand c'est fermé.",
    "it-support", "Luxembourg", "Kirchberg", kind="c", nu="U", situation="Physio practice: shared calendar and printer broken after router change")
add("fr-t09", "Nous sommes une petite école de langues, deux salariées et une dizaine de profs indépendants. Jusqu'ici c'est moi qui faisais tout sur Excel, mais avec les fiches de salaire et la TVA je n'y arrive plus. Nous voudrions confier tout ça à quelqu'un, avec le bilan de fin d'année. Quel serait un prix raisonnable par mois ?",
    "accounting", None, None, kind="c", nu="U", situation="Language school hands over payroll, VAT and year-end accounts")
add("fr-t10", "Notre bureau d'architectes à Hesperange fait environ 180 m2 sur deux étages, avec une cuisine et deux sanitaires. La personne qui venait a arrêté en décembre et depuis c'est nous qui vidons les poubelles. Nous cherchons une société de nettoyage pour trois passages par semaine, le soir après 18 h. Merci de nous envoyer une offre.",
    "cleaning", "Hesperange", "Hesperange", kind="c", nu="N", situation="Architects' office needs evening cleaning three times a week")
add("fr-t11", "Notre agence immobilière doit mettre en ligne douze appartements neufs dans une résidence à Mondorf. Les photos prises au téléphone par nos agents ne rendent vraiment rien. Nous cherchons un photographe pour une journée, avec quelques vues au drone si possible. Livraison des images sous une semaine.",
    "photography", "Mondorf-les-Bains", "Mondorf", kind="c", nu="N", situation="Estate agency needs photos and drone shots of twelve new flats")
add("fr-t12", "Nous avons acheté un appartement sur plan il y a deux ans et depuis, des fissures et des infiltrations sont apparues sur la terrasse. Le promoteur ne répond plus à nos courriers recommandés. Est-ce que ça vaut la peine de prendre un avocat maintenant, ou faut-il d'abord un expert ? Et combien coûte en général une telle procédure ?",
    "legal", None, None, kind="d", nu="N", situation="Defects in off-plan flat, developer silent: is a lawyer worth it")
add("fr-t13", "Je fais de la céramique et je vends surtout sur les marchés de Noël. J'aimerais vendre aussi sur internet, avec paiement par carte et envoi. Est-ce qu'une solution toute faite type Shopify suffit, ou vaut-il mieux faire faire quelque chose sur mesure ? Combien faut-il compter dans les deux cas ?",
    "web-development", None, None, kind="d", nu="U", situation="Potter wants to sell online: Shopify or custom build, and cost")
add("fr-t14", "Notre grenier à Esch-sur-Alzette fait 40 m2 au sol et on aimerait en faire une chambre avec une petite salle d'eau. Il faudrait isoler, poser un plancher, des fenêtres de toit, amener l'électricité et l'eau. Avant de se lancer, combien coûte en gros ce genre de projet ? Et ça prend combien de temps ?",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="Attic conversion into bedroom with shower room: rough cost and duration")
add("fr-t15", "J'ai un studio de 38 m2 à Cents que je veux louer meublé. Je me demande si ça vaut la peine de payer un architecte d'intérieur pour l'aménagement, ou si je me débrouille avec IKEA. Le but est d'avoir un coin nuit séparé et un bon éclairage. Quel est le tarif habituel pour un petit projet comme ça ?",
    "interior-design", "Luxembourg", "Cents", kind="d", nu="N", situation="Whether to pay an interior architect to lay out a small studio for letting")
# ---------------- German ----------------
add("de-s01", "Guten Tag, bei uns in Echternach ist der Abfluss der Küchenspüle komplett verstopft und das Wasser steht seit gestern Abend im Becken, Pümpel hilft nicht.",
    "plumbing", "Echternach", "Echternach", situation="Kitchen sink drain fully blocked")
add("de-s02", "Der FI-Schalter fliegt jedes Mal raus sobald abends die Außenbeleuchtung angeht, Haus in Ehnen, wer kann das bitte durchmessen?",
    "electrical", "Wormeldange", "Ehnen", situation="RCD trips when outdoor lights switch on")
add("de-s03", "Wir möchten das Treppenhaus in unserem Mehrfamilienhaus in Grevenmacher über drei Etagen neu streichen lassen, Wände und Geländer, bitte um ein Angebot.",
    "painting", "Grevenmacher", "Grevenmacher", situation="Repaint stairwell walls and railing over three floors")
add("de-s04", "Unser Dachfenster im Bad tropft bei jedem Starkregen an der oberen Kante rein, Einfamilienhaus in Scheidgen, Velux GGL ungefähr von 2005.",
    "roofing", "Consdorf", "Scheidgen", situation="Roof window leaks at the top edge in heavy rain")
add("de-s05", "Im Büro in Belair steht ein alter Tresor vom Vormieter und niemand kennt den Code, können Sie den öffnen ohne ihn komplett zu zerstören?",
    "locksmith", "Luxembourg", "Belair", situation="Open a previous tenant's office safe with unknown code")
add("de-s06", "Wir ziehen im Oktober von Düdelingen nach Saarbrücken, 4 Zimmer im zweiten Stock ohne Aufzug, und suchen eine Firma die alles ab der Wohnung mitnimmt.",
    "moving", "Dudelange", "Düdelingen", distractors=["Saarbrücken"], situation="Move from Dudelange to Saarbrücken, labelled at Luxembourg end")
add("de-s07", "kühlschrank liebherr brummt seit zwei tagen total laut und das gefrierfach taut ab, wasserbillig, brauche schnell jemand bevor alles schlecht wird",
    "appliance-repair", "Mertert", "wasserbillig", situation="Fridge humming loudly, freezer defrosting (lower case)")
add("de-s08", "Suche jemanden für unsere erste gemeinsame Steuererklärung, wir haben letztes Jahr geheiratet, ich arbeite in Deutschland und meine Frau in Luxemburg.",
    "accounting", None, None, distractors=["Deutschland", "Luxemburg"], situation="First joint tax return of a cross-border couple (country names, no work place)")
add("de-s09", "Hätte gern einen Einbauschrank nach Maß aus Massivholz unter der Dachschräge im Kinderzimmer, Haus in Roodt-sur-Syre, Länge etwa 3,20 m.",
    "carpentry", "Betzdorf", "Roodt-sur-Syre", not_place=["einen"], situation="Made-to-measure solid wood cupboard under a sloping ceiling")
add("de-s10", "Kann jemand bei unserem Golf die Winterreifen wechseln und ihn gleich für den Contrôle technique fertig machen?",
    None, None, None, situation="Car tyre change and MOT preparation (no trade)")
add("de-t01", "Gestern Abend gab es im Wohnzimmer plötzlich einen lauten Knall, wie ein Schuss. Heute Morgen haben sich in der Mitte vom Raum mehrere Bodenfliesen zu einem kleinen Dach aufgewölbt, eine ist gerissen. Das Haus in Niederdonven ist von 2012, die Fußbodenheizung läuft seit Oktober. Die Kinder dürfen da jetzt nicht mehr spielen.",
    "tiling", "Flaxweiler", "Niederdonven", not_place=['einen'], kind="a", nu="U", situation="Floor tiles suddenly tented up with a bang")
add("de-t02", "Seit ein paar Tagen riecht es im Keller stark nach Heizöl, vor allem morgens. Am Rohr, das vom Kessel in den Kamin geht, sind schwarze Rußspuren und im Raum liegt feiner schwarzer Staub. Das Wasser wird aber noch warm. Wir wohnen in Berbourg und machen uns Sorgen wegen der Kinder, die oben schlafen.",
    "heating", "Manternach", "Berbourg", kind="a", nu="U", situation="Oil smell and soot around the boiler flue")
add("de-t03", "Auf unserem Balkon im Pfaffenthal sitzen seit dem Frühjahr jeden Tag zehn, zwölf Tauben. Alles ist voller Kot, man kann die Wäsche nicht mehr draußen aufhängen. Jetzt haben sie auch noch hinter dem Blumenkasten ein Nest gebaut. Vergrämen mit CDs hat nichts gebracht.",
    "pest-control", "Luxembourg", "Pfaffenthal", kind="a", nu="U", situation="Pigeons nesting and fouling a city balcony")
add("de-t04", "Wir haben ein altes Bauernhaus in Berdorf, mitten in der Region Müllerthal, mit Mauern aus Sandstein. Im Baumarkt hat man uns gesagt, wir sollen die Fugen einfach mit Zementmörtel neu verfüllen, das haben wir vor drei Jahren gemacht. Jetzt bröseln die Steine neben den Fugen regelrecht weg. Wir suchen einen Maurer, der sich mit Kalkmörtel und altem Mauerwerk auskennt.",
    "masonry", "Berdorf", "Berdorf", distractors=["Müllerthal"], not_place=['einen'], kind="b", nu="N", situation="Sandstone wall repointed with cement on DIY-store advice, stones crumbling")
add("de-t05", "Im Gartencenter hat man uns einen Bambus als schnellen Sichtschutz empfohlen, eine Wurzelsperre sei unnötig. Drei Jahre später kommen die Triebe beim Nachbarn im Rasen und sogar unter der Terrasse hoch. Der Nachbar ist schon ziemlich sauer. Wer kann in Zittig das Ganze ausgraben und eine vernünftige Bepflanzung machen?",
    "gardening", "Bech", "Zittig", not_place=['einen'], kind="b", nu="U", situation="Bamboo planted without root barrier spreading into neighbour's lawn")
add("de-t06", "Auf unserem Dach in Christnach sind seit 2008 Kollektoren fürs Warmwasser. Letzten Winter hat uns ein Bekannter geraten, die fehlende Flüssigkeit einfach mit Leitungswasser aufzufüllen. Im Februar ist dann eine Leitung auf dem Dach geplatzt und seitdem bleibt der Speicher kalt. Lohnt sich eine Reparatur oder sollte man die Anlage erneuern?",
    "solar", "Waldbillig", "Christnach", kind="b", nu="U", situation="Solar thermal collectors refilled with tap water on a friend's advice, pipe burst in frost")
add("de-t07", "Wir wohnen in Echternacherbrück, also auf der deutschen Seite der Sauer. Unser Vermieter hat gesagt, wir sollen die losen Dielen der Holzterrasse einfach mit normalen Schrauben festmachen. Jetzt sind um jede Schraube schwarze Flecken und mehrere Bretter haben sich verzogen. Wer macht die Terrasse richtig neu, vielleicht mit Lärche?",
    "carpentry", "abroad", "Echternacherbrück", kind="b", nu="U", situation="Wooden deck fixed with ordinary screws on landlord's advice, just across the German border")
add("de-t08", "Ich leite eine Tanzschule in Differdingen mit zwei Sälen und Umkleiden. Unsere Reinigungskraft ist in Rente gegangen und die Eltern beschweren sich schon über die Duschen. Wir brauchen eine Reinigungsfirma, die jeden Abend nach 21 Uhr kommt, am Wochenende nur samstags. Parkett muss mit speziellem Mittel gewischt werden.",
    "cleaning", "Differdange", "Differdingen", kind="c", nu="N", situation="Dance school needs nightly cleaning of halls and changing rooms")
add("de-t09", "Wir betreiben den Campingplatz in Rosport mit 140 Stellplätzen. Das Gäste-WLAN bricht ständig zusammen und an der Rezeption startet der Kassen-PC seit einem Windows-Update nur noch im abgesicherten Modus. Die Saison beginnt in drei Wochen. Wir suchen einen IT-Dienstleister, der das vor Ort in Ordnung bringt und uns danach betreut.",
    "it-support", "Rosport-Mompach", "Rosport", not_place=['einen'], kind="c", nu="N", situation="Campsite: guest Wi-Fi failing, reception PC stuck in safe mode")
add("de-t10", "Unser Reitstall in Befort hat 25 Pferde und wir machen gerade die Homepage neu. Dafür bräuchten wir schöne Bilder von den Pferden, der Halle und dem Unterricht, gern auch ein kurzes Video. Am besten an einem Samstag, wenn Turnier ist. Was würde das kosten?",
    "photography", "Beaufort", "Befort", kind="c", nu="U", situation="Riding stable needs photos and a short video of horses and lessons")
add("de-t11", "Unser Fußballverein bekommt zu Pfingsten Besuch von einer Jugendmannschaft aus Portugal. Für den Elternabend bräuchten wir jemanden, der alles Gesagte für die portugiesischen Betreuer auf Portugiesisch wiedergibt und umgekehrt. Außerdem sollte unser Infoblatt über Unterkunft und Programm auf Portugiesisch vorliegen. Kostet das viel für einen Verein?",
    "translation", None, None, distractors=["Portugal"], not_place=['einen'], kind="c", nu="U", situation="Football club hosting a Portuguese youth team: interpreter and flyer in Portuguese")
add("de-t12", "Der Nachbar hat direkt an unserer Grundstücksgrenze eine Garage gebaut, die uns im Winter die ganze Sonne nimmt. Laut Gemeinde ist die Genehmigung in Ordnung, aber wir haben nie zugestimmt. Lohnt es sich, einen Anwalt einzuschalten, oder ist das aussichtslos? Und mit welchen Kosten muss man rechnen?",
    "legal", None, None, not_place=['einen'], kind="d", nu="N", situation="Neighbour's garage on the boundary takes the sun: worth hiring a lawyer?")
add("de-t13", "Ich bin Physiotherapeutin und mache mich im Herbst selbstständig. Reicht eine einfache Seite mit Kontaktformular, oder brauche ich gleich eine Online-Terminbuchung? Ein Bekannter meint, ein Baukasten wie Wix genügt völlig. Was kostet es ungefähr, das professionell machen zu lassen?",
    "web-development", None, None, kind="d", nu="U", situation="New physiotherapist: simple page or online booking, DIY builder or professional")
add("de-t14", "Wir überlegen, ein altes Bauernhaus in Boudler zu kaufen. Im Erdgeschoss müssten Böden, Leitungen, Bad und Küche komplett raus und neu gemacht werden, oben ist es bewohnbar. Kann man vor dem Kauf jemanden kommen lassen, der die Kosten grob schätzt? Wir wollen nicht mehr bieten, als es am Ende wert ist.",
    "renovation", "Biwer", "Boudler", kind="d", nu="U", situation="Estimate for gutting and redoing a farmhouse ground floor before buying")
add("de-t15", "Wir haben ein Reihenhaus in Merl gekauft, das Erdgeschoss ist dunkel und in viele kleine Räume aufgeteilt. Lohnt sich eine Innenarchitektin, um Licht, Farben und Möbel zu planen, bevor wir Wände rausnehmen? Oder macht man das besser mit dem Architekten zusammen? Was kostet so eine Beratung normalerweise?",
    "interior-design", "Luxembourg", "Merl", kind="d", nu="N", situation="Dark terraced house ground floor: is an interior designer worth it")
# ---------------- English ----------------
add("en-s01", "The garden tap on the back wall split in the frost and now water is running down the wall every time the pipe is open, we're in Bridel, can someone come today?",
    "plumbing", "Kopstal", "Bridel", situation="Outside tap split by frost, leaking down the wall")
add("en-s02", "Need four extra double sockets and a network point in my home office in Capellen, the house is from the 80s so not sure the fuse box can take it.",
    "electrical", "Mamer", "Capellen", situation="Extra sockets for a home office in an 80s house")
add("en-s03", "Looking for someone to retile the five outdoor steps up to our front door in Remich, several tiles are loose and one is cracked through.",
    "tiling", "Remich", "Remich", situation="Retile outdoor front steps")
add("en-s04", "my ex flatmate moved out but never gave back her key so I want the cylinder on the flat door in hollerich changed asap",
    "locksmith", "Luxembourg", "hollerich", situation="Change door cylinder after ex-flatmate kept a key (lower case)")
add("en-s05", "We'd like six fruit trees and a small wildflower meadow planted in the field behind our house in Dahlem this autumn, who does that kind of thing?",
    "gardening", "Garnich", "Dahlem", situation="Plant a small orchard and wildflower meadow")
add("en-s06", "Moving out of our flat in Kleinbettingen to a house in Arlon at the end of June, about 25 m3, need a quote including packing the kitchen.",
    "moving", "Steinfort", "Kleinbettingen", distractors=["Arlon"], situation="Move from Steinfort to Arlon, labelled at Luxembourg loading end")
add("en-s07", "Our AEG tumble dryer in Olm runs the full cycle but the clothes come out cold and wet, no error shown, is it worth repairing?",
    "appliance-repair", "Kehlen", "Olm", situation="Tumble dryer turns but does not heat")
add("en-s08", "I teach guitar and need a simple bilingual website where students can see my free slots and book a lesson themselves.",
    "web-development", None, None, situation="Guitar teacher needs a site with lesson booking")
add("en-s09", "Every summer ants come into our kitchen in Dalheim through the gap under the skirting boards, this year it's a proper trail to the cat food 🐜",
    "pest-control", "Dalheim", "Dalheim", situation="Recurring ant trail into the kitchen")
add("en-s10", "Looking for a personal trainer who can come to our place twice a week in the mornings, preferably someone who speaks English.",
    None, None, None, situation="Personal trainer at home (no trade)")
add("en-t01", "For about a week the lights in our living room in Goeblange flicker whenever the kettle is switched on. Yesterday the double socket behind the TV was warm to the touch. There's also a faint smell of burnt plastic near it in the evening. We've stopped using it for now but I'm nervous leaving it like that with the kids around.",
    "electrical", "Koerich", "Goeblange", kind="a", nu="U", situation="Flickering lights, warm socket, burnt-plastic smell")
add("en-t02", "After the storm last weekend there was a wet patch on the attic floor right next to the chimney. It only seems to happen when the rain comes sideways with strong wind. The beams there look darker than the rest. House is in Septfontaines, built around 1950.",
    "roofing", "Habscht", "Septfontaines", kind="a", nu="U", situation="Wet patch beside chimney in the attic after wind-driven rain")
add("en-t03", "The oak floor in our hallway in Cessange has started to feel bouncy in one spot. A gap of a few millimetres has opened along two boards and they creak loudly. The kids think it's funny, I don't. The floor was laid by the previous owners, maybe fifteen years ago.",
    "carpentry", "Luxembourg", "Cessange", kind="a", nu="U", situation="Bouncy, creaking oak hallway floor with opening gaps")
add("en-t04", "We had new plaster put on the walls of our living room in Canach last spring. The guy at the paint shop said you don't need a primer on fresh plaster, just use two coats. Now the paint is coming off in long strips whenever we take down a picture. What's the right way to sort this out, and can it be done before Christmas?",
    "painting", "Lenningen", "Canach", kind="b", nu="U", situation="Paint peeling off fresh plaster applied without primer, shop's advice")
add("en-t05", "Some of the capstones on our garden wall in Remerschen were wobbling. My brother said to stick them down with expanding foam from the DIY store, and I did that in September. After the first frost two of them fell off into the neighbour's drive. I'd like them put back properly with mortar before someone gets hurt.",
    "masonry", "Schengen", "Remerschen", kind="b", nu="U", situation="Wall capstones glued with expanding foam on brother's advice, fell off")
add("en-t06", "We rent a house in Bous and the gas boiler has started whistling and hot water takes ages. The landlord says these boilers only need a service every five years, and it was last done in 2021. I'm not comfortable waiting. Can you send a heating engineer to service it, and would the landlord have to pay?",
    "heating", "Bous-Waldbredimus", "Bous", kind="b", nu="N", situation="Whistling gas boiler; landlord says service every five years")
add("en-t07", "The builders left stickers and paint splashes on all our new windows in Bourglinster. A friend told me to scrape them off with a razor blade, and now three panes have fine scratches. I don't dare touch the rest myself. Do you have a window cleaner who can do the remaining 20 windows and the conservatory roof?",
    "cleaning", "Junglinster", "Bourglinster", kind="b", nu="N", situation="Post-build window cleaning after razor-blade advice scratched panes")
add("en-t08", "We're a small translation agency with eight people in an office in Strassen. Since Monday nobody can reach the shared drive and two laptops keep dropping off the Wi-Fi. The friend who used to sort this out for us has moved back to Ireland. Can someone come in this week and maybe look after us on a monthly basis?",
    "it-support", "Strassen", "Strassen", distractors=["Ireland"], kind="c", nu="U", situation="Translation agency (other trade named) needs IT: shared drive down, Wi-Fi drops")
add("en-t09", "I manage a dental clinic with five employees and two associates. Our bookkeeper has left, and the payroll for this month still has to go out. We need an accountant who can take over salaries, social security declarations and the yearly accounts. Is it possible to start before the 25th?",
    "accounting", None, None, kind="c", nu="N", situation="Dental clinic needs an accountant to take over payroll urgently")
add("en-t10", "We're a family winery in Greiveldange and we're launching new labels for the crémant. We need good pictures of the bottles and of the vineyard during the harvest in September. Our own phone pictures just don't look professional. Could someone do this for us, and what would it cost?",
    "photography", "Stadtbredimus", "Greiveldange", kind="c", nu="U", situation="Winery needs bottle and harvest pictures for new labels")
add("en-t11", "We're a start-up with a budgeting app that's only in English so far. Before launching in Luxembourg we need all the screens, the help pages and the app store description in French and German. There are about 6,000 words, and it should sound natural, not machine-made. Can someone take this on within a month?",
    "translation", None, None, distractors=["Luxembourg"], kind="c", nu="U", situation="Start-up needs app texts in French and German (country name, no work place)")
add("en-t12", "My new employment contract has a non-compete clause saying I can't work for any competitor in Luxembourg or the Greater Region for two years. My current employer is pushing me to sign by Friday. Is a clause like that even valid here? Is it worth paying an employment lawyer to look at it, and roughly how much would that cost?",
    "legal", None, None, distractors=["Luxembourg"], kind="d", nu="N", situation="Is a two-year non-compete clause valid; worth an employment lawyer?")
add("en-t13", "We live in Sterpenich, on the Belgian side, just a couple of minutes from Kleinbettingen. Our electricity bill has gone up a lot and we're wondering if solar panels would be worth it on our east-west roof. Would a solar installer from your side of the border even come out here? How much would a 6 kWp system cost roughly?",
    "solar", "abroad", "Sterpenich", distractors=["Kleinbettingen"], not_place=["bill"], kind="d", nu="N", situation="Whether PV pays off on an east-west roof in a Belgian border village")
add("en-t14", "Our kitchen and utility room are from 1994 and we'd like them redone together, with the wall between them taken out. That means new units, tiles, wiring, plumbing and some plaster work. Before we start calling around, what kind of budget should we expect for about 22 m2? We're at L-3225, a semi-detached house.",
    "renovation", "Bettembourg", "L-3225", kind="d", nu="U", situation="Ballpark for redoing kitchen and utility room together (postal code)")
add("en-t15", "We just bought a flat in Weimerskirch with a long, narrow living room and one window at the end. We can't decide where to put the sofa, the dining table and the desk, and the back half is always dark. Is it worth getting someone to plan the layout, colours and lighting for us? What do people usually charge for something like that?",
    "interior-design", "Luxembourg", "Weimerskirch", kind="d", nu="U", situation="Long narrow dark living room: worth paying for a layout and lighting plan?")
# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, a sanita do rés-do-chão está entupida desde ontem e a água sobe quase até cima, moro em Esch/Alzette, alguém pode vir hoje?",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", situation="Blocked toilet, water rising")
add("pt-s02", "Queria pôr spots LED no teto falso da sala e mudar os interruptores todos, casa em Oberkorn, podem mandar um devis?",
    "electrical", "Differdange", "Oberkorn", situation="LED spotlights in a false ceiling and new switches")
add("pt-s03", "preciso de pintar um apartamento T2 em rodange antes de entrar paredes e tetos tudo branco, é para o fim do mês",
    "painting", "Pétange", "rodange", situation="Paint a two-bedroom flat before moving in (lower case)")
add("pt-s04", "Procuro alguém para assentar carrelage na cozinha em Schifflange, são 18 m2 e já comprei os mosaicos 60x60.",
    "tiling", "Schifflange", "Schifflange", situation="Lay 60x60 floor tiles in a kitchen")
add("pt-s05", "A fechadura da porta da garagem em Tétange encravou e não consigo tirar o carro para ir trabalhar 😩",
    "locksmith", "Kayl", "Tétange", situation="Jammed garage door lock, car stuck inside")
add("pt-s06", "Vamos voltar para Portugal em setembro e precisamos de uma empresa para levar as coisas de um T3 em Soleuvre até Viseu, com desmontagem dos móveis.",
    "moving", "Sanem", "Soleuvre", distractors=["Portugal", "Viseu"], situation="Emigrants returning home: move from Sanem to Viseu, labelled at loading end")
add("pt-s07", "Estamos a vender a casa da minha sogra em Foetz e precisamos de uma limpeza a fundo, vidros incluídos, antes das visitas.",
    "cleaning", "Mondercange", "Foetz", situation="Deep clean of a house before viewings")
add("pt-s08", "Fui despedido durante a baixa médica sem explicação nenhuma e queria saber com um advogado se isso é legal.",
    "legal", None, None, situation="Dismissed during sick leave, wants a lawyer")
add("pt-s09", "A placa de indução Bosch não liga a zona da frente esquerda, as outras funcionam bem, estamos em Rumelange.",
    "appliance-repair", "Rumelange", "Rumelange", situation="One induction hob zone dead")
add("pt-s10", "Alguém conhece uma senhora que faça bolos e salgados para o batizado do meu filho, umas 60 pessoas?",
    None, None, None, situation="Cakes and snacks for a christening (no trade)")
add("pt-t01", "Por baixo da varanda do nosso apartamento em Bascharage estão a cair bocados de betão. Já se vê o ferro lá dentro, todo enferrujado. O carro do vizinho do rés-do-chão fica mesmo por baixo. O syndic diz que vai ver, mas já passaram dois meses.",
    "masonry", "Käerjeng", "Bascharage", kind="a", nu="U", situation="Concrete spalling under a balcony, rusty rebar visible")
add("pt-t02", "Desde que mudámos para um apartamento perto da Gare vemos todas as noites bichos castanhos a correr na cozinha quando acendemos a luz. Escondem-se atrás do frigorífico e debaixo do lava-loiça. Já comprei sprays do supermercado mas continuam a aparecer. Tenho dois filhos pequenos e estou desesperada.",
    "pest-control", "Luxembourg", "Gare", kind="a", nu="U", situation="Brown insects running in the kitchen at night (cockroaches)")
add("pt-t03", "A nossa caldeira a gás liga e desliga de dois em dois minutos, faz um clique e volta a apagar. A casa em Schouweiler nunca chega aos 20 graus, mesmo com tudo no máximo. A água quente para o banho ainda funciona. Não aparece nenhum código no visor.",
    "heating", "Dippach", "Schouweiler", kind="a", nu="U", situation="Gas boiler short-cycling, house never warms up")
add("pt-t04", "Na loja disseram-me que a tinta para chão da garagem podia ser aplicada diretamente, sem lavar nem desengordurar. Pintei em maio e agora sai tudo onde passam as rodas do carro. A garagem fica em Noertzange, são uns 35 m2. Queria um pintor que fizesse isto como deve ser, com a preparação certa.",
    "painting", "Bettembourg", "Noertzange", kind="b", nu="N", situation="Garage floor paint peeling under tyres after shop said no prep needed")
add("pt-t05", "Um colega do trabalho disse que eu podia cortar sozinho a escada de madeira do sótão para ficar mais curta. Cortei, mas agora não fecha direito e um degrau partiu-se quando subi. A casa é em Ehlange e a escada é daquelas que se puxam do teto. Pode alguém arranjar ou pôr uma nova?",
    "carpentry", "Reckange-sur-Mess", "Ehlange", kind="b", nu="U", situation="Wooden loft ladder cut shorter on a colleague's advice, now broken")
add("pt-t06", "O vizinho disse para deitar sal grosso nas ervas daninhas entre a relva e o muro, que era remédio santo. Agora há uma faixa de relva morta com um metro de largura e as roseiras estão a secar. O jardim fica em Warken. Queremos recuperar a relva e replantar aquele canteiro antes do verão.",
    "gardening", "Ettelbruck", "Warken", kind="b", nu="U", situation="Salt on weeds killed a strip of lawn and roses")
add("pt-t07", "Temos painéis no telhado desde o ano passado, em Dudelange. O vendedor disse que o onduleur podia ficar na garagem fechada sem problema nenhum. Agora nas tardes de verão ele desliga-se sozinho e no ecrã aparece temperatura alta. Perdemos produção justamente quando há mais sol, alguém pode ver isto?",
    "solar", "Dudelange", "Dudelange", kind="b", nu="U", situation="PV inverter in a closed garage overheats and shuts down, as the seller allowed")
add("pt-t08", "Sou a secretária de uma empresa de construção com 30 operários, o escritório é no L-8077. O servidor onde guardamos os orçamentos deixou de aparecer nos computadores e os chefes de obra não conseguem enviar os relatórios pelo telemóvel. O rapaz que tratava disso foi embora. Precisamos de alguém que ponha isto a funcionar esta semana.",
    "it-support", "Bertrange", "L-8077", kind="c", nu="U", situation="Building firm's office: file server gone, site reports failing (postal code)")
add("pt-t09", "Tenho uma mercearia portuguesa com três empregados e até agora era o meu irmão que fazia as contas. Ele voltou para Braga e eu não percebo nada de declarações. Preciso de um contabilista que trate dos salários, do IVA e das contas do ano. Quanto é que costumam cobrar?",
    "accounting", None, None, distractors=["Braga"], kind="c", nu="N", situation="Portuguese grocery needs an accountant after brother left")
add("pt-t10", "O nosso rancho folclórico faz 40 anos e vamos ter um grande espetáculo no teatro em Esch-sur-Alzette no dia 18 de outubro. Queríamos um fotógrafo para o espetáculo e, se possível, também um pequeno vídeo para as redes sociais. Somos uma associação, o orçamento é pequeno. Alguém faz preço para associações?",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="Folk dance group's 40th anniversary show: photos and short video")
add("pt-t11", "A minha empresa de limpezas tem cada vez mais clientes luxemburgueses e alemães. Os nossos contratos e a folha de preços só existem em português. Precisamos deles em francês e alemão, bem escritos, umas 12 páginas no total. Dá para fazer em duas semanas?",
    "translation", None, None, kind="c", nu="U", situation="Cleaning company (other trade named) needs contracts in French and German")
add("pt-t12", "Temos uma casa em Villerupt, do lado francês, e o telhado da garagem tem de ser todo refeito. Um diz que o zinco dura mais, outro diz que as telhas ficam mais bonitas e mais baratas. O que é melhor para uma garagem de 30 m2? E há algum telhador aí que trabalhe em França?",
    "roofing", "abroad", "Villerupt", kind="d", nu="N", situation="Garage roof across the French border: zinc or tiles, which is better")
add("pt-t13", "Estamos a pensar comprar uma casa dos anos 30 em Rumelange, está barata mas tem tudo antigo. Seria preciso mudar a instalação elétrica, a canalização, a casa de banho, a cozinha e o isolamento. Vale a pena ou sai mais caro do que comprar uma casa mais nova? Quanto se gasta mais ou menos numa obra destas?",
    "renovation", "Rumelange", "Rumelange", kind="d", nu="U", situation="Is buying and doing up a 1930s house worth it, rough cost")
add("pt-t14", "Tenho uma pequena empresa de jardinagem e os clientes pedem sempre para ver fotos dos trabalhos. Vale a pena ter um site próprio ou chega uma página no Instagram? Se fizer um site, dá para os clientes pedirem orçamento lá diretamente? Quanto custa uma coisa dessas?",
    "web-development", None, None, kind="d", nu="U", situation="Gardening firm (other trade named): own site or Instagram, quote form, cost")
add("pt-t15", "Comprámos um apartamento novo em Fentange e a sala e a cozinha são um espaço só. Não sabemos que cores pôr, nem onde pôr a mesa e o sofá, e a luz do teto é só um ponto no meio. Uma decoradora de interiores vale o dinheiro? Quanto cobra normalmente por um projeto assim?",
    "interior-design", "Hesperange", "Fentange", kind="d", nu="N", situation="Open-plan living and kitchen: worth paying an interior decorator?")
# ---------------- Italian ----------------
add("it-s01", "Buongiorno, lo scarico della doccia a Mersch va giù lentissimo e da qualche giorno in bagno c'è puzza di fogna, potete mandare qualcuno?",
    "plumbing", "Mersch", "Mersch", situation="Slow shower drain and sewer smell")
add("it-s02", "Ci siamo appena trasferiti a Gosseldange e servirebbe montare due lampadari e aggiungere tre prese in camera, qualcuno disponibile sabato?",
    "electrical", "Lintgen", "Gosseldange", situation="Fit two ceiling lights and add three sockets")
add("it-s03", "cerco qualcuno che mi tagli l'erba ogni due settimane da aprile a ottobre, giardino di circa 800 m2 a bofferdange",
    "gardening", "Lorentzweiler", "bofferdange", situation="Fortnightly lawn mowing all season (lower case)")
add("it-s04", "Vorrei aggiungere una seconda serratura di sicurezza alla porta d'ingresso della casa a Colmar-Berg, dopo i furti nel quartiere mi sento più tranquilla.",
    "locksmith", "Colmar-Berg", "Colmar-Berg", situation="Add a second security lock after burglaries nearby")
add("it-s05", "Trasloco a fine maggio da Bissen a Mersch, bilocale al primo piano più cantina, servono due persone e un furgone per mezza giornata.",
    "moving", "Bissen", "Bissen", distractors=["Mersch"], situation="Local flat move Bissen to Mersch, labelled at loading end")
add("it-s06", "Il forno a microonde da incasso Whirlpool fa scintille dentro appena lo accendo, abito a Boevange-sur-Attert 😬",
    "appliance-repair", "Helperknapp", "Boevange-sur-Attert", situation="Built-in microwave sparking inside")
add("it-s07", "Avrei bisogno di far posare piastrelle antigelo sul balcone a Schoos, circa 12 m2, le vecchie si sono staccate quasi tutte.",
    "tiling", "Fischbach", "Schoos", situation="Frost-proof tiles on a balcony")
add("it-s08", "Cerco un interprete italiano-francese per accompagnare i miei genitori dal notaio per la firma dell'atto di vendita della casa.",
    "translation", None, None, situation="Interpreter for parents at a notary signing")
add("it-s09", "In garage a Heffingen ci sono topi che mangiano il mangime per gli uccelli e hanno rosicchiato i cavi della bici elettrica, come si fa?",
    "pest-control", "Heffingen", "Heffingen", situation="Mice in the garage gnawing cables")
add("it-s10", "Appena arrivato in Lussemburgo per lavoro, cerco un sarto bravo che mi accorci due abiti e sistemi le maniche di una giacca.",
    None, None, None, distractors=["Lussemburgo"], situation="Tailor for suit alterations (no trade; country name)")
add("it-t01", "Dopo il vento di ieri abbiamo trovato pezzi di ardesia nel giardino e nella grondaia. In soffitta, guardando in alto, in un punto si vede la luce del giorno. Per ora non piove ma le previsioni danno temporali per venerdì. La casa è a Bigelbach, vicino al fiume.",
    "roofing", "Reisdorf", "Bigelbach", kind="a", nu="U", situation="Slate pieces blown off, daylight visible in the loft")
add("it-t02", "La porta d'ingresso di legno della nostra casa a Cruchten da ottobre struscia in basso e nell'angolo in alto. Per chiuderla bisogna spingere forte con la spalla. La serratura funziona benissimo, è proprio il battente che non entra più nel telaio. D'estate invece andava perfettamente.",
    "carpentry", "Nommern", "Cruchten", kind="a", nu="U", situation="Wooden front door rubs the frame since autumn, lock fine")
add("it-t03", "Da stamattina tutti i termosifoni di casa sono freddi, anche se la caldaia è accesa e la fiamma c'è. L'acqua calda del rubinetto invece esce normalmente. Vicino alla caldaia si sente un ronzio continuo, come un motorino che gira a vuoto. Siamo a Diekirch e di notte va sotto zero.",
    "heating", "Diekirch", "Diekirch", kind="a", nu="U", situation="All radiators cold, boiler lit, humming near the pump")
add("it-t04", "Al negozio di bricolage mi hanno detto che per le persiane di legno andava benissimo la pittura per muri esterni. Le ho fatte tutte l'estate scorsa, dodici persiane. Adesso la vernice si stacca a scaglie e il legno sotto è diventato grigio. Vorrei farle rifare come si deve, siamo a Gilsdorf.",
    "painting", "Bettendorf", "Gilsdorf", kind="b", nu="U", situation="Wooden shutters painted with masonry paint on shop advice, flaking")
add("it-t05", "Abitiamo a Wallendorf, dalla parte tedesca, proprio di fronte a Wallendorf-Pont. In primavera mio suocero ha tagliato due grossi rami del vecchio noce dicendo che era il momento giusto. Il taglio ha colato linfa per settimane e ora un altro ramo grosso si è spaccato sopra il tetto del capanno. Qualcuno può venire a mettere in sicurezza l'albero?",
    "gardening", "abroad", "Wallendorf", distractors=["Wallendorf-Pont"], kind="b", nu="U", situation="Walnut tree badly pruned by father-in-law, split branch; village just across the German border")
add("it-t06", "Un amico che lavora nell'edilizia ci ha costruito un barbecue in muratura in giardino, con mattoni normali. Dopo tre grigliate i mattoni interni si sono crepati e uno è esploso. Ora ha detto che non ha tempo di sistemarlo. Cerchiamo un muratore a Medernach che lo rifaccia con mattoni refrattari.",
    "masonry", "Vallée de l'Ernz", "Medernach", kind="b", nu="N", situation="Garden brick barbecue built with ordinary bricks cracked; rebuild with firebricks")
add("it-t07", "La commessa del negozio di mobili ci ha convinto a dipingere tutto grigio scuro e a prendere un divano angolare enorme. Il risultato è che il soggiorno del nostro appartamento a Clausen sembra una grotta e non ci si gira. Adesso vorremmo un interior designer che ripensi disposizione, colori e luci. Il divano possiamo ancora rivenderlo.",
    "interior-design", "Luxembourg", "Clausen", kind="b", nu="N", situation="Furniture-shop advice made the living room dark and cramped; wants a designer")
add("it-t08", "Gestisco un piccolo hotel a Larochette con 14 camere. Da due giorni il Wi-Fi delle camere non funziona e il computer della reception non stampa più le fatture. Gli ospiti cominciano a lamentarsi nelle recensioni. Cerco un tecnico informatico che possa venire al più presto.",
    "it-support", "Larochette", "Larochette", kind="c", nu="N", situation="Small hotel: room Wi-Fi down, reception PC cannot print invoices")
add("it-t09", "Ho aperto una pizzeria da asporto sei mesi fa con mia moglie e un dipendente. Finora ho fatto tutto da solo con le ricevute in una scatola. Adesso arrivano le prime scadenze e ho paura di sbagliare. Mi serve qualcuno che tenga i conti, faccia le buste paga e la dichiarazione annuale.",
    "accounting", None, None, kind="c", nu="U", situation="Takeaway pizzeria needs bookkeeping, payslips and annual return")
add("it-t10", "Sono la direttrice di un asilo nido a Ettelbruck con cinque gruppi di bambini. Per la festa di fine anno i genitori vorrebbero un ricordo fatto bene, con ritratti di ogni bambino e di ogni gruppo. Servirebbe una mattinata di giugno. Naturalmente con tutte le autorizzazioni dei genitori.",
    "photography", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="Nursery wants portraits of each child and group")
add("it-t11", "Abbiamo un ufficio di noleggio auto al Findel con un piccolo showroom. Il pavimento bianco e le vetrate si sporcano in un attimo e il nostro personale non ha tempo. Cerchiamo un'impresa di pulizie che passi ogni mattina presto, prima delle 7. Potete farci un preventivo mensile?",
    "cleaning", "Sandweiler", "Findel", kind="c", nu="N", situation="Car rental office at the airport needs daily early cleaning")
add("it-t12", "Il mio ex socio ha aperto un'attività identica alla nostra usando la lista dei nostri clienti. Nel contratto di società non c'era nessuna clausola precisa. Vale la pena rivolgersi a un avvocato o rischio solo di spendere soldi? Quanto costa di solito una prima consulenza?",
    "legal", None, None, kind="d", nu="N", situation="Ex-partner poached the client list: worth a lawyer, cost of a first consultation")
add("it-t13", "Faccio lezioni di cucina italiana a casa dei clienti e mi trovano solo col passaparola. Mi conviene un sito con calendario e pagamento online, o basta una pagina Facebook? Non sono molto pratica di computer, quindi dovrei poterlo aggiornare facilmente. Più o meno quanto si spende?",
    "web-development", None, None, kind="d", nu="U", situation="Cooking teacher: booking site with payments or Facebook page, and cost")
add("it-t14", "Abbiamo una casa a schiera degli anni 70 a Bereldange e vorremmo rifare insieme bagno, cucina, pavimenti e impianto elettrico. Meglio farlo tutto adesso, mentre siamo in affitto altrove, o un pezzo per volta abitandoci? Quanto tempo ci vorrebbe per una casa di 120 m2? E indicativamente quanto costa?",
    "renovation", "Walferdange", "Bereldange", kind="d", nu="U", situation="Redo bath, kitchen, floors and wiring at once or in stages, time and cost")
add("it-t15", "Abbiamo una piccola fattoria a Mertzig con un fienile grande, il tetto è rivolto a sud. Ci chiediamo se conviene coprirlo di pannelli per produrre corrente e venderla alla rete. Quanti kWp ci starebbero su 300 m2 e in quanti anni si ripaga? L'allacciamento è già trifase.",
    "solar", "Mertzig", "Mertzig", kind="d", nu="U", situation="Farm barn roof: is a large PV system worth it, size and payback")
# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito que me pongan una toma de agua y un desagüe en el sótano para la lavadora nueva, vivo en Gasperich y ahora mismo no hay nada allí.",
    "plumbing", "Luxembourg", "Gasperich", situation="New water supply and drain for a washing machine in the cellar")
add("es-s02", "Quiero cambiar el cuadro eléctrico viejo de la casa en Noerdange, todavía tiene fusibles de porcelana y salta cada vez que enchufo el horno y la plancha a la vez.",
    "electrical", "Beckerich", "Noerdange", situation="Replace an old porcelain-fuse board")
add("es-s03", "Presupuesto para pintar la fachada de una casa de dos plantas en Useldange, color blanco roto, hay que poner andamio por el lado del jardín.",
    "painting", "Useldange", "Useldange", situation="Repaint a two-storey house facade")
add("es-s04", "el canalón de la parte de atrás se ha soltado con el viento y la bajante está partida, casa en ehner, urge antes de las lluvias",
    "roofing", "Saeul", "ehner", situation="Gutter torn loose and broken downpipe (lower case)")
add("es-s05", "La llave de la puerta trasera gira en vacío en la cerradura y no hay manera de cerrar, estamos en Roodt y nos vamos de viaje el jueves.",
    "locksmith", "Ell", "Roodt", situation="Back-door key spins in the lock, cannot lock before a trip")
add("es-s06", "Nos volvemos a Madrid en julio y buscamos empresa de mudanzas que recoja todo en nuestra casa de Platen, unos 30 m3 más una moto.",
    "moving", "Préizerdaul", "Platen", distractors=["Madrid"], situation="Move from Préizerdaul back to Madrid, labelled at loading end")
add("es-s07", "Buscamos a alguien para limpiar nuestra casa en Vichten cada quince días, son 180 m2 con tres baños y tenemos dos perros.",
    "cleaning", "Vichten", "Vichten", situation="Fortnightly house cleaning of a large home with dogs")
add("es-s08", "Necesito ayuda con la declaración de la renta de mi madre, que vive aquí conmigo pero cobra la pensión de España 🙏",
    "accounting", None, None, distractors=["España"], situation="Tax return for a retired mother with a Spanish pension (country name)")
add("es-s09", "El congelador arcón del garaje en Grosbous hace ruido pero ya no congela, tiene unos 8 años y está lleno de carne de la matanza 😰",
    "appliance-repair", "Groussbus-Wal", "Grosbous", situation="Chest freezer running but not freezing")
add("es-s10", "¿Conocéis algún veterinario que venga a casa para vacunar a tres gatos que se ponen fatal en el coche?",
    None, None, None, situation="Home-visit vet for three cats (no trade)")
add("es-t01", "Hemos recibido una factura del agua el doble de lo normal. Con todos los grifos cerrados, la ruedita del contador sigue girando. Además, en el césped delante de la casa hay una zona siempre encharcada aunque no llueva. Vivimos en Niederfeulen, ¿pueden venir a mirarlo?",
    "plumbing", "Feulen", "Niederfeulen", kind="a", nu="U", situation="Meter turning with taps closed, soggy patch in front lawn")
add("es-t02", "En la despensa han aparecido unas polillas pequeñas que vuelan cuando abro la puerta. Dentro de los paquetes de harina y de arroz hay gusanitos y como telarañas. He tirado casi todo, pero a los pocos días vuelven a salir. La casa está en Schieren y ya no sé qué más hacer.",
    "pest-control", "Schieren", "Schieren", kind="a", nu="U", situation="Pantry moths and larvae in flour and rice")
add("es-t03", "Desde la tormenta del martes el abeto grande que tenemos junto a la casa está inclinado. Por el lado contrario se ha levantado el césped, como si las raíces salieran. Mide unos 20 metros y si cae, cae sobre el tejado del vecino. Estamos en Bourscheid.",
    "gardening", "Bourscheid", "Bourscheid", kind="a", nu="U", situation="Tall spruce leaning after a storm, roots lifting the lawn")
add("es-t04", "Mi primo me dijo que alicatar el baño era fácil y lo hicimos juntos un fin de semana. Ahora las filas de azulejos están torcidas y varios suenan huecos al tocarlos. Mi mujer dice que así no se queda. Busco un alicatador en Ingeldorf que lo quite y lo haga bien, son unos 25 m2 de pared.",
    "tiling", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="N", situation="DIY wall tiling with a cousin: crooked rows, hollow tiles")
add("es-t05", "En la tienda donde compramos la estufa de pellets nos dijeron que daba igual la marca de pellets, que cualquiera servía. Compramos los más baratos del súper y ahora se atasca cada dos días y echa humo al encenderse. El cristal se pone negro enseguida. ¿Alguien puede venir a Folschette a limpiarla y ajustarla?",
    "heating", "Rambrouch", "Folschette", kind="b", nu="U", situation="Pellet stove clogging and smoking after cheap pellets, as the shop said")
add("es-t06", "El vecino, que dice que sabe de obras, nos aseguró que la pared entre la cocina y el salón no era de carga. Empezamos a tirarla y ahora ha salido una grieta en el techo del salón. Hemos parado todo y puesto un puntal. Necesitamos un albañil en Mertzig que mire esto cuanto antes.",
    "masonry", "Mertzig", "Mertzig", kind="b", nu="N", situation="Started removing a 'non-load-bearing' wall on neighbour's word; ceiling cracked")
add("es-t07", "Vivimos en Martelange, en el lado belga, justo enfrente de Rombach-Martelange. Mi suegro quiso ayudar y lijó el parquet de roble con una lijadora de banda. Ha dejado marcas profundas y ondas por todo el salón. Hay que lijarlo de nuevo bien y barnizarlo, unos 40 m2.",
    "carpentry", "abroad", "Martelange", distractors=["Rombach-Martelange"], kind="b", nu="U", situation="Oak parquet gouged by father-in-law's belt sander; Belgian side of a border village")
add("es-t08", "Trabajo en un despacho de abogados en Redange-sur-Attert, somos cuatro personas. Desde el fin de semana el servidor no arranca y nadie puede abrir los expedientes. Tenemos juicios la semana que viene y necesitamos los documentos. ¿Alguien puede venir hoy mismo?",
    "it-support", "Redange", "Redange-sur-Attert", kind="c", nu="U", situation="Law office (other trade named): server will not boot")
add("es-t09", "Tenemos un restaurante español en Grevenmacher y vamos a cambiar la carta. Queremos fotos buenas de los platos, las tapas y el comedor para la carta y para Google. Buscamos un fotógrafo que trabaje con comida. ¿Cuánto cobra por una tarde?",
    "photography", "Grevenmacher", "Grevenmacher", kind="c", nu="N", situation="Spanish restaurant needs food photos for the new menu")
add("es-t10", "Somos una ONG pequeña que ayuda a familias latinoamericanas recién llegadas. Tenemos un folleto de 8 páginas con información sobre escuelas, médicos y trámites. Lo necesitamos en francés y en alemán para repartirlo en los ayuntamientos. ¿Hay descuento para asociaciones?",
    "translation", None, None, kind="c", nu="U", situation="NGO leaflet for newcomers needed in French and German")
add("es-t11", "Llevamos un coworking en Keispelt con 20 puestos y una sala de reuniones. La gente se queja de que está oscuro y de que no hay sitios tranquilos para llamadas. Queremos reorganizar el espacio, los colores y la iluminación sin hacer obra grande. ¿Quién nos puede hacer un plan?",
    "interior-design", "Kehlen", "Keispelt", kind="c", nu="U", situation="Coworking space wants a new layout, colours and lighting")
add("es-t12", "Compré un coche de segunda mano a un particular y a las dos semanas el motor se rompió. El vendedor no contesta y el taller dice que el fallo ya estaba antes. ¿Merece la pena contratar a un abogado para reclamar, o me saldrá más caro? ¿Cuánto puede costar?",
    "legal", None, None, kind="d", nu="N", situation="Used car broke down; worth hiring a lawyer to claim?")
add("es-t13", "Soy profesora de flamenco y doy clases en varios pueblos. ¿Qué me conviene más, una web sencilla con horarios o algo con reservas y pagos online? No quiero pagar una cuota mensual muy alta. ¿Cuánto cuesta más o menos cada opción?",
    "web-development", None, None, kind="d", nu="U", situation="Flamenco teacher: simple site or booking and payments, costs")
add("es-t14", "Vivimos en Rédange, en el lado francés, y hemos heredado un piso de los años 60 en Dudelange. Está todo original: cocina, baño, suelos y la instalación eléctrica. ¿Compensa arreglarlo todo para alquilarlo o es mejor venderlo tal cual? ¿Cuánto costaría dejarlo habitable, más o menos?",
    "renovation", "Dudelange", "Dudelange", distractors=["Rédange"], kind="d", nu="U", situation="Inherited 1960s flat: refit to let or sell as is; homonym of Redange in France")
add("es-t15", "Tenemos una casa en Vianden con el tejado orientado al sur y queremos aprovecharlo. ¿Qué es mejor, placas para el agua caliente o placas para producir electricidad? Somos cinco en casa y gastamos mucha agua caliente. ¿Podría venir un instalador de placas a aconsejarnos?",
    "solar", "Vianden", "Vianden", kind="d", nu="N", situation="South roof: solar thermal or PV for a family of five")
