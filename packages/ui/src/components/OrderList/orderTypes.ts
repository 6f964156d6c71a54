import type { UserBrief } from '../../private/member';

/** A delivery address (openapi Address). */
export type Address = {
  receiverName: string;
  phone: string;
  /** A region code from /system/region. */
  region: string;
  detail: string;
  postcode?: string;
};

/** paid (coins taken, not shipped yet), shipped, received. */
export type OrderStatus = 'paid' | 'shipped' | 'received';

/** A mall order: goods one member bought for a friend (openapi Order). */
export type Order = {
  id: number;
  goods: { id: number; name: string; image: string };
  goodsName: string;
  quantity: number;
  /** The total paid, in coins. */
  goldCoin: number;
  buyer: UserBrief;
  receiver: UserBrief;
  address: Address;
  /** The buyer's message to the receiver; may be empty. */
  message: string;
  status: OrderStatus;
  /** When it was bought, ISO 8601 (shown as MM-DD HH:mm). */
  orderTime: string;
};

export type OrderListLabels = {
  /** Names the list ("My orders", "Gifts for me"). */
  title: string;
  /** Before the receiver in "my orders" ("For"), before the buyer in "received" ("From"). */
  recipient: string;
  buyer: string;
  /** The quantity, with {count} ("× {count}"). */
  quantity: string;
  /** The total, with {count} ("{count} coins"). */
  coinPrice: string;
  /** Names the address block for screen readers ("Delivery address"). */
  address: string;
  /** Names the buyer's message for screen readers ("Message"). */
  message: string;
  /** Each status, translated ("Paid, preparing", "On its way", "Delivered"). */
  status: Record<OrderStatus, string>;
  /** No orders: title and a line under it. */
  emptyTitle: string;
  emptyDescription?: string;
  /** Said while the list loads ("Loading orders"). */
  loading: string;
};
