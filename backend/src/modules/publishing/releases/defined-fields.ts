/** The fields a partial change gives: its undefined ones ("leave as it is") dropped. */
export type Given<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/**
 * `fields` without its undefined entries: what the catalogue's and the masters' partial updates
 * take (they change exactly the keys present).
 */
export function definedOnly<T extends object>(fields: T): Given<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Given<T>;
}

/** Empty text means "none" (null); undefined stays "leave as it is". */
export const orNull = (text: string | null | undefined): string | null | undefined =>
  text === '' ? null : text;
