import type { InboxQueryInput } from '@shop/domain';
import { getConsoleApi } from '@/lib/api';

/** Downloads the inbox's filtered list as the server's CSV file, under the server's file name. */
export async function downloadOrderExport(query: InboxQueryInput): Promise<void> {
  const { blob, fileName } = await (await getConsoleApi()).exportOrders(query);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
