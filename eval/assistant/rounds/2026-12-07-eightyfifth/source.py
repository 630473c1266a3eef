MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------------------------------------------------------- Luxembourgish
add("lb-s01", "Moien, ech bräicht een Elektriker deen eis 3 nei Steckdousen an d'Garage zu Mamer setzt, am beschten nach virun Chrëschtdag.",
    "electrical", "Mamer", "Mamer", situation="three new sockets in a garage")
add("lb-s02", "hallo dréngend!! ech hu mech ausgespaart, de Schlëssel stécht bannen am Schlass an ech stinn am Bouneweg virun der Dier mam Puppelchen 😩",
    "locksmith", "Luxembourg", "Bouneweg", situation="locked out with the key inside, baby with her")
add("lb-s03", "Kann een mir e Kafkontrakt fir e Gebrauchtween vum Däitschen op Franséisch iwwersetzen, 4 Säiten, bis Freideg?",
    "translation", None, None, situation="translate a used-car sales contract German to French")
add("lb-s04", "Offert gewënscht fir Plättercher ze leeën an der Kichen a Buedzëmmer, ongeféier 35 m2, Haus zu Diddeleng, Material hu mir schonn kaaft.",
    "tiling", "Dudelange", "Diddeleng", situation="lay tiles in kitchen and bathroom, material bought")
add("lb-s05", "Meng Elteren hunn en Haus zu Nennig bei Perl, just iwwer der Grenz an de Gaart ass komplett verwëllert, wie kéint do am Mäerz de Rasen nei uleeën an déi zwou al Dännen ewechmaachen?",
    "gardening", "abroad", "Nennig", distractors=("Perl",), situation="overgrown garden at parents' house just across the German border")
add("lb-s06", "Plënneren vu Réiden op Ettelbréck de 15 Januar, 3-Zëmmer-Wunneng am zweete Stack ouni Lift, wéivill kascht dat ongeféier?",
    "moving", "Redange", "Réiden", distractors=("Ettelbréck",), situation="flat move between two towns, loading end Redange")
add("lb-s07", "Mir sichen e Comptable deen ab Januar d'Lounfichen fir eis 4 Salariéen mécht, de Rescht vun der Comptabilitéit maache mir selwer.",
    "accounting", None, None, situation="payroll for four employees")
add("lb-s08", "wat kascht eng photovoltaik anlag vun ongeféier 8 kwc op engem sattelduech haus zu bettenduerf mat süd-ausriichtung",
    "solar", "Bettendorf", "bettenduerf", situation="price of an 8 kWp PV system, voice-typed")
add("lb-s09", "Eis Spullmaschinn (Bosch Serie 4) pompelt d'Waasser um Enn net méi eraus, et steet ëmmer e Fanger déif Waasser dran, mir wunnen zu Keel.",
    "appliance-repair", "Kayl", "Keel", situation="dishwasher does not drain")
add("lb-s10", "Fir eis Büroen zu Sandweiler (ca 240 m2, 2 Stäck) siche mir eng Firma fir d'Fënsteren bannen an dobaussen all 2 Méint ze botzen.",
    "cleaning", "Sandweiler", "Sandweiler", situation="window cleaning for offices every two months")
add("lb-t01", "Bei eis zu Schouweiler fält den Drock um Manometer vum Kessel all 2 Deeg op 0,5 bar erof. Ech fëllen ëmmer erëm Waasser no, mee no zwee Deeg ass et erëm sou wäit. Eng Fiichtegkeet gesinn ech néierens. Kann dat een sech ukucken ier et richteg kal gëtt?",
    "heating", "Dippach", "Schouweiler", kind="a", situation="heating system pressure keeps dropping")
add("lb-t02", "Wann et staark reent, kënnt am Keller zu Miersch Waasser aus dem Bodenoflaf erop. Haut de Moien stoung et 2 cm héich ronderëm d'Wäschmaschinn. Et richt och no Kanal. De Keller ass just e puer Joer al, dat hat mir nach ni.",
    "plumbing", "Mersch", "Miersch", kind="a", situation="floor drain backs up into the cellar when it rains")
add("lb-t03", "Mir hunn e klengt Weekendhaus zu Veianen. Zënter e puer Wochen héiere mir nuets eppes am Plafong kraazen. An der Vorratskummer leien kleng schwaarz Kréimelen, sou grouss wéi Räiskären, an eng Tut Mehl ass ugeknabbert. D'Kanner schlofen elo net méi do uewen.",
    "pest-control", "Vianden", "Veianen", kind="a", situation="scratching in the ceiling and droppings in the pantry (mice)")
add("lb-t04", "Eise Noper huet gemengt, mir sollten de Rass an der Fassad einfach mat Silikon zoumaachen. Dat hu mir virun engem Joer gemaach, an elo ass de Rass ënnert der Fënster bal een Zentimeter breet an geet bis op de Sockel. Mir wunnen zu Christnach an d'Haus ass vun 1978. Mir sichen elo e Maurer deen sech dat seriö ukuckt.",
    "masonry", "Waldbillig", "Christnach", kind="b", nu="N", situation="facade crack filled with silicone on the neighbour's advice, now wider")
add("lb-t05", "Mäi Schwoer huet eis d'lescht Joer eng Wallbox an d'Garage gehaangen, hien huet gesot dat wier kee Problem mat deem alen Tableau. Elo fält de Differentiel all Kéier eraus wann d'Auto méi wéi eng Stonn lued. Mir wunnen zu Soleuvre. Ech wëll dat elo richteg gemaach kréien, och mam Certificat.",
    "electrical", "Sanem", "Soleuvre", kind="b", situation="brother-in-law's wallbox trips the RCD")
add("lb-t06", "De Proprietaire huet gesot ech soll de Plafong vum Buedzëmmer einfach mat normaler Wandfaarf aus dem Baumaart iwwermolen. Dat hunn ech am Summer gemaach. Elo blieden déi grouss Stécker of a falen an d'Bidden. D'Wunneng ass zu Wasserbillig, ongeféier 6 m2 Plafong. Wien mécht dat propper nei?",
    "painting", "Mertert", "Wasserbillig", kind="b", situation="bathroom ceiling painted with ordinary wall paint on the landlord's advice now peels")
add("lb-t07", "Am Bricomarché hu si mer e Kit verkaaft fir déi ronn Dachrinn ze flécken, dat géif 10 Joer halen. No engem Wanter leeft d'Waasser erëm iwwer d'Fassad. D'Haus steet zu Greiveldange, d'Rinn ass am 2. Stack, do klammen ech net méi selwer erop. Ass et en Dachdecker deen dat ersetze kéint?",
    "roofing", "Stadtbredimus", "Greiveldange", kind="b", nu="N", situation="DIY-shop gutter repair kit failed, gutter on second floor")
add("lb-t08", "Mir sinn eng kleng Bäckerei mat 2 Filialen, eng dovun am Garer Quartier. Eis Keess an den Drécker fir d'Bongen verléieren all Moien d'Wifi-Verbindung. Den Internet vum Provider leeft, dat hunn si getest. Mir sichen en Informaticien deen eist Netz an der Rei mécht, am léifsten an der Woch nom Mëtteg.",
    "it-support", "Luxembourg", "Garer Quartier", kind="c", nu="N", situation="bakery's till and receipt printer drop the wifi")
add("lb-t09", "Ech sinn am Comité vum Fussballclub zu Reisdorf. Fir den neie Clubkalenner brauche mir schéin Biller vun all eise 6 Jugendequippen an der Dress. Am beschten op engem Samschdeg am Abrëll um Terrain. Dozou wier e kuerze Clip fir Facebook top.",
    "photography", "Reisdorf", "Reisdorf", kind="c", situation="football club needs team pictures and a clip")
add("lb-t10", "Mir sinn e klenge Reitveräin mat ongeféier 40 Memberen. Bis elo gi Reitstonnen per SMS an op engem Pabeierkalenner reservéiert, dat ass e Chaos. Mir wëllen dass d'Elteren selwer online eng Stonn kënne buchen an och bezuelen. Wat kascht sou eppes a wéi laang dauert dat?",
    "web-development", None, None, kind="c", situation="riding club wants online booking and payment for lessons")
add("lb-t11", "Mir hunn e Restaurant a sinn am Sträit mat eisem Fournisseur fir d'Kichenmaschinnen. D'Kombidämpfer ass no 3 Méint futti, an si refuséieren d'Garantie well mer 'falsch Waasser' benotzt hätten. Si wëllen elo nach 4.800 € fir d'Reparatur. Mir brauchen en Affekot dee sech mat Commerce-Kontrakter auskennt.",
    "legal", None, None, kind="c", nu="N", situation="restaurant disputes warranty with its kitchen equipment supplier")
add("lb-t12", "Mir hunn zu Bissen en Haus mat engem grousse Wunn- an Iesszëmmer an engem Stéck. Et gesäit eidel aus, d'Miwwele stinn irgendwéi, an d'Luuchten si just Spots. Lount et sech, engem e Plang maachen ze loossen fir Faarwen, Miwwelen a Beliichtung? A wat kascht sou eng Berodung ongeféier?",
    "interior-design", "Bissen", "Bissen", kind="d", situation="is it worth paying for a layout, colour and lighting plan")
add("lb-t13", "Eis Holztrap zu Géisdref kraacht bei all Tratt, a bei zwee Tratte beweegt sech d'Holz richteg. Ass et besser se flécken ze loossen oder direkt eng nei ze maachen? Wat kascht eng Schräinertrap ongeféier? Ech hätt gär d'Meenung vun engem Menuisier.",
    "carpentry", "Goesdorf", "Géisdref", not_place=("Holz",), kind="d", nu="N", situation="creaking wooden stairs, repair or replace")
add("lb-t14", "Mir wëllen de Späicher vun eisem Haus zu Zéisseng zu engem Kannerzëmmer ëmbauen. Dat heescht Isolatioun, Velux, Stroum, e Buedem an eng Trap. Brauch een dofir eng Autorisatioun vun der Gemeng? A wéi laang dauert sou eppes realistesch, wa mer am September wëlle fäerdeg sinn?",
    "renovation", "Luxembourg", "Zéisseng", kind="d", situation="attic conversion: permit and duration")
add("lb-t15", "Ech hunn en Elektroauto an ëmmer nach d'Summerreifen drop. Lount et sech All-Season-Reifen ze kafen oder soll ech all Joer wiesselen? Ech sichen een deen d'Reifen wiesselt an se och iwwer de Summer lagert. Gëtt et dat iwwer Iech?",
    None, None, None, kind="d", situation="tyre change and tyre storage, not a listed trade")

# ---------------------------------------------------------------- French
add("fr-s01", "Bonjour, la chasse d'eau de nos WC coule en continu dans la cuvette depuis hier soir, pouvez-vous m'envoyer un plombier à Kleinbettingen cette semaine ?",
    "plumbing", "Steinfort", "Kleinbettingen", situation="toilet cistern runs continuously into the bowl")
add("fr-s02", "Je cherche un avocat en droit du travail, j'ai été licencié pendant ma période d'essai sans aucune raison écrite et j'aimerais savoir si je peux contester.",
    "legal", None, None, situation="dismissed during probation, wants to contest")
add("fr-s03", "Besoin d'un électricien pour remplacer notre vieux tableau à fusibles en porcelaine par un tableau avec disjoncteurs et différentiel, maison à Leudelange.",
    "electrical", "Leudelange", "Leudelange", situation="replace an old porcelain fuse board")
add("fr-s04", "Ma mère habite à Zoufftgen, juste après la frontière, et son gros noyer dépasse maintenant sur le toit du voisin, quelqu'un pourrait-il l'élaguer en février ?",
    "gardening", "abroad", "Zoufftgen", situation="prune a big walnut tree at the mother's house in a French border village")
add("fr-s05", "grand nettoyage après travaux de peinture et de ponçage dans un appart de 90 m2 à schifflange pour le 3 février svp, poussière partout",
    "cleaning", "Schifflange", "schifflange", situation="clean after painting and sanding works")
add("fr-s06", "Les joints de notre douche à l'italienne s'effritent et se creusent, on voit presque le support par endroits, est-ce que quelqu'un peut les refaire à Roodt-sur-Syre ?",
    "tiling", "Betzdorf", "Roodt-sur-Syre", situation="crumbling shower grout")
add("fr-s07", "Kiné indépendante, je voudrais un site vitrine simple de 5 pages en FR/DE/EN avec un formulaire de contact et une carte, budget autour de 1500 €.",
    "web-development", None, None, situation="simple five-page site for a physiotherapist")
add("fr-s08", "Déménagement d'une maison à Bous vers Metz fin mars, environ 35 m3 avec un canapé d'angle et une armoire normande très lourde, possible d'avoir un devis ?",
    "moving", "Bous-Waldbredimus", "Bous", distractors=("Metz",), situation="house move to France, loading end in Luxembourg")
add("fr-s09", "Notre four encastrable Siemens ne chauffe plus du tout, la lumière et le ventilateur marchent encore, on est à Munsbach et on reçoit 12 personnes samedi 😬",
    "appliance-repair", "Schuttrange", "Munsbach", situation="built-in oven no longer heats before a dinner")
add("fr-s10", "L'onduleur Huawei de nos panneaux photovoltaïques à Ehnen se coupe presque tous les après-midis d'été avec le message « Grid overvoltage », qui peut vérifier l'installation ?",
    "solar", "Wormeldange", "Ehnen", situation="PV inverter trips on grid overvoltage")
add("fr-t01", "Notre chaudière gaz à Tuntange s'allume et s'éteint toutes les deux ou trois minutes, avec un petit claquement à chaque fois. La maison reste tiède et on a froid le soir. L'eau chaude marche normalement. Le dernier entretien date d'il y a deux ans, je l'avoue.",
    "heating", "Helperknapp", "Tuntange", kind="a", situation="gas boiler short-cycles, house lukewarm")
add("fr-t02", "Notre facture d'eau vient de doubler sans raison. Le soir, quand tout est fermé, la petite roue du compteur continue de tourner doucement. Aucune tache visible dans la maison ni dans la cave. On habite à Cruchten, la maison date des années 80.",
    "plumbing", "Nommern", "Cruchten", kind="a", situation="water meter turns with every tap closed")
add("fr-t03", "Après chaque orage, une tache brune apparaît au plafond de la chambre sous les combles. Elle est un peu plus grande à chaque fois et la peinture gonfle autour. Quand il pleut juste un peu, rien. Maison à Michelau, en bas de la vallée.",
    "roofing", "Bourscheid", "Michelau", kind="a", situation="brown ceiling stain in the attic room after each storm")
add("fr-t04", "Un ami m'a conseillé de poncer moi-même notre parquet en chêne massif avec une ponceuse à bande louée, « c'est facile, en un week-end c'est fait ». Résultat : des creux et des vagues partout dans le salon. On habite à Schieren. Je cherche un menuisier ou un parqueteur qui puisse rattraper ça, quitte à remplacer quelques lames.",
    "carpentry", "Schieren", "Schieren", kind="b", nu="N", situation="solid oak floor ruined by DIY belt sanding on a friend's advice")
add("fr-t05", "Mon beau-père a monté l'an dernier un muret en blocs béton le long de l'allée, sans fondation, il disait que ce n'était pas nécessaire pour 80 cm de haut. Aujourd'hui le muret penche vers la rue et une fissure traverse trois rangées. J'ai peur qu'il tombe sur un passant. C'est à Saeul, environ 12 mètres de long.",
    "masonry", "Saeul", "Saeul", kind="b", situation="garden wall built without a foundation now leans")
add("fr-t06", "Nous avons des cafards dans la cuisine de notre appartement à Wilwerwiltz. La voisine nous a dit de mettre des feuilles de laurier et du bicarbonate, on a essayé pendant un mois. Il y en a encore plus, surtout derrière le frigo la nuit. Pouvez-vous nous envoyer une entreprise de désinsectisation ?",
    "pest-control", "Kiischpelt", "Wilwerwiltz", kind="b", nu="N", situation="cockroaches after the neighbour's bay-leaf remedy")
add("fr-t07", "La serrure de la porte d'entrée coinçait un peu, alors le propriétaire m'a dit de mettre de l'huile de cuisine dedans. Depuis, la clé tourne de plus en plus dur et ce matin elle ne tournait presque plus. J'habite au Limpertsberg, 3e étage, et je n'ose plus fermer à clé en partant. Qui peut venir avant que je sois bloquée dehors ?",
    "locksmith", "Luxembourg", "Limpertsberg", kind="b", situation="cooking oil in the lock on the landlord's advice, key now sticks")
add("fr-t08", "Je suis présidente d'un petit club de tennis de table. Notre trésorier a démissionné en novembre et personne ne veut reprendre. Il faut présenter les comptes annuels à l'assemblée générale de mars, et les pièces sont dans des boîtes à chaussures. Nous cherchons un comptable qui puisse remettre tout ça en ordre, contre une petite rémunération.",
    "accounting", None, None, kind="c", nu="N", situation="table tennis club needs its annual accounts prepared")
add("fr-t09", "Notre société de transport a reçu une mise en demeure d'un client en Pologne, entièrement en polonais, 6 pages. Personne chez nous ne parle la langue et notre assureur veut une version française d'ici lundi. Ensuite il faudra répondre en polonais. C'est possible dans ce délai ?",
    "translation", None, None, distractors=("Pologne",), kind="c", situation="transport firm needs a Polish formal notice turned into French and a reply")
add("fr-t10", "Nous sommes un cabinet dentaire à Beaufort avec une salle d'attente plutôt triste : néons, chaises alignées, murs beiges. Les patients sont déjà stressés en arrivant. On aimerait repenser l'agencement, les couleurs et l'éclairage pour que ce soit plus apaisant. Les travaux eux-mêmes, on les confiera ensuite à des artisans.",
    "interior-design", "Beaufort", "Beaufort", kind="c", situation="dental practice wants a calmer waiting room concept")
add("fr-t11", "Nous gérons un petit hôtel de 18 chambres à Esch/Alzette, tout juste rénové. Les photos sur Booking datent de 2015 et ne montrent plus rien de juste. Nous cherchons un photographe pour les chambres, le petit-déjeuner et la terrasse, idéalement un matin ensoleillé. Une courte vidéo serait un plus.",
    "photography", "Esch-sur-Alzette", "Esch/Alzette", kind="c", nu="N", situation="small hotel needs new pictures of its rooms")
add("fr-t12", "On vient d'acheter un appartement des années 60 à Hollerich, 78 m2. Cuisine, salle de bain, électricité et sols sont à refaire, tout le reste est correct. Combien de temps faut-il compter pour tout ça, à peu près ? Et quel budget au m2 est réaliste aujourd'hui ?",
    "renovation", "Luxembourg", "Hollerich", kind="d", situation="1960s flat: duration and budget per m2 for the refit")
add("fr-t13", "Mon ordinateur portable a six ans et met cinq minutes à démarrer. Vaut-il mieux le faire réparer (on m'a parlé d'un SSD) ou en racheter un ? Dans tous les cas il faudrait récupérer les photos et réinstaller l'imprimante. Je suis à Dahlem, je ne peux pas me déplacer facilement.",
    "it-support", "Garnich", "Dahlem", kind="d", situation="slow old laptop: repair with an SSD or replace, at home")
add("fr-t14", "La façade de notre maison à Gasperich est à repeindre, elle est crépie et un peu farineuse. Un voisin a pris de la peinture silicate, un autre de l'acrylique. Lequel est le mieux pour tenir 15 ans ? Et est-ce que le peintre s'occupe lui-même de l'échafaudage et de l'autorisation ?",
    "painting", "Luxembourg", "Gasperich", kind="d", nu="N", situation="silicate or acrylic paint for a rendered facade")
add("fr-t15", "Nous partons trois semaines au Portugal en avril et notre chien ne supporte pas les pensions. Est-ce que vous avez aussi des personnes qui gardent les animaux à domicile ? Et combien ça coûte par jour en général ?",
    None, None, None, distractors=("Portugal",), kind="d", situation="dog sitting at home during holidays, not a listed trade")

# ---------------------------------------------------------------- German
add("de-s01", "Wir suchen einen Schreiner, der uns eine Einbaugarderobe aus Eiche unter die Dachschräge im Flur baut, Haus in Bartringen, Maße schicke ich gern.",
    "carpentry", "Bertrange", "Bartringen", not_place=("einen",), situation="built-in oak wardrobe under a sloping ceiling")
add("de-s02", "Ich verkaufe handgemachte Seifen auf Märkten und brauche jetzt einen richtigen Onlineshop mit Versandberechnung für LU, BE und DE – Shopify oder WooCommerce, egal, Hauptsache es läuft.",
    "web-development", None, None, not_place=("einen",), situation="online shop for handmade soap")
add("de-s03", "Bitte Angebot für den Austausch aller Thermostatköpfe (6 Räume) plus hydraulischen Abgleich, Einfamilienhaus in Steinsel, Baujahr 1994.",
    "heating", "Steinsel", "Steinsel", situation="replace radiator thermostats and balance the system")
add("de-s04", "Gesucht wird eine Reinigungsfirma für das Treppenhaus unseres Mehrfamilienhauses mit 8 Parteien in Diekirch, einmal pro Woche inklusive Keller und Aufzug.",
    "cleaning", "Diekirch", "Diekirch", situation="weekly stairwell cleaning for a block of flats")
add("de-s05", "Unser alter Tresor im Büro in Clerf geht nicht mehr auf, die Kollegin die den Zahlencode kannte ist in Rente und nicht erreichbar 🙈",
    "locksmith", "Clervaux", "Clerf", situation="office safe, code lost with a retired colleague")
add("de-s06", "Für einen Notartermin Mitte März suche ich einen Dolmetscher Deutsch–Portugiesisch, der Termin dauert etwa eine Stunde und es geht um einen Hauskauf.",
    "translation", None, None, not_place=("einen",), situation="interpreter German-Portuguese at a notary appointment")
add("de-s07", "sturm heute nacht hat 5 ziegel vom dach geweht wir haben eine plane drübergelegt aber es soll wieder regnen haus in monnerich bitte schnell",
    "roofing", "Mondercange", "monnerich", situation="storm blew tiles off the roof, voice-typed")
add("de-s08", "Wir möchten den Fliesenspiegel hinter der Küchenzeile (etwa 4 m²) in Bettemburg abschlagen und durch neue Fliesen im Metro-Format ersetzen lassen.",
    "tiling", "Bettembourg", "Bettemburg", situation="replace the kitchen splashback tiles")
add("de-s09", "Lohnt sich bei uns in Useldingen eine kleine Solarthermie-Anlage nur für Warmwasser auf dem Garagendach, wir sind 4 Personen und haben Gasheizung?",
    "solar", "Useldange", "Useldingen", situation="small solar thermal system for hot water on a garage roof")
add("de-s10", "Wir wohnen in Trier, arbeiten beide in Luxemburg und haben seit letztem Jahr eine vermietete Wohnung, wer macht uns die luxemburgische Steuererklärung?",
    "accounting", None, None, distractors=("Trier", "Luxemburg"), situation="cross-border couple with a rented flat needs a tax return")
add("de-t01", "Der Abfluss in unserer Dusche wird seit Wochen immer langsamer. Inzwischen steht das Wasser beim Duschen bis über die Knöchel. Rohrreiniger aus der Drogerie haben wir schon zweimal reingekippt, ohne Erfolg. Wohnung in Filsdorf, Erdgeschoss.",
    "plumbing", "Dalheim", "Filsdorf", kind="a", situation="slow shower drain, drain cleaner did not help")
add("de-t02", "Wenn bei uns Wasserkocher und Mikrowelle gleichzeitig laufen, ist in der ganzen Küche der Strom weg. Eine Steckdose neben der Spüle ist außerdem warm und hat einen braunen Rand bekommen. Das Haus in Eischen ist von 1972. Ich trau mich kaum noch, den Toaster einzustecken.",
    "electrical", "Habscht", "Eischen", kind="a", not_place=("einen",), situation="kitchen circuit cuts out, one socket warm and discoloured")
add("de-t03", "Unter unserem Kühlschrank steht jeden Morgen eine kleine Pfütze. Hinten im Gemüsefach bildet sich eine dicke Eisschicht, und er brummt lauter als sonst. Das Gerät ist ein Liebherr, fünf Jahre alt. Wir wohnen in Altrier.",
    "appliance-repair", "Bech", "Altrier", kind="a", situation="fridge leaks water and ices up")
add("de-t04", "Im Gartencenter hat man uns gesagt, wir könnten den Rollrasen direkt auf den festgefahrenen Boden nach dem Hausbau legen. Das haben wir im Mai gemacht. Jetzt ist die Hälfte braun, der Rest voller Moos, und nach Regen steht überall Wasser. Wir suchen einen Landschaftsgärtner in der Nähe von Medernach, der das richtig neu anlegt.",
    "gardening", "Vallée de l'Ernz", "Medernach", kind="b", nu="N", not_place=("einen",), situation="turf laid on compacted building soil on the garden centre's advice")
add("de-t05", "Der Verkäufer im Baumarkt meinte, die Terrassendielen aus Douglasie könne man ohne Abstand verschrauben, die würden sich schon nicht bewegen. Nach einem Sommer wölben sich die Bretter, zwei Schrauben sind abgerissen. Die Terrasse in Wecker ist etwa 25 m² groß. Wer baut uns das ordentlich neu, gern auch mit anderem Holz?",
    "carpentry", "Biwer", "Wecker", not_place=("Holz",), kind="b", situation="douglas fir deck screwed without gaps on the DIY store's advice now warps")
add("de-t06", "Unser Vermieter hat gesagt, wir sollen die alte Raufaser im Wohnzimmer einfach nochmal überstreichen. Jetzt lösen sich ganze Bahnen von der Wand und hängen oben herunter. Die Wohnung liegt im Bahnhofsviertel. Wir brauchen einen Maler, der die Tapete entfernt, spachtelt und neu streicht, bevor wir im Sommer ausziehen.",
    "painting", "Luxembourg", "Bahnhofsviertel", kind="b", nu="N", not_place=("einen",), situation="woodchip wallpaper peeling after painting over it on the landlord's advice")
add("de-t07", "Unsere Freunde meinten, das schaffen wir locker zu viert mit einem gemieteten Sprinter. Nach der halben Wohnung hat mein Mann jetzt einen Hexenschuss und die Freunde haben keine Zeit mehr. Der Rest steht noch in Angelsberg: Schlafzimmer, Waschmaschine und etwa 40 Kartons. Alles muss nach Luxemburg Stadt, 3. Stock mit Aufzug.",
    "moving", "Fischbach", "Angelsberg", distractors=("Luxemburg Stadt",), kind="b", not_place=("einen",), situation="DIY move with friends abandoned halfway")
add("de-t08", "Ich bin Vorsitzender eines kleinen Judovereins. Bei einem Training hat sich ein Kind am Arm verletzt, und die Eltern drohen jetzt mit einer Klage gegen den Verein und den Trainer. Unsere Versicherung antwortet seit drei Wochen nicht. Wir brauchen einen Anwalt, der uns sagt, wo wir stehen.",
    "legal", None, None, kind="c", nu="N", not_place=("einen",), situation="judo club threatened with a lawsuit after a child's injury")
add("de-t09", "Wir haben eine Metzgerei in Harlange. Im Lager hinter dem Kühlraum haben wir Kotspuren und angenagte Kartons gefunden, vermutlich Ratten. Die Lebensmittelkontrolle kann jederzeit kommen. Wer kann schnell kommen und uns einen festen Wartungsvertrag anbieten?",
    "pest-control", "Lac de la Haute-Sûre", "Harlange", kind="c", not_place=("einen",), situation="butcher's shop finds signs of rats in the stockroom")
add("de-t10", "In unserer Arztpraxis in der Oberstadt druckt seit dem letzten Windows-Update der Rezeptdrucker nicht mehr. Der Scanner am Empfang wird auch nicht mehr gefunden. Unsere MFA startet jeden Morgen alles dreimal neu. Wer kann vor Ort vorbeikommen, gern in der Mittagspause?",
    "it-support", "Luxembourg", "Oberstadt", kind="c", situation="medical practice printer and scanner lost after an update")
add("de-t11", "Wir sind ein Winzerbetrieb in Schwebsingen und bringen im Frühjahr neue Etiketten und eine neue Webseite heraus. Dafür suchen wir einen Fotografen für Flaschenfotos auf weißem Hintergrund. Außerdem wollen wir ein paar Stimmungsbilder in den Weinbergen bei der Arbeit. Die Webseite selbst macht eine Agentur.",
    "photography", "Schengen", "Schwebsingen", kind="c", nu="N", not_place=("einen",), situation="winery needs bottle pictures and vineyard shots")
add("de-t12", "Wir haben ein altes Haus in Echternacherbrück, direkt gegenüber von Echternach auf der deutschen Seite. Wir würden gern die Wand zwischen Küche und Wohnzimmer öffnen, sie ist aber tragend. Geht das überhaupt mit einem Stahlträger? Was kostet so ein Durchbruch ungefähr, und braucht man vorher einen Statiker?",
    "masonry", "abroad", "Echternacherbrück", distractors=("Echternach",), kind="d", not_place=("einen",), situation="opening a load-bearing wall in a house across the German border")
add("de-t13", "Wir sind gerade in eine 45-m²-Wohnung in Zessingen gezogen und bekommen die Einrichtung nicht hin. Lohnt sich für so eine kleine Wohnung überhaupt eine Innenarchitektin? Oder reicht eine einmalige Beratung von zwei Stunden? Was kostet das ungefähr?",
    "interior-design", "Luxembourg", "Zessingen", kind="d", nu="N", situation="is an interior designer worth it for a small flat")
add("de-t14", "Meine Mutter (82) zieht zu uns nach Rümelingen, und das Bad im Erdgeschoss soll barrierefrei werden: bodengleiche Dusche, breitere Tür, Haltegriffe, ein anderes WC. Gibt es dafür staatliche Zuschüsse? Und wie lange wäre das Bad ungefähr nicht benutzbar?",
    "renovation", "Rumelange", "Rümelingen", kind="d", situation="step-free bathroom conversion: grants and downtime")
add("de-t15", "Unsere Tochter (9) will unbedingt Klavier spielen lernen. Ist es besser, jemand kommt zu uns nach Hause, oder sollte sie in die Musikschule? Was kostet eine Stunde privat ungefähr? Vermittelt ihr so etwas auch?",
    None, None, None, kind="d", situation="piano lessons for a child, not a listed trade")

# ---------------------------------------------------------------- English
add("en-s01", "hi, looking for someone to scarify and reseed our lawn in Strassen (front and back, roughly 200 m2), the grass is more moss than anything else at this point",
    "gardening", "Strassen", "Strassen", not_place=("grass",), situation="scarify and reseed a mossy lawn")
add("en-s02", "I need an accountant to take over the bookkeeping and annual accounts of my new SARL-S (IT consulting, one employee, roughly 60 invoices a year).",
    "accounting", None, None, situation="bookkeeping and annual accounts for a new small company")
add("en-s03", "Could someone install an outdoor wall light with a motion sensor and two weatherproof sockets next to our terrace in Bascharage?",
    "electrical", "Käerjeng", "Bascharage", situation="outdoor light with sensor and two outdoor sockets")
add("en-s04", "Quote please for painting 3 bedrooms, walls and ceilings, around 110 m2 in total, flat in Differdange, we get the keys on the 20th and move in on March 1st.",
    "painting", "Differdange", "Differdange", situation="paint three bedrooms before moving in")
add("en-s05", "Can anyone set up a NAS at our place in Rodange so that the photos from our 3 laptops and 2 phones get backed up automatically, we're not very techy 🙃",
    "it-support", "Pétange", "Rodange", situation="set up a NAS with automatic backups at home")
add("en-s06", "We just bought a house in Moutfort and the previous owners never handed over half the keys, so we'd like the cylinders on all three outside doors replaced asap.",
    "locksmith", "Contern", "Moutfort", situation="replace lock cylinders after buying a house")
add("en-s07", "My wedding band needs a proper website with our song list, a few videos, a gig calendar and an enquiry form, nothing fancy but it has to look good on phones.",
    "web-development", None, None, situation="website for a wedding band")
add("en-s08", "We have a farmhouse in Weidingen with a big south-facing field behind it and would like a quote for a ground-mounted PV system of about 15 kWp with a battery.",
    "solar", "Wiltz", "Weidingen", situation="ground-mounted PV with battery on a farm")
add("en-s09", "our roof in heffingen is covered in thick moss and the gutters are full of it too, can someone clean and treat the roof before winter",
    "roofing", "Heffingen", "heffingen", situation="mossy roof and gutters need cleaning and treatment")
add("en-s10", "Moving from a 2-bed flat in Ingeldorf to Lisbon in June, we need packing, a truck and someone who knows the paperwork for taking furniture out of the country.",
    "moving", "Erpeldange-sur-Sûre", "Ingeldorf", distractors=("Lisbon",), situation="international move to Portugal, loading end in Luxembourg")
add("en-t01", "Since March pigeons keep landing on our balcony in Canach. They've started building a nest behind the flower boxes. There are droppings all over the table and the kids' toys. Shooing them away works for about ten minutes.",
    "pest-control", "Lenningen", "Canach", kind="a", situation="pigeons nesting on a balcony")
add("en-t02", "Several floor tiles in our hallway sound hollow when you walk on them. Last week one of them cracked diagonally from corner to corner. The grout around them is crumbling too. House in Berdorf, built in 2009.",
    "tiling", "Berdorf", "Berdorf", kind="a", situation="hollow-sounding floor tiles, one cracked")
add("en-t03", "The big birch at the back of our garden in Michelbouch is leaning more towards the house every month. The roots are lifting the lawn on one side. Yesterday I noticed a long crack in the trunk about two metres up. My wife doesn't want the kids playing back there any more.",
    "gardening", "Vichten", "Michelbouch", kind="a", situation="birch leaning towards the house with a cracked trunk")
add("en-t04", "Our kitchen sink was draining slowly and the landlord told me to just keep using the plunger. I did that for a week. Now when I run the sink, dirty water comes up inside the dishwasher as well. Flat in Noerdange, ground floor. I think I need a plumber now, not more plunging.",
    "plumbing", "Beckerich", "Noerdange", kind="b", nu="N", situation="blocked kitchen drain, plunging on the landlord's advice made it worse")
add("en-t05", "A friend told us that turning the thermostat down to 16 at night saves a lot of money, so we've been doing that since October. Our house in Flaxweiler has a heat pump with pipes in the floor. Now it takes the whole day to warm up again and the outdoor unit basically never stops. The last electricity bill was the highest we've ever had. Can someone come and set it up properly?",
    "heating", "Flaxweiler", "Flaxweiler", not_place=("bill",), kind="b", situation="night setback on underfloor heat pump on a friend's advice, runs nonstop")
add("en-t06", "We used the 'free planning' service of a big furniture store for our new living room on Kirchberg. The sofa they recommended is so big that it blocks half of the balcony door. The dining table doesn't fit either unless we push it into the kitchen. Before we buy anything else, we'd like an interior designer to make a proper plan for the whole room.",
    "interior-design", "Luxembourg", "Kirchberg", kind="b", nu="N", situation="furniture store's free plan went wrong, wants a proper plan")
add("en-t07", "The kitchen shop promised us that fitting their new kitchen into our old farmhouse in Hachiville would be 'no problem at all'. Once the old units came out we found rotten plaster, ancient wiring and a lead water pipe behind the wall. The shop only fits kitchens and won't touch any of that. We need someone who can sort out the whole room, walls, electrics, pipes and tiles, in the right order.",
    "renovation", "Wincrange", "Hachiville", kind="b", situation="kitchen fitting revealed plaster, wiring and pipe problems, needs coordinated work")
add("en-t08", "We're a small craft brewery and a distributor in Japan wants to take three of our beers. They need the label texts, the allergen information and four product pages translated into Japanese. We've got about 2,500 words in English in total. Can you find us a translator who knows food labelling?",
    "translation", None, None, distractors=("Japan",), kind="c", nu="N", situation="brewery needs labels and product pages in Japanese")
add("en-t09", "Our choir is an asbl and we want to change the statutes so that members can vote online. One of the founding members says the change would be invalid and has threatened to take it further. He also refuses to pay the bill for the last concert hall booking, which he signed. We'd like someone to check our statutes and tell us what we can actually do.",
    "legal", None, None, not_place=("bill",), kind="c", situation="choir association disputes a statute change with a founding member")
add("en-t10", "We run a small B&B in Echternach with six rooms. Our tumble dryer has stopped heating; it turns but the sheets come out as wet as they went in. With the Easter guests arriving we're washing sheets all day. It's a Miele, about eight years old.",
    "appliance-repair", "Echternach", "Echternach", kind="c", situation="B&B tumble dryer no longer heats")
add("en-t11", "I'm on the committee of our rugby club in Walfer. The brick wall between the changing rooms and the showers has several loose bricks and the mortar falls out when you touch it. The kids lean against it all the time. We're looking for a mason who can repair it over the summer break.",
    "masonry", "Walferdange", "Walfer", kind="c", nu="N", situation="rugby club changing-room brick wall has loose bricks")
add("en-t12", "We're selling our house in Attert, just over the border in Belgium, and the agent said phone pictures are fine. Looking at other listings I'm not so sure. Is it worth paying someone to shoot proper photos and maybe a drone video? Roughly how much does that cost?",
    "photography", "abroad", "Attert", distractors=("Belgium",), kind="d", situation="is professional photography worth it for selling a house in Belgium")
add("en-t13", "Our front door in Belair needs replacing; it's 40 years old and the draught is terrible. A carpenter we spoke to recommends solid oak, but the catalogues all push aluminium. Which one lasts longer and insulates better? And is the price difference worth it?",
    "carpentry", "Luxembourg", "Belair", kind="d", nu="N", situation="new front door: oak or aluminium")
add("en-t14", "How much does it usually cost to have someone clean our flat in Merl for four hours every two weeks? Is it better to go through a company or to employ someone privately and declare them? We both work full time and honestly have no idea what's normal here.",
    "cleaning", "Luxembourg", "Merl", kind="d", situation="cost of a regular cleaner, company or private")
add("en-t15", "I'm organising my husband's 40th birthday in May, around 45 people. Do you also have people who do the food for parties on your platform, or only tradespeople? Ideally someone who does a buffet with a few vegan options. What would that roughly cost per head?",
    None, None, None, kind="d", situation="caterer for a birthday party, not a listed trade")

# ---------------------------------------------------------------- Portuguese
add("pt-s01", "Bom dia, procuro alguém para lavar um sofá de tecido de 3 lugares e dois tapetes grandes cá em casa no Luxemburgo, o cão fez estragos 😅",
    "cleaning", "Luxembourg", "Luxemburgo", situation="shampoo a fabric sofa and two rugs")
add("pt-s02", "Preciso de traduzir o meu contrato de arrendamento (bail) do francês para português para o meu pai perceber o que assinou, são 9 páginas.",
    "translation", None, None, situation="translate a lease contract from French to Portuguese")
add("pt-s03", "Queria instalar uma torneira e um esgoto para a máquina de lavar na cave da nossa casa (L-3435), agora está tudo na cozinha e não há espaço.",
    "plumbing", "Dudelange", "L-3435", situation="water supply and drain for a washing machine in the cellar")
add("pt-s04", "Orçamento para pintar a cage d'escalier do nosso prédio em Grevenmacher, são 4 andares, paredes e tetos, o síndico pediu 3 devis.",
    "painting", "Grevenmacher", "Grevenmacher", situation="paint the stairwell of a block of flats")
add("pt-s05", "a luz da casa de banho pisca sempre e ontem o interruptor fez faísca quando o meu filho acendeu moro em itzig alguém pode vir ver",
    "electrical", "Hesperange", "itzig", situation="flickering bathroom light and sparking switch, voice-typed")
add("pt-s06", "Mudança de Longwy para Niederkorn no fim de abril, apartamento T2 no 3º andar sem elevador, preciso de 2 homens e uma carrinha, quanto fica?",
    "moving", "Differdange", "Niederkorn", distractors=("Longwy",), situation="move from a French town into Luxembourg, labelled at the Luxembourg end")
add("pt-s07", "Procuro advogado para divórcio, casámos em Portugal mas vivemos cá há 12 anos e temos uma casa e dois filhos menores.",
    "legal", None, None, distractors=("Portugal",), situation="divorce after a marriage abroad, house and children here")
add("pt-s08", "Tenho um toco enorme de uma árvore que cortámos no jardim em Bereldange, alguém com máquina para o triturar e depois pôr relva nova?",
    "gardening", "Walferdange", "Bereldange", situation="grind a tree stump and sow new lawn")
add("pt-s09", "A válvula termostática do radiador do quarto está presa e o radiador fica sempre a ferver, mesmo no mínimo, é em Olm, chauffage a gás.",
    "heating", "Kehlen", "Olm", situation="stuck thermostatic radiator valve")
add("pt-s10", "Somos uma pequena empresa de construção em Mondorf e precisamos de alguém que ligue os 4 computadores do escritório à nova impressora e ao servidor de ficheiros.",
    "it-support", "Mondorf-les-Bains", "Mondorf", situation="construction firm's office PCs, printer and file server")
add("pt-t01", "As portas do roupeiro embutido do quarto estão penduradas. As dobradiças saíram da madeira e os parafusos já não seguram. Uma das portas caiu ontem à noite e quase acertou na minha filha. A casa é em Bettborn.",
    "carpentry", "Préizerdaul", "Bettborn", kind="a", situation="built-in wardrobe doors hanging, hinges torn out of the wood")
add("pt-t02", "A nossa placa de indução desliga-se sozinha ao fim de um minuto e começa a apitar. Acontece com qualquer panela, até com as novas. Os fusíveis estão bem e o resto da cozinha funciona. Moramos em Scheidgen.",
    "appliance-repair", "Consdorf", "Scheidgen", kind="a", situation="induction hob switches itself off and beeps")
add("pt-t03", "Na parede da garagem apareceram fissuras em escada, de cima a baixo. Todos os meses estão um pouco mais largas. A porta basculante já custa a fechar. A casa fica em Grosbous e foi construída nos anos 70.",
    "masonry", "Groussbus-Wal", "Grosbous", kind="a", situation="stepped cracks in the garage wall getting wider")
add("pt-t04", "Na loja disseram-me que com vinagre e água quente se limpava bem o calcário dos vidros da véranda. Fiz isso durante meses e agora os vidros estão cheios de marcas esbranquiçadas. As borrachas também parecem comidas. A casa é em Pommerloch. Queria uma empresa de limpeza que saiba tratar disto como deve ser.",
    "cleaning", "Winseler", "Pommerloch", kind="b", nu="N", situation="conservatory glass damaged by vinegar cleaning on a shop's advice")
add("pt-t05", "O meu cunhado viu a telha partida e disse que não fazia mal, que a água não entrava. Passou o inverno e agora o isolamento no sótão está encharcado. Há uma mancha escura na madeira por baixo. A casa é em Hosingen, o telhado é de ardósia com algumas telhas de barro na parte de trás.",
    "roofing", "Parc Hosingen", "Hosingen", kind="b", situation="broken roof tile left on a relative's advice, attic insulation soaked")
add("pt-t06", "A fechadura da caixa de correio do prédio estava perra e o senhorio disse-me para a abrir com uma chave de fendas. Agora está toda torta e não fecha. Já recebi duas cartas do banco que ficaram à vista de todos. Moro em Larochette. Preciso de um serralheiro que troque a fechadura.",
    "locksmith", "Larochette", "Larochette", kind="b", nu="N", situation="letterbox lock forced on the landlord's advice")
add("pt-t07", "O vendedor dos painéis solares garantiu que não precisavam de manutenção nenhuma. Três anos depois a produção caiu quase 40%. Na aplicação há um painel que mostra sempre zero. A casa é em Roedgen, são 20 painéis no telhado.",
    "solar", "Reckange-sur-Mess", "Roedgen", kind="b", situation="PV output down 40 percent, one panel at zero, seller said no maintenance")
add("pt-t08", "Temos uma pequena empresa de construção e remodelações, somos 6. Os clientes perguntam sempre se temos site para ver fotos das obras. Queríamos um site simples em português, francês e alemão com galeria e um formulário para pedir orçamento. Procuro um web designer que trate de tudo, incluindo o domínio.",
    "web-development", None, None, kind="c", nu="N", situation="small building firm wants a trilingual site with gallery")
add("pt-t09", "Sou tesoureira de uma associação cultural portuguesa com rancho folclórico. Este ano passámos a ter duas professoras pagas e subsídios da comuna. Ninguém sabe fazer as contas como deve ser para a assembleia. Há alguém que trate disso por um preço razoável?",
    "accounting", None, None, kind="c", situation="cultural association's accounts now include paid teachers and subsidies")
add("pt-t10", "Trabalho numa crèche em Cents com 30 crianças. Há uma semana apareceram formigas na cozinha e agora também na sala dos bebés. Não podemos usar qualquer produto por causa das crianças. Precisamos de uma empresa de desinfestação que trabalhe ao fim de semana.",
    "pest-control", "Luxembourg", "Cents", kind="c", nu="N", situation="daycare with ants in kitchen and baby room")
add("pt-t11", "O nosso grupo folclórico faz 25 anos em junho e vamos ter uma festa grande em Ettelbruck. Queríamos boas fotografias das danças e dos trajes, e um vídeo curto para o Facebook. A festa começa às 15h e acaba tarde. Alguém disponível?",
    "photography", "Ettelbruck", "Ettelbruck", kind="c", situation="folk dance group's anniversary party pictures and video")
add("pt-t12", "Temos uma casa em Mont-Saint-Martin, do lado francês. O azulejo da casa de banho é dos anos 80, mas está bem colado. Vale a pena colar o novo por cima ou é melhor arrancar tudo? Qual das opções fica mais barata?",
    "tiling", "abroad", "Mont-Saint-Martin", kind="d", situation="tile over old bathroom tiles or strip them, house in France")
add("pt-t13", "Comprámos um apartamento de 3 quartos em Hamm e não temos jeito nenhum para decoração. Quanto cobra normalmente um designer de interiores só para escolher cores, móveis e candeeiros? Vale a pena ou é dinheiro deitado fora?",
    "interior-design", "Luxembourg", "Hamm", kind="d", nu="N", situation="cost and value of an interior designer for a new flat")
add("pt-t14", "Queremos transformar a garagem da nossa casa em Foetz num pequeno estúdio para o meu sogro. É preciso pedir autorização à comuna? E quanto tempo demora mais ou menos, com casa de banho, isolamento e janela nova?",
    "renovation", "Mondercange", "Foetz", kind="d", situation="garage to studio conversion: permit and duration")
add("pt-t15", "O meu filho está no 4e no lycée e está a chumbar a matemática. Vale mais a pena pagar explicações em casa ou num centro? Quanto custa mais ou menos por hora? Vocês também tratam disso?",
    None, None, None, kind="d", situation="maths tutoring for a son, not a listed trade")

# ---------------------------------------------------------------- Italian
add("it-s01", "Buongiorno, vorrei far tinteggiare soggiorno e corridoio (circa 95 m2 di pareti) nella nostra casa a Koerich, ci sono anche alcune cavillature sottili da stuccare.",
    "painting", "Koerich", "Koerich", situation="paint living room and hallway, fill hairline cracks")
add("it-s02", "Cerco un commercialista che tenga la contabilità e prepari il bilancio della mia nuova SARL di import di vino italiano, prime fatture a gennaio.",
    "accounting", None, None, situation="bookkeeping and annual accounts for a wine import company")
add("it-s03", "Vorremmo un orto rialzato con 4 cassoni e un impianto di irrigazione a goccia programmabile nel giardino dietro casa a Gonderange, chi se ne occupa?",
    "gardening", "Junglinster", "Gonderange", situation="raised vegetable beds with drip irrigation")
add("it-s04", "Preventivo per posare piastrelle antigelo sul balcone di 12 m2 a Remich, quelle vecchie le abbiamo già tolte noi e il massetto sembra a posto.",
    "tiling", "Remich", "Remich", situation="frost-proof tiles on a balcony")
add("it-s05", "Ho una piccola scuola di cucina italiana e mi serve un sito dove la gente possa vedere il calendario dei corsi, prenotare un posto e pagare con carta.",
    "web-development", None, None, situation="cookery school site with course booking and payment")
add("it-s06", "il congelatore a pozzo in garage non raffredda più da ieri ed è pieno di carne siamo a berchem qualcuno può venire oggi o domani",
    "appliance-repair", "Roeser", "berchem", situation="chest freezer stopped cooling, voice-typed")
add("it-s07", "Vorrei installare una serratura di sicurezza a tre punti sulla porta d'ingresso del mio appartamento a Esch-sur-Alzette, dopo due furti nel palazzo.",
    "locksmith", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="three-point security lock after burglaries in the building")
add("it-s08", "Abbiamo trovato tarme dappertutto nei tappeti e nell'armadio a muro, anche buchi nei maglioni di lana, appartamento al Grund, serve un trattamento?",
    "pest-control", "Luxembourg", "Grund", situation="clothes moths in rugs and wardrobe")
add("it-s09", "Devo portare la corrente fino al capanno in fondo al giardino (circa 25 metri) per un frigo e due luci, casa a Lintgen, si può fare interrato?",
    "electrical", "Lintgen", "Lintgen", situation="underground power line to a garden shed")
add("it-s10", "Ci servono ritratti professionali per LinkedIn e per il sito di tutto il team, 8 persone, nel nostro ufficio a Lussemburgo, possibilmente in una mattina.",
    "photography", "Luxembourg", "Lussemburgo", situation="headshots of an office team")
add("it-t01", "Da due settimane il pavimento radiante in camera e nello studio resta freddo. Nel resto della casa invece è caldo, anche troppo. Il termostato delle due stanze scatta, si sente il clic, ma non succede niente. Abitiamo a Huldange.",
    "heating", "Troisvierges", "Huldange", kind="a", situation="underfloor heating cold in two rooms only")
add("it-t02", "La vernice della ringhiera in ferro del balcone si stacca a scaglie. Sotto si vede la ruggine, e quando piove cola acqua arancione sulla facciata bianca. Anche le persiane hanno lo stesso problema. La casa è a Niederfeulen.",
    "painting", "Feulen", "Niederfeulen", kind="a", situation="paint flaking off an iron balcony railing and shutters, rust stains")
add("it-t03", "Da quando l'operatore ci ha cambiato il router, il PC fisso dello studio non vede più il disco di rete. Le videochiamate di lavoro si bloccano ogni dieci minuti, il portatile invece va bene. Ho già riavviato tutto tre volte. Lavoro da casa a Ell quattro giorni su cinque.",
    "it-support", "Ell", "Ell", kind="a", situation="desktop loses network drive and video calls after a router swap")
add("it-t04", "Un amico mi ha detto che bastava mettere del silicone attorno al camino sul tetto per fermare le infiltrazioni. L'ho fatto in estate, salendo con la scala. Ora con le piogge d'autunno l'acqua scende di nuovo lungo la canna fumaria in soffitta. Cerco un lattoniere o un conciatetti a Surré o dintorni.",
    "roofing", "Boulaide", "Surré", kind="b", nu="N", situation="leak around the chimney flashing after a silicone fix")
add("it-t05", "Mio suocero mi ha consigliato di versare acido muriatico nello scarico del lavandino del bagno che era lento. Adesso il sifone di plastica sotto il lavandino perde e c'è un odore fortissimo. Ho messo un secchio sotto. Abitiamo a Bastendorf.",
    "plumbing", "Tandel", "Bastendorf", kind="b", situation="acid poured into a basin drain, plastic trap now leaks")
add("it-t06", "L'agente immobiliare ci aveva detto che bastava prenotare il trasloco una settimana prima. Adesso tutte le ditte che abbiamo chiamato sono piene fino a fine mese. Dobbiamo lasciare la casa a Echternach il 30 e andare a Mersch. Cerchiamo una ditta di traslochi disponibile con un camion e tre persone.",
    "moving", "Echternach", "Echternach", distractors=("Mersch",), kind="b", nu="N", situation="move booked too late on the estate agent's advice")
add("it-t07", "Mio fratello aveva sistemato i gradini davanti a casa con un po' di cemento fresco, dicendo che bastava. Dopo l'inverno il cemento si è staccato di nuovo e adesso due gradini sono proprio rotti. Mia madre ha quasi fatto una caduta. La casa è a Hassel.",
    "masonry", "Weiler-la-Tour", "Hassel", kind="b", situation="concrete front steps patched by a brother broke again")
add("it-t08", "Abbiamo una piccola agenzia di viaggi. Un ex cliente pubblica da settimane recensioni false e offensive su di noi su Google e sui social, con nome e cognome della titolare. Abbiamo salvato tutti gli screenshot. Ci serve un avvocato per capire se possiamo denunciarlo.",
    "legal", None, None, kind="c", nu="N", situation="travel agency defamed in fake reviews")
add("it-t09", "La nostra squadra giovanile di calcio ospita a maggio una squadra dall'Ucraina per un torneo di tre giorni. Nessuno di noi parla ucraino e gli allenatori ospiti non parlano né francese né inglese. Ci servirebbe qualcuno che traduca durante le riunioni e il programma scritto. Il budget è limitato, siamo volontari.",
    "translation", None, None, distractors=("Ucraina",), kind="c", situation="youth football club hosts a Ukrainian team, needs interpreting and a translated programme")
add("it-t10", "Gestiamo uno studio dentistico al Howald con quattro poltrone. La signora che puliva da dieci anni è andata in pensione. Cerchiamo un'impresa di pulizie per tutte le sere dopo le 19, con esperienza in ambulatori. Ci serve anche la pulizia dei vetri una volta al mese.",
    "cleaning", "Hesperange", "Howald", kind="c", nu="N", situation="dental practice needs evening cleaning")
add("it-t11", "Siamo un'azienda agricola a Hupperdange con vacche da latte. Il tetto della stalla è di circa 600 m2, esposto a sud-ovest. Le celle frigorifere e la mungitrice consumano tantissimo e la bolletta è salita del 60%. Vorremmo produrre la nostra corrente, anche con accumulo.",
    "solar", "Clervaux", "Hupperdange", kind="c", situation="dairy farm wants to produce its own power on the barn roof")
add("it-t12", "Abitiamo ad Audun-le-Tiche, appena dopo il confine francese. Vorremmo una pergola in legno sulla terrazza, circa 4 x 5 metri. Meglio larice o douglas? E conviene farla fare su misura o comprare un kit e farlo montare?",
    "carpentry", "abroad", "Audun-le-Tiche", kind="d", situation="wooden pergola: which wood, custom or kit, house in France")
add("it-t13", "Apro a marzo un piccolo negozio di occhiali a Pfaffenthal, 40 m2. Vale la pena pagare un interior designer per arredamento e illuminazione o mi arrangio con il fornitore degli espositori? Quanto costa di solito un progetto così?",
    "interior-design", "Luxembourg", "Pfaffenthal", kind="d", nu="N", situation="is an interior designer worth it for a small optician's shop")
add("it-t14", "Nella casa che abbiamo comprato a Mondorf-les-Bains vorremmo spostare la cucina nel salotto e fare un secondo bagno dove ora c'è la cucina. È una cosa fattibile in una casa degli anni 60? Quanto tempo ci vuole di solito, più o meno, per un lavoro così?",
    "renovation", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="d", situation="swap kitchen and add a second bathroom: feasible, how long")
add("it-t15", "Mia figlia deve prendere la patente e qui le lezioni costano il doppio che in Italia. Conviene farla qui o tornare giù per l'estate? C'è qualcuno sulla vostra piattaforma che dà lezioni di guida private?",
    None, None, None, distractors=("Italia",), kind="d", situation="driving lessons here or in Italy, not a listed trade")

# ---------------------------------------------------------------- Spanish
add("es-s01", "Hola, necesito que me enfosquen la pared exterior del garaje, es de bloques de hormigón sin revestir, unos 30 m2, casa en Frisange.",
    "masonry", "Frisange", "Frisange", situation="render a bare concrete-block garage wall")
add("es-s02", "Tengo una academia de baile y busco a alguien que me haga una web con los horarios, las tarifas y el pago de las cuotas mensuales por internet.",
    "web-development", None, None, situation="dance school site with timetable and monthly fee payment")
add("es-s03", "Queremos instalar un descalcificador a la entrada del agua de nuestra casa en Bridel porque la cal nos está destrozando la grifería y la cafetera.",
    "plumbing", "Kopstal", "Bridel", situation="install a water softener at the mains inlet")
add("es-s04", "Quiero añadir 6 focos empotrados en el techo del salón con un regulador de intensidad, piso en Senningerberg, el techo es de pladur.",
    "electrical", "Niederanven", "Senningerberg", situation="six recessed spotlights with a dimmer")
add("es-s05", "Necesito traducir del alemán al español el manual técnico de una máquina envasadora, son unas 40 páginas con tablas y esquemas.",
    "translation", None, None, situation="translate a packaging machine manual German to Spanish")
add("es-s06", "busco a alguien para limpiar la casa 3 horas cada semana en colmar-berg, somos 4 con 2 niños pequeños y un perro que suelta mucho pelo",
    "cleaning", "Colmar-Berg", "colmar-berg", situation="weekly home cleaning, voice-typed")
add("es-s07", "Las dos ventanas de tejado del desván de nuestra casa en Rosport gotean cuando llueve con viento, ¿alguien puede cambiarlas antes del invierno?",
    "roofing", "Rosport-Mompach", "Rosport", situation="two leaking roof windows in the attic")
add("es-s08", "Busco abogado porque el casero se niega a devolverme la fianza de 3 meses desde hace medio año y ya ni contesta a mis correos.",
    "legal", None, None, situation="landlord withholds a three-month deposit")
add("es-s09", "Queremos cambiar nuestra caldera de gasóleo de 1998 por una bomba de calor aire-agua, casa de 160 m2, código postal L-9167, ¿me podéis pasar presupuesto?",
    "heating", "Mertzig", "L-9167", situation="replace an oil boiler with an air-to-water heat pump")
add("es-s10", "Nuestra nevera americana Samsung hace un ruido como de ventilador rozando y el dispensador de hielo ya no funciona, vivimos en Weiswampach.",
    "appliance-repair", "Weiswampach", "Weiswampach", situation="American fridge fan noise and ice dispenser broken")
add("es-t01", "Llevo una semana despertándome con picaduras en fila en los brazos y la espalda. En las costuras del colchón hay unas manchitas negras. A mi pareja no le pica nada. Volvimos de un viaje hace poco y vivimos en un piso en Rumelange.",
    "pest-control", "Rumelange", "Rumelange", kind="a", situation="bites in a row and black spots on the mattress (bed bugs)")
add("es-t02", "La llave de la puerta de casa entra hasta el fondo pero ya no gira, ni a un lado ni al otro. Ayer todavía funcionaba, aunque iba dura. Ahora estoy dentro y no puedo cerrar, y mañana a las 7 me voy a trabajar. Vivo en Remerschen.",
    "locksmith", "Schengen", "Remerschen", kind="a", situation="key goes in but will not turn, cannot lock the door")
add("es-t03", "Después de las heladas se están cayendo trozos del revoque de la fachada. En dos sitios ya se ven los ladrillos. Esta mañana un trozo grande cayó justo al lado de la entrada. La casa está en Heiderscheid, en la calle principal.",
    "masonry", "Esch-sur-Sûre", "Heiderscheid", kind="a", situation="render falling off the facade after frost")
add("es-t04", "En la tienda me dijeron que con una sola mano de pintura blanca 'de alta cubrición' tapaba sin problema la pared roja oscura del salón. Ya llevo tres manos y sigue viéndose rosa. Me he gastado 180 euros en pintura. Casa en Stolzembourg. Busco un pintor que lo deje bien de una vez.",
    "painting", "Putscheid", "Stolzembourg", kind="b", nu="N", situation="white paint over a dark red wall still pink after three coats")
add("es-t05", "El vendedor del almacén nos dijo que los azulejos de pared valían también para el suelo de la entrada. Al año se han partido cuatro y cuando están mojados resbalan muchísimo. Mi suegra ya se cayó una vez. Vivimos en Berbourg y queremos cambiar todo el suelo de la entrada, unos 10 m2.",
    "tiling", "Manternach", "Berbourg", kind="b", situation="wall tiles laid on an entrance floor on a shop's advice, cracked and slippery")
add("es-t06", "Un vecino nos aconsejó cortar el césped muy corto en julio para no tener que cortarlo tan a menudo. Ahora está todo amarillo y lleno de calvas, y las malas hierbas se han comido la mitad. Tenemos unos 400 m2 en Arsdorf. Queremos que alguien lo recupere o lo siembre de nuevo en otoño.",
    "gardening", "Rambrouch", "Arsdorf", kind="b", situation="lawn scorched after mowing too short on a neighbour's advice")
add("es-t07", "Un conocido que monta paneles solares los fines de semana nos puso 10 paneles en el tejado de casa en Bofferdange y nos dijo que no hacía falta ningún papel. Ahora no podemos vender la electricidad a la red. Además, el inversor se apaga solo casi todos los días. Necesitamos un instalador certificado que lo revise y lo legalice.",
    "solar", "Lorentzweiler", "Bofferdange", kind="b", nu="N", situation="PV installed by an acquaintance without paperwork, inverter trips")
add("es-t08", "Tenemos un restaurante español con 7 empleados. Nuestro gestor de toda la vida se jubila en marzo y nos deja sin nadie para las nóminas, el IVA y las cuentas anuales. Buscamos un contable o una fiduciaria que hable español si es posible. ¿Cuánto suele costar al mes?",
    "accounting", None, None, kind="c", nu="N", situation="restaurant's accountant retires: payroll, VAT and annual accounts")
add("es-t09", "Somos una academia de idiomas en Bonnevoie con tres aulas. Los proyectores no reconocen los portátiles de los profesores la mitad de las veces. El wifi para los alumnos se cae en cuanto hay más de 20 conectados. Necesitamos que alguien venga a ordenar todo esto antes del curso de verano.",
    "it-support", "Luxembourg", "Bonnevoie", kind="c", situation="language school's projectors and student wifi")
add("es-t10", "Tenemos una pastelería en Oberkorn y vamos a renovar la carta y el Instagram. Buscamos un fotógrafo de producto para unas 30 tartas y dulces. Lo ideal sería hacerlo un lunes, que cerramos. ¿Alguien con experiencia en comida?",
    "photography", "Differdange", "Oberkorn", kind="c", nu="N", situation="pastry shop needs product pictures")
add("es-t11", "Nuestra asociación de vecinos deja el local de Eich a finales de mes. Hay que llevar 40 sillas, 6 mesas plegables, dos armarios metálicos y muchas cajas de archivo hasta el nuevo local en Bertrange. Los voluntarios somos casi todos jubilados. ¿Quién puede encargarse con un camión?",
    "moving", "Luxembourg", "Eich", distractors=("Bertrange",), kind="c", situation="residents' association moves its premises, loading end in the city")
add("es-t12", "Hemos heredado una casa en Bastogne, en la provincia de Luxemburgo de Bélgica, y queremos reformarla entera para vivir allí. Hay que rehacer baño, cocina, electricidad y suelos. ¿Es mejor reformar antes de mudarnos o se puede vivir en la casa durante la obra? ¿Cuánto tiempo suele llevar algo así?",
    "renovation", "abroad", "Bastogne", distractors=("Luxemburgo", "Bélgica"), kind="d", situation="inherited house in a Belgian town: live in during the refit or not")
add("es-t13", "Estamos terminando una casa nueva en Hesper y el electricista nos pregunta dónde queremos los puntos de luz. No tenemos ni idea. ¿Merece la pena contratar a un interiorista solo para el plan de iluminación y muebles? ¿Cuánto suele cobrar?",
    "interior-design", "Hesperange", "Hesper", kind="d", nu="N", situation="is an interior designer worth it just for a lighting and furniture plan")
add("es-t14", "Queremos armarios empotrados en los dos dormitorios de nuestra casa en Schrassig. ¿Sale mucho más caro hacerlos a medida en madera que comprar unos de IKEA y adaptarlos? ¿Cuál aguanta mejor con los años?",
    "carpentry", "Schuttrange", "Schrassig", kind="d", situation="made-to-measure built-in wardrobes or flat-pack")
add("es-t15", "Antes vivía en el Born, en Barcelona, e iba al gimnasio todos los días, pero aquí no encuentro tiempo. ¿Vale la pena pagar a alguien que venga a casa a entrenarme? ¿Cuánto se paga por sesión más o menos?",
    None, None, None, distractors=("Born", "Barcelona"), kind="d", situation="personal trainer at home, not a listed trade")
