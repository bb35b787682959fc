import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './document-file';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('detectDocumentType', () => {
  it('takes a PDF and the picture types by their first bytes', () => {
    expect(detectDocumentType(bytes('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
    expect(detectDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectDocumentType(bytes('GIF89a....'))).toBe('image/gif');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(detectDocumentType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectDocumentType(bytes(' %PDF-1.7'))).toBeNull();
    expect(detectDocumentType(bytes('PK\u0003\u0004 docx'))).toBeNull();
    expect(detectDocumentType(new Uint8Array())).toBeNull();
  });
});
