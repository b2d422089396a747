import type { PlayerHotkeyAction } from '../config/player-hotkeys';
import { type HotkeyEvent, hotkeyActionOf } from './hotkey-action';

function keydown(key: string, changes: Partial<HotkeyEvent> = {}): HotkeyEvent {
  return {
    key,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    repeat: false,
    isComposing: false,
    defaultPrevented: false,
    target: document.body,
    ...changes,
  };
}

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const found = host.querySelector('[data-target]');
  if (found === null) throw new Error('no [data-target] in the markup');
  return found;
}

describe('hotkeyActionOf', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test.each<[string, Partial<HotkeyEvent>, PlayerHotkeyAction]>([
    [' ', {}, 'toggle-play'],
    ['ArrowLeft', {}, 'seek-back'],
    ['ArrowRight', {}, 'seek-forward'],
    ['ArrowLeft', { shiftKey: true }, 'previous'],
    ['ArrowRight', { shiftKey: true }, 'next'],
    ['m', {}, 'mute'],
    ['M', { shiftKey: true }, 'mute'],
    ['l', {}, 'loop'],
    ['s', {}, 'shuffle'],
    ['?', { shiftKey: true }, 'show-help'],
    ['ArrowRight', { repeat: true }, 'seek-forward'],
  ])('%j %j → %s', (key, changes, action) => {
    expect(hotkeyActionOf(keydown(key, changes))).toBe(action);
  });

  test.each<[string, string, Partial<HotkeyEvent>]>([
    ['another key', 'k', {}],
    ['Ctrl held (browser shortcut)', 's', { ctrlKey: true }],
    ['Meta held', 'ArrowLeft', { metaKey: true }],
    ['Alt held', 'm', { altKey: true }],
    ['a held-down toggle repeating', ' ', { repeat: true }],
    ['a held-down track change repeating', 'ArrowRight', { shiftKey: true, repeat: true }],
    ['an IME composing', 'm', { isComposing: true }],
    ['already handled', ' ', { defaultPrevented: true }],
  ])('ignores %s', (_case, key, changes) => {
    expect(hotkeyActionOf(keydown(key, changes))).toBeNull();
  });

  test.each<[string, string, string]>([
    ['typing in a text field', 'm', '<input data-target />'],
    ['typing in a textarea', ' ', '<textarea data-target></textarea>'],
    ['in a select', 'ArrowLeft', '<select data-target></select>'],
    ['in editable content', 's', '<div contenteditable="true"><p data-target>x</p></div>'],
    ['Space on a button', ' ', '<button data-target>Like</button>'],
    ['Space on a role=button', ' ', '<div role="button" tabindex="0" data-target></div>'],
    ['arrows on a slider', 'ArrowRight', '<div role="slider" tabindex="0" data-target></div>'],
    [
      'arrows in a menu',
      'ArrowLeft',
      '<div role="menu"><div role="menuitem" data-target></div></div>',
    ],
    ['letters in a list box (type-ahead)', 'l', '<div role="listbox" data-target></div>'],
    ['inside another dialog', 'ArrowLeft', '<div role="dialog"><p data-target>x</p></div>'],
  ])('ignores keys %s', (_case, key, html) => {
    expect(hotkeyActionOf(keydown(key, { target: element(html) }))).toBeNull();
  });

  test('letters and arrows still work on a focused button; ? works anywhere outside fields', () => {
    const button = element('<button data-target>Like</button>');
    expect(hotkeyActionOf(keydown('m', { target: button }))).toBe('mute');
    expect(hotkeyActionOf(keydown('ArrowRight', { target: button }))).toBe('seek-forward');
    const slider = element('<div role="slider" tabindex="0" data-target></div>');
    expect(hotkeyActionOf(keydown('?', { target: slider }))).toBe('show-help');
  });
});
