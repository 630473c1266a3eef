/** A provider's quote on a painting job, as the quote form sends it (POST /api/quote-requests/:id/quote). */
export const SAMPLE_QUOTE = {
  clientName: 'Anne Schmit',
  startDate: '2026-12-07',
  completionDate: '2026-12-10',
  materialsCost: 420.5,
  laborCost: 1680,
  validUntil: '2026-12-31',
}
