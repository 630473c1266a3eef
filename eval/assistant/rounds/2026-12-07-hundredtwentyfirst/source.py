MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, ech hätt gär eng Wallbox an d'Garage montéiert, 11 kW, Haus zu Wëntger, den Auto kënnt Enn Januar – wéini hätt een Elektriker Zäit?",
    "electrical", "Wincrange", "Wëntger", situation="EV wallbox to be installed in a garage before the new car arrives")
add("lb-s02", "d'Fussbodenheizung am Appartement um Kierchbierg gëtt zanter dem Wochenenn net méi waarm an der Kichen de Rescht ass ok kann een dat ukucken",
    "heating", "Luxembourg", "Kierchbierg", situation="one underfloor-heating loop (kitchen) stays cold in a flat")
add("lb-s03", "Sichen e Schräiner deen eis eng Holztrap mat 14 Stufen fir op de Späicher mécht, Bauerenhaus zu Housen 🙂",
    "carpentry", "Parc Hosingen", "Housen", situation="new wooden attic staircase in a farmhouse")
add("lb-s04", "Wéi vill kascht et ongeféier fir 35 m² Plättercher an der Kichen ze leeën (Format 60x60), mir sinn zu Wilwerwiltz?",
    "tiling", "Kiischpelt", "Wilwerwiltz", situation="price for laying 35 m2 of large kitchen floor tiles")
add("lb-s05", "Hëllef, hu mech zu Dol ausgespaart, de Schlëssel stécht bannen an der Dier an d'Kanner sinn eleng dobannen!!",
    "locksmith", "Goesdorf", "Dol", situation="locked out with key left in the inside of the door, children inside")
add("lb-s06", "eise Frigo killt net méi de Congélateur ass ok awer uewen ass alles lauwarm Bosch KGN39 zu Heffingen wie kann dat flécken",
    "appliance-repair", "Heffingen", "Heffingen", situation="fridge-freezer: fridge part no longer cools")
add("lb-s07", "Mir hunn e klengt Haus zu Ouren an der Belsch kaf, direkt hannert Wäiswampech, a sichen een deen eis e Plang fir d'Miwwelen, d'Faarwen an d'Luuchten mécht.",
    "interior-design", "abroad", "Ouren", distractors=["Belsch", "Wäiswampech"], situation="furniture, colour and lighting plan for a house just across the Belgian border")
add("lb-s08", "Sicht iergendeen e Nohëllefsproff fir Mathé fir mäi Jong, 4e am Lycée, zweemol d'Woch?",
    None, None, None, situation="maths tutor for a secondary-school pupil")
add("lb-s09", "Mir brauchen eng Websäit fir eise Museksveräin mat Agenda, Fotoen an Online-Aschreiwung fir d'Concerten, Budget ronn 2000 €.",
    "web-development", None, None, situation="website with agenda and concert registration for a music society")
add("lb-s10", "Ech hunn e Kafkontrakt vun 12 Säiten op Portugisesch a bräicht en op Franséisch iwwersat, net vereedegt, just fir ze verstoen.",
    "translation", None, None, situation="plain translation of a 12-page purchase contract, Portuguese to French")
add("lb-t01", "Moien. Zanter e puer Deeg richt et am Keller no fauleg Eeër, virun allem beim Buedemofloss an der Wäschkichen. Haut de Moien stoung do och eng kleng Pull Waasser ronderëm. Mir wunnen zu Ëlwen an der Haaptstrooss. Wien ka kommen kucken?",
    "plumbing", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="sewer smell and water around the floor drain in the basement")
add("lb-t02", "No dem Stuerm vum Weekend leien dräi Ziegelen am Gaart. Elo ass um Plafong vun der Kannerkummer e brongen Flecken, dee bei all Reen méi grouss gëtt. Ech hunn en Eemer op de Späicher gestallt well et do och drëpst. Adress: Stolzebuerg, just ënnert der Buerg.",
    "roofing", "Putscheid", "Stolzebuerg", kind="a", nu="U", situation="tiles blown off in a storm, water coming through to the ceiling")
add("lb-t03", "Mir héieren all Nuecht eppes am Plafong kraazen. An der Kichen am Schaf loungen haut kleng schwaarz Kréimelen an de Mëllechpak war ugebass. Eis Kaz interesséiert sech guer net dofir. Appartement um Lampertsbierg, zweete Stack.",
    "pest-control", "Luxembourg", "Lampertsbierg", kind="a", nu="U", situation="scratching in the ceiling, droppings and gnawed packs in the kitchen")
add("lb-t04", "Eisen Noper huet gesot, ech soll d'Thermostatkäpp vun de Radiatoren einfach mat engem Hummer klappen, well se nom Summer hänke bleiwen. Elo gi zwee Radiatoren an der Stuff ëmmer nach net waarm an beim Ventil vun engem kënnt esouguer e bësse Waasser eraus. D'Haus ass zu Leithum, vun 1994. Ech hätt gär dat dat een richteg mécht ier et nach méi kal gëtt.",
    "heating", "Weiswampach", "Leithum", kind="b", nu="U", situation="thermostatic valves hammered on a neighbour's advice, radiators cold and one valve weeping")
add("lb-t05", "Mäi Schwéierpapp huet eis geroden de ganze Rasen am August mat Kallek an Dünger ze bestreeën. Elo ass alles giel a verbrannt, nëmmen d'Moos ass nach gréng. Mir hunn zu Uewerfeelen ronn 600 m² hannert dem Haus. Mir sichen e Gäertner deen de Rasen nei umécht an eis erkläert wat mer falsch gemaach hunn.",
    "gardening", "Feulen", "Uewerfeelen", kind="b", nu="N", situation="lawn burnt by lime and fertiliser on a relative's advice, to be redone")
add("lb-t06", "Mäi Cousin huet gemengt, d'Luucht um Onduleur wier nun emol rout an dat wier normal. Zanter Abrëll weist d'App awer nëmmen nach 0 kWh, och wann d'Sonn schéngt. D'Haus ass zu Munsbach, Installatioun vun 2017 mat 24 Panneauen. Kann dat een iwwerpréiwen?",
    "solar", "Schuttrange", "Munsbach", kind="b", nu="U", situation="PV inverter showing red light and zero yield for months, cousin said it was normal")
add("lb-t07", "Mäi Bopa huet ëmmer gesot, e Testament op engem Zeedel, dat géif duergoen. Elo ass hien am Oktober gestuerwen an eis Tatta erkennt dee Bréif net un, et geet ëm d'Haus an d'Spuerkeess. Mir sinn dräi Enkelkanner an d'Diskussioun gëtt ëmmer méi batter. Mir sichen en Affekot deen sech mat Ierfschafte gutt auskennt.",
    "legal", None, None, kind="b", nu="N", situation="handwritten will contested by an aunt, inheritance lawyer needed")
add("lb-t08", "Ech schreiwen fir de Fussballclub vu Klierf. Eis Kantin an d'Vestiairë mussen nei ugestrach ginn, ronn 180 m² Maueren a Plafongen, virun der Saison am August. Mir sichen eng Molerfirma déi eis eng Offert mécht, de Comité entscheet am Juni. Merci!",
    "painting", "Clervaux", "Klierf", kind="c", nu="N", situation="football club canteen and changing rooms to be repainted")
add("lb-t09", "Mir hunn eng Garage zu Platen mat engem klenge Showroom, dräi Büroen an enger Toilette fir d'Clienten. Bis elo huet eis Sekretärin dat nieft hirer Aarbecht gemaach: Buedem, Toiletten, Poubellen, Stëbs op de Büroen. Elo ass si a Pensioun an dat bleift alles leien. Mir bräichten een deen zweemol d'Woch owes kënnt, an eemol de Mount och d'Vitrinne vum Showroom.",
    "cleaning", "Préizerdaul", "Platen", kind="c", nu="U", situation="car garage needs its showroom and offices cleaned twice a week")
add("lb-t10", "Mir sinn eng kleng Kiné-Praxis an der Avenue de la Liberté, L-1930. Zanter mer den neie Router vun der Post kruten, fënnt keen vun de véier PCen nach den Drécker, an d'Agenda-Software um Server hänkt all puer Minutten. Eisen Neveu huet et e Samschdeg probéiert, ouni Erfolleg. Mir brauchen dat séier, d'Patienten waarden.",
    "it-support", "Luxembourg", "L-1930", kind="c", nu="U", situation="physio practice: PCs lost printer and server after a router swap")
add("lb-t11", "Eis Bäckerei zu Esch-Uelzecht gëtt 50 Joer al an de 14. Mäerz maache mir eng kleng Feier am Geschäft. Mir hätte gär e Fotograf fir e puer Stonnen, fir d'Ekipp, d'Clienten an d'Bakstuff, an och Biller fir eis nei Broschür. Wat kascht dat ongeféier?",
    "photography", "Esch-sur-Alzette", "Esch-Uelzecht", kind="c", nu="N", situation="bakery 50th anniversary: photos of team, customers and bakehouse")
add("lb-t12", "Eis al Gaardmauer aus Sandsteen zu Bourscheid-Moulin huet e laange Rass a kippt e bëssen no baussen, laanscht d'Strooss. Ass et besser se ofzerappen an nei opzeriichten, oder kann een déi al nach retten? Wat kascht sou eppes pro Meter? Si ass ronn 12 m laang an 1,2 m héich.",
    "masonry", "Bourscheid", "Bourscheid-Moulin", kind="d", nu="U", situation="cracked, leaning sandstone garden wall: repair or rebuild, price per metre")
add("lb-t13", "Meng Mamm plënnert am Februar vu Mäerzeg an eng Residenz fir eeler Leit zu Ettelbréck. Si hëlt nëmmen hire Fotell, e Schaf an e puer Këschten mat, de Rescht soll an e Stockage. Lount et sech dofir en Demenagement-Betrib ze huelen oder geet dat mat enger Camionnette an zwee Frënn? Wat kascht esou en halwen Dag?",
    "moving", "Mertzig", "Mäerzeg", distractors=["Ettelbréck"], kind="d", nu="N", situation="small move of an elderly mother to a care home plus storage: worth hiring movers?")
add("lb-t14", "Mir wëllen zu Useldeng d'Kichen an d'Iesszëmmer zesummeleeën: d'Mauer dertëscht soll eraus, nei Kichenmiwwel, en neie Buedem duerch an aner Luuchten. Mir hunn zwee kleng Kanner an ech froe mech ob et sënnvoll ass dat am Januar ze maachen oder besser am Fréijoer. Wéi laang wiere mir ongeféier ouni Kichen?",
    "renovation", "Useldange", "Useldeng", kind="d", nu="U", situation="joining kitchen and dining room: when to do it and how long without a kitchen")
add("lb-t15", "Ech hunn zanter dësem Joer eng kleng SARL-S mat mengem Brudder, mir verkafen Velosdeeler online. Bis elo schreiwen ech all d'Rechnungen an en Excel. Brauche mir wierklech scho fir dat éischt Joer een deen eise Bilan an d'Steierdeklaratioun mécht, oder packe mir dat selwer? Wat kascht dat am Joer?",
    "accounting", None, None, not_place=["éischt"], kind="d", nu="U", situation="new small company: is outside help needed for first-year accounts and tax, and cost")

# ---------------- French ----------------
add("fr-s01", "Bonjour, je voudrais faire poser un robinet extérieur sur la façade côté jardin avec une vanne d'arrêt antigel, maison à Lamadelaine près de la gare, dispo en semaine après 16h.",
    "plumbing", "Pétange", "Lamadelaine", not_place=["gare"], situation="outdoor garden tap with frost-proof stop valve")
add("fr-s02", "Notre chaudière gaz Vaillant a 18 ans et l'entretien annuel n'a pas été fait depuis 2022, quelqu'un peut passer à Bascharage pour la révision et nous dire si elle tiendra encore un hiver ?",
    "heating", "Käerjeng", "Bascharage", situation="overdue annual service of an old gas boiler")
add("fr-s03", "gouttière arrachée par la neige côté rue elle pend au dessus du trottoir à rumelange c urgent svp",
    "roofing", "Rumelange", "rumelange", situation="gutter torn off by snow hanging over the pavement")
add("fr-s04", "Nous cherchons quelqu'un pour abattre un bouleau de 15 m qui penche vers la maison du voisin à Bertrange et pour rogner la souche ensuite.",
    "gardening", "Bertrange", "Bertrange", situation="fell a leaning 15 m birch and grind the stump")
add("fr-s05", "Projet : transformer le grenier de notre maison à Steinfort en chambre d'amis avec salle d'eau (isolation, cloisons, électricité, plomberie, sol), on cherche une entreprise qui coordonne tout.",
    "renovation", "Steinfort", "Steinfort", situation="attic conversion into guest room with shower room, all trades coordinated")
add("fr-s06", "Cabinet de 6 personnes à Gasperich, près de la Cloche d'Or : le wifi décroche toutes les 10 minutes depuis notre déménagement, on cherche un prestataire informatique pour revoir le réseau et ajouter 2 bornes.",
    "it-support", "Luxembourg", "Gasperich", situation="office wifi dropping after moving premises, network to be redone")
add("fr-s07", "On a des cafards dans la cuisine de notre appartement à Audun-le-Tiche (côté France, juste après Esch), vous avez quelqu'un qui se déplace là-bas ?",
    "pest-control", "abroad", "Audun-le-Tiche", distractors=["France", "Esch"], situation="cockroaches in a flat just across the French border")
add("fr-s08", "Quelqu'un connaît un bon service pour remplacer un pare-brise fissuré sur une Clio, si possible à domicile ?",
    None, None, None, situation="car windscreen replacement")
add("fr-s09", "Bonjour, association de tennis de table (80 membres) cherche quelqu'un pour tenir la comptabilité et préparer les comptes annuels pour l'AG de mars, budget modeste.",
    "accounting", None, None, situation="bookkeeping and annual accounts for a table-tennis club")
add("fr-s10", "je suis ostéopathe et je voudrais un site simple avec prise de rdv en ligne et 3 langues FR DE EN, budget autour de mille cinq cents euros c'est réaliste ?",
    "web-development", None, None, not_place=["cents"], situation="simple osteopath website with online booking in three languages")
add("fr-t01", "Depuis hier soir, quand je tire la chasse, l'eau remonte dans la douche. Ça sent très mauvais dans tout l'appartement. Le voisin du dessous dit qu'il a une tache qui apparaît au plafond. J'habite à Bonnevoie, au 2e étage.",
    "plumbing", "Luxembourg", "Bonnevoie", kind="a", nu="U", situation="toilet flush backs up into the shower, smell, stain below")
add("fr-t02", "Une fissure en escalier est apparue sur le mur de façade à côté de la porte du garage, on peut y passer un doigt. Elle s'agrandit depuis les travaux de la route l'été dernier. Notre maison est à Tétange, construite en 1962. Quelqu'un peut venir voir ce que c'est ?",
    "masonry", "Kayl", "Tétange", kind="a", nu="U", situation="widening stepped crack in a facade wall after roadworks")
add("fr-t03", "Notre lave-vaisselle Miele s'arrête au milieu du programme et il reste 3 cm d'eau sale au fond. On a nettoyé le filtre, rien à faire. Les assiettes sortent grasses. Nous sommes à Hobscheid.",
    "appliance-repair", "Habscht", "Hobscheid", kind="a", nu="U", situation="dishwasher stops mid-cycle and does not drain")
add("fr-t04", "Le magasin de bricolage nous a vendu une peinture « spéciale rénovation » à appliquer directement sur l'ancienne laque brillante du salon. Deux semaines après, elle s'écaille par plaques dès qu'on frotte le mur. Maison à Soleuvre, salon et couloir, environ 70 m² de murs. On cherche un peintre qui reprenne tout proprement.",
    "painting", "Sanem", "Soleuvre", kind="b", nu="N", situation="paint peeling off glossy walls after a DIY store's advice")
add("fr-t05", "Mon beau-frère a posé les dalles en grès de notre terrasse l'an dernier en nous assurant qu'une colle d'intérieur suffisait. Cet hiver, une dizaine de dalles se sont décollées et plusieurs sont fendues. La terrasse fait 28 m², à Mondercange, plein sud. Il faudrait tout refaire avant l'été.",
    "tiling", "Mondercange", "Mondercange", kind="b", nu="U", situation="terrace tiles laid with indoor adhesive have come loose and cracked")
add("fr-t06", "Un vendeur qui faisait du porte-à-porte nous avait dit que nos capteurs thermiques pour l'eau chaude n'avaient besoin d'aucun entretien. Depuis cet été, l'eau ne chauffe plus du tout avec le soleil et le liquide semble avoir fui sur le toit. Maison à Ell, installation de 2011. Qui peut contrôler le circuit et le remettre en marche ?",
    "solar", "Ell", "Ell", kind="b", nu="U", situation="solar thermal collectors lost their fluid after 'no maintenance needed' advice")
add("fr-t07", "Un ami m'a dit de passer mon contrat de travail allemand dans un traducteur automatique, que ça suffisait largement. Mon avocat en France dit que le texte obtenu est plein de contresens sur la clause de non-concurrence. J'ai besoin d'un vrai traducteur allemand-français pour 9 pages, rapidement si possible.",
    "translation", None, None, distractors=["France"], kind="b", nu="N", situation="employment contract machine-translated badly, human German-French translation needed")
add("fr-t08", "Je suis directrice d'une crèche à Esch-sur-Alzette. Nous devons faire fabriquer des casiers en bois sur mesure pour 24 enfants dans le vestiaire, avec bancs intégrés et coins arrondis. Le devis doit passer par notre gestionnaire avant fin janvier. Un menuisier serait-il disponible au printemps ?",
    "carpentry", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="N", situation="day nursery needs made-to-measure wooden lockers and benches")
add("fr-t09", "Nous sommes une petite société de logistique à Leudelange. Un ancien employé est parti sans rendre son badge ni les clés du bureau et de l'armoire forte. Nous voulons changer les cylindres des 5 portes et faire ouvrir l'armoire, dont personne ne connaît la combinaison. C'est assez urgent.",
    "locksmith", "Leudelange", "Leudelange", kind="c", nu="U", situation="logistics firm: change cylinders and open a safe after an employee left with keys")
add("fr-t10", "Notre cabinet dentaire à Howald vient de terminer des travaux d'agrandissement. Il y a de la poussière de plâtre partout, jusque dans les placards, et nous rouvrons lundi. Il faudrait tout remettre impeccable samedi : sols, vitres, mobilier, salle d'attente. Vous pouvez envoyer une équipe ?",
    "cleaning", "Hesperange", "Howald", kind="c", nu="U", situation="dental practice needs cleaning after extension works before reopening")
add("fr-t11", "Notre fiduciaire au Limpertsberg lance un nouveau site et il nous faut des portraits homogènes des 14 collaborateurs, sur fond neutre, plus quelques images des bureaux. Idéalement sur une seule matinée, dans nos locaux. Pouvez-vous nous proposer quelqu'un avec un devis ?",
    "photography", "Luxembourg", "Limpertsberg", kind="c", nu="U", situation="accounting firm needs staff portraits and office pictures")
add("fr-t12", "On vient d'acheter une maison des années 70 à Niederkorn, le tableau a encore des fusibles à vis et il n'y a pas de différentiel pour la salle de bain. Est-ce qu'il faut obligatoirement tout remettre aux normes avant d'emménager ? Combien coûte en gros un nouveau tableau posé par un électricien ?",
    "electrical", "Differdange", "Niederkorn", kind="d", nu="N", situation="1970s house with screw fuses: must it be brought up to code, cost of a new board")
add("fr-t13", "Nous quittons Thionville pour Strassen début avril : un 4 pièces, environ 35 m³, et un 3e étage sans ascenseur à l'arrivée. Vaut-il mieux prendre une société luxembourgeoise ou française ? Et le prix change-t-il beaucoup si on emballe nous-mêmes les cartons ?",
    "moving", "Strassen", "Strassen", distractors=["Thionville"], kind="d", nu="U", situation="move from a French town into Luxembourg: which firm, does self-packing save much")
add("fr-t14", "Notre constructeur a livré la maison avec 7 mois de retard et refuse de payer les pénalités prévues au contrat. Il dit que c'était la faute de la pénurie de matériaux. Est-ce que ça vaut la peine de prendre un avocat pour environ 18 000 euros, ou vaut-il mieux passer par un médiateur ? Combien coûte en général une première consultation ?",
    "legal", None, None, kind="d", nu="N", situation="builder refuses contractual delay penalties: lawyer or mediator")
add("fr-t15", "Nous avons un appartement de 62 m² à Belair avec une grande pièce salon-cuisine un peu sombre. On hésite entre mettre la table près de la fenêtre et le canapé contre le mur du fond, ou l'inverse. Est-ce que quelqu'un peut nous faire un plan avec la disposition des meubles et les éclairages, et combien ça coûte pour une seule pièce ?",
    "interior-design", "Luxembourg", "Belair", kind="d", nu="U", situation="layout and lighting plan for a dark open living-kitchen room")

# ---------------- German ----------------
add("de-s01", "Hallo, wir brauchen in unserem Reihenhaus in Echternach drei zusätzliche Steckdosen und einen Netzwerkanschluss im Homeoffice unterm Dach, wann hätte ein Elektriker Zeit?",
    "electrical", "Echternach", "Echternach", not_place=["einen"], situation="extra sockets and a network outlet in an attic home office")
add("de-s02", "Die Fassade unseres Hauses in Berdorf (circa 160 m², Putz, zuletzt 2009 gestrichen) soll im Mai neu gestrichen werden, bitte um ein Angebot",
    "painting", "Berdorf", "Berdorf", situation="repaint a rendered house facade")
add("de-s03", "moos auf dem dach und zwei ziegel verrutscht über der garage in bech kann sich das jemand anschauen bevor der nächste sturm kommt",
    "roofing", "Bech", "bech", situation="moss and two slipped tiles on the roof above the garage")
add("de-s04", "Im Bad unserer Wohnung in Grevenmacher sind drei Bodenfliesen gesprungen und klingen hohl, gibt es einen Fliesenleger, der nur die paar Fliesen austauscht?",
    "tiling", "Grevenmacher", "Grevenmacher", not_place=["einen"], situation="replace three cracked hollow-sounding floor tiles")
add("de-s05", "Unser Einbau-Backofen von Siemens heizt nur noch mit Umluft, Ober- und Unterhitze bleiben kalt, Gerät 6 Jahre alt, Wohnort Junglinster.",
    "appliance-repair", "Junglinster", "Junglinster", situation="built-in oven: top and bottom heat elements dead")
add("de-s06", "Ich habe eine 45-m²-Wohnung im Bahnhofsviertel der Hauptstadt gekauft und suche jemanden, der mir einen Einrichtungsplan mit Stauraum, Farben und Beleuchtung erstellt, bevor ich Möbel bestelle.",
    "interior-design", "Luxembourg", "Bahnhofsviertel", not_place=["einen"], situation="furnishing, storage and lighting plan for a small flat before buying furniture")
add("de-s07", "Die Kupferleitung im Keller tropft an einer Lötstelle und der Wasserzähler dreht sich auch nachts weiter, Boulevard Royal, L-2449, bitte dringend!",
    "plumbing", "Luxembourg", "L-2449", situation="leaking soldered joint on a copper pipe, meter running at night")
add("de-s08", "Umzug Anfang März von Wecker nach Trier, 3-Zimmer-Wohnung im zweiten Stock ohne Aufzug, wer kann ein Angebot machen?",
    "moving", "Biwer", "Wecker", distractors=["Trier"], situation="flat move from a Luxembourg village to a German city")
add("de-s09", "Suche einen zuverlässigen Hundesitter für unseren Labrador während der Osterferien, zwei Wochen, gerne mit Garten.",
    None, None, None, not_place=["einen"], situation="dog sitter for the Easter holidays")
add("de-s10", "Für ein Vorstellungsgespräch per Video mit einer Firma in Lissabon brauche ich nächsten Dienstag für eine Stunde einen Dolmetscher Deutsch–Portugiesisch.",
    "translation", None, None, distractors=["Lissabon"], not_place=["einen"], situation="German-Portuguese interpreter for a video job interview")
add("de-t01", "Seit wir die Lichterkette im Garten angeschlossen haben, fliegt bei jedem Regen der FI-Schalter raus und das ganze Erdgeschoss ist dunkel. Die Außensteckdose ist schon älter und das Gehäuse hat einen Sprung. Wir wohnen in Hamm, gleich beim Findel. Wer kann das reparieren?",
    "electrical", "Luxembourg", "Hamm", distractors=["Findel"], not_place=["einen"], kind="a", nu="U", situation="RCD trips in rain since garden lights were plugged into a cracked outdoor socket")
add("de-t02", "Der Schlüssel lässt sich in der Haustür drehen, aber das Schloss greift nicht mehr und die Tür bleibt zu. Wir stehen seit einer Stunde draußen in der Kälte, der Hund ist drinnen. Wir wohnen in Ehnen an der Weinstraße. Bitte schnell!",
    "locksmith", "Wormeldange", "Ehnen", kind="a", nu="U", situation="key turns but the front-door lock no longer engages, family locked out")
add("de-t03", "In unserem Ferienhaus in Perl (Saarland), gleich gegenüber von Schengen, sind die Vorhänge und Teppiche voller kleiner Löcher. Beim Öffnen der Schränke fliegen kleine graue Falter heraus. Ein Wollpullover ist komplett zerfressen. Kann da jemand hinkommen?",
    "pest-control", "abroad", "Perl (Saarland)", distractors=["Schengen"], kind="a", nu="U", situation="clothes moths in a holiday house in the German village of Perl")
add("de-t04", "Der Verkäufer im Baumarkt hat uns geraten, den Druck der Anlage einfach mit dem Gartenschlauch aufzufüllen, bis das Manometer 3 bar zeigt. Jetzt tropft das Sicherheitsventil am Kessel ständig und in der Waschküche steht Wasser. Haus in Rosport, Ölkessel von 2008. Kann jemand kommen, bevor es richtig kalt wird?",
    "heating", "Rosport-Mompach", "Rosport", kind="b", nu="U", situation="heating circuit overfilled on a DIY store's advice, safety valve dripping")
add("de-t05", "Mein Schwiegervater hat unsere alten Apfelbäume im Frühjahr radikal zurückgeschnitten, das müsse so sein. Jetzt wachsen nur noch senkrechte Wassertriebe und es gab keinen einzigen Apfel. Es sind sechs Hochstämme auf einer Wiese in Manternach. Wir suchen einen Gärtner, der sich mit Obstbäumen auskennt und sie wieder in Form bringt.",
    "gardening", "Manternach", "Manternach", not_place=["einen"], kind="b", nu="N", situation="old apple trees over-pruned by a relative, need corrective pruning")
add("de-t06", "Unser Makler meinte, für das Exposé reichten ein paar Handyfotos, das Haus würde sich sowieso von selbst verkaufen. Nach vier Monaten gab es null Besichtigungen. Jetzt möchten wir das Haus in Mamer mit Weitwinkel, gutem Licht und ein paar Luftaufnahmen neu zeigen. Wer macht so etwas kurzfristig?",
    "photography", "Mamer", "Mamer", kind="b", nu="U", situation="estate agent's phone photos failed, professional property and drone photos wanted")
add("de-t07", "Ein Kollege hat mir erzählt, als Grenzgänger aus Deutschland müsse man in Luxemburg nie eine Steuererklärung abgeben. Jetzt habe ich gehört, dass ich mit meiner Frau in Steuerklasse 1 viel zu viel zahle und Geld zurückholen könnte. Es geht um die Jahre 2023 und 2024. Wer kann die Erklärungen für mich machen?",
    "accounting", None, None, distractors=["Deutschland", "Luxemburg"], kind="b", nu="U", situation="cross-border worker told he never needs a tax return, wants back years filed")
add("de-t08", "Wir betreiben ein kleines Hotel in Consdorf am Rand des Müllerthals. Die Holzterrasse vor dem Frühstücksraum ist an mehreren Stellen morsch und ein Gast ist schon mit dem Fuß eingebrochen. Wir suchen einen Schreiner, der die Dielen vor Ostern erneuert, am besten in Lärche. Die Unterkonstruktion sollte er auch prüfen.",
    "carpentry", "Consdorf", "Consdorf", not_place=["einen"], kind="c", nu="N", situation="hotel's rotten wooden terrace boards to be replaced")
add("de-t09", "Unser Tennisclub in Roodt-sur-Syre hat ein Clubhaus mit Umkleiden, Duschen und einer kleinen Bar. Bisher haben das die Mitglieder abwechselnd gemacht, aber das klappt nicht mehr. Wir brauchen jemanden, der von April bis Oktober zweimal pro Woche die Böden wischt, die Duschen entkalkt und die Toiletten macht. Bitte um ein Angebot pro Monat.",
    "cleaning", "Betzdorf", "Roodt-sur-Syre", kind="c", nu="U", situation="tennis club house needs twice-weekly cleaning in the season")
add("de-t10", "Wir sind eine Anwaltskanzlei mit acht Arbeitsplätzen in der Oberstadt. Unser bisheriger IT-Dienstleister hat aufgehört, und nächste Woche fangen zwei neue Kolleginnen an, die Laptops, Mailkonten und VPN-Zugang brauchen. Außerdem meldet die Datensicherung auf dem NAS seit Wochen Fehler. Wir suchen einen neuen IT-Dienstleister für die laufende Betreuung.",
    "it-support", "Luxembourg", "Oberstadt", not_place=["einen"], kind="c", nu="N", situation="law firm needs a new IT provider: laptops, mail, VPN, failing backups")
add("de-t11", "Wir sind ein kleiner Winzerbetrieb an der Mosel und verkaufen bisher nur ab Hof und auf Märkten. Unsere Tochter hat eine Seite mit einem Baukasten gebastelt, aber Bestellungen, Versand nach Belgien und Deutschland und die Altersprüfung gehen damit nicht. Aus diesem Grund hätten wir gern etwas Richtiges, mit dem Kunden Kisten bestellen und bezahlen können.",
    "web-development", None, None, distractors=["Belgien", "Deutschland"], not_place=["Grund"], kind="c", nu="U", situation="winery wants a real online shop with shipping and age check")
add("de-t12", "Wir möchten in Wasserbillig zwischen Küche und Wohnzimmer einen Durchbruch machen, etwa 2,5 m breit. Die Wand ist gemauert und wohl tragend, darüber liegt noch ein Stockwerk. Braucht man dafür einen Statiker, und was kostet so ein Durchbruch mit Stahlträger ungefähr? Wie lange dauert das?",
    "masonry", "Mertert", "Wasserbillig", not_place=["einen"], kind="d", nu="U", situation="opening in a load-bearing brick wall: engineer needed, cost, duration")
add("de-t13", "Wir haben in Niederdonven ein Haus von 1978 geerbt: altes Bad, Holzverkleidung an den Decken, Teppichböden, Einfachverglasung. Lohnt es sich, alles vor dem Einzug machen zu lassen, oder sollten wir Raum für Raum vorgehen, während wir schon dort wohnen? Wir würden gern mit einem Generalunternehmer sprechen, der uns einen groben Preisrahmen nennt.",
    "renovation", "Flaxweiler", "Niederdonven", not_place=["einen"], kind="d", nu="N", situation="inherited 1978 house: renovate all before moving in or room by room")
add("de-t14", "Unsere Scheune in Christnach hat ein großes Süddach von ungefähr 220 m², bisher ungenutzt. Lohnt es sich, dort Module draufzusetzen, wenn wir den Strom größtenteils ins Netz einspeisen? Welche Förderungen gibt es dafür aktuell, und wie schnell hätte sich das bezahlt gemacht?",
    "solar", "Waldbillig", "Christnach", kind="d", nu="U", situation="is a PV array on a large barn roof for feed-in worth it, subsidies, payback")
add("de-t15", "Unser Nachbar hat seine neue Garage 40 cm auf unser Grundstück gebaut, das hat der Geometer bestätigt. Er will sich nicht einigen und sagt, nach zehn Jahren sei das sowieso verjährt. Lohnt sich ein Anwalt, oder sollten wir zuerst zum Friedensgericht? Was kostet das ungefähr?",
    "legal", None, None, kind="d", nu="N", situation="neighbour's garage built 40 cm over the boundary: lawyer or justice of the peace")

# ---------------- English ----------------
add("en-s01", "Need an electrician to swap our old halogen spots for LED and add dimmers in the living room and kitchen, about 20 spots, house in Sandweiler, quote please",
    "electrical", "Sandweiler", "Sandweiler", situation="replace halogen spots with LED and add dimmers")
add("en-s02", "Looking for a carpenter to build a fitted oak bookcase around the doorway of our study in Mullendorf, roughly 3.2 m wide and floor to ceiling.",
    "carpentry", "Steinsel", "Mullendorf", situation="fitted oak bookcase around a study doorway")
add("en-s03", "Could someone build a low brick wall (about 8 m long, 60 cm high) with a concrete footing along the front garden of our house in Capellen?",
    "masonry", "Mamer", "Capellen", situation="new low brick front-garden wall with concrete footing")
add("en-s04", "my ex still has keys to the house in goeblange so I want all three outside locks changed this week ideally with the same key for all",
    "locksmith", "Koerich", "goeblange", situation="change three exterior locks after a break-up, keyed alike")
add("en-s05", "Hi, after our son's 18th birthday party the flat in Cents looks like a battlefield 🙈 can someone do a deep clean tomorrow morning (kitchen, 2 bathrooms, living room, balcony)?",
    "cleaning", "Luxembourg", "Cents", situation="deep clean of a flat after a teenager's party")
add("en-s06", "Our tumble dryer (Bosch Serie 6 heat pump) runs for 3 hours but the clothes still come out damp, we're in Vianden, can anyone repair it or is it time for a new one?",
    "appliance-repair", "Vianden", "Vianden", situation="heat-pump tumble dryer leaves clothes damp")
add("en-s07", "We're launching a small craft gin brand and need packshots on white plus a few moody bottle photos in our tasting room in Clausen, ideally before 15 March.",
    "photography", "Luxembourg", "Clausen", situation="product photos for a new gin brand")
add("en-s08", "Can anyone recommend someone to teach my 9-year-old piano at home, once a week, English or French speaking?",
    None, None, None, situation="piano teacher for a child at home")
add("en-s09", "We need a bilingual booking site for our guided e-bike tours with online payment and a calendar that syncs with Google, what would that roughly cost?",
    "web-development", None, None, situation="booking website with payment for e-bike tours")
add("en-s10", "I need the 40-page user manual of our industrial dryer translated from English into German and French by the end of February.",
    "translation", None, None, situation="translate a 40-page machine manual into German and French")
add("en-t01", "The water bill this quarter was three times the usual amount. We turned every tap off and the little wheel on the meter keeps spinning. There's a damp patch on the lawn between the house and the street that never dries, even when it hasn't rained. We live in Senningerberg.",
    "plumbing", "Niederanven", "Senningerberg", not_place=["bill"], kind="a", nu="U", situation="huge water bill, meter spinning, wet patch in the front lawn: buried supply leak")
add("en-t02", "The tiles behind our cooker have started bulging away from the wall, and last night one dropped onto the hob. The grout around them is cracked and crumbling. It's a rented house in Olm and the landlord says we should sort it ourselves and send him the invoice. What do we do?",
    "tiling", "Kehlen", "Olm", kind="a", nu="U", situation="kitchen wall tiles behind the cooker bulging and falling off")
add("en-t03", "Since last Tuesday my home office PC restarts by itself every time I open Teams or a big Excel file. Sometimes it shows a blue screen with MEMORY_MANAGEMENT and then it's gone. I've already lost two reports and my boss is not amused. I'm in Alzingen and I need it working by Monday.",
    "it-support", "Hesperange", "Alzingen", kind="a", nu="U", situation="home office PC crashing with blue screens")
add("en-t04", "A friend who 'paints a lot' told us we could skip the primer and roll the white emulsion straight onto the new plasterboard in our attic. Now you can see every joint and screw head through two coats, and the whole thing looks patchy. It's in Helmsange, about 50 m² of walls and a sloped ceiling. We'd like a proper painter to fix it.",
    "painting", "Walferdange", "Helmsange", kind="b", nu="N", situation="unprimed plasterboard painted on a friend's advice, joints showing through")
add("en-t05", "The man who sold us the house said the flat roof over the extension was good for another 20 years. Since October water runs down the inside of the patio door frame whenever it rains hard, and the felt on top has bubbles and a split. We're in Moutfort. Who can patch or redo it before the winter gets worse?",
    "roofing", "Contern", "Moutfort", kind="b", nu="U", situation="flat roof felt split and leaking, seller had said it was fine")
add("en-t06", "Our neighbour told us to plant bamboo as a quick privacy screen, so we did three years ago. Now it's coming up under the fence, in the middle of the lawn and even through the terrace joints. We live just over the border in Sterpenich, five minutes from Kleinbettingen. We need someone to dig it all out, put in a root barrier and plant something sensible instead.",
    "gardening", "abroad", "Sterpenich", distractors=["Kleinbettingen"], kind="b", nu="U", situation="invasive bamboo planted on a neighbour's advice, garden just across the Belgian border")
add("en-t07", "My landlord told me that since my lease is only verbal, he can raise the rent whenever he likes and throw me out with a month's notice. He has now sent me a letter saying the rent goes up by 300 euros from January. I'm not sure that's even legal in Luxembourg. I'd like to talk to a lawyer who does tenancy law, preferably in English.",
    "legal", None, None, distractors=["Luxembourg"], kind="b", nu="N", situation="tenant with verbal lease faces arbitrary rent rise, wants a tenancy lawyer")
add("en-t08", "I run two holiday apartments in Schouweiler that I rent out by the week. My usual helper has moved back to Portugal and I have guests changing over every Saturday from April to October. I need someone reliable to do the beds, bathrooms and kitchens between 10 and 3 on Saturdays and to tell me about any damage. Can you find me someone?",
    "cleaning", "Dippach", "Schouweiler", distractors=["Portugal"], kind="c", nu="U", situation="holiday-let owner needs Saturday changeover cleaning")
add("en-t09", "I'm treasurer of the football club in Colmar-Berg. The commune has agreed that we can put panels on the roof of the new stand, about 300 m², and the club wants to use the power for the floodlights and the canteen. We need a solar installer to visit, check the roof structure and give us a quote we can present to the committee in February.",
    "solar", "Colmar-Berg", "Colmar-Berg", kind="c", nu="N", situation="football club wants PV on its new stand roof")
add("en-t10", "We run a small farm shop in Dahlem selling eggs, honey and cheese. Over the last few weeks we've found gnawed cheese wrappers and droppings behind the fridge counter, and this morning something ran across the floor when I switched on the lights. The food inspector is due next month and we can't afford a bad report.",
    "pest-control", "Garnich", "Dahlem", kind="c", nu="U", situation="farm shop with rodent droppings before a food inspection")
add("en-t11", "We're a small dental practice with four staff, and our office manager, who did the payroll and the social-security declarations, has just left. We need an accountant or payroll service to take over from next month, including the CCSS declarations and the year-end payslips. Salaries go out on the last day of the month, so ideally someone would be in place by the 20th.",
    "accounting", None, None, kind="c", nu="N", situation="dental practice needs payroll and social-security declarations taken over")
add("en-t12", "Our 22-year-old oil boiler in Bridel still runs, but we were told parts are getting hard to find. Should we replace it like for like, go for a heat pump, or wait until it breaks? The house is from 1985 and only the roof has been insulated. Roughly what would each option cost with the current subsidies?",
    "heating", "Kopstal", "Bridel", kind="d", nu="U", situation="old oil boiler: replace, switch to heat pump or wait")
add("en-t13", "We're leaving a two-bedroom flat on Kirchberg for a house in Contern at the end of June. There's a lift, but the building only allows this kind of thing on weekdays between 9 and 5, and we both work. Is it worth paying for a full packing service, or just for the transport and the big furniture? What's a realistic price for this size?",
    "moving", "Luxembourg", "Kirchberg", distractors=["Contern"], kind="d", nu="U", situation="flat-to-house move within Luxembourg: full packing service or transport only")
add("en-t14", "We bought an old stone cottage in Beaufort and want to turn the ground-floor barn into a studio flat for my mother: kitchenette, shower room, new floor, insulation and a proper front door. How long would a job like that take, and do we need a permit from the commune before a renovation company can start? Rough budget ideas welcome too.",
    "renovation", "Beaufort", "Beaufort", kind="d", nu="N", situation="barn converted into a studio flat: duration, permit, budget")
add("en-t15", "We've just bought a 1930s townhouse in Merl with high ceilings but quite dark rooms. We can't agree on colours, which furniture fits where, or what kind of lights would make the living room feel warmer. Is it worth paying someone for a proper concept before we buy anything, and what does that typically cost?",
    "interior-design", "Luxembourg", "Merl", kind="d", nu="U", situation="colour, furniture and lighting concept for a dark townhouse: worth it, cost")

# ---------------- Portuguese ----------------
add("pt-s01", "boa tarde preciso de um canalizador para trocar o autoclismo da casa de banho que ta sempre a correr e o sifão da cozinha que pinga moro perto da piscina L-3850",
    "plumbing", "Schifflange", "L-3850", situation="running toilet cistern and leaking kitchen trap")
add("pt-s02", "Olá, precisamos de pintar o apartamento todo antes de entrar (3 quartos, sala, corredor, tetos incluídos) em Hollerich, alguém faz orçamento para a semana de 10 de fevereiro?",
    "painting", "Luxembourg", "Hollerich", situation="paint a whole flat including ceilings before moving in")
add("pt-s03", "O chapéu da chaminé e o rufo de zinco soltaram-se com o vento e várias telhas partiram, casa em Bettendorf (Luxemburgo, não o dos EUA 😅), é urgente porque vem chuva",
    "roofing", "Bettendorf", "Bettendorf", distractors=["Luxemburgo", "EUA"], situation="chimney cap and zinc flashing torn loose, broken roof tiles")
add("pt-s04", "Mudança de um T2 de Ettelbruck para Esch-sur-Alzette no sábado 1 de março, temos sofá, cama, frigorífico e umas 30 caixas, quanto fica?",
    "moving", "Ettelbruck", "Ettelbruck", distractors=["Esch-sur-Alzette"], situation="two-room flat move between two Luxembourg towns")
add("pt-s05", "A placa de indução Bosch só aquece em duas das quatro zonas, as outras apitam e desligam, moramos em Boulaide, quem repara?",
    "appliance-repair", "Boulaide", "Boulaide", situation="induction hob: two zones beep and switch off")
add("pt-s06", "Queria um fotógrafo para uma sessão de fotos da família no jardim em Schieren no dia do batizado do meu neto, umas 2 horas.",
    "photography", "Schieren", "Schieren", situation="family photo session at a christening party at home")
add("pt-s07", "Acabámos de comprar um apartamento em Cessange e queríamos alguém que nos ajudasse a escolher as cores, os móveis e a iluminação da sala e do quarto das crianças.",
    "interior-design", "Luxembourg", "Cessange", situation="colours, furniture and lighting for living room and children's room")
add("pt-s08", "Procuro quem faça um bolo de aniversário por encomenda para 40 pessoas, tema Frozen, para dia 22.",
    None, None, None, situation="custom birthday cake for 40 people")
add("pt-s09", "Preciso de um advogado que fale português por causa de um acidente de trabalho, a seguradora não quer pagar e o patrão diz que a culpa foi minha.",
    "legal", None, None, situation="workplace accident, insurer refuses to pay, Portuguese-speaking lawyer")
add("pt-s10", "bom dia preciso de traduzir do português para francês o relatório médico do meu pai umas 6 páginas para o médico dele aqui não precisa de ser ajuramentado",
    "translation", None, None, situation="plain translation of a father's medical report, Portuguese to French")
add("pt-t01", "Quando ligo o forno e a máquina de lavar ao mesmo tempo, as luzes da cozinha começam a piscar e cheira a queimado perto da tomada atrás do frigorífico. Ontem a tomada estava quente e um bocadinho preta. Tenho medo de deixar as coisas ligadas quando vou trabalhar. Moro em Wiltz, numa casa antiga.",
    "electrical", "Wiltz", "Wiltz", kind="a", nu="U", situation="flickering lights and a scorched, hot socket behind the fridge")
add("pt-t02", "A porta do meu apartamento não fecha à chave desde ontem: a chave entra mas não roda até ao fim e a lingueta fica meio de fora. Não posso ir trabalhar e deixar a casa aberta. Moro em Beggen, no rés-do-chão. Alguém pode vir hoje?",
    "locksmith", "Luxembourg", "Beggen", kind="a", nu="U", situation="flat door lock will not turn fully, bolt stuck halfway")
add("pt-t03", "Há uns dias que acordo com picadas em fila nos braços e nas pernas. No colchão encontrei umas manchinhas escuras e um bicho pequeno castanho, tipo lentilha. Voltámos há duas semanas de férias num hotel. Moramos em Diekirch e tenho vergonha de falar disto aos vizinhos.",
    "pest-control", "Diekirch", "Diekirch", kind="a", nu="U", situation="bed bugs after a hotel holiday")
add("pt-t04", "O senhor da loja disse que podíamos instalar nós mesmos o termóstato sem fios da caldeira, era só ligar dois fios. Desde então a caldeira a gás trabalha sem parar, a casa está a 27 graus e a conta do gás disparou. Moramos em Longwy, mesmo ao lado da fronteira de Rodange. Alguém pode vir do Luxemburgo?",
    "heating", "abroad", "Longwy", distractors=["Rodange", "Luxemburgo"], kind="b", nu="U", situation="self-fitted wireless boiler thermostat on a shop's advice, boiler never stops; house in France")
add("pt-t05", "Um vizinho aconselhou-nos a pôr azulejo novo por cima do antigo na casa de banho, sem tirar nada, que era mais rápido. Passados três meses já há azulejos ocos e um rachou ao pé do duche. Moramos em Bastendorf. Precisamos de um ladrilhador que faça isto como deve ser.",
    "tiling", "Tandel", "Bastendorf", kind="b", nu="N", situation="new tiles stuck over old ones on a neighbour's advice, hollow and cracking")
add("pt-t06", "Um amigo disse-me que, como trabalho por conta de outrem, não preciso de declarar o apartamento que tenho arrendado em Portugal. Agora recebi uma carta das Finanças portuguesas e fiquei preocupado com o que se passa aqui também. Procuro um contabilista que perceba de impostos nos dois países.",
    "accounting", None, None, distractors=["Portugal"], kind="b", nu="N", situation="undeclared rental income abroad after a friend's advice, tax accountant for two countries")
add("pt-t07", "O meu sobrinho fez o site da nossa empresa de construção há 5 anos, mas agora o Google diz que não é seguro e no telemóvel aparece tudo desformatado. Ele diz que chega mudar o tema, mas os clientes queixam-se que o formulário de pedidos não funciona. Queremos um site novo, rápido, em português e francês, com fotos das obras.",
    "web-development", None, None, kind="b", nu="U", situation="nephew-built company site insecure and broken on mobile, new site wanted")
add("pt-t08", "Somos um clube de pesca em Reisdorf, à beira da Sûre. O muro de pedra que segura o terreno do nosso pavilhão começou a ceder depois das cheias e já caíram algumas pedras para o caminho. A comuna pediu-nos para resolver antes do verão. Quem pode reconstruir uns 10 metros?",
    "masonry", "Reisdorf", "Reisdorf", kind="c", nu="U", situation="fishing club's stone retaining wall giving way after floods")
add("pt-t09", "Trabalho na administração de um lar de idosos em Winseler. O jardim à volta do edifício precisa de manutenção regular: relva, canteiros, folhas no outono e os caminhos. O nosso contrato com a empresa antiga acabou. Procuramos um jardineiro ou empresa de jardinagem para um contrato anual.",
    "gardening", "Winseler", "Winseler", kind="c", nu="N", situation="care home needs a yearly grounds maintenance contract")
add("pt-t10", "Temos um pequeno restaurante em Oberkorn e o sistema de caixa e as impressoras da cozinha deixaram de comunicar depois de uma trovoada. Os pedidos já não saem na cozinha e estamos a escrever tudo à mão. O router também reinicia sozinho. Precisamos de alguém que perceba de redes, ainda esta semana.",
    "it-support", "Differdange", "Oberkorn", kind="c", nu="U", situation="restaurant till and kitchen printers lost network after a thunderstorm")
add("pt-t11", "Tenho uma pequena agência de seguros em Esch/Alzette, na rua principal, com duas salas e uma casa de banho. A senhora que vinha aos sábados reformou-se. Precisava de alguém para aspirar, lavar o chão, despejar os caixotes e tratar dos vidros da montra uma vez por semana.",
    "cleaning", "Esch-sur-Alzette", "Esch/Alzette", kind="c", nu="U", situation="insurance agency needs weekly office cleaning")
add("pt-t12", "Queremos trocar as escadas de madeira da nossa casa em Ingeldorf, que rangem todas e estão gastas. Vale a pena arranjar os degraus ou é melhor fazer escadas novas em carvalho? Quanto é que um carpinteiro costuma pedir por umas escadas de 15 degraus?",
    "carpentry", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="N", situation="creaking worn wooden stairs: repair or new oak stairs, price")
add("pt-t13", "Os meus pais vão vir morar connosco em Dudelange e querem trazer a mobília deles de Viseu: uma sala, um quarto e umas 20 caixas. Compensa alugar uma carrinha e irmos nós buscar tudo, ou contratar uma empresa que faça o transporte Portugal–Luxemburgo? Quanto custa mais ou menos?",
    "moving", "Dudelange", "Dudelange", distractors=["Viseu", "Portugal", "Luxemburgo"], kind="d", nu="U", situation="parents' furniture from Portugal to Luxembourg: rent a van or hire a firm")
add("pt-t14", "Comprámos uma casa velha em Heiderscheid e queremos fazer obras no rés-do-chão: tirar uma parede, cozinha nova, chão novo, instalação elétrica e canalização novas. Por onde se começa uma coisa destas: primeiro o projeto ou primeiro os orçamentos? Quanto custa mais ou menos por metro quadrado?",
    "renovation", "Esch-sur-Sûre", "Heiderscheid", kind="d", nu="U", situation="ground-floor refit of an old house: where to start, cost per m2")
add("pt-t15", "Temos uma casa em Harlange com o telhado virado a sul e andamos a pensar pôr painéis solares. Um instalador falou em 10 kWp por 17 000 euros, outro em 8 kWp por 12 500. Qual das propostas vale mais a pena para uma família de cinco com carro elétrico? E quanto recebemos de ajudas do Estado?",
    "solar", "Lac de la Haute-Sûre", "Harlange", kind="d", nu="N", situation="compare two PV quotes for a family with an electric car, subsidies")

# ---------------- Italian ----------------
add("it-s01", "Buongiorno, cerco un elettricista per portare la corrente nel capanno in fondo al giardino (circa 25 m di cavo interrato, 2 prese e una luce), abitiamo a Peppange.",
    "electrical", "Roeser", "Peppange", situation="buried cable, sockets and a light for a garden shed")
add("it-s02", "il lucernario della mansarda a Mondorf-les-Bains lascia entrare acqua quando piove di traverso e la guarnizione esterna sembra rotta, chi può venire?",
    "roofing", "Mondorf-les-Bains", "Mondorf-les-Bains", situation="attic roof window letting in driving rain, outer seal broken")
add("it-s03", "Cerco un piastrellista per posare un paraschizzi in piastrelle diamantate dietro il piano cucina, circa 4 m², casa a Remerschen.",
    "tiling", "Schengen", "Remerschen", situation="tiled kitchen splashback")
add("it-s04", "Ho perso il mazzo di chiavi con quella della porta blindata e della cassetta della posta, abito a Greiveldange, serve un fabbro che cambi il cilindro oggi o domani.",
    "locksmith", "Stadtbredimus", "Greiveldange", situation="lost keys: change security-door cylinder and mailbox lock")
add("it-s05", "Chi mi prepara l'orto per la primavera a Canach, vangatura di circa 80 m², letame e una piccola rete contro i conigli?",
    "gardening", "Lenningen", "Canach", situation="dig and manure a vegetable plot, rabbit netting")
add("it-s06", "Mio padre (82 anni) a Weimerskirch non riesce più a fare le videochiamate perché il tablet non si collega al wifi nuovo e la stampante non va, c'è qualcuno paziente che passa a sistemare?",
    "it-support", "Luxembourg", "Weimerskirch", situation="elderly father's tablet and printer not connecting to new wifi")
add("it-s07", "Cerco qualcuno che mi accorci l'orlo di due paia di pantaloni e stringa una giacca, in sartoria o a domicilio.",
    None, None, None, situation="clothes alterations")
add("it-s08", "Abbiamo aperto una pizzeria da asporto con 3 dipendenti e ci serve un commercialista per buste paga, contabilità mensile e bilancio, parliamo italiano e francese.",
    "accounting", None, None, situation="payroll, monthly books and annual accounts for a takeaway pizzeria")
add("it-s09", "vorrei un sito vetrina con e-shop per le mie ceramiche fatte a mano spedizioni in tutta Europa pagamento con carta e PayPal quanto costa circa",
    "web-development", None, None, distractors=["Europa"], situation="showcase site with e-shop for handmade ceramics")
add("it-s10", "Mi serve un interprete italiano-francese per accompagnare mia madre all'appuntamento dal notaio per la successione, giovedì mattina.",
    "translation", None, None, situation="interpreter for a mother's inheritance appointment at the notary")
add("it-t01", "Quando qualcuno fa la doccia nel bagno di sopra, al piano di sotto compare una macchia bagnata sul soffitto della cucina. Ora la pittura si sta gonfiando e stamattina gocciolava sul tavolo. Abitiamo a Bettembourg, in una casa a schiera degli anni '80. Chi può venire a vedere prima che venga giù tutto?",
    "plumbing", "Bettembourg", "Bettembourg", kind="a", nu="U", situation="leak from an upstairs shower shows through the kitchen ceiling")
add("it-t02", "Il congelatore a pozzetto in garage ha fatto uno strato di ghiaccio spesso due dita e il coperchio non chiude più bene. Il motore gira quasi sempre e fa un ronzio forte. Dentro abbiamo la carne per tutto l'inverno. Siamo a Larochette.",
    "appliance-repair", "Larochette", "Larochette", kind="a", nu="U", situation="chest freezer iced up, lid not sealing, compressor running constantly")
add("it-t03", "Da una settimana sul balcone dell'appartamento a Esch-sur-Alzette si posano decine di piccioni. Hanno fatto il nido dietro i vasi, sporcano tutto e all'alba si sentono tubare. Il mio bambino ha l'asma e ho paura per gli escrementi.",
    "pest-control", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="pigeons nesting on a flat's balcony")
add("it-t04", "Il commesso del negozio di bricolage ci ha detto che per il parquet bastava una passata di olio qualsiasi, senza carteggiare. Ora il pavimento del soggiorno è appiccicoso, pieno di macchie e l'olio non si asciuga da tre settimane. Casa a Filsdorf, circa 40 m² di rovere. Cerchiamo un falegname o un parquettista che lo levighi e lo rifinisca come si deve.",
    "carpentry", "Dalheim", "Filsdorf", kind="b", nu="N", situation="oak floor oiled wrongly on a shop's advice, needs sanding and refinishing")
add("it-t05", "Mio cognato ha rifatto l'intonaco del muro di cinta con un sacco di malta del supermercato e ci ha detto che teneva benissimo anche col gelo. Dopo l'inverno si stacca a pezzi e sotto i mattoni sono umidi. Il muro è lungo circa 15 metri, a Remich lungo la strada verso la Mosella. Qualcuno può rifarlo bene in primavera?",
    "masonry", "Remich", "Remich", distractors=["Mosella"], kind="b", nu="U", situation="boundary-wall render done by a relative falling off after frost")
add("it-t06", "Un amico ci aveva detto che i pannelli sul tetto andavano lavati ogni primavera con l'idropulitrice ad alta pressione. Da quando l'abbiamo fatto, due stringhe risultano guaste nell'app e la produzione è crollata. La casa è a Sierck-les-Bains, appena dopo il confine di Schengen. Potete mandarci qualcuno che controlli l'impianto?",
    "solar", "abroad", "Sierck-les-Bains", distractors=["Schengen"], kind="b", nu="U", situation="PV strings faulty after pressure-washing on a friend's advice; house in France")
add("it-t07", "Il mio ex datore di lavoro mi ha detto che, siccome le dimissioni le ho firmate io, non ho diritto a niente. Però mi aveva costretto a firmarle dopo una lite e non mi ha ancora pagato le ultime due mensilità e le ferie. Cerco un avvocato del lavoro che parli italiano.",
    "legal", None, None, kind="b", nu="N", situation="forced resignation, unpaid wages and leave: employment lawyer")
add("it-t08", "Gestisco un piccolo bed & breakfast a Hassel con sei camere. Dopo la stagione le pareti delle camere sono piene di segni di valigie e di impronte, e in due stanze il soffitto ha ancora le macchie di una vecchia infiltrazione. Vorrei rinfrescare tutto a novembre, quando siamo chiusi, con colori un po' più caldi.",
    "painting", "Weiler-la-Tour", "Hassel", kind="c", nu="U", situation="B&B rooms to be repainted in the closed season")
add("it-t09", "Siamo un'azienda vinicola a Rolling e a giugno ospitiamo la festa dei nostri clienti nel cortile. Le aiuole sono trascurate, il prato è pieno di buchi e vorremmo qualche pianta in vaso all'ingresso. Cerchiamo un giardiniere che sistemi tutto entro fine maggio e poi passi una volta al mese.",
    "gardening", "Bous-Waldbredimus", "Rolling", kind="c", nu="N", situation="winery courtyard beds and lawn to be restored for a customer event")
add("it-t10", "Siamo una piccola scuola di danza a Reckange-sur-Mess con due sale, gli spogliatoi e una reception. Tre sere a settimana, dopo le lezioni, bisognerebbe lavare i pavimenti delle sale, gli specchi e le docce. Finora lo facevano i genitori a turno, ma non funziona più.",
    "cleaning", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="c", nu="U", situation="dance school needs evening cleaning three times a week")
add("it-t11", "Sono il presidente dell'associazione dei pensionati italiani. Per il nostro 40° anniversario, a ottobre, facciamo una cena con 150 persone nella sala comunale di Dudelange e una piccola mostra. Vorremmo un fotografo per la serata e anche qualcuno che digitalizzi e ritocchi un centinaio di vecchie foto degli anni '60.",
    "photography", "Dudelange", "Dudelange", kind="c", nu="N", situation="pensioners' association anniversary dinner photos and old photo restoration")
add("it-t12", "Nella casa che abbiamo comprato ad Aspelt ci sono ancora i vecchi termosifoni in ghisa e una caldaia a gasolio del 1998. Adesso che rifacciamo i pavimenti del piano terra, conviene mettere il pavimento radiante o tenere i termosifoni? E si può collegare tutto a una pompa di calore senza cambiare ogni cosa?",
    "heating", "Frisange", "Aspelt", kind="d", nu="U", situation="radiant floor or keep cast-iron radiators, compatibility with a heat pump")
add("it-t13", "A fine luglio torniamo in Italia dopo 12 anni: lasciamo un appartamento di 80 m² a Pfaffenthal e andiamo a Bari. Conviene spedire i mobili con un container condiviso o vendere quasi tutto qui e portare solo gli scatoloni? Quanto costa di solito portare giù tutto fino in Puglia?",
    "moving", "Luxembourg", "Pfaffenthal", distractors=["Italia", "Bari", "Puglia"], kind="d", nu="U", situation="move back to southern Italy: shared container or sell and ship boxes")
add("it-t14", "Abbiamo comprato a Medernach una casa anni '70 da sistemare: bagno e cucina nuovi, impianti, pavimenti e cartongesso nel sottotetto. Vorremmo entrarci a settembre. È realistico se iniziamo a chiedere preventivi adesso, a febbraio, e cosa bisogna decidere per primo?",
    "renovation", "Vallée de l'Ernz", "Medernach", kind="d", nu="U", situation="1970s house refit: is September realistic, what to decide first")
add("it-t15", "Abbiamo un monolocale di 38 m² al Grund, con soffitti alti e una sola finestra. Vale la pena pagare un interior designer per sfruttare meglio lo spazio, magari con un soppalco e mobili su misura, o basta un buon negozio di arredamento? Quanto chiede di solito per un progetto così piccolo?",
    "interior-design", "Luxembourg", "Grund", kind="d", nu="N", situation="is an interior designer worth it for a tiny high-ceilinged studio")

# ---------------- Spanish ----------------
add("es-s01", "Hola, necesito un fontanero para instalar un descalcificador a la entrada del agua de casa en Mersch, el agua aquí es durísima y ya tengo cal en todos los grifos.",
    "plumbing", "Mersch", "Mersch", situation="water softener on the incoming mains")
add("es-s02", "Busco pintor para lacar en blanco las puertas interiores y los rodapiés de un piso en Rollingergrund, son 7 puertas.",
    "painting", "Luxembourg", "Rollingergrund", situation="lacquer interior doors and skirting boards white")
add("es-s03", "Quiero hacer una losa de hormigón de 3x4 m en el jardín para poner una caseta prefabricada, vivo en Boevange-sur-Attert, ¿alguien disponible en abril?",
    "masonry", "Helperknapp", "Boevange-sur-Attert", situation="concrete slab for a prefab garden shed")
add("es-s04", "me he quedado fuera de casa en Redange con el bebé y las llaves dentro por favor alguien que abra la puerta YA",
    "locksmith", "Redange", "Redange", situation="locked out with the baby and keys inside")
add("es-s05", "Necesitamos mudanza el 15 de mayo de Perlé a un tercer piso en Luxemburgo ciudad, casa de 4 habitaciones y un armario de roble muy pesado, ¿precio aproximado?",
    "moving", "Rambrouch", "Perlé", distractors=["Luxemburgo"], situation="house move from a western village to a third-floor flat in the capital")
add("es-s06", "La campana extractora de la cocina hace un ruido de motor horrible y ya casi no aspira, es una Siemens integrada, vivo en Neudorf, ¿vale la pena repararla?",
    "appliance-repair", "Luxembourg", "Neudorf", situation="noisy, weak built-in cooker hood: repair worth it")
add("es-s07", "Tenemos una pequeña oficina de arquitectos en Dommeldange y queremos montar un NAS con copias de seguridad automáticas para los 5 ordenadores, ¿quién lo puede configurar?",
    "it-support", "Luxembourg", "Dommeldange", situation="architects' office wants a NAS with automatic backups")
add("es-s08", "¿Alguien sabe de un profesor de autoescuela que dé clases en español?",
    None, None, None, situation="driving instructor who teaches in Spanish")
add("es-s09", "Necesito un abogado especialista en divorcios que hable español, tenemos dos hijos y una casa en común.",
    "legal", None, None, situation="Spanish-speaking divorce lawyer")
add("es-s10", "Acabo de montar una pequeña empresa de limpieza y necesito un gestor o contable que me lleve las cuentas, las nóminas de 4 empleadas y el IVA trimestral.",
    "accounting", None, None, situation="books, payroll and quarterly VAT for a new cleaning company")
add("es-t01", "Desde el fin de semana la presión del manómetro de la caldera baja de 1,5 a casi 0 cada dos días y tengo que rellenar. En el sótano, debajo del vaso de expansión, siempre hay un charquito. Por la noche la casa se queda fría. Vivimos en Bofferdange.",
    "heating", "Lorentzweiler", "Bofferdange", kind="a", nu="U", situation="boiler pressure keeps dropping, puddle under the expansion vessel")
add("es-t02", "En el césped han salido unos círculos marrones de casi un metro con setas alrededor. Cada semana son más grandes y el perro se come las setas. El jardín tiene unos 300 m² y está en Noerdange. ¿Qué puede ser y quién lo arregla?",
    "gardening", "Beckerich", "Noerdange", kind="a", nu="U", situation="brown fairy rings with mushrooms spreading in a lawn")
add("es-t03", "Desde que empezó el calor entra una fila de hormigas pequeñas por el zócalo de la cocina y llega hasta el azúcar y la comida del gato. Las quitamos por la mañana y por la tarde vuelven a estar. El piso es nuevo, en Itzig, y lo tenemos todo recogido. No sé qué más hacer.",
    "pest-control", "Hesperange", "Itzig", kind="a", nu="U", situation="ants trailing into a kitchen through the skirting")
add("es-t04", "En la tienda me dijeron que para el revestimiento de madera del garaje valía cualquier pintura plástica de exterior. Un año después se está pelando entera y la madera de debajo se ha puesto gris. La casa está en Schoos y son unos 25 m². Busco un pintor que lo lije y lo deje con un lasur o lo que haga falta.",
    "painting", "Fischbach", "Schoos", kind="b", nu="N", situation="wrong paint on timber cladding peeling, a shop's advice")
add("es-t05", "Un vecino que trabajó en la construcción nos dijo que bastaba con echar silicona alrededor de la chimenea, en el tejado. Ahora, cada vez que llueve con viento, entra agua en la buhardilla justo al lado de la chimenea y la madera está oscura. La casa es de 1992, en Bissen. ¿Alguien puede subir a mirarlo esta semana?",
    "roofing", "Bissen", "Bissen", kind="b", nu="U", situation="chimney-to-roof joint sealed with silicone on a neighbour's advice, still leaking")
add("es-t06", "El comercial que nos vendió la instalación dijo que las placas del tejado no tendrían problemas con la sombra del árbol del vecino. Dos años después producimos la mitad de lo prometido y el inversor muestra avisos cada tarde. Vivimos en Bertrange. ¿Se pueden poner optimizadores o mover algunos paneles?",
    "solar", "Bertrange", "Bertrange", kind="b", nu="U", situation="shaded PV array underperforming after a salesman's promise")
add("es-t07", "Una amiga me dijo que con una página de Instagram era suficiente para mi academia de idiomas. Ahora los padres me piden poder inscribir a los niños y pagar online, y por mensajes privados es un caos. Busco un desarrollador web que me haga una página sencilla con inscripciones y pagos.",
    "web-development", None, None, kind="b", nu="N", situation="language school outgrew Instagram, needs a site with sign-up and payment")
add("es-t08", "Llevamos un camping en Nommern y para la próxima temporada queremos un pequeño puente de madera sobre el arroyo y seis mesas de picnic fijas con bancos. Tiene que estar todo listo antes de Semana Santa. ¿Alguien nos puede hacer presupuesto?",
    "carpentry", "Nommern", "Nommern", kind="c", nu="U", situation="campsite wants a wooden footbridge and fixed picnic tables")
add("es-t09", "Tenemos una granja-escuela en Vichten que recibe grupos de niños entre semana. Después de cada visita los baños, el comedor y la sala de actividades quedan hechos un desastre, y nuestro equipo no da abasto con los animales. Buscamos una empresa de limpieza que venga tres tardes por semana.",
    "cleaning", "Vichten", "Vichten", kind="c", nu="N", situation="school farm needs cleaning after group visits")
add("es-t10", "Tengo un pequeño hotel rural en Martelange, en el lado belga, justo en la frontera con Haut-Martelange. Estamos renovando la web y necesitamos fotos de las 9 habitaciones, del restaurante y del entorno con el río. ¿Hay algún fotógrafo en Luxemburgo que se desplace?",
    "photography", "abroad", "Martelange", distractors=["Haut-Martelange", "Luxemburgo"], kind="c", nu="N", situation="rural hotel on the Belgian side of the border needs room and landscape photos")
add("es-t11", "Somos una cooperativa de vino de Rioja y vamos a empezar a vender en Bélgica y Alemania. Necesitamos las fichas de cata, el catálogo y las etiquetas en francés y alemán, con el vocabulario correcto del vino. Son unas 30 páginas en total.",
    "translation", None, None, distractors=["Rioja", "Bélgica", "Alemania"], kind="c", nu="U", situation="wine cooperative needs tasting notes, catalogue and labels in French and German")
add("es-t12", "Estamos pensando en cambiar la placa de gas por una de inducción y poner un horno nuevo, pero la casa en Lintgen es de 1988 y el cuadro es antiguo. ¿Aguanta la instalación actual o hay que tirar una línea nueva? ¿Cuánto cuesta más o menos?",
    "electrical", "Lintgen", "Lintgen", kind="d", nu="U", situation="can old wiring take an induction hob and oven, or a new circuit needed")
add("es-t13", "Queremos poner suelo de gres porcelánico imitación madera en toda la planta baja de la casa en Saeul, unos 75 m², encima del suelo radiante. ¿Es mejor formato grande o tablas de 20x120? ¿Cuánto cobra un solador por m² aquí?",
    "tiling", "Saeul", "Saeul", kind="d", nu="N", situation="wood-look porcelain floor over underfloor heating: format and price per m2")
add("es-t14", "Mi suegra, de 84 años, vive sola en Grosbous y ya no puede usar la bañera ni subir al piso de arriba. Queremos adaptar la planta baja: convertir el despacho en dormitorio, hacer un baño con ducha a ras de suelo, ensanchar las puertas y poner barras. ¿Cuánto tiempo lleva algo así y hay ayudas del Estado para adaptar la vivienda?",
    "renovation", "Groussbus-Wal", "Grosbous", kind="d", nu="U", situation="adapt a ground floor for an elderly mother-in-law: duration, subsidies")
add("es-t15", "Alquilamos un local de 90 m² en la Ville Haute para abrir una tienda de té. ¿Merece la pena contratar a alguien que diseñe la distribución, los muebles y la iluminación, o lo hacemos nosotros con ayuda del proveedor de estanterías? ¿Qué precio es razonable?",
    "interior-design", "Luxembourg", "Ville Haute", kind="d", nu="U", situation="tea shop layout, furniture and lighting: hire a designer or DIY")
