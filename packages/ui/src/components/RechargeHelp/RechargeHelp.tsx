import { Accordion } from 'radix-ui';
import { useId, type HTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { ChevronDownIcon } from '../../private/icons';
import { HeadsetIcon } from '../../private/icons/layoutIcons';
import { CardIcon, PaypalIcon } from '../../private/icons/moneyIcons';
import { cx } from '../../utils/cx';
import * as styles from './RechargeHelp.css';

/** A question of the recharge FAQ, translated. Line breaks in the answer start new paragraphs. */
export type RechargeFaq = { id: string; question: string; answer: string };

/** A way to pay for coins (openapi PaymentProvider), named and explained, translated. */
export type PaymentMethod = {
  provider: 'embedded' | 'paypal';
  name: string;
  description: string;
};

export type RechargeHelpLabels = {
  /** The payment methods' heading ("How you can pay"). */
  methodsTitle: string;
  /** The FAQ's heading ("Questions about coins"). */
  faqTitle: string;
  /** The closing line and its button ("Still need help?", "Contact customer service"). */
  supportPrompt?: string;
  contactSupport?: string;
};

export type RechargeHelpProps = HTMLAttributes<HTMLDivElement> & {
  /** The questions, in order. */
  faqs: RechargeFaq[];
  /** The payment methods on offer. */
  paymentMethods: PaymentMethod[];
  /** Every heading, translated. */
  labels: RechargeHelpLabels;
  /** The question open at first (none unless given). */
  defaultOpenId?: string;
  /** Called from the closing line (the app opens the customer-service chat). */
  onContactSupport?: () => void;
};

/** The coin tab's help: how one can pay, and the questions people ask about coins. */
export function RechargeHelp({
  faqs,
  paymentMethods,
  labels,
  defaultOpenId,
  onContactSupport,
  className,
  ...props
}: RechargeHelpProps) {
  const id = useId();
  return (
    <div className={cx(styles.root, className)} {...props}>
      <section aria-labelledby={`${id}-methods`}>
        <h2 id={`${id}-methods`} className={styles.heading}>
          {labels.methodsTitle}
        </h2>
        <ul className={styles.methods}>
          {paymentMethods.map((method) => (
            <li key={method.provider} className={styles.method}>
              <span className={styles.methodIcon[method.provider]} aria-hidden="true">
                {method.provider === 'paypal' ? <PaypalIcon /> : <CardIcon />}
              </span>
              <span className={styles.methodText}>
                <span className={styles.methodName}>{method.name}</span>
                <span className={styles.methodDescription}>{method.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-faq`}>
        <h2 id={`${id}-faq`} className={styles.heading}>
          {labels.faqTitle}
        </h2>
        <Accordion.Root
          type="single"
          collapsible
          defaultValue={defaultOpenId}
          className={styles.faq}
        >
          {faqs.map((faq) => (
            <Accordion.Item key={faq.id} value={faq.id} className={styles.item}>
              <Accordion.Header className={styles.question}>
                <Accordion.Trigger className={styles.trigger}>
                  <span>{faq.question}</span>
                  <ChevronDownIcon className={styles.chevron} />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className={styles.answer}>
                {faq.answer.split('\n').map((paragraph, index) => (
                  <p key={index} className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>
      {labels.supportPrompt && onContactSupport && labels.contactSupport && (
        <div className={styles.support}>
          <HeadsetIcon className={styles.supportIcon} />
          <span className={styles.supportText}>{labels.supportPrompt}</span>
          <Button variant="secondary" size="small" onClick={onContactSupport}>
            {labels.contactSupport}
          </Button>
        </div>
      )}
    </div>
  );
}
