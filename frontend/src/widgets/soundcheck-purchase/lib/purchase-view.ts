import type { AlbumDetail, Ownership } from '@/entities/album';
import type { Price } from '../api/purchase-api';

/** Spec §4 "Purchase": loading, then offer (or owned) or error, then redirecting. */
export type PurchaseView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'offer'; album: AlbumDetail; price: Price }
  | { kind: 'owned'; album: AlbumDetail; grantedAt: string | null }
  | { kind: 'redirecting'; album: AlbumDetail };

export interface PurchaseState {
  album: AlbumDetail | null;
  ownership: Ownership | null;
  price: Price | null;
  error: string | null;
  redirecting: boolean;
}

/** What the purchase widget shows for what is known so far. */
export function purchaseViewOf(state: PurchaseState): PurchaseView {
  const { album, ownership, price } = state;
  if (state.error !== null) return { kind: 'error', message: state.error };
  if (album === null || ownership === null || ownership.status === 'checking') {
    return { kind: 'loading' };
  }
  if (ownership.status === 'owned') return { kind: 'owned', album, grantedAt: ownership.grantedAt };
  if (state.redirecting) return { kind: 'redirecting', album };
  return price === null ? { kind: 'loading' } : { kind: 'offer', album, price };
}
