import { Link } from '../router';
import { Button, EmptyState } from '@greenroom/ui';
import { hostTexts } from '../texts';
import { NoticePage, PanelNotice } from '../pages/styles';

export interface LoadFailedNoticeProps {
  /** A whole page (its own main landmark, a link back to /home when signed in) or a notice inside a tab. */
  fullScreen?: boolean;
  /** Signed in: the full-screen notice links back to the Producer Portal. */
  signedIn?: boolean;
  onReload: () => void;
}

/**
 * What shows where a screen's code failed to load: what happened, Reload, and (full screen, signed
 * in) a link back to the portal.
 * @example
 * <LoadFailedNotice fullScreen signedIn onReload={() => window.location.reload()} />
 */
export function LoadFailedNotice({ fullScreen = false, signedIn = false, onReload }: LoadFailedNoticeProps) {
  const texts = hostTexts.loadFailed;
  const notice = (
    <EmptyState
      title={texts.title}
      message={texts.message}
      action={
        <Button variant="primary" onClick={onReload}>
          {texts.reload}
        </Button>
      }
    />
  );
  if (!fullScreen) {
    return (
      <PanelNotice role="alert" data-ui="LoadFailedNotice">
        {notice}
      </PanelNotice>
    );
  }
  return (
    <NoticePage data-ui="LoadFailedNotice">
      <div role="alert">{notice}</div>
      {signedIn && <Link to="/home">{texts.returnToPortal}</Link>}
    </NoticePage>
  );
}
