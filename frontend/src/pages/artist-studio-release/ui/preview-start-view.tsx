import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { Button } from '@/shared/ui/button';
import { WaveformBars, waveformBars } from '@/shared/ui/waveform';
import {
  formatClock,
  isWholeTrackPreview,
  previewValueText,
  type PreviewWindow,
  startAfterKey,
  startAtPointer,
  xOfSeconds,
} from '../lib/preview-window';
import type { PeaksState, SaveState } from '../model/preview-start';
import styles from './preview-start-editor.module.css';

export interface PreviewStartViewProps {
  /** Names the track in labels: “Headlights”. */
  trackName: string;
  durationS: number;
  /** Where the window is now (chosen, or saved). */
  window: PreviewWindow;
  peaks: PeaksState;
  /** The window differs from the saved start. */
  changed: boolean;
  save: SaveState | null;
  isPlaying: boolean;
  playbackError: string | null;
  onMove: (startS: number) => void;
  onPlay: () => void;
  onStop: () => void;
  onSave: () => void;
  onRetryPeaks: () => void;
}

const percent = (seconds: number, durationS: number) => `${xOfSeconds(seconds, durationS, 100)}%`;

interface Drag {
  pointerId: number;
  /** Where on the window it was grabbed, in pixels from its left edge. */
  grabOffsetX: number;
}

/**
 * The preview window on the track's waveform: a slider (drag it, or use the arrow, Page and
 * Home/End keys), Play preview and Save preview start. The parts that change are props, so every
 * state can be shown as it is (stories) and the model stays the only one that talks to servers.
 */
export function PreviewStartView(props: PreviewStartViewProps) {
  const { durationS, window, peaks, save } = props;
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const fixed = isWholeTrackPreview(durationS);
  const valueText = previewValueText(window);
  const saving = save?.status === 'saving';

  const moveTo = (clientX: number, grabOffsetX: number) => {
    const box = trackRef.current?.getBoundingClientRect();
    if (box === undefined) return;
    props.onMove(startAtPointer(clientX - box.left, grabOffsetX, durationS, box.width));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (fixed || event.button !== 0 || trackRef.current === null) return;
    const box = trackRef.current.getBoundingClientRect();
    const windowLeft = box.left + xOfSeconds(window.startS, durationS, box.width);
    const windowWidth = xOfSeconds(window.endS - window.startS, durationS, box.width);
    const offset = event.clientX - windowLeft;
    // Grabbed on the window: it follows from there. Elsewhere: the window centres on the pointer.
    const grabOffsetX = offset >= 0 && offset <= windowWidth ? offset : windowWidth / 2;
    drag.current = { pointerId: event.pointerId, grabOffsetX };
    event.currentTarget.setPointerCapture(event.pointerId);
    // The slider takes the focus, so the keys go on from where the pointer left it.
    event.currentTarget.querySelector<HTMLElement>('[role="slider"]')?.focus();
    event.preventDefault();
    if (grabOffsetX !== offset) moveTo(event.clientX, grabOffsetX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    moveTo(event.clientX, current.grabOffsetX);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (fixed) return;
    const next = startAfterKey(event.key, window.startS, durationS);
    if (next === null) return;
    event.preventDefault();
    props.onMove(next);
  };

  const bars = peaks.status === 'ready' ? waveformBars(peaks.peaks) : [];

  return (
    <div className={styles.editor} role="group" aria-label={`Preview of ${props.trackName}`}>
      <div className={styles.heading}>
        <span className={styles.title}>Preview</span>
        <span className={styles.times} aria-hidden="true">
          {formatClock(window.startS)}–{formatClock(window.endS)} of {formatClock(durationS)}
        </span>
      </div>
      <div
        ref={trackRef}
        className={styles.track}
        data-fixed={fixed || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {peaks.status === 'ready' && bars.length > 0 ? (
          <WaveformBars
            bars={bars}
            label={`Waveform of ${props.trackName}`}
            highlight={{ from: window.startS / durationS, to: window.endS / durationS }}
          />
        ) : (
          <p className={styles.waveformNote} data-status={peaks.status}>
            {peaks.status === 'loading'
              ? 'Loading the waveform…'
              : peaks.status === 'failed'
                ? peaks.message
                : 'No waveform for this track: move the window by ear.'}
          </p>
        )}
        <div
          className={styles.window}
          style={{
            left: percent(window.startS, durationS),
            width: percent(window.endS - window.startS, durationS),
          }}
          role="slider"
          tabIndex={0}
          aria-label={`Preview start of ${props.trackName}`}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={window.latestStartS}
          aria-valuenow={window.startS}
          aria-valuetext={valueText}
          aria-disabled={fixed || undefined}
          onKeyDown={onKeyDown}
        />
      </div>
      {peaks.status === 'failed' ? (
        <Button variant="ghost" size="sm" onClick={props.onRetryPeaks}>
          Load the waveform again
        </Button>
      ) : null}
      {fixed ? (
        <p className={styles.note}>
          This track is {formatClock(durationS)} long: all of it is its preview.
        </p>
      ) : null}
      <div className={styles.actions}>
        {props.isPlaying ? (
          <Button variant="secondary" size="sm" onClick={props.onStop}>
            Stop preview
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={props.onPlay}>
            Play preview
          </Button>
        )}
        {fixed ? null : (
          <Button size="sm" loading={saving} disabled={!props.changed} onClick={props.onSave}>
            Save preview start
          </Button>
        )}
      </div>
      <p className={styles.status} role="status">
        {save?.status === 'saving'
          ? 'Saving the preview start…'
          : save?.status === 'saved' && !props.changed
            ? `Saved. ${valueText}.`
            : ''}
      </p>
      {save?.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {save.message}
        </p>
      ) : null}
      {props.playbackError === null ? null : (
        <p className={styles.error} role="alert">
          {props.playbackError}
        </p>
      )}
    </div>
  );
}
