import type { ContentItem, ContentKind } from '@shop/domain/content';
import { KIND_CATEGORIES } from './content-labels';
import { fromLocalInput, toLocalInput } from './local-time';

export type Language = 'vi' | 'en';
export type Values = Record<string, string | boolean>;

const TEXT_FIELDS = ['title', 'summary', 'content', 'dia_diem', 'muc_luong', 'hinh_thuc'] as const;

export function emptyValues(kind: ContentKind): Values {
  const values: Values = {
    slug: '',
    slug_en: '',
    category: KIND_CATEGORIES[kind][0] ?? '',
    picture: '',
    publish_at: kind === 'pages' ? '' : toLocalInput(new Date().toISOString()),
    published: false,
    so_luong_tuyen: '',
    han_nop: '',
  };
  for (const field of TEXT_FIELDS) for (const language of ['vi', 'en']) values[`${field}_${language}`] = '';
  return values;
}

export function valuesOf(item: ContentItem): Values {
  const values = emptyValues(item.kind);
  for (const [key, value] of Object.entries(item))
    if (key in values && (typeof value === 'string' || typeof value === 'boolean')) values[key] = value;
  values.publish_at = toLocalInput(item.publish_at);
  values.han_nop = toLocalInput(item.han_nop);
  values.so_luong_tuyen =
    item.so_luong_tuyen === null || item.so_luong_tuyen === undefined ? '' : String(item.so_luong_tuyen);
  return values;
}

/** The request body of the values (the schema reads it; blank optional fields are left out). */
export function bodyOf(kind: ContentKind, values: Values) {
  const text = (key: string) => String(values[key] ?? '');
  const count = text('so_luong_tuyen').trim();
  const body: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS)
    for (const language of ['vi', 'en']) body[`${field}_${language}`] = text(`${field}_${language}`);
  return {
    ...body,
    slug: text('slug'),
    ...(kind === 'pages' ? { slug_en: text('slug_en') } : {}),
    category: kind === 'jobs' ? '' : text('category'),
    picture: text('picture'),
    ...(kind === 'pages' || text('publish_at') === ''
      ? {}
      : { publish_at: fromLocalInput(text('publish_at')) }),
    published: values.published === true,
    ...(kind === 'jobs'
      ? {
          so_luong_tuyen: count === '' ? null : Number(count),
          han_nop: text('han_nop') === '' ? null : fromLocalInput(text('han_nop')),
        }
      : {}),
  };
}
