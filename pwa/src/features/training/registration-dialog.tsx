import { Modal } from '../../components/modal';
import { RegistrationForm, type RegistrationDone } from './registration-form';
import type { TrainingSession } from './training-session';

interface RegistrationDialogProps {
  session: TrainingSession;
  onClose: () => void;
  onDone: (done: RegistrationDone) => void;
}

/** The registration form for one session, in a modal; mounted means open. */
export function RegistrationDialog({ session, onClose, onDone }: RegistrationDialogProps) {
  return (
    <Modal title={`Register for ${session.title}`} onClose={onClose}>
      <RegistrationForm sessionTitle={session.title} onDone={onDone} />
    </Modal>
  );
}
