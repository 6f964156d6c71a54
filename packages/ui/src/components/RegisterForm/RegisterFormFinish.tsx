import type { Ref } from 'react';
import { Button } from '../../private/Button';
import { formStyles, messageFor, rules, useFormFields } from '../../private/forms';
import { HobbyPicker } from '../../private/HobbyPicker';
import { PartyIcon } from '../../private/icons/formIcons';
import * as styles from './RegisterForm.css';
import { RegisterFormStep } from './RegisterFormStep';
import type { RegisterFormLabels } from './registerTypes';
import type { StepProps } from './stepProps';

/** Step 6: one to three hobbies; its button creates the account with everything collected. */
export function HobbiesStep({ saved, labels, choices, onSubmit, onBack, frame }: StepProps) {
  const form = useFormFields({ hobbies: saved.hobbies }, (values) => ({
    hobbies: rules.hobbies(values.hobbies),
  }));
  return (
    <RegisterFormStep
      {...frame}
      onBack={() => onBack(form.values)}
      onSubmit={(event) =>
        form.submit(event, ({ hobbies }) =>
          onSubmit({
            step: 'hobbies',
            values: { hobby: hobbies.join(',') },
            registration: { ...saved, hobbies },
          }),
        )
      }
    >
      <HobbyPicker
        label={labels.hobbies}
        hint={labels.hobbiesHint}
        hobbies={choices.hobbies}
        value={form.values.hobbies}
        onChange={({ value }) => form.set('hobbies', value)}
        onBlur={() => form.touch('hobbies')}
        error={messageFor(labels.messages, form.errorOf('hobbies'))}
        maxMessage={labels.messages.hobbiesMax}
      />
    </RegisterFormStep>
  );
}

type DoneProps = {
  labels: RegisterFormLabels;
  headingRef: Ref<HTMLHeadingElement>;
  onFinish?: () => void;
};

/** After registering: a welcome, and the way in. */
export function DoneStep({ labels, headingRef, onFinish }: DoneProps) {
  return (
    <div className={styles.done}>
      <span className={styles.doneArt} aria-hidden="true">
        <PartyIcon />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
        {labels.titles.done}
      </h2>
      {labels.descriptions.done && (
        <p className={formStyles.formSubtitle}>{labels.descriptions.done}</p>
      )}
      {onFinish && (
        <Button size="large" onClick={onFinish} className={styles.next}>
          {labels.start}
        </Button>
      )}
    </div>
  );
}
