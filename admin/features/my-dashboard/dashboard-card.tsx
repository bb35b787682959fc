import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'wouter';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';

/** A link at a card's foot (or inside it) to the screen the card summarises. */
export function CardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className={cn(
        'inline-flex min-h-11 items-center rounded text-sm font-medium text-primary-700 underline-offset-4 hover:underline',
        focusRing,
      )}
    >
      {children}
    </Link>
  );
}

/** Props of {@link DashboardCard}. */
export interface DashboardCardProps {
  /** The heading's id, so the card is a region named by it. */
  id: string;
  title: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The links to the screens behind the card. */
  links?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of the personal area's start page: an icon, a heading, the content and its links. */
export function DashboardCard({
  id,
  title,
  icon: Icon,
  links,
  className,
  children,
}: DashboardCardProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex flex-col rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {title}
      </h2>
      <div className="mt-3 flex-1 text-sm text-gray-800">{children}</div>
      {links ? <div className="mt-3 flex flex-wrap gap-x-5">{links}</div> : null}
    </section>
  );
}
