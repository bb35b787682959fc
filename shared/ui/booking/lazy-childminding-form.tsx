import { lazy } from 'react';
import { withLoading } from './area-forms';

/** The childminding registration (weekdays, end time, start date), loaded on first use. */
export const LazyChildmindingForm = withLoading(lazy(() => import('./childminding-form')));
