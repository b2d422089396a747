import type { WaitlistEntryDetail } from '../api/waitlist-api';

/** What an admin can decide on an entry (the server says which are open now, and why not). */
export type Decision = 'approve' | 'reject' | 'resend_invite';

export interface DecisionPrompt {
  title: string;
  description: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
}

/** The confirmation each decision asks for, in plain words: what will happen. */
export function promptOf(decision: Decision, entry: WaitlistEntryDetail): DecisionPrompt {
  switch (decision) {
    case 'approve':
      return {
        title: `Approve ${entry.name}?`,
        description: `A single-use invite code is made for this entry and mailed to ${entry.email}. It cannot be undone here: to withdraw it later, revoke the code on the invites page.`,
        confirmLabel: 'Approve and send invite',
        tone: 'primary',
      };
    case 'reject':
      return {
        title: `Reject ${entry.name}?`,
        description:
          'The reason is kept for the other admins. Nobody is mailed, and the entry can still be approved later.',
        confirmLabel: 'Reject entry',
        tone: 'danger',
      };
    case 'resend_invite':
      return {
        title: `Send the invite to ${entry.email} again?`,
        description: 'The same code is mailed again; it still works once, until it expires.',
        confirmLabel: 'Send invite again',
        tone: 'primary',
      };
  }
}

/** What a decision did, for the toast. */
export function doneMessageOf(decision: Decision, entry: WaitlistEntryDetail): string {
  switch (decision) {
    case 'approve':
      return `${entry.name} is approved: the invite is on its way to ${entry.email}.`;
    case 'reject':
      return `${entry.name} is rejected.`;
    case 'resend_invite':
      return `The invite is on its way to ${entry.email} again.`;
  }
}
