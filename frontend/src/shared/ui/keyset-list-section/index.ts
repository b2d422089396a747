export { KeysetListSection } from './keyset-list-section';
export type { KeysetListSectionProps } from './keyset-list-section';
