import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Item = {id: string; label: string; to?: string; href?: string};
type Props = {label: string; to?: string; href?: string; items: Item[]};

/**
 * A header dropdown: opens on hover (desktop), on click or keyboard; closes on Escape,
 * on a click outside and when an item is chosen. When the entry has its own target
 * (App store), the label is a link and a separate button opens the menu.
 */
export default function NavDropdown({label, to, href, items}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // A click right after the pointer opened the menu by hovering keeps it open,
  // instead of toggling it shut again.
  const hoverOpenedAt = useRef(0);
  const toggle = () => setOpen((o) => (o && Date.now() - hoverOpenedAt.current < 500 ? true : !o));
  const hoverOpen = () => {
    hoverOpenedAt.current = Date.now();
    setOpen(true);
  };
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const ownLink = to ?? href;
  return (
    <div
      ref={ref}
      className={clsx(styles.dropdown, open && styles.dropdownOpen)}
      onMouseEnter={hoverOpen}
      onMouseLeave={() => setOpen(false)}>
      {ownLink ? (
        <span className={styles.dropdownHead}>
          <Link className={styles.link} to={to} href={href}>
            {label}
          </Link>
          <button
            type="button"
            className={styles.caret}
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={translate(
              {id: 'navbar.dropdown.more', message: '展开 {label}', description: 'ARIA label of a dropdown caret'},
              {label},
            )}
            onClick={toggle}
          />
        </span>
      ) : (
        <button
          type="button"
          className={clsx(styles.link, styles.dropdownButton)}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={toggle}>
          {label}
        </button>
      )}
      <ul id={menuId} className={styles.dropdownMenu}>
        {items.map((item) => (
          <li key={item.id}>
            <Link className={styles.dropdownLink} to={item.to} href={item.href} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
