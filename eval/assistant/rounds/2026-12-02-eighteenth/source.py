# Blind test set, round 18. Written from own knowledge; labels = what a sensible local would decide.
MESSAGES = []
STYLES = {}
NO_TRADE_NAMED = set()  # messages that describe the problem without naming the trade or the professional


def m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False):
    MESSAGES.append((mid, text, category, commune, place, tuple(distractors), tuple(not_place)))
    STYLES[mid] = styles
    if nt:
        NO_TRADE_NAMED.add(mid)


# ---------------- lb: Luxembourgish ----------------
m("lb-s01", "", "plumbing", "Mersch", "Miersch",
  "Mäi Spullbecken an der Kichen leeft net méi of, ech wunnen zu Miersch, wie kann muer laanscht kommen?", nt=True)
m("lb-s02", "", "electrical", "Ettelbruck", "Ettelbréck",
  "All Kéier wann d'Wäschmaschinn an den Herd gläichzäiteg lafen, spréngt bei eis zu Ettelbréck d'Sécherung eraus.", nt=True)
m("lb-s03", "C", "locksmith", "Diekirch", "Dikrech",
  "hunn mech grad ausgespaart zu Dikrech schlëssel stécken bannen wie kann séier d'dier opmaachen", nt=True)
m("lb-s04", "", "gardening", "Wiltz", "Wolz",
  "Sicht een deen eis Hecken schneit an de Gaart virum Wanter propper mécht, zu Wolz?")
m("lb-s05", "", "roofing", "Clervaux", "Klierf",
  "No dem Stuerm vu gëschter feelen e puer Schifer um Daach, Klierf, et reent an de Späicher.", not_place=["feelen"], nt=True)
m("lb-s06", "QB", "painting", "Vianden", "Veianen",
  "Wat kascht et ongeféier fir e Living vu 35 m2 zu Veianen nei ze molen?")
m("lb-s07", "", "pest-control", "Echternach", "Iechternach",
  "Mir hunn am Keller zu Iechternach kleng schwaarz Kréimelen an ugeknabbert Kartongen fonnt, ech mengen et si Mais.", nt=True)
m("lb-s08", "P", "moving", "Grevenmacher", "Gréiwemaacher",
  "Mir plënneren Enn Januar vu Gréiwemaacher an d'Stad, wie kann eis mat engem Camion an zwee Leit hëllefen?",
  distractors=["d'Stad"])
m("lb-s09", "", None, None, None,
  "Sicht een deen dräimol d'Woch mat mengem Hond spadséiere geet, ech schaffe ganz Deeg?")
m("lb-s10", "Q", "solar", "Remich", "Réimech",
  "Lount sech eng Photovoltaik-Anlag nach op engem Daach no Osten zu Réimech?")
m("lb-t01", "BLO", "heating", "Junglinster", "Jonglënster",
  "Eis Vaillant ecoTEC weist zanter dem Weekend de Feeler F.28 a mir hunn keen waarmt Waasser méi. "
  "Mir wunnen zu Jonglënster an hunn e Puppelchen vun dräi Wochen doheem. "
  "Meng Schwéiermamm seet mir sollen de Sanitär uruffen, mee deen huet eis just d'Waasserleitunge gemaach. "
  "Kann haut nach een laanscht kommen?", nt=True)
m("lb-t02", "L", "heating", "Larochette", "Fiels",
  "Meng Mamm ass 84 a wunnt eleng zu Fiels. "
  "Hir Heizkierper am Schlofzëmmer gi just nach uewen waarm, ënnen bleiwe se kal, an de Kessel mécht e komescht Geräisch. "
  "Ech schaffen zu Bruxelles a kommen eréischt de Weekend. Kéint een dat bei hir kucken?", nt=True)
m("lb-t03", "B", "carpentry", "Colmar-Berg", "Colmar-Berg",
  "Mir hunn eng Mansard zu Colmar-Berg mat vill Schréiegten. "
  "Do hätte mir gär Regaler a Schief op Mooss aus Eechenholz, näischt vum IKEA well do passt näischt. "
  "Wien mécht esou eppes a wéi laang muss ee waarden?", nt=True)
m("lb-t04", "OB", "tiling", "Bissen", "Biissen",
  "Mir hunn d'Buedzëmmer zu Biissen ofgerappt, de Sanitär huet déi nei Leitungen schonn gezunn. "
  "Elo brauche mir nach een fir ronn 18 m2 Plättercher um Buedem an un de Maueren ze leeën, Feinsteinzeug 60x60.")
m("lb-t05", "", "masonry", "Lintgen", "Lëntgen",
  "Bei eis zu Lëntgen ass no de Reeën d'Gaardemauer un der Strooss ugefaang ze kippen. "
  "E puer Steng sinn lass an et ass e Rëss vu bal engem Meter. "
  "Ier se op den Trottoir fält hätt ech gär dass een se nei opmauert.")
m("lb-t06", "O", "cleaning", "Heffingen", "Hiefenech",
  "Ech hunn eng Wunneng zu Hiefenech verlount an de Locataire ass fort, ouni Bescheed ze soen. "
  "D'Kiche ass fetteg, d'Fënsteren knaschteg an iwwerall leien nach Kartongen. "
  "Ier déi nei Leit den éischte Mäerz eraplënneren muss alles blénken.", nt=True)
m("lb-t07", "B", "renovation", "Nommern", "Noumer",
  "Mir hunn en alen Haff zu Noumer kaaft, Baujoer 1920. "
  "Alles muss nei: Fënsteren, Buedem, Elektresch, Buedzëmmer, Isolatioun. "
  "Mir sichen eng Firma déi dat als Ganzt koordinéiert, net sechs verschidden Handwierker déi sech net ofschwätzen.")
m("lb-t08", "QB", "appliance-repair", "Useldange", "Useldeng",
  "Eis Spullmaschinn, eng Bosch vu véier Joer, weist E24 an d'Waasser bleift ënnen stoen. "
  "Ech hunn de Filter scho gebotzt. Mir wunnen zu Useldeng. Lount et sech nach se flécken ze loossen oder soll ech eng nei kafen?", nt=True)
m("lb-t09", "XB", "it-support", "Saeul", "Sëll",
  "Ech hunn e klenge Bauerebetrib zu Sëll. "
  "Zanter dem Update vun der Fritzbox fannen meng zwee Computeren den Drécker net méi an den Internet fält all Stonn aus. "
  "Ech sinn net gutt mat sou Saachen, kann een op de Betrib kommen?", nt=True)
m("lb-t10", "Q", "photography", "Esch-sur-Sûre", "Esch-Sauer",
  "Eis Duechter huet am Mee hir Kommioun an der Kierch zu Esch-Sauer. "
  "Mir hätte gär een deen d'Mass an duerno d'Fest am Sall fotograféiert. Wat kascht sou eppes fir véier Stonnen?")
m("lb-t11", "XQP", "legal", None, None,
  "Ech sinn Locataire zu Bartreng a mäi Proprietaire hält meng Kautioun vun 2.400 Euro zeréck. "
  "Hie seet et wieren Schied um Parquet, déi waren awer schonn am État des lieux ugestrach. "
  "Wat fir Rechter hunn ech an ass et derwäert, dat virun de Friddensgeriicht ze bréngen?",
  distractors=["Bartreng"])
m("lb-t12", "OP", "accounting", None, None,
  "Ech si Schräiner a just selbststänneg ginn, mäin Atelier ass zu Réiden. "
  "Elo muss ech fir d'éischt eng TVA-Deklaratioun an d'Steiererklärung maachen a verstinn näischt dervun. "
  "Ech sichen een deen dat all Trimester fir mech mécht.",
  distractors=["Réiden"], not_place=["éischt"])
m("lb-t13", "BOP", "web-development", None, None,
  "Mir hunn eng kleng Bäckerei zu Kielen. "
  "Mir hätte gär eng Websäit wou d'Leit Kuchen fir Gebuertsdeeg online bestelle kënnen, op Lëtzebuergesch a Franséisch. "
  "Den Neveu hat eppes mat Wix gebastelt mee dat funktionéiert net richteg.",
  distractors=["Kielen"])
m("lb-t14", "", "translation", None, None,
  "Meng Frëndin ass Brasilianerin a mir bestueden eis am Summer. "
  "D'Gemeng freet eng beglécktegt Iwwersetzung vun hirer Gebuertsurkund aus dem Portugisesche. Wie mécht dat a wéi séier?")
m("lb-t15", "P", "interior-design", "abroad", "Arel",
  "Mir hunn eng Wunneng zu Arel kaaft, 80 m2, alles wäiss a kal. "
  "Mir sichen een deen eis hëlleft e Konzept ze maache mat Faarwen, Luuchten a Miwwelen. "
  "D'Aarbechten maache mir selwer, et geet just ëm d'Iddi.")

# ---------------- fr ----------------
m("fr-s01", "", "plumbing", "Esch-sur-Alzette", "Esch/Alzette",
  "Fuite sous l'évier depuis ce matin à Esch/Alzette, quelqu'un peut passer aujourd'hui?", nt=True)
m("fr-s02", "B", "electrical", "Differdange", "Differdange",
  "Besoin d'un électricien pour installer une borne de recharge Tesla 11 kW dans mon garage à Differdange.")
m("fr-s03", "QB", "tiling", "Pétange", "Rodange",
  "Combien pour refaire le carrelage d'une douche italienne de 3 m2 à Rodange?")
m("fr-s04", "", "painting", "Käerjeng", "Bascharage",
  "Je cherche qqn pour repeindre la cage d'escalier de notre copropriété à Bascharage, 4 étages.")
m("fr-s05", "C", "roofing", "Dudelange", "dudelange",
  "gouttiere arrachee par le vent cette nuit a dudelange ca coule tout le long de la facade", nt=True)
m("fr-s06", "", "locksmith", "Bettembourg", "L-3225",
  "Ma clé s'est cassée dans la serrure de la porte d'entrée, L-3225, je suis dehors avec les enfants.", nt=True)
m("fr-s07", "Q", "gardening", "Kayl", "Tétange",
  "Vous faites aussi l'élagage d'un grand bouleau qui touche presque la maison, chez nous à Tétange?")
m("fr-s08", "", "pest-control", "Rumelange", "Rumelange",
  "Des guêpes ont fait un nid sous le volet de la chambre de ma fille à Rumelange.", nt=True)
m("fr-s09", "", None, None, None,
  "Je cherche une nounou pour mes deux enfants le mercredi après-midi.")
m("fr-s10", "QB", "solar", "Schifflange", "Schifflange",
  "Est-ce que ça vaut encore le coup de poser des panneaux photovoltaïques avec les aides PRIMe House, maison à Schifflange?")
m("fr-t01", "O", "plumbing", "Sanem", "Soleuvre",
  "Les toilettes du rez-de-chaussée coulent en continu, on entend l'eau jour et nuit. "
  "J'ai changé le flotteur moi-même mais ça n'a rien donné. "
  "On habite à Soleuvre, maison des années 70.", nt=True)
m("fr-t02", "OX", "heating", "Mondercange", "Foetz",
  "Nous avons un petit garage automobile à Foetz. "
  "L'aérotherme au gaz de l'atelier ne démarre plus, il y a juste un voyant rouge qui clignote. "
  "Les mécaniciens travaillent en doudoune depuis deux jours, et c'est vraiment dréngend.", nt=True)
m("fr-t03", "O", "carpentry", "Luxembourg", "Bonnevoie",
  "J'habite à Bonnevoie dans un vieil appartement. "
  "Depuis qu'on a posé le nouveau parquet, la porte de la chambre frotte au sol et ne ferme plus. "
  "Il faudrait la raboter ou la réajuster. Quelqu'un fait ce genre de petit travail?", nt=True)
m("fr-t04", "", "masonry", "Hesperange", "Howald",
  "Nous sommes copropriétaires d'une résidence à Howald. "
  "Le muret en pierre de l'entrée s'effrite et les pierres du haut sont tombées sur le trottoir. "
  "Le syndic veut trois devis avant l'assemblée générale de mars.", nt=True)
m("fr-t05", "", "interior-design", "Leudelange", "Leudelange",
  "Notre maison à Leudelange est enfin terminée, mais on n'arrive pas à aménager le grand séjour ouvert de 60 m2. "
  "On aimerait quelqu'un qui nous propose un plan, des couleurs et l'éclairage. Pas de travaux, juste des conseils.")
m("fr-t06", "", "cleaning", "Roeser", "Livange",
  "On a loué une salle à Livange pour les 50 ans de mon mari, samedi soir. "
  "Il faut que tout soit nettoyé dimanche matin avant de rendre les clés à 11h. Vous proposez ça?")
m("fr-t07", "LOP", "renovation", "Frisange", "Aspelt",
  "On vient d'acheter une maison mitoyenne à Aspelt construite en 1965. "
  "On voudrait ouvrir la cuisine sur le salon, refaire la salle de bains et isoler les combles. "
  "Ma belle-mère à Mondercange connaît un maçon, mais il ne fait que le gros œuvre. "
  "Un seul interlocuteur serait idéal, on travaille tous les deux à plein temps.", distractors=["Mondercange"])
m("fr-t08", "QB", "appliance-repair", "Mondorf-les-Bains", "Mondorf",
  "Mon lave-linge Miele affiche F53 et la porte reste bloquée avec le linge dedans. "
  "Il a six ans, est-ce que ça vaut la peine de le réparer? J'habite à Mondorf.", nt=True)
m("fr-t09", "O", "it-support", "Dippach", "Schouweiler",
  "Je suis kiné à Schouweiler. "
  "Depuis ce matin mon logiciel de rendez-vous ne se connecte plus et l'imprimante ne répond plus. "
  "J'ai des patients toute la journée, il me faudrait quelqu'un sur place.", nt=True)
m("fr-t10", "Q", "photography", "Reckange-sur-Mess", "Reckange-sur-Mess",
  "Nous nous marions à la mairie de Reckange-sur-Mess en juin, petite cérémonie de 30 personnes. "
  "On cherche quelqu'un pour les photos, pas forcément toute la journée. Quel budget prévoir?")
m("fr-t11", "P", "legal", None, None,
  "Je suis frontalier, j'habite à Longwy et mon employeur à Strassen veut me licencier pendant mon arrêt maladie. "
  "Est-ce qu'il a le droit? J'ai besoin d'un avocat en droit du travail.",
  distractors=["Strassen"])
m("fr-t12", "OP", "accounting", None, None,
  "J'ai ouvert un salon de coiffure à Ettelbruck en septembre. "
  "Je n'y connais rien en comptabilité et la première déclaration TVA arrive. Je cherche un comptable pas trop cher.",
  distractors=["Ettelbruck"])
m("fr-t13", "OP", "web-development", None, None,
  "Je suis peintre en bâtiment indépendant, basé à Pétange. "
  "J'aimerais un site simple avec mes réalisations et un formulaire de devis, tout le monde me demande si j'ai un site.",
  distractors=["Pétange"])
m("fr-t14", "P", "translation", None, None,
  "Je dois fournir au tribunal de Luxembourg une traduction assermentée d'un jugement de divorce rédigé en roumain. "
  "C'est une dizaine de pages, c'est possible en deux semaines?",
  distractors=["Luxembourg"])
m("fr-t15", "P", "moving", "abroad", "Thionville",
  "On quitte notre appartement de Thionville pour s'installer à Bertrange, où je travaille. "
  "Il y a un piano droit et beaucoup de cartons. Vous faites les déménagements depuis la France?",
  distractors=["Bertrange"])

# ---------------- de ----------------
m("de-s01", "", "electrical", "Luxembourg", "Kirchberg",
  "In unserem Büro am Kirchberg flackern seit gestern alle Deckenleuchten im Besprechungsraum.", nt=True)
m("de-s02", "", "plumbing", "Strassen", "Strassen",
  "Wer kann morgen früh in Strassen einen tropfenden Wasserhahn und ein verstopftes Waschbecken richten?", not_place=["einen"], nt=True)
m("de-s03", "B", "painting", "Bertrange", "Bartringen",
  "Suche Maler für den Fassadenanstrich eines Einfamilienhauses in Bartringen, circa 180 m2.")
m("de-s04", "QX", "gardening", "Mamer", "Mamer",
  "Kann jemand unseren Rasen in Mamer den Sommer über alle zwei Wochen mähen, wir sind oft en déplacement?", nt=True)
m("de-s05", "", "roofing", "Kopstal", "Bridel",
  "Nach dem Sturm letzte Nacht tropft es in Bridel durch die Dachschräge ins Kinderzimmer.", nt=True)
m("de-s06", "C", "locksmith", "Kehlen", "keispelt",
  "wohnungstür in keispelt zugefallen schlüssel steckt innen bitte schnell", nt=True)
m("de-s07", "", "pest-control", "Steinsel", "Mullendorf",
  "Auf dem Dachboden in Mullendorf hört man nachts Getrappel und neben der Dämmung liegen kleine Kotkrümel.", nt=True)
m("de-s08", "", "moving", "Walferdange", "Bereldingen",
  "Wir ziehen im März aus unserer Wohnung in Bereldingen aus und brauchen Hilfe mit den Möbeln und einem Transporter.", nt=True)
m("de-s09", "", None, None, None,
  "Wo kann ich hier am Samstag meine Winterreifen wechseln lassen?")
m("de-s10", "QB", "solar", "Betzdorf", "L-6910",
  "Lohnt sich ein Batteriespeicher zu unserer bestehenden 9,8 kWp PV-Anlage, Haus in L-6910?")
m("de-t01", "QB", "electrical", "Lorentzweiler", "Helmdange",
  "Unser Altbau in Helmdange hat noch die alten Schraubsicherungen und keinen FI-Schalter. "
  "Der Gutachter der Versicherung hat darauf hingewiesen. "
  "Wir möchten den Sicherungskasten komplett erneuern lassen, was kostet das ungefähr?")
m("de-t02", "B", "heating", "Niederanven", "Senningerberg",
  "Wir haben eine Daikin Wärmepumpe, Baujahr 2019. "
  "Seit dem Frost zeigt sie den Fehler U4 und das Haus wird nicht mehr warm. "
  "Wir wohnen in Senningerberg mit zwei kleinen Kindern, und die Firma von damals gibt es nicht mehr.", nt=True)
m("de-t03", "", "interior-design", "Sandweiler", "Sandweiler",
  "Unser Wohnzimmer in Sandweiler ist lang und schmal, wir wissen nicht, wie wir Sofa, Esstisch und Regale stellen sollen. "
  "Wir suchen jemanden, der uns ein Einrichtungskonzept mit Farben und Licht macht. Umbauen wollen wir nichts.")
m("de-t04", "", "tiling", "Schuttrange", "Munsbach",
  "In unserer Küche in Munsbach sind drei Bodenfliesen gesprungen, nachdem ein gusseiserner Topf runtergefallen ist. "
  "Ersatzfliesen haben wir noch im Keller. Wer tauscht so wenige Fliesen aus?")
m("de-t05", "O", "masonry", "Contern", "Moutfort",
  "Wir wollen im Garten in Moutfort eine Trockenmauer aus Naturstein setzen lassen, etwa zwölf Meter lang und einen Meter hoch. "
  "Das Gelände ist abschüssig. Unser Gärtner sagt, das traut er sich nicht zu.", not_place=["einen"], nt=True)
m("de-t06", "O", "cleaning", "Flaxweiler", "Flaxweiler",
  "Ich bin Physiotherapeutin mit einer kleinen Praxis in Flaxweiler. "
  "Meine Putzhilfe hört Ende des Monats auf. "
  "Ich suche jemanden, der zweimal die Woche abends die Praxisräume sauber macht, etwa 60 m2.")
m("de-t07", "QL", "renovation", "Wormeldange", "Ehnen",
  "Wir haben das Winzerhaus meiner Großeltern in Ehnen geerbt. "
  "Es steht seit zehn Jahren leer: Feuchtigkeit im Keller, alte Elektrik, Einfachverglasung. "
  "Mein Bruder will verkaufen, ich würde es lieber herrichten. "
  "Kann sich jemand das ansehen und grob schätzen, was eine Sanierung kostet?", nt=True)
m("de-t08", "QBP", "appliance-repair", "Mertert", "Wasserbillig",
  "Unser Liebherr-Kühlschrank brummt laut und das Gefrierfach taut ständig ab. "
  "Gekauft haben wir ihn vor fünf Jahren bei einem Händler in Trier. Wir wohnen in Wasserbillig. Lohnt sich eine Reparatur?",
  distractors=["Trier"], nt=True)
m("de-t09", "", "it-support", "Manternach", "Manternach",
  "Ich bin 78 und wohne allein in Manternach. "
  "Mein Enkel hat mir ein Tablet eingerichtet, aber jetzt kommen ständig Fenster, dass ich ein Virus habe und eine Nummer anrufen soll. "
  "Ich traue mich nicht mehr, es anzufassen. Kann jemand vorbeikommen?", nt=True)
m("de-t10", "O", "photography", "Biwer", "Wecker",
  "Wir eröffnen im April einen kleinen Hofladen in Wecker. "
  "Für Prospekte und Instagram bräuchten wir schöne Bilder von den Produkten und vom Hof. "
  "Die Webseite macht mein Schwager, es geht nur um die Aufnahmen.", not_place=["einen"], nt=True)
m("de-t11", "OP", "legal", None, None,
  "Meine Nachbarin in Kehlen hat eine Thujahecke direkt an die Grenze gepflanzt, die inzwischen vier Meter hoch ist. "
  "Auf Briefe reagiert sie nicht. Welche Abstände gelten in Luxemburg und wer kann mich da beraten?",
  distractors=["Kehlen"], not_place=["Luxemburg"])
m("de-t12", "P", "accounting", None, None,
  "Ich bin Grenzgänger aus Deutschland und habe seit letztem Jahr eine vermietete Wohnung in Esch-sur-Alzette. "
  "Ich weiß nicht, wie ich die Mieteinnahmen in Luxemburg versteuern muss. Suche jemanden für die Steuererklärung.",
  distractors=["Esch-sur-Alzette"], not_place=["Luxemburg"])
m("de-t13", "OP", "web-development", None, None,
  "Wir sind ein kleiner Dachdeckerbetrieb aus Mertert. "
  "Unsere Homepage ist von 2012 und auf dem Handy nicht lesbar. "
  "Wir wollen eine neue mit Referenzen und Kontaktformular, auf Deutsch und Französisch.",
  distractors=["Mertert"])
m("de-t14", "", "translation", None, None,
  "Für die Anerkennung meines Diploms beim Ministerium brauche ich eine beglaubigte Übersetzung aus dem Ukrainischen ins Französische. "
  "Es sind vier Seiten. Wie lange dauert das und was kostet es?")
m("de-t15", "P", "carpentry", "abroad", "Konz",
  "Wir wohnen in Konz, gleich hinter der Grenze, und arbeiten beide in Luxemburg. "
  "Unter der Treppe hätten wir gern einen Einbauschrank mit Schubladen nach Maß, passend zur Eichentreppe. "
  "Die Schreiner hier haben Wartezeiten bis Herbst, kommt auch jemand aus Luxemburg?",
  not_place=["Luxemburg", "einen"])

# ---------------- en ----------------
m("en-s01", "Q", "plumbing", "Luxembourg", "Belair",
  "Water is coming through our ceiling from the flat upstairs in Belair, who can come right now?", nt=True)
m("en-s02", "", "electrical", "Weiler-la-Tour", "Weiler-la-Tour",
  "Half the sockets in our kitchen in Weiler-la-Tour went dead after the thunderstorm and the breaker won't reset.", nt=True)
m("en-s03", "Q", "painting", "Schengen", "Remerschen",
  "Could I get a quote for painting three bedrooms before we move into our rental in Remerschen?")
m("en-s04", "Q", "gardening", "Stadtbredimus", "Stadtbredimus",
  "Our landlord in Stadtbredimus wants the overgrown garden cleared before the inspection, any gardeners free next week?")
m("en-s05", "C", "roofing", "Bous-Waldbredimus", "bous",
  "moss everywhere on the roof and a few tiles slipped in bous can someone have a look", nt=True)
m("en-s06", "", "locksmith", "Dalheim", "Dalheim",
  "Just bought a house in Dalheim and want every lock changed because the previous owners never returned all the keys.", nt=True)
m("en-s07", "", "pest-control", "Lenningen", "Canach",
  "Found droppings and chewed cables in the garage in Canach, pretty sure it's a marten.", nt=True)
m("en-s08", "", "moving", "Rosport-Mompach", "Rosport",
  "Need a small van and two people to move a one-bedroom flat out of Rosport on the 28th.", nt=True)
m("en-s09", "", None, None, None,
  "Looking for a personal trainer who can come to my place three mornings a week.")
m("en-s10", "Q", "solar", "Berdorf", "Berdorf",
  "Is it worth putting solar panels on a north-east facing barn roof in Berdorf?")
m("en-t01", "", "cleaning", "Consdorf", "Consdorf",
  "We run a small holiday rental in Consdorf, two apartments. "
  "Guests change every Saturday and our cleaner has just quit. "
  "We need someone for the changeovers, ideally including the bed linen.")
m("en-t02", "L", "cleaning", "Bech", "Bech",
  "My father is 87, lives alone in Bech and refuses to move into a home. "
  "The house is getting really dirty and he can't manage the stairs any more. "
  "I live in Brussels and can only visit once a month. Is there someone who could clean there every week?", nt=True)
m("en-t03", "B", "heating", "Beaufort", "Beaufort",
  "Our oil boiler in Beaufort keeps going into lockout, the red light on the Buderus panel flashes and we have to reset it twice a day. "
  "The tank was filled last month so it's not empty. The house is freezing at night.", nt=True)
m("en-t04", "", "carpentry", "Waldbillig", "Mullerthal",
  "We have an old wooden staircase in our house in Mullerthal. "
  "Two steps are cracked and the banister wobbles a lot, which is dangerous with a toddler. "
  "Can someone repair it rather than replace the whole thing?", nt=True)
m("en-t05", "O", "tiling", "Vallée de l'Ernz", "Medernach",
  "We bought a house in Medernach and the bathroom is 1980s brown everywhere. "
  "The plumbing is fine, we had it checked. We just want the walls and floor retiled, about 20 m2 in total.")
m("en-t06", "", "masonry", "Reisdorf", "Reisdorf",
  "After the flood last summer the stone wall along our garden in Reisdorf partly collapsed towards the river. "
  "The insurance will pay once we send a quote. Who rebuilds old stone walls around here?", nt=True)
m("en-t07", "QP", "renovation", "Bettendorf", "Gilsdorf",
  "We're moving to Luxembourg from Canada next summer and bought an old farmhouse in Gilsdorf. "
  "It needs new windows, insulation, floors and a kitchen. "
  "We can't be there to manage six different companies. Is there someone who handles the whole project?",
  not_place=["Luxembourg"])
m("en-t08", "B", "appliance-repair", "Tandel", "Bastendorf",
  "My Samsung oven shows C-d1 and the door won't unlock after the self-cleaning cycle. "
  "It's been stuck for two days and we have twelve people for dinner on Saturday. "
  "We live in Bastendorf, can anyone fix this locally?", nt=True)
m("en-t09", "", "it-support", "Putscheid", "Stolzembourg",
  "I work from home in Stolzembourg and the wifi barely reaches my office upstairs. "
  "The provider says the line is fine. "
  "I need someone to come and set up a mesh system or proper access points.", nt=True)
m("en-t10", "", "interior-design", "Luxembourg", "Limpertsberg",
  "We just moved into a 1930s flat in Limpertsberg with high ceilings and awkward alcoves. "
  "None of the furniture from our old house seems to fit. "
  "Looking for someone to plan the layout, colours and lighting so it finally feels like home.")
m("en-t11", "P", "legal", None, None,
  "I'm on a Blue Card and my employer in Bertrange has just ended my contract during the probation period. "
  "I don't understand what happens to my residence permit now. Can someone explain my rights?",
  distractors=["Bertrange"])
m("en-t12", "QBP", "accounting", None, None,
  "I'm a freelance graphic designer living in Hesperange. "
  "My first VAT returns and income tax declaration are coming up and I'm lost with LuxTrust and eCDF. "
  "How much would an accountant charge for this?",
  distractors=["Hesperange"])
m("en-t13", "OP", "web-development", None, None,
  "I run a dog grooming salon in Strassen. "
  "I'd like an online booking page linked to Google so clients stop calling me in the middle of appointments. Nothing fancy.",
  distractors=["Strassen"])
m("en-t14", "", "translation", None, None,
  "My wife and I got married in Nigeria and the commune wants our marriage certificate translated into French by a sworn translator. "
  "It's two pages. How quickly can this be done?")
m("en-t15", "P", "photography", "abroad", "Saarburg",
  "We live in Remich but our wedding is at a winery in Saarburg, just across the border, on 6 June. "
  "Looking for a photographer who would travel there for the ceremony and the reception.",
  distractors=["Remich"])

# ---------------- pt ----------------
m("pt-s01", "C", "plumbing", "Esch-sur-Alzette", "esch sur alzette",
  "o cano debaixo do lava loica rebentou e ta a sair agua pra todo o lado em esch sur alzette", nt=True)
m("pt-s02", "", "interior-design", "Troisvierges", "Troisvierges",
  "Preciso de alguém que me ajude a escolher cores e móveis para a sala da casa nova em Troisvierges.")
m("pt-s03", "Q", "painting", "Weiswampach", "Weiswampach",
  "Quanto custa pintar um apartamento T2 em Weiswampach antes de entregar as chaves ao senhorio?")
m("pt-s04", "Q", "gardening", "Parc Hosingen", "Hosingen",
  "Alguém corta a relva e apara as sebes na zona de Hosingen, sou idosa e já não consigo?", nt=True)
m("pt-s05", "", "roofing", "Wincrange", "Wincrange",
  "Depois da tempestade caíram telhas da minha casa em Wincrange e está a chover no sótão.", nt=True)
m("pt-s06", "Q", "locksmith", "Kiischpelt", "Wilwerwiltz",
  "Perdi as chaves de casa em Wilwerwiltz e tenho de entrar hoje, alguém abre portas?", nt=True)
m("pt-s07", "", "pest-control", "Goesdorf", "Goesdorf",
  "Apareceram buracos nos sacos de batatas e cocós pequeninos na arrecadação, moro em Goesdorf.", nt=True)
m("pt-s08", "P", "moving", "Winseler", "Pommerloch",
  "Vamos sair de Pommerloch no fim do mês e preciso de ajuda para levar os móveis para Diekirch.",
  distractors=["Diekirch"], nt=True)
m("pt-s09", "", None, None, None,
  "Alguém conhece um mecânico barato para mudar os travões do meu carro?")
m("pt-s10", "Q", "solar", "Lac de la Haute-Sûre", "Harlange",
  "Vale a pena pôr painéis solares numa casa em Harlange ou ainda é muito caro?")
m("pt-t01", "L", "heating", "Boulaide", "Boulaide",
  "Moro em Boulaide com a minha mulher e três filhos. "
  "O aquecimento a gasóleo parou ontem à noite, o queimador faz um barulho e depois desliga. "
  "Está muito frio e as crianças estão a dormir na sala com um aquecedor elétrico.", nt=True)
m("pt-t02", "O", "carpentry", "Bourscheid", "Bourscheid",
  "Comprámos uma casa velha em Bourscheid. "
  "As janelas de madeira estão podres em baixo e não fecham bem, entra frio. "
  "Um senhor disse que é melhor trocar tudo por PVC, mas eu queria arranjar as de madeira se for possível.", nt=True)
m("pt-t03", "O", "tiling", "Erpeldange-sur-Sûre", "Ingeldorf",
  "O meu marido é pintor e já pintou a casa nova toda em Ingeldorf. "
  "Falta pôr azulejos na cozinha por cima da bancada, uns 6 metros quadrados. Ele não sabe fazer isso.")
m("pt-t04", "O", "masonry", "Feulen", "Feulen",
  "Em Feulen o muro entre o nosso quintal e o do vizinho está a cair, tem rachas grandes. "
  "O vizinho diz que é culpa das raízes da nossa árvore. "
  "Queremos alguém que faça um muro novo em blocos e dividir a conta.", nt=True)
m("pt-t05", "X", "cleaning", "Mertzig", "Mertzig",
  "Trabalho por turnos no hospital e não tenho tempo para nada. "
  "Procuro alguém para limpar a minha casa em Mertzig uma vez por semana, três horas. Pago com chèque-service.")
m("pt-t06", "", "renovation", "Schieren", "Schieren",
  "Comprámos uma casa dos anos 60 em Schieren e queremos fazer obras grandes: tirar uma parede, cozinha nova, casa de banho e chão todo. "
  "O banco quer um orçamento completo para dar o empréstimo. Quem faz tudo?", nt=True)
m("pt-t07", "O", "painting", "Luxembourg", "Luxemburgo",
  "Vou sair do apartamento onde moro em Luxemburgo no dia 30 e o contrato diz que as paredes têm de ficar brancas. "
  "Os miúdos desenharam por todo o lado e há manchas de humidade na casa de banho. "
  "Preciso de alguém que pinte tudo antes da vistoria.")
m("pt-t08", "QB", "appliance-repair", "Differdange", "Oberkorn",
  "A minha máquina de secar Beko faz um barulho muito forte e aparece o erro F05. "
  "Moro em Oberkorn e trabalho até às 18h. Compensa arranjar ou é melhor comprar outra?", nt=True)
m("pt-t09", "", "it-support", "Ettelbruck", "Ettelbruck",
  "Tenho um pequeno café em Ettelbruck. "
  "O terminal de pagamento e a caixa registadora deixaram de comunicar com a internet desde ontem. "
  "Os clientes só podem pagar em dinheiro e estou a perder vendas.", nt=True)
m("pt-t10", "", "photography", "Luxembourg", "Hollerich",
  "O batizado do nosso filho é em maio na igreja de Hollerich e depois fazemos a festa num restaurante português. "
  "Queremos um fotógrafo que fale português, se possível.")
m("pt-t11", "OP", "legal", None, None,
  "Trabalho há 8 anos numa empresa de limpezas em Bertrange e mudaram-me o horário sem aviso. "
  "Agora querem que assine um contrato novo com menos horas. Posso recusar? Preciso de um advogado que fale português.",
  distractors=["Bertrange"])
m("pt-t12", "OBP", "accounting", None, None,
  "Abri a minha empresa de pinturas em Wiltz há um ano. "
  "O contabilista anterior desapareceu e tenho cartas da AED por causa da TVA em atraso. "
  "Preciso de alguém que ponha a contabilidade em dia.",
  distractors=["Wiltz"])
m("pt-t13", "P", "web-development", None, None,
  "Temos uma pastelaria portuguesa em Mersch e queremos um site para encomendas de bolos de aniversário, com fotos e preços. "
  "Pode ser em português e francês.",
  distractors=["Mersch"])
m("pt-t14", "", "translation", None, None,
  "Preciso de uma tradução ajuramentada da certidão de nascimento do meu filho para entregar na CNS. "
  "Está em português e pedem em francês ou alemão.")
m("pt-t15", "P", "electrical", "abroad", "Longwy",
  "Moro em Longwy e trabalho no Luxemburgo. "
  "Desde que comprámos a casa, o quadro dispara sempre que ligamos o forno e a máquina ao mesmo tempo. "
  "Os eletricistas daqui demoram meses, alguém do Luxemburgo vem até cá?",
  not_place=["Luxemburgo"], nt=False)

# ---------------- it ----------------
m("it-s01", "", "plumbing", "Dudelange", "Dudelange",
  "Lo scarico della doccia è intasato e l'acqua non va giù, abito a Dudelange.", nt=True)
m("it-s02", "Q", "electrical", "Rumelange", "Rumelange",
  "Salta la corrente ogni volta che accendo il forno, casa a Rumelange, qualcuno può venire domani?", nt=True)
m("it-s03", "", "interior-design", "Kayl", "Kayl",
  "Cerco un arredatore d'interni per consigli su colori e mobili nel nuovo appartamento a Kayl.")
m("it-s04", "Q", "gardening", "Schifflange", "Schifflange",
  "Qualcuno può tagliare l'erba e potare le siepi nel giardino di mia madre a Schifflange una volta al mese?", nt=True)
m("it-s05", "", "roofing", "Differdange", "Niederkorn",
  "Dopo la grandinata di ieri ho delle tegole rotte a Niederkorn e piove in soffitta.", nt=True)
m("it-s06", "", "locksmith", "Sanem", "Ehlerange",
  "Stanotte mi hanno forzato la serratura del garage a Ehlerange e bisogna cambiarla subito.", nt=True)
m("it-s07", "", "pest-control", "Pétange", "Lamadelaine",
  "In cantina a Lamadelaine ci sono escrementi piccoli e un sacco di farina rosicchiato, credo siano topi.", nt=True)
m("it-s08", "Q", "moving", "Hesperange", "Itzig",
  "Devo svuotare il monolocale di Itzig e portare tutto in un box entro venerdì, chi ha un furgone con due braccia?", nt=True)
m("it-s09", "", None, None, None,
  "Cercasi parrucchiera che venga a casa per mia nonna, non riesce più a uscire.")
m("it-s10", "Q", "solar", "Luxembourg", "Cessange",
  "Conviene installare pannelli fotovoltaici sul tetto piano del nostro condominio a Cessange?")
m("it-t01", "", "gardening", "Walferdange", "Walferdange",
  "Abbiamo comprato casa a Walferdange con un giardino abbandonato da anni. "
  "Rovi ovunque, un melo morto e un prato che sembra una giungla. "
  "Vorremmo sistemarlo prima della comunione di nostra figlia a maggio.", nt=True)
m("it-t02", "OB", "heating", "Mersch", "Mersch",
  "Ho un ristorante a Mersch. "
  "In sala i termosifoni sono appena tiepidi mentre in cucina si muore di caldo. "
  "La caldaia è una Viessmann di 15 anni. Il venerdì sera abbiamo 80 coperti, serve una soluzione veloce.", nt=True)
m("it-t03", "", "carpentry", "Steinfort", "Steinfort",
  "Abito in affitto a Steinfort. "
  "L'anta dell'armadio a muro si è staccata e un cassetto della cucina è rotto. "
  "Il padrone di casa dice che devo pensarci io. Chi fa piccoli lavori in legno?", nt=True)
m("it-t04", "OB", "tiling", "Koerich", "Goeblange",
  "Stiamo rifacendo il bagno nella casa di Goeblange. "
  "L'idraulico ha già spostato gli scarichi. "
  "Ora ci serve qualcuno per posare il gres effetto legno, 25 mq tra pavimento e pareti.")
m("it-t05", "", "masonry", "Garnich", "Garnich",
  "In giardino a Garnich vorremmo costruire un barbecue in muratura con un piano di lavoro. "
  "Abbiamo già i mattoni refrattari. Chi può farlo in primavera?")
m("it-t06", "O", "cleaning", "Habscht", "Eischen",
  "Siamo una piccola ditta di elettricisti con un capannone a Eischen. "
  "Dopo i lavori di ampliamento è tutto pieno di polvere di cemento, uffici compresi. "
  "Serve una pulizia a fondo di fine cantiere.")
m("it-t07", "L", "renovation", "Helperknapp", "Tuntange",
  "Mio suocero ci ha lasciato una vecchia casa a Tuntange. "
  "Vorremmo renderla abitabile: impianto elettrico, bagno, cucina, isolamento, pavimenti. "
  "Siamo in Italia fino a luglio, serve una ditta che gestisca tutto.")
m("it-t08", "QB", "appliance-repair", "Fischbach", "Schoos",
  "Il frigorifero Smeg fa ghiaccio sul fondo e perde acqua sul pavimento della cucina. "
  "Ha solo tre anni, la garanzia è scaduta da poco. Vivo a Schoos, c'è un tecnico che viene in zona?", nt=True)
m("it-t09", "B", "it-support", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Ho uno studio di architettura a Esch-sur-Alzette con quattro postazioni. "
  "Il NAS Synology non si vede più in rete da stamattina e lunedì abbiamo una consegna. "
  "Qualcuno può venire in studio?", nt=True)
m("it-t10", "Q", "photography", "Luxembourg", "Lussemburgo",
  "Il 20 settembre ci sposiamo in municipio a Lussemburgo, poi pranzo con 50 invitati. "
  "Cerchiamo un fotografo che parli italiano. Quanto costa mezza giornata?")
m("it-t11", "P", "legal", None, None,
  "Il mio datore di lavoro a Mondorf-les-Bains non mi paga gli straordinari da sei mesi. "
  "Ho tutte le buste paga. Vorrei parlare con un avvocato del lavoro che parli italiano.",
  distractors=["Mondorf-les-Bains"])
m("it-t12", "OXP", "accounting", None, None,
  "Sono un idraulico appena trasferito a Bettembourg e ho aperto l'autorizzazione d'établissement qui. "
  "Non capisco niente di TVA e contributi CCSS. Cerco un commercialista che mi segua.",
  distractors=["Bettembourg"])
m("it-t13", "QBP", "web-development", None, None,
  "Gestisco una pizzeria a Strassen e vorrei un sito con menu e ordini online, senza pagare le commissioni di Wolt. "
  "Quanto costa più o meno?",
  distractors=["Strassen"])
m("it-t14", "", "translation", None, None,
  "Devo tradurre la laurea e il certificato di nascita dall'italiano al francese per il riconoscimento al ministero. "
  "Serve un traduttore giurato, sono due documenti.")
m("it-t15", "P", "painting", "abroad", "Audun-le-Tiche",
  "Abito ad Audun-le-Tiche, appena oltre il confine. "
  "Cerco un imbianchino per il soggiorno e le scale, qui in Francia mi danno tempi lunghissimi. "
  "Qualcuno dal Lussemburgo viene fino a qui?",
  not_place=["Lussemburgo"])

# ---------------- es ----------------
m("es-s01", "", "plumbing", "Luxembourg", "Ville-Haute",
  "Se ha atascado el váter de mi piso en la Ville-Haute y no tengo otro baño.", nt=True)
m("es-s02", "", "electrical", "Beckerich", "Beckerich",
  "Necesito un electricista para cambiar todos los enchufes antiguos de una casa en Beckerich.")
m("es-s03", "Q", "painting", "Préizerdaul", "Pratz",
  "¿Cuánto cobráis por pintar la fachada de una casa pequeña en Pratz?")
m("es-s04", "", "gardening", "Ell", "Ell",
  "Busco a alguien que me quite un tocón de árbol enorme del jardín en Ell.", nt=True)
m("es-s05", "Q", "roofing", "Rambrouch", "Perlé",
  "Con el temporal se han soltado chapas del tejado del cobertizo en Perlé, ¿alguien puede venir?", nt=True)
m("es-s06", "C", "locksmith", "Redange", "redange attert",
  "me he quedado fuera de casa en redange attert y las llaves estan dentro", nt=True)
m("es-s07", "", "pest-control", "Vichten", "Vichten",
  "Tengo picaduras cada mañana y manchitas negras en el colchón, vivo en Vichten.", nt=True)
m("es-s08", "", "interior-design", "Groussbus-Wal", "Grosbous",
  "Busco interiorista para que me aconseje colores y muebles en la casa que acabamos de comprar en Grosbous.")
m("es-s09", "", None, None, None,
  "Busco profesor particular de matemáticas para mi hijo de 15 años.")
m("es-s10", "QB", "solar", "Luxembourg", "L-2163",
  "¿Se pueden poner paneles solares en el balcón de un piso en L-2163?")
m("es-t01", "P", "moving", "Strassen", "Strassen",
  "Me ha salido trabajo en Barcelona y dejo mi piso de Strassen el 15 de marzo. "
  "Son 60 m2, muchos libros y una moto. Necesito presupuesto para la mudanza y guardamuebles unas semanas.",
  distractors=["Barcelona"])
m("es-t02", "LP", "moving", "Bertrange", "Bertrange",
  "Mis padres son mayores y se van de su casa de Bertrange a una residencia en Esch-sur-Alzette. "
  "Hay que llevar solo algunos muebles y deshacerse del resto. ¿Alguien hace mudanzas pequeñas y se lleva lo que sobra?",
  distractors=["Esch-sur-Alzette"])
m("es-t03", "B", "heating", "Mamer", "Capellen",
  "Vivo en Capellen en un adosado con caldera de condensación Junkers. "
  "Desde ayer la presión baja a 0,5 bar cada pocas horas y tengo que rellenar. No veo fugas por ningún sitio.", nt=True)
m("es-t04", "O", "carpentry", "Hesperange", "Hesperange",
  "Hemos alquilado un local en Hesperange para abrir una tienda de vinos. "
  "Necesitamos estanterías de madera a medida y un mostrador. El electricista ya ha terminado su parte.", nt=True)
m("es-t05", "", "tiling", "Differdange", "Differdange",
  "En la terraza de nuestra casa en Differdange se han levantado varias baldosas por la helada. "
  "Se mete agua por debajo. Queremos arreglarlo antes del verano.")
m("es-t06", "O", "masonry", "Ettelbruck", "Ettelbruck",
  "Queremos abrir un hueco en un muro de carga entre la cocina y el salón de nuestra casa en Ettelbruck. "
  "El ingeniero ya ha calculado la viga. Buscamos quien haga solo esa obra, lo demás lo hacemos nosotros.")
m("es-t07", "Q", "renovation", "Dudelange", "Dudelange",
  "Hemos heredado el piso de mi tía en Dudelange, está como en 1975. "
  "Queremos reformarlo entero para alquilarlo: cocina, baño, suelos, electricidad. "
  "¿Hay empresas que lo hagan todo con un solo presupuesto?")
m("es-t08", "QB", "appliance-repair", "Bettembourg", "Bettembourg",
  "Mi lavadora LG da el error OE y no desagua, está llena de agua y ropa. "
  "Tiene cinco años. Vivo en Bettembourg, ¿merece la pena arreglarla?", nt=True)
m("es-t09", "X", "it-support", "Luxembourg", "Grund",
  "Trabajo desde casa en el Grund y desde que cambié de operador el portátil del trabajo no conecta con la VPN. "
  "El informático de la empresa no puede venir. Necesito a alguien que venga a mirar el router y la configuración.")
m("es-t10", "Q", "photography", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Mi hija cumple 15 años y hacemos una fiesta en una sala de Esch-sur-Alzette en octubre. "
  "Queremos fotos y algo de vídeo. ¿Cuánto cuesta un fotógrafo para cuatro horas?")
m("es-t11", "P", "legal", None, None,
  "Un cliente de Junglinster me debe 6.000 euros de una obra desde hace un año y no contesta. "
  "Tengo facturas y correos. ¿Cómo se reclama eso aquí? Necesito un abogado.",
  distractors=["Junglinster"])
m("es-t12", "LP", "accounting", None, None,
  "Llegué de Valencia en enero y trabajo como enfermera en Kirchberg. "
  "Me han dicho que me conviene hacer la declaración de la renta por el préstamo y la guardería, pero no entiendo los formularios. "
  "¿Quién me puede ayudar?",
  distractors=["Kirchberg"])
m("es-t13", "P", "web-development", None, None,
  "Tenemos una academia de flamenco en Hollerich y la web la hizo un amigo en 2015, ya no funciona el formulario de inscripción. "
  "Queremos una nueva, en español, francés e inglés.",
  distractors=["Hollerich"])
m("es-t14", "", "translation", None, None,
  "Necesito la traducción jurada al francés de un certificado de antecedentes penales español para un trabajo. "
  "Es urgente, lo piden para el lunes.")
m("es-t15", "P", "cleaning", "abroad", "Athus",
  "Vivo en Athus, al lado de la frontera, y trabajo en Luxemburgo. "
  "Busco a alguien que limpie mi casa dos veces al mes, aquí en Bélgica no encuentro a nadie de confianza.",
  not_place=["Luxemburgo"])
