import type { RuleMessages } from '../../private/forms';
import type { UserBrief } from '../../private/member';

/** A friend of /friend/friend-list (openapi Friend): whom the goods can be bought for. */
export type Friend = {
  friendUserId: number;
  user: UserBrief;
  /** The member's remark name for this friend, shown instead of the nickname when set. */
  friendRemarkName: string | null;
};

/** A region of /system/region: its code and its name, translated. */
export type Region = { code: string; name: string };

/** What the form sends: the friend, the address (openapi Address) and a message. */
export type AddressFormValues = {
  friendUserId: number;
  address: {
    receiverName: string;
    phone: string;
    region: string;
    detail: string;
    postcode?: string;
  };
  message: string;
};

/**
 * The rules the form checks, each with its translated message:
 * friendRequired (no friend chosen), receiverNameRequired, phoneRequired, phoneFormat (5 to 30
 * digits, spaces, brackets or hyphens, starting with a digit or +), regionRequired and
 * addressRequired (the detailed address). Postcode and message are optional.
 */
export type AddressFormRule =
  | 'friendRequired'
  | 'receiverNameRequired'
  | 'phoneRequired'
  | 'phoneFormat'
  | 'regionRequired'
  | 'addressRequired';

export type AddressFormLabels = {
  /** The friend select: label, placeholder, and the hint when there are no friends. */
  friend: string;
  friendPlaceholder: string;
  noFriends: string;
  receiverName: string;
  phone: string;
  region: string;
  regionPlaceholder: string;
  /** The detailed address ("Street, house, flat, city"). */
  detail: string;
  /** Optional fields say so in their label ("Postcode (optional)"). */
  postcode: string;
  message: string;
  /** The message hint ("Shown with the parcel"). */
  messageHint?: string;
  /** The submit button ("Confirm and pay") and the cancel button ("Cancel"). */
  submit: string;
  cancel?: string;
  /** The messages of the rules above. */
  messages: RuleMessages<AddressFormRule>;
};
