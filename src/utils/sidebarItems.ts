// The docs sidebar is written whole (sidebars.ts, in the manifest's order); this keeps the pages
// that exist, so a page appears in the sidebar as soon as its file is added. Pure, unit tested.

/** The sidebar items sidebars.ts uses. */
export type SidebarItem =
  | string
  | {type: 'doc'; id: string}
  | {type: 'link'; label: string; href: string}
  | {
      type: 'category';
      label: string;
      key: string;
      collapsed?: boolean;
      link?: {type: 'doc'; id: string};
      items: SidebarItem[];
    };

/** The items whose pages exist: a category keeps its existing children (none left: its link page alone). */
export function onlyExisting(items: SidebarItem[], exists: (id: string) => boolean): SidebarItem[] {
  const out: SidebarItem[] = [];
  for (const item of items) {
    if (typeof item === 'string' || item.type === 'doc') {
      if (exists(typeof item === 'string' ? item : item.id)) out.push(item);
    } else if (item.type === 'link') {
      // A link into the docs is shown once its page exists (e.g. /docs/use-manual/team-manage/gateway/).
      const m = /^\/docs\/(.*?)\/?$/.exec(item.href);
      if (!m || exists(m[1]) || exists(`${m[1]}/index`)) out.push(item);
    } else {
      const {link, ...category} = item;
      const children = onlyExisting(item.items, exists);
      const linked = link && exists(link.id);
      if (children.length) out.push(linked ? {...category, link, items: children} : {...category, items: children});
      else if (linked) out.push({type: 'doc', id: link.id});
    }
  }
  return out;
}
