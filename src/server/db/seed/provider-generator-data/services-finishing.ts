import type { CategorySlug } from '@shared/catalog/categories'
import { type ServiceTemplate, service as s } from './types'

export const FINISHING_SERVICES = {
  painting: [
    s(
      'm2',
      18,
      35,
      ['Interior wall painting', 'Peinture des murs intérieurs', 'Innenwände streichen'],
      [
        'Two coats on prepared walls, paint included.',
        'Deux couches sur murs préparés, peinture comprise.',
        'Zwei Anstriche auf vorbereiteten Wänden, inklusive Farbe.',
      ],
    ),
    s(
      'm2',
      20,
      38,
      ['Ceiling painting', 'Peinture de plafond', 'Decke streichen'],
      [
        'Filling, sanding and two coats of matt paint.',
        'Rebouchage, ponçage et deux couches de peinture mate.',
        'Spachteln, Schleifen und zwei Anstriche mit matter Farbe.',
      ],
    ),
    s(
      'm2',
      35,
      70,
      ['Facade painting', 'Peinture de façade', 'Fassadenanstrich'],
      [
        'Cleaning, primer and two coats of facade paint, scaffolding quoted separately.',
        'Nettoyage, fond dur et deux couches de peinture façade, échafaudage en sus.',
        'Reinigung, Grundierung und zwei Anstriche mit Fassadenfarbe, Gerüst separat.',
      ],
    ),
    s(
      'm2',
      25,
      45,
      ['Wallpapering', 'Pose de papier peint', 'Tapezieren'],
      [
        'Removal of old paper and hanging of the new one, paper not included.',
        'Décollage de l’ancien papier et pose du nouveau, papier non compris.',
        'Entfernen der alten und Anbringen der neuen Tapete, Tapete nicht inbegriffen.',
      ],
    ),
    s(
      'unit',
      180,
      350,
      ['Door lacquering', 'Laquage de porte', 'Türen lackieren'],
      [
        'Sanding and lacquering of an interior door and its frame, both sides.',
        'Ponçage et laquage d’une porte intérieure et de son huisserie, deux faces.',
        'Schleifen und Lackieren einer Innentür samt Zarge, beidseitig.',
      ],
    ),
    s(
      'hour',
      55,
      75,
      ['Painter, hourly rate', 'Peintre, tarif horaire', 'Maler, Stundensatz'],
      [
        'Touch-ups and small jobs billed by the hour.',
        'Retouches et petits travaux facturés à l’heure.',
        'Ausbesserungen und kleine Arbeiten nach Stunden.',
      ],
    ),
  ],
  carpentry: [
    s(
      'hour',
      60,
      85,
      ['Carpenter, hourly rate', 'Menuisier, tarif horaire', 'Schreiner, Stundensatz'],
      [
        'Adjustments, repairs and small fittings on site.',
        'Réglages, réparations et petits aménagements sur place.',
        'Einstellungen, Reparaturen und kleine Einbauten vor Ort.',
      ],
    ),
    s(
      'job',
      2500,
      7500,
      ['Made-to-measure wardrobe', 'Dressing sur mesure', 'Einbauschrank nach Maß'],
      [
        'Designed, built in the workshop and fitted, including doors and interior fittings.',
        'Conçu, fabriqué à l’atelier et posé, portes et aménagements intérieurs compris.',
        'Geplant, in der Werkstatt gefertigt und montiert, inklusive Türen und Innenausstattung.',
      ],
    ),
    s(
      'unit',
      450,
      1100,
      ['Interior door fitting', 'Pose de porte intérieure', 'Innentür einbauen'],
      [
        'Door, frame and handle supplied and fitted.',
        'Porte, huisserie et poignée fournies et posées.',
        'Tür, Zarge und Drücker geliefert und eingebaut.',
      ],
    ),
    s(
      'm2',
      45,
      95,
      ['Parquet laying', 'Pose de parquet', 'Parkett verlegen'],
      [
        'Floating or glued parquet, skirting boards included, wood priced separately.',
        'Parquet flottant ou collé, plinthes comprises, bois en sus.',
        'Schwimmend oder verklebt, inklusive Sockelleisten, Holz separat.',
      ],
    ),
    s(
      'm2',
      140,
      260,
      ['Wooden terrace', 'Terrasse en bois', 'Holzterrasse'],
      [
        'Substructure and boards in larch, oak or composite.',
        'Structure et lames en mélèze, chêne ou composite.',
        'Unterkonstruktion und Dielen aus Lärche, Eiche oder WPC.',
      ],
    ),
    s(
      'job',
      1800,
      4500,
      ['Kitchen fitting', 'Montage de cuisine', 'Küchenmontage'],
      [
        'Assembly and installation of a fitted kitchen, worktop cut-outs included.',
        'Montage et installation d’une cuisine équipée, découpes du plan de travail comprises.',
        'Aufbau und Einbau einer Einbauküche, inklusive Ausschnitte in der Arbeitsplatte.',
      ],
    ),
  ],
  roofing: [
    s(
      'job',
      150,
      300,
      ['Roof inspection', 'Inspection de toiture', 'Dachinspektion'],
      [
        'Visual check of the roof, gutters and flashing, with photos and a report.',
        'Contrôle visuel de la toiture, des gouttières et des raccords, avec photos et rapport.',
        'Sichtprüfung von Dach, Rinnen und Anschlüssen, mit Fotos und Bericht.',
      ],
    ),
    s(
      'm2',
      140,
      220,
      ['Natural slate roof', 'Couverture en ardoise naturelle', 'Naturschieferdach'],
      [
        'New slate covering on battens, underlay included.',
        'Nouvelle couverture en ardoise sur lattage, écran sous-toiture compris.',
        'Neue Schiefereindeckung auf Lattung, inklusive Unterspannbahn.',
      ],
    ),
    s(
      'm2',
      90,
      160,
      ['Flat roof waterproofing', 'Étanchéité de toit plat', 'Flachdachabdichtung'],
      [
        'Bitumen or EPDM membrane with insulation upgrade on request.',
        'Membrane bitume ou EPDM, avec renforcement de l’isolation sur demande.',
        'Bitumen- oder EPDM-Abdichtung, auf Wunsch mit verbesserter Dämmung.',
      ],
    ),
    s(
      'm2',
      80,
      150,
      ['Roof insulation', 'Isolation de toiture', 'Dachdämmung'],
      [
        'Insulation between and over rafters, eligible for Klimabonus.',
        'Isolation entre et sur chevrons, éligible au Klimabonus.',
        'Zwischen- und Aufsparrendämmung, förderfähig über Klimabonus.',
      ],
    ),
    s(
      'unit',
      55,
      95,
      ['Gutter replacement', 'Remplacement de gouttière', 'Dachrinne erneuern'],
      [
        'Zinc gutter, price per metre including brackets.',
        'Gouttière en zinc, prix au mètre crochets compris.',
        'Zinkrinne, Preis pro Meter inklusive Halterungen.',
      ],
    ),
    s(
      'unit',
      1400,
      2600,
      ['Roof window installation', 'Pose de fenêtre de toit', 'Dachfenster einbauen'],
      [
        'Supply and fitting of a roof window with flashing and interior finish.',
        'Fourniture et pose d’une fenêtre de toit avec raccord et finition intérieure.',
        'Lieferung und Einbau eines Dachfensters mit Eindeckrahmen und Innenverkleidung.',
      ],
    ),
  ],
} satisfies Partial<Record<CategorySlug, ServiceTemplate[]>>
