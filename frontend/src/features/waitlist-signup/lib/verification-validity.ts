import type { SyntheticEvent } from 'react';

/** Marks the element that holds the provider's widget. */
export const VERIFICATION_WIDGET_ATTRIBUTE = 'data-verification-widget';

const insideWidget = (element: Element): boolean =>
  element.closest(`[${VERIFICATION_WIDGET_ATTRIBUTE}]`) !== null;

/** Whether every control the browser finds invalid belongs to the verification widget. */
export function onlyVerificationInvalid(form: HTMLFormElement): boolean {
  const invalid = Array.from(form.elements).filter(
    (element) => 'validity' in element && !(element as HTMLInputElement).validity.valid,
  );
  return invalid.length > 0 && invalid.every(insideWidget);
}

/**
 * The ALTCHA widget marks its checkbox `required`, and leaves it unticked while it solves, so the
 * browser would stop the submit with its own bubble. When that box is all that is missing, the
 * press goes to the form anyway: its model waits for the proof ("Verifying you're human…") and
 * sends, or says the spec's "Please complete the human verification step." when none can be had.
 */
export const verificationInvalidHandler =
  (submit: () => void) =>
  (event: SyntheticEvent<HTMLFormElement>): void => {
    if (!(event.target instanceof Element) || !insideWidget(event.target)) return;
    if (!onlyVerificationInvalid(event.currentTarget)) return;
    event.preventDefault();
    submit();
  };
