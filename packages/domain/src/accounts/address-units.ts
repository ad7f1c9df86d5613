/**
 * Documents of the global collections tinhthanh and xaphuong (units since 1 July 2025). Names are
 * those an address stores (SPEC §3 ecomuser_address): `xaphuong.ten` goes into `xa_phuong`,
 * `tinhthanh.ten` and `xaphuong.tinh_thanh` into `tinh_thanh`.
 */
export interface Province {
  _id: string;
  /** Two-digit official code, e.g. '01'. */
  ma: string;
  /** Official name, e.g. 'Thành phố Hà Nội', 'Thái Nguyên'. */
  ten: string;
  /** Without 'Thành phố ', e.g. 'Hà Nội'. */
  ten_ngan: string;
  /** Three-letter abbreviation, e.g. 'HNI'. */
  ky_hieu: string;
  loai: string;
  sst: number;
}

export interface Ward {
  _id: string;
  /** Five-digit official code. */
  ma: string;
  ten: string;
  loai: 'Phường' | 'Xã' | 'Đặc khu';
  ma_tinh_thanh: string;
  tinh_thanh: string;
}

/** One suggestion of GET /api/asskey: a current province and, when one was recognised, a ward. */
export interface AddressSuggestion {
  tinh_thanh: string;
  ma_tinh_thanh: string;
  /** '' when only the province was recognised. */
  xa_phuong: string;
  ma_xa_phuong: string;
  /** The former district named in the text, when the ward was found through it (legacy address). */
  quan_huyen_cu?: string;
  score: number;
}
