import { DEFAULT_BRAND_NAME } from '@shop/domain/console';
import type { BusinessRegistration, CompanyContact, CompanyInfo } from './types.js';

/** Company info (an invented company), as returned for the app record. */
export const companyInfo: CompanyInfo = {
  name: 'Công ty Cổ phần Nông sản Thực phẩm Mộc Lam',
  name_en: 'Moc Lam Agrifood Joint Stock Company',
  brand_name: DEFAULT_BRAND_NAME,
  address: 'Số 86 đường Tân Cương, xã Tân Cương, tỉnh Thái Nguyên, Việt Nam',
  address_en: '86 Tan Cuong Road, Tan Cuong Commune, Thai Nguyen Province, Vietnam',
  email: 'cskh@moclam-agrifood.vn',
  instagram: 'https://www.instagram.com/moclam.agrifood',
  youtube: 'https://www.youtube.com/@moclamagrifood',
};

/** The separate record holding phone and facebook. */
export const companyContact: CompanyContact = {
  phone: '0208 3856 168',
  facebook: 'https://www.facebook.com/moclamagrifood',
};

export const businessRegistration: BusinessRegistration = {
  so_dkkd: '4601587263',
  text: 'Giấy chứng nhận đăng ký doanh nghiệp số 4601587263 do Sở Kế hoạch và Đầu tư tỉnh Thái Nguyên cấp lần đầu ngày 15/04/2016.',
  text_en:
    'Enterprise registration certificate No. 4601587263, first issued by the Thai Nguyen Department of Planning and Investment on 15/04/2016.',
  badge_url: 'http://online.gov.vn/',
};
