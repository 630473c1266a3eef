MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, ech bräicht en Elektriker fir eng Wallbox (11 kW, Zappi) an eiser Garage zu Lëntgen ze montéieren, de Kabel misst ongeféier 15 m vum Tableau bis dohinner.",
    "electrical", "Lintgen", "Lëntgen", situation="wallbox (EV charger) to be mounted in a garage, 15 m cable from the fuse board")
add("lb-s02", "d spullkëscht vum wc leeft den ganzen dag no an mir héieren se nuets, kann een laanscht kommen zu Miersch",
    "plumbing", "Mersch", "Miersch", situation="toilet cistern keeps refilling day and night")
add("lb-s03", "Sinn ausgespaart 😩 de Schlëssel stécht bannen an der Dier, Bouneweg no bei der Kierch, wéi séier kënnt dir do sinn?",
    "locksmith", "Luxembourg", "Bouneweg", situation="locked out, key left in the lock on the inside")
add("lb-s04", "Ech sichen en Affekot deen sech mat Ierfschaften auskennt, mäi Brudder wëll d'Haus vun eisen Elteren eleng behalen an ech sinn net averstanen.",
    "legal", None, None, situation="inheritance dispute with a brother over the parents' house")
add("lb-s05", "Wien kann e Kafcompromis vu 6 Säiten aus dem Portugiseschen op Franséisch iwwersetzen, d'Bank brauch en bis Enn der Woch?",
    "translation", None, None, situation="translate a 6-page property sale agreement from Portuguese to French for the bank")
add("lb-s06", "Bräicht een deen eis de Rasen komplett nei mécht, dat aalt Mooss eraus, Buedem lackeren an nei ausséien, ongeféier 300 m² zu Steesel.",
    "gardening", "Steinsel", "Steesel", situation="lawn renovation: remove moss, loosen soil, reseed 300 m2")
add("lb-s07", "eis spullmaschinn (siemens, 6 joer al) pompelt d'waasser net méi eraus, ënnen bleift ëmmer e bësse waasser stoen, mir sinn zu walfer",
    "appliance-repair", "Walferdange", "walfer", situation="dishwasher no longer pumps out, water stays at the bottom")
add("lb-s08", "Mir sichen e Fotograf fir d'Kommioun vun eiser Duechter, Sonndes den 3 Mee an der Kierch an duerno am Restaurant zu Ettelbréck.",
    "photography", "Ettelbruck", "Ettelbréck", situation="photographer for a daughter's first communion, church and restaurant")
add("lb-s09", "Huet een e gudden Hondssitter fir eise Labrador vum 2 bis 16 August, mir fléien a Portugal?",
    None, None, None, situation="dog sitter wanted for two weeks in August (not a trade of the list)")
add("lb-s10", "Mäis um Späicher, een héiert se all Nuecht kraazen an d'Isolatioun ass schonn ugefriess, Colmar-Berg 🐭",
    "pest-control", "Colmar-Berg", "Colmar-Berg", situation="mice in the attic gnawing the insulation")
add("lb-t01", "Eisen Uelegbrenner mécht zanter e puer Deeg e Kaméidi wéi e Fliger wann en ufänkt. Am Keller richt et och méi no Ueleg wéi soss. Et gëtt nach waarm am Haus, mee ech hu Angscht dass eppes geschitt. Mir sinn zu Klierf, wie kann sech dat ukucken?",
    "heating", "Clervaux", "Klierf", kind="a", nu="U", situation="oil burner roars on start and the cellar smells of fuel oil")
add("lb-t02", "Nom Stuerm vu gëschter louchen eng Partie Ziegelen am Gaart. Elo wann et reent, drëpst et um Späicher laanscht de Kamäin. Mir hunn e Seau drënner gestallt, mee dat kann net esou bleiwen. D'Haus ass zu Wolz, bei der Schoul.",
    "roofing", "Wiltz", "Wolz", kind="a", nu="U", situation="roof tiles blown off in a storm, water drips in the attic next to the chimney")
add("lb-t03", "All Kéiers wann ech de Waasserkacher an den Uewen zur selwechter Zäit unmaachen, ass déi ganz Kichen däischter. Da muss ech an de Keller fir dee klenge Schalter erëm eropzedrécken. Dat ass zanter mir déi nei Induktiounsplack hunn. Mir wunnen zu Hesper, Appartement um zweete Stack.",
    "electrical", "Hesperange", "Hesper", kind="a", nu="U", situation="kitchen circuit breaker trips when kettle and oven run together since a new induction hob")
add("lb-t04", "Mäi Noper huet gesot, ech kéint d'Fassad einfach mat der wäisser Faarf aus dem Keller strähen, déi vun der Stuff. Dat hunn ech d'lescht Fréijoer gemaach an elo blëttert se iwwerall of, grad op der Wiederseit. Et gesäit schlëmm aus an d'Haus steet zu Dikrech an der Haaptstrooss. Wie mécht dat nach eng Kéier richteg, mat ofschleifen an allem?",
    "painting", "Diekirch", "Dikrech", kind="b", nu="U", situation="facade painted with indoor paint on a neighbour's advice is peeling")
add("lb-t05", "Mäi Schwoer huet eis d'Plättercher am Buedzëmmer um Buedem geluecht, ouni de Buedem virdrun ze nivelléieren. Elo kléngen der eng Rëtsch huel an zwou si scho gebrach. Hie mengt, dat wier normal. Ech hätt gär e richtege Plättsleeër deen dat nei mécht, mir sinn zu Buerglënster.",
    "tiling", "Junglinster", "Buerglënster", kind="b", nu="N", situation="bathroom floor tiles laid by a brother-in-law without levelling sound hollow and crack")
add("lb-t06", "Am Baumarkt hu se mir gesot, ech sollt de Rass an eiser Gaardemauer einfach mat Silikon zoumaachen. Dat hunn ech gemaach, mee de Rass gëtt ëmmer méi breet an uewen fält schonn e Steen eraus. D'Mauer ass ongeféier 1,20 m héich a 15 m laang. Mir sinn zu Bissen, wie kann dat richteg reparéieren?",
    "masonry", "Bissen", "Bissen", kind="b", nu="U", situation="crack in a garden wall filled with silicone on a DIY shop's advice keeps widening")
add("lb-t07", "D'Proprietärin sot, mir sollten eis Eechentrap einfach mat Ueleg aschmieren, da géif se net méi kraachen. Elo rutscht een drop aus a kraachen deet se nach ëmmer, virun allem déi dräi ënnescht Trapen. Eng Trap wackelt souguer. Mir lounen en Haus zu Briddel, wie kann dat fest maachen?",
    "carpentry", "Kopstal", "Briddel", kind="b", nu="U", situation="creaking, wobbly oak stairs oiled on the landlady's advice, now slippery and still creaking")
add("lb-t08", "Mir sinn eng kleng Kinépraxis zu Veianen mat dräi Behandlungsraim. Zanter mir en neie Router vum Provider kruten, dréckt den Drécker um Empfang net méi, an d'Termin-Software op de PCen verléiert all puer Minutten d'Verbindung. Mir selwer verstinn näischt dovun. Kann een deen dat versteet laanscht kommen, am léifste Méindes moies?",
    "it-support", "Vianden", "Veianen", kind="c", nu="U", situation="physiotherapy practice: after a new router the printer and appointment software lose the network")
add("lb-t09", "Mir sinn de Reitveräin vu Béiwen an organiséieren d'Reitstonnen bis elo iwwer WhatsApp an en Excel-Fichier. Mat 80 Memberen geet dat net méi. Mir sichen e Webdesigner deen eis eng einfach Säit mécht, wou d'Leit hir Stonn selwer reservéiere kënnen. De Budget ass limitéiert, mir sinn eng Asbl.",
    "web-development", None, None, distractors=["Béiwen"], kind="c", nu="N", situation="riding club wants a simple site where members book their lessons")
add("lb-t10", "Mir hunn e klengt Hotel mat 12 Zëmmer zu Stolzebuerg. Virun der Saison mussen all d'Fënsteren an de Wantergaart vu bannen a vu baussen gebotzt ginn, ronn 60 Fënsteren, e puer um drëtte Stack. Eis eege Leit packen dat net nieft dem Betrib. Wie kéint dat Enn Mäerz iwwerhuelen?",
    "cleaning", "Putscheid", "Stolzebuerg", kind="c", nu="U", situation="small hotel needs about 60 windows and a winter garden cleaned before the season")
add("lb-t11", "Eise Kassier vun der Musek huet no 20 Joer opgehalen an eis e Schongkarton voller Bongen hannerlooss. D'Generalversammlung ass am Mäerz a mir brauchen e propperen Ofschloss fir 2026. Gëtt et een deen esou eppes fir eng Asbl mécht, och Joer fir Joer?",
    "accounting", None, None, kind="c", nu="U", situation="brass band's treasurer quit; a shoebox of receipts needs annual accounts for the AGM")
add("lb-t12", "Mir hunn en aalt Haus zu Kautebaach, d'Daach geet no Osten a Westen, net no Süden. Lount sech Photovoltaik do iwwerhaapt, oder ass dat just eppes fir Süddaacher? Mir verbrauche ronn 4500 kWh am Joer. Kann eng PV-Firma mir soen, wéi vill Panneauen Sënn hätten a wat dat ongeféier kascht?",
    "solar", "Kiischpelt", "Kautebaach", kind="d", nu="N", situation="is PV worth it on an east-west roof, how many panels and what cost")
add("lb-t13", "Mir hunn en Appartement um Lampertsbierg kaaft, 68 m², Wunnzëmmer a Kichen an engem Raum. D'Meubelen aus eisem ale Studio passen iergendwéi net dran. Lount et sech, en Interior Designer fir e Plang ze huelen, oder ass dat Geld fir näischt? A wat freet esou een ongeféier?",
    "interior-design", "Luxembourg", "Lampertsbierg", kind="d", nu="N", situation="newly bought 68 m2 flat with open living-kitchen: is an interior designer worth it")
add("lb-t14", "Mir plënneren am Juni vu Furen op Iechternach, véier Zëmmer, vill Bicher an e schwéiere Schaf. Wat freet en Déménageur ongeféier dofir? Ass et méi bëlleg, wa mir d'Kartongen selwer packen? A schaffen déi Firmen och e Samschdeg?",
    "moving", "Tandel", "Furen", distractors=["Iechternach"], kind="d", nu="N", situation="price of a four-room move, cheaper if we pack ourselves, Saturday possible")
add("lb-t15", "Mir hunn e Bauerenhaus bei Arel kaaft, just iwwer der Grenz. Et muss alles gemaach ginn: Elektresch, Sanitär, Buedem, Plafongen, Kichen. Wéi laang dauert esou eppes realistesch, bis mir do kënnen aplënneren? Bis dohinner wunne mir nach zu Stroossen.",
    "renovation", "abroad", "Arel", distractors=["Stroossen"], kind="d", nu="U", situation="farmhouse across the Belgian border needs everything redone: how long until we can move in")

# ---------------- French ----------------
add("fr-s01", "Bonjour, évier de cuisine complètement bouché depuis le repas de Noël (graisse je pense), l'eau ne descend plus du tout, on est à Obercorn, quelqu'un peut passer aujourd'hui ?",
    "plumbing", "Differdange", "Obercorn", situation="kitchen sink blocked with grease since Christmas dinner")
add("fr-s02", "Suite à une séparation je voudrais faire changer le barillet de la porte d'entrée et de la cave, appartement à Esch/Alzette, de préférence un cylindre de sécurité avec carte de propriété.",
    "locksmith", "Esch-sur-Alzette", "Esch/Alzette", situation="change the lock cylinders of front door and cellar after a separation")
add("fr-s03", "frigo liebherr qui refroidit plus du tout depuis hier soir mais le congélateur du bas marche encore, on habite schifflange, c'est urgent j'ai tout mis dans des glacières",
    "appliance-repair", "Schifflange", "schifflange", situation="fridge compartment stopped cooling, freezer still works")
add("fr-s04", "Je cherche un comptable pour notre déclaration d'impôts commune, moi frontalier venant de Thionville et mon mari résident, c'est notre première année en imposition collective.",
    "accounting", None, None, distractors=["Thionville"], situation="first joint tax return of a couple, one of them a cross-border worker")
add("fr-s05", "Quelqu'un donne-t-il des cours de piano à domicile pour une petite fille de 8 ans, le mercredi après-midi ?",
    None, None, None, situation="piano lessons at home for an 8-year-old (not a trade of the list)")
add("fr-s06", "Nous cherchons une société pour le nettoyage de nos bureaux deux fois par semaine, 180 m² plus sanitaires et kitchenette, zone commerciale de Foetz.",
    "cleaning", "Mondercange", "Foetz", situation="office cleaning twice a week, 180 m2")
add("fr-s07", "Les joints de ma douche à l'italienne sont devenus noirs et certains s'effritent, je voudrais les faire refaire proprement, L-3750 😊",
    "tiling", "Rumelange", "L-3750", situation="walk-in shower grout black and crumbling, to be redone")
add("fr-s08", "Besoin de quelqu'un pour enlever trois grosses souches de thuyas au fond du jardin (rognage ou dessouchage) à Bettembourg avant qu'on pose une clôture.",
    "gardening", "Bettembourg", "Bettembourg", situation="remove three large thuja stumps before a fence goes up")
add("fr-s09", "Je voudrais faire installer deux prises étanches et un éclairage avec détecteur sur notre terrasse à Tétange, le câble peut passer par le garage.",
    "electrical", "Kayl", "Tétange", situation="two weatherproof sockets and a motion-sensor light on a terrace")
add("fr-s10", "Demande de devis pour environ 10 kWc de panneaux photovoltaïques sur un toit plat à Rodange, orientation à définir, maison de 2018.",
    "solar", "Pétange", "Rodange", situation="quote for about 10 kWp of PV on a flat roof")
add("fr-t01", "Depuis une semaine on voit le soir des petites bêtes brunes qui filent sous le lave-vaisselle quand on allume la lumière. Elles font à peu près 1 cm, avec des antennes. J'ai nettoyé toute la cuisine à fond mais elles reviennent. On a deux enfants en bas âge, à Soleuvre.",
    "pest-control", "Sanem", "Soleuvre", kind="a", nu="U", situation="small brown insects with antennae run under the dishwasher at night (cockroaches)")
add("fr-t02", "Une fissure en escalier est apparue sur le mur du garage accolé à la maison. En trois mois elle s'est élargie et on voit maintenant le jour à travers par endroits. La porte du garage frotte aussi un peu plus qu'avant. On habite à Dudelange, quartier Italie.",
    "masonry", "Dudelange", "Dudelange", kind="a", nu="U", situation="stair-step crack in a garage wall widening, daylight shows through")
add("fr-t03", "Quand il pleut fort, l'eau passe par-dessus la gouttière côté rue et coule le long de la façade. Il y a maintenant des traînées vertes sous le bord du toit. Le tuyau de descente ne semble pas bouché en bas. Maison à Leudelange, environ 7 m de haut.",
    "roofing", "Leudelange", "Leudelange", kind="a", nu="U", situation="gutter overflows in heavy rain, green streaks on the facade")
add("fr-t04", "Le voisin nous a dit qu'en fermant complètement le chauffage au sol des chambres on économiserait beaucoup. On a fermé les vannes au collecteur tout l'hiver dernier. Maintenant qu'on les rouvre, une des boucles reste froide et le sol de la chambre des enfants ne chauffe plus. La maison est à Crauthem, quelqu'un peut venir contrôler ?",
    "heating", "Roeser", "Crauthem", kind="b", nu="U", situation="underfloor heating loops shut all winter on a neighbour's advice, one loop stays cold")
add("fr-t05", "Mon beau-frère a repeint le plafond du salon directement sur le plâtre neuf, sans sous-couche, en disant que c'était inutile. Trois semaines après, la peinture fait des cloques et part par plaques quand on touche. Il faudrait tout gratter et refaire dans les règles. Maison à Aspelt, environ 35 m² de plafond.",
    "painting", "Frisange", "Aspelt", kind="b", nu="U", situation="ceiling painted on new plaster without primer is blistering and peeling")
add("fr-t06", "Un ami m'a conseillé de louer une camionnette et de faire le déménagement entre copains pour économiser. Résultat : on a essayé samedi et le canapé d'angle ne passe pas dans la cage d'escalier du nouvel appartement au Kirchberg, 5e étage. Tout le reste est encore dans la maison à Bascharage. Est-ce que des déménageurs avec un monte-meubles pourraient reprendre le déménagement complet ?",
    "moving", "Käerjeng", "Bascharage", distractors=["Kirchberg"], kind="b", nu="N", situation="DIY move failed because the sofa won't fit the stairs; movers with a furniture lift to take over")
add("fr-t07", "Le vendeur du magasin de bricolage nous a vendu des lames de terrasse en pin non traité en disant que c'était parfait pour l'extérieur. Deux ans après, elles sont grises, fendues et plusieurs sont molles près des plots. On voudrait refaire la terrasse en bois, environ 25 m², avec un bois qui tient. C'est à Wickrange.",
    "carpentry", "Reckange-sur-Mess", "Wickrange", kind="b", nu="U", situation="untreated pine deck sold as outdoor-proof is rotting; rebuild a 25 m2 wooden deck")
add("fr-t08", "Nous sommes un petit cabinet d'avocats de quatre personnes, quartier Gare. Depuis le passage à Windows 11, l'imprimante multifonction ne scanne plus vers nos dossiers partagés et le serveur de fichiers se déconnecte. La personne qui s'occupait de nos ordinateurs a pris sa retraite. Pourriez-vous nous proposer une intervention sur place et éventuellement un contrat de maintenance ?",
    "it-support", "Luxembourg", "Gare", kind="c", nu="U", situation="law office: scanner to shared folders and file server broken after Windows 11 upgrade")
add("fr-t09", "Nous gérons une crèche de 30 enfants à Steinfort. Notre agente d'entretien part en congé de maternité en mai. Nous cherchons une société de nettoyage pour un passage quotidien après 18h30, avec désinfection des jouets une fois par semaine. Merci de nous indiquer vos tarifs.",
    "cleaning", "Steinfort", "Steinfort", kind="c", nu="N", situation="day nursery needs daily evening cleaning during staff maternity leave")
add("fr-t10", "Nous tenons une boulangerie-pâtisserie à Bonnevoie depuis 1987. On refait notre carte et notre page Instagram, et nos photos au téléphone ne rendent pas justice aux gâteaux. Il nous faudrait une demi-journée de prises de vue dans l'atelier, avec lumière correcte. Un lundi serait l'idéal, on est fermés.",
    "photography", "Luxembourg", "Bonnevoie", kind="c", nu="U", situation="bakery wants a half-day product shoot of its cakes for menu and Instagram")
add("fr-t11", "Je suis présidente d'un club de basket (asbl). Un ancien entraîneur salarié conteste son licenciement et nous a envoyé un courrier recommandé. Aucun de nous au comité n'y connaît rien. Nous cherchons un avocat en droit du travail qui accepte aussi les petites associations.",
    "legal", None, None, kind="c", nu="N", situation="basketball club sued by a dismissed salaried coach needs an employment lawyer")
add("fr-t12", "J'ai une petite fromagerie et je voudrais vendre en ligne avec livraison dans tout le pays. On me parle de Shopify, d'autres me disent de faire faire un site sur mesure. Qu'est-ce qui est le plus raisonnable pour environ 80 produits ? Et combien faut-il prévoir en gros ?",
    "web-development", None, None, kind="d", nu="U", situation="cheese shop wants to sell online: Shopify or a custom site, and what budget")
add("fr-t13", "Nous achetons un appartement et le rendez-vous chez le notaire est dans trois semaines. Mon mari ne parle pas français, seulement l'anglais et le turc. Est-ce qu'un interprète est obligatoire ou est-ce qu'un ami peut traduire ? Et combien coûte un interprète pour une heure environ ?",
    "translation", None, None, kind="d", nu="N", situation="interpreter needed at a notary deed signing: compulsory or can a friend do it, and cost")
add("fr-t14", "On refait l'éclairage de notre séjour à Cessange, pièce en L de 45 m² avec plafond à 2,60 m. Spots encastrés partout ou plutôt suspensions et lampadaires ? Est-ce qu'un architecte d'intérieur peut faire seulement un plan lumière, sans tout le reste du projet ?",
    "interior-design", "Luxembourg", "Cessange", kind="d", nu="N", situation="lighting plan for an L-shaped living room: can an interior architect do just that")
add("fr-t15", "Nous avons une maison à Audun-le-Tiche, juste de l'autre côté de la frontière. Nous voudrions transformer le garage double en studio pour notre fille : isolation, fenêtre, petite salle d'eau, électricité. Combien ça coûte à peu près au mètre carré ? Et est-ce que ça prend plus de deux mois ?",
    "renovation", "abroad", "Audun-le-Tiche", kind="d", nu="U", situation="convert a double garage across the French border into a studio: cost per m2 and duration")

# ---------------- German ----------------
add("de-s01", "Unser Velux-Dachfenster im Schlafzimmer ist undicht und tropft bei Starkregen auf den Boden, Haus in Grevenmacher, wer kann sich das vor dem nächsten Gewitter anschauen?",
    "roofing", "Grevenmacher", "Grevenmacher", situation="roof window leaks onto the bedroom floor in heavy rain")
add("de-s02", "Wir haben in unserem Altbau in Echternach noch einen alten Sicherungskasten mit Porzellansicherungen und möchten ihn durch einen modernen Verteilerkasten mit FI-Schalter ersetzen lassen.",
    "electrical", "Echternach", "Echternach", not_place=["einen"], situation="replace an old fuse box with porcelain fuses by a modern board with RCD")
add("de-s03", "suche firma für die jährliche wartung unserer vaillant gastherme in bad mondorf, letzte wartung war vor zwei jahren 🙈",
    "heating", "Mondorf-les-Bains", "bad mondorf", situation="annual service of a gas boiler, overdue by a year")
add("de-s04", "Wer übersetzt mir einen Arbeitsvertrag von 12 Seiten aus dem Französischen ins Deutsche, damit ich weiß, was ich da unterschreibe?",
    "translation", None, None, not_place=["einen"], situation="translate a 12-page employment contract from French to German before signing")
add("de-s05", "Nach einem Plugin-Update zeigt meine WordPress-Seite nur noch eine weiße Seite, ich brauche dringend jemanden, der das repariert und am besten gleich ein Backup einrichtet.",
    "web-development", None, None, situation="WordPress site shows a blank page after a plugin update")
add("de-s06", "Wir hätten gern jemanden, der uns zu Hause in Rosport ein NAS einrichtet, auf dem die Fotos der Familie liegen und die drei Laptops sich jede Nacht automatisch sichern.",
    "it-support", "Rosport-Mompach", "Rosport", situation="set up a home NAS for family photos with nightly backups of three laptops")
add("de-s07", "Tauben nisten seit Wochen auf unserem Balkon in der Oberstadt und alles ist voller Kot, wir brauchen eine dauerhafte Taubenabwehr mit Netz oder Spikes.",
    "pest-control", "Luxembourg", "Oberstadt", situation="pigeons nesting on a city-centre balcony, netting or spikes wanted")
add("de-s08", "Umzug von Trier nach Wasserbillig Anfang April, wir ziehen aus einer 2-Zimmer-Wohnung im dritten Stock ohne Aufzug aus, was würde das kosten?",
    "moving", "Mertert", "Wasserbillig", distractors=["Trier"], situation="move of a 2-room flat, third floor without lift, from Trier into Luxembourg, labelled at the Luxembourg end")
add("de-s09", "Auf unserem Balkon in Remerschen sind nach dem Frost etwa 12 m² Fliesen gesprungen und lose, wir suchen einen Fliesenleger, der sie frostsicher neu verlegt.",
    "tiling", "Schengen", "Remerschen", not_place=["einen"], situation="frost-cracked balcony tiles, 12 m2, to be relaid frost-proof")
add("de-s10", "Kennt jemand einen mobilen Service, der bei uns zu Hause die Winterreifen gegen Sommerreifen tauscht?",
    None, None, None, not_place=["einen"], situation="mobile tyre change at home (not a trade of the list)")
add("de-t01", "Wenn man in der Küche den Wasserhahn schnell zudreht, knallt es laut in den Leitungen. Man hört es im ganzen Haus, manchmal zittert sogar das Rohr unter der Spüle. Das war früher nicht so, es hat nach dem Austausch des Wasserzählers angefangen. Wir wohnen in Berdorf.",
    "plumbing", "Berdorf", "Berdorf", kind="a", nu="U", situation="pipes bang loudly when the kitchen tap is closed quickly (water hammer) since the meter was replaced")
add("de-t02", "Unser Einbau-Backofen von Neff wird seit gestern nicht mehr richtig heiß. Nach einer Stunde auf 200 Grad zeigt das Thermometer innen nur 120. Licht und Ventilator laufen ganz normal. Der Ofen ist sieben Jahre alt, wir wohnen in Consdorf.",
    "appliance-repair", "Consdorf", "Consdorf", kind="a", nu="U", situation="built-in oven only reaches 120 degrees when set to 200")
add("de-t03", "Seit dem Sturm am Wochenende klappert nachts etwas auf dem Dach. Heute Morgen lag ein verbogenes Stück Zinkblech im Hof. Von unten sieht man, dass sich am Kamin die Verkleidung gelöst hat. Das Haus steht in Befort, direkt an der Hauptstraße.",
    "roofing", "Beaufort", "Befort", kind="a", nu="U", situation="zinc flashing torn loose at the chimney after a storm, something rattles on the roof")
add("de-t04", "Der Nachbar meinte, den bröckelnden Außenputz am Sockel könnte man einfach mit Zement aus dem Baumarkt überspachteln. Das haben wir letzten Herbst gemacht. Jetzt platzt die neue Schicht in großen Stücken wieder ab, und dahinter ist das Mauerwerk nass. Wer kann das in Bech fachgerecht sanieren?",
    "masonry", "Bech", "Bech", kind="b", nu="U", situation="crumbling plinth render patched with cement on a neighbour's advice is spalling again")
add("de-t05", "Der Vermieter hat gesagt, ich soll das klemmende Schloss der Haustür einfach mit Speiseöl einsprühen. Seitdem lässt sich der Schlüssel überhaupt nicht mehr drehen. Ich komme nur noch über die Terrassentür ins Haus. Gibt es einen Schlüsseldienst, der heute noch nach Manternach kommt?",
    "locksmith", "Manternach", "Manternach", not_place=["einen"], kind="b", nu="N", situation="jammed front-door lock sprayed with cooking oil on the landlord's advice, key no longer turns")
add("de-t06", "Ein Bekannter hat im Sommer unsere vier Apfelbäume radikal zurückgeschnitten, er meinte, dann tragen sie mehr. Jetzt wachsen überall nur noch senkrechte Triebe und dieses Jahr gab es keinen einzigen Apfel. Wir wohnen im Müllerthal und hätten gern jemanden, der die Bäume über zwei, drei Jahre wieder in Form bringt.",
    "gardening", "Waldbillig", "Müllerthal", kind="b", nu="U", situation="apple trees pruned far too hard in summer by an acquaintance, now only water shoots and no fruit")
add("de-t07", "Ein Bekannter hat uns gesagt, eine PV-Anlage müsse man nie kontrollieren, die laufe von allein. Jetzt haben wir zufällig gesehen, dass die App seit drei Wochen 0 kWh anzeigt. Am Wechselrichter im Keller blinkt eine rote LED. Das Haus ist in Flaxweiler, kann sich das jemand ansehen?",
    "solar", "Flaxweiler", "Flaxweiler", kind="b", nu="U", situation="PV system produced 0 kWh for three weeks, inverter shows a red LED")
add("de-t08", "Wir sind ein Familienweingut in Ehnen und möchten unseren alten Gewölbekeller als Raum für Weinproben nutzen. Es geht um Möblierung, Farben, Licht und wie man 30 Gäste unterbringt, ohne dass es wie eine Kantine aussieht. Wir suchen eine Innenarchitektin oder einen Innenarchitekten mit Erfahrung in der Gastronomie.",
    "interior-design", "Wormeldange", "Ehnen", not_place=["einen"], kind="c", nu="N", situation="family winery wants its vaulted cellar designed as a tasting room for 30 guests")
add("de-t09", "Unser Fußballverein hat ab Januar zum ersten Mal einen bezahlten Trainer und zwei Aushilfen für die Kantine. Keiner im Vorstand weiß, wie man die Lohnabrechnung und die Anmeldungen bei der Sozialversicherung macht. Wer kann das für uns monatlich übernehmen?",
    "accounting", None, None, not_place=["einen"], kind="c", nu="U", situation="football club with its first paid coach and two helpers needs monthly payroll")
add("de-t10", "Wir betreiben eine Zahnarztpraxis in Remich. Die Wände im Wartezimmer und in den zwei Behandlungsräumen sind verkratzt und vergilbt. Es müsste an einem verlängerten Wochenende gestrichen werden, damit wir nicht schließen müssen. Wer hätte Ende Mai Zeit?",
    "painting", "Remich", "Remich", kind="c", nu="U", situation="dental practice needs waiting and treatment rooms repainted over a long weekend")
add("de-t11", "Ich bin im Vorstand des Jugendhauses in Roodt-sur-Syre. Wir möchten in unserem Leseraum eingebaute Bücherregale aus Holz, passend unter eine schräge Decke, etwa 6 Meter lang. Die Gemeinde zahlt, braucht aber drei Angebote. Welcher Schreiner aus der Gegend hätte Interesse?",
    "carpentry", "Betzdorf", "Roodt-sur-Syre", not_place=["Holz"], kind="c", nu="N", situation="youth centre wants built-in wooden bookshelves under a sloping ceiling, three quotes needed")
add("de-t12", "Unser Nachbar hat seine neue Garage etwa 50 cm auf unser Grundstück gebaut, das zeigt der Plan vom Geometer eindeutig. Er will nichts davon wissen. Lohnt es sich, einen Anwalt einzuschalten, oder sollte man zuerst einen Brief schreiben? Mit welchen Kosten muss man ungefähr rechnen?",
    "legal", None, None, not_place=["einen"], kind="d", nu="N", situation="neighbour's garage built 50 cm over the boundary: is a lawyer worth it and what cost")
add("de-t13", "Wir überlegen, den Keller unseres Hauses in Biwer zu einem Spielzimmer mit kleinem Bad auszubauen. Der Keller ist trocken, aber nur 2,20 m hoch und hat kaum Fenster. Lohnt sich das überhaupt, oder ist das rausgeworfenes Geld? Wie lange dauert so ein Ausbau ungefähr?",
    "renovation", "Biwer", "Biwer", kind="d", nu="U", situation="convert a low dry basement into a playroom with a small bathroom: worth it, how long")
add("de-t14", "Wir verkaufen unsere Wohnung in Limpertsberg, 90 m², und die ersten Besichtigungen sind in zwei Wochen. Lohnt sich eine professionelle Grundreinigung mit Fenstern und Küche, oder reicht es, selbst gründlich zu putzen? Was kostet so etwas ungefähr?",
    "cleaning", "Luxembourg", "Limpertsberg", kind="d", nu="U", situation="is a professional deep clean worth it before viewings of a flat for sale")
add("de-t15", "Mein Vater wird 80 und wir feiern im Juli in einem Weingut in Nittel, direkt gegenüber von Machtum. Lohnt sich ein Fotograf für drei Stunden, oder reicht es, wenn die Enkel mit dem Handy fotografieren? Was nimmt ein Fotograf für so etwas?",
    "photography", "abroad", "Nittel", distractors=["Machtum"], kind="d", nu="N", situation="80th birthday party at a winery across the Moselle: is a photographer worth it, cost")

# ---------------- English ----------------
add("en-s01", "Hi, looking for someone to strip the old patchy grass and lay new turf in our back garden in Strassen, roughly 120 m2, ideally before the kids' birthday party on 14 June.",
    "gardening", "Strassen", "Strassen", not_place=["grass"], situation="replace a patchy lawn with new turf, 120 m2")
add("en-s02", "our bedroom door has dropped and scrapes the floor, it won't latch anymore either - solid wood door, house in Bertrange, can someone come and rehang/plane it?",
    "carpentry", "Bertrange", "Bertrange", situation="sagging solid-wood bedroom door scrapes the floor and won't latch")
add("en-s03", "Tumble dryer (Miele heat pump, 4 yrs) started making a loud squealing noise when it turns, still dries though, we're in Mamer - worth repairing?",
    "appliance-repair", "Mamer", "Mamer", situation="heat-pump tumble dryer squeals loudly while drum turns")
add("en-s04", "I need an employment lawyer: I was dismissed during my trial period while on sick leave, is that even allowed in Luxembourg?",
    "legal", None, None, not_place=["Luxembourg"], situation="dismissed during trial period while on sick leave")
add("en-s05", "Looking for an accountant to do the bookkeeping and annual accounts for my new SARL-S, about 20 sales invoices a month, no employees yet.",
    "accounting", None, None, situation="bookkeeping and annual accounts for a new one-person company")
add("en-s06", "We'd like hardwired, interconnected smoke detectors fitted on all three floors of our house in Sandweiler before the insurance inspection.",
    "electrical", "Sandweiler", "Sandweiler", situation="hard-wired interconnected smoke detectors on three floors")
add("en-s07", "pretty sure we brought bed bugs back from a hotel in Barcelona 😫 new bites every morning, flat in Cents, need someone asap",
    "pest-control", "Luxembourg", "Cents", distractors=["Barcelona"], situation="bed bugs brought back from a holiday hotel")
add("en-s08", "Need a quote to tile the kitchen splashback with white subway tiles, about 4 m2 behind the hob and sink, semi-detached in Contern.",
    "tiling", "Contern", "Contern", situation="kitchen splashback in subway tiles, 4 m2")
add("en-s09", "Does anyone do mobile bike repairs, the gears on my e-bike keep slipping?",
    None, None, None, situation="mobile e-bike repair (not a trade of the list)")
add("en-s10", "Quote please: moving a 3-bed house from Munsbach to Lisbon end of August, full packing service, one car on a trailer.",
    "moving", "Schuttrange", "Munsbach", distractors=["Lisbon"], situation="international move of a 3-bed house to Lisbon, loading in Luxembourg")
add("en-t01", "The pressure gauge on our gas boiler keeps dropping below 1 bar every two or three days. I top it up from the filling loop like the manual says, and then it drops again. There's no visible puddle anywhere that I can find. We're in Schouweiler, the boiler is about 10 years old.",
    "heating", "Dippach", "Schouweiler", kind="a", nu="U", situation="gas boiler pressure keeps dropping below 1 bar, no visible leak")
add("en-t02", "There's a sewage smell coming up from the floor drain in our basement, worst after heavy rain. Sometimes you can hear a gurgle from it when the upstairs toilet is flushed. We poured water down it in case the trap had dried out, no change. House in Eischen.",
    "plumbing", "Habscht", "Eischen", kind="a", nu="U", situation="sewage smell and gurgling from a basement floor drain")
add("en-t03", "Thick moss has taken over the north side of our roof. Clumps keep falling into the gutter and a few of the tiles look like they've lifted. From the attic you can see a thin line of light in one spot. We're in Keispelt and would like it looked at before winter.",
    "roofing", "Kehlen", "Keispelt", kind="a", nu="U", situation="thick moss on the roof, lifted tiles, light visible from the attic")
add("en-t04", "Our neighbour told us to pour salt on the weeds between the patio and the lawn. We did, and now a one-metre strip of lawn is dead and our young Japanese maple next to it is losing its leaves in July. I feel stupid. Can someone in Garnich fix the soil and replant, and tell us if the maple can be saved?",
    "gardening", "Garnich", "Garnich", kind="b", nu="U", situation="salt poured on weeds on a neighbour's advice killed lawn and is harming a Japanese maple")
add("en-t05", "My brother-in-law said a cheap mesh kit from the supermarket would be plenty for working from home, business gear is a waste of money. Now my VPN to the client drops every 20 minutes and the printer gets a new address every morning. I work from a home office in Koerich with two colleagues dialling in. Can someone sort the network out properly?",
    "it-support", "Koerich", "Koerich", kind="b", nu="U", situation="home office: cheap mesh kit recommended by a relative drops the VPN, printer changes address")
add("en-t06", "The lady at the paint shop said we didn't need to sand or prime our kitchen cabinets before using chalk paint. Six months on it's chipping around every handle and the doors stick together when closed. We'd now rather have a proper painter strip and respray them. Flat in Bofferdange, 14 doors and 4 drawers.",
    "painting", "Lorentzweiler", "Bofferdange", kind="b", nu="N", situation="chalk-painted kitchen cabinets chipping after a shop said no sanding or primer; respray")
add("en-t07", "Our neighbour reckoned the wall between our kitchen and dining room was just a partition and we could knock it out ourselves. We started on Saturday and under the plaster it's solid brick, and the ceiling above has a crack now. We've stopped. Need someone in Bereldange to check it and put in a proper lintel or close it back up.",
    "masonry", "Walferdange", "Bereldange", kind="b", nu="U", situation="half-demolished brick wall between kitchen and dining room, ceiling crack, needs a lintel")
add("en-t08", "We run a coworking space in Kirchberg with about 25 resident members. We're redoing our website and LinkedIn and want consistent professional headshots of everyone, plus a few shots of the space itself. Ideally one day on site with a simple backdrop. Could you send availability for March?",
    "photography", "Luxembourg", "Kirchberg", kind="c", nu="U", situation="coworking space wants headshots of 25 members and photos of the space")
add("en-t09", "I'm on the committee of an English-language amateur theatre group. Our spring show has three nights at the Kinneksbond in Mamer and we're still selling tickets by e-mail and bank transfer. We need a web developer to build a simple site with online ticket sales and seat choice. Volunteers will update the content.",
    "web-development", None, None, distractors=["Mamer"], kind="c", nu="N", situation="amateur theatre group needs a site with online ticketing and seat choice")
add("en-t10", "We run a small bed and breakfast in Itzig. We want to turn two ground-floor rooms into one accessible guest room: move a wall, widen the door, a level-access shower room, new flooring and electrics. It has to be done between November and February when we're closed. Who can coordinate the whole thing?",
    "renovation", "Hesperange", "Itzig", kind="c", nu="U", situation="B&B wants two rooms merged into an accessible guest room during the closed season")
add("en-t11", "We're a four-person fintech start-up. Our investor pitch deck (22 slides) and our terms of service need to go into German and French by the end of the month. Legal wording matters for the terms. Is there a translator or agency that handles both kinds of text?",
    "translation", None, None, kind="c", nu="N", situation="start-up needs pitch deck and terms of service translated into German and French")
add("en-t12", "We're putting in solar next spring and can't decide where. Option one is the main roof, south-west but with a chimney shading part of it after 3 pm. Option two is the flat carport roof, fully sunny but smaller. Which would give more over a year? House in Senningerberg.",
    "solar", "Niederanven", "Senningerberg", kind="d", nu="U", situation="PV on a partly shaded south-west roof or on a smaller sunny carport: which yields more")
add("en-t13", "Someone tried to force the front door of our building in Hamm last week and left marks around our flat's lock too. Is it worth having a locksmith fit an anti-snap cylinder, or should we go for a multipoint lock? Roughly what does each cost?",
    "locksmith", "Luxembourg", "Hamm", kind="d", nu="N", situation="after a break-in attempt: anti-snap cylinder or multipoint lock, and cost")
add("en-t14", "We're buying a 1970s house in Weiler-la-Tour and want to open up the kitchen, dining and living area. Should we hire an interior designer before the kitchen is ordered, or is that overkill? Do they also help choose furniture and colours, or only the layout?",
    "interior-design", "Weiler-la-Tour", "Weiler-la-Tour", kind="d", nu="N", situation="open-plan kitchen-living layout: hire an interior designer before ordering the kitchen?")
add("en-t15", "My mum is 84 and lives on her own in Messancy, just over the Belgian border. She manages, but the house is getting on top of her. Would someone coming in once a week for 3 hours to do the housework be enough, and is it better to go through an agency or find someone private? What does that usually cost?",
    "cleaning", "abroad", "Messancy", kind="d", nu="U", situation="weekly home help for housework for an elderly mother across the Belgian border: agency or private, cost")

# ---------------- Portuguese ----------------
add("pt-s01", "Bom dia, preciso de orçamento para uma mudança de Larochette para Ettelbruck em maio, apartamento T2 no 1º andar com elevador, sem nada muito pesado.",
    "moving", "Larochette", "Larochette", distractors=["Ettelbruck"], situation="move of a two-room flat between two northern towns in May")
add("pt-s02", "a torneira do jardim rebentou com o gelo e está a sair água pela parede da garagem, já fechei a água geral, moro em esch sur alzette urgente!!",
    "plumbing", "Esch-sur-Alzette", "esch sur alzette", situation="frost-burst garden tap, water coming through the garage wall")
add("pt-s03", "Desde ontem as luzes da cozinha piscam todas ao mesmo tempo e às vezes apagam uns segundos, casa em Niedercorn, alguém pode vir ver?",
    "electrical", "Differdange", "Niedercorn", situation="all kitchen lights flicker and go off for seconds")
add("pt-s04", "Faço bolos por encomenda em casa e queria um site simples com galeria de fotos e um formulário para as pessoas fazerem encomendas, alguém faz isso a bom preço?",
    "web-development", None, None, situation="home cake maker wants a simple site with gallery and order form")
add("pt-s05", "Procuro explicador de matemática para o meu filho do 9º ano, de preferência que fale português e francês.",
    None, None, None, situation="maths tutor for a 9th-grade son (not a trade of the list)")
add("pt-s06", "Queria um devis para pintar a sala e o corredor, paredes e tetos, mais ou menos 70 m², apartamento em Gasperich, as paredes têm alguns buracos de pregos.",
    "painting", "Luxembourg", "Gasperich", situation="paint living room and hallway walls and ceilings, 70 m2")
add("pt-s07", "A minha placa de indução Bosch desliga-se sozinha ao fim de dois minutos em todas as zonas, tem 5 anos, moro em Mertzig.",
    "appliance-repair", "Mertzig", "Mertzig", situation="induction hob switches itself off after two minutes")
add("pt-s08", "Procuro alguém para cortar a relva e limpar o jardim de 15 em 15 dias de abril a outubro em Feulen, jardim de uns 400 m².",
    "gardening", "Feulen", "Feulen", situation="fortnightly lawn mowing and garden upkeep for the season")
add("pt-s09", "perdi a chave da caixa do correio e a fechadura também já estava estragada, dá para trocar só a fechadura?? moro em schieren",
    "locksmith", "Schieren", "schieren", situation="lost mailbox key, broken mailbox lock to replace")
add("pt-s10", "Tenho formigas por todo o lado na cozinha e na varanda, já usei spray do supermercado e não adianta nada, Heffingen 🐜",
    "pest-control", "Heffingen", "Heffingen", situation="ants all over kitchen and balcony, supermarket spray useless")
add("pt-t01", "Quando chove com vento do lado oeste aparece uma mancha amarela no teto do quarto das crianças, por baixo do sótão. Quando não chove seca e fica só a marca. Do jardim consegue-se ver uma telha partida e outra meio torta. A casa fica em Gilsdorf.",
    "roofing", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="yellow ceiling stain when wind-driven rain hits, broken roof tile visible from outside")
add("pt-t02", "A caldeira a gasóleo liga e desliga de cinco em cinco minutos. Ouve-se um clique, o queimador acende um bocado e depois pára. A casa nunca chega a aquecer bem, nem com o termóstato no máximo. Estamos em Reisdorf e temos um bebé de três meses.",
    "heating", "Reisdorf", "Reisdorf", kind="a", nu="U", situation="oil boiler burner short-cycles every five minutes, house never warms up")
add("pt-t03", "No corredor há uns mosaicos do chão que levantaram e fazem uma espécie de telhado no meio. À noite ouve-se às vezes um estalo, como se alguma coisa partisse. Agora já há dois rachados e tenho medo que alguém tropece. Moramos em Warken, casa de 2005.",
    "tiling", "Ettelbruck", "Warken", kind="a", nu="U", situation="hallway floor tiles tented up with cracking noises at night, two now cracked")
add("pt-t04", "O propriétaire disse para tapar a fissura por cima da janela da sala com massa de pintor e pintar por cima. Fizemos isso há um ano e a fissura voltou, agora maior e a descer na diagonal. Esta semana caiu um pedaço de reboco lá fora. Moramos em Wiltz, na parte de baixo.",
    "masonry", "Wiltz", "Wiltz", kind="b", nu="U", situation="diagonal crack over a window filled with filler on the landlord's advice is back and render falls off")
add("pt-t05", "O meu cunhado montou-nos um roupeiro embutido debaixo da parede inclinada do sótão e disse que não era preciso fixar nada à parede. Agora as portas de correr saltam das calhas e o móvel inclina para a frente. Queria um menuisier a sério que refizesse aquilo bem feito. Moramos em Ingeldorf.",
    "carpentry", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="N", situation="built-in attic wardrobe assembled unfixed by a relative tilts and its sliding doors jump out")
add("pt-t06", "Uma vizinha disse-me para limpar o sofá de tecido com lixívia diluída em água. Ficou com manchas brancas por todo o lado e agora cheira mal. Também temos uma alcatifa no quarto que precisa de uma boa limpeza. Há alguém que venha a casa com máquina, em Lamadelaine?",
    "cleaning", "Pétange", "Lamadelaine", kind="b", nu="U", situation="fabric sofa bleached on a neighbour's advice, plus a carpet to deep-clean at home")
add("pt-t07", "Quem nos vendeu os painéis disse que não havia problema em pôr o inversor no sótão. Agora no verão, à hora de mais sol, ele desliga-se sozinho e a produção cai para zero durante horas. No sótão chega a fazer mais de 45 graus. Casa em Merl, alguém pode ver e mudar isso de sítio?",
    "solar", "Luxembourg", "Merl", kind="b", nu="U", situation="inverter installed in a hot attic shuts down at midday in summer, relocate it")
add("pt-t08", "Somos uma pequena empresa de construção em Bourscheid, seis pessoas no escritório. Os computadores estão lentíssimos, o servidor antigo faz barulho e ninguém sabe se as cópias de segurança funcionam. Queríamos alguém que viesse ver tudo e nos dissesse o que mudar. Pode ser ao sábado.",
    "it-support", "Bourscheid", "Bourscheid", kind="c", nu="U", situation="small construction firm: slow PCs, noisy old server, unknown backups")
add("pt-t09", "Tenho um snack-bar em Diekirch há três anos e o meu contabilista vai reformar-se em junho. Preciso de um novo comptable que trate da contabilidade, da TVA e dos salários das minhas duas empregadas. De preferência alguém que fale português.",
    "accounting", None, None, distractors=["Diekirch"], kind="c", nu="N", situation="snack-bar owner needs a new accountant for books, VAT returns and payroll of two staff")
add("pt-t10", "Somos um rancho folclórico português com sede em Schoos e este ano fazemos 25 anos. No dia da festa queremos fotografias e um pequeno vídeo da atuação e do jantar, para mostrar às famílias e pôr nas redes. São umas cinco horas de evento, num sábado de setembro.",
    "photography", "Fischbach", "Schoos", kind="c", nu="U", situation="Portuguese folk dance group's 25th anniversary: photos and a short video of the day")
add("pt-t11", "Sou gerente de uma pequena empresa de limpezas. Tenho o regulamento interno e as regras de segurança só em francês e metade das minhas funcionárias só lê português. Preciso de um tradutor que passe estes documentos para português, são umas 15 páginas.",
    "translation", None, None, kind="c", nu="N", situation="cleaning company needs its staff rules and safety instructions translated into Portuguese")
add("pt-t12", "O meu patrão não me paga as horas extra há seis meses, são mais de 120 horas. Vale a pena ir logo a um advogado ou é melhor primeiro ir ao sindicato? Quanto é que um advogado costuma cobrar por uma coisa destas?",
    "legal", None, None, kind="d", nu="N", situation="unpaid overtime for six months: lawyer or trade union first, and cost")
add("pt-t13", "Comprámos uma casa muito antiga em Medernach, com paredes de pedra e telhado em mau estado. Toda a gente nos diz coisas diferentes. Vale a pena renovar ou é mais barato demolir e construir de novo? Quanto tempo leva mais ou menos uma obra dessas?",
    "renovation", "Vallée de l'Ernz", "Medernach", kind="d", nu="U", situation="old stone house: renovate or demolish and rebuild, how long")
add("pt-t14", "Vamos ter obras em casa em Nommern durante uns quatro meses e temos de tirar os móveis todos. Quanto custa mais ou menos guardar tudo num garde-meubles? A empresa de mudanças pode vir buscar e depois trazer tudo de volta?",
    "moving", "Nommern", "Nommern", kind="d", nu="N", situation="furniture storage for four months during works, with pick-up and return by movers")
add("pt-t15", "Comprámos um apartamento novo em Villerupt, do outro lado da fronteira, e está tudo em branco. Vale a pena pagar a alguém de fora para escolher cores, móveis e candeeiros e fazer um plano, ou é dinheiro deitado fora? Quanto se paga normalmente por um T3?",
    "interior-design", "abroad", "Villerupt", kind="d", nu="U", situation="new blank flat across the French border: is paying a decorator for colours and furniture worth it")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, vorrei far ridipingere le persiane in legno di tutta la casa a Redange, sono 11 finestre e la vernice vecchia si sta spellando.",
    "painting", "Redange", "Redange", situation="repaint peeling wooden shutters of 11 windows")
add("it-s02", "Vorrei sostituire le valvole termostatiche dei nove termosifoni con teste intelligenti (Tado o simili), casa a Dudelange, chi lo fa?",
    "heating", "Dudelange", "Dudelange", situation="replace nine radiator thermostatic valves with smart heads")
add("it-s03", "Cerco un commercialista per la dichiarazione dei redditi: lavoro qui come dipendente ma ho anche un appartamento affittato in Italia e non so come dichiararlo.",
    "accounting", None, None, situation="tax return of an employee who also lets out a flat in Italy")
add("it-s04", "Qualcuno conosce una brava sarta che possa accorciare sei paia di pantaloni e stringere un vestito per una cerimonia?",
    None, None, None, situation="seamstress for alterations (not a trade of the list)")
add("it-s05", "nel nuovo appartamento a mersch manca sia il rubinetto che lo scarico per la lavatrice, serve un idraulico per allacciarla",
    "plumbing", "Mersch", "mersch", situation="no tap or drain for the washing machine in a new flat")
add("it-s06", "Ci serve una linea elettrica a 400V con quadretto dedicato per una sauna da installare in cantina, casa a Ell, la sauna arriva a fine mese.",
    "electrical", "Ell", "Ell", situation="400 V supply and sub-board for a sauna in the cellar")
add("it-s07", "Vorrei far progettare un orto con cassoni rialzati e un piccolo impianto di irrigazione a goccia nel mio giardino a Useldange 🍅",
    "gardening", "Useldange", "Useldange", situation="raised vegetable beds and drip irrigation designed and built")
add("it-s08", "Chiedo un preventivo per pannelli solari termici per l'acqua calda sanitaria, famiglia di cinque persone, casa a Beckerich con tetto esposto a sud.",
    "solar", "Beckerich", "Beckerich", situation="solar thermal panels for domestic hot water, family of five")
add("it-s09", "Cerchiamo qualcuno per pulire le vetrate della veranda, circa 40 m² di vetri compreso il tetto in vetro, a Saeul, è da due anni che nessuno le lava.",
    "cleaning", "Saeul", "Saeul", situation="clean 40 m2 of conservatory glazing including the glass roof")
add("it-s10", "Ho trovato le tarme nell'armadio, buchi in tutti i maglioni di lana, abito a Belair e vorrei un trattamento serio.",
    "pest-control", "Luxembourg", "Belair", situation="clothes moths in a wardrobe, holes in woollen jumpers")
add("it-t01", "Il frigorifero combinato fa da qualche giorno un ronzio fortissimo, anche di notte. Nel freezer si forma uno strato di ghiaccio sulla parete in fondo, anche se la porta chiude bene. In frigo la temperatura sale a 9 gradi. Abitiamo a Vichten, l'apparecchio ha otto anni.",
    "appliance-repair", "Vichten", "Vichten", kind="a", nu="U", situation="fridge-freezer hums loudly, ice builds in the freezer, fridge at 9 degrees")
add("it-t02", "Sul tetto piatto del garage l'acqua resta ferma per giorni dopo la pioggia. Ora nel garage gocciola dal soffitto in due punti e la macchina è piena di macchie. La guaina ha più di vent'anni, credo. Siamo ad Arsdorf.",
    "roofing", "Rambrouch", "Arsdorf", kind="a", nu="U", situation="water ponds on the flat garage roof and drips into the garage")
add("it-t03", "Il parquet in rovere del soggiorno si è sollevato vicino alla porta-finestra, per circa un metro quadrato. Quando ci si cammina sopra scricchiola e si sente vuoto sotto. Le doghe si sono anche allargate e si vedono le fessure. Casa a Pratz, parquet posato nel 2016.",
    "carpentry", "Préizerdaul", "Pratz", kind="a", nu="U", situation="oak parquet lifted and gapped near the patio door, creaks and sounds hollow")
add("it-t04", "Al negozio di bricolage ci hanno detto che bastava una mano di vernice per esterni sulla ringhiera di ferro del balcone, senza togliere la ruggine. Dopo un inverno la ruggine è tornata fuori ovunque e la vernice si stacca a scaglie. Vorremmo farla sverniciare e riverniciare bene. Abitiamo a Grosbous.",
    "painting", "Groussbus-Wal", "Grosbous", kind="b", nu="U", situation="iron balcony railing painted over rust on a DIY shop's advice, to be stripped and repainted")
add("it-t05", "Mio suocero ha posato le nuove piastrelle del bagno direttamente sopra quelle vecchie, dicendo che con la colla giusta tenevano. Adesso sulla parete della vasca tre file si stanno staccando e una è caduta. Non voglio che si faccia male qualcuno. Cerco un piastrellista serio a Surré.",
    "tiling", "Boulaide", "Surré", kind="b", nu="N", situation="wall tiles laid over old ones by a father-in-law are coming off around the bath")
add("it-t06", "Il venditore del negozio di mobili ci ha convinto a prendere un divano angolare enorme e una parete attrezzata scura. Ora il soggiorno sembra la metà e non passa più luce. Vorremmo qualcuno che ci rifaccia la disposizione e i colori, magari riutilizzando qualcosa. Abitiamo a Heiderscheid.",
    "interior-design", "Esch-sur-Sûre", "Heiderscheid", kind="b", nu="U", situation="oversized dark furniture pushed by a salesman shrinks the living room; new layout and colours")
add("it-t07", "Il vicino mi aveva consigliato di lasciare la chiave di riserva sotto il vaso vicino alla porta. Ieri il vaso era spostato e la chiave non c'era più. Non è entrato nessuno, ma non dormo tranquilla. Vorrei cambiare subito le serrature della porta d'ingresso e del garage, abito a Nocher.",
    "locksmith", "Goesdorf", "Nocher", kind="b", nu="U", situation="spare key hidden under a flowerpot on a neighbour's advice has vanished; change locks")
add("it-t08", "Abbiamo una piccola azienda agricola a Kaundorf. Il muro di contenimento in pietra accanto al fienile è crollato per circa cinque metri dopo le ultime piogge. Il terreno sopra comincia a scivolare verso il cortile dove passano i trattori. Serve qualcuno che lo ricostruisca prima dell'inverno.",
    "masonry", "Lac de la Haute-Sûre", "Kaundorf", kind="c", nu="U", situation="farm: five metres of stone retaining wall by the barn collapsed")
add("it-t09", "Siamo un circolo culturale italiano con circa 200 soci. Vorremmo un sito in italiano e francese con il calendario degli eventi, le iscrizioni online e una pagina per le quote associative. Cerchiamo uno sviluppatore web che ci segua anche dopo, per gli aggiornamenti.",
    "web-development", None, None, kind="c", nu="N", situation="Italian cultural club wants a bilingual site with events, online sign-up and membership fees")
add("it-t10", "Abbiamo un negozio di articoli sportivi nel centro commerciale di Pommerloch. Le due casse e il PC del magazzino perdono continuamente la connessione e il terminale delle carte a volte non risponde. Di sabato è un disastro. Ci serve qualcuno che sistemi la rete, anche di sera dopo la chiusura.",
    "it-support", "Winseler", "Pommerloch", kind="c", nu="U", situation="sports shop: tills, stock PC and card terminal keep losing the network")
add("it-t11", "Gestiamo una trattoria e stiamo rifacendo il menù. Vorremmo le descrizioni dei piatti in francese, tedesco e inglese, non tradotte con il telefono come adesso. Sono circa 60 piatti più i vini. Chi può farlo entro aprile?",
    "translation", None, None, kind="c", nu="U", situation="trattoria menu of 60 dishes and wines into French, German and English")
add("it-t12", "Io e mio marito ci separiamo in modo consensuale e siamo d'accordo su tutto, anche sui bambini. Serve davvero un avvocato per ciascuno o ne basta uno solo? Più o meno quanto costa una procedura così?",
    "legal", None, None, kind="d", nu="N", situation="amicable separation: one lawyer or one each, and cost")
add("it-t13", "A luglio torniamo in Italia e facciamo il trasloco da Tuntange a Milano, casa di 110 m². Conviene una ditta di traslochi italiana che viene su con il camion o una ditta di qui? Chi costa meno di solito, e chi si occupa dell'imballaggio?",
    "moving", "Helperknapp", "Tuntange", distractors=["Milano"], kind="d", nu="N", situation="move back to Italy from a 110 m2 house: Italian or local removal firm, packing")
add("it-t14", "Nel nostro appartamento a Hollerich la cucina è chiusa e buia. Vorremmo abbattere la parete verso il soggiorno, spostare il lavello su un'isola e rifare pavimento e luci. Vale la pena farlo prima di vendere tra due anni, o non si recupera la spesa?",
    "renovation", "Luxembourg", "Hollerich", kind="d", nu="U", situation="open up a closed kitchen with an island before selling in two years: worth it")
add("it-t15", "Il battesimo di nostra figlia sarà nella chiesa di Martelange, dalla parte belga, e il pranzo in un ristorante lì vicino. Conviene prendere un fotografo solo per la cerimonia o anche per il pranzo? Quanto chiede di solito un fotografo per tre o quattro ore?",
    "photography", "abroad", "Martelange", kind="d", nu="N", situation="christening in a Belgian border town: photographer for ceremony only or also lunch, cost")

# ---------------- Spanish ----------------
add("es-s01", "Hola, queremos instalar un descalcificador a la entrada del agua de la casa en Bertrange, el agua aquí es durísima y la mampara está siempre blanca.",
    "plumbing", "Bertrange", "Bertrange", situation="install a water softener on the house's water inlet")
add("es-s02", "Necesito a alguien que monte las lámparas de techo en las cinco habitaciones de un piso nuevo en Luxemburgo ciudad, ahora solo hay cables colgando del techo.",
    "electrical", "Luxembourg", "Luxemburgo", situation="fit ceiling lights in five rooms of a new flat where only bare wires hang")
add("es-s03", "La barandilla de madera de la escalera se mueve mucho y un barrote ya se ha soltado, tengo niños pequeños, casa en Howald, ¿alguien puede venir a fijarla?",
    "carpentry", "Hesperange", "Howald", situation="wobbly wooden stair banister with a loose baluster")
add("es-s04", "Quería que alguien podara los cinco frutales y arreglara el huerto en casa de mis suegros en Yutz, están mayores y ya no pueden.",
    "gardening", "abroad", "Yutz", situation="prune five fruit trees and tidy the vegetable patch at in-laws' house across the French border")
add("es-s05", "Acabamos la obra del piso en Capellen y está todo lleno de polvo de yeso, necesitamos una limpieza a fondo antes de meter los muebles el viernes 🙏",
    "cleaning", "Mamer", "Capellen", situation="deep clean of plaster dust after building works, before furniture arrives")
add("es-s06", "Se me rompieron dos baldosas de 60x60 del salón al caer una olla, tengo tres de repuesto guardadas, ¿alguien las cambia en Lasauvage sin estropear las de al lado?",
    "tiling", "Differdange", "Lasauvage", situation="replace two cracked 60x60 floor tiles with spares")
add("es-s07", "la caja fuerte del dormitorio no se abre, cambié el código hace un mes y ya no me acuerdo, dentro están los pasaportes y nos vamos de viaje el lunes, L-4010",
    "locksmith", "Esch-sur-Alzette", "L-4010", situation="home safe locked with a forgotten new code, passports inside")
add("es-s08", "Necesito una canguro para dos niños de 4 y 7 años los martes y jueves de 16 a 19 h, que hable español si puede ser.",
    None, None, None, situation="babysitter twice a week (not a trade of the list)")
add("es-s09", "Busco abogado: tuve un accidente con la bici por culpa de un coche y la aseguradora del conductor se niega a pagarme la rodilla y la bici.",
    "legal", None, None, situation="cycling accident caused by a car, driver's insurer refuses to pay")
add("es-s10", "¿Quién me puede traducir al francés un informe médico de ocho páginas del hospital de Madrid para la Caja de Salud?",
    "translation", None, None, distractors=["Madrid"], situation="translate an eight-page medical report from Spanish into French for the health insurer")
add("es-t01", "Desde hace unas semanas oímos ruidos de noche en el garaje, como arañazos detrás de las estanterías. Hay bolitas negras alargadas por el suelo y el saco de pienso del perro está mordido por abajo. El compost está justo al otro lado de la pared. Vivimos en Hachiville.",
    "pest-control", "Wincrange", "Hachiville", kind="a", nu="U", situation="scratching at night, droppings and a gnawed dog-food sack in the garage (rats)")
add("es-t02", "La cafetera integrada de la cocina pierde agua por debajo y deja un charco en el cajón de abajo. Además el café sale tibio desde hace unos días. Ya la he descalcificado con el programa automático y nada. Es una Miele de 2017, estamos en Troisvierges.",
    "appliance-repair", "Troisvierges", "Troisvierges", kind="a", nu="U", situation="built-in coffee machine leaks underneath and coffee comes out lukewarm")
add("es-t03", "Cada mañana hay un charco en el sótano justo debajo del contador del agua. Lo seco y al día siguiente vuelve a estar. Por la noche, con todos los grifos cerrados, la ruedecita del contador sigue girando despacio. Casa en Hosingen.",
    "plumbing", "Parc Hosingen", "Hosingen", kind="a", nu="U", situation="puddle under the water meter every morning, meter turns with all taps closed")
add("es-t04", "Mi cuñado me dijo que apagar la bomba de calor por la noche y encenderla a las seis de la mañana ahorra muchísimo. Llevamos así todo enero y por la mañana la casa está helada hasta mediodía, y la factura de luz ha subido. Ahora ni sé cómo volver a dejarla como estaba. ¿Alguien puede venir a Weiswampach a revisarla y ajustarla bien?",
    "heating", "Weiswampach", "Weiswampach", kind="b", nu="U", situation="heat pump switched off every night on a relative's advice: cold house, higher bill, needs proper settings")
add("es-t05", "Una amiga me dijo que podía pintar directamente encima del papel pintado viejo del dormitorio. Lo hice y ahora salen burbujas por todas partes y se notan todas las juntas. Creo que hay que quitarlo todo y empezar de cero. Busco un pintor en Dalheim que lo haga bien.",
    "painting", "Dalheim", "Dalheim", kind="b", nu="N", situation="paint over old wallpaper on a friend's advice is bubbling; strip and repaint")
add("es-t06", "El vecino nos aconsejó limpiar el musgo del tejado con la hidrolimpiadora a presión. Quedó muy bonito, pero desde entonces hay goteras en la buhardilla cada vez que llueve. Desde la calle se ven algunas tejas movidas. Estamos en Canach.",
    "roofing", "Lenningen", "Canach", kind="b", nu="U", situation="roof pressure-washed on a neighbour's advice now leaks, tiles displaced")
add("es-t07", "Un amigo nos ayudó a hacer una barbacoa de ladrillo en el jardín y dijo que no hacía falta cimentación, que con poner losas bastaba. Un año después está inclinada y tiene grietas grandes en la chimenea. Da miedo encenderla. ¿Alguien en Greiveldange puede rehacerla bien?",
    "masonry", "Stadtbredimus", "Greiveldange", kind="b", nu="U", situation="brick barbecue built without a foundation on a friend's advice is leaning and cracked")
add("es-t08", "Somos una escuela de flamenco en Bous y en junio hacemos el festival de fin de curso con 60 alumnas. Nos gustaría tener fotos de cada grupo y un vídeo del espectáculo para las familias. Son unas tres horas, un sábado por la tarde.",
    "photography", "Bous-Waldbredimus", "Bous", kind="c", nu="U", situation="flamenco school's end-of-year show: group photos and a video")
add("es-t09", "Somos una agencia de viajes pequeña y en marzo trasladamos la oficina de Strassen a Bertrange. Son seis puestos de trabajo, armarios con archivos y un servidor pequeño. Buscamos una empresa de mudanzas que lo haga en un fin de semana para no cerrar.",
    "moving", "Strassen", "Strassen", distractors=["Bertrange"], kind="c", nu="N", situation="travel agency office move over a weekend, six desks and archives")
add("es-t10", "Tengo una pequeña empresa de reformas con tres empleados. Yo sé trabajar, pero los papeles me superan: facturas sin registrar, el IVA trimestral siempre tarde y las nóminas las hago a mano. Necesito un contable o una gestoría que lleve todo eso cada mes.",
    "accounting", None, None, kind="c", nu="N", situation="small building contractor needs monthly bookkeeping, VAT returns and payroll")
add("es-t11", "Somos una ONG pequeña que ayuda a familias refugiadas con ropa y clases de idioma. Queremos una página donde la gente pueda donar por internet y apuntarse como voluntaria. Ahora todo va por Facebook y se pierde. No tenemos mucho presupuesto.",
    "web-development", None, None, kind="c", nu="U", situation="small refugee-aid NGO wants a site with online donations and volunteer sign-up")
add("es-t12", "Vivimos de alquiler en un piso en Clervaux con un balcón orientado al sur. ¿Merece la pena poner dos paneles solares en la barandilla del balcón? ¿Hace falta permiso del propietario o de la comuna? ¿Cuánto se ahorra de verdad al año?",
    "solar", "Clervaux", "Clervaux", kind="d", nu="U", situation="balcony PV in a rented flat: worth it, permission needed, real savings")
add("es-t13", "Tenemos una casa en Remich con un desván grande que solo usamos de trastero. Queremos convertirlo en dormitorio con baño para el abuelo. ¿Es mejor hacerlo ahora o esperar a cambiar el tejado dentro de unos años? ¿Cuánto tiempo lleva una obra así?",
    "renovation", "Remich", "Remich", kind="d", nu="U", situation="convert a storage attic into a bedroom with bathroom: now or after re-roofing, how long")
add("es-t14", "Me mudo a un estudio de 32 m² en el Grund, con vigas y una sola ventana grande. No sé cómo meter cama, escritorio y sofá sin que parezca un trastero. ¿Un interiorista hace también proyectos tan pequeños? ¿Cuánto puede costar una visita con un plano?",
    "interior-design", "Luxembourg", "Grund", kind="d", nu="N", situation="how to fit bed, desk and sofa in a 32 m2 studio: does an interior designer take small jobs")
add("es-t15", "Mi portátil de 2019 tarda cinco minutos en arrancar y el ventilador no para. Tengo ahí todas las fotos de los niños y nunca he hecho copia. ¿Vale la pena que un técnico informático lo arregle o es mejor comprar uno nuevo y pasar los datos? Vivo en Neudorf, ¿vienen a casa?",
    "it-support", "Luxembourg", "Neudorf", kind="d", nu="N", situation="slow 2019 laptop with unbacked-up photos: repair or replace and transfer data")
