/**
 * The product header shown on every page outside docs and community (landing, features,
 * cases, blog...). Below 996px its entries move into a menu opened by a toggle, which closes
 * on navigation (including back/forward) and on Escape. Search stays outside the menu, so it is
 * one tap away on phones too.
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import SearchBar from '@theme/SearchBar';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLockBodyScroll} from '@docusaurus/theme-common/internal';
import {customHeaderEntries, externalLinks, QUICK_START_PATH, type NavEntry} from '@site/src/data/site';
import {headerLabels} from './labels';
import NavDropdown from './NavDropdown';
import LocaleSwitch from './LocaleSwitch';
import {GiteeIcon, GitHubIcon} from './icons';
import styles from './styles.module.css';

export default function SiteHeader(): ReactNode {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const entries: NavEntry[] = customHeaderEntries;
  const labels = headerLabels();
  const label = (link: {id: string; label: string}) => labels[link.id] ?? link.label;
  const menuId = useId();
  const logoSrc = useBaseUrl('/img/logo.svg');

  // Any navigation (link, back, forward) closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search, location.hash]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  useLockBodyScroll(menuOpen);

  return (
    <header className={styles.header} data-testid="site-header">
      <nav
        className={styles.inner}
        aria-label={translate({
          id: 'navbar.ariaLabel',
          message: '主导航',
          description: 'ARIA label of the product header',
        })}>
        <Link to="/" className={styles.brand}>
          <img src={logoSrc} alt="" width={32} height={32} />
          <span>Rainbond</span>
        </Link>
        <div className={styles.search}>
          <SearchBar />
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={translate({
            id: 'navbar.menu.toggle',
            message: '切换导航菜单',
            description: 'ARIA label of the mobile menu button',
          })}
          onClick={() => setMenuOpen((open) => !open)}>
          <span className={styles.toggleBar} />
          <span className={styles.toggleBar} />
          <span className={styles.toggleBar} />
        </button>
        <div id={menuId} className={clsx(styles.menu, menuOpen && styles.menuOpen)} data-testid="site-header-menu">
          <ul className={styles.entries}>
            {entries.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                {entry.items ? (
                  <NavDropdown
                    label={label(entry)}
                    to={entry.to}
                    href={entry.href}
                    items={entry.items.map((item) => ({...item, label: label(item)}))}
                  />
                ) : (
                  <Link className={styles.link} to={entry.to} href={entry.href}>
                    {label(entry)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Link className={styles.iconLink} href={externalLinks.github} aria-label="GitHub">
              <GitHubIcon />
            </Link>
            <Link className={styles.iconLink} href={externalLinks.gitee} aria-label="Gitee">
              <GiteeIcon />
            </Link>
            <LocaleSwitch />
            <Link className={clsx('button button--primary', styles.cta)} to={QUICK_START_PATH}>
              {translate({
                id: 'navbar.quickStart',
                message: '快速开始',
                description: 'Primary button of the product header',
              })}
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
}
