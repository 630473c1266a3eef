import type {
  LegalBlock,
  LegalSection as LegalSectionData,
} from '@web/features/legal/api/legal-document-schema'
import type { ReactNode } from 'react'
import { LegalTable } from './legal-table'

function blockKey(block: LegalBlock): string {
  switch (block.type) {
    case 'p':
      return `p:${block.text}`
    case 'list':
      return `list:${block.items.join('|')}`
    case 'table':
      return `table:${block.head.join('|')}:${block.rows.length}`
  }
}

function Block({
  block,
  heading,
  renderText,
}: {
  block: LegalBlock
  heading: string
  renderText: (text: string) => ReactNode
}) {
  switch (block.type) {
    case 'p':
      return <p>{renderText(block.text)}</p>
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{renderText(item)}</li>
          ))}
        </ul>
      )
    case 'table':
      return <LegalTable head={block.head} rows={block.rows} label={heading} renderText={renderText} />
  }
}

export function LegalSection({
  section,
  renderText,
}: {
  section: LegalSectionData
  renderText: (text: string) => ReactNode
}) {
  return (
    <section id={section.id} className="scroll-mt-24">
      <h2 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{section.heading}</h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-700">
        {section.blocks.map((block) => (
          <Block key={blockKey(block)} block={block} heading={section.heading} renderText={renderText} />
        ))}
      </div>
    </section>
  )
}
