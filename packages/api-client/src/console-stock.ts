import type {
  StockAdjustmentBody,
  StockAdjustReply,
  StockHistoryQueryInput,
  StockHistoryReply,
  StockImportPreview,
  StockImportReply,
  StockListReply,
  StockQueryInput,
  StockSettings,
  StockSettingsReply,
} from '@shop/domain/catalogue';
import type { Transport } from './client.js';
import { attachmentName, type OrderExport, searchParamsOf } from './console.js';

export type {
  StockAdjustment,
  StockAdjustReply,
  StockHistoryReply,
  StockImportPreview,
  StockImportReply,
  StockListReply,
  StockRow,
  StockSettingsReply,
} from '@shop/domain/catalogue';

/**
 * The console's stock calls (docs/api.md "Stock"), beside consoleCalls in `client.console`: owner and staff
 * ('catalogue'), except saving the low-stock threshold (the owner's, 'settings').
 */
export function stockCalls(transport: Transport) {
  const path = (suffix: string) => `api/${transport.options.idApp}/console/stock${suffix}`;
  const get = <T>(suffix: string, searchParams: Record<string, string> = {}) =>
    transport.http
      .get(path(suffix), { searchParams: { ...transport.authParams(), ...searchParams } })
      .json<T>();
  const post = <T>(suffix: string, json: object) =>
    transport.http.post(path(suffix), { searchParams: transport.authParams(), json }).json<T>();
  return {
    /** GET console/stock: sellable lines with their stock (a product's, searched, low only), paged. */
    stock: (query: StockQueryInput = {}) => get<StockListReply>('', searchParamsOf(query)),
    /** GET console/stock/history: adjustments, newest first (all, a product's or one line's). */
    stockHistory: (query: StockHistoryQueryInput = {}) =>
      get<StockHistoryReply>('/history', searchParamsOf(query)),
    /** POST console/stock/adjust: changes one line's stock with a reason; refused below zero (409). */
    adjustStock: (body: StockAdjustmentBody) => post<StockAdjustReply>('/adjust', body),
    /** GET console/stock/settings: the low-stock threshold. */
    stockSettings: () => get<StockSettings>('/settings'),
    /** POST console/stock/settings (owner only): saves the low-stock threshold. */
    saveStockSettings: (body: StockSettings) => post<StockSettingsReply>('/settings', body),
    /** GET console/stock/export.csv: every line's code, variant, name, price and stock (UTF-8, BOM). */
    exportStock: async (): Promise<OrderExport> => {
      const response = await transport.http.get(path('/export.csv'), {
        searchParams: transport.authParams(),
      });
      return {
        blob: await response.blob(),
        fileName: attachmentName(response.headers.get('content-disposition'), 'stock.csv'),
      };
    },
    /** POST console/stock/import/preview: what a CSV file would change and every refused row; writes nothing. */
    previewStockImport: (csv: string) => post<StockImportPreview>('/import/preview', { csv }),
    /** POST console/stock/import: applies a CSV file whole, or nothing when a row is refused (409). */
    importStock: (csv: string) => post<StockImportReply>('/import', { csv }),
  };
}
