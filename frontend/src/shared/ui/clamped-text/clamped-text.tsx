import { useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '@/shared/lib/classnames';
import styles from './clamped-text.module.css';

export interface ClampedTextProps {
  /** Plain text; blank lines start new paragraphs. */
  text: string;
  /** Lines shown while collapsed. */
  lines?: number;
  className?: string;
}

/** True when the collapsed text hides some of its lines. */
const overflows = (element: HTMLElement): boolean =>
  element.scrollHeight > element.clientHeight + 1;

/**
 * Long text clamped to a few lines with "See more" / "Show less"; the toggle appears only when
 * something is actually hidden (measured again whenever the box resizes).
 */
export function ClampedText({ text, lines = 4, className }: ClampedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const [clamps, setClamps] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);
  const textId = useId();

  useLayoutEffect(() => {
    const element = textRef.current;
    if (element === null || expanded) return undefined;
    const measure = () => {
      setClamps(overflows(element));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [text, lines, expanded]);

  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className={cx(styles.clamped, className)}>
      <div
        ref={textRef}
        id={textId}
        className={styles.text}
        data-expanded={expanded || undefined}
        style={{ WebkitLineClamp: expanded ? 'unset' : lines }}
      >
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {clamps || expanded ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => {
            setExpanded((was) => !was);
          }}
        >
          {expanded ? 'Show less' : 'See more'}
        </button>
      ) : null}
    </div>
  );
}
