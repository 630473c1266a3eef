MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Brauch en Elektriker fir 3 Steckdosen an e Liicht an der Garage zu Koplescht ze installéieren, am beschten nach virun Chrëschtdag",
    "electrical", "Kopstal", "Koplescht", situation="three sockets and a light in a garage before Christmas")
add("lb-s02", "Sichen en Affekot fir Ierfschaftsrecht well mäi Brudder d'Haus vun eiser verstuerwener Mamm verkafe wëll ouni mech ze froen",
    "legal", None, None, situation="inheritance dispute: brother wants to sell late mother's house")
add("lb-s03", "kann een mer de rasen vertikutéieren an nei asaen zu garnech ongeféier 400m2 merci",
    "gardening", "Garnich", "garnech", situation="scarify and reseed a 400 m2 lawn")
add("lb-s04", "Plënneren vu Rëmeleng op Diddeleng den 15 Januar, 3 Zëmmer um 2 Stack ouni Lift + Keller",
    "moving", "Rumelange", "Rëmeleng", distractors=["Diddeleng"], situation="flat move Rumelange to Dudelange, second floor without lift")
add("lb-s05", "Mir verkafen eist Haus zu Feelen a brauche professionell Fotoen an e Video mat der Drone fir d'Annonce 📸",
    "photography", "Feulen", "Feelen", situation="estate-agent photos and drone video of a house for sale")
add("lb-s06", "D'Plättercher am Gank klénge huel an zwee si gesprongen, wien kann déi zu Schuller ersetzen, mir hunn nach 6 Reserveplättercher am Keller",
    "tiling", "Dippach", "Schuller", situation="hollow and cracked hall floor tiles, spares available")
add("lb-s07", "eisen Tiefkühler (Liebherr GNP 2313) mécht e Kaméidi wéi e Fliger an d'Temperatur geet net méi ënner -8 grad, Reparatur méiglech zu Téiteng?",
    "appliance-repair", "Kayl", "Téiteng", situation="noisy chest freezer no longer cold enough")
add("lb-s08", "Hätt gär e Gutachten vun 30 Säiten vum Däitschen an d'Franséisch iwwersat fir d'Assurance, bis Enn vum Mount",
    "translation", None, None, situation="30-page expert report German to French for an insurer")
add("lb-s09", "wien kann d'Kommiounskleed vu menger Duechter ëm 5 cm kierzen, si brauch et fir Ouschteren 🙈",
    None, None, None, situation="shortening a communion dress (tailoring, not a listed trade)")
add("lb-s10", "offert gefrot fir pv op der scheier zu viichten ronn 120 m2 daach richtung süden mat netzaspeisung",
    "solar", "Vichten", "viichten", situation="quote for PV on a 120 m2 barn roof with feed-in")
add("lb-t01", "Bei eis zu Konsdref héiert een nuets all puer Minutten d'Toilette am Buedzëmmer eleng lafen, och wann keen se benotzt huet. D'Waasserrechnung war dëst Joer 240 € méi héich wéi soss. Ech hunn den Deckel vum Spullkaschten opgemaach an do beweegt sech dauernd eppes. Ka bis nächst Woch een laanscht kommen?",
    "plumbing", "Consdorf", "Konsdref", kind="a", nu="U", situation="toilet cistern refills by itself at night, higher water bill")
add("lb-t02", "Nom Stuerm vum Weekend leien eng Rei Schifferplacken am Gaart. Elo ass um Plafong vum Kannerzëmmer e bronge Fleck deen all Dag méi grouss gëtt 😟. Mir wunnen zu Nocher, d'Haus ass vun 1978. Kann een dat w.e.g. séier kucken ier et nach méi reent.",
    "roofing", "Goesdorf", "Nocher", kind="a", nu="U", situation="slates blown into the garden, brown stain spreading on a ceiling")
add("lb-t03", "Zanter zwou Wochen fanne mir all Moien kleng schwaarz Kären an der Kichenschublad an de Rais-Pak ass ugebass. Nuets héiere mir et am Plafong kraze. D'Kaz interesséiert sech net dofir 🙄. Mir sinn zu Hiefenech, wien kann do eppes maachen?",
    "pest-control", "Heffingen", "Hiefenech", kind="a", nu="U", situation="droppings in kitchen drawer, gnawed rice, scratching in ceiling")
add("lb-t04", "Am Keller vun eisem Haus zu Schieren ass e Rass an der Mauer laanscht d'Trap, deen elo bal 1 cm breet ass. Mäi Schwoer huet gesot ech soll einfach Silikon drafëllen an iwwermolen, dat hunn ech virun engem Joer gemaach. Elo ass de Rass nees do, an dobaussen bei der Terrass gesäit een och e Rass am Bëtong. Ech hätt gär datt dat emol richteg gekuckt gëtt ier ech nach méi kaputt maachen.",
    "masonry", "Schieren", "Schieren", kind="b", nu="U", situation="cellar wall crack reopened after brother-in-law's silicone fix")
add("lb-t05", "Eis Buedemheizung am Living gëtt just nach op der Fënstersäit waarm, bei der Kichen bleift de Buedem kal. Den Noper sot, ech soll den Thermostat op 5 setzen an d'Pompel méi staark stellen, elo mécht et just Kaméidi. Mir sinn zu Gilsdorf, ech sinn de ganzen Dag an d'Stad schaffen, d'Heizung ass eng Viessmann Gaasheizung vun 2011. Ech sichen en Heizungsinstallateur deen d'Buedemheizung ausbalancéiere kann.",
    "heating", "Bettendorf", "Gilsdorf", distractors=["d'Stad"], kind="b", nu="N", situation="underfloor heating warm on one side only, neighbour's pump advice made it noisy")
add("lb-t06", "Mir hunn eist Haus zu Nennig, just hannert der Grenz bei Schengen, virun 2 Joer frësch gestrach. De Verkeefer am Baumaart zu Tréier hat eis eng Innefaarf verkaf an gesot dat géif dobausse grad esou halen. Elo blätscht d'Faarf op der Wiederssäit iwwerall of. Mir sichen e Moler deen d'Fassad richteg mécht, och wann et net zu Lëtzebuerg ass.",
    "painting", "abroad", "Nennig", distractors=["Schengen", "Lëtzebuerg"], kind="b", nu="N", situation="facade painted with interior paint on a shop's advice is peeling (house just over the German border)")
add("lb-t07", "D'Dier vun eisem Appartement zu Bouneweg spaart zanter e puer Deeg, de Schlëssel dréit sech nëmme mat Gewalt. De Proprietär sot iwwer Telefon, ech soll WD-40 an d'Schlass sprëtzen. Dat hunn ech gemaach a lo geet de Schlëssel guer net méi ronderëm, ech kommen nëmmen nach iwwer de Balkon vum Noper eran 😅. Kann haut nach een kommen deen den Zylinder wiesselt?",
    "locksmith", "Luxembourg", "Bouneweg", kind="b", nu="U", situation="stiff flat door lock jammed completely after landlord's WD-40 advice")
add("lb-t08", "Ech sinn Tresorier vun eisem Fussballclub, ongeféier 180 Memberen, mat Buvette an Tournoien. Bis elo hunn ech alles an Excel gemaach, mee d'Sponsoren an d'Gemeng wëllen elo eng richteg Comptabilitéit gesinn. Gëtt et e Comptabel oder eng Fiduciaire déi sou kleng Veräiner mécht, a wat kascht dat ongeféier am Joer?",
    "accounting", None, None, kind="c", nu="N", situation="football club treasurer needs proper bookkeeping for sponsors and the council")
add("lb-t09", "Mir sinn eng kleng Kinéspraxis zu Miersch mat 4 Behandlungsraim. Zanter mir den neie Router kritt hunn, fält d'WLAN an den hënneschte Raim ëmmer aus an den Drécker um Empfang fënnt de PC net méi. Eise Software-Fournisseur seet dat wier net säi Problem. Kann eis een dat Netzwierk propper astellen, am beschten no 18 Auer?",
    "it-support", "Mersch", "Miersch", kind="c", nu="U", situation="physio practice: Wi-Fi drops in back rooms and reception printer lost after new router")
add("lb-t10", "Mir hunn zwee Gîten zu Stolzebuerg un der Our a vermieden déi iwwer Airbnb. Tëscht zwee Gäscht bleiwe meeschtens just 4 Stonnen, an eis bisheireg Hëllef hält am Februar op. Mir sichen een deen samschdes tëscht 10 an 14 Auer d'Zëmmeren, d'Kichen an d'Bäder mécht an d'Bettwäsch wiesselt. Wéi organiséiert een dat am beschten?",
    "cleaning", "Putscheid", "Stolzebuerg", kind="c", nu="U", situation="holiday-let owner needs Saturday changeover cleaning")
add("lb-t11", "Eis Schräinerei ass e Familljebetrib an der drëtter Generatioun, mee mir hunn nach ëmmer just eng Facebook-Säit. Clienten froen ëmmer nees no Fotoe vun eise Kichen an Trapen an no engem Formulaire fir Offerten. Mir sichen e Webdesigner deen eis eng einfach Säit mat Galerie a Kontaktformulaire mécht, op Lëtzebuergesch a Franséisch. Budget sou 3000 bis 4000 €.",
    "web-development", None, None, kind="c", nu="N", situation="joinery firm wants a first website with gallery and quote form")
add("lb-t12", "Mir hunn zu Sëll en aalt Haus kaf mat enger Eechentrap déi ganz grau an ofgeläscht ass. D'Holz selwer ass nach gutt. Lount et sech déi ofzeschläifen an ze uelegen oder ass et méi gënschteg se mat Laminat ze verkleeden? Et sinn 14 Trapen an e klenge Podest, wat kascht sou eppes ongeféier?",
    "carpentry", "Saeul", "Sëll", not_place=["Holz"], kind="d", nu="U", situation="worn oak staircase: sand and oil or clad with laminate, and the cost")
add("lb-t13", "Mir iwwerleeën de Späicher vun eisem Haus zu Wilwerwiltz auszebauen, fir e Schlofzëmmer mat engem klenge Buedzëmmer. Do misst isoléiert ginn, Fënsteren an den Daach, Stroum, Waasser an e Buedem. Ass dat iwwerhaapt rentabel oder baue mir besser un? Mat wéi vill pro m2 muss ee rechnen, et sinn ongeféier 45 m2.",
    "renovation", "Kiischpelt", "Wilwerwiltz", kind="d", nu="U", situation="is converting a 45 m2 attic into bedroom and bathroom worth it, cost per m2")
add("lb-t14", "Mir hunn zu Furen d'Mauer tëscht Kichen a Living erausgeholl an hunn elo ee grousse Raum vu 55 m2, mee et gesäit eidel an onpersönlech aus. Lount et sech en Interior Designer ze huelen fir e Plang mat Miwwelen, Faarwen a Luuchten? Oder ass dat just eppes fir Leit mat vill Suen? Wat rechent sou een normalerweis?",
    "interior-design", "Tandel", "Furen", kind="d", nu="N", situation="is an interior designer worth it for a new open-plan living area")
add("lb-t15", "Mir hunn zu Wäisswampech en aalt Bauerenhaus mat décke Steemaueren, bannen ass alles verputzt. Wat ass besser fir d'Maueren ze sträichen, Kalkfaarf oder Silikatfaarf, well et an der Stuff e bëssen fiicht ass? A wat kascht et ongeféier fir dräi Zëmmeren, sou 200 m2 Mauer a Plafong? Mir wëllen dat net selwer maachen.",
    "painting", "Weiswampach", "Wäisswampech", kind="d", nu="U", situation="lime or silicate paint for damp old farmhouse walls, cost for three rooms")

# ---------------- French ----------------
add("fr-s01", "Besoin d'un plombier pour changer le mitigeur de l'évier et raccorder un lave-vaisselle neuf à Lamadelaine, samedi si possible",
    "plumbing", "Pétange", "Lamadelaine", situation="replace kitchen mixer and connect a new dishwasher")
add("fr-s02", "Je cherche un avocat en droit du travail : licenciée pendant mon congé maladie après 11 ans dans la même boîte, c'est légal ??",
    "legal", None, None, situation="dismissed during sick leave after 11 years")
add("fr-s03", "Installation d'une borne de recharge 11 kW pour une Model Y dans le garage de notre maison à Bergem, le tableau électrique est à 5 m",
    "electrical", "Mondercange", "Bergem", situation="11 kW wallbox in a house garage")
add("fr-s04", "abattage d'un bouleau de 15 m trop proche de la maison a fennange + evacuation des branches svp",
    "gardening", "Bettembourg", "fennange", situation="fell a 15 m birch too close to the house and remove branches")
add("fr-s05", "Déménagement d'un studio de Niedercorn vers Arlon le 28 février, une vingtaine de cartons, un lit et un canapé",
    "moving", "Differdange", "Niedercorn", distractors=["Arlon"], situation="studio move from Niederkorn to Arlon (Belgium)")
add("fr-s06", "Besoin d'un interprète français-portugais pour accompagner ma mère chez le notaire le 14 janvier, environ 1h30",
    "translation", None, None, situation="French-Portuguese interpreter for a notary appointment")
add("fr-s07", "Quelqu'un pour garder notre beagle du 20 au 27 décembre pendant qu'on part au Portugal ?",
    None, None, None, distractors=["Portugal"], situation="dog-sitting over the holidays (not a listed trade)")
add("fr-s08", "Pose de carrelage grand format 60x120 dans une cuisine de 18 m2 à Hesper, la chape est sèche depuis octobre",
    "tiling", "Hesperange", "Hesper", situation="large-format 60x120 kitchen floor tiles on a dry screed")
add("fr-s09", "Mon lave-vaisselle Bosch s'arrête au milieu du programme et il reste de l'eau au fond, quelqu'un peut passer à Strassen cette semaine ?",
    "appliance-repair", "Strassen", "Strassen", situation="dishwasher stops mid-cycle with water left in the bottom")
add("fr-s10", "Photographe cherché pour les photos officielles de nos 4 équipes de jeunes au hall sportif de Bertrange, samedi 10 janvier au matin",
    "photography", "Bertrange", "Bertrange", situation="official photos of four youth sports teams")
add("fr-t01", "Depuis hier, à chaque fois que la machine à laver vidange, l'eau remonte dans le bac de douche avec une odeur horrible. On a déjà versé un produit acheté au Cactus mais ça n'a rien changé. Appartement au 1er étage à Esch/Alzette, rue de l'Alzette. Vous pouvez envoyer quelqu'un avant le week-end ?",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", kind="a", nu="U", situation="washing-machine water backs up into the shower tray")
add("fr-t02", "Ce matin la clé de la porte d'entrée tourne dans le vide, la porte reste verrouillée et je suis dehors avec ma fille de 3 ans. C'est un immeuble dans le quartier Gare, 3e étage, porte blindée. La clé n'est pas cassée, elle tourne juste sans rien entraîner. Combien de temps pour venir ?",
    "locksmith", "Luxembourg", "Gare", kind="a", nu="U", situation="locked out: key spins freely in an armoured flat door")
add("fr-t03", "Depuis notre retour de vacances on se réveille avec des petites piqûres alignées sur les bras et les jambes. Ce matin j'ai trouvé des points noirs le long de la couture du matelas. On a lavé tous les draps à 60° mais ça continue. On habite à Huldange, maison avec 3 chambres. Qui peut venir voir ce que c'est ?",
    "pest-control", "Troisvierges", "Huldange", kind="a", nu="U", situation="bites in rows and black spots on mattress seams after a holiday")
add("fr-t04", "Un démarcheur est passé la semaine dernière à Marnach et nous a dit que notre toiture était « poreuse » et qu'il fallait un traitement hydrofuge à 4 800 €, à payer avant vendredi. Mon fils dit que c'est une arnaque. Le toit a 25 ans, tuiles en béton, un peu de mousse côté nord. Je voudrais l'avis honnête d'un couvreur du coin avant de signer quoi que ce soit.",
    "roofing", "Clervaux", "Marnach", kind="b", nu="N", situation="doorstep salesman pushes a 4,800 EUR roof water-proofing treatment")
add("fr-t05", "Dans notre jardin à Mondorff, côté Moselle française, le mur de soutènement en pierres sèches penche de plus en plus vers la rue. Le voisin nous a conseillé de couler une couche de béton sur le dessus pour « le tenir », on l'a fait cet été. Maintenant il y a une fissure tout le long et deux pierres sont tombées sur le trottoir. Il faut quelqu'un qui le reconstruise proprement avant qu'il y ait un accident.",
    "masonry", "abroad", "Mondorff", kind="b", nu="U", situation="leaning dry-stone retaining wall made worse by neighbour's concrete cap (French village)")
add("fr-t06", "On a repeint la cuisine de notre appartement à Remich, juste à côté de la gare routière, avec une acrylique blanche. Le vendeur du magasin de bricolage nous avait dit qu'il n'y avait pas besoin de sous-couche sur l'ancienne glycéro. Trois semaines après, ça se décolle en lamelles dès qu'on touche avec l'ongle, surtout autour de la hotte. Il faudrait tout reprendre correctement, environ 35 m2 de murs plus le plafond.",
    "painting", "Remich", "Remich", not_place=["gare"], kind="b", nu="U", situation="acrylic over old gloss paint without primer peels off, shop's advice")
add("fr-t07", "Nous avons acheté une maison à Weiler-la-Tour en septembre avec une pompe à chaleur air-eau. L'ancien propriétaire nous a dit de laisser le mode « boost » activé tout l'hiver pour avoir chaud, et notre facture d'électricité est passée à 610 € en novembre. La maison n'est pas plus chaude pour autant, 19° au salon. Je cherche un chauffagiste qui puisse régler la courbe de chauffe correctement.",
    "heating", "Weiler-la-Tour", "Weiler-la-Tour", kind="b", nu="N", situation="heat pump left on boost per previous owner, huge bill, needs heating curve set")
add("fr-t08", "Nous ouvrons une brasserie en mars avec 6 salariés, dont 2 à temps partiel et des extras le week-end. Mon associé pensait faire les fiches de paie lui-même avec un logiciel, mais entre la CCSS et les heures de nuit on ne s'en sort pas. On cherche une fiduciaire pour la paie et la comptabilité mensuelle, quels sont les tarifs habituels ?",
    "accounting", None, None, kind="c", nu="N", situation="new brasserie needs payroll and monthly bookkeeping")
add("fr-t09", "Je dirige une crèche à Aspelt avec 14 éducatrices. On a reçu 6 tablettes pour le nouveau logiciel de suivi des enfants, mais le wifi ne couvre ni la salle des bébés ni le dortoir et deux tablettes refusent de se connecter. Le prestataire du logiciel dit que ce n'est pas son rôle. Il nous faut quelqu'un qui installe un réseau correct et configure les tablettes, idéalement pendant les vacances de Noël.",
    "it-support", "Frisange", "Aspelt", kind="c", nu="U", situation="nursery needs Wi-Fi coverage and tablets set up")
add("fr-t10", "Cabinet dentaire à Mondorf, 2 fauteuils, salle d'attente et sanitaires, environ 110 m2. Notre employée qui s'en occupait part à la retraite fin janvier. Nous cherchons une entreprise pour un passage tous les soirs après 19h, du lundi au vendredi, avec des produits adaptés au milieu médical. Pouvez-vous nous proposer un devis ?",
    "cleaning", "Mondorf-les-Bains", "Mondorf", kind="c", nu="U", situation="dental practice needs evening cleaning five days a week")
add("fr-t11", "Nous gérons un centre équestre avec une trentaine de chevaux et des cours pour enfants et adultes. Aujourd'hui les réservations se font par téléphone et WhatsApp, c'est le chaos le mercredi. On voudrait une page où les cavaliers réservent leur créneau, paient en ligne et reçoivent un rappel. Qui peut nous faire ça, et pour quel budget à peu près ?",
    "web-development", None, None, kind="c", nu="U", situation="riding school wants an online lesson booking and payment page")
add("fr-t12", "Dans notre maison à L-5681, le parquet en chêne du salon (environ 40 m2) date des années 80, il est très rayé et quelques lames grincent. Vaut-il mieux le poncer et le vitrifier, ou le remplacer par un parquet contrecollé neuf ? J'aimerais avoir une idée des prix pour les deux options. On ne touche pas au reste de la maison.",
    "carpentry", "Dalheim", "L-5681", kind="d", nu="U", situation="sand and seal a scratched oak parquet or replace it, prices")
add("fr-t13", "Ma mère de 82 ans vit seule à Remerschen et n'arrive plus à enjamber sa baignoire. On envisage de refaire toute la salle de bain : douche à l'italienne, WC surélevé, barres d'appui, porte plus large. Combien faut-il compter pour 6 m2 refaits entièrement ? Et est-ce qu'il existe des aides de l'État pour ce genre de travaux ?",
    "renovation", "Schengen", "Remerschen", kind="d", nu="U", situation="accessible bathroom for an elderly mother: cost and state grants")
add("fr-t14", "On habite à Perlé, maison de 2005 avec un ballon d'eau chaude électrique de 300 litres qui nous coûte cher. Un ami a mis des panneaux solaires thermiques, un autre du photovoltaïque avec un boîtier qui chauffe le ballon avec le surplus. Qu'est-ce qui est le plus rentable pour nous, 4 personnes, toit orienté sud-ouest ? Et est-ce qu'un installateur solaire s'occupe aussi de la demande de prime ?",
    "solar", "Rambrouch", "Perlé", kind="d", nu="N", situation="solar thermal or PV with surplus diverter for hot water, which pays off")
add("fr-t15", "Nous avons racheté une ancienne maison de pêcheur à Esch-sur-Sûre qu'on veut louer en gîte à partir de l'été. Les pièces sont petites et sombres, avec des poutres basses. Est-ce que ça vaut le coup de prendre un architecte d'intérieur pour l'aménagement, les couleurs et l'éclairage, ou un bon magasin de meubles suffit ? Quel budget prévoir pour 3 pièces ?",
    "interior-design", "Esch-sur-Sûre", "Esch-sur-Sûre", kind="d", nu="N", situation="is an interior architect worth it for a small dark holiday cottage")

# ---------------- German ----------------
add("de-s01", "Wir brauchen einen Elektriker, der in unserem Altbau in Gonderingen den alten Sicherungskasten gegen einen neuen Verteiler mit FI-Schutz tauscht, Angebot bitte bis Ende Januar",
    "electrical", "Junglinster", "Gonderingen", not_place=["einen"], situation="replace an old fuse box with a new consumer unit with RCDs")
add("de-s02", "Abfluss der Badewanne läuft seit Tagen kaum noch ab, Pömpel und Natron haben nichts gebracht, Wohnung in L-6730, wer kommt morgen?",
    "plumbing", "Grevenmacher", "L-6730", situation="slow bathtub drain, plunger did not help")
add("de-s03", "Suche Fliesenleger, der im Bad in Roodt-sur-Syre die alten Fugen rauskratzt und neu verfugt, ca 12 m2 Wand",
    "tiling", "Betzdorf", "Roodt-sur-Syre", situation="rake out and regrout 12 m2 of bathroom wall tiles")
add("de-s04", "Wer legt uns im Frühjahr in Senningerberg einen Naturgarten mit Wildblumenwiese und Obstbäumen an, Grundstück etwa 600 m2?",
    "gardening", "Niederanven", "Senningerberg", not_place=["einen"], situation="design and plant a wildlife garden with meadow and fruit trees")
add("de-s05", "Umzug von Saarbrücken nach Contern am 31 März, 4-Zimmer-Wohnung im dritten Stock mit Aufzug, bitte mit Einpackservice",
    "moving", "Contern", "Contern", distractors=["Saarbrücken"], situation="move from Saarbrücken into Luxembourg, labelled at the Luxembourg end")
add("de-s06", "Haben die Wohnung in Munsbach gekauft und wollen alle Schlösser inkl Briefkasten tauschen lassen, wer macht eine Schließanlage mit 5 Schlüsseln?",
    "locksmith", "Schuttrange", "Munsbach", situation="new keyed-alike locks after buying a flat")
add("de-s07", "Grundreinigung nach dem Umbau in Wasserbillig gesucht, Baustaub überall, 140 m2 plus Fenster",
    "cleaning", "Mertert", "Wasserbillig", situation="deep clean after building works, 140 m2 and windows")
add("de-s08", "Suche Anwalt für Baurecht, weil unser Bauträger die Übergabe seit 8 Monaten verschiebt und jetzt noch einen Nachtrag von 22.000 € will",
    "legal", None, None, not_place=["einen"], situation="developer delays handover 8 months and claims extra 22,000 EUR")
add("de-s09", "Wer übersetzt unsere Bedienungsanleitung für eine Verpackungsmaschine (48 Seiten) vom Deutschen ins Englische und Französische?",
    "translation", None, None, situation="48-page machine manual German into English and French")
add("de-s10", "Suche Nachhilfe in Mathe für meinen Sohn, Klasse 11, zweimal pro Woche ab Januar",
    None, None, None, situation="maths tutoring for a teenager (not a listed trade)")
add("de-t01", "Bei jedem stärkeren Regen läuft das Wasser vorne über die Kante und direkt an der Hauswand runter, die Fassade hat schon grüne Streifen. Unten am Fallrohr kommt fast nichts an. Im Herbst lag viel Laub von der Eiche vom Nachbarn oben drauf. Wir wohnen in Berburg, Einfamilienhaus mit zwei Etagen. Kann sich das jemand ansehen, bevor es friert?",
    "roofing", "Manternach", "Berburg", kind="a", nu="U", situation="rain overflows the front edge and runs down the facade, downpipe dry")
add("de-t02", "Unser Kühlschrank (Siemens, 6 Jahre alt) hat seit letzter Woche Wasser unter der Gemüseschublade, und an der Rückwand bildet sich eine dicke Eisschicht. Oben ist es trotzdem nur noch 9 Grad kalt. Wir haben ihn schon einen Tag abgetaut, nach drei Tagen war alles wieder gleich. Wir sind in Oberdonven, wer kann vorbeikommen?",
    "appliance-repair", "Flaxweiler", "Oberdonven", not_place=["einen"], kind="a", nu="U", situation="fridge with ice on the back wall, water under the drawer, too warm")
add("de-t03", "Seit ein paar Tagen laufen in unserer Küche lange Straßen von kleinen schwarzen Ameisen von der Fußleiste bis zur Zuckerdose. Wir haben Köderdosen aus dem Supermarkt aufgestellt, aber es werden eher mehr. Draußen an der Terrasse kommt feiner Sand aus den Fugen. Wir wohnen in Wecker, Einfamilienhaus mit Garten.",
    "pest-control", "Biwer", "Wecker", kind="a", nu="U", situation="ant trails from the skirting board, bait boxes failed")
add("de-t04", "Wir ziehen Ende Januar aus unserer Mietwohnung in Greiveldange aus und müssen die Wände laut Vertrag weiß übergeben. Zwei Zimmer hatten wir dunkelblau und anthrazit gestrichen. Der Bruder vom Vermieter meinte, eine Schicht Einschichtweiß reicht locker, aber jetzt scheint das Blau überall fleckig durch. Wir brauchen jemanden, der das vor der Übergabe ordentlich deckend hinbekommt.",
    "painting", "Stadtbredimus", "Greiveldange", kind="b", nu="U", situation="dark walls show through one coat of white before handing back a rental")
add("de-t05", "Wir wohnen in Wincheringen auf der deutschen Moselseite, mit Blick rüber nach Machtum. Letztes Jahr haben wir eine Terrasse aus Douglasie gebaut, und der Nachbar meinte, Fugen zwischen den Dielen und Unterlüftung bräuchte man nicht, das Holz arbeite kaum. Jetzt sind die Dielen gewölbt, einige gerissen, und darunter steht Wasser. Wir brauchen jemanden, der die Terrasse richtig neu aufbaut.",
    "carpentry", "abroad", "Wincheringen", distractors=["Machtum"], not_place=["Holz"], kind="b", nu="U", situation="warped Douglas-fir deck built without gaps on neighbour's advice (German Moselle village)")
add("de-t06", "Seit der Badsanierung im Herbst bleibt der Handtuchheizkörper in unserer Wohnung in Echternach kalt, die anderen Heizkörper werden normal warm. Der Hausmeister meinte, wir sollen einfach einen elektrischen Heizlüfter ins Bad stellen, das sei billiger als jede Reparatur. Wenn um 6 der Wecker klingelt, hat das Bad aber 15 Grad und die Kinder beschweren sich. Wir suchen einen Heizungsbauer, der sich das anschaut.",
    "heating", "Echternach", "Echternach", not_place=["einen", "Wecker"], kind="b", nu="N", situation="towel radiator cold since bathroom works, caretaker suggests a fan heater")
add("de-t07", "Die Außentreppe aus Sandstein vor unserem Haus in Berdorf bröckelte an den Kanten. Im Baumarkt hat man uns Fertigmörtel verkauft und gesagt, den könne man einfach anspachteln. Nach einem Winter sind die Flicken alle wieder abgeplatzt und die Stufen sehen schlimmer aus als vorher. Wer kann die Treppe fachgerecht ausbessern oder die Stufen ersetzen?",
    "masonry", "Berdorf", "Berdorf", kind="b", nu="U", situation="sandstone steps patched with DIY-store mortar, patches spalled off")
add("de-t08", "Wir sind ein kleiner Winzerbetrieb an der Mosel, 6 Hektar, Verkauf ab Hof und an zwei Restaurants. Bisher hat meine Schwiegermutter die Buchhaltung mit Ordnern gemacht, sie hört jetzt auf. Wir suchen einen Buchhalter oder ein Steuerbüro, das Weinbau kennt, inklusive Mehrwertsteuererklärung. Was kostet so etwas monatlich?",
    "accounting", None, None, not_place=["einen"], kind="c", nu="N", situation="small wine estate needs bookkeeping and VAT returns")
add("de-t09", "Wir betreiben ein kleines Hotel in Rosport mit 18 Zimmern direkt an der Sauer. Die Gäste beschweren sich ständig über das WLAN im zweiten Stock, und unser Rezeptions-PC stürzt beim Kartenterminal regelmäßig ab. Unser Neffe hat das Netz damals eingerichtet, aber er studiert jetzt in Aachen. Wir brauchen jemanden, der das professionell übernimmt, gerne mit Wartungsvertrag.",
    "it-support", "Rosport-Mompach", "Rosport", distractors=["Aachen"], kind="c", nu="U", situation="small hotel: weak guest Wi-Fi and crashing reception PC")
add("de-t10", "Unsere Metzgerei hat jedes Jahr vor Weihnachten das gleiche Chaos mit Vorbestellungen per Telefon und Zettel. Wir möchten, dass Kunden Braten, Pasteten und Platten online bestellen und eine Abholzeit wählen können. Bezahlt wird im Laden. Wer kann uns so etwas bis nächsten November bauen, und was kostet das ungefähr?",
    "web-development", None, None, kind="c", nu="U", situation="butcher wants online Christmas pre-orders with pick-up slots")
add("de-t11", "Wir sind eine Steuerkanzlei mit 12 Mitarbeitern am Limpertsberg und haben im Februar unseren neuen Internetauftritt. Dafür brauchen wir einheitliche Porträts aller Mitarbeiter und ein paar Bilder von den Büroräumen. Am liebsten an einem Vormittag bei uns vor Ort, mit mobilem Hintergrund und Licht. Was würde das kosten?",
    "photography", "Luxembourg", "Limpertsberg", kind="c", nu="U", situation="tax firm needs staff portraits and office pictures on site")
add("de-t12", "Unser Dach in Befort ist 40 Jahre alt, Eternitschiefer, und soll in den nächsten zwei Jahren neu gemacht werden. Lohnt es sich, dabei gleich eine Aufsparrendämmung zu machen, oder reicht es, den Dachboden zu dämmen, den wir sowieso nicht nutzen? Welcher Dachdecker kann uns beide Varianten mit Preisen durchrechnen? Gibt es dafür Klimabonus?",
    "roofing", "Beaufort", "Befort", kind="d", nu="N", situation="re-roofing: insulate above the rafters or just the attic floor")
add("de-t13", "Wir überlegen, ein Haus von 1962 in Altrier zu kaufen, Elektrik, Heizung, Fenster und Bäder sind alle original. Lohnt es sich, das alles zu erneuern, oder ist Abriss und Neubau am Ende günstiger? Wir bräuchten einen groben Preis pro Quadratmeter, wenn alles auf den neuesten Stand gebracht wird, es sind etwa 150 m2 Wohnfläche. Der Makler sagt natürlich, das sei alles halb so wild. Aus diesem Grund fragen wir lieber vorher.",
    "renovation", "Bech", "Altrier", not_place=["einen", "Grund"], kind="d", nu="U", situation="full gut renovation or demolish and rebuild a 1962 house, price per m2")
add("de-t14", "Ich wohne zur Miete in einer Wohnung in Christnach mit großem Südbalkon. Darf man in Luxemburg ein Balkonkraftwerk einfach an die Steckdose hängen, oder muss das ein Solarinstallateur anmelden? Lohnt sich das bei 800 Watt überhaupt, wenn ich tagsüber arbeite?",
    "solar", "Waldbillig", "Christnach", distractors=["Luxemburg"], kind="d", nu="N", situation="is a plug-in balcony PV allowed and worth it for a tenant")
add("de-t15", "Wir haben in Wormeldingen eine Maisonette-Wohnung mit Dachschrägen gekauft und wissen nicht, wie wir die Räume sinnvoll aufteilen. Ist eine Innenarchitektin für so etwas sinnvoll, oder reicht die Planung vom Möbelhaus? Was kostet ein Einrichtungskonzept mit Lichtplanung ungefähr? Wir ziehen im April ein.",
    "interior-design", "Wormeldange", "Wormeldingen", kind="d", nu="N", situation="layout and lighting plan for a maisonette with sloping ceilings")

# ---------------- English ----------------
add("en-s01", "Can a plumber come to Bereldange to move the washing machine outlet and water pipe from the kitchen down to the cellar, ideally next week",
    "plumbing", "Walferdange", "Bereldange", situation="relocate washing machine water supply and waste to the cellar")
add("en-s02", "need an electrician to add 4 dimmable LED spots and a new switch in our living room on kirchberg, flat is rented but the landlord ok'd it",
    "electrical", "Luxembourg", "kirchberg", situation="four dimmable LED spots and a switch in a rented flat")
add("en-s03", "Looking for someone to dig out the old grass, level the ground and lay new turf on about 250 m2 at our place in Nospelt before Easter",
    "gardening", "Kehlen", "Nospelt", not_place=["grass"], situation="strip old lawn, level and lay 250 m2 of new turf")
add("en-s04", "Quote please for moving a 2-bed flat from Capellen to Bous on Saturday 7 March, we have a huge cat tree and an aquarium (emptied by then)",
    "moving", "Mamer", "Capellen", distractors=["Bous"], situation="two-bedroom flat move between two Luxembourg villages, labelled at the loading end")
add("en-s05", "I need a lawyer who speaks English because my ex wants to take our son to live in Canada and I don't agree",
    "legal", None, None, distractors=["Canada"], situation="ex-partner wants to relocate the child abroad")
add("en-s06", "Who can translate our company's 12-page GDPR privacy policy from English into French and German by the end of January?",
    "translation", None, None, situation="12-page privacy policy English into French and German")
add("en-s07", "Looking for an English-speaking driving instructor for my 18 year old, she was born in Dublin and has never driven on the right",
    None, None, None, distractors=["Dublin"], not_place=["born"], situation="driving lessons in English (not a listed trade)")
add("en-s08", "Our Miele tumble dryer runs but stays cold and the clothes are still wet after 2 hours, anyone repair dryers in Mullendorf?",
    "appliance-repair", "Steinsel", "Mullendorf", situation="tumble dryer turns but does not heat")
add("en-s09", "Two roof tiles slipped above the velux in last night's storm and I can see daylight from the attic, need someone in Bofferdange asap",
    "roofing", "Lorentzweiler", "Bofferdange", situation="slipped roof tiles above a roof window after a storm")
add("en-s10", "Quote for painting the stairwell of a 3-storey house, postcode L-3360, walls about 6 m high so you'd need a tower or scaffolding",
    "painting", "Leudelange", "L-3360", situation="paint a 6 m high stairwell")
add("en-t01", "Last night there was a loud crack in our kitchen in Berchem, like a gunshot. This morning three floor tiles in front of the oven have lifted into a little tent shape and one is cracked right across. They were laid about 4 years ago by the previous owners. I'm scared to walk on them in case they shatter, can someone come and fix this?",
    "tiling", "Roeser", "Berchem", kind="a", nu="U", situation="kitchen floor tiles tented up with a bang overnight")
add("en-t02", "Our boiler has started switching itself on and off every minute or so, you hear a click and a whoosh, then silence. The house never really gets warm, the living room is stuck at 17 degrees. The gas bill for November was almost double last year's. We're in Goeblange, it's a 2009 Buderus. Could someone have a look?",
    "heating", "Koerich", "Goeblange", not_place=["bill"], kind="a", nu="U", situation="gas boiler short-cycling, house stuck at 17 degrees")
add("en-t03", "Since I moved my desk to the spare room my video calls freeze every ten minutes and colleagues say I sound like a robot. In the living room next to the router everything is fine. I've restarted everything twice and bought a Wi-Fi extender from Amazon, which made no difference. I work from home in Clausen three days a week, so this is getting urgent.",
    "it-support", "Luxembourg", "Clausen", kind="a", nu="U", situation="video calls drop in a home office far from the router")
add("en-t04", "We live in Luxembourg City but bought an old stone farmhouse in Messancy, just across the Belgian border. My brother-in-law told us to render the damp outside wall with normal cement render, which we did last spring. Now big patches are bulging and falling off, and inside the wall is wetter than ever. We need someone who knows old stone walls and lime to sort this out properly.",
    "masonry", "abroad", "Messancy", distractors=["Luxembourg City"], kind="b", nu="U", situation="cement render on a damp stone wall bulging off (Belgian village)")
add("en-t05", "Our landlord in Hollerich replaced the front door lock with a cheap smart lock and told us the batteries last a year. They died after four months, the keypad is dead and the emergency key he gave us doesn't even fit the cylinder. My husband is stuck outside with our baby, who was born in October. Please send a locksmith, we'll pay the call-out.",
    "locksmith", "Luxembourg", "Hollerich", not_place=["born"], kind="b", nu="N", situation="landlord's cheap smart lock died and the emergency key does not fit")
add("en-t06", "We're selling our house in Bous and the first viewings are on Saturday. The estate agent said a rented carpet machine from the supermarket would do the trick, but now the bedroom carpets smell musty and have water marks. We need the carpets and the stairs done properly by Friday afternoon, plus the windows if possible. Can anyone fit us in?",
    "cleaning", "Bous-Waldbredimus", "Bous", kind="b", nu="U", situation="carpets musty after agent's rental-machine advice, before viewings")
add("en-t07", "Pigeons have been nesting on our balcony in Sandweiler since the summer and everything is covered in droppings. The neighbour swore that hanging old CDs and a plastic owl would scare them off, but they just sit on the owl now. My wife is pregnant and I'm worried about hygiene. Is there a pest control company that does bird netting or spikes for flats?",
    "pest-control", "Sandweiler", "Sandweiler", kind="b", nu="N", situation="pigeons on a balcony ignore CDs and plastic owl")
add("en-t08", "We're a four-person architecture office in Kleinbettingen. All our drawings live on a Synology NAS under the desk and last week one of the two drives started beeping. We have no idea whether the cloud backups have actually been running. We need someone to check the NAS, replace the drive and set up a backup we can trust, plus a maintenance contract if the price is right.",
    "it-support", "Steinfort", "Kleinbettingen", kind="c", nu="U", situation="architects' NAS drive failing, backups unverified")
add("en-t09", "I run a small dance school as a SARL with two part-time teachers. My previous accountant retired and the 2025 annual accounts still need to be filed with the RCS by July. I also don't know whether we must register for VAT now that we sell costumes. Can you put me in touch with an accountant who handles small businesses like mine?",
    "accounting", None, None, not_place=["sell"], kind="c", nu="N", situation="dance school SARL needs annual accounts filed and VAT advice")
add("en-t10", "We're a family-run campsite up in the Ardennes part of the north with 60 pitches and a few chalets. Guests keep emailing to ask what's free, and we keep double-booking the chalets in August. We'd like a simple site in English, Dutch and German with an availability calendar and online deposits. What would something like that cost?",
    "web-development", None, None, kind="c", nu="U", situation="campsite wants a multilingual site with availability calendar and deposits")
add("en-t11", "We have a small restaurant in Septfontaines and are launching a new seasonal menu in February. Our phone pictures look awful on Instagram and on the delivery apps. We'd like about 25 dishes shot professionally plus a few pictures of the dining room, on a Monday when we're closed. Who could do that and roughly how much?",
    "photography", "Habscht", "Septfontaines", kind="c", nu="U", situation="restaurant needs food and dining-room pictures for a new menu")
add("en-t12", "We have a deep alcove next to the chimney breast in our bedroom in Gosseldange, 1.9 m wide and 2.6 m high with a sloping ceiling. Is it worth having a wardrobe custom-built in solid oak, or should we just do an IKEA PAX hack with a few filler panels? Roughly what would the bespoke option cost? The room is small so every centimetre counts.",
    "carpentry", "Lintgen", "Gosseldange", kind="d", nu="U", situation="bespoke oak alcove wardrobe or flat-pack hack, cost")
add("en-t13", "We're about to buy a 1980s flat in Colmar-Berg, 95 m2, and everything is original: brown bathroom, closed kitchen, carpets and old wiring. Before we make an offer, roughly how much should we budget to bring it up to date and open the kitchen into the living room? Would it be realistic to get it done in three months before we move in? The asking price is already at the top of our range.",
    "renovation", "Colmar-Berg", "Colmar-Berg", kind="d", nu="U", situation="budget to modernise a dated 95 m2 flat before making an offer")
add("en-t14", "We just got a quote from a solar installer for 12 kWp on our roof in Canach, and we're also getting a heat pump and an EV next year. Is 12 kWp too much, too little, or about right for that? And is it better to get two or three competing quotes, or go with the firm that also installs the heat pump? The roof faces east-west.",
    "solar", "Lenningen", "Canach", kind="d", nu="N", situation="is a 12 kWp PV quote right-sized for a future heat pump and EV")
add("en-t15", "My partner and I bought a narrow townhouse in Vianden, three floors, with a lovely view of the castle but very little light downstairs. Is hiring an interior designer worth it for furniture layout, colours and a lighting plan, or is that overkill for a house this size? How do they usually charge, per hour or per project? We're not planning any structural work.",
    "interior-design", "Vianden", "Vianden", kind="d", nu="N", situation="is an interior designer worth it for a dark narrow townhouse")

# ---------------- Portuguese ----------------
add("pt-s01", "Procuro uma senhora para fazer a limpeza de um apartamento T2 em Gasperich, 3 horas todas as sextas-feiras de manhã",
    "cleaning", "Luxembourg", "Gasperich", situation="weekly three-hour cleaning of a two-bedroom flat")
add("pt-s02", "Preciso de um canalizador para trocar a sanita antiga por uma sanita suspensa em Ettelbruck, o bâti-support já está comprado",
    "plumbing", "Ettelbruck", "Ettelbruck", situation="replace a floor toilet with a wall-hung one, frame bought")
add("pt-s03", "desde ontem as luzes do corredor e da escada nao acendem e o disjuntor salta sempre que ligo o interruptor, moro em diekirch",
    "electrical", "Diekirch", "diekirch", situation="hall and stair lights dead, breaker trips at the switch")
add("pt-s04", "Orçamento para pintar 3 quartos e o corredor em Zolwer, paredes e tetos brancos, antes do Natal se possível",
    "painting", "Sanem", "Zolwer", situation="paint three bedrooms and a hallway white before Christmas")
add("pt-s05", "Quem assenta azulejo metro branco na parede da cozinha, uns 8 m2, em Bascharage?",
    "tiling", "Käerjeng", "Bascharage", situation="white metro wall tiles in a kitchen, 8 m2")
add("pt-s06", "Mudança de Esch-sur-Alzette para Portugal (Viseu) em julho, um T3 completo, precisamos de preço com camião e embalagem",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Portugal", "Viseu"], situation="three-bedroom move from Esch to Portugal, labelled at the Luxembourg end")
add("pt-s07", "O forno Siemens deixou de aquecer em baixo, só a resistência de cima funciona, alguém repara em Obercorn?",
    "appliance-repair", "Differdange", "Obercorn", situation="oven bottom element no longer heats")
add("pt-s08", "Preciso de um advogado que fale português porque o patrão não me pagou as horas extra de 2025 e agora quer despedir-me",
    "legal", None, None, situation="unpaid overtime and threatened dismissal")
add("pt-s09", "Quem traduz do português para o francês o relatório médico do meu pai para a CNS, são 6 páginas?",
    "translation", None, None, situation="6-page medical report Portuguese to French for the health fund")
add("pt-s10", "Alguém que troque os pneus de inverno do carro em casa, não tenho tempo para ir à garagem 🚗",
    None, None, None, situation="mobile winter-tyre change (not a listed trade)")
add("pt-t01", "Há uma racha na parede da sala por cima da janela que está cada vez maior, em setembro era fininha e agora já cabe uma moeda de 1 cêntimo. Também apareceu uma racha lá fora no reboco, no mesmo sítio. A casa é antiga, em Larochette, perto do castelo. Estou preocupada, alguém pode vir ver?",
    "masonry", "Larochette", "Larochette", kind="a", nu="U", situation="crack above a window widening inside and in the render outside")
add("pt-t02", "À noite, quando acendo a luz da cozinha, vejo uns bichos castanhos a fugir para trás do frigorífico e do fogão. Já pus um gel que comprei no supermercado mas continuam a aparecer, até dentro do armário dos pratos. Tenho dois filhos pequenos e nojo de cozinhar assim. Moramos num rés-do-chão em L-9166.",
    "pest-control", "Mertzig", "L-9166", kind="a", nu="U", situation="brown insects scatter behind the fridge when the kitchen light goes on")
add("pt-t03", "Depois da tempestade de domingo o nosso pinheiro grande no quintal ficou inclinado e a terra à volta das raízes levantou. Já está encostado à vedação do vizinho e o vizinho está nervoso. Tem uns 12 metros de altura. Moramos em Cruchten, alguém pode vir antes que caia em cima da casa dele?",
    "gardening", "Nommern", "Cruchten", kind="a", nu="U", situation="12 m pine leaning onto the neighbour's fence after a storm")
add("pt-t04", "O gasóleo da caldeira acabou na semana passada e o vizinho disse que bastava encher o depósito e carregar no botão vermelho. Carreguei umas dez vezes e agora a caldeira está completamente bloqueada e não arranca. Estamos sem aquecimento e sem água quente numa casa em Wiltz com um bebé. Precisamos de um chauffagiste com urgência, mesmo ao fim de semana.",
    "heating", "Wiltz", "Wiltz", kind="b", nu="N", situation="oil boiler locked out after repeated resets on neighbour's advice")
add("pt-t05", "Comprei um cilindro de segurança no brico para a porta de casa em Ingeldorf e o vendedor disse que servia em qualquer porta. Afinal fica 1 cm de fora e a porta já não fecha bem, e o meu marido moeu a cabeça do parafuso a tentar apertá-lo. Agora a porta está só encostada e de noite tenho medo. Alguém pode vir hoje montar um cilindro com a medida certa?",
    "locksmith", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="wrong-length security cylinder from a DIY shop, door no longer locks")
add("pt-t06", "Moramos em Villerupt, do lado francês, e pusemos chão novo na casa toda. O meu tio disse que eu podia cortar eu mesmo as portas de madeira dos quartos com a rebarbadora. Agora duas portas ficaram com 3 cm de folga em baixo e uma empenou e não fecha. Queria alguém que faça isto bem feito, ou que ajuste ou que faça portas novas.",
    "carpentry", "abroad", "Villerupt", kind="b", nu="U", situation="interior wooden doors badly cut down after new flooring (French town)")
add("pt-t07", "Há uma infiltração à volta da chaminé da nossa casa em Michelau sempre que chove com vento. O meu primo subiu ao telhado e pôs silicone à volta de tudo, mas passado um mês está a pingar outra vez para o sótão. Acho que as chapas de zinco à volta da chaminé estão podres. Precisamos de um telhador, ou couvreur como dizem aqui, que faça isso como deve ser.",
    "roofing", "Bourscheid", "Michelau", kind="b", nu="N", situation="leak around chimney flashing after cousin's silicone fix")
add("pt-t08", "Temos uma pequena empresa de construção com escritório e balneários para 15 operários em Pommerloch, na zona comercial. Com o pó das obras, os balneários estão sempre num estado horrível e a secretária já não aguenta. Procuramos alguém que venha duas vezes por semana ao fim da tarde. Podem enviar um devis?",
    "cleaning", "Winseler", "Pommerloch", kind="c", nu="U", situation="building firm needs office and changing rooms cleaned twice a week")
add("pt-t09", "Tenho uma empresa de limpezas com 9 funcionárias e até agora era uma amiga que fazia a contabilidade e os salários. Ela voltou para Portugal e eu não percebo nada das declarações para a CCSS nem da TVA. Preciso de um contabilista ou de uma fiduciaire que fale português, quanto custa por mês mais ou menos?",
    "accounting", None, None, distractors=["Portugal"], kind="c", nu="N", situation="cleaning company needs payroll, social security and VAT handled")
add("pt-t10", "Somos uma pequena transportadora em Medernach com 4 camiões e 3 pessoas no escritório. Comprámos 3 portáteis novos e não sabemos instalar o email da empresa, a impressora partilhada e o programa das guias de transporte. O rapaz que fazia isso mudou de emprego. Alguém pode vir montar tudo e depois dar apoio quando houver problemas?",
    "it-support", "Vallée de l'Ernz", "Medernach", kind="c", nu="U", situation="haulier needs new laptops, e-mail, shared printer and software set up")
add("pt-t11", "A nossa associação de folclore português faz 30 anos em março e vamos ter um espetáculo com jantar no salão de Angelsberg. Queríamos um fotógrafo para a noite toda e, se possível, também um pequeno vídeo para o Facebook. São uns 200 convidados e 3 ranchos a dançar. Quanto leva um trabalho assim?",
    "photography", "Fischbach", "Angelsberg", kind="c", nu="N", situation="folk-dance association's 30th anniversary show: photos and short video")
add("pt-t12", "A minha mãe vem viver connosco e estamos a pensar transformar a garagem da nossa casa em Baschleiden num estúdio com quarto, casa de banho pequena e kitchenette. Vale a pena ou sai mais barato pôr um módulo pré-fabricado no jardim? Quanto custa mais ou menos uma obra destas, para uns 30 m2? Precisamos de autorização da comuna?",
    "renovation", "Boulaide", "Baschleiden", kind="d", nu="U", situation="convert a garage into a granny studio or buy a garden module, cost")
add("pt-t13", "Temos uma casa em Reisdorf com o telhado virado a sul e a conta da luz está cada vez mais cara. Vale mesmo a pena pôr painéis no telhado para produzir a nossa eletricidade, ou demora 20 anos a pagar? Ouvi dizer que o Estado dá um subsídio grande, é verdade? Somos 5 em casa e temos bomba de calor.",
    "solar", "Reisdorf", "Reisdorf", kind="d", nu="U", situation="is rooftop PV worth it for a family of five with a heat pump, subsidy")
add("pt-t14", "Faço bolos de aniversário por encomenda em casa e já tenho bastantes clientes pelo Instagram. Vale a pena pagar a alguém para fazer um site com loja e pagamentos, ou é melhor eu fazer no Wix sozinha? Quanto custaria um site simples com galeria e formulário de encomenda? Não percebo nada de informática.",
    "web-development", None, None, kind="d", nu="U", situation="home cake maker: pay for a shop site or build it herself")
add("pt-t15", "Comprámos uma casa antiga em Harlange, perto do lago, e a sala é comprida e escura, cheia de móveis da antiga dona. Vale a pena chamar uma decoradora de interiores para escolher cores, móveis e iluminação, ou é dinheiro deitado fora? Quanto costuma cobrar? Gostávamos de ter tudo pronto para o verão.",
    "interior-design", "Lac de la Haute-Sûre", "Harlange", kind="d", nu="N", situation="is an interior decorator worth it for a long dark living room")

# ---------------- Italian ----------------
add("it-s01", "Cerco un falegname per rifare i 13 gradini in legno della scala interna, sono consumati e due traballano, casa a Useldange",
    "carpentry", "Useldange", "Useldange", situation="rebuild 13 worn wooden stair treads")
add("it-s02", "Serve un elettricista a Bissen per spostare il quadro elettrico dalla cucina alla cantina prima dei lavori 🙏",
    "electrical", "Bissen", "Bissen", situation="move the consumer unit from the kitchen to the cellar")
add("it-s03", "preventivo per sostituire la vecchia caldaia a gasolio con una pompa di calore aria-acqua a grosbous casa di 160 m2",
    "heating", "Groussbus-Wal", "grosbous", situation="replace an oil boiler with an air-water heat pump")
add("it-s04", "Devo costruire un muretto in blocchi di cemento lungo 12 metri e alto 80 cm in giardino a Schifflange, chi lo fa?",
    "masonry", "Schifflange", "Schifflange", situation="build a 12 m concrete-block garden wall")
add("it-s05", "Ho perso tutte le chiavi della cassetta delle lettere e del garage, qualcuno può venire a Howald domani mattina a cambiare le serrature?",
    "locksmith", "Hesperange", "Howald", situation="lost letterbox and garage keys, change the locks")
add("it-s06", "Cerchiamo un giardiniere per la manutenzione del prato e delle aiuole da aprile a ottobre, villetta a Tuntange",
    "gardening", "Helperknapp", "Tuntange", situation="seasonal lawn and flower-bed maintenance")
add("it-s07", "L'inverter SMA del fotovoltaico è spento da tre giorni e l'app segna produzione zero, impianto di 8 kWp a Hosingen",
    "solar", "Parc Hosingen", "Hosingen", situation="PV inverter off for three days, zero production")
add("it-s08", "Cerco un avvocato per una separazione consensuale, io sono italiano e mia moglie francese e abbiamo un mutuo in comune in Lussemburgo",
    "legal", None, None, distractors=["Lussemburgo"], situation="amicable separation with a joint mortgage")
add("it-s09", "Mi serve un interprete italiano-francese per una riunione di lavoro di mezza giornata con un fornitore il 22 gennaio",
    "translation", None, None, situation="Italian-French interpreter for a half-day supplier meeting")
add("it-s10", "Cerchiamo un servizio catering per la festa della comunione di nostra figlia, circa 40 persone, cucina italiana possibilmente 😊",
    None, None, None, situation="catering for a communion party (not a listed trade)")
add("it-t01", "La vicina del piano di sotto dice che sul suo soffitto, sotto la nostra cucina, c'è una macchia bagnata che si allarga. Da noi non si vede niente, ma ho notato che il contatore dell'acqua continua a girare anche con tutti i rubinetti chiusi. La bolletta dell'ultimo trimestre era di 190 euro invece dei soliti 70. Abitiamo al terzo piano, codice postale L-3450, palazzina del 1975.",
    "plumbing", "Dudelange", "L-3450", kind="a", nu="U", situation="water meter turning with all taps shut, wet patch on the ceiling below")
add("it-t02", "La lavatrice Samsung si ferma a metà programma, i vestiti restano pieni d'acqua e il cestello non centrifuga più. Ieri sera c'era anche un leggero odore di bruciato. Non compare nessun codice sul display, solo la spia del lucchetto accesa. Sono a Esch-sur-Alzette, quando potete venire?",
    "appliance-repair", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="washing machine stops mid-cycle, no spin, burning smell, no code shown")
add("it-t03", "Nell'armadio della camera ho trovato buchi in tre maglioni di lana e in un cappotto buono. Negli angoli dei ripiani ci sono piccoli bozzoli bianchi e ogni tanto vola fuori una farfallina. Ho già lavato tutto e messo la lavanda ma continuano. Abito a Redange-sur-Attert, casa vecchia.",
    "pest-control", "Redange", "Redange-sur-Attert", kind="a", nu="U", situation="holes in woollens, cocoons and small moths in a wardrobe")
add("it-t04", "Nella casa che abbiamo comprato a Colpach-Bas c'era una vecchia carta da parati a fiori in soggiorno. Un amico ci ha detto che si poteva pitturare sopra senza toglierla, ma dopo due mani si sono formate bolle dappertutto e in alcuni punti la carta si stacca. Adesso vorremmo fare le cose per bene: togliere tutto, sistemare le pareti e ridipingere, circa 45 m2. Quando potreste venire per un preventivo?",
    "painting", "Ell", "Colpach-Bas", kind="b", nu="U", situation="paint over old wallpaper bubbled, strip and repaint")
add("it-t05", "Mia suocera vive ad Aubange, in Belgio, a due passi dal confine con Rodange. Il vicino le ha consigliato di togliere il muschio dal tetto con l'idropulitrice e suo figlio l'ha fatto a ottobre. Adesso diverse tegole sono crepate e quando piove entra acqua in soffitta. Cerchiamo un copritetto serio che venga a vedere, anche se è dall'altra parte del confine.",
    "roofing", "abroad", "Aubange", distractors=["Rodange"], kind="b", nu="N", situation="tiles cracked by pressure-washing moss off a roof (Belgian town)")
add("it-t06", "Nella cucina della nostra casa a Beckerich abbiamo posato le piastrelle nuove direttamente sopra quelle vecchie. Il commesso del negozio ci aveva detto che bastava una colla normale, senza primer. Dopo sei mesi alcune piastrelle suonano vuote, le fughe si sono crepate e due si muovono quando ci cammini sopra. Qualcuno può rifare il pavimento come si deve, sono circa 14 m2?",
    "tiling", "Beckerich", "Beckerich", kind="b", nu="U", situation="tiles laid over old tiles without primer came loose")
add("it-t07", "Il 15 febbraio traslochiamo da Mersch a Bettembourg, appartamento al quarto piano senza ascensore. Un collega ci ha detto che con un furgone a noleggio e tre amici ce la saremmo cavata, ma abbiamo provato sabato e l'armadio a tre ante non passa dalle scale. Ora cerchiamo una ditta di traslochi con il montacarichi esterno, almeno per i mobili grandi. Quanto costa più o meno?",
    "moving", "Mersch", "Mersch", distractors=["Bettembourg"], kind="b", nu="N", situation="DIY move fails on a fourth-floor staircase, needs movers with external lift")
add("it-t08", "Gestisco una pizzeria con 7 dipendenti e il mio commercialista chiude lo studio a fine anno. Mi serve qualcuno che segua contabilità, buste paga e dichiarazioni IVA, possibilmente che parli italiano. Mi consigliate un commercialista o una fiduciaria che lavora con la ristorazione?",
    "accounting", None, None, kind="c", nu="N", situation="pizzeria needs bookkeeping, payroll and VAT after its accountant retires")
add("it-t09", "Abbiamo un'agenzia immobiliare a Cessange con 5 postazioni. Da quando abbiamo cambiato fornitore internet la stampante multifunzione non scansiona più nelle cartelle condivise e due computer perdono la connessione ogni pomeriggio. La persona che ci aiutava è andata in pensione. Cerchiamo qualcuno che ci faccia assistenza regolare, anche con un contratto annuale.",
    "it-support", "Luxembourg", "Cessange", kind="c", nu="U", situation="estate agency: scan-to-folder broken and PCs dropping after ISP change")
add("it-t10", "Sono il presidente di un circolo italiano a Bettembourg, abbiamo una sala di 200 m2 con cucina e bagni. Dopo ogni festa del sabato i volontari sono sempre meno e la sala resta sporca fino a lunedì. Vorremmo qualcuno che venga la domenica mattina, circa due volte al mese. Che prezzi fate?",
    "cleaning", "Bettembourg", "Bettembourg", kind="c", nu="U", situation="Italian club hall needs Sunday cleaning after parties")
add("it-t11", "Siamo una concessionaria di auto usate a Wickrange e ogni mese entrano circa 40 macchine nuove in vendita. Le immagini che facciamo col telefono sul piazzale non rendono, con i riflessi e lo sfondo brutto. Cerchiamo qualcuno che venga due volte al mese a fare le immagini di tutte le auto, interni compresi. Come funziona di solito, a forfait o a macchina?",
    "photography", "Reckange-sur-Mess", "Wickrange", kind="c", nu="U", situation="used-car dealer needs regular vehicle pictures")
add("it-t12", "Vogliamo rifare la terrazza dietro casa a Bettborn, circa 30 m2, quella vecchia in pino è marcita. È meglio il larice, il bangkirai o le doghe in composito? Mi interessa soprattutto quanto durano e quanta manutenzione vogliono. E di prezzo, quanto c'è di differenza più o meno?",
    "carpentry", "Préizerdaul", "Bettborn", kind="d", nu="U", situation="new 30 m2 deck: larch, bangkirai or composite")
add("it-t13", "Abbiamo ereditato da mio zio una casa degli anni 70 a Hachiville e pensiamo di affittarla. Conviene rimetterla a posto prima, cucina, bagno, pavimenti e impianto elettrico, oppure affittarla così com'è a prezzo più basso? Quanto potrebbe costare un lavoro del genere su 120 m2? Non abitiamo vicino, mio marito lavora a Dillingen in Germania e non potremmo seguire i lavori tutti i giorni.",
    "renovation", "Wincrange", "Hachiville", distractors=["Dillingen"], kind="d", nu="U", situation="refurbish an inherited 1970s house before letting it or let it as is")
add("it-t14", "Ho un piccolo B&B con quattro camere e adesso ricevo quasi tutte le prenotazioni da Booking, che si prende il 15%. Conviene farmi fare da un web designer un sito con prenotazione diretta, o alla fine non lo trova nessuno? Quanto costa un sito del genere, più o meno, e quanto la manutenzione?",
    "web-development", None, None, kind="d", nu="N", situation="B&B: is a direct-booking website worth it versus Booking commission")
add("it-t15", "Dobbiamo vendere l'appartamento di mia madre a Mondorf-les-Bains, è tutto arredato con mobili scuri anni 80. L'agente dice che con un home staging si vende prima e meglio. Vale davvero la pena pagare un'arredatrice per qualche settimana, e quanto costa di solito? L'appartamento è di 85 m2.",
    "interior-design", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="d", nu="N", situation="is home staging by an interior stylist worth it before selling a dated flat")

# ---------------- Spanish ----------------
add("es-s01", "Busco a alguien para desbrozar un terreno de unos 800 m2 lleno de zarzas y ortigas detrás de nuestra casa en Bridel",
    "gardening", "Kopstal", "Bridel", situation="clear 800 m2 of brambles and nettles")
add("es-s02", "Necesito un fontanero en Rodange para sustituir las tuberías viejas de plomo entre el contador y la cocina, piso de 1950",
    "plumbing", "Pétange", "Rodange", situation="replace old lead supply pipes from meter to kitchen")
add("es-s03", "Presupuesto para instalar enchufes e iluminación en la terraza del jardín en Strassen, con toma exterior estanca y focos empotrados en el suelo",
    "electrical", "Strassen", "Strassen", situation="outdoor sockets and in-ground lights on a garden terrace")
add("es-s04", "hola!! necesito pintar el piso entero en belair antes de entrar a vivir, 3 habitaciones, salón y pasillo, paredes y techos 🎨",
    "painting", "Luxembourg", "belair", situation="paint a whole flat before moving in")
add("es-s05", "Quiero alicatar el baño entero de suelo a techo con azulejo de 30x60 en Junglinster, unos 28 m2 en total",
    "tiling", "Junglinster", "Junglinster", situation="tile a bathroom floor to ceiling, 28 m2")
add("es-s06", "Mudanza de Perl (Alemania) a Mondorf el 2 de abril, piso de 2 habitaciones y una moto que hay que llevar también",
    "moving", "Mondorf-les-Bains", "Mondorf", distractors=["Perl"], situation="move from Perl (Germany) to Mondorf, labelled at the Luxembourg end")
add("es-s07", "La placa de inducción Bosch de la cocina se apaga sola a los dos minutos, ¿alguien repara por la zona de L-8211?",
    "appliance-repair", "Mamer", "L-8211", situation="induction hob switches itself off after two minutes")
add("es-s08", "Busco abogado que hable español para revisar el contrato de compra de un piso sobre plano antes de firmar con el notario",
    "legal", None, None, situation="review an off-plan flat purchase contract before signing")
add("es-s09", "Necesito traducir al francés los estatutos de nuestra asociación cultural, unas 15 páginas en español, para registrarlos en Luxemburgo",
    "translation", None, None, distractors=["Luxemburgo"], situation="15-page association statutes Spanish to French")
add("es-s10", "Buscamos canguro hispanohablante para nuestros dos niños los viernes por la tarde de 16h a 20h",
    None, None, None, situation="Spanish-speaking babysitter on Friday afternoons (not a listed trade)")
add("es-t01", "La manilla de la puerta de entrada gira en vacío y el pestillo no se mueve, así que estoy encerrada dentro del piso. Vivo en el Pfaffenthal, planta baja, y la ventana tiene reja. Tengo que estar en el trabajo a las 14h. ¿Puede venir alguien a abrir y arreglar esto cuanto antes?",
    "locksmith", "Luxembourg", "Pfaffenthal", kind="a", nu="U", situation="door handle spins and latch stuck, shut inside a ground-floor flat")
add("es-t02", "Cuando llueve fuerte con viento del oeste cae agua en la buhardilla justo alrededor de la ventana del tejado. Con lluvia normal no pasa nada. Ya hemos puesto un cubo y el parqué alrededor está empezando a hincharse. La casa está en Senningen, tiene unos 15 años.",
    "roofing", "Niederanven", "Senningen", kind="a", nu="U", situation="water around a roof window only in driving westerly rain")
add("es-t03", "Cada mañana cuando arranca la caldera se oyen golpes fuertes en las tuberías, como martillazos, y la caldera hace un ruido de tetera hirviendo. Los radiadores tardan muchísimo en calentarse. Vivimos en Dahlem, la caldera es de gas y tiene unos 12 años. Mis hijos se despiertan asustados con el ruido.",
    "heating", "Garnich", "Dahlem", kind="a", nu="U", situation="gas boiler kettling and pipes banging at start-up, slow radiators")
add("es-t04", "En noviembre el vecino nos dijo que había que podar a ras el olivo grande del jardín para que rebrotara con fuerza. Lo hicimos y ahora no tiene ni una hoja y el tronco se está agrietando. El jardín en Itzig era lo que más nos gustaba de la casa. ¿Alguien puede venir a ver si se puede salvar o hay que plantar otro?",
    "gardening", "Hesperange", "Itzig", kind="b", nu="U", situation="olive tree cut back hard on neighbour's advice now bare and splitting")
add("es-t05", "En la bodega de nuestra casa en Lasauvage entra humedad por una pared que da a la montaña. Mi cuñado nos dijo que la pintáramos por dentro con pintura de betún y listo. Ahora el enlucido se cae a trozos y detrás la piedra está empapada. Necesitamos que alguien mire la pared y nos diga cómo arreglarla de verdad.",
    "masonry", "Differdange", "Lasauvage", kind="b", nu="U", situation="bitumen paint on a damp cellar wall made the plaster fall off")
add("es-t06", "El casero de nuestro piso en esch-sur-alzette nos dijo que pusiéramos veneno para ratones nosotros mismos detrás de los muebles. Lo hicimos y desde hace una semana sale un olor horrible de la pared de la cocina, y seguimos oyendo ruidos por la noche. Tenemos un bebé y no queremos más venenos sueltos. Buscamos una empresa de control de plagas que lo haga bien y nos diga por dónde entran.",
    "pest-control", "Esch-sur-Alzette", "esch-sur-alzette", kind="b", nu="N", situation="landlord's DIY mouse poison left a smell and the mice remain")
add("es-t07", "Hace un año pusimos tarima de roble macizo en el salón de casa en Bertrange. En la tienda nos dijeron que se podía fregar con agua todos los días sin problema, y ahora las lamas se han abombado en los bordes y hay juntas abiertas. ¿Se puede arreglar lijando, o hay que cambiar las tablas dañadas? Son unos 35 m2.",
    "carpentry", "Bertrange", "Bertrange", kind="b", nu="U", situation="solid oak floor cupped after daily wet mopping on shop's advice")
add("es-t08", "Somos una academia de español para adultos y niños, constituida como asbl, con tres profesoras. Hasta ahora la tesorera llevaba las cuentas en una hoja de cálculo, pero este año hemos recibido una subvención del ministerio y nos piden cuentas anuales en regla. Buscamos un asesor contable o una fiduciaria que trabaje con asociaciones, ¿cuánto cobran más o menos?",
    "accounting", None, None, kind="c", nu="N", situation="language-school association needs proper annual accounts for a grant")
add("es-t09", "Somos un pequeño despacho de abogados en la Ville-Haute con seis personas. Queremos pasar todo a Microsoft 365, con correo, documentos en la nube y autenticación en dos pasos, porque ahora cada uno usa su propio Gmail. Además el servidor viejo del armario hace un ruido raro. Buscamos un informático que haga la migración y nos dé soporte después.",
    "it-support", "Luxembourg", "Ville-Haute", kind="c", nu="N", situation="law office migration to Microsoft 365 and a noisy old server")
add("es-t10", "Tenemos un gimnasio pequeño en Moutfort, con sala de máquinas, dos vestuarios y una sala de yoga. Abrimos de 6 a 22h y ahora limpiamos entre los entrenadores, cosa que no funciona. Buscamos a alguien que venga cada día temprano, antes de abrir, y un repaso a fondo los domingos. ¿Nos podéis mandar un presupuesto?",
    "cleaning", "Contern", "Moutfort", kind="c", nu="U", situation="small gym needs daily early cleaning and a Sunday deep clean")
add("es-t11", "Somos una ONG y organizamos una conferencia internacional de dos días en el Kirchberg a finales de marzo, con unas 300 personas. Necesitamos un fotógrafo para las ponencias y el networking, y si puede ser un vídeo resumen de 2 minutos. Las fotos las necesitamos el mismo día para la prensa. ¿Qué presupuesto manejáis para algo así?",
    "photography", "Luxembourg", "Kirchberg", kind="c", nu="N", situation="NGO conference: photographer and short recap video")
add("es-t12", "Vivimos en un edificio de 8 pisos en Helmsange con un tejado plano que no usa nadie. Algunos vecinos queremos poner paneles para producir electricidad entre todos, pero el síndico dice que es muy complicado. ¿Es posible en una copropiedad y cómo se reparte la electricidad? ¿Merece la pena para un edificio así?",
    "solar", "Walferdange", "Helmsange", kind="d", nu="U", situation="shared PV on a flat roof of an apartment building, is it possible and worth it")
add("es-t13", "Hemos heredado una casa de piedra en Martelange, en el lado belga, que lleva 10 años vacía. El tejado está bien pero hay que hacer todo por dentro: electricidad, baño, cocina, suelos y aislamiento. ¿Merece la pena renovarla para vivir o es mejor venderla tal cual? ¿Cuánto puede costar más o menos por metro cuadrado?",
    "renovation", "abroad", "Martelange", kind="d", nu="U", situation="renovate an empty inherited stone house or sell it (Belgian side of Martelange)")
add("es-t14", "Soy fisioterapeuta autónoma y ahora las citas me las piden por WhatsApp a cualquier hora. ¿Qué es mejor, una web propia con reserva online o apuntarme a una plataforma tipo Doctena? ¿Cuánto costaría que alguien me hiciera una web sencilla con calendario de citas en tres idiomas?",
    "web-development", None, None, kind="d", nu="U", situation="physiotherapist: own booking website or a booking platform")
add("es-t15", "Acabamos de comprar una casa adosada en Schrassig y la planta baja es un salón-comedor en forma de L bastante raro. No sabemos dónde poner el sofá, la mesa ni la tele, y la luz es muy pobre por la tarde. ¿Merece la pena contratar a una interiorista para hacer un plano de distribución e iluminación? ¿Cuánto suelen cobrar por algo así?",
    "interior-design", "Schuttrange", "Schrassig", kind="d", nu="N", situation="L-shaped living-dining room layout and lighting plan")
