import { GlobeIcon } from '../../private/icons/layoutIcons';
import { SelectField } from '../../private/SelectField';

/** An interface language of /system/language (openapi InterfaceLanguage). */
export type InterfaceLanguage = {
  /** zh-CN, zh-TW, en, de, ru, ko, ja, es. */
  code: string;
  /** Its name, usually in itself ("Deutsch", "简体中文"). */
  language: string;
};

export type LanguageSelectProps = {
  /** The languages to offer, in order. */
  languages: InterfaceLanguage[];
  /** The current interface language's code: shown and checked in the list. */
  value: string;
  /** Called with the code the member chose (the app calls /user/language-edit). */
  onChange: (change: { code: string }) => void;
  /** The accessible name, translated ("Language"); shown above the field variant. */
  label: string;
  /** pill: the top bar's compact button; field: a labelled field (account settings). */
  variant?: 'pill' | 'field';
  /** The switch is being saved: a spinner, and no other choice meanwhile. */
  pending?: boolean;
  /** Help under the field variant ("The app and e-mails use this language"). */
  hint?: string;
  /** On the root element. */
  className?: string;
};

/** The interface language dropdown: each language in its own name, the current one checked. */
export function LanguageSelect({
  languages,
  value,
  onChange,
  label,
  variant = 'pill',
  pending = false,
  hint,
  className,
}: LanguageSelectProps) {
  const pill = variant === 'pill';
  return (
    <SelectField
      className={className}
      label={label}
      hideLabel={pill}
      appearance={variant}
      icon={<GlobeIcon />}
      options={languages.map((entry) => ({
        value: entry.code,
        label: entry.language,
        lang: entry.code,
      }))}
      value={value}
      onValueChange={({ value: code }) => code !== value && onChange({ code })}
      pending={pending}
      hint={pill ? undefined : hint}
    />
  );
}
