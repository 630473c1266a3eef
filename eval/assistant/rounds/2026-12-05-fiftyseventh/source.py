MESSAGES = []
META = {}
def add(mid, text, cat, commune, place, distractors=(), not_place=(), kind="s", nu="U", situation=""):
    MESSAGES.append((mid, text, cat, commune, place, tuple(distractors), tuple(not_place)))
    META[mid] = (kind, nu, situation)

# ---------------- Luxembourgish ----------------
add("lb-s01", "Moien, mir hunn e klengt Weekendshaus zu Gouvy an der Belsch an do misst d'Fassad nei gestrach ginn, maacht Dir och Chantieren iwwert d'Grenz?",
    "painting", "abroad", "Gouvy", ["Belsch"], situation="repaint the facade of a weekend house in a Belgian village")
add("lb-s02", "ech sichen een deen eis eng Terrass aus Lärcheplanke baut hannert dem Haus zu Hamiville ongeféier 25 m2 😊",
    "carpentry", "Wincrange", "Hamiville", situation="build a larch wood deck behind the house")
add("lb-s03", "Bei eis zu Stolzebuerg huet d'Mauer vun der Garage e Rëss krut, dee lo scho bal e Fanger breet ass, wien kéint sech dat ukucken?",
    "masonry", "Putscheid", "Stolzebuerg", situation="finger-wide crack in the garage wall")
add("lb-s04", "D'Plättercher an der Kichen zu Nocher klénge bei all Schrëtt huel an zwee sinn an der Mëtt gerass, kann een déi ersetzen ouni de ganze Buedem erauszerappen?",
    "tiling", "Goesdorf", "Nocher", situation="hollow-sounding and cracked kitchen floor tiles")
add("lb-s05", "dringend!! stinn zu esch-uelzecht virun menger Appartementsdier, d'Dier ass hanner mir zougefall an d'Schlësselen leien um Dësch 😩",
    "locksmith", "Esch-sur-Alzette", "esch-uelzecht", situation="locked out of a flat, keys inside")
add("lb-s06", "Mir plënneren Enn Mäerz vun Nidderfeelen an d'Stad, 3-Zëmmer-Haus, an hätte gär eng Offer mat Ofbau an Opbau vun de Schief.",
    "moving", "Feulen", "Nidderfeelen", ["d'Stad"], situation="house move to the city, wardrobes to dismantle and rebuild")
add("lb-s07", "Eis Spullmaschinn (Bosch, 6 Joer al) zu Miersch hält an der Mëtt vum Programm op an d'Waasser bleift ënnen stoen.",
    "appliance-repair", "Mersch", "Miersch", situation="dishwasher stops mid-cycle with water left inside")
add("lb-s08", "Mir sinn zwee Associéen vun enger Sàrl a sichen e Comptabel deen eise Bilan 2026 an d'Steierdeklaratioune mécht, well eise Fiduciaire a Pensioun geet.",
    "accounting", None, None, situation="annual accounts and tax returns for a small company whose accountant retires")
add("lb-s09", "Wien kéint mir eng Websäit fir meng Schräinerei maache mat Fotoe vun eise Projeten an engem Formulaire fir Demanden?",
    "web-development", None, None, situation="website with project gallery and contact form for a joinery business")
add("lb-s10", "Kennt een eng Garage déi mer nach de Samschdeg d'Wanterpneuen op den Auto montéiert?",
    None, None, None, situation="winter tyres fitted on a car (not a listed trade)")
add("lb-t01", "Zanter dem Hierscht muss ech all zweet Woch Waasser an de Kessel nofëllen, de Manometer fält ëmmer erëm ënner 1 bar. Wann den Drock ze déif ass, schalt alles of an d'Haus gëtt kal. Ech hunn nach keng naass Plaz fonnt, weder am Keller nach ënner de Radiatoren. Mir wunnen zu Wëlwerwolz, Haus vun 1978, Uelegkessel. Kann een sech dat ukucken ier et richteg kal gëtt?",
    "heating", "Kiischpelt", "Wëlwerwolz", kind="a", nu="U", situation="central heating loses pressure every two weeks and shuts down")
add("lb-t02", "Wann ech de Backuewen an d'Spullmaschinn gläichzäiteg lafe loossen, fléit bei eis d'Sécherung vun der Kichen eraus. Dat war fréier net esou, mir hunn just eng nei Induktiounsplack kritt. Elo stinn ech all Owend am Keller an dréinen de Schalter erëm erop. D'Haus ass zu Housen, Bau vun den 90er. Wat kann een do maachen?",
    "electrical", "Parc Hosingen", "Housen", kind="a", nu="U", situation="kitchen circuit breaker trips since a new induction hob was installed")
add("lb-t03", "Nuets héiere mer et am Plafong iwwer dem Schlofzëmmer kraazen a lafen. Um Späicher leien kleng schwaarz Kréimelen an eng Isolatiounsplack ass ugeknabbert. D'Kaz interesséiert dat guer net 🙄. Mir wunnen zu Pommerlach direkt beim Feld. Ech hätt gär dass dat ophält ier de Wanter kënnt.",
    "pest-control", "Winseler", "Pommerlach", kind="a", nu="U", situation="scratching in the ceiling and droppings in the attic (mice)")
add("lb-t04", "D'Waasser an der Badewan leeft bal net méi of. Den Noper huet gemengt ech soll einfach eng Fläsch Salzsaier dranschëdden, dat géif alles opléisen, elo stinkt et nach méi an et ass eng wäiss Plack um Email. Ech trauen mech net méi selwer drun. Mir sichen en Installateur sanitaire deen nach dës Woch op Ettelbréck komme kann.",
    "plumbing", "Ettelbruck", "Ettelbréck", kind="b", nu="N", situation="blocked bathtub drain made worse by acid a neighbour recommended")
add("lb-t05", "No dem Stuerm vu leschter Woch leien e puer Schifer am Gaart. Mäi Schwoer ass eropgeklomm an huet gesot, mir sollen d'Lächer einfach mat Silikon zoumaachen an dat wier et. Elo dréchent et awer um Späicher no all Reen. Kéint een dat richteg flécken, d'Haus ass zu Buerschent?",
    "roofing", "Bourscheid", "Buerschent", kind="b", nu="U", situation="storm-loosened slates sealed with silicone by a relative, attic now damp")
add("lb-t06", "Am Fréijoer hat de Verkeefer am Baumaart mer geroden, de Som am August bei 30 Grad auszeséien an net ze netzen, well dat géif en aushalen. Resultat: et wuessen just Moos a Kléi. Ech hunn d'Nues voll vum Selwermaachen. Ech sichen e Gäertner, deen eis de Gazong zu Bauschelt nei uleet, ongeféier 400 m2.",
    "gardening", "Boulaide", "Bauschelt", kind="b", nu="N", situation="failed lawn after a DIY store's sowing advice, wants it re-laid")
add("lb-t07", "Ech hunn no véier Méint eng Kënnegung kritt, nodeems ech krank gemellt war. De Patron seet, an der Probezäit hätt ech guer keng Rechter an et bréngt näischt, dat unzefechten. Eng Kollegin mengt, ech soll einfach roueg sinn fir d'Referenzen. Ech wëll awer wëssen, ob dat esou korrekt ass, a wien mech do vertriede kann.",
    "legal", None, None, kind="b", nu="U", situation="dismissed during probation after sick leave, employer says no rights")
add("lb-t08", "Mir sinn den Tennisclub vu Wäisswampech. An eisem Clubhaus lafen d'Reservatiounsterminal an d'Keess iwwer de Wifi, an deen fält all puer Stonnen aus, meeschtens grad wann Tournoi ass. De Router steet am Keller hannert enger décker Betonsmauer. Kéint een eis en Netz installéieren dat bis op d'Terrass geet?",
    "it-support", "Weiswampach", "Wäisswampech", kind="c", nu="U", situation="tennis club's wifi for tills and booking terminal keeps dropping")
add("lb-t09", "Mir hunn eng Bäckerei-Pâtisserie zu Klierf mat engem klenge Salon de thé. Eis eege Leit botzen d'Theek, mee fir de Buedem, d'Fënsteren an d'Toiletten nom Zoumaachen feelt eis d'Zäit. Mir sichen eng Botzfirma, déi 5 Owender d'Woch kënnt, ab 19 Auer. Wat kascht sou eppes ongeféier am Mount?",
    "cleaning", "Clervaux", "Klierf", kind="c", nu="N", situation="bakery with tea room needs evening cleaning five days a week")
add("lb-t10", "Eis Musek vu Furen feiert den 12. Abrëll hiren 100. Anniversaire mat engem Galaconcert am Centre culturel. Mir hätte gär gutt Biller vun de Museker an der Gala an och e kuerze Film fir Facebook. De Budget ass limitéiert, mir sinn e Veräin. Ass dat méiglech?",
    "photography", "Tandel", "Furen", kind="c", nu="U", situation="village band's centenary gala needs photos and a short video")
add("lb-t11", "Mir sinn eng kleng Schräinerei am Éislek a kréien eng Ufro vun engem Hotel an Holland fir 40 Zëmmerdieren. De Cahier des charges an de Kontrakt sinn op Hollännesch, an dat verstinn mir net gutt genuch fir ze ënnerschreiwen. Mir brauchen en Iwwersetzer, deen dat op Däitsch oder Franséisch iwwersetzt an eventuell beim Telefonsgespréich dolmetscht.",
    "translation", None, None, ["Holland"], kind="c", nu="N", situation="joinery needs a Dutch contract translated and a phone call interpreted")
add("lb-t12", "Eist Daach zu Ëlwen geet no Nordosten an huet just 25° Neigung. Mäi Kolleg huet PV op sengem Süddaach a schwäermt. Lount sech Photovoltaik bei eis iwwerhaapt, oder bezuele mir just fir d'Prime? Wéi vill kWh kann ee realistesch erwaarden?",
    "solar", "Troisvierges", "Ëlwen", kind="d", nu="N", situation="is photovoltaics worth it on a shallow north-east roof")
add("lb-t13", "Eis Trap aus Eecheholz knaascht bei all Tratt, besonnesch owes wann de Kleng schléift. Si ass vun 1985 a soss nach ganz. Ass et besser, déi ze verstäerken oder direkt eng nei maachen ze loossen? A mat wat fir enger Gréissenuerdnung muss ee rechnen, mir sinn zu Mäerzeg?",
    "carpentry", "Mertzig", "Mäerzeg", kind="d", nu="U", situation="creaking oak staircase: repair or replace, and rough cost")
add("lb-t14", "Mir hunn e Bauerenhaus vun 1920 zu Hiefenech kaaft. Daach, Elektresch, Sanitär, Buedem, alles muss gemaach ginn, an de Stall soll eng Wunnkichen ginn. A wéi enger Reiefolleg mécht een dat am beschten, an ass et realistesch, an engem Joer fäerdeg ze ginn? Mir hätte gär een, deen dat alles koordinéiert.",
    "renovation", "Heffingen", "Hiefenech", kind="d", nu="U", situation="order of works and timeline for a 1920 farmhouse, wants coordination")
add("lb-t15", "Mir sinn an en Appartement vu 55 m² zu Gaasperech geplënnert, Living a Kichen sinn een eenzege Raum. Mam Canapé, dem Dësch an dem Büro fir den Teletravail wierkt alles voll. Ass et besser, hell Téin an e groussen Teppech ze huelen oder eng Trennung ze maachen? Kéint een eis e Plang maachen, wéi mir d'Miwwele stellen?",
    "interior-design", "Luxembourg", "Gaasperech", kind="d", nu="U", situation="small open-plan flat feels crowded, wants a furniture and colour plan")

# ---------------- French ----------------
add("fr-s01", "Suite à une fuite chez le voisin du dessus (réparée depuis), il reste une grosse auréole jaune au plafond du salon de notre appart au Limpertsberg, il faudrait la repeindre avant l'arrivée de ma belle-mère le 20.",
    "painting", "Luxembourg", "Limpertsberg", situation="repaint a water-stained living-room ceiling after a repaired leak upstairs")
add("fr-s02", "Bonjour, on voudrait faire poser un escalier escamotable en bois pour accéder au grenier de notre maison à Moutfort, la trappe fait 70 x 120 cm.",
    "carpentry", "Contern", "Moutfort", situation="fit a folding wooden loft ladder in the attic hatch")
add("fr-s03", "besoin d'un carreleur pour une crédence en carreaux métro blancs derrière l'évier et la plaque à rodange environ 3 m2",
    "tiling", "Pétange", "rodange", situation="white metro-tile kitchen splashback")
add("fr-s04", "Mon ex a toujours un double des clés de la maison à Leudelange, je voudrais faire changer le cylindre de la porte d'entrée et celui du garage au plus vite.",
    "locksmith", "Leudelange", "Leudelange", situation="change door cylinders because an ex-partner still has keys")
add("fr-s05", "Déménagement d'un studio meublé au 3e sans ascenseur, route de Longwy à Bertrange, vers Nancy le samedi 14 février : vous faites aussi les trajets vers la France ?",
    "moving", "Bertrange", "Bertrange", ["Longwy", "Nancy", "France"], situation="studio move from a third floor without lift to a French city")
add("fr-s06", "Les travaux sont enfin finis chez nous mais il reste de la poussière de plâtre partout et des traces de peinture sur les vitres, pouvez-vous envoyer une équipe de nettoyage la semaine prochaine, code postal L-3515 ?",
    "cleaning", "Dudelange", "L-3515", situation="cleaning after building works, plaster dust and paint on windows")
add("fr-s07", "Devis souhaité pour des panneaux photovoltaïques sur le toit plat de notre maison à Cessange, environ 40 m², avec lestage sans percer l'étanchéité.",
    "solar", "Luxembourg", "Cessange", situation="ballasted PV panels on a flat roof")
add("fr-s08", "Frontalier, j'habite à Audun-le-Tiche à deux kilomètres de la frontière, est-ce que vos maçons acceptent de monter un muret de clôture en blocs côté France ?",
    "masonry", "abroad", "Audun-le-Tiche", ["France"], situation="block boundary wall at a cross-border commuter's house in France")
add("fr-s09", "Il me faudrait un site vitrine en trois langues pour mon cabinet d'ostéopathie, avec prise de rendez-vous en ligne et paiement de l'acompte.",
    "web-development", None, None, situation="trilingual site with online booking for an osteopath")
add("fr-s10", "je cherche qqn pour promener mon chien 2 fois par jour pendant mes déplacements pro du 3 au 17 mars",
    None, None, None, situation="dog walking during business trips (not a listed trade)")
add("fr-t01", "Depuis quelques jours, dès qu'on ferme le robinet de la cuisine ou que le lave-vaisselle finit de se remplir, il y a un gros « clac » dans le mur. Parfois ça fait vibrer les tuyaux jusqu'à la cave. Les voisins de la maison mitoyenne l'entendent aussi. C'est à Tétange, rue principale. On peut faire venir quelqu'un ?",
    "plumbing", "Kayl", "Tétange", kind="a", nu="U", situation="loud bang in the wall pipes when taps close (water hammer)")
add("fr-t02", "Quand il pleut avec du vent, une tache d'humidité apparaît au plafond de la chambre mansardée, toujours au même endroit. Quand il fait sec, ça sèche et il ne reste qu'une auréole. Depuis le jardin on voit une tuile qui semble décalée près de la fenêtre de toit. Notre maison est à Crauthem. Quelqu'un peut monter voir ?",
    "roofing", "Roeser", "Crauthem", kind="a", nu="U", situation="damp patch in attic bedroom during windy rain, a tile looks displaced")
add("fr-t03", "Notre frigo américain Samsung fait de la glace au fond du compartiment frigo, le bac à légumes est gelé et le distributeur d'eau ne donne plus rien. On a déjà tout vidé et débranché 24 h, ça revient au bout de trois jours. Il a quatre ans. On habite à Soleuvre, quelqu'un pourrait passer un mercredi ?",
    "appliance-repair", "Sanem", "Soleuvre", kind="a", nu="U", situation="American fridge ices up at the back and the water dispenser stopped")
add("fr-t04", "Il y a une fissure en escalier sur la façade arrière, du coin de la fenêtre jusqu'au sol. Notre voisin, très bricoleur, nous a conseillé de la boucher avec du mastic acrylique et de repeindre par-dessus, ce qu'on a fait en mai. Elle s'est rouverte et elle est plus large qu'avant. On cherche un maçon sérieux pour voir d'où ça vient, c'est à Niederkorn.",
    "masonry", "Differdange", "Niederkorn", kind="b", nu="N", situation="stepped facade crack reopened after a neighbour's acrylic-filler fix")
add("fr-t05", "Mon beau-père a posé lui-même une prise dans la salle de bain, à 30 cm de la douche, pour le sèche-cheveux. Il dit que ce n'est pas grave puisqu'il y a un différentiel au tableau. Ma femme n'est pas tranquille avec deux enfants en bas âge. Est-ce que quelqu'un peut venir vérifier et mettre ça aux normes, à Bascharage ?",
    "electrical", "Käerjeng", "Bascharage", kind="b", nu="U", situation="relative fitted a socket next to the shower, needs checking and making compliant")
add("fr-t06", "Depuis qu'on a emménagé à Esch/Alzette, près de la gare, on voit des cafards le soir dans la cuisine. Le vendeur du magasin de bricolage m'a vendu des pièges collants et un spray en disant que ça suffirait, mais on en voit encore plus. Le propriétaire dit que c'est à nous de régler ça. Je cherche une entreprise de désinsectisation qui intervient rapidement.",
    "pest-control", "Esch-sur-Alzette", "Esch/Alzette", not_place=["gare"], kind="b", nu="N", situation="cockroaches in a flat despite DIY-shop traps")
add("fr-t07", "J'ai quitté mon appartement à Belvaux fin octobre, état des lieux nickel, et le propriétaire refuse toujours de me rendre la garantie de trois mois de loyer. Il prétend que quelques trous de chevilles justifient de tout garder. L'agent immobilier m'a dit de laisser tomber parce qu'une procédure coûterait plus cher que la garantie. J'aimerais quand même savoir quels sont mes droits et qui pourrait m'aider à la récupérer.",
    "legal", None, None, ["Belvaux"], kind="b", nu="U", situation="landlord keeps a three-month rental deposit, agent says give up")
add("fr-t08", "Nous sommes un cabinet de kinésithérapie à Mondercange avec quatre postes et une imprimante réseau. Depuis la mise à jour de Windows, l'imprimante n'apparaît plus sur deux PC et le logiciel de rendez-vous plante au démarrage. Notre neveu qui s'en occupait est parti étudier à Montréal. Il nous faudrait quelqu'un pour remettre tout ça d'aplomb et assurer la maintenance.",
    "it-support", "Mondercange", "Mondercange", ["Montréal"], kind="c", nu="U", situation="physiotherapy practice: network printer and booking software broken after update")
add("fr-t09", "Je suis le gestionnaire d'une résidence de 24 appartements à Schifflange. Le contrat avec l'ancien prestataire pour les espaces verts s'est terminé et la pelouse n'a pas été tondue depuis un mois. Il faudrait la tonte toutes les deux semaines, le désherbage des massifs et le ramassage des feuilles en automne. Pouvez-vous nous mettre en contact avec quelqu'un ?",
    "gardening", "Schifflange", "Schifflange", kind="c", nu="U", situation="property manager needs grounds maintenance for a residence")
add("fr-t10", "Notre agence met en vente une grande maison avec piscine à Aspelt et le propriétaire veut une annonce haut de gamme. Nous cherchons un photographe pour des photos intérieures et extérieures, si possible aussi des vues de drone. La maison est disponible mardi ou jeudi matin. Quel serait le tarif ?",
    "photography", "Frisange", "Aspelt", kind="c", nu="N", situation="estate agency needs interior, exterior and drone photos of a house for sale")
add("fr-t11", "Je suis la nouvelle présidente d'une association de parents d'élèves. Notre trésorier a démissionné et personne ne veut reprendre les comptes : factures de la fête scolaire, subsides, cotisations. L'assemblée générale est en mars et il nous faut un bilan propre. Est-ce que quelqu'un peut tenir nos comptes contre une petite rémunération ?",
    "accounting", None, None, kind="c", nu="U", situation="parents' association needs its books kept after the treasurer quit")
add("fr-t12", "Notre chaudière au fioul date de 1995 et on paie environ deux mille huit cents euros de fioul par an. On hésite entre une pompe à chaleur et une chaudière à pellets. Laquelle revient le moins cher à l'usage pour une maison mitoyenne mal isolée à Rumelange ? Et les aides de l'État, on y a droit dans les deux cas ?",
    "heating", "Rumelange", "Rumelange", not_place=["cents"], kind="d", nu="U", situation="replace a 1995 oil boiler: heat pump or pellets, and subsidies")
add("fr-t13", "On aimerait transformer notre garage accolé en chambre avec une petite salle d'eau pour mes parents, à Weiler-la-Tour. Il faut isoler, créer une fenêtre, tirer l'eau et l'électricité, poser un sol. Est-ce qu'il faut une autorisation de bâtir pour ça ? Combien de temps ça prend environ, et à quel prix au m² faut-il s'attendre pour une rénovation comme ça ?",
    "renovation", "Weiler-la-Tour", "Weiler-la-Tour", kind="d", nu="N", situation="convert an attached garage into a bedroom with shower room: permit, time, price")
add("fr-t14", "On a acheté une maison des années 70 au Howald, la cuisine est fermée et très sombre, le séjour en L. On se demande s'il vaut mieux ouvrir la cuisine sur le séjour ou garder les pièces et tout miser sur les couleurs et l'éclairage. Quelqu'un pourrait-il nous proposer un plan d'aménagement avec le mobilier avant qu'on appelle des artisans ? On a prévu environ cent cinquante euros pour la consultation.",
    "interior-design", "Hesperange", "Howald", not_place=["cent"], kind="d", nu="U", situation="dark closed kitchen in a 1970s house: open it up or rely on colour and lighting")
add("fr-t15", "Ma mère ne parle que portugais et elle doit signer chez le notaire pour la succession de mon père. Le notaire parle français et luxembourgeois. Faut-il un interprète assermenté ou est-ce que je peux traduire moi-même ? Et combien coûte un interprète pour une heure environ ?",
    "translation", None, None, kind="d", nu="N", situation="interpreter for a Portuguese-speaking mother at a notary's inheritance signing")

# ---------------- German ----------------
add("de-s01", "Kann jemand von euch auch in Nittel auf der deutschen Seite die Fassade unseres Einfamilienhauses streichen, etwa 180 m² inklusive Gerüst?",
    "painting", "abroad", "Nittel", situation="paint the facade of a house in a German village across the Moselle")
add("de-s02", "Wir bräuchten in Wecker eine Betonplatte von 3 x 4 m als Fundament für ein Gartenhaus, gerne noch vor dem ersten Frost.",
    "masonry", "Biwer", "Wecker", situation="concrete base slab for a garden shed")
add("de-s03", "Auf unserem Balkon in Roodt-sur-Syre sind die Fugen zwischen den Fliesen komplett ausgewaschen und zwei Platten gesprungen, wer kann das neu verfugen?",
    "tiling", "Betzdorf", "Roodt-sur-Syre", situation="washed-out grout and cracked balcony tiles")
add("de-s04", "Beim Entrümpeln des Kellers in unserem Haus in Bonneweg haben wir einen alten Tresor gefunden, die Kombination kennt keiner mehr – kann den jemand fachgerecht öffnen?",
    "locksmith", "Luxembourg", "Bonneweg", not_place=["einen"], situation="open an old safe found in the cellar, combination unknown")
add("de-s05", "Wir haben ein altes Winzerhaus in Ehnen geerbt und möchten Bad, Küche, Elektrik und Böden komplett sanieren lassen, bitte um Kontakt für eine Besichtigung.",
    "renovation", "Wormeldange", "Ehnen", situation="refurbish an inherited winegrower's house: bathroom, kitchen, wiring, floors")
add("de-s06", "Unser Einbaubackofen von Siemens in der Wohnung an der route d'Arlon in Strassen heizt nur noch mit Umluft, Ober- und Unterhitze bleiben kalt.",
    "appliance-repair", "Strassen", "Strassen", ["Arlon"], situation="built-in oven heats only on fan mode")
add("de-s07", "hallo ich bräuchte jemand der bei uns in senningerberg ein NAS einrichtet und automatische Backups von 4 Laptops macht danke",
    "it-support", "Niederanven", "senningerberg", situation="set up a NAS with automatic backups for four laptops")
add("de-s08", "Die Dachrinne an der Straßenseite unseres Hauses in Remich hängt durch und läuft bei jedem Regen über, sodass das Wasser die Fassade herunterläuft.",
    "roofing", "Remich", "Remich", situation="sagging gutter overflows down the facade")
add("de-s09", "Ich suche jemanden, der den Arbeitsvertrag meines Mannes aus dem Französischen ins Deutsche übersetzt, er soll ihn nächste Woche unterschreiben.",
    "translation", None, None, situation="translate a French employment contract into German before signing")
add("de-s10", "Suche Nachhilfe in Mathe für meinen Sohn (Lycée, 4e), zweimal pro Woche am Nachmittag.",
    None, None, None, situation="maths tutoring for a secondary-school pupil (not a listed trade)")
add("de-t01", "Seit dem Sturm am Dienstag klappert nachts irgendwas über unserem Schlafzimmer, vor allem bei Wind. Heute Morgen lagen zwei Bruchstücke von Ziegeln auf der Einfahrt. Im Dachboden sieht man an einer Stelle Tageslicht durch. Wir wohnen in Wasserbillig, direkt an der Sauer. Kann bitte jemand vorbeikommen, bevor es wieder regnet?",
    "roofing", "Mertert", "Wasserbillig", ["Sauer"], kind="a", nu="U", situation="rattling overhead after a storm, tile fragments on the drive, daylight in the loft")
add("de-t02", "in meinem kleiderschrank sind plötzlich überall kleine löcher in den wollpullovern und kaschmirschals. wenn ich die tür aufmache flattern kleine silbrig-beige falter raus. hab schon alles bei 60 grad gewaschen was geht aber nach zwei wochen sind sie wieder da. wohnung in junglinster altbau was kann man da machen",
    "pest-control", "Junglinster", "junglinster", kind="a", nu="U", situation="holes in woollens and small moths flying out of the wardrobe")
add("de-t03", "Jedes Mal, wenn es länger regnet, fliegt bei uns im Haus der FI-Schalter raus und alles ist dunkel. Wenn ich den Stecker der Terrassenbeleuchtung ziehe, bleibt es meistens an. Die Außensteckdose ist schon älter und der Deckel schließt nicht mehr richtig. Wir wohnen in Befort, ich bin abends ab 18 Uhr da.",
    "electrical", "Beaufort", "Befort", kind="a", nu="U", situation="residual-current breaker trips whenever it rains, old outdoor socket")
add("de-t04", "Unser Vermieter meinte, wir sollen alle Thermostatventile auf 5 lassen und die Heizung nachts nie absenken, das sei am sparsamsten. Jetzt haben wir eine Nachzahlung von 1.400 € und trotzdem wird das Bad nie richtig warm. Ich habe gelesen, dass ein hydraulischer Abgleich helfen kann. Gibt es einen Heizungsinstallateur in Grevenmacher oder Umgebung, der sich die Anlage anschaut?",
    "heating", "Grevenmacher", "Grevenmacher", not_place=["einen"], kind="b", nu="N", situation="landlord's 'valves on 5' advice led to a big bill, wants hydraulic balancing")
add("de-t05", "Letztes Jahr hat uns der Nachbar geraten, unseren großen Walnussbaum auf zwei Meter zurückzuschneiden, damit er weniger Schatten macht. Jetzt treibt er überall dünne Triebe aus und am Stamm ist eine Stelle weich und faulig. Ich habe Angst, dass bei Sturm etwas auf das Auto fällt. Kann sich jemand den Baum in Bech ansehen und ihn notfalls fällen?",
    "gardening", "Bech", "Bech", kind="b", nu="U", situation="walnut tree topped on a neighbour's advice is now rotting, may need felling")
add("de-t06", "Ein Bekannter hat uns geraten, den Wechselrichter der PV-Anlage im Hochsommer tagsüber auszuschalten, damit er nicht überhitzt. Seitdem zeigt die App einen Fehler und wir haben seit drei Wochen keinen Ertrag mehr. Die Anlage ist von 2019, 8 kWp, auf unserem Dach in Consdorf. Wir suchen einen Solarteur, der das prüft.",
    "solar", "Consdorf", "Consdorf", not_place=["einen"], kind="b", nu="N", situation="inverter switched off on an acquaintance's advice, no yield since")
add("de-t07", "Mein Schwager hat gesagt, das Sofa und die drei Schränke bekommen wir locker zu viert durchs Treppenhaus, Profis wären rausgeworfenes Geld. Jetzt steckt das Sofa zwischen dem ersten und zweiten Stock fest und einer hat sich am Rücken verletzt. Die Schränke stehen noch im Transporter vor dem Haus in Echternach. Wer kann heute oder morgen mit einem Möbellift kommen und den Rest hochbringen?",
    "moving", "Echternach", "Echternach", kind="b", nu="U", situation="DIY move stuck in the stairwell, needs carriers with a furniture lift")
add("de-t08", "Wir sind ein kleines Familienweingut an der Mosel und verkaufen bisher nur ab Hof und per Telefon. Viele Kunden aus Belgien und Deutschland fragen, ob sie online bestellen können. Wir bräuchten einen Shop mit Versand, Altersbestätigung und Zahlung per Karte und Digicash. Wer kann uns so etwas bauen und wie viel sollten wir einplanen?",
    "web-development", None, None, ["Mosel", "Belgien", "Deutschland"], ["einen"], kind="c", nu="U", situation="family winery wants an online shop with shipping and age check")
add("de-t09", "Wir führen ein kleines Hotel in Berdorf mit 14 Zimmern und haben gerade die Zimmer und den Frühstücksraum renoviert. Die Fotos auf Booking und auf unserer Website sind zehn Jahre alt. Wir suchen einen Fotografen für die Zimmer, den Garten und ein paar Stimmungsbilder auf der Terrasse. Ideal wäre ein Termin im Mai, wenn alles grün ist.",
    "photography", "Berdorf", "Berdorf", not_place=["führen", "einen"], kind="c", nu="N", situation="small hotel needs new photos after refurbishing its rooms")
add("de-t10", "Wir betreiben den Campingplatz in Rosport mit zwei Sanitärgebäuden. Von Mai bis September müssen Duschen und Toiletten zweimal täglich gereinigt werden, unser Personal schafft das neben der Rezeption nicht mehr. Gibt es jemanden, der das übernehmen kann, auch an Wochenenden? Bitte um ein Angebot.",
    "cleaning", "Rosport-Mompach", "Rosport", kind="c", nu="U", situation="campsite needs its shower blocks cleaned twice a day in season")
add("de-t11", "Ich bin Kassierer in einem Fußballverein. Ein Sponsor hat einen Dreijahresvertrag unterschrieben und zahlt seit dem Frühjahr nicht mehr, angeblich weil das Logo auf den Trikots zu klein sei. Der Vorstand möchte wissen, ob wir den Betrag einklagen können. Wir suchen einen Anwalt, der sich mit Vertragsrecht auskennt und kleine Vereine nicht ruiniert.",
    "legal", None, None, not_place=["einen"], kind="c", nu="N", situation="football club's sponsor stopped paying under a three-year contract")
add("de-t12", "Wir ziehen im Sommer von München in eine Neubauwohnung auf dem Kirchberg, 3 Zimmer, viel Glas, Sichtbeton. Unsere alten Möbel passen irgendwie nicht dazu. Lohnt sich eine Innenarchitektin für so eine Wohnung, oder ist das rausgeschmissenes Geld? Was kostet so ein Einrichtungskonzept ungefähr?",
    "interior-design", "Luxembourg", "Kirchberg", ["München"], kind="d", nu="N", situation="is an interior designer worth it for a new-build flat, and what it costs")
add("de-t13", "Unser Wasser in Manternach ist extrem hart, auf allen Armaturen und in der Dusche sind nach ein paar Tagen weiße Ränder. Lohnt sich eine Enthärtungsanlage am Hausanschluss oder ist das Geldmacherei? Wie viel Platz braucht so etwas im Keller und wer baut es ein?",
    "plumbing", "Manternach", "Manternach", kind="d", nu="U", situation="is a water softener at the mains inlet worth it, and who fits it")
add("de-t14", "Ich wohne in Trier und arbeite seit Januar in Luxemburg, meine Frau verdient in Deutschland. Lohnt es sich für uns, in Luxemburg eine Veranlagung zu beantragen und die Steuerklasse zu ändern? Wer kann mir dabei helfen und was kostet das ungefähr?",
    "accounting", None, None, ["Trier", "Luxemburg", "Deutschland"], kind="d", nu="U", situation="cross-border worker: is a Luxembourg tax assessment and class change worth it")
add("de-t15", "Wir möchten hinter dem Haus in Flaxweiler eine Terrasse von etwa 30 m² bauen lassen. Der Verkäufer im Gartencenter schwört auf WPC, mein Vater sagt, nur Holz sieht auf Dauer gut aus. Was hält länger und was ist pflegeleichter? Und was kostet so etwas mit Unterkonstruktion?",
    "carpentry", "Flaxweiler", "Flaxweiler", not_place=["Holz"], kind="d", nu="U", situation="30 m2 deck: composite or wood, durability and cost")

# ---------------- English ----------------
add("en-s01", "Looking for a joiner to build floor-to-ceiling oak bookshelves around the window in our old townhouse in Pfaffenthal, roughly 3.2 m wide.",
    "carpentry", "Luxembourg", "Pfaffenthal", situation="built-in oak bookshelves around a window")
add("en-s02", "The Velux roof window in our attic in Itzig leaks at the top corner whenever it rains hard, can someone check the flashing?",
    "roofing", "Hesperange", "Itzig", situation="roof window leaks at the top corner in heavy rain")
add("en-s03", "We want to open up the wall between kitchen and dining room in our house in Oberanven, it's load-bearing so it'll need a steel lintel – who does that kind of job?",
    "masonry", "Niederanven", "Oberanven", situation="opening in a load-bearing wall with a steel lintel")
add("en-s04", "need someone to tile a new 9 m2 utility room floor in kleinbettingen with big 60x120 porcelain tiles, underfloor heating already in",
    "tiling", "Steinfort", "kleinbettingen", situation="large-format porcelain floor tiles in a new utility room")
add("en-s05", "After our housewarming party the cream carpets and the fabric sofa in our flat in Luxembourg City look awful, is there a company that does deep cleaning of carpets and upholstery?",
    "cleaning", "Luxembourg", "Luxembourg City", situation="deep clean of carpets and sofa after a party")
add("en-s06", "We've converted an old barn in Septfontaines into a living room with a 6 m ceiling and would love a designer to plan the furniture layout and lighting so it doesn't feel like a gym hall.",
    "interior-design", "Habscht", "Septfontaines", situation="furniture layout and lighting plan for a tall barn living room")
add("en-s07", "We live in Messancy just over the Belgian border, do any of your solar installers come out there for a 6 kWp system?",
    "solar", "abroad", "Messancy", situation="6 kWp PV system for a house in a Belgian border town")
add("en-s08", "Is there an English-speaking employment lawyer who can review a non-compete clause before I sign my new contract on Friday?",
    "legal", None, None, situation="review a non-compete clause before signing a job contract")
add("en-s09", "I need a simple website to sell my handmade ceramics online, with a small shop, a workshop calendar and pages in English and French.",
    "web-development", None, None, not_place=["sell"], situation="small shop site with workshop calendar for a ceramicist")
add("en-s10", "Looking for an English-speaking driving instructor for my 17-year-old, she was born in Canada and has never driven a manual car.",
    None, None, None, ["Canada"], ["born"], situation="driving lessons for a teenager (not a listed trade)")
add("en-t01", "There's a faint burning smell in our kitchen in Bridel, and it seems to come from the light switch by the door. The switch plate feels warm when the lights have been on for a while. Last night it crackled when I switched it off. We have two small kids, so I'd rather not wait. Can someone come this week?",
    "electrical", "Kopstal", "Bridel", kind="a", nu="U", situation="warm, crackling light switch with a burning smell")
add("en-t02", "Our tumble dryer runs the full cycle and the drum turns, but the clothes come out just as wet as they went in. I've cleaned the lint filter and the condenser box twice. It's an AEG, about five years old. We're in Capellen, near the motorway exit. Any chance of a visit before the weekend?",
    "appliance-repair", "Mamer", "Capellen", kind="a", nu="U", situation="tumble dryer turns but does not dry")
add("en-t03", "For a couple of weeks there's been a sewage smell in our basement utility room in Helmsange. It's worst when we haven't done laundry for a few days and almost gone after the washing machine drains. There's an old floor drain in the corner next to the boiler. Nobody in the house can stand it anymore, help!",
    "plumbing", "Walferdange", "Helmsange", kind="a", nu="U", situation="sewer smell from a basement floor drain that dries out")
add("en-t04", "We rented a flat in Strassen with one navy-blue feature wall in the living room. The landlord told us one coat of white would cover it easily, so we did it ourselves last weekend. Now it's patchy grey with streaks, even after a second coat. We need a proper painter to fix it before the handover on the 30th.",
    "painting", "Strassen", "Strassen", kind="b", nu="N", situation="DIY white over a navy wall on the landlord's advice turned out patchy")
add("en-t05", "We moved to Bertrange from Berchem in Antwerp in September. The estate agent said there was no need to change the locks because the previous owners had handed over all five keys. Last week we found the back door unlocked in the morning, and none of us had used it. I'd like all the outside locks changed to one key system as soon as possible.",
    "locksmith", "Bertrange", "Bertrange", ["Berchem", "Antwerp"], kind="b", nu="U", situation="agent said no need to change locks; back door found unlocked")
add("en-t06", "Our neighbour swore a plastic owl on the balcony rail would keep the pigeons away. Three weeks later there are six pigeons, a nest behind the air-conditioning unit and droppings all over the floor. We're on the fourth floor of a building in Belair and can't reach the ledge above. Can someone put up netting or spikes and clear out the nest?",
    "pest-control", "Luxembourg", "Belair", kind="b", nu="U", situation="pigeons nesting on a balcony despite a plastic owl")
add("en-t07", "My laptop takes about ten minutes to start and freezes when I open Teams. The guy in the phone shop said it just needed more RAM, so I bought 16 GB and it's exactly the same. I work from home in Mullendorf three days a week and this is killing me. Is there an IT technician who can come and sort it out, or should I just buy a new one?",
    "it-support", "Steinsel", "Mullendorf", kind="b", nu="N", situation="slow laptop not fixed by the RAM a shop recommended")
add("en-t08", "We are a small architecture practice and have just won a project for a Japanese client. All our documents, the building description, the permit conditions and the technical notes, are in French. The client's team only reads English. We would need an English version of about forty pages within three weeks, with correct building terminology.",
    "translation", None, None, kind="c", nu="U", situation="architecture office needs forty pages of French documents in English")
add("en-t09", "We're a fintech start-up with 18 people in an office at Findel, right next to the airport. Our website still shows stock photos and half the team has no decent LinkedIn picture. Could someone come in one morning and do consistent headshots against a plain background, plus a few group shots? We'd need the edited files within a week.",
    "photography", "Sandweiler", "Findel", kind="c", nu="U", situation="office headshots and group photos for a start-up")
add("en-t10", "We run a dental practice in Munsbach and are replacing our old X-ray unit in March. The supplier says the new one needs its own protected 230 V circuit and an emergency stop, but that's not their job. The practice must stay open during the work, so ideally it's done on a Saturday. Who can take this on, and will we get a certificate for the inspection?",
    "electrical", "Schuttrange", "Munsbach", kind="c", nu="U", situation="dedicated circuit and emergency stop for a dental X-ray unit")
add("en-t11", "Dear Sir or Madam, I run a small yoga studio and will hire my first employee, a receptionist on 20 hours, from 1 March. I have no idea about payroll, social security registration or what I have to declare every month. I am looking for an accountant who can handle the payslips and tell me what it will cost. Kind regards, Anna",
    "accounting", None, None, not_place=["Sir"], kind="c", nu="N", situation="yoga studio hiring its first employee needs payroll")
add("en-t12", "We have underfloor heating on the ground floor of our house, built in 2012, postcode L-8287. Is it better to leave it at a steady 20 degrees all day or turn it down while we're at work? Also one loop, the study, never gets properly warm even when the rest is fine. Is that something that can be balanced at the manifold, and who does that?",
    "heating", "Kehlen", "L-8287", kind="d", nu="U", situation="underfloor heating: constant or setback, and one cold loop")
add("en-t13", "We're relocating from London to a rented house in Merl, three bedrooms, and we arrive in August but the house is only free from October. Is it usually cheaper to book a UK removal company or one based here for the whole door-to-door move? We'd also need storage for about two months in between.",
    "moving", "Luxembourg", "Merl", ["London", "UK"], kind="d", nu="N", situation="international move into the city: UK or local movers, plus storage")
add("en-t14", "Our garden in Goeblange is about 12 ares, mostly lawn, and the grass is patchy and full of moss under the old apple trees. We're wondering whether to re-seed it or turn half of it into a wildflower meadow that needs less mowing. Which is more sensible, and would someone be able to plan and plant it this autumn?",
    "gardening", "Koerich", "Goeblange", not_place=["grass"], kind="d", nu="U", situation="mossy lawn: re-seed or convert to a wildflower meadow")
add("en-t15", "We're about to buy a 1962 bungalow in Garnich that hasn't been touched since the 80s: single glazing, oil heating, original bathroom and kitchen. Before we sign, we'd like a rough idea of what a renovation like that costs per square metre in Luxembourg. Is 1,000 €/m² realistic or dreaming? And is it worth getting a renovation company to look at it before the compromis?",
    "renovation", "Garnich", "Garnich", ["Luxembourg"], kind="d", nu="N", situation="rough cost per m2 to renovate a 1960s bungalow before buying")

# ---------------- Portuguese ----------------
add("pt-s01", "Preciso de um pintor para pintar a sala e dois quartos num apartamento em Obercorn, paredes brancas e tetos, de preferência em fevereiro.",
    "painting", "Differdange", "Obercorn", situation="paint living room, two bedrooms and ceilings in a flat")
add("pt-s02", "Boa tarde, queria um orçamento para um roupeiro embutido em madeira feito à medida no sótão da nossa casa em Schouweiler, por baixo da parte inclinada do telhado.",
    "carpentry", "Dippach", "Schouweiler", situation="made-to-measure wooden wardrobe under a sloping attic roof")
add("pt-s03", "queria fazer uma churrasqueira em tijolo no quintal em bissen com bancada e chaminé alguém faz isso",
    "masonry", "Bissen", "bissen", situation="brick barbecue with worktop and chimney in the garden")
add("pt-s04", "Partiram a fechadura da nossa caixa do correio em Lamadelaine e já nos roubaram cartas duas vezes, precisamos de trocar a fechadura.",
    "locksmith", "Pétange", "Lamadelaine", situation="broken letterbox lock, post stolen twice")
add("pt-s05", "A hotte da cozinha em Alzingen faz um barulho enorme de motor e quase não puxa o fumo, é uma Elica de 2018, vale a pena reparar?",
    "appliance-repair", "Hesperange", "Alzingen", situation="noisy cooker hood that barely extracts")
add("pt-s06", "Vamos regressar a Portugal de vez e precisamos de uma mudança completa de Ettelbruck para Viseu no início de julho, casa com três quartos.",
    "moving", "Ettelbruck", "Ettelbruck", ["Portugal", "Viseu"], situation="full house move back to Portugal")
add("pt-s07", "Sou frontaliera e moro em Hussigny-Godbrange, o autoclismo não para de correr desde ontem, vocês mandam alguém a França?",
    "plumbing", "abroad", "Hussigny-Godbrange", ["França"], situation="toilet cistern running non-stop at a house in a French border village")
add("pt-s08", "Quero um site para a minha empresa de limpezas, com os serviços, os preços e um formulário para pedir orçamento em português e francês.",
    "web-development", None, None, situation="website with quote form for a cleaning company")
add("pt-s09", "Preciso de traduzir o relatório médico do meu pai, umas seis páginas, de português para francês para o especialista aqui.",
    "translation", None, None, situation="translate a six-page medical report from Portuguese to French")
add("pt-s10", "Alguém conhece uma costureira que encurte as calças de um fato e ajuste um vestido de batizado até ao dia 20?",
    None, None, None, situation="tailoring alterations for a suit and a christening dress (not a listed trade)")
add("pt-t01", "A caldeira a gás liga, faz um clique e passado um minuto desliga outra vez, assim o dia todo. A casa nunca chega aos 20 graus e a fatura do gás subiu imenso. Já tentei desligar e voltar a ligar no botão mas fica igual. Moramos em Dudelange, numa rua perto do parque. Alguém pode vir ver isto antes do fim de semana?",
    "heating", "Dudelange", "Dudelange", kind="a", nu="U", situation="gas boiler short-cycles all day, house never warms up")
add("pt-t02", "Há uma semana os miúdos acordam com picadas nas pernas e nos braços, sempre em fila, três ou quatro. No colchão e na costura do estrado vi umas manchinhas pretas e um bichinho castanho achatado. Voltámos de um hotel no Algarve no fim de agosto. Vivemos em Bettembourg e não sei o que fazer, já lavei toda a roupa de cama a 60.",
    "pest-control", "Bettembourg", "Bettembourg", ["Algarve"], kind="a", nu="U", situation="children bitten at night, black spots on the mattress (bedbugs)")
add("pt-t03", "Quando chove forte, a água salta por cima da caleira da frente e cai em cascata mesmo em cima da porta de entrada. Do lado do jardim há um pedaço da caleira que está torto e solto. Já há uma mancha verde na parede por baixo. A casa é em Lintgen. Podem mandar alguém ver?",
    "roofing", "Lintgen", "Lintgen", kind="a", nu="U", situation="gutter overflows over the front door, a section hangs loose")
add("pt-t04", "O meu cunhado disse que podia carregar o carro elétrico na tomada da garagem com uma extensão de 25 metros, que não havia problema nenhum. Ontem a ficha da extensão derreteu e cheirava a queimado. Graças a Deus não pegou fogo. Preciso de um eletricista que instale uma wallbox como deve ser na nossa casa em Mersch e que veja se a tomada ficou estragada.",
    "electrical", "Mersch", "Mersch", kind="b", nu="N", situation="EV charged via extension lead on a relative's advice melted the plug, wants a wallbox")
add("pt-t05", "Quando saímos do apartamento em Lorentzweiler, a senhoria disse que podíamos deixar os móveis na cave até a casa nova em Bissen estar pronta. Agora mudou de ideias e quer a cave vazia até sexta-feira. São um roupeiro grande, uma cama, uma máquina de lavar e umas trinta caixas. Alguém tem uma carrinha e dois homens para levar tudo para Bissen esta semana?",
    "moving", "Lorentzweiler", "Lorentzweiler", ["Bissen"], kind="b", nu="U", situation="landlady now wants stored furniture out of the cellar, move to the new house")
add("pt-t06", "Para poupar, o senhor da loja de materiais disse-me que podia colar o azulejo novo por cima do antigo na casa de banho, com cola normal. Passados três meses já caíram quatro azulejos da parede do duche e outros estão a abanar. Agora quero fazer bem feito. Procuro um ladrilhador para tirar tudo e assentar de novo, a casa é em Wiltz.",
    "tiling", "Wiltz", "Wiltz", kind="b", nu="N", situation="tiles glued over old tiles on a shop's advice are falling off")
add("pt-t07", "Trabalho há seis anos numa empresa de limpezas e o patrão disse que, se eu aceitasse passar a part-time, mantinha a antiguidade e voltava ao tempo inteiro quando quisesse. Um colega disse-me para assinar logo, que era normal. Agora a empresa recusa voltar atrás e diz que o contrato novo é outro. Quero saber se posso contestar isto e quem me pode defender.",
    "legal", None, None, kind="b", nu="U", situation="employer refuses to restore full-time hours after a part-time switch")
add("pt-t08", "Somos uma pequena transportadora com armazém em Colmar-Berg, doze camionistas e três pessoas no escritório. Os balneários, a cozinha do pessoal e o escritório precisam de ser limpos duas vezes por semana, e ninguém aqui tem tempo. Procuramos alguém de confiança, com contrato e fatura. Qual seria o preço por mês?",
    "cleaning", "Colmar-Berg", "Colmar-Berg", kind="c", nu="U", situation="haulage firm needs changing rooms, staff kitchen and office cleaned twice a week")
add("pt-t09", "Temos um restaurante português em Esch-sur-Alzette e desde sexta a impressora de talões da cozinha deixou de receber os pedidos da caixa. O rapaz que instalou o sistema voltou para Portugal e não atende. Ao fim de semana é um caos, os empregados andam a escrever os pedidos à mão. Precisamos de alguém que perceba de redes e destas caixas para vir cá o mais rápido possível.",
    "it-support", "Esch-sur-Alzette", "Esch-sur-Alzette", ["Portugal"], kind="c", nu="U", situation="restaurant's kitchen ticket printer stopped receiving orders from the till")
add("pt-t10", "Sou da direção da associação cultural portuguesa de Diekirch. No dia 13 de junho fazemos a festa dos Santos Populares com marchas, rancho e sardinhada no pavilhão. Este ano queríamos um fotógrafo profissional e, se der, um pequeno vídeo para as redes sociais. Quanto costuma custar uma tarde assim?",
    "photography", "Diekirch", "Diekirch", kind="c", nu="N", situation="cultural association's summer festival needs photos and a short video")
add("pt-t11", "Somos um grupo de folclore com quase cem sócios e até agora as contas eram feitas num caderno pelo tesoureiro. A comuna pede agora um balanço certinho para dar o subsídio, e o banco também quer documentos. Alguém pode pôr as nossas contas em ordem e preparar o fecho anual por um preço de amigo?",
    "accounting", None, None, kind="c", nu="U", situation="folk dance group's handwritten books need proper annual accounts")
add("pt-t12", "Temos uma moradia em Reckange-sur-Mess com o telhado virado a sul e somos cinco em casa, gastamos muita água quente. Um vizinho tem painéis solares térmicos para a água, outro tem fotovoltaicos. O que compensa mais para nós, e dá para ter os dois no mesmo telhado? Há ajudas do Estado para isso?",
    "solar", "Reckange-sur-Mess", "Reckange-sur-Mess", kind="d", nu="N", situation="solar thermal or photovoltaic for a large family, or both")
add("pt-t13", "Comprámos uma casa antiga em Eschdorf, dos anos 50, com paredes de pedra e sem isolamento. O perito do banco diz que é melhor deitar abaixo e construir de novo, mas nós gostávamos de manter a casa. Quanto custa mais ou menos pôr uma casa destas em condições, com isolamento, janelas, canalização e eletricidade novas? Vale a pena ou é deitar dinheiro fora?",
    "renovation", "Esch-sur-Sûre", "Eschdorf", kind="d", nu="U", situation="1950s stone house: bring it up to standard or demolish and rebuild")
add("pt-t14", "Herdei um T2 em Bonnevoie e quero pô-lo a alugar mobilado a expatriados. Está tudo muito antiquado, com móveis escuros e papel de parede dos anos 80. Vale a pena pagar a uma decoradora de interiores para escolher móveis, cores e iluminação, ou chega o IKEA e bom gosto? Quanto cobra normalmente?",
    "interior-design", "Luxembourg", "Bonnevoie", kind="d", nu="N", situation="is an interior decorator worth it to furnish an inherited flat for rental")
add("pt-t15", "Temos um quintal de 300 m² atrás da casa em Steinfort que é só relva e silvas. Queremos uma horta, umas árvores de fruto e um cantinho para as crianças. Qual é a melhor altura para plantar as árvores, e há quem faça o projeto e a plantação tudo junto? Mais ou menos quanto custa?",
    "gardening", "Steinfort", "Steinfort", kind="d", nu="U", situation="turn a bramble-covered yard into a vegetable patch, fruit trees and play corner")

# ---------------- Italian ----------------
add("it-s01", "Nella nostra casa a Schengen, proprio davanti al ponte per Perl, il lavandino della cucina scarica lentissimo e fa glu glu ogni volta che parte la lavastoviglie.",
    "plumbing", "Schengen", "Schengen", ["Perl"], situation="slow, gurgling kitchen sink drain")
add("it-s02", "Dopo la grandinata di domenica abbiamo diverse tegole rotte e un coppo del colmo spostato sul tetto della casa a Filsdorf, serve un preventivo per l'assicurazione.",
    "roofing", "Dalheim", "Filsdorf", situation="hail-broken roof tiles and a displaced ridge tile, quote for insurance")
add("it-s03", "Il muro di contenimento in cemento in fondo al giardino a Greiveldange si sta inclinando verso la strada e ha una crepa lunga tutta l'altezza.",
    "masonry", "Stadtbredimus", "Greiveldange", situation="concrete retaining wall leaning towards the road with a full-height crack")
add("it-s04", "cerco una ditta per pulire i vetri della veranda e tutte le finestre di casa a bous sono più di 40 m2 di vetro",
    "cleaning", "Bous-Waldbredimus", "bous", situation="window and conservatory glass cleaning")
add("it-s05", "Vorremmo ristrutturare completamente cucina e bagno del nostro appartamento a Esch sur Alzette, impianti compresi, a partire da settembre.",
    "renovation", "Esch-sur-Alzette", "Esch sur Alzette", situation="complete kitchen and bathroom refurbishment including services")
add("it-s06", "Il router nuovo è arrivato ma non riesco a collegare la stampante e la smart TV, qualcuno può venire a Gasperich a sistemare la rete di casa?",
    "it-support", "Luxembourg", "Gasperich", situation="connect printer and smart TV to a new home router")
add("it-s07", "Cerco un fotografo per la prima comunione di mia figlia il 10 maggio a Rumelange, in chiesa e poi al ristorante.",
    "photography", "Rumelange", "Rumelange", situation="first communion photos at church and restaurant")
add("it-s08", "Abbiamo una casetta a Sierck-les-Bains, appena passato il confine, e ci servirebbe qualcuno che poti i cinque alberi da frutto e rimetta in ordine il giardino prima dell'estate.",
    "gardening", "abroad", "Sierck-les-Bains", situation="prune fruit trees and tidy the garden of a small house just across the French border")
add("it-s09", "Ho una piccola scuola di lingua italiana e mi servirebbe un sito con il calendario dei corsi e le iscrizioni online con pagamento.",
    "web-development", None, None, situation="language school site with course calendar and paid online enrolment")
add("it-s10", "Cerco un DJ per la festa dei 18 anni di mio figlio a fine maggio, circa 80 invitati.",
    None, None, None, situation="DJ for an 18th birthday party (not a listed trade)")
add("it-t01", "La lavatrice finisce il programma ma i panni escono fradici, come se non centrifugasse. Si sente il cestello che prova a girare e poi si ferma. Ho già pulito il filtro in basso e non c'era niente. Abito a Vianden, vicino al castello. Qualcuno può passare a vedere?",
    "appliance-repair", "Vianden", "Vianden", kind="a", nu="U", situation="washing machine no longer spins, clothes come out soaked")
add("it-t02", "Da ieri sera la chiave gira nella serratura della porta d'ingresso ma la porta non si apre, sembra che giri a vuoto. Per fortuna siamo entrati dal garage. Stanotte la porta è rimasta chiusa solo con il chiavistello di sopra. Siamo a Larochette, in centro. Chi può venire oggi?",
    "locksmith", "Larochette", "Larochette", kind="a", nu="U", situation="key turns freely in the front-door lock, door will not open")
add("it-t03", "Stamattina abbiamo sentito un colpo secco in cucina e alcune piastrelle del pavimento si sono alzate a tenda al centro della stanza. Si sono formate crepe lungo le fughe e due pezzi si muovono se ci cammini sopra. La casa è nuova, del 2021, con riscaldamento a pavimento. Abitiamo a Cruchten. Cosa possiamo fare?",
    "tiling", "Nommern", "Cruchten", kind="a", nu="U", situation="kitchen floor tiles tented up with a bang")
add("it-t04", "Mio cognato mi ha detto che sopra la vecchia pittura a calce del soggiorno potevo dare direttamente lo smalto lavabile, senza fondo. Dopo due settimane la pittura si stacca a pezzi e si vedono bolle dappertutto. Ora voglio far fare il lavoro a un imbianchino serio. Casa a Mondorf, 35 m² di pareti più il soffitto.",
    "painting", "Mondorf-les-Bains", "Mondorf", kind="b", nu="N", situation="washable paint over limewash on a relative's advice is peeling")
add("it-t05", "Il vicino mi ha consigliato di tagliare l'erba cortissima, a due centimetri, anche ad agosto, così cresce più fitta. Risultato: il prato è tutto giallo e bruciato, e adesso crescono solo erbacce. Ci servirebbe qualcuno che lo rigeneri in autunno e poi venga a tagliarlo ogni due settimane. Siamo a Schoos, circa 600 m².",
    "gardening", "Fischbach", "Schoos", kind="b", nu="U", situation="lawn scorched by mowing too short on a neighbour's advice")
add("it-t06", "Il commesso del negozio mi aveva detto che il parquet di rovere si può lavare con acqua calda e un po' di candeggina. Adesso le doghe sono grigie, alcune si sono sollevate sui bordi e si sente odore di umido. Vorrei un falegname o un parquettista che veda se si possono levigare o se vanno sostituite. La casa è a Tuntange.",
    "carpentry", "Helperknapp", "Tuntange", kind="b", nu="N", situation="oak parquet damaged by bleach-and-water cleaning a shop advised")
add("it-t07", "Mio cugino in Italia mi ha detto, tramite il suo commercialista, che l'affitto della casa in Calabria non lo devo dichiarare in Lussemburgo perché pago già le tasse lì. Ora l'amministrazione delle contribuzioni mi manda una lettera con delle domande. Vorrei un commercialista qui che mi prepari la dichiarazione giusta e risponda alla lettera.",
    "accounting", None, None, ["Italia", "Calabria", "Lussemburgo"], kind="b", nu="N", situation="undeclared rental income from a house abroad, tax office letter")
add("it-t08", "Ho una pizzeria a Remich, sul lungomosella. Da qualche settimana nel magazzino troviamo sacchi di farina rosicchiati ed escrementi vicino alla porta sul retro. Tra un mese c'è il controllo sanitario e non possiamo rischiare. Qualcuno può intervenire in modo discreto, magari la mattina prima dell'apertura?",
    "pest-control", "Remich", "Remich", kind="c", nu="U", situation="pizzeria storeroom with gnawed flour sacks before a hygiene inspection")
add("it-t09", "Sono il segretario del club di calcio di Ingeldorf. Due dei quattro fari del campo non si accendono più e il quadro elettrico negli spogliatoi scatta quando proviamo a riaccenderli. A marzo ricominciano le gare serali dei ragazzi. Ci serve qualcuno che controlli l'impianto e ci faccia un preventivo.",
    "electrical", "Erpeldange-sur-Sûre", "Ingeldorf", not_place=["gare"], kind="c", nu="U", situation="football club floodlights out and breaker trips")
add("it-t10", "Siamo una piccola azienda di impianti idraulici e abbiamo vinto una gara d'appalto per un cantiere in Germania. Tutta la documentazione tecnica e il capitolato sono in tedesco. Cerchiamo un traduttore che ci traduca circa venti pagine in italiano o francese entro fine mese.",
    "translation", None, None, ["Germania"], kind="c", nu="N", situation="plumbing firm needs German tender documents translated")
add("it-t11", "La nostra agenzia di viaggi si trasferisce in un nuovo locale a Hollerich, circa 90 m² con una vetrina grande. Vorremmo un ambiente accogliente con tre postazioni, un angolo d'attesa e una buona illuminazione, ma non sappiamo come disporre i mobili. Qualcuno potrebbe prepararci un progetto con la disposizione, i colori e le luci?",
    "interior-design", "Luxembourg", "Hollerich", kind="c", nu="U", situation="travel agency's new shop needs a layout, colour and lighting plan")
add("it-t12", "Io e la mia compagna non siamo sposati e abbiamo comprato casa insieme l'anno scorso. Se a uno di noi due succede qualcosa, l'altro eredita la sua metà o va ai genitori? Conviene fare un testamento, un PACS o tutte e due le cose? Chi ci può consigliare seriamente?",
    "legal", None, None, kind="d", nu="U", situation="unmarried co-owners: inheritance, will or civil partnership")
add("it-t13", "Stiamo costruendo una casa a Canach e l'architetto ci chiede se prevedere subito i pannelli sul tetto o lasciare solo la predisposizione. Conviene farlo adesso con i sussidi o aspettare qualche anno che i prezzi scendano? E quanti kWp servono per una famiglia di quattro con pompa di calore?",
    "solar", "Lenningen", "Canach", kind="d", nu="U", situation="new build: install PV now or only prepare, and what size")
add("it-t14", "A luglio torniamo in Puglia dopo vent'anni a Dudelange: casa con quattro camere, una cantina piena e una moto. Conviene una ditta di traslochi che fa tutto porta a porta o un container che riempiamo noi? Qualcuno ha un'idea dei prezzi fino a Bari?",
    "moving", "Dudelange", "Dudelange", ["Puglia", "Bari"], kind="d", nu="N", situation="moving back to southern Italy: removal firm or self-loaded container")
add("it-t15", "Abbiamo una casa a Schieren con caldaia a gasolio e un vecchio camino aperto in salotto che non scalda niente. Ci conviene mettere una stufa a pellet canalizzata oppure un inserto a legna nel camino? Quale dei due scalda meglio anche il piano di sopra e costa meno di manutenzione?",
    "heating", "Schieren", "Schieren", kind="d", nu="U", situation="ducted pellet stove or wood insert in an open fireplace")

# ---------------- Spanish ----------------
add("es-s01", "Hemos comprado una casa de 1955 en Grosbous y queremos cambiar todas las tuberías de plomo del agua por otras nuevas antes de mudarnos.",
    "plumbing", "Groussbus-Wal", "Grosbous", situation="replace old lead water pipes before moving in")
add("es-s02", "Vivimos en Martelange, en el lado belga de la calle, y necesitamos un electricista para cambiar el cuadro eléctrico antiguo, ¿trabajáis en Bélgica?",
    "electrical", "abroad", "Martelange", ["Bélgica"], situation="replace an old fuse board in the Belgian half of a border town")
add("es-s03", "Quiero poner baldosas antideslizantes en la terraza cubierta de casa en Medernach, unos 25 m², y rematar el peldaño de la entrada.",
    "tiling", "Vallée de l'Ernz", "Medernach", situation="non-slip tiles on a covered terrace and the entrance step")
add("es-s04", "Nos gustaría cambiar la cerradura de la puerta de casa en Reisdorf por una de seguridad de tres puntos, ¿cuánto puede costar?",
    "locksmith", "Reisdorf", "Reisdorf", situation="upgrade the front door to a three-point security lock")
add("es-s05", "Nos mudamos de un tercero sin ascensor en Neudorf a una casa en Strassen el 28 de febrero y necesitamos mudanza con embalaje de la cocina.",
    "moving", "Luxembourg", "Neudorf", ["Strassen"], situation="move from a third-floor walk-up to a house, kitchen packing included")
add("es-s06", "busco una persona o empresa para limpiar la casa en mamer los viernes 4 horas con plancha si puede ser",
    "cleaning", "Mamer", "mamer", situation="weekly house cleaning with ironing")
add("es-s07", "Necesito fotos de producto con fondo blanco de unas sesenta joyas para mi tienda online, puedo llevarlas o que vengan a mi taller en Bereldange.",
    "photography", "Walferdange", "Bereldange", situation="white-background product photos of jewellery")
add("es-s08", "¿Alguien que nos ayude a elegir colores, muebles y lámparas para el salón-comedor del piso nuevo en Ehlerange, que es muy alargado y oscuro?",
    "interior-design", "Sanem", "Ehlerange", situation="colours, furniture and lamps for a long dark living-dining room")
add("es-s09", "Busco a alguien que me haga la declaración de la renta luxemburguesa, trabajo por cuenta ajena y me caso en junio, así que cambia mi clase de impuestos.",
    "accounting", None, None, situation="Luxembourg income tax return for an employee marrying this year")
add("es-s10", "Busco profesor de guitarra española para mi hija de 10 años, una vez por semana.",
    None, None, None, situation="guitar lessons for a child (not a listed trade)")
add("es-t01", "El contador del agua sigue girando aunque en casa no haya ningún grifo abierto, lo hemos comprobado de noche. La factura del último trimestre fue el doble de lo normal. No vemos manchas en ninguna parte, ni en el sótano. Vivimos en Redange, cerca del lycée. ¿Alguien puede venir a buscar por dónde se va el agua?",
    "plumbing", "Redange", "Redange", kind="a", nu="U", situation="water meter keeps turning with every tap closed (hidden leak)")
add("es-t02", "Desde hace diez días la aplicación del inversor marca 0 kWh aunque hace un sol tremendo. En el aparato del garaje hay una luz roja fija y se oye un pitido de vez en cuando. Lo instalaron en 2020, cuando compramos la casa en Beckerich, y nunca había fallado. La empresa que lo montó ya no existe. ¿Quién puede revisarlo?",
    "solar", "Beckerich", "Beckerich", kind="a", nu="U", situation="inverter app shows zero yield and a red light for ten days")
add("es-t03", "En la planta baja el internet va perfecto, pero en el despacho del segundo piso la señal desaparece cada dos por tres y las videollamadas se cortan. Ya he movido el router de sitio y he comprado un enchufe repetidor en el supermercado, sin mejora. Teletrabajo tres días a la semana desde Useldange y así no puedo seguir.",
    "it-support", "Useldange", "Useldange", kind="a", nu="U", situation="home-office wifi drops on the second floor")
add("es-t04", "Mi suegro, siguiendo el consejo del dependiente de la tienda de bricolaje, limpió el musgo del tejado con una hidrolimpiadora de alta presión. Ahora hay varias tejas agrietadas y en el desván aparece una gotera cada vez que llueve. Vivimos en Perlé y no queremos esperar al invierno. ¿Alguien puede subir a revisarlo y cambiar lo que haga falta?",
    "roofing", "Rambrouch", "Perlé", kind="b", nu="U", situation="roof pressure-washed on a shop's advice, cracked tiles and a leak")
add("es-t05", "Mi cuñado me convenció de que para el muro del jardín no hacía falta cimentación, que bastaba con poner los bloques directamente sobre la grava. Tres meses después una parte se ha hundido y el muro se inclina hacia la casa del vecino. El vecino ya se ha quejado dos veces. Necesito un albañil que lo desmonte y lo haga bien, estamos en Saeul.",
    "masonry", "Saeul", "Saeul", kind="b", nu="N", situation="garden wall built without foundation on a relative's advice is sinking")
add("es-t06", "Una amiga me dijo que para descongelar el congelador más rápido rascara el hielo con un cuchillo. Se oyó un silbido y desde entonces no enfría nada, aunque el motor sigue sonando. Es un Liebherr de tres años, encastrado en la cocina. Vivimos en Ell. ¿Tiene arreglo o hay que cambiarlo?",
    "appliance-repair", "Ell", "Ell", kind="b", nu="U", situation="freezer pierced while scraping ice on a friend's advice, no longer cools")
add("es-t07", "Mi casera me ha comunicado que a partir de enero me sube el alquiler un 20 %, sin más explicación. Una compañera del trabajo me dijo que en Luxemburgo el propietario puede subirlo cuando quiera y que no merece la pena discutir. Yo he leído que hay un límite según lo que costó la vivienda. Quiero saber si esto es legal y cómo oponerme.",
    "legal", None, None, ["Luxemburgo"], kind="b", nu="U", situation="landlady raises rent 20 per cent, colleague says nothing can be done")
add("es-t08", "Dirigimos una pequeña guardería en Vichten con treinta niños. Necesitamos casilleros de madera a medida para la entrada, con perchas y un banco, todo con cantos redondeados. Buscamos un carpintero que pueda hacerlo durante las vacaciones de verano, cuando está cerrado. ¿Podrían darnos un presupuesto?",
    "carpentry", "Vichten", "Vichten", kind="c", nu="N", situation="day nursery needs made-to-measure wooden cubbies and a bench")
add("es-t09", "Tenemos un albergue de 20 habitaciones junto al lago, en Liefrange. Cuando está lleno, por la tarde el agua de las duchas sale tibia y los radiadores de las habitaciones se quedan templados. El sistema es una caldera de gasóleo de 2004 con un depósito de agua caliente. ¿Alguien puede estudiar qué nos conviene antes de la temporada?",
    "heating", "Lac de la Haute-Sûre", "Liefrange", kind="c", nu="U", situation="hostel's oil boiler cannot keep up with showers and radiators when full")
add("es-t10", "Tenemos una panadería artesanal en Bettendorf. Desde hace unas semanas vemos pequeñas polillas en el obrador y gusanitos en un saco de harina. Hemos tirado toda la harina, pero siguen apareciendo. Buscamos una empresa de control de plagas que trabaje con productos aptos para alimentos.",
    "pest-control", "Bettendorf", "Bettendorf", kind="c", nu="N", situation="flour moths in a bakery workroom")
add("es-t11", "Somos un club de senderismo con unos 150 socios. Hasta ahora organizamos las salidas por WhatsApp y es un caos: nadie sabe cuántas plazas quedan en el autobús. Queremos una página web sencilla donde los socios se apunten a las excursiones y paguen la plaza. ¿Quién podría hacernos algo así y por cuánto?",
    "web-development", None, None, kind="c", nu="U", situation="hiking club wants a site for trip sign-up and payment")
add("es-t12", "Tenemos que pintar la fachada de nuestra casa antigua en la Ville Haute antes del verano. ¿Hace falta pedir permiso al ayuntamiento por ser zona protegida? ¿Es mejor una pintura mineral o una acrílica para una fachada así? ¿Y cuánto suele cobrar un pintor por unos 120 m² con andamio?",
    "painting", "Luxembourg", "Ville Haute", kind="d", nu="N", situation="repainting an old facade in a protected area: permit, paint type, price")
add("es-t13", "Hemos comprado una casa en Christnach con un terreno en pendiente detrás que se llena de zarzas. No tenemos tiempo para cuidar un jardín, pero queremos que se vea bonito y que la tierra no se desmorone cuando llueve. ¿Qué se puede plantar que necesite poco mantenimiento? ¿Hay alguien que diseñe y plante algo así?",
    "gardening", "Waldbillig", "Christnach", kind="d", nu="U", situation="low-maintenance planting for a bramble-covered slope")
add("es-t14", "Queremos convertir el desván de nuestra casa en Bettborn en dos dormitorios y un baño para los chicos. Hoy está sin aislar, solo tiene una claraboya y el suelo es de tablas. ¿Cuánto tiempo lleva normalmente algo así y qué presupuesto hay que calcular por metro cuadrado? ¿Hace falta un arquitecto?",
    "renovation", "Préizerdaul", "Bettborn", kind="d", nu="U", situation="loft conversion into two bedrooms and a bathroom: time, cost, architect")
add("es-t15", "Mi pareja y yo vamos a firmar la compra de un piso y el compromiso de venta está solo en francés. Yo lo leo bastante bien, pero hay cláusulas que no entiendo del todo. ¿Merece la pena pagar a un traductor para que lo pase al español, o es mejor pedir que alguien nos lo explique en la firma? ¿Cuánto cuesta más o menos traducir unas doce páginas?",
    "translation", None, None, kind="d", nu="N", situation="is translating a French sale agreement into Spanish worth it, and the cost")
