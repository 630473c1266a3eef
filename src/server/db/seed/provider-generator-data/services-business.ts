import type { CategorySlug } from '@shared/catalog/categories'
import { type ServiceTemplate, service as s } from './types'

export const BUSINESS_SERVICES = {
  legal: [
    s(
      'hour',
      180,
      350,
      ['Lawyer, hourly fee', 'Honoraires horaires', 'Anwalt, Stundenhonorar'],
      [
        'Advice, correspondence and court work billed by the hour, VAT excluded.',
        'Conseil, courriers et procédures facturés à l’heure, hors TVA.',
        'Beratung, Schriftverkehr und Gerichtsverfahren nach Stunden, zuzüglich MwSt.',
      ],
    ),
    s(
      'job',
      150,
      300,
      ['First consultation', 'Première consultation', 'Erstberatung'],
      [
        'One-hour meeting to review your situation and options.',
        'Rendez-vous d’une heure pour analyser votre situation et vos options.',
        'Einstündiges Gespräch zur Einschätzung Ihrer Lage und Möglichkeiten.',
      ],
    ),
    s(
      'job',
      350,
      900,
      ['Employment contract review', 'Analyse de contrat de travail', 'Prüfung des Arbeitsvertrags'],
      [
        'Written review of a contract, termination or settlement agreement.',
        'Analyse écrite d’un contrat, d’un licenciement ou d’une transaction.',
        'Schriftliche Prüfung eines Vertrags, einer Kündigung oder eines Vergleichs.',
      ],
    ),
    s(
      'job',
      1500,
      4500,
      ['Company incorporation', 'Constitution de société', 'Gesellschaftsgründung'],
      [
        'Articles of association, notary coordination and registration with the RCS.',
        'Statuts, coordination avec le notaire et immatriculation au RCS.',
        'Satzung, Abstimmung mit dem Notar und Eintragung ins Handelsregister.',
      ],
    ),
    s(
      'job',
      1200,
      4000,
      ['Tenancy dispute', 'Litige locatif', 'Mietrechtsstreit'],
      [
        'Representation before the justice of the peace in a rent or deposit dispute.',
        'Représentation devant la justice de paix pour un litige de loyer ou de garantie.',
        'Vertretung vor dem Friedensgericht bei Streit um Miete oder Kaution.',
      ],
    ),
    s(
      'job',
      1500,
      3500,
      ['Divorce by mutual consent', 'Divorce par consentement mutuel', 'Einvernehmliche Scheidung'],
      [
        'Agreement drafting and court procedure, flat fee per case.',
        'Rédaction de la convention et procédure, forfait par dossier.',
        'Ausarbeitung der Vereinbarung und Verfahren, Pauschale pro Fall.',
      ],
    ),
  ],
  accounting: [
    s(
      'unit',
      180,
      650,
      ['Monthly bookkeeping', 'Tenue comptable mensuelle', 'Monatliche Buchhaltung'],
      [
        'Recording of invoices and bank statements, price per month.',
        'Saisie des factures et des relevés bancaires, prix par mois.',
        'Erfassung von Rechnungen und Kontoauszügen, Preis pro Monat.',
      ],
    ),
    s(
      'job',
      90,
      250,
      ['VAT return', 'Déclaration de TVA', 'Mehrwertsteuererklärung'],
      [
        'Monthly, quarterly or annual return filed through eCDF.',
        'Déclaration mensuelle, trimestrielle ou annuelle déposée via l’eCDF.',
        'Monatliche, vierteljährliche oder jährliche Erklärung über eCDF.',
      ],
    ),
    s(
      'job',
      1200,
      4500,
      ['Annual accounts', 'Comptes annuels', 'Jahresabschluss'],
      [
        'Balance sheet, profit and loss account and filing with the RCS.',
        'Bilan, compte de résultat et dépôt au RCS.',
        'Bilanz, Gewinn- und Verlustrechnung und Hinterlegung beim RCS.',
      ],
    ),
    s(
      'job',
      150,
      450,
      ['Personal tax return', 'Déclaration d’impôt des particuliers', 'Einkommensteuererklärung'],
      [
        'Tax return for residents and cross-border workers.',
        'Déclaration pour résidents et frontaliers.',
        'Steuererklärung für Einwohner und Grenzgänger.',
      ],
    ),
    s(
      'unit',
      25,
      45,
      ['Payroll', 'Gestion des salaires', 'Lohnabrechnung'],
      [
        'Payslip, CCSS declarations and payment file, price per payslip.',
        'Fiche de salaire, déclarations CCSS et fichier de paiement, prix par fiche.',
        'Lohnzettel, CCSS-Meldungen und Zahlungsdatei, Preis pro Abrechnung.',
      ],
    ),
    s(
      'hour',
      95,
      180,
      ['Tax advice', 'Conseil fiscal', 'Steuerberatung'],
      [
        'Advice on tax planning, company structure or a one-off question.',
        'Conseil en planification fiscale, structure de société ou question ponctuelle.',
        'Beratung zu Steuerplanung, Gesellschaftsform oder einer Einzelfrage.',
      ],
    ),
  ],
  'it-support': [
    s(
      'hour',
      75,
      110,
      ['IT technician, hourly rate', 'Technicien informatique, tarif horaire', 'IT-Techniker, Stundensatz'],
      [
        'Remote or on-site support, billed per quarter hour.',
        'Assistance à distance ou sur place, facturée au quart d’heure.',
        'Fernwartung oder Vor-Ort-Support, Abrechnung im Viertelstundentakt.',
      ],
    ),
    s(
      'job',
      120,
      180,
      ['On-site intervention', 'Intervention sur site', 'Vor-Ort-Einsatz'],
      [
        'Travel and first hour on site for urgent problems.',
        'Déplacement et première heure sur place pour les urgences.',
        'Anfahrt und erste Stunde vor Ort bei dringenden Problemen.',
      ],
    ),
    s(
      'unit',
      45,
      95,
      ['Managed IT per workstation', 'Infogérance par poste', 'Managed IT pro Arbeitsplatz'],
      [
        'Monitoring, updates, antivirus and helpdesk, price per workstation and month.',
        'Supervision, mises à jour, antivirus et assistance, prix par poste et par mois.',
        'Überwachung, Updates, Virenschutz und Helpdesk, Preis pro Arbeitsplatz und Monat.',
      ],
    ),
    s(
      'job',
      900,
      4500,
      ['Microsoft 365 migration', 'Migration vers Microsoft 365', 'Migration zu Microsoft 365'],
      [
        'Mailboxes, files and Teams moved with minimal downtime.',
        'Boîtes mail, fichiers et Teams migrés avec un minimum d’interruption.',
        'Postfächer, Dateien und Teams mit minimaler Ausfallzeit umgezogen.',
      ],
    ),
    s(
      'job',
      600,
      2500,
      ['Network and Wi-Fi setup', 'Installation réseau et Wi-Fi', 'Netzwerk- und WLAN-Einrichtung'],
      [
        'Firewall, switches and access points for an office or a home.',
        'Pare-feu, switchs et bornes Wi-Fi pour un bureau ou un domicile.',
        'Firewall, Switches und Access Points für Büro oder Zuhause.',
      ],
    ),
    s(
      'day',
      900,
      1400,
      ['Security audit', 'Audit de sécurité', 'Sicherheitsaudit'],
      [
        'Review of accounts, backups and exposure, with a prioritised action plan.',
        'Revue des comptes, des sauvegardes et de l’exposition, avec un plan d’action priorisé.',
        'Prüfung von Konten, Backups und Angriffsfläche, mit priorisiertem Maßnahmenplan.',
      ],
    ),
  ],
} satisfies Partial<Record<CategorySlug, ServiceTemplate[]>>
