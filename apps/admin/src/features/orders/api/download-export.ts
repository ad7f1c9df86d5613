import type { InboxQueryInput } from '@shop/domain/console';
import { getConsoleApi } from '@/lib/api';
import { saveFile } from '@shop/browser-kit/save-file';

/** Downloads the inbox's filtered list as the server's CSV file, under the server's file name. */
export async function downloadOrderExport(query: InboxQueryInput): Promise<void> {
  const { blob, fileName } = await (await getConsoleApi()).exportOrders(query);
  saveFile(blob, fileName);
}
