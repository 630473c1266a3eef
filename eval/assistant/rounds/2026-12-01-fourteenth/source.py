# Round 14 blind test set for the LuxPro assistant.
# Tuple: (id, text, category, commune, place, distractors, not_place)
# STYLES: id -> letters (L long story, Q question, B brand/error code, X business of one trade needing another,
#         O another trade named but not needed, C code-switching/SMS/voice/typos, P place trap)

MESSAGES = []
STYLES = {}


def m(mid, text, cat, commune, place, distractors=(), not_place=(), style=""):
    MESSAGES.append((mid, text, cat, commune, place, list(distractors), list(not_place)))
    STYLES[mid] = style


# ---------------------------------------------------------------- Luxembourgish
m("lb-s01", "Moien, bei eis zu Bartreng ginn d'Heizkierper am éischte Stack just nach lauwarm, ënnen ass alles gutt.",
  "heating", "Bertrange", "Bartreng")
m("lb-s02", "Meng Ex-Matbewunnerin huet nach ëmmer e Schlëssel vun eisem Appartement zu Esch-Uelzecht, ech wëll datt den Zylinder nach dës Woch gewiesselt gëtt.",
  "locksmith", "Esch-sur-Alzette", "Esch-Uelzecht")
m("lb-s03", "Sicht ee bei iech och een deen mir d'Wanterreifen opzitt an d'Bremse nokuckt, ech sinn zu Wolz?",
  None, "Wiltz", "Wolz", style="Q")
m("lb-s04", "Eis Bosch Spullmaschinn weist zënter gëschter E:24 an d'Waasser bleift ënnen stoen, flickt dir esou eppes?",
  "appliance-repair", None, None, style="QB")
m("lb-s05", "Mir hunn en alen Bongert mat zwielef Beem hannert dem Haus zu Rammerech an déi si säit Joren net méi geschnidde ginn.",
  "gardening", "Rambrouch", "Rammerech")
m("lb-s06", "Kéint een eis esou eng kleng Solaranlag um Balcon montéieren an uschléissen, mir wunnen zu Hesper am drëtte Stack?",
  "solar", "Hesperange", "Hesper", style="Q")
m("lb-s07", "moien mir hunn zanter 2 wochen e maarder um späicher dee mech all nuecht wakreg hält, kann een deen do verdreiwen?? L-8415",
  "pest-control", "Steinfort", "L-8415", style="C")
m("lb-s08", "Fir eis Musek zu Feelen bräuchte mer eng nei Websäit mat Concertskalenner an Umeldung fir d'Museksschoul, déi al ass vun 2009.",
  "web-development", "Feulen", "Feelen")
m("lb-s09", "Kann ee virum Freideg nach flott Fotoe vun eisem Appartement um Lampertsbierg maache fir d'Verkafsannonce?",
  "photography", "Luxembourg", "Lampertsbierg", style="Q")
m("lb-s10", "Mäi Piano muss vum Rez-de-chaussée an den zweete Stack vun eisem neien Haus zu Diddeleng, d'Trap ass awer enk.",
  "moving", "Dudelange", "Diddeleng")

m("lb-t01", "Mir hunn 2021 eng Loft-Waasser-Wäermepompel vu Viessmann kritt, eng Vitocal 250. Zënter e puer Wochen brummt se nuets esou haart datt d'Noperen sech beschwéieren. D'Firma déi se agebaut huet gëtt et net méi. Ass dat normal am Wanter oder muss do een nokucken? Mir wunnen zu Mamer.",
  "heating", "Mamer", "Mamer", style="BQ")
m("lb-t02", "Mir kréien Enn Januar en Elektroauto a bräuchten eng Wallbox an der Garage. D'Sécherungskëscht ass nach vun 1987 an ech weess net ob déi dat iwwerhaapt packt. Mäi Brudder zu Miersch huet eng vun 11 kW, esou eppes hätte mer och gär. D'Haus ass zu Nidderaanwen.",
  "electrical", "Niederanven", "Nidderaanwen", distractors=["Miersch"], style="P")
m("lb-t03", "Bei där Keelt lescht Woch ass de Krunn baussen un der Hausmauer geplatzt. Ech hunn d'Waasser am Keller zougedréint, mee elo leeft och an der Kiche an am Buedzëmmer näischt méi. Ech sinn 79 a mäi Mann, deen esou Saache gemaach huet, ass zanter zwee Joer net méi do. Wann ee kéint kommen, ech sinn de ganzen Dag doheem, rue de l'Eglise zu Schëffleng.",
  "plumbing", "Schifflange", "Schëffleng", style="L")
m("lb-t04", "Mir hunn d'Haus vu menger Groussmamm zu Biekerech iwwerholl. D'Fassad ass gro a bliedert op der Wiederseit iwwerall of. De Steemetz war schonn do an huet d'Rëss am Crépi zougemaach, dat ass erleedegt. Elo misst se just nach nei gestrach ginn, wa méiglech virum Wanter.",
  "painting", "Beckerich", "Biekerech", style="O")
m("lb-t05", "Mir sinn an en Appartement ënnert dem Daach zu Stroossen geplënnert an am Kannerzëmmer ass eng Schréi, déi bis op 90 cm erofgeet. Kee Schaf vum Miwwelgeschäft passt do drënner. Mir hätte gär eppes op Mooss aus Holz, mat Schiebendieren, fir d'Spillsaachen an d'Kleeder.",
  "carpentry", "Strassen", "Stroossen", not_place=["Holz"], style="P")
m("lb-t06", "Bei all méi staarkem Reen leeft d'Waasser iwwer d'Kéngel eraus, grad iwwer der Hausdier. Ech mengen de Fallrouer ass voller Blieder an d'Kéngel hänkt op enger Säit. Ech kommen mat 72 net méi op d'Leeder. Kënnt dir dat propper maachen an nei ophänken? Haus zu Iechternach, bei der Basilika.",
  "roofing", "Echternach", "Iechternach", style="Q")
m("lb-t07", "D'Stützmauer tëscht eisem Gaart an der Strooss gëtt all Joer e bësse méi bauchech, an elo fale schonn Steng eraus. De Gäertner huet d'Heck dovir ewechgeholl an huet gesot dat wier näischt fir hien. Et sinn ongeféier 12 Meter, knapp ee Meter héich. Mir wunnen zu lëntgen.",
  "masonry", "Lintgen", "lëntgen", style="O")
m("lb-t08", "Ech verlounen e Studio zu Bouneweg. De Locataire huet geschriwwen datt d'Fugen an der Dusch schwaarz sinn an zwou Plättercher huel klénge, eng ass gebrach. De Sanitär war schonn do: keng Leck, d'Leitungen sinn an der Rei. Elo muss dat just nei gemaach ginn ier d'Waasser dohannert kënnt.",
  "tiling", "Luxembourg", "Bouneweg", style="O")
m("lb-t09", "Mir plënneren den 30. vun Arel op Stengefort. D'Appartement zu Arel muss fir d'Etat des lieux top propper sinn, Fënsteren, Kiche, Buedzëmmer, alles. Mir hunn zwee kleng Kanner an et packe mir dat einfach net nieft dem Plënneren.",
  "cleaning", "abroad", "Arel", distractors=["Stengefort"], style="P")
m("lb-t10", "Mir hunn zwee Kanner an d'Haus gëtt ze kleng. Eis Iddi ass de Späicher auszebauen: isoléieren, zwou Dachfënsteren, Buedem, eng richteg Trap amplaz vun der Klappleeder, Stroum an eng Heizung. Mir wëllen net mat fënnef Firmen eenzel rechnen, mee eng déi dat komplett koordinéiert. D'Haus ass zu Uewerpallen a vun 1978.",
  "renovation", "Beckerich", "Uewerpallen", style="L")
m("lb-t11", "Eise Papp ass am Juni gestuerwen an huet eis dräi d'Haus hannerlooss. Meng Schwëster wëll et halen, mäi Brudder an ech wëlle verkafen, an elo schwätze mer bal net méi mateneen. Den Notaire seet mir missten eis eens ginn, mee dat geet net. Wien kann eis soen wat eis Rechter sinn?",
  "legal", None, None, style="Q")
m("lb-t12", "Ech sinn Sanitär a schaffen zanter Mäerz op mengem eegene Kont, eleng mat enger Camionnette. Op de Chantiere geet alles, mee d'TVA-Deklaratiounen an de Bilan maache mech verréckt. Ech sichen een deen dat all Trimester fir mech mécht, net ze deier.",
  "accounting", None, None, style="X")
m("lb-t13", "moien, eise wifi kennt net bis uewen an d'kannerzëmmer, d'kids hunn hir online Coursen an alles freezt. de router vun der Post steet am Keller ënnert der Trap. brauche mer e mesh oder sou eppes?? kann een dat komme installéieren an configuréieren, mir sinn net esou tech.",
  "it-support", None, None, style="CQ")
m("lb-t14", "Ech hunn e Scheedungsuerteel vun engem däitsche Geriicht, 14 Säiten. D'Gemeng freet elo eng vereedegt Iwwersetzung op Franséisch fir de Registre. Wat kascht esou eppes ongeféier a wéi laang dauert et?",
  "translation", None, None, style="Q")
m("lb-t15", "Moien, ech sinn zënter 1 Joer an Luxembourg an ech léieren Lëtzebuergesch, dofir schreiwen ech esou. Ech hunn eng Studio kaaft an Gasperich, nëmmen 32 m2. Ech brauch een wat mir hëlleft d'Plaz gutt ze organiséieren: Miwwelen, Luuchten, Faarwen, wou d'Bett hi kënnt.",
  "interior-design", "Luxembourg", "Gasperich", not_place=["Luxembourg"], style="CP")

# ---------------------------------------------------------------- French
m("fr-s01", "Bonjour, la chasse d'eau de nos toilettes coule en continu depuis une semaine et la facture d'eau va exploser, on est à Bonnevoie.",
  "plumbing", "Luxembourg", "Bonnevoie")
m("fr-s02", "Ma clé s'est cassée dans la serrure de la boîte aux lettres et la moitié est restée coincée dedans, je suis à Differdange.",
  "locksmith", "Differdange", "Differdange")
m("fr-s03", "Quelqu'un pourrait-il tailler une haie de thuyas de trois mètres de haut sur environ 25 mètres à Mondorf?",
  "gardening", "Mondorf-les-Bains", "Mondorf", style="Q")
m("fr-s04", "Notre frigo Liebherr congèle tout ce qui est au fond, même la salade, alors que le thermostat est sur 5.",
  "appliance-repair", None, None, style="B")
m("fr-s05", "Je cherche quelqu'un pour donner des cours de maths à mon fils qui est en 4e, on habite à Soleuvre.",
  None, "Sanem", "Soleuvre")
m("fr-s06", "bjr on a des punaises de lit depuis le retour de vacances, on dort plus, qqn peut venir vite a Clausen",
  "pest-control", "Luxembourg", "Clausen", style="C")
m("fr-s07", "Depuis la mise à jour de WordPress hier soir notre site affiche juste une page blanche avec « erreur critique », pouvez-vous le réparer?",
  "web-development", None, None, style="BQ")
m("fr-s08", "Combien coûte la traduction certifiée d'un diplôme brésilien de trois pages pour la reconnaissance au ministère?",
  "translation", None, None, style="Q")
m("fr-s09", "Je vends des bijoux faits main sur Etsy et j'ai besoin de photos produits sur fond blanc, mon atelier est près de la gare à Ettelbruck.",
  "photography", "Ettelbruck", "Ettelbruck", not_place=["gare"], style="P")
m("fr-s10", "L'électricien et le peintre ont fini hier mais il reste de la poussière de plâtre partout dans la maison (L-1467), il nous faut un gros nettoyage avant l'arrivée des meubles.",
  "cleaning", "Hesperange", "L-1467", style="O")

m("fr-t01", "Depuis cet automne, dès qu'il pleut fort, le différentiel saute et on se retrouve sans courant dans la moitié de la maison. Je soupçonne la prise extérieure sur la terrasse, elle est toute oxydée. On est à Ingeldorf, maison de 1995. Est-ce que quelqu'un peut venir chercher la panne cette semaine ?",
  "electrical", "Erpeldange-sur-Sûre", "Ingeldorf", style="Q")
m("fr-t02", "Je suis frontalière, je travaille au Kirchberg et j'habite à Yutz. Chez nous, le chauffage au sol ne chauffe plus dans la chambre du fond, toutes les autres pièces vont bien. Le collecteur est dans le garage et une des petites vannes reste froide. Vous intervenez aussi côté français ?",
  "heating", "abroad", "Yutz", distractors=["Kirchberg"], style="PQ")
m("fr-t03", "Mon locataire est parti après douze ans et il fumait à l'intérieur : les murs et les plafonds sont jaunes et ça sent encore. Un premier devis annonçait neuf cents euros par pièce, ça me paraît beaucoup. C'est un trois-pièces à Rodange, il faudrait que tout redevienne blanc avec une sous-couche qui bloque la nicotine.",
  "painting", "Pétange", "Rodange", not_place=["cents"], style="P")
m("fr-t04", "notre escalier en chêne grince à chaque marche et la rampe bouge de plus en plus, avec un bébé qui commence à marcher ça m'inquiète. maison à junglinster, on est là le samedi. vous faites ce genre de réparation ?",
  "carpentry", "Junglinster", "junglinster", style="Q")
m("fr-t05", "Notre toit est couvert de mousse, surtout côté nord, et des petits morceaux tombent dans la gouttière. Un voisin dit qu'il suffit de nettoyer, un autre qu'il faut changer les tuiles. Pouvez-vous envoyer quelqu'un qui monte voir et fait un traitement si ça suffit ? Maison à Clervaux, pente assez raide.",
  "roofing", "Clervaux", "Clervaux", style="Q")
m("fr-t06", "Nous avons acheté une maison mitoyenne à Cessange et nous voulons ouvrir le mur entre la cuisine et le séjour, sur environ 2,50 m. L'architecte dit que c'est un mur porteur et qu'il faut une poutre métallique. Les calculs de l'ingénieur sont faits et validés. Il nous manque quelqu'un pour faire l'ouverture et poser la poutre, idéalement en février.",
  "masonry", "Luxembourg", "Cessange", style="L")
m("fr-t07", "On refait la cuisine nous-mêmes, les meubles sont posés et le plan de travail aussi. Il reste la crédence : on a acheté du carrelage métro blanc, environ 4 m², mais on n'ose pas se lancer autour des prises. Appartement à Bereldange, on peut s'adapter aux horaires.",
  "tiling", "Walferdange", "Bereldange")
m("fr-t08", "Ma mère a 88 ans et elle entre en maison de soins le 15 janvier. Elle quitte son appartement à Wiltz et on ne garde qu'une commode, son fauteuil, la télé et une dizaine de cartons à emporter là-bas, le reste sera donné. Je travaille en semaine et je ne peux pas porter à cause de mon dos. Qui peut faire ça un matin ?",
  "moving", "Wiltz", "Wiltz", style="LQ")
m("fr-t09", "Je suis syndic bénévole d'une petite copropriété de huit appartements à Merl. La personne qui nettoyait la cage d'escalier a arrêté et depuis deux mois plus rien n'est fait. On cherche quelqu'un toutes les deux semaines : escaliers, vitres de l'entrée, local poubelles. Pouvez-vous nous envoyer un devis ?",
  "cleaning", "Luxembourg", "Merl", style="Q")
m("fr-t10", "Mon père a 84 ans et ne peut plus enjamber la baignoire. Il faudrait transformer sa salle de bain : douche de plain-pied, barres d'appui, WC surélevé, porte élargie. Je voudrais une seule entreprise qui gère tout du début à la fin. Il habite à Redange-sur-Attert.",
  "renovation", "Redange", "Redange-sur-Attert")
m("fr-t11", "Nos panneaux solaires produisaient environ 25 kWh par jour en été, cette année on est à peine à 12. L'onduleur SMA affiche parfois « Erreur 3501 » puis redémarre. L'installateur a fermé boutique. La maison est à Wasserbillig, juste à côté de la gare.",
  "solar", "Mertert", "Wasserbillig", not_place=["gare"], style="BP")
m("fr-t12", "On a payé un acompte de 40 % à une entreprise pour l'extension de la maison. Ils ont coulé la dalle, monté les murs à moitié, puis plus personne depuis trois mois et ils ne répondent plus. Je ne cherche pas un autre maçon pour l'instant, je veux d'abord savoir si on peut récupérer l'argent ou les obliger à finir. Est-ce qu'on peut parler de dol ?",
  "legal", None, None, not_place=["dol"], style="OPQ")
m("fr-t13", "Je gère une petite entreprise de peinture à Remich avec mon frère, on a quatre ouvriers. Notre comptable part à la retraite et nous lâche en plein milieu de l'année. Il nous faut quelqu'un pour les déclarations de TVA, les fiches de salaire et le bilan.",
  "accounting", "Remich", "Remich", style="X")
m("fr-t14", "Bonjour, mon compte Gmail a été piraté hier soir, des messages d'arnaque sont partis à tous mes contacts et j'ai plus accès. J'ai essayé la récupération mais ça me demande un ancien numéro de tel que j'ai plus. Jsuis pas doué en informatique, qqn peut m'aider en urgence svp ??",
  "it-support", None, None, style="CBQ")
m("fr-t15", "Nous mettons en vente notre appartement à Esch/Alzette au printemps. L'agent immobilier dit qu'il fait trop chargé et trop sombre sur les annonces. Le photographe est déjà réservé pour le 3 mars, ce n'est pas le problème. On aimerait quelqu'un qui nous conseille : quoi enlever, comment disposer les meubles, quelles couleurs, peut-être louer quelques pièces de décoration.",
  "interior-design", "Esch-sur-Alzette", "Esch/Alzette", style="O")

# ---------------------------------------------------------------- German
m("de-s01", "Wir möchten eine Entkalkungsanlage hinter der Wasseruhr einbauen lassen, das Wasser hier in Bettemburg ist extrem hart.",
  "plumbing", "Bettembourg", "Bettemburg")
m("de-s02", "Kann jemand einen alten Tresor öffnen, dessen Zahlenkombination mein verstorbener Vater leider nirgends aufgeschrieben hat?",
  "locksmith", None, None, not_place=["einen"], style="QP")
m("de-s03", "Suche zuverlässigen Hundesitter für unseren Labrador an drei Tagen pro Woche in Contern.",
  None, "Contern", "Contern")
m("de-s04", "rasen wächst seit dem neubau garnich mehr nur moos und löcher, bräuchten jemand der den komplett neu anlegt, ca 4 ar, wohnen in Sassenheim",
  "gardening", "Sanem", "Sassenheim", not_place=["garnich"], style="CP")
m("de-s05", "Ich habe eine Physiotherapiepraxis in Diekirch und suche jemanden, der auf unserer Website eine Online-Terminbuchung einbaut.",
  "web-development", "Diekirch", "Diekirch")
m("de-s06", "Im Rollladenkasten vom Schlafzimmer hat sich ein Wespennest eingenistet und man hört sie abends brummen, wir wohnen in Dommeldingen.",
  "pest-control", "Luxembourg", "Dommeldingen")
m("de-s07", "Unsere Miele W1 rumpelt beim Schleudern wie ein Presslufthammer und die Trommel hat spürbar Spiel.",
  "appliance-repair", None, None, style="B")
m("de-s08", "Macht jemand am Wochenende Bewerbungsfotos, die nicht nach Passbildautomat aussehen, gerne in Echternach oder Umgebung?",
  "photography", "Echternach", "Echternach", style="Q")
m("de-s09", "Der Bodenleger ist fertig, aber jetzt schleifen alle sieben Innentüren am neuen Parkett und müssten unten gekürzt werden, Haus in Reckingen.",
  "carpentry", "Reckange-sur-Mess", "Reckingen", style="O")
m("de-s10", "Brauche für einen Termin beim Notar in Grevenmacher nächste Woche einen Dolmetscher Deutsch-Französisch, geht das so kurzfristig?",
  "translation", "Grevenmacher", "Grevenmacher", not_place=["einen"], style="QP")

m("de-t01", "Unser Dachboden ist nur über eine wacklige Leiter durch eine Luke erreichbar. Wir hätten gern eine richtige Bodentreppe zum Ausklappen mit gedämmtem Deckel, die Luke müsste dafür etwas vergrößert werden. Das Haus steht in Mutfort, Baujahr 1982, Decke mit Holzbalken.",
  "carpentry", "Contern", "Mutfort")
m("de-t02", "Wir verkaufen im Frühjahr das Haus meiner Eltern in Differdingen. Im Keller hängt noch ein alter Sicherungskasten mit Schraubsicherungen, und der Käufer will einen aktuellen Prüfbericht sehen. Was würde ein neuer Verteilerkasten mit FI-Schutzschalter ungefähr kosten?",
  "electrical", "Differdange", "Differdingen", not_place=["einen"], style="QP")
m("de-t03", "Unser Pelletofen von Wodtke zündet seit Tagen nicht mehr richtig, nach 20 Minuten kommt die Meldung F 03 und er geht aus. Die Pellets sind neu und trocken, den Brennertopf habe ich gereinigt, aus irgendeinem Grund klappt es trotzdem nicht. Wir wohnen in Wilwerdingen, da kommt so schnell keiner hin.",
  "heating", "Troisvierges", "Wilwerdingen", not_place=["Grund"], style="BP")
m("de-t04", "Wir verwalten ein Mehrfamilienhaus mit zehn Parteien in Bonneweg. Das Treppenhaus wurde seit über 15 Jahren nicht gestrichen, überall Kratzer vom Umziehen und Fingerabdrücke. Die Eigentümerversammlung hat es beschlossen, wir brauchen jetzt zwei Angebote bis Monatsende.",
  "painting", "Luxembourg", "Bonneweg")
m("de-t05", "Im Dachgeschoss ist es dunkel wie in einer Höhle. Wir möchten zwei Dachfenster einsetzen lassen, ungefähr 78 x 118, am liebsten Velux mit Rollladen. Den Innenausbau machen wir selbst, es geht nur um den Einbau ins Dach. Geht das bei Schiefer überhaupt? Haus in Grevels.",
  "roofing", "Groussbus-Wal", "Grevels", style="BQ")
m("de-t06", "Für unser neues Gartenhaus (3 x 4 m, Holz) brauchen wir ein Fundament, Streifenfundament oder Bodenplatte, was eben besser ist. Das Gartenhaus selbst baut uns der Schreiner auf, das ist schon geklärt. Grundstück in Olm, leicht abschüssig.",
  "masonry", "Kehlen", "Olm", not_place=["Holz"], style="OP")
m("de-t07", "Nach dem letzten Winter sind auf unserer Terrasse etwa 15 Platten gesprungen und einige wackeln. Wir hätten gern neue, frostfeste Fliesen, ca. 30 m², der Unterbau scheint noch in Ordnung zu sein. Wohnen in Niederkerschen.",
  "tiling", "Käerjeng", "Niederkerschen")
m("de-t08", "Wir sind ein kleines Architekturbüro mit neun Arbeitsplätzen und ziehen Ende Februar innerhalb von Leudelingen um, nur zwei Straßen weiter. Der Umzug muss am Wochenende passieren, damit wir montags weiterarbeiten können. Es geht um Schreibtische, Aktenschränke, einen Plotter und ca. 80 Kisten Unterlagen. Die IT bauen unsere eigenen Leute ab und wieder auf.",
  "moving", "Leudelange", "Leudelingen", not_place=["einen"], style="LOP")
m("de-t09", "Unser Hund hatte eine Magenverstimmung, und jetzt haben das helle Stoffsofa und der Teppich im Wohnzimmer Flecken, die mit nichts rausgehen. Macht jemand eine Tiefenreinigung vor Ort? Wir sind in Walferdingen.",
  "cleaning", "Walferdange", "Walferdingen", style="Q")
m("de-t10", "Ich arbeite in Luxemburg, wohne aber in Nittel auf der deutschen Seite. Wir wollen unsere Doppelgarage zu einem Büro umbauen: Dämmung, Fenster statt Tor, Boden, Strom und Heizung. Am liebsten eine Firma, die alles koordiniert, auch wenn die Baustelle in Deutschland ist.",
  "renovation", "abroad", "Nittel", not_place=["Luxemburg"], style="P")
m("de-t11", "Seit 2020 haben wir eine PV-Anlage mit 9,8 kWp auf dem Dach, aber tagsüber sind wir beide arbeiten und abends kaufen wir den Strom teuer zurück. Lohnt sich ein Batteriespeicher und kann man den an einen Fronius-Wechselrichter nachrüsten? Adresse: L-9140.",
  "solar", "Bourscheid", "L-9140", not_place=["einen"], style="BQP")
m("de-t12", "Mir wurde nach elf Jahren gekündigt, angeblich wegen Umstrukturierung, obwohl meine Stelle zwei Wochen später neu ausgeschrieben wurde. Ich bin Grenzgänger und weiß nicht, ob deutsches oder luxemburgisches Arbeitsrecht gilt. Ich hätte gern eine Beratung, bevor irgendeine Frist abläuft.",
  "legal", None, None)
m("de-t13", "Hallo, bin seit Sept. Grenzgänger (wohne in D, arbeite in Lux) und hab keinen Plan von der Steuererklärung hier, Steuerklasse, Fahrtkosten, Kinder usw. Kollege meint ich krieg da locker was zurück wenn das richtig gemacht wird. Wer macht sowas für nen fairen Preis?",
  "accounting", None, None, style="CQ")
m("de-t14", "Wir sind ein kleiner Elektrobetrieb mit sechs Leuten. Angebote, Pläne und Rechnungen liegen alle auf einem einzigen PC im Büro, ohne Backup, und letzte Woche hat die Festplatte komische Geräusche gemacht. Wir bräuchten eine vernünftige Lösung mit NAS oder Cloud, eingerichtet und so erklärt, dass wir es verstehen.",
  "it-support", None, None, style="X")
m("de-t15", "Ich übernehme im April eine Zahnarztpraxis in Steinsel. Das Wartezimmer ist seit den 90ern nicht angefasst worden: Neonröhren, Plastikstühle, alles beige. Es soll ruhig und freundlich wirken, mit besserem Licht und einer Ecke für Kinder. Wer entwirft so etwas und sucht Möbel und Farben aus?",
  "interior-design", "Steinsel", "Steinsel", style="Q")

# ---------------------------------------------------------------- English
m("en-s01", "Every time someone turns off a tap in our flat there's a loud bang in the walls, like someone hitting the pipes with a hammer, we're in Limpertsberg.",
  "plumbing", "Luxembourg", "Limpertsberg")
m("en-s02", "After someone tried to force the front door of our building in Hollerich last week, the co-owners want proper security locks on all eight flat doors.",
  "locksmith", "Luxembourg", "Hollerich")
m("en-s03", "Is there anyone who can recover photos from a WD external hard drive that clicks and isn't recognised anymore?",
  "it-support", None, None, style="QB")
m("en-s04", "Looking for someone to cater a christening lunch for about 40 people at our place in Bertrange on 14 February.",
  None, "Bertrange", "Bertrange")
m("en-s05", "The boundary wire for our Husqvarna robot mower got cut when the new fence went in and now it just stops in the middle of the grass, we're in Canach.",
  "gardening", "Lenningen", "Canach", not_place=["grass"], style="BP")
m("en-s06", "need a small van + 2 guys to move my stuff out of a shared flat in belair this saturday, bed desk and like 15 boxes, cheap pls",
  "moving", "Luxembourg", "belair", style="C")
m("en-s07", "Our Neff oven heats up to about 80 degrees and then just stays there, the fan runs but nothing gets cooked.",
  "appliance-repair", None, None, style="B")
m("en-s08", "I need someone to do the annual accounts for my SARL-S, it's the first year and honestly I don't even know which bill goes where.",
  "accounting", None, None, not_place=["bill"], style="P")
m("en-s09", "Can you do a sworn translation of a Polish birth certificate into French, the commune in Sandweiler needs it for our marriage file?",
  "translation", "Sandweiler", "Sandweiler", style="Q")
m("en-s10", "We're expecting in March and the nursery still has three layers of 80s wallpaper that has to come off before the walls get a fresh coat, house in Kopstal.",
  "painting", "Kopstal", "Kopstal")

m("en-t01", "We're a small plumbing and heating firm in Foetz, four people in the office. Since our email provider changed, the big Kyocera copier can't scan to email anymore, it just says Send failed. Our nephew who does computers had a look and gave up. Can someone come and sort it out and check the rest of the network while they're here?",
  "it-support", "Mondercange", "Foetz", style="XBQ")
m("en-t02", "I've started working from home three days a week and the spare room has exactly one socket, behind the radiator. I'm running everything off extension leads, which can't be great. I'd like four double sockets along the desk wall and a ceiling light that isn't a bare bulb.",
  "electrical", None, None)
m("en-t03", "Our lease says the tenant has to get the gas boiler serviced once a year and show the certificate to the landlord. We moved here from Canada in September, so we've never had to deal with this. The boiler is a Vaillant ecoTEC in a kitchen cupboard and nothing is wrong with it as far as we know. Who does this kind of yearly check, and roughly what does it cost? We're in Cents.",
  "heating", "Luxembourg", "Cents", style="LQB")
m("en-t04", "We have two alcoves either side of the chimney breast in the living room and would love built-in bookshelves with cupboards at the bottom, painted to match the walls. Nothing off the shelf fits because the walls aren't straight. We're in Senningerberg, quite flexible on timing.",
  "carpentry", "Niederanven", "Senningerberg")
m("en-t05", "From the garden I can see three or four slates have slipped down on the back slope, and one is hanging over the gutter. No leak inside yet, but I'd rather sort it before winter properly starts. The house is a 1930s semi in Esch-sur-Alzette, near the Brill school.",
  "roofing", "Esch-sur-Alzette", "Esch-sur-Alzette")
m("en-t06", "My husband has wanted a proper outdoor kitchen for years: a brick barbecue with a worktop and a small pizza oven, built against the garden wall. We have the drawings from a magazine and the bricks picked out. Is that something you'd take on? Garden in Bous.",
  "masonry", "Bous-Waldbredimus", "Bous", style="Q")
m("en-t07", "A tile in our hallway cracked when I dropped a cast iron pan on it. The builder left a box of spares in the cellar, so we have matching ones. A flooring guy came to look but said he only does wood. Can someone swap out just the one tile without wrecking the ones around it? We're in Kirchberg.",
  "tiling", "Luxembourg", "Kirchberg", style="OQ")
m("en-t08", "I rent out a one-bedroom flat on Airbnb near the Gare and my cleaner has just moved back to Portugal. I need someone who can turn the flat around between guests: change the bed linen, clean, restock coffee and toilet paper, usually same day between 11 and 3. Probably two or three times a week.",
  "cleaning", "Luxembourg", "Gare")
m("en-t09", "We live in Arlon, just over the Belgian border, and both of us work in Luxembourg. We want to split our big 1920s house into two flats so my parents can move into the ground floor: separate entrance, a second kitchen, a bathroom, soundproofing between the floors. Do you have companies that work on the Belgian side too?",
  "renovation", "abroad", "Arlon", not_place=["Luxembourg"], style="PQ")
m("en-t10", "We moved out of our flat in Dudelange in August and handed it back spotless, with photos to prove it. The landlord is still holding our three-month deposit and now claims the walls need repainting after five years. He's stopped answering emails. What can we actually do, and is it worth paying a lawyer for 4,500 euros?",
  "legal", "Dudelange", "Dudelange", style="OQ")
m("en-t11", "My father-in-law has a farm outside Heiderscheid with a big barn roof facing south, about 400 m². He's been told he could put solar panels on it and sell the power to the grid. He's sceptical and wants someone to come out, look at the roof and give him real numbers.",
  "solar", "Esch-sur-Sûre", "Heiderscheid", not_place=["sell"], style="P")
m("en-t12", "Dear Sir or Madam, I make ceramics in my garage and sell at Christmas markets, but people keep asking if they can order online. I need a simple shop, maybe twenty products, with card payment and Digicash, in English and French. I tried Wix myself and gave up.",
  "web-development", None, None, not_place=["sell", "Sir"], style="BP")
m("en-t13", "We're a small accounting firm with nine people, and the agency building our new website wants proper photos from us, not phone selfies. Could someone take portrait shots of each of us plus a few team pictures in the office, all in one morning? We're in Munsbach business park.",
  "photography", "Schuttrange", "Munsbach", style="XQO")
m("en-t14", "Hello, we are buy a new house in Capellen and the living room and kitchen is one big open space, 55 m2. We dont know how to arrange it, where put sofa, dining table, what lights because is very dark in the middle. We search somebody who make a plan and tell us what to buy, budget is not unlimited.",
  "interior-design", "Mamer", "Capellen", style="C")
m("en-t15", "Since it got cold we hear scratching inside the bedroom wall every night, and this morning there were droppings in the kitchen drawer. Our landlord said to put some traps down but I'd rather have it done properly. Can someone come out to Born?",
  "pest-control", "Rosport-Mompach", "Born", style="QP")

# ---------------------------------------------------------------- Portuguese
m("pt-s01", "Queria mudar a ligação da máquina de lavar da cozinha para a cave, precisa de água e esgoto lá em baixo, moro em Tétange.",
  "plumbing", "Kayl", "Tétange")
m("pt-s02", "Sempre que ligo o forno as luzes da sala começam a piscar, é normal isso numa casa em Rumelange?",
  "electrical", "Rumelange", "Rumelange", style="Q")
m("pt-s03", "Procuro uma cabeleireira que venha a casa cortar e pintar o cabelo da minha mãe, ela já não sai, moramos em Bascharage.",
  None, "Käerjeng", "Bascharage")
m("pt-s04", "A minha máquina de secar Samsung desliga sozinha ao fim de 10 minutos e aparece o erro HE, alguém repara?",
  "appliance-repair", None, None, style="BQ")
m("pt-s05", "boa tarde precisava de 2 homens com carrinha pra levar um sofá e uma cama de casal da casa da minha filha em niederkorn para a casa nova dela na mesma rua amanhã de manhã",
  "moving", "Differdange", "niederkorn", style="C")
m("pt-s06", "A fechadura da porta da garagem partiu-se por dentro e já não consigo fechar a garagem à chave, é no Rollingergrund.",
  "locksmith", "Luxembourg", "Rollingergrund")
m("pt-s07", "Alguém pode vir configurar um tablet para os meus pais fazerem videochamadas com os netos, eles não percebem nada disto?",
  "it-support", None, None, style="Q")
m("pt-s08", "Procuramos fotógrafo para o batizado da nossa filha no dia 8 de março na igreja de Mondercange e depois no almoço.",
  "photography", "Mondercange", "Mondercange")
m("pt-s09", "Quanto custa traduzir a certidão de casamento portuguesa para francês com tradução ajuramentada, é para a comuna?",
  "translation", None, None, style="Q")
m("pt-s10", "Acabámos de construir casa em Hosingen e queríamos painéis solares no telhado, aproveitando os subsídios do Klima-Bonus.",
  "solar", "Parc Hosingen", "Hosingen")

m("pt-t01", "Vamos mudar no fim de janeiro do nosso T2 para um apartamento maior no 5.º andar, no mesmo prédio em Ehlerange. O elevador é pequeno e o roupeiro e o sofá não cabem, o síndico disse que só com elevador de mudanças pela janela. Tenho dois filhos pequenos e o meu marido trabalha por turnos, por isso não temos como desmontar tudo. Vocês fazem isso com o elevador exterior?",
  "moving", "Sanem", "Ehlerange", style="LQ")
m("pt-t02", "Desde que começou o frio a caldeira a gasóleo deita um cheiro a fumo na cave e há fuligem preta à volta da portinhola. É uma Buderus com uns 15 anos e a última revisão foi há dois invernos. Tenho medo de a deixar ligada à noite com os miúdos a dormir. Moro em Frisange.",
  "heating", "Frisange", "Frisange", style="B")
m("pt-t03", "Moro em Audun-le-Tiche, do lado francês, e trabalho em Esch-sur-Alzette há 20 anos. As portadas de madeira da minha casa estão a descascar com o sol e a chuva, são nove janelas. Vocês mandam alguém a França ou só trabalham no Luxemburgo?",
  "painting", "abroad", "Audun-le-Tiche", distractors=["Esch-sur-Alzette"], not_place=["Luxemburgo"], style="PQ")
m("pt-t04", "A janela de madeira do quarto das crianças incha sempre que chove e já não fecha bem, entra frio. O senhorio diz que não quer trocar a janela, só que a arranjem. É uma casa antiga em Pétange, perto da estação.",
  "carpentry", "Pétange", "Pétange")
m("pt-t05", "O telhado plano da garagem tem bolhas e fissuras na tela, e quando chove muito aparece uma mancha no teto lá dentro. Já pus um balde mas está a piorar. A morada é L-7740, rua principal.",
  "roofing", "Colmar-Berg", "L-7740")
m("pt-t06", "As escadas de cimento à entrada da casa estão a desfazer-se, já caiu um bocado do degrau de cima e a minha sogra quase tropeçou. O pintor que cá esteve disse que não adianta pintar por cima, tem de ser refeito. Casa em Bivange.",
  "masonry", "Roeser", "Bivange", style="O")
m("pt-t07", "Queremos pôr mosaico novo por cima do antigo na cozinha, são uns 14 m². Disseram-nos que dá para colar sem partir o velho se estiver bem preso. Alguém faz isso em Eischen?",
  "tiling", "Habscht", "Eischen", style="Q")
m("pt-t08", "A minha mãe tem 81 anos e vive sozinha numa casa com jardim em Hautcharage. Já não consegue cortar a relva nem tratar das sebes e aquilo está um mato. Queria alguém que fosse lá de quinze em quinze dias, de março a outubro.",
  "gardening", "Käerjeng", "Hautcharage")
m("pt-t09", "Tenho um café em Larochette com montras grandes para a rua. Com o pó das obras da estrada estão sempre sujas e eu não tenho tempo nem escada para aquilo. Procuro alguém que venha limpar os vidros por dentro e por fora uma vez por semana, de manhã cedo.",
  "cleaning", "Larochette", "Larochette")
m("pt-t10", "Comprámos um apartamento antigo no Pfaffenthal e a casa de banho é dos anos 70: banheira verde, azulejos partidos, canos velhos. Queremos fazer tudo de novo, com duche, e de preferência uma empresa que trate de tudo do início ao fim. Quanto tempo demora mais ou menos?",
  "renovation", "Luxembourg", "Pfaffenthal", style="Q")
m("pt-t11", "Eu e o meu marido vamos separar-nos. A casa está em nome dos dois e ainda faltam 15 anos de empréstimo ao banco. Ele quer ficar com ela mas não tem dinheiro para me pagar a minha parte. Preciso de alguém que me explique os meus direitos aqui no Luxemburgo, em português se possível.",
  "legal", None, None, not_place=["Luxemburgo"], style="P")
m("pt-t12", "Boa noite, casámos em setembro e a minha colega disse q agora podemos fazer a declaraçao de impostos juntos e receber dinheiro de volta. Nós nunca fizemos nada disso, nem sabemos a classe de impostos. Alguem trata disso pra nos? obg",
  "accounting", None, None, style="CQ")
m("pt-t13", "Tenho uma pequena empresa de limpezas em Strassen com 5 funcionárias e os clientes só nos encontram pelo boca a boca. Queria um site simples onde as pessoas pudessem pedir orçamento e ver os serviços, em francês e português. Não percebo nada de internet.",
  "web-development", "Strassen", "Strassen", style="X")
m("pt-t14", "O quarto das crianças é pequeno, uns 11 m², e a partir de maio vão lá dormir os três. Precisamos de alguém com ideias: beliche, arrumação, cores, iluminação, para não parecer um armazém. Moramos num apartamento em Bettembourg.",
  "interior-design", "Bettembourg", "Bettembourg")
m("pt-t15", "Tenho um snack-bar em Differdange e esta semana vi baratas na cozinha, atrás do frigorífico e junto ao lava-loiça. O controlo sanitário pode aparecer a qualquer momento. Preciso de um tratamento rápido e discreto, de preferência à noite depois de fechar.",
  "pest-control", "Differdange", "Differdange")

# ---------------------------------------------------------------- Italian
m("it-s01", "Vorrei far installare un bidet nel bagno nuovo ma gli attacchi non ci sono perché qui non si usa, abito a Kayl.",
  "plumbing", "Kayl", "Kayl")
m("it-s02", "Il citofono del nostro condominio a Belair non suona più da una settimana e il corriere non riesce mai a consegnare.",
  "electrical", "Luxembourg", "Belair")
m("it-s03", "Cerco un istruttore per qualche lezione di guida prima dell'esame pratico, abito a Schifflange.",
  None, "Schifflange", "Schifflange")
m("it-s04", "Abbiamo un'impresa di pulizie con dodici dipendenti e vorremmo un sistema di chiavi maestre per l'ufficio e il magazzino a Livange.",
  "locksmith", "Roeser", "Livange", style="X")
m("it-s05", "La macchina del caffè Siemens EQ.6 da incasso perde acqua sotto e sul display compare Error 8, qualcuno la ripara?",
  "appliance-repair", None, None, style="BQ")
m("it-s06", "salve avrei bisogno di togliere il ceppo di un abete tagliato l'anno scorso, il boscaiolo l'ha lasciato alto mezzo metro, siamo a roeser",
  "gardening", "Roeser", "roeser", style="C")
m("it-s07", "Le tarme ci hanno mangiato due maglioni di cachemire e adesso le vediamo volare in tutti gli armadi della camera.",
  "pest-control", None, None)
m("it-s08", "Cerchiamo una fotografa che venga a casa per le foto della nostra bambina nata da dieci giorni, siamo a Weimerskirch.",
  "photography", "Luxembourg", "Weimerskirch")
m("it-s09", "il mio portatile è diventato lentissimo e si aprono finestre di pubblicità da sole, ho paura di un virus, qualcuno può dargli un'occhiata?",
  "it-support", None, None, style="CQ")
m("it-s10", "Mi serve la traduzione giurata in francese di un certificato di stato di famiglia per la domanda di nazionalità, quanto ci vuole?",
  "translation", None, None, style="Q")

m("it-t01", "Mio padre ha 80 anni e un orto enorme dietro casa a Dudelange, con pomodori, zucchine e insalata. Quest'estate è stato male per il caldo perché voleva annaffiare tutto con l'annaffiatoio. Vorremmo un impianto di irrigazione a goccia con un timer, così non deve più portare l'acqua. C'è già un rubinetto esterno vicino all'orto.",
  "gardening", "Dudelange", "Dudelange", style="L")
m("it-t02", "In autunno abbiamo riacceso il riscaldamento ma tre termosifoni restano freddi. Le teste termostatiche sono vecchie, di plastica ingiallita, e forse i perni sono bloccati. Ho provato a batterci sopra come dice internet, niente. Abitiamo a Neudorf.",
  "heating", "Luxembourg", "Neudorf")
m("it-t03", "Il mese scorso il vicino di sopra ha avuto una perdita e l'idraulico ha già sistemato tutto. Però sul soffitto del nostro soggiorno è rimasta una macchia gialla grande come un tavolo, e l'assicurazione paga. Cerco qualcuno che tratti la macchia e ridipinga il soffitto. Siamo a Howald.",
  "painting", "Hesperange", "Howald", style="O")
m("it-t04", "Apriamo una pizzeria a Mersch ad aprile e ci serve un bancone bar in legno massello, lungo quattro metri, con mensole dietro per le bottiglie. Il disegno l'abbiamo già fatto noi. I mobili della cucina li fornisce la ditta delle attrezzature.",
  "carpentry", "Mersch", "Mersch")
m("it-t05", "L'inverno scorso la neve è scivolata dal tetto tutta in una volta e mi ha ammaccato la macchina parcheggiata davanti. Vorrei far montare dei fermaneve sul lato della strada prima che nevichi di nuovo. La casa è in paese, CAP L-9911, tetto in ardesia.",
  "roofing", "Troisvierges", "L-9911")
m("it-t06", "Abbiamo comprato una vecchia fattoria a Beaufort. Il muro in pietra del fienile ha le fughe che si sbriciolano, la malta viene via con le dita. Vorremmo rifarle con malta di calce come si faceva una volta, non col cemento.",
  "masonry", "Beaufort", "Beaufort")
m("it-t07", "Nel bagno di servizio vorremmo rivestire le pareti fino a metà altezza, adesso c'è solo pittura e si rovina con l'acqua. Le piastrelle le abbiamo già prese da Bauhaus, circa 12 m². Lavoriamo tutti e due ma la chiave la lasciamo alla vicina. Siamo a Bertrange.",
  "tiling", "Bertrange", "Bertrange", style="B")
m("it-t08", "Dobbiamo spostare un acquario da 400 litri con il suo mobile dal soggiorno al piano di sopra, perché facciamo lavori. I pesci li metto io in vasche provvisorie, ma l'acquario vuoto pesa comunque più di 100 kg e la scala è stretta. Qualcuno ha esperienza con queste cose? Siamo a Steinfort.",
  "moving", "Steinfort", "Steinfort", style="Q")
m("it-t09", "Siamo uno studio di commercialisti con sette scrivanie a Kirchberg e la ditta di pulizie di prima ha chiuso. Ci serve qualcuno che venga la sera, tre volte a settimana: uffici, cucina, bagni, cestini. Chiedo un preventivo mensile.",
  "cleaning", "Luxembourg", "Kirchberg", style="X")
m("it-t10", "Abitiamo a Longwy e lavoriamo tutti e due in Lussemburgo. Vorremmo dei pannelli solari termici per l'acqua calda, perché la caldaia è vecchia e d'estate consuma tanto solo per le docce. Lavorate anche in Francia?",
  "solar", "abroad", "Longwy", not_place=["Lussemburgo"], style="PQ")
m("it-t11", "Nel nostro condominio a Mühlenbach l'amministratore ha fatto rifare il tetto e ora chiede a ogni proprietario 18.000 euro, senza che l'assemblea abbia mai votato. Alcuni vicini pagano per paura, io no. Vorrei sapere da un avvocato se è legale e cosa posso fare.",
  "legal", "Luxembourg", "Mühlenbach", style="O")
m("it-t12", "Buongiorno, io sono da poco qui e ho aperto attività come autonomo, faccio giardini. Non capisco niente con tasse e contabilita in Lussemburgo, tutto in francese. Cerco uno che fa la contabilità per me e dice cosa devo pagare.",
  "accounting", None, None, not_place=["Lussemburgo"], style="XCP")
m("it-t13", "Il nostro ristorante nel Grund esiste da trent'anni ma il sito l'ha fatto mio cugino nel 2008 e dal telefono non si legge. Vorremmo un sito nuovo con il menù, le foto dei piatti e le prenotazioni online.",
  "web-development", "Luxembourg", "Grund")
m("it-t14", "Apriamo una gelateria a Remich sul lungofiume a maggio. Il locale è lungo e stretto, con un solo muro di vetrine. Cerchiamo qualcuno che progetti arredamento e illuminazione, allegro ma non da catena. Il budget è limitato.",
  "interior-design", "Remich", "Remich")
m("it-t15", "Il seminterrato della nostra casa a Bridel adesso è un deposito di scatoloni. Vorremmo trasformarlo in una stanza giochi per i bambini con un bagnetto: isolamento, pavimento, luce, un po' di riscaldamento. In un angolo è umido. Cerchiamo un'impresa che segua tutto, non cinque artigiani diversi. Si può avere un'idea dei costi?",
  "renovation", "Kopstal", "Bridel", style="LQ")

# ---------------------------------------------------------------- Spanish
m("es-s01", "El contador del agua sigue girando aunque tengamos todos los grifos cerrados, debe de haber una fuga escondida en algún sitio, vivimos en Alzingen.",
  "plumbing", "Hesperange", "Alzingen")
m("es-s02", "Quiero poner focos con sensor de movimiento a lo largo de la entrada del garaje, son unos 20 metros, casa en Schuttrange.",
  "electrical", "Schuttrange", "Schuttrange")
m("es-s03", "Buscamos canguro para dos niños de 3 y 6 años los martes y jueves por la tarde en Bascharage.",
  None, "Käerjeng", "Bascharage")
m("es-s04", "Se me partió la llave dentro de la cerradura de casa, la puerta está abierta pero no puedo cerrarla ni sacar el trozo, estoy en Oberanven.",
  "locksmith", "Niederanven", "Oberanven")
m("es-s05", "La placa de inducción Balay marca E5 en cuanto pongo una olla grande y se apaga, ¿vale la pena repararla?",
  "appliance-repair", None, None, style="BQ")
m("es-s06", "¿Alguien podría hacer una cama alta de madera a medida para la habitación de mi hijo, que tiene el techo inclinado?",
  "carpentry", None, None, style="Q")
m("es-s07", "hola tenemos ratas en el jardin al lado del compost y ya las vimos entrar en el garaje, los niños juegan ahi, urgente porfa, L-5238",
  "pest-control", "Sandweiler", "L-5238", style="C")
m("es-s08", "Tengo una casa rural con cuatro habitaciones en Vianden y necesito una web en cuatro idiomas donde se pueda reservar directamente sin pasar por Booking.",
  "web-development", "Vianden", "Vianden", style="B")
m("es-s09", "Necesito una traducción jurada al francés de un poder notarial español para firmar la compra de un piso.",
  "translation", None, None)
m("es-s10", "Tenemos un bar de tapas en Beggen y necesitamos fotos de los platos para la carta nueva y para Instagram.",
  "photography", "Luxembourg", "Beggen")

m("es-t01", "Cuando alguien se ducha en la planta de arriba el agua sale con un hilo, mientras que abajo va perfecta. Pasa con la fría y con la caliente, así que no creo que sea la caldera. El técnico de la calefacción ya vino por la revisión y dijo que eso no es cosa suya. Vivimos en Bissen, casa de 2004.",
  "plumbing", "Bissen", "Bissen", style="O")
m("es-t02", "Llegó el frío y la calefacción de nuestro piso no arranca. La caldera es una Vaillant, hace clic tres veces, se oye como que intenta encender y se queda bloqueada con una llamita tachada en la pantalla. El casero vive en España y dice que llamemos a alguien y que él paga la factura. Estamos en Dommeldange.",
  "heating", "Luxembourg", "Dommeldange", style="B")
m("es-t03", "La barandilla metálica de nuestros dos balcones está oxidada y suelta manchas marrones en la fachada cada vez que llueve. El administrador de la comunidad nos deja hacerlo siempre que mantengamos el mismo gris. Hay que lijarla y pintarla bien, con antióxido. Es un primer piso en Walferdange.",
  "painting", "Walferdange", "Walferdange")
m("es-t04", "Tenemos un cobertizo al fondo del jardín con un tejado de placas onduladas de fibrocemento de los años 70 y me temo que llevan amianto. Se están rompiendo y entra agua. Queremos quitarlas de forma segura y poner una cubierta nueva. Estamos en Lorentzweiler.",
  "roofing", "Lorentzweiler", "Lorentzweiler")
m("es-t05", "Mi madre vive ahora en Mamer pero se viene con nosotros después de la operación. Quiero ensanchar la puerta entre el pasillo y la cocina de 70 a 100 cm para que pase su silla de ruedas. La pared es de bloques de hormigón y no sé si es de carga. Vivimos en Kehlen.",
  "masonry", "Kehlen", "Kehlen", distractors=["Mamer"], style="P")
m("es-t06", "Hemos quitado la bañera para poner una ducha a ras de suelo. El fontanero ya dejó hecho el desagüe y las tomas, y la impermeabilización está puesta. Falta alicatar pared y suelo de la ducha, unos 10 m² con el gres que ya tenemos. Estamos en Mondorf-les-Bains.",
  "tiling", "Mondorf-les-Bains", "Mondorf-les-Bains", style="O")
m("es-t07", "Acabamos de entrar en una casa nueva en Godbrange y el jardín es solo tierra y piedras de la obra. Queremos césped, unos setos para tener intimidad y un par de árboles que no crezcan demasiado. No tenemos ni idea de plantas.",
  "gardening", "Junglinster", "Godbrange")
m("es-t08", "Me voy seis meses a Chile por trabajo y dejo el piso. Necesito llevar los muebles y unas 30 cajas a un trastero a dos calles, todo dentro de Schieren. Sería un sábado de enero.",
  "moving", "Schieren", "Schieren")
m("es-t09", "Mi abuelo falleció en octubre y vivió cuarenta años en su piso de Rumelange. Mis tíos ya se llevaron los muebles que querían y el resto lo recogió una asociación. Ahora hay que dejarlo limpio a fondo antes de devolver las llaves al propietario: cocina con grasa de años, baño, ventanas, suelos.",
  "cleaning", "Rumelange", "Rumelange")
m("es-t10", "Somos cinco y nuestro piso de 1975 en Hamm solo tiene un baño. Queremos quitarle un trozo al salón para sacar un dormitorio más y un baño pequeño, con su tabique, tuberías, luz y todo. Buscamos una empresa que lo coordine con un solo presupuesto, no ir llamando a cada gremio. Un amigo dice que cuatro meses es muy justo. ¿Es realista?",
  "renovation", "Luxembourg", "Hamm", style="LQ")
m("es-t11", "Tenemos una empresa de mudanzas con un almacén de 800 m² en Contern. El tejado es plano y está vacío, y con lo que pagamos de luz por las carretillas eléctricas queremos estudiar una instalación fotovoltaica. ¿Podéis mandar a alguien a ver el tejado?",
  "solar", "Contern", "Contern", style="XQ")
m("es-t12", "Estoy a punto de comprar un bar que ya funciona, con la licencia y el contrato de alquiler del local. El dueño actual tiene prisa y me ha pasado un contrato de veinte páginas en francés que no entiendo del todo. Quiero que un abogado lo revise antes de firmar, esta misma semana.",
  "legal", None, None)
m("es-t13", "Hola!! tenemos una señora que nos limpia la casa 10h a la semana y queremos declararla bien, con la CCSS y todo eso. Nos dijeron q hay que hacer nóminas cada mes y no tenemos ni idea. Alguien lo lleva por nosotros? es algo pequeño",
  "accounting", None, None, style="CQ")
m("es-t14", "Somos una pequeña agencia de traducción con cinco personas en Windhof. Queremos pasar todos los correos a Microsoft 365 y que cada uno tenga el calendario compartido, sin perder los correos antiguos del servidor actual. Nadie de aquí sabe hacerlo.",
  "it-support", "Koerich", "Windhof", style="XB")
m("es-t15", "Hemos comprado sobre plano un piso en Thionville, aunque trabajamos los dos en el Kirchberg. La promotora nos pide elegir suelos, azulejos, cocina y colores en tres semanas y estamos perdidos. Buscamos a alguien que nos asesore con los acabados y el estilo.",
  "interior-design", "abroad", "Thionville", distractors=["Kirchberg"], style="P")
