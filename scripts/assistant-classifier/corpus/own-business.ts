import type { AssistantLanguage } from '@server/modules/assistant/understanding/types'

/**
 * The customer's own business, for sentences where trade words describe who asks, not what is
 * asked ("a website for my photography studio", "Steuererklärung für meinen Elektrobetrieb"):
 * the corpus teaches the classifier that such words do not make the category. Each business is
 * `category:noun` (the trade it names) or just `noun`; frames put it after "my"/"our".
 */
export const OWN_BUSINESS: Record<
  AssistantLanguage,
  { businesses: readonly string[]; frames: readonly string[] }
> = {
  en: {
    businesses: [
      'plumbing:plumbing business',
      'carpentry:carpentry workshop',
      'electrical:electrical company',
      'painting:painting firm',
      'roofing:roofing company',
      'cleaning:cleaning company',
      'photography:photography studio',
      'gardening:garden centre',
      'bakery',
      'restaurant',
      'hair salon',
      'small shop',
      'consulting firm',
      'legal:law firm',
      'accounting:accounting firm',
    ],
    frames: [
      '{act} for my {business}',
      '{pro} for my {business}',
      'I run a {business} and need {pro}',
      '{thing} for our {business}',
      'we have a small {business}, we need to {act}',
    ],
  },
  fr: {
    businesses: [
      'plumbing:entreprise de plomberie',
      'carpentry:menuiserie',
      'electrical:entreprise d electricite',
      'painting:entreprise de peinture',
      'roofing:entreprise de toiture',
      'cleaning:societe de nettoyage',
      'photography:studio photo',
      'boulangerie',
      'restaurant',
      'salon de coiffure',
      'petite boutique',
      'legal:cabinet d avocats',
      'accounting:fiduciaire',
    ],
    frames: [
      '{act} pour ma {business}',
      '{pro} pour notre {business}',
      'j ai une petite {business} et je cherche {pro}',
      '{thing} pour notre {business}',
      'nous avons une {business}, il faut {act}',
    ],
  },
  de: {
    businesses: [
      'plumbing:Sanitärbetrieb',
      'carpentry:Schreinerei',
      'electrical:Elektrobetrieb',
      'painting:Malerbetrieb',
      'roofing:Dachdeckerei',
      'cleaning:Reinigungsfirma',
      'photography:Fotostudio',
      'Bäckerei',
      'Restaurant',
      'Friseursalon',
      'kleiner Laden',
      'legal:Anwaltskanzlei',
      'accounting:Treuhandbüro',
    ],
    frames: [
      '{act} für meinen {business}',
      '{pro} für unsere {business}',
      'ich habe einen kleinen {business} und brauche {pro}',
      '{thing} für unseren {business}',
      'wir haben eine {business} und möchten {act}',
    ],
  },
  lb: {
    businesses: [
      'plumbing:Sanitärbetrib',
      'carpentry:Schräinerei',
      'electrical:Elektrobetrib',
      'painting:Molerbetrib',
      'cleaning:Botzfirma',
      'photography:Fotostudio',
      'Bäckerei',
      'Restaurant',
      'Coiffeur',
      'klenge Buttek',
    ],
    frames: [
      '{act} fir meng {business}',
      '{pro} fir eis {business}',
      'ech hunn eng kleng {business} an brauch {pro}',
      '{thing} fir eis {business}',
    ],
  },
  pt: {
    businesses: [
      'plumbing:empresa de canalizacao',
      'carpentry:carpintaria',
      'electrical:empresa de eletricidade',
      'painting:empresa de pintura',
      'cleaning:empresa de limpezas',
      'photography:estudio de fotografia',
      'padaria',
      'restaurante',
      'cabeleireiro',
      'loja',
    ],
    frames: [
      '{act} para a minha {business}',
      '{pro} para a nossa {business}',
      'tenho uma pequena {business} e preciso de {pro}',
      '{thing} para o nosso {business}',
    ],
  },
  it: {
    businesses: [
      'plumbing:ditta di idraulica',
      'carpentry:falegnameria',
      'electrical:ditta di impianti elettrici',
      'painting:impresa di tinteggiature',
      'cleaning:impresa di pulizie',
      'photography:studio fotografico',
      'panetteria',
      'ristorante',
      'parrucchiere',
      'negozio',
    ],
    frames: [
      '{act} per la mia {business}',
      '{pro} per la nostra {business}',
      'ho una piccola {business} e mi serve {pro}',
      '{thing} per il nostro {business}',
    ],
  },
  es: {
    businesses: [
      'plumbing:empresa de fontaneria',
      'carpentry:carpinteria',
      'electrical:empresa de electricidad',
      'painting:empresa de pintura',
      'cleaning:empresa de limpieza',
      'photography:estudio de fotografia',
      'panaderia',
      'restaurante',
      'peluqueria',
      'tienda',
    ],
    frames: [
      '{act} para mi {business}',
      '{pro} para nuestra {business}',
      'tengo una pequena {business} y necesito {pro}',
      '{thing} para nuestro {business}',
    ],
  },
}

/** The categories a business buys for itself (the others are rarely asked for "for my business"). */
export const BUSINESS_BUYS: readonly string[] = [
  'legal',
  'accounting',
  'it-support',
  'web-development',
  'translation',
  'photography',
  'cleaning',
]
