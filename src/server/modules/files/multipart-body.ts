/** For API tests: a multipart/form-data body as a browser would send it, ready for app.inject. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    )
  const response = new Response(form)
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  }
}
