export { TopBar } from './ui/top-bar';
export type { TopBarProps } from './ui/top-bar';
