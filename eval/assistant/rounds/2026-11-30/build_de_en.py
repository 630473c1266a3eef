from build_lb_fr import m, M

# ---------------- de ----------------
m("de-s01", "Heizkörper oben im Bad wird nicht warm, die anderen schon. Entlüften hat nix gebracht. Schifflingen",
  "heating", "Schifflange", ["Schifflingen"])
m("de-s02", "wc spülung läuft ständig nach und rauscht die ganze nacht wer kann das richten",
  "plumbing", None)
m("de-s03", "Schlüssel im Schloss abgebrochen, Haustür geht nicht mehr auf. Bin in Rümelingen, bitte schnell!!",
  "locksmith", "Rumelange", ["Rümelingen"])
m("de-s04", "Wer putzt uns die Fenster? Einfamilienhaus, ca. 25 Fenster plus Wintergarten, in Befort am Zentrum",
  "cleaning", "Beaufort", ["Befort"])
m("de-s05", "Nachbar hat seine Garage 40 cm auf unser Grundstück gebaut, was kann ich da tun?",
  "legal", None)
m("de-s06", "HP Drucker im Büro druckt nur noch leere Seiten und der Laptop findet seit dem Update das WLAN nicht mehr 🙄",
  "it-support", None)
m("de-s07", "lohnt es sich den alten Apfelbaum noch schneiden zu lassen oder besser gleich fällen? Garten in Hesperingen",
  "gardening", "Hesperange", ["Hesperingen"])
m("de-s08", "Marder hat im Auto die Kabel angeknabbert und nachts poltert es auf dem Dachboden, was kann man machen? Clerf",
  "pest-control", "Clervaux", ["Clerf"])
m("de-s09", "brauche beglaubigte Übersetzung Führerschein + Geburtsurkunde von Ukrainisch ins Deutsche, bis wann wäre das möglich?",
  "translation", None)
m("de-s10", "Fronius Wechselrichter zeigt State 102, Anlage liefert seit gestern 0 kW. Niederkerschen",
  "solar", "Käerjeng", ["Niederkerschen"])

m("de-t01", "Seit wir in der Küche die neue Induktionsplatte haben, fliegt abends immer wieder alles raus, meistens wenn zusätzlich die Waschmaschine läuft. Der Küchenbauer sagt, das sei nicht sein Problem. Das Haus ist von 1972, ich glaube der Kasten im Keller ist noch original. Wir wohnen in Petingen.",
  "electrical", "Pétange", ["Petingen"])
m("de-t02", "Unsere Gastherme (Buderus) zeigt seit heute Morgen den Fehler 6A und startet nicht mehr, warmes Wasser gibt es auch keins. Die Wartungsfirma geht nicht ans Telefon. Am Samstag kommen 20 Gäste zum 70. Geburtstag meiner Mutter, also wäre es schön, wenn vorher jemand kommen kann. Altbauwohnung in der Oberstadt.",
  "heating", "Luxembourg", ["Oberstadt"])
m("de-t03", "Im Kinderzimmer ist noch alte Raufasertapete, die an mehreren Stellen abblättert. Wir möchten sie runter haben und die Wände glatt in einem hellen Grün. Zimmer ca. 14 m², die Decke bleibt. Geht das noch vor Weihnachten? Wir wohnen in Monnerich.",
  "painting", "Mondercange", ["Monnerich"])
m("de-t04", "Bei uns klemmt die Terrassentür aus Holz seit dem Winter, unten ist das Holz schon dunkel und etwas weich. Außerdem hätten wir gern eine Holzterrasse von ca. 20 m² direkt davor, Lärche oder Douglasie. Mein Schwager hat schon Angebote für WPC geholt, aber ich will echtes Holz. Haus in Ulflingen.",
  "carpentry", "Troisvierges", ["Ulflingen"])
m("de-t05", "Die Rinne hinten am Haus läuft bei jedem Regen über und das Wasser läuft an der Fassade runter, da sind jetzt schon grüne Streifen. Ich komme mit meiner Leiter nicht ran, das sind fast 8 Meter. Vielleicht nur verstopft, vielleicht kaputt. PLZ 5230.",
  "roofing", "Sandweiler", ["5230"])
m("de-t06", "Wir wollen im Garten eine Mauer aus Betonsteinen zum Nachbarn hin, ca. 15 m lang und 80 cm hoch, mit Fundament. Der Nachbar ist einverstanden und zahlt die Hälfte. Und an der Garagenwand ist ein Riss, den man sich dann gleich mit ansehen könnte. Ort: Düdelingen",
  "masonry", "Dudelange", ["Düdelingen"])
m("de-t07", "In der Dusche sind die Fugen schwarz und an zwei Stellen fehlen schon Stücke, hinter einer Fliese klingt es hohl. Der Vermieter will, dass wir das richten lassen, bevor wir ausziehen. Ist das eine große Sache oder nur neu verfugen? Wohnung in Esch an der Alzette.",
  "tiling", "Esch-sur-Alzette", ["Esch an der Alzette"])
m("de-t08", "Wir ziehen im April aus unserer 3-Zimmer-Wohnung in Luxemburg Stadt nach Köln, ca. 30 Kartons plus Möbel und ein Klavier!! Beim letzten Mal wurde das Klavier beschädigt und niemand wollte zahlen. Wer macht sowas mit Versicherung?",
  "moving", "Luxembourg", ["Luxemburg Stadt"], ["Köln"])
m("de-t09", "Wir haben die Wohnung meiner verstorbenen Tante in Zolwer geerbt, Baujahr 1982, seitdem nichts gemacht. Bad, Küche, Böden, Strom, alles müsste neu, evtl. eine Wand raus für eine offene Küche. Danach wollen wir vermieten. Lohnt sich das oder lieber so verkaufen? Budget max. 80.000.",
  "renovation", "Sanem", ["Zolwer"])
m("de-t10", "Ich bin Installateur, Sanitär und Heizung, inzwischen mit zwei Angestellten. Meine Frau hat bisher den ganzen Papierkram gemacht, aber mit Lohnabrechnungen, Mehrwertsteuer und Jahresabschluss wächst uns das über den Kopf. Wir suchen jemanden, der das übernimmt, am liebsten mit Büro in Grevenmacher.",
  "accounting", "Grevenmacher", ["Grevenmacher"])
m("de-t11", "Wir haben ein kleines Hotel mit 12 Zimmern und bekommen fast alle Buchungen über Booking, die nehmen 17 % Provision. Wir hätten gern eine eigene Seite mit Buchungssystem, dreisprachig, die man bei Google auch findet. Was kostet sowas ungefähr und wie lange dauert es?",
  "web-development", None)
m("de-t12", "Für unseren neuen Onlineshop brauchen wir Bilder von ca. 60 Weinflaschen, freigestellt auf Weiß, plus ein paar Stimmungsbilder im Keller und in den Weinbergen. Das Weingut liegt in Wormeldingen. Wann hätten Sie Zeit?",
  "photography", "Wormeldange", ["Wormeldingen"])
m("de-t13", "Meine Frau und ich haben ein offenes Wohn-Esszimmer von 50 m², das irgendwie ungemütlich wirkt: Hall, Möbel stehen verloren rum, Licht ist kalt. Wir suchen keinen Handwerker, sondern jemanden mit Gespür für Raum, Licht und Farben, der uns einen Plan macht. Ist so etwas teuer? Wir wohnen in Bad Mondorf.",
  "interior-design", "Mondorf-les-Bains", ["Bad Mondorf"])
m("de-t14", "Unser Kühlschrank (Liebherr, 6 Jahre) brummt laut und oben wird es nicht mehr richtig kalt, das Gefrierfach ist aber eiskalt. Meine Schwiegermutter sagt, gleich einen neuen kaufen. Lohnt sich eine Reparatur noch? Wir wohnen in Trier, kommen Sie auch nach Deutschland?",
  "appliance-repair", "abroad", ["Trier"])
m("de-t15", "Hallo, in der neuen Mietwohnung in Burscheid ist einiges kaputt: das Licht im Flur flackert, der Wasserhahn in der Küche tropft und die Balkontür schließt schlecht. Der Vermieter sagt, wir sollen uns selbst jemanden suchen. Wen rufe ich da am besten an?",
  None, "Bourscheid", ["Burscheid"])

# ---------------- en ----------------
m("en-s01", "Moien! kitchen sink drains super slow and smells like rotten eggs. We're in Bridel, any chance today?",
  "plumbing", "Kopstal", ["Bridel"])
m("en-s02", "half the sockets in the living room stopped working, nothing looks tripped as far as i can see. Howald",
  "electrical", "Hesperange", ["Howald"])
m("en-s03", "Samsung dryer shows HE and the clothes come out wet after 2 hrs. worth repairing? it's 5 years old",
  "appliance-repair", None)
m("en-s04", "can you change the locks on our flat today my ex flatmate still has a key and won't give it back cessange",
  "locksmith", "Luxembourg", ["cessange"])
m("en-s05", "few tiles slipped off after the storm and I can see daylight in the loft. Capellen",
  "roofing", "Mamer", ["Capellen"])
m("en-s06", "bed bugs 😭 bites every night, we already washed everything at 60. L-9640",
  "pest-control", "Boulaide", ["L-9640"])
m("en-s07", "do I need an accountant for my first Luxembourg tax return as a cross-border freelancer or can I do it myself?",
  "accounting", None, [], ["Luxembourg"])
m("en-s08", "need someone to clear an overgrown garden before we hand back the house, brambles everywhere, maybe 200m2. Senningerberg, house near the church",
  "gardening", "Niederanven", ["Senningerberg"])
m("en-s09", "looking for an interpreter English <> Luxembourgish for a notary appointment next Thursday, about 1h",
  "translation", None)
m("en-s10", "we run a small yoga studio and need a simple site with the class schedule + booking, what would that cost roughly?",
  "web-development", None)

m("en-t01", "Every time it rains hard there's water dripping through the ceiling light in our top-floor bathroom. The landlord sent a guy who looked at the pipes, said it's not a plumbing thing at all and never came back. The building is in Kirchberg, flat roof I think. Who should we even call?",
  "roofing", "Luxembourg", ["Kirchberg"])
m("en-t02", "Our Vaillant boiler keeps losing pressure. I top it up to 1.5 bar and two days later it's back at 0.5 and the radiators go cold. No visible leak anywhere. The in-laws are staying with us over Christmas so I'd really like it sorted. We live in Strassen.",
  "heating", "Strassen", ["Strassen"])
m("en-t03", "We're moving out of our rental in Merl at the end of March and the agency was pretty clear that all walls have to be back to white. The kids drew on one wall and there are nail holes everywhere from pictures. 3 bedrooms plus living room, around 95 m2. Could you quote?",
  "painting", "Luxembourg", ["Merl"])
m("en-t04", "Is it worth fixing our built-in wardrobe or should we rip it out? It was custom made for the previous owners, solid oak, but two doors hang crooked and a drawer runner snapped. We'd also love some shelving built into the alcove next to the fireplace. House in Leudelange.",
  "carpentry", "Leudelange", ["Leudelange"])
m("en-t05", "We noticed a long diagonal crack running from the corner of the bedroom window down towards the ground, on the outside wall. It's maybe 3 mm wide and wasn't there last year. The neighbours had a big basement dug out in the summer. Should we be worried? We're in Bertrange.",
  "masonry", "Bertrange", ["Bertrange"])
m("en-t06", "Hi, we bought 22 m2 of large porcelain tiles (120x60) for the kitchen and hallway floor, underfloor heating and screed are already done. The guy who did the screed said laying them 'isn't his job'. Looking for someone in March. Place is in Kockelscheuer.",
  "tiling", "Roeser", ["Kockelscheuer"])
m("en-t07", "Moving out of our 2-bed flat in Dommeldange on the 15th to a house about 20 min away. We've packed most stuff ourselves, it's really just furniture, a fridge, a huge mirror and around 40 boxes. 4th floor but there is a lift. Do you do half days?",
  "moving", "Luxembourg", ["Dommeldange"])
m("en-t08", "We've bought an old farmhouse in Bigonville and want to turn the barn into living space: new floor, insulation, windows, electrics, a bathroom, the lot. Several companies only wanted to do their own bit. Is there anyone who manages the whole conversion? Budget is flexible-ish, maybe 200k.",
  "renovation", "Rambrouch", ["Bigonville"])
m("en-t09", "Our neighbour just put panels on his roof and claims he pays almost nothing for electricity now. We have a south-east facing roof of about 35 m2 and an EV. Does it make sense with the subsidies, and would a battery be worth it? We live in Arlon, both of us work in Luxembourg.",
  "solar", "abroad", ["Arlon"], ["Luxembourg"])
m("en-t10", "My landlord wants to raise the rent by 20% after only one year and says if I don't sign the new lease I have to leave in 3 months. My contract was signed in 2024. My French isn't good enough to argue with him. Is this even allowed, and who can help me?",
  "legal", None)
m("en-t11", "I run a small dental practice with 3 PCs and a server for the X-ray software. Since a Windows update yesterday the X-ray PC can't see the shared folder anymore and patients are waiting. Our usual IT guy moved back to Portugal. Practice is in Foetz, next to the roundabout.",
  "it-support", "Mondercange", ["Foetz"], ["Portugal"])
m("en-t12", "We're getting married at the town hall in Echternach in June, followed by a small dinner for 25. We'd love someone for about 3 hours, natural style, not too posed, plus a few family portraits. Our families are flying in from Dublin. What do your packages cost?",
  "photography", "Echternach", ["Echternach"], ["Dublin"])
m("en-t13", "We're opening a small coffee shop in Grund in a former bookshop, about 60 m2 with stone walls and a vaulted ceiling. We need help with the layout (counter, seating, storage), the lighting and a look that suits the old building. We already have a contractor for the build. Budget for the design around 5k?",
  "interior-design", "Luxembourg", ["Grund"])
m("en-t14", "My mum is visiting next week and I've been doing 60h weeks, the flat is a disaster 🙈 Need a one-off deep clean: oven, bathroom, windows inside, floors. 70 m2, ideally Friday. Flat is in Kehlen.",
  "cleaning", "Kehlen", ["Kehlen"])
m("en-t15", "Moien, we just got the keys to a flat in Helmsange and honestly half of it isn't working: the bathroom fan, a door handle, one radiator, the oven door. The landlord says 'get someone and send me the bill'. Who do I even ask for all that?",
  None, "Walferdange", ["Helmsange"])
