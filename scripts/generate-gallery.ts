// Writes the demo listings' illustrations to public/gallery/<category>-<n>.svg (run after a change to
// the scenes, commit the files): `npx tsx scripts/generate-gallery.ts`. Deterministic: the same
// scenes give the same bytes. Each file's title is its English alt text.
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { CATEGORY_TONES } from '@shared/catalog/category-tones'
import { GALLERY_SCENE_TEXTS } from '../src/server/db/seed/provider-generator-data/gallery'
import { drawScene } from './gallery-scenes'

const outDir = fileURLToPath(new URL('../public/gallery/', import.meta.url))
mkdirSync(outDir, { recursive: true })
let largest = 0
let total = 0
for (const slug of CATEGORY_SLUGS) {
  for (const [index, text] of GALLERY_SCENE_TEXTS[slug].entries()) {
    const content = drawScene(slug, index, CATEGORY_TONES[slug], `Illustration: ${text.en}`)
    writeFileSync(`${outDir}${slug}-${index + 1}.svg`, content)
    largest = Math.max(largest, Buffer.byteLength(content))
    total += Buffer.byteLength(content)
  }
}
console.log(
  `Wrote ${CATEGORY_SLUGS.length * 3} illustrations to public/gallery (largest ${largest} bytes, ${total} in all)`,
)
