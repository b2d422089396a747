/**
 * Waitlist screening's rules (docs/adr/0035): where an entry stands, and whether an admin may
 * approve or reject it now. Pure, so every rule is tested without a database.
 */

/** An admin's decision on an entry; none yet is `null`. */
export type ScreeningDecision = 'approved' | 'rejected';

/**
 * Where an entry stands: no decision yet, rejected, approved and invited (its code not used
 * yet, whether still valid or not), or registered (its single-use code was used).
 */
export const SCREENING_STATUSES = ['pending', 'invited', 'registered', 'rejected'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

/** What the rules read of an entry. */
export interface ScreeningFacts {
  decision: ScreeningDecision | null;
  /** The person opened their confirmation link (double opt-in). */
  confirmed: boolean;
  /** The person used an unsubscribe link: no more waitlist mail. */
  unsubscribed: boolean;
  /** Registrations made with the entry's invite code (0 without one). */
  inviteUses: number;
}

export function screeningStatus(facts: ScreeningFacts): ScreeningStatus {
  switch (facts.decision) {
    case null:
      return 'pending';
    case 'rejected':
      return 'rejected';
    case 'approved':
      return facts.inviteUses > 0 ? 'registered' : 'invited';
  }
}

export type ApprovalVerdict =
  | { kind: 'allowed' }
  /** Approved before and its invite still works or was used (a second would be a second account). */
  | { kind: 'already_approved' }
  /** The address is unproven, and its owner has not agreed to mail from us yet. */
  | { kind: 'unconfirmed' }
  /** The person asked for no more mail, and approving means mailing them a code. */
  | { kind: 'unsubscribed' };

/**
 * Approving mails an invite, so it needs a confirmed address that still takes our mail. A
 * rejected entry may be approved (a rejection is never mailed, so the admins may reconsider),
 * and so may an approved one whose unused code expired or was revoked: approving again gives it
 * a fresh code (the person missed the mail, or the code was withdrawn by mistake).
 */
export function judgeApproval(facts: ScreeningFacts & { inviteUsable: boolean }): ApprovalVerdict {
  if (facts.decision === 'approved' && (facts.inviteUses > 0 || facts.inviteUsable)) {
    return { kind: 'already_approved' };
  }
  if (!facts.confirmed) return { kind: 'unconfirmed' };
  if (facts.unsubscribed) return { kind: 'unsubscribed' };
  return { kind: 'allowed' };
}

export type RejectionVerdict =
  | { kind: 'allowed' }
  /** Its invite is out (and maybe used): revoke the code on the invites page instead. */
  | { kind: 'already_approved' }
  /** Rejected before, with its reason: a second rejection would overwrite the first. */
  | { kind: 'already_rejected' };

/** Any undecided entry may be rejected, confirmed or not. */
export function judgeRejection(facts: ScreeningFacts): RejectionVerdict {
  if (facts.decision === 'approved') return { kind: 'already_approved' };
  if (facts.decision === 'rejected') return { kind: 'already_rejected' };
  return { kind: 'allowed' };
}

export type InviteMailVerdict =
  | { kind: 'allowed' }
  | { kind: 'not_invited' }
  /** The code was used: the person has an account. */
  | { kind: 'registered' }
  /** The code expired or was revoked: a mail would carry a dead code. */
  | { kind: 'invite_unusable' }
  | { kind: 'unsubscribed' };

/**
 * Whether the invite mail may go (again) now: when approving, when an admin asks for it again,
 * and once more in the worker just before it is sent.
 */
export function judgeInviteMail(
  facts: ScreeningFacts & { inviteUsable: boolean },
): InviteMailVerdict {
  if (facts.decision !== 'approved') return { kind: 'not_invited' };
  if (facts.inviteUses > 0) return { kind: 'registered' };
  if (!facts.inviteUsable) return { kind: 'invite_unusable' };
  if (facts.unsubscribed) return { kind: 'unsubscribed' };
  return { kind: 'allowed' };
}
