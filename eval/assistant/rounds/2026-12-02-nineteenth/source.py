# Round 19 blind test set (2026-12-02-nineteenth) - written blind, see README.md.
# m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False)
# MESSAGES holds (mid, text, category, commune, place, distractors, not_place) for validate.py.

MESSAGES = []
STYLES = {}
NT = set()


def m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False):
    MESSAGES.append((mid, text, category, commune, place, tuple(distractors), tuple(not_place)))
    STYLES[mid] = styles
    if nt:
        NT.add(mid)


# ---------------------------------------------------------------- lb (Luxembourgish)
m("lb-s01", "Q", "plumbing", "Tandel", "Baastenduerf",
  "Eise Waasserkran dobaussen un der Garage ass iwwer de Wanter geplatzt an elo leeft d'Waasser d'Mauer erof, kann en Installateur dat nach dës Woch zu Baastenduerf flécken?")
m("lb-s02", "CQ", "locksmith", "Kiischpelt", "kautebaach",
  "de schlëssel ass mer am schlass vun der hausdier ofgebrach an ech kommen net méi eran wunnen zu kautebaach wie ka kommen",
  nt=True)
m("lb-s03", "QB", "appliance-repair", "Useldange", "Useldeng",
  "Eise Congélateur am Keller zu Useldeng (e Liebherr, bal 10 Joer al) fréiert net méi, lount et sech nach deen ze flécken oder kafe mer besser en neien?",
  nt=True)
m("lb-s04", "Q", "painting", "Beckerich", "Biekerech",
  "Mir wëllen d'Fassad vun eisem ale Bauerenhaus zu Biekerech nei ufierwe loossen, ronn 200 m², wat kascht dat ongeféier?",
  nt=True)
m("lb-s05", "", "gardening", "Mertzig", "Mäerzeg",
  "Sichen e Gäertner deen eis eng 12 al Äppel- a Bierebeem am Bongert zu Mäerzeg schneit, déi sinn zanter Joren net méi gemaach ginn.")
m("lb-s06", "Q", "pest-control", "Fischbach", "Fëschbech",
  "Mir hunn e Wespennascht ënnert de Pannen iwwer der Terrass zu Fëschbech an d'Kanner trauen sech net méi eraus, gëtt et e Schädlingsbekämpfer deen dës Woch Zäit huet fir dat ewechzemaachen?")
m("lb-s07", "", "tiling", "Lintgen", "Gousseldeng",
  "Sichen een fir nei Plättercher ze leeën: op eiser Terrass zu Gousseldeng si vill nom Frascht gesprong an e puer sinn lass.")
m("lb-s08", "QB", "electrical", "Heffingen", "Hiefenech",
  "Ech hätt gär eng Wallbox fir mäin neien ID.3 an der Garage zu Hiefenech, kann en Elektriker mer och beim Klimabonus-Dossier hëllefen?")
m("lb-s09", "QP", "translation", None, None,
  "Brauch eng vereedegt Iwwersetzung vu mengem Gebuertsakt op Portugisesch well mer am Summer zu Porto bestueden, wéi laang dauert dat?",
  distractors=("Porto",))
m("lb-s10", "", "heating", "Nommern", "Noumer",
  "Zanter gëschter gëtt d'Buedemheizung am Buedzëmmer net méi waarm, de Rescht vum Haus zu Noumer ass normal.",
  nt=True)
m("lb-t01", "BQPL", "heating", "Wincrange", "Heesdref",
  "Moien zesummen. Mir hunn e Bauerenhaff zu Heesdref an eise Pelletskessel (ÖkoFEN Pellematic, ronn 12 Joer al) geet zanter e puer Deeg ëmmer erëm a Stéierung, um Display steet eppes mat Zündung. Ech hunn den Äschekëschtchen eidel gemaach an de Brenner gebotzt wéi et am Bichelchen steet, huet näischt bruecht. De Service vun der Firma aus Éisträich kënnt eréischt an dräi Wochen. Mäi Schwoer vu Klierf seet, hien hätt ee gehat deen och op sou Kesselen schafft. Kennt dir een hei am Norden dee séier kéint kucke kommen? Mir hunn nach de Kachuewen mee d'Kanner hunn am Zëmmer kal.",
  distractors=("Klierf",), nt=True)
m("lb-t02", "QP", "carpentry", "Bourscheid", "Buerschent",
  "Meng Bom (84) wunnt nach eleng an hirem Haus zu Buerschent. D'Eechentrap an den éischte Stack knaschtert ganz schlëmm an zwou Trëppelen si lass, lescht Woch wier se bal gefall. Mäi Bopa hat déi Trap 1968 selwer gemaach. Ech wunnen zu Ettelbréck a kann net all Dag eriwwer. Wie kann esou eng al Holztrap reparéieren, ouni dass se direkt ganz muss ersat ginn?",
  distractors=("Ettelbréck",), nt=True)
m("lb-t03", "BQX", "roofing", "Goesdorf", "Nocher",
  "Gëschter Owend beim Stuerm sinn bei eis zu Nocher op der Wiederseit eng 15 Leeën vum Daach gefall, déi leien elo am Gaart. Um Späicher ass e groussen naasse Fleck um Balken, et dréchent awer. D'Foyer wëll en Devis ier se eppes bezuelen. Ech hunn eng Plastiksplan drop geluecht mee mäi Noper seet dat hält net laang. Kennt een en Dachdecker deen dat séier nees zoumaache kann, am beschten nach virum Weekend?")
m("lb-t04", "OQL", "masonry", "Putscheid", "Stolzebuerg",
  "Mir hunn zu Stolzebuerg eng al Dréchemauer aus Sandsteen tëscht eisem Gaart an der Strooss, ronn 25 Meter laang an 1,50 héich. Zanter dem Reen am Fréijoer dréckt se sech op engem Stéck no baussen an et falen Steng op den Trottoir. D'Gemeng huet eis e Bréif geschéckt mir missten dat séchere loossen. De Gäertner, dee bei eis d'Heck schneit, mengt d'Wuerzele vum Nossbam drécken d'Mauer eraus. Gëtt et nach Maurer déi esou eng Mauer nees opriichte kënnen, oder muss dat eng nei ginn? Wat kascht dat ongeféier?")
m("lb-t05", "QP", "moving", "abroad", "Tréier",
  "Eis Duechter huet hire Master zu Tréier fäerdeg a kënnt elo erëm heem bei eis op Housen. Hiert Zëmmer ass am drëtte Stack ouni Lift: e Bett, e Schaf, e Schreifdësch an ongeféier 30 Këschten. Mäi Mann huet et am Réck a mir hu keng Camionnette. Mécht esou eppes eng Firma vun hei, och iwwert d'Grenz, a wat kascht dat ongeféier?",
  distractors=("Housen",), nt=True)
m("lb-t06", "OQ", "cleaning", "Préizerdaul", "Biebereg",
  "Mir hunn eist Haus zu Biebereg während engem Joer renovéiert an elo si mer bal fäerdeg. D'Moler an de Plättercheslee sinn fort, mee iwwerall läit nach Bëtongstaub, d'Fënstere si voller Faarf a Silikon an de Buedem ass knaschteg. Mir plënneren den éischte Mäerz an. Gëtt et eng Botzfirma déi eis d'ganzt Haus (ronn 180 m², 2 Buedzëmmer) eemol grëndlech propper mécht?")
m("lb-t07", "QPOL", "renovation", "Vichten", "Méchelbuch",
  "Moien, mäi Mann an ech hunn d'Haus vu menge Grousselteren zu Méchelbuch iwwerholl. Et ass vun 1958 an zanter 30 Joer ass do bal näischt gemaach ginn: d'Elektresch ass nach déi al, et gëtt mat engem Uelegofen gehetzt, d'Buedzëmmer ass vun de Siwenzeger an d'Fënstere sinn eenzel verglaast. Mir wunnen am Moment nach an enger Locatioun zu Miersch an hätte gär dass eng eenzeg Firma alles koordinéiert, well mir allebéid voll schaffen. E Frënd deen Architekt ass huet gemengt mir sollten eis een sichen deen d'Bauaarbechten vun A bis Z iwwerhëlt. Wéi geet een do am beschten vir, a mat wéi engem Budget muss ee rechnen?",
  distractors=("Miersch",), nt=True)
m("lb-t08", "QO", "solar", "Saeul", "Sëll",
  "Mir sinn e Bauerebetrib zu Sëll a mir hunn eng grouss Scheier mat engem Süddaach vu ronn 600 m². Den Dachdecker huet d'Daach 2019 nei gemaach, et ass also a gudder Form. Mir iwwerleeën Photovoltaik drop ze maachen, mee wësse net ob et besser ass alles anzespeisen oder de Stroum fir d'Mëllechkillung selwer ze notzen. Gëtt et do nach Subsiden fir d'Landwirtschaft, a wie mécht esou eng grouss Installatioun?")
m("lb-t09", "PQ", "legal", None, None,
  "Meng Mamm ass am Mäerz gestuerwen an elo si mir dräi Geschwëster an der Ierfschaft. D'Haus zu Wolz wëll mäi Brudder verkafen, ech an meng Schwëster wëllen et behalen an hien auszebezuelen, mee mir sinn eis net eens iwwert de Präis. Beim Notaire zu Dikrech si mer net méi weiderkomm, hie seet mir sollten eis beroden loossen. Wien kann eis do vertrieden?",
  distractors=("Wolz", "Dikrech"))
m("lb-t10", "XPQ", "accounting", None, None,
  "Ech si pensionéiert a mir hunn zanter dësem Joer e Studio zu Esch-Uelzecht deen mer verlounen. Bis elo hunn ech eis Steierdeklaratioun ëmmer selwer gemaach, mee elo mat de Loyeren, den Ofschreiwungen an dem Prêt weess ech net méi wéi dat geet. Meng Fra seet ëmmer 'il faut demander à quelqu'un qui connaît ça'. Wien kann eis dat fir d'nächst Joer maachen? Mir wunnen zu Réimech.",
  distractors=("Esch-Uelzecht", "Réimech"), nt=True)
m("lb-t11", "BPQ", "it-support", "Feulen", "Nidderfeelen",
  "Meng Mamm (82) wunnt zu Nidderfeelen an huet sech en neien HP-Drécker kaf. Zanterhier dréckt en net, an hiren Tablet kënnt och net méi op d'WLAN vun der Post-Box. Ech schaffen um Kierchbierg a kommen eréischt de Weekend heem. Gëtt et en Informatiker deen op d'Plaz geet an dat alles uschléisst an astellt? Si ass ganz aus dem Haischen, well se all Moie hir Zeitung um Tablet liest.",
  distractors=("Kierchbierg",))
m("lb-t12", "QP", "web-development", None, None,
  "Mir hunn zu Konsdref e klenge Bauerebuttek mat Eeër, Geméis a Fleesch vun eisen Déieren. D'Leit froe ëmmer méi dacks ob se net online kënne bestellen an dann nëmmen ofhuelen. Mir hätte gär eng einfach Websäit mat engem klenge Shop, wou een och bezuele kann. Wat kascht sou eppes, a kann een dat duerno selwer aktualiséieren?",
  distractors=("Konsdref",))
m("lb-t13", "QP", "photography", "Bous-Waldbredimus", "Waldbriedemes",
  "Eise Jong mécht den 10. Mee seng Kommioun an der Kierch zu Waldbriedemes. Duerno feiere mer am Gaart doheem mat der ganzer Famill, d'Bom an de Bopa kommen extra vu Munneref. Mir hätte gär e Fotograf fir d'Mass an e puer Gruppefotoen duerno, sou 3 Stonnen. Wat kascht dat ongeféier a muss een dat elo scho reservéieren?",
  distractors=("Munneref",))
m("lb-t14", "OQ", "interior-design", "Parc Hosingen", "Houschent",
  "Mir sinn am Summer an eist neit Haus zu Houschent geplënnert. De Living mat der oppener Kiche ass 55 m² grouss an iergendwéi wierkt en eidel a kal. Den Architekt huet eis just de Plang ginn, Bauaarbechte wëlle mer keng méi maachen. Mir bräichten een deen eis seet wéi eng Faarwen, wéi eng Miwwelen a wou eng Luucht, vläicht mat e puer Skizzen. Gëtt et sou eppes a wat kascht esou eng Berodung?",
  nt=True)
m("lb-t15", "QPX", None, None, None,
  "Eise Jong ass an der 4e am Lycée zu Dikrech an huet zanter der Rentrée grouss Problemer an der Mathé, hien huet schonn zwee Ongenügend. Mir selwer kënnen him do net méi hëllefen. Mir sichen een deen zweemol d'Woch bei eis heem op Schieren kënnt fir Nohëllefstonnen. Wat freet een do esou pro Stonn?",
  distractors=("Dikrech", "Schieren"))

# ---------------------------------------------------------------- fr (French)
m("fr-s01", "Q", "plumbing", "Frisange", "Aspelt",
  "Depuis une semaine ça sent l'égout dans la salle de bain du sous-sol de notre maison à Aspelt, c'est grave ou c'est juste le siphon ?",
  nt=True)
m("fr-s02", "Q", "electrical", "Roeser", "Crauthem",
  "Le différentiel saute dès qu'il pleut, je pense que c'est la prise extérieure de la terrasse, un électricien est dispo sur Crauthem cette semaine ?")
m("fr-s03", "CQ", "locksmith", "Weiler-la-Tour", "syren",
  "porte claquee cles a l interieur je suis devant chez moi a syren avec le bebe qqn peut venir vite svp",
  nt=True)
m("fr-s04", "BQ", "appliance-repair", "Luxembourg", "L-1940",
  "Lave-linge Samsung qui affiche 5E et ne vidange plus, je suis à L-1940, vous intervenez en ville ?",
  nt=True)
m("fr-s05", "", "gardening", "Dalheim", "Filsdorf",
  "Je cherche un jardinier pour arracher une haie de thuyas d'environ 25 mètres avec les souches, maison à Filsdorf.")
m("fr-s06", "Q", "tiling", "Käerjeng", "Bascharage",
  "Les joints de notre douche à l'italienne sont noirs et s'effritent, combien prend un carreleur pour les refaire dans une maison à Bascharage ?")
m("fr-s07", "P", "pest-control", "Steinfort", "Steinfort",
  "On entend des souris gratter dans les combles toutes les nuits, maison à Steinfort, les pièges achetés à Arlon ne suffisent plus, il nous faut un dératiseur.",
  distractors=("Arlon",))
m("fr-s08", "XQ", "translation", None, None,
  "Besoin d'une traduction assermentée en français de mon Meisterbrief allemand pour le ministère, c'est faisable en moins d'une semaine ?")
m("fr-s09", "OQ", "painting", "Leudelange", "Leudelange",
  "Suite au dégât des eaux chez le voisin du dessus (le plombier est passé, la fuite est réparée), le plafond de notre cuisine à Leudelange est taché et cloque, qui peut le refaire ?",
  nt=True)
m("fr-s10", "BQP", None, None, None,
  "Ma Clio fait un bruit de ferraille au freinage, un garage vers Foetz pourrait la regarder samedi ?",
  distractors=("Foetz",))
m("fr-t01", "OPQL", "plumbing", "Mondorf-les-Bains", "Mondorf",
  "Bonjour, nous avons une maison des années 80 à Mondorf. Notre dernière facture d'eau a presque doublé et quand je regarde le compteur le soir, il tourne encore alors que tout est fermé. Il n'y a aucune tache visible, ni au plafond ni dans la cave. Le chauffagiste qui fait l'entretien de la chaudière est passé et dit que ça ne vient pas de chez lui. Mon mari travaille au Kirchberg et rentre tard, donc il faudrait quelqu'un qui vienne un samedi. Est-ce que quelqu'un sait chercher une fuite sans tout casser ?",
  distractors=("Kirchberg",), nt=True)
m("fr-t02", "BQPL", "heating", "Rambrouch", "Perlé",
  "Bonjour, on a acheté l'été dernier une maison à Perlé, on vient d'Arlon. Depuis qu'il fait froid, les radiateurs de l'étage restent tièdes en haut et ça glougloute dans les tuyaux. J'ai purgé avec la petite clé comme sur YouTube, mais maintenant la pression de la chaudière Viessmann est descendue à 0,8 bar et je n'ose plus toucher à rien. Il faut un chauffagiste ou je peux remettre de l'eau moi-même ? On nous a aussi dit que l'entretien n'a pas été fait depuis trois ans.",
  distractors=("Arlon",))
m("fr-t03", "OQ", "carpentry", "Esch-sur-Sûre", "Heiderscheid",
  "On voudrait un placard sur mesure sous l'escalier de notre maison à Heiderscheid : l'espace est en pente, environ 2,20 m de long, avec des portes coulissantes et un coin pour l'aspirateur. L'électricien doit passer ajouter une prise dedans pour le recharger. Vous avez un menuisier qui fait ce genre de travail, et un ordre de prix ?")
m("fr-t04", "BQP", "roofing", "abroad", "Hettange-Grande",
  "Bonjour, on habite à Hettange-Grande et je travaille à Bettembourg. Le Velux de la chambre de notre fille, dans les combles, laisse passer de l'eau quand il pleut fort avec du vent : ça goutte sur le bord du lit et le plâtre commence à gonfler. De l'intérieur, le joint a l'air correct. Est-ce que les couvreurs de chez vous se déplacent côté français, ou il faut forcément quelqu'un d'ici ?",
  distractors=("Bettembourg",))
m("fr-t05", "OQ", "masonry", "Groussbus-Wal", "Grosbous",
  "Nous venons d'acheter une maison à Grosbous et nous voulons ouvrir le mur entre la cuisine et le salon sur environ 3 mètres. C'est un mur porteur, un ingénieur a déjà fait le calcul pour la poutre métallique. Ensuite l'électricien devra déplacer les prises qui sont dans ce mur. Qui peut faire l'ouverture et poser la poutre, et combien de temps ça prend ?",
  nt=True)
m("fr-t06", "PQ", "moving", "Habscht", "Eischen",
  "On quitte notre maison à Eischen fin juin pour un appartement à Strassen. Il y a un piano droit, une armoire ancienne en chêne qui se démonte mal et à peu près 60 cartons. Chez nous tout est de plain-pied, mais là-bas c'est au 4e avec un ascenseur où le piano ne rentre pas. Est-ce qu'une entreprise de déménagement peut gérer ça, avec un monte-meubles, et à quel prix ?",
  distractors=("Strassen",))
m("fr-t07", "PQ", "cleaning", "Dudelange", "Dudelange",
  "Je rends mon appartement à Dudelange vendredi prochain, l'état des lieux est à 14h. Le propriétaire est très pointilleux, il a déjà retenu de l'argent à l'ancienne locataire pour du calcaire et une hotte grasse. Je commence un nouveau poste à Thionville lundi et je n'ai pas le temps de tout faire moi-même. Quelqu'un peut remettre l'appartement impeccable jeudi (70 m², four, vitres, salle de bain) ?",
  distractors=("Thionville",), nt=True)
m("fr-t08", "OPLQ", "renovation", "Boulaide", "Boulaide",
  "Bonjour. Mes parents ont 78 et 81 ans et vivent toujours dans leur maison à Boulaide. Mon père ne peut plus enjamber la baignoire, il faudrait transformer toute la salle de bain : enlever la baignoire, faire une douche de plain-pied, changer le lavabo, mettre des barres d'appui, refaire le carrelage et sans doute un peu d'électricité pour un radiateur sèche-serviettes. Mon frère est menuisier à Wiltz mais il n'a ni le temps ni les compétences pour le reste. On préférerait une seule entreprise qui s'occupe de tout, du début à la fin. Est-ce que ça existe dans le coin, et y a-t-il des aides pour adapter le logement ?",
  distractors=("Wiltz",), nt=True)
m("fr-t09", "BOQ", "solar", "Lac de la Haute-Sûre", "Harlange",
  "Nous avons 24 panneaux sur le toit de notre maison à Harlange depuis 2017. Depuis deux semaines l'onduleur SMA Sunny Boy a un voyant rouge et l'appli n'affiche plus aucune production. L'installateur a fait faillite entre-temps, et l'électricien du village nous dit qu'il ne touche pas au photovoltaïque. Quelqu'un peut venir diagnostiquer ? Est-ce que ça vaut la peine de réparer ou faut-il changer l'onduleur ?")
m("fr-t10", "PQ", "legal", None, None,
  "Je suis frontalière, j'habite à Longwy et je travaille depuis 6 ans dans une société de logistique à Contern. Hier on m'a remis une lettre de licenciement avec préavis, soi-disant pour raisons économiques, mais ils viennent d'embaucher quelqu'un sur mon poste. J'ai demandé les motifs par recommandé. Qui peut me dire si c'est abusif et m'accompagner si je vais au tribunal du travail ?",
  distractors=("Longwy", "Contern"), nt=True)
m("fr-t11", "PQ", "accounting", None, None,
  "Je viens de lancer ma SARL-S, un food truck de galettes bretonnes basé à Differdange. Je n'y connais rien : TVA trimestrielle, bilan, dépôt au RCS, déclaration d'impôt de la société... J'ai besoin d'un comptable pas trop cher qui peut tout suivre à distance. Combien faut-il prévoir par an pour une petite structure comme la mienne ?",
  distractors=("Differdange",))
m("fr-t12", "BPQ", "it-support", "Winseler", "Doncols",
  "Je télétravaille trois jours par semaine pour une banque du Kirchberg depuis notre maison à Doncols. La box POST est dans la cave et à l'étage il n'y a pratiquement pas de signal, les visios coupent sans arrêt. J'ai acheté deux répéteurs TP-Link mais ça ne change presque rien, les murs sont en pierre de 60 cm. Il faudrait sans doute tirer un câble réseau ou installer un vrai système mesh. Un informaticien peut venir faire ça proprement ?",
  distractors=("Kirchberg",))
m("fr-t13", "OPQ", "web-development", None, None,
  "J'ai une petite entreprise de plafonnage à Schifflange, trois ouvriers, et on n'a toujours pas de site internet. Les clients me demandent des photos de nos chantiers et un moyen de demander un devis. Je voudrais un site vitrine simple, en français et en allemand, qu'on trouve sur Google. Combien ça coûte et combien de temps pour le faire ?",
  distractors=("Schifflange",))
m("fr-t14", "Q", "photography", "Ell", "Ell",
  "Nous mettons en vente notre maison à Ell et l'agence nous dit que les photos faites au téléphone ne rendent rien. On aimerait qu'un photographe fasse des photos de l'intérieur et du jardin, et si possible quelques vues aériennes avec un drone pour montrer le terrain. C'est possible début avril, et à quel prix ?")
m("fr-t15", "Q", "interior-design", "Bettembourg", "Noertzange",
  "J'ai acheté un studio de 32 m² à Noertzange pour le louer. Les travaux sont terminés (peinture, sol, cuisine neuve), mais il est vide et je ne sais pas comment l'aménager pour qu'il paraisse plus grand : lit escamotable ou canapé-lit, quel éclairage, quelles couleurs pour les rideaux et les meubles. Je cherche quelqu'un qui me fasse un plan d'aménagement et une liste d'achats, sans travaux. Vous proposez ce genre de conseil ?",
  nt=True)

# ---------------------------------------------------------------- de (German)
m("de-s01", "QB", "appliance-repair", "Grevenmacher", "Grevenmacher",
  "Unser Miele-Backofen heizt seit gestern nicht mehr und zeigt F14 an, Haus in Grevenmacher, kann jemand diese Woche vorbeikommen?",
  nt=True)
m("de-s02", "", "locksmith", "Mertert", "Wasserbillig",
  "Ich vermiete eine Wohnung in Wasserbillig und brauche nach dem Auszug des Mieters neue Schließzylinder für Haus- und Wohnungstür, da nicht alle Schlüssel zurückgegeben wurden.",
  nt=True)
m("de-s03", "Q", "plumbing", "Wormeldange", "Ehnen",
  "Immer wenn die Waschmaschine abpumpt, kommt im Waschbecken daneben das Wasser hoch und es gluckert im Abfluss, Haus in Ehnen, wer kann sich das anschauen?",
  nt=True)
m("de-s04", "Q", "pest-control", "Stadtbredimus", "Stadtbredimus",
  "Seit Wochen poltert nachts ein Marder auf dem Dachboden unseres Hauses in Stadtbredimus und hat schon die Dämmung zerfetzt, welcher Kammerjäger kann den dauerhaft vertreiben?")
m("de-s05", "C", "gardening", "Schengen", "remerschen",
  "suche jemand der im frühjahr unseren rasen in remerschen vertikutiert nachsät und danach alle 2 wochen mäht",
  nt=True)
m("de-s06", "", "tiling", "Lenningen", "Canach",
  "Suche Fliesenleger für etwa 35 m² Flur und Küche in Großformat 120x60, die Fliesen sind schon gekauft, Haus in Canach.")
m("de-s07", "Q", "electrical", "Flaxweiler", "Flaxweiler",
  "Für die neue Sauna im Keller brauche ich einen 400-V-Anschluss, macht das ein Elektriker aus der Gegend um Flaxweiler und was kostet das ungefähr?", not_place=("einen",))
m("de-s08", "P", "translation", None, None,
  "Ich brauche eine beglaubigte Übersetzung meines deutschen Scheidungsurteils ins Französische für das Standesamt in Luxemburg-Stadt, wo wir im Juni heiraten.",
  distractors=("Luxemburg-Stadt",))
m("de-s09", "Q", "painting", "Rosport-Mompach", "Rosport",
  "Bis Ende März muss meine Mietwohnung in Rosport komplett weiß gestrichen zurückgegeben werden, wer hätte da kurzfristig noch Zeit?",
  nt=True)
m("de-s10", "PQ", None, None, None,
  "Gibt es eine Friseurin, die zu meiner 88-jährigen Mutter nach Hause nach Mompach kommt, weil sie das Haus nicht mehr verlassen kann?",
  distractors=("Mompach",))
m("de-t01", "OQ", "gardening", "Bech", "Rippig",
  "Hinter unserem Haus in Rippig steht eine riesige Fichte, bestimmt 25 Meter hoch. Seit dem letzten Sturm neigt sie sich sichtbar zum Nachbarhaus hin und an der Wurzel hebt sich der Boden. Der Dachdecker, der letztes Jahr bei uns war, meinte, wenn die umfällt, ist das Dach vom Nachbarn hin. Wer kann diesen Baum sicher fällen, eventuell Stück für Stück mit Seilklettertechnik, und alles gleich abtransportieren?",
  nt=True)
m("de-t02", "XBQL", "heating", "Berdorf", "Berdorf",
  "Wir sind eine Eigentümergemeinschaft mit sechs Wohnungen in einer Résidence in Berdorf, Baujahr 1994, Gaszentralheizung im Keller. Im Erdgeschoss ist es im Winter viel zu warm, oben im zweiten Stock werden die Heizkörper kaum lauwarm. Ein Bekannter meinte, es fehlt ein hydraulischer Abgleich und die alten Danfoss-Thermostatventile müssten getauscht werden. Der Syndic hat uns gebeten, zwei oder drei Devis einzuholen. Welcher Heizungsbauer aus der Region macht so etwas für ein ganzes Haus, und mit welchen Kosten pro Wohnung muss man rechnen?")
m("de-t03", "PQ", "carpentry", "Consdorf", "Consdorf",
  "Unsere Holzterrasse am Haus in Consdorf ist jetzt 14 Jahre alt. Einige Bangkirai-Dielen sind morsch, federn beim Drauftreten und zwei sind schon gebrochen, die Unterkonstruktion sieht auch nicht mehr gut aus. Wir sind damals aus Bitburg hergezogen und kennen hier noch kaum Handwerker. Welcher Schreiner oder Zimmermann baut so eine Terrasse von etwa 30 m² neu, gern auch aus WPC?",
  distractors=("Bitburg",))
m("de-t04", "OQ", "roofing", "Troisvierges", "Ulflingen",
  "Ich bin 79 und wohne allein in Ulflingen. Das Flachdach von meiner Garage ist undicht, bei jedem Regen tropft es auf die Werkbank und die Dachpappe wirft überall Blasen. Ein Maurer aus dem Dorf hat angeboten, einfach eine Schicht Beton drüberzumachen, aber mein Schwiegersohn sagt, das wäre Pfusch. Wer kann sich das Dach anschauen und mir sagen, was vernünftig ist?",
  nt=True)
m("de-t05", "OQ", "masonry", "Vianden", "Vianden",
  "Beim Kehren hat der Schornsteinfeger gesagt, dass der Schornsteinkopf auf unserem Haus in Vianden bröckelt: Fugen ausgewaschen, einige Ziegel locker, und neulich lag ein Stück Stein in der Dachrinne. Wir wohnen in der Altstadt, die Straße ist eng und steil, ein Gerüst wird schwierig. Welcher Maurer kann den Kamin oben neu aufmauern oder zumindest sichern, und braucht man dafür eine Genehmigung?")
m("de-t06", "PQ", "moving", "Weiswampach", "Wemperhardt",
  "Wir ziehen Ende April aus unserer Mietwohnung in Wemperhardt zurück nach Prüm, wo wir ein Haus gekauft haben. Es sind drei Zimmer, die Küche bleibt drin, aber es gibt einen großen Kleiderschrank, Waschmaschine, Trockner und ein Aquarium mit 300 Litern. Welche Umzugsfirma macht das, und ist es günstiger, wenn eine Firma aus Deutschland kommt oder eine aus Luxemburg?",
  distractors=("Prüm",), not_place=("Luxemburg", "einen"))
m("de-t07", "Q", "cleaning", "Biwer", "Wecker",
  "Wir sind eine kleine Residenz mit acht Wohnungen in Wecker. Die Dame, die bisher einmal pro Woche Treppenhaus, Aufzug und Kellerflur gemacht hat, hört auf. Gesucht wird eine Reinigungsfirma, die das zuverlässig übernimmt, am besten mit Rechnung für die Abrechnung der Miteigentümer. Was kostet so etwas ungefähr im Monat?")
m("de-t08", "PQ", "renovation", "Manternach", "Berburg",
  "Wir haben in Berburg ein altes Haus gekauft und möchten den Dachboden zu zwei Kinderzimmern mit einem kleinen Duschbad ausbauen. Es muss gedämmt werden, dazu Trockenbauwände, Dachfenster, Elektrik, Wasser- und Abwasserleitungen und am Ende Boden und Anstrich. Wir kommen aus Saarburg und haben in Deutschland gute Erfahrungen mit einem Generalunternehmer gemacht, der alle Gewerke koordiniert. Gibt es das hier auch, und mit welcher Bauzeit muss man für so einen Ausbau rechnen?",
  distractors=("Saarburg",), not_place=("einen",))
m("de-t09", "OQ", "solar", "Clervaux", "Clerf",
  "Wir überlegen, auf unser Einfamilienhaus in Clerf eine PV-Anlage mit etwa 9 kWp und einem Batteriespeicher zu setzen. Unser Elektriker meint, dann muss auch der Zählerschrank erneuert werden. Lohnt sich das bei den aktuellen Einspeisetarifen überhaupt noch, oder ist Eigenverbrauch mit Speicher sinnvoller? Und welche Förderung gibt es aktuell?",
  nt=True)
m("de-t10", "PQ", "legal", None, None,
  "Ich bin im Juli aus meiner Wohnung in Diekirch ausgezogen, die Übergabe war ohne Beanstandung, es gibt sogar ein Protokoll. Jetzt behält der Vermieter trotzdem die ganze Kaution von drei Monatsmieten ein, wegen angeblicher Schäden am Parkett. Ich wohne inzwischen wieder in Trier. Brauche ich dafür einen Anwalt in Luxemburg, und lohnt sich das bei 3600 Euro?",
  distractors=("Diekirch", "Trier"), not_place=("Luxemburg", "einen"))
m("de-t11", "PBQ", "accounting", None, None,
  "Wir wohnen in Wittlich und vermieten seit letztem Jahr eine Ferienwohnung in Mullerthal über Airbnb. Jetzt kam Post vom Steueramt in Luxemburg, dass wir dort eine Steuererklärung abgeben müssen, und wir blicken bei den Formularen überhaupt nicht durch. Wer macht so etwas für Nichtansässige, und was kostet das pro Jahr?",
  distractors=("Wittlich", "Mullerthal"), not_place=("Luxemburg",), nt=True)
m("de-t12", "PQ", "it-support", "Remich", "L-5532",
  "Ich habe eine Physiotherapiepraxis in der Route de Mondorf, L-5532, mit vier Rechnern, einem Drucker, dem Kartenterminal und einem kleinen Server für die Patientenakten. Unser bisheriger IT-Betreuer ist in Rente gegangen und seitdem macht keiner mehr die Updates und die Datensicherung. Gibt es jemanden, der regelmäßig vor Ort vorbeikommt und sich um alles kümmert?",
  distractors=("Mondorf",))
m("de-t13", "BPQ", "web-development", None, None,
  "Wir sind ein kleines Familienweingut in Ahn an der Mosel und verkaufen bisher nur ab Hof und auf Märkten. Wir möchten einen Onlineshop für unsere Crémants und Rieslinge, mit Versand nach Deutschland und Belgien und Altersprüfung. Sollen wir das lieber mit Shopify oder mit WooCommerce machen lassen, und was kostet so ein Shop ungefähr?",
  distractors=("Ahn",), not_place=("einen",))
m("de-t14", "PQ", "photography", "abroad", "Konz",
  "Meine Eltern feiern im Mai ihre Goldene Hochzeit in einem Restaurant in Konz, direkt hinter der Grenze bei Wasserbillig. Wir hätten gern einen Fotografen für den Sektempfang und ein paar Familienfotos an der Saar, etwa drei Stunden am Nachmittag. Kommen Fotografen von hier auch nach Deutschland?",
  distractors=("Wasserbillig",), not_place=("einen",))
m("de-t15", "OQ", "interior-design", "Echternach", "Echternach",
  "Ich eröffne im Herbst ein kleines Café am Marktplatz in Echternach. Der Umbau ist fertig, ein Schreiner baut gerade die Theke. Aber ich habe keine Ahnung, welche Tische und Stühle, welche Lampen und welche Farben zusammenpassen, damit es gemütlich wirkt und trotzdem 30 Plätze reinpassen. Wer macht mir ein stimmiges Konzept mit Möbelliste?",
  nt=True)

# ---------------------------------------------------------------- en (English)
m("en-s01", "", "locksmith", "Niederanven", "Senningerberg",
  "We just bought a house in Senningerberg and want a locksmith to change every lock, since we have no idea how many keys the previous owners gave out.")
m("en-s02", "BQ", "appliance-repair", "Luxembourg", "Cessange",
  "Our Samsung fridge in Cessange is leaking water under the veg drawer and the ice maker has stopped working, is it worth repairing or should we just replace it?",
  nt=True)
m("en-s03", "Q", "electrical", "Strassen", "Strassen",
  "The flat we just rented in Strassen has bare wires hanging from the ceiling in three rooms, who can put up the lights we bought?",
  nt=True)
m("en-s04", "Q", "tiling", "Bertrange", "Bertrange",
  "Two floor tiles in our kitchen in Bertrange cracked when I dropped a cast iron pan, we still have a box of spares, can someone swap them without redoing the whole floor?",
  nt=True)
m("en-s05", "CP", "pest-control", "Luxembourg", "limpertsberg",
  "pretty sure we brought bedbugs back from lisbon, bites every morning, need someone to treat our flat in limpertsberg asap",
  distractors=("lisbon",), nt=True)
m("en-s06", "", "gardening", "Kopstal", "Kopstal",
  "Looking for a gardener to look after the garden of the house we rent in Kopstal (lawn, hedges, leaves) every two weeks from April to October.")
m("en-s07", "Q", "translation", None, None,
  "I need sworn translations of my UK birth and marriage certificates into French for my Luxembourgish nationality application, how quickly can that be done?")
m("en-s08", "Q", "painting", "Luxembourg", "Hollerich",
  "We bought a flat in Hollerich from a heavy smoker and every wall and ceiling is yellow, who could repaint the whole place (about 85 m²) before we move in next month?",
  nt=True)
m("en-s09", "BQ", "plumbing", "Sandweiler", "Sandweiler",
  "I bought a Grohe mixer tap to replace the dripping one in our rented house in Sandweiler, could a plumber fit it this week?")
m("en-s10", "Q", "heating", "Hesperange", "L-2112",
  "Landlord here: my tenant's flat at L-2112 needs its annual gas boiler service and the certificate for the insurance, can someone do it in January?",
  nt=True)
m("en-t01", "BOPQL", "it-support", "Walferdange", "Helmsange",
  "I work from home three days a week for a consultancy at the Cloche d'Or, from our house in Helmsange. The Fritz!Box is in the basement where the fibre comes in and my office is in the attic, two floors up, so video calls keep dropping. I tried a couple of cheap repeaters, no luck. The electrician who rewired the house last year said there are empty conduits we could use for network cable. Is there someone who can come over, run ethernet or set up a proper mesh, and make sure it all works?",
  distractors=("Cloche d'Or",), nt=True)
m("en-t02", "BQ", "it-support", "Mamer", "Capellen",
  "I run a small architecture practice in Capellen, four people. Our previous IT guy moved back to Belgium and since then nobody has looked after anything: the Synology NAS throws warnings, backups haven't run since September, and the big plotter only works from one laptop. We'd like someone local who can come in once to sort it out and then maybe a few hours a month on call. What does that usually cost?")
m("en-t03", "OQ", "carpentry", "Steinsel", "Steinsel",
  "We had new oak flooring laid throughout the ground floor of our house in Steinsel and it's about 1.5 cm higher than the old one. Now four of the internal doors scrape and won't close, and the flooring guys say doors are not their job. Is there someone who can trim the doors or rehang them, and maybe adjust the frames, without making a mess?",
  nt=True)
m("en-t04", "Q", "roofing", "Junglinster", "Gonderange",
  "Every time it rains hard, water pours over the front gutter of our house in Gonderange and runs down the wall by the front door. From the bedroom window I can see moss on the slates and what looks like a small tree growing in the gutter. We've only been here since summer and have no ladder tall enough. Can a roofer clean it out, check the roof and tell us if anything needs repairing before winter?")
m("en-t05", "BOQL", "masonry", "Schuttrange", "Munsbach",
  "We're getting a hot tub delivered to our garden in Munsbach in April. The supplier (it's a Bullfrog) says it needs a level reinforced concrete slab of 2.5 x 2.5 m that can take around 3 tonnes, and an electrician is already booked for the 32 A supply. The garden slopes a little, so there may be a small retaining wall needed on one side. Who can do the slab and the wall, and how long does the concrete need before the tub can go on?",
  nt=True)
m("en-t06", "PLQ", "moving", "Contern", "Contern",
  "Our contract is ending and we're moving back from Luxembourg to Brussels at the end of June. We rent a three-bedroom house in Contern: normal furniture, a lot of books, two bikes, a piano, and a garage full of stuff we'll probably sort on the day. My company pays up to a certain amount, so I need two quotes with packing included. Do movers here handle the parking permit for the truck on the Brussels side too, or do we arrange that ourselves? And is it much cheaper if we pack the boxes ourselves?",
  distractors=("Brussels",), not_place=("Luxembourg",))
m("en-t07", "PQ", "cleaning", "Kehlen", "Keispelt",
  "We both work long hours at the EIB in Kirchberg and our house in Keispelt is starting to look like it. Four bedrooms, three bathrooms, a dog that sheds. We'd like a cleaner to come every week, Fridays ideally, to do floors, bathrooms, kitchen and some ironing. We can leave a key. How much per hour is normal here, and is it better to go through a company because of the social security paperwork?",
  distractors=("Kirchberg",))
m("en-t08", "PLQ", "renovation", "Lorentzweiler", "Lorentzweiler",
  "My wife and I are buying a 1978 flat in Lorentzweiler while still living in Berlin, so we can only come over every few weeks. The kitchen and bathroom both need to be ripped out and redone, the electrics are original, and we'd like to replace the carpet with proper flooring. We're looking for one contractor who can manage the whole renovation and coordinate the different trades, ideally someone who speaks English or German. Realistically, how long would this take and what budget range should we expect for about 90 m²?",
  distractors=("Berlin",))
m("en-t09", "OQ", "solar", "Betzdorf", "Roodt-sur-Syre",
  "We're building a house in Roodt-sur-Syre and moving in next spring. Our architect left space on the south-facing roof for panels but the builder doesn't do solar. Is it worth putting in a battery from day one, or just panels now and storage later? And how does the Klimabonus subsidy work, do we apply before or after installation?")
m("en-t10", "PQ", "legal", None, None,
  "I've been offered a job at a fintech in Leudelange, but my current employer in Kirchberg put a non-compete clause in my contract: 12 months, the whole of Luxembourg and the Greater Region. HR says they'll enforce it. Is that even valid here, and can an employment lawyer review my contract before I resign?",
  distractors=("Leudelange", "Kirchberg"), not_place=("Luxembourg",))
m("en-t11", "XPQ", "accounting", None, None,
  "I'm a freelance UX designer living in Dudelange, registered as an indépendant since January. The Guichet told me I needed an autorisation d'établissement and then to register for TVA, and now I'm supposed to file quarterly VAT returns through eCDF and I honestly don't understand half of it. I also have some income from UK clients. Looking for an accountant who can do the bookkeeping, VAT and my yearly tax return. Ballpark cost?",
  distractors=("Dudelange",))
m("en-t12", "BPQ", "web-development", None, None,
  "Our yoga studio in Hamm has a WordPress site that someone built for us years ago. Last week Google started showing Japanese spam under our name, and the WooCommerce class booking has stopped sending confirmation emails. The person who made it doesn't answer anymore. Can a web developer clean it up, secure it and maybe move it to something simpler we can update ourselves?",
  distractors=("Hamm",))
m("en-t13", "OQ", "photography", "Garnich", "Dahlem",
  "We run a small riding stable in Dahlem and are launching a new website in spring, and the web designer needs good photos. We'd like a photographer for half a day: the horses, the indoor arena, kids' lessons and a few shots of the fields at golden hour. Do you have someone who is used to animals? What would that cost?")
m("en-t14", "PQL", "interior-design", "abroad", "Arlon",
  "We just bought an old townhouse in Arlon (we both work in Luxembourg City, it was the only way to afford a garden). The renovation is done and we don't want any more works, but the living room and dining room are long and dark and we have no idea how to lay out the furniture or light them. Looking for someone who can visit and suggest colours, furniture and lighting, maybe with a shopping list. Would someone from Luxembourg come over to Belgium for that?",
  distractors=("Luxembourg City",), not_place=("Luxembourg",), nt=True)
m("en-t15", "PQ", None, None, None,
  "We're a family with twin boys (3) living in Kirchberg and my parental leave ends in March. Looking for a nanny or an experienced babysitter three afternoons a week, 13:00 to 18:30, to pick them up from the crèche and look after them at home. English-speaking is a must, French is a bonus. What's the going hourly rate, and do we have to declare them at the CCSS ourselves?",
  distractors=("Kirchberg",))

# ---------------------------------------------------------------- pt (Portuguese)
m("pt-s01", "BQ", "plumbing", "Differdange", "Obercorn",
  "A descarga da sanita suspensa Geberit não para de correr e a conta da água vai ser enorme, moro em Obercorn, algum canalizador pode vir ver?")
m("pt-s02", "CQ", "electrical", "Ettelbruck", "ettelbruck",
  "metade das tomadas da cozinha deixaram de funcionar e a luz da escada pisca isto e perigoso moro em ettelbruck",
  nt=True)
m("pt-s03", "Q", "locksmith", "Sanem", "Soleuvre",
  "Perdi as chaves da caixa do correio do prédio em Soleuvre e preciso de trocar a fechadura, algum serralheiro faz isso?")
m("pt-s04", "BQ", "appliance-repair", "Diekirch", "Diekirch",
  "A máquina de lavar roupa Bosch faz um barulho enorme na centrifugação desde ontem, estamos em Diekirch, vale a pena arranjar ou compro outra?",
  nt=True)
m("pt-s05", "Q", "painting", "Larochette", "Larochette",
  "Queria um pintor para pintar o portão de ferro e as grades da varanda que estão cheios de ferrugem, moradia em Larochette, quanto pode custar mais ou menos?")
m("pt-s06", "", "pest-control", "Luxembourg", "Bonnevoie",
  "Temos baratas na cozinha e no prédio todo em Bonnevoie e o senhorio diz que não é problema dele.",
  nt=True)
m("pt-s07", "", "gardening", "Schieren", "Schieren",
  "Procuro jardineiro para cortar a relva e as sebes de uma moradia em Schieren de 15 em 15 dias, de abril a outubro.")
m("pt-s08", "Q", "translation", None, None,
  "Preciso de uma tradução certificada do meu registo criminal português para francês para um emprego, alguém faz isso rápido?")
m("pt-s09", "", "tiling", "Bissen", "Bissen",
  "Quero pôr azulejo na parede da cozinha atrás do fogão e do lava-loiça, uns 6 m², numa casa em Bissen.",
  nt=True)
m("pt-s10", "", "cleaning", "Mondercange", "Foetz",
  "A minha empresa precisa de alguém para limpar o escritório na zona industrial de Foetz duas vezes por semana ao fim do dia.",
  nt=True)
m("pt-t01", "BOQL", "heating", "Wiltz", "Wiltz",
  "Boa tarde. Moro num apartamento em Wiltz com caldeira a gás Vaillant e desde a semana passada o radiador da sala fica frio enquanto os dos quartos aquecem. A caldeira faz um barulho tipo chaleira quando arranca e a pressão está a 2,5. Um amigo que é canalizador disse que deve ser calcário no permutador, mas não quer mexer porque não é a área dele. O senhorio está em Portugal e diz para eu tratar e descontar na renda. Quem pode vir ver isto?",
  nt=True)
m("pt-t02", "OQL", "carpentry", "Reisdorf", "Reisdorf",
  "Temos uma casa antiga em Reisdorf com a porta de entrada em madeira maciça. Com a humidade deste inverno a porta inchou e já não fecha, temos de a empurrar com o ombro. Chamámos um serralheiro por causa da fechadura e ele disse que a fechadura está boa, o problema é a porta que roça em baixo e de lado. Procuramos um carpinteiro que a consiga aplainar e afinar, ou que nos diga se é melhor fazer uma nova. Quanto costuma custar?")
m("pt-t03", "BQ", "roofing", "Vallée de l'Ernz", "Medernach",
  "Com a tempestade de domingo voaram várias telhas da nossa casa em Medernach e agora entra água no sótão, já pusemos baldes. A seguradora (Lalux) pede um orçamento e fotos antes de pagar alguma coisa. O meu cunhado subiu e diz que há mais telhas partidas perto da chaminé. Algum telhador pode vir tapar isto com urgência e depois fazer o orçamento para a reparação?")
m("pt-t04", "PQ", "masonry", "abroad", "Audun-le-Tiche",
  "Olá, moramos em Audun-le-Tiche, do lado francês, mas eu trabalho em Esch. Comprámos um terreno ao lado da casa e queremos fazer um muro de blocos à volta, mais ou menos 30 metros e 1,20 de altura, com sapata. Aqui em França os pedreiros que contactei só têm vaga para o ano. As empresas do Luxemburgo também trabalham deste lado da fronteira?",
  distractors=("Esch",), not_place=("Luxemburgo",))
m("pt-t05", "PQ", "moving", "Colmar-Berg", "Colmar-Berg",
  "Depois de 22 anos no Luxemburgo, eu e o meu marido vamos voltar para Viseu quando ele se reformar, em setembro. Moramos numa casa em Colmar-Berg e queremos levar quase tudo: móveis da sala, quartos, a máquina de lavar, ferramentas da garagem e uma mota. Disseram-nos que um contentor sai mais barato do que um camião, mas não sabemos. Há empresas de mudanças aqui que façam Luxemburgo-Portugal e tratem da papelada? Quanto custa mais ou menos?",
  distractors=("Viseu",), not_place=("Luxemburgo",))
m("pt-t06", "OQ", "cleaning", "Erpeldange-sur-Sûre", "Ingeldorf",
  "Acabámos as obras na nossa casa em Ingeldorf: o eletricista e o pintor terminaram ontem e está tudo cheio de pó, restos de tinta nos vidros e cimento no chão da cozinha. Mudamo-nos no dia 15. Procuro uma empresa de limpeza que faça uma limpeza a fundo de toda a casa, são 140 m² com três casas de banho. Quanto tempo demora e quanto custa?")
m("pt-t07", "XPLQ", "renovation", "Bettendorf", "Gilsdorf",
  "Boa noite. Temos uma casa em Gilsdorf com uma garagem dupla que quase não usamos e queremos transformá-la num estúdio para o nosso filho, que trabalha em Ettelbruck e quer ter o seu espaço. É preciso abrir uma janela, isolar, fazer uma casa de banho pequena com duche, puxar eletricidade e aquecimento e pôr chão. Preferíamos uma empresa que faça tudo, para não andarmos a coordenar cinco pessoas diferentes. Alguém faz este tipo de obra? E é preciso pedir a 'autorisation de bâtir' à comuna?",
  distractors=("Ettelbruck",), nt=True)
m("pt-t08", "BOQ", "solar", "Mersch", "Mersch",
  "Temos painéis solares no telhado da nossa casa em Mersch há quatro anos. Desde o início do mês a aplicação Huawei FusionSolar mostra produção zero, mesmo com sol. O inversor na garagem tem uma luz vermelha a piscar. A empresa que os instalou já não atende o telefone e o eletricista que chamámos diz que não mexe nisso. Quem pode vir ver?",
  nt=True)
m("pt-t09", "PQ", "legal", None, None,
  "Comprámos um apartamento novo em Ehlerange há um ano, em VEFA. Desde o inverno apareceram fissuras nas paredes e humidade num quarto, e a garantia ainda está a correr. O promotor primeiro disse que vinha ver, agora já não responde a emails nem a cartas. Queremos obrigá-lo a reparar ou a pagar. Quem nos pode ajudar e quanto custa avançar com isto?",
  distractors=("Ehlerange",), nt=True)
m("pt-t10", "PQ", "accounting", None, None,
  "Casei-me no ano passado e o meu marido trabalha na Bélgica enquanto eu trabalho em Pétange. Disseram-nos que podemos pedir a tributação conjunta e receber dinheiro de volta, mas os formulários são em francês e alemão e não percebemos nada. Procuro um contabilista ou alguém que faça a declaração de impostos em português. Quanto cobram?",
  distractors=("Pétange",))
m("pt-t11", "Q", "it-support", "Redange", "Redange",
  "O computador do meu filho está lentíssimo, aparecem janelas de publicidade sozinhas e acho que apanhou um vírus. Também temos uma impressora nova que não conseguimos ligar ao wi-fi. Moramos em Redange e não temos carro esta semana. Há algum técnico de informática que venha a casa resolver isto?")
m("pt-t12", "BPQ", "web-development", None, None,
  "Tenho um restaurante português em Larochette há oito anos e só temos uma página no Facebook. Queria um site com o menu, fotografias e encomendas online para levantar no restaurante, porque o Uber Eats e o Wedely ficam com muita comissão. Quanto custa fazer um site assim e quanto tempo demora?",
  distractors=("Larochette",))
m("pt-t13", "PQ", "photography", "Helperknapp", "Boevange-sur-Attert",
  "Moramos em Mersch mas vamos casar no dia 12 de julho na igreja de Boevange-sur-Attert, a terra da noiva, e a festa é logo a seguir no salão ao lado da igreja. Procuramos um fotógrafo que fale português, para a cerimónia, as fotos de grupo à porta da igreja e a primeira parte da festa. Quanto custa normalmente?",
  distractors=("Mersch",))
m("pt-t14", "Q", "interior-design", "Esch-sur-Alzette", "L-4050",
  "Estamos à espera do primeiro bebé para março e vivemos num apartamento pequeno em L-4050. O quarto do bebé tem só 8 m² e ainda está cheio de caixas. Não queremos obras, só ajuda para organizar o espaço: que móveis cabem, cores, cortinas, luz. Existe alguém que faça isso por pouco dinheiro?",
  nt=True)
m("pt-t15", "PQ", None, None, None,
  "Vamos batizar a nossa filha em junho e fazer a festa no salão da paróquia em Niederkorn, para umas 80 pessoas. Procuramos quem faça a comida, de preferência portuguesa: leitão, bacalhau, rissóis, bolo. Alguém conhece um serviço de catering que sirva e arrume no fim? Quanto fica por pessoa?",
  distractors=("Niederkorn",))

# ---------------------------------------------------------------- it (Italian)
m("it-s01", "Q", "locksmith", "Rumelange", "Rumelange",
  "Mio padre è morto e nessuno conosce la combinazione della cassaforte a muro nella sua casa di Rumelange, chi può aprirla senza distruggerla?",
  nt=True)
m("it-s02", "BQ", "electrical", "Kayl", "Tétange",
  "Il videocitofono Bticino del nostro condominio a Tétange non suona più negli appartamenti del secondo piano, serve un elettricista?")
m("it-s03", "BQ", "appliance-repair", "Schifflange", "Schifflange",
  "Il piano a induzione Siemens dà errore E/5 e si spegne dopo pochi secondi, abito a Schifflange, conviene ripararlo?",
  nt=True)
m("it-s04", "Q", "tiling", "Pétange", "Rodange",
  "Le piastrelle del balcone si stanno staccando e sotto c'è acqua ferma, appartamento a Rodange, c'è un piastrellista che me le può rifare?")
m("it-s05", "", "gardening", "Bettembourg", "Bettembourg",
  "Cerco un giardiniere per potare una siepe di lauro lunga 40 metri nel giardino di mia suocera a Bettembourg.")
m("it-s06", "Q", "painting", "Esch-sur-Alzette", "Esch/Alzette",
  "Vorrei fare uno stucco veneziano sulla parete del salotto, abito a Esch/Alzette, qualcuno qui lo sa fare bene?",
  nt=True)
m("it-s07", "C", "cleaning", "Differdange", "differdange",
  "cerco qualcuno x pulire le vetrine e l insegna della mia gelateria a differdange ogni settimana grazie",
  nt=True)
m("it-s08", "Q", "translation", None, None,
  "Mi serve la traduzione giurata della mia laurea dall'italiano al francese per il riconoscimento al ministero, quanto costa?")
m("it-s09", "", "plumbing", "Luxembourg", "Gasperich",
  "Dalla vasca perde acqua e al vicino di sotto si è macchiato il soffitto, appartamento a Gasperich, mi serve un idraulico urgente.")
m("it-s10", "PQ", None, None, None,
  "Mio figlio vuole prendere lezioni di guida in italiano o francese, c'è un istruttore vicino a Mondercange?",
  distractors=("Mondercange",))
m("it-t01", "OQL", "heating", "Reckange-sur-Mess", "Limpach",
  "Buongiorno, abitiamo in una casa del 1985 a Limpach con una vecchia caldaia a gasolio che ormai ha 25 anni e consuma tantissimo. Vorremmo passare a una pompa di calore aria-acqua, tenendo i termosifoni dove possibile. Un elettricista ci ha detto che probabilmente bisogna potenziare il contatore. Ci servirebbe un termoidraulico che faccia un sopralluogo, ci dica se i termosifoni bastano e si occupi anche di togliere la cisterna del gasolio in cantina. Quanto può costare tutto e quanto dà lo Stato con il Klimabonus?")
m("it-t02", "PQ", "carpentry", "Dippach", "Schouweiler",
  "Nella cantina della nostra casa a Schouweiler vorrei delle scaffalature su misura in legno massello per le bottiglie di vino, circa 300 bottiglie, su una parete di 3,5 metri con una finestrella in mezzo. Mio nonno in Abruzzo le faceva da solo, io non sono capace. Conoscete un falegname che lavora bene il legno massello? Più o meno quanto costerebbe?",
  distractors=("Abruzzo",))
m("it-t03", "OQ", "roofing", "Koerich", "Koerich",
  "La casa dei miei nonni a Koerich è del 1962 e il tetto non è mai stato rifatto: tegole porose, in soffitta si vede la luce in due punti e non c'è nessun isolamento. Il muratore di fiducia della famiglia è andato in pensione. Cerchiamo un'impresa di coperture che rifaccia tutto il tetto, con isolamento e magari due finestre per la soffitta. Che prezzo dobbiamo aspettarci per circa 140 m² di tetto?")
m("it-t04", "PQ", "masonry", "Beaufort", "Beaufort",
  "Mia madre vive da sola a Beaufort, io abito a Luxembourg e ci vado il fine settimana. La scala esterna in cemento che scende in giardino è tutta crepata e un gradino si è staccato, sabato lei è quasi caduta. Vorrei farla rifare o almeno sistemare, con un corrimano. Chi fa questi lavori in zona e quanto ci vuole?",
  distractors=("Luxembourg",), nt=True)
m("it-t05", "OQ", "tiling", "Mersch", "Mersch",
  "Stiamo rifacendo il bagno nella nostra casa a Mersch. L'idraulico ha già finito scarichi e attacchi, ora mancano le piastrelle: mosaico in vetro sulla parete della doccia e gres effetto legno 20x120 a pavimento, circa 7 m² più le pareti. Il materiale è già comprato. Cerchiamo un piastrellista preciso, soprattutto per il mosaico. Qualcuno disponibile a febbraio?")
m("it-t06", "PQ", "moving", "Dudelange", "Dudelange",
  "Gestisco una piccola agenzia di viaggi nel centro di Dudelange e a fine mese ci trasferiamo in un ufficio nuovo a Schifflange. Ci sono sei scrivanie, armadi con archivi, due stampanti grandi e una cassaforte da 200 kg. Non possiamo chiudere più di un giorno. Una ditta di traslochi può fare tutto di sabato, smontaggio e rimontaggio compresi? Quanto costa?",
  distractors=("Schifflange",))
m("it-t07", "PQ", "renovation", "Luxembourg", "Merl",
  "Abbiamo comprato un appartamento degli anni '70 a Merl, 95 m², e noi siamo ancora a Milano fino a giugno. È tutto da rifare: impianto elettrico, bagno, cucina, pavimenti, porte interne e anche le finestre. Cerchiamo un'impresa che faccia la ristrutturazione completa chiavi in mano e che ci mandi foto dei lavori, visto che non possiamo venire spesso. Quanto tempo ci vuole più o meno e che budget serve?",
  distractors=("Milano",))
m("it-t08", "OQ", "solar", "Sanem", "Ehlerange",
  "Ho una carrozzeria nella zona industriale di Ehlerange, capannone con tetto piano di circa 400 m². Con le bollette di quest'anno vorrei mettere il fotovoltaico e usare la corrente di giorno per il forno di verniciatura e i compressori. Il lattoniere che ha controllato il tetto dice che regge. Chi fa impianti per aziende, e ci sono aiuti per le piccole imprese?",
  nt=True)
m("it-t09", "PQ", "legal", None, None,
  "Gestisco un bar a Kayl da sei anni. Il proprietario del locale mi ha appena scritto che a fine anno vuole aumentare l'affitto del 40% e che se non accetto devo andarmene, anche se secondo me il contratto si rinnova da solo. Ho speso 60.000 euro per sistemare il locale. Chi mi può dire cosa dice la legge qui e difendermi se serve?",
  distractors=("Kayl",), nt=True)
m("it-t10", "OPQ", "accounting", None, None,
  "Ho una piccola impresa di muratura a Differdange con tre operai. Il mio commercialista è andato in pensione a dicembre e adesso ho la dichiarazione IVA, le buste paga e il bilancio da fare. Cerco uno studio che parli italiano o francese e che segua tutto, anche i rapporti con il Centre commun. Quanto si paga di solito al mese?",
  distractors=("Differdange",))
m("it-t11", "BQ", "it-support", "Mondercange", "Pontpierre",
  "Ho uno studio di geometra a Pontpierre con tre postazioni. Abbiamo un NAS Synology dove salviamo i progetti, ma da un mese il backup esterno non parte più e uno dei dischi fa un rumore strano. In più il wifi cade ogni tanto e la stampante A3 sparisce dalla rete. Un tecnico informatico può venire in ufficio a sistemare tutto e magari fare un controllo ogni tanto?")
m("it-t12", "XBPQ", "web-development", None, None,
  "Ciao, ho un negozietto di prodotti italiani a Esch: salumi, formaggi, vino, pasta fresca. Vorrei un sito con e-commerce e click & collect, parce que mes clients me demandent toujours si on peut commander en ligne. Meglio Shopify o qualcosa fatto su misura? Quanto costa e quanto tempo ci vuole?",
  distractors=("Esch",))
m("it-t13", "Q", "photography", "Ettelbruck", "Ettelbruck",
  "Sono una sarta e ho appena aperto il mio atelier a Ettelbruck, faccio abiti da cerimonia su misura. Mi servono belle immagini dei vestiti indossati da una modella, nell'atelier e magari fuori in centro, per Instagram e per il mio sito. C'è qualcuno che fa servizi del genere per piccoli negozi? Prezzo indicativo?",
  nt=True)
m("it-t14", "OQ", "interior-design", "Waldbillig", "Mullerthal",
  "Abbiamo comprato una vecchia casa a Mullerthal e la stiamo trasformando in un B&B con quattro camere. I lavori li sta facendo un'impresa edile e finiranno a maggio, ma per l'arredamento siamo in alto mare: vorremmo uno stile caldo, un po' nordico, che piaccia agli escursionisti. Cerchiamo qualcuno che ci aiuti a scegliere mobili, colori, tessuti e luci per le camere e la sala colazioni. Fate anche consulenze così?",
  nt=True)
m("it-t15", "PQ", "pest-control", "abroad", "Athus",
  "Abitiamo ad Athus, appena passato il confine, ma lavoriamo tutti e due a Pétange. Da quando hanno demolito il capannone vicino abbiamo topi in cantina e in garage, hanno rosicchiato i sacchi delle crocchette del cane e un cavo della lavatrice. Le trappole non bastano più. Le ditte lussemburghesi vengono anche in Belgio? Quanto costa un intervento?",
  distractors=("Pétange",), nt=True)

# ---------------------------------------------------------------- es (Spanish)
m("es-s01", "Q", "electrical", "Luxembourg", "Cents",
  "Quiero cambiar todos los enchufes e interruptores viejos del piso y añadir un punto de luz en el pasillo, vivo en Cents, ¿cuánto cobra un electricista?")
m("es-s02", "Q", "locksmith", "Hesperange", "Howald",
  "La llave gira pero la puerta no abre y me he quedado fuera de casa en Howald con la compra, ¿algún cerrajero puede venir ya?")
m("es-s03", "BQ", "appliance-repair", "Strassen", "Strassen",
  "Mi frigorífico LG no enfría en la parte de abajo aunque el congelador va bien, vivo en Strassen, ¿merece la pena repararlo?",
  nt=True)
m("es-s04", "Q", "heating", "Walferdange", "Bereldange",
  "El radiador toallero del baño no calienta aunque los demás sí, piso en Bereldange, ¿qué puede ser?",
  nt=True)
m("es-s05", "", "pest-control", "Steinsel", "Steinsel",
  "Han salido agujeritos y serrín en las vigas de madera del desván de nuestra casa en Steinsel, creo que es carcoma y busco una empresa de control de plagas.")
m("es-s06", "", "tiling", "Differdange", "Niederkorn",
  "Busco alicatador para poner azulejos en la cocina y cambiar el suelo a porcelánico, unos 14 m², en Niederkorn.")
m("es-s07", "Q", "translation", None, None,
  "Necesito una traducción jurada de mi título universitario de español a francés para la homologación, ¿cuánto tarda?")
m("es-s08", "C", "cleaning", "Esch-sur-Alzette", "esch-sur-alzette",
  "busco a alguien que limpie a fondo un piso en esch-sur-alzette que los inquilinos dejaron hecho un desastre antes de volver a alquilarlo",
  nt=True)
m("es-s09", "Q", "roofing", "Dudelange", "Dudelange",
  "Cuando llueve fuerte entra agua por el tejado al último piso de nuestro edificio en Dudelange, ¿quién puede mirarlo?",
  nt=True)
m("es-s10", "PQ", None, None, None,
  "¿Alguien conoce a un paseador de perros por Limpertsberg para mi labrador mientras trabajo?",
  distractors=("Limpertsberg",))
m("es-t01", "OQ", "electrical", "Mamer", "Holzem",
  "Acabamos de hacer una terraza nueva detrás de casa en Holzem; el albañil terminó la semana pasada. Ahora queremos unos focos empotrados en el suelo, dos enchufes exteriores para la barbacoa y una luz en la pared con sensor. Los cables tendrían que salir del cuadro del garaje. ¿Algún electricista puede venir a ver cuánto costaría?")
m("es-t02", "XQ", "plumbing", "Luxembourg", "Gare",
  "Vivo en un bajo de un edificio en el barrio de la Gare. Desde ayer, cada vez que los vecinos de arriba usan la lavadora o se duchan, el agua sucia sube por el desagüe de mi ducha y huele fatal. Creo que la bajante común está atascada. El syndic solo me dice 'on va voir' y no contesta más. ¿Alguien puede venir hoy o mañana a desatascarla?",
  nt=True)
m("es-t03", "OPQ", "painting", "Remich", "Remich",
  "Vamos a abrir un bar de tapas en Remich, en el paseo junto al Mosela, y antes de montar la barra hay que pintar todo el local: techos altos, paredes con algunas grietas pequeñas y la fachada de la planta baja, unos 120 m². El carpintero ya está haciendo la barra. Vivimos en Grevenmacher. Buscamos un pintor que pueda empezar ya y terminar en dos semanas. ¿Qué precio más o menos?",
  distractors=("Grevenmacher",))
m("es-t04", "Q", "carpentry", "Echternach", "Echternach",
  "Tenemos dos niños en una habitación abuhardillada en nuestra casa de Echternach y las literas normales no caben por la inclinación del techo. Queremos una litera de madera hecha a medida, con cajones debajo y una escalera con peldaños anchos. ¿Algún carpintero hace este tipo de muebles y cuánto tardaría?")
m("es-t05", "OQ", "masonry", "Diekirch", "Diekirch",
  "Mi padre ha tenido un ictus y vuelve a casa en silla de ruedas. Vive en Diekirch y a la entrada hay tres escalones. Un carpintero nos ofreció una rampa de madera, pero queremos algo de hormigón que dure, con barandilla. ¿Quién puede hacerla pronto y hace falta permiso del ayuntamiento?",
  nt=True)
m("es-t06", "PQ", "gardening", "abroad", "Thionville",
  "Hemos heredado de mi suegro un terreno en Thionville, unos 1500 m², que lleva años abandonado: zarzas de dos metros, arbustos y un par de árboles secos. Trabajo en Kirchberg y no tengo ni tiempo ni herramientas. ¿Alguna empresa de aquí va a Francia a desbrozar y dejarlo limpio? ¿Cuánto puede costar?",
  distractors=("Kirchberg",), nt=True)
m("es-t07", "PQ", "moving", "Kayl", "Kayl",
  "Me mudo a final de mes de mi estudio en Kayl a un piso compartido en Hamm. Son cuatro cosas: un sofá cama, una cómoda, la bici y unas 15 cajas, y es un segundo sin ascensor. No tengo carnet de conducir. ¿Hay alguien que haga mudanzas pequeñas sin cobrar una fortuna?",
  distractors=("Hamm",))
m("es-t08", "PLQ", "renovation", "Wiltz", "Wiltz",
  "Soy peluquera y por fin voy a abrir mi propio salón en Wiltz, en un local que antes era una tienda de ropa. Hay que hacerlo todo: tomas de agua y desagües para tres lavacabezas, más enchufes y buena iluminación, quitar la moqueta y poner suelo, pintar y montar un pequeño baño para clientes. Vivo en Ettelbruck y todavía trabajo por las tardes en otra peluquería, así que no puedo coordinar yo a cinco gremios distintos. ¿Hay empresas que se encarguen de toda la reforma? ¿Cuánto se tarda normalmente?",
  distractors=("Ettelbruck",))
m("es-t09", "XQ", "solar", "Clervaux", "Clervaux",
  "Somos ocho propietarios en una residencia en Clervaux y en la última asamblea salió la idea de poner placas solares en el tejado común para bajar los gastos de la comunidad. El syndic nos pide tres presupuestos antes de votar. ¿Qué empresas hacen instalaciones para comunidades de vecinos y cómo se reparte luego la electricidad?",
  nt=True)
m("es-t10", "XPQ", "legal", None, None,
  "Compramos un piso en Schifflange hace cuatro meses. Al mover los muebles hemos descubierto humedad y moho detrás de los armarios, y el vecino nos ha contado que el anterior dueño ya tuvo el mismo problema y lo tapó con pintura. En el compromis de vente no se dice nada. ¿Podemos reclamarle algo? ¿Quién nos puede asesorar?",
  distractors=("Schifflange",), nt=True)
m("es-t11", "OPQ", "accounting", None, None,
  "Tengo una pequeña empresa de limpieza en Bertrange con cuatro empleadas. Hasta ahora me llevaba las cuentas una amiga, pero se ha vuelto a Valencia. Necesito alguien que me haga la contabilidad, las nóminas, el IVA y la declaración de la sociedad. ¿Cuánto suele cobrar un contable al mes por algo así?",
  distractors=("Bertrange", "Valencia"))
m("es-t12", "BPQ", "it-support", "Leudelange", "Leudelange",
  "Mi padre tiene 78 años y vive solo en Leudelange. Su portátil Lenovo ya no arranca, se queda con la pantalla negra y un mensaje en inglés, y ahí tiene todas las fotos de mi madre. Yo trabajo en Bruselas y no puedo ir hasta dentro de un mes. ¿Hay algún técnico informático que pueda ir a su casa, intentar recuperar las fotos y dejarle el ordenador funcionando?",
  distractors=("Bruselas",))
m("es-t13", "BPQ", "web-development", None, None,
  "Doy clases de salsa y bachata en una sala alquilada en Hollerich y tengo una web hecha con Wix que no me convence, no sale en Google y los alumnos no pueden reservar. Quiero una web nueva con calendario de clases, reservas y pago online. ¿Cuánto cuesta algo así?",
  distractors=("Hollerich",))
m("es-t14", "XQ", "photography", "Luxembourg", "L-1724",
  "Estoy embarazada de 33 semanas y me gustaría hacer una sesión de fotos de embarazo ahora y otra newborn cuando nazca el bebé, las dos en casa, vivimos en L-1724. Busco una fotógrafa con experiencia con recién nacidos. ¿Se puede reservar un pack con las dos sesiones?")
m("es-t15", "Q", "interior-design", "Luxembourg", "Belair",
  "Nos hemos mudado a un piso en Belair con un salón muy grande pero muy oscuro, con una sola lámpara en el techo. No queremos hacer obras, solo saber cómo distribuir los muebles, qué lámparas poner y qué colores de textiles usar para que sea acogedor. ¿Hay alguien que haga este tipo de asesoramiento a domicilio y cuánto cobra?",
  nt=True)
