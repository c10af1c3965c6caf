import { useProductName } from '@greenroom/core';
import { SignInPage } from '@greenroom/auth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { SignInLayout } from '../pages/styles';
import { hostTexts } from '../texts';

/**
 * The sign-in screen at /, and at /space/{id} or /booking/{id} for a signed-out visitor (then it
 * says 'Please log in to see this page' and, once signed in, stays on the link).
 * @example
 * <Route path="/space/:spaceID" element={<SignInRoute fromLink="space" />} />
 */
export default function SignInRoute({ fromLink }: { fromLink?: 'space' | 'booking' }) {
  const productName = useProductName();
  useDocumentTitle(hostTexts.titles.signIn);
  return (
    <SignInLayout data-ui="SignInRoute">
      <h1>{productName}</h1>
      <SignInPage fromLink={fromLink} />
    </SignInLayout>
  );
}
