/**
 * The EPC QR code ("GiroCode") of an invoice, drawn from its payload (`epcPayload`, carried by the
 * bank transfer's instructions): error correction level M, as the EPC asks; the payload is UTF-8 in
 * byte mode.
 */

/** The code's modules (true: dark), row by row, for drawing it as vectors (the PDF). */
export async function qrModules(payload: string): Promise<boolean[][]> {
  const { default: QRCode } = await import('qrcode')
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' })
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
  )
}

/** The code as a PNG (the email), with the four-module quiet zone scanners need. */
export async function qrPng(payload: string, width = 240): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode')
  return QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', type: 'png', margin: 4, width })
}
