import { saveFile } from '@shop/browser-kit/save-file';
import { getAuthApi } from '@/lib/api';

/** Saves the personal data as the file the browser downloads: `du-lieu-ca-nhan-<day>.json` or `.html`. */
export function savePersonalData(format: 'json' | 'html', text: string, day: string): void {
  const type = format === 'json' ? 'application/json' : 'text/html';
  saveFile(new Blob([text], { type }), `du-lieu-ca-nhan-${day}.${format}`);
}

/** Downloads the shopper's data (GET /api/account/export) as JSON or as the readable HTML file. */
export async function downloadAccountData(format: 'json' | 'html', now = new Date()): Promise<void> {
  const auth = await getAuthApi();
  const day = now.toISOString().slice(0, 10);
  if (format === 'json')
    savePersonalData('json', JSON.stringify(await auth.exportAccountData(), null, 2), day);
  else savePersonalData('html', await auth.exportAccountHtml(), day);
}

/** POST /api/account/delete with the password typed again. */
export async function deleteAccount(password: string) {
  return (await getAuthApi()).deleteAccount(password);
}
