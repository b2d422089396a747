import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../platform/http/index.js';
import { ACCESS_TYPES, type AccessType } from '../../catalogue/index.js';
import {
  PURCHASE_SORTS,
  PURCHASE_STATUSES,
  type PurchaseHistoryRecord,
  type PurchaseListing,
  type PurchaseLogEntry,
  type PurchaseRecord,
  type PurchaseSort,
  type PurchaseStatus,
  REFUND_REASONS,
  REFUND_STATES,
  type RefundReason,
  type RefundState,
  refundStateOf,
  type SortOrder,
} from '../../payments/index.js';
import { AdminPageQuery, instant } from '../audit/audit.dto.js';
import { orderField, sortField } from '../dto/list-query-fields.js';

const UUID = (what: string) =>
  Field(
    { type: 'string', format: 'uuid' },
    {
      optional: true,
      description: `Only purchases of this ${what}`,
      message: `${what}_id must be a UUID`,
    },
  );
/** The purchases list's filters, order and page (`before`: the previous page's next_cursor, same sort and order). */
export class PurchaseListQuery extends AdminPageQuery {
  @Field(
    { type: 'string', enum: PURCHASE_STATUSES },
    { optional: true, message: `status must be one of ${PURCHASE_STATUSES.join(', ')}` },
  )
  status?: PurchaseStatus;

  @Field(
    { type: 'string', minLength: 1, maxLength: 254 },
    {
      optional: true,
      trim: true,
      description: "Part of the buyer's email, any case",
      message: 'buyer is part of an email, 1 to 254 characters',
    },
  )
  buyer?: string;

  @UUID('buyer')
  buyer_id?: string;

  @Field(
    { type: 'string', minLength: 1, maxLength: 300 },
    {
      optional: true,
      trim: true,
      description: "Part of the album's title, any case",
      message: 'album is part of a title, 1 to 300 characters',
    },
  )
  album?: string;

  @UUID('album')
  album_id?: string;

  @instant('Checkouts opened from this day or time, inclusive (UTC)')
  from?: string;

  @instant('Checkouts opened before this day or time, exclusive (UTC)')
  to?: string;

  @sortField(
    PURCHASE_SORTS,
    'created_at (when the checkout opened; newest first by default), buyer (email) or album (title; A to Z by default)',
  )
  sort?: PurchaseSort;

  @orderField('asc or desc')
  order?: SortOrder;
}

export class PurchaseIdParams {
  @Field({ type: 'string', format: 'uuid' }, { message: 'The purchase id must be a UUID' })
  id!: string;
}

export class RefundRequestDto {
  @Field(
    { type: 'string', enum: REFUND_REASONS },
    {
      optional: true,
      description: "Stripe's reason for the refund; default requested_by_customer",
      message: `reason must be one of ${REFUND_REASONS.join(', ')}`,
    },
  )
  reason?: RefundReason;
}

export class AdminPurchaseBuyerDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() display_name!: string;
}

export class AdminPurchaseAlbumDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() artist_name!: string;
}

/** A purchase as the admin list shows it. */
export class AdminPurchaseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time', description: 'When the checkout opened' })
  created_at!: string;
  @ApiProperty({ enum: PURCHASE_STATUSES }) status!: PurchaseStatus;
  @ApiProperty({
    enum: REFUND_STATES,
    description:
      'refundable: an admin may refund it; requested: asked of Stripe, waiting for its event',
  })
  refund_state!: RefundState;
  @ApiProperty({ enum: ACCESS_TYPES }) access_type!: AccessType;
  @ApiProperty({ description: 'In minor units (599 = £5.99)' }) amount!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiProperty({ type: AdminPurchaseBuyerDto }) buyer!: AdminPurchaseBuyerDto;
  @ApiProperty({ type: AdminPurchaseAlbumDto }) album!: AdminPurchaseAlbumDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paid_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) refunded_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  refund_requested_at!: string | null;
}

export class AdminPurchasePageDto {
  @ApiProperty({ type: [AdminPurchaseDto] }) purchases!: AdminPurchaseDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as before (with the same sort and order) for the next page',
  })
  next_cursor!: string | null;
}

const LOG_KINDS = ['checkout_opened', 'refund_requested', 'stripe_event', 'status_change'] as const;

/** One line of a purchase's event log; the fields that do not apply to its kind are null. */
export class PurchaseLogEntryDto {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ enum: LOG_KINDS }) kind!: PurchaseLogEntry['kind'];
  @ApiProperty({ type: String, nullable: true }) stripe_event_id!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'charge.refunded' })
  stripe_event_type!: string | null;
  @ApiProperty({ enum: PURCHASE_STATUSES, nullable: true }) from_status!: PurchaseStatus | null;
  @ApiProperty({ enum: PURCHASE_STATUSES, nullable: true }) to_status!: PurchaseStatus | null;
  @ApiProperty({ type: String, nullable: true, description: 'What caused a status change' })
  cause!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Who stated it: webhook, confirm (the success page), checkout or replay',
  })
  source!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The admin who asked for a refund' })
  actor_email!: string | null;
}

/** One purchase with everything stored about it and its event log. */
export class AdminPurchaseDetailDto extends AdminPurchaseDto {
  @ApiProperty({ type: String, nullable: true }) checkout_session_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) payment_intent_id!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The email given at the checkout' })
  customer_email!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completed_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) failed_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expired_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  dispute_opened_at!: string | null;
  @ApiProperty({ type: String, enum: ['won', 'lost'], nullable: true })
  dispute_outcome!: 'won' | 'lost' | null;
  @ApiProperty({ type: String, nullable: true, description: 'The email of the admin who asked' })
  refund_requested_by!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Stripe's refund id" })
  refund_id!: string | null;
  @ApiProperty({ type: [PurchaseLogEntryDto], description: 'Oldest first' })
  events!: PurchaseLogEntryDto[];
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

type NamedPurchase = Omit<PurchaseListing, 'sortKey'>;

/** Fields as a plain object (the detail spreads them into its own). */
export const toAdminPurchaseDto = (
  purchase: NamedPurchase,
): Pick<AdminPurchaseDto, keyof AdminPurchaseDto> => ({
  id: purchase.id,
  created_at: purchase.createdAt.toISOString(),
  status: purchase.status,
  refund_state: refundStateOf(purchase),
  access_type: purchase.accessType,
  amount: purchase.amount,
  currency: purchase.currency,
  buyer: { id: purchase.userId, email: purchase.buyerEmail, display_name: purchase.buyerName },
  album: { id: purchase.albumId, title: purchase.albumTitle, artist_name: purchase.artistName },
  paid_at: iso(purchase.paidAt),
  refunded_at: iso(purchase.refundedAt),
  refund_requested_at: iso(purchase.refundRequestedAt),
});

const toLogEntryDto = (entry: PurchaseLogEntry): PurchaseLogEntryDto => {
  const none = {
    stripe_event_id: null,
    stripe_event_type: null,
    from_status: null,
    to_status: null,
    cause: null,
    source: null,
    actor_email: null,
  };
  const at = entry.at.toISOString();
  switch (entry.kind) {
    case 'checkout_opened':
      return { ...none, at, kind: entry.kind };
    case 'refund_requested':
      return { ...none, at, kind: entry.kind, actor_email: entry.actorEmail };
    case 'stripe_event':
      return {
        ...none,
        at,
        kind: entry.kind,
        stripe_event_id: entry.stripeEventId,
        stripe_event_type: entry.stripeEventType,
      };
    case 'status_change':
      return {
        ...none,
        at,
        kind: entry.kind,
        stripe_event_id: entry.stripeEventId,
        from_status: entry.from,
        to_status: entry.to,
        cause: entry.cause,
        source: entry.source,
      };
  }
};

export const toAdminPurchaseDetailDto = ({
  purchase,
  log,
}: PurchaseHistoryRecord): AdminPurchaseDetailDto => ({
  ...toAdminPurchaseDto(purchase),
  checkout_session_id: purchase.checkoutSessionId,
  payment_intent_id: purchase.paymentIntentId,
  customer_email: purchase.customerEmail,
  completed_at: iso(purchase.completedAt),
  failed_at: iso(purchase.failedAt),
  expired_at: iso(purchase.expiredAt),
  dispute_opened_at: iso(purchase.disputeOpenedAt),
  dispute_outcome: purchase.disputeOutcome,
  refund_requested_by: purchase.refundRequestedByEmail,
  refund_id: purchase.refundId,
  events: log.map(toLogEntryDto),
});

/** What the audit log keeps of a purchase, before and after a refund request. */
export const purchaseSnapshot = (purchase: PurchaseRecord): Record<string, unknown> => ({
  status: purchase.status,
  amount: purchase.amount,
  currency: purchase.currency,
  payment_intent_id: purchase.paymentIntentId,
  refund_requested_at: iso(purchase.refundRequestedAt),
  refund_id: purchase.refundId,
});
