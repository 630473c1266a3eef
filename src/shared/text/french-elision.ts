/**
 * French "de" before a name: "de Sanitaire Weber", but "d’Électricité Hilbert", "d’Esch-sur-Alzette"
 * (elided before a vowel). Names with an h are left alone: whether it is mute depends on the word.
 */
export function frenchDe(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name.trim()) ? `d’${name.trim()}` : `de ${name.trim()}`
}
