export function ContactDialogHost() {
  return null;
}
