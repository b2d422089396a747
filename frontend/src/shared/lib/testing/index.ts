export { FakeXhr, installFakeXhr, lastXhr } from './fake-xhr';
