export { FullPlayer } from './ui/full-player';
