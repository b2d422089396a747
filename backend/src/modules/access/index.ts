// Album access: the one rule (AlbumAccess) every route that hands out full audio asks, and the
// grants the payments module writes in the same transaction as a purchase's state.
export { AccessModule } from './access.module.js';
export { ACCESS_DATABASE } from './access.database.js';
export { AlbumAccess, type AlbumAccessSubject } from './album-access.js';
export { type AlbumGrantState, AlbumGrantsRepository } from './album-grants.repository.js';
export {
  isPurchasable,
  PURCHASABLE_ACCESS_TYPES,
  type PurchasableAccessType,
} from './domain/access-types.js';
