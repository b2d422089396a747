// A lossless master from the synthesiser's PCM: 16-bit PCM WAV, the plainest file an artist
// uploads. Pure (no I/O); the same samples always give the same bytes.

const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;

/** Float samples (−1…1, clipped beyond) of `channels` interleaved channels → a WAV file. */
export function encodeWav16(pcm: Float32Array, sampleRate: number, channels = 1): Buffer {
  const dataBytes = pcm.length * BYTES_PER_SAMPLE;
  const wav = Buffer.alloc(HEADER_BYTES + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(HEADER_BYTES - 8 + dataBytes, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // the format chunk's size
  wav.writeUInt16LE(1, 20); // integer PCM
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * channels * BYTES_PER_SAMPLE, 28); // bytes per second
  wav.writeUInt16LE(channels * BYTES_PER_SAMPLE, 32); // bytes per frame
  wav.writeUInt16LE(BYTES_PER_SAMPLE * 8, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (const [index, sample] of pcm.entries()) {
    const clipped = Math.max(-1, Math.min(1, sample));
    wav.writeInt16LE(Math.round(clipped * 32767), HEADER_BYTES + index * BYTES_PER_SAMPLE);
  }
  return wav;
}
