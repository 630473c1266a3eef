import type { CategorySlug } from '@shared/catalog/categories'
import { type ServiceTemplate, service as s } from './types'

export const HOME_SERVICES = {
  gardening: [
    s(
      'hour',
      45,
      65,
      ['Gardener, hourly rate', 'Jardinier, tarif horaire', 'Gärtner, Stundensatz'],
      [
        'General garden work, tools and machines included.',
        'Travaux de jardin courants, outils et machines compris.',
        'Allgemeine Gartenarbeiten, inklusive Werkzeug und Maschinen.',
      ],
    ),
    s(
      'hour',
      48,
      68,
      ['Hedge trimming', 'Taille de haies', 'Heckenschnitt'],
      [
        'Trimming and shaping of hedges, green waste taken away.',
        'Taille et mise en forme des haies, évacuation des déchets verts.',
        'Schneiden und Formen von Hecken, Grünschnitt wird abgeholt.',
      ],
    ),
    s(
      'job',
      45,
      120,
      ['Lawn mowing', 'Tonte de pelouse', 'Rasenmähen'],
      [
        'Per visit for a standard garden, with edging and clippings removed.',
        'Par passage pour un jardin standard, bordures et évacuation de l’herbe comprises.',
        'Pro Einsatz für einen Standardgarten, mit Kantenschnitt und Abtransport.',
      ],
    ),
    s(
      'unit',
      350,
      1800,
      ['Tree felling', 'Abattage d’arbre', 'Baumfällung'],
      [
        'Felling or dismantling of a tree, price depending on height and access.',
        'Abattage ou démontage d’un arbre, prix selon la hauteur et l’accès.',
        'Fällen oder Abtragen eines Baumes, Preis je nach Höhe und Zugang.',
      ],
    ),
    s(
      'm2',
      12,
      25,
      ['New lawn', 'Création de pelouse', 'Rasen anlegen'],
      [
        'Soil preparation and sowing or rolled turf.',
        'Préparation du sol et semis ou gazon en rouleaux.',
        'Bodenvorbereitung und Ansaat oder Rollrasen.',
      ],
    ),
    s(
      'm2',
      85,
      160,
      ['Paving and paths', 'Allées et pavage', 'Wege und Pflasterarbeiten'],
      [
        'Paving stones or slabs on a compacted base.',
        'Pavés ou dalles sur fondation compactée.',
        'Pflaster oder Platten auf verdichtetem Unterbau.',
      ],
    ),
    s(
      'job',
      600,
      2500,
      ['Garden design', 'Conception de jardin', 'Gartenplanung'],
      [
        'Plan, planting list and cost estimate for a new garden.',
        'Plan, liste de plantations et estimation des coûts pour un nouveau jardin.',
        'Plan, Pflanzliste und Kostenschätzung für einen neuen Garten.',
      ],
    ),
  ],
  moving: [
    s(
      'hour',
      90,
      160,
      ['Moving team with truck', 'Équipe de déménageurs avec camion', 'Umzugsteam mit LKW'],
      [
        'Three movers and a 20 m³ truck, per hour from arrival.',
        'Trois déménageurs et un camion de 20 m³, à l’heure dès l’arrivée.',
        'Drei Umzugshelfer und ein 20-m³-LKW, pro Stunde ab Ankunft.',
      ],
    ),
    s(
      'job',
      550,
      950,
      ['Studio flat move', 'Déménagement de studio', 'Umzug einer Einzimmerwohnung'],
      [
        'Flat rate within Luxembourg, loading and unloading included.',
        'Forfait à l’intérieur du Luxembourg, chargement et déchargement compris.',
        'Pauschalpreis innerhalb Luxemburgs, inklusive Be- und Entladen.',
      ],
    ),
    s(
      'job',
      1800,
      4500,
      ['House move', 'Déménagement de maison', 'Hausumzug'],
      [
        'Complete move of a family house, dismantling and reassembly of furniture included.',
        'Déménagement complet d’une maison familiale, démontage et remontage des meubles compris.',
        'Kompletter Umzug eines Einfamilienhauses, inklusive Möbelab- und -aufbau.',
      ],
    ),
    s(
      'hour',
      40,
      60,
      ['Packing service', 'Service d’emballage', 'Einpackservice'],
      [
        'Packing of crockery, books and fragile items, boxes included.',
        'Emballage de la vaisselle, des livres et des objets fragiles, cartons compris.',
        'Einpacken von Geschirr, Büchern und Zerbrechlichem, inklusive Kartons.',
      ],
    ),
    s(
      'job',
      180,
      350,
      ['Furniture lift', 'Monte-meubles', 'Möbellift'],
      [
        'External lift with operator for up to half a day.',
        'Monte-meubles extérieur avec opérateur, jusqu’à une demi-journée.',
        'Außenaufzug mit Bediener für bis zu einen halben Tag.',
      ],
    ),
    s(
      'unit',
      25,
      45,
      ['Storage', 'Garde-meubles', 'Einlagerung'],
      [
        'Secure storage, price per cubic metre and month.',
        'Stockage sécurisé, prix par mètre cube et par mois.',
        'Sichere Lagerung, Preis pro Kubikmeter und Monat.',
      ],
    ),
  ],
  cleaning: [
    s(
      'hour',
      28,
      38,
      ['Regular home cleaning', 'Ménage régulier', 'Regelmäßige Haushaltsreinigung'],
      [
        'Weekly or fortnightly cleaning by the same trained person.',
        'Ménage hebdomadaire ou bimensuel par la même personne formée.',
        'Wöchentliche oder zweiwöchentliche Reinigung durch dieselbe geschulte Kraft.',
      ],
    ),
    s(
      'job',
      350,
      750,
      ['End-of-lease cleaning', 'Nettoyage de fin de bail', 'Endreinigung beim Auszug'],
      [
        'Deep clean of a flat before handover, windows and kitchen included.',
        'Nettoyage en profondeur avant l’état des lieux, vitres et cuisine comprises.',
        'Grundreinigung vor der Wohnungsübergabe, inklusive Fenster und Küche.',
      ],
    ),
    s(
      'hour',
      30,
      42,
      ['Office cleaning', 'Nettoyage de bureaux', 'Büroreinigung'],
      [
        'Daily or weekly cleaning outside office hours.',
        'Nettoyage quotidien ou hebdomadaire en dehors des heures de bureau.',
        'Tägliche oder wöchentliche Reinigung außerhalb der Bürozeiten.',
      ],
    ),
    s(
      'job',
      120,
      300,
      ['Window cleaning', 'Nettoyage de vitres', 'Fensterreinigung'],
      [
        'Inside and outside, frames and sills included, for a standard house.',
        'Intérieur et extérieur, cadres et rebords compris, pour une maison standard.',
        'Innen und außen, inklusive Rahmen und Fensterbänke, für ein Standardhaus.',
      ],
    ),
    s(
      'unit',
      60,
      150,
      ['Sofa and carpet cleaning', 'Nettoyage de canapé et de tapis', 'Sofa- und Teppichreinigung'],
      [
        'Spray extraction cleaning, price per sofa or carpet.',
        'Nettoyage par injection-extraction, prix par canapé ou tapis.',
        'Sprühextraktionsreinigung, Preis pro Sofa oder Teppich.',
      ],
    ),
    s(
      'm2',
      5,
      10,
      ['After-works cleaning', 'Nettoyage après travaux', 'Bauendreinigung'],
      [
        'Removal of dust, paint splashes and residues after building work.',
        'Élimination de la poussière, des taches de peinture et des résidus après travaux.',
        'Entfernung von Staub, Farbspritzern und Rückständen nach Bauarbeiten.',
      ],
    ),
  ],
} satisfies Partial<Record<CategorySlug, ServiceTemplate[]>>
