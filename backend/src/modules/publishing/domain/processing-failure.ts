import { ACCEPTED_FORMATS_SENTENCE } from './audio-format.js';

/**
 * Why processing a master failed (docs/adr/0042): every failure stores a reason in the artist's
 * words — what is wrong and what to do — and, separately, the technical detail for admins
 * (ffmpeg's last lines). A track is never left "processing" without one.
 */
export type ProcessingFailure =
  | { kind: 'empty' }
  | { kind: 'not_audio'; sniffReason: string }
  | { kind: 'corrupt' }
  | { kind: 'no_audio' }
  | { kind: 'video' }
  | { kind: 'unsupported_codec'; codec: string }
  | { kind: 'too_long'; durationS: number; maxMinutes: number }
  | { kind: 'too_short' }
  | { kind: 'missing_master' }
  | { kind: 'stalled'; silentS: number }
  | { kind: 'interrupted' }
  | { kind: 'internal' };

export type ProcessingFailureKind = ProcessingFailure['kind'];

/** Shortest audio a track may hold (shorter cannot be stored as a track length). */
export const MIN_TRACK_SECONDS = 0.1;

/** "2 h 3 min", "95 min 12 s", "42 s". */
export function spokenLength(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}

export function failureReason(failure: ProcessingFailure): string {
  switch (failure.kind) {
    case 'empty':
      return 'This file is empty: it has no bytes in it. Upload the file again.';
    case 'not_audio':
      return failure.sniffReason;
    case 'corrupt':
      return 'This file looks damaged: its audio could not be read to the end. Export it again from your audio software and upload the new file.';
    case 'no_audio':
      return `This file has no audio in it. ${ACCEPTED_FORMATS_SENTENCE}`;
    case 'video':
      return `This file is a video. Upload the track's audio only. ${ACCEPTED_FORMATS_SENTENCE}`;
    case 'unsupported_codec':
      return `The audio in this file is encoded as ${failure.codec.slice(0, 40)}, which Encore cannot read. ${ACCEPTED_FORMATS_SENTENCE}`;
    case 'too_long':
      return `This track is ${spokenLength(failure.durationS)} long; a track may be at most ${failure.maxMinutes} minute${failure.maxMinutes === 1 ? '' : 's'}. Upload a shorter file.`;
    case 'too_short':
      return 'This file has less than a tenth of a second of audio. Upload the whole track.';
    case 'missing_master':
      return 'The uploaded file is no longer stored. Upload it again.';
    case 'stalled':
      return 'Processing stopped making progress. Retry; if it stops again, contact us.';
    case 'interrupted':
      return 'Processing was interrupted. Retry to process the file again.';
    case 'internal':
      return 'Something went wrong on our side while processing this file. Retry; if it happens again, contact us.';
  }
}

// What ffmpeg and ffprobe say about input they cannot read (as opposed to a full disk, a
// missing encoder or a killed process, which are ours to fix).
const UNREADABLE = [
  /Invalid data found when processing input/i,
  /Error while decoding/i,
  /Header missing/i,
  /invalid (?:frame|header|sync|block|chunk|sample rate|channel)/i,
  /corrupt/i,
  /truncat/i,
  /moov atom not found/i,
  /could not find codec parameters/i,
  /Failed to read frame size/i,
  /Error reading header/i,
];

/** Whether a tool's error output says the input is damaged or unreadable. */
export const readsAsDamaged = (stderr: string): boolean =>
  UNREADABLE.some((pattern) => pattern.test(stderr));

/** The last `lines` non-empty lines of a tool's output: the part of it an admin needs. */
export function lastLines(output: string, lines = 20): string {
  return output
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(-lines)
    .join('\n');
}
