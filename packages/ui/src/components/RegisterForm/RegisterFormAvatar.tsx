import { Progress, Slider } from 'radix-ui';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../private/Button';
import { fillLabel } from '../../private/format';
import { allowedImageTypes, messageFor, rules } from '../../private/forms';
import { CameraIcon } from '../../private/icons/formIcons';
import * as styles from './RegisterFormAvatar.css';
import { RegisterFormStep } from './RegisterFormStep';
import type { StepProps } from './stepProps';

/** Step 5: a profile picture, previewed in its round crop with a zoom; optional. */
export function AvatarStep(props: StepProps & { previewUrl?: string }) {
  const { saved, labels, onSubmit, onBack, frame, uploadProgress } = props;
  const id = useId();
  const [file, setFile] = useState<File | null>(saved.avatar);
  // The chosen file's object URL lives as long as that choice (revoked on change and unmount).
  const [objectUrl, setObjectUrl] = useState(() =>
    saved.avatar ? URL.createObjectURL(saved.avatar) : undefined,
  );
  const [zoom, setZoom] = useState(saved.avatarZoom);
  const [error, setError] = useState<string>();
  const preview = objectUrl ?? props.previewUrl;
  const uploading = uploadProgress !== undefined;

  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const broken = rules.imageType(chosen);
    setError(messageFor(labels.messages, broken));
    if (broken) return;
    setFile(chosen);
    setObjectUrl(URL.createObjectURL(chosen));
    setZoom(1);
  };

  return (
    <RegisterFormStep
      {...frame}
      pending={frame.pending || uploading}
      onBack={() => onBack({ avatar: file, avatarZoom: zoom })}
      extraAction={
        <Button
          variant="ghost"
          size="large"
          disabled={frame.pending || uploading}
          onClick={() => onSubmit({ step: 'avatar', values: { avatar: null, avatarZoom: 1 } })}
        >
          {labels.skip}
        </Button>
      }
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ step: 'avatar', values: { avatar: file, avatarZoom: zoom } });
      }}
    >
      <div className={styles.avatar}>
        <div className={styles.crop} data-empty={!preview}>
          {preview ? (
            <img src={preview} alt="" className={styles.cropImage} style={{ scale: zoom }} />
          ) : (
            <CameraIcon className={styles.cropIcon} />
          )}
          {uploading && (
            <Progress.Root
              className={styles.upload}
              value={uploadProgress}
              aria-labelledby={`${id}-up`}
            >
              <Progress.Indicator
                className={styles.uploadBar}
                style={{ transform: `translateX(-${100 - uploadProgress}%)` }}
              />
            </Progress.Root>
          )}
        </div>
        {uploading && (
          <p id={`${id}-up`} className={styles.uploadText}>
            {fillLabel(labels.uploading, { percent: Math.round(uploadProgress) })}
          </p>
        )}
        <label className={styles.pick} data-disabled={uploading}>
          <input
            type="file"
            accept={allowedImageTypes.join(',')}
            className={styles.fileInput}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            disabled={uploading}
            onChange={choose}
          />
          <CameraIcon />
          {preview ? labels.avatarChange : labels.avatarChoose}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {labels.avatarHint}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {preview && (
          <Slider.Root
            className={styles.zoom}
            min={1}
            max={3}
            step={0.1}
            value={[zoom]}
            disabled={uploading}
            onValueChange={([next]) => setZoom(next ?? 1)}
          >
            <Slider.Track className={styles.zoomTrack}>
              <Slider.Range className={styles.zoomRange} />
            </Slider.Track>
            <Slider.Thumb className={styles.zoomThumb} aria-label={labels.zoom} />
          </Slider.Root>
        )}
      </div>
    </RegisterFormStep>
  );
}
