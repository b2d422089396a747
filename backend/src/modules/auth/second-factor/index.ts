// The TOTP second factor (docs/adr/0031): its Nest module and the gate the admin boundary asks.
export { SecondFactorGate } from './second-factor-gate.js';
export { SecondFactorModule } from './second-factor.module.js';
export type { SecondFactorState } from './second-factor.repository.js';
