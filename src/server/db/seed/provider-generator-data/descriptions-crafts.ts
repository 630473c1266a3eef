import type { CategorySlug } from '@shared/catalog/categories'
import { type DescriptionTemplate, localized as t } from './types'

export const CRAFT_DESCRIPTIONS = {
  plumbing: {
    intro: t(
      '{name} is a plumbing and sanitary business based in {locality}, with {years} of experience.',
      '{name} est une entreprise de sanitaire et de plomberie installée à {locality}, avec {years} d’expérience.',
      '{name} ist ein Sanitärbetrieb aus {locality} mit {years} Erfahrung.',
    ),
    pitches: [
      t(
        'From a dripping tap to a complete bathroom, the team handles repairs and installations quickly and cleanly.',
        'Du robinet qui goutte à la salle de bains complète, l’équipe assure dépannages et installations rapidement et proprement.',
        'Vom tropfenden Wasserhahn bis zum kompletten Badezimmer erledigt das Team Reparaturen und Installationen schnell und sauber.',
      ),
      t(
        'Leaks and blocked drains are usually fixed the same day, with a clear price before work starts.',
        'Les fuites et les canalisations bouchées sont généralement réparées le jour même, avec un prix clair avant le début des travaux.',
        'Lecks und verstopfte Abflüsse werden meist noch am selben Tag behoben – mit einem klaren Preis vor Arbeitsbeginn.',
      ),
    ],
  },
  electrical: {
    intro: t(
      '{name} is an electrical contractor in {locality} with {years} of experience in homes and businesses.',
      '{name} est une entreprise d’électricité basée à {locality}, avec {years} d’expérience auprès des particuliers et des entreprises.',
      '{name} ist ein Elektrofachbetrieb aus {locality} mit {years} Erfahrung bei Privat- und Geschäftskunden.',
    ),
    pitches: [
      t(
        'Rewiring, fuse boxes, lighting and EV charging stations are installed to current standards and certified.',
        'Rénovation d’installations, tableaux électriques, éclairage et bornes de recharge : tout est posé selon les normes en vigueur et certifié.',
        'Neuverkabelung, Sicherungskästen, Beleuchtung und Ladestationen werden nach aktuellen Normen installiert und abgenommen.',
      ),
      t(
        'The electricians also carry out safety inspections before a sale or a rental.',
        'Les électriciens réalisent aussi les contrôles de conformité avant une vente ou une location.',
        'Die Elektriker übernehmen auch Sicherheitsprüfungen vor einem Verkauf oder einer Vermietung.',
      ),
    ],
  },
  heating: {
    intro: t(
      '{name} has been installing and servicing heating systems around {locality} for {years}.',
      '{name} installe et entretient des systèmes de chauffage dans la région de {locality} depuis {years}.',
      '{name} installiert und wartet seit {years} Heizungsanlagen in der Region {locality}.',
    ),
    pitches: [
      t(
        'The team specialises in heat pumps and helps customers apply for the Klimabonus subsidies.',
        'L’équipe est spécialisée dans les pompes à chaleur et aide ses clients à demander les aides Klimabonus.',
        'Das Team ist auf Wärmepumpen spezialisiert und hilft bei der Beantragung der Klimabonus-Förderung.',
      ),
      t(
        'Annual boiler services are booked in autumn, and breakdowns are handled within 24 hours in winter.',
        'L’entretien annuel des chaudières se planifie à l’automne, et les pannes sont prises en charge sous 24 heures en hiver.',
        'Die jährliche Kesselwartung wird im Herbst geplant, Störungen werden im Winter innerhalb von 24 Stunden behoben.',
      ),
    ],
  },
  painting: {
    intro: t(
      '{name} is a painting and decorating business in {locality} with {years} of experience.',
      '{name} est une entreprise de peinture et de décoration établie à {locality}, avec {years} d’expérience.',
      '{name} ist ein Maler- und Dekorationsbetrieb aus {locality} mit {years} Erfahrung.',
    ),
    pitches: [
      t(
        'Walls, ceilings, facades and wallpaper are prepared carefully and finished with quality paints.',
        'Murs, plafonds, façades et papiers peints sont préparés avec soin et finis avec des peintures de qualité.',
        'Wände, Decken, Fassaden und Tapeten werden sorgfältig vorbereitet und mit hochwertigen Farben gestaltet.',
      ),
      t(
        'Furniture and floors are protected, and the site is left clean every evening.',
        'Les meubles et les sols sont protégés, et le chantier est laissé propre chaque soir.',
        'Möbel und Böden werden abgedeckt, und die Baustelle wird jeden Abend sauber hinterlassen.',
      ),
    ],
  },
  carpentry: {
    intro: t(
      '{name} is a joinery workshop in {locality} with {years} of experience in made-to-measure woodwork.',
      '{name} est un atelier de menuiserie à {locality}, avec {years} d’expérience dans le travail du bois sur mesure.',
      '{name} ist eine Schreinerei aus {locality} mit {years} Erfahrung in maßgefertigten Holzarbeiten.',
    ),
    pitches: [
      t(
        'Kitchens, wardrobes, staircases and doors are designed, built in the workshop and fitted by the same team.',
        'Cuisines, dressings, escaliers et portes sont conçus, fabriqués à l’atelier et posés par la même équipe.',
        'Küchen, Einbauschränke, Treppen und Türen werden von einem Team geplant, in der eigenen Werkstatt gefertigt und montiert.',
      ),
      t(
        'The workshop uses wood from the region wherever possible.',
        'L’atelier privilégie le bois de la région chaque fois que c’est possible.',
        'Die Werkstatt verarbeitet wann immer möglich Holz aus der Region.',
      ),
    ],
  },
  roofing: {
    intro: t(
      '{name} has been covering and repairing roofs around {locality} for {years}.',
      '{name} couvre et répare les toitures autour de {locality} depuis {years}.',
      '{name} deckt und repariert seit {years} Dächer rund um {locality}.',
    ),
    pitches: [
      t(
        'Slate, tiles, flat roofs and zinc work come with insulation that meets current energy standards.',
        'Ardoise, tuiles, toitures plates et zinguerie sont réalisées avec une isolation conforme aux normes énergétiques actuelles.',
        'Schiefer, Ziegel, Flachdächer und Klempnerarbeiten werden mit einer Dämmung nach aktuellen Energiestandards ausgeführt.',
      ),
      t(
        'After a storm, the team quickly secures damaged roofs and handles the paperwork with the insurer.',
        'Après une tempête, l’équipe sécurise rapidement les toits endommagés et s’occupe des démarches avec l’assurance.',
        'Nach einem Sturm sichert das Team beschädigte Dächer schnell und kümmert sich um die Abwicklung mit der Versicherung.',
      ),
    ],
  },
  masonry: {
    intro: t(
      '{name} is a building company in {locality} with {years} of experience in masonry and concrete work.',
      '{name} est une entreprise de construction à {locality}, avec {years} d’expérience en maçonnerie et en béton.',
      '{name} ist ein Bauunternehmen aus {locality} mit {years} Erfahrung im Mauer- und Betonbau.',
    ),
    pitches: [
      t(
        'Extensions, openings in load-bearing walls, foundations and garden walls are built to the engineer’s plans.',
        'Extensions, ouvertures dans les murs porteurs, fondations et murs de jardin sont réalisés selon les plans de l’ingénieur.',
        'Anbauten, Durchbrüche in tragenden Wänden, Fundamente und Gartenmauern werden nach den Plänen des Statikers ausgeführt.',
      ),
      t(
        'The site manager keeps customers informed at every stage of the work.',
        'Le chef de chantier tient le client informé à chaque étape des travaux.',
        'Der Bauleiter hält die Kunden in jeder Bauphase auf dem Laufenden.',
      ),
    ],
  },
  tiling: {
    intro: t(
      '{name} is a tiling specialist based in {locality} with {years} of experience.',
      '{name} est un spécialiste du carrelage basé à {locality}, avec {years} d’expérience.',
      '{name} ist ein Fliesenlegerbetrieb aus {locality} mit {years} Erfahrung.',
    ),
    pitches: [
      t(
        'Bathrooms, kitchens, terraces and large-format tiles are laid with precise joints and proper waterproofing.',
        'Salles de bains, cuisines, terrasses et grands formats sont posés avec des joints précis et une étanchéité soignée.',
        'Bäder, Küchen, Terrassen und Großformate werden mit exakten Fugen und fachgerechter Abdichtung verlegt.',
      ),
      t(
        'Customers choose their materials together with the tiler, in the showroom or on site.',
        'Les clients choisissent leurs matériaux avec le carreleur, en salle d’exposition ou sur place.',
        'Die Materialien werden gemeinsam mit dem Fliesenleger im Ausstellungsraum oder vor Ort ausgewählt.',
      ),
    ],
  },
  locksmith: {
    intro: t(
      '{name} is a locksmith in {locality} with {years} of experience, on call day and night.',
      '{name} est un serrurier installé à {locality}, avec {years} d’expérience, disponible jour et nuit.',
      '{name} ist ein Schlüsseldienst aus {locality} mit {years} Erfahrung, Tag und Nacht erreichbar.',
    ),
    pitches: [
      t(
        'Locked-out customers are usually let back in within 30 minutes, without damaging the door.',
        'En cas de porte claquée, le serrurier intervient généralement en moins de 30 minutes, sans abîmer la porte.',
        'Bei zugefallener Tür ist der Schlosser meist innerhalb von 30 Minuten vor Ort und öffnet ohne Beschädigung.',
      ),
      t(
        'The workshop also fits security doors, high-security cylinders and master key systems.',
        'L’atelier pose également des portes blindées, des cylindres haute sécurité et des organigrammes de clés.',
        'Außerdem werden Sicherheitstüren, Hochsicherheitszylinder und Schließanlagen eingebaut.',
      ),
    ],
  },
} satisfies Partial<Record<CategorySlug, DescriptionTemplate>>
