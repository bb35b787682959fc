import portal from '../../tailwind.config';

const { primary, ...colors } = portal.theme.extend.colors;

/**
 * The primary palette as `var(--kb-primary-…, <designed shade>)`: Tailwind inlines a JS
 * config's colours as literals, and a partner's brand colour (the `color` attribute) must be
 * able to replace them per widget (widget.css, `.kb-root[data-brand]`).
 */
const brandable = Object.fromEntries(
  Object.entries(primary).map(([shade, hex]) => [
    shade,
    `var(--kb-primary${shade === 'DEFAULT' ? '' : `-${shade}`}, ${hex})`,
  ]),
);

/**
 * The portal's theme for the widgets' stylesheet, scanning only what widgets render: the widget
 * folders and the shared components, not admin/ (whose classes would only add weight).
 */
export default {
  ...portal,
  // Relative to this file, as Tailwind resolves a config's content globs.
  content: ['../**/*.{ts,tsx}', '../../shared/ui/**/*.{ts,tsx}'],
  theme: {
    ...portal.theme,
    extend: { ...portal.theme.extend, colors: { ...colors, primary: brandable } },
  },
};
