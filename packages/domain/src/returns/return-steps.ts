import {
  RETURN_STEPS,
  type ReturnInstructions,
  type ReturnStatus,
  type ReturnStepName,
} from './return-contracts.js';

/** The status each step leads to. */
export const RETURN_STEP_STATUS: Readonly<Record<ReturnStepName, ReturnStatus>> = {
  approve: 'approved',
  receive: 'received',
  refund: 'refunded',
  exchange: 'exchanged',
  reject: 'rejected',
};

/** A return as the step rules read it. */
export interface ReturnState {
  status: ReturnStatus;
  instructions: ReturnInstructions | null;
}

/**
 * Whether a step may be taken now: approve a new request; receive an approved one sent back;
 * refund or exchange once received, or once approved when the shopper keeps the goods; reject a
 * new or approved one. Every other move is refused (409 RETURN_WRONG_STATE).
 */
export function canTakeReturnStep(step: ReturnStepName, state: ReturnState): boolean {
  switch (step) {
    case 'approve':
      return state.status === 'new';
    case 'receive':
      return state.status === 'approved' && state.instructions === 'send-back';
    case 'refund':
    case 'exchange':
      return state.status === 'received' || (state.status === 'approved' && state.instructions === 'keep');
    case 'reject':
      return state.status === 'new' || state.status === 'approved';
  }
}

/** The steps the console may offer now, in RETURN_STEPS order. */
export function nextReturnSteps(state: ReturnState): ReturnStepName[] {
  return RETURN_STEPS.filter((step) => canTakeReturnStep(step, state));
}

/** Whether the return ended (refunded, exchanged or rejected): no step is left. */
export const isReturnClosed = (status: ReturnStatus) =>
  status === 'refunded' || status === 'exchanged' || status === 'rejected';
