"""Round 22 blind test set: 175 messages (7 languages x 25), written blind.
m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False)
styles: L long, Q question, B brand/model/code, X code-switching, O other trade as context,
C casual, P other place names. nt: trade/professional not named."""
MESSAGES = []
META = {}
def m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False):
    MESSAGES.append((mid, text, category, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = {"styles": styles, "nt": nt}

# ---------------------------------------------------------------- Luxembourgish
m("lb-s01", "Q", "plumbing", "Clervaux", "Klierf",
  "Bei eis zu Klierf leeft d'Spullkëscht vun der Toilette zënter gëschter ouni Enn no an elo drëpst et och nach ënnert dem Lavabo, kann haut nach een laanscht kommen?",
  nt=True)
m("lb-s02", "C", "electrical", "Wincrange", "houfelt",
  "salut sichen dréngend en elektriker fir zu houfelt d sécherung fällt all kéier eraus wann ech de kompressor an der garage uschalten")
m("lb-s03", "CQ", "locksmith", "Luxembourg", "Bouneweg",
  "de Schlëssel ass mer an der Hausdier zu Bouneweg ofgebrach an dat anert Stéck stécht nach am Zylinder 😩 wie kann elo direkt kommen")
m("lb-s04", "Q", "gardening", "Heffingen", "Hiefenech",
  "Wie kéint bei eis zu Hiefenech all Mount d'Heck schneiden an d'Gras méinen, mir si béid iwwer 80 a packen et net méi?",
  nt=True)
m("lb-s05", "P", "legal", None, None,
  "Mäi Patron vun enger Firma zu Munneref huet mech no 12 Joer vun haut op muer entlooss, ech brauch en Affekot deen sech mam Aarbechtsrecht auskennt.",
  distractors=("Munneref",))
m("lb-s06", "BQ", "appliance-repair", "Troisvierges", "Ëlwen",
  "Eis Bosch Spullmaschinn zu Ëlwen weist E15 un a pompelt d'Waasser net méi ewech, kann een se nach flécken oder ass se fir de Recyclingpark?",
  nt=True)
m("lb-s07", "BQ", "heating", "Goesdorf", "Géisdref",
  "Eise Pelletsuewen vu Windhager zu Géisdref geet all Moien mat der Meldung F21 aus, wie mécht do de Service?",
  nt=True)
m("lb-s08", "Q", "translation", None, None,
  "Wat kascht eng vereedegt Iwwersetzung vun engem brasilianesche Gebuertsschäin op Franséisch fir d'Bestietnes op der Gemeng?")
m("lb-s09", "CQ", "pest-control", "Kiischpelt", "wilwerwiltz",
  "e Wespennascht ënnert dem Daach vun eiser Terrass zu wilwerwiltz an d'Kanner trauen sech net méi eraus 🐝 wie kann dat ewechmaachen",
  nt=True)
m("lb-s10", "", "photography", "Parc Hosingen", "Hosingen",
  "Mir sichen e Fotograf fir eis gëllen Hochzäit Enn Mee am Festsall zu Hosingen, ongeféier dräi Stonnen.")

m("lb-t01", "LQP", "heating", "Boulaide", "Bauschelt",
  "Moien, ech schreiwen fir meng Mamm, si ass 84 a wunnt eleng zu Bauschelt. Hire Masuttskessel mécht zënter enger Woch esou e komescht Klappen a moies sinn d'Radiatoren nëmmen nach lauwarm. De Chauffagist, deen 30 Joer laang all Hierscht de Service bei hir gemaach huet, ass am Summer an d'Pensioun gaangen a säi Betrib huet zougemaach. Ech wunnen zu Diddeleng a kann net all Dag eropfueren. Gëtt et een deen nach virun de Feierdeeg kucke kënnt, ier et richteg kal gëtt?",
  distractors=("Diddeleng",))
m("lb-t02", "OPQ", "roofing", "abroad", "Gouvy",
  "Mir wunnen zu Gouvy an der Belsch, fënnef Minutten vun Ëlwen. Beim Stuerm de leschte Weekend sinn op der Nordsäit eng ganz Rei Schifer vum Daach geflunn an elo leeft bei all Reen Waasser op de Späicher. Eisen Noper ass Schräiner an ass mat mir op d'Leeder geklommen: d'Latten ënnendrënner sinn an der Rei, mee hie sot dat wier eng Aarbecht fir en Dachdecker an net fir hien. Kommt dir och op déi belsch Säit?",
  distractors=("Belsch", "Ëlwen"))
m("lb-t03", "PQ", "renovation", "Rambrouch", "Uerschdref",
  "Mir hunn en aalt Bauerenhaus zu Uerschdref kaaft, dat zënter 20 Joer eidel stoung. Et muss alles gemaach ginn: nei Elektresch, e neit Buedzëmmer, Fënsteren, Plafongen an d'Biedem. Mir schaffe béid um Kierchbierg an hu keng Zäit fir zéng verschidde Firmen ze koordinéieren. Gëtt et eng Entreprise déi dat alles aus enger Hand mécht, vum Plang bis de Schlëssel?",
  distractors=("Kierchbierg",), nt=True)
m("lb-t04", "", "carpentry", "Préizerdaul", "Pratz",
  "Am Mäerz huet e Schräiner ugefaangen eis al Eechentrap zu Pratz ze renovéieren. Hien huet déi al Tratten erausgerappt, dräi nei dragemaach, an zënterhier hëlt hien den Telefon net méi of an den Acompte vun 1.500 € ass fort. Elo klammen d'Kanner all Dag iwwer blanken Holz a Schrauwen. Ech sichen e Schräiner deen dat fäerdeg mécht, dat neit Holz läit nach am Keller.",
  not_place=("Tratten", "Holz"))
m("lb-t05", "OQ", "painting", "Beckerich", "Biekerech",
  "Ech hunn e klengen Coiffeursalon zu Biekerech. Mir wëllen am Januar eng Woch zoumaachen fir d'Maueren an de Plafong nei ze molen, dat ass zënter der Ouverture 2012 net méi gemaach ginn. Wie kéint dat an där Woch maachen, an hutt dir och Faarwen déi net esou stinken? Meng Clientë sinn do empfindlech.")
m("lb-t06", "OQ", "masonry", "Mertzig", "Mäerzeg",
  "An der Mauer vun eiser Garage zu Mäerzeg ass zënter dem Summer e Rass, deen ëmmer méi grouss gëtt, elo kann een de Fanger dranstiechen. Mir hate fir d'éischt geduecht et wier eng Waasserleitung, mee den Installateur war do an huet alles gepréift: d'Leitunge sinn an der Rei. Ween mécht esou eppes, an ass dat geféierlech fir den Auto dran?",
  not_place=("éischt",))
m("lb-t07", "Q", "tiling", "Feulen", "Nidderfeelen",
  "Bei eis zu Nidderfeelen sinn an der Kichen hannert dem Kachfeld e puer Plättercher gesprongen, eng ass ganz erausgefall. D'Fugen drëm si schwaarz ginn. Mir hunn nach eng Këscht vun deene selwechte Plättercher vum Bau am Keller. Kann een déi austauschen ouni déi ganz Mauer erofzerappen?")
m("lb-t08", "PQ", "moving", "Nommern", "Cruchten",
  "Meng Mamm plënnert Enn Januar aus hirem Haus zu Cruchten an eng kleng Wunneng an der Seniorenresidenz zu Miersch. Et geet just ëm d'Schlofzëmmer, zwee Schief an hire Piano, de Rescht gëtt ënnert de Kanner verdeelt. D'Haus huet eng enk Trap an de Piano steet am éischte Stack. Maacht dir esou kleng Plënneren och, a wat kascht dat ongeféier?",
  distractors=("Miersch",))
m("lb-t09", "BPQ", "cleaning", "Manternach", "Berbuerg",
  "Mir vermëtten zwou Ferienwunnengen zu Berbuerg iwwer Airbnb. D'Fra déi bis elo no all Gaascht gebotzt an d'Bettwäsch gewiesselt huet, ass zréck op Portugal gaangen. Elo brauche mir dréngend een deen dat iwwerhëlt, meeschtens samschdes tëscht 10 an 15 Auer, mat der Wäsch. Ass dat eppes wat dir maacht?",
  distractors=("Portugal",))
m("lb-t10", "LOQ", "solar", "Weiswampach", "Wäisswampech",
  "Mir hunn e klenge Bauerebetrib zu Wäisswampech mat enger grousser Hal fir d'Maschinnen, d'Daach ass Süd-Ost a relativ nei. Mäi Cousin ass Elektriker a mengt do géifen 30 kWp drop passen, mee hie mécht selwer keng Solaranlagen a kennt sech mat de Subsiden net aus. Mir hätten och gär eng Batterie fir d'Mëllechkillung an der Nuecht, well d'Melkmaschinn muerges fréi an owes spéit leeft an da keng Sonn do ass. Wie kann eis eng Offer maachen, och mat der Batterie dobäi?")
m("lb-t11", "P", "accounting", None, None,
  "Mir hunn eng kleng Bäckerei zu Hengescht an eise Comptabel, deen eis Bicher 25 Joer laang gefouert huet, ass am Oktober gestuerwen. Elo sinn d'TVA-Deklaratioun vum leschte Trimester an den Ofschloss vum Joer nach op. Mir brauche séier een deen eis Comptabilitéit iwwerhëlt, d'Pabeiere leien alleguer an engem Classeur prett.",
  distractors=("Hengescht",))
m("lb-t12", "BXQ", "it-support", "Luxembourg", "Lampertsbierg",
  "Mir hunn e Café um Lampertsbierg an zënter dem Update gëschter owes verbënnt sech de Kaartenterminal net méi mam Wifi, et steet just 'connexion au serveur impossible'. D'Keess vu Lightspeed leeft normal, just den Terminal net, an d'Clientë mussen elo mat Cash bezuelen. Est-ce que quelqu'un peut passer aujourd'hui? C'est vraiment urgent, merci.",
  nt=True)
m("lb-t13", "BPQX", "web-development", None, None,
  "Mir verkafen um Haff zu Konstem Rëndfleesch a Kéis direkt un d'Leit an hätte gär en Internetsite mat 'click & collect', wou ee ka bestellen a bezuelen, esou dass d'Clientë samschdes just nach ofhuele kommen. Ech hunn dat selwer mat Wix probéiert, mee ech kommen net eens mat de Bezuelungen. Wat kascht esou en Online-Buttek ongeféier?",
  distractors=("Konstem",))
m("lb-t14", "LQ", "interior-design", "Putscheid", "Stolzebuerg",
  "Mir hunn d'Haus vu menger Groussmamm zu Stolzebuerg iwwerholl an d'Aarbechte si fäerdeg, d'Wänn si frësch wäiss an de Buedem ass nei. Elo stinn do hir schwéier Eechemiwwelen niewent eise Saache vun der Stad an et passt näischt zesummen. Mir sichen een dee mat eis iwwerleet wat mir mat de Faarwen, dem Liicht an de Miwwele maache kënnen, ouni nach eng Kéier ze bauen. Meng Schwëster huet dat fir hiert Appartement och esou gemaach a war immens zefridden. Mécht dir esou Berodung?",
  nt=True)
m("lb-t15", "PQ", None, None, None,
  "Mir sichen eng Babysitter fir eis zwee Meedercher vun 3 a 6 Joer, dënschdes an donneschdes vu 16 bis 19 Auer, well ech dann am Spidol zu Ettelbréck schaffen. Et wier flott wann déi Persoun och e bësse bei den Hausaufgabe ka hëllefen. Fënnt een esou eppes och iwwer Iech?",
  distractors=("Ettelbréck",))

# ---------------------------------------------------------------- French
m("fr-s01", "Q", "electrical", "Differdange", "Oberkorn",
  "Je voudrais faire poser une prise extérieure et un éclairage avec détecteur de mouvement devant le garage à Oberkorn, un électricien serait dispo ce mois-ci ?")
m("fr-s02", "PQ", "locksmith", "Luxembourg", "Gare",
  "Porte claquée avec les clés à l'intérieur, je suis devant mon immeuble rue de Strasbourg à la Gare, quelqu'un peut venir m'ouvrir sans tout casser ?",
  distractors=("Strasbourg",), nt=True)
m("fr-s03", "", "gardening", "Garnich", "Garnich",
  "Cherche jardinier pour tailler une haie de thuyas de 40 mètres à Garnich avant l'hiver.")
m("fr-s04", "Q", "accounting", None, None,
  "Frontalière depuis mars, je dois faire ma première déclaration d'impôts au Luxembourg à cause du changement de classe, quelqu'un peut m'aider à la remplir ?",
  not_place=("Luxembourg",), nt=True)
m("fr-s05", "BQ", "appliance-repair", "Pétange", "L-4740",
  "Lave-linge Samsung qui affiche 5C et ne vidange plus, on est à L-4740, vous vous déplacez pour ce genre de panne ?",
  nt=True)
m("fr-s06", "O", "pest-control", "Mondorf-les-Bains", "Mondorf",
  "Il y a des souris dans le faux plafond de notre restaurant à Mondorf, on les entend le soir pendant le service, il nous faut une intervention discrète rapidement.",
  nt=True)
m("fr-s07", "XQ", "plumbing", "Hesperange", "Howald",
  "Moien, mon cumulus fuit par le bas et il y a déjà une flaque dans la buanderie, Howald, quelqu'un peut passer avant ce soir ?",
  nt=True)
m("fr-s08", "PQ", "translation", None, None,
  "Besoin d'une traduction assermentée allemand-français d'un jugement de divorce pour la commune de Strassen, c'est faisable en une semaine ?",
  distractors=("Strassen",))
m("fr-s09", "C", "tiling", "Remich", "remich",
  "bjr besoin d un carreleur pour une terrasse de 25m2 a remich les carreaux sont deja achetes merci")
m("fr-s10", "", "interior-design", "Leudelange", "Leudelange",
  "Nous venons d'acheter un appartement neuf à Leudelange et cherchons un décorateur d'intérieur pour nous conseiller sur les couleurs et le mobilier, sans travaux.")

m("fr-t01", "PQ", "plumbing", "abroad", "Volmerange-les-Mines",
  "On habite à Volmerange-les-Mines, juste à côté de Dudelange. En septembre, un plombier nous a posé un WC suspendu, il a fait le plus gros mais il n'est jamais revenu pour finir : le bâti n'est pas bien fixé et il y a une petite fuite à l'arrivée d'eau. Depuis il ne répond plus ni aux SMS ni aux appels. Quelqu'un peut reprendre le travail derrière lui, même côté France ?",
  distractors=("Dudelange", "France"))
m("fr-t02", "BOQ", "heating", "Contern", "Moutfort",
  "Notre pompe à chaleur Daikin Altherma à Moutfort affiche le code U4 depuis dimanche et la maison descend à 17 degrés. Le chauffagiste qui l'avait installée en 2018 a pris sa retraite, son fils a repris l'entreprise mais ne fait plus que du sanitaire. Est-ce que vous avez quelqu'un qui connaît les Daikin et qui pourrait venir cette semaine ?")
m("fr-t03", "QX", "painting", "Bettembourg", "Bettembourg",
  "Bonjour, je veut faire peindre les volets et la façade de ma maison à Bettembourg, la peinture elle part en morceaux surtout côté rue. Mon voisin il est peintre il a regardé, il dit que c'est trop haut pour lui tout seul, il faut un échafaudage et une entreprise. Vous pouvez faire un devis ? Muito obrigado")
m("fr-t04", "OPQ", "carpentry", "Weiler-la-Tour", "Hassel",
  "Notre plan de travail en chêne massif à Hassel a brûlé sur 30 cm à côté de la plaque, une casserole oubliée. Le cuisiniste de Foetz qui avait posé la cuisine a fermé boutique entre-temps. On voudrait un menuisier qui refasse le plan de travail sur mesure dans le même bois, 3,20 m en L. Possible avant Noël ?",
  distractors=("Foetz",))
m("fr-t05", "BOQ", "roofing", "Dalheim", "Filsdorf",
  "Depuis les grosses pluies, de l'eau coule le long du velux de la chambre de ma fille à Filsdorf, ça fait une tache brune au plafond. Mon fils est électricien, il est monté voir : ce n'est pas la ventilation ni les câbles, c'est l'étanchéité autour de la fenêtre de toit. Il faut changer le raccord ou tout le velux ? Qui s'occupe de ça ?")
m("fr-t06", "O", "masonry", "Käerjeng", "Bascharage",
  "Nous voulons ouvrir le mur entre la cuisine et le séjour dans notre maison des années 60 à Bascharage, environ 2,50 m de large. L'architecte a fait les calculs et dit que c'est un mur porteur, il faut un linteau en acier ou en béton. On cherche un maçon qui peut faire ça proprement en février, on habite sur place pendant les travaux.")
m("fr-t07", "LPQ", "moving", "Luxembourg", "Limpertsberg",
  "Nous quittons notre appartement au 3e étage sans ascenseur à Limpertsberg pour une maison à Metz fin février. Il y a surtout des livres (une quarantaine de cartons), un canapé d'angle et une armoire ancienne qu'il faudra démonter, plus un vélo cargo et une vingtaine de plantes. Le stationnement devant l'immeuble est compliqué, il faut une autorisation de la Ville pour bloquer deux places. Vous faites les déménagements vers la France ? Combien ça coûterait pour un samedi, à peu près ?",
  distractors=("Metz", "France"))
m("fr-t08", "OQ", "cleaning", "Frisange", "Aspelt",
  "On termine la rénovation de notre maison à Aspelt : les peintres ont fini vendredi et le carreleur termine la salle de bain mardi. Il y a de la poussière de plâtre partout, des traces de peinture sur les fenêtres et du ciment sur le carrelage. On cherche une société pour un nettoyage de fin de chantier complet avant l'emménagement le 15. Vous êtes disponibles ?")
m("fr-t09", "LQ", "renovation", "Steinfort", "Kleinbettingen",
  "Bonjour, on a acheté une maison de 1930 à Kleinbettingen et on veut transformer les combles en deux chambres avec une salle de douche. Il faut l'isolation, les fenêtres de toit, l'électricité, la plomberie, le plâtre et les sols. On préfère une seule entreprise qui coordonne tout, clé en main, plutôt que six artisans différents à gérer nous-mêmes, nous travaillons tous les deux à temps plein. Vous faites ce type de projet ? Budget autour de 80 000 €, début des travaux souhaité en avril.",
  nt=True)
m("fr-t10", "BQ", "solar", "Schengen", "Remerschen",
  "Nos panneaux photovoltaïques à Remerschen ne produisent plus rien depuis 10 jours, l'onduleur SMA Sunny Boy clignote en rouge avec l'erreur 3501. L'installateur ne répond plus depuis deux ans et le site de la société n'existe plus. Quelqu'un peut venir diagnostiquer ? Les panneaux ont 9 ans.")
m("fr-t11", "PQ", "legal", None, None,
  "Mon ancien propriétaire à Bonnevoie refuse de me rendre ma garantie locative de 3 mois de loyer, soit 4 500 €. Il prétend qu'il doit tout repeindre, alors que l'état des lieux de sortie ne signale que deux trous de cheville. J'ai envoyé un recommandé il y a six semaines, aucune réponse. Est-ce que ça vaut la peine de prendre un avocat pour ça ?",
  distractors=("Bonnevoie",))
m("fr-t12", "BO", "it-support", "Esch-sur-Alzette", "Esch/Alzette",
  "Nous sommes un cabinet de kinésithérapie à Esch/Alzette avec 4 postes et une imprimante réseau Brother. Depuis lundi, deux PC ne voient plus l'imprimante et le logiciel de rendez-vous plante au démarrage. Notre informaticien, qui s'occupait de tout depuis 10 ans, est parti à la retraite cet été. On cherche quelqu'un de sérieux pour dépanner et assurer un suivi.")
m("fr-t13", "PQ", "web-development", None, None,
  "J'ai une petite brasserie à Remich, au bord de la Moselle. Le site internet a été fait par mon neveu il y a 8 ans, mais il est parti vivre à Montréal et plus personne ne sait modifier la carte ni les horaires. J'aimerais un site simple avec le menu, des photos et la réservation en ligne. C'est dans quel budget ?",
  distractors=("Remich", "Moselle", "Montréal"))
m("fr-t14", "BQ", "photography", "Roeser", "Berchem",
  "Je fabrique des savons artisanaux dans mon atelier à Berchem et je vends sur les marchés et sur Etsy. Il me faudrait de belles photos des produits, environ 30 savons, sur fond blanc et en situation, pour la boutique en ligne et Instagram. Est-ce que vous vous déplacez ou il faut venir en studio ?")
m("fr-t15", "BPQ", None, None, None,
  "Ma Clio de 2016 fait un claquement à l'avant gauche dès que je tourne, surtout dans les ronds-points. J'habite à Pétange et je travaille au Kirchberg, donc je ne peux la déposer que le samedi. Vous connaissez un garage sérieux dans le coin qui ne coûte pas une fortune ?",
  distractors=("Pétange", "Kirchberg"))

# ---------------------------------------------------------------- German
m("de-s01", "Q", "plumbing", "Echternach", "Echternach",
  "Der Abfluss in unserer Dusche in Echternach läuft seit Tagen kaum noch ab und es riecht übel, wer kann vorbeikommen?",
  nt=True)
m("de-s02", "BQ", "electrical", "Junglinster", "Burglinster",
  "Wer kann uns in Burglinster eine Wallbox für den neuen ID.4 installieren, inklusive Anmeldung bei Creos?",
  nt=True)
m("de-s03", "B", "heating", "Wormeldange", "Ehnen",
  "Unsere Viessmann Vitodens zeigt F4 und das Haus in Ehnen bleibt kalt, Heizungsmonteur dringend gesucht!")
m("de-s04", "", "locksmith", "Grevenmacher", "Gréiwemaacher",
  "Das Haustürschloss in Gréiwemaacher klemmt seit dem Frost und der Schlüssel lässt sich kaum noch drehen, bitte Schlüsseldienst melden.")
m("de-s05", "PQ", "legal", None, None,
  "Suche Anwalt für Erbrecht: mein Vater ist in Vianden gestorben, wir drei Erben leben in Deutschland und Luxemburg, wie läuft so etwas ab?",
  distractors=("Vianden", "Deutschland"), not_place=("Luxemburg",))
m("de-s06", "Q", "gardening", "Consdorf", "Consdorf",
  "Wer mäht im Sommer regelmässig unseren Rasen von rund 800 m² in Consdorf, wir sind oft wochenlang weg?",
  nt=True)
m("de-s07", "X", "cleaning", "Niederanven", "Senningerberg",
  "Moien, mir sichen eng Reinigungsfirma für unser Büro in Senningerberg, 220 m², zweimal pro Woche abends.")
m("de-s08", "BP", "web-development", None, None,
  "Unser Weingut in Ahn braucht eine neue Website mit Onlineshop für Wein und Crémant, die alte läuft noch auf Joomla 2.5 und lässt sich nicht mehr bearbeiten.",
  distractors=("Ahn",))
m("de-s09", "Q", "carpentry", "Bech", "Rippig",
  "Wer baut uns eine maßgefertigte Garderobe aus Eiche für die Nische im Flur, Haus in Rippig, Breite 1,80 m?",
  nt=True)
m("de-s10", "CQ", "pest-control", "Berdorf", "berdorf",
  "marder im motorraum und jetzt auch auf dem dachboden in berdorf 😩 was kann man da machen ohne gift",
  nt=True)

m("de-t01", "Q", "roofing", "Mertert", "Wasserbillig",
  "Bei jedem stärkeren Regen läuft die Dachrinne an der Rückseite unseres Hauses in Wasserbillig über und das Wasser klatscht direkt an die Fassade. Unser Nachbar ist eigentlich Dachdecker, darf aber seit seiner Bandscheiben-OP nicht mehr auf die Leiter. Er meint, die Rinne hat zu wenig Gefälle und das Fallrohr ist verstopft. Wer kann das reparieren, bevor der Winter kommt?")
m("de-t02", "OQ", "roofing", "Beaufort", "Befort",
  "Im Schlafzimmer unter dem Flachdach in Befort haben sich braune Flecken an der Decke gebildet. Der Maler wollte letzte Woche streichen, hat aber abgebrochen und meinte, das komme von oben, da sei das Dach undicht, und Streichen bringe erst mal gar nichts. Das Flachdach ist von 2004 und mit Kies belegt. Kann sich das jemand anschauen?")
m("de-t03", "Q", "masonry", "Rosport-Mompach", "Osweiler",
  "Mein Vater sitzt seit seinem Schlaganfall im Rollstuhl und kommt nicht mehr ins Haus in Osweiler. Vor der Haustür sind vier Stufen, wir bräuchten eine feste Rampe aus Beton mit Geländer, seitlich ist genug Platz. Die Krankenkasse übernimmt einen Teil, dafür brauchen wir einen Kostenvoranschlag. Wer macht so etwas in der Gegend?",
  not_place=("einen",), nt=True)
m("de-t04", "OQ", "tiling", "Biwer", "Wecker",
  "In unserem Bad in Wecker sind die Fugen in der Dusche schwarz und an zwei Stellen bröselig, hinter einer Fliese klingt es hohl. Wir hatten Angst vor einem Wasserschaden, aber der Installateur hat mit Druck geprüft: die Leitungen sind dicht. Er meinte, man müsse neu verfugen und ein paar Fliesen neu setzen. Wer übernimmt das?")
m("de-t05", "LPQ", "moving", "Flaxweiler", "Niederdonven",
  "Drei Tage vor unserem Umzug hat die Umzugsfirma abgesagt, angeblich ist der LKW kaputt, die Anzahlung wollen sie „später“ zurückzahlen. Wir müssen am Samstag aus dem Haus in Niederdonven raus, die neue Wohnung ist in Trier. Es sind etwa 30 Kartons, ein Schlafzimmer, eine Küche ohne Geräte und zwei Sofas. Die Möbel sind schon zum Teil abgebaut. Gibt es irgendwen, der so kurzfristig noch kann, notfalls auch am Sonntag? Wir zahlen gern einen Aufpreis für die Eile, Hauptsache wir kommen rechtzeitig raus.",
  distractors=("Trier",), not_place=("einen",))
m("de-t06", "OQ", "renovation", "Lenningen", "Canach",
  "Wir haben ein Haus von 1972 in Canach gekauft und wollen es komplett sanieren: Bäder, Küche, Böden, Fenster, Dämmung, alles. Mein Schwager ist Elektriker und macht die Elektrik selbst, für den ganzen Rest suchen wir aber einen Generalunternehmer, der alles koordiniert und einen Festpreis macht. Wir wollen im Herbst einziehen, bis dahin wohnen wir noch zur Miete und zahlen doppelt. Wer macht so etwas schlüsselfertig?",
  not_place=("einen",))
m("de-t07", "BOQ", "appliance-repair", "Stadtbredimus", "Stadtbredimus",
  "Der Miele-Trockner meiner Mutter in Stadtbredimus bricht jedes Programm nach ein paar Minuten ab und zeigt F45 an. Mein Sohn ist Elektriker und hat Steckdose und Sicherung geprüft, da ist alles in Ordnung, es liegt am Gerät selbst. Das Gerät ist sieben Jahre alt. Lohnt sich eine Reparatur noch oder eher nicht?")
m("de-t08", "BPQ", "solar", "abroad", "Oberbillig",
  "Wir wohnen in Oberbillig, direkt gegenüber von Wasserbillig, und haben seit 2017 eine PV-Anlage mit 9,8 kWp auf dem Dach. Seit drei Wochen zeigt der Fronius-Wechselrichter State 102 und speist nichts mehr ein. Der Installateur von damals ist pleite, und die Firmen hier in der Gegend sind bis März ausgebucht. Kommt jemand aus Luxemburg auch über die Mosel?",
  distractors=("Wasserbillig", "Mosel"), not_place=("Luxemburg",))
m("de-t09", "BOP", "accounting", None, None,
  "Ich bin seit Januar als Physiotherapeutin in Junglinster selbständig. Meine Buchhaltung habe ich bisher in Excel gemacht, aber jetzt kommt die erste TVA-Erklärung und ich blicke bei den Formularen der AED überhaupt nicht durch. Ich suche jemanden, der die laufende Buchhaltung und die Steuererklärung übernimmt, am liebsten auf Deutsch.",
  distractors=("Junglinster",))
m("de-t10", "BQ", "it-support", "Waldbillig", "Christnach",
  "Wir betreiben ein kleines Hotel mit zwölf Zimmern in 7640 Christnach. Seit dem Gewitter am Sonntag geht das WLAN nur noch im Erdgeschoss, oben haben die Gäste gar kein Netz mehr, obwohl die Repeater leuchten. Die Box von POST funktioniert, das haben die am Telefon geprüft. Die Gäste beschweren sich schon auf Booking. Wer kann kurzfristig kommen?",
  nt=True)
m("de-t11", "PQ", "translation", None, None,
  "Ich brauche eine beglaubigte Übersetzung von drei luxemburgischen Dokumenten ins Deutsche: Scheidungsurteil, Grundbuchauszug und ein Schreiben der Gemeinde. Das Ganze ist für ein Gericht in Saarbrücken. Wie schnell geht das und was kostet es ungefähr pro Seite?",
  distractors=("Saarbrücken",))
m("de-t12", "LBQ", "photography", "Vianden", "Vianden",
  "Wir eröffnen im kommenden Frühjahr zwei Ferienwohnungen in Vianden mit Blick auf die Burg und brauchen professionelle Fotos für Booking und Airbnb, innen und außen, am besten auch mit Drohne. Der Fotograf, den wir letztes Jahr für unsere Pension hatten, hat die Bilder nach drei Monaten immer noch nicht geliefert. Wer hätte im April Zeit, mit festem Liefertermin im Vertrag? Die Bilder brauchen wir spätestens Anfang Mai, sonst verpassen wir die Saison, und ohne gute Bilder bucht bei den Portalen niemand.")
m("de-t13", "OQ", "interior-design", "Betzdorf", "Roodt-sur-Syre",
  "Wir übernehmen eine Zahnarztpraxis in Roodt-sur-Syre. Umbauen wollen wir nicht, aber Wartezimmer und Empfang sehen aus wie 1995. Wir suchen jemanden, der uns ein Konzept für Farben, Licht und Möbel macht, damit sich die Patienten wohler fühlen. Ausführen würden wir es dann mit unseren eigenen Handwerkern. Wer bietet so eine Beratung an?",
  nt=True)
m("de-t14", "PQ", "painting", "Bous-Waldbredimus", "Bous",
  "Die hölzernen Fensterläden an unserem Haus in Bous bei Remich müssten dringend gestrichen werden, die Farbe blättert ab und das Holz wird grau. Das hat früher immer mein Schwiegervater gemacht, er war Maler von Beruf, aber er ist letztes Jahr gestorben und ich traue mich da nicht ran. Es sind 14 Läden, alle abnehmbar. Was würde das ungefähr kosten?",
  distractors=("Remich",), not_place=("Holz",))
m("de-t15", "PQX", None, None, None,
  "Unsere Tochter ist in der 4e am Lycée in Echternach und hat in Mathe und Französisch große Lücken. Wir suchen jemanden für Nachhilfe zu Hause, zweimal pro Woche nach der Schule, gern eine Studentin. Wir wohnen in Berdorf, kommt jemand bis hierher? Merci villmools!",
  distractors=("Echternach", "Berdorf"))

# ---------------------------------------------------------------- English
m("en-s01", "Q", "plumbing", "Strassen", "Strassen",
  "The kitchen tap in our Strassen flat is dripping non stop also when closed fully, someone can change it this week?",
  nt=True)
m("en-s02", "", "electrical", "Luxembourg", "Kirchberg",
  "Half the sockets in our Kirchberg apartment died after last night's storm although the breakers all look fine, need an electrician asap.")
m("en-s03", "CQ", "locksmith", "Bertrange", "bartreng",
  "locked myself out in bartreng lol keys are on the kitchen table 🙃 how fast can someone get here")
m("en-s04", "PQ", "translation", None, None,
  "I need my UK degree certificate and transcript translated into French by a sworn translator for the Ministry of Higher Education, how long does that usually take?",
  distractors=("UK",))
m("en-s05", "", "tiling", "Mamer", "Capellen",
  "Looking for a tiler to redo the splashback behind our cooker in Capellen, about 3 m², and we already bought the tiles.")
m("en-s06", "Q", "pest-control", "Walferdange", "Helmsange",
  "Found bed bugs in the guest room mattress in Helmsange after my in-laws' visit, who does heat treatment around here?",
  nt=True)
m("en-s07", "B", "it-support", "Sandweiler", "Sandweiler",
  "Our home Wi-Fi in Sandweiler drops every evening around 8pm on a Fritz!Box 7530 from POST and resetting it twice hasn't helped.",
  nt=True)
m("en-s08", "Q", "gardening", "Kopstal", "Bridel",
  "Could someone cut down a dead birch tree, about 12 m tall, next to our driveway in Bridel before it falls on the car?",
  nt=True)
m("en-s09", "", "photography", "Schuttrange", "Munsbach",
  "We need a photographer to do headshots of our 12-person team at our office in Munsbach one morning next week.")
m("en-s10", "BP", "web-development", None, None,
  "Need a simple booking website for my yoga studio in Mersch with online payment, something like Calendly but with my own branding.",
  distractors=("Mersch",))

m("en-t01", "LPQ", "moving", "abroad", "Arlon",
  "We're moving from our house in Arlon to a flat in Strassen at the end of March. The company that moved us from Brussels to Arlon two years ago has since gone bust, so we're starting from scratch. It's a three-bedroom house on two floors with a full cellar, plus an upright piano and a garden shed we'd like to take apart and bring along. Do you handle moves across the Belgian border, and could someone come for a quote visit on a weekend?",
  distractors=("Strassen", "Brussels"))
m("en-t02", "BOQ", "heating", "Steinsel", "Mullendorf",
  "One room in our house in Mullendorf stays cold, while the underfloor heating in the rest of the ground floor works fine. The plumber who redid our bathroom last year had a look and says his pipes are not the issue, he thinks one of the actuators on the manifold is stuck. The thermostat in that room is a Danfoss Icon and shows the right demand. Could someone check and replace the actuator if that's it?")
m("en-t03", "Q", "painting", "Luxembourg", "Belair",
  "Our lease in Belair ends on 31 January and the landlord wants the walls back in 'original white'. Two years of kids and picture hooks have left marks everywhere, about 90 m² of wall plus the ceilings in the hallway. We'd need it done in the week between moving out and the handover. Is that realistic, and roughly what would it cost?",
  nt=True)
m("en-t04", "BPQ", "carpentry", "Kehlen", "Nospelt",
  "We've got an awkward space under the sloping ceiling in our attic bedroom in Nospelt and nothing from IKEA fits. We'd like built-in wardrobes in wood along the whole 4.5 m wall, with sliding doors if possible. My father-in-law was a joiner back in Cork and keeps saying he'd do it himself, but he's 81 and lives in Ireland. Who could measure up and give us a quote?",
  distractors=("Cork", "Ireland"))
m("en-t05", "Q", "roofing", "Koerich", "Goeblange",
  "After the hailstorm in June we have a few cracked roof tiles above the kitchen in Goeblange, and now there's a damp patch on the ceiling every time it rains hard. The roofer who came in July just squirted silicone on them, took €400 cash and doesn't pick up his phone anymore. The patch is back and bigger. Can someone do it properly this time?")
m("en-t06", "OQ", "masonry", "Habscht", "Eischen",
  "Part of the old natural stone wall along our garden in Eischen collapsed after the heavy rain last week, about 3 metres long and 1.2 m high. It holds back the slope with the lawn behind it, so more could come down. Our gardener had a look but said it's not his thing, we need a proper mason for a retaining wall. Can someone come and assess it soon?")
m("en-t07", "XQ", "cleaning", "Dippach", "Schouweiler",
  "We're handing back our rented house in Schouweiler on the 28th and the agency is known for being very strict at the état des lieux. We need a full end-of-tenancy clean: oven, windows inside and out, bathrooms, limescale, the lot. It's 140 m² on two floors, unfurnished by then. Can you send a price and tell me if you guarantee the result?")
m("en-t08", "LOQ", "renovation", "Lintgen", "Gosseldange",
  "We want to turn our double garage in Gosseldange into a small ground-floor flat for my mother, who is 84 and can't manage stairs anymore since her hip operation. A friend of ours is an architect and has already drawn the plans and sorted out the permit with the commune. What we need now is one company to do everything: walls, insulation, windows, electrics, a walk-in shower, floors and a kitchenette. Do you take on whole projects like that, and how long would it take?",
  nt=True)
m("en-t09", "BQ", "appliance-repair", "Lorentzweiler", "Bofferdange",
  "Our Liebherr fridge-freezer in Bofferdange isn't cooling properly anymore, the fridge part is at 12 degrees while the freezer still works. There's a thick layer of ice on the back wall inside the fridge and it makes a clicking noise every few minutes. It's about eight years old, so out of warranty. Is it worth having someone look at it or should we just replace it?",
  nt=True)
m("en-t10", "PQ", "solar", "Helperknapp", "Tuntange",
  "We're thinking about putting solar panels on our roof in Tuntange, south-west facing, around 45 m² usable. Our neighbour works for a solar installer in Germany and reckons 8 kWp would fit, but his company doesn't work in Luxembourg. We'd also like a battery and need help with the Klimabonus paperwork. Who can come for a site visit and quote?",
  distractors=("Germany",), not_place=("Luxembourg",))
m("en-t11", "OPQ", "legal", None, None,
  "We paid a builder €18,000 upfront last spring for an extension at our house in Bertrange. He poured the foundations, then stopped showing up in August and now ignores our emails and registered letters. We have the signed quote and the bank transfers. I think we need a lawyer to either get the money back or make him finish. Who deals with construction disputes?",
  distractors=("Bertrange",))
m("en-t12", "OPQX", "accounting", None, None,
  "My husband and I run a food truck selling Indian street food at markets in Esch and Kirchberg. We registered as a société in September and the bank now wants proper accounts, plus there's the VAT we've been putting off. Neither of us has ever done bookkeeping. Is there someone who does small businesses like ours for a reasonable monthly fee?",
  distractors=("Esch", "Kirchberg"))
m("en-t13", "LBPQ", "it-support", "Saeul", "Saeul",
  "My dad (78) lives on his own in Saeul and clicked on a fake LuxTrust email yesterday. Since then his laptop is full of pop-ups, the browser keeps opening random sites and now the printer has stopped working too. I work in Brussels during the week and honestly can't get there before the middle of next month. Is there someone who does home visits for older people and can clean it up and check that nothing else, like his online banking, was compromised?",
  distractors=("Brussels",), nt=True)
m("en-t14", "LQ", "interior-design", "Mersch", "Mersch",
  "We've just moved into a new-build house in Mersch and it feels like an empty box: white walls, grey floors, and our old furniture looks lost in it. We don't want any building work, just someone with a good eye to tell us honestly which colours, curtains, rugs, lighting and furniture would make it feel warm and lived-in. Is that what an interior designer does, or is there a cheaper option for just a few hours of advice on a Saturday?")
m("en-t15", "PQ", None, None, None,
  "I've just started 12-hour shifts at the hospital in Kirchberg and our Labrador is on his own all day at home in Howald. We're looking for someone reliable to take him out for an hour around midday, Monday to Friday. He's friendly but pulls on the lead. Is this something you can help with?",
  distractors=("Kirchberg", "Howald"), nt=True)

# ---------------------------------------------------------------- Portuguese
m("pt-s01", "Q", "plumbing", "Ettelbruck", "Ettelbruck",
  "A sanita entupiu e a água já está a subir, estou em Ettelbruck, alguém pode vir hoje?",
  nt=True)
m("pt-s02", "C", "electrical", "Schifflange", "schifflange",
  "boa tarde preciso de um eletricista em schifflange para trocar o quadro eletrico antigo que ainda tem fusiveis de rosca")
m("pt-s03", "B", "heating", "Wiltz", "Wiltz",
  "A caldeira Vaillant da minha sogra em Wiltz mostra F.28 e não acende, ela tem 80 anos e está sem aquecimento desde ontem.")
m("pt-s04", "Q", "locksmith", "Diekirch", "L-9233",
  "Perdi as chaves do apartamento, morada L-9233, e o senhorio só volta segunda-feira, quem abre portas sem partir a fechadura?",
  nt=True)
m("pt-s05", "O", "legal", None, None,
  "O meu patrão não me pagou os últimos dois meses nem as férias e a empresa de construção fechou, preciso de um advogado que fale português.")
m("pt-s06", "BQ", "appliance-repair", "Mondercange", "Foetz",
  "A máquina de lavar Bosch em Foetz pára a meio do programa com o erro E18, vale a pena arranjar ou compro nova?",
  nt=True)
m("pt-s07", "", "cleaning", "Esch-sur-Sûre", "Esch-sur-Sûre",
  "Procuro empresa de limpeza para um escritório pequeno em Esch-sur-Sûre, uma vez por semana, de preferência à sexta.")
m("pt-s08", "Q", "translation", None, None,
  "Preciso de traduzir a carta de condução brasileira e o registo criminal para francês com tradução ajuramentada, quanto custa cada página?")
m("pt-s09", "O", "pest-control", "Kayl", "Tétange",
  "Temos baratas na cozinha do nosso restaurante em Tétange e precisamos de uma desinfestação urgente antes da inspeção de segunda.")
m("pt-s10", "Q", "gardening", "Bettendorf", "Gilsdorf",
  "Alguém arranca as raízes de um pinheiro que cortámos e semeia relva nova no lugar, em Gilsdorf?",
  nt=True)

m("pt-t01", "LPQ", "painting", "abroad", "Longwy",
  "Moramos em Longwy mas trabalho em Rodange, é mesmo ao lado. Comprámos uma casa antiga e, antes de nos mudarmos, queremos pintar tudo por dentro: quatro quartos, a sala, o corredor e os tetos, e em dois quartos ainda há papel de parede velho que tem de sair primeiro. O meu primo era pintor e fazia-nos sempre estas coisas, mas voltou para Braga no ano passado. As poucas empresas francesas aqui da zona pedem preços absurdos. Vocês também trabalham do lado francês? A chave já é nossa, podem vir ver quando quiserem.",
  distractors=("Rodange", "Braga"))
m("pt-t02", "O", "carpentry", "Sanem", "Soleuvre",
  "A porta de entrada da nossa casa em Soleuvre é de madeira maciça e desde o inverno inchou tanto que já não fecha à chave. O meu marido é pedreiro e tentou lixar em baixo, mas ficou pior e agora entra frio. Precisamos de um carpinteiro que a ajuste ou faça uma porta nova igual, a casa é antiga e a porta tem vidros trabalhados.")
m("pt-t03", "OQ", "roofing", "Rumelange", "Rumelange",
  "Desde a tempestade da semana passada chove no sótão da casa dos meus pais em Rumelange, por cima do quarto deles. O vizinho é eletricista e subiu lá acima com uma escada, diz que há pelo menos três telhas partidas e uma caleira solta. Os meus pais já são velhos e não querem que eu suba. Quem pode vir ver o telhado esta semana?")
m("pt-t04", "LQ", "masonry", "Colmar-Berg", "Colmar-Berg",
  "Sou pedreiro de profissão mas parti o pulso no trabalho e estou de baixa até março. Em casa, em Colmar-Berg, ficou a meio um muro de blocos no jardim e ainda falta a laje de betão para o abrigo das bicicletas, uns 12 m2. Os blocos e o cimento já estão cá. Alguém pode acabar isto antes do inverno? Eu explico tudo o que está feito e onde estão as ferramentas, e posso ajudar no que der com a mão boa.")
m("pt-t05", "XQ", "tiling", "Bissen", "Bissen",
  "Fizemos a casa de banho nova em Bissen em outubro. O ladrilhador assentou os azulejos nas paredes e no chão, mas depois desapareceu sem fazer as juntas nem os remates à volta do duche, e já lhe paguei 80% do devis. Os azulejos estão bons, só falta acabar. Alguém pega num trabalho começado por outro?")
m("pt-t06", "PXQ", "moving", "Erpeldange-sur-Sûre", "Ingeldorf",
  "Vamos mudar de um 4º andar em Ingeldorf para uma casa em Ettelbruck no dia 20. O prédio não tem elevador e o sofá e o roupeiro grande não passam nas escadas, por isso precisamos de um monte-meubles pela varanda. O resto são umas 25 caixas e as camas. Quanto fica a mudança com o monte-meubles?",
  distractors=("Ettelbruck",))
m("pt-t07", "PQ", "cleaning", "Schieren", "Schieren",
  "O nosso sofá de tecido claro e dois tapetes grandes estão cheios de manchas, temos um cão e dois miúdos pequenos. Já tentei com a máquina de vapor mas ficou pior. Alguém faz limpeza de estofos em casa, em Schieren? Gostava de ter tudo limpo antes do Natal porque vem a família de Portugal.",
  distractors=("Portugal",))
m("pt-t08", "OQ", "renovation", "Larochette", "Larochette",
  "Comprámos um apartamento antigo em Larochette, que está como estava nos anos 80. Queremos fazer tudo: cozinha, casa de banho, chão, portas, eletricidade e pintura. O meu irmão é canalizador e vai fazer a parte da água, mas para o resto queremos uma só empresa, para não andar atrás de cinco pessoas diferentes. A ideia é começar em fevereiro e estar lá a viver no verão. Fazem orçamento para remodelação completa?")
m("pt-t09", "Q", "solar", "Fischbach", "Schoos",
  "Em maio pedimos orçamento para painéis solares para a nossa casa em Schoos, a empresa veio, mediu o telhado e depois nunca mais respondeu. Entretanto a conta da luz subiu outra vez. Queríamos uns 10 kWp e se possível uma bateria. Vocês trabalham nessa zona e ajudam com os pedidos de subsídio?")
m("pt-t10", "PQ", "accounting", None, None,
  "Tenho um café em Diekirch há três anos. O contabilista que tinha cobrava caro e enganou-se duas vezes na declaração de IVA, já paguei uma multa por causa dele. Quero mudar para alguém que faça a contabilidade mensal e fale português ou francês. Quanto costuma custar por mês para um café pequeno?",
  distractors=("Diekirch",))
m("pt-t11", "BO", "it-support", "Reisdorf", "Reisdorf",
  "Tenho uma pequena empresa de construção em Reisdorf, com o escritório em casa. Os dois computadores já não veem a impressora HP pela rede e o do meu sócio ficou muito lento depois de uma atualização do Windows. Preciso de alguém que venha cá arranjar isto e, se possível, que faça uma cópia de segurança das faturas.",
  nt=True)
m("pt-t12", "BOPQ", "web-development", None, None,
  "Tenho uma empresa de limpezas com seis funcionárias, trabalhamos na zona de Esch e Sanem. A minha filha fez-nos uma página no Facebook, mas os clientes pedem um site a sério, com preços e um formulário para pedir orçamento. Quanto custa um site simples em português e francês?",
  distractors=("Esch", "Sanem"))
m("pt-t13", "Q", "photography", "Winseler", "Pommerloch",
  "Vamos batizar a nossa filha no dia 8 de março e a festa é num salão em Pommerloch, com uns 80 convidados. Procuramos um fotógrafo para a igreja e para a festa, mais ou menos cinco horas, com as fotos em digital. Têm disponibilidade nessa data e qual é o preço?")
m("pt-t14", "Q", "interior-design", "Lac de la Haute-Sûre", "Harlange",
  "Mudámos para uma casa em Harlange e tudo o que temos vem de um apartamento pequeno, a sala agora parece vazia. Não queremos obras, só alguém que nos aconselhe as cores, os cortinados, a iluminação e onde pôr os móveis. Há quem faça este tipo de consultoria de decoração por aqui?")
m("pt-t15", "PQ", None, None, None,
  "Vou casar em junho em Ettelbruck e o vestido que comprei online ficou largo na cintura e comprido demais. Preciso de uma costureira que faça os ajustes e talvez acrescente umas alças. Alguém conhece uma boa na zona de Diekirch ou Ettelbruck?",
  distractors=("Ettelbruck", "Diekirch"))

# ---------------------------------------------------------------- Italian
m("it-s01", "Q", "plumbing", "Dudelange", "Dudelange",
  "Lo scarico del lavandino in cucina è intasato e l'acqua torna su, siamo a Dudelange, chi può venire domani mattina?",
  nt=True)
m("it-s02", "C", "electrical", "Esch-sur-Alzette", "esch sur alzette",
  "cerco elettricista x spostare 3 prese e mettere faretti led in cucina a esch sur alzette grazie")
m("it-s03", "Q", "locksmith", "Luxembourg", "Cessange",
  "Mi hanno rubato la borsa con le chiavi di casa ieri sera e vorrei cambiare la serratura oggi stesso, abito a Cessange, chi è disponibile?",
  nt=True)
m("it-s04", "P", "legal", None, None,
  "Il proprietario del mio negozio a Bettembourg vuole aumentarmi l'affitto del 40% prima della scadenza del contratto, mi serve un avvocato che mi dica se può farlo.",
  distractors=("Bettembourg",))
m("it-s05", "BQ", "heating", "Differdange", "Niederkorn",
  "La caldaia Buderus a Niederkorn fa dei colpi forti nei tubi quando parte il riscaldamento la mattina, è pericoloso?")
m("it-s06", "BQ", "appliance-repair", "Schifflange", "Schifflange",
  "Il forno Whirlpool si spegne da solo dopo dieci minuti ma la ventola continua a girare, siamo a Schifflange, qualcuno ripara i forni a domicilio?")
m("it-s07", "Q", "pest-control", "Bettembourg", "Fennange",
  "Abbiamo un nido di calabroni nel cassonetto della tapparella della camera a Fennange, chi viene a toglierlo?",
  nt=True)
m("it-s08", "BP", "web-development", None, None,
  "Ho una pizzeria a Rumelange e vorrei un sito con ordini online e consegna, per non pagare più il 30% a Wolt.",
  distractors=("Rumelange",))
m("it-s09", "", "photography", "Luxembourg", "Lussemburgo",
  "Cerchiamo un fotografo per il nostro matrimonio civile in municipio a Lussemburgo il 12 aprile, bastano due ore.")
m("it-s10", "Q", "translation", None, None,
  "Mi serve la traduzione giurata in francese del casellario giudiziale italiano per un lavoro in banca, quanto tempo ci vuole?")

m("it-t01", "PQ", "gardening", "abroad", "Audun-le-Tiche",
  "Abito ad Audun-le-Tiche, a cinque minuti da Esch. Per vent'anni il giardino me lo curava il signor Manuel, ma è andato in pensione ed è tornato in Portogallo. Adesso l'erba è alta mezzo metro, le siepi invadono il marciapiede e il comune mi ha già mandato una lettera. Cerco un giardiniere che venga anche in Francia, una volta al mese. Venite fin qui?",
  distractors=("Esch", "Portogallo", "Francia"))
m("it-t02", "O", "electrical", "Tandel", "Bastendorf",
  "Abbiamo una vecchia fattoria ristrutturata a Bastendorf. La settimana scorsa l'idraulico, montando il nuovo radiatore in corridoio, ha forato un cavo nel muro: da allora il citofono e le luci del corridoio non funzionano più e ogni tanto salta il salvavita. Lui dice che non è compito suo. Serve un elettricista che trovi il guasto e ripari il cavo.")
m("it-t03", "Q", "painting", "Hesperange", "Alzingen",
  "Le ringhiere dei balconi del nostro condominio ad Alzingen sono piene di ruggine e in alcuni punti la vernice si stacca a scaglie. Siamo sei proprietari e l'assemblea ha deciso di farle sistemare tutte in primavera: carteggiare, antiruggine e due mani di smalto. Ci servono due o tre preventivi entro fine gennaio, potete mandarne uno?")
m("it-t04", "", "carpentry", "Reckange-sur-Mess", "Limpach",
  "Le finestre in legno della nostra casa a Limpach hanno più di trent'anni: due non chiudono più bene e il legno sotto è marcio in qualche punto. Il falegname che le aveva fatte è morto e il figlio ora fa solo serramenti in PVC. Vorremmo qualcuno che le ripari o le rifaccia in legno, uguali, perché la casa è in zona protetta.")
m("it-t05", "OQ", "roofing", "Redange", "Redange-sur-Attert",
  "Con la tempesta di domenica sono volate via una decina di ardesie dal tetto della nostra casa a Redange-sur-Attert. Mio cognato fa il muratore, è salito a vedere e ha detto che non è un lavoro per lui, ci vuole un conciatetti che sappia lavorare l'ardesia. Abbiamo messo un telone, ma non durerà molto. Chi può venire presto?")
m("it-t06", "OQ", "masonry", "Bourscheid", "Michelau",
  "Lo spazzacamino è passato a Michelau per la pulizia annuale e dice che la canna fumaria dentro è a posto, ma che i mattoni del comignolo sopra il tetto si stanno sgretolando e la malta non tiene più. Ha detto che serve un muratore prima che cada qualche pezzo. Qualcuno fa questi lavori anche con il ponteggio?")
m("it-t07", "OQ", "tiling", "Kayl", "Kayl",
  "Ho un bar a Kayl e dietro al bancone una decina di piastrelle del pavimento sono crepate, si muovono quando ci si cammina sopra e una cameriera è quasi caduta. Posso chiudere solo il lunedì. Abbiamo ancora delle piastrelle uguali in cantina. Qualcuno può sostituirle in una giornata?")
m("it-t08", "PQ", "moving", "Luxembourg", "Hollerich",
  "Dopo 42 anni in Lussemburgo io e mia moglie torniamo in Italia, in provincia di Avellino. Lasciamo l'appartamento a Hollerich a fine aprile. Non portiamo tutto, solo i mobili della camera, la credenza della nonna, i quadri e una trentina di scatoloni. Fate traslochi internazionali e più o meno quanto costa fino in Campania?",
  distractors=("Italia", "Avellino", "Campania"), not_place=("Lussemburgo",))
m("it-t09", "LP", "cleaning", "Walferdange", "Walferdange",
  "Mia madre ha 86 anni e vive da sola a Walferdange. La signora che le faceva le pulizie ogni martedì da cinque anni è sparita due settimane fa senza avvisare e non risponde più al telefono, né ai messaggi che le lascio. Io lavoro a Bruxelles durante la settimana e torno solo il venerdì sera. Cerco una persona o una ditta affidabile per le pulizie di casa, tre ore a settimana, e magari anche per stirare le sue camicette e cambiare le lenzuola.",
  distractors=("Bruxelles",))
m("it-t10", "QX", "renovation", "Sanem", "Ehlerange",
  "Abbiamo comprato un appartamento del 1978 a Ehlerange e vogliamo rifarlo tutto prima di entrare: cucina, bagno, pavimenti, impianto elettrico, porte e tinteggiatura. Non conosciamo nessuno qui e con il lavoro non abbiamo tempo di seguire cinque ditte diverse. Cerchiamo un'impresa che faccia tutto chiavi in mano. Fate sopralluoghi anche di sabato? Ci servirebbe un devis dettagliato per la banca.",
  nt=True)
m("it-t11", "BQ", "solar", "Mondercange", "Pontpierre",
  "Abito in affitto in una villetta a Pontpierre e vorrei mettere un kit fotovoltaico da balcone, due pannelli da 400 W con micro-inverter. Il proprietario è d'accordo. Però non so se qui serve un'autorizzazione o una dichiarazione a Creos, e se la presa esterna va bene così. Qualcuno lo installa o mi può almeno consigliare?")
m("it-t12", "LOP", "accounting", None, None,
  "Sono traduttrice freelance e da settembre vivo e lavoro a Strassen, prima ero in Italia con la partita IVA. Qui invece non capisco bene come funziona la TVA sulle fatture verso clienti in altri Paesi e devo fare anche la prima dichiarazione dei redditi. Cerco un commercialista o una fiduciaria che segua una piccola attività come la mia, con un prezzo ragionevole e che risponda alle email entro qualche giorno. Parlo italiano, francese e inglese, il tedesco purtroppo ancora molto poco.",
  distractors=("Strassen", "Italia"))
m("it-t13", "Q", "it-support", "Pétange", "Rodange",
  "Mio padre ha 82 anni e vive a Rodange. Il tecnico mandato dall'operatore ha cambiato il router due settimane fa e da allora il suo tablet non si connette più, la TV via internet si blocca e lui non ricorda la nuova password del Wi-Fi. Il tecnico dice che la linea funziona e che il resto non è affar suo. Qualcuno può passare e sistemare tutto con calma?",
  nt=True)
m("it-t14", "OX", "interior-design", "Strassen", "Strassen",
  "Apriamo una piccola gelateria a Strassen a maggio, il locale è già finito, con pavimento e impianti nuovi. Ci manca l'idea d'insieme: colori, luci, sedute, come disporre il bancone e la vetrina perché sia accogliente e funzionale. Cerchiamo un interior designer per una consulenza, i lavori li facciamo fare dopo.")
m("it-t15", "P", None, None, None,
  "Nostra figlia ha 9 anni e da quando la nonna ci ha lasciato il suo pianoforte verticale vuole imparare a suonare. Cerchiamo un insegnante di pianoforte che venga a casa, a Bertrange, una volta a settimana il mercoledì pomeriggio. Meglio se parla italiano o francese.",
  distractors=("Bertrange",))

# ---------------------------------------------------------------- Spanish
m("es-s01", "Q", "plumbing", "Luxembourg", "Bonnevoie",
  "Se ha roto una tubería debajo del fregadero y está saliendo agua por todo el suelo de mi piso en Bonnevoie, ¿alguien puede venir ya?",
  nt=True)
m("es-s02", "BQ", "heating", "Strassen", "Strassen",
  "La bomba de calor Mitsubishi de casa en Strassen da el error E6 y los radiadores están fríos, ¿alguien hace mantenimiento de estas máquinas?",
  nt=True)
m("es-s03", "C", "locksmith", "Mamer", "mamer",
  "acabo de alquilar un piso en mamer y el inquilino anterior sigue teniendo llaves necesito un cerrajero que cambie el bombín esta semana porfa 🙏")
m("es-s04", "", "accounting", None, None,
  "Soy autónoma desde enero como diseñadora gráfica y no entiendo nada del IVA luxemburgués, busco a alguien que me lleve la contabilidad.")
m("es-s05", "X", "cleaning", "Bertrange", "L-8080",
  "Busco limpieza de fin de contrato para un piso de 80 m2 en L-8080, el état des lieux es el día 30.")
m("es-s06", "Q", "carpentry", "Ell", "Ell",
  "¿Alguien hace a medida una estantería de roble para un hueco de 2,40 m en el salón de nuestra casa en Ell?",
  nt=True)
m("es-s07", "BOQ", "it-support", "Differdange", "Differdange",
  "Tengo una peluquería en Differdange y desde ayer el datáfono de SumUp no se conecta al wifi, ¿alguien puede venir hoy?",
  nt=True)
m("es-s08", "Q", "legal", None, None,
  "Mi casero no me devuelve la fianza de 2.400 € desde hace cuatro meses, ¿necesito un abogado o hay otra vía?")
m("es-s09", "Q", "painting", "Useldange", "Useldange",
  "Quiero pintar el salón y el pasillo de blanco roto, unos 70 m2 de pared, en una casa en Useldange, ¿cuánto costaría más o menos?")
m("es-s10", "", "interior-design", "Luxembourg", "Merl",
  "Necesito una interiorista que me aconseje colores y muebles para un piso pequeño en Merl, sin hacer obras.")

m("es-t01", "LOPQ", "electrical", "abroad", "Hettange-Grande",
  "Vivimos en Hettange-Grande, a diez minutos de Bettembourg, donde trabajo. Desde hace una semana salta el diferencial cada vez que se enciende el termo eléctrico, normalmente de madrugada, y nos quedamos sin luz en media casa. El fontanero vino ayer y dice que el termo está perfecto, sin fugas, y que el problema es de la instalación eléctrica, no suyo. ¿Conocéis algún electricista que trabaje también en el lado francés y que pueda venir esta misma semana, aunque sea por la tarde?",
  distractors=("Bettembourg",))
m("es-t02", "B", "painting", "Vichten", "Vichten",
  "En agosto contratamos a un pintor para la fachada de nuestra casa en Vichten. Pintó la parte delantera, cobró la mitad y no ha vuelto, ya no contesta ni al WhatsApp. Los andamios se los llevó la empresa de alquiler y ahora la casa tiene dos colores. Buscamos a alguien serio que termine los otros tres lados antes de las lluvias.")
m("es-t03", "Q", "roofing", "Groussbus-Wal", "Grosbous",
  "Con la nieve de la semana pasada se ha soltado el canalón de la parte de atrás de casa, en Grosbous, y ahora cuelga medio metro. Cuando llueve el agua cae justo en la puerta del garaje. También creo que falta alguna teja cerca de la chimenea. ¿Quién puede venir a revisarlo?")
m("es-t04", "PQ", "masonry", "Vallée de l'Ernz", "Medernach",
  "Desde que el vecino empezó a construir al lado, en la pared de nuestro salón en Medernach han salido dos grietas que van del techo a la ventana. Mi suegro fue albañil toda la vida en Galicia y dice que hay que abrirlas, poner malla y rellenar, pero que antes alguien tiene que ver si la pared se mueve. ¿Podéis venir a verlo?",
  distractors=("Galicia",))
m("es-t05", "Q", "tiling", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Vivo de alquiler en un piso en Esch-sur-Alzette y al caérseme una olla se han roto seis baldosas del suelo de la cocina. El propietario me ha dicho que lo arregle yo antes de irme en marzo. Por suerte en el trastero hay una caja de baldosas iguales. ¿Alguien las puede cambiar sin levantar las de alrededor?")
m("es-t06", "", "gardening", "Hesperange", "Fentange",
  "Mi abuela vive en Fentange y tiene un jardín bastante grande con césped, dos manzanos y un seto de laurel. El jardinero que tenía cobraba por adelantado y al final venía una vez cada dos meses, así que lo hemos dejado. Buscamos a alguien que venga cada quince días de marzo a octubre y que pode los árboles en invierno.")
m("es-t07", "PXQ", "moving", "Dudelange", "Dudelange",
  "Nos mudamos de Dudelange a Mersch el 15 de diciembre, desde un tercer piso sin ascensor. El sofá y el armario no cupieron por la escalera cuando los subimos, los metieron por el balcón con un monte-meubles, así que habrá que hacer lo mismo. Por lo demás son unas 40 cajas y un dormitorio. ¿Hacéis mudanzas con elevador?",
  distractors=("Mersch",))
m("es-t08", "LO", "renovation", "Sandweiler", "Sandweiler",
  "Compramos una casa de 1965 en Sandweiler y llevamos seis meses con obras a medias. El electricista dejó los cables colgando del techo y se fue a otra obra, y el fontanero cambió las tuberías pero no ha vuelto para conectar el baño. Estamos hartos de coordinar gremios y de perseguir a gente por teléfono. Buscamos una sola empresa que se haga cargo de todo lo que falta: electricidad, baño, cocina, suelos y pintura, con un presupuesto cerrado y una fecha de entrega.",
  nt=True)
m("es-t09", "BQ", "appliance-repair", "Leudelange", "Leudelange",
  "El lavavajillas Siemens de casa en Leudelange se para a mitad del programa y muestra el error E:24. Ya vino dos veces el técnico de la garantía, cambió una pieza y a la semana volvió a pasar lo mismo, y ahora la garantía ha vencido. ¿Conocéis a alguien que repare lavavajillas y que no sea del servicio oficial?")
m("es-t10", "BOPQ", "solar", "Ettelbruck", "Warken",
  "Tenemos 12 paneles solares en el tejado de casa en Warken desde 2020, con un inversor Huawei, y queremos añadir una batería para aprovechar lo que producimos de día. Mi cuñado es electricista en Valencia y dice que nuestro inversor admite batería, pero que hay que configurarlo bien. ¿Hacéis ampliaciones con batería en instalaciones que no montasteis vosotros?",
  distractors=("Valencia",))
m("es-t11", "BOPQ", "web-development", None, None,
  "Tenemos un bar de tapas en Clausen desde hace un año y todas las reservas nos llegan por teléfono o por Instagram, es un caos. Queremos una web sencilla con la carta, fotos y un sistema de reservas online que se conecte con el calendario. El cocinero es mi socio y quiere poder cambiar él mismo el menú del día. ¿Cuánto cuesta algo así?",
  distractors=("Clausen",))
m("es-t12", "OPQ", "translation", None, None,
  "Mi padre falleció en Luxemburgo el año pasado y el notario de Sevilla me pide una traducción jurada al español del certificado de defunción y del certificado de herencia. Son unas seis páginas en francés. ¿Cuánto tarda y cuánto cuesta más o menos?",
  distractors=("Sevilla",), not_place=("Luxemburgo",))
m("es-t13", "O", "photography", "Junglinster", "Gonderange",
  "Somos una pequeña agencia inmobiliaria y tenemos que publicar una casa muy bonita en Gonderange, con jardín y piscina. Las fotos que hicimos con el móvil no le hacen justicia. Buscamos un fotógrafo que venga un día soleado de esta semana, con fotos de interior, exterior y a ser posible con dron.")
m("es-t14", "Q", "pest-control", "Mersch", "Beringen",
  "En el balcón de nuestro piso en 7590 Beringen anidan palomas desde la primavera, todo está lleno de excrementos y plumas, y ya no podemos tender la ropa fuera. El administrador del edificio dice que cada propietario se encarga de su balcón. ¿Alguien pone redes o pinchos contra palomas y limpia lo que hay?",
  nt=True)
m("es-t15", "PQ", None, None, None,
  "Mi abuela tiene 91 años, vive en Pétange y ya no puede salir de casa. Antes iba cada mes a la peluquería del barrio, pero la dueña se jubiló. ¿Conocen a alguna peluquera que vaya a domicilio a cortarle y teñirle el pelo?",
  distractors=("Pétange",))
