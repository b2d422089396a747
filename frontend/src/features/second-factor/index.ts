// Two-step sign-in (TOTP, docs/adr/0031 and 0034): the settings any account has (the profile
// dashboard, the admin Security page) and the admin area's door that asks for it.
export { AdminSecondFactorGate, AdminsOnly } from './ui/admin-second-factor-gate';
export { SecondFactorSettings } from './ui/second-factor-settings';
export type { SecondFactorSettingsProps } from './ui/second-factor-settings';
