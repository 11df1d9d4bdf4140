/**
 * The descriptions of the doc cards on the current page (see ./index.ts): provided by
 * src/theme/DocItem from the doc's metadata, read by src/theme/DocCard. Outside a doc page
 * (e.g. a generated index) there are none, and cards show what the theme gives them.
 */
import {createContext, useContext} from 'react';

export const CardDescriptionsContext = createContext<Record<string, string> | undefined>(undefined);

/** The description of the doc `docId` on this page's cards, if any. */
export function useCardDescription(docId: string | undefined): string | undefined {
  const descriptions = useContext(CardDescriptionsContext);
  return docId ? descriptions?.[docId] : undefined;
}
