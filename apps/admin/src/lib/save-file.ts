/** Saves a downloaded file under its name: an object URL clicked through a temporary link. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
