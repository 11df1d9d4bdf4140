/**
 * Wraps @theme-original/Layout (Docusaurus 3.10).
 * Applies the site's layout rule (src/utils/layoutRule.ts): the header and announcement bar
 * wrappers read the kind from context; custom-header pages get a 4rem top margin. A missing page
 * gets the custom header wherever it is, as the 404.html the server answers with has.
 */
import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {matchPath, useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {isPagePath, layoutKind, type RouteLike} from '@site/src/utils/layoutRule';
import {LayoutKindContext} from '@site/src/utils/layoutKindContext';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  // Whether a page answers the path: the route table holds every page on the server, and in the
  // browser the route shard of the path is loaded before hydration and before each navigation.
  const kind = useMemo(
    () => layoutKind(pathname, (path) => isPagePath(routes as readonly RouteLike[], path, matchPath)),
    [pathname],
  );
  return (
    <LayoutKindContext.Provider value={kind}>
      <Layout
        {...props}
        wrapperClassName={clsx(props.wrapperClassName, kind === 'custom' && styles.customHeaderMain)}
      />
    </LayoutKindContext.Provider>
  );
}
