// @ts-check
// What a drawing import is in the browser bundle of a production build: nothing. The drawing is
// in the page's HTML, or fetched by name after a client-side navigation (./theme/MermaidStatic).
export default null;
