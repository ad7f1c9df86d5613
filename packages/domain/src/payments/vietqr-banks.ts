/**
 * The banks a VietQR code can name: the NAPAS list that VietQR publishes (GET api.vietqr.io/v2/banks,
 * documented at vietqr.io/api-bank; fields bin, code, shortName, name), 63 banks and wallets, as data
 * so the console works offline and a test can pin it (decision 048 names the source and how to
 * refresh it). `bin` is the 6-digit acquirer id the VietQR payload carries.
 */
export interface VietQrBank {
  readonly bin: string;
  readonly code: string;
  readonly shortName: string;
  readonly name: string;
}

export const VIETQR_BANKS: readonly VietQrBank[] = [
  { bin: '970436', code: 'VCB', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' },
  { bin: '970415', code: 'ICB', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam' },
  { bin: '970418', code: 'BIDV', shortName: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  {
    bin: '970405',
    code: 'VBA',
    shortName: 'Agribank',
    name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam',
  },
  { bin: '970407', code: 'TCB', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam' },
  { bin: '970432', code: 'VPB', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { bin: '970403', code: 'STB', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  { bin: '970422', code: 'MB', shortName: 'MBBank', name: 'Ngân hàng TMCP Quân đội' },
  {
    bin: '970437',
    code: 'HDB',
    shortName: 'HDBank',
    name: 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh',
  },
  { bin: '970416', code: 'ACB', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { bin: '970443', code: 'SHB', shortName: 'SHB', name: 'Ngân hàng TMCP Sài Gòn - Hà Nội' },
  { bin: '970441', code: 'VIB', shortName: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { bin: '970423', code: 'TPB', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong' },
  { bin: '970448', code: 'OCB', shortName: 'OCB', name: 'Ngân hàng TMCP Phương Đông' },
  { bin: '970426', code: 'MSB', shortName: 'MSB', name: 'Ngân hàng TMCP Hàng Hải' },
  { bin: '970449', code: 'LPB', shortName: 'LPBank', name: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { bin: '970428', code: 'NAB', shortName: 'NamABank', name: 'Ngân hàng TMCP Nam Á' },
  { bin: '970419', code: 'NCB', shortName: 'NCB', name: 'Ngân hàng TMCP Quốc Dân' },
  { bin: '970412', code: 'PVCB', shortName: 'PVcomBank', name: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { bin: '970429', code: 'SCB', shortName: 'SCB', name: 'Ngân hàng TMCP Sài Gòn' },
  { bin: '970431', code: 'EIB', shortName: 'Eximbank', name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam' },
  { bin: '970430', code: 'PGB', shortName: 'PGBank', name: 'Ngân hàng TMCP Xăng dầu Petrolimex' },
  { bin: '970425', code: 'ABB', shortName: 'ABBANK', name: 'Ngân hàng TMCP An Bình' },
  { bin: '970409', code: 'BAB', shortName: 'BacABank', name: 'Ngân hàng TMCP Bắc Á' },
  { bin: '970438', code: 'BVB', shortName: 'BaoVietBank', name: 'Ngân hàng TMCP Bảo Việt' },
  { bin: '970406', code: 'DOB', shortName: 'DongABank', name: 'Ngân hàng TMCP Đông Á' },
  { bin: '970452', code: 'KLB', shortName: 'KienLongBank', name: 'Ngân hàng TMCP Kiên Long' },
  {
    bin: '970414',
    code: 'Oceanbank',
    shortName: 'Oceanbank',
    name: 'Ngân hàng Thương mại TNHH MTV Đại Dương',
  },
  { bin: '970440', code: 'SEAB', shortName: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á' },
  { bin: '970400', code: 'SGICB', shortName: 'SaigonBank', name: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  { bin: '970427', code: 'VAB', shortName: 'VietABank', name: 'Ngân hàng TMCP Việt Á' },
  { bin: '970454', code: 'VCCB', shortName: 'VietCapitalBank', name: 'Ngân hàng TMCP Bản Việt' },
  { bin: '970433', code: 'VIETBANK', shortName: 'VietBank', name: 'Ngân hàng TMCP Việt Nam Thương Tín' },
  { bin: '970408', code: 'GPB', shortName: 'GPBank', name: 'Ngân hàng Thương mại TNHH MTV Dầu Khí Toàn Cầu' },
  {
    bin: '970444',
    code: 'CBB',
    shortName: 'CBBank',
    name: 'Ngân hàng Thương mại TNHH MTV Xây dựng Việt Nam',
  },
  {
    bin: '546034',
    code: 'CAKE',
    shortName: 'CAKE',
    name: 'TMCP Việt Nam Thịnh Vượng - Ngân hàng số CAKE by VPBank',
  },
  {
    bin: '546035',
    code: 'Ubank',
    shortName: 'Ubank',
    name: 'TMCP Việt Nam Thịnh Vượng - Ngân hàng số Ubank by VPBank',
  },
  { bin: '963388', code: 'TIMO', shortName: 'Timo', name: 'Ngân hàng số Timo by Ban Viet Bank (Timo)' },
  { bin: '970424', code: 'SHBVN', shortName: 'ShinhanBank', name: 'Ngân hàng TNHH MTV Shinhan Việt Nam' },
  { bin: '458761', code: 'HSBC', shortName: 'HSBC', name: 'Ngân hàng TNHH MTV HSBC (Việt Nam)' },
  {
    bin: '970410',
    code: 'SCVN',
    shortName: 'StandardChartered',
    name: 'Ngân hàng TNHH MTV Standard Chartered Bank Việt Nam',
  },
  { bin: '970457', code: 'WVN', shortName: 'Woori', name: 'Ngân hàng TNHH MTV Woori Việt Nam' },
  { bin: '422589', code: 'CIMB', shortName: 'CIMB', name: 'Ngân hàng TNHH MTV CIMB Việt Nam' },
  { bin: '970442', code: 'HLBVN', shortName: 'HongLeong', name: 'Ngân hàng TNHH MTV Hong Leong Việt Nam' },
  { bin: '970439', code: 'PBVN', shortName: 'PublicBank', name: 'Ngân hàng TNHH MTV Public Việt Nam' },
  { bin: '970434', code: 'IVB', shortName: 'IndovinaBank', name: 'Ngân hàng TNHH Indovina' },
  {
    bin: '533948',
    code: 'CITIBANK',
    shortName: 'Citibank',
    name: 'Ngân hàng Citibank, N.A. - Chi nhánh Hà Nội',
  },
  {
    bin: '796500',
    code: 'DBS',
    shortName: 'DBSBank',
    name: 'DBS Bank Ltd - Chi nhánh Thành phố Hồ Chí Minh',
  },
  {
    bin: '970458',
    code: 'UOB',
    shortName: 'UnitedOverseas',
    name: 'Ngân hàng United Overseas - Chi nhánh TP. Hồ Chí Minh',
  },
  {
    bin: '970455',
    code: 'IBK - HN',
    shortName: 'IBKHN',
    name: 'Ngân hàng Công nghiệp Hàn Quốc - Chi nhánh Hà Nội',
  },
  {
    bin: '970456',
    code: 'IBK - HCM',
    shortName: 'IBKHCM',
    name: 'Ngân hàng Công nghiệp Hàn Quốc - Chi nhánh TP. Hồ Chí Minh',
  },
  {
    bin: '970466',
    code: 'KEBHANAHCM',
    shortName: 'KEBHanaHCM',
    name: 'Ngân hàng KEB Hana – Chi nhánh Thành phố Hồ Chí Minh',
  },
  { bin: '970467', code: 'KEBHANAHN', shortName: 'KEBHANAHN', name: 'Ngân hàng KEB Hana – Chi nhánh Hà Nội' },
  { bin: '970462', code: 'KBHN', shortName: 'KookminHN', name: 'Ngân hàng Kookmin - Chi nhánh Hà Nội' },
  {
    bin: '970463',
    code: 'KBHCM',
    shortName: 'KookminHCM',
    name: 'Ngân hàng Kookmin - Chi nhánh Thành phố Hồ Chí Minh',
  },
  { bin: '801011', code: 'NHB HN', shortName: 'Nonghyup', name: 'Ngân hàng Nonghyup - Chi nhánh Hà Nội' },
  { bin: '668888', code: 'KBank', shortName: 'KBank', name: 'Ngân hàng Đại chúng TNHH Kasikornbank (KBank)' },
  { bin: '970421', code: 'VRB', shortName: 'VRB', name: 'Ngân hàng Liên doanh Việt - Nga' },
  { bin: '970446', code: 'COOPBANK', shortName: 'COOPBANK', name: 'Ngân hàng Hợp tác xã Việt Nam' },
  { bin: '999888', code: 'VBSP', shortName: 'VBSP', name: 'Ngân hàng Chính sách Xã hội' },
  {
    bin: '977777',
    code: 'MAFC',
    shortName: 'MAFC',
    name: 'Công ty Tài chính TNHH MTV Mirae Asset (Việt Nam)',
  },
  {
    bin: '971005',
    code: 'VTLMONEY',
    shortName: 'ViettelMoney',
    name: 'Tổng Công ty Dịch vụ số Viettel - Chi nhánh tập đoàn công nghiệp viễn thông Quân Đội',
  },
  { bin: '971011', code: 'VNPTMONEY', shortName: 'VNPTMoney', name: 'VNPT Money' },
];

/** The bank of a BIN, or undefined for one the list does not have. */
export function findVietQrBank(bin: string): VietQrBank | undefined {
  return VIETQR_BANKS.find((bank) => bank.bin === bin.trim());
}

/** Text without Vietnamese marks (đ → d) in upper case, spaces collapsed: how banks print names. */
function foldUpper(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An account holder's name as banks and VietQR keep it: upper case without accents
 * ('Công ty Mộc Lam' → 'CONG TY MOC LAM', 'Đặng Thu' → 'DANG THU'), spaces collapsed.
 */
export function foldHolderName(name: string): string {
  return foldUpper(name);
}

/**
 * The banks matching what is typed, in list order: every word of the query, without case or
 * accents, in the short name, the legal name, the code or the BIN ('vietcom', 'ngoai thuong',
 * '970436'); every bank for an empty query.
 */
export function searchVietQrBanks(query: string): VietQrBank[] {
  const words = foldUpper(query).split(' ').filter(Boolean);
  return VIETQR_BANKS.filter((bank) => {
    const text = foldUpper(`${bank.shortName} ${bank.name} ${bank.code} ${bank.bin}`);
    return words.every((word) => text.includes(word));
  });
}
