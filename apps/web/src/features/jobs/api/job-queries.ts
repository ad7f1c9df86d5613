import { apiQuery } from '@/lib/api-query';
import type { Language } from '@/lib/language';

/** A job posting: a document of the news collection with loai_tin_tuc 'tuyen-dung'. */
export type JobPosting = {
  _id: string;
  slug: string;
  ngon_ngu: Language;
  title: string;
  summary?: string | null;
  content?: string | null;
  picture?: string | null;
  date_created?: string | null;
  dia_diem?: string | null;
  muc_luong?: string | null;
  hinh_thuc?: string | null;
  so_luong_tuyen?: number | null;
  han_nop?: string | null;
};

const JOB_CATEGORY = 'tuyen-dung';
const JOB_LIMIT = 100;

export const jobQueries = {
  all: () => ['jobs'] as const,
  /** Postings in one language, newest first, without their bodies. */
  list: (language: Language) =>
    apiQuery([...jobQueries.all(), 'list', language], (client) =>
      client.list<JobPosting>('news', {
        q: { loai_tin_tuc: JOB_CATEGORY, ngon_ngu: language },
        sort: { date_created: -1 },
        limit: JOB_LIMIT,
        notfields: ['content'],
      }),
    ),
  /** One posting by slug in one language; null when there is none. */
  detail: (slug: string, language: Language) =>
    apiQuery([...jobQueries.all(), 'detail', { slug, language }], async (client) => {
      const [job] = await client.list<JobPosting>('news', {
        q: { loai_tin_tuc: JOB_CATEGORY, slug, ngon_ngu: language },
        limit: 1,
      });
      return job ?? null;
    }),
};
