import theme from '../../tailwind.config';

/**
 * The portal's theme for the widgets' stylesheet, scanning only what widgets render: the widget
 * folders and the shared components, not admin/ (whose classes would only add weight).
 */
export default {
  ...theme,
  // Relative to this file, as Tailwind resolves a config's content globs.
  content: ['../**/*.{ts,tsx}', '../../shared/ui/**/*.{ts,tsx}'],
};
