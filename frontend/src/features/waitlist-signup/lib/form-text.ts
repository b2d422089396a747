/**
 * A text answer as sent: trimmed, and left out when blank (the server stores no empty strings).
 */
export const optionalText = (value: string): string | undefined => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A picker's value when it is one the shared list offers, else nothing. */
export const optionOf = <V extends string>(
  value: string,
  allowed: readonly { readonly value: V }[],
): V | undefined => allowed.find((option) => option.value === value)?.value;

/** The values of a multi-pick that the shared list offers, in the list's order. */
export const optionsOf = <V extends string>(
  values: readonly string[],
  allowed: readonly { readonly value: V }[],
): V[] => allowed.filter((option) => values.includes(option.value)).map((option) => option.value);

/** A body whose optional answers may still be undefined (not answered). */
export type WithBlanks<T> = { [K in keyof T]: T[K] | undefined };

/** Leaves out the keys whose value is undefined (an unanswered optional field is not sent). */
export function withoutBlanks<T extends object>(body: WithBlanks<T>): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;
}
