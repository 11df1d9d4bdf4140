/**
 * Registers `prism.additionalLanguages` on prism-react-renderer's Prism, once, when the first
 * code block's module loads (the theme does it from main.js; the plugin moves it here so pages
 * without code do not pay for Prism).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
