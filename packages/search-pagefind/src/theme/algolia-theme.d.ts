/** The Algolia theme's own SearchBar, aliased by the plugin (../index.ts). */
declare module '@rainbond/algolia-theme/SearchBar' {
  import type {ComponentType} from 'react';

  const SearchBar: ComponentType<Record<string, unknown>>;
  export default SearchBar;
}
