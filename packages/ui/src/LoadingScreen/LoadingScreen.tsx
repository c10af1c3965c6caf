import { useTexts } from '@greenroom/core';
import { Spinner } from '../Spinner/Spinner';
import { uiTextTable } from '../texts';
import { useThemeCheck } from '../theme/useThemeCheck';
import { LoadingRoot, LoadingText } from './styles';

export interface LoadingScreenProps {
  /** Visible text and the spinner's name. Default 'Loading' (spec text). */
  text?: string;
  /** Fill the viewport (default) or just a 240 px tall area of its container. */
  fullScreen?: boolean;
}

/**
 * A centred Spinner with the visible text 'Loading', shown while a linked space or booking is
 * fetched.
 *
 * @example
 * if (space.isPending) return <LoadingScreen />;
 */
export function LoadingScreen({ text: textProp, fullScreen = true }: LoadingScreenProps) {
  const texts = useTexts(uiTextTable);
  const text = textProp ?? texts.loading;
  const checkRef = useThemeCheck<HTMLDivElement>('LoadingScreen');
  return (
    <LoadingRoot ref={checkRef} data-ui="LoadingScreen" aria-busy="true" $fullScreen={fullScreen}>
      <Spinner size={40} label={text} />
      {/* The spinner already announces the text. */}
      <LoadingText aria-hidden="true">{text}</LoadingText>
    </LoadingRoot>
  );
}
