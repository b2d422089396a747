import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayAllButtons, type PlayAllState } from './play-all-buttons';

function renderButtons(state: PlayAllState, disabledReason?: string) {
  const onPlayAll = jest.fn();
  const onShuffle = jest.fn();
  render(
    <PlayAllButtons
      state={state}
      subject="Afterglow Boulevard"
      onPlayAll={onPlayAll}
      onShuffle={onShuffle}
      disabledReason={disabledReason}
    />,
  );
  return { onPlayAll, onShuffle, user: userEvent.setup() };
}

describe('PlayAllButtons', () => {
  test('Play all and Shuffle ask for what they say', async () => {
    const { onPlayAll, onShuffle, user } = renderButtons('ready');
    expect(screen.getByRole('group', { name: 'Play Afterglow Boulevard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play all' }));
    await user.click(screen.getByRole('button', { name: 'Shuffle' }));
    expect(onPlayAll).toHaveBeenCalledTimes(1);
    expect(onShuffle).toHaveBeenCalledTimes(1);
  });

  test('with nothing playable both are disabled and the tooltip says why', async () => {
    const { user } = renderButtons('none');
    expect(screen.getByRole('button', { name: 'Play all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Shuffle' })).toBeDisabled();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No playable tracks available');
  });

  test('a reason given disables both, even when playable, and is the tooltip', async () => {
    const { onPlayAll, user } = renderButtons('ready', 'Play from the editor');
    expect(screen.getByRole('button', { name: 'Play all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Shuffle' })).toBeDisabled();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Play from the editor');
    expect(onPlayAll).not.toHaveBeenCalled();
  });

  test('are disabled while the tracks load', () => {
    renderButtons('loading');
    expect(screen.getByRole('button', { name: /Play all/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Shuffle' })).toBeDisabled();
  });
});
