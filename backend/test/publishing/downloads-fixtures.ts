import { crc32 } from 'node:zlib';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ffmpeg } from './pipeline-fixtures.js';
import { eventually, ok, type Studio, type StudioTrack } from './releases-suite.js';
import { TusClient } from './tus-client.js';

/** One file of a zip, as its central directory lists it, with its bytes. */
export interface ZipEntryRead {
  name: string;
  method: number;
  data: Buffer;
  crcMatches: boolean;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Reads a (non-ZIP64) zip the way an unzip tool does: the end record, the central directory,
 * each entry's local header and data — stored entries only, each checked against its CRC-32.
 */
export function readZip(zip: Buffer): ZipEntryRead[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(end) !== EOCD) throw new Error('No end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntryRead[] = [];
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(at) !== CENTRAL) throw new Error(`Entry ${index} is not in the directory`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(localOffset) !== LOCAL) throw new Error(`${name} has no local header`);
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.push({ name, method, data, crcMatches: crc32(data) === crc });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Small masters made with ffmpeg: a lossless FLAC and WAV, and a lossy MP3. */
export async function downloadMasters(): Promise<{ flac: Buffer; wav: Buffer; mp3: Buffer }> {
  const folder = await mkdtemp(join(tmpdir(), 'encore-download-masters-'));
  const tone = (frequency: number) => `sine=f=${frequency}:d=3:r=44100`;
  try {
    const at = (name: string) => join(folder, name);
    await Promise.all([
      ffmpeg(['-f', 'lavfi', '-i', tone(330), '-ac', '2', '-c:a', 'flac', at('a.flac')]),
      ffmpeg(['-f', 'lavfi', '-i', tone(440), '-ac', '2', '-c:a', 'pcm_s16le', at('b.wav')]),
      ffmpeg([
        ...['-f', 'lavfi', '-i', tone(550), '-ac', '2'],
        ...['-c:a', 'libmp3lame', '-b:a', '192k', at('c.mp3')],
      ]),
    ]);
    const [flac, wav, mp3] = await Promise.all(
      ['a.flac', 'b.wav', 'c.mp3'].map((name) => readFile(at(name))),
    );
    if (!flac || !wav || !mp3) throw new Error('ffmpeg made no master');
    return { flac, wav, mp3 };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A track on the release with its master uploaded over tus and processed by the real pipeline
 * (the app under test runs the worker): its id once it is ready.
 */
export async function readyTrack(
  as: Studio,
  tus: TusClient,
  releaseId: string,
  master: { bytes: Buffer; fileName: string; title: string },
): Promise<string> {
  const slot = ok(
    await as.post<StudioTrack>(`/releases/${releaseId}/tracks`, {
      file_name: master.fileName,
      file_size: master.bytes.length,
      title: master.title,
    }),
    201,
  );
  const upload = await tus.create(master.bytes.length, {
    trackId: slot.id,
    filename: master.fileName,
  });
  expect(upload.status).toBe(201);
  expect((await tus.patchAll(upload.location ?? '', master.bytes)).status).toBe(204);
  await eventually(async () => {
    const track = ok(await as.get(`/releases/${releaseId}`)).tracks.find(
      (candidate) => candidate.id === slot.id,
    );
    if (track?.state === 'failed') throw new Error(`failed: ${String(track.failure_reason)}`);
    return track?.state === 'ready' ? track : undefined;
  }, 90_000);
  return slot.id;
}
