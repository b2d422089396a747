export { playbackAnalyticsStarted } from './model/page-hide';
