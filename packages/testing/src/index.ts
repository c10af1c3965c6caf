// @greenroom/testing: the feature kit for stories and tests (a dev dependency; never in production code).
export {};
