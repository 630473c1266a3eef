MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, mir kréien am Januar en Tesla Model Y a bräichten eng Wallbox 11 kW an der Garage zu Klierf, wien kann déi bis Enn vum Mount installéieren?",
    "electrical", "Clervaux", "Klierf", situation="EV wallbox in a garage before the new car arrives")
add("lb-s02", "hei ech sinn ausgespaart d dier ass hannert mir zougefall an de schlëssel läit bannen um desch zu wooltz kann iergendeen elo direkt kommen",
    "locksmith", "Wiltz", "wooltz", situation="door fell shut with the key inside, voice-typed")
add("lb-s03", "Sicht een hei och e Babysitter fir Samschdeg den Owend, eis zwee Kanner sinn 3 an 6 Joer al?",
    None, None, None, situation="wants a babysitter for Saturday evening")
add("lb-s04", "Ech hunn meng éischt Mataarbechterin agestallt a brauch een deen all Mount d'fiche de salaire an d'Declaratiounen beim CCSS fir mech mécht.",
    "accounting", None, None, not_place=["éischt"], situation="payroll for a first employee")
add("lb-s05", "An eisem Gank zu Housen klénge 5-6 Plättercher huel wann ee driwwer geet an zwou hu schonn e Sprong, wie kann déi erausmaachen an nei leeën?",
    "tiling", "Parc Hosingen", "Housen", situation="hollow-sounding, cracked hallway floor tiles")
add("lb-s06", "Brauch een fir 3 al Bamstrëmp am Gaart zu Ëlwen auszefréisen, am beschten ier de Buedem gefréiert 🙏",
    "gardening", "Troisvierges", "Ëlwen", situation="grinding out three old tree stumps")
add("lb-s07", "D'Coproprietéit vun eisem Haus zu Bouneweg wëll d'Trapenhaus iwwer 4 Stäck nei ustreiche loossen a mir brauchen en Devis vun engem Peintre.",
    "painting", "Luxembourg", "Bouneweg", situation="co-owners want the stairwell of a 4-storey building repainted")
add("lb-s08", "Eis Maison ass nom Chantier endlech fäerdeg mee et ass iwwerall Gipsstëbs, kann eng Firma nächst Woch e grëndlechen Nettoyage zu Wäisswampech maachen?",
    "cleaning", "Weiswampach", "Wäisswampech", situation="cleaning plaster dust after building works")
add("lb-s09", "De Séchoir (Bosch Serie 6, 4 Joer al) dréint nach mee gëtt guer net méi waarm, kann een dee bei eis zu Dikrech flécken?",
    "appliance-repair", "Diekirch", "Dikrech", situation="tumble dryer turns but no longer heats")
add("lb-s10", "Mir plënneren de 28ten Februar vun Ettelbréck op Esch-Uelzecht, 3-Zëmmer-Appartement am 2ten Stack ouni Lift, wat kascht dat ongeféier mat engem Camion an 3 Leit?",
    "moving", "Ettelbruck", "Ettelbréck", distractors=["Esch-Uelzecht"], situation="flat move north to south, price question")
add("lb-t01", "Gëschter Owend nom Donnerwieder stoung am Keller op eemol Waasser. Et koum net vu baussen, et ass aus dem Buedemoflaf an der Wäschkichen eropgeblubbert an et stinkt no Kanal. Mir wunnen zu Kautebaach direkt um Dall. Ka sech dat een ukucken a soen wat mir maache kënnen, dass dat net méi erëm kënnt?",
    "plumbing", "Kiischpelt", "Kautebaach", kind="a", nu="U", situation="sewage backs up through the basement floor drain after a storm")
add("lb-t02", "Zënter zwou Wochen héiere mir nuets an der Plafong vum Schlofzëmmer eppes kraazen a lafen. Um Späicher leien kleng schwaarz Kréckelen laanscht d'Mauer an d'Isolatiounswoll ass zerrappt. D'Kaz interesséiert sech guer net dofir. Mir sinn zu Géisdref, wie kann dat ukucken an dat lass ginn?",
    "pest-control", "Goesdorf", "Géisdref", kind="a", nu="U", situation="scratching in the ceiling, small droppings in the attic")
add("lb-t03", "De Stuerm vu gëschter huet zu Buerschent e puer Ziegelen an de Gaart geheit. Haut de Moien hunn ech um Späicher e naassen Flecken um Holz gesinn, grad ënnert där Plaz. Et soll d'Weekend nach méi reenen. Kann iergendeen dat séier zoumaachen, och just provisoresch?",
    "roofing", "Bourscheid", "Buerschent", not_place=["Holz"], kind="a", nu="U", situation="storm blew tiles off, wet patch in the attic")
add("lb-t04", "Eis Heizung verléiert all Woch Drock, ech muss ëmmer erëm Waasser nofëllen bis 1,5 bar. Mäi Schwéierpapp seet dat wier normal bei alen Anlagen, einfach weider nofëllen. Mee elo ass ënnen beim Kessel eng rostrout Spuer um Buedem. Ech hätt gär e Chauffagist deen d'Anlag zu Stolzebuerg ukuckt ier et richteg kal gëtt.",
    "heating", "Putscheid", "Stolzebuerg", kind="b", nu="N", situation="heating loses pressure weekly; father-in-law says keep topping up")
add("lb-t05", "D'Gaardemauer virum Haus zu Furen huet e Rëss vun uewe bis ënnen. Den Noper huet gesot ech soll en einfach mat Silikon zoumaachen, dat hunn ech am Fréijoer gemaach. Elo ass de Rëss e Fanger breet an d'Mauer hänkt liicht Richtung Trottoir. Wien kann déi richteg flécken oder nei opriichten?",
    "masonry", "Tandel", "Furen", kind="b", nu="U", situation="cracked garden wall sealed with silicone now leaning")
add("lb-t06", "Eis Holztrap am Haus zu Veianen kraacht bei all Trëtt, virun allem déi 3 ënnescht Trëppelen. Mäi Schwoer huet gesot ech soll WD-40 an d'Fuge sprëtzen. Elo ass et glat, d'Kanner rutschen a kraache mécht se ëmmer nach. Wie kann d'Trëppelen richteg befestegen?",
    "carpentry", "Vianden", "Veianen", kind="b", nu="U", situation="creaking wooden stairs made slippery with WD-40")
add("lb-t07", "Mir hunn eng Kiche fir 18.000 € bestallt an d'Hallschent ugezuelt. Geliwwert gouf eng aner Faarf an 2 Elementer feelen, an de Buttek seet dat wier eis Schold well mir de Plang ënnerschriwwen hätten. E Frënd mengt ech soll einfach de Rescht net bezuelen. Ech mengen dat ass net esou einfach. Kennt een en Affekot deen sech mat sou Saachen auskennt?",
    "legal", None, None, not_place=["feelen"], kind="b", nu="N", situation="wrong kitchen delivered, friend says just stop paying")
add("lb-t08", "Ech hunn eng kleng Kiné-Praxis zu Feelen mat 3 Behandlungsraim. Zënter mer de Provider gewiesselt hunn, fënnt den Drécker op der Receptioun de Laptop net méi an de WLAN am hënneschte Raum brécht all puer Minutten of. Mir verléieren all Dag Zäit mat de Rendez-vousen. Wien kann dat eng Kéier richteg astellen?",
    "it-support", "Feulen", "Feelen", kind="c", nu="U", situation="physio practice: printer and wifi broken after provider change")
add("lb-t09", "Mir sinn eng Bäckerei zu Platen a maachen eng nei Kaart fir eis Tierten a Kuchen. Mir bräichten e Fotograf deen eng 40 Produiten professionell fotograféiert, am beschten bei eis am Atelier well alles frësch muss sinn. Kéint een dat am Januar maachen?",
    "photography", "Préizerdaul", "Platen", kind="c", nu="N", situation="bakery needs product photos for a new menu")
add("lb-t10", "Eise Futtballclub (Jugend an 2 Seniorenekippen) huet als eenzeg Internetpräsenz nach ëmmer eng Facebook-Säit. De Comité wëll eng richteg Websäit mat Spillplang, Memberschaft online an enger Säit fir d'Sponsoren. Gesicht gëtt e Webdesigner oder eng Agence. De Budget ass bescheiden, mir sinn e Veräin.",
    "web-development", None, None, kind="c", nu="N", situation="football club wants a real website")
add("lb-t11", "Mir hunn zu Wëntger ronn 2000 m² Wiss ronderëm d'Haus an den Terrain ass e bissen an der Schréi. Lount sech e Mähroboter fir déi Gréisst, oder ass et besser een ze huelen deen all zwou Wochen méint? Wat kascht sou eppes am Joer ongeféier?",
    "gardening", "Wincrange", "Wëntger", not_place=["bissen"], kind="d", nu="U", situation="robot mower or someone mowing 2000 m2, cost question")
add("lb-t12", "Mir hunn en alen Bauerenhaus zu Hiefenech kaaft. De Späicher soll 2 Kannerzëmmer an e klengt Buedzëmmer ginn: Isolatioun, Fënsteren, Elektresch, Sanitär, Buedem. Wat kascht sou en Ausbau ongeféier pro m², an ass dat realistesch bis Summer 2027?",
    "renovation", "Heffingen", "Hiefenech", kind="d", nu="U", situation="converting a farmhouse attic into two bedrooms and a bathroom, cost")
add("lb-t13", "Meng Elteren hunn en Haus zu Tréier mat engem grousse Süddach. Ech schaffen zu Lëtzebuerg a wollt hinnen mat enger Photovoltaikanlag hëllefen. Lount sech dat mat den däitsche Tariffer iwwerhaapt nach? A kéint eng Solarfirma vun hei dohinner fueren?",
    "solar", "abroad", "Tréier", distractors=["Lëtzebuerg"], kind="d", nu="N", situation="PV on the parents' house in Trier, worth it?")
add("lb-t14", "Mir hunn en neien Appartement zu Esch-Uelzecht kaaft, 78 m², Wunnzëmmer a Kiche sinn een oppene Raum. Mir wëssen net wéi mir d'Miwwelen stellen sollen a wéi eng Luuchten wou higehéieren. Ass et besser een ze bezuelen deen e Plang mécht, oder geet de gratis Plang vum Miwwelgeschäft duer? Wat kascht sou eng Berodung?",
    "interior-design", "Esch-sur-Alzette", "Esch-Uelzecht", kind="d", nu="U", situation="open-plan flat layout and lighting, pay a planner or use the shop's free plan")
add("lb-t15", "Mir sinn eng kleng Transportfirma an hunn 4 nei Chauffeuren aus Portugal agestallt. D'Sécherheetsreegelen an de Fuerbuch gëtt et nëmmen op Däitsch a Franséisch. Mir bräichten dat alles op Portugisesch, ongeféier 25 Säiten. Wie mécht sou eppes a wéi séier?",
    "translation", None, None, distractors=["Portugal"], kind="c", nu="U", situation="haulier needs safety rules in Portuguese for new drivers")
# ---------------- French ----------------
add("fr-s01", "Bonjour, depuis hier la chasse d'eau des WC coule en continu dans la cuvette et le compteur tourne, est-ce qu'un plombier peut passer à Tétange demain matin ?",
    "plumbing", "Kayl", "Tétange", situation="toilet cistern runs into the bowl non-stop")
add("fr-s02", "Je viens d'être licencié pour faute grave après 11 ans dans la même société et je voudrais l'avis d'un avocat en droit du travail avant de signer quoi que ce soit.",
    "legal", None, None, situation="dismissed for gross misconduct, wants an employment lawyer")
add("fr-s03", "Retour de vacances avec des piqûres alignées sur les bras et des petites taches noires sur le matelas, je crains des punaises de lit dans notre appart à Esch/Alzette, qui intervient rapidement ?",
    "pest-control", "Esch-sur-Alzette", "Esch/Alzette", situation="suspected bedbugs after a holiday")
add("fr-s04", "on vient d'acheter une maison à soleuvre et on veut changer tous les cylindres (entrée garage cave) parce que l'ancien proprio ne sait plus combien de clés circulent",
    "locksmith", "Sanem", "soleuvre", situation="change all lock cylinders after buying a house")
add("fr-s05", "Je cherche quelqu'un pour donner des cours de maths à mon fils en 4e, deux fois par semaine après l'école 😊",
    None, None, None, situation="maths tutoring for a teenager")
add("fr-s06", "Les gouttières de notre maison à Rumelange débordent à chaque averse et l'eau coule le long de la façade, il faut les nettoyer ou les changer ?",
    "roofing", "Rumelange", "Rumelange", situation="gutters overflow at every shower")
add("fr-s07", "Chez nous à Bascharage le différentiel saute chaque fois qu'il pleut fort, je pense que ça vient de la prise extérieure sur la terrasse mais je n'y connais rien.",
    "electrical", "Käerjeng", "Bascharage", situation="RCD trips whenever it rains, outdoor socket suspected")
add("fr-s08", "Déménagement d'un 2 pièces du quartier Gare vers Thionville le samedi 16 janvier, 3e étage avec ascenseur, environ 25 cartons + canapé + lit, vous avez un prix ?",
    "moving", "Luxembourg", "Gare", distractors=["Thionville"], situation="small flat move from the station quarter to Thionville")
add("fr-s09", "Lave-vaisselle Siemens iQ500 qui ne vidange plus, il reste 5 cm d'eau sale au fond après chaque cycle, quelqu'un pour une réparation à Mondercange ?",
    "appliance-repair", "Mondercange", "Mondercange", situation="dishwasher no longer drains")
add("fr-s10", "Je cherche un interprète portugais-français pour m'accompagner chez le notaire le 12 janvier pour la signature de l'achat de notre maison.",
    "translation", None, None, situation="interpreter for a notary signing")
add("fr-t01", "Chaque fois qu'on ferme le robinet de la cuisine ou que le lave-linge finit de se remplir, il y a un gros « boum » dans les murs. Ça résonne dans toute la maison, même chez le voisin mitoyen. Ça a commencé après le remplacement du compteur d'eau par la commune. On habite à Niederkorn. Est-ce dangereux et qui peut régler ça ?",
    "plumbing", "Differdange", "Niederkorn", kind="a", nu="U", situation="loud bang in the walls when taps close (water hammer)")
add("fr-t02", "Les marches en béton devant notre porte d'entrée s'effritent depuis deux hivers. Samedi un gros morceau s'est détaché du bord et on voit maintenant le fer tout rouillé à l'intérieur. Ma belle-mère de 82 ans vient vivre chez nous à Rodange en mars et je ne veux pas qu'elle tombe. Qui peut réparer ça avant ?",
    "masonry", "Pétange", "Rodange", kind="a", nu="U", situation="crumbling concrete entrance steps with exposed rebar")
add("fr-t03", "Le grand bouleau au fond du jardin a des feuilles jaunes depuis juillet et des branches mortes tombent sur l'allée du voisin. Il fait au moins 15 mètres et il est à 3 mètres de la maison. On est à Bettembourg, à deux minutes de la gare. J'aimerais que quelqu'un vienne voir s'il faut l'abattre avant la prochaine tempête.",
    "gardening", "Bettembourg", "Bettembourg", not_place=["gare"], kind="a", nu="U", situation="dying birch close to the house dropping branches")
add("fr-t04", "J'ai acheté un poêle à pellets en grande surface et le vendeur m'a assuré qu'on pouvait simplement le raccorder soi-même sur l'ancienne cheminée du salon. Mon voisin pompier m'a dit que c'était une très mauvaise idée sans tubage. Je cherche donc un chauffagiste pour faire l'installation correctement à Berchem. Le poêle est encore dans son carton.",
    "heating", "Roeser", "Berchem", kind="b", nu="N", situation="shop said a pellet stove can be self-connected to the old chimney")
add("fr-t05", "Ma mère habite à Audun-le-Tiche, juste de l'autre côté de la frontière, et moi à Dudelange. Après une fuite chez le voisin du dessus, le plafond de sa cuisine a une grande auréole jaune. Le syndic lui a dit de passer simplement un coup de peinture blanche normale, elle a dépensé deux cents euros et deux semaines plus tard la tache est revenue. Est-ce qu'un peintre d'ici se déplace jusque-là ?",
    "painting", "abroad", "Audun-le-Tiche", distractors=["Dudelange"], not_place=["cents"], kind="b", nu="N", situation="water stain painted over on the syndic's advice came back, mother's flat in France")
add("fr-t06", "Mon beau-frère a posé l'an dernier des carreaux sur notre terrasse à Hellange, collés directement sur la dalle sans joint de dilatation, « ça ne bouge pas », disait-il. Après les gelées de janvier, une dizaine de carreaux sont fendus et plusieurs sonnent creux. Il faudrait refaire au moins la moitié de la terrasse, environ 20 m². Quelqu'un peut venir faire un devis ?",
    "tiling", "Frisange", "Hellange", kind="b", nu="U", situation="terrace tiles laid by brother-in-law without joints cracked by frost")
add("fr-t07", "Nos panneaux sont installés depuis 2019 sur le toit à Wickrange. L'installateur nous avait dit qu'il n'y avait aucun entretien à prévoir, et entre-temps il a fermé boutique. Cette année la production a chuté de moitié et l'écran de l'onduleur reste noir. Je cherche un installateur photovoltaïque qui puisse contrôler le tout.",
    "solar", "Reckange-sur-Mess", "Wickrange", kind="b", nu="N", situation="PV output halved, inverter screen dead, installer had said no maintenance")
add("fr-t08", "Je suis trésorière bénévole d'une chorale d'une quarantaine de membres. Jusqu'ici tout était noté dans un cahier, mais on a reçu un subside et on nous demande des comptes annuels propres avec bilan. Je cherche un comptable ou une fiduciaire qui fait ça pour les asbl à petit prix. Ce serait pour les comptes 2025 et ensuite chaque année.",
    "accounting", None, None, kind="c", nu="N", situation="choir association needs proper annual accounts")
add("fr-t09", "Nous tenons une pizzeria avec livraison à Dudelange. Depuis une semaine, la caisse tactile et l'imprimante de tickets en cuisine se déconnectent plusieurs fois par soir et les commandes en ligne n'arrivent plus. Le vendeur de la caisse dit que c'est notre réseau. Quelqu'un peut passer un lundi, notre jour de fermeture ?",
    "it-support", "Dudelange", "Dudelange", kind="c", nu="U", situation="pizzeria till and kitchen printer keep dropping off the network")
add("fr-t10", "Notre garage automobile à Capellen lance la vente de véhicules d'occasion en ligne. Nous cherchons un photographe pour faire des photos propres de 15 à 20 voitures par mois, intérieur et extérieur, sur place. Idéalement quelqu'un qui pourrait aussi tourner une petite vidéo de présentation. Quel serait votre tarif ?",
    "photography", "Mamer", "Capellen", kind="c", nu="N", situation="car dealer needs photos of used cars every month")
add("fr-t11", "Je suis architecte indépendante, avec des clients luxembourgeois, belges et allemands. Mon site actuel date de 2014, il n'existe qu'en français et s'affiche mal sur téléphone. Il me faudrait quelque chose de sobre en trois langues, avec un portfolio de projets que je peux mettre à jour moi-même. Qui pourrait s'en charger et pour quel budget ?",
    "web-development", None, None, kind="c", nu="U", situation="architect wants a trilingual portfolio site")
add("fr-t12", "Dans notre maison à Schifflange, le parquet en chêne du salon (35 m²) est très abîmé : rayures, taches grises près de la baie vitrée. Est-ce que ça vaut la peine de le poncer et de le vitrifier, ou faut-il le remplacer ? Combien coûte un ponçage à peu près ?",
    "carpentry", "Schifflange", "Schifflange", kind="d", nu="U", situation="sand and varnish a worn oak floor or replace it")
add("fr-t13", "Nous avons un garage double accolé à la maison, rue des Près, L-3353, qui ne sert qu'à stocker des cartons. On pense le transformer en studio pour notre fille : isolation, fenêtre, salle d'eau, électricité, chauffage. Est-ce que ça vaut la peine par rapport à une extension, et quel budget prévoir ? Faut-il une autorisation de la commune ?",
    "renovation", "Leudelange", "L-3353", kind="d", nu="U", situation="convert a double garage into a studio, worth it and budget")
add("fr-t14", "On vient d'acheter un duplex de 110 m² à Cessange, livré brut. Est-ce que ça vaut la peine de payer quelqu'un uniquement pour concevoir l'aménagement, les couleurs et l'éclairage, ou est-ce que le cuisiniste et le magasin de meubles suffisent ? Combien coûte en général une mission comme ça ?",
    "interior-design", "Luxembourg", "Cessange", kind="d", nu="U", situation="pay for layout, colour and lighting planning of a bare duplex?")
add("fr-t15", "On travaille tous les deux à plein temps avec deux enfants et la maison au Howald devient ingérable. On aimerait que quelqu'un vienne faire le ménage 4 heures par semaine. Vaut-il mieux passer par une société ou déclarer soi-même une personne au Centre commun ? Quelle est la différence de prix à l'heure ?",
    "cleaning", "Hesperange", "Howald", kind="d", nu="U", situation="weekly home cleaning via a company or declared employee")
# ---------------- German ----------------
add("de-s01", "Wir haben in Echternach ein Haus von 1962 gekauft, im Keller hängt noch ein Sicherungskasten mit Schraubsicherungen – wer baut uns einen neuen Verteiler mit FI-Schutzschalter ein?",
    "electrical", "Echternach", "Echternach", not_place=["einen"], situation="replace an old screw-fuse box with a modern board")
add("de-s02", "Hallo, kann man hier auch jemanden finden, der mir die Winterreifen wechselt und einlagert?",
    None, None, None, situation="wants winter tyres changed and stored")
add("de-s03", "Ich brauche bis Freitag eine Übersetzung meines 12-seitigen Mietvertrags aus dem Französischen ins Deutsche, geht das noch?",
    "translation", None, None, situation="lease translated French to German by Friday")
add("de-s04", "mein vater hat den code vom tresor im schlafzimmer vergessen und da liegen die papiere fürs testament drin kommt jemand nach grevenmacher um den aufzumachen",
    "locksmith", "Grevenmacher", "grevenmacher", situation="father forgot the safe code, papers locked inside")
add("de-s05", "Suche jemanden für den Winterschnitt von 8 alten Apfel- und Birnbäumen auf unserer Streuobstwiese in Altrier, die wurden seit Jahren nicht geschnitten 🍎",
    "gardening", "Bech", "Altrier", situation="winter pruning of neglected fruit trees")
add("de-s06", "Wir ziehen Ende Januar von Trier nach Wasserbillig, 3 Zimmer Altbau im zweiten Stock ohne Aufzug, und suchen eine Firma mit Packservice.",
    "moving", "Mertert", "Wasserbillig", distractors=["Trier"], situation="move from Trier into Luxembourg with packing")
add("de-s07", "Für unseren Dachboden in Roodt-sur-Syre suchen wir eine Schreinerei, die eine gedämmte Einschubtreppe einbaut, Deckenöffnung 120 x 70 cm.",
    "carpentry", "Betzdorf", "Roodt-sur-Syre", situation="insulated loft ladder into the attic")
add("de-s08", "Kühlschrank (Liebherr, eingebaut) kühlt unten kaum noch, das Gefrierfach ist aber eiskalt – gibt es in Junglinster oder Umgebung einen Kundendienst, der auch ältere Geräte repariert?",
    "appliance-repair", "Junglinster", "Junglinster", not_place=["einen"], situation="fridge warm, freezer fine")
add("de-s09", "Wer putzt uns in Consdorf die Glasflächen vom Wintergarten innen und außen, rund 40 m² inklusive Glasdach?",
    "cleaning", "Consdorf", "Consdorf", situation="cleaning the glass of a conservatory including the roof")
add("de-s10", "Seit dem Herbst laufen in unserer Küche in Christnach winzige gelbliche Ameisen in Straßen über die Arbeitsplatte, und die Köder aus dem Supermarkt bringen nichts.",
    "pest-control", "Waldbillig", "Christnach", situation="tiny ants trailing across the kitchen worktop")
add("de-t01", "Immer wenn der Wasserkocher oder der Backofen angeht, flackern im ganzen Erdgeschoss die Lampen und werden kurz dunkler. Gestern hat es in der Steckdose hinter dem Kühlschrank geknistert und ganz kurz verbrannt gerochen. Das Haus in Osweiler ist von 1974 und es wurde nie etwas erneuert. Kann sich das jemand diese Woche anschauen?",
    "electrical", "Rosport-Mompach", "Osweiler", kind="a", nu="U", situation="lights dim when the kettle runs, crackling socket")
add("de-t02", "Bei jedem Starkregen tropft es im Kinderzimmer unter der Dachschräge, und zwar oben am Rahmen des Fensters in der Schräge. Die Tapete darunter wellt sich schon. Bei leichtem Regen bleibt alles trocken. Wir wohnen in Berdorf, das Haus ist rund 25 Jahre alt. Wer schaut sich das an?",
    "roofing", "Berdorf", "Berdorf", kind="a", nu="U", situation="roof window frame drips in heavy rain")
add("de-t03", "In unserem Anbau in Befort bleibt der Boden im Wohnzimmer seit Oktober kalt, während Küche und Flur schön warm sind. Am Verteiler im Schrank hat ein Rädchen einen kleinen Stift, der sich nicht mehr bewegt. Morgens vor dem Wecker sind es im Wohnzimmer nur 16 Grad. Kann da jemand vorbeikommen?",
    "heating", "Beaufort", "Befort", not_place=["einen", "Wecker"], kind="a", nu="U", situation="one underfloor heating loop stays cold, stuck actuator pin")
add("de-t04", "Ein Bekannter meinte, die Wand zwischen Küche und Esszimmer sei sicher nicht tragend und wir könnten sie am Wochenende selbst rausstemmen. Beim Abschlagen des Putzes kam aber ein Betonbalken zum Vorschein, darüber Ziegel. Jetzt haben wir lieber aufgehört. Wir suchen einen Maurer, der sich das in Berbourg anschaut und die Öffnung richtig macht, mit Sturz falls nötig.",
    "masonry", "Manternach", "Berbourg", not_place=["einen"], kind="b", nu="N", situation="friend said the wall is not load-bearing; beam found")
add("de-t05", "Unser Vermieter hat gesagt, wir sollen bei dem langsamen Abfluss in der Küche einfach Rohrreiniger reinkippen. Das haben wir dreimal gemacht, jetzt läuft gar nichts mehr ab und es riecht nach faulen Eiern. Das Spülbecken steht voll mit Wasser. Wir wohnen in Wecker, Erdgeschoss, wer kommt schnell und macht das frei?",
    "plumbing", "Biwer", "Wecker", kind="b", nu="U", situation="landlord said pour drain cleaner; kitchen drain now fully blocked")
add("de-t06", "Die Fassade unseres Hauses in Niederdonven blättert an der Wetterseite großflächig ab. Im Baumarkt sagte man uns, wir könnten einfach neue Fassadenfarbe drüberrollen, das haben wir vor zwei Jahren gemacht. Jetzt kommt die Farbe in ganzen Platten runter, darunter sieht man drei verschiedene alte Anstriche. Diesmal möchten wir das richtig machen lassen, mit Gerüst.",
    "painting", "Flaxweiler", "Niederdonven", kind="b", nu="U", situation="DIY store said roll new facade paint over peeling paint")
add("de-t07", "Mein Mitbewohner ist ausgezogen und der Vermieter verlangt jetzt die ganze Miete von mir, obwohl wir beide im Vertrag stehen. Ein Kollege meinte, ich solle einfach nur noch meine Hälfte überweisen und abwarten. Das scheint mir riskant. Ich hätte gern eine Beratung bei einem Anwalt für Mietrecht, bevor ich etwas falsch mache.",
    "legal", None, None, kind="b", nu="N", situation="flatmate left, landlord wants full rent, colleague says pay half")
add("de-t08", "Wir sind ein kleines Familienweingut an der Mosel und haben die Buchhaltung bisher mit Excel gemacht. Seit wir auch an Restaurants liefern und zwei Saisonkräfte haben, wächst uns das über den Kopf. Gesucht ist ein Buchhalter oder Treuhandbüro für laufende Buchhaltung, Löhne und Jahresabschluss.",
    "accounting", None, None, kind="c", nu="N", situation="family winery outgrew its spreadsheet bookkeeping")
add("de-t09", "Unser Übersetzungsbüro mit sechs Leuten ist gerade auf den Kirchberg gezogen. Wir brauchen jemanden, der die neuen Rechner einrichtet, einen gemeinsamen Speicher mit automatischer Sicherung aufsetzt und den Netzwerkdrucker zum Laufen bringt. Bisher hat das immer der Sohn der Chefin gemacht, aber der studiert jetzt in Wien. Am liebsten mit Wartungsvertrag.",
    "it-support", "Luxembourg", "Kirchberg", distractors=["Wien"], not_place=["einen"], kind="c", nu="U", situation="translation agency moved offices, needs PCs, backup storage, printer")
add("de-t10", "Unsere Firma in Bartringen feiert im März 50 Jahre, mit Empfang für Kunden und Mitarbeiter in der eigenen Lagerhalle. Wir suchen einen Fotografen, der den Abend begleitet und daraus auch einen kurzen Film von zwei, drei Minuten schneidet. Es werden etwa 200 Gäste erwartet. Haben Sie am 20. März noch frei?",
    "photography", "Bertrange", "Bartringen", not_place=["einen"], kind="c", nu="N", situation="company 50th anniversary photos and short film")
add("de-t11", "Wir betreiben ein kleines Gästehaus mit fünf Zimmern im Müllerthal. Bisher laufen alle Buchungen über die großen Portale, die 18 % Provision nehmen. Wir hätten gern eine eigene Seite mit Kalender, Online-Buchung und Anzahlung per Karte. Wer baut so etwas und was kostet das ungefähr?",
    "web-development", None, None, distractors=["Müllerthal"], kind="c", nu="U", situation="guesthouse wants its own booking page to avoid portal fees")
add("de-t12", "Bei uns in Machtum muss der alte Elektroboiler bald raus. Jetzt überlegen wir: Solarthermie fürs Warmwasser oder lieber eine kleine Photovoltaikanlage, die den neuen Boiler mit Strom versorgt? Was ist auf lange Sicht sinnvoller, und gibt es für beides noch Klimabonus? Gern auch ein Angebot von einem Solarinstallateur.",
    "solar", "Wormeldange", "Machtum", kind="d", nu="N", situation="solar thermal or PV for hot water, which is better")
add("de-t13", "Meine Eltern (78 und 81) wohnen in Mersch und kommen kaum noch in die Badewanne. Wir möchten das Bad komplett barrierefrei umbauen lassen: bodengleiche Dusche, Haltegriffe, breitere Tür, neue Fliesen und Licht. Mit welchen Kosten muss man für rund 7 m² rechnen, und gibt es dafür Zuschüsse?",
    "renovation", "Mersch", "Mersch", kind="d", nu="U", situation="step-free bathroom for elderly parents, cost and grants")
add("de-t14", "Wir haben eine Altbauwohnung in der Oberstadt mit hohen Decken, aber sehr dunklen Räumen. Wir überlegen, ob wir ein Lichtkonzept und die Einrichtung planen lassen oder einfach selbst ein paar Lampen kaufen. Lohnt sich so eine Planung bei 95 m², und was kostet das ungefähr?",
    "interior-design", "Luxembourg", "Oberstadt", kind="d", nu="U", situation="dark old-town flat, pay for a lighting and furnishing plan?")
add("de-t15", "Wir bauen gerade in Echternacherbrück, also direkt auf der deutschen Seite, und wohnen noch zur Miete in Echternach. Für Wohnzimmer und Küche, rund 60 m², schwanken wir zwischen großen Fliesen 120 x 60 und kleineren 60 x 60. Was ist beim Verlegen und bei den Fugen besser, und was kostet das Verlegen pro m² ungefähr? Fährt jemand von euch auch über die Grenze?",
    "tiling", "abroad", "Echternacherbrück", distractors=["Echternach"], kind="d", nu="U", situation="large or medium floor tiles for a new build across the border")
# ---------------- English ----------------
add("en-s01", "Postcode L-8010: the pipe to our outside tap split in last night's frost and water is spraying inside the garage wall, I've shut the main valve but need someone today.",
    "plumbing", "Strassen", "L-8010", situation="frost-split pipe to the outside tap")
add("en-s02", "lost the only key to our letterbox in the building on limpertsberg and the post is piling up can someone replace the lock",
    "locksmith", "Luxembourg", "limpertsberg", situation="lost letterbox key, lock to replace")
add("en-s03", "Another driver reversed into my parked car, his insurer has refused to pay for 3 months and I'd like a lawyer to send them a formal letter.",
    "legal", None, None, situation="insurer of the other driver refuses to pay")
add("en-s04", "Anyone know a reliable dog walker for weekday lunchtimes, our boxer is 2 and has way too much energy 🐶",
    None, None, None, not_place=["boxer"], situation="wants a dog walker")
add("en-s05", "Need 6 extra double sockets and a network point in the spare room in Walfer that's becoming my home office, right now the only socket is behind the radiator.",
    "electrical", "Walferdange", "Walfer", situation="extra sockets for a home office")
add("en-s06", "We're relocating from Sandweiler back to the UK in March and need a quote for packing a 4-bed house and shipping everything to Leeds.",
    "moving", "Sandweiler", "Sandweiler", distractors=["UK", "Leeds"], situation="international move out of Luxembourg")
add("en-s07", "The inner glass of our Neff oven door shattered while it was on (nothing hit it), is that repairable and does anyone come out to Moutfort?",
    "appliance-repair", "Contern", "Moutfort", situation="oven door inner glass shattered")
add("en-s08", "Just moved to Luxembourg, our daughter was born in October, and we need someone to do our first joint tax return and check we're in the right tax class.",
    "accounting", None, None, distractors=["Luxembourg"], not_place=["born"], situation="new residents' first joint tax return")
add("en-s09", "Our metal balcony railings in Munsbach are rusting through the paint in several spots, looking for someone to sand them back and repaint before spring.",
    "painting", "Schuttrange", "Munsbach", situation="rusting balcony railings to repaint")
add("en-s10", "Clothes moths have chewed holes in three wool jumpers and a rug in our house in Mullendorf despite the cedar balls, can someone treat the wardrobes and bedroom?",
    "pest-control", "Steinsel", "Mullendorf", situation="clothes moths in wardrobes")
add("en-t01", "Since Saturday the house never gets above 17 degrees. The pipes right next to the boiler are scalding, but the radiators everywhere are barely lukewarm, and the little pump underneath hums much louder than it used to. Hot water for the taps is still fine. We're in Senningerberg with a 6-month-old. Can someone come out this week?",
    "heating", "Niederanven", "Senningerberg", kind="a", nu="U", situation="house stuck at 17 degrees, loud humming pump, radiators lukewarm")
add("en-t02", "Since the new laminate went in, none of the three bedroom doors closes any more – they scrape along the floor and one we have to lift to shut. The floor fitter says that's not his department. We're in Bridel and my parents arrive for Christmas in two weeks. Who can sort the doors out?",
    "carpentry", "Kopstal", "Bridel", kind="a", nu="U", situation="doors scrape after a new floor was laid")
add("en-t03", "Every afternoon around 3 our video calls freeze and the kids' games drop out. The box in the hallway keeps blinking orange, and upstairs in my office the laptop shows one bar at best. The provider says the line is fine up to the house. We live in a three-storey townhouse in Belair. What can be done?",
    "it-support", "Luxembourg", "Belair", kind="a", nu="U", situation="home network drops in a tall townhouse")
add("en-t04", "Our lawn in Hassel was more moss than grass, so on a neighbour's advice I spread a mix of iron sulphate and salt over it in October. Now there are big brown dead patches, nothing is growing back and the dog's paws are irritated. I'd like the whole lawn sorted properly, scarified, reseeded, whatever it needs. It's about 400 m².",
    "gardening", "Weiler-la-Tour", "Hassel", not_place=["grass"], kind="b", nu="U", situation="neighbour's salt-and-iron moss cure killed the lawn")
add("en-t05", "We rent an old house in Clausen with an exposed brick garden wall. The landlord had it repointed with hard cement mortar two years ago, saying it would last forever. Now the faces of the bricks are flaking off along the joints and bits fall onto the terrace. The landlord has agreed to pay, but we need a bricklayer who knows old lime-mortar walls.",
    "masonry", "Luxembourg", "Clausen", kind="b", nu="N", situation="cement repointing is spalling an old brick wall")
add("en-t06", "The heat pump salesman told us our east-west roof in Hunsdorf wasn't worth putting panels on and that only south works. A colleague has east-west panels and seems very happy with them. Before we give up, we'd like a proper solar installer to look at the roof and give an honest estimate of production. The roof is about 90 m² in total.",
    "solar", "Lorentzweiler", "Hunsdorf", kind="b", nu="N", situation="salesman said an east-west roof is useless for PV")
add("en-t07", "A man came to the door offering to clean the moss off our roof tiles in Bertrange with a pressure washer for 400 euros, saying it was the best way to do it, and we said yes. Since then there's a damp patch on the bedroom ceiling and from the garden I can see cracked tiles. The neighbour says that firm has vanished. We need someone to check and repair it before the next storm.",
    "roofing", "Bertrange", "Bertrange", kind="b", nu="U", situation="pressure-washed roof tiles now cracked and leaking")
add("en-t08", "We're a 9-person architecture office in Gasperich. The large-format plotter only prints from one PC, the shared drive is a USB disk on someone's desk, and there are no proper backups. We'd like the whole setup sorted out and then someone we can call when things break. Would a monthly contract make sense for a firm our size?",
    "it-support", "Luxembourg", "Gasperich", kind="c", nu="U", situation="architecture office with no real network storage or backups")
add("en-t09", "I run a small estate agency in Mamer and the listing photos we take on our phones look awful next to the competition. We're looking for a photographer who can shoot around 6–8 houses a month, with wide-angle interiors and ideally drone shots of the garden. Turnaround within 48 hours would be important. What would you charge per property?",
    "photography", "Mamer", "Mamer", kind="c", nu="N", situation="estate agency needs property photos every month")
add("en-t10", "We're a family plumbing and heating business in Bereldange, two vans and five fitters. Our website is a single page someone's nephew made in 2012 and half our customers can't find our number on their phone. We want something simple with our services, photos of our work and a form to ask for a quote. We don't need a shop. Who can build that and what budget should we expect?",
    "web-development", None, None, distractors=["Bereldange"], kind="c", nu="U", situation="plumbing firm needs a simple modern website")
add("en-t11", "Our fintech startup is launching its app in Luxembourg, Belgium and France in April. All the screens, emails and terms are in English right now, roughly 18,000 words. We need professional translators for French and German, ideally with finance vocabulary, and someone who can review updates every month.",
    "translation", None, None, distractors=["Luxembourg", "Belgium", "France"], kind="c", nu="N", situation="startup app texts into French and German")
add("en-t12", "We have a 3 x 4 m wool rug in the living room in Itzig that the dog and two toddlers have basically destroyed. Is it worth paying someone to get the stains and the smell out, or is it cheaper to just buy a new one? What does that usually cost, and do they do it at home or take it away?",
    "cleaning", "Hesperange", "Itzig", kind="d", nu="U", situation="deep-clean a stained wool rug or replace it")
add("en-t13", "We've just bought a 1930s house in Arlon – I work on Kirchberg, so it's an easy commute. The kitchen and bathroom are original, the wiring is old and the floors need redoing. Roughly what should we budget to bring the ground floor up to date, and can Luxembourg firms even work on the Belgian side?",
    "renovation", "abroad", "Arlon", distractors=["Kirchberg", "Luxembourg"], kind="d", nu="U", situation="budget for updating a 1930s house in Arlon")
add("en-t14", "We're moving into a new-build flat in Luxembourg City in June and we own nothing but a sofa. Is it better to hire a local interior designer for the whole thing or use one of those online design services for a few hundred euros? How do fees usually work here – by the hour, per room or a percentage?",
    "interior-design", "Luxembourg", "Luxembourg City", kind="d", nu="N", situation="interior designer or online design service for an empty flat")
add("en-t15", "Our kitchen in Oberkorn still has the original pink 1990s tiles behind the worktops, about 4 m². Can new tiles go straight over the old ones, or do they all have to come off first? And roughly how much would it cost, since we might sell the house in a couple of years anyway?",
    "tiling", "Differdange", "Oberkorn", not_place=["sell"], kind="d", nu="U", situation="tile over old splashback tiles or remove them")
# ---------------- Portuguese ----------------
add("pt-s01", "Tivemos um pequeno incêndio na cozinha e agora o apartamento todo em Esch-sur-Alzette está com fuligem preta nas paredes e nos armários, alguém faz limpeza depois de incêndio?",
    "cleaning", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="soot cleaning after a small kitchen fire")
add("pt-s02", "boa tarde queria pôr 6 candeeiros no jardim e uma tomada perto da piscina em colmar berg quanto custa mais ou menos",
    "electrical", "Colmar-Berg", "colmar berg", situation="garden lights and a socket near the pool")
add("pt-s03", "Alguém conhece uma costureira que faça bainhas em cortinas, são 8 cortinas compridas da sala?",
    None, None, None, situation="wants a seamstress to hem curtains")
add("pt-s04", "Faço pastéis de nata e bolos por encomenda em casa e queria um site simples com catálogo e pagamento online, quem faz isso e por quanto?",
    "web-development", None, None, situation="home baker wants an order site with online payment")
add("pt-s05", "Caiu uma panela de ferro no chão da cozinha e partiram-se 3 mosaicos, ainda tenho 5 de sobra na cave, alguém pode vir trocá-los em petange?",
    "tiling", "Pétange", "petange", situation="replace three cracked kitchen floor tiles with spares")
add("pt-s06", "Com o vento de ontem soltou-se um bocado do zinco à volta da chaminé no telhado da nossa casa em Larochette e agora entra água no sótão quando chove 😩",
    "roofing", "Larochette", "Larochette", situation="chimney flashing torn off by wind, attic leak")
add("pt-s07", "O motor do exaustor da cozinha (AEG) faz um barulho enorme tipo avião desde a semana passada, há alguém em Dudelange que repare ou compensa comprar novo?",
    "appliance-repair", "Dudelange", "Dudelange", situation="noisy cooker hood motor, repair or replace")
add("pt-s08", "Preciso de um advogado que fale português para tratar do meu divórcio, o meu marido já voltou para Portugal e não responde.",
    "legal", None, None, distractors=["Portugal"], situation="divorce with a husband who left for Portugal")
add("pt-s09", "A fechadura da porta da garagem em Schieren partiu-se por dentro e a porta já não abre nem fecha, o carro ficou lá dentro.",
    "locksmith", "Schieren", "Schieren", situation="garage door lock broken, car stuck inside")
add("pt-s10", "Mudança de Bonnevoie para Lasauvage dia 31 de janeiro, T2 no 4º andar sem elevador, preciso de carrinha e 2 homens, quanto fica?",
    "moving", "Luxembourg", "Bonnevoie", distractors=["Lasauvage"], situation="flat move from the city to the south, no lift")
add("pt-t01", "À noite, quando acendo a luz da casa de banho, vejo uns bichinhos prateados e compridos a fugir para debaixo do móvel. Já são dezenas e agora também aparecem no quarto ao lado, dentro das caixas de livros. Lavo tudo com lixívia e não adianta. Moramos em Angelsberg, numa casa antiga. O que posso fazer?",
    "pest-control", "Fischbach", "Angelsberg", kind="a", nu="U", situation="silverfish in bathroom and book boxes")
add("pt-t02", "A última fatura da água veio de 640 euros, quando normalmente pagamos uns 150. Fechei todas as torneiras e o contador continua a girar devagarinho. Não vejo água em lado nenhum, nem na cave. Moramos em Cruchten e o senhorio está em Portugal até março. Quem pode vir procurar onde está a fuga?",
    "plumbing", "Nommern", "Cruchten", distractors=["Portugal"], kind="a", nu="U", situation="huge water bill, meter turns with taps closed")
add("pt-t03", "Na parede da garagem, que é de blocos, apareceu uma fissura em escada desde o canto da janela até ao chão. No verão era fina, agora já cabe lá uma moeda. A porta do lado começou a prender. Estamos em Gilsdorf, perto do rio. Devo preocupar-me e quem vem ver isto?",
    "masonry", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="widening stepped crack in a block garage wall")
add("pt-t04", "O propriétaire disse-nos para desligar a bomba de calor todas as noites para poupar. Agora de manhã a casa está gelada, a máquina trabalha o dia todo sem parar e a conta da eletricidade subiu. Moramos num apartamento em Hollerich. Gostava que um técnico de aquecimento viesse afinar a bomba de calor como deve ser.",
    "heating", "Luxembourg", "Hollerich", kind="b", nu="N", situation="landlord said switch the heat pump off every night")
add("pt-t05", "Fizemos o sótão em pladur em Bigelbach e um amigo disse que podíamos pintar logo por cima, sem primário. Passados dois meses a tinta está às manchas, nas juntas vê-se tudo e em alguns sítios sai com a unha. São uns 60 m² de paredes e teto. Procuro um pintor para corrigir isto.",
    "painting", "Reisdorf", "Bigelbach", kind="b", nu="N", situation="friend said paint plasterboard without primer")
add("pt-t06", "Há dois anos mandámos fazer um deck de madeira no jardim em Ingeldorf e na loja disseram que aquela madeira não precisava de tratamento nenhum. Agora está todo cinzento, cheio de rachas, e há três tábuas soltas que abanam quando se pisa. Os miúdos já se magoaram com farpas. Dá para reparar ou tem de ser tudo novo?",
    "carpentry", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="shop said the deck wood needs no treatment, now cracked and loose")
add("pt-t07", "Separei-me no ano passado e continuo na classe 2 no cartão de impostos. Um colega disse que não faz mal, que ninguém verifica. Mas tenho medo de ter de pagar muito de volta. Procuro um contabilista que me ajude com a declaração e com a mudança de classe.",
    "accounting", None, None, kind="b", nu="N", situation="separated but still on the married tax class")
add("pt-t08", "Somos uma associação cultural portuguesa e em junho fazemos a nossa festa dos Santos Populares no pavilhão de Ettelbruck, com rancho folclórico e arraial. Precisamos de um fotógrafo para o dia todo e, se possível, um pequeno vídeo para as redes sociais. O orçamento da associação é curto. Quanto cobram?",
    "photography", "Ettelbruck", "Ettelbruck", kind="c", nu="N", situation="cultural association's summer festival photos and video")
add("pt-t09", "Temos uma pequena empresa de construção em Gosseldange com escritório para 4 pessoas. Os computadores estão lentíssimos, os e-mails às vezes não chegam e ninguém sabe a password do router. O meu filho costumava tratar disso mas foi estudar para o Porto. Precisávamos de alguém que pusesse tudo em ordem e depois fizesse manutenção.",
    "it-support", "Lintgen", "Gosseldange", distractors=["Porto"], kind="c", nu="U", situation="building firm's office PCs, mail and router in a mess")
add("pt-t10", "Somos uma agência de viagens e queremos as nossas brochuras e condições de venda em luxemburguês e alemão, cerca de 30 páginas a partir do português. Os clientes luxemburgueses queixam-se de que só temos tudo em francês e português. Também precisávamos que alguém revisse o texto depois de paginado. Quanto tempo demora e quanto custa?",
    "translation", None, None, kind="c", nu="U", situation="travel agency brochures into Luxembourgish and German")
add("pt-t11", "Abrimos um ginásio de crossfit em Mertzig e já não damos conta da limpeza. Precisamos de alguém todas as manhãs antes das 7h para os balneários, as casas de banho e o chão da sala, mais uma limpeza a fundo uma vez por mês. Temos cerca de 350 m². Podem mandar orçamento?",
    "cleaning", "Mertzig", "Mertzig", kind="c", nu="U", situation="gym needs daily early-morning cleaning")
add("pt-t12", "Construímos uma casa em Boevange-sur-Attert e o telhado é virado a sul, sem sombras. Vale mesmo a pena pôr painéis fotovoltaicos agora, com as ajudas do Klimabonus, ou é melhor esperar que fiquem mais baratos? Quantos kWp fazem sentido para uma família de 5 com carro elétrico? Gostava de falar com uma empresa de fotovoltaico.",
    "solar", "Helperknapp", "Boevange-sur-Attert", kind="d", nu="N", situation="PV on a new south roof now or wait, what size")
add("pt-t13", "Estamos a pensar comprar uma casa antiga em Bissen, de 1958, a precisar de tudo: telhado, janelas, canalização, eletricidade, casa de banho e cozinha. O preço é bom, mas não sabemos quanto vai custar pôr tudo em ordem. Vale a pena ou é um poço sem fundo? Alguém faz uma visita antes da compra para dar uma estimativa?",
    "renovation", "Bissen", "Bissen", kind="d", nu="U", situation="estimate for renovating a 1958 house before buying")
add("pt-t14", "Vamos vender o nosso apartamento em Longwy porque comprámos casa em Esch-sur-Alzette. A imobiliária diz que, se estiver bem decorado, vende-se mais depressa e mais caro. Vale a pena pagar a alguém para arrumar e decorar a casa para as visitas, ou basta tirar as coisas pessoais? Quanto custa isso normalmente?",
    "interior-design", "abroad", "Longwy", distractors=["Esch-sur-Alzette"], kind="d", nu="U", situation="stage a flat in Longwy for sale, worth it?")
add("pt-t15", "Temos um jardim pequeno em Hamm, perto do cemitério americano, uns 80 m² à sombra metade do dia, e a relva está sempre cheia de musgo e lama por causa do cão. Estamos a pensar em relva sintética. Fica melhor do que semear relva nova, e quanto custa por m² já colocada? Aquece muito no verão?",
    "gardening", "Luxembourg", "Hamm", kind="d", nu="U", situation="artificial turf or new lawn in a shady garden")
# ---------------- Italian ----------------
add("it-s01", "Cerco un imbianchino per togliere la vecchia carta da parati e ridipingere la cameretta di mia figlia a Schouweiler, circa 14 m², possibilmente prima di Natale.",
    "painting", "Dippach", "Schouweiler", situation="strip wallpaper and repaint a child's bedroom")
add("it-s02", "Qualcuno conosce un servizio di catering per una festa di compleanno di 40 persone il 14 febbraio, cucina italiana se possibile?",
    None, None, None, situation="wants catering for a birthday party")
add("it-s03", "La nostra Sàrl ha chiuso il primo esercizio e ci serve un commercialista per il bilancio e la dichiarazione dei redditi della società, siamo in due soci.",
    "accounting", None, None, situation="first annual accounts and tax return of a small company")
add("it-s04", "Il videocitofono del nostro condominio a Remich non funziona più su 3 campanelli su 6, serve un elettricista che lo sostituisca con uno nuovo.",
    "electrical", "Remich", "Remich", situation="replace a half-dead video intercom in a small building")
add("it-s05", "Vorremmo installare un addolcitore d'acqua sotto la scala dove entra il tubo principale, casa a Mondorf, avete qualcuno disponibile a gennaio?",
    "plumbing", "Mondorf-les-Bains", "Mondorf", situation="install a water softener on the main supply")
add("it-s06", "Dopo un tentato furto la settimana scorsa a Kleinbettingen vogliamo mettere una serratura di sicurezza a più punti sulla porta d'ingresso, quanto costa più o meno?",
    "locksmith", "Steinfort", "Kleinbettingen", situation="multipoint lock after an attempted burglary")
add("it-s07", "abbiamo comprato casa a dahlem e il giardino è abbandonato da 3 anni rovi ortiche erba alta fino alla vita serve qualcuno che ripulisca tutto e poi lo sistemi",
    "gardening", "Garnich", "dahlem", situation="clear and restore an overgrown garden")
add("it-s08", "Trasloco da Bous a Strassen il 6 marzo: casa con 3 camere e una cantina piena, ci serve anche un deposito per un mese, chi ha disponibilità?",
    "moving", "Bous-Waldbredimus", "Bous", distractors=["Strassen"], situation="house move with a month of storage")
add("it-s09", "Il piano a induzione Bosch di 6 anni si spegne da solo dopo un paio di minuti su due zone su quattro, qualcuno ripara a Goeblange?",
    "appliance-repair", "Koerich", "Goeblange", situation="induction hob zones switch themselves off")
add("it-s10", "Mi serve un interprete italiano-tedesco per una videochiamata con l'ambasciata giovedì mattina, riguarda il visto Schengen di mia suocera.",
    "translation", None, None, not_place=["Schengen"], situation="interpreter for an embassy video call")
add("it-t01", "Quando piove forte con vento da ovest, in mansarda si forma una goccia su una trave e cade proprio sul letto degli ospiti. Con la pioggia leggera non succede niente. Dal giardino si vedono alcune tegole del colmo spostate e una manca del tutto. Siamo a Greiveldange. Chi può venire a vedere prima che arrivino i miei genitori a Pasqua?",
    "roofing", "Stadtbredimus", "Greiveldange", kind="a", nu="U", situation="drip in the attic, ridge tiles displaced")
add("it-t02", "Da un mese i piccioni si sono installati sul nostro balcone a Eischen: hanno fatto il nido in un vaso e c'è sporco dappertutto. Alle cinque di mattina tubano sotto la finestra della camera e i bambini si svegliano. Li abbiamo scacciati più volte ma tornano sempre. Cosa si può fare?",
    "pest-control", "Habscht", "Eischen", kind="a", nu="U", situation="pigeons nesting on the balcony")
add("it-t03", "Stamattina nel corridoio di casa a Nospelt quattro piastrelle si sono sollevate a tenda con un rumore tipo sparo. Ora formano una cunetta di due centimetri e ci si inciampa. La casa ha 12 anni. Chi ripara una cosa del genere?",
    "tiling", "Kehlen", "Nospelt", kind="a", nu="U", situation="hallway floor tiles tented up with a bang")
add("it-t04", "Mio suocero l'estate scorsa ha riverniciato le persiane in metallo della nostra casa a Canach senza carteggiarle, diceva che lo smalto nuovo copre tutto. Adesso la vernice si stacca a scaglie e sotto la ruggine è peggio di prima. Sono 8 persiane grandi. Qualcuno può rifarle come si deve?",
    "painting", "Lenningen", "Canach", kind="b", nu="U", situation="father-in-law painted metal shutters without sanding")
add("it-t05", "Un amico ci ha detto che per il cancello nuovo bastava tassellare i cardini direttamente nei pilastri di mattoni. Dopo tre mesi un pilastro ha una crepa dall'alto in basso e si muove quando il cancello sbatte. Abitiamo a Filsdorf. Cerchiamo un muratore che rifaccia il pilastro in modo solido.",
    "masonry", "Dalheim", "Filsdorf", kind="b", nu="N", situation="gate hinges anchored in a brick pillar cracked it")
add("it-t06", "L'amministratore del nostro condominio a Merl dice che le valvole termostatiche dei termosifoni vanno tenute tutte al massimo, altrimenti la caldaia centrale si rovina. Così la camera dei bambini arriva a 26 gradi e il soggiorno resta a 19. Le spese condominiali sono aumentate del 30%. Qualcuno può controllare e regolare l'impianto del nostro appartamento?",
    "heating", "Luxembourg", "Merl", kind="b", nu="U", situation="building manager says keep all radiator valves at maximum")
add("it-t07", "Abbiamo firmato un compromesso per un appartamento e versato il 10% di caparra. La banca ci ha poi rifiutato il mutuo e l'agenzia immobiliare dice che la caparra è persa comunque, perché la clausola sospensiva non conta. Un collega sostiene che dovremmo lasciar perdere. Vorremmo il parere di un avvocato prima di rinunciare a 48.000 euro.",
    "legal", None, None, kind="b", nu="N", situation="deposit on a flat purchase after the loan was refused")
add("it-t08", "Gestisco una farmacia a Medernach. Da quando abbiamo cambiato il gestionale, la stampante delle etichette e il lettore di codici a barre funzionano solo su uno dei due banconi, e il backup notturno non parte. Il fornitore del software dice che è un problema di rete e di Windows, non suo. Avrei bisogno di qualcuno che venga a sistemare.",
    "it-support", "Vallée de l'Ernz", "Medernach", kind="c", nu="U", situation="pharmacy label printer, scanner and backup after a software change")
add("it-t09", "Siamo l'associazione dei genitori della scuola di italiano del sabato. Ogni anno raccogliamo 150 iscrizioni su carta e i pagamenti in contanti, è un caos. Vorremmo un sito semplice con iscrizione online, pagamento con carta e una pagina di notizie. Cerchiamo uno sviluppatore web che ci faccia un prezzo da associazione.",
    "web-development", None, None, kind="c", nu="N", situation="parents' association wants online enrolment and payment")
add("it-t10", "Abbiamo uno showroom di piastrelle e sanitari a Strassen e stiamo preparando il nuovo catalogo. Ci serve un fotografo per una dozzina di ambienti allestiti, bagni e cucine, con luce professionale, più qualche dettaglio dei materiali. Possiamo fare le foto solo di domenica, quando siamo chiusi. È possibile?",
    "photography", "Strassen", "Strassen", kind="c", nu="N", situation="tile showroom needs catalogue photos")
add("it-t11", "Apriamo a maggio una piccola trattoria nel centro di Lussemburgo, 45 coperti, in un locale che prima era un negozio di scarpe. Ci serve qualcuno che pensi alla disposizione dei tavoli, all'illuminazione, ai colori e all'arredo, in modo che sia accogliente ma funzionale per il servizio. I lavori li farebbe poi la nostra impresa. Chi si occupa di questo?",
    "interior-design", "Luxembourg", "Lussemburgo", kind="c", nu="U", situation="new trattoria needs a layout, lighting and furnishing concept")
add("it-t12", "Nella mansarda della nostra casa a Remerschen vorremmo un armadio su misura sotto il tetto spiovente, lungo circa 4 metri. Conviene farlo fare in legno da un artigiano o adattare dei moduli IKEA? Che differenza di prezzo c'è più o meno?",
    "carpentry", "Schengen", "Remerschen", kind="d", nu="U", situation="built-in wardrobe under a sloping roof, custom or adapted flat-pack")
add("it-t13", "Abbiamo appena comprato una casa (CAP L-7520) che è rimasta vuota per due anni: polvere ovunque, ragnatele, vetri opachi, cucina appiccicosa. Prima di portare i mobili vorremmo farla pulire a fondo. Quanto costa più o meno per 140 m², e conviene far fare anche i vetri esterni o li facciamo noi?",
    "cleaning", "Mersch", "L-7520", kind="d", nu="U", situation="deep clean of a house empty for two years before moving in")
add("it-t14", "Abitiamo a Mondorf-les-Bains, ma abbiamo comprato una vecchia casa a Mondorff, appena dall'altra parte del confine, per mia madre. Vorremmo trasformare la cantina in una taverna abitabile, con bagno, impianto elettrico e pavimento. Vale la pena o con l'umidità è meglio lasciar perdere? Quanto può costare all'incirca?",
    "renovation", "abroad", "Mondorff", distractors=["Mondorf-les-Bains"], kind="d", nu="U", situation="turn a cellar across the border into a living room, worth it?")
add("it-t15", "Nel nostro condominio a Bettembourg (12 appartamenti) alcuni proprietari vorrebbero mettere dei pannelli sul tetto piano. È possibile dividere la corrente tra tutti gli appartamenti con una comunità energetica, e conviene davvero? Chiediamo un preventivo a un installatore fotovoltaico per circa 300 m² di tetto.",
    "solar", "Bettembourg", "Bettembourg", kind="d", nu="N", situation="shared PV on a 12-flat building roof, worth it?")
# ---------------- Spanish ----------------
add("es-s01", "Tenemos dos ventanas de tejado de 1998 en la buhardilla de la casa en Kaundorf que ya no cierran bien y entra frío, ¿quién las cambia por unas nuevas del mismo tamaño?",
    "roofing", "Lac de la Haute-Sûre", "Kaundorf", situation="replace two old roof windows in the attic")
add("es-s02", "¿Alguien conoce una peluquera que venga a casa para cortarle el pelo a mi madre de 84 años, que ya no sale?",
    None, None, None, situation="wants a home-visit hairdresser for an elderly mother")
add("es-s03", "Mi empresa me debe 140 horas extra de este año y ahora dice que estaban incluidas en el sueldo, necesito un abogado laboralista que hable español o francés.",
    "legal", None, None, situation="unpaid overtime, wants an employment lawyer")
add("es-s04", "Necesito un fontanero para cambiar las tuberías de plomo que quedan en una casa de 1950 en Vichten, sobre todo la subida desde el contador.",
    "plumbing", "Vichten", "Vichten", situation="replace remaining lead water pipes")
add("es-s05", "la cerradura de la puerta de casa en noerdange cuesta cada vez más de girar y hoy casi no he podido abrir no quiero quedarme fuera con los niños",
    "locksmith", "Beckerich", "noerdange", situation="front door lock getting stiff, afraid of a lock-out")
add("es-s06", "La lavadora Miele no centrifuga y deja la ropa chorreando aunque el programa termina normal, ¿hay algún técnico que vaya hasta Saeul?",
    "appliance-repair", "Saeul", "Saeul", situation="washing machine no longer spins")
add("es-s07", "Hemos comprado una sauna de 9 kW para el sótano de la casa en Useldange y hace falta una línea nueva de 400 V desde el cuadro, ¿cuánto puede costar?",
    "electrical", "Useldange", "Useldange", situation="new 400 V circuit for a sauna")
add("es-s08", "Mudanza el 20 de febrero desde Cents hasta Redange-sur-Attert: piso de 2 habitaciones en 1ª planta y un armario de roble macizo muy pesado 😅",
    "moving", "Luxembourg", "Cents", distractors=["Redange-sur-Attert"], situation="flat move from the city to the west with a heavy wardrobe")
add("es-s09", "Busco a alguien que me haga una web para mi consulta de psicología con reserva de citas online, en español y francés.",
    "web-development", None, None, situation="psychologist wants a bilingual site with online booking")
add("es-s10", "Han aparecido cucarachas pequeñas en la cocina de nuestro piso en Esch-sur-Alzette, salen de noche detrás del microondas y ya vimos alguna en el baño 🤢",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="small cockroaches in a flat kitchen")
add("es-t01", "Desde hace una semana la aguja del manómetro de la caldera sube hasta 3 cuando se encienden los radiadores, y una válvula roja del lateral suelta agua a chorritos en un cubo. Por la mañana vuelve a bajar a 1,5. El suelo del cuarto de la caldera está siempre mojado. Vivimos en Boulaide. ¿Es peligroso y quién puede venir a mirarlo?",
    "heating", "Boulaide", "Boulaide", kind="a", nu="U", situation="system pressure climbs to 3 bar, safety valve drips")
add("es-t02", "Con el deshielo de esta semana cae agua por dentro de la pared del dormitorio, justo debajo del borde del tejado. Desde fuera se ve un bloque de hielo enorme colgando del canalón, que está doblado. El yeso ya tiene una mancha marrón. Estamos en Doncols. ¿Alguien puede venir antes de que vuelva a nevar?",
    "roofing", "Winseler", "Doncols", kind="a", nu="U", situation="ice on a bent gutter, meltwater inside the wall")
add("es-t03", "Detrás de la casa en Roodt el césped se convierte en un charco cada vez que llueve y tarda días en secarse. Donde juegan los niños ya no queda hierba, solo barro, y en verano la tierra se pone dura como piedra. Nos gustaría poder usar el jardín otra vez. ¿Qué se puede hacer y quién lo hace?",
    "gardening", "Ell", "Roodt", kind="a", nu="U", situation="waterlogged, bare lawn behind the house")
add("es-t04", "En la tienda de bricolaje me dijeron que podía pintar directamente encima del papel pintado del salón, que así me ahorraba quitarlo. Lo hice en nuestro piso de Pfaffenthal y ahora han salido burbujas por todas partes y se notan todas las juntas del papel. Son unos 45 m² de pared. ¿Alguien puede arreglarlo bien, quitándolo todo y pintando de nuevo?",
    "painting", "Luxembourg", "Pfaffenthal", kind="b", nu="U", situation="DIY store said paint over the wallpaper, now bubbling")
add("es-t05", "Un amigo que sabe de obras nos dijo que el suelo de roble macizo se podía pegar al solado sin dejar holgura en las paredes. Lo pusimos en septiembre en la casa de Redange-sur-Attert y con la calefacción las tablas se han levantado en el centro del salón. Hay una zona que sube casi tres centímetros. Buscamos un carpintero o parquetista que lo arregle.",
    "carpentry", "Redange", "Redange-sur-Attert", kind="b", nu="N", situation="solid oak floor laid without expansion gap has buckled")
add("es-t06", "Mi cuñado rellenó las juntas de la ducha poniendo lechada nueva encima de la vieja, sin rascar, porque así quedaba como nueva. Al mes la lechada nueva se desmorona y debajo se ve otra vez la junta vieja gris. La ducha es de obra, con azulejo pequeño, en nuestra casa de Diekirch. ¿Alguien puede rascar y rejuntar todo como se debe?",
    "tiling", "Diekirch", "Diekirch", kind="b", nu="U", situation="brother-in-law grouted over old grout, now crumbling")
add("es-t07", "El comercial que nos vendió las placas solares nos dijo que el inversor podía ir en el desván sin problema. Este verano, a mediodía, se apaga cada dos por tres y la aplicación marca cero justo cuando más sol hace. En el desván de nuestra casa en Perlé se llega a 45 grados. Queremos que un técnico de fotovoltaica lo revise y, si hace falta, lo cambie de sitio.",
    "solar", "Rambrouch", "Perlé", kind="b", nu="N", situation="inverter placed in a hot attic shuts down at noon")
add("es-t08", "Somos un club de pádel con 3 entrenadores a media jornada y un bar pequeño. Hasta ahora el tesorero hacía las nóminas con una hoja de Excel, pero deja el club en marzo. Buscamos una gestoría o un contable que lleve las nóminas, las declaraciones y las cuentas anuales. ¿Cuánto suele costar algo así al mes?",
    "accounting", None, None, kind="c", nu="N", situation="padel club needs payroll and annual accounts handled")
add("es-t09", "Somos un despacho de abogados pequeño en Ettelbruck, cuatro personas. Cuando alguien trabaja desde casa no puede entrar en los expedientes del servidor, y el escáner de la recepción solo envía a una dirección de correo. Además queremos que todo tenga copia de seguridad fuera de la oficina. ¿Hay alguien que venga a organizarlo?",
    "it-support", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="small law office: remote access, scanner, off-site backup")
add("es-t10", "Somos una pequeña bodega de la Rioja y empezamos a vender en Luxemburgo y Bélgica. Necesitamos traducir las fichas técnicas de 12 vinos y la web al francés y al alemán, unas 9.000 palabras. Buscamos un traductor nativo que sepa de vino. ¿Pueden enviarme un presupuesto?",
    "translation", None, None, distractors=["Rioja", "Luxemburgo", "Bélgica"], kind="c", nu="N", situation="Spanish winery needs wine sheets and site in French and German")
add("es-t11", "Tenemos una guardería en Wiltz con 28 niños de 0 a 4 años. La persona que limpiaba se jubila a final de mes y necesitamos a alguien cada tarde después de las 18:30, con productos adecuados para niños pequeños. También habría que desinfectar los juguetes una vez por semana. ¿Podrían darnos un precio?",
    "cleaning", "Wiltz", "Wiltz", kind="c", nu="U", situation="nursery needs evening cleaning and toy disinfection")
add("es-t12", "La primera comunión de nuestra hija es el 10 de mayo en Martelange, en Bélgica, en la iglesia del pueblo de mi mujer, aunque vivimos en Bigonville. ¿Qué es mejor, contratar un fotógrafo todo el día o solo para la ceremonia? ¿Cuánto suele costar cada opción? ¿Y los fotógrafos de Luxemburgo pueden trabajar allí?",
    "photography", "abroad", "Martelange", distractors=["Bélgica", "Bigonville", "Luxemburgo"], kind="d", nu="N", situation="first communion photos across the border, full day or ceremony only")
add("es-t13", "Nos han ofrecido un antiguo molino en Esch-sur-Sûre (el del norte, no Esch-sur-Alzette), junto al río, para convertirlo en vivienda: hay que hacer de todo, desde el tejado hasta la cocina, los baños y la instalación eléctrica. ¿Cuánto puede costar una rehabilitación así por metro cuadrado? ¿Es mejor pedir un estudio previo antes de firmar la compra?",
    "renovation", "Esch-sur-Sûre", "Esch-sur-Sûre", distractors=["Esch-sur-Alzette"], kind="d", nu="U", situation="cost of turning an old mill into a home")
add("es-t14", "Tenemos un piso en el Grund, en un edificio antiguo, con un salón de 30 m² largo y estrecho y una sola ventana al fondo. No sabemos cómo colocar los muebles ni qué luces poner para que no parezca un pasillo. ¿Vale la pena pagar a un profesional solo por un plan de distribución e iluminación? ¿Cuánto cobran normalmente?",
    "interior-design", "Luxembourg", "Grund", kind="d", nu="U", situation="long narrow living room, pay for a layout and lighting plan?")
add("es-t15", "En el jardín de la casa en Wahl hay un muro de piedra seca de 1,20 m que sujeta el terreno y este invierno se ha abombado hacia el camino. ¿Es mejor rehacerlo en piedra como estaba o hacer un muro de hormigón y revestirlo? ¿Cuánto puede costar por metro, más o menos, para unos 15 metros?",
    "masonry", "Groussbus-Wal", "Wahl", kind="d", nu="U", situation="bulging dry-stone retaining wall, rebuild in stone or concrete")
