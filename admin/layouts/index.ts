import { lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../routes';
import { AnonymousLayout } from './anonymous-layout';
import { BlankLayout } from './blank-layout';

// The signed-in and embeddable frames carry the drawer, the menus and their icons; loading them
// only when used keeps the sign-in page and public visits small.
const DefaultLayout = lazy(async () => ({
  default: (await import('./default-layout')).DefaultLayout,
}));
const EmbeddableLayout = lazy(async () => ({
  default: (await import('./embeddable-layout')).EmbeddableLayout,
}));
const EmbeddablePublicLayout = lazy(async () => ({
  default: (await import('./embeddable-public-layout')).EmbeddablePublicLayout,
}));

/**
 * Each layout of the route table by name; `session` is resolved to one of these first. The
 * lazy ones need a `Suspense` above them (the app has one).
 */
export const layouts: Record<
  Exclude<LayoutName, 'session'>,
  ComponentType<{ children: ReactNode }>
> = {
  anonymous: AnonymousLayout,
  blank: BlankLayout,
  default: DefaultLayout,
  embeddable: EmbeddableLayout,
  embeddablePublic: EmbeddablePublicLayout,
};
