import type { SessionStatus } from '@/entities/session';
import type { PaymentConfirmation, PaymentStatus, PurchasedAlbum } from '../api/confirm-payment';

interface Confirmed {
  sessionId: string;
  email: string | null;
  album: PurchasedAlbum;
}

/** What /payment-success shows (spec §2), from the session id, the login state and the server. */
export type PaymentView =
  /** Before the page has read its address. */
  | { kind: 'opening' }
  | { kind: 'no-session' }
  | { kind: 'signed-out'; sessionId: string }
  | { kind: 'checking'; sessionId: string }
  | { kind: 'error'; sessionId: string; message: string }
  | ({ kind: 'granted' } & Confirmed)
  /** Still settling; `slow` once the page has stopped asking (after about a minute). */
  | ({ kind: 'processing'; slow: boolean } & Confirmed)
  /** Never paid: nothing was charged. */
  | ({ kind: 'not-completed'; reason: 'failed' | 'expired' } & Confirmed)
  /** Paid once, but no access now. */
  | ({ kind: 'no-access'; status: 'refunded' | 'disputed' | 'revoked' } & Confirmed);

export interface PaymentState {
  opened: boolean;
  sessionId: string | null;
  sessionStatus: SessionStatus;
  confirmation: PaymentConfirmation | null;
  error: string | null;
  /** The page stopped asking while the payment was still settling. */
  gaveUp: boolean;
}

/** A status the provider may still change by itself, so the page asks again (spec §4). */
export const isSettling = (status: PaymentStatus): boolean =>
  status === 'pending' || status === 'processing';

export function paymentViewOf(state: PaymentState): PaymentView {
  const { sessionId, confirmation } = state;
  if (!state.opened) return { kind: 'opening' };
  if (sessionId === null) return { kind: 'no-session' };
  if (state.sessionStatus === 'anonymous') return { kind: 'signed-out', sessionId };
  if (state.error !== null) return { kind: 'error', sessionId, message: state.error };
  if (state.sessionStatus === 'loading' || confirmation?.session_id !== sessionId) {
    return { kind: 'checking', sessionId };
  }
  const confirmed: Confirmed = {
    sessionId,
    email: confirmation.customer_email,
    album: confirmation.album,
  };
  const { status } = confirmation;
  switch (status) {
    case 'paid':
    case 'restored':
      return { kind: 'granted', ...confirmed };
    case 'pending':
    case 'processing':
      return { kind: 'processing', slow: state.gaveUp, ...confirmed };
    case 'failed':
    case 'expired':
      return { kind: 'not-completed', reason: status, ...confirmed };
    case 'refunded':
    case 'disputed':
    case 'revoked':
      return { kind: 'no-access', status, ...confirmed };
  }
}

/** The page's heading for each outcome. */
export function paymentTitleOf(view: PaymentView): string {
  switch (view.kind) {
    case 'no-session':
      return 'No payment to show';
    case 'signed-out':
      return 'Your payment';
    case 'opening':
    case 'checking':
      return 'Checking your payment';
    case 'error':
      return 'We could not check your payment';
    case 'granted':
      return 'Payment successful';
    case 'processing':
      return 'Payment processing';
    case 'not-completed':
      return 'Payment not completed';
    case 'no-access':
      return view.status === 'refunded' ? 'Payment refunded' : 'No access to this album';
  }
}
