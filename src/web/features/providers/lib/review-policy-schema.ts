import { z } from 'zod'

const ParagraphBlock = z.object({ type: z.literal('p'), text: z.string().min(1) })
const ListBlock = z.object({ type: z.literal('list'), items: z.array(z.string().min(1)).min(1) })

export const PolicyBlockSchema = z.discriminatedUnion('type', [ParagraphBlock, ListBlock])
export type PolicyBlock = z.infer<typeof PolicyBlockSchema>

export const PolicySectionSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  heading: z.string().min(1),
  blocks: z.array(PolicyBlockSchema).min(1),
})
export type PolicySection = z.infer<typeof PolicySectionSchema>

/** The review policy's text in one language (content/review-policy.<lang>.json). */
export const ReviewPolicySchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sections: z.array(PolicySectionSchema).min(1),
})
export type ReviewPolicy = z.infer<typeof ReviewPolicySchema>
