import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClampedText } from './clamped-text';

/** jsdom has no layout: pretend the text is `scrollHeight` tall inside a 96 px box. */
function layoutWith(scrollHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(96);
}

describe('ClampedText', () => {
  test('text that fits has no toggle', () => {
    layoutWith(96);
    render(<ClampedText text="Short bio." />);

    expect(screen.getByText('Short bio.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('clamped text expands with "See more" and collapses with "Show less"', async () => {
    layoutWith(400);
    const user = userEvent.setup();
    render(<ClampedText text={'First paragraph.\n\nSecond paragraph.'} />);

    const more = screen.getByRole('button', { name: 'See more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();

    await user.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(screen.getByRole('button', { name: 'See more' })).toBeInTheDocument();
  });
});
