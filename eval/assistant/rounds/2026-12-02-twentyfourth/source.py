"""Round 24 blind test set: 175 messages (7 languages x 25), written blind.
m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False)
styles: L long, Q question, B brand/model/code, X code-switching, O other trade as context,
C casual, P other place names. nt: trade/professional not named."""
MESSAGES = []
META = {}
def m(mid, styles, category, commune, place, text, distractors=(), not_place=(), nt=False):
    MESSAGES.append((mid, text, category, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = {"styles": styles, "nt": nt}


# ---------------------------------------------------------------- Luxembourgish (lb)
m("lb-s01", "QC", "locksmith", "Luxembourg", "Bouneweg",
  "hu mech ausgespaart an de Schlëssel stécht bannen am Schlass, sinn zu Bouneweg virun der Dier kann haut nach een kommen",
  nt=True)
m("lb-s02", "B", "appliance-repair", "Diekirch", "Dikrich",
  "Eis Miele Wäschmaschinn weist de Feeler F53 an d'Waasser bleift an der Trommel stoen, mir sinn zu Dikrich.",
  nt=True)
m("lb-s03", "Q", "electrical", "Bettembourg", "Bettembourg",
  "Mir kréien Mëtt Januar en Elektroauto, wat kascht ongeféier eng Wallbox an der Garage vun engem Eefamilljenhaus zu Bettembourg?",
  nt=True)
m("lb-s04", "BC", "heating", "Clervaux", "Klierf",
  "Eise Buderus Kessel zu Klierf blénkt mat 6A an d'Heizung bleift kal 🥶🥶")
m("lb-s05", "C", "pest-control", "Useldange", "useldeng",
  "mir hunn zanter enger woch e maarder um späicher deen all nuecht kaméidi mécht an d'isolatioun futti rappt useldeng",
  nt=True)
m("lb-s06", "Q", "translation", None, None,
  "Ech brauch eng vereedegt Iwwersetzung vu mengem portugisesche Gebuertsschäin op Franséisch, wéi laang dauert dat?")
m("lb-s07", "Q", "solar", "Redange", "Réiden",
  "Lount et sech nach fir Solarpanneauen op en Daach ze setzen dat no Westen weist, eist Haus ass zu Réiden?")
m("lb-s08", "Q", "tiling", "Echternach", "L-6430",
  "Dräi Plättercher am Kichebuedem si gerass an ech hunn nach Ersatz an der Garage, kann een déi auswiesselen kommen (L-6430)?",
  nt=True)
m("lb-s09", "P", "moving", "Steinsel", "Steesel",
  "Mir plënneren Enn Mäerz vu Steesel op Ettelbréck, dräi Zëmmer am drëtte Stack ouni Lift.",
  distractors=("Ettelbréck",))
m("lb-s10", "C", "roofing", "Vianden", "Veianen",
  "Nom Stuerm vu gëschter feelen e puer Leeën um Daach an et reent op de Späicher, Veianen, wann ech glift séier 🙏",
  not_place=("feelen",), nt=True)
m("lb-t01", "QP", "cleaning", "Larochette", "Fiels",
  "D'Fra déi all Dënschdeg bei menger Mamm koum, ass zréck a Portugal. Mamm ass 86 a wunnt eleng zu Fiels an engem Haus mat zwee Stäck. "
  "Et geet ëm Buedem, Buedzëmmer, Kichen an e bësse Stëbs, zwou bis dräi Stonnen d'Woch. "
  "Hatt schwätzt just Lëtzebuergesch an Däitsch, dat wier wichteg. Gëtt et dat bei Iech?",
  distractors=("Portugal",), nt=True)
m("lb-t02", "LQ", "heating", "Wiltz", "Wolz",
  "Eise Kessel ass 22 Joer al a leeft nach, mee den Techniker deen all Joer fir den Entretien kënnt, sot mer hie kritt bal keng Pièces méi dofir. "
  "Hie selwer installéiert keng Wärmepompelen, hien huet gemengt ech sollt mech bei engem anere Betrib mellen. "
  "D'Haus ass vun 1974, zu Wolz, mat normale Radiateuren, an d'Fënstere si 2010 nei gemaach ginn. "
  "Geet eng Wärmepompel do iwwerhaapt oder muss ech fir d'éischt isoléieren? Ech hätt gär dass een laanscht kënnt an eng Offer mécht.",
  not_place=("éischt",), nt=True)
m("lb-t03", "QBP", "web-development", None, None,
  "Mir hunn e klengt Hotel mat néng Zëmmer zu Veianen, direkt un der Our. Bis elo lafen all d'Reservatiounen iwwer Booking a mir bezuelen 17 % Kommissioun, dat deet wéi. "
  "Mäi Jong mengt mir bräichten eng eege Säit wou d'Leit direkt reservéieren a mat Kaart bezuele kënnen, op Lëtzebuergesch, Däitsch, Franséisch an Hollännesch. "
  "Wat kascht esou eppes ongeféier a wéi laang dauert et bis et online ass?",
  distractors=("Veianen",))
m("lb-t04", "LQXOP", "legal", None, None,
  "Mir hunn am Mee eng Kichen op Mooss bei enger Schräinerei zu Bartreng bestallt, 18.000 €, dovun 12.000 € Acompte bezuelt. "
  "D'Dieren hänke schief, d'Aarbechtsplack huet e Spalt an zanter Oktober äntweren se net méi op eis Mailen. "
  "E Kolleg huet gesot ech sollt elo net nach een aneren drun doe loossen, soss verléieren ech meng Beweiser, an d'Versécherung wëll och e Rapport gesinn. "
  "Ech brauch een deen eis seet wat mir rechtlech maache kënnen: éischter eng mise en demeure oder direkt virun d'Geriicht?",
  distractors=("Bartreng",))
m("lb-t05", "Q", "interior-design", "Luxembourg", "Kierchbierg",
  "Mir hunn en neit Appartement um Kierchbierg kaaft, 85 m², alles wäiss a fäerdeg, et muss näischt ëmgebaut ginn. "
  "Mee mir wësse guer net wéi mir de Salon mat der oppener Kichen ariichte sollen, wéi eng Faarwe fir Gardinnen an Teppech, wou de Canapé hikënnt an ob den ale Schaf vun der Bomi nach dozou passt. "
  "Lount et sech, fir esou eppes een ze bezuelen deen eis beréit, a wat kascht dat ongeféier?",
  nt=True)
m("lb-t06", "O", "masonry", "Käerjeng", "Nidderkäerjeng",
  "Mir wëllen d'Mauer tëscht Kichen a Stuff opmaachen, sou ongeféier 2,50 m breet. "
  "Mäi Noper war Maurer bis hie pensionéiert gouf, an hien huet gemengt dat wier eng tragend Mauer an do misst e Stolsträger oder e Betonsturz dran, dat géif hien a sengem Alter net méi ufänken. "
  "D'Haus ass zu Nidderkäerjeng, e Reienhaus aus de 60er Joren. Ech hätt gär eng Offer fir d'Ouverture, de Rescht maache mir selwer.")
m("lb-t07", "Q", "painting", "Junglinster", "Jonglënster",
  "Mir ginn Enn Abrëll d'Schlësselen vun eisem Appartement zu Jonglënster zréck. "
  "D'Kanner haten sech deemools hir Zëmmer blo a gréng gewënscht, an de Proprietaire wëll alles erëm wäiss gesinn, soss behält hien en Deel vun der Kautioun. "
  "Et sinn zwee Zëmmer, ongeféier 40 m² Mauer, an am Gank sinn nach e puer Flecken. Kann dat een iwwer e Weekend maachen?",
  nt=True)
m("lb-t08", "Q", "carpentry", "Parc Hosingen", "Housen",
  "Mäi Bopa war Schräiner an huet eis Holztrap 1968 selwer gebaut. "
  "Elo kraachen dräi Tratten ganz haart an eng wackelt, ech wëll se awer net ersetzen, just flécken. "
  "Gëtt et zu Housen oder an der Géigend nach een deen esou eppes mécht?",
  not_place=("Tratten",))
m("lb-t09", "", "plumbing", "Troisvierges", "Ëlwen",
  "Zanter enger Woch leeft de Spullkaste vun der Toilette permanent no, et zischt de ganzen Dag. "
  "De Proprietaire seet dat wier Entretien an dofir misst ech als Locataire bezuelen, ech mengen net, mee dat kläre mer herno. "
  "Ech brauch just een deen dat séier flécke kënnt, ech wunnen zu Ëlwen, Rue de la Gare.",
  not_place=("Gare",), nt=True)
m("lb-t10", "QP", "gardening", "abroad", "Arel",
  "Meng Elteren wunnen zanter 30 Joer zu Arel, just iwwer der Grenz. De Papp kann d'Hecken net méi selwer schneiden an de Rasen ass e Bësch ginn. "
  "Ech schaffen zu Stroossen a kommen nëmme samschdes laanscht. Kéint een all zwou Wochen do eriwwer fuere fir de Gaart ze maachen?",
  distractors=("Stroossen",))
m("lb-t11", "QXP", "accounting", None, None,
  "Eise Comptable, deen eis Steiererklärung 15 Joer laang gemaach huet, ass an d'Pensioun gaangen. "
  "Mir sinn e Koppel, ech schaffen zu Lëtzebuerg a mäi Mann ass Frontalier an der Belsch, mir hunn eng Wunneng verlount an e Prêt lafen. "
  "Wie mécht eis d'Deklaratioun fir 2025 a wat kascht dat?",
  distractors=("Lëtzebuerg",))
m("lb-t12", "BO", "it-support", "Mersch", "Mersch",
  "Mir hunn e Coiffeursalon zu Mersch. Zanter dem Update vum Router verbënnt de Kaartenterminal (Worldline Yomani) net méi mam Wifi an d'Clientë musse cash bezuelen. "
  "De Servicedesk vun der Bank seet et wier eist Netz, de Provider seet et wier den Terminal. "
  "Ech brauch een deen dat vu Plaz kuckt, am léifste muer virun 9 Auer.",
  nt=True)
m("lb-t13", "Q", "photography", "Beckerich", "Hovelange",
  "Mir bestueden eis de 4. Juli an der Kierch zu Hovelange an duerno feiere mir am Sall vun der Gemeng, ongeféier 90 Leit. "
  "Wat kascht e Fotograf fir den Dag vun der Zeremonie bis bei den Iessen, a kritt een d'Biller och op engem Stick?")
m("lb-t14", "QCP", None, None, None,
  "moien mäin auto mécht zanter gëschter e komesche kaméidi vir riets wann ech bremsen. ech muss all dag op dikrich schaffe fueren an de kontroll ass och am februar. kann een dat nach dës woch kucken",
  distractors=("dikrich",))
m("lb-t15", "LQXO", "renovation", "Remich", "Remich",
  "Mir hunn dem Bopa säin Haus zu Remich geierft, gebaut 1958 an zanter 10 Joer eidel. "
  "Et brauch eng nei Kichen, d'Buedzëmmer komplett, d'Elektresch nei, nei Fënsteren an d'Plättercher am Gank. "
  "Mir schaffen allen zwee voll a wëllen net selwer mat zéng Handwierker jongléieren, wann de Sanitär net kënnt, kann de Plättler net ufänken, dat kenne mer vum Noper, dee blouf zwee Méint ouni Buedzëmmer. "
  "Maacht Dir dat alles aus enger Hand, mat engem Responsabelen fir de ganze Chantier?",
  nt=True)

# ---------------------------------------------------------------- French (fr)
m("fr-s01", "C", "plumbing", "Differdange", "Differdange",
  "Fuite sous l'évier de la cuisine, l'eau coule dans le meuble et j'ai coupé l'arrivée, Differdange, urgent svp",
  nt=True)
m("fr-s02", "Q", "electrical", "Sanem", "Soleuvre",
  "Le disjoncteur différentiel saute à chaque fois qu'il pleut, je pense que c'est la prise extérieure de la terrasse, maison à Soleuvre, vous pouvez passer cette semaine ?",
  nt=True)
m("fr-s03", "B", "appliance-repair", "Bertrange", "Bertrange",
  "Lave-vaisselle Bosch Serie 4 qui affiche E:24 et ne vidange plus, on est à Bertrange.",
  nt=True)
m("fr-s04", "QC", "locksmith", "Esch-sur-Alzette", "esch-sur-alzette",
  "bonjour clé cassée dans la serrure de la porte d'entrée 😩 je suis devant chez moi à esch-sur-alzette possible aujourd'hui ?",
  nt=True)
m("fr-s05", "", "gardening", "Leudelange", "Leudelange",
  "Je cherche quelqu'un pour tondre la pelouse tous les 15 jours d'avril à octobre, environ 600 m² à Leudelange.",
  nt=True)
m("fr-s06", "QB", "web-development", None, None,
  "Combien coûte une petite boutique en ligne sur Shopify pour vendre mes bougies artisanales, avec paiement par Payconiq ?",
  nt=True)
m("fr-s07", "", "pest-control", "Mondorf-les-Bains", "Mondorf-les-Bains",
  "Punaises de lit dans l'appartement qu'on loue à Mondorf-les-Bains depuis le départ des derniers locataires, il faudrait traiter avant le 1er mars.",
  nt=True)
m("fr-s08", "Q", "interior-design", "Strassen", "Strassen",
  "Vous faites aussi du conseil en décoration seul, sans travaux, pour un salon de 30 m² à Strassen ?")
m("fr-s09", "X", "photography", "Mamer", "Mamer",
  "Besoin d'un shooting photo de notre maison à Mamer pour l'annonce de vente, style home staging, 6 pièces avec jardin, si possible avant le 20 janvier.")
m("fr-s10", "QP", "moving", "Hesperange", "Hesperange",
  "Déménagement d'un 2 pièces de Hesperange vers Thionville le samedi 14 février, vous avez un monte-meuble ?",
  distractors=("Thionville",))
m("fr-t01", "L", "plumbing", "Pétange", "Rodange",
  "Le plombier qui a installé notre chauffe-eau électrique il y a trois ans est passé deux fois, il a changé un joint et le groupe de sécurité, mais ça goutte toujours et le bac sous le ballon se remplit en deux jours. "
  "Maintenant il ne répond plus au téléphone. On habite une maison de 1990 à Rodange, le ballon est dans la buanderie au sous-sol à côté de la machine à laver. "
  "Je voudrais que quelqu'un d'autre regarde ça sérieusement, même si je dois payer le déplacement.")
m("fr-t02", "BQ", "heating", "Dippach", "Schouweiler",
  "Depuis la coupure de courant de dimanche, la chaudière Viessmann Vitodens affiche F4 et redémarre toute seule puis se remet en défaut. "
  "Il fait 16 degrés dans le salon et on a deux enfants en bas âge. "
  "On est à Schouweiler, quelqu'un peut venir demain matin ?",
  nt=True)
m("fr-t03", "LOP", "legal", None, None,
  "Je suis carreleur depuis 12 ans dans la même entreprise à Foetz. Après mon accident de travail en juin (genou), j'ai été en arrêt quatre mois et la semaine de mon retour mon patron m'a licencié avec préavis, en disant que c'était économique. "
  "Pourtant il a embauché deux intérimaires en octobre. J'ai la lettre, mes fiches de paie et le certificat du médecin du travail qui dit que je peux reprendre. "
  "Je cherche un avocat en droit du travail qui parle français ou portugais.",
  distractors=("Foetz",))
m("fr-t04", "QOP", "accounting", None, None,
  "Avec mon associée on a ouvert une petite société de nettoyage à Differdange il y a six mois, on a trois salariées maintenant. "
  "On s'est inscrites à la TVA mais on n'a jamais fait de déclaration trimestrielle et on reçoit des courriers de l'AED qu'on ne comprend pas bien. "
  "Vous pourriez reprendre notre comptabilité et les déclarations, et ça coûte combien par mois ?",
  distractors=("Differdange",))
m("fr-t05", "QOP", "translation", None, None,
  "Combien coûte la traduction assermentée d'un jugement de divorce portugais de 12 pages vers le français ? "
  "Le notaire à Luxembourg en a besoin pour la vente de l'appartement et mon avocat dit que la copie doit être certifiée. "
  "Délai : fin du mois.",
  distractors=("Luxembourg",))
m("fr-t06", "XO", "cleaning", "Esch-sur-Alzette", "Esch/Alzette",
  "État des lieux de sortie le 31 janvier à 10h pour notre appartement à Esch/Alzette, 75 m², deux chambres. "
  "Le propriétaire est très pointilleux : four, hotte, vitres, joints de la douche, placards, tout doit être nickel, sinon il garde la caution. "
  "On déménage le 28 donc l'appart sera vide, il faudrait passer le 29 ou le 30. Deep clean quoi, on n'aura pas le temps.",
  nt=False)
m("fr-t07", "LQO", "renovation", "Luxembourg", "Belair",
  "Nous venons d'acheter un appartement des années 70 à Belair, 95 m², tout est d'origine. "
  "Il faudrait refaire la cuisine et la salle de bain, remplacer les sols, mettre l'électricité aux normes et repeindre partout, et on aimerait abattre la cloison entre la cuisine et le séjour. "
  "Est-ce que vous prenez en charge l'ensemble avec un seul interlocuteur, ou est-ce qu'il faut chercher chaque corps de métier nous-mêmes ? "
  "Nous voudrions emménager en septembre, la rentrée des enfants est le 15.",
  nt=True)
m("fr-t08", "P", "roofing", "Frisange", "Aspelt",
  "Mon beau-frère, qui est couvreur à Metz, est monté voir après la tempête : d'après lui la gouttière côté rue est décrochée et deux ardoises ont glissé au-dessus de la lucarne. "
  "Lui ne peut pas travailler au Luxembourg. On habite à Aspelt, il faudrait quelqu'un avant les prochaines pluies.",
  distractors=("Metz", "Luxembourg"))
m("fr-t09", "Q", "masonry", "Steinfort", "Steinfort",
  "Depuis cet été, une fissure en escalier s'est ouverte dans le mur en blocs du garage, elle fait bien 5 mm en haut et elle s'allonge. "
  "La maison est à Steinfort, construite en 1985, le garage est accolé. "
  "Est-ce que c'est grave et qui peut reprendre ça proprement ?",
  nt=True)
m("fr-t10", "OP", "tiling", "abroad", "Thionville",
  "Je suis propriétaire d'un F3 à Thionville que je loue, moi je travaille à Bertrange et j'y passe rarement. "
  "La locataire m'envoie des photos : plusieurs carreaux de la douche à l'italienne sont fissurés et les joints sont noirs, l'eau commence à passer derrière. "
  "Le plombier qui est venu pour le siphon a dit que ce n'était pas son travail. Il faudrait refaire cette partie avant que ça abîme tout.",
  distractors=("Bertrange",), nt=True)
m("fr-t11", "L", "carpentry", "Luxembourg", "Limpertsberg",
  "Je suis copropriétaire dans un immeuble de huit appartements au Limpertsberg. "
  "La grande porte d'entrée en chêne frotte au sol depuis l'hiver dernier et ne se ferme plus toute seule, donc n'importe qui peut entrer. "
  "Le syndic et l'assurance se renvoient la balle sur qui doit payer, mais on a voté en AG de faire réparer quand même, la facture sera réglée par le fonds de réserve. "
  "Il nous faut un devis pour raboter ou régler la porte et revoir les charnières.",
  nt=True)
m("fr-t12", "QP", "it-support", "Mondercange", "Mondercange",
  "Mon neveu, qui est informaticien, s'occupait de l'ordinateur de mon père, mais il est parti travailler au Canada. "
  "Papa a 82 ans, il vit à Mondercange, et depuis quelques jours il y a des fenêtres de publicité partout, l'imprimante HP ne marche plus et il a peur d'aller sur sa banque en ligne. "
  "Vous vous déplacez à domicile pour ce genre de choses ?",
  distractors=("Canada",))
m("fr-t13", "CP", None, None, None,
  "bonsoir on cherche une baby sitter pour nos 2 enfants (4 et 7 ans) le mercredi après midi et parfois le soir. on habite hesperange pres de l'école. elle doit parler français ou anglais merci",
  distractors=("hesperange",))
m("fr-t14", "BQ", "solar", "Schifflange", "Schifflange",
  "Nous avons des panneaux photovoltaïques depuis 2012 sur notre maison à Schifflange, le tarif de rachat se termine l'an prochain et l'onduleur SMA Sunny Boy commence à faire des siennes. "
  "Est-ce que ça vaut encore le coup de le remplacer et d'ajouter une batterie pour consommer nous-mêmes, ou mieux vaut tout refaire ?")
m("fr-t15", "Q", "painting", "Dudelange", "Dudelange",
  "Nous sommes six copropriétaires dans une petite résidence à Dudelange. "
  "L'assemblée générale a enfin voté le budget : 9 000 € maximum pour repeindre la cage d'escalier et les garde-corps des balcons qui rouillent. "
  "Le syndic demande trois devis avant fin janvier. Vous pouvez passer mesurer ?")

# ---------------------------------------------------------------- German (de)
m("de-s01", "Q", "electrical", "Grevenmacher", "Grevenmacher",
  "Im Keller fliegt ständig die Sicherung für die Steckdosen raus, auch wenn gar nichts eingesteckt ist, Haus in Grevenmacher, wann hätten Sie Zeit?",
  nt=True)
m("de-s02", "B", "plumbing", "Mertert", "L-6630",
  "Unser Judo Wasserenthärter zieht kein Salz mehr und das Wasser ist wieder total kalkig, Adresse 12 Route de Trèves, L-6630.",
  nt=True)
m("de-s03", "", "locksmith", "Contern", "Mutfort",
  "Schlüssel im Briefkastenschloss abgebrochen, Mehrfamilienhaus in Mutfort, die Post stapelt sich schon.",
  nt=True)
m("de-s04", "C", "pest-control", "Rosport-Mompach", "rosport",
  "wespennest im rollladenkasten vom kinderzimmer die kleine traut sich nicht mehr rein 😟 rosport",
  nt=True)
m("de-s05", "B", "appliance-repair", "Niederanven", "Senningerberg",
  "AEG Wäschetrockner zeigt E51 und wird nicht mehr warm, wir wohnen in Senningerberg.",
  nt=True)
m("de-s06", "Q", "accounting", None, None,
  "Wer übernimmt die laufende Buchhaltung und den Jahresabschluss für meine kleine SARL-S mit Onlinehandel, ungefähr 40 Rechnungen im Monat?")
m("de-s07", "", "gardening", "Consdorf", "Consdorf",
  "Zwei alte Fichten direkt am Haus in Consdorf müssen gefällt werden, eine lehnt schon Richtung Dach.",
  nt=True)
m("de-s08", "C", "roofing", "Betzdorf", "betzdorf",
  "flachdach der garage undicht die bitumenbahn hat blasen und es tropft aufs auto betzdorf",
  nt=True)
m("de-s09", "", "photography", "Lenningen", "Canach",
  "Wir suchen für die Taufe unserer Tochter am achten März in Canach einen Fotografen für Kirche und Kaffeetafel.",
  not_place=("einen",))
m("de-s10", "P", "moving", "Berdorf", "Berdorf",
  "Klavier (Seiler, rund 250 kg) muss von Berdorf nach Bech in den ersten Stock, Treppe mit Kurve.",
  distractors=("Bech",),
  nt=True)
m("de-t01", "LBO", "electrical", "Schuttrange", "Munsbach",
  "Ich bin Verwalter eines kleinen Mehrfamilienhauses mit sechs Parteien in Munsbach. "
  "Die Gegensprechanlage von Siedle ist über 25 Jahre alt, bei zwei Wohnungen funktioniert der Türöffner nicht mehr und bei einer hört man nur Rauschen. "
  "Der Elektriker, der das Haus damals gebaut hat, ist in Rente, und der Installateur, der für die Heizung kommt, macht so etwas nicht. "
  "Wir überlegen, gleich auf eine Anlage mit Video umzurüsten, die Eigentümerversammlung ist am 12. Februar und bis dahin brauche ich ein Angebot, das ich vorlegen kann.")
m("de-t02", "Q", "heating", "Sandweiler", "Sandweiler",
  "Im Bad im Obergeschoss bleibt der Boden kalt, alle anderen Räume mit Fußbodenheizung werden warm. "
  "Am Verteiler im Flur haben wir schon die Stellantriebe kontrolliert, das Lämpchen leuchtet. "
  "Haus Baujahr 2015 in Sandweiler, Wärmepumpe. Kann das jemand durchmessen und einstellen?")
m("de-t03", "QO", "painting", "Wormeldange", "Ehnen",
  "Wir betreiben ein kleines Weingut in Ehnen mit Probierstube. "
  "Nächstes Jahr im Mai haben wir 100-jähriges Jubiläum und die Fassade zur Weinstraße sieht wirklich schlimm aus, der Putz ist grau und an einigen Stellen blättert die alte Farbe ab. "
  "Wir hätten gern, dass sie bis Ostern frisch gestrichen ist. Machen Sie vorher auch eine Reinigung mit Hochdruck?")
m("de-t04", "LO", "carpentry", "Flaxweiler", "Oberdonven",
  "Ich bin selber Fliesenleger und habe unser Bad und die Küchenwand komplett selbst gemacht. "
  "Jetzt fehlt noch die Arbeitsplatte: massive Eiche, 3,20 m lang, L-Form, mit Ausschnitt für Spüle und Kochfeld, genau auf Maß, weil die Wände krumm sind. "
  "Das kann ich nicht, dafür braucht man eine richtige Werkstatt und die passenden Maschinen, ein Kollege hat es mal mit der Handkreissäge versucht und es sah schlimm aus. "
  "Wir wohnen in Oberdonven, ich könnte das Aufmaß vor Ort gemeinsam mit Ihnen machen und bei der Montage helfen.",
  nt=True)
m("de-t05", "Q", "masonry", "Bech", "Bech",
  "Meine Mutter sitzt seit ihrem Schlaganfall im Rollstuhl und kommt nächsten Monat aus der Reha. "
  "Vor ihrem Haus in Bech sind drei Stufen zur Haustür. "
  "Was kostet ungefähr eine betonierte Rampe mit Geländer, oder lohnt sich eher ein Plattformlift?",
  nt=True)
m("de-t06", "LP", "legal", None, None,
  "Mein Vater ist im Frühjahr in Remich gestorben, das Haus gehört jetzt uns drei Geschwistern zu gleichen Teilen. "
  "Mein Bruder wohnt seitdem darin, zahlt keine Miete, will weder verkaufen noch uns auszahlen und antwortet nicht mehr auf Briefe. "
  "Meine Schwester und ich leben in Deutschland. Der Notar sagt, er kann da nichts machen, solange wir uns nicht einig sind, und die Grundsteuer zahlen wir. "
  "Wir brauchen einen Anwalt, der sich mit Erbrecht in Luxemburg auskennt und uns sagt, wie wir weiterkommen.",
  distractors=("Remich", "Deutschland", "Luxemburg"), not_place=("einen",))
m("de-t07", "BO", "it-support", "Manternach", "Münschecker",
  "Wir sind ein Malerbetrieb mit sechs Leuten, das Büro ist bei uns im Haus in Münschecker. "
  "Seit dem Stromausfall letzte Woche sieht kein Rechner mehr das Synology-NAS, auf dem alle Angebote und Rechnungen liegen, und das WLAN im Büro bricht alle paar Minuten ab. "
  "Mein Sohn hat schon alles neu gestartet. Wir brauchen jemanden, der vorbeikommt, am besten vor Monatsende.",
  nt=True)
m("de-t08", "QBP", "web-development", None, None,
  "Wir vermieten zwei Ferienwohnungen in Berdorf, direkt am Mullerthal Trail. "
  "Bisher läuft alles über Airbnb und E-Mails, und wir haben schon zweimal doppelt vermietet. "
  "Bauen Sie auch Buchungsseiten mit Kalender, der sich mit Airbnb abgleicht, und Bezahlung per Kreditkarte? Was kostet so etwas ungefähr?",
  distractors=("Berdorf", "Mullerthal"))
m("de-t09", "XO", "cleaning", "Luxembourg", "Kirchberg",
  "Die Reinigungsfirma, die unser Büro auf dem Kirchberg seit drei Jahren macht, hat zum Monatsende gekündigt, sie haben nicht genug Personal. "
  "Es sind 320 m² Open Space, zwei Meeting Rooms, Küche und Toiletten, Montag bis Freitag abends nach 18 Uhr. "
  "Der Facility Manager vom Gebäude will bis Freitag einen Nachfolger mit Angebot.",
  not_place=("einen",))
m("de-t10", "QP", "solar", "abroad", "Konz",
  "Wir haben ein Reihenhaus in Konz mit Süddach, ca. 45 m², und ich pendle jeden Tag nach Luxemburg-Gasperich. "
  "Lohnt sich für uns eine PV-Anlage mit Speicher, wenn wir tagsüber kaum zu Hause sind? "
  "Und arbeiten Sie überhaupt auf der deutschen Seite?",
  distractors=("Luxemburg", "Gasperich"))
m("de-t11", "P", "translation", None, None,
  "Unser Sohn heiratet im Juni in Saarbrücken. Das Standesamt dort verlangt seine Geburtsurkunde aus Luxemburg, die auf Französisch ist, in deutscher Übersetzung von einem vereidigten Übersetzer. "
  "Es ist nur eine Seite, aber es eilt etwas.",
  distractors=("Saarbrücken", "Luxemburg"))
m("de-t12", "QP", None, None, None,
  "Unsere Tochter ist in der 4e im Lycée in Echternach und hat in Mathe gerade eine 18 von 60 geschrieben. "
  "Wir suchen jemanden, der zweimal pro Woche Nachhilfe gibt, am liebsten auf Deutsch, sie versteht die Erklärungen auf Französisch nicht gut. "
  "Bieten Sie so etwas an?",
  distractors=("Echternach",))
m("de-t13", "QO", "interior-design", "Waldbillig", "Christnach",
  "Der Schreiner, der gerade unsere Küche einbaut, meinte, wir sollten uns vor dem Möbelkauf für den Wohnbereich beraten lassen, weil der Raum so lang und schmal ist. "
  "Es geht nur um Aufteilung, Farben, Licht und welche Möbel reinpassen, nicht um Umbau. "
  "Wohnung in Christnach, ca. 60 m² offen. Gibt es so eine Beratung bei Ihnen und was kostet sie?",
  nt=True)
m("de-t14", "Q", "tiling", "Biwer", "Wecker",
  "Hinter der Spüle und dem Herd kleben noch die braunen Fliesen aus den 80ern, ungefähr 4 m². "
  "Wir hätten gern stattdessen weiße Metro-Fliesen, die Küche selbst bleibt. "
  "Wir wohnen in Wecker. Ist das ein Auftrag von einem Tag oder länger?",
  nt=True)
m("de-t15", "L", "renovation", "Beaufort", "Befort",
  "Wir haben von der Bank endlich die Zusage für den Kredit bekommen und der Klimabonus ist auch bewilligt, Frist für den Baubeginn ist Ende Juni. "
  "Es geht um eine alte Scheune an unserem Haus in Befort, die zu einer Wohnung für meine Schwiegereltern umgebaut werden soll: Dämmung, Fenster, Bad, Küche, Elektrik, Heizung, Böden. "
  "Wir suchen eine Firma, die das schlüsselfertig übernimmt und einen festen Preis macht, wir selbst arbeiten beide Vollzeit und haben dafür keine Zeit.",
  not_place=("einen",), nt=True)

# ---------------------------------------------------------------- English (en)
m("en-s01", "C", "locksmith", "Kopstal", "bridel",
  "need all the locks changed asap tenant moved out and never gave back 2 of the 3 keys, house in bridel",
  nt=True)
m("en-s02", "QB", "appliance-repair", "Luxembourg", "Luxembourg City",
  "Samsung fridge RB38 stopped cooling but the freezer part is still fine, any chance someone can come out to Luxembourg City tomorrow?",
  nt=True)
m("en-s03", "BC", "plumbing", "Kehlen", "kehlen",
  "shower drain in our rental in kehlen smells awful and drains super slow even after 2 bottles of Destop 🙄",
  nt=True)
m("en-s04", "Q", "electrical", "Koerich", "Koerich",
  "Can someone install two outdoor sockets and some low lights along the garden path of our house in Koerich?",
  nt=True)
m("en-s05", "", "painting", "Lintgen", "Lintgen",
  "Looking for a quote to repaint the rusty metal railings of our balcony and front steps in Lintgen before spring.")
m("en-s06", "P", "legal", None, None,
  "Need an English-speaking lawyer for a deposit dispute, our landlord in Strassen is keeping €4,800 for 'wear and tear' after five years.",
  distractors=("Strassen",))
m("en-s07", "B", "it-support", "Helperknapp", "Tuntange",
  "Since we switched to the new POST fibre box the Wi-Fi no longer reaches the upstairs bedrooms, need a proper mesh setup at our house in Tuntange.",
  nt=True)
m("en-s08", "Q", "interior-design", "Luxembourg", "Gasperich",
  "Could an interior designer help us plan the layout of a 45 m² studio in Gasperich before we buy any furniture?")
m("en-s09", "Q", "solar", "Garnich", "Garnich",
  "Does it still make sense to add a battery to our 8 kWp solar panels in Garnich now that the feed-in tariff is so low?")
m("en-s10", "Q", "translation", None, None,
  "How much for a sworn translation of a three-page Chinese university transcript into French, and how long does it take?")
m("en-t01", "L", "painting", "Colmar-Berg", "Colmar-Berg",
  "I own a small two-bedroom flat in Colmar-Berg that I rent out. The last tenant smoked inside for four years despite the lease, and the ceilings and walls have gone yellow-brown, you can smell it as soon as you open the door. "
  "New tenants are moving in on 1 March, so everything needs to be back to a clean bright white by the end of February, and the stains must not come through again after a month. "
  "Roughly 180 m² of walls and ceilings in total.",
  nt=True)
m("en-t02", "Q", "gardening", "Habscht", "Septfontaines",
  "The gardener who looked after our garden in Septfontaines for almost ten years has retired. "
  "It's about 1,200 m²: grass, a long hornbeam hedge, some fruit trees and a few beds my wife plants herself. "
  "We'd need someone every two weeks from April and for the hedge twice a year. Do you have anyone who covers our area?",
  not_place=("grass",))
m("en-t03", "P", "pest-control", "abroad", "Aubange",
  "Hello, we are renting house in Aubange, Belgium since september. Every night we hear mouses in the kitchen ceiling and this morning I found droppings in the drawer with the baby things. "
  "Landlord say it is not his problem. I work in Luxembourg and can be home after 17h or on saturday. Please somebody who can come and put the traps and close the holes.",
  distractors=("Belgium", "Luxembourg"), nt=True)
m("en-t04", "B", "roofing", "Bissen", "Bissen",
  "Water drips from the Velux window in our son's bedroom every time it rains hard with wind from the west, and there's now a brown stain spreading on the ceiling around it. "
  "The house in Bissen is from 2004, the roof itself is slate. "
  "The insurance wants a report from someone who goes up and checks the flashing before they'll cover the inside damage.",
  nt=True)
m("en-t05", "Q", "masonry", "Lorentzweiler", "Bofferdange",
  "The old stone wall between our garden and the neighbour's in Bofferdange is bulging in the middle and a few stones fell out after the frost. "
  "It's about 12 metres long and 1.5 m high. Is it worth repairing, or is it better to pull it down and rebuild it in blocks, and roughly what would each option cost?",
  nt=True)
m("en-t06", "XO", "cleaning", "Erpeldange-sur-Sûre", "Ingeldorf",
  "Our renovation in Ingeldorf is finally finishing next Friday: new floors, plastering, bathroom, the lot. "
  "The builders sweep up but there's fine dust absolutely everywhere, in the cupboards, on the windows, in the radiators. "
  "We'd like a proper after-works cleaning, a nettoyage de fin de chantier as they call it here, before we move back in with the kids on the 20th.")
m("en-t07", "QBP", "heating", "Schieren", "Schieren",
  "My father-in-law was a heating engineer in Portugal and he says the radiators upstairs just need bleeding, so he did all of them on Sunday. "
  "Now the Vaillant ecoTEC downstairs shows F.22 and the pressure gauge is almost at zero, and the bedrooms are still cold. "
  "We live in Schieren. Can somebody come and look at it properly before the weekend? It's getting cold.",
  distractors=("Portugal",))
m("en-t08", "Q", "carpentry", "Luxembourg", "Cents",
  "Do you also build wardrobes to measure under a sloped ceiling? "
  "We converted the attic of our house in Cents into a bedroom and none of the IKEA stuff fits, the slope starts at 90 cm. "
  "Ideally oak veneer with sliding doors, about 4 metres along the wall.",
  nt=True)
m("en-t09", "XOP", "accounting", None, None,
  "I'm a freelance wedding and portrait photographer, registered as indépendant since March, and I live in Hollerich. "
  "I have no idea how the quarterly VAT works here or what I can deduct (camera gear, car, home office), and the CCSS letters are all in French. "
  "I need someone to do my bookkeeping and my first tax return properly.",
  distractors=("Hollerich",))
m("en-t10", "OP", "web-development", None, None,
  "We're a family plumbing and heating company in Mersch, three vans, and our website was built in 2011 by my cousin. "
  "It doesn't work on phones, there's no way for customers to send photos of a problem or book an emergency call-out, and Google doesn't find us anymore. "
  "We need a new site, simple, in FR/DE/EN, that we can update ourselves.",
  distractors=("Mersch",))
m("en-t11", "LP", "moving", "Walferdange", "Helmsange",
  "After eight years here we're relocating back to Ireland at the end of April, and my employer covers the removal. "
  "It's a three-bedroom house in Helmsange with a garage full of bikes and garden furniture, plus an upright piano that is going to my sister in Dublin. "
  "HR needs two quotes for packing, a container and door-to-door delivery by 15 April, so someone would have to come and do a survey in the next two weeks, ideally on a Saturday when we are both at home.",
  distractors=("Ireland", "Dublin"))
m("en-t12", "", "tiling", "Strassen", "Strassen",
  "The tiles on our terrace in Strassen lifted and cracked after last winter's frost, about 25 m². "
  "The company that laid them three years ago went bankrupt, so forget the warranty, we've accepted that. "
  "We just want someone to take them up and relay the terrace properly this spring, we can buy the tiles ourselves.",
  nt=True)
m("en-t13", "Q", "photography", "Luxembourg", "Kirchberg",
  "Our consulting firm celebrates its 25th anniversary with a reception for about 150 guests at our offices in Kirchberg on 19 June, 6 to 10 pm. "
  "The caterer and the DJ are booked. We'd like a photographer for the speeches, group shots and candid pictures, delivered edited within a week. Are you available and what would it cost?")
m("en-t14", "OP", "renovation", "Mamer", "Capellen",
  "Our architect drew up plans to turn the double garage of our house in Capellen into a small flat for my mother: insulation, a new window, a shower room, a kitchenette, heating and electrics. "
  "The permit from the commune came through last week. "
  "She advised us to get one general contractor who coordinates all the trades rather than hiring each one ourselves, since we're both in Brussels during the week.",
  distractors=("Brussels",), nt=True)
m("en-t15", "QP", None, None, None,
  "We both work long hours in Kirchberg and our labrador Bill is alone at home in Limpertsberg all day. "
  "Is there someone who could walk him for an hour around lunchtime, Monday to Friday? He's friendly but pulls a lot.",
  distractors=("Kirchberg", "Limpertsberg"), not_place=("Bill",))

# ---------------------------------------------------------------- Portuguese (pt)
m("pt-s01", "", "cleaning", "Ettelbruck", "Ettelbruck",
  "Procuro uma senhora para limpeza 4 horas por semana numa casa com 3 quartos em Ettelbruck, de preferência à segunda de manhã.")
m("pt-s02", "QC", "locksmith", "Luxembourg", "Bonnevoie",
  "perdi as chaves de casa e o meu filho so chega as 20h, estou na rua em bonnevoie, alguem pode abrir a porta sem estragar a fechadura?",
  nt=True)
m("pt-s03", "B", "appliance-repair", "Schifflange", "Schifflange",
  "O forno Whirlpool já não aquece em baixo, só o grill funciona, moro em Schifflange.",
  nt=True)
m("pt-s04", "C", "electrical", "Esch-sur-Alzette", "esch/alzette",
  "as tomadas da cozinha ficaram sem corrente e cheira a queimado ao pé do quadro 😰 esch/alzette urgente",
  nt=True)
m("pt-s05", "Q", "roofing", "Roeser", "Berchem",
  "Quanto custa trocar o telhado de fibrocimento do anexo por painel sandwich, são uns 30 m², moradia em Berchem?",
  nt=True)
m("pt-s06", "X", "translation", None, None,
  "Preciso de uma tradução juramentada da certidão de casamento de português para francês, a commune pede para o dossier do regroupement familial.")
m("pt-s07", "", "gardening", "Dalheim", "Dalheim",
  "Alguém para cortar a sebe e tratar do jardim da minha mãe em Dalheim, ela já não consegue sozinha.")
m("pt-s08", "", "pest-control", "Weiler-la-Tour", "Weiler-la-Tour",
  "Temos baratas na cozinha do apartamento em Weiler-la-Tour, já usámos spray e gel e elas voltam sempre.",
  nt=True)
m("pt-s09", "Q", "tiling", "Reckange-sur-Mess", "Reckange-sur-Mess",
  "Queria azulejar a parede da cozinha por cima da bancada, uns 3 m², em Reckange-sur-Mess, fazem orçamento?")
m("pt-s10", "BC", "solar", "Stadtbredimus", "Stadtbredimus",
  "o inversor huawei dos paineis solares esta com a luz vermelha e a app mostra 0 kWh desde sexta, casa em Stadtbredimus")
m("pt-t01", "QP", "cleaning", "Winseler", "Pommerloch",
  "O sofá de tecido bege da sala tem manchas de vinho tinto e de xixi do cão, e as seis cadeiras da sala de jantar também estão cheias de nódoas. "
  "Em dezembro vem a família toda de Portugal passar o Natal connosco. "
  "Há alguém que venha a casa com máquina para tratar disto? Moramos em Pommerloch.",
  distractors=("Portugal",), nt=True)
m("pt-t02", "BO", "heating", "Putscheid", "Stolzembourg",
  "Eu sou canalizador de profissão, mas em caldeiras a gasóleo não mexo, não é a minha área. "
  "A nossa Buderus em Stolzembourg faz um barulho de assobio, acende e apaga várias vezes por hora e no visor aparece 6A. "
  "O homem que fazia a manutenção reformou-se. Preciso de alguém que saiba destas caldeiras antes que pare de vez.",
  nt=True)
m("pt-t03", "X", "masonry", "Bous-Waldbredimus", "Bous",
  "Recebemos uma carta da commune: o muro do jardim que dá para a rua está inclinado e a cair aos bocados, e temos 30 dias para o reparar, senão mandam fazer e enviam-nos a fatura. "
  "São uns 15 metros de muro em pedra com um metro de altura. A casa é em Bous. "
  "Precisamos de um orçamento rápido para mostrar à commune.",
  nt=True)
m("pt-t04", "QXP", "legal", None, None,
  "O nosso senhorio mandou uma carta registada a dizer que temos de sair do apartamento no Howald até junho porque a filha dele vai lá morar. "
  "Estamos lá há 9 anos, pagamos sempre a renda a tempo e o contrato é por tempo indeterminado. "
  "Ele pode fazer isto assim? Precisamos de um advogado que fale português e conheça o bail à loyer de cá.",
  distractors=("Howald",))
m("pt-t05", "QP", "accounting", None, None,
  "Fazem também a declaração de impostos para casais? "
  "Eu trabalho no Luxemburgo, a minha mulher trabalha em França, temos dois filhos e comprámos casa o ano passado com crédito. "
  "Quanto cobram mais ou menos?",
  distractors=("Luxemburgo", "França"), nt=True)
m("pt-t06", "BQ", "it-support", "Luxembourg", "Gare",
  "O portátil Lenovo da minha filha apanhou um vírus, aparece uma mensagem a pedir 300 euros em bitcoin para desbloquear os ficheiros, e ela tem lá o trabalho de fim de curso. "
  "Moramos na Gare, perto da estação. Vale a pena tentar recuperar ou é melhor comprar outro?",
  nt=True)
m("pt-t07", "", "carpentry", "Schengen", "Remerschen",
  "As janelas de madeira do quarto e da cozinha estão podres na parte de baixo, dá para enfiar uma chave de fendas na madeira. "
  "Quando chove com vento entra água no parapeito e no inverno entra frio. "
  "Casa antiga em Remerschen. Queríamos mandar fazer janelas novas iguais, também em madeira, porque a casa está num perímetro protegido.",
  nt=True)
m("pt-t08", "LO", "renovation", "Kayl", "Tétange",
  "O meu cunhado trabalha nas obras e queria fazer tudo aos fins de semana, mas já passou um ano e a casa que comprámos em Tétange continua igual. "
  "É preciso tirar a cozinha velha e pôr nova, fazer a casa de banho toda de novo, trocar a instalação elétrica e os canos, e meter chão novo nos quartos. "
  "Agora queremos uma empresa que faça a remodelação completa, com prazo e preço fechado, para o bebé nascer já na casa nova, em outubro.")
m("pt-t09", "QX", "interior-design", "Luxembourg", "Cessange",
  "Em abril abrimos uma pastelaria com esplanada em Cessange, o espaço foi todo renovado pelo senhorio e está branco e vazio, não é preciso obras. "
  "Precisamos de alguém com bom gosto que nos diga como dispor o balcão e as mesas, que cores, que luzes e que móveis, para ficar acolhedor mas prático. "
  "Quanto cobra um décorateur d'intérieur por um projeto destes?")
m("pt-t10", "LQP", "moving", "Differdange", "Niederkorn",
  "Depois de 22 anos cá, vamos voltar para Portugal em julho, para perto de Viseu. "
  "Precisamos de orçamento para a mudança de um apartamento de 3 quartos em Niederkorn, 2º andar sem elevador, com os móveis da sala, a máquina de lavar, duas camas, e umas 40 caixas. "
  "O meu marido ainda não sabe se leva a mota ou se a vende cá antes de irmos, e há também umas plantas grandes da varanda. Podem dar um preço para porta a porta?",
  distractors=("Portugal", "Viseu"))
m("pt-t11", "", "photography", "Ettelbruck", "Ettelbruck",
  "Abrimos em março um restaurante português em Ettelbruck e o homem que nos fez a ementa disse que as fotos dos pratos que tirámos com o telemóvel não prestam. "
  "Precisamos de fotos profissionais de uns 20 pratos e da sala para a ementa, para o Instagram e para o Google. "
  "Pode ser numa segunda-feira, que é o dia em que estamos fechados.")
m("pt-t12", "QP", "plumbing", "abroad", "Audun-le-Tiche",
  "Moro em Audun-le-Tiche, do lado francês, e trabalho em Esch. "
  "A sanita do rés-do-chão entupiu ontem à noite e quando se puxa o autoclismo a água sobe e transborda, já tentei com o desentupidor e não dá. "
  "Temos só essa casa de banho. Alguém vem hoje ao fim do dia?",
  distractors=("Esch",), nt=True)
m("pt-t13", "CP", None, None, None,
  "boa tarde preciso de alguem que faca arranjos de costura. e para encurtar 4 calças e apertar o vestido da minha filha para o casamento dela em agosto. moro em wiltz mas posso levar a roupa",
  distractors=("wiltz",))
m("pt-t14", "QOP", "web-development", None, None,
  "Temos uma mercearia portuguesa em Differdange há 12 anos e muitos clientes de Ettelbruck e do norte pedem para encomendar online. "
  "Queríamos uma loja na internet para vender queijos, enchidos e vinhos com entrega em casa e pagamento com cartão ou Payconiq. "
  "Fazem isso e quanto fica mais ou menos?",
  distractors=("Differdange", "Ettelbruck"), nt=True)
m("pt-t15", "O", "painting", "Mersch", "Mersch",
  "O vizinho de cima teve uma fuga de água na casa de banho, já foi reparada e o seguro dele paga. "
  "Mas ficou uma mancha amarela enorme no teto da nossa sala e a parede junto à janela está com bolhas. "
  "Agora que secou, precisamos de alguém para deixar tudo como estava antes, em Mersch. O seguro pede o orçamento por escrito.",
  nt=True)

# ---------------------------------------------------------------- Italian (it)
m("it-s01", "", "roofing", "Dudelange", "Dudelange",
  "Dopo il temporale di ieri sera si è staccata la grondaia sul davanti e adesso pende sopra l'ingresso, siamo a Dudelange.",
  nt=True)
m("it-s02", "B", "appliance-repair", "Rumelange", "Rumelange",
  "La lavatrice Candy si blocca a metà ciclo con l'errore E03 e l'acqua resta nel cestello, abito a Rumelange.",
  nt=True)
m("it-s03", "", "locksmith", "Kayl", "Kayl",
  "Il cilindro della porta blindata gira a vuoto e non riesco più a chiudere a chiave, appartamento a Kayl.",
  nt=True)
m("it-s04", "Q", "electrical", "Wincrange", "Wincrange",
  "Avete un elettricista che parla italiano per rifare il quadro elettrico vecchio di una casa a Wincrange prima del rogito?")
m("it-s05", "CO", "pest-control", "Ell", "Ell",
  "piccioni che fanno il nido sotto i pannelli solari e sporcano tutto il balcone aiuto 😩 abito a Ell",
  nt=True)
m("it-s06", "P", "accounting", None, None,
  "Cerco un commercialista che parli italiano per la dichiarazione dei redditi 2025, sono pensionato con pensione italiana e residente in Lussemburgo.",
  distractors=("Lussemburgo",))
m("it-s07", "Q", "gardening", "Esch-sur-Sûre", "Esch-sur-Sûre",
  "Per la nostra casa vacanze a Esch-sur-Sûre cerchiamo qualcuno che poti i cinque alberi da frutto e il vecchio noce prima della primavera, è possibile?",
  nt=True)
m("it-s08", "", "cleaning", "Luxembourg", "Hamm",
  "Cerchiamo un'impresa di pulizie per le scale condominiali una volta alla settimana, palazzina di 6 appartamenti a Hamm.")
m("it-s09", "C", "plumbing", "Differdange", "obercorn",
  "il rubinetto esterno in garage è scoppiato col gelo ho chiuso l'acqua generale ma ora siamo senza acqua in casa obercorn",
  nt=True)
m("it-s10", "QP", "moving", "Luxembourg", "Lussemburgo",
  "Quanto costa un trasloco di un monolocale da Lussemburgo città a Milano a fine mese, pochi mobili e una trentina di scatoloni?",
  distractors=("Milano",))
m("it-t01", "", "roofing", "Rambrouch", "Perlé",
  "Due anni fa una ditta ha rifatto tutto il tetto della nostra casa a Perlé, tegole nuove e isolamento. "
  "Da quest'inverno quando piove forte entra acqua vicino al camino e scende lungo la parete della camera. "
  "La ditta non risponde più al telefono e sul sito risulta chiusa. "
  "Ci serve qualcuno che salga a vedere i raccordi attorno al camino e sistemi prima che si rovini il soffitto.",
  nt=True)
m("it-t02", "QBP", "heating", "abroad", "Hettange-Grande",
  "Abito a Hettange-Grande e lavoro al Kirchberg, quindi sono a casa solo la sera. "
  "La pompa di calore Daikin Altherma da tre giorni dà l'errore U4 e la casa non scalda più, funziona solo la resistenza elettrica e la bolletta sta esplodendo. "
  "Il tecnico dell'installatore è in ferie fino a gennaio. Qualcuno interviene anche in Francia?",
  distractors=("Kirchberg", "Francia"), nt=True)
m("it-t03", "LXP", "legal", None, None,
  "Lavoro da quasi tre anni come aiuto cuoco in un ristorante a Bettembourg con un CDD che mi hanno rinnovato già tre volte, l'ultima volta a settembre. "
  "Faccio quasi sempre 50 ore a settimana ma in busta paga ne risultano 40 e gli straordinari non me li hanno mai pagati. "
  "Adesso il patron mi dice che a fine contratto non mi rinnova più. "
  "Ho tutti i turni segnati sul telefono. Vorrei parlare con un avvocato del lavoro per capire se ho diritto a un CDI e agli arretrati.",
  distractors=("Bettembourg",))
m("it-t04", "QXO", "translation", None, None,
  "Mia cugina fa la traduttrice ma solo dall'inglese, e mi ha detto che per questo ci vuole un traduttore giurato. "
  "Devo far tradurre in francese il mio certificato del casellario giudiziale italiano e il diploma di parrucchiera per l'autorisation d'établissement alla Chambre des Métiers. "
  "Quanto tempo ci vuole?")
m("it-t05", "QBP", "solar", "Bourscheid", "Bourscheid",
  "Ho visto che al Globus di Perl vendono kit fotovoltaici da balcone a 399 euro. "
  "Conviene davvero? È permesso in Lussemburgo attaccarlo alla presa del balcone, o bisogna dichiararlo a Creos? "
  "Se sì, qualcuno me lo può montare bene sulla ringhiera, a Bourscheid?",
  distractors=("Perl", "Lussemburgo"))
m("it-t06", "", "masonry", "Boulaide", "Boulaide",
  "Sulla facciata laterale della nostra casa a Boulaide la vecchia canna fumaria in mattoni, che non usiamo più, si è staccata dal muro e c'è una crepa di un paio di centimetri. "
  "Ogni tanto cade qualche pezzo di mattone nel vialetto dove giocano i bambini. "
  "Va sistemata o demolita, prima che venga giù.",
  nt=True)
m("it-t07", "BO", "it-support", "Luxembourg", "Grund",
  "Abbiamo una pizzeria al Grund. Da lunedì il sistema delle ordinazioni sui tablet non manda più le comande alla stampante Epson in cucina, e i camerieri devono correre avanti e indietro con i foglietti. "
  "Il tecnico della cassa dice che è la rete. "
  "Ci serve qualcuno che venga prima del servizio delle 11.",
  nt=True)
m("it-t08", "Q", "carpentry", "Préizerdaul", "Bettborn",
  "Fate anche mobili su misura? "
  "Sotto le scale di casa abbiamo una nicchia strana, alta 2,10 m da una parte e 40 cm dall'altra, e vorremmo dei cassetti e un armadietto per le scarpe, in legno vero, non truciolato. "
  "La casa è a Bettborn.",
  nt=True)
m("it-t09", "QO", "painting", "Kiischpelt", "Wilwerwiltz",
  "Il falegname che ci ha cambiato le finestre ha detto che le persiane in legno sono ancora buone, vanno solo carteggiate e riverniciate, ma lui quel lavoro non lo fa. "
  "Sono dieci persiane, color verde scuro, in una casa a Wilwerwiltz. "
  "Si possono fare sul posto o vanno portate in laboratorio?")
m("it-t10", "LQP", None, None, None,
  "Mio padre ha 88 anni e vive da solo a Rumelange da quando è morta la mamma. "
  "Io abito a Bruxelles e mia sorella a Torino, riusciamo a venire solo una volta al mese. "
  "Cerchiamo una persona che passi da lui ogni mattina per aiutarlo a lavarsi e vestirsi, controllare che prenda le medicine e magari fare due passi insieme. "
  "Deve parlare italiano, il francese lo ha quasi dimenticato e il lussemburghese non l'ha mai imparato. "
  "È un servizio che offrite o sapete chi contattare?",
  distractors=("Rumelange", "Bruxelles", "Torino"))
m("it-t11", "QP", "web-development", None, None,
  "Insegno chitarra e pianoforte e da settembre con due colleghe apriamo una piccola scuola di musica a Kayl. "
  "Ci servirebbe un sito semplice dove i genitori vedono i corsi, si iscrivono online e scelgono l'orario, con un pagamento con carta. "
  "Quanto costa più o meno e in quanto tempo si fa?",
  distractors=("Kayl",))
m("it-t12", "LQP", "interior-design", "Weiswampach", "Weiswampach",
  "Abbiamo comprato una casa degli anni '90 a Weiswampach, vicino al lago, ed è già tutto a posto, impianti compresi, i vecchi proprietari l'hanno rinnovata nel 2021. "
  "Una nostra amica architetta a Torino ci ha detto che prima di comprare i mobili conviene farsi fare un progetto d'arredo: disposizione, colori, luci, tende. "
  "Non vogliamo lavori, solo qualcuno che venga a vedere gli spazi e ci faccia delle proposte. "
  "Fate anche solo la consulenza o lavorate unicamente con i cantieri?",
  distractors=("Torino",))
m("it-t13", "", "tiling", "Esch-sur-Alzette", "Esch-sur-Alzette",
  "Nel pavimento della cucina alcune piastrelle suonano vuote quando ci cammini sopra e due si sono proprio sollevate, con una crepa in diagonale. "
  "Ho ancora qualche pezzo di riserva in cantina dello stesso lotto. "
  "Appartamento al secondo piano, Rue de l'Alzette, 4170 Esch-sur-Alzette.",
  nt=True)
m("it-t14", "QP", "photography", "Bettembourg", "Bettembourg",
  "A Pasqua arrivano i nonni dalla Sicilia e sarà forse l'ultima volta che siamo tutti insieme, quattro generazioni. "
  "Vorremmo delle foto di famiglia fatte bene, a casa nostra a Bettembourg e nel giardino, circa un'ora. "
  "Quanto costa un servizio così, con le foto stampate?",
  distractors=("Sicilia",))
m("it-t15", "LXO", "renovation", "Pétange", "Pétange",
  "Abbiamo ereditato l'appartamento di mia suocera a Pétange, anni '60, mai toccato. "
  "Lo vogliamo mettere in affitto ma prima va rifatto quasi tutto: bagno, cucina, impianto elettrico, pavimenti, porte, e il propriétaire del piano di sotto si lamenta già delle infiltrazioni dal nostro bagno. "
  "Abbiamo chiesto tre devis separati a idraulico, elettricista e piastrellista ma nessuno vuole coordinare gli altri. "
  "Cerchiamo una ditta unica che faccia tutto e ci dia una data di fine lavori, possibilmente prima dell'estate.",
  nt=True)

# ---------------------------------------------------------------- Spanish (es)
m("es-s01", "", "plumbing", "Mertzig", "Mertzig",
  "El grifo de la cocina gotea día y noche y el monomando ya casi no gira, lo quiero cambiar por uno nuevo, vivo en Mertzig.",
  nt=True)
m("es-s02", "B", "appliance-repair", "Feulen", "Niederfeulen",
  "Placa de inducción Siemens que marca E011 y se apaga sola al minuto de encenderla, estamos en Niederfeulen.",
  nt=True)
m("es-s03", "Q", "locksmith", "Luxembourg", "Pfaffenthal",
  "¿Cuánto cuesta poner una cerradura de seguridad de tres puntos en la puerta del piso, después de que intentaran forzarla anoche en el Pfaffenthal?",
  nt=True)
m("es-s04", "QC", "pest-control", "Bettendorf", "bettendorf",
  "salen decenas de hormigas con alas del rodapie del salon desde ayer 😱 casa en bettendorf podeis venir a mirar que son",
  nt=True)
m("es-s05", "", "gardening", "Heffingen", "Heffingen",
  "Necesito un jardinero para arreglar los parterres, quitar las malas hierbas y plantar antes de la primavera en Heffingen.")
m("es-s06", "QP", "web-development", None, None,
  "¿Cuánto me cobraríais por una web sencilla con reservas online para mi peluquería canina en Luxemburgo?",
  distractors=("Luxemburgo",))
m("es-s07", "Q", "solar", "Nommern", "Nommern",
  "¿Me hacéis presupuesto para placas solares con batería en una casa en Nommern, tejado orientado al sur de unos 50 m²?")
m("es-s08", "Q", "electrical", "Vichten", "Vichten",
  "Necesitamos que alguien cuelgue 6 lámparas de techo y cambie todos los enchufes viejos en la casa nueva de Vichten, ¿cuándo podríais?",
  nt=True)
m("es-s09", "X", "translation", None, None,
  "Necesito la traducción jurada de mi título de enfermera del español al francés para la autorisation d'exercer del Ministère de la Santé.")
m("es-s10", "P", "moving", "Reisdorf", "Reisdorf",
  "Mudanza de un estudio de Reisdorf a Ettelbruck el sábado 7 de marzo, solo una cama, un sofá, la lavadora y unas veinte cajas.",
  distractors=("Ettelbruck",))
m("es-t01", "", "gardening", "Goesdorf", "Goesdorf",
  "El jardín de la casa que alquilamos en Goesdorf lleva dos años sin que nadie lo toque: hierba hasta la rodilla, zarzas en la valla y los setos tapan ya la ventana del salón. "
  "Según el contrato el mantenimiento es cosa nuestra y el dueño viene a ver la casa en abril. "
  "Necesitamos una limpieza a fondo primero y luego alguien que venga una vez al mes.")
m("es-t02", "P", "painting", "abroad", "Longwy",
  "El pintor que nos hizo la fachada de la casa en Longwy hace solo un año ya no coge el teléfono, y la pintura se está levantando en placas en la parte que da al oeste. "
  "Yo trabajo en Differdange y mi marido en Luxemburgo, así que solo podemos estar en casa los sábados. "
  "Buscamos a alguien serio que la rasque y la vuelva a pintar con un producto que aguante, aunque sea en Francia.",
  distractors=("Differdange", "Luxemburgo", "Francia"))
m("es-t03", "LQ", "heating", "Groussbus-Wal", "Grosbous",
  "Nuestra caldera de gasoil tiene 25 años y cada invierno la tiene que arreglar el técnico dos o tres veces, este año ya van dos. "
  "Estamos pensando en cambiarla por una bomba de calor aire-agua, pero la casa de Grosbous es de 1978 y tiene radiadores de hierro. "
  "Mi cuñado dice que con radiadores viejos no funciona bien y que vamos a pasar frío, pero el vecino tiene una y está contento. ¿Vale la pena? ¿Cuánto cuesta más o menos con el Klimabonus descontado, y os encargáis vosotros de pedir las ayudas?",
  nt=True)
m("es-t04", "P", "carpentry", "Saeul", "Saeul",
  "Mi suegro es carpintero en Galicia y nos había prometido hacer la librería del salón, pero al final no puede venir este año por la salud. "
  "Queremos una librería de pared a pared a medida, de 4,5 metros por 2,60 de alto, con una parte cerrada abajo y hueco para la tele. "
  "Estamos en Saeul. Preferimos madera maciza aunque sea más cara.",
  distractors=("Galicia",))
m("es-t05", "Q", "roofing", "Tandel", "Bastendorf",
  "La tormenta del domingo arrancó unas cuantas tejas del garaje y la lluvia ya está entrando sobre el coche. "
  "Hemos puesto una lona como hemos podido. El seguro nos pide un presupuesto y fotos del daño antes de mandar al perito. "
  "Vivimos en Bastendorf. ¿Alguien puede venir esta semana aunque sea para taparlo bien?",
  nt=True)
m("es-t06", "LQOP", "legal", None, None,
  "En septiembre compramos una casa en Larochette. A las tres semanas, al quitar un mueble, apareció una pared entera negra de moho y el albañil que vino a mirarlo dice que hay una filtración antigua que alguien pintó por encima para esconderla. "
  "Los vendedores dicen que no sabían nada y el notario dice que no es asunto suyo, y el arreglo está presupuestado en casi 15.000 euros. "
  "¿Podemos reclamarles los arreglos por vicio oculto? Buscamos un abogado que hable español o inglés.",
  distractors=("Larochette",))
m("es-t07", "XP", "accounting", None, None,
  "Heredé de mi tía un piso en Esch y desde marzo lo tengo alquilado, pero sigo viviendo en el Kirchberg y trabajando a tiempo completo. "
  "No sé cómo se declaran los alquileres ni qué gastos puedo descontar, y encima me acaba de llegar el bulletin d'impôt del año pasado pidiendo 3.200 euros que no entiendo. "
  "Necesito a alguien que me revise eso y me haga la declaración de este año, que yo de papeles no entiendo.",
  distractors=("Esch", "Kirchberg"), nt=True)
m("es-t08", "BP", "it-support", "Vallée de l'Ernz", "Medernach",
  "Mis padres tienen 80 años y viven en Medernach. Les compré una tablet Samsung para hacer videollamadas con los nietos, pero la tablet dice que está conectada y no carga nada, y el router de abajo parpadea en rojo. "
  "Yo vivo en Madrid y por teléfono no hay manera. "
  "Necesito que alguien vaya a su casa, lo deje funcionando y les explique despacio cómo se usa.",
  distractors=("Madrid",), nt=True)
m("es-t09", "XP", "cleaning", "Luxembourg", "Clausen",
  "Alquilo un apartamento por Airbnb en Clausen y la chica que hacía la limpieza entre huésped y huésped se ha vuelto a Colombia. "
  "Son 55 m², cambio de sábanas y toallas, baño, cocina, y a veces el check-out es a las 11 y el check-in a las 15, así que hay que ser puntual. "
  "Busco a alguien fijo, pago por servicio.",
  distractors=("Colombia",))
m("es-t10", "Q", "masonry", "Fischbach", "Angelsberg",
  "¿Hacéis también trabajos pequeños? "
  "Necesito una losa de hormigón de 3 x 4 metros en el fondo del jardín para montar una caseta de madera que ya he comprado, el terreno tiene un poco de pendiente. "
  "Es en Angelsberg, se puede entrar con una carretilla por el lateral de la casa.",
  nt=True)
m("es-t11", "OP", "tiling", "Lac de la Haute-Sûre", "Harlange",
  "El alicatador que empezó el baño se volvió a Portugal a mitad de obra y nos ha dejado la ducha a medias: la pared está hecha, el suelo no, y faltan las juntas y el rodapié. "
  "Las baldosas están compradas y guardadas en el garaje. "
  "La casa está en Harlange. Buscamos a alguien que lo termine, el fontanero ya tiene todo conectado.",
  distractors=("Portugal",))
m("es-t12", "QCP", None, None, None,
  "hola mi bici electrica no carga la bateria y el cambio salta todo el rato. la uso para ir al trabajo de walferdange al centro todos los dias. alguien que arregle bicis cerca",
  distractors=("walferdange",))
m("es-t13", "LQO", "renovation", "Luxembourg", "Weimerskirch",
  "Hemos comprado un piso de 1972 en Weimerskirch con la idea de entrar en septiembre, y hay que hacerlo prácticamente entero: tirar un tabique, cocina nueva, baño nuevo, suelos, electricidad y ventanas. "
  "Hemos pedido presupuestos por separado y entre unos y otros es imposible cuadrar fechas, el electricista no puede antes que el albañil y así todo. "
  "¿Hacéis reformas integrales llave en mano, con un solo responsable que lo coordine todo, y cuánto tiempo suele tardar algo así?")
m("es-t14", "QP", "photography", "Mersch", "Rollingen",
  "Mi prima es fotógrafa en Sevilla y siempre nos hacía las fotos de la familia, pero ahora estamos lejos. "
  "Nuestro bebé nace en febrero y nos gustaría una sesión de recién nacido en casa, en Rollingen, durante las dos primeras semanas. "
  "¿Hacéis este tipo de sesiones y cuánto cuestan?",
  distractors=("Sevilla",))
m("es-t15", "QP", "interior-design", "Bertrange", "Bertrange",
  "El salón de la casa que hemos comprado en Bertrange es muy oscuro y está lleno de muebles heredados de la casa de mis suegros en Heisdorf que no pegan entre sí. "
  "No queremos obras ni tirar nada de dinero, solo que alguien nos diga qué colores, qué cortinas, qué luz y qué muebles quitar o mover. "
  "¿Quién hace eso aquí?",
  distractors=("Heisdorf",), nt=True)
