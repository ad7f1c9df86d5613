import type { RatingSummary, ReviewOrder, ReviewStatus } from './review.js';

/** A review photo: the file's id and its links (the upload reply's, decision 032 variants). */
export interface ReviewPhoto {
  _id: string;
  link: string;
  /** The 240 px and 720 px WebP variants. */
  thumb: string;
  large: string;
}

/** A published review as the product page shows it: the author's shown name, never their e-mail. */
export interface PublicReview {
  _id: string;
  ma_vt: string;
  stars: number;
  text: string;
  /** The author's name as shown ("Mai T."), or null once the account was deleted. */
  author: string | null;
  photos: ReviewPhoto[];
  /** The variant bought, as the line showed it. */
  variant: string | null;
  created_at: string;
  updated_at: string;
  reply: { text: string; at: string } | null;
}

/** GET /api/{id_app}/reviews?ma_vt=…: the summary and one page of published reviews. */
export interface ProductReviewsReply {
  ma_vt: string;
  summary: RatingSummary;
  order: ReviewOrder;
  /** Only reviews of this many stars, when asked. */
  stars: number | null;
  page: number;
  pages: number;
  total: number;
  reviews: PublicReview[];
}

/** A shopper's own review, as their order page and the export show it. */
export interface OwnReview extends PublicReview {
  order_id: string;
  line: number;
  status: ReviewStatus;
  /** Until when it may be edited (ISO). */
  editable_until: string;
  editable: boolean;
}

/** A line of a delivered order and whether it has been reviewed. */
export interface ReviewableLine {
  order_id: string;
  so_ct: string | null;
  line: number;
  ma_vt: string;
  ten_vt: string;
  variant: string | null;
  review: OwnReview | null;
}

/** GET /api/{id_app}/reviews/mine: the shopper's delivered lines and reviews. */
export interface MyReviewsReply {
  lines: ReviewableLine[];
}

/** A review as the console lists it. */
export interface ConsoleReview extends OwnReview {
  ten_vt: string;
  so_ct: string | null;
  /** The listed word that held it back, if any. */
  held_for: string | null;
}

/** GET /api/console/reviews: a page of reviews by status, newest first. */
export interface ConsoleReviewsReply {
  items: ConsoleReview[];
  total: number;
  page: number;
  pages: number;
  counts: Record<ReviewStatus, number>;
}

/** GET/PUT /api/console/reviews/settings. */
export interface ReviewSettings {
  publish_at_once: boolean;
  words: string[];
}
