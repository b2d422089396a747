// The "publish at" field is a local date and time (`<input type="datetime-local">`): the artist
// thinks in their own clock, the server takes an instant with its offset.

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant a `YYYY-MM-DDTHH:MM` local time names, or null when it names none. */
export function localTimeInstant(local: string): Date | null {
  const match = LOCAL_TIME.exec(local);
  if (match === null) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute);
  // Date rolls 31 April into May: a day that does not exist is not a time.
  const exists =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour;
  return exists ? date : null;
}

/** Why the chosen time cannot be used, or null. The server checks the one-year limit itself. */
export function scheduleProblem(local: string, now: Date): string | null {
  if (local.trim() === '') return 'Choose the day and time it goes public.';
  const instant = localTimeInstant(local);
  if (instant === null) return 'This is not a day and time that exists.';
  if (instant.getTime() <= now.getTime())
    return 'This time has passed: choose one ahead, or publish now.';
  return null;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The field's first suggestion: tomorrow at 09:00, local time. */
export function defaultScheduleTime(now: Date): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  return `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:00`;
}
