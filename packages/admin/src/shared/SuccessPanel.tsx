import { useTexts } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { useEffect, useRef } from 'react';
import { adminTextTable } from '../texts';
import { SuccessBox } from './styles';

export interface SuccessPanelProps {
  /** BACK: the screen starts over (the spec's "reloads the page"). Without it no BACK is shown. */
  onBack?: () => void;
}

/**
 * 'Success' after an admin change, with BACK where the spec has one; announced (role status) and
 * focused so a keyboard or screen-reader user lands on it.
 * @example
 * {done ? <SuccessPanel onBack={reset} /> : <Form />}
 */
export function SuccessPanel({ onBack }: SuccessPanelProps) {
  const texts = useTexts(adminTextTable);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <SuccessBox data-ui="SuccessPanel">
      <p role="status" tabIndex={-1} ref={ref}>
        {texts.success}
      </p>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {texts.back}
        </Button>
      )}
    </SuccessBox>
  );
}
