import type { ReactNode } from 'react';
import { Card } from '../../../shared/ui/card';

/** Props of {@link AccountCard}. */
export interface AccountCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The centred card the account pages share with the sign-in page. */
export function AccountCard({ title, intro, children }: AccountCardProps) {
  return (
    <div className="flex flex-1 items-center justify-center">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-gray-600">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
