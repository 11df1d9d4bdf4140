/**
 * Wrapper: registers Prism's extra languages before the first code block renders
 * (src/plugins/performance removed the theme's global registration from main.js).
 */
import './prismLanguages';

export {default} from '@theme-original/CodeBlock/Content';
