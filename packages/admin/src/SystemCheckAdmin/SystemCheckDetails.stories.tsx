import type { Story } from '@ladle/react';
import { Button } from '@greenroom/ui';
import type { SystemCheck } from '@greenroom/core';
import { useState } from 'react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { SPARSE_SYSTEM_CHECK_SAMPLE, SYSTEM_CHECK_SAMPLE } from './samples';
import { SystemCheckDetails } from './SystemCheckDetails';

export default { title: 'Admin / Parts / System Check Details' };

/** CLOSE hides the popup (a button opens it again); a test may hand in its own onClose. */
interface CloseArgs {
  onClose?: () => void;
}

function Popup({ check, onClose }: CloseArgs & { check: SystemCheck }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      {open && (
        <SystemCheckDetails
          check={check}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

/** A check that failed the camera, game server and screenshare tests. */
export const Basic: Story<CloseArgs> = (args) => (
  <AdminStoryPortal>
    <Popup check={SYSTEM_CHECK_SAMPLE} {...args} />
  </AdminStoryPortal>
);

/** A check without a last name, versions or comment. */
export const Sparse: Story<CloseArgs> = (args) => (
  <AdminStoryPortal>
    <Popup check={SPARSE_SYSTEM_CHECK_SAMPLE} {...args} />
  </AdminStoryPortal>
);
