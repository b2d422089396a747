import { createEvent, sample } from 'effector';
import { createWaitlistForm } from '@/features/waitlist-signup';
import { joinFanWaitlist } from '../api/join-fan-waitlist';
import { type FanDraft, fanRefusal, fanSubmission } from '../lib/fan-payload';

/** The fan waitlist form (spec §2-§5): the shared form model with the fan's answers and call. */
export const fanForm = createWaitlistForm<FanDraft, ReturnType<typeof fanSubmission>>({
  check: fanRefusal,
  build: fanSubmission,
  send: joinFanWaitlist,
});

/** /fan-waitlist opened: a fresh form. */
export const fanWaitlistOpened = createEvent();
sample({ clock: fanWaitlistOpened, target: fanForm.formClosed });
