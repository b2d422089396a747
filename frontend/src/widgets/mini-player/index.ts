export { MiniPlayer } from './ui/mini-player';
