import { WAITLIST_COUNTRIES, WAITLIST_FEATURED_COUNTRIES } from '@encore/shared-rules';

/** The country picker's list: spec §9's featured countries first, then every other by name. */
export function countryOptions(): { value: string; label: string }[] {
  const featured: readonly string[] = WAITLIST_FEATURED_COUNTRIES;
  const first = WAITLIST_FEATURED_COUNTRIES.flatMap((code) =>
    WAITLIST_COUNTRIES.filter((country) => country.value === code),
  );
  const rest = WAITLIST_COUNTRIES.filter((country) => !featured.includes(country.value));
  return [...first, ...rest].map(({ value, label }) => ({ value, label }));
}
