import { type SQL, sql } from 'drizzle-orm'

/** A one-page PDF saying what it is: the file behind a demo business's reviewed document. */
function demoPdf(): Buffer {
  const text = 'LuxPro demo data: a fictitious business. This is not a real document.'
  const stream = `BT /F1 12 Tf 50 780 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

const DEMO_PDF = demoPdf()

/**
 * The reviewed documents behind the seeded listings' flags, so that no demo badge claims more than
 * a document row: an insured listing gets an approved insurance certificate (reviewed in the last
 * 20 to 220 days, never before the listing, valid for a year from its review), a verified one an
 * approved establishment permit (no end).
 */
export function insertDemoDocuments(providerIds: SQL): SQL {
  return sql`
    insert into provider_document
      (provider_id, kind, file_name, mime_type, size_bytes, bytes, created_at, status, reviewed_at, valid_until)
    select p.id, doc.kind, doc.kind || '-demo.pdf', 'application/pdf', ${DEMO_PDF.length}, ${DEMO_PDF},
      r.reviewed_at - interval '1 day', 'approved', r.reviewed_at,
      case when doc.kind = 'insurance' then (r.reviewed_at + interval '1 year')::date else null end
    from provider p
    cross join (values ('insurance'), ('permit')) as doc(kind)
    cross join lateral (
      select greatest(p.created_at + interval '2 days', now() - make_interval(days => 20 + p.id % 200)) as reviewed_at
    ) r
    where p.id = any(${providerIds})
      and ((doc.kind = 'insurance' and p.insured) or (doc.kind = 'permit' and p.verified))
    on conflict (provider_id, kind) do nothing`
}

/** Awards never older than the listing: a year before the listing's year is left out. */
export function awardsSince(awards: string[], listedAt: Date): string[] {
  return awards.filter((award) => {
    const year = /\b(20\d\d)\b/.exec(award)?.[1]
    return year === undefined || Number(year) >= listedAt.getUTCFullYear()
  })
}
