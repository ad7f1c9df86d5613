import type { Category } from '@shop/domain/contracts';

const row = (
  ma: string,
  ten: string,
  ten_eng: string,
  sst: number,
  extra: Partial<Category> = {},
): Category => ({
  _id: `65c0000000000000000000${String(sst).padStart(2, '0')}`,
  ma,
  loai: 'san-pham',
  ten,
  ten_eng,
  duong_dan: `/san-pham/${ma}`,
  slug: ma,
  picture: `/images/categories/${ma}.svg`,
  sst,
  ...extra,
});

/** Product categories as the seed stores them (ecomcategories, loai 'san-pham'), for tests. */
export const SEEDED_CATEGORIES: Category[] = [
  row('tra', 'Trà', 'Tea', 1, { mo_ta: 'Trà xanh Tân Cương.', mo_ta_eng: 'Tan Cuong green tea.' }),
  row('ca-phe', 'Cà phê', 'Coffee', 2),
  row('nong-san', 'Nông sản', 'Farm produce', 3),
  row('nuoc-tang-luc', 'Nước tăng lực', 'Energy drinks', 4),
  row('nuoc-ep-oi', 'Nước ép ổi', 'Guava juice', 5),
];
