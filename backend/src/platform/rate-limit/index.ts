export { RateLimitModule } from './rate-limit.module.js';
export { RateLimiter, type WindowCount } from './rate-limiter.js';
export type { Reservation, ReservationPlan, ReservedCounter } from './reservation.js';
