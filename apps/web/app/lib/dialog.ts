// The OTP dialogs (registration, start a campaign): rendered open by the server so they work
// without JavaScript, reopened as a modal once hydrated so focus stays inside (APG dialog).
import { type RefObject, useEffect, useState } from 'react';

export function useModalOnHydrate(ref: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const d = ref.current;
    if (d && !d.matches(':modal')) {
      d.close();
      d.showModal();
    }
  }, [ref]);
}

/** Seconds left before "resend" may be pressed; starts again whenever the server answers anew. */
export function useResendCountdown(seconds: number, answer: unknown): number {
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer from the server restarts the countdown
  useEffect(() => {
    setLeft(seconds);
    const t = window.setInterval(() => setLeft((w) => (w > 0 ? w - 1 : 0)), 1000);
    return () => window.clearInterval(t);
  }, [seconds, answer]);
  return left;
}
