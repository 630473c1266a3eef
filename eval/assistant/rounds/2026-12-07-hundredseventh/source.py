MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish (lb) ----------------
add("lb-s01", "Moien, bei eis zu Wooltz leeft d'Waasser am Spullbecken an der Kichen net méi of, de Siphon ass verstoppt an et stinkt, kéint muer een laanschtkommen?",
    "plumbing", "Wiltz", "Wooltz", situation="Kitchen sink drain blocked and smelling in Wiltz")
add("lb-s02", "brauch e schräiner fir eng nei holztrap vun der garage op de späicher zu marnach, ongeféier 14 trapen, eechen oder bich egal",
    "carpentry", "Clervaux", "marnach", situation="New wooden stair from garage to attic in Marnach")
add("lb-s03", "Mir sichen e Moler deen eist Trapenhaus zu Ettelbréck nei ustreecht, ca 40 m² Mauer an d'Plafongen, Faarf wäiss 🙏",
    "painting", "Ettelbruck", "Ettelbréck", situation="Repaint stairwell walls and ceilings in Ettelbruck")
add("lb-s04", "Hallo ech hu mech ausgespaart, de Schlëssel läit bannen op der Kommode an d'Dier ass just zougefall, Dikrech bei der Kierch, wéi séier kann een do sinn??",
    "locksmith", "Diekirch", "Dikrech", situation="Locked out, key inside, door only pulled shut, Diekirch")
add("lb-s05", "Kann een eis dräi al Fiichtebeem am Gaart zu Beringen ëmleeën an d'Stëmp direkt mat erausfräsen?",
    "gardening", "Mersch", "Beringen", situation="Fell three old spruces and grind stumps in Beringen (Mersch); Beringen also a Belgian town")
add("lb-s06", "D'Dachkänel um Haus zu Réiden hänkt zanter dem Stuerm vum Weekend op enger Säit erof an d'Reewaasser leeft elo déi ganz Fassad erof.",
    "roofing", "Redange", "Réiden", situation="Gutter torn loose by storm, water running down facade, Redange")
add("lb-s07", "Ech brauch eng Iwwersetzung vun engem Kafkontrakt fir en Appartement vum Däitschen op Portugisesch, ongeféier 12 Säiten, bis Enn vum Mount.",
    "translation", None, None, situation="Translate a flat purchase contract German to Portuguese")
add("lb-s08", "wien mécht eis d'steiererklärung fir 2025, mir sinn zanter dem Summer bestuet, hunn e Puppelchen kritt an e prêt fir d'Haus lafen",
    "accounting", None, None, situation="Joint tax return for newly married couple with baby and mortgage")
add("lb-s09", "eis Spullmaschinn zu Veianen mécht d'Waasser net méi waarm an d'Täller kommen fetteg eraus, Bosch, 6 Joer al, lount sech eng Reparatur nach?",
    "appliance-repair", "Vianden", "Veianen", situation="Dishwasher no longer heats water, Vianden")
add("lb-s10", "Wou kann ech hei zu Lëtzebuerg meng Wanterreifen wiessele loossen, am léifste mobil virun der Dier well ech keen Auto-Anhänger hunn?",
    None, None, None, distractors=["Lëtzebuerg"], situation="Tyre change for a car (not a trade here); country name only")

add("lb-t01", "Mir wunnen zanter September zu Ëlwen an engem neie Bau. Am Buedzëmmer an am Kannerzëmmer bleift de Buedem äiskal, soss ass et iwwerall gutt waarm. Um Verdeeler am Gank hunn ech scho mol un de Rieder gedréint, et ännert sech näischt. De Bauträger äntwert net méi op meng Mailen.",
    "heating", "Troisvierges", "Ëlwen", kind="a", nu="U", situation="Two underfloor heating circuits stay cold in a new house, Troisvierges")
add("lb-t02", "Mir wunnen zu Martelange, just iwwer der Grenz op der belscher Säit. Eisen Noper huet eis geroden, d'Moos um Daach einfach mam Kärcher ewechzesprëtzen, dat géing hien all Joer esou maachen. Elo sinn e puer Zillen gebrach an et dreift bei all Reen an de Späicher. Ass dat e Fall fir en Dachdecker oder kann ee sou eppes mat Silikon flécken?",
    "roofing", "abroad", "Martelange", kind="b", nu="N", situation="Neighbour advised pressure-washing moss off roof, tiles broke; Belgian Martelange (not Rombach-Martelange)")
add("lb-t03", "Eise Fussballveräin zu Hosingen gëtt dëst Joer 100 Joer al. Fir d'Festschrëft wëlle mir vun all Equipe e Gruppebild an e puer Portraite vun eisen eelste Memberen. Um Fest selwer am Juli hätte mir och gär e kuerze Film fir op Facebook. De Budget ass limitéiert, ongeféier 1500 Euro, ass dat realistesch?",
    "photography", "Parc Hosingen", "Hosingen", kind="c", nu="U", situation="Football club centenary: team photos, portraits and a short film, Hosingen")
add("lb-t04", "Lount sech eng Photovoltaik-Anlag op engem Daach dat no Osten a Westen weist? Mir hunn zu Wilwerwiltz en Haus mat ongeféier 60 m² Daachfläch an e Verbrauch vu 5200 kWh am Joer. Den Tarif fir d'Aspeisung ass jo staark erofgaangen, mä mäi Mann fiert elo elektresch. Wat kascht sou eng Anlag ongeféier an a wéi vill Joer huet een dat eraus?",
    "solar", "Kiischpelt", "Wilwerwiltz", kind="d", nu="N", situation="Is PV worth it on an east-west roof with an electric car, Wilwerwiltz")
add("lb-t05", "Am Späicher héiere mir all Nuecht e Kraazen a Rennen, grad iwwer dem Schlofzëmmer. Am Keller leie kleng donkel Kläppercher laanscht d'Mauer an e Sak Hondsfudder ass ugebass. Zu Géisdref ass dat an eisem alen Haus nach ni virkomm. D'Kaz wëll net méi an de Keller goen.",
    "pest-control", "Goesdorf", "Géisdref", kind="a", nu="U", situation="Scratching in attic, droppings and gnawed dog food: rodents, Goesdorf")
add("lb-t06", "Zu Heiderscheid hu mir eng al Stengmauer laanscht de Gaart, ongeféier 1,20 m héich. Am Baumaart hunn se mir gesot, ech soll d'Rëss einfach mat Gipsspachtel zoumaachen. Nom Wanter ass alles erëm opgeplatzt an d'Mauer hänkt elo e bëssen no bausse. Ech brauch een deen dat richteg mécht, mat Kallekmëtter oder wat do eben hierhéiert.",
    "masonry", "Esch-sur-Sûre", "Heiderscheid", kind="b", nu="U", situation="DIY store advised filler for cracks in stone garden wall; wall now leaning, Heiderscheid")
add("lb-t07", "Mir hunn eng kleng Bäckerei zu Bauschelt. Zanter dem leschte Windows-Update dréckt de Büro-PC keng Bongen méi fir d'Liwwerungen, an de Wifi am Geschäft fält all puer Stonnen aus. Eisen Neveu huet e Weekend drun geschafft, ouni Succès. Mir bräichten een, deen sech dat alles ee Moien ukuckt an eis e klengen Ënnerhalt-Kontrakt mécht.",
    "it-support", "Boulaide", "Bauschelt", kind="c", nu="U", situation="Bakery office PC no longer prints delivery slips, shop wifi drops, Boulaide")
add("lb-t08", "Mir hunn zu Pommerloch en Haus kaaft mat engem laangen, donkelen Wunnzëmmer. Ech weess net wou de Canapé, den Dësch an den Fernseh hikommen, an all d'Luuchten hänken an der Mëtt vum Plafong. Lount et sech, en Innenarchitekt fir e puer Stonnen ze huelen, oder ass dat nëmme fir Leit mat vill Geld? Wat rechent een do pro Stonn?",
    "interior-design", "Winseler", "Pommerloch", kind="d", nu="N", situation="Is an interior designer worth it for a long dark living room, Pommerloch")
add("lb-t09", "Zu Harlange fält bei eis de Stroum an der Kichen all Kéier eraus, wann de Waasserkocher an d'Mikrowell zesumme lafen. Am Keller muss ech dann all Kéier de klenge Schalter erëm eropdrécken. Haut de Moien huet et och e bëssen no verbranntem Plastik geroch beim Kontakt hannert dem Frigo. Ech trauen mech elo net méi, do eppes unzeschléissen.",
    "electrical", "Lac de la Haute-Sûre", "Harlange", kind="a", nu="U", situation="Kitchen circuit trips, burnt-plastic smell at socket, Harlange")
add("lb-t10", "Mäi Schwoer huet gemengt, mir kéinten déi nei Plättercher an der Dusch einfach iwwer déi al pechen, dat géing duer. Elo, ee Joer méi spéit, kléngen der eng ganz Rëtsch huel an zwou sinn schonn ofgesprongen. Doheem zu Wëntger wëlle mir dat elo eng Kéier richteg maache loossen. Gëtt et e Plättelleeër deen esou eng kleng Aarbecht vu ronn 6 m² iwwerhëlt?",
    "tiling", "Wincrange", "Wëntger", kind="b", nu="N", situation="Brother-in-law advised gluing new shower tiles over old; now hollow and loose, Wincrange")
add("lb-t11", "Mir sinn eng Zänndokterpraxis um Kierchbierg mat dräi Behandlungsraim an engem Waardesall. Eis Botzfra geet am Mäerz an d'Pensioun. Mir sichen eng Firma déi dräimol d'Woch owes nom Schluss d'Praxis botzt, Buedem, Sanitären a Fënsterbänken. D'Sterilisatioun vun den Instrumenter maache mir selwer.",
    "cleaning", "Luxembourg", "Kierchbierg", kind="c", nu="N", situation="Dental practice needs evening cleaning three times a week, Kirchberg")
add("lb-t12", "D'Haus vu menger Groussmamm zu Stolzembourg steet zanter zwee Joer eidel. Kichen a Buedzëmmer sinn nach vun 1978, mat aler Leitung, Stroum ouni FI an orange Plättercher. Ass et besser, dat alles nei maachen ze loossen ier mir verkafen, oder kritt een dat Geld bei engem Verkaf souwisou net erëm? Mat wéi engem Montant misst een ongeféier rechnen?",
    "renovation", "Putscheid", "Stolzembourg", kind="d", nu="U", situation="Refit 1978 kitchen and bathroom before selling grandmother's house? Stolzembourg")
add("lb-t13", "Eng Frëndin huet mir geroden, ech soll einfach eng Camionnette lounen an e puer Kollegen froen, dat wier a fënnef Stonnen gemaach. De Samschdeg hu mir et probéiert an net emol d'Hallschent vum Haus zu Wäiswampech eidel kritt, de schwéiere Schaf aus Eech steet nach ëmmer am éischte Stack. D'Rescht muss bis den 28. an eis nei Wunneng op Bouneweg. Wien kéint dat dës Woch nach iwwerhuelen?",
    "moving", "Weiswampach", "Wäiswampech", distractors=["Bouneweg"], not_place=["Eech"], kind="b", nu="U", situation="DIY move failed after friend's advice; rest of house Weiswampach to Bonnevoie; oak wardrobe")
add("lb-t14", "Eis Musekgesellschaft ass bis elo just eng lous Grupp vu Leit. Mir wëllen eng asbl ginn, well mir Subsiden froe wëllen an e Bus fir d'Concerten lounen. D'Statuten hu mir vun engem anere Veräin ofgeschriwwen, mä mir wëssen net ob dat mam neie Gesetz nach stëmmt. Mir bräichten een dee sech dat ukuckt an eis seet wat mir beim Notaire oder beim Registre maache mussen.",
    "legal", None, None, kind="c", nu="U", situation="Music society wants to become an asbl, needs statutes checked")
add("lb-t15", "Ech ginn zanter engem Joer Yoga-Coursen an engem Sall vun der Gemeng, bis elo lafen d'Umeldungen iwwer WhatsApp. Dat gëtt lues a lues e Chaos mat Lëschten a Pabeierzettelen. Brauch ech eng eege Säit mat Reservatioun an Online-Bezuelung, oder geet dat och mat engem gratis Tool? Wat kascht esou eppes wann ee se maache léisst?",
    "web-development", None, None, kind="d", nu="U", situation="Yoga teacher asks whether she needs her own booking page with payment")

# ---------------- French (fr) ----------------
add("fr-s01", "Bonjour, je souhaiterais faire installer une borne de recharge 11 kW dans mon garage à Strassen, le tableau électrique date de 2004, est-ce faisable avant fin mars ?",
    "electrical", "Strassen", "Strassen", situation="Install an 11 kW wallbox in a garage with a 2004 fuse board, Strassen")
add("fr-s02", "wc qui coule en continu dans la salle de bain à Rodange, je pense que le mécanisme de chasse Geberit est à changer mais je n'ose pas ouvrir le bâti",
    "plumbing", "Pétange", "Rodange", situation="Concealed-cistern toilet running constantly, Rodange")
add("fr-s03", "Devis svp pour repeindre la façade d'une maison jumelée au Howald, environ 120 m², le crépi est à nettoyer avant, couleur sable clair.",
    "painting", "Hesperange", "Howald", situation="Repaint semi-detached house facade, Howald")
add("fr-s04", "Besoin de remplacer le cylindre de ma porte d'entrée après une tentative d'effraction cette nuit, quartier Gare, 3e étage sans ascenseur, idéalement aujourd'hui.",
    "locksmith", "Luxembourg", "Gare", situation="Replace entrance door cylinder after attempted break-in, Gare quarter")
add("fr-s05", "Qui pourrait scarifier et regarnir une pelouse d'environ 300 m² envahie par la mousse à Bertrange, plutôt début avril ?",
    "gardening", "Bertrange", "Bertrange", situation="Scarify and overseed a mossy lawn, Bertrange")
add("fr-s06", "mon four encastrable AEG ne chauffe plus que par le haut depuis dimanche, on est à Bascharage, vous réparez ou il faut le changer direct ?",
    "appliance-repair", "Käerjeng", "Bascharage", situation="Built-in oven only heats from the top, Bascharage")
add("fr-s07", "Je cherche un avocat en droit du travail, j'ai reçu lundi une lettre de licenciement pour faute grave que je conteste totalement.",
    "legal", None, None, situation="Employment lawyer to contest dismissal for gross misconduct")
add("fr-s08", "Besoin d'un comptable pour la tenue de la compta de ma SARL-S créée en janvier, environ 40 factures par mois et un salarié à mi-temps.",
    "accounting", None, None, situation="Bookkeeping and payroll for a new small company")
add("fr-s09", "Quelqu'un de sérieux pour passer nourrir et câliner nos deux chats pendant nos vacances à Lisbonne du 3 au 17 août ?",
    None, None, None, distractors=["Lisbonne"], situation="Cat sitting during holidays (not a trade here); destination only")
add("fr-s10", "Carrelage de la terrasse à Mondorf : sur 25 m² plusieurs dalles se sont soulevées avec le gel et sonnent creux, il faudrait les reposer.",
    "tiling", "Mondorf-les-Bains", "Mondorf", situation="Frost-lifted terrace tiles to relay, Mondorf-les-Bains")

add("fr-t01", "Chaque semaine l'aiguille du manomètre sous la chaudière redescend sous 1 bar et je dois remettre de l'eau. Quand j'oublie, les radiateurs restent à peine tièdes. On vient de remarquer une petite trace de rouille sous le radiateur du salon à Esch/Alzette. Le propriétaire est injoignable jusqu'à la fin du mois.",
    "heating", "Esch-sur-Alzette", "Esch/Alzette", kind="a", nu="U", situation="Central heating circuit keeps losing pressure, rust mark under radiator, Esch-sur-Alzette")
add("fr-t02", "Le vendeur du magasin de bricolage m'a assuré que je pouvais brancher notre nouveau spa gonflable sur la prise extérieure avec une rallonge de 25 m. Depuis, le différentiel saute dès que le chauffage du spa se met en route, et la rallonge devient chaude. Les enfants sont déçus, on l'a acheté pour l'anniversaire de la petite. Il me faudrait un électricien pour tirer une ligne dédiée jusqu'à la terrasse à Oberkorn.",
    "electrical", "Differdange", "Oberkorn", kind="b", nu="N", situation="Shop said a hot-tub could run on an extension lead; RCD trips; dedicated circuit needed, Oberkorn")
add("fr-t03", "Notre cabinet de kinésithérapie quitte ses locaux de Bettembourg fin avril pour s'installer à Foetz. Il faut transporter quatre tables de massage électriques, l'appareil d'ondes de choc et une vingtaine de cartons d'archives. Les patients doivent être reçus dès le lundi matin dans le nouveau cabinet. Pouvez-vous nous proposer un créneau un samedi ?",
    "moving", "Bettembourg", "Bettembourg", distractors=["Foetz"], kind="c", nu="U", situation="Physio practice relocating from Bettembourg to Foetz; loading end Bettembourg")
add("fr-t04", "Nous avons une maison à Aspelt avec un toit plein sud de 35 m² et un vieux ballon électrique de 200 litres. Vaut-il mieux poser des panneaux solaires thermiques pour l'eau chaude, ou du photovoltaïque avec un chauffe-eau thermodynamique ? Les aides de l'État changent tout le temps et je m'y perds. Qu'est-ce qui est le plus rentable sur 15 ans d'après vous ?",
    "solar", "Frisange", "Aspelt", kind="d", nu="N", situation="Solar thermal vs PV plus heat-pump water heater, which pays back, Aspelt")
add("fr-t05", "Après chaque grosse pluie, une tache brune s'agrandit au plafond de la chambre sous les combles, juste à côté du conduit de cheminée. Dans le grenier, la laine de verre est humide tout autour de la cheminée. Quand il fait sec, la tache ne bouge plus. On habite à dudelange, maison de 1965.",
    "roofing", "Dudelange", "dudelange", kind="a", nu="U", situation="Leak stain around chimney after heavy rain, wet insulation in attic, Dudelange")
add("fr-t06", "Mon beau-père m'a dit qu'on pouvait couler la dalle de l'abri de jardin directement sur la terre, sans fondation ni treillis, et on l'a fait ensemble l'été dernier. Aujourd'hui la dalle est fendue en deux et un coin s'est affaissé de 4 cm. L'abri penche et la porte ne ferme plus. Il faudrait casser et refaire proprement, chez nous à Capellen.",
    "masonry", "Mamer", "Capellen", kind="b", nu="U", situation="Father-in-law advised pouring a shed slab without foundation; cracked and sunk, Capellen")
add("fr-t07", "Nous sommes une petite menuiserie de Steinfort et nous refaisons notre catalogue et notre page Facebook. Il nous faudrait des photos soignées de cinq réalisations chez nos clients, cuisines et escaliers surtout, ainsi qu'une courte vidéo de l'atelier en activité. Les clients sont d'accord pour nous ouvrir leurs portes en mai. Quel serait le tarif pour une journée et demie ?",
    "photography", "Steinfort", "Steinfort", kind="c", nu="U", situation="Joinery firm needs photos of finished jobs and a workshop video, Steinfort")
add("fr-t08", "On vient d'acheter un appartement à Crauthem avec une grande pièce de vie de 45 m² en forme de L. On n'arrive pas à décider où mettre le coin repas, le canapé et le bureau, et l'éclairage est nul. Combien coûte en général un plan d'aménagement avec choix des couleurs et des luminaires ? Vaut-il mieux passer par le magasin de meubles qui le fait soi-disant gratuitement ?",
    "interior-design", "Roeser", "Crauthem", kind="d", nu="U", situation="Layout, colour and lighting plan for an L-shaped living room: pay or use furniture store? Crauthem")
add("fr-t09", "Le soir quand j'allume la lumière de la cuisine, je vois de petits insectes bruns filer sous le frigo et le lave-vaisselle. Ce matin il y en avait deux dans le tiroir des couverts. Mon appartement à Remich est propre, je ne comprends pas d'où ils viennent. J'ai peur que ce soit déjà chez les voisins aussi.",
    "pest-control", "Remich", "Remich", kind="a", nu="U", situation="Small brown insects running under fridge at night (cockroaches), Remich")
add("fr-t10", "Le propriétaire m'a dit de poncer et vernir moi-même le parquet du salon avec une ponceuse louée, que c'était facile. Résultat : des vagues et des marques rondes partout, et le vernis a fait des bulles. Je dois rendre l'appartement à Dalheim dans deux mois en bon état. Un parqueteur peut-il rattraper ça ou faut-il remplacer des lames ?",
    "carpentry", "Dalheim", "Dalheim", kind="b", nu="N", situation="Landlord advised DIY parquet sanding; ruined floor to rescue, Dalheim")
add("fr-t11", "Nous sommes un domaine viticole à Schengen et notre caveau de dégustation a une façade entièrement vitrée d'environ 80 m² côté Moselle. Pour le marché de Pâques, il nous faudrait un nettoyage complet des vitres intérieur et extérieur, plus les cadres. La partie haute est à 5 mètres. Faites-vous ce genre de nettoyage avec nacelle ?",
    "cleaning", "Schengen", "Schengen", kind="c", nu="N", situation="Winery tasting room glass facade cleaning before Easter market, Schengen")
add("fr-t12", "On aimerait transformer le grenier de notre maison à Hassel en chambre avec une petite salle d'eau. Il faudrait isoler, poser deux fenêtres de toit, faire l'électricité et amener l'eau. Combien de temps faut-il prévoir en gros, et faut-il une autorisation de la commune ? On voudrait que ce soit prêt pour l'arrivée du bébé en octobre.",
    "renovation", "Weiler-la-Tour", "Hassel", kind="d", nu="U", situation="Attic conversion with shower room: duration and permit? Hassel")
add("fr-t13", "Je suis frontalier, je travaille à Luxembourg mais j'habite à Audun-le-Tiche. Mon fils m'a conseillé de réinitialiser la box et de changer tous les mots de passe pour « sécuriser » le réseau. Depuis, ni l'imprimante ni le NAS où sont nos photos ne sont visibles, et mon PC de télétravail ne se connecte plus au VPN. J'ai besoin de quelqu'un qui vienne remettre tout ça en ordre à la maison.",
    "it-support", "abroad", "Audun-le-Tiche", distractors=["Luxembourg"], kind="b", nu="U", situation="Son reset the router; printer, NAS and VPN lost; home in Audun-le-Tiche (France)")
add("fr-t14", "Notre association de parents d'élèves organise chaque année la fête de l'école avec tombola et repas. Jusqu'ici on vend les tickets sur papier et on passe des heures à compter. Il nous faudrait une petite page en ligne pour réserver les repas et payer par carte ou Payconiq. Le budget est très limité, c'est du bénévolat.",
    "web-development", None, None, kind="c", nu="U", situation="Parents' association needs an online meal booking page with payment")
add("fr-t15", "Ma mère ne parle que portugais et doit signer le mois prochain chez le notaire l'acte de vente de son appartement. Le notaire dit qu'il faut un interprète présent. Est-ce que ma sœur, qui parle bien français, peut faire l'interprète, ou faut-il obligatoirement un professionnel ? Et combien ça coûte pour une heure environ ?",
    "translation", None, None, kind="d", nu="N", situation="Does a notary signing need a professional interpreter or can a relative do it")

# ---------------- German (de) ----------------
add("de-s01", "Bei uns im Keller in Wasserbillig ist heute früh ein Kupferrohr geplatzt, der Haupthahn ist zu und wir haben kein Wasser mehr, kann heute noch jemand kommen?",
    "plumbing", "Mertert", "Wasserbillig", situation="Burst copper pipe in cellar, mains shut off, Wasserbillig")
add("de-s02", "Wir möchten an der Einfahrt in Grevenmacher vier Außenleuchten mit Bewegungsmelder installieren lassen, das Leerrohr liegt schon.",
    "electrical", "Grevenmacher", "Grevenmacher", situation="Four outdoor driveway lights with motion sensor, Grevenmacher")
add("de-s03", "suchen maler für 3 zimmer in bourglinster: raufaser runter, vliestapete drauf und weiß streichen, gerne ab mitte mai",
    "painting", "Junglinster", "bourglinster", situation="Strip woodchip wallpaper, hang non-woven paper and paint three rooms, Bourglinster")
add("de-s04", "Wir haben den Code für den Wandtresor in unserer Ferienwohnung in Echternach vergessen, kann den jemand öffnen ohne die Wand aufzustemmen?",
    "locksmith", "Echternach", "Echternach", situation="Forgotten code on wall safe in holiday flat, Echternach")
add("de-s05", "Suche jemanden, der in Berdorf ca. 150 m² Rollrasen verlegt, inklusive Bodenvorbereitung, Grundstück ist leicht abschüssig 🌱",
    "gardening", "Berdorf", "Berdorf", situation="Lay 150 m2 of turf with soil preparation, Berdorf")
add("de-s06", "Bei Starkregen tropft es am Velux im Kinderzimmer in Consdorf rein, das Dachfenster ist über 20 Jahre alt und soll gleich komplett ersetzt werden.",
    "roofing", "Consdorf", "Consdorf", situation="Leaking 20-year-old roof window to replace, Consdorf")
add("de-s07", "Wer übernimmt ab Juli die monatliche Lohnabrechnung für unsere drei Angestellten und eine Aushilfe im Restaurant?",
    "accounting", None, None, situation="Monthly payroll for a restaurant's staff")
add("de-s08", "Ich brauche einen kleinen Onlineshop für meine selbstgemachten Seifen mit Versand nach Luxemburg, Deutschland und Belgien, am liebsten mit Shopify oder etwas Ähnlichem.",
    "web-development", None, None, distractors=["Luxemburg"], not_place=["einen"], situation="Online shop for handmade soap; country names only")
add("de-s09", "Klavierlehrer oder Klavierlehrerin für unsere 8-jährige Tochter gesucht, gern bei uns zu Hause, einmal pro Woche nachmittags.",
    None, None, None, situation="Piano teacher for a child (not a trade here)")
add("de-s10", "unser Miele Trockner in Rosport läuft zwar aber wird nicht mehr warm, die Wäsche ist nach 3 Stunden noch nass",
    "appliance-repair", "Rosport-Mompach", "Rosport", situation="Tumble dryer runs but no heat, Rosport")

add("de-t01", "Seit zwei Wochen brummt das Außengerät hinter unserem Haus in Ehnen nachts so laut, dass wir keinen Wecker mehr brauchen. Es springt alle paar Minuten an und geht wieder aus. Die Nachbarn haben sich schon beschwert.",
    "heating", "Wormeldange", "Ehnen", not_place=["Wecker"], kind="a", nu="U", situation="Heat pump outdoor unit humming loudly and short-cycling at night, Ehnen")
add("de-t02", "Im Baumarkt hat man uns gesagt, Douglasie-Dielen könne man für die Terrasse ohne Abstand dicht an dicht verschrauben, das sehe schöner aus. Wir haben das letztes Frühjahr so gemacht. Jetzt haben sich die Dielen aufgewölbt, einige Schrauben sind rausgedrückt und in den Ecken steht das Wasser. Die Unterkonstruktion scheint noch in Ordnung zu sein. Wer kann die Terrasse in Manternach neu verlegen, etwa 30 m²?",
    "carpentry", "Manternach", "Manternach", kind="b", nu="U", situation="DIY store advised laying deck boards with no gaps; boards buckled, relay deck, Manternach")
add("de-t03", "Wir sind die Maison Relais in Roodt-sur-Syre und bekommen ab September eine zweite Gruppe. Im Flur brauchen wir eine Garderobe mit Sitzbank und 24 Fächern aus Holz, kindgerecht und ohne scharfe Kanten. Dazu noch ein Einbauregal für Bücher im Ruheraum. Kann ein Schreiner das bis Ende August fertig machen?",
    "carpentry", "Betzdorf", "Roodt-sur-Syre", kind="c", nu="N", not_place=["Holz"], situation="After-school centre needs wooden cloakroom bench and built-in shelving, Roodt-sur-Syre")
add("de-t04", "Lohnt sich für uns ein Balkonkraftwerk mit 800 W, oder sollten wir gleich eine kleine PV-Anlage aufs Garagendach setzen? Wir wohnen in Biwer, das Garagendach ist flach und hat etwa 25 m². Tagsüber ist meist nur meine Frau im Homeoffice zuhause. Ich habe gelesen, dass man beim Balkonkraftwerk keine Genehmigung braucht. Was würde die größere Lösung ungefähr kosten?",
    "solar", "Biwer", "Biwer", kind="d", nu="N", situation="Plug-in balcony PV vs small PV system on flat garage roof, Biwer")
add("de-t05", "Unter den Solarmodulen auf unserem Dach in Niederdonven gurren jeden Morgen ab fünf Uhr mindestens zehn Tauben. Auf der Terrasse und auf dem Auto liegt alles voller Kot. Die Kinder dürfen draußen kaum noch spielen. Ich habe schon Flatterband aufgehängt, das hat die Vögel überhaupt nicht gestört.",
    "pest-control", "Flaxweiler", "Niederdonven", kind="a", nu="U", situation="Pigeons nesting under solar panels, droppings everywhere, Niederdonven")
add("de-t06", "Unser Nachbar, der selbst mal auf dem Bau war, meinte, die Wand zwischen Küche und Esszimmer sei nicht tragend und wir könnten sie am Wochenende selbst rausschlagen. Als wir die ersten Steine rausgenommen hatten, kam oben ein Betonbalken zum Vorschein. Jetzt ist ein Riss in der Decke darüber, etwa 40 cm lang. Wir haben sofort aufgehört und alles abgestützt. Es muss sich jemand in Bech anschauen, ob man da einen Sturz einziehen kann.",
    "masonry", "Bech", "Bech", kind="b", nu="U", not_place=["einen"], situation="Neighbour said wall was not load-bearing; crack appeared, lintel needed, Bech")
add("de-t07", "Wir betreiben einen Campingplatz in Befort mit zwei Sanitärgebäuden. Im Juli und August brauchen wir an den Wochenenden zusätzlich jemanden, der Duschen, Toiletten und den Spülraum zweimal täglich sauber macht. Unser eigenes Personal schafft das in der Hochsaison nicht mehr.",
    "cleaning", "Beaufort", "Befort", kind="c", nu="U", not_place=["einen"], situation="Campsite needs weekend cleaning of shower blocks in high season, Beaufort")
add("de-t08", "Was ist eigentlich der Unterschied zwischen einem Innenarchitekten und einem Raumausstatter? Wir haben in Christnach ein offenes Erdgeschoss mit Küche, Essen und Wohnen, und uns fehlt ein Konzept für Farben, Möbel und Licht. Wer wäre da der richtige Ansprechpartner und rechnet man nach Stunden oder pauschal?",
    "interior-design", "Waldbillig", "Christnach", kind="d", nu="N", situation="Interior designer vs upholsterer for open-plan ground floor concept, Christnach")
add("de-t09", "Im Eingangsbereich sind mehrere Bodenplatten quer durchgesprungen und eine wackelt, wenn man drauftritt. Die Fugen daneben bröseln einfach heraus. Das Haus in Fels ist erst sechs Jahre alt.",
    "tiling", "Larochette", "Fels", kind="a", nu="U", situation="Cracked and loose floor tiles, crumbling grout in hallway, Larochette (Fels)")
add("de-t10", "Der Verkäufer hat uns beim Besichtigen versichert, das Haus in Heffingen brauche nur ein bisschen Farbe und neue Böden. Nach dem Kauf hat sich herausgestellt, dass die Stromleitungen noch aus den Sechzigern sind und teilweise Bleirohre verbaut wurden. Das Bad ist undicht und in der Küche ist der Estrich feucht. Wir können da mit zwei kleinen Kindern so nicht einziehen. Wir brauchen jemanden, der das Ganze plant und die Arbeiten koordiniert. Einzug sollte spätestens im Herbst sein.",
    "renovation", "Heffingen", "Heffingen", kind="b", nu="U", situation="Seller said only cosmetic work needed; wiring, lead pipes, bathroom and screed to redo, Heffingen")
add("de-t11", "Wir sind ein Hofladen in Medernach und verkaufen Joghurt, Käse und Eier von unseren eigenen Kühen und Hühnern. Für neue Etiketten und die Webseite brauchen wir schöne Bilder von den Produkten und vom Hof. Toll wäre auch eine kurze Aufnahme mit der Drohne über die Weiden. Geht das an einem Vormittag?",
    "photography", "Vallée de l'Ernz", "Medernach", kind="c", nu="U", situation="Farm shop needs product and farm photos plus drone footage, Medernach")
add("de-t12", "Wir ziehen im Juni von Reisdorf nach Trier, weil mein Mann dort eine Stelle an der Uni bekommen hat. Es ist ein Haus mit 5 Zimmern, Keller und Garage. Lohnt sich ein Umzugsunternehmen, oder mieten wir besser einen Transporter und holen Freunde? Wie viel kostet so ein Umzug über die Grenze ungefähr? Und müssen wir dann in Deutschland irgendwas beim Zoll anmelden?",
    "moving", "Reisdorf", "Reisdorf", distractors=["Trier"], kind="d", nu="N", not_place=["einen"], situation="Removal firm or DIY van for a move from Reisdorf to Trier; loading end Reisdorf")
add("de-t13", "Unsere kleine Steuerkanzlei sitzt in Echternacherbrück, direkt gegenüber von Echternach auf der anderen Seite der Brücke. Wir haben sechs Arbeitsplätze, einen Server im Abstellraum und zwei Drucker, die ständig hängen. Der Kollege, der sich bisher darum gekümmert hat, ist in Rente. Wir suchen jemanden, der die Technik übernimmt, Backups einrichtet und bei Problemen schnell erreichbar ist.",
    "it-support", "abroad", "Echternacherbrück", distractors=["Echternach"], kind="c", nu="U", not_place=["einen"], situation="Tax office across the bridge in Echternacherbrück (Germany) needs IT support")
add("de-t14", "Ein Arbeitskollege meinte, ein Handschlag reiche völlig, ein schriftlicher Vertrag mit dem Bauunternehmer sei bei so einer kleinen Garage nicht nötig. Jetzt verlangt die Firma 9.000 Euro mehr als mündlich vereinbart und droht, die Baustelle zu schließen. Ich habe nur ein paar WhatsApp-Nachrichten als Beweis. Ich brauche jemanden, der mir sagt, welche Rechte ich habe, und der der Firma einen Brief schreibt.",
    "legal", None, None, kind="b", nu="U", not_place=["einen"], situation="Colleague said a handshake deal was enough; builder now demands 9,000 euros more")
add("de-t15", "Was kostet ungefähr die Übersetzung eines technischen Handbuchs für Landmaschinen, rund 40 Seiten, vom Deutschen ins Französische? Ist es günstiger, wenn wir eine maschinelle Übersetzung vorbereiten und nur korrigieren lassen? Das Handbuch muss bis zur Messe im Herbst fertig sein.",
    "translation", None, None, kind="d", nu="N", situation="Price of translating a 40-page farm machinery manual DE to FR; machine translation plus editing?")

# ---------------- English (en) ----------------
add("en-s01", "Hi, the shower drain in our flat in Limpertsberg empties super slowly and smells like rotten eggs, could someone come by this week?",
    "plumbing", "Luxembourg", "Limpertsberg", situation="Slow, smelly shower drain, Limpertsberg")
add("en-s02", "need an electrician to replace the whole fuse box in an old house in moutfort, the insurance asked for it after the inspection",
    "electrical", "Contern", "moutfort", situation="Replace old fuse board at insurer's request, Moutfort")
add("en-s03", "Can someone set up mesh wifi and get my network printer working again in my home office at L-1855, the signal dies completely in the back bedroom?",
    "it-support", "Luxembourg", "L-1855", situation="Mesh wifi and network printer for a home office, postal code L-1855")
add("en-s04", "Lost the only keys for the padlock on the bike shed and the side door of the garage in Helmsange, need both opened and new locks fitted.",
    "locksmith", "Walferdange", "Helmsange", situation="Lost keys: open padlock and garage side door, fit new locks, Helmsange")
add("en-s05", "Looking for someone to design a low-maintenance front garden in Mullendorf, about 60 m², at the moment it's just gravel, weeds and some patchy grass.",
    "gardening", "Steinsel", "Mullendorf", not_place=["grass"], situation="Design a low-maintenance front garden, Mullendorf")
add("en-s06", "Quote needed for painting all ceilings and walls of a 4-bedroom house in Bridel before we move in on the 1st of June, house is empty 👍",
    "painting", "Kopstal", "Bridel", situation="Paint a whole empty house before moving in, Bridel")
add("en-s07", "I need an English-speaking lawyer for a custody arrangement because my ex wants to move to Canada with our son.",
    "legal", None, None, distractors=["Canada"], situation="Custody lawyer, ex wants to move abroad with child")
add("en-s08", "looking for an accountant to do my first Luxembourg tax return as a cross-border worker, I was born in Ireland and started working here in March",
    "accounting", None, None, distractors=["Luxembourg", "Ireland"], not_place=["born"], situation="First tax return for a cross-border employee; country names only")
add("en-s09", "Anyone know a caterer who can do a BBQ buffet for 60 people at our garden party on 14 June, budget around 25 euros a head?",
    None, None, None, situation="Caterer for a garden party (not a trade here)")
add("en-s10", "Fridge-freezer in Leudelange: the freezer is fine but the fridge part is warm, Liebherr, 4 years old, is it still worth fixing?",
    "appliance-repair", "Leudelange", "Leudelange", situation="Fridge compartment warm, freezer fine, Leudelange")

add("en-t01", "Every morning when the heating comes on there is a loud banging in the pipes behind the radiators, like someone hitting them with a hammer. It lasts about ten minutes and then stops. It wakes the baby up every single time. The house in Senningerberg is from the 90s and we moved in last autumn. We have no idea what it is or who to call.",
    "heating", "Niederanven", "Senningerberg", kind="a", nu="U", situation="Loud banging in radiator pipes at heating start-up every morning, Senningerberg")
add("en-t02", "Our neighbour told us the flat roof on the garage only needs a coat of bitumen paint every few years, so we did exactly that last summer. Now water is pooling in the middle and dripping onto the chest freezer inside. The paint has cracked in big patches. The garage is behind our house in Sandweiler.",
    "roofing", "Sandweiler", "Sandweiler", kind="b", nu="U", situation="Neighbour said bitumen paint was enough for flat garage roof; now leaking, Sandweiler")
add("en-t03", "We are a small architecture practice in Munsbach, eight people. Our files sit on an old NAS that nobody understands and half the team uses personal Dropbox accounts. We want to move everything to Microsoft 365 and buy four new laptops. The person who set it up left years ago. Is there an IT support company that would take this on with a monthly contract?",
    "it-support", "Schuttrange", "Munsbach", kind="c", nu="N", situation="Architecture office needs migration to Microsoft 365 and managed IT, Munsbach")
add("en-t04", "Our solar panels in Bofferdange were installed in 2010 and the inverter died last week. A solar installer quoted about 2,000 euros for a new inverter. Would it make more sense to replace the old panels at the same time, since they only make around 70% of what they used to? I don't want to throw money at a 15-year-old system.",
    "solar", "Lorentzweiler", "Bofferdange", kind="d", nu="N", situation="Dead inverter on a 2010 PV system: replace inverter only or repower panels? Bofferdange")
add("en-t05", "There are small holes in my wool jumpers and the carpet along the skirting boards in the bedroom is getting bald patches. I found tiny pale larvae behind the wardrobe in our Lintgen house. I've washed everything twice and it keeps coming back.",
    "pest-control", "Lintgen", "Lintgen", kind="a", nu="U", situation="Holes in wool and carpet, larvae found: moths or carpet beetles, Lintgen")
add("en-t06", "The tile shop told us we could lay 60x120 porcelain tiles straight onto the old wooden floorboards in the kitchen, with a flexible adhesive. We did that in January. Now three tiles have cracked right across and the grout lines are breaking up. Our house is in Keispelt, built in 1958. Is there someone who can take them up and redo it properly this time?",
    "tiling", "Kehlen", "Keispelt", kind="b", nu="U", situation="Tile shop advised large tiles on wooden floorboards; tiles cracked, Keispelt")
add("en-t07", "We run a coworking space in Windhof and the contractors have just finished knocking two offices into one meeting room. There is fine plaster dust on every desk, every screen and inside the kitchen cupboards. Members come back on Monday the 12th. We need a proper post-construction clean of about 400 m² over the weekend.",
    "cleaning", "Koerich", "Windhof", kind="c", nu="U", situation="Coworking space needs post-construction clean over a weekend, Windhof")
add("en-t08", "We converted an old barn in Garnich and the living space has a 7-metre high ceiling with exposed beams. It feels cold and echoey in the evenings no matter how many lamps we add. Is it worth paying an interior designer just for a lighting and furniture plan, or is that overkill for one room? What would that typically cost here?",
    "interior-design", "Garnich", "Garnich", kind="d", nu="N", situation="Is an interior designer worth it for lighting and layout of a barn conversion, Garnich")
add("en-t09", "A crack runs diagonally from the bottom corner of our kitchen window down to the ground. Last year it was a hairline, now I can fit a coin in it. Bits of the render have started falling off underneath. We live in Greiveldange, the house is on a slope above the vineyards.",
    "masonry", "Stadtbredimus", "Greiveldange", kind="a", nu="U", situation="Widening diagonal crack in outside wall below a window, Greiveldange")
add("en-t10", "The estate agent said the buyers wouldn't mind if we left our furniture in the house in Canach for a few weeks after the sale. Now the new owners want everything out by Friday or they'll charge us rent. We need someone with a van and two strong people to take it all to a storage unit in Bertrange. It's roughly a three-bedroom house worth of stuff, the rest comes with us to Hamm in Germany next month.",
    "moving", "Lenningen", "Canach", distractors=["Bertrange", "Hamm", "Germany"], kind="b", nu="U", situation="Agent said furniture could stay; now must go by Friday from Canach to storage in Bertrange; family then moves to Hamm (Germany)")
add("en-t11", "Our riding club in Assel is hosting a regional show jumping competition on the last weekend of May. We would love good action pictures of every rider for the club's social media, plus a short highlight video. Riders could then buy their pictures online. Could someone cover both days?",
    "photography", "Bous-Waldbredimus", "Assel", kind="c", nu="U", situation="Riding club needs action photos and highlight video of a show jumping event, Assel")
add("en-t12", "We just bought a 1970s flat in Cessange, 85 m², and everything is original: kitchen, bathroom, floors, wiring. Roughly how much per square metre should we budget to bring it up to modern standards? We don't want a nasty surprise on the final bill. My sister in Cologne says it should be 500 euros a metre, but that sounds low for here.",
    "renovation", "Luxembourg", "Cessange", distractors=["Cologne"], not_place=["bill"], kind="d", nu="U", situation="Budget per m2 to modernise a 1970s flat, Cessange")
add("en-t13", "We live in Arlon, just over the border, and I commute to Kirchberg every day. A friend told me I could just plane down our sticking oak doors myself, so I did three of them. Now they close, but there are big gaps at the top and one rattles in the frame. I need someone who can fix or rehang them properly.",
    "carpentry", "abroad", "Arlon", distractors=["Kirchberg"], kind="b", nu="U", situation="Friend advised planing sticking oak doors; now gaps and rattles; home in Arlon (Belgium)")
add("en-t14", "I run a driving school and people currently book lessons by phone, which means I'm answering calls while teaching. Should I pay a developer around 4,000 euros for a proper booking site, or just use Wix with a booking plugin? I need students to see free slots and pay a deposit. What do most small businesses do?",
    "web-development", None, None, kind="d", nu="N", situation="Driving school: custom booking site from a developer or Wix plugin?")
add("en-t15", "We are a fintech startup launching our app in the Luxembourg market next quarter. The interface, around 3,000 words, plus our terms and conditions and privacy policy need to be in French and German. Legal wording has to be accurate, so machine translation alone is not an option. We're looking for a translator or small agency who can deliver in three weeks.",
    "translation", None, None, distractors=["Luxembourg"], kind="c", nu="N", situation="Startup needs app UI and terms translated into French and German")

# ---------------- Portuguese (pt) ----------------
add("pt-s01", "boa tarde, a sanita do rés-do-chão em Schifflange está sempre entupida e a água sobe quando se puxa o autoclismo, alguém pode vir amanhã?",
    "plumbing", "Schifflange", "Schifflange", situation="Ground-floor toilet keeps blocking and water rises when flushed, Schifflange")
add("pt-s02", "Preciso de um eletricista para trocar todos os interruptores e tomadas do apartamento em Tétange, são 22 ao todo, já comprei o material.",
    "electrical", "Kayl", "Tétange", situation="Replace 22 switches and sockets in a flat, Tétange")
add("pt-s03", "orçamento para pintar a sala e o corredor em rumelange, as paredes têm papel de parede antigo que tem de sair primeiro",
    "painting", "Rumelange", "rumelange", situation="Strip old wallpaper and paint living room and hallway, Rumelange")
add("pt-s04", "Procuro uma senhora para fazer a limpeza da casa em Bonnevoie 4 horas por semana às quintas, e passar a ferro se for possível.",
    "cleaning", "Luxembourg", "Bonnevoie", situation="Weekly home cleaning and ironing, Bonnevoie")
add("pt-s05", "Alguém para cortar a relva e arrumar o jardim da minha sogra em Soleuvre uma vez por mês, ela já tem 82 anos e não consegue?",
    "gardening", "Sanem", "Soleuvre", situation="Monthly lawn mowing and garden tidying for elderly mother-in-law, Soleuvre")
add("pt-s06", "fiquei trancada fora de casa em Pontpierre com a chave por dentro na fechadura e o bebé lá dentro a dormir 😭 por favor rápido",
    "locksmith", "Mondercange", "Pontpierre", situation="Locked out with key in the lock inside and baby asleep, Pontpierre")
add("pt-s07", "Quero passar para a classe de imposto 2 e pedir o reembolso de 2023 e 2024, alguém me ajuda com a papelada dos impostos aqui no Luxemburgo?",
    "accounting", None, None, distractors=["Luxemburgo"], situation="Change tax class and claim refunds for two years; country only")
add("pt-s08", "Preciso de um intérprete português-luxemburguês para acompanhar o meu pai a uma consulta de cardiologia na próxima terça de manhã.",
    "translation", None, None, situation="Interpreter Portuguese-Luxembourgish for father's hospital appointment")
add("pt-s09", "Procuro explicador de matemática para o meu filho que está no 5e do liceu, duas vezes por semana depois das aulas.",
    None, None, None, situation="Maths tutor for a secondary school pupil (not a trade here)")
add("pt-s10", "a placa de indução em Eischen desliga-se sozinha passados dois minutos em qualquer zona, é uma Siemens de 2019, vale a pena arranjar?",
    "appliance-repair", "Habscht", "Eischen", situation="Induction hob switches itself off after two minutes, Eischen")

add("pt-t01", "Depois do vento de ontem à noite caíram três telhas para o passeio em frente à nossa casa em Esch-sur-Alzette. Por sorte não passava ninguém. Lá de baixo vê-se um buraco perto da cumeeira e já choveu hoje de manhã.",
    "roofing", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="a", nu="U", situation="Roof tiles blown onto the pavement, hole near the ridge, Esch-sur-Alzette")
add("pt-t02", "Na loja de bricolage disseram-me que as cabeças termostáticas inteligentes eram só tirar as antigas e enroscar. Fiz isso nos cinco radiadores da casa em Wickrange. Agora três radiadores não aquecem nada e o do quarto está sempre a ferver, mesmo com a app no mínimo. O senhorio diz que o problema é meu. Preciso de um chauffagiste que veja isto antes que o frio aperte.",
    "heating", "Reckange-sur-Mess", "Wickrange", kind="b", nu="N", situation="DIY store said smart radiator valves just screw on; three radiators dead, one always hot, Wickrange")
add("pt-t03", "Temos um restaurante português em Schouweiler e a inspeção sanitária vem daqui a duas semanas. O exaustor, os filtros e a conduta da cozinha têm muita gordura acumulada, e o chão atrás dos fogões também. Precisamos de uma equipa que faça tudo num domingo, que é o dia em que estamos fechados. Passam fatura com IVA?",
    "cleaning", "Dippach", "Schouweiler", kind="c", nu="U", situation="Restaurant needs deep clean of hood, filters and duct before inspection, Schouweiler")
add("pt-t04", "Vale a pena pôr painéis solares numa casa que provavelmente vamos vender daqui a cinco anos? A casa fica em Warken e o telhado está virado a sudoeste. Ouvi dizer que há prémios do Estado, mas não sei se o valor da casa sobe o suficiente para compensar.",
    "solar", "Ettelbruck", "Warken", kind="d", nu="N", situation="Are solar panels worth it if selling the house in five years? Warken")
add("pt-t05", "Há uma fila de formigas pretas enormes a sair da parede junto à janela da cozinha. Todas as manhãs encontro um montinho de serradura no parapeito. De noite, quando está tudo calado, ouve-se um barulhinho dentro da parede. A nossa casa em Bissen tem a estrutura do anexo em madeira.",
    "pest-control", "Bissen", "Bissen", kind="a", nu="U", situation="Large black ants and sawdust by kitchen window: carpenter ants in timber annex, Bissen")
add("pt-t06", "O vendedor do armazém de materiais disse que a parede de tijolo do anexo não precisava de reboco por fora, bastava uma boa tinta. Passados dois invernos os tijolos estão a esfarelar e a tinta a cair aos bocados. Por dentro a parede está sempre húmida ao toque. O anexo é em Colmar-Berg, atrás da casa dos meus pais.",
    "masonry", "Colmar-Berg", "Colmar-Berg", kind="b", nu="U", situation="Materials seller said brick annex needed only paint, no render; bricks crumbling, Colmar-Berg")
add("pt-t07", "Temos uma loja de bicicletas em Schieren há dez anos e agora vamos juntar a oficina e a loja no mesmo espaço. Não sabemos como organizar as bicicletas, o balcão e a zona de reparação para ficar bonito e prático. A iluminação é de néon e os clientes dizem que parece um armazém. Procuramos alguém que nos faça um plano com cores, móveis e luz. A obra em si fazemos com os nossos fornecedores.",
    "interior-design", "Schieren", "Schieren", kind="c", nu="U", situation="Bike shop merging workshop and showroom needs layout, colour and lighting plan, Schieren")
add("pt-t08", "Herdámos uma casa de 1955 em Ingeldorf que precisa de obras em tudo: telhado, janelas, canalização, eletricidade e casas de banho. Um amigo diz que sai mais barato demolir e construir de novo. Será verdade? Quanto custa mais ou menos renovar uma casa destas por metro quadrado?",
    "renovation", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="U", situation="Renovate a 1955 inherited house or demolish and rebuild? Ingeldorf")
add("pt-t09", "A escada de madeira que vai para os quartos range imenso e o quarto degrau mexe-se quando se põe o pé. Ontem a minha mãe quase caiu. A casa em Gilsdorf é alugada mas o senhorio diz para tratarmos nós.",
    "carpentry", "Bettendorf", "Gilsdorf", kind="a", nu="U", situation="Creaking wooden staircase with a loose tread, Gilsdorf")
add("pt-t10", "Vamos voltar para Portugal em julho depois de 20 anos em Niederfeulen. Um amigo disse que era mais barato alugar uma carrinha e levar tudo nós até Viseu, mas são quase 2000 km e o meu marido tem problemas nas costas. Agora estou a pensar numa empresa de mudanças que faça a recolha aqui e entregue lá. Quanto custa mais ou menos uma casa de três quartos?",
    "moving", "Feulen", "Niederfeulen", distractors=["Portugal", "Viseu"], kind="b", nu="N", situation="Friend advised DIY van to Viseu; now looking for international movers from Niederfeulen")
add("pt-t11", "A associação portuguesa de Mertzig organiza em junho a festa dos Santos Populares com sardinhada, marchas e um grupo de folclore do Brasil que conseguiu o visto Schengen mesmo à última hora. Queremos fotografias boas da festa e um vídeo curto para o Facebook da associação. Somos voluntários e o orçamento é pequeno. Alguém faz isto ao sábado à noite?",
    "photography", "Mertzig", "Mertzig", distractors=["Brasil"], not_place=["Schengen"], kind="c", nu="U", situation="Portuguese association festival needs photos and a short video, Mertzig")
add("pt-t12", "O meu portátil tem seis anos, está lentíssimo e o ecrã às vezes pisca e fica preto. Uso-o para trabalhar em casa em Niederkorn e tenho lá todas as faturas e fotos. Compensa mais mandar arranjar e pôr um disco novo, ou comprar um novo e passar os dados? Quanto se paga normalmente para passar tudo de um computador para o outro?",
    "it-support", "Differdange", "Niederkorn", kind="d", nu="U", situation="Repair an old slow laptop with flickering screen or buy new and migrate data? Niederkorn")
add("pt-t13", "Moramos em Longwy, do lado francês, mas trabalhamos os dois no Luxemburgo. O homem da loja disse que a cola normal servia para pôr os mosaicos na varanda. Depois do primeiro inverno metade dos mosaicos está solta e já partiram dois vasos. Procuro um carreleur que tire tudo e volte a assentar com o material certo.",
    "tiling", "abroad", "Longwy", distractors=["Luxemburgo"], kind="b", nu="N", situation="Shop said ordinary adhesive was fine for balcony tiles; now loose; home in Longwy (France)")
add("pt-t14", "O meu pai faleceu e deixou uma casa em Portugal e uma conta no banco aqui no Luxemburgo. Os meus irmãos vivem em França. Preciso de um advogado daqui ou de lá? Vale a pena contratar um só para tratar das partilhas, ou o notário resolve tudo?",
    "legal", None, None, distractors=["Portugal", "Luxemburgo", "França"], kind="d", nu="N", situation="Cross-border inheritance: which lawyer, or can the notary handle it?")
add("pt-t15", "Temos uma pequena empresa de táxis com quatro carros e fazemos muitos transferes para o aeroporto. As reservas chegam por telefone, SMS e Messenger e já falhámos duas recolhas este mês. Precisávamos de uma página onde o cliente marca o dia, a hora e o número de malas e paga um sinal. Quanto custa fazer uma coisa assim?",
    "web-development", None, None, kind="c", nu="U", situation="Taxi company needs an online booking page with deposit for airport transfers")

# ---------------- Italian (it) ----------------
add("it-s01", "Buongiorno, a Dudelange il sifone sotto il lavello della cucina, dove scarica anche la lavatrice, perde acqua ogni volta che parte la centrifuga.",
    "plumbing", "Dudelange", "Dudelange", situation="Sink trap shared with washing machine outlet leaks during spin, Dudelange")
add("it-s02", "ci serve un elettricista per spostare 4 punti luce e aggiungere dei faretti led nel bagno, appartamento al secondo piano a Bettembourg",
    "electrical", "Bettembourg", "Bettembourg", situation="Move four light points and add LED spots in bathroom, Bettembourg")
add("it-s03", "Preventivo per tinteggiare soggiorno e cameretta a Itzig, circa 70 m² di pareti, colore verde salvia per la cameretta.",
    "painting", "Hesperange", "Itzig", situation="Paint living room and child's bedroom, Itzig")
add("it-s04", "Devo cambiare il cilindro della porta blindata a Belair perché il vecchio inquilino non ci ha mai ridato tutte le chiavi.",
    "locksmith", "Luxembourg", "Belair", situation="Change armoured-door cylinder because previous tenant kept keys, Belair")
add("it-s05", "cerco qualcuno che pianti una siepe di carpino lungo il confine del giardino a Schoos, circa 25 metri, e sistemi l'irrigazione a goccia",
    "gardening", "Fischbach", "Schoos", situation="Plant a hornbeam hedge and drip irrigation, Schoos")
add("it-s06", "Vorrei far costruire un muretto in blocchi di cemento lungo il confine a Cruchten, 15 metri per 80 cm di altezza, con la fondazione.",
    "masonry", "Nommern", "Cruchten", situation="Build a 15 m concrete-block boundary wall with footing, Cruchten")
add("it-s07", "Cerco un avvocato per un incidente stradale in cui l'assicurazione dell'altro conducente contesta il torto e non vuole pagare i danni.",
    "legal", None, None, situation="Lawyer for a disputed car accident liability")
add("it-s08", "Mi serve un commercialista per chiudere il bilancio 2025 della mia sàrl, il precedente ha chiuso lo studio a dicembre senza avvisare.",
    "accounting", None, None, situation="Close annual accounts for a small company after previous accountant quit")
add("it-s09", "Conoscete una brava sarta che possa accorciare i pantaloni e stringere la giacca di un abito da uomo entro sabato?",
    None, None, None, situation="Tailor to alter a man's suit (not a trade here)")
add("it-s10", "la cappa aspirante della cucina a Boevange-sur-Attert fa un rumore fortissimo e non aspira quasi più, è una Elica di 7 anni",
    "appliance-repair", "Helperknapp", "Boevange-sur-Attert", situation="Noisy cooker hood that barely extracts, Boevange-sur-Attert")

add("it-t01", "Da una settimana la caldaia a pellet si spegne da sola ogni sera verso le nove. In cantina c'è odore di fumo e sul vetro dello sportello c'è tanta fuliggine nera. La mattina in casa ci sono 16 gradi. Abitiamo a Saeul e i bambini sono già raffreddati.",
    "heating", "Saeul", "Saeul", kind="a", nu="U", situation="Pellet boiler shuts off every evening, smoke smell and soot, Saeul")
add("it-t02", "Abbiamo comprato una vecchia casa in pietra a Useldange. Un amico che fa il geometra in Italia ci ha detto di stuccare le fughe dei muri esterni con cemento, che dura di più. L'abbiamo fatto due anni fa su tutta la facciata nord. Adesso dentro i muri sono umidi fino a un metro d'altezza e la pietra si sgretola intorno al cemento. Cerchiamo qualcuno che sappia lavorare con la calce e rifaccia le fughe come si deve.",
    "masonry", "Useldange", "Useldange", distractors=["Italia"], kind="b", nu="U", situation="Friend advised cement pointing on old stone walls; now damp and crumbling, needs lime repointing, Useldange")
add("it-t03", "Abbiamo un'officina meccanica a Pratz con tre postazioni. Il computer della diagnosi, quello delle fatture e la stampante non si vedono più in rete da quando abbiamo cambiato il router del fornitore. I clienti aspettano e noi perdiamo ore. Cerchiamo un tecnico informatico che venga anche il sabato mattina.",
    "it-support", "Préizerdaul", "Pratz", kind="c", nu="N", situation="Car repair garage: diagnostic PC, billing PC and printer lost network after router swap, Pratz")
add("it-t04", "Conviene mettere dei pannelli solari termici per riscaldare la piscina? Abbiamo una piscina esterna di 8 x 4 metri nella casa di Beckerich e la pompa di calore attuale consuma tantissimo. Il tetto del garage è libero e rivolto a sud. Quanto costerebbe più o meno un impianto del genere?",
    "solar", "Beckerich", "Beckerich", kind="d", nu="N", situation="Is solar thermal worth it to heat an outdoor pool? Beckerich")
add("it-t05", "Da qualche giorno mi sveglio con delle punture in fila sulle braccia e sulle gambe. Sulle lenzuola e sul bordo del materasso ci sono dei puntini scuri. Siamo appena rientrati da un viaggio e abitiamo a Ell.",
    "pest-control", "Ell", "Ell", kind="a", nu="U", situation="Bites in a row and dark spots on mattress after a trip: bedbugs, Ell")
add("it-t06", "Mio cognato ci ha detto che le tegole rotte si potevano sostituire con quelle avanzate dalla sua casa, anche se sono di un altro modello. Le ha messe lui a novembre. Da gennaio, quando piove con il vento, nel sottotetto si forma una pozza proprio sotto quel punto. La casa è a Perlé, abbastanza esposta. Chi può venire a guardare e sistemare bene?",
    "roofing", "Rambrouch", "Perlé", kind="b", nu="U", situation="Brother-in-law replaced broken roof tiles with mismatched ones; leak in attic, Perlé")
add("it-t07", "Siamo una scuola di danza a Grosbous con due sale, spogliatoi e bagni. Gli specchi e il parquet delle sale vanno puliti con prodotti adatti, non con la candeggina. Ci servirebbe qualcuno due sere a settimana, dopo le 21. Potete farci un preventivo mensile?",
    "cleaning", "Groussbus-Wal", "Grosbous", kind="c", nu="U", situation="Dance school needs twice-weekly cleaning of studios, mirrors and changing rooms, Grosbous")
add("it-t08", "Conviene pagare qualcuno online che ci prepara il progetto dell'arredamento a 300 euro, oppure qualcuno che viene a casa a vedere? Abbiamo una mansarda a Vichten con i soffitti inclinati e non sappiamo come sistemare letto, armadi e una scrivania. Vorremmo anche capire dove mettere le luci. Quale delle due soluzioni dà risultati migliori?",
    "interior-design", "Vichten", "Vichten", kind="d", nu="U", situation="Online vs in-person furniture and lighting plan for a sloped-ceiling attic room, Vichten")
add("it-t09", "La porta d'ingresso in legno non si chiude più bene, struscia in basso e bisogna spingerla con la spalla. In alto si è aperta una fessura da cui entra aria fredda. Abitiamo a Bastendorf, la casa ha circa trent'anni.",
    "carpentry", "Tandel", "Bastendorf", kind="a", nu="U", situation="Wooden front door sticks at bottom and gaps at top, Bastendorf")
add("it-t10", "Quando abbiamo rifatto il bagno, mio suocero ha detto che sotto le piastrelle della doccia a filo pavimento non serviva nessuna impermeabilizzazione, bastava una buona fuga. Ora al piano di sotto il soffitto ha una macchia che si allarga. Abbiamo verificato i tubi e sono a posto. Bisogna togliere tutto e rifarlo per bene. Cerchiamo un piastrellista serio a Michelau o dintorni.",
    "tiling", "Bourscheid", "Michelau", kind="b", nu="N", situation="Father-in-law said walk-in shower needed no waterproofing under tiles; leak below, redo, Michelau")
add("it-t11", "Siamo un ristorante italiano a Esch-sur-Alzette, vicino a Belval, e a marzo cambiamo tutto il menù. Ci servono foto professionali di una ventina di piatti e qualche immagine della sala per Instagram e Google. Il cuoco può preparare i piatti un lunedì, quando siamo chiusi. Quanto costa una sessione del genere?",
    "photography", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="Italian restaurant needs food and dining room photos for new menu, Esch-sur-Alzette")
add("it-t12", "Ad agosto facciamo il trasloco da Lamadelaine a Perl, in Germania, dove abbiamo comprato casa. È un appartamento di tre stanze al terzo piano senza ascensore. Conviene farlo in settimana o nel weekend, e cambia molto il prezzo? Mio marito vorrebbe smontare i mobili da solo per risparmiare.",
    "moving", "Pétange", "Lamadelaine", distractors=["Perl", "Germania"], kind="d", nu="N", situation="Move from Lamadelaine to Perl (Germany): weekday or weekend, price? Loading end Lamadelaine")
add("it-t13", "Viviamo a Thionville e abbiamo comprato un appartamento da sistemare. Un amico ci ha consigliato di demolire da soli bagno e cucina per risparmiare, prima di chiamare le ditte. Adesso abbiamo tubi e fili scoperti ovunque e nessuno vuole prendersi la responsabilità di coordinare idraulico, elettricista e piastrellista. Cerchiamo qualcuno che segua tutti i lavori dall'inizio alla fine.",
    "renovation", "abroad", "Thionville", kind="b", nu="U", situation="Friend advised DIY demolition of kitchen and bathroom; now need someone to coordinate the refit; Thionville (France)")
add("it-t14", "Siamo una compagnia teatrale amatoriale e facciamo quattro spettacoli all'anno in una sala da 120 posti. Finora i biglietti si prenotano per email e li segniamo su un foglio Excel. Vorremmo un sito dove il pubblico sceglie il posto sulla pianta della sala e paga online. Ci sono soluzioni economiche per un'associazione come la nostra?",
    "web-development", None, None, kind="c", nu="U", situation="Amateur theatre company needs a site with seat selection and online payment")
add("it-t15", "Produciamo vino in Toscana e vogliamo vendere anche in Lussemburgo e in Germania. Il catalogo di 30 pagine va tradotto in tedesco e francese. È meglio un traduttore madrelingua freelance o un'agenzia? E quanto si paga di solito a parola?",
    "translation", None, None, distractors=["Toscana", "Lussemburgo", "Germania"], kind="d", nu="N", situation="Wine catalogue translation into German and French: freelancer or agency?")

# ---------------- Spanish (es) ----------------
add("es-s01", "Hola, en Strassen se ha soltado el tubo de desagüe del lavabo y cada vez que lo usamos sale agua por debajo del mueble del baño.",
    "plumbing", "Strassen", "Strassen", situation="Washbasin drain pipe come loose, water under vanity unit, Strassen")
add("es-s02", "necesito electricista para poner una toma de fuerza para la placa de inducción nueva en un piso en Hollerich, la cocina solo tiene enchufes normales",
    "electrical", "Luxembourg", "Hollerich", situation="Dedicated circuit for a new induction hob, Hollerich")
add("es-s03", "Presupuesto para pintar el techo del salón en Ehlerange, tiene manchas amarillas de una fuga del vecino de arriba que ya está arreglada.",
    "painting", "Sanem", "Ehlerange", situation="Repaint living room ceiling with old water stains after a fixed leak, Ehlerange")
add("es-s04", "Necesito a alguien que abra una caja fuerte antigua que heredamos de mi abuelo en Kayl, no tenemos ni la llave ni la combinación.",
    "locksmith", "Kayl", "Kayl", situation="Open an inherited old safe with no key or code, Kayl")
add("es-s05", "Busco jardinero para podar dos olivos grandes y un cerezo en el jardín de casa (código postal L-8211) antes de la primavera 🌳",
    "gardening", "Mamer", "L-8211", situation="Prune two large olive trees and a cherry tree; place given only as postal code L-8211 (Mamer)")
add("es-s06", "Hay que hacer una rampa de hormigón de unos 4 metros en la entrada de casa en Weidingen para la silla de ruedas de mi padre, ¿quién lo hace?",
    "masonry", "Wiltz", "Weidingen", situation="Concrete wheelchair ramp at the house entrance, Weidingen")
add("es-s07", "Necesito un abogado para recurrir una multa de radar que no me corresponde porque el coche ya estaba vendido cuando pasó.",
    "legal", None, None, situation="Lawyer to appeal a speed camera fine for a car already sold")
add("es-s08", "Busco un contable para llevar las cuentas de un club deportivo pequeño constituido como asbl, unas 200 facturas al año.",
    "accounting", None, None, situation="Bookkeeping for a small sports club (asbl)")
add("es-s09", "¿Alguien conoce una canguro que hable español para cuidar a dos niños pequeños los viernes por la noche?",
    None, None, None, situation="Spanish-speaking babysitter (not a trade here)")
add("es-s10", "mi microondas con grill en Echternach hace chispas por dentro nada más encenderlo, es un Samsung de hace tres años, ¿tiene arreglo?",
    "appliance-repair", "Echternach", "Echternach", situation="Microwave sparks inside when switched on, Echternach")

add("es-t01", "Desde hace unos días la caldera de gasóleo hace un ruido como una pequeña explosión cada vez que arranca. En el sótano huele mucho a gasóleo y la pared de detrás se está poniendo negra. Vivimos en Alzingen con dos niños pequeños. ¿Es peligroso seguir usándola así?",
    "heating", "Hesperange", "Alzingen", kind="a", nu="U", situation="Oil boiler puffs at ignition, fuel smell and soot on wall, Alzingen")
add("es-t02", "Una amiga me recomendó por Facebook una empresa de mudanzas muy barata y hoy nos han escrito que no pueden venir el sábado. Ya hemos dejado el piso de Gasperich y el nuevo propietario entra el lunes. Son 45 cajas, un sofá, dos camas y la lavadora, y vamos a Strassen, a diez minutos. El piso está en un tercero con ascensor pequeño. Necesitamos otra empresa de mudanzas seria para este sábado sí o sí.",
    "moving", "Luxembourg", "Gasperich", distractors=["Strassen"], kind="b", nu="N", situation="Cheap movers recommended by a friend cancelled; need movers Saturday from Gasperich to Strassen")
add("es-t03", "Somos una consultora de 15 personas y en abril dejamos la oficina de Bertrange para irnos a la Cloche d'Or. Hay que llevar mesas, sillas, dos armarios de archivos con llave y un pequeño armario de servidores. Lo ideal sería hacerlo un viernes por la tarde y tener todo montado el lunes a las ocho. ¿Podéis encargaros también de embalar?",
    "moving", "Bertrange", "Bertrange", distractors=["Cloche d'Or"], kind="c", nu="U", situation="Consultancy office relocation from Bertrange to Cloche d'Or; loading end Bertrange")
add("es-t04", "¿Cuánto produce de verdad una instalación fotovoltaica en Luxemburgo con tan pocos días de sol? En nuestra casa en Schifflange el tejado da al sur y tiene unos 40 m². El vecino dice que en invierno no produce casi nada. Quiero saber cuántos años se tarda en recuperar la inversión antes de pedir presupuestos.",
    "solar", "Schifflange", "Schifflange", distractors=["Luxemburgo"], kind="d", nu="N", situation="Real yield and payback of PV in a cloudy climate, Schifflange")
add("es-t05", "Cuando llueve fuerte, el agua rebosa por encima del canalón y cae como una cascada delante de la puerta de entrada. Desde el jardín se ven plantitas creciendo ahí arriba. La casa en Bergem es de una sola planta.",
    "roofing", "Mondercange", "Bergem", kind="a", nu="U", situation="Gutter overflowing with plants growing in it, Bergem")
add("es-t06", "La vecina nos dijo que con el collar antipulgas del gato era suficiente y que lo demás se iría solo. Han pasado tres semanas y la casa está llena de pulgas, nos pican a todos en los tobillos, sobre todo en las alfombras. El gato ya está tratado por el veterinario. Necesitamos que alguien trate toda la casa en Lasauvage.",
    "pest-control", "Differdange", "Lasauvage", kind="b", nu="U", situation="Neighbour said a flea collar was enough; house now infested with fleas, Lasauvage")
add("es-t07", "Tenemos una pequeña empresa de paseos en barco por el Mosela desde Remich. Para la nueva temporada queremos renovar el folleto y la web con fotos del barco, de la gente a bordo y del paisaje, y si puede ser con dron. Buscamos un fotógrafo que pueda venir una mañana de mayo con buen tiempo. ¿Cuánto cobraríais por medio día?",
    "photography", "Remich", "Remich", kind="c", nu="N", situation="Boat tour company needs photos and drone shots for new brochure, Remich")
add("es-t08", "Queremos vender nuestro piso en Grevenmacher y la agente dice que está muy oscuro y pasado de moda. ¿Merece la pena pagar a alguien para que elija colores, reorganice los muebles y ponga alguna lámpara antes de las fotos? ¿O es dinero tirado y mejor bajar un poco el precio? Nos han hablado de unos 1.500 euros.",
    "interior-design", "Grevenmacher", "Grevenmacher", kind="d", nu="U", situation="Is home staging (colours, furniture, lamps) worth 1,500 euros before selling? Grevenmacher")
add("es-t09", "Anoche oímos un ruido como un disparo en la cocina y esta mañana varias baldosas del suelo se han levantado en el centro, formando una especie de tienda de campaña. Dos están rajadas. La casa en Mersch tiene suelo radiante.",
    "tiling", "Mersch", "Mersch", kind="a", nu="U", situation="Kitchen floor tiles tented up with a bang overnight, Mersch")
add("es-t10", "En la tienda nos aseguraron que la tarima flotante de roble se podía poner sin problema en el baño. A los seis meses las lamas se han hinchado por los bordes y se levantan junto a la ducha. El resto del piso tiene el mismo suelo y está perfecto. Buscamos a alguien en Diekirch que cambie esa parte por algo que aguante.",
    "carpentry", "Diekirch", "Diekirch", kind="b", nu="U", situation="Shop said oak floating floor was fine in a bathroom; boards swelled, Diekirch")
add("es-t11", "Somos una academia de idiomas en Ettelbruck con dos aulas y una recepción. Los doce ordenadores de los alumnos se desconectan de la red varias veces por clase y la pizarra digital no reconoce el portátil del profesor. El proveedor de internet dice que su parte funciona. Necesitamos a alguien que revise todo antes de los exámenes de junio.",
    "it-support", "Ettelbruck", "Ettelbruck", kind="c", nu="U", situation="Language school: classroom PCs drop off network, smartboard not detecting laptop, Ettelbruck")
add("es-t12", "Vamos a reformar la cocina y el baño de nuestra casa en Gonderange, y además cambiar el suelo de toda la planta baja. ¿Se puede seguir viviendo en la casa durante las obras, con un bebé de ocho meses? ¿Cuántas semanas suele durar algo así? No tenemos familia aquí para irnos con ellos.",
    "renovation", "Junglinster", "Gonderange", kind="d", nu="U", situation="Can we live in the house during a kitchen, bathroom and floor refit, and for how long? Gonderange")
add("es-t13", "Tenemos una pequeña guardería en Mondorff, en el lado francés, justo enfrente de Mondorf-les-Bains. Somos 4 educadoras y 18 niños. Buscamos una empresa de limpieza que venga cada tarde después de las 18:30 y desinfecte también los juguetes una vez por semana. ¿Trabajáis en Francia o solo en Luxemburgo?",
    "cleaning", "abroad", "Mondorff", distractors=["Mondorf-les-Bains", "Francia", "Luxemburgo"], kind="c", nu="N", situation="Nursery in Mondorff (France) needs daily cleaning and weekly toy disinfection")
add("es-t14", "Tengo una pequeña agencia que organiza viajes en autobús para grupos de jubilados por el espacio Schengen. Ahora todo va por teléfono y transferencia. ¿Me conviene pagar a un desarrollador web para una página con reservas y pagos, o es mejor vender a través de una plataforma que se queda una comisión? ¿Qué precio es razonable para algo así?",
    "web-development", None, None, not_place=["Schengen"], kind="d", nu="N", situation="Coach tour agency: own booking site from a web developer or a commission platform?")
add("es-t15", "Mi cuñado me dijo que con Google Translate bastaba para pasar mi currículum y la carta de motivación al alemán. Una empresa me contestó preguntando si había usado una máquina. Me da mucha vergüenza y ahora tengo otras dos candidaturas pendientes. Quiero que una persona de verdad me los deje bien en alemán, son unas tres páginas.",
    "translation", None, None, kind="b", nu="U", situation="Brother-in-law said machine translation was fine for CV and cover letter into German; needs a human translation")
