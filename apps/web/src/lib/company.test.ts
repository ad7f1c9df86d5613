import { describe, expect, it } from 'vitest';
import { toCompanyDetails } from './company';

const RECORD = {
  _id: 'app',
  name: 'Công ty Mộc Lam',
  name_en: 'Moc Lam Company',
  address: 'Số 86 đường Tân Cương',
  address_en: '86 Tan Cuong Road',
  email: 'cskh@example.vn',
  instagram: 'https://www.instagram.com/moclam',
  youtube: 'javascript:alert(1)',
  dang_ky_kinh_doanh: {
    text: 'Giấy chứng nhận số 1',
    text_en: 'Certificate No. 1',
    badge_url: 'http://online.gov.vn/',
  },
  contact: { phone: '0208 3856 168', facebook: 'https://www.facebook.com/moclam' },
};

describe('toCompanyDetails', () => {
  it('reads the info, the separate contact record and the registration in Vietnamese', () => {
    expect(toCompanyDetails(RECORD, 'vi')).toEqual({
      name: 'Công ty Mộc Lam',
      address: 'Số 86 đường Tân Cương',
      email: 'cskh@example.vn',
      phone: '0208 3856 168',
      facebook: 'https://www.facebook.com/moclam',
      instagram: 'https://www.instagram.com/moclam',
      youtube: undefined,
      registration: { text: 'Giấy chứng nhận số 1', badgeUrl: 'http://online.gov.vn/', code: undefined },
    });
  });

  it('uses the English texts in English, Vietnamese where there is none', () => {
    const details = toCompanyDetails({ ...RECORD, address_en: '' }, 'en');
    expect(details.name).toBe('Moc Lam Company');
    expect(details.address).toBe('Số 86 đường Tân Cương');
    expect(details.registration?.text).toBe('Certificate No. 1');
  });

  it('copes with a bare record', () => {
    expect(toCompanyDetails({ name: 'X' }, 'vi')).toMatchObject({
      name: 'X',
      phone: undefined,
      registration: undefined,
    });
  });
});
