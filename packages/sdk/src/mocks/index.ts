export { createHandlers, DEFAULT_MOCK_BASE_URL } from './createHandlers';
export { scenarios, payingOperations, type ScenarioName } from './scenarios';
export { mockHttp, ok, page, type MockHttp, type MockOptions } from './http';
export { people, normalMe, vipMe, svipMe, newMe, personById, toBrief } from './fixtures/users';
