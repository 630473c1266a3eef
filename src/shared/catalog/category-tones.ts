import type { CategorySlug } from './categories'

/**
 * One colour pair per category, used wherever a category needs a colour of its own: `deep` behind
 * white text (a business's monogram tile, at least 4.5:1 against white), `soft` as the light ground of
 * the category's illustrations. One palette, so the monograms and the illustrations look like a set.
 */
export interface CategoryTone {
  deep: string
  soft: string
}

export const CATEGORY_TONES: Readonly<Record<CategorySlug, CategoryTone>> = {
  plumbing: { deep: '#005f86', soft: '#ccedf8' },
  electrical: { deep: '#7a5200', soft: '#fcefc7' },
  heating: { deep: '#b3261e', soft: '#fbdada' },
  painting: { deep: '#9a3b63', soft: '#f7dce7' },
  carpentry: { deep: '#7a4a1e', soft: '#f1e1cc' },
  roofing: { deep: '#a13d2d', soft: '#f6ddd5' },
  masonry: { deep: '#8c4a32', soft: '#f3e0d6' },
  tiling: { deep: '#0e6e6e', soft: '#cdedea' },
  locksmith: { deep: '#334155', soft: '#e2e8f0' },
  gardening: { deep: '#2f7a47', soft: '#d8eedc' },
  moving: { deep: '#1e5aa8', soft: '#d9e6f7' },
  cleaning: { deep: '#00707a', soft: '#cff0f2' },
  renovation: { deep: '#5b4b8a', soft: '#e3def3' },
  'appliance-repair': { deep: '#475569', soft: '#e2e8f0' },
  solar: { deep: '#7a5b00', soft: '#fbf0c9' },
  legal: { deep: '#1e3a5f', soft: '#dce5f0' },
  accounting: { deep: '#1f6b4f', soft: '#d5eee4' },
  'it-support': { deep: '#3b4ca8', soft: '#dfe3f7' },
  'web-development': { deep: '#6d3fa0', soft: '#e8ddf5' },
  translation: { deep: '#a34b00', soft: '#f9e2cf' },
  photography: { deep: '#2b2f36', soft: '#e5e7eb' },
  'interior-design': { deep: '#8e3f73', soft: '#f2ddea' },
  'pest-control': { deep: '#4d6b1f', soft: '#e4edd3' },
}
