import type { CategorySlug } from '@shared/catalog/categories'
import { type ServiceTemplate, service as s } from './types'

export const RENOVATION_SERVICES = {
  renovation: [
    s(
      'm2',
      750,
      1500,
      ['Complete home renovation', 'Rénovation complète', 'Komplettsanierung'],
      [
        'All trades coordinated, per square metre of living space.',
        'Tous corps de métier coordonnés, au mètre carré habitable.',
        'Alle Gewerke koordiniert, pro Quadratmeter Wohnfläche.',
      ],
    ),
    s(
      'job',
      9000,
      22000,
      ['Bathroom renovation', 'Rénovation de salle de bains', 'Badsanierung'],
      [
        'Demolition, plumbing, tiling and fittings, handed over ready to use.',
        'Démolition, plomberie, carrelage et équipements, livrée prête à l’emploi.',
        'Abriss, Installation, Fliesen und Ausstattung, schlüsselfertig übergeben.',
      ],
    ),
    s(
      'job',
      9000,
      28000,
      ['Kitchen renovation', 'Rénovation de cuisine', 'Küchensanierung'],
      [
        'Removal of the old kitchen, electrics, plumbing, walls and fitting of the new one.',
        'Dépose de l’ancienne cuisine, électricité, plomberie, murs et pose de la nouvelle.',
        'Ausbau der alten Küche, Elektrik, Wasser, Wände und Einbau der neuen.',
      ],
    ),
    s(
      'm2',
      55,
      95,
      ['Drywall partitions', 'Cloisons en plaques de plâtre', 'Trockenbauwände'],
      [
        'Metal studs, insulation and boards, ready for painting.',
        'Ossature métallique, isolant et plaques, prêtes à peindre.',
        'Metallständer, Dämmung und Platten, malerfertig.',
      ],
    ),
    s(
      'm2',
      900,
      1600,
      ['Attic conversion', 'Aménagement de combles', 'Dachgeschossausbau'],
      [
        'Insulation, floor, partitions, windows and finishes to turn an attic into living space.',
        'Isolation, plancher, cloisons, fenêtres et finitions pour transformer des combles en pièce de vie.',
        'Dämmung, Boden, Wände, Fenster und Ausbau, um den Dachboden bewohnbar zu machen.',
      ],
    ),
    s(
      'day',
      450,
      750,
      ['Project management', 'Conduite de chantier', 'Bauleitung'],
      [
        'Planning, ordering and supervision of the trades, per day.',
        'Planification, commandes et suivi des corps de métier, à la journée.',
        'Planung, Bestellungen und Überwachung der Gewerke, pro Tag.',
      ],
    ),
  ],
  solar: [
    s(
      'unit',
      1300,
      1900,
      [
        'Rooftop photovoltaic system',
        'Installation photovoltaïque en toiture',
        'Photovoltaikanlage auf dem Dach',
      ],
      [
        'Panels, inverter, mounting and grid connection, price per kWp installed.',
        'Panneaux, onduleur, fixations et raccordement, prix par kWc installé.',
        'Module, Wechselrichter, Montage und Netzanschluss, Preis pro installiertem kWp.',
      ],
    ),
    s(
      'unit',
      600,
      950,
      ['Home battery', 'Batterie domestique', 'Heimspeicher'],
      [
        'Lithium storage to use more of your own power, price per kWh of capacity.',
        'Stockage lithium pour consommer davantage votre propre électricité, prix par kWh de capacité.',
        'Lithium-Speicher für mehr Eigenverbrauch, Preis pro kWh Kapazität.',
      ],
    ),
    s(
      'job',
      150,
      300,
      ['Site visit and yield study', 'Visite et étude de rendement', 'Vor-Ort-Termin mit Ertragsprognose'],
      [
        'Roof check, shading analysis and yield forecast, deducted from the order.',
        'Contrôle du toit, analyse des ombrages et prévision de rendement, déduits de la commande.',
        'Dachprüfung, Verschattungsanalyse und Ertragsprognose, bei Auftrag verrechnet.',
      ],
    ),
    s(
      'job',
      180,
      350,
      ['Annual maintenance', 'Maintenance annuelle', 'Jährliche Wartung'],
      [
        'Inspection, electrical tests and monitoring check of an existing system.',
        'Inspection, mesures électriques et vérification du suivi d’une installation existante.',
        'Inspektion, elektrische Messungen und Überprüfung des Monitorings einer bestehenden Anlage.',
      ],
    ),
    s(
      'job',
      1200,
      2800,
      ['Inverter replacement', 'Remplacement d’onduleur', 'Wechselrichtertausch'],
      [
        'New inverter installed and configured, old one recycled.',
        'Nouvel onduleur installé et paramétré, ancien appareil recyclé.',
        'Neuer Wechselrichter montiert und eingerichtet, Altgerät recycelt.',
      ],
    ),
    s(
      'job',
      900,
      1800,
      ['Solar-powered wallbox', 'Borne de recharge solaire', 'PV-geführte Wallbox'],
      [
        'Wallbox that charges the car with surplus solar power.',
        'Borne qui recharge la voiture avec le surplus de production solaire.',
        'Wallbox, die das Auto mit überschüssigem Solarstrom lädt.',
      ],
    ),
  ],
  'appliance-repair': [
    s(
      'job',
      65,
      95,
      ['Diagnostic visit', 'Déplacement et diagnostic', 'Anfahrt und Diagnose'],
      [
        'Home visit and fault finding, deducted if you go ahead with the repair.',
        'Déplacement et recherche de panne, déduits si la réparation est acceptée.',
        'Anfahrt und Fehlersuche, bei Reparaturauftrag verrechnet.',
      ],
    ),
    s(
      'job',
      120,
      320,
      ['Washing machine repair', 'Réparation de lave-linge', 'Waschmaschinen-Reparatur'],
      [
        'Pump, heating element, bearings or electronics, parts included up to the price shown.',
        'Pompe, résistance, roulements ou électronique, pièces comprises jusqu’au prix indiqué.',
        'Pumpe, Heizstab, Lager oder Elektronik, Teile bis zum angegebenen Preis inklusive.',
      ],
    ),
    s(
      'job',
      110,
      300,
      ['Dishwasher repair', 'Réparation de lave-vaisselle', 'Geschirrspüler-Reparatur'],
      [
        'Leaks, drainage faults and error codes on all major brands.',
        'Fuites, problèmes de vidange et codes d’erreur sur toutes les grandes marques.',
        'Undichtigkeiten, Abpumpprobleme und Fehlercodes bei allen großen Marken.',
      ],
    ),
    s(
      'job',
      130,
      350,
      ['Oven and hob repair', 'Réparation de four et de plaque', 'Backofen- und Kochfeld-Reparatur'],
      [
        'Heating elements, thermostats and induction boards.',
        'Résistances, thermostats et cartes d’induction.',
        'Heizelemente, Thermostate und Induktionsplatinen.',
      ],
    ),
    s(
      'job',
      140,
      380,
      ['Fridge and freezer repair', 'Réparation de réfrigérateur', 'Kühlschrank-Reparatur'],
      [
        'Cooling faults, thermostats and door seals.',
        'Pannes de froid, thermostats et joints de porte.',
        'Kühlprobleme, Thermostate und Türdichtungen.',
      ],
    ),
    s(
      'job',
      80,
      180,
      ['Coffee machine service', 'Entretien de machine à café', 'Kaffeevollautomat-Service'],
      [
        'Descaling, seals and grinder check for bean-to-cup machines.',
        'Détartrage, joints et contrôle du broyeur pour machines à grains.',
        'Entkalkung, Dichtungen und Mahlwerkprüfung für Vollautomaten.',
      ],
    ),
  ],
} satisfies Partial<Record<CategorySlug, ServiceTemplate[]>>
