type ClassValue = string | false | null | undefined;

/** Joins the truthy class names; CSS-module lookups may be undefined under noUncheckedIndexedAccess. */
export function cx(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
