MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- lb ----------------
add("lb-s01", "Moien, eis Toilette leeft zënter gëschter Owend permanent no an de Spülkasten fëllt sech net méi richteg, kéint iergendeen nach dës Woch op Klierf kommen?",
    "plumbing", "Clervaux", "Klierf", situation="toilet cistern keeps running")
add("lb-s02", "brauch en Elektriker fir eng Wallbox 11kW an d'Garage ze setzen, hunn en ID.4 kritt, mir sin zu Wëntger",
    "electrical", "Wincrange", "Wëntger", situation="wallbox for a new electric car")
add("lb-s03", "D'Fussbodenheizung am Living gëtt just nach hallef waarm, déi aner Kreesser ginn, Appartement zu Bouneweg, wie kann dat kucken?",
    "heating", "Luxembourg", "Bouneweg", situation="one underfloor heating circuit barely warm")
add("lb-s04", "sichen een dee mer 35m2 Plättercher am Keller leet, grouss Format 60x120, mir wunnen zu nidderfeelen",
    "tiling", "Feulen", "nidderfeelen", situation="large-format floor tiles in a basement")
add("lb-s05", "eise Rasen ass no der Dréchent just nach brong a voller Moos, wie kann en am Fréijoer vertikutéieren an nei aséinen, Haus zu Bettborn",
    "gardening", "Préizerdaul", "Bettborn", situation="scarify and reseed a dried-out lawn")
add("lb-s06", "Mir wëllen de Späicher zu Wëlwerwolz zu engem Kannerzëmmer ausbauen (Isolatioun, Rigips, Buedem, Luuchten), wien iwwerhëlt esou eppes komplett vun A bis Z?",
    "renovation", "Kiischpelt", "Wëlwerwolz", situation="convert an attic into a child's room, all trades")
add("lb-s07", "Brauche Fotoen fir de 70te Gebuertsdag vu menger Mamm den 14 Mäerz am Restaurant um Lampertsbierg, ongeféier 3 Stonnen 📸",
    "photography", "Luxembourg", "Lampertsbierg", situation="photos of a 70th birthday dinner")
add("lb-s08", "Mir sinn e klenge Reitstall a brauchen eng Websäit wou d'Leit hir Reitstonnen online kënne reservéieren, ass dat deier?",
    "web-development", None, None, situation="riding school site with lesson booking")
add("lb-s09", "Sicht een deen eis Produktfichen (ronn 40 Säiten) vum Däitschen an d'Franséischt iwwersetzt, bis Enn vum Mount",
    "translation", None, None, situation="product sheets German to French")
add("lb-s10", "wou fannen ech séier een deen mer d'Bremsen um Auto wiesselt, de Garage huet eréischt an 3 Wochen en Termin 😩",
    None, None, None, situation="car brakes to be replaced (car mechanic)")
add("lb-t01", "Zënter e puer Deeg gëtt et bei eis zu Housen einfach net méi richteg waarm. D'Heizkierper am Wunnzëmmer si moies lauwarm an owes kal. Den Drockmesser um Kessel am Keller weist bal null un. Ënnert dem Kessel stoung haut de Moien och e klenge Floss Waasser. Wat maache mer do?",
    "heating", "Parc Hosingen", "Housen", kind="a", nu="U", situation="heating pressure near zero and water under the boiler")
add("lb-t02", "Nom Stuerm leschte Weekend hunn ech dräi Zillen am Gaart fonnt. Elo ass um Späicher e feuchte Fleck um Holz, genee ënnert dem Fuerscht. Wann et vill reent, drëpst et souguer an en Eemer. Mir wunnen zu Wäisswampech, Haus vun 1978.",
    "roofing", "Weiswampach", "Wäisswampech", not_place=("Holz",), kind="a", nu="U", situation="tiles blown off, damp attic after storm")
add("lb-t03", "All Nuecht héiere mer et an der Plafong kraazen, ëmmer tëscht 2 an 4 Auer. An der Garage louchen haut kleng donkel Bréckelcher laanscht d'Mauer, wéi Reiskären. D'Kaz sëtzt stonnelaang virun där Eck. Mir wunnen zu Ettelbréck an hunn zwee kleng Kanner, wat solle mer maachen?",
    "pest-control", "Ettelbruck", "Ettelbréck", kind="a", nu="U", situation="scratching in the ceiling and mouse droppings")
add("lb-t04", "Meng Schwéiermamm wunnt zu Gouvy, just iwwer der Grenz. D'Fassad vun hirem Haus blättert op der Wiederssäit zimlech of. De Noper huet gesot, mir sollen einfach mat Dispersiounsfaarf driwwer rullen, dat géif duergoen. Ech mengen awer, do muss fir d'éischt ofgekraazt a grondéiert ginn. Kann iech een dat maachen, och wann et an der Belsch ass?",
    "painting", "abroad", "Gouvy", not_place=("éischt",), kind="b", nu="U", situation="peeling facade of mother-in-law's house in Belgium")
add("lb-t05", "Eis Gaardemauer aus Sandsteen zu Lëppschent huet e Rass vu bal engem Meter. Mäi Brudder mengt, e bësse Silikon dran an dat hält. Elo fält de Mörtel awer schonn aus de Fugen an ee Steen wackelt. Ech well dat éier de Wanter kënnt richteg gemaach hunn.",
    "masonry", "Bourscheid", "Lëppschent", kind="b", nu="U", situation="cracked sandstone garden wall patched with silicone")
add("lb-t06", "Mäin Noper huet e Carport bis op 50 cm un eis Grenz gebaut, ouni Autorisatioun mengen ech. Mäi Schwoer seet, ech soll de Carport einfach fotograféieren an op Facebook setzen, da géif hien ofrappen. Dat fannen ech keng gutt Iddi. Ech hätt gär e Rendez-vous mat engem Affekot deen sech am Noperschaftsrecht auskennt, wat kascht esou eng éischt Consultatioun?",
    "legal", None, None, not_place=("éischt",), kind="b", nu="N", situation="neighbour built a carport on the boundary")
add("lb-t07", "Eisen Tumbler gëtt zënter enger Woch net méi waarm, en dréint awer normal. E Kolleg vu menger Fra huet op YouTube gekuckt a mengt, ech soll einfach d'Thermosicherung iwwerbrécken. Dat ass mer ze riskant. Et ass e Bosch Serie 6, ongeféier 5 Joer al, a mir sinn zu Nacher.",
    "appliance-repair", "Goesdorf", "Nacher", kind="b", nu="U", situation="tumble dryer no heat, advised to bridge the fuse")
add("lb-t08", "Ech si Keesseberäich vum FC Mäerzeg. Bei eisem leschte Grillfest ass e Schlësselbond mat de Schlësselen vun der Buvette an dem Materialsraum verschwonnen. Mir brauchen e Schlësseldéngscht deen d'Zylinderen auswiesselt, am beschten e Schléisssystem wou de Comité all deeselwechte Schlëssel kritt. Kann een eis en Devis schécken?",
    "locksmith", "Mertzig", "Mäerzeg", kind="c", nu="N", situation="football club lost its keys, new cylinders")
add("lb-t09", "Eis Musek vu Groussbus organiséiert de 7 Februar hire Bal am Centre culturel. De Sonndeg drop muss de Sall bis 14 Auer erëm propper sinn, soss kréie mer d'Kautioun net zeréck. Mir sinn all Benevollen an no där Nuecht wëll keen nach schrubben 😅 Gëtt et Leit déi dat fir eis iwwerhuelen, och Kichen an Toiletten?",
    "cleaning", "Groussbus-Wal", "Groussbus", kind="c", nu="U", situation="brass band needs the hall cleaned after its ball")
add("lb-t10", "Mir hunn eng kleng Kinépraxis zu Hiefenech mat dräi Behandlungsraim. Zënter dem Update vum Router fällt de Wifi all puer Stonnen aus an den Drécker um Empfang gëtt net méi fonnt. Eisen Agenda leeft online, also stinn mer dann do. Wie kann dat sech ukucken, am léifsten ausserhalb vun de Konsultatiounen?",
    "it-support", "Heffingen", "Hiefenech", kind="c", nu="U", situation="physio practice wifi drops and printer lost")
add("lb-t11", "Ech hunn zënter Januar e klengen Coiffeursalon mat zwou Salariéeën. D'Fiche de paie maachen ech bis elo selwer mat Excel, mee elo kommen d'CCSS-Deklaratiounen an de Bilan. Ech sichen eng Fiduciaire oder e Comptabel deen dat all Mount iwwerhëlt. Wat kascht dat ongeféier?",
    "accounting", None, None, kind="c", nu="N", situation="hairdresser needs payroll and annual accounts")
add("lb-t12", "Eis Holztrap zu Ëlwen ass 40 Joer al a kraacht bei all Schrëtt. Lount et sech, se ofzeschleifen an nei ze vernisséieren, oder soll een besser nei Tratten drop maachen? Eng Frëndin huet hir Trap mat Laminat iwwerzunn, dat gefält mer awer guer net. Wat kascht dat ongeféier fir 14 Tratten?",
    "carpentry", "Troisvierges", "Ëlwen", not_place=("Tratten",), kind="d", nu="U", situation="creaking wooden staircase: sand or new treads")
add("lb-t13", "Mir plënneren Enn Abrëll vun Arsdorf op Bouneweg an en Appartement am drëtte Stack ouni Lift. Ass et méi bëlleg, e Camion ze lounen a mat Frënn ze plënneren, oder Leit ze huelen déi och d'Miwwel ofbauen? Et sinn ongeféier 25 Kartongen, e Kleederschaf, e Sofa an zwee Betten. Wat rechent dir fir sou eng Distanz?",
    "moving", "Rambrouch", "Arsdorf", distractors=("Bouneweg",), kind="d", nu="U", situation="move from a village to a third floor flat, DIY or movers")
add("lb-t14", "Mir hunn e Bauerenhaff zu Stolzebuerg an d'Scheierdaach weist no Süden, ongeféier 180 m2. Ech froe mech, ob eng Photovoltaik-Firma do eng Anlag vun 30 kWc drop setze kann an ob sech dat mat de Primes nach rentéiert. Muss d'Daach virdrun ënnersicht ginn? Wéi laang dauert et bis zum Uschloss un de Reseau?",
    "solar", "Putscheid", "Stolzebuerg", kind="d", nu="N", situation="30 kWp PV on a barn roof, worth it?")
add("lb-t15", "Mir hunn zu Jonglënster d'Mauer tëscht Kichen a Living erausgeholl an elo hu mer e grousse Raum vu 55 m2 deen iergendwéi kal wierkt. Ass et sënnvoll, en Interior Designer ze huelen fir Faarwen, Luuchten a Miwwelplacement, oder ass dat erausgehäit Geld? Wéi gëtt esou eppes ofgerechent, pro Stonn oder pro Projet?",
    "interior-design", "Junglinster", "Jonglënster", kind="d", nu="N", situation="open-plan room feels cold, is a designer worth it")

# ---------------- fr ----------------
add("fr-s01", "Bonjour, le siphon sous l'évier de la cuisine fuit et le meuble en dessous est trempé, quelqu'un de dispo demain à Esch/Alzette ?",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", situation="leaking sink trap soaking the cabinet")
add("fr-s02", "Besoin d'un électricien pour rajouter 4 prises au salon et tirer un câble jusqu'à la terrasse, maison à Rodange, si possible avant le 20 juin",
    "electrical", "Pétange", "Rodange", situation="extra sockets and an outdoor cable")
add("fr-s03", "je cherche un carreleur pour refaire la crédence de la cuisine en zellige, environ 4 m2, à oberkorn",
    "tiling", "Differdange", "oberkorn", situation="zellige splashback in a kitchen")
add("fr-s04", "Qui peut abattre un bouleau de 12 m trop près de la maison et broyer les branches sur place, nous sommes à Mondorf ?",
    "gardening", "Mondorf-les-Bains", "Mondorf", situation="fell a birch too close to the house")
add("fr-s05", "devis pour repeindre un 2 pièces de 70m2 murs et plafonds en blanc, appart quartier Gare, libre à partir du 3 novembre",
    "painting", "Luxembourg", "Gare", situation="repaint a flat white before letting")
add("fr-s06", "Porte claquée et clés restées à l'intérieur, je suis dehors à Howald avec ma fille de 2 ans, quelqu'un peut venir vite svp",
    "locksmith", "Hesperange", "Howald", situation="locked out with a toddler")
add("fr-s07", "On cherche un photographe pour le baptême de notre fils le 12 octobre, à l'église de Remich puis au restaurant, environ 3h",
    "photography", "Remich", "Remich", situation="christening photos")
add("fr-s08", "Je lance une petite activité de traiteur libanais et j'ai besoin d'un site avec la carte, les commandes en ligne et le paiement Payconiq, budget autour de 2500 €",
    "web-development", None, None, situation="ordering site for a Lebanese caterer")
add("fr-s09", "Besoin d'un interprète portugais-français pour accompagner ma mère à un rendez-vous chez le notaire la semaine prochaine",
    "translation", None, None, situation="interpreter for a notary appointment")
add("fr-s10", "je cherche une nounou pour garder mes deux enfants le mercredi après-midi, quelqu'un a des contacts ?",
    None, None, None, situation="childminder on Wednesday afternoons")
add("fr-t01", "Depuis une semaine, ça sent l'égout dans la salle de bain du rez-de-chaussée. L'odeur est plus forte quand quelqu'un prend une douche à l'étage. Le soir on entend parfois un glouglou dans le lavabo. On habite à Soleuvre, une maison des années 70, et j'ai déjà versé du vinaigre partout sans résultat.",
    "plumbing", "Sanem", "Soleuvre", kind="a", nu="U", situation="sewer smell and gurgling washbasin")
add("fr-t02", "Ce matin la douche était à peine tiède, et ce soir c'est pareil. Les radiateurs, eux, chauffent normalement. La chaudière gaz a 12 ans, le voyant est vert et rien ne clignote. Nous sommes quatre à la maison à Aspelt, vous pouvez nous aider ?",
    "heating", "Frisange", "Aspelt", kind="a", nu="U", situation="gas combi gives no hot water, radiators fine")
add("fr-t03", "Depuis notre retour de vacances en Espagne, mon mari et moi avons des piqûres alignées sur les bras le matin. Il y a de petites taches brunes sur le matelas et au bord du sommier. On a lavé tous les draps à 60 degrés mais ça recommence. On habite à Bascharage, est-ce que ça peut venir de la valise ?",
    "pest-control", "Käerjeng", "Bascharage", distractors=("Espagne",), kind="a", nu="U", situation="bed bug bites after a holiday")
add("fr-t04", "J'habite Audun-le-Tiche, juste derrière la frontière, et je travaille à Esch. La gouttière de la façade arrière déborde à chaque averse et l'eau coule le long du mur. Mon beau-frère a mis du scotch alu sur la jonction, mais c'est pire qu'avant. Une entreprise luxembourgeoise peut-elle intervenir chez moi en France ?",
    "roofing", "abroad", "Audun-le-Tiche", distractors=("Esch", "France"), kind="b", nu="U", situation="overflowing gutter taped by brother-in-law, house in France")
add("fr-t05", "Les marches en béton de notre entrée à Bergem s'effritent et une fissure traverse la deuxième marche. Au magasin de bricolage, on m'a vendu un mastic acrylique en disant que ça suffirait. Trois semaines plus tard, tout s'est décollé avec le gel. Il faudrait quelqu'un qui reprenne ça proprement avant que l'un de nous tombe.",
    "masonry", "Mondercange", "Bergem", kind="b", nu="U", situation="crumbling concrete steps, acrylic filler failed")
add("fr-t06", "On vient de finir des travaux de ponçage et de plâtre dans notre maison à Cessange. Il y a de la poussière blanche partout, même dans les placards. Ma voisine m'a conseillé de tout passer à la serpillière mouillée, résultat : des traces blanches sur le parquet. On aimerait quelqu'un qui remette tout au propre avant notre emménagement samedi.",
    "cleaning", "Luxembourg", "Cessange", kind="b", nu="U", situation="plaster dust after works, wet mop made it worse")
add("fr-t07", "J'ai acheté une voiture d'occasion il y a deux mois chez un garagiste et la boîte automatique vient de lâcher. Le vendeur m'a dit au téléphone que c'était vendu en l'état et que je n'avais aucun recours. Un ami m'a conseillé de laisser tomber. Je voudrais quand même l'avis d'un avocat sur le vice caché avant de payer 3 800 € de réparation.",
    "legal", None, None, kind="b", nu="N", situation="hidden defect in a used car")
add("fr-t08", "Nous sommes un cabinet dentaire avec deux dentistes et trois assistantes. Notre comptable part à la retraite fin juin et nous cherchons une fiduciaire pour reprendre la tenue des comptes, les salaires et les déclarations des associés. Idéalement avec un logiciel en ligne où l'on dépose les factures. Pouvez-vous me mettre en contact avec deux ou trois bureaux ?",
    "accounting", None, None, kind="c", nu="N", situation="dental practice needs a new accountant")
add("fr-t09", "Notre petite société de géomètres quitte ses bureaux de Steinfort pour s'installer au Windhof début mars. Il y a 12 postes de travail, des armoires à plans très lourdes et un traceur grand format. Nous ne pouvons pas fermer plus d'un jour. Qui peut organiser le transport un vendredi et tout remonter pour le lundi ?",
    "moving", "Steinfort", "Steinfort", distractors=("Windhof",), kind="c", nu="U", situation="surveyors' office moving to another village")
add("fr-t10", "Nous sommes un domaine viticole à Remerschen et notre caveau de dégustation date des années 90. Les clients restent debout, l'éclairage est jaune et on ne voit pas les étiquettes. On voudrait repenser l'agencement, les couleurs et la lumière pour recevoir des groupes de 20 personnes. Quelqu'un peut-il nous proposer un plan avant la saison ?",
    "interior-design", "Schengen", "Remerschen", kind="c", nu="U", situation="winery tasting room layout and lighting")
add("fr-t11", "Je tiens un garage automobile à Bridel, avec un atelier de 400 m2 au toit plat. Depuis qu'on a installé des bornes de recharge, la facture d'électricité a explosé. Je cherche un installateur photovoltaïque pour étudier des panneaux sur le toit, avec éventuellement une batterie. Il faut aussi vérifier si la structure supporte le poids.",
    "solar", "Kopstal", "Bridel", kind="c", nu="N", situation="car garage wants PV on its flat workshop roof")
add("fr-t12", "Notre terrasse en bois à Hassel a 15 ans et plusieurs lames sont pourries. Est-ce que ça vaut la peine de remplacer seulement les lames abîmées, ou faut-il refaire la structure aussi ? Et entre du mélèze et de l'ipé, lequel tiendra le mieux ? On voudrait l'avis d'un menuisier avant l'été, la terrasse fait 30 m2.",
    "carpentry", "Weiler-la-Tour", "Hassel", kind="d", nu="N", situation="rotten deck boards: patch or rebuild, larch or ipe")
add("fr-t13", "On vient d'acheter une maison ouvrière de 1930 à Dudelange, dans le quartier Italie. Il faudrait refaire la salle de bain, la cuisine, l'électricité et les sols avant d'emménager. Combien de temps ça prend en général, et peut-on habiter dedans pendant les travaux avec un bébé de 6 mois ? On hésite à prolonger notre bail de trois mois.",
    "renovation", "Dudelange", "Dudelange", kind="d", nu="U", situation="old worker's house, how long and can we live there")
add("fr-t14", "Notre frigo-congélateur Liebherr a 9 ans et la partie frigo ne descend plus sous 12 degrés, alors que le congélateur marche. Est-ce que ça vaut encore le coup de faire venir un réparateur, ou vaut-il mieux en racheter un ? Le déplacement coûte combien en général ? On habite à Bertrange, près de la Belle Étoile.",
    "appliance-repair", "Bertrange", "Bertrange", kind="d", nu="N", situation="fridge warm, freezer fine: repair or replace")
add("fr-t15", "Je gère une petite auto-école à Schifflange avec deux PC et une imprimante réseau. Vaut-il mieux prendre un contrat de maintenance mensuel ou appeler quelqu'un seulement en cas de panne ? Nos sauvegardes se font sur une clé USB, je sais que ce n'est pas top. Combien faut-il compter par an pour un petit bureau comme le nôtre ?",
    "it-support", "Schifflange", "Schifflange", kind="d", nu="U", situation="driving school: maintenance contract or call-out")

# ---------------- de ----------------
add("de-s01", "Hallo, seit heute früh sind Dusche und Waschbecken komplett verstopft und der Pümpel hilft nicht, wer kann heute noch kommen, Adresse 12 route du Vin, L-6720",
    "plumbing", "Grevenmacher", "L-6720", situation="shower and basin drains blocked")
add("de-s02", "In unserer Altbauwohnung in der Oberstadt fliegt ständig die Sicherung raus, sobald Wasserkocher und Backofen gleichzeitig laufen, bitte um einen Elektriker",
    "electrical", "Luxembourg", "Oberstadt", not_place=("einen",), situation="breaker trips when kettle and oven run together")
add("de-s03", "Suche Fliesenleger für neue Bodenfliesen im Flur (ca 12 m²), die alten müssen raus, Wohnung in Wasserbillig direkt an der Mosel",
    "tiling", "Mertert", "Wasserbillig", situation="replace hallway floor tiles")
add("de-s04", "Wer baut uns einen Einbauschrank aus Eiche unter die Dachschräge im Kinderzimmer, Maße 3,20 x 1,40 m, Haus in Rippig?",
    "carpentry", "Bech", "Rippig", not_place=("einen",), situation="built-in oak cupboard under a sloping ceiling")
add("de-s05", "Wir brauchen jemanden, der Treppenhaus und Flur über 3 Etagen neu streicht, gerne in einem warmen Grau, wir wohnen in consdorf und sind ab 15 Uhr zuhause",
    "painting", "Consdorf", "consdorf", situation="repaint stairwell and hall")
add("de-s06", "Das Schloss von unserem Briefkasten im Wohnhaus auf dem Kirchberg wurde aufgebrochen, kann jemand morgen ein neues einbauen?",
    "locksmith", "Luxembourg", "Kirchberg", situation="broken-into letterbox lock")
add("de-s07", "Wir brauchen Produktfotos von unseren 12 Likören für den neuen Katalog, gerne direkt bei uns in der Brennerei in Befort 🍒",
    "photography", "Beaufort", "Befort", situation="product shots for a distillery catalogue")
add("de-s08", "Für unseren Angelverein suchen wir jemanden, der eine einfache Webseite mit Terminkalender und Mitgliederbereich erstellt",
    "web-development", None, None, situation="angling club site with calendar and members area")
add("de-s09", "Ich brauche eine Übersetzung meines Arbeitsvertrags (8 Seiten) vom Französischen ins Deutsche, nicht beglaubigt, nur damit ich ihn verstehe",
    "translation", None, None, situation="employment contract French to German")
add("de-s10", "Gibt es hier jemanden, der Hunde trimmt, unser Schnauzer braucht dringend einen neuen Schnitt 🐕",
    None, None, None, not_place=("einen",), situation="dog grooming")
add("de-t01", "Unser Geschirrspüler bleibt seit zwei Tagen mitten im Programm stehen. Unten steht dann trübes Wasser, obwohl das Sieb sauber ist. Man hört nur ein Brummen, aber das übliche Abpumpen kommt nicht. Das Gerät ist ein Siemens iQ300, gut sechs Jahre alt, und wir wohnen in Diekirch.",
    "appliance-repair", "Diekirch", "Diekirch", kind="a", nu="U", situation="dishwasher stops mid-cycle, does not pump out")
add("de-t02", "In meinem Kleiderschrank haben plötzlich drei Wollpullover kleine Löcher. In den Ecken der Schubladen finde ich feine weiße Gespinste und winzige Larven. Abends flattern kleine goldbraune Falter im Schlafzimmer herum. Ich wohne in Ehnen in einem alten Winzerhaus, was kann ich tun, bevor alles kaputt ist?",
    "pest-control", "Wormeldange", "Ehnen", kind="a", nu="U", situation="clothes moths in a wardrobe")
add("de-t03", "Über dem Küchenfenster unseres Hauses in Echternach zieht sich ein schräger Riss bis unter die Decke. Letzten Winter war er haarfein, jetzt passt eine Münze hinein. Außen bröckelt an derselben Stelle der Putz ab. Das Haus ist von 1912, gibt es einen Grund zur Sorge?",
    "masonry", "Echternach", "Echternach", not_place=("einen", "Grund",), kind="a", nu="U", situation="widening diagonal crack above a window")
add("de-t04", "Im Wohnzimmer wurde ein Heizkörper nicht mehr warm. Ein Bekannter meinte, ich solle den Thermostatkopf abschrauben und mit dem Hammer auf den Stift klopfen. Seitdem tropft es am Ventil und der Heizkörper bleibt trotzdem kalt. Wir wohnen in Manternach und ich hätte das gern vor dem Wochenende repariert.",
    "heating", "Manternach", "Manternach", kind="b", nu="U", situation="radiator valve hammered, now weeping")
add("de-t05", "Bei unserer Geburtstagsfeier ist ein ganzes Glas Rotwein auf den hellen Wollteppich im Wohnzimmer gekippt. Meine Nachbarin schwor auf Salz und heißes Wasser, jetzt ist der Fleck doppelt so groß und rosa. Der Teppich ist 3 x 4 m und lässt sich schlecht transportieren. Kommt jemand nach Flaxweiler und kriegt ihn vor Ort wieder sauber?",
    "cleaning", "Flaxweiler", "Flaxweiler", kind="b", nu="U", situation="red wine on a wool carpet, salt made it worse")
add("de-t06", "Wir haben in Greiveldange ein altes Winzerhaus gekauft und wollten den Keller zu einer Einliegerwohnung ausbauen. Im Baumarkt hieß es, das könne man mit Trockenbau und Klick-Vinyl locker selbst machen. Jetzt wissen wir, dass Feuchtigkeit, Elektrik, ein Bad und Fenster dazugehören. Wer übernimmt so ein Projekt komplett und koordiniert alles?",
    "renovation", "Stadtbredimus", "Greiveldange", kind="b", nu="U", situation="basement flat conversion underestimated after DIY-store advice")
add("de-t07", "Mein Chef hat mir gestern einen Aufhebungsvertrag vorgelegt und will ihn bis Freitag unterschrieben haben. Ein Kollege meinte, ich solle einfach unterschreiben, dann gebe es wenigstens ein gutes Zeugnis. Ich arbeite seit elf Jahren im Betrieb und habe zwei Kinder. Vorher möchte ich mit einem Anwalt für Arbeitsrecht sprechen, am besten diese Woche.",
    "legal", None, None, kind="b", nu="N", not_place=("einen",), situation="pressured to sign a termination agreement")
add("de-t08", "Ich bin Kassenwart eines Tennisclubs mit 180 Mitgliedern. Seit diesem Jahr beschäftigen wir einen Trainer in Teilzeit und haben eine kleine Vereinskneipe. Die Lohnabrechnung und den Jahresabschluss schaffe ich ehrenamtlich nicht mehr. Wir suchen einen Buchhalter, der das zu einem vernünftigen Preis übernimmt.",
    "accounting", None, None, kind="c", nu="N", not_place=("einen",), situation="tennis club payroll and annual accounts")
add("de-t09", "Wir führen ein kleines Hotel mit 14 Zimmern in Berdorf. Die Gäste beschweren sich, dass das WLAN im zweiten Stock kaum ankommt und abends ständig abbricht. Dazu hängt unser Kassensystem an der Rezeption am selben Netz. Wer kann sich das anschauen und vernünftige Access Points einrichten, bevor die Wandersaison losgeht?",
    "it-support", "Berdorf", "Berdorf", not_place=("führen",), kind="c", nu="U", situation="hotel wifi weak upstairs, till on same network")
add("de-t10", "Unsere Versicherungsagentur in Wecker hat einen Empfangsbereich, der eher wie ein Wartezimmer beim Zahnarzt aussieht. Kunden sollen sich wohlfühlen: andere Farben, bessere Beleuchtung, eine kleine Sitzecke. Umbauen wollen wir nicht, nur neu gestalten und neu möblieren. Wer macht uns ein Konzept mit Möbelplan und Budget?",
    "interior-design", "Biwer", "Wecker", kind="c", nu="U", not_place=("einen",), situation="insurance agency reception redesign")
add("de-t11", "Wir betreiben einen kleinen Campingplatz bei Christnach mit einem Sanitärgebäude. Im Sommer laufen die Duschen fast rund um die Uhr und der Gasverbrauch fürs Warmwasser ist enorm. Wir suchen einen Solarteur, der uns eine Solarthermie-Anlage auf dem Dach des Sanitärgebäudes plant. Gibt es dafür noch Zuschüsse für Betriebe?",
    "solar", "Waldbillig", "Christnach", kind="c", nu="N", not_place=("einen",), situation="campsite wants solar thermal for showers")
add("de-t12", "Unsere alte Eichenhaustür in Rosport hat Risse in der Füllung und lässt Zugluft rein, ist aber eigentlich wunderschön. Lohnt es sich, sie von einem Schreiner aufarbeiten und abdichten zu lassen, oder ist eine neue Tür am Ende günstiger? Was kostet so eine Aufarbeitung ungefähr? Die Tür ist etwa 100 Jahre alt.",
    "carpentry", "Rosport-Mompach", "Rosport", kind="d", nu="N", situation="restore a century-old oak front door or replace")
add("de-t13", "Wir ziehen im Juni von Capellen nach Trier, weil ich dort eine Stelle an der Uni bekommen habe. Ist es günstiger, eine Firma aus Luxemburg oder aus Deutschland zu nehmen? Es geht um eine 3-Zimmer-Wohnung im zweiten Stock mit Aufzug. Muss man beim Grenzübertritt irgendetwas beachten?",
    "moving", "Mamer", "Capellen", distractors=("Trier", "Luxemburg", "Deutschland"), kind="d", nu="U", situation="move to Trier, Luxembourg or German firm")
add("de-t14", "Wir möchten im Dachgeschoss unseres Hauses in Itzig ein zweites Dachfenster einbauen lassen, damit das Büro heller wird. Was kostet so etwas ungefähr inklusive Einbau, und braucht man eine Genehmigung von der Gemeinde? Macht das ein Dachdecker oder ein Schreiner? Das Dach ist mit Schiefer gedeckt.",
    "roofing", "Hesperange", "Itzig", kind="d", nu="N", situation="add a roof window in a slate roof: cost, permit, which trade")
add("de-t15", "Meine Eltern haben ein Grundstück in Wasserliesch, direkt gegenüber von Grevenmacher, das seit zwei Jahren niemand mehr gepflegt hat. Das Gras steht kniehoch, Brombeeren überwuchern alles und drei alte Obstbäume müssten geschnitten werden. Lohnt es sich, das vor dem Verkauf herrichten zu lassen? Was kostet so etwas für etwa 800 m²?",
    "gardening", "abroad", "Wasserliesch", distractors=("Grevenmacher",), kind="d", nu="U", situation="overgrown plot across the Moselle before a sale")

# ---------------- en ----------------
add("en-s01", "hi, I think the hot water pipe under our kitchen floor in Belair is leaking, there's a warm damp patch on the parquet and the water meter keeps turning even with every tap closed",
    "plumbing", "Luxembourg", "Belair", situation="hidden hot water pipe leak under parquet")
add("en-s02", "Looking for someone to regrout and reseal the shower walls, the grout is cracked and crumbling and two tiles sound hollow, small bathroom in Moutfort",
    "tiling", "Contern", "Moutfort", situation="regrout shower, hollow tiles")
add("en-s03", "Can someone lay new turf in our back garden in Nospelt, about 120 m2, the old grass is mostly clover and bare patches after two summers of trampoline",
    "gardening", "Kehlen", "Nospelt", not_place=("grass",), situation="returf a worn back lawn")
add("en-s04", "Need a bespoke oak shelving unit built around the TV wall in our flat in Bereldange, about 3.5 m wide with a closed cupboard underneath",
    "carpentry", "Walferdange", "Bereldange", situation="built-in oak shelving around a TV")
add("en-s05", "We need a photographer for team headshots of 25 people at our office in Luxembourg City, ideally one morning in the week of 9 March",
    "photography", "Luxembourg", "Luxembourg City", situation="corporate headshots")
add("en-s06", "anyone do a proper deep clean of oven, hob and extractor hood plus inside all the kitchen cupboards, we're in strassen and have guests coming on the 20th",
    "cleaning", "Strassen", "strassen", situation="deep clean of a kitchen before guests")
add("en-s07", "Just moved into a house in Bertrange and want every lock changed since we have no idea how many keys the previous owners handed out",
    "locksmith", "Bertrange", "Bertrange", situation="change all locks after buying a house")
add("en-s08", "Looking for a developer to build a booking page for my private yoga classes with a calendar, Stripe payments and automatic reminders",
    "web-development", None, None, situation="booking page for yoga classes")
add("en-s09", "Could someone translate our 30-page company handbook from English into French and German, ideally someone who knows HR vocabulary?",
    "translation", None, None, situation="staff handbook into French and German")
add("en-s10", "Looking for a maths tutor for my son in his second-to-last year at the lycée, twice a week, preferably someone who explains in English",
    None, None, None, situation="maths tutoring")
add("en-t01", "Our oven takes forever to heat up now and the bottom of every cake comes out pale. The fan still spins and the light works, but only the top element seems to glow. It's an AEG built-in, about seven years old. We live in Steinsel and I'm baking for my daughter's birthday on Sunday.",
    "appliance-repair", "Steinsel", "Steinsel", kind="a", nu="U", situation="oven bottom element dead")
add("en-t02", "Every morning there's a new trail of tiny brown ants going from the skirting board by the patio door to the dishwasher. We've wiped everything with vinegar and moved the cat food, and they just come back in bigger numbers. Now I'm seeing a few with wings near the window. We live in Sandweiler, house with a garden.",
    "pest-control", "Sandweiler", "Sandweiler", kind="a", nu="U", situation="ant trails in the kitchen, winged ants")
add("en-t03", "Since the weekend my laptop connects to the wifi but nothing loads, while my husband's phone works fine on the same network. I work from home three days a week and need the company VPN by Monday. I already restarted the router twice and forgot the network. We live in Leudelange.",
    "it-support", "Leudelange", "Leudelange", kind="a", nu="U", situation="laptop on wifi but no internet, VPN needed")
add("en-t04", "After heavy rain there's a brown stain spreading on the bedroom ceiling right next to the chimney breast. A friend who 'knows roofs' went up last autumn and squirted silicone around the lead flashing, but it's worse now. The house is in Mamer, two storeys, slate. Can somebody look at it properly before winter?",
    "roofing", "Mamer", "Mamer", kind="b", nu="U", situation="leak at chimney flashing after a friend's silicone fix")
add("en-t05", "The low block wall along our driveway in Senningerberg is leaning outwards after the winter, and two blocks have cracked right through. The guy who did our paving said it's just cosmetic and to fill the cracks with expanding foam. I'm not convinced, the lean is getting worse. Could someone assess it and rebuild it if needed?",
    "masonry", "Niederanven", "Senningerberg", kind="b", nu="U", situation="leaning driveway wall, told to use foam")
add("en-t06", "The landlord of our flat in Merl told us to just paint over the old woodchip wallpaper in the living room to save time. We did one coat and now half of it is bubbling and peeling off in strips. We'd like someone to strip it properly, fill the walls and repaint before my parents visit at Christmas. It's about 45 m2 of wall.",
    "painting", "Luxembourg", "Merl", kind="b", nu="U", situation="woodchip painted over on landlord's advice, now peeling")
add("en-t07", "I was born in Brazil and have lived here for nine years on a work permit. HR told me my new contract changes nothing, but now the immigration office says my residence card can't be renewed on that basis. A colleague told me to simply ignore the letter until it sorts itself out. I'd like to talk to an immigration lawyer before the 30-day deadline.",
    "legal", None, None, distractors=("Brazil",), not_place=("born",), kind="b", nu="N", situation="residence permit renewal refused")
add("en-t08", "I run a small dog-walking business with two part-time employees, and honestly my bookkeeping is a shoebox of receipts. I need someone to sort out last year, file the corporate tax return and take over payroll from now on. My monthly bill from a payroll app is high for what it does. Is there an accountant who works with very small companies?",
    "accounting", None, None, not_place=("bill",), kind="c", nu="N", situation="dog-walking company needs books, tax return, payroll")
add("en-t09", "We're a small architecture studio in Hollerich with eight workstations and a large-format plotter. Everything was set up by a former intern who left, and now nobody knows the admin passwords for the NAS or the firewall. Backups apparently stopped in September. We need someone to take over, document everything and set up proper backups.",
    "it-support", "Luxembourg", "Hollerich", kind="c", nu="U", situation="architects' office lost admin passwords and backups")
add("en-t10", "I manage a family bakery in Roodt-sur-Syre and our ovens and cold rooms run from 3 am. The electricity bill has doubled in two years and the flat roof of the production hall, around 300 m2, is just sitting there. We'd like to know how much of our own power we could produce up there and what it would cost. Who can come and do a proper study?",
    "solar", "Betzdorf", "Roodt-sur-Syre", not_place=("bill",), kind="c", nu="U", situation="bakery wants to produce power on its flat roof")
add("en-t11", "Our startup just took over a 250 m2 open-plan office in Munsbach and it feels like a warehouse. We need a layout with quiet zones, a couple of phone booths, a kitchen corner and better lighting, but no construction work. The furniture budget is around 40k. Can you connect us with an interior designer who does small offices?",
    "interior-design", "Schuttrange", "Munsbach", kind="c", nu="N", situation="startup office layout and lighting")
add("en-t12", "Our gas boiler in Bourglinster is 21 years old and the service guy says it won't last much longer. Is a heat pump worth it in a 1985 house with normal radiators, or should we just put in a new condensing boiler? How much are the subsidies right now, and how long is the wait? I'd appreciate the honest opinion of a heating engineer.",
    "heating", "Junglinster", "Bourglinster", kind="d", nu="N", situation="old gas boiler: heat pump or condensing boiler")
add("en-t13", "We've just bought an old house in Arlon, ten minutes from the border, and the wiring is from the 60s with a fuse box full of porcelain fuses. Can a Luxembourg electrician work in Belgium, and would the installation pass the Belgian inspection? Roughly what does a full rewire of a 3-bedroom house cost? We'd like it done before we move in.",
    "electrical", "abroad", "Arlon", distractors=("Luxembourg", "Belgium"), kind="d", nu="N", situation="rewire a house just bought in Belgium")
add("en-t14", "We're moving from a flat in Strassen to a house in Hamm at the end of March, only about 6 km. Do we need a parking permit from the commune for the truck, and who usually arranges it? Would the people also take the wardrobes apart and put them back together? There's also a heavy American fridge, so what would a half-day job like that cost?",
    "moving", "Strassen", "Strassen", distractors=("Hamm",), kind="d", nu="U", situation="short move within the city area, permit and wardrobes")
add("en-t15", "We're planning to sell my late father's house in Alzingen next year. The kitchen and bathroom are original from 1978 and the floors are worn. Is it worth redoing them before selling, or do buyers here prefer to do it themselves and just knock down the price? If we go ahead, how long would kitchen, bathroom and floors take together?",
    "renovation", "Hesperange", "Alzingen", not_place=("sell",), kind="d", nu="U", situation="renovate before selling or not")

# ---------------- pt ----------------
add("pt-s01", "Boa tarde, preciso de um eletricista para trocar o quadro elétrico antigo e pôr disjuntores novos, moro em Ettelbruck perto da estação",
    "electrical", "Ettelbruck", "Ettelbruck", situation="replace an old fuse board")
add("pt-s02", "a sanita do apartamento em Bonnevoie está entupida e a água sobe quando se puxa o autoclismo, alguém pode vir hoje?",
    "plumbing", "Luxembourg", "Bonnevoie", situation="blocked toilet rising when flushed")
add("pt-s03", "Queria um devis para pintar a casa toda por dentro antes de nos mudarmos, 4 quartos, sala e corredor, tetos incluídos, é em Diekirch",
    "painting", "Diekirch", "Diekirch", situation="paint a whole house inside before moving in")
add("pt-s04", "Procuro alguém para cortar a relva e limpar o jardim de 15 em 15 dias durante o verão, casa em Bofferdange com uns 400 m2 de jardim",
    "gardening", "Lorentzweiler", "Bofferdange", situation="fortnightly lawn mowing and garden tidy")
add("pt-s05", "perdi as chaves de casa no comboio e a morada estava no porta-chaves, preciso de trocar o canhão da fechadura ainda hoje, rue de Luxembourg, L-4170 Esch",
    "locksmith", "Esch-sur-Alzette", "L-4170", not_place=("Luxembourg",), situation="lost keys with address tag, change cylinder")
add("pt-s06", "alguém faz limpeza de vidros, são 22 janelas e uma marquise, casa em wiltz, de preferência num sábado",
    "cleaning", "Wiltz", "wiltz", situation="window cleaning of a house with a conservatory")
add("pt-s07", "Procuramos fotógrafo para a primeira comunhão da nossa filha no dia 17 de maio, na igreja de Vianden e depois no almoço no restaurante",
    "photography", "Vianden", "Vianden", situation="first communion photos")
add("pt-s08", "Tenho uma pequena empresa de transportes e precisava de um site simples com formulário de pedido de orçamento, em português, francês e alemão",
    "web-development", None, None, situation="trilingual quote-request site for a haulier")
add("pt-s09", "Preciso da tradução de um relatório médico do hospital, do francês para português, para levar ao meu médico de família, são 3 páginas",
    "translation", None, None, situation="medical report French to Portuguese")
add("pt-s10", "Alguém conhece um instrutor de condução que dê aulas em português, o meu filho fez 18 anos e quer tirar a carta",
    None, None, None, situation="driving instructor who teaches in Portuguese")
add("pt-t01", "Quando o aquecimento liga de manhã ouvem-se umas pancadas fortes na caldeira, como se alguém batesse com um martelo. Dura uns cinco minutos e depois acalma. Os radiadores aquecem, mas a fatura do gasóleo este inverno foi bem mais alta. Moramos em Mersch e a caldeira tem uns 15 anos.",
    "heating", "Mersch", "Mersch", kind="a", nu="U", situation="oil boiler banging at start-up, higher fuel bill")
add("pt-t02", "Sempre que chove muito, o disjuntor da garagem e do jardim vai abaixo. Ontem à noite cheirou a plástico queimado perto da tomada exterior ao pé da porta. As luzes da cozinha também piscam de vez em quando. Moro em Colmar-Berg com dois miúdos pequenos e estou preocupada.",
    "electrical", "Colmar-Berg", "Colmar-Berg", kind="a", nu="U", situation="breaker trips in rain, burning smell at outdoor socket")
add("pt-t03", "A zona grande da placa de indução deixou de aquecer de um dia para o outro, as outras três funcionam normalmente. Já experimentei com várias panelas e é sempre igual. Às vezes ouve-se um clique lá dentro, mas nada acontece. A placa é uma Bosch encastrada com cinco anos e moramos em Lintgen.",
    "appliance-repair", "Lintgen", "Lintgen", kind="a", nu="U", situation="one induction zone dead")
add("pt-t04", "Queremos abrir uma passagem entre a cozinha e a sala na nossa casa em Larochette. O primo do meu marido, que faz de tudo um pouco, disse que era só cortar a parede e que não precisava de viga nenhuma. Depois vimos que a parede segura o andar de cima. Precisamos de alguém que faça isto como deve ser, com a viga e tudo.",
    "masonry", "Larochette", "Larochette", kind="b", nu="U", situation="opening in a load-bearing wall, told no lintel needed")
add("pt-t05", "Temos ratos no abrigo do jardim e já começaram a roer os sacos de ração das galinhas. Na loja de bricolage venderam-nos um aparelho de ultrassons que se liga à tomada, mas não fez diferença nenhuma. Agora até já vimos um a correr junto à porta da cozinha. Moramos em Reisdorf e queríamos resolver isto antes do inverno.",
    "pest-control", "Reisdorf", "Reisdorf", kind="b", nu="U", situation="rats in the shed, ultrasonic plug useless")
add("pt-t06", "Tive um acidente no trabalho há três semanas, caí de um andaime e parti o pulso. O patrão disse para não declarar como acidente de trabalho e meter só baixa normal, que era mais simples para todos. Agora a seguradora faz perguntas e eu não sei o que fazer. Gostava de falar com um advogado que fale português.",
    "legal", None, None, kind="b", nu="N", situation="work accident, boss said not to declare it")
add("pt-t07", "O telhado da garagem lá de casa em Gilsdorf é daquelas placas onduladas antigas. O vizinho aconselhou-nos a lavá-lo com a máquina de alta pressão para tirar o musgo e agora há placas rachadas e entra água quando chove. Também li que estas placas podem ter amianto. Precisamos de alguém que veja isto e diga se é para trocar.",
    "roofing", "Bettendorf", "Gilsdorf", kind="b", nu="U", situation="old corrugated garage roof cracked by pressure washing")
add("pt-t08", "Abri há seis meses um snack-bar com a minha irmã e temos três empregados. Até agora era um amigo que tratava dos papéis, mas ele voltou para Portugal. Precisamos de um contabilista ou de uma fiduciaire para as fichas de salário, a TVA e o balanço. Quanto se costuma pagar por mês?",
    "accounting", None, None, distractors=("Portugal",), kind="c", nu="N", situation="snack bar needs payroll, VAT and accounts")
add("pt-t09", "Temos uma empresa de construção com escritório em Niederkorn, quatro computadores e um servidor antigo. Desde a semana passada ninguém consegue abrir as pastas partilhadas e o programa de orçamentos não arranca. O rapaz que montou isto já não atende o telefone. Alguém pode vir cá ver o que se passa, de preferência amanhã de manhã?",
    "it-support", "Differdange", "Niederkorn", kind="c", nu="U", situation="builder's office: shared folders and quoting software down")
add("pt-t10", "Somos uma pastelaria portuguesa em Gasperich e vamos aumentar a sala com o espaço da loja ao lado. Queríamos ajuda para decidir onde ficam as mesas, o balcão e a montra, e que cores e luzes usar para ficar acolhedor. A obra em si já está tratada com o empreiteiro. Quem faz este tipo de projeto para lojas?",
    "interior-design", "Luxembourg", "Gasperich", kind="c", nu="U", situation="pastry shop extension layout, colours, lighting")
add("pt-t11", "Sou presidente de um rancho folclórico e temos de sair da sala onde guardamos tudo em Medernach até ao fim do mês. São uns 40 trajes em cabides, caixas com instrumentos e uma dúzia de bancos compridos. Vamos para um armazém em Ettelbruck que a comuna nos emprestou. Alguém faz este transporte a um sábado?",
    "moving", "Vallée de l'Ernz", "Medernach", distractors=("Ettelbruck",), kind="c", nu="U", situation="folk dance group moves costumes and benches")
add("pt-t12", "O nosso telhado em Weidingen está virado para nascente e poente, não tem nada a sul. Vale a pena pôr painéis solares assim, ou o rendimento é muito fraco? Quantos anos demora a pagar-se uma instalação de uns 8 kWc com os prémios do Estado? Gostava de ter uma opinião honesta antes de pedir orçamentos.",
    "solar", "Wiltz", "Weidingen", kind="d", nu="N", situation="east-west roof: is PV worth it")
add("pt-t13", "Temos uma escada de betão em casa, em Ingeldorf, e queríamos revesti-la com degraus de madeira de carvalho. Isso é trabalho para um carpinteiro ou para quem põe soalho? Quanto custa mais ou menos para 15 degraus com espelhos? E quanto tempo ficamos sem poder usar a escada?",
    "carpentry", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="N", situation="clad a concrete staircase with oak treads")
add("pt-t14", "Comprámos uma casa dos anos 60 em Schieren com 120 m2 e tudo por fazer: casa de banho, cozinha, chão, janelas. Quanto se paga mais ou menos por m2 para pôr uma casa destas como nova aqui no Luxemburgo? O banco pede uma estimativa antes de aprovar o crédito. Há quem faça essa estimativa sem compromisso?",
    "renovation", "Schieren", "Schieren", distractors=("Luxemburgo",), kind="d", nu="U", situation="price per m2 to redo a 1960s house, bank needs estimate")
add("pt-t15", "Temos uma casa em Longwy, do outro lado da fronteira, e a cozinha tem azulejo antigo no chão que ainda está bem colado. Um ladrilhador pode pôr porcelanato novo por cima, ou é obrigatório arrancar o antigo? O que fica mais barato para uns 18 m2? Uma empresa do Luxemburgo vai a França fazer obras pequenas?",
    "tiling", "abroad", "Longwy", distractors=("Luxemburgo", "França"), kind="d", nu="N", situation="tile over old kitchen floor in France")

# ---------------- it ----------------
add("it-s01", "Buongiorno, il raccordo dello scarico a muro dove finisce il tubo della lavatrice perde e in cantina c'è una pozza ogni volta che scarica, abito a Tétange",
    "plumbing", "Kayl", "Tétange", situation="leaking wall drain connection in the cellar")
add("it-s02", "Cerco un elettricista per installare tre faretti LED nel soffitto del bagno e spostare l'interruttore fuori dalla porta, casa a Rumelange",
    "electrical", "Rumelange", "Rumelange", situation="recessed spotlights and moved switch in a bathroom")
add("it-s03", "mi serve un imbianchino per la cameretta dei bambini, vorrebbero una parete blu con le montagne disegnate sopra, siamo a Esch-sur-Alzette",
    "painting", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="children's room feature wall with mountains")
add("it-s04", "Qualcuno può potare due ulivi in vaso e un vecchio melo nel giardino a Schouweiler prima che arrivi il gelo?",
    "gardening", "Dippach", "Schouweiler", situation="prune olive trees and an old apple tree")
add("it-s05", "Vorrei far montare una serratura di sicurezza con cilindro europeo sulla porta blindata dell'appartamento al Limpertsberg, mi fate un preventivo?",
    "locksmith", "Luxembourg", "Limpertsberg", situation="high-security cylinder on an armoured door")
add("it-s06", "cerco una ditta per pulire a fondo la casa dopo la festa per i 60 anni di mio marito, soprattutto cucina e veranda, siamo a bettembourg",
    "cleaning", "Bettembourg", "bettembourg", situation="deep clean after a big birthday party")
add("it-s07", "Cerco un piastrellista per rivestire il muretto del barbecue in giardino con piastrelle in gres, circa 6 m2, a Berchem",
    "tiling", "Roeser", "Berchem", situation="tile an outdoor barbecue wall")
add("it-s08", "Sono un'insegnante di pianoforte e vorrei un sito semplice con le mie tariffe, un video e un modulo di contatto, niente di complicato",
    "web-development", None, None, situation="simple site for a piano teacher")
add("it-s09", "Mi serve un interprete italiano-lussemburghese per un colloquio con la maestra di mio figlio, un'oretta, la settimana prossima",
    "translation", None, None, situation="interpreter for a parent-teacher meeting")
add("it-s10", "Cerchiamo qualcuno che prepari un buffet per 40 persone per la cresima di nostro figlio, cucina italiana ovviamente 😄",
    None, None, None, situation="buffet catering for a confirmation")
add("it-t01", "Da qualche giorno l'unità esterna della pompa di calore fa un fischio acuto, soprattutto di notte. In casa non si superano i 18 gradi anche con il termostato a 22. Il contatore della corrente gira più veloce del solito. Abitiamo a Hobscheid, la casa è del 2016.",
    "heating", "Habscht", "Hobscheid", kind="a", nu="U", situation="heat pump whistling, house stays at 18 degrees")
add("it-t02", "Nella dispensa ho trovato dei piccoli insetti neri nella farina e nel riso, e qualcuno anche sulle mensole. Ho buttato tutto e pulito, ma dopo una settimana sono tornati, anche nel cibo del cane. Sono minuscoli, tipo mezzo millimetro. Abito a Dalheim, in una casa vecchia con la cantina umida.",
    "pest-control", "Dalheim", "Dalheim", kind="a", nu="U", situation="pantry beetles in flour and rice")
add("it-t03", "Dopo le gelate di febbraio l'intonaco esterno della facciata nord si è staccato in grosse lastre. Adesso si vedono i mattoni e alcune fughe si sbriciolano con le dita. Ho paura che con la pioggia entri umidità nei muri. Abito a Dudelange, in una casa a schiera degli anni Cinquanta.",
    "masonry", "Dudelange", "Dudelange", kind="a", nu="U", situation="render falling off after frost, crumbling joints")
add("it-t04", "Il tetto piano del nostro garage a Goeblange ha delle bolle e quando piove entra acqua vicino alla porta. Un tuttofare ci ha consigliato di stenderci sopra una vernice bituminosa, l'abbiamo fatto in agosto ma adesso perde di nuovo. Vorremmo qualcuno che rifaccia l'impermeabilizzazione come si deve. Il garage è di circa 20 m2.",
    "roofing", "Koerich", "Goeblange", kind="b", nu="U", situation="blistered flat garage roof, bitumen paint failed")
add("it-t05", "Il nostro frigorifero americano fa ghiaccio sul fondo del vano frigo e l'acqua gocciola sul pavimento. Nel negozio dove l'abbiamo comprato ci hanno detto che non conviene ripararlo e di comprarne uno nuovo, ma ha solo quattro anni. Un amico dice che è solo lo scarico della condensa intasato. Abitiamo a Canach, qualcuno può venire a vedere?",
    "appliance-repair", "Lenningen", "Canach", kind="b", nu="U", situation="side-by-side fridge ices up and drips, shop said replace")
add("it-t06", "Mio padre è morto a marzo e ha lasciato una casa qui e un appartamento in Calabria. Mio fratello dice che non serve nessun notaio e che basta metterci d'accordo tra noi a voce. Io però ho letto che ci sono tasse di successione e regole diverse nei due paesi. Vorrei parlare con un avvocato che conosca sia il diritto lussemburghese che quello italiano.",
    "legal", None, None, distractors=("Calabria",), kind="b", nu="N", situation="cross-border inheritance, brother says no notary needed")
add("it-t07", "Abbiamo un parquet in rovere a Garnich che sembrava un po' spento. Una vicina ci ha detto di passarci l'olio d'oliva, che lei fa così da anni. Ora il pavimento è appiccicoso, scuro a chiazze e si vedono tutte le impronte. Qualcuno può levigarlo e trattarlo come si deve?",
    "carpentry", "Garnich", "Garnich", kind="b", nu="U", situation="oak parquet ruined with olive oil, needs sanding")
add("it-t08", "Ho una piccola impresa di pulizie con sei dipendenti e finora la contabilità la faceva mia cognata. Adesso lei ha trovato un altro lavoro e io non so nemmeno da dove cominciare con le buste paga. Ci serve un commercialista o una fiduciaria che segua stipendi, IVA e bilancio. Sapete quanto si spende di solito al mese?",
    "accounting", None, None, kind="c", nu="N", situation="cleaning company needs payroll and accounts")
add("it-t09", "Abbiamo una pizzeria a Schifflange e stiamo rifacendo il menù e la pagina per le consegne. Le foto che abbiamo fatto col telefono sono bruttissime, la pizza sembra di plastica. Cerchiamo un fotografo che venga un pomeriggio in locale e fotografi una ventina di piatti. Quanto costa più o meno?",
    "photography", "Schifflange", "Schifflange", kind="c", nu="N", situation="pizzeria needs food photos")
add("it-t10", "Siamo uno studio veterinario a Reckange-sur-Mess con tre ambulatori. Il computer dove salviamo le radiografie è quasi pieno e ci mette cinque minuti ad aprire un'immagine. Inoltre non abbiamo nessun backup, se si rompe perdiamo tutto. Chi può venire a mettere ordine e proporci una soluzione?",
    "it-support", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="c", nu="U", situation="vet practice: full slow PC with X-rays, no backup")
add("it-t11", "Il nostro laboratorio di sartoria a Differdange si trasferisce a Pétange alla fine di aprile. Abbiamo quattro macchine da cucire industriali, un tavolo da taglio di tre metri e centinaia di rotoli di stoffa. Non possiamo restare chiusi più di due giorni perché abbiamo consegne. Chi può occuparsi del trasporto e aiutarci a rimontare tutto?",
    "moving", "Differdange", "Differdange", distractors=("Pétange",), kind="c", nu="U", situation="tailoring workshop moves to the next town")
add("it-t12", "Abitiamo a Villerupt, appena oltre il confine, e vorremmo costruire un muretto in mattoni lungo il giardino, circa 15 metri, alto un metro. Quanto costa più o meno al metro, fondazione compresa? Serve un permesso del comune in Francia per un muro così basso? E una ditta lussemburghese può lavorare da noi?",
    "masonry", "abroad", "Villerupt", distractors=("Francia",), kind="d", nu="U", situation="low brick garden wall in France, cost per metre")
add("it-t13", "Abbiamo ereditato la casa dei nonni a Waldbredimus, chiusa da dieci anni: bagno, cucina, impianti e pavimenti sono tutti da rifare. Conviene sistemarla per andarci a vivere o venderla così com'è? Quanto tempo ci vuole di solito per lavori del genere su 110 m2? Vorremmo capirlo prima di parlarne in famiglia.",
    "renovation", "Bous-Waldbredimus", "Waldbredimus", kind="d", nu="U", situation="inherited house: redo everything or sell as is")
add("it-t14", "Abbiamo un maneggio a Schoos con una grande stalla, il tetto è di circa 400 m2 e guarda a sud. Conviene mettere il fotovoltaico solo per l'autoconsumo o anche per vendere la corrente alla rete? Un installatore ci ha detto che il tetto va prima rinforzato, succede spesso? Quanto tempo passa tra il preventivo e l'allacciamento?",
    "solar", "Fischbach", "Schoos", kind="d", nu="N", situation="PV on a stable roof: self-use or feed-in")
add("it-t15", "Ci siamo appena trasferiti in un bilocale di 48 m2 a Lussemburgo città e non sappiamo come sistemarlo: letto, scrivania per lo smart working e un tavolo per sei. Vale la pena pagare un interior designer per un appartamento così piccolo? Quanto chiede di solito per un progetto con pianta e lista dei mobili?",
    "interior-design", "Luxembourg", "Lussemburgo", kind="d", nu="N", situation="is a designer worth it for a 48 m2 flat")

# ---------------- es ----------------
add("es-s01", "Hola, se ha roto la llave de paso general que está debajo del fregadero y no podemos cortar el agua del todo, vivimos en Useldange, ¿alguien puede venir hoy?",
    "plumbing", "Useldange", "Useldange", situation="broken main stop valve")
add("es-s02", "Necesito un electricista para poner un punto de luz y un enchufe en el balcón del piso que tenemos en el Grund, es un edificio antiguo y fuera no hay nada de cableado",
    "electrical", "Luxembourg", "Grund", situation="light point and socket on a balcony")
add("es-s03", "busco pintor para lacar en blanco las puertas interiores y los rodapiés de una casa en Beckerich, son 9 puertas",
    "painting", "Beckerich", "Beckerich", situation="lacquer interior doors and skirting white")
add("es-s04", "¿Alguien puede quitar el tocón grande de un abeto que cortamos el año pasado en nuestro jardín de Saeul y nivelar la zona para poner césped?",
    "gardening", "Saeul", "Saeul", situation="remove a fir stump and level for lawn")
add("es-s05", "Quiero encargar un mueble de entrada de madera a medida, empotrado, con zapatero y banco, vivimos en Bertrange",
    "carpentry", "Bertrange", "Bertrange", situation="made-to-measure built-in hall unit")
add("es-s06", "me han robado el bolso con las llaves y el DNI dentro, necesito cambiar la cerradura de casa en mersch cuanto antes",
    "locksmith", "Mersch", "mersch", situation="stolen bag with keys and ID, change lock")
add("es-s07", "Busco a alguien que alicate el suelo de la terraza cubierta, unos 25 m2 de baldosa antideslizante, casa en Vichten",
    "tiling", "Vichten", "Vichten", situation="non-slip tiles on a covered terrace")
add("es-s08", "Necesito una tienda online sencilla para vender las cerámicas que hago en casa, con pago con tarjeta y envíos dentro de la Unión Europea",
    "web-development", None, None, situation="small online shop for handmade ceramics")
add("es-s09", "¿Alguien traduce del alemán al español el manual de instrucciones de una máquina de coser industrial, unas 60 páginas?",
    "translation", None, None, situation="industrial sewing machine manual German to Spanish")
add("es-s10", "Busco una peluquera que venga a domicilio para cortarle el pelo a mi abuela, que ya no puede salir de casa",
    None, None, None, situation="home hairdresser for a grandmother")
add("es-t01", "Desde la tormenta del martes se oye algo golpeando en el tejado cada vez que sopla el viento. Esta mañana había trozos de pizarra rota en la entrada del garaje. Todavía no gotea dentro, pero el desván huele a humedad. Vivimos en Kaundorf, en una casa bastante expuesta.",
    "roofing", "Lac de la Haute-Sûre", "Kaundorf", kind="a", nu="U", situation="loose slates banging after a storm")
add("es-t02", "La campana extractora de la cocina hace un ruido horrible, como un zumbido metálico, en las velocidades 2 y 3. Además ya casi no aspira y el humo se queda en la cocina. Los filtros los limpié la semana pasada. Es una Siemens de hace unos seis años y vivimos en Ell.",
    "appliance-repair", "Ell", "Ell", kind="a", nu="U", situation="cooker hood grinding and barely extracting")
add("es-t03", "Desde que adoptamos un gato hace dos meses, a mi hija y a mí nos salen picaduras en los tobillos. En la alfombra del salón se ven unos bichitos negros diminutos que saltan. Al gato ya le pusimos la pipeta del veterinario y aun así siguen apareciendo. Vivimos en Cruchten, en una casa con mucha moqueta.",
    "pest-control", "Nommern", "Cruchten", kind="a", nu="U", situation="flea bites after adopting a cat")
add("es-t04", "La caldera de pellets de casa, en Winseler, se apaga sola varias veces al día desde que cambiamos de proveedor de pellets. Un vecino nos dijo que quitáramos el sensor de llama para que no se parara, y ahora huele a humo en el cuarto de la caldera. Obviamente lo hemos vuelto a poner. Necesitamos que un técnico de calefacción la revise antes de que haga más frío.",
    "heating", "Winseler", "Winseler", kind="b", nu="N", situation="pellet boiler keeps stopping, neighbour said remove flame sensor")
add("es-t05", "Tenemos un sofá de tela gris claro en nuestro piso de Kirchberg y el niño lo ha pintado con rotuladores. En la tienda de muebles nos dijeron que con agua y jabón salía, pero solo hemos conseguido extender las manchas. El sofá es de tres plazas y no se puede desenfundar. ¿Hay alguien que venga a casa con una máquina y lo deje como nuevo?",
    "cleaning", "Luxembourg", "Kirchberg", kind="b", nu="U", situation="felt-tip on a fabric sofa, soap spread it")
add("es-t06", "Me estoy separando y los niños viven conmigo entre semana. Quiero pasar julio y agosto con ellos en España, y mi madre dice que no necesito pedirle permiso a mi ex porque soy yo quien los cuida. Él dice que si me los llevo me denuncia. Antes de hacer nada quiero hablar con un abogado de familia.",
    "legal", None, None, distractors=("España",), kind="b", nu="N", situation="taking children abroad for the summer during a separation")
add("es-t07", "En el jardín de casa en Fouhren tenemos el césped lleno de musgo. El señor de la tienda de jardinería nos vendió cal viva y nos dijo que la echáramos a puñados, y ahora hay manchas quemadas amarillas por todas partes. Además el perro estuvo malo dos días. Queremos que alguien lo deje bien de una vez.",
    "gardening", "Tandel", "Fouhren", kind="b", nu="U", situation="mossy lawn burnt with quicklime on a shop's advice")
add("es-t08", "Tengo una academia de idiomas pequeña con cuatro profesores, dos autónomos y dos asalariados. Hasta ahora me llevaba las cuentas una gestoría de Bruselas, pero no conocen bien el sistema luxemburgués. Busco un contable o una fiduciaria que lleve las nóminas, el IVA y las cuentas anuales. ¿Cuánto suele costar al mes?",
    "accounting", None, None, distractors=("Bruselas",), kind="c", nu="N", situation="language school needs local payroll and accounts")
add("es-t09", "Soy la directora de la escuela de música de Redange y tenemos un aula con diez ordenadores para clases de producción musical. Desde la última actualización la mitad no reconoce los teclados MIDI ni las tarjetas de sonido. En la comuna no hay nadie que se ocupe de esto. ¿Alguien puede venir a revisarlos una tarde?",
    "it-support", "Redange", "Redange", kind="c", nu="U", situation="music school PCs lost MIDI and audio devices")
add("es-t10", "Llevamos un pequeño hotel en Esch-sur-Sûre, al lado del lago, y las fotos de Booking son de hace diez años. Queremos fotos nuevas de las habitaciones, del comedor y de las vistas, a poder ser también con dron. Buscamos un fotógrafo que pueda venir en mayo, cuando todo está verde. ¿Qué precio tiene una sesión así?",
    "photography", "Esch-sur-Sûre", "Esch-sur-Sûre", kind="c", nu="N", situation="small hotel needs new room and drone photos")
add("es-t11", "Tengo una consulta de psicología en Boevange-sur-Attert y la sala de espera es fría y poco acogedora. Quiero que los pacientes se sientan tranquilos nada más entrar: colores, luz más cálida, muebles cómodos y algo de privacidad entre las sillas. No quiero obras, solo cambiar la distribución y la decoración. ¿Quién me puede hacer una propuesta?",
    "interior-design", "Helperknapp", "Boevange-sur-Attert", kind="c", nu="U", situation="psychologist's waiting room makeover")
add("es-t12", "Vivimos en Boulaide y el tejado da al sur, pero el roble grande del vecino le da sombra por la tarde. ¿Merece la pena poner placas solares con esa sombra, o se pierde demasiado? He oído que con microinversores se nota menos, ¿es verdad? Me gustaría que un instalador me diera su opinión antes de gastar nada.",
    "solar", "Boulaide", "Boulaide", kind="d", nu="N", situation="PV with afternoon shade from a tree")
add("es-t13", "Después de doce años en Bissen volvemos a Valencia en septiembre. ¿Qué sale más barato, un camión completo o un envío compartido con otras familias? Tenemos un piso de tres habitaciones, pero muchos muebles los vamos a vender aquí. ¿Cuánto tarda normalmente el transporte hasta España?",
    "moving", "Bissen", "Bissen", distractors=("Valencia", "España"), kind="d", nu="U", situation="moving back to Spain, full truck or groupage")
add("es-t14", "Tenemos un piso de 1975 en Ettelbruck y queremos cambiar baño, cocina, suelos e instalación eléctrica antes de volver a alquilarlo. ¿Hay que avisar a la comunidad de propietarios antes de empezar? ¿Cuánto tiempo suele llevar todo eso en un piso de 85 m2? No queremos perder muchos meses de alquiler.",
    "renovation", "Ettelbruck", "Ettelbruck", kind="d", nu="U", situation="redo a 1975 flat between tenants: notice and duration")
add("es-t15", "Tenemos una casa en Martelange, en el lado belga, a cinco minutos de Rombach. En el sótano queremos abrir una ventana nueva en el muro de piedra para que entre luz. ¿Es muy complicado en un muro de 50 cm? ¿Cuánto puede costar más o menos, y pueden trabajar allí empresas de Luxemburgo?",
    "masonry", "abroad", "Martelange", distractors=("Rombach", "Luxemburgo"), kind="d", nu="U", situation="cut a window opening in a stone cellar wall in Belgium")
