import type { PortalFixtureProps } from '@greenroom/testing';
import type { Story } from '@ladle/react';
import type { ComponentType } from 'react';
import { useRestart } from '../shared';
import { AdminStoryPortal } from './AdminStoryPortal';

/** A form story's args: a test may hand in its own onBack, told when BACK is pressed. @example renderStory(Basic, { args: { onBack: vi.fn() } }); */
export interface BackArgs {
  onBack?: () => void;
}

type BackForm = ComponentType<{ onBack: () => void }>;

/** BACK as the producer screen wires it: the form starts over, and the story's onBack is told too. */
function StartsOver({ form: Form, onBack }: BackArgs & { form: BackForm }) {
  const [key, restart] = useRestart();
  const back = () => {
    onBack?.();
    restart();
  };
  return <Form key={key} onBack={back} />;
}

/**
 * A story of a form that ends in 'Success' with BACK: `form` in the admin portal (`fixture` holds
 * back or fails its calls), starting over on BACK.
 * @example export const Saving = backFormStory(CreateProducer, { pending: ['producers.create'] });
 */
export function backFormStory(form: BackForm, fixture: Pick<PortalFixtureProps, 'pending' | 'failing'> = {}): Story<BackArgs> {
  return ({ onBack }) => (
    <AdminStoryPortal {...fixture}>
      <StartsOver form={form} onBack={onBack} />
    </AdminStoryPortal>
  );
}
