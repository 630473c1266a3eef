MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, eise Spullbecken an der Kiche leeft net méi of an et stinkt aus dem Ofloss, kéint muer een zu Klierf laanscht kommen?",
    "plumbing", "Clervaux", "Klierf", situation="kitchen sink drain blocked and smelling")
add("lb-s02", "brauch en elektriker fir 3 steckdousen an eng lamp am keller ze setzen zu wolz merci",
    "electrical", "Wiltz", "wolz", situation="three sockets and a light in the cellar, voice-typed")
add("lb-s03", "Hëllef 😩 hunn mech ausgespaart, de Schlëssel stécht nach bannen am Schlass an ech stinn hei am Garer Quartier virun der Dier mat mengem Puppelchen am Won",
    "locksmith", "Luxembourg", "Garer Quartier", situation="locked out with a baby, key left inside")
add("lb-s04", "Mir sichen een deen eis Wiss nei uleet, sou ongeféier 400 m², zu Wäiswampech hannert dem Haus, am beschten nach virum Summer!",
    "gardening", "Weiswampach", "Wäiswampech", situation="new lawn of 400 m2")
add("lb-s05", "Wien kann ab Januar d'Lounofrechnunge fir meng zwee Mataarbechter an der Boulangerie iwwerhuelen?",
    "accounting", None, None, situation="payroll for two bakery employees")
add("lb-s06", "eis spullmaschinn (bosch serie 4, 6 joer al) wäscht nach mee gëtt net méi waarm, kann een zu Furen laanscht kommen",
    "appliance-repair", "Tandel", "Furen", situation="dishwasher no longer heats")
add("lb-s07", "Mir hunn zanter November Mais um Späicher zu Ëlwen an d'Fale vum Baumaart bréngen guer näischt, wie kann do eppes maachen?",
    "pest-control", "Troisvierges", "Ëlwen", situation="mice in the attic, traps useless")
add("lb-s08", "Wie kann eise Gank an d'Trapenhaus frësch ustreichen, Haus zu Nidderkäerjeng, idealerweis am Mee?",
    "painting", "Käerjeng", "Nidderkäerjeng", situation="repaint hallway and stairwell")
add("lb-s09", "Huet ee vun iech en Tipp wou ech e Steeschlag an der Windschutzscheif vu mengem Auto séier a bëlleg flécke loosse kann?",
    None, None, None, situation="stone chip in car windscreen (not a listed trade)")
add("lb-s10", "Offer gewënscht: PV-Anlag vu ronn 9 kWp op d'Daach vun eiser Scheier zu Nacher, mat Aspeisung an d'Netz.",
    "solar", "Goesdorf", "Nacher", situation="9 kWp PV on a barn roof")
add("lb-t01", "Mir wunnen zanter zwee Joer an engem Haus zu Housen. All Moien wann ech an de Keller ginn, steet d'Nol um Manometer ënner 1 bar an ech muss Waasser nofëllen. Zwee Deeg drop ass et nees erof, an am Buedzëmmer ass et mëttlerweil ganz kal. Um Buedem dreeft näischt, ech verstinn net wou dat Waasser higeet. Kann sech dat een ukucken?",
    "heating", "Parc Hosingen", "Housen", kind="a", nu="U", situation="heating pressure drops every day, bathroom cold")
add("lb-t02", "Nom Stuerm vu leschter Nuecht hunn ech véier Schifer an der Wiss fonnt. Elo ass um Plafong vum Kannerzëmmer uewen e bronge Fleck, an dee gëtt ëmmer méi grouss. Mir wunnen zu Asselborn, d'Haus ass vun 1978. Wie kann dat nach virum nächste Reen zoumaachen?",
    "roofing", "Wincrange", "Asselborn", kind="a", nu="U", situation="slates blown off, stain on attic ceiling")
add("lb-t03", "Zanter de Bauaarbechten um Terrain nieft eis ass e Rass an der Mauer vun eiser Garage zu Wëlwerwolz. Am Ufank war et nëmmen eng fein Linn, elo kann ech en Euro drastiechen. Bannen fält och de Verputz schonn of. Ech hunn Angscht dass do eppes erofkënnt, mäi Jong spillt do ëmmer mam Vëlo.",
    "masonry", "Kiischpelt", "Wëlwerwolz", kind="a", nu="U", situation="widening crack in garage wall after nearby works")
add("lb-t04", "Bei eis zu Veianen fléit all Owes d'Sécherung eraus wann den Uewen an de Waasserkacher gläichzäiteg lafen. Mäi Schwoer huet gemengt, ech soll einfach eng méi déck Sécherung aschrauwen, 25 amplaz 16, dann wier Rou. Dat hunn ech gemaach, mee elo richt et am Sécherungskasten e bëssen no verbrannt. Ech brauch dréngend en Elektriker deen dat richteg mécht.",
    "electrical", "Vianden", "Veianen", kind="b", nu="N", situation="brother-in-law told them to fit a bigger fuse, now burning smell")
add("lb-t05", "An der Dusch vun eisem Appartement zu Heischent sinn e puer Plättercher gesprongen an zwou kléngen huel wann ee drop klappt. De Proprietaire sot, mir sollen einfach Silikon iwwer d'Spläissen schmieren, dat géif duergoen. Elo gesäit een awer e Waasserfleck ënnen un der Wand am Gank. Mir hätten dat gär richteg gemaach: al Plättercher eraus, nei eran, nei Fugen.",
    "tiling", "Esch-sur-Sûre", "Heischent", kind="b", nu="U", situation="landlord said silicone over cracked shower tiles")
add("lb-t06", "Mir plënneren Enn Mäerz vu Bouneweg op Wolz. Den Noper huet gesot, mir sollen einfach eng Camionnette lounen an d'Frënn froen, dat wier am bëllegsten. Mee mir wunnen am véierte Stack ouni Lift, meng Fra ass schwanger a vun de Frënn huet keen Zäit. Kéint een eis d'Këschten an d'Miwwele rofdroen an eriwwer féieren?",
    "moving", "Luxembourg", "Bouneweg", distractors=["Wolz"], kind="b", nu="U", situation="neighbour said rent a van; 4th floor without lift, pregnant wife")
add("lb-t07", "Eisen Noper huet säin neien Zonk ongeféier en halwe Meter op eisem Terrain gesat, dat gesäit een op de Pläng vum Cadastre. Mäi Monni sot, ech soll en einfach selwer ofrappen, et wier jo eise Buedem. Dat traue mir eis awer net, mir wëlle kee Sträit. Ech sichen en Affekot deen eis seet wat mir dierfen an engem Bréif schreift.",
    "legal", None, None, kind="b", nu="N", situation="neighbour's fence on their land; uncle said tear it down")
add("lb-t08", "Ech sinn am Comité vum Fussballveräin zu Harel. An der Buvette fält all Matchdag de WiFi aus, an d'Keess, en ale Laptop mat Windows 10, verléiert d'Verbindung mam Bong-Drécker. Bis elo huet ëmmer de Jong vum President dru gebastelt, mee dee studéiert elo zu Léiwen. Mir brauchen een deen dat eng Kéier propper installéiert, mat engem Repeater oder wat och ëmmer néideg ass.",
    "it-support", "Lac de la Haute-Sûre", "Harel", distractors=["Léiwen"], kind="c", nu="U", situation="football club bar: wifi and till laptop drop out")
add("lb-t09", "Mir hunn eng kleng Zänndokterpraxis zu Kapellen, zwee Behandlungsraim, Waardesall an Toilette. Eis Botzfra geet Enn vum Mount a Pensioun. Mir sichen eng Botzfirma déi dräimol d'Woch owes no 18 Auer kënnt. D'Desinfektiounsmëttel stelle mir selwer.",
    "cleaning", "Mamer", "Kapellen", kind="c", nu="N", situation="dental practice needs evening cleaning")
add("lb-t10", "Mir hunn zanter kuerzem e klengt Restaurant zu Bauschelt an eng nei Kaart mat 14 Platen. Fir d'Kaart an eis Instagram-Säit hätte mir gär schéi Biller vun all Teller, am beschten un engem Nomëtteg. Meng Schwëster huet et mam Handy probéiert, dat gesäit awer net aus. Wat kascht sou eppes an hutt dir do een?",
    "photography", "Boulaide", "Bauschelt", not_place=["Platen"], kind="c", nu="U", situation="restaurant needs photos of 14 dishes for menu")
add("lb-t11", "Ech sinn Sekretärin vun eiser Musek, mir sinn 45 Museker. Mir hätte gär eng Websäit mat eisem Concertskalenner, Fotoen an enger Méiglechkeet fir Ticketen online ze reservéieren. Bis elo leeft alles iwwer Facebook an Excel-Lëschten. Gëtt et hei e Webdesigner deen och fir e Veräinsbudget schafft?",
    "web-development", None, None, kind="c", nu="N", situation="brass band wants site with calendar and ticket booking")
add("lb-t12", "Mir hunn e Bauerenhaus vun 1920 zu Wanseler kaf. Kiche, Buedzëmmer, all d'Biedem an d'Elektresch musse nei. Ass et realistesch, dat bis September fäerdeg ze kréien, wa mir am Mäerz ufänken? A kënne mir an där Zäit schonn an zwee Zëmmer wunnen oder ass dat eng schlecht Iddi?",
    "renovation", "Winseler", "Wanseler", kind="d", nu="U", situation="old farmhouse: kitchen, bath, floors, wiring by September?")
add("lb-t13", "Mir verkafen e Kaffisautomat fir Büroen an d'Bedienungsuetleedung ass just op Däitsch, ongeféier 40 Säiten. Wéi vill kascht et ongeféier, wann en Iwwersetzer dat op Franséisch an Englesch mécht? A rechent een dat pro Wuert oder pro Säit?",
    "translation", None, None, kind="d", nu="N", situation="price of translating a 40-page manual")
add("lb-t14", "Mir hunn en Appartement zu Arel kaf, 62 m², ganz donkel mat engem laange Gank. Ech weess net wou d'Kiche an de Canapé hi sollen a wéi eng Faarwen et méi hell maachen. Lount et sech fir sou eng kleng Wunneng een ze huelen deen e Plang fir Miwwelen, Luuchten a Faarwe mécht? Oder ass dat Geld verschwend?",
    "interior-design", "abroad", "Arel", kind="d", nu="U", situation="dark flat in Arlon (BE): worth paying for a layout/colour plan?")
add("lb-t15", "Mir wëllen hannert eisem Haus zu Stolzebuerg eng Holzterrass vu 25 m² maache loossen. Wat ass besser, Lärch oder Eech? Mäi Papp seet Eech hält méi laang, mee kascht bal duebel. A mat wéi vill muss ee pro m² rechnen, alles mat abegraff?",
    "carpentry", "Putscheid", "Stolzebuerg", not_place=["Eech"], kind="d", nu="U", situation="wooden deck: larch or oak, price per m2")

# ---------------- French ----------------
add("fr-s01", "Bonjour, chasse d'eau qui coule non-stop depuis 3 jours (Geberit encastré), adresse rue de la Libération L-3401, quelqu'un de dispo samedi matin ?",
    "plumbing", "Dudelange", "L-3401", situation="concealed cistern runs non-stop")
add("fr-s02", "Il faudrait installer une borne de recharge 11 kW pour notre Model Y dans le garage à Tétange, sachant que le tableau électrique date de 1995.",
    "electrical", "Kayl", "Tétange", situation="11 kW car charger, old fuse board")
add("fr-s03", "cherche peintre pour repeindre facade maison a foetz env 120m2 devis svp",
    "painting", "Mondercange", "foetz", situation="facade repaint 120 m2, lower case")
add("fr-s04", "Mon employeur veut me licencier pendant mon congé parental et j'ai besoin d'un avocat en droit du travail rapidement.",
    "legal", None, None, situation="dismissal during parental leave")
add("fr-s05", "Déménagement d'un 3 pièces de Rodange vers Metz le 14 février avec démontage des meubles, c'est combien à peu près ?",
    "moving", "Pétange", "Rodange", distractors=["Metz"], situation="move from Rodange to Metz (loading end in Luxembourg)")
add("fr-s06", "Qui répare les vélos électriques, mon Cube ne tient plus que 10 km avec une batterie pleine ?",
    None, None, None, situation="e-bike battery (not a listed trade)")
add("fr-s07", "Je voudrais faire poser 35 m² de carrelage imitation bois 20x120 dans le séjour à Noertzange, l'ancien revêtement est déjà enlevé.",
    "tiling", "Bettembourg", "Noertzange", situation="35 m2 wood-look floor tiles")
add("fr-s08", "Deux bouleaux de 15 m beaucoup trop près de la maison à Crauthem, à abattre et à dessoucher, c'est possible avant que les feuilles reviennent ?",
    "gardening", "Roeser", "Crauthem", situation="fell and stump two birches")
add("fr-s09", "Notre imprimante réseau Ricoh ne scanne plus vers les dossiers partagés depuis la dernière mise à jour Windows, bureau de 12 postes au Kirchberg.",
    "it-support", "Luxembourg", "Kirchberg", situation="network printer scan-to-folder broken")
add("fr-s10", "Combien pour traduire notre rapport annuel de 22 pages du français vers l'allemand pour le 15 mars ?",
    "translation", None, None, situation="annual report FR to DE")
add("fr-t01", "Notre facture d'eau a triplé cette année alors qu'on est trois à la maison. J'ai tout fermé hier soir et le petit compteur dans la cave tournait encore ce matin. Rien ne coule nulle part, pas de tache, pas d'humidité visible. On habite une maison des années 30 près de la gare à Esch/Alzette. Quelqu'un peut trouver d'où ça vient ?",
    "plumbing", "Esch-sur-Alzette", "Esch/Alzette", not_place=["gare"], kind="a", nu="U", situation="water meter keeps turning, bill tripled")
add("fr-t02", "Depuis une semaine la partie congélateur de notre Liebherr est couverte de givre et le frigo en haut n'est plus froid du tout. Le lait a tourné deux fois. On a déjà tout dégivré, ça revient en trois jours. L'appareil a 7 ans, on est à Soleuvre, est-ce que quelqu'un peut passer ?",
    "appliance-repair", "Sanem", "Soleuvre", kind="a", nu="U", situation="fridge-freezer frosts up, fridge warm")
add("fr-t03", "Ce matin j'ai trouvé des petites crottes noires dans le placard sous l'évier et un paquet de pâtes rongé. La nuit on entend gratter dans le faux plafond de la cuisine. Les enfants ont peur et moi aussi pour être honnête. Appartement au rez-de-chaussée à Niedercorn.",
    "pest-control", "Differdange", "Niedercorn", kind="a", nu="U", situation="droppings and scratching in the false ceiling")
add("fr-t04", "J'ai acheté un thermostat connecté dans un magasin de bricolage, le vendeur m'a assuré qu'il était compatible avec toutes les chaudières. Je l'ai branché moi-même samedi et depuis la chaudière ne démarre plus du tout, il fait 15 degrés dans la maison. On est au Howald avec deux enfants en bas âge. Il me faut un chauffagiste en urgence pour remettre ça en route.",
    "heating", "Hesperange", "Howald", kind="b", nu="N", situation="shop said smart thermostat fits any boiler; heating dead")
add("fr-t05", "Mon ancienne colocataire est partie fâchée en gardant sa clé. Le propriétaire dit que ce n'est pas la peine de changer quoi que ce soit, qu'elle ne reviendra pas. Moi je ne dors plus tranquille. Je voudrais un nouveau cylindre sécurisé sur la porte d'entrée de l'appartement à Schifflange, à mes frais s'il le faut.",
    "locksmith", "Schifflange", "Schifflange", kind="b", nu="U", situation="ex-flatmate kept key; landlord says no need to change cylinder")
add("fr-t06", "À la foire un commercial nous a dit que des panneaux sur notre toit orienté plein nord rapporteraient presque autant qu'au sud. Heureusement on n'a rien signé. Notre maison à Leudelange a aussi un pan est et un pan ouest. On aimerait une offre sérieuse pour une installation photovoltaïque sur ces deux pans, avec une estimation honnête de la production.",
    "solar", "Leudelange", "Leudelange", kind="b", nu="U", situation="salesman claimed north roof is fine; wants honest east-west PV offer")
add("fr-t07", "Le mur en pierres qui retient le talus derrière notre maison à Rumelange penche de plus en plus. Mon beau-père dit qu'il suffit de couler un peu de béton au pied et que ça tiendra encore vingt ans. J'ai des doutes, surtout qu'il y a déjà deux pierres tombées cet hiver. Je cherche un maçon pour venir voir et me dire ce qu'il faut vraiment faire.",
    "masonry", "Rumelange", "Rumelange", kind="b", nu="N", situation="leaning stone retaining wall; father-in-law said pour concrete at the foot")
add("fr-t08", "Je gère une crèche de 40 enfants à Bonnevoie. Nos baies vitrées sont pleines de traces de petites mains, dedans comme dehors, et la commune nous a fait une remarque lors de la dernière visite. Il y a 38 fenêtres dont certaines au premier étage. On cherche quelqu'un pour les faire tous les deux mois, de préférence le mercredi après-midi.",
    "cleaning", "Luxembourg", "Bonnevoie", kind="c", nu="U", situation="day nursery needs 38 windows cleaned every two months")
add("fr-t09", "Notre garage automobile fête ses 50 ans le 6 juin à Bascharage. On organise une journée portes ouvertes avec les anciens clients et on aimerait aussi refaire les portraits de toute l'équipe pour le site. Mon fils voulait le faire avec son téléphone mais bon. On cherche un photographe pour la journée complète.",
    "photography", "Käerjeng", "Bascharage", kind="c", nu="N", situation="car garage 50th anniversary open day and staff portraits")
add("fr-t10", "Je suis trésorière bénévole d'un club de basket. L'ancien trésorier tenait tout sur un cahier et l'assemblée générale approche, il faut présenter des comptes annuels propres. On a environ 300 opérations par an, des cotisations, des subsides et la buvette. On cherche quelqu'un qui remette tout ça en ordre et prépare le bilan, à un prix raisonnable pour une asbl.",
    "accounting", None, None, kind="c", nu="U", situation="basketball club needs annual accounts for the AGM")
add("fr-t11", "Je suis kinésithérapeute et nous déménageons le cabinet dans un local vide de 140 m² à Aspelt. Il faut y faire tenir quatre salles de soins, une salle de sport, l'accueil et une attente agréable. Je n'ai aucune idée de comment organiser l'espace, ni des couleurs ou de l'éclairage. Quelqu'un pourrait nous faire des plans et une ambiance ?",
    "interior-design", "Frisange", "Aspelt", kind="c", nu="U", situation="physio practice: layout, colours, lighting of 140 m2")
add("fr-t12", "Nous voudrions transformer le garage double de notre maison à Limpach en petit studio pour ma mère, avec une salle d'eau et une kitchenette. Il faudrait isoler, faire les arrivées d'eau, l'électricité, une fenêtre à la place de la porte. Est-ce qu'on peut faire ça en trois mois ? Et à combien faut-il s'attendre, grosso modo ?",
    "renovation", "Reckange-sur-Mess", "Limpach", kind="d", nu="U", situation="convert double garage into a studio for mother: time and cost?")
add("fr-t13", "Notre escalier en chêne à Bertrange grince à chaque marche et le vernis est parti au milieu. Vaut-il mieux le poncer et le revernir, ou remplacer les marches ? On me dit tout et son contraire. Un menuisier pourrait-il passer pour donner son avis et un prix pour les deux options ?",
    "carpentry", "Bertrange", "Bertrange", kind="d", nu="N", situation="creaking worn oak stairs: sand or replace treads?")
add("fr-t14", "J'habite à Audun-le-Tiche et je travaille à Esch, donc je connais plutôt des artisans luxembourgeois. Notre toiture en tuiles date de 1958 et il y a de la mousse partout, avec une ou deux fuites légères en hiver. Est-ce qu'il vaut mieux tout refaire maintenant ou juste réparer et nettoyer ? Quelqu'un de chez vous se déplace jusqu'ici ?",
    "roofing", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="d", nu="U", situation="1958 tiled roof in Audun-le-Tiche (FR): redo or repair?")
add("fr-t15", "Je fabrique des bougies artisanales et je vends pour l'instant sur les marchés et Instagram. Je voudrais une vraie boutique en ligne avec paiement et livraison. Shopify ou WooCommerce, qu'est-ce qui est le mieux pour une petite activité ? Et combien coûte un développeur pour mettre ça en place ?",
    "web-development", None, None, kind="d", nu="N", situation="candle maker: Shopify or WooCommerce, developer cost")

# ---------------- German ----------------
add("de-s01", "Unsere Fußbodenheizung im Anbau wird seit Anfang Dezember nur noch lauwarm, Haus in Grevenmacher, wer kann sich den Verteiler mal anschauen?",
    "heating", "Grevenmacher", "Grevenmacher", situation="underfloor heating in extension only lukewarm")
add("de-s02", "Der Tresor in unserem Büro geht nicht mehr auf obwohl die Kombination stimmt, Adresse L-6460, bitte dringend um Rückruf!",
    "locksmith", "Echternach", "L-6460", situation="office safe will not open")
add("de-s03", "Backofen Siemens iQ700 heizt nicht mehr, die Uhr läuft aber noch – wir wohnen in Wasserbillig, wer repariert sowas überhaupt noch?",
    "appliance-repair", "Mertert", "Wasserbillig", situation="oven no longer heats")
add("de-s04", "Wir brauchen Ende März eine Dolmetscherin Deutsch-Portugiesisch für eine Eigentümerversammlung mit etwa 30 Teilnehmern.",
    "translation", None, None, situation="interpreter DE-PT for an owners' meeting")
add("de-s05", "Suche Nachhilfe in Mathe für meinen Sohn (4e im Lycée), zweimal pro Woche gern auch online.",
    None, None, None, situation="maths tutoring (not a listed trade)")
add("de-s06", "Wir möchten im Garten in Rosport ein Staudenbeet mit Lavendel, Salbei und Gräsern anlegen lassen, circa 30 m² entlang der Terrasse.",
    "gardening", "Rosport-Mompach", "Rosport", situation="plant a 30 m2 perennial bed")
add("de-s07", "Für unser Weingut brauchen wir eine neue Website mit Onlineshop für Crémant und einer Buchungsseite für Weinproben.",
    "web-development", None, None, situation="winery site with shop and tasting bookings")
add("de-s08", "In unserer Ferienwohnung in Berdorf haben Gäste Bettwanzen gemeldet, wir brauchen sehr schnell einen Kammerjäger.",
    "pest-control", "Berdorf", "Berdorf", not_place=["einen"], situation="bed bugs in a holiday flat")
add("de-s09", "grundreinigung nach umbau gesucht, wohnung in limpertsberg, überall baustaub auch in den schränken",
    "cleaning", "Luxembourg", "limpertsberg", situation="deep clean after building works, lower case")
add("de-s10", "Bitte um Kostenvoranschlag für eine Solarthermie-Anlage zur Warmwasserbereitung, 4-Personen-Haushalt in Niederdonven, Süddach vorhanden.",
    "solar", "Flaxweiler", "Niederdonven", situation="solar thermal hot water quote")
add("de-t01", "Seit ein paar Wochen flackert im ganzen Haus das Licht, sobald die Waschmaschine schleudert. Heute habe ich gemerkt, dass eine Steckdose in der Küche warm ist und braune Ränder hat. Ich habe den Toaster sofort ausgesteckt. Wir wohnen in Roodt-sur-Syre, das Haus ist von 1972.",
    "electrical", "Betzdorf", "Roodt-sur-Syre", kind="a", nu="U", situation="lights flicker, kitchen socket warm and discoloured")
add("de-t02", "Bei jedem Starkregen läuft das Wasser vorne über die Rinne wie ein kleiner Wasserfall. An der Hauswand darunter sind schon grüne Streifen, und die Rinne hat seit dem Hagel im Sommer mehrere Dellen. Letzte Woche tropfte es sogar innen am Fensterrahmen im Obergeschoss. Das Haus steht in Altrier.",
    "roofing", "Bech", "Altrier", not_place=["Dellen"], kind="a", nu="U", situation="gutter overflows and is dented, drip at upstairs window")
add("de-t03", "Immer wenn oben jemand die Badewanne ablaufen lässt, blubbert im Keller der Bodenablauf und es kommt braunes Wasser hoch. Dazu riecht es dort unten seit Tagen nach Kanal. Aus diesem Grund waschen wir gerade nur noch bei meiner Schwester. Wir wohnen in Christnach, Haus mit eigener Klärgrube.",
    "plumbing", "Waldbillig", "Christnach", not_place=["Grund"], kind="a", nu="U", situation="cellar floor drain backs up when bath drains")
add("de-t04", "Im Baumarkt hat man uns gesagt, die günstige Wandfarbe deckt mit einem Anstrich, auch über Dunkelrot. Wir haben Küche und Wohnzimmer am Wochenende selbst gestrichen, jetzt ist alles streifig und das Rot schimmert überall durch. Ehrlich gesagt haben wir keine Lust mehr. Wer streicht uns die rund 70 m² Wandfläche in Befort ordentlich?",
    "painting", "Beaufort", "Befort", kind="b", nu="U", situation="DIY store said one coat covers dark red; streaky walls")
add("de-t05", "Mein Schwager hat uns letzten Herbst im Flur die Fliesen verlegt, ohne den alten Boden auszugleichen. Er meinte, der Kleber gleicht das schon aus. Jetzt klingen mehrere Fliesen hohl und drei haben schon Risse. Wir suchen einen Fliesenleger in der Nähe von Berbourg, der das richtig neu macht.",
    "tiling", "Manternach", "Berbourg", not_place=["einen"], kind="b", nu="N", situation="brother-in-law laid hall tiles on an uneven floor, now hollow and cracked")
add("de-t06", "Wir wohnen zur Miete in einem Neubau in Bourglinster mit Wärmepumpe. Weil es im Schlafzimmer nie warm wird, hat der Vermieter gesagt, wir sollen einfach die Vorlauftemperatur auf 60 Grad stellen. Jetzt ist die Stromrechnung explodiert und warm ist es trotzdem nicht. Kann ein Heizungsinstallateur die Anlage richtig einstellen und einen hydraulischen Abgleich machen?",
    "heating", "Junglinster", "Bourglinster", not_place=["einen"], kind="b", nu="N", situation="landlord said raise heat pump flow to 60 C; bill exploded")
add("de-t07", "Wir ziehen im Mai von Remich nach Trier. Meine Schwiegermutter meint, wir sollen einfach einen Anhänger leihen und den Rest zwischenlagern, das mache sie seit 40 Jahren so. Aber wir haben einen massiven Eichenschrank, 40 Kartons und eine Lücke von drei Monaten zwischen den Wohnungen. Wer kann das tragen, einlagern und später rüberfahren?",
    "moving", "Remich", "Remich", distractors=["Trier"], not_place=["einen"], kind="b", nu="U", situation="move Remich to Trier with three months' storage")
add("de-t08", "Ich führe eine Tierarztpraxis in Wecker mit vier Mitarbeiterinnen. Seit wir das neue Röntgengerät haben, findet dessen PC den Server nicht mehr und die Bilder landen nicht in der Patientenakte. Der Lieferant sagt, das sei ein Netzwerkproblem und nicht seine Sache. Wir brauchen einen IT-Techniker, der sich das vor Ort anschaut.",
    "it-support", "Biwer", "Wecker", not_place=["einen"], kind="c", nu="N", situation="vet practice: new x-ray PC cannot reach the server")
add("de-t09", "Unser Weingut in Ehnen bringt im Herbst einen neuen Katalog heraus. Wir brauchen Bilder der neuen Flaschen, der Weinberge im Abendlicht und der Familie im Keller. Bisher hat das immer ein Cousin gemacht, der ist aber weggezogen. Hätte jemand im Oktober zwei Tage Zeit?",
    "photography", "Wormeldange", "Ehnen", not_place=["einen"], kind="c", nu="U", situation="winery catalogue: bottles, vineyards, family")
add("de-t10", "Wir sind eine kleine Familienbäckerei und haben heute eine Abmahnung bekommen, weil wir ein Foto aus dem Internet auf Facebook benutzt haben. Gefordert werden 1.800 Euro. Das Bild ist längst gelöscht, aber der Brief klingt sehr drohend. Wir brauchen jemanden, der sich mit Urheberrecht auskennt und antwortet.",
    "legal", None, None, kind="c", nu="U", situation="bakery got a copyright demand over a Facebook photo")
add("de-t11", "Wir betreiben ein Restaurant im Grund mit einem alten Gewölbekeller aus Sandstein, den wir für Feiern nutzen wollen. Die Fugen bröseln, und bei jedem Gast rieselt Sand auf die Tische. Das Denkmalamt möchte informiert werden, also muss das fachgerecht sein. Wer kann das Gewölbe neu verfugen?",
    "masonry", "Luxembourg", "Grund", kind="c", nu="U", situation="restaurant's sandstone vault needs repointing")
add("de-t12", "Ich arbeite in Luxemburg und wohne in Trier, seit letztem Jahr verheiratet. Meine Frau arbeitet in Deutschland. Lohnt sich ein Steuerberater, oder schaffe ich die Erklärung wegen der gemeinsamen Veranlagung auch allein? Was kostet so etwas ungefähr?",
    "accounting", None, None, distractors=["Luxemburg", "Trier"], kind="d", nu="N", situation="cross-border worker, joint taxation: worth a tax adviser?")
add("de-t13", "Wir möchten im Dachzimmer in Consdorf die Schräge mit Einbauschränken nutzen, ungefähr 4 Meter lang. Ist eine Maßanfertigung aus Holz viel teurer als ein angepasstes System aus dem Möbelhaus? Und hält das Massivholz bei den Temperaturen unter dem Dach? Über eine grobe Preisangabe würden wir uns freuen.",
    "carpentry", "Consdorf", "Consdorf", not_place=["Holz"], kind="d", nu="U", situation="built-in wardrobes under a sloped roof: custom wood or system?")
add("de-t14", "Wir haben in Mersch Küche, Essen und Wohnen zu einem großen Raum zusammengelegt, jetzt wirkt alles wie eine Turnhalle. Lohnt sich ein Innenarchitekt für so etwas, oder ist das Geldverschwendung? Uns geht es vor allem um Licht, Zonen und die richtige Möbelanordnung.",
    "interior-design", "Mersch", "Mersch", kind="d", nu="N", situation="open living area feels like a gym: worth an interior designer?")
add("de-t15", "Wir haben ein altes Haus in Bollendorf gekauft, direkt gegenüber auf der deutschen Seite. Das Dachgeschoss soll ausgebaut werden: Dämmung, Trockenbau, zwei Dachfenster, Strom und Boden. Kommen Firmen aus Luxemburg überhaupt rüber? Und mit wie vielen Wochen muss man für so einen Ausbau rechnen?",
    "renovation", "abroad", "Bollendorf", distractors=["Luxemburg"], not_place=["einen"], kind="d", nu="U", situation="attic conversion in Bollendorf (DE): do Luxembourg firms come, how long?")

# ---------------- English ----------------
add("en-s01", "Need someone to scarify and reseed our lawn in Kopstal, the grass is about half moss after this wet winter.",
    "gardening", "Kopstal", "Kopstal", not_place=["grass"], situation="scarify and reseed a mossy lawn")
add("en-s02", "Looking for movers for a 2-bed flat from Strassen to Lisbon in June, door to door with packing included.",
    "moving", "Strassen", "Strassen", distractors=["Lisbon"], situation="international move from Strassen to Lisbon")
add("en-s03", "Can someone rekey all the locks of a house in Belair before we move in on the 1st, the previous owners had like ten keys floating around?",
    "locksmith", "Luxembourg", "Belair", situation="rekey all locks before moving in")
add("en-s04", "Looking for an accountant to prepare the first annual accounts and the corporate tax return for my SARL-S.",
    "accounting", None, None, situation="first annual accounts of a small company")
add("en-s05", "anyone know a reliable cat sitter for 2 weeks in august lol",
    None, None, None, situation="cat sitter (not a listed trade)")
add("en-s06", "need an electrician to put up 3 outdoor lights and 2 sockets on the terrace in moutfort, cables are already in the wall",
    "electrical", "Contern", "moutfort", situation="terrace lights and sockets, lower case")
add("en-s07", "Our office in Senningerberg (8 people) needs someone to set up a NAS with proper backups and sort out the Wi-Fi dead zone in the meeting room where the access point just blinks amber.",
    "it-support", "Niederanven", "Senningerberg", not_place=["amber"], situation="office NAS backups and Wi-Fi dead zone")
add("en-s08", "Who does small jobs like regrouting a 4 m² kitchen backsplash in Bofferdange, the old grout is crumbling out of the joints?",
    "tiling", "Lorentzweiler", "Bofferdange", situation="regrout a kitchen backsplash")
add("en-s09", "Looking for a photographer for a newborn shoot at home in Sandweiler, baby is due mid-April 👶",
    "photography", "Sandweiler", "Sandweiler", situation="newborn photo shoot at home")
add("en-s10", "I need a simple booking page for my yoga classes with a calendar and payment by Payconiq or card.",
    "web-development", None, None, situation="booking page for yoga classes")
add("en-t01", "There are tiny beige moths flying out of the kitchen cupboard every evening. Today I opened a bag of rice and it had little webs and worms in it. I've thrown out half the pantry already and they keep coming back. We live in Helmsange, and my mother-in-law arrives on Friday.",
    "pest-control", "Walferdange", "Helmsange", kind="a", nu="U", situation="pantry moths, larvae in the rice")
add("en-t02", "For the last week the house gets cold around 3 am and in the morning there's a red light on the pellet boiler in the basement. There's also a smell of smoke down there. If I press reset it runs for about a day and then the same thing again. House in Munsbach, two small kids.",
    "heating", "Schuttrange", "Munsbach", kind="a", nu="U", situation="pellet boiler stops at night, smoke smell")
add("en-t03", "Dear Sir or Madam, since last Sunday's storm a long strip of metal has been hanging loose along the ridge of our house in Heisdorf-sur-Alzette. It bangs every time the wind picks up and nobody sleeps. From the garden I can also see that a few tiles next to it have shifted. Could someone come and secure this before the next storm?",
    "roofing", "Steinsel", "Heisdorf-sur-Alzette", not_place=["Sir"], kind="a", nu="U", situation="loose ridge flashing banging after storm")
add("en-t04", "Our downstairs toilet in Mamer was blocked, and the guy at the hardware store sold me a bottle of caustic drain opener. I poured it in as he said, waited the night, and nothing changed. Now the bowl is full of that stuff and I'm scared to plunge it. I need a plumber, ideally today.",
    "plumbing", "Mamer", "Mamer", kind="b", nu="N", situation="hardware store sold caustic drain opener for blocked toilet")
add("en-t05", "Our landlord Walter told us we could just paint over the old wallpaper in the living room, no need to strip it. We did, and two weeks later there are bubbles and loose seams all over the walls. It looks awful and we're not sure what to do now. Could someone strip it and repaint properly? Flat in Keispelt, about 45 m² of wall.",
    "painting", "Kehlen", "Keispelt", not_place=["Walter"], kind="b", nu="U", situation="landlord said paint over wallpaper; bubbling")
add("en-t06", "Our heat-pump dryer leaves the clothes damp even after three hours. The neighbour said it's always the lint filter, so I cleaned both filters and the condenser, no change. It's an AEG, about four years old. Is there someone who repairs these in Weiler-la-Tour or nearby?",
    "appliance-repair", "Weiler-la-Tour", "Weiler-la-Tour", kind="b", nu="U", situation="neighbour said filter; dryer still damp")
add("en-t07", "Our solar app has shown zero production for ten days. My brother told me to just switch the inverter off and on, which I've done about five times, and the red LED keeps coming back. The electricity bill is going to hurt in this sunny spell. Could a solar installer come and check the system in Alzingen?",
    "solar", "Hesperange", "Alzingen", not_place=["bill"], kind="b", nu="N", situation="brother said restart inverter; PV produces nothing")
add("en-t08", "We're a small architecture practice and we're bidding for a public school project. The tender documents are 60 pages in French and our team writes in English. We need a translator who knows construction vocabulary and can turn it around in 8 working days. Please send rates per word.",
    "translation", None, None, kind="c", nu="N", situation="architecture firm needs tender documents translated")
add("en-t09", "I run a coworking space in Gasperich with about 35 members. The kitchen and the toilets are a disaster by 3 pm and I can't keep doing it myself. We need someone every weekday evening, plus a thorough scrub of everything once a month. Supplies can be ours or yours.",
    "cleaning", "Luxembourg", "Gasperich", kind="c", nu="U", situation="coworking space daily cleaning")
add("en-t10", "I'm on the board of a tennis club in Esch-sur-Alzette. The concrete steps from the clubhouse down to the courts are crumbling and you can see rusty steel in two places. A member nearly tripped last weekend. We need them repaired or rebuilt before the season starts in April.",
    "masonry", "Esch-sur-Alzette", "Esch-sur-Alzette", kind="c", nu="U", situation="tennis club: crumbling concrete steps, rebar showing")
add("en-t11", "Our small start-up signed a supply contract last year and the supplier now wants to raise prices by 30% mid-term. They say a clause allows it, we read it differently. Before we answer, we'd like someone to look at the contract and tell us where we stand. English-speaking would be great.",
    "legal", None, None, kind="c", nu="U", situation="start-up contract dispute over a price clause")
add("en-t12", "We're choosing between two flats in Oberkorn: one renovated at 520k and one from 1975 that needs everything at 420k. Our son was born in March, so we can't live in a building site for long. Is 100k realistic to redo kitchen, bathroom, floors and electrics in 85 m²? And how long would it take?",
    "renovation", "Differdange", "Oberkorn", not_place=["born"], kind="d", nu="U", situation="is 100k enough to redo a 1975 flat?")
add("en-t13", "We just bought a loft in Hollerich with very high ceilings and concrete everywhere. It echoes and feels cold. Is it worth hiring an interior designer for something like this, or is that only for big villas? Mainly we need help with lighting, rugs, curtains and where to put things.",
    "interior-design", "Luxembourg", "Hollerich", kind="d", nu="N", situation="echoing concrete loft: worth an interior designer?")
add("en-t14", "We live in Messancy, just over the border, and both work in Luxembourg. Our oak front door from the 80s is draughty and the bottom of the frame is soft. Would a carpenter repair the frame and add seals, or is it smarter to replace the door altogether? Roughly what does each option cost?",
    "carpentry", "abroad", "Messancy", distractors=["Luxembourg"], kind="d", nu="N", situation="draughty oak front door in Messancy (BE): repair or replace?")
add("en-t15", "We're relocating from Bertrange to Dublin in September. Is it better to ship a shared container or hire a van with two strong guys for a 3-bed house? We fly out of Findel on the 30th, so the furniture would have to leave a week before. Any idea of prices?",
    "moving", "Bertrange", "Bertrange", distractors=["Dublin", "Findel"], kind="d", nu="U", situation="move Bertrange to Dublin: container or van?")

# ---------------- Portuguese ----------------
add("pt-s01", "Procuro uma femme de ménage para 4 horas por semana em Ettelbruck, casa com 3 quartos e dois cães.",
    "cleaning", "Ettelbruck", "Ettelbruck", situation="weekly home cleaner, 4 hours")
add("pt-s02", "o cano debaixo do lavatório da casa de banho está a pingar para dentro do armário moro em diekirch alguém pode vir hoje",
    "plumbing", "Diekirch", "diekirch", situation="leaking pipe under the washbasin, voice-typed")
add("pt-s03", "Preciso de um électricien para trocar o quadro antigo com fusíveis por disjuntores novos, apartamento em Cents, 2º andar.",
    "electrical", "Luxembourg", "Cents", situation="replace old fuse board with breakers")
add("pt-s04", "O meu patrão não me paga as horas extra há 6 meses e preciso de um advogado que fale português.",
    "legal", None, None, situation="unpaid overtime for six months")
add("pt-s05", "Alguém conhece uma auto-école com instrutor que fale português para a minha filha tirar a carta?",
    None, None, None, situation="driving school (not a listed trade)")
add("pt-s06", "Quero fazer um muro de blocos com uns 20 metros à volta do terreno em Bissen, as fundações já estão marcadas.",
    "masonry", "Bissen", "Bissen", situation="20 m block wall around the plot")
add("pt-s07", "A máquina de secar não liga de todo desde ontem (Miele T1), moro em Schieren, quanto custa a deslocação?",
    "appliance-repair", "Schieren", "Schieren", situation="tumble dryer dead, call-out price")
add("pt-s08", "preciso de limpar e reparar as caleiras da casa em colmar-berg antes do inverno, estão cheias de folhas e uma está solta",
    "roofing", "Colmar-Berg", "colmar-berg", situation="clean and fix gutters, lower case")
add("pt-s09", "Preciso de uma intérprete português-francês para acompanhar a minha mãe numa consulta no hospital na próxima terça.",
    "translation", None, None, situation="interpreter for a hospital appointment")
add("pt-s10", "Alguém para podar 3 árvores de fruto e limpar o jardim todo em Lintgen no fim de semana? 🍏",
    "gardening", "Lintgen", "Lintgen", situation="prune fruit trees and tidy garden")
add("pt-t01", "Sempre que alguém toma banho lá em casa, os radiadores ficam frios e a caldeira começa a fazer um apito esquisito. Depois do banho volta tudo ao normal, mas a sala nunca chega aos 20 graus. O meu marido já purgou os radiadores todos e não mudou nada. Moramos numa moradia em Mersch.",
    "heating", "Mersch", "Mersch", kind="a", nu="U", situation="radiators go cold and boiler whistles when someone showers")
add("pt-t02", "Os pombos fizeram ninho na varanda do nosso apartamento em Hamm e há cocó por todo o lado. Já pus CDs pendurados e uma coruja de plástico, não serviu de nada. O meu filho tem asma e tenho medo das doenças. Todas as manhãs estão lá outra vez.",
    "pest-control", "Luxembourg", "Hamm", kind="a", nu="U", situation="pigeons nesting on the balcony")
add("pt-t03", "Desde ontem a chave roda na fechadura mas a porta de entrada não abre, parece que gira em falso. Estou a entrar pela garagem, mas a garagem não fecha por dentro. Hoje à noite vou sair e fico com a casa aberta. É uma casa em Schoos.",
    "locksmith", "Fischbach", "Schoos", kind="a", nu="U", situation="key spins freely, front door will not open")
add("pt-t04", "Na loja de azulejos disseram-me que podia pôr o mosaico grande por cima do antigo sem tirar nada. Fiz assim na cozinha e agora a porta já não fecha e as pontas ficam desniveladas. Há uma peça que até já rachou. Procuro um ladrilhador que tire tudo e faça bem, casa em Larochette.",
    "tiling", "Larochette", "Larochette", kind="b", nu="N", situation="tile shop said lay new tiles over old; door no longer closes")
add("pt-t05", "Vamos voltar para Portugal em julho, perto de Braga, depois de 22 anos em Esch-sur-Alzette. O meu primo diz para mandar tudo num camião de um conhecido dele, sem papéis nem seguro, que é mais barato. Da última vez que alguém fez isso partiu-se metade da loiça. Queria uma empresa de mudanças a sério, com seguro, para um T3.",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Portugal", "Braga"], kind="b", nu="N", situation="cousin suggested uninsured truck; return move to Portugal")
add("pt-t06", "Um vizinho disse-me que montar painéis solares é fácil e que o subsídio vem na mesma. Comprei 12 painéis e um inversor pela internet e estão na garagem há dois meses. Agora dizem-me que sem um profissional não há subsídio nem ligação à rede. Preciso que alguém os instale e ligue como deve ser em Cruchten.",
    "solar", "Nommern", "Cruchten", kind="b", nu="U", situation="neighbour said DIY PV is easy; panels bought online need installing")
add("pt-t07", "Fizemos uma festa de anos no sábado e caiu vinho tinto no tapete bege e no sofá de tecido. A minha cunhada disse para pôr sal e água quente por cima. A mancha ficou maior e agora está cor-de-rosa. Há alguém com máquina própria que consiga tirar isto do sofá e do tapete em Heffingen?",
    "cleaning", "Heffingen", "Heffingen", kind="b", nu="U", situation="sister-in-law's salt and hot water made wine stain worse")
add("pt-t08", "Tenho uma pequena empresa de transportes em Bettendorf, três camiões e um escritório. O computador do escritório deixou de receber os emails e o programa das faturas está sempre a bloquear. Queria passar tudo para Microsoft 365 e ter cópias de segurança. Quem trata disto?",
    "it-support", "Bettendorf", "Bettendorf", kind="c", nu="U", situation="haulage firm: emails, invoicing software, move to Microsoft 365")
add("pt-t09", "Tenho uma empresa de limpezas com 6 funcionárias e até agora fazia os salários sozinha no Excel. Com as novas regras já não me entendo com as declarações ao CCSS. Preciso de um contabilista que trate dos salários e da contabilidade todos os meses. Falo português e francês.",
    "accounting", None, None, kind="c", nu="N", situation="cleaning company needs an accountant for payroll")
add("pt-t10", "Temos um parque de campismo em Reisdorf, mesmo à beira do rio. Estamos a fazer um site novo e precisamos de fotos e de um vídeo com drone dos bungalows e da piscina. Tem de ser em junho, quando está tudo verde. Quanto cobram por um dia?",
    "photography", "Reisdorf", "Reisdorf", kind="c", nu="U", situation="campsite needs photos and drone video")
add("pt-t11", "Temos uma mercearia de produtos portugueses e muitos clientes pedem entregas ao domicílio. Queríamos uma loja online simples, com os produtos, o pagamento e a escolha do dia de entrega. O meu sobrinho fez uma página no Facebook mas não chega. Alguém faz isso por um preço justo?",
    "web-development", None, None, kind="c", nu="U", situation="Portuguese grocery wants an online shop with delivery slots")
add("pt-t12", "O meu pai tem 82 anos e vem morar connosco em Ingeldorf. Precisamos de adaptar a casa de banho: tirar a banheira, fazer um duche sem degrau, alargar a porta e pôr barras. Quanto tempo demora uma obra destas? E há algum apoio do Estado para isso?",
    "renovation", "Erpeldange-sur-Sûre", "Ingeldorf", kind="d", nu="U", situation="adapt bathroom for elderly father: time, subsidy?")
add("pt-t13", "Comprámos um apartamento em Dudelange com sala e cozinha em open space, mas os móveis antigos não ficam bem em lado nenhum. Vale a pena pagar a uma decoradora de interiores para fazer um plano? Ou é dinheiro deitado fora num apartamento de 70 m²?",
    "interior-design", "Dudelange", "Dudelange", kind="d", nu="N", situation="open-plan flat: worth paying an interior decorator?")
add("pt-t14", "Nós moramos no Luxemburgo mas a casa da minha sogra fica em Villerupt, do outro lado da fronteira. Queríamos pintar a casa toda por dentro, são cinco divisões e o corredor. É melhor fazer tudo de uma vez ou por fases? E vocês também trabalham em França?",
    "painting", "abroad", "Villerupt", distractors=["Luxemburgo"], kind="d", nu="U", situation="repaint mother-in-law's house in Villerupt (FR): at once or in stages?")
add("pt-t15", "A casa que alugámos em Warken tem um soalho antigo de madeira que range e tem frestas entre as tábuas. O senhorio aceita pagar uma parte. É melhor lixar e envernizar ou pôr soalho novo? Um carpinteiro podia vir ver e dar um orçamento para as duas opções?",
    "carpentry", "Ettelbruck", "Warken", kind="d", nu="N", situation="old creaking wooden floor with gaps: sand or replace?")

# ---------------- Italian ----------------
add("it-s01", "Il microonde da incasso Whirlpool fa scintille all'interno appena lo accendo, abito a Garnich, conviene ripararlo o lo butto?",
    "appliance-repair", "Garnich", "Garnich", situation="built-in microwave sparks inside")
add("it-s02", "Cerco un tecnico per la manutenzione annuale della caldaia a gasolio e la pulizia del bruciatore, casa a Useldange.",
    "heating", "Useldange", "Useldange", situation="annual oil boiler service")
add("it-s03", "Mi serve un commercialista per la dichiarazione dei redditi 2025, sono pensionato con una pensione italiana e una lussemburghese.",
    "accounting", None, None, situation="tax return of a pensioner with two pensions")
add("it-s04", "Vorrei una serratura di sicurezza nuova con cilindro europeo sulla porta del mio appartamento a Merl, dopo due furti nel palazzo.",
    "locksmith", "Luxembourg", "Merl", situation="high-security lock after burglaries in the building")
add("it-s05", "Conoscete una sarta che mi accorci l'orlo di un abito da cerimonia entro sabato?",
    None, None, None, situation="tailor (not a listed trade)")
add("it-s06", "Vorrei far costruire una scala in rovere massiccio per il soppalco della casa a Vichten, circa 14 gradini.",
    "carpentry", "Vichten", "Vichten", situation="oak staircase to a mezzanine")
add("it-s07", "Devo rifare le fughe e sostituire 6 piastrelle rotte nel pavimento della cucina a Mertzig, avete ancora posto a maggio?",
    "tiling", "Mertzig", "Mertzig", situation="regrout and replace six broken floor tiles")
add("it-s08", "cerco un'interior designer per scegliere colori luci e arredamento del nostro nuovo bilocale a strassen",
    "interior-design", "Strassen", "strassen", situation="colours, lights, furniture for a small flat, lower case")
add("it-s09", "Mi serve qualcuno che rifaccia il sito della mia agenzia immobiliare con ricerca degli annunci e una mappa.",
    "web-development", None, None, situation="estate agency site with listing search")
add("it-s10", "Preventivo per 14 pannelli fotovoltaici su tetto est-ovest a Bettborn con inverter ibrido, grazie.",
    "solar", "Préizerdaul", "Bettborn", situation="14-panel PV quote")
add("it-t01", "Da qualche giorno in cantina trovo ogni mattina una pozza d'acqua vicino al contatore. Il muro dietro è bagnato fino a trenta centimetri e la doccia al piano di sopra ha meno pressione di prima. Ho chiuso la valvola generale stanotte e la pozza non si è allargata. Casa a Schouweiler, anni Novanta.",
    "plumbing", "Dippach", "Schouweiler", kind="a", nu="U", situation="puddle by the water meter, lower shower pressure")
add("it-t02", "Ogni volta che piove forte scatta il salvavita e restano al buio il giardino e il garage. Quando smette di piovere si riarma senza problemi. Sabato abbiamo la comunione di nostra figlia con trenta invitati in giardino e ho paura che succeda proprio quel giorno. Abitiamo a Eischen.",
    "electrical", "Habscht", "Eischen", kind="a", nu="U", situation="RCD trips whenever it rains, garden and garage dark")
add("it-t03", "La cappa della cucina fa un rumore fortissimo, sembra un aereo, e aspira pochissimo. Ho già lavato i filtri in lavastoviglie e cambiato quelli a carbone. Il motore si sente girare ma a vuoto. La cucina è del 2016, abitiamo a Beckerich.",
    "appliance-repair", "Beckerich", "Beckerich", kind="a", nu="U", situation="cooker hood roars and barely extracts")
add("it-t04", "Il vicino mi ha consigliato di mettere del silicone tutto intorno al lucernario da fuori, visto che entrava un po' d'acqua. L'ho fatto a settembre e adesso ne entra il doppio, gocciola sul letto della camera mansardata. Abito a Redange-sur-Attert. Cerco un conciatetti che sistemi il lucernario come si deve.",
    "roofing", "Redange", "Redange-sur-Attert", kind="b", nu="N", situation="neighbour said silicone round the roof window; leak worse")
add("it-t05", "Tre anni fa il vivaio ci ha consigliato il bambù per avere un po' di privacy dal vicino. Adesso esce in mezzo al prato e ha passato la rete, il vicino non è contento per niente. Vorremmo toglierlo tutto con le radici e mettere qualcos'altro, magari una siepe di carpini. Siamo a Saeul.",
    "gardening", "Saeul", "Saeul", kind="b", nu="U", situation="garden centre advised bamboo, now spreading everywhere")
add("it-t06", "Abbiamo le formiche in cucina da aprile. Mia suocera ha detto di usare aceto e cannella, e per una settimana sembrava funzionare. Adesso però escono in fila anche dalla presa vicino al frigo e dal battiscopa del soggiorno. Serve un disinfestatore, casa a Niederfeulen.",
    "pest-control", "Feulen", "Niederfeulen", kind="b", nu="N", situation="mother-in-law's vinegar and cinnamon against ants failed")
add("it-t07", "Sulla facciata di casa c'erano delle crepe nell'intonaco e il proprietario ha detto di riempirle con del silicone acrilico. Dopo l'inverno si sono riaperte e adesso l'intonaco suona vuoto e si stacca a pezzi vicino alla grondaia. Un pezzo è caduto sul marciapiede. Abito in affitto a Kleinbettingen, il proprietario ora è d'accordo a pagare una riparazione seria.",
    "masonry", "Steinfort", "Kleinbettingen", kind="b", nu="U", situation="landlord said fill render cracks with acrylic; render now falling off")
add("it-t08", "Siamo una piccola azienda che importa vini del Piemonte. Abbiamo 35 schede tecniche e il catalogo solo in italiano, ma i clienti qui leggono in francese e tedesco. Cerchiamo qualcuno che traduca tutto mantenendo il linguaggio tecnico del vino. Che tempi e che prezzi ci sono?",
    "translation", None, None, kind="c", nu="U", situation="wine importer needs data sheets in FR and DE")
add("it-t09", "Abbiamo uno studio contabile al Windhof con sei persone. Da quando lavoriamo due giorni da casa, la VPN si scollega di continuo e due portatili non vedono più la cartella condivisa. Il ragazzo che ci aveva fatto l'impianto si è trasferito. Ci serve qualcuno che rimetta a posto la rete e ci dia assistenza.",
    "it-support", "Koerich", "Windhof", kind="c", nu="U", situation="accounting office: VPN drops, shared folder lost")
add("it-t10", "Sono nel comitato della festa del paese a Boevange-sur-Attert. La domenica sera la sala dove abbiamo fatto il pranzo per 200 persone resta un disastro, e il lunedì mattina c'è la scuola di musica. I volontari sono tutti stanchi. Cerchiamo qualcuno che rimetta in ordine la sala domenica notte o lunedì all'alba.",
    "cleaning", "Helperknapp", "Boevange-sur-Attert", kind="c", nu="U", situation="village fête committee needs the hall cleaned overnight")
add("it-t11", "Il nostro studio legale vicino alla Gare ha cambiato sede e logo. Per il nuovo sito ci servono ritratti di tutti e nove gli avvocati e alcune foto degli uffici. Possibilmente in un giorno solo, di venerdì. Cerchiamo un fotografo con esperienza di ritratti aziendali.",
    "photography", "Luxembourg", "Gare", kind="c", nu="N", situation="law firm needs team portraits and office photos")
add("it-t12", "Vorremmo trasformare la cantina della nostra casa a Dudelange in una tavernetta con un piccolo bagno. Adesso c'è il pavimento grezzo e una sola lampadina. Secondo voi è fattibile, con l'umidità che c'è sotto terra? E su che cifra dovremmo orientarci per circa 40 m²?",
    "renovation", "Dudelange", "Dudelange", kind="d", nu="U", situation="turn the cellar into a rec room with a bathroom: feasible, cost?")
add("it-t13", "Mio padre è morto a marzo in Italia e ha lasciato una casa a Bari a me e a mio fratello, che non vuole vendere. Io vivo qui da vent'anni. Mi serve un avvocato qui o in Italia? E quanto costa più o meno una consulenza?",
    "legal", None, None, distractors=["Italia", "Bari"], kind="d", nu="N", situation="inheritance of a house in Italy: which lawyer?")
add("it-t14", "Ad agosto dobbiamo traslocare da Differdange a Torino, un trilocale più la cantina. Conviene un camion condiviso con altre famiglie o uno tutto nostro? E quanto tempo prima bisogna prenotare per agosto?",
    "moving", "Differdange", "Differdange", distractors=["Torino"], kind="d", nu="U", situation="move Differdange to Turin: shared or own truck?")
add("it-t15", "Mia madre abita a Thionville e vorrebbe far ridipingere le persiane di legno e la ringhiera del balcone. Io lavoro in Lussemburgo e conosco solo ditte di qui. Un imbianchino viene fino in Francia per un lavoro così piccolo? Quanto può costare?",
    "painting", "abroad", "Thionville", distractors=["Lussemburgo"], kind="d", nu="N", situation="repaint shutters and railing in Thionville (FR)")

# ---------------- Spanish ----------------
add("es-s01", "Busco jardinero para cortar el césped cada dos semanas de abril a octubre en Mondorf, jardín de unos 600 m².",
    "gardening", "Mondorf-les-Bains", "Mondorf", situation="fortnightly lawn mowing April-October")
add("es-s02", "Se ha atascado el desagüe de la ducha y el agua sale por el sumidero del garaje, estoy en Greiveldange, ¿podéis venir mañana?",
    "plumbing", "Stadtbredimus", "Greiveldange", situation="shower drain blocked, water backs up in garage")
add("es-s03", "Necesito un electricista para colgar una lámpara de techo y poner un interruptor doble en el salón, piso en Clausen.",
    "electrical", "Luxembourg", "Clausen", situation="ceiling light and double switch")
add("es-s04", "¿Cuánto cobráis por traducir del español al francés un contrato de compraventa de un terreno de 9 páginas?",
    "translation", None, None, situation="translate a 9-page land sale contract ES-FR")
add("es-s05", "Busco profe de guitarra española para mi hijo de 10 años, una vez por semana 🎸",
    None, None, None, situation="guitar teacher (not a listed trade)")
add("es-s06", "Presupuesto para pintar techos y paredes de un piso de 90 m² en Dalheim antes de entrar a vivir, todo en blanco.",
    "painting", "Dalheim", "Dalheim", situation="paint a 90 m2 flat white before moving in")
add("es-s07", "el portátil de mi padre se ha llenado de ventanas emergentes y ya no puede entrar en su banca online vive en canach alguien que vaya a casa?",
    "it-support", "Lenningen", "canach", situation="father's laptop full of pop-ups, home visit, voice-typed")
add("es-s08", "Hemos visto cucarachas en la cocina de casa en Grosbous, sobre todo de noche detrás del lavavajillas, ¿quién se encarga de eso?",
    "pest-control", "Groussbus-Wal", "Grosbous", situation="cockroaches in the kitchen")
add("es-s09", "Quiero una web sencilla para mi empresa de reformas con galería de fotos de obras y un formulario para pedir presupuesto.",
    "web-development", None, None, situation="website for a renovation company")
add("es-s10", "Mudanza de un estudio de Remerschen a Madrid en septiembre, solo unas 20 cajas y una cama, ¿cuánto sería?",
    "moving", "Schengen", "Remerschen", distractors=["Madrid"], situation="small move Remerschen to Madrid")
add("es-t01", "Después de cada lluvia fuerte aparece una mancha oscura en el desván, justo alrededor de la chimenea. La madera de al lado está húmeda al tacto y desde dentro se ve un poco de luz en la base. Dentro de casa todavía no ha llegado nada al techo del dormitorio. La casa está en Bigonville.",
    "roofing", "Rambrouch", "Bigonville", kind="a", nu="U", situation="wet timber and daylight around the chimney base")
add("es-t02", "Anoche oímos un crujido fuerte en el salón, como un petardo. Esta mañana las baldosas del suelo se han levantado en el centro formando una especie de tienda de campaña, y hay dos partidas. No se puede pasar con la silla del bebé. Vivimos en Bourscheid y la casa tiene unos diez años.",
    "tiling", "Bourscheid", "Bourscheid", kind="a", nu="U", situation="living-room floor tiles tented up overnight")
add("es-t03", "Desde hace unos días la casa se pone a 26 grados por la noche aunque el termostato marque 20. A las dos de la mañana se oyen golpes en las tuberías, como martillazos. Por la mañana está todo normal otra vez. Estamos en Medernach y no dormimos nada.",
    "heating", "Vallée de l'Ernz", "Medernach", kind="a", nu="U", situation="house overheats at night, banging pipes")
add("es-t04", "En una tienda de electrónica nos vendieron una cerradura inteligente diciendo que valía para cualquier puerta. La pusimos en la puerta de la terraza y ahora solo se abre con la app; ayer se quedó sin batería y no hubo forma de abrir desde fuera. Queremos que alguien quite eso y ponga una cerradura de verdad con llave. Vivimos en Bous.",
    "locksmith", "Bous-Waldbredimus", "Bous", kind="b", nu="U", situation="shop sold smart lock 'for any door'; locked out when battery died")
add("es-t05", "La placa de inducción tiene una grieta desde que se cayó un bote de especias. Mi cuñado dice que se puede seguir usando si le pones cinta transparente por encima. No me fío nada, tengo dos niños pequeños. Busco un técnico de electrodomésticos que cambie el cristal en Remich.",
    "appliance-repair", "Remich", "Remich", kind="b", nu="N", situation="brother-in-law said tape the cracked induction hob")
add("es-t06", "Un vecino nos dijo que limpiáramos los paneles solares con la hidrolimpiadora una vez al año. Lo hicimos en marzo y desde entonces producen bastante menos, y uno tiene una esquina blanquecina como si le hubiera entrado agua. La instalación tiene seis años. ¿Alguien puede revisarla y cambiar el panel si hace falta? Casa en Junglinster.",
    "solar", "Junglinster", "Junglinster", kind="b", nu="U", situation="neighbour said pressure-wash PV panels; one panel clouded")
add("es-t07", "La puerta de madera del jardín se ha descolgado y roza el suelo. Mi padre le puso un tornillo en diagonal diciendo que así se arreglaba para siempre, pero ahora se ha rajado el travesaño. Me gustaría que un carpintero la reparara o hiciera una nueva igual. Vivimos en Ell, al lado de la iglesia.",
    "carpentry", "Ell", "Ell", kind="b", nu="N", situation="father's diagonal screw split the sagging wooden garden gate")
add("es-t08", "Tenemos una academia de idiomas y el contrato de alquiler del local termina en junio. El propietario quiere subir el alquiler un 40% o echarnos, y dice que no tenemos derecho a renovación. Hemos invertido mucho en la reforma del local. Necesitamos un abogado de arrendamientos comerciales que nos diga qué podemos hacer.",
    "legal", None, None, kind="c", nu="N", situation="language school: commercial lease renewal dispute")
add("es-t09", "Tenemos una pequeña empresa de catering, somos tres socios y hasta ahora nos llevaba los papeles un primo desde Valencia por internet. Ya no nos contesta y se acerca el cierre del año. Buscamos a alguien de aquí que se ocupe cada mes de las facturas y las nóminas, y también del cierre del año. ¿Cuánto suele costar?",
    "accounting", None, None, distractors=["Valencia"], kind="c", nu="U", situation="catering firm lost the cousin who kept its books")
add("es-t10", "Dirijo una escuela de flamenco y el festival de fin de curso será el 21 de junio en una sala del Pfaffenthal. Actúan 60 alumnas, desde niñas de 5 años hasta señoras de 70. Las familias siempre piden fotos y un vídeo bonito del espectáculo. ¿Alguien disponible esa tarde?",
    "photography", "Luxembourg", "Pfaffenthal", kind="c", nu="U", situation="flamenco school end-of-year show: photos and video")
add("es-t11", "Tenemos un pequeño hotel de seis habitaciones en Echternach y los clientes dicen en las reseñas que las habitaciones están anticuadas. No queremos obras grandes, solo cambiar el ambiente: colores, iluminación, textiles y algún mueble. Buscamos a alguien que nos haga una propuesta de estilo para todas las habitaciones.",
    "interior-design", "Echternach", "Echternach", kind="c", nu="U", situation="small hotel wants new style for six rooms")
add("es-t12", "Queremos tirar el tabique entre la cocina y el salón de nuestro piso en Cessange, mover dos enchufes, poner el mismo suelo en todo y pintar. ¿Hace falta pedir permiso a la comuna o al síndico para algo así? ¿Una empresa de reformas se encarga también de esos trámites?",
    "renovation", "Luxembourg", "Cessange", kind="d", nu="N", situation="knock through kitchen wall: permits, renovation firm?")
add("es-t13", "Queremos hacer un muro bajo al fondo del jardín en Wiltz, de unos 12 metros. ¿Qué sale mejor, piedra natural o bloques revestidos? Me preocupa que con las heladas se agriete. ¿Y cuánto costaría más o menos cada opción?",
    "masonry", "Wiltz", "Wiltz", kind="d", nu="U", situation="low garden wall: natural stone or rendered blocks?")
add("es-t14", "Vivimos en Sierck-les-Bains, justo al otro lado de la frontera, pero trabajamos en Luxemburgo. Tenemos un terreno en pendiente de 800 m² sin nada plantado. ¿Un paisajista de allí se desplazaría hasta aquí para diseñar el jardín? ¿Y cuánto cuesta solo el diseño?",
    "gardening", "abroad", "Sierck-les-Bains", distractors=["Luxemburgo"], kind="d", nu="N", situation="garden design for a sloping plot in Sierck-les-Bains (FR)")
add("es-t15", "Mis suegros llegan de Colombia en mayo con el visado Schengen y se quedan tres meses. Quiero que la casa esté impecable antes, incluidos cristales y armarios. ¿Cuántas horas hacen falta para dejar impecable de arriba abajo una casa de 150 m² en Strassen? ¿Y cuánto cuesta?",
    "cleaning", "Strassen", "Strassen", distractors=["Colombia"], not_place=["Schengen"], kind="d", nu="U", situation="deep clean before in-laws visit: hours and price")
