import type { CSSProperties } from 'react';
import { cx } from '@/shared/lib/classnames';
import styles from './skeleton.module.css';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  shape?: SkeletonShape;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder block. Decorative: the surrounding region should carry aria-busy. */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, className)}
      data-shape={shape}
      style={style}
    />
  );
}
