import { useLingui } from '@lingui/react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { cn } from '../../../shared/ui/cn';
import type { ContentState } from './use-content';
import { LoadFailed } from '../../../shared/ui/load-failed';

/** Shared type scale of the content pages (there is no typography plugin in the theme). */
export const prose = {
  h2: 'scroll-mt-24 text-xl font-semibold tracking-tight text-gray-900',
  h3: 'text-base font-semibold text-gray-900',
  p: 'leading-7 text-gray-700',
  list: 'list-disc space-y-1 pl-6 leading-7 text-gray-700 marker:text-primary',
  link: 'font-medium text-primary-700 underline decoration-primary-300 underline-offset-2 hover:decoration-primary-700',
} as const;

/**
 * Props of {@link ContentFrame}: the page's one `<h1>`, an optional `lead` above it (a way
 * back) and what goes under it. With `headingRef` the heading can take focus, for pages that
 * change in place.
 */
export type ContentFrameProps = ComponentProps<'article'> & {
  heading: ReactNode;
  lead?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** A reading column of about 70 characters with the page heading on top. */
export function ContentFrame({
  heading,
  lead,
  headingRef,
  className,
  children,
  ...props
}: ContentFrameProps) {
  return (
    <article className={cn('mx-auto w-full max-w-[70ch] space-y-8', className)} {...props}>
      <div className="space-y-3">
        {lead}
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="text-2xl font-semibold tracking-tight text-gray-900 outline-none sm:text-3xl"
        >
          {heading}
        </h1>
      </div>
      {children}
    </article>
  );
}

/** Props of {@link ContentGate}. */
export interface ContentGateProps<T> {
  state: ContentState<T>;
  children: (data: T) => ReactNode;
}

/** Renders the content once it is in; until then a spinner, or a failure with a retry button. */
export function ContentGate<T>({ state, children }: ContentGateProps<T>) {
  const { i18n } = useLingui();
  if (state.status === 'ready') return children(state.data);
  if (state.status === 'error') {
    return (
      <LoadFailed
        titleKey="content.loadError"
        messageKey="content.loadErrorHint"
        onRetry={state.retry}
      />
    );
  }
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-gray-600">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-primary-100 border-t-primary"
      />
      <span>{i18n._('content.loading')}</span>
    </div>
  );
}

/** Paragraphs of plain text; React escapes them, so content can never inject markup. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return items.map((text, index) => (
    <p key={index} className={prose.p}>
      {text}
    </p>
  ));
}

/** A bullet list of plain text, or nothing when there is none. */
export function Bullets({ items }: { items?: readonly string[] }) {
  if (!items?.length) return null;
  return (
    <ul className={prose.list}>
      {items.map((text, index) => (
        <li key={index}>{text}</li>
      ))}
    </ul>
  );
}
