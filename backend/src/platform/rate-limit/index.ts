export { RateLimitModule } from './rate-limit.module.js';
export { RateLimiter, type WindowCount } from './rate-limiter.js';
