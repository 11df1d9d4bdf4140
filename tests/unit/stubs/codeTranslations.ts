/** Stand-in for @generated/codeTranslations in unit tests: no translations. */
const codeTranslations: Record<string, string> = {};
export default codeTranslations;
