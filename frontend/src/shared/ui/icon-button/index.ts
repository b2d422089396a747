export { IconButton } from './icon-button';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './icon-button';
