# -*- coding: utf-8 -*-
"""Hand-written test messages for a Luxembourg service-marketplace assistant.

Each tuple: (id, text, category, commune, place, distractors, not_place)
  category   one of the 23 trade labels, or None (real need, no trade fits)
  commune    exact commune name from communes.csv, None (no place) or "abroad"
  place      the work place as written in the text (None when there is none)
  distractors other places named in the text that are NOT where the work is
  not_place  words equal to a place name but used as ordinary words
"""

MESSAGES = [
    # ------------------------------------------------------------------ lb
    ("lb-s01", "Sanitär gesicht, de Waasserhunn an der Kiche drepst, Déifferdeng",
     "plumbing", "Differdange", "Déifferdeng", [], []),
    ("lb-s02", "Elektriker fir eng Wallbox an der Garage ze installéieren, Bartreng",
     "electrical", "Bertrange", "Bartreng", [], []),
    ("lb-s03", "Hëllef, hu mech erausgespaart!! Wien kënnt séier op Gaasperech? 🙏",
     "locksmith", "Luxembourg", "Gaasperech", [], []),
    ("lb-s04", "Botzfra gesicht fir 4 Stonnen d'Woch, L-7501",
     "cleaning", "Mersch", "L-7501", [], []),
    ("lb-s05", "Miele Wäschmaschinn weist F53 a pompelt net méi of, wien flécket dat?",
     "appliance-repair", None, None, [], []),
    ("lb-s06", "Hecken schneiden a Wiss méien zu Iechternach",
     "gardening", "Echternach", "Iechternach", [], []),
    ("lb-s07", "vereedegten Iwwersetzer Portugisesch Franséisch fir eng Gebuertsurkund gesicht",
     "translation", None, None, [], []),
    ("lb-s08", "Wespennascht am Rollladekaschten, Hesper, wien kënnt nach haut?",
     "pest-control", "Hesperange", "Hesper", [], []),
    ("lb-s09", "Fotograf fir eis Hochzäit am Juni zu Munneref",
     "photography", "Mondorf-les-Bains", "Munneref", [], []),
    ("lb-s10", "mäi wifi geet net méi zanter gëschter de router blénkt rout",
     "it-support", None, None, [], []),
    ("lb-t01", "Moien, eis Heizung (Buderus) mécht zanter dem Weekend kee waarmt Waasser méi an "
               "d'Radiatoren bleiwe kal. Mir wunnen zu Suessem mat zwee klenge Kanner, et wier also "
               "dréngend. Kéint iergendeen nach dës Woch laanscht kommen?",
     "heating", "Sanem", "Suessem", [], []),
    ("lb-t02", "Bei all Reen kënnt Waasser duerch de Plafong am Späicher. D'Haus ass aus de 70er "
               "Joren, zu Conter. Mäi Noper mengt et wieren d'Zillen, mee ech weess et net.",
     "roofing", "Contern", "Conter", [], []),
    ("lb-t03", "Mir iwwerleeën, Solarpanneauen op eise Carport ze maachen, mir wunnen zu Lëntgen. "
               "Lount sech dat iwwerhaapt mat de Subsiden vum Klimabonus? Eng Offer wier flott.",
     "solar", "Lintgen", "Lëntgen", [], []),
    ("lb-t04", "Mir hunn en aalt Haus zu Réiden kaaft a wëllen d'Kiche an d'Buedzëmmer komplett "
               "renovéieren, Elektresch a Sanitär inklusiv. Am léifsten eng Firma déi alles "
               "koordinéiert. Budget ronn 60.000 €.",
     "renovation", "Redange", "Réiden", [], []),
    ("lb-t05", "Mäi Proprietaire wëll d'Kautioun net zréckbezuelen, obwuel d'Wunneng propper war. "
               "Ech schaffen um Kierchbierg mee d'Wunneng war zu Stroossen. Brauch ech dofir en Affekot?",
     "legal", "Strassen", "Stroossen", ["Kierchbierg"], []),
    ("lb-t06", "Ech hunn eng kleng Bäckerei zu Wolz an d'Comptabilitéit wiisst mer iwwer de Kapp. "
               "Ech sichen een deen all Mount d'Buchhaltung an d'TVA-Deklaratioune mécht.",
     "accounting", "Wiltz", "Wolz", [], []),
    ("lb-t07", "mir plënneren den 15 mäerz bannent diddeleng vun enger 3 zëmmer wunneng an en haus "
               "2 stack ouni lift wat kascht dat ongeféier",
     "moving", "Dudelange", "diddeleng", [], []),
    ("lb-t08", "De Moler soll eis Fassad nei sträiche ier de Wanter kënnt. D'Haus ass zu Jonglënster, "
               "ronn 180 m². Den Elektriker war schonn do fir d'Luuchten dobaussen, dat ass also fäerdeg.",
     "painting", "Junglinster", "Jonglënster", [], []),
    ("lb-t09", "Mir hätte gär eng Holztrap ersat déi knaschtert, an zwou Dieren am Stack. Haus zu "
               "Bascharage, kee Stress, iergendwann virum Summer. E Kolleg vu Péiteng huet gesot, "
               "mir sollen e Menuisier froen.",
     "carpentry", "Käerjeng", "Bascharage", ["Péiteng"], []),
    ("lb-t10", "Am Buedzëmmer si bal all d'Plättercher lass an d'Fugen sinn schwaarz 😩 Mir wunnen "
               "zu Esch-Uelzecht. Wien mécht esou kleng Aarbechten nach?",
     "tiling", "Esch-sur-Alzette", "Esch-Uelzecht", [], []),
    ("lb-t11", "Mir wëllen eng Gaardemauer aus Beton an e Fundament fir e Gaardenhaischen zu Wuermer. "
               "De Gäertner huet gesot, hie mécht dat net. Wéini hätt eng Firma Zäit?",
     "masonry", "Wormeldange", "Wuermer", [], []),
    ("lb-t12", "Ech hunn en Appartement zu Belair kaaft an hunn null Iddi, wéi ech de Salon "
               "aménagéiere soll. Ech sichen een fir Berodung iwwer Faarwen, Miwwelen a Luuchten, "
               "keng Bauaarbechten.",
     "interior-design", "Luxembourg", "Belair", [], []),
    ("lb-t13", "Mäi Coiffeursalon brauch endlech eng Websäit mat Online-Rendez-vous. Meng Niess "
               "seet, dat kascht net vill, stëmmt dat?",
     "web-development", None, None, [], []),
    ("lb-t14", "Mir fueren zwou Wochen an d'Vakanz a sichen een, deen eisen Hond (Labrador, 6 Joer) "
               "bei sech hëlt oder all Dag mat him spadséiere geet. Hie versteet sech gutt mat Kanner.",
     None, None, None, [], []),
    ("lb-t15", "Eis Duechter studéiert zu Nancy an an hirer Wunneng ass den Ofloss an der Kichen "
               "verstoppt an de Waasserhunn leeft. Kennt dir een do, deen och Franséisch oder "
               "Lëtzebuergesch schwätzt?",
     "plumbing", "abroad", "Nancy", [], []),

    # ------------------------------------------------------------------ fr
    ("fr-s01", "Fuite sous l'évier, besoin d'un plombier rapidement à Bonnevoie",
     "plumbing", "Luxembourg", "Bonnevoie", [], []),
    ("fr-s02", "électricien pour changer le tableau électrique, maison à Pétange",
     "electrical", "Pétange", "Pétange", [], []),
    ("fr-s03", "Entretien annuel chaudière gaz Vaillant, secteur Howald",
     "heating", "Hesperange", "Howald", [], []),
    ("fr-s04", "carelleur dispo pour 25m2 de carrelage sol a Mamer ?",
     "tiling", "Mamer", "Mamer", [], []),
    ("fr-s05", "Porte claquée, clés à l'intérieur 😭 serrurier urgent svp",
     "locksmith", None, None, [], []),
    ("fr-s06", "Devis déménagement studio 3e étage sans ascenseur, L-4010",
     "moving", "Esch-sur-Alzette", "L-4010", [], []),
    ("fr-s07", "Des souris dans le grenier, qui fait la dératisation vers Troisvierges ?",
     "pest-control", "Troisvierges", "Troisvierges", [], []),
    ("fr-s08", "cherche comptable pour déclaration d'impôts 2025, couple frontalier",
     "accounting", None, None, [], []),
    ("fr-s09", "Création site vitrine + boutique en ligne pour ma petite épicerie à Remich",
     "web-development", "Remich", "Remich", [], []),
    ("fr-s10", "Décoratrice d'intérieur pour conseils couleurs et mobilier, appart au Kirchberg",
     "interior-design", "Luxembourg", "Kirchberg", [], []),
    ("fr-t01", "Bonjour, nous venons d'acheter une maison à Bertrange et les murs du salon et des "
               "chambres sont à repeindre, environ 120 m². Le plâtrier a déjà rebouché les fissures, "
               "donc c'est vraiment juste la peinture. Idéalement avant fin janvier.",
     "painting", "Bertrange", "Bertrange", [], []),
    ("fr-t02", "Notre escalier en bois grince et deux marches sont fendues. On habite à Clervaux dans "
               "une vieille ferme. Est-ce que ça se répare ou faut-il tout remplacer ?",
     "carpentry", "Clervaux", "Clervaux", [], []),
    ("fr-t03", "Depuis la tempête de la semaine dernière, de l'eau coule le long du mur de la chambre "
               "sous les combles. Vu du jardin, quelques tuiles ont l'air déplacées. Maison à "
               "Diekirch, mon assurance demande un devis d'un professionnel.",
     "roofing", "Diekirch", "Diekirch", [], []),
    ("fr-t04", "Nous voulons construire un garage accolé à la maison (gros œuvre seulement, env. 30 m²). "
               "Le terrain est à Soleuvre. L'autorisation de bâtir est accordée depuis octobre.",
     "masonry", "Sanem", "Soleuvre", [], []),
    ("fr-t05", "Ma mère de 84 ans habite seule à Dalheim et son jardin devient une forêt : haies, "
               "pelouse, un sapin beaucoup trop grand. Moi je vis à Metz, je ne peux passer que le "
               "week-end. Quelqu'un pourrait-il s'en occuper régulièrement ?",
     "gardening", "Dalheim", "Dalheim", ["Metz"], []),
    ("fr-t06", "Fin de bail le 31 : j'ai besoin d'un nettoyage complet de l'appartement (3 chambres, "
               "vitres comprises) pour récupérer ma caution. Le propriétaire est très pointilleux. "
               "Budget autour de 400 €.",
     "cleaning", None, None, [], []),
    ("fr-t07", "On a hérité de la maison de mes grands-parents à Wasserbillig, rien n'a été fait depuis "
               "1980. Nous habitons à Differdange, donc on cherche une entreprise générale pour tout "
               "refaire : électricité, sanitaires, sols, cuisine. Est-ce possible d'avoir un seul "
               "interlocuteur ?",
     "renovation", "Mertert", "Wasserbillig", ["Differdange"], []),
    ("fr-t08", "Mon lave-vaisselle Bosch affiche E15 et ne démarre plus, j'ai déjà coupé le courant "
               "une nuit sans effet. Il a 4 ans. J'habite à Beggen, est-ce qu'un réparateur se "
               "déplace ou je dois le jeter ?",
     "appliance-repair", "Luxembourg", "Beggen", [], []),
    ("fr-t09", "est-ce que ça vaut le coup de mettre des panneaux photovoltaïques sur le toit de notre "
               "carport à Mondercange il est orienté plein sud on a entendu parler des aides de l'état "
               "mais on ne sait pas combien ça coûte au total",
     "solar", "Mondercange", "Mondercange", [], []),
    ("fr-t10", "Mon propriétaire à Dudelange refuse de faire réparer le chauffage depuis novembre et "
               "menace de ne pas renouveler le bail. J'ai 2 enfants et il fait 15° dans l'appart. "
               "Un avocat en droit du bail pourrait m'aider ?",
     "legal", "Dudelange", "Dudelange", [], []),
    ("fr-t11", "Nous sommes un petit cabinet d'avocats à Ettelbruck (4 postes) et le Wi-Fi tombe "
               "plusieurs fois par jour, l'imprimante réseau n'est plus reconnue non plus. Notre "
               "informaticien est parti à la retraite. Un contrat de maintenance est-il possible ?",
     "it-support", "Ettelbruck", "Ettelbruck", [], []),
    ("fr-t12", "J'ai besoin d'une traduction assermentée de mon diplôme brésilien et de mon acte de "
               "mariage, du portugais vers le français, pour la reconnaissance de mon diplôme. "
               "Délai : 2 semaines. Combien ça coûte par page ?",
     "translation", None, None, [], []),
    ("fr-t13", "Nous nous marions le 12 septembre au château de Bourglinster. On cherche un "
               "photographe pour la cérémonie et la soirée, environ 8 heures. Budget max deux mille "
               "cinq cents euros.",
     "photography", "Junglinster", "Bourglinster", [], ["cents"]),
    ("fr-t14", "Mon vélo électrique ne charge plus et la roue arrière frotte. Vous faites aussi les "
               "vélos ? Sinon vous connaissez quelqu'un de sérieux ?",
     None, None, None, [], []),
    ("fr-t15", "Nous avons une maison secondaire près d'Arlon, en Belgique, et il faut refaire toute "
               "l'installation électrique avant la vente (contrôle obligatoire). Vous intervenez aussi "
               "côté belge ?",
     "electrical", "abroad", "Arlon", [], []),

    # ------------------------------------------------------------------ de
    ("de-s01", "Elektriker gesucht: Steckdosen in der Küche funktionieren nicht mehr, Düdelingen",
     "electrical", "Dudelange", "Düdelingen", [], []),
    ("de-s02", "Wärmepumpe macht laute Gereusche und schaltet stendig ab, wer kann kommen? Frisingen",
     "heating", "Frisange", "Frisingen", [], []),
    ("de-s03", "Dachrinne verstopft und hängt durch, Haus in Grevenmacher",
     "roofing", "Grevenmacher", "Grevenmacher", [], []),
    ("de-s04", "Fensterreinigung für unser Büro, ca. 200 m², alle 2 Monate",
     "cleaning", None, None, [], []),
    ("de-s05", "Wer schneidet mir 40 m Thujahecke? Raum Bad Mondorf",
     "gardening", "Mondorf-les-Bains", "Bad Mondorf", [], []),
    ("de-s06", "Marder im Dachboden, Kabel angeknabbert – wer hilft?",
     "pest-control", None, None, [], []),
    ("de-s07", "Schloss austauschen nach Einbruch, Wohnung in Limpertsberg",
     "locksmith", "Luxembourg", "Limpertsberg", [], []),
    ("de-s08", "Produktfotos für meinen Onlineshop (Schmuck), ca. 60 Artikel",
     "photography", None, None, [], []),
    ("de-s09", "Dolmetscher Deutsch–Portugiesisch für Notartermin nächste Woche gesucht",
     "translation", None, None, [], []),
    ("de-s10", "Kühlschrank Liebherr kühlt nicht mehr, Gefrierfach ok, L-9051",
     "appliance-repair", "Ettelbruck", "L-9051", [], []),
    ("de-t01", "Hallo, bei uns in Hollerich läuft seit Tagen das WC und jetzt kommt auch Wasser unter "
               "der Badewanne hervor. Der Vermieter sagt, ich soll selbst jemanden suchen und ihm die "
               "Rechnung schicken. Wer hätte diese Woche noch Zeit?",
     "plumbing", "Luxembourg", "Hollerich", [], []),
    ("de-t02", "Wir möchten die Fassade unseres Reihenhauses in Petingen neu streichen lassen, ca. "
               "90 m², inklusive Gerüst. Die Fenster wurden letztes Jahr schon erneuert, es geht nur "
               "um den Anstrich. Ein Angebot bis Ende März wäre super.",
     "painting", "Pétange", "Petingen", [], []),
    ("de-t03", "Unser Holzzaun ist nach dem Sturm teilweise umgefallen und die Terrasse aus Lärche ist "
               "morsch. Wir wohnen in Bereldange, ich arbeite aber in Trier und bin nur abends da. "
               "Könnte man das im Frühjahr komplett neu machen?",
     "carpentry", "Walferdange", "Bereldange", ["Trier"], []),
    ("de-t04", "In unserem Keller in Niederanven hat die Außenwand Risse und bei starkem Regen wird es "
               "feucht. Ein Nachbar meinte, die Mauer müsste ausgebessert und das Fundament abgedichtet "
               "werden. Wer macht so etwas?",
     "masonry", "Niederanven", "Niederanven", [], []),
    ("de-t05", "Der Installateur hat die neue Dusche schon angeschlossen, jetzt fehlen nur noch die "
               "Fliesen an Wand und Boden (ca. 22 m²). Das Material haben wir schon gekauft. Wohnung "
               "in Kayl, erster Stock.",
     "tiling", "Kayl", "Kayl", [], []),
    ("de-t06", "Wir haben ein altes Haus in Rümelingen gekauft und wollen es komplett sanieren lassen: "
               "Bad, Küche, Böden, Elektrik. Gibt es Firmen, die alles aus einer Hand machen, oder "
               "haben wir keine Wahl und müssen jeden Handwerker einzeln suchen?",
     "renovation", "Rumelange", "Rümelingen", [], ["Wahl"]),
    ("de-t07", "Lohnt sich eine Photovoltaikanlage mit Speicher für ein Einfamilienhaus mit 4 Personen? "
               "Unser Dach zeigt nach Südwest. Wir wohnen in Schifflingen und haben schon ein E-Auto.",
     "solar", "Schifflange", "Schifflingen", [], []),
    ("de-t08", "Meine Ex-Frau will mit den Kindern ins Ausland ziehen und ich bin nicht einverstanden. "
               "Ich brauche einen Anwalt für Familienrecht, der Deutsch spricht. Aus diesem Grund "
               "suche ich jemanden mit Kanzlei in Mersch.",
     "legal", "Mersch", "Mersch", [], ["einen", "Grund"]),
    ("de-t09", "Ich habe eine kleine Malerfirma in Ulflingen mit 3 Angestellten. Die "
               "Lohnabrechnung und der Jahresabschluss wachsen mir über den Kopf. Suche "
               "Buchhalter oder Treuhandbüro, gerne auf Deutsch.",
     "accounting", "Troisvierges", "Ulflingen", [], []),
    ("de-t10", "umzug am 28 februar innerhalb von bettemburg 3 zimmer 2 stock kein aufzug klavier muss "
               "auch mit brauche ein angebot",
     "moving", "Bettembourg", "bettemburg", [], []),
    ("de-t11", "Unsere Zahnarztpraxis in Colmar-Berg hat seit dem letzten Update Probleme: Die Rechner "
               "finden den Netzwerkdrucker nicht und das WLAN bricht ständig ab. Wir brauchen jemanden, "
               "der sich das vor Ort anschaut.",
     "it-support", "Colmar-Berg", "Colmar-Berg", [], []),
    ("de-t12", "Für unser Weingut in Ehnen brauchen wir eine neue Website mit Shop, damit Kunden "
               "Kisten online bestellen können. Die alte Seite ist von 2012 und funktioniert auf dem "
               "Handy nicht.",
     "web-development", "Wormeldange", "Ehnen", [], []),
    ("de-t13", "Ich ziehe nächsten Monat in eine leere 2-Zimmer-Wohnung und habe keinen Plan, wie ich "
               "sie einrichten soll 😅 Suche jemanden, der mir ein Konzept macht (Farben, Möbel, Licht) "
               "und eventuell mit einkaufen geht.",
     "interior-design", None, None, [], []),
    ("de-t14", "Unser Auto quietscht seit gestern beim Bremsen und die Kontrollleuchte ist an. Kennt "
               "jemand eine gute Werkstatt? Wir wohnen in Sandweiler, arbeiten aber beide in Bartringen.",
     None, "Sandweiler", "Sandweiler", ["Bartringen"], []),
    ("de-t15", "Meine Eltern wohnen in Saarburg, gleich hinter der Grenze, und ihre alte Ölheizung soll "
               "durch eine Wärmepumpe ersetzt werden. Arbeiten Sie auch in Deutschland?",
     "heating", "abroad", "Saarburg", [], []),

    # ------------------------------------------------------------------ en
    ("en-s01", "need someone to cut the grass and trim the hedges every two weeks in Kopstal",
     "gardening", "Kopstal", "Kopstal", [], ["grass"]),
    ("en-s02", "Water heater leaking from the pipe underneath, Gasperich, need a plumber today",
     "plumbing", "Luxembourg", "Gasperich", [], []),
    ("en-s03", "EV charger installation quote for a house in Hosingen",
     "electrical", "Parc Hosingen", "Hosingen", [], []),
    ("en-s04", "lockd out of my flat in Cents keys inside, help!!",
     "locksmith", "Luxembourg", "Cents", [], []),
    ("en-s05", "Movers needed for a 1-bedroom flat, 3rd floor no lift, L-1660, early March",
     "moving", "Luxembourg", "L-1660", [], []),
    ("en-s06", "weekly cleaner for a 3-bed house in Capellen?",
     "cleaning", "Mamer", "Capellen", [], []),
    ("en-s07", "Laptop won't boot, need data recovery from the SSD – photos of the kids 😢",
     "it-support", None, None, [], []),
    ("en-s08", "Is it worth adding a battery to my existing PV panels?",
     "solar", None, None, [], []),
    ("en-s09", "Sworn translator English to French for a UK birth certificate",
     "translation", None, None, [], []),
    ("en-s10", "Accountant for a freelance IT consultant, annual accounts + VAT returns",
     "accounting", None, None, [], []),
    ("en-t01", "Our radiators upstairs stay cold while the downstairs ones are hot. We rent a house in "
               "Niederkorn and the landlord says the annual boiler service is our job anyway. Can "
               "someone do the service and look at the radiators in one visit?",
     "heating", "Differdange", "Niederkorn", [], []),
    ("en-t02", "Water comes through the ceiling of our top-floor bedroom whenever it rains hard. We "
               "live in Lorentzweiler. My neighbour thinks it's a cracked skylight but I have no idea. "
               "Could someone come and take a look before the weekend?",
     "roofing", "Lorentzweiler", "Lorentzweiler", [], []),
    ("en-t03", "We're building an extension at the back of our house in Bissen – just the shell, brick "
               "walls and a concrete slab, about 25 m². The architect has done the plans and the "
               "electrician will come later. Looking for quotes for the structural work.",
     "masonry", "Bissen", "Bissen", [], []),
    ("en-t04", "The grout in our shower has gone black and a few tiles are cracked. Flat in Merl, "
               "bought last year. Is it better to regrout or retile the whole thing?",
     "tiling", "Luxembourg", "Merl", [], []),
    ("en-t05", "hi we just moved into a rented flat in esch sur alzette and the landlord agreed we can "
               "repaint if we pay ourselves two bedrooms and a hallway white walls nothing fancy how "
               "much would that be",
     "painting", "Esch-sur-Alzette", "esch sur alzette", [], []),
    ("en-t06", "We'd like fitted wardrobes built into the alcoves of our bedroom, in solid oak if the "
               "budget allows (around €5k). House in Schuttrange, two kids so evenings are chaos but "
               "weekdays are fine.",
     "carpentry", "Schuttrange", "Schuttrange", [], []),
    ("en-t07", "My partner and I bought a 1960s house in Bettendorf and want the kitchen and bathroom "
               "redone, new floors and a full rewire. We both work in Luxembourg City, so we need one "
               "company that manages everything.",
     "renovation", "Bettendorf", "Bettendorf", ["Luxembourg City"], []),
    ("en-t08", "Our Samsung washing machine shows 4C and won't fill with water. It's 3 years old and "
               "out of warranty by a month 🙄 We live in Ingeldorf, can someone come this week?",
     "appliance-repair", "Erpeldange-sur-Sûre", "Ingeldorf", [], []),
    ("en-t09", "Our landlord in Oetrange is keeping the whole €4,500 deposit for 'wear and tear' after "
               "six years. We have the move-in inventory with photos. Is it worth getting a lawyer, "
               "or will the bill be higher than the deposit?",
     "legal", "Contern", "Oetrange", [], ["bill"]),
    ("en-t10", "I run a small bakery in Grevenmacher and want a simple website where people can "
               "pre-order cakes for pickup. My nephew made one years ago but it's broken. What would "
               "something like that cost?",
     "web-development", "Grevenmacher", "Grevenmacher", [], []),
    ("en-t11", "We think we have bedbugs – bites every morning and small dark spots on the mattress. "
               "We just came back from a trip. Flat in the Gare area, need someone discreet please.",
     "pest-control", "Luxembourg", "Gare", [], []),
    ("en-t12", "Looking for a photographer to shoot our house for sale – interior and garden, ideally "
               "with a drone. It's in Consdorf and the agent wants the pictures by Friday.",
     "photography", "Consdorf", "Consdorf", [], []),
    ("en-t13", "Just bought my first flat and the living room is an awkward L-shape. I need someone to "
               "help me plan the layout and pick furniture and colours – no building work. Budget for "
               "the advice around €500.",
     "interior-design", None, None, [], []),
    ("en-t14", "Our dog walker moved away. Is there anyone who can walk a friendly labrador twice a day "
               "in Strassen? I work in Kirchberg and can't get back at lunchtime.",
     None, "Strassen", "Strassen", ["Kirchberg"], []),
    ("en-t15", "We're selling my late mother's house near Thionville in France and it needs a deep "
               "clean before the viewings, windows and carpets included. Do you cover France?",
     "cleaning", "abroad", "Thionville", [], []),

    # ------------------------------------------------------------------ pt
    ("pt-s01", "preciso de um plombier urgente a sanita esta entupida Oberkorn",
     "plumbing", "Differdange", "Oberkorn", [], []),
    ("pt-s02", "Alguém conhece um électricien para mudar tomadas e pôr luzes no jardim em Rodange?",
     "electrical", "Pétange", "Rodange", [], []),
    ("pt-s03", "Procuro empresa de nettoyage para limpeza depois das obras, casa em Hesperange",
     "cleaning", "Hesperange", "Hesperange", [], []),
    ("pt-s04", "pintor para pintar sala e corredor, Larochette",
     "painting", "Larochette", "Larochette", [], []),
    ("pt-s05", "Máquina de lavar loiça Bosch dá erro E24, não escoa a água",
     "appliance-repair", None, None, [], []),
    ("pt-s06", "Perdi as chaves de casa, preciso de um serrurier em Ettelbruck hoje à noite",
     "locksmith", "Ettelbruck", "Ettelbruck", [], []),
    ("pt-s07", "carreleur para pôr azulejos na casa de banho, uns 15m2, Schifflange",
     "tiling", "Schifflange", "Schifflange", [], []),
    ("pt-s08", "Tradução juramentada de certidão de casamento de português para francês",
     "translation", None, None, [], []),
    ("pt-s09", "mudança de um T2 para uma casa em Sandweiler, precisamos de carrinha e 2 homens sábado",
     "moving", "Sandweiler", "Sandweiler", [], []),
    ("pt-s10", "Baratas na cozinha 🤢 quem faz desinfestação em Ehlerange?",
     "pest-control", "Sanem", "Ehlerange", [], []),
    ("pt-t01", "Olá, a caldeira lá de casa em Bettembourg deixou de aquecer a água e os radiadores "
               "estão frios desde ontem. Temos um bebé de 3 meses, por isso é mesmo urgente. O senhorio "
               "disse para chamar alguém e depois ele paga a fatura.",
     "heating", "Bettembourg", "Bettembourg", [], []),
    ("pt-t02", "Quando chove muito entra água pelo teto do sótão, mesmo ao lado da janela do telhado. "
               "Moramos em Steinfort há 10 anos e nunca tinha acontecido. Será que é preciso trocar as "
               "telhas todas?",
     "roofing", "Steinfort", "Steinfort", [], []),
    ("pt-t03", "Queria fazer um deck em madeira no jardim, mais ou menos 20 m², e trocar o portão de "
               "madeira que está podre. Moro em Kehlen. O meu cunhado, que trabalha em Strassen, "
               "disse-me para pedir vários orçamentos.",
     "carpentry", "Kehlen", "Kehlen", ["Strassen"], []),
    ("pt-t04", "Vamos construir um muro de blocos à volta do terreno (uns 35 metros) e uma laje de betão "
               "para o carro. A casa fica em Rosport. O jardineiro já tirou as árvores, agora falta a "
               "parte do maçon.",
     "masonry", "Rosport-Mompach", "Rosport", [], []),
    ("pt-t05", "A minha sogra vive em Walferdange e já não consegue tratar do jardim. Precisava de "
               "alguém para cortar a relva e as sebes uma vez por mês, de março a outubro. Quanto é "
               "que isso costuma custar?",
     "gardening", "Walferdange", "Walferdange", [], []),
    ("pt-t06", "Comprámos um apartamento antigo em Cessange e queremos renovar tudo: cozinha, casa de "
               "banho, chão e eletricidade. Queríamos uma só empresa para tudo porque trabalhamos os "
               "dois por turnos. Orçamento à volta de 70 mil euros.",
     "renovation", "Luxembourg", "Cessange", [], []),
    ("pt-t07", "vale a pena pôr painéis solares no telhado da garagem a garagem está virada a sul e tem "
               "uns 30 m2 moramos em mersch e a conta da luz está cada vez mais cara",
     "solar", "Mersch", "mersch", [], []),
    ("pt-t08", "O senhorio quer-nos pôr fora do apartamento em Rumelange com um mês de aviso porque diz "
               "que vai vender. Temos contrato até 2027. Preciso de um avocat que fale português, se "
               "possível.",
     "legal", "Rumelange", "Rumelange", [], []),
    ("pt-t09", "Tenho um café-restaurante em Redange/Attert com 4 empregados e preciso de um comptable "
               "para a contabilidade, os salários (fiches de paie) e a declaração de impostos. O meu "
               "contabilista antigo reformou-se.",
     "accounting", "Redange", "Redange/Attert", [], []),
    ("pt-t10", "O portátil da minha filha apanhou um vírus e agora não liga, tem lá os trabalhos todos "
               "da escola. Alguém consegue recuperar os ficheiros? Ela está desesperada.",
     "it-support", None, None, [], []),
    ("pt-t11", "Sou cabeleireira por conta própria e queria um site simples com marcações online e "
               "fotos dos meus trabalhos. Não percebo nada disso. Quanto custa mais ou menos?",
     "web-development", None, None, [], []),
    ("pt-t12", "Vamos batizar o nosso filho em maio em Wiltz e depois há almoço num restaurante. "
               "Procuramos um fotógrafo para a igreja e para a festa, umas 5 horas. Alguém tem "
               "contactos?",
     "photography", "Wiltz", "Wiltz", [], []),
    ("pt-t13", "Mudei-me para um apartamento em Eich e está tudo vazio, não sei como decorar a sala e os "
               "quartos. Queria uma pessoa de décoration d'intérieur para me dar ideias de cores e "
               "móveis.",
     "interior-design", "Luxembourg", "Eich", [], []),
    ("pt-t14", "Preciso de alguém para tomar conta do meu filho de 2 anos às quartas-feiras à tarde, "
               "das 13h às 18h. A creche fecha nesse dia e eu trabalho por turnos.",
     None, None, None, [], []),
    ("pt-t15", "Os meus pais têm uma casa em Longwy, do lado francês, e o esquentador começou a pingar "
               "pelo tubo de baixo. Vocês fazem trabalhos em França?",
     "plumbing", "abroad", "Longwy", [], []),

    # ------------------------------------------------------------------ it
    ("it-s01", "Manutenzione annuale caldaia a gas, zona Bertrange",
     "heating", "Bertrange", "Bertrange", [], []),
    ("it-s02", "Rubinetto del bagno che perde da giorni, serve un idraulico",
     "plumbing", None, None, [], []),
    ("it-s03", "eletricista per il tableau électrique che salta sempre, Lamadelaine",
     "electrical", "Pétange", "Lamadelaine", [], []),
    ("it-s04", "Serratura della porta blindata bloccata, urgente! Kirchberg",
     "locksmith", "Luxembourg", "Kirchberg", [], []),
    ("it-s05", "giardiniere per potare 3 alberi e la siepe, L-8211",
     "gardening", "Mamer", "L-8211", [], []),
    ("it-s06", "Topi in cantina, chi fa la derattizzazione?",
     "pest-control", None, None, [], []),
    ("it-s07", "Commercialista per dichiarazione dei redditi 2025, sono frontaliere belga",
     "accounting", None, None, [], []),
    ("it-s08", "Trasloco bilocale, 4° piano senza ascensore, Dudelange",
     "moving", "Dudelange", "Dudelange", [], []),
    ("it-s09", "Fotografo per foto dei piatti e del locale per il mio ristorante",
     "photography", None, None, [], []),
    ("it-s10", "traduttore giurato italiano francese per sentenza di divorzio, Luxembourg",
     "translation", "Luxembourg", "Luxembourg", [], []),
    ("it-t01", "Buongiorno, dopo il temporale di giovedì sono cadute alcune tegole e la grondaia si è "
               "staccata da un lato. La casa è a Schieren, ci abitiamo da poco. Potete venire a vedere "
               "e farci un preventivo per l'assicurazione?",
     "roofing", "Schieren", "Schieren", [], []),
    ("it-t02", "Dobbiamo ridipingere tutto l'appartamento prima di restituirlo al proprietario, circa "
               "70 m² tra soggiorno e due camere. Siamo a Bonnevoie, io lavoro a Esch-sur-Alzette "
               "quindi va bene anche il sabato.",
     "painting", "Luxembourg", "Bonnevoie", ["Esch-sur-Alzette"], []),
    ("it-t03", "Vorrei far costruire una libreria su misura in legno e sostituire la porta d'ingresso in "
               "legno che non chiude più bene. Abito a Mertzig. Un amico mi ha detto che un menuisier "
               "è meglio di un negozio di mobili, è vero?",
     "carpentry", "Mertzig", "Mertzig", [], []),
    ("it-t04", "Ci serve un muratore per alzare un muro di cinta in mattoni di circa 1,5 m e rifare la "
               "soletta in cemento davanti al garage. Casa a Tétange. Il geometra ha già preso le misure.",
     "masonry", "Kayl", "Tétange", [], []),
    ("it-t05", "Abbiamo comprato le piastrelle per la cucina (circa 18 m² di pavimento) ma mio marito si "
               "è fatto male alla schiena e non possiamo posarle da soli 😅 Abitiamo a Clemency, "
               "qualcuno è libero a febbraio?",
     "tiling", "Käerjeng", "Clemency", [], []),
    ("it-t06", "Abbiamo appena finito i lavori in casa (l'imbianchino ha finito ieri) e c'è polvere "
               "ovunque. Cerchiamo un'impresa di pulizie per una pulizia completa di fine cantiere, "
               "casa di 140 m² a Roeser.",
     "cleaning", "Roeser", "Roeser", [], []),
    ("it-t07", "Abbiamo ereditato una casa a Vianden degli anni '50 e vorremmo rifarla quasi tutta: "
               "bagni, cucina, impianto elettrico, pavimenti. Meglio un'impresa unica o tanti artigiani "
               "diversi? Non parliamo bene il francese.",
     "renovation", "Vianden", "Vianden", [], []),
    ("it-t08", "il forno electrolux fa partire l'allarme e sul display compare E11 poi si spegne ce l'ho "
               "da 5 anni conviene ripararlo o comprarne uno nuovo abito a hesperange",
     "appliance-repair", "Hesperange", "hesperange", [], []),
    ("it-t09", "Avete esperienza con il solare termico per l'acqua calda? Abbiamo una casa a Bech con "
               "il tetto esposto a sud-est. La caldaia è nuova, quindi ci interessa solo la parte "
               "solare.",
     "solar", "Bech", "Bech", [], []),
    ("it-t10", "Con il mio socio abbiamo una SARL di import di vini italiani e vogliamo separarci, ma non "
               "siamo d'accordo sulle quote. Cerchiamo un avvocato di diritto societario che parli "
               "italiano. L'ufficio è a Leudelange.",
     "legal", "Leudelange", "Leudelange", [], []),
    ("it-t11", "Ho un centro estetico a Mondorf: il computer della cassa è lentissimo e la stampante non "
               "stampa più le fatture. Anche il Wi-Fi per le clienti va e viene. Qualcuno fa "
               "assistenza informatica per piccoli negozi?",
     "it-support", "Mondorf-les-Bains", "Mondorf", [], []),
    ("it-t12", "Vorrei un sito per la mia pizzeria con menu e ordini online, magari anche un'app. Per "
               "ora prendiamo gli ordini solo per telefono. Budget massimo 3000 €.",
     "web-development", None, None, [], []),
    ("it-t13", "Ci siamo trasferiti da Milano per lavoro e abbiamo preso un appartamento vuoto a "
               "Gasperich. Cerchiamo un interior designer che ci aiuti a scegliere mobili e colori, "
               "ci piace uno stile moderno ma caldo.",
     "interior-design", "Luxembourg", "Gasperich", ["Milano"], []),
    ("it-t14", "Cerco un meccanico per il tagliando della mia Fiat 500, possibilmente qualcuno che "
               "parli italiano. Sono a Differdange e mi muovo solo in bici finché l'auto è ferma.",
     None, "Differdange", "Differdange", [], []),
    ("it-t15", "Abbiamo una casa per le vacanze vicino a Bastogne, in Belgio, e il giardino è "
               "abbandonato: prato altissimo e siepi da potare. Potete venire fin lì?",
     "gardening", "abroad", "Bastogne", [], []),

    # ------------------------------------------------------------------ es
    ("es-s01", "Fontanero urgente, se ha roto una tubería en la cocina, L-4361",
     "plumbing", "Esch-sur-Alzette", "L-4361", [], []),
    ("es-s02", "Nesecito un electrisista para instalar lamparas en el techo, Hamm",
     "electrical", "Luxembourg", "Hamm", [], []),
    ("es-s03", "¿Alguien que revise el suelo radiante? No calienta en el salón",
     "heating", None, None, [], []),
    ("es-s04", "Alicatar baño completo, unos 30 m2, Howald",
     "tiling", "Hesperange", "Howald", [], []),
    ("es-s05", "limpieza de oficinas 3 veces por semana en Windhof",
     "cleaning", "Koerich", "Windhof", [], []),
    ("es-s06", "Secadora Siemens no calienta, ¿hacéis reparación a domicilio?",
     "appliance-repair", None, None, [], []),
    ("es-s07", "Jardinero para diseñar un jardín pequeño con césped y terraza de piedra, Senningerberg",
     "gardening", "Niederanven", "Senningerberg", [], []),
    ("es-s08", "Cambiar cerradura y poner puerta blindada en Pfaffenthal",
     "locksmith", "Luxembourg", "Pfaffenthal", [], []),
    ("es-s09", "fotógrafo para sesión de fotos de embarazo 🤰 en Echternach",
     "photography", "Echternach", "Echternach", [], []),
    ("es-s10", "Busco desarrollador para una app de reservas para mi gimnasio",
     "web-development", None, None, [], []),
    ("es-t01", "Hola, tenemos una claraboya que gotea cada vez que llueve y ya se ha manchado el techo "
               "del pasillo. Vivimos en Bergem desde hace poco y no conocemos a nadie. ¿Podéis venir a "
               "mirarlo?",
     "roofing", "Mondercange", "Bergem", [], []),
    ("es-t02", "Queremos pintar la fachada y las contraventanas de nuestra casa en Remich antes del "
               "verano. Es una casa de dos plantas, unos 150 m² de fachada. El andamio lo podemos "
               "alquilar nosotros si sale más barato.",
     "painting", "Remich", "Remich", [], []),
    ("es-t03", "Tengo una cocina de madera de hace 20 años y quiero cambiar las puertas de los armarios "
               "y poner una encimera nueva de roble. Yo vivo en Sanem, pero la obra es en el piso de mi "
               "madre en Alzingen.",
     "carpentry", "Hesperange", "Alzingen", ["Sanem"], []),
    ("es-t04", "Necesitamos levantar los cimientos y las paredes de una pequeña ampliación (una "
               "habitación de 15 m²) en nuestra casa de Beckerich. El arquitecto ya tiene los planos "
               "aprobados. ¿Cuánto tiempo suele tardar la obra de albañilería?",
     "masonry", "Beckerich", "Beckerich", [], []),
    ("es-t05", "mudanza el 14 de abril piso de 2 habitaciones en un cuarto sin ascensor en contern "
               "tenemos un sofá muy grande y un piano cuánto cuesta más o menos",
     "moving", "Contern", "contern", [], []),
    ("es-t06", "Hemos comprado una casa antigua en Grosbous y queremos reformarla entera: el tejado no, "
               "pero sí baños, cocina, suelos y electricidad. ¿Conocéis alguna empresa que se encargue "
               "de todo y coordine a los gremios?",
     "renovation", "Groussbus-Wal", "Grosbous", [], []),
    ("es-t07", "Estamos pensando en poner placas solares con batería. La casa está en Beaufort y el "
               "tejado da al sur. ¿Compensa con las ayudas del Klimabonus o tarda demasiado en "
               "amortizarse?",
     "solar", "Beaufort", "Beaufort", [], []),
    ("es-t08", "Mi exmarido no paga la pensión de los niños desde hace cuatro meses. Vivo en Steinsel "
               "con mis dos hijos y trabajo en Arlon. Necesito un abogado de familia que hable español.",
     "legal", "Steinsel", "Steinsel", ["Arlon"], []),
    ("es-t09", "Tengo una peluquería en Diekirch con dos empleadas y necesito a alguien que me lleve la "
               "contabilidad, las nóminas y el IVA. Hasta ahora lo hacía mi cuñado, pero se ha ido a "
               "vivir a Madrid.",
     "accounting", "Diekirch", "Diekirch", ["Madrid"], []),
    ("es-t10", "Nuestra pequeña gestoría tiene 5 ordenadores y desde que cambiamos de router nadie puede "
               "imprimir y el wifi se corta cada hora. Necesitamos un técnico informático que venga a la "
               "oficina en Mamer.",
     "it-support", "Mamer", "Mamer", [], []),
    ("es-t11", "Necesito una intérprete español-francés para acompañar a mi padre a una cita en el "
               "hospital el martes, y luego traducir por escrito unos informes médicos. ¿Cuánto "
               "cobráis por hora?",
     "translation", None, None, [], []),
    ("es-t12", "Creo que tenemos ratas en el garaje, se oyen por la noche y han roído un saco de pienso "
               "del perro. Vivimos en Wecker, casa con jardín junto al campo.",
     "pest-control", "Biwer", "Wecker", [], []),
    ("es-t13", "Vamos a alquilar nuestro piso amueblado y queremos que quede bonito en las fotos. "
               "Buscamos a alguien de decoración de interiores que nos aconseje muebles, colores y luz. "
               "El piso está en Limpertsberg.",
     "interior-design", "Luxembourg", "Limpertsberg", [], []),
    ("es-t14", "Busco una peluquera que pueda venir a casa a cortar el pelo a mi abuela, que ya no puede "
               "salir. Una vez al mes más o menos.",
     None, None, None, [], []),
    ("es-t15", "Tenemos un piso en Audun-le-Tiche, justo al otro lado de la frontera, y hay que cambiar "
               "el cuadro eléctrico porque salta cada dos por tres. ¿Trabajáis en Francia?",
     "electrical", "abroad", "Audun-le-Tiche", [], []),
]
