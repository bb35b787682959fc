/**
 * Kitebook's design tokens. Tailwind v4 reads them through `@config` in `admin/styles.css`
 * (and later the widgets' stylesheet), so portal and widgets share one theme.
 */
export default {
  content: ['./admin/**/*.{ts,tsx,html}', './shared/ui/**/*.{ts,tsx}', './widgets/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: {
          DEFAULT: '#961981',
          50: '#fbf3f9',
          100: '#f6e6f3',
          200: '#ecc9e6',
          300: '#dc9ccf',
          400: '#c566b1',
          500: '#ad3f96',
          600: '#961981',
          700: '#7c1569',
          800: '#661456',
          900: '#561549',
        },
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
};
