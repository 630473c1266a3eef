MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, eis Toilette spullt net méi richteg of an d'Waasser leeft dauernd an d'Schossel no, mir wunnen zu Walfer – kéint haut nach een laanscht kommen?",
    "plumbing", "Walferdange", "Walfer", situation="toilet keeps running after flushing")
add("lb-s02", "brauch en elektriker fir eng wallbox (11 kW) an der garage ze installéieren, Houwald, den Auto gëtt de 15 Mäerz geliwwert",
    "electrical", "Hesperange", "Houwald", situation="wallbox for a new electric car")
add("lb-s03", "Wéi vill kascht et ongeféier, 3 Zëmmeren mat ronn 45 m² Wandfläch nei ze molen, Plafongen inklusiv, an engem Haus zu Beetebuerg?",
    "painting", "Bettembourg", "Beetebuerg", situation="price for painting three rooms")
add("lb-s04", "No dem Waasserschued sinn an der Kichen 6-7 Plättercher gesprongen an ech hunn nach Reserve vum Original, wie kann déi zu Monnerech auswiesselen?",
    "tiling", "Mondercange", "Monnerech", situation="replace a few cracked kitchen tiles with spares")
add("lb-s05", "hu mech aus der wunneng gespaart de schlëssel stécht bannen an der dier ettelbréck grand-rue drëtte stack brauch dréngend een",
    "locksmith", "Ettelbruck", "ettelbréck", situation="locked out, key in the lock on the inside")
add("lb-s06", "Mir hunn e klengt Weekendhaus zu Burg-Reuland an de Gras muss dëse Summer all zwou Wochen geméit ginn, mécht dat ee vun iech oder schafft dir just zu Lëtzebuerg?",
    "gardening", "abroad", "Burg-Reuland", distractors=["Lëtzebuerg"], situation="lawn mowing at a weekend house in Belgium")
add("lb-s07", "Fir eise Büro (L-9516, zweete Stack, ronn 180 m²) siche mir eng Firma déi eemol d'Woch botzt, am léifsten owes no 18 Auer",
    "cleaning", "Wiltz", "L-9516", situation="weekly office cleaning in the evening")
add("lb-s08", "eise Liebherr Frigo ass 8 Joer al, mécht zanter e puer Deeg e Kaméidi wéi en Traktor a killt just nach op 12 Grad, mir sinn zu Veianen",
    "appliance-repair", "Vianden", "Veianen", situation="noisy fridge that no longer cools")
add("lb-s09", "Offer gewënscht fir eng Photovoltaik-Anlag op eiser Scheier zu Rammerech, Daach ronn 120 m² no Süden, d'Eternit gouf 2019 ersat.",
    "solar", "Rambrouch", "Rammerech", situation="PV quote for a barn roof")
add("lb-s10", "Fir de neie Prospekt vun eisem Hotel zu Klierf siche mir een dee gutt Fotoe vun den Zëmmeren an e puer Drone-Biller vum Schlass mécht",
    "photography", "Clervaux", "Klierf", situation="hotel brochure photos and drone shots")
add("lb-t01", "Zanter e puer Deeg fält bei eis d'Sécherung eraus all Kéier wann ech de Waasserkocher an den Toaster gläichzäiteg uschalten. Gëschter ass dunn och nach de Frigo ausgaang an ech hunn et eréischt moies gemierkt. D'Haus ass aus de 70er Joren, et sinn nach déi al Porzeläinssécherungen am Keller. Mir wunnen zu Dikrech no beim Lycée. Kann sech dat een ukucke kommen?",
    "electrical", "Diekirch", "Dikrech", kind="a", nu="U", situation="fuse blows when two kitchen appliances run; old fuse box")
add("lb-t02", "Nom Stuerm vu Sonndeg drëpst et bei eis um Späicher. Vun der Strooss aus gesäit een dass e puer Zillen verrutscht sinn, ganz uewen beim Fierscht. Ënnert där Plaz steet elo en Eemer. Mir sinn zu Miersch, Rue de la Gare. Wéini kéint een dat zoumaachen, ier et nees reent?",
    "roofing", "Mersch", "Miersch", not_place=["Gare"], kind="a", nu="U", situation="slipped ridge tiles after a storm, water in the attic")
add("lb-t03", "An der Spënn hunn ech Mausdreck fonnt an e Pak Reis ass ugeknabbert. Nuets héiert een et och an der Mauer hannert dem Kichenschaf krazen. D'Fallen aus dem Supermarché hunn näischt bruecht. Mir wunnen zu Géisdref a mir hunn e klengt Kand, also w.e.g. näischt Gëftegs wat iwwerall ronderëm läit.",
    "pest-control", "Goesdorf", "Géisdref", kind="a", nu="U", situation="mice in the pantry and behind the kitchen cupboard")
add("lb-t04", "Bei eis gëtt d'Buedemheizung am Wunnzëmmer net méi richteg waarm, de Rescht vum Haus ass ok. Den Noper huet gemengt ech soll einfach d'Virlaftemperatur um Kessel op 75 Grad eropsetzen, dat hunn ech gemaach an elo ass et am Buedzëmmer bal ze waarm an am Wunnzëmmer ëmmer nach kal. Ech mengen dat ass och net gutt fir de Parkett. Ech hätt gär e Chauffagist deen de Verdeeler zu Hiefenech ukucke kënnt.",
    "heating", "Heffingen", "Hiefenech", kind="b", nu="N", situation="one underfloor heating circuit cold; neighbour said raise flow temperature")
add("lb-t05", "D'Gaardemauer hannert eisem Haus zu Esch-Uelzecht huet e Rass dee säit dem Wanter ëmmer méi breet gëtt, elo kann ee schonn e Fanger drasetzen. De Proprietaire sot mer, ech soll dat einfach mat Silikon zoumaachen, dat wier näischt. Ech hunn Angscht datt d'Mauer op d'Kanner fält déi do spillen. Kann sech dat e Professionnel ukucken a soen wat do ze maachen ass?",
    "masonry", "Esch-sur-Alzette", "Esch-Uelzecht", kind="b", nu="U", situation="widening crack in a garden wall; landlord said silicone")
add("lb-t06", "Eis Holztrap am Haus zu Sëll kraacht bei all Tratt, besonnesch déi ënnescht fënnef Trëppelen. Mäi Schwoer huet gesot, ech soll Talkpolver an d'Fugen ginn, dat huet genau zwee Deeg gehollef. Elo wackelt och nach d'Geländer. Ech sichen e Schräiner deen dat richteg fest mécht.",
    "carpentry", "Saeul", "Sëll", kind="b", nu="N", situation="creaking wooden stairs and loose banister; brother-in-law said talc")
add("lb-t07", "Mir plënneren Enn Abrëll vu Wëlwerwolz op Bouneweg an en Appartement am drëtte Stack ouni Lift. Mäi Papp mengt mir bräichten keng Firma, e gelounte Camion an e puer Frënn géifen duergoen. Mee d'Frënn hunn all ofgesot an ech hunn de Réck kapott. Mir hunn ongeféier 40 Kartongen, e Schaf, e Kanapee an eng Wäschmaschinn. Wat kascht et wann een eis dat mécht?",
    "moving", "Kiischpelt", "Wëlwerwolz", distractors=["Bouneweg"], kind="b", nu="U", situation="move to a flat without lift; father said do it with friends")
add("lb-t08", "Mir sinn eng kleng Bäckerei zu Jonglënster mat zwee Geschäfter. Zanter dem Update vum Router leeft d'Keess net méi mam Kaartenterminal an de Büro-Drucker gëtt och net méi fonnt. Eise Provider seet et wier net säi Problem. Mir bräichten dréngend en IT-Techniker deen sech dat virun Ort ukuckt, am léifsten nach virum Weekend.",
    "it-support", "Junglinster", "Jonglënster", kind="c", nu="N", situation="bakery till and printer lost after router update")
add("lb-t09", "Eis Musek organiséiert all Joer e Concert am Hierscht an bis elo hu mir d'Billjeeën iwwer Telefon an Excel verkaaft. Dëst Joer wëlle mir dat online maachen, mat Plazreservatioun a Bezuelen per Kaart. Eis Säit ass nach eng al Wordpress vun 2014. Wie kann eis esou eppes opsetzen, a wat kascht dat ongeféier?",
    "web-development", None, None, kind="c", nu="U", situation="brass band wants online ticketing with seat booking")
add("lb-t10", "Ech si Presidentin vun engem klenge Fussballclub (asbl). Eise Keessier huet no 12 Joer opgehalen a keen aneren am Comité kann d'Bicher féieren. D'Generalversammlung ass am Mäerz an do brauche mir en ordentleche Bilan fir d'Keesserevisoren. Gëtt et een deen dat fir eis op de Stand bréngt an dono all Trimester matmécht?",
    "accounting", None, None, kind="c", nu="U", situation="football club lost its treasurer; books and annual accounts")
add("lb-t11", "Mir hunn eng Zänndokterpraxis zu Zolwer an d'Waardesall gesäit aus wéi an den 90er Joren. Mir wëllen dat méi roueg a frëndlech fir Kanner gestalten, mat neie Faarwen, Luuchten a Miwwelen, awer ouni grouss Bauaarbechten. Mir sichen eng Interior Designerin oder en Architecte d'intérieur deen eis e Konzept mécht. D'Praxis ass samschdes zou, do kéint ee sech treffen.",
    "interior-design", "Sanem", "Zolwer", kind="c", nu="N", situation="dental practice waiting room concept")
add("lb-t12", "Mir hunn 2022 en Appartement op Plang kaaft (VEFA) an de Promoteur huet elo schonn 14 Méint Retard. Am Kontrakt steet eng Pénalitéit, mee hie seet dat géif wéinst 'force majeure' net gëllen. Lount et sech, en Affekot ze huelen, oder ass dat just Geld verbrennen? A wéi vill kascht esou eppes ongeféier?",
    "legal", None, None, kind="d", nu="N", situation="off-plan flat 14 months late; is a lawyer worth it")
add("lb-t13", "Meng Groussmamm huet eng Familljechronik geschriwwen, ronn 80 Säiten op Däitsch. Eis Koseng an Amerika kënnen dat net liesen an hätte se gär op Englesch. Wat kascht esou eng Iwwersetzung ongeféier pro Säit? Ass et besser dat vun engem Mënsch maachen ze loossen oder geet dat haut mat KI an enger Korrektur duerno?",
    "translation", None, None, kind="d", nu="U", situation="family chronicle German to English; price and AI or human")
add("lb-t14", "Mir kréien am Juni d'Schlësselen vun engem Appartement zu Bonnevoie aus dem Joer 1968. Kichen a Buedzëmmer sinn nach original an och de Buedem an d'Elektresch am Gank misste nei. Ass et méi gescheit dat alles ze maachen ier mir aplënneren, oder kann een dat och Stéck fir Stéck maachen während mir do wunnen? Mat wéi vill Zäit muss ee rechnen?",
    "renovation", "Luxembourg", "Bonnevoie", kind="d", nu="U", situation="1968 flat, kitchen bath floors; before moving in or while living there")
add("lb-t15", "Mäi Vëlo, en E-Bike vun 2019, mécht bei all Tratt e Knacken an d'Schaltung spréngt. Am Geschäft wou ech en kaaft hunn soten se mir d'Reparatur géif bal 400 Euro kaschten. Lount sech dat nach oder ass et besser direkt en neit ze kafen? Kennt dir een deen dat méi bëlleg mécht?",
    None, None, None, kind="d", nu="U", situation="e-bike repair or buy new (not a listed trade)")

# ---------------- French ----------------
add("fr-s01", "Bonjour, l'évier de la cuisine se vide très lentement et ça sent mauvais, j'ai déjà mis du déboucheur deux fois, maison à Strassen route d'Arlon",
    "plumbing", "Strassen", "Strassen", distractors=["Arlon"], situation="slow, smelly kitchen sink drain")
add("fr-s02", "On aimerait transformer le garage de notre maison à Bertrange en studio pour notre fille (isolation, électricité, salle d'eau), qui peut piloter tout le chantier ?",
    "renovation", "Bertrange", "Bertrange", situation="garage converted into a studio")
add("fr-s03", "devis pour repeindre la façade d'une maison mitoyenne à Dudelange, environ 90 m², le crépi est sain mais la couleur a complètement passé",
    "painting", "Dudelange", "Dudelange", situation="repaint a faded terraced-house facade")
add("fr-s04", "je cherche un carreleur pour refaire la faïence de la douche dans mon appart à Audun-le-Tiche, juste de l'autre côté de la frontière",
    "tiling", "abroad", "Audun-le-Tiche", situation="shower wall tiles in a flat across the French border")
add("fr-s05", "La serrure 3 points de la porte d'entrée est bloquée et la clé tourne dans le vide, on est coincés dehors avec les enfants à Mondorf !!",
    "locksmith", "Mondorf-les-Bains", "Mondorf", situation="multipoint lock jammed, key spins, family outside")
add("fr-s06", "gouttière qui déborde à chaque averse côté rue, faut il juste la nettoyer ou la changer, maison à rodange",
    "roofing", "Pétange", "rodange", situation="gutter overflows at every shower")
add("fr-s07", "Notre chaudière fioul de 1998 doit être remplacée, que conseillez-vous pour une maison de 160 m² à Remich, pompe à chaleur ou gaz ?",
    "heating", "Remich", "Remich", situation="replace a 1998 oil boiler: heat pump or gas")
add("fr-s08", "Le four Siemens encastré ne chauffe plus que par le haut, la sole reste froide et le gâteau est cru dessous 😩 on est à Tétange",
    "appliance-repair", "Kayl", "Tétange", situation="built-in oven bottom element dead")
add("fr-s09", "Déménagement d'un studio au Limpertsberg vers Esch-sur-Alzette le samedi 12 avril, 3e étage avec ascenseur, une quinzaine de cartons, un lit et un bureau",
    "moving", "Luxembourg", "Limpertsberg", distractors=["Esch-sur-Alzette"], situation="small studio move, city to Esch")
add("fr-s10", "punaises de lit dans la chambre d'amis depuis la visite de ma belle-sœur, maison à Crauthem, il faut traiter vite svp",
    "pest-control", "Roeser", "Crauthem", situation="bed bugs in the guest room")
add("fr-t01", "Notre facture d'eau a triplé par rapport à l'an dernier. J'ai fermé tous les robinets et le petit triangle du compteur continue de tourner. Au sous-sol, il y a une tache humide sur le mur qui grandit, près de l'endroit où l'arrivée d'eau entre dans la maison. On habite à Esch-sur-Alzette, près du Brill.",
    "plumbing", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="meter turning with everything shut, damp patch in cellar")
add("fr-t02", "Depuis l'automne, notre porte d'entrée en chêne frotte en bas et il faut pousser de l'épaule pour la fermer. Les charnières ont l'air d'avoir bougé et il y a un jour d'un centimètre en haut. Le soir, on sent l'air froid passer. C'est à Oberkorn, maison des années 50.",
    "carpentry", "Differdange", "Oberkorn", kind="a", nu="U", situation="oak front door sagging and rubbing")
add("fr-t03", "Notre pelouse est pleine de mousse et de grandes taches jaunes, malgré l'engrais acheté au printemps. Le vieux cerisier au fond du jardin perd des branches à chaque coup de vent et l'une est tombée sur la clôture du voisin. On aimerait que tout ça soit repris avant l'été. Maison à Hellange, jardin d'environ 600 m².",
    "gardening", "Frisange", "Hellange", kind="a", nu="U", situation="mossy lawn and an old cherry tree dropping branches")
add("fr-t04", "J'ai remplacé les ampoules halogènes du salon par des LED. Au magasin, on m'a assuré qu'elles marchaient avec n'importe quel variateur. Résultat : elles clignotent, et le variateur bourdonne et chauffe. Je voudrais un électricien pour installer un variateur compatible, à Remerschen.",
    "electrical", "Schengen", "Remerschen", kind="b", nu="N", situation="LEDs flicker on an old dimmer; shop said any dimmer works")
add("fr-t05", "Dans la cave de notre maison à Rumelange, l'enduit des murs s'effrite et il y a des dépôts blancs. Un voisin m'a conseillé une peinture « spéciale humidité » du magasin de bricolage : au bout de six mois, elle cloque et tombe par plaques. Je pense qu'il faut refaire l'enduit avec quelque chose qui respire. Qui peut venir voir ?",
    "masonry", "Rumelange", "Rumelange", kind="b", nu="U", situation="crumbling cellar render; neighbour said damp-proof paint")
add("fr-t06", "Les travaux de notre maison à Syren sont enfin finis, mais il reste de la poussière partout et des traces de peinture sur les vitres. Ma belle-mère dit qu'il suffit de passer deux fois la serpillière et que payer quelqu'un, c'est de l'argent jeté par les fenêtres. On a essayé un week-end entier et tout est encore blanc. On cherche une entreprise de nettoyage pour un nettoyage de fin de chantier, 180 m² sur deux étages.",
    "cleaning", "Weiler-la-Tour", "Syren", kind="b", nu="N", situation="after-works cleaning; mother-in-law said mop twice")
add("fr-t07", "Nos panneaux photovoltaïques à Bascharage n'ont rien produit depuis trois semaines, l'appli affiche 0 kWh. L'onduleur clignote en rouge avec le message « Isolation fault ». Au magasin de bricolage, on m'a dit de couper et remettre le disjoncteur, ce que j'ai fait cinq fois sans résultat. L'installateur d'origine a fait faillite. Quelqu'un peut-il diagnostiquer ?",
    "solar", "Käerjeng", "Bascharage", kind="b", nu="U", situation="PV inverter insulation fault; DIY store said reset breaker")
add("fr-t08", "Nous ouvrons en mai une brasserie à Leudelange, dans la zone d'activités pas loin de la Cloche d'Or. Pour la nouvelle carte et notre page Instagram, il nous faudrait des photos des plats et de la salle. Nous cherchons un photographe culinaire disponible un lundi, jour de fermeture. Budget d'environ 800 €, à discuter.",
    "photography", "Leudelange", "Leudelange", kind="c", nu="N", situation="new brasserie needs food photos")
add("fr-t09", "Nous sommes une petite entreprise de sept salariés dans l'événementiel. Un ancien employé, parti en février, nous réclame 200 heures supplémentaires et menace d'aller au tribunal du travail. Nous avons les fiches de pointage, mais elles ne sont pas toutes signées. Nous cherchons un avocat en droit du travail pour nous conseiller avant de répondre.",
    "legal", None, None, kind="c", nu="N", situation="events firm: ex-employee claims overtime")
add("fr-t10", "Nous sommes un cabinet de kinésithérapie à Cessange, avec quatre postes et une imprimante partagée. Les sauvegardes ne se font plus depuis un mois et le Wi-Fi des patients est sur le même réseau que nos PC. On voudrait que quelqu'un remette tout ça au propre et passe ensuite une fois par trimestre. Vous faites ce genre de contrat ?",
    "it-support", "Luxembourg", "Cessange", kind="c", nu="U", situation="physio practice: backups stopped, guest Wi-Fi on office network")
add("fr-t11", "Nous gérons un camping à Liefrange, au bord du lac. L'accueil et le petit bar sont dans le même local et c'est le chaos aux heures d'arrivée. On voudrait repenser l'agencement, l'éclairage et le mobilier pour que ce soit plus clair et plus chaleureux, sans gros travaux. Qui fait ce genre de plans ?",
    "interior-design", "Lac de la Haute-Sûre", "Liefrange", kind="c", nu="U", situation="campsite reception and bar layout")
add("fr-t12", "Je suis salariée et mon mari touche un petit loyer d'un appartement en France. Jusqu'ici on faisait notre déclaration d'impôt nous-mêmes, mais cette année il y a aussi une vente d'actions. Est-ce que ça vaut la peine de passer par un comptable ou un conseiller fiscal ? Et combien ça coûte en général ?",
    "accounting", None, None, kind="d", nu="N", situation="joint tax return with French rent and share sale: worth an accountant?")
add("fr-t13", "Je fais des confitures et des sirops artisanaux et, pour l'instant, je vends sur les marchés. Je voudrais vendre en ligne avec livraison. Vaut-il mieux un site Shopify tout fait ou un site sur mesure ? Et à quel prix faut-il s'attendre pour quelque chose de simple ?",
    "web-development", None, None, kind="d", nu="U", situation="jam maker: Shopify or custom online shop")
add("fr-t14", "J'ai écrit un roman policier de 300 pages en français et une petite maison d'édition allemande est intéressée. Ils me demandent de fournir moi-même la traduction. Combien coûte une traduction littéraire de cette taille, et combien de temps faut-il compter ? Est-ce que ça se paie au mot ou à la page ?",
    "translation", None, None, kind="d", nu="U", situation="literary translation of a crime novel: price and time")
add("fr-t15", "Mon fils est en 4e et il décroche complètement en maths depuis Noël. On hésite entre des cours particuliers à domicile et une école de soutien en petit groupe. Qu'est-ce qui marche le mieux à cet âge, et quel budget prévoir par heure ?",
    None, None, None, kind="d", nu="U", situation="maths tutoring for a teenager (not a listed trade)")

# ---------------- German ----------------
add("de-s01", "Dachrinne hängt nach dem Sturm auf einer Seite runter und das Fallrohr ist abgerissen, Haus in Echternach, bitte um einen Termin diese Woche",
    "roofing", "Echternach", "Echternach", not_place=["einen"], situation="gutter and downpipe torn off by a storm")
add("de-s02", "Das Eckventil unter dem Waschbecken im Gäste-WC ist undicht und lässt sich nicht mehr zudrehen, wir sind in Wasserbillig und das Wasser läuft in einen Eimer",
    "plumbing", "Mertert", "Wasserbillig", not_place=["einen"], situation="leaking angle valve that will not close")
add("de-s03", "brauche elektriker für 2 aussensteckdosen und einen bewegungsmelder an der garage in grevenmacher",
    "electrical", "Grevenmacher", "grevenmacher", not_place=["einen"], situation="outdoor sockets and motion sensor at the garage")
add("de-s04", "Wir suchen einen Maler, der in unserem Büro am Kirchberg rund 350 m² Wände an einem Wochenende streicht, damit montags normal gearbeitet werden kann.",
    "painting", "Luxembourg", "Kirchberg", not_place=["einen"], situation="office walls painted over one weekend")
add("de-s05", "Wer mäht und pflegt diesen Sommer den Garten meiner Mutter in Nittel, sie schafft es nicht mehr und wir wohnen selbst in Luxemburg?",
    "gardening", "abroad", "Nittel", distractors=["Luxemburg"], situation="mother's garden in a German Moselle village")
add("de-s06", "Wir haben die Schlüssel für das Kellerabteil unserer Ferienwohnung in Berdorf verloren und brauchen einen neuen Zylinder.",
    "locksmith", "Berdorf", "Berdorf", not_place=["einen"], situation="lost cellar keys, new cylinder")
add("de-s07", "Geschirrspüler von Bosch pumpt nicht mehr ab, unten steht Wasser, Sieb ist sauber, wir wohnen in Junglinster",
    "appliance-repair", "Junglinster", "Junglinster", situation="dishwasher does not drain")
add("de-s08", "Was kostet ungefähr eine Solarthermie-Anlage für Warmwasser auf einem Einfamilienhaus in Rosport, 4 Personen, Dach nach Südwest?",
    "solar", "Rosport-Mompach", "Rosport", situation="solar thermal hot water price")
add("de-s09", "Fliesenleger gesucht für 25 m² Terrasse mit Feinsteinzeug auf Stelzlagern in Wecker",
    "tiling", "Biwer", "Wecker", situation="porcelain terrace tiles on pedestals")
add("de-s10", "Fotograf für ein Familien-Shooting bei uns im Garten in Christnach gesucht, drei Generationen, etwa 12 Personen, gern im September",
    "photography", "Waldbillig", "Christnach", situation="three-generation family shoot in the garden")
add("de-t01", "Seit dem letzten Regen ist an der Schlafzimmerdecke direkt unter dem Dachfenster ein brauner Fleck, der jeden Tag größer wird. Bei starkem Wind klappert draußen etwas, ich glaube, es ist die Blechverkleidung um das Fenster. Das Haus steht in Scheidgen und ist 25 Jahre alt. Kann sich das jemand vor dem nächsten Unwetter anschauen?",
    "roofing", "Consdorf", "Scheidgen", kind="a", nu="U", situation="stain under a roof window, flashing rattles")
add("de-t02", "Seit heute Morgen bleiben alle Heizkörper im Haus kalt, obwohl der Kessel läuft und das Warmwasser funktioniert. Die Druckanzeige steht bei etwa 0,5 bar, sonst waren es immer 1,5. Wir haben zwei kleine Kinder und draußen sind minus 4 Grad. Wir wohnen in Niederdonven.",
    "heating", "Flaxweiler", "Niederdonven", kind="a", nu="U", situation="all radiators cold, system pressure dropped")
add("de-t03", "In unserem Schlafzimmer in Rippig haben mehrere Wollpullover plötzlich kleine Löcher. Im Schrank fliegen kleine graue Falter herum, und Lavendelsäckchen haben nichts gebracht. Im Bad laufen nachts außerdem silbrige Tierchen herum, mein Mann meint, es sei eine Assel. Wir wollen das endlich loswerden, bevor wir die Wintersachen einräumen.",
    "pest-control", "Bech", "Rippig", not_place=["Assel"], kind="a", nu="U", situation="clothes moths and silverfish")
add("de-t04", "Unsere alte Natursteinmauer am Hang in Berbourg hat sich an zwei Stellen gelockert. Der Nachbar meinte, wir sollen die Fugen einfach mit Zement zuschmieren, das hält ewig. Das haben wir vor zwei Jahren gemacht, jetzt platzen die Steine an den Rändern ab und die Mauer wölbt sich. Wir suchen einen Maurer, der sich mit Trockenmauern oder Kalkmörtel auskennt.",
    "masonry", "Manternach", "Berbourg", not_place=["einen"], kind="b", nu="N", situation="stone retaining wall; neighbour said cement the joints")
add("de-t05", "Unsere Holzterrasse aus Douglasie ist jetzt acht Jahre alt. Im Baumarkt hat man uns gesagt, wir sollen sie jedes Frühjahr mit dem Hochdruckreiniger sauber machen und neu ölen. Inzwischen sind die Bretter aufgeraut und splittern, und an der Hauswand geben drei Dielen beim Drauftreten nach. Wer tauscht die kaputten Dielen aus und prüft die Unterkonstruktion, in Befort?",
    "carpentry", "Beaufort", "Befort", kind="b", nu="U", situation="deck boards splintering and soft; DIY store said pressure-wash")
add("de-t06", "Mein Neffe hat uns letztes Jahr ein Mesh-WLAN eingerichtet und gesagt, das Passwort vom Router müssen wir nie ändern. Jetzt ist das Internet im Homeoffice ständig weg, und im Router tauchen Geräte auf, die wir nicht kennen. Unser Drucker druckt auch nachts plötzlich leere Seiten. Wir hätten gern einen IT-Techniker, der sich das bei uns in Gasperich ansieht und alles sicher macht.",
    "it-support", "Luxembourg", "Gasperich", not_place=["einen"], kind="b", nu="N", situation="home Wi-Fi with unknown devices; nephew said keep default password")
add("de-t07", "Wir ziehen im Juni von Trier nach Bech-Kleinmacher, drei Zimmer und ein großes Aquarium. Meine Schwiegermutter meint, wir sollen alles selbst mit einem Anhänger in zehn Fahrten machen. Nach der ersten Probefahrt mit dem Kleiderschrank ist uns klar, dass das nicht geht. Wir suchen jemanden auf Luxemburger Seite, der den Transport übernimmt und auch die Küche einpackt.",
    "moving", "Schengen", "Bech-Kleinmacher", distractors=["Trier"], kind="b", nu="U", situation="move from Trier into Luxembourg; mother-in-law said trailer")
add("de-t08", "Wir sind ein Weingut in Ehnen. Nach dem Weinfest am Wochenende sehen Probierstube, Terrasse und Toiletten schlimm aus, und am Dienstag kommt eine Reisegruppe. Wir suchen eine Reinigungsfirma, die am Montag einen großen Einsatz macht, mit Fensterputzen innen und außen. Können Sie uns ein Angebot schicken?",
    "cleaning", "Wormeldange", "Ehnen", not_place=["einen"], kind="c", nu="N", situation="winery tasting room cleaned after the wine festival")
add("de-t09", "Wir sind eine kleine Manufaktur für Holzspielzeug mit fünf Mitarbeitern. Für eine Messe in Paris brauchen wir unseren Katalog mit 24 Seiten und die Sicherheitshinweise auf Französisch und Englisch. Die Texte sollen nicht nach Maschine klingen, weil unsere Kunden Eltern sind. Bis Ende Februar müsste das fertig sein.",
    "translation", None, None, distractors=["Paris"], kind="c", nu="U", situation="toy maker's catalogue and safety notes into French and English")
add("de-t10", "Unser Tennisclub beschäftigt seit diesem Jahr zwei Trainer in Teilzeit. Bisher hat unser Kassierer alles ehrenamtlich gemacht, aber mit Lohnabrechnung, Sozialversicherung und Lohnsteuer ist er überfordert. Wir suchen einen Buchhalter oder ein Büro, das die monatliche Lohnbuchhaltung für uns übernimmt.",
    "accounting", None, None, not_place=["einen"], kind="c", nu="N", situation="tennis club payroll for two part-time coaches")
add("de-t11", "Ich leite eine Fahrschule mit drei Fahrlehrern. Die Anmeldung für die Theoriekurse läuft noch über Papierlisten und WhatsApp, und ständig sind Kurse doppelt belegt. Wir möchten, dass Schüler sich online für einen Kurs eintragen können, mit Warteliste und Erinnerung per SMS. Wer programmiert so etwas und was kostet das?",
    "web-development", None, None, not_place=["einen"], kind="c", nu="U", situation="driving school online course sign-up with waiting list")
add("de-t12", "Mein Vater ist im Januar gestorben. Er hatte ein Haus in Deutschland und Konten in Luxemburg, ein Testament gibt es nicht, und mein Bruder will das Haus sofort verkaufen. Brauchen wir einen Anwalt hier oder in Deutschland, oder reicht ein Notar? Und lohnt sich das bei einem Erbe von etwa 300.000 Euro?",
    "legal", None, None, distractors=["Luxemburg"], not_place=["einen"], kind="d", nu="N", situation="cross-border inheritance without a will: lawyer where?")
add("de-t13", "Wir haben in Capellen ein Haus von 1975 gekauft, das seit 20 Jahren nicht mehr modernisiert wurde. Das Budget reicht nicht für alles auf einmal. Was ist sinnvoller: zuerst Bad und Küche, damit wir einziehen können, oder zuerst Leitungen, Böden und Wände, solange das Haus leer ist? Wie lange dauert so etwas ungefähr?",
    "renovation", "Mamer", "Capellen", kind="d", nu="U", situation="1975 house: which part of the renovation first")
add("de-t14", "Unser Wohn- und Essbereich in Itzig ist ein offener Raum von 45 m², aber er wirkt ungemütlich und ist abends viel zu dunkel. Lohnt es sich, jemanden für ein Einrichtungs- und Lichtkonzept zu bezahlen, oder reicht der Planer vom Möbelhaus? Mit welchen Kosten muss man für so eine Beratung rechnen?",
    "interior-design", "Hesperange", "Itzig", kind="d", nu="U", situation="open living room: pay for a lighting and furnishing concept?")
add("de-t15", "Wir fahren im August drei Wochen nach Kroatien und wissen nicht, wohin mit unserem alten Labrador. Ist eine Hundepension besser oder jemand, der zweimal am Tag bei uns vorbeikommt und mit ihm rausgeht? Er ist 13 und mag keine anderen Hunde. Was kostet so etwas pro Tag?",
    None, None, None, kind="d", nu="U", situation="dog care during holidays (not a listed trade)")

# ---------------- English ----------------
add("en-s01", "Looking for someone to deep clean a 2-bed flat in Clausen before my parents visit next Friday, oven and windows included 🙏",
    "cleaning", "Luxembourg", "Clausen", situation="deep clean before parents visit")
add("en-s02", "half the sockets in the kitchen went dead after last night's storm and the breaker won't stay up, we're in Mullendorf",
    "electrical", "Steinsel", "Mullendorf", situation="kitchen circuit breaker will not reset after a storm")
add("en-s03", "Shower drain backs up into the tray every time the washing machine empties, house in L-5240, can someone come this week?",
    "plumbing", "Sandweiler", "L-5240", situation="shower tray floods when the washing machine drains")
add("en-s04", "Can someone fell two dead spruce trees (about 15 m) close to our house in Troisvierges and take the wood away?",
    "gardening", "Troisvierges", "Troisvierges", situation="fell two dead spruces near the house")
add("en-s05", "Need the locks changed on my flat in Senningerberg today, my ex still has a key and I don't feel safe",
    "locksmith", "Niederanven", "Senningerberg", situation="change locks, ex-partner has a key")
add("en-s06", "Quote please for moving a 3-bedroom house from Leudelange to Hamm in Germany (near Dortmund) at the end of August, about 35 m³",
    "moving", "Leudelange", "Leudelange", distractors=["Hamm", "Germany", "Dortmund"], situation="house move to Hamm, Germany")
add("en-s07", "Could you send a painter to freshen up two rooms in the flat I rent in Arlon, I work in Luxembourg but live over the border?",
    "painting", "abroad", "Arlon", distractors=["Luxembourg"], situation="repaint two rooms of a rented flat in Belgium")
add("en-s08", "my built-in Miele fridge keeps icing up at the back and water pools under the veg drawer, flat in Belair, any chance this week",
    "appliance-repair", "Luxembourg", "Belair", situation="fridge ices up at the back, water under drawer")
add("en-s09", "Pigeons have got into the barn loft in Weiswampach and the droppings are everywhere, we need them out and kept out for good.",
    "pest-control", "Weiswampach", "Weiswampach", situation="pigeons in a barn loft")
add("en-s10", "how much for a 9 kWp PV system on a south-facing roof in Moutfort and how long is the wait at the moment?",
    "solar", "Contern", "Moutfort", situation="price and lead time for a 9 kWp PV system")
add("en-t01", "Several floor tiles in our hallway sound hollow when you walk on them, and two have cracked across the corner. The grout between them is crumbling and comes out when I hoover. The house was only built in 2012, so I'm surprised. We live in Nospelt and would like this sorted before we put down a new runner.",
    "tiling", "Kehlen", "Nospelt", kind="a", nu="U", situation="hollow-sounding, cracked hallway tiles")
add("en-t02", "Whenever it rains hard from the west, water runs down the inside of the chimney breast in our loft. The chimney hasn't been used for years. From the garden I can see that some of the lead around it looks lifted. We're in Munsbach, old farmhouse.",
    "roofing", "Schuttrange", "Munsbach", kind="a", nu="U", situation="water down the chimney breast, lifted lead flashing")
add("en-t03", "Our gas boiler switches on and off every couple of minutes, all day long. The house never gets above 18 °C even with the thermostat on 22, and the gas bill for January was twice last year's. There's nothing on the display. House in Roodt-sur-Syre, boiler about 12 years old.",
    "heating", "Betzdorf", "Roodt-sur-Syre", not_place=["bill"], kind="a", nu="U", situation="gas boiler short-cycling, house stays cold")
add("en-t04", "We want built-in wardrobes in our attic bedroom, which has a sloping ceiling and a knee wall of about 90 cm. The furniture store told us to just buy standard wardrobes and saw the tops off ourselves. My husband tried with one, and now it wobbles and the doors don't close. We'd like a proper joiner to build something made to measure. We're in Bridel.",
    "carpentry", "Kopstal", "Bridel", kind="b", nu="N", situation="made-to-measure wardrobes under a sloping ceiling; store said cut standard ones")
add("en-t05", "Our neighbour swore by baking soda and vinegar for a red wine stain on our cream wool rug. Now there's a big pale ring, it smells like a salad, and the sofa next to it got splashed too. Is there anyone who does deep cleaning of rugs and upholstery at home in Strassen? The rug is 2 x 3 m and we'd rather not move it.",
    "cleaning", "Strassen", "Strassen", kind="b", nu="U", situation="wool rug and sofa cleaned at home after a bad DIY stain fix")
add("en-t06", "When we moved into our flat in Merl, a friend told us to paint everything the same warm grey to 'make it look bigger'. It now feels like a cave, even with the lights on. We'd like an interior designer to come up with colours, a better furniture layout and some lighting ideas for the living room and hallway. Budget is flexible, but we're not changing the floors.",
    "interior-design", "Luxembourg", "Merl", kind="b", nu="N", situation="all-grey flat feels dark; friend's advice")
add("en-t07", "Two years ago a friend who 'knows concrete' helped us pour a new slab for the driveway, straight onto the soil without any base. Now it has three big cracks and one corner has sunk about 5 cm. Rainwater collects by the garage door. We need it broken out and redone properly, house in Hosingen.",
    "masonry", "Parc Hosingen", "Hosingen", kind="b", nu="U", situation="cracked, sunken driveway slab poured without a base")
add("en-t08", "We're a small architecture practice in Howald, eight people. Our old server in the cupboard is dying, and we'd like to move our files to the cloud, set up new laptops and get the big plotter working on the network again. We're looking for an IT support company that can do the move and then look after us on a monthly basis.",
    "it-support", "Hesperange", "Howald", kind="c", nu="N", situation="architects' office: server to cloud, laptops, plotter")
add("en-t09", "We run a coworking space in Hollerich with about 40 members. For our new website we'd like consistent headshots of everyone who wants one, plus a few shots of the space with people working. Ideally one or two days in March, with a simple backdrop set up in the meeting room. What would that cost?",
    "photography", "Luxembourg", "Hollerich", kind="c", nu="U", situation="coworking space headshots and interior shots")
add("en-t10", "I co-founded a small software start-up three years ago with two friends. One of them is leaving and wants to keep his 33% of the shares, but we never signed a shareholders' agreement. We'd like to buy him out fairly and avoid a fight. We're looking for a corporate lawyer who can advise us and draft the documents.",
    "legal", None, None, kind="c", nu="N", situation="start-up co-founder leaving without a shareholders' agreement")
add("en-t11", "I coordinate volunteers for a food bank, and we currently plan shifts on a shared spreadsheet that nobody updates. We'd like a simple site where volunteers log in, see open shifts, sign up and get a reminder the day before. It needs to work on old phones and in three languages. Can someone build this on a charity budget?",
    "web-development", None, None, kind="c", nu="U", situation="food bank volunteer shift sign-up site")
add("en-t12", "I'm moving to Luxembourg from the UK in September and plan to rent out my flat in London. Do I need an accountant in both countries, or can one firm handle the UK rental income and my first Luxembourg tax return? Roughly what does that cost per year?",
    "accounting", None, None, distractors=["Luxembourg", "UK", "London"], kind="d", nu="N", situation="newcomer with UK rental income: one accountant or two")
add("en-t13", "Our HR team has written a 60-page employee handbook in English, and we now need it in French and German for the staff. Is machine translation plus a proofread good enough for something like this, or should it be done fully by a human? And roughly what would that cost?",
    "translation", None, None, kind="d", nu="U", situation="employee handbook into French and German: machine or human")
add("en-t14", "We're about to buy a 1960s semi in Mamer. The survey says the wiring, pipes, bathroom and kitchen all need redoing, and the floors are old lino over parquet. How much per m² should we budget for a job like this, and should we use it to negotiate the price down? We'd also like to know how long we realistically couldn't live there.",
    "renovation", "Mamer", "Mamer", kind="d", nu="U", situation="1960s house before purchase: budget and duration of renovation")
add("en-t15", "My daughter turns six in May and we're having 15 kids over. Is it worth booking someone to entertain them for an hour, with magic tricks or balloon animals, or do kids that age get bored anyway? What does that usually cost?",
    None, None, None, kind="d", nu="U", situation="children's party entertainer (not a listed trade)")

# ---------------- Portuguese ----------------
add("pt-s01", "preciso de um pintor para pintar a sala e o corredor, mais ou menos 60 m2 de parede, moro em schifflange",
    "painting", "Schifflange", "schifflange", situation="paint living room and hallway")
add("pt-s02", "Rebentou um cano na garagem e há água por todo o lado, já fechei a torneira geral, estamos em Soleuvre, é urgente!!",
    "plumbing", "Sanem", "Soleuvre", situation="burst pipe in the garage")
add("pt-s03", "Queria pôr iluminação LED no jardim, 6 candeeiros baixos e uma tomada exterior, casa em Bascharage, quanto custa mais ou menos?",
    "electrical", "Käerjeng", "Bascharage", situation="garden lighting and outdoor socket")
add("pt-s04", "fiquei trancada fora de casa e o bebé está lá dentro a dormir, Kleinbettingen rue de la gare, venham rápido por favor",
    "locksmith", "Steinfort", "Kleinbettingen", not_place=["gare"], situation="locked out with the baby asleep inside")
add("pt-s05", "Orçamento para mudança de um T2 de Schouweiler para Viseu, em Portugal, no fim de julho, com desmontagem dos móveis",
    "moving", "Dippach", "Schouweiler", distractors=["Viseu", "Portugal"], situation="two-bedroom move back to Portugal")
add("pt-s06", "Procuro uma empresa ou uma senhora para fazer a limpeza semanal de uma moradia em Goeblange, 4 horas às quintas-feiras",
    "cleaning", "Koerich", "Goeblange", situation="weekly house cleaning")
add("pt-s07", "Orçamento para pôr relva num terreno de 300 m² atrás da casa em Garnich, agora é só terra e pedras da obra",
    "gardening", "Garnich", "Garnich", situation="new lawn on bare building-site soil")
add("pt-s08", "Alguém faz assentamento de azulejo na cozinha em Villerupt, do lado francês, são uns 15 m² de parede?",
    "tiling", "abroad", "Villerupt", situation="kitchen wall tiles in a French border town")
add("pt-s09", "a máquina de secar roupa Whirlpool aquece mas o tambor não roda, moro em Lintgen, dá para reparar?",
    "appliance-repair", "Lintgen", "Lintgen", situation="tumble dryer heats but drum does not turn")
add("pt-s10", "Depois da trovoada com granizo há telhas partidas, precisamos de alguém que veja o telhado em Larochette antes que volte a chover.",
    "roofing", "Larochette", "Larochette", situation="hail-broken roof tiles")
add("pt-t01", "Há duas semanas que aparecem formigas pequenas na cozinha, todas as manhãs. Saem de uma fenda no rodapé ao pé da janela e vão direitas ao lixo e ao açúcar. Já limpei tudo com lixívia e voltam sempre. Moramos em Reckange-sur-Mess, numa casa geminada.",
    "pest-control", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="a", nu="U", situation="ants coming out of a skirting-board crack")
add("pt-t02", "Desde que mudou a hora, os radiadores só começam a aquecer por volta das onze da noite e de manhã a casa está gelada. Os miúdos tomam o pequeno-almoço de casaco. A caldeira tem um relógio com pinos que eu não percebo. Estamos em Bissen.",
    "heating", "Bissen", "Bissen", kind="a", nu="U", situation="heating timer wrong after the clock change")
add("pt-t03", "Apareceu uma fissura em diagonal por cima da janela da cozinha, do lado de fora da casa. Começou fina no inverno e agora já cabe lá uma moeda. Também há um bocado do reboco a cair por baixo do parapeito. A casa fica em Colmar-Berg e tem uns 40 anos.",
    "masonry", "Colmar-Berg", "Colmar-Berg", kind="a", nu="U", situation="diagonal crack over a window, render falling")
add("pt-t04", "Aluguei um apartamento em Esch/Alzette e o papel de parede do quarto está velho e amarelo. O senhorio disse para pintar por cima do papel, que ninguém nota. Fiz uma parede e apareceram bolhas e as juntas todas. Preciso de um pintor que tire o papel e pinte como deve ser, o senhorio aceita pagar metade.",
    "painting", "Esch-sur-Alzette", "Esch/Alzette", kind="b", nu="N", situation="paint over wallpaper blistered; landlord's advice")
add("pt-t05", "Pusemos soalho flutuante de carvalho na sala da nossa casa em Helmdange no verão passado. O meu cunhado, que nos ajudou, disse que não era preciso deixar folga junto às paredes. Agora, no inverno, o chão levantou no meio e faz uma lomba de dois centímetros. Precisamos de alguém que o desmonte e volte a assentar com as folgas certas.",
    "carpentry", "Lorentzweiler", "Helmdange", kind="b", nu="U", situation="oak floating floor buckled; brother-in-law left no gap")
add("pt-t06", "O vizinho disse-me que os painéis solares se lavam com a máquina de alta pressão, e foi o que fiz em maio. Desde aí a produção baixou quase um terço e num painel vê-se uma mancha escura. Tenho medo de ter estragado alguma coisa. Procuro um técnico de painéis fotovoltaicos para verificar a instalação em Hobscheid.",
    "solar", "Habscht", "Hobscheid", kind="b", nu="N", situation="PV output down after pressure washing; neighbour's advice")
add("pt-t07", "O meu portátil estava muito lento e o rapaz da loja disse que era só pôr mais memória. Comprei 16 GB e paguei a instalação, mas continua igual e agora a ventoinha faz barulho. Uso o computador para trabalhar a partir de casa em Niederkorn. Alguém pode ver o que se passa a sério?",
    "it-support", "Differdange", "Niederkorn", kind="b", nu="U", situation="slow laptop; shop said add RAM")
add("pt-t08", "Tenho uma pequena empresa de limpezas com seis funcionárias. Até agora era uma fiduciária que tratava de tudo, mas fechou e estamos atrasados com as declarações dos salários. Procuro um contabilista que fale português e que possa tratar da contabilidade e dos salários todos os meses.",
    "accounting", None, None, kind="c", nu="N", situation="cleaning company needs bookkeeping and payroll")
add("pt-t09", "Somos uma associação cultural portuguesa e vamos mudar os estatutos. A assembleia aprovou o texto em português, mas temos de entregar a versão em francês. São umas 12 páginas com muitos termos jurídicos. Quanto custa e em quanto tempo fica pronto?",
    "translation", None, None, kind="c", nu="U", situation="association statutes Portuguese to French")
add("pt-t10", "Somos um rancho folclórico e fazemos 40 anos em outubro. Vamos ter a festa na sala paroquial de Bonnevoie, com jantar e atuações. Queríamos um fotógrafo e, se possível, alguém que faça um pequeno vídeo para recordar. São umas 5 horas num sábado à noite.",
    "photography", "Luxembourg", "Bonnevoie", kind="c", nu="N", situation="folk dance group anniversary photos and video")
add("pt-t11", "Temos um restaurante português em Ettelbruck há 15 anos e a sala continua com a decoração do início. Queremos uma coisa mais moderna, com outras cores, luz mais quente e uma disposição das mesas que aproveite melhor o espaço, sem fazer grandes obras. Quem faz este tipo de projeto?",
    "interior-design", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="restaurant dining room new look")
add("pt-t12", "O meu patrão despediu-me depois de 9 anos, por telefone, sem carta nenhuma. Vale a pena procurar um advogado ou devo ir primeiro ao sindicato? Quanto é que um advogado costuma cobrar num caso destes?",
    "legal", None, None, kind="d", nu="N", situation="dismissed by phone after nine years: lawyer or union")
add("pt-t13", "Faço bolos de aniversário e de casamento em casa e recebo as encomendas pelo Facebook e pelo WhatsApp. Vale a pena ter um site com galeria e um formulário de encomenda, ou é dinheiro deitado fora? Quanto custa uma coisa simples, mais ou menos?",
    "web-development", None, None, kind="d", nu="U", situation="home cake maker: is an order website worth it")
add("pt-t14", "Herdámos a casa dos meus sogros em Mersch, que é dos anos 70. A cozinha, a casa de banho e o chão estão muito velhos, e a instalação elétrica também. Compensa renovar tudo ou é melhor vender e comprar outra? Quanto se gasta, mais ou menos, por metro quadrado?",
    "renovation", "Mersch", "Mersch", kind="d", nu="U", situation="inherited 1970s house: renovate or sell")
add("pt-t15", "Os travões do meu carro fazem um barulho de metal quando travo. Na oficina da marca pediram 650 euros por discos e pastilhas. É normal este preço ou vale a pena pedir outro orçamento noutro sítio?",
    None, None, None, kind="d", nu="U", situation="car brake repair price (not a listed trade)")

# ---------------- Italian ----------------
add("it-s01", "Vorrei far controllare la caldaia a gas prima dell'inverno, è una Vaillant del 2015 e non è mai stata revisionata, appartamento a Bereldange",
    "heating", "Walferdange", "Bereldange", situation="first service of a 2015 gas boiler")
add("it-s02", "mi serve un elettricista per spostare il quadro elettrico dal corridoio alla cantina, casa a Mertzig (Lussemburgo, non Merzig in Germania!!)",
    "electrical", "Mertzig", "Mertzig", distractors=["Lussemburgo", "Merzig", "Germania"], situation="move the fuse board to the cellar")
add("it-s03", "il tubo di scarico sotto il lavello della cucina si è staccato e il mobiletto è pieno d'acqua, siamo a Niederfeulen",
    "plumbing", "Feulen", "Niederfeulen", situation="kitchen sink waste pipe came off")
add("it-s04", "Quanto costa più o meno imbiancare un appartamento di 85 m², tre stanze più cucina, pareti e soffitti, a Schieren?",
    "painting", "Schieren", "Schieren", situation="price to repaint an 85 m² flat")
add("it-s05", "Ho perso le chiavi della cassaforte nel nostro ufficio in zona Gare e dentro ci sono i passaporti dei clienti, serve qualcuno oggi",
    "locksmith", "Luxembourg", "Gare", situation="office safe keys lost, passports inside")
add("it-s06", "Cerchiamo qualcuno che pulisca la nostra casa vacanze a Michelau tra un ospite e l'altro, di solito il sabato mattina",
    "cleaning", "Bourscheid", "Michelau", situation="holiday home changeover cleaning")
add("it-s07", "Qualcuno può potare gli alberi da frutto nel giardino di mia suocera a Sierck-les-Bains, appena oltre il confine francese?",
    "gardening", "abroad", "Sierck-les-Bains", situation="prune fruit trees just across the French border")
add("it-s08", "il piano a induzione Electrolux si spegne da solo dopo pochi secondi e lampeggia una spia rossa, abitiamo a Medernach",
    "appliance-repair", "Vallée de l'Ernz", "Medernach", situation="induction hob switches itself off")
add("it-s09", "Trasloco da Bastendorf a Lussemburgo città il 3 maggio, bilocale, al quarto piano senza ascensore all'arrivo",
    "moving", "Tandel", "Bastendorf", distractors=["Lussemburgo"], situation="one-bedroom move into the city, no lift at arrival")
add("it-s10", "la stampante wifi non si collega più a nessun computer da quando ci hanno cambiato il modem, abito in L-7420",
    "it-support", "Nommern", "L-7420", situation="Wi-Fi printer lost after modem swap")
add("it-t01", "La nostra stufa a pellet si spegne dopo mezz'ora e dal vetro si vede il braciere pieno di cenere incrostata. L'abbiamo pulita con l'aspirapolvere, ma il problema torna dopo un giorno. In casa ci sono 15 gradi e la stufa è l'unico riscaldamento. Abitiamo a Stolzembourg, in una casa vecchia vicino al fiume.",
    "heating", "Putscheid", "Stolzembourg", kind="a", nu="U", situation="pellet stove goes out, burn pot clogged")
add("it-t02", "La pergola di legno sopra la terrazza pende da un lato da quest'inverno. Una delle travi principali ha una crepa lunga e il legno alla base di un palo è diventato morbido. Con la neve ho paura che venga giù sul tavolo. Casa a Ingeldorf, la pergola ha circa 12 anni.",
    "carpentry", "Erpeldange-sur-Sûre", "Ingeldorf", kind="a", nu="U", situation="sagging wooden pergola with cracked beam")
add("it-t03", "Da qualche settimana, quando accendiamo la luce in cucina di notte, vediamo scarafaggi marroni che scappano sotto il frigorifero. Ne abbiamo trovati anche nel cassetto delle posate. Abbiamo messo le esche del supermercato, ma ne vediamo sempre di più. Abitiamo ad Asselborn, in una casa con il negozio al piano terra.",
    "pest-control", "Wincrange", "Asselborn", kind="a", nu="U", situation="cockroaches in the kitchen at night")
add("it-t04", "Il nostro vicino, che ha fatto il muratore, ci ha detto che per il muschio sul tetto basta spargere candeggina. L'abbiamo fatto e ora le tegole sono macchiate e le grondaie sono intasate di muschio morto e poltiglia. Quando piove forte l'acqua trabocca sulla facciata. Cerchiamo un copritetto che pulisca e controlli il tetto a Gilsdorf.",
    "roofing", "Bettendorf", "Gilsdorf", kind="b", nu="N", situation="moss treated with bleach; gutters clogged; neighbour's advice")
add("it-t05", "I tre gradini di cemento davanti alla porta di casa si stanno sbriciolando sui bordi. Al negozio di bricolage ci hanno venduto uno stucco in tubetto dicendo che bastava quello, e dopo un mese era già venuto via. Mia madre ha quasi 90 anni e ci inciampa. Vorremmo rifarli come si deve, casa a Reisdorf.",
    "masonry", "Reisdorf", "Reisdorf", kind="b", nu="U", situation="crumbling concrete entrance steps; DIY filler failed")
add("it-t06", "Mio suocero ci ha consigliato di posare le nuove piastrelle del bagno direttamente sopra quelle vecchie, per risparmiare. Lui ha fatto il pavimento, e adesso la porta non si chiude più e il piatto doccia è più basso del pavimento. Cerchiamo un piastrellista che rimedi, a Bertrange.",
    "tiling", "Bertrange", "Bertrange", kind="b", nu="N", situation="tiles laid over old tiles by father-in-law")
add("it-t07", "Il costruttore della casa ci ha detto che il nostro tetto, orientato est-ovest, non va bene per il fotovoltaico. Un collega invece ha i pannelli su un tetto uguale e dice che producono bene. Vorremmo un sopralluogo serio e un'offerta per la nostra casa a Tuntange. Ha senso anche con due falde?",
    "solar", "Helperknapp", "Tuntange", kind="b", nu="U", situation="builder said east-west roof unsuitable for PV")
add("it-t08", "Gestiamo un maneggio a Schoos con 20 cavalli e una piccola scuola di equitazione. Per il nuovo depliant e per i social ci servirebbero foto dei cavalli, delle lezioni e della struttura, meglio con la luce della sera. Cerchiamo un fotografo abituato a lavorare con gli animali. Ci dica lei quale periodo è migliore.",
    "photography", "Fischbach", "Schoos", kind="c", nu="N", situation="riding stable brochure photos")
add("it-t09", "Gestiamo un asilo nido privato con 30 bambini. Un fornitore di pasti ci ha fatto firmare un contratto di cinque anni con penali altissime e il servizio è peggiorato molto. Vorremmo sapere se possiamo disdire senza pagare tutto. Cerchiamo un avvocato esperto di contratti commerciali.",
    "legal", None, None, kind="c", nu="N", situation="nursery wants out of a catering contract")
add("it-t10", "Siamo una piccola scuola di lingue con quattro insegnanti. Vorremmo un sito dove i nuovi studenti facciano un test di livello online e poi si iscrivano al corso giusto pagando subito. Adesso facciamo tutto per email ed è un caos a settembre. Chi può realizzarlo e in quanto tempo?",
    "web-development", None, None, kind="c", nu="U", situation="language school placement test and enrolment site")
add("it-t11", "Siamo uno studio di avvocati e a giugno ci trasferiamo in un ufficio nella Ville-Haute, al secondo piano di un palazzo antico. Gli spazi sono belli ma scomodi: corridoi lunghi, poca luce e una sala riunioni troppo piccola. Ci serve qualcuno che progetti la disposizione, i colori, l'illuminazione e gli arredi per otto persone.",
    "interior-design", "Luxembourg", "Ville-Haute", kind="c", nu="U", situation="law firm's new office layout and lighting")
add("it-t12", "Sono in pensione e a settembre mi trasferisco da Torino in Lussemburgo per stare vicino a mia figlia. Ho una pensione italiana e un piccolo appartamento in affitto in Italia. Mi conviene prendere un commercialista qui per la dichiarazione dei redditi, o posso farla da solo? Quanto costa di solito?",
    "accounting", None, None, distractors=["Torino", "Lussemburgo", "Italia"], kind="d", nu="N", situation="retiree with Italian pension and rent: tax return help?")
add("it-t13", "Ho scritto un articolo scientifico di 25 pagine in italiano e una rivista inglese lo ha accettato, ma vuole il testo in inglese entro due mesi. Conviene farlo tradurre da un professionista del settore o da un collega madrelingua che conosce l'argomento? Quanto si paga di solito a parola?",
    "translation", None, None, kind="d", nu="U", situation="scientific article into English: professional or colleague")
add("it-t14", "Vorremmo trasformare la soffitta della nostra casa a Dudelange in una camera con bagno per nostro figlio. Ci sono da fare isolamento, finestre nel tetto, impianto elettrico, scarichi e pavimento. Quanto costa più o meno un lavoro del genere? E serve un permesso del comune?",
    "renovation", "Dudelange", "Dudelange", kind="d", nu="U", situation="attic conversion into bedroom with bathroom: cost and permit")
add("it-t15", "Mia figlia di 9 anni vuole imparare a suonare la chitarra. Meglio lezioni private a casa o una scuola di musica con altri bambini? Quanto costano di solito all'ora?",
    None, None, None, kind="d", nu="U", situation="guitar lessons for a child (not a listed trade)")

# ---------------- Spanish ----------------
add("es-s01", "Necesito a alguien que desbroce un terreno de unos 800 m² lleno de zarzas detrás de la casa en Beckerich, la queremos vender en primavera",
    "gardening", "Beckerich", "Beckerich", situation="clear a brambly plot before selling")
add("es-s02", "el inodoro del baño de abajo está atascado y cuando tiras de la cadena sube el agua casi hasta arriba, estoy en redange",
    "plumbing", "Redange", "redange", situation="blocked toilet")
add("es-s03", "Necesito un electricista para cambiar todos los enchufes e interruptores de un piso antiguo en Useldange, son unos 30 puntos.",
    "electrical", "Useldange", "Useldange", situation="replace all sockets and switches in an old flat")
add("es-s04", "¿Cuánto cuesta pintar la barandilla metálica del balcón y la puerta del garaje, que están oxidadas, en una casa de Neudorf?",
    "painting", "Luxembourg", "Neudorf", situation="paint rusty balcony railing and garage door")
add("es-s05", "Quiero cambiar la cerradura de la puerta principal por una de seguridad con cilindro antibumping, casa en L-9190",
    "locksmith", "Vichten", "L-9190", situation="upgrade front door to a security cylinder")
add("es-s06", "Mudanza de Greiveldange a Madrid a mediados de septiembre, un piso de dos habitaciones, necesito presupuesto con embalaje incluido",
    "moving", "Stadtbredimus", "Greiveldange", distractors=["Madrid"], situation="two-bedroom move to Madrid")
add("es-s07", "La campana extractora Balay hace un ruido tremendo y ya casi no aspira nada, vivo en Filsdorf",
    "appliance-repair", "Dalheim", "Filsdorf", situation="noisy cooker hood with no suction")
add("es-s08", "Hay que volver a fijar unas pizarras que se han soltado del tejado de nuestra casa en Heiderscheid, tres ya han caído al jardín",
    "roofing", "Esch-sur-Sûre", "Heiderscheid", situation="loose roof slates falling")
add("es-s09", "Busco alicatador para poner azulejos en la pared de la cocina detrás de la encimera, unos 6 metros lineales, en Canach",
    "tiling", "Lenningen", "Canach", situation="kitchen splashback tiles")
add("es-s10", "¿Alguien puede cortar el césped y cuidar el jardín de una casa que alquilamos en Nennig, al otro lado del Mosela, durante el verano?",
    "gardening", "abroad", "Nennig", distractors=["Mosela"], situation="summer lawn and garden care across the Moselle in Germany")
add("es-t01", "Desde hace un mes vemos ratas junto al compostador del jardín, y en el garaje hay excrementos y un saco de pienso del perro roído. Por la noche se oyen ruidos en el falso techo del garaje. Tenemos niños pequeños y un perro. Vivimos en Platen.",
    "pest-control", "Préizerdaul", "Platen", kind="a", nu="U", situation="rats by the compost and in the garage")
add("es-t02", "Desde la semana pasada huele a gasóleo en el cuarto de la caldera y el quemador tarda mucho en arrancar, con unos golpes fuertes. A veces se para y hay que darle al botón rojo para que vuelva a funcionar. Tenemos el depósito lleno. Casa en Doncols, caldera de 2008.",
    "heating", "Winseler", "Doncols", kind="a", nu="U", situation="oil burner smells and starts with bangs")
add("es-t03", "En el muro de ladrillo que separa nuestro jardín del camino se han soltado varios ladrillos de la parte de arriba. Las juntas se deshacen en arena si las tocas con el dedo. Hay una parte que ya se inclina un poco hacia el camino, por donde pasan niños al colegio. La casa está en Ell.",
    "masonry", "Ell", "Ell", kind="a", nu="U", situation="garden brick wall with loose bricks and sandy joints")
add("es-t04", "Mi hermano me aseguró que quitar el marco de la puerta de la cocina para ensancharla era cosa de una tarde. Ahora tengo un hueco de 1,10 m sin puerta y el marco está roto. Quiero poner una puerta corredera de madera hecha a medida. Busco un carpintero en la zona de Boulaide.",
    "carpentry", "Boulaide", "Boulaide", kind="b", nu="N", situation="made-to-measure wooden sliding door after brother's DIY")
add("es-t05", "Tenemos una casa con muchos ventanales en Grosbous. Mi suegra dice que con agua y papel de periódico basta, pero son 40 ventanas, algunas a 5 metros de altura, y quedan todas con marcas. ¿Alguien viene a limpiar los cristales cada dos meses, por dentro y por fuera?",
    "cleaning", "Groussbus-Wal", "Grosbous", kind="b", nu="U", situation="regular window cleaning of a glass-heavy house; mother-in-law's newspaper tip")
add("es-t06", "Un amigo me dijo que quitara el antivirus porque ralentizaba el ordenador. Desde entonces el navegador abre páginas solo y me salen anuncios por todas partes, incluso al entrar en el banco. Trabajo desde casa en Wiltz y tengo miedo por mis datos. Necesito un técnico informático que lo limpie y lo deje seguro.",
    "it-support", "Wiltz", "Wiltz", kind="b", nu="N", situation="adware after friend said remove antivirus")
add("es-t07", "Un vecino nos convenció de que unos colectores solares térmicos baratos de internet bastaban para el agua caliente. Mi marido los montó en el tejado del garaje con su ayuda. Ahora pierden líquido por una conexión, en verano el depósito hierve y en invierno no calienta nada. Queremos que alguien revise la instalación en Bous y nos diga si tiene arreglo.",
    "solar", "Bous-Waldbredimus", "Bous", kind="b", nu="U", situation="cheap DIY solar thermal collectors leaking and overheating")
add("es-t08", "Somos la asociación de padres de una escuela fundamental en Weimerskirch. Queremos organizar fotos de clase y retratos individuales para unos 180 niños, en una mañana de mayo, en el gimnasio. Lo que se saque con la venta iría a la excursión de fin de curso. ¿Alguien hace este tipo de trabajo y cómo se organiza?",
    "photography", "Luxembourg", "Weimerskirch", kind="c", nu="U", situation="school class photos organised by parents' association")
add("es-t09", "Somos una pequeña empresa española de software de gestión para gimnasios y queremos vender también en Bélgica y Luxemburgo. Necesitamos traducir el contrato de licencia, el manual de usuario y los textos de la web al francés y al alemán, unas 40.000 palabras. Buscamos un traductor o una agencia con experiencia en textos técnicos.",
    "translation", None, None, distractors=["Bélgica", "Luxemburgo"], kind="c", nu="N", situation="software company's licence, manual and site text into French and German")
add("es-t10", "Tenemos un restaurante de tapas desde hace seis años y el gestor que nos lo llevaba todo se jubila en junio. Necesitamos a alguien que lleve la contabilidad, las declaraciones de IVA y las nóminas de los ocho empleados. Preferimos que hable español o francés. ¿Cuánto suele costar al mes?",
    "accounting", None, None, kind="c", nu="U", situation="tapas restaurant needs bookkeeping, VAT returns and payroll")
add("es-t11", "Tenemos una tienda de ropa de segunda mano en Mamer y el local se nos ha quedado pequeño y desordenado. Queremos aprovechar mejor el espacio, cambiar la iluminación y poner dos probadores en lugar de uno. Buscamos un interiorista que nos haga un plano y una propuesta de mobiliario, sin obra grande.",
    "interior-design", "Mamer", "Mamer", kind="c", nu="N", situation="second-hand clothes shop layout and lighting")
add("es-t12", "Hace tres meses un coche me golpeó por detrás en un semáforo y la aseguradora del otro conductor todavía no me ha pagado la reparación ni el fisioterapeuta. Me dan largas por teléfono. ¿Vale la pena contratar a un abogado para algo así, o lo puedo reclamar yo? ¿Cuánto cobra normalmente?",
    "legal", None, None, kind="d", nu="N", situation="insurer not paying after a rear-end crash: lawyer worth it?")
add("es-t13", "Doy clases de flamenco y sevillanas y quiero que los alumnos reserven plaza y paguen online. ¿Qué es mejor, hacerme yo una web con Wix o WordPress, o pagar a alguien que la haga? ¿Cuánto puede costar algo sencillo?",
    "web-development", None, None, kind="d", nu="U", situation="dance teacher: DIY site builder or paid booking site")
add("es-t14", "Compramos un piso de los años 80 en Esch-sur-Alzette y queremos reformar el baño entero: quitar la bañera, poner plato de ducha, azulejos nuevos, mueble y luz. ¿Cuánto cuesta más o menos una reforma así? ¿Y cuántas semanas estaríamos sin baño?",
    "renovation", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="d", nu="U", situation="full bathroom refit: price and weeks without a bathroom")
add("es-t15", "Para la comunión de mi hijo seremos unas 40 personas en casa. ¿Es mejor que alguien nos prepare la comida y la sirva, o pedir bandejas a un restaurante? ¿Cuánto sale por persona, más o menos?",
    None, None, None, kind="d", nu="U", situation="food for a communion party (not a listed trade)")
