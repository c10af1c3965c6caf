import type { Story } from '@ladle/react';
import { useState } from 'react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { SuccessPanel } from './SuccessPanel';

export default { title: 'Admin / Parts / Success Panel' };

/** BACK in the story shows 'Back pressed'; a test may hand in its own onBack. */
interface BackArgs {
  onBack?: () => void;
}

function WithBack({ onBack }: BackArgs) {
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <SuccessPanel
        onBack={() => {
          onBack?.();
          setPressed(true);
        }}
      />
      {pressed && <p>Back pressed</p>}
    </>
  );
}

/** 'Success' with BACK, focused. */
export const Basic: Story<BackArgs> = (args) => (
  <AdminStoryPortal>
    <WithBack {...args} />
  </AdminStoryPortal>
);

/** 'Success' alone, where the spec has no BACK. */
export const WithoutBack: Story = () => (
  <AdminStoryPortal>
    <SuccessPanel />
  </AdminStoryPortal>
);
