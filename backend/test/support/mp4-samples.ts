import { readFile } from 'node:fs/promises';

/**
 * The sample durations a fragmented MP4 declares for its one track, in order, read from its
 * `moof/traf` boxes (tfhd's default, or each `trun` entry's own) — what Media Source believes
 * about where each frame ends. ffprobe cannot tell: it reports the default for every packet.
 */
export async function fragmentSampleDurations(file: string): Promise<number[]> {
  const bytes = await readFile(file);
  const durations: number[] = [];
  const walk = (start: number, end: number, defaultDuration: number): number => {
    let at = start;
    let trackDefault = defaultDuration;
    while (at + 8 <= end) {
      const size = bytes.readUInt32BE(at);
      const type = bytes.toString('latin1', at + 4, at + 8);
      if (size < 8 || at + size > end) throw new Error(`a broken ${type} box at ${at}`);
      if (type === 'moof' || type === 'traf') trackDefault = walk(at + 8, at + size, trackDefault);
      if (type === 'tfhd') trackDefault = tfhdDefault(at, trackDefault);
      if (type === 'trun') durations.push(...trunDurations(at, trackDefault));
      at += size;
    }
    return trackDefault;
  };
  const tfhdDefault = (at: number, fallback: number): number => {
    const flags = bytes.readUInt32BE(at + 8) & 0xffffff;
    let field = at + 16; // after the track id
    if (flags & 0x1) field += 8; // base data offset
    if (flags & 0x2) field += 4; // sample description index
    return flags & 0x8 ? bytes.readUInt32BE(field) : fallback;
  };
  const trunDurations = (at: number, fallback: number): number[] => {
    const flags = bytes.readUInt32BE(at + 8) & 0xffffff;
    const count = bytes.readUInt32BE(at + 12);
    let field = at + 16;
    if (flags & 0x1) field += 4; // data offset
    if (flags & 0x4) field += 4; // first sample flags
    const perSample = [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length * 4;
    return Array.from({ length: count }, (_, index) =>
      flags & 0x100 ? bytes.readUInt32BE(field + index * perSample) : fallback,
    );
  };
  walk(0, bytes.length, 0);
  return durations;
}
