import { Button } from '@/shared/ui/button';
import { PlayIcon, ShuffleIcon } from '@/shared/ui/icons';
import { DisabledWithReason } from '@/shared/ui/tooltip';
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
  // A reason makes it the "none" state with that reason: shown, disabled, saying why.
  const shown: PlayAllState = disabledReason === undefined ? state : 'none';
  const buttons = (
    <div className={styles.group} role="group" aria-label={`Play ${subject}`}>
      <Button
        size={size}
        icon={<PlayIcon size={18} />}
        loading={shown === 'loading'}
        disabled={shown !== 'ready'}
        onClick={onPlayAll}
      >
        Play all
      </Button>
      <Button
        size={size}
        variant="secondary"
        icon={<ShuffleIcon size={18} />}
        disabled={shown !== 'ready'}
        onClick={onShuffle}
      >
        Shuffle
      </Button>
    </div>
  );
  if (shown !== 'none') return buttons;
  return (
    <DisabledWithReason reason={disabledReason ?? NO_PLAYABLE_TRACKS}>{buttons}</DisabledWithReason>
  );
}
