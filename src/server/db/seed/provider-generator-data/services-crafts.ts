import type { CategorySlug } from '@shared/catalog/categories'
import { type ServiceTemplate, service as s } from './types'

export const CRAFT_SERVICES = {
  plumbing: [
    s(
      'job',
      90,
      140,
      ['Emergency call-out', 'Dépannage urgent', 'Notdienst-Einsatz'],
      [
        'Same-day visit for leaks, burst pipes and blocked toilets, first half hour included.',
        'Intervention le jour même pour fuites, tuyaux éclatés et WC bouchés, première demi-heure comprise.',
        'Einsatz am selben Tag bei Lecks, Rohrbrüchen und verstopften Toiletten, erste halbe Stunde inklusive.',
      ],
    ),
    s(
      'hour',
      65,
      95,
      ['Plumber, hourly rate', 'Plombier, tarif horaire', 'Installateur, Stundensatz'],
      [
        'Repairs and small installations, billed per hour worked on site.',
        'Réparations et petites installations, facturées à l’heure sur place.',
        'Reparaturen und kleine Installationen, nach Arbeitsstunden vor Ort abgerechnet.',
      ],
    ),
    s(
      'job',
      120,
      280,
      ['Drain unblocking', 'Débouchage de canalisation', 'Rohrreinigung'],
      [
        'Sink, shower or toilet drain cleared with a spiral or high-pressure jet.',
        'Évier, douche ou WC débouché au furet ou au jet haute pression.',
        'Spüle, Dusche oder WC mit Spirale oder Hochdruck gereinigt.',
      ],
    ),
    s(
      'job',
      110,
      220,
      ['Tap or mixer replacement', 'Remplacement de robinet', 'Austausch der Armatur'],
      [
        'Removal of the old tap and fitting of the new one, parts charged separately.',
        'Dépose de l’ancien robinet et pose du nouveau, pièces facturées à part.',
        'Abbau der alten und Montage der neuen Armatur, Material wird separat berechnet.',
      ],
    ),
    s(
      'job',
      1400,
      2800,
      ['Water heater replacement', 'Remplacement de chauffe-eau', 'Austausch des Warmwasserbereiters'],
      [
        'New electric or heat-pump water heater, installed and connected, old unit taken away.',
        'Nouveau chauffe-eau électrique ou thermodynamique posé et raccordé, ancien appareil évacué.',
        'Neuer Elektro- oder Wärmepumpenspeicher, montiert und angeschlossen, Altgerät wird entsorgt.',
      ],
    ),
    s(
      'job',
      450,
      950,
      ['Toilet replacement', 'Remplacement de WC', 'WC-Austausch'],
      [
        'Standard or wall-hung toilet, including removal of the old one.',
        'WC classique ou suspendu, dépose de l’ancien comprise.',
        'Stand- oder Wand-WC, inklusive Abbau des alten.',
      ],
    ),
    s(
      'job',
      6500,
      18000,
      [
        'Complete bathroom installation',
        'Installation de salle de bains complète',
        'Komplettbad-Installation',
      ],
      [
        'Plumbing, shower, bathtub, basin and toilet for a new or renovated bathroom.',
        'Plomberie, douche, baignoire, lavabo et WC pour une salle de bains neuve ou rénovée.',
        'Leitungen, Dusche, Badewanne, Waschtisch und WC für ein neues oder renoviertes Bad.',
      ],
    ),
  ],
  electrical: [
    s(
      'hour',
      65,
      90,
      ['Electrician, hourly rate', 'Électricien, tarif horaire', 'Elektriker, Stundensatz'],
      [
        'Repairs, extensions and small installations, billed per hour on site.',
        'Réparations, extensions et petites installations, facturées à l’heure sur place.',
        'Reparaturen, Erweiterungen und kleine Installationen, nach Stunden abgerechnet.',
      ],
    ),
    s(
      'job',
      85,
      130,
      ['Breakdown call-out', 'Dépannage électrique', 'Störungseinsatz'],
      [
        'Power cut, tripping breaker or faulty socket: diagnosis and first repair.',
        'Coupure, disjoncteur qui saute ou prise défectueuse : diagnostic et première réparation.',
        'Stromausfall, auslösende Sicherung oder defekte Steckdose: Diagnose und erste Reparatur.',
      ],
    ),
    s(
      'job',
      1200,
      2400,
      ['EV wallbox installation', 'Installation de borne de recharge', 'Installation einer Wallbox'],
      [
        '11 kW wallbox with dedicated line and protection, ready for the Klimabonus application.',
        'Borne de 11 kW avec ligne dédiée et protections, prête pour la demande Klimabonus.',
        '11-kW-Wallbox mit eigener Leitung und Absicherung, bereit für den Klimabonus-Antrag.',
      ],
    ),
    s(
      'job',
      1200,
      2500,
      ['Fuse box replacement', 'Remplacement du tableau électrique', 'Erneuerung des Sicherungskastens'],
      [
        'New consumer unit with residual-current devices, labelled and certified.',
        'Nouveau tableau avec différentiels, repéré et certifié.',
        'Neuer Verteiler mit FI-Schutzschaltern, beschriftet und abgenommen.',
      ],
    ),
    s(
      'unit',
      80,
      150,
      ['Socket or switch installation', 'Pose de prise ou d’interrupteur', 'Steckdose oder Schalter setzen'],
      [
        'Price per point, cable run and finishing included.',
        'Prix par point, passage de câble et finitions compris.',
        'Preis pro Anschlusspunkt, inklusive Leitungsführung und Abschluss.',
      ],
    ),
    s(
      'm2',
      90,
      150,
      ['Complete rewiring', 'Rénovation électrique complète', 'Komplette Neuverkabelung'],
      [
        'Full renewal of an older installation, priced per square metre of living space.',
        'Remise à neuf complète d’une ancienne installation, au mètre carré habitable.',
        'Vollständige Erneuerung einer Altinstallation, pro Quadratmeter Wohnfläche.',
      ],
    ),
    s(
      'job',
      250,
      450,
      ['Electrical safety inspection', 'Contrôle de l’installation électrique', 'Elektro-Sicherheitsprüfung'],
      [
        'Inspection with written report, for a sale, a rental or peace of mind.',
        'Contrôle avec rapport écrit, pour une vente, une location ou votre tranquillité.',
        'Prüfung mit schriftlichem Bericht, für Verkauf, Vermietung oder die eigene Sicherheit.',
      ],
    ),
  ],
  heating: [
    s(
      'job',
      160,
      260,
      ['Annual boiler service', 'Entretien annuel de chaudière', 'Jährliche Heizungswartung'],
      [
        'Cleaning, combustion check and safety test of a gas or oil boiler.',
        'Nettoyage, analyse de combustion et contrôle de sécurité d’une chaudière gaz ou mazout.',
        'Reinigung, Abgasmessung und Sicherheitsprüfung eines Gas- oder Ölkessels.',
      ],
    ),
    s(
      'job',
      14000,
      26000,
      ['Heat pump installation', 'Installation de pompe à chaleur', 'Installation einer Wärmepumpe'],
      [
        'Air-to-water heat pump for a house, before Klimabonus subsidies.',
        'Pompe à chaleur air-eau pour une maison, avant déduction des aides Klimabonus.',
        'Luft-Wasser-Wärmepumpe für ein Einfamilienhaus, vor Abzug der Klimabonus-Förderung.',
      ],
    ),
    s(
      'job',
      6500,
      11000,
      [
        'Condensing boiler replacement',
        'Remplacement par une chaudière à condensation',
        'Austausch gegen Brennwertkessel',
      ],
      [
        'Removal of the old boiler and installation of a new condensing model.',
        'Dépose de l’ancienne chaudière et pose d’un modèle à condensation.',
        'Ausbau des alten Kessels und Einbau eines neuen Brennwertgeräts.',
      ],
    ),
    s(
      'm2',
      55,
      95,
      ['Underfloor heating', 'Chauffage au sol', 'Fußbodenheizung'],
      [
        'Pipes, manifold and insulation, priced per square metre of floor.',
        'Tubes, collecteur et isolation, au mètre carré de sol.',
        'Rohre, Verteiler und Dämmung, pro Quadratmeter Bodenfläche.',
      ],
    ),
    s(
      'unit',
      380,
      750,
      ['Radiator replacement', 'Remplacement de radiateur', 'Heizkörpertausch'],
      [
        'New radiator with thermostatic valve, fitted and bled.',
        'Nouveau radiateur avec robinet thermostatique, posé et purgé.',
        'Neuer Heizkörper mit Thermostatventil, montiert und entlüftet.',
      ],
    ),
    s(
      'job',
      120,
      180,
      ['Heating breakdown call-out', 'Dépannage chauffage', 'Heizungs-Notdienst'],
      [
        'No heating or hot water: diagnosis and repair when parts are on board.',
        'Plus de chauffage ni d’eau chaude : diagnostic et réparation si les pièces sont disponibles.',
        'Keine Heizung oder kein Warmwasser: Diagnose und Reparatur, wenn Teile vorrätig sind.',
      ],
    ),
  ],
} satisfies Partial<Record<CategorySlug, ServiceTemplate[]>>
