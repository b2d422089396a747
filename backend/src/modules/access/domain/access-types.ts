// The access types, and which of them are bought, are rules the client shares
// (packages/shared-rules): the access module takes them from there, not from the catalogue, whose
// module imports this one.
export {
  type AccessType,
  isPurchasable,
  PURCHASABLE_ACCESS_TYPES,
  type PurchasableAccessType,
} from '@encore/shared-rules';
