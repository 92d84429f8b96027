import { useState } from 'react';
import TextAreaField from '../../form/TextAreaField';
import type { FieldBinding } from '../../form/use-form';

interface Props extends FieldBinding {
  label: string;
  hint?: string | undefined;
  labelNote?: string | undefined;
}

/**
 * A text in Markdown with a preview through the site's own sanitised renderer (src/lib/markdown.ts,
 * loaded on the first preview), exactly as the public pages will show it.
 */
export default function MarkdownField({ label, hint, labelNote, ...binding }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    const { renderContent } = await import('../../../lib/markdown');
    setPreview(renderContent(binding.value, { topHeading: 3 }));
    setOpen(true);
  };
  const previewId = `${binding.id}-preview`;
  return (
    <div className="markdown-field">
      <TextAreaField {...binding} label={label} hint={hint} labelNote={labelNote} rows={8} />
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-expanded={open}
        aria-controls={previewId}
        onClick={() => void toggle()}
      >
        {open ? 'Hide preview' : 'Preview'}
      </button>
      <div
        id={previewId}
        hidden={!open}
        className="markdown-preview"
        aria-label={`Preview of ${label}`}
        role="region"
      >
        {open &&
          (preview ? (
            // Sanitised by the site's renderer (DOMPurify), as the public pages show it.
            <div className="prose" dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p className="portal-muted">Nothing to preview yet.</p>
          ))}
      </div>
    </div>
  );
}
