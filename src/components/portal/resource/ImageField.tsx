import { useEffect, useState } from 'react';
import { isSitePath, isWebAddress } from '../../../domain/office/fields';
import {
  looksLikeImage,
  MAX_IMAGE_BYTES,
  UPLOAD_MESSAGES,
  type OfficeUpload,
} from '../../../domain/office/uploads';
import { change } from '../../../lib/resource';
import FileField from '../../form/FileField';
import TextField from '../../form/TextField';
import type { FieldBinding } from '../../form/use-form';

interface Props extends FieldBinding {
  label: string;
  hint?: string | undefined;
  labelNote?: string | undefined;
  /** The upload route (multipart, field `file`); without it the field is a path or address only. */
  uploadTo?: string | undefined;
}

type Upload =
  { state: 'idle' } | { state: 'uploading' | 'done'; name: string } | { state: 'failed'; message: string };

/**
 * An image of a record (a logo, a news picture): its site path or address as text, which staff may
 * type, or a file picked beside it, uploaded at once through the resource module's one mutator and
 * put in the text as its address; with a preview of whatever the text names.
 */
export default function ImageField({ label, hint, labelNote, uploadTo, ...binding }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [broken, setBroken] = useState(false);
  const value = binding.value.trim();
  const shown = value !== '' && (isSitePath(value) || isWebAddress(value));
  const pickerId = `${binding.id}-file`;
  const statusId = `${binding.id}-upload`;

  // A new address gets a new chance to show.
  useEffect(() => setBroken(false), [value]);

  const take = async (picked: File | null) => {
    setFile(picked);
    if (!picked || !uploadTo) return;
    // The server judges the bytes; these only spare a doomed upload.
    const refused = !looksLikeImage(picked)
      ? UPLOAD_MESSAGES.notImage
      : picked.size > MAX_IMAGE_BYTES
        ? UPLOAD_MESSAGES.tooLarge
        : null;
    if (refused) {
      setUpload({ state: 'failed', message: refused });
      return;
    }
    setUpload({ state: 'uploading', name: picked.name });
    const body = new FormData();
    body.append('file', picked);
    const result = await change<OfficeUpload>(
      { method: 'POST', path: uploadTo, body },
      UPLOAD_MESSAGES.failed,
    );
    if (!result.ok) {
      setUpload({ state: 'failed', message: result.failure.message });
      return;
    }
    binding.onChange({ currentTarget: { value: result.data.url } });
    setUpload({ state: 'done', name: picked.name });
  };

  return (
    <div className="image-field">
      <TextField {...binding} label={label} hint={hint} labelNote={labelNote} inputMode="url" />
      <div className="image-field-row">
        {uploadTo && (
          <div className="image-field-picker">
            <FileField
              id={pickerId}
              label={`Upload ${label.toLowerCase()}`}
              hint="JPEG, PNG, GIF, WebP or AVIF, up to 5 MB. Its address goes in the field above."
              file={file}
              onFile={(picked) => void take(picked)}
              accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
              disabled={upload.state === 'uploading'}
            />
            <p
              id={statusId}
              className={`image-field-status${upload.state === 'failed' ? ' image-field-failed' : ''}`}
              role="status"
            >
              {upload.state === 'uploading' && `Uploading ${upload.name}…`}
              {upload.state === 'done' && `Uploaded ${upload.name}. Save to use it.`}
              {upload.state === 'failed' && upload.message}
            </p>
          </div>
        )}
        {shown && (
          <figure className="image-field-preview">
            {broken ? (
              <p className="portal-muted">This image could not be shown: check the address.</p>
            ) : (
              <img
                src={value}
                alt={`Preview of the ${label.toLowerCase()}`}
                width={160}
                height={90}
                onError={() => setBroken(true)}
              />
            )}
          </figure>
        )}
      </div>
    </div>
  );
}
