import type { ContactMessageInput, ContactReceiptSchema } from '@shared/contact/contact-schemas'
import { useMutation } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'
import type { z } from 'zod'

export type ContactReceipt = z.infer<typeof ContactReceiptSchema>

export function sendContactMessage(input: ContactMessageInput): Promise<ContactReceipt> {
  return sendRequest<ContactReceipt>('/api/public/contact', { method: 'POST', body: input })
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
