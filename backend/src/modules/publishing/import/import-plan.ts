import { cleanLine, TAG_LIMITS } from '../domain/file-tags.js';
import type { ReleaseType } from '../domain/release-state.js';
import type { FileTags } from '../domain/track-master.js';
import type { TrackState } from '../domain/track-state.js';
import { titleFromFileName } from '../domain/track-title.js';

/**
 * The operator's import, decided before anything is written (docs/adr/0042, "Operator import"):
 * which files of a folder become which artist's releases and tracks, in what order, and which
 * are skipped (already there, by content) or cannot be imported, and why. Pure: the scan reads
 * the files, this plans, the writer carries the plan out — and `--dry-run` prints it.
 */

/** One file of the folder as the scan judged it: by its bytes, never by its name. */
export type ScannedFile =
  | {
      kind: 'audio';
      /** Inside the imported folder, `/`-separated. */
      path: string;
      bytes: number;
      sha256: string;
      /** Cleaned (domain/file-tags.ts); empty when the file has none or they cannot be read. */
      tags: FileTags;
    }
  | { kind: 'image'; path: string; bytes: number }
  | {
      kind: 'other';
      path: string;
      bytes: number;
      /** Why it is not audio Encore takes, in the artist's words (the sniffing rule's refusal). */
      reason: string;
      /** Its bytes are audio of a kind Encore does not take (WavPack, APE…). */
      untakenAudio: boolean;
    };

/** A master already in Encore with the same content (track_masters.content_sha256). */
export interface KnownMaster {
  state: TrackState;
  failureReason: string | null;
}

export interface ImportRules {
  /** `--artist`: every file is this artist's, whatever the tags or folders say. */
  artist: string | undefined;
  /** The largest master Encore takes (MAX_UPLOAD_MB). */
  maxBytes: number;
  /** The most tracks a release holds. */
  maxTracks: number;
}

export interface PlannedTrack {
  path: string;
  bytes: number;
  sha256: string;
  /** 1-based, by disc and track number (tags, else the file name), then the file name. */
  position: number;
  title: string;
  isrc: string | undefined;
}

export interface PlannedRelease {
  artist: string;
  title: string;
  /** By the number of its files: 1–3 a single, 4–6 an EP, more an album. */
  releaseType: ReleaseType;
  /** The files to import, in order (none when every file is there already). */
  tracks: PlannedTrack[];
  /** All of its audio files in the folder, imported now or before, in order. */
  files: string[];
  genre: string | undefined;
  year: number | undefined;
  /** Images in the album's folder to try as its cover, best first; then embedded pictures. */
  coverImages: string[];
}

/** A file and what became (or would become) of it. */
export interface FileNote {
  path: string;
  reason: string;
}

export interface ImportPlan {
  releases: PlannedRelease[];
  /** Already in Encore, by content: nothing to do. */
  skipped: FileNote[];
  /** Audio (or meant to be) that cannot be imported, each with its reason. */
  failed: FileNote[];
  /** Files that are not audio and not meant to be (images, text, cue sheets…). */
  ignored: string[];
}

/** Names whose owner plainly meant them as music: unrecognised bytes there are a failure, not noise. */
const AUDIO_NAME =
  /\.(wav|wave|aif|aiff|aifc|flac|m4a|m4b|mp4|alac|mp3|ogg|oga|opus|wv|ape|mpc|dsf|dff|caf|aac|ac3|wma|amr|mka|spx|mp2|mp1)$/i;

/** `CD1`, `Disc 2`, `disk_03`: a folder holding one disc of the album in the folder above. */
const DISC_FOLDER = /^(?:cd|disc|disk)[\s._-]*(\d{1,2})$/i;

/** The cover's file names, best first (Navidrome's order: cover.*, folder.*, front.*). */
const COVER_NAMES = ['cover', 'folder', 'front'];

const MB = 1024 * 1024;

/** Where a file sits: the album folder (disc folders belong to the one above) and its names. */
interface Placement {
  fileName: string;
  albumFolder: string;
  folderAlbum: string | undefined;
  folderArtist: string | undefined;
  folderDisc: number | undefined;
}

function placementOf(path: string): Placement {
  const parts = path.split('/');
  const fileName = parts.pop() ?? path;
  const disc = DISC_FOLDER.exec(parts.at(-1) ?? '');
  if (disc !== null) parts.pop();
  return {
    fileName,
    albumFolder: parts.join('/'),
    folderAlbum: cleanLine(parts.at(-1), TAG_LIMITS.album),
    folderArtist: cleanLine(parts.at(-2), TAG_LIMITS.artist),
    folderDisc: disc === null ? undefined : Number(disc[1]),
  };
}

/**
 * The title and number a file name gives when tags do not: "01 - Headlights.wav" → 1,
 * "Headlights"; "Headlights.wav" → no number.
 */
export function titleAndNumberOfFileName(fileName: string): { title: string; number?: number } {
  const title = titleFromFileName(fileName);
  const numbered = /^(\d{1,3})[\s.)-]+(?=\S)(.+)$/.exec(title);
  if (numbered === null) return { title };
  return { title: numbered[2] ?? title, number: Number(numbered[1]) };
}

/** A release's type by its number of tracks (the stores' usual rule, without durations). */
export function releaseTypeFor(trackCount: number): ReleaseType {
  if (trackCount <= 3) return 'single';
  if (trackCount <= 6) return 'ep';
  return 'album';
}

/** Names compare without regard to case ("ADA" and "Ada" are one artist). */
const keyOf = (name: string): string => name.toLowerCase();

/** File names in human order: "2 x" before "10 x". */
const byName = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { numeric: true, sensitivity: 'variant' }) || (a < b ? -1 : 1);

interface Candidate {
  file: Extract<ScannedFile, { kind: 'audio' }>;
  place: Placement;
  title: string;
  disc: number;
  number: number | undefined;
}

interface Group {
  artist: string;
  title: string;
  members: Candidate[];
}

/** Who and what a file is: tags first, then folders (Artist/Album/track), `--artist` over both. */
function identify(
  candidate: Candidate,
  rules: ImportRules,
): { artist: string; album: string } | { missing: string } {
  const { tags } = candidate.file;
  const artist =
    rules.artist ?? tags.albumArtist ?? tags.artists?.[0] ?? candidate.place.folderArtist;
  if (artist === undefined) {
    return {
      missing:
        'No artist: tag the file (album artist or artist), put it in an Artist/Album folder, or pass --artist.',
    };
  }
  // A file with no album of its own (no tag, no folder) is a single of its own title.
  return { artist, album: tags.album ?? candidate.place.folderAlbum ?? candidate.title };
}

function candidateOf(file: Extract<ScannedFile, { kind: 'audio' }>): Candidate {
  const place = placementOf(file.path);
  const fromName = titleAndNumberOfFileName(place.fileName);
  return {
    file,
    place,
    title: file.tags.title ?? fromName.title,
    disc: file.tags.discNumber ?? place.folderDisc ?? 1,
    number: file.tags.trackNumber ?? fromName.number,
  };
}

const inOrder = (a: Candidate, b: Candidate): number =>
  a.disc - b.disc ||
  (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) ||
  byName(a.file.path, b.file.path);

/**
 * The images of `folder` (or of its disc folders) named as covers, best first; none when the
 * folder also holds another release's files (a cover.jpg beside loose singles is nobody's).
 */
function coverImagesOf(
  folder: string,
  images: readonly string[],
  foldersShared: ReadonlySet<string>,
): string[] {
  if (foldersShared.has(folder)) return [];
  const rank = (path: string): number => {
    const place = placementOf(path);
    if (place.albumFolder !== folder) return -1;
    const stem = place.fileName.replace(/\.[^.]*$/, '').toLowerCase();
    return COVER_NAMES.indexOf(stem);
  };
  return images.filter((path) => rank(path) >= 0).sort((a, b) => rank(a) - rank(b) || byName(a, b));
}

/**
 * The plan: audio files grouped into releases by (artist, album), each release's files ordered
 * and numbered; files already in Encore (the same SHA-256) skipped, a file whose content appears
 * twice in the folder imported once; whatever cannot be imported listed with its reason.
 * Positions count every audio file of the release, imported now or before, so they stay the
 * same from one run to the next.
 */
export function planImport(
  files: readonly ScannedFile[],
  known: ReadonlyMap<string, KnownMaster>,
  rules: ImportRules,
): ImportPlan {
  const plan: ImportPlan = { releases: [], skipped: [], failed: [], ignored: [] };
  const sorted = [...files].sort((a, b) => byName(a.path, b.path));
  const images: string[] = [];
  const groups = new Map<string, Group>();
  const artistNames = new Map<string, string>();
  const firstWithContent = new Map<string, string>();
  for (const file of sorted) {
    if (file.kind === 'image') {
      images.push(file.path);
      continue;
    }
    if (file.kind === 'other') {
      if (file.untakenAudio || AUDIO_NAME.test(file.path)) {
        plan.failed.push({ path: file.path, reason: file.reason });
      } else plan.ignored.push(file.path);
      continue;
    }
    const candidate = candidateOf(file);
    const identity = identify(candidate, rules);
    if ('missing' in identity) {
      plan.failed.push({ path: file.path, reason: identity.missing });
      continue;
    }
    const artist = artistNames.get(keyOf(identity.artist)) ?? identity.artist;
    artistNames.set(keyOf(artist), artist);
    const key = `${keyOf(artist)}\u0000${keyOf(identity.album)}`;
    const group = groups.get(key) ?? { artist, title: identity.album, members: [] };
    group.members.push(candidate);
    groups.set(key, group);
  }

  // A folder whose audio went to more than one release has no cover of its own.
  const releasesOfFolder = new Map<string, Set<Group>>();
  for (const group of groups.values()) {
    for (const member of group.members) {
      const holders = releasesOfFolder.get(member.place.albumFolder) ?? new Set<Group>();
      holders.add(group);
      releasesOfFolder.set(member.place.albumFolder, holders);
    }
  }
  const foldersShared = new Set(
    [...releasesOfFolder].filter(([, holders]) => holders.size > 1).map(([folder]) => folder),
  );

  for (const group of groups.values()) {
    const members = [...group.members].sort(inOrder);
    const release: PlannedRelease = {
      artist: group.artist,
      title: group.title,
      releaseType: releaseTypeFor(members.length),
      tracks: [],
      files: members.map((member) => member.file.path),
      genre: members.find((member) => member.file.tags.genre !== undefined)?.file.tags.genre,
      year: members.find((member) => member.file.tags.year !== undefined)?.file.tags.year,
      coverImages: [],
    };
    const folders = new Set(members.map((member) => member.place.albumFolder));
    const [folder] = folders;
    if (folders.size === 1 && folder !== undefined) {
      release.coverImages = coverImagesOf(folder, images, foldersShared);
    }
    for (const [index, member] of members.entries()) {
      const { file } = member;
      const position = index + 1;
      const twin = firstWithContent.get(file.sha256);
      const there = known.get(file.sha256);
      if (twin !== undefined) {
        plan.skipped.push({ path: file.path, reason: `The same audio as ${twin}.` });
      } else if (there !== undefined && there.state !== 'failed') {
        plan.skipped.push({
          path: file.path,
          reason:
            there.state === 'ready' ? 'Already in Encore.' : 'Already in Encore (processing).',
        });
      } else if (there !== undefined) {
        plan.failed.push({
          path: file.path,
          reason: `Failed before: ${there.failureReason ?? 'processing failed'} Replace the file and import again.`,
        });
      } else if (file.bytes > rules.maxBytes) {
        plan.failed.push({
          path: file.path,
          reason: `This file is ${Math.ceil(file.bytes / MB)} MB; Encore accepts up to ${Math.floor(rules.maxBytes / MB)} MB for one track.`,
        });
      } else if (position > rules.maxTracks) {
        plan.failed.push({
          path: file.path,
          reason: `A release holds at most ${rules.maxTracks} tracks; this is number ${position} of "${group.title}".`,
        });
      } else {
        release.tracks.push({
          path: file.path,
          bytes: file.bytes,
          sha256: file.sha256,
          position,
          title: member.title,
          isrc: file.tags.isrc,
        });
      }
      if (twin === undefined) firstWithContent.set(file.sha256, file.path);
    }
    plan.releases.push(release);
  }
  plan.releases.sort((a, b) => byName(a.artist, b.artist) || byName(a.title, b.title));
  return plan;
}
