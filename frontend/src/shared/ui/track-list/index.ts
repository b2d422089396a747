export { TrackList } from './track-list';
export type { TrackListItem, TrackListProps } from './track-list';
