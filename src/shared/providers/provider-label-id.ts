/**
 * A provider's specialties, certifications, licences and awards are stored as label ids
 * ("plumbing.leak-repair") whose words in each language are the `providerLabels` namespace of the
 * catalogue. A text that is not an id is a label the provider typed: it is shown as typed.
 */
const PROVIDER_LABEL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isProviderLabelId(label: string): boolean {
  return PROVIDER_LABEL_ID.test(label)
}

/** A stored label in the reader's language: `translate` is the `providerLabels` namespace's. */
export function providerLabelText(label: string, translate: (id: string) => string): string {
  return isProviderLabelId(label) ? translate(label) : label
}
