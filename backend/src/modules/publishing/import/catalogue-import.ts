import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import { CatalogueService } from '../../catalogue/index.js';
import { cleanLine, TAG_LIMITS } from '../domain/file-tags.js';
import type { StudioAccessType } from '../domain/studio-access-types.js';
import { MAX_TRACKS } from '../releases/dto/track-requests.dto.js';
import { ReleasePublisher } from '../releases/release-publisher.js';
import { ReleasesRepository } from '../releases/releases.repository.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { MasterArrival } from '../uploads/master-arrival.js';
import { type CoverOutcome, ImportArtwork } from './import-artwork.js';
import { ImportErrors } from './import.errors.js';
import { type FolderScan, scanFolder } from './folder-scan.js';
import { type FileNote, type PlannedRelease, planImport } from './import-plan.js';
import type { ImportReport, ProcessingStatus, ReleaseOutcome } from './import-report.js';
import { ImportRepository } from './import.repository.js';
import { ImportWriter } from './import-writer.js';

export interface ImportOptions {
  /** An absolute path. */
  folder: string;
  /** `--artist`: every file is this artist's (cleaned here like a tag). */
  artist: string | undefined;
  access: StudioAccessType;
  /** `--genre`: the genre of releases whose tags name none Encore lists. */
  genre: string | undefined;
  dryRun: boolean;
  publish: boolean;
}

/** What the command shows while it works (each optional). */
export interface ImportListener {
  scanned?(count: number, path: string): void;
  stored?(done: number, total: number, path: string): void;
  processing?(status: ProcessingStatus): void;
  settled?(path: string, outcome: { ready: true } | { ready: false; reason: string }): void;
}

/** How often the wait reads its tracks' progress. */
const POLL_MS = 500;
const MB = 1024 * 1024;

/** A stored file the import waits for. */
interface Waiting {
  trackId: string;
  path: string;
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Matched without regard to case or surrounding spaces (as the studio matches genres). */
const genreKey = (name: string): string => name.trim().toLowerCase();

function coverNote(outcome: CoverOutcome): string | null {
  switch (outcome.kind) {
    case 'set':
      return `Cover: ${outcome.source}.`;
    case 'refused':
      return `No cover: ${outcome.source} was not taken (${outcome.reason}).`;
    case 'none':
      return 'No cover found (cover.jpg, folder.jpg, front.jpg or an embedded picture): add one in the studio.';
    case 'kept':
      return null;
  }
}

/**
 * The operator's import of a folder of music (docs/adr/0042, "Operator import"): scan, plan
 * (import-plan.ts, pure), then for each file exactly what a finished tus upload goes through —
 * a slot `uploading` (ImportWriter), MasterArrival (stored, recorded, queued on
 * `media-processing`) — and a wait until every stored file is ready or failed. Safe to run
 * again: content already in Encore is skipped, releases and profiles are found by name.
 */
@Injectable()
export class CatalogueImport {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly reads: ImportRepository,
    private readonly writer: ImportWriter,
    private readonly arrival: MasterArrival,
    private readonly masters: TrackMastersRepository,
    private readonly artwork: ImportArtwork,
    private readonly catalogue: CatalogueService,
    private readonly publisher: ReleasePublisher,
    private readonly releases: ReleasesRepository,
  ) {}

  async run(
    options: ImportOptions,
    listener: ImportListener = {},
    signal?: AbortSignal,
  ): Promise<ImportReport> {
    const artist =
      options.artist === undefined ? undefined : cleanLine(options.artist, TAG_LIMITS.artist);
    if (options.artist !== undefined && artist === undefined) throw ImportErrors.ARTIST_EMPTY();
    await this.checkFolder(options.folder);
    const genres = await this.genreSpellings();
    if (options.genre !== undefined && !genres.has(genreKey(options.genre))) {
      throw ImportErrors.GENRE_UNKNOWN(
        `"${options.genre}" is not a genre Encore lists. Choose one of: ${[...genres.values()].join(', ')}.`,
      );
    }
    const scan = await scanFolder(options.folder, listener.scanned?.bind(listener));
    if (scan.files.length === 0)
      throw ImportErrors.FOLDER_EMPTY(`${options.folder} holds no files.`);
    const hashes = [...scan.audio.values()].map((audio) => audio.digest.sha256);
    const known = await this.reads.mastersByContent(this.em.fork(), hashes);
    const plan = planImport(scan.files, known, {
      artist,
      maxBytes: this.config.env.MAX_UPLOAD_MB * MB,
      maxTracks: MAX_TRACKS,
    });
    if (scan.audio.size === 0 && plan.failed.length === 0) {
      throw ImportErrors.NO_AUDIO(
        `${options.folder} holds no audio files Encore can import (${scan.files.length} other files).`,
      );
    }
    const report: ImportReport = {
      dryRun: options.dryRun,
      publish: options.publish,
      releases: [],
      imported: [],
      skipped: plan.skipped,
      failed: [...plan.failed],
      ignored: plan.ignored,
      unfinished: [],
    };
    if (options.dryRun) {
      for (const planned of plan.releases) {
        report.releases.push(await this.foresee(planned, this.genreOf(planned, options, genres)));
      }
      return report;
    }
    const contents = new Set(hashes);
    const waiting: Waiting[] = [];
    const albums = new Map<ReleaseOutcome, string>();
    const total = plan.releases.reduce((sum, release) => sum + release.tracks.length, 0);
    let stored = 0;
    for (const planned of plan.releases) {
      const genre = this.genreOf(planned, options, genres);
      const outcome = this.outcomeOf(planned);
      report.releases.push(outcome);
      let albumId: string;
      try {
        const artist = await this.writer.artist(planned.artist);
        outcome.artistIs = artist.created ? 'new' : 'existing';
        const release = await this.writer.release(artist.id, planned, {
          accessType: options.access,
          genre: genre.name,
        });
        if (release === null) continue;
        albumId = release.albumId;
        outcome.releaseIs = release.created ? 'new' : 'existing';
        if (release.created && genre.note !== null) outcome.notes.push(genre.note);
        albums.set(outcome, albumId);
      } catch (error) {
        const reason = `Its release could not be made: ${messageOf(error)}`;
        report.failed.push(...planned.tracks.map((track) => ({ path: track.path, reason })));
        continue;
      }
      for (const track of planned.tracks) {
        if (signal?.aborted === true) {
          report.failed.push({ path: track.path, reason: 'Not imported: the import was stopped.' });
          continue;
        }
        const failure = await this.storeOne(albumId, track, scan, contents, waiting);
        if (failure !== null) report.failed.push(failure);
        listener.stored?.(++stored, total, track.path);
      }
      const cover = await this.artwork
        .cover(albumId, options.folder, { images: planned.coverImages, audio: planned.files })
        .catch((error: unknown): CoverOutcome => ({
          kind: 'refused',
          source: 'the folder',
          reason: messageOf(error),
        }));
      const note = coverNote(cover);
      if (note !== null) outcome.notes.push(note);
    }
    await this.waitFor(waiting, report, listener, signal);
    for (const [outcome, albumId] of albums) {
      if (options.publish && report.unfinished.length === 0) {
        const published = await this.publisher.publishImported(albumId);
        if (!published.published) outcome.missing = published.missing.map((gap) => gap.message);
      }
      await this.settle(outcome, albumId);
    }
    return report;
  }

  private async checkFolder(folder: string): Promise<void> {
    const found = await stat(folder).catch(() => null);
    if (found === null) throw ImportErrors.FOLDER_NOT_FOUND(`There is no folder at ${folder}.`);
    if (!found.isDirectory()) throw ImportErrors.NOT_A_FOLDER(`${folder} is a file, not a folder.`);
  }

  /**
   * One file, as a finished upload: a slot `uploading` with a fresh upload id, then
   * MasterArrival. Answers the file's failure, or null once it is queued (added to `waiting`).
   */
  private async storeOne(
    albumId: string,
    track: PlannedRelease['tracks'][number],
    scan: FolderScan,
    contents: ReadonlySet<string>,
    waiting: Waiting[],
  ): Promise<FileNote | null> {
    const audio = scan.audio.get(track.path);
    if (audio === undefined) return { path: track.path, reason: 'It was not found by the scan.' };
    // The shape of a tus upload's id (upload-ids.ts): the master is stored under it.
    const uploadId = randomBytes(16).toString('hex');
    let trackId: string;
    try {
      trackId = await this.writer.slot(albumId, track, uploadId, contents);
    } catch (error) {
      return { path: track.path, reason: messageOf(error) };
    }
    try {
      const arrival = await this.arrival.store(trackId, uploadId, audio.absolutePath, audio.digest);
      if (arrival.kind === 'refused') return { path: track.path, reason: arrival.reason };
      if (arrival.kind === 'unwanted') {
        return { path: track.path, reason: 'Its track slot changed while it was being stored.' };
      }
      waiting.push({ trackId, path: track.path });
      return null;
    } catch (error) {
      const reason = 'It could not be stored. Run the import again.';
      // Not left `uploading`: the slot shows why, and the next run fills it again.
      await this.masters
        .failed(this.em.fork(), trackId, { reason, detail: messageOf(error) })
        .catch(() => undefined);
      return { path: track.path, reason: `${reason} (${messageOf(error)})` };
    }
  }

  /**
   * Until every stored file is ready or failed — the pipeline's only two ends; its watchdog
   * fails what stops making progress, so the wait ends — or until `signal` aborts it.
   */
  private async waitFor(
    waiting: readonly Waiting[],
    report: ImportReport,
    listener: ImportListener,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    const pending = new Map(waiting.map((item) => [item.trackId, item.path]));
    const total = waiting.length;
    let ready = 0;
    let failed = 0;
    if (total > 0) listener.processing?.({ ready, failed, total, percent: 0 });
    while (pending.size > 0) {
      const rows = await this.reads.progressOf(this.em.fork(), [...pending.keys()]);
      let progress = 0;
      for (const row of rows) {
        const path = pending.get(row.trackId);
        if (path === undefined) continue;
        if (row.state === 'ready') {
          ready++;
          report.imported.push(path);
          pending.delete(row.trackId);
          listener.settled?.(path, { ready: true });
        } else if (row.state === 'failed') {
          failed++;
          const reason = row.failureReason ?? 'Processing failed.';
          report.failed.push({ path, reason });
          pending.delete(row.trackId);
          listener.settled?.(path, { ready: false, reason });
        } else progress += row.progress;
      }
      listener.processing?.({
        ready,
        failed,
        total,
        percent: total === 0 ? 100 : ((ready + failed) * 100 + progress) / total,
      });
      if (pending.size === 0) break;
      if (signal?.aborted === true) {
        report.unfinished.push(...pending.values());
        break;
      }
      await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
    }
  }

  private async foresee(
    planned: PlannedRelease,
    genre: { name: string | undefined; note: string | null },
  ): Promise<ReleaseOutcome> {
    const outcome = this.outcomeOf(planned);
    const em = this.em.fork();
    const artist = await this.reads.artistNamed(em, planned.artist);
    outcome.artistIs = artist === null ? 'new' : 'existing';
    const release =
      artist === null ? null : await this.reads.releaseNamed(em, artist.id, planned.title);
    outcome.releaseIs = release !== null ? 'existing' : planned.tracks.length > 0 ? 'new' : 'none';
    outcome.state = release?.state ?? null;
    if (outcome.releaseIs === 'new' && genre.note !== null) outcome.notes.push(genre.note);
    const [cover] = planned.coverImages;
    if (outcome.releaseIs !== 'none') {
      outcome.notes.push(
        cover === undefined
          ? 'Cover: an embedded picture, if a file has one.'
          : `Cover: ${cover}, unless the release has one.`,
      );
    }
    return outcome;
  }

  private outcomeOf(planned: PlannedRelease): ReleaseOutcome {
    return {
      artist: planned.artist,
      title: planned.title,
      releaseType: planned.releaseType,
      artistIs: 'existing',
      releaseIs: 'none',
      tracks: planned.tracks,
      state: null,
      ready: 0,
      total: 0,
      missing: [],
      notes: [],
    };
  }

  /** The release's state and ready tracks after the run. */
  private async settle(outcome: ReleaseOutcome, albumId: string): Promise<void> {
    const em = this.em.fork();
    const [tracks, release] = await Promise.all([
      this.reads.tracksOf(em, albumId),
      this.releases.find(em, albumId),
    ]);
    outcome.state = release?.state ?? null;
    outcome.total = tracks.length;
    outcome.ready = tracks.filter((track) => track.state === 'ready').length;
  }

  /** The catalogue's genres by their key (the studio only takes genres Encore lists). */
  private async genreSpellings(): Promise<Map<string, string>> {
    const genres = await this.catalogue.genres();
    return new Map(genres.map(({ name }) => [genreKey(name), name]));
  }

  /** A new release's genre: its tags' when Encore lists it, else `--genre`'s. */
  private genreOf(
    planned: PlannedRelease,
    options: ImportOptions,
    genres: ReadonlyMap<string, string>,
  ): { name: string | undefined; note: string | null } {
    const tagged = planned.genre === undefined ? undefined : genres.get(genreKey(planned.genre));
    if (tagged !== undefined) return { name: tagged, note: null };
    const given = options.genre === undefined ? undefined : genres.get(genreKey(options.genre));
    if (given !== undefined) return { name: given, note: null };
    return {
      name: undefined,
      note:
        planned.genre === undefined
          ? 'No genre in the tags: choose one in the studio (or pass --genre).'
          : `The tags' genre "${planned.genre}" is not one Encore lists: choose one in the studio (or pass --genre).`,
    };
  }
}
