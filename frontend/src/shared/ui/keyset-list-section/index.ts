export { KeysetListSection } from './keyset-list-section';
export type { KeysetListSectionProps } from './keyset-list-section';
export { KeysetListView } from './keyset-list-view';
export type { KeysetListUnits, KeysetListViewProps } from './keyset-list-view';
