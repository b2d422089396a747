export { BottomBar } from './ui/bottom-bar';
export type { BottomBarProps } from './ui/bottom-bar';
