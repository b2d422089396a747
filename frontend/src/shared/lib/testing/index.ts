export { FakeXhr, installFakeXhr, lastXhr } from './fake-xhr';
export { installFakeFetch, type FakeFetch } from './fake-fetch';
export { FakeMediaSession, installFakeMediaSession } from './fake-media-session';
