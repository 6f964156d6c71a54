import type { FormHTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { FormError, messageFor } from '../../private/forms';
import { SelectField } from '../../private/SelectField';
import { TextField } from '../../private/TextField';
import { cx } from '../../utils/cx';
import * as styles from './AddressForm.css';
import { useAddressForm, type AddressFormDefaults } from './useAddressForm';
import { friendOptions } from './AddressFormFriendOptions';
import type { AddressFormLabels, AddressFormValues, Friend, Region } from './addressFormTypes';

export type AddressFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** The member's friends (the goods go to one of them). */
  friends: Friend[];
  /** The regions of /system/region. */
  regions: Region[];
  /** Every text and rule message, translated. */
  labels: AddressFormLabels;
  /** Called with the values once every rule passes. */
  onSubmit: (values: AddressFormValues) => void;
  /** Called from the cancel button (shown with `labels.cancel`). */
  onCancel?: () => void;
  /** Values to start from (the friend chosen on their profile, the last address). */
  defaultValues?: AddressFormDefaults;
  /** The purchase is running: the submit button spins. */
  pending?: boolean;
  /** The server's error, translated ("Insufficient gold coins, please recharge"). */
  error?: string;
};

/** Where the mall goods go: the friend they are for, and the delivery address. */
export function AddressForm({
  friends,
  regions,
  labels,
  onSubmit,
  onCancel,
  defaultValues = {},
  pending = false,
  error,
  className,
  ...props
}: AddressFormProps) {
  const form = useAddressForm(defaultValues);
  const { values } = form;
  const errorOf = (field: keyof typeof values) => messageFor(labels.messages, form.errorOf(field));
  const text = (field: 'receiverName' | 'phone' | 'detail' | 'postcode' | 'message') => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
    onBlur: () => form.touch(field),
    error: errorOf(field),
  });

  return (
    <form
      noValidate
      className={cx(styles.root, className)}
      onSubmit={(event) =>
        form.submit(event, ({ friendUserId, message, postcode, ...address }) =>
          onSubmit({
            friendUserId: friendUserId ?? 0,
            address: { ...address, ...(postcode.trim() ? { postcode: postcode.trim() } : {}) },
            message: message.trim(),
          }),
        )
      }
      {...props}
    >
      <div className={styles.fields}>
        <SelectField
          className={styles.wide}
          label={labels.friend}
          placeholder={labels.friendPlaceholder}
          options={friendOptions(friends)}
          value={values.friendUserId ? String(values.friendUserId) : ''}
          onValueChange={({ value }) => form.set('friendUserId', Number(value))}
          onBlur={() => form.touch('friendUserId')}
          disabled={friends.length === 0}
          hint={friends.length === 0 ? labels.noFriends : undefined}
          error={errorOf('friendUserId')}
          required
        />
        <TextField
          label={labels.receiverName}
          autoComplete="name"
          maxLength={50}
          {...text('receiverName')}
        />
        <TextField
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          maxLength={30}
          {...text('phone')}
        />
        <SelectField
          label={labels.region}
          placeholder={labels.regionPlaceholder}
          options={regions.map((region) => ({ value: region.code, label: region.name }))}
          value={values.region}
          onValueChange={({ value }) => form.set('region', value)}
          onBlur={() => form.touch('region')}
          error={errorOf('region')}
          required
        />
        <TextField
          label={labels.postcode}
          autoComplete="postal-code"
          maxLength={20}
          {...text('postcode')}
        />
        <TextField
          className={styles.wide}
          label={labels.detail}
          autoComplete="street-address"
          maxLength={200}
          {...text('detail')}
        />
        <TextField
          className={styles.wide}
          label={labels.message}
          hint={labels.messageHint}
          maxLength={200}
          {...text('message')}
        />
      </div>
      <FormError>{error}</FormError>
      <div className={styles.actions}>
        {onCancel && labels.cancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {labels.cancel}
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
