/**
 * The accounts the server seeds in development mode (apps/server/src/accounts/seed-accounts.ts,
 * README): the journeys of both apps start the server in that mode (`serverEnv`, ./playwright.ts).
 */

/** The console's owner. */
export const DEMO_OWNER = { email: 'chuquan@example.com', password: 'ChuQuan123' };

/** A staff member of the console (no owner rights). */
export const DEMO_STAFF = { email: 'nhanvien@example.com', password: 'NhanVien123' };

/** The shopper: the shop keeps an order history for accounts only. */
export const DEMO_CUSTOMER = { email: 'khachhang@example.com', password: 'MatKhau123' };
