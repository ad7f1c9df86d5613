import type { EinvoiceDocument } from '@shop/domain/invoices';

/**
 * One interface for every e-invoice provider (decision 059): an adapter holds only its provider's
 * wire format; the rules (when to invoice, the lines and their VAT, one invoice per order, retries)
 * are the shop's. Each step answers at once with a tracking code the shop checks later: the
 * providers sign and send to the tax authority asynchronously.
 */
export type EinvoiceProviderId = 'sepay';

/** How a provider runs: with the shop's keys, as the local simulator, or not at all. */
export type EinvoiceProviderState = 'keys' | 'simulator' | 'off';

export interface EinvoiceDraftRequest {
  /** The shop's reference of this invoice, unique at the provider (a repeat is refused there). */
  referenceCode: string;
  document: EinvoiceDocument;
  /** TM cash (cash on delivery), CK bank transfer (every other way of paying). */
  paymentMethod: 'TM' | 'CK';
  /** The moment of the sale (delivery, or the hand-over of a paid order). */
  issuedAt: Date;
  note: string;
}

/** What a provider says of an invoice it made. */
export interface EinvoiceInfo {
  referenceCode: string;
  /** Its number in the series ("0" while a draft). */
  invoiceNumber: string;
  issuedDate: string;
  /** The provider's link to the invoice (its PDF). */
  url: string;
  totalBeforeTax: number;
  taxAmount: number;
  totalAmount: number;
  status: string;
}

/** The state of a step: still processing, done (with the invoice), or refused with the provider's words. */
export type EinvoiceStepStatus =
  | { status: 'pending'; message: string }
  | { status: 'success'; message: string; invoice: EinvoiceInfo }
  | { status: 'failed'; message: string };

export interface EinvoiceProvider {
  readonly id: EinvoiceProviderId;
  readonly state: Exclude<EinvoiceProviderState, 'off'>;
  /** Sends the invoice as a draft (not yet to the tax authority); a tracking code to check. */
  createDraft(request: EinvoiceDraftRequest, signal: AbortSignal): Promise<{ trackingCode: string }>;
  checkCreate(trackingCode: string, signal: AbortSignal): Promise<EinvoiceStepStatus>;
  /** Issues a checked draft: it goes to the tax authority. */
  issue(referenceCode: string, signal: AbortSignal): Promise<{ trackingCode: string }>;
  checkIssue(trackingCode: string, signal: AbortSignal): Promise<EinvoiceStepStatus>;
  /**
   * A decrease adjustment of an issued invoice after a refund (Decree 123 art. 19). Only for a
   * provider whose adjustment call is documented: SePay's page names it but its endpoint and
   * fields were not found (decision 059 addendum), so its adapter has none and a refund leaves
   * the adjustment to the accountant ('needs-adjustment').
   */
  adjust?(request: EinvoiceAdjustmentRequest, signal: AbortSignal): Promise<{ trackingCode: string }>;
}

/** A decrease adjustment: the original's reference, its own reference, the amount refunded. */
export interface EinvoiceAdjustmentRequest {
  originalReferenceCode: string;
  referenceCode: string;
  /** What was refunded, VAT included (positive). */
  amount: number;
  issuedAt: Date;
  note: string;
}

/** Why a provider call gave no usable answer: late, down, refused (its words kept), or another shape. */
export type EinvoiceFailure = 'timeout' | 'down' | 'refused' | 'malformed' | 'auth';

export class EinvoiceError extends Error {
  constructor(
    readonly provider: EinvoiceProviderId,
    readonly reason: EinvoiceFailure,
    message: string,
  ) {
    super(message);
    this.name = 'EinvoiceError';
  }

  /** Whether trying again later may work (the provider late or down). */
  get isTransient(): boolean {
    return this.reason === 'timeout' || this.reason === 'down';
  }
}
