import { useUnit } from 'effector-react';
import { $isPlaying, paused, played } from '@/entities/player';
import { IconButton, type IconButtonSize, type IconButtonVariant } from '@/shared/ui/icon-button';
import { PauseIcon, PlayIcon } from '@/shared/ui/icons';

export interface PlayPauseButtonProps {
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  iconSize?: number;
  className?: string | undefined;
}

/** "Play" while paused, "Pause" while playing. */
export function PlayPauseButton({
  variant = 'primary',
  size = 'md',
  iconSize = 20,
  className,
}: PlayPauseButtonProps) {
  const { playing, play, pause } = useUnit({ playing: $isPlaying, play: played, pause: paused });
  return (
    <IconButton
      label={playing ? 'Pause' : 'Play'}
      icon={playing ? <PauseIcon size={iconSize} /> : <PlayIcon size={iconSize} />}
      variant={variant}
      size={size}
      className={className}
      onClick={() => {
        if (playing) pause();
        else play();
      }}
    />
  );
}
