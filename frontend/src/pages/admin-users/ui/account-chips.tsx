import { Chip } from '@/shared/ui/chip';
import type { AccountRole } from '../api/admin-users-api';
import { ROLE_LABELS } from '../lib/account-labels';

const ROLE_VARIANTS = { listener: 'default', artist: 'secondary', admin: 'primary' } as const;

export function RoleChip({ role }: { role: AccountRole }) {
  return <Chip variant={ROLE_VARIANTS[role]}>{ROLE_LABELS[role]}</Chip>;
}

export function StatusChip({ disabled }: { disabled: boolean }) {
  return disabled ? <Chip variant="danger">Disabled</Chip> : <Chip variant="success">Active</Chip>;
}
