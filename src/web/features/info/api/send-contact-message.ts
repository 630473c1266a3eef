import { supportContract } from '@shared/api/support-contract'
import type { ContactMessageInput, ContactReceiptSchema } from '@shared/contact/contact-schemas'
import { useMutation } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import type { z } from 'zod'

export type ContactReceipt = z.infer<typeof ContactReceiptSchema>

export function sendContactMessage(input: ContactMessageInput): Promise<ContactReceipt> {
  return call(supportContract.contact, { body: input })
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
