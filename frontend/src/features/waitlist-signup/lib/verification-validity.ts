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
 * The ALTCHA widget marks its checkbox `required`, so the browser would stop the submit with its
 * own bubble. When that box is all that is missing, the form is submitted anyway so that the
 * person reads the spec's "Please complete the human verification step." instead.
 */
export const verificationInvalidHandler =
  (submit: () => void) =>
  (event: SyntheticEvent<HTMLFormElement>): void => {
    if (!(event.target instanceof Element) || !insideWidget(event.target)) return;
    if (!onlyVerificationInvalid(event.currentTarget)) return;
    event.preventDefault();
    submit();
  };
