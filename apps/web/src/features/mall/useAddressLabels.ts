import type { AddressFormLabels } from '@heartline/ui';
import { useTranslation } from 'react-i18next';

/** The address form's texts and rule messages (spec 5: buying needs a friend and an address). */
export function useAddressLabels(): AddressFormLabels {
  const { t } = useTranslation('mall');
  return {
    friend: t('order.form.friend'),
    friendPlaceholder: t('order.form.friendPlaceholder'),
    noFriends: t('order.form.noFriends'),
    receiverName: t('order.form.receiverName'),
    phone: t('order.form.phone'),
    region: t('order.form.region'),
    regionPlaceholder: t('order.form.regionPlaceholder'),
    detail: t('order.form.detail'),
    postcode: t('order.form.postcode'),
    message: t('order.form.message'),
    messageHint: t('order.form.messageHint'),
    submit: t('order.form.submit'),
    cancel: t('order.form.cancel'),
    messages: {
      friendRequired: t('order.form.messages.friendRequired'),
      receiverNameRequired: t('order.form.messages.receiverNameRequired'),
      phoneRequired: t('order.form.messages.phoneRequired'),
      phoneFormat: t('order.form.messages.phoneFormat'),
      regionRequired: t('order.form.messages.regionRequired'),
      addressRequired: t('order.form.messages.addressRequired'),
    },
  };
}
