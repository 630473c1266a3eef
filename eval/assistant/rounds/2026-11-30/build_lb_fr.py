# Source of the lb and fr messages. Fields: id, style, text, category, commune,
# places (strings in the text that name the work place), distractors (place names in the
# text that are NOT the work place). Only the six output fields go into messages.json.
M = []
def m(id, text, cat, com, places=(), distr=()):
    M.append(dict(id=id, text=text, category=cat, commune=com,
                  places=list(places), distractors=list(distr)))

# ---------------- lb ----------------
m("lb-s01", "Moien, de Siffon ënnert dem Lavabo ass verstoppt an elo leeft d'Waasser hannen laanscht d'Mauer erof 😬 Diddeleng",
  "plumbing", "Dudelange", ["Diddeleng"])
m("lb-s02", "wat kann et sinn wann d'Sécherung all Kéier erausfält soubal ech de Waasserkacher an der Kichen an d'Steckdous stiechen",
  "electrical", None)
m("lb-s03", "Hunn mech ausgespaart, de Schlëssel stécht bannen an der Dier 😩 Gaasperech, kann een elo direkt kommen??",
  "locksmith", "Luxembourg", ["Gaasperech"])
m("lb-s04", "wat kascht et fir eng Heck vun ca 30m schneiden ze loossen? Jonglënster, Haus bei der Kierch",
  "gardening", "Junglinster", ["Jonglënster"])
m("lb-s05", "Ech brauch eng vereedegt Iwwersetzung vu mengem Gebuertsschäin op Franséisch fir d'Gemeng, wéi laang dauert dat?",
  "translation", None)
m("lb-s06", "mir sinn eng kleng Bäckerei a wëllen endlech eng Internetsäit wou d'Leit kënnen online bestellen wat kascht esou eppes ongeféier",
  "web-development", None)
m("lb-s07", "mir hunn iwwerall Mausdreck um Späicher fonnt an nuets kraazt et an der Decken, Iechternach",
  "pest-control", "Echternach", ["Iechternach"])
m("lb-s08", "sichen eng Persoun déi 1x d'Woch 3 Stonnen bei eis botze kënnt, Appartement 80m2 zu Bartreng",
  "cleaning", "Bertrange", ["Bartreng"])
m("lb-s09", "Miele Wäschmaschinn weist F53 a pompt d'Waasser net méi ewech, et bleift an der Trommel stoen. 9160",
  "appliance-repair", "Erpeldange-sur-Sûre", ["9160"])
m("lb-s10", "Mir sinn an en neit Appartement geplënnert an et ass esou vill futti, ech weess net wou ufänken. Wien rifft een do un?",
  None, None)

m("lb-t01", "Zanter dem Stuerm virun zwou Wochen dropst et bei all Reen duerch de Plafong am Kannerzëmmer, genee do wou d'Fënster am Daach ass. Mäin Noper mengt et wier just e Joint, mee ech trauen mech net op d'Leeder. Mir wunnen zu Wooltz, kann een dat nokucken ier et méi schlëmm gëtt?",
  "roofing", "Wiltz", ["Wooltz"])
m("lb-t02", "Eis Heizung mécht all Moien esou e Klappergeräisch an d'Radiateuren am éischte Stack bleiwe kal, ënnen ass alles waarm. Deen deen se agebaut huet gëtt et net méi. Et ass eng Viessmann an um Display steet F4. Mir sinn zu Bouneweg, wa méiglech nach virum Weekend, d'Schwéierelteren kommen op Besuch.",
  "heating", "Luxembourg", ["Bouneweg"])
m("lb-t03", "Mir plënneren Enn Januar aus eisem Appartement zu Stroossen aus an de Proprietär wëll dass all d'Maueren erëm wäiss sinn. D'Kanner hunn an hirer Kummer mat Fiederstëfter drop gemoolt 🙈 Et sinn 3 Zëmmer, d'Plafongen net. Wat kascht dat ongeféier?",
  "painting", "Strassen", ["Stroossen"])
m("lb-t04", "D'Trap bei eis am Haus knaascht wéi verréckt an zwou Stufe wackelen, alles Eechenholz. Mäi Brudder wollt et mat Schrauwe flécken awer dat huet näischt bruecht. Haus zu Biekerech, kann een dat nach reparéieren oder muss eng nei Trap hier?",
  "carpentry", "Beckerich", ["Biekerech"])
m("lb-t05", "Am Gaart fält eis al Steemauer lues a lues ëm, et sinn schonn e puer Steng erausgefall an d'Äerd rutscht no. Si ass ongeféier 12 m laang an 1 m héich. De Gäertner huet gesot dat wier net seng Aarbecht. Dat ass zu Käerch.",
  "masonry", "Koerich", ["Käerch"])
m("lb-t06", "Mir hunn d'Buedzëmmer fäerdeg bis op de Buedem, 7 m2, d'Plättercher (60x60) hu mir schonn kaaft. Deen deen et sollt maachen ass einfach net méi opgedaucht an äntwert och net um Telefon. Wien hätt am Februar Zäit? Mir sinn zu Éiter.",
  "tiling", "Contern", ["Éiter"])
m("lb-t07", "Meng Groussmamm geet an en Altersheem an hiert Haus zu Déifferdeng muss bis Enn Mäerz eidel sinn. E puer Miwwele kommen bei eis, de Rescht gëtt verschenkt oder op de Recyclingcenter. Et ass den 2. Stack ouni Lift an et gëtt e ganz schwéiere Schaf. Wien hëlleft do?",
  "moving", "Differdange", ["Déifferdeng"])
m("lb-t08", "Mir hunn en aalt Haus vun 1960 zu Réiden kaaft. Kichen, Buedzëmmer, Buedem an d'Elektresch solle komplett nei, am léifsten alles aus enger Hand well mir keng Zäit hunn fënnef Firmen ze koordinéieren. Budget ronn 120.000 €. Lount sech dat iwwerhaapt oder besser ofrappen an nei bauen?",
  "renovation", "Redange", ["Réiden"])
m("lb-t09", "Mir iwwerleeën eis Panneauen op den Daach ze setzen, Südsäit, ongeféier 40 m2, fir eisen eegene Stroum. Lount sech dat nach mat de Primen? Mir hätten och gär eng Batterie fir owes. Mir wunnen zu Fluessweiler.",
  "solar", "Flaxweiler", ["Fluessweiler"])
m("lb-t10", "Eise Proprietär wëll d'Kautioun vun 3 Méint net zeréckbezuelen, hie seet d'Wunneng wier dreckeg gewiescht. Dat stëmmt guer net, mir hunn souguer eng Botzfirma bezuelt an hunn d'Rechnung. Den Etat des lieux ass ënnerschriwwen. Wat kann ech maachen, brauch ech do een?",
  "legal", None)
m("lb-t11", "Ech sinn zanter dësem Joer Independant als Elektriker a kréien d'Pabeieren net méi op d'Rei: Fakturen, TVA-Deklaratioun an bis Mäerz d'Steiererklärung. Ech sichen een deen dat all Trimester fir mech mécht, e Büro zu Ettelbruck wier ideal.",
  "accounting", "Ettelbruck", ["Ettelbruck"])
m("lb-t12", "Mir sinn e klengen Affekotebüro mat 6 Leit um Kierchbierg. Zanter gëschter komme mir net méi op eis gedeelten Dossieren um NAS an den Drécker dréckt just nach komesch Zeechen. De Kolleg deen sech soss ëm sou Saache këmmert ass an der Vakanz bis den 15. Kann een haut nach laanscht kommen?",
  "it-support", "Luxembourg", ["Kierchbierg"])
m("lb-t13", "Eis Duechter gëtt am Mee gedeeft an duerno feiere mir an engem Restaurant zu Miersch, ongeféier 50 Leit. Mir hätte gär een deen 3-4 Stonne Fotoe mécht, kee Video. Wat kascht dat ongeféier?",
  "photography", "Mersch", ["Miersch"])
m("lb-t14", "Ech maachen eng Kiné-Praxis zu Dikrech op, 90 m2 déi nach ganz eidel sinn. Ech hätt gär Hëllef fir d'Opdeelung vun der Receptioun, dem Waardesall an de Behandlungsraim, an d'Faarwen, datt et méi waarm wierkt an net wéi am Spidol. Schräiner a Molerbetrib hunn ech schonn.",
  "interior-design", "Diekirch", ["Dikrech"])
m("lb-t15", "Mir hunn e Weekendhaus zu Bouillon an der Belsch an do ass iwwer de Wanter e Rouer am Keller geplatzt, d'Waasser ass elo ofgestallt. Mir selwer wunnen zu Stengefort. Schafft dir och iwwer d'Grenz?",
  "plumbing", "abroad", ["Bouillon"], ["Stengefort"])

# ---------------- fr ----------------
m("fr-s01", "bonjour la porte d'entrée ne ferme plus à clé, la clé tourne dans le vide. c'est à Bonnevoie, urgent svp",
  "locksmith", "Luxembourg", ["Bonnevoie"])
m("fr-s02", "dès qu'il pleut fort le différentiel saute et la lumière du garage clignote, c'est grave ? L-6910",
  "electrical", "Betzdorf", ["L-6910"])
m("fr-s03", "des guêpes ont fait un nid sous le toit juste au dessus de la terrasse, les enfants peuvent plus sortir 😡 Kayl",
  "pest-control", "Kayl", ["Kayl"])
m("fr-s04", "lave-vaisselle Bosch affiche E24 et l'eau reste au fond, il a 4 ans. dispo cette semaine? Mamer",
  "appliance-repair", "Mamer", ["Mamer"])
m("fr-s05", "Combien coûte la déclaration d'impôts pour un couple avec un appartement en location ?",
  "accounting", None)
m("fr-s06", "qqn pour tondre la pelouse tous les 15 jours d avril a octobre env 600m2 a Frisange merci",
  "gardening", "Frisange", ["Frisange"])
m("fr-s07", "Besoin de descendre un canapé et une armoire du 3e sans ascenseur et de les amener deux rues plus loin, samedi matin. Limpertsberg",
  "moving", "Luxembourg", ["Limpertsberg"])
m("fr-s08", "il me faut une traduction assermentée d'un jugement de divorce portugais vers le français, 6 pages",
  "translation", None)
m("fr-s09", "Fin de bail le 28/02, état des lieux à 14h, il faut que l'appart (2 chambres) soit nickel avant. Hesperange",
  "cleaning", "Hesperange", ["Hesperange"])
m("fr-s10", "quelques carreaux fissurés qui sonnent creux dans la cuisine, on peut en remplacer juste 5-6 ? j'ai gardé des carreaux d'origine. appart près de la gare",
  "tiling", None)

m("fr-t01", "Depuis une semaine il y a une tache marron au plafond de la cuisine qui grandit, juste sous la salle de bain du voisin. Le voisin du dessus dit que ça ne vient pas de chez lui et le syndic ne répond pas. Quand il prend sa douche ça goutte parfois. Appartement à Differdange, quelqu'un peut venir chercher d'où ça vient ?",
  "plumbing", "Differdange", ["Differdange"])
m("fr-t02", "Notre pompe à chaleur Daikin affiche U4 depuis ce matin et il fait 16 degrés dans la maison. L'installateur qui l'a posée il y a 3 ans a fermé sa société. Nous avons un bébé de 2 mois donc c'est assez urgent. Nous habitons à Bereldange.",
  "heating", "Walferdange", ["Bereldange"])
m("fr-t03", "On a acheté une maison à Rodange et la façade est vraiment grise et écaillée, surtout côté rue. Elle fait environ 9 m de large sur deux étages. Mon beau-père veut le faire lui-même au rouleau mais je préfère un pro. C'est quoi le prix au m² en gros ?",
  "painting", "Pétange", ["Rodange"])
m("fr-t04", "Les fenêtres en bois du salon ferment de plus en plus mal, il faut forcer et l'hiver ça siffle. Elles sont d'origine (1978) mais le bois a l'air encore sain. Est-ce que ça vaut la peine de les faire réviser ou il faut tout changer en PVC ? Maison à Bascharage.",
  "carpentry", "Käerjeng", ["Bascharage"])
m("fr-t05", "Après la tempête de dimanche il manque des ardoises et on voit une tache d'humidité au plafond de la chambre sous les combles. J'ai mis une bassine en attendant. Est-ce que quelqu'un peut venir au moins bâcher ? C'est à Wasserbillig, maison mitoyenne.",
  "roofing", "Mertert", ["Wasserbillig"])
m("fr-t06", "Il y a une fissure en escalier qui part de l'angle de la fenêtre dans le mur du garage, presque 1 cm par endroits, et elle s'est agrandie depuis l'été. Mon voisin dit que c'est juste l'enduit mais j'ai un doute. On est à Soleuvre.",
  "masonry", "Sanem", ["Soleuvre"])
m("fr-t07", "Nous voulons transformer le grenier en deux chambres avec une petite salle d'eau pour les enfants : isolation, velux, électricité, plomberie, cloisons, tout. Environ 45 m² au sol. Nous aimerions un seul interlocuteur qui coordonne l'ensemble. Maison à Mondorf, travaux idéalement cet été.",
  "renovation", "Mondorf-les-Bains", ["Mondorf"])
m("fr-t08", "Nos panneaux produisent presque rien depuis octobre et l'onduleur SMA clignote rouge avec le code 3501. L'entreprise qui les a posés ne répond plus au téléphone. 8 kWc, installés en 2019, maison à Hosingen. Vous pouvez regarder ?",
  "solar", "Parc Hosingen", ["Hosingen"])
m("fr-t09", "Mon employeur veut me licencier pendant mon congé maladie, il m'a convoquée à un entretien préalable la semaine prochaine. Je travaille dans une entreprise de nettoyage depuis 7 ans. J'ai besoin de conseils avant d'y aller, est-ce que c'est seulement légal ?",
  "legal", None)
m("fr-t10", "Je suis expert-comptable, cabinet de 4 personnes à Munsbach. Hier un mail a chiffré tous les fichiers du serveur et un message demande de payer en bitcoin. Nos sauvegardes sont sur un disque USB branché... au même serveur. Il nous faut quelqu'un aujourd'hui, c'est la période des bilans.",
  "it-support", "Schuttrange", ["Munsbach"])
m("fr-t11", "Je suis photographe indépendante et mon site actuel est un vieux Wix qui n'apparaît nulle part sur Google. Je voudrais un portfolio avec réservation des séances en ligne et paiement d'un acompte. Budget autour de 2500 €. Pas urgent, avant le printemps.",
  "web-development", None)
m("fr-t12", "On met en vente notre maison à Noertzange et l'agence nous demande des photos professionnelles, intérieur et extérieur, peut-être au drone. 180 m² avec jardin. Est-ce que quelqu'un peut passer avant le 10 mars ?",
  "photography", "Bettembourg", ["Noertzange"])
m("fr-t13", "Je reprends un petit salon de coiffure à Remich et je voudrais tout repenser : emplacement des postes, éclairage, couleurs, mobilier. Je ne sais pas par où commencer et j'ai un budget limité (15k). Quelqu'un pour des conseils et un plan ?",
  "interior-design", "Remich", ["Remich"])
m("fr-t14", "On vient d'acheter une voiture électrique et on voudrait une borne de recharge dans le garage, le tableau est à l'autre bout de la maison. Nous habitons à Thionville mais je travaille au Kirchberg, est-ce que vous intervenez en France ?",
  "electrical", "abroad", ["Thionville"], ["Kirchberg"])
m("fr-t15", "Bonjour, on emménage dans une maison qu'on loue à Hollerich et franchement plein de choses ne vont pas : une porte qui frotte, des traces de moisissure dans la salle de bain, une prise qui ne marche pas, le jardin à l'abandon. Le propriétaire dit qu'il paiera. On commence par qui ?",
  None, "Luxembourg", ["Hollerich"])
