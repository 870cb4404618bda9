/**
 * Picks a react-aria radio as a person does, by its label (the input itself is visually hidden), and makes sure it
 * took: a forced click on the hidden input can land on a neighbour (a CI run saw the sign-in dialog's Admin stay
 * unchecked while Tenant kept the choice), so the label is clicked, once it is steady, until the radio is checked.
 */
export async function chooseRadio(radio) {
  const label = radio.locator('xpath=ancestor::label[1]');
  for (let attempt = 1; ; attempt += 1) {
    await label.click();
    if (await radio.isChecked()) return;
    if (attempt === 5) throw new Error(`the radio "${await label.textContent()}" stayed unchecked`);
    await radio.page().waitForTimeout(200);
  }
}
