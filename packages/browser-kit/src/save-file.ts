/**
 * Saves a file the browser downloads under `name`: an object URL clicked through a temporary link.
 * The URL is revoked a second later, once the click has handed the file to the browser (revoked at
 * once, some browsers cancel the download).
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
