import { useLingui } from '@lingui/react';
import { ImageFileInput } from '../image-file-input';
import type { ImageInputTexts } from '../image-file-input';

const PERSON_PICTURE_TEXTS: ImageInputTexts = {
  tooLarge: 'person.imageTooLarge',
  wrongType: 'person.imageType',
  previewAlt: 'person.picturePreview',
  choose: 'person.pictureChoose',
  replace: 'person.pictureReplace',
  discard: 'person.pictureDiscard',
  chosen: 'person.pictureChosen',
};

/** Props of {@link PersonPictureInput}. */
export interface PersonPictureInputProps {
  /** The file input's id: a refused save focuses the field by it (`form.idOf('imageFile')`). */
  id: string;
  /** The label, e.g. "Picture" or "Spouse's picture". */
  label: string;
  /** The picture chosen but not saved yet; sent with the save as a multipart file. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Whether the person already has a stored picture (a new one replaces it on save). */
  hasStored: boolean;
  /** A translated error from the form (the server's 400 on the picture). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A person's picture (spec 001 §3 `image`, §9 "one file"), in the shared picture input: the
 * dialog sends the chosen file with the person (multipart) and the server checks it again.
 */
export function PersonPictureInput({ hasStored, ...props }: PersonPictureInputProps) {
  const { i18n } = useLingui();
  return (
    <ImageFileInput
      {...props}
      texts={PERSON_PICTURE_TEXTS}
      hasStored={hasStored}
      hint={i18n._(hasStored ? 'person.pictureStored' : 'person.pictureHint')}
      previewClassName="size-24"
    />
  );
}
