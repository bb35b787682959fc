import { LandingPage } from './landing-page';

/** `/credentials`: the start page of external providers. */
export function CredentialsPage() {
  return <LandingPage titleKey="credentials.title" introKey="credentials.intro" />;
}
