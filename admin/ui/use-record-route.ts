import { useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';

/**
 * The record dialog of a list page whose path names the record (`/customer/{id}`): the id in
 * the path, "new" opened from a button, and closing back to the list with its filters kept.
 * The dialog is mounted only while open, so focus goes back to the element that opened it by
 * hand: `startCreating` and `open` remember it.
 *
 * @example
 * const record = useRecordRoute('/customer');
 * <Button onClick={record.startCreating}>New</Button>
 * <CustomerTable onEdit={(row) => record.open(row.id)} />
 * {record.creating || record.pathId !== null ? <CustomerDialog … onClose={record.close} /> : null}
 */
export function useRecordRoute(listPath: string) {
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  /** The record the path names; null on the list itself or for a path id that is no number. */
  const pathId = id && /^\d+$/.test(id) ? Number(id) : null;

  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const startCreating = () => {
    rememberOpener();
    setCreating(true);
  };
  /** Opens a record's dialog through its path, which a reload or a shared link opens again. */
  const open = (recordId: number) => {
    rememberOpener();
    navigate(`${listPath}/${recordId}${window.location.search}`);
  };
  const close = () => {
    setCreating(false);
    if (pathId !== null) navigate(`${listPath}${window.location.search}`);
    window.setTimeout(() => opener.current?.isConnected && opener.current.focus());
  };
  return { pathId, creating, startCreating, open, close };
}
