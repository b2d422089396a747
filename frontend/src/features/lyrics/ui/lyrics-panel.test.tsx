import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $lyrics } from '../model/lyrics';
import { LOADING_LYRICS, NO_LYRICS, PLAIN_LYRICS, SYNCED_LYRICS } from '../testing/lyrics-fixtures';
import { LyricsPanel } from './lyrics-panel';
import { LyricsView, type LyricsViewProps } from './lyrics-view';

const renderView = (props: Partial<LyricsViewProps> = {}) => {
  const onSeek = jest.fn<(seconds: number) => void>();
  const view = (more: Partial<LyricsViewProps>) => (
    <LyricsView lyrics={SYNCED_LYRICS} progressSeconds={40} onSeek={onSeek} {...props} {...more} />
  );
  const result = render(view({}));
  const rerender = (more: Partial<LyricsViewProps>) => {
    result.rerender(view(more));
  };
  return { onSeek, rerender };
};

const current = () => screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-current'));

describe('LyricsPanel', () => {
  test('highlights the line being sung, and only that one', () => {
    renderView({ progressSeconds: 40 });
    expect(current()).toHaveLength(1);
    expect(current()[0]).toHaveTextContent('Keep me up through the longest night');
    expect(current()[0]).toHaveAttribute('aria-current', 'true');
    expect(current()[0]).toHaveClass('active');
  });

  test('nothing is highlighted before the first line', () => {
    renderView({ progressSeconds: 3 });
    expect(current()).toEqual([]);
  });

  test('clicking (or pressing Enter on) a line seeks to its time', async () => {
    const { onSeek } = renderView();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Every window burning bright' }));
    expect(onSeek).toHaveBeenLastCalledWith(48.95);
    screen.getByRole('button', { name: 'Orange lamps are shaking on the tide' }).focus();
    await user.keyboard('{Enter}');
    expect(onSeek).toHaveBeenLastCalledWith(13.1);
  });

  test('an instrumental gap is a line too', () => {
    renderView({ progressSeconds: 30 });
    expect(current()[0]).toHaveAccessibleName('Instrumental break');
  });

  test('centres the active line when it changes, smoothly unless motion is reduced', () => {
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { rerender } = renderView({ progressSeconds: 40 });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toHaveTextContent('Keep me up through the longest night');
    expect(scroll).toHaveBeenLastCalledWith({ block: 'center', behavior: 'smooth' });

    rerender({ progressSeconds: 41 });
    expect(scroll).toHaveBeenCalledTimes(1);
    rerender({ progressSeconds: 45 });
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  test('does not follow the song for 3 s after the listener scrolls', () => {
    let now = 10_000;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { rerender } = renderView({ progressSeconds: 10 });
    expect(scroll).toHaveBeenCalledTimes(1);

    act(() => {
      screen.getByRole('list').dispatchEvent(new WheelEvent('wheel', { bubbles: true }));
    });
    now += 2_000;
    rerender({ progressSeconds: 20 });
    expect(scroll).toHaveBeenCalledTimes(1);

    now += 1_500;
    rerender({ progressSeconds: 40 });
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  test('plain lyrics as preformatted text', () => {
    renderView({ lyrics: PLAIN_LYRICS });
    const text = screen.getByText(/Running down the high street/);
    expect(text.tagName).toBe('PRE');
    expect(text).toHaveTextContent('Last bus to Southsea');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('loading is announced', () => {
    renderView({ lyrics: LOADING_LYRICS });
    expect(screen.getByRole('status')).toHaveTextContent('Loading lyrics');
    expect(screen.getByRole('region', { name: 'Lyrics' })).toHaveAttribute('aria-busy', 'true');
  });

  test('none shows its message', () => {
    renderView({ lyrics: NO_LYRICS });
    expect(screen.getByRole('region', { name: 'Lyrics' })).toHaveTextContent('No lyrics found.');
  });

  test('the connected panel reads the model', () => {
    const scope = fork({
      values: [[$lyrics, { status: 'none', message: 'Lyrics not found in response' }]],
    });
    render(
      <Provider value={scope}>
        <LyricsPanel progressSeconds={0} onSeek={() => undefined} />
      </Provider>,
    );
    expect(screen.getByText('Lyrics not found in response')).toBeInTheDocument();
  });
});
