import { expect, type Page } from '@playwright/test'

/** What a person can tap or click on a page. */
const TAPPABLE = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"]'

/**
 * Checks a page the way a person reaches its buttons, and returns what is covered, by what:
 * - a band across the whole width (header, bottom navigation, the shortlist docked above it) only
 *   narrows the screen: every tappable element, scrolled to the middle, must be clear of it. When no
 *   band lies in the middle fifth of the screen, an element no taller than that which can be centred
 *   is clear by geometry; the others (near the top or the end of the page, or tall) are scrolled to
 *   the middle and hit-tested;
 * - anything else fixed (a floating button) must not lie over a tappable element at any scroll
 *   position, from the top to the end of the page, one screen at a time.
 * "Lies over" means a hit test in the overlap lands in the fixed element (what a real tap meets).
 */
export async function tappablesCoveredByFixedElements(page: Page, max = 120): Promise<string[]> {
  return page.evaluate(
    async ({ selector, max }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
      // After a scroll: the scroll event and the launcher's check run in the next frame, React commits
      // what the check changed before the one after; a third frame gives it one to spare.
      const settle = async () => {
        await frame()
        await frame()
        await frame()
      }
      const nameOf = (element: Element) => {
        const name =
          element.getAttribute('aria-label') ||
          element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
          element.getAttribute('name') ||
          ''
        return `${element.tagName.toLowerCase()} "${name}"`
      }
      const isShown = (element: Element) => {
        const box = element.getBoundingClientRect()
        return (
          element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
          box.width > 1 &&
          box.height > 1
        )
      }
      const layers = () =>
        [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
          const position = getComputedStyle(element).position
          return (position === 'fixed' || position === 'sticky') && isShown(element)
        })
      /** A band across the whole width (header, bottom navigation, a bar docked above it). */
      const isEdgeBar = (layer: Element) => {
        const box = layer.getBoundingClientRect()
        const fullWidth = box.left <= 0 && box.right >= document.documentElement.clientWidth
        return fullWidth && box.height <= window.innerHeight * 0.4
      }
      /** Whether the element fits in the middle fifth of the screen, where no band lies, at some scroll position. */
      const centresClear = (element: Element) => {
        const box = element.getBoundingClientRect()
        const middle = box.top + window.scrollY + box.height / 2
        const screen = window.innerHeight
        const end = document.documentElement.scrollHeight
        return box.height <= screen * 0.2 && middle >= screen / 2 && middle <= end - screen / 2
      }
      const tappables = () =>
        [...document.querySelectorAll(selector)].filter(
          (element) => isShown(element) && !element.closest('[aria-hidden="true"]'),
        )
      const problems = new Set<string>()
      const coverCheck = (target: Element, layer: Element) => {
        if (layer.contains(target) || target.contains(layer)) return
        const box = target.getBoundingClientRect()
        const over = layer.getBoundingClientRect()
        const left = Math.max(box.left, over.left)
        const right = Math.min(box.right, over.right)
        const top = Math.max(box.top, over.top, 0)
        const bottom = Math.min(box.bottom, over.bottom, window.innerHeight)
        if (right - left < 1 || bottom - top < 1) return
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
        if (hit && layer.contains(hit)) problems.add(`${nameOf(target)} under ${nameOf(layer)}`)
      }

      // Floating elements, at every scroll position.
      const step = Math.max(200, window.innerHeight - 200)
      for (let y = 0; ; y += step) {
        window.scrollTo(0, y)
        await settle()
        const floating = layers().filter((layer) => !isEdgeBar(layer))
        for (const target of tappables()) for (const layer of floating) coverCheck(target, layer)
        if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break
      }

      // Edge bars, with each tappable element that geometry does not clear scrolled to the middle (the
      // first `max`: scrolling is slow).
      window.scrollTo(0, 0)
      await settle()
      const middleFree = layers()
        .filter(isEdgeBar)
        .map((bar) => bar.getBoundingClientRect())
        .every((bar) => bar.bottom <= window.innerHeight * 0.4 || bar.top >= window.innerHeight * 0.6)
      const unclear = tappables().filter((target) => !middleFree || !centresClear(target))
      for (const target of unclear.slice(0, max)) {
        if (!target.isConnected || !isShown(target)) continue
        target.scrollIntoView({ block: 'center', inline: 'nearest' })
        await settle()
        for (const layer of layers()) coverCheck(target, layer)
      }
      window.scrollTo(0, 0)
      return [...problems]
    },
    { selector: TAPPABLE, max },
  )
}

export async function expectNothingFixedOverTappables(page: Page) {
  expect(await tappablesCoveredByFixedElements(page)).toEqual([])
}

/** How far the page is wider than the screen (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}
