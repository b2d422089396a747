import { Button } from '@/shared/ui/button';
import { PlayIcon, ShuffleIcon } from '@/shared/ui/icons';
import { Tooltip } from '@/shared/ui/tooltip';
import styles from './play-all-buttons.module.css';

/** `loading` while the tracks load; `none` when nothing is playable (spec §2's tooltip). */
export type PlayAllState = 'loading' | 'none' | 'ready';

export const NO_PLAYABLE_TRACKS = 'No playable tracks available';

export interface PlayAllButtonsProps {
  state: PlayAllState;
  /** What is played, for the group's name: "Play Neon Harbor", "Play Afterglow Boulevard". */
  subject: string;
  onPlayAll: () => void;
  onShuffle: () => void;
  size?: 'md' | 'lg';
  /** Disables both whatever the state, with this as the tooltip (a preview: docs/adr/0047). */
  disabledReason?: string | undefined;
}

/** "Play all" and "Shuffle" for an album or an artist (docs/adr/0022). */
export function PlayAllButtons({
  state,
  subject,
  onPlayAll,
  onShuffle,
  size = 'md',
  disabledReason,
}: PlayAllButtonsProps) {
  const disabled = state !== 'ready' || disabledReason !== undefined;
  const buttons = (
    <div className={styles.group} role="group" aria-label={`Play ${subject}`}>
      <Button
        size={size}
        icon={<PlayIcon size={18} />}
        loading={state === 'loading' && disabledReason === undefined}
        disabled={disabled}
        onClick={onPlayAll}
      >
        Play all
      </Button>
      <Button
        size={size}
        variant="secondary"
        icon={<ShuffleIcon size={18} />}
        disabled={disabled}
        onClick={onShuffle}
      >
        Shuffle
      </Button>
    </div>
  );
  if (state !== 'none' && disabledReason === undefined) return buttons;
  // A disabled button gets no hover or focus, so the tooltip hangs on a focusable wrapper.
  return (
    <Tooltip content={disabledReason ?? NO_PLAYABLE_TRACKS}>
      <span tabIndex={0} className={styles.disabledWrapper}>
        {buttons}
      </span>
    </Tooltip>
  );
}
