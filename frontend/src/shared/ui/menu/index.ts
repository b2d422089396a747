export { Menu, MenuHeader, MenuItem, MenuSeparator } from './menu';
export type { MenuItemProps, MenuProps } from './menu';
