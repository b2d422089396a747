import type { ChipVariant } from '@/shared/ui/chip';
import type { InviteStatus } from '../api/invites-api';

export const INVITE_STATUS_LABELS: Record<InviteStatus, string> = {
  active: 'Active',
  used_up: 'Used up',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const INVITE_STATUS_CHIPS: Record<InviteStatus, ChipVariant> = {
  active: 'success',
  used_up: 'default',
  expired: 'warning',
  revoked: 'danger',
};

/** "3 of 10 used". */
export const usageText = (used: number, maxUses: number): string => `${used} of ${maxUses} used`;
