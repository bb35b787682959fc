/** The focus ring of every interactive element: visible on keyboard focus only, in the brand colour. */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2';
