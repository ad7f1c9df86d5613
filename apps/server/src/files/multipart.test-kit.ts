import sharp from 'sharp';
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

/** A phone's photo: a JPEG carrying its camera, `copyright` and where it was taken (EXIF GPS). */
export const phonePhoto = (copyright = 'Secret Home', background = '#8a5a2b') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: copyright },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '21/1 1/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '105/1 51/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
