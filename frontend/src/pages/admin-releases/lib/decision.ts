import { RELEASE_DECISION_REASON_MAX_LENGTH } from '@encore/shared-rules';
import type { components } from '@/shared/api';
import { characterCount, formatCount } from '@/shared/lib/format';

type AdminReleaseDto = components['schemas']['AdminReleaseDto'];

/** What an admin decides about a release: take it down, or restore a taken-down one. */
export type DecisionKind = 'take_down' | 'restore';

/** Which decision the release's row offers: restore once taken down, else take down. */
export const decisionFor = (release: Pick<AdminReleaseDto, 'state'>): DecisionKind =>
  release.state === 'taken_down' ? 'restore' : 'take_down';

export interface DecisionPrompt {
  title: string;
  description: string;
  /** The reason field's label: the artist reads it in both cases. */
  reasonLabel: string;
  reasonHint: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
}

/** The question each decision asks, in plain words: what will happen, and who is told. */
export function promptOf(
  kind: DecisionKind,
  release: Pick<AdminReleaseDto, 'title' | 'artist_name'>,
): DecisionPrompt {
  switch (kind) {
    case 'take_down':
      return {
        title: `Take down “${release.title}”?`,
        description: `It leaves the catalogue, search and discover at once, and ${release.artist_name} cannot publish it again until it is restored. Listeners who bought it keep it.`,
        reasonLabel: 'Reason',
        reasonHint: 'Mailed to the artist, shown in their studio and kept in the audit log.',
        confirmLabel: 'Take down',
        tone: 'danger',
      };
    case 'restore':
      return {
        title: `Restore “${release.title}”?`,
        description: `It becomes a draft again: it stays hidden until ${release.artist_name} publishes it from the studio.`,
        reasonLabel: 'Note to the artist',
        reasonHint: 'Mailed to the artist and kept in the audit log.',
        confirmLabel: 'Restore as draft',
        tone: 'primary',
      };
  }
}

/** Why the reason cannot be sent as typed, or null when it can (the server trims it too). */
export function reasonProblem(kind: DecisionKind, typed: string): string | null {
  const reason = typed.trim();
  if (reason === '') {
    return kind === 'take_down'
      ? 'Say why it is taken down: the artist reads it.'
      : 'Write a note for the artist: they read it in their mail.';
  }
  // Counted as the server counts: code points, so an emoji is one character, not two.
  return characterCount(reason) > RELEASE_DECISION_REASON_MAX_LENGTH
    ? `Keep it to ${formatCount(RELEASE_DECISION_REASON_MAX_LENGTH)} characters.`
    : null;
}

/** What a decision did, for the toast. */
export function doneMessageOf(kind: DecisionKind, release: AdminReleaseDto): string {
  return kind === 'take_down'
    ? `“${release.title}” is taken down. ${release.artist_name} is told why by mail.`
    : `“${release.title}” is a draft again. ${release.artist_name} is told by mail.`;
}
