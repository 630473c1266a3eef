/**
 * The stylesheet rules a server-rendered page uses, for a <style> in its head: the page paints
 * styled without waiting for the stylesheet, which then loads without blocking (the page boot
 * script, @shared/http/page-boot-script).
 *
 * The app's CSS is Tailwind's flat output (no nesting): style rules, grouping at-rules (@layer,
 * @media, @supports, @container, @starting-style) around them, and definitions kept whole
 * (@property, @keyframes, @font-face). A style rule is kept when one of its selectors can match:
 * every class it requires is in the page's HTML. Classes under :not() or in a selector list inside
 * :is()/:where() are not required, so a rule is only ever kept too often, never dropped wrongly.
 * The full stylesheet repeats the same rules in the same order, so loading it changes nothing on
 * screen; it only brings what later interactions need.
 */

type CssNode =
  | { kind: 'statement'; text: string }
  | { kind: 'definition'; text: string }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'rule'; text: string; alternatives: string[][] }

const GROUPING_AT_RULES = /^@(layer|media|supports|container|starting-style|scope|document)\b/i

/** Index just past the block that opens at `open` ('{'), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    const char = css[i]
    if (char === '"' || char === "'") i = stringEnd(css, i)
    else if (char === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return i + 1
  }
  return css.length
}

function stringEnd(css: string, start: number): number {
  const quote = css[start]
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++
    else if (css[i] === quote) return i
  }
  return css.length
}

/** Splits at commas outside parentheses and brackets. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '\\') i++
    else if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts
}

/** Reads a CSS identifier with its escapes (Tailwind writes `.hover\:bg-x`, `.\32 xl\:p-4`). */
function readIdentifier(text: string, start: number): { name: string; end: number } {
  let name = ''
  let i = start
  while (i < text.length) {
    const char = text[i] as string
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(i + 1, i + 8))
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16))
        i += 1 + hex[0].length
      } else {
        name += text[i + 1] ?? ''
        i += 2
      }
    } else if (/[\w-]/.test(char) || char.charCodeAt(0) > 127) {
      name += char
      i++
    } else break
  }
  return { name, end: i }
}

/** The classes an element must carry somewhere on the page for this selector to match anything. */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = []
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]
    if (char === '\\') i++
    else if (char === '[') {
      const close = selector.indexOf(']', i)
      i = close < 0 ? selector.length : close
    } else if (char === '.') {
      const { name, end } = readIdentifier(selector, i + 1)
      if (name) classes.push(name)
      i = end - 1
    } else if (char === '(') {
      let depth = 1
      let j = i + 1
      for (; j < selector.length && depth > 0; j++) {
        if (selector[j] === '\\') j++
        else if (selector[j] === '(') depth++
        else if (selector[j] === ')') depth--
      }
      const inner = selector.slice(i + 1, j - 1)
      const pseudo = /:([\w-]+)$/.exec(selector.slice(0, i))?.[1]
      const single = splitTopLevel(inner).length === 1
      if ((pseudo === 'is' || pseudo === 'where' || pseudo === 'has') && single)
        classes.push(...requiredClasses(inner))
      i = j - 1
    }
  }
  return classes
}

export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = []
  let i = 0
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i] as string)) i++
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2)
      i = end < 0 ? css.length : end + 2
      continue
    }
    if (i >= css.length) break
    let j = i
    while (j < css.length && css[j] !== '{' && css[j] !== ';' && css[j] !== '}') {
      if (css[j] === '"' || css[j] === "'") j = stringEnd(css, j)
      j++
    }
    const prelude = css.slice(i, j).trim()
    if (css[j] !== '{') {
      if (prelude) nodes.push({ kind: 'statement', text: `${prelude};` })
      i = j + 1
      continue
    }
    const end = blockEnd(css, j)
    if (GROUPING_AT_RULES.test(prelude)) {
      nodes.push({ kind: 'group', prelude, children: parseCss(css.slice(j + 1, end - 1)) })
    } else if (prelude.startsWith('@')) {
      nodes.push({ kind: 'definition', text: css.slice(i, end) })
    } else {
      nodes.push({
        kind: 'rule',
        text: css.slice(i, end),
        alternatives: splitTopLevel(prelude).map(requiredClasses),
      })
    }
    i = end
  }
  return nodes
}

function serialize(nodes: readonly CssNode[], used: ReadonlySet<string>): string {
  let out = ''
  for (const node of nodes) {
    if (node.kind === 'statement' || node.kind === 'definition') out += node.text
    else if (node.kind === 'rule') {
      if (node.alternatives.some((classes) => classes.every((name) => used.has(name)))) out += node.text
    } else {
      const inner = serialize(node.children, used)
      if (inner) out += `${node.prelude}{${inner}}`
    }
  }
  return out
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/** Every class name in the HTML's class attributes (as React writes them: double quotes, & " ' < > escaped). */
export function classesIn(html: string): Set<string> {
  const used = new Set<string>()
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const value = (match[1] as string).replace(
      /&(?:amp|quot|#x27|lt|gt);/g,
      (entity) => ENTITIES[entity] ?? entity,
    )
    for (const name of value.split(/\s+/)) if (name) used.add(name)
  }
  return used
}

/**
 * Parses the stylesheet once; returns what one page's HTML needs of it. Pages of one kind use the
 * same classes, so the answer is kept per set of classes (the last `keep` sets).
 */
export function criticalCssFor(stylesheet: string, keep = 200): (html: string) => string {
  const nodes = parseCss(stylesheet)
  const kept = new Map<string, string>()
  return (html) => {
    const used = classesIn(html)
    const key = [...used].sort().join(' ')
    let css = kept.get(key)
    if (css === undefined) {
      css = serialize(nodes, used)
      if (kept.size >= keep) kept.delete(kept.keys().next().value as string)
      kept.set(key, css)
    }
    return css
  }
}
