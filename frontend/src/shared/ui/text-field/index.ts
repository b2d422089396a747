export { SearchBox } from './search-box';
export type { SearchBoxProps } from './search-box';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
