import styled from 'styled-components';

/** A full-viewport page on the theme's background (error page, sign-in, admin pages). */
export const FullPage = styled.main`
  min-height: 100vh;
  box-sizing: border-box;
  padding: var(--gr-space-5);
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

/** Title row of an admin page: the title on the left, the ADMIN MENU button on the right. */
export const AdminHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-4);
  max-width: 960px;
  margin: 0 auto var(--gr-space-5);

  h1 {
    margin: 0;
    font-size: var(--gr-font-size-lg);
    font-weight: 600;
  }
`;

/** The body of an admin page. */
export const AdminBody = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: var(--gr-space-5);
  background: var(--gr-color-surface);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius);
`;

/** The admin menu's grid of buttons. */
export const MenuGrid = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: var(--gr-space-3);

  button {
    width: 100%;
    justify-content: center;
  }
`;
