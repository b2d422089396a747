import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { $sessionToken, sessionCheckRequested } from '@/entities/session';
import { fetchAdminMe } from '../api/admin-access-api';
import { type AdminAccess, adminAccessAfter } from '../lib/admin-access';
import { enrolmentCompleted, enrolmentOpened } from './enrolment';
import { secondFactorDisabled } from './settings';
import { codeVerified, verificationOpened } from './verification';

/** The admin area opened for an admin (as the session knows the role). */
export const adminGateOpened = createEvent();
export const adminAccessRetried = createEvent();

export const checkAdminAccessFx = createEffect(fetchAdminMe);

export const $adminAccess = createStore<AdminAccess>('checking');

// Asked again whenever the answer may have changed: a code passed, an app set up (after its
// recovery codes were saved), the app turned off from the Security page.
const accessMayHaveChanged = merge([
  adminGateOpened,
  adminAccessRetried,
  codeVerified,
  enrolmentCompleted,
  secondFactorDisabled,
]);
sample({ clock: accessMayHaveChanged, target: checkAdminAccessFx });
sample({ clock: adminGateOpened, target: [enrolmentOpened, verificationOpened] });

// After a right code the prompt gives way to the check at once: pressed again, it would send the
// same code, which the server refuses as used and counts as a wrong one (issue 23 §3).
$adminAccess
  .on([adminGateOpened, adminAccessRetried, codeVerified], () => 'checking')
  .on(checkAdminAccessFx.done, () => 'passed')
  .on(checkAdminAccessFx.failData, (_, error) => adminAccessAfter(error));

// A 401 without a second-factor code means the access token was refused: the session check
// renews it from the refresh cookie (then the door asks again) or ends the session (then the
// protected routes send the admin to /login).
sample({
  clock: $adminAccess,
  filter: (access) => access === 'signed_out',
  fn: (): void => undefined,
  target: sessionCheckRequested,
});
sample({
  clock: $sessionToken.updates,
  source: $adminAccess,
  filter: (access, token) => access === 'signed_out' && token !== null,
  fn: (): void => undefined,
  target: checkAdminAccessFx,
});
