import { getAuthApi } from '@/lib/api';

/** Saves `text` as a file the browser downloads. */
export function saveFile(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Downloads the shopper's data (GET /api/account/export) as JSON or as the readable HTML file. */
export async function downloadAccountData(format: 'json' | 'html', now = new Date()): Promise<void> {
  const auth = await getAuthApi();
  const day = now.toISOString().slice(0, 10);
  if (format === 'json') {
    const data = await auth.exportAccountData();
    saveFile(JSON.stringify(data, null, 2), `du-lieu-ca-nhan-${day}.json`, 'application/json');
  } else {
    saveFile(await auth.exportAccountHtml(), `du-lieu-ca-nhan-${day}.html`, 'text/html');
  }
}

/** POST /api/account/delete with the password typed again. */
export async function deleteAccount(password: string) {
  return (await getAuthApi()).deleteAccount(password);
}
