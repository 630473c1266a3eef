# Blind test round 12: 175 customer messages for LuxPro's assistant.
# Tuple: (id, text, category_or_None, commune_or_None_or_"abroad", place_as_written_or_None,
#         [distractor places], [ordinary words that are place names])
# STYLES: id -> style letters (L long story, Q question, B brand/error code, X business needing another trade,
#         O other trade named but not needed, C code-switching/SMS/typos/no punctuation, P place trap)

MESSAGES = []
STYLES = {}


def M(mid, text, cat, commune, place, distractors, not_place, styles):
    MESSAGES.append((mid, text, cat, commune, place, distractors, not_place))
    STYLES[mid] = styles


# ---------------------------------------------------------------- Luxembourgish
M("lb-s01",
  "moien, eis Geberit Spullkëscht leeft zënter gëschter dauernd no an et hält net op ze lafen, kann een haut nach bei eis op Dikrech kommen",
  "plumbing", "Diekirch", "Dikrech", [], [], "BCP")
M("lb-s02",
  "Wéi vill kascht et ongeféier, eng Wallbox vun 11 kW an der Garage installéieren ze loossen, wann de Stroumkasten direkt niewendrun hänkt?",
  "electrical", None, None, [], [], "Q")
M("lb-s03",
  "D'Heizkierper uewen an de Schlofzëmmere bleiwe kal, ënnen am Salon gi se kachend waarm, mir wunnen zu Bouneweg an engem Haus vun 1965.",
  "heating", "Luxembourg", "Bouneweg", [], [], "P")
M("lb-s04",
  "mir sinn zu Zolwer an eis Miele wäschmaschinn weist F53 a schleidert net méi, lount sech dat nach ze flécken oder besser direkt eng nei?",
  "appliance-repair", "Sanem", "Zolwer", [], [], "BCQP")
M("lb-s05",
  "Ech hu de Schlëssel vu menger Bréifkëscht verluer, déi ass an d'Mauer vum Gebai zu Réimech agelooss, kann een do just de Schlass wiesselen?",
  "locksmith", "Remich", "Réimech", [], [], "QP")
M("lb-s06",
  "Mäi Bosch E-Bike weist Feeler 503 an de Motor hëlleft net méi mat, flécken dir och esou eppes?",
  None, None, None, [], [], "BQ")
M("lb-s07",
  "Kéint dir d'Graf vu menge Grousselteren um Kierfecht zu Gréiwemaacher virun Allerhellegen fräi maachen an nei mat Heed bepflanzen?",
  "gardening", "Grevenmacher", "Gréiwemaacher", [], [], "QP")
M("lb-s08",
  "d'fugen an eiser dusch brécklen eraus an de silikon an den ecken ass schwaarz, kënnt dir dat nei maachen, 7 rue de la Gare L-9080",
  "tiling", "Ettelbruck", "L-9080", [], ["Gare"], "CP")
M("lb-s09",
  "Mir sichen een, deen eis en ageboute Schaf op Mooss ënnert d'Daachschréi am Kannerzëmmer baut, bei eis zu käerjeng.",
  "carpentry", "Käerjeng", "käerjeng", [], [], "P")
M("lb-s10",
  "Mir verkafen eis Wunneng zu Hesper an d'Agence mengt, mir sollte gutt Fotoe mat Wäitwénkel maache loossen, hätt dir nächst Woch Zäit?",
  "photography", "Hesperange", "Hesper", [], [], "QCP")
M("lb-t01",
  "Eis Fënsterluede vun Holz um Haus zu Wooltz bliederen iwwerall of, d'Sonn huet se kapott gemaach. "
  "De Schräiner huet se ugekuckt a seet, d'Holz wier nach gutt, si missten just ofgeschlaff an nei gestrach ginn. "
  "Et sinn zwielef Stéck, all a gréng. Kéint dir dat virum Wanter maachen?",
  "painting", "Wiltz", "Wooltz", [], ["Holz"], "OP")
M("lb-t02",
  "Bei all Reen leeft d'Waasser iwwer d'Kandel eraus, direkt virun d'Hausdier. "
  "Ech hunn se am Fréijoer scho vu Blieder eidel gemaach, dat ass et net. "
  "Et gesäit aus, wéi wann d'Kandel an der Mëtt ofgesaakt wier an eng Nout vum Zénk opgaange wier. "
  "D'Haus steet zu Gréiwels.",
  "roofing", "Groussbus-Wal", "Gréiwels", [], [], "P")
M("lb-t03",
  "D'Dréchemauer hannen am Gaart, déi de Bierg ophält, ass op véier Meter ageknéckt. "
  "Meng Fra mengt, de Gäertner kéint dat maachen, mee ech mengen, dat muss e Mauerer nei opsetzen, déi al Steng sinn nach all do. "
  "Mir wunnen zu Uespelt.",
  "masonry", "Frisange", "Uespelt", [], ["Bierg"], "OP")
M("lb-t04",
  "Mir hunn e Klavéier vun der Bomi geierft, e schwéiere Pleyel aus den 1920er Joren. "
  "Et steet bei hir am Parterre zu Miersch a muss an eist Haus, zwou Stroosse weider, an den zweete Stack. "
  "D'Trap ass enk an huet e Knéck. "
  "D'Klavéierstëmmerin kënnt eréischt duerno, dat ass scho gereegelt.",
  "moving", "Mersch", "Miersch", [], [], "BOP")
M("lb-t05",
  "Eis Duechter huet hiert Studium fäerdeg an zitt aus hirem Studentenzëmmer zu Tréier eraus. "
  "D'Miwwele sinn all schonn ewech, mee de Proprietär wëll d'Wunneng bei der Iwwergab blëtzeblank, soss hält hien d'Kautioun. "
  "Mir brauchen een, deen do grëndlech botzt, Kichen, Buedzëmmer a Fënsteren. "
  "Maacht dir dat och iwwer der Grenz?",
  "cleaning", "abroad", "Tréier", [], [], "LQP")
M("lb-t06",
  "Eis Garage steet eidel, zënter datt mir keen Auto méi hunn. "
  "Mir wëllen dorauser e klengen Studio fir eise Jong maachen, mat Duschbad, Kichenzeil, Isolatioun a Fënster amplaz vun der Paart. "
  "Dat si jo vill Handwierker, mir hätte gär een, deen dat alles koordinéiert. "
  "Mir sinn zu Stroossen.",
  "renovation", "Strassen", "Stroossen", [], [], "LP")
M("lb-t07",
  "Eisen SMA Wechselrichter blénkt rout an d'App weist zënter dräi Deeg 'Netzausfall 301', obwuel mir Stroum hunn. "
  "D'Installatioun ass sechs Joer al an d'Firma vun deemools gëtt et net méi. "
  "Kënnt een op Péiteng kucken?",
  "solar", "Pétange", "Péiteng", [], [], "BCQP")
M("lb-t08",
  "Dem Noper säin Nëssbam hänkt zur Hallschent iwwer eis Terrass an am Hierscht ass alles voller Blieder a Nëss. "
  "Hie weigert sech, e schneiden ze loossen, an eise Gäertner seet, hien dierf net ouni säin Accord un de Bam. "
  "Wat hu mir fir Rechter a wie kann eis do vertrieden? "
  "Mir wunnen zu Zéisseng.",
  "legal", "Luxembourg", "Zéisseng", [], [], "OQP")
M("lb-t09",
  "Ech hunn zënter dësem Joer eng zweet Wunneng, déi ech verlounen. "
  "Elo muss ech d'Loyeren fir d'éischt an der Steiererklärung uginn, mam Amortissement an den Zënse vum Prêt, an ech verstinn näischt dovun. "
  "Wie mécht esou eppes fir eng Privatpersoun a wat kascht dat?",
  "accounting", None, None, [], ["éischt"], "CQP")
M("lb-t10",
  "Eis Synology DS218 piipst zënter gëschter Owend an am DSM steet 'Volume degraded'. "
  "Do drop sinn all eis Fotoe vun de Kanner, zwanzeg Joer laang. "
  "Ech trauen mech net, eppes unzefänken, ier net een dat ugekuckt huet.",
  "it-support", None, None, [], [], "BC")
M("lb-t11",
  "Mir sinn e klengt Wäigut an eise Crémant verkafe mir bis elo just um Haff an um Maart. "
  "Mir hätte gär eng Websäit mat engem Shop, wou d'Leit bestellen a bezuelen kënnen, op Lëtzebuergesch, Däitsch a Franséisch. "
  "D'Fotoe vun de Fläschen hu mir schonn, déi huet e Frënd aus Munneref gemaach. "
  "Mir sinn zu Wuermer.",
  "web-development", "Wormeldange", "Wuermer", ["Munneref"], [], "XOP")
M("lb-t12",
  "Meng Fra kënnt aus der Ukrain an hiren Infirmièresdiplom muss fir d'Unerkennung um Ministère vun engem vereedegten Iwwersetzer op Franséisch iwwersat ginn. "
  "Et sinn dräi Säiten an e Bäiblat mat den Nouten. "
  "Wéi laang dauert dat ongeféier?",
  "translation", None, None, [], [], "CQ")
M("lb-t13",
  "Ech plënneren an e Studio vun 38 m² um Lampertsbierg an hunn nach guer keng Miwwelen. "
  "Ech hätt gär een, dee mir seet, wéi ech de Raum opdeelen a wéi eng Faarwen a Miwwele passen, sou datt et net iwwerlueden ausgesäit. "
  "Den Ëmzuch mécht mäi Brudder, dat ass gereegelt.",
  "interior-design", "Luxembourg", "Lampertsbierg", [], [], "OP")
M("lb-t14",
  "Zënter zwou Wochen héiere mir all Nuecht eppes um Späicher rennen a kraazen. "
  "Haut hunn ech gesinn, datt d'Isolatioun zerappt ass an et louch Kot do. "
  "Den Noper seet, dat wier e Maarder, deen hätt him och d'Kabele vum Auto ugebass. "
  "Mir sinn zu Keel.",
  "pest-control", "Kayl", "Keel", [], [], "LP")
M("lb-t15",
  "Eise ÖkoFEN Pelletskessel huet säin Entretien iwwerfälleg, de Monteur vun der Firma, déi en installéiert huet, ass a Pensioun. "
  "Elo weist en 'Stéierung 1.27 Zündung' an ech muss en all Moien nei starten. "
  "Wie mécht dat an der Regioun Ierpeldeng?",
  "heating", "Erpeldange-sur-Sûre", "Ierpeldeng", [], [], "BCQP")

# ---------------------------------------------------------------- French
M("fr-s01",
  "Depuis que la commune a changé la conduite dans la rue on a 7 bars au robinet et les tuyaux cognent chaque fois qu'on ferme l'eau, à Bonnevoie, il faudrait un réducteur de pression je pense.",
  "plumbing", "Luxembourg", "Bonnevoie", [], [], "P")
M("fr-s02",
  "Chez nous à Niedercorn le différentiel saute dès que le four et la bouilloire tournent en même temps, c'est normal ou c'est dangereux ?",
  "electrical", "Differdange", "Niedercorn", [], [], "QP")
M("fr-s03",
  "Notre PAC Daikin Altherma affiche U4 et il fait 16 degrés dans la maison ce matin à Esch/Alzette, quelqu'un peut passer aujourd'hui ?",
  "heating", "Esch-sur-Alzette", "Esch/Alzette", [], [], "BQP")
M("fr-s04",
  "J'ai fait tomber une poêle en fonte et trois carreaux de la cuisine sont fendus, le modèle n'existe plus, vous pouvez les remplacer par quelque chose d'approchant sans tout refaire, à Bertrange ?",
  "tiling", "Bertrange", "Bertrange", [], [], "Q")
M("fr-s05",
  "on a hérité du coffre-fort de mon grand-père dans sa cave à schifflange et personne n'a le code ni la clé, vous pouvez l'ouvrir sans le détruire ?",
  "locksmith", "Schifflange", "schifflange", [], [], "CQP")
M("fr-s06",
  "Frigo Liebherr qui ne refroidit plus en bas alors que le congélateur se remplit de glace, 12 route d'Arlon L-1445, dispo quand vous voulez.",
  "appliance-repair", "Strassen", "L-1445", [], [], "BCP")
M("fr-s07",
  "Notre haie de thuyas fait quatre mètres de haut et déborde sur le trottoir, la commune de Mondorf nous a envoyé un courrier, il faut la tailler avant la fin du mois.",
  "gardening", "Mondorf-les-Bains", "Mondorf", [], [], "P")
M("fr-s08",
  "Je cherche quelqu'un pour donner des cours de piano à ma fille de huit ans, à la maison le mercredi après-midi.",
  None, None, None, [], [], "")
M("fr-s09",
  "Je crée des bijoux en argent et j'ai besoin de belles photos sur fond blanc pour ma boutique Etsy, une quarantaine de pièces, je suis au Limpertsberg.",
  "photography", "Luxembourg", "Limpertsberg", [], [], "XP")
M("fr-s10",
  "Ma grand-mère a un message rouge qui bloque son ordinateur et lui dit d'appeler Microsoft, elle a déjà donné son numéro de carte, que faire ?",
  "it-support", None, None, [], [], "Q")
M("fr-t01",
  "Mon père fumait deux paquets par jour et il est décédé au printemps. "
  "On veut mettre son appartement de Dudelange en location, mais les murs et les plafonds sont jaunes, presque marron au-dessus du fauteuil. "
  "Quelqu'un nous a dit qu'il fallait d'abord une sous-couche spéciale anti-nicotine, sinon ça ressort. "
  "J'habite à Mersch, donc je ne peux venir ouvrir que le samedi. "
  "Vous pouvez faire un devis pour trois pièces et le couloir ?",
  "painting", "Dudelange", "Dudelange", ["Mersch"], [], "LQP")
M("fr-t02",
  "Notre escalier en chêne grince à chaque marche depuis qu'on a changé le chauffage et que l'air est plus sec. "
  "La troisième marche bouge même un peu quand on pose le pied au bord. "
  "C'est une maison des années 30 à Redange-sur-Attert. "
  "Est-ce qu'on peut la refixer sans abîmer le vernis ?",
  "carpentry", "Redange", "Redange-sur-Attert", [], [], "OQP")
M("fr-t03",
  "En tondant la pelouse, j'ai vu que deux ou trois ardoises avaient glissé et pendaient au bord du toit, côté jardin. "
  "Il n'y a pas eu de tempête, ce sont peut-être les crochets qui ont rouillé. "
  "Pour l'instant rien ne coule à l'intérieur, mais je préfère qu'on regarde avant l'hiver. "
  "On est à Marnach.",
  "roofing", "Clervaux", "Marnach", [], [], "P")
M("fr-t04",
  "On veut ouvrir le mur entre la cuisine et le salon pour faire un espace ouvert. "
  "L'ingénieur est déjà passé, c'est un mur porteur et il a calculé la poutre IPE qu'il faut mettre. "
  "Il nous manque quelqu'un pour faire l'ouverture, poser la poutre et reprendre les bords. "
  "Maison mitoyenne au Howald.",
  "masonry", "Hesperange", "Howald", [], [], "OP")
M("fr-t05",
  "Ma mère a 89 ans, elle habite à Arlon et entre le mois prochain dans une maison de repos de la même ville. "
  "Elle ne prend que sa commode, son fauteuil, la télé et une dizaine de cartons, le reste sera donné à la Croix-Rouge. "
  "Vous faites ce genre de petit transport de l'autre côté de la frontière, ou seulement les gros déménagements ?",
  "moving", "abroad", "Arlon", [], [], "QP")
M("fr-t06",
  "Les travaux de la salle de bain et de la cuisine sont enfin terminés, mais il y a de la poussière de plâtre partout, même dans les armoires et sur les rails des fenêtres. "
  "Le carreleur a juste passé un coup de balai avant de partir. "
  "On emménage samedi avec un bébé, il faut que tout soit vraiment propre, vitres comprises. "
  "C'est au Kirchberg, 4e étage avec ascenseur.",
  "cleaning", "Luxembourg", "Kirchberg", [], [], "OP")
M("fr-t07",
  "J'ai racheté l'ancienne boucherie du village à Rumelange, avec la vitrine, la chambre froide et le carrelage blanc partout. "
  "Le local fait cent vingt mètres carrés et je voudrais en faire un appartement pour moi : chambre, salle de douche, cuisine ouverte, et une vraie façade avec fenêtres à la place de la vitrine. "
  "Je cherche une entreprise qui prenne tout en charge, y compris les autorisations de la commune.",
  "renovation", "Rumelange", "Rumelange", [], ["cent"], "LP")
M("fr-t08",
  "On a des panneaux depuis 2019, 8 kWc, et on revend presque tout au réseau en journée pendant qu'on est au boulot. "
  "Est-ce que ça vaut la peine d'ajouter une batterie maintenant, et laquelle irait avec notre onduleur Huawei ? "
  "La maison est à Junglinster, mais je travaille au Kirchberg, donc un rendez-vous tôt le matin serait idéal.",
  "solar", "Junglinster", "Junglinster", ["Kirchberg"], [], "QBP")
M("fr-t09",
  "L'entreprise qui a construit notre maison il y a trois ans refuse de venir réparer les fissures dans les murs du garage, elle dit que c'est le terrain. "
  "L'expert de l'assurance pense au contraire que les fondations ont été mal faites. "
  "On a envoyé deux recommandés, sans réponse. "
  "Il nous faut quelqu'un pour faire jouer la garantie et, s'il le faut, aller au tribunal.",
  "legal", None, None, [], [], "OL")
M("fr-t10",
  "Je tiens un petit restaurant au Grund depuis neuf ans et mon bail commercial se termine en juin. "
  "Le nouveau propriétaire veut doubler le loyer ou me mettre dehors pour faire des appartements. "
  "J'ai investi 80 000 euros dans la cuisine. "
  "Est-ce que j'ai droit au renouvellement et qui peut m'aider à négocier ?",
  "legal", "Luxembourg", "Grund", [], [], "XQP")
M("fr-t11",
  "J'ouvre mon salon de coiffure en septembre, je serai seule avec une apprentie. "
  "La Chambre des Métiers m'a expliqué les démarches, mais pour la TVA, les fiches de salaire de l'apprentie et le bilan de fin d'année, je n'y connais rien. "
  "Combien coûte un suivi mensuel à peu près ?",
  "accounting", None, None, [], [], "XQ")
M("fr-t12",
  "Je suis kinésithérapeute et mon cabinet à Bettembourg tourne bien, mais je passe mes soirées à répondre aux SMS pour les rendez-vous. "
  "Je voudrais un site simple avec prise de rendez-vous en ligne, rappels automatiques et une page en portugais pour une partie de mes patients. "
  "Mon neveu a fait le logo, il est très bien, donc pas besoin de graphiste.",
  "web-development", "Bettembourg", "Bettembourg", [], [], "XOP")
M("fr-t13",
  "Mon mari et moi achetons un appartement et la signature chez le notaire est le 14. "
  "Mon mari est brésilien et ne comprend pas assez le français pour l'acte, et le notaire exige un interprète assermenté pendant la lecture. "
  "Vous pouvez trouver quelqu'un pour le portugais ?",
  "translation", None, None, [], [], "OQ")
M("fr-t14",
  "Nous mettons en vente la maison de mes beaux-parents à Bereldange, restée dans son jus des années 80 avec papier peint fleuri et meubles lourds. "
  "L'agent immobilier conseille un home staging avant les photos pour que les acheteurs se projettent. "
  "On ne veut pas faire de travaux, juste réorganiser, louer quelques meubles et ajouter de la déco. "
  "Vous connaissez quelqu'un ?",
  "interior-design", "Walferdange", "Bereldange", [], [], "OLQP")
M("fr-t15",
  "Au retour de vacances, mon fils a des piqûres en ligne sur les bras et j'ai trouvé de petites taches noires sur le bord du matelas. "
  "Sur internet tout le monde dit punaises de lit. "
  "On a déjà lavé tous les draps à 60 degrés mais ça continue. "
  "Appartement à Lamadelaine, deux chambres, combien coûte un traitement ?",
  "pest-control", "Pétange", "Lamadelaine", [], [], "QP")

# ---------------------------------------------------------------- German
M("de-s01",
  "Wir hätten gern einen frostsicheren Außenwasserhahn an der Terrasse, die Leitung müsste durch die Kellerwand, Haus in Bartringen, der Gärtner kommt erst im Mai für den Rasen.",
  "plumbing", "Bertrange", "Bartringen", [], ["einen"], "OP")
M("de-s02",
  "Für meinen Töpferofen in der Garage brauche ich eine Starkstromsteckdose mit 16 A, der Sicherungskasten ist im Keller direkt darunter, wir wohnen in Hobscheid.",
  "electrical", "Habscht", "Hobscheid", [], [], "P")
M("de-s03",
  "Nur im Bad bleibt die Fußbodenheizung kalt, obwohl das Thermostat auf 24 steht, Wohnung im Bahnhofsviertel, Baujahr 2012.",
  "heating", "Luxembourg", "Bahnhofsviertel", [], [], "P")
M("de-s04",
  "Im Flur klingen mehrere Fliesen hohl und zwei haben sich schon so gehoben, dass man darüber stolpert, Reihenhaus in Düdelingen.",
  "tiling", "Dudelange", "Düdelingen", [], [], "P")
M("de-s05",
  "schlüssel im schloss vom garagentor abgebrochen und das auto steht drin, bin in rümelingen, geht das heute noch??",
  "locksmith", "Rumelange", "rümelingen", [], [], "CQP")
M("de-s06",
  "Bosch Geschirrspüler zeigt E24 und das Wasser bleibt unten stehen, Sieb hab ich schon sauber gemacht, Adresse 12 rue de Luxembourg, L-4750.",
  "appliance-repair", "Pétange", "L-4750", [], ["Luxembourg"], "BCP")
M("de-s07",
  "Unser Rasen ist nach dem nassen Winter mehr Moos als Gras, könnte jemand vertikutieren, kalken und nachsäen, Garten in Weiler zum Turm?",
  "gardening", "Weiler-la-Tour", "Weiler zum Turm", [], [], "QP")
M("de-s08",
  "Suche jemanden, der unseren Pudel zu Hause schert und ihm die Krallen schneidet, im Salon hat er furchtbare Angst.",
  None, None, None, [], [], "")
M("de-s09",
  "Der Parkettleger ist fertig, jetzt schleifen alle fünf Innentüren am neuen Boden und müssten unten gekürzt werden, in Sassenheim.",
  "carpentry", "Sanem", "Sassenheim", [], [], "OP")
M("de-s10",
  "Darf ich als Mieter ein Balkonkraftwerk mit zwei Modulen am Geländer anbringen lassen, und würdet ihr das auch anschließen?",
  "solar", None, None, [], [], "Q")
M("de-t01",
  "Ich betreue als Hausverwalterin ein Mehrfamilienhaus mit acht Parteien in Esch an der Alzette. "
  "Im Treppenhaus sind die Wände voller Kratzer vom letzten Umzug, und das Metallgeländer rostet an den Stufen. "
  "Die Eigentümerversammlung hat beschlossen, beides erneuern zu lassen, bevor die neuen Mieter im März kommen. "
  "Können Sie ein Angebot schicken, gern mit Farbvorschlag?",
  "painting", "Esch-sur-Alzette", "Esch an der Alzette", [], [], "LQP")
M("de-t02",
  "Wir möchten neben dem Haus einen Carport aus Holz für zwei Autos, mit Flachdach und einem kleinen Geräteraum hinten. "
  "Die Baugenehmigung der Gemeinde Wintger haben wir schon. "
  "Das Fundament hat mein Schwager gegossen, der ist Maurer. "
  "Jetzt fehlt jemand, der den Holzbau aufstellt.",
  "carpentry", "Wincrange", "Wintger", [], ["Holz", "einen"], "OP")
M("de-t03",
  "Auf dem Flachdach unserer Doppelgarage wirft die Bitumenbahn große Blasen, und an einer Stelle steht nach Regen immer eine Pfütze. "
  "In der Garage tropft es noch nicht, aber an der Decke ist schon ein dunkler Fleck. "
  "Das Haus ist in Ulflingen. "
  "Lohnt sich Flicken noch, oder muss das ganz neu?",
  "roofing", "Troisvierges", "Ulflingen", [], [], "QP")
M("de-t04",
  "Wir haben ein Gartenhaus mit 3 mal 4 Metern gekauft, das im April geliefert wird. "
  "Der Händler verlangt eine ebene Betonplatte, der Aufbau selbst ist im Preis drin. "
  "Der Garten liegt leicht am Hang, also müsste wohl auf einer Seite eine kleine Stützmauer dazu. "
  "Wir wohnen in Schüttringen.",
  "masonry", "Schuttrange", "Schüttringen", [], [], "OP")
M("de-t05",
  "Wir ziehen innerhalb der Oberstadt um, von einer Wohnung in eine andere, beide im fünften Stock ohne Aufzug. "
  "Das Sofa und der Schrank passen laut Vermieter nicht durchs Treppenhaus, also bräuchte es einen Möbellift von außen. "
  "Für die Straßensperre braucht man eine Genehmigung der Stadt, kümmern Sie sich darum? "
  "Etwa 40 Kartons, Termin Ende Januar.",
  "moving", "Luxembourg", "Oberstadt", [], ["einen"], "QP")
M("de-t06",
  "Unser Wintergarten hat ein Glasdach, auf dem sich nach zwei Jahren Grünbelag und Vogeldreck gesammelt haben. "
  "Von innen putzen wir selbst, aber aufs Dach trauen wir uns nicht, es ist zu steil und zu rutschig. "
  "Haus in Frisingen.",
  "cleaning", "Frisange", "Frisingen", [], [], "P")
M("de-t07",
  "Meine Eltern sind über achtzig und wollen in ihrem Haus in Monnerich bleiben. "
  "Dafür müsste das Bad im Erdgeschoss eine ebenerdige Dusche bekommen, die Türen breiter werden für den Rollator, und aus dem Büro unten soll ein Schlafzimmer werden. "
  "Die Pflegeversicherung hat eine Beraterin geschickt, die Pläne gibt es schon. "
  "Wir suchen eine Firma, die das komplett mit allen Gewerken macht.",
  "renovation", "Mondercange", "Monnerich", [], [], "LP")
M("de-t08",
  "Mein Mieter in Bettemburg hat seit vier Monaten keine Miete gezahlt und reagiert weder auf Anrufe noch auf Briefe. "
  "Die Kaution deckt nur zwei Monate. "
  "Ein Bekannter meint, ich soll einfach das Schloss austauschen lassen, aber das ist doch sicher nicht erlaubt? "
  "Wie komme ich an mein Geld und notfalls an die Wohnung?",
  "legal", "Bettembourg", "Bettemburg", [], [], "OQP")
M("de-t09",
  "Ich bin seit diesem Jahr Kassierer in unserem Fußballverein, einer asbl mit gut 200 Mitgliedern. "
  "Mein Vorgänger hat alles in einem Schuhkarton hinterlassen, und bis zur Generalversammlung müssen Bilanz und Kassenbericht stehen. "
  "Gibt es jemanden, der so etwas für Vereine macht?",
  "accounting", None, None, [], [], "Q")
M("de-t10",
  "Unser Haus hat drei Etagen und dicke Wände, im Schlafzimmer oben und im Büro im Keller gibt es praktisch kein WLAN. "
  "Die Fritzbox steht im Flur im Erdgeschoss, und ein Repeater aus dem Supermarkt hat nichts gebracht. "
  "Kann jemand ein vernünftiges Mesh-System einrichten?",
  "it-support", None, None, [], [], "BQ")
M("de-t11",
  "Wir sind eine kleine Bäckerei in Echternach, meine Tochter macht unsere Instagram-Seite. "
  "Die Kunden fragen immer öfter, ob sie Torten und Brötchen für Sonntag online vorbestellen können. "
  "Wir bräuchten eine Webseite mit Bestellformular und Abholzeit, die wir selbst pflegen können. "
  "Was kostet so etwas ungefähr?",
  "web-development", "Echternach", "Echternach", [], [], "XQ")
M("de-t12",
  "Wir übernehmen im Frühjahr ein Restaurant und die Speisekarte gibt es bisher nur auf Deutsch. "
  "Wir brauchen sie auf Französisch, Englisch und Portugiesisch, etwa 60 Gerichte mit den Allergenangaben. "
  "Gedruckt wird bei einer Druckerei, es geht nur um die Texte.",
  "translation", None, None, [], [], "X")
M("de-t13",
  "Unsere Anwaltskanzlei bekommt eine neue Webseite, und die Agentur braucht einheitliche Porträtfotos von allen elf Mitarbeitern. "
  "Am besten an einem Vormittag direkt bei uns im Büro auf dem Kirchberg-Plateau, vor grauem Hintergrund. "
  "Die Kollegen aus unserem Büro in Diekirch kommen an dem Tag dazu. "
  "Die Texte für die Seite schreiben wir selbst.",
  "photography", "Luxembourg", "Kirchberg-Plateau", ["Diekirch"], [], "XOP")
M("de-t14",
  "Ich bin Kinderärztin und übernehme eine Praxis in Hesperingen. "
  "Das Wartezimmer ist grau, die Stühle stehen in einer Reihe an der Wand, und die Kinder langweilen sich. "
  "Ich möchte ein freundliches Konzept mit Spielecke, Farben, Licht und Möbeln, das man auch gut sauber halten kann. "
  "Die Malerarbeiten bezahlt danach der Vermieter.",
  "interior-design", "Hesperange", "Hesperingen", [], [], "XOP")
M("de-t15",
  "Wir haben ein Wochenendhaus in der Eifel, gleich hinter der Grenze bei Bitburg. "
  "Seit Juli fliegen am Schlafzimmerfenster dauernd Wespen in den Rollladenkasten, es summt richtig laut darin. "
  "Unsere Tochter ist allergisch, deshalb wollen wir da nicht selbst ran. "
  "Kommt jemand von Ihnen auch nach Deutschland?",
  "pest-control", "abroad", "Bitburg", [], [], "QP")

# ---------------------------------------------------------------- English
M("en-s01",
  "Is it worth putting a water softener into our new-build in Luxembourg City, the kettle and the shower glass are white with limescale after three months?",
  "plumbing", "Luxembourg", "Luxembourg City", [], [], "QP")
M("en-s02",
  "The Siedle intercom in our house in Merl has had no sound and a black video screen since the power cut on Sunday, can someone have a look?",
  "electrical", "Luxembourg", "Merl", [], [], "BQP")
M("en-s03",
  "our balcony tiles crack and lift after every frost, could you redo it with proper frost-proof outdoor tiles, flat in walferdange, about 9 m2",
  "tiling", "Walferdange", "walferdange", [], [], "CP")
M("en-s04",
  "Our lodger moved out last week and never gave his keys back, so we'd like the cylinders on the front and back doors changed, postcode L-1855.",
  "locksmith", "Luxembourg", "L-1855", [], [], "P")
M("en-s05",
  "Our Neff oven's fan makes a loud grinding noise and it takes an hour to heat up, we're in Capellen, do you fix those or is it time for a new one?",
  "appliance-repair", "Mamer", "Capellen", [], [], "BQP")
M("en-s06",
  "We bought a house in Beckerich with six old apple trees that haven't been pruned in years, is this the right time of year to have them cut back properly?",
  "gardening", "Beckerich", "Beckerich", [], [], "Q")
M("en-s07",
  "Need someone to take in a bridesmaid dress by two sizes and shorten it before the 14th, can anyone help?",
  None, None, None, [], [], "Q")
M("en-s08",
  "I rent out a flat in Clausen on Airbnb and need someone to clean and change the bedding between guests, usually twice a week and often at short notice.",
  "cleaning", "Luxembourg", "Clausen", [], [], "P")
M("en-s09",
  "Pigeons roost on our balcony every night and the mess is disgusting, we're on the 6th floor in Bascharage, what can be done that doesn't hurt them?",
  "pest-control", "Käerjeng", "Bascharage", [], ["roost"], "QP")
M("en-s10",
  "My external Seagate drive started clicking and no longer shows up on my laptop, it has all our wedding photos on it, can the data be recovered?",
  "it-support", None, None, [], [], "BOQ")
M("en-t01",
  "Our oil boiler in Kopstal is 24 years old and the service engineer told us it won't pass another inspection. "
  "With the Klimabonus grants, is it worth going straight to an air-to-water heat pump instead of a new oil boiler? "
  "The house is from 1985 and we put in new windows two years ago. "
  "We'd need someone to take the old oil tank out too.",
  "heating", "Kopstal", "Kopstal", [], [], "Q")
M("en-t02",
  "Our son turns five next month and his room still has the faded wallpaper from the previous owners. "
  "We'd like the paper stripped, the walls made smooth and one wall painted as a jungle with tall grass and a couple of friendly dinosaurs. "
  "The rest can be a plain pale green. "
  "We live in Senningerberg and weekday mornings are easiest.",
  "painting", "Niederanven", "Senningerberg", [], ["grass"], "LP")
M("en-t03",
  "We're buying a 1930s house in Thionville, just across the border, and the notary appointment is in three weeks. "
  "The seller says the roof was redone in 2005, but there's a damp patch on the attic ceiling and quite a lot of moss. "
  "Would one of your roofers go over and check it before we sign? "
  "We both work in Kirchberg, so we'd rather not take two days off.",
  "roofing", "abroad", "Thionville", ["Kirchberg"], [], "LQP")
M("en-t04",
  "We'd like a built-in brick barbecue with a worktop and a small log store underneath at the end of our patio. "
  "The patio slabs are already laid, so it would need its own footing next to them. "
  "My neighbour's brother in Strassen had one built last year and says brick beats any ready-made kit. "
  "Our place is in Leudelange.",
  "masonry", "Leudelange", "Leudelange", ["Strassen"], [], "OP")
M("en-t05",
  "My parents are leaving their four-bedroom house in Hamm for a two-bedroom flat in the same area. "
  "Only about half the furniture is going with them; the rest goes to my sister and to a charity shop. "
  "Could a crew pack the kitchen, move everything in one day and drop the extra pieces off on the way?",
  "moving", "Luxembourg", "Hamm", [], [], "LQP")
M("en-t06",
  "The attic of our semi in Itzig is just bare rafters at the moment. "
  "We want to turn it into a bedroom with a shower room, which means stairs, insulation, windows in the roof, plumbing and electrics. "
  "I'd rather have one company handle all of it than chase six different trades. "
  "Is planning permission needed for something like that?",
  "renovation", "Hesperange", "Itzig", [], [], "LQOP")
M("en-t07",
  "We're getting the roof retiled in April and the roofer says he won't touch the solar panels. "
  "So we need someone to take down the 18 panels and the rails beforehand, store them, and put everything back and reconnect it afterwards. "
  "The inverter is a Fronius Symo. "
  "House in Contern.",
  "solar", "Contern", "Contern", [], [], "OB")
M("en-t08",
  "I was let go after eleven years with two weeks' notice and no real reason given. "
  "My contract is under Luxembourg law and I think the notice period should be much longer. "
  "My employer is now offering a small settlement if I sign within five days. "
  "Who can look at this before I sign anything?",
  "legal", None, None, [], ["Luxembourg"], "QP")
M("en-t09",
  "We moved here from Ireland last year and got married in the summer. "
  "Apparently we can ask for joint taxation and get a good part of last year's tax bill back, but the forms are only in French and German. "
  "We also have a mortgage and some childcare costs. "
  "Can someone do our tax return this year?",
  "accounting", None, None, [], ["bill"], "QP")
M("en-t10",
  "I run a small architecture practice in Ettelbruck with six people. "
  "Our email is still on an old hosting package, we keep running out of space and our mails end up in spam. "
  "We want to move everything to Microsoft 365 with shared calendars, without losing fifteen years of mail. "
  "Our website is fine and stays where it is.",
  "it-support", "Ettelbruck", "Ettelbruck", [], [], "XOB")
M("en-t11",
  "I'm on the committee of our football club in Bissen, and our website is a ten-year-old page nobody can update. "
  "We need something simple with fixtures, results, a photo gallery and online registration for the youth teams. "
  "Most volunteers only speak Luxembourgish or Portuguese, so it has to be easy to use.",
  "web-development", "Bissen", "Bissen", [], [], "P")
M("en-t12",
  "My landlord sent me a new lease and it's entirely in German, which I don't read. "
  "Before I sign I'd like a proper translation into English, about twelve pages. "
  "It doesn't need to be certified, I just need to understand what I'm agreeing to.",
  "translation", None, None, [], [], "")
M("en-t13",
  "My grandparents celebrate their diamond wedding anniversary in May, sixty years. "
  "We'll be about forty people at a restaurant in Vianden and I'd love a proper family group photo plus some candid shots during lunch. "
  "Nothing fancy, two hours at most.",
  "photography", "Vianden", "Vianden", [], [], "L")
M("en-t14",
  "We knocked through to make one big kitchen-living room and now it feels like a sports hall. "
  "The builder's done and the floor is in, but we have no idea how to zone the space with lighting, rugs, colours and furniture. "
  "Could someone come and put a plan together for us? "
  "We're in Belair, not far from the park.",
  "interior-design", "Luxembourg", "Belair", [], [], "OQP")
M("en-t15",
  "We'd like a sliding barn-style door between the kitchen and the dining room instead of the old swing door that's always in the way. "
  "Ideally solid oak, made to measure, with the rail on show. "
  "The opening is wider than standard, about 1.10 m. "
  "We live in Kehlen.",
  "carpentry", "Kehlen", "Kehlen", [], [], "")

# ---------------------------------------------------------------- Portuguese
M("pt-s01",
  "Queria passar a ligação da máquina de lavar da cozinha para a cave, com a água e o esgoto, moro em Ehlerange.",
  "plumbing", "Sanem", "Ehlerange", [], [], "P")
M("pt-s02",
  "O jardineiro já acabou o terraço e agora faltam duas tomadas à prova de água e uns focos no muro, casa em Schouweiler.",
  "electrical", "Dippach", "Schouweiler", [], [], "OP")
M("pt-s03",
  "A caldeira Vaillant mostra F.22 e tenho de meter água todas as semanas porque a pressão cai, alguém pode vir ver em Hollerich?",
  "heating", "Luxembourg", "Hollerich", [], [], "BQP")
M("pt-s04",
  "queria por azulejo em mosaico atras do fogao e da bancada uns 3 metros ja tenho o material comprado moro em tetange 🙏",
  "tiling", "Kayl", "tetange", [], [], "CP")
M("pt-s05",
  "A máquina de secar roupa Siemens gira mas não aquece, já limpei o filtro e o condensador, estou em Rodange.",
  "appliance-repair", "Pétange", "Rodange", [], [], "BP")
M("pt-s06",
  "Comprei um sofá de três lugares em segunda mão no Marketplace e preciso de alguém com carrinha para o ir buscar e subir até minha casa em Gasperich, é só esse móvel.",
  "moving", "Luxembourg", "Gasperich", [], [], "P")
M("pt-s07",
  "Procuro aulas de condução em português para a minha mulher, ela tem a carta brasileira e aqui já não vale.",
  None, None, None, [], [], "")
M("pt-s08",
  "O nosso cão fez xixi várias vezes no sofá de tecido e no tapete da sala, alguém faz uma lavagem a fundo com máquina de injeção-extração em Wasserbillig?",
  "cleaning", "Mertert", "Wasserbillig", [], [], "QP")
M("pt-s09",
  "Os meus filhos têm tablets e telemóveis novos e eu queria que alguém configurasse o controlo parental e os horários, eu não percebo nada disso 😅",
  "it-support", None, None, [], [], "C")
M("pt-s10",
  "A minha filha faz a primeira comunhão no dia 4 de maio na igreja de Mamer e queríamos alguém para tirar fotos na missa e umas no jardim depois.",
  "photography", "Mamer", "Mamer", [], [], "")
M("pt-t01",
  "A fachada da nossa casa em Oberkorn está toda manchada e a tinta está a descascar. "
  "O pedreiro já veio tapar as fissuras no mês passado, agora só falta pintar. "
  "São dois andares e há um anexo, por isso é preciso andaime. "
  "Quanto custa mais ou menos?",
  "painting", "Differdange", "Oberkorn", [], [], "OQP")
M("pt-t02",
  "O deck de madeira à volta da piscina tem várias tábuas podres e uma já partiu quando o meu filho pisou. "
  "A estrutura por baixo parece boa, acho que é só trocar as tábuas. "
  "Moramos em Kockelscheuer.",
  "carpentry", "Roeser", "Kockelscheuer", [], [], "P")
M("pt-t03",
  "No telhado da nossa casa em Hosingen as telhas de cima, as do cume, estão soltas e a argamassa está a cair para o quintal. "
  "Ainda não entra água, mas com o vento fazem barulho à noite. "
  "Podem vir ver antes do inverno?",
  "roofing", "Parc Hosingen", "Hosingen", [], [], "QP")
M("pt-t04",
  "O meu pai teve um AVC e agora anda de cadeira de rodas. "
  "A entrada da casa tem quatro degraus e queríamos fazer uma rampa em betão com corrimão de um lado. "
  "O terreno à frente é nosso, há espaço. "
  "A morada é 8, rue des Prés, L-3382, e eu só posso estar lá de manhã.",
  "masonry", "Bettembourg", "L-3382", [], [], "LP")
M("pt-t05",
  "Cortámos a árvore grande do quintal no outono, mas o tronco ficou cá, com quase um metro de largura. "
  "Quero fazer ali uma horta e o cepo está a atrapalhar. "
  "Alguém tem máquina para arrancar ou triturar a raiz? "
  "Casa em Hellange.",
  "gardening", "Frisange", "Hellange", [], [], "QP")
M("pt-t06",
  "Esta semana tentaram arrombar a porta do nosso apartamento em Esch-sur-Alzette e a fechadura ficou toda riscada. "
  "A polícia já veio e o seguro diz que paga uma fechadura nova se for de segurança. "
  "Queria uma fechadura multiponto com cilindro de alta segurança, o mais depressa possível.",
  "locksmith", "Esch-sur-Alzette", "Esch-sur-Alzette", [], [], "L")
M("pt-t07",
  "Temos uma casa grande em Wiltz e queremos dividi-la em dois apartamentos, um para nós e outro para alugar. "
  "É preciso uma entrada separada, uma segunda cozinha, contadores de luz e água separados e uma parede corta-fogo. "
  "Queríamos uma empresa que tratasse de tudo, incluindo a autorização da commune.",
  "renovation", "Wiltz", "Wiltz", [], [], "LC")
M("pt-t08",
  "Os painéis solares produzem metade do que produziam no ano passado, mesmo com sol. "
  "Na aplicação do inversor Huawei aparece que o string 2 está a zero. "
  "Foram instalados por uma firma que entretanto fechou. "
  "Moramos em Useldange.",
  "solar", "Useldange", "Useldange", [], [], "B")
M("pt-t09",
  "A minha mãe faleceu e deixou uma casa para mim e para os meus dois irmãos. "
  "Um irmão quer vender, o outro quer ficar a morar lá sem pagar nada aos outros. "
  "O notário disse que sem acordo não pode fazer nada. "
  "Precisamos de alguém que nos aconselhe sobre os nossos direitos.",
  "legal", None, None, [], [], "O")
M("pt-t10",
  "Tenho uma pequena empresa de limpezas com quatro empregadas, é uma SARL-S. "
  "Até agora era a minha cunhada que fazia as contas, mas ela voltou para Portugal. "
  "Preciso de alguém para os salários, a TVA e o balanço anual.",
  "accounting", None, None, [], [], "X")
M("pt-t11",
  "Abrimos um restaurante português em Ingeldorf há dois anos e só temos página no Facebook. "
  "Queríamos um site com a ementa, o horário e encomendas para levar. "
  "As fotos dos pratos já temos, foram feitas por um profissional.",
  "web-development", "Erpeldange-sur-Sûre", "Ingeldorf", [], [], "XOP")
M("pt-t12",
  "Vamos casar na commune em junho e pediram a minha certidão de nascimento portuguesa traduzida para francês por um tradutor ajuramentado. "
  "Também precisamos da do meu noivo, que é cabo-verdiano. "
  "Quanto tempo demora e quanto custa cada uma?",
  "translation", None, None, [], [], "CQ")
M("pt-t13",
  "Vamos ter gémeos em março e o quarto dos bebés é pequeno, só tem 9 m². "
  "Queria alguém que nos ajudasse a pensar onde pôr os dois berços, a cómoda e a arrumação, e que cores usar. "
  "A casa fica em Mersch e depois eu trato de comprar os móveis.",
  "interior-design", "Mersch", "Mersch", [], [], "L")
M("pt-t14",
  "Moramos em Villerupt, do lado francês, e trabalhamos os dois no Luxemburgo. "
  "Na cave e na garagem há ratos, já roeram os sacos de batatas e há cocó por todo o lado. "
  "As ratoeiras do supermercado não chegam. "
  "Fazem serviços em França?",
  "pest-control", "abroad", "Villerupt", ["Luxemburgo"], [], "QP")
M("pt-t15",
  "Tenho um consultório dentário com duas salas em Cents e a empresa de limpeza deixou-nos sem aviso. "
  "Precisamos de alguém três vezes por semana ao fim do dia, com cuidado especial nas salas de tratamento. "
  "Pode começar já na próxima semana?",
  "cleaning", "Luxembourg", "Cents", [], [], "XQP")

# ---------------------------------------------------------------- Italian
M("it-s01",
  "Il miscelatore termostatico Grohe della doccia gocciola e l'acqua passa da bollente a fredda all'improvviso, abitiamo a Strassen.",
  "plumbing", "Strassen", "Strassen", [], [], "B")
M("it-s02",
  "Abbiamo comprato un appartamento degli anni '60 a Dommeldange e le prese non hanno la messa a terra, conviene rifare tutto l'impianto prima che nasca il bambino?",
  "electrical", "Luxembourg", "Dommeldange", [], [], "QP")
M("it-s03",
  "Abbiamo chiuso la veranda e vorremmo aggiungere due termosifoni collegati all'impianto della caldaia a gasolio, a Bettendorf si riesce a farlo prima di Natale?",
  "heating", "Bettendorf", "Bettendorf", [], [], "Q")
M("it-s04",
  "Si possono posare piastrelle grandi 60x120 direttamente sopra quelle vecchie del bagno senza demolire, casa a Mondercange?",
  "tiling", "Mondercange", "Mondercange", [], [], "Q")
M("it-s05",
  "La macchina da caffè a incasso Miele perde acqua da sotto e sul display compare F 74, siamo a Gosseldange.",
  "appliance-repair", "Lintgen", "Gosseldange", [], [], "BP")
M("it-s06",
  "piano a induzione AEG da errore E H e si spegne dopo 2 minuti, a lussemburgo città, quando potete venire",
  "appliance-repair", "Luxembourg", "lussemburgo", [], [], "BCP")
M("it-s07",
  "Vorrei trasformare un angolo del prato in un orto, togliere l'erba, vangare, preparare la terra e piantare pomodori, zucchine e insalata, giardino a Bous.",
  "gardening", "Bous-Waldbredimus", "Bous", [], [], "P")
M("it-s08",
  "Cerchiamo un servizio di catering per la festa dei 50 anni di mio marito, circa sessanta persone, buffet italiano.",
  None, None, None, [], [], "")
M("it-s09",
  "Mi servono le cartelle cliniche del CHL tradotte dal francese all'italiano per il mio chirurgo, sono una ventina di pagine.",
  "translation", None, None, [], [], "")
M("it-s10",
  "Sabato festeggiamo i 18 anni di nostra figlia in casa con quaranta invitati e domenica mattina ci servirebbe qualcuno per pulire tutto, zona Weimerskirch.",
  "cleaning", "Luxembourg", "Weimerskirch", [], [], "P")
M("it-t01",
  "Ho una trattoria a Remich e il lunedì siamo chiusi. "
  "Le pareti della sala sono annerite dal fumo delle candele e ci sono macchie di grasso vicino alla cucina. "
  "Mi servirebbe qualcuno che ridipinga la sala in un solo lunedì, o al massimo due, così non perdo giorni di apertura. "
  "Si può fare?",
  "painting", "Remich", "Remich", [], [], "XQ")
M("it-t02",
  "Nel soggiorno abbiamo due nicchie ai lati del camino e vorremmo delle librerie su misura, con ante chiuse in basso e ripiani aperti sopra. "
  "Il legno dovrebbe essere laccato bianco come le porte. "
  "Abitiamo a Hollenfels, in una casa vecchia dove nessun muro è dritto.",
  "carpentry", "Helperknapp", "Hollenfels", [], [], "P")
M("it-t03",
  "Il tetto del garage è fatto di lastre ondulate di Eternit degli anni '70 e alcune sono crepate. "
  "Ho letto che contengono amianto e non vorrei toccarle io. "
  "Vorrei sostituirle con pannelli isolati. "
  "Il garage è staccato dalla casa, ad Alzingen.",
  "roofing", "Hesperange", "Alzingen", [], [], "BP")
M("it-t04",
  "La nostra casa a Consdorf ha la facciata in pietra arenaria e le fughe tra le pietre si stanno sbriciolando, in alcuni punti entra l'umidità. "
  "Un vicino dice che bisogna rifarle con malta di calce e non con il cemento. "
  "Voi fate questo tipo di lavoro?",
  "masonry", "Consdorf", "Consdorf", [], [], "Q")
M("it-t05",
  "Abbiamo uno studio di commercialisti su due piani a Mamer e siamo in dodici. "
  "Ogni volta che qualcuno se ne va dobbiamo rincorrere le chiavi. "
  "Vorremmo un sistema con chiave maestra per i titolari, chiavi separate per gli uffici e per l'archivio, e cilindri nuovi su tutte le porte.",
  "locksmith", "Mamer", "Mamer", [], [], "X")
M("it-t06",
  "La nostra piccola agenzia di viaggi si trasferisce a fine mese dal pianterreno al terzo piano dello stesso palazzo a Differdange. "
  "Ci sono otto scrivanie, armadi pieni di cataloghi e una fotocopiatrice enorme. "
  "Il trasloco va fatto in un weekend perché il lunedì riapriamo. "
  "I computer li scollega il nostro tecnico.",
  "moving", "Differdange", "Differdange", [], [], "XO")
M("it-t07",
  "Abbiamo una casa degli anni '70 a Canach che consuma tantissimo. "
  "Vorremmo isolare il tetto e la facciata, cambiare le finestre e la porta d'ingresso e sfruttare gli aiuti Klimabonus. "
  "Cerchiamo un'impresa che faccia il bilancio energetico, i lavori e ci aiuti con le pratiche.",
  "renovation", "Lenningen", "Canach", [], [], "LP")
M("it-t08",
  "Ho un'azienda agricola a Bigelbach con un fienile che ha 600 m² di tetto rivolto a sud. "
  "Vorrei metterci dei pannelli fotovoltaici per alimentare la stalla e la mungitrice e vendere il resto. "
  "Quanta potenza ci starebbe e ci sono aiuti per gli agricoltori?",
  "solar", "Reisdorf", "Bigelbach", [], [], "XQP")
M("it-t09",
  "Nel nostro condominio il syndic vuole rifare la facciata e ha diviso la spesa in parti uguali, 18.000 euro a testa, anche se il mio è il monolocale più piccolo. "
  "Secondo me dovrebbe essere in base ai millesimi. "
  "All'assemblea sono stata messa in minoranza. "
  "Posso contestare la decisione?",
  "legal", None, None, [], [], "OQ")
M("it-t10",
  "Sono traduttrice freelance da gennaio e lavoro per agenzie straniere. "
  "Non so come fatturare l'IVA ai clienti esteri né come fare la dichiarazione dei redditi da indipendente. "
  "Mi serve qualcuno che tenga la mia contabilità, non è un lavoro enorme.",
  "accounting", None, None, [], [], "X")
M("it-t11",
  "Ho un negozio di fiori a Grevenmacher e il computer della cassa da stamattina si blocca sulla schermata blu. "
  "Dentro ci sono tutti gli ordini per i matrimoni del mese e le fatture. "
  "Il fornitore della cassa dice che il problema è il PC, non il software.",
  "it-support", "Grevenmacher", "Grevenmacher", [], [], "XO")
M("it-t12",
  "Con mia moglie gestiamo un B&B con quattro camere a Berdorf, vicino ai sentieri del Mullerthal. "
  "Adesso dipendiamo da Booking, che prende il 18%, e vorremmo un sito nostro in quattro lingue, con il calendario delle disponibilità e il pagamento online.",
  "web-development", "Berdorf", "Berdorf", ["Mullerthal"], [], "XP")
M("it-t13",
  "Apro una gelateria a giugno e sto preparando il menu, il sito e i social. "
  "Mi servono foto professionali dei gusti, delle coppe e del locale, con una luce estiva. "
  "Il logo e il sito li fa già un'agenzia.",
  "photography", None, None, [], [], "XO")
M("it-t14",
  "Ho comprato un bilocale a Metz da affittare su Airbnb, visto che lavoro a Lussemburgo e lì i prezzi sono più bassi. "
  "È completamente vuoto e io non ho né tempo né gusto. "
  "Cerco qualcuno che scelga mobili, tessili, luci e decorazioni per renderlo accogliente, con un budget di 8.000 euro.",
  "interior-design", "abroad", "Metz", ["Lussemburgo"], [], "LP")
M("it-t15",
  "Ho una pizzeria e ieri sera, chiudendo, ho visto degli scarafaggi dietro il forno e sotto il lavello. "
  "Tra due settimane c'è il controllo sanitario e non posso rischiare. "
  "Serve un trattamento discreto, fuori dall'orario di apertura. "
  "L'indirizzo è 5, rue principale, L-5230.",
  "pest-control", "Sandweiler", "L-5230", [], [], "XP")

# ---------------------------------------------------------------- Spanish
M("es-s01",
  "Tenemos un depósito de agua de lluvia enterrado en el jardín y queremos conectarlo a los dos inodoros de la casa con una bomba, vivimos en Mullendorf.",
  "plumbing", "Steinsel", "Mullendorf", [], [], "P")
M("es-s02",
  "Tengo una panadería en Rollingergrund y vamos a poner un segundo horno eléctrico trifásico, pero el cuadro actual no da para más.",
  "electrical", "Luxembourg", "Rollingergrund", [], [], "XP")
M("es-s03",
  "La caldera de gas del piso da calefacción pero desde ayer no sale agua caliente en la ducha, es un alquiler en Schifflange y el casero no contesta.",
  "heating", "Schifflange", "Schifflange", [], [], "O")
M("es-s04",
  "Quiero que me pinten el suelo del garaje con pintura epoxi gris, son unos 40 m² de hormigón, en Mertzig.",
  "painting", "Mertzig", "Mertzig", [], [], "")
M("es-s05",
  "Vamos a abrir una heladería en Clemency y hay que alicatar el suelo y las paredes del obrador con azulejo antideslizante, unos 25 m².",
  "tiling", "Käerjeng", "Clemency", [], [], "XP")
M("es-s06",
  "La llave de la puerta blindada gira en vacío y no consigo cerrar desde fuera, vivo en un tercero en Pfaffenthal.",
  "locksmith", "Luxembourg", "Pfaffenthal", [], [], "P")
M("es-s07",
  "El arcón congelador del sótano hace ruido y ya no congela, la comida se está descongelando, es un Beko de hace seis años y estoy en Ehnen.",
  "appliance-repair", "Wormeldange", "Ehnen", [], [], "BP")
M("es-s08",
  "hemos comprado una casa en olm con un jardin abandonado lleno de zarzas y ortigas de metro y medio, alguien puede desbrozarlo todo??",
  "gardening", "Kehlen", "olm", [], [], "CQP")
M("es-s09",
  "Busco un profesor particular de matemáticas para mi hijo de 15 años, que va al Lycée y está suspendiendo.",
  None, None, None, [], [], "")
M("es-s10",
  "Me he comprado un portátil nuevo y necesito que alguien me pase todo del viejo, fotos, correos, programas y la impresora, que yo no me aclaro 😅",
  "it-support", None, None, [], [], "C")
M("es-t01",
  "Tengo una peluquería pequeña y quiero poner un segundo lavacabezas al fondo del local. "
  "Ahora solo hay agua en la pared de la entrada, así que habría que llevar el agua caliente, la fría y el desagüe unos cinco metros. "
  "El electricista ya vino para el enchufe. "
  "El local está en la rue du Commerce, 3450 Dudelange, ¿me podéis dar un presupuesto?",
  "plumbing", "Dudelange", "Dudelange", [], [], "XOQP")
M("es-t02",
  "Estamos montando un pequeño bar de vinos en Eich y queremos una barra de madera maciza de unos cuatro metros, con estantes detrás para las botellas. "
  "La interiorista ya nos hizo el diseño con las medidas. "
  "Buscamos quien la fabrique y la monte.",
  "carpentry", "Luxembourg", "Eich", [], [], "XOP")
M("es-t03",
  "Vivimos en Athus, en Bélgica, justo al lado de Rodange. "
  "Queremos abrir dos ventanas de tejado tipo Velux en el desván para que entre luz. "
  "¿Trabajáis también al otro lado de la frontera?",
  "roofing", "abroad", "Athus", ["Rodange"], [], "BQP")
M("es-t04",
  "Queremos cerrar el frente de la casa con un muro bajo de bloques revocado, de unos doce metros, con dos pilares para la verja y un hueco para el buzón. "
  "La verja de hierro ya se la hemos encargado a un herrero. "
  "La casa está en Kleinbettingen.",
  "masonry", "Steinfort", "Kleinbettingen", [], [], "OP")
M("es-t05",
  "Nos vamos seis meses a Chile por trabajo y dejamos el piso de Lorentzweiler. "
  "Hay que llevar todos los muebles y las cajas a un guardamuebles y traerlos de vuelta en enero. "
  "¿Hacéis también el almacenaje o solo el transporte?",
  "moving", "Lorentzweiler", "Lorentzweiler", [], [], "QP")
M("es-t06",
  "Tengo un restaurante de tapas y la campana extractora de la cocina y los filtros tienen una capa de grasa enorme. "
  "El seguro nos exige un certificado de limpieza de conductos una vez al año. "
  "¿Hacéis limpieza industrial de campanas y conductos? "
  "Dirección: 20 route de Diekirch, L-7220.",
  "cleaning", "Walferdange", "L-7220", [], ["Diekirch"], "XQP")
M("es-t07",
  "Tenemos un sótano de 50 m² con suelo de cemento y paredes sin revocar, y queremos convertirlo en sala de juegos para los niños con un pequeño baño. "
  "Hay algo de humedad en una esquina. "
  "Necesitamos a alguien que lo haga todo: humedades, aislamiento, suelo, luz y el baño. "
  "Estamos en Crauthem.",
  "renovation", "Roeser", "Crauthem", [], [], "LP")
M("es-t08",
  "Queremos hacer una pérgola para el coche con placas solares encima en lugar de ponerlas en el tejado, que da al norte. "
  "¿Sale rentable en Luxemburgo con las ayudas actuales? "
  "La casa está en Beringen.",
  "solar", "Mersch", "Beringen", [], ["Luxemburgo"], "QP")
M("es-t09",
  "Dejé el piso de alquiler en Neudorf en perfecto estado hace cuatro meses y el propietario sigue sin devolverme la fianza de tres meses. "
  "Ahora dice que hay que pintar todo y que se queda con el dinero. "
  "Tengo fotos del día de la entrega. "
  "¿Qué puedo hacer?",
  "legal", "Luxembourg", "Neudorf", [], [], "OQP")
M("es-t10",
  "Vamos a contratar a una niñera a media jornada para nuestros dos hijos. "
  "Nos han dicho que hay que darla de alta en la seguridad social, hacer nóminas cada mes y declararlo todo al CCSS. "
  "Yo no tengo ni idea y prefiero que lo lleve un profesional.",
  "accounting", None, None, [], [], "")
M("es-t11",
  "Doy clases de salsa y bachata en un gimnasio y ya tengo cien alumnos. "
  "Necesito una página web con los horarios, los niveles y un sistema para que se apunten y paguen los cursos online. "
  "Ahora lo hago todo por WhatsApp y es un caos.",
  "web-development", None, None, [], [], "X")
M("es-t12",
  "El programador ya está terminando la web de nuestra empresa, pero los textos solo los tenemos en español. "
  "Necesitamos traducirlos al francés y al alemán, unas quince páginas, con buen nivel y nada de traductor automático.",
  "translation", None, None, [], [], "O")
M("es-t13",
  "Soy pintora, hago cuadros al óleo, y en primavera expongo en una galería. "
  "Necesito fotos profesionales de unos treinta cuadros para el catálogo, con los colores fieles y sin reflejos. "
  "Mi taller está en Wilwerwiltz.",
  "photography", "Kiischpelt", "Wilwerwiltz", [], [], "XOP")
M("es-t14",
  "Abro un estudio de yoga en un local de Beaufort que antes era una oficina, con moqueta gris y fluorescentes. "
  "Quiero que transmita calma: colores, iluminación, cortinas y sitio para guardar las esterillas. "
  "No busco obras grandes, sino alguien que me diseñe el ambiente y me diga qué comprar.",
  "interior-design", "Beaufort", "Beaufort", [], [], "X")
M("es-t15",
  "Desde que llegó el calor entran hormigas pequeñas por debajo del rodapié de la cocina y hacen caminos hasta el azúcar. "
  "Ya probé cebos del supermercado y vinagre, y vuelven. "
  "El piso es un bajo en Gonderange.",
  "pest-control", "Junglinster", "Gonderange", [], [], "P")
