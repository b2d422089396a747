import { jest } from '@jest/globals';
import { createWindowAudio, type WindowAudioElement } from './window-audio';

/** An audio element that plays when told and moves its clock when the test says so. */
class FakeAudio implements WindowAudioElement {
  src = '';
  currentTime = 0;
  preload = '';
  playing = false;
  srcSets = 0;
  refusal: Error | null = null;
  private listeners = new Map<string, Set<() => void>>();

  play(): Promise<void> {
    if (this.refusal !== null) return Promise.reject(this.refusal);
    this.playing = true;
    return Promise.resolve();
  }
  pause(): void {
    this.playing = false;
  }
  addEventListener(type: string, listener: () => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }
  /** The browser's clock reached `seconds`. */
  advanceTo(seconds: number): void {
    this.currentTime = seconds;
    for (const listener of this.listeners.get('timeupdate') ?? []) listener();
  }
  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

function setup() {
  const audio = new FakeAudio();
  let src = '';
  Object.defineProperty(audio, 'src', {
    get: () => (src === '' ? '' : `https://encore.test${src}`),
    set: (value: string) => {
      src = value;
      audio.srcSets += 1;
    },
  });
  const newElement = jest.fn(() => audio);
  return { audio, newElement, player: createWindowAudio(newElement) };
}

const WINDOW = { url: '/api/media/stream/a.mp3?u=studio-1', startS: 65, endS: 95 };

describe('createWindowAudio', () => {
  test('plays from the window’s start and pauses at its end', async () => {
    const { audio, player } = setup();
    const outcome = player.play(WINDOW);
    expect(audio.playing).toBe(true);
    expect(audio.currentTime).toBe(65);
    audio.advanceTo(94.9);
    expect(audio.playing).toBe(true);
    audio.advanceTo(95.02);
    await expect(outcome).resolves.toBe('ended');
    expect(audio.playing).toBe(false);
    expect(audio.listenerCount()).toBe(0);
  });

  test('stop settles the window as stopped; a new window replaces the old', async () => {
    const { audio, newElement, player } = setup();
    const first = player.play(WINDOW);
    const second = player.play({ ...WINDOW, startS: 120, endS: 150 });
    await expect(first).resolves.toBe('stopped');
    expect(audio.currentTime).toBe(120);
    expect(audio.playing).toBe(true);
    player.stop();
    await expect(second).resolves.toBe('stopped');
    expect(audio.playing).toBe(false);
    // One element for the studio, and the same file is not loaded again.
    expect(newElement).toHaveBeenCalledTimes(1);
    expect(audio.srcSets).toBe(1);
  });

  test('a browser that refuses to play rejects the window', async () => {
    const { audio, player } = setup();
    audio.refusal = new Error('NotAllowedError');
    await expect(player.play(WINDOW)).rejects.toThrow('NotAllowedError');
    expect(audio.listenerCount()).toBe(0);
  });
});
