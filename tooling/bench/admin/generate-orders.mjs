// Generates placed orders (collection so1) straight in the documents table, in batches of one
// INSERT … SELECT generate_series each: Vietnamese names with their diacritics, phones, e-mails,
// every inbox status, the seed's three payment methods and carriers, a year of dates, two lines
// each (about the size of a real order). Deterministic: order n always gets the same data.

const SURNAMES = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const MIDDLE = ['Thị', 'Văn', 'Hữu', 'Minh', 'Ngọc', 'Thanh', 'Đức', 'Thu'];
const GIVEN = [
  'Hoà',
  'An',
  'Bình',
  'Châu',
  'Dũng',
  'Giang',
  'Hương',
  'Khánh',
  'Linh',
  'Mai',
  'Nam',
  'Phúc',
  'Quân',
  'Sơn',
  'Thảo',
  'Trung',
  'Uyên',
  'Vy',
  'Yến',
  'Đạt',
];
const ASCII = (text) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
const METHODS = ['c15eed000000000000000001', 'c15eed000000000000000002', 'c15eed000000000000000003'];
const CARRIERS = ['GHN', 'GHTK', 'VTP'];
// Most orders are old and delivered; a few wait: the shape of a shop's year.
const STATUS_BY_TENTH = ['3', '3', '3', '3', '3', '3', '9', '2', '1', '0'];

const sqlArray = (items) => `ARRAY[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]`;

/** Inserts `count` orders of the app, numbered DH000001…; `batch` per statement. */
export async function generateOrders(db, idApp, count, batch = 10_000) {
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.query(
      `WITH g AS (
         SELECT n,
           (${sqlArray(SURNAMES)})[1 + n % ${SURNAMES.length}] AS ho,
           (${sqlArray(MIDDLE)})[1 + (n / 7) % ${MIDDLE.length}] AS dem,
           (${sqlArray(GIVEN)})[1 + (n / 3) % ${GIVEN.length}] AS ten,
           (${sqlArray(GIVEN.map(ASCII))})[1 + (n / 3) % ${GIVEN.length}] AS ten_ascii,
           (${sqlArray(SURNAMES.map(ASCII))})[1 + n % ${SURNAMES.length}] AS ho_ascii,
           (${sqlArray(STATUS_BY_TENTH)})[1 + (n * 7) % 10] AS status,
           (${sqlArray(METHODS)})[1 + (n / 11) % 3] AS method,
           (${sqlArray(CARRIERS)})[1 + (n / 5) % 3] AS carrier,
           timestamptz '2026-01-01 00:00:00+07' + (n * interval '5 minutes' * 3.15) AS placed
         FROM generate_series($2::int, $3::int) AS n
       )
       INSERT INTO documents (id_app, collection, id, data, owner, created_at, updated_at)
       SELECT $1, 'so1', 'be' || lpad(to_hex(n), 22, '0'),
         jsonb_build_object(
           '_id', 'be' || lpad(to_hex(n), 22, '0'),
           'so_ct', 'DH' || lpad(n::text, 6, '0'),
           'ngay_ct', to_char(placed AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'trang_thai', status,
           'trang_thai_tt', CASE WHEN status = '3' OR method = '${METHODS[2]}' THEN '1' ELSE '0' END,
           'pt_thanh_toan', method,
           'don_vi_vc', CASE WHEN status IN ('2', '3') THEN carrier ELSE '' END,
           'ma_van_don', CASE WHEN status IN ('2', '3') THEN carrier || '-' || (100000 + n) ELSE '' END,
           'ten_nguoi_nhan', ho || ' ' || dem || ' ' || ten,
           'sdt_nguoi_nhan', '09' || lpad(((n * 7919) % 100000000)::text, 8, '0'),
           'email_nguoi_nhan', ten_ascii || '.' || ho_ascii || n || '@example.vn',
           'dia_chi', n || ' Lê Lợi', 'xa_phuong', 'Phường Sài Gòn', 'tinh_thanh', 'Thành phố Hồ Chí Minh',
           't_tien_hang', 100000 + (n % 40) * 15000,
           'tien_phi_vc', 35000,
           't_tt_nt', 135000 + (n % 40) * 15000,
           'details', jsonb_build_array(
             jsonb_build_object('ma_vt', 'CPH-009', 'ten_vt', 'Cà phê Robusta rang mộc 500 g', 'sl_xuat', 1 + n % 3,
                                'gia_ban_le', 100000, 'tien', 100000 * (1 + n % 3), 'tien_ck', 0),
             jsonb_build_object('ma_vt', 'TRA-002', 'ten_vt', 'Trà Tân Cương đặc biệt 200 g', 'sl_xuat', 1,
                                'gia_ban_le', 85000, 'tien', 85000, 'tien_ck', 0))
         ),
         'public', placed, placed
       FROM g`,
      [idApp, from, to],
    );
  }
  // As autovacuum would after such a load: statistics, and the visibility map index-only scans need.
  await db.query('VACUUM ANALYZE documents');
}
