import { Avatar as RadixAvatar, VisuallyHidden } from 'radix-ui';
import { cx } from '@/shared/lib/classnames';
import styles from './avatar.module.css';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** Used for the image's alt text and for the fallback initials. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  className?: string;
}

/** Up to two initials from a display name: "Lena Marsh" → "LM", "björk" → "B". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => (word ?? '').charAt(0).toUpperCase()).join('') || '?';
}

export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  return (
    <RadixAvatar.Root className={cx(styles.avatar, className)} data-size={size}>
      {src === undefined || src === null || src === '' ? null : (
        <RadixAvatar.Image className={styles.image} src={src} alt={name} />
      )}
      <RadixAvatar.Fallback
        className={styles.fallback}
        delayMs={src ? 300 : 0 /* avoids a flash of initials while a cached image loads */}
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
        <VisuallyHidden.Root>{name}</VisuallyHidden.Root>
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
