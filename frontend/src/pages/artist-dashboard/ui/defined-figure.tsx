import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import { cx } from '@/shared/lib/classnames';
import { Tooltip } from '@/shared/ui/tooltip';
import styles from './defined-figure.module.css';

export interface DefinedFigureProps {
  /** What the figure counts, in a sentence (lib/figure-definitions.ts). */
  definition: string;
  /** The focusable element that names the figure, e.g. a column's sort button. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /**
   * The id of an element already holding the definition for screen readers; without one, a
   * hidden one is rendered right after the name.
   */
  descriptionId?: string;
}

/**
 * A figure's name that says what the figure counts: in a tooltip on hover or keyboard focus, and
 * to screen readers as the name's description (kept whether the tooltip is open or not).
 */
export function DefinedFigure({ definition, children, descriptionId }: DefinedFigureProps) {
  const ownId = useId();
  const id = descriptionId ?? ownId;
  return (
    <>
      <Tooltip content={definition}>{cloneElement(children, { 'aria-describedby': id })}</Tooltip>
      {descriptionId === undefined ? (
        <span id={id} hidden>
          {definition}
        </span>
      ) : null}
    </>
  );
}

export interface FigureTermProps {
  definition: string;
  children: ReactNode;
  descriptionId?: string;
  /** CSS-module classes may be undefined (noUncheckedIndexedAccess). */
  className?: string | undefined;
}

/** A figure's name where nothing else takes the focus (a card, a table header): a focusable term. */
export function FigureTerm({ definition, children, descriptionId, className }: FigureTermProps) {
  return (
    <DefinedFigure
      definition={definition}
      {...(descriptionId === undefined ? {} : { descriptionId })}
    >
      {/* Focusable so a keyboard reaches the definition; a term, not a control. */}
      <dfn tabIndex={0} className={cx(styles.term, className)}>
        {children}
      </dfn>
    </DefinedFigure>
  );
}
