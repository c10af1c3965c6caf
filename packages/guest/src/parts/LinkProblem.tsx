import { useTexts } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { useEffect, useRef } from 'react';
import { guestTextTable } from '../texts';
import { Notice } from './styles';

/** Props of LinkProblem. */
export interface LinkProblemProps {
  /** What the server said: the booking's own text for the link (Messages tab), core's default, or a network message. */
  message: string;
  /** Offered for failures worth repeating (network, server errors), not for a refused link. */
  onRetry?: () => void;
}

/**
 * A link that does not lead in: a heading and the server's message, announced (role alert) and
 * focused when it appears, so a keyboard or screen-reader user lands on it.
 * @example <LinkProblem message={error.message} />
 */
export function LinkProblem({ message, onRetry }: LinkProblemProps) {
  const texts = useTexts(guestTextTable);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <Notice ref={ref} tabIndex={-1} role="alert" data-ui="GuestLinkProblem">
      <h1>{texts.linkProblem}</h1>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {texts.retry}
        </Button>
      )}
    </Notice>
  );
}
