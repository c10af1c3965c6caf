import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { useStoryBack } from '../stories/useStoryBack';
import { CreateProducer } from './CreateProducer';

/** BACK after 'Success' starts the form over; a test may hand in its own onBack. */
interface BackArgs {
  onBack?: () => void;
}

function Form({ onBack }: BackArgs) {
  const [key, back] = useStoryBack(onBack);
  return <CreateProducer key={key} onBack={back} />;
}

/** The five fields and the demo world's projects to assign (try the username 'producer': taken). */
export const Basic: Story<BackArgs> = (args) => (
  <AdminStoryPortal>
    <Form {...args} />
  </AdminStoryPortal>
);

/** SUBMIT has not been answered yet (fill the form and press it). */
export const Saving: Story<BackArgs> = (args) => (
  <AdminStoryPortal pending={['producers.create']}>
    <Form {...args} />
  </AdminStoryPortal>
);

/** SUBMIT fails (fill the form and press it). */
export const Error: Story<BackArgs> = (args) => (
  <AdminStoryPortal failing={['producers.create']}>
    <Form {...args} />
  </AdminStoryPortal>
);
