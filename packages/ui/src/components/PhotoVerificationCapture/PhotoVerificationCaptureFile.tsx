import { useRef } from 'react';
import { Button } from '../../private/Button';
import { ImagePlusIcon } from '../../private/icons/dialogIcons';
import * as styles from './PhotoVerificationCapture.css';

type FileProps = {
  label: string;
  onCapture: (photo: Blob) => void;
};

/**
 * Without a camera in the page: the file input, which on a phone opens the front camera itself
 * (`capture="user"`) and on a computer the file picker. The visible control is a button, so it
 * looks and reads like every other action; the input stays out of sight and out of the tab order.
 */
export function PhotoVerificationCaptureFile({ label, onCapture }: FileProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="user"
        tabIndex={-1}
        aria-hidden="true"
        className={styles.fileInput}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied so that choosing the same file again is a change too.
          event.target.value = '';
          if (file) onCapture(file);
        }}
      />
      <Button
        size="large"
        fullWidth
        icon={<ImagePlusIcon />}
        className={styles.wrapping}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}
