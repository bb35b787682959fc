/**
 * Where the payment dialog of spec 000 §2 ("Payment dialog", modal and persistent) appears for
 * a customer who lacks address or bank data. The default and both embeddable layouts render
 * it, so the dialog shows wherever such a customer lands.
 *
 * For now it renders nothing: the issue that builds the payment dialog fills this slot (it
 * decides from the session whether the prompt is due), and the layouts need not change then.
 */
export function PaymentPromptSlot() {
  return null;
}
