import { jest } from '@jest/globals';

// Real services, real processes (CLIs take ~3.5 s to load) and argon2 on a shared, loaded CI
// machine: Jest's 5 s default per test and hook is too tight, and at a load of 10 on two cores
// (another `make test` and an app beside this one) starting a test app alone took over 30 s. A
// bound on waiting, never a measure of speed. (Jest reads `testTimeout` only from the global
// config, not from a project's, hence this setup file.)
jest.setTimeout(90_000);
