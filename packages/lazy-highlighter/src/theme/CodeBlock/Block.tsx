/**
 * The code block itself, loaded lazily by ./index.tsx.
 *
 * The theme's CodeBlock remounts every block once the page has hydrated
 * (`key={String(isBrowser)}`) so that a visitor's dark mode restyles code the server rendered
 * in light colours. That remount re-highlights every block in one long, uninterruptible task.
 * When the colour mode cannot differ from the server's (switch disabled, system preference
 * ignored), the remount changes nothing and is skipped: the theme's CodeBlock without its `key`;
 * otherwise the theme's own CodeBlock (`@theme-init/CodeBlock`) is used.
 */
import React, {isValidElement, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import CodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import ElementContent from '@theme/CodeBlock/Content/Element';

/** As the theme does: plain strings are joined, anything with elements is kept as it is. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function Block(props: Props): ReactNode {
  const {colorMode} = useThemeConfig();
  if (!colorMode.disableSwitch || colorMode.respectPrefersColorScheme) return <CodeBlock {...props} />;
  const {children: rawChildren, ...rest} = props;
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...rest}>{children}</StringContent>
  ) : (
    <ElementContent {...rest}>{children}</ElementContent>
  );
}
