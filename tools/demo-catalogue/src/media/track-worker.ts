// Worker-thread entry: renders tracks on request (see worker-pool.ts for how it is started).
import { isTrackJob, runTrackJob } from './track-job.js';
import { serveJobs } from './worker-protocol.js';

serveJobs(isTrackJob, runTrackJob);
