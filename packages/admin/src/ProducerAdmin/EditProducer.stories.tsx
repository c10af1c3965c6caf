import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { useStoryBack } from '../stories/useStoryBack';
import { EditProducer } from './EditProducer';

/** BACK after 'Success' starts the form over; a test may hand in its own onBack. */
interface BackArgs {
  onBack?: () => void;
}

function Form({ onBack }: BackArgs) {
  const [key, back] = useStoryBack(onBack);
  return <EditProducer key={key} onBack={back} />;
}

/** The demo world's producers by name; choosing one splits the projects by theirs. */
export const Basic: Story<BackArgs> = (args) => (
  <AdminStoryPortal>
    <Form {...args} />
  </AdminStoryPortal>
);

/** The producers have not loaded yet: Choose Producer waits. */
export const Loading: Story<BackArgs> = (args) => (
  <AdminStoryPortal pending={['producers.list']}>
    <Form {...args} />
  </AdminStoryPortal>
);

/** The producers could not be read. */
export const LoadError: Story<BackArgs> = (args) => (
  <AdminStoryPortal failing={['producers.list']}>
    <Form {...args} />
  </AdminStoryPortal>
);

/** SAVE has not been answered yet (choose a producer and press it). */
export const Saving: Story<BackArgs> = (args) => (
  <AdminStoryPortal pending={['producers.updateProjects']}>
    <Form {...args} />
  </AdminStoryPortal>
);

/** SAVE fails (choose a producer and press it). */
export const Error: Story<BackArgs> = (args) => (
  <AdminStoryPortal failing={['producers.updateProjects']}>
    <Form {...args} />
  </AdminStoryPortal>
);
