import 'reflect-metadata';

import { workerEnvironment } from './worker-isolation.mjs';

// This spec's worker: its own database copy, Redis namespace and folders (worker-isolation.mjs).
Object.assign(process.env, workerEnvironment(process.env, Number(process.env.JEST_WORKER_ID ?? 1)));
