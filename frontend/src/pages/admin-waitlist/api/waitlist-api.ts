import { apiClient, type components, EMPTY_JSON_BODY, toApiError, unwrap } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import { listQueryParams, filterParams, type WaitlistQuery } from '../lib/waitlist-query';

/** The two screening queues, as the admin area's paths name them. */
export type WaitlistList = components['schemas']['WaitlistEntryDetailDto']['list'];
/** An entry as the list shows it (GET /api/admin/waitlist/{list}). */
export type WaitlistEntry = components['schemas']['WaitlistEntrySummaryDto'];
/** An entry in full: answers, consent evidence, decision, invite, notes and what may be done. */
export type WaitlistEntryDetail = components['schemas']['WaitlistEntryDetailDto'];
export type WaitlistNote = components['schemas']['WaitlistNoteDto'];
export type ScreeningStatus = WaitlistEntry['status'];

export async function fetchEntriesPage(request: {
  query: WaitlistQuery;
  cursor: string | null;
}): Promise<KeysetPage<WaitlistEntry>> {
  const reply = unwrap(
    await apiClient.GET('/api/admin/waitlist/{list}', {
      params: {
        path: { list: request.query.list },
        query: listQueryParams(request.query, request.cursor),
      },
    }),
  );
  return { items: reply.entries, nextCursor: reply.next_cursor };
}

export interface EntryRef {
  list: WaitlistList;
  id: string;
}

export async function fetchEntry({ list, id }: EntryRef): Promise<WaitlistEntryDetail> {
  return unwrap(
    await apiClient.GET('/api/admin/waitlist/{list}/{id}', { params: { path: { list, id } } }),
  );
}

export async function addNote({ list, id }: EntryRef, body: string): Promise<WaitlistNote> {
  return unwrap(
    await apiClient.POST('/api/admin/waitlist/{list}/{id}/notes', {
      params: { path: { list, id } },
      body: { body },
    }),
  );
}

export async function approveEntry({ list, id }: EntryRef): Promise<WaitlistEntryDetail> {
  return unwrap(
    await apiClient.POST('/api/admin/waitlist/{list}/{id}/approve', {
      params: { path: { list, id } },
      body: EMPTY_JSON_BODY,
    }),
  );
}

export async function rejectEntry(
  { list, id }: EntryRef,
  reason: string,
): Promise<WaitlistEntryDetail> {
  return unwrap(
    await apiClient.POST('/api/admin/waitlist/{list}/{id}/reject', {
      params: { path: { list, id } },
      body: { reason },
    }),
  );
}

export async function resendInvite({ list, id }: EntryRef): Promise<WaitlistEntryDetail> {
  return unwrap(
    await apiClient.POST('/api/admin/waitlist/{list}/{id}/resend-invite', {
      params: { path: { list, id } },
      body: EMPTY_JSON_BODY,
    }),
  );
}

/** The filtered list as CSV text, fetched with the bearer token (a plain link could not send it). */
export async function fetchExportCsv(query: WaitlistQuery): Promise<string> {
  const { data, error, response } = await apiClient.GET('/api/admin/waitlist/{list}/export.csv', {
    params: { path: { list: query.list }, query: filterParams(query) },
    parseAs: 'text',
  });
  if (!response.ok || data === undefined) {
    throw toApiError(response.status, response.statusText, error);
  }
  return data;
}
