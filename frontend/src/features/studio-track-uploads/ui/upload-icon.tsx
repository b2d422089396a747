import { createIcon } from '@/shared/ui/icons';

export const UploadIcon = createIcon(
  'Upload',
  <path d="M12 16V4m0 0-5 5m5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />,
);
