import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../routes';
import { AnonymousLayout } from './anonymous-layout';
import { BlankLayout } from './blank-layout';
import { DefaultLayout } from './default-layout';
import { EmbeddableLayout } from './embeddable-layout';
import { EmbeddablePublicLayout } from './embeddable-public-layout';

/** Each layout of the route table by name; `session` is resolved to one of these first. */
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
