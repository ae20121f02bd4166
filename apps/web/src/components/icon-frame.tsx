import type { SVGProps } from 'react';

/**
 * The frame of the small stroke icons (line-icons.tsx), and the error screen's own icon. Apart from
 * the others because the error screen loads with every page's first JavaScript: the public pages'
 * icons stay with those pages.
 */
export function Icon({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      width={20}
      height={20}
      {...rest}
    >
      {children}
    </svg>
  );
}

export const AlertIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M10.3 4.1 2.6 17.5a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0ZM12 9.5v4M12 17h.01" />
  </Icon>
);
