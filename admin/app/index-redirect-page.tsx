import { Redirect } from 'wouter';
import { indexRedirect } from '../../shared/access/index-redirect';
import { currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';

/** `/`: sends each visitor to their start page (spec 000 §4). */
export function IndexRedirectPage() {
  useSignals();
  return <Redirect to={indexRedirect(currentUser.value)} replace />;
}
