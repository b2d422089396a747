import { WAITLIST_CONSENT_BOXES, type WaitlistKind } from '@encore/shared-rules';

import { csvRow } from './domain/csv.js';
import type { Answer } from './domain/waitlist-entry.js';
import type { ExportedEntry, WaitlistRepository } from './waitlist.repository.js';

/** Each form's answers, in the form's order (spec §3), one column each. */
const ANSWER_COLUMNS: Record<WaitlistKind, readonly string[]> = {
  artist: [
    'artist_name',
    'phone_number',
    'dsp_link',
    'genres',
    'genre_ids',
    'distributor',
    'has_collection_agency',
    'collection_agencies',
    'release_plan',
    'release_plan_albums',
    'release_plan_eps',
    'release_plan_singles',
    'message',
    'wants_exclusives',
    'owns_rights',
    'social_instagram',
    'social_tiktok',
    'social_youtube',
    'social_other',
    'music_link_type',
    'music_link_url',
    'has_recording_agreement',
    'record_label_name',
    'has_publishing_agreement',
    'publisher_name',
    'heard_about',
  ],
  fan: ['favourite_artist', 'streaming_platform', 'referral_source'],
};

/** The consent evidence (time, IP, browser, wording version, boxes ticked) and the state. */
const TAIL_COLUMNS = [
  'is_subscribed',
  'confirmed_at',
  'unsubscribed_at',
  'consent_at',
  'consent_ip',
  'consent_user_agent',
  'consent_version',
  'consent_boxes_ticked',
] as const;

export const exportColumns = (kind: WaitlistKind): string[] => [
  'id',
  'email',
  'name',
  'country',
  ...ANSWER_COLUMNS[kind],
  ...TAIL_COLUMNS,
];

const cellOf = (answer: Answer | undefined): string =>
  answer === undefined ? '' : Array.isArray(answer) ? answer.join('; ') : String(answer);

function rowOf(kind: WaitlistKind, entry: ExportedEntry): string[] {
  // In the form's order (jsonb keeps keys in an order of its own).
  const ticked = WAITLIST_CONSENT_BOXES[kind].filter((box) => entry.consentBoxes[box] === true);
  return [
    entry.id,
    entry.email,
    entry.name,
    entry.country ?? '',
    ...ANSWER_COLUMNS[kind].map((column) => cellOf(entry.answers[column])),
    String(entry.isSubscribed),
    entry.confirmedAt ?? '',
    entry.unsubscribedAt ?? '',
    entry.consentAt,
    entry.consentIp ?? '',
    entry.consentUserAgent ?? '',
    entry.consentVersion,
    ticked.join('; '),
  ];
}

/**
 * One list as CSV (RFC 4180, formula-safe cells), in sign-up order, read a page at a time so a
 * long list never sits in memory whole. Returns how many entries were written.
 */
export async function exportWaitlistCsv(
  entries: WaitlistRepository,
  kind: WaitlistKind,
  write: (chunk: string) => Promise<void>,
  pageSize = 500,
): Promise<number> {
  await write(csvRow(exportColumns(kind)));
  let count = 0;
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const page = await entries.exportPage(kind, after, pageSize);
    if (page.length > 0) await write(page.map((entry) => csvRow(rowOf(kind, entry))).join(''));
    count += page.length;
    const last = page.at(-1);
    if (last === undefined || page.length < pageSize) return count;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
