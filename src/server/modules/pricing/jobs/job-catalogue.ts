import { defineJob, type JobDefinition } from './job-model'

/**
 * The catalogue of common jobs the estimator prices as jobs (docs/estimate-rates.md is generated
 * from it, with the category rates). Prices are net of VAT, in euros, compiled in November 2026.
 *
 * How the figures were derived: unless a line says "Published", a range is our estimate, worked
 * out from the Luxembourg trade rates of the pricing model (hours of the trade × its hourly rate)
 * plus the typical materials or equipment of the job at Greater Region retail prices, and checked
 * against the price lists Luxembourg firms put on LuxPro. A provider's quote is what counts.
 *
 * Recognition patterns work on the folded message (lower case, no accents, ß → ss) and cover
 * Luxembourgish, French, German, English, Portuguese, Italian and Spanish. A job with two patterns
 * needs both: the thing (a boiler) and what is done to it (replaced).
 */

/** Replacing or putting in new, in the seven languages. */
const REPLACE =
  '(remplac|chang|nouvel|nouveau|neu|erneuer|austausch|tausch|ersetz|replac|\\bnew\\b|upgrad|swap|trocar|substitu|\\bnov[oa]\\b|sostitu|cambi|nuov|reemplaz|sustitu|wiessel|\\bnei\\b|\\bneien\\b|\\bneit\\b|install|instal|poser|pose\\b|montier|einbau|fit\\b|colocar|montar|montaz)'
/** Moving home. */
const MOVE =
  '(demenag|umzug|umzieh|\\bmove\\b|moving|removal|mudanc|trasloc|trasferi|demenagement|plenne|plennen|zuzug|mudar|mudanza|moven)'

export const JOB_CATALOGUE: readonly JobDefinition[] = [
  // ── plumbing ──
  defineJob('unblock-drain', {
    category: 'plumbing',
    name: [
      'Unblock a drain, sink or toilet',
      'Déboucher une canalisation, un évier ou des WC',
      'Abfluss, Spüle oder WC frei machen',
    ],
    unit: 'job',
    rate: [120, 280],
    covers: [
      'call-out, labour and the spiral or high-pressure cleaner',
      'déplacement, main-d’œuvre et furet ou hydrocureuse',
      'Anfahrt, Arbeit und Spirale oder Hochdruckreiniger',
    ],
    vat: 'standard',
    basis: 'Estimate (November 2026): a call-out of 1–2.5 hours of a plumber at €65–95/h plus machine use',
    match: [
      '(bouch|frei ?mach|unblock|verstopf|verstoppt|clog|blocked|block|entup|desentup|atasc|atasco|intasat|otturat|ingorgat|obstru|stopp)',
    ],
  }),
  defineJob('replace-tap', {
    category: 'plumbing',
    name: [
      'Replace a tap or mixer',
      'Remplacer un robinet ou un mitigeur',
      'Wasserhahn oder Mischbatterie tauschen',
    ],
    unit: 'item',
    rate: [110, 260],
    covers: [
      'labour and fitting; the tap itself extra',
      'main-d’œuvre et pose ; robinet en sus',
      'Arbeit und Montage; Armatur extra',
    ],
    basis: 'Estimate (November 2026): about 1–2 hours of a plumber at €65–95/h including call-out, per tap',
    match: [
      '(robinet|mitigeur|wasserhahn|\\bhahn|armatur|mischbatterie|\\btap\\b|\\btaps\\b|faucet|mixer|torneira|misturador|rubinett|miscelatore|grifo|mezclador|krunn)',
      REPLACE,
    ],
  }),
  defineJob('replace-toilet', {
    category: 'plumbing',
    name: ['Replace a toilet', 'Remplacer des WC', 'WC austauschen'],
    unit: 'item',
    rate: [450, 950],
    covers: [
      'a standard toilet, removal of the old one and fitting',
      'WC standard, dépose de l’ancien et pose',
      'Standard-WC, Ausbau des alten und Montage',
    ],
    basis:
      'Estimate (November 2026): a standard wall-hung or floor toilet (€200–450) and 3–5 hours of a plumber at €65–95/h',
    match: [
      '(\\bwc\\b|toilet|toilette|cuvette|klo\\b|kloschussel|sanita|vaso sanit|inodoro|retrete|water\\b)',
      REPLACE,
    ],
  }),
  defineJob('replace-water-heater', {
    category: 'plumbing',
    name: ['Replace a water heater', 'Remplacer un chauffe-eau', 'Warmwasserspeicher oder Boiler tauschen'],
    unit: 'item',
    rate: [1400, 2800],
    covers: [
      'a 150–200 l water heater, removal and connection',
      'chauffe-eau de 150–200 l, dépose et raccordement',
      'Speicher 150–200 l, Ausbau und Anschluss',
    ],
    basis:
      'Estimate (November 2026): an electric or heat-pump-ready water heater of 150–200 l (€700–1,600) plus a day of a plumber',
    match: [
      '(chauffe.?eau|ballon d.?eau|cumulus|warmwasser|boiler\\b|durchlauferhitzer|water heater|hot water (tank|cylinder)|esquentador|termoacumulador|scaldabagno|boiler elettric|calentador|termo\\b)',
      REPLACE,
    ],
  }),
  defineJob('repair-leak', {
    category: 'plumbing',
    name: ['Repair a leaking pipe', 'Réparer une fuite sur une conduite', 'Undichte Leitung reparieren'],
    unit: 'job',
    rate: [150, 380],
    covers: [
      'call-out, labour and small fittings',
      'déplacement, main-d’œuvre et petits raccords',
      'Anfahrt, Arbeit und Kleinteile',
    ],
    basis: 'Estimate (November 2026): 2–4 hours of a plumber at €65–95/h with fittings',
    match: [
      '(fuite|leck|undicht|tropf|leak|drip|fuga|vazamento|vaza|perdita|perde acqua|gocciola|gotea|leeft|rinn)',
      '(tuyau|conduite|canalis|robinet|rohr|leitung|pipe|tap|cano|tubo|tubazion|tuberia|siphon|siphon|sifon|spule|evier|sink|lavabo|waschbecken|pia|lavandino|fregadero|wc|toilet)',
    ],
  }),
  // ── electrical ──
  defineJob('replace-fuse-box', {
    category: 'electrical',
    name: [
      'Replace a consumer unit (fuse box)',
      'Remplacer le tableau électrique',
      'Sicherungskasten erneuern',
    ],
    unit: 'job',
    rate: [1200, 2600],
    covers: [
      'a new consumer unit with RCDs and breakers, fitting, testing and certificate',
      'nouveau tableau avec différentiels et disjoncteurs, pose, essais et attestation',
      'neuer Verteiler mit FI- und Leitungsschutzschaltern, Montage, Prüfung und Protokoll',
    ],
    vat: 'housing_renovation',
    basis:
      'Estimate (November 2026): a 2–4-row consumer unit with RCDs and breakers (€500–1,100) and 1–2 days of an electrician at €60–90/h, inspection certificate included',
    match: [
      '(sicherungskast|sicherungskaschte|sicherungsschrank|stromkast|verteilerkast|elektroverteil|zahlerschrank|tableau electr|tableau de fusible|coffret electr|boite a fusible|fuse ?box|consumer unit|fuse board|breaker (box|panel)|electrical panel|quadro (electrico|eletrico|elettrico)|caixa de fusiveis|quadro de luz|cuadro electrico|caja de fusibles|sicherungen)',
      REPLACE,
    ],
  }),
  defineJob('install-wallbox', {
    category: 'electrical',
    name: [
      'Install an EV charging wallbox',
      'Installer une borne de recharge (wallbox)',
      'Wallbox installieren',
    ],
    unit: 'job',
    rate: [1200, 2400],
    covers: [
      'an 11 kW wallbox, cable run up to 15 m and commissioning',
      'wallbox 11 kW, câble jusqu’à 15 m et mise en service',
      '11-kW-Wallbox, Leitung bis 15 m und Inbetriebnahme',
    ],
    vat: 'standard',
    basis:
      'Estimate (November 2026): an 11 kW wallbox (€600–1,100) plus a day of an electrician; state subsidies for private charging stations not deducted',
    match: [
      '(wallbox|wall box|borne de recharge|borne electrique|ladestation|ladesaule|ladestatioun|charging (station|point)|ev charger|car charger|carregador|posto de carregamento|colonnina|stazione di ricarica|punto de recarga|cargador)',
    ],
  }),
  defineJob('add-sockets', {
    category: 'electrical',
    name: [
      'Add sockets or switches',
      'Ajouter des prises ou des interrupteurs',
      'Steckdosen oder Schalter setzen',
    ],
    unit: 'item',
    rate: [80, 150],
    min: 150,
    typical: 3,
    covers: [
      'per point: cable run, box, socket or switch and connection',
      'par point : câble, boîtier, prise ou interrupteur et raccordement',
      'pro Punkt: Leitung, Dose, Steckdose oder Schalter und Anschluss',
    ],
    vat: 'housing_renovation',
    basis:
      'Estimate (November 2026): about 1–1.5 hours of an electrician at €60–90/h per point with the fitting',
    match: [
      '(prise|interrupteur|steckdos|schalter|stecker|socket|outlet|switch|tomada|interruptor|presa|prese|interruttor|enchufe|stecker|steckdous)',
      '(ajout|rajout|nouvel|install|pose|mettre|deplac|setz|zusatzlich|neu|verleg|add|extra|move|instal|adicion|colocar|aggiung|spostar|installar|anadir|mover|poner|nei)',
    ],
  }),
  defineJob('install-spotlights', {
    category: 'electrical',
    name: ['Install ceiling spotlights', 'Installer des spots au plafond', 'Deckenspots einbauen'],
    unit: 'item',
    rate: [70, 140],
    min: 200,
    typical: 6,
    covers: [
      'per spot: hole, cable, LED spot and connection',
      'par spot : perçage, câble, spot LED et raccordement',
      'pro Spot: Bohrung, Leitung, LED-Spot und Anschluss',
    ],
    vat: 'housing_renovation',
    basis:
      'Estimate (November 2026): 0.75–1.25 hours of an electrician per spot plus a standard LED spot (€15–35)',
    match: [
      '(spot|faretti|faretto|downlight|einbaustrahler|einbauleucht|focos|foco\\b|ojos de buey|encastr|incass)',
    ],
  }),
  defineJob('rewire-home', {
    category: 'electrical',
    name: [
      'Rewire a home',
      'Refaire l’installation électrique d’un logement',
      'Elektrik einer Wohnung erneuern',
    ],
    unit: 'm2',
    rate: [90, 150],
    min: 4000,
    typical: 90,
    covers: [
      'per m² of floor: cables, boxes, sockets, switches and consumer unit',
      'par m² habitable : câbles, boîtiers, prises, interrupteurs et tableau',
      'pro m² Wohnfläche: Leitungen, Dosen, Steckdosen, Schalter und Verteiler',
    ],
    vat: 'housing_renovation',
    basis:
      'Estimate (November 2026): full rewiring of an occupied dwelling, about 1.2–1.7 hours of an electrician per m² of floor with materials',
    match: [
      '(refaire l.?installation electrique|elektrik.{0,30}erneuer|erneuer.{0,30}elektrik|reverkabel|neu verkabel|neuverkabel|elektrik (komplett|erneuer|neu)|leitungen erneuer|refaire (toute )?l.?electricit|installation electrique (complete|a refaire)|renovation electrique|rewir|refazer a (instalacao )?eletric|rifare l.?impianto elettrico|rehacer la instalacion electrica|elektresch nei)',
    ],
  }),
  defineJob('electrical-inspection', {
    category: 'electrical',
    name: [
      'Electrical safety inspection',
      'Contrôle de l’installation électrique',
      'Elektro-Sicherheitsprüfung',
    ],
    unit: 'job',
    rate: [250, 450],
    covers: [
      'inspection, measurements and written report',
      'contrôle, mesures et rapport écrit',
      'Prüfung, Messungen und schriftlicher Bericht',
    ],
    vat: 'standard',
    basis: 'Estimate (November 2026): 3–5 hours of a qualified electrician at €60–90/h with the report',
    match: [
      '(controle|verification|inspection|prufung|check|inspec|verifica|revis|kontroll)',
      '(electri|elektr|installation electrique|wiring|eletric|elettric)',
    ],
  }),
  // ── heating ──
  defineJob('replace-boiler', {
    category: 'heating',
    name: [
      'Replace a gas or oil boiler',
      'Remplacer une chaudière gaz ou mazout',
      'Gas- oder Ölheizkessel tauschen',
    ],
    unit: 'job',
    rate: [6500, 12000],
    covers: [
      'a condensing boiler of about 20 kW, removal of the old one, flue adaptation and commissioning',
      'chaudière à condensation d’environ 20 kW, dépose de l’ancienne, adaptation du conduit et mise en service',
      'Brennwertkessel um 20 kW, Ausbau des alten, Abgasanpassung und Inbetriebnahme',
    ],
    basis:
      'Published and estimate (November 2026): a Greater Region worked example puts an 18 kW condensing boiler at €4,100, its fitting with hydraulic balancing at €3,200 and the flue at €2,300 (€9,600 in all, devis-travaux-brico.fr); the range spans a wall-hung boiler on an existing flue to a floor-standing one with a new flue, at Luxembourg labour rates',
    match: [
      '(chaudiere|boiler|kessel|therme|heizung|caldeira|caldaia|caldera|chauffage au (gaz|mazout|fioul))',
      REPLACE,
    ],
    exclude:
      '(fussboden|au sol|underfloor|floor heating|pompe a chaleur|warmepumpe|heat ?pump|radiat|heizkorper|heizkierper|chauffe.?eau|warmwasser)',
  }),
  defineJob('boiler-service', {
    category: 'heating',
    name: ['Annual boiler service', 'Entretien annuel de la chaudière', 'Jährliche Heizungswartung'],
    unit: 'job',
    rate: [160, 260],
    covers: [
      'cleaning, settings, flue-gas measurement and certificate',
      'nettoyage, réglages, mesure des fumées et attestation',
      'Reinigung, Einstellung, Abgasmessung und Bescheinigung',
    ],
    vat: 'standard',
    basis:
      'Estimate (November 2026): 1.5–2.5 hours of a heating engineer with the flue-gas measurement and small parts',
    match: [
      '(chaudiere|boiler|kessel|therme|heizung|chauffage|caldeira|caldaia|caldera)',
      '(entretien|wartung|inspektion|service|servicing|maintenance|manutencao|revisao|manutenzione|revisione|mantenimiento|revision|entretenir|ramonage|schornsteinfeger)',
    ],
  }),
  defineJob('bleed-radiators', {
    category: 'heating',
    name: [
      'Bleed radiators and top up the pressure',
      'Purger les radiateurs et remettre en pression',
      'Heizkörper entlüften und Druck auffüllen',
    ],
    unit: 'job',
    rate: [90, 180],
    covers: [
      'call-out, bleeding every radiator and topping up the system',
      'déplacement, purge de tous les radiateurs et remise en pression',
      'Anfahrt, Entlüften aller Heizkörper und Nachfüllen',
    ],
    vat: 'standard',
    basis: 'Estimate (November 2026): a call-out of 1–2 hours of a heating engineer at €65–95/h',
    match: [
      '(purg|entluft|entlueft|entleft|bleed|sangrar|purgar|spurg|sfiat|loft (aus|raus)|luft an|luft im|air in)',
      '(radiat|heiz|chauff|heating|aquecimento|riscald|calefac|radiador|termosifon|system|pression|druck)',
    ],
  }),
  defineJob('replace-radiator', {
    category: 'heating',
    name: ['Replace a radiator', 'Remplacer un radiateur', 'Heizkörper austauschen'],
    unit: 'item',
    rate: [380, 750],
    covers: [
      'per radiator: a panel radiator, valves and fitting',
      'par radiateur : radiateur à panneaux, vannes et pose',
      'pro Heizkörper: Flachheizkörper, Ventile und Montage',
    ],
    vat: 'housing_renovation',
    basis:
      'Estimate (November 2026): a standard panel radiator with thermostatic valve (€150–350) and 2–4 hours of a heating engineer',
    match: [
      '(radiateur|heizkorper|heizkoerper|radiator|radiador|radiatore|termosifone|heizkierper)',
      REPLACE,
    ],
  }),
  defineJob('install-heat-pump', {
    category: 'heating',
    name: [
      'Install an air-to-water heat pump',
      'Installer une pompe à chaleur air-eau',
      'Luft-Wasser-Wärmepumpe installieren',
    ],
    unit: 'job',
    rate: [14000, 26000],
    covers: [
      'heat pump, hot-water tank, hydraulics and commissioning, before subsidies',
      'pompe à chaleur, ballon, hydraulique et mise en service, avant aides',
      'Wärmepumpe, Speicher, Hydraulik und Inbetriebnahme, vor Förderung',
    ],
    basis:
      'Published and estimate (November 2026): Luxembourg press quoted €25,000–35,000 for high-end systems (L’essentiel, 2022) and Klimabonus subsidies of up to about €9,000 for air-to-water pumps (maison.lu, 2025); the range is a standard 8–12 kW house system before subsidies',
    match: [
      '(pompe a chaleur|\\bpac\\b|warmepumpe|waermepumpe|heat ?pump|bomba de calor|pompa di calore|pompa calore|waermepomp|warmepomp)',
    ],
  }),
  defineJob('install-underfloor-heating', {
    category: 'heating',
    name: ['Install underfloor heating', 'Installer un chauffage au sol', 'Fußbodenheizung einbauen'],
    unit: 'm2',
    rate: [55, 95],
    min: 1500,
    typical: 40,
    covers: [
      'per m²: pipes, insulation, manifold share and connection; screed extra',
      'par m² : tubes, isolant, part du collecteur et raccordement ; chape en sus',
      'pro m²: Rohre, Dämmung, Verteileranteil und Anschluss; Estrich extra',
    ],
    basis:
      'Estimate (November 2026): wet underfloor heating in renovation, pipes and manifold at Greater Region prices with a heating engineer’s time',
    match: [
      '(chauffage au sol|plancher chauffant|fussbodenheizung|fusbodenheizung|bodenheizung|underfloor|floor heating|piso radiante|aquecimento (de|no) (chao|piso)|riscaldamento a pavimento|suelo radiante|calefaccion por suelo)',
    ],
  }),
  // ── painting ──
  defineJob('paint-room', {
    category: 'painting',
    name: ['Repaint a room (walls)', 'Repeindre une pièce (murs)', 'Zimmer streichen (Wände)'],
    unit: 'm2',
    rate: [18, 35],
    min: 350,
    typical: 45,
    covers: [
      'per m² of wall: protection, filling, two coats and paint',
      'par m² de mur : protection, rebouchage, deux couches et peinture',
      'pro m² Wand: Abdecken, Spachteln, zwei Anstriche und Farbe',
    ],
    conversions: { room: 45 },
    basis:
      'Estimate (November 2026): a painter at €55–75/h covering about 2–3 m² of wall per hour with two coats, paint included; a 15 m² room has about 45 m² of wall',
    match: [
      '(peindr|peint|repeint|streich|anstreich|malen|paint|pintar|pintura|pittur|dipinger|imbiancare|tinteggi|molen|ustreichen)',
      '(piece|chambre|salon|sejour|mur|zimmer|raum|wand|wande|stube|room|wall|bedroom|living|quarto|sala|parede|camera|stanza|soggiorno|parete|pareti|habitacion|salon|pared|zemmer|mauer)',
    ],
  }),
  defineJob('paint-ceiling', {
    category: 'painting',
    name: ['Paint a ceiling', 'Peindre un plafond', 'Decke streichen'],
    unit: 'm2',
    rate: [20, 38],
    min: 300,
    typical: 20,
    covers: [
      'per m²: protection, preparation, two coats and paint',
      'par m² : protection, préparation, deux couches et peinture',
      'pro m²: Abdecken, Vorbereitung, zwei Anstriche und Farbe',
    ],
    basis:
      'Estimate (November 2026): ceilings take about 20 % longer per m² than walls at €55–75/h, paint included',
    match: [
      '(peindr|peint|streich|paint|pintar|pittur|tinteggi|imbianc|molen)',
      '(plafond|decke|ceiling|teto|soffitt|techo|plafong)',
    ],
  }),
  defineJob('paint-facade', {
    category: 'painting',
    name: ['Paint a house front (facade)', 'Peindre une façade', 'Fassade streichen'],
    unit: 'm2',
    rate: [35, 70],
    min: 2500,
    typical: 150,
    covers: [
      'per m²: scaffolding, cleaning, primer and two coats',
      'par m² : échafaudage, nettoyage, primaire et deux couches',
      'pro m²: Gerüst, Reinigung, Grundierung und zwei Anstriche',
    ],
    basis:
      'Estimate (November 2026): facade painting with scaffolding (about €8–15/m² of it) and two coats of facade paint; a detached house has about 150 m² of facade',
    match: ['(facade|fassade|fachada|facciata|faassad)'],
  }),
  defineJob('wallpaper-room', {
    category: 'painting',
    name: ['Hang wallpaper', 'Poser du papier peint', 'Tapezieren'],
    unit: 'm2',
    rate: [25, 45],
    min: 300,
    typical: 30,
    covers: [
      'per m²: removal of old paper, preparation and hanging; wallpaper extra',
      'par m² : décollage, préparation et pose ; papier en sus',
      'pro m²: Ablösen, Vorbereitung und Tapezieren; Tapete extra',
    ],
    conversions: { room: 30 },
    basis: 'Estimate (November 2026): a painter at €55–75/h hanging about 2 m² per hour including stripping',
    match: [
      '(papier peint|tapisser|tapete|tapezier|wallpaper|papel de parede|papel pintado|carta da parati|tapeizeieren|tapeizeier)',
    ],
  }),
  // ── carpentry ──
  defineJob('lay-parquet', {
    category: 'carpentry',
    name: ['Lay a parquet floor', 'Poser un parquet', 'Parkett verlegen'],
    unit: 'm2',
    rate: [45, 95],
    min: 500,
    typical: 20,
    covers: [
      'per m²: laying, underlay and skirting; parquet boards extra',
      'par m² : pose, sous-couche et plinthes ; lames en sus',
      'pro m²: Verlegen, Unterlage und Sockelleisten; Parkett extra',
    ],
    conversions: { room: 20 },
    basis:
      'Estimate (November 2026): laying floating or glued parquet, a carpenter at €60–85/h laying about 1–1.5 m² per hour with skirting',
    match: [
      '(parquet|parkett|parque\\b|soalho|piso de madeira|pavimento in legno|tarima|suelo de madera|laminat|laminate|stratifie|flooring)',
    ],
  }),
  defineJob('fit-interior-door', {
    category: 'carpentry',
    name: ['Fit an interior door', 'Poser une porte intérieure', 'Innentür einbauen'],
    unit: 'item',
    rate: [450, 1100],
    covers: [
      'per door: a standard door with frame, fitting and hardware',
      'par porte : porte standard avec huisserie, pose et quincaillerie',
      'pro Tür: Standardtür mit Zarge, Montage und Beschlag',
    ],
    vat: 'standard',
    basis:
      'Estimate (November 2026): a standard interior door set (€250–650) and 3–6 hours of a carpenter; interior doors fall outside the 3 % rate for dwellings over 20 years old',
    match: [
      '(porte|tur\\b|turen|tuer|innentur|door|porta|puerta|dier\\b|dieren)',
      '(interieur|interne|innen|interior|intern|chambre|zimmer|bedroom|quarto|camera|habitacion|\\bdoors?\\b)',
      REPLACE,
    ],
  }),
  defineJob('build-wooden-deck', {
    category: 'carpentry',
    name: ['Build a wooden deck', 'Construire une terrasse en bois', 'Holzterrasse bauen'],
    unit: 'm2',
    rate: [140, 260],
    min: 2000,
    typical: 20,
    covers: [
      'per m²: substructure, hardwood or composite boards and fitting',
      'par m² : lambourdes, lames bois ou composite et pose',
      'pro m²: Unterkonstruktion, Holz- oder WPC-Dielen und Montage',
    ],
    vat: 'standard',
    basis:
      'Estimate (November 2026): decking boards and substructure (€60–130/m²) plus about 1 hour of a carpenter per m²',
    match: [
      '(terrasse en bois|terrasse bois|holzterrasse|wpc|deck|deque|terraco de madeira|deck in legno|terrazza in legno|tarima exterior|terraza de madera|holzterrass)',
    ],
  }),
  defineJob('fitted-wardrobe', {
    category: 'carpentry',
    name: ['Made-to-measure wardrobe', 'Dressing ou placard sur mesure', 'Einbauschrank nach Maß'],
    unit: 'job',
    rate: [2500, 7500],
    covers: [
      'design, made-to-measure carcass, doors and fitting',
      'conception, caisson sur mesure, portes et pose',
      'Planung, Korpus nach Maß, Türen und Montage',
    ],
    vat: 'standard',
    basis:
      'Estimate (November 2026): a 2–3 m wide built-in wardrobe from a Luxembourg joinery; built-in furniture stays at 17 % VAT',
    match: [
      '(dressing|placard|armoire|einbauschrank|kleiderschrank|schrank nach mass|wardrobe|closet|roupeiro|armario|guardaroba|armadio|kleederschaf|schaf)',
    ],
  }),
  defineJob('fit-kitchen', {
    category: 'carpentry',
    name: [
      'Fit a kitchen (fitting only)',
      'Monter une cuisine (pose seule)',
      'Küche montieren (nur Montage)',
    ],
    unit: 'job',
    rate: [1800, 4500],
    covers: [
      'assembly and fitting of supplied units, worktop cut-outs and connections',
      'montage et pose des meubles fournis, découpes du plan de travail et raccordements',
      'Aufbau und Montage gelieferter Möbel, Ausschnitte der Arbeitsplatte und Anschlüsse',
    ],
    vat: 'standard',
    basis:
      'Estimate (November 2026): 3–6 days of a fitter (€60–85/h) for a 4–6 m kitchen; fitted kitchens stay at 17 % VAT',
    match: [
      '(cuisine|kuche|kueche|kitchen|cozinha|cucina|cocina|kichen)',
      '(mont|pose|poser|install|aufbau|fit|assembl|instal|colocar|mettere)',
    ],
  }),
  // ── roofing ──
  defineJob('repair-roof-leak', {
    category: 'roofing',
    name: ['Repair a roof leak', 'Réparer une fuite de toiture', 'Undichtes Dach reparieren'],
    unit: 'job',
    rate: [350, 1200],
    covers: [
      'finding the leak, replacing tiles or slates and flashing, access',
      'recherche de fuite, remplacement de tuiles ou ardoises et solins, accès',
      'Lecksuche, Ersatz von Ziegeln oder Schiefer und Anschlüssen, Zugang',
    ],
    basis:
      'Estimate (November 2026): half a day to two days of two roofers with small materials and ladder or lift access',
    match: [
      '(toit|toiture|dach|roof|telhado|tetto|tejado|techo|daach|plafond|decke|ceiling|teto|soffitto|plafong|spaicher|grenier|attic)',
      '(fuit|coule|infiltr|undicht|leck|tropf|reent|leak|drip|comes? (in|through)|water|infiltra|pinga|entra agua|gocciol|perde|gotera|gotea|leeft|waasser|eau|wasser)',
    ],
  }),
  defineJob('slate-roof', {
    category: 'roofing',
    name: [
      'Re-cover a roof in natural slate',
      'Refaire une toiture en ardoise naturelle',
      'Dach mit Naturschiefer neu eindecken',
    ],
    unit: 'm2',
    rate: [140, 220],
    min: 5000,
    typical: 120,
    covers: [
      'per m²: stripping, battens, underlay and slate',
      'par m² : dépose, lattage, écran et ardoise',
      'pro m²: Abdecken, Lattung, Unterspannbahn und Schiefer',
    ],
    basis:
      'Estimate (November 2026): natural slate, the usual Luxembourg roof covering, at €50–80/m² of material with laying by two roofers; a house roof is about 120 m²',
    match: [
      '(toit|toiture|couverture|dach|eindeck|roof|telhado|tetto|tejado|daach)',
      '(refaire|nouvelle|neu|renov|new|re-?cover|refazer|rifare|rehacer|nei|ardoise|schiefer|slate|ersetz|remplac|erneuer|replac)',
    ],
  }),
  defineJob('flat-roof-waterproofing', {
    category: 'roofing',
    name: ['Waterproof a flat roof', 'Étanchéité d’un toit plat', 'Flachdach abdichten'],
    unit: 'm2',
    rate: [90, 160],
    min: 1500,
    typical: 40,
    covers: [
      'per m²: preparation, membrane and edges',
      'par m² : préparation, membrane et rives',
      'pro m²: Vorbereitung, Abdichtungsbahn und Ränder',
    ],
    basis:
      'Estimate (November 2026): bitumen or EPDM membrane on a garage or extension roof with a roofer’s time',
    match: [
      '(toit plat|toiture plate|toit-terrasse|flachdach|flat roof|terraco|telhado plano|tetto piano|cubierta plana|tejado plano|flaach daach|garage roof|dach der garage)',
      '(etanch|abdicht|waterproof|impermeab|membran|bitum|epdm|dicht|leak|fuit|undicht)',
    ],
  }),
  defineJob('roof-insulation', {
    category: 'roofing',
    name: ['Insulate a roof', 'Isoler une toiture', 'Dach dämmen'],
    unit: 'm2',
    rate: [80, 150],
    min: 2000,
    typical: 100,
    covers: [
      'per m²: insulation between or over rafters and vapour barrier',
      'par m² : isolant entre ou sur chevrons et pare-vapeur',
      'pro m²: Dämmung zwischen oder auf den Sparren und Dampfbremse',
    ],
    basis:
      'Estimate (November 2026): 20–30 cm of mineral or wood-fibre insulation with membrane, fitted by roofers; Klimabonus subsidies not deducted',
    match: [
      '(isol|dammung|daemmung|dammen|daemmen|insulat|isolamento|isolar|isolare|aislamiento|aislar|dreeung|isoleier)',
      '(toit|toiture|comble|dach|roof|loft|attic|telhado|sotao|tetto|sottotetto|tejado|desvan|atico|daach|spaicher|grenier)',
    ],
  }),
  defineJob('replace-gutters', {
    category: 'roofing',
    name: ['Replace gutters', 'Remplacer les gouttières', 'Dachrinnen erneuern'],
    unit: 'metre',
    rate: [55, 95],
    min: 500,
    typical: 20,
    covers: [
      'per metre: zinc gutter, brackets, downpipe share and fitting',
      'par mètre : gouttière zinc, crochets, part de descente et pose',
      'pro Meter: Zinkrinne, Halter, Fallrohranteil und Montage',
    ],
    basis:
      'Estimate (November 2026): zinc half-round gutters at Greater Region prices with a roofer’s time; a house has about 20 m',
    match: [
      '(goutti|dachrinne|regenrinne|rinne|gutter|caleira|algeroz|gronda|grondaia|canalon|canaleta|daachrenn|dachkanal)',
      '(remplac|chang|neu|erneuer|ersetz|replac|new|trocar|substitu|sostitu|cambi|nuov|reemplaz|nei|install|pose)',
    ],
  }),
  defineJob('clean-gutters', {
    category: 'roofing',
    name: ['Clean the gutters', 'Nettoyer les gouttières', 'Dachrinnen reinigen'],
    unit: 'job',
    rate: [150, 350],
    covers: [
      'access, cleaning and a check of the downpipes',
      'accès, nettoyage et contrôle des descentes',
      'Zugang, Reinigung und Prüfung der Fallrohre',
    ],
    vat: 'standard',
    basis: 'Estimate (November 2026): 2–4 hours of a roofer with ladder or lift for a house',
    match: [
      '(goutti|dachrinne|regenrinne|rinne|gutter|caleira|algeroz|gronda|grondaia|canalon|daachrenn)',
      '(nettoy|vider|curer|reinig|sauber|putz|clean|clear|limpar|pulir|limpiar|botz)',
    ],
  }),
  defineJob('roof-window', {
    category: 'roofing',
    name: ['Install a roof window', 'Poser une fenêtre de toit', 'Dachfenster einbauen'],
    unit: 'item',
    rate: [1400, 2600],
    covers: [
      'a standard roof window with flashing, fitting and interior finish',
      'fenêtre de toit standard avec raccord, pose et finition intérieure',
      'Standard-Dachfenster mit Eindeckrahmen, Einbau und Innenanschluss',
    ],
    basis:
      'Estimate (November 2026): a 78 × 118 cm roof window with flashing (€600–1,100) and a day of two roofers',
    match: [
      '(fenetre de toit|velux|dachfenster|roof ?window|skylight|janela de telhado|claraboia|finestra da tetto|lucernario|ventana de tejado|claraboya|dachfenster)',
    ],
  }),
  // ── masonry ──
  defineJob('build-garden-wall', {
    category: 'masonry',
    name: ['Build a garden wall', 'Construire un mur de jardin', 'Gartenmauer bauen'],
    unit: 'm2',
    rate: [180, 350],
    min: 1500,
    typical: 10,
    covers: [
      'per m² of wall: foundation share, blocks or stone and coping',
      'par m² de mur : part de fondation, blocs ou pierre et couvertine',
      'pro m² Mauer: Fundamentanteil, Steine und Abdeckung',
    ],
    vat: 'standard',
    basis:
      'Estimate (November 2026): a block or stone wall with its strip foundation, two masons at €55–75/h',
    match: [
      '(mur|muret|mauer|wall|muro|muretto|mauer)',
      '(jardin|cloture|garten|gaart|garden|jardim|giardino|recinzione|cierre|terrain|grundstuck|propriete)',
    ],
  }),
  defineJob('open-load-bearing-wall', {
    category: 'masonry',
    name: ['Open a load-bearing wall', 'Ouvrir un mur porteur', 'Tragende Wand öffnen'],
    unit: 'job',
    rate: [3500, 9000],
    covers: [
      'engineer’s calculation, propping, steel beam and finishing of the opening',
      'calcul de l’ingénieur, étaiement, poutrelle acier et finition de l’ouverture',
      'Statik, Abstützung, Stahlträger und Beiputzen der Öffnung',
    ],
    basis:
      'Estimate (November 2026): a 2–3 m opening with structural calculation (€600–1,200), steel beam and 2–4 days of two masons',
    match: [
      '(porteur|tragend|load.?bearing|structural wall|parede (mestra|estrutural)|muro portante|muro de carga|dragend)',
    ],
  }),
  defineJob('pour-concrete-slab', {
    category: 'masonry',
    name: ['Pour a concrete slab', 'Couler une dalle béton', 'Betonplatte gießen'],
    unit: 'm2',
    rate: [90, 160],
    min: 1200,
    typical: 20,
    covers: [
      'per m²: excavation, hardcore, reinforcement and concrete',
      'par m² : terrassement, hérisson, armature et béton',
      'pro m²: Aushub, Schotter, Bewehrung und Beton',
    ],
    vat: 'standard',
    basis:
      'Estimate (November 2026): a 12–15 cm reinforced slab for a terrace or garden shed, ready-mix concrete at Greater Region prices and two masons',
    match: [
      '(dalle|betonplatte|bodenplatte|fundament|concrete slab|slab|laje|soletta|platea|losa|solera|betongplack)',
    ],
  }),
  defineJob('external-wall-insulation', {
    category: 'masonry',
    name: ['Insulate the outside walls', 'Isoler les façades par l’extérieur', 'Fassade von außen dämmen'],
    unit: 'm2',
    rate: [130, 210],
    min: 5000,
    typical: 150,
    covers: [
      'per m²: insulation boards, render and scaffolding',
      'par m² : panneaux isolants, enduit et échafaudage',
      'pro m²: Dämmplatten, Putz und Gerüst',
    ],
    basis:
      'Estimate (November 2026): an external insulation system (ETICS) of 14–20 cm with render and scaffolding; Klimabonus subsidies not deducted',
    match: [
      '(isol|dammung|daemmung|dammen|daemmen|insulat|isolamento|isolar|isolare|aislamiento|aislar|capoto|cappotto|wdvs|etics)',
      '(facade|fassade|exterieur|aussen|outside|external|exterior|fachada|esterno|facciata|baussen|mauer|murs|walls)',
    ],
  }),
  // ── tiling ──
  defineJob('tile-floor', {
    category: 'tiling',
    name: ['Tile a floor', 'Carreler un sol', 'Boden fliesen'],
    unit: 'm2',
    rate: [55, 95],
    min: 350,
    typical: 12,
    covers: [
      'per m²: preparation, adhesive, laying and grout; tiles extra',
      'par m² : préparation, colle, pose et joints ; carrelage en sus',
      'pro m²: Vorbereitung, Kleber, Verlegen und Fugen; Fliesen extra',
    ],
    conversions: { room: 12 },
    basis: 'Estimate (November 2026): a tiler at €55–75/h laying about 1 m² per hour with adhesive and grout',
    match: [
      '(carrel|carreau|fliese|flies|kachel|plattl|tile|tiling|azulej|ladrilh|piastrell|mattonell|azulejo|baldosa|alicat|plaettchen)',
    ],
  }),
  defineJob('tile-walls', {
    category: 'tiling',
    name: [
      'Tile walls (bathroom or kitchen)',
      'Faïencer des murs (salle de bain ou cuisine)',
      'Wände fliesen (Bad oder Küche)',
    ],
    unit: 'm2',
    rate: [60, 100],
    min: 400,
    typical: 20,
    covers: [
      'per m²: preparation, waterproofing where needed, laying and grout; tiles extra',
      'par m² : préparation, étanchéité si besoin, pose et joints ; faïence en sus',
      'pro m²: Vorbereitung, Abdichtung wo nötig, Verlegen und Fugen; Fliesen extra',
    ],
    basis: 'Estimate (November 2026): wall tiling takes about 10 % longer than floors per m², same rates',
    match: [
      '(carrel|carreau|faience|fliese|flies|kachel|tile|tiling|azulej|piastrell|baldosa|alicat|plaettchen)',
      '(mur|wand|wande|wall|parede|pared|paret|muro|credence|fliesenspiegel|splashback)',
    ],
  }),
  defineJob('regrout', {
    category: 'tiling',
    name: [
      'Redo grout and silicone joints',
      'Refaire les joints et le silicone',
      'Fugen und Silikon erneuern',
    ],
    unit: 'job',
    rate: [250, 600],
    covers: [
      'removing old joints, new grout and silicone in a bathroom',
      'retrait des anciens joints, nouveaux joints et silicone dans une salle de bain',
      'alte Fugen entfernen, neu verfugen und versiegeln in einem Bad',
    ],
    basis: 'Estimate (November 2026): 4–8 hours of a tiler with materials for a bathroom',
    match: ['(joint|fuge|fugen|grout|silicon|silikon|rejunt|junta|fuga|fughe|stucco)'],
  }),
  // ── locksmith ──
  defineJob('open-door', {
    category: 'locksmith',
    name: ['Open a locked door', 'Ouvrir une porte claquée ou verrouillée', 'Türöffnung'],
    unit: 'job',
    rate: [110, 180],
    covers: [
      'daytime call-out and opening without damage where possible',
      'déplacement en journée et ouverture sans dégât si possible',
      'Anfahrt tagsüber und Öffnung möglichst ohne Schaden',
    ],
    basis:
      'Estimate (November 2026): a daytime call-out of a Luxembourg locksmith including travel; nights and weekends cost more',
    match: [
      '(locked door|open (a|the|my) (locked )?door|claque|enferme|bloque dehors|ouvrir (la|ma|une) porte|ausgesperrt|ausgeschlossen|zugefallen|tur (geht nicht auf|offnen)|turoffnung|locked out|lock(ed)? myself out|door (open|shut)|trancad|fechad[oa] (fora|de fora)|chiuso fuori|chiusa fuori|aprire la porta|cerrad[oa] fuera|abrir la puerta|dausse gespaart|dier op|d.?dier (ass )?zou)',
    ],
  }),
  defineJob('replace-lock-cylinder', {
    category: 'locksmith',
    name: ['Replace a lock cylinder', 'Changer un cylindre de serrure', 'Schließzylinder tauschen'],
    unit: 'item',
    rate: [150, 320],
    covers: [
      'a security cylinder with keys, call-out and fitting',
      'cylindre de sécurité avec clés, déplacement et pose',
      'Sicherheitszylinder mit Schlüsseln, Anfahrt und Montage',
    ],
    basis: 'Estimate (November 2026): a certified security cylinder (€60–180) and a locksmith’s call-out',
    match: [
      '(cylindre|barillet|serrure|zylinder|schloss|lock|cylinder|fechadura|canhao|serratura|cilindro|cerradura|bommel|schlass)',
      '(chang|remplac|tausch|wechsel|ersetz|replac|change|new|trocar|mudar|cambi|sostitu|reemplaz|nei|neu)',
    ],
  }),
  // ── gardening ──
  defineJob('trim-hedge', {
    category: 'gardening',
    name: ['Trim hedges', 'Tailler les haies', 'Hecke schneiden'],
    unit: 'hour',
    rate: [48, 68],
    min: 150,
    typical: 5,
    covers: [
      'per hour: trimming, tools and green waste taken away',
      'à l’heure : taille, outillage et évacuation des déchets verts',
      'pro Stunde: Schnitt, Geräte und Abtransport des Grünschnitts',
    ],
    conversions: { day: 8 },
    basis:
      'Estimate (November 2026): a gardener at €45–65/h with disposal; a 20–30 m hedge takes about 4–6 hours',
    match: ['(haie|hecke|hedge|sebe|siepe|seto|heck\\b|heckeschnitt)'],
  }),
  defineJob('mow-lawn', {
    category: 'gardening',
    name: ['Mow the lawn', 'Tondre la pelouse', 'Rasen mähen'],
    unit: 'job',
    rate: [45, 120],
    covers: [
      'per visit for a standard garden, edging and clippings taken away',
      'par passage pour un jardin standard, bordures et évacuation',
      'pro Einsatz für einen Standardgarten, Kanten und Abtransport',
    ],
    vat: 'standard',
    basis: 'Estimate (November 2026): 1–2 hours of a gardener with mower and disposal',
    match: [
      '(tond|pelouse|gazon|rasen|mah|mow|lawn|grass|relva|cortar a (relva|grama)|prato|erba|tagliare l.?erba|cesped|wiss|gras)',
    ],
  }),
  defineJob('fell-tree', {
    category: 'gardening',
    name: ['Fell a tree', 'Abattre un arbre', 'Baum fällen'],
    unit: 'item',
    rate: [350, 1800],
    covers: [
      'per tree: felling or dismantling, cutting and removal',
      'par arbre : abattage ou démontage, débitage et évacuation',
      'pro Baum: Fällen oder Abtragen, Zerkleinern und Abtransport',
    ],
    basis:
      'Estimate (November 2026): from a small garden tree to a 15 m tree dismantled with rope access; stump removal extra',
    match: [
      '(arbre|baum|tree|arvore|albero|arbol|bam\\b|beem)',
      '(abatt|couper|fall|faell|cut|fell|remov|cortar|abater|abbatt|tagliar|talar|ofschneiden|ewechhuelen|enlever)',
    ],
  }),
  defineJob('lay-lawn', {
    category: 'gardening',
    name: ['Lay a new lawn', 'Créer une pelouse', 'Rasen anlegen'],
    unit: 'm2',
    rate: [12, 25],
    min: 400,
    typical: 100,
    covers: [
      'per m²: soil preparation and seed or rolled turf',
      'par m² : préparation du sol et semis ou gazon en rouleaux',
      'pro m²: Bodenvorbereitung und Ansaat oder Rollrasen',
    ],
    vat: 'standard',
    basis: 'Estimate (November 2026): rolled turf at €4–8/m² with a gardener’s preparation and laying',
    match: [
      '(pelouse|gazon|rasen|lawn|turf|relva|prato|cesped|wiss)',
      '(nouvel|creer|semer|anleg|neu|new|lay|sow|plant|criar|semear|nuov|semin|crear|sembrar|nei)',
    ],
  }),
  defineJob('paving', {
    category: 'gardening',
    name: ['Pave a drive or path', 'Paver une allée ou une entrée', 'Einfahrt oder Weg pflastern'],
    unit: 'm2',
    rate: [85, 160],
    min: 1500,
    typical: 30,
    covers: [
      'per m²: excavation, base, paving stones and laying',
      'par m² : terrassement, fondation, pavés et pose',
      'pro m²: Aushub, Unterbau, Pflaster und Verlegung',
    ],
    vat: 'standard',
    basis: 'Estimate (November 2026): concrete pavers on a compacted base, two landscapers and a mini-digger',
    match: ['(pav|pflaster|paving|driveway|einfahrt|calcet|pavimenta|lastric|adoquin|pave|allee)'],
  }),
  // ── moving ──
  defineJob('move-studio', {
    category: 'moving',
    name: ['Move a studio flat', 'Déménager un studio', 'Umzug einer Einzimmerwohnung'],
    unit: 'job',
    rate: [550, 950],
    covers: [
      'two movers and a van for half a day within Luxembourg',
      'deux déménageurs et une camionnette une demi-journée au Luxembourg',
      'zwei Umzugshelfer und ein Transporter einen halben Tag in Luxemburg',
    ],
    basis: 'Estimate (November 2026): 4–6 hours of a two-mover team with a van at €95–150/h',
    match: [MOVE, '(studio|einzimmer|1.zimmer|one.bed|1.bed|t1\\b|f1\\b|estudio|monolocale|kitchenette)'],
  }),
  defineJob('move-two-bedroom-flat', {
    category: 'moving',
    name: [
      'Move a 2-bedroom flat',
      'Déménager un appartement de 2 chambres',
      'Umzug einer 3-Zimmer-Wohnung (2 Schlafzimmer)',
    ],
    unit: 'job',
    rate: [1100, 2200],
    covers: [
      'three movers and a truck for a day within Luxembourg, furniture dismantling included',
      'trois déménageurs et un camion une journée au Luxembourg, démontage des meubles compris',
      'drei Umzugshelfer und ein LKW einen Tag in Luxemburg, Möbelabbau inklusive',
    ],
    basis:
      'Estimate (November 2026): one day of a three-mover team with a 20 m³ truck at €130–230/h, packing material extra',
    match: [
      MOVE,
      '(2 chambres|deux chambres|2.bed|two.bed|2.schlafzimmer|zwei schlafzimmer|3.zimmer|drei.?zimmer|3 pieces|t3\\b|f3\\b|2 quartos|dois quartos|t2\\b|2 camere|due camere|trilocale|2 habitaciones|dos habitaciones|2 dormitorios|2 zemmer|zwee zemmer)',
    ],
  }),
  defineJob('move-house', {
    category: 'moving',
    name: ['Move a family house', 'Déménager une maison', 'Umzug eines Einfamilienhauses'],
    unit: 'job',
    rate: [1800, 4500],
    covers: [
      'a team of three to four and a large truck for one to two days within Luxembourg',
      'équipe de trois à quatre et grand camion sur un à deux jours au Luxembourg',
      'Team von drei bis vier und großer LKW für ein bis zwei Tage in Luxemburg',
    ],
    basis: 'Estimate (November 2026): 1–2 days of a three-to-four-mover team with a 30–40 m³ truck',
    match: [MOVE, '(maison|haus|house|casa|moradia|villa|vivienda|chalet|einfamilienhaus)'],
  }),
  defineJob('furniture-lift', {
    category: 'moving',
    name: ['Hire a furniture lift', 'Louer un monte-meubles', 'Möbellift mieten'],
    unit: 'job',
    rate: [180, 350],
    covers: [
      'lift with operator for about half a day',
      'monte-meubles avec opérateur pour environ une demi-journée',
      'Möbellift mit Bediener für etwa einen halben Tag',
    ],
    basis:
      'Estimate (November 2026): typical Luxembourg rental of a furniture lift with operator, street-parking permit extra',
    match: [
      '(monte.?meuble|mobellift|moebellift|furniture lift|elevador de moveis|montacarichi|montamuebles|elevador de muebles)',
    ],
  }),
  // ── cleaning ──
  defineJob('clean-house-windows', {
    category: 'cleaning',
    name: ['Clean the windows of a house', 'Nettoyer les vitres d’une maison', 'Fenster eines Hauses putzen'],
    unit: 'job',
    rate: [120, 300],
    covers: [
      'inside and outside, frames and sills, about 15–20 windows',
      'intérieur et extérieur, cadres et rebords, environ 15 à 20 fenêtres',
      'innen und außen, Rahmen und Bänke, etwa 15–20 Fenster',
    ],
    conversions: {},
    basis:
      'Estimate (November 2026): 3–7 hours of a window cleaner at €35–45/h for a detached or terraced house',
    match: [
      '(vitre|fenetre|carreau|fenster|window|janela|vidro|finestr|vetri|ventana|cristal|fenster|fenster)',
      '(nettoy|laver|lavage|putz|reinig|sauber|clean|wash|limp|lavar|pulir|botz)',
    ],
  }),
  defineJob('end-of-lease-cleaning', {
    category: 'cleaning',
    name: ['End-of-lease cleaning', 'Nettoyage de fin de bail', 'Endreinigung bei Auszug'],
    unit: 'job',
    rate: [350, 750],
    covers: [
      'a full clean of a flat for the handover: kitchen, bathroom, windows, floors',
      'nettoyage complet d’un appartement pour l’état des lieux : cuisine, salle de bain, vitres, sols',
      'Komplettreinigung einer Wohnung zur Übergabe: Küche, Bad, Fenster, Böden',
    ],
    basis: 'Estimate (November 2026): 10–20 hours of cleaners at €30–40/h for a 1–3-bedroom flat',
    match: [
      '(fin de bail|etat des lieux|demenag|endreinigung|auszug|ubergabe|end.of.(lease|tenancy)|move.out|moving out|fim de contrato|saida|fine locazione|trasloco|fin de contrato|mudanza|auszuch|ausplennen)',
      '(nettoy|menage|reinig|putz|clean|limpeza|pulizi|limpieza|botz)',
    ],
  }),
  defineJob('regular-home-cleaning', {
    category: 'cleaning',
    name: ['Regular home cleaning', 'Ménage régulier à domicile', 'Regelmäßige Haushaltsreinigung'],
    unit: 'hour',
    rate: [28, 38],
    min: 60,
    typical: 3,
    covers: [
      'per hour: cleaner and products',
      'à l’heure : agent et produits',
      'pro Stunde: Reinigungskraft und Mittel',
    ],
    conversions: { day: 8 },
    basis:
      'Estimate (November 2026): hourly rates of Luxembourg home-cleaning companies (employees, not service vouchers)',
    match: [
      '(home cleaning|house cleaning|haushaltsreinigung|hausreinigung|femme de menage|aide menagere|menage|putzfrau|putzhilfe|haushaltshilfe|cleaner|cleaning lady|housekeep|empregada|mulher a dias|faxin|colf|donna delle pulizie|asistenta|limpieza semanal|botzfra)',
      '(chaque|semaine|regulier|fois par|woche|wochentlich|regelmassig|week|regular|every|semana|semanal|settiman|ogni|cada|wech|all)',
    ],
  }),
  defineJob('clean-sofa-carpet', {
    category: 'cleaning',
    name: ['Clean a sofa or carpet', 'Nettoyer un canapé ou un tapis', 'Sofa oder Teppich reinigen'],
    unit: 'item',
    rate: [60, 150],
    covers: [
      'per piece: deep cleaning with extraction',
      'par pièce : nettoyage en profondeur par injection-extraction',
      'pro Stück: Tiefenreinigung mit Sprühextraktion',
    ],
    basis:
      'Estimate (November 2026): 1–3 hours of a cleaner with an extraction machine per sofa or large carpet',
    match: [
      '(canape|tapis|moquette|sofa|couch|teppich|carpet|rug|tapete|alcatifa|divano|tappeto|moqueta|alfombra|kanapee)',
      '(nettoy|reinig|clean|shampo|limp|lavar|pulir|botz)',
    ],
  }),
  defineJob('after-works-cleaning', {
    category: 'cleaning',
    name: ['After-works cleaning', 'Nettoyage de fin de chantier', 'Bauendreinigung'],
    unit: 'm2',
    rate: [5, 10],
    min: 250,
    typical: 80,
    covers: [
      'per m² of floor: dust, paint and plaster residues, windows',
      'par m² : poussières, traces de peinture et de plâtre, vitres',
      'pro m²: Staub, Farb- und Putzreste, Fenster',
    ],
    basis: 'Estimate (November 2026): cleaners at €30–40/h covering 4–7 m² per hour after building works',
    match: [
      '(fin de chantier|apres travaux|bauendreinigung|baureinigung|nach (dem )?umbau|after.(works|renovation|building|construction)|pos.obra|fim de obra|fine lavori|dopo i lavori|fin de obra|despues de la obra)',
      '(nettoy|menage|reinig|putz|clean|limpeza|pulizi|limpieza|botz)',
    ],
  }),
  // ── renovation ──
  defineJob('bathroom-refit', {
    category: 'renovation',
    name: ['Refit a bathroom', 'Rénover une salle de bain', 'Bad sanieren'],
    unit: 'm2',
    rate: [1400, 3000],
    min: 6000,
    typical: 6,
    covers: [
      'per m² of floor: strip-out, plumbing, waterproofing, tiling, mid-range fittings and electrics',
      'par m² au sol : démolition, plomberie, étanchéité, carrelage, équipements milieu de gamme et électricité',
      'pro m² Grundfläche: Rückbau, Sanitär, Abdichtung, Fliesen, Ausstattung mittlerer Qualität und Elektro',
    ],
    conversions: { room: 6 },
    basis:
      'Estimate (November 2026): a complete refit of a 5–8 m² bathroom costs €9,000–22,000 net with Luxembourg firms (plumber, tiler, electrician and fittings), about €1,400–3,000 per m² of floor',
    exclude:
      '(baignoire|badewanne|banheira|vasca|banera|bathtub|\\bbath\\b).{0,60}(douche|dusche|shower|duche|doccia|ducha)',
    match: [
      '(salle de bain|salle d.eau|badezimmer|\\bbad\\b|\\bbads\\b|badsanierung|bathroom|shower room|casa de banho|banheiro|bagno|cuarto de bano|\\bbano\\b|buedzemmer)',
      '(renov|refaire|refection|transform|sanier|umbau|renovier|erneuer|refit|redo|remodel|renovat|obras|remodela|ristruttur|rifare|reforma|nei maachen|moderniz)',
    ],
  }),
  defineJob('bath-to-shower', {
    category: 'renovation',
    name: [
      'Replace a bath with a walk-in shower',
      'Remplacer une baignoire par une douche',
      'Badewanne durch Dusche ersetzen',
    ],
    unit: 'job',
    rate: [3500, 8000],
    covers: [
      'removal of the bath, shower tray or level floor, screen, tiling and plumbing',
      'dépose de la baignoire, receveur ou douche à l’italienne, paroi, carrelage et plomberie',
      'Ausbau der Wanne, Duschtasse oder bodengleiche Dusche, Glaswand, Fliesen und Sanitär',
    ],
    basis:
      'Estimate (November 2026): 3–6 days of a plumber and a tiler with a tray, screen and tiles of the mid range',
    match: [
      '(baignoire|badewanne|wanne|\\bbath(tub)?\\b|banheira|vasca|banera|bagnoire|buedbidden)',
      '(douche|dusche|shower|duche|doccia|ducha|dusch)',
    ],
  }),
  defineJob('kitchen-renovation', {
    category: 'renovation',
    name: ['Renovate a kitchen', 'Rénover une cuisine', 'Küche renovieren'],
    unit: 'job',
    rate: [9000, 28000],
    covers: [
      'new mid-range kitchen with appliances, fitting, plumbing, electrics and tiling',
      'cuisine neuve milieu de gamme avec électroménager, pose, plomberie, électricité et faïence',
      'neue Küche mittlerer Qualität mit Geräten, Montage, Sanitär, Elektro und Fliesen',
    ],
    vat: 'standard',
    basis:
      'Estimate (November 2026): a 4–6 m fitted kitchen with appliances (€6,000–20,000) plus the trades; fitted kitchens stay at 17 % VAT',
    match: [
      '(cuisine|kuche|kueche|kitchen|cozinha|cucina|cocina|kichen)',
      '(renov|refaire|nouvelle|neu|renovier|sanier|umbau|new|remodel|refit|redo|renovar|nova|obras|ristruttur|rifare|nuova|reforma|nei)',
    ],
  }),
  defineJob('drywall-partition', {
    category: 'renovation',
    name: [
      'Build a plasterboard partition',
      'Monter une cloison en plaques de plâtre',
      'Trockenbauwand stellen',
    ],
    unit: 'm2',
    rate: [55, 95],
    min: 600,
    typical: 15,
    covers: [
      'per m²: metal studs, boards both sides, insulation and jointing',
      'par m² : ossature métallique, plaques deux faces, isolant et bandes',
      'pro m²: Metallständer, beidseitige Beplankung, Dämmung und Spachtel',
    ],
    basis: 'Estimate (November 2026): about 1 hour of a drywall fitter per m² with materials',
    match: [
      '(cloison|placo|plaque de platre|trockenbau|rigips|gipskarton|drywall|plasterboard|partition|stud wall|pladur|pladur|divisoria|pancadas|cartongesso|tabique|zwischenwand)',
    ],
  }),
  defineJob('attic-conversion', {
    category: 'renovation',
    name: ['Convert an attic into a room', 'Aménager des combles', 'Dachboden ausbauen'],
    unit: 'm2',
    rate: [900, 1600],
    min: 15000,
    typical: 30,
    covers: [
      'per m² of floor: insulation, boards, floor, electrics, heating and finishing',
      'par m² : isolation, plaques, sol, électricité, chauffage et finitions',
      'pro m²: Dämmung, Beplankung, Boden, Elektro, Heizung und Ausbau',
    ],
    basis:
      'Estimate (November 2026): insulated, heated and finished attic room without a dormer, Luxembourg general contractors',
    match: [
      '(comble|grenier|dachboden|speicher|dachgeschoss|attic|loft|sotao|soffitta|sottotetto|desvan|atico|buhaus|spaicher)',
      '(amenag|transform|ausbau|ausbauen|umbau|convert|conversion|quarto|bedroom|chambre|zimmer|aproveit|ricav|trasform|convertir|habitacion|ausbauen|maachen)',
    ],
  }),
  defineJob('renovate-home', {
    category: 'renovation',
    name: ['Renovate a whole home', 'Rénover entièrement un logement', 'Wohnung oder Haus komplett sanieren'],
    unit: 'm2',
    rate: [750, 1500],
    min: 30000,
    typical: 90,
    covers: [
      'per m² of floor: all trades, mid-range finish',
      'par m² habitable : tous corps d’état, finitions milieu de gamme',
      'pro m² Wohnfläche: alle Gewerke, mittlere Ausstattung',
    ],
    basis:
      'Estimate (November 2026): complete refurbishment of an older dwelling by a Luxembourg general contractor; STATEC construction price index for the trend',
    match: [
      '(renovate (a |the |our |my )?whole|renovation complete|renover entierement|tout renover|tout refaire|komplett (sanier|renovier)|kernsanierung|komplettsanierung|full renovation|renovate the whole|complete renovation|renovacao (total|completa)|ristrutturazione completa|reforma integral|reforma completa|alles nei)',
    ],
  }),
  // ── appliance repair ──
  defineJob('repair-washing-machine', {
    category: 'appliance-repair',
    name: ['Repair a washing machine', 'Réparer un lave-linge', 'Waschmaschine reparieren'],
    unit: 'job',
    rate: [120, 320],
    covers: [
      'call-out, diagnosis and repair; parts over €50 extra',
      'déplacement, diagnostic et réparation ; pièces de plus de 50 € en sus',
      'Anfahrt, Diagnose und Reparatur; Teile über 50 € extra',
    ],
    basis:
      'Estimate (November 2026): a call-out fee (€65–95) and 1–2 hours of a technician with a small part',
    match: [
      '(lave.linge|machine a laver|waschmaschine|washing machine|washer|maquina de lavar|lavatrice|lavadora|waschmaschinn|waschmaschinn|waeschmaschinn|trockner|seche.linge|dryer|secadora|asciugatrice)',
    ],
  }),
  defineJob('repair-dishwasher', {
    category: 'appliance-repair',
    name: ['Repair a dishwasher', 'Réparer un lave-vaisselle', 'Geschirrspüler reparieren'],
    unit: 'job',
    rate: [110, 300],
    covers: [
      'call-out, diagnosis and repair; parts over €50 extra',
      'déplacement, diagnostic et réparation ; pièces de plus de 50 € en sus',
      'Anfahrt, Diagnose und Reparatur; Teile über 50 € extra',
    ],
    basis: 'Estimate (November 2026): a call-out fee and 1–2 hours of a technician with a small part',
    match: [
      '(lave.vaisselle|geschirrspul|spulmaschine|dishwasher|maquina de (lavar )?loica|lava.?loica|lavastoviglie|lavavajillas|spullmaschinn)',
    ],
  }),
  defineJob('repair-fridge', {
    category: 'appliance-repair',
    name: [
      'Repair a fridge or freezer',
      'Réparer un réfrigérateur ou un congélateur',
      'Kühl- oder Gefrierschrank reparieren',
    ],
    unit: 'job',
    rate: [140, 380],
    covers: [
      'call-out, diagnosis and repair; compressor or refrigerant extra',
      'déplacement, diagnostic et réparation ; compresseur ou gaz en sus',
      'Anfahrt, Diagnose und Reparatur; Kompressor oder Kältemittel extra',
    ],
    basis: 'Estimate (November 2026): a call-out fee and 1.5–3 hours of a refrigeration technician',
    match: [
      '(frigo|refrigerateur|congelateur|kuhlschrank|gefrier|fridge|freezer|frigorifico|congelador|geladeira|frigorifero|congelatore|frigider|killschaf)',
    ],
  }),
  defineJob('repair-oven', {
    category: 'appliance-repair',
    name: [
      'Repair an oven or hob',
      'Réparer un four ou une plaque de cuisson',
      'Backofen oder Kochfeld reparieren',
    ],
    unit: 'job',
    rate: [130, 350],
    covers: [
      'call-out, diagnosis and repair; parts over €50 extra',
      'déplacement, diagnostic et réparation ; pièces de plus de 50 € en sus',
      'Anfahrt, Diagnose und Reparatur; Teile über 50 € extra',
    ],
    basis:
      'Estimate (November 2026): a call-out fee and 1–2.5 hours of a technician with a heating element or board',
    match: [
      '(\\bfour\\b|plaque de cuisson|plaque induction|backofen|\\bofen\\b|herd\\b|kochfeld|\\boven\\b|\\bhob\\b|cooker|forno|fogao|placa de|piano cottura|horno|vitroceram|uewen)',
    ],
  }),
  // ── solar ──
  defineJob('install-solar-pv', {
    category: 'solar',
    name: [
      'Install rooftop solar panels',
      'Installer des panneaux photovoltaïques',
      'Photovoltaikanlage auf dem Dach',
    ],
    unit: 'kwp',
    rate: [1300, 2000],
    min: 4000,
    typical: 6,
    covers: [
      'per kWp: panels, inverter, mounting, installation and grid connection request',
      'par kWc : panneaux, onduleur, fixation, pose et demande de raccordement',
      'pro kWp: Module, Wechselrichter, Montage, Installation und Netzanmeldung',
    ],
    conversions: { panel: 0.43, m2: 0.2 },
    basis:
      'Estimate (November 2026): turnkey residential systems of 3–10 kWp from Luxembourg installers, before state subsidies; 3 % VAT on homes since 2023 (guichet.public.lu)',
    match: [
      '(photovolta|fotovolta|solaire|solar|\\bpv\\b|panneaux? solaires?|solaranlage|solarmodul|painei?s solares|pannelli solari|placas solares|sonnen)',
    ],
    exclude:
      '(onduleur|wechselrichter|inverter|inversor|invertitore|entretien|wartung|maintenance|nettoy|reinig)',
  }),
  defineJob('replace-solar-inverter', {
    category: 'solar',
    name: ['Replace a solar inverter', 'Remplacer un onduleur photovoltaïque', 'Wechselrichter tauschen'],
    unit: 'job',
    rate: [1200, 2800],
    covers: [
      'a new inverter of the same power, fitting and commissioning',
      'onduleur neuf de même puissance, pose et mise en service',
      'neuer Wechselrichter gleicher Leistung, Montage und Inbetriebnahme',
    ],
    vat: 'standard',
    basis: 'Estimate (November 2026): a 5–10 kW string inverter (€900–2,200) and half a day of an installer',
    match: ['(onduleur|wechselrichter|inverter|inversor|invertitore|inverseur)'],
  }),
  defineJob('solar-maintenance', {
    category: 'solar',
    name: [
      'Service a solar installation',
      'Entretien d’une installation solaire',
      'Wartung einer Solaranlage',
    ],
    unit: 'job',
    rate: [180, 350],
    covers: [
      'inspection, measurements and panel cleaning for a house system',
      'contrôle, mesures et nettoyage des panneaux d’une maison',
      'Prüfung, Messungen und Modulreinigung einer Hausanlage',
    ],
    vat: 'standard',
    basis: 'Estimate (November 2026): 2–4 hours of a solar technician with lift or roof access',
    match: [
      '(photovolta|fotovolta|solaire|solar|\\bpv\\b|panneaux|pannelli|paineis|placas)',
      '(entretien|nettoy|wartung|reinig|service|maintenance|clean|manutencao|limpeza|manutenzione|pulizia|mantenimiento|limpieza|botz)',
    ],
  }),
  // ── legal ──
  defineJob('lawyer-first-consultation', {
    category: 'legal',
    name: [
      'First consultation with a lawyer',
      'Première consultation avec un avocat',
      'Erstberatung beim Anwalt',
    ],
    unit: 'job',
    rate: [150, 300],
    covers: [
      'a one-hour meeting and a short written follow-up',
      'un rendez-vous d’une heure et un court suivi écrit',
      'ein einstündiges Gespräch und eine kurze schriftliche Nachbereitung',
    ],
    basis:
      'Estimate (November 2026): one hour of a Luxembourg lawyer at €150–300/h; the Bar’s fee rules leave fees free but require them to be announced',
    match: [
      '(avocat|anwalt|rechtsanwalt|lawyer|solicitor|attorney|advogad|avvocat|abogad|affekot)',
      '(consultation|conseil|avis|beratung|rat\\b|advice|consult|consulta|parere|asesor|berodung)',
    ],
  }),
  defineJob('review-employment-contract', {
    category: 'legal',
    name: ['Review an employment contract', 'Relire un contrat de travail', 'Arbeitsvertrag prüfen'],
    unit: 'job',
    rate: [350, 900],
    covers: [
      'reading, written comments and one call',
      'lecture, commentaires écrits et un appel',
      'Durchsicht, schriftliche Anmerkungen und ein Gespräch',
    ],
    basis: 'Estimate (November 2026): 2–3 hours of an employment lawyer',
    match: [
      '(contrat de travail|arbeitsvertrag|employment contract|work contract|contrato de trabalho|contratto di lavoro|contrato de trabajo|aarbechtskontrakt|licenciement|kundigung|dismiss|despedimento|licenziamento|despido)',
    ],
  }),
  defineJob('incorporate-company', {
    category: 'legal',
    name: [
      'Set up a company (SARL or SARL-S)',
      'Créer une société (SARL ou SARL-S)',
      'Gesellschaft gründen (SARL oder SARL-S)',
    ],
    unit: 'job',
    rate: [1500, 4500],
    covers: [
      'articles of association, filings and advice; notary and registration fees extra',
      'statuts, formalités et conseil ; frais de notaire et d’enregistrement en sus',
      'Satzung, Anmeldungen und Beratung; Notar- und Registergebühren extra',
    ],
    basis:
      'Estimate (November 2026): lawyer’s or fiduciary’s fees for a standard SARL or SARL-S in Luxembourg (guichet.public.lu describes the steps and the €12,000 minimum capital of an SARL)',
    match: [
      '(creer|creation|constitu|grunden|grundung|set up|incorporat|register|form|criar|abrir|costitu|aprire|crear|constituir|grenn)',
      '(societe|sarl|s\\.a\\.r\\.l|gmbh|gesellschaft|firma|company|business|empresa|sociedade|societa|sociedad|entreprise|\\bsa\\b)',
    ],
  }),
  defineJob('divorce-mutual-consent', {
    category: 'legal',
    name: ['Divorce by mutual consent', 'Divorce par consentement mutuel', 'Einvernehmliche Scheidung'],
    unit: 'job',
    rate: [1500, 3500],
    covers: [
      'lawyer’s fees for the agreement and the court procedure',
      'honoraires pour la convention et la procédure',
      'Anwaltshonorar für Vereinbarung und Verfahren',
    ],
    basis: 'Estimate (November 2026): 8–15 hours of a family lawyer; court costs extra',
    match: ['(divorc|scheidung|separa|trennung|getrennt)'],
  }),
  defineJob('tenancy-dispute', {
    category: 'legal',
    name: ['Tenancy dispute', 'Litige locatif', 'Mietstreitigkeit'],
    unit: 'job',
    rate: [1200, 4000],
    covers: [
      'letters, negotiation and, where needed, the rent commission or court',
      'courriers, négociation et, si besoin, commission des loyers ou tribunal',
      'Schreiben, Verhandlung und bei Bedarf Mietkommission oder Gericht',
    ],
    basis:
      'Estimate (November 2026): 6–15 hours of a lawyer; the communal rent commission (commission des loyers) itself is free',
    match: [
      '(tenan|locati|miet|bailleur|proprietaire|locataire|bail\\b|loyer|caution|vermieter|mieter|kaution|mietvertrag|landlord|tenant|deposit|lease|senhorio|inquilino|caucao|arrendamento|padrone di casa|affitto|cauzione|casero|fianza|alquiler|proprietaire)',
      '(litige|conflit|rend|refus|garde|streit|behalt|zuruck|dispute|keeps?|won.t return|refuses|litigio|disputa|nao devolve|non restituisce|no devuelve|probleem|rembours)',
    ],
  }),
  // ── accounting ──
  defineJob('annual-accounts-sarl', {
    category: 'accounting',
    name: [
      'Annual accounts of a small SARL',
      'Comptes annuels d’une petite SARL',
      'Jahresabschluss einer kleinen SARL',
    ],
    unit: 'job',
    rate: [1200, 4500],
    covers: [
      'balance sheet, profit and loss, filing with the RCS and the corporate tax return',
      'bilan, compte de résultat, dépôt au RCS et déclaration fiscale',
      'Bilanz, GuV, Hinterlegung beim RCS und Steuererklärung',
    ],
    basis:
      'Estimate (November 2026): 15–35 hours of a fiduciary at €75–150/h for a small SARL with tidy bookkeeping',
    match: [
      '(comptes annuels|bilan|cloture|jahresabschluss|bilanz|annual accounts|year.end|financial statements|contas anuais|balanco|bilancio|conti annuali|cuentas anuales|balance anual|joresofschloss)',
    ],
  }),
  defineJob('vat-return', {
    category: 'accounting',
    name: ['VAT return', 'Déclaration de TVA', 'Mehrwertsteuererklärung'],
    unit: 'job',
    rate: [90, 250],
    covers: [
      'one periodic VAT return from the bookkeeping',
      'une déclaration de TVA périodique à partir de la comptabilité',
      'eine periodische MwSt.-Erklärung aus der Buchhaltung',
    ],
    basis: 'Estimate (November 2026): 1–2 hours of an accountant per return',
    match: [
      '(declaration (de )?tva|tva|mehrwertsteuer|mwst|umsatzsteuer|\\bvat\\b|\\biva\\b|declaracao de iva|dichiarazione iva|declaracion de iva)',
    ],
  }),
  defineJob('personal-tax-return', {
    category: 'accounting',
    name: ['Personal tax return', 'Déclaration d’impôt des particuliers', 'Einkommensteuererklärung'],
    unit: 'job',
    rate: [150, 450],
    covers: [
      'preparing and filing one household return',
      'préparation et dépôt d’une déclaration du foyer',
      'Erstellung und Abgabe einer Haushaltserklärung',
    ],
    basis: 'Estimate (November 2026): 2–4 hours of a tax adviser for a resident or cross-border household',
    exclude: '(mehrwertsteuer|\\btva\\b|\\bvat\\b|\\biva\\b|mwst)',
    match: [
      '(declaration d.impot|impot sur le revenu|declaration fiscale|steuererklarung|einkommensteuer|tax return|income tax|declaracao de irs|\\birs\\b|dichiarazione dei redditi|declaracion de la renta|steiererklarung)',
    ],
  }),
  defineJob('payroll', {
    category: 'accounting',
    name: ['Payroll (per payslip)', 'Gestion de la paie (par fiche)', 'Lohnabrechnung (pro Abrechnung)'],
    unit: 'item',
    rate: [25, 45],
    min: 75,
    typical: 5,
    covers: [
      'per payslip and month: payslip, CCSS declarations',
      'par fiche et par mois : fiche de paie, déclarations CCSS',
      'pro Abrechnung und Monat: Lohnzettel, CCSS-Meldungen',
    ],
    basis:
      'Estimate (November 2026): published payroll price lists of Luxembourg fiduciaries range roughly €25–45 per payslip',
    match: [
      '(paie|salaire|lohnabrechnung|gehaltsabrechnung|payroll|payslip|folha de pagamento|recibos? de vencimento|buste paga|nomina|nominas|pai\\b)',
    ],
  }),
  // ── IT support ──
  defineJob('setup-network-wifi', {
    category: 'it-support',
    name: ['Set up a network and Wi-Fi', 'Installer un réseau et le Wi-Fi', 'Netzwerk und WLAN einrichten'],
    unit: 'job',
    rate: [600, 2500],
    covers: [
      'router, access points and configuration for a home or small office; hardware extra',
      'routeur, bornes et configuration pour un logement ou petit bureau ; matériel en sus',
      'Router, Access Points und Einrichtung für Zuhause oder kleines Büro; Hardware extra',
    ],
    basis:
      'Estimate (November 2026): 1–3 days of an IT technician at €70–110/h including cabling where needed',
    match: ['(wi.?fi|wlan|reseau|netzwerk|network|rede\\b|rete\\b|red\\b|router|routeur|mesh|access point)'],
  }),
  defineJob('microsoft-365-migration', {
    category: 'it-support',
    name: [
      'Move a small business to Microsoft 365',
      'Migrer une petite entreprise vers Microsoft 365',
      'Kleinbetrieb auf Microsoft 365 umstellen',
    ],
    unit: 'job',
    rate: [900, 4500],
    covers: [
      'mailboxes, files and accounts for up to about 10 users; licences extra',
      'boîtes mail, fichiers et comptes jusqu’à environ 10 utilisateurs ; licences en sus',
      'Postfächer, Dateien und Konten für bis zu etwa 10 Nutzer; Lizenzen extra',
    ],
    basis: 'Estimate (November 2026): 1.5–5 days of an IT service firm',
    match: [
      '(microsoft 365|office 365|m365|o365|migration (des )?(mails|e.?mails|messagerie)|mail.?migration|google workspace|exchange online)',
    ],
  }),
  defineJob('fix-computer', {
    category: 'it-support',
    name: ['Fix a computer', 'Dépanner un ordinateur', 'Computer reparieren'],
    unit: 'job',
    rate: [120, 300],
    covers: [
      'diagnosis, cleaning of malware or repair; parts extra',
      'diagnostic, nettoyage de virus ou réparation ; pièces en sus',
      'Diagnose, Virenentfernung oder Reparatur; Teile extra',
    ],
    basis: 'Estimate (November 2026): 1.5–3 hours of an IT technician at €70–110/h',
    match: [
      '(ordinateur|\\bpc\\b|laptop|portable|computer|rechner|notebook|computador|portatil|ordenador|mac\\b|macbook)',
      '(lent|virus|panne|marche plus|demarre|langsam|kaputt|startet|slow|broken|crash|won.t start|nao liga|lento|non si accende|no arranca|no enciende|repar|repair|fix|depann|blue screen|ecran bleu|bluescreen)',
    ],
  }),
  // ── web development ──
  defineJob('business-website', {
    category: 'web-development',
    name: ['A small business website', 'Un site vitrine', 'Eine kleine Firmenwebsite'],
    unit: 'page',
    rate: [300, 900],
    min: 1500,
    typical: 5,
    covers: [
      'per page: design, content layout, contact form and launch; hosting extra',
      'par page : design, mise en page, formulaire de contact et mise en ligne ; hébergement en sus',
      'pro Seite: Gestaltung, Layout, Kontaktformular und Livegang; Hosting extra',
    ],
    conversions: {},
    basis:
      'Estimate (November 2026): Luxembourg freelancers and agencies quote about €1,500–4,500 for a 5-page site, 3–8 days at €550–900 a day',
    match: ['(site|website|webseite|homepage|internetseite|sitio|pagina web|pagina internet|sito)'],
  }),
  defineJob('online-shop', {
    category: 'web-development',
    name: ['An online shop', 'Une boutique en ligne', 'Ein Onlineshop'],
    unit: 'job',
    rate: [4500, 18000],
    covers: [
      'shop design, catalogue, payments and launch',
      'design, catalogue, paiement et mise en ligne',
      'Shopdesign, Katalog, Zahlungen und Livegang',
    ],
    basis: 'Estimate (November 2026): 8–25 days of a web agency on Shopify or WooCommerce',
    match: [
      '(boutique en ligne|e.?commerce|e.?shop|online.?shop|webshop|onlineshop|loja online|loja virtual|negozio online|tienda online|tienda en linea)',
    ],
  }),
  defineJob('seo-audit', {
    category: 'web-development',
    name: ['An SEO audit', 'Un audit SEO', 'Ein SEO-Audit'],
    unit: 'job',
    rate: [600, 1800],
    covers: [
      'technical and content audit with a written action plan',
      'audit technique et de contenu avec plan d’action écrit',
      'technisches und inhaltliches Audit mit schriftlichem Maßnahmenplan',
    ],
    basis: 'Estimate (November 2026): 1–3 days of a web specialist',
    match: [
      '(\\bseo\\b|referencement|suchmaschinenoptim|google ranking|posicionamento|posizionamento|posicionamiento)',
    ],
  }),
  // ── translation ──
  defineJob('sworn-translation', {
    category: 'translation',
    name: ['Sworn translation', 'Traduction assermentée', 'Beglaubigte Übersetzung'],
    unit: 'page',
    rate: [50, 95],
    min: 60,
    typical: 3,
    covers: [
      'per page: translation by a sworn translator, stamp and signature',
      'par page : traduction par un traducteur assermenté, cachet et signature',
      'pro Seite: Übersetzung durch vereidigte Übersetzer, Stempel und Unterschrift',
    ],
    conversions: { word: 1 / 250 },
    basis:
      'Estimate (November 2026): per-page rates of translators sworn before the Luxembourg Superior Court of Justice, who fix their own fees; certificates of two to three pages are the usual order',
    match: [
      '(jurad|assermente|jure\\b|certifie|officiel|beglaubig|beeidig|vereidig|sworn|certified|official|juramentad|certificad|oficial|giurat|asseverat|certificat|legaliz)',
      '(tradu|ubersetz|uebersetz|translat|iwwersetz|traduz)',
    ],
  }),
  defineJob('standard-translation', {
    category: 'translation',
    name: ['Translate a document', 'Traduire un document', 'Ein Dokument übersetzen'],
    unit: 'page',
    rate: [35, 60],
    min: 50,
    typical: 5,
    covers: [
      'per standard page of 250 words',
      'par page standard de 250 mots',
      'pro Normseite von 250 Wörtern',
    ],
    conversions: { word: 1 / 250 },
    basis:
      'Estimate (November 2026): per-page rates of Luxembourg translators for EN/FR/DE, about €0.14–0.24 a word',
    match: ['(tradu|ubersetz|uebersetz|translat|traducao|iwwersetz)'],
  }),
  defineJob('proofreading', {
    category: 'translation',
    name: ['Proofread a text', 'Relire et corriger un texte', 'Einen Text Korrektur lesen'],
    unit: 'page',
    rate: [18, 30],
    min: 40,
    typical: 10,
    covers: [
      'per standard page of 250 words',
      'par page standard de 250 mots',
      'pro Normseite von 250 Wörtern',
    ],
    conversions: { word: 1 / 250 },
    basis: 'Estimate (November 2026): about half of a translation rate per page',
    match: [
      '(relecture|relire|corriger|korrektur|lektorat|proofread|revisao|revisione|correzione|correccion|corregir)',
    ],
  }),
  // ── photography ──
  defineJob('wedding-photography', {
    category: 'photography',
    name: ['Wedding photography', 'Photographe de mariage', 'Hochzeitsfotografie'],
    unit: 'day',
    rate: [1800, 3800],
    typical: 1,
    covers: [
      'a full day of coverage with edited photos and online gallery',
      'une journée de reportage avec photos retouchées et galerie en ligne',
      'ein ganzer Tag mit bearbeiteten Fotos und Online-Galerie',
    ],
    basis: 'Estimate (November 2026): full-day wedding packages of Luxembourg photographers',
    match: ['(mariage|hochzeit|wedding|casamento|matrimonio|boda|bestiet|heirat)'],
  }),
  defineJob('portrait-session', {
    category: 'photography',
    name: ['Portrait or family session', 'Séance portrait ou famille', 'Porträt- oder Familienshooting'],
    unit: 'job',
    rate: [180, 450],
    covers: [
      'a 1–2-hour session with a selection of edited photos',
      'une séance de 1 à 2 heures avec une sélection de photos retouchées',
      'ein 1–2-stündiges Shooting mit einer Auswahl bearbeiteter Fotos',
    ],
    basis: 'Estimate (November 2026): studio or outdoor sessions of Luxembourg photographers',
    match: [
      '(portrait|famille|family|familie|bewerbungsfoto|headshot|retrato|ritratt|retrato|familia|famiglia|shooting|seance photo)',
    ],
  }),
  defineJob('real-estate-photos', {
    category: 'photography',
    name: ['Real estate photos', 'Photos immobilières', 'Immobilienfotos'],
    unit: 'job',
    rate: [250, 550],
    covers: [
      'a shoot of one property with 20–30 edited photos',
      'une séance pour un bien avec 20 à 30 photos retouchées',
      'ein Shooting einer Immobilie mit 20–30 bearbeiteten Fotos',
    ],
    basis: 'Estimate (November 2026): 2–3 hours of a photographer with editing',
    match: ['(immobili|real estate|property|listing|imovel|imoveis|inmobiliari|immobilie|wunneng verkaf)'],
  }),
  // ── interior design ──
  defineJob('kitchen-design', {
    category: 'interior-design',
    name: ['Design a kitchen', 'Concevoir une cuisine', 'Küche planen'],
    unit: 'job',
    rate: [800, 2500],
    covers: [
      'layout, 3D views and specifications',
      'plan, vues 3D et cahier des charges',
      'Grundriss, 3D-Ansichten und Leistungsbeschreibung',
    ],
    basis: 'Estimate (November 2026): 8–20 hours of an interior designer at €80–140/h',
    match: [
      '(cuisine|kuche|kueche|kitchen|cozinha|cucina|cocina|kichen)',
      '(concevoir|conception|plan|design|entwerf|projet|projeto|progett|disen|planung)',
    ],
  }),
  defineJob('home-staging', {
    category: 'interior-design',
    name: ['Home staging', 'Home staging', 'Home-Staging'],
    unit: 'job',
    rate: [900, 3500],
    covers: [
      'styling of a home for sale, furniture hire extra',
      'mise en scène d’un bien à vendre, location de mobilier en sus',
      'Inszenierung einer Immobilie zum Verkauf, Möbelmiete extra',
    ],
    basis: 'Estimate (November 2026): 1–4 days of a home stager for a flat or house',
    match: ['(home.?staging|valoriser (mon|le|l) (appartement|bien)|mise en valeur)'],
  }),
  defineJob('colour-consulting', {
    category: 'interior-design',
    name: ['Colour and material advice', 'Conseil couleurs et matériaux', 'Farb- und Materialberatung'],
    unit: 'job',
    rate: [300, 800],
    covers: [
      'a visit, a colour scheme and a material board',
      'une visite, un plan de couleurs et une planche de matériaux',
      'ein Besuch, ein Farbkonzept und eine Materialcollage',
    ],
    basis: 'Estimate (November 2026): 3–6 hours of an interior designer',
    match: [
      '(couleur|farb|colou?r|cor\\b|cores|colore|colori|color\\b|colores)',
      '(conseil|beratung|advice|consult|conselho|consulen|consiglio|asesor)',
    ],
  }),
  // ── pest control ──
  defineJob('remove-wasp-nest', {
    category: 'pest-control',
    name: [
      'Remove a wasp or hornet nest',
      'Détruire un nid de guêpes ou de frelons',
      'Wespen- oder Hornissennest entfernen',
    ],
    unit: 'job',
    rate: [90, 180],
    covers: [
      'call-out, treatment and removal where reachable',
      'déplacement, traitement et retrait si accessible',
      'Anfahrt, Behandlung und Entfernung, wo erreichbar',
    ],
    basis:
      'Estimate (November 2026): a single call-out of a Luxembourg pest-control firm; nests at height or protected hornets can cost more',
    match: [
      '(guepe|frelon|wespe|hornisse|wasp|hornet|vespa|vespe|calabro|avispa|abispa|avispero|wope|wespen)',
    ],
  }),
  defineJob('rodent-control', {
    category: 'pest-control',
    name: ['Rat and mouse control', 'Dératisation (rats et souris)', 'Ratten- und Mäusebekämpfung'],
    unit: 'job',
    rate: [180, 380],
    covers: [
      'inspection, baits or traps and one follow-up visit',
      'inspection, appâts ou pièges et une visite de contrôle',
      'Inspektion, Köder oder Fallen und ein Kontrollbesuch',
    ],
    basis: 'Estimate (November 2026): two visits of a pest-control technician with bait stations',
    match: [
      '(\\brats?\\b|souris|rongeur|ratte|\\bmaus\\b|mause|mouse|mice|rodent|rato|ratos|ratazana|topo|topi|ratto|raton|ratones|rata\\b|ratas|mais\\b)',
    ],
  }),
  defineJob('bed-bug-treatment', {
    category: 'pest-control',
    name: ['Bed bug treatment', 'Traitement contre les punaises de lit', 'Bettwanzenbekämpfung'],
    unit: 'job',
    rate: [350, 900],
    covers: [
      'two treatments of a flat, heat or chemical',
      'deux traitements d’un appartement, chaleur ou produits',
      'zwei Behandlungen einer Wohnung, Hitze oder Mittel',
    ],
    basis: 'Estimate (November 2026): two visits of a pest-control firm for a 1–3-room flat',
    match: ['(punaise|bettwanze|bed.?bug|percevejo|cimic|chinche|wanzen)'],
  }),
  defineJob('cockroach-treatment', {
    category: 'pest-control',
    name: ['Cockroach treatment', 'Traitement contre les cafards', 'Kakerlakenbekämpfung'],
    unit: 'job',
    rate: [220, 450],
    covers: [
      'gel or spray treatment of a flat and one follow-up',
      'traitement gel ou pulvérisation d’un appartement et un suivi',
      'Gel- oder Sprühbehandlung einer Wohnung und eine Nachkontrolle',
    ],
    basis: 'Estimate (November 2026): two visits of a pest-control technician',
    match: ['(cafard|blatte|kakerlak|schabe|cockroach|roach|barata|scarafagg|blatta|cucaracha)'],
  }),
  defineJob('marten-control', {
    category: 'pest-control',
    name: ['Keep martens out', 'Chasser les fouines ou les martres', 'Marder vertreiben'],
    unit: 'job',
    rate: [250, 500],
    covers: [
      'inspection, deterrents and sealing of entry points',
      'inspection, répulsifs et obturation des accès',
      'Inspektion, Vergrämung und Verschließen der Zugänge',
    ],
    basis: 'Estimate (November 2026): a visit and half a day of a pest-control technician with materials',
    match: ['(fouine|martre|marder|marten|marta|faina|garduna|mueder)'],
  }),
]
