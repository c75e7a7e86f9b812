import { useId, useState } from 'react';
import { uploadImage } from '../../dashboard/api/upload-image.ts';
import {
  ModalFormButtons,
  FormError,
  SelectField,
  TextAreaField,
} from '../../../components/form-field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useOpenClaim } from '../../warranty/api/warranty-api.ts';
import { ClaimPhotosField, photosProblem } from './claim-photos-field.tsx';

export interface ClaimUnit {
  serial: string;
  name: string;
}

interface ClaimDialogProps {
  /** The units the customer may claim on (their delivered order's serials). */
  units: readonly ClaimUnit[];
  /** The unit whose button opened the dialog. */
  serial: string;
  onClose: () => void;
}

/**
 * "Claim warranty" for a unit of the customer's delivered order (docs/product.md#warranty-desk):
 * what is wrong and up to four photos. The photos go up first, then the claim names them.
 */
export function ClaimDialog({ units, serial: first, onClose }: ClaimDialogProps) {
  const titleId = useId();
  const openClaim = useOpenClaim();
  const [serial, setSerial] = useState(first);
  const [problem, setProblem] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ problem?: string; photos?: string }>({});
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string>();

  const onSubmit = async () => {
    const found = {
      ...(problem.trim().length < 5 && { problem: 'Say what is wrong, in at least 5 characters' }),
      ...(photosProblem(photos) && { photos: photosProblem(photos) ?? '' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(undefined);
    try {
      setUploading(true);
      const images = [];
      // One at a time: a phone on a slow line sends one photo at full speed, not four at a quarter.
      for (const photo of photos) images.push(await uploadImage(photo));
      setUploading(false);
      const claim = await openClaim.mutateAsync({ serial, problem: problem.trim(), images });
      toast.success(`Claim ${claim.claimNumber} is open: we have received it.`);
      onClose();
    } catch (error) {
      setUploading(false);
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="pr-10 text-xl font-bold">
        Claim warranty
      </h2>
      <p className="mt-2 text-sm">
        Tell us what is wrong. You can follow the claim under My Orders, and we send an SMS at each
        step.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        className="mt-3 space-y-3"
      >
        <SelectField
          label="Unit"
          value={serial}
          onChange={(event) => setSerial(event.target.value)}
        >
          {units.map((unit) => (
            <option key={unit.serial} value={unit.serial}>
              {unit.name}: {unit.serial}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="What is wrong"
          placeholder="e.g. No display after 10 minutes; the fan spins but the screen stays black"
          value={problem}
          error={errors.problem}
          onChange={(event) => setProblem(event.target.value)}
        />
        <ClaimPhotosField files={photos} onChange={setPhotos} error={errors.photos} />
        <FormError message={failure} />
        <ModalFormButtons
          submitLabel="Send claim"
          busy={uploading || openClaim.isPending}
          busyLabel={uploading ? 'Uploading the photos' : 'Sending the claim'}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
