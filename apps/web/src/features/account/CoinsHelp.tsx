import { RechargeHelp, type RechargeFaq } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useIsWide } from '../../layout/useIsWide';
import { chooseShortcut, useLayout } from '../../stores/layout';

/** PayPal's own name, the same in every language. */
const PAYPAL = 'PayPal';
const faqIds = ['worth', 'expiry', 'delay', 'use'] as const;

/** The coin tab's help: the ways to pay, the questions people ask, and customer service. */
export function CoinsHelp() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const wide = useIsWide();
  const { chatWindow } = useLayout();
  const faqs: RechargeFaq[] = faqIds.map((id) => ({
    id,
    question: t(`help.faq.${id}.question`),
    answer: t(`help.faq.${id}.answer`),
  }));

  // The side bar's customer-service button does the same: the floating window on wide screens,
  // the chats on a phone.
  const contactSupport = () => {
    if (wide) {
      if (chatWindow !== 'customerService') {
        chooseShortcut('customerService', { toggleWindow: true });
      }
      return;
    }
    chooseShortcut('customerService', { toggleWindow: false });
    navigate('/chats');
  };

  return (
    <RechargeHelp
      faqs={faqs}
      paymentMethods={[
        {
          provider: 'embedded',
          name: t('help.embeddedName'),
          description: t('help.embeddedDescription'),
        },
        { provider: 'paypal', name: PAYPAL, description: t('help.paypalDescription') },
      ]}
      labels={{
        methodsTitle: t('help.methodsTitle'),
        faqTitle: t('help.faqTitle'),
        supportPrompt: t('help.supportPrompt'),
        contactSupport: t('help.contactSupport'),
      }}
      onContactSupport={contactSupport}
    />
  );
}
