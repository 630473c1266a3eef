/**
 * The demo listings' drawn illustrations (public/gallery) — never a business's own work. Pages mark
 * them as illustrations; only uploaded photos are shown as real work.
 */
export const ILLUSTRATION_PREFIX = '/gallery/'

export const isIllustration = (src: string) => src.startsWith(ILLUSTRATION_PREFIX)
