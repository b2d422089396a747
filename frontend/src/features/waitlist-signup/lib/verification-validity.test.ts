import { onlyVerificationInvalid } from './verification-validity';

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

const WIDGET = '<div data-verification-widget><input type="checkbox" required></div>';

describe('onlyVerificationInvalid', () => {
  test("true when the widget's unticked box is all the browser objects to", () => {
    expect(
      onlyVerificationInvalid(formWith(`<input name="name" value="Ada" required>${WIDGET}`)),
    ).toBe(true);
  });

  test('false when a field of the form is missing too (the browser points at it)', () => {
    expect(onlyVerificationInvalid(formWith(`<input name="name" required>${WIDGET}`))).toBe(false);
  });

  test('false when nothing is invalid', () => {
    expect(onlyVerificationInvalid(formWith('<input name="name" value="Ada" required>'))).toBe(
      false,
    );
  });
});
