/** Lower case, accents removed, ß as ss, one kind of apostrophe: how words are compared, punctuation kept. */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
}
