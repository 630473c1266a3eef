/**
 * jsdom has no layout and no window.matchMedia: a test says which media queries hold, as the
 * browser would answer them for the device it pictures. Returns a function that puts things back.
 */
export function withMedia(holding: readonly string[]): () => void {
  const had = Object.getOwnPropertyDescriptor(window, 'matchMedia')
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: holding.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  })
  return () => {
    if (had) Object.defineProperty(window, 'matchMedia', had)
    else Reflect.deleteProperty(window, 'matchMedia')
  }
}
