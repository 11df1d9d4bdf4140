// The item types the sidebar files (sidebars*.ts) are written with.

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
