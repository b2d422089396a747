import { encodeWav16 } from './wav.js';

describe('encodeWav16', () => {
  const pcm = Float32Array.from([0, 0.25, -0.25, 1, -1, 2, -2]);
  const wav = encodeWav16(pcm, 32_000);

  it('writes a canonical 16-bit PCM header for mono audio', () => {
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect({
      format: wav.readUInt16LE(20),
      channels: wav.readUInt16LE(22),
      rate: wav.readUInt32LE(24),
      byteRate: wav.readUInt32LE(28),
      blockAlign: wav.readUInt16LE(32),
      bits: wav.readUInt16LE(34),
    }).toEqual({ format: 1, channels: 1, rate: 32_000, byteRate: 64_000, blockAlign: 2, bits: 16 });
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(pcm.length * 2);
  });

  it('scales the samples to 16 bits and clips what lies beyond full scale', () => {
    const samples = Array.from({ length: pcm.length }, (_, i) => wav.readInt16LE(44 + i * 2));
    expect(samples).toEqual([0, 8192, -8192, 32767, -32767, 32767, -32767]);
  });

  it('counts the bytes of interleaved channels in the header', () => {
    const stereo = encodeWav16(new Float32Array(8), 44_100, 2);
    expect(stereo.readUInt16LE(22)).toBe(2);
    expect(stereo.readUInt32LE(28)).toBe(44_100 * 4);
    expect(stereo.readUInt16LE(32)).toBe(4);
    expect(stereo.readUInt32LE(40)).toBe(16);
  });
});
