/**
 * Wrapper of the theme's CodeBlock/Content: registers Prism's extra languages before the first
 * code block renders (the plugin took the theme's global registration out of main.js).
 */
import '../../../prismLanguages';

export {default} from '@theme-init/CodeBlock/Content';
