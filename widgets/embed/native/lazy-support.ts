/**
 * What every lazy part needs before it renders; native/react.ts `lazy` loads this module beside
 * the part's own chunk (in parallel, once):
 *
 * - preact/compat, for its side effects only: elements then behave as React's do (`onChange` of a
 *   text field per keystroke, bubbling `onFocus`, camel-case SVG attributes), which the forms
 *   need and the first paint does not. Imported for nothing else, so the bundle keeps none of
 *   compat's exports.
 * - the rest of the widget's stylesheet: the widget build puts every utility its lazy parts name
 *   beyond the entry's into this module's chunk (vite.widgets.config.ts `splitWidgetCss`), so
 *   the lazy parts share one copy rather than each bringing its own.
 */
import 'preact/compat';
