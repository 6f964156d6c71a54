import { Button, ConfirmDialog, TextField } from '@heartline/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../stores/session';
import { cancelAccount, clearCancelError, sendCancelCode, useSettings } from './settings';
import * as styles from './SettingsPage.css';
import { SettingsSection } from './SettingsSection';
import { useCountdown } from './useCountdown';

const consequences = ['login', 'hidden', 'coins', 'email'] as const;

/**
 * Cancelling the account: what it means, a code e-mailed to the member's own address (4 digits,
 * checked here first), an optional reason, and a last confirmation before the server's call.
 */
export function SettingsCancel() {
  const { t } = useTranslation('settings');
  const { me } = useSession();
  const { cancel } = useSettings();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [asking, setAsking] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const left = useCountdown(cancel.codeSentAt);
  if (!me) return null;

  const coins = me.userAccountVo.goldCoin;
  const rule = !code
    ? t('cancel.codeRequired')
    : /^\d{4}$/.test(code)
      ? undefined
      : t('cancel.codeFormat');
  const sent = cancel.codeSentAt !== undefined;
  const sendLabel = sent ? t('cancel.resendCode') : t('cancel.sendCode');

  return (
    <SettingsSection title={t('cancel.title')}>
      <div className={styles.dangerCard}>
        <div className={styles.rowText}>
          <p className={styles.rowLabel}>{t('cancel.description')}</p>
          <ul className={styles.consequences}>
            {consequences.map((key) => (
              <li key={key}>{t(`cancel.consequences.${key}`, { coins })}</li>
            ))}
          </ul>
        </div>
        <form
          noValidate
          className={styles.section}
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (rule) codeInput.current?.focus();
            else setAsking(true);
          }}
        >
          <div className={styles.cancelFields}>
            <TextField
              ref={codeInput}
              label={t('cancel.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, ''));
                if (cancel.error) clearCancelError();
              }}
              onBlur={() => code && setChecked(true)}
              error={(checked ? rule : undefined) ?? cancel.error}
              hint={t(sent ? 'cancel.codeSent' : 'cancel.codeHint', { email: me.email })}
              endAdornment={
                <Button
                  variant="ghost"
                  size="small"
                  loading={cancel.sendingCode}
                  disabled={left > 0}
                  onClick={() => void sendCancelCode()}
                >
                  {left > 0 ? t('cancel.resendCountdown', { seconds: left }) : sendLabel}
                </Button>
              }
            />
            <TextField
              label={t('cancel.reason')}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className={styles.cancelActions}>
            <Button type="submit" variant="danger">
              {t('cancel.button')}
            </Button>
          </div>
        </form>
      </div>
      <ConfirmDialog
        open={asking}
        tone="danger"
        title={t('cancel.confirmTitle')}
        description={t('cancel.confirmDescription', { coins })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        closeLabel={t('close')}
        pending={cancel.pending}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          // Cancelled: the session has ended, on to /login. A refusal shows by the code.
          if (await cancelAccount({ code, reason })) navigate('/login', { replace: true });
          else setAsking(false);
        }}
      />
    </SettingsSection>
  );
}
