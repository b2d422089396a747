import { createIcon, type IconComponent } from '@/shared/ui/icons';
import type { SocialSite } from './social-site';

// Simplified one-colour marks on the kit's 24 px stroke grid (not the brands' official artwork).
const solid = { fill: 'currentColor', stroke: 'none' } as const;

export const SOCIAL_ICONS: Readonly<Record<SocialSite, IconComponent>> = {
  instagram: createIcon(
    'Instagram',
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle {...solid} cx="17.5" cy="6.5" r="1.2" />
    </>,
  ),
  tiktok: createIcon(
    'TikTok',
    <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.3 4.5 5 4.8" />,
  ),
  youtube: createIcon(
    'YouTube',
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path {...solid} d="m10 9 5 3-5 3Z" />
    </>,
  ),
  spotify: createIcon(
    'Spotify',
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M7 9.5c3.5-1 7-.7 10 1M7.5 12.8c3-.8 5.8-.5 8.3.9M8 15.8c2.3-.6 4.5-.4 6.5.7" />
    </>,
  ),
  bandcamp: createIcon('Bandcamp', <path {...solid} d="M8 6h14l-6 12H2Z" />),
  soundcloud: createIcon(
    'SoundCloud',
    <path d="M10 17V8a5 5 0 0 1 9.6 2H20a3.5 3.5 0 0 1 0 7ZM7 17v-7M4 17v-4" />,
  ),
  x: createIcon('X', <path d="M4 4l16 16M20 4 4 20" />),
  facebook: createIcon('Facebook', <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V21M6 11h8" />),
  website: createIcon(
    'Website',
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M2.5 12h19M12 2.5c2.6 2.6 3.8 5.8 3.8 9.5s-1.2 6.9-3.8 9.5c-2.6-2.6-3.8-5.8-3.8-9.5S9.4 5.1 12 2.5Z" />
    </>,
  ),
};
