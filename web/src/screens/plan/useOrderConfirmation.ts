import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import type { Plan } from '../../gql/graphql';
import { OrderStatusQuery } from './documents';

/** How often and how long /plan asks after an order the trade page has just sent the buyer back from. */
const CONFIRM_POLL_MS = 1_500;
const CONFIRM_TRIES = 20;

export type Confirmation =
  { phase: 'confirming' } | { phase: 'paid'; plan: Plan } | { phase: 'cancelled' } | { phase: 'pending' } | { phase: 'failed'; error: unknown };

/**
 * Back from the trade page with `?order_id=`, /plan asks checkpay until the order is paid or cancelled (the provider's
 * notification may arrive after the browser), then calls `onSettled` once so the plan and its limits are read again.
 */
export function useOrderConfirmation(orderId: string | null, onSettled: () => void): Confirmation | null {
  const [tries, setTries] = useState(0);
  const [result, ask] = useQuery({ query: OrderStatusQuery, variables: { orderId: orderId ?? '' }, pause: !orderId, requestPolicy: 'network-only' });
  const status = result.data?.orderStatus;
  const settled = useRef(false);

  useEffect(() => {
    if (!status || result.fetching) return;
    if (status.status !== 'pending') {
      if (!settled.current) onSettled();
      settled.current = true;
      return;
    }
    if (tries >= CONFIRM_TRIES) return;
    const timer = setTimeout(() => {
      setTries((n) => n + 1);
      ask({ requestPolicy: 'network-only' });
    }, CONFIRM_POLL_MS);
    return () => clearTimeout(timer);
  }, [ask, onSettled, result.fetching, status, tries]);

  if (!orderId) return null;
  if (result.error && !status) return { phase: 'failed', error: result.error };
  if (!status || (status.status === 'pending' && tries < CONFIRM_TRIES)) return { phase: 'confirming' };
  if (status.status === 'paid') return { phase: 'paid', plan: status.plan };
  return { phase: status.status === 'cancelled' ? 'cancelled' : 'pending' };
}
