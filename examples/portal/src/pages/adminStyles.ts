import { media, styled } from '@greenroom/ui';

// The admin pages' frame, apart from the sign-in and error pages' styles: the first screen
// carries every export of a module it imports.

/** An admin page: its header (banner) above its main content, on the theme's background. */
export const AdminPage = styled.div`
  min-height: 100vh;
  box-sizing: border-box;
  background: var(--gr-color-bg);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

/** The admin pages' banner: product name on the left, theme switch and Sign Out on the right. */
export const AdminBanner = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-3);
  padding: var(--gr-space-3) var(--gr-space-4);
  background: var(--gr-color-surface);
  border-bottom: 1px solid var(--gr-color-border);
`;

export const ProductName = styled.span`
  font-size: var(--gr-font-size-lg);
  font-weight: 700;
  letter-spacing: 0.02em;
`;

/** The release label beside the header's buttons. */
export const ReleaseLabel = styled.span`
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted);
`;

export const AdminBannerActions = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gr-space-2);
`;

/** The admin page's main landmark. */
export const AdminMain = styled.main`
  box-sizing: border-box;
  padding: var(--gr-space-5) var(--gr-space-3);

  ${media.md} {
    padding: var(--gr-space-5);
  }
`;

/** Title row of an admin page: the title on the left, the ADMIN MENU button on the right (wrapping on a phone). */
export const AdminTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-3) var(--gr-space-4);
  max-width: 960px;
  margin: 0 auto var(--gr-space-5);

  h1 {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: var(--gr-font-size-lg);
    font-weight: 600;
  }
`;

/** The body of an admin page. */
export const AdminBody = styled.section`
  box-sizing: border-box;
  max-width: 960px;
  margin: 0 auto;
  padding: var(--gr-space-3);

  ${media.md} {
    padding: var(--gr-space-5);
  }

  background: var(--gr-color-surface);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius);
`;

/** The admin menu's grid of buttons. */
export const MenuGrid = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: var(--gr-space-3);

  button {
    width: 100%;
    justify-content: center;
  }
`;
