import type { ReactNode } from 'react';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Always required: it names the dialog for assistive technology. */
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom (stacked on narrow screens). */
  footer?: ReactNode;
  /** Element that opens the dialog; omit when `open` is controlled from outside. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: DialogSize;
}
