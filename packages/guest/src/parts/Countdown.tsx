import { countdownMinutes, countdownTo, useTexts } from '@greenroom/core';
import { VisuallyHidden } from '@greenroom/ui';
import { useEffect, useRef, useState } from 'react';
import { useGuestNow } from '../GuestProvider';
import { guestTextTable } from '../texts';
import { Digits } from './styles';

/** Props of Countdown. */
export interface CountdownProps {
  /** The instant counted down to (epoch ms). */
  target: number;
  /** Called once when the target is reached (the page then asks the server for the room's state). */
  onDone?: () => void;
}

/**
 * Counts down to `target` by the GuestProvider's clock, once a second. The digits are hidden from
 * screen readers; a polite live region says the time left in whole minutes, so it speaks at most
 * once a minute.
 * @example <Countdown target={Date.parse(page.roomOpens)} onDone={reload} />
 */
export function Countdown({ target, onDone }: CountdownProps) {
  const texts = useTexts(guestTextTable).join;
  const now = useGuestNow();
  const [nowMs, setNowMs] = useState(() => now().getTime());
  const done = useRef(onDone);
  done.current = onDone;
  const left = countdownTo(target, nowMs);

  useEffect(() => {
    const timer = setInterval(() => setNowMs(now().getTime()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  useEffect(() => {
    if (left === null) done.current?.();
  }, [left === null]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the count reaches zero

  if (!left) return null;
  const spoken = countdownMinutes(left);
  return (
    <div data-ui="GuestCountdown">
      <p>{texts.opensIn}</p>
      <Digits aria-hidden="true">{texts.countdown(left.days, left.hours, left.minutes, left.seconds)}</Digits>
      <div role="status" aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{`${texts.opensIn} ${texts.countdownSpoken(spoken.days, spoken.hours, spoken.minutes)}`}</VisuallyHidden>
      </div>
    </div>
  );
}
