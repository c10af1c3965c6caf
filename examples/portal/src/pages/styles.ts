import { styled } from '@greenroom/ui';

/** A full-viewport page on the theme's background, its main landmark (error page, sign-in). */
export const FullPage = styled.main`
  min-height: 100vh;
  box-sizing: border-box;
  padding: var(--gr-space-5) var(--gr-space-3);
  background: var(--gr-color-bg);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

/** The centred column of the error page. */
export const CenteredPage = styled(FullPage)`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--gr-space-4);
  text-align: center;

  h1 {
    margin: 0;
    max-width: 36ch;
    font-size: var(--gr-font-size-lg);
    font-weight: 600;
  }

  p {
    margin: 0;
    color: var(--gr-color-text-muted);
  }

  a {
    color: var(--gr-color-primary);
    font-weight: 600;
  }
`;

/** The sign-in page: the product's name above the sign-in card. */
export const SignInLayout = styled(FullPage)`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding-top: 12vh;

  h1 {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 700;
    letter-spacing: 0.02em;
  }
`;

/** A notice inside a tab panel (e.g. its code failed to load), clear of the panel's edges. */
export const PanelNotice = styled.div`
  padding: var(--gr-space-5) var(--gr-space-3);
`;

/** A whole page that only says something went wrong (e.g. its code failed to load), centred, with a link back. */
export const NoticePage = styled(FullPage)`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--gr-space-4);

  a {
    color: var(--gr-color-primary);
    font-weight: 600;
  }
`;
