import { useEffect, useId, useRef, type ChangeEvent, type MouseEvent } from 'react';
import { imageAtWidth } from '../../shared/lib/image';
import { PICTURE_ACCEPT, type UploadFolder } from '../../shared/rules/media';
import {
  ActionButton,
  Controls,
  Empty,
  FileInput,
  FileLabel,
  Group,
  Hint,
  Legend,
  Preview,
  Problem,
  Status,
} from './PicturePicker.styles';
import { usePictureUpload, type PicturePhase } from './usePictureUpload';

/** The picker's words, translated by the caller (a banner and a logo say them differently). */
export interface PicturePickerTexts {
  /** The file input's label while there is no picture. */
  choose: string;
  /** The file input's label while there is one. */
  replace: string;
  remove: string;
  /** In the empty frame. */
  none: string;
  uploading: string;
  /** Announced after an upload: the picture is kept only when the form is saved. */
  uploaded: string;
  removed: string;
  /** An upload failure the server gave no message for. */
  failed: string;
}

/** Offers to take another picker's picture (the same banner for both languages). */
export interface PictureCopy {
  label: string;
  from: string | null;
  /** Announced after copying. */
  done: string;
}

export interface PicturePickerProps {
  label: string;
  /** A -640 URL the server answered, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  folder: UploadFolder;
  texts: PicturePickerTexts;
  /** Describes the picture shown. */
  alt: string;
  /** The picture's usual size: the preview keeps its shape before it loads. */
  size: { width: number; height: number };
  hint?: string;
  /** The file input's name, so a form's focus-first-invalid finds the field the server refused. */
  name?: string;
  /** A message from the form (the server refused the saved value). */
  error?: string;
  copy?: PictureCopy;
  /** Told when an upload starts and ends (a form waits for it before saving). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * One picture with upload, replace and remove. A chosen file is uploaded at once and its URL
 * handed to onChange; what happens is said in a polite live region, a refusal in an alert.
 * Nothing is saved here: the caller's form sends the URL.
 */
export function PicturePicker({
  label,
  value,
  onChange,
  folder,
  texts,
  alt,
  size,
  hint,
  name,
  error,
  copy,
  onBusyChange,
}: PicturePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = usePictureUpload(folder, onChange, texts.failed);
  const { busy, settle } = upload;
  const problem = upload.problem ?? error ?? '';

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after a refusal) is a change again.
    event.target.value = '';
    if (file && !busy) void upload.start(file);
  };
  // An upload under way keeps the input focusable but opens no second file dialog.
  const guard = (event: MouseEvent<HTMLInputElement>) => {
    if (busy) event.preventDefault();
  };
  // The button pressed goes away with the picture: the focus goes to the file input instead.
  const change = (next: string | null, phase: PicturePhase) => {
    onChange(next);
    settle(phase);
    input.current?.focus();
  };

  const status: Record<PicturePhase, string> = {
    idle: '',
    uploading: texts.uploading,
    uploaded: texts.uploaded,
    removed: texts.removed,
    copied: copy?.done ?? '',
  };
  const describedBy = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null]
    .filter(Boolean)
    .join(' ');
  // Two pickers on a form say the same words: each control's name adds the picker's label after
  // the visible text (which stays first, so speaking the visible words still finds it).
  const named = (text: string) => `${text}: ${label}`;
  const fileText = value ? texts.replace : texts.choose;

  return (
    <Group>
      <Legend>{label}</Legend>
      <Preview $width={size.width} $height={size.height}>
        {value ? (
          // The 320-wide file: the preview is never wider.
          <img src={imageAtWidth(value, 320)} alt={alt} width={size.width} height={size.height} />
        ) : (
          <Empty>{texts.none}</Empty>
        )}
      </Preview>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <Controls>
        <FileInput
          ref={input}
          id={`${id}-file`}
          type="file"
          name={name}
          accept={PICTURE_ACCEPT}
          onChange={choose}
          onClick={guard}
          aria-disabled={busy || undefined}
          aria-invalid={problem ? true : undefined}
          aria-label={named(fileText)}
          aria-describedby={describedBy || undefined}
        />
        <FileLabel htmlFor={`${id}-file`} $busy={busy}>
          {fileText}
        </FileLabel>
        {value ? (
          <ActionButton
            type="button"
            aria-label={named(texts.remove)}
            onClick={() => change(null, 'removed')}
          >
            {texts.remove}
          </ActionButton>
        ) : null}
      </Controls>
      {/* On a line of its own: removing a picture never slides it under the pointer. */}
      {copy?.from && copy.from !== value ? (
        <div>
          <ActionButton type="button" onClick={() => change(copy.from, 'copied')}>
            {copy.label}
          </ActionButton>
        </div>
      ) : null}
      <div>
        <Status role="status">{status[upload.phase]}</Status>
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      </div>
    </Group>
  );
}
