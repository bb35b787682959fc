import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../routes';
import { AnonymousLayout } from './anonymous-layout';
import { BlankLayout } from './blank-layout';
import { DefaultLayout } from './default-layout';

/** Each layout of the route table by name. */
export const layouts: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  anonymous: AnonymousLayout,
  blank: BlankLayout,
  default: DefaultLayout,
};
