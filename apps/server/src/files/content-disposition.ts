/**
 * How a stored file is sent. Images and videos open in the page (inline); anything else (PDF) is downloaded
 * (attachment), so a document never runs in the shop's origin, whatever a browser's viewer does.
 * `download` asks for an attachment for images too.
 */
export function dispositionType(mimeType: string, download: boolean): 'inline' | 'attachment' {
  // A video (a return's unboxing video, decision 077) plays in the page as a picture shows.
  return (mimeType.startsWith('image/') || mimeType.startsWith('video/')) && !download
    ? 'inline'
    : 'attachment';
}

/** RFC 5987 value-chars: encodeURIComponent leaves ' ( ) * ! unescaped, which attr-char forbids. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A plain-ASCII name for old clients: Vietnamese letters without their marks (đ → d), the rest `_`. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/**
 * The Content-Disposition header (RFC 6266): an ASCII `filename` that every client reads and a
 * UTF-8 `filename*` (RFC 5987) that modern ones prefer, so 'Bảng giá.pdf' keeps its name.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
