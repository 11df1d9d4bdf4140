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

/** By value id (the values in src/pages/index.mdx) or feature slug (src/data/features.ts). */
const paths: Record<string, ReactNode> = {
  easy: <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  noChange: (
    <>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="M8 21h8M12 17v4M8.5 10.5l2.3 2.3 4.7-4.6" />
    </>
  ),
  integration: (
    <>
      <rect x="3" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="7.5" height="7.5" rx="1.5" />
    </>
  ),
  extensible: <path d="M10 3h4v3a2 2 0 1 0 4 0V3h3v7h-3a2 2 0 1 0 0 4h3v7h-7v-3a2 2 0 1 0-4 0v3H3v-7h3a2 2 0 1 0 0-4H3V3h7z" />,
  devops: <path d="M7 8c-2.8 0-4 1.8-4 4s1.2 4 4 4c3.5 0 6.5-8 10-8 2.8 0 4 1.8 4 4s-1.2 4-4 4c-3.5 0-6.5-8-10-8z" />,
  'multi-cluster': (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <circle cx="5" cy="18" r="2.5" />
      <circle cx="19" cy="18" r="2.5" />
      <path d="M10.8 7.2 6.3 15.8M13.2 7.2l4.5 8.6M7.5 18h9" />
    </>
  ),
  'service-mesh': (
    <>
      <circle cx="5" cy="6" r="2" />
      <circle cx="19" cy="6" r="2" />
      <circle cx="5" cy="18" r="2" />
      <circle cx="19" cy="18" r="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="m6.5 7.5 3.6 3M17.5 7.5l-3.6 3M6.5 16.5l3.6-3M17.5 16.5l-3.6-3" />
    </>
  ),
  'app-market': (
    <>
      <path d="M4 9h16l-1.2 10.2a2 2 0 0 1-2 1.8H7.2a2 2 0 0 1-2-1.8z" />
      <path d="M8.5 9V7a3.5 3.5 0 0 1 7 0v2" />
    </>
  ),
  'app-ops': <path d="M3 12h4l2.5-6 5 12 2.5-6h4" />,
};

export function HomeIcon({id}: {id: string}): ReactNode {
  return <Icon>{paths[id]}</Icon>;
}

export function ArrowIcon(): ReactNode {
  return (
    <Icon size={16}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}
