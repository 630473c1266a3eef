import type { CategorySlug } from '@shared/catalog/categories'
import type { CategoryVocabulary } from './vocabulary-types'

/** Trades that work in and on the home (see vocabulary-types.ts for the format). */
export const HOME_VOCABULARY: Partial<Record<CategorySlug, CategoryVocabulary>> = {
  plumbing: {
    en: {
      pro: 'a plumber|plumbers|a plumbing company|an emergency plumber|a sanitary installer',
      thing:
        'a leaking pipe|a burst pipe|water leaking under the sink|a blocked drain|a clogged toilet|a dripping tap|a running toilet cistern|no water pressure|a broken water heater|a leak in the kitchen|the shower drain is blocked|water coming through the ceiling|a broken flush|the sink will not drain|the washbasin drains very slowly|a slow drain in the bathroom|a hot water cylinder to replace|an electric water heater|the loo will not flush|a toilet that keeps running',
      act: 'fix a leak|unblock the drain|replace the kitchen tap|install a new toilet|repair the water heater|change the pipes|connect the washing machine to the water|fit a new shower mixer|unclog the toilet|replumb the kitchen',
    },
    fr: {
      pro: 'un plombier|une entreprise de plomberie|un plombier chauffagiste|un installateur sanitaire|plombiers',
      thing:
        'une fuite d eau|un tuyau perce|l evier bouche|les toilettes bouchees|un robinet qui goutte|la chasse d eau qui coule|un chauffe eau en panne|un degat des eaux|une canalisation bouchee|plus de pression d eau|une fuite sous le lavabo|le siphon bouche|le lavabo qui se vide mal|l evacuation de la baignoire qui coule lentement|le ballon d eau chaude a changer|un cumulus electrique|la chasse des toilettes ne marche plus|le wc fuit',
      act: 'reparer une fuite|deboucher l evier|changer le robinet|installer un wc|remplacer le chauffe eau|refaire la tuyauterie|raccorder le lave linge|poser un mitigeur|deboucher les canalisations|changer le flotteur de la chasse',
    },
    de: {
      pro: 'einen Klempner|einen Installateur|einen Sanitärinstallateur|eine Sanitärfirma|einen Rohrreiniger|Sanitärbetrieb',
      thing:
        'ein Wasserrohrbruch|ein undichtes Rohr|ein verstopfter Abfluss|eine verstopfte Toilette|ein tropfender Wasserhahn|die Spülung läuft nach|ein kaputter Boiler|Wasserschaden in der Küche|das Waschbecken läuft nicht ab|kein Wasserdruck|eine undichte Leitung|Rohrverstopfung|das Waschbecken läuft langsam ab|der Abfluss der Badewanne ist langsam|der Warmwasserspeicher ist undicht|ein Boiler mit 200 Litern|die Klospülung geht nicht|das WC spült nicht richtig|die Toilettenspülung ist kaputt|eine Abflussreinigung|eine Rohrreinigung',
      act: 'Leck reparieren|Abfluss frei machen|Wasserhahn austauschen|neue Toilette einbauen|Boiler ersetzen|Leitungen erneuern|Waschmaschine anschließen|Armatur montieren|Rohr abdichten|WC Spülkasten reparieren',
    },
    lb: {
      pro: 'e Plombeier|en Installateur|eng Sanitärfirma|e Spengler|Plombeieren',
      thing:
        'eng Fuite|e Waasserrouer dat leeft|de Spullstee ass verstoppt|d Toilette ass verstoppt|de Krunn dropst|d Spullung leeft ëmmer|de Boiler ass futti|Waasserschued an der Kichen|de Lavabo leeft net of|keen Drock um Waasser|eng Fuite ënnert dem Lavabo|de Lavabo leeft lues of|de Boiler fir waarmt Waasser|en neie Waasserboiler',
      act: 'eng Fuite flécken|den Oflaf fräi maachen|de Krunn wiesselen|eng nei Toilette installéieren|de Boiler ersetzen|d Leitungen erneieren|d Wäschmaschinn uschléissen|eng Fuite reparéieren',
    },
    pt: {
      pro: 'um canalizador|um picheleiro|uma empresa de canalizacao|um encanador|canalizadores',
      thing:
        'uma fuga de agua|um cano rebentado|o lava loica entupido|a sanita entupida|uma torneira a pingar|o autoclismo sempre a correr|o esquentador avariado|agua a pingar do teto|o ralo do duche entupido|sem pressao de agua|uma infiltracao na casa de banho|o lavatorio escoa devagar|a banheira nao escoa|o termoacumulador avariado|um cilindro de agua quente',
      act: 'reparar uma fuga|desentupir o lava loica|trocar a torneira|instalar uma sanita nova|substituir o esquentador|mudar os canos|ligar a maquina de lavar|desentupir a sanita|arranjar o autoclismo',
    },
    it: {
      pro: 'un idraulico|una ditta di idraulica|un idraulico urgente|idraulici|un tecnico idraulico',
      thing:
        'una perdita d acqua|un tubo rotto|il lavandino intasato|il water otturato|un rubinetto che gocciola|lo sciacquone che perde|lo scaldabagno rotto|acqua dal soffitto|lo scarico della doccia intasato|poca pressione dell acqua|una perdita sotto il lavello|il lavabo scarica piano|la vasca non scarica|il boiler elettrico|lo scaldacqua da cambiare',
      act: 'riparare una perdita|sturare il lavandino|cambiare il rubinetto|installare un nuovo wc|sostituire lo scaldabagno|rifare le tubature|collegare la lavatrice|sturare lo scarico|aggiustare lo sciacquone',
    },
    es: {
      pro: 'un fontanero|una empresa de fontaneria|un fontanero urgente|fontaneros|un plomero',
      thing:
        'una fuga de agua|una tuberia rota|el fregadero atascado|el vater atascado|un grifo que gotea|la cisterna que no para|el calentador roto|agua cayendo del techo|el desague de la ducha atascado|poca presion de agua|una fuga debajo del lavabo|el lavabo traga despacio|la banera no traga|el termo electrico|el calentador de agua',
      act: 'arreglar una fuga|desatascar el fregadero|cambiar el grifo|instalar un inodoro nuevo|sustituir el calentador|cambiar las tuberias|conectar la lavadora|desatascar el vater|reparar la cisterna',
    },
  },
  electrical: {
    en: {
      pro: 'an electrician|electricians|an electrical contractor|an emergency electrician|a certified electrician',
      thing:
        'a socket that does not work|no power in the kitchen|the fuse keeps blowing|the breaker keeps tripping|flickering lights|a short circuit|old wiring|a broken light switch|a new fuse box|an ev charger|outdoor lighting|a doorbell that stopped working|sparks from a plug|the extractor fan stopped working|a broken bathroom fan|ventilation that does not run',
      act: 'install new sockets|rewire the house|replace the fuse box|install an ev charging point|fit ceiling lights|add a light switch|repair the wiring|install a wallbox|move a socket|connect the cooker|install spotlights',
    },
    fr: {
      pro: 'un electricien|une entreprise d electricite|un electricien agree|electriciens|un depanneur electricien',
      thing:
        'une prise qui ne marche plus|plus de courant|le disjoncteur qui saute|un court circuit|des lumieres qui clignotent|une installation electrique vetuste|un interrupteur casse|un tableau electrique|une borne de recharge|l eclairage exterieur|la sonnette en panne|la vmc ne tourne plus|l extracteur d air en panne|le ventilateur de la salle de bain',
      act: 'installer des prises|refaire l installation electrique|changer le tableau electrique|installer une borne de recharge|poser des luminaires|ajouter un interrupteur|mettre aux normes l electricite|raccorder la plaque de cuisson|installer des spots|tirer un cable',
    },
    de: {
      pro: 'einen Elektriker|einen Elektroinstallateur|eine Elektrofirma|Elektriker|einen Elektromeister',
      thing:
        'eine kaputte Steckdose|kein Strom in der Küche|die Sicherung fliegt raus|Kurzschluss|flackernde Lampen|alte Elektroleitungen|ein defekter Lichtschalter|ein neuer Sicherungskasten|eine Wallbox|Außenbeleuchtung|die Klingel geht nicht|Stromausfall im Bad|die Lüftung geht nicht|der Badlüfter ist kaputt|Ventilator im Bad defekt',
      act: 'Steckdosen installieren|Haus neu verkabeln|Sicherungskasten erneuern|Wallbox installieren|Lampen anschließen|Lichtschalter setzen|Elektrik reparieren|Ladestation montieren|Herd anschließen|Leitungen verlegen|Spots einbauen',
    },
    lb: {
      pro: 'en Elektriker|eng Elektrofirma|Elektriker|en Elektresch Betrib',
      thing:
        'eng Steckdous déi net geet|kee Stroum an der Kichen|d Sécherung fällt eraus|e Kuerzschluss|d Luuchten flackeren|al Elektroleitungen|e futtissen Schalter|eng Luedstatioun|Luuchten am Gaart|d Klack geet net méi|d Lëftung geet net|de Ventilator am Buedzëmmer ass futti',
      act: 'Steckdousen installéieren|d Elektresch erneieren|de Sécherungskaschten wiesselen|eng Wallbox installéieren|Luuchten uschléissen|e Schalter derbäi maachen|de Kachherd uschléissen|Kabelen leeën',
    },
    pt: {
      pro: 'um eletricista|uma empresa de eletricidade|eletricistas|um eletricista certificado',
      thing:
        'uma tomada que nao funciona|sem luz na cozinha|o disjuntor sempre a ir abaixo|um curto circuito|luzes a piscar|instalacao eletrica antiga|um interruptor partido|um quadro eletrico novo|um carregador para carro eletrico|iluminacao exterior|a campainha nao toca|o exaustor nao funciona|a ventilacao da casa de banho avariada',
      act: 'instalar tomadas|refazer a instalacao eletrica|trocar o quadro eletrico|instalar um carregador|montar candeeiros|pôr um interruptor|reparar a eletricidade|ligar o fogao|instalar focos',
    },
    it: {
      pro: 'un elettricista|una ditta di impianti elettrici|elettricisti|un elettricista certificato',
      thing:
        'una presa che non funziona|niente corrente in cucina|il salvavita che salta|un cortocircuito|luci che sfarfallano|impianto elettrico vecchio|un interruttore rotto|un quadro elettrico nuovo|una colonnina di ricarica|illuminazione esterna|il campanello non suona|l aspiratore non va|la ventola del bagno rotta',
      act: 'installare prese|rifare l impianto elettrico|sostituire il quadro elettrico|installare una wallbox|montare lampadari|aggiungere un interruttore|mettere a norma l impianto|collegare il piano cottura|installare faretti',
    },
    es: {
      pro: 'un electricista|una empresa de electricidad|electricistas|un electricista autorizado',
      thing:
        'un enchufe que no funciona|sin luz en la cocina|salta el diferencial|un cortocircuito|luces que parpadean|instalacion electrica vieja|un interruptor roto|un cuadro electrico nuevo|un cargador para coche electrico|iluminacion exterior|el timbre no funciona|el extractor no funciona|el ventilador del bano roto',
      act: 'instalar enchufes|renovar la instalacion electrica|cambiar el cuadro electrico|instalar un punto de recarga|colocar lamparas|poner un interruptor|reparar la instalacion|conectar la vitroceramica|instalar focos',
    },
  },
  heating: {
    en: {
      pro: 'a heating engineer|a boiler engineer|a heating company|a gas engineer|a heat pump installer',
      thing:
        'the boiler is broken|no heating|radiators stay cold|a leaking radiator|the radiator is dripping|a noisy boiler|underfloor heating not working|the heat pump shows an error|no hot water from the boiler|a broken thermostat|the annual boiler service|an old oil heating|an air source heat pump|a heat pump for a new build',
      act: 'service the boiler|replace the boiler|bleed the radiators|install a heat pump|repair the underfloor heating|fix a leaking radiator|install new radiators|replace the thermostat|convert the oil heating|clean the chimney flue',
    },
    fr: {
      pro: 'un chauffagiste|une entreprise de chauffage|un technicien chaudiere|un installateur de pompe a chaleur',
      thing:
        'la chaudiere en panne|plus de chauffage|les radiateurs restent froids|un radiateur qui fuit|un radiateur qui goutte|la chaudiere fait du bruit|le chauffage au sol ne marche plus|la pompe a chaleur en erreur|pas d eau chaude de la chaudiere|le thermostat casse|l entretien annuel de la chaudiere|une pompe a chaleur air eau|une pompe a chaleur pour une maison neuve',
      act: 'entretenir la chaudiere|remplacer la chaudiere|purger les radiateurs|installer une pompe a chaleur|reparer le chauffage au sol|reparer un radiateur qui fuit|poser des radiateurs|changer le thermostat|ramoner le conduit',
    },
    de: {
      pro: 'einen Heizungsinstallateur|einen Heizungsbauer|eine Heizungsfirma|einen Kundendienst für die Therme|Heizungstechniker',
      thing:
        'die Heizung ist ausgefallen|keine Heizung|die Heizkörper bleiben kalt|ein undichter Heizkörper|der Heizkörper tropft|die Therme macht Geräusche|die Fußbodenheizung geht nicht|Störung an der Wärmepumpe|kein Warmwasser von der Therme|das Thermostat ist kaputt|Heizungswartung|alte Ölheizung|eine Luftwärmepumpe|eine Wärmepumpe für den Neubau',
      act: 'Heizung warten|Heizkessel austauschen|Heizkörper entlüften|Wärmepumpe einbauen|Fußbodenheizung reparieren|undichten Heizkörper reparieren|neue Heizkörper montieren|Thermostat ersetzen|Ölheizung umrüsten',
    },
    lb: {
      pro: 'en Heizungsinstallateur|eng Heizungsfirma|en Chauffagist|en Techniker fir d Heizung',
      thing:
        'd Heizung ass a Panne|keng Heizung|d Radiatoren bleiwen kal|e Radiator deen leeft|de Radiator dropst|d Heizung mécht Kaméidi|d Buedemheizung geet net|d Wärmepompel huet eng Stéierung|kee waarmt Waasser vun der Heizung|den Thermostat ass futti|d Wartung vun der Heizung',
      act: 'd Heizung warten|den Heizkessel wiesselen|d Radiatoren entlëften|eng Wärmepompel installéieren|d Buedemheizung flécken|e Radiator reparéieren|nei Radiatoren montéieren|den Thermostat ersetzen',
    },
    pt: {
      pro: 'um tecnico de aquecimento|uma empresa de aquecimento|um tecnico de caldeiras|um instalador de bombas de calor',
      thing:
        'a caldeira avariada|sem aquecimento|os radiadores estao frios|um radiador a pingar|um radiador com fuga|a caldeira faz barulho|o piso radiante nao aquece|a bomba de calor com erro|o termostato avariado|a revisao anual da caldeira|uma bomba de calor ar agua|uma bomba de calor para casa nova',
      act: 'fazer a revisao da caldeira|substituir a caldeira|purgar os radiadores|instalar uma bomba de calor|reparar o piso radiante|reparar um radiador|montar radiadores novos|trocar o termostato',
    },
    it: {
      pro: 'un tecnico caldaie|un termoidraulico|una ditta di riscaldamento|un installatore di pompe di calore',
      thing:
        'la caldaia guasta|niente riscaldamento|i termosifoni restano freddi|un termosifone che perde|il radiatore gocciola|la caldaia fa rumore|il riscaldamento a pavimento non va|la pompa di calore in errore|il termostato rotto|la revisione annuale della caldaia|una pompa di calore aria acqua|una pompa di calore per casa nuova',
      act: 'fare la manutenzione della caldaia|sostituire la caldaia|sfiatare i termosifoni|installare una pompa di calore|riparare il riscaldamento a pavimento|riparare un termosifone|montare nuovi radiatori|cambiare il termostato',
    },
    es: {
      pro: 'un tecnico de calefaccion|una empresa de calefaccion|un tecnico de calderas|un instalador de aerotermia',
      thing:
        'la caldera estropeada|no hay calefaccion|los radiadores estan frios|un radiador que gotea|un radiador con fuga|la caldera hace ruido|el suelo radiante no calienta|la bomba de calor da error|el termostato roto|la revision anual de la caldera|la aerotermia|una bomba de calor aerotermica|aerotermia para una casa nueva',
      act: 'revisar la caldera|cambiar la caldera|purgar los radiadores|instalar una bomba de calor|reparar el suelo radiante|reparar un radiador|poner radiadores nuevos|cambiar el termostato',
    },
  },
  painting: {
    en: {
      pro: 'a painter|a painter and decorator|decorators|a painting company|a wallpaper hanger',
      thing:
        'walls that need painting|a flaking ceiling|peeling paint on the facade|old wallpaper|the living room walls|the outside of the house|the shutters|stains on the ceiling|a fresh coat of paint|black mould on the ceiling|damp stains to treat and repaint',
      act: 'paint the living room|repaint the walls|repaint the bedroom|paint the ceiling|paint the facade|hang wallpaper|strip the wallpaper|paint the shutters|redecorate the flat|give the hallway a new coat of paint|varnish the doors|freshen up the walls|give the walls a fresh coat before moving out',
    },
    fr: {
      pro: 'un peintre|un peintre decorateur|une entreprise de peinture|des peintres|un tapissier',
      thing:
        'des murs a peindre|un plafond qui s ecaille|la peinture de la facade qui part|du vieux papier peint|les murs du salon|la facade de la maison|les volets|des taches au plafond|une nouvelle couche de peinture|de la moisissure au plafond',
      act: 'peindre le salon|repeindre les murs|repeindre la chambre|peindre le plafond|ravaler la facade|poser du papier peint|decoller le papier peint|repeindre les volets|rafraichir l appartement|faire les peintures|lasurer les boiseries',
    },
    de: {
      pro: 'einen Maler|einen Malerbetrieb|Maler und Lackierer|einen Anstreicher|einen Tapezierer',
      thing:
        'Wände zum Streichen|abblätternde Farbe an der Decke|die Fassade blättert ab|alte Tapeten|die Wände im Wohnzimmer|die Außenfassade|die Fensterläden|Flecken an der Decke|ein neuer Anstrich|Schimmel an der Decke',
      act: 'Wohnzimmer streichen|Wände neu streichen|Schlafzimmer neu streichen|Decke streichen|Fassade anstreichen|tapezieren|Tapeten entfernen|Fensterläden lackieren|Wohnung renovieren und streichen|Malerarbeiten machen|neu tapezieren|die Wandfarbe auffrischen',
    },
    lb: {
      pro: 'e Moler|eng Molerfirma|Moler|en Ustreicher',
      thing:
        'Maueren déi gemoolt musse ginn|de Plafong blätzt of|d Fassad blätzt of|al Tapéit|d Maueren an der Stuff|d Fassad vum Haus|d Fënsterluede|Flecken um Plafong',
      act: 'd Stuff molen|d Maueren nei molen|d Schlofkummer nei molen|de Plafong molen|d Fassad ustreichen|tapezéieren|d Tapéit ewechmaachen|d Wunneng nei molen loossen',
    },
    pt: {
      pro: 'um pintor|uma empresa de pintura|pintores|um pintor decorador',
      thing:
        'paredes para pintar|o teto a descascar|a fachada a descascar|papel de parede velho|as paredes da sala|a fachada da casa|as portadas|manchas no teto',
      act: 'pintar a sala|pintar as paredes|repintar o quarto|pintar o teto|pintar a fachada|colocar papel de parede|tirar o papel de parede|pintar de novo a casa|envernizar as portas',
    },
    it: {
      pro: 'un imbianchino|un pittore edile|una ditta di tinteggiatura|imbianchini',
      thing:
        'pareti da tinteggiare|il soffitto che si scrosta|la facciata scrostata|carta da parati vecchia|le pareti del soggiorno|la facciata della casa|le persiane|macchie sul soffitto',
      act: 'tinteggiare il soggiorno|ridipingere le pareti|imbiancare la camera|dipingere il soffitto|tinteggiare la facciata|mettere la carta da parati|togliere la carta da parati|verniciare le persiane|rinfrescare l appartamento|riverniciare il cancello',
    },
    es: {
      pro: 'un pintor|una empresa de pintura|pintores|un pintor decorador',
      thing:
        'paredes para pintar|el techo desconchado|la fachada descascarillada|papel pintado viejo|las paredes del salon|la fachada de la casa|las contraventanas|manchas en el techo',
      act: 'pintar el salon|repintar las paredes|pintar el dormitorio|pintar el techo|pintar la fachada|empapelar|quitar el papel pintado|barnizar las puertas|dar una mano de pintura',
    },
  },
  carpentry: {
    en: {
      pro: 'a carpenter|a joiner|a cabinet maker|a carpentry workshop|a woodworker',
      thing:
        'a door that does not close|a squeaky staircase|broken stair steps|a wooden floor to repair|a fitted wardrobe|kitchen cabinets|a new interior door|rotten window frames|a wooden deck|custom shelves|a sticking wooden door|laminate flooring|a floating floor|a wooden fence|a garden gate|a pergola|a wooden carport',
      act: 'build a fitted wardrobe|fit a new kitchen|assemble kitchen units|replace the interior doors|repair the wooden stairs|lay parquet flooring|build shelves|install new wooden windows|replace six windows|plane a door|build a wooden deck|make a built-in cupboard|put up a fence|build a pergola|fit skirting boards|assemble an ikea kitchen|put together flat pack furniture|assemble wardrobes|replace a few deck boards|sand and oil the floorboards',
    },
    fr: {
      pro: 'un menuisier|un ebeniste|une menuiserie|un charpentier menuisier|un agenceur',
      thing:
        'une porte qui ferme mal|un escalier qui grince|des marches cassees|un parquet abime|un placard sur mesure|les meubles de cuisine|une porte interieure|des chassis pourris|une terrasse en bois|des etageres|du parquet flottant|du stratifie|une cloture en bois|un portail en bois|une pergola',
      act: 'fabriquer un placard sur mesure|installer une cuisine|monter une cuisine|changer les portes interieures|reparer l escalier en bois|poser du parquet|faire des etageres|remplacer les fenetres en bois|changer les fenetres|raboter une porte|construire une terrasse en bois|faire un dressing|monter une cuisine ikea|monter des meubles en kit',
    },
    de: {
      pro: 'einen Schreiner|einen Tischler|eine Schreinerei|einen Zimmermann|einen Möbelschreiner',
      thing:
        'eine Tür die nicht schließt|eine knarrende Treppe|kaputte Treppenstufen|ein beschädigter Parkettboden|ein Einbauschrank|Küchenschränke|eine neue Innentür|morsche Fensterrahmen|eine Holzterrasse|Regale nach Maß|Laminatboden|ein Klickparkett|ein Holzzaun|ein Gartentor aus Holz|eine Pergola|ein Carport|morsche Terrassendielen|alte Holzdielen',
      act: 'Einbauschrank bauen|Küche montieren|Küche einbauen|Innentüren austauschen|Holztreppe reparieren|Parkett verlegen|Regale bauen|Holzfenster einsetzen|Tür abhobeln|Holzterrasse bauen|Möbel nach Maß anfertigen|eine Ikea Kuche aufbauen|Mobel montieren|Dielen abschleifen und ölen|ein paar Bretter der Terrasse austauschen',
    },
    lb: {
      pro: 'e Schräiner|eng Schräinerei|en Dëschler|en Zëmmermann',
      thing:
        'eng Dier déi net zougeet|eng Trap déi knarrt|futtis Trapen|de Parquet ass futti|en Abauschaf|Kichenschief|eng nei Dier|eng Holzterrass|Regaler op Mooss|Laminat|e Parquetsbuedem|en Holzzonk|eng Paart aus Holz|eng Pergola',
      act: 'en Abauschaf bauen|eng Kichen montéieren|d Dieren wiesselen|d Holztrap flécken|Parquet leeën|Regaler bauen|nei Holzfënstere setzen|eng Holzterrass bauen|eng Ikea Kichen opbauen|Miwwelen montéieren',
    },
    pt: {
      pro: 'um carpinteiro|um marceneiro|uma carpintaria|carpinteiros',
      thing:
        'uma porta que nao fecha|uma escada que range|degraus partidos|soalho estragado|um roupeiro embutido|moveis de cozinha|uma porta interior nova|caixilhos podres|um deck de madeira|prateleiras por medida|chao flutuante|piso laminado|uma vedacao de madeira|um portao de madeira|uma pergola',
      act: 'fazer um roupeiro|montar a cozinha|trocar as portas interiores|reparar a escada de madeira|colocar soalho|fazer prateleiras|montar janelas de madeira|afinar uma porta|fazer um deck|montar uma cozinha ikea|montar moveis',
    },
    it: {
      pro: 'un falegname|una falegnameria|un ebanista|falegnami',
      thing:
        'una porta che non chiude|una scala che scricchiola|gradini rotti|il parquet rovinato|un armadio a muro|i mobili della cucina|una porta interna nuova|infissi marci|una pedana in legno|mensole su misura|il laminato|un parquet flottante|una staccionata in legno|un cancello in legno|una pergola',
      act: 'fare un armadio su misura|montare la cucina|cambiare le porte interne|riparare la scala in legno|posare il parquet|fare delle mensole|montare finestre in legno|piallare una porta|costruire una pedana in legno|montare una cucina ikea|montare mobili in kit|sostituire le assi del pavimento in legno|levigare il parquet',
    },
    es: {
      pro: 'un carpintero|una carpinteria|un ebanista|carpinteros',
      thing:
        'una puerta que no cierra|una escalera que cruje|peldanos rotos|el parquet estropeado|un armario empotrado|los muebles de cocina|una puerta interior nueva|marcos de ventana podridos|una tarima de madera|estanterias a medida|suelo laminado|tarima flotante|una valla de madera|una puerta de jardin de madera|una pergola',
      act: 'hacer un armario empotrado|montar la cocina|cambiar las puertas interiores|arreglar la escalera de madera|poner parquet|hacer estanterias|colocar ventanas de madera|cepillar una puerta|hacer una tarima|montar una cocina de ikea|montar muebles',
    },
  },
  roofing: {
    en: {
      pro: 'a roofer|a roofing company|a roofing contractor|roofers|a slater',
      thing:
        'a leaking roof|missing roof tiles|storm damage on the roof|loose slates|a blocked gutter on the roof|a leaking chimney|water in the attic when it rains|a damaged skylight|a flat roof that leaks|moss on the roof|moss removal on the roof|roof cleaning and treatment',
      act: 'repair the roof|replace roof tiles|redo the roof|insulate the roof|clean the gutters|fix the chimney flashing|install a roof window|reroof the house|waterproof the flat roof|replace the slates',
    },
    fr: {
      pro: 'un couvreur|une entreprise de toiture|un couvreur zingueur|des couvreurs|un charpentier couvreur',
      thing:
        'une fuite dans la toiture|des tuiles cassees|des degats de tempete sur le toit|des ardoises qui bougent|la gouttiere bouchee|une fuite autour de la cheminee|de l eau dans les combles|un velux qui fuit|un toit plat qui fuit|de la mousse sur le toit',
      act: 'reparer la toiture|remplacer des tuiles|refaire le toit|isoler la toiture|nettoyer les gouttieres|refaire l etancheite de la cheminee|poser un velux|demousser le toit|changer les ardoises|refaire la couverture',
    },
    de: {
      pro: 'einen Dachdecker|eine Dachdeckerfirma|einen Spengler für das Dach|Dachdecker',
      thing:
        'ein undichtes Dach|fehlende Dachziegel|Sturmschaden am Dach|lose Schieferplatten|eine verstopfte Dachrinne|der Kamin ist undicht|Wasser auf dem Dachboden|ein undichtes Dachfenster|ein undichtes Flachdach|Moos auf dem Dach|Dachreinigung und Moosentfernung',
      act: 'Dach reparieren|Dachziegel ersetzen|Dach neu eindecken|Dach dämmen|Dachrinne reinigen|Kaminanschluss abdichten|Dachfenster einbauen|Flachdach abdichten|Schieferdach erneuern|Dachsanierung machen',
    },
    lb: {
      pro: 'en Dachdecker|eng Dachdeckerfirma|Dachdecker|en Spengler',
      thing:
        'den Daach ass net dicht|Zillen feelen|Stuermschued um Daach|lass Schifer|d Dachrinn ass verstoppt|de Kamäin ass net dicht|Waasser um Späicher|d Dachfënster leeft|e flaachen Daach deen leeft',
      act: 'den Daach flécken|Zillen ersetzen|den Daach nei maachen|den Daach isoléieren|d Dachrinnen botzen|eng Dachfënster asetzen|de Schiferdaach erneieren',
    },
    pt: {
      pro: 'um telhador|uma empresa de telhados|telhadores|um tecnico de coberturas',
      thing:
        'um telhado com infiltracoes|telhas partidas|estragos da tempestade no telhado|ardosias soltas|a caleira entupida|a chamine a deixar entrar agua|agua no sotao quando chove|uma claraboia com fuga|um terraco com infiltracoes',
      act: 'reparar o telhado|substituir telhas|refazer o telhado|isolar o telhado|limpar as caleiras|impermeabilizar a chamine|instalar uma claraboia|impermeabilizar o terraco',
    },
    it: {
      pro: 'un lattoniere|un conciatetti|una ditta di coperture|un tecnico per tetti',
      thing:
        'un tetto che perde|tegole rotte|danni della tempesta sul tetto|lastre di ardesia smosse|la grondaia intasata|il camino che fa entrare acqua|infiltrazioni in soffitta|un lucernario che perde|un tetto piano con infiltrazioni',
      act: 'riparare il tetto|sostituire le tegole|rifare il tetto|isolare il tetto|pulire le grondaie|impermeabilizzare il camino|installare un lucernario|impermeabilizzare il tetto piano',
    },
    es: {
      pro: 'un tejador|una empresa de tejados|un techador|tejadores',
      thing:
        'un tejado con goteras|tejas rotas|danos de la tormenta en el tejado|pizarras sueltas|el canalon atascado|la chimenea deja pasar agua|agua en el desvan cuando llueve|una claraboya con gotera|una azotea con filtraciones',
      act: 'reparar el tejado|cambiar las tejas|rehacer el tejado|aislar el tejado|limpiar los canalones|impermeabilizar la chimenea|instalar una claraboya|impermeabilizar la azotea',
    },
  },
  masonry: {
    en: {
      pro: 'a mason|a bricklayer|a builder|a construction company|a stonemason',
      thing:
        'a crack in the wall|a garden wall that is falling down|a concrete slab|foundations|a retaining wall|rendering on the facade|a brick wall|an extension shell|damp in the walls',
      act: 'build a garden wall|build a retaining wall|lay bricks|pour a concrete slab|knock down a wall|repair the render|build an extension|open a wall for a door|repoint the stonework|build a stone wall|knock through the wall between two rooms|remove a load bearing wall',
    },
    fr: {
      pro: 'un macon|une entreprise de maconnerie|un entrepreneur en construction|un tailleur de pierre',
      thing:
        'une fissure dans le mur|un mur de jardin qui s effondre|une dalle en beton|les fondations|un mur de soutenement|le crepi de la facade|un mur en briques|le gros oeuvre d une extension',
      act: 'construire un muret|monter un mur|couler une dalle|abattre un mur|refaire le crepi|construire une extension|ouvrir un mur porteur|rejointoyer les pierres|faire un mur en pierre|casser la cloison entre deux pieces|percer une ouverture dans le mur',
    },
    de: {
      pro: 'einen Maurer|eine Baufirma|einen Bauunternehmer|einen Steinmetz|Maurer',
      thing:
        'ein Riss in der Wand|eine einstürzende Gartenmauer|eine Betonplatte|das Fundament|eine Stützmauer|der Außenputz|eine Ziegelmauer|der Rohbau eines Anbaus|feuchte Mauern',
      act: 'Gartenmauer bauen|Mauer hochziehen|Betonplatte gießen|Wand abreißen|Putz ausbessern|Anbau bauen|Wanddurchbruch machen|Natursteinmauer setzen|Mauerwerk sanieren|Zwischenwand herausreißen|tragende Wand entfernen',
    },
    lb: {
      pro: 'e Maurer|eng Baufirma|en Entrepreneur|Maurer',
      thing:
        'e Rëss an der Mauer|eng Gaardemauer déi zesummefällt|eng Betonsplack|d Fundament|eng Stützmauer|de Crépi vun der Fassad|eng Mauer aus Steng',
      act: 'eng Mauer bauen|eng Betonsplack gießen|eng Mauer ofrappen|de Crépi flécken|en Ubau bauen|eng Mauer aus Steen setzen|d Mauer tëscht zwee Zëmmeren ewechmaachen',
    },
    pt: {
      pro: 'um pedreiro|uma empresa de construcao|um empreiteiro|pedreiros',
      thing:
        'uma racha na parede|um muro do jardim a cair|uma laje de betao|as fundacoes|um muro de suporte|o reboco da fachada|uma parede de tijolo',
      act: 'construir um muro|levantar uma parede|fazer uma laje|deitar abaixo uma parede|reparar o reboco|construir uma extensao|abrir uma parede|fazer um muro de pedra|demolir a parede entre duas divisoes|abrir um vao na parede',
    },
    it: {
      pro: 'un muratore|un impresa edile|muratori|uno scalpellino',
      thing:
        'una crepa nel muro|un muro del giardino che crolla|una soletta in cemento|le fondamenta|un muro di contenimento|l intonaco della facciata|un muro di mattoni',
      act: 'costruire un muro|alzare una parete|gettare una soletta|abbattere un muro|rifare l intonaco|costruire un ampliamento|aprire un muro|fare un muretto in pietra|demolire la parete tra due stanze|aprire un varco nel muro',
    },
    es: {
      pro: 'un albanil|una empresa de construccion|un constructor|albaniles',
      thing:
        'una grieta en la pared|un muro del jardin que se cae|una losa de hormigon|los cimientos|un muro de contencion|el revoque de la fachada|una pared de ladrillo',
      act: 'construir un muro|levantar una pared|echar una losa|tirar una pared|reparar el revoque|hacer una ampliacion|abrir un hueco en la pared|hacer un muro de piedra|derribar el tabique entre dos habitaciones|quitar un muro de carga',
    },
  },
  tiling: {
    en: {
      pro: 'a tiler|a tiling company|tilers|a floor tiler',
      thing:
        'cracked floor tiles|loose wall tiles|the grout in the shower|a tiled floor|bathroom tiles|kitchen splashback tiles|terrace tiles|mosaic tiles|patio slabs|loose paving on the terrace|outdoor tiles',
      act: 'lay floor tiles|tile the bathroom walls|retile the kitchen floor|regrout the shower|tile the terrace|replace broken tiles|lay large format tiles|tile the hallway',
    },
    fr: {
      pro: 'un carreleur|une entreprise de carrelage|carreleurs|un poseur de carrelage',
      thing:
        'du carrelage fissure|des carreaux decolles|les joints de la douche|la faience de la salle de bain|une credence en carrelage|le carrelage de la terrasse|de la mosaique|des dalles de terrasse|le dallage exterieur',
      act: 'poser du carrelage|carreler la salle de bain|refaire le carrelage de la cuisine|refaire les joints|carreler la terrasse|remplacer des carreaux casses|poser de la faience|carreler l entree',
    },
    de: {
      pro: 'einen Fliesenleger|eine Fliesenfirma|Fliesenleger|einen Plattenleger',
      thing:
        'gesprungene Fliesen|lose Wandfliesen|die Fugen in der Dusche|Bodenfliesen|Badfliesen|Fliesenspiegel in der Küche|Terrassenplatten|Mosaikfliesen|lose Terrassenplatten|Außenfliesen',
      act: 'Fliesen verlegen|Bad fliesen|Küchenboden neu fliesen|Fugen erneuern|Terrasse fliesen|kaputte Fliesen ersetzen|Wandfliesen anbringen|Flur fliesen',
    },
    lb: {
      pro: 'e Plättercheslee|eng Plättchersfirma|Fliesenleger|e Carreleur',
      thing:
        'futtis Plättercher|lass Plättercher|d Fuge vun der Dusch|Plättercher am Buedzëmmer|Plättercher an der Kichen|Plättercher op der Terrass|Terrasseplacken|d Placken op der Terrass',
      act: 'Plättercher leeën|d Buedzëmmer placken|de Kichebuedem nei placken|d Fuge erneieren|d Terrass placken|futtis Plättercher ersetzen',
    },
    pt: {
      pro: 'um ladrilhador|um assentador de azulejos|uma empresa de ladrilhos|ladrilhadores',
      thing:
        'azulejos partidos|mosaicos soltos|as juntas do duche|o chao em mosaico|azulejos da casa de banho|azulejos da cozinha|o mosaico do terraco|as lajes do terraco|o pavimento exterior',
      act: 'assentar mosaico|colocar azulejos na casa de banho|trocar o chao da cozinha|refazer as juntas|assentar ladrilhos no terraco|substituir azulejos partidos|colocar azulejo',
    },
    it: {
      pro: 'un piastrellista|una ditta di piastrelle|piastrellisti|un posatore di piastrelle',
      thing:
        'piastrelle rotte|piastrelle staccate|le fughe della doccia|il pavimento in piastrelle|le piastrelle del bagno|il rivestimento della cucina|le piastrelle del terrazzo|mosaico|le lastre del terrazzo|la pavimentazione esterna',
      act: 'posare piastrelle|piastrellare il bagno|rifare il pavimento della cucina|rifare le fughe|piastrellare il terrazzo|sostituire piastrelle rotte|posare il rivestimento',
    },
    es: {
      pro: 'un alicatador|un solador|una empresa de azulejos|alicatadores',
      thing:
        'azulejos rotos|baldosas sueltas|las juntas de la ducha|el suelo de baldosas|los azulejos del bano|los azulejos de la cocina|las baldosas de la terraza|gresite|las losas de la terraza|el suelo exterior',
      act: 'poner baldosas|alicatar el bano|cambiar el suelo de la cocina|rehacer las juntas|solar la terraza|cambiar azulejos rotos|colocar azulejos',
    },
  },
  locksmith: {
    en: {
      pro: 'a locksmith|an emergency locksmith|a locksmith service|locksmiths',
      thing:
        'locked out of the house|keys lost|the key broke in the lock|a jammed lock|a door that will not open|a broken lock|keys locked inside',
      act: 'open my front door|change the lock|replace the lock cylinder|copy keys|install a security lock|open a safe|repair the door lock',
    },
    fr: {
      pro: 'un serrurier|un serrurier d urgence|une serrurerie|serruriers',
      thing:
        'enferme dehors|cles perdues|la cle cassee dans la serrure|une serrure bloquee|une porte qui ne s ouvre plus|une serrure cassee|les cles a l interieur',
      act: 'ouvrir ma porte|changer la serrure|remplacer le cylindre|faire un double des cles|installer une serrure de securite|ouvrir un coffre fort|reparer la serrure',
    },
    de: {
      pro: 'einen Schlüsseldienst|einen Schlosser|einen Notdienst für Türöffnung|Schlüsseldienst',
      thing:
        'ausgesperrt|Schlüssel verloren|Schlüssel im Schloss abgebrochen|ein klemmendes Schloss|die Tür geht nicht auf|ein kaputtes Schloss|Schlüssel innen stecken gelassen',
      act: 'Tür öffnen|Schloss austauschen|Schließzylinder wechseln|Schlüssel nachmachen|Sicherheitsschloss einbauen|Tresor öffnen|Türschloss reparieren',
    },
    lb: {
      pro: 'e Schlässer|e Schlësseldéngscht|eng Serrurerie',
      thing:
        'ausgespaart|de Schlëssel verluer|de Schlëssel ass am Schlass ofgebrach|d Schlass klemmt|d Dier geet net op|d Schlass ass futti',
      act: 'd Dier opmaachen|d Schlass wiesselen|de Zylinder wiesselen|Schlësselen nomaachen|e Sécherheetsschlass installéieren',
    },
    pt: {
      pro: 'um serralheiro|um chaveiro|um servico de abertura de portas',
      thing:
        'fiquei fechado fora|perdi as chaves|a chave partiu na fechadura|a fechadura encravada|a porta nao abre|a fechadura avariada',
      act: 'abrir a porta|mudar a fechadura|trocar o canhao|fazer copias das chaves|instalar uma fechadura de seguranca|abrir um cofre',
    },
    it: {
      pro: 'un fabbro|un fabbro pronto intervento|un servizio apertura porte',
      thing:
        'chiuso fuori casa|chiavi perse|la chiave rotta nella serratura|la serratura bloccata|la porta non si apre|la serratura rotta',
      act: 'aprire la porta|cambiare la serratura|sostituire il cilindro|duplicare le chiavi|installare una serratura di sicurezza|aprire una cassaforte',
    },
    es: {
      pro: 'un cerrajero|un cerrajero urgente|un servicio de cerrajeria',
      thing:
        'me quede fuera|perdi las llaves|la llave rota en la cerradura|la cerradura atascada|la puerta no abre|la cerradura rota',
      act: 'abrir la puerta|cambiar la cerradura|cambiar el bombin|hacer copias de llaves|instalar una cerradura de seguridad|abrir una caja fuerte',
    },
  },
  gardening: {
    en: {
      pro: 'a gardener|a landscaper|a gardening service|a tree surgeon|gardeners',
      thing:
        'an overgrown garden|a hedge that needs cutting|a lawn to mow|a dead tree|autumn leaves everywhere|a new garden design|weeds in the flower beds',
      act: 'mow the lawn|trim the hedge|cut down a tree|prune the fruit trees|lay new turf|design the garden|maintain the garden|clear the garden|plant a hedge|remove the leaves',
    },
    fr: {
      pro: 'un jardinier|un paysagiste|une entreprise d entretien de jardins|un elagueur',
      thing:
        'un jardin a l abandon|une haie a tailler|une pelouse a tondre|un arbre mort|des feuilles partout|un nouvel amenagement du jardin|des mauvaises herbes',
      act: 'tondre la pelouse|tailler la haie|abattre un arbre|elaguer les arbres|poser du gazon|amenager le jardin|entretenir le jardin|debroussailler le terrain|planter une haie|ramasser les feuilles',
    },
    de: {
      pro: 'einen Gärtner|einen Landschaftsgärtner|einen Gartenservice|einen Baumpfleger',
      thing:
        'ein verwilderter Garten|eine Hecke zum Schneiden|Rasen zum Mähen|ein toter Baum|überall Laub|eine neue Gartengestaltung|Unkraut in den Beeten',
      act: 'Rasen mähen|Hecke schneiden|Baum fällen|Obstbäume schneiden|Rollrasen verlegen|Garten gestalten|Garten pflegen|Garten räumen|Hecke pflanzen|Laub entfernen',
    },
    lb: {
      pro: 'e Gäertner|eng Gaardefirma|e Landschaftsgäertner',
      thing:
        'e verwëllerte Gaart|eng Heck fir ze schneiden|de Gras ass ze héich|en doudege Bam|iwwerall Blieder|Onkraut am Gaart',
      act: 'de Gras méien|d Heck schneiden|e Bam ëmleeën|d Beem schneiden|de Gaart upaken|de Gaart ënnerhalen|eng Heck planzen',
    },
    pt: {
      pro: 'um jardineiro|um paisagista|uma empresa de jardinagem',
      thing:
        'um jardim abandonado|uma sebe para cortar|a relva alta|uma arvore morta|folhas por todo o lado|ervas daninhas',
      act: 'cortar a relva|aparar a sebe|abater uma arvore|podar as arvores|colocar relva nova|arranjar o jardim|fazer a manutencao do jardim|plantar uma sebe',
    },
    it: {
      pro: 'un giardiniere|un paesaggista|una ditta di giardinaggio|un potatore',
      thing:
        'un giardino abbandonato|una siepe da potare|il prato da tagliare|un albero morto|foglie ovunque|erbacce nelle aiuole',
      act: 'tagliare il prato|potare la siepe|abbattere un albero|potare gli alberi|posare un prato nuovo|progettare il giardino|curare il giardino|piantare una siepe',
    },
    es: {
      pro: 'un jardinero|un paisajista|una empresa de jardineria',
      thing:
        'un jardin abandonado|un seto para podar|el cesped alto|un arbol muerto|hojas por todas partes|malas hierbas',
      act: 'cortar el cesped|podar el seto|talar un arbol|podar los arboles|poner cesped nuevo|disenar el jardin|mantener el jardin|plantar un seto',
    },
  },
  moving: {
    en: {
      pro: 'a removals company|movers|a moving company|a man with a van|a removal firm',
      thing:
        'a house move|our move next month|a flat to move out of|heavy furniture to carry|boxes to transport|an office relocation|a piano to move|a house clearance|junk to take away|a cellar to clear out',
      act: 'move house|move our furniture|help us move|transport a sofa|pack and move our things|move to a new flat|relocate the office|carry furniture to the third floor|clear out the garage|take the junk to the tip|clear out a house|empty the cellar',
    },
    fr: {
      pro: 'un demenageur|une entreprise de demenagement|des demenageurs|une societe de demenagement',
      thing:
        'un demenagement|notre demenagement le mois prochain|des meubles lourds a porter|des cartons a transporter|un demenagement de bureau|un piano a deplacer',
      act: 'demenager|demenager nos meubles|nous aider a demenager|transporter un canape|emballer et demenager|demenager dans un nouvel appartement|transferer les bureaux|debarrasser la cave|vider le grenier|evacuer des encombrants',
    },
    de: {
      pro: 'ein Umzugsunternehmen|eine Umzugsfirma|Umzugshelfer|eine Spedition',
      thing:
        'ein Umzug|unser Umzug nächsten Monat|schwere Möbel zu tragen|Kartons zu transportieren|ein Büroumzug|ein Klavier zu transportieren',
      act: 'umziehen|Möbel transportieren|beim Umzug helfen|ein Sofa transportieren|packen und umziehen|in eine neue Wohnung ziehen|Büro umziehen|den Keller entrumpeln|Sperrmull entsorgen|die Wohnung raumen',
    },
    lb: {
      pro: 'eng Plënnerfirma|Leit fir ze plënneren|en Demenageur',
      thing:
        'en Ëmzuch|eisen Ëmzuch de nächste Mount|schwéier Miwwelen ze droen|Këschten ze transportéieren|e Büroëmzuch',
      act: 'plënneren|d Miwwelen transportéieren|beim Plënneren hëllefen|e Sofa transportéieren|an eng nei Wunneng plënneren|de Keller eidel maachen|al Miwwelen ewechfueren',
    },
    pt: {
      pro: 'uma empresa de mudancas|uma transportadora|pessoal para mudancas',
      thing:
        'uma mudanca|a nossa mudanca no proximo mes|moveis pesados para carregar|caixas para transportar|uma mudanca de escritorio',
      act: 'fazer a mudanca|mudar de casa|transportar os moveis|ajudar na mudanca|levar um sofa|mudar para um apartamento novo|esvaziar a cave|levar moveis velhos para o lixo',
    },
    it: {
      pro: 'una ditta di traslochi|traslocatori|un servizio traslochi',
      thing:
        'un trasloco|il nostro trasloco il mese prossimo|mobili pesanti da portare|scatoloni da trasportare|un trasloco d ufficio',
      act: 'traslocare|trasportare i mobili|aiutarci a traslocare|portare un divano|fare il trasloco|trasferirci in un nuovo appartamento|sgomberare la cantina|portare via i mobili vecchi',
    },
    es: {
      pro: 'una empresa de mudanzas|una mudancera|operarios de mudanza',
      thing:
        'una mudanza|nuestra mudanza el mes que viene|muebles pesados que subir|cajas que transportar|una mudanza de oficina',
      act: 'hacer la mudanza|mudarnos de casa|transportar los muebles|ayudarnos con la mudanza|llevar un sofa|mudarnos a un piso nuevo|vaciar el trastero|llevar muebles viejos al punto limpio',
    },
  },
  cleaning: {
    en: {
      pro: 'a cleaner|a cleaning lady|a cleaning company|a window cleaner|cleaners|a housekeeper',
      thing:
        'weekly house cleaning|office cleaning|dirty windows|an end of tenancy clean|a deep clean|carpet cleaning|cleaning after building works|a spring clean',
      act: 'clean the house|clean the windows|clean our office every week|do a deep clean|clean the flat after we move out|wash the windows|shampoo the carpets|clean up after the renovation|clean the stairwell',
    },
    fr: {
      pro: 'une femme de menage|une aide menagere|une entreprise de nettoyage|un laveur de vitres|une personne pour le repassage',
      thing:
        'le menage chaque semaine|le nettoyage des bureaux|des vitres sales|un nettoyage de fin de bail|un grand nettoyage|le nettoyage des tapis|le nettoyage apres travaux',
      act: 'faire le menage|nettoyer les vitres|nettoyer nos bureaux|faire un grand nettoyage|nettoyer l appartement avant l etat des lieux|laver les vitres|shampouiner la moquette|nettoyer apres les travaux|nettoyer la cage d escalier',
    },
    de: {
      pro: 'eine Putzfrau|eine Reinigungskraft|eine Reinigungsfirma|einen Fensterputzer|eine Haushaltshilfe',
      thing:
        'wöchentliche Hausreinigung|Büroreinigung|schmutzige Fenster|eine Endreinigung|eine Grundreinigung|Teppichreinigung|Baureinigung|Frühjahrsputz',
      act: 'Haus putzen|Fenster putzen|Büro reinigen|Grundreinigung machen|Wohnung nach Auszug reinigen|Fenster reinigen|Teppiche reinigen|nach der Renovierung sauber machen|Treppenhaus reinigen',
    },
    lb: {
      pro: 'eng Botzfra|eng Botzfirma|een deen d Fënstere botzt',
      thing:
        'all Woch d Haus botzen|de Büro botzen|knaschteg Fënsteren|eng Botz nom Auszuch|eng grouss Botz|Teppecher botzen',
      act: 'd Haus botzen|d Fënstere botzen|de Büro botzen|eng grouss Botz maachen|d Wunneng botzen|no der Renovatioun botzen',
    },
    pt: {
      pro: 'uma empregada de limpeza|uma senhora das limpezas|uma empresa de limpezas',
      thing:
        'limpeza semanal da casa|limpeza de escritorios|janelas sujas|limpeza de fim de contrato|uma limpeza a fundo|limpeza de tapetes|limpeza pos obra',
      act: 'limpar a casa|limpar as janelas|limpar o escritorio|fazer uma limpeza a fundo|limpar o apartamento|lavar os vidros|limpar depois das obras',
    },
    it: {
      pro: 'una donna delle pulizie|una colf|una domestica|una ditta di pulizie|un impresa di pulizie|un lavavetri',
      thing:
        'pulizie settimanali|pulizia degli uffici|vetri sporchi|pulizia di fine locazione|una pulizia a fondo|pulizia dei tappeti|pulizia dopo i lavori',
      act: 'pulire la casa|pulire i vetri|pulire l ufficio|fare una pulizia a fondo|pulire l appartamento|lavare le finestre|pulire dopo i lavori',
    },
    es: {
      pro: 'una asistenta|una empresa de limpieza|una persona para limpiar|un limpiacristales',
      thing:
        'limpieza semanal de la casa|limpieza de oficinas|cristales sucios|limpieza de fin de alquiler|una limpieza a fondo|limpieza de alfombras|limpieza de fin de obra',
      act: 'limpiar la casa|limpiar los cristales|limpiar la oficina|hacer una limpieza a fondo|limpiar el piso|lavar las ventanas|limpiar despues de la obra',
    },
  },
  renovation: {
    en: {
      pro: 'a renovation company|a general contractor|a builder for a full renovation|a refurbishment company',
      thing:
        'a complete renovation|a full bathroom refit|a new kitchen and bathroom|an old house to renovate|a loft conversion|turning the attic into a bedroom|an energy renovation|a total refurbishment|a flat that needs everything redone|insulating and redoing an old farmhouse|a barn conversion|a turnkey bathroom|a turnkey renovation|a bathroom refit with new tiles and a new shower|a kitchen refit|redoing the whole house: floors, wiring, bathroom',
      act: 'renovate the house|refurbish the flat|redo the whole bathroom|renovate the kitchen completely|convert the attic|modernise an old house|gut and redo the bathroom|renovate from top to bottom|refit the bathroom|redo the house from floors to wiring',
    },
    fr: {
      pro: 'une entreprise de renovation|une entreprise generale|un entrepreneur pour une renovation',
      thing:
        'une renovation complete|une salle de bain a refaire entierement|une cuisine et une salle de bain a refaire|une vieille maison a renover|l amenagement des combles|transformer le grenier en chambre|une renovation energetique|isoler et renover une vieille ferme|une salle de bain cle en main|une renovation cles en main|une salle de bain a refaire avec carrelage et douche|tout a refaire: sols, electricite, salle de bain',
      act: 'renover la maison|refaire entierement la salle de bain|renover la cuisine|amenager les combles|moderniser une vieille maison|tout refaire dans l appartement|renover de fond en comble|refaire la salle de bain avec une douche et du carrelage',
    },
    de: {
      pro: 'eine Renovierungsfirma|einen Generalunternehmer|eine Sanierungsfirma',
      thing:
        'eine Komplettsanierung|eine Badsanierung|Bad und Küche neu|ein altes Haus zu sanieren|ein Dachausbau|den Dachboden zum Zimmer ausbauen|eine energetische Sanierung|eine Kernsanierung|Altbausanierung|Dämmung und Sanierung eines alten Bauernhauses|ein schlusselfertiges Bad|eine schlusselfertige Sanierung|ein Badumbau mit Fliesen und Dusche|eine Badrenovierung|ein Komplettumbau: Böden, Elektrik und Bad',
      act: 'Haus renovieren|Wohnung sanieren|Bad komplett erneuern|Küche komplett renovieren|Dachboden ausbauen|Altbau modernisieren|alles neu machen|Haus von Grund auf sanieren|das Bad umbauen mit neuer Dusche und Fliesen|die Wohnung renovieren, Böden, Elektrik, Bad',
    },
    lb: {
      pro: 'eng Renovatiounsfirma|en Entrepreneur général|eng Firma fir ze renovéieren',
      thing:
        'eng komplett Renovatioun|d Buedzëmmer komplett nei|Kichen a Buedzëmmer nei|en aalt Haus ze renovéieren|de Späicher ausbauen|de Späicher zu engem Zëmmer maachen|d Buedzëmmer ganz nei gemaach|e Buedzëmmer dat nei gemaach gëtt|eng nei Dusch an en neit Buedzëmmer|d Buedzëmmer nei mat Plättercher an Dusch',
      act: 'd Haus renovéieren|d Wunneng renovéieren|d Buedzëmmer komplett nei maachen|d Kichen nei maachen|de Späicher ausbauen|en aalt Haus moderniséieren|d Buedzëmmer nei maache loossen|alles am Buedzëmmer nei maachen',
    },
    pt: {
      pro: 'uma empresa de remodelacoes|um empreiteiro geral|uma empresa de obras',
      thing:
        'uma remodelacao completa|a casa de banho toda nova|cozinha e casa de banho novas|uma casa antiga para renovar|obras em casa toda|transformar o sotao num quarto|uma casa de banho chave na mao|uma remodelacao chave na mao|a casa de banho toda nova com azulejos e base de duche|renovar a casa: chao, eletricidade, casa de banho',
      act: 'remodelar a casa|renovar o apartamento|refazer a casa de banho toda|remodelar a cozinha|recuperar uma casa antiga|fazer obras na casa toda',
    },
    it: {
      pro: 'un impresa di ristrutturazioni|una ditta per ristrutturazioni|un general contractor',
      thing:
        'una ristrutturazione completa|il bagno da rifare completamente|cucina e bagno nuovi|una casa vecchia da ristrutturare|il recupero del sottotetto|trasformare la soffitta in una stanza|un bagno chiavi in mano|una ristrutturazione chiavi in mano|il rifacimento del bagno|un bagno nuovo con piastrelle e doccia|rinnovare casa: pavimenti, impianto elettrico e bagno',
      act: 'ristrutturare la casa|ristrutturare l appartamento|rifare il bagno completamente|rifare la cucina|recuperare il sottotetto|ammodernare una casa vecchia|rinnovare la casa|rinnovare il bagno|rifare tutto: pavimenti, impianti e bagno',
    },
    es: {
      pro: 'una empresa de reformas|un contratista general|una empresa de rehabilitacion',
      thing:
        'una reforma integral|el bano entero nuevo|cocina y bano nuevos|una casa antigua para reformar|reformar el piso entero|convertir el desvan en habitacion|un bano llave en mano|una reforma llave en mano|un bano nuevo con azulejos y plato de ducha|renovar la casa: suelos, electricidad y bano',
      act: 'reformar la casa|reformar el piso|reformar el bano entero|reformar la cocina|rehabilitar una casa antigua|hacer una reforma completa',
    },
  },
  'appliance-repair': {
    en: {
      pro: 'an appliance repair technician|an appliance repair service|a repairman for household appliances',
      thing:
        'a broken washing machine|a dishwasher that does not drain|a fridge that stopped cooling|a freezer not freezing|an oven that does not heat|a tumble dryer that stays cold|the dryer does not heat anymore|a noisy washing machine|a broken cooker hood|a microwave that sparks',
      act: 'repair the washing machine|fix the dishwasher|repair the fridge|fix the oven|repair the tumble dryer|service the coffee machine|repair the freezer',
    },
    fr: {
      pro: 'un reparateur d electromenager|un technicien electromenager|un service apres vente',
      thing:
        'un lave linge en panne|un lave vaisselle qui ne vidange plus|un frigo qui ne refroidit plus|un congelateur en panne|un four qui ne chauffe plus|un seche linge en panne|le seche linge ne chauffe plus|une machine a laver bruyante|une hotte en panne',
      act: 'reparer le lave linge|reparer le lave vaisselle|reparer le frigo|reparer le four|reparer le seche linge|depanner la machine a laver',
    },
    de: {
      pro: 'einen Hausgeräte Kundendienst|einen Techniker für Haushaltsgeräte|einen Reparaturdienst für Waschmaschinen',
      thing:
        'eine kaputte Waschmaschine|der Geschirrspüler pumpt nicht ab|der Kühlschrank kühlt nicht|der Gefrierschrank taut auf|der Backofen heizt nicht|der Trockner bleibt kalt|der Wäschetrockner heizt nicht mehr|die Waschmaschine schleudert nicht|die Dunstabzugshaube ist kaputt',
      act: 'Waschmaschine reparieren|Spülmaschine reparieren|Kühlschrank reparieren|Backofen reparieren|Trockner reparieren|Kaffeemaschine reparieren',
    },
    lb: {
      pro: 'en Techniker fir Hausgeräter|e Reparaturservice',
      thing:
        'd Wäschmaschinn ass futti|d Spullmaschinn pompelt net|de Frigo killt net|den Ueween gëtt net waarm|den Dréchner ass futti',
      act: 'd Wäschmaschinn flécken|d Spullmaschinn reparéieren|de Frigo reparéieren|den Ueween flécken|den Dréchner reparéieren',
    },
    pt: {
      pro: 'um tecnico de eletrodomesticos|uma assistencia tecnica|um reparador de maquinas',
      thing:
        'a maquina de lavar avariada|a maquina da loica nao escoa|o frigorifico nao arrefece|a arca congeladora avariada|o forno nao aquece|a maquina de secar avariada',
      act: 'reparar a maquina de lavar|arranjar a maquina da loica|reparar o frigorifico|reparar o forno|arranjar a maquina de secar',
    },
    it: {
      pro: 'un tecnico elettrodomestici|un centro assistenza|un riparatore di lavatrici',
      thing:
        'la lavatrice rotta|la lavastoviglie non scarica|il frigorifero non raffredda|il congelatore guasto|il forno non scalda|l asciugatrice guasta',
      act: 'riparare la lavatrice|riparare la lavastoviglie|aggiustare il frigo|riparare il forno|riparare l asciugatrice',
    },
    es: {
      pro: 'un tecnico de electrodomesticos|un servicio tecnico|un reparador de lavadoras',
      thing:
        'la lavadora rota|el lavavajillas no desagua|la nevera no enfria|el congelador estropeado|el horno no calienta|la secadora estropeada',
      act: 'arreglar la lavadora|reparar el lavavajillas|arreglar la nevera|reparar el horno|arreglar la secadora',
    },
  },
  solar: {
    en: {
      pro: 'a solar installer|a solar panel company|a photovoltaic installer',
      thing:
        'solar panels on the roof|a photovoltaic system|a pv installation|a home battery|a solar inverter fault|solar water heating|pv on the roof|pv panels|a pv system with a battery',
      act: 'install solar panels|put photovoltaics on the roof|add a home battery|replace the solar inverter|clean the solar panels|install a solar water heater|put pv on the roof|get a quote for pv|install pv',
    },
    fr: {
      pro: 'un installateur photovoltaique|une entreprise de panneaux solaires|un installateur solaire',
      thing:
        'des panneaux solaires|une installation photovoltaique|une batterie domestique|l onduleur en panne|un chauffe eau solaire|des panneaux pv|une installation pv sur le toit',
      act: 'installer des panneaux solaires|poser du photovoltaique|ajouter une batterie|changer l onduleur|nettoyer les panneaux solaires',
    },
    de: {
      pro: 'einen Solarteur|eine Photovoltaikfirma|einen Solarinstallateur',
      thing:
        'Solarpanels auf dem Dach|eine Photovoltaikanlage|eine PV Anlage|ein Batteriespeicher|der Wechselrichter ist defekt|Solarthermie|PV Module auf dem Dach|eine PV Anlage mit Speicher',
      act: 'Solaranlage installieren|Photovoltaik aufs Dach bauen|Speicher nachrüsten|Wechselrichter tauschen|Solarmodule reinigen|PV aufs Dach|eine PV Anlage bauen',
    },
    lb: {
      pro: 'eng Solarfirma|en Installateur fir Photovoltaik',
      thing:
        'Solarpanneauen um Daach|eng Photovoltaikanlag|eng Batterie fir de Stroum|den Onduleur ass futti|eng PV Anlag um Daach|PV Panneauen',
      act: 'Solarpanneauen installéieren|Photovoltaik op den Daach maachen|eng Batterie derbäi maachen',
    },
    pt: {
      pro: 'um instalador de paineis solares|uma empresa de energia solar',
      thing:
        'paineis solares no telhado|um sistema fotovoltaico|uma bateria para casa|o inversor avariado|paineis pv no telhado|um sistema pv',
      act: 'instalar paineis solares|montar paineis fotovoltaicos|acrescentar uma bateria|trocar o inversor',
    },
    it: {
      pro: 'un installatore di pannelli solari|una ditta di fotovoltaico',
      thing:
        'pannelli solari sul tetto|un impianto fotovoltaico|una batteria di accumulo|l inverter guasto|il fotovoltaico sul tetto|un impianto pv|pannelli fv',
      act: 'installare pannelli solari|mettere il fotovoltaico|aggiungere un accumulo|sostituire l inverter',
    },
    es: {
      pro: 'un instalador de placas solares|una empresa de energia solar',
      thing:
        'placas solares en el tejado|una instalacion fotovoltaica|una bateria domestica|el inversor averiado|placas fv en el tejado|una instalacion pv',
      act: 'instalar placas solares|poner paneles fotovoltaicos|anadir una bateria|cambiar el inversor',
    },
  },
  'interior-design': {
    en: {
      pro: 'an interior designer|an interior architect|a home stylist|a decorator for interiors',
      thing:
        'advice on colours and furniture|a layout for the living room|furnishing a new flat|a mood board|home staging before selling|a new look for the living room',
      act: 'design the interior|furnish our new flat|choose colours and furniture|redesign the living room layout|plan the kitchen layout|style the flat',
    },
    fr: {
      pro: 'un architecte d interieur|une decoratrice d interieur|un designer d interieur',
      thing:
        'des conseils couleurs et mobilier|l amenagement du salon|la decoration d un nouvel appartement|un home staging|une planche d ambiance',
      act: 'amenager l interieur|decorer notre appartement|choisir les couleurs et les meubles|repenser l agencement du salon|meubler la maison',
    },
    de: {
      pro: 'einen Innenarchitekten|eine Innenarchitektin|einen Raumausstatter|eine Einrichtungsberaterin',
      thing:
        'Beratung zu Farben und Möbeln|die Einrichtung der neuen Wohnung|ein Raumkonzept fürs Wohnzimmer|Home Staging|ein Einrichtungskonzept',
      act: 'Wohnung einrichten|Farben und Möbel auswählen|Wohnzimmer neu gestalten|Raumaufteilung planen|Haus einrichten',
    },
    lb: {
      pro: 'en Interieursdesigner|eng Interieursarchitektin|een deen beim Ariichten hëlleft',
      thing: 'Berodung fir Faarwen a Miwwelen|d Ariichtung vun der neier Wunneng|e Konzept fir d Stuff',
      act: 'd Wunneng ariichten|Faarwen a Miwwelen eraussichen|d Stuff nei gestalten',
    },
    pt: {
      pro: 'um designer de interiores|uma decoradora|um arquiteto de interiores',
      thing: 'conselhos de cores e moveis|a decoracao do apartamento novo|um projeto para a sala',
      act: 'decorar a casa|mobilar o apartamento|escolher cores e moveis|redesenhar a sala',
    },
    it: {
      pro: 'un interior designer|un architetto d interni|un arredatore',
      thing: 'consigli su colori e mobili|l arredamento del nuovo appartamento|un progetto per il soggiorno',
      act: 'arredare la casa|arredare l appartamento|scegliere colori e mobili|ripensare il soggiorno',
    },
    es: {
      pro: 'un interiorista|una decoradora|un disenador de interiores',
      thing: 'consejos de colores y muebles|la decoracion del piso nuevo|un proyecto para el salon',
      act: 'decorar la casa|amueblar el piso|elegir colores y muebles|redisenar el salon',
    },
  },
  'pest-control': {
    en: {
      pro: 'a pest control company|an exterminator|a pest controller',
      thing:
        'mice in the kitchen|rats in the cellar|a wasps nest|a hornets nest|cockroaches|bed bugs|ants everywhere|pigeons on the balcony|moles in the lawn|fleas in the flat|silverfish in the bathroom|woodworm in the beams',
      act: 'get rid of mice|remove a wasps nest|exterminate cockroaches|treat for bed bugs|get rid of rats|deal with an ant infestation',
    },
    fr: {
      pro: 'une entreprise de deratisation|un desinsectiseur|un professionnel antinuisibles',
      thing:
        'des souris dans la cuisine|des rats a la cave|un nid de guepes|un nid de frelons|des cafards|des punaises de lit|des fourmis partout|des pigeons sur le balcon|des taupes dans la pelouse|des poissons d argent|des mites alimentaires',
      act: 'se debarrasser des souris|enlever un nid de guepes|traiter contre les cafards|traiter les punaises de lit|deratiser la cave',
    },
    de: {
      pro: 'einen Kammerjäger|eine Schädlingsbekämpfung|einen Schädlingsbekämpfer',
      thing:
        'Mäuse in der Küche|Ratten im Keller|ein Wespennest|ein Hornissennest|Kakerlaken|Bettwanzen|überall Ameisen|Tauben auf dem Balkon|Maulwürfe im Rasen|Silberfischchen|Holzwürmer im Gebälk',
      act: 'Mäuse bekämpfen|Wespennest entfernen|Kakerlaken bekämpfen|Bettwanzen behandeln|Ratten loswerden',
    },
    lb: {
      pro: 'e Kammerjäger|eng Firma géint Ongeziffer',
      thing:
        'Mais an der Kichen|Ratten am Keller|e Wespennascht|Kakerlaken|Bettwanzen|Seechomessen iwwerall|Sëlwerfëschelcher',
      act: 'd Mais lass ginn|e Wespennascht ewechmaachen|géint Kakerlaken behandelen',
    },
    pt: {
      pro: 'uma empresa de desinfestacao|um desinfestador|controlo de pragas',
      thing:
        'ratos na cozinha|ratazanas na cave|um ninho de vespas|baratas|percevejos|formigas por todo o lado|pombos na varanda|peixinhos de prata|caruncho na madeira',
      act: 'acabar com os ratos|tirar um ninho de vespas|desinfestar as baratas|tratar os percevejos',
    },
    it: {
      pro: 'una ditta di disinfestazione|un disinfestatore|un servizio derattizzazione',
      thing:
        'topi in cucina|ratti in cantina|un nido di vespe|scarafaggi|cimici dei letti|formiche ovunque|piccioni sul balcone|pesciolini d argento|tarli nel legno',
      act: 'eliminare i topi|togliere un nido di vespe|disinfestare dagli scarafaggi|trattare le cimici',
    },
    es: {
      pro: 'una empresa de control de plagas|un fumigador|un servicio de desratizacion',
      thing:
        'ratones en la cocina|ratas en el sotano|un nido de avispas|cucarachas|chinches|hormigas por todas partes|palomas en el balcon|pececillos de plata|carcoma en la madera',
      act: 'acabar con los ratones|quitar un nido de avispas|fumigar las cucarachas|tratar las chinches',
    },
  },
}
