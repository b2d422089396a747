import { useUnit } from 'effector-react';
import { $lyrics } from '../model/lyrics';
import { LyricsView } from './lyrics-view';

export interface LyricsPanelProps {
  /** The playback position, seconds. */
  progressSeconds: number;
  onSeek: (seconds: number) => void;
}

/** The lyrics of the track last given to `lyricsRequested`, following the playback position. */
export function LyricsPanel({ progressSeconds, onSeek }: LyricsPanelProps) {
  const lyrics = useUnit($lyrics);
  return <LyricsView lyrics={lyrics} progressSeconds={progressSeconds} onSeek={onSeek} />;
}
