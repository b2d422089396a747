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

/** Columns after the export's own (the admin export adds where each entry stands). */
export interface ExtraColumns<E extends ExportedEntry> {
  names: readonly string[];
  cells: (entry: E) => string[];
}

const NO_EXTRA: ExtraColumns<ExportedEntry> = { names: [], cells: () => [] };

export const exportColumns = (
  kind: WaitlistKind,
  extra: readonly string[] = NO_EXTRA.names,
): string[] => [
  'id',
  'email',
  'name',
  'country',
  ...ANSWER_COLUMNS[kind],
  ...TAIL_COLUMNS,
  ...extra,
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

/** Reads a page of entries in sign-up order, after the last one of the previous page. */
export type ExportPageReader<E extends ExportedEntry> = (
  after: { createdAt: string; id: string } | null,
  limit: number,
) => Promise<E[]>;

/**
 * One list as CSV chunks (RFC 4180, formula-safe cells): the header, then a chunk per page, read
 * in sign-up order a page at a time so a long list never sits in memory whole. The generator's
 * return value is how many entries it wrote.
 */
export async function* waitlistCsvChunks<E extends ExportedEntry>(
  kind: WaitlistKind,
  readPage: ExportPageReader<E>,
  extra: ExtraColumns<E>,
  pageSize = 500,
): AsyncGenerator<string, number> {
  yield csvRow(exportColumns(kind, extra.names));
  let count = 0;
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const page = await readPage(after, pageSize);
    if (page.length > 0) {
      yield page.map((entry) => csvRow([...rowOf(kind, entry), ...extra.cells(entry)])).join('');
    }
    count += page.length;
    const last = page.at(-1);
    if (last === undefined || page.length < pageSize) return count;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** One whole list as CSV through `write` (the CLI's export). Returns how many entries it wrote. */
export async function exportWaitlistCsv(
  entries: WaitlistRepository,
  kind: WaitlistKind,
  write: (chunk: string) => Promise<void>,
  pageSize = 500,
): Promise<number> {
  const chunks = waitlistCsvChunks(
    kind,
    (after, limit) => entries.exportPage(kind, after, limit),
    NO_EXTRA,
    pageSize,
  );
  for (;;) {
    const next = await chunks.next();
    if (next.done === true) return next.value;
    await write(next.value);
  }
}
