import type { CategorySlug } from '@shared/catalog/categories'
import { type ServiceTemplate, service as s } from './types'

export const CARE_SERVICES = {
  'pest-control': [
    s(
      'job',
      90,
      180,
      ['Wasp nest removal', 'Destruction de nid de guêpes', 'Wespennest entfernen'],
      [
        'Treatment or removal of a wasp or hornet nest, same or next day.',
        'Traitement ou retrait d’un nid de guêpes ou de frelons, le jour même ou le lendemain.',
        'Behandlung oder Entfernung eines Wespen- oder Hornissennests, am selben oder nächsten Tag.',
      ],
    ),
    s(
      'job',
      180,
      380,
      ['Rat and mouse control', 'Dératisation', 'Ratten- und Mäusebekämpfung'],
      [
        'Inspection, bait stations and two follow-up visits.',
        'Inspection, postes d’appâtage et deux visites de contrôle.',
        'Inspektion, Köderstationen und zwei Kontrollbesuche.',
      ],
    ),
    s(
      'job',
      220,
      450,
      ['Cockroach treatment', 'Traitement contre les blattes', 'Schabenbekämpfung'],
      [
        'Gel treatment of kitchen and bathroom, with a check after three weeks.',
        'Traitement au gel de la cuisine et de la salle de bains, avec contrôle après trois semaines.',
        'Gelbehandlung von Küche und Bad, mit Kontrolle nach drei Wochen.',
      ],
    ),
    s(
      'job',
      350,
      900,
      ['Bed bug treatment', 'Traitement contre les punaises de lit', 'Bettwanzenbekämpfung'],
      [
        'Heat or product treatment of the affected rooms, two visits.',
        'Traitement thermique ou chimique des pièces touchées, deux passages.',
        'Wärme- oder Mittelbehandlung der betroffenen Räume, zwei Einsätze.',
      ],
    ),
    s(
      'unit',
      35,
      65,
      ['Pigeon spikes', 'Pics anti-pigeons', 'Taubenabwehr-Spikes'],
      [
        'Fitting on ledges and gutters, price per metre.',
        'Pose sur rebords et gouttières, prix au mètre.',
        'Montage auf Simsen und Rinnen, Preis pro Meter.',
      ],
    ),
    s(
      'job',
      250,
      500,
      ['Marten control', 'Lutte contre les fouines', 'Marderabwehr'],
      [
        'Finding entry points, deterrents and sealing of the roof space.',
        'Recherche des accès, dispositifs répulsifs et fermeture des combles.',
        'Suche der Einstiege, Vergrämung und Verschließen des Dachbodens.',
      ],
    ),
  ],
  'interior-design': [
    s(
      'hour',
      90,
      150,
      ['Design consultation', 'Consultation en décoration', 'Einrichtungsberatung'],
      [
        'Advice at your home on layout, colours and furniture.',
        'Conseils à domicile sur l’agencement, les couleurs et le mobilier.',
        'Beratung bei Ihnen zu Hause zu Raumaufteilung, Farben und Möbeln.',
      ],
    ),
    s(
      'm2',
      45,
      110,
      [
        'Complete interior design project',
        'Projet complet d’architecture d’intérieur',
        'Komplettes Innenarchitektur-Projekt',
      ],
      [
        'Plans, material choices and site follow-up, per square metre.',
        'Plans, choix des matériaux et suivi de chantier, au mètre carré.',
        'Pläne, Materialauswahl und Baubegleitung, pro Quadratmeter.',
      ],
    ),
    s(
      'unit',
      250,
      650,
      ['3D visualisation', 'Visualisation 3D', '3D-Visualisierung'],
      [
        'Photo-realistic view of a room, price per room.',
        'Vue photoréaliste d’une pièce, prix par pièce.',
        'Fotorealistische Ansicht eines Raumes, Preis pro Raum.',
      ],
    ),
    s(
      'job',
      800,
      2500,
      ['Kitchen design', 'Conception de cuisine', 'Küchenplanung'],
      [
        'Layout, appliances and materials, ready for quotes from kitchen makers.',
        'Implantation, électroménager et matériaux, prêts pour les devis des cuisinistes.',
        'Grundriss, Geräte und Materialien, bereit für Angebote von Küchenstudios.',
      ],
    ),
    s(
      'job',
      900,
      3500,
      ['Home staging', 'Home staging', 'Home Staging'],
      [
        'Staging of a property for sale or rent, furniture hire included for a month.',
        'Mise en valeur d’un bien à vendre ou à louer, location de mobilier comprise pour un mois.',
        'Inszenierung einer Immobilie für Verkauf oder Vermietung, inklusive Möbelmiete für einen Monat.',
      ],
    ),
    s(
      'job',
      300,
      800,
      ['Colour and material consulting', 'Conseil couleurs et matériaux', 'Farb- und Materialberatung'],
      [
        'A palette and material board for your home.',
        'Une palette et une planche de matériaux pour votre intérieur.',
        'Eine Farbpalette und Materialcollage für Ihr Zuhause.',
      ],
    ),
  ],
} satisfies Partial<Record<CategorySlug, ServiceTemplate[]>>
