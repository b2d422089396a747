// The admin area's accounts: the list (/admin/users) and one account's page (/admin/users/:userId).
export { AdminUserPage } from './ui/admin-user-page';
export { AdminUsersPage } from './ui/admin-users-page';
