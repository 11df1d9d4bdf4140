/**
 * The theme's MDX components (Docusaurus 3.10), extended as the docs advise (spread, not ejected):
 * a Markdown table scrolls sideways when it is wider than the page (Infima gives it
 * `overflow: auto`), so it takes the keyboard focus, and a keyboard user can scroll it
 * (axe: scrollable-region-focusable).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table};
