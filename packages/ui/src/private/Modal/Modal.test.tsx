import { Button } from '../Button';
import { Modal } from './Modal';
import { describeModalBehaviour } from './modalBehaviour';

describeModalBehaviour('Modal', {
  name: 'Edit your nickname',
  closeLabel: 'Close',
  renderDialog: ({ open, onClose }) => (
    <Modal
      open={open}
      onClose={onClose}
      title="Edit your nickname"
      description="Shown on your profile and in chats."
      closeLabel="Close"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button>Save</Button>
        </>
      }
    >
      <input aria-label="Nickname" defaultValue="Mia" />
    </Modal>
  ),
});
