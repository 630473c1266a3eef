MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, eis Toilette leeft stänneg no an de Spullkasten fëllt sech ni ganz, wier iergendeen d'nächst Woch zu Wooltz disponibel?",
    "plumbing", "Wiltz", "Wooltz", situation="Toilet cistern keeps running and never fills")
add("lb-s02", "mir hunn en neien elektreschen Auto a brauchen eng Wallbox 11kW an der Garage zu klierf wien installéiert dat",
    "electrical", "Clervaux", "klierf", situation="Wallbox for a new electric car in the garage")
add("lb-s03", "HËLLEF sinn ausgespaart um Lampertsbierg, d'Dier ass zougefall an de Bëndel mat de Schlësselen läit dobannen 😩",
    "locksmith", "Luxembourg", "Lampertsbierg", situation="Locked out, keys inside the flat")
add("lb-s04", "Sichen een fir d'Plättercher an eiser Kiche ze leeën, ongeféier 18 m2, Feinsteinzeug 60x60, mir sinn zu Ëlwen",
    "tiling", "Troisvierges", "Ëlwen", situation="Laying 18 m2 of porcelain floor tiles in a kitchen")
add("lb-s05", "eise Frigo vu Liebherr killt net méi, d'Luucht geet un mä alles bannen ass lauwarm, kann een op Esch-Uelzecht kommen fir dat ze flécken?",
    "appliance-repair", "Esch-sur-Alzette", "Esch-Uelzecht", situation="Fridge light works but it no longer cools")
add("lb-s06", "wien kéint eis de Gaart bis Enn November wanterfest maachen (Rousen ofdecken, Blieder rechen, Stauden zréckschneiden) zu Wäisswampech",
    "gardening", "Weiswampach", "Wäisswampech", situation="Preparing the garden for winter")
add("lb-s07", "Mir sichen e Moler deen d'Fassad vun eisem Haus zu Kautebaach frësch streicht, ongeféier 140 m2, Offer wgl",
    "painting", "Kiischpelt", "Kautebaach", situation="Repainting a 140 m2 house facade")
add("lb-s08", "Am Buedzëmmer gëtt d'Buedemheizung net méi waarm, iwwerall soss am Haus schonn, mir sinn zu Ettelbréck",
    "heating", "Ettelbruck", "Ettelbréck", situation="Underfloor heating cold in the bathroom only")
add("lb-s09", "Ech hätt gär eng kleng Websäit fir meng zwou Ferienwunnengen, mat Kalenner an Online-Reservatioun, wat kascht esou eppes ongeféier?",
    "web-development", None, None, situation="Small website with booking calendar for two holiday flats")
add("lb-s10", "Sichen eng zouverlässeg Botzfra fir 4 Stonnen d'Woch, Appartement am Garer Quartier, léifst dënschdes",
    "cleaning", "Luxembourg", "Garer Quartier", situation="Weekly home cleaner for a flat")
add("lb-t01", "Zanter zwou Wochen héiere mer owes et kraazt am Plafong vun der Kiche. Haut de Moien louchen a mengem Tirang kleng schwaarz Kättelcher, an de Broutsak war ugeknabbert. D'Kanner traue sech net méi eleng an d'Kiche. Mir wunnen zu Veianen no bei der Bréck, wien kann sech dat ukucken?",
    "pest-control", "Vianden", "Veianen", kind="a", nu="U", situation="Scratching in the kitchen ceiling, droppings in a drawer, gnawed bread bag")
add("lb-t02", "Nom Stuerm vu leschte Freideg louchen dräi Schiferplacken am Gras virum Haus. Elo ass um Plafong vum Kannerzëmmer e brongen Flecken, dee bei all Reen e bësse méi grouss gëtt. Um Giewel gesäit een och, datt e Stéck Blech lass ass a klappert. D'Haus ass zu Stolzebuerg, ech sinn awer nach eng Woch an der Schwäiz. Wien kann dat virdrun nach zoumaachen?",
    "roofing", "Putscheid", "Stolzebuerg", distractors=["Schwäiz"], not_place=["Giewel"], kind="a", nu="U",
    situation="Slates blown off in a storm, brown stain spreading on a ceiling")
add("lb-t03", "D'Stäipmauer hannen am Gaart, déi de Bierg ophält, huet zanter dem Wanter e laange Rass kritt. Uewen dréckt se sech lues no baussen an et falen ëmmer méi Steng aus de Fugen. Meng Fra mengt, et wier geféierlech fir d'Kanner déi do spillen. Mir sinn zu Baastenduerf, wien kann dat ofsécheren oder nei opbauen?",
    "masonry", "Tandel", "Baastenduerf", not_place=["Bierg"], kind="a", nu="U",
    situation="Garden retaining wall cracked and bulging outwards")
add("lb-t04", "Eisen Noper huet eis am Mäerz gesot, mir sollten den ale Nëssbam einfach ganz staark zréckschneiden, dat géif him gutt doen. Elo bludd e vun de Schnëttstellen a vill Äscht si gestuerwen. Mir hätte gär, datt e richtege Gäertner oder Bamfleeger sech dat ukuckt, ier en op d'Garage fält. D'Adress ass zu Dikrech.",
    "gardening", "Diekirch", "Dikrech", kind="b", nu="N", situation="Walnut tree harmed by hard pruning on a neighbour's advice")
add("lb-t05", "Mir hunn engem Bauentrepreneur 8.000 € Acompte bezuelt, just op en Handschlag, well mäi Schwoer aus Metz gesot huet, e mëndleche Kontrakt wier genee esou gutt wéi e schrëftlechen. Elo mécht de Mann näischt méi a beäntwert keng Mailen. Ech brauch een, deen eis seet, wat mir elo maache kënnen, an deen eis wann néideg virum Geriicht vertrëtt. Kascht eng éischt Consultatioun vill?",
    "legal", None, None, distractors=["Metz"], not_place=["éischt"], kind="b", nu="U",
    situation="Builder kept a cash deposit after a verbal deal a relative said was enough")
add("lb-t06", "Mäi Schwoer hat versprach, mir kéinten de Rëmm mat enger gelounter Camionnette selwer maachen, 'dat ass an engem Dag gemaach'. Elo huet hien sech d'Schuller verrenkt an ech sëtzen hei mat 60 Këschten an engem Haus zu Buerschent. Mir mussen bis de 15. Januar an d'Stad op Hamm. Kennt dir eng Demenagementsfirma déi dat kuerzfristeg iwwerhëlt?",
    "moving", "Bourscheid", "Buerschent", distractors=["d'Stad", "Hamm"], not_place=["Schuller"], kind="b", nu="N",
    situation="DIY move fell through after the brother-in-law hurt his shoulder")
add("lb-t07", "De Verkeefer am Bastelbuttek huet mer geroden, eis Eechentrap einfach mat Leinueleg ze behandelen. Elo ass alles kleeweg, de Staub bleift drun hänken an zwou Stufe kraachen, wann ee drop trëtt. Ech hätt gär, datt een d'Trap ofschleeft, déi lass Stufe fixéiert an se nees richteg versiegelt. Mir wunnen zu Géisdref.",
    "carpentry", "Goesdorf", "Géisdref", kind="b", nu="U", situation="Oak staircase sticky after shop-advised linseed oil, creaking steps")
add("lb-t08", "Mir hunn eng kleng Bäckerei zu Bouneweg mat dräi Keesen an engem Büro hannendrun. Zanter dem leschten Update fält de Wifi ëmmer erëm aus, d'Bongdrécker schaffen net méi mat der Keess an d'Kaartenterminale verléieren d'Verbindung. Et misst een d'Reseau nei opsetzen, am beschten no der Fermeture um 18h. Wien mécht esou eppes fir kleng Betriber?",
    "it-support", "Luxembourg", "Bouneweg", kind="c", nu="U", situation="Bakery network, receipt printers and card terminals dropping out")
add("lb-t09", "Ech sinn am Comité vum Fussballclub zu Housen. Fir eis 75 Joer brauche mer Équipesfotoe vun alle Mannschaften, vun de Bambinië bis bei d'Veteranen, plus e kuerze Film fir d'Soirée. Gesicht gëtt e Fotograf, deen um Samschdeg, 12. Abrëll, de ganzen Dag um Terrain ka sinn. Budget hu mer ongeféier 1.200 €.",
    "photography", "Parc Hosingen", "Housen", kind="c", nu="N", situation="Football club anniversary team photos and a short film")
add("lb-t10", "Mir sinn eng kleng Autosgarage mat 4 Mataarbechter. Bis elo huet meng Mamm all Owend d'Rechnungen an d'Bicher gemaach, mä si geet elo an d'Pensioun. Mir brauchen een, deen dat iwwerhëlt, och d'Paie vun de Leit an d'TVA all Trimester. Wat kascht esou eppes ongeféier am Mount?",
    "accounting", None, None, kind="c", nu="U", situation="Small car garage needs bookkeeping, payroll and quarterly VAT")
add("lb-t11", "Eis Kinéspraxis kritt ëmmer méi Patienten, déi nëmme Portugisesch oder Ukrainesch schwätzen. Mir wëllen eis Formulairen, d'Consentement an d'Iwwungsblieder iwwersetze loossen, ongeféier 12 Säiten. Gëtt et en Iwwersetzer fir béid Sproochen, oder brauch ee fir all Sprooch een aneren?",
    "translation", None, None, kind="c", nu="N", situation="Physiotherapy practice forms into Portuguese and Ukrainian")
add("lb-t12", "Mir bauen eng nei Scheier zu Wanseler, den Daach geet Osten-Westen, ongeféier 220 m2. Lount et sech do iwwerhaapt, eng Photovoltaikanlag drop ze setzen, oder ass just Süden rentabel? A kritt een dofir nach Subsiden? Ech hätt gär eng Offer vun enger Solarfirma mat enger éierlecher Rechnung.",
    "solar", "Winseler", "Wanseler", kind="d", nu="N", situation="Is PV worth it on an east-west barn roof")
add("lb-t13", "Mir hunn e Bauerenhaus vun 1962 zu Wëntger kaf. Am Ierdgeschoss soll alles nei: Kiche, Buedzëmmer, Buedem, Stroum, an d'Mauer tëscht Kiche a Stuff soll eraus. Wéi laang dauert esou eppes realistesch, wa mir am Juli wëllen aplënneren? A mat wéi engem Budget pro m2 muss ee rechnen?",
    "renovation", "Wincrange", "Wëntger", kind="d", nu="U", situation="How long and how much to refit a 1960s farmhouse ground floor")
add("lb-t14", "Mir hunn e klengt Chalet zu Houffalize an der Belsch als Vakanzenhaus kaf. D'Stuff huet 38 m2, ass ganz däischter an huet e grousse Kamäin an der Mëtt. Wéi stellt een do d'Miwwelen an d'Luuchten esou, datt et méi grouss a méi hell wierkt? Mécht een esou e Plang och op Distanz, mat Fotoen a Moossen?",
    "interior-design", "abroad", "Houffalize", distractors=["Belsch"], kind="d", nu="U",
    situation="Furniture and lighting plan for a dark chalet living room across the border")
add("lb-t15", "Mir fuere fir dräi Wochen a Vakanz op Portugal. Eisen Hond, e klenge Beagle, verdréit d'Hondspensioun net. Wat kascht et ongeféier, wann een all Dag zweemol laanscht kënnt, fir mat him spadséieren ze goen an him ze friessen ze ginn? Oder ass et besser, wann een direkt bei eis schléift?",
    None, None, None, distractors=["Portugal"], kind="d", nu="U", situation="Dog sitting during a three-week holiday")

# ---------------- French ----------------
add("fr-s01", "Bonjour, l'évier de la cuisine est complètement bouché et quand on vide la machine l'eau remonte dans la douche, on habite à Oberkorn, quelqu'un peut passer aujourd'hui ?",
    "plumbing", "Differdange", "Oberkorn", situation="Blocked kitchen sink, water backing up into the shower")
add("fr-s02", "je voudrais faire installer 6 spots LED encastrés au plafond du salon avec un variateur, maison à Rodange, vous faites ça ?",
    "electrical", "Pétange", "Rodange", situation="Six recessed LED spots with a dimmer")
add("fr-s03", "Devis pour repeindre un appartement 3 chambres à Belair (murs + plafonds, blanc cassé), libre à partir du 2 février",
    "painting", "Luxembourg", "Belair", situation="Repainting walls and ceilings of a flat")
add("fr-s04", "Suite à un cambriolage chez les voisins on voudrait remplacer le cylindre de la porte d'entrée par un modèle de sécurité, on est au L-3450",
    "locksmith", "Dudelange", "L-3450", situation="Security cylinder after a neighbour's burglary")
add("fr-s05", "Est-ce que vous posez des têtes thermostatiques sur 9 radiateurs d'une maison à Bascharage, et en combien de temps ?",
    "heating", "Käerjeng", "Bascharage", situation="Fitting thermostatic valves on nine radiators")
add("fr-s06", "Déménagement d'un 2 pièces d'Esch-sur-Alzette vers Arlon fin mars, 3e étage sans ascenseur, il me faut un devis",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Arlon"], situation="Moving a flat across the border, third floor without lift")
add("fr-s07", "mon four Siemens ne chauffe plus que par le haut, la résistance du bas doit être grillée, je suis à Schifflange",
    "appliance-repair", "Schifflange", "Schifflange", situation="Oven bottom heating element dead")
add("fr-s08", "Il faudrait scarifier et regarnir une pelouse d'environ 400 m2 à Bergem, elle est pleine de mousse après l'hiver",
    "gardening", "Mondercange", "Bergem", situation="Scarifying and reseeding a mossy lawn")
add("fr-s09", "Je cherche un interprète portugais-français pour accompagner mon père chez le notaire le 14 mars pour la signature de l'acte de vente",
    "translation", None, None, situation="Interpreter for a father at a notary signing")
add("fr-s10", "Bjr on cherche qqn pour poser du carrelage antigel sur la chape de notre terrasse de 25m2 à Peppange",
    "tiling", "Roeser", "Peppange", situation="Frost-proof tiles on a terrace screed")
add("fr-t01", "Notre facture d'eau est passée de 180 à 640 euros sur le dernier décompte. Hier soir j'ai fermé tous les robinets et le compteur dans la cave continuait de tourner doucement. Il n'y a aucune tache visible, ni au plafond ni au sol. On est à Rumelange, maison de 1958. Vous pouvez trouver d'où ça vient ?",
    "plumbing", "Rumelange", "Rumelange", kind="a", nu="U", situation="Water bill tripled, meter turning with all taps shut")
add("fr-t02", "Depuis notre retour de vacances, mon fils se réveille chaque matin avec des petites piqûres alignées sur les bras. On a changé les draps deux fois, rien n'y fait. Ce matin j'ai vu des petits points noirs sur les coutures du matelas. On habite au Howald, appartement au 2e étage. Qu'est-ce qu'on peut faire ?",
    "pest-control", "Hesperange", "Howald", kind="a", nu="U", situation="Bites in a row and black spots on mattress seams after a holiday")
add("fr-t03", "La véranda a été construite il y a six ans contre la maison. Depuis cet été, une fissure en escalier descend du coin de la baie vitrée jusqu'au sol, dans les briques du muret. Par endroits on peut glisser une pièce de monnaie dedans. C'est à Tétange : est-ce grave, et qui vient voir ça ?",
    "masonry", "Kayl", "Tétange", kind="a", nu="U", situation="Stepped crack in the brick base wall of a conservatory")
add("fr-t04", "Le voisin nous a conseillé de nettoyer la mousse du toit au nettoyeur haute pression, il l'avait fait chez lui. Résultat : plusieurs tuiles cassées, et maintenant ça goutte dans le grenier quand il pleut fort. Je cherche un couvreur pour remplacer les tuiles et vérifier le reste de la toiture. Maison à Frisange, deux étages.",
    "roofing", "Frisange", "Frisange", kind="b", nu="N", situation="Roof tiles broken by pressure-washing on a neighbour's advice")
add("fr-t05", "Notre propriétaire nous a dit de raboter nous-mêmes la porte de la chambre qui frottait. Mon mari a enlevé beaucoup trop, maintenant il y a un jour d'un centimètre en bas et elle ne ferme plus correctement. Le propriétaire refuse de payer une nouvelle porte. Quelqu'un pourrait-il refaire une porte en chêne aux mêmes dimensions ? Appartement à Bonnevoie.",
    "carpentry", "Luxembourg", "Bonnevoie", kind="b", nu="U", situation="Bedroom door over-planed on the landlord's advice")
add("fr-t06", "L'agence immobilière nous a assuré qu'on pouvait se retirer du compromis de vente sans frais si la banque refusait le prêt. La banque a refusé, mais le vendeur réclame maintenant 10 % du prix, soit 65 000 euros. Apparemment il n'y avait aucune clause suspensive écrite. Nous avons besoin de quelqu'un qui lise le compromis et nous défende si ça va jusqu'au tribunal.",
    "legal", None, None, kind="b", nu="U", situation="Seller claims 10% after agency said the sale could be cancelled")
add("fr-t07", "Le peintre nous a dit que la poussière de ponçage partirait avec un coup d'aspirateur. Trois aspirateurs plus tard, tout est encore blanc : les plinthes, les vitres, l'intérieur des placards. On emménage samedi avec un bébé de deux mois. Il nous faut une entreprise de nettoyage pour un nettoyage complet après travaux, maison de 160 m2 à Leudelange.",
    "cleaning", "Leudelange", "Leudelange", kind="b", nu="N", situation="Sanding dust everywhere after works, painter said vacuuming would do")
add("fr-t08", "Nous sommes une étude de notaire à Strassen, huit postes et deux imprimantes multifonctions. Depuis le déplacement du serveur, les scans n'arrivent plus dans les dossiers partagés et deux collègues n'ont plus accès au VPN en télétravail. Notre prestataire habituel a pris sa retraite. Qui pourrait intervenir cette semaine, puis assurer un contrat de maintenance ?",
    "it-support", "Strassen", "Strassen", kind="c", nu="U", situation="Notary office scans and VPN broken after a server move")
add("fr-t09", "Je m'occupe bénévolement d'un club de handball. Chaque saison on gère les inscriptions de 200 jeunes par mail et tableaux Excel, c'est l'enfer. On voudrait une page en ligne où les parents inscrivent l'enfant, choisissent la catégorie et paient la cotisation. Budget limité, combien faut-il prévoir ?",
    "web-development", None, None, kind="c", nu="U", situation="Online registration and payment page for a handball club")
add("fr-t10", "On ouvre un petit restaurant italien à Soleuvre début avril. Il nous faut des photos des plats pour la carte, le site et Instagram, plus quelques photos de la salle et de l'équipe. Vous connaissez un photographe culinaire qui se déplace ? Idéalement un lundi, jour de fermeture.",
    "photography", "Sanem", "Soleuvre", kind="c", nu="N", situation="Food and team photos for a new restaurant")
add("fr-t11", "Notre asbl de parents d'élèves a reçu pour la première fois des subsides et doit présenter des comptes annuels propres. Jusqu'ici le trésorier notait tout dans un cahier. Il nous faudrait quelqu'un pour remettre les écritures de l'année en ordre et préparer le bilan pour l'assemblée générale de juin. Quel serait le coût ?",
    "accounting", None, None, kind="c", nu="U", situation="Parents' association needs its books and annual accounts put in order")
add("fr-t12", "Nous habitons à Volmerange-les-Mines, juste de l'autre côté de la frontière après Dudelange. On hésite entre des panneaux solaires thermiques pour l'eau chaude et des panneaux photovoltaïques avec un chauffe-eau thermodynamique. Lequel est le plus rentable pour une famille de cinq ? Est-ce qu'un installateur solaire du Luxembourg peut travailler chez nous ?",
    "solar", "abroad", "Volmerange-les-Mines", distractors=["Dudelange", "Luxembourg"], kind="d", nu="N",
    situation="Solar thermal or PV for hot water, house just across the French border")
add("fr-t13", "On vient d'acheter un appartement de 1978 à Gasperich, 95 m2. Il faudrait tout refaire : cuisine, salle de bain, sols, électricité, et abattre la cloison entre le salon et la cuisine. Est-ce à nous de demander l'accord du syndic pour la cloison, ou l'entreprise s'en charge ? Et en combien de semaines c'est faisable ?",
    "renovation", "Luxembourg", "Gasperich", kind="d", nu="U", situation="Full refit of a 1978 flat, who asks the co-owners, how long")
add("fr-t14", "Nous avons une pièce de vie de 55 m2 en L à Fennange, avec cuisine ouverte. On ne sait pas où mettre la table, le canapé est toujours dos à la porte et l'éclairage se résume à un plafonnier. Est-ce que ça vaut la peine de prendre un architecte d'intérieur juste pour un plan d'aménagement et d'éclairage ? Quel budget pour ce genre de mission ?",
    "interior-design", "Bettembourg", "Fennange", kind="d", nu="N", situation="Is an interior designer worth it for an L-shaped living room")
add("fr-t15", "Mon fils est en 4e au lycée et il décroche en maths depuis la rentrée. Des amis nous conseillent des cours particuliers, d'autres une école de soutien. C'est combien en général de l'heure pour un prof à domicile, sachant qu'on peut mettre deux cents euros par mois ? Deux séances par semaine, ça suffirait ?",
    None, None, None, not_place=["cents"], kind="d", nu="U", situation="Maths tutoring for a teenager, price per hour")

# ---------------- German ----------------
add("de-s01", "Wir hätten gern einen Bewegungsmelder und zwei Außenleuchten an der Einfahrt, das Kabel müsste unter dem Pflaster durch, Haus in Consdorf.",
    "electrical", "Consdorf", "Consdorf", not_place=["einen"], situation="Motion sensor and two outdoor lights along a driveway")
add("de-s02", "Guten Tag, wir möchten das alte Stand-WC gegen ein Hänge-WC mit Vorwandelement tauschen lassen, Wohnung in Grevenmacher im ersten Stock.",
    "plumbing", "Grevenmacher", "Grevenmacher", situation="Replacing a floor-standing WC with a wall-hung one")
add("de-s03", "suche jemanden der uns eine Terrasse aus Holz (Douglasie) baut ca 30m2 auf Stelzlager in Berdorf",
    "carpentry", "Berdorf", "Berdorf", not_place=["Holz"], situation="Building a 30 m2 Douglas fir deck")
add("de-s04", "Der Tresor in unserem Büro am Kirchberg geht nicht mehr auf, die Batterie ist leer und den Notschlüssel findet keiner 🙈",
    "locksmith", "Luxembourg", "Kirchberg", situation="Office safe will not open, emergency key lost")
add("de-s05", "Wer entfernt im Treppenhaus die alten Raufasertapeten und tapeziert neu, drei Etagen, Reihenhaus in Wasserbillig?",
    "painting", "Mertert", "Wasserbillig", situation="Stripping and re-papering a stairwell")
add("de-s06", "Unser Miele Trockner läuft zwar, wird aber nicht mehr warm – lohnt sich da noch eine Reparatur bei 7 Jahren, wir wohnen in Junglinster",
    "appliance-repair", "Junglinster", "Junglinster", situation="Tumble dryer runs but no longer heats")
add("de-s07", "Fensterreinigung gesucht: 22 Fenster plus Wintergarten, Einfamilienhaus in Roodt-sur-Syre, gern alle drei Monate",
    "cleaning", "Betzdorf", "Roodt-sur-Syre", situation="Quarterly window cleaning for a house with a conservatory")
add("de-s08", "Wir möchten in unserem Garten in Flaxweiler sechs alte Apfelbäume fachgerecht schneiden lassen, am besten noch im Februar",
    "gardening", "Flaxweiler", "Flaxweiler", situation="Pruning six old apple trees")
add("de-s09", "Wer übernimmt die monatliche Lohnabrechnung und die Anmeldung bei der CCSS für unsere Haushaltshilfe mit 20 Stunden pro Woche?",
    "accounting", None, None, situation="Monthly payroll and social security registration for a household employee")
add("de-s10", "hallo wir wollen den öltank stilllegen und auf pellets umstellen haus in ehnen baujahr 1985 was kostet sowas ungefähr",
    "heating", "Wormeldange", "ehnen", situation="Replacing an oil heating with pellets")
add("de-t01", "Seit ein paar Tagen laufen morgens lange Ameisenstraßen quer durch unsere Küche. Entlang der Fußleiste liegen kleine Sandhäufchen, und unter der Terrassentür kommen sie in Scharen herein. Backpulver und Essig haben wir schon probiert, ohne Erfolg. Das Haus steht in Altrier, direkt am Waldrand.",
    "pest-control", "Bech", "Altrier", kind="a", nu="U", situation="Trails of ants and little sand piles in the kitchen")
add("de-t02", "Immer wenn die Waschmaschine schleudert, flackert in der ganzen Wohnung das Licht. Gestern ist dabei die Sicherung rausgeflogen, der Gefrierschrank war die ganze Nacht aus und heute früh hat nicht einmal der Wecker geklingelt. Der Sicherungskasten ist noch aus den 70ern, mit Schraubsicherungen. Wir wohnen in Niederkorn, kann sich das jemand ansehen?",
    "electrical", "Differdange", "Niederkorn", not_place=["Wecker"], kind="a", nu="U", situation="Lights flicker and an old fuse blows when the washer spins")
add("de-t03", "Im Flur klingen mehrere Fliesen hohl, wenn man drüberläuft. Zwei sind inzwischen quer gesprungen, und an den Rändern bröselt die Fuge heraus. Ersatzfliesen haben wir noch im Keller, ungefähr zwölf Stück. Haus in Rosport, Erdgeschoss.",
    "tiling", "Rosport-Mompach", "Rosport", kind="a", nu="U", situation="Hollow-sounding and cracked hall floor tiles")
add("de-t04", "Im Baumarkt hat man uns gesagt, ein Anstrich mit Bitumenfarbe würde das Flachdach der Garage wieder dicht machen. Zwei Eimer später tropft es trotzdem an drei Stellen, inzwischen sogar aufs Auto. Ich suche einen Dachdecker, der das Garagendach von etwa 36 m2 richtig abdichtet, eventuell mit EPDM. Standort: Berburg.",
    "roofing", "Manternach", "Berburg", not_place=["einen"], kind="b", nu="N", situation="Flat garage roof still leaking after DIY-store bitumen paint")
add("de-t05", "Unser Vermieter meinte, für den Umzugswagen bräuchten wir keine Genehmigung, wir könnten einfach in der Einfahrt parken. Jetzt hat die Gemeinde gesagt, die Einfahrt ist Feuerwehrzufahrt und wir brauchen ein Halteverbot auf der Straße. Der Umzug ist Ende Februar, von Merl nach Trier, eine 3-Zimmer-Wohnung. Gibt es eine Umzugsfirma, die das Halteverbot gleich mit beantragt?",
    "moving", "Luxembourg", "Merl", distractors=["Trier"], kind="b", nu="N", situation="Move needs a parking ban the landlord said was unnecessary")
add("de-t06", "Ein Bekannter hat uns geraten, die abgeplatzten Stellen an der Gartenmauer einfach mit Gips aus dem Baumarkt zuzuspachteln. Nach dem ersten Frost ist alles wieder abgefallen, und jetzt sieht man schon die Steine. Wir wollen den Putz der ganzen Mauer, etwa 25 Meter lang, ordentlich erneuern lassen. Die Mauer steht in Biwer an der Hauptstraße.",
    "masonry", "Biwer", "Biwer", kind="b", nu="U", situation="Re-rendering a garden wall after a gypsum patch failed")
add("de-t07", "Meine Schwiegermutter hat mir gesagt, ich bräuchte kein Testament, in Luxemburg gehe sowieso alles automatisch an die Ehefrau. Jetzt habe ich gelesen, dass das so nicht stimmt, und wir haben ein Haus in Deutschland und eine Wohnung hier. Ich möchte, dass mich jemand berät, der sich mit dem Erbrecht beider Länder auskennt, und mir ein Testament aufsetzt.",
    "legal", None, None, distractors=["Luxemburg", "Deutschland"], kind="b", nu="U", situation="Cross-border will after a mother-in-law's wrong advice")
add("de-t08", "Wir führen ein kleines Hotel in Echternach mit 18 Zimmern. Das Gäste-WLAN bricht abends ständig zusammen, und seit Kurzem druckt der Drucker an der Rezeption keine Meldescheine mehr. Wir suchen einen IT-Dienstleister in der Nähe, der sich das vor Ostern anschaut und uns danach dauerhaft betreut.",
    "it-support", "Echternach", "Echternach", not_place=["führen", "einen"], kind="c", nu="N", situation="Hotel guest Wi-Fi and reception printer failing")
add("de-t09", "Unser Weingut an der Mosel bekommt immer mehr Anfragen von Gästen aus Belgien und den Niederlanden. Die Weinbeschreibungen, die Preisliste und die Texte für die Führungen gibt es aber nur auf Deutsch und Französisch. Wer kann uns das ordentlich ins Niederländische und Englische übertragen, etwa 15 Seiten?",
    "translation", None, None, distractors=["Mosel", "Belgien", "Niederlanden"], kind="c", nu="U", situation="Winery texts into Dutch and English")
add("de-t10", "Ich arbeite für eine Immobilienagentur, und wir verkaufen ein großes Bauernhaus in Beaufort mit zwei Hektar Land. Für das Exposé brauchen wir professionelle Innenaufnahmen und ein paar Drohnenbilder vom Grundstück. Kennen Sie einen Fotografen mit Drohnenlizenz, der nächste Woche kann?",
    "photography", "Beaufort", "Beaufort", not_place=["einen"], kind="c", nu="N", situation="Estate agency needs interior and drone photos of a farmhouse")
add("de-t11", "Wir betreiben einen kleinen Campingplatz mit 40 Stellplätzen. Bisher laufen alle Reservierungen über Telefon und ein Papierbuch, und im Sommer verlieren wir den Überblick. Wir bräuchten eine Seite, auf der Gäste freie Plätze sehen, buchen und eine Anzahlung leisten können. Was kostet sowas ungefähr, und wie lange dauert die Umsetzung?",
    "web-development", None, None, not_place=["einen"], kind="c", nu="U", situation="Online pitch booking with deposit for a campsite")
add("de-t12", "Wir überlegen, auf unser Haus in Christnach eine Photovoltaikanlage zu setzen, haben aber eine Dachfläche nach Norden und eine nach Süden mit einer großen Gaube. Reicht die Südseite überhaupt für eine sinnvolle Anlage, oder sollte man die Module lieber auf den Carport setzen? Und lohnt sich das mit den aktuellen Einspeisetarifen noch? Wir hätten gern eine Beratung von einem Solarteur.",
    "solar", "Waldbillig", "Christnach", kind="d", nu="N", situation="PV on a south roof with a dormer or on the carport")
add("de-t13", "Wir haben ein altes Winzerhaus in Igel gekauft, direkt gegenüber von Wasserbillig auf der deutschen Seite. Bad, Küche, Böden und Elektrik müssen komplett erneuert werden. Darf eine Luxemburger Firma das überhaupt machen, und wie läuft das mit der Mehrwertsteuer? Ist es realistisch, bis zum Herbst einzuziehen?",
    "renovation", "abroad", "Igel", distractors=["Wasserbillig"], kind="d", nu="U", situation="Refitting a winegrower's house just across the German border")
add("de-t14", "Wir bauen gerade in Gonderange, der Rohbau steht. Jetzt müssen wir dem Elektriker sagen, wo Steckdosen und Lichtauslässe hinkommen, wissen aber noch gar nicht, wie wir Wohnzimmer und Küche einrichten wollen. Macht es Sinn, jetzt schon jemanden zu holen, der einen Möbel- und Lichtplan erstellt? Was kostet so ein Plan für rund 70 m2?",
    "interior-design", "Junglinster", "Gonderange", not_place=["einen"], kind="d", nu="U", situation="Furniture and lighting plan before the electrician's first fix")
add("de-t15", "Unser Auto, ein Skoda Octavia von 2016, quietscht beim Bremsen, und der Contrôle technique ist nächsten Monat. Die Werkstatt will 900 Euro für Scheiben und Beläge vorne und hinten. Ist das ein normaler Preis, oder sollte man besser zu einer freien Werkstatt gehen? Aus diesem Grund frage ich hier.",
    None, None, None, not_place=["Grund"], kind="d", nu="U", situation="Is a car brake job quote fair")

# ---------------- English ----------------
add("en-s01", "wifi mesh drops every evening around 8 and my work laptop loses the VPN each time, flat in limpertsberg, can someone come and sort it out",
    "it-support", "Luxembourg", "limpertsberg", situation="Home mesh Wi-Fi drops and breaks the work VPN")
add("en-s02", "Hi, need an electrician to add an outdoor socket and a dedicated 16A circuit for a hot tub on our terrace in Strassen, any availability in March?",
    "electrical", "Strassen", "Strassen", situation="Outdoor socket and dedicated circuit for a hot tub")
add("en-s03", "Looking for someone to strim the long grass on a steep bank and clear the brambles, roughly 600 m2, in Bridel",
    "gardening", "Kopstal", "Bridel", not_place=["grass"], situation="Strimming a steep overgrown bank and clearing brambles")
add("en-s04", "Our letterbox key has gone missing and the post is piling up, can you replace the mailbox lock at our building, L-8210?",
    "locksmith", "Mamer", "L-8210", situation="Replacing a mailbox lock after losing the key")
add("en-s05", "quote pls for repainting a kid's bedroom 12m2, walls dark blue to white, 2 coats, we're in Cents",
    "painting", "Luxembourg", "Cents", situation="Repainting a dark blue child's bedroom white")
add("en-s06", "We'd like the splashback behind the kitchen worktops retiled with white metro tiles, about 4 running metres, house in Bertrange.",
    "tiling", "Bertrange", "Bertrange", situation="Retiling a kitchen splashback with metro tiles")
add("en-s07", "Who does the yearly service on a Vaillant gas boiler around Senningerberg, the last one was done in 2023?",
    "heating", "Niederanven", "Senningerberg", situation="Annual gas boiler service")
add("en-s08", "Moving back to Lisbon in June and need movers to pack up a two-bed flat in Bereldange and ship everything, do you do international?",
    "moving", "Walferdange", "Bereldange", distractors=["Lisbon"], situation="International move from a flat back to Portugal")
add("en-s09", "I need a developer to move my little ceramics shop off Etsy onto its own site with card payments and shipping rates",
    "web-development", None, None, situation="Moving an online ceramics shop off a marketplace onto its own site")
add("en-s10", "AEG induction hob, two of the four zones won't switch on anymore, we're in Itzig, worth repairing?",
    "appliance-repair", "Hesperange", "Itzig", situation="Induction hob with two dead zones")
add("en-t01", "There's a constant hissing sound in the wall behind our shower, even at night when nobody has used water for hours. This week a damp patch appeared on the other side of that wall, inside the hall cupboard, and the paint is bubbling. The house is in Mullendorf, built around 2005. Can someone find out what's going on before it gets worse?",
    "plumbing", "Steinsel", "Mullendorf", kind="a", nu="U", situation="Hissing inside a wall and a damp patch behind the shower")
add("en-t02", "A flock of pigeons has started to roost under the solar panels on our roof. There are droppings all over the terrace and the cooing starts at five every morning. My wife is pregnant and worried about hygiene. We're in Sandweiler, two-storey house. What can be done?",
    "pest-control", "Sandweiler", "Sandweiler", not_place=["roost"], kind="a", nu="U", situation="Pigeons nesting under roof panels, droppings on the terrace")
add("en-t03", "We live in Messancy in Belgium, about ten minutes from the border. Whenever it rains from the west, water drips from the top of the skylight in the loft bedroom onto the bed. The frame looks fine from inside, but from the garden you can see a gap where the metal strip around it meets the tiles. Does anyone on here cross the border?",
    "roofing", "abroad", "Messancy", distractors=["Belgium"], kind="a", nu="U", situation="Skylight leaking at its flashing, house across the Belgian border")
add("en-t04", "A friend who 'used to work in construction' told us we could just fill the crack in our garage floor slab with silicone. It has opened up again and now one side of the slab is about 2 cm lower than the other. We'd like someone to break out the damaged part and pour new concrete properly. It's a detached garage in Moutfort.",
    "masonry", "Contern", "Moutfort", kind="b", nu="U", situation="Cracked, sunken garage slab after a silicone fix")
add("en-t05", "Our landlord told us to clean the old limestone stairs and hallway of the building with bleach. Now the steps have white blotches and the whole stairwell smells. The other tenants are annoyed and the landlord wants it sorted before the annual inspection. Can you recommend a professional cleaning company that knows how to treat natural stone? They could then do the stairwell every two weeks. The building is in Pfaffenthal, four floors.",
    "cleaning", "Luxembourg", "Pfaffenthal", kind="b", nu="N", situation="Stone stairwell blotched by bleach on the landlord's advice")
add("en-t06", "The kitchen shop told us their fitters could also install the built-in wardrobes we ordered separately online. They cancelled two days before, saying it's not their job. Now we have 14 flat-packed boxes of oak wardrobe and an alcove under a sloping ceiling where the units have to be cut to size. Is there someone in the Munsbach area who could do that next week?",
    "carpentry", "Schuttrange", "Munsbach", kind="b", nu="U", situation="Fitting built-in wardrobes under a sloping ceiling after a shop backed out")
add("en-t07", "My boss told me that if I resign now I still get my full notice period paid and can sign on for unemployment straight away. HR now says that's not true and I'd lose my unemployment rights. I haven't signed anything yet. I need someone to look at my contract and tell me where I stand, and whether there's a better way to leave, before Friday.",
    "legal", None, None, kind="b", nu="U", situation="Employee misled by a boss about resigning and unemployment rights")
add("en-t08", "We run a dental practice in Cessange with four treatment rooms. Since the new X-ray software was installed, two of the PCs freeze whenever images are opened and the backup to the NAS has failed for a week. The software vendor says it's our network, not them. We need an IT technician who can come on a Saturday when the practice is closed.",
    "it-support", "Luxembourg", "Cessange", kind="c", nu="N", situation="Dental practice PCs freezing and NAS backups failing")
add("en-t09", "We're a three-person start-up, incorporated as a SARL-S in January. So far our CTO Bill has kept the receipts in a shoebox and a Google Sheet. We need someone to set up our books properly, do the annual accounts and tell us what we have to file and when. What does that usually cost per year?",
    "accounting", None, None, not_place=["Bill"], kind="c", nu="U", situation="Start-up needs its books and annual accounts set up")
add("en-t10", "Dear Sir or Madam, I work at an architecture firm and we're bidding for a public tender in Belgium. The technical description and specifications, around 40 pages, must be submitted in Dutch. We need a translator who is comfortable with construction vocabulary and can deliver within ten working days. Could you send me a quote?",
    "translation", None, None, distractors=["Belgium"], not_place=["Sir"], kind="c", nu="N", situation="Tender documents into Dutch for an architecture firm")
add("en-t11", "I manage a small crèche in Weiler-la-Tour with about 35 children. Parents have been asking for proper individual and group portraits this year, not just phone snaps. Do you know a photographer who is used to working with toddlers and can handle the GDPR consent side? A morning in May would suit us best.",
    "photography", "Weiler-la-Tour", "Weiler-la-Tour", kind="c", nu="N", situation="Children's portraits for a crèche")
add("en-t12", "Our roof in Bofferdange faces south-west and gets shade from a big walnut tree after 4 pm. Would panels still make sense, or would the shade ruin the output? We've heard micro-inverters or optimisers help with shading, but which is better? We'd mainly want to cover our daytime use, as we both work from home.",
    "solar", "Lorentzweiler", "Bofferdange", kind="d", nu="U", situation="PV on a partly shaded roof, micro-inverters or optimisers")
add("en-t13", "We've inherited my grandmother's flat in the Ville Haute, third floor, unchanged since the 1970s. Kitchen, bathroom, wiring, floors and windows all need redoing, and it's a listed building. Do renovation companies take care of the permits for a listed building, or do we need an architect first? And how long before we could rent it out?",
    "renovation", "Luxembourg", "Ville Haute", kind="d", nu="N", situation="Refitting an inherited flat in a listed building, permits and time")
add("en-t14", "We're moving into a new terraced house in Olm in April. The living and dining room is long and narrow, 9 by 3.8 metres, with the only window at one end, and our boxer Walter needs space for his bed. Is it better to split it into zones with furniture and rugs, or to paint the far wall dark so it feels shorter? And what lighting would stop the back half from feeling like a corridor?",
    "interior-design", "Kehlen", "Olm", not_place=["boxer", "Walter"], kind="d", nu="U", situation="Zoning and lighting a long narrow living room")
add("en-t15", "My daughter Amber was born in August and we'd like to get back to the gym twice a week. Is it normal to pay around 18 euros an hour for a babysitter in Luxembourg, or is that low? Should we look for one person or go through an agency?",
    None, None, None, distractors=["Luxembourg"], not_place=["Amber", "born"], kind="d", nu="U", situation="Babysitter rates for a newborn's parents")

# ---------------- Portuguese ----------------
add("pt-s01", "Boa tarde, procuro uma empresa de limpeza para um escritório de 200 m2 em Hollerich, três vezes por semana depois das 18h",
    "cleaning", "Luxembourg", "Hollerich", situation="Office cleaning three evenings a week")
add("pt-s02", "a sanita está entupida e a água já está a transbordar, moro em mersch, alguém pode vir hoje??",
    "plumbing", "Mersch", "mersch", situation="Blocked toilet overflowing")
add("pt-s03", "preciso de um eletricista para puxar uma linha nova de 32A para a placa de indução na cozinha, casa em Lintgen, quanto custa mais ou menos",
    "electrical", "Lintgen", "Lintgen", situation="New 32A circuit for an induction hob")
add("pt-s04", "Queria um devis para lixar e pintar as grades de ferro da varanda e o corrimão da escada exterior, moro em Esch/Alzette",
    "painting", "Esch-sur-Alzette", "Esch/Alzette", situation="Sanding and painting iron balcony railings and a handrail")
add("pt-s05", "A máquina de lavar loiça Bosch lava bem mas já não seca nada, estou em Colmar-Berg, vale a pena arranjar?",
    "appliance-repair", "Colmar-Berg", "Colmar-Berg", situation="Dishwasher washes but no longer dries")
add("pt-s06", "Procuro alguém para cortar a relva e tratar do jardim de 15 em 15 dias durante o verão, casa em Tuntange",
    "gardening", "Helperknapp", "Tuntange", situation="Fortnightly lawn mowing and garden care in summer")
add("pt-s07", "A fechadura da porta de entrada está a prender e a chave só roda com muita força, tenho medo de ficar na rua, Ettelbruck",
    "locksmith", "Ettelbruck", "Ettelbruck", situation="Front door lock sticking, key hard to turn")
add("pt-s08", "o chauffage não liga desde ontem à noite, caldeira a gasóleo e o depósito ainda tem metade, Bissen",
    "heating", "Bissen", "Bissen", situation="Oil boiler will not start although the tank is half full")
add("pt-s09", "Preciso de traduzir o meu contrato de trabalho do alemão para português para perceber bem o que assinei",
    "translation", None, None, situation="Employment contract from German into Portuguese")
add("pt-s10", "Orçamento para assentar azulejo nas paredes da casa de banho, uns 20 m2, em Larochette",
    "tiling", "Larochette", "Larochette", situation="Wall tiling a bathroom, about 20 m2")
add("pt-t01", "Há umas semanas começámos a ver uns bichos castanhos a correr na cozinha quando acendemos a luz à noite. Já apareceram dentro do armário dos tachos e atrás do frigorífico. Limpamos tudo todos os dias, mas eles continuam. Moramos num apartamento em Differdange, o prédio é antigo.",
    "pest-control", "Differdange", "Differdange", kind="a", nu="U", situation="Brown insects running in the kitchen at night")
add("pt-t02", "Quando chove muito, a água cai por cima da caleira e escorre pela fachada toda. Já há manchas verdes na parede por baixo e a água entra pela janela da cave. Lá em cima vê-se uma planta a crescer dentro da caleira. A casa é em Niederfeulen.",
    "roofing", "Feulen", "Niederfeulen", kind="a", nu="U", situation="Overflowing gutter soaking the facade")
add("pt-t03", "Moramos em Villerupt, do lado francês, mas trabalhamos os dois no Luxemburgo. Desde o inverno o soalho de madeira da sala começou a levantar no meio, as tábuas fazem barriga e estalam quando se pisa. Junto à porta da varanda algumas já têm espaços de quase um centímetro. Alguém daí vem cá?",
    "carpentry", "abroad", "Villerupt", distractors=["Luxemburgo"], kind="a", nu="U", situation="Wooden floor bulging and gapping, house across the French border")
add("pt-t04", "O meu primo disse-me que era mais barato mandar as coisas para Portugal pela transportadora dos autocarros, mas afinal eles só levam caixas, nada de móveis. Tenho um T3 em Schieren com máquina de lavar, sofá, camas e tudo. Vou voltar para Viseu em julho. Precisava de uma empresa de mudanças que faça Luxemburgo–Portugal e me dê um devis.",
    "moving", "Schieren", "Schieren", distractors=["Portugal", "Viseu", "Luxemburgo"], kind="b", nu="N", situation="Moving a flat back to Portugal after a cousin's wrong tip")
add("pt-t05", "A minha cunhada disse que, como o patrão não me pagou as horas extra durante dois anos, eu podia simplesmente faltar ao trabalho até ele pagar. Fiz isso três dias e agora recebi uma carta de despedimento por falta grave. Quero saber se isto é legal e se posso contestar no tribunal. Preciso de alguém que fale português e perceba do direito do trabalho daqui.",
    "legal", None, None, kind="b", nu="U", situation="Dismissed after skipping work on a sister-in-law's advice")
add("pt-t06", "O vizinho garantiu que um muro de blocos de 1,20 m não precisava de fundação, bastava assentar em cima da terra. Fizemos assim no ano passado e agora o muro está inclinado e tem uma fenda de cima a baixo. Queria alguém que o deitasse abaixo e fizesse outro como deve ser, com sapata. É em Schoos, ao lado da casa.",
    "masonry", "Fischbach", "Schoos", kind="b", nu="U", situation="Block wall built without footing is leaning and cracked")
add("pt-t07", "Na loja de móveis disseram-me que o sofá de tecido claro se limpava com água e sabão azul. Ficou cheio de manchas de água, pior do que estava. Procuro uma empresa de limpeza de estofos que venha a casa, são um sofá de três lugares e duas poltronas. Moro em Cruchten.",
    "cleaning", "Nommern", "Cruchten", kind="b", nu="N", situation="Upholstery cleaning after a shop's advice left water marks")
add("pt-t08", "Tenho uma pequena empresa de construção em Mertzig, com cinco computadores no escritório. Os emails às vezes desaparecem dos telemóveis dos encarregados, a impressora só funciona num computador e ninguém sabe onde estão as cópias de segurança. Queria alguém que pusesse tudo em ordem e nos ajudasse quando algo falha. Quanto se paga por um serviço assim por mês?",
    "it-support", "Mertzig", "Mertzig", kind="c", nu="U", situation="Building firm's office email, printer and backups in a mess")
add("pt-t09", "Abri um snack-bar com a minha mulher há seis meses e ainda não fizemos nenhuma declaração de TVA. A pessoa que um amigo recomendou deixou de atender o telefone. Precisamos urgentemente de um contabilista que trate da TVA, dos salários das duas empregadas e do balanço. Falam português?",
    "accounting", None, None, kind="c", nu="N", situation="Snack bar with no VAT returns filed, needs payroll and balance sheet")
add("pt-t10", "Temos uma escola de condução e os alunos estão sempre a ligar para marcar aulas. Queríamos um site onde eles vissem os horários livres dos instrutores e marcassem sozinhos, com lembrete por SMS. Também seria bom em português, francês e alemão. Quanto custa e quanto tempo demora?",
    "web-development", None, None, kind="c", nu="U", situation="Online lesson booking for a driving school")
add("pt-t11", "Sou da direção de um rancho folclórico e em junho fazemos o nosso festival anual no pavilhão de Ingeldorf. Queríamos um fotógrafo que também fizesse um pequeno vídeo das danças para o Facebook. São umas cinco horas, sábado à tarde. Quanto costumam pedir?",
    "photography", "Erpeldange-sur-Sûre", "Ingeldorf", kind="c", nu="N", situation="Photos and a short video of a folk dance festival")
add("pt-t12", "Estamos a pensar pôr painéis no telhado da nossa casa em Medernach para produzir eletricidade. Uma empresa falou em 9 kWp por 19.000 euros, outra em 7 kWp por 13.500. Qual das duas propostas compensa mais, tendo em conta os subsídios do Klimabonus? E ao fim de quantos anos se paga?",
    "solar", "Vallée de l'Ernz", "Medernach", kind="d", nu="U", situation="Comparing two PV quotes and payback")
add("pt-t13", "Comprámos um apartamento antigo em Eich e queremos mudar tudo: casa de banho, cozinha, chão, parte elétrica e portas. O syndic diz que só se pode fazer barulho das 8h às 18h durante a semana. Com estas regras, quanto tempo leva uma obra destas num T2 de 70 m2? Dá para acabar antes de setembro?",
    "renovation", "Luxembourg", "Eich", kind="d", nu="U", situation="How long a full flat refit takes under quiet-hours rules")
add("pt-t14", "Construímos uma casa nova em Heffingen e a sala está vazia há meses porque não conseguimos decidir nada. O sofá, as cores, os candeeiros, tudo nos parece errado. Um designer de interiores vale a pena para uma casa normal, ou é só para ricos? Quanto custa um projeto só para a sala e a cozinha?",
    "interior-design", "Heffingen", "Heffingen", kind="d", nu="N", situation="Is an interior designer worth it for an ordinary new house")
add("pt-t15", "A nossa filha faz 18 anos em maio e queremos fazer uma festa em casa para 60 pessoas. É melhor contratar um catering completo ou só encomendar os salgados e pôr uma pessoa a servir? Quanto custa mais ou menos por pessoa aqui no Luxemburgo?",
    None, None, None, distractors=["Luxemburgo"], kind="d", nu="U", situation="Catering for an 18th birthday party at home")

# ---------------- Italian ----------------
add("it-s01", "Vorrei un preventivo per una scala in legno di rovere su misura per salire al soppalco, casa a Steinfort",
    "carpentry", "Steinfort", "Steinfort", situation="Made-to-measure oak staircase up to a mezzanine")
add("it-s02", "Dobbiamo spostare il lavello della cucina di due metri verso la finestra, servono nuovi scarichi e attacchi dell'acqua, siamo a Schouweiler",
    "plumbing", "Dippach", "Schouweiler", situation="Moving a kitchen sink two metres, new drains and supply")
add("it-s03", "Cerco un elettricista per rifare l'impianto luci del garage e aggiungere quattro prese, casa in rue de la Gare, L-8353",
    "electrical", "Garnich", "L-8353", not_place=["Gare"], situation="New garage lighting and four sockets")
add("it-s04", "Quanto costa applicare lo stucco veneziano su una parete del soggiorno di circa 15 m2 a Bertrange?",
    "painting", "Bertrange", "Bertrange", situation="Venetian plaster finish on a living-room wall")
add("it-s05", "mi servono 5 copie delle chiavi di sicurezza della porta blindata, ho la tessera, abito a Dudelange",
    "locksmith", "Dudelange", "Dudelange", situation="Copies of registered security keys")
add("it-s06", "Vorremmo qualcuno che ci progetti e realizzi un orto con cassoni rialzati e un'aiuola di erbe aromatiche nel giardino a Hobscheid",
    "gardening", "Habscht", "Hobscheid", situation="Designing raised vegetable beds and a herb bed")
add("it-s07", "Sostituire tre vecchi radiatori in ghisa con radiatori nuovi più piccoli, appartamento a Wickrange, si può fare senza svuotare tutto l'impianto?",
    "heating", "Reckange-sur-Mess", "Wickrange", situation="Swapping three cast-iron radiators")
add("it-s08", "il congelatore a pozzetto forma tantissimo ghiaccio e il coperchio non chiude più bene, sono a Esch-sur-Alzette",
    "appliance-repair", "Esch-sur-Alzette", "Esch-sur-Alzette", situation="Chest freezer icing up, lid no longer seals")
add("it-s09", "Cerco un avvocato che parli italiano per una separazione consensuale con due figli minori",
    "legal", None, None, situation="Italian-speaking lawyer for an amicable separation")
add("it-s10", "Ci serve una pulizia a fondo della casa a Saeul prima del battesimo di nostro figlio il 18 maggio, finestre comprese",
    "cleaning", "Saeul", "Saeul", situation="Deep clean of a house before a christening")
add("it-t01", "Nell'armadio della camera abbiamo trovato buchi in tre maglioni di lana e in un cappotto. Quando apriamo le ante volano fuori delle piccole farfalline chiare. Abbiamo già lavato tutto e messo la lavanda, ma continuano a comparire. Abitiamo a Perlé, in una casa vecchia con armadi a muro.",
    "pest-control", "Rambrouch", "Perlé", kind="a", nu="U", situation="Holes in woollens and small pale moths in a wardrobe")
add("it-t02", "I gradini in cemento davanti all'ingresso si stanno sbriciolando, soprattutto sugli spigoli. In due punti si vedono già i ferri arrugginiti. Mia suocera ha 84 anni e ha paura di inciampare quando viene a trovarci. La casa è a Ell, vicino alla chiesa.",
    "masonry", "Ell", "Ell", kind="a", nu="U", situation="Crumbling concrete entrance steps with rusty rebar showing")
add("it-t03", "Dopo la nevicata di gennaio sentiamo gocciolare nel sottotetto, ma solo quando la neve si scioglie. L'isolante vicino al camino è fradicio e sul legno ci sono macchie scure. Da fuori, intorno al camino, manca un pezzo di lamiera. Siamo a Bettborn.",
    "roofing", "Préizerdaul", "Bettborn", kind="a", nu="U", situation="Dripping in the loft at thaw, flashing missing round the chimney")
add("it-t04", "Un collega mi ha detto che per tornare in Italia conviene noleggiare un furgone e fare tutto da soli, ma sono 1.100 km fino a Bari e ho due bambini piccoli. Ho un trilocale a Beggen, terzo piano con ascensore. Cerco una ditta di traslochi che faccia anche l'imballaggio e il deposito per un mese. Partenza prevista a fine luglio.",
    "moving", "Luxembourg", "Beggen", distractors=["Italia", "Bari"], kind="b", nu="N", situation="Move back to Italy with packing and storage, DIY van advised by a colleague")
add("it-t05", "Il negozio di bricolage ci ha detto che le porte interne di legno si potevano accorciare con un seghetto qualsiasi dopo la posa del parquet nuovo. Risultato: bordi scheggiati e due porte che non si chiudono più. Vorremmo qualcuno che le sistemi per bene, o che ne faccia due nuove su misura. Siamo a Beckerich.",
    "carpentry", "Beckerich", "Beckerich", kind="b", nu="U", situation="Interior wooden doors botched when shortened on a DIY shop's advice")
add("it-t06", "Il vicino, che si è fatto il bagno da solo, ci ha consigliato di posare le piastrelle della doccia direttamente sul cartongesso, senza impermeabilizzare. Dopo sei mesi le fughe si sono crepate, il cartongesso dietro è molle e due piastrelle suonano vuote. Cerchiamo un piastrellista serio che rifaccia la parete della doccia come si deve. Casa a Redange-sur-Attert.",
    "tiling", "Redange", "Redange-sur-Attert", kind="b", nu="N", situation="Shower wall tiled without waterproofing on a neighbour's advice")
add("it-t07", "Mio cognato dice che i pannelli sul tetto non hanno bisogno di niente, tanto li pulisce la pioggia. In tre anni la produzione è scesa di quasi un quarto e l'app dell'inverter segnala un errore di isolamento ogni mattina. Vorrei qualcuno che controlli l'impianto, i collegamenti e i pannelli. Abitiamo a Useldange.",
    "solar", "Useldange", "Useldange", kind="b", nu="U", situation="PV output down a quarter and insulation fault, no maintenance on a relative's advice")
add("it-t08", "Siamo uno studio di architettura al Windhof, sei persone. Il nostro vecchio server fa girare ancora uno script in Perl che nessuno sa più modificare, e ogni lunedì i backup si bloccano. In più vogliamo passare a Microsoft 365 senza perdere la posta. Chi può seguire la migrazione e poi fare assistenza?",
    "it-support", "Koerich", "Windhof", not_place=["Perl"], kind="c", nu="U", situation="Architects' office server, failing backups and a mail migration")
add("it-t09", "Ho aperto una piccola gelateria artigianale con mio fratello, come SARL. Finora abbiamo fatto tutto da soli, ma adesso arrivano le prime lettere dell'amministrazione e non ci capiamo niente. Cerchiamo un commercialista che parli italiano e segua contabilità, IVA e stipendi dei tre stagionali. Quanto chiede di solito al mese?",
    "accounting", None, None, kind="c", nu="N", situation="Ice-cream shop needs books, VAT and seasonal payroll")
add("it-t10", "Sono la segretaria di un club di ciclismo e quest'estate ospitiamo una gara con squadre dall'Italia e dalla Spagna. Il regolamento, le norme di sicurezza e il programma esistono solo in francese. Chi può renderli in italiano e spagnolo entro metà giugno, sono circa 10 pagine? Il giorno della gara ci servirebbe anche qualcuno che ripeta le istruzioni nelle due lingue al briefing.",
    "translation", None, None, distractors=["Italia", "Spagna"], kind="c", nu="U", situation="Cycling club race rules into Italian and Spanish, plus briefing")
add("it-t11", "Gestiamo un maneggio a Vichten e stiamo rifacendo depliant e pagina Instagram. Ci servirebbe un fotografo che sappia fotografare i cavalli in movimento, durante una lezione e al tramonto. Meglio un sabato di settembre. Avete qualcuno da consigliare?",
    "photography", "Vichten", "Vichten", kind="c", nu="N", situation="Riding school needs photos of horses in motion")
add("it-t12", "Abbiamo comprato una casa a schiera del 1965 a Neudorf. Vorremmo rifare bagno e cucina, riscaldamento e pavimenti, e isolare la facciata. Ha più senso fare tutto subito prima di entrare, anche se per qualche mese paghiamo affitto e mutuo insieme, oppure un pezzo alla volta abitandoci dentro? Quanto può durare il tutto?",
    "renovation", "Luxembourg", "Neudorf", kind="d", nu="U", situation="Refit a 1965 terraced house all at once or room by room")
add("it-t13", "Abitiamo ad Athus, in Belgio, a due passi dal confine. Abbiamo un open space di 45 m2 con cucina, pranzo e salotto, tutto bianco e un po' freddo. Che colori e che tipo di illuminazione ci consigliate per renderlo più caldo senza rimpicciolirlo? Un progetto del genere si può fare anche a distanza?",
    "interior-design", "abroad", "Athus", distractors=["Belgio"], kind="d", nu="U", situation="Colours and lighting for a cold open-plan room across the Belgian border")
add("it-t14", "Ho un piccolo B&B e il sito l'ho fatto io con un costruttore online. Adesso vorrei collegarlo a Booking e Airbnb per evitare doppie prenotazioni, ma non ci riesco. Conviene pagare uno sviluppatore web per farlo bene, o ci sono plugin che bastano? E più o meno quanto costa?",
    "web-development", None, None, kind="d", nu="N", situation="Syncing a B&B's self-made site with booking platforms")
add("it-t15", "Il mio cane, un pastore tedesco di due anni, tira al guinzaglio e abbaia a tutti. Ci hanno consigliato un addestratore, ma non sappiamo se sia meglio fare lezioni private a casa o un corso di gruppo. Quanto costano di solito e quante lezioni servono?",
    None, None, None, kind="d", nu="U", situation="Dog trainer, private or group lessons")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito que alguien cambie unas tejas rotas y revise los canalones antes del invierno, casa en Remich",
    "roofing", "Remich", "Remich", situation="Replacing broken roof tiles and checking gutters")
add("es-s02", "Quiero cambiar todos los enchufes e interruptores viejos del piso, unos 30, estoy en Mondorf, ¿cuánto costaría?",
    "electrical", "Mondorf-les-Bains", "Mondorf", situation="Replacing about thirty old sockets and switches")
add("es-s03", "se ha reventado una tubería del garaje con la helada, ya he cerrado la llave general, estoy en Dalheim, urgente por favor",
    "plumbing", "Dalheim", "Dalheim", situation="Pipe burst by frost in a garage")
add("es-s04", "Busco presupuesto para pintar la valla de madera y la verja de hierro del jardín, unos 40 metros en total, en Stadtbredimus",
    "painting", "Stadtbredimus", "Stadtbredimus", situation="Painting a wooden fence and an iron gate")
add("es-s05", "La cerradura electrónica de la puerta de casa en Strassen no responde y no tengo llave mecánica, ¿podéis venir esta tarde?",
    "locksmith", "Strassen", "Strassen", situation="Electronic door lock dead, no mechanical key")
add("es-s06", "¿Alguien puede talar un abeto de unos 15 metros que está demasiado cerca de la casa en Kaundorf?",
    "gardening", "Lac de la Haute-Sûre", "Kaundorf", situation="Felling a 15 m fir too close to the house")
add("es-s07", "nuestra nevera americana Samsung hace un ruido horrible y el dispensador de hielo gotea, vivimos en Gilsdorf",
    "appliance-repair", "Bettendorf", "Gilsdorf", situation="Noisy American-style fridge with a leaking ice dispenser")
add("es-s08", "La bomba de calor del jardín hace muchísimo ruido de noche y los vecinos ya se han quejado, estamos en Canach",
    "heating", "Lenningen", "Canach", situation="Noisy outdoor heat pump unit at night")
add("es-s09", "Necesito traducir al francés el informe médico del hospital de Madrid para presentarlo en la CNS",
    "translation", None, None, distractors=["Madrid"], situation="Hospital report from Spanish into French for the health fund")
add("es-s10", "limpieza de la moqueta de las escaleras y el pasillo de un edificio de 4 plantas en esch-sur-alzette, ¿hacéis eso?",
    "cleaning", "Esch-sur-Alzette", "esch-sur-alzette", situation="Carpet cleaning in a building's stairs and corridors")
add("es-t01", "En el jardín han aparecido agujeros del tamaño de un puño junto a la terraza y al lado del compost. Anoche vi algo gris correr pegado a la pared del cobertizo. Tenemos gallinas y me preocupa que se coman el pienso o algo peor. Vivimos en Bous, en la calle principal.",
    "pest-control", "Bous-Waldbredimus", "Bous", kind="a", nu="U", situation="Burrows by the compost and something grey running along the shed")
add("es-t02", "Cada vez que hay viento fuerte se oye un golpeteo metálico arriba, como si algo se moviera. Esta mañana había trozos de pizarra encima del coche. En la buhardilla, junto a la ventana del techo, la madera está húmeda. La casa está en Heiderscheid, es bastante alta y no tengo escalera.",
    "roofing", "Esch-sur-Sûre", "Heiderscheid", kind="a", nu="U", situation="Metal banging in wind, slate pieces on the car, damp by the roof window")
add("es-t03", "Las tablas de la terraza de madera se han puesto blandas y grises, y ayer una se partió cuando mi hijo pisó encima. Debajo se ven los rastreles también negros. Tiene unos diez años y unos 25 m2. Estamos en Boulaide.",
    "carpentry", "Boulaide", "Boulaide", kind="a", nu="U", situation="Soft, grey deck boards, one broke underfoot")
add("es-t04", "Un vecino nos dijo que para tapar las grietas del muro de piedra del jardín bastaba con cemento normal. Ahora el cemento se ha despegado y las piedras de alrededor se deshacen. Nos han dicho que para piedra vieja hay que usar mortero de cal. ¿Alguien que sepa hacer ese trabajo en Remerschen?",
    "masonry", "Schengen", "Remerschen", kind="b", nu="U", situation="Old stone garden wall damaged by cement repairs, needs lime mortar")
add("es-t05", "En la tienda nos aseguraron que el gres porcelánico de 120x60 se podía poner con cualquier cemento cola. El alicatador que vino luego usó el más barato y, a los dos meses, varias piezas del salón se han despegado y suenan huecas. Necesitamos un alicatador que sepa de piezas grandes para levantar y volver a colocar unos 15 m2. El piso está en Clausen.",
    "tiling", "Luxembourg", "Clausen", kind="b", nu="N", situation="Large-format floor tiles coming loose after a shop said any adhesive would do")
add("es-t06", "Mi suegro nos dijo que bastaba con mandar las cajas por paquetería desde el Born, en Barcelona, y que los muebles los compraríamos aquí. Ahora queremos traer también la cama, el sofá y la mesa de mi abuela, y la paquetería no lleva muebles. Buscamos a alguien que nos lo suba todo, unos 20 m3, hasta nuestra nueva casa en Reisdorf a finales de abril. ¿Alguien hace ese trayecto?",
    "moving", "Reisdorf", "Reisdorf", distractors=["Born", "Barcelona"], kind="b", nu="U", situation="Bringing furniture from Barcelona to a new house, parcel service will not take it")
add("es-t07", "Mi novio es colombiano y un conocido le dijo que con el visado Schengen de turista podía quedarse y empezar a trabajar mientras tramitaba los papeles. Ahora le ha llegado una carta del ministerio diciendo que su estancia es irregular. Queremos casarnos el año que viene. Necesitamos a alguien que nos diga qué hacer y nos represente si hace falta.",
    "legal", None, None, not_place=["Schengen"], kind="b", nu="U", situation="Irregular stay after an acquaintance's advice about a tourist visa")
add("es-t08", "Tengo una pequeña granja con tienda en Grosbous y vendemos quesos por internet. El ordenador de la tienda se reinicia solo, la impresora de etiquetas ya no aparece y el router se cae cuando llueve. Busco un informático que venga a la granja y lo deje todo funcionando.",
    "it-support", "Groussbus-Wal", "Grosbous", kind="c", nu="N", situation="Farm shop computer, label printer and router failing")
add("es-t09", "Somos una asociación de padres españoles que organiza clases de lengua los sábados. Ahora cobramos cuotas y pagamos a dos profesoras, y el banco nos pide cuentas anuales. Nadie en la junta sabe llevar los libros. ¿Quién podría llevarnos las cuentas y las nóminas sin que nos cueste una fortuna?",
    "accounting", None, None, kind="c", nu="U", situation="Parents' association needs annual accounts and payroll for two teachers")
add("es-t10", "Dirijo una escuela de baile flamenco en Alzingen y en junio tenemos la gala de fin de curso. Queremos fotos buenas de cada grupo y un vídeo completo para las familias. La sala es oscura y las bailarinas se mueven rápido, así que el móvil no sirve. ¿Alguien con equipo para eso?",
    "photography", "Hesperange", "Alzingen", kind="c", nu="U", situation="Photos and video of a dance school's end-of-year show")
add("es-t11", "Tenemos un pequeño club de pádel con cuatro pistas y todo se reserva por WhatsApp. Queremos una web o una app donde los socios reserven pista, paguen y vean quién juega. ¿Conocéis algún programador web que haga esto y cuánto puede costar?",
    "web-development", None, None, kind="c", nu="N", situation="Court booking and payment site for a padel club")
add("es-t12", "Vivimos en Sierck-les-Bains, en Francia, justo al otro lado del río frente a Schengen. Queremos poner placas solares en el tejado del garaje, que mira al sur. ¿Merece más la pena una instalación pequeña para autoconsumo o una grande para vender la electricidad? ¿Alguna empresa de energía solar de Luxemburgo trabaja en Francia?",
    "solar", "abroad", "Sierck-les-Bains", distractors=["Francia", "Schengen", "Luxemburgo"], kind="d", nu="N",
    situation="Small self-consumption or large export PV, garage across the French border")
add("es-t13", "Hemos heredado una casa de 1930 en Rollingergrund que lleva años vacía. Hay que hacerlo todo: tejado, instalación eléctrica, fontanería, baños, cocina y suelos. ¿Por dónde se empieza con una obra así y cuánto suele costar por metro cuadrado? ¿Es normal que tarde más de un año?",
    "renovation", "Luxembourg", "Rollingergrund", kind="d", nu="U", situation="Where to start and what it costs to refit an empty 1930 house")
add("es-t14", "Acabamos de comprar un piso en Mersch con un salón-comedor de 40 m2 y una sola ventana. ¿Vale la pena contratar a un interiorista solo para decidir la distribución y la iluminación, o con un programa 3D nos apañamos? ¿Cuánto cobra más o menos un interiorista por un proyecto así?",
    "interior-design", "Mersch", "Mersch", kind="d", nu="N", situation="Interior designer or 3D software for a one-window living room")
add("es-t15", "Mi hija de 9 años quiere aprender a tocar el violín. ¿Es mejor buscar un profesor particular que venga a casa o apuntarla al conservatorio? ¿Cuánto cuesta normalmente una clase de una hora?",
    None, None, None, kind="d", nu="U", situation="Violin lessons for a child, private teacher or music school")
