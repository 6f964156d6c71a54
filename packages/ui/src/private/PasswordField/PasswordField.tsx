import { useState } from 'react';
import { IconButton } from '../IconButton';
import { EyeOffIcon } from '../icons/formIcons';
import { EyeIcon } from '../icons/layoutIcons';
import { TextField, type TextFieldProps } from '../TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** The toggle's label while the password is hidden, translated ("Show password"). */
  showPasswordLabel: string;
  /** The toggle's label while the password shows, translated ("Hide password"). */
  hidePasswordLabel: string;
};

/** A password input with a show/hide toggle; `autoComplete` says current or new password. */
export function PasswordField({
  showPasswordLabel,
  hidePasswordLabel,
  disabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      endAdornment={
        <IconButton
          label={visible ? hidePasswordLabel : showPasswordLabel}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          size="small"
          disabled={disabled}
          onClick={() => setVisible(!visible)}
        />
      }
    />
  );
}
