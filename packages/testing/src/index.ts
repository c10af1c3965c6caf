// @greenroom/testing: the feature kit for stories and tests (a dev dependency; never in production code).
export { PortalFixture, PORTAL_FIXTURE_NOW, useFixtureScope, type PortalFixtureProps, type FixtureScope } from './PortalFixture';
export { controlApi, createApiControl, type ApiCall, type ApiControl } from './controlApi';
export { renderStory, renderInFixture, type RenderStoryOptions, type StoryRender } from './renderStory';
