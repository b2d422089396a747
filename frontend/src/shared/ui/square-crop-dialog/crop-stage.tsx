import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useRef,
} from 'react';
import {
  cropAfterKey,
  cropTravel,
  describeCrop,
  dragCrop,
  type ImageSize,
  mainAxis,
  pinchCrop,
  type SquareCrop,
  zoomCropBy,
} from './crop-geometry';
import styles from './square-crop-dialog.module.css';

export interface CropStageProps {
  image: ImageSize & { src: string };
  /** Null: the image is refused, shown without a frame. */
  crop: SquareCrop | null;
  minSide: number;
  /** Names the frame for assistive technology. */
  frameLabel: string;
  /** The id of the text that says how to move and zoom the frame. */
  hintId?: string;
  onCropChange: (change: (crop: SquareCrop) => SquareCrop) => void;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** Where each pointer on the stage is, and what the crop was when the gesture began. */
type Gesture =
  | { kind: 'drag'; start: SquareCrop; x: number; y: number }
  | { kind: 'pinch'; start: SquareCrop; distance: number };

/** A wheel notch (~100 px) zooms about a fifth; a trackpad's small steps, a little. */
const wheelFactor = (event: WheelEvent): number => {
  const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
  return Math.exp(-pixels * 0.002);
};

/**
 * The image with the square over it. The square is one focusable slider: a screen reader hears
 * its size and place ("Crop 1400 × 1400 at 120, 0"); arrows move it, + and − zoom. A pointer
 * drags it from anywhere on the image (a finger too: the stage takes no scrolling), two fingers
 * pinch, and the wheel zooms.
 */
export function CropStage({
  image,
  crop,
  minSide,
  frameLabel,
  hintId,
  onCropChange,
}: CropStageProps) {
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const latest = useRef({ crop, onCropChange, image, minSide });
  useEffect(() => {
    latest.current = { crop, onCropChange, image, minSide };
  });

  // React's wheel listener is passive; this one may keep the dialog from scrolling instead.
  const movable = crop !== null;
  useEffect(() => {
    const element = stage.current;
    if (element === null || !movable) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const now = latest.current;
      now.onCropChange((current) =>
        zoomCropBy(current, wheelFactor(event), now.image, now.minSide),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('wheel', onWheel);
    };
  }, [movable]);

  /** Starts the gesture the pointers now on the stage make, from the crop as it is. */
  const begin = (current: SquareCrop) => {
    const [first, second] = [...pointers.current.values()];
    if (first === undefined) gesture.current = null;
    else if (second === undefined) gesture.current = { kind: 'drag', start: current, ...first };
    else
      gesture.current = {
        kind: 'pinch',
        start: current,
        distance: Math.hypot(second.x - first.x, second.y - first.y),
      };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (crop === null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    // The frame takes the focus, so the keys go on from where the pointer left it.
    frame.current?.focus({ preventScroll: true });
    event.preventDefault();
    begin(crop);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const now = gesture.current;
    const shownWidth = stage.current?.getBoundingClientRect().width ?? 0;
    if (now?.kind === 'drag') {
      const travel = { dx: event.clientX - now.x, dy: event.clientY - now.y };
      onCropChange(() => dragCrop(now.start, travel, shownWidth, image, minSide));
    } else if (now?.kind === 'pinch') {
      const [first, second] = [...pointers.current.values()];
      if (first === undefined || second === undefined) return;
      const distance = Math.hypot(second.x - first.x, second.y - first.y);
      onCropChange(() => pinchCrop(now.start, now.distance, distance, image, minSide));
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    // One finger lifted off a pinch: the other drags on from the crop as it now is.
    const current = latest.current.crop;
    if (current === null) gesture.current = null;
    else begin(current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (crop === null || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = cropAfterKey(event.key, { shift: event.shiftKey }, crop, image, minSide);
    if (next === null) return;
    event.preventDefault();
    onCropChange(() => next);
  };

  const travel = crop === null ? null : cropTravel(crop, image);
  return (
    <div
      ref={stage}
      className={styles.stage}
      style={{ '--crop-ratio': image.width / image.height } as CSSProperties}
      data-movable={movable || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <img
        className={styles.image}
        src={image.src}
        alt={`The chosen image, ${image.width} × ${image.height} pixels`}
        draggable={false}
      />
      {crop === null || travel === null ? null : (
        <div
          ref={frame}
          className={styles.frame}
          style={{
            left: percent(crop.x, image.width),
            top: percent(crop.y, image.height),
            width: percent(crop.size, image.width),
            height: percent(crop.size, image.height),
          }}
          role="slider"
          tabIndex={0}
          aria-label={frameLabel}
          aria-describedby={hintId}
          aria-orientation={mainAxis(image) === 'x' ? 'horizontal' : 'vertical'}
          aria-valuemin={0}
          aria-valuemax={travel.max}
          aria-valuenow={travel.now}
          aria-valuetext={describeCrop(crop)}
          onKeyDown={onKeyDown}
        />
      )}
    </div>
  );
}
