/**
 * The pace of a benchmark's chat senders, the same for the API sender and the bare
 * server's loop: `perSecond` messages evenly spaced (each sent on time even when the
 * one before has not finished), or a burst of them back to back with `inFlight` at
 * once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { clockMs } from './stamp';

export interface SendPlan {
  /** Sequence number of the first message; the others follow it. */
  first: number;
  count: number;
  /** Messages per second, or null for a burst. */
  perSecond: number | null;
  /** Sends at once during a burst. */
  inFlight: number;
}

/** Calls `send` once per sequence number of `plan`; resolves when every send has. */
export async function sendPaced(plan: SendPlan, send: (seq: number) => Promise<void>): Promise<void> {
  const last = plan.first + plan.count;
  if (plan.perSecond === null) {
    let next = plan.first;
    const worker = async () => {
      while (next < last) await send(next++);
    };
    await Promise.all(Array.from({ length: plan.inFlight }, worker));
    return;
  }
  const start = clockMs();
  const sends: Promise<void>[] = [];
  for (let seq = plan.first; seq < last; seq++) {
    const due = start + ((seq - plan.first) * 1000) / plan.perSecond;
    await sleep(Math.max(0, due - clockMs()));
    sends.push(send(seq));
  }
  await Promise.all(sends);
}
