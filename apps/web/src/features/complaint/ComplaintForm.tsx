import { ComplaintDialog } from '@heartline/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptImages } from '../../images/prepareImage';
import {
  addScreenshot,
  closeComplaint,
  MAX_NOTES,
  MAX_SCREENSHOTS,
  reasonsFor,
  removeScreenshot,
  submitComplaint,
  useComplaint,
} from './complaint';
import { COUNTER } from '../../i18n/counter';

/** The complaint form: a reason from the server, what happened, up to 3 screenshots. */
export function ComplaintForm() {
  const { t } = useTranslation('profile');
  const picker = useRef<HTMLInputElement>(null);
  const { target, reasons, images, imageUploading, pending, error } = useComplaint();
  const name = target?.nickname ?? '';
  return (
    <>
      <ComplaintDialog
        open={target !== null}
        title={t('complaint.title', { name })}
        description={t('complaint.description', { name })}
        reasons={reasonsFor(reasons, target)}
        labels={{
          reasons: t('complaint.reasons'),
          notes: t('complaint.notes'),
          notesPlaceholder: t('complaint.notesPlaceholder'),
          notesCount: COUNTER,
          images: t('complaint.images'),
          addImage: t('complaint.addImage'),
          removeImage: t('complaint.removeImage'),
          image: t('complaint.image'),
          uploading: t('complaint.uploading'),
          submit: t('complaint.submit'),
          cancel: t('complaint.cancel'),
          close: t('complaint.close'),
        }}
        images={images}
        maxImages={MAX_SCREENSHOTS}
        imageUploading={imageUploading}
        notesMaxLength={MAX_NOTES}
        pending={pending}
        error={error ?? undefined}
        onSubmit={({ type, notes }) => void submitComplaint({ type, notes })}
        onCancel={closeComplaint}
        onAddImage={() => picker.current?.click()}
        onRemoveImage={({ index }) => removeScreenshot(index)}
      />
      <input
        ref={picker}
        type="file"
        accept={acceptImages}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void addScreenshot(file);
        }}
      />
    </>
  );
}
