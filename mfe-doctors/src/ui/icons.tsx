import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Decorative icons: the text or the aria-label beside them says what they mean. */
function Svg({ size = 16, children, ...props }: IconProps) {
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
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function StarIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <Svg {...props} fill={filled ? 'currentColor' : 'none'} strokeWidth={1.5}>
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z" />
    </Svg>
  );
}

export function PersonIcon(props: IconProps) {
  return (
    <Svg {...props} strokeWidth={1.5}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </Svg>
  );
}

export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' | 'down' }) {
  const paths = { left: 'M15 6l-6 6 6 6', right: 'M9 6l6 6-6 6', down: 'M6 9l6 6 6-6' };
  return (
    <Svg {...props}>
      <path d={paths[direction]} />
    </Svg>
  );
}

/** Up for ascending, down for descending, both for no direction. */
export function SortArrowIcon({ direction, ...props }: IconProps & { direction: '' | 'asc' | 'desc' }) {
  return (
    <Svg {...props}>
      {direction !== 'desc' && <path d="M8 20V5M4 9l4-4 4 4" />}
      {direction !== 'asc' && <path d="M16 4v15M12 15l4 4 4-4" />}
    </Svg>
  );
}
