import { adminCalls } from './admin.js';
import { type ApiClientOptions, createTransport, type ListParams } from './client.js';
import { commerceCalls } from './checkout.js';
import { consoleCalls } from './console.js';
import { stockCalls } from './console-stock.js';
import { appJoinCalls } from './console-rights.js';
import { contentCalls } from './content.js';
import { countDocuments, dataCalls, listDocuments, listProducts } from './data.js';
import { fileCalls } from './files.js';
import { consoleReturnCalls, returnCalls } from './returns.js';
import { consoleReviewCalls, reviewCalls } from './reviews.js';
import { consoleScheduleCalls, scheduleCalls } from './schedules.js';

export type { AppArchive, RestoreReply } from './admin.js';
export type { ApiClientOptions, Language, ListParams, Transport } from './client.js';
export { createTransport, listSearchParams } from './client.js';
export { ApiError, messageFromErrorData } from './errors.js';
export type { DocumentVersion, SearchParams, StoredDocument } from './data.js';
export { collectionPath } from './data.js';
export { GLOBAL_COLLECTIONS } from '@shop/domain/contracts';
export type { ImageSize, UploadedFile, UploadOptions } from './files.js';
export { fileUrl, imageUrl, MAX_UPLOAD_BYTES, uploadFile } from './files.js';
export * from './content.js';
export * from './auth.js';
export * from './addresses.js';
export * from './cart.js';
export * from './checkout.js';
export * from './orders.js';
export * from './wishlist.js';
export * from './console.js';
export * from './console-catalogue.js';
export * from './schedules.js';
export * from './console-stock.js';
export * from './console-content.js';
export type {
  ConsoleFlashSale,
  ConsolePromotion,
  ConsoleVoucher,
  DeletedReply,
  PromotionProduct,
  PromotionWriteReply,
} from './console-promotions.js';
export type { AppJoinReply, StaffRightsReply } from './console-rights.js';
export * from './console-settings.js';
export * from './returns.js';
export * from './reviews.js';
export type { Product } from '@shop/domain/catalogue';

/** One object with a method per call of the provider API (SPEC §7), bound to one configuration. */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    transport,
    list: <TDoc>(collection: string, params?: ListParams) =>
      listDocuments<TDoc>(transport, collection, params),
    count: (collection: string, q?: ListParams['q']) => countDocuments(transport, collection, q),
    listProducts: (params?: ListParams) => listProducts(transport, params),
    ...dataCalls(transport),
    ...fileCalls(transport),
    ...contentCalls(transport),
    ...commerceCalls(transport),
    ...adminCalls(transport),
    ...scheduleCalls(transport),
    ...appJoinCalls(transport),
    ...reviewCalls(transport),
    ...returnCalls(transport),
    /** The owner console's calls (owner and staff tokens). */
    console: {
      ...consoleCalls(transport),
      ...consoleScheduleCalls(transport),
      ...stockCalls(transport),
      ...consoleReviewCalls(transport),
      ...consoleReturnCalls(transport),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
