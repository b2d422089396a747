import { readdir } from 'node:fs/promises';

import { enrol, setRole } from '../admin/second-factor-steps.js';
import { newAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import {
  artist,
  created,
  expectEnvelope,
  idOf,
  MAX_UPLOAD_MB,
  other,
  storedBytes,
  t,
  tusAs,
  uploadDir,
  useTusApp,
  wav,
} from './tus-suite.js';
import { PDF_BYTES, slotOf, trackSlot } from './upload-fixtures.js';

/**
 * What the tus uploads at /api/studio/uploads refuse (docs/adr/0043): someone else's upload or
 * track, a caller not logged in, a public release's track; and, early, a file too large, not
 * audio, empty or of unknown length, or a protocol mistake, each in the envelope.
 */
useTusApp();

describe('who may upload', () => {
  it("refuses to write, read or cancel someone else's upload (403)", async () => {
    const trackId = await trackSlot(artist.artistId);
    const url = await created(tusAs(artist), trackId, wav);
    const intruder = tusAs(other);
    expectEnvelope(await intruder.patch(url, 0, wav.subarray(0, 8192)), 403, 'UPLOADS.NOT_YOURS');
    expect((await intruder.head(url)).status).toBe(403);
    expectEnvelope(await intruder.delete(url), 403, 'UPLOADS.NOT_YOURS');
    expect((await tusAs(artist).head(url)).offset).toBe(0);
  });

  it("answers a new upload for another artist's track as if there were no such track", async () => {
    const trackId = await trackSlot(artist.artistId);
    expectEnvelope(
      await tusAs(other).create(wav.length, { trackId }),
      404,
      'UPLOADS.TRACK_NOT_FOUND',
    );
    expect((await slotOf(trackId))?.state).toBe('awaiting_upload');
  });

  it('asks for a login first (401), whatever the request', async () => {
    const trackId = await trackSlot(artist.artistId);
    expectEnvelope(
      await tusAs(null).create(wav.length, { trackId }),
      401,
      'PLATFORM.AUTH_REQUIRED',
    );
    const url = await created(tusAs(artist), trackId, wav);
    expectEnvelope(
      await tusAs(null).patch(url, 0, wav.subarray(0, 10)),
      401,
      'PLATFORM.AUTH_REQUIRED',
    );
  });

  it('lets an admin who passed the second factor upload for an artist, audited', async () => {
    const admin = await newAccount(t.baseUrl);
    await setRole(admin.userId, 'admin');
    const trackId = await trackSlot(artist.artistId);
    // Not yet past the second factor: the admin rule refuses, and nothing changes.
    const early = await tusAs(admin).create(wav.length, { trackId });
    expect(early.body.code).toBe('ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect((await slotOf(trackId))?.state).toBe('awaiting_upload');

    // Enrolling passes the second factor for the session it was done in.
    await enrol(t.baseUrl, admin.token);
    const url = await created(tusAs(admin), trackId, wav);
    expect((await tusAs(admin).patchAll(url, wav)).status).toBe(204);
    expect((await slotOf(trackId))?.state).toBe('processing');
    const audit = await withDb(async (db) => {
      const { rows } = await db.query<{ actor_id: string; action: string; after: unknown }>(
        'SELECT actor_id, action, after FROM admin_audit_log WHERE target_id = $1',
        [trackId],
      );
      return rows;
    });
    expect(audit).toEqual([
      {
        actor_id: admin.userId,
        action: 'track.upload_master',
        after: expect.objectContaining({ upload_id: idOf(url), size: wav.length }) as unknown,
      },
    ]);
  });

  it('refuses a track whose release is public', async () => {
    const trackId = await trackSlot(artist.artistId, { releaseState: 'published' });
    expectEnvelope(
      await tusAs(artist).create(wav.length, { trackId }),
      409,
      'UPLOADS.RELEASE_NOT_EDITABLE',
    );
  });
});

describe('refused early', () => {
  it('refuses a file over the limit at creation (413), before a byte is sent', async () => {
    const trackId = await trackSlot(artist.artistId);
    const before = await readdir(uploadDir);
    const reply = await tusAs(artist).create(MAX_UPLOAD_MB * 1024 * 1024 + 1, { trackId });
    expectEnvelope(reply, 413, 'UPLOADS.TOO_LARGE');
    expect(reply.body.message).toBe('This file is larger than the 4 MB a master may be.');
    expect(await readdir(uploadDir)).toEqual(before);
    expect((await slotOf(trackId))?.state).toBe('awaiting_upload');
  });

  it('refuses a PDF named .wav when its first bytes arrive (415), keeping nothing', async () => {
    const trackId = await trackSlot(artist.artistId);
    const url = await created(tusAs(artist), trackId, PDF_BYTES);
    const reply = await tusAs(artist).patch(url, 0, PDF_BYTES);
    expectEnvelope(reply, 415, 'UPLOADS.NOT_AUDIO');
    expect(reply.body.message).toMatch(/^This file is a PDF, not audio\. Upload WAV, AIFF, FLAC/);
    expect(await storedBytes(url)).toBe(-1);
    expect((await tusAs(artist).head(url)).status).toBe(404);
    const slot = await slotOf(trackId);
    expect({ state: slot?.state, reason: slot?.failure_reason }).toEqual({
      state: 'failed',
      reason: reply.body.message,
    });
    // The slot takes the right file at once.
    expect(
      (await tusAs(artist).patchAll(await created(tusAs(artist), trackId, wav), wav)).status,
    ).toBe(204);
  });

  it('refuses an empty file, and an upload of unknown length', async () => {
    const trackId = await trackSlot(artist.artistId);
    expectEnvelope(await tusAs(artist).create(0, { trackId }), 400, 'UPLOADS.EMPTY_FILE');
    expectEnvelope(await tusAs(artist).create(null, { trackId }), 400, 'UPLOADS.LENGTH_REQUIRED');
    expectEnvelope(
      await tusAs(artist).create(wav.length, { filename: 'x.wav' }),
      400,
      'UPLOADS.METADATA_INVALID',
    );
    expect((await slotOf(trackId))?.state).toBe('awaiting_upload');
  });

  it('answers protocol mistakes in the envelope, never with a 5xx', async () => {
    const trackId = await trackSlot(artist.artistId);
    const url = await created(tusAs(artist), trackId, wav);
    const noVersion = await fetch(url, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${artist.token}` },
    });
    expect(noVersion.status).toBe(400);
    const badOffset = await fetch(url, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${artist.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '-1',
        'content-type': 'application/offset+octet-stream',
      },
      body: 'x',
    });
    expect(badOffset.status).toBe(400);
    expect(await badOffset.json()).toMatchObject({ code: 'UPLOADS.PROTOCOL_ERROR' });
    const unknown = await tusAs(artist).head(`${t.baseUrl}/api/studio/uploads/${'f'.repeat(32)}`);
    expect(unknown.status).toBe(404);
  });
});
