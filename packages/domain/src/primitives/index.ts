// @shop/domain/primitives
// Money in whole VND, dates in Vietnam time, the two languages, slugs and the schemas' building blocks.
export {
  countSchema,
  isoDateStringSchema,
  localeSchema,
  objectIdSchema,
  percentSchema,
  vndSchema,
} from './common-schemas.js';
export * from './date-time.js';
export * from './date.js';
export * from './locale.js';
export * from './money.js';
export * from './slug.js';
export * from './validity-boundaries.js';
