// Which access types are bought is a rule the client shares (packages/shared-rules).
export {
  isPurchasable,
  PURCHASABLE_ACCESS_TYPES,
  type PurchasableAccessType,
} from '@encore/shared-rules';
