export { renderStory, renderInFixture, type RenderStoryOptions, type StoryRender } from './renderStory';
