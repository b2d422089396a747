import { createIcon } from './create-icon';

// Hand-drawn on a 24 px grid; filled shapes set fill and drop the stroke explicitly.
const solid = { fill: 'currentColor', stroke: 'none' } as const;

export const PlayIcon = createIcon(
  'Play',
  <path
    {...solid}
    d="M7 4.6v14.8a1 1 0 0 0 1.53.85l11.8-7.4a1 1 0 0 0 0-1.7L8.53 3.75A1 1 0 0 0 7 4.6Z"
  />,
);

export const PauseIcon = createIcon(
  'Pause',
  <>
    <rect {...solid} x="6" y="4" width="4" height="16" rx="1" />
    <rect {...solid} x="14" y="4" width="4" height="16" rx="1" />
  </>,
);

export const NextIcon = createIcon(
  'Next',
  <>
    <path
      {...solid}
      d="M5 5.2v13.6a.8.8 0 0 0 1.25.66L15.6 13a1.2 1.2 0 0 0 0-2L6.25 4.54A.8.8 0 0 0 5 5.2Z"
    />
    <path d="M19 5v14" />
  </>,
);

export const PrevIcon = createIcon(
  'Previous',
  <>
    <path
      {...solid}
      d="M19 5.2v13.6a.8.8 0 0 1-1.25.66L8.4 13a1.2 1.2 0 0 1 0-2l9.35-6.46A.8.8 0 0 1 19 5.2Z"
    />
    <path d="M5 5v14" />
  </>,
);

export const LockIcon = createIcon(
  'Lock',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);

export const SearchIcon = createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const CloseIcon = createIcon('Close', <path d="M18 6 6 18M6 6l12 12" />);

export const RetryIcon = createIcon(
  'Retry',
  <>
    <path d="M3 12a9 9 0 1 0 2.64-6.36L3 8.3" />
    <path d="M3 3v5.3h5.3" />
  </>,
);

export const BackIcon = createIcon('Back', <path d="M19 12H5m7 7-7-7 7-7" />);

export const ShareIcon = createIcon(
  'Share',
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4m0-11-6.8 4" />
  </>,
);

export const UserIcon = createIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const LogoutIcon = createIcon(
  'Logout',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5m5 5H9" />
  </>,
);

export const MenuIcon = createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);

export const MusicIcon = createIcon(
  'Music',
  <>
    <path d="M9 18V5l12-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </>,
);

export const HomeIcon = createIcon(
  'Home',
  <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" />,
);

export const UnlockIcon = createIcon(
  'Unlock',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 7.75-1.4" />
  </>,
);

export const HeartIcon = createIcon(
  'Heart',
  <path d="M12 20s-7.2-4.4-9.3-9.1A5 5 0 0 1 12 5.7a5 5 0 0 1 9.3 5.2C19.2 15.6 12 20 12 20Z" />,
);

export const ChartIcon = createIcon('Chart', <path d="M3 21h18M6 17v-6m5 6V5m5 12v-9m5 9v-4" />);

export const CheckIcon = createIcon('Check', <path d="M20 6 9 17l-5-5" />);

export const ChevronDownIcon = createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);

export const InfoIcon = createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-5m0-3h.01" />
  </>,
);

export const SuccessIcon = createIcon(
  'Success',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16 9.5" />
  </>,
);

export const WarningIcon = createIcon(
  'Warning',
  <>
    <path d="M10.3 3.9 2.4 17.5a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4m0 4h.01" />
  </>,
);

export const ErrorIcon = createIcon(
  'Error',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5m0 3.5h.01" />
  </>,
);

export const ShuffleIcon = createIcon(
  'Shuffle',
  <>
    <path d="M16 3h5v5" />
    <path d="M4 20 21 3" />
    <path d="M21 16v5h-5" />
    <path d="m15 15 6 6" />
    <path d="M4 4l5 5" />
  </>,
);

export const RepeatIcon = createIcon(
  'Repeat',
  <>
    <path d="m17 2 4 4-4 4" />
    <path d="M3 11v-1a4 4 0 0 1 4-4h14" />
    <path d="m7 22-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3" />
  </>,
);

export const VolumeIcon = createIcon(
  'Volume',
  <>
    <path d="M11 5 6 9H3a1 1 0 0 0-1 1v4a1 1 0 0 0 1 1h3l5 4Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7" />
    <path d="M18.4 5.6a9 9 0 0 1 0 12.8" />
  </>,
);

export const VolumeLowIcon = createIcon(
  'VolumeLow',
  <>
    <path d="M11 5 6 9H3a1 1 0 0 0-1 1v4a1 1 0 0 0 1 1h3l5 4Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7" />
  </>,
);

export const VolumeMutedIcon = createIcon(
  'VolumeMuted',
  <>
    <path d="M11 5 6 9H3a1 1 0 0 0-1 1v4a1 1 0 0 0 1 1h3l5 4Z" />
    <path d="m22 9-6 6m0-6 6 6" />
  </>,
);

export const LyricsIcon = createIcon(
  'Lyrics',
  <>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />
    <path d="M8 8h8m-8 4h5" />
  </>,
);

/** Moving an item up or down a list the user orders (tracks, links). */
export const MoveUpIcon = createIcon('MoveUp', <path d="M12 19V5m0 0-6 6m6-6 6 6" />);
export const MoveDownIcon = createIcon('MoveDown', <path d="M12 5v14m0 0-6-6m6 6 6-6" />);
