import * as v from 'valibot';
import { NEWS_CATEGORIES } from '../catalogue/categories.js';
import { localeSchema, objectIdSchema, optionalText } from '../primitives/common-schemas.js';

/** A message sent through the contact form (collection ecomcontactus). */
export const contactMessageSchema = v.looseObject({
  _id: v.optional(objectIdSchema),
  ho_ten: v.string(),
  dien_thoai: optionalText,
  email: v.string(),
  dia_chi: optionalText,
  noi_dung: v.string(),
});
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;

/** A news category slug (loai_tin_tuc): one of NEWS_CATEGORIES (categories.ts). */
export const newsCategorySchema = v.picklist(NEWS_CATEGORIES);

/** A news article or content page (collection news), one document per language (ngon_ngu). */
export const newsArticleSchema = v.looseObject({
  _id: v.optional(objectIdSchema),
  slug: v.pipe(v.string(), v.nonEmpty()),
  ngon_ngu: localeSchema,
  loai_tin_tuc: optionalText,
  shared: v.optional(v.boolean()),
  isnews: v.optional(v.boolean()),
  sst: v.nullish(v.number()),
  title: v.string(),
  add_on_data: v.nullish(v.array(v.looseObject({ title: optionalText, summary: optionalText }))),
});
export type NewsArticle = v.InferOutput<typeof newsArticleSchema>;

/** The company record (GET /api/app/{id}): names and addresses in both languages. */
export const companyInfoSchema = v.looseObject({
  _id: v.optional(v.string()),
  name: v.string(),
  name_en: optionalText,
  address: optionalText,
  address_en: optionalText,
  email: optionalText,
  instagram: optionalText,
  youtube: optionalText,
});
export type CompanyInfo = v.InferOutput<typeof companyInfoSchema>;

/** The separate company record that holds the phone number and the facebook link. */
export const companyContactSchema = v.looseObject({
  _id: v.optional(v.string()),
  phone: optionalText,
  facebook: optionalText,
});
export type CompanyContact = v.InferOutput<typeof companyContactSchema>;
