import { BlockIcon, ConfirmDialog } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { cancelBlock, confirmBlock, useBlocks } from './blocks';

/** Asks before blocking a member, saying what a block does (BlockDialogHost mounts it). */
export default function BlockDialog() {
  const { t } = useTranslation('block');
  const { asking, pending } = useBlocks();
  return (
    <ConfirmDialog
      open={asking !== null}
      title={t('confirm.title', { name: asking?.nickname ?? '' })}
      description={t('confirm.description', { name: asking?.nickname ?? '' })}
      confirmLabel={t('confirm.block')}
      cancelLabel={t('confirm.cancel')}
      closeLabel={t('confirm.close')}
      tone="danger"
      icon={<BlockIcon />}
      pending={pending}
      onConfirm={() => void confirmBlock()}
      onCancel={cancelBlock}
    />
  );
}
