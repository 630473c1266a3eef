import { TEMPLATE_FILE_TYPES, type TemplateFileKind } from '@shared/workspace/workspace-schemas'
import { fileTypeFromBuffer } from 'file-type'

/**
 * What the file really is, read from its bytes (magic numbers; for DOCX and XLSX the entries of the
 * ZIP), whatever its name or declared type says. Null for anything but PDF, DOCX and XLSX.
 */
export async function templateKindOf(bytes: Buffer): Promise<TemplateFileKind | null> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected) return null
  const kinds = Object.keys(TEMPLATE_FILE_TYPES) as TemplateFileKind[]
  return kinds.find((kind) => TEMPLATE_FILE_TYPES[kind] === detected.mime) ?? null
}
