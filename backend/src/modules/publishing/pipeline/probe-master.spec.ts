import { probedMaster } from './probe-master.js';

describe('probedMaster', () => {
  test('reads a FLAC with its cover as audio with a cover, not a video', () => {
    expect(
      probedMaster({
        streams: [
          {
            codec_type: 'audio',
            codec_name: 'flac',
            sample_rate: '44100',
            channels: 1,
            bits_per_sample: 0,
            bits_per_raw_sample: '24',
            duration: '3.000000',
            disposition: { attached_pic: 0 },
          },
          { codec_type: 'video', codec_name: 'mjpeg', disposition: { attached_pic: 1 } },
        ],
        format: { duration: '3.000000' },
      }),
    ).toEqual({
      audio: { codec: 'flac', sampleRate: 44_100, channels: 1, bitDepth: 24, durationS: 3 },
      hasVideo: false,
      hasCover: true,
    });
  });

  test('takes a 16-bit WAV’s depth from bits_per_sample and the format’s length', () => {
    const probe = probedMaster({
      streams: [
        {
          codec_type: 'audio',
          codec_name: 'pcm_s16le',
          sample_rate: '48000',
          channels: 2,
          bits_per_sample: 16,
        },
      ],
      format: { duration: '12.5' },
    });
    expect(probe.audio).toEqual({
      codec: 'pcm_s16le',
      sampleRate: 48_000,
      channels: 2,
      bitDepth: 16,
      durationS: 12.5,
    });
  });

  test('gives lossy codecs no bit depth, and tells a video from a cover', () => {
    const probe = probedMaster({
      streams: [
        { codec_type: 'video', codec_name: 'h264', disposition: { attached_pic: 0 } },
        {
          codec_type: 'audio',
          codec_name: 'aac',
          sample_rate: '44100',
          channels: 2,
          bits_per_raw_sample: 'N/A',
        },
      ],
    });
    expect(probe).toMatchObject({
      audio: { codec: 'aac', bitDepth: null, durationS: null },
      hasVideo: true,
    });
  });

  test('finds no audio in an answer without an audio stream', () => {
    expect(probedMaster({ streams: [] })).toEqual({
      audio: null,
      hasVideo: false,
      hasCover: false,
    });
  });
});
