MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, brauch een deen mir an der Garage zu Bascharage eng 22 kW Wallbox uschléisst, de Stroumkasten ass vun 1998 an den neien Auto kënnt Mëtt Januar.",
    "electrical", "Käerjeng", "Bascharage", situation="Wallbox charger to connect in a garage, old fuse box")
add("lb-s02", "Wien kann mir e Kafkontrakt vu 14 Säiten aus dem Portugiseschen op Franséisch iwwersetzen, et misst bis Freideg fäerdeg sinn?",
    "translation", None, None, situation="14-page purchase contract Portuguese to French by Friday")
add("lb-s03", "sinn ausgespaart zu olm de schlëssel stécht vu bannen am schlass an de klenge schléift am auto kann haut nach een kommen",
    "locksmith", "Kehlen", "olm", situation="locked out, key stuck inside the lock, voice-typed")
add("lb-s04", "Mir sichen een deen eis 5 al Thujaen erausrappt an de Stéck hannert dem Haus zu Garnech nei mat Rasen usäit, Budget ongeféier 3000 €.",
    "gardening", "Garnich", "Garnech", situation="remove five old thujas and sow a new lawn")
add("lb-s05", "Kleng Sàrl am Bausecteur mat 3 Salariéen sicht eng Fiduciaire fir d'Paie all Mount an de Bilan 2026.",
    "accounting", None, None, situation="small building company needs monthly payroll and annual accounts")
add("lb-s06", "Kennt een e gudde Garagist deen d'Zännrimm vun engem Golf 7 Diesel wiesselt, ech hunn keng Loscht méi op de Concessionnaire 😅",
    None, None, None, situation="car timing belt change, not a listed trade")
add("lb-s07", "Eise Liebherr-Frigo an der Kiche zu Mamer mécht net méi kal, d'Luucht geet awer un an de Kompressor brummt just ganz kuerz.",
    "appliance-repair", "Mamer", "Mamer", situation="fridge no longer cooling, compressor starts briefly")
add("lb-s08", "Mir hunn Mais um Späicher zu Koplescht, iwwerall leien déi kleng schwaarz Kréimelen an d'Isolatioun ass ugeknabbert 🤢",
    "pest-control", "Kopstal", "Koplescht", situation="mice in the attic gnawing the insulation")
add("lb-s09", "Wat kascht ongeféier eng PV-Anlag vun 9 kWc mat Onduleur op engem Eefamilljenhaus zu Wäiswampech, Daach no Süden a 38 Grad?",
    "solar", "Weiswampach", "Wäiswampech", situation="price of a 9 kWp PV system on a south roof")
add("lb-s10", "Mir brauchen all Mount een deen d'Glasfassad an d'Fënstere vun eisem Büro zu Gasperich botzt, 3 Etagen, ca 180 m² Glas.",
    "cleaning", "Luxembourg", "Gasperich", situation="monthly cleaning of an office glass facade")

add("lb-t01", "Moien. Zanter dem Wochenend gëtt de Buedem am Living just nach bei der Terrassendier waarm, de Rescht bleift kal. Am Buedzëmmer ass et d'selwecht, och wann den Thermostat op 24 steet. D'Haus zu Hesper ass vun 2009 a leeft mat Gas, an am Keller um Verdeeler beweege sech zwou vun de klengen Uhren net méi. D'Kanner sinn erkaalt an ech weess net méi wat maachen.",
    "heating", "Hesperange", "Hesper", kind="a", nu="U", situation="underfloor heating only warm near one door, flow meters stuck")
add("lb-t02", "D'Toilette am Parterre leeft dauernd no, och an der Nuecht héiert een et sëftelen. Déi lescht Waasserrechnung vun der Gemeng war 380 € méi héich wéi d'Joer virdrun. Ech hunn den Deckel vum Spullkasten opgemaach, awer do verstinn ech näischt dervun. Mir wunnen zu Schouweiler an ech sinn Dënschdes a Mëttwochs doheem.",
    "plumbing", "Dippach", "Schouweiler", kind="a", nu="U", situation="toilet cistern keeps running, water bill up")
add("lb-t03", "All Kéier wann meng Fra de Fön am Buedzëmmer amécht, ass am ganzen Haus de Stroum ewech. Am Kasten ass dann ëmmer dee selwechte Schalter erof, ech maachen en erëm erop an da geet et nees. Gëschter ass et och geschitt wéi just d'Wäschmaschinn gelaf ass. Mir sinn zu Eischen, d'Haus ass vun de 70er Joren. Kann ee sech dat ukucken w.e.g.?",
    "electrical", "Habscht", "Eischen", kind="a", nu="U", situation="residual-current breaker trips the whole house")
add("lb-t04", "De Kanal vun eisem Daach leeft bei all Reen iwwer an d'Waasser leeft d'Fassad erof. Den Noper huet gesot, ech soll just Silikon an d'Ecke sprëtzen, dat hunn ech am Oktober gemaach an et ass nach méi schlëmm ginn. Elo hänkt de Kanal an der Mëtt och nach duerch. Ech sichen en Dachdecker fir eist Haus zu Ëlwen, virum Schnéi wa méiglech.",
    "roofing", "Troisvierges", "Ëlwen", kind="b", nu="N", situation="overflowing sagging gutter after neighbour's silicone tip")
add("lb-t05", "An eiser Gaardemauer aus Bréckstengen zu Goeblange ass zanter dem Summer e Rass, deen elo bal zwee Fanger breet ass. De Proprietaire sot, dat wier normal, d'Haus géif sech nach setzen. Mee d'Mauer ass schonn 30 Joer al an déi iewescht Steng wackelen. Ech hätt gär, dass een dat ausbessert, ier se op den Trottoir fält.",
    "masonry", "Koerich", "Goeblange", kind="b", nu="U", situation="widening crack in a brick garden wall, landlord says it is normal")
add("lb-t06", "Mir hunn d'Kichen selwer gemaach an um Rot vum Verkeefer am Baumaart déi nei Plättercher direkt op déi al gepecht. No dräi Méint kléngen der eng ganz Rei huel an zwou si gesprong. Elo soll et richteg gemaach ginn. Sicht ee Plättelsleeër an der Géigend vu Klierf, ongeféier 14 m².",
    "tiling", "Clervaux", "Klierf", kind="b", nu="N", situation="tiles glued over old tiles on shop advice sound hollow and crack")
add("lb-t07", "De Schwoer huet eis geroden, fir d'Fassad einfach déi wäiss Innefaarf ze huelen, déi nach am Keller stoung. No engem Wanter blieddert alles of, virun allem op der Wiederssäit. Mir wëllen dat elo propper maache loossen, ongeféier 120 m² Fassad, Haus zu Hamiville. E Gerüst misst dobäi sinn.",
    "painting", "Wincrange", "Hamiville", kind="b", nu="U", situation="facade painted with indoor paint on brother-in-law's advice is peeling")
add("lb-t08", "Ech sinn de Sekretär vum Tennisclub zu Steinfort. Mir hunn am Clubhaus 4 al Computeren, en Drécker deen keen erkennt an e Wifi dat all 10 Minutten ofbrécht. Mir sichen en IT-Techniker, deen fir e faire Präis alles eng Kéier richteg opsetzt. Mëttwochs owes ass ëmmer een do.",
    "it-support", "Steinfort", "Steinfort", kind="c", nu="N", situation="tennis club needs PCs, printer and wifi set up")
add("lb-t09", "Mir sinn eng kleng Bäckerei zu Housen a maachen eng nei Menükaart an eng Instagram-Säit. Dofir bräichte mir schéi Biller vun eise Kuchen, vum Brout a vum Team an der Bakstuff. Am léifste wier eis e Samschdeg de Moien, wann alles frësch ass. Wat kascht sou eppes fir en hallwen Dag?",
    "photography", "Parc Hosingen", "Housen", kind="c", nu="U", situation="bakery wants product and team pictures for menu and Instagram")
add("lb-t10", "Mir sinn eng Fahrschoul mat 3 Moniteuren a bis elo gëtt alles per Telefon a WhatsApp ofgemaach. Mir sichen e Webdesigner, deen eis en Internetsite mécht, wou d'Schüler hir Fuerstonne selwer reservéieren a bezuelen. Et soll op Lëtzebuergesch, Franséisch a Portugisesch sinn. Budget bis 5000 €.",
    "web-development", None, None, kind="c", nu="N", situation="driving school wants a site where pupils book and pay lessons")
add("lb-t11", "Eis Notairesstuff zitt Enn Februar vu Lëntgen an en neit Gebai zu Miersch. Et sinn 11 Schreifdëscher, 2 grouss Armoiren mat Akten an ongeféier 60 Këschten. D'Akte mussen an der selwechter Reiefolleg bleiwen an dierfen net iwwer Nuecht am Camion stoen. Wie kann dat op engem Samschdeg maachen?",
    "moving", "Lintgen", "Lëntgen", distractors=["Miersch"], kind="c", nu="U", situation="notary office moves desks and files to a new building")
add("lb-t12", "Mir hunn eng Wunneng vun 1965 am Bouneweg kaaft, 72 m² um zweete Stack. Kichen a Buedzëmmer sinn am Originalzoustand, d'Leitungen och. Lount et sech, alles an engem Coup ze renovéieren ier mir aplënneren, oder kann een och Schrëtt fir Schrëtt schaffen wärend mir do wunnen? Wat misst ee pro m² ongeféier rechnen?",
    "renovation", "Luxembourg", "Bouneweg", kind="d", nu="N", situation="1965 flat: renovate everything before moving in or in stages")
add("lb-t13", "Eise Living zu Esch-Uelzecht huet 45 m², ass awer ganz laang a schmuel, mat nëmmen enger Fënster um Enn. Egal wéi mir d'Canapé an den Iessdësch stellen, et gesäit ëmmer aus wéi e Gank. Mir froen eis, ob een eis e Plang mat Miwwelen, Faarwen a Luuchte maache kéint. Huet dat Sënn, oder ass dat rausgehäit Geld bei enger Lounwunneng?",
    "interior-design", "Esch-sur-Alzette", "Esch-Uelzecht", kind="d", nu="U", situation="long narrow living room layout plan, worth it in a rented flat?")
add("lb-t14", "Eise Noper huet eng Mauer gebaut, an nom Geometer steet se 40 cm op eisem Terrain. Hie seet, dat wier him egal, mir kéinten him d'Stéck jo verkafen. Musse mir elo direkt op d'Geriicht goen, oder gëtt et eng aner Méiglechkeet? A wie bezillt dann, fir d'Mauer ofzerappen?",
    "legal", None, None, kind="d", nu="U", situation="neighbour's wall built 40 cm on our land, what are our options")
add("lb-t15", "D'Haus vu menger Mamm zu Arel huet eng hëlze Trap vun 1950, déi bei all Schrëtt knaschtert, an zwou Trëppele wackelen. Ech wunnen zu Mamer an hätt gär eng Firma vun hei, well ech hei d'Leit kennen. Ass et besser, déi Trap ze flécken oder eng nei aus Eech maachen ze loossen? Wat kascht dat ongeféier?",
    "carpentry", "abroad", "Arel", distractors=["Mamer"], not_place=["Eech"], kind="d", nu="U", situation="creaking wooden staircase at mother's house across the border: repair or new oak")

# ---------------- French ----------------
add("fr-s01", "Bonjour, l'évier de la cuisine est bouché depuis hier soir et l'eau remonte dans le deuxième bac malgré le bicarbonate et le vinaigre, on est à Rumelange, quelqu'un dispo demain matin ?",
    "plumbing", "Rumelange", "Rumelange", situation="blocked kitchen sink, water backs up into second bowl")
add("fr-s02", "Je cherche un avocat en droit du travail car mon employeur veut me licencier pendant mon congé parental, est-ce qu'il en a le droit ?",
    "legal", None, None, situation="employee threatened with dismissal during parental leave")
add("fr-s03", "besoin electricien pour remplacer vieux tableau a fusibles par disjoncteurs maison de 1962 a Kayl merci de me rappeler apres 17h",
    "electrical", "Kayl", "Kayl", situation="replace an old fuse box with breakers, typed without accents")
add("fr-s04", "Quelqu'un connaît une bonne couturière pour reprendre une robe de soirée et raccourcir deux pantalons de costume avant le 20 décembre ?",
    None, None, None, situation="tailoring alterations, not a listed trade")
add("fr-s05", "Des dizaines de fourmis ailées sortent de la plinthe du salon chez nous à Pontpierre depuis ce matin, faut-il faire traiter vite ?",
    "pest-control", "Mondercange", "Pontpierre", situation="swarm of flying ants from a skirting board")
add("fr-s06", "Mon lave-vaisselle Bosch Serie 6 ne vidange plus et il reste 5 cm d'eau sale au fond, j'habite près de la gare de bettembourg, intervention possible samedi ?",
    "appliance-repair", "Bettembourg", "bettembourg", not_place=["gare"], situation="dishwasher no longer drains")
add("fr-s07", "Devis svp pour déménager un F3 de Bonnevoie à Metz le 28 février, 3e étage sans ascenseur au départ et rez-de-chaussée à l'arrivée 📦",
    "moving", "Luxembourg", "Bonnevoie", distractors=["Metz"], situation="move of a 3-room flat from the city to Metz")
add("fr-s08", "Nous sommes un couple de frontaliers, lui salarié en France et moi au Luxembourg, qui pourrait remplir notre déclaration d'impôts commune pour 2025 ?",
    "accounting", None, None, distractors=["France", "Luxembourg"], situation="cross-border couple needs a joint tax return")
add("fr-s09", "Il faudrait élaguer un gros noyer qui passe au-dessus de la toiture du voisin, chez nous à L-3370, une nacelle sera sûrement nécessaire.",
    "gardening", "Leudelange", "L-3370", situation="prune a large walnut tree overhanging the neighbour's roof")
add("fr-s10", "Depuis le changement de box internet, l'imprimante réseau Brother n'est plus reconnue par les 6 PC de notre cabinet de kiné à Strassen.",
    "it-support", "Strassen", "Strassen", situation="network printer lost after router change in a physiotherapy practice")

add("fr-t01", "Depuis une semaine, une odeur d'égout remonte dans la salle de bains dès qu'on fait couler la douche. Le siphon a été nettoyé et ça n'a rien changé. Le soir c'est pire et on l'entend glouglouter quand la machine du voisin du dessus se vide. Nous sommes à Niederkorn, au premier étage d'une résidence.",
    "plumbing", "Differdange", "Niederkorn", kind="a", nu="U", situation="sewer smell and gurgling from the shower drain")
add("fr-t02", "Ce matin plus d'eau chaude et plus de chauffage. La chaudière au fioul fait trois clics, on entend le ventilateur, puis tout s'arrête et le bouton rouge s'allume. Le réservoir a été rempli en octobre. J'ai deux enfants en bas âge et il fait 14 degrés dans la maison à Lipperscheid.",
    "heating", "Bourscheid", "Lipperscheid", kind="a", nu="U", situation="oil boiler locks out, no heat and no hot water")
add("fr-t03", "Après la tempête de dimanche, on voit depuis le jardin que plusieurs tuiles ont glissé sur le versant nord. Au grenier, une tache brune est apparue sur les panneaux juste en dessous. Il doit encore pleuvoir toute la semaine. Maison à Wickrange, deux niveaux, pente assez raide.",
    "roofing", "Reckange-sur-Mess", "Wickrange", kind="a", nu="U", situation="slipped roof tiles after a storm, stain in the attic")
add("fr-t04", "Ma belle-mère m'a conseillé de peindre directement sur le papier peint vinyle du couloir pour gagner du temps. Résultat : trois semaines après, ça cloque et ça se décolle par bandes. Je cherche un peintre pour tout enlever et refaire proprement, couloir de 12 mètres plus la cage d'escalier. La maison est à Dudelange, quartier Italie.",
    "painting", "Dudelange", "Dudelange", kind="b", nu="N", distractors=[], situation="paint over vinyl wallpaper blistering, strip and repaint hallway")
add("fr-t05", "Notre voisin, qui a construit sa maison lui-même, nous a dit qu'un enduit au ciment suffisait sur le vieux mur en pierres de la grange. Deux hivers plus tard, l'enduit tombe par plaques et les pierres derrière s'effritent. On voudrait que ce soit refait dans les règles, probablement à la chaux. La grange est à Gilsdorf, côté rue.",
    "masonry", "Bettendorf", "Gilsdorf", kind="b", nu="U", situation="cement render on an old stone barn wall falling off")
add("fr-t06", "La serrure de la porte d'entrée accrochait un peu et le propriétaire nous a dit de mettre de l'huile de cuisine dedans. Maintenant la clé ne tourne plus qu'à moitié et il faut forcer comme un malade. J'ai peur de rester bloquée dehors avec le bébé. Il faudrait changer le cylindre, c'est à Aspelt.",
    "locksmith", "Frisange", "Aspelt", kind="b", nu="U", situation="front door lock gummed up by cooking oil, replace cylinder")
add("fr-t07", "Un démarcheur nous a dit que nos panneaux produisaient moins à cause de la poussière et nous a vendu un lavage à 450 €. La production n'a pas bougé, toujours à peine 2 kWh par jour en plein été, et l'onduleur clignote orange. Je cherche un installateur photovoltaïque sérieux pour contrôler l'installation. Maison à Schifflange, 6 kWc posés en 2017.",
    "solar", "Schifflange", "Schifflange", kind="b", nu="N", situation="PV output low after a useless panel wash sold by a canvasser")
add("fr-t08", "Notre agence immobilière à Esch/Alzette lance une nouvelle série d'annonces haut de gamme. Nous cherchons un photographe qui fasse aussi des vidéos de visite et quelques vues au drone. Environ quatre biens par mois, souvent le mardi. Merci d'envoyer vos tarifs à la journée.",
    "photography", "Esch-sur-Alzette", "Esch/Alzette", kind="c", nu="N", situation="estate agency needs property photos, video tours and drone shots")
add("fr-t09", "Nous tenons un cabinet dentaire avec trois salles de soins à Soleuvre. Il nous faut quelqu'un chaque soir après 19 h pour les sols, les sanitaires et la salle d'attente. Les surfaces près des fauteuils demandent des produits adaptés, on vous expliquera. Contrat à l'année si possible.",
    "cleaning", "Sanem", "Soleuvre", kind="c", nu="U", situation="dental practice needs evening cleaning every day")
add("fr-t10", "Je m'occupe bénévolement de l'association des parents d'élèves de notre école. Chaque année les inscriptions à la fête et aux sorties se font sur papier, c'est l'enfer. Nous cherchons un développeur web pour un petit site avec formulaires d'inscription et paiement en ligne. Petit budget mais on peut mettre votre logo partout !",
    "web-development", None, None, kind="c", nu="N", situation="parents' association wants a registration and payment site")
add("fr-t11", "Notre société de transport répond de plus en plus à des appels d'offres publiés en allemand. Les cahiers des charges font souvent 30 à 40 pages et personne chez nous ne maîtrise assez la langue. Il nous faudrait quelqu'un qui nous les rende en français sous trois jours. Ce serait régulier, deux à trois dossiers par mois.",
    "translation", None, None, kind="c", nu="U", situation="haulier needs German tender documents rendered in French")
add("fr-t12", "Nous hésitons à acheter une maison de 1930 à Rodange, pas chère mais jamais touchée : fenêtres simple vitrage, électricité d'origine, pas d'isolation. Est-ce que ça vaut le coup de tout rénover ou vaut-il mieux démolir et reconstruire ? Pour 140 m², à quel budget faut-il s'attendre en gros ? On doit faire une offre avant vendredi.",
    "renovation", "Pétange", "Rodange", kind="d", nu="N", situation="1930 house: renovate completely or demolish, rough budget")
add("fr-t13", "On veut remplacer la vieille terrasse en dalles par une terrasse en bois d'environ 25 m² derrière la maison à Berchem. Entre l'ipé, le pin traité et le composite, qu'est-ce qui tient le mieux avec notre exposition plein ouest ? Et il faut compter combien pose comprise ? Le terrain est légèrement en pente.",
    "carpentry", "Roeser", "Berchem", kind="d", nu="U", situation="which material for a 25 m2 wooden deck and price")
add("fr-t14", "Nous venons d'acheter un studio de 28 m² au Limpertsberg pour le louer à des étudiants. Il faut y caser un lit, un bureau, une kitchenette et beaucoup de rangements sans que ça fasse cagibi. Est-ce que ça vaut la peine de payer quelqu'un pour concevoir l'aménagement et choisir le mobilier, ou est-ce qu'on se débrouille avec IKEA ? Combien coûte ce genre de plan ?",
    "interior-design", "Luxembourg", "Limpertsberg", kind="d", nu="U", situation="layout and furniture plan for a 28 m2 student studio")
add("fr-t15", "On a acheté une petite maison à Volmerange-les-Mines, juste de l'autre côté de la frontière. La douche à l'italienne doit être entièrement refaite. Vaut-il mieux des joints époxy ou des joints ciment classiques, vu que l'eau est très calcaire ici ? Et est-ce que des artisans du Luxembourg se déplacent en France pour ce genre de chantier ?",
    "tiling", "abroad", "Volmerange-les-Mines", distractors=["Luxembourg", "France"], kind="d", nu="U", situation="walk-in shower to redo across the border: epoxy or cement grout")

# ---------------- German ----------------
add("de-s01", "Suche Schreiner, der uns in Bereldingen eine Schrankwand unter die Dachschräge einbaut, etwa 4 m lang, Eiche furniert, mit Schiebetüren.",
    "carpentry", "Walferdange", "Bereldingen", situation="built-in wardrobe under a sloping ceiling")
add("de-s02", "Wir brauchen für unsere Firma eine Dolmetscherin Deutsch–Portugiesisch für eine Betriebsversammlung Mitte März, rund 3 Stunden.",
    "translation", None, None, situation="German-Portuguese interpreter for a staff meeting")
add("de-s03", "Hat jemand einen Tipp für eine zuverlässige Hundesitterin, die nächste Woche dreimal täglich mit unserem Labrador Gassi geht?",
    None, None, None, not_place=["einen"], situation="dog sitter for a week, not a listed trade")
add("de-s04", "Im Vorratsschrank unserer Küche in Sandweiler krabbeln überall kleine braune Käfer im Mehl und in den Haferflocken, wer kann die gründlich bekämpfen?",
    "pest-control", "Sandweiler", "Sandweiler", situation="pantry beetles in flour and oats")
add("de-s05", "Für unser Mehrfamilienhaus in Hesperingen hätten wir gern eine Schließanlage mit 14 Zylindern, damit jeder Schlüssel Haustür, Keller und die eigene Wohnung öffnet.",
    "locksmith", "Hesperange", "Hesperingen", situation="master key system for a block of flats")
add("de-s06", "Brauche Hilfe bei der Lohnabrechnung für unsere Haushaltshilfe, also Anmeldung bei der CCSS und monatliche Abrechnung, wer macht sowas für Privatleute?",
    "accounting", None, None, situation="payroll for a household helper")
add("de-s07", "Die Fugen zwischen den Bodenfliesen im Flur in Contern bröckeln überall raus, bitte alles auskratzen und neu verfugen, etwa 18 m².",
    "tiling", "Contern", "Contern", situation="crumbling floor tile grout in a hallway")
add("de-s08", "Wer legt uns in Heffingen einen Gemüsegarten mit vier Hochbeeten und Tropfbewässerung an, Fläche so um die 40 m²?",
    "gardening", "Heffingen", "Heffingen", not_place=["einen"], situation="vegetable garden with raised beds and drip irrigation")
add("de-s09", "angebot gesucht solarthermie für warmwasser auf bungalow in colmar-berg 4 personen flachdach speicher im keller ist schon da",
    "solar", "Colmar-Berg", "colmar-berg", situation="solar thermal hot water on a flat roof, voice-typed")
add("de-s10", "Baureinigung nach dem Umbau unseres Einfamilienhauses in L-7307 gesucht, überall Gipsstaub und die Fenster voller Farbspritzer 😩",
    "cleaning", "Steinsel", "L-7307", situation="builders' clean after a house conversion")

add("de-t01", "Seit gestern flackert im ganzen Erdgeschoss das Licht, sobald der Backofen läuft. Heute Morgen roch es an der Steckdose neben dem Kühlschrank kurz verschmort, und die Abdeckung ist leicht braun verfärbt. Ich habe den Kühlschrank vorsichtshalber an ein Verlängerungskabel gehängt. Wir wohnen in Bartringen, Reihenhaus aus den 80ern.",
    "electrical", "Bertrange", "Bartringen", kind="a", nu="U", situation="flickering lights and a scorched socket")
add("de-t02", "Der Pelletkessel im Keller zündet seit heute früh nicht mehr. Im Brennraum liegt ein Haufen unverbrannter Pellets, und es riecht leicht nach Rauch. Ich habe zweimal neu gestartet, dann kam nur noch ein Piepen. Haus in Munsbach, draußen sind minus 5 Grad.",
    "heating", "Schuttrange", "Munsbach", kind="a", nu="U", situation="pellet boiler fails to ignite")
add("de-t03", "Unser Trockner läuft seine Stunde durch, aber die Wäsche kommt genauso nass raus, wie sie reinging. Die Trommel dreht sich, nur warm wird es innen nicht mehr. Flusensieb und Kondensbehälter habe ich geleert. Das Gerät ist ein Miele von 2016, wir wohnen in Capellen.",
    "appliance-repair", "Mamer", "Capellen", kind="a", nu="U", situation="tumble dryer no longer heats")
add("de-t04", "Ein Bekannter hat uns geraten, das Moos mit dem Hochdruckreiniger vom Dach zu spritzen. Jetzt sind mehrere Ziegel gesprungen und bei Regen tropft es im Schlafzimmer durch die Decke. Wir brauchen dringend einen Dachdecker, der sich das anschaut und die Ziegel ersetzt. Haus in Senningerberg, Satteldach, zwei Stockwerke.",
    "roofing", "Niederanven", "Senningerberg", kind="b", nu="N", not_place=["einen"], situation="roof tiles cracked by pressure washing, leak into bedroom")
add("de-t05", "Im Baumarkt hieß es, ein Rohrreiniger-Granulat löse jede Verstopfung. Seitdem ist das Waschbecken im Gäste-WC komplett zu, und das graue Abflussrohr darunter hat sich verformt. Ich traue mich nicht, noch etwas reinzukippen. Wir wohnen in Hassel und bräuchten jemanden diese Woche.",
    "plumbing", "Weiler-la-Tour", "Hassel", kind="b", nu="U", situation="drain cleaner granules deformed the waste pipe, basin fully blocked")
add("de-t06", "Die Nachbarin meinte, Eichenparkett könne man problemlos nass mit Schmierseife wischen. Nach ein paar Wochen hat sich das Holz an den Stößen aufgewölbt und die Oberfläche ist stumpf und grau. Wer schleift uns die 35 m² im Wohnzimmer ab und versiegelt sie neu? Wir wohnen in Fels, gleich unterhalb der Burg.",
    "carpentry", "Larochette", "Fels", not_place=["Holz"], kind="b", nu="U", situation="oak parquet cupped after wet mopping, sand and reseal")
add("de-t07", "Ein Kollege meinte, mit zwei Freunden und einem gemieteten Sprinter schaffen wir den Umzug locker an einem Samstag. Beim ersten Anlauf ist uns die Waschmaschine von der Rampe gekippt und der Rücken meines Schwagers ist hin. Jetzt wollen wir es richtig machen und suchen eine Umzugsfirma für den Rest. Es geht von Bissen nach Ettelbruck, etwa 3 Zimmer, Ende Januar.",
    "moving", "Bissen", "Bissen", distractors=["Ettelbruck"], kind="b", nu="N", situation="DIY move went wrong, professional movers for the rest")
add("de-t08", "Ich bin Kassierer in einem Handballverein. Ein Sponsor hat vor einem Jahr einen Vertrag über 3 Saisons unterschrieben, zahlt aber seit Sommer nicht mehr und antwortet auf keine Mail. Aus diesem Grund fehlt uns jetzt das Geld für die Jugendmannschaften. Wir suchen jemanden, der uns sagt, wie wir das Geld eintreiben können, notfalls vor Gericht.",
    "legal", None, None, not_place=["einen", "Grund"], kind="c", nu="U", situation="sports club sponsor stopped paying under contract")
add("de-t09", "Unser Architekturbüro in Mühlenbach hat 7 Arbeitsplätze und einen NAS, der voll ist und seit Wochen keine Sicherung mehr macht. Außerdem sollen zwei neue Laptops ins Netzwerk und die CAD-Lizenzen auf einen Lizenzserver. Wir suchen einen IT-Dienstleister, gern mit Wartungsvertrag. Am besten wäre ein Termin an einem Freitagnachmittag.",
    "it-support", "Luxembourg", "Mühlenbach", kind="c", nu="N", not_place=["einen"], situation="architecture office NAS backups failing, new laptops and licence server")
add("de-t10", "Wir führen ein kleines Hotel-Restaurant in Angelsberg und wollen den Frühstücksraum neu gestalten. Gesucht ist eine Innenarchitektin für Konzept, Farben, Möbel und Beleuchtung. Die Ausführung machen danach unsere eigenen Handwerker. Der Raum hat 70 m² und viel Dunkelholz aus den 80ern.",
    "interior-design", "Fischbach", "Angelsberg", kind="c", nu="N", not_place=["führen"], situation="hotel breakfast room concept, colours, furniture and lighting")
add("de-t11", "Wir sind eine kleine Imkerei mit rund 60 Völkern. Bisher verkaufen wir nur auf Märkten, jetzt möchten wir unseren Honig auch online anbieten, mit Versand und Kartenzahlung. Die Produkte und Fotos haben wir schon. Was bräuchten Sie von uns, und mit welchen Kosten müssen wir rechnen?",
    "web-development", None, None, kind="c", nu="U", situation="beekeeper wants to sell honey online with shipping and card payment")
add("de-t12", "Unsere Fassade in Boevange-sur-Attert ist grau und fleckig geworden, der Putz selbst ist aber in Ordnung. Lohnt sich Silikatfarbe, oder reicht eine gute Dispersionsfarbe? Der Unterschied im Preis scheint groß zu sein. Es sind etwa 180 m², Westseite sehr wetterexponiert.",
    "painting", "Helperknapp", "Boevange-sur-Attert", kind="d", nu="U", situation="facade repaint: silicate or dispersion paint")
add("de-t13", "Wir möchten die Wand zwischen Küche und Wohnzimmer öffnen, sie ist tragend. Was kostet so ein Durchbruch mit Stahlträger ungefähr, und braucht man dafür einen Statiker? Oder macht das ein Maurer mit Erfahrung auch ohne? Haus in Esch an der Alzette, Baujahr 1958.",
    "masonry", "Esch-sur-Alzette", "Esch an der Alzette", kind="d", nu="N", not_place=["einen"], situation="opening a load-bearing wall with a steel beam, cost and engineer")
add("de-t14", "Oma wird im April neunzig und die ganze Familie kommt bei uns in Zessingen zusammen, 34 Leute aus vier Ländern. Lohnt es sich, jemanden zu holen, der ein paar Stunden schöne Bilder von allen macht? Oder reichen unsere Handys? Was kostet so etwas ungefähr?",
    "photography", "Luxembourg", "Zessingen", kind="d", nu="U", situation="family pictures at grandmother's 90th birthday, worth it?")
add("de-t15", "Meine Eltern haben ein altes Winzerhaus in Nittel, direkt gegenüber an der Mosel. Bäder, Küche, Böden und Elektrik sind alle von 1975 und müssten neu. Lohnt es sich, das Haus so herzurichten, oder ist ein Verkauf im jetzigen Zustand klüger? Wir würden gern mit Firmen aus Luxemburg arbeiten.",
    "renovation", "abroad", "Nittel", distractors=["Mosel", "Luxemburg"], kind="d", nu="U", situation="old winegrower's house across the Moselle: refit or sell as is")

# ---------------- English ----------------
add("en-s01", "Pigeons roost every night on the ledge above our balcony in Kirchberg and the mess is unbelievable, can someone put up spikes or netting?",
    "pest-control", "Luxembourg", "Kirchberg", not_place=["roost"], situation="pigeons fouling a balcony, spikes or netting")
add("en-s02", "Looking for a dev to rebuild the WordPress booking page of my yoga studio, it breaks every time a plugin updates and I lose bookings 🙏",
    "web-development", None, None, situation="yoga studio booking page breaks on plugin updates")
add("en-s03", "Does anyone know a patient driving instructor who gives lessons in English on an automatic car?",
    None, None, None, situation="driving lessons, not a listed trade")
add("en-s04", "need someone to lay new turf in the back garden in mersch about 80 m2 the old grass is mostly moss and clover now",
    "gardening", "Mersch", "mersch", not_place=["grass"], situation="replace a mossy lawn with turf, voice-typed")
add("en-s05", "Carpet and sofa shampooing needed for a 3-bed house in Strassen after our dog was sick all over the place this week.",
    "cleaning", "Strassen", "Strassen", situation="carpet and sofa shampoo after a sick dog")
add("en-s06", "I need an accountant to sort out two years of unfiled bookkeeping for my Sàrl-S before the fines from the RCS get any worse.",
    "accounting", None, None, situation="two years of missing bookkeeping for a small company")
add("en-s07", "Just bought a house in Junglinster and want every lock changed, 3 doors plus the garage, ideally with anti-snap cylinders.",
    "locksmith", "Junglinster", "Junglinster", situation="change all locks after buying a house")
add("en-s08", "Our Siemens induction hob keeps switching one zone off after a minute and beeping, is there anyone around Ettelbruck who repairs these?",
    "appliance-repair", "Ettelbruck", "Ettelbruck", situation="induction hob zone cuts out")
add("en-s09", "Can someone install six outdoor spotlights and a motion sensor along the drive of our house in Bertrange, the cable is already in the ground?",
    "electrical", "Bertrange", "Bertrange", situation="outdoor spotlights and motion sensor on a driveway")
add("en-s10", "I need our 9-page shareholder agreement translated from English into German, no certification needed, just accurate, by 10 January.",
    "translation", None, None, situation="shareholder agreement English to German")

add("en-t01", "Every morning there's a small puddle in the cupboard under the kitchen sink. I've put a bowl down but the chipboard at the bottom has already swollen. It seems to be wet around the white pipe at the back, not from the tap itself. We rent a flat, postcode L-9201, and the landlord said just get it fixed and send him the bill.",
    "plumbing", "Diekirch", "L-9201", not_place=["bill"], kind="a", nu="U", situation="slow leak under the kitchen sink swelling the cupboard")
add("en-t02", "There's a diagonal crack running up from the corner of our living room window, and it has got noticeably wider since the summer. Outside you can now fit a coin into it and bits of the render are falling off. The house is from 1978 and we're in Niederfeulen. Should we be worried?",
    "masonry", "Feulen", "Niederfeulen", kind="a", nu="U", situation="widening diagonal crack from a window corner")
add("en-t03", "The house has been getting colder all day. The little gauge on the front of the boiler says 0.3 and someone told me it should be around 1.5. I topped it up last week and it dropped again. We're in Helmdange and my wife is eight months pregnant, so any help today would be great.",
    "heating", "Lorentzweiler", "Helmdange", kind="a", nu="U", situation="boiler pressure keeps dropping, house getting cold")
add("en-t04", "My father-in-law said the grout on our terrace tiles didn't need sealing. After last winter's frost the grout has popped out in lines and about a dozen tiles rock when you step on them. I need a tiler who will lift the loose ones and regrout the whole terrace properly. It's roughly 30 m2, at our place in Mertzig.",
    "tiling", "Mertzig", "Mertzig", kind="b", nu="N", situation="frost-damaged terrace grout and loose tiles")
add("en-t05", "The estate agent told us the sticking doors were just the house settling and would sort themselves out. Since we moved in, four solid oak doors drag on the floor and the bathroom one won't latch at all. I'd like someone to plane and rehang them properly. We're in Schieren, any weekday after 4 works.",
    "carpentry", "Schieren", "Schieren", kind="b", nu="U", situation="oak doors drag and won't latch, plane and rehang")
add("en-t06", "A friend told me I wouldn't need any help because the sofa would fit in my hatchback with the legs off. It doesn't, and I've already scraped the stairwell trying. There's the sofa, two wardrobes and about 25 boxes in the basement of our building in Belair, up a narrow stair. I've rented a storage unit in Contern, so it all just has to get there before the 31st.",
    "moving", "Luxembourg", "Belair", distractors=["Contern"], kind="b", nu="U", situation="DIY attempt failed, furniture and boxes to a storage unit")
add("en-t07", "A friend swore that two coats of primer would cover our dark red feature wall. We've now done three coats of white and it still looks pink in daylight. I'd rather pay a painter than lose another weekend. It's one wall, about 5 by 2.6 m, in our living room in Nommern.",
    "painting", "Nommern", "Nommern", kind="b", nu="N", situation="dark red wall still shows through after three coats")
add("en-t08", "We run a coworking space in Hollerich with 40 desks, two meeting rooms and a small kitchen. Our cleaner has just retired, so we're looking for a cleaning company to come three evenings a week. Bins, kitchen, toilets and floors, plus windows once a month. Could you send a quote?",
    "cleaning", "Luxembourg", "Hollerich", kind="c", nu="N", situation="coworking space needs evening office cleaning")
add("en-t09", "We run a campsite in Reisdorf and guests complain every evening that the wifi is useless beyond reception. We have one router in the office and an old repeater that keeps dropping out. We'd like three or four access points and a simple login page for guests. Season starts 1 April.",
    "it-support", "Reisdorf", "Reisdorf", kind="c", nu="U", situation="campsite guest wifi with access points and login page")
add("en-t10", "We're a small organic farm shop in Medernach and we're putting together a new brochure and social media pages. We'd need pictures of the farm, the animals, the team and the products, maybe a few short clips too. Spring would be ideal when the lambs are out. Please let me know your rates.",
    "photography", "Vallée de l'Ernz", "Medernach", kind="c", nu="U", situation="farm shop needs pictures and short clips for a brochure")
add("en-t11", "I manage a small private daycare. A child tripped in the garden last month and got a few stitches, and now the parents say they will take us to court. Our insurer is slow to answer and we don't know what we are allowed to say to the family. We need proper advice quickly.",
    "legal", None, None, kind="c", nu="U", situation="daycare threatened with legal action after a child's fall")
add("en-t12", "Our roof in Betzdorf faces east and west, no south side at all. Is it still worth putting solar panels on it, or is that a waste of money? We use about 5500 kWh a year and both work from home. Rough price for something sensible would be great.",
    "solar", "Betzdorf", "Betzdorf", kind="d", nu="N", situation="is PV worth it on an east-west roof")
add("en-t13", "We've knocked through to make one open-plan ground floor in Mamer and now it feels like a sports hall. Would it be better to zone it with furniture and rugs, or with different lighting and colours? We're tempted to get someone in to draw a proper plan but we're not sure it's worth the fee. What would that usually cost?",
    "interior-design", "Mamer", "Mamer", kind="d", nu="U", situation="zoning a large open-plan ground floor, worth paying for a plan?")
add("en-t14", "How much roughly would it cost to renovate a small bathroom in Ingeldorf, about 6 m2? Everything would go: bath out, walk-in shower in, new toilet, tiles and lighting. Is it better to do it now in winter or wait until spring? We only have the one bathroom, which is the main worry.",
    "renovation", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="N", situation="rough cost and timing of a small bathroom refit")
add("en-t15", "My parents' house is in Echternacherbrück, just over the bridge from Echternach on the German side. The roof is from the 60s and we've been told it needs redoing in the next few years. Is natural slate worth the extra money over concrete tiles? We'd rather use a Luxembourg firm since we live here.",
    "roofing", "abroad", "Echternacherbrück", distractors=["Echternach", "Luxembourg"], kind="d", nu="U", situation="re-roof across the border: slate or concrete tiles")

# ---------------- Portuguese ----------------
add("pt-s01", "Preciso de um pintor para pintar 3 quartos e o corredor num apartamento em Wiltz, paredes e tetos em branco, antes do Natal se possível.",
    "painting", "Wiltz", "Wiltz", situation="paint three bedrooms and a corridor before Christmas")
add("pt-s02", "Boa tarde, preciso de um advogado que fale português para o divórcio, por causa da guarda das crianças e da casa que está nos dois nomes.",
    "legal", None, None, situation="divorce with custody and jointly owned house")
add("pt-s03", "Alguém conhece uma explicadora de matemática para o meu filho que está no 5e do liceu e vai muito mal?",
    None, None, None, situation="maths tutor for a secondary-school pupil, not a listed trade")
add("pt-s04", "Procuro uma senhora para fazer a limpeza da casa 4 horas por semana em Redange, de preferência às quartas de manhã.",
    "cleaning", "Redange", "Redange", situation="weekly home cleaning, four hours")
add("pt-s05", "o forno whirlpool já não aquece em baixo só o grill é que funciona moro em pétange alguém faz reparação ao sábado",
    "appliance-repair", "Pétange", "pétange", situation="oven bottom element dead, voice-typed")
add("pt-s06", "Preciso de traduzir o contrato de trabalho e 3 recibos de vencimento do francês para português, é para o banco em Portugal.",
    "translation", None, None, distractors=["Portugal"], situation="employment contract and payslips French to Portuguese for a bank")
add("pt-s07", "Queria um orçamento para cortar a relva e arrumar o jardim de 15 em 15 dias em Useldange, o terreno tem uns 600 m2.",
    "gardening", "Useldange", "Useldange", situation="fortnightly lawn mowing and garden upkeep")
add("pt-s08", "Preciso de um eletricista para pôr mais 4 tomadas na cozinha nova e ver se o quadro aguenta a placa e o forno, casa em Beckerich.",
    "electrical", "Beckerich", "Beckerich", situation="extra kitchen sockets, check the board can take hob and oven")
add("pt-s09", "o meu portátil não liga ao wifi desde a atualização do windows e eu trabalho de casa em esch-sur-alzette, alguém pode vir cá hoje?",
    "it-support", "Esch-sur-Alzette", "esch-sur-alzette", situation="laptop lost wifi after a Windows update, home worker")
add("pt-s10", "Preciso de uma carrinha com 2 homens para levar as coisas de um T2 de Differdange para Lisboa em março, quanto é que fica mais ou menos?",
    "moving", "Differdange", "Differdange", distractors=["Lisboa"], situation="move a two-room flat to Lisbon")

add("pt-t01", "Há uns bichinhos prateados e compridos que aparecem à noite na casa de banho quando acendo a luz. Agora também já os vejo no quarto das crianças, atrás dos móveis. Limpo tudo com lixívia mas voltam sempre. Moramos num rés-do-chão em Warken.",
    "pest-control", "Ettelbruck", "Warken", kind="a", nu="U", situation="silverfish spreading from bathroom to bedroom")
add("pt-t02", "O termóstato da parede não faz nada, posso pôr a 25 ou a 15 e fica igual. A caldeira a gás só arranca quando carrego no botão dela na cave, e depois não para. Já troquei as pilhas do termóstato. A casa é em Vichten e estamos a gastar gás como nunca.",
    "heating", "Vichten", "Vichten", kind="a", nu="U", situation="wall thermostat no longer controls the gas boiler")
add("pt-t03", "Quando chove com vento, escorre água pela parede do quarto do sótão, mesmo ao lado da janela inclinada. Por dentro a janela está seca, a água vem de cima do caixilho. A mancha no gesso já tem meio metro. A casa fica em Eschdorf e é de 2004.",
    "roofing", "Esch-sur-Sûre", "Eschdorf", kind="a", nu="U", situation="rain running in above a roof window frame")
add("pt-t04", "O meu cunhado disse que para a casa de banho bastava a tinta normal que sobrou da sala. Passados dois meses a tinta do teto está a descascar toda por causa do vapor do duche. Preciso de um pintor que raspe tudo e pinte com tinta própria para zonas húmidas. Fica em Pratz, a casa de banho tem uns 7 m2.",
    "painting", "Préizerdaul", "Pratz", kind="b", nu="N", situation="ceiling paint peeling from steam, repaint with bathroom paint")
add("pt-t05", "O vizinho disse-nos que o muro de suporte do jardim se fazia só com blocos empilhados, sem sapata. Fizemos assim no verão e agora o muro já está a inclinar para o lado do passeio. Tem 1,20 m de altura e uns 14 metros. Queríamos que alguém o refizesse como deve ser, a casa é em Ell.",
    "masonry", "Ell", "Ell", kind="b", nu="U", situation="garden retaining wall built without footing is leaning")
add("pt-t06", "A fechadura eletrónica da porta do apartamento deixou de aceitar o código. A propriétaire disse que era só trocar as pilhas, trocámos e continua igual, só abre com a chave de emergência que está quase partida. Preciso de um serralheiro que veja isto antes do fim de semana. É num prédio perto da Gare, 4º andar.",
    "locksmith", "Luxembourg", "Gare", kind="b", nu="N", situation="electronic door lock rejects the code after battery change")
add("pt-t07", "A sanita entupiu e a minha mãe disse para deitar lixívia e água a ferver. Fiz isso e agora a água nem desce e ainda cheira pior. Tenho medo que transborde, só temos uma casa de banho. Moramos em Boulaide, perto da igreja.",
    "plumbing", "Boulaide", "Boulaide", kind="b", nu="U", situation="blocked toilet made worse by bleach and boiling water")
add("pt-t08", "Temos uma pastelaria com 5 empregados e a nossa contabilista reformou-se em novembro. Precisamos de um novo gabinete de contabilidade para o IVA trimestral, os salários e o fecho de contas. As faturas estão todas organizadas por mês. Podem mandar-nos uma proposta?",
    "accounting", None, None, kind="c", nu="N", situation="pastry shop needs a new accountant for VAT, payroll and year-end")
add("pt-t09", "Somos uma associação cultural portuguesa e temos um salão em Pommerloch onde fazemos os convívios. Queríamos um balcão de bar em madeira, feito à medida, com prateleiras atrás para os copos. O espaço tem 4 metros de parede. O que precisam de saber para dar um orçamento?",
    "carpentry", "Winseler", "Pommerloch", kind="c", nu="U", situation="cultural association wants a made-to-measure wooden bar counter")
add("pt-t10", "Sou do comité de um clube de futebol em Grosbous. Em abril fazemos 50 anos e queremos um fotógrafo para as fotos de equipa das 9 equipas e para o jantar da festa. Pode ser num sábado, de manhã no campo e à noite no salão. Quanto cobram?",
    "photography", "Groussbus-Wal", "Grosbous", kind="c", nu="N", situation="football club jubilee team photos and dinner")
add("pt-t11", "Tenho uma pequena empresa de limpezas com 6 funcionárias. Os clientes ligam-me a toda a hora para pedir preços e marcar horários. Queria que pudessem pedir orçamento e marcar online, e que eu visse tudo no telemóvel. Dá para fazer isso sem gastar uma fortuna?",
    "web-development", None, None, kind="c", nu="U", situation="cleaning company wants online quotes and scheduling")
add("pt-t12", "Quanto custa mais ou menos assentar mosaico grande de 60x120 no chão da sala e da cozinha, uns 45 m2? A casa é em Perlé e o chão já está com betonilha nova. Compensa pôr o mosaico já agora ou esperar pela primavera? Já comprámos o material.",
    "tiling", "Rambrouch", "Perlé", kind="d", nu="U", situation="price of laying large-format floor tiles on new screed")
add("pt-t13", "Herdámos um apartamento em Saeul, com a cozinha e a casa de banho dos anos 80. Vale a pena fazer a renovação das duas antes de arrendar, ou é melhor vender como está? Queria ter uma ideia do preço para decidir com os meus irmãos. O apartamento tem 85 m2.",
    "renovation", "Saeul", "Saeul", kind="d", nu="N", situation="inherited flat: refit kitchen and bathroom before renting or sell")
add("pt-t14", "Vivemos num apartamento em Pfaffenthal que é muito escuro, só tem janelas para a encosta. Que cores e que móveis é que se escolhem para parecer maior e mais claro? Compensa pagar a alguém que faça um plano completo, com luzes e tudo? Não queremos fazer obras, só mudar a decoração.",
    "interior-design", "Luxembourg", "Pfaffenthal", kind="d", nu="U", situation="dark flat: colours, furniture and lights, worth paying for a plan")
add("pt-t15", "A nossa casa é em Martelange, do lado belga, mas trabalhamos os dois no Luxemburgo. Estamos a pensar produzir a nossa própria eletricidade no telhado, que está virado a sul. Vale a pena com os preços de agora, ou demora demasiado a pagar-se? E uma empresa luxemburguesa pode fazer a instalação na Bélgica?",
    "solar", "abroad", "Martelange", distractors=["Luxemburgo", "Bélgica"], kind="d", nu="U", situation="generate own electricity on a roof across the Belgian border, worth it?")

# ---------------- Italian ----------------
add("it-s01", "Cerco un giardiniere per piantare una siepe di carpini lunga 20 metri e tre alberi da frutto nel giardino a Consdorf, possibilmente a novembre.",
    "gardening", "Consdorf", "Consdorf", situation="plant a hornbeam hedge and three fruit trees")
add("it-s02", "Buongiorno, mi serve un commercialista per la dichiarazione dei redditi 2025 in Lussemburgo, ho anche un appartamento affittato in Italia.",
    "accounting", None, None, distractors=["Lussemburgo", "Italia"], situation="income tax return with a rented flat in Italy")
add("it-s03", "Qualcuno conosce un veterinario che faccia visite a domicilio per un gatto anziano che non sopporta il trasportino?",
    None, None, None, situation="home-visit vet for an old cat, not a listed trade")
add("it-s04", "Vorrei sostituire la vecchia caldaia a gasolio con una pompa di calore aria-acqua nella casa a Beaufort, quanto si spende più o meno?",
    "heating", "Beaufort", "Beaufort", situation="replace an oil boiler with an air-to-water heat pump, cost")
add("it-s05", "aiuto sono chiusa fuori casa a dudelange e la bimba dorme dentro nel passeggino la porta si è chiusa da sola col vento",
    "locksmith", "Dudelange", "dudelange", situation="locked out with a baby inside, voice-typed")
add("it-s06", "Ho un piccolo negozio di pasta fresca e vorrei un sito con ordini online e ritiro in negozio, chi me lo può fare a un prezzo onesto?",
    "web-development", None, None, situation="fresh pasta shop wants online ordering with click and collect")
add("it-s07", "Lo scarico della lavatrice in cantina a Schifflange rigurgita acqua grigia sul pavimento ogni volta che parte la centrifuga.",
    "plumbing", "Schifflange", "Schifflange", situation="washing machine standpipe backs up, drain blocked")
add("it-s08", "Abbiamo trovato cimici dei letti nel materasso dopo un viaggio, appartamento a Howald, serve un trattamento urgente 😰",
    "pest-control", "Hesperange", "Howald", situation="bed bugs after a trip")
add("it-s09", "Il nostro impianto fotovoltaico da 12 kWp sul tetto della stalla a Rippig si spegne ogni giorno verso mezzogiorno quando c'è più sole, chi fa assistenza?",
    "solar", "Bech", "Rippig", situation="PV inverter shuts down at midday on sunny days")
add("it-s10", "Devo far tradurre il regolamento condominiale dal francese all'italiano per i miei genitori, sono 22 pagine.",
    "translation", None, None, situation="building co-ownership rules French to Italian")

add("it-t01", "Da ieri sera metà delle prese del soggiorno non danno più corrente, mentre le lampade funzionano. Nel quadro non c'è nessun interruttore abbassato, li ho controllati tutti. Stamattina una presa vicino alla TV era tiepida. Abitiamo a Vianden, casa vecchia in pietra.",
    "electrical", "Vianden", "Vianden", kind="a", nu="U", situation="half the living room sockets dead, one warm")
add("it-t02", "Il congelatore a pozzetto in garage non si ferma mai, il motore gira giorno e notte. Dentro si forma uno strato di ghiaccio spesso e il coperchio ormai chiude male. Ho paura di perdere tutta la carne della macellazione. Siamo a Berdorf, il congelatore ha circa 8 anni.",
    "appliance-repair", "Berdorf", "Berdorf", kind="a", nu="U", situation="chest freezer runs non-stop and ices up")
add("it-t03", "Stanotte in cucina abbiamo sentito uno schiocco forte, tipo un colpo di pistola. Stamattina tre piastrelle del pavimento davanti al frigo si sono sollevate a tenda e si muovono sotto i piedi. Il pavimento ha solo due anni. Siamo a Echternach, al piano terra.",
    "tiling", "Echternach", "Echternach", kind="a", nu="U", situation="floor tiles tented up with a loud crack")
add("it-t04", "Il vivaista ci aveva detto che il bambù si poteva piantare senza barriera antiradice. Tre anni dopo le radici spuntano dappertutto, anche nel prato del vicino e sotto la terrazza. Cerchiamo un giardiniere che tolga tutto e magari ci proponga qualcosa di più tranquillo. Il giardino è a Christnach.",
    "gardening", "Waldbillig", "Christnach", kind="b", nu="N", situation="invasive bamboo planted without root barrier to remove")
add("it-t05", "Il padrone di casa dice che la macchia di umido accanto al camino sparirà da sola con l'estate. Adesso, quando piove forte, gocciola nel sottotetto. Dal giardino si vede che la lamiera intorno al comignolo è sollevata da un lato. Siamo in affitto a Bastendorf e vorrei farlo sistemare io, poi mi arrangio con lui.",
    "roofing", "Tandel", "Bastendorf", kind="b", nu="U", situation="lifted chimney flashing letting rain in")
add("it-t06", "Il proprietario del nuovo appartamento ci aveva assicurato che l'ascensore si poteva usare per i mobili, invece è minuscolo. Cambiamo casa il 14 febbraio, da Esch-sur-Alzette a Bettembourg, e là siamo al quinto piano. Ci serve qualcuno con la scala montamobili esterna e due persone per caricare. Da noi ci sono un divano angolare, un armadio a sei ante e una trentina di scatoloni.",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Bettembourg"], kind="b", nu="U", situation="move needing an external furniture lift, lift too small")
add("it-t07", "Mio nipote mi ha consigliato un antivirus gratuito e me l'ha installato, ma adesso si apre pubblicità dappertutto. Il computer ci mette dieci minuti ad accendersi e la stampante non stampa più. Non voglio perdere le foto dei nipoti. Abito a Wilwerwiltz e non guido più, quindi qualcuno dovrebbe venire a casa.",
    "it-support", "Kiischpelt", "Wilwerwiltz", kind="b", nu="U", situation="free antivirus installed by nephew causes adware and a slow PC")
add("it-t08", "Gestiamo un piccolo bed and breakfast a Nocher con 5 camere. Il sabato mattina, tra le 10 e le 15, bisogna rifare tutte le camere e i bagni prima dei nuovi arrivi. Cerchiamo un'impresa di pulizie affidabile per tutta la stagione, da aprile a ottobre. Potete mandarci un preventivo?",
    "cleaning", "Goesdorf", "Nocher", kind="c", nu="N", situation="B&B needs Saturday room turnover cleaning")
add("it-t09", "Siamo uno studio legale a Clausen con dodici avvocati e stiamo rifacendo il sito e le brochure. Ci servono ritratti professionali di tutti, più qualche immagine di gruppo negli uffici. Meglio in un solo giorno, perché metterli tutti insieme è un'impresa. Che tempi e costi avete?",
    "photography", "Luxembourg", "Clausen", kind="c", nu="U", situation="law firm needs staff portraits and group shots")
add("it-t10", "Siamo una scuola di danza amatoriale e abbiamo ricevuto una diffida per aver usato musica protetta nel video dello spettacolo. Chiedono 2.800 euro entro 15 giorni. Cerchiamo un avvocato che ci dica se dobbiamo davvero pagare. Nessuno di noi ha mai avuto a che fare con queste cose.",
    "legal", None, None, kind="c", nu="N", situation="dance school received a copyright demand for music in a video")
add("it-t11", "La nostra scuola di musica a Merl vorrebbe rinfrescare le pareti di sei aule e del corridoio durante le vacanze di Pasqua. I colori attuali sono un giallo stanco e ci sono segni di sedie ovunque. Vorremmo qualcosa di lavabile e chiaro. Avete disponibilità in quelle due settimane?",
    "painting", "Luxembourg", "Merl", kind="c", nu="U", situation="music school repaint of classrooms during Easter holidays")
add("it-t12", "La casa dei miei suoceri è a Bollendorf, dall'altra parte del fiume rispetto a Bollendorf-Pont. L'intonaco esterno si stacca a pezzi sul lato ovest e sotto si vedono i mattoni. Vale la pena rifarlo tutto o basta riparare le parti rotte? Ci conviene chiamare una ditta lussemburghese o tedesca?",
    "masonry", "abroad", "Bollendorf", distractors=["Bollendorf-Pont"], kind="d", nu="U", situation="render coming off a house across the river: redo or patch")
add("it-t13", "Vorrei una libreria a tutta parete nel salotto, 4 metri per 2,70, con una nicchia per la TV. Conviene farla fare da un falegname su misura o combinare moduli già pronti? Quanto costa di solito in rovere? Siamo a Stolzembourg.",
    "carpentry", "Putscheid", "Stolzembourg", kind="d", nu="N", situation="made-to-measure wall bookcase vs ready-made modules")
add("it-t14", "Abbiamo un sottotetto di 40 m² a Harlange che adesso usiamo come ripostiglio. Vorremmo ricavarne una camera con bagno per nostro figlio. Vale la pena una ristrutturazione del genere o costa più di quanto valga? Il tetto è stato rifatto nel 2019.",
    "renovation", "Lac de la Haute-Sûre", "Harlange", kind="d", nu="N", situation="convert attic into a bedroom with bathroom, worth it?")
add("it-t15", "Ci siamo appena trasferiti in una casa a Osweiler con un soggiorno enorme e pochi mobili. Non sappiamo se mettere il divano al centro o contro la parete, né che luci scegliere. Qualcuno potrebbe venire a vedere la stanza e proporci due o tre disposizioni diverse, con mobili e luci? Quanto costerebbe più o meno?",
    "interior-design", "Rosport-Mompach", "Osweiler", kind="d", nu="U", situation="how to lay out and light a large living room, ask for layout options")

# ---------------- Spanish ----------------
add("es-s01", "Necesito que alguien revise los canalones de la casa en Remich, uno se ha soltado de los ganchos y el agua cae por fuera justo encima de la puerta.",
    "roofing", "Remich", "Remich", situation="gutter come loose from its hooks, water pours over the door")
add("es-s02", "Necesito traducir del español al francés la carta de invitación y el extracto bancario para el visado Schengen de mi madre, ¿quién lo hace rápido?",
    "translation", None, None, not_place=["Schengen"], situation="invitation letter and bank statement for a visa application")
add("es-s03", "¿Alguien conoce una peluquera que venga a casa para cortarle el pelo a mi abuela, que ya casi no sale?",
    None, None, None, situation="home hairdresser for a grandmother, not a listed trade")
add("es-s04", "la campana extractora de la cocina hace un ruido horrible como de metal rozando y casi no aspira nada vivo en grevenmacher",
    "appliance-repair", "Grevenmacher", "grevenmacher", situation="cooker hood grinding noise and weak suction, voice-typed")
add("es-s05", "Quiero poner suelo radiante en la ampliación de 30 m2 de mi casa en Schengen y conectarlo a la bomba de calor que ya tengo.",
    "heating", "Schengen", "Schengen", situation="underfloor heating in an extension on the existing heat pump")
add("es-s06", "Necesitamos a alguien que configure 5 portátiles nuevos con Microsoft 365 y una impresora en red para nuestra gestoría, código postal L-5958.",
    "it-support", "Hesperange", "L-5958", situation="set up laptops, Microsoft 365 and a network printer for a small office")
add("es-s07", "Busco abogado que hable español para reclamar la fianza de 3 meses que el casero no me devuelve desde julio.",
    "legal", None, None, situation="landlord withholding a three-month deposit")
add("es-s08", "Presupuesto para talar un abeto de 18 metros que está demasiado cerca de la casa en Dalheim, con retirada de la madera incluida.",
    "gardening", "Dalheim", "Dalheim", situation="fell an 18 m fir too close to the house")
add("es-s09", "Tengo una pequeña empresa de reformas y necesito a alguien que me lleve la contabilidad y las nóminas de 4 empleados.",
    "accounting", None, None, situation="renovation firm needs bookkeeping and payroll")
add("es-s10", "Busco mudanza de Ehlerange a Madrid a finales de marzo, unos 20 m3, ¿cuánto cuesta con embalaje incluido?",
    "moving", "Sanem", "Ehlerange", distractors=["Madrid"], situation="international move to Madrid with packing")

add("es-t01", "Después de la granizada del domingo hay dos manchas nuevas en el techo de la buhardilla. Desde la calle se ven trozos de pizarra en el canalón y un hueco oscuro cerca de la cumbrera. Hemos puesto cubos, pero mañana anuncian más lluvia. La casa está en Waldbredimus.",
    "roofing", "Bous-Waldbredimus", "Waldbredimus", kind="a", nu="U", situation="hail-broken slates, stains in the attic")
add("es-t02", "Por las noches oímos algo correr dentro del falso techo de la cocina. Esta mañana había excrementos oscuros del tamaño de un grano de arroz grande en el armario, y el saco de pienso del perro está roído. Tenemos niños pequeños y me da mucho asco. Vivimos en Manternach, en una casa con granero.",
    "pest-control", "Manternach", "Manternach", kind="a", nu="U", situation="rats in the kitchen ceiling gnawing the dog food")
add("es-t03", "Con la helada de esta noche sale agua a chorro de un tubo en el garaje, junto al grifo de fuera. He cerrado la llave general y ahora no tenemos agua en toda la casa. El suelo del garaje está encharcado. Estamos en Beyren, ¿puede venir alguien hoy?",
    "plumbing", "Flaxweiler", "Beyren", kind="a", nu="U", situation="frost-burst pipe in the garage, mains shut off")
add("es-t04", "Un amigo me dijo que el esmalte al agua se podía dar directamente sobre la barandilla de hierro del balcón, sin lijar ni imprimación. Al año el óxido sale por debajo y la pintura se levanta en escamas. Busco un pintor que la deje bien de una vez, son unos 12 metros de barandilla. Es en Greiveldange, primera planta.",
    "painting", "Stadtbredimus", "Greiveldange", kind="b", nu="N", situation="iron balcony railing repainted without primer is rusting through")
add("es-t05", "El anterior inquilino se fue sin devolver una de las llaves y el casero me dijo que no hacía falta cambiar nada. La semana pasada encontré la puerta del sótano abierta y faltan dos bicicletas. Quiero cambiar el bombín de la entrada y el del sótano cuanto antes, aunque lo pague yo. Vivo en Mondorf, cerca del casino.",
    "locksmith", "Mondorf-les-Bains", "Mondorf", kind="b", nu="U", situation="landlord refused to change locks after a missing key, bikes stolen")
add("es-t06", "Mi suegro nos dijo que el líquido de los paneles solares térmicos no había que cambiarlo nunca. Este verano el agua del depósito no pasa de 30 grados y la bomba hace un ruido raro. La instalación tiene ya doce años. Buscamos un técnico de solar térmica que la revise, la casa está en Canach.",
    "solar", "Lenningen", "Canach", kind="b", nu="N", situation="solar thermal fluid never changed, tank lukewarm and pump noisy")
add("es-t07", "En la tienda nos dijeron que la tarima de pino de la terraza no necesitaba ningún mantenimiento. Seis años después hay varias tablas podridas, dos rotas y los rastreles se hunden en una esquina. Queremos cambiar las tablas malas antes del verano y ver si la estructura aguanta. Vivimos en Biwer.",
    "carpentry", "Biwer", "Biwer", kind="b", nu="U", situation="rotten and broken deck boards after no maintenance")
add("es-t08", "Tenemos una clínica de fisioterapia en Helmsange y la recepción parece un pasillo de hospital. Buscamos un interiorista que nos proponga distribución, colores, mobiliario e iluminación para la zona de espera. Las obras las haríamos después con nuestros propios proveedores. Son unos 35 m2.",
    "interior-design", "Walferdange", "Helmsange", kind="c", nu="N", situation="physiotherapy clinic reception redesign")
add("es-t09", "Somos una academia de español con unos 120 alumnos adultos. Ahora las inscripciones se hacen por correo y los pagos por transferencia, y perdemos mucho tiempo. Queremos que los alumnos puedan elegir curso, inscribirse y pagar con tarjeta en internet. ¿Qué presupuesto haría falta?",
    "web-development", None, None, kind="c", nu="U", situation="language school wants online enrolment and card payment")
add("es-t10", "Somos una empresa de transportes en Wasserbillig y un camión ha golpeado el muro de hormigón del muelle de carga. Hay una esquina rota con la armadura a la vista y grietas hasta el suelo. Necesitamos que lo reparen rápido porque por ahí entran veinte camiones al día. ¿Pueden venir a verlo esta semana?",
    "masonry", "Mertert", "Wasserbillig", kind="c", nu="U", situation="lorry damaged a concrete loading-dock wall")
add("es-t11", "Somos una bodega familiar en Ehnen y queremos renovar las fotos de la página y de las etiquetas. Buscamos un fotógrafo para dos días durante la vendimia de septiembre, con viñedos, bodega y la familia trabajando. Si además hace algo de vídeo, mejor. ¿Cuáles serían sus tarifas?",
    "photography", "Wormeldange", "Ehnen", kind="c", nu="N", situation="winery wants harvest photos and some video")
add("es-t12", "Tenemos una casa en Sierck-les-Bains, al otro lado del Mosela desde Schengen. Toda la instalación es de 1970, con enchufes sin tierra y fusibles de los antiguos. ¿Vale la pena rehacerla entera o basta con cambiar el cuadro? Trabajamos en Luxemburgo y preferimos una empresa de allí.",
    "electrical", "abroad", "Sierck-les-Bains", distractors=["Mosela", "Schengen", "Luxemburgo"], kind="d", nu="U", situation="1970 wiring in a house across the Moselle: rewire or just the board")
add("es-t13", "Queremos alicatar la cocina, unos 14 m2 de pared entre encimera y muebles altos. ¿Cuánto cobra normalmente un alicatador por metro cuadrado? ¿Es mejor azulejo pequeño tipo metro o placa grande? El piso está en Neudorf.",
    "tiling", "Luxembourg", "Neudorf", kind="d", nu="N", situation="kitchen wall tiling price per m2, small or large tiles")
add("es-t14", "Tenemos un garaje de 25 m2 pegado a la casa en Oberkorn que no usamos. ¿Vale la pena convertirlo en un estudio con baño para alquilar, o sale demasiado caro? Habría que hacer suelo, ventanas, agua, luz y aislamiento. ¿Más o menos cuánto costaría todo?",
    "renovation", "Differdange", "Oberkorn", kind="d", nu="U", situation="convert a garage into a rentable studio, worth it?")
add("es-t15", "Vivimos en una casa de 140 m2 en Cents con dos perros que sueltan pelo sin parar. ¿Vale la pena que venga alguien cada semana a aspirar y fregar, o basta con cada quince días? ¿Cuánto se suele pagar por hora aquí? Trabajamos los dos a tiempo completo.",
    "cleaning", "Luxembourg", "Cents", kind="d", nu="U", situation="weekly or fortnightly home cleaning with two dogs, rate")
