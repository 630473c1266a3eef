MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Lëtzebuergesch ----------------
add("lb-s01", "Moien, de Kichenofloss ass komplett verstoppt, d'Waasser bleift am Spullbecken stoen an et stënkt, kéint een nach dës Woch op Dippech kommen?",
    "plumbing", "Dippach", "Dippech", situation="Blocked kitchen sink drain, water standing and smelling.")
add("lb-s02", "hallo mir hätten gär eng steckdous dobaussen op der terrass fir de grill an d'liichtkette kann dat een maachen zu mamer merci",
    "electrical", "Mamer", "mamer", situation="Outdoor socket wanted on the terrace for grill and fairy lights (voice-typed).")
add("lb-s03", "Bonjour, mir sichen e Moler deen d'Trapenhaus vun eisem Appartementsgebai zu Keel (3 Stäck, ronn 180 m²) nei usträicht, de Syndic brauch 3 Offeren bis Enn Januar.",
    "painting", "Kayl", "Keel", situation="Repainting the stairwell of a block of flats; the syndic needs three quotes.")
add("lb-s04", "D'Schlass vu menger Bréifkëscht zu Zolwer ass opgebrach ginn an ech kréien meng Post net méi eraus, wien setzt mir en neit an? 🙏",
    "locksmith", "Sanem", "Zolwer", situation="Letterbox lock forced open; needs a new one fitted.")
add("lb-s05", "Mir hunn e Weekendhaus zu Igel, grad vis-à-vis vu Waasserbëlleg iwwer der Musel, a brauchen een deen do am Fréijoer de Gaart mat ronn 600 m² Wiss nei uleet.",
    "gardening", "abroad", "Igel", distractors=["Waasserbëlleg"], situation="New lawn for a weekend house in Igel (Germany), across the Moselle from Wasserbillig.")
add("lb-s06", "Mir plënneren de 28 Februar vu Biissen op Ettelbréck, 3-Zëmmer-Appartement am 2ten Stack ouni Lift, wat kascht dat ongeféier mat Kartongen?",
    "moving", "Bissen", "Biissen", distractors=["Ettelbréck"], situation="Price for a three-room flat move from Bissen to Ettelbruck, no lift, boxes included.")
add("lb-s07", "Bei eis op der Terrass zu Miersch si sech eng 15 Plättercher lass gaang a klappere wann ee drop trëtt, kann een déi nei verleeën oder muss alles eraus?",
    "tiling", "Mersch", "Miersch", situation="About 15 loose terrace tiles rattling underfoot; relay or redo everything?")
add("lb-s08", "Mir sichen eng Firma déi zweemol am Joer all d'Fënsteren an d'Glas vum Wantergaart bei eis zu Bettendorf botzt, et ass en aalt Haus mat 22 Fënsteren.",
    "cleaning", "Bettendorf", "Bettendorf", situation="Twice-yearly window and conservatory glass cleaning for an old house.")
add("lb-s09", "D'Dachrënn iwwert eiser Garage (L-9390) leeft bei all Reen iwwer an d'Waasser leeft der Fassad erof, wie kann dat kuerz kucken kommen?",
    "roofing", "Reisdorf", "L-9390", situation="Garage gutter overflowing in every rain, water running down the facade.")
add("lb-s10", "Ech hu mäin éischt Kand kritt an eis Steierklass ännert sech, ech brauch Hëllef fir d'Steiererklärung 2025 mat de Kannerbonus an de Kreditzënsen, wien mécht dat op Lëtzebuergesch?",
    "accounting", None, None, not_place=["éischt"], situation="Help with the 2025 personal tax return after a first child (tax class, loan interest).")
add("lb-t01", "Moien. All Kéier wann et staark reent, fällt bei eis de Stroum am ganze Parterre aus an ech muss am Keller de Schalter rëm eropdrécken. Mir wunnen zu Bouneweg an engem Reienhaus vun 1968. Ech mengen et huet eppes mat der Luucht beim Gaardenhaischen ze dinn, well déi ass zënter dem Summer ëmmer naass. Kann do een dat bis Freides kucken kommen?",
    "electrical", "Luxembourg", "Bouneweg", kind="a", nu="U", situation="Ground-floor circuit trips whenever it rains hard; suspect a damp garden-shed light.")
add("lb-t02", "Zënter e puer Wochen héiere mer nuets eppes an der Plafongsdecken kraazen, grad iwwert dem Kannerzëmmer. Am Kichenschaf hunn ech elo och kleng schwaarz Kréimercher fonnt an e Pak Mëll war ugeknabbert. D'Kaz interesséiert sech net derfir 🙄. Mir sinn zu Réiden, Haus mat Späicher. Wat maache mer?",
    "pest-control", "Redange", "Réiden", kind="a", nu="U", situation="Scratching in the ceiling at night, droppings and a gnawed flour bag (mice).")
add("lb-t03", "Den Drock um Manometer vun eiser Chaudière fält all Woch ënner 0,5 bar an ech muss ëmmer rëm Waasser nofëllen. Zënter gëschter gëtt d'Waasser an der Dusch och no 5 Minutte kal. Am Keller ënnert dem roude Ausdehnungsgefäss ass eng kleng rostbrong Flak um Buedem. Mir sinn zu Géisdref, Haus vun 2004. Wien kann dat kucken?",
    "heating", "Goesdorf", "Géisdref", kind="a", nu="U", situation="Boiler keeps losing pressure, shower turns cold, rust stain under the expansion vessel.")
add("lb-t04", "Eis Gaardemauer aus Bimsstee zu Vianden huet zënter leschtem Wanter e Rass vun uewen no ënnen. Den Noper sot, ech soll en einfach mat Silikon zoumaachen, dat hätt hien och esou gemaach. Dat hunn ech gemaach, mee elo ass de Rass méi breet wéi virdrun an d'Mauer leent sech e bëssen no baussen. Ech hätt gär een deen dat richteg flécke kann, ier se ëmfält.",
    "masonry", "Vianden", "Vianden", kind="b", nu="U", situation="Crack in a block garden wall widened after the neighbour's silicone tip; wall leaning.")
add("lb-t05", "Eise Backuewen (Siemens iQ500, 6 Joer al) gëtt just nach lauwarm, de Ventilator dréint awer. De Proprietaire seet, dat lount sech net, mir sollten en neie kafen, mee bezuele wëll hien en net. Mäi Schwoer mengt, et wier secher d'Elektronik an dat wier Dausende wäert. Ech hunn awer gelies dass et dacks just d'Heizspiral ass. Gëtt et e Reparateur fir Haushaltsgeräter deen op Christnach kënnt?",
    "appliance-repair", "Waldbillig", "Christnach", kind="b", nu="N", situation="Oven only lukewarm; landlord says buy new, brother-in-law says electronics; likely heating element.")
add("lb-t06", "Mir hunn eng Trap aus Eech am Haus zu Mäertert, vun 1985. Am Bauhaus hu se mir en Ueleg verkaaft deen ideal wier, elo ass se glat wéi Äis an op dräi Trape ass d'Holz gerass. Ech wëll déi dräi Trapen ersetzen an déi ganz Trap richteg schleifen a lackéiere loossen. Ass dat méiglech virun der Kommunioun vun eiser Duechter den 3. Mee?",
    "carpentry", "Mertert", "Mäertert", not_place=["Eech", "Holz"], kind="b", nu="U", situation="Oak staircase made slippery by a shop-recommended oil, three treads cracked; replace and refinish.")
add("lb-t07", "Eis Photovoltaikanlag op der Garage zu Stadbriedemes produzéiert dëst Joer bal 20% manner wéi 2024. Mäi Papp huet d'Paneele mam Héichdrockreiniger gebotzt, well een am Café gesot hat dat wier dat Bescht. Zënterhier weist den Onduleur (Fronius Primo) ab an zou eng Feelermeldung an e puer Paneele hu matt Flecken. Ech hätt gär datt eng Solarfirma dat kontrolléiert, och wéinst der Garantie.",
    "solar", "Stadtbredimus", "Stadbriedemes", kind="b", nu="N", situation="PV yield down 20% after pressure-washing panels on a café tip; inverter warnings, matt spots.")
add("lb-t08", "Mir hunn eng Bäckerei zu Ettelbréck mat zwou Keesen an engem Bongdrécker an der Produktioun. Zënter dem Update vum Router vum Provider verléiert d'Keess ëmmer rëm d'Verbindung mam Drécker an de Moien um 6 Auer ass dat de Chaos. Mäi Neveu huet et probéiert, mee deen ass elo am Studium zu Lëttich. Mir sichen en IT-Service deen dat Netzwierk eng Kéier propper opsetzt.",
    "it-support", "Ettelbruck", "Ettelbréck", distractors=["Lëttich"], kind="c", nu="N", situation="Bakery tills lose connection to the order printer since a router update; network setup needed.")
add("lb-t09", "Ech sinn am Comité vum Tennisclub Sandweiler. Mir feieren am Juni eis 50 Joer mat engem Turnéier an engem Owesiessen am Clubhaus. Mir hätten gär datt een den Dag iwwer professionell Biller mécht, och vun de Jonken, fir eng Chronik an d'Internetsäit vum Club. Wat kéint dat kaschte fir ronn 8 Stonnen?",
    "photography", "Sandweiler", "Sandweiler", kind="c", nu="U", situation="Tennis club's 50th anniversary tournament and dinner; a day of professional pictures.")
add("lb-t10", "Moien, ech schreiwen fir d'Fanfare vun eisem Duerf. Mir hu just eng Facebook-Säit an d'Leit fannen eis Concertsdaten ni. Mir sichen e Webdesigner deen eis eng einfach Websäit mécht mat Kalenner, Fotoen an engem Formulaire fir nei Memberen. De Budget ass kleng, vläicht 1500 €, a mir wëllen d'Texter selwer kënnen änneren.",
    "web-development", None, None, kind="c", nu="N", situation="Village brass band wants a simple website with calendar, photos and a membership form.")
add("lb-t11", "Ech leeden eng Crèche mat 40 Kanner. Eise Guide fir d'Elteren (12 Säiten, op Lëtzebuergesch a Franséisch) verstinn vill Famillen net gutt. Mir hätten en gär och op Portugisesch, Englesch an Ukrainesch, professionell gemaach an net mat Google. Bis wéini wier dat méiglech?",
    "translation", None, None, kind="c", nu="U", situation="Day-care centre wants its 12-page parents' guide in Portuguese, English and Ukrainian.")
add("lb-t12", "Mir hunn en Appartement zu Esch-Uelzecht kaaft, de Living ass 9 Meter laang an nëmmen 3,2 breet mat enger Fënster um Enn. Mir wëssen net wou de Canapé an den Esstësch hikommen an ob mir däischter oder hell Faarwen huele sollen. Ech wëll net direkt e Moler bestellen ier mer wëssen wat mir wëllen. Mécht een esou e Plang mat Miwwelen a Luuchten, a wat kascht dat ongeféier?",
    "interior-design", "Esch-sur-Alzette", "Esch-Uelzecht", kind="d", nu="U", situation="Long narrow living room: where to put sofa and table, dark or light colours; wants a plan before a painter.")
add("lb-t13", "Mir wëllen eis al Wunneng um Lampertsbierg aus de 70er Joren modern maachen: Kichen eraus, Buedzëmmer nei, Elektresch an Buedem iwwerall. Wéi laang dauert esou eppes ongeféier bei 85 m², a kann een während där Zäit do wunne bleiwen? Mir hunn zwee kleng Kanner an eng Kaz. Mir sichen eng Firma fir Renovatioun déi alles koordinéiert.",
    "renovation", "Luxembourg", "Lampertsbierg", kind="d", nu="N", situation="Refitting a 1970s flat (kitchen, bathroom, wiring, floors): how long, can the family stay in?")
add("lb-t14", "Ech hu virun dräi Wochen en Occasiounsauto vun engem Privatmann kaaft, dee wunnt zu Tréier. No zwou Wochen ass de Motor futti gaang an de Garage seet, dee Schued wier scho laang do gewiescht. De Verkeefer äntwert net méi op meng Messagen. Hunn ech iwwerhaapt Rechter, wann et eng Privatvente war, a wat soll ech elo als éischt maachen?",
    "legal", None, None, distractors=["Tréier"], not_place=["éischt"], kind="d", nu="U", situation="Used car bought privately broke down after two weeks; seller silent; what rights?")
add("lb-t15", "Mir fléien am Mäerz fir zwou Wochen op Lissabon an eise Bichon ass 13 Joer al an huet Häerzmedikamenter. Ass et besser, hien déi zwou Wochen auswäerts ënnerzebréngen, oder datt een zweemol den Dag bei eis heem kënnt fir him seng Pëllen ze ginn? Wat kascht dat ongeféier pro Dag?",
    None, None, None, distractors=["Lissabon"], kind="d", nu="U", situation="Elderly dog on heart medication during a two-week trip: kennel or home visits? (not a listed trade)")

# ---------------- Français ----------------
add("fr-s01", "Bonjour, notre chasse d'eau coule en permanence depuis le week-end et la facture va exploser, est-ce qu'un plombier peut passer à Garnich demain matin ?",
    "plumbing", "Garnich", "Garnich", situation="Toilet cistern running non-stop since the weekend.")
add("fr-s02", "Je voudrais faire poser un parquet en chêne massif dans deux chambres (35 m² en tout) à Leudelange, idéalement courant avril.",
    "carpentry", "Leudelange", "Leudelange", situation="Solid oak floor to be laid in two bedrooms.")
add("fr-s03", "URGENT porte claquée avec les clés ET le bébé qui dort à l'intérieur, rue de l'Église à Schifflange, quelqu'un peut venir tout de suite svp",
    "locksmith", "Schifflange", "Schifflange", situation="Door slammed shut with keys and sleeping baby inside; urgent opening.")
add("fr-s04", "Mon sèche-linge Bosch Serie 6 chauffe mais ne sèche plus rien depuis lundi, vous faites des dépannages à Munsbach ?",
    "appliance-repair", "Schuttrange", "Munsbach", situation="Tumble dryer heats but no longer dries.")
add("fr-s05", "Nous recevons les clés de notre maison neuve à Tuntange le 14 mars et il faudrait un nettoyage complet de fin de chantier (poussière de plâtre, vitres, sols) avant l'arrivée des meubles le 18.",
    "cleaning", "Helperknapp", "Tuntange", situation="Builders' clean of a new house before the furniture arrives.")
add("fr-s06", "bonjour je dois faire abattre un épicéa d'environ 20 m qui penche vers la maison à nommern, il y a une ligne téléphonique juste à côté, c'est possible avant les tempêtes de l'hiver",
    "gardening", "Nommern", "nommern", situation="Felling a leaning 20 m spruce near the house and a phone line (lower case).")
add("fr-s07", "Devis svp pour la pose de carrelage grand format 120x60 dans l'entrée et la cuisine (environ 42 m²) d'une maison à Bourscheid, carrelage déjà acheté.",
    "tiling", "Bourscheid", "Bourscheid", situation="Laying large-format 120x60 tiles in hall and kitchen, tiles supplied.")
add("fr-s08", "Nous aimerions remplacer notre vieille chaudière au fioul par une pompe à chaleur air-eau, maison de 1992 à Schieren d'environ 160 m², pourriez-vous passer pour un devis ?",
    "heating", "Schieren", "Schieren", situation="Replacing an oil boiler with an air-to-water heat pump.")
add("fr-s09", "Je cherche un peintre pour repeindre la façade et les volets de notre maison à Saeul avant l'été, la peinture actuelle farine quand on passe la main dessus.",
    "painting", "Saeul", "Saeul", situation="Repainting a chalking facade and shutters before summer.")
add("fr-s10", "Bonjour, je cherche quelqu'un pour donner des cours de soutien en maths à mon fils en 3e, deux fois par semaine, en visio si possible.",
    None, None, None, situation="Maths tutoring for a schoolboy, online (not a listed trade).")
add("fr-t01", "Bonsoir, depuis l'orage de jeudi on a une grosse auréole jaune au plafond de la chambre sous les combles. Ce matin mon mari a trouvé deux morceaux d'ardoise cassés dans le jardin. Il pleut encore demain et j'ai mis une bassine sur le lit. Nous sommes à Wilwerwiltz, maison avec une pente assez raide. Qui peut venir voir vite ?",
    "roofing", "Kiischpelt", "Wilwerwiltz", kind="a", nu="U", situation="Water stain on attic-bedroom ceiling after a storm, broken slate pieces in the garden.")
add("fr-t02", "Depuis le printemps des pigeons se posent tous les jours sur notre balcon à Beaufort. Il y a des fientes partout, ils roucoulent dès 5h du matin et maintenant il y a un nid dans la jardinière avec deux œufs. Les filets du magasin n'ont servi à rien. Mon fils est asthmatique et je ne veux plus qu'il joue dehors.",
    "pest-control", "Beaufort", "Beaufort", kind="a", nu="U", situation="Pigeons nesting on a balcony, droppings everywhere, asthmatic child.")
add("fr-t03", "Le compteur d'eau continue de tourner alors que tout est fermé dans la maison, j'ai vérifié trois fois. Notre facture trimestrielle est passée de 140 à 390 €. Depuis quelques jours il y a aussi une tache humide sur le mur du sous-sol, côté rue. On habite à Roodt-sur-Syre. Qu'est-ce que je dois faire ?",
    "plumbing", "Betzdorf", "Roodt-sur-Syre", kind="a", nu="U", situation="Water meter turning with everything closed, bill tripled, damp patch in the basement (hidden leak).")
add("fr-t04", "Le crépi du soubassement de notre maison à Waldbredimus se décollait par plaques. Au magasin de bricolage on m'a vendu une peinture « spéciale façade élastique » en me disant que ça suffisait de peindre par-dessus. Un an après, tout gonfle et le crépi s'effrite dès qu'on le touche. Je voudrais qu'on enlève ce qui tient mal et qu'on refasse le crépi correctement sur environ 25 m linéaires.",
    "masonry", "Bous-Waldbredimus", "Waldbredimus", kind="b", nu="U", situation="Base render flaking; shop's elastic paint made it worse; redo the render.")
add("fr-t05", "Je loue un appartement à Belair. Le propriétaire a ajouté lui-même une prise juste à côté de la baignoire et affirme que c'est « aux normes ». Mon père, qui a travaillé dans le bâtiment, dit que c'est dangereux. Je voudrais faire venir un électricien agréé pour contrôler l'installation et me faire un petit rapport écrit. Combien coûte ce genre de visite ?",
    "electrical", "Luxembourg", "Belair", kind="b", nu="N", situation="Landlord's DIY socket beside the bath; tenant wants an approved electrician's check and report.")
add("fr-t06", "Mon voisin m'a conseillé d'acheter des panneaux « plug and play » sur internet et de les brancher sur une prise du garage, d'après lui c'est pareil. On habite à Hussigny-Godbrange, juste de l'autre côté de la frontière. Après renseignement ça ne couvrirait presque rien de notre consommation. On voudrait plutôt une vraie installation de 6 kWc sur le toit orienté sud-ouest, avec les démarches pour la revente.",
    "solar", "abroad", "Hussigny-Godbrange", kind="b", nu="U", situation="Neighbour suggested plug-in panels; customer in Hussigny-Godbrange (France) wants a proper 6 kWp roof PV system.")
add("fr-t07", "Nous déménageons d'Arlon à Steinfort fin mai, un 4 pièces au 2e étage sans ascenseur. Mon beau-frère dit qu'avec une camionnette de location et trois copains on fait ça en une journée. Sauf que j'ai une hernie discale et que le canapé d'angle ne passe pas dans l'escalier. Je préfère des déménageurs, avec monte-meubles si besoin. Le camion pourra se garer devant la gare, c'est à 50 m.",
    "moving", "Steinfort", "Steinfort", distractors=["Arlon"], not_place=["gare"], kind="b", nu="N", situation="Move from Arlon (BE) to Steinfort; brother-in-law's DIY plan rejected, wants movers with a furniture lift.")
add("fr-t08", "Nous sommes un domaine viticole à Wormeldange-Haut et nous préparons notre nouveau catalogue et le site. Il nous faudrait des photos professionnelles des 14 bouteilles sur fond blanc, plus quelques images des vignes et de la cave. Idéalement en septembre, pendant les vendanges. Pouvez-vous nous indiquer un tarif à la journée ?",
    "photography", "Wormeldange", "Wormeldange-Haut", kind="c", nu="U", situation="Winery needs packshots of 14 bottles plus vineyard and cellar images during harvest.")
add("fr-t09", "Madame, Monsieur, notre cabinet dentaire à Obercorn compte 3 postes et un petit serveur pour les dossiers patients et la radio. La sauvegarde automatique échoue depuis trois semaines sans que personne ne l'ait remarqué. Nous cherchons un prestataire informatique pour remettre les sauvegardes en ordre et assurer un contrat de maintenance. Merci de nous recontacter.",
    "it-support", "Differdange", "Obercorn", kind="c", nu="N", situation="Dental practice: backups of the patient-records server failing for weeks; wants an IT maintenance contract.")
add("fr-t10", "Je suis trésorière bénévole d'une ASBL de foot pour les jeunes, 180 membres. Depuis que nous avons embauché un entraîneur à mi-temps, je ne m'en sors plus avec les fiches de salaire, la CCSS et les comptes annuels. L'assemblée générale est en mars. Nous aurions besoin que quelqu'un reprenne tout ça pour un prix raisonnable.",
    "accounting", None, None, kind="c", nu="U", situation="Youth football club treasurer overwhelmed by payroll for a part-time coach and annual accounts.")
add("fr-t11", "Notre start-up reçoit des investisseurs japonais la semaine du 9 février. Ils parlent un peu anglais mais la réunion technique durera une journée entière. Nous cherchons un interprète japonais-français ou japonais-anglais pour être présent toute la journée. Est-ce qu'il faut prévoir deux personnes pour une journée aussi longue ?",
    "translation", None, None, kind="c", nu="N", situation="Start-up needs a Japanese interpreter for a full-day investor meeting.")
add("fr-t12", "J'ai acheté un studio de 32 m² au Kirchberg que je veux louer meublé à des expatriés. Je n'ai aucune idée de comment l'aménager pour qu'il paraisse plus grand, ni quels meubles et quelles lampes choisir. Est-ce que ça vaut la peine de payer quelqu'un pour faire un plan et une liste d'achats ? Et ça coûte combien en général ?",
    "interior-design", "Luxembourg", "Kirchberg", kind="d", nu="U", situation="Is a layout and shopping-list plan worth paying for a 32 m² studio to rent furnished?")
add("fr-t13", "Nous venons d'acheter une maison de 1964 à Howald. Il faut refaire l'électricité, la salle de bain, les sols et isoler les combles. Dans quel ordre faut-il faire les travaux, et combien de temps ça prend en général ? Une entreprise générale de rénovation pourrait-elle nous conseiller sur place ?",
    "renovation", "Hesperange", "Howald", kind="d", nu="N", situation="House from 1964 needing wiring, bathroom, floors and loft insulation: in what order, how long?")
add("fr-t14", "Je suis en congé parental à mi-temps depuis octobre. Hier mon employeur m'a convoquée pour un entretien préalable et parle de « réorganisation ». A-t-il le droit de me licencier pendant un congé parental ? Et si oui, est-ce que je peux contester et dans quel délai ?",
    "legal", None, None, kind="d", nu="U", situation="Employee on part-time parental leave called to a pre-dismissal meeting: can she be dismissed?")
add("fr-t15", "Je fais de la céramique et je vends pour l'instant sur les marchés et sur Instagram. J'aimerais une boutique en ligne avec une cinquantaine de pièces uniques et le paiement par carte et Payconiq. Vaut-il mieux partir sur Shopify ou WordPress avec WooCommerce ? Et quel budget prévoir pour quelqu'un qui me la monte ?",
    "web-development", None, None, kind="d", nu="U", situation="Ceramicist wants an online shop: Shopify or WooCommerce, and what budget?")

# ---------------- Deutsch ----------------
add("de-s01", "Guten Tag, wir bekommen im Februar einen VW ID.4 und bräuchten eine 11-kW-Wallbox in der Tiefgarage unseres Hauses (Rue de Luxembourg, L-8080), der Sicherungskasten ist von 1998.",
    "electrical", "Bertrange", "L-8080", distractors=["Luxembourg"], not_place=["einen"], situation="11 kW wallbox for a new electric car in an underground garage, old fuse board.")
add("de-s02", "Suche Maler für 3 Zimmer in Mietwohnung in Düdelingen: alte Raufasertapete runter, glatt spachteln und weiß streichen, Auszug ist am 31.",
    "painting", "Dudelange", "Düdelingen", situation="Strip woodchip wallpaper, skim and paint three rooms in a rented flat.")
add("de-s03", "Wer schneidet uns in Welfringen sechs alte Apfel- und Birnbäume fachgerecht zurück, die seit Jahren keiner mehr angefasst hat?",
    "gardening", "Dalheim", "Welfringen", situation="Pruning six neglected old apple and pear trees.")
add("de-s04", "Hallo, ich möchte in der Küche in Monnerich den alten Fliesenspiegel (ca 4 m²) abschlagen und neue Metro-Fliesen verlegen lassen, geht das noch vor Ostern?",
    "tiling", "Mondercange", "Monnerich", situation="Replace the kitchen splashback tiles with metro tiles.")
add("de-s05", "Beim Ausräumen vom Haus meiner Oma in Schoos haben wir im Keller einen alten Tresor gefunden, die Kombination kennt keiner mehr – kann den jemand öffnen, ohne ihn komplett zu zerstören?",
    "locksmith", "Fischbach", "Schoos", not_place=["einen"], situation="Old safe found in grandmother's cellar, combination unknown.")
add("de-s06", "Umzug von Clerf nach Köln Ende April, Einfamilienhaus mit ca 90 Kartons, Klavier haben wir keins aber einen sehr schweren Eichenschrank 😅 was kostet so etwas ungefähr?",
    "moving", "Clervaux", "Clerf", distractors=["Köln"], not_place=["einen"], situation="House move from Clervaux to Cologne with a heavy oak wardrobe.")
add("de-s07", "Wir vermieten eine Ferienwohnung in Diekirch und suchen jemanden, der zwischen den Gästen putzt, Betten neu bezieht und die Handtücher wechselt, meistens samstags zwischen 10 und 15 Uhr.",
    "cleaning", "Diekirch", "Diekirch", situation="Changeover cleaning of a holiday flat between guests on Saturdays.")
add("de-s08", "Unser Liebherr-Kühlschrank brummt seit zwei Tagen richtig laut und im Gefrierfach taut alles an, kann jemand nach Hobscheid kommen bevor wir alles wegwerfen müssen?",
    "appliance-repair", "Habscht", "Hobscheid", situation="Fridge humming loudly, freezer compartment thawing.")
add("de-s09", "ich hätte gern ein angebot für eine terrasse aus douglasie ca 25 m2 auf stelzlagern am haus in useldingen, unterbau muss noch gemacht werden",
    "carpentry", "Useldange", "useldingen", situation="Douglas-fir deck of about 25 m² on pedestals, substructure included (lower case).")
add("de-s10", "Ich kaufe nächsten Monat eine Wohnung und brauche für den Termin beim Notar einen Dolmetscher Französisch-Deutsch, weil ich die Urkunde sonst nicht verstehe.",
    "translation", None, None, not_place=["einen"], situation="Interpreter French–German for a notary appointment on a flat purchase.")
add("de-t01", "Im Bad ist der Fußboden seit November eiskalt, obwohl der Rest vom Haus schön warm ist. Am Verteiler im Flur ist der eine Kreis ganz offen, das Rohr bleibt aber kalt. Wir haben schon entlüftet wie es im Internet steht, ohne Erfolg. Wir wohnen in Harlingen, Baujahr 2011.",
    "heating", "Lac de la Haute-Sûre", "Harlingen", kind="a", nu="U", situation="Bathroom underfloor heating loop stays cold although the manifold valve is open.")
add("de-t02", "Ich finde seit Wochen kleine Löcher in meinen Wollpullovern und Schals. Heute lagen im Kleiderschrank winzige helle Larven und ein paar kleine graue Falter sind rausgeflogen. Lavendelsäckchen haben nichts gebracht. Die Wohnung ist im Bahnhofsviertel, Altbau mit Teppichboden im Schlafzimmer. Was kann man da machen?",
    "pest-control", "Luxembourg", "Bahnhofsviertel", kind="a", nu="U", situation="Holes in woollens, larvae and small moths in the wardrobe (clothes moths).")
add("de-t03", "Bei jedem stärkeren Sturm tropft es bei uns im Kinderzimmer am Dachfenster rein, immer unten links in der Ecke. Bei normalem Regen ist alles trocken. Die Tapete löst sich schon und der Putz wird weich. Das Haus in Rippig ist von 1999, das Fenster original. Wer kann sich das anschauen?",
    "roofing", "Bech", "Rippig", kind="a", nu="U", situation="Roof window leaking at one corner only in storms; plaster softening.")
add("de-t04", "Ich arbeite drei Tage die Woche im Homeoffice in Wecker und das WLAN bricht ständig ab, vor allem bei Teams-Calls. Mein Schwiegersohn meinte, der Laptop sei einfach zu alt und ich solle einen neuen kaufen. Das habe ich gemacht, 1200 € später ist es genau gleich. Der Router steht im Keller und oben im Büro habe ich einen Repeater aus dem Supermarkt. Ich brauche jemanden, der das Netz im Haus ordentlich einrichtet.",
    "it-support", "Biwer", "Wecker", not_place=["einen"], kind="b", nu="U", situation="Home-office wifi drops in calls; son-in-law's new-laptop advice didn't help; set up the home network.")
add("de-t05", "Wir wollen zwischen Küche und Esszimmer eine Öffnung von 2,50 m Breite machen. Im Baumarkt hat man uns gesagt, die Wand sei sicher nicht tragend und wir könnten das mit einem Abbruchhammer selbst machen. Der Statiker von einem Bekannten sieht das anders, da liegen Deckenbalken auf. Wir suchen einen Maurer, der den Durchbruch mit Sturz fachgerecht macht, Haus in Medernach.",
    "masonry", "Vallée de l'Ernz", "Medernach", not_place=["einen"], kind="b", nu="N", situation="2.5 m opening in a possibly load-bearing wall; DIY-store advice contradicted; lintel needed.")
add("de-t06", "Im Gartencenter hat man mir geraten, den Rasen ganz kurz zu mähen und dann ordentlich Kalk zu streuen. Seitdem ist der Vorgarten in Mullendorf voller gelber Flecken und Klee. Ehrlich gesagt habe ich keine Lust mehr auf Rasen. Ich hätte gern einen neuen Vorgarten mit Stauden und Kies, der wenig Arbeit macht, aber nicht wie ein Schottergarten aussieht.",
    "gardening", "Steinsel", "Mullendorf", not_place=["einen"], kind="b", nu="U", situation="Garden-centre lawn advice backfired; wants a low-maintenance front garden redesign with perennials.")
add("de-t07", "Seit dem Sommer riecht es im Bad nach Kanal, vor allem morgens. Der Vermieter sagt, das kommt vom Duschgel und wir sollen mehr lüften. Wir lüften jeden Tag, das hat nichts geändert, und inzwischen riecht es auch im Flur. Ich möchte, dass ein Sanitärinstallateur die Abflüsse und die Entlüftung prüft, Wohnung in Bettemburg, 3. Stock.",
    "plumbing", "Bettembourg", "Bettemburg", kind="b", nu="N", situation="Sewer smell in bathroom; landlord blames shower gel; wants drains and venting checked.")
add("de-t08", "Wir betreiben einen kleinen Reitstall in Burglinster mit einer Reithalle von ca 800 m² Dachfläche. Strom brauchen wir vor allem tagsüber für Licht, Pumpen und die Waschanlage für die Pferde. Lohnt sich da eine Anlage auf der Halle und wer macht so etwas für landwirtschaftliche Betriebe? Das Dach ist Trapezblech, 2015 neu gemacht.",
    "solar", "Junglinster", "Burglinster", not_place=["einen"], kind="c", nu="U", situation="Riding stable wants photovoltaics on an 800 m² arena roof for daytime use.")
add("de-t09", "Wir sind eine kleine Immobilienagentur in Wasserbillig. Für unsere Inserate brauchen wir regelmäßig einen Fotografen, der Wohnungen hell und ohne Verzerrung fotografiert, bei Häusern gern auch mit Drohne. Im Moment sind es 6 bis 8 Objekte im Monat. Gibt es jemanden, der auch kurzfristig Termine übernimmt?",
    "photography", "Mertert", "Wasserbillig", not_place=["einen"], kind="c", nu="N", situation="Estate agency needs a regular property photographer, drone for houses.")
add("de-t10", "Wir haben zu dritt eine kleine Craft-Bier-Brauerei als Sàrl gegründet und die ersten Rechnungen stapeln sich. Keiner von uns kennt sich mit Belegen, Mehrwertsteuer-Erklärungen oder Jahresabschluss aus. Wir brauen am Wochenende und haben alle noch einen Hauptjob. Wer kann das übernehmen und was kostet das ungefähr im Monat?",
    "accounting", None, None, not_place=["einen"], kind="c", nu="U", situation="Three-founder craft brewery Sàrl needs bookkeeping, VAT returns and annual accounts.")
add("de-t11", "Ich habe eine Physiotherapie-Praxis mit vier Therapeuten. Die Patienten rufen ständig an, um Termine zu verschieben, und wir verlieren viel Zeit am Telefon. Ich suche einen Webentwickler, der unsere Website mit einer Online-Terminbuchung verbindet, die auch mit der CNS-Verordnung funktioniert. Die jetzige Seite ist von 2016 und nicht für Handys gemacht.",
    "web-development", None, None, kind="c", nu="N", not_place=["einen"], situation="Physiotherapy practice wants online appointment booking added to an old website.")
add("de-t12", "Wir bauen gerade in Zessingen und der Elektriker fragt schon nach der Lage der Auslässe für die Lampen. Lohnt es sich, das Licht für Wohnzimmer, Küche und Treppenhaus von jemandem richtig planen zu lassen, oder ist das Geldmacherei? Wir wollen keine Löcher in der Decke, die wir später bereuen. Was kostet so etwas ungefähr?",
    "interior-design", "Luxembourg", "Zessingen", kind="d", nu="U", situation="New build: is a proper lighting design worth it before the electrician places outlets?")
add("de-t13", "Unser Bauträger hat uns die Wohnung mit über 30 Mängeln übergeben, unter anderem Risse im Estrich und eine undichte Balkontür. Seit vier Monaten reagiert er nicht mehr auf Einschreiben. Lohnt es sich, jetzt schon einen Anwalt einzuschalten, oder soll ich erst einen Gutachter bestellen? Und wer zahlt das am Ende?",
    "legal", None, None, kind="d", nu="N", not_place=["einen"], situation="Developer ignoring 30+ defects on a new flat: lawyer now or expert first?")
add("de-t14", "Wir überlegen, das Haus meiner Eltern in Echternacherbrück zu übernehmen, direkt gegenüber von Echternach auf der deutschen Seite. Bad, Küche, Fenster und Heizung sind alle von 1978. Kann man so etwas mit Familie in einem Sommer schaffen, oder ist das unrealistisch? Und ist es billiger, alles in einem Schwung zu machen?",
    "renovation", "abroad", "Echternacherbrück", distractors=["Echternach"], kind="d", nu="U", situation="Parents' 1978 house in Echternacherbrück (Germany): can bathroom, kitchen, windows and heating be redone in one summer?")
add("de-t15", "Ich habe einen guten Anzug, der mir nach 12 kg weniger viel zu weit ist. Lohnt es sich, den ändern zu lassen, oder ist ein neuer am Ende billiger? Im März ist die Hochzeit meines Bruders.",
    None, None, None, not_place=["einen"], kind="d", nu="U", situation="Suit too wide after weight loss: alter or buy new? (tailoring, not a listed trade)")

# ---------------- English ----------------
add("en-s01", "Hi, the pipe to our outside tap split over the frosty weekend and water is spraying inside the garage wall whenever we open the main valve, can a plumber come to Bascharage today?",
    "plumbing", "Käerjeng", "Bascharage", situation="Frost-split pipe to the outside tap spraying inside the garage wall.")
add("en-s02", "Looking for an electrician to fit 4 pendant lights over the new kitchen island plus two dimmer switches, house in Strassen, kitchen fitters finish on the 12th.",
    "electrical", "Strassen", "Strassen", situation="Four pendant lights and dimmers over a new kitchen island.")
add("en-s03", "We'd like a native mixed hedge (hawthorn, hornbeam, hazel) planted along a 30 m fence and three small trees on the grass strip by the road in Moutfort, ideally this November.",
    "gardening", "Contern", "Moutfort", not_place=["grass"], situation="Planting a 30 m native hedge and three small trees.")
add("en-s04", "just moved into a rental in differdange and the landlord doesn't know how many keys are still out there, can someone change the cylinders on the front door, cellar and garage",
    "locksmith", "Differdange", "differdange", situation="New tenant wants all lock cylinders changed (lower case, no punctuation).")
add("en-s05", "We need a cleaning company for our 120 m² office in Capellen, three evenings a week after 6 pm, including the kitchenette and two toilets.",
    "cleaning", "Mamer", "Capellen", situation="Regular evening office cleaning, three times a week.")
add("en-s06", "Six floor tiles in our hallway in Heffingen have cracked right across (we still have spares in the garage), could somebody swap them out without wrecking the ones next to them?",
    "tiling", "Heffingen", "Heffingen", situation="Replacing six cracked hallway floor tiles using spares.")
add("en-s07", "Can anyone paint my daughter's bedroom in Itzig before her birthday on 3 May, ceiling white and one wall in a dark sage green (she's already picked the colour, of course 🙄)?",
    "painting", "Hesperange", "Itzig", situation="Painting a child's bedroom with a dark green feature wall before her birthday.")
add("en-s08", "Quote please for moving a furnished 1-bed flat from Clausen to Brussels on 27 or 28 March, 3rd floor with a tiny lift, about 25 boxes and a bike.",
    "moving", "Luxembourg", "Clausen", distractors=["Brussels"], situation="One-bedroom flat move from Clausen to Brussels.")
add("en-s09", "Our Miele dishwasher in Wiltz leaves a puddle of dirty water at the bottom after every cycle and the plates come out greasy, is it worth repairing at 7 years old?",
    "appliance-repair", "Wiltz", "Wiltz", situation="Dishwasher not draining, greasy plates; worth repairing?")
add("en-s10", "Looking for a DJ for my 40th birthday party on 14 June, around 60 guests, mostly 90s and 2000s music, until 2 am.",
    None, None, None, situation="DJ for a 40th birthday party (not a listed trade).")
add("en-t01", "My mum has a wooden shed behind her house in Athus, just across the border from Rodange. Every morning there are new droppings on the shelves and the bag of bird seed has been chewed open. Last week the cable of her lawnmower was bitten through. She's 78 and now scared to go in there. What can be done?",
    "pest-control", "abroad", "Athus", distractors=["Rodange"], kind="a", nu="U", situation="Droppings, chewed seed bag and cable in a shed in Athus (Belgium); likely rats.")
add("en-t02", "Small chunks of mortar keep landing on our patio in Berdorf, and after the last storm there was a piece of cement the size of my hand. Upstairs, the wallpaper next to the chimney breast has a brown damp patch that keeps growing. We don't use the fireplace anymore. Who should look at this?",
    "roofing", "Berdorf", "Berdorf", kind="a", nu="U", situation="Mortar falling from the chimney top onto the patio, damp patch by the chimney breast upstairs.")
add("en-t03", "Our thermostat is set to 21 but the living room never gets above 17, and the outdoor unit runs almost non-stop. The electricity bill for January was more than double last year's. The house is in Flaxweiler and was built in 2019. My husband turned the flow temperature up but that made no difference.",
    "heating", "Flaxweiler", "Flaxweiler", not_place=["bill"], kind="a", nu="U", situation="Heat pump runs constantly but living room stays at 17 °C, electricity bill doubled.")
add("en-t04", "The doors of our built-in wardrobe in Vichten started sagging and scraping the floor. My father-in-law said just put longer screws in the hinges, so he did. Now the chipboard around two hinges has torn out completely and one door is hanging off. I'd like someone to repair it properly, or replace the doors if needed.",
    "carpentry", "Vichten", "Vichten", kind="b", nu="U", situation="Sagging built-in wardrobe doors; father-in-law's longer screws tore the chipboard.")
add("en-t05", "The concrete steps up to our front door in Canach have been crumbling at the edges for a while. A friend told me to patch them with tile adhesive, which I did in the autumn. It all fell off after the first frost, and now one step wobbles. I think I need a proper mason to rebuild them before somebody gets hurt, my kids run up there every day.",
    "masonry", "Lenningen", "Canach", kind="b", nu="N", situation="Crumbling concrete front steps; tile-adhesive patch failed; a mason to rebuild.")
add("en-t06", "A door-to-door salesman told us our roof is perfect for panels and we'd make money from day one. Our roof faces north-east and there is a big walnut tree next to it. He wanted a deposit the same day, which we refused. Our house is in Beckerich. Could someone honest tell us whether it makes sense at all?",
    "solar", "Beckerich", "Beckerich", kind="b", nu="U", situation="Doorstep salesman pushed PV on a north-east roof shaded by a tree; wants honest assessment.")
add("en-t07", "I bought a new laptop and the guy in the electronics shop said my HP printer is 'not compatible' and I need a new one. It's a perfectly good laser printer, only three years old. I'm not very good with computers and the installation from the website keeps failing. Is there an IT technician who can come to Pétange and set it up, and maybe check my email too?",
    "it-support", "Pétange", "Pétange", kind="b", nu="N", situation="Shop claimed a 3-year-old printer is incompatible with a new laptop; home IT help to set it up.")
add("en-t08", "I manage a coworking space in Luxembourg City with about 60 members. We're redoing our website and LinkedIn page and want proper headshots of everyone who'd like one. We have a meeting room we can turn into a studio for a day. People would come in 10-minute slots. What would that cost?",
    "photography", "Luxembourg", "Luxembourg City", kind="c", nu="U", situation="Coworking space wants a day of member headshots in a makeshift studio.")
add("en-t09", "Dear Sir or Madam, we run a small restaurant and our former meat supplier is now claiming 9,400 € for deliveries we never received. They refuse to show signed delivery notes. We have received a formal notice with a deadline of 15 days. We are looking for a lawyer who handles commercial disputes.",
    "legal", None, None, not_place=["Sir"], kind="c", nu="N", situation="Restaurant disputes a supplier's 9,400 € claim for undelivered goods; needs a commercial lawyer.")
add("en-t10", "Our yoga studio is moving into a new 140 m² unit in Ingeldorf in June. It's an empty shell at the moment: concrete floor, one big window, no walls. We need a layout for a reception, two practice rooms and changing rooms, plus ideas for lighting and colours that feel calm. Budget for furniture is tight.",
    "interior-design", "Erpeldange-sur-Sûre", "Ingeldorf", kind="c", nu="U", situation="Yoga studio needs a layout, lighting and colour concept for an empty 140 m² unit.")
add("en-t11", "My parents ran a family restaurant for 25 years and I took it over in January. Their accountant has retired and left me with boxes of paper. I need an accountant to take over the year-end accounts, the VAT returns and the payroll for five staff. Where do I even start?",
    "accounting", None, None, kind="c", nu="N", situation="New owner of the family restaurant needs an accountant for year-end, VAT and payroll.")
add("en-t12", "Our company has a 40-page employee handbook in English and the works council wants it in French too. Somebody suggested just running it through DeepL and having our receptionist check it. Is that good enough for an official document, or do we need a professional? Roughly how long would it take and what does it cost per page?",
    "translation", None, None, kind="d", nu="U", situation="Employee handbook into French: machine output plus a check, or a professional?")
add("en-t13", "I teach guitar and people book lessons by WhatsApp, which is chaos. Should I build a booking page myself with Wix, or is it worth paying a web developer? I need students to pick a slot, pay online and get a reminder. Honest answers welcome.",
    "web-development", None, None, kind="d", nu="N", situation="Guitar teacher: DIY Wix or a web developer for a booking page with payments and reminders?")
add("en-t14", "We're about to buy an old farmhouse in Wincrange that needs basically everything: new bathroom, new kitchen, plastering, floors and rewiring. The bank wants a cost estimate before approving the loan. Roughly what does that cost per square metre in Luxembourg these days? The house is 180 m².",
    "renovation", "Wincrange", "Wincrange", distractors=["Luxembourg"], kind="d", nu="U", situation="Bank needs a cost estimate for renovating a 180 m² farmhouse before the loan.")
add("en-t15", "The kitchen in our flat in Bridel still has the original 90s wallpaper and it's starting to peel at the seams. Is it better to strip it all off or just paint over it? And which paint actually survives cooking steam? We'd want someone to do it in the Easter holidays.",
    "painting", "Kopstal", "Bridel", kind="d", nu="U", situation="Old kitchen wallpaper peeling: strip or paint over, and which paint copes with steam?")

# ---------------- Português ----------------
add("pt-s01", "Bom dia, a sanita está entupida e quando se puxa o autoclismo a água sobe até quase transbordar, moramos em Bonnevoie, há algum canalizador disponível hoje?",
    "plumbing", "Luxembourg", "Bonnevoie", situation="Blocked toilet nearly overflowing when flushed.")
add("pt-s02", "Preciso de alguém para assentar azulejos na casa de banho nova em Olm, paredes até ao teto e o chão, mais ou menos 28 m², o material já está comprado.",
    "tiling", "Kehlen", "Olm", situation="Tiling walls and floor of a new bathroom, materials already bought.")
add("pt-s03", "Olá, depois de uma infiltração do vizinho de cima (já reparada pelo seguro) o teto da sala em Dudelange ficou com manchas amarelas, queria pintar o teto todo de novo.",
    "painting", "Dudelange", "Dudelange", situation="Repainting a living-room ceiling stained by a neighbour's (repaired) leak.")
add("pt-s04", "boa noite as tomadas da cozinha deixaram de funcionar todas de uma vez e o disjuntor nao sobe, ja desliguei a maquina de café e a torradeira e nada, é em hesperange",
    "electrical", "Hesperange", "hesperange", situation="All kitchen sockets dead, breaker won't reset (lower case, no accents).")
add("pt-s05", "Procuro jardineiro para cortar a relva, limpar os canteiros e apanhar as folhas uma vez por mês numa moradia em Bereldange, de abril a novembro.",
    "gardening", "Walferdange", "Bereldange", situation="Monthly lawn mowing, bed weeding and leaf clearing April to November.")
add("pt-s06", "Queria um orçamento para uma limpeza a fundo da casa da minha sogra em Larochette antes de ela ir para o lar e a casa ser posta à venda, cozinha, 3 quartos, cave e garagem.",
    "cleaning", "Larochette", "Larochette", situation="Deep clean of a mother-in-law's house before it goes on sale.")
add("pt-s07", "Vamos voltar para Portugal em julho, mudança de um T3 em Esch-sur-Alzette para Viseu, alguém faz esse trajeto com camião e guarda-móveis se for preciso?",
    "moving", "Esch-sur-Alzette", "Esch-sur-Alzette", distractors=["Portugal", "Viseu"], situation="Moving a three-bedroom flat from Esch to Viseu (Portugal), storage if needed.")
add("pt-s08", "A fechadura do portão basculante da garagem partiu-se e agora não consigo fechar nem abrir com a chave, casa em Hosingen, urgente porque tenho lá a mota 🏍️",
    "locksmith", "Parc Hosingen", "Hosingen", situation="Broken lock on an up-and-over garage door, motorbike inside.")
add("pt-s09", "A placa de indução Siemens tem uma zona que já não aquece, as outras três funcionam, vale a pena mandar arranjar ou é melhor comprar nova, moro em Ettelbruck?",
    "appliance-repair", "Ettelbruck", "Ettelbruck", situation="One zone of an induction hob dead; repair or replace?")
add("pt-s10", "Alguém conhece um mecânico de confiança que troque os pneus de inverno e faça a revisão ao carro sem cobrar uma fortuna?",
    None, None, None, situation="Trusted car mechanic for winter tyres and a service (not a listed trade).")
add("pt-t01", "Desde as chuvadas da semana passada ouço água a pingar no sótão quando chove com vento. Fui lá acima com a lanterna e a lã de rocha está encharcada num canto. Do jardim vê-se que há umas telhas fora do sítio perto da caleira. A casa é em Bettborn e é do meu sogro, que já não sobe escadas.",
    "roofing", "Préizerdaul", "Bettborn", kind="a", nu="U", situation="Dripping in the loft in windy rain, soaked insulation, displaced roof tiles visible.")
add("pt-t02", "Os meus filhos acordam há duas semanas com picadas nas pernas e nos braços, sempre em fila. Nos lençóis aparecem manchinhas de sangue e pontinhos pretos na costura do colchão. Já lavei tudo a 60 graus e não mudou nada. Moramos num apartamento em Hollerich e tenho medo que passe para os vizinhos.",
    "pest-control", "Luxembourg", "Hollerich", kind="a", nu="U", situation="Children bitten in rows at night, blood spots on sheets, black dots on mattress seams (bed bugs).")
add("pt-t03", "A nossa caldeira a gás faz um barulho estranho, parece uma chaleira a ferver, sobretudo de manhã quando arranca. A água quente sai normal e a casa aquece. O barulho está cada vez mais alto e a minha mulher já não dorme. Casa em Grevenmacher, a caldeira tem uns 12 anos. É perigoso?",
    "heating", "Grevenmacher", "Grevenmacher", kind="a", nu="U", situation="Gas boiler making a loud kettling noise at start-up, getting worse.")
add("pt-t04", "Queremos fazer uma laje de betão de 6 por 3 metros ao lado da casa em Wickrange para pôr um abrigo para o carro. O vizinho disse que basta espalhar gravilha e pôr as placas por cima, que ele fez assim. Só que o chão dele já abateu e a água acumula toda junto à parede. Preferia fazer bem feito com fundação e escoamento.",
    "masonry", "Reckange-sur-Mess", "Wickrange", kind="b", nu="U", situation="6 x 3 m concrete slab for a carport; neighbour's gravel-only advice rejected.")
add("pt-t05", "A porta do quarto (de madeira maciça) começou a roçar no chão. O meu cunhado cortou-lhe 2 cm por baixo com a rebarbadora e agora tem uma fresta enorme e a madeira ficou toda lascada. A porta também já não fecha bem no trinco. Preciso de um carpinteiro que arranje isto ou faça uma porta nova à medida, casa em Consdorf.",
    "carpentry", "Consdorf", "Consdorf", kind="b", nu="N", situation="Solid wood bedroom door botched by a brother-in-law's cut; repair or new made-to-measure door.")
add("pt-t06", "A minha vizinha disse-me para limpar as manchas do sofá e do tapete grande da sala com lixívia diluída. Agora o tapete tem manchas brancas e o sofá ficou com um cheiro horrível. Moro em Audun-le-Tiche, mesmo ao lado de Esch. Queria saber se alguém consegue tratar do sofá e do tapete cá em casa e se ainda se salva alguma coisa.",
    "cleaning", "abroad", "Audun-le-Tiche", distractors=["Esch"], kind="b", nu="U", situation="Neighbour's bleach tip ruined a rug and sofa; home upholstery and carpet cleaning in Audun-le-Tiche (France).")
add("pt-t07", "Temos painéis solares há 4 anos e desde março a aplicação mostra zero de produção em dias de sol. O homem que os instalou já fechou a empresa e ao telefone disse só para desligar e voltar a ligar o inversor. Já fizemos isso umas dez vezes e nada. Precisamos de um técnico de fotovoltaico que venha ver o que se passa, casa em Mondorf.",
    "solar", "Mondorf-les-Bains", "Mondorf", kind="b", nu="N", situation="PV shows zero production since March; former installer only said to reset the inverter.")
add("pt-t08", "Temos uma pequena empresa de limpezas com escritório em Gasperich. Ontem vários clientes ligaram a dizer que receberam do nosso e-mail faturas com outro IBAN. Mudámos a palavra-passe mas continuam a sair mensagens estranhas. Precisamos de alguém que perceba disto para proteger as contas e os dois computadores do escritório.",
    "it-support", "Luxembourg", "Gasperich", kind="c", nu="U", situation="Cleaning company's email hijacked to send fake invoices; secure accounts and office PCs.")
add("pt-t09", "Sou da direção de uma associação portuguesa e em maio vamos receber um grupo folclórico da Alemanha. Temos o programa, o regulamento e os textos do espetáculo em português. Precisamos de um tradutor para passar tudo para alemão e, se possível, de alguém que faça de intérprete no dia da receção na câmara.",
    "translation", None, None, distractors=["Alemanha"], kind="c", nu="N", situation="Portuguese association hosting a German folk group: translate programme into German and interpret at the reception.")
add("pt-t10", "Tenho uma pequena empresa de mudanças com duas carrinhas. Os clientes pedem orçamento por telefone e eu passo o dia ao volante sem poder atender. Procuro um programador de sites que me faça uma página com formulário de orçamento, fotos e avaliações do Google. Em português e francês, claro.",
    "web-development", None, None, kind="c", nu="N", situation="Small removal firm wants a website with a quote form and Google reviews, in Portuguese and French.")
add("pt-t11", "Sou professora numa escola de dança em Niederkorn e no dia 21 de junho temos o espetáculo de fim de ano com 120 alunos. Os pais pedem sempre fotos boas e este ano também queríamos um vídeo editado. O auditório é escuro e as miúdas mexem-se muito. Quanto costuma custar?",
    "photography", "Differdange", "Niederkorn", kind="c", nu="U", situation="Dance school's end-of-year show: photos and an edited video in a dark hall.")
add("pt-t12", "O meu senhorio mandou uma carta a dizer que a renda vai subir 30% a partir de janeiro. Vivo no apartamento há 6 anos com contrato sem prazo. Ele pode fazer isso assim de um dia para o outro aqui no Luxemburgo? O que posso fazer se não concordar?",
    "legal", None, None, distractors=["Luxemburgo"], kind="d", nu="U", situation="Landlord announces a 30% rent rise; is it allowed and how to contest?")
add("pt-t13", "Eu trabalho no Luxemburgo e o meu marido trabalha em França, temos casa cá. Este ano queremos fazer a declaração de impostos em conjunto mas não sabemos se compensa. Vale a pena pagar a um contabilista ou conseguimos fazer sozinhos no MyGuichet? Quanto custa mais ou menos?",
    "accounting", None, None, distractors=["Luxemburgo", "França"], kind="d", nu="N", situation="Couple with one spouse working in France: joint tax return, accountant worth it?")
add("pt-t14", "Vamos deitar abaixo a parede entre a cozinha e a sala na nossa casa em Winseler e fica tudo em open space. Não temos jeito nenhum para escolher cores, candeeiros e onde pôr os móveis. Vale a pena pagar a alguém para fazer um projeto, ou as lojas de móveis fazem isso de graça? Não queremos que fique com ar de loja.",
    "interior-design", "Winseler", "Winseler", kind="d", nu="U", situation="Open-plan kitchen-living after removing a wall: pay for a design or rely on furniture shops?")
add("pt-t15", "Comprámos um apartamento antigo em Grosbous e queremos fazer de novo a casa de banho e a cozinha ao mesmo tempo, com canalização e eletricidade novas. Quanto tempo costuma demorar uma obra destas? Dá para fazer em 6 semanas enquanto ficamos em casa dos meus pais? O apartamento tem 70 m².",
    "renovation", "Groussbus-Wal", "Grosbous", kind="d", nu="U", situation="Old flat: bathroom and kitchen with new plumbing and wiring at once; can it be done in six weeks?")

# ---------------- Italiano ----------------
add("it-s01", "Buongiorno, vorrei sostituire il vecchio citofono con un videocitofono a due postazioni (ingresso e primo piano) nella nostra casa a Koerich, quanto verrebbe più o meno?",
    "electrical", "Koerich", "Koerich", situation="Replacing an old intercom with a two-station video intercom.")
add("it-s02", "Cerco un idraulico per installare un addolcitore d'acqua all'ingresso dell'impianto a Crauthem, il calcare ci sta rovinando rubinetti e doccia.",
    "plumbing", "Roeser", "Crauthem", situation="Installing a water softener at the mains inlet because of hard water.")
add("it-s03", "Ci servirebbe una libreria su misura in legno massello lungo tutta la parete del soggiorno (4,20 m, fino al soffitto) nella casa di Weiler-la-Tour, con un vano per la TV.",
    "carpentry", "Weiler-la-Tour", "Weiler-la-Tour", situation="Made-to-measure solid-wood bookcase along a 4.2 m living-room wall.")
add("it-s04", "ciao qualcuno che mi progetta e mi costruisce 3 orti rialzati con un sistema di irrigazione a goccia nel giardino dietro casa a lintgen?",
    "gardening", "Lintgen", "lintgen", situation="Design and build three raised vegetable beds with drip irrigation (lower case).")
add("it-s05", "Stanotte hanno provato a forzare la porta d'ingresso a Troisvierges, la serratura gira a vuoto e vorrei subito un cilindro di sicurezza nuovo!",
    "locksmith", "Troisvierges", "Troisvierges", situation="Attempted break-in left the front-door lock spinning; new security cylinder needed.")
add("it-s06", "Preventivo per trasloco da Merl a Strassen il 15 aprile: bilocale al piano terra, pochi mobili ma una lavatrice e un frigo americano da portare giù per 4 gradini.",
    "moving", "Luxembourg", "Merl", distractors=["Strassen"], situation="Two-room ground-floor move from Merl to Strassen with an American fridge.")
add("it-s07", "La guaina del tetto piano del garage a Niederfeulen è piena di bolle e crepe e in cantina entra acqua lungo il muro, bisogna rifarla prima dell'inverno.",
    "roofing", "Feulen", "Niederfeulen", situation="Blistered and cracked flat-roof membrane on a garage letting water in.")
add("it-s08", "Cerchiamo una persona o ditta per le pulizie settimanali (4 ore il venerdì) del nostro appartamento di 90 m² a Ell, con stiratura se possibile.",
    "cleaning", "Ell", "Ell", situation="Weekly four-hour home cleaning with ironing.")
add("it-s09", "Abbiamo una caldaia a pellet Ökofen del 2016 a Boulaide che non è mai stata pulita a fondo da quando abbiamo comprato la casa, chi fa la manutenzione annuale in zona?",
    "heating", "Boulaide", "Boulaide", situation="Annual service of a pellet boiler never cleaned since the house was bought.")
add("it-s10", "Da marzo abbiamo una collaboratrice domestica 15 ore a settimana e non ho capito come dichiararla al CCSS e fare le buste paga, qualcuno può occuparsene per noi ogni mese?",
    "accounting", None, None, situation="Registering a household employee and doing her monthly payslips.")
add("it-t01", "Da una settimana la lavatrice in centrifuga fa un rumore fortissimo, tipo aereo in decollo, e trema tutta spostandosi di qualche centimetro. Il bucato esce pulito e non dà nessun errore. La mia vicina dice che è normale dopo 8 anni, ma io ho paura che si rompa del tutto. Siamo a Bastendorf.",
    "appliance-repair", "Tandel", "Bastendorf", kind="a", nu="U", situation="Washing machine roaring and walking during spin (likely bearings), no error shown.")
add("it-t02", "Da qualche giorno ci sono file di formiche piccolissime che attraversano la cucina e arrivano fin nel bagno. Escono da una presa vicino al battiscopa e da una fessura sotto la finestra. Ho messo il bicarbonato ma continuano ad arrivare ogni mattina. Abitiamo al piano terra a Echternach con un piccolo giardino.",
    "pest-control", "Echternach", "Echternach", kind="a", nu="U", situation="Trails of tiny ants from a socket and a crack in a ground-floor kitchen and bathroom.")
add("it-t03", "Sulla facciata della nostra casa a Remich è comparsa una crepa a gradini che parte dall'angolo della finestra del soggiorno. In un anno si è allungata di quasi mezzo metro. Anche la porta della cantina adesso fa fatica a chiudersi. Dobbiamo preoccuparci? Chi può venire a vedere?",
    "masonry", "Remich", "Remich", kind="a", nu="U", situation="Stepped crack spreading from a window corner over a year; cellar door sticking.")
add("it-t04", "Mio nipote mi ha installato un antivirus gratuito sul portatile e da allora si aprono continuamente finestre pubblicitarie. Lui dice che basta cliccare su chiudi, ma ieri la banca mi ha scritto che hanno notato un accesso strano. Abito al Limpertsberg e non me la cavo con il computer. Vorrei che qualcuno venisse a controllare e a sistemare tutto con calma.",
    "it-support", "Luxembourg", "Limpertsberg", kind="b", nu="U", situation="Nephew's free antivirus brought pop-ups; bank reports odd login; home computer check.")
add("it-t05", "Al brico ci hanno detto che sul balcone potevamo incollare le piastrelle nuove direttamente sopra le vecchie, senza togliere niente. Dopo il primo inverno metà si sono sollevate e sotto c'è acqua. Il balcone è al terzo piano a Cents e sotto c'è il balcone dei vicini. Cerco un piastrellista serio che tolga tutto e rifaccia come si deve, con le pendenze giuste.",
    "tiling", "Luxembourg", "Cents", kind="b", nu="N", situation="Balcony tiles glued over old ones on DIY-store advice lifted after winter; redo with falls.")
add("it-t06", "Vivo a Thionville ma lavoro a Esch/Alzette. In negozio mi hanno detto che potevo verniciare la ringhiera in ferro del balcone direttamente, senza antiruggine, perché la vernice era \"tutto in uno\". Dopo un anno la ruggine è uscita ovunque e la vernice si stacca a scaglie. Vorrei che qualcuno la carteggiasse e la riverniciasse bene, sono circa 12 metri.",
    "painting", "abroad", "Thionville", distractors=["Esch/Alzette"], kind="b", nu="U", situation="Iron balcony railing painted without primer on shop advice, rusting; sand and repaint in Thionville (France).")
add("it-t07", "Abbiamo dei pannelli solari termici per l'acqua calda sul tetto della casa a Gonderange. Il vicino mi ha detto che d'inverno bisogna svuotarli, così l'ho fatto a novembre. Adesso la centralina segna 95 gradi sui collettori ma l'acqua del boiler resta tiepida. Mi serve un installatore solare che rimetta in funzione l'impianto e mi spieghi cosa ho sbagliato.",
    "solar", "Junglinster", "Gonderange", kind="b", nu="N", situation="Solar thermal collectors drained on a neighbour's advice; now overheating, water lukewarm.")
add("it-t08", "Siamo un'agenzia di viaggi con 5 postazioni a Bertrange. Da quando abbiamo cambiato fornitore internet la stampante condivisa e il NAS con i documenti dei clienti non si vedono più dai computer. Il fornitore dice che non è un problema loro. Ci serve qualcuno che rimetta a posto la rete, possibilmente di sabato.",
    "it-support", "Bertrange", "Bertrange", kind="c", nu="U", situation="Travel agency: shared printer and NAS invisible after changing internet provider.")
add("it-t09", "Sono la responsabile marketing di un hotel termale a Mondorf-les-Bains. Stiamo rifacendo brochure e sito e le foto attuali sono del 2014. Cerchiamo un fotografo per una giornata: camere, spa, ristorante e qualche scena con modelli. Potete mandarmi un portfolio e un preventivo?",
    "photography", "Mondorf-les-Bains", "Mondorf-les-Bains", kind="c", nu="N", situation="Spa hotel needs a one-day shoot of rooms, spa and restaurant for new brochure and site.")
add("it-t10", "Siamo una piccola software house e la nostra app per la gestione dei turni è solo in inglese. Due clienti, una catena di supermercati e una casa di riposo, la vogliono in tedesco e francese entro giugno. Sono circa 3.500 stringhe più il manuale utente. Cerchiamo un traduttore o un'agenzia con esperienza di software.",
    "translation", None, None, kind="c", nu="N", situation="Software firm needs its shift-planning app and manual localised into German and French.")
add("it-t11", "Gestisco una piccola associazione sportiva di ginnastica per bambini. Un genitore ci ha scritto che vuole farci causa perché la figlia si è fatta male durante un allenamento. L'assicurazione dell'associazione non ci risponde. Abbiamo bisogno di un avvocato che ci dica come muoverci.",
    "legal", None, None, kind="c", nu="N", situation="Children's gymnastics club threatened with a lawsuit after an injury; insurer silent.")
add("it-t12", "Ci siamo appena trasferiti dall'Italia in una casa a Mamer con un soggiorno enorme e tutto bianco, e i nostri mobili sembrano spersi. Non so se conviene pagare qualcuno che ci faccia un progetto per mobili e luci, oppure andare per tentativi. Quanto costa di solito una consulenza del genere? Ha senso anche solo per una stanza?",
    "interior-design", "Mamer", "Mamer", distractors=["Italia"], kind="d", nu="U", situation="Huge white living room makes furniture look lost: is paying for a furnishing and lighting plan worth it?")
add("it-t13", "Faccio la ceramista e vendo su Etsy, ma le commissioni sono altissime. Conviene farsi un sito proprio con negozio online, o alla fine si vende meno? E se lo faccio fare a qualcuno, quanto devo mettere in conto per una cosa semplice con 30 prodotti? Ho letto di tutto, da 500 a 8000 euro.",
    "web-development", None, None, kind="d", nu="U", situation="Potter selling on Etsy: worth having an own web shop, and what would a simple one cost?")
add("it-t14", "Abbiamo ereditato la casa dei nonni a Schifflange, anni '50, e vorremmo rifare bagno, cucina, impianto elettrico e pavimenti prima di andarci a vivere. Di solito quanto si spende al metro quadro per lavori del genere? E conviene farla tutta prima di entrare o a piani, stanza per stanza?",
    "renovation", "Schifflange", "Schifflange", kind="d", nu="U", situation="Inherited 1950s house: cost per m² of redoing bathroom, kitchen, wiring and floors; all at once or room by room?")
add("it-t15", "Io e mio marito lavoriamo tutti e due fino alle 18 e la scuola finisce alle 16. Conviene di più una persona che prende i bambini a scuola e sta con loro fino alle 18, o la maison relais? Quanto si paga di solito all'ora qui?",
    None, None, None, kind="d", nu="U", situation="Babysitter for after-school pick-up vs maison relais (not a listed trade).")

# ---------------- Español ----------------
add("es-s01", "Hola, necesito un fontanero para cambiar la llave de paso general de la casa, está agarrotada y no cierra del todo, vivimos en Rumelange.",
    "plumbing", "Rumelange", "Rumelange", situation="Seized main water stopcock that no longer closes.")
add("es-s02", "Quisiera poner 8 focos LED empotrados en el techo del salón y de paso cambiar el cuadro eléctrico, que todavía tiene fusibles de rosca, casa en Mertzig.",
    "electrical", "Mertzig", "Mertzig", situation="Eight recessed LED spots and replacing an old screw-fuse board.")
add("es-s03", "Busco pintor para pintar todo el piso antes de entrar a vivir (salón, 3 habitaciones y pasillo, unos 85 m²) en el Pfaffenthal, a poder ser la primera quincena de marzo.",
    "painting", "Luxembourg", "Pfaffenthal", situation="Painting a whole flat before moving in.")
add("es-s04", "me he quedado fuera de casa en hunsdorf con el perro dentro y las llaves puestas por dentro 😩 alguien que pueda venir ya",
    "locksmith", "Lorentzweiler", "hunsdorf", situation="Locked out with keys inside and the dog in the house (lower case).")
add("es-s05", "Tenemos un terreno de 1.200 m² en Tréveris lleno de zarzas y maleza de casi dos metros y necesitamos que alguien lo desbroce y deje un césped sencillo.",
    "gardening", "abroad", "Tréveris", situation="Clearing brambles from a 1,200 m² plot in Trier (Germany) and sowing a simple lawn.")
add("es-s06", "Me gustaría alicatar la pared de la cocina entre los muebles (unos 6 m²) con azulejo hidráulico que ya tengo, la dirección es 3 Gruuss-Strooss, L-9991.",
    "tiling", "Weiswampach", "L-9991", situation="Tiling a 6 m² kitchen wall with cement tiles already bought.")
add("es-s07", "Somos la comunidad de un edificio de 8 pisos en Soleuvre y buscamos empresa para limpiar escaleras, portal y ascensor una vez por semana.",
    "cleaning", "Sanem", "Soleuvre", situation="Weekly cleaning of stairs, entrance and lift of an eight-flat building.")
add("es-s08", "Nos trasladan por trabajo de Madrid a Senningerberg en septiembre y queremos presupuesto para la mudanza de un piso de 90 m² con guardamuebles un mes.",
    "moving", "Niederanven", "Senningerberg", distractors=["Madrid"], situation="Job relocation move from Madrid to Senningerberg with a month of storage (labelled at the Luxembourg end).")
add("es-s09", "El microondas integrado de la cocina (Bosch, 4 años) hace ruido y da luz pero no calienta nada, ¿alguien lo repara en Manternach o hay que cambiarlo?",
    "appliance-repair", "Manternach", "Manternach", situation="Built-in microwave runs but does not heat.")
add("es-s10", "Necesito un abogado para un divorcio de mutuo acuerdo, nos casamos en España pero los dos vivimos y trabajamos aquí desde 2017.",
    "legal", None, None, distractors=["España"], situation="Lawyer for an uncontested divorce of a couple married in Spain.")
add("es-t01", "La caldera se enciende, hace clic y a los dos o tres minutos se apaga, y así todo el día. La casa no pasa de 18 grados aunque el termostato esté a 22. El agua caliente sí sale bien. Vivimos en Stolzembourg y aquí en invierno hace mucho frío. ¿Qué puede ser?",
    "heating", "Putscheid", "Stolzembourg", kind="a", nu="U", situation="Boiler short-cycling every few minutes, house stuck at 18 °C, hot water fine.")
add("es-t02", "Por la noche, cuando enciendo la luz de la cocina, veo bichos marrones de unos dos centímetros que corren a esconderse detrás del fregadero y del lavavajillas. Ya he encontrado alguno en el baño también. Limpio todo cada día y no entiendo de dónde vienen. Es una casa antigua en Esch-sur-Sûre.",
    "pest-control", "Esch-sur-Sûre", "Esch-sur-Sûre", kind="a", nu="U", situation="Brown insects running behind the sink at night (cockroaches).")
add("es-t03", "Mi ordenador de sobremesa se ha vuelto lentísimo, tarda diez minutos en arrancar y el ventilador suena como un secador. A veces la pantalla se queda en negro y se reinicia solo. Lo uso para trabajar desde casa en Hellange y no puedo permitirme perder los archivos. ¿Alguien puede venir a mirarlo?",
    "it-support", "Frisange", "Hellange", kind="a", nu="U", situation="Home desktop very slow, loud fan, random black-screen restarts; worried about files.")
add("es-t04", "Hace un año pusimos tarima de roble en el salón de casa en Colmar-Berg. El vendedor nos dijo que no hacía falta dejar junta en las paredes porque \"la madera ya está estabilizada\". Ahora en invierno se han abierto rendijas entre las lamas y en verano se levantó en el centro. Necesitamos a alguien que la revise y la vuelva a colocar bien.",
    "carpentry", "Colmar-Berg", "Colmar-Berg", kind="b", nu="U", situation="Oak floor laid without expansion gaps on the seller's advice, now gapping and buckling.")
add("es-t05", "La cerradura de la puerta de entrada cada vez iba más dura. El vecino me dijo que echara aceite de cocina dentro, y ahora la llave casi no gira y está todo pegajoso. Me da miedo quedarme fuera cualquier día. Busco un cerrajero en la zona de Rosport que pueda limpiarla o cambiar el bombín.",
    "locksmith", "Rosport-Mompach", "Rosport", kind="b", nu="N", situation="Stiff front-door lock made worse by a neighbour's cooking-oil tip; clean or replace the cylinder.")
add("es-t06", "El tejado de nuestra casa en Perlé tenía mucho musgo. Un conocido nos dijo que lo mejor era limpiarlo con lejía y agua a presión, y lo hizo él mismo un sábado. Desde entonces tenemos goteras en dos habitaciones y se ven tejas movidas desde la calle. Queremos que alguien revise todo el tejado antes de que empiecen las lluvias de otoño.",
    "roofing", "Rambrouch", "Perlé", kind="b", nu="U", situation="Acquaintance pressure-washed a mossy roof with bleach; tiles displaced and leaks since.")
add("es-t07", "Vivimos en Perl, al otro lado del puente, pero la casa de mi suegra está en Schengen. El muro de piedra del patio tiene las juntas vacías y ya se caen piedras. Mi cuñado dice que con espuma de poliuretano se arregla en una tarde, pero no me fío nada. Buscamos un albañil que sepa trabajar con piedra natural y rejuntar con mortero de cal.",
    "masonry", "Schengen", "Schengen", distractors=["Perl"], kind="b", nu="N", situation="Stone courtyard wall losing mortar and stones; brother-in-law suggested PU foam; lime repointing wanted.")
add("es-t08", "Tenemos una empresa de catering y estamos preparando la carta nueva para eventos de empresa. Necesitamos fotos de unos 25 platos y de las mesas montadas, y algún vídeo corto para redes. Podemos hacerlo en nuestra cocina de la Ville-Haute. ¿Qué precio tendría un día completo?",
    "photography", "Luxembourg", "Ville-Haute", kind="c", nu="U", situation="Catering firm needs food photos of 25 dishes and short social-media videos.")
add("es-t09", "Tenemos una academia de idiomas con 6 profesores, algunos de fuera del espacio Schengen con permiso de trabajo. Hasta ahora las nóminas las hacía la antigua directora, que se ha jubilado. Buscamos un contable o una fiduciaria que lleve nóminas, IVA y cuentas anuales. ¿Cuánto suelen cobrar al mes?",
    "accounting", None, None, not_place=["Schengen"], kind="c", nu="N", situation="Language school needs payroll, VAT and annual accounts after the director retired.")
add("es-t10", "Trabajo en una clínica veterinaria y cada vez tenemos más clientes que no hablan francés ni alemán. Los consentimientos para operaciones, las instrucciones después de la anestesia y la web están solo en francés. Queremos tenerlos también en portugués, español e inglés, bien hechos, porque son documentos importantes. Son unas 20 páginas.",
    "translation", None, None, kind="c", nu="U", situation="Veterinary clinic wants consent forms and aftercare sheets in Portuguese, Spanish and English.")
add("es-t11", "Tenemos un taller de carpintería en Mersch con sierras, lijadoras y un aspirador central que gastan muchísima electricidad, sobre todo por la mañana. La nave tiene unos 400 m² de tejado plano. ¿Nos compensaría poner placas solares para autoconsumo? Buscamos un instalador fotovoltaico que nos haga un estudio con números reales.",
    "solar", "Mersch", "Mersch", kind="c", nu="N", situation="Joinery workshop with heavy daytime load wants a PV self-consumption study for a 400 m² flat roof.")
add("es-t12", "Soy guía turístico por libre y hago rutas a pie por el valle del Mosela y por el Müllerthal. Ahora todo me llega por Instagram y WhatsApp. ¿Merece la pena hacerme una web con reservas y pago online, o es tirar el dinero? ¿Cuánto cuesta algo sencillo y quién lo mantiene luego?",
    "web-development", None, None, distractors=["Müllerthal"], kind="d", nu="U", situation="Freelance walking guide: is a website with booking and payment worth it, and what does it cost?")
add("es-t13", "Acabamos de comprar un piso de 55 m² en Alzingen y es bastante oscuro. ¿Vale la pena contratar a un interiorista para un piso tan pequeño o es un lujo? Lo que queremos es aprovechar el espacio, elegir bien los colores y la iluminación. ¿Cobran por hora o por proyecto?",
    "interior-design", "Hesperange", "Alzingen", kind="d", nu="N", situation="Is an interior designer worth it for a dark 55 m² flat; hourly or per project?")
add("es-t14", "nos ofrecen una casa de 1960 en tetange a buen precio pero hay que hacerla entera: baños, cocina, suelos, instalación eléctrica y ventanas. ¿Cuánto puede costar más o menos por metro cuadrado? ¿Y cuánto se tarda desde que empiezas hasta que puedes entrar a vivir?",
    "renovation", "Kayl", "tetange", kind="d", nu="U", situation="1960 house needing everything: rough cost per m² and how long until it is habitable (lower case).")
add("es-t15", "Tengo 52 años, mucho estrés y cero tiempo. ¿Qué es mejor, alguien que venga a casa dos veces por semana a entrenarme o apuntarme a un gimnasio con clases? ¿Cuánto se paga aquí por una hora así?",
    None, None, None, kind="d", nu="U", situation="Personal trainer at home or a gym? (not a listed trade)")
