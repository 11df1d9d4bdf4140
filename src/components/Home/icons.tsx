/**
 * Line icons of the landing page, drawn inline (24×24, currentColor) so they cost no request
 * and never shift the layout.
 */
import React, {type ReactNode} from 'react';

type IconProps = {children: ReactNode; size?: number};

function Icon({children, size = 28}: IconProps): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round">
      {children}
    </svg>
  );
}

/**
 * Each icon as one SVG path (circles and rounded squares written as arcs), by value id (the
 * values in src/pages/index.mdx) or feature slug (src/data/features.ts).
 */
const paths: Record<string, string> = {
  easy: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  noChange:
    'M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-9a2 2 0 0 1 2 -2zM8 21h8M12 17v4M8.5 10.5l2.3 2.3 4.7-4.6',
  integration:
    'M4.5 3h4.5a1.5 1.5 0 0 1 1.5 1.5v4.5a1.5 1.5 0 0 1 -1.5 1.5h-4.5a1.5 1.5 0 0 1 -1.5 -1.5v-4.5a1.5 1.5 0 0 1 1.5 -1.5zM15 3h4.5a1.5 1.5 0 0 1 1.5 1.5v4.5a1.5 1.5 0 0 1 -1.5 1.5h-4.5a1.5 1.5 0 0 1 -1.5 -1.5v-4.5a1.5 1.5 0 0 1 1.5 -1.5zM4.5 13.5h4.5a1.5 1.5 0 0 1 1.5 1.5v4.5a1.5 1.5 0 0 1 -1.5 1.5h-4.5a1.5 1.5 0 0 1 -1.5 -1.5v-4.5a1.5 1.5 0 0 1 1.5 -1.5zM15 13.5h4.5a1.5 1.5 0 0 1 1.5 1.5v4.5a1.5 1.5 0 0 1 -1.5 1.5h-4.5a1.5 1.5 0 0 1 -1.5 -1.5v-4.5a1.5 1.5 0 0 1 1.5 -1.5z',
  extensible: 'M10 3h4v3a2 2 0 1 0 4 0V3h3v7h-3a2 2 0 1 0 0 4h3v7h-7v-3a2 2 0 1 0-4 0v3H3v-7h3a2 2 0 1 0 0-4H3V3h7z',
  devops: 'M7 8c-2.8 0-4 1.8-4 4s1.2 4 4 4c3.5 0 6.5-8 10-8 2.8 0 4 1.8 4 4s-1.2 4-4 4c-3.5 0-6.5-8-10-8z',
  'multi-cluster':
    'M9.5 5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M2.5 18a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M16.5 18a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M10.8 7.2 6.3 15.8M13.2 7.2l4.5 8.6M7.5 18h9',
  'service-mesh':
    'M3 6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M17 6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M3 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M17 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M9.5 12a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M6.5 7.5l3.6 3M17.5 7.5l-3.6 3M6.5 16.5l3.6-3M17.5 16.5l-3.6-3',
  'app-market': 'M4 9h16l-1.2 10.2a2 2 0 0 1-2 1.8H7.2a2 2 0 0 1-2-1.8zM8.5 9V7a3.5 3.5 0 0 1 7 0v2',
  'app-ops': 'M3 12h4l2.5-6 5 12 2.5-6h4',
};

export function HomeIcon({id}: {id: string}): ReactNode {
  return (
    <Icon>
      <path d={paths[id]} />
    </Icon>
  );
}

export function ArrowIcon(): ReactNode {
  return (
    <Icon size={16}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}
