export { RichTextField, preloadRichTextEditor, type RichTextFieldProps } from './rich-text-field';
