MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien, eis fussbodenheizung zu schieren gëtt zënter e puer deeg just nach lauwarm, den thermostat weist 21 grad awer et sinn der 17 an der stuff",
    "heating", "Schieren", "schieren", situation="Underfloor heating only lukewarm although the thermostat asks for 21 degrees.")
add("lb-s02", "Mir sichen een deen eis Fassad zu Nittel (Däitschland, just vis-à-vis vu Wuermer) virum Wanter nach frësch ustrach, ongeféier 140 m².",
    "painting", "abroad", "Nittel", distractors=("Däitschland", "Wuermer"), situation="Repainting a house facade in Nittel, across the Moselle in Germany, before winter.")
add("lb-s03", "Eis al Trap zu Biekerech kraacht bei all Tratt an d'Gelänner wackelt, se ass aus Holz (Eech, mengen ech) a mir hätte gär datt een se flécke kënnt.",
    "carpentry", "Beckerich", "Biekerech", not_place=("Holz", "Eech"), situation="Creaking oak staircase with a wobbly handrail to be repaired.")
add("lb-s04", "Brauch een fir e Rëss an eiser Gaardemauer zu Goeblange ze flécken, d'Mauer ass ongeféier 1,20 m héich an de Rëss geet vun uewen bis ënnen 🙁",
    "masonry", "Koerich", "Goeblange", situation="Crack running top to bottom through a garden wall.")
add("lb-s05", "Mir sinn elo an en Haus zu Hiefenech geplënnert a wëllen all d'Schlässer (3 Dieren + Garage) austauschen, well mer net wëssen wien nach alles e Schlëssel huet.",
    "locksmith", "Heffingen", "Hiefenech", situation="New owners want all lock cylinders replaced because unknown people still have keys.")
add("lb-s06", "Wie kéint eis am Fréijoer 6 Uebstbeem plantzen an de Rasen hannert dem Haus zu Helsem nei uleeën, de Buedem ass ganz lämeg?",
    "gardening", "Walferdange", "Helsem", situation="Planting six fruit trees and re-laying a lawn on clay soil.")
add("lb-s07", "brauch eng botzfirma fir d'glasveranda an all d'fënsteren baussen an dobannen, izeg, am beschten nach virun chrëschtdag",
    "cleaning", "Hesperange", "izeg", situation="Cleaning a glass veranda and all windows inside and out before Christmas.")
add("lb-s08", "Mir hunn en Appartement (L-2340, drëtte Stack) kaaft a wëllen d'Kichen an d'Buedzëmmer komplett nei maachen, mat Elektresch, Sanitär a Plättercher, alles vun enger Firma koordinéiert.",
    "renovation", "Luxembourg", "L-2340", situation="Complete refit of kitchen and bathroom in a bought flat, coordinated by one firm.")
add("lb-s09", "Eis Spullmaschinn (Bosch, ronn 6 Joer al) zu Viichten pompelt d'Waasser net méi eraus, et bleift ëmmer esou 3 cm Waasser ënnen stoen.",
    "appliance-repair", "Vichten", "Viichten", situation="Dishwasher no longer pumps out; water stays at the bottom.")
add("lb-s10", "Sicht een Nohëllef fir Mathé fir eise Jong (7e Classique), 2x d'Woch, am léifsten online?",
    None, None, None, situation="Maths tutoring for a secondary-school pupil, twice a week, online.")
add("lb-t01", "Zënter leschter Woch dréint sech eis Waasseruhr och wann am ganzen Haus kee Krunn op ass. Mir hunn alles zougemaach, och d'Toilette, an d'Rad dréint lues weider. Eis Rechnung vum Syndicat war schonn héich. D'Haus zu Ëlwen ass aus de 70er Joren, d'Leitunge lafen ënnert dem Buedem vun der Garage. Wie kann dat séier kucken kommen?",
    "plumbing", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="Water meter keeps turning with every tap closed: hidden leak under the garage floor.")
add("lb-t02", "All Kéier wann et méi laang reent, fält bei eis de Stroum aus. Et ass ëmmer dee selwechte Schalter am Kasten deen erausspréngt, an da sinn d'Kichen an d'Terrass donkel. Wann et dréchen ass, geschitt näischt. Mir wunnen zu Hamiville, d'Terrassenluuchten sinn 2019 gesat ginn. Ech hunn et satt, all Kéier am Däischteren an de Keller ze lafen.",
    "electrical", "Wincrange", "Hamiville", kind="a", nu="U", situation="Residual-current switch trips whenever it rains for long; outdoor lights suspected.")
add("lb-t03", "Nuets héiere mer et an der Mauer vum Kannerzëmmer kraazen, ëmmer tëscht 2 a 4 Auer. Gëschter war en Tut Miel an der Späis ugeknabbert an et louche kleng schwaarz Kréimelen um Regal. D'Kaz interesséiert sech guer net dofir 🙄 Eist Haus zu Housen steet direkt um Feld. Wat maache mer elo?",
    "pest-control", "Parc Hosingen", "Housen", kind="a", nu="U", situation="Scratching in the wall at night and a gnawed flour bag: mice.")
add("lb-t04", "Eise Noper huet gemengt, mir sollten d'Virlaftemperatur vum Kessel op 35 Grad erofsetzen, dat géif vill Mazout spueren. Dat hu mer virun 3 Wochen gemaach, an elo gëtt d'Buedzëmmer net méi iwwer 18 Grad a moies ass d'Waasser an der Dusch nëmme lauwarm. Mir hunn zu Stolzebuerg en ale Buderus-Kessel mat klassesche Heizkierper. Kann een dat richteg astellen kommen?",
    "heating", "Putscheid", "Stolzebuerg", kind="b", nu="U", situation="Neighbour advised lowering the oil boiler's flow temperature; now rooms and shower water are too cool.")
add("lb-t05", "Mäi Schwoer huet mer gesot, ech sollt d'Lächer an der Dachrenn einfach mat Silikon zoumaachen. Elo leeft d'Waasser bei all Reen iwwer de Rand an d'Fassad erof, well d'Renn sech an der Mëtt och nach gesenkt huet. Um Daach sinn och zwee Zillen verrutscht, déi ee vum Gaart aus gesäit. Kéint een zu Fouhren laanscht kommen an dat uerdentlech maachen?",
    "roofing", "Tandel", "Fouhren", kind="b", nu="U", situation="Brother-in-law's silicone fix on a sagging gutter failed; two roof tiles slipped.")
add("lb-t06", "Am Bauhaus hu se eis gesot, fir d'Terrass dobaussen géif normale Plättercheskleber duergoen. Nom éischte Wanter klénge bal d'Hallschent vun de Plättercher huel an 6 sinn komplett lass. D'Fuge si gebrach an d'Waasser leeft drënner. D'Terrass ass ongeféier 25 m², zu Lipperscheid. Wie kann déi nei verleeën, dës Kéier richteg?",
    "tiling", "Bourscheid", "Lipperscheid", kind="b", nu="U", situation="DIY store recommended indoor tile adhesive for a terrace; tiles came loose after one winter.")
add("lb-t07", "Meng Tatta seet, en handgeschriwwent Testament vun eisem Bopa wier net gülteg, well et net beim Notaire gemaach gouf. Elo wëlle meng Cousinen d'Haus verkafen ouni eis ze froen. Ech hunn d'Testament hei, et ass ënnerschriwwen an datéiert. Ech brauch en Affekot deen sech mat Ierfschaften auskennt, dréngend.",
    "legal", None, None, kind="b", nu="N", situation="Aunt claims a handwritten will is invalid; cousins want to sell the inherited house.")
add("lb-t08", "Mir sinn de Comité vum Basketclub zu Nidderfeelen. Fir eisen 50ten Anniversaire maache mer eng Brochure an e Kalenner. Mir sichen e Fotograf deen un engem Samschdeg am Mäerz all d'Ekippen an der Hal fotograféiert, ongeféier 12 Ekippen. Wat kascht sou eppes ongeféier?",
    "photography", "Feulen", "Nidderfeelen", kind="c", nu="N", situation="Basketball club needs team photos of 12 teams for its 50th anniversary brochure.")
add("lb-t09", "Mir sinn e klengt Architektebüro mat 5 Leit zu Briddel. Zënter mer en neie Router vun der Post kritt hunn, fënnt keen Computer méi de grousse Plotter, an den NAS mat eise Pläng ass nëmmen nach heiansdo ze gesinn. Mir hu keen deen dat intern mécht. Kann een dës Woch nach laanscht kommen?",
    "it-support", "Kopstal", "Briddel", kind="c", nu="U", situation="Architects' office: after a new router the plotter and NAS are no longer found on the network.")
add("lb-t10", "Mir hunn e klenge Restaurant a maachen am Fréijoer eng nei Kaart. D'Texter hu mer op Lëtzebuergesch a Franséisch, mee vill vun eise Clienten schwätzen nëmmen Englesch oder Portugisesch. Mir bräichten déi ganz Kaart, ronn 4 Säiten, och op déi zwou Sproochen, an dat sollt gutt klénge, net wéi Google. Bis wéini kéint dat fäerdeg sinn?",
    "translation", None, None, kind="c", nu="U", situation="Restaurant needs its new four-page menu rendered in English and Portuguese.")
add("lb-t11", "Mir sinn eng kleng Bauereschaft mat Hofbuttek a verkafen Eeër, Hunneg a Fleesch. Bis elo bestellen d'Leit per Telefon oder WhatsApp, dat gëtt ze vill. Mir hätte gär eng Websäit mat engem Shop, wou ee ka bestellen an e Créneau fir ofzehuelen auswielen. Mir sichen e Webentwéckler deen dat fir e raisonnabele Präis mécht.",
    "web-development", None, None, kind="c", nu="N", situation="Farm shop wants a website with online ordering and pick-up slots.")
add("lb-t12", "Eisen Daach zu Bettborn geet Osten-Westen, net Süden. Lount et sech do iwwerhaapt, Photovoltaik drop ze maachen? Mir verbrauchen ongeféier 5.500 kWh am Joer, mat engem Elektroauto. A kritt een nach Subsiden vum Klimabonus?",
    "solar", "Préizerdaul", "Bettborn", kind="d", nu="N", situation="Is photovoltaics worth it on an east-west roof; are subsidies still available?")
add("lb-t13", "Mir hunn en Altbau-Appartement um Lampertsbierg mat héije Plafongen mee engem ganz donkele Wunnzëmmer. Ass et besser, d'Kichen mam Salon ze verbannen, oder just mat Faarwen a Luuchten ze schaffen? Mir hätte gär een dee mat eis e Plang mécht, wou d'Miwwele higinn a wéi eng Luuchten. Wat kascht esou eng Berodung ongeféier?",
    "interior-design", "Luxembourg", "Lampertsbierg", kind="d", nu="U", situation="Dark living room in an old flat: layout, colour and lighting plan, and its cost.")
add("lb-t14", "Ech sinn Tresorier vun engem klenge Musekverain a mir hu gemierkt, datt eis Comptabilitéit e Chaos ass. Brauche mir do e Comptabel oder geet dat mat engem Excel-Tableau? Mir hunn ongeféier 200 Buchungen am Joer an 2 Konten. Wat kascht e Comptabel fir esou e Veräin am Joer?",
    "accounting", None, None, kind="d", nu="N", situation="Music society treasurer asks whether the club needs a bookkeeper and what it costs.")
add("lb-t15", "D'Mamm zitt vun hirem Appartement zu Mäerzeg an e Studio bei eis op Ettelbréck. Hiren Appartement ass am drëtte Stack ouni Lift, an et ass e schwéiere Schaf an e Buffet dobäi. Solle mer dat mat Frënn an engem gelounte Camion maachen oder lount et sech, Leit dofir ze huelen? A wat kascht dat ongeféier fir esou eng kuerz Streck?",
    "moving", "Mertzig", "Mäerzeg", distractors=("Ettelbréck",), kind="d", nu="U", situation="Mother moves from a third-floor flat without lift to a studio nearby: friends or paid help?")

# ---------------- French ----------------
add("fr-s01", "Bonjour, je viens de recevoir ma Tesla Model 3 et je voudrais faire installer une borne de recharge 11 kW dans le garage à Kleinbettingen, le tableau électrique date de 2008.",
    "electrical", "Steinfort", "Kleinbettingen", situation="Installing an 11 kW car charger in a garage with a 2008 fuse board.")
add("fr-s02", "On aimerait remplacer notre vieille chaudière au fioul (Viessmann de 1998) par une pompe à chaleur air-eau, maison de 160 m² à Bascharage, qui peut passer faire un devis ?",
    "heating", "Käerjeng", "Bascharage", situation="Replacing a 1998 oil boiler with an air-to-water heat pump.")
add("fr-s03", "besoin d'un peintre pour refaire murs et plafonds d'un 3 pièces vide quartier gare avant l'arrivée des nouveaux locataires le 1er février",
    "painting", "Luxembourg", "gare", situation="Repainting walls and ceilings of an empty three-room flat before new tenants arrive.")
add("fr-s04", "Nous cherchons un menuisier pour poser une terrasse en bois (ipé ou mélèze) autour de la piscine à Mondorf, environ 60 m².",
    "carpentry", "Mondorf-les-Bains", "Mondorf", situation="Building a 60 m² wooden deck around a swimming pool.")
add("fr-s05", "refaire le carrelage mural de la douche à l'italienne remich env 8 m2, deux carreaux sont fendus et le reste sonne creux",
    "tiling", "Remich", "remich", situation="Re-tiling the walls of a walk-in shower: cracked and hollow-sounding tiles.")
add("fr-s06", "Est-ce que quelqu'un peut installer une serrure 3 points sur la porte d'entrée de notre maison à Schouweiler, on a eu une tentative d'effraction la semaine dernière ?",
    "locksmith", "Dippach", "Schouweiler", situation="Fitting a three-point lock on the front door after an attempted break-in.")
add("fr-s07", "Déménagement de Thionville vers Bettembourg le 14 mars, un 4 pièces au 2e étage avec ascenseur, il nous faudrait aussi un garde-meubles pour 2 mois.",
    "moving", "Bettembourg", "Bettembourg", distractors=("Thionville",), situation="Move from Thionville (France) to Bettembourg with two months of storage.")
add("fr-s08", "Nous habitons à Esch-sur-Alzette mais nous venons d'acheter une maison de 1930 à Hettange-Grande et cherchons une entreprise qui coordonne toute la rénovation (électricité, plomberie, isolation, sols).",
    "renovation", "abroad", "Hettange-Grande", distractors=("Esch-sur-Alzette",), situation="Full renovation of a 1930 house just bought in Hettange-Grande, France; owners live in Esch.")
add("fr-s09", "Je cherche un interprète portugais-français pour accompagner mon père à plusieurs rendez-vous médicaux en janvier.",
    "translation", None, None, situation="Portuguese-French interpreter for a father's medical appointments.")
add("fr-s10", "Nous cherchons une nounou pour aller chercher nos deux enfants à l'école le mercredi et les garder jusqu'à 18h.",
    None, None, None, situation="Childminder to collect two children from school on Wednesdays.")
add("fr-t01", "Après la tempête de dimanche, une tache marron est apparue au plafond de la chambre sous les combles. Elle grandit à chaque averse et ça sent l'humidité. De la rue, on voit que quelques ardoises ne sont plus alignées près de la cheminée. La maison est à Rumelange. Quelqu'un peut venir avant le week-end ?",
    "roofing", "Rumelange", "Rumelange", kind="a", nu="U", situation="Brown stain growing on the attic-room ceiling after a storm; slates visibly shifted.")
add("fr-t02", "Depuis hier, notre frigo-congélateur Liebherr fait un bruit de claquement toutes les dix minutes. Le compartiment du haut est à 12 degrés alors qu'il est réglé sur 5, et le congélateur est couvert de givre. On a déjà jeté tout le lait et la viande. On habite à Tétange, c'est un modèle encastré de 2017.",
    "appliance-repair", "Kayl", "Tétange", kind="a", nu="U", situation="Built-in fridge-freezer clicking, fridge at 12 degrees, freezer iced up.")
add("fr-t03", "Chaque fois que je lance le four et la plaque en même temps, les lampes du salon clignotent et parfois tout saute. Une prise de la cuisine est devenue brune et sent le plastique brûlé. J'ai arrêté de l'utiliser mais j'ai un peu peur la nuit. Appartement au rez-de-chaussée à Lamadelaine.",
    "electrical", "Pétange", "Lamadelaine", kind="a", nu="U", situation="Lights flicker and power trips with oven and hob on; a kitchen socket is scorched.")
add("fr-t04", "L'évier de la cuisine s'écoulait mal, alors ma voisine m'a conseillé de verser de la soude caustique avec de l'eau bouillante. Maintenant le siphon en PVC sous l'évier fuit et l'eau ne passe toujours pas. J'ai mis une bassine en dessous mais elle se remplit à chaque vaisselle. Je suis à Esch/Alzette, quartier Brill, 3e étage.",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", kind="b", nu="U", situation="Neighbour's caustic-soda advice for a slow sink left a leaking PVC trap and a still-blocked drain.")
add("fr-t05", "Il y a une fissure en escalier dans la façade de notre maison à Oberkorn, près de la gare. Le propriétaire nous dit qu'il suffit de repeindre par-dessus et que c'est normal pour une vieille maison. Mais elle s'est élargie depuis l'été, on peut y glisser une pièce de 2 cents. Le crépi commence aussi à se décoller autour. On voudrait l'avis d'un professionnel, nous sommes locataires.",
    "masonry", "Differdange", "Oberkorn", not_place=("gare", "cents"), kind="b", nu="U", situation="Landlord says to paint over a widening stepped crack in the facade render.")
add("fr-t06", "Au magasin de bricolage, on m'a vendu un anti-mousse en granulés en me disant d'en mettre deux fois la dose pour être tranquille. Trois semaines après, la pelouse est jaune et brûlée par plaques, surtout près de la haie. Il y a environ 400 m² à Septfontaines. Est-ce que quelqu'un peut la remettre en état, scarifier, ressemer, ce qu'il faut ?",
    "gardening", "Habscht", "Septfontaines", kind="b", nu="U", situation="Double dose of moss killer advised by a DIY shop burnt the lawn; needs restoring.")
add("fr-t07", "Nous avons des cafards dans la cuisine depuis un mois, surtout la nuit derrière le lave-vaisselle. Le voisin du dessous nous a dit de tout laver à l'eau de javel et de poser des pièges collants, ce qu'on a fait. Résultat : encore plus de bestioles et une odeur de javel partout. appartement à dudelange, immeuble de 12 logements, on soupçonne que ça vient des gaines. Qui peut s'en débarrasser pour de bon ?",
    "pest-control", "Dudelange", "dudelange", kind="b", nu="U", situation="Cockroaches in a flat kitchen; neighbour's bleach-and-traps advice did not work.")
add("fr-t08", "Nous sommes un cabinet dentaire de 3 fauteuils à Bertrange. Notre prestataire actuel arrête à la fin du mois. Nous avons besoin de quelqu'un chaque soir du lundi au vendredi pour les sols, les sanitaires, la salle d'attente et la désinfection des surfaces hors zone de soins. Pouvez-vous nous proposer un tarif mensuel ?",
    "cleaning", "Bertrange", "Bertrange", kind="c", nu="U", situation="Dental practice needs evening cleaning of floors, toilets and waiting room five days a week.")
add("fr-t09", "Je gère une petite SARL de transport. Un client nous doit 18 400 € depuis huit mois et ne répond plus aux relances, malgré deux mises en demeure. Notre comptable dit qu'il faut passer par un avocat pour une procédure d'injonction de payer. Nous cherchons un avocat en droit commercial, idéalement qui parle aussi allemand.",
    "legal", None, None, kind="c", nu="N", situation="Haulage company wants a commercial lawyer to recover an unpaid invoice of 18,400 euros.")
add("fr-t10", "Étude de notaire, 9 postes, route d'Arlon à Strassen. Depuis la mise à jour Windows de mardi, trois PC n'impriment plus sur le copieur Canon et l'un d'eux ne se connecte plus au serveur. La personne qui s'en occupait a pris sa retraite. Il nous faudrait quelqu'un rapidement, et idéalement un contrat de maintenance.",
    "it-support", "Strassen", "Strassen", distractors=("Arlon",), kind="c", nu="U", situation="Notary office: after a Windows update PCs cannot print or reach the server.")
add("fr-t11", "Agence immobilière à Remich, nous avons un mandat pour une belle maison vigneronne à Remerschen. Nous cherchons un photographe pour des photos intérieures et extérieures, et si possible quelques prises de vue par drone au-dessus des vignes. L'annonce doit être en ligne avant le 20.",
    "photography", "Schengen", "Remerschen", distractors=("Remich",), kind="c", nu="N", situation="Estate agency needs interior, exterior and drone photos of a winegrower's house for sale.")
add("fr-t12", "Nous avons une maison à Dahlem avec un toit plein sud de 45 m². Vaut-il mieux mettre des panneaux photovoltaïques ou du solaire thermique pour l'eau chaude ? Nous sommes 5 à la maison et la douche tourne beaucoup 😅 Et combien de temps faut-il pour amortir ?",
    "solar", "Garnich", "Dahlem", kind="d", nu="N", situation="South roof: photovoltaic or solar thermal for a family of five, and payback time.")
add("fr-t13", "Je suis kinésithérapeute et je m'installe à mon compte en avril. Est-ce que j'ai vraiment besoin d'un site internet ou une fiche Google suffit ? Si oui, combien coûte un site simple avec prise de rendez-vous en ligne ? Je ne veux pas d'abonnement mensuel hors de prix.",
    "web-development", None, None, kind="d", nu="N", situation="New physiotherapist asks whether a website with online booking is needed and what it costs.")
add("fr-t14", "J'ai créé une SARL-S l'année dernière et je fais ma compta moi-même sur Excel. Est-ce qu'il vaut mieux prendre un comptable pour la société et garder ma déclaration d'impôts perso, ou tout confier au même cabinet ? Quel budget prévoir par an pour une petite structure avec une vingtaine de factures par mois ?",
    "accounting", None, None, kind="d", nu="N", situation="Owner of a small company asks whether to use one accountant for company and personal tax, and the cost.")
add("fr-t15", "J'ai acheté un studio de 38 m² à Belair que je veux louer meublé. Est-ce que ça vaut la peine de payer quelqu'un pour l'agencement, les couleurs et le choix des meubles, ou est-ce que je fais ça moi-même avec IKEA ? Je voudrais qu'il paraisse plus grand et qu'il plaise à des expatriés. Combien coûte en général un plan d'aménagement ?",
    "interior-design", "Luxembourg", "Belair", kind="d", nu="U", situation="Is paying for a layout, colour and furniture plan worth it for a small furnished rental studio?")

# ---------------- German ----------------
add("de-s01", "Wir hätten gern einen Einbauschrank unter der Dachschräge im Kinderzimmer, Massivholz oder lackiert, Haus in Wasserbillig, Maße circa 3,80 m x 1,10 m.",
    "carpentry", "Mertert", "Wasserbillig", not_place=("einen", ), situation="Built-in wardrobe under a sloping attic ceiling in a child's room.")
add("de-s02", "Unser Dachfenster (Velux, Baujahr 2004) in Berburg ist bei Starkregen undicht, das Wasser läuft innen an der Verkleidung runter.",
    "roofing", "Manternach", "Berburg", situation="Roof window leaks in heavy rain; water runs down the inner lining.")
add("de-s03", "Suche jemanden, der im Flur in Wecker ca 20 m² alte Fliesen rausreißt und neue Feinsteinzeugfliesen 60x60 verlegt.",
    "tiling", "Biwer", "Wecker", situation="Removing old hallway tiles and laying 60x60 porcelain tiles.")
add("de-s04", "Umzug Anfang April von Ehnen nach Trier, 3-Zimmer-Wohnung, Erdgeschoss, einige Möbel müssten abgebaut werden 📦",
    "moving", "Wormeldange", "Ehnen", distractors=("Trier",), situation="Move of a three-room ground-floor flat from Ehnen to Trier, furniture to dismantle.")
add("de-s05", "Wer macht eine Grundreinigung nach unserer Renovierung in Roodt-sur-Syre, überall Baustaub, Fenster, Böden, circa 140 m²?",
    "cleaning", "Betzdorf", "Roodt-sur-Syre", situation="Deep clean of a 140 m² house full of dust after renovation works.")
add("de-s06", "Für unser altes Bauernhaus in Niederdonven suchen wir eine Firma, die den kompletten Umbau des Erdgeschosses koordiniert: Wände raus, neue Elektrik, Heizung, Böden und Bad.",
    "renovation", "Flaxweiler", "Niederdonven", situation="Coordinated conversion of a farmhouse ground floor: walls, wiring, heating, floors, bathroom.")
add("de-s07", "Angebot für eine PV-Anlage mit circa 9 kWp auf dem Scheunendach in Reisdorf gesucht, Ausrichtung Süd, Neigung etwa 30 Grad.",
    "solar", "Reisdorf", "Reisdorf", situation="Quote for a 9 kWp photovoltaic system on a south-facing barn roof.")
add("de-s08", "Unsere kleine Physiopraxis in Gilsdorf braucht jemanden, der das WLAN neu einrichtet und die drei Rechner mit dem Drucker und der Praxissoftware vernetzt.",
    "it-support", "Bettendorf", "Gilsdorf", situation="Physiotherapy practice needs Wi-Fi set up and three PCs networked with printer and software.")
add("de-s09", "Wir suchen eine Fotografin für den Achtzigsten meiner Oma Anfang Juni bei uns zu Hause in Igel (gleich hinter Wasserbillig auf der deutschen Seite).",
    "photography", "abroad", "Igel", distractors=("Wasserbillig",), situation="Photographer for a grandmother's 80th birthday at home in Igel, Germany.")
add("de-s10", "Hundetrainer gesucht für unseren 5 Monate alten Labrador, der an der Leine zieht wie verrückt 🐕",
    None, None, None, situation="Dog trainer for a five-month-old Labrador pulling on the lead.")
add("de-t01", "Seit gestern dreht sich der Schlüssel in unserer Haustür zwar, aber der Riegel bewegt sich nicht mehr. Wir können das Haus nicht abschließen und müssen heute Abend zu einer Beerdigung nach Köln. Die Tür ist eine Aluminiumtür mit Mehrfachverriegelung. Wir wohnen in Echternach, direkt an der Sauer.",
    "locksmith", "Echternach", "Echternach", distractors=("Köln",), kind="a", nu="U", situation="Key turns but the multi-point bolt no longer moves; house cannot be locked.")
add("de-t02", "Unser Pelletkessel geht seit dem Wochenende immer wieder aus. Im Brennraum liegen halb verbrannte Pellets, es riecht im Kesselraum nach Rauch, und die Heizkörper sind morgens kalt. Die Pellets sind neu geliefert, von einem anderen Lieferanten als sonst. Haus in Osweiler, zwei kleine Kinder, es wird langsam ungemütlich.",
    "heating", "Rosport-Mompach", "Osweiler", kind="a", nu="U", situation="Pellet boiler keeps going out, half-burnt pellets and smoke smell after a new delivery.")
add("de-t03", "Auf unserem Balkon in Weilerbach sitzen jeden Tag ein Dutzend Tauben. Alles ist voller Kot, die Kinder dürfen nicht mehr raus, und unter der Markise ist schon ein Nest mit Eiern. Die Spikes aus dem Internet haben nichts gebracht. Was kann man da machen?",
    "pest-control", "Berdorf", "Weilerbach", kind="a", nu="U", situation="Pigeons nesting under a balcony awning, droppings everywhere.")
add("de-t04", "Im Elektromarkt hat man uns gesagt, dass die neuen LED-Spots einfach an die alten Halogen-Trafos passen. Jetzt flackern im Bad alle sechs Spots, und einer der Trafos in der Decke ist so heiß, dass man ihn nicht anfassen kann. Außerdem summt es leise. Kann jemand nach Scheidgen kommen und das ordentlich umbauen?",
    "electrical", "Consdorf", "Scheidgen", kind="b", nu="U", situation="Shop said LED spots work on old halogen transformers; now they flicker and a transformer overheats.")
add("de-t05", "Der Verkäufer im Baumarkt meinte, für die Fassade könne man auch normale Innenwandfarbe nehmen, wenn man zweimal streicht. Jetzt, nach einem Winter, blättert die Farbe an der Wetterseite großflächig ab und es gibt graue Schlieren. Das Haus in Befort hat rund 180 m² Fassadenfläche. Wir möchten das jetzt richtig machen lassen, mit Untergrundvorbereitung.",
    "painting", "Beaufort", "Befort", kind="b", nu="U", situation="Interior paint used on a facade on a shop's advice is peeling after one winter.")
add("de-t06", "Mein Bruder hat mir geraten, das Eichenparkett im Wohnzimmer mit Olivenöl aufzufrischen, das sei ja auch Öl. Jetzt ist der Boden fleckig, klebrig und riecht ranzig, vor allem dort, wo die Sonne draufscheint. Es ist echtes Holz, ca 35 m², verlegt 1995. Wer kann das abschleifen und neu versiegeln, Haus im Müllerthal?",
    "carpentry", "Waldbillig", "Müllerthal", not_place=("Holz",), kind="b", nu="U", situation="Oak parquet treated with olive oil on a brother's advice is sticky and rancid; needs sanding and sealing.")
add("de-t07", "Mein Schwager hat gesagt, als Grenzgänger müsse ich in Luxemburg keine Steuererklärung machen, das laufe alles über die Lohnsteuer. Jetzt habe ich gehört, dass ich mit der Klasse 1 wahrscheinlich viel zu viel bezahlt habe, weil meine Frau in Deutschland nicht arbeitet. Ich suche einen Steuerberater, der mir die Erklärungen für 2023 und 2024 nachträglich macht.",
    "accounting", None, None, distractors=("Luxemburg", "Deutschland"), kind="b", nu="N", not_place=("einen", ), situation="Cross-border worker told he needs no tax return; wants back returns filed for two years.")
add("de-t08", "Wir führen ein kleines Hotel in Vianden mit 14 Zimmern. Im zweiten Stock kommt morgens kaum noch Wasser aus den Duschköpfen, kalt wie warm, sobald mehrere Gäste gleichzeitig duschen. Die Leitungen sind von 1985. Ab Mai sind wir ausgebucht, bis dahin müsste das gelöst sein. Wer kann sich das ansehen?",
    "plumbing", "Vianden", "Vianden", kind="c", nu="U", not_place=("führen", ), situation="Hotel: water pressure collapses on the second floor when several guests shower.")
add("de-t09", "Wir sind der Vorstand des Tennisclubs in Junglinster. Rund um die Plätze haben wir 600 m² Rasen und Beete, die seit der Pensionierung unseres Platzwarts verwildern. Wir suchen jemanden, der das ab März regelmäßig pflegt, mäht und im Herbst das Laub entfernt. Bitte mit Preis pro Monat.",
    "gardening", "Junglinster", "Junglinster", kind="c", nu="U", situation="Tennis club needs regular care of lawns and flower beds around its courts.")
add("de-t10", "Unser Software-Start-up bekommt nächste Woche Besuch von einem Investor aus Shanghai und seinem Team. Die Herren sprechen kaum Englisch, unser Team kein Chinesisch. Wir brauchen für zwei Tage jemanden, der bei den Meetings und beim Abendessen dafür sorgt, dass wir uns auf Mandarin und Deutsch verstehen. Es geht um Vertragsdetails, also bitte keine Laien.",
    "translation", None, None, distractors=("Shanghai",), kind="c", nu="U", situation="Start-up needs a Mandarin-German interpreter for two days of investor meetings.")
add("de-t11", "Wir sind ein kleines Weingut an der Mosel und verkaufen bisher nur ab Hof und auf Märkten. Seit Corona fragen viele Kunden nach Versand. Wir hätten gern einen Onlineshop mit Versandkosten nach Gewicht und Altersabfrage, verbunden mit unserer bestehenden Webseite. Wer programmiert so etwas und wartet es danach?",
    "web-development", None, None, kind="c", nu="N", not_place=("einen", ), situation="Winery wants an online shop with weight-based shipping and age check added to its website.")
add("de-t12", "Wir ziehen im Sommer in ein Neubau-Penthouse auf dem Kirchberg, 120 m², alles offen. Lohnt sich eine Innenarchitektin für Raumaufteilung, Lichtplanung und Möbel, oder reicht ein gutes Möbelhaus? Was verlangt man dafür ungefähr pro Quadratmeter oder pro Stunde? Wir haben kaum Zeit, uns selbst darum zu kümmern.",
    "interior-design", "Luxembourg", "Kirchberg", kind="d", nu="N", situation="Is an interior designer worth it for an open-plan new penthouse, and what does it cost?")
add("de-t13", "Unser Wäschetrockner (Miele, 11 Jahre alt) quietscht seit Wochen laut, vermutlich sind die Rollen der Trommel hin. Er trocknet noch, aber der Lärm ist unerträglich. Lohnt sich eine Reparatur bei dem Alter noch, oder lieber gleich einen neuen kaufen? Wir wohnen in Rippig, falls jemand vorbeikommen kann.",
    "appliance-repair", "Bech", "Rippig", not_place=("einen", "Rollen",), kind="d", nu="U", situation="Squeaking 11-year-old tumble dryer: repair or replace?")
add("de-t14", "In unserem Weinberg in Grevenmacher ist nach dem Regen ein Stück der alten Trockenmauer eingestürzt, etwa 8 Meter lang. Aus diesem Grund rutscht jetzt auch Erde auf den Weg. Lohnt es sich, die Mauer von einem Maurer wieder in Naturstein aufsetzen zu lassen, oder ist Beton mit Verblendung vernünftiger? Und was kostet so etwas ungefähr pro Meter?",
    "masonry", "Grevenmacher", "Grevenmacher", not_place=("Grund",), kind="d", nu="N", situation="Collapsed dry-stone vineyard wall: rebuild in natural stone or concrete with facing, and cost.")
add("de-t15", "Meine Verlobte und ich wollen vor der Hochzeit einen Ehevertrag machen, weil ich eine Firma in die Ehe mitbringe. Reicht dafür ein Notar, oder sollte vorher ein Anwalt alles prüfen? Und gilt ein in Luxemburg geschlossener Vertrag auch, wenn wir später nach Belgien ziehen?",
    "legal", None, None, distractors=("Luxemburg", "Belgien"), kind="d", nu="N", not_place=("einen", ), situation="Prenuptial agreement with a company involved: notary or lawyer, and validity after moving to Belgium.")

# ---------------- English ----------------
add("en-s01", "Need someone to deep-clean two wool rugs and an L-shaped sofa at our place in Hassel, the dog had an accident and the smell won't go away.",
    "cleaning", "Weiler-la-Tour", "Hassel", situation="Deep cleaning of two wool rugs and a sofa after a dog accident.")
add("en-s02", "We're a 25-person consultancy in Gasperich looking for evening office cleaning three times a week, including the kitchenette and meeting rooms.",
    "cleaning", "Luxembourg", "Gasperich", situation="Evening office cleaning three times a week for a 25-person consultancy.")
add("en-s03", "can someone add 4 outdoor sockets and a light on a motion sensor along the driveway, house in L-3360?",
    "electrical", "Leudelange", "L-3360", situation="Four outdoor sockets and a motion-sensor light along a driveway.")
add("en-s04", "Quote needed to repaint the common stairwell of our 6-flat building in Mersch (4 floors, walls and handrails, scuffed by prams and bikes).",
    "painting", "Mersch", "Mersch", situation="Repainting the scuffed common stairwell of a six-flat building.")
add("en-s05", "The lead flashing around our chimney in Schoos came loose in the storm and water gets in right next to it, could someone take a look?",
    "roofing", "Fischbach", "Schoos", situation="Storm-loosened lead flashing around a chimney lets water in.")
add("en-s06", "Looking for someone to pour a concrete slab (3 x 4 m) for a garden shed behind our house in Tuntange before the shed is delivered on 15 May.",
    "masonry", "Helperknapp", "Tuntange", situation="Concrete base slab for a garden shed before delivery.")
add("en-s07", "Would love metro tiles as a kitchen splashback in our Howald flat, about 4 m² between the worktop and the wall cupboards, tiles already bought!",
    "tiling", "Hesperange", "Howald", situation="Metro-tile kitchen splashback of about 4 m², tiles supplied by the customer.")
add("en-s08", "We bought a narrow 19th-century house in the Grund and need a contractor to run the whole renovation: structural checks, new wiring and plumbing, insulation, kitchen and two bathrooms.",
    "renovation", "Luxembourg", "Grund", situation="Whole renovation of an old town house run by one contractor.")
add("en-s09", "Could someone come out to Arlon to fix our Siemens induction hob that keeps switching itself off after a few minutes (I commute to Kirchberg daily so Luxembourg firms are fine)?",
    "appliance-repair", "abroad", "Arlon", distractors=("Kirchberg", "Luxembourg"), situation="Induction hob switching itself off, at home in Arlon, Belgium; the customer commutes to Kirchberg.")
add("en-s10", "Looking for a personal trainer for twice-weekly sessions, mainly strength training after a knee injury.",
    None, None, None, situation="Personal trainer for strength sessions after a knee injury.")
add("en-t01", "For about a week there's been a sewer smell in our basement, strongest near the floor drain by the washing machine. It comes and goes, and it's worse after we shower upstairs. Last night a bit of grey water was standing around the drain. We live in Senningerberg and the house is from 1978. Can someone come and find out what's going on?",
    "plumbing", "Niederanven", "Senningerberg", kind="a", nu="U", situation="Sewer smell and grey water around a basement floor drain.")
add("en-t02", "The floorboards in our upstairs hallway have started creaking like mad and one board near the bathroom now bends when you step on it. Along the wall a gap of almost a centimetre has opened up. It's the original oak floor from when the house was built in the 60s. We're in Sandweiler, happy to send photos first.",
    "carpentry", "Sandweiler", "Sandweiler", kind="a", nu="U", situation="Creaking, springy oak floorboards with a gap opening along the wall.")
add("en-t03", "Since we came back from a trip to Barcelona, my partner and I wake up with itchy red bites in little rows on our arms. There are tiny dark spots on the mattress seams and on the sheets. We've washed everything at 60 degrees twice and it hasn't helped. Our flat is in Cents and we really don't want this spreading to the neighbours. What do we do now?",
    "pest-control", "Luxembourg", "Cents", distractors=("Barcelona",), kind="a", nu="U", situation="Bites in rows and dark spots on the mattress after a trip: bed bugs.")
add("en-t04", "Our neighbour swore that bamboo would make the perfect privacy screen, so we planted six of them three years ago. Now the runners are coming up in the middle of the lawn, under the patio slabs and even on his side. The grass is full of shoots. We need someone to dig it all out properly, put in a root barrier or whatever is needed, and replant something sensible. Garden in Munsbach, about 15 m along the fence.",
    "gardening", "Schuttrange", "Munsbach", not_place=("grass",), kind="b", nu="U", situation="Bamboo planted on a neighbour's advice is invading lawn and patio; needs removing and replanting.")
add("en-t05", "A friend who 'knows about these things' told me to top up the pressure on our gas boiler to 3 bar because the radiators felt weak. Now water keeps dripping from a little pipe under the boiler, and the gauge jumps to almost 4 when the radiators are running. I've put a bucket underneath. Can someone check it in Moutfort before the weekend?",
    "heating", "Contern", "Moutfort", kind="b", nu="U", situation="Boiler over-pressurised on a friend's advice; safety valve now drips.")
add("en-t06", "The guy at the hardware store said any standard cylinder would fit our front door, so I swapped it myself. It sticks out about 8 mm from the door plate and now our insurer says it doesn't meet their burglary requirements. On top of that the key only turns if you push the door hard. I'd like a proper security cylinder fitted, house in Capellen.",
    "locksmith", "Mamer", "Capellen", kind="b", nu="U", situation="Wrong cylinder sold by a hardware store protrudes and fails insurance rules; security cylinder wanted.")
add("en-t07", "The sales lady at the furniture showroom convinced us to go dark navy on every wall and buy a huge grey corner sofa. Six months later the living room feels like a cave and nothing goes together. We'd like someone to rethink the whole room: layout, colours, lighting, maybe which pieces to keep. It's an open living-dining space of around 45 m² in Nospelt.",
    "interior-design", "Kehlen", "Nospelt", kind="b", nu="U", situation="Showroom advice left a dark, mismatched living room; wants a new layout, colour and lighting concept.")
add("en-t08", "I run a small yoga studio in Mullendorf. Our Wi-Fi drops several times a day, which kills the card terminal and the booking tablet at the front desk. The router is the one from the provider and there's a repeater someone installed years ago. I'm not technical at all, I just need it to work reliably. Could someone sort it out, ideally on a Monday when we're closed?",
    "it-support", "Steinsel", "Mullendorf", kind="c", nu="U", situation="Yoga studio's Wi-Fi keeps dropping, taking down the card terminal and booking tablet.")
add("en-t09", "We're a small private crèche in Bofferdange with 28 children. Parents keep asking for proper portraits, so we'd like a photographer to come for a morning in May and take individual and group photos. It has to be someone comfortable with toddlers and with GDPR, since parents must consent. Could you send us a price per child or per morning?",
    "photography", "Lorentzweiler", "Bofferdange", kind="c", nu="N", situation="Crèche wants a photographer for children's portraits and group photos.")
add("en-t10", "Our lab is publishing a technical handbook on groundwater sensors and the funder wants it available in German as well as English. It's about 60 pages with lots of tables and specialist terms. We need it done by someone who understands hydrology vocabulary, not just machine output. Deadline is end of February.",
    "translation", None, None, kind="c", nu="U", situation="Research lab needs a 60-page technical handbook rendered into German.")
add("en-t11", "We're three co-founders of a small software company and we're hiring our first two employees in March. None of us has any idea how payroll and social security declarations work here. We need an accountant to set up payroll, do the monthly filings and keep the books. Our old bank contact suggested using one in Belgium, but we'd rather have someone local.",
    "accounting", None, None, distractors=("Belgium",), kind="c", nu="N", situation="Software start-up hiring its first staff needs payroll, filings and bookkeeping.")
add("en-t12", "I'm a freelance dog groomer (mobile, I drive to clients) and I keep losing bookings because people can't find me online. Is it better to pay a developer for a proper website with online booking, or just use one of those Wix templates myself? Roughly what should a small site with a booking calendar cost? I'd also like it in English and French.",
    "web-development", None, None, kind="d", nu="N", situation="Mobile dog groomer asks whether to pay a developer for a booking website and what it costs.")
add("en-t13", "We're buying a house in Gosseldange that has a 2014 PV system on the roof, about 6 kWp. The seller says the inverter shows an amber warning light from time to time. Should we replace the inverter straight away, or wait until it actually fails? And is it worth getting the panels checked before we sign?",
    "solar", "Lintgen", "Gosseldange", not_place=("amber",), kind="d", nu="N", situation="Buying a house with a 2014 PV system: replace the warning-light inverter now or later?")
add("en-t14", "My ex and I separated last year and share custody of our son, who was born in Portugal. She now wants to move back there with him. Do I need a lawyer to stop that, or can it be settled through mediation? How much does a family lawyer typically charge for something like this?",
    "legal", None, None, distractors=("Portugal",), not_place=("born",), kind="d", nu="N", situation="Separated father asks whether he needs a family lawyer to oppose his child's relocation abroad.")
add("en-t15", "We're relocating from Strassen to Lisbon in the summer, two-bedroom flat, no piano but a lot of books. Is it cheaper to have everything packed and shipped in a shared container, or to sell most of the furniture here and just send boxes? Roughly what would door-to-door cost for about 25 m³? We don't need storage at either end.",
    "moving", "Strassen", "Strassen", distractors=("Lisbon",), not_place=("sell",), kind="d", nu="U", situation="International move from Strassen to Lisbon: ship everything or sell and send boxes, and cost.")

# ---------------- Portuguese ----------------
add("pt-s01", "Preciso de uma mudança de Villerupt para Differdange no dia 28, T2 com poucos móveis mas uma máquina de lavar e um frigorífico grande 🙏",
    "moving", "Differdange", "Differdange", distractors=("Villerupt",), situation="Move of a small two-bedroom flat from Villerupt (France) to Differdange.")
add("pt-s02", "Queria trocar o radiador da casa de banho por um radiador toalheiro, casa em Colmar-Berg, alguém faz isso com o chauffage a gás ligado?",
    "heating", "Colmar-Berg", "Colmar-Berg", situation="Replacing a bathroom radiator with a towel radiator on a gas heating system.")
add("pt-s03", "Orçamento para pintar a fachada e as grades de ferro da nossa casa em Audun-le-Tiche, logo a seguir à fronteira com Esch.",
    "painting", "abroad", "Audun-le-Tiche", distractors=("Esch",), situation="Painting the facade and iron railings of a house in Audun-le-Tiche, France.")
add("pt-s04", "Caiu uma parte das telhas do anexo com o vento de ontem em Bissen, preciso de alguém urgente antes que chova outra vez!",
    "roofing", "Bissen", "Bissen", situation="Wind blew tiles off an outbuilding roof; urgent before more rain.")
add("pt-s05", "Quero levantar um muro de blocos com 1,5 m de altura e 12 m de comprimento entre o meu quintal e o do vizinho em Larochette, com sapata de betão.",
    "masonry", "Larochette", "Larochette", situation="Building a 12 m block wall on a concrete footing between two gardens.")
add("pt-s06", "fiquei fechada fora de casa em wiltz com o forno ligado, a chave ficou do lado de dentro, por favor alguém que venha JÁ",
    "locksmith", "Wiltz", "wiltz", situation="Locked out with the key inside and the oven on.")
add("pt-s07", "O computador do meu escritório em Hollerich não liga desde a trovoada de ontem e tenho lá os ficheiros dos clientes, alguém recupera isto?",
    "it-support", "Luxembourg", "Hollerich", situation="Office computer dead after a thunderstorm; client files to recover.")
add("pt-s08", "Procuro fotógrafo para o batizado da minha filha em Rodange no dia 12 de abril, cerimónia na igreja e depois almoço no restaurante.",
    "photography", "Pétange", "Rodange", situation="Photographer for a baptism: church ceremony and lunch.")
add("pt-s09", "Alguém que ajude a planear a sala e a cozinha abertas do nosso apartamento novo em Dudelange, escolher cores, móveis e iluminação, porque não conseguimos decidir nada 😂",
    "interior-design", "Dudelange", "Dudelange", situation="Help planning an open living room and kitchen: colours, furniture, lighting.")
add("pt-s10", "Procuro uma costureira para fazer bainhas em 6 calças e apertar um vestido para um casamento.",
    None, None, None, situation="Seamstress to hem trousers and take in a dress.")
add("pt-t01", "Ontem à noite ouvimos um estalo na cozinha e hoje de manhã os azulejos do chão estavam levantados no meio, tipo uma tenda. Já são umas oito peças soltas e algumas racharam. Fazem um barulho oco quando se pisa ao lado. A casa é em Soleuvre e o chão foi feito há uns 5 anos. Não dá para andar descalço, os miúdos estão sempre ali.",
    "tiling", "Sanem", "Soleuvre", kind="a", nu="U", situation="Kitchen floor tiles popped up overnight and cracked (tenting).")
add("pt-t02", "Depois da tempestade, a bétula grande do nosso quintal em Bergem ficou inclinada para o lado da casa. A terra à volta do tronco levantou de um lado e vêem-se raízes partidas. Os ramos de cima já tocam na caleira. Tenho medo que caia em cima do quarto das crianças.",
    "gardening", "Mondercange", "Bergem", kind="a", nu="U", situation="Large birch leaning towards the house after a storm, roots torn.")
add("pt-t03", "O autoclismo da casa de banho de cima não pára de correr, ouve-se a água a noite toda. Já mexi na boia e durante uma hora fica bom, depois volta. A conta da água do último trimestre veio quase o dobro. moro em schifflange, numa rua perto da piscina. Quem pode vir ver isto esta semana?",
    "plumbing", "Schifflange", "schifflange", kind="a", nu="U", situation="Toilet cistern runs all night; water bill almost doubled.")
add("pt-t04", "O senhorio disse que o fogão elétrico novo podia ser ligado a uma tomada normal com uma extensão, que não havia problema. Ao fim de uma semana a ficha derreteu e cheira a queimado na cozinha. Agora não temos fogão e tenho medo de ligar seja o que for. O apartamento é em Bonnevoie, 1º andar. Preciso de alguém que faça uma ligação como deve ser.",
    "electrical", "Luxembourg", "Bonnevoie", kind="b", nu="U", situation="Landlord said an electric cooker could run on an extension lead; the plug melted.")
add("pt-t05", "A minha vizinha disse-me para pôr um litro de vinagre na máquina de lavar roupa para tirar o cheiro. Depois disso a borracha da porta começou a deitar água e agora fica uma poça no chão a cada lavagem. A máquina é uma Samsung de 4 anos. Moro em Ehlange, alguém conserta ou é para deitar fora?",
    "appliance-repair", "Reckange-sur-Mess", "Ehlange", kind="b", nu="U", situation="Neighbour's vinegar tip damaged the washing machine door seal; it now leaks.")
add("pt-t06", "Temos ratos no quintal e no galinheiro, já vimos três de uma vez. O senhor da loja agrícola disse para pôr veneno em todo o lado, mas o nosso cão quase comeu um dos blocos. Agora temos medo pelo cão e pelas galinhas. Precisamos de uma empresa de desratização que saiba fazer isto com segurança, moramos em Berchem, perto da autoestrada. Não, não é Berchem na Bélgica 😅",
    "pest-control", "Roeser", "Berchem", distractors=("Bélgica",), kind="b", nu="N", situation="Rats in the henhouse; farm shop's poison advice nearly poisoned the dog.")
add("pt-t07", "O meu cunhado disse que com a carrinha dele levávamos tudo em dois dias, sem problema. Já lá vão três fins de semana, partiu-se o espelho do roupeiro e ainda falta o sofá, a máquina de lavar e o frigorífico. Ele agora está de férias em Portugal. Precisamos de alguém com camião e gente que leve o resto de Aspelt para Bettembourg no sábado.",
    "moving", "Frisange", "Aspelt", distractors=("Bettembourg", "Portugal"), kind="b", nu="U", situation="Brother-in-law's van move stalled; the heavy items still have to go from Aspelt to Bettembourg.")
add("pt-t08", "Temos um restaurante português em Esch-sur-Alzette, perto da gare. A hotte e os filtros da cozinha estão cheios de gordura e o controlo sanitário vem no próximo mês. Precisamos de alguém que deixe a cozinha e a exaustão impecáveis, desengordurar tudo, fora do horário, de preferência numa segunda-feira. Quanto custa mais ou menos?",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", not_place=("gare",), kind="c", nu="U", situation="Restaurant needs its kitchen hood, filters and extraction degreased before a hygiene inspection.")
add("pt-t09", "Somos uma associação cultural portuguesa com uns 150 sócios. O antigo presidente não quer entregar as contas nem as chaves da sede depois de a assembleia geral o ter afastado. Precisamos de um advogado que nos diga o que podemos fazer e que lhe escreva uma carta. Alguém que fale português seria ótimo.",
    "legal", None, None, kind="c", nu="N", situation="Cultural association's ousted president refuses to hand over accounts and keys.")
add("pt-t10", "Temos uma pequena empresa de construção e contratámos seis trabalhadores novos que só falam português. O nosso manual de segurança e as instruções das máquinas estão em francês e alemão. A inspeção do trabalho exige que eles percebam tudo. Precisamos desses documentos, umas 40 páginas, em português até ao fim do mês.",
    "translation", None, None, kind="c", nu="U", situation="Building firm needs 40 pages of safety manual and machine instructions in Portuguese.")
add("pt-t11", "Temos uma pastelaria em Ettelbruck há 12 anos e queremos transformar a loja toda em agosto, quando fechamos para férias. É preciso mudar o chão, o balcão, a iluminação, as casas de banho dos clientes e pintar tudo. Queremos uma só empresa que coordene todos os trabalhos para estar pronto em 3 semanas. Alguém faz isso?",
    "renovation", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="Pastry shop wants a full shop refit coordinated by one firm during its August closure.")
add("pt-t12", "Eu e o meu marido trabalhamos os dois por conta de outrem e comprámos casa o ano passado. Disseram-nos que com os juros do crédito e o seguro podemos recuperar dinheiro nos impostos. Vale a pena pagar a um contabilista para fazer a declaração conjunta ou conseguimos sozinhos no MyGuichet? Quanto costuma custar?",
    "accounting", None, None, kind="d", nu="N", situation="Employed couple who bought a house ask if an accountant is worth it for their joint tax return.")
add("pt-t13", "Tenho uma mercearia portuguesa e os clientes pedem-me para encomendar pela internet e ir buscar à loja. Quanto custa mais ou menos fazer um site com loja online, com uns 300 produtos? É melhor pagar uma vez a alguém ou há daquelas plataformas com mensalidade? Não percebo nada disto.",
    "web-development", None, None, kind="d", nu="N", situation="Portuguese grocery asks the cost of an online shop with click-and-collect.")
add("pt-t14", "Estamos a pensar pôr painéis solares no telhado da nossa casa em Ingeldorf, mas o telhado tem sombra de uma árvore grande do vizinho à tarde. Compensa mesmo assim ou é dinheiro deitado fora? Quanto se recupera com as ajudas do Estado? E quantos anos demora a pagar-se?",
    "solar", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="N", situation="Are solar panels worth it on a roof shaded by a neighbour's tree in the afternoon?")
add("pt-t15", "Queremos revestir a escada de betão lá de casa com madeira, são 14 degraus. Carvalho ou faia, o que aguenta melhor com duas crianças e um cão? E mais ou menos quanto custa? A casa é em Diekirch.",
    "carpentry", "Diekirch", "Diekirch", kind="d", nu="U", situation="Cladding a 14-step concrete staircase in wood: oak or beech, and cost.")

# ---------------- Italian ----------------
add("it-s01", "Cerchiamo un imbianchino per tinteggiare tutta la casa a Longwy, 5 stanze più corridoio, da fare prima di Pasqua.",
    "painting", "abroad", "Longwy", situation="Painting a whole five-room house in Longwy, France, before Easter.")
add("it-s02", "Vorrei far rifare il quadro elettrico della casa di campagna a Kautenbach, è ancora con i fusibili a vite degli anni '70.",
    "electrical", "Kiischpelt", "Kautenbach", situation="Replacing a 1970s screw-fuse board in a country house.")
add("it-s03", "Mi serve un falegname per costruire una libreria su misura in rovere che copra tutta la parete del soggiorno, casa a Perlé, parete di 4,5 m per 2,6.",
    "carpentry", "Rambrouch", "Perlé", situation="Made-to-measure oak bookcase covering a whole living-room wall.")
add("it-s04", "posare mosaico in vetro nella doccia + pavimento bagno 6 mq grosbous, materiale già comprato",
    "tiling", "Groussbus-Wal", "grosbous", situation="Laying glass mosaic in a shower and a 6 m² bathroom floor, materials supplied.")
add("it-s05", "Abbiamo comprato una cassaforte a muro e vorremmo farla installare nel ripostiglio della casa a Kayl, chi se ne occupa?",
    "locksmith", "Kayl", "Kayl", situation="Installing a wall safe in a storage room.")
add("it-s06", "Trasloco a fine giugno da Merl a Bari, bilocale con pochi mobili ma tanti scatoloni e una bici elettrica 🚲",
    "moving", "Luxembourg", "Merl", distractors=("Bari",), situation="Move of a small flat from Merl (Luxembourg City) to Bari, Italy.")
add("it-s07", "Cerco una signora per le pulizie di casa 4 ore a settimana a Remich, preferibilmente il venerdì mattina.",
    "cleaning", "Remich", "Remich", situation="Home cleaner four hours a week on Friday mornings.")
add("it-s08", "Vogliamo ristrutturare completamente un appartamento anni '60 a Dudelange: impianti, bagno, cucina, pavimenti e infissi, con un'unica impresa che coordini tutto.",
    "renovation", "Dudelange", "Dudelange", situation="Complete renovation of a 1960s flat coordinated by a single firm.")
add("it-s09", "Il forno Smeg di casa nostra a Bertrange non scalda più, la luce e la ventola funzionano ma resta freddo.",
    "appliance-repair", "Bertrange", "Bertrange", situation="Oven light and fan work but it no longer heats.")
add("it-s10", "Cerchiamo un servizio di catering per la prima comunione di nostro figlio, circa 40 persone, menù italiano.",
    None, None, None, situation="Catering for a first communion party of about 40 people.")
add("it-t01", "Da qualche giorno la pressione della caldaia scende da 1,5 a quasi zero ogni mattina e devo ricaricarla a mano. A quel punto i termosifoni sono tiepidi e in casa fa freddo. Non vedo perdite né macchie da nessuna parte. Abitiamo a Clervaux, la caldaia è una Vaillant di 9 anni.",
    "heating", "Clervaux", "Clervaux", kind="a", nu="U", situation="Boiler pressure drops to almost zero every morning; radiators lukewarm.")
add("it-t02", "Nel muro tra soggiorno e cucina si è aperta una crepa che parte dall'angolo della porta e sale verso il soffitto. Due mesi fa era un filo, adesso ci passa una moneta. Anche la porta comincia a strisciare sul pavimento. La casa è a Weiswampach ed è stata costruita nel 1985.",
    "masonry", "Weiswampach", "Weiswampach", kind="a", nu="U", situation="Widening crack in an interior wall from the door corner to the ceiling.")
add("it-t03", "Ho trovato dei buchini nei maglioni di lana e nel cappotto buono, e sul fondo dell'armadio ci sono delle piccole larve bianche. La sera volano delle farfalline color sabbia in camera. Ho già lavato tutto ma continuano a comparire. Appartamento al Limpertsberg, terzo piano.",
    "pest-control", "Luxembourg", "Limpertsberg", kind="a", nu="U", situation="Holes in woollens, larvae in the wardrobe and small moths: clothes moths.")
add("it-t04", "Mio cognato Walter ha montato il rubinetto esterno del giardino da solo, senza valvola antigelo, dicendo che tanto in Lussemburgo non gela mai. Con il freddo di gennaio il tubo si è spaccato dentro il muro del garage e l'acqua è uscita per ore. Abbiamo chiuso il contatore generale. Siamo a Pommerloch, serve qualcuno che rifaccia il pezzo di tubo come si deve.",
    "plumbing", "Winseler", "Pommerloch", distractors=("Lussemburgo",), not_place=("Walter",), kind="b", nu="U", situation="Brother-in-law fitted an outside tap without frost protection; the pipe burst inside the garage wall.")
add("it-t05", "Un signore passato porta a porta ci ha detto che il colmo del tetto era pericoloso e l'ha 'sistemato' con del catrame in un pomeriggio, 800 euro in contanti. Dopo due settimane piove dentro la mansarda proprio sotto il colmo. Non risponde più al telefono, ovviamente. Abitiamo a Boulaide e vorremmo che qualcuno serio controllasse tutto il tetto.",
    "roofing", "Boulaide", "Boulaide", kind="b", nu="U", situation="Door-to-door tar job on the roof ridge; now it rains into the attic.")
add("it-t06", "Mio nipote ci ha 'sistemato' la rete di casa mettendo un secondo router e cambiando tutte le password. Da allora la stampante non si vede più dal portatile, la smart TV si disconnette e io lavoro da casa tre giorni a settimana. Lui è partito per l'Erasmus e non risponde. Casa a Heiderscheid, qualcuno può venire a rimettere ordine?",
    "it-support", "Esch-sur-Sûre", "Heiderscheid", kind="b", nu="U", situation="Nephew's second router broke the home network: printer invisible, TV disconnecting.")
add("it-t07", "Il vicino dice che posso tagliare io i rami del suo noce che invadono il nostro giardino e poi mandargli il conto. Mia moglie invece ha letto che non si può toccare niente senza il suo permesso. Adesso lui minaccia di denunciarci perché abbiamo già tagliato due rami. Ci serve un avvocato che ci spieghi come stanno davvero le cose.",
    "legal", None, None, kind="b", nu="N", situation="Neighbour said to cut his overhanging walnut branches, now threatens to sue.")
add("it-t08", "Gestisco una palestra di boxe a Rumelange, circa 300 m² di pareti tra sala, spogliatoi e ingresso. Le pareti sono segnate, scrostate e piene di impronte, e a marzo abbiamo un evento con gli sponsor. Vorremmo rinfrescare tutto in grigio antracite, con la parete principale rossa dietro il ring. Si può fare in un fine settimana, per non chiudere?",
    "painting", "Rumelange", "Rumelange", kind="c", nu="U", situation="Boxing gym wants 300 m² of scuffed walls redone in anthracite over a weekend.")
add("it-t09", "Siamo uno studio dentistico a Mamer e la sala d'attesa è fredda e anonima, i pazienti sembrano in ospedale. Vorremmo un progetto completo: disposizione, colori, luci, sedute e magari una parete verde. Non vogliamo chiudere lo studio più di una settimana. Potete mandarci qualcuno per un sopralluogo?",
    "interior-design", "Mamer", "Mamer", kind="c", nu="U", situation="Dental practice wants a complete design concept for a cold waiting room.")
add("it-t10", "Abbiamo aperto un ristorante siciliano a Esch-sur-Alzette e stiamo rifacendo il menù e le pagine social. Cerchiamo un fotografo che venga una mattina a fotografare una ventina di piatti e la sala. Le foto devono essere pronte entro tre settimane per la stampa del menù. Avete un listino?",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="Restaurant needs food and dining-room photos for its new menu.")
add("it-t11", "Siamo una piccola pizzeria con 5 dipendenti e finora la contabilità la faceva la moglie del titolare. Adesso lei ha un altro lavoro e noi non sappiamo nemmeno come fare le buste paga. Cerchiamo un commercialista o uno studio che si occupi di paghe, IVA e bilancio. Meglio se parla italiano.",
    "accounting", None, None, kind="c", nu="N", situation="Pizzeria with five staff needs payroll, VAT and annual accounts handled.")
add("it-t12", "Ho un B&B di 4 camere e ricevo quasi tutte le prenotazioni da Booking, che si prende il 17%. Conviene farsi fare un sito con prenotazione diretta, o tanto la gente prenota sempre lì? Meglio WordPress o un sito fatto su misura? Quanto può costare in tutto?",
    "web-development", None, None, kind="d", nu="N", situation="B&B owner asks whether a direct-booking website pays off and what it costs.")
add("it-t13", "Mio padre ha scritto un romanzo di 220 pagine in italiano e vorremmo che potessero leggerlo anche i nipoti, che parlano solo francese. Ha senso affidarlo a un professionista o basta uno studente universitario? E quanto può costare più o meno una versione francese fatta bene?",
    "translation", None, None, kind="d", nu="U", situation="Father's 220-page Italian novel to be made available in French: professional or student, and cost.")
add("it-t14", "Abbiamo una casa a Harlange con il tetto a sud ma anche una pompa di calore che consuma tanto d'inverno. Conviene mettere i pannelli fotovoltaici se d'inverno il sole è poco? Quanti kWp ci vorrebbero per una famiglia di quattro? E ci sono ancora contributi?",
    "solar", "Lac de la Haute-Sûre", "Harlange", kind="d", nu="N", situation="Is photovoltaics worth it with a heat pump that uses most power in winter; what size?")
add("it-t15", "Abbiamo un giardino di 200 m² a Nocher tutto in pendenza, il prato è sempre giallo d'estate e fangoso d'inverno. Meglio rifarlo con prato a rotoli, seminarlo di nuovo o mettere l'erba sintetica? Con due bambini piccoli cosa dura di più? E quanto costa più o meno ciascuna soluzione?",
    "gardening", "Goesdorf", "Nocher", kind="d", nu="U", situation="Sloping lawn yellow in summer and muddy in winter: turf, reseed or artificial grass?")

# ---------------- Spanish ----------------
add("es-s01", "Necesito que alguien limpie y cambie los canalones de la casa en Medernach, están llenos de hojas y uno se ha soltado de la fachada.",
    "roofing", "Vallée de l'Ernz", "Medernach", situation="Clearing and replacing gutters, one torn off the facade.")
add("es-s02", "Quiero cambiar el inodoro del baño de abajo por uno suspendido con cisterna empotrada, piso en Cessange, ¿alguien me puede pasar presupuesto?",
    "plumbing", "Luxembourg", "Cessange", situation="Replacing a toilet with a wall-hung one with concealed cistern.")
add("es-s03", "Busco a alguien para empapelar dos paredes del salón y pintar el techo en nuestra casa de Echternach, el papel ya lo tenemos.",
    "painting", "Echternach", "Echternach", situation="Wallpapering two living-room walls and painting the ceiling.")
add("es-s04", "hola necesito alguien para alicatar la cocina nueva en warken unos 12 m2 de pared con azulejo blanco",
    "tiling", "Ettelbruck", "warken", situation="Tiling 12 m² of new kitchen walls with white tiles.")
add("es-s05", "Mudanza de Bourglinster a Mersch el 3 de mayo, casa de 4 habitaciones, con un boxer muy nervioso que irá con nosotros en el coche 😅",
    "moving", "Junglinster", "Bourglinster", distractors=("Mersch",), not_place=("boxer",), situation="House move from Bourglinster to Mersch; the nervous boxer dog travels by car.")
add("es-s06", "¿Alguien hace limpieza de cristales en Yutz, al lado de Thionville, para una casa con muchos ventanales y una veranda?",
    "cleaning", "abroad", "Yutz", distractors=("Thionville",), situation="Window cleaning for a house with large windows and a veranda in Yutz, France.")
add("es-s07", "Hemos heredado una casa antigua en Ehlerange y queremos reformarla entera (tejado aparte): instalación eléctrica, fontanería, cocina, baños y suelos, todo con una sola empresa.",
    "renovation", "Sanem", "Ehlerange", situation="Whole renovation of an inherited old house by a single firm.")
add("es-s08", "La campana extractora de la cocina hace un ruido horrible y ya casi no aspira, vivo en L-3850, ¿la podéis reparar?",
    "appliance-repair", "Schifflange", "L-3850", situation="Noisy kitchen extractor hood that barely extracts.")
add("es-s09", "Busco interiorista para ayudarnos a distribuir y decorar un ático de 90 m² en Bridel, sobre todo la iluminación y los muebles del salón.",
    "interior-design", "Kopstal", "Bridel", situation="Interior designer to plan layout, lighting and furniture of a 90 m² penthouse.")
add("es-s10", "Busco profesora de flamenco para clases particulares, nivel principiante, una vez por semana.",
    None, None, None, situation="Private flamenco dance lessons for a beginner.")
add("es-t01", "Desde las últimas lluvias se oye un goteo en el desván, justo encima del dormitorio. Ayer subí y vi la madera mojada y un trozo de cielo entre dos tejas. Hemos puesto un cubo, pero este fin de semana anuncian tormenta. La casa está en Cruchten.",
    "roofing", "Nommern", "Cruchten", kind="a", nu="U", situation="Dripping in the attic; daylight visible between two roof tiles.")
add("es-t02", "Cuando enciendo la luz del pasillo, el timbre de la puerta empieza a zumbar y a veces suena solo. El interruptor del pasillo está caliente al tocarlo. Además, las bombillas de esa zona se funden cada pocas semanas. Vivimos en Roodt, en una casa de los años 70.",
    "electrical", "Ell", "Roodt", kind="a", nu="U", situation="Hall light makes the doorbell buzz; hot switch and bulbs blowing.")
add("es-t03", "La puerta blindada de casa ya no cierra bien: hay que levantar la manilla y empujar con el hombro para que entre el cerrojo. Por fuera la llave gira a medias y se queda atascada. Tengo miedo de quedarme fuera o de no poder cerrar. Estamos en Redange-sur-Attert.",
    "locksmith", "Redange", "Redange-sur-Attert", kind="a", nu="U", situation="Armoured door lock only engages when forced; key sticks half-turned.")
add("es-t04", "Tenemos hormigas en la cocina desde la primavera y el vecino nos dijo que no hacía falta hacer nada, que se irían solas con el frío. Ahora salen por los enchufes y por debajo del zócalo, cientos cada mañana. Ya probamos cebos del supermercado sin resultado. Vivimos en Saeul, ¿quién puede eliminarlas de verdad?",
    "pest-control", "Saeul", "Saeul", kind="b", nu="U", situation="Neighbour said ants would leave with the cold; now they swarm out of sockets and skirting.")
add("es-t05", "Un amigo que trabajó en la construcción me dijo que para la humedad de la pared del sótano bastaba con una pintura plástica impermeable. Al año, la pintura hace bolsas y el revoco se deshace y cae a trozos. Toda la parte baja de la pared está blanca y arenosa. Casa en Useldange, queremos arreglarlo bien esta vez.",
    "masonry", "Useldange", "Useldange", kind="b", nu="U", situation="Waterproof paint advised for a damp cellar wall; the render behind is now crumbling.")
add("es-t06", "Mi suegro dijo que la puerta de madera del salón rozaba porque estaba hinchada y la cepilló por abajo. Ahora en verano queda un hueco de un dedo, entra aire y además ya no encaja bien en el marco. Es una puerta maciza de roble, antigua, y nos da pena cambiarla. ¿Alguien en Filsdorf puede ajustarla o rehacer la parte de abajo?",
    "carpentry", "Dalheim", "Filsdorf", kind="b", nu="U", situation="Father-in-law planed too much off an old oak door; now it gaps and no longer fits the frame.")
add("es-t07", "Tenemos un pequeño taller de cerámica en Canach y vendemos en una tienda online de diseño. Un primo nos dijo que con su cámara bastaba y nos hizo las fotos de los productos, pero la tienda las ha rechazado por el fondo y la luz. Necesitamos un fotógrafo de producto para unas 40 piezas, con fondo blanco y algunas fotos ambientadas. ¿Podéis venir al taller?",
    "photography", "Lenningen", "Canach", kind="b", nu="N", situation="Cousin's product photos were rejected by an online shop; product photographer needed at the workshop.")
add("es-t08", "Somos una academia de idiomas en el Pfaffenthal con cuatro aulas. Los proyectores no se conectan de forma estable a los portátiles de los profesores y el wifi de los alumnos se cae en cuanto hay más de veinte personas. Empezamos los cursos intensivos el lunes 12. Necesitamos a alguien que lo revise y lo deje funcionando.",
    "it-support", "Luxembourg", "Pfaffenthal", kind="c", nu="U", situation="Language school: projectors drop out and student Wi-Fi fails with more than twenty users.")
add("es-t09", "Dirigimos una residencia de mayores en Mondorf-les-Bains con un jardín de unos 1.500 m². La persona que lo cuidaba se jubiló y los caminos, los parterres y el césped están descuidados. Buscamos un contrato de mantenimiento mensual, con cuidado especial para que los caminos queden seguros para sillas de ruedas. ¿Nos podéis enviar una oferta?",
    "gardening", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="c", nu="U", situation="Care home needs monthly maintenance of a 1,500 m² garden with wheelchair-safe paths.")
add("es-t10", "Tenemos una pequeña empresa de reformas y un antiguo socio ha montado una empresa igual usando nuestra cartera de clientes y casi el mismo nombre comercial. Varios clientes ya nos han confundido con él. Queremos un abogado que nos diga si podemos frenarlo y que le envíe un requerimiento. Preferimos que hable español o francés.",
    "legal", None, None, kind="c", nu="N", situation="Building firm's former partner copies its client list and trade name.")
add("es-t11", "Somos una importadora de vinos de Rioja y Ribera del Duero y vamos a empezar a vender en supermercados de aquí. Nos piden las contraetiquetas y las fichas de producto de 30 vinos en francés y alemán, con la terminología correcta. No queremos textos que suenen a máquina. ¿En cuánto tiempo podría estar?",
    "translation", None, None, distractors=("Rioja", "Ribera del Duero"), kind="c", nu="U", situation="Wine importer needs back labels and product sheets for 30 wines in French and German.")
add("es-t12", "Tengo una pequeña empresa de alquiler de furgonetas camper. ¿Me conviene una página web con reservas y pagos o me basta con Instagram y WhatsApp? ¿Cuánto cuesta una web así y cuánto el mantenimiento al año?",
    "web-development", None, None, kind="d", nu="N", situation="Camper-van rental asks whether a booking-and-payment website is worth it and what it costs.")
add("es-t13", "Me acaban de contratar aquí y mi pareja sigue trabajando en España. ¿Tenemos que hacer la declaración de la renta en los dos países? ¿Merece la pena un gestor o asesor fiscal que conozca los dos sistemas, y cuánto suele cobrar?",
    "accounting", None, None, distractors=("España",), kind="d", nu="N", situation="Couple working in two countries ask whether they need a tax adviser for both returns.")
add("es-t14", "Tenemos una casa en Greiveldange con tejado de pizarra orientado al suroeste. ¿Se pueden poner placas solares sobre pizarra sin estropearla, o es mejor montarlas en la pérgola del jardín? ¿Cuál de las dos opciones produce más? Antes vivíamos en el Born, en Barcelona, y allí era imposible tener nada en el tejado 😄",
    "solar", "Stadtbredimus", "Greiveldange", distractors=("Born", "Barcelona"), kind="d", nu="N", situation="Solar panels on a slate roof or on a garden pergola: which is better?")
add("es-t15", "Hemos comprado una granja antigua en Bous que todavía tiene una caldera de gasóleo de 1994. ¿Qué es mejor para una casa de piedra grande y mal aislada: bomba de calor o caldera de pellets? ¿Cuánto cuesta cada opción con las ayudas actuales? Queremos cambiarlo antes del invierno.",
    "heating", "Bous-Waldbredimus", "Bous", kind="d", nu="U", situation="Old stone farmhouse with a 1994 oil boiler: heat pump or pellet boiler?")
