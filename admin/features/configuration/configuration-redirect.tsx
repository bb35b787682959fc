import { Redirect, useParams } from 'wouter';
import { isAdminTab } from './admin-tabs';

/** `/cfg/{tab}` (spec 000 §6, SYS_ADMIN): the configuration area lives under `/admin`. */
export function ConfigurationRedirect() {
  const { tab } = useParams<{ tab?: string }>();
  return <Redirect to={isAdminTab(tab) ? `/admin/${tab}` : '/admin'} replace />;
}
