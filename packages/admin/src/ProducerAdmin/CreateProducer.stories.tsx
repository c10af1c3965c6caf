import { backFormStory } from '../stories/backFormStory';
import { CreateProducer } from './CreateProducer';

export default { title: 'Admin / Parts / Create Producer' };

/** The five fields and the demo world's projects to assign (try the username 'producer': taken). BACK after 'Success' starts over. */
export const Basic = backFormStory(CreateProducer);

/** SUBMIT has not been answered yet (fill the form and press it). */
export const Saving = backFormStory(CreateProducer, { pending: ['producers.create'] });

/** SUBMIT fails (fill the form and press it). */
export const Error = backFormStory(CreateProducer, { failing: ['producers.create'] });

/** The projects cannot be read: 'Error retrieving projects', then a navigation to /. */
export const ProjectsError = backFormStory(CreateProducer, { failing: ['projects.list'] });
