import type { CategorySlug } from '@shared/catalog/categories'
import { type DescriptionTemplate, localized as t } from './types'

export const BUSINESS_DESCRIPTIONS = {
  legal: {
    intro: t(
      '{name} is a law firm in {locality} with {years} of experience advising individuals and businesses.',
      '{name} est un cabinet d’avocats à {locality}, avec {years} d’expérience au service des particuliers et des entreprises.',
      '{name} ist eine Anwaltskanzlei in {locality} mit {years} Erfahrung in der Beratung von Privatpersonen und Unternehmen.',
    ),
    pitches: [
      t(
        'The lawyers advise their clients and represent them before the Luxembourg courts.',
        'Les avocats conseillent leurs clients et les représentent devant les juridictions luxembourgeoises.',
        'Die Anwälte beraten ihre Mandanten und vertreten sie vor den luxemburgischen Gerichten.',
      ),
      t(
        'A first meeting helps assess the case and the likely costs.',
        'Un premier rendez-vous permet d’évaluer le dossier et les frais à prévoir.',
        'Ein erstes Gespräch dient dazu, den Fall und die voraussichtlichen Kosten einzuschätzen.',
      ),
    ],
  },
  accounting: {
    intro: t(
      '{name} is an accounting firm in {locality} with {years} of experience with the self-employed and SMEs.',
      '{name} est une fiduciaire à {locality}, avec {years} d’expérience auprès des indépendants et des PME.',
      '{name} ist ein Treuhandbüro in {locality} mit {years} Erfahrung mit Selbstständigen und KMU.',
    ),
    pitches: [
      t(
        'Bookkeeping, VAT returns, payroll and annual accounts are handled on time and filed through eCDF.',
        'Comptabilité, déclarations de TVA, salaires et comptes annuels sont traités dans les délais et déposés via l’eCDF.',
        'Buchhaltung, Mehrwertsteuererklärungen, Lohnabrechnung und Jahresabschlüsse werden fristgerecht erledigt und über eCDF eingereicht.',
      ),
      t(
        'Cross-border workers also get help with their Luxembourg tax return.',
        'Les frontaliers sont également accompagnés pour leur déclaration d’impôt luxembourgeoise.',
        'Auch Grenzgänger erhalten Unterstützung bei ihrer luxemburgischen Steuererklärung.',
      ),
    ],
  },
  'it-support': {
    intro: t(
      '{name} provides IT support to small businesses from {locality}, with {years} of experience.',
      '{name}, basée à {locality}, assure le support informatique des petites entreprises, avec {years} d’expérience.',
      '{name} aus {locality} betreut kleine Unternehmen seit {years} in allen IT-Fragen.',
    ),
    pitches: [
      t(
        'Workstations, Microsoft 365, networks and backups are managed remotely or on site, for a fixed monthly price.',
        'Postes de travail, Microsoft 365, réseaux et sauvegardes sont gérés à distance ou sur place, pour un forfait mensuel fixe.',
        'Arbeitsplätze, Microsoft 365, Netzwerke und Datensicherung werden per Fernwartung oder vor Ort betreut – zum festen Monatspreis.',
      ),
      t(
        'Security audits help companies meet their NIS2 and GDPR obligations.',
        'Des audits de sécurité aident les entreprises à respecter leurs obligations NIS2 et RGPD.',
        'Sicherheitsaudits helfen Unternehmen, ihre Pflichten aus NIS2 und DSGVO zu erfüllen.',
      ),
    ],
  },
  'web-development': {
    intro: t(
      '{name} is a web studio in {locality} with {years} of experience building websites for local businesses.',
      '{name} est une agence web à {locality}, avec {years} d’expérience dans la création de sites pour les entreprises locales.',
      '{name} ist eine Webagentur in {locality} mit {years} Erfahrung in der Erstellung von Websites für lokale Unternehmen.',
    ),
    pitches: [
      t(
        'Sites are multilingual from the start, fast, accessible and easy to update yourself.',
        'Les sites sont multilingues dès le départ, rapides, accessibles et faciles à mettre à jour soi-même.',
        'Die Websites sind von Anfang an mehrsprachig, schnell, barrierefrei und leicht selbst zu pflegen.',
      ),
      t(
        'Online shops, booking tools and search engine optimisation are also on offer.',
        'Boutiques en ligne, outils de réservation et référencement naturel font aussi partie de l’offre.',
        'Auch Onlineshops, Buchungssysteme und Suchmaschinenoptimierung gehören zum Angebot.',
      ),
    ],
  },
  translation: {
    intro: t(
      '{name} is a translation agency in {locality} with {years} of experience.',
      '{name} est une agence de traduction à {locality}, avec {years} d’expérience.',
      '{name} ist ein Übersetzungsbüro in {locality} mit {years} Erfahrung.',
    ),
    pitches: [
      t(
        'The agency delivers sworn, legal and financial translations between Luxembourgish, French, German, English and Portuguese.',
        'L’agence réalise des traductions assermentées, juridiques et financières entre le luxembourgeois, le français, l’allemand, l’anglais et le portugais.',
        'Das Büro liefert beglaubigte, juristische und Finanzübersetzungen zwischen Luxemburgisch, Französisch, Deutsch, Englisch und Portugiesisch.',
      ),
      t(
        'Urgent documents can be translated within 24 hours.',
        'Les documents urgents peuvent être traduits en 24 heures.',
        'Eilige Dokumente werden innerhalb von 24 Stunden übersetzt.',
      ),
    ],
  },
  photography: {
    intro: t(
      '{name} is a photography studio in {locality} with {years} of experience.',
      '{name} est un studio photo à {locality}, avec {years} d’expérience.',
      '{name} ist ein Fotostudio in {locality} mit {years} Erfahrung.',
    ),
    pitches: [
      t(
        'Weddings, portraits, events and products are photographed in the studio or on location anywhere in the country.',
        'Mariages, portraits, événements et produits sont photographiés en studio ou en extérieur, partout dans le pays.',
        'Hochzeiten, Porträts, Veranstaltungen und Produkte werden im Studio oder vor Ort im ganzen Land fotografiert.',
      ),
      t(
        'Edited photos are delivered within a week in an online gallery.',
        'Les photos retouchées sont livrées sous une semaine dans une galerie en ligne.',
        'Die bearbeiteten Bilder werden innerhalb einer Woche in einer Online-Galerie geliefert.',
      ),
    ],
  },
} satisfies Partial<Record<CategorySlug, DescriptionTemplate>>

/** A closing sentence: spoken languages ({languages}) or how to get a quote. */
export const CLOSERS = {
  languages: t(
    'The team speaks {languages}.',
    'L’équipe parle {languages}.',
    'Das Team spricht {languages}.',
  ),
  home: t(
    'Quotes are free and without obligation.',
    'Les devis sont gratuits et sans engagement.',
    'Kostenvoranschläge sind kostenlos und unverbindlich.',
  ),
  business: t(
    'Appointments are available at short notice.',
    'Des rendez-vous sont possibles à court terme.',
    'Termine sind kurzfristig möglich.',
  ),
}
