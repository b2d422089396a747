import type { AppError } from '../../../platform/http/index.js';
import { inviteStatusOf } from '../../auth/index.js';
import {
  judgeApproval,
  judgeInviteMail,
  judgeRejection,
  type ScreeningDetail,
  ScreeningErrors,
} from '../../waitlist/index.js';

/**
 * Why an admin may not approve, reject or re-mail an entry now (null: they may). The service
 * throws these; the entry's detail shows them beside disabled buttons, so the client never
 * restates the rules.
 */
export function approvalRefusal(entry: ScreeningDetail, now: Date): AppError | null {
  const verdict = judgeApproval({ ...entry, inviteUsable: inviteUsable(entry, now) });
  switch (verdict.kind) {
    case 'allowed':
      return null;
    case 'already_approved':
      return ScreeningErrors.ALREADY_APPROVED();
    case 'unconfirmed':
      return ScreeningErrors.NOT_CONFIRMED();
    case 'unsubscribed':
      return ScreeningErrors.UNSUBSCRIBED();
  }
}

export function rejectionRefusal(entry: ScreeningDetail): AppError | null {
  const verdict = judgeRejection(entry);
  switch (verdict.kind) {
    case 'allowed':
      return null;
    case 'already_approved':
      return ScreeningErrors.ALREADY_APPROVED();
    case 'already_rejected':
      return ScreeningErrors.ALREADY_REJECTED();
  }
}

export function resendRefusal(entry: ScreeningDetail, now: Date): AppError | null {
  const verdict = judgeInviteMail({ ...entry, inviteUsable: inviteUsable(entry, now) });
  switch (verdict.kind) {
    case 'allowed':
      return null;
    case 'not_invited':
      return ScreeningErrors.NOT_INVITED();
    case 'registered':
      return ScreeningErrors.ALREADY_REGISTERED();
    case 'invite_unusable':
      return ScreeningErrors.INVITE_UNUSABLE();
    case 'unsubscribed':
      return ScreeningErrors.UNSUBSCRIBED();
  }
}

/** Whether the entry's invite code could still be used now (not expired, revoked or used up). */
const inviteUsable = (entry: ScreeningDetail, now: Date): boolean =>
  entry.invite !== null && inviteStatusOf(entry.invite, now) === 'active';
