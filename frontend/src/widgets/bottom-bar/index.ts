export { BottomBar } from './ui/bottom-bar';
