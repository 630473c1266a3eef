MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien bei eis zu Garnech leeft de Spullkast vum WC dauernd no an d'Waasserrechnung geet an d'Luucht, hätt een dës Woch nach Zäit?",
    "plumbing", "Garnich", "Garnech", situation="Toilet cistern keeps running in Garnich")
add("lb-s02", "Brauch eng Iwwersetzung vun engem Mietvertrag vum Däitschen op Portugisesch fir meng Mamm, 4 Säiten, muss net beglaubegt sinn",
    "translation", None, None, situation="Plain translation of a German rental contract into Portuguese")
add("lb-s03", "Mir hätte gär eng Trap aus Eechenholz fir eist Haus zu Käerch, wien mécht sou eppes a wat kascht dat ongeféier?",
    "carpentry", "Koerich", "Käerch", situation="New oak staircase for a house in Koerich")
add("lb-s04", "SINN AUSGESPAART de Schlëssel stécht vu bannen am Schlass, Lampertsbierg bei der Kierch, dréngend!!",
    "locksmith", "Luxembourg", "Lampertsbierg", situation="Locked out with the key left inside, Limpertsberg")
add("lb-s05", "Wie kann eis eng al Dänn am Gaart ëmleeën, si ass bal 20 m héich a mir wunnen zu Capellen beim Rond-point 🌲",
    "gardening", "Mamer", "Capellen", situation="Felling an old fir tree in a garden in Capellen (Mamer)")
add("lb-s06", "eise Wifi am Büro zu Bartreng fällt all hallef Stonn aus an den Drécker fënnt keen méi, kënnt dir een schécken",
    "it-support", "Bertrange", "Bartreng", situation="Office wifi dropping and printer lost in Bertrange")
add("lb-s07", "Sichen een deen eis nei Plättercher an der Kichen verluecht, ongeféier 25 m2 Buedem, mir sinn zu Walfer",
    "tiling", "Walferdange", "Walfer", situation="Laying 25 m2 of kitchen floor tiles in Walferdange")
add("lb-s08", "Mäi Veräin brauch eng nei Websäit mat Memberslëscht an Online-Umeldung fir eis Tournoien, wat kascht sou eppes ongeféier?",
    "web-development", None, None, situation="Club website with member list and tournament sign-up")
add("lb-s09", "Wie montéiert mir muer meng Wanterpneuen doheem, hunn keng Zäit fir an d'Garage ze fueren 🙈",
    None, None, None, situation="Winter tyre change at home (not a listed trade)")
add("lb-s10", "de Bakuewen vun eisem Siemens Kachherd gëtt net méi waarm just d'Platen uewen ginn nach, Bofferdange",
    "appliance-repair", "Lorentzweiler", "Bofferdange", not_place=("Platen",), situation="Oven of a Siemens cooker no longer heats, Bofferdange")
add("lb-t01", "Zanter gëschter fält bei eis all Kéiers de Stroum am ganze Stack eraus, wann ech de Waasserkocher an der Kichen astiechen. "
    "Ech hunn de Knäppchen am Këschtchen erëm erop gedréckt, mee no zwou Minutten ass et rëm dat selwecht. "
    "D'Kanner hunn Angscht am Däischteren. Mir wunnen zu Miersch, kann haut nach een kommen?",
    "electrical", "Mersch", "Miersch", kind="a", nu="U", situation="Power trips on one floor whenever the kettle is plugged in")
add("lb-t02", "Am Späicher héiere mer all Nuecht eppes kraazen a lafen, an haut de Moien loungen kleng schwaarz Kréimelen niewent der Isolatioun. "
    "D'Kaz vum Noper traut sech och net méi erop. "
    "Haus zu Gosseldange, direkt beim Bësch. Wat kann ee maachen?",
    "pest-control", "Lintgen", "Gosseldange", kind="a", nu="U", situation="Scratching in the attic and droppings by the insulation")
add("lb-t03", "Zanter enger Woch bleift de Buedem am Kannerzëmmer äiskal, an allen aneren Zëmmeren ass et schéin waarm. "
    "Um Verdeeler am Keller ass beim Kreeslaf 4 de klenge Stëft ganz erof gedréckt a beweegt sech net méi. "
    "De Klenge schléift elo bei eis am Bett. Mir sinn zu Mullendorf.",
    "heating", "Steinsel", "Mullendorf", kind="a", nu="U", situation="One underfloor heating loop stays cold, stuck valve pin on the manifold")
add("lb-t04", "Mäi Schwoer sot, ech soll d'Dier vum Schlofzëmmer einfach ënnen ofschläifen, well se schleeft. "
    "Elo ass do e Spalt vun 2 cm an se schleeft trotzdem nach uewen um Kader. "
    "Ech mengen d'Schanieren sinn erofgesat. Kann e Schräiner zu Bridel laanscht kommen a kucken?",
    "carpentry", "Kopstal", "Bridel", kind="b", nu="N", situation="Brother-in-law sanded the bottom of a sticking bedroom door")
add("lb-t05", "De Verkeefer am Bauhandel huet mir eng Innefaarf fir d'Fassad verkaf, 'dat hält och dobaussen'. "
    "No engem Wanter bliedert alles of a gëtt gréng. "
    "Ech wëll dat elo richteg gemaach kréien, ongeféier 80 m2 Fassad, Haus zu Ettelbréck.",
    "painting", "Ettelbruck", "Ettelbréck", kind="b", nu="U", situation="Shop sold interior paint for a facade, now peeling")
add("lb-t06", "Meng Elteren wunnen zu Nennig, just iwwert der Grenz. "
    "Den Noper huet gemengt, mir kéinten d'Dachrinn einfach mat Silikon zoumaachen, mee d'Waasser leeft nach ëmmer d'Mauer erof. "
    "Elo sinn och zwee Zillen verrutscht. Schafft dir och an Däitschland?",
    "roofing", "abroad", "Nennig", kind="b", nu="U", situation="Leaking gutter and slipped tiles at parents' house in Nennig (Germany)")
add("lb-t07", "De Proprietaire sot, d'Rëss an der Gaardemauer wieren 'just kosmetesch' an ech soll se mat Gips zoumaachen. "
    "Elo ass d'Mauer no baussen gebéit an e puer Steng sinn erausgefall. "
    "Ech wëll net datt dat op d'Kanner fält. Wooltz, um Wee vun der Gare erop.",
    "masonry", "Wiltz", "Wooltz", not_place=("Gare",), kind="b", nu="U", situation="Landlord called cracks in a garden wall cosmetic, wall now bulging")
add("lb-t08", "Mir sinn eng kleng Affekotekanzlei um Kierchbierg, 6 Büroen an e Versammlungsraum. "
    "Eis Botzfra geet am Januar a Pensioun. "
    "Mir sichen eng Firma déi zweemol d'Woch owes botzt, och d'Fënsteren vu bannen. Kënnt dir eng Offer maachen?",
    "cleaning", "Luxembourg", "Kierchbierg", kind="c", nu="N", situation="Law office on Kirchberg needs evening office cleaning")
add("lb-t09", "Eise Footballveräin zu Kolmer-Bierg feiert 100 Joer. "
    "Mir brauchen een deen beim Galaowend an der Sall Fotoe mécht a vläicht e klenge Film fir Facebook. "
    "Et kommen ongeféier 250 Leit.",
    "photography", "Colmar-Berg", "Kolmer-Bierg", kind="c", nu="U", situation="Football club centenary gala, photos and short video")
add("lb-t10", "Ech hunn eng kleng Bäckerei zu Biissen a mir wëllen hannen e klenge Coin mat 12 Plazen opmaachen. "
    "Ech weess net wéi ech Theke, Dëscher a Luuchten stelle soll, datt et gemittlech gëtt an d'Leit awer nach laanscht kommen. "
    "Wie kann eis bei der Planung vum Raum an de Faarwen hëllefen? Bauaarbechten sinn et keng.",
    "interior-design", "Bissen", "Biissen", kind="c", nu="U", situation="Bakery planning a small seating corner: layout, lights, colours")
add("lb-t11", "Ech hunn zanter Mäerz e Foodtruck an all d'Rechnungen leien an enger Schongkëscht. "
    "Lo wëll d'Bank eng Bilan fir e Kredit. "
    "Wie mécht mir d'Buchhaltung vum éischte Joer an déi monatlech Paie fir meng zwou Studentinnen?",
    "accounting", None, None, kind="c", nu="N", situation="Food truck needs first-year books and payroll for a bank loan")
add("lb-t12", "Mir iwwerleeën Photovoltaik op eis Scheier zu Klierf ze setzen, d'Daach weist no Südosten. "
    "Lount sech dat nach mat den neien Tariffer, oder ass et besser alles selwer ze verbrauchen? "
    "Wéi vill kWc passen op 120 m2 Daach? Ech hätt gär zwou oder dräi Offeren.",
    "solar", "Clervaux", "Klierf", kind="d", nu="N", situation="Is PV on a south-east barn roof still worth it, how many kWp")
add("lb-t13", "Mir hunn en Appartement vun 1978 zu Dikrich kaf. "
    "Kichen, Buedzëmmer, d'Elektresch an d'Biedem solle komplett nei. "
    "Ass et méiglech alles an aacht Wochen ze maachen ier mer eranplënneren, a mat wéi engem Budget muss ee rechnen?",
    "renovation", "Diekirch", "Dikrich", kind="d", nu="U", situation="Full refit of a 1978 flat in eight weeks, what budget")
add("lb-t14", "Eisen Noper huet eng Garage bis op 50 cm un eis Grenz gebaut, ouni Genehmegung wéi mer mengen. "
    "Mir hunn schonn zweemol mat him geschwat, et bréngt näischt. "
    "Ass et sënnvoll direkt en Affekot ze huelen, oder soll ee fir d'éischt bei d'Gemeng goen? Wat kascht sou eng éischt Consultatioun?",
    "legal", None, None, not_place=("éischt",), kind="d", nu="N", situation="Neighbour's garage built near the boundary, lawyer or commune first")
add("lb-t15", "Mir plënneren am Mäerz vun Nospelt op Arel an d'Belsch, 3-Zëmmer-Appartement mat Keller. "
    "Et gëtt keen Lift an eisem aktuellen Haus, mir sinn um zweete Stack. "
    "Wat ass méi bëlleg: eng Firma déi alles mécht, oder just e Camion mat Chauffeur a mir paken selwer?",
    "moving", "Kehlen", "Nospelt", distractors=("Arel",), kind="d", nu="U", situation="Move from Nospelt to Arlon, full service or truck with driver")

# ---------------- French ----------------
add("fr-s01", "Bonjour, je voudrais faire installer une borne de recharge 11 kW pour ma Tesla dans le garage à Schouweiler, vous avez des disponibilités en janvier ?",
    "electrical", "Dippach", "Schouweiler", situation="Wallbox charger in a garage in Schouweiler")
add("fr-s02", "besoin de quelqu'un pour recoller une dizaine de carreaux qui sonnent creux dans l'entrée à bascharage",
    "tiling", "Käerjeng", "bascharage", situation="Re-fixing hollow-sounding floor tiles in a hallway")
add("fr-s03", "Quelqu'un pourrait changer le cylindre de ma porte d'entrée aujourd'hui après un cambriolage, L-2540 ?",
    "locksmith", "Luxembourg", "L-2540", situation="Replacing the door cylinder after a burglary, postal code only")
add("fr-s04", "Je cherche quelqu'un pour créer une boutique en ligne pour mes bijoux faits main, avec paiement par carte et Payconiq",
    "web-development", None, None, situation="Online shop for handmade jewellery")
add("fr-s05", "Il faudrait scarifier et regarnir une pelouse de 400 m2 complètement envahie de mousse à Hobscheid",
    "gardening", "Habscht", "Hobscheid", situation="Scarifying and reseeding a mossy lawn in Hobscheid")
add("fr-s06", "mon lave-vaisselle Bosch ne vidange plus l'eau reste au fond depuis hier, je suis à Soleuvre dépannage possible samedi ?",
    "appliance-repair", "Sanem", "Soleuvre", situation="Dishwasher no longer drains, Soleuvre")
add("fr-s07", "Nous cherchons un traiteur pour un buffet froid de 40 personnes pour la communion de notre fille le 3 mai 🙏",
    None, None, None, situation="Caterer for a first-communion buffet (not a listed trade)")
add("fr-s08", "Des punaises de lit dans la chambre de mon fils à Tétange, faut-il traiter tout l'appartement ?",
    "pest-control", "Kayl", "Tétange", situation="Bed bugs in a child's room in Tétange")
add("fr-s09", "Nettoyage des vitres d'une maison avec véranda à Strassen, une trentaine de fenêtres, une fois par trimestre",
    "cleaning", "Strassen", "Strassen", situation="Quarterly window cleaning for a house with a conservatory")
add("fr-s10", "Notre NAS Synology au bureau de Leudelange n'est plus accessible depuis la mise à jour et les sauvegardes ne tournent plus",
    "it-support", "Leudelange", "Leudelange", situation="Office NAS unreachable after an update, backups stopped")
add("fr-t01", "Depuis ce matin, quand on tire la chasse au rez-de-chaussée, l'eau remonte dans la douche du sous-sol. "
    "Ça sent mauvais dans toute la cave. "
    "On a trois enfants et une seule salle de bain en haut. Nous habitons à Esch-sur-Alzette, près du lycée.",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="Toilet flush backs up into the basement shower")
add("fr-t02", "Les lumières du salon clignotent dès que le sèche-linge démarre. "
    "Hier une prise de la cuisine a noirci avec une odeur de plastique brûlé, j'ai coupé le disjoncteur par précaution. "
    "La maison est à Rodange, elle date de 1962.",
    "electrical", "Pétange", "Rodange", kind="a", nu="U", situation="Lights flicker with the dryer, a socket scorched")
add("fr-t03", "Après la tempête de dimanche, une tache d'eau s'agrandit au plafond de la chambre sous les combles. "
    "Depuis la rue on voit qu'une rangée d'ardoises a glissé près de la cheminée. "
    "Notre maison est à Audun-le-Tiche, juste à côté d'Esch, je travaille au Luxembourg. Vous pouvez venir jusque-là ?",
    "roofing", "abroad", "Audun-le-Tiche", distractors=("Esch", "Luxembourg"), kind="a", nu="U",
    situation="Slates slipped after a storm, house in Audun-le-Tiche (France)")
add("fr-t04", "Mon voisin m'a conseillé de rajouter de l'eau moi-même dès que la pression de la chaudière baisse. "
    "J'en ai rajouté presque chaque semaine depuis octobre, et maintenant la soupape au-dessus de la chaudière goutte en permanence. "
    "La pression monte à 3 bar quand ça chauffe et redescend la nuit. Qui peut venir voir ça à Oberkorn ?",
    "heating", "Differdange", "Oberkorn", kind="b", nu="U", situation="Neighbour said to keep topping up boiler pressure, relief valve now drips")
add("fr-t05", "Ma belle-mère a insisté pour qu'on peigne directement sur le papier peint du couloir, 'ça tient très bien'. "
    "Trois semaines après, le papier fait des bulles partout et se décolle aux raccords. "
    "Il faut maintenant tout enlever et repeindre proprement, environ 35 m² de murs plus la cage d'escalier. "
    "On est à Schifflange, un peintre serait libre en février ?",
    "painting", "Schifflange", "Schifflange", kind="b", nu="N", situation="Painted over wallpaper on mother-in-law's advice, now blistering")
add("fr-t06", "L'ancien propriétaire avait bouché les fissures de la façade arrière avec de la mousse expansive, sur conseil d'un magasin de bricolage. "
    "Ça a tenu deux hivers, maintenant l'enduit se décroche par plaques et on voit les briques. "
    "Maison mitoyenne à Rumelange, façade d'environ 7 m de haut.",
    "masonry", "Rumelange", "Rumelange", kind="b", nu="U", situation="Facade cracks filled with expanding foam, render now falling off")
add("fr-t07", "Le vendeur du magasin de parquet m'a assuré qu'on pouvait poser du chêne massif flottant sur un chauffage au sol. "
    "Après le premier hiver, les lames se sont écartées de presque 5 mm et ça craque partout. "
    "Je voudrais savoir si on peut le reprendre ou s'il faut tout remplacer, c'est une pièce de 28 m² à Steinfort.",
    "carpentry", "Steinfort", "Steinfort", kind="b", nu="U", situation="Solid oak floating floor on underfloor heating opened gaps")
add("fr-t08", "Nous sommes une petite agence immobilière dans le quartier Gare. "
    "Pour nos annonces il nous faudrait des photos professionnelles de six appartements, et si possible des vues en drone de l'immeuble. "
    "Vous avez quelqu'un qui travaille pour des professionnels ?",
    "photography", "Luxembourg", "Gare", kind="c", nu="U", situation="Estate agency needs flat photos and drone shots")
add("fr-t09", "Notre club de basket accueille en avril une équipe de jeunes de Porto pour un tournoi. "
    "Nous cherchons un interprète portugais-français pour les trois jours, surtout pour les réunions d'arbitrage et les repas avec les familles. "
    "Il faudrait peut-être aussi traduire le règlement du tournoi.",
    "translation", None, None, distractors=("Porto",), kind="c", nu="N", situation="Basketball club needs a Portuguese interpreter for a youth tournament")
add("fr-t10", "Je gère un cabinet de kinésithérapie avec deux associés et une assistante. "
    "Notre comptable part à la retraite en juin et personne ne reprend ses dossiers. "
    "Il nous faut quelqu'un pour les fiches de paie, le bilan et la déclaration d'impôt de la société, si possible avec un logiciel en ligne.",
    "accounting", None, None, kind="c", nu="N", situation="Physiotherapy practice loses its accountant, needs payroll and accounts")
add("fr-t11", "Nous reprenons une pharmacie à Foetz et voulons rafraîchir l'espace de vente de 120 m². "
    "Nous savons conseiller des patients, mais pas organiser un magasin: circulation, éclairage des rayons, coin d'attente, couleurs. "
    "On cherche quelqu'un pour faire des plans et des propositions avant de commander le mobilier.",
    "interior-design", "Mondercange", "Foetz", kind="c", nu="U", situation="Pharmacy takeover: layout, lighting and colour plan of the shop")
add("fr-t12", "Pour notre maison à Wickrange, on hésite entre des panneaux photovoltaïques et des capteurs solaires thermiques pour l'eau chaude. "
    "Toit plein sud, 45 m², on est quatre à la maison. "
    "Qu'est-ce qui est le plus intéressant avec les primes actuelles ?",
    "solar", "Reckange-sur-Mess", "Wickrange", kind="d", nu="N", situation="PV or solar thermal on a south roof, which pays off better")
add("fr-t13", "Nous venons d'acheter une maison des années 60 au Howald. "
    "Il faudrait refaire la salle de bain, l'électricité et l'isolation des combles avant d'emménager. "
    "Est-ce que ça a du sens de tout faire en une fois, et combien de temps faut-il prévoir ?",
    "renovation", "Hesperange", "Howald", kind="d", nu="U", situation="1960s house: bathroom, wiring and attic insulation before moving in")
add("fr-t14", "On déménage de Dudelange à Thionville fin juin, un 4 pièces au 2e étage sans ascenseur. "
    "Vaut-il mieux prendre un déménageur luxembourgeois ou français ? "
    "Et un devis sur photos suffit ou il faut une visite ?",
    "moving", "Dudelange", "Dudelange", distractors=("Thionville",), kind="d", nu="N", situation="Move from Dudelange to Thionville, Luxembourg or French movers")
add("fr-t15", "Mon employeur veut me licencier pendant mon congé parental, il parle de raisons économiques. "
    "Est-ce qu'il en a le droit ? "
    "Vers qui me tourner, et combien ça coûte de se faire défendre ?",
    "legal", None, None, kind="d", nu="U", situation="Dismissal announced during parental leave, who can defend me")

# ---------------- German ----------------
add("de-s01", "Sturmschaden am Dach in Echternach, mehrere Ziegel fehlen und es regnet auf den Dachboden, bitte heute noch jemand!",
    "roofing", "Echternach", "Echternach", situation="Storm blew off roof tiles, rain in the attic")
add("de-s02", "Wer verlegt uns großformatige Feinsteinzeugplatten 120x60 auf der Terrasse in Bäerdref, ca 40 qm?",
    "tiling", "Berdorf", "Bäerdref", situation="Large porcelain tiles on a 40 m2 terrace")
add("de-s03", "Brauche jemanden der unseren Tresor öffnet, Zahlencode vergessen, Büro in der Oberstadt",
    "locksmith", "Luxembourg", "Oberstadt", situation="Opening an office safe with a forgotten code")
add("de-s04", "Suche Nachhilfe in Mathe für meinen Sohn (3e classique), zweimal die Woche gern auch online",
    None, None, None, situation="Maths tutoring for a pupil (not a listed trade)")
add("de-s05", "wir möchten den rasen hinterm haus in consdorf durch eine blumenwiese ersetzen lassen wer macht sowas und wann ist die beste zeit",
    "gardening", "Consdorf", "consdorf", situation="Turning a lawn into a wildflower meadow")
add("de-s06", "Der Liebherr-Gefrierschrank in unserem Ferienhaus in Altrier brummt laut und friert nicht mehr richtig, lohnt sich da eine Reparatur?",
    "appliance-repair", "Bech", "Altrier", situation="Freezer humming and not freezing in a holiday home")
add("de-s07", "Kann jemand bei uns in Wasserbillig sechs alte Halogenspots in der Küche gegen LED tauschen, die Trafos sitzen in der Decke",
    "electrical", "Mertert", "Wasserbillig", situation="Swapping halogen spots with transformers for LED")
add("de-s08", "Wer übernimmt ab Januar die Lohnabrechnung für unseren kleinen Handwerksbetrieb mit vier Mitarbeitern?",
    "accounting", None, None, situation="Payroll for a four-person craft business")
add("de-s09", "Bei uns in Grevenmacher ist heute Nacht die Leitung vor der Wasseruhr eingefroren und geplatzt, der Keller steht 5 cm unter Wasser 😱",
    "plumbing", "Grevenmacher", "Grevenmacher", situation="Frozen pipe burst before the water meter")
add("de-s10", "Silberfischchen und Papierfischchen im ganzen Bad und Flur in Ehnen, trotz Fallen aus dem Baumarkt, wer bekämpft das richtig?",
    "pest-control", "Wormeldange", "Ehnen", situation="Silverfish and paper fish in bathroom and hall")
add("de-t01", "Seit dem Kälteeinbruch läuft die Pelletanlage nur noch stotternd. "
    "Sie zündet, brennt zehn Minuten, dann geht die Flamme aus und im Brennertopf liegt halb verbrannte Asche. "
    "Im Lager sind noch gut zwei Tonnen Pellets. Im Wohnzimmer haben wir 16 Grad, wir wohnen in Manternach.",
    "heating", "Manternach", "Manternach", kind="a", nu="U", situation="Pellet burner ignites then goes out, half-burnt ash")
add("de-t02", "Bei jedem stärkeren Regen läuft im Dachgeschoss Wasser innen am Dachfenster runter, genau an der oberen Kante. "
    "Die Scheibe selbst ist dicht, aber das Holz vom Rahmen ist schon dunkel. "
    "Letzte Nacht hat es mir direkt auf den Wecker getropft. Das Haus in Biwer ist von 2004.",
    "roofing", "Biwer", "Biwer", not_place=("Wecker", "Holz"), kind="a", nu="U", situation="Water runs in at the top edge of a roof window")
add("de-t03", "Im Keller unseres Hauses in Junglinster zieht sich ein Riss schräg von der Fensterecke bis zum Boden. "
    "Letztes Jahr war er noch haarfein, inzwischen passt eine Münze hinein. "
    "Die Kellertür klemmt seit dem Sommer auch.",
    "masonry", "Junglinster", "Junglinster", kind="a", nu="U", situation="Diagonal crack in a basement wall widening")
add("de-t04", "Ein Freund meinte, zwei Schichten normale Wandfarbe aus dem Baumarkt reichen locker über Dunkelblau. "
    "Jetzt ziehen wir aus, und nach zwei Anstrichen scheint das Blau im Kinderzimmer immer noch fleckig durch. "
    "Die Wohnungsübergabe ist Ende Februar. Wer macht das in Befort fachgerecht?",
    "painting", "Beaufort", "Befort", kind="b", nu="U", situation="Friend said two coats cover dark blue, it still shows through")
add("de-t05", "Ein Bekannter hat die knarrenden Stufen unserer Holztreppe mit Bauschaum und Schrauben 'repariert'. "
    "Jetzt knarren sie noch lauter und die dritte Stufe wackelt richtig. "
    "Die Treppe ist aus Buche, Baujahr 1985, Haus in Vianden. Kann sich das ein Schreiner anschauen?",
    "carpentry", "Vianden", "Vianden", kind="b", nu="N", situation="Creaking beech stairs 'fixed' with foam, a step now loose")
add("de-t06", "Eine Kollegin hat uns geraten, für den Umzug einfach einen Transporter zu mieten und Freunde zu fragen. "
    "Jetzt hat die Hälfte abgesagt und der Kleiderschrank passt nicht durchs Treppenhaus. "
    "Wir ziehen am Samstag von Remich zurück nach Hamm in Westfalen. Gibt es kurzfristig Umzugshelfer mit Möbellift?",
    "moving", "Remich", "Remich", distractors=("Hamm", "Westfalen"), not_place=("einen",), kind="b", nu="N", situation="DIY move fell apart, Remich to Hamm (Germany), needs movers with lift")
add("de-t07", "Unser Nachbar meinte, der Wechselrichter piept nur, wenn die Sonne zu stark ist, das sei normal. "
    "Seit drei Wochen zeigt die App aber null Ertrag, obwohl es sonnig war. "
    "Die Anlage hat 9,8 kWp, ist von 2019 und steht in Igel, kurz hinter Wasserbillig auf der deutschen Seite.",
    "solar", "abroad", "Igel", distractors=("Wasserbillig",), kind="b", nu="U", situation="Inverter beeps, zero yield for weeks, PV in Igel (Germany)")
add("de-t08", "Wir sind ein Sportverein in Roodt-sur-Syre mit einem kleinen Vereinsbüro. "
    "Der alte PC mit der Mitgliederverwaltung startet nicht mehr, und niemand weiß, ob es ein Backup gibt. "
    "Wir brauchen jemanden, der die Daten rettet und einen neuen Rechner einrichtet.",
    "it-support", "Betzdorf", "Roodt-sur-Syre", not_place=("einen",), kind="c", nu="U", situation="Club office PC dead, rescue data and set up a new one")
add("de-t09", "Unsere Firma hat ein Büro am Senningerberg mit 40 Arbeitsplätzen. "
    "Nach dem Umbau der Kantine liegt überall feiner Gipsstaub, auch in den Lüftungsgittern und auf den Bildschirmen. "
    "Bis Montag muss alles wieder sauber sein. Geht das am Wochenende?",
    "cleaning", "Niederanven", "Senningerberg", kind="c", nu="U", situation="Office covered in plaster dust after canteen works")
add("de-t10", "Wir betreiben ein kleines Hotel im Mullerthal und überarbeiten gerade unsere Buchungsseite. "
    "Dafür brauchen wir neue Bilder der 12 Zimmer, vom Frühstücksraum und ein paar Außenaufnahmen bei schönem Wetter. "
    "Einen Fotografen aus der Gegend würden wir bevorzugen.",
    "photography", "Waldbillig", "Mullerthal", not_place=("Einen",), kind="c", nu="N", situation="Small hotel needs room and outdoor photos")
add("de-t11", "Wir sind ein Weingut an der Mosel und bekommen Anfragen von einem Importeur aus Japan. "
    "Preisliste, Produktblätter und zwei Seiten über unsere Lagen müssten ins Englische und Japanische. "
    "Es geht um etwa 3000 Wörter.",
    "translation", None, None, distractors=("Japan",), kind="c", nu="U", situation="Winery price list and product sheets into English and Japanese")
add("de-t12", "Lohnt es sich, ein Bauernhaus von 1920 in Niederdonven zu sanieren, oder ist Abriss und Neubau am Ende günstiger? "
    "Das Dach ist dicht, aber Fenster, Heizung, Elektrik und Bäder sind alt. "
    "Wir haben etwa 350000 Euro Budget. Wer kann uns da ehrlich beraten?",
    "renovation", "Flaxweiler", "Niederdonven", kind="d", nu="U", situation="Renovate a 1920 farmhouse or demolish and rebuild")
add("de-t13", "Wir haben eine 52 m² Wohnung in Rosport gekauft, Wohnzimmer mit offener Küche. "
    "Wie teilt man das so auf, dass noch eine kleine Arbeitsecke reinpasst, ohne dass es eng wirkt? "
    "Lohnt sich eine Innenarchitektin für so eine kleine Wohnung, und was kostet eine Beratung mit Plan?",
    "interior-design", "Rosport-Mompach", "Rosport", kind="d", nu="N", situation="Fitting a work corner into a small open-plan flat")
add("de-t14", "Ich bin Hebamme und möchte, dass Schwangere online Plätze in meinen Kursen buchen können. "
    "Reicht ein Baukasten wie Wix, oder brauche ich eine richtige Webseite vom Programmierer? "
    "Was kostet so etwas ungefähr im Jahr?",
    "web-development", None, None, kind="d", nu="N", situation="Midwife course booking: website builder or custom site")
add("de-t15", "Der Bauträger hat unsere Wohnung sechs Monate zu spät übergeben und will keine Entschädigung zahlen. "
    "Im Vertrag steht eine Strafe von 0,1 Prozent pro Tag. "
    "Haben wir eine Chance, und lohnt sich ein Verfahren bei diesen Beträgen?",
    "legal", None, None, kind="d", nu="U", situation="Developer handed over a flat six months late, penalty clause")

# ---------------- English ----------------
add("en-s01", "Looking for someone to deep clean a 3-bed flat in Belair before my in-laws arrive on Friday, oven and fridge included",
    "cleaning", "Luxembourg", "Belair", situation="Deep clean of a flat before family visit")
add("en-s02", "Need an English-speaking lawyer for a dispute with a car dealer who sold me a car with hidden accident damage and now refuses to take it back",
    "legal", None, None, situation="Dispute with a car dealer over hidden accident damage")
add("en-s03", "our oil tank in bettembourg needs cleaning and the burner serviced before winter, who does this?",
    "heating", "Bettembourg", "bettembourg", situation="Oil tank cleaning and burner service")
add("en-s04", "anyone know a reliable dog walker for two labradors, weekdays around lunchtime 🐕",
    None, None, None, situation="Dog walker for two labradors (not a listed trade)")
add("en-s05", "Quote needed to paint the stairwell of a three-storey house in Strassen, walls and ceiling, it's very high over the stairs",
    "painting", "Strassen", "Strassen", situation="Painting a tall stairwell")
add("en-s06", "Could an electrician add an outdoor socket and a motion-sensor light by our driveway in Sandweiler?",
    "electrical", "Sandweiler", "Sandweiler", situation="Outdoor socket and motion-sensor light by a driveway")
add("en-s07", "my work laptop won't connect to the company VPN from our flat in Kirchberg since the new Fritzbox was installed, help pls",
    "it-support", "Luxembourg", "Kirchberg", situation="Home-office VPN fails after a new router")
add("en-s08", "I need a tiler to replace about ten cracked tiles around the kitchen island in Moutfort, I still have spares from the builder",
    "tiling", "Contern", "Moutfort", situation="Replacing cracked kitchen floor tiles with spares")
add("en-s09", "We'd like our overgrown back garden in Weiler-la-Tour cleared, the grass is knee high, and replanted with low-maintenance shrubs, roughly 200 m2",
    "gardening", "Weiler-la-Tour", "Weiler-la-Tour", not_place=("grass",), situation="Clearing and replanting an overgrown garden")
add("en-s10", "Our Miele heat pump tumble dryer now takes three cycles to dry one load, we live in Peppange, is it worth repairing?",
    "appliance-repair", "Roeser", "Peppange", situation="Heat-pump tumble dryer barely dries")
add("en-t01", "Our water bill just came in at 1,400 euros for the quarter, almost four times the usual. "
    "Nothing is visibly wet, but the meter in the basement keeps turning slowly even at night when everything is off. "
    "The lawn by the front path has a soggy patch that never dries. House in Aspelt, built 1998.",
    "plumbing", "Frisange", "Aspelt", not_place=("bill",), kind="a", nu="U", situation="Huge water bill, meter turns at night, soggy patch in the lawn")
add("en-t02", "Every evening tiny brown beetles crawl out of the pantry. "
    "They are in the flour, the rice and even the dog food. "
    "We threw everything out twice and they came back within a week. Flat in Mondorf, second floor.",
    "pest-control", "Mondorf-les-Bains", "Mondorf", kind="a", nu="U", situation="Pantry beetles keep coming back")
add("en-t03", "Since last week there's a steady drip from the ceiling light in the top-floor bathroom whenever it rains hard. "
    "There are brown rings on the ceiling around it now. "
    "From the garden I can see moss and one cracked slate next to the vent pipe. We're in Dalheim.",
    "roofing", "Dalheim", "Dalheim", kind="a", nu="U", situation="Rain drips through a bathroom ceiling light, cracked slate")
add("en-t04", "Our neighbour told us a few bags of quick-set concrete would be enough to build the retaining wall for our terrace ourselves. "
    "After the heavy rain it has tipped forward by about 10 cm and the joints have opened. "
    "It's about 8 m long and 1 m high, in Remerschen. Can someone rebuild it properly?",
    "masonry", "Schengen", "Remerschen", kind="b", nu="U", situation="DIY retaining wall on neighbour's advice is tipping over")
add("en-t05", "A locksmith from a flyer said my front door lock was unsafe and fitted a new cylinder for 480 euros. "
    "A friend now says it's a cheap model, and the key already sticks when it's cold. "
    "I'd like a second opinion and a proper security cylinder from a locksmith I can trust, house in Bertrange.",
    "locksmith", "Bertrange", "Bertrange", kind="b", nu="N", situation="Overpriced cheap cylinder from a flyer locksmith, wants a proper one")
add("en-t06", "My mother-in-law told us to get the red wine out of our cream carpet with bleach. "
    "Now there's a big orange patch in the middle of the living room and the rest looks grey next to it. "
    "Can someone professionally clean the whole carpet, about 30 m2, in our house in Munsbach before the landlord sees it?",
    "cleaning", "Schuttrange", "Munsbach", kind="b", nu="U", situation="Bleach on a wine stain ruined a carpet, needs professional cleaning")
add("en-t07", "A guy at the DIY store told me to lay the larch deck boards tight without gaps because they would shrink anyway. "
    "After a wet autumn they've swollen, buckled and some screws have popped out. "
    "We'd like it relaid properly, about 25 m2, behind our house in Greiveldange.",
    "carpentry", "Stadtbredimus", "Greiveldange", kind="b", nu="U", situation="Larch deck laid without gaps has buckled")
add("en-t08", "We're a small architecture practice moving from Hesperange to a new office in Gasperich in March. "
    "It's about 12 desks, a large plotter, plan chests and 30 boxes of archive. "
    "Which removal company could do it over one weekend, so we lose no working days?",
    "moving", "Hesperange", "Hesperange", distractors=("Gasperich",), kind="c", nu="N", situation="Architecture office move over a weekend")
add("en-t09", "Our amateur choir is giving its Christmas concert in the church in Hamm on the 19th. "
    "We'd like someone to film it with two cameras and take a few pictures during the rehearsal. "
    "The families want a link to share afterwards.",
    "photography", "Luxembourg", "Hamm", kind="c", nu="U", situation="Choir Christmas concert filmed with two cameras")
add("en-t10", "I run a small riding stable with 14 horses and two employees. "
    "My wife did the books in Excel until now, but she starts a full-time job in January. "
    "We need someone for the monthly payroll, the annual accounts and the tax return of the company. Every bill and receipt is in paper folders.",
    "accounting", None, None, not_place=("bill",), kind="c", nu="U", situation="Riding stable needs payroll, annual accounts and tax return")
add("en-t11", "We're a volunteer-run animal shelter. "
    "We need a new site where people can see the dogs and cats up for adoption, fill in an adoption form and set up a monthly donation. "
    "The volunteers should be able to add new animals from their phones.",
    "web-development", None, None, kind="c", nu="U", situation="Animal shelter site with adoption form and donations")
add("en-t12", "Does it make sense to put solar panels on the flat garage roof of our house in Canach? "
    "The neighbour's walnut tree shades it after about 4 pm in summer. "
    "Roughly what would 6 kWp cost, and how long until it pays for itself?",
    "solar", "Lenningen", "Canach", kind="d", nu="N", situation="PV on a partly shaded flat garage roof, cost and payback")
add("en-t13", "We're thinking of turning the garage of our house in Bous into a bedroom with a shower room for my mother. "
    "It would need insulation, a window, plumbing and underfloor heating. "
    "Do we need a building permit for that, and what would it roughly cost?",
    "renovation", "Bous-Waldbredimus", "Bous", kind="d", nu="U", situation="Converting a garage into a granny bedroom with shower")
add("en-t14", "We've just bought a 1930s townhouse in Sierck-les-Bains, just across the river from Schengen. "
    "Is it worth hiring an interior designer to plan the colours, furniture and lighting for the whole ground floor, or do furniture shops do that for free? "
    "What does a designer usually charge?",
    "interior-design", "abroad", "Sierck-les-Bains", distractors=("Schengen",), kind="d", nu="N", situation="Interior designer for a 1930s townhouse in Sierck-les-Bains (France)")
add("en-t15", "We need our employee handbook, about 60 pages, in French and German. "
    "Is machine translation plus a proofreader good enough, or should we go straight to a professional translator? "
    "Is it usually priced per word or per page?",
    "translation", None, None, kind="d", nu="N", situation="Employee handbook into French and German, machine or professional")

# ---------------- Portuguese ----------------
add("pt-s01", "Bom dia, o esgoto da cozinha está entupido e a água não desce, moro em Esch/Alzette, alguém pode vir hoje?",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", situation="Blocked kitchen drain")
add("pt-s02", "Preciso de um intérprete para acompanhar a minha mãe a uma consulta no hospital na próxima terça, ela só fala português",
    "translation", None, None, situation="Interpreter for a mother's hospital appointment")
add("pt-s03", "preciso de um eletricista para trocar o quadro antigo com fusíveis de rosca numa casa em ettelbruck",
    "electrical", "Ettelbruck", "ettelbruck", situation="Replacing an old screw-fuse board")
add("pt-s04", "Procuro costureira para fazer bainhas em 5 calças e apertar um vestido, é urgente",
    None, None, None, situation="Seamstress for hems and taking in a dress (not a listed trade)")
add("pt-s05", "Orçamento para carrelage na casa de banho em Niederkorn, chão e paredes até ao teto, mais ou menos 22 m2",
    "tiling", "Differdange", "Niederkorn", situation="Floor and wall tiling of a bathroom")
add("pt-s06", "Mudança de um T2 em Larochette para Ettelbruck no dia 15, só temos um sofá, uma cama e umas 20 caixas",
    "moving", "Larochette", "Larochette", distractors=("Ettelbruck",), situation="Small flat move from Larochette to Ettelbruck")
add("pt-s07", "fiquei fechada fora de casa com o bebé lá dentro a dormir, Bonnevoie, por favor rápido!!",
    "locksmith", "Luxembourg", "Bonnevoie", situation="Locked out with a sleeping baby inside")
add("pt-s08", "Alguém que faça a declaração de impostos de casal, trabalhamos os dois no Luxemburgo e temos uma casa em Portugal?",
    "accounting", None, None, distractors=("Luxemburgo",), situation="Joint tax return for a couple with a house in Portugal")
add("pt-s09", "procuro empresa de limpeza para um escritório de 80 m2, código postal L-3450, 2 vezes por semana ao fim do dia",
    "cleaning", "Dudelange", "L-3450", situation="Office cleaning twice a week")
add("pt-s10", "Preciso de alguém para podar 6 árvores de fruta e limpar o jardim em Heffingen antes da primavera",
    "gardening", "Heffingen", "Heffingen", situation="Pruning fruit trees and tidying a garden")
add("pt-t01", "Desde ontem cai água do teto da garagem, mesmo por baixo da casa de banho. "
    "Só pinga quando alguém puxa o autoclismo, de resto fica seco. "
    "O teto já tem uma mancha castanha e o gesso está mole. Moramos em Diekirch, perto da escola.",
    "plumbing", "Diekirch", "Diekirch", kind="a", nu="U", situation="Garage ceiling drips only when the upstairs toilet is flushed")
add("pt-t02", "O frigorífico faz gelo na parede do fundo e a parte de baixo está a ficar quente, o leite estragou-se em dois dias. "
    "Já o desliguei uma noite e limpei tudo, mas voltou igual. "
    "É um Samsung de duas portas com 4 anos. Moro em Medernach.",
    "appliance-repair", "Vallée de l'Ernz", "Medernach", kind="a", nu="U", situation="Fridge ices up at the back and warms at the bottom")
add("pt-t03", "Quando alguém toma banho, os radiadores da casa toda arrefecem e a água do duche só fica morna. "
    "Se ninguém usa água quente, a casa aquece normalmente. "
    "A caldeira tem 15 anos e nunca deu problemas. Casa em Schoos.",
    "heating", "Fischbach", "Schoos", kind="a", nu="U", situation="Radiators cool down whenever someone showers")
add("pt-t04", "O senhorio disse-nos que podíamos pintar os radiadores com a tinta que sobrou das paredes. "
    "Com o calor ficou tudo amarelo e a tinta está a sair em lascas. "
    "Queremos que um pintor trate dos 5 radiadores e aproveite para pintar a sala, uns 45 m2 de parede. Apartamento em Cruchten.",
    "painting", "Nommern", "Cruchten", kind="b", nu="N", situation="Radiators painted with wall paint on landlord's advice, now peeling")
add("pt-t05", "Na loja de móveis disseram que o roupeiro de montar cabia no sótão com teto inclinado, bastava cortar em cima. "
    "Ficou torto e as portas não fecham. "
    "Queremos um roupeiro embutido feito à medida por um marceneiro, com 3,2 m de largura, em Boevange-sur-Attert.",
    "carpentry", "Helperknapp", "Boevange-sur-Attert", kind="b", nu="N", situation="Flat-pack wardrobe cut to fit a sloping attic, wants built-in one")
add("pt-t06", "O meu sogro disse que para a base do abrigo de jardim bastava despejar betão diretamente na terra, sem brita nem malha. "
    "Passado um inverno rachou em quatro e um canto afundou 5 cm. "
    "Queremos partir tudo e fazer uma laje nova de 3x4 m como deve ser, em Reisdorf.",
    "masonry", "Reisdorf", "Reisdorf", kind="b", nu="U", situation="Shed slab poured straight on soil cracked and sank")
add("pt-t07", "Comprámos uma casa em Longwy, do lado francês, e o antigo dono disse que o telhado estava bom para mais 20 anos. "
    "No primeiro inverno já entrou água no sótão em dois sítios e há telhas partidas. "
    "Trabalho no Luxemburgo, vocês também fazem obras em França? Queria um orçamento para rever o telhado todo.",
    "roofing", "abroad", "Longwy", distractors=("Luxemburgo",), kind="b", nu="U", situation="Seller said the roof was fine, leaks in the first winter, house in Longwy (France)")
add("pt-t08", "Temos uma pequena empresa de construção em Gilsdorf com 3 computadores no escritório. "
    "Desde que mudámos de operador de internet, a impressora multifunções já não digitaliza para o email e ninguém acede às pastas partilhadas. "
    "Precisamos de alguém que venha pôr a rede a funcionar.",
    "it-support", "Bettendorf", "Gilsdorf", kind="c", nu="U", situation="Builder's office network broken after an ISP change")
add("pt-t09", "Sou dona de um restaurante em Ingeldorf e ontem à noite a cozinheira viu um rato atrás da arca congeladora. "
    "Temos inspeção sanitária daqui a duas semanas. "
    "Preciso de uma empresa de desratização com contrato e relatório para mostrar ao inspetor.",
    "pest-control", "Erpeldange-sur-Sûre", "Ingeldorf", kind="c", nu="N", situation="Restaurant saw a mouse, needs rodent control before inspection")
add("pt-t10", "Faço bolos personalizados em casa em Schieren e vou lançar um catálogo. "
    "Preciso de fotografias profissionais de uns 30 bolos, com fundo limpo, para o Instagram e para imprimir. "
    "Pode ser em dois sábados de manhã.",
    "photography", "Schieren", "Schieren", kind="c", nu="U", situation="Home cake business needs product photos of 30 cakes")
add("pt-t11", "Tenho uma empresa de transportes com 6 camiões. "
    "Os clientes pedem para seguir as entregas online. "
    "Precisamos de um site simples com área de cliente para ver o estado das encomendas e descarregar as faturas.",
    "web-development", None, None, kind="c", nu="U", situation="Haulier needs a customer portal to track deliveries and invoices")
add("pt-t12", "Os painéis solares térmicos da água quente no telhado da nossa casa em Niederfeulen têm 18 anos. "
    "No verão a água fica a ferver e o grupo faz barulho, no inverno não aquecem nada. "
    "Vale a pena reparar ou é melhor tirar e pôr fotovoltaico? Quanto custa mais ou menos?",
    "solar", "Feulen", "Niederfeulen", kind="d", nu="N", situation="18-year-old solar thermal panels: repair or swap for PV")
add("pt-t13", "Comprámos uma casa antiga em Mertzig e queremos fazer uma cozinha nova e abrir a parede para a sala. "
    "É preciso um engenheiro por causa da parede? "
    "E quanto tempo demora mais ou menos uma obra destas, com canalização e eletricidade novas?",
    "renovation", "Mertzig", "Mertzig", kind="d", nu="U", situation="New kitchen and opening a wall to the living room, engineer and duration")
add("pt-t14", "Temos uma sala comprida e estreita, 9 m por 3,5 m, na casa em Bastendorf. "
    "Que cores e que iluminação usar para não parecer um corredor? "
    "E quanto custa um plano feito por uma designer de interiores?",
    "interior-design", "Tandel", "Bastendorf", kind="d", nu="N", situation="Long narrow living room: colours, lighting, cost of a designer plan")
add("pt-t15", "O meu patrão não me paga as horas extra há 6 meses e agora diz que se eu reclamar me despede. "
    "Vale a pena ir para tribunal, e quanto custa? "
    "Há alguma ajuda gratuita no Luxemburgo para quem ganha pouco?",
    "legal", None, None, distractors=("Luxemburgo",), kind="d", nu="U", situation="Unpaid overtime, boss threatens dismissal, court and legal aid")

# ---------------- Italian ----------------
add("it-s01", "Cerco qualcuno che tagli l'erba ogni due settimane da aprile a ottobre, giardino di 600 m2 a weiswampach",
    "gardening", "Weiswampach", "weiswampach", situation="Fortnightly lawn mowing for a season")
add("it-s02", "Vorrei un sito in tre lingue per il mio B&B con foto e calendario delle disponibilità, quanto costa più o meno?",
    "web-development", None, None, situation="Three-language B&B site with availability calendar")
add("it-s03", "La grondaia sul retro della casa a Troisvierges si è staccata col vento e adesso pende sopra il terrazzo",
    "roofing", "Troisvierges", "Troisvierges", situation="Gutter torn loose by wind, hanging over a terrace")
add("it-s04", "ho perso il mazzo con le chiavi del portone e della cassetta della posta, abito a Merl, bisogna cambiare la serratura oggi",
    "locksmith", "Luxembourg", "Merl", situation="Lost key ring, front door lock to change today")
add("it-s05", "Mi serve un elettricista per collegare il piano a induzione nuovo, dicono che ci vuole una linea dedicata, sono in L-3730",
    "electrical", "Rumelange", "L-3730", situation="Dedicated circuit for a new induction hob")
add("it-s06", "pulizia completa di una casa vacanze a Heiderscheid ogni sabato tra un ospite e l'altro, da maggio a settembre",
    "cleaning", "Esch-sur-Sûre", "Heiderscheid", situation="Saturday changeover cleaning of a holiday home")
add("it-s07", "Cerco un'insegnante di pianoforte che venga a casa per mia figlia di 8 anni, il mercoledì pomeriggio 🎹",
    None, None, None, situation="Piano teacher at home (not a listed trade)")
add("it-s08", "Ho aperto una ditta individuale di giardinaggio e non so come tenere la contabilità, chi mi può seguire?",
    "accounting", None, None, situation="New sole-trader gardening business needs bookkeeping")
add("it-s09", "Le formiche entrano in cucina da una fessura sotto la finestra e ormai sono dappertutto, casa a Itzig",
    "pest-control", "Hesperange", "Itzig", situation="Ant trail into the kitchen")
add("it-s10", "il microonde da incasso Whirlpool fa scintille dentro appena lo accendo, sono a Noertzange",
    "appliance-repair", "Bettembourg", "Noertzange", situation="Built-in microwave sparks inside")
add("it-t01", "Quando chiudo il rubinetto della cucina i tubi nel muro fanno un colpo forte, come una martellata, e poi vibrano. "
    "Succede anche quando la lavatrice smette di caricare acqua. "
    "I vicini di sotto si sono già lamentati. Appartamento a Esch-sur-Alzette, terzo piano.",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="Water hammer banging in the walls")
add("it-t02", "Nella doccia a filo pavimento alcune piastrelle si sono sollevate e quando ci cammini sopra fanno clac. "
    "Una ha una crepa diagonale e la fuga intorno si sbriciola. "
    "Casa a Hachiville, bagno rifatto quattro anni fa.",
    "tiling", "Wincrange", "Hachiville", kind="a", nu="U", situation="Loose, cracked shower floor tiles and crumbling grout")
add("it-t03", "Stamattina la caldaia a gasolio ha fatto un botto, c'è odore di fumo in cantina e la spia rossa è accesa. "
    "Ho premuto il pulsante di sblocco due volte, riparte e si blocca di nuovo. "
    "Fuori ci sono meno 5 e in casa siamo già a 16 gradi. Abitiamo a Hosingen.",
    "heating", "Parc Hosingen", "Hosingen", kind="a", nu="U", situation="Oil boiler bangs, smells of smoke and locks out")
add("it-t04", "Il vivaio ci aveva consigliato il bambù lungo il confine, una siepe che non dà problemi. "
    "Dopo tre anni i germogli spuntano nel prato del vicino e sotto il vialetto. "
    "Vorremmo toglierlo completamente con le radici e piantare qualcos'altro, giardino a Goesdorf.",
    "gardening", "Goesdorf", "Goesdorf", kind="b", nu="U", situation="Garden centre recommended bamboo, now spreading under paths")
add("it-t05", "Mia suocera ci ha convinti a dipingere le pareti del soggiorno con lo smalto lucido, così si lavano facilmente. "
    "Ora si vede ogni difetto del muro e con la luce della sera sembra un garage. "
    "Vorremmo tornare a una pittura opaca, circa 60 m2 di pareti, casa a Wilwerwiltz.",
    "painting", "Kiischpelt", "Wilwerwiltz", kind="b", nu="U", situation="Gloss paint on living room walls shows every flaw")
add("it-t06", "L'impresa che ha costruito la casa ci aveva detto che la scala in legno non aveva bisogno di corrimano dal lato del muro. "
    "Ora mia madre ha 82 anni e viene a vivere con noi. "
    "Vorrei un corrimano in rovere su entrambi i lati e un cancelletto in cima per il nipotino, casa a Pommerloch.",
    "carpentry", "Winseler", "Pommerloch", kind="b", nu="U", situation="Builder said no wall-side handrail needed, now oak handrails and stair gate")
add("it-t07", "Un vicino ci aveva detto di mettere i pannelli sul tetto a nord, tanto la luce c'è lo stesso. "
    "Produciamo un terzo di quello che ci avevano promesso. "
    "Chi può venire a Kaundorf a valutare se spostare l'impianto fotovoltaico sul garage, che è esposto a sud?",
    "solar", "Lac de la Haute-Sûre", "Kaundorf", kind="b", nu="N", situation="PV put on a north roof on neighbour's advice, move to south garage")
add("it-t08", "Gestisco un piccolo campeggio a Boulaide. "
    "Il wifi per gli ospiti non arriva alle piazzole in fondo e la cassa del bar si blocca quando ci sono tante persone collegate. "
    "Ci servirebbe qualcuno che rifaccia la rete prima della stagione, con una rete separata per la cassa.",
    "it-support", "Boulaide", "Boulaide", kind="c", nu="U", situation="Campsite guest wifi and till network before the season")
add("it-t09", "Siamo uno studio dentistico con molti pazienti italiani e portoghesi. "
    "Cerchiamo un traduttore per i moduli di consenso informato, le istruzioni dopo l'intervento e il regolamento dello studio. "
    "Sono circa 15 pagine in tutto.",
    "translation", None, None, kind="c", nu="N", situation="Dental practice consent forms into Italian and Portuguese")
add("it-t10", "Siamo un'associazione che organizza una corsa trail a Stolzembourg a maggio, con 400 partecipanti. "
    "Cerchiamo un fotografo che stia sul percorso e poi carichi le foto in una galleria dove ogni corridore trova le sue col numero di pettorale. "
    "Avete qualcuno disponibile?",
    "photography", "Putscheid", "Stolzembourg", kind="c", nu="N", situation="Trail race photos searchable by bib number")
add("it-t11", "Siamo una scuola di danza a Cessange e a fine luglio ci trasferiamo in una sala nuova a Bertrange. "
    "Ci sono sei specchi grandi, le sbarre, 40 sedie, l'impianto audio e gli armadietti degli allievi. "
    "Si può fare tutto in un giorno solo?",
    "moving", "Luxembourg", "Cessange", distractors=("Bertrange",), kind="c", nu="U", situation="Dance school moves mirrors, barres and lockers to a new hall")
add("it-t12", "Abbiamo un muro a secco del 1900 che sostiene l'orto, a Michelau. "
    "Un pezzo di tre metri è crollato dopo il disgelo. "
    "È meglio ricostruirlo a secco come prima o con il cemento, e quanto può costare più o meno?",
    "masonry", "Bourscheid", "Michelau", kind="d", nu="U", situation="Collapsed dry-stone retaining wall, rebuild dry or with mortar")
add("it-t13", "Mio fratello ha comprato una vecchia fattoria a Gouvy, in Belgio, a dieci minuti da Troisvierges. "
    "Bisogna rifare tetto, impianto elettrico, bagni e isolamento. "
    "Si fa prima il tetto o gli impianti, e conviene prendere imprese lussemburghesi o belghe?",
    "renovation", "abroad", "Gouvy", distractors=("Troisvierges",), kind="d", nu="U", situation="Old farmhouse in Gouvy (Belgium): order of works, which firms")
add("it-t14", "Abbiamo un open space di 40 m2 con cucina, pranzo e soggiorno a Dudelange. "
    "Come si separano le zone con luci e tappeti senza costruire muri? "
    "Un architetto d'interni farebbe un progetto solo per questo spazio o bisogna fare tutta la casa?",
    "interior-design", "Dudelange", "Dudelange", kind="d", nu="N", situation="Zoning an open-plan space with light and rugs")
add("it-t15", "Il mio ex marito vuole portare i bambini a vivere in Italia con lui. "
    "Posso oppormi, visto che vanno a scuola qui da cinque anni? "
    "Mi serve un avvocato in Lussemburgo o in Italia?",
    "legal", None, None, distractors=("Italia", "Lussemburgo"), kind="d", nu="N", situation="Ex-husband wants to move the children to Italy")

# ---------------- Spanish ----------------
add("es-s01", "Presupuesto para pintar un piso de 90 m2 en Pfaffenthal, paredes y techos en blanco, está vacío desde el lunes",
    "painting", "Luxembourg", "Pfaffenthal", situation="Painting an empty 90 m2 flat white")
add("es-s02", "Busco canguro para los viernes por la noche, dos niños de 4 y 7 años 🙏",
    None, None, None, situation="Babysitter on Friday nights (not a listed trade)")
add("es-s03", "Necesito cambiar todas las cerraduras de la casa en Mamer, la acabamos de comprar y no sabemos cuántas copias de llaves hay por ahí",
    "locksmith", "Mamer", "Mamer", situation="Changing all locks of a newly bought house")
add("es-s04", "Necesito traducir del español al francés el manual técnico de una máquina envasadora, unas 40 páginas, para un cliente",
    "translation", None, None, situation="Technical manual of a packaging machine, Spanish to French")
add("es-s05", "Quiero alicatar la pared de la cocina detrás de la encimera con azulejo tipo metro, son unos 4 m2, Redange/Attert",
    "tiling", "Redange", "Redange/Attert", situation="Metro-tile splashback behind a worktop")
add("es-s06", "La caldera de gas de mi piso en Bereldange necesita la revisión anual, ¿alguien libre esta semana?",
    "heating", "Walferdange", "Bereldange", situation="Annual gas boiler service")
add("es-s07", "Busco gestor que me lleve la contabilidad de una pequeña sàrl de importación de vino en Luxemburgo, con IVA trimestral y nóminas de 2 personas",
    "accounting", None, None, distractors=("Luxemburgo",), situation="Books, quarterly VAT and payroll for a wine import company")
add("es-s08", "limpieza de cristales y escaparate de una tienda de ropa en Esch-sur-Alzette cada quince días",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="Fortnightly shop window cleaning")
add("es-s09", "mi vitrocerámica AEG no enciende una de las zonas y la otra se apaga sola, vivo en useldange",
    "appliance-repair", "Useldange", "useldange", situation="Ceramic hob zones failing")
add("es-s10", "Necesitamos quitar el tocón de un árbol grande y sembrar césped encima, jardín en Ell",
    "gardening", "Ell", "Ell", situation="Stump removal and reseeding")
add("es-t01", "Cada vez que llueve fuerte salta el diferencial y nos quedamos sin luz en media casa. "
    "Si lo subo enseguida vuelve a saltar, pero cuando pasan unas horas secas aguanta. "
    "Sospecho del enchufe de la terraza o de la lámpara del jardín. Vivimos en Vichten.",
    "electrical", "Vichten", "Vichten", kind="a", nu="U", situation="RCD trips whenever it rains hard")
add("es-t02", "Al encender la luz de la cocina por la noche salen corriendo unos bichos marrones de unos 2 cm y se meten debajo del lavavajillas. "
    "Ya hemos visto alguno también en el baño. "
    "El piso es de alquiler en Beckerich y el vecino dice que él también los tiene.",
    "pest-control", "Beckerich", "Beckerich", kind="a", nu="U", situation="Cockroaches in a rented flat's kitchen and bathroom")
add("es-t03", "Después del viento de anoche hay trozos de pizarra en el jardín. "
    "En la habitación de arriba se ve la luz del día entre las vigas. "
    "Está previsto que llueva mañana por la tarde. Casa en Saeul.",
    "roofing", "Saeul", "Saeul", kind="a", nu="U", situation="Slates blown off, daylight visible in the attic room")
add("es-t04", "Un amigo me dijo que echara sosa cáustica por el desagüe de la ducha porque eso lo desatasca todo. "
    "Sigue atascado, huele a químico y ahora gotea una junta del sifón debajo del lavabo. "
    "Casa en Perlé, baño de arriba.",
    "plumbing", "Rambrouch", "Perlé", kind="b", nu="U", situation="Caustic soda in a blocked shower drain, now a leaking trap")
add("es-t05", "El casero nos dijo que la pintura de la cocina podía ser la misma que la del salón. "
    "Ahora encima de los fuegos hay manchas de grasa que no salen con nada y la pintura se va con el trapo. "
    "Queremos pintarla con una pintura lavable de verdad, unos 30 m2 entre paredes y techo. Piso en Grosbous.",
    "painting", "Groussbus-Wal", "Grosbous", kind="b", nu="U", situation="Landlord's matt paint in a kitchen, grease stains won't wash")
add("es-t06", "Un vecino nos dijo que rejuntáramos con mortero de cemento el muro de piedra antiguo de la casa en Bettborn. "
    "Ahora las piedras se están desmoronando alrededor de las juntas y el muro está húmedo por dentro. "
    "¿Se puede quitar el cemento y rehacerlo con cal?",
    "masonry", "Préizerdaul", "Bettborn", kind="b", nu="U", situation="Old stone wall repointed with cement is crumbling")
add("es-t07", "El montador de la tienda me dijo que podía colgar estanterías de madera maciza en el tabique de pladur con tacos normales. "
    "Se han caído con todos los libros y han roto el tabique. "
    "Quiero que un carpintero haga una librería a medida en el hueco, apoyada en el suelo, de 3 m de ancho. Piso en Hollerich.",
    "carpentry", "Luxembourg", "Hollerich", kind="b", nu="N", situation="Shelves on plasterboard fell down, wants a made-to-measure bookcase")
add("es-t08", "Soy la responsable de un pequeño museo en Lasauvage y tenemos que vaciar el almacén durante seis meses por obras. "
    "Son vitrinas, unas 200 cajas de objetos frágiles y varias maquetas. "
    "Necesitamos una empresa de mudanzas que lo embale, lo transporte y lo guarde en un guardamuebles climatizado.",
    "moving", "Differdange", "Lasauvage", kind="c", nu="N", situation="Small museum needs packing, transport and climate-controlled storage")
add("es-t09", "Somos una asesoría fiscal con cinco empleados en Steinsel. "
    "Queremos pasar todo a Microsoft 365, con correo propio y carpetas compartidas, y que los portátiles se puedan bloquear si se pierden. "
    "¿Nos pueden ayudar a montarlo?",
    "it-support", "Steinsel", "Steinsel", kind="c", nu="U", situation="Tax advisory office moving to Microsoft 365 with device management")
add("es-t10", "Somos una empresa de reformas de Alzingen. "
    "Queremos fotos de antes y después de nuestras obras para la web y LinkedIn, y también retratos del equipo. "
    "Serían unas cuatro obras a lo largo de la primavera.",
    "photography", "Hesperange", "Alzingen", kind="c", nu="U", situation="Renovation firm wants before/after site photos and team portraits")
add("es-t11", "Dirijo una empresa de limpieza con 12 empleadas. "
    "Quiero una página donde los clientes pidan presupuesto con un formulario y vean nuestras tarifas, y un área privada donde las empleadas consulten sus horarios. "
    "¿Esto lo hace cualquiera o hace falta algo a medida?",
    "web-development", None, None, kind="c", nu="U", situation="Cleaning company site with quote form and staff schedule area")
add("es-t12", "¿Conviene poner placas solares en una casa en Bourglinster si pensamos venderla dentro de cinco años? "
    "¿Sube el valor de la casa o no se recupera la inversión? "
    "El tejado tiene unos 50 m2 orientados al oeste.",
    "solar", "Junglinster", "Bourglinster", kind="d", nu="N", situation="Are solar panels worth it if selling the house in five years")
add("es-t13", "Hemos heredado un piso de 1965 en Gasperich. "
    "Habría que cambiar el baño, la cocina, la instalación eléctrica y los suelos. "
    "¿Es mejor reformarlo antes de alquilarlo o alquilarlo tal cual y hacerlo más adelante?",
    "renovation", "Luxembourg", "Gasperich", kind="d", nu="U", situation="Inherited 1965 flat: refurbish before letting or later")
add("es-t14", "Tenemos una casita de vacaciones en Martelange, en el lado belga, a 200 metros de la frontera. "
    "Queremos decorarla para alquilarla a turistas: ¿merece la pena un interiorista o se puede hacer con poco presupuesto? "
    "¿Cuánto cobra un interiorista por un salón y dos dormitorios?",
    "interior-design", "abroad", "Martelange", kind="d", nu="N", situation="Decorating a holiday cottage in Martelange (Belgium) for letting")
add("es-t15", "La comunidad de propietarios quiere que pague yo sola la reparación del balcón porque dicen que es de uso privativo. "
    "El reglamento dice que la estructura es común. "
    "¿Tengo que pagar, y merece la pena consultar a un abogado antes de la asamblea de marzo?",
    "legal", None, None, kind="d", nu="N", situation="Co-owners want one owner to pay for balcony structure repair")
