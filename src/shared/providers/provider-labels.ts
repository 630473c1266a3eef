/**
 * French and German for the labels a provider record stores only in English: specialties,
 * certifications, licences and awards (src/server/db/seed/provider-generator-data/category-profiles-*.ts,
 * the Bar memberships of provider-details.ts and the demo businesses of demo-data.ts).
 *
 * Keyed by the exact English string. Brand names, standards and official titles that Luxembourg
 * businesses write the same in every language (ISO 9001, Microsoft 365, Best of Houzz, Réviseur
 * d’entreprises agréé…) keep their official spelling; the institution in brackets (Klima-Agence,
 * Chambre des Métiers, ITM, Creos, OAI, IRE) is never translated.
 */
export const PROVIDER_LABELS: Record<string, { fr: string; de: string }> = {
  // Plumbing
  'Leak repair': { fr: 'Réparation de fuites', de: 'Leckortung und -reparatur' },
  'Bathroom installation': { fr: 'Installation de salles de bains', de: 'Badinstallation' },
  'Drain unblocking': { fr: 'Débouchage de canalisations', de: 'Rohrreinigung' },
  'Water heater replacement': { fr: 'Remplacement de chauffe-eau', de: 'Austausch von Warmwasserspeichern' },
  'Walk-in showers': { fr: 'Douches à l’italienne', de: 'Bodengleiche Duschen' },
  'Water softeners': { fr: 'Adoucisseurs d’eau', de: 'Wasserenthärtungsanlagen' },
  'Rainwater harvesting': { fr: 'Récupération d’eau de pluie', de: 'Regenwassernutzung' },
  'Qualified installer (Klima-Agence)': {
    fr: 'Installateur qualifié (Klima-Agence)',
    de: 'Qualifizierter Installateur (Klima-Agence)',
  },
  'Geberit certified installer': {
    fr: 'Installateur certifié Geberit',
    de: 'Geberit-zertifizierter Installateur',
  },
  'Label Entreprise socialement responsable (INDR)': {
    fr: 'Label Entreprise socialement responsable (INDR)',
    de: 'Label „Entreprise socialement responsable“ (INDR)',
  },
  'Master craftsman certificate (Brevet de maîtrise) – sanitary and heating': {
    fr: 'Brevet de maîtrise – installateur chauffage-sanitaire',
    de: 'Meisterbrief (Brevet de maîtrise) – Sanitär- und Heizungsinstallateur',
  },

  // Awards shared by the crafts (the years are also handled by PROVIDER_LABEL_PATTERNS)
  'Meilleur artisan de l’année 2024 – Chambre des Métiers': {
    fr: 'Meilleur artisan de l’année 2024 – Chambre des Métiers',
    de: 'Bester Handwerker des Jahres 2024 – Chambre des Métiers',
  },
  'Prix de l’Innovation dans l’Artisanat 2023': {
    fr: 'Prix de l’Innovation dans l’Artisanat 2023',
    de: 'Prix de l’Innovation dans l’Artisanat 2023 (Innovationspreis im Handwerk)',
  },
  'LuxPro Top Rated 2025': { fr: 'LuxPro – Parmi les mieux notés 2025', de: 'LuxPro – Top bewertet 2025' },
  'LuxPro Customer Choice 2024': {
    fr: 'LuxPro – Le choix des clients 2024',
    de: 'LuxPro – Kundenfavorit 2024',
  },

  // Electrical
  'Home rewiring': {
    fr: 'Rénovation de l’installation électrique',
    de: 'Erneuerung der Elektroinstallation',
  },
  'EV charging stations': {
    fr: 'Bornes de recharge pour véhicules électriques',
    de: 'Ladestationen für Elektroautos',
  },
  'Lighting design': { fr: 'Conception d’éclairage', de: 'Lichtplanung' },
  'Fuse box upgrades': {
    fr: 'Mise aux normes de tableaux électriques',
    de: 'Modernisierung von Sicherungskästen',
  },
  'Smart home (KNX)': { fr: 'Maison connectée (KNX)', de: 'Smart Home (KNX)' },
  'Electrical safety inspections': {
    fr: 'Contrôles de sécurité électrique',
    de: 'Sicherheitsprüfung elektrischer Anlagen',
  },
  'Intercoms and alarms': { fr: 'Interphones et alarmes', de: 'Sprechanlagen und Alarmanlagen' },
  'KNX Partner': { fr: 'Partenaire KNX', de: 'KNX Partner' },
  'Certified EV charger installer': {
    fr: 'Installateur certifié de bornes de recharge',
    de: 'Zertifizierter Installateur für Ladestationen',
  },
  'Master electrician (Brevet de maîtrise)': {
    fr: 'Brevet de maîtrise – électricien',
    de: 'Elektromeister (Meisterbrief)',
  },
  'Approved for grid connections (Creos)': {
    fr: 'Agréé pour les raccordements au réseau (Creos)',
    de: 'Zugelassen für Netzanschlüsse (Creos)',
  },

  // Heating
  'Boiler servicing': { fr: 'Entretien de chaudières', de: 'Heizkesselwartung' },
  'Heat pumps': { fr: 'Pompes à chaleur', de: 'Wärmepumpen' },
  'Underfloor heating': { fr: 'Chauffage par le sol', de: 'Fußbodenheizung' },
  'Pellet boilers': { fr: 'Chaudières à pellets', de: 'Pelletheizungen' },
  'Oil-to-heat-pump conversion': {
    fr: 'Passage du mazout à la pompe à chaleur',
    de: 'Umstieg von Öl auf Wärmepumpe',
  },
  'Radiator replacement': { fr: 'Remplacement de radiateurs', de: 'Heizkörpertausch' },
  'Klimabonus applications': { fr: 'Demandes de primes Klimabonus', de: 'Klimabonus-Anträge' },
  'Certified heat pump installer': {
    fr: 'Installateur certifié de pompes à chaleur',
    de: 'Zertifizierter Wärmepumpen-Installateur',
  },
  'Viessmann partner': { fr: 'Partenaire Viessmann', de: 'Viessmann Fachpartner' },
  'F-gas certificate (category I)': {
    fr: 'Certificat F-Gaz (catégorie I)',
    de: 'F-Gase-Sachkundenachweis (Kategorie I)',
  },

  // Painting
  'Interior painting': { fr: 'Peinture intérieure', de: 'Innenanstrich' },
  'Facade painting': { fr: 'Peinture de façades', de: 'Fassadenanstrich' },
  Wallpapering: { fr: 'Pose de papier peint', de: 'Tapezierarbeiten' },
  'Decorative plaster': { fr: 'Enduits décoratifs', de: 'Dekorputz' },
  'Floor coatings': { fr: 'Résines et peintures de sol', de: 'Bodenbeschichtungen' },
  'Lacquering doors and windows': {
    fr: 'Laquage de portes et fenêtres',
    de: 'Lackierung von Türen und Fenstern',
  },
  'Mould treatment': { fr: 'Traitement des moisissures', de: 'Schimmelsanierung' },
  'Caparol approved applicator': {
    fr: 'Applicateur agréé Caparol',
    de: 'Caparol-zertifizierter Verarbeiter',
  },
  'Sikkens partner': { fr: 'Partenaire Sikkens', de: 'Sikkens-Partnerbetrieb' },
  'Master painter and decorator (Brevet de maîtrise)': {
    fr: 'Brevet de maîtrise – peintre-décorateur',
    de: 'Malermeister (Meisterbrief)',
  },

  // Carpentry
  'Fitted kitchens': { fr: 'Cuisines sur mesure', de: 'Einbauküchen' },
  'Made-to-measure wardrobes': { fr: 'Dressings sur mesure', de: 'Maßgefertigte Einbauschränke' },
  'Wooden staircases': { fr: 'Escaliers en bois', de: 'Holztreppen' },
  'Parquet flooring': { fr: 'Pose de parquet', de: 'Parkettböden' },
  'Interior doors': { fr: 'Portes intérieures', de: 'Innentüren' },
  'Wooden terraces': { fr: 'Terrasses en bois', de: 'Holzterrassen' },
  'Window fitting': { fr: 'Pose de fenêtres', de: 'Fenstermontage' },
  'PEFC certified': { fr: 'Certifié PEFC', de: 'PEFC-zertifiziert' },
  'FSC chain-of-custody certified': {
    fr: 'Certifié FSC (chaîne de contrôle)',
    de: 'FSC-zertifiziert (Produktkette)',
  },
  'Certified passive-house window fitter': {
    fr: 'Poseur de fenêtres certifié maison passive',
    de: 'Zertifizierter Passivhaus-Fenstermonteur',
  },
  'Master carpenter (Brevet de maîtrise)': {
    fr: 'Brevet de maîtrise – menuisier',
    de: 'Schreinermeister (Meisterbrief)',
  },

  // Roofing
  'Slate roofs': { fr: 'Toitures en ardoise', de: 'Schieferdächer' },
  'Flat roofs': { fr: 'Toitures plates', de: 'Flachdächer' },
  'Roof insulation': { fr: 'Isolation de toiture', de: 'Dachdämmung' },
  'Gutters and downpipes': { fr: 'Gouttières et descentes d’eau pluviale', de: 'Dachrinnen und Fallrohre' },
  'Roof windows': { fr: 'Fenêtres de toit', de: 'Dachfenster' },
  'Zinc work': { fr: 'Zinguerie', de: 'Zinkarbeiten' },
  'Storm damage repair': { fr: 'Réparation des dégâts de tempête', de: 'Behebung von Sturmschäden' },
  'Velux certified installer': { fr: 'Installateur certifié Velux', de: 'Velux-zertifizierter Installateur' },
  'Master roofer (Brevet de maîtrise)': {
    fr: 'Brevet de maîtrise – couvreur',
    de: 'Dachdeckermeister (Meisterbrief)',
  },

  // Masonry
  Extensions: { fr: 'Agrandissements', de: 'Anbauten' },
  'Load-bearing wall openings': {
    fr: 'Ouvertures dans les murs porteurs',
    de: 'Durchbrüche in tragenden Wänden',
  },
  'Garden walls': { fr: 'Murs de jardin', de: 'Gartenmauern' },
  Foundations: { fr: 'Fondations', de: 'Fundamente' },
  'External insulation': { fr: 'Isolation thermique par l’extérieur', de: 'Außendämmung' },
  'Natural stone walls': { fr: 'Murs en pierre naturelle', de: 'Natursteinmauern' },
  'Concrete work': { fr: 'Travaux de béton', de: 'Betonarbeiten' },
  'Site safety coordinator training (ITM)': {
    fr: 'Formation de coordinateur sécurité-santé (ITM)',
    de: 'Ausbildung zum Sicherheits- und Gesundheitskoordinator (ITM)',
  },
  'Master mason (Brevet de maîtrise)': {
    fr: 'Brevet de maîtrise – maçon',
    de: 'Maurermeister (Meisterbrief)',
  },

  // Tiling
  'Bathroom tiling': { fr: 'Carrelage de salles de bains', de: 'Fliesenarbeiten im Bad' },
  'Large-format tiles': { fr: 'Carreaux grand format', de: 'Großformatfliesen' },
  Terraces: { fr: 'Terrasses', de: 'Terrassen' },
  'Natural stone': { fr: 'Pierre naturelle', de: 'Naturstein' },
  Mosaic: { fr: 'Mosaïque', de: 'Mosaik' },
  Waterproofing: { fr: 'Étanchéité', de: 'Abdichtungen' },
  'Screed and levelling': { fr: 'Chapes et ragréage', de: 'Estrich und Bodenausgleich' },
  'Schlüter-Systems certified installer': {
    fr: 'Poseur certifié Schlüter-Systems',
    de: 'Schlüter-Systems-zertifizierter Fliesenleger',
  },
  'Mapei trained applicator': { fr: 'Applicateur formé par Mapei', de: 'Von Mapei geschulter Verarbeiter' },
  'Master tiler (Brevet de maîtrise)': {
    fr: 'Brevet de maîtrise – carreleur',
    de: 'Fliesenlegermeister (Meisterbrief)',
  },

  // Locksmith
  'Emergency door opening': { fr: 'Ouverture de porte en urgence', de: 'Türnotöffnung' },
  'Lock replacement': { fr: 'Remplacement de serrures', de: 'Schlossaustausch' },
  'Security doors': { fr: 'Portes blindées', de: 'Sicherheitstüren' },
  'Master key systems': { fr: 'Organigrammes de clés', de: 'Schließanlagen' },
  'Safe opening': { fr: 'Ouverture de coffres-forts', de: 'Tresoröffnung' },
  'Access control': { fr: 'Contrôle d’accès', de: 'Zutrittskontrolle' },
  'Window locks': { fr: 'Serrures de fenêtres', de: 'Fenstersicherungen' },
  'ABUS certified partner': { fr: 'Partenaire certifié ABUS', de: 'Zertifizierter ABUS-Partner' },
  'EVVA security partner': { fr: 'Partenaire sécurité EVVA', de: 'EVVA-Sicherheitspartner' },
  'Burglary prevention training (Police)': {
    fr: 'Formation en prévention des cambriolages (Police grand-ducale)',
    de: 'Schulung Einbruchschutz (Großherzogliche Polizei)',
  },

  // Gardening
  'Garden maintenance': { fr: 'Entretien de jardins', de: 'Gartenpflege' },
  'Hedge trimming': { fr: 'Taille de haies', de: 'Heckenschnitt' },
  'Tree felling': { fr: 'Abattage d’arbres', de: 'Baumfällung' },
  'Lawn laying': { fr: 'Pose de gazon', de: 'Rasenanlage' },
  'Garden design': { fr: 'Aménagement de jardins', de: 'Gartengestaltung' },
  'Paving and paths': { fr: 'Pavage et allées', de: 'Pflasterarbeiten und Wege' },
  'Automatic irrigation': { fr: 'Arrosage automatique', de: 'Automatische Bewässerung' },
  'European Tree Worker (ETW)': { fr: 'European Tree Worker (ETW)', de: 'European Tree Worker (ETW)' },
  'Plant protection products licence': {
    fr: 'Agrément produits phytopharmaceutiques',
    de: 'Sachkundenachweis Pflanzenschutz',
  },
  'Master landscape gardener (Brevet de maîtrise)': {
    fr: 'Brevet de maîtrise – paysagiste',
    de: 'Landschaftsgärtnermeister (Meisterbrief)',
  },

  // Moving
  'Home moves': { fr: 'Déménagements de particuliers', de: 'Privatumzüge' },
  'Office moves': { fr: 'Déménagements de bureaux', de: 'Büroumzüge' },
  'International moves': { fr: 'Déménagements internationaux', de: 'Internationale Umzüge' },
  'Packing service': { fr: 'Service d’emballage', de: 'Packservice' },
  'Furniture lift hire': { fr: 'Location de monte-meubles', de: 'Vermietung von Möbelliften' },
  Storage: { fr: 'Garde-meubles', de: 'Einlagerung' },
  'Piano transport': { fr: 'Transport de pianos', de: 'Klaviertransport' },
  'FIDI-FAIM accredited': { fr: 'Accrédité FIDI-FAIM', de: 'FIDI-FAIM-akkreditiert' },
  'ISO 9001': { fr: 'ISO 9001', de: 'ISO 9001' },
  'Goods transport licence (Ministry of Mobility)': {
    fr: 'Licence de transport de marchandises (ministère de la Mobilité)',
    de: 'Güterkraftverkehrslizenz (Mobilitätsministerium)',
  },

  // Cleaning
  'Weekly home cleaning': { fr: 'Ménage hebdomadaire', de: 'Wöchentliche Haushaltsreinigung' },
  'End-of-lease cleaning': { fr: 'Nettoyage de fin de bail', de: 'Endreinigung bei Auszug' },
  'Office cleaning': { fr: 'Nettoyage de bureaux', de: 'Büroreinigung' },
  'Window cleaning': { fr: 'Nettoyage de vitres', de: 'Fensterreinigung' },
  'Carpet and upholstery cleaning': {
    fr: 'Nettoyage de tapis et de meubles rembourrés',
    de: 'Teppich- und Polsterreinigung',
  },
  'After-works cleaning': { fr: 'Nettoyage de fin de chantier', de: 'Bauendreinigung' },
  'Ironing service': { fr: 'Service de repassage', de: 'Bügelservice' },
  'EU Ecolabel cleaning products': {
    fr: 'Produits de nettoyage Écolabel européen',
    de: 'Reinigungsmittel mit EU Ecolabel',
  },

  // Renovation
  'Full home renovation': { fr: 'Rénovation complète', de: 'Komplettsanierung' },
  'Kitchen renovation': { fr: 'Rénovation de cuisines', de: 'Küchenrenovierung' },
  'Bathroom renovation': { fr: 'Rénovation de salles de bains', de: 'Badsanierung' },
  'Energy-efficient renovation': { fr: 'Rénovation énergétique', de: 'Energetische Sanierung' },
  'Attic conversion': { fr: 'Aménagement de combles', de: 'Dachausbau' },
  'Drywall and partitions': { fr: 'Plâtrerie et cloisons', de: 'Trockenbau und Trennwände' },
  'Accessibility adaptations': {
    fr: 'Aménagements pour personnes à mobilité réduite',
    de: 'Barrierefreier Umbau',
  },
  'Energy renovation training (Klima-Agence)': {
    fr: 'Formation en rénovation énergétique (Klima-Agence)',
    de: 'Schulung energetische Sanierung (Klima-Agence)',
  },
  'General contractor authorisation': {
    fr: 'Autorisation d’entrepreneur général',
    de: 'Zulassung als Generalunternehmer',
  },

  // Appliance repair
  'Washing machines': { fr: 'Lave-linge', de: 'Waschmaschinen' },
  Dishwashers: { fr: 'Lave-vaisselle', de: 'Geschirrspüler' },
  'Ovens and hobs': { fr: 'Fours et plaques de cuisson', de: 'Backöfen und Kochfelder' },
  'Fridges and freezers': { fr: 'Réfrigérateurs et congélateurs', de: 'Kühl- und Gefriergeräte' },
  'Coffee machines': { fr: 'Machines à café', de: 'Kaffeemaschinen' },
  'Tumble dryers': { fr: 'Sèche-linge', de: 'Wäschetrockner' },
  'Original spare parts': { fr: 'Pièces détachées d’origine', de: 'Original-Ersatzteile' },
  'Miele authorised service partner': {
    fr: 'Partenaire de service agréé Miele',
    de: 'Autorisierter Miele-Servicepartner',
  },
  'BSH authorised service': { fr: 'Service après-vente agréé BSH', de: 'Autorisierter BSH-Kundendienst' },

  // Solar
  'Rooftop photovoltaics': { fr: 'Photovoltaïque en toiture', de: 'Aufdach-Photovoltaik' },
  'Home batteries': { fr: 'Batteries domestiques', de: 'Heimspeicher' },
  'Solar carports': { fr: 'Carports solaires', de: 'Solarcarports' },
  'Heat pump coupling': { fr: 'Couplage avec une pompe à chaleur', de: 'Kopplung mit Wärmepumpen' },
  'Monitoring and maintenance': { fr: 'Suivi et maintenance', de: 'Monitoring und Wartung' },
  'Agricultural roofs': { fr: 'Toitures agricoles', de: 'Landwirtschaftliche Dächer' },
  'Klimabonus paperwork': { fr: 'Dossiers Klimabonus', de: 'Abwicklung der Klimabonus-Anträge' },
  'SMA certified installer': { fr: 'Installateur certifié SMA', de: 'SMA-zertifizierter Installateur' },
  'Fronius Service Partner': { fr: 'Fronius Service Partner', de: 'Fronius Service Partner' },
  'Certified battery storage installer': {
    fr: 'Installateur certifié de systèmes de stockage par batterie',
    de: 'Zertifizierter Installateur für Batteriespeicher',
  },

  // Interior design
  'Space planning': { fr: 'Aménagement d’espaces', de: 'Raumplanung' },
  'Kitchen design': { fr: 'Conception de cuisines', de: 'Küchenplanung' },
  '3D visualisation': { fr: 'Visualisation 3D', de: '3D-Visualisierung' },
  'Lighting plans': { fr: 'Plans d’éclairage', de: 'Lichtkonzepte' },
  'Home staging': { fr: 'Home staging', de: 'Home Staging' },
  'Colour consulting': { fr: 'Conseil en couleurs', de: 'Farbberatung' },
  'Office interiors': { fr: 'Aménagement de bureaux', de: 'Büroeinrichtung' },
  'Certified home stager': { fr: 'Home stager certifié', de: 'Zertifizierter Home Stager' },
  'Feng shui consultant training': {
    fr: 'Formation de consultant feng shui',
    de: 'Ausbildung zum Feng-Shui-Berater',
  },
  'Member of the OAI (Ordre des Architectes et des Ingénieurs-Conseils)': {
    fr: 'Membre de l’OAI (Ordre des Architectes et des Ingénieurs-Conseils)',
    de: 'Mitglied des OAI (Ordre des Architectes et des Ingénieurs-Conseils)',
  },
  'Best of Houzz 2025 – Design': { fr: 'Best of Houzz 2025 – Design', de: 'Best of Houzz 2025 – Design' },

  // Pest control
  'Rats and mice': { fr: 'Rats et souris', de: 'Ratten und Mäuse' },
  'Wasp and hornet nests': { fr: 'Nids de guêpes et de frelons', de: 'Wespen- und Hornissennester' },
  Cockroaches: { fr: 'Cafards', de: 'Kakerlaken' },
  'Bed bugs': { fr: 'Punaises de lit', de: 'Bettwanzen' },
  'Pigeon deterrents': { fr: 'Dispositifs anti-pigeons', de: 'Taubenabwehr' },
  'Marten control': { fr: 'Lutte contre les fouines', de: 'Marderabwehr' },
  Disinfection: { fr: 'Désinfection', de: 'Desinfektion' },
  'CEPA Certified': { fr: 'Certifié CEPA', de: 'CEPA-zertifiziert' },
  'Biocide professional-use certificate (Ministry of the Environment)': {
    fr: 'Certificat d’utilisation professionnelle de produits biocides (ministère de l’Environnement)',
    de: 'Sachkundenachweis für die berufliche Verwendung von Biozidprodukten (Umweltministerium)',
  },

  // Legal
  'Employment law': { fr: 'Droit du travail', de: 'Arbeitsrecht' },
  'Tenancy law': { fr: 'Droit du bail', de: 'Mietrecht' },
  'Family law': { fr: 'Droit de la famille', de: 'Familienrecht' },
  'Company law': { fr: 'Droit des sociétés', de: 'Gesellschaftsrecht' },
  'Real estate law': { fr: 'Droit immobilier', de: 'Immobilienrecht' },
  'Debt recovery': { fr: 'Recouvrement de créances', de: 'Forderungsbeitreibung' },
  'Inheritance law': { fr: 'Droit des successions', de: 'Erbrecht' },
  'Criminal defence': { fr: 'Défense pénale', de: 'Strafverteidigung' },
  'Accredited mediator (Ministry of Justice)': {
    fr: 'Médiateur agréé (ministère de la Justice)',
    de: 'Zugelassener Mediator (Justizministerium)',
  },
  'Certificate in Luxembourg tax law': {
    fr: 'Certificat en droit fiscal luxembourgeois',
    de: 'Zertifikat im luxemburgischen Steuerrecht',
  },
  'Member of the Luxembourg Bar': {
    fr: 'Membre du Barreau de Luxembourg',
    de: 'Mitglied der Rechtsanwaltskammer Luxemburg',
  },
  'Member of the Diekirch Bar': {
    fr: 'Membre du Barreau de Diekirch',
    de: 'Mitglied der Rechtsanwaltskammer Diekirch',
  },

  // Accounting
  Bookkeeping: { fr: 'Tenue de comptabilité', de: 'Buchhaltung' },
  'VAT returns': { fr: 'Déclarations de TVA', de: 'Mehrwertsteuererklärungen' },
  Payroll: { fr: 'Gestion des salaires', de: 'Lohnabrechnung' },
  'Annual accounts': { fr: 'Comptes annuels', de: 'Jahresabschlüsse' },
  'Personal tax returns': { fr: 'Déclarations d’impôt des particuliers', de: 'Einkommensteuererklärungen' },
  'Company formation': { fr: 'Création de sociétés', de: 'Unternehmensgründung' },
  Domiciliation: { fr: 'Domiciliation de sociétés', de: 'Domizilierung von Gesellschaften' },
  'eCDF filing partner': {
    fr: 'Partenaire agréé pour les dépôts eCDF',
    de: 'Zugelassener Partner für eCDF-Einreichungen',
  },
  'Expert-comptable (Ordre des Experts-Comptables)': {
    fr: 'Expert-comptable (Ordre des Experts-Comptables)',
    de: 'Expert-comptable (Ordre des Experts-Comptables)',
  },
  'Réviseur d’entreprises agréé (IRE)': {
    fr: 'Réviseur d’entreprises agréé (IRE)',
    de: 'Réviseur d’entreprises agréé (IRE)',
  },
  'Accounting professional licence (Ministry of the Economy)': {
    fr: 'Autorisation d’établissement – professionnel de la comptabilité (ministère de l’Économie)',
    de: 'Niederlassungsgenehmigung – Buchhaltungsberuf (Wirtschaftsministerium)',
  },

  // IT support
  'Managed IT for SMEs': { fr: 'Infogérance pour PME', de: 'IT-Betreuung für KMU' },
  'Microsoft 365': { fr: 'Microsoft 365', de: 'Microsoft 365' },
  'Network and Wi-Fi': { fr: 'Réseau et Wi-Fi', de: 'Netzwerk und WLAN' },
  'Backups and recovery': { fr: 'Sauvegardes et restauration', de: 'Datensicherung und Wiederherstellung' },
  'Cybersecurity audits': { fr: 'Audits de cybersécurité', de: 'Cybersicherheits-Audits' },
  'Home office setup': {
    fr: 'Installation de postes en télétravail',
    de: 'Einrichtung von Homeoffice-Arbeitsplätzen',
  },
  'Hardware repair': { fr: 'Réparation de matériel informatique', de: 'Hardware-Reparatur' },
  'Microsoft Solutions Partner': {
    fr: 'Partenaire de solutions Microsoft',
    de: 'Microsoft Solutions Partner',
  },
  'Cisco CCNA': { fr: 'Cisco CCNA', de: 'Cisco CCNA' },
  'ISO/IEC 27001 Lead Implementer': {
    fr: 'ISO/IEC 27001 Lead Implementer',
    de: 'ISO/IEC 27001 Lead Implementer',
  },
  'Fortinet NSE 4': { fr: 'Fortinet NSE 4', de: 'Fortinet NSE 4' },

  // Web development
  'Business websites': { fr: 'Sites web d’entreprise', de: 'Firmenwebsites' },
  'Online shops': { fr: 'Boutiques en ligne', de: 'Onlineshops' },
  'Multilingual sites': { fr: 'Sites multilingues', de: 'Mehrsprachige Websites' },
  SEO: { fr: 'Référencement naturel (SEO)', de: 'Suchmaschinenoptimierung (SEO)' },
  'Web accessibility': { fr: 'Accessibilité numérique', de: 'Digitale Barrierefreiheit' },
  'Website maintenance': { fr: 'Maintenance de sites web', de: 'Website-Wartung' },
  'Booking systems': { fr: 'Systèmes de réservation', de: 'Buchungssysteme' },
  'Google Partner': { fr: 'Google Partner', de: 'Google Partner' },
  'Shopify Partner': { fr: 'Shopify Partner', de: 'Shopify Partner' },
  'Web accessibility specialist (IAAP WAS)': {
    fr: 'Spécialiste en accessibilité web (IAAP WAS)',
    de: 'Spezialist für Web-Barrierefreiheit (IAAP WAS)',
  },
  'Luxembourg Web Awards – shortlist 2024': {
    fr: 'Luxembourg Web Awards – présélection 2024',
    de: 'Luxembourg Web Awards – Shortlist 2024',
  },

  // Translation
  'Sworn translations': { fr: 'Traductions assermentées', de: 'Beglaubigte Übersetzungen' },
  'Legal translations': { fr: 'Traductions juridiques', de: 'Juristische Übersetzungen' },
  'Financial translations': { fr: 'Traductions financières', de: 'Finanzübersetzungen' },
  Luxembourgish: { fr: 'Luxembourgeois', de: 'Luxemburgisch' },
  'Conference interpreting': { fr: 'Interprétation de conférence', de: 'Konferenzdolmetschen' },
  Proofreading: { fr: 'Relecture', de: 'Korrekturlesen' },
  'Website localisation': { fr: 'Localisation de sites web', de: 'Website-Lokalisierung' },
  'ISO 17100': { fr: 'ISO 17100', de: 'ISO 17100' },
  'Member of ALTI (Luxembourg translators and interpreters)': {
    fr: 'Membre de l’ALTI (Association luxembourgeoise des traducteurs et interprètes)',
    de: 'Mitglied der ALTI (Luxemburger Verband der Übersetzer und Dolmetscher)',
  },
  'Sworn translator (Cour supérieure de justice)': {
    fr: 'Traducteur assermenté (Cour supérieure de justice)',
    de: 'Vereidigter Übersetzer (Cour supérieure de justice)',
  },

  // Photography
  Weddings: { fr: 'Mariages', de: 'Hochzeiten' },
  'Corporate portraits': { fr: 'Portraits d’entreprise', de: 'Business-Porträts' },
  'Product photography': { fr: 'Photographie de produits', de: 'Produktfotografie' },
  Events: { fr: 'Événements', de: 'Veranstaltungen' },
  'Real estate photography': { fr: 'Photographie immobilière', de: 'Immobilienfotografie' },
  'Drone photography': { fr: 'Photographie par drone', de: 'Drohnenfotografie' },
  'Family shoots': { fr: 'Séances photo en famille', de: 'Familienshootings' },
  'EU drone operator certificate (A2)': {
    fr: 'Certificat européen de télépilote (A2)',
    de: 'EU-Drohnenführerschein (A2)',
  },
  'Qualified European Photographer (FEP)': {
    fr: 'Qualified European Photographer (FEP)',
    de: 'Qualified European Photographer (FEP)',
  },
  'Drone operator registration (DAC Luxembourg)': {
    fr: 'Enregistrement d’exploitant de drones (DAC Luxembourg)',
    de: 'Registrierung als Drohnenbetreiber (DAC Luxembourg)',
  },
  'Luxembourg Wedding Awards – finalist 2025': {
    fr: 'Luxembourg Wedding Awards – finaliste 2025',
    de: 'Luxembourg Wedding Awards – Finalist 2025',
  },

  // Hand-written demo businesses (demo-data.ts)
  'Boiler service': { fr: 'Entretien de chaudières', de: 'Heizkesselwartung' },
  'EV chargers': { fr: 'Bornes de recharge', de: 'Wallboxen' },
  Photovoltaics: { fr: 'Photovoltaïque', de: 'Photovoltaik' },
  'Network security': { fr: 'Sécurité réseau', de: 'Netzwerksicherheit' },
  Facades: { fr: 'Façades', de: 'Fassaden' },
  Wallpaper: { fr: 'Papier peint', de: 'Tapeten' },
  Gutters: { fr: 'Gouttières', de: 'Dachrinnen' },
  'Door opening': { fr: 'Ouverture de portes', de: 'Türöffnungen' },
}

/**
 * Awards carry a year: the same award of another year (or the other Bar) is translated by pattern,
 * `$1` standing for the captured part.
 */
export const PROVIDER_LABEL_PATTERNS: ReadonlyArray<{ pattern: RegExp; fr: string; de: string }> = [
  {
    pattern: /^LuxPro Top Rated (\d{4})$/,
    fr: 'LuxPro – Parmi les mieux notés $1',
    de: 'LuxPro – Top bewertet $1',
  },
  {
    pattern: /^LuxPro Customer Choice (\d{4})$/,
    fr: 'LuxPro – Le choix des clients $1',
    de: 'LuxPro – Kundenfavorit $1',
  },
  {
    pattern: /^Meilleur artisan de l’année (\d{4}) – Chambre des Métiers$/,
    fr: 'Meilleur artisan de l’année $1 – Chambre des Métiers',
    de: 'Bester Handwerker des Jahres $1 – Chambre des Métiers',
  },
  {
    pattern: /^Prix de l’Innovation dans l’Artisanat (\d{4})$/,
    fr: 'Prix de l’Innovation dans l’Artisanat $1',
    de: 'Prix de l’Innovation dans l’Artisanat $1 (Innovationspreis im Handwerk)',
  },
  {
    pattern: /^Luxembourg Web Awards – shortlist (\d{4})$/,
    fr: 'Luxembourg Web Awards – présélection $1',
    de: 'Luxembourg Web Awards – Shortlist $1',
  },
  {
    pattern: /^Luxembourg Wedding Awards – finalist (\d{4})$/,
    fr: 'Luxembourg Wedding Awards – finaliste $1',
    de: 'Luxembourg Wedding Awards – Finalist $1',
  },
  {
    pattern: /^Member of the (Diekirch|Luxembourg) Bar$/,
    fr: 'Membre du Barreau de $1',
    de: 'Mitglied der Rechtsanwaltskammer $1',
  },
]

const GERMAN_PLACE_NAMES: Record<string, string> = { Luxembourg: 'Luxemburg' }

/**
 * A provider's specialty, certification, licence or award in the interface language: the English
 * as stored for 'en', the translation for 'fr' and 'de', and the text unchanged when it is unknown
 * (a label a provider typed in, say).
 */
export function localizeProviderLabel(text: string, language: 'en' | 'fr' | 'de'): string {
  if (language !== 'fr' && language !== 'de') return text
  const label = PROVIDER_LABELS[text] ?? PROVIDER_LABELS[text.replaceAll("'", '’')]
  if (label) return label[language]
  const normalized = text.replaceAll("'", '’')
  for (const entry of PROVIDER_LABEL_PATTERNS) {
    const match = entry.pattern.exec(normalized)
    if (!match) continue
    return entry[language].replace(/\$(\d)/g, (_, group: string) => {
      const value = match[Number(group)] ?? ''
      return language === 'de' ? (GERMAN_PLACE_NAMES[value] ?? value) : value
    })
  }
  return text
}
