import { jest } from '@jest/globals';
/**
 * Only this slice's tests import this. jsdom has no layout and no pointer events: Radix sliders
 * need a width to turn a pointer position into a value and pointer capture to follow a drag.
 */
export function fakeSliderLayout(width = 100): () => void {
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    ...{ x: 0, y: 0, top: 0, left: 0, bottom: 20, right: width, width, height: 20 },
    toJSON: () => ({}),
  });
  const capture = jest.spyOn(Element.prototype, 'hasPointerCapture').mockReturnValue(true);
  const captureSetter = Object.getOwnPropertyDescriptor(Element.prototype, 'setPointerCapture');
  Object.defineProperty(Element.prototype, 'setPointerCapture', {
    configurable: true,
    writable: true,
    value: () => undefined,
  });
  if (!('PointerEvent' in window)) {
    class PointerEventStub extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStub });
  }
  return () => {
    rect.mockRestore();
    capture.mockRestore();
    if (captureSetter === undefined) Reflect.deleteProperty(Element.prototype, 'setPointerCapture');
    else Object.defineProperty(Element.prototype, 'setPointerCapture', captureSetter);
  };
}
