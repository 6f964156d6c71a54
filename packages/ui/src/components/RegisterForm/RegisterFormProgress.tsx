import { fillLabel } from '../../private/format';
import { CheckIcon } from '../../private/icons';
import * as styles from './RegisterFormProgress.css';
import { registerSteps, type RegisterFormLabels, type RegisterStep } from './registerTypes';

type RegisterFormProgressProps = { step: RegisterStep; labels: RegisterFormLabels };

/** The step indicator: six numbered dots, done ones checked; names show when there is room. */
export function RegisterFormProgress({ step, labels }: RegisterFormProgressProps) {
  const current = step === 'done' ? registerSteps.length : registerSteps.indexOf(step);
  return (
    <div className={styles.progress}>
      <ol className={styles.progressList} aria-label={labels.progress}>
        {registerSteps.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={name}
              className={styles.progressItem}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.progressDot} aria-hidden="true">
                {state === 'done' ? <CheckIcon /> : index + 1}
              </span>
              <span className={styles.progressName}>{labels.steps[name]}</span>
            </li>
          );
        })}
      </ol>
      {step !== 'done' && (
        <p className={styles.progressCount} aria-hidden="true">
          {fillLabel(labels.stepOf, { current: current + 1, total: registerSteps.length })}
          {' · '}
          {labels.steps[step]}
        </p>
      )}
    </div>
  );
}
