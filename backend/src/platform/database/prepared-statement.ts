/**
 * A named statement: prepared once per pooled connection, then only bound and executed.
 * `Row` and `Values` are its result row and its parameters in $1… order, so a caller cannot
 * pair a statement with the wrong parameters or read its rows as the wrong shape.
 */
export interface PreparedStatement<Row, Values extends readonly unknown[]> {
  readonly name: string;
  readonly text: string;
  /** Never set at runtime: it only carries the two types for the compiler. */
  readonly types?: (values: Values) => Row;
}

export const preparedStatement = <Row, Values extends readonly unknown[]>(
  name: string,
  text: string,
): PreparedStatement<Row, Values> => ({ name, text });
