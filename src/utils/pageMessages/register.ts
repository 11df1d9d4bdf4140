/**
 * Adds a page family's translations to the map that translate() reads (see
 * src/plugins/performance: they are left out of main.js and loaded with the family's chunk).
 * Ids already present win, so a registration can never change a message.
 */
import codeTranslations from '@generated/codeTranslations';

export function registerPageMessages(messages: Record<string, string>, target: Record<string, string> = codeTranslations): void {
  for (const [id, message] of Object.entries(messages)) if (!(id in target)) target[id] = message;
}
