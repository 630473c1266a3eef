import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady, signIn, signInAsAdmin } from './fixtures'

/** The demo business whose owner signs in; its invoice of next month is issued by this test. */
const WEBER = 'contact@sanitaire-weber.lu'

/** Next month in Luxembourg (yyyy-mm): no invoice of it exists before this test issues them. */
function nextMonth() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Luxembourg' })
    .format(new Date())
    .split('-')
    .map(Number)
  const next = new Date(Date.UTC(year as number, month as number, 1))
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`
}

/** A day's camt.053 statement (shaped as the server's fixture) with one credit paying `reference`. */
function camt053(reference: string, amountCents: number, day: string) {
  const amount = (amountCents / 100).toFixed(2)
  const id = `E2E-${Date.now()}`
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${day}T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-${id}</Id>
      <CreDtTm>${day}T06:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>LU280019400644750000</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Ntry>
        <NtryRef>1</NtryRef>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${id}-1</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>${id}-1-1</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <Amt Ccy="EUR">${amount}</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>
            <RltdPties><Dbtr><Pty><Nm>Sanitaire Weber S.à r.l.</Nm></Pty></Dbtr></RltdPties>
            <RmtInf>
              <Strd>
                <CdtrRefInf>
                  <Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp>
                  <Ref>${reference}</Ref>
                </CdtrRefInf>
              </Strd>
            </RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`
}

test('an admin imports the bank statement that pays an invoice, and the business sees it paid', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two accounts signed in, two pages with axe: on a slow 2-core host every step answered and 30 s ran out.
  test.slow()
  const origin = baseURL as string
  await signInAsAdmin(page, origin)
  const month = nextMonth()
  const issue = await page.request.post('/api/admin/invoices/issue', {
    data: { month },
    headers: { origin },
  })
  expect(issue.ok(), await issue.text()).toBe(true)

  const business = await browser.newContext({ baseURL: origin })
  const owner = await business.newPage()
  await signIn(owner.request, origin, WEBER)
  const billing = await (await owner.request.get('/api/provider/billing')).json()
  const invoice = billing.invoices.find(
    (row: { periodStart: string }) => row.periodStart === `${month}-01`,
  ) as { number: string; grossCents: number; status: string; payment: { reference: string } }
  expect(invoice, `an invoice of ${month} for the business`).toBeDefined()
  expect(invoice.status).toBe('issued')

  await page.goto('/admin/dashboard')
  await expectPageReady(page)
  await page
    .getByRole('navigation', { name: 'Administration sections' })
    .getByRole('link', { name: 'Payments' })
    .click()
  await expect(page).toHaveURL(/\/admin\/payments$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Payments to review' })).toBeVisible()

  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Luxembourg' }).format(new Date())
  await page.getByLabel('Statement file (XML)').setInputFiles({
    name: 'statement.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(camt053(invoice.payment.reference, invoice.grossCents, day)),
  })
  await page.getByRole('button', { name: 'Import statement' }).click()
  const result = page.getByRole('status').filter({ hasText: 'credit read' })
  await expect(result).toContainText('1 credit read')
  await expect(result).toContainText('1 recorded as payment')
  await expect(result).toContainText('0 to review below')
  await expectNoSeriousA11yViolations(page)

  await owner.goto('/dashboard/billing')
  await expectPageReady(owner)
  const row = owner.getByRole('listitem').filter({ hasText: invoice.number })
  await expect(row.getByText('Paid', { exact: true })).toBeVisible()
  await business.close()
})
