import { describe, expect, it } from 'vitest';
import { useConsoleTestShop } from './console.test-kit.js';
import { ApiError } from './index.js';

describe('api-client console stock calls against the real server', () => {
  const kit = useConsoleTestShop();
  const connect = (account: [string, string]) => kit.connect(account, 'en');

  it('lists, adjusts, reads the history, exports and imports as staff; the threshold is the owner’s', async () => {
    const staff = await connect(['nhanvien@example.com', 'NhanVien123']);
    const list = await staff.console.stock({ product: 'CPH-009' });
    expect(list.items).toEqual([expect.objectContaining({ ma_vt: 'CPH-009', variant: '', stock: 66 })]);
    const done = await staff.console.adjustStock({ ma_vt: 'CPH-009', reason: 'damaged', quantity: 6 });
    expect(done.adjustment).toMatchObject({ before: 66, after: 60 });
    expect(done.message).toContain('66 → 60');
    const refused = await staff.console
      .adjustStock({ ma_vt: 'CPH-009', reason: 'damaged', quantity: 61 })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('STOCK_NEGATIVE');
    expect((refused as ApiError).message).toBe(
      'Stock cannot go below zero: 60 in stock, this change would leave -1',
    );
    const history = await staff.console.stockHistory({ product: 'CPH-009', variant: '' });
    expect(history.items.map((item) => item.after)).toEqual([60]);

    const file = await staff.console.exportStock();
    expect(file.fileName).toMatch(/^stock-.*\.csv$/);
    const text = await file.blob.text();
    expect(text).toContain('CPH-009,,Cà phê Arabica Sơn La rang vừa,150000,60');
    const csv = 'code,variant,name,price,stock\nCPH-009,,x,150000,61\n';
    const preview = await staff.console.previewStockImport(csv);
    expect(preview.changes).toEqual([expect.objectContaining({ stock_before: 60, stock_after: 61 })]);
    expect(await staff.console.importStock(csv)).toMatchObject({ prices: 0, stocks: 1 });

    expect(await staff.console.stockSettings()).toEqual({ low_stock_threshold: 10 });
    const forbidden = await staff.console
      .saveStockSettings({ low_stock_threshold: 5 })
      .catch((error: unknown) => error);
    expect((forbidden as ApiError).code).toBe('CONSOLE_FORBIDDEN');
    const owner = await connect(['chuquan@example.com', 'ChuQuan123']);
    expect(await owner.console.saveStockSettings({ low_stock_threshold: 5 })).toMatchObject({
      low_stock_threshold: 5,
      message: 'Low-stock threshold saved: 5',
    });
  });
});
