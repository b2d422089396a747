import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { StudioTrack } from '@/entities/release';
import { clampStart, previewWindowAt, startChanged } from '../lib/preview-window';
import {
  $chosenStarts,
  $peaks,
  $playbackErrors,
  $playing,
  $savedStarts,
  $saves,
  previewEditorClosed,
  previewEditorOpened,
  playRequested,
  saveRequested,
  startChosen,
  stopRequested,
} from '../model/preview-start';
import { PreviewStartView } from './preview-start-view';

export interface PreviewStartEditorProps {
  /** A track of the release; the editor shows only once it is `ready`. */
  track: StudioTrack;
}

/**
 * Where a ready track's 30-second preview starts, chosen on its waveform, heard from the studio
 * and saved (issue 25). Saves itself through model/preview-start.ts, which hands the server's
 * reply to the release on the page.
 */
export function PreviewStartEditor({ track }: PreviewStartEditorProps) {
  if (track.state !== 'ready') return null;
  return <ReadyPreviewStartEditor track={track} />;
}

function ReadyPreviewStartEditor({ track }: PreviewStartEditorProps) {
  const units = useUnit({
    peaks: $peaks,
    chosen: $chosenStarts,
    saved: $savedStarts,
    saves: $saves,
    playing: $playing,
    playbackErrors: $playbackErrors,
    opened: previewEditorOpened,
    closed: previewEditorClosed,
    chose: startChosen,
    saveRequested,
    playRequested,
    stopRequested,
  });
  const { opened, closed } = units;
  const trackId = track.id;
  const hasPeaks = track.peaks_url !== null;

  useEffect(() => {
    if (hasPeaks) opened({ trackId });
    return () => {
      closed({ trackId });
    };
  }, [trackId, hasPeaks, opened, closed]);

  const durationS = track.duration_s;
  // The server's answer to this page's last save is newer than the track the page holds.
  const savedS =
    trackId in units.saved ? (units.saved[trackId] ?? null) : track.preview_start_seconds;
  const chosenS = units.chosen[trackId];
  const window = previewWindowAt(durationS, chosenS ?? savedS);
  const playing = units.playing?.trackId === trackId ? units.playing : null;
  const name = track.title === '' ? `track ${track.position}` : `“${track.title}”`;

  return (
    <PreviewStartView
      trackName={name}
      durationS={durationS}
      window={window}
      peaks={
        hasPeaks ? (units.peaks[trackId] ?? { status: 'loading' }) : { status: 'ready', peaks: [] }
      }
      changed={chosenS !== undefined && startChanged(chosenS, savedS, durationS)}
      save={units.saves[trackId] ?? null}
      isPlaying={playing !== null}
      playbackError={units.playbackErrors[trackId] ?? null}
      onMove={(startS) => {
        units.chose({ trackId, startS: clampStart(startS, durationS) });
      }}
      onPlay={() => {
        units.playRequested({ trackId, startS: window.startS, endS: window.endS });
      }}
      onStop={() => {
        units.stopRequested();
      }}
      onSave={() => {
        units.saveRequested({ trackId, startS: window.startS });
      }}
      onRetryPeaks={() => {
        opened({ trackId });
      }}
    />
  );
}
