import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import FieldFrame, { type FieldProps } from './FieldFrame';

type Props = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
    /** The chosen file, shown with its size in place of the hint. */
    file: File | null;
    /** Called with the file chosen (or null), also once after hydration for a file picked before it. */
    onFile: (file: File | null) => void;
  };

/** A file size for people: "820 KB", "14.2 MB". */
function readableSize(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** A labelled file input; the chosen file's name and size are read with it. */
export default function FileField({ id, label, labelNote, hint, errorId, file, onFile, ...input }: Props) {
  const ref = useRef<HTMLInputElement>(null);

  // A file picked before the island hydrated stays in the input (React does not control it): report it.
  useEffect(() => {
    const picked = ref.current?.files?.[0];
    if (picked) onFile(picked);
    // Once, right after hydration.
  }, []);

  const shown = file ? `${file.name} · ${readableSize(file.size)}` : hint;
  return (
    <FieldFrame {...{ id, label, labelNote, errorId }} hint={shown} invalid={Boolean(input['aria-invalid'])}>
      {(describedBy) => (
        <input
          ref={ref}
          id={id}
          type="file"
          {...input}
          aria-describedby={describedBy}
          onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
        />
      )}
    </FieldFrame>
  );
}
