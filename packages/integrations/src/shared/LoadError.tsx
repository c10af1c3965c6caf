import { useTexts } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { integrationTextTable } from '../texts';
import { ErrorRow, ErrorText } from './styles';

export interface LoadErrorProps {
  /** What could not be read. */
  message: string;
  /** RETRY: reads it again. */
  onRetry: () => void;
  /** RETRY is busy while the read runs again. */
  retrying?: boolean;
}

/**
 * A read that failed: its text, announced (role alert), and RETRY.
 * @example {list.isError && <LoadError message={texts.keysError} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
 */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const texts = useTexts(integrationTextTable);
  return (
    <ErrorRow data-ui="LoadError">
      <ErrorText role="alert">{message}</ErrorText>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {texts.retry}
      </Button>
    </ErrorRow>
  );
}
