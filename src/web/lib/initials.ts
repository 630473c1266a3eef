/** "Sanitaire Weber" → "SW", "Étude Muller Avocats" → "ÉM": the monogram shown where a logo would be. */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /^\p{L}/u.test(word))
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('')
}
