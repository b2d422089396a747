// Worker-thread entry: renders continuous albums on request (see worker-pool.ts).
import { isContinuousJob, runContinuousJob } from './continuous-job.js';
import { serveJobs } from './worker-protocol.js';

serveJobs(isContinuousJob, runContinuousJob);
