import { useId, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../private/Button';
import { fillLabel } from '../../private/format';
import { AlertIcon } from '../../private/icons';
import { FlameIcon } from '../../private/icons/dialogIcons';
import { PinIcon } from '../../private/icons/socialIcons';
import { cx } from '../../utils/cx';
import * as styles from './DynamicComposer.css';
import { DynamicComposerImages, type ComposerImage } from './DynamicComposerImages';
import { DynamicComposerText } from './DynamicComposerText';
import { DynamicComposerToggle } from './DynamicComposerToggle';
import type { DynamicComposerLabels } from './labels';

export type DynamicComposerProps = Omit<
  HTMLAttributes<HTMLFormElement>,
  'children' | 'onSubmit'
> & {
  /** The share content as typed. */
  content: string;
  /** The chosen images, in order, with their upload state. */
  images: ComposerImage[];
  /** Images burn after reading (others see them blurred until tapped). */
  burnAfterReading: boolean;
  /** Pin it on the profile (replaces the pinned dynamic). */
  top: boolean;
  /** The content's limit in characters (spec: 1000). */
  maxLength?: number;
  /** The images' limit (spec: 9). */
  maxImages?: number;
  /** Publishing: the button spins and the form is locked. */
  pending?: boolean;
  /** Why publishing failed, translated. */
  error?: ReactNode;
  /** Every text, translated. */
  labels: DynamicComposerLabels;
  onContentChange: (change: { content: string }) => void;
  /** The chosen files (JPEG, PNG or GIF); the app uploads them and passes their progress back. */
  onAddImages: (add: { files: File[] }) => void;
  onRemoveImage: (remove: { id: string }) => void;
  onBurnAfterReadingChange: (change: { burnAfterReading: boolean }) => void;
  onTopChange: (change: { top: boolean }) => void;
  /** Publish: called only when valid (content, at least one uploaded image, nothing uploading). */
  onPublish: (dynamic: {
    content: string;
    images: string[];
    burnAfterReading: boolean;
    top: boolean;
  }) => void;
};

/** Characters as the server counts them (code points), so emoji count once. */
const lengthOf = (text: string) => [...text].length;

/** Write a dynamic: text, up to nine photos, burn-after-reading and pin, then publish. */
export function DynamicComposer({
  content,
  images,
  burnAfterReading,
  top,
  maxLength = 1000,
  maxImages = 9,
  pending = false,
  error,
  labels,
  onContentChange,
  onAddImages,
  onRemoveImage,
  onBurnAfterReadingChange,
  onTopChange,
  onPublish,
  className,
  ...props
}: DynamicComposerProps) {
  const id = useId();
  const length = lengthOf(content);
  const tooLong = length > maxLength;
  const uploaded = images.filter((image) => image.progress === undefined && !image.failed);
  const busy = uploaded.length !== images.length;
  const valid = content.trim() !== '' && !tooLong && uploaded.length > 0 && !busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || pending) return;
    onPublish({ content, images: uploaded.map((image) => image.src), burnAfterReading, top });
  };
  return (
    <form
      className={cx(styles.root, className)}
      onSubmit={submit}
      aria-busy={pending || undefined}
      noValidate
      {...props}
    >
      <DynamicComposerText
        content={content}
        length={length}
        maxLength={maxLength}
        labels={labels}
        readOnly={pending}
        onContentChange={onContentChange}
      />
      <DynamicComposerImages
        images={images}
        maxImages={maxImages}
        labels={labels}
        disabled={pending}
        onAddImages={onAddImages}
        onRemoveImage={onRemoveImage}
      />
      <div className={styles.options}>
        <DynamicComposerToggle
          icon={<FlameIcon />}
          label={labels.burnAfterReading}
          hint={labels.burnAfterReadingHint}
          checked={burnAfterReading}
          disabled={pending}
          onCheckedChange={(checked) => onBurnAfterReadingChange({ burnAfterReading: checked })}
        />
        <DynamicComposerToggle
          icon={<PinIcon />}
          label={labels.top}
          hint={labels.topHint}
          checked={top}
          disabled={pending}
          onCheckedChange={(checked) => onTopChange({ top: checked })}
        />
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          <AlertIcon className={styles.errorIcon} />
          {error}
        </p>
      )}
      <div className={styles.footer}>
        {!valid && (
          <p id={`${id}-requirement`} className={styles.requirement}>
            {tooLong
              ? fillLabel(labels.tooLong, { max: maxLength })
              : busy
                ? labels.waitForUploads
                : labels.requirement}
          </p>
        )}
        <Button
          type="submit"
          size="large"
          disabled={!valid}
          loading={pending}
          aria-describedby={valid ? undefined : `${id}-requirement`}
          className={styles.publish}
        >
          {labels.publish}
        </Button>
      </div>
    </form>
  );
}
