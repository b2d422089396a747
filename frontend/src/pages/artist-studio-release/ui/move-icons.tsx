import { createIcon } from '@/shared/ui/icons';

export const MoveUpIcon = createIcon('MoveUp', <path d="M12 19V5m0 0-6 6m6-6 6 6" />);
export const MoveDownIcon = createIcon('MoveDown', <path d="M12 5v14m0 0-6-6m6 6 6-6" />);
