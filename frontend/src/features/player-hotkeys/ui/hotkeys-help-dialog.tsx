import { VisuallyHidden } from 'radix-ui';
import { Fragment } from 'react';
import { Dialog } from '@/shared/ui/dialog';
import { PLAYER_HOTKEYS } from '../config/player-hotkeys';
import styles from './hotkeys-help-dialog.module.css';

export const HOTKEYS_HELP_TITLE = 'Keyboard shortcuts';

export interface HotkeysHelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The list `?` opens: every player shortcut with what it does. */
export function HotkeysHelpDialog({ open, onOpenChange }: HotkeysHelpDialogProps) {
  return (
    <Dialog
      title={HOTKEYS_HELP_TITLE}
      description="They control the player whenever you are not typing."
      open={open}
      onOpenChange={onOpenChange}
    >
      <dl className={styles.list}>
        {PLAYER_HOTKEYS.map(({ action, keys, description }) => (
          <Fragment key={action}>
            <dt className={styles.keys}>
              {keys.map((key) => (
                <kbd key={key.name} className={styles.key} aria-hidden="true">
                  {key.label}
                </kbd>
              ))}
              <VisuallyHidden.Root>{keys.map((key) => key.name).join(' + ')}</VisuallyHidden.Root>
            </dt>
            <dd className={styles.description}>{description}</dd>
          </Fragment>
        ))}
      </dl>
    </Dialog>
  );
}
