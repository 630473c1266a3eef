import { isCreditorReference } from '@shared/billing/creditor-reference'
import { XMLParser } from 'fast-xml-parser'

/**
 * ISO 20022 cash-management messages as banks export them: camt.053 (the day's statement) and
 * camt.054 (a notification of credits). Only what reconciliation needs is read: each booked credit,
 * one per transaction of a batch booking, with its amount, reference, payer and the bank's own
 * references. Namespaces and versions (.001.02 to .001.13) are ignored: the element names are the same.
 */
export interface StatementCredit {
  /** What identifies the credit at the bank, stable across exports of the same statement. */
  key: string
  bookedOn: string
  amountCents: number
  currency: string
  /** The structured creditor reference (RF…), from the structured remittance or the free text. */
  reference: string | null
  payerName: string | null
  remittance: string | null
}

export interface ParsedStatement {
  kind: 'camt.053' | 'camt.054'
  messageId: string
  statementId: string
  iban: string | null
  credits: StatementCredit[]
}

export class StatementFormatError extends Error {}

type Node = Record<string, unknown>
const ARRAYS = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'CdtrRefInf'])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
})

const node = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined
const list = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(node).filter((n): n is Node => !!n)
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null
  const n = node(value)
  return n && typeof n['#text'] === 'string' ? n['#text'].trim() || null : null
}
const at = (root: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => node(current)?.[key], root)

/** An ISO 20022 amount ("104.13", Ccy attribute) in integer cents. */
function amountOf(value: unknown): { cents: number; currency: string } | null {
  const raw = text(value)
  const currency = node(value)?.['@Ccy']
  if (!raw || !/^\d{1,15}(\.\d{1,5})?$/.test(raw)) return null
  const [units = '0', fraction = ''] = raw.split('.')
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
  return { cents, currency: typeof currency === 'string' ? currency : 'EUR' }
}

/** The payer: Dbtr/Nm (up to 2019) or Dbtr/Pty/Nm (2019 and later), else the ultimate debtor. */
function payerOf(tx: Node | undefined): string | null {
  const parties = node(tx?.RltdPties)
  return (
    text(at(parties, 'Dbtr', 'Nm')) ??
    text(at(parties, 'Dbtr', 'Pty', 'Nm')) ??
    text(at(parties, 'UltmtDbtr', 'Nm')) ??
    text(at(parties, 'UltmtDbtr', 'Pty', 'Nm'))
  )
}

/** The RF reference: structured first, else an RF… with valid check digits in the free text. */
function referenceOf(remittance: Node | undefined): { reference: string | null; free: string | null } {
  const structured = list(remittance?.Strd)
    .flatMap((s) => list(s.CdtrRefInf))
    .map((r) => text(r.Ref))
    .find((r): r is string => !!r && isCreditorReference(r))
  const lines = remittance?.Ustrd
  const free = Array.isArray(lines)
    ? lines
        .map((u) => text(u) ?? '')
        .join(' ')
        .trim() || null
    : null
  const inFree = free
    ? (free
        .toUpperCase()
        .match(/RF\d{2}(?:\s?[0-9A-Z]{1,4}){1,6}/g)
        ?.map((m) => m.replace(/\s+/g, ''))
        .find(isCreditorReference) ?? null)
    : null
  return { reference: structured?.replace(/\s+/g, '').toUpperCase() ?? inFree, free }
}

const dayOf = (value: unknown): string | null => {
  const raw = text(at(value, 'Dt')) ?? text(at(value, 'DtTm'))
  return raw && /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : null
}

export function parseCamt(xml: string): ParsedStatement {
  let document: Node | undefined
  try {
    document = node(parser.parse(xml, true).Document)
  } catch {
    throw new StatementFormatError('not well-formed XML')
  }
  const statement = node(document?.BkToCstmrStmt)
  const notification = node(document?.BkToCstmrDbtCdtNtfctn)
  const message = statement ?? notification
  if (!message) throw new StatementFormatError('neither camt.053 nor camt.054')
  const kind = statement ? 'camt.053' : 'camt.054'
  const messageId = text(at(message, 'GrpHdr', 'MsgId'))
  const reports = list(statement ? statement.Stmt : notification?.Ntfctn)
  if (!messageId || reports.length === 0) throw new StatementFormatError('no message id or no statement')
  const credits: StatementCredit[] = []
  let statementId = ''
  let iban: string | null = null
  for (const report of reports) {
    const reportId = text(report.Id) ?? ''
    statementId = statementId ? `${statementId}+${reportId}` : reportId
    iban ??= text(at(report, 'Acct', 'Id', 'IBAN'))
    list(report.Ntry).forEach((entry, entryIndex) => {
      // Booked credits only: debits, reversals and pending entries are not payments received.
      if (text(entry.CdtDbtInd) !== 'CRDT' || text(entry.RvslInd) === 'true') return
      const status = text(entry.Sts) ?? text(at(entry, 'Sts', 'Cd'))
      if (status && status !== 'BOOK') return
      const entryAmount = amountOf(entry.Amt)
      const bookedOn = dayOf(entry.BookgDt) ?? dayOf(entry.ValDt)
      if (!entryAmount || !bookedOn) return
      const entryRef =
        text(entry.AcctSvcrRef) ?? text(entry.NtryRef) ?? `${messageId}/${reportId}/${entryIndex + 1}`
      const transactions = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls))
      const batch = transactions.length > 1
      const items: Array<Node | undefined> = transactions.length ? transactions : [undefined]
      items.forEach((tx, txIndex) => {
        if (tx && text(tx.CdtDbtInd) === 'DBIT') return
        const amount = batch
          ? (amountOf(tx?.Amt) ?? amountOf(at(tx, 'AmtDtls', 'TxAmt', 'Amt')))
          : entryAmount
        if (!amount) return
        const { reference, free } = referenceOf(node(tx?.RmtInf))
        const txRef = text(at(tx, 'Refs', 'AcctSvcrRef'))
        credits.push({
          key: txRef ? `tx:${txRef}` : `entry:${entryRef}#${txIndex + 1}`,
          bookedOn,
          amountCents: amount.cents,
          currency: amount.currency,
          reference,
          payerName: payerOf(tx),
          remittance: free,
        })
      })
    })
  }
  return { kind, messageId, statementId, iban, credits }
}
