import {
  judgeApproval,
  judgeInviteMail,
  judgeRejection,
  type ScreeningFacts,
  screeningStatus,
} from './screening.js';

const pending: ScreeningFacts = {
  decision: null,
  confirmed: true,
  unsubscribed: false,
  inviteUses: 0,
};

describe('screeningStatus', () => {
  test('pending until decided; approved is invited until its code is used, then registered', () => {
    expect(screeningStatus(pending)).toBe('pending');
    expect(screeningStatus({ ...pending, decision: 'rejected' })).toBe('rejected');
    expect(screeningStatus({ ...pending, decision: 'approved' })).toBe('invited');
    expect(screeningStatus({ ...pending, decision: 'approved', inviteUses: 1 })).toBe('registered');
  });
});

describe('judgeApproval', () => {
  const open = { ...pending, inviteUsable: false };
  const invited = { ...open, decision: 'approved' as const, inviteUsable: true };

  test('allows a confirmed, subscribed entry, pending or rejected before', () => {
    expect(judgeApproval(open)).toEqual({ kind: 'allowed' });
    expect(judgeApproval({ ...open, decision: 'rejected' })).toEqual({ kind: 'allowed' });
  });

  test('refuses a second approval, an unconfirmed address and an unsubscribed person', () => {
    expect(judgeApproval(invited).kind).toBe('already_approved');
    expect(judgeApproval({ ...invited, inviteUsable: false, inviteUses: 1 }).kind).toBe(
      'already_approved',
    );
    expect(judgeApproval({ ...open, confirmed: false }).kind).toBe('unconfirmed');
    expect(judgeApproval({ ...open, unsubscribed: true }).kind).toBe('unsubscribed');
    // A second approval is named as such even when the person unsubscribed since.
    expect(judgeApproval({ ...invited, unsubscribed: true }).kind).toBe('already_approved');
  });

  test('approves again an entry whose unused code expired or was revoked (a fresh code)', () => {
    expect(judgeApproval({ ...invited, inviteUsable: false })).toEqual({ kind: 'allowed' });
    expect(judgeApproval({ ...invited, inviteUsable: false, unsubscribed: true }).kind).toBe(
      'unsubscribed',
    );
  });
});

describe('judgeRejection', () => {
  test('allows any undecided entry, confirmed or not', () => {
    expect(judgeRejection(pending)).toEqual({ kind: 'allowed' });
    expect(judgeRejection({ ...pending, confirmed: false })).toEqual({ kind: 'allowed' });
  });

  test('refuses an approved entry and a second rejection', () => {
    expect(judgeRejection({ ...pending, decision: 'approved' }).kind).toBe('already_approved');
    expect(judgeRejection({ ...pending, decision: 'rejected' }).kind).toBe('already_rejected');
  });
});

describe('judgeInviteMail', () => {
  const invited = { ...pending, decision: 'approved' as const, inviteUsable: true };

  test('mails an invited person whose code still works', () => {
    expect(judgeInviteMail(invited)).toEqual({ kind: 'allowed' });
  });

  test('mails nobody who is not invited, registered, holds a dead code or unsubscribed', () => {
    expect(judgeInviteMail({ ...invited, decision: null }).kind).toBe('not_invited');
    expect(judgeInviteMail({ ...invited, decision: 'rejected' }).kind).toBe('not_invited');
    expect(judgeInviteMail({ ...invited, inviteUses: 1 }).kind).toBe('registered');
    expect(judgeInviteMail({ ...invited, inviteUsable: false }).kind).toBe('invite_unusable');
    expect(judgeInviteMail({ ...invited, unsubscribed: true }).kind).toBe('unsubscribed');
  });
});
