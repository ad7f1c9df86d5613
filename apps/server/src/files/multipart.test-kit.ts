/** One file as a multipart/form-data body (field `file`) for app.inject. */
export async function multipart(file: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}
