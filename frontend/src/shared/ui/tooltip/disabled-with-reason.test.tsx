import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisabledWithReason } from './index';

describe('DisabledWithReason', () => {
  test('a disabled button is reached by Tab through its wrapper, which says why', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <DisabledWithReason reason="No playable tracks available">
        <button type="button" disabled onClick={onClick}>
          Play all
        </button>
      </DisabledWithReason>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play all' }).parentElement).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No playable tracks available');
    await user.click(screen.getByRole('button', { name: 'Play all' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  test('the reason shows on hover too', async () => {
    const user = userEvent.setup();
    render(
      <DisabledWithReason reason="Play from the editor">
        <button type="button" disabled>
          Shuffle
        </button>
      </DisabledWithReason>,
    );
    await user.hover(screen.getByRole('button', { name: 'Shuffle' }).parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Play from the editor');
  });

  test('a child that stays focusable takes the tooltip itself: one tab stop, no wrapper', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DisabledWithReason reason="Play from the editor" focusableChild>
          <button type="button" aria-disabled="true">
            Play Harbour Lights
          </button>
        </DisabledWithReason>
        <button type="button">Next</button>
      </>,
    );
    const play = screen.getByRole('button', { name: 'Play Harbour Lights' });
    await user.tab();
    expect(play).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Play from the editor');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});
