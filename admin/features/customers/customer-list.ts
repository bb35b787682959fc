import { fetchCustomerPage } from '../../../shared/api/customer-office';
import { customerListQuery } from '../../../shared/model/customer-office';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag saving a customer invalidates. */
export const CUSTOMERS_TAG = 'customers';

/** The page of customers the URL asks for, reloaded by `invalidate(CUSTOMERS_TAG)`. */
export function useCustomerList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(customerListQuery);
  const list = useList(
    (current, signal) => fetchCustomerPage(client, current, { signal }),
    query,
    key,
    [CUSTOMERS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useCustomerList} answers. */
export type CustomerList = ReturnType<typeof useCustomerList>;
