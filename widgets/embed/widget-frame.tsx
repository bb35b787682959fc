import { useLingui } from '@lingui/react';
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import type { FeatureToggleName } from '../../shared/model/features';
import { currentUser, displayName } from '../../shared/state/session';
import { useSignOut } from '../../shared/ui/account/use-sign-out';
import { useSignals } from '../../shared/state/signals';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { cn } from '../../shared/ui/cn';
import { focusRing } from '../../shared/ui/focus-ring';
import { useApiClient } from '../../shared/ui/api-client-context';
import { useWidgetConfig } from './use-widget-config';
import type { WidgetConfig } from './use-widget-config';

/** Props of {@link WidgetFrame}. */
export interface WidgetFrameProps {
  /** The widget's title, shown as its heading (h2) and labelling the widget. */
  title: ReactNode;
  children: ReactNode;
  /** Shown beside the title, e.g. a help button; hidden with the content during maintenance. */
  actions?: ReactNode;
  /**
   * The feature toggle the widget's area depends on (`eca`, `holiday_camp`,
   * `enableSchoolBusBooking`…): while it is off the frame shows "not offered" instead of the
   * content.
   */
  feature?: FeatureToggleName;
}

/** The logo mark beside the product name (the portal's brand, drawn here: widgets/ cannot import admin/). */
function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-6 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M16 5 26 15 16 27 6 15Z" fill="#fff" />
      <path d="M16 5v22M6 15h20" className="stroke-primary" stroke-width="1.5" />
    </svg>
  );
}

/** Who is signed in inside the widget, with the way out; nothing while signed out. */
function SessionBar({ onSignedOut }: { onSignedOut: () => void }) {
  useSignals();
  const { i18n } = useLingui();
  const signOut = useSignOut();
  const user = currentUser.value;
  if (!user) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="text-gray-700">
        {i18n._('widgets.frame.signedInAs', { name: displayName(user) })}
      </span>
      <Button
        variant="secondary"
        className="h-8 px-3"
        onClick={() => {
          // The widget's store is the host page's one key (widgets/embed/widget-session.ts):
          // this ends every widget's sign-in on the page, never the portal's own cookie.
          signOut();
          onSignedOut();
        }}
      >
        {i18n._('widgets.frame.signOut')}
      </Button>
    </div>
  );
}

/** What the frame shows instead of, or as, the widget's content. */
function Content({
  config,
  feature,
  children,
}: {
  config: WidgetConfig;
  feature?: FeatureToggleName;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  if (config.maintenance) {
    return (
      <Alert title={i18n._('maintenance.title')}>
        <p>{i18n._('widgets.maintenance.text')}</p>
      </Alert>
    );
  }
  // While loading the toggles hold their defaults: a widget whose area is on by default renders
  // at once (its data loads beside the configuration), one that is off by default waits.
  if (feature && !config.toggles[feature]) {
    if (config.status === 'loading') {
      return <p className="text-sm text-gray-600">{i18n._('app.loading')}</p>;
    }
    return (
      <Alert title={i18n._('widgets.notOffered.title')}>
        <p>{i18n._('widgets.notOffered.text')}</p>
      </Alert>
    );
  }
  return children;
}

/**
 * The embeddable-public layout of a widget (spec 000 §2, issue 5 item 3): a compact logo bar
 * with the product name, the widget's title and, when signed in, the user and "Sign out"; then
 * the content, or the maintenance notice while maintenance is on (checked again every 30 s, so
 * the content comes back by itself), or "not offered" while `feature` is switched off; then a
 * footer with the copyright line and the portal's imprint.
 */
export function WidgetFrame({ title, children, actions, feature }: WidgetFrameProps) {
  const { i18n } = useLingui();
  const config = useWidgetConfig();
  const { baseURL } = useApiClient();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const blocked = config.maintenance || Boolean(feature && !config.toggles[feature]);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-gray-200 pb-3 text-sm">
          <span className="flex min-h-6 min-w-0 items-center gap-2">
            <LogoMark />
            {/* Left empty while loading, so the default name does not flash before the real one. */}
            <span className="truncate font-semibold tracking-tight text-gray-900">
              {config.status === 'loading' ? null : config.productName}
            </span>
          </span>
          <SessionBar onSignedOut={() => heading.current?.focus()} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id={titleId}
            ref={heading}
            // Focus lands here after signing out, where the removed button was.
            tabIndex={-1}
            className="rounded text-2xl font-semibold text-primary-800 outline-none"
          >
            {title}
          </h2>
          {blocked ? null : actions}
        </div>
      </header>
      <Content config={config} feature={feature}>
        {children}
      </Content>
      <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-gray-200 pt-3 text-center text-xs text-gray-600">
        {config.status === 'loading' ? null : (
          <span>
            {i18n._('footer.copyright', {
              year: new Date().getFullYear(),
              organisation: config.productName,
            })}
          </span>
        )}
        <a
          href={`${baseURL}/imprint`}
          target="_blank"
          rel="noopener"
          className={cn('rounded underline underline-offset-4 hover:text-primary-700', focusRing)}
        >
          {i18n._('footer.imprint')}
          <span className="sr-only"> {i18n._('widgets.frame.opensInNewTab')}</span>
        </a>
      </footer>
    </section>
  );
}
