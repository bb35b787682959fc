import { readFileSync } from 'node:fs';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';

/*
 * Tests only: the ISO 20022 schema of pain.008.001.08 (copied from the reference data,
 * ../shared/data/sepa/) and libxml2's validator, to check a generated file as a bank would.
 */

const XSD_PATH = new URL('./pain.008.001.08.xsd', import.meta.url);
/** The namespace of pain.008.001.08, bound to `p` in {@link pain008Texts}' XPath. */
export const PAIN008_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08';

let validator: XsdValidator | undefined;
function schemaValidator(): XsdValidator {
  if (!validator) {
    const schema = XmlDocument.fromString(readFileSync(XSD_PATH, 'utf8'));
    validator = XsdValidator.fromDoc(schema);
  }
  return validator;
}

/** The schema's complaints about `xml` (line and message each); empty when it is valid. */
export function pain008Errors(xml: string): string[] {
  const document = XmlDocument.fromString(xml);
  try {
    schemaValidator().validate(document);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) {
      return error.details.map((detail) => `${detail.line}: ${detail.message.trim()}`);
    }
    throw error;
  } finally {
    document.dispose();
  }
}

/** The text of every node `xpath` finds, elements named with the prefix `p` (`//p:CtrlSum`). */
export function pain008Texts(xml: string, xpath: string): string[] {
  const document = XmlDocument.fromString(xml);
  try {
    return document.find(xpath, { p: PAIN008_NAMESPACE }).map((node) => node.content);
  } finally {
    document.dispose();
  }
}

/** A decimal amount of the file (`"12.30"`) in cents, read as text (no floating point). */
export function centsOf(amount: string): number {
  const [euros, fraction = ''] = amount.split('.');
  return Number(euros) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}
