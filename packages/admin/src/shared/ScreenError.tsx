import { ErrorText } from './styles';

/**
 * The screen's error text, announced (role alert); nothing when `message` is null.
 * @example <ScreenError message={create.isError ? texts.projectError : null} />
 */
export function ScreenError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <ErrorText role="alert" data-ui="ScreenError">
      {message}
    </ErrorText>
  );
}
