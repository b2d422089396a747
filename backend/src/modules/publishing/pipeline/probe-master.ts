import type { ProbedMaster } from '../domain/master-plan.js';
import { runTool, ToolRunError } from './tool-run.js';

/** What `ffprobe -of json` answers, as far as it is read here. */
interface ProbeJson {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    sample_rate?: string;
    channels?: number;
    bits_per_sample?: number;
    bits_per_raw_sample?: string;
    duration?: string;
    disposition?: { attached_pic?: number };
  }[];
  format?: { duration?: string };
}

const positive = (value: unknown): number | null => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

/** ffprobe's answer, reduced to what the pipeline decides on (pure; exported for its spec). */
export function probedMaster(json: ProbeJson, stdoutLength = 1): ProbedMaster {
  if (stdoutLength === 0) return { audio: null, hasVideo: false, hasCover: false };
  const streams = json.streams ?? [];
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const pictures = streams.filter((stream) => stream.codec_type === 'video');
  const isCover = (stream: (typeof pictures)[number]): boolean =>
    stream.disposition?.attached_pic === 1;
  const codec = audio?.codec_name ?? null;
  const lossy = codec === null || ['mp3', 'mp3float', 'aac', 'vorbis', 'opus'].includes(codec);
  return {
    audio:
      audio === undefined
        ? null
        : {
            codec: codec === 'none' ? null : codec,
            sampleRate: positive(audio.sample_rate) ?? 0,
            channels: positive(audio.channels) ?? 0,
            bitDepth: lossy
              ? null
              : (positive(audio.bits_per_raw_sample) ?? positive(audio.bits_per_sample)),
            durationS: positive(audio.duration) ?? positive(json.format?.duration),
          },
    hasVideo: pictures.some((stream) => !isCover(stream)),
    hasCover: pictures.some(isCover),
  };
}

/**
 * ffprobe on a local master. Rejects with a ToolRunError when ffprobe cannot read it (its
 * stderr says why), or after `timeoutMs`.
 */
export async function probeMaster(
  ffprobe: string,
  file: string,
  timeoutMs: number,
): Promise<ProbedMaster> {
  let stdout = '';
  await runTool({
    path: ffprobe,
    args: [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name,sample_rate,channels,bits_per_sample,bits_per_raw_sample,duration:stream_disposition=attached_pic:format=duration',
      '-of',
      'json',
      file,
    ],
    noProgressMs: timeoutMs,
    onStdout: (chunk) => {
      stdout += chunk.toString('utf8');
    },
  });
  try {
    return probedMaster(JSON.parse(stdout) as ProbeJson, stdout.length);
  } catch {
    throw new ToolRunError(
      'ffprobe answered something that is no JSON',
      stdout.slice(-2000),
      false,
    );
  }
}
