MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "moien eis toilette leeft den ganzen dag no, de spullkaschten fëllt sech an hält ni op, kéint een dës woch laanscht kommen zu diddeleng",
    "plumbing", "Dudelange", "diddeleng", situation="toilet cistern keeps running and refilling")
add("lb-s02", "Sichen en Elektriker fir eng Wallbox (11 kW, Tesla Model Y) an eis Garage zu Walfer ze installéieren, den Zähler ass am Keller.",
    "electrical", "Walferdange", "Walfer", nu="N", situation="install an 11 kW wallbox in the garage")
add("lb-s03", "Brauch eng Iwwersetzung vun engem Bauvertrag (12 Säiten) vum Portugisesche op Franséisch bis Enn vum Mount, wat kascht dat?",
    "translation", None, None, situation="translate a 12-page building contract Portuguese to French")
add("lb-s04", "Wat kascht et ongeféier fir en ale Nëssbam (bal 20 m) am Gaart zu Beetebuerg ze fällen an de Stomp erauszefräsen?",
    "gardening", "Bettembourg", "Beetebuerg", situation="fell a 20 m walnut tree and grind the stump")
add("lb-s05", "Mir plënneren den 27 Februar vun Iechternach op Ettelbréck, 3-Zëmmer-Appartement um zweete Stack ouni Lift, mir brauchen 3-4 Leit an e Camion.",
    "moving", "Echternach", "Iechternach", distractors=["Ettelbréck"], situation="flat move, loading end Echternach, unloading Ettelbruck")
add("lb-s06", "Eisen neien Drécker (Brother MFC-L8900) am Büro zu Jonglënster gëtt vun de Laptops net fonnt, kann een dat haut nach astellen?",
    "it-support", "Junglinster", "Jonglënster", situation="new office printer not found by laptops on the network")
add("lb-s07", "Sichen e Moniteur fir Fuerstonnen deen och Englesch schwätzt, mäi Jong (17) mécht säi Führerschäin am Fréijoer 🚗",
    None, None, None, situation="driving instructor for a teenage son (not a listed trade)")
add("lb-s08", "dréngend hunn mech ausgespaart zu Gaasperech, de Schlëssel stécht bannen am Schlass, wéi séier kann een do sinn",
    "locksmith", "Luxembourg", "Gaasperech", situation="locked out, key left in the lock on the inside")
add("lb-s09", "Wéivill kascht et ongeféier fir 35 m² Buedemplättercher (60x60) an der Kiche zu Wolz ze leeën, déi al sinn schonn eraus?",
    "tiling", "Wiltz", "Wolz", situation="lay 35 m2 of 60x60 floor tiles in a kitchen")
add("lb-s10", "Sichen eng Firma fir eng grouss Botz nom Ëmbau (Stëbs iwwerall, Fënsteren, Buedem, ronn 140 m²) an der L-9233.",
    "cleaning", "Diekirch", "L-9233", situation="cleaning a house after building works")
add("lb-t01", "Moien. Den Drock um Gaskessel fällt all zwee Deeg op 0,5 bar, an ech fëllen ëmmer nees op 1,5 op. Et ass néierens eng naass Plaz ze gesinn. D'Haus ass zu Steesel, de Kessel ass vun 2012. Ka sech dat een ukucken ier et richteg kal gëtt?",
    "heating", "Steinsel", "Steesel", kind="a", nu="U", situation="heating circuit pressure keeps dropping, no visible leak")
add("lb-t02", "Zënter zwou Wochen kraazt et nuets an der Plafong vum Schlofzëmmer. Um Späicher leie kleng schwaarz Kréckelen wéi Reiskären, an d'Isolatioun huet Lächer. Eis Kaz sëtzt all Owend virun der Dier a knurrt. Mir wunnen zu Klierf an engem Haus beim Bësch. Wat maache mer do?",
    "pest-control", "Clervaux", "Klierf", kind="a", nu="U", situation="scratching in the ceiling, mouse droppings in the attic")
add("lb-t03", "All Kéiers wann den Uewen an d'Wäschmaschinn zur selwechter Zäit lafen, ass an der Kiche alles donkel. Am Keller muss ech dann de Schalter nees eropdrécken. Zanter gëschter richt et och e bësse verbrannt bei der Steckdous hannert dem Frigo. Appartement zu Miersch, Baujoer 1978. Wéini kann een kommen?",
    "electrical", "Mersch", "Miersch", kind="a", nu="U", situation="breaker trips when oven and washer run, burnt smell at a socket")
add("lb-t04", "Bei eis zu Konz (direkt hannert Waasserbëlleg) leeft bei all Reen Waasser laanscht d'Daachfënster an d'Kannerzëmmer. Den Noper huet gemengt, ech sollt einfach Silikon ronderëm schmieren, an dat hunn ech gemaach. Elo ass et nach méi schlëmm an d'Placo huet e bronge Fleck. Kënnt dir och op déi aner Säit vun der Musel?",
    "roofing", "abroad", "Konz", distractors=["Waasserbëlleg"], kind="b", nu="U", situation="roof window leaks after neighbour's silicone fix, house in Konz (DE)")
add("lb-t05", "Eis Gaardemauer zu Déifferdeng (Bruchsteng, ca. 1,60 m héich) huet zënter dem Wanter e grousse Rëss. De Proprietaire sot, dat wier normal, dat géif sech just setzen. Elo hänkt se op den Trottoir eriwwer, an d'Kanner vum Noper spillen do. Ech sichen e Maurer deen dat séier ofsécheren an nees opriichte kann.",
    "masonry", "Differdange", "Déifferdeng", kind="b", nu="N", situation="cracked stone garden wall now leaning, landlord said it was normal")
add("lb-t06", "Eis Spullmaschinn (Bosch, 4 Joer al) pompelt d'Waasser net méi eraus, um Enn vum Programm steet ëmmer nach Waasser ënnen dran. Am Geschäft wou mer se kaaft hunn, hu se gesot et lount sech net, mir sollen eng nei huelen. Ech mengen et ass just d'Pompel oder de Filter. Gëtt et een deen op Bouneweg kënnt a se flécke kann?",
    "appliance-repair", "Luxembourg", "Bouneweg", kind="b", nu="U", situation="dishwasher does not pump out, shop said buy a new one")
add("lb-t07", "Mäi Schwoer huet eisen Eecheparquet mat enger gelounter Schleifmaschinn ofgeschliff, an elo sinn iwwerall Wellen a Kuelen dran. Hie sot, mat Lack géif een dat net méi gesinn. Ma een gesäit et awer, besonnesch owes mat der Luucht. Dat sinn 45 m² am Wunnzëmmer zu Esch-Uelzecht. Ech sichen e Schräiner oder Parkettleeër deen rett wat ze retten ass.",
    "carpentry", "Esch-sur-Alzette", "Esch-Uelzecht", kind="b", nu="N", situation="oak parquet ruined by brother-in-law's sanding, needs proper re-sanding")
add("lb-t08", "Mir sinn de Comité vum Basketclub, an eise Veräin gëtt 75 Joer. De 14. Mäerz ass eng Gala am Festsall zu Ettelbréck mat ronn 300 Leit. Mir hätte gär een deen den Owend a Biller festhält an och e kuerze Film fir eis Facebook-Säit mécht. Wat géif dat kaschten?",
    "photography", "Ettelbruck", "Ettelbréck", kind="c", nu="U", situation="basketball club gala: photos and a short video")
add("lb-t09", "Mir hunn eng kleng Bäckerei zu Réimech mat 4 Salariéen. Bis elo huet meng Fra d'Paie selwer gemaach, mä se ass iwwerfuerdert mat all den Ännerungen. Mir sichen e Comptabel oder eng Fiduciaire déi d'Fiches de salaire an d'Meldunge bei der CCSS iwwerhëlt. Am léifsten ab Januar.",
    "accounting", None, None, distractors=["Réimech"], kind="c", nu="N", situation="bakery needs payroll outsourced")
add("lb-t10", "Mir sinn eng Zänndokter-Praxis zu Gréiwemaacher. D'Waardesall an de Gank gesi gro an ofgestouss aus, mat vill Kratzer vun de Kannerwon. Mir kënnen net während der Woch zoumaachen, dofir misst dat um Weekend geschéien. Et sinn ongeféier 80 m² Mauer an e bëssen Plafong, an enger heller Faarf.",
    "painting", "Grevenmacher", "Gréiwemaacher", kind="c", nu="U", situation="dental practice: repaint waiting room and corridor at a weekend")
add("lb-t11", "Eise Gesangveräin huet nach ëmmer eng Homepage vun 2009, an déi funktionéiert op den Handyen net. Mir wëllen eng nei Säit mat Concertskalenner, Fotoen an Ticketverkaf. Eise Budget ass kleng, ongeféier 2000 €. Wien mécht esou eppes?",
    "web-development", None, None, kind="c", nu="U", situation="choir needs a new mobile-friendly site with ticket sales")
add("lb-t12", "Mir iwwerleeë Panneauen op eisen Daach ze setzen fir eisen eegene Stroum ze produzéieren, mä den Daach ass Ost-West. Lount sech dat iwwerhaapt zu Ëlwen mat deem Wieder hei uewen? Mir hätte Plaz fir ongeféier 9 kWc. Wéi vill géif dat kaschten, a wéi vill kritt een nach vum Klimabonus?",
    "solar", "Troisvierges", "Ëlwen", kind="d", nu="U", situation="is PV worth it on an east-west roof in the north, cost and subsidy")
add("lb-t13", "Mir hunn en aalt Haus zu Veianen kaaft, an de Rez-de-chaussée ass e Labyrinth vu klenge Raim. Solle mer en Interior Designer huelen fir de Plang vun der Kiche an dem Wunnraum an d'Faarwen, oder ass dat rausgeworfe Geld? Wat kascht esou eng Berodung an der Reegel? Mir wëllen eréischt Enn vum Joer ufänken.",
    "interior-design", "Vianden", "Veianen", kind="d", nu="N", situation="is an interior designer worth it for the layout of an old house")
add("lb-t14", "Eise Bauträger weigert sech d'Mängel op der Terrass ze reparéieren, d'Plättercher si lass an et leeft Waasser ënnendrënner. D'Garantie leeft am Juni of, a mir hunn him schonn dräimol ageschriwwe geschriwwen. Lount et sech en Affekot ze huelen, oder ass dat ze deier fir esou eng Saach? Wat kascht eng éischt Consultatioun?",
    "legal", None, None, not_place=["éischt"], kind="d", nu="N", situation="developer refuses to fix terrace defects before warranty ends; worth a lawyer?")
add("lb-t15", "Mir wëllen de Späicher vun eisem Haus zu Hesper ausbauen: e Schlofzëmmer mat Duschbad, Isolatioun, Fënster, Stroum an Heizung. Wéi laang dauert esou eppes ongeféier? Brauche mer eng Autorisatioun vun der Gemeng? A wat muss ee pro m² rechnen?",
    "renovation", "Hesperange", "Hesper", kind="d", nu="U", situation="attic conversion into bedroom with shower room: duration, permit, cost")

# ---------------- French ----------------
add("fr-s01", "Bonjour, je cherche quelqu'un pour l'entretien de la pelouse et des massifs chez ma mère à Bascharage, une fois toutes les deux semaines d'avril à octobre.",
    "gardening", "Käerjeng", "Bascharage", situation="fortnightly lawn and flower-bed upkeep for an elderly mother")
add("fr-s02", "entretien annuel de ma chaudière gaz Viessmann Vitodens 200 à Soleuvre, dispo en semaine après 16h",
    "heating", "Sanem", "Soleuvre", situation="annual service of a gas boiler")
add("fr-s03", "Je cherche un avocat en droit du travail pour contester un licenciement pour faute grave, j'ai reçu la lettre lundi et il paraît que les délais sont courts.",
    "legal", None, None, nu="N", situation="employment lawyer to contest a dismissal for gross misconduct")
add("fr-s04", "Besoin de changer tous les barillets de la maison à Tétange suite à la perte d'un trousseau de clés, 3 portes + la porte du garage.",
    "locksmith", "Kayl", "Tétange", situation="change all lock cylinders after losing a key ring")
add("fr-s05", "On a ramené des punaises de lit de nos vacances 😩 traitement urgent pour un appart 2 chambres à Audun-le-Tiche juste derrière la frontière svp",
    "pest-control", "abroad", "Audun-le-Tiche", situation="bed bugs brought back from holiday, flat in Audun-le-Tiche (FR)")
add("fr-s06", "Qui peut me faire un site pour mon cabinet de kiné avec prise de rendez-vous en ligne en français, allemand et portugais ?",
    "web-development", None, None, situation="physiotherapy practice site with online booking in three languages")
add("fr-s07", "Devis pour repeindre les volets en bois (12 volets) et le portail en fer forgé d'une maison à Rumelange, à faire avant la fin juin.",
    "painting", "Rumelange", "Rumelange", situation="repaint wooden shutters and a wrought-iron gate")
add("fr-s08", "carrelage de terrasse qui se décolle sur à peu près 20 m² à remerschen, à refaire avant l'été si possible",
    "tiling", "Schengen", "remerschen", situation="terrace tiles coming loose, to be relaid")
add("fr-s09", "Déménagement d'un studio du quartier Gare vers Metz le 3 mai, juste une vingtaine de cartons, un lit, un frigo et un vélo.",
    "moving", "Luxembourg", "Gare", distractors=["Metz"], situation="studio move from the station quarter to Metz (loading end in the city)")
add("fr-s10", "Vous auriez quelqu'un pour réparer la carrosserie de ma voiture, une grosse rayure sur la portière arrière ?",
    None, None, None, situation="car bodywork scratch (not a listed trade)")
add("fr-t01", "Depuis quelques jours, une odeur d'égout remonte du siphon de sol dans la buanderie au sous-sol. Ça gargouille dès que la machine à laver vide son eau. On a versé du vinaigre et du bicarbonate, sans résultat. Maison à Pétange, construite en 1985.",
    "plumbing", "Pétange", "Pétange", kind="a", nu="U", situation="sewer smell and gurgling from a basement floor drain")
add("fr-t02", "Après la tempête de dimanche, il y a des morceaux de tuiles dans le jardin et une tache d'humidité au plafond de la chambre sous les combles. Depuis la rue on voit un trou près du faîtage. La météo annonce encore de la pluie demain. Nous habitons à Aspelt, rue principale.",
    "roofing", "Frisange", "Aspelt", kind="a", nu="U", situation="storm damage: broken tiles and a hole near the ridge")
add("fr-t03", "Notre frigo-congélateur Liebherr fait un claquement toutes les dix minutes et la partie du haut ne refroidit plus, alors que le congélateur en bas marche. On a tout mis dans des glacières. C'est à Foetz, près du centre commercial. Quelqu'un peut passer demain ?",
    "appliance-repair", "Mondercange", "Foetz", kind="a", nu="U", situation="fridge compartment no longer cools, clicking noise")
add("fr-t04", "Le vendeur du magasin de bricolage nous a conseillé un simple enduit de rebouchage pour les fissures de la façade. Trois mois plus tard, tout est ressorti et les fissures font maintenant 3 à 4 mm. La maison est à Schifflange, crépi des années 90. Il faudrait quelqu'un qui vérifie si c'est structurel et qui refasse l'enduit proprement.",
    "masonry", "Schifflange", "Schifflange", kind="b", nu="U", situation="render cracks came back after DIY filler advised by a shop")
add("fr-t05", "Sur les conseils de la jardinerie, on a semé du gazon en plein mois de juillet. Tout a grillé, il y a des trous partout et les mauvaises herbes ont pris le dessus. On voudrait faire refaire la pelouse correctement cet automne, environ 300 m². Maison à Mondorf, accès au jardin par le côté.",
    "gardening", "Mondorf-les-Bains", "Mondorf", kind="b", nu="U", situation="lawn sown in July on garden-centre advice failed, redo it")
add("fr-t06", "Mon beau-frère, « qui s'y connaît », a installé un répéteur wifi et changé les réglages de la box. Depuis, plus rien ne marche : l'imprimante ne se connecte plus et la télé coupe toutes les cinq minutes. Je télétravaille trois jours par semaine, c'est urgent. Je cherche un informaticien qui se déplace à Strassen.",
    "it-support", "Strassen", "Strassen", kind="b", nu="N", situation="home network broken by relative's wifi repeater, needs an IT technician")
add("fr-t07", "Le commercial qui nous a vendu les panneaux en 2019 nous avait dit qu'il n'y aurait aucun entretien à prévoir. Depuis cet hiver, l'onduleur affiche un voyant rouge et l'appli indique zéro production certains jours. La société a fait faillite entre-temps. Qui pourrait vérifier l'installation ? C'est à Bertrange, 6 kWc sur le toit.",
    "solar", "Bertrange", "Bertrange", kind="b", nu="U", situation="PV inverter red light, zero production, installer bankrupt")
add("fr-t08", "Nous sommes une petite fiduciaire de 12 personnes à Howald. Notre société de nettoyage actuelle arrête son contrat fin mars. Nous cherchons une nouvelle entreprise de nettoyage pour les bureaux deux soirs par semaine, environ 250 m², sanitaires et cuisine compris. Merci de nous envoyer une offre.",
    "cleaning", "Hesperange", "Howald", kind="c", nu="N", situation="accounting office needs evening office cleaning")
add("fr-t09", "Nous sommes une petite agence immobilière de Niederkorn. Nous mettons en vente six appartements neufs dans une résidence de la rue de Luxembourg à Esch-sur-Alzette. Il nous faudrait des photos bien lumineuses et une courte visite vidéo pour chaque logement, avec quelques vues de drone de la résidence. Seriez-vous disponibles la semaine prochaine ?",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Niederkorn", "Luxembourg"], kind="c", nu="U", situation="estate agency needs photos, video and drone shots of new flats")
add("fr-t10", "Notre club de football organise un tournoi de jeunes à la Pentecôte avec des équipes du Portugal et d'Allemagne. Nous devons envoyer le règlement et le livret d'accueil (environ 15 pages) aux clubs invités. Nous cherchons un traducteur pour les passer du français au portugais et à l'allemand d'ici fin avril. Quel serait votre tarif ?",
    "translation", None, None, kind="c", nu="N", situation="football club needs tournament rules translated into Portuguese and German")
add("fr-t11", "Nous sommes une brasserie artisanale à Berchem et nous ouvrons une salle de dégustation. Il nous faut un comptoir de bar en chêne massif de 6 m et des étagères murales pour les fûts et les bouteilles. Nous avons les plans de l'architecte. Délai souhaité : fin avril.",
    "carpentry", "Roeser", "Berchem", kind="c", nu="U", situation="craft brewery needs a solid oak bar counter and wall shelving")
add("fr-t12", "Nous sommes mariés, je travaille au Luxembourg et mon mari en France. Est-ce que ça vaut la peine de passer par un comptable pour la déclaration d'impôts, ou on peut la remplir seuls sur MyGuichet ? On a aussi un prêt immobilier et une assurance vie. Combien ça coûte en général ?",
    "accounting", None, None, distractors=["Luxembourg"], kind="d", nu="N", situation="cross-border couple: is an accountant worth it for the tax return?")
add("fr-t13", "Nous venons d'hériter d'une maison des années 60 à Remich, au bord de la Moselle. Est-ce que ça vaut le coup de tout remettre à neuf (électricité, sanitaires, sols, isolation) pour la louer, ou vaut-il mieux la vendre en l'état ? Quel budget au m² faut-il prévoir pour tout refaire ?",
    "renovation", "Remich", "Remich", kind="d", nu="U", situation="inherited 1960s house: renovate to let or sell as is, budget per m2")
add("fr-t14", "Nous avons un appartement de 65 m² à Merl avec une grande pièce de vie mal agencée. Vaut-il mieux faire appel à quelqu'un pour un plan d'aménagement, les couleurs et l'éclairage, ou est-ce qu'un magasin de meubles peut le faire gratuitement ? Combien demande-t-on pour ce genre de prestation ?",
    "interior-design", "Luxembourg", "Merl", kind="d", nu="U", situation="badly laid-out living room: pay for a layout/colour/lighting plan?")
add("fr-t15", "Notre maison à Lasauvage date de 1972 et l'assurance demande un contrôle de l'installation électrique. Le tableau a encore des fusibles à vis en porcelaine. Faut-il obligatoirement tout remplacer, ou un électricien peut-il juste ajouter un différentiel ? Et combien ça coûte à peu près ?",
    "electrical", "Differdange", "Lasauvage", kind="d", nu="N", situation="old porcelain-fuse board: full replacement or just an RCD?")

# ---------------- German ----------------
add("de-s01", "Wir suchen einen Schreiner für einen Einbauschrank unter der Dachschräge im Kinderzimmer, Haus in Berdorf, Maße ungefähr 3,20 m x 1,10 m.",
    "carpentry", "Berdorf", "Berdorf", not_place=["einen"], nu="N", situation="built-in wardrobe under a sloping ceiling")
add("de-s02", "Was kostet es, im Keller eines Einfamilienhauses in Consdorf (4 Personen) eine Wasserenthärtungsanlage nachzurüsten, inklusive Montage?",
    "plumbing", "Consdorf", "Consdorf", situation="retrofit a water softener in the cellar")
add("de-s03", "Suche Buchhalter/in für unseren Verein mit ca 180 Mitgliedern, Jahresabschluss und Kassenbericht bis zur Generalversammlung im März",
    "accounting", None, None, nu="N", situation="association needs annual accounts before its general meeting")
add("de-s04", "außenbeleuchtung für einfahrt und garten mit bewegungsmelder, kabel müssen noch verlegt werden, bech, ab mitte april",
    "electrical", "Bech", "bech", situation="outdoor lighting with motion sensors, cables to be laid")
add("de-s05", "Wer kann unser altes Klavier stimmen, es wurde seit dem Tod meines Vaters vor sieben Jahren nicht mehr gespielt?",
    None, None, None, situation="piano tuning (not a listed trade)")
add("de-s06", "Umzug von Wasserbillig nach Trier am 15.3., 2-Zimmer-Wohnung im ersten Stock ohne Aufzug, wir bräuchten auch Kartons.",
    "moving", "Mertert", "Wasserbillig", distractors=["Trier"], situation="flat move from Wasserbillig to Trier (loading end in Luxembourg)")
add("de-s07", "Treppenhaus in einem Mehrfamilienhaus mit 3 Etagen in Canach neu streichen lassen, Wände, Decken und das Metallgeländer 🙏",
    "painting", "Lenningen", "Canach", situation="repaint a three-storey stairwell and railing")
add("de-s08", "Wir brauchen jemanden, der die 14 alten Apfelbäume auf unserer Obstwiese in Manternach fachgerecht schneidet, am besten noch im Februar.",
    "gardening", "Manternach", "Manternach", situation="prune 14 old apple trees in an orchard")
add("de-s09", "Übersetzung eines Arztberichts (4 Seiten) vom Deutschen ins Portugiesische für meine Mutter, möglichst bis nächste Woche.",
    "translation", None, None, nu="N", situation="translate a 4-page medical report German to Portuguese")
add("de-s10", "Fensterreinigung innen und außen für ein Haus mit Wintergarten in Stadtbredimus, rund 40 Fenster, einmal im Frühjahr und einmal im Herbst",
    "cleaning", "Stadtbredimus", "Stadtbredimus", situation="twice-yearly window cleaning incl. conservatory")
add("de-t01", "Im Kleiderschrank haben mehrere Wollpullover plötzlich Löcher. Abends flattern kleine graue Falter durch Schlafzimmer und Flur. Lavendelsäckchen haben wir schon aufgehängt, das bringt nichts. Es ist ein Altbau in Biwer mit alten Dielen voller Ritzen. Wer kann da helfen?",
    "pest-control", "Biwer", "Biwer", kind="a", nu="U", situation="clothes moths eating woollens")
add("de-t02", "Unsere Haustür geht seit heute Morgen nicht mehr auf: der Schlüssel dreht sich, aber der Riegel bewegt sich keinen Millimeter. Wir sind zum Glück über die Terrasse rein, aber abschließen kann man jetzt gar nichts mehr. Morgen früh fahren wir eine Woche in Urlaub. Wir wohnen in Rosport, direkt an der Sauer.",
    "locksmith", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="front door lock: key turns but bolt does not move")
add("de-t03", "Im Bad und in der Küche bleibt der Boden kalt, während er im Wohnzimmer schön warm wird. Am Verteiler im Flur zeigen zwei Kreise keinen Durchfluss. Das Haus im Müllerthal ist von 2015, mit Wärmepumpe im Keller. Wenn morgens um sechs der Wecker klingelt, sind die Fliesen eiskalt.",
    "heating", "Waldbillig", "Müllerthal", not_place=["Wecker"], kind="a", nu="U", situation="two underfloor heating loops without flow")
add("de-t04", "Der Vermieter meinte, die Dachrinne würde sich beim nächsten Regen von selbst freispülen. Jetzt läuft bei jedem Schauer das Wasser über die Rinne die Fassade herunter, und im Keller gibt es einen feuchten Fleck. In der Rinne wächst inzwischen Gras. Ich suche einen Dachdecker oder Spengler, der die Rinne reinigt und prüft, Haus in Roodt-sur-Syre mit zwei Etagen.",
    "roofing", "Betzdorf", "Roodt-sur-Syre", not_place=["einen"], kind="b", nu="N", situation="blocked overflowing gutter the landlord said would clear itself")
add("de-t05", "Der Baumarkt hat uns für die Dusche normalen Zementfugenmörtel verkauft statt Epoxid. Nach einem Jahr bröckeln die Fugen, und zwei Fliesen klingen hohl. Die Dusche ist ebenerdig, 1,20 x 1,20 m. Wer kann die Fliesen in unserer Dusche in Ehnen neu verlegen und richtig abdichten?",
    "tiling", "Wormeldange", "Ehnen", kind="b", nu="U", situation="crumbling grout and hollow tiles in a walk-in shower after DIY-store advice")
add("de-t06", "Unser Nachbar hat seine neue Garage 40 cm auf unser Grundstück gebaut. Die Gemeinde sagt, das sei eine zivilrechtliche Sache. Mein Schwager meint, wir sollten einfach den Zaun versetzen und Ruhe geben. Ich möchte aber einen Anwalt für Nachbarrecht einschalten, bevor etwas verjährt.",
    "legal", None, None, not_place=["einen"], kind="b", nu="N", situation="neighbour's garage built 40 cm onto our land")
add("de-t07", "Der Kundendienst meinte am Telefon, bei unserem Induktionskochfeld (Siemens, 6 Jahre alt) müsse die ganze Glaskeramik getauscht werden, für 900 Euro. Dabei geht nur die hintere linke Zone nicht mehr, die anderen drei heizen ganz normal. Gibt es in Echternach jemanden, der so etwas selbst repariert? Wir wohnen in der Altstadt.",
    "appliance-repair", "Echternach", "Echternach", kind="b", nu="U", situation="induction hob: one zone dead, maker quoted full top replacement")
add("de-t08", "Wir sind ein kleines Weingut mit Probierstube in Grevenmacher. Kasse, Etikettendrucker und die zwei Büro-PCs hängen an einem alten Router, und seit dem Gewitter fällt das Netz ständig aus. Zum Weinfest im Mai muss alles stabil laufen. Wer kann sich das Netzwerk anschauen und ordentlich einrichten?",
    "it-support", "Grevenmacher", "Grevenmacher", kind="c", nu="U", situation="winery's tasting-room network keeps dropping")
add("de-t09", "Wir betreiben einen Campingplatz mit 60 Stellplätzen. Bisher laufen alle Reservierungen per E-Mail und Telefon, das wird uns zu viel. Wir suchen einen Webentwickler, der uns eine Seite mit Buchungskalender und Anzahlung per Karte baut, auf Deutsch, Französisch und Niederländisch. Start wäre nach der Saison.",
    "web-development", None, None, not_place=["einen"], kind="c", nu="N", situation="campsite needs a booking website with deposits")
add("de-t10", "Ich habe einen kleinen Hofladen in Bous. Wir verkaufen Gemüse, Eier und Säfte jetzt auch online und brauchen ordentliche Produktfotos, ungefähr 40 Artikel. Ein kurzes Video vom Hof für Instagram wäre auch schön. Wir suchen einen Fotografen, der zu uns auf den Hof kommt.",
    "photography", "Bous-Waldbredimus", "Bous", not_place=["einen"], kind="c", nu="N", situation="farm shop needs product photos and a short video")
add("de-t11", "Wir sind der Vorstand des Tennisclubs in Flaxweiler. Die Natursteinmauer zwischen Platz 2 und dem Parkplatz bröckelt, einige Steine sind schon herausgefallen. Außerdem soll neben dem Clubhaus ein Betonsockel für einen Geräteschuppen gegossen werden. Können Sie uns ein Angebot machen?",
    "masonry", "Flaxweiler", "Flaxweiler", not_place=["einen"], kind="c", nu="U", situation="tennis club: crumbling stone wall and a concrete base for a shed")
add("de-t12", "Unsere alte Ölheizung macht auch das Warmwasser, und im Sommer läuft der Kessel nur dafür. Lohnt sich eine Solarthermie-Anlage mit Kollektoren auf dem Dach, oder ist eine kleine Photovoltaikanlage mit Heizstab sinnvoller? Das Dach zeigt nach Süden, 35 Grad Neigung. Mit welchen Kosten muss man rechnen, wenn eine Solarfirma das in Befort installiert, und gibt es dafür noch Förderung?",
    "solar", "Beaufort", "Befort", kind="d", nu="N", situation="solar thermal vs small PV with immersion heater for summer hot water")
add("de-t13", "Wir überlegen, das Bad im Erdgeschoss für meine Schwiegermutter umbauen zu lassen, sie sitzt im Rollstuhl: bodengleiche Dusche, breitere Tür, Haltegriffe, unterfahrbares Waschbecken. Macht man das besser jetzt oder erst, wenn es wirklich nötig ist? Wie lange ist das Bad dann nicht benutzbar, und was kostet so etwas grob? Das Haus steht auf dem Limpertsberg.",
    "renovation", "Luxembourg", "Limpertsberg", kind="d", nu="U", situation="wheelchair-accessible bathroom conversion: when, how long, cost")
add("de-t14", "Wir wollen unsere 48-m²-Wohnung in der L-1724 möbliert vermieten. Lohnt es sich, jemanden für ein Einrichtungskonzept mit Möbeln, Farben und Licht zu bezahlen, oder kaufen wir einfach alles im Möbelhaus? Wie wird so etwas abgerechnet, pauschal oder pro Stunde?",
    "interior-design", "Luxembourg", "L-1724", kind="d", nu="U", situation="furnishing concept for a flat to let: worth paying for?")
add("de-t15", "Unsere Holzterrasse aus Bangkirai ist zwölf Jahre alt und hat viele morsche Dielen, vor allem da, wo das Regenwasser steht. Kann man einzelne Bretter austauschen, oder muss die ganze Unterkonstruktion neu? Und was ist auf Dauer besser, wieder Holz oder WPC? Das Haus steht in Nittel, auf der deutschen Moselseite gegenüber von Machtum.",
    "carpentry", "abroad", "Nittel", distractors=["Machtum"], not_place=["Holz"], kind="d", nu="U", situation="rotten deck boards: replace single boards or whole deck, wood or WPC (house in Nittel, DE)")

# ---------------- English ----------------
add("en-s01", "Need someone to set up 6 new laptops for new hires at our office in Munsbach (M365, Intune, shared printers) before Monday.",
    "it-support", "Schuttrange", "Munsbach", situation="set up six laptops for new employees")
add("en-s02", "Can someone look at the flat roof of our garage in Bridel, the bitumen has blistered and water drips onto my bike whenever it rains?",
    "roofing", "Kopstal", "Bridel", situation="blistered bitumen flat roof on a garage leaking")
add("en-s03", "looking for a dog walker for my two beagles weekdays around noon, they're friendly but pull a lot lol",
    None, None, None, situation="dog walker (not a listed trade)")
add("en-s04", "Need an English-speaking lawyer to go through a share purchase agreement before we sign on the 20th, it's for a small software company.",
    "legal", None, None, nu="N", situation="lawyer to review a share purchase agreement")
add("en-s05", "Quote for building a brick barbecue with a small worktop on our patio in Leudelange, roughly 2 m wide.",
    "masonry", "Leudelange", "Leudelange", situation="build a brick barbecue with worktop")
add("en-s06", "We need a one-off deep clean after our son's 18th birthday party in Kehlen — sticky floors, glitter everywhere, the works 🙈",
    "cleaning", "Kehlen", "Kehlen", situation="deep clean of a house after a teenager's party")
add("en-s07", "Our tumble dryer (Miele T1) suddenly makes a loud grinding noise and stops after a few minutes, can anyone fix it in Steinfort this week?",
    "appliance-repair", "Steinfort", "Steinfort", situation="tumble dryer grinding noise and stopping")
add("en-s08", "Our Shopify store for handmade candles needs a redesign and someone to fix the checkout, which breaks whenever a customer picks German, budget around 3k.",
    "web-development", None, None, situation="online candle shop redesign and broken checkout")
add("en-s09", "kitchen backsplash tiling about 6 m² of subway tiles, we already bought them, house in weiler-la-tour",
    "tiling", "Weiler-la-Tour", "weiler-la-tour", situation="kitchen backsplash tiling")
add("en-s10", "Looking for a photographer for corporate headshots of 25 staff at our Kirchberg office, ideally one morning in March.",
    "photography", "Luxembourg", "Kirchberg", nu="N", situation="corporate headshots for 25 staff")
add("en-t01", "Our water bill just came in at almost three times the usual amount. The meter in the basement keeps turning even when every tap is shut and the toilets aren't running. There's a strip of lawn by the front path that is always soggy now. We're in Garnich, house built in the 90s.",
    "plumbing", "Garnich", "Garnich", not_place=["bill"], kind="a", nu="U", situation="meter keeps turning, soggy lawn: buried supply pipe leak")
add("en-t02", "Whenever it rains hard, half the house goes dark and I have to flip a switch in the fuse box. It has only happened since we had garden lights put in last autumn. When it's dry, no problem at all. We live in Dippach, near the school.",
    "electrical", "Dippach", "Dippach", kind="a", nu="U", situation="RCD trips in heavy rain since garden lights were installed")
add("en-t03", "Pigeons have taken over the balcony of our fifth-floor flat in Belair: droppings everywhere, a nest behind the AC unit and cooing from 5 am. We tried a plastic owl and CDs on strings, they don't care. The kids can't use the balcony anymore. Help!",
    "pest-control", "Luxembourg", "Belair", kind="a", nu="U", situation="pigeons nesting on a city balcony")
add("en-t04", "Our landlord told us to just turn the thermostat up to 28 when the living room is cold, but the radiator there only gets lukewarm whatever we do. The other rooms are fine. It's a ground-floor flat in Strassen and the landlord won't call anyone. Can I get a heating engineer to check it and send the bill to him?",
    "heating", "Strassen", "Strassen", not_place=["bill"], kind="b", nu="N", situation="one radiator only lukewarm, landlord says turn thermostat up")
add("en-t05", "The guy at the DIY shop said we could roll normal emulsion straight over the old wallpaper in the hallway. Now bubbles and seams show through everywhere and it looks awful. We need the paper stripped and the walls redone properly, about 40 m² including the stairwell. House in Capellen, we can move the furniture ourselves.",
    "painting", "Mamer", "Capellen", kind="b", nu="U", situation="emulsion over old wallpaper bubbled; strip and repaint hallway")
add("en-t06", "My neighbour advised topping our three birch trees to keep them small, and my husband did it two years ago. Now they've sprouted dozens of weak shoots and one of them is dying back from the top. Can someone come and tell us what can be saved, and take down the dying one? We're in Moutfort.",
    "gardening", "Contern", "Moutfort", kind="b", nu="U", situation="birch trees ruined by topping on neighbour's advice")
add("en-t07", "A door-to-door salesman told us panels on our north-facing roof would pay for themselves in five years. Luckily we didn't sign. Now we're wondering whether a ground-mounted system at the bottom of the garden could work instead, it's a big south-facing plot in Sandweiler. Could someone come and assess it honestly?",
    "solar", "Sandweiler", "Sandweiler", kind="b", nu="U", situation="salesman pushed PV on a north roof; assess a ground-mounted array")
add("en-t08", "We're a small architecture practice at the Windhof, nine people. Our file server is a NAS under someone's desk and nobody has checked the backups in a year. After a near-miss with a dead disk last week, we want proper backups, an offsite copy and someone on call. Is that something you can arrange?",
    "it-support", "Koerich", "Windhof", kind="c", nu="U", situation="architecture office needs backups and IT support")
add("en-t09", "I run a yoga studio with two part-time teachers. Until now I've done the books in Excel, but the new lease, the loan for the flooring and the teachers' contracts make it too much. I'm looking for an accountant for monthly bookkeeping and the annual accounts of a SARL-S. A fixed monthly fee would be ideal.",
    "accounting", None, None, kind="c", nu="N", situation="yoga studio needs monthly bookkeeping and annual accounts")
add("en-t10", "Our biotech start-up is submitting a grant application, and the evaluators want the full project description in French. It's about 9,000 words of technical English. We need it done accurately by 28 February, ideally by someone with a life-sciences background.",
    "translation", None, None, kind="c", nu="U", situation="start-up grant application: 9,000 technical words into French")
add("en-t11", "We manage a coworking space in Clausen with about 40 members. People keep losing keys, and we've had to change the front door cylinder twice this year. We'd like a locksmith to put in a master key system, or better, badge locks for the main door and the six offices. Could you quote for that?",
    "locksmith", "Luxembourg", "Clausen", kind="c", nu="N", situation="coworking space wants a master-key or badge lock system")
add("en-t12", "We're relocating from Arlon to a rented house in Hobscheid at the end of June: four bedrooms, lots of books, one very heavy oak table. Is it cheaper to hire movers for everything, or to pack ourselves and just pay for a truck and two men? Do Luxembourg movers charge extra for crossing the border?",
    "moving", "Habscht", "Hobscheid", distractors=["Arlon", "Luxembourg"], kind="d", nu="N", situation="move from Arlon (BE) to Hobscheid: full service or truck and two men?")
add("en-t13", "My partner and I just bought an 80s bungalow in Senningerberg and we can't agree on anything: open kitchen or not, dark floors or light, where the TV goes. Would an interior designer actually help, or just add a third opinion? What does a basic layout and colour plan usually cost?",
    "interior-design", "Niederanven", "Senningerberg", kind="d", nu="N", situation="couple disagree on bungalow layout: is an interior designer worth it?")
add("en-t14", "We're thinking of turning our unused basement in Reckange-sur-Mess into a guest room with a small shower room. It's dry, about 2.30 m ceiling height, with one small window. Is that realistic, and do we need a permit for a habitable room? What sort of budget are we looking at?",
    "renovation", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="d", nu="U", situation="convert a basement into a guest room with shower")
add("en-t15", "We live just over the border in Arlon, and since we put in underfloor heating downstairs our oak staircase creaks on almost every step. Is that fixable without tearing off the treads, or is it a full replacement job? And would anyone from Luxembourg even come over for something like that?",
    "carpentry", "abroad", "Arlon", distractors=["Luxembourg"], kind="d", nu="U", situation="creaking oak staircase in a house in Arlon (BE)")

# ---------------- Portuguese ----------------
add("pt-s01", "Preciso de uma senhora para fazer a limpeza da casa uma vez por semana em Bissen, 4 horas, de preferência à sexta-feira.",
    "cleaning", "Bissen", "Bissen", situation="weekly house cleaning, four hours")
add("pt-s02", "bom dia o cano da banca da cozinha está entupido desde o jantar de domingo a água não desce nada, moro em lintgen perto da gare",
    "plumbing", "Lintgen", "lintgen", not_place=["gare"], situation="kitchen sink drain blocked after a big dinner")
add("pt-s03", "Procuro uma costureira para fazer a bainha de umas calças e apertar um vestido para um casamento até sábado.",
    None, None, None, situation="seamstress for hemming and taking in a dress (not a listed trade)")
add("pt-s04", "Preciso de um eletricista para pôr 4 tomadas novas e uma linha para o ar condicionado no meu apartamento em Bonnevoie.",
    "electrical", "Luxembourg", "Bonnevoie", nu="N", situation="four new sockets and a circuit for air conditioning")
add("pt-s05", "Alguém que faça o jardim todo de uma casa nova em Tuntange, com relva, uns arbustos e canteiros, porque o terreno ainda está só com terra?",
    "gardening", "Helperknapp", "Tuntange", situation="lay out a whole new garden on bare soil")
add("pt-s06", "Preciso de traduzir o contrato de trabalho e as condições do seguro do francês para português para a minha mãe perceber, são umas 10 páginas.",
    "translation", None, None, situation="translate a work contract and insurance terms French to Portuguese")
add("pt-s07", "a fechadura da caixa do correio partiu-se e perdi a chave, moro num prédio em Ettelbruck, alguém me troca isso?",
    "locksmith", "Ettelbruck", "Ettelbruck", situation="broken mailbox lock and lost key")
add("pt-s08", "Orçamento para pintar a fachada de uma casa de 2 andares em Schieren, cor branca, com andaime incluído.",
    "painting", "Schieren", "Schieren", situation="repaint the facade of a two-storey house")
add("pt-s09", "o forno da siemens não aquece em baixo só a parte de cima e a porta fecha mal, é em mertzig",
    "appliance-repair", "Mertzig", "mertzig", situation="oven bottom element dead and door not closing")
add("pt-s10", "Preciso de um contabilista para a declaração de impostos, sou casada e temos uma casa em Portugal que está alugada.",
    "accounting", None, None, nu="N", situation="tax return with rental income from a house in Portugal")
add("pt-t01", "A caldeira está a trabalhar e a água quente da torneira está boa, mas os radiadores estão todos frios desde ontem. Ouve-se um zumbido do lado da caldeira, perto de uma bomba. Temos dois bebés em casa e lá fora estão -3 graus. Moramos em Colmar-Berg, numa casa geminada.",
    "heating", "Colmar-Berg", "Colmar-Berg", kind="a", nu="U", situation="all radiators cold though boiler runs, humming pump")
add("pt-t02", "Quando chove com vento, a água entra pela parede do quarto junto à chaminé. Lá em cima no sótão vê-se a madeira molhada à volta da chaminé. O resto do telhado parece estar bem. A casa é em Heffingen.",
    "roofing", "Heffingen", "Heffingen", kind="a", nu="U", situation="leak around the chimney in wind-driven rain")
add("pt-t03", "Encontrámos fezes grandes e um saco de ração roído na garagem, e à noite ouve-se barulho no compostor do jardim. Hoje de manhã vi um bicho castanho com uma cauda comprida a fugir para debaixo da lenha. Tenho medo por causa do cão e dos miúdos. Moramos em Niederfeulen.",
    "pest-control", "Feulen", "Niederfeulen", kind="a", nu="U", situation="rats in the garage and compost bin")
add("pt-t04", "O meu cunhado disse que a parede entre a cozinha e a sala não era de carga e que a podíamos deitar abaixo nós mesmos. Já começámos e apareceu uma viga de betão por cima, agora estamos com medo. Preciso de um pedreiro que veja isto e faça a abertura como deve ser, com lintel. A casa é em Lorentzweiler.",
    "masonry", "Lorentzweiler", "Lorentzweiler", kind="b", nu="N", situation="half-demolished wall turns out to carry a concrete beam")
add("pt-t05", "Na loja disseram-nos que podíamos colar os azulejos novos por cima dos velhos na cozinha. Agora há três a cair e os outros soam ocos. Queria alguém que tire tudo e volte a assentar como deve ser, são uns 12 m² de parede. Moro em Larochette.",
    "tiling", "Larochette", "Larochette", kind="b", nu="U", situation="new wall tiles glued over old ones are falling off")
add("pt-t06", "Um amigo disse que com uma carrinha alugada e dois colegas fazíamos a mudança num dia. Ficámos a meio: o sofá não passa na escada em caracol e o frigorífico americano também não. Precisamos de uma empresa de mudanças com elevador exterior amanhã de manhã, de Dudelange para Bettembourg. O contrato do apartamento acaba no fim do mês.",
    "moving", "Dudelange", "Dudelange", distractors=["Bettembourg"], kind="b", nu="N", situation="DIY move stuck: sofa and fridge need an outside lift (Dudelange to Bettembourg)")
add("pt-t07", "Na loja onde comprei o portátil disseram que era só reinstalar o Windows, e fiz isso sozinho. Agora a impressora e o wi-fi não funcionam e perdi as fotos da comunhão da minha filha que não tinham cópia. Alguém pode vir a Ingeldorf tentar recuperar os ficheiros e pôr tudo a funcionar?",
    "it-support", "Erpeldange-sur-Sûre", "Ingeldorf", kind="b", nu="U", situation="DIY Windows reinstall lost photos and broke wifi/printer")
add("pt-t08", "Temos um restaurante português em Esch/Alzette e precisamos de uma empresa de limpeza para a limpeza profunda da cozinha: exaustor, filtros, paredes e chão. Tinha de ser uma vez por mês, ao domingo, que estamos fechados. A inspeção sanitária passou cá na semana passada e deu-nos um prazo.",
    "cleaning", "Esch-sur-Alzette", "Esch/Alzette", kind="c", nu="N", situation="restaurant needs monthly deep cleaning of its kitchen")
add("pt-t09", "Temos uma pequena empresa de construção e queremos mostrar as nossas obras no site e no Instagram. Precisávamos de alguém que tirasse fotos e fizesse vídeos com drone de três moradias que acabámos agora em Differdange. As casas ainda estão vazias até ao fim do mês.",
    "photography", "Differdange", "Differdange", kind="c", nu="U", situation="builder wants photos and drone videos of finished houses")
add("pt-t10", "Temos uma pequena empresa de transportes com 3 carrinhas e os clientes pedem sempre um site para fazer pedidos de orçamento. Queria um site simples em português, francês e alemão, com formulário e mapa. Conhecem algum web designer que não cobre uma fortuna?",
    "web-development", None, None, kind="c", nu="N", situation="small transport firm needs a simple quote-request site")
add("pt-t11", "A nossa associação cultural aluga uma sala há 12 anos e o proprietário mandou uma carta a dizer que o contrato acaba daqui a três meses. Temos mais de 200 sócios e as aulas de folclore para as crianças. Queríamos saber quais são os nossos direitos e ter alguém que nos represente se for preciso.",
    "legal", None, None, kind="c", nu="U", situation="cultural association's hall lease terminated: rights and representation")
add("pt-t12", "Vale a pena pôr painéis no telhado para fazer a nossa própria eletricidade numa casa em Nommern? O telhado está virado a sul mas há duas árvores grandes do vizinho. Quanto custa mais ou menos e em quantos anos se paga? Ainda há ajudas do Estado?",
    "solar", "Nommern", "Nommern", kind="d", nu="U", situation="is rooftop PV worth it with neighbour's trees shading")
add("pt-t13", "Herdámos a casa dos meus sogros em Gilsdorf, é de 1955. Compensa remodelar já a cozinha e a casa de banho e trocar a canalização e a eletricidade, ou esperar uns anos? Quanto tempo leva uma obra dessas? Podemos morar lá durante as obras?",
    "renovation", "Bettendorf", "Gilsdorf", kind="d", nu="U", situation="1955 house: renovate kitchen, bath, pipes and wiring now or later?")
add("pt-t14", "Tenho um estúdio de 38 m² em Schoos e não sei como arrumar a cama, o sofá e a mesa sem ficar tudo apertado. Vale a pena pagar a alguém para fazer um plano da disposição e escolher as cores, ou é dinheiro deitado fora? Quanto se paga normalmente por isso?",
    "interior-design", "Fischbach", "Schoos", kind="d", nu="U", situation="small studio layout and colours: worth paying someone?")
add("pt-t15", "Moramos em Hettange-Grande e queremos roupeiros embutidos no quarto das crianças, que tem um recanto debaixo da escada. Vale a pena mandar fazer por medida ou é melhor comprar no IKEA e adaptar? Um carpinteiro do Luxemburgo vem trabalhar a França?",
    "carpentry", "abroad", "Hettange-Grande", distractors=["Luxemburgo"], kind="d", nu="N", situation="built-in wardrobes in a house in Hettange-Grande (FR): custom or IKEA?")

# ---------------- Italian ----------------
add("it-s01", "Cerco un imbianchino per tinteggiare tre camere e il corridoio di un appartamento a Beckerich, circa 180 m² di pareti, prima di Pasqua.",
    "painting", "Beckerich", "Beckerich", nu="N", situation="paint three bedrooms and a corridor before Easter")
add("it-s02", "Quanto costa sostituire la vecchia caldaia a gasolio con una pompa di calore aria-acqua in una casa di 140 m² a Useldange?",
    "heating", "Useldange", "Useldange", situation="replace an oil boiler with an air-to-water heat pump")
add("it-s03", "Ho un agriturismo con 6 camere e vorrei un sito nuovo con prenotazione diretta, perché oggi passa tutto da Booking e le commissioni mi uccidono.",
    "web-development", None, None, situation="farm-stay wants its own direct-booking website")
add("it-s04", "Cerco qualcuno che dia ripetizioni di matematica a mio figlio di terza media, due volte a settimana, anche online.",
    None, None, None, situation="maths tutor for a teenager (not a listed trade)")
add("it-s05", "Perdita d'acqua dal sifone sotto il lavandino del bagno a Redange/Attert, il mobile è già tutto gonfio, urgente!!",
    "plumbing", "Redange", "Redange/Attert", situation="leaking trap under a bathroom basin")
add("it-s06", "la cassaforte a muro non si apre più, la combinazione non va e le batterie le ho già cambiate, abito a kaundorf",
    "locksmith", "Lac de la Haute-Sûre", "kaundorf", situation="wall safe will not open despite new batteries")
add("it-s07", "Dovrei rifare le fughe e sostituire 8 piastrelle crepate del pavimento della cucina a Dudelange, avete qualcuno libero a marzo?",
    "tiling", "Dudelange", "Dudelange", situation="regrout kitchen floor and replace eight cracked tiles")
add("it-s08", "Mi serve un avvocato per la successione di mia madre, c'è una casa in Calabria e due fratelli che non sono d'accordo su niente.",
    "legal", None, None, nu="N", situation="inheritance dispute over a house in Calabria")
add("it-s09", "Trasloco da Vichten a Milano a fine maggio, bilocale, serve anche imballaggio e smontaggio mobili, mi fate un preventivo?",
    "moving", "Vichten", "Vichten", distractors=["Milano"], situation="move from Vichten to Milan with packing (loading end in Luxembourg)")
add("it-s10", "Cerco un interior designer per il progetto di luci e colori del nostro nuovo negozio di ottica a Mersch, apertura prevista a settembre.",
    "interior-design", "Mersch", "Mersch", nu="N", situation="lighting and colour scheme for a new optician's shop")
add("it-t01", "La lavatrice non centrifuga più: alla fine del programma i panni sono fradici e si sente un ronzio, ma il cestello resta fermo. Sul display non compare niente di strano. È una Samsung di cinque anni. Abitiamo a Boulaide.",
    "appliance-repair", "Boulaide", "Boulaide", kind="a", nu="U", situation="washing machine drum will not spin, humming")
add("it-t02", "In cucina le luci a LED del soffitto sfarfallano ogni volta che parte il frigorifero, e ieri sera una si è spenta con un piccolo scoppio. Anche l'interruttore vicino alla porta diventa tiepido. La casa è a Ell e l'impianto l'aveva rifatto il proprietario precedente, da solo.",
    "electrical", "Ell", "Ell", kind="a", nu="U", situation="ceiling LEDs flicker and pop, warm switch")
add("it-t03", "Da qualche giorno in bagno e vicino alla lavastoviglie corrono di notte degli insetti marroni, piatti e velocissimi. Quando accendo la luce spariscono sotto il battiscopa. Abito a Differdange, in un condominio degli anni '70, e anche la vicina ne ha visti. Che schifo!",
    "pest-control", "Differdange", "Differdange", kind="a", nu="U", situation="cockroaches in a 1970s block of flats")
add("it-t04", "Mio suocero Walter ha sempre detto che il muschio sul tetto non fa niente, anzi isola. Quest'inverno però le tegole sul lato nord si sono spaccate col gelo e nel sottotetto entra acqua. Cerco un copritetto che pulisca tutto e sostituisca le tegole rotte. La casa è a Heiderscheid.",
    "roofing", "Esch-sur-Sûre", "Heiderscheid", not_place=["Walter"], kind="b", nu="N", situation="frost-cracked mossy roof tiles after father-in-law's advice")
add("it-t05", "L'amministratore del condominio ci ha detto di usare una pittura normale nel bagno senza finestra. Dopo sei mesi si sfoglia tutto dal soffitto, a scaglie. Vorremmo raschiare e ridipingere con un prodotto adatto all'umidità. Appartamento a Esch-sur-Alzette, bagno di circa 6 m².",
    "painting", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="b", nu="U", situation="ceiling paint peeling in a windowless bathroom")
add("it-t06", "Il vivaio ci aveva assicurato che il bambù piantato tre anni fa non si sarebbe espanso. Adesso spunta nel prato del vicino e perfino sotto la terrazza. Ci serve un giardiniere che lo estirpi con tutte le radici e metta una barriera antiradice. Siamo a Bettborn.",
    "gardening", "Préizerdaul", "Bettborn", kind="b", nu="N", situation="invasive bamboo to be dug out, root barrier")
add("it-t07", "Un amico mi ha detto che, avendo aperto una piccola SARL l'anno scorso, non dovevo fare niente fino al secondo anno. Adesso mi è arrivata una multa per il bilancio non depositato. Cerco qualcuno che metta in ordine i conti e prepari il bilancio 2025 al più presto.",
    "accounting", None, None, kind="b", nu="U", situation="first-year company accounts never filed after friend's advice")
add("it-t08", "Siamo un'azienda agricola a Saeul con una stalla che ha 600 m² di tetto, rifatto nel 2018 e orientato a sud-ovest. Vorremmo produrre noi l'elettricità per la mungitura e per raffreddare il latte. Potete venire a fare un sopralluogo e dirci quanti kW ci stanno?",
    "solar", "Saeul", "Saeul", kind="c", nu="U", situation="dairy farm wants PV on a 600 m2 barn roof")
add("it-t09", "Gestiamo una scuola di danza a Wilwerwiltz con due sale e gli spogliatoi. Finora se ne occupava una volontaria del club, che però ha smesso. Ci serve qualcuno tre sere a settimana dopo le 21 per lavare pavimenti, specchi e docce.",
    "cleaning", "Kiischpelt", "Wilwerwiltz", kind="c", nu="U", situation="dance school needs evening cleaning")
add("it-t10", "Siamo uno studio di architettura e partecipiamo a un concorso in Germania. Cerchiamo un traduttore tecnico per la relazione di progetto, 25 pagine dall'italiano al tedesco. La consegna è il 15 marzo, quindi ci servirebbe entro il 10.",
    "translation", None, None, kind="c", nu="N", situation="architects need a technical report translated into German")
add("it-t11", "Abbiamo una piccola gioielleria in Ville-Haute, vendiamo soprattutto perle e argento. Dopo un aggiornamento il computer della cassa e la stampante delle etichette non si parlano più. Ci serve un tecnico informatico che venga in negozio prima del weekend.",
    "it-support", "Luxembourg", "Ville-Haute", not_place=["perle"], kind="c", nu="N", situation="jeweller's till PC and label printer stopped talking after an update")
add("it-t12", "Abbiamo un terreno in pendenza a Goesdorf e vorremmo fare un muro di contenimento lungo circa 15 m e alto un metro. Meglio blocchi di cemento rivestiti o pietra naturale? Quanto costa più o meno al metro? Serve un permesso del comune?",
    "masonry", "Goesdorf", "Goesdorf", kind="d", nu="U", situation="retaining wall on a slope: concrete blocks or stone, cost, permit")
add("it-t13", "Vorremmo aprire un accesso alla soffitta con una scala retrattile. Conviene farla fare su misura o comprarne una già pronta? Il solaio è in legno, casa degli anni '30 a Grosbous. Quanto può costare il lavoro?",
    "carpentry", "Groussbus-Wal", "Grosbous", kind="d", nu="U", situation="loft hatch with folding stairs: custom-made or ready-made?")
add("it-t14", "Stiamo pensando di comprare un vecchio fienile a Perlé da trasformare in casa. Secondo voi conviene, o costa più che costruire nuovo? Quanto tempo ci vuole di solito per un lavoro così? Cosa bisogna controllare prima di firmare?",
    "renovation", "Rambrouch", "Perlé", kind="d", nu="U", situation="converting an old barn into a house: worth it, how long?")
add("it-t15", "Facciamo il battesimo di nostra figlia ad Athus, appena oltre il confine, a giugno. Conviene prendere un fotografo per tutta la giornata o basta un'ora in chiesa e al pranzo? Quanto si spende di solito?",
    "photography", "abroad", "Athus", kind="d", nu="N", situation="christening photographer in Athus (BE): full day or one hour?")

# ---------------- Spanish ----------------
add("es-s01", "Hola, desde que cambiaron el contador el agua sale con muy poca presión en toda la casa en Medernach, ¿alguien puede venir a mirarlo?",
    "plumbing", "Vallée de l'Ernz", "Medernach", situation="low water pressure everywhere after the meter was replaced")
add("es-s02", "Busco carpintero para hacer una estantería a medida de pared a pared en el salón, piso en Hamm, unos 4 m de largo.",
    "carpentry", "Luxembourg", "Hamm", nu="N", situation="made-to-measure wall-to-wall bookcase")
add("es-s03", "Necesito traducir del alemán al español el manual de una máquina de carpintería que compramos de segunda mano, son unas 40 páginas.",
    "translation", None, None, situation="translate a 40-page machine manual German to Spanish")
add("es-s04", "Busco limpieza de alfombras y del sofá a domicilio en Itzig, el perro ha hecho de las suyas 🐶",
    "cleaning", "Hesperange", "Itzig", situation="carpet and sofa cleaning at home after the dog")
add("es-s05", "¿Conocéis a algún mecánico de bicis que venga a domicilio para arreglar los frenos de dos bicicletas?",
    None, None, None, situation="mobile bicycle mechanic (not a listed trade)")
add("es-s06", "Necesito un contable que me ayude con la declaración de la renta, este año vendí un piso en Valencia y no sé cómo declararlo aquí.",
    "accounting", None, None, nu="N", situation="tax return after selling a flat in Valencia")
add("es-s07", "Con el viento se ha caído un trozo del canalón de la casa en Fouhren y ahora el agua cae justo en la puerta de entrada.",
    "roofing", "Tandel", "Fouhren", situation="storm tore off part of the gutter")
add("es-s08", "presupuesto para 12 placas solares con inversor híbrido en tejado a dos aguas en Wemperhardt",
    "solar", "Weiswampach", "Wemperhardt", situation="quote for 12 PV panels with a hybrid inverter")
add("es-s09", "quiero diseñar el jardín de la casa nueva en dalheim con plantas que no necesiten mucho riego, algo tipo mediterráneo",
    "gardening", "Dalheim", "dalheim", situation="design a low-water Mediterranean-style garden")
add("es-s10", "Esta noche nos han intentado forzar la puerta en el Grund y el bombín ha quedado dañado, necesito cambiarlo hoy por uno de seguridad.",
    "locksmith", "Luxembourg", "Grund", situation="replace a cylinder damaged in a break-in attempt")
add("es-t01", "Cada vez que alguien se ducha arriba se oye un golpe fuerte en las tuberías, como un martillazo, y tiembla toda la pared. También pasa cuando se cierra de golpe el grifo de la cocina. Vivimos en una casa antigua en Bourscheid y ya empieza a dar miedo.",
    "plumbing", "Bourscheid", "Bourscheid", kind="a", nu="U", situation="water hammer banging in the pipes")
add("es-t02", "El congelador vertical se llena de hielo en una semana, la puerta ya no cierra bien y por la mañana hay un charco. La goma de la puerta parece despegada en una esquina. Lo tenemos en el garaje de casa, en Hosingen. ¿Tiene arreglo?",
    "appliance-repair", "Parc Hosingen", "Hosingen", kind="a", nu="U", situation="upright freezer iced up, door seal loose")
add("es-t03", "Desde la tormenta del jueves no funcionan ni el timbre ni el portero automático, y las luces del jardín tampoco encienden. En el cuadro no hay nada bajado. Vivimos en Reisdorf, casa de los años 80.",
    "electrical", "Reisdorf", "Reisdorf", kind="a", nu="U", situation="doorbell, intercom and garden lights dead since a thunderstorm")
add("es-t04", "Mi suegra nos dijo que con vinagre y canela las hormigas se iban solas. Llevamos tres semanas y ahora hay hormigas hasta en el dormitorio, salen de un hueco del suelo de la cocina. Queremos una empresa de control de plagas que venga a Strassen antes de que nazca el bebé.",
    "pest-control", "Strassen", "Strassen", kind="b", nu="N", situation="ant infestation after mother-in-law's home remedy")
add("es-t05", "En la tienda nos dijeron que un termostato inteligente nos ahorraría un 30 %, así que lo instalamos nosotros mismos. Ahora la caldera se enciende y se apaga cada pocos minutos y la casa nunca pasa de 19 grados. Ya lo hemos reseteado dos veces. ¿Alguien puede venir a Stolzembourg a revisar la instalación?",
    "heating", "Putscheid", "Stolzembourg", kind="b", nu="U", situation="DIY smart thermostat makes the boiler short-cycle")
add("es-t06", "El dueño anterior tapó las grietas del muro de la bodega con yeso, y el agente inmobiliario nos dijo que era solo estético. Ahora el yeso se cae a trozos y la grieta cruza en diagonal todo el muro de piedra. La casa está en Ehlerange. ¿Quién puede valorar si es grave y repararlo bien?",
    "masonry", "Sanem", "Ehlerange", kind="b", nu="U", situation="diagonal crack in a stone cellar wall the agent called cosmetic")
add("es-t07", "Un conocido nos dijo que no hacía falta impermeabilizar el balcón antes de poner las baldosas. Ahora, cuando llueve, aparece una mancha en el techo del vecino de abajo. Buscamos un solador que levante todo, impermeabilice bien y vuelva a poner baldosa nueva. Piso en Bartreng, balcón de 8 m².",
    "tiling", "Bertrange", "Bartreng", kind="b", nu="N", situation="balcony tiled without waterproofing leaks into the flat below")
add("es-t08", "Somos la asociación de padres de un colegio y queremos una página web para las inscripciones a las actividades extraescolares, con pago online. Ahora lo hacemos todo en papel y es un caos. ¿Quién podría hacerla y mantenerla durante el curso?",
    "web-development", None, None, kind="c", nu="U", situation="parents' association needs an enrolment site with online payment")
add("es-t09", "Vamos a abrir un bar de tapas en Esch-sur-Alzette y el local es largo, estrecho y oscuro. Buscamos un interiorista que nos proponga distribución, iluminación y materiales con un presupuesto ajustado. Abrimos en septiembre.",
    "interior-design", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="tapas bar needs layout, lighting and materials plan")
add("es-t10", "Tenemos un hotel pequeño en Pommerloch y las fotos de la web son de hace diez años. Necesitamos fotos nuevas de las habitaciones y del restaurante, y un vídeo corto para las redes. Mejor en mayo, cuando el jardín esté bonito.",
    "photography", "Winseler", "Pommerloch", kind="c", nu="U", situation="small hotel needs new room photos and a short video")
add("es-t11", "Somos una empresa de catering y un proveedor nos vendió una cámara frigorífica defectuosa que se niega a cambiar. Ya hemos perdido género por valor de 4.000 €. Queremos un abogado que le envíe un requerimiento y, si hace falta, nos represente en el juicio.",
    "legal", None, None, kind="c", nu="N", situation="catering firm vs supplier of a defective cold room")
add("es-t12", "Nos mudamos en agosto de un piso en el Born, en Barcelona, a uno en Gasperich. ¿Sale mejor contratar una empresa de mudanzas internacional o una de aquí? ¿Cuánto cuesta más o menos un camión compartido para unos 20 m³?",
    "moving", "Luxembourg", "Gasperich", distractors=["Born", "Barcelona"], kind="d", nu="N", situation="move from Barcelona to Gasperich: international or local movers?")
add("es-t13", "Trabajo desde casa en Asselborn y el wifi no llega bien ni a la oficina del ático ni al garaje. ¿Qué es mejor, un sistema mesh o pasar cable de red por la casa? ¿Cuánto costaría que alguien lo instale y lo deje configurado?",
    "it-support", "Wincrange", "Asselborn", kind="d", nu="U", situation="home-office wifi: mesh or wired network?")
add("es-t14", "Queremos pintar todo el piso antes de entrar a vivir, son 90 m² en L-2540. ¿Es mejor hacerlo antes de traer los muebles o da igual? ¿Cuánto se tarda y cuánto cuesta por m² más o menos?",
    "painting", "Luxembourg", "L-2540", kind="d", nu="U", situation="paint a whole flat before moving in: timing and cost")
add("es-t15", "Tenemos una casa vieja en Mondorff, el pueblo francés justo enfrente de Mondorf-les-Bains. Queremos reformar la cocina y el baño y cambiar las ventanas. ¿Merece la pena hacerlo todo de una vez o por fases, viviendo dentro? ¿Cuánto tiempo llevaría?",
    "renovation", "abroad", "Mondorff", distractors=["Mondorf-les-Bains"], kind="d", nu="U", situation="renovating an old house in Mondorff (FR): all at once or in phases?")
