MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Brauch en Elektriker fir 3 nei Steckdousen an der Kichen ze setzen, mir wunnen zu Bouneweg, wann et geet nach virun Chrëschtdag",
    "electrical", "Luxembourg", "Bouneweg", situation="Three new kitchen sockets in Bonnevoie before Christmas")
add("lb-s02", "sinn ausgespaart 😩 de Schlëssel steet bannen an der Dier, Nidderkäerjeng, kann iergendeen elo direkt kommen??",
    "locksmith", "Käerjeng", "Nidderkäerjeng", situation="Locked out, key left in the inside of the door")
add("lb-s03", "Offer gesicht fir en Déménagement vu Keespelt op Ettelbréck de 15 Januar, 3 Zëmmer, zweete Stack ouni Lift",
    "moving", "Kehlen", "Keespelt", distractors=["Ettelbréck"], situation="Flat move from Keispelt to Ettelbruck, second floor without lift")
add("lb-s04", "Wéini hätt dir en Termin fir d'Wanterreifen op mengem Golf ze wiesselen?",
    None, None, None, situation="Wants winter tyres changed on a car (car garage, not a listed trade)")
add("lb-s05", "Ech sichen en Affekot deen sech mat Aarbechtsrecht auskennt, mäi Patron wëll mech no 12 Joer ouni richtege Grond entloossen",
    "legal", None, None, situation="Employment lawyer for a dismissal after 12 years")
add("lb-s06", "brauche e Carreleur fir ongeféier 25 m2 Buedemplättercher an der Garage zu Käerch, déi al si gebrach",
    "tiling", "Koerich", "Käerch", situation="New floor tiles in a garage in Koerich")
add("lb-s07", "Wie kéint eis Wiss zu Monnerech vun Abrëll bis Oktober all zwou Wochen méien, ca 600 m2?",
    "gardening", "Mondercange", "Monnerech", situation="Fortnightly lawn mowing for a season")
add("lb-s08", "Fir eise Joresbericht brauche mer professionell Portraitfotoe vun eise 14 Mataarbechter, am beschten direkt bei eis am Büro zu Walfer",
    "photography", "Walferdange", "Walfer", situation="Staff portraits for an annual report, shot at the office")
add("lb-s09", "wat kascht et all d'Fënstere vun engem Eefamillenhaus zu rumelange botzen ze loossen, sinn ongeféier 20 Stéck mat Wantergaart?",
    "cleaning", "Rumelange", "rumelange", situation="Price for cleaning about 20 windows and a conservatory")
add("lb-s10", "Mir sichen eng Fiduciaire déi ab Januar d'Lounfiche fir eis 4 Salariéen mécht",
    "accounting", None, None, situation="Payroll for four employees from January")
add("lb-t01", "Zënter e puer Deeg fält bei eis zu Lëntgen ëmmer de Stroum an der Kichen aus, wann ech de Kettel an den Uewen gläichzäiteg uschalten. Dann muss ech an de Keller fir de Schalter am Kaste rëm erop ze drécken. Gëschter ass et souguer beim Toaster eleng geschitt. D'Haus ass vun 1978 an ech hu bësse Angscht virun engem Brand. Kann dat séier een ukucken?",
    "electrical", "Lintgen", "Lëntgen", kind="a", nu="U", situation="Kitchen circuit keeps tripping in a 1978 house")
add("lb-t02", "All Nuecht héiere mir eppes am Plafong vum Schlofzëmmer kraazen an trëppelen. Haut de Moien louchen kleng schwaarz Kréimelen an der Späicherkummer niewent dem Kazefudder. D'Kaz selwer interesséiert sech guer net dofir 🙄. Mir wunnen zu Hiefenech um Rand vum Bësch, wat kann een do maachen?",
    "pest-control", "Heffingen", "Hiefenech", kind="a", nu="U", situation="Scratching in the ceiling at night and droppings in the store room")
add("lb-t03", "Nom Stuerm vum Weekend leien e puer Zillen an der Entrée an am Gaart. Um Späicher ass elo en naasse Flack op der Isolatioun direkt ënnert dem Fiischt. Mir sinn zu Hamiville, d'Haus ass e Bungalow vun 1995. Et soll nächst Woch nees vill reenen.",
    "roofing", "Wincrange", "Hamiville", kind="a", nu="U", situation="Tiles blown off in a storm, wet insulation under the ridge")
add("lb-t04", "Eise Spullbak an der Kichen leeft zënter enger Woch bal net méi of. Mäi Noper sot, ech soll kachend Waasser mat Soda an den Oflaf schëdden, dat géif ëmmer hëllefen. Elo ass et nach méi schlëmm an et stinkt aus dem Siphon. Ass e Sanitärinstallateur deen bis e Freideg zu Buerschent laanscht komme kann?",
    "plumbing", "Bourscheid", "Buerschent", kind="b", nu="N", situation="Blocked kitchen sink made worse by the neighbour's soda trick")
add("lb-t05", "Mir hunn de Plafong vum Living am Summer selwer gestrach, de Verkeefer am Baumaart sot eis, d'Wandfaarf géif och fir de Plafong goen. Elo blieden sech grouss Stécker of, virun allem iwwer der Fënster. Et ass kee Schimmel, d'Faarf hält einfach net. Kéint dat een zu Feulen richteg nei maachen, et sinn ronn 35 m2?",
    "painting", "Feulen", "Feulen", kind="b", nu="U", situation="Ceiling paint peeling after the DIY shop said wall paint would do")
add("lb-t06", "An eisem neie Lotissement zu Proz ass d'Buedemheizung am Kannerzëmmer ëmmer kal, déi aner Zëmmer sinn ok. De Bauträger seet, mir sollen einfach den Thermostat op 28 setzen, dat géif sech ausgläichen. Dat maache mer elo zënter dräi Wochen an et huet näischt bruecht. Mir hätte gär e Chauffagist deen d'Verdeeler an d'Ventiler kontrolléiert.",
    "heating", "Préizerdaul", "Proz", kind="b", nu="N", situation="One underfloor heating loop cold; developer said turn the thermostat up")
add("lb-t07", "D'Stëtzmauer hannert eisem Haus zu Sëll huet e Rass deen zënter dem Fréijoer ëmmer méi breet gëtt. Mäi Schwoer huet en mat Silikon zougemaach a gesot dat hält nach 20 Joer. Elo ass de Silikon erausgerappt an d'Mauer hänkt liicht no vir. Kann dat een ukucken ier se ëmfält?",
    "masonry", "Saeul", "Sëll", kind="b", nu="U", situation="Widening crack in a retaining wall, brother-in-law used silicone")
add("lb-t08", "Moien, ech sinn de Sekretär vun enger Musek mat 45 Musikanten. Mir hätte gär eng Websäit wou een eis Concerten gesäit an online Tickete fir eise Galaconcert reservéiere kann. Eis al Säit ass vun 2011 a geet um Handy guer net, an de Budget läit bei ongeféier 3000 Euro.",
    "web-development", None, None, kind="c", nu="U", situation="Brass band wants a new site with concert calendar and ticket booking")
add("lb-t09", "Mir sinn eng kleng Schräinerei zu Nocher mat 6 Leit. Zënter mer den neie Router kritt hunn, fënnt kee PC méi den Drécker am Büro, an de Server mat de Pläng ass och net méi erreechbar. Eise Meeschter ass gutt mat Holz, awer net mat Computeren 😅. Mir sichen eng IT-Firma déi dat séier riicht an eventuell och e Wartungsvertrag mécht.",
    "it-support", "Goesdorf", "Nocher", not_place=["Holz"], kind="c", nu="N", situation="Joinery workshop lost printer and file server after a router swap")
add("lb-t10", "Eise Fussballclub huet nei Statuten ausgeschafft, déi sinn elo nëmmen op Lëtzebuergesch. Fir d'Federatioun an e Sponsor aus der Belsch brauche mer se op Franséisch an op Däitsch. Et sinn 14 Säiten. Bis wéini kéint dat fäerdeg sinn?",
    "translation", None, None, distractors=["Belsch"], kind="c", nu="U", situation="Football club statutes into French and German")
add("lb-t11", "Ech hunn eng Zänndokterpraxis zu Konsdref an de Waardesall gesäit aus wéi 1990. Ech hätt gär eng Interior Designerin déi mir e Konzept mécht: Faarwen, Miwwelen, Beliichtung, eventuell eng Spillecke fir d'Kanner. D'Ëmsetzung kënne mer duerno mat lokale Firmen maachen. D'Patiente soen ëmmer, et wier do ze däischter. Wann et geet, soll alles virun der Summervakanz fäerdeg sinn.",
    "interior-design", "Consdorf", "Konsdref", kind="c", nu="N", situation="Dental practice wants a waiting-room concept")
add("lb-t12", "Mir hunn eng Duebelgarage mat Flaachdaach, ronn 40 m2, Ausriichtung Süd-West. Lount et sech do Panneauen drop ze setzen oder ass dat ze kleng? Mir verbrauchen ongeféier 4500 kWh am Joer an hunn och en Elektroauto. Mir wunnen zu Flaxweiler.",
    "solar", "Flaxweiler", "Flaxweiler", kind="d", nu="U", situation="Is a 40 m2 flat garage roof worth PV panels")
add("lb-t13", "Mir wëllen eng Terrass aus Holz vun ongeféier 30 m2 hannert dem Haus zu Greiweldeng. Wat ass besser fir eis: Bangkirai, Douglas oder Lärch, wa mer net all Joer wëllen uelegen? Wéi vill kascht dat ongeféier pro m2 mat Montage? Mir sichen e Schräiner deen dat am Abrëll ka bauen.",
    "carpentry", "Stadtbredimus", "Greiweldeng", not_place=["Holz"], kind="d", nu="N", situation="Which wood for a 30 m2 deck and what it costs")
add("lb-t14", "Eis Spullmaschinn, eng Siemens vun 2017, wäscht nach, awer d'Geschier kënnt kal an naass eraus. Ech mengen d'Hëtzt geet net méi. Lount sech eng Reparatur nach bei esou engem Modell oder soll ech direkt eng nei kafen? Mir sinn zu Furen bei Diekirch.",
    "appliance-repair", "Tandel", "Furen", distractors=["Diekirch"], kind="d", nu="U", situation="Dishwasher no longer heats: repair or replace")
add("lb-t15", "Meng Mamm huet en Haus zu Wasserliesch, direkt vis-à-vis vu Gréiwemaacher op der däitscher Säit. D'Kichen an d'Buedzëmmer si vun 1985 a solle allebéid nei gemaach ginn, mat Plättercher, Sanitär an neie Stroumleitungen. Huele lëtzebuerger Betriber esou Chantieren an Däitschland iwwerhaapt un? A wéi laang dauert sou eppes ongeféier?",
    "renovation", "abroad", "Wasserliesch", distractors=["Gréiwemaacher", "Däitschland"], kind="d", nu="U", situation="Kitchen and bathroom refit at the mother's house across the Moselle")

# ---------------- French ----------------
add("fr-s01", "Bonjour, la chasse d'eau des WC coule en continu depuis hier soir, appartement à Limpertsberg, quelqu'un de dispo demain matin ?",
    "plumbing", "Luxembourg", "Limpertsberg", situation="Toilet cistern running non-stop in a Limpertsberg flat")
add("fr-s02", "Je voudrais faire installer une borne de recharge 11 kW dans le garage de notre maison à Rodange, budget autour de mille deux cents euros",
    "electrical", "Pétange", "Rodange", not_place=["cents"], situation="11 kW car charger in the garage")
add("fr-s03", "Devis svp pour un déménagement de Metz vers Dudelange (L-3450) le samedi 20 mars, T3 au 2e étage sans ascenseur côté Metz",
    "moving", "Dudelange", "Dudelange", distractors=["Metz"], situation="Move from Metz into Dudelange, labelled at the Luxembourg end")
add("fr-s04", "Nous cherchons une nounou qui parle français et luxembourgeois pour nos jumeaux de deux ans, trois après-midis par semaine",
    None, None, None, situation="Looking for a nanny (not a listed trade)")
add("fr-s05", "Besoin d'un interprète français-portugais pour accompagner ma mère chez le notaire lors de la signature de l'acte de vente",
    "translation", None, None, situation="Interpreter for the mother at a notary signing")
add("fr-s06", "punaises de lit dans deux chambres depuis notre retour de vacances 😱 on habite à Crauthem, c'est urgent svp",
    "pest-control", "Roeser", "Crauthem", situation="Bed bugs after a holiday")
add("fr-s07", "Cherche une entreprise pour le nettoyage de fin de chantier d'une maison neuve de 180 m2, adresse du chantier 4 rue des Prés L-3353, avant notre emménagement début mai",
    "cleaning", "Leudelange", "L-3353", situation="Post-construction clean of a new house before moving in")
add("fr-s08", "Nous voudrions faire abattre un bouleau d'environ 15 m planté trop près de la maison au Howald, avec rognage de la souche",
    "gardening", "Hesperange", "Howald", situation="Fell a birch too close to the house and grind the stump")
add("fr-s09", "Mon voisin a construit son abri de jardin à 50 cm de la limite sans autorisation et refuse d'en parler, je cherche un avocat",
    "legal", None, None, situation="Lawyer for a neighbour's shed built on the boundary")
add("fr-s10", "les joints de la douche s'effritent et plusieurs carreaux sonnent creux, salle de bain à bettembourg, qui peut refaire sa",
    "tiling", "Bettembourg", "bettembourg", situation="Crumbling shower grout and hollow-sounding tiles")
add("fr-t01", "Depuis ce matin, plus d'eau chaude et tous les radiateurs sont froids dans notre maison à Esch/Alzette, près de la gare. La chaudière gaz fait un petit clic mais la flamme ne s'allume jamais. Le compteur de gaz tourne normalement et la cuisinière marche. Avec deux enfants en bas âge et 2 degrés dehors, c'est vraiment pénible.",
    "heating", "Esch-sur-Alzette", "Esch/Alzette", not_place=["gare"], kind="a", nu="U", situation="Gas boiler clicks but never lights: no heat, no hot water")
add("fr-t02", "Une fissure en escalier est apparue dans le mur en blocs de béton de notre garage à Oberkorn. Au début c'était un fil, maintenant je peux y glisser une pièce de deux euros. Le sol devant la porte du garage s'est aussi un peu affaissé. On a peur que ça empire avec le gel cet hiver.",
    "masonry", "Differdange", "Oberkorn", kind="a", nu="U", situation="Stair-step crack widening in a concrete-block garage wall")
add("fr-t03", "Le frigo fait un claquement toutes les cinq minutes et le bas reste tiède, autour de 12 degrés. Le congélateur du dessus fonctionne normalement. C'est un combiné Liebherr de 2016, pas encastré, nous sommes à Aspelt et j'ai déjà dû jeter pas mal de nourriture.",
    "appliance-repair", "Frisange", "Aspelt", kind="a", nu="U", situation="Fridge section clicks and stays warm, freezer fine")
add("fr-t04", "À l'étage, la pression de l'eau est devenue très faible, au lavabo comme à la douche, alors qu'au rez-de-chaussée tout va bien. Au magasin de bricolage on m'a conseillé de changer les pommeaux et les mousseurs, j'ai dépensé 90 euros pour rien. La maison date de 1972 et les tuyaux sont encore en acier galvanisé je crois. Je cherche un plombier sur Hassel pour trouver la vraie cause.",
    "plumbing", "Weiler-la-Tour", "Hassel", kind="b", nu="N", situation="Weak water pressure upstairs; the DIY shop sold new shower heads")
add("fr-t05", "J'habite à Audun-le-Tiche, juste de l'autre côté de la frontière, et je travaille à Esch. Après la tempête, mon beau-père est monté sur le toit et a recollé les tuiles cassées avec du mastic, selon lui ça tient vingt ans. Trois semaines plus tard il y a une tache brune au plafond de la chambre sous les combles. Quelqu'un pourrait venir voir ça sérieusement, même côté français ?",
    "roofing", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="b", nu="U", situation="Father-in-law glued broken roof tiles with mastic; house just across the French border")
add("fr-t06", "Nous avons fait repeindre la façade de notre maison à Remerschen il y a deux ans, et le voisin qui travaille dans le bâtiment nous avait dit qu'on pouvait peindre directement sur l'ancien crépi sans fixateur. Aujourd'hui la peinture cloque et part par plaques du côté de la Moselle. Il faudrait tout gratter et refaire correctement avant l'hiver prochain. Environ 140 m2 de façade, une seule hauteur d'échafaudage.",
    "painting", "Schengen", "Remerschen", distractors=["Moselle"], kind="b", nu="U", situation="Facade paint blistering after painting over old render without primer")
add("fr-t07", "Quelqu'un a essayé de forcer la porte d'entrée de notre maison à Dalheim pendant le week-end, le cylindre est tout abîmé et la clé tourne difficilement. L'assurance dit qu'un simple cylindre standard suffit, mais ce n'était déjà pas suffisant cette fois. Nous voudrions un serrurier qui pose un cylindre de sécurité anti-arrachement et peut-être une serrure trois points. Idéalement avant vendredi.",
    "locksmith", "Dalheim", "Dalheim", kind="b", nu="N", situation="Damaged lock cylinder after an attempted break-in; insurer says standard cylinder is enough")
add("fr-t08", "Je suis présidente d'une asbl de théâtre amateur d'une trentaine de membres. Notre trésorier a démissionné en cours d'année et les comptes 2026 sont un vrai chantier : tickets de caisse, subsides communaux, recettes du bar. Il nous faut un bilan propre à présenter à l'assemblée générale en mars. Les statuts prévoient deux réviseurs de caisse, mais il faut d'abord que quelqu'un remette tout en ordre. Nous avons un petit budget pour ça. Est-ce que quelqu'un accepte ce genre de petit dossier ?",
    "accounting", None, None, kind="c", nu="U", situation="Amateur theatre association needs its annual accounts after the treasurer quit")
add("fr-t09", "Je viens d'ouvrir un cabinet de kinésithérapie avec une collègue. Aujourd'hui les patients nous appellent ou nous écrivent par SMS pour chaque rendez-vous, on passe une heure par jour au téléphone. On cherche un développeur web pour un petit site avec prise de rendez-vous en ligne, synchronisé avec nos agendas Google. Le site doit exister en français, allemand et portugais.",
    "web-development", None, None, kind="c", nu="N", situation="Physiotherapy practice wants a site with online appointment booking")
add("fr-t10", "Notre domaine viticole à Remich lance une nouvelle cuvée de crémant au printemps. Nous avons besoin de photos des bouteilles sur fond blanc pour la boutique en ligne, et de quelques images d'ambiance dans les vignes et la cave. Si possible aussi une courte vidéo pour Instagram. Le tournage pourrait se faire un jour en avril.",
    "photography", "Remich", "Remich", kind="c", nu="U", situation="Winery needs product shots and a short video for a new crémant")
add("fr-t11", "Nous sommes un bureau d'architectes de 8 personnes à Mondorf. Notre NAS de sauvegarde a lâché la semaine dernière et on s'est rendu compte que la dernière copie datait d'octobre. Nous cherchons un informaticien pour remettre en place des sauvegardes fiables, idéalement avec une copie dans le cloud. Un contrat de maintenance nous intéresse aussi.",
    "it-support", "Mondorf-les-Bains", "Mondorf", kind="c", nu="N", situation="Architects' office NAS died; wants reliable backups and maintenance")
add("fr-t12", "Notre toiture à Canach devra être refaite d'ici 5 à 8 ans selon le couvreur. Est-ce que ça vaut la peine de poser des panneaux photovoltaïques maintenant, ou vaut-il mieux attendre la nouvelle toiture ? Le démontage et remontage des panneaux coûte combien en général ? Orientation plein sud, environ 45 m2 exploitables.",
    "solar", "Lenningen", "Canach", kind="d", nu="U", situation="PV now or after the roof is redone in a few years")
add("fr-t13", "L'escalier en chêne de notre maison à Kleinbettingen grince à chaque marche et deux marches ont un peu de jeu. Est-ce que ça se répare ou faut-il le remplacer entièrement ? Il a environ 40 ans mais le bois semble sain. Je cherche un menuisier pour un avis et un devis.",
    "carpentry", "Steinfort", "Kleinbettingen", kind="d", nu="N", situation="Creaking oak staircase: repair or replace")
add("fr-t14", "Nous venons d'acheter un appartement de 70 m2 à Bous, très lumineux mais mal agencé, avec un long couloir qui ne sert à rien. Je télétravaille trois jours par semaine et on attend un bébé. Comment aménager l'espace pour avoir un coin bureau et une chambre d'enfant sans abattre de murs ? Et combien coûterait un plan d'aménagement avec couleurs et mobilier ? Si vous connaissez la perle rare, je suis preneuse !",
    "interior-design", "Bous-Waldbredimus", "Bous", not_place=["perle"], kind="d", nu="U", situation="How to lay out a 70 m2 flat for a home office and a nursery, and what a plan costs")
add("fr-t15", "Nous hésitons à transformer le grenier de notre maison à Garnich en deux chambres avec une salle de douche. Il faudrait isoler, poser des fenêtres de toit, tirer l'électricité et l'eau, monter les cloisons et faire les sols. Quel budget faut-il prévoir en gros pour 60 m2, et combien de temps dure un chantier pareil ? On a lu des montants entre 40 000 et 120 000 euros, ça ne nous aide pas beaucoup.",
    "renovation", "Garnich", "Garnich", kind="d", nu="U", situation="Budget and duration for converting an attic into two bedrooms and a shower room")

# ---------------- German ----------------
add("de-s01", "Suche Schreiner für einen Einbauschrank unter der Dachschräge in unserer Wohnung auf Kirchberg, Maße ca 3,20 x 1,10 m",
    "carpentry", "Luxembourg", "Kirchberg", not_place=["einen"], situation="Built-in wardrobe under a sloping ceiling")
add("de-s02", "Bei uns in Echternach kommen seit Tagen Ameisen in Massen aus der Fußleiste in der Küche, wer kann das dauerhaft beseitigen?",
    "pest-control", "Echternach", "Echternach", situation="Ants pouring out of the kitchen skirting board")
add("de-s03", "Suche zuverlässigen Hundesitter für unseren Labrador während unseres Urlaubs vom 3 bis 17 August",
    None, None, None, situation="Dog sitter during a holiday (not a listed trade)")
add("de-s04", "Brauche einen Elektriker, der im Altbau in Wasserbillig den alten Sicherungskasten gegen einen neuen Verteiler mit FI-Schalter tauscht",
    "electrical", "Mertert", "Wasserbillig", not_place=["einen"], situation="Replace an old fuse box with a new board and RCD")
add("de-s05", "Ich suche einen Anwalt für Erbrecht, mein Bruder und ich streiten seit dem Tod unseres Vaters um das Elternhaus",
    "legal", None, None, not_place=["einen"], situation="Inheritance lawyer for a dispute between siblings over the parents' house")
add("de-s06", "wir möchten unseren verwilterten Garten in Berburg neu anlegen lassen mit Rollrasen und zwei Staudenbeeten ca 300 m2",
    "gardening", "Manternach", "Berburg", situation="Redesign an overgrown garden with turf and flower beds")
add("de-s07", "Umzug eines 4-Zimmer-Hauses von Gonderingen nach Perl Ende Februar, brauchen auch Packmaterial und Einlagerung für 2 Monate",
    "moving", "Junglinster", "Gonderingen", distractors=["Perl"], situation="House move from Gonderange to Perl (DE) with two months' storage")
add("de-s08", "Fliesenleger gesucht: Küchenrückwand in Ehnen mit Metrofliesen belegen, etwa 4 m2, Fliesen sind schon gekauft",
    "tiling", "Wormeldange", "Ehnen", situation="Metro-tile kitchen splashback")
add("de-s09", "Können Sie ein 40-seitiges technisches Handbuch für eine Verpackungsmaschine vom Deutschen ins Französische übersetzen?",
    "translation", None, None, situation="Translate a 40-page machine manual German to French")
add("de-s10", "Wer übernimmt zweimal pro Woche die Reinigung unserer Arztpraxis in Medernach, ca 120 m2, abends nach 19 Uhr?",
    "cleaning", "Vallée de l'Ernz", "Medernach", situation="Evening cleaning of a doctor's practice twice a week")
add("de-t01", "Seit einer Woche steht jeden Morgen eine Pfütze im Keller, direkt unter dem Hauswasseranschluss. Ich habe alle Wasserhähne zugedreht und die Wasseruhr dreht sich trotzdem langsam weiter. An der Wand hinter dem Zähler ist der Putz feucht. Wir wohnen in Befort, das Haus ist Baujahr 1965.",
    "plumbing", "Beaufort", "Befort", kind="a", nu="U", situation="Puddle under the water main, meter keeps turning with all taps shut")
add("de-t02", "Der kleine Tresor in unserem Arbeitszimmer geht nicht mehr auf. Beim Eingeben des Codes piept er dreimal und bleibt zu, obwohl ich die Batterien schon zweimal gewechselt habe. Drin liegen unsere Pässe und ein Ersatzschlüssel fürs Auto, die brauchen wir vor dem Urlaub nächste Woche. Wir sind in Gilsdorf.",
    "locksmith", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="Electronic home safe will not open, passports inside")
add("de-t03", "Jeden Morgen gegen 6 Uhr, wenn die Heizung anspringt, klopft und knallt es in den Rohren hinter den Heizkörpern im Wohnzimmer. Das geht etwa zehn Minuten so, dann wird es ruhig. Die Kinder wachen davon auf und der Hund bellt. Das Haus in Fels ist ein Altbau mit Gasheizung, die vor drei Jahren erneuert wurde.",
    "heating", "Larochette", "Fels", kind="a", nu="U", situation="Heating pipes bang every morning when the system starts")
add("de-t04", "Bei starkem Regen läuft unsere Dachrinne an der Ecke über, das Wasser klatscht direkt an die Hauswand. Unser Nachbar meinte, wir sollen die undichte Stelle einfach von der Leiter aus mit Silikon zuschmieren, das haben wir gemacht und es tropft trotzdem. Jetzt sieht man, dass die Rinne an der Stelle durchgerostet ist und durchhängt. Wir suchen einen Dachdecker oder Spengler in Rosport, der die Rinne ersetzt. Sie ist etwa zwölf Meter lang.",
    "roofing", "Rosport-Mompach", "Rosport", not_place=["einen"], kind="b", nu="N", situation="Rusted, sagging gutter the neighbour said to seal with silicone")
add("de-t05", "Am Außenputz unseres Hauses in Altrier sind nach dem letzten Winter viele feine Risse entstanden, an zwei Stellen ist der Putz schon hohl und bröckelt. Im Baumarkt hat man uns geraten, die Risse mit Acryl aus der Kartusche zu füllen. Aus diesem Grund haben wir letzten Sommer zehn Kartuschen verbraucht, und jetzt platzt es genau daneben wieder ab. Kann sich das jemand anschauen und sagen, was wirklich gemacht werden muss?",
    "masonry", "Bech", "Altrier", not_place=["Grund"], kind="b", nu="U", situation="Cracked, hollow exterior render; DIY store said fill it with acrylic")
add("de-t06", "Unser Wärmepumpentrockner von Miele, gut fünf Jahre alt, trocknet nicht mehr richtig, die Wäsche ist nach drei Stunden noch feucht. Mein Schwager meinte, es liege nur am Flusensieb, also haben wir ein neues für 35 Euro bestellt, ohne jede Änderung. Jetzt wird das Gerät außen auch noch sehr heiß. Gibt es einen Techniker für Haushaltsgeräte, der nach Weilerbach kommt?",
    "appliance-repair", "Berdorf", "Weilerbach", not_place=["einen"], kind="b", nu="N", situation="Heat-pump tumble dryer no longer dries; brother-in-law blamed the lint filter")
add("de-t07", "Im Treppenhaus unseres Hauses in Müllerthal hatten wir eine alte Raufasertapete, und eine Freundin hat uns geraten, sie einfach mit Latexfarbe zu überstreichen. Jetzt, ein paar Wochen später, lösen sich die Nähte und es bilden sich Blasen, vor allem oben am Geländer. Es sind etwa 45 m2 Wand über zwei Etagen, teilweise sehr hoch. Wir hätten es gern ordentlich: Tapete runter, spachteln, neu streichen.",
    "painting", "Waldbillig", "Müllerthal", kind="b", nu="U", situation="Woodchip wallpaper painted over with latex is bubbling in the stairwell")
add("de-t08", "Wir sind eine kleine Bäckerei mit zwei Filialen und neun Angestellten. Bisher hat meine Schwiegermutter die Buchhaltung gemacht, aber sie geht im Frühjahr in Rente. Wir brauchen jemanden für die laufende Buchführung, die Mehrwertsteuererklärungen und den Jahresabschluss. Am liebsten jemanden, der auch Deutsch spricht.",
    "accounting", None, None, kind="c", nu="U", situation="Bakery needs bookkeeping and annual accounts when the mother-in-law retires")
add("de-t09", "Ich bin im Vorstand eines Reitvereins mit etwa 120 Mitgliedern. Die Reitstunden werden bisher über eine WhatsApp-Gruppe und eine Papierliste im Stall vergeben, das Chaos ist jede Woche groß. Wir suchen einen Webentwickler, der uns eine einfache Seite mit Buchungssystem für Reitstunden und Boxen baut, und ein Mitgliederbereich mit Login wäre schön.",
    "web-development", None, None, not_place=["einen"], kind="c", nu="N", situation="Riding club wants a booking site for lessons and stables")
add("de-t10", "Unser Weingut in Grevenmacher hat seit dem Frühjahr einen Probierraum mit Kartenterminal und Kassensystem. Das WLAN dort bricht ständig ab, und an Samstagen mit vielen Gästen funktioniert das Bezahlen manchmal minutenlang nicht. Der Internetanbieter sagt, bei ihm sei alles in Ordnung. Kann jemand vorbeikommen und das Netzwerk vernünftig einrichten?",
    "it-support", "Grevenmacher", "Grevenmacher", not_place=["einen"], kind="c", nu="U", situation="Winery tasting room Wi-Fi drops and card payments fail")
add("de-t11", "Wir betreiben eine kleine Pension mit acht Zimmern in Diekirch. Die Zimmer sind sauber, aber die Einrichtung stammt aus den 90ern, und in den Bewertungen lesen wir immer wieder 'altmodisch'. Wir suchen eine Innenarchitektin, die ein Konzept für Farben, Licht, Möbel und Textilien macht, das wir Zimmer für Zimmer umsetzen können. Budget für das Konzept ungefähr 4000 Euro.",
    "interior-design", "Diekirch", "Diekirch", kind="c", nu="N", situation="Guesthouse wants a room design concept to modernise")
add("de-t12", "Unser Dach in Roodt-sur-Syre ist nach Osten und Westen ausgerichtet, je etwa 35 m2. Was ist da die bessere Wahl: Photovoltaik oder Solarthermie für das Warmwasser? Wir sind vier Personen und duschen viel, die Gasheizung ist erst fünf Jahre alt. Lohnt sich eine Kombination überhaupt auf so einer Dachfläche?",
    "solar", "Betzdorf", "Roodt-sur-Syre", not_place=["Wahl"], kind="d", nu="U", situation="PV or solar thermal on an east-west roof")
add("de-t13", "Was kostet ungefähr die komplette Sanierung eines Badezimmers von 8 m2 in Reisdorf, mit neuen Fliesen, Dusche statt Wanne, neuen Leitungen und Beleuchtung? Wie lange dauert so etwas, wenn alles gut läuft? Wir haben zwei kleine Kinder und nur dieses eine Bad. Kann man während der Arbeiten überhaupt im Haus wohnen bleiben?",
    "renovation", "Reisdorf", "Reisdorf", kind="d", nu="U", situation="Cost and duration of a full bathroom refit while living in the house")
add("de-t14", "Im Herbst kommt die ganze Familie zusammen, drei Generationen, 17 Personen, bei meinen Eltern in Wecker. Lohnt sich dafür ein professionelles Shooting draußen im Garten, oder reicht ein Onkel mit einer guten Kamera? Was kostet so etwas für zwei Stunden ungefähr, inklusive bearbeiteter Bilder? Wichtig wäre, dass auch ein paar natürliche Fotos der Kinder dabei sind.",
    "photography", "Biwer", "Wecker", kind="d", nu="U", situation="Is a professional three-generation family shoot worth it, and the price")
add("de-t15", "Wir haben ein kleines Ferienhaus in Wallendorf, direkt gegenüber von Reisdorf auf der deutschen Seite der Sauer. Der alte Dielenboden aus Kiefer hat Dellen und Kratzer, knarrt aber nicht. Ist es besser, ihn abschleifen und ölen zu lassen oder gleich neu zu verlegen? Wir suchen einen Schreiner, der auch nach Deutschland fährt, am liebsten aus der Gegend um Echternach.",
    "carpentry", "abroad", "Wallendorf", distractors=["Reisdorf", "Echternach", "Deutschland"], not_place=["einen", "Dellen"], kind="d", nu="N", situation="Sand and oil or relay a pine plank floor in a holiday house across the Sûre")

# ---------------- English ----------------
add("en-s01", "Looking for somone to deep clean our 3-bed house in Strassen once a month, we have two cats so pet-safe products please",
    "cleaning", "Strassen", "Strassen", situation="Monthly deep clean of a house with cats")
add("en-s02", "Can someone change all the lock cylinders in the flat we just bought in Gasperich, the previous owners never returned the spare keys",
    "locksmith", "Luxembourg", "Gasperich", situation="Change all cylinders after buying a flat")
add("en-s03", "Any recommendations for a driving instructor who teaches in English, my daughter turns 18 in March?",
    None, None, None, situation="Driving lessons in English (not a listed trade)")
add("en-s04", "need a tiler for our balcony in Bertrange, the frost lifted about a dozen tiles and now grass is growing through the gaps lol",
    "tiling", "Bertrange", "Bertrange", not_place=["grass"], situation="Frost-lifted balcony tiles")
add("en-s05", "We'd like the two old conifers at the back of our garden in Schouweiler taken down and replaced with some native shrubs",
    "gardening", "Dippach", "Schouweiler", situation="Remove two conifers and plant native shrubs")
add("en-s06", "Looking for an English-speaking lawyer to check the compromis de vente for a house before we sign it next Friday",
    "legal", None, None, situation="Lawyer to review a house purchase agreement")
add("en-s07", "Our Samsung oven in Soleuvre won't get above 100 degrees anymore, could someone have a look this week?",
    "appliance-repair", "Sanem", "Soleuvre", situation="Oven no longer heats above 100 degrees")
add("en-s08", "quote for swapping all the halogen downlights for LED in kitchen and hallway, house in Tétange, about 22 spots",
    "electrical", "Kayl", "Tétange", situation="Replace 22 halogen downlights with LED")
add("en-s09", "I need our company's privacy policy and terms of sale translated from English into French and German, roughly 6,000 words",
    "translation", None, None, situation="Translate privacy policy and terms of sale")
add("en-s10", "Need a quote to move a 2-bed flat from Munsbach to Arlon on 14 April, including taking apart and rebuilding an IKEA wardrobe and bed",
    "moving", "Schuttrange", "Munsbach", distractors=["Arlon"], situation="Flat move from Munsbach to Arlon (BE), labelled at the loading end")
add("en-t01", "For about a month we keep seeing small brownish moths fluttering around the kitchen in the evening. Today I found fine webbing and little larvae inside a bag of flour and in the kids' cereal. We've thrown out half the cupboard and wiped everything with vinegar, but they keep coming back. We live in Moutfort, it's a terraced house.",
    "pest-control", "Contern", "Moutfort", kind="a", nu="U", situation="Pantry moths and larvae in flour and cereal")
add("en-t02", "Since the weekend none of our three laptops can print anymore. The printer shows as offline even though it's on the same wifi, and the light on the front is blinking amber. We also lost access to the shared folder on the old desktop in the study. My partner thinks it started after the router updated itself overnight. The kids now say the games console won't connect either. I work from home in Bridel and need this running by Monday.",
    "it-support", "Kopstal", "Bridel", not_place=["amber"], kind="a", nu="U", situation="Home network: printer offline and shared folder unreachable")
add("en-t03", "The thermostat in the living room is set to 21 but the room never gets above 17, even though the boiler seems to run nonstop. The radiators are all just lukewarm, only the towel rail in the bathroom gets properly hot. Our gas bill for November was almost double last year's. House in Tuntange, built in 2002.",
    "heating", "Helperknapp", "Tuntange", not_place=["bill"], kind="a", nu="U", situation="Rooms stay cold while the boiler runs nonstop")
add("en-t04", "The downstairs toilet in our rented house in Capellen rocks when you sit on it, and there's a damp patch and a bad smell around the base. The landlord told us to just run a bead of silicone around it and it would be fine. We did that a month ago and the damp has now spread under the laminate in the hallway. I'd like a plumber to look at it properly; the landlord has agreed to pay the bill if it's a real problem.",
    "plumbing", "Mamer", "Capellen", not_place=["bill"], kind="b", nu="N", situation="Rocking, leaking toilet the landlord said to silicone")
add("en-t05", "Dear Sir or Madam, our neighbour, who has done a lot of DIY, assured us that the thick moss on our roof is harmless and even protects the tiles. After the storms last week several tiles have slipped and we can see daylight in the loft above the garage. We live in Mullendorf and would like someone to inspect and repair the roof before winter. Kind regards, Helen Carter",
    "roofing", "Steinsel", "Mullendorf", not_place=["Sir"], kind="b", nu="U", situation="Slipped tiles after the neighbour said moss protects the roof")
add("en-t06", "Our PV system in Senningerberg has produced nothing for three weeks according to the app. When I called the company that sold it, they said the red light on the inverter is normal in winter and we should wait for spring. A friend with the same panels is still producing a few kWh a day, and at 30 cents per kWh this is starting to hurt. Is there an independent solar installer who can check the inverter and the panels?",
    "solar", "Niederanven", "Senningerberg", not_place=["cents"], kind="b", nu="N", situation="PV produces nothing; seller said the red inverter light is normal")
add("en-t07", "The concrete steps up to our front door in Sandweiler have cracked and a corner has broken off completely. Someone at the garden centre told us to pour self-levelling compound over them to make them like new, but after one winter it's flaking off in sheets and the cracks are back, wider than before. Could someone rebuild or properly repair the three steps?",
    "masonry", "Sandweiler", "Sandweiler", kind="b", nu="U", situation="Cracked concrete entrance steps; garden centre advice failed")
add("en-t08", "I run a small dance school with five part-time teachers and about 200 pupils. Until now my husband did the payroll and the books in the evenings, but he's started a new job and simply can't anymore. We need someone to take over monthly payroll, the social security declarations and the year-end accounts. Ideally someone who speaks English.",
    "accounting", None, None, kind="c", nu="U", situation="Dance school needs payroll and year-end accounts")
add("en-t09", "We opened one of the first co-working spaces in the north of Luxembourg last year. At the moment people book desks and the meeting room by email, which is a mess on busy days. We're looking for a web developer to build a site with online booking and payment for desks and rooms, and a members' area. Budget is around 6,000 to 8,000 euros.",
    "web-development", None, None, distractors=["Luxembourg"], kind="c", nu="N", situation="Co-working space wants desk and room booking with payment")
add("en-t10", "Our youth football club in Reckange-sur-Mess is hosting a two-day tournament with 24 teams at the end of May. We need a cleaning company for the changing rooms, showers and clubhouse on both evenings and a big clean on the Monday morning. Volunteers are already doing the food and the pitches. Could you send us a price?",
    "cleaning", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="c", nu="N", situation="Football club needs changing rooms cleaned during a tournament")
add("en-t11", "Our crèche in Colmar-Berg celebrates its 25th anniversary with an open day on 13 June. We'd love someone to take photos of the day and of the children's activities, plus a short video for the parents. All parents have signed the image consent forms. The event runs from 10 am to 4 pm.",
    "photography", "Colmar-Berg", "Colmar-Berg", kind="c", nu="U", situation="Crèche anniversary open day photos and short video")
add("en-t12", "We live in Bissen but we also own a small rental flat in Messancy, just over the Belgian border. The tenant moved out and all the walls and ceilings need repainting, roughly 180 m2 in total. Is it worth paying a professional for that or is it a weekend job for two people with rollers? And would a company from Luxembourg even work in Belgium?",
    "painting", "abroad", "Messancy", distractors=["Bissen", "Luxembourg", "Belgium"], kind="d", nu="U", situation="Repaint a rental flat in Messancy (BE): pro or DIY")
add("en-t13", "We'd like a built-in bookcase around the living-room window in our house in Eischen, about 3.5 m wide and floor to ceiling. Is painted MDF good enough or should we go for solid oak, given that it will hold a lot of heavy books? What does something like this usually cost? We're looking for a joiner who can make it to measure.",
    "carpentry", "Habscht", "Eischen", kind="d", nu="N", situation="Made-to-measure bookcase around a window: MDF or oak")
add("en-t14", "We just moved into a house in Bissen where the whole ground floor is one open space of about 75 m2. It feels like a warehouse: the sofa floats in the middle, the dining table is in the wrong place and the lighting is one ceiling spot per corner. How would you zone a space like that without building walls? Is a two-hour consultation enough to get a proper plan, and what does it cost?",
    "interior-design", "Bissen", "Bissen", kind="d", nu="U", situation="How to zone a 75 m2 open-plan ground floor")
add("en-t15", "We're thinking about turning the double garage of our house in Schifflange into a small flat for my mother-in-law: bedroom, shower room and a kitchenette. Is that realistic in about four months? Roughly what budget should we plan per square metre, and do we need a building permit from the commune for this? The garage is about 36 m2 and already has water and electricity.",
    "renovation", "Schifflange", "Schifflange", kind="d", nu="U", situation="Convert a double garage into a granny flat: time, budget, permit")

# ---------------- Portuguese ----------------
add("pt-s01", "Bom dia, precisava de um orçamento para uma mudança de Bonnevoie para Differdange no dia 2 de maio, apartamento T2 no 3º andar com elevador",
    "moving", "Luxembourg", "Bonnevoie", distractors=["Differdange"], situation="Flat move from Bonnevoie to Differdange, labelled at the loading end")
add("pt-s02", "preciso de um eletrecista para pôr tomadas e luz na garagem em Wiltz, está sem corrente nenhuma 🔌",
    "electrical", "Wiltz", "Wiltz", situation="Sockets and lighting in a garage with no power")
add("pt-s03", "Procuro senhora ou empresa para limpeza semanal de um escritório de 80 m2 em Mersch, perto da gare, 3 horas por semana de preferência à sexta",
    "cleaning", "Mersch", "Mersch", not_place=["gare"], situation="Weekly office cleaning near the station")
add("pt-s04", "Alguém conhece uma explicadora de matemática que fale português para o meu filho que está no 7e do liceu?",
    None, None, None, situation="Maths tutor for a secondary-school pupil (not a listed trade)")
add("pt-s05", "preciso de um contabilista para fazer a declaração de impostos do casal de 2026, é a primeira vez que fazemos a declaração juntos",
    "accounting", None, None, situation="First joint income-tax return for a couple")
add("pt-s06", "queria um devis para cortar a relva e limpar o terreno à volta da casa em Ettelbruck, está tudo cheio de silvas e urtigas",
    "gardening", "Ettelbruck", "Ettelbruck", situation="Mow and clear brambles around a house")
add("pt-s07", "Preciso de um ladrilhador para pôr azulejo na parede da cozinha e chão novo na marquise, casa em Schieren, uns 30 m2 ao todo",
    "tiling", "Schieren", "Schieren", situation="Kitchen wall tiles and new veranda floor")
add("pt-s08", "a fechadura da porta da garagem partiu-se e já não fecha, estou em troisvierges, é urgente porque tenho lá as ferramentas todas",
    "locksmith", "Troisvierges", "troisvierges", situation="Broken garage door lock, tools inside")
add("pt-s09", "Procuro fotógrafo para o batizado da minha filha em Useldange no dia 18 de maio, cerimónia na igreja e almoço depois",
    "photography", "Useldange", "Useldange", situation="Photographer for a christening")
add("pt-s10", "Preciso de um advogado que fale português, tive um acidente de trabalho em março e o seguro não quer pagar nada",
    "legal", None, None, situation="Lawyer after an insurer refuses to pay for a work accident")
add("pt-t01", "Moro em Longwy e trabalho no Luxemburgo, numa obra em Strassen. Desde ontem a água da sanita não pára de subir quando se puxa o autoclismo e o chão da casa de banho fica molhado. O lavatório ao lado também escoa muito devagar e há um cheiro horrível. Já usei o desentupidor e não resolveu nada.",
    "plumbing", "abroad", "Longwy", distractors=["Luxemburgo", "Strassen"], kind="a", nu="U", situation="Toilet backs up and basin drains slowly at home in Longwy (FR)")
add("pt-t02", "À noite, quando acendo a luz da casa de banho, aparecem uns bichinhos prateados e compridos que fogem para debaixo do armário. Agora também já os vi na cozinha, atrás do frigorífico, e numa caixa de fotografias antigas na cave. Os miúdos têm medo de ir à casa de banho sozinhos. Moramos em Weiswampach, numa casa com cave. Já pusemos armadilhas de cola, mas apanham muito poucos.",
    "pest-control", "Weiswampach", "Weiswampach", kind="a", nu="U", situation="Silverfish in bathroom, kitchen and cellar")
add("pt-t03", "A placa de indução desliga-se sozinha passados dois ou três minutos quando uso a panela grande. Faz um barulho de ventoinha muito alto antes de desligar. As outras zonas funcionam bem e a panela é a mesma de sempre. É uma Bosch com quatro anos, em Hosingen.",
    "appliance-repair", "Parc Hosingen", "Hosingen", kind="a", nu="U", situation="Induction hob zone cuts out after a few minutes")
add("pt-t04", "Pintámos o quarto dos miúdos em Ingeldorf no mês passado e o meu cunhado disse que a tinta de fachada que lhe sobrou era ainda melhor, porque é mais resistente. Desde então o quarto cheira a químico e as paredes ficaram com um aspeto brilhante e manchado. Os miúdos estão a dormir na sala há três semanas. Alguém pode vir tirar isto e pintar como deve ser, com tinta própria para interior?",
    "painting", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="Children's room painted with leftover facade paint on the brother-in-law's advice")
add("pt-t05", "Com a tempestade caíram umas telhas do telhado da nossa casa em Mertzig. O vizinho disse que bastava pôr uma lona por cima e esperar pela primavera, e assim fizemos. Ontem o vento levou a lona e agora entra água no sótão. Precisamos de um couvreur ou telhadista com urgência.",
    "roofing", "Mertzig", "Mertzig", kind="b", nu="N", situation="Missing roof tiles; the neighbour's tarp blew away")
add("pt-t06", "Temos aquecimento a mazout na casa em Clervaux. Um vizinho disse-nos para purgar os radiadores todos uma vez por mês para funcionarem melhor, e o meu marido tem feito isso. Agora a pressão está sempre a cair para quase zero e a caldeira desliga-se de manhã. Já não sabemos o que fazer, alguém pode vir ver a instalação?",
    "heating", "Clervaux", "Clervaux", kind="b", nu="U", situation="System pressure keeps dropping after monthly radiator bleeding")
add("pt-t07", "O meu sogro, que trabalhou nas obras em Portugal, disse que podíamos abrir uma passagem na parede entre a cozinha e a sala, que aquilo era só tijolo. Começámos a partir no sábado e apareceu uma viga de betão e ferro lá dentro. Parámos logo, mas agora há uma racha por cima. Precisamos de um pedreiro em Bofferdange que veja isto e faça a abertura bem feita, com lintel.",
    "masonry", "Lorentzweiler", "Bofferdange", distractors=["Portugal"], kind="b", nu="N", situation="Half-opened kitchen wall hides a concrete beam; father-in-law said it was only brick")
add("pt-t08", "Temos um talho português com produtos vindos de Portugal, e os clientes pedem cada vez mais para encomendar por telefone para o fim de semana. Queríamos uma página onde possam escolher a carne, a quantidade e a hora de levantamento, e pagar online. Também gostava que desse para pôr as promoções da semana. Alguém faz isto por um preço razoável?",
    "web-development", None, None, distractors=["Portugal"], kind="c", nu="U", situation="Butcher's shop wants online pre-orders with payment")
add("pt-t09", "Sou encarregado numa empresa de construção com muitos trabalhadores portugueses e cabo-verdianos. O regulamento de segurança do chantier só existe em francês e alemão, e muitos colegas não percebem tudo. Precisamos de um tradutor que passe as 25 páginas para português. Se possível também uma versão mais simples para afixar no estaleiro.",
    "translation", None, None, kind="c", nu="N", situation="Construction firm's site safety rules into Portuguese")
add("pt-t10", "Temos uma oficina de automóveis em Redange-sur-Attert com três mecânicos. O computador do escritório, onde está o programa de faturação, está lentíssimo e os e-mails com os devis ficam presos na caixa de saída. O meu filho tentou reinstalar o Outlook mas piorou. Precisamos de alguém que venha pôr isto a funcionar e talvez trocar o computador.",
    "it-support", "Redange", "Redange-sur-Attert", kind="c", nu="U", situation="Car garage office PC slow and e-mails stuck in the outbox")
add("pt-t11", "Somos uma associação portuguesa em Esch-sur-Alzette e vamos mudar a sede para uma sala maior, a duas ruas de distância. Temos umas 40 cadeiras, 10 mesas, o balcão do bar, duas arcas frigoríficas e muitas caixas de arquivo. Os sócios ajudam, mas precisamos de uma empresa de mudanças com carrinha e pessoal para as coisas pesadas. A mudança seria num sábado de junho.",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="Association moves its clubhouse two streets away")
add("pt-t12", "Temos sete portas interiores de madeira maciça na casa em Niederkorn, com mais de 40 anos. Algumas já não fecham bem e rangem, mas a madeira está boa. Vale mais a pena arranjá-las e envernizar de novo, ou trocar tudo por portas novas? Qual é a diferença de preço mais ou menos?",
    "carpentry", "Differdange", "Niederkorn", kind="d", nu="U", situation="Restore or replace seven solid-wood interior doors")
add("pt-t13", "Quanto custa mais ou menos pôr painéis solares numa casa em Nommern com telhado virado a sul? Já ouvimos falar das ajudas do Estado, mas não percebemos se compensa para uma família de três, que gasta uns 3800 kWh por ano. Procuramos um instalador de painéis solares que nos explique tudo em português ou francês.",
    "solar", "Nommern", "Nommern", kind="d", nu="N", situation="Cost and payback of PV for a family of three")
add("pt-t14", "A nossa casa em Diekirch ficou com a cave e o rés-do-chão inundados na cheia de julho. As paredes estão húmidas até um metro, o chão flutuante levantou e a instalação elétrica do rés-do-chão foi desligada. Quanto tempo demora normalmente a secar e refazer tudo? E é melhor esperar pelo perito do seguro antes de pedir orçamentos?",
    "renovation", "Diekirch", "Diekirch", kind="d", nu="U", situation="Restoring a flooded cellar and ground floor: how long, wait for the insurer?")
add("pt-t15", "Acabámos de construir uma casa em Schoos e a sala com cozinha aberta tem 60 m2, mas não sabemos como a mobilar. Vale a pena pagar a alguém que nos ajude a escolher cores, móveis e iluminação, ou é dinheiro deitado fora? Quanto se costuma pagar por um projeto destes? Gostávamos de ter tudo pronto para o Natal.",
    "interior-design", "Fischbach", "Schoos", kind="d", nu="U", situation="Is paying for help with colours, furniture and lighting worth it")

# ---------------- Italian ----------------
add("it-s01", "Cerchiamo un servizio catering per la prima comunione di nostro figlio a maggio, circa 40 persone, cucina italiana se possibile",
    None, None, None, situation="Catering for a first communion (not a listed trade)")
add("it-s02", "Cerco un idraulico per spostare il lavandino e l'attacco della lavatrice nella lavanderia, casa a Dudelange, lavoro di mezza giornata credo",
    "plumbing", "Dudelange", "Dudelange", situation="Move a sink and washing-machine connection in the utility room")
add("it-s03", "vorrei far potare i sei alberi da frutto, meli e un noce, nel giardino dei miei suoceri a Oberpallen prima della primavera",
    "gardening", "Beckerich", "Oberpallen", situation="Prune six fruit trees at the in-laws' garden")
add("it-s04", "Preventivo per trasloco da Schifflange a Lussemburgo città, tre camere, ci sono anche un acquario grande e una cyclette",
    "moving", "Schifflange", "Schifflange", distractors=["Lussemburgo"], situation="Three-room move from Schifflange to the city, with a big aquarium")
add("it-s05", "Ci servirebbe un piastrellista per posare circa 50 m2 di gres effetto legno nel soggiorno a Kayl, togliendo prima la vecchia moquette",
    "tiling", "Kayl", "Kayl", situation="Lay 50 m2 of wood-look porcelain tiles in a living room")
add("it-s06", "Cerco una ditta per lavare a fondo due divani in tessuto e la moquette delle camere ad Alzingen, abbiamo un cane che perde tanto pelo",
    "cleaning", "Hesperange", "Alzingen", situation="Deep-clean fabric sofas and bedroom carpets, dog hair")
add("it-s07", "Ho bisogno di un avvocato per una separazione consensuale, abbiamo una casa e un mutuo in comune",
    "legal", None, None, situation="Lawyer for an amicable separation with a shared house and mortgage")
add("it-s08", "Cerchiamo qualcuno che traduca in francese e tedesco il catalogo dei nostri prodotti, olio e vino, circa 30 pagine",
    "translation", None, None, situation="Translate a 30-page oil and wine catalogue")
add("it-s09", "la serratura della cassetta delle lettere si è bloccata con dentro la posta di una settimana, indirizzo route d'Arlon 15, L-8010, qualcuno può cambiarla?",
    "locksmith", "Strassen", "L-8010", distractors=["Arlon"], situation="Jammed letterbox lock with a week of post inside")
add("it-s10", "Vorrei far installare due prese esterne e un punto luce sul terrazzo, casa a Lamadelaine, possibilmente entro fine mese",
    "electrical", "Pétange", "Lamadelaine", situation="Two outdoor sockets and a terrace light")
add("it-t01", "Da qualche giorno la lavatrice, durante la centrifuga, fa un rumore fortissimo, come se ci fossero dei sassi nel cestello. Se muovo il cestello con la mano ha parecchio gioco. Il bucato esce comunque pulito ma ho paura che si rompa del tutto. È una Whirlpool di sei anni, abitiamo a Bertrange.",
    "appliance-repair", "Bertrange", "Bertrange", kind="a", nu="U", situation="Washing machine rumbles on spin, drum has play")
add("it-t02", "Uno dei pilastri in cemento che reggono la tettoia del posto auto ha una grossa crepa verticale. In basso si è staccato un pezzo e si vede il ferro arrugginito. La tettoia sembra ancora dritta, ma sotto ci parcheggio ogni giorno la macchina. Casa a Vichten, costruita nel 1988.",
    "masonry", "Vichten", "Vichten", kind="a", nu="U", situation="Cracked concrete carport pillar with exposed rusty rebar")
add("it-t03", "La stufa a pellet in soggiorno si spegne da sola dopo una mezz'ora e il vetro diventa tutto nero in poche ore. In casa si sente anche un leggero odore di fumo. L'abbiamo pulita come dice il libretto ma non cambia niente. Siamo a Ell e quella stufa scalda tutto il piano terra.",
    "heating", "Ell", "Ell", kind="a", nu="U", situation="Pellet stove goes out and sooting the glass")
add("it-t04", "La ringhiera in ferro del balcone e il cancello a Grosbous erano arrugginiti, e in ferramenta ci hanno detto di dare lo smalto direttamente sopra la ruggine, senza carteggiare né antiruggine. Dopo un inverno lo smalto si stacca a scaglie e la ruggine è tornata peggio di prima. Sono circa 25 metri di ringhiera più il cancello. Qualcuno può sistemare e riverniciare tutto come si deve?",
    "painting", "Groussbus-Wal", "Grosbous", kind="b", nu="U", situation="Railing enamel painted over rust on the hardware shop's advice is flaking")
add("it-t05", "Mio cognato ci ha montato la parabola satellitare sul tetto della casa a Differdange, dicendo che si poteva camminare tranquillamente sulle tegole. Da allora diverse tegole sono incrinate e quando piove forte c'è una macchia che si allarga sul soffitto della mansarda. Ci serve un conciatetti che controlli tutto il tetto e sostituisca le tegole rotte. Possibilmente prima delle piogge di novembre.",
    "roofing", "Differdange", "Differdange", kind="b", nu="N", situation="Cracked tiles after the brother-in-law walked on the roof to fit a dish")
add("it-t06", "Sul balcone del nostro appartamento a Esch-sur-Alzette i piccioni hanno fatto il nido dietro i vasi e sporcano tutto. Al negozio di giardinaggio ci hanno venduto un gufo di plastica dicendo che basta quello, ma dopo due giorni i piccioni ci si posavano sopra 😂. Abbiamo un bambino piccolo e gli escrementi ci preoccupano. Anche il vicino del piano di sopra ha lo stesso problema. Chi può allontanarli in modo definitivo e senza far loro del male?",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="b", nu="U", situation="Pigeons nesting on a balcony; the plastic owl from the shop failed")
add("it-t07", "La porta d'ingresso in legno massello di casa nostra a Mamer non si chiudeva più bene e il vicino ci ha consigliato di piallarla un po' sotto e di lato. Adesso si chiude, ma c'è uno spiffero enorme e di notte entra l'aria fredda. In più il bordo piallato è rimasto grezzo e comincia a scurirsi. Cerchiamo un falegname che la sistemi o ci dica se va cambiata.",
    "carpentry", "Mamer", "Mamer", kind="b", nu="N", situation="Front door planed by the neighbour now lets in a draught")
add("it-t08", "Abbiamo aperto una gelateria artigianale che lavora solo da aprile a ottobre, con quattro stagionali. Finora ho fatto tutto da solo con un foglio Excel, ma con le buste paga e le dichiarazioni IVA non ci sto più dietro. Mi servirebbe qualcuno che segua la contabilità e il bilancio di fine anno. Meglio se parla italiano.",
    "accounting", None, None, kind="c", nu="U", situation="Seasonal ice-cream shop needs payroll, VAT returns and annual accounts")
add("it-t09", "Siamo un'associazione culturale italiana con circa 300 soci in Lussemburgo. Organizziamo corsi di lingua, serate di cinema e gite, e le iscrizioni oggi si fanno con moduli di carta. Cerchiamo uno sviluppatore web che ci faccia un sito con calendario degli eventi, iscrizioni online e pagamento delle quote. Il sito deve essere in italiano e francese.",
    "web-development", None, None, distractors=["Lussemburgo"], kind="c", nu="N", situation="Cultural association wants event calendar, online sign-up and fees")
add("it-t10", "Gestiamo una scuola guida a Ehlerange con tre istruttori e una segretaria. Abbiamo appena cambiato nome e dominio, e bisogna spostare tutte le e-mail e i calendari su Microsoft 365 senza perdere niente. Anche i tablet che usiamo in macchina per le schede degli allievi vanno configurati di nuovo. Qualcuno può occuparsene in un fine settimana?",
    "it-support", "Sanem", "Ehlerange", kind="c", nu="U", situation="Driving school migrates mail and calendars to a new domain")
add("it-t11", "Ho un piccolo negozio di abbigliamento per bambini a Bettembourg e sto aprendo anche un profilo Instagram. Mi servirebbero foto dei capi indossati da bambini, su sfondo neutro, circa 40 articoli, e le mamme di due clienti si sono già offerte come modelle per i figli. Quanto costerebbe una giornata di scatti in negozio?",
    "photography", "Bettembourg", "Bettembourg", kind="c", nu="U", situation="Children's clothing shop needs product photos on models")
add("it-t12", "Stiamo pensando di comprare un appartamento di 90 m2 degli anni '70 a Cents. È tutto originale: impianto elettrico, tubature, bagno, cucina e pavimenti. Quanto costa più o meno al metro quadro rifare tutto, e quanto tempo ci vuole? Vorremmo capirlo prima di fare l'offerta.",
    "renovation", "Luxembourg", "Cents", kind="d", nu="U", situation="Cost per m2 and time to fully redo a 1970s flat before making an offer")
add("it-t13", "I genitori di mia moglie ci hanno lasciato una vecchia fattoria a Perlé, con un fienile in pietra attaccato alla casa. È fattibile trasformare il fienile in un appartamento per noi, con isolamento, finestre, bagno e riscaldamento? Cerchiamo un'impresa di ristrutturazioni che venga a vedere e ci dica se ha senso. Prima di spendere per un architetto vorremmo un parere pratico.",
    "renovation", "Rambrouch", "Perlé", kind="d", nu="N", situation="Is converting a stone barn into a flat feasible")
add("it-t14", "Abitiamo a Villerupt e lavoriamo tutti e due in Lussemburgo, uno a Esch e l'altro a Belval. Con il prezzo della corrente pensavamo di mettere dei pannelli fotovoltaici sul tetto di casa, esposto a sud-ovest. Conviene farlo adesso o aspettare che le ditte francesi abbassino i prezzi? E una ditta lussemburghese può lavorare in Francia?",
    "solar", "abroad", "Villerupt", distractors=["Lussemburgo", "Esch", "Belval", "Francia"], kind="d", nu="U", situation="PV now or later on a house in Villerupt (FR)")
add("it-t15", "Abbiamo comprato una casetta a Boulaide che vorremmo affittare ai turisti, vicino al lago. Dentro è tutto scuro e pieno di mobili vecchi, compreso un lampadario di cristallo con le perle che mia moglie adora. Vale la pena farsi aiutare da un'arredatrice d'interni per renderla accogliente senza spendere troppo? Quanto costa di solito una consulenza del genere?",
    "interior-design", "Boulaide", "Boulaide", not_place=["perle"], kind="d", nu="N", situation="Is an interior designer worth it for a holiday let")

# ---------------- Spanish ----------------
add("es-s01", "Necesito que alguien me arregle un golpe en la puerta trasera del coche y la vuelva a pintar, es un Seat León gris",
    None, None, None, situation="Car body dent repair and respray (not a listed trade)")
add("es-s02", "Necesito a alguien que quite las malas hierbas del jardín delantero y ponga grava decorativa con unas lavandas, casa en Walferdange",
    "gardening", "Walferdange", "Walferdange", situation="Weed the front garden, lay gravel and plant lavender")
add("es-s03", "Quiero que me instalen una cerradura electrónica con código en la puerta del piso, estamos en el Grund, cerca del río",
    "locksmith", "Luxembourg", "Grund", situation="Fit a keypad lock on a flat door")
add("es-s04", "hola necesito un electricista para sacar una línea nueva de 32 amperios para la placa de inducción en casa en junglinster",
    "electrical", "Junglinster", "junglinster", situation="New 32 A circuit for an induction hob")
add("es-s05", "El desagüe de la bañera está atascado y cuando duchamos a los niños el agua sale por el sumidero del suelo del lavadero, vivimos en Mersch",
    "plumbing", "Mersch", "Mersch", situation="Blocked bath drain backing up into the utility-room floor drain")
add("es-s06", "Busco abogado porque el casero, que vive en Hamm en Alemania, no me devuelve la fianza de tres meses y ya han pasado cinco meses",
    "legal", None, None, distractors=["Hamm", "Alemania"], situation="Landlord abroad keeps a three-month deposit")
add("es-s07", "Necesito traducir al francés un informe médico de un hospital de Madrid para el seguro, no hace falta que sea jurada",
    "translation", None, None, distractors=["Madrid"], situation="Non-sworn translation of a medical report for insurance")
add("es-s08", "Presupuesto para mudanza de Echternach a Valencia a finales de junio, piso de dos dormitorios, con guardamuebles unas semanas si hace falta",
    "moving", "Echternach", "Echternach", distractors=["Valencia"], situation="Move from Echternach to Valencia with short storage")
add("es-s09", "Busco fotógrafo para los 80 años de mi padre, lo celebramos en un barco por el Mosela saliendo de Remich el 7 de septiembre",
    "photography", "Remich", "Remich", distractors=["Mosela"], situation="Photographer for an 80th birthday boat trip")
add("es-s10", "tenemos cucarachas en la cocina del piso en Wiltz 🤢 salen por la noche detrás del horno, alguien que venga ya por favor",
    "pest-control", "Wiltz", "Wiltz", situation="Cockroaches behind the oven")
add("es-t01", "La campana extractora de la cocina hace un ruido de roce metálico desde hace una semana y ya casi no aspira nada. La luz también parpadea cuando está encendida. Limpié los filtros de grasa en el lavavajillas pero sigue igual. Es una Teka de hace cinco años, en un piso en Ettelbruck.",
    "appliance-repair", "Ettelbruck", "Ettelbruck", kind="a", nu="U", situation="Cooker hood grinds, barely extracts and its light flickers")
add("es-t02", "Anoche oímos un crujido fuerte en el pasillo y esta mañana dos baldosas se habían levantado formando como un pequeño tejado. Al pisar alrededor, otras suenan huecas. No hay humedad ni fugas que sepamos, y la casa en Oetrange tiene calefacción por suelo radiante. Tengo miedo de que los niños tropiecen.",
    "tiling", "Contern", "Oetrange", kind="a", nu="U", situation="Hallway floor tiles popped up overnight, others hollow")
add("es-t03", "La caldera de gas se enciende y se apaga cada dos o tres minutos, y mientras funciona hace un ruido como de hervidor de agua. La casa tarda muchísimo en calentarse. La presión está en 1,5 bar, eso lo he mirado. Vivimos en Steinsel, la caldera tiene unos doce años.",
    "heating", "Steinsel", "Steinsel", kind="a", nu="U", situation="Gas boiler short-cycles and kettles")
add("es-t04", "En la tienda de pinturas nos aconsejaron un gris antracita para el salón, dijeron que con poca luz quedaría elegante. Ahora el salón parece una cueva y por la tarde hay que encender todas las luces. Queremos volver a pintarlo en blanco roto, junto con el pasillo, unos 70 m2 de pared. Imagino que harán falta varias capas para tapar el gris; vivimos en Wilwerwiltz.",
    "painting", "Kiischpelt", "Wilwerwiltz", kind="b", nu="U", situation="Shop-advised anthracite living room to be repainted off-white")
add("es-t05", "Cuando llueve con viento entra agua alrededor de la chimenea, justo en el techo del dormitorio de arriba. Un vecino nos dijo que rellenáramos la junta entre la chimenea y las tejas con espuma de poliuretano, y lo hicimos en octubre. Ahora la espuma está amarilla y agrietada y el agua sigue entrando. Buscamos un tejador o couvreur en Esch-sur-Sûre que haga el remate de la chimenea como es debido.",
    "roofing", "Esch-sur-Sûre", "Esch-sur-Sûre", kind="b", nu="N", situation="Leak round the chimney; neighbour said fill the joint with foam")
add("es-t06", "En el vivero nos dijeron que en pleno agosto echáramos abono granulado al césped y regáramos poco. A la semana el césped estaba amarillo y ahora hay calvas por todas partes. Son unos 400 m2 detrás de la casa en Kaundorf. ¿Alguien puede escarificar, resembrar y dejarlo bien para la primavera?",
    "gardening", "Lac de la Haute-Sûre", "Kaundorf", kind="b", nu="U", situation="Lawn burnt by the garden centre's August fertiliser advice")
add("es-t07", "Un amigo que es muy manitas nos dijo que el inversor de las placas se podía colgar en el desván, sin ventilación, para que no ocupara sitio en el garaje. Este verano, los días de mucho sol, el inversor se apaga a mediodía y la app muestra producción cero durante horas. Tocamos la carcasa y estaba ardiendo. Necesitamos que alguien lo revise y lo mueva a un sitio adecuado, la casa está en Doncols.",
    "solar", "Winseler", "Doncols", kind="b", nu="U", situation="PV inverter overheats in an unventilated loft where a friend hung it")
add("es-t08", "Tengo una pequeña empresa de mudanzas con dos camiones y cinco empleados. Hasta ahora la contabilidad la llevaba un amigo, pero se ha vuelto a España. Necesito a alguien que lleve las cuentas, las nóminas y las declaraciones trimestrales. Lo ideal sería alguien que hable español.",
    "accounting", None, None, distractors=["España"], kind="c", nu="U", situation="Removal firm needs books, payroll and quarterly returns")
add("es-t09", "Somos un club de pádel con cuatro pistas y unos 250 socios. Ahora las reservas se hacen por WhatsApp y siempre hay pistas reservadas dos veces. Buscamos un desarrollador web que nos haga una página para reservar y pagar las pistas, con precios distintos para socios y no socios. También queremos poder publicar los torneos.",
    "web-development", None, None, kind="c", nu="N", situation="Padel club wants court booking and payment")
add("es-t10", "Somos una agencia de viajes pequeña en Senningen, cuatro puestos de trabajo. Después del corte de luz del martes, dos ordenadores no arrancan y los teléfonos por internet no tienen línea. Nuestro proveedor de internet dice que el problema es interno. ¿Podría venir alguien hoy o mañana? Perdemos clientes cada hora.",
    "it-support", "Niederanven", "Senningen", kind="c", nu="U", situation="Travel agency PCs and VoIP phones dead after a power cut")
add("es-t11", "Tenemos un restaurante de tapas en Grevenmacher con una cocina bastante grande. Cada trimestre necesitamos una limpieza a fondo de la cocina, incluida la campana y los conductos de extracción, como nos ha recordado el inspector de sanidad. ¿Hay alguna empresa de limpieza que trabaje de noche o los lunes, que es cuando cerramos?",
    "cleaning", "Grevenmacher", "Grevenmacher", kind="c", nu="N", situation="Quarterly deep clean of a restaurant kitchen and extraction")
add("es-t12", "Acabamos de comprar un piso antiguo en Esch-sur-Alzette con techos altos y paredes de ladrillo. Nos encantaría un estilo como el de los pisos del Born, en Barcelona, donde vivíamos antes. ¿Merece la pena pagar a alguien para que haga el proyecto de distribución, colores y luz, o con Pinterest y paciencia basta? ¿Cuánto suele costar?",
    "interior-design", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Born", "Barcelona"], kind="d", nu="U", situation="Is paying for a layout, colour and lighting plan worth it")
add("es-t13", "Queremos una pérgola de madera de unos 4 x 5 metros sobre la terraza de casa en Vianden. Como estamos en el valle hay mucha humedad: ¿qué madera aguanta mejor, pino tratado, alerce o algo tropical? ¿Y cuánto puede costar más o menos con el montaje? Buscamos un carpintero que la haga a medida.",
    "carpentry", "Vianden", "Vianden", kind="d", nu="N", situation="Which wood for a made-to-measure pergola in a damp valley")
add("es-t14", "Hemos heredado una casa en Stolzembourg que lleva diez años cerrada. Hay que cambiar la instalación eléctrica, la calefacción, el baño y la cocina, y los suelos están muy mal. ¿Es mejor reformarla por fases mientras vivimos allí, o hacerlo todo de una vez antes de mudarnos? Tenemos un presupuesto de unos 150 000 euros y no sabemos si da para todo. La casa es de piedra, de 1920. Los niños empezarían allí el colegio en septiembre.",
    "renovation", "Putscheid", "Stolzembourg", kind="d", nu="U", situation="Inherited house: renovate in phases while living there or all at once")
add("es-t15", "Mis padres viven en Martelange, en el lado belga, justo enfrente de Rombach-Martelange. Con las lluvias de marzo se ha caído una parte del muro de piedra que sujeta el jardín, unos seis metros. ¿Es mejor reconstruirlo en piedra como estaba o hacer un muro de bloques y revestirlo? Buscamos un albañil que pueda trabajar en Bélgica, aunque sea de Luxemburgo.",
    "masonry", "abroad", "Martelange", distractors=["Rombach-Martelange", "Bélgica", "Luxemburgo"], kind="d", nu="N", situation="Collapsed stone garden wall at the parents' house in Martelange (BE)")
