import { createHash } from 'node:crypto'

/**
 * Translations kept in memory, the least recently used dropped past `max`. The key holds a hash of
 * the text: an edited text (or a message hidden then shown) is translated again, never served stale.
 */
export class TranslationCache {
  private readonly entries = new Map<string, string>()

  constructor(private readonly max: number) {}

  static key(kind: string, id: number, to: string, text: string) {
    return `${kind}:${id}:${to}:${createHash('sha256').update(text).digest('base64url')}`
  }

  get(key: string): string | undefined {
    const value = this.entries.get(key)
    if (value === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  set(key: string, value: string) {
    this.entries.delete(key)
    this.entries.set(key, value)
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value as string
      this.entries.delete(oldest)
    }
  }

  get size() {
    return this.entries.size
  }
}
