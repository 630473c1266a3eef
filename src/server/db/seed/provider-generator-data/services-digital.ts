import type { CategorySlug } from '@shared/catalog/categories'
import { type ServiceTemplate, service as s } from './types'

export const DIGITAL_SERVICES = {
  'web-development': [
    s(
      'job',
      1500,
      8000,
      ['Business website', 'Site vitrine', 'Unternehmenswebsite'],
      [
        'Multilingual site with contact form, hosting set-up and training.',
        'Site multilingue avec formulaire de contact, mise en ligne et formation.',
        'Mehrsprachige Website mit Kontaktformular, Hosting-Einrichtung und Schulung.',
      ],
    ),
    s(
      'job',
      4500,
      18000,
      ['Online shop', 'Boutique en ligne', 'Onlineshop'],
      [
        'Shop with Luxembourg payment methods, VAT rules and shipping.',
        'Boutique avec moyens de paiement luxembourgeois, règles de TVA et livraison.',
        'Shop mit luxemburgischen Zahlungsarten, MwSt.-Regeln und Versand.',
      ],
    ),
    s(
      'job',
      800,
      2000,
      ['Landing page', 'Page d’atterrissage', 'Landingpage'],
      [
        'A single page for a campaign or an event.',
        'Une page unique pour une campagne ou un événement.',
        'Eine einzelne Seite für eine Kampagne oder Veranstaltung.',
      ],
    ),
    s(
      'day',
      550,
      900,
      ['Developer day rate', 'Développeur, tarif journalier', 'Entwickler-Tagessatz'],
      [
        'Custom development, integrations and changes.',
        'Développements sur mesure, intégrations et modifications.',
        'Individuelle Entwicklung, Schnittstellen und Anpassungen.',
      ],
    ),
    s(
      'unit',
      60,
      250,
      ['Website maintenance', 'Maintenance de site', 'Website-Wartung'],
      [
        'Updates, backups and monitoring, price per month.',
        'Mises à jour, sauvegardes et surveillance, prix par mois.',
        'Updates, Backups und Überwachung, Preis pro Monat.',
      ],
    ),
    s(
      'job',
      600,
      1800,
      ['SEO audit', 'Audit SEO', 'SEO-Audit'],
      [
        'Technical and content review with a list of improvements.',
        'Analyse technique et éditoriale avec une liste d’améliorations.',
        'Technische und inhaltliche Analyse mit Verbesserungsliste.',
      ],
    ),
  ],
  translation: [
    s(
      'page',
      35,
      60,
      ['Standard translation', 'Traduction standard', 'Standardübersetzung'],
      [
        'General and business texts, price per page of 1,500 characters.',
        'Textes généraux et commerciaux, prix par page de 1 500 caractères.',
        'Allgemeine und geschäftliche Texte, Preis pro Seite à 1.500 Zeichen.',
      ],
    ),
    s(
      'page',
      50,
      95,
      ['Sworn translation', 'Traduction assermentée', 'Beglaubigte Übersetzung'],
      [
        'Certified translation of official documents, accepted by Luxembourg authorities.',
        'Traduction certifiée de documents officiels, acceptée par les administrations luxembourgeoises.',
        'Beglaubigte Übersetzung amtlicher Dokumente, von luxemburgischen Behörden anerkannt.',
      ],
    ),
    s(
      'page',
      45,
      75,
      ['Luxembourgish translation', 'Traduction en luxembourgeois', 'Übersetzung ins Luxemburgische'],
      [
        'Texts translated into or from Luxembourgish by a native speaker.',
        'Textes traduits vers ou depuis le luxembourgeois par un locuteur natif.',
        'Texte ins oder aus dem Luxemburgischen, von Muttersprachlern übersetzt.',
      ],
    ),
    s(
      'page',
      18,
      30,
      ['Proofreading', 'Relecture', 'Korrekturlesen'],
      [
        'Spelling, grammar and style check, per page.',
        'Correction de l’orthographe, de la grammaire et du style, par page.',
        'Prüfung von Rechtschreibung, Grammatik und Stil, pro Seite.',
      ],
    ),
    s(
      'day',
      850,
      1400,
      ['Conference interpreting', 'Interprétation de conférence', 'Konferenzdolmetschen'],
      [
        'Simultaneous or consecutive interpreting, per interpreter and day.',
        'Interprétation simultanée ou consécutive, par interprète et par jour.',
        'Simultan- oder Konsekutivdolmetschen, pro Dolmetscher und Tag.',
      ],
    ),
    s(
      'job',
      800,
      3500,
      ['Website localisation', 'Localisation de site web', 'Website-Lokalisierung'],
      [
        'Translation and adaptation of a website for a new language market.',
        'Traduction et adaptation d’un site pour un nouveau marché linguistique.',
        'Übersetzung und Anpassung einer Website für einen neuen Sprachmarkt.',
      ],
    ),
  ],
  photography: [
    s(
      'job',
      180,
      450,
      ['Portrait session', 'Séance portrait', 'Porträtshooting'],
      [
        'One hour in the studio or outdoors, ten edited photos.',
        'Une heure en studio ou en extérieur, dix photos retouchées.',
        'Eine Stunde im Studio oder draußen, zehn bearbeitete Fotos.',
      ],
    ),
    s(
      'day',
      1800,
      3800,
      ['Wedding photography', 'Reportage de mariage', 'Hochzeitsreportage'],
      [
        'From the preparations to the first dance, with an online gallery.',
        'Des préparatifs à l’ouverture du bal, avec galerie en ligne.',
        'Von den Vorbereitungen bis zum Eröffnungstanz, mit Online-Galerie.',
      ],
    ),
    s(
      'hour',
      150,
      250,
      ['Corporate event', 'Événement d’entreprise', 'Firmenveranstaltung'],
      [
        'Conferences, receptions and team events, photos delivered within 48 hours.',
        'Conférences, réceptions et événements d’équipe, photos livrées sous 48 heures.',
        'Konferenzen, Empfänge und Teamevents, Bilder innerhalb von 48 Stunden.',
      ],
    ),
    s(
      'unit',
      25,
      60,
      ['Product photography', 'Photo produit', 'Produktfotografie'],
      [
        'Packshots on a white background for online shops, price per photo.',
        'Packshots sur fond blanc pour boutiques en ligne, prix par photo.',
        'Freisteller auf weißem Hintergrund für Onlineshops, Preis pro Foto.',
      ],
    ),
    s(
      'job',
      250,
      550,
      ['Real estate photography', 'Photo immobilière', 'Immobilienfotografie'],
      [
        'Interior and exterior photos of a property for sale or rent.',
        'Photos intérieures et extérieures d’un bien à vendre ou à louer.',
        'Innen- und Außenaufnahmen einer Immobilie für Verkauf oder Vermietung.',
      ],
    ),
    s(
      'job',
      350,
      900,
      ['Drone shoot', 'Prises de vue par drone', 'Drohnenaufnahmen'],
      [
        'Aerial photos and video, flight authorisation handled.',
        'Photos et vidéos aériennes, autorisation de vol comprise.',
        'Luftbilder und Videos, inklusive Fluggenehmigung.',
      ],
    ),
  ],
} satisfies Partial<Record<CategorySlug, ServiceTemplate[]>>
