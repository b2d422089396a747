import { useUnit } from 'effector-react';
import type { StudioTrack } from '@/entities/release';
import { $detailsSaves, detailsEdited, detailsSaveRequested } from '../model/track-details';
import { TrackDetailsForm } from './track-details-form';

export interface TrackDetailsEditorProps {
  /** The track as the page holds it; the page merges `trackDetailsSaved` into it. */
  track: StudioTrack;
}

/** A track's credits and lyrics, saved through the feature's model (PATCH /api/studio/tracks/{id}). */
export function TrackDetailsEditor({ track }: TrackDetailsEditorProps) {
  const { saves, saveRequested, edited } = useUnit({
    saves: $detailsSaves,
    saveRequested: detailsSaveRequested,
    edited: detailsEdited,
  });
  return (
    <TrackDetailsForm
      track={track}
      save={saves[track.id] ?? null}
      onSave={(changes) => {
        saveRequested({ trackId: track.id, changes });
      }}
      onEdit={() => {
        edited({ trackId: track.id });
      }}
    />
  );
}
