import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $hasTrack } from '@/entities/player';
import { hotkeyActionOf } from '../lib/hotkey-action';
import { playerHotkeyPressed } from '../model/player-hotkeys';
import { HotkeysHelpDialog } from './hotkeys-help-dialog';

/**
 * The player's keyboard shortcuts, listened to on the whole window, and the help `?` opens.
 * Mount once in the app layout. A shortcut acts only on a loaded track (the help always opens),
 * and only then takes the key from the page (Space would scroll it).
 */
export function PlayerHotkeys() {
  const [helpOpen, setHelpOpen] = useState(false);
  const { hasTrack, pressed } = useUnit({ hasTrack: $hasTrack, pressed: playerHotkeyPressed });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = hotkeyActionOf(event);
      if (action === null || (action !== 'show-help' && !hasTrack)) return;
      event.preventDefault();
      if (action === 'show-help') setHelpOpen(true);
      else pressed(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [hasTrack, pressed]);

  return <HotkeysHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />;
}
