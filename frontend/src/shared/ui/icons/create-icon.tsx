import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Rendered width and height in px. */
  size?: number;
  /** Gives the icon an accessible name; without it the icon is decorative and hidden. */
  title?: string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string };

/** Stroke icons on a 24 px grid that inherit the current text colour. */
export function createIcon(name: string, paths: ReactNode): IconComponent {
  function Icon({ size = 20, title, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden={title === undefined ? true : undefined}
        role={title === undefined ? undefined : 'img'}
        {...rest}
      >
        {title === undefined ? null : <title>{title}</title>}
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
