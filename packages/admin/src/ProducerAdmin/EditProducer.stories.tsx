import { backFormStory } from '../stories/backFormStory';
import { EditProducer } from './EditProducer';

export default { title: 'Admin / Parts / Edit Producer' };

/** The demo world's producers by name; choosing one splits the projects by theirs. BACK after 'Success' starts over. */
export const Basic = backFormStory(EditProducer);

/** The producers have not loaded yet: Choose Producer waits. */
export const Loading = backFormStory(EditProducer, { pending: ['producers.list'] });

/** The producers could not be read. */
export const LoadError = backFormStory(EditProducer, { failing: ['producers.list'] });

/** SAVE has not been answered yet (choose a producer and press it). */
export const Saving = backFormStory(EditProducer, { pending: ['producers.updateProjects'] });

/** SAVE fails (choose a producer and press it). */
export const Error = backFormStory(EditProducer, { failing: ['producers.updateProjects'] });
