import { useEffect, useState } from 'react';

/** A service id from a widget attribute: a positive whole number, else null. */
export const serviceIdOf = (value: string | undefined): number | null =>
  value && /^\d+$/.test(value) ? Number(value) : null;

/**
 * Which service a list widget shows in full (null: the list). It starts at the `service`
 * attribute and follows it when the host changes it; the list and Back set it in between.
 */
export function useOpenService(service: string | undefined) {
  const [openId, setOpenId] = useState(() => serviceIdOf(service));
  useEffect(() => setOpenId(serviceIdOf(service)), [service]);
  return [openId, setOpenId] as const;
}
