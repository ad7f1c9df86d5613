import type {
  AddressSuggestion,
  Province as DomainProvince,
  Ward as DomainWard,
} from '@shop/domain/accounts';
import type { Product } from '@shop/domain/catalogue';
import type { CompanyContact, CompanyInfo, contactFormSchema, NewsArticle } from '@shop/domain/content';
import type {
  Category as DomainCategory,
  Carrier as DomainCarrier,
  ContentPage as DomainContentPage,
  PaymentMethod as DomainPaymentMethod,
  ProductLine as DomainProductLine,
  PageType,
} from '@shop/domain/contracts';
import { CONTENT_PAGE_TYPE_NAMES } from '@shop/domain/content';
import type * as v from 'valibot';
import { type Language, type ListParams, listSearchParams, type Transport } from './client.js';
import { listDocuments } from './data.js';

/** A document as stored: the fields below plus whatever else the shop keeps. */
type Loose<T> = T & { _id: string; [field: string]: unknown };

/** What the contact form sends (SPEC §3): dien_thoai and dia_chi may be left out. */
export type ContactMessageInput = v.InferInput<ReturnType<typeof contactFormSchema>>;

/** labelinfo: the display name of a coded value (`ma`) of a field (`nhom`). */
export type Label = Loose<{ nhom: string; ma: string; ten: string; ten_eng: string; sst: number }>;
export type ProductLine = Loose<DomainProductLine>;
export type Category = Loose<DomainCategory>;
/** A job posting: a news document with loai_tin_tuc 'tuyen-dung'. */
export type JobPosting = NewsArticle & {
  dia_diem?: string;
  muc_luong?: string;
  hinh_thuc?: string;
  han_nop?: string;
  yeu_cau?: string[];
};
export type ContentPage = Loose<DomainContentPage>;
export type PaymentMethod = Loose<DomainPaymentMethod>;
export type Carrier = Loose<DomainCarrier>;
export type Province = Loose<DomainProvince>;
export type Ward = Loose<DomainWard>;
export type Customer = Loose<{ ma_kh: string; ten_kh: string; email: string; dien_thoai: string }>;
export type { AddressSuggestion } from '@shop/domain/accounts';
export type { PageType } from '@shop/domain/contracts';

/** Footer type names of SPEC §2 (the `ten_loai` of ecompages), by page type. */
export const PAGE_TYPE_NAMES: Readonly<Record<PageType, string>> = {
  'chinh-sach': CONTENT_PAGE_TYPE_NAMES['chinh-sach'].vi,
  'huong-dan': CONTENT_PAGE_TYPE_NAMES['huong-dan'].vi,
};

/** GET /api/{collection}: a global collection's list (SPEC §7: its path omits id_app). */
function listGlobal<TDoc>(transport: Transport, collection: string, params?: ListParams): Promise<TDoc[]> {
  return transport.http
    .get(`api/${collection}`, { searchParams: { ...transport.authParams(), ...listSearchParams(params) } })
    .json<TDoc[]>();
}

/** GET /api/{collection}/shared: the documents flagged shared. */
function listShared<TDoc>(transport: Transport, collection: string, params?: ListParams): Promise<TDoc[]> {
  return transport.http
    .get(`api/${collection}/shared`, {
      searchParams: { ...transport.authParams(), ...listSearchParams(params) },
    })
    .json<TDoc[]>();
}

function appPath(transport: Transport, path: string): string {
  return `api/${transport.options.idApp}/${path}`;
}

export interface NewsListOptions {
  language?: Language;
  /** A news category (loai_tin_tuc): 'tra', 'ca-phe' or 'nong-san'. */
  category?: string;
  page?: number;
  limit?: number;
  /** Fields left out of every article, e.g. `['content']` for a list that shows no article's body. */
  notfields?: string[];
}

/** The calls of SPEC §7 "Reads" and "Site queries", bound to one transport. */
export function contentCalls(transport: Transport) {
  const post = <TReply>(path: string, json: unknown) =>
    transport.http
      .post(appPath(transport, path), { searchParams: transport.authParams(), json })
      .json<TReply>();
  const first = async <TDoc>(collection: string, q: Record<string, unknown>) =>
    (await listDocuments<TDoc>(transport, collection, { q, limit: 1 }))[0];

  return {
    /** GET /api/app/{id_app}: name, address, e-mail and social links of the company. */
    getCompanyInfo: () =>
      transport.http
        .get(`api/app/${transport.options.idApp}`, { searchParams: transport.authParams() })
        .json<CompanyInfo & { contact_id?: string }>(),
    /** The separate record with phone and facebook (GET /api/app/{id_app}?contact=1). */
    getCompanyContact: () =>
      transport.http
        .get(`api/app/${transport.options.idApp}`, {
          searchParams: { ...transport.authParams(), contact: '1' },
        })
        .json<CompanyContact>(),
    /** GET /api/labelinfo, optionally the labels of one coded field (`nhom`). */
    getLabels: (nhom?: string) =>
      listGlobal<Label>(transport, 'labelinfo', {
        ...(nhom ? { q: { nhom } } : {}),
        limit: 500,
        sort: { sst: 1 },
      }),
    /** Product lines: limit 100, ma_nganh_hang 'NS' (SPEC §7 "Site queries"). */
    listProductLines: () =>
      listGlobal<ProductLine>(transport, 'ecomproductlines', { q: { ma_nganh_hang: 'NS' }, limit: 100 }),
    /** Product categories ('san-pham') or news categories ('tin-tuc'); both when `loai` is left out. */
    listCategories: (loai?: Category['loai']) =>
      listGlobal<Category>(transport, 'ecomcategories', {
        ...(loai ? { q: { loai } } : {}),
        limit: 100,
        sort: { sst: 1 },
      }),
    /** One product by its code (ma_vt); undefined when there is none. */
    getProduct: (ma_vt: string) => first<Product>('dmvt', { ma_vt }),
    /** The news feed: page 1, limit 100, isnews false, ngon_ngu, shared true (SPEC §7), newest first. */
    listNews: ({ language = 'vi', category, page = 1, limit = 100, notfields }: NewsListOptions = {}) =>
      listDocuments<NewsArticle>(transport, 'news', {
        q: {
          isnews: false,
          ngon_ngu: language,
          shared: true,
          ...(category ? { loai_tin_tuc: category } : {}),
        },
        sort: { date_created: -1 },
        page,
        limit,
        ...(notfields ? { notfields } : {}),
      }),
    /** A news article by slug and ngon_ngu; undefined when there is none. */
    getNewsBySlug: (slug: string, language: Language = 'vi') =>
      first<NewsArticle>('news', { slug, ngon_ngu: language }),
    /** Job postings (news with loai_tin_tuc 'tuyen-dung'), in display order. */
    listJobs: (language: Language = 'vi') =>
      listDocuments<JobPosting>(transport, 'news', {
        q: { loai_tin_tuc: 'tuyen-dung', ngon_ngu: language, shared: true },
        sort: { sst: 1 },
        limit: 100,
      }),
    /** A policy or guide page by slug (slugs differ per language); undefined when there is none. */
    getPage: (slug: string, type: PageType) => first<ContentPage>('ecompages', { slug, loai: type }),
    /** The pages of one type in one language; the footer asks for 5. */
    listPages: (type: PageType, language: Language = 'vi', limit = 5) =>
      listDocuments<ContentPage>(transport, 'ecompages', {
        q: { ten_loai: PAGE_TYPE_NAMES[type], ngon_ngu: language },
        sort: { sst: 1 },
        limit,
      }),
    /** POST /api/{id_app}/ecomcontactus: replies with the new message's _id ('Gửi thông tin thành công'). */
    sendContact: (form: ContactMessageInput) => post<{ _id: string; message: string }>('ecomcontactus', form),
    /** POST /api/{id_app}/ecomsubscribe: subscribing twice answers with the first record. */
    subscribe: (email: string) =>
      post<{ _id: string; email: string; already_subscribed: boolean; message: string }>('ecomsubscribe', {
        email,
      }),
    /** The 34 provinces, in official order. */
    listProvinces: () => listGlobal<Province>(transport, 'tinhthanh', { limit: 100, sort: { sst: 1 } }),
    /** Wards of a province, by its name (as stored in addresses) or its two-digit code. */
    listWards: (province: string) =>
      listGlobal<Ward>(transport, 'xaphuong', {
        q: /^\d{2}$/.test(province) ? { ma_tinh_thanh: province } : { tinh_thanh: province },
        limit: 500,
        sort: { ten: 1 },
      }),
    /** GET /api/asskey?q=: province and ward suggested for a typed address, best first. */
    suggestAddress: (address: string, limit?: number) =>
      transport.http
        .get('api/asskey', {
          searchParams: { ...transport.authParams(), q: address, ...(limit ? { limit: String(limit) } : {}) },
        })
        .json<AddressSuggestion[]>(),
    /** The logged-in user's customer record; ApiError 404 'Not found customer for user' when none. */
    getCustomer: (q?: Record<string, unknown>) =>
      transport.http
        .get(appPath(transport, 'customer'), {
          searchParams: { ...transport.authParams(), ...(q ? { q: JSON.stringify(q) } : {}) },
        })
        .json<Customer>(),
    /** Payment methods offered online (ptthanhtoan, online true). */
    listPaymentMethods: () =>
      listDocuments<PaymentMethod>(transport, 'ptthanhtoan', { q: { online: true }, sort: { sst: 1 } }),
    /** Carriers and their service packages (ecomcarrier_fees, shared). */
    listCarriers: () => listShared<Carrier>(transport, 'ecomcarrier_fees', { sort: { sst: 1 } }),
  };
}
