import { Link } from '../router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useHeadingFocus } from '../app/useHeadingFocus';
import { hostTexts } from '../texts';
import { CenteredPage } from './styles';

/** Texts of the error page (docs/reference/portal.md §2). */
export const errorPageTexts = {
  notFound: 'Unable to find a page using the link provided.',
  returnToPortal: 'Return to Producer Portal',
  returnToSignIn: 'Return to Sign In',
  signInHint: 'Please return to sign in form to ensure you are authenticated.',
} as const;

/**
 * The error page of docs/reference/portal.md §2: /error, any unknown path, and (signed out) every path but
 * /, /space/{id} and /booking/{id}. Signed in it links back to /home, signed out to sign-in.
 * @example
 * <Route path="*" element={<ErrorPage signedIn={Boolean(session)} />} />
 */
export function ErrorPage({ signedIn }: { signedIn: boolean }) {
  useDocumentTitle(hostTexts.titles.notFound);
  const heading = useHeadingFocus();
  return (
    <CenteredPage data-ui="ErrorPage">
      <h1 ref={heading} tabIndex={-1}>
        {errorPageTexts.notFound}
      </h1>
      {signedIn ? (
        <Link to="/home">{errorPageTexts.returnToPortal}</Link>
      ) : (
        <>
          <p>{errorPageTexts.signInHint}</p>
          <Link to="/">{errorPageTexts.returnToSignIn}</Link>
        </>
      )}
    </CenteredPage>
  );
}
