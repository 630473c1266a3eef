import type { CategorySlug } from '@shared/catalog/categories'
import { type DescriptionTemplate, localized as t } from './types'

export const SERVICE_DESCRIPTIONS = {
  gardening: {
    intro: t(
      '{name} looks after gardens around {locality}, with {years} of experience in landscaping.',
      '{name} entretient les jardins autour de {locality}, avec {years} d’expérience dans l’aménagement paysager.',
      '{name} pflegt Gärten rund um {locality} – mit {years} Erfahrung im Garten- und Landschaftsbau.',
    ),
    pitches: [
      t(
        'Hedges, lawns and trees are looked after all year round, and green waste is taken away.',
        'Haies, pelouses et arbres sont entretenus toute l’année, et les déchets verts sont évacués.',
        'Hecken, Rasen und Bäume werden das ganze Jahr über gepflegt, der Grünschnitt wird abgeholt.',
      ),
      t(
        'For new gardens, the team draws up a plan and builds paths, terraces and planting.',
        'Pour les nouveaux jardins, l’équipe dessine un plan puis réalise allées, terrasses et plantations.',
        'Für neue Gärten erstellt das Team einen Plan und legt Wege, Terrassen und Bepflanzung an.',
      ),
    ],
  },
  moving: {
    intro: t(
      '{name} is a removal company based in {locality} with {years} of experience.',
      '{name} est une entreprise de déménagement basée à {locality}, avec {years} d’expérience.',
      '{name} ist ein Umzugsunternehmen aus {locality} mit {years} Erfahrung.',
    ),
    pitches: [
      t(
        'Moves within Luxembourg and to the Greater Region are planned in detail, with packing, furniture lifts and storage on request.',
        'Les déménagements au Luxembourg et dans la Grande Région sont planifiés en détail, avec emballage, monte-meubles et garde-meubles sur demande.',
        'Umzüge innerhalb Luxemburgs und in die Großregion werden genau geplant – auf Wunsch mit Verpackung, Möbellift und Einlagerung.',
      ),
      t(
        'The team takes care of the parking permit with the commune.',
        'L’équipe s’occupe de l’autorisation de stationnement auprès de la commune.',
        'Das Team kümmert sich um die Halteverbotsgenehmigung bei der Gemeinde.',
      ),
    ],
  },
  cleaning: {
    intro: t(
      '{name} is a cleaning company in {locality} with {years} of experience for homes and offices.',
      '{name} est une entreprise de nettoyage à {locality}, avec {years} d’expérience auprès des particuliers et des bureaux.',
      '{name} ist ein Reinigungsunternehmen aus {locality} mit {years} Erfahrung für Privathaushalte und Büros.',
    ),
    pitches: [
      t(
        'Trained, insured staff come weekly or fortnightly, always with the same contact person.',
        'Un personnel formé et assuré intervient chaque semaine ou toutes les deux semaines, toujours avec le même interlocuteur.',
        'Geschultes, versichertes Personal kommt wöchentlich oder alle zwei Wochen – immer mit demselben Ansprechpartner.',
      ),
      t(
        'End-of-lease cleaning comes with a handover guarantee.',
        'Le nettoyage de fin de bail est garanti jusqu’à la remise des clés.',
        'Für die Endreinigung beim Auszug gibt es eine Abnahmegarantie.',
      ),
    ],
  },
  renovation: {
    intro: t(
      '{name} is a renovation company in {locality} with {years} of experience in full-home projects.',
      '{name} est une entreprise de rénovation à {locality}, avec {years} d’expérience dans la rénovation complète de logements.',
      '{name} ist ein Renovierungsbetrieb aus {locality} mit {years} Erfahrung in Komplettsanierungen.',
    ),
    pitches: [
      t(
        'A single contact coordinates all trades, from demolition to the last coat of paint, on a fixed schedule.',
        'Un seul interlocuteur coordonne tous les corps de métier, de la démolition à la dernière couche de peinture, selon un planning fixe.',
        'Ein Ansprechpartner koordiniert alle Gewerke, vom Abriss bis zum letzten Anstrich, nach festem Zeitplan.',
      ),
      t(
        'Energy-efficient renovations are planned with the Klimabonus subsidies in mind.',
        'Les rénovations énergétiques sont conçues en tenant compte des aides Klimabonus.',
        'Energetische Sanierungen werden unter Berücksichtigung der Klimabonus-Förderung geplant.',
      ),
    ],
  },
  'appliance-repair': {
    intro: t(
      '{name} has been repairing household appliances in and around {locality} for {years}.',
      '{name} répare l’électroménager à {locality} et dans les environs depuis {years}.',
      '{name} repariert seit {years} Haushaltsgeräte in {locality} und Umgebung.',
    ),
    pitches: [
      t(
        'Washing machines, dishwashers, ovens and fridges of all major brands are repaired at home, often in a single visit.',
        'Lave-linge, lave-vaisselle, fours et réfrigérateurs de toutes les grandes marques sont réparés à domicile, souvent en une seule visite.',
        'Waschmaschinen, Geschirrspüler, Backöfen und Kühlschränke aller großen Marken werden vor Ort repariert, oft bei einem einzigen Besuch.',
      ),
      t(
        'Repairing instead of replacing saves money and waste, and the diagnosis is deducted from the repair.',
        'Réparer plutôt que remplacer coûte moins cher et évite des déchets ; le diagnostic est déduit de la réparation.',
        'Reparieren statt ersetzen spart Geld und Abfall; die Diagnose wird bei einer Reparatur verrechnet.',
      ),
    ],
  },
  solar: {
    intro: t(
      '{name} designs and installs photovoltaic systems from {locality}, with {years} of experience.',
      '{name}, basée à {locality}, conçoit et installe des centrales photovoltaïques, avec {years} d’expérience.',
      '{name} aus {locality} plant und installiert Photovoltaikanlagen – mit {years} Erfahrung.',
    ),
    pitches: [
      t(
        'Each project starts with a yield study and includes the Klimabonus application and the grid connection request.',
        'Chaque projet commence par une étude de rendement et comprend la demande Klimabonus ainsi que la demande de raccordement au réseau.',
        'Jedes Projekt beginnt mit einer Ertragsprognose und umfasst den Klimabonus-Antrag sowie die Netzanschlussanfrage.',
      ),
      t(
        'Batteries, wallboxes and heat pumps can be combined with the panels.',
        'Batteries, bornes de recharge et pompes à chaleur peuvent être couplées aux panneaux.',
        'Batteriespeicher, Wallboxen und Wärmepumpen lassen sich mit der Anlage kombinieren.',
      ),
    ],
  },
  'interior-design': {
    intro: t(
      '{name} is an interior design studio in {locality} with {years} of experience.',
      '{name} est un studio d’architecture d’intérieur à {locality}, avec {years} d’expérience.',
      '{name} ist ein Studio für Innenarchitektur in {locality} mit {years} Erfahrung.',
    ),
    pitches: [
      t(
        'From the first sketch to 3D views and site follow-up, every room is designed around the way you live.',
        'De la première esquisse aux vues 3D et au suivi de chantier, chaque pièce est pensée autour de votre façon de vivre.',
        'Von der ersten Skizze über 3D-Ansichten bis zur Bauleitung wird jeder Raum auf Ihren Alltag zugeschnitten.',
      ),
      t(
        'The studio works with trusted local craftspeople.',
        'Le studio travaille avec des artisans locaux de confiance.',
        'Das Studio arbeitet mit bewährten Handwerksbetrieben aus der Region zusammen.',
      ),
    ],
  },
  'pest-control': {
    intro: t(
      '{name} is a pest control company in {locality} with {years} of experience.',
      '{name} est une entreprise de dératisation et de désinsectisation à {locality}, avec {years} d’expérience.',
      '{name} ist ein Schädlingsbekämpfungsbetrieb aus {locality} mit {years} Erfahrung.',
    ),
    pitches: [
      t(
        'Rats, mice, wasps, cockroaches and bed bugs are dealt with discreetly, using approved products.',
        'Rats, souris, guêpes, blattes et punaises de lit sont traités discrètement, avec des produits homologués.',
        'Ratten, Mäuse, Wespen, Schaben und Bettwanzen werden diskret und mit zugelassenen Mitteln bekämpft.',
      ),
      t(
        'Every treatment includes a follow-up visit and advice to keep the problem from coming back.',
        'Chaque traitement comprend une visite de contrôle et des conseils pour éviter que le problème ne revienne.',
        'Zu jeder Behandlung gehören ein Kontrollbesuch und Tipps, damit das Problem nicht wiederkehrt.',
      ),
    ],
  },
} satisfies Partial<Record<CategorySlug, DescriptionTemplate>>
