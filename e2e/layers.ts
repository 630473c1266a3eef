import { expect, type Page } from '@playwright/test'

/** What a person can tap or click on a page. */
const TAPPABLE = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"]'

/**
 * Walks every tappable element of the page: scrolls it into view (as a person would, to reach it)
 * and checks that no fixed or sticky element lies over any part of its box there. A fixed element
 * counts as over it when a hit test in the overlap lands in the fixed element. Returns what is
 * covered, and by what, so a failure says where to look.
 */
export async function tappablesCoveredByFixedElements(page: Page, max = 120): Promise<string[]> {
  return page.evaluate(
    async ({ selector, max }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
      const settle = async () => {
        await frame()
        await frame()
        await new Promise((resolve) => setTimeout(resolve, 40))
      }
      const nameOf = (element: Element) => {
        const name =
          element.getAttribute('aria-label') ||
          (element as HTMLElement).textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
          element.getAttribute('name') ||
          ''
        return `${element.tagName.toLowerCase()} "${name}"`
      }
      const isShown = (element: Element) =>
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        element.getBoundingClientRect().width > 1 &&
        element.getBoundingClientRect().height > 1
      const layers = () =>
        [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
          const position = getComputedStyle(element).position
          return (position === 'fixed' || position === 'sticky') && isShown(element)
        })
      const problems = new Set<string>()
      const targets = [...document.querySelectorAll(selector)]
        .filter((element) => isShown(element) && !element.closest('[aria-hidden="true"]'))
        .slice(0, max)
      for (const target of targets) {
        if (!target.isConnected || !isShown(target)) continue
        target.scrollIntoView({ block: 'center', inline: 'nearest' })
        await settle()
        const box = target.getBoundingClientRect()
        for (const layer of layers()) {
          if (layer.contains(target) || target.contains(layer)) continue
          const over = layer.getBoundingClientRect()
          const left = Math.max(box.left, over.left)
          const right = Math.min(box.right, over.right)
          const top = Math.max(box.top, over.top)
          const bottom = Math.min(box.bottom, over.bottom)
          if (right - left < 1 || bottom - top < 1) continue
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
          if (hit && layer.contains(hit)) problems.add(`${nameOf(target)} under ${nameOf(layer)}`)
        }
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
