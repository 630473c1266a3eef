import type { CategorySlug } from '@shared/catalog/categories'
import { type ServiceTemplate, service as s } from './types'

export const BUILDING_SERVICES = {
  masonry: [
    s(
      'hour',
      55,
      75,
      ['Mason, hourly rate', 'Maçon, tarif horaire', 'Maurer, Stundensatz'],
      [
        'Small masonry repairs and adjustments billed by the hour.',
        'Petites réparations et reprises de maçonnerie facturées à l’heure.',
        'Kleine Maurer- und Ausbesserungsarbeiten nach Stunden.',
      ],
    ),
    s(
      'job',
      3500,
      9000,
      ['Opening in a load-bearing wall', 'Ouverture de mur porteur', 'Wanddurchbruch in tragender Wand'],
      [
        'Propping, steel beam and finishing, following the engineer’s calculation.',
        'Étaiement, poutrelle acier et finitions, selon le calcul de l’ingénieur.',
        'Abstützung, Stahlträger und Beiputz nach statischer Berechnung.',
      ],
    ),
    s(
      'm2',
      180,
      350,
      ['Garden wall', 'Mur de jardin', 'Gartenmauer'],
      [
        'Block or stone wall with foundation and coping, per square metre of wall.',
        'Mur en blocs ou en pierre avec fondation et couvertine, au mètre carré de mur.',
        'Mauer aus Steinen oder Naturstein mit Fundament und Abdeckung, pro Quadratmeter.',
      ],
    ),
    s(
      'm2',
      1400,
      2200,
      ['House extension shell', 'Gros œuvre d’extension', 'Rohbau eines Anbaus'],
      [
        'Foundations, walls and slab of an extension, per square metre of floor area.',
        'Fondations, murs et dalle d’une extension, au mètre carré de surface.',
        'Fundament, Mauerwerk und Decke eines Anbaus, pro Quadratmeter Nutzfläche.',
      ],
    ),
    s(
      'm2',
      90,
      160,
      ['Concrete slab', 'Dalle en béton', 'Betonplatte'],
      [
        'Reinforced slab for a terrace, garage or garden shed.',
        'Dalle armée pour terrasse, garage ou abri de jardin.',
        'Bewehrte Platte für Terrasse, Garage oder Gartenhaus.',
      ],
    ),
    s(
      'm2',
      130,
      210,
      ['External wall insulation', 'Isolation de façade par l’extérieur', 'Wärmedämmverbundsystem'],
      [
        'Insulation boards, reinforcement and render, eligible for Klimabonus.',
        'Panneaux isolants, armature et enduit, éligibles au Klimabonus.',
        'Dämmplatten, Armierung und Putz, förderfähig über Klimabonus.',
      ],
    ),
  ],
  tiling: [
    s(
      'm2',
      55,
      95,
      ['Floor tiling', 'Pose de carrelage au sol', 'Bodenfliesen verlegen'],
      [
        'Laying on a prepared floor, adhesive and grout included, tiles not included.',
        'Pose sur support préparé, colle et joints compris, carrelage non compris.',
        'Verlegung auf vorbereitetem Untergrund, Kleber und Fugen inklusive, Fliesen separat.',
      ],
    ),
    s(
      'm2',
      60,
      100,
      ['Wall tiling', 'Faïence murale', 'Wandfliesen verlegen'],
      [
        'Kitchen splashbacks and bathroom walls, corner profiles included.',
        'Crédences de cuisine et murs de salle de bains, profilés d’angle compris.',
        'Küchenrückwände und Badwände, inklusive Eckprofile.',
      ],
    ),
    s(
      'm2',
      80,
      130,
      ['Large-format tiles', 'Pose de grands formats', 'Großformatige Fliesen'],
      [
        'Tiles from 60 × 120 cm, with levelling system for a perfectly flat surface.',
        'Carreaux à partir de 60 × 120 cm, avec système de nivellement pour une surface parfaitement plane.',
        'Fliesen ab 60 × 120 cm, mit Nivelliersystem für eine absolut ebene Fläche.',
      ],
    ),
    s(
      'job',
      3500,
      8500,
      ['Complete bathroom tiling', 'Carrelage complet de salle de bains', 'Komplettes Bad fliesen'],
      [
        'Waterproofing, floor and walls of a standard bathroom up to 8 m².',
        'Étanchéité, sol et murs d’une salle de bains standard jusqu’à 8 m².',
        'Abdichtung, Boden und Wände eines Standardbads bis 8 m².',
      ],
    ),
    s(
      'm2',
      90,
      160,
      ['Terrace tiling', 'Carrelage de terrasse', 'Terrassenplatten verlegen'],
      [
        'Frost-proof tiles on slab or pedestals, drainage taken care of.',
        'Dalles ingélives sur chape ou plots, évacuation de l’eau soignée.',
        'Frostsichere Platten auf Estrich oder Stelzlagern, mit sauberer Entwässerung.',
      ],
    ),
    s(
      'job',
      250,
      600,
      ['Regrouting and silicone joints', 'Réfection des joints', 'Fugen und Silikon erneuern'],
      [
        'Old grout and silicone removed and renewed in a shower or bathroom.',
        'Anciens joints et silicone retirés et refaits dans une douche ou une salle de bains.',
        'Alte Fugen und Silikon in Dusche oder Bad entfernt und erneuert.',
      ],
    ),
  ],
  locksmith: [
    s(
      'job',
      110,
      180,
      ['Door opening (daytime)', 'Ouverture de porte (en journée)', 'Türöffnung (tagsüber)'],
      [
        'Opening of a slammed door without damage, Monday to Saturday from 8 am to 6 pm.',
        'Ouverture d’une porte claquée sans dégât, du lundi au samedi de 8 h à 18 h.',
        'Öffnung einer zugefallenen Tür ohne Schaden, Montag bis Samstag von 8 bis 18 Uhr.',
      ],
    ),
    s(
      'job',
      190,
      320,
      [
        'Door opening (night and Sunday)',
        'Ouverture de porte (nuit et dimanche)',
        'Türöffnung (nachts und sonntags)',
      ],
      [
        'The same service at night, on Sundays and on public holidays.',
        'Le même service la nuit, le dimanche et les jours fériés.',
        'Derselbe Service nachts, sonntags und an Feiertagen.',
      ],
    ),
    s(
      'job',
      150,
      320,
      ['Cylinder replacement', 'Remplacement de cylindre', 'Zylinderwechsel'],
      [
        'New security cylinder with three keys, fitted on the spot.',
        'Nouveau cylindre de sécurité avec trois clés, posé sur place.',
        'Neuer Sicherheitszylinder mit drei Schlüsseln, sofort eingebaut.',
      ],
    ),
    s(
      'job',
      450,
      1100,
      ['Multi-point lock', 'Serrure multipoints', 'Mehrfachverriegelung'],
      [
        'Upgrade of an existing door with a three- or five-point lock.',
        'Renforcement d’une porte existante avec une serrure trois ou cinq points.',
        'Nachrüstung einer bestehenden Tür mit Drei- oder Fünffachverriegelung.',
      ],
    ),
    s(
      'job',
      2200,
      4500,
      ['Security door', 'Porte blindée', 'Sicherheitstür'],
      [
        'Certified burglar-resistant door, supplied and fitted.',
        'Porte certifiée anti-effraction, fournie et posée.',
        'Zertifizierte einbruchhemmende Tür, geliefert und eingebaut.',
      ],
    ),
    s(
      'job',
      250,
      600,
      ['Safe opening', 'Ouverture de coffre-fort', 'Tresoröffnung'],
      [
        'Opening of a safe whose code or key has been lost.',
        'Ouverture d’un coffre-fort dont le code ou la clé a été perdu.',
        'Öffnung eines Tresors bei verlorenem Code oder Schlüssel.',
      ],
    ),
  ],
} satisfies Partial<Record<CategorySlug, ServiceTemplate[]>>
