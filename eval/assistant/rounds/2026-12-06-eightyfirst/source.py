MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, mir bräuchten 3 nei Steckdousen an der Garage an e Kabel fir eng Wallbox, sidd dir och zu Schouweiler ënnerwee?",
    "electrical", "Dippach", "Schouweiler", situation="Three new garage sockets and a cable for an EV wallbox")
add("lb-s02", "hallo ech hunn mech haut de moien dobausse gespaart, de Schlëssel läit bannen um Dësch an ech sti virun der Dier zu Capellen, kann haut nach een kommen?? 🙏",
    "locksmith", "Mamer", "Capellen", situation="Locked out of the house, key inside")
add("lb-s03", "Mir sichen e Carreleur deen eis déi al Plättercher an der Kiche erausschléit an nei Buedemplättercher 60x60 leet, ongeféier 18 m², zu Téiteng.",
    "tiling", "Kayl", "Téiteng", situation="Replace kitchen floor tiles with 60x60 tiles")
add("lb-s04", "Mir plënneren Enn Mäerz vun Zolwer op Arel an der Belsch, 3-Zëmmer-Appartement am 2ten Stack ouni Lift, wat kascht sou en Déménagement?",
    "moving", "Sanem", "Zolwer", distractors=("Arel", "Belsch"), situation="Move of a flat from Soleuvre to Arlon (Belgium)")
add("lb-s05", "Wéi vill Panneauen kréie mir op en Daach vu 45 m² Richtung Süden zu Reisduerf, a wéini hätt dir Zäit fir e Rendez-vous?",
    "solar", "Reisdorf", "Reisduerf", situation="How many PV panels on a 45 m2 south roof")
add("lb-s06", "Fir de 70sten Gebuertsdag vu menger Mamm wëlle mir e Fotograf fir 2 Stonnen um Schlass zu Veianen, e Samschdeg am Juni.",
    "photography", "Vianden", "Veianen", situation="Photographer for a 70th birthday at Vianden castle")
add("lb-s07", "Ech hunn eng kleng SARL mat 2 Mataarbechter a sichen een deen all Mount d'Lounofrechnung an d'Comptabilitéit mécht, wat kascht dat ongeféier?",
    "accounting", None, None, situation="Monthly payroll and bookkeeping for a small company")
add("lb-s08", "De WC am Buedzëmmer leeft dauernd no an d'Spullung hält net op, kann een en Dënschdeg op Biissen kommen?",
    "plumbing", "Bissen", "Biissen", situation="Toilet cistern keeps running")
add("lb-s09", "Eisen Drécker am Büro (L-2449) gëtt net méi am Netzwierk fonnt a 4 PCen kënnen net drécken, brauch dréngend Hëllef!!",
    "it-support", "Luxembourg", "L-2449", situation="Office network printer no longer found by four PCs")
add("lb-s10", "Hutt dir och een deen e Steeschlag an der Windschutzschäif flécke kann ier de Rass méi grouss gëtt?",
    None, None, None, situation="Stone chip in a car windscreen (car glass, no trade)")
add("lb-t01", "Zanter zwou Wochen fanne mer kleng brong Käfere am Kichenschaf, virun allem am Miel an an den Nuddelen. Mir hunn alles fortgeheit an d'Schief ausgewäsch, mee haut de Moien waren se erëm do. Elo krabbele se souguer schonn um Plafong. Mir wunnen zu Miersch am Rez-de-chaussée, Haus vun 1970. Wat kann een do maachen?",
    "pest-control", "Mersch", "Miersch", kind="a", nu="U", situation="Small brown beetles in flour and pasta, coming back")
add("lb-t02", "Bei all Stuerm mat Reen vu Westen hu mer e naasse Fleck um Späicher, just niewent dem Kamäin. Vum Gaart aus gesäit een datt e puer Schifer verrutscht sinn, an d'Dachrënn hänkt op enger Säit erof. Haus zu Nacher, ca 30 Joer al. Kann sech dat een ukucken ier de Wanter kënnt?",
    "roofing", "Goesdorf", "Nacher", kind="a", nu="U", situation="Wet patch in attic by the chimney, slipped slates, sagging gutter")
add("lb-t03", "Eise Waassercompteur dréint weider och wann am Haus alles zou ass, ech hunn et gëschter den Owend getest. D'Rechnung vun der Gemeng war 400 € méi héich wéi soss. Virum Haus am Gras ass eng Plaz déi ëmmer naass ass, och wann et net reent. Mir sinn zu Gilsdref. Wien kann dat fannen a flécken?",
    "plumbing", "Bettendorf", "Gilsdref", kind="a", nu="U", situation="Water meter keeps turning, wet spot in the front lawn")
add("lb-t04", "Mir hunn eng Fussbodemheizung am neien Ubau, mee de Buedem gëtt einfach net waarm, just an engem Eck. Mäi Schwoer mengt ech soll d'Virlaaftemperatur op 60 Grad stellen, da géif dat scho goen. Ech hunn awer Angscht datt dat der Chape schued. Kann een d'Kreesser ofgläichen an dat richteg astellen? Haus zu Réiden, Ubau vun 2023.",
    "heating", "Redange", "Réiden", kind="b", nu="U", situation="Underfloor heating in extension stays cold; brother-in-law says set flow to 60 degrees")
add("lb-t05", "Am Summer hu mer d'Fassad selwer gestrach, mat enger Faarf déi eis am Baumaart recommandéiert gouf. Elo schielt se iwwerall of, virun allem op der Wiederseit. Um Eemer stoung wuel 'fir bannen', mee de Verkeefer sot dat wier egal. Elo soll e Moler dat richteg maachen, mat Gerüst. Haus um Mëllerdall, ronn 140 m² Fassad.",
    "painting", "Waldbillig", "Mëllerdall", kind="b", nu="N", situation="Facade painted with interior paint on shop advice, now peeling")
add("lb-t06", "Meng Elteren wunnen zu Echternacherbrück, direkt iwwer der Grenz. Den Noper huet hinne gesot si sollen de Rasen virun der Vakanz ganz kuerz schneiden, 2 cm, da misst en net esou dacks gemaach ginn. Elo ass alles giel a bal dout, an iwwerall wuessen Moos an Onkraut. Kéint een do de Rasen nei uleeën oder nosäen? Si sinn allebéid iwwer 80.",
    "gardening", "abroad", "Echternacherbrück", kind="b", nu="U", situation="Lawn scalped on neighbour's advice, needs re-seeding, parents' house in Germany")
add("lb-t07", "Ech lounen en Haus zu Waasserbëlleg an an der Gaardemauer ass e Rëss dee säit dem Wanter ëmmer méi breet gëtt, elo ee Fanger breet. De Proprietaire seet ech soll dat einfach mat Silikon zoumaachen, dat wier alles. E Stéck vun der Mauer hänkt awer schonn no baussen. Ech wéilt dat eemol vun engem Professionnel gekuckt kréien, den Devis schécken ech dann un hie weider.",
    "masonry", "Mertert", "Waasserbëlleg", kind="b", nu="U", situation="Widening crack in garden wall, landlord says silicone")
add("lb-t08", "Mir sinn e klengen Tennisclub zu Greiweldeng. Nom Summerfest ass eist Clubhaus an engem schlëmmen Zoustand: Kichen, Toiletten, Buedem, alles klebt. Déi Fräiwëlleg hu keng Loscht méi an d'Gemeng mécht et net. Kéint een do eemol grëndlech duerchgoen, virum 1 September? Ca 120 m².",
    "cleaning", "Stadtbredimus", "Greiweldeng", kind="c", nu="U", situation="Tennis club house filthy after summer party")
add("lb-t09", "Ech hunn eng Bäckerei mat zwee Buttéker. Eise Mielliwwerant huet de Contrat eesäiteg geännert an d'Präisser ëm 30% eropgesat, obwuel mer bis 2027 ënnerschriwwen hunn. Elo dreet hie mam Geriicht wa mer net bezuelen. Ech sichen en Affekot deen sech mam Handelsrecht auskennt.",
    "legal", None, None, kind="c", nu="N", situation="Bakery: flour supplier changed contract prices unilaterally")
add("lb-t10", "Mir sinn en Architektebüro an hunn eng Soumissioun fir e Projet an Däitschland gewonnen. De ganze Cahier des charges, ronn 80 Säiten, muss vum Franséischen an d'Däitscht iwwersat ginn, mat vill techneschen Ausdréck. Hutt dir en Iwwersetzer deen dat bis Enn vum Mount packt? Mir bezuelen och en Urgence-Zouschlag.",
    "translation", None, None, distractors=("Däitschland",), kind="c", nu="N", situation="Architects need 80-page tender specification translated FR to DE")
add("lb-t11", "Ech hunn eng Zänndokter-Praxis zu Sandweiler. D'Waardesall ass donkel, d'Still stinn all laanscht d'Mauer an d'Patiente sinn nervös. Ech hätt gär e Konzept: wéi eng Faarwen, Luuchten a Miwwel, a wéi een de Raum besser opdeelt, 35 m². Ëmgesat gëtt dat duerno vun eisen Handwierker.",
    "interior-design", "Sandweiler", "Sandweiler", kind="c", nu="U", situation="Dental practice wants a concept for a calmer waiting room")
add("lb-t12", "Mir hunn eng Ferienwunneng um Bauerenhaff vu mengen Elteren a bis elo leeft alles iwwer Airbnb. Lount et sech eng eege Säit mat Reservatiounskalenner a Bezuelung ze maachen? Wat kascht esou eppes ongeféier, an ass den Ënnerhalt deier? Mir hu keng Ahnung vun Informatik.",
    "web-development", None, None, kind="d", nu="U", situation="Is an own booking site for a holiday flat worth it, what does it cost")
add("lb-t13", "Mir wëllen hannert dem Haus zu Esch-Uelzecht eng Terrass aus Holz vu ronn 25 m². Wat ass besser, Lärch oder Bangkirai, an hält Douglasie och? Wat rechent e Schreiner ongeféier pro m² mat Ënnerkonstruktioun? Mir hu net vill Sonn do hannen.",
    "carpentry", "Esch-sur-Alzette", "Esch-Uelzecht", not_place=("Holz",), kind="d", nu="N", situation="Wooden deck: larch or bangkirai, price per m2")
add("lb-t14", "Mir hunn en Haus zu Ettelbréck kaf mat engem Späicher deen nach net ausgebaut ass. Mir wollten do zwee Kannerzëmmer an e klengt Buedzëmmer maachen, mat Isolatioun, Dachfënsteren, Elektresch a Sanitär. Ass dat iwwerhaapt rentabel oder ass et méi bëlleg unzebauen? Mat wéi vill misst ee fir ronn 60 m² rechnen?",
    "renovation", "Ettelbruck", "Ettelbréck", kind="d", nu="U", situation="Is converting the attic into two bedrooms and a bathroom worth it")
add("lb-t15", "Eise Frigo (Liebherr, 9 Joer al) klickt all puer Minutten an hält net méi richteg kal, d'Gefréierfach ass ok. Lount et sech dat flécken ze loossen oder soll ech direkt en neie kafen? Wat hëlt e Reparateur fir ze kommen, mir sinn zu Bouneweg? D'Kanner si Freideg zréck vum Camp an da brauch ech e Frigo deen hält.",
    "appliance-repair", "Luxembourg", "Bouneweg", kind="d", nu="N", situation="Fridge clicks and does not cool, repair or replace")

# ---------------- French ----------------
add("fr-s01", "Bonjour, l'évacuation de la douche et du lavabo est bouchée depuis hier et l'eau remonte dans la baignoire, pouvez-vous passer à Dahlem demain matin ?",
    "plumbing", "Garnich", "Dahlem", situation="Blocked shower and basin drains, water coming up in the bath")
add("fr-s02", "Devis svp pour repeindre salon + couloir (murs et plafonds, environ 75 m²) en blanc perle, maison à Kleinbettingen, dispo à partir du 10/05",
    "painting", "Steinfort", "Kleinbettingen", not_place=("perle",), situation="Repaint living room and hallway walls and ceilings")
add("fr-s03", "je cherche quelqu'un pour tailler trois vieux pommiers et aménager un petit potager en carrés à Boevange-sur-Attert c'est possible en novembre",
    "gardening", "Helperknapp", "Boevange-sur-Attert", situation="Prune three old apple trees and lay out a square-foot vegetable garden")
add("fr-s04", "Nous cherchons une femme de ménage ou une société pour 4 h par semaine, maison à Schifflange avec 2 enfants et un chien, de préférence le jeudi.",
    "cleaning", "Schifflange", "Schifflange", situation="Weekly house cleaning, 4 hours")
add("fr-s05", "Besoin d'un électricien pour remplacer le vieux tableau à fusibles par un tableau avec disjoncteurs et différentiel, appartement au Limpertsberg, 3e étage.",
    "electrical", "Luxembourg", "Limpertsberg", situation="Replace old fuse board with breakers and RCD")
add("fr-s06", "Mon employeur veut me licencier pendant mon congé parental, est-ce légal au Luxembourg et pouvez-vous me conseiller un avocat en droit du travail ?",
    "legal", None, None, distractors=("Luxembourg",), situation="Dismissal during parental leave, employment lawyer")
add("fr-s07", "Il me faudrait une interprète portugais-français pour accompagner ma mère chez le notaire le 3 juillet, une heure environ.",
    "translation", None, None, situation="Portuguese-French interpreter for a notary appointment")
add("fr-s08", "La tempête a arraché une partie des ardoises et la gouttière côté rue pend, maison à Bourscheid, pouvez-vous bâcher en urgence ?",
    "roofing", "Bourscheid", "Bourscheid", situation="Storm tore off slates, gutter hanging, emergency tarp")
add("fr-s09", "Nous venons d'acheter un appartement à Beaufort et cherchons un architecte d'intérieur pour le plan du séjour, les couleurs et l'éclairage, sans gros travaux.",
    "interior-design", "Beaufort", "Beaufort", situation="Interior designer for living room layout, colours and lighting")
add("fr-s10", "Vous auriez quelqu'un pour accorder un piano droit qui n'a pas été touché depuis dix ans ?",
    None, None, None, situation="Tuning an upright piano (no trade)")
add("fr-t01", "Depuis une semaine, quand le four et la bouilloire marchent en même temps, tout saute dans la cuisine. Hier soir c'était même tout le rez-de-chaussée, et une prise près de l'évier était tiède. J'ai remonté le levier à chaque fois mais ça recommence. On habite à Munsbach, maison des années 80. Je n'ose plus brancher la friteuse.",
    "electrical", "Schuttrange", "Munsbach", kind="a", nu="U", situation="Kitchen circuit trips, warm socket near the sink")
add("fr-t02", "Notre four encastré (Bosch, 6 ans) ne chauffe plus du tout : la lumière s'allume, le ventilateur tourne, mais après 30 minutes il fait toujours 25 degrés dedans. Les plaques au-dessus fonctionnent normalement. Dimanche on reçoit 12 personnes pour la communion de notre fille. On est à Cruchten, quelqu'un peut venir cette semaine ?",
    "appliance-repair", "Nommern", "Cruchten", kind="a", nu="U", situation="Built-in oven lights and fan work but no heat")
add("fr-t03", "Des pigeons se sont installés sous les panneaux solaires du voisin et maintenant aussi sur notre balcon. Il y a des fientes partout, les enfants ne peuvent plus jouer dehors et ça roucoule dès 5 h du matin. On a essayé un faux hibou, ça n'a servi à rien. Appartement à Schieren, 2e étage.",
    "pest-control", "Schieren", "Schieren", kind="a", nu="U", situation="Pigeons nesting and fouling the balcony")
add("fr-t04", "J'habite à Esch mais j'ai une petite maison à Audun-le-Tiche, juste de l'autre côté de la frontière. Sur conseil de mon beau-père, on a enduit le mur de la cave au ciment l'an dernier pour arrêter l'humidité. Aujourd'hui l'enduit se décolle par plaques et le mur est encore plus humide derrière. Il faudrait refaire ça correctement, à la chaux ou autrement ?",
    "masonry", "abroad", "Audun-le-Tiche", distractors=("Esch",), kind="b", nu="U", situation="Cement render on damp cellar wall flaking, father-in-law's advice, house in France")
add("fr-t05", "La serrure de la porte d'entrée de mon appartement coinçait, et mon propriétaire m'a dit de mettre du WD-40 dedans. Depuis c'est pire : la clé tourne à moitié et hier j'ai mis dix minutes à ouvrir. J'ai peur de rester bloquée dehors avec le bébé. Je voudrais qu'un serrurier change le cylindre, quartier Gare, rue de Strasbourg.",
    "locksmith", "Luxembourg", "Gare", distractors=("Strasbourg",), kind="b", nu="N", situation="Sticking front-door lock made worse by WD-40, replace cylinder")
add("fr-t06", "Au magasin de bricolage on m'a dit que je pouvais coller du nouveau carrelage directement sur l'ancien dans la douche, avec une colle normale. Six mois plus tard, plusieurs carreaux sonnent creux et les joints se fissurent. Je préfère que les murs de la douche, environ 6 m², soient refaits proprement par quelqu'un du métier. C'est à Saeul, maison individuelle.",
    "tiling", "Saeul", "Saeul", kind="b", nu="U", situation="Tiles glued over old ones in the shower sound hollow, grout cracking")
add("fr-t07", "La pression de notre chauffage était tombée à 0,8 bar, alors mon frère a rempli l'installation avec le tuyau d'arrosage. Maintenant le manomètre indique 3,5 bar et la soupape de sécurité goutte dans un seau. Il dit que ça va se stabiliser tout seul. Je n'y crois pas trop, quelqu'un peut vérifier l'installation à Wilwerwiltz ?",
    "heating", "Kiischpelt", "Wilwerwiltz", kind="b", nu="U", situation="Heating system overfilled with garden hose, relief valve dripping")
add("fr-t08", "Nous sommes un domaine viticole familial à Ehnen. Pour notre nouveau catalogue et le site, il nous faut des photos des bouteilles sur fond blanc, mais aussi des vignes et de l'équipe pendant les vendanges fin septembre. Un photographe qui fait aussi un peu de vidéo serait idéal. Quel serait votre tarif pour deux demi-journées ?",
    "photography", "Wormeldange", "Ehnen", kind="c", nu="N", situation="Winery needs product and harvest photos")
add("fr-t09", "Je suis trésorier bénévole d'un club de handball (asbl, 140 membres). Nos comptes annuels doivent être présentés à l'assemblée générale en mars et l'ancien trésorier a tout laissé dans des classeurs. Il y a aussi des fiches de salaire pour deux entraîneurs. Nous cherchons un comptable ou une fiduciaire pour reprendre tout ça, à un prix raisonnable pour une asbl.",
    "accounting", None, None, kind="c", nu="N", situation="Handball club needs annual accounts and payroll for two coaches")
add("fr-t10", "Je gère un cabinet de kinésithérapie à Roodt-sur-Syre avec trois collègues. Depuis le changement de box, le wifi coupe plusieurs fois par jour et l'ordinateur de l'accueil perd la connexion avec l'agenda partagé. Hier, deux patients ont été réservés sur le même créneau. Il faudrait que quelqu'un regarde le réseau et installe quelque chose de fiable.",
    "it-support", "Betzdorf", "Roodt-sur-Syre", kind="c", nu="U", situation="Physio practice wifi drops, reception PC loses shared calendar")
add("fr-t11", "Notre bureau d'architectes quitte Leudelange pour Bertrange le 15 octobre. Ce sont 14 postes de travail, des armoires à plans, un grand traceur et environ 300 cartons d'archives. L'activité ne doit pas s'arrêter plus d'un jour. Pouvez-vous organiser ça un vendredi et un samedi ? Le nouveau bâtiment a un monte-charge.",
    "moving", "Leudelange", "Leudelange", distractors=("Bertrange",), kind="c", nu="U", situation="Architects' office move from Leudelange to Bertrange")
add("fr-t12", "Nous avons un toit de 60 m² plein sud à Bous et nous hésitons. Chauffe-eau solaire thermique pour l'eau chaude, ou panneaux photovoltaïques avec un chauffe-eau thermodynamique ? Un installateur solaire nous a parlé de cinq cents euros le m² pour le thermique, c'est normal ? On est cinq à la maison, dont trois ados qui prennent des douches interminables.",
    "solar", "Bous-Waldbredimus", "Bous", not_place=("cents",), kind="d", nu="N", situation="Solar thermal or PV with heat-pump water heater, which is better")
add("fr-t13", "Notre escalier en chêne date de 1965 : les marches sont usées, ça grince et la main courante est branlante. Vaut-il mieux le faire poncer et vitrifier ou le remplacer complètement ? Combien demande un menuisier pour un escalier quart tournant de 14 marches ? Adresse : L-4170 Esch.",
    "carpentry", "Esch-sur-Alzette", "L-4170", kind="d", nu="N", situation="Worn creaking oak staircase: sand and seal or replace")
add("fr-t14", "Mes parents (78 et 81 ans) vivent dans une maison au Howald et la salle de bain n'est plus adaptée : baignoire haute, pas de barres, une marche à l'entrée. On voudrait tout transformer en salle de bain de plain-pied avec douche à l'italienne, WC surélevé et porte plus large. Combien faut-il compter, et existe-t-il des aides de l'État pour ça ? Ils peuvent loger chez nous trois semaines maximum.",
    "renovation", "Hesperange", "Howald", kind="d", nu="U", situation="Converting elderly parents' bathroom to step-free, cost and grants")
add("fr-t15", "Je fabrique des céramiques à la main et je vends pour l'instant sur Etsy et sur les marchés. Est-ce qu'une boutique en ligne à moi vaut le coup, et entre Shopify et un site sur mesure, qu'est-ce qui est mieux ? Je n'ai pas un gros budget, peut-être 2 000 €. J'aimerais aussi pouvoir gérer les stocks moi-même.",
    "web-development", None, None, kind="d", nu="U", situation="Handmade ceramics: own online shop worth it, Shopify or custom")

# ---------------- German ----------------
add("de-s01", "Wir möchten unseren alten Ölkessel gegen eine Pelletheizung tauschen, Einfamilienhaus in Hobscheid, Baujahr 1978, 180 m², was kostet das ungefähr?",
    "heating", "Habscht", "Hobscheid", situation="Replace old oil boiler with a pellet boiler")
add("de-s02", "Habe die Kombination von unserem Tresor vergessen (im Schlafzimmerschrank eingebaut), kann jemand in Bettemburg den öffnen ohne alles kaputtzumachen?",
    "locksmith", "Bettembourg", "Bettemburg", situation="Forgotten combination of a built-in safe")
add("de-s03", "Suche Schreiner für einen Einbauschrank unter der Dachschräge, ca 3,20 m lang, Kinderzimmer in Steinbrücken",
    "carpentry", "Mondercange", "Steinbrücken", not_place=("einen",), situation="Built-in wardrobe under a sloping ceiling")
add("de-s04", "PV-Anlage 8 kWp, seit gestern zeigt der Wechselrichter (Fronius) keine Einspeisung mehr an, Anlage in Müllendorf, wer kann das prüfen?",
    "solar", "Steinsel", "Müllendorf", situation="PV inverter shows no feed-in since yesterday")
add("de-s05", "Wir brauchen für 3 Monate Lagerplatz für den Inhalt einer 4-Zimmer-Wohnung plus Abholung in Bartringen, weil unser Neubau in Trier erst im Herbst fertig wird.",
    "moving", "Bertrange", "Bartringen", distractors=("Trier",), situation="Pick-up and three months' storage of a flat's contents")
add("de-s06", "Ich habe im März eine GmbH (SARL) gegründet und brauche jemanden, der die Buchhaltung, die Lohnabrechnung für 3 Angestellte und die Jahresbilanz übernimmt.",
    "accounting", None, None, situation="Bookkeeping, payroll and annual accounts for a new company")
add("de-s07", "Wir brauchen einen Dolmetscher Deutsch-Luxemburgisch-Englisch für eine Betriebsversammlung am 12 Mai, ca 2 Stunden.",
    "translation", None, None, not_place=("einen",), situation="Interpreter for a staff meeting")
add("de-s08", "Wir verkaufen unser Haus in Diekirch und suchen einen Fotografen für professionelle Immobilienfotos, wenn möglich auch mit Drohne.",
    "photography", "Diekirch", "Diekirch", not_place=("einen",), situation="Real-estate photos of a house for sale, with drone")
add("de-s09", "Bitte um Angebot: Treppenhaus über 3 Etagen streichen, Wände und Geländer, Mehrfamilienhaus in Hamm (das Viertel in der Stadt, nicht das in Westfalen 😉)",
    "painting", "Luxembourg", "Hamm", distractors=("Westfalen",), situation="Paint a three-storey stairwell, walls and banister")
add("de-s10", "Gibt es bei euch auch Hundetrainer, unser Labrador-Welpe zieht an der Leine und springt alle Besucher an?",
    None, None, None, situation="Dog trainer for a puppy (no trade)")
add("de-t01", "Seit ein paar Tagen riecht es im Keller nach Kanal, vor allem morgens. Wenn die Waschmaschine abpumpt, blubbert es im Bodenablauf und einmal stand sogar Wasser drum herum. Wir haben schon Essig und Natron reingekippt, ohne Erfolg. Haus in Angelsberg, Baujahr 1992.",
    "plumbing", "Fischbach", "Angelsberg", kind="a", nu="U", situation="Sewage smell in cellar, floor drain gurgles when washer pumps out")
add("de-t02", "An der Giebelwand unseres Hauses in Marnach zieht sich seit dem letzten Winter ein treppenförmiger Riss durch die Fugen, vom Fenster im ersten Stock bis fast zum Boden. Innen sieht man nichts, aber außen kann ich schon eine Münze reinstecken. Der Nachbar hat ähnliche Risse und meint, das liegt am Hang. Sollten wir uns Sorgen machen?",
    "masonry", "Clervaux", "Marnach", kind="a", nu="U", situation="Stair-step crack through mortar joints of the gable wall")
add("de-t03", "Mein Laptop braucht morgens zehn Minuten, bis er hochgefahren ist, und danach findet er den Drucker nicht mehr. Das WLAN im Arbeitszimmer bricht ständig ab, im Wohnzimmer geht es. Ich arbeite drei Tage die Woche von zu Hause und habe am Montag eine wichtige Videokonferenz. Wohne in Medernach.",
    "it-support", "Vallée de l'Ernz", "Medernach", kind="a", nu="U", situation="Slow laptop, printer not found, wifi drops in home office")
add("de-t04", "Mein Schwager hat uns letzten Sommer Gartenlampen und eine Außensteckdose an der Terrasse installiert. Er meinte, normales Kabel reicht, wenn man es in ein Rohr legt. Jetzt fliegt bei jedem Regen der FI raus und das ganze Haus ist ohne Strom. Bitte jemanden, der das richtig macht, wir wohnen in der Stauseegemeinde direkt am See.",
    "electrical", "Lac de la Haute-Sûre", "Stauseegemeinde", kind="b", nu="U", situation="Brother-in-law's garden lights trip the RCD when it rains")
add("de-t05", "Vor drei Jahren hat uns das Gartencenter Bambus als Sichtschutz verkauft, ohne Rhizomsperre, das sei bei dieser Sorte nicht nötig. Jetzt kommen die Triebe im ganzen Rasen hoch und sogar beim Nachbarn unter dem Zaun durch. Der Nachbar ist zu Recht sauer. Wir müssen das komplett raus haben, am besten mit Bagger, und danach etwas anderes pflanzen. Grundstück in Bech.",
    "gardening", "Bech", "Bech", kind="b", nu="U", situation="Running bamboo sold without root barrier spreading, remove and replant")
add("de-t06", "Meine Tante meinte, man kann Raufaser einfach überstreichen, das hält ewig. Nach dem dritten Anstrich wirft die Tapete im Schlafzimmer Blasen und die Nähte gehen auf. Jetzt soll ein Maler alles runterholen, die Wände glätten und neu streichen, ca 40 m² Wandfläche. Haus in Wecker, und ich stelle mir gern den Wecker auf sechs, falls jemand früh kann.",
    "painting", "Biwer", "Wecker", kind="b", nu="N", situation="Woodchip wallpaper painted over three times now bubbling")
add("de-t07", "Unser Wärmepumpentrockner (Miele, 3 Jahre alt) braucht inzwischen über vier Stunden und die Wäsche ist trotzdem noch feucht. Im Laden, wo wir ihn gekauft haben, hieß es, das sei bei diesen Geräten völlig normal. Das Flusensieb reinigen wir nach jedem Durchgang. Kann sich das jemand anschauen? Wir wohnen in Filsdorf.",
    "appliance-repair", "Dalheim", "Filsdorf", kind="b", nu="U", situation="Heat-pump dryer takes four hours, shop says normal")
add("de-t08", "Ich leite eine Kindertagesstätte in Düdelingen. Im Vorratsraum der Küche haben wir Kot gefunden und eine angenagte Packung Zwieback, vermutlich Mäuse. Wir brauchen dringend einen Kammerjäger, der diskret arbeitet und keine Giftköder auslegt, wo Kinder rankommen. Die Lebensmittelkontrolle kommt in zwei Wochen.",
    "pest-control", "Dudelange", "Düdelingen", not_place=("einen",), kind="c", nu="N", situation="Day-care centre finds mouse droppings in food store")
add("de-t09", "Wir sind ein Autohaus am Windhof mit einem großen Showroom, rundum verglast, ca 400 m² Glasfläche innen und außen. Bisher haben unsere Mitarbeiter das selbst gemacht, aber man sieht jeden Streifen in der Sonne. Wir suchen jemanden, der einmal im Monat die Scheiben macht, am liebsten sonntags. Bitte um ein Angebot.",
    "cleaning", "Koerich", "Windhof", kind="c", nu="U", situation="Car dealership needs monthly showroom window cleaning")
add("de-t10", "Wir sind eine kleine Softwarefirma mit 9 Leuten. Ein ehemaliger Mitarbeiter hat beim Weggang unsere Kundenliste mitgenommen und wirbt jetzt Kunden für seine eigene Firma ab. Im Arbeitsvertrag steht eine Wettbewerbsklausel, aber wir wissen nicht, ob die hier gültig ist. Wir suchen einen Anwalt für Arbeits- oder Wettbewerbsrecht.",
    "legal", None, None, not_place=("einen",), kind="c", nu="N", situation="Software firm: ex-employee took client list, non-compete clause")
add("de-t11", "Wir führen ein kleines Hotel mit acht Zimmern in Echternach. Die Zimmer sind seit 2005 unverändert, dunkle Möbel, grüne Teppiche, und die Gäste schreiben in den Bewertungen 'altbacken'. Wir brauchen ein Konzept für Farben, Licht, Möbel und Stoffe, das wir dann im Winter Zimmer für Zimmer umsetzen können. Das Budget ist begrenzt.",
    "interior-design", "Echternach", "Echternach", not_place=("führen",), kind="c", nu="U", situation="Small hotel wants a design concept for eight dated rooms")
add("de-t12", "Wir überlegen, ein altes Bauernhaus in Useldingen zu kaufen, Baujahr ungefähr 1900, 220 m². Es müsste alles gemacht werden: Elektrik, Heizung, Bäder, Küche, Böden, Fenster. Mit welchen Kosten pro m² muss man da rechnen, und lohnt sich das überhaupt im Vergleich zu einem Neubau? Wir müssen dem Verkäufer bis Ende des Monats antworten.",
    "renovation", "Useldange", "Useldingen", kind="d", nu="U", situation="Cost per m2 to renovate an old farmhouse, worth it vs new build")
add("de-t13", "Ich habe eine kleine Imkerei mit 30 Völkern und verkaufe den Honig bisher nur ab Hof und auf Märkten. Lohnt sich eine eigene Website mit Onlineshop, oder reicht eine Seite auf Instagram? Was kostet so etwas ungefähr, wenn ich später selbst Produkte einstellen will? Vom Programmieren habe ich keine Ahnung.",
    "web-development", None, None, kind="d", nu="U", situation="Beekeeper: own website with shop worth it, cost")
add("de-t14", "Wir wollen den Balkon unserer Wohnung in Gasperich neu fliesen lassen, ca 12 m². Sind große Feinsteinzeugplatten 60x60 auf Stelzlagern besser oder klassisch verklebte Fliesen? Was nimmt ein Fliesenleger ungefähr pro m², wenn die alten Fliesen erst runter müssen? Unter uns wohnt jemand, es darf also nichts durchsickern.",
    "tiling", "Luxembourg", "Gasperich", kind="d", nu="N", situation="Balcony tiles: slabs on pedestals or bonded tiles, price")
add("de-t15", "Wir haben ein altes Winzerhaus in Nittel geerbt, also auf der deutschen Seite der Mosel. Das Schieferdach ist über 80 Jahre alt, einzelne Platten fehlen und auf dem Dachboden sieht man an zwei Stellen Licht. Lohnt es sich, das reparieren zu lassen, oder sollte man gleich komplett neu eindecken? Was verlangt ein Dachdecker ungefähr für 150 m² Schiefer? Wir wohnen selbst in Grevenmacher, also nur über die Brücke.",
    "roofing", "abroad", "Nittel", distractors=("Grevenmacher",), kind="d", nu="N", situation="Inherited house in Germany: repair or re-slate the old roof")

# ---------------- English ----------------
add("en-s01", "Looking for someone to turn half of our lawn in Bascharage into a wildflower meadow and plant 4 fruit trees this autumn, the grass there never grows properly anyway.",
    "gardening", "Käerjeng", "Bascharage", not_place=("grass",), situation="Turn half a lawn into a wildflower meadow, plant fruit trees")
add("en-s02", "hi can someone regrout our shower and the kitchen splashback, grout is cracked and crumbling in places, flat in oberkorn",
    "tiling", "Differdange", "oberkorn", situation="Regrout shower and kitchen splashback")
add("en-s03", "We need a low retaining wall built from concrete blocks, about 12 m long and 80 cm high, along the back of our garden in Moutfort.",
    "masonry", "Contern", "Moutfort", situation="Build a concrete-block retaining wall")
add("en-s04", "Just bought a house in Strassen and the previous owners never handed over the spare keys, so we'd like all the locks changed: 3 doors plus the garage.",
    "locksmith", "Strassen", "Strassen", situation="Change all locks in a newly bought house")
add("en-s05", "Need our company's employee handbook (about 40 pages, English) translated into French and German by the end of the month, how much would that be?",
    "translation", None, None, situation="Translate a 40-page employee handbook into FR and DE")
add("en-s06", "Our architecture practice's website is from 2014, not mobile friendly and nobody can update it, looking for someone to rebuild it with a simple CMS.",
    "web-development", None, None, situation="Rebuild an outdated architecture practice website with a CMS")
add("en-s07", "Complete kitchen refit in our flat in Belair: moving the sink to an island, new wiring and lighting, new tiles and units, ideally starting in January.",
    "renovation", "Luxembourg", "Belair", situation="Complete kitchen refit with sink moved to island")
add("en-s08", "One zone of our Siemens induction hob stopped working and the others beep every few seconds, can anyone come to Heffingen to repair it?",
    "appliance-repair", "Heffingen", "Heffingen", situation="Induction hob zone dead, beeping")
add("en-s09", "Need someone to set up mesh wifi and a NAS for backups in our old farmhouse in Hachiville, the stone walls kill every signal.",
    "it-support", "Wincrange", "Hachiville", situation="Mesh wifi and NAS backups in a stone farmhouse")
add("en-s10", "Looking for a maths tutor for my 15 year old, twice a week after school, ideally in English.",
    None, None, None, situation="Maths tutor for a teenager (no trade)")
add("en-t01", "Every morning around 6 there's a loud banging in the walls, like someone hitting the pipes with a hammer, right when the heating kicks in. It goes on for about ten minutes and wakes the whole house. The pressure gauge in the utility room also drops a bit every week and I keep topping it up. House in Ingeldorf, built in 2001.",
    "heating", "Erpeldange-sur-Sûre", "Ingeldorf", kind="a", nu="U", situation="Pipes bang when heating starts, system pressure keeps dropping")
add("en-t02", "When it rains hard, water pours over the edge at the front of the house instead of going down the drainpipe, and it has left a green stripe down the wall. You can see grass and a small tree growing in the gutter. One of the brackets also looks bent. We live in Noerdange, two-storey house.",
    "roofing", "Beckerich", "Noerdange", not_place=("grass",), kind="a", nu="U", situation="Overflowing blocked gutter with plants, bent bracket")
add("en-t03", "Since we got back from a hostel trip to Barcelona, my son wakes up with itchy bites in a row on his arms. There are tiny dark spots on the mattress seams and now my daughter has bites too. We've washed everything at 60 degrees twice. House in Vichten, three bedrooms.",
    "pest-control", "Vichten", "Vichten", distractors=("Barcelona",), kind="a", nu="U", situation="Bed bug bites after a hostel trip")
add("en-t04", "We live in Athus, just over the Belgian border, and I commute to Luxembourg every day. A colleague told me I can charge my new EV from the garage socket with an extension reel, no problem. Last night the plug went brown and melted a bit and the garage smelled of burnt plastic. I want a proper wallbox and a dedicated line installed before someone gets hurt.",
    "electrical", "abroad", "Athus", distractors=("Luxembourg",), kind="b", nu="U", situation="EV charged on extension reel melted the plug, wants a wallbox, house in Belgium")
add("en-t05", "Our landlord told us to pour caustic soda down the kitchen sink every week to keep it from blocking. Now the plastic trap underneath is cracked, water drips into the cupboard and it smells. He says it's our fault. We rent a flat in Wiltz and would like a plumber to fix it and tell us what's actually safe to use.",
    "plumbing", "Wiltz", "Wiltz", kind="b", nu="N", situation="Caustic soda on landlord's advice cracked the sink trap")
add("en-t06", "Our neighbour told us to clean the panels on our roof with his pressure washer, so my husband did that in March. Since then the app shows one string producing much less than the other, and on one panel you can see fine cracks when the sun is on it. The company that fitted them has closed down. Can someone check the panels and the inverter at our place in Beyren?",
    "solar", "Flaxweiler", "Beyren", kind="b", nu="U", situation="PV panels pressure-washed on neighbour's advice, one string underperforms")
add("en-t07", "The computer shop told my dad his old PC was too slow to fix and sold him a new laptop. They didn't move anything over, so his emails, 20 years of photos and his tax files are all still on the old tower. He's 82 and lives alone in Canach, and he's quite upset. Could someone go round, move everything across and set up the new one properly?",
    "it-support", "Lenningen", "Canach", kind="b", nu="U", situation="Shop sold a new laptop without migrating data")
add("en-t08", "We're a law firm with 12 people in an office on Kirchberg and we're launching a new website next month. We need professional headshots of everyone plus a few shots of the team in the meeting room. Ideally the photographer brings lighting and a backdrop and does it all in one morning. What would that cost?",
    "photography", "Luxembourg", "Kirchberg", kind="c", nu="N", situation="Law firm needs staff headshots for new website")
add("en-t09", "I run a small Montessori kindergarten in Mondorf. We'd like low oak shelves along one wall, about 6 m, and a built-in reading nook with a bench under the window. Everything has to be solid wood with rounded edges, no chipboard. Could someone measure up in the holidays when the children are away?",
    "carpentry", "Mondorf-les-Bains", "Mondorf", kind="c", nu="U", situation="Kindergarten wants oak shelves and a built-in reading nook")
add("en-t10", "We opened a small Thai restaurant in March and so far my wife has done the books in Excel. With six staff, students in summer and the tips, payroll is getting complicated and we made mistakes with social security. We need an accountant who takes over the payroll and prepares the annual accounts. Our English is better than our French.",
    "accounting", None, None, kind="c", nu="N", situation="Restaurant needs payroll and annual accounts")
add("en-t11", "We run a dance studio in Kockelscheuer and the builders have just finished the new changing rooms. Everything is covered in fine white dust: the sprung floor, mirrors, benches, even the inside of the lockers. We reopen on Monday with 80 kids booked in. Can someone come over the weekend and get it spotless?",
    "cleaning", "Roeser", "Kockelscheuer", kind="c", nu="U", situation="Dance studio covered in dust after building works")
add("en-t12", "We're moving from a two-bed flat in Rodange to a house in Ettelbruck in June. Is it actually cheaper to rent a van and ask friends, or to book a company once you add fuel, two days off work and pizza for everyone? Roughly what would a crew with a truck charge for a third floor with a lift? Nothing crazy, just a big wardrobe, a sofa and lots of boxes.",
    "moving", "Pétange", "Rodange", distractors=("Ettelbruck",), kind="d", nu="U", situation="Van and friends or a removal company, move Rodange to Ettelbruck")
add("en-t13", "Our neighbour Walter built a new garden shed and a fence that we think is about 40 cm onto our land. We've talked to him twice but he says the old survey is wrong. Is it worth getting a lawyer involved at this stage, or should we first order a new survey? And roughly what does a lawyer charge for something like this?",
    "legal", None, None, not_place=("Walter",), kind="d", nu="N", situation="Neighbour's fence on our land: lawyer now or survey first")
add("en-t14", "We're building a house in Hosingen and the shell will be finished in spring. How do interior designers usually charge, per hour, per room or a percentage? We mainly need help with the kitchen-living layout, colours and a lighting plan, not a full project. Is it worth it for an open-plan ground floor of about 70 m²?",
    "interior-design", "Parc Hosingen", "Hosingen", kind="d", nu="N", situation="How interior designers charge, worth it for open-plan ground floor")
add("en-t15", "The render on our house in Berdorf was painted about 15 years ago and it's now chalky and faded, especially on the west side. Which lasts longer, silicate or silicone-resin paint? Roughly what should we expect per square metre including scaffolding for a two-storey detached house? We'd also like the shutters redone in a darker grey if it's not too much extra.",
    "painting", "Berdorf", "Berdorf", kind="d", nu="U", situation="Facade repaint: silicate or silicone paint, price per m2")

# ---------------- Portuguese ----------------
add("pt-s01", "Bom dia, o autoclismo da casa de banho de baixo não enche e o tubo por baixo do lavatório está sempre molhado, moro em Olm, alguém pode vir amanhã?",
    "plumbing", "Kehlen", "Olm", situation="Cistern does not fill, wet pipe under the basin")
add("pt-s02", "preciso de um eletricista para pôr candeeiros no teto da sala e da cozinha e mudar 6 tomadas antigas, apartamento em L-3510",
    "electrical", "Dudelange", "L-3510", situation="Ceiling lights and six old sockets replaced")
add("pt-s03", "Caíram várias telhas com o vento de ontem e agora entra água no sótão, casa em Ehlange, é urgente!!",
    "roofing", "Reckange-sur-Mess", "Ehlange", situation="Roof tiles blown off, water in the attic")
add("pt-s04", "Procuro uma femme de ménage para 2 vezes por semana, 3 horas de cada vez, casa em Alzingen, pago com chèque-service.",
    "cleaning", "Hesperange", "Alzingen", situation="Cleaner twice a week")
add("pt-s05", "Vamos voltar para Portugal em agosto e precisamos de orçamento para a mudança de um T3 de Bereldange até Viseu, com embalagem incluída.",
    "moving", "Walferdange", "Bereldange", distractors=("Portugal", "Viseu"), situation="Move of a three-bed flat from Bereldange back to Portugal")
add("pt-s06", "Tenho uma pequena empresa de construção e preciso de um contabilista que trate dos salários e da declaração de impostos da empresa, falo mal francês.",
    "accounting", None, None, situation="Payroll and company tax return for a small builder")
add("pt-s07", "Queria um site simples para a minha empresa de jardinagem, com fotos dos trabalhos e um formulário para pedirem orçamento.",
    "web-development", None, None, situation="Simple website for a gardening business")
add("pt-s08", "Temos baratas na cozinha do apartamento em Larochette, já pusemos gel mas elas voltam sempre, quanto custa um tratamento?",
    "pest-control", "Larochette", "Larochette", situation="Cockroaches in the kitchen keep coming back")
add("pt-s09", "Preciso de um carreleur para assentar azulejos na parede da cozinha, uns 9 m², em Ettelbrück, o material já está comprado.",
    "tiling", "Ettelbruck", "Ettelbrück", situation="Lay wall tiles in the kitchen")
add("pt-s10", "Procuro alguém de confiança para fazer companhia à minha mãe de 84 anos umas horas por dia, de segunda a sexta.",
    None, None, None, situation="Companion for an elderly mother (no trade)")
add("pt-t01", "A porta de madeira do quarto do meu filho já não fecha, arrasta no chão e o aro rachou do lado das dobradiças. Na sala, duas tábuas do soalho levantaram junto à janela. A casa tem uns 40 anos e é toda em madeira por dentro. Moramos em Bettborn.",
    "carpentry", "Préizerdaul", "Bettborn", kind="a", nu="U", situation="Wooden door drags and frame cracked, floorboards lifting")
add("pt-t02", "Depois da tempestade da semana passada, o carvalho grande ao fundo do quintal ficou inclinado para o lado da casa. As raízes levantaram a relva e há uma racha no tronco. Os miúdos brincam sempre ali debaixo e eu já não durmo descansada. A casa é em Grosbous.",
    "gardening", "Groussbus-Wal", "Grosbous", kind="a", nu="U", situation="Large oak leaning towards the house after a storm")
add("pt-t03", "A arca congeladora da garagem faz um barulho estranho, estala e depois fica calada. O termómetro lá dentro marca -4 quando devia estar a -18. Já perdi uma caixa de carne e peixe. É uma Beko com 5 anos, estamos em Pommerloch.",
    "appliance-repair", "Winseler", "Pommerloch", kind="a", nu="U", situation="Chest freezer clicks and only reaches -4")
add("pt-t04", "O senhorio disse que o radiador do quarto não precisa de válvula termostática, basta fechar a torneira quando faz calor. Agora a torneira está presa, o radiador está sempre a ferver e à noite estão 27 graus no quarto. Já pedi ao propriétaire para mandar alguém mas ele não responde. Moro em Consdorf, posso pagar eu e descontar na renda?",
    "heating", "Consdorf", "Consdorf", kind="b", nu="U", situation="Radiator valve stuck open, landlord refused a thermostatic valve")
add("pt-t05", "Compramos uma cozinha numa loja grande e disseram-nos que os montadores deles tratavam de tudo. Montaram os móveis e foram embora: falta ligar a água e o esgoto, mudar as tomadas, pôr o azulejo na parede, e o chão ficou estragado. A loja diz que isso já não é com eles. Precisamos de alguém que acabe a cozinha toda, em Grevenmacher.",
    "renovation", "Grevenmacher", "Grevenmacher", kind="b", nu="U", situation="Kitchen shop fitted only the units, rest of the kitchen unfinished")
add("pt-t06", "O meu primo que trabalha nas obras disse que a parede entre a cozinha e a sala não era de carga e que a podíamos tirar nós. Começámos a partir no sábado e agora apareceu uma racha no teto por cima da porta. Parámos logo. Preciso de um pedreiro que veja isto com urgência e ponha uma viga se for preciso, casa em Mondorf-les-Bains.",
    "masonry", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="b", nu="N", situation="Cousin said wall not load-bearing, crack appeared after partial demolition")
add("pt-t07", "Compramos uma casa em Hettange-Grande, do lado francês, e as paredes foram todas rebocadas de novo. Na loja de bricolage disseram que podíamos pintar logo por cima, sem primário. Agora a tinta está cheia de manchas e em algumas partes já está a descascar. Alguém do Luxemburgo trabalha em França?",
    "painting", "abroad", "Hettange-Grande", distractors=("Luxemburgo", "França"), kind="b", nu="U", situation="Paint on fresh plaster without primer patchy and peeling, house in France")
add("pt-t08", "Somos uma empresa de telhados com 15 trabalhadores, o escritório e os balneários ficam em Foetz. Os balneários estão num estado que nem vos conto e no escritório ninguém tem tempo para limpar. Procuramos uma empresa de limpeza para duas vezes por semana, ao fim do dia. Podem mandar um orçamento?",
    "cleaning", "Mondercange", "Foetz", kind="c", nu="N", situation="Roofing firm needs office and changing-room cleaning")
add("pt-t09", "Tenho uma mercearia portuguesa no Parc Hosingen. Desde ontem o computador da caixa não comunica com o terminal multibanco nem com a impressora dos talões. O meu sobrinho mexeu no router e ainda ficou pior. Sábado é o dia de mais movimento, preciso disto a funcionar!",
    "it-support", "Parc Hosingen", "Parc Hosingen", kind="c", nu="U", situation="Grocery till PC lost card terminal and receipt printer")
add("pt-t10", "Somos uma empresa de construção com muitos trabalhadores portugueses e cabo-verdianos. O manual de segurança do estaleiro está só em francês e alemão e a inspeção exige que todos o percebam. Precisamos de um tradutor para passar as 25 páginas para português. Também pode ser útil um intérprete para a formação de um dia.",
    "translation", None, None, kind="c", nu="N", situation="Builder needs site safety manual translated into Portuguese")
add("pt-t11", "O nosso rancho folclórico faz 30 anos e vamos ter uma festa grande no pavilhão em Esch/Alzette, no dia 21 de setembro. Queríamos fotos dos grupos a dançar, dos trajes e também um pequeno vídeo para o Facebook. Somos uma associação, o orçamento não é grande. Alguém com experiência em eventos assim?",
    "photography", "Esch-sur-Alzette", "Esch/Alzette", kind="c", nu="U", situation="Folk dance group's 30th anniversary photos and video")
add("pt-t12", "Estou a pensar pôr painéis no telhado da garagem em Niederkorn, uns 25 m² virados a sudoeste. Vale a pena com os subsídios do Estado, ou demora muitos anos a pagar-se? Quanto custa mais ou menos uma instalação pequena de 5 kWp? Gastamos uns 4500 kWh por ano.",
    "solar", "Differdange", "Niederkorn", kind="d", nu="U", situation="Is a small PV system on the garage roof worth it with subsidies")
add("pt-t13", "Assaltaram o prédio ao lado no mês passado e agora estou com medo. O que é melhor para a porta de casa, uma fechadura de vários pontos ou uma fechadura inteligente com código? Quanto cobra um serralheiro para montar uma coisa dessas? Moro num rés-do-chão em Cessange.",
    "locksmith", "Luxembourg", "Cessange", kind="d", nu="N", situation="Multipoint lock or smart lock after burglary next door")
add("pt-t14", "Estou a separar-me e temos uma casa no Luxemburgo e outra em Portugal, em nome dos dois. Preciso de um advogado aqui ou em Portugal, ou dos dois? Quanto custa mais ou menos um divórcio por mútuo consentimento? Temos dois filhos menores.",
    "legal", None, None, distractors=("Luxemburgo", "Portugal"), kind="d", nu="N", situation="Divorce with houses in two countries: which lawyer, cost")
add("pt-t15", "Comprei um estúdio de 38 m² em Merl e não sei como pôr tudo lá dentro: cama, sofá, secretária para teletrabalho e mesa para quatro. Vale a pena pagar a alguém para fazer um plano com os móveis, as cores e a luz? Quanto se paga normalmente por um projeto assim? Não quero obras, só mudar a disposição.",
    "interior-design", "Luxembourg", "Merl", kind="d", nu="U", situation="Layout, colour and lighting plan for a small studio, worth it")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, vorremmo aggiungere due radiatori nella mansarda appena finita e collegarli all'impianto esistente, casa a Goeblange, fate sopralluoghi?",
    "heating", "Koerich", "Goeblange", situation="Add two radiators in a new attic room to the existing system")
add("it-s02", "cerco imbianchino per 3 camere + soffitti, appartamento a Berchem (quella in Lussemburgo, non Anversa 😂)",
    "painting", "Roeser", "Berchem", distractors=("Lussemburgo", "Anversa"), situation="Paint three bedrooms and ceilings")
add("it-s03", "Dobbiamo aprire un passaggio di 1,20 m nel muro di mattoni tra garage e cantina, casa a Weiler-la-Tour, chi fa lavori del genere?",
    "masonry", "Weiler-la-Tour", "Weiler-la-Tour", situation="Open a doorway in a brick wall between garage and cellar")
add("it-s04", "Quanto costa un impianto fotovoltaico da 10 kWp per una casa a Gosseldange con tetto est-ovest, contando i contributi PRIMe House?",
    "solar", "Lintgen", "Gosseldange", situation="Price of a 10 kWp PV system on an east-west roof")
add("it-s05", "ciao qualcuno per abbattere due abeti alti 15 m vicino alla casa a Huldange e togliere le ceppaie??",
    "gardening", "Troisvierges", "Huldange", situation="Fell two tall firs near the house and remove stumps")
add("it-s06", "Ho avuto un incidente col monopattino e l'assicurazione dell'altra parte non vuole pagare, mi serve un avvocato in Lussemburgo che parli italiano.",
    "legal", None, None, distractors=("Lussemburgo",), situation="E-scooter accident, other side's insurer refuses to pay")
add("it-s07", "Mi serve una traduzione dall'italiano al francese del contratto d'affitto del mio negozio, sono 12 pagine.",
    "translation", None, None, situation="Translate a 12-page shop lease IT to FR")
add("it-s08", "La lavastoviglie Bosch non scarica più l'acqua e si ferma a metà programma, siamo a Niederfeulen, potete venire a ripararla?",
    "appliance-repair", "Feulen", "Niederfeulen", situation="Dishwasher stops mid-cycle and does not pump out")
add("it-s09", "Cerchiamo un interior designer per ripensare l'open space cucina-soggiorno, colori e illuminazione, casa a Roodt, non Roodt-sur-Syre.",
    "interior-design", "Ell", "Roodt", distractors=("Roodt-sur-Syre",), situation="Rethink open-plan kitchen-living, colours and lighting")
add("it-s10", "Sapete consigliarmi una scuola guida con un istruttore che parli italiano per mia figlia?",
    None, None, None, situation="Driving school with Italian-speaking instructor (no trade)")
add("it-t01", "Dopo il temporale di ieri sera metà casa è senza corrente. In cucina le luci funzionano, ma in soggiorno e nelle camere le prese sono morte. Nel quadro c'è un interruttore che scatta appena lo rialzo. Abitiamo a Baschleiden e adesso il frigo è attaccato a una prolunga.",
    "electrical", "Boulaide", "Baschleiden", kind="a", nu="U", situation="After a thunderstorm half the sockets dead, breaker trips at once")
add("it-t02", "Nel corridoio di casa due piastrelle si sono crepate e altre tre si sono sollevate, formando una specie di gobba al centro. Quando ci cammini sopra suonano vuote. Il pavimento è stato fatto solo quattro anni fa. Siamo a Bastendorf, il corridoio è lungo circa 8 metri.",
    "tiling", "Tandel", "Bastendorf", kind="a", nu="U", situation="Hallway floor tiles cracked and tented")
add("it-t03", "Da stamattina la maniglia della porta d'ingresso gira a vuoto e da fuori la porta non si apre più. Per ora entriamo dal garage, ma stasera parto per lavoro e mia moglie resta sola con i bambini. Da dentro si apre solo girando la chiave due volte e tirando forte. Abitiamo a Echternach, vicino alla basilica.",
    "locksmith", "Echternach", "Echternach", kind="a", nu="U", situation="Front-door handle spins, door will not open from outside")
add("it-t04", "Abitiamo a Messancy, in Belgio, a dieci minuti da Arlon. Mio suocero ha detto che il rubinetto nuovo del giardino potevo collegarlo da solo con i raccordi a innesto, tanto è facile. Adesso c'è una macchia di umido che cresce sul muro della cucina, proprio dietro. Serve qualcuno che apra e rifaccia il collegamento come si deve.",
    "plumbing", "abroad", "Messancy", distractors=("Belgio", "Arlon"), kind="b", nu="U", situation="DIY push-fit garden tap connection leaking into the wall, house in Belgium")
add("it-t05", "La porta d'ingresso in legno strisciava sul pavimento e il proprietario ci ha detto di piallarla sotto da soli. L'abbiamo fatto, ma adesso sotto c'è una fessura di un centimetro e d'inverno entra un'aria gelida. Inoltre la porta non si chiude più bene e la serratura fatica. Cerchiamo un falegname che la sistemi, appartamento a Bourglinster.",
    "carpentry", "Junglinster", "Bourglinster", kind="b", nu="N", situation="Wooden front door planed on landlord's advice, now gap and draught")
add("it-t06", "Mia suocera, che abita a Perl appena oltre la Mosella, mi ha detto di mettere sacchetti di lavanda negli armadi contro le tarme. Adesso abbiamo buchi in tutti i cappotti di lana e piccole larve nel tappeto del soggiorno. Abbiamo già buttato due maglioni di cachemire. Ci serve un trattamento vero per tutta la casa a Remich.",
    "pest-control", "Remich", "Remich", distractors=("Perl",), kind="b", nu="U", situation="Clothes moths and larvae despite lavender sachets")
add("it-t07", "Un amico mi ha consigliato di pulire il divano in tessuto e la moquette con il suo pulitore a vapore. Risultato: aloni giallastri dappertutto e un odore di umido che non va via. Sabato arrivano i miei genitori dall'Italia. Mi serve un'impresa di pulizie che sappia trattare tessuti e moquette, appartamento in Ville-Haute.",
    "cleaning", "Luxembourg", "Ville-Haute", distractors=("Italia",), kind="b", nu="N", situation="Sofa and carpet stained by a friend's steam cleaner")
add("it-t08", "Gestiamo una pizzeria a Esch-sur-Alzette e stiamo rifacendo il menù e le schede su Wolt e Uber Eats. Le foto che abbiamo fatto col telefono sono terribili. Ci serve un fotografo per una ventina di piatti, pizze, dolci e qualche foto del locale. Possibilmente di lunedì, quando siamo chiusi.",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="Pizzeria needs food photos for menu and delivery apps")
add("it-t09", "Ho un negozio di biciclette con due dipendenti e finora la contabilità la faceva mio cognato. Adesso lui si è trasferito in Italia e io non so nemmeno da dove iniziare con la chiusura dell'anno e le dichiarazioni IVA trimestrali. Cerco un commercialista o una fiduciaria che segua tutto, buste paga comprese. Quanto si paga al mese più o meno?",
    "accounting", None, None, distractors=("Italia",), kind="c", nu="N", situation="Bike shop needs year-end accounts, quarterly VAT and payroll")
add("it-t10", "Abbiamo una gelateria a Kayl e vogliamo trasformare il magazzino sul retro in una seconda sala da 25 posti. Bisogna aprire una parete, rifare l'impianto elettrico, mettere un pavimento nuovo, un bagno per disabili e la ventilazione. Vorremmo che fosse pronto per aprile, prima della stagione. Ci mandate un preventivo?",
    "renovation", "Kayl", "Kayl", kind="c", nu="U", situation="Ice-cream shop converts storeroom into a second dining room")
add("it-t11", "Il nostro circolo culturale italiano lascia la sede di Differdange e si trasferisce a Esch a fine mese. Ci sono circa 2000 libri della biblioteca, 60 sedie pieghevoli, un bancone da bar e un vecchio biliardo. I soci volontari sono quasi tutti pensionati e non possono portare pesi. Quanto ci costerebbe portare tutto di là?",
    "moving", "Differdange", "Differdange", distractors=("Esch",), kind="c", nu="U", situation="Italian cultural club moves premises from Differdange to Esch")
add("it-t12", "Insegno yoga e ho circa 60 allieve fisse, per ora le prenotazioni arrivano su WhatsApp ed è un caos. Meglio un sito con calendario e pagamenti online, oppure un'app già pronta con abbonamento mensile? Quanto costerebbe farsi fare un sito così? Vorrei anche poter vendere i pacchetti da 10 lezioni.",
    "web-development", None, None, kind="d", nu="U", situation="Yoga teacher: booking website or ready-made app, cost")
add("it-t13", "Il tetto della nostra casa a Beringen ha più di 40 anni, le tegole sono porose e alcune si sbriciolano. Conviene sostituire solo le tegole o rifare tutto isolando dall'esterno? Quanto chiede più o meno un conciatetti per 130 m²? Abbiamo letto dei contributi statali ma non sappiamo se valgono anche per noi.",
    "roofing", "Mersch", "Beringen", kind="d", nu="N", situation="Old porous roof tiles: replace tiles only or re-roof with insulation")
add("it-t14", "Siamo uno studio di geometri con 6 computer a Ehlerange e finora ci pensava un collega appassionato di informatica, che però è andato in pensione. Conviene un contratto di assistenza con una ditta, o pagare a chiamata quando c'è un problema? Quanto costa di solito un contratto mensile per uno studio piccolo? Ci serve anche qualcuno che sistemi i backup, che ora non fa nessuno.",
    "it-support", "Sanem", "Ehlerange", kind="d", nu="U", situation="Surveyors' office: IT support contract or pay per call")
add("it-t15", "Per la cameretta dei gemelli vorremmo un letto a soppalco con armadio e scrivania sotto, tutto in legno. Conviene farlo fare su misura o montare qualcosa di già pronto e adattarlo? La stanza è piccola, 2,60 x 3,40, con una trave in mezzo al soffitto. Abitiamo a Bridel, quanto si spende più o meno?",
    "carpentry", "Kopstal", "Bridel", kind="d", nu="U", situation="Loft bed with wardrobe and desk: custom-built or adapt ready-made")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito que alguien pase el cableado de la cocina nueva (horno, placa y 6 enchufes) antes de que vengan a montar los muebles, piso en Aspelt.",
    "electrical", "Frisange", "Aspelt", situation="Wiring for a new kitchen before the units are fitted")
add("es-s02", "Se ha roto una tubería en el sótano y sale agua a chorro, ya he cerrado la llave general, estoy en Rumelange, ¿alguien puede venir hoy?",
    "plumbing", "Rumelange", "Rumelange", situation="Burst pipe in the cellar, main valve closed")
add("es-s03", "Busco carpintero para hacer un armario empotrado de madera en el hueco de la escalera, unos 2 m de ancho, en Senningerberg.",
    "carpentry", "Niederanven", "Senningerberg", situation="Built-in wooden cupboard under the stairs")
add("es-s04", "tenemos ratas en el jardín y en el cobertizo, las ve mi hija por la noche, casa en colmar-berg, cuánto cuesta quitarlas",
    "pest-control", "Colmar-Berg", "colmar-berg", situation="Rats in the garden and shed")
add("es-s05", "Mudanza de un piso de 2 habitaciones de Helmdange a Bonnevoie el 30 de mayo, segundo piso sin ascensor en los dos sitios, ¿precio aproximado?",
    "moving", "Lorentzweiler", "Helmdange", distractors=("Bonnevoie",), situation="Two-bedroom flat move from Helmdange to Bonnevoie")
add("es-s06", "Mi casero se niega a devolverme la fianza de tres meses sin dar ningún motivo, ¿conocéis algún abogado que hable español?",
    "legal", None, None, situation="Landlord keeps the rental deposit, lawyer")
add("es-s07", "Acabo de abrir una pequeña empresa de reformas con mi socio y necesitamos un gestor o contable para las nóminas y los impuestos.",
    "accounting", None, None, situation="New renovation company needs payroll and tax accountant")
add("es-s08", "Queremos cambiar las dos ventanas de tejado del ático, que ya no cierran bien y entra agua cuando llueve fuerte, casa en Wemperhardt.",
    "roofing", "Weiswampach", "Wemperhardt", situation="Replace two leaking roof windows")
add("es-s09", "Busco jardinero para diseñar el jardín nuevo de la casa en Mertzig, unos 400 m², con césped, un pequeño huerto y riego automático.",
    "gardening", "Mertzig", "Mertzig", situation="Design a new garden with lawn, vegetable patch and irrigation")
add("es-s10", "¿Hay alguna peluquera que venga a domicilio para cortarle el pelo a mi abuela, que ya no puede salir de casa?",
    None, None, None, situation="Home-visit hairdresser for a grandmother (no trade)")
add("es-t01", "La estufa de pellets del salón echa humo hacia dentro cada vez que la enciendo y el cristal se pone negro en una hora. No tenemos nada más para calentar la planta baja. Hace dos semanas que pasa y ya huele todo a humo. Vivimos en Perlé, en una casa antigua de piedra.",
    "heating", "Rambrouch", "Perlé", kind="a", nu="U", situation="Pellet stove smokes into the room, glass blackens")
add("es-t02", "Este verano el césped se ha llenado de manchas amarillas y marrones, aunque lo regamos cada tarde. En algunas zonas han salido setas formando círculos. El perro no pisa esa parte y los vecinos tienen el césped perfecto. Estamos en Eschdorf, parcela de unos 600 m².",
    "gardening", "Esch-sur-Sûre", "Eschdorf", kind="a", nu="U", situation="Lawn patches and fairy rings despite watering")
add("es-t03", "Tenemos unos tubos en el tejado que calientan el agua del depósito, y este mes, con todo el sol que hace, el agua sale fría si no encendemos la caldera. La bomba del sótano no hace ruido y la luz del regulador parpadea en rojo. Debajo de una válvula hay una mancha rosa, como de líquido de coche. Casa en Stolzembourg.",
    "solar", "Putscheid", "Stolzembourg", kind="a", nu="U", situation="Solar thermal tubes not heating the tank, pump silent, glycol leak")
add("es-t04", "Tenemos una casa en Martelange, en el lado belga, no en Haut-Martelange. En la tienda nos dijeron que el azulejo de interior que elegimos valía también para la terraza. Después del invierno la mitad se ha agrietado y varias piezas se han despegado. Queremos levantarlo todo y poner algo que aguante las heladas, unos 20 m².",
    "tiling", "abroad", "Martelange", distractors=("Haut-Martelange",), kind="b", nu="U", situation="Indoor tiles on a terrace cracked by frost, house in Belgium")
add("es-t05", "La bisagra de la puerta del horno hacía ruido y mi suegro nos dijo que no llamáramos a nadie, que bastaba con desmontarla y apretar los tornillos. Lo hicimos así y ahora la puerta no cierra, el cristal interior baila y cuando se enciende sale todo el calor. Él insiste en que es cuestión de ajustarla, pero ya llevamos tres tardes con ello. Es un Siemens empotrado, vivimos en Rosport.",
    "appliance-repair", "Rosport-Mompach", "Rosport", kind="b", nu="U", situation="Father-in-law said just tighten the oven-door hinge, now door will not close")
add("es-t06", "Compramos los muebles del salón en una tienda grande que tenía un 'servicio de diseño gratuito'. Nos recomendaron un sofá en L enorme y una isla que ahora bloquea el paso a la terraza. La habitación parece más pequeña que antes y no sabemos por dónde empezar. Queremos a alguien independiente que nos haga un plano de distribución, colores e iluminación, casa en Berbourg.",
    "interior-design", "Manternach", "Berbourg", kind="b", nu="U", situation="Furniture store's free design service got the living room wrong")
add("es-t07", "Mi cuñado empezó a convertir el sótano en habitación de invitados con baño y lo dejó a medias cuando se mudó a España. Hay placas de pladur sin terminar, cables colgando, el suelo desnivelado y la ducha sin conectar. Nos convenció de no llamar a ninguna empresa porque eso se acababa en un fin de semana, y ya llevamos un año así. Buscamos a alguien que lo termine todo bien, casa en Remerschen.",
    "renovation", "Schengen", "Remerschen", distractors=("España",), kind="b", nu="U", situation="Half-finished basement guest room left by brother-in-law")
add("es-t08", "Llevamos un camping junto al río en Diekirch y en temporada alta tenemos 120 parcelas ocupadas. Los bloques de duchas y aseos necesitan limpieza dos veces al día, de junio a agosto. El año pasado lo hicimos con estudiantes y fue un desastre. Buscamos una empresa de limpieza con experiencia, ¿podéis darnos precio por temporada?",
    "cleaning", "Diekirch", "Diekirch", kind="c", nu="N", situation="Campsite needs sanitary block cleaning twice a day in season")
add("es-t09", "Somos una academia de idiomas pequeña, damos español y portugués a adultos y niños. Nuestra web es de una plantilla vieja y las matrículas llegan por correo, así que perdemos alumnos. Buscamos un desarrollador web que haga una página nueva con inscripción y pago online. Nos gustaría tenerla antes de septiembre.",
    "web-development", None, None, kind="c", nu="N", situation="Language school needs new site with online enrolment and payment")
add("es-t10", "Tenemos una empresa de transporte y la semana que viene viene un cliente de Valencia para negociar un contrato grande. Él no habla francés ni alemán y nuestro jefe no habla español. Necesitamos un intérprete para la reunión, unas tres horas, y luego la traducción del contrato al español. ¿Tenéis a alguien disponible?",
    "translation", None, None, distractors=("Valencia",), kind="c", nu="N", situation="Haulier needs an interpreter for a negotiation and contract translation")
add("es-t11", "Tenemos una clínica veterinaria en Bertrange y el ordenador donde se guardan las radiografías se ha vuelto lentísimo. Los otros dos puestos a veces no lo ven en la red y hay que reiniciar todo. Además la copia de seguridad lleva semanas fallando sin que nadie se diera cuenta. Necesitamos que alguien lo revise y lo deje estable.",
    "it-support", "Bertrange", "Bertrange", kind="c", nu="U", situation="Vet clinic X-ray PC slow, network drops, backup failing")
add("es-t12", "Tenemos una viña en Ahn con un muro de piedra seca de unos 25 metros que se está abriendo por la mitad. ¿Merece la pena repararlo en piedra como está, o sale mucho más barato rehacerlo en hormigón? ¿Cuánto cobra un albañil más o menos por metro? Nos han dicho que el ayuntamiento a veces da ayudas para los muros antiguos.",
    "masonry", "Wormeldange", "Ahn", kind="d", nu="N", situation="Bulging dry-stone vineyard wall: repair in stone or rebuild in concrete")
add("es-t13", "Perdí en el autobús un llavero con las llaves de casa y del buzón, y llevaba una etiqueta con mi apellido. ¿Es mejor cambiar todos los bombines o basta con el de la puerta principal? ¿Cuánto cobra un cerrajero por cambiar tres bombines? Vivo en un piso en Clausen y trabajo de noche, así que prefiero por la mañana.",
    "locksmith", "Luxembourg", "Clausen", kind="d", nu="N", situation="Lost keys with name tag: change all cylinders or only the front door")
add("es-t14", "En octubre bautizamos a nuestro hijo en Itzig y vendrá toda la familia de Galicia. ¿Merece la pena contratar a alguien profesional para las fotos en la iglesia y en la comida, o basta con los móviles de la familia? ¿Cuánto se paga normalmente por unas tres horas? Lo que más nos importa son las fotos con los abuelos.",
    "photography", "Hesperange", "Itzig", distractors=("Galicia",), kind="d", nu="U", situation="Christening photos: worth hiring a professional, cost")
add("es-t15", "Queremos pintar la cocina y el salón del piso (L-3850), unos 90 m² de pared más los techos. ¿Qué es mejor para la cocina, pintura mate lavable o satinada? ¿Y cuánto suele costar por metro con la mano de obra incluida? Los muebles se quedan, habría que taparlos.",
    "painting", "Schifflange", "L-3850", kind="d", nu="U", situation="Kitchen and living room repaint: washable matt or satin, price")
