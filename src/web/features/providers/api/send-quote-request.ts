import type { ContactMessageInput, ContactReceiptSchema } from '@shared/contact/contact-schemas'
import { useMutation } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'
import type { z } from 'zod'

export type QuoteRequestReceipt = z.infer<typeof ContactReceiptSchema>

/**
 * POST /api/public/contact: until quote requests have their own endpoint, a request for a quote
 * reaches the LuxPro team as a contact message naming the provider (see lib/quote-request.ts).
 */
export function sendQuoteRequest(input: ContactMessageInput) {
  return sendRequest<QuoteRequestReceipt>('/api/public/contact', { method: 'POST', body: input })
}

export function useSendQuoteRequest() {
  return useMutation({ mutationFn: sendQuoteRequest })
}
