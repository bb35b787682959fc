import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card } from '../../../shared/ui/card';
import type { MessageId } from '../../../shared/model/message-ids';

/** Props of {@link AccountCard}. */
export interface AccountCardProps {
  title: string;
  intro?: ReactNode;
  /** The catalog id of the link back to sign-in below the card's content, if any. */
  loginLinkKey?: MessageId;
  children: ReactNode;
}

/** The centred card the account pages share with the sign-in page. */
export function AccountCard({ title, intro, loginLinkKey, children }: AccountCardProps) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-1 items-center justify-center">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-gray-600">{intro}</p> : null}
        <div className="mt-6">{children}</div>
        {loginLinkKey ? (
          <p className="mt-6 text-center text-sm">
            <Link
              href="/login"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {i18n._(loginLinkKey)}
            </Link>
          </p>
        ) : null}
      </Card>
    </div>
  );
}
