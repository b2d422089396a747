import { TextField, type TextFieldProps } from './text-field';

export interface SearchBoxProps extends Omit<TextFieldProps, 'type' | 'onChange'> {
  value: string;
  /** The text as typed, on every key (the list's model waits for a pause). */
  onSearch: (text: string) => void;
}

/** A list's search box: a labelled search field that reports its text. */
export function SearchBox({ onSearch, ...fieldProps }: SearchBoxProps) {
  return (
    <TextField
      {...fieldProps}
      type="search"
      onChange={(event) => {
        onSearch(event.target.value);
      }}
    />
  );
}
