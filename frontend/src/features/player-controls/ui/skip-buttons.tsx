import { useUnit } from 'effector-react';
import { nextPressed, previousPressed } from '@/entities/player';
import { IconButton, type IconButtonSize } from '@/shared/ui/icon-button';
import { NextIcon, PrevIcon } from '@/shared/ui/icons';

export interface SkipButtonProps {
  size?: IconButtonSize;
  iconSize?: number;
  className?: string | undefined;
}

/** The next track (wraps from the last to the first). */
export function NextButton({ size = 'md', iconSize = 20, className }: SkipButtonProps) {
  const next = useUnit(nextPressed);
  return (
    <IconButton
      label="Next"
      icon={<NextIcon size={iconSize} />}
      size={size}
      className={className}
      onClick={() => {
        next();
      }}
    />
  );
}

/** The previous track (wraps from the first to the last). */
export function PreviousButton({ size = 'md', iconSize = 20, className }: SkipButtonProps) {
  const previous = useUnit(previousPressed);
  return (
    <IconButton
      label="Previous"
      icon={<PrevIcon size={iconSize} />}
      size={size}
      className={className}
      onClick={() => {
        previous();
      }}
    />
  );
}
