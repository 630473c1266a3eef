import type {
  PolicyBlock,
  PolicySection as PolicySectionData,
} from '@web/features/providers/lib/review-policy-schema'
import { PolicyText } from './policy-text'

function blockKey(block: PolicyBlock): string {
  return block.type === 'p' ? `p:${block.text}` : `list:${block.items.join('|')}`
}

export function PolicySection({ section }: { section: PolicySectionData }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
      <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">
        {section.heading}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-700">
        {section.blocks.map((block) =>
          block.type === 'p' ? (
            <p key={blockKey(block)}>
              <PolicyText text={block.text} />
            </p>
          ) : (
            <ul key={blockKey(block)} className="list-disc space-y-2 pl-6 marker:text-brand-600">
              {block.items.map((item) => (
                <li key={item}>
                  <PolicyText text={item} />
                </li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  )
}
