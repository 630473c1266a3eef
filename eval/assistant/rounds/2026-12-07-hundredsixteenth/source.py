MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, ech bräicht een Elektriker fir 3 nei Steckdosen an eng Luucht an der Garage ze setzen, Haus zu Miersch, wa méiglech nach virum 15 Januar.",
    "electrical", "Mersch", "Miersch", situation="three new sockets and a light in the garage")
add("lb-s02", "hunn mech ausgespaart an de Schlëssel stécht vu bannen am Schlass, Appartement um Lampertsbierg, kann een elo direkt kommen??",
    "locksmith", "Luxembourg", "Lampertsbierg", situation="locked out, key stuck in the lock on the inside")
add("lb-s03", "Wien kann eis Wiss zu Nennig (direkt iwwer der Musel) nei ausséien an e Mähroboter mat Begrenzungsdrot installéieren?",
    "gardening", "abroad", "Nennig", situation="reseed a lawn and install a robot mower just across the Moselle in Germany")
add("lb-s04", "mir hunn zënter enger Woch Seechomessen an der Kichen, se kommen ënnert der Fënsterbänk eraus, sinn zu Dikrech 🐜",
    "pest-control", "Diekirch", "Dikrech", situation="ants coming out under the kitchen window sill")
add("lb-s05", "Sicht een Comptable deen eisem Veräin seng Joresrechnung 2026 opstellt an d'Lounfiche vun eisem Trainer mécht?",
    "accounting", None, None, situation="annual accounts of a club and the coach's payslip")
add("lb-s06", "Mir wëllen d'Fassad vun eisem Haus zu Hesper nei peinturéiere loossen, ronn 180 m2, wéini hätt Dir Zäit?",
    "painting", "Hesperange", "Hesper", situation="repaint a house facade of about 180 m2")
add("lb-s07", "Ech brauch eng Iwwersetzung vu mengem Aarbechtskontrakt vum Däitschen op Portugisesch, 6 Säiten, net beglaubegt.",
    "translation", None, None, situation="translate an employment contract German to Portuguese")
add("lb-s08", "botzfra gesicht all zweet woch fir en haus mat 4 schlofkummeren zu schëffleng freides moies",
    "cleaning", "Schifflange", "schëffleng", situation="fortnightly home cleaner, voice-typed")
add("lb-s09", "Mir plënneren den 28 Februar vun Diddeleng op Metz, brauche Leit an e Camion fir en Appartement mat 3 Zëmmer.",
    "moving", "Dudelange", "Diddeleng", distractors=["Metz"], situation="move from Dudelange to Metz, labelled at the loading end")
add("lb-s10", "Eis Spullmaschinn (Bosch Serie 4) gëtt net méi waarm an d'Teller bleiwe fetteg, mir wunnen zu Bettembourg, flécken dir dat?",
    "appliance-repair", "Bettembourg", "Bettembourg", situation="dishwasher no longer heats")
add("lb-t01", "Zënter gëschter stinkt et am Keller no Kanal. All Kéier wann d'Wäschmaschinn ofpompelt, kënnt gro Waasser aus dem Buedemoflaf erop. Am Gaart ass den Deckel vum Kontrollschacht bis uewen voll Waasser. Mir sinn zu Lëntgen, kann een haut nach laanscht kommen?",
    "plumbing", "Lintgen", "Lëntgen", kind="a", nu="U", situation="grey water backing up through the cellar floor drain")
add("lb-t02", "No dem Stuerm vu Sonndeg leien e puer Zillen am Gaart. Elo tropt et bei all Reen an der Spéckkummer, just ënnert der Kante vum Daach. Ech hunn e Bidden drënner gestallt, mee dat ass keng Léisung. Haus zu Klierf, niewent der Kierch.",
    "roofing", "Clervaux", "Klierf", kind="a", nu="U", situation="storm blew roof tiles off, attic room drips")
add("lb-t03", "D'Fussbuedemheizung am Living gëtt just nach op enger Säit waarm, bei der Fënster bleiwen d'Plättercher äiskal. Am Verdeeler am Gang steet ee vun den Duerchflossmesser op null. Dat huet ugefaang nodeems mir d'Anlag de Summer iwwer ausgeschalt haten. Mir wunnen zu Walfer, all Dag ass besser 🙏",
    "heating", "Walferdange", "Walfer", kind="a", nu="U", situation="one underfloor heating loop gives no heat after summer shutdown")
add("lb-t04", "An eiser Gaardemauer ass zënter dem Fréijoer e Rass, an den Noper huet gesot, dat wier näischt, mir sollten en einfach mat Silikon zoumaachen. Dat hu mir gemaach, mee elo ass de Rass schonn e Fanger breet an d'Mauer hänkt e bëssen no baussen. Mir hunn Angscht, datt se op den Trottoir fält, do lafen d'Kanner all Moien an d'Schoul. Mir sichen e Maurer, deen sech dat zu Hiefenech ukuckt.",
    "masonry", "Heffingen", "Hiefenech", kind="b", nu="N", situation="neighbour said to fill a widening garden-wall crack with silicone")
add("lb-t05", "Eisen FI (Disjoncteur différentiel) fält e puer Mol d'Woch eraus, meeschtens nuets. De Proprietaire seet, dat wier eise Waasserkocher a mir sollten e just net méi benotzen. Mee et ass och geschitt, wéi mir an der Vakanz waren an alles ausgestoppt war! Mir hunn e Bëbee doheem an hätte gär Gewëssheet. Kann een dat an eiser Wunneng zu Nidderkäerjeng mol richteg nomoossen?",
    "electrical", "Käerjeng", "Nidderkäerjeng", kind="b", nu="U", situation="landlord blames the kettle for an RCD that trips with everything unplugged")
add("lb-t06", "Mäi Schwoer huet eis de Balcon lescht Joer mat Plättercher beluecht, mat engem Kleber deen eigentlech fir banne geduecht ass. Elo klénge bal all Plättercher huel wann ee drop klappt, an zwou sinn an der Eck schonn gesprongen. De Fros vun dësem Wanter mécht et sécher net besser. Kéint een dat zu Ettelbréck ofrappen an nei leeën, dës Kéier richteg?",
    "tiling", "Ettelbruck", "Ettelbréck", kind="b", nu="U", situation="brother-in-law laid balcony tiles with indoor adhesive, now hollow and cracked")
add("lb-t07", "Mir hunn eis Holzterrass am Fréijoer mat engem Lack gestrach, deen eis am Baumaart als 'ideal fir dobaussen' verkaaft gouf. Elo geet de Lack a grousse Fetzen of an ënnendrënner gëtt d'Holz gro a mëll. E puer Briet wibbelen schonn. Mir sichen e Schräiner, deen d'Terrass zu Konsdref kuckt an déi schlecht Briet austauscht.",
    "carpentry", "Consdorf", "Konsdref", not_place=["Holz"], kind="b", nu="N", situation="DIY store sold the wrong varnish for a wooden deck, boards now soft")
add("lb-t08", "Mir hunn eng kleng Bäckerei zu Wiltz. Zënter datt de Provider de Router gewiesselt huet, fënnt d'Keess de Bonsdrécker net méi an d'Bestellunge vum Tablet kommen net méi un. Moies um 5 Auer hu mir keng Zäit fir sou eppes. Ka sech een dat ukucken, am beschten e Méindeg nomëttes wa mir zou hunn?",
    "it-support", "Wiltz", "Wiltz", kind="c", nu="U", situation="bakery till cannot find the receipt printer after a router swap")
add("lb-t09", "Eise Fussballveräin zu Ierseng gëtt 50 Joer al. Fir d'Jubiläumsbuch bräichte mir e Fotograf, deen all d'Ekippen op engem Samschdeg moies ofbilt, vun de Bambinien bis bei d'Veteranen. Dat sinn ongeféier 14 Ekippen. Wat géif dat kaschten?",
    "photography", "Bous-Waldbredimus", "Ierseng", kind="c", nu="N", situation="football club needs team photos for its 50th anniversary book")
add("lb-t10", "Ech hunn eng Zänndokterpraxis zu Jonglënster an de Waardesall gesäit aus wéi 1995. Ech hätt gär en Interior Designer, deen mir e Konzept mécht: Faarwen, Luuchten, Miwwelen, vläicht eng Spillecke fir d'Kanner. D'Aarbechte selwer maachen duerno aner Firmen. Wéini kéint Dir laanscht kommen?",
    "interior-design", "Junglinster", "Jonglënster", kind="c", nu="N", situation="dental practice wants a concept for its waiting room")
add("lb-t11", "Mir sinn eng Schräinerei mat 6 Leit. Eis Internetsäit ass vun 2012 a gesäit um Handy schrecklech aus. D'Clienten sollen online eng Offer ufroen a Fotoe vun hirem Projet eroplueden kënnen, a mir wëllen eis Referenze weisen. Ween kann dat bauen, an a wéi enger Zäit?",
    "web-development", None, None, kind="c", nu="U", situation="joinery firm wants a new site with quote requests and photo upload")
add("lb-t12", "Mir hunn e grousst Daach Richtung Süden zu Viichten an zwee Elektroautoen. Lount et sech, elo Strom vum Daach ze produzéieren, oder waarde mir besser op déi nei Primme vum Klimabonus? Eis Daachzillen si réischt 5 Joer al. Wéi vill kascht sou eng Anlag ongeféier fir 10 kWc?",
    "solar", "Vichten", "Viichten", kind="d", nu="U", situation="install PV now or wait for new subsidies, two electric cars")
add("lb-t13", "Mäi Patron wëll mech no 11 Joer entloossen, well hien d'Filial zoumécht. Hien huet mir e Pabeier mat enger 'Resiliatioun am gemeinsamen Accord' ginn. Soll ech dat ënnerschreiwen, oder brauch ech do éischter en Affekot? Wat kascht esou eng éischt Consultatioun?",
    "legal", None, None, not_place=["éischt"], kind="d", nu="N", situation="sign a mutual termination after 11 years or see a lawyer first")
add("lb-t14", "Mir hunn en Haus vun 1974 zu L-8706 kaaft, mat enger Kichen vun deemools an engem rosa Buedzëmmer. Mir wëllen déi zwee Raim komplett nei maachen, mat neie Leitungen, Plättercher a Miwwelen. Wéi laang dauert sou eppes ongeféier, a kënne mir während där Zäit do wunne bleiwen? Mir hunn zwee kleng Kanner.",
    "renovation", "Useldange", "L-8706", kind="d", nu="U", situation="how long a kitchen and bathroom redo takes and whether they can stay in")
add("lb-t15", "Mir fléien am Mäerz fir dräi Wochen op d'Kapverden. Wat kascht et ongeféier, wann een eisen Hond an där Zäit bei sech doheem hält? Oder ass eng Pensioun fir Hënn besser fir en ale Labrador? Hien ass 12 Joer al a brauch seng Rou.",
    None, None, None, distractors=["Kapverden"], kind="d", nu="U", situation="what a dog-sitter costs for three weeks versus kennels")
# ---------------- French ----------------
add("fr-s01", "Bonjour, la chasse d'eau des WC coule sans arrêt depuis hier soir et le robinet d'arrêt est grippé, on habite rue de Luxembourg à Bertrange, quelqu'un peut passer demain ?",
    "plumbing", "Bertrange", "Bertrange", distractors=["Luxembourg"], situation="toilet cistern runs non-stop, stop valve seized; street named after the capital")
add("fr-s02", "Devis pour poser 35 m2 de carrelage grand format 120x60 dans une maison neuve à Obercorn svp",
    "tiling", "Differdange", "Obercorn", situation="lay 35 m2 of large-format floor tiles in a new house")
add("fr-s03", "On cherche la perle rare pour le ménage, 4 h par semaine, maison à Strassen, de préférence le jeudi matin",
    "cleaning", "Strassen", "Strassen", not_place=["perle"], situation="weekly home cleaner; 'perle' is also a locality name")
add("fr-s04", "La serrure 3 points de la porte d'entrée bloque à mi-course et la clé ne tourne plus à fond, je suis à Tétange, vous pouvez venir ce soir ?",
    "locksmith", "Kayl", "Tétange", situation="three-point front door lock jams half-way")
add("fr-s05", "Je cherche un avocat en droit de la famille pour une question de garde alternée, mon ex veut partir vivre au Portugal avec les enfants.",
    "legal", None, None, distractors=["Portugal"], situation="family lawyer, ex-partner wants to move abroad with the children")
add("fr-s06", "Notre chaudière gaz Viessmann a 19 ans et consomme énormément, on voudrait passer à une pompe à chaleur air-eau, maison à Mondorf.",
    "heating", "Mondorf-les-Bains", "Mondorf", situation="replace a 19-year-old gas boiler with an air-water heat pump")
add("fr-s07", "Mon four encastrable Siemens affiche la bonne température mais ne chauffe plus que par le haut, vous faites les réparations à Rumelange ?",
    "appliance-repair", "Rumelange", "Rumelange", situation="built-in oven only heats from the top")
add("fr-s08", "Devis installation photovoltaïque 9 kWc avec onduleur hybride sur toit en ardoise, Redange-sur-Attert",
    "solar", "Redange", "Redange-sur-Attert", situation="quote for a 9 kWp PV system on a slate roof")
add("fr-s09", "Besoin d'un développeur pour refaire le site de notre agence immobilière avec recherche de biens et formulaire de demande de visite",
    "web-development", None, None, situation="estate agency website with property search and viewing requests")
add("fr-s10", "élagage d'un grand noyer qui penche vers la maison du voisin à aspelt c urgent avant l'hiver",
    "gardening", "Frisange", "aspelt", situation="prune a large walnut tree leaning over the neighbour's house")
add("fr-t01", "Depuis qu'on a installé la nouvelle plaque à induction, les lumières de la cuisine clignotent dès qu'on allume deux foyers. Hier soir tout a sauté deux fois et ça sentait un peu le chaud près du tableau. La maison date de 1968, à Rodange. On ne touche plus à rien en attendant, quelqu'un peut venir vérifier ?",
    "electrical", "Pétange", "Rodange", kind="a", nu="U", situation="lights flicker and breakers trip since the induction hob was fitted")
add("fr-t02", "Des petites crottes noires derrière le frigo, un paquet de riz rongé dans le placard, et la nuit on entend gratter dans le faux plafond au-dessus de la chambre des enfants. Le chat ne sert à rien. Maison à Kleinbettingen, près de la gare. Merci de me rappeler rapidement.",
    "pest-control", "Steinfort", "Kleinbettingen", not_place=["gare"], kind="a", nu="U", situation="droppings, gnawed rice, scratching in the false ceiling")
add("fr-t03", "Une fissure en escalier est apparue sur le mur arrière de la maison, entre la fenêtre de la cuisine et le sol. Elle fait maintenant presque 1 cm par endroits et des morceaux d'enduit tombent sur la terrasse. La porte de la cuisine frotte depuis cet été. Maison mitoyenne à Esch/Alzette.",
    "masonry", "Esch-sur-Alzette", "Esch/Alzette", kind="a", nu="U", situation="stepped crack widening in the rear wall, render falling")
add("fr-t04", "Lors de la tempête, un morceau de gouttière s'est décroché au coin de la maison. Le voisin m'a dit qu'un peu de mousse expansive et du scotch alu suffiraient, il l'a fait lui-même chez lui. Résultat : à la première grosse pluie, l'eau a coulé le long de la façade et jusque dans la cave. Je cherche un couvreur sérieux à Remich pour refaire ça proprement.",
    "roofing", "Remich", "Remich", kind="b", nu="N", situation="neighbour's foam-and-tape gutter fix failed, water in the cellar")
add("fr-t05", "L'évier de la cuisine était bouché et le propriétaire nous a conseillé d'y verser de la soude caustique. Maintenant l'eau ne descend plus du tout et le siphon en plastique est déformé, il goutte dans le meuble. On est au 3e étage à Bonnevoie, sans voiture, et avec un bébé. Quelqu'un pourrait venir démonter et réparer tout ça ?",
    "plumbing", "Luxembourg", "Bonnevoie", kind="b", nu="U", situation="landlord advised caustic soda, sink now fully blocked and trap deformed")
add("fr-t06", "Au magasin de bricolage, on m'a vendu une peinture acrylique 'multi-supports' pour mes volets en métal. Six mois plus tard elle s'écaille partout et la rouille revient. Il y a 14 volets, maison à Berchem. Je voudrais quelqu'un qui décape et refasse tout ça avec les bons produits.",
    "painting", "Roeser", "Berchem", kind="b", nu="U", situation="DIY store paint on metal shutters peels after six months")
add("fr-t07", "Mon beau-père a raboté le bas de la porte en chêne du salon pour qu'elle passe au-dessus du nouveau tapis. Depuis, elle frotte en haut, ne ferme plus et il y a un jour de 2 cm en bas. Il dit que c'est le bâtiment qui a bougé, moi je pense que c'est son rabot. Il faudrait quelqu'un qui s'y connaît en bois pour ajuster ou refaire la porte, on est à Capellen.",
    "carpentry", "Mamer", "Capellen", kind="b", nu="U", situation="father-in-law planed an oak door, now it sticks and gaps")
add("fr-t08", "Notre bureau d'architectes répond à un appel d'offres en Allemagne. Il nous faut un traducteur pour passer le cahier des charges et notre note méthodologique du français vers l'allemand, environ 40 pages. Le vocabulaire est très technique (structure bois, normes incendie). Délai : 10 jours.",
    "translation", None, None, distractors=["Allemagne"], kind="c", nu="N", situation="architects need a tender document translated into German")
add("fr-t09", "Nous sommes une étude de notaire à Filsdorf avec 7 postes. Depuis lundi, plus personne n'accède aux dossiers partagés du serveur et la sauvegarde affiche 'échec' chaque nuit. Le prestataire qui avait installé tout ça a pris sa retraite. Nous avons des signatures toute la semaine, c'est urgent.",
    "it-support", "Dalheim", "Filsdorf", kind="c", nu="U", situation="notary office loses access to shared folders, backups failing")
add("fr-t10", "Nous tenons une boulangerie-pâtisserie à Ell et nous lançons une carte de gâteaux sur commande. Nous cherchons un photographe pour une séance de 25 produits, sur fond neutre, pour le site et Instagram. Idéalement un lundi, jour de fermeture. Pouvez-vous nous faire une offre ?",
    "photography", "Ell", "Ell", kind="c", nu="N", situation="bakery needs product photos of 25 cakes")
add("fr-t11", "Notre club de tennis quitte son vieux club-house à Oberpallen pour un nouveau pavillon à Redange. Il faut transporter une quarantaine de chaises, 8 tables, deux frigos, les trophées et tout le matériel du local. Les bénévoles peuvent aider à porter, mais on n'a ni camion ni diable. Date prévue : le samedi 6 mars.",
    "moving", "Beckerich", "Oberpallen", distractors=["Redange"], kind="c", nu="U", situation="tennis club moves its clubhouse contents to a new pavilion")
add("fr-t12", "Est-ce que ça vaut vraiment le coup de payer un architecte d'intérieur pour une maison de 140 m2 ? On vient d'acheter à Perlé et le rez-de-chaussée est très cloisonné et sombre. On hésite entre ouvrir une cloison ou juste jouer sur les couleurs et l'éclairage. Combien ça coûte en général, un plan d'aménagement avec des conseils ?",
    "interior-design", "Rambrouch", "Perlé", kind="d", nu="N", situation="is an interior architect worth it for a dark, compartmented ground floor")
add("fr-t13", "On vient d'acheter une maison des années 60 à Martelange, côté belge, à deux pas de Rombach. Cuisine, salle de bain, sols et électricité sont à refaire. Pour l'instant nous habitons encore à Metz. Est-ce que vous travaillez aussi en Belgique ? Et combien de temps faut-il compter pour ce genre de chantier ?",
    "renovation", "abroad", "Martelange", distractors=["Rombach", "Belgique", "Metz"], kind="d", nu="U", situation="1960s house on the Belgian side of Martelange, do you work there and how long")
add("fr-t14", "Je suis frontalier : je travaille au Luxembourg depuis 2019 et j'habite en France avec ma femme, qui travaille aussi ici. On nous dit qu'en optant pour l'imposition collective on récupérerait de l'argent. Est-ce que ça vaut la peine de passer par un expert-comptable pour la déclaration, ou on peut le faire seuls ? Et quel serait le tarif ?",
    "accounting", None, None, distractors=["Luxembourg", "France"], kind="d", nu="N", situation="cross-border couple: is an accountant worth it for a joint tax return")
add("fr-t15", "Mon fils a 17 ans et veut passer son permis avant l'été. Combien coûte en moyenne une heure de conduite ici, et combien d'heures faut-il prévoir ? Vaut-il mieux faire la conduite accompagnée d'abord ? Merci d'avance pour vos conseils.",
    None, None, None, kind="d", nu="U", situation="cost of driving lessons for a 17-year-old")
# ---------------- German ----------------
add("de-s01", "Nach dem Hagel am Wochenende sind zwei Dachfenster (Velux GGL) gesprungen, Haus in Remerschen, wer kann die schnell tauschen?",
    "roofing", "Schengen", "Remerschen", situation="two hail-cracked roof windows to replace")
add("de-s02", "Wallbox 11 kW für unser neues E-Auto in der Garage installieren lassen, Einfamilienhaus in Munsbach, Zählerschrank ist im Keller",
    "electrical", "Schuttrange", "Munsbach", situation="install an 11 kW wallbox in the garage")
add("de-s03", "Wir brauchen eine Bodenplatte aus Beton (6 x 4 m) für eine Fertiggarage auf unserem Grundstück in Befort, gern noch vor dem Frost.",
    "masonry", "Beaufort", "Befort", situation="concrete slab for a prefab garage")
add("de-s04", "Umzug von Trier nach Grevenmacher am 14 März, 2-Zimmer-Wohnung im dritten Stock ohne Aufzug, bitte Angebot",
    "moving", "Grevenmacher", "Grevenmacher", distractors=["Trier"], situation="move from Trier into Luxembourg, labelled at the Luxembourg end")
add("de-s05", "Suche jemanden für die Lohnabrechnung von 6 Mitarbeitern in unserem kleinen Handwerksbetrieb ab Januar, gern auch mit Buchhaltung.",
    "accounting", None, None, situation="payroll for six employees of a small craft business")
add("de-s06", "Büroreinigung dreimal pro Woche abends für 140 m2 Büro in Kirchberg, ab Februar, Küche und Sanitär inklusive.",
    "cleaning", "Luxembourg", "Kirchberg", situation="evening office cleaning three times a week")
add("de-s07", "Im Keller in Ehnen ist es nicht mehr nur mal eine Assel hier und da, sondern Hunderte, dazu Silberfischchen im Bad, was kann man tun?",
    "pest-control", "Wormeldange", "Ehnen", not_place=["Assel"], situation="hundreds of woodlice and silverfish; 'Assel' is also a locality")
add("de-s08", "Wer dolmetscht bei einem Notartermin für einen Hauskauf zwischen Deutsch und Portugiesisch, am 9 Januar vormittags?",
    "translation", None, None, not_place=["einen"], situation="interpreter German-Portuguese at a notary appointment")
add("de-s09", "Treppenhaus in einem Mehrfamilienhaus in Wasserbillig streichen lassen, 4 Etagen, Wände und Decken, Angebot bitte bis Freitag",
    "painting", "Mertert", "Wasserbillig", situation="paint a four-storey stairwell")
add("de-s10", "WLAN reicht nicht bis ins Obergeschoss und der Drucker verliert ständig die Verbindung, Haus in Canach, wer kann das einrichten?",
    "it-support", "Lenningen", "Canach", situation="Wi-Fi does not reach upstairs, printer keeps disconnecting")
add("de-t01", "Seit gestern steht im Keller Wasser rund um den Bodenablauf. Jedes Mal, wenn oben jemand duscht, blubbert es im Waschbecken der Gästetoilette und es riecht nach Kanal. Wir haben schon Backpulver und heißes Wasser probiert, ohne Erfolg. Der Vermieter ist bis Ende des Monats im Urlaub und geht nicht ans Telefon. Wohnung im Erdgeschoss in Echternach, nahe der Basilika.",
    "plumbing", "Echternach", "Echternach", kind="a", nu="U", situation="water round the cellar floor drain, basin gurgles when someone showers")
add("de-t02", "Bei starkem Regen läuft das Wasser außen an der Hauswand herunter, genau an der Ecke, wo das Fallrohr beginnt. Innen hat sich an der Decke im Schlafzimmer schon ein brauner Rand gebildet. Von unten sieht man, dass oben in der Rinne Laub liegt und sogar ein kleines Bäumchen wächst. Haus in Rosport, zwei Stockwerke.",
    "roofing", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="overflowing gutter with a sapling in it, stain on bedroom ceiling")
add("de-t03", "Jeden Morgen zeigt das Manometer an der Gastherme nur noch 0,5 bar, abends fülle ich wieder auf 1,5 nach. Nach zwei Tagen springt die Heizung gar nicht mehr an und das Wasser bleibt kalt. Einen nassen Fleck sehe ich nirgends. Wir wohnen in Bech, mit zwei kleinen Kindern.",
    "heating", "Bech", "Bech", not_place=["Einen"], kind="a", nu="U", situation="gas boiler loses pressure every night, no visible leak")
add("de-t04", "Unser Nachbar hat uns geraten, den Rasen im Frühjahr mit viel Kalk und der doppelten Menge Dünger zu behandeln, damit das Moos verschwindet. Jetzt ist die Hälfte gelb und verbrannt, und wo der Streuer stand, wächst gar nichts mehr. Wir suchen einen Gärtner, der den Rasen in Wecker wieder herrichtet. Die Fläche ist etwa 300 m2.",
    "gardening", "Biwer", "Wecker", not_place=["einen"], kind="b", nu="N", situation="neighbour's lime-and-fertiliser advice burned the lawn; 'Wecker' is a village")
add("de-t05", "Unsere Holztreppe knarrt seit dem Einzug, und eine Stufe wackelt richtig. Der Vermieter meinte, wir sollten einfach von oben ein paar lange Schrauben reindrehen. Das haben wir gemacht, jetzt ist das Holz an zwei Stellen gerissen und die Stufe wackelt trotzdem. Kann sich das jemand in Manternach ansehen und die Stufe ordentlich reparieren?",
    "carpentry", "Manternach", "Manternach", not_place=["Holz"], kind="b", nu="U", situation="landlord's screw-it-down fix split a wooden stair tread")
add("de-t06", "Im Baumarkt hat man uns für die Haustür einen neuen Sicherheitszylinder verkauft und gesagt, die Länge sei egal. Jetzt steht er fast 1 cm aus dem Beschlag heraus, und die Polizei meinte bei der Einbruchberatung, so könne man ihn in Sekunden abbrechen. Wir suchen einen Schlüsseldienst oder Schlosser, der den richtigen Zylinder einbaut, am besten mit Schutzbeschlag. Haus in Flaxweiler, vormittags ist immer jemand da.",
    "locksmith", "Flaxweiler", "Flaxweiler", not_place=["einen"], kind="b", nu="N", situation="DIY store sold a too-long cylinder that sticks out of the door")
add("de-t07", "Der Verkäufer im Elektromarkt hat uns ein Balkonkraftwerk mit zwei Modulen verkauft und gesagt, man steckt es einfach in die Außensteckdose. Der Wechselrichter zeigt jetzt ständig eine rote LED und speist kaum etwas ein. Außerdem wissen wir nicht, ob das in Luxemburg überhaupt angemeldet werden muss. Wir wohnen in Stadtbredimus und hätten gern, dass sich das jemand vor Ort ansieht.",
    "solar", "Stadtbredimus", "Stadtbredimus", distractors=["Luxemburg"], kind="b", nu="U", situation="plug-in balcony PV sold as plug-and-play, inverter shows a red LED")
add("de-t08", "Wir haben eine kleine Pension mit vier Zimmern in Berdorf und waschen die Bettwäsche selbst. Seit Montag wird unser Wäschetrockner (Miele, Haushaltsgerät, 6 Jahre alt) nicht mehr warm, die Trommel dreht sich aber. Am Wochenende kommen Wandergruppen, wir brauchen ihn dringend. Wer repariert sowas kurzfristig?",
    "appliance-repair", "Berdorf", "Berdorf", kind="c", nu="U", situation="guesthouse tumble dryer turns but no longer heats")
add("de-t09", "Wir sind ein kleines Weingut an der Mosel und möchten unseren Wein online verkaufen. Dafür suchen wir einen Webentwickler, der uns einen Shop mit Altersprüfung, Versandkosten nach Land und Anbindung an unser Kassensystem baut. Die jetzige Seite ist ein Baukasten und soll ersetzt werden. Das Budget liegt bei etwa 6000 Euro.",
    "web-development", None, None, distractors=["Mosel"], not_place=["einen"], kind="c", nu="N", situation="winery wants an online wine shop with age check")
add("de-t10", "Wir betreiben ein kleines Fitnessstudio in Roodt-sur-Syre. In den Duschen der Umkleiden klingen inzwischen viele Bodenfliesen hohl, und zwei sind gebrochen, so dass sich Mitglieder schon geschnitten haben. Die Fugen sind ausgewaschen. Die Arbeiten müssten an einem Wochenende passieren, damit wir nicht schließen müssen.",
    "tiling", "Betzdorf", "Roodt-sur-Syre", kind="c", nu="U", situation="gym changing-room shower tiles hollow and broken")
add("de-t11", "Wir führen einen Campingplatz in Christnach und erneuern gerade unsere Website und Prospekte. Gesucht ist ein Fotograf mit Drohne, der Luftaufnahmen vom Platz, ein paar Bilder der Mietchalets und ein kurzes Video macht. Am liebsten im Mai, wenn alles grün ist. Was würde so ein Tag kosten?",
    "photography", "Waldbillig", "Christnach", not_place=["einen", "führen"], kind="c", nu="N", situation="campsite wants drone photos and a short video")
add("de-t12", "Ich möchte meine Wohnung in Senningerberg nächstes Jahr verkaufen. Küche und Bad sind original von 1992. Lohnt es sich, beides vorher modernisieren zu lassen, oder bekomme ich das Geld beim Verkauf nicht wieder rein? Und wie lange würde so ein Umbau ungefähr dauern?",
    "renovation", "Niederanven", "Senningerberg", kind="d", nu="U", situation="is redoing kitchen and bath before selling worth it")
add("de-t13", "Unser Nachbar hat seine neue Garage offenbar 40 cm auf unserem Grundstück gebaut, das zeigt jedenfalls der alte Katasterplan. Mit ihm zu reden ist schwierig geworden. Lohnt es sich, gleich einen Anwalt einzuschalten, oder sollte man erst einen Geometer messen lassen? Mit welchen Kosten müssen wir rechnen?",
    "legal", None, None, not_place=["einen"], kind="d", nu="N", situation="neighbour's garage built on their land, lawyer or surveyor first")
add("de-t14", "Wir haben ein altes Bauernhaus in Burg-Reuland gekauft, also in Belgien, 10 Minuten hinter Weiswampach. Wohn- und Esszimmer sind dunkel und voller Türen, und wir wissen nicht, wie wir die Möbel stellen und welche Farben und Lampen passen. Arbeiten Ihre Leute auch auf der belgischen Seite? Und was kostet so ein Konzept für Farben, Licht und Einrichtung ungefähr?",
    "interior-design", "abroad", "Burg-Reuland", distractors=["Weiswampach", "Belgien"], kind="d", nu="U", situation="farmhouse just over the Belgian border, furniture/colour/lighting concept")
add("de-t15", "Mein Sohn ist in der 4e am Lycée und hat in Mathe gerade 22 von 60 Punkten. Was kostet es hier normalerweise pro Stunde, wenn jemand zweimal die Woche mit ihm übt? Ist es besser, wenn jemand nach Hause kommt, oder lieber in einer Gruppe? Er hat nur dienstags und donnerstags Zeit.",
    None, None, None, kind="d", nu="U", situation="maths tutoring for a secondary-school pupil")
# ---------------- English ----------------
add("en-s01", "Looking for someone to turn about 90 m2 of grass behind our house in Bridel into a wildflower meadow with a mown path through it.",
    "gardening", "Kopstal", "Bridel", not_place=["grass"], situation="turn a lawn into a wildflower meadow; 'grass' is also a locality")
add("en-s02", "Need an electrician to swap our old fuse box for a proper consumer unit with RCDs, semi-detached house in L-3345, built 1979.",
    "electrical", "Leudelange", "L-3345", situation="replace an old fuse box with a modern consumer unit")
add("en-s03", "who can do the bookkeeping and annual accounts for a small SARL with two employees and explain why our last tax bill was so high",
    "accounting", None, None, not_place=["bill"], situation="bookkeeping and annual accounts for a small company; 'bill' is also a locality")
add("en-s04", "Hi, can someone fit a Nuki smart lock on our front door in Gasperich and check whether the old cylinder is even compatible?",
    "locksmith", "Luxembourg", "Gasperich", situation="fit a smart lock on the front door")
add("en-s05", "Regular window cleaning every 6 weeks for our office building at Windhof, about 60 windows over two floors, please quote.",
    "cleaning", "Koerich", "Windhof", situation="office window cleaning every six weeks")
add("en-s06", "Our oil tank is nearly 30 years old and we'd like to switch the farmhouse in Garnich from oil to a pellet boiler, who does that?",
    "heating", "Garnich", "Garnich", situation="switch a farmhouse from oil to a pellet boiler")
add("en-s07", "Need an English-German interpreter for a 2-day technical audit at our plant next month, ideally someone who knows ISO 9001 vocabulary.",
    "translation", None, None, situation="interpreter for a two-day technical audit")
add("en-s08", "Quote for moving a 1-bed flat from Soleuvre to Lisbon at the end of March, about 15 boxes, a sofa and a bike.",
    "moving", "Sanem", "Soleuvre", distractors=["Lisbon"], situation="move from Soleuvre to Lisbon, labelled at the loading end")
add("en-s09", "Looking for a photographer to do headshots of our 12-person team at our office in Contern, ideally one morning in January.",
    "photography", "Contern", "Contern", situation="team headshots at an office")
add("en-s10", "fridge freezer (LG, 4 yrs old) frosting up at the back and the fridge part getting warm, we're in foetz",
    "appliance-repair", "Mondercange", "foetz", situation="fridge-freezer ices up at the back, fridge warms")
add("en-t01", "Every night around 4am there's scratching and scurrying in the wall behind our bed. This morning I found droppings in the loft next to the Christmas boxes, and something has chewed through a cable up there. We've got a toddler so I don't want to put poison down myself. House in Olm, can someone come this week?",
    "pest-control", "Kehlen", "Olm", kind="a", nu="U", situation="scurrying in the wall, droppings and a chewed cable in the loft")
add("en-t02", "The render on the north side of our house has big bubbles in it and sounds hollow when you tap it. Last week a piece the size of a dinner plate fell off right next to the kids' sandpit. Underneath you can see bare blocks. We're in Schouweiler, end-terrace house from the 80s.",
    "masonry", "Dippach", "Schouweiler", kind="a", nu="U", situation="render blistering and falling off the north wall")
add("en-t03", "Since Sunday's storm there's a loud rattling from the roof whenever the wind picks up. From the garden I can see a strip of metal around the chimney flapping loose, and there's a damp patch on the bedroom ceiling right below it. It's an old stone house in Larochette and the roof is pretty steep. Can anyone get up there before the next storm on Thursday?",
    "roofing", "Larochette", "Larochette", kind="a", nu="U", situation="chimney flashing torn loose by a storm, damp patch below")
add("en-t04", "We had a leak from the upstairs bathroom in May, which the plumber fixed. Our landlord told us to just paint over the stain on the kitchen ceiling with normal white emulsion. We did, twice, and the brown ring came straight back through. Is there a painter in Weiler-la-Tour who can seal it properly and repaint the ceiling?",
    "painting", "Weiler-la-Tour", "Weiler-la-Tour", kind="b", nu="N", situation="landlord said to paint over a water stain with emulsion, it bleeds through")
add("en-t05", "A guy at the DIY store said a push-fit connector would be fine for the pipe under our kitchen sink. Now it weeps at the joint every time the dishwasher runs and the cupboard base has started to swell. I've turned the valve off for now but we can't use the sink. Could someone come and redo it properly? We're in Lorentzweiler.",
    "plumbing", "Lorentzweiler", "Lorentzweiler", kind="b", nu="U", situation="DIY-store push-fit joint under the sink leaks")
add("en-t06", "A friend recommended renting a carpet-cleaning machine for our velvet sofa and the big wool rug, so we tried it ourselves. Now the rug has water rings, the sofa smells damp and the colours have run in one corner. We have guests coming on the 20th. The rug was a wedding present, so no pressure. We'd like someone to deep-clean the rug and upholstery properly, and maybe the rest of the flat while they're at it, in Sandweiler.",
    "cleaning", "Sandweiler", "Sandweiler", kind="b", nu="U", situation="DIY steam-cleaning ruined rug and sofa, needs professional deep clean")
add("en-t07", "The previous owner 'repaired' three cracked tiles in our hallway with white filler and painted over them. It looked fine at the viewing, but now the filler is crumbling and you can see the cracks again. The seller's agent said it's only cosmetic, but one tile moves when you step on it. Looking for a tiler in Reckange-sur-Mess to replace the broken ones, we still have a spare box of the same tiles.",
    "tiling", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="b", nu="N", situation="cracked hallway tiles hidden with filler; 'Reckange' alone is another commune")
add("en-t08", "We run a small physiotherapy practice in Colmar-Berg. Since the provider replaced our router, the reception PC can't find the network printer and the card terminal keeps dropping out. The router just shows an amber light most of the time. Patients are starting to queue at the desk and we're losing our minds.",
    "it-support", "Colmar-Berg", "Colmar-Berg", not_place=["amber"], kind="c", nu="U", situation="physio practice: printer and card terminal lost after router swap")
add("en-t09", "We're opening a small co-working space in Limpertsberg, around 180 m2 on the ground floor of an old townhouse. We need an interior designer to work out the layout: phone booths, a quiet zone, a kitchen corner and proper lighting. The building is listed, so we can't touch the walls much. Could we get a first meeting in early February?",
    "interior-design", "Luxembourg", "Limpertsberg", kind="c", nu="N", situation="co-working space layout and lighting in a listed townhouse")
add("en-t10", "I'm on the parents' committee of the primary school in Septfontaines. The wooden deck around the playground and two of the benches are splintering badly, and a couple of boards have snapped. The commune has approved a small budget and we'd like it fixed during the Easter holidays. Could someone come and have a look?",
    "carpentry", "Habscht", "Septfontaines", kind="c", nu="U", situation="school parents' committee: splintering playground deck and benches")
add("en-t11", "Our amateur choir has about 40 members and our concerts keep selling out through a spreadsheet and a lot of emails. We're looking for a web developer to build a simple site with concert dates, a members' area for sheet music and online ticket reservations. We don't have a big budget. Is this something a freelancer could do in a couple of months?",
    "web-development", None, None, kind="c", nu="N", situation="choir website with members' area and ticket reservations")
add("en-t12", "We live in Wallendorf, on the German side of the bridge across from Wallendorf-Pont. Our roof faces east and west and we'd like to produce our own electricity. Is it even worth it with that orientation, and roughly what would 8 kWp cost? Do Luxembourg companies work on our side of the river?",
    "solar", "abroad", "Wallendorf", distractors=["Wallendorf-Pont", "Luxembourg"], kind="d", nu="U", situation="east-west roof in German Wallendorf, is PV worth it")
add("en-t13", "My employer wants me to sign a new contract with a 2-year non-compete clause before my promotion goes through. HR says it's standard and nobody ever enforces it. Is it worth paying a lawyer to look at it before I sign? Roughly what would that cost?",
    "legal", None, None, kind="d", nu="N", situation="should a lawyer check a non-compete clause")
add("en-t14", "We're buying a 1980s bungalow in Heisdorf-sur-Alzette and the kitchen, bathroom and floors all need redoing before we can move in. Realistically, how long does that take: three months or six? And would it be cheaper to do it in winter? We're renting until the end of June.",
    "renovation", "Steinsel", "Heisdorf-sur-Alzette", kind="d", nu="U", situation="how long a kitchen, bathroom and floors redo takes; bare 'Heisdorf' is ambiguous")
add("en-t15", "I've got a wedding on Saturday and my suit jacket is too big in the shoulders and the trousers are 5 cm too long. Is it realistic to get that altered in four days? Roughly what does it cost here? I'm happy to pay extra for a rush job.",
    None, None, None, kind="d", nu="U", situation="suit alterations in four days")
# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, procuro uma senhora para fazer limpeza em casa 2 vezes por semana em Ettelbruck, pago à hora e declaro.",
    "cleaning", "Ettelbruck", "Ettelbruck", situation="home cleaner twice a week, declared")
add("pt-s02", "Preciso de pintar a sala e o corredor, paredes e tetos, uns 60 m2, apartamento no Howald, quanto fica?",
    "painting", "Hesperange", "Howald", situation="paint living room and hallway walls and ceilings")
add("pt-s03", "orçamento para assentar azulejo por cima da bancada da cozinha uns 8 m2 moro em Niederkorn",
    "tiling", "Differdange", "Niederkorn", situation="tile the kitchen splashback, 8 m2")
add("pt-s04", "O disjuntor da cozinha vai abaixo sempre que ligo a chaleira e o micro-ondas ao mesmo tempo, casa em L-7760, alguém pode ver isso?",
    "electrical", "Bissen", "L-7760", situation="kitchen breaker trips with kettle and microwave on together")
add("pt-s05", "Preciso de um advogado que fale português por causa da herança de um terreno em Portugal, os meus irmãos querem vender sem mim.",
    "legal", None, None, distractors=["Portugal"], situation="Portuguese-speaking lawyer for an inheritance dispute over land in Portugal")
add("pt-s06", "Mudança de Lamadelaine para Thionville no dia 20, um T2 com poucos móveis, quanto custa mais ou menos?",
    "moving", "Pétange", "Lamadelaine", distractors=["Thionville"], situation="move from Lamadelaine to Thionville, labelled at the loading end")
add("pt-s07", "A máquina de secar roupa Whirlpool faz um barulho enorme e cheira a queimado, moro em Cents, dá para reparar?",
    "appliance-repair", "Luxembourg", "Cents", situation="tumble dryer loud and smells burnt; 'Cents' is a city quarter")
add("pt-s08", "Quero uma loja online para vender bolos e salgados por encomenda, com pagamento por Payconiq e entrega ao fim de semana.",
    "web-development", None, None, situation="online shop for home-made cakes and savouries")
add("pt-s09", "fiquei na rua sem chaves e o meu marido está em Portugal até domingo preciso de abrir a porta de casa em Schieren hoje",
    "locksmith", "Schieren", "Schieren", distractors=["Portugal"], situation="locked out, husband abroad until Sunday")
add("pt-s10", "Alguém que corte a relva e pode as árvores de fruto no quintal uma vez por mês, casa em Gilsdorf?",
    "gardening", "Bettendorf", "Gilsdorf", situation="monthly lawn mowing and fruit tree pruning")
add("pt-t01", "A caldeira liga e desliga a cada dois ou três minutos, ouve-se um clique e a chama apaga-se logo. Os radiadores ficam mornos e a casa nunca passa dos 17 graus. Já carreguei no botão de reset, mas não muda nada. Estamos em Mertzig com um bebé de dois meses.",
    "heating", "Mertzig", "Mertzig", kind="a", nu="U", situation="boiler short-cycles, house stays at 17 degrees")
add("pt-t02", "Os pombos fizeram ninho por cima da varanda e sujam tudo: a mesa, as cadeiras e até a roupa estendida. Já pusemos um CD pendurado e uma coruja de plástico, mas eles voltam sempre. Os miúdos já não podem brincar lá fora. O senhorio diz que não é problema dele. Moramos em Vianden, perto do castelo, 2º andar.",
    "pest-control", "Vianden", "Vianden", kind="a", nu="U", situation="pigeons nesting above the balcony")
add("pt-t03", "Sempre que se esvazia a banheira lá em cima, aparece uma mancha molhada no teto da cozinha e às vezes caem gotas em cima do fogão. Quando só se toma duche, não acontece nada. Moramos em Niederfeulen numa casa dos anos 80. Alguém pode vir ver de onde vem a água?",
    "plumbing", "Feulen", "Niederfeulen", kind="a", nu="U", situation="kitchen ceiling wet only when the bath upstairs is emptied")
add("pt-t04", "O meu cunhado disse que o muro do jardim se fazia com blocos assentes diretamente na terra, sem sapata, e fizemo-lo juntos no verão. Agora o muro está inclinado para o lado do vizinho e tem uma racha de cima a baixo. O vizinho já se queixou. Preciso de um pedreiro em Tuntange que o desmonte e faça como deve ser.",
    "masonry", "Helperknapp", "Tuntange", kind="b", nu="N", situation="brother-in-law built a garden wall without footing, now leaning")
add("pt-t05", "Na loja disseram-nos que a tinta de esmalte era a melhor para o quarto do bebé porque se lava bem. Ficou com um brilho horrível, marcas de rolo por todo o lado e ainda cheira muito forte passadas três semanas. Queremos que alguém refaça as paredes com uma tinta mate própria para quartos. A casa é em Ingeldorf.",
    "painting", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="shop sold gloss enamel for a nursery, needs redoing in matt")
add("pt-t06", "Um vizinho disse-nos que as caleiras entupidas se limpavam sozinhas com a chuva. Este inverno a água transbordou, a caleira da frente descolou-se e está pendurada por cima da porta. Moramos em Volmerange-les-Mines, do lado francês, a 5 minutos de Dudelange. Vocês também trabalham em França?",
    "roofing", "abroad", "Volmerange-les-Mines", distractors=["Dudelange"], kind="b", nu="U", situation="neighbour said gutters clean themselves; gutter now hanging, house in France")
add("pt-t07", "Um amigo montou-nos um roupeiro embutido no quarto com placas de aglomerado cortadas à mão, e disse que ficava como feito por medida. Passado um ano, as portas descaíram, uma saiu das dobradiças e as prateleiras estão tortas. Queremos um carpinteiro que faça um roupeiro à medida como deve ser, em madeira. Apartamento em Esch-sur-Alzette, 3 metros de parede.",
    "carpentry", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="b", nu="N", situation="friend's chipboard built-in wardrobe failed, wants a made-to-measure one")
add("pt-t08", "Temos um restaurante português com 5 empregados. A senhora que nos tratava dos papéis e dos salários reformou-se e as fichas de salário de janeiro ainda não estão feitas. Também precisamos de ajuda com as contas do fim do ano. Quem pode pegar nisto já?",
    "accounting", None, None, kind="c", nu="U", situation="restaurant's payroll and year-end accounts after the bookkeeper retired")
add("pt-t09", "A nossa associação cultural faz 40 anos e vamos publicar um livro com a história da comunidade. Precisamos de um tradutor que passe o texto de português para francês, são umas 30 páginas. Gostávamos de o ter pronto para a festa de junho. Quanto custa por página?",
    "translation", None, None, kind="c", nu="N", situation="cultural association's anniversary book, Portuguese to French")
add("pt-t10", "Somos uma empresa de limpezas com 20 funcionárias em Dudelange. Desde a semana passada os tablets delas deixaram de sincronizar os horários com o programa, e o computador do escritório está lentíssimo. Ninguém aqui percebe disto. Alguém pode passar cá para ver?",
    "it-support", "Dudelange", "Dudelange", kind="c", nu="U", situation="cleaning company's tablets stop syncing schedules")
add("pt-t11", "O nosso rancho folclórico faz 25 anos e vamos ter um espetáculo em Hollerich no dia 14 de junho. Procuramos um fotógrafo que tire fotos durante o espetáculo e faça também um pequeno vídeo para as redes sociais. São umas 3 horas. Quanto levam?",
    "photography", "Luxembourg", "Hollerich", kind="c", nu="N", situation="folk dance group's anniversary show, photos and short video")
add("pt-t12", "Vale a pena pôr uns painéis no telhado só para aquecer a água do banho? Somos cinco em casa e gastamos muita água quente. A casa é em Mersch e o telhado dá para sul. Quanto custa mais ou menos e há ajudas do Estado?",
    "solar", "Mersch", "Mersch", kind="d", nu="U", situation="is solar water heating worth it for a family of five")
add("pt-t13", "Comprámos um T3 novo na Gare e não temos jeito nenhum para decoração. Quanto cobra um decorador de interiores para escolher cores, cortinas, candeeiros e a disposição dos móveis? Compensa, ou é dinheiro deitado fora? O apartamento tem 85 m2.",
    "interior-design", "Luxembourg", "Gare", kind="d", nu="N", situation="is an interior decorator worth it for a new flat")
add("pt-t14", "Herdámos a casa da avó do meu marido em Bastendorf, está como estava nos anos 70. Quanto custa mais ou menos pôr casa de banho e cozinha novas e trocar o chão todo? E quanto tempo demora, uns meses? Queremos ir para lá no verão.",
    "renovation", "Tandel", "Bastendorf", kind="d", nu="U", situation="inherited 1970s house: cost and time for new bathroom, kitchen, floors")
add("pt-t15", "Alguém sabe quanto se paga a alguém para ficar com os miúdos ao sábado à noite? São dois, de 4 e 7 anos. É melhor uma estudante ou alguém com experiência? Nunca os deixámos com estranhos.",
    None, None, None, kind="d", nu="U", situation="what a Saturday-night babysitter costs")
# ---------------- Italian ----------------
add("it-s01", "Buongiorno, il WC perde acqua alla base ogni volta che si tira lo sciacquone, appartamento a Belair, quando potete passare?",
    "plumbing", "Luxembourg", "Belair", situation="toilet leaks at the base when flushed")
add("it-s02", "Trasloco da Strassen a Milano a fine marzo, trilocale al primo piano, mi serve anche un deposito per 2 mesi.",
    "moving", "Strassen", "Strassen", distractors=["Milano"], situation="move to Milan with two months' storage, labelled at the loading end")
add("it-s03", "Devo far sistemare la grondaia e sostituire una decina di tegole rotte sul tetto di casa a Saeul, chi è disponibile a febbraio?",
    "roofing", "Saeul", "Saeul", situation="fix the gutter and replace about ten broken roof tiles")
add("it-s04", "Cerco un commercialista per la dichiarazione dei redditi lussemburghese, sono dipendente e ho un appartamento in affitto in Italia.",
    "accounting", None, None, distractors=["Italia"], situation="tax return for an employee with a rented-out flat in Italy")
add("it-s05", "Vorrei una scala in rovere su misura per il soppalco di casa nostra ad Arlon, in Belgio, a 10 minuti da Steinfort.",
    "carpentry", "abroad", "Arlon", distractors=["Belgio", "Steinfort"], situation="made-to-measure oak stair for a mezzanine in Arlon")
add("it-s06", "Tinteggiatura di 3 camere e corridoio, circa 220 m2 di pareti, casa a Bertrange, avete disponibilità a febbraio?",
    "painting", "Bertrange", "Bertrange", situation="paint three rooms and a hallway")
add("it-s07", "Quanto costa un impianto fotovoltaico da 6 kW con accumulo per una villetta a Mamer?",
    "solar", "Mamer", "Mamer", situation="price of a 6 kW PV system with storage for a new install")
add("it-s08", "Mi serve un interprete italiano-francese per un colloquio con il mio datore di lavoro la settimana prossima, circa 2 ore.",
    "translation", None, None, situation="interpreter for a meeting with the employer")
add("it-s09", "la lavastoviglie candy non scarica e resta l'acqua sul fondo sto a kayl",
    "appliance-repair", "Kayl", "kayl", situation="dishwasher does not drain")
add("it-s10", "Cerchiamo un giardiniere per progettare un orto rialzato e un piccolo frutteto nel giardino della casa a Reisdorf.",
    "gardening", "Reisdorf", "Reisdorf", situation="design raised vegetable beds and a small orchard")
add("it-t01", "Quando accendo la luce del bagno si sente un ronzio e la placca dell'interruttore è tiepida. Ieri sera, accendendola, ho visto una piccola scintilla e per un attimo è andata via la luce in tutto il corridoio. La casa è vecchia, a Merl. Ho paura a toccare qualsiasi cosa.",
    "electrical", "Luxembourg", "Merl", kind="a", nu="U", situation="bathroom light switch hums, warm, sparked")
add("it-t02", "Stanotte abbiamo sentito un colpo secco, come uno sparo, e stamattina le piastrelle del corridoio si erano sollevate al centro formando una specie di tenda. Alcune si muovono se ci cammini sopra. Il pavimento è stato posato due anni fa. Siamo a Boulaide, casa unifamiliare.",
    "tiling", "Boulaide", "Boulaide", kind="a", nu="U", situation="hallway floor tiles tented up overnight with a bang")
add("it-t03", "In dispensa ci sono piccole farfalle grigie che volano quando apro l'anta, e ho trovato dei vermetti nella pasta e nei cereali. Ho buttato via tutto e pulito con l'aceto, ma dopo una settimana sono tornate. Adesso le vedo anche in camera. Abitiamo a Grosbous.",
    "pest-control", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="pantry moths keep coming back")
add("it-t04", "Il negozio ci ha venduto delle testine termostatiche smart per i radiatori, dicendo che funzionano con qualsiasi impianto. Da quando le abbiamo montate la caldaia a condensazione si accende e si spegne di continuo e metà casa resta fredda. Cerchiamo un tecnico del riscaldamento che controlli l'impianto a Stolzembourg. Siamo disponibili tutti i pomeriggi.",
    "heating", "Putscheid", "Stolzembourg", kind="b", nu="N", situation="shop's smart radiator valves make the condensing boiler cycle")
add("it-t05", "L'amministratore del condominio ci ha detto di spruzzare olio d'oliva nella serratura del portone perché si bloccava. Adesso la chiave entra a fatica, è tutta appiccicosa e ieri sera mia moglie è rimasta fuori mezz'ora. Vorremmo che qualcuno pulisse o cambiasse la serratura. Il palazzo è ad Alzingen.",
    "locksmith", "Hesperange", "Alzingen", kind="b", nu="U", situation="building manager said to oil the lock with olive oil, now it sticks")
add("it-t06", "Mio cognato ha riempito le crepe del muro della cantina con la schiuma poliuretanica, dicendo che bastava. Adesso quando piove l'acqua entra lo stesso, la schiuma si è staccata e intorno i mattoni si sbriciolano. La casa è a Medernach ed è del 1930. Mia moglie dice che è colpa dell'umidità, io dico che è colpa della schiuma. Qualcuno può venire a vedere e sistemare il muro?",
    "masonry", "Vallée de l'Ernz", "Medernach", kind="b", nu="U", situation="brother-in-law foamed cellar wall cracks, bricks crumbling")
add("it-t07", "La ditta che ci ha rifatto la casa ci ha detto che la polvere di cantiere si toglie con uno straccio bagnato. Abbiamo provato e ora sul parquet e sui vetri ci sono aloni bianchi dappertutto. Cerchiamo un'impresa di pulizie per una pulizia di fine cantiere fatta bene, 160 m2 ad Angelsberg. Entriamo il 15 aprile.",
    "cleaning", "Fischbach", "Angelsberg", kind="b", nu="N", situation="builder's wet-cloth advice left white streaks, needs after-works cleaning")
add("it-t08", "Gestiamo un piccolo B&B a Esch-sur-Sûre con cinque camere. Vorremmo rifare due bagni e rimodernare la sala colazioni tra novembre e marzo, quando siamo chiusi. Servono un po' tutti i lavori: impianti, piastrelle, pittura. Potete venire a fare un sopralluogo a ottobre?",
    "renovation", "Esch-sur-Sûre", "Esch-sur-Sûre", kind="c", nu="U", situation="B&B redoes two bathrooms and the breakfast room off-season")
add("it-t09", "Abbiamo un'azienda agricola a Bettborn con un piccolo ufficio. Il PC con il programma delle mungitrici non vede più la stampante e il Wi-Fi della stalla cade continuamente. Cerchiamo un tecnico informatico che venga sul posto, non solo assistenza al telefono. Di mattina siamo sempre in stalla, meglio il pomeriggio.",
    "it-support", "Préizerdaul", "Bettborn", kind="c", nu="N", situation="dairy farm office PC and barn Wi-Fi problems")
add("it-t10", "Siamo un'associazione di genitori italiani con circa 80 soci. Vogliamo modificare lo statuto per poter organizzare corsi a pagamento, e non sappiamo se dobbiamo cambiare forma giuridica. Abbiamo anche un dubbio sulla responsabilità del comitato se un bambino si fa male durante una gita. Qualcuno può assisterci e rivedere i documenti?",
    "legal", None, None, kind="c", nu="U", situation="parents' association statutes and committee liability")
add("it-t11", "Siamo una scuola di lingue con tre insegnanti. Cerchiamo uno sviluppatore web per un sito dove gli studenti possano iscriversi ai corsi, pagare online e scaricare i materiali. Il sito attuale è solo una pagina con il numero di telefono. Ci fate un preventivo?",
    "web-development", None, None, kind="c", nu="N", situation="language school site with enrolment and payment")
add("it-t12", "Stiamo per mettere in vendita la casa a Ehlerange. Conviene prendere un fotografo professionista per le foto dell'annuncio, o bastano quelle fatte bene con il telefono? L'agenzia dice che fa differenza, ma non vuole pagarlo lei. Quanto costa di solito?",
    "photography", "Sanem", "Ehlerange", kind="d", nu="N", situation="is a professional photographer worth it for a house sale listing")
add("it-t13", "Il nostro soggiorno è lungo e stretto, con una sola finestra in fondo. È meglio mettere il divano contro la parete lunga o dividere lo spazio in due zone? E quali colori e luci lo farebbero sembrare più largo? Vorremmo qualcuno che ci faccia un progetto per la casa a Nommern, non i lavori.",
    "interior-design", "Nommern", "Nommern", kind="d", nu="U", situation="layout, colours and lighting for a long narrow living room")
add("it-t14", "A luglio ci trasferiamo da Lussemburgo città a Bereldange, quattro locali al secondo piano senza ascensore. Conviene noleggiare un furgone e farlo con gli amici, oppure far fare tutto, imballaggio compreso? Quanto si spende più o meno? Abbiamo anche un acquario grande.",
    "moving", "Luxembourg", "Lussemburgo", distractors=["Bereldange"], kind="d", nu="U", situation="DIY van or full-service move between two Luxembourg communes")
add("it-t15", "Quanto costano più o meno le lezioni private di pianoforte per una bambina di 8 anni? È meglio che qualcuno venga a casa o portarla in una scuola di musica? Non abbiamo ancora un pianoforte, solo una tastiera. Grazie a chi risponde.",
    None, None, None, kind="d", nu="U", situation="private piano lessons for an 8-year-old")
# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito a alguien que me configure un NAS Synology y las copias de seguridad de 3 ordenadores, estoy en Wincrange.",
    "it-support", "Wincrange", "Wincrange", situation="set up a NAS and backups for three computers")
add("es-s02", "Se ha atascado el desagüe de la ducha y el agua me llega al tobillo, piso en Esch-sur-Alzette, ¿podéis venir hoy?",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="shower drain blocked, water ankle-deep")
add("es-s03", "Presupuesto para pintar la fachada y las contraventanas de una casa en Hosingen, unos 200 m2.",
    "painting", "Parc Hosingen", "Hosingen", situation="paint a facade and shutters")
add("es-s04", "Busco abogado para reclamar la fianza que la casera no me devuelve desde hace 8 meses.",
    "legal", None, None, situation="lawyer to recover a rental deposit")
add("es-s05", "Quiero que me diseñen el jardín delantero con plantas que aguanten la sequía y riego por goteo, casa en Troisvierges.",
    "gardening", "Troisvierges", "Troisvierges", situation="design a drought-tolerant front garden with drip irrigation")
add("es-s06", "necesito cambiar todos los enchufes e interruptores antiguos y poner focos LED empotrados en el salon vivo en weiswampach",
    "electrical", "Weiswampach", "weiswampach", situation="replace old sockets and switches, add recessed LED spots")
add("es-s07", "¿Quién puede traducir del español al francés el manual de una máquina industrial, unas 25 páginas técnicas?",
    "translation", None, None, situation="translate an industrial machine manual")
add("es-s08", "Limpieza de cristales y persianas en una casa de dos plantas, código postal L-9140, lo antes posible.",
    "cleaning", "Bourscheid", "L-9140", situation="clean windows and shutters of a two-storey house")
add("es-s09", "Mudanza de un estudio desde Longwy hasta Differdange el sábado 10, solo cajas, una cama y una lavadora.",
    "moving", "Differdange", "Differdange", distractors=["Longwy"], situation="move from France into Luxembourg, labelled at the Luxembourg end")
add("es-s10", "Quiero poner una cerradura de seguridad antibumping en la puerta del trastero, edificio en Bonnevoie.",
    "locksmith", "Luxembourg", "Bonnevoie", situation="anti-bumping security lock on a storage-room door")
add("es-t01", "La campana extractora de la cocina hace un ruido horrible, como si rozara algo, y el motor se calienta tanto que huele a quemado. La luz funciona, pero el botón de la velocidad 3 ya no hace nada. La casa está en Dahl. ¿Vale la pena arreglarla o compro otra?",
    "appliance-repair", "Goesdorf", "Dahl", kind="a", nu="U", situation="cooker hood grinds and overheats")
add("es-t02", "Por las mañanas no hay agua caliente ni calefacción hasta que alguien baja al sótano y pulsa el botón de reset de la caldera de pellets. A veces sale humo por la tapa del depósito y huele a quemado en toda la casa. Esto pasa desde que cambiamos de proveedor de pellets. Estamos en Wilwerwiltz.",
    "heating", "Kiischpelt", "Wilwerwiltz", kind="a", nu="U", situation="pellet boiler needs a reset every morning, smoke from the hopper")
add("es-t03", "Cuando enciendo la luz de la cocina por la noche veo bichos marrones que corren a esconderse detrás del lavavajillas. Hay unos puntitos negros en los cajones y un olor raro. Ya he limpiado todo con lejía. Estamos en Harlange, en una casa alquilada.",
    "pest-control", "Lac de la Haute-Sûre", "Harlange", kind="a", nu="U", situation="cockroaches behind the dishwasher")
add("es-t04", "El del Brico me dijo que podía poner baldosas nuevas directamente encima de las viejas con cualquier cemento cola. Al año suenan huecas y una se ha partido justo delante de la nevera. Busco un solador que las quite y las ponga bien. La cocina tiene unos 12 m2 y la casa está en Pommerloch.",
    "tiling", "Winseler", "Pommerloch", kind="b", nu="N", situation="DIY store said tile over old tiles with any adhesive, now hollow")
add("es-t05", "Mi suegro subió al tejado y selló con silicona el marco de la ventana del tejado porque entraba agua. Ahora entra todavía más y la silicona se ha despegado con el sol. El techo de la habitación de los niños tiene una mancha enorme. Estamos en Junglinster, ¿alguien puede subir a mirarlo?",
    "roofing", "Junglinster", "Junglinster", kind="b", nu="U", situation="father-in-law siliconed a leaking roof window, leak worse")
add("es-t06", "El anterior dueño tapó con yeso las grietas del muro del sótano y las pintó de blanco. El agente inmobiliario nos dijo que era solo estético. Seis meses después las grietas han vuelto, son más anchas y cae arena por debajo. Vivimos en Bergem y nos gustaría que alguien evaluara el muro y lo reparara.",
    "masonry", "Mondercange", "Bergem", kind="b", nu="U", situation="plastered-over cellar wall cracks reopened and widened")
add("es-t07", "El comercial de la compañía eléctrica nos aseguró que los paneles rendirían igual aunque el nogal del vecino diera sombra por la tarde. Después de un año producimos la mitad de lo prometido y una parte de los módulos se calienta más que el resto. Buscamos un instalador de placas solares que revise la instalación en Leudelange y nos diga si se pueden mover o poner optimizadores.",
    "solar", "Leudelange", "Leudelange", kind="b", nu="N", situation="salesman ignored tree shade, PV yields half, hot modules")
add("es-t08", "Tengo una tienda de ropa en Walferdange. Desde ayer el ordenador de la caja no imprime los tickets y el lector de códigos se desconecta cada cinco minutos. Mañana empiezan las rebajas y no puedo cobrar así. ¿Puede venir alguien esta tarde?",
    "it-support", "Walferdange", "Walferdange", kind="c", nu="U", situation="clothes shop till PC and barcode scanner failing before the sales")
add("es-t09", "Llevo la tesorería de un club de fútbol juvenil con unos 150 socios. Hasta ahora lo hacíamos todo en un Excel, pero la federación nos pide cuentas anuales como es debido. Necesitamos un contable que nos lleve las cuentas y los recibos de socios. ¿Cuánto cobraría al año?",
    "accounting", None, None, kind="c", nu="N", situation="youth football club needs proper annual accounts")
add("es-t10", "Tenemos un restaurante en Remich, junto al Mosela, y vamos a cambiar la carta en primavera. Buscamos un fotógrafo que haga fotos de unos 20 platos y del comedor con la terraza. Mejor un lunes, que cerramos. ¿Qué precio tendría?",
    "photography", "Remich", "Remich", distractors=["Mosela"], kind="c", nu="N", situation="restaurant needs food and dining-room photos for a new menu")
add("es-t11", "Somos una autoescuela pequeña con dos profesores. Queremos que los alumnos puedan apuntarse a las clases teóricas por internet, pagar online y ver sus horas de práctica. Lo que tenemos ahora es de 2014 y en el móvil no se ve. ¿Quién nos puede hacer algo así?",
    "web-development", None, None, kind="c", nu="U", situation="driving school wants online enrolment and payment")
add("es-t12", "Tenemos una casa en Audun-le-Tiche, justo al otro lado de la frontera de Esch, con parquet de roble original de los años 60. ¿Merece la pena lijarlo y barnizarlo o es mejor poner tarima flotante encima? Hay unos 70 m2 entre el salón y los pasillos. ¿Trabajáis también en Francia?",
    "carpentry", "abroad", "Audun-le-Tiche", distractors=["Esch", "Francia"], kind="d", nu="U", situation="sand and varnish 1960s oak parquet or cover it, house in France")
add("es-t13", "Acabamos de comprar un piso en Hamm con un salón de 30 m2 y muy poca luz. ¿Vale la pena contratar a un interiorista o basta con ir a una tienda de muebles que te hace el plano gratis? ¿Cuánto suele cobrar un interiorista por un salón y un dormitorio?",
    "interior-design", "Luxembourg", "Hamm", kind="d", nu="N", situation="interior designer or free furniture-store plan; 'Hamm' is also a German city")
add("es-t14", "Compramos una casa de 1975 en Kockelscheuer y queremos cambiar la cocina, los dos baños y la instalación eléctrica antes de mudarnos. ¿Cuánto tiempo lleva algo así más o menos? ¿Es mejor hacerlo todo a la vez aunque cueste más de golpe?",
    "renovation", "Roeser", "Kockelscheuer", kind="d", nu="U", situation="kitchen, two bathrooms and wiring before moving in: how long, all at once")
add("es-t15", "¿Cuánto cuesta más o menos cambiar el embrague de un Seat León de 2015? ¿Merece la pena en un coche con 220.000 km? Me han pedido 1.400 euros por el cambio.",
    None, None, None, kind="d", nu="U", situation="is a clutch replacement worth it on a high-mileage car")
