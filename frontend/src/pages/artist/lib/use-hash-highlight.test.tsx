import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { hashTarget, useHashHighlight } from './use-hash-highlight';

function Releases({ ready }: { ready: boolean }) {
  const highlighted = useHashHighlight(ready);
  return (
    <ul>
      {['a1', 'a2'].map((id) => (
        <li key={id} id={`album-${id}`} data-highlighted={highlighted === `album-${id}`}>
          {id}
        </li>
      ))}
    </ul>
  );
}

const renderAt = (entry: string, ready: boolean) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Releases ready={ready} />
    </MemoryRouter>,
  );

describe('useHashHighlight', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('scrolls to the hash target 300 ms after load and highlights it for 2 s', () => {
    const scrolled: string[] = [];
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderAt('/artist/neon-harbor#album-a2', true);

    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(scrolled).toEqual([]);

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(scrolled).toEqual(['album-a2']);
    expect(screen.getByText('a2')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByText('a1')).toHaveAttribute('data-highlighted', 'false');

    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByText('a2')).toHaveAttribute('data-highlighted', 'false');
  });

  test('waits for the page to be ready, and ignores a hash naming nothing', () => {
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    renderAt('/artist/neon-harbor#album-a1', false);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(scroll).not.toHaveBeenCalled();

    renderAt('/artist/neon-harbor#track-missing', true);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(scroll).not.toHaveBeenCalled();
  });
});

describe('hashTarget', () => {
  test('reads the id from the hash', () => {
    expect(hashTarget('#album-42')).toBe('album-42');
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('#track-%E2%9C%93')).toBe('track-✓');
  });
});
